"""Opening the database for the loader, and writing Arrow batches into typed tables."""

from __future__ import annotations

import os

import duckdb
import pyarrow as pa
import sqlalchemy as sa

from db import extensions
from db.engine import (DatabaseError, current_revision, database_url, duckdb_path,
                       ensure_schema, explain_open_error, head_revision, make_engine)


# The catalog name a PostgreSQL database is attached under (see connect).
POSTGRES_CATALOG = "paperdb_pg"
# DuckDB memory cap of a connection that writes (PAPERDB_MEMORY_LIMIT overrides it).
WRITER_MEMORY_LIMIT = "1GiB"
# Loads into one PostgreSQL database take turns: the key of their advisory lock.
POSTGRES_LOAD_LOCK = 7_142_024


def connect(db: str, read_only: bool = False) -> duckdb.DuckDBPyConnection:
    """A DuckDB connection to a paperdb database at the newest schema revision.

    Writers migrate first; readers of an older file have it migrated, then open it read-only.
    A PostgreSQL URL gives an in-memory DuckDB with the database attached through the postgres
    extension and made the default: the loader and the saved queries then run unchanged, and
    inserts travel as binary COPY.
    """
    url = database_url(db)
    if url.startswith("postgresql"):
        return _connect_postgres(url, read_only)
    path = duckdb_path(url)
    if path is None:
        raise DatabaseError(f"{db}: paperdb works with DuckDB files and PostgreSQL URLs")
    if read_only and not path.exists():
        raise DatabaseError(f"no database at {path}: load something first (paperdb load FILE)")
    try:
        engine = make_engine(db, read_only=read_only)
        try:
            if current_revision(engine) != head_revision():
                if read_only:
                    engine.dispose()
                    engine = make_engine(db)
                ensure_schema(engine)
        finally:
            engine.dispose()
        con = duckdb.connect(str(path), read_only=read_only)
        if not read_only:
            # DuckDB's own default (80% of RAM) let its cache of stored rows grow to 2 GB when
            # 1,000 papers were loaded again into a 1M-paper file; under this cap that load
            # peaked at 1.2 GB, no slower. Large inputs load into a copy under their own cap.
            con.execute("SET memory_limit = ?",
                        [os.environ.get("PAPERDB_MEMORY_LIMIT") or WRITER_MEMORY_LIMIT])
        return con
    except (duckdb.Error, sa.exc.DBAPIError, OSError) as exc:
        raise explain_open_error(exc, db) from None


def _connect_postgres(url: str, read_only: bool) -> duckdb.DuckDBPyConnection:
    shown = sa.make_url(url).render_as_string(hide_password=True)
    try:
        engine = make_engine(url)
        try:
            if current_revision(engine) != head_revision():
                if read_only:
                    raise DatabaseError(f"{shown} has no paperdb schema at the newest revision: "
                                        "run paperdb init (as a role that may create tables)")
                ensure_schema(engine)
        finally:
            engine.dispose()
        con = duckdb.connect()
        extensions.load(con, "postgres_scanner")
        # One connection: every statement of a load then shares its transaction and its lock.
        con.execute("SET pg_connection_limit = 1")
        libpq_url = sa.make_url(url).set(drivername="postgresql").render_as_string(
            hide_password=False).replace("'", "''")
        mode = ", READ_ONLY" if read_only else ""
        con.execute(f"ATTACH '{libpq_url}' AS {POSTGRES_CATALOG} (TYPE postgres{mode})")
        con.execute(f"USE {POSTGRES_CATALOG}")
        return con
    except extensions.ExtensionUnavailable as exc:
        raise DatabaseError(f"cannot use {shown}: {exc}") from None
    except (duckdb.Error, sa.exc.DBAPIError, OSError) as exc:
        raise explain_open_error(exc, shown) from None


def is_postgres(con) -> bool:
    return con.execute("SELECT current_database()").fetchone()[0] == POSTGRES_CATALOG


def next_value(con, sequence: str) -> int:
    """The next value of one of the schema's sequences in the attached PostgreSQL database
    (RETURNING does not reach PostgreSQL through the extension)."""
    return con.execute("SELECT * FROM postgres_query(?, ?)", [
        POSTGRES_CATALOG, f"SELECT nextval('{sequence}')"]).fetchone()[0]


def insert_named(con, table: sa.Table, key: str, sequence: str, rows: list[dict]) -> None:
    """Insert the rows whose key (a unique column) is not stored yet, numbered from sequence in
    key order. The ids are fetched first because a column default does not reach PostgreSQL
    through the extension."""
    id_column = table.primary_key.columns[0].name
    con.register("named_row", arrow_rows(table, rows))
    new = con.execute(f"SELECT * FROM named_row WHERE {key} NOT IN "
                      f"(SELECT {key} FROM {table.name}) ORDER BY {key}").to_arrow_table()
    con.unregister("named_row")
    if is_postgres(con):
        ids = [i for (i,) in con.execute("SELECT * FROM postgres_query(?, ?)", [
            POSTGRES_CATALOG, f"SELECT nextval('{sequence}') FROM generate_series(1, "
                              f"{new.num_rows})"]).fetchall()]
    else:
        ids = [i for (i,) in con.execute("SELECT nextval(?) FROM range(?)",
                                         [sequence, new.num_rows]).fetchall()]
    insert_rows(con, table, new.append_column(id_column, pa.array(ids, pa.int64())).to_pylist())


def take_load_lock(con) -> bool:
    """On PostgreSQL, take the lock that makes loads take turns (a DuckDB file has its own);
    False when another load holds it. Released when the connection closes."""
    if not is_postgres(con):
        return True
    return con.execute("SELECT * FROM postgres_query(?, ?)", [
        POSTGRES_CATALOG, f"SELECT pg_try_advisory_lock({POSTGRES_LOAD_LOCK})"]).fetchone()[0]


_ARROW_TYPES = {
    sa.Text: pa.string(), sa.Integer: pa.int32(), sa.BigInteger: pa.int64(),
    sa.Double: pa.float64(), sa.Boolean: pa.bool_(), sa.TIMESTAMP: pa.timestamp("us"),
}


def arrow_rows(table: sa.Table, rows: list[dict]) -> pa.Table:
    """Rows as an Arrow table typed like the SQL table (so all-NULL columns insert); columns
    with a server default are left out unless the rows carry them."""
    columns = [c for c in table.columns if c.server_default is None or (rows and c.name in rows[0])]
    schema = pa.schema([(c.name, _ARROW_TYPES[type(c.type)]) for c in columns])
    return pa.Table.from_pylist(rows, schema=schema)


def insert_rows(con, table: sa.Table, rows: list[dict]) -> None:
    """Insert rows into table in one statement."""
    if not rows:
        return
    con.register("incoming_rows", arrow_rows(table, rows))
    con.execute(f"INSERT INTO {table.name} BY NAME SELECT * FROM incoming_rows")
    con.unregister("incoming_rows")


def upsert(con, table: sa.Table, rows: list[dict] | pa.Table, key: tuple[str, ...],
           assignments: dict[str, str] | None = None) -> None:
    """Update the stored rows whose key matches an incoming row, then insert the others;
    without assignments, stored rows stay as they are.

    Spelled as an UPDATE and an anti-join rather than ON CONFLICT because a DuckDB file has no
    key index to conflict with (see db/models.py). assignments maps a column to a fixed SQL
    expression over the stored row (the table's name) and the incoming row (`incoming`); the
    keys of the incoming rows must be distinct."""
    incoming = rows if isinstance(rows, pa.Table) else arrow_rows(table, rows)
    if not incoming.num_rows:
        return
    con.register("incoming", incoming)
    # NULL keys are equal, as in db/integrity.py's check (venue_year_keyword has some)
    matches = " AND ".join(f"{table.name}.{k} IS NOT DISTINCT FROM incoming.{k}" for k in key)
    if assignments:
        con.execute(f"UPDATE {table.name} SET " + ", ".join(
            f"{column} = {expression}" for column, expression in assignments.items())
            + f" FROM incoming WHERE {matches}")
    con.execute(f"INSERT INTO {table.name} BY NAME SELECT * FROM incoming WHERE NOT EXISTS "
                f"(SELECT 1 FROM {table.name} WHERE {matches})")
    con.unregister("incoming")


def delete_for_papers(con, tables: tuple[str, ...], paper_ids: list[str]) -> None:
    """Delete the rows of the given child tables that belong to the given papers."""
    if not paper_ids:
        return
    con.register("affected_paper", pa.table({"paper_id": paper_ids}))
    for table in tables:
        con.execute(f"DELETE FROM {table} WHERE paper_id IN (SELECT paper_id FROM affected_paper)")
    con.unregister("affected_paper")

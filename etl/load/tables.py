"""Opening the database for the loader, and writing Arrow batches into typed tables."""

from __future__ import annotations

import os

import duckdb
import pyarrow as pa
import sqlalchemy as sa

from db.engine import (DatabaseError, current_revision, database_url, duckdb_path,
                       ensure_schema, explain_open_error, head_revision, make_engine)


def connect(db: str, read_only: bool = False) -> duckdb.DuckDBPyConnection:
    """A DuckDB connection to a paperdb database at the newest schema revision.

    Writers migrate first; readers of an older file have it migrated, then open it read-only.
    """
    path = duckdb_path(database_url(db))
    if path is None:
        raise DatabaseError(f"{db}: only DuckDB files are supported by this command")
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
        if not read_only and os.environ.get("PAPERDB_MEMORY_LIMIT"):
            # Optional: DuckDB then writes a load's rows to the file as it goes, but it cannot
            # evict a transaction's index entries, so a limit too small fails large loads
            # ("Out of Memory Error: failed to pin block" at 1 GB for 500k papers).
            con.execute("SET memory_limit = ?", [os.environ["PAPERDB_MEMORY_LIMIT"]])
        return con
    except (duckdb.Error, sa.exc.DBAPIError, OSError) as exc:
        raise explain_open_error(exc, db) from None


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


def insert_rows(con, table: sa.Table, rows: list[dict], on_conflict: str = "") -> None:
    """Insert rows into table in one statement; on_conflict is a fixed clause, never data."""
    if not rows:
        return
    con.register("incoming_rows", arrow_rows(table, rows))
    con.execute(f"INSERT INTO {table.name} BY NAME SELECT * FROM incoming_rows {on_conflict}")
    con.unregister("incoming_rows")


def delete_for_papers(con, tables: tuple[str, ...], paper_ids: list[str]) -> None:
    """Delete the rows of the given child tables that belong to the given papers."""
    if not paper_ids:
        return
    con.register("affected_paper", pa.table({"paper_id": paper_ids}))
    for table in tables:
        con.execute(f"DELETE FROM {table} WHERE paper_id IN (SELECT paper_id FROM affected_paper)")
    con.unregister("affected_paper")

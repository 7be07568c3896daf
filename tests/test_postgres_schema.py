"""The same migrations build the same schema on PostgreSQL 15 as on DuckDB (a real server:
see the pg_server fixture in conftest.py)."""

from __future__ import annotations

import duckdb
import sqlalchemy as sa
from alembic import command
from sqlalchemy import text

from db.engine import (
    alembic_config,
    current_revision,
    downgrade,
    head_revision,
    make_engine,
    upgrade,
)
from db.models import metadata

# Types as the two catalogues spell them, mapped to one name (DuckDB's VARCHAR has no length,
# so VARCHAR(n) is text). An unmapped type stays as it is and shows up in a failing comparison.
DUCKDB_TYPES = {"VARCHAR": "text", "BIGINT": "bigint", "INTEGER": "integer", "DOUBLE": "double",
                "BOOLEAN": "boolean", "TIMESTAMP": "timestamp"}
PG_TYPES = {"text": "text", "character varying": "text", "bigint": "bigint",
            "integer": "integer", "double precision": "double", "boolean": "boolean",
            "timestamp without time zone": "timestamp"}
KEYS = ("PRIMARY KEY", "UNIQUE", "FOREIGN KEY")


def duckdb_catalog(path) -> dict[str, list]:
    with duckdb.connect(str(path), read_only=True) as con:
        main = "database_name = current_database() AND schema_name = 'main'"

        def rows(sql):
            return con.execute(sql).fetchall()

        return {
            "tables": sorted(t for (t,) in rows(
                f"SELECT table_name FROM duckdb_tables() WHERE {main}")),
            "views": sorted(v for (v,) in rows(
                f"SELECT view_name FROM duckdb_views() WHERE {main} AND NOT internal")),
            "columns": [(t, c, DUCKDB_TYPES.get(ty, ty), nullable) for t, c, ty, nullable in rows(
                "SELECT table_name, column_name, data_type, is_nullable FROM duckdb_columns() "
                f"WHERE {main} ORDER BY table_name, column_index")],
            "keys": sorted((t, kind, tuple(cols), ref, tuple(ref_cols) or ())
                           for t, kind, cols, ref, ref_cols in rows(
                "SELECT table_name, constraint_type, constraint_column_names, referenced_table, "
                f"referenced_column_names FROM duckdb_constraints() WHERE {main} "
                f"AND constraint_type IN {KEYS}")),
            "indexes": sorted(rows(f"SELECT index_name, table_name FROM duckdb_indexes() "
                                   f"WHERE {main}")),
            "sequences": sorted(s for (s,) in rows(
                f"SELECT sequence_name FROM duckdb_sequences() WHERE {main}")),
        }


PG_KEYS = f"""
    SELECT tc.table_name, tc.constraint_type,
           array_agg(k.column_name::text ORDER BY k.ordinal_position),
           min(r.table_name::text),
           array_remove(array_agg(r.column_name::text ORDER BY k.ordinal_position), NULL)
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage k
        ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name
    LEFT JOIN information_schema.referential_constraints rc
        ON rc.constraint_schema = tc.constraint_schema AND rc.constraint_name = tc.constraint_name
    LEFT JOIN information_schema.key_column_usage r
        ON r.constraint_schema = rc.unique_constraint_schema
        AND r.constraint_name = rc.unique_constraint_name
        AND r.ordinal_position = k.position_in_unique_constraint
    WHERE tc.table_schema = 'public' AND tc.constraint_type IN {KEYS}
    GROUP BY tc.table_name, tc.constraint_type, tc.constraint_name
"""


def pg_catalog(url: str) -> dict[str, list]:
    engine = make_engine(url)
    with engine.connect() as con:
        def rows(sql):
            return con.execute(text(sql)).all()

        public = "table_schema = 'public'"
        catalog = {
            "tables": sorted(t for (t,) in rows(
                f"SELECT table_name FROM information_schema.tables WHERE {public} "
                "AND table_type = 'BASE TABLE'")),
            "views": sorted(v for (v,) in rows(
                f"SELECT table_name FROM information_schema.views WHERE {public}")),
            "columns": [(t, c, PG_TYPES.get(ty, ty), nullable == "YES") for t, c, ty, nullable
                        in rows("SELECT table_name, column_name, data_type, is_nullable "
                                f"FROM information_schema.columns WHERE {public} "
                                "ORDER BY table_name, ordinal_position")],
            "keys": sorted((t, kind, tuple(cols), ref, tuple(ref_cols))
                           for t, kind, cols, ref, ref_cols in rows(PG_KEYS)),
            # indexes that back no constraint (those are compared as keys)
            "indexes": sorted(rows(
                "SELECT indexname, tablename FROM pg_indexes WHERE schemaname = 'public' "
                "AND indexname NOT IN (SELECT conname FROM pg_constraint)")),
            "sequences": sorted(s for (s,) in rows(
                "SELECT sequence_name FROM information_schema.sequences "
                "WHERE sequence_schema = 'public'")),
        }
    engine.dispose()
    return catalog


def declared_keys() -> list[tuple]:
    """The primary, unique and foreign keys of db/models.py, spelled as the catalogs are."""
    kinds = {sa.PrimaryKeyConstraint: "PRIMARY KEY", sa.UniqueConstraint: "UNIQUE",
             sa.ForeignKeyConstraint: "FOREIGN KEY"}
    keys = []
    for table in metadata.sorted_tables:
        for constraint in table.constraints:
            columns = tuple(c.name for c in constraint.columns)
            if not columns:
                continue  # the empty primary key of a table that has none
            if isinstance(constraint, sa.ForeignKeyConstraint):
                keys.append((table.name, "FOREIGN KEY", columns, constraint.referred_table.name,
                             tuple(e.column.name for e in constraint.elements)))
            else:
                keys.append((table.name, kinds[type(constraint)], columns, None, ()))
    return keys


def migrate(url: str) -> None:
    engine = make_engine(url)
    upgrade(engine)
    assert current_revision(engine) == head_revision()
    engine.dispose()


def test_upgrade_head_on_postgres_matches_the_models(pg_url):
    """alembic check: the migrated PostgreSQL schema has nothing db/models.py lacks or adds."""
    migrate(pg_url)
    engine = make_engine(pg_url)
    config = alembic_config()
    with engine.connect() as conn:
        config.attributes["connection"] = conn
        command.check(config)  # raises AutogenerateDiffsDetected on any difference
    engine.dispose()


def test_postgres_schema_equals_duckdb_schema(pg_url, tmp_path):
    migrate(pg_url)
    duck = tmp_path / "same.duckdb"
    migrate(str(duck))
    on_pg, on_duckdb = pg_catalog(pg_url), duckdb_catalog(duck)
    for part in ("tables", "views", "columns", "sequences"):
        assert on_pg[part] == on_duckdb[part], part
    # Keys and indexes exist on PostgreSQL only (see db/models.py); there they are exactly
    # the declared ones (alembic check above compares them with the models too).
    version_key = ("alembic_version", "PRIMARY KEY", ("version_num",), None, ())
    assert on_duckdb["keys"] == [version_key] and on_duckdb["indexes"] == []
    assert on_pg["keys"] == sorted([version_key, *declared_keys()])
    assert on_pg["indexes"] == sorted((index.name, table.name) for table in metadata.sorted_tables
                                      for index in table.indexes)
    # Not vacuous: the contract tables and views are there, with their keys.
    assert {"paper", "code_link", "metric", "alembic_version"} <= set(on_pg["tables"])
    assert {"paper_overview", "code_link_detail", "keyword_trend"} <= set(on_pg["views"])
    assert ("code_link", "PRIMARY KEY", ("paper_id", "url"), None, ()) in on_pg["keys"]
    assert ("paper_keyword", "FOREIGN KEY", ("keyword_id",), "keyword", ("keyword_id",)
            ) in on_pg["keys"]
    assert ("keyword_trend", "share_of_papers", "double", True) in on_pg["columns"]
    assert len(on_pg["sequences"]) == 3 and len(on_pg["columns"]) > 150


def test_downgrade_to_base_and_upgrade_again_on_postgres(pg_url):
    migrate(pg_url)
    first = pg_catalog(pg_url)
    engine = make_engine(pg_url)
    downgrade(engine, "base")
    assert current_revision(engine) is None
    engine.dispose()
    emptied = pg_catalog(pg_url)
    assert emptied["tables"] == ["alembic_version"]
    assert emptied["views"] == [] and emptied["sequences"] == [] and emptied["keys"] == [
        ("alembic_version", "PRIMARY KEY", ("version_num",), None, ())]
    migrate(pg_url)
    assert pg_catalog(pg_url) == first

"""DuckDB files without key indexes: every table rebuilt without its primary key, unique
constraints, foreign keys and secondary indexes (NOT NULL and defaults stay).

Why: DuckDB holds each key index wholly in memory once a write touches it and rewrites it at
every checkpoint, so a load's memory grew with the database (2.7 KB per paper) and its commits
slowed with it, while analytical queries never use the indexes. The loader keeps the keys
itself and db/integrity.py checks them. PostgreSQL keeps its keys: this revision does nothing
there.

DuckDB cannot drop a constraint nor rename a table that has one, so upgrading copies each
table into a new one; the downgrade copies them back into the tables of revision 0001.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30
"""

import importlib.util
from contextlib import contextmanager
from pathlib import Path

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

# Parents before children, as revision 0001 creates them.
TABLES = ("load_batch", "rejected_record", "paper", "paper_source", "paper_identifier", "author",
          "paper_author", "code_link", "metric", "acronym", "keyword", "paper_keyword",
          "corpus_term")


def _revision(file_stem: str):
    """An earlier revision's module (Alembic loads revisions by path, not as a package)."""
    spec = importlib.util.spec_from_file_location(
        file_stem, Path(__file__).with_name(f"{file_stem}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _columns_without_keys(table: str) -> str:
    """table's column definitions as DuckDB stores them, keeping only NOT NULL and defaults."""
    rows = op.get_bind().exec_driver_sql(
        "SELECT column_name, data_type, is_nullable, column_default FROM duckdb_columns() "
        "WHERE database_name = current_database() AND schema_name = 'main' "
        f"AND table_name = '{table}' ORDER BY column_index").fetchall()
    return ", ".join(
        f'"{name}" {data_type}' + ("" if nullable else " NOT NULL")
        + ("" if default is None else f" DEFAULT {default}")
        for name, data_type, nullable, default in rows)


def _copy_into(suffix_from: str, suffix_to: str) -> None:
    """Copy every <table><suffix_from> into <table><suffix_to>, then drop the sources."""
    for table in TABLES:
        op.execute(f"INSERT INTO {table}{suffix_to} SELECT * FROM {table}{suffix_from}")
    for table in reversed(TABLES):  # children first, while the old keys still exist
        op.execute(f"DROP TABLE {table}{suffix_from}")


@contextmanager
def _views_dropped():
    """The BI views of revision 0002 dropped while the tables are swapped (they would bind to
    the old ones), then created again."""
    views = _revision("0002_bi_views")
    views.downgrade()
    yield
    views.upgrade()


def upgrade() -> None:
    if op.get_bind().dialect.name != "duckdb":
        return
    with _views_dropped():
        for table in TABLES:
            op.execute(f"CREATE TABLE {table}_new ({_columns_without_keys(table)})")
        _copy_into("", "_new")
        for table in TABLES:
            op.execute(f"ALTER TABLE {table}_new RENAME TO {table}")


def downgrade() -> None:
    if op.get_bind().dialect.name != "duckdb":
        return
    with _views_dropped():
        for table in TABLES:
            op.execute(f"ALTER TABLE {table} RENAME TO {table}_old")
        _revision("0001_initial_schema").create_tables()
        _copy_into("_old", "")

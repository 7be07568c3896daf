"""The Alembic revisions must build exactly the schema that db/models.py declares."""

from __future__ import annotations

import subprocess
import sys

import duckdb
from db.engine import current_revision, downgrade, head_revision, make_engine, upgrade
from db.models import metadata
from conftest import REPO


def catalog(path) -> dict[str, list[tuple]]:
    """DuckDB's own description of a schema: columns, constraints, indexes, sequences."""
    with duckdb.connect(str(path), read_only=True) as con:
        main = "database_name = current_database() AND schema_name = 'main'"
        return {
            "columns": con.execute(
                "SELECT table_name, column_name, data_type, is_nullable, column_default "
                f"FROM duckdb_columns() WHERE {main} AND table_name <> 'alembic_version' "
                "ORDER BY ALL").fetchall(),
            "constraints": con.execute(
                "SELECT table_name, constraint_type, constraint_column_names, "
                "referenced_table, referenced_column_names "
                f"FROM duckdb_constraints() WHERE {main} AND table_name <> 'alembic_version' "
                "ORDER BY ALL").fetchall(),
            "indexes": con.execute(
                f"SELECT index_name, table_name, is_unique, sql FROM duckdb_indexes() "
                f"WHERE {main} ORDER BY ALL").fetchall(),
            "sequences": con.execute(
                f"SELECT sequence_name FROM duckdb_sequences() WHERE {main} ORDER BY ALL"
            ).fetchall(),
        }


def migrated(path):
    engine = make_engine(str(path))
    upgrade(engine)
    engine.dispose()
    return path


def test_upgrade_head_equals_the_models(tmp_path):
    from_migrations = catalog(migrated(tmp_path / "migrated.duckdb"))
    engine = make_engine(str(tmp_path / "declared.duckdb"))
    metadata.create_all(engine)
    engine.dispose()
    from_models = catalog(tmp_path / "declared.duckdb")
    for part in ("columns", "constraints", "indexes", "sequences"):
        assert from_migrations[part] == from_models[part], part
    # The comparison is not vacuous: the core contract tables are there with their keys.
    tables = {row[0] for row in from_migrations["columns"]}
    assert {"paper", "paper_source", "author", "paper_author", "code_link", "metric", "acronym",
            "keyword", "paper_keyword", "load_batch", "rejected_record"} <= tables
    kinds = {(row[0], row[1]) for row in from_migrations["constraints"]}
    assert ("code_link", "PRIMARY KEY") in kinds and ("metric", "FOREIGN KEY") in kinds


def test_upgrade_downgrade_upgrade_round_trip(tmp_path):
    path = migrated(tmp_path / "trip.duckdb")
    first = catalog(path)
    engine = make_engine(str(path))
    assert current_revision(engine) == head_revision()
    downgrade(engine, "base")
    assert current_revision(engine) is None
    engine.dispose()
    emptied = catalog(path)
    assert emptied["columns"] == [] and emptied["sequences"] == []
    assert catalog(migrated(path)) == first


def test_alembic_command_line_from_the_repo_root(tmp_path):
    db = tmp_path / "cli.duckdb"
    alembic = [sys.executable, "-m", "alembic", "-x", f"db={db}"]
    subprocess.run(alembic + ["upgrade", "head"], cwd=REPO, check=True, capture_output=True)
    assert len(catalog(db)["columns"]) > 50
    subprocess.run(alembic + ["downgrade", "base"], cwd=REPO, check=True, capture_output=True)
    assert catalog(db)["columns"] == []

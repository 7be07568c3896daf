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
                "AND table_name IN (SELECT table_name FROM duckdb_tables()) "
                "ORDER BY ALL").fetchall(),
            "views": con.execute(
                "SELECT table_name, list(column_name ORDER BY column_index) FROM duckdb_columns() "
                f"WHERE {main} AND table_name IN (SELECT view_name FROM duckdb_views() "
                "WHERE NOT internal) GROUP BY ALL ORDER BY ALL").fetchall(),
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


VIEWS = {
    "paper_overview": ["paper_id", "title", "venue", "year", "status", "track", "url", "pdf_url",
                       "openreview_id", "arxiv_id", "doi", "authors", "code_links",
                       "repositories", "has_code", "results", "proposed_names", "keywords",
                       "author_keywords", "has_abstract"],
    "code_link_detail": ["paper_id", "title", "venue", "year", "status", "url", "host", "owner",
                         "repo", "owner_key", "kind", "provenance", "is_official"],
    "result_detail": ["metric_id", "paper_id", "title", "venue", "year", "status", "metric",
                      "value", "unit", "kind", "baseline_value", "qualifier", "subject", "task",
                      "dataset", "evidence", "provenance"],
    "keyword_trend": ["venue", "year", "keyword", "provenance", "papers", "share_of_papers"],
    "author_paper": ["author_id", "author", "position", "affiliation", "paper_id", "title",
                     "venue", "year", "status"],
}


def test_upgrade_head_equals_the_models(tmp_path):
    from_migrations = catalog(migrated(tmp_path / "migrated.duckdb"))
    engine = make_engine(str(tmp_path / "declared.duckdb"))
    metadata.create_all(engine)
    engine.dispose()
    from_models = catalog(tmp_path / "declared.duckdb")
    for part in ("columns", "constraints", "indexes", "sequences"):
        assert from_migrations[part] == from_models[part], part
    # Views are not SQLAlchemy models; their names and columns are the documented contract.
    assert dict(from_migrations["views"]) == VIEWS
    # The comparison is not vacuous: the core contract tables are there with their keys.
    tables = {row[0] for row in from_migrations["columns"]}
    assert {"paper", "paper_source", "author", "paper_author", "code_link", "metric", "acronym",
            "keyword", "paper_keyword", "load_batch", "rejected_record"} <= tables
    # Keys are created on PostgreSQL only (see db/models.py): a DuckDB file has NOT NULL
    # constraints and no index, while the models still declare the keys.
    kinds = {row[1] for row in from_migrations["constraints"] if row[0] != "alembic_version"}
    assert kinds == {"NOT NULL"} and from_migrations["indexes"] == []
    assert ("paper_source", "paper_id", "VARCHAR", False, None) in from_migrations["columns"]
    assert [c.name for c in metadata.tables["code_link"].primary_key] == ["paper_id", "url"]


def test_upgrade_downgrade_upgrade_round_trip(tmp_path):
    path = migrated(tmp_path / "trip.duckdb")
    first = catalog(path)
    engine = make_engine(str(path))
    assert current_revision(engine) == head_revision()
    downgrade(engine, "base")
    assert current_revision(engine) is None
    engine.dispose()
    emptied = catalog(path)
    assert emptied["columns"] == [] and emptied["sequences"] == [] and emptied["views"] == []
    assert catalog(migrated(path)) == first


def test_alembic_command_line_from_the_repo_root(tmp_path):
    db = tmp_path / "cli.duckdb"
    alembic = [sys.executable, "-m", "alembic", "-x", f"db={db}"]
    subprocess.run(alembic + ["upgrade", "head"], cwd=REPO, check=True, capture_output=True)
    assert len(catalog(db)["columns"]) > 50
    subprocess.run(alembic + ["downgrade", "base"], cwd=REPO, check=True, capture_output=True)
    assert catalog(db)["columns"] == []


def test_data_loaded_at_the_first_revision_survives_upgrade_and_downgrade(tmp_path):
    """Schema evolution without loss: load at revision 0001, upgrade to head, every row is
    still there; downgrading the newest revision on the loaded database keeps them too."""
    from conftest import SAMPLE, run_paperdb, table_rows

    db = tmp_path / "old.duckdb"
    engine = make_engine(str(db))
    upgrade(engine, "0001")
    engine.dispose()
    with duckdb.connect(str(db)) as con:
        con.execute("INSERT INTO load_batch (source_format, source_path, sha256, started_at, "
                    "status) VALUES ('jsonl', 'old.jsonl', 'x', now(), 'completed')")
        con.execute("INSERT INTO paper (paper_id, title, first_load_id, last_load_id) "
                    "VALUES ('P-old', 'A paper from the old days', 1, 1)")
        con.execute("INSERT INTO paper_source VALUES ('P-old', 'jsonl', 'old-1', 1, "
                    "'{\"title\": \"A paper from the old days\"}')")
    tables = ("paper", "paper_source", "load_batch")
    before = {t: table_rows(db, t) for t in tables}
    run_paperdb("load", SAMPLE, db=db)  # upgrades first, then loads
    after = {t: table_rows(db, t) for t in tables}
    for table in tables:
        assert set(before[table]) <= set(after[table]), table
    assert len(after["paper"]) == 20
    # the upgrade summarised the old paper (nothing derived from it), the load the others
    assert ("P-old", None, None, None, 0, 0, 0, False, False) in table_rows(db, "paper_summary")
    assert len(table_rows(db, "paper_summary")) == 20
    engine = make_engine(str(db))
    assert current_revision(engine) == head_revision()
    downgrade(engine, "0002")  # before the DuckDB tables lost their keys (revision 0003)
    engine.dispose()
    assert {t: table_rows(db, t) for t in tables} == after
    # The downgrade gave the tables their keys back, exactly as the older revision made them.
    engine = make_engine(str(tmp_path / "older.duckdb"))
    upgrade(engine, "0002")
    engine.dispose()
    assert catalog(db) == catalog(tmp_path / "older.duckdb")
    assert ("code_link", "PRIMARY KEY", ["paper_id", "url"], None, []) in catalog(db)[
        "constraints"]


def test_upgrade_summarises_stored_papers_as_the_loader_does(icml_db_copy):
    """Revision 0004 fills paper_summary for the papers already stored: the same rows the
    loader wrote for the ICML 2024 export (counts, and the claim flags of 2,634 abstracts)."""
    from conftest import table_rows

    loaded = table_rows(icml_db_copy, "paper_summary")
    assert len(loaded) == 2634
    assert sum(row[7] for row in loaded) > 300 and sum(row[8] for row in loaded) > 100
    engine = make_engine(str(icml_db_copy))
    downgrade(engine, "0003")
    engine.dispose()
    assert "paper_summary" not in {row[0] for row in catalog(icml_db_copy)["columns"]}
    migrated(icml_db_copy)
    assert table_rows(icml_db_copy, "paper_summary") == loaded


def test_paper_overview_from_the_summary_has_the_same_rows(icml_db_copy):
    """Revision 0006 reads author and keyword counts from paper_summary: the view's rows are
    those the counting definition of revision 0002 gives (the ICML export and sample)."""
    from conftest import table_rows

    summarised = table_rows(icml_db_copy, "paper_overview")
    assert len(summarised) == 2634 and {row[11] for row in summarised} != {0}
    engine = make_engine(str(icml_db_copy))
    downgrade(engine, "0005")
    engine.dispose()
    assert table_rows(icml_db_copy, "paper_overview") == summarised

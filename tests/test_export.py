"""paperdb export: every table and view as Parquet that reads back to the same rows, replaced
atomically, refusing to overwrite what is not an earlier export."""

from __future__ import annotations

import json
import os
from datetime import datetime, timedelta

import duckdb
import pyarrow.parquet as pq
import pytest
from conftest import SAMPLE, run_paperdb

import etl.export
from db.engine import head_revision
from etl.export import ExportError, export_parquet
from etl.load import connect

# Papers without venue or year, and a venue that needs escaping in a path.
EXTRA = [
    {"id": "x1", "title": "A paper nobody placed", "abstract": "We study missing metadata."},
    {"id": "x2", "title": "A paper with a venue only", "venue": "ICML", "abstract": "No year."},
    {"id": "x3", "title": "A workshop paper", "venue": "NeurIPS Workshop/Data=Centric",
     "year": 2023, "abstract": "Code at https://github.com/org/repo."},
]


@pytest.fixture()
def small_db(tmp_path):
    """The bundled sample and three papers with missing or awkward venues and years."""
    db, extra = tmp_path / "small.duckdb", tmp_path / "extra.jsonl"
    extra.write_text("".join(json.dumps(record) + "\n" for record in EXTRA), encoding="utf-8")
    run_paperdb("load", SAMPLE, extra, db=db)
    return db


def export(db, directory):
    with connect(str(db), read_only=True) as con:
        return export_parquet(con, directory)


def manifest_of(directory) -> dict:
    return json.loads((directory / "_manifest.json").read_text(encoding="utf-8"))


def catalog(con) -> dict[str, str]:
    """The database's own tables and views (schema main, without Alembic's table)."""
    return dict(con.execute(
        "SELECT table_name, 'table' FROM duckdb_tables() WHERE schema_name = 'main' "
        "AND database_name = current_database() AND table_name <> 'alembic_version' "
        "UNION ALL SELECT view_name, 'view' FROM duckdb_views() WHERE schema_name = 'main' "
        "AND database_name = current_database() AND NOT internal").fetchall())


def export_entries(parent) -> list[str]:
    """The export link, its versions and any partial directories or links left beside it."""
    return sorted(p.name for p in parent.iterdir() if p.name.startswith((".export", "export")))


def paper_count(directory) -> int:
    return duckdb.sql(f"SELECT count(*) FROM read_parquet('{directory}/paper/**/*.parquet', "
                      "hive_partitioning = true)").fetchone()[0]


def assert_round_trip(db, directory):
    """Every relation reads back from the export as exactly its rows in the database."""
    manifest = manifest_of(directory)
    with duckdb.connect(str(db), read_only=True) as con:
        assert {n: r["kind"] for n, r in manifest["relations"].items()} == catalog(con)
        for name, relation in manifest["relations"].items():
            types = dict(con.execute(
                "SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = ? "
                "AND database_name = current_database() ORDER BY column_index",
                [name]).fetchall())
            assert [(c["name"], c["type"]) for c in relation["columns"]] == list(types.items())
            assert relation["path"] == name
            if relation["partition_by"]:
                assert relation["partition_by"] == ["venue", "year"]
                source = (f"read_parquet('{directory / name}/**/*.parquet', "
                          "hive_partitioning = true)")
                # Venue and year come from the paths, typed by inference: the year a BIGINT.
                read_types = {**types, "year": "BIGINT"}
            else:
                source = f"read_parquet('{directory / name / 'data.parquet'}')"
                read_types = types
            assert dict(con.execute(f"SELECT column_name, column_type FROM (DESCRIBE "
                                    f"SELECT * FROM {source})").fetchall()) == read_types
            quoted = ", ".join(f'"{c}"' for c in types)
            cast = ", ".join(f'CAST("{c}" AS {t})' for c, t in types.items())
            expected = con.execute(f'SELECT {quoted} FROM "{name}" ORDER BY ALL').fetchall()
            got = con.execute(f"SELECT {cast} FROM {source} ORDER BY ALL").fetchall()
            assert got == expected, name
            assert relation["rows"] == len(expected), name
    return manifest


@pytest.mark.parametrize("database", ["small_db", "icml_db"])
def test_every_table_and_view_reads_back_from_the_export(request, database, tmp_path):
    db, out = request.getfixturevalue(database), tmp_path / "export"
    result = run_paperdb("export", "--format", "parquet", out, db=db)
    assert result.stdout.startswith("exported 15 tables and 5 views (")
    manifest = assert_round_trip(db, out)
    assert {n for n, r in manifest["relations"].items() if r["partition_by"]} == {
        "paper", "paper_overview"}
    assert manifest["schema_revision"] == head_revision()
    assert manifest["duckdb_version"] == duckdb.__version__
    exported_at = datetime.fromisoformat(manifest["exported_at"])
    assert exported_at.utcoffset() == timedelta(0)
    assert abs(datetime.now(exported_at.tzinfo) - exported_at) < timedelta(minutes=10)
    assert not {"alembic_version", "dict", "docs", "terms"} & set(manifest["relations"])
    assert out.is_symlink() and out.resolve().name.startswith("export.v")


def test_null_and_escaped_partitions_round_trip(small_db, tmp_path):
    out = tmp_path / "export"
    export(small_db, out)
    paper = out / "paper"
    assert sorted(p.name for p in paper.iterdir()) == [
        "venue=ICML", "venue=NeurIPS%20Workshop%2FData%3DCentric",
        "venue=__HIVE_DEFAULT_PARTITION__"]
    assert (paper / "venue=ICML" / "year=__HIVE_DEFAULT_PARTITION__").is_dir()
    rows = duckdb.sql(f"SELECT venue, year, count(*) FROM read_parquet('{paper}/**/*.parquet', "
                      "hive_partitioning = true) GROUP BY ALL ORDER BY ALL").fetchall()
    assert rows == [("ICML", 2024, 19), ("ICML", None, 1),
                    ("NeurIPS Workshop/Data=Centric", 2023, 1), (None, None, 1)]


def test_reexport_replaces_the_export_in_one_step(small_db, tmp_path, monkeypatch):
    out = tmp_path / "export"
    export(small_db, out)
    old = out.resolve()
    old_manifest = manifest_of(out)
    held = pq.ParquetFile(next((old / "paper").rglob("*.parquet")))  # a reader's open file
    extra = tmp_path / "more.jsonl"
    extra.write_text(json.dumps({"id": "x4", "title": "Loaded later", "abstract": "New."}))
    run_paperdb("load", extra, db=small_db)

    seen = []
    copy = etl.export._copy

    def copy_while_reading(con, name, kind, target):
        # Midway, readers of the export path still get the whole old export.
        assert out.resolve() == old and manifest_of(out) == old_manifest
        seen.append(paper_count(out))
        return copy(con, name, kind, target)

    monkeypatch.setattr(etl.export, "_copy", copy_while_reading)
    export(small_db, out)
    assert seen == [22] * 20  # one copy per table and view
    assert out.resolve() != old and not old.exists()  # swapped, then the old version removed
    assert paper_count(out) == 23 and manifest_of(out)["relations"]["paper"]["rows"] == 23
    assert held.read().num_rows > 0  # an open file of the old version stays readable
    assert export_entries(tmp_path) == ["export", out.resolve().name]
    assert_round_trip(small_db, out)


@pytest.mark.parametrize("failure", ["midway", "at the swap", "interrupted"])
def test_a_failed_export_leaves_the_previous_one(small_db, tmp_path, monkeypatch, failure):
    out = tmp_path / "export"
    export(small_db, out)
    before = {p: p.stat().st_mtime_ns for p in out.resolve().rglob("*")}
    error = KeyboardInterrupt if failure == "interrupted" else OSError
    calls = []
    copy = etl.export._copy

    def failing_copy(con, name, kind, target):
        calls.append(name)
        if len(calls) == 5:
            raise error("stopped midway")
        return copy(con, name, kind, target)

    def failing_replace(source, destination):
        raise OSError("swap failed")

    if failure == "at the swap":
        monkeypatch.setattr(etl.export.os, "replace", failing_replace)
    else:
        monkeypatch.setattr(etl.export, "_copy", failing_copy)
    with pytest.raises((OSError, KeyboardInterrupt)):
        export(small_db, out)
    monkeypatch.undo()
    assert {p: p.stat().st_mtime_ns for p in out.resolve().rglob("*")} == before
    assert export_entries(tmp_path) == ["export", out.resolve().name]
    assert_round_trip(small_db, out)


def test_only_an_earlier_export_or_an_empty_directory_is_replaced(small_db, tmp_path):
    foreign = tmp_path / "mine"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("keep me")
    result = run_paperdb("export", foreign, db=small_db, check=False)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "is not an earlier export" in result.stderr
    assert (foreign / "notes.txt").read_text() == "keep me"

    link = tmp_path / "link"
    link.symlink_to(foreign)
    result = run_paperdb("export", link, db=small_db, check=False)
    assert result.returncode == 2 and "not to an earlier export" in result.stderr
    assert os.readlink(link) == str(foreign)

    empty = tmp_path / "empty"
    empty.mkdir()
    export(small_db, empty)
    assert empty.is_symlink() and manifest_of(empty)["relations"]["paper"]["rows"] == 22
    with pytest.raises(ExportError):
        export(small_db, foreign)


def test_an_empty_database_exports_empty_tables(tmp_path):
    db, out = tmp_path / "empty.duckdb", tmp_path / "export"
    run_paperdb("init", db=db)
    manifest = export(db, out)
    assert {r.rows for r in manifest.relations.values()} == {0}
    assert (out / "paper").is_dir() and not any((out / "paper").iterdir())
    assert pq.read_table(out / "author" / "data.parquet").column_names == [
        "author_id", "name", "name_key"]

"""Shared fixtures: paths to the third-party data in ../shared, and loaded databases."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SAMPLE = REPO / "etl" / "data" / "icml2024_sample.txt"
ICML_EVENTS = SHARED / "data" / "raw" / "icml2024-events" / "ICML 2024 Events.json"
SEED_GOLD = SHARED / "spec" / "seed-gold.json"
PAPERDB = Path(sys.executable).parent / "paperdb"


def shared_file(path: Path) -> Path:
    """A file under ../shared, or skip the test saying which file is missing."""
    if not path.exists():
        pytest.skip(f"third-party data not available: {path} (tests read it from ../shared)")
    return path


def run_paperdb(*args: str, db: Path | None = None, check: bool = True
                ) -> subprocess.CompletedProcess:
    """Run the installed paperdb command as a user would."""
    command = [str(PAPERDB)] + (["--db", str(db)] if db else []) + [str(a) for a in args]
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    if check and result.returncode != 0:
        raise AssertionError(f"{command} failed ({result.returncode}):\n{result.stderr}")
    return result


def table_rows(db: Path, table: str, exclude: tuple[str, ...] = ()) -> list[tuple]:
    """Every row of a table, sorted, without the named columns: for comparing databases."""
    with duckdb.connect(str(db), read_only=True) as con:
        columns = [c for (c,) in con.execute(
            "SELECT column_name FROM duckdb_columns() WHERE table_name = ? "
            "ORDER BY column_index", [table]).fetchall() if c not in exclude]
        quoted = ", ".join(f'"{c}"' for c in columns)
        return con.execute(f"SELECT {quoted} FROM {table} ORDER BY ALL").fetchall()


def linked_rows(con) -> dict[str, list[tuple]]:
    """paper_author and paper_keyword with the author and keyword they link to instead of the
    surrogate ids, which sequences number in load order."""
    return {
        "paper_author": con.execute(
            "SELECT paper_id, position, name, name_key, affiliation FROM paper_author "
            "JOIN author USING (author_id) ORDER BY ALL").fetchall(),
        "paper_keyword": con.execute(
            "SELECT paper_id, keyword, rank, score, provenance FROM paper_keyword "
            "JOIN keyword USING (keyword_id) ORDER BY ALL").fetchall(),
    }


def scalar(db: Path, sql: str, params=()):
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(sql, list(params)).fetchone()[0]


@pytest.fixture(scope="session")
def icml_posters() -> list[dict]:
    """The 2,634 poster entries of the real ICML 2024 export."""
    import json

    events = json.loads(shared_file(ICML_EVENTS).read_text(encoding="utf-8"))
    posters = [e for e in events if e.get("type") == "Poster"]
    assert len(posters) == 2634
    return posters


@pytest.fixture(scope="session")
def icml_db(tmp_path_factory) -> Path:
    """The sample, then the full ICML 2024 export, loaded once for the session (read-only use)."""
    db = tmp_path_factory.mktemp("icml") / "icml.duckdb"
    run_paperdb("load", SAMPLE, shared_file(ICML_EVENTS), db=db)
    return db


@pytest.fixture()
def icml_db_copy(icml_db, tmp_path) -> Path:
    """A private copy of the ICML database that a test may change."""
    copy = tmp_path / "icml.duckdb"
    shutil.copy(icml_db, copy)
    return copy


@pytest.fixture(scope="session")
def pg_server():
    """A throwaway PostgreSQL 15 server for the session (skips where none can start;
    fails in CI, which must run the PostgreSQL tests)."""
    import pg_server as pg

    try:
        server = pg.start()
    except pg.ServerUnavailable as exc:
        if pg.in_ci():
            pytest.fail(f"CI needs a PostgreSQL 15 server: {exc}", pytrace=False)
        pytest.skip(f"no PostgreSQL 15 server: {exc}")
    yield server
    server.stop()


@pytest.fixture()
def pg_url(pg_server):
    """A fresh empty database on the test server, as a SQLAlchemy URL; dropped afterwards."""
    name = pg_server.create_database()
    yield pg_server.url(name)
    pg_server.drop_database(name)

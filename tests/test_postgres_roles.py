"""The read-only BI role on PostgreSQL (paperdb grant-reader, db.roles), and what Metabase
does with it through pgjdbc: sync the tables and columns, then run a saved query."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import uuid
from pathlib import Path

import psycopg
import pytest
from conftest import PAPERDB, REPO, run_paperdb
from pg_server import in_ci
from psycopg import sql
from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from test_migrations import VIEWS

from db.engine import DatabaseError
from db.models import metadata
from db.queries import load_query
from db.roles import create_reader

PGJDBC = Path("/usr/share/java/postgresql.jar")
SYNC = REPO / "tests" / "java" / "MetabaseSync.java"

PAPERS = [
    {"paper_id": "P1", "title": "Fast Attention", "venue": "ICML", "year": 2024,
     "status": "oral", "first_load_id": 1, "last_load_id": 1},
    {"paper_id": "P2", "title": "Sparse Nets", "venue": "ICML", "year": 2024,
     "status": "poster", "first_load_id": 1, "last_load_id": 1},
    {"paper_id": "P3", "title": "Old Speedups", "venue": "NeurIPS", "year": 2023,
     "status": "poster", "first_load_id": 1, "last_load_id": 1},
]
CODE_LINKS = [
    {"paper_id": "P1", "url": "https://github.com/org/fast", "host": "github.com",
     "owner": "org", "repo": "fast", "kind": "repository", "provenance": "abstract"},
]
METRICS = [  # (id, paper, name, value, unit, kind, qualifier, raw value, evidence)
    ("m1", "P1", "speed", 3.0, "x", "ratio", "up to", "3x", "Up to 3x faster."),
    ("m2", "P2", "parameters", 10.0, "x", "ratio", None, "10 times", "Ten times fewer."),
    ("m3", "P1", "accuracy", 2.5, "%", "improvement", None, "2.5%", "Accuracy up 2.5%."),
    ("m4", "P3", "speed", 100.0, "x", "ratio", None, "100x", "100x faster."),
    ("m5", "P1", "accuracy", 91.4, "%", "score", None, "91.4%", "91.4% accuracy."),
]
WRITES = [
    "INSERT INTO paper (paper_id, first_load_id, last_load_id) VALUES ('P9', 1, 1)",
    "UPDATE paper SET title = 'changed'",
    "DELETE FROM metric",
    "TRUNCATE code_link",
    "CREATE TABLE intruder (i integer)",
    "DROP VIEW paper_overview",
    "SELECT nextval('author_author_id_seq')",
]


def migrated_with_papers(url: str) -> None:
    """paperdb init on PostgreSQL, then a few rows written directly."""
    run_paperdb("init", db=url)
    engine = create_engine(url)
    with engine.begin() as con:
        con.execute(metadata.tables["paper"].insert(), PAPERS)
        con.execute(metadata.tables["code_link"].insert(), CODE_LINKS)
        con.execute(metadata.tables["metric"].insert(), [
            dict(zip(("metric_id", "paper_id", "name", "value", "unit", "kind", "qualifier",
                      "raw_value", "evidence"), m), provenance="abstract") for m in METRICS])
    engine.dispose()


def grant_reader(url: str, role: str, password: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(PAPERDB), "--db", url, "grant-reader", role],
                          env=os.environ | {"PAPERDB_READER_PASSWORD": password},
                          capture_output=True, text=True, timeout=120, check=True)


def connect_as(pg_server, url: str, role: str, password: str):
    return pg_server.connect(make_url(url).database, user=role, password=password)


def stored_password(pg_server, role: str) -> str:
    with pg_server.connect() as con:
        return con.execute("SELECT rolpassword FROM pg_authid WHERE rolname = %s",
                           [role]).fetchone()[0]


@pytest.fixture()
def reader(pg_server, pg_url):
    """A migrated database with papers and a reader role whose name needs quoting."""
    migrated_with_papers(pg_url)
    role = f'bi "reader"; DROP TABLE paper; -- {uuid.uuid4().hex[:6]}'
    grant_reader(pg_url, role, "first secret")
    return role


def test_reader_reads_every_table_and_view_and_writes_nothing(pg_server, pg_url, reader):
    first = stored_password(pg_server, reader)
    result = grant_reader(pg_url, reader, "second secret")  # running it again is fine
    assert f"role {reader} can log in" in result.stdout
    second = stored_password(pg_server, reader)
    assert first.startswith("SCRAM-SHA-256$") and second.startswith("SCRAM-SHA-256$")
    assert first != second  # the password was updated

    with connect_as(pg_server, pg_url, reader, "second secret") as con:
        assert con.execute("SELECT current_user").fetchone()[0] == reader
        for table in [*metadata.tables, *VIEWS]:
            con.execute(sql.SQL("SELECT * FROM {}").format(sql.Identifier(table))).fetchall()
        assert con.execute("SELECT paper_id, code_links, results, has_code "
                           "FROM paper_overview ORDER BY paper_id").fetchall() == [
            ("P1", 1, 3, True), ("P2", 0, 1, False), ("P3", 0, 1, False)]
        assert con.execute("SELECT count(*) FROM metric").fetchone()[0] == 5
        for statement in WRITES:
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                con.execute(statement)
    with pg_server.connect(make_url(pg_url).database) as con:  # nothing changed
        assert con.execute("SELECT count(*), min(title) FROM paper").fetchone() == (
            3, "Fast Attention")
        assert con.execute("SELECT count(*) FROM code_link").fetchone()[0] == 1


def test_tables_created_later_are_readable_too(pg_server, pg_url, reader):
    with pg_server.connect(make_url(pg_url).database) as con:
        con.execute("CREATE TABLE later (i integer)")
        con.execute("INSERT INTO later VALUES (7)")
        con.execute("CREATE VIEW later_view AS SELECT i * 2 AS j FROM later")
    with connect_as(pg_server, pg_url, reader, "first secret") as con:
        assert con.execute("SELECT j FROM later_view").fetchall() == [(14,)]
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            con.execute("INSERT INTO later VALUES (8)")


def test_create_reader_takes_an_engine_and_refuses_superusers(pg_server, pg_url):
    migrated_with_papers(pg_url)
    engine = create_engine(pg_url)
    create_reader(engine, "plain_reader", "pw")
    with pytest.raises(DatabaseError, match="superuser"):
        create_reader(engine, "postgres", "pw")
    engine.dispose()
    with connect_as(pg_server, pg_url, "plain_reader", "pw") as con:
        assert con.execute("SELECT count(*) FROM code_link_detail").fetchone()[0] == 1


def test_grant_reader_on_a_duckdb_file_says_what_to_do(tmp_path):
    db = tmp_path / "papers.duckdb"
    result = run_paperdb("grant-reader", "metabase", db=db, check=False)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "paperdb shell" in result.stderr
    assert not db.exists()


# --- Metabase readiness: pgjdbc as the read-only role ---------------------------------------

@pytest.fixture(scope="session")
def java() -> str:
    binary = shutil.which("java")
    missing = ("java" if binary is None else None) or (None if PGJDBC.exists() else str(PGJDBC))
    if missing:
        reason = (f"{missing} not found "
                  "(apt-get install default-jdk-headless libpostgresql-jdbc-java)")
        if in_ci():
            pytest.fail(f"CI needs pgjdbc: {reason}", pytrace=False)
        pytest.skip(reason)
    return binary


def _unescape(field: str) -> str | None:
    if field == "\\N":
        return None
    return re.sub(r"\\(.)", lambda m: {"t": "\t", "n": "\n", "r": "\r"}.get(m[1], m[1]), field)


def metabase_sync(java: str, url: str, role: str, password: str, query: str) -> dict:
    """Run MetabaseSync.java; its output lines grouped by their first field."""
    parsed = make_url(url)
    jdbc = f"jdbc:postgresql://{parsed.host}:{parsed.port}/{parsed.database}"
    result = subprocess.run([java, "-cp", str(PGJDBC), str(SYNC), jdbc, role, password, query],
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    lines: dict[str, list[tuple]] = {}
    for line in result.stdout.splitlines():
        kind, *fields = line.split("\t")
        lines.setdefault(kind, []).append(tuple(_unescape(f) for f in fields))
    return lines


def saved_query_sql(name: str, values: dict, con) -> str:
    """A saved query's SQL with each $param replaced by a quoted literal (for JDBC)."""
    query = load_query(name)
    assert set(values) == {p.name for p in query.params}
    literals = {k: "NULL" if v is None else sql.Literal(v).as_string(con)
                for k, v in values.items()}
    return re.sub(r"\$([a-z_][a-z0-9_]*)", lambda m: literals[m[1]], query.sql)


def test_metabase_syncs_and_queries_through_pgjdbc(java, pg_server, pg_url, reader):
    with pg_server.connect(make_url(pg_url).database) as con:
        query = saved_query_sql("largest_claims", {"kind": None, "unit": None, "venue": "icml",
                                                   "year": 2024, "per_unit": 5}, con)
    out = metabase_sync(java, pg_url, reader, "first secret", query)

    listed = dict(out["TABLE"])
    for table in ("paper", "code_link", "metric"):
        assert listed[table] == "TABLE"
    for view in ("paper_overview", "code_link_detail"):
        assert listed[view] == "VIEW"
    columns: dict[str, list[str]] = {}
    for table, column, _ordinal, _type, _nullable in out["COLUMN"]:
        columns.setdefault(table, []).append(column)
    for table in ("paper", "code_link", "metric"):
        assert columns[table] == [c.name for c in metadata.tables[table].columns], table
    for view in ("paper_overview", "code_link_detail"):
        assert columns[view] == VIEWS[view], view
    types = {(t, c): (ty, n) for t, c, _o, ty, n in out["COLUMN"]}
    assert types["metric", "value"] == ("float8", "NO") and types["paper", "year"][0] == "int4"
    assert ("code_link", "paper_id") in out["PK"] and ("code_link", "url") in out["PK"]
    assert ("metric", "paper_id", "paper", "paper_id") in out["FK"]
    assert all(ok == "true" for _table, ok in out["CAN_SELECT"])
    assert {t for t, _ok in out["CAN_SELECT"]} == set(listed)

    assert out["RESULT"] == [("kind", "unit", "rank", "value", "qualifier", "metric",
                              "raw_value", "paper_id", "title", "venue", "year", "evidence")]
    assert out["ROW"] == [
        ("improvement", "%", "1", "2.5", None, "accuracy", "2.5%", "P1", "Fast Attention",
         "ICML", "2024", "Accuracy up 2.5%."),
        ("ratio", "x", "1", "10", None, "parameters", "10 times", "P2", "Sparse Nets",
         "ICML", "2024", "Ten times fewer."),
        ("ratio", "x", "2", "3", "up to", "speed", "3x", "P1", "Fast Attention",
         "ICML", "2024", "Up to 3x faster."),
    ]

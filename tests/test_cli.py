"""The paperdb command as a user meets it: the main job, read-only SQL, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import PAPERDB, SAMPLE, run_paperdb, scalar
from db.queries import load_query


def test_sample_command_loads_and_analyses_the_bundled_sample(tmp_path):
    db = tmp_path / "papers.duckdb"
    result = run_paperdb("sample", db=db)
    assert "read 19, loaded 19, rejected 0" in result.stdout
    assert load_query("code_availability").title in result.stdout
    assert "thunlp" in result.stdout
    assert scalar(db, "SELECT count(*) FROM paper") == 19


def test_every_command_has_help():
    for command in (["--help"], ["load", "--help"], ["query", "run", "--help"], ["sql", "--help"],
                    ["shell", "--help"], ["stats", "--help"], ["init", "--help"],
                    ["sample", "--help"]):
        result = run_paperdb(*command)
        assert "Usage:" in result.stdout


def test_sql_is_read_only_unless_write_is_given(tmp_path):
    db = tmp_path / "t.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    refused = run_paperdb("sql", "DELETE FROM code_link", db=db, check=False)
    assert refused.returncode == 2 and "read-only" in refused.stderr
    assert scalar(db, "SELECT count(*) FROM code_link") == 5
    run_paperdb("sql", "--write", "DELETE FROM code_link WHERE owner = 'thunlp'", db=db)
    assert scalar(db, "SELECT count(*) FROM code_link") == 4


def test_query_run_outputs_json_and_csv_files(tmp_path):
    db = tmp_path / "t.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    out = tmp_path / "owners.json"
    run_paperdb("query", "run", "top_code_owners", "-p", "limit=2", "--format", "json",
                "--output", out, db=db)
    rows = json.loads(out.read_text())
    assert len(rows) == 2 and {"owner", "host", "papers"} <= set(rows[0])
    csv_text = run_paperdb("query", "run", "code_availability", "-f", "csv", db=db).stdout
    assert csv_text.splitlines()[1].startswith("ICML,2024,all,19,")


@pytest.mark.parametrize("args, message", [
    (["query", "run", "no_such_query"], "unknown query"),
    (["query", "run", "top_code_owners", "-p", "limit=many"], "expected int"),
    (["query", "run", "top_code_owners", "-p", "nokeyvalue"], "expected key=value"),
    (["query", "run", "../../etc/passwd"], "invalid query name"),
    (["sql", "SELEC nonsense"], "SQL error"),
    (["load", "does-not-exist.jsonl"], "no such file"),
])
def test_user_errors_are_one_line_and_exit_2(tmp_path, args, message):
    db = tmp_path / "t.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    result = run_paperdb(*args, db=db, check=False)
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_reading_a_database_that_does_not_exist_says_so(tmp_path):
    result = run_paperdb("stats", db=tmp_path / "none.duckdb", check=False)
    assert result.returncode == 2 and "no database at" in result.stderr


def test_a_locked_database_names_the_holder(tmp_path):
    db = tmp_path / "t.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import duckdb, sys, time; c = duckdb.connect(sys.argv[1]); "
         "print('ready', flush=True); time.sleep(60)", str(db)],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "ready"
        result = run_paperdb("load", SAMPLE, db=db, check=False)
        assert result.returncode == 2
        assert f"locked by process {holder.pid}" in result.stderr
        assert result.stderr.count("\n") == 1
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.parametrize("param, fails", [
    ("venue='; DROP TABLE paper; --", False),
    ("venue=ICML' OR '1'='1", False),
    ("year=2024; DROP TABLE paper", True),
    ("year=2024 OR 1=1", True),
    ("venue=\\'); DELETE FROM paper; --", False),
])
def test_hostile_parameters_are_values_never_sql(tmp_path, param, fails):
    db = tmp_path / "t.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    result = run_paperdb("query", "run", "code_availability", "-p", param, "-f", "csv", db=db,
                         check=False)
    if fails:  # not an int: refused before any SQL runs
        assert result.returncode == 2 and "expected int" in result.stderr
    else:  # a text value that matches no venue: no rows, nothing changed
        assert result.returncode == 0 and result.stdout.strip().count("\n") == 0
    assert scalar(db, "SELECT count(*) FROM paper") == 19


def test_search_finds_the_paper_by_its_topic(icml_db):
    result = run_paperdb("search", "activation sparsity pre-training", "--limit", "3",
                         "-f", "csv", db=icml_db)
    rows = result.stdout.splitlines()
    assert rows[1].split(",")[1] == "Exploring the Benefit of Activation Sparsity in Pre-training"
    assert len(rows) == 4
    by_query = run_paperdb("query", "run", "search_papers", "-p",
                           "q=activation sparsity pre-training", "-p", "limit=3", "-f", "csv",
                           db=icml_db)
    assert by_query.stdout == result.stdout


def test_query_results_can_be_written_as_parquet(tmp_path):
    import duckdb

    db = tmp_path / "t.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    out = tmp_path / "results.parquet"
    run_paperdb("query", "run", "reported_results", "-f", "parquet", "-o", out, db=db)
    with duckdb.connect() as con:
        rows = con.execute("SELECT metric, value FROM read_parquet(?) ORDER BY value",
                           [str(out)]).fetchall()
    assert ("inference speed", 2.0) in rows and len(rows) == 6
    refused = run_paperdb("query", "run", "reported_results", "-f", "parquet", db=db,
                          check=False)
    assert refused.returncode == 2 and "give --output" in refused.stderr


def test_search_without_the_fts_extension_says_so_in_one_line(icml_db):
    hide_extension = ("import sys; sys.modules['duckdb_extension_fts'] = None; "
                      "sys.argv = ['paperdb', '--db', sys.argv[1], 'search', 'sparsity']; "
                      "from etl.cli import main; main()")
    result = subprocess.run([sys.executable, "-c", hide_extension, str(icml_db)],
                            capture_output=True, text=True)
    assert result.returncode == 2
    assert "duckdb-extension-fts" in result.stderr and result.stderr.count("\n") == 1


def test_shell_opens_the_installed_duckdb_shell_read_only(tmp_path):
    db = tmp_path / "t.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    result = subprocess.run([str(PAPERDB), "--db", str(db), "shell"],
                            input="SELECT count(*) AS n FROM paper;\nDELETE FROM paper;\n",
                            capture_output=True, text=True, timeout=60)
    assert "19" in result.stdout
    assert "read-only" in result.stderr
    assert scalar(db, "SELECT count(*) FROM paper") == 19

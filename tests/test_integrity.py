"""A DuckDB file enforces no keys (see db/models.py): the loader keeps them, and
`paperdb check` finds any row that breaks one."""

from __future__ import annotations

import duckdb

from conftest import SHARED, run_paperdb, shared_file
from db.integrity import problems

ICML_LIST = SHARED / "data" / "raw" / "paperlists" / "icml2024.json"


def test_loads_keep_every_declared_key(icml_db_copy):
    run_paperdb("load", shared_file(ICML_LIST), db=icml_db_copy)  # merges into stored papers
    run_paperdb("load", shared_file(ICML_LIST), db=icml_db_copy)  # and changes nothing
    with duckdb.connect(str(icml_db_copy), read_only=True) as con:
        assert problems(con) == []
        assert con.execute("SELECT count(*) FROM paper").fetchone()[0] == 2634
    assert run_paperdb("check", db=icml_db_copy).stdout.strip().endswith("OK")


def test_check_reports_repeated_keys_and_rows_without_parents(icml_db_copy):
    with duckdb.connect(str(icml_db_copy)) as con:
        con.execute("INSERT INTO paper SELECT * FROM paper LIMIT 2")
        con.execute("INSERT INTO code_link SELECT * REPLACE ('P-gone' AS paper_id) "
                    "FROM code_link LIMIT 3")
        con.execute("INSERT INTO keyword SELECT keyword_id + 1000000, keyword FROM keyword "
                    "LIMIT 1")
    result = run_paperdb("check", db=icml_db_copy, check=False)
    assert result.returncode == 1
    *found, verdict = result.stdout.splitlines()
    assert sorted(found) == [
        "code_link: 3 rows whose (paper_id) match no paper row",
        "keyword: 1 values of (keyword) are stored more than once",
        "paper: 2 values of (paper_id) are stored more than once",
    ]
    assert verdict == f"{icml_db_copy}: 3 problems"

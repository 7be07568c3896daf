"""A DuckDB file enforces no keys (see db/models.py): the loader keeps them, and
`paperdb check` finds any row that breaks one."""

from __future__ import annotations

import json

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


def _jsonl(path, records) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return str(path)


def test_small_loads_keep_the_keyword_summary_exact(icml_db_copy, tmp_path):
    """Loads that change few papers update venue_year_keyword in place (what changed papers
    contributed is taken out, what they contribute now added back): it stays equal to counting
    afresh, with no row left at zero papers."""
    with duckdb.connect(str(icml_db_copy), read_only=True) as con:
        stored = con.execute("SELECT title, abstract FROM paper WHERE abstract IS NOT NULL "
                             "ORDER BY paper_id LIMIT 30").fetchall()
    restated = [{"id": f"r{i}", "title": t, "abstract": a, "venue": "ICML", "year": 2024,
                 "keywords": ["Mixture of Experts" if i % 2 else "mixture of experts"]}
                for i, (t, a) in enumerate(stored[:10])]
    new = [{"id": f"n{i}", "title": f"Revisited: {t}", "abstract": f"We revisit this. {a}",
            "venue": "ICML", "year": 2025, "keywords": ["mixture of experts"]}
           for i, (t, a) in enumerate(stored[10:])]
    run_paperdb("load", _jsonl(tmp_path / "first.jsonl", restated + new), db=icml_db_copy)

    def count(year, provenance):
        with duckdb.connect(str(icml_db_copy), read_only=True) as con:
            return con.execute(
                "SELECT papers FROM venue_year_keyword WHERE venue = 'ICML' AND year = ? AND "
                "keyword = 'mixture of experts' AND provenance = ?", [year, provenance]).fetchall()

    assert count(2024, "author") == [(10,)] and count(2025, "author") == [(20,)]
    # the restated papers change their author keyword: their old one is taken out entirely
    for record in restated:
        record["keywords"] = ["sparse routing"]
    run_paperdb("load", _jsonl(tmp_path / "second.jsonl", restated), db=icml_db_copy)
    assert count(2024, "author") == [] and count(2025, "author") == [(20,)]
    with duckdb.connect(str(icml_db_copy), read_only=True) as con:
        assert con.execute("SELECT count(*) FROM venue_year_keyword WHERE papers <= 0"
                           ).fetchone()[0] == 0
        assert problems(con) == []

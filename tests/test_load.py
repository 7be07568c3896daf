"""Loading the sample and the ICML 2024 export: identity, idempotency, atomicity, rejections."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from conftest import (ICML_EVENTS, SAMPLE, SEED_GOLD, linked_rows, run_paperdb, scalar,
                      shared_file, table_rows)
import etl.load.batch
import etl.load.derived
from db.integrity import problems
from etl.load import LoadError, load_file
from etl.records import InputError
from etl.sources import SourceOptions

DATA_TABLES = ("paper", "paper_source", "paper_identifier", "author", "paper_author",
               "code_link", "metric", "acronym", "keyword", "paper_keyword", "corpus_term",
               "paper_summary", "venue_year_keyword")
LOAD_COLUMNS = ("first_load_id", "last_load_id", "load_id")


def snapshot(db, exclude=()) -> dict[str, list[tuple]]:
    """All data rows; surrogate integer ids (author, keyword) are replaced by what they name,
    since sequences number rows in load order."""
    rows = {t: table_rows(db, t, (*exclude, "author_id", "keyword_id")) for t in DATA_TABLES}
    with duckdb.connect(str(db), read_only=True) as con:
        rows.update(linked_rows(con))
    return rows


def test_sample_loads_19_icml_2024_papers_with_the_gold_code_links(tmp_path):
    db = tmp_path / "t.duckdb"
    result = run_paperdb("load", SAMPLE, db=db)
    assert "read 19, loaded 19, rejected 0" in result.stdout
    assert scalar(db, "SELECT count(*) FROM paper") == 19
    assert table_rows(db, "paper", ()) and scalar(
        db, "SELECT count(*) FROM paper WHERE venue = 'ICML' AND year = 2024 AND title IS NULL"
    ) == 19
    gold = json.loads(shared_file(SEED_GOLD).read_text())
    gold_links = sorted((l["url"], l["host"], l["owner"], l["repo"], l["kind"])
                        for paper in gold for l in paper["code_links"])
    with duckdb.connect(str(db), read_only=True) as con:
        links = sorted(con.execute(
            "SELECT url, host, owner, repo, kind FROM code_link").fetchall())
    assert len(gold_links) == 5
    assert links == gold_links


def test_icml_export_adds_titles_to_the_sample_papers(icml_db):
    assert scalar(icml_db, "SELECT count(*) FROM paper") == 2634
    assert scalar(icml_db, "SELECT count(*) FROM paper WHERE title IS NULL") == 0
    assert scalar(icml_db, "SELECT count(*) FROM paper WHERE poster_id IS NULL") == 0
    # The 19 sample papers are the same rows as their posters: two sources each.
    assert scalar(icml_db, "SELECT count(*) FROM (SELECT paper_id FROM paper_source "
                           "GROUP BY paper_id HAVING count(*) = 2)") == 19
    assert scalar(icml_db, "SELECT count(*) FROM paper p WHERE title = "
                           "'Exploring the Benefit of Activation Sparsity in Pre-training' "
                           "AND EXISTS (SELECT 1 FROM paper_source s WHERE s.paper_id = p.paper_id"
                           " AND s.source_format = 'seed-text')") == 1
    assert scalar(icml_db, "SELECT count(*) FROM paper_author") > 2634
    # Every event was read, and every non-poster event is rejected with its reason.
    with duckdb.connect(str(icml_db), read_only=True) as con:
        read, loaded, rejected = con.execute(
            "SELECT records_read, records_loaded, records_rejected FROM load_batch "
            "WHERE source_format = 'icml-events'").fetchone()
        reasons = con.execute("SELECT count(*), min(reason) FROM rejected_record").fetchone()
    assert (read, loaded, rejected) == (2682, 2634, 48)
    assert reasons[0] == 48 and reasons[1].startswith("not a paper")


def test_loading_both_files_again_changes_nothing(icml_db_copy):
    before = snapshot(icml_db_copy)
    run_paperdb("load", SAMPLE, shared_file(ICML_EVENTS), db=icml_db_copy)
    assert snapshot(icml_db_copy) == before
    assert scalar(icml_db_copy, "SELECT count(*) FROM load_batch WHERE status = 'completed'") == 4


def test_load_order_does_not_change_the_result(icml_db, tmp_path):
    reverse = tmp_path / "reverse.duckdb"
    run_paperdb("load", shared_file(ICML_EVENTS), SAMPLE, db=reverse)
    # Same ids, same values; only which load first saw a row differs.
    assert snapshot(reverse, exclude=LOAD_COLUMNS) == snapshot(icml_db, exclude=LOAD_COLUMNS)


def test_the_installed_duckdb_shell_reads_the_file(icml_db):
    shell = Path(sys.executable).parent / "duckdb"
    result = subprocess.run([str(shell), "-readonly", str(icml_db), "select count(*) from paper"],
                            capture_output=True, text=True, check=True)
    assert "2634" in result.stdout


SMALL_BATCH = 500  # so that a staged load commits several batches before the end


@pytest.fixture(params=["one transaction", "staged copy"])
def load_mode(request, monkeypatch):
    """Small inputs load in one transaction; large ones into a copy that replaces the file.
    Both modes are forced here with the threshold, in batches small enough to commit several
    in a staged load."""
    threshold = "0" if request.param == "staged copy" else str(1 << 50)
    monkeypatch.setenv("PAPERDB_STAGED_INPUT_BYTES", threshold)
    monkeypatch.setattr(etl.load.batch, "BATCH_RECORDS", SMALL_BATCH)
    monkeypatch.setattr(etl.load.batch, "STAGED_CHECKPOINT_BYTES", 0)  # after every batch
    return request.param


def test_a_staged_load_gives_the_same_database_and_leaves_no_copy(tmp_path, monkeypatch):
    monkeypatch.setattr(etl.load.batch, "BATCH_RECORDS", SMALL_BATCH)
    monkeypatch.setattr(etl.load.batch, "STAGED_CHECKPOINT_BYTES", 0)  # after every batch
    for threshold in ("0", str(1 << 50)):
        monkeypatch.setenv("PAPERDB_STAGED_INPUT_BYTES", threshold)
        for path in (SAMPLE, shared_file(ICML_EVENTS)):
            load_file(str(tmp_path / f"threshold{threshold}.duckdb"), path)
    staged, one_transaction = (tmp_path / "threshold0.duckdb",
                               tmp_path / f"threshold{1 << 50}.duckdb")
    assert snapshot(staged) == snapshot(one_transaction)
    assert sorted(tmp_path.iterdir()) == sorted([staged, one_transaction])
    assert scalar(staged, "SELECT list(status ORDER BY load_id) FROM load_batch") == [
        "completed"] * 2


def test_a_failed_load_leaves_the_database_as_it_was(tmp_path, monkeypatch, load_mode):
    db = tmp_path / "failed.duckdb"
    load_file(str(db), SAMPLE)
    before = snapshot(db)

    def explode(*args, **kwargs):
        raise duckdb.ConstraintException("simulated failure after every batch was written")

    monkeypatch.setattr(etl.load.batch, "_mark_completed", explode)
    with pytest.raises(LoadError, match="rolled back"):
        load_file(str(db), shared_file(ICML_EVENTS))
    assert snapshot(db) == before
    assert scalar(db, "SELECT list(status ORDER BY load_id) FROM load_batch") == [
        "completed", "failed"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["failed.duckdb"]


@pytest.mark.parametrize("content, message", [
    (None, "no such file"),
    (b"", "empty"),
    (b"\x00\x01\x02\xff\xfe" * 200, "not a UTF-8 text file"),
    (b"just some words\nthat are no known format\n", "unknown format"),
    (b'[{"title": "x", "abstract": "y"', "not valid JSON"),
    (b"\x1f\x8b\x08\x00\x00\x00", "damaged gzip"),
])
def test_an_unusable_file_is_one_error_and_writes_nothing(tmp_path, content, message):
    db = tmp_path / "t.duckdb"
    bad = tmp_path / "input.txt"
    if content is not None:
        bad.write_bytes(content)
    with pytest.raises(InputError, match=message):
        load_file(str(db), bad)
    assert not db.exists()
    result = run_paperdb("load", bad, db=db, check=False)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and message in result.stderr
    assert "Traceback" not in result.stderr


def test_jsonl_records_load_or_are_rejected_with_a_reason(tmp_path):
    db = tmp_path / "t.duckdb"
    lines = [
        {"id": "a", "title": "Sparse Mixtures of Experts at Scale", "abstract": "We propose "
         "Sparse Routing Networks (SRN). Code: https://github.com/example/srn.",
         "authors": ["Ada Lovelace", "Alan Turing"], "venue": "NeurIPS", "year": 2023,
         "keywords": "mixture of experts; routing", "code_url": "github.com/example/srn-extra"},
        {"id": "b", "title": "No abstract, only a title", "year": "2022"},
        {"id": "c", "abstract": ""},
        {"id": "a", "title": "A duplicate id"},
        {"id": "d", "title": "Bad year", "year": "20x2"},
    ]
    path = tmp_path / "papers.jsonl"
    path.write_text("\n".join(json.dumps(l) for l in lines[:2]) + "\n{broken json\n"
                    + "\n".join(json.dumps(l) for l in lines[2:]) + "\n")
    summary = load_file(str(db), path)
    assert (summary.records_read, summary.records_loaded, summary.records_rejected) == (6, 2, 4)
    with duckdb.connect(str(db), read_only=True) as con:
        reasons = [r for (r,) in con.execute(
            "SELECT reason FROM rejected_record ORDER BY record_no").fetchall()]
        authors = con.execute("SELECT a.name FROM paper_author pa JOIN author a USING (author_id) "
                              "ORDER BY position").fetchall()
        links = con.execute("SELECT url, provenance FROM code_link ORDER BY url").fetchall()
        author_keywords = con.execute(
            "SELECT k.keyword FROM paper_keyword pk JOIN keyword k USING (keyword_id) "
            "WHERE provenance = 'author' ORDER BY rank").fetchall()
    assert reasons[0].startswith("not valid JSON")
    assert reasons[1] == "neither title nor abstract"
    assert reasons[2].startswith("duplicate record id 'a'")
    assert reasons[3].startswith("year: not a number")
    assert authors == [("Ada Lovelace",), ("Alan Turing",)]
    assert links == [("https://github.com/example/srn", "abstract"),
                     ("https://github.com/example/srn-extra", "metadata")]
    assert author_keywords == [("mixture of experts",), ("routing",)]


def test_csv_with_a_wrong_column_count_rejects_only_that_row(tmp_path):
    db = tmp_path / "t.duckdb"
    path = tmp_path / "papers.csv"
    rows = ["id,title,abstract,year"]
    rows += [f'{i},"Paper number {i} on graphs","An abstract, with a comma, number {i}.",2021'
             for i in range(1, 301)]
    rows[150] = "150,too,many,columns,here"
    path.write_text("\n".join(rows) + "\n")
    summary = load_file(str(db), path, options=SourceOptions(venue="ICLR"))
    assert (summary.records_read, summary.records_loaded, summary.records_rejected) == (300, 299, 1)
    assert scalar(db, "SELECT reason FROM rejected_record") == "expected 4 columns, found 5"
    assert scalar(db, "SELECT count(*) FROM paper WHERE venue = 'ICLR' AND year = 2021") == 299


def test_reextract_rebuilds_derived_rows_and_a_second_run_changes_nothing(icml_db_copy):
    before = snapshot(icml_db_copy)
    with duckdb.connect(str(icml_db_copy)) as con:
        con.execute("DELETE FROM metric")
        con.execute("DELETE FROM paper_keyword")
        con.execute("UPDATE corpus_term SET document_count = 1")
    run_paperdb("reextract", db=icml_db_copy)
    once = snapshot(icml_db_copy)
    run_paperdb("reextract", db=icml_db_copy)
    assert snapshot(icml_db_copy) == once
    # Loads derive incrementally; reextract derives everything at once: the same rows.
    assert once == before


@pytest.fixture()
def corpus_sizes(monkeypatch) -> tuple[list[int], list[int]]:
    """Per batch of the loads that follow: the number of papers with an abstract that keyword
    ranking read, and SQL's count at that moment."""
    read, counted = [], []
    count = etl.load.derived.Rederivation.count

    def spying_count(self, con):
        count(self, con)
        read.append(self.with_text.count)
        counted.append(con.execute(
            "SELECT count(*) FROM paper WHERE abstract IS NOT NULL").fetchone()[0])

    monkeypatch.setattr(etl.load.derived.Rederivation, "count", spying_count)
    return read, counted


def test_keyword_ranking_reads_the_number_of_papers_with_an_abstract(tmp_path, monkeypatch,
                                                                      icml_posters, corpus_sizes):
    """The loader counts papers with an abstract once and then adds each batch's changes: the
    corpus size every batch's ranking reads equals SQL's count at that moment, through papers
    first loaded without an abstract and given one by a later batch, and a second load."""
    def record(i: int, with_abstract: bool) -> dict:
        poster = icml_posters[i]
        return {"id": f"{'a' if with_abstract else 't'}{i}", "doi": f"10.5555/p.{i}",
                "title": poster["name"], "venue": "ICML", "year": 2024,
                **({"abstract": poster["abstract"]} if with_abstract else {})}

    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    first.write_text("".join(json.dumps(record(i, i % 3 != 0)) + "\n" for i in range(30))
                     + "".join(json.dumps(record(i, True)) + "\n" for i in range(0, 15, 3)),
                     encoding="utf-8")
    keywords = [{"id": f"k{i}", "doi": f"10.5555/p.{i}", "title": icml_posters[i]["name"],
                 "keywords": ["graph learning"]}
                for i in (1, 2)]  # changes papers that have an abstract already
    second.write_text("".join(json.dumps(r) + "\n" for r in
                              [*keywords, *(record(i, i != 27) for i in range(15, 40))]),
                      encoding="utf-8")
    monkeypatch.setattr(etl.load.batch, "BATCH_RECORDS", 8)
    db = tmp_path / "papers.duckdb"
    assert load_file(str(db), first).records_rejected == 0
    assert load_file(str(db), second).records_rejected == 0
    read, counted = corpus_sizes
    assert read == counted
    assert counted[-1] == 39 and len(counted) == 9  # all 40 papers but 27 have an abstract


def test_records_that_match_one_stored_paper_by_different_keys_make_one_plan(tmp_path, corpus_sizes):
    """Two new records of one batch share no key with each other, but each matches the same
    stored paper by a key of its own: one paper changes once (it used to get two plans, two
    summary rows, twice its derived rows and its abstract counted twice)."""
    def line(**record) -> str:
        return json.dumps(record) + "\n"

    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    first.write_text(line(id="a", title="Graph learning at scale", year=2024, doi="10.1/a")
                     + line(id="b", title="Graph learning at scale", year=2024, arxiv_id="2401.00001"))
    second.write_text(
        line(id="c", doi="10.1/a", abstract="We study graph learning at scale and improve accuracy by 5%.")
        + line(id="d", arxiv_id="2401.00001", abstract="Pruning improves accuracy by 10% overall."))
    db = tmp_path / "papers.duckdb"
    load_file(str(db), first)
    summary = load_file(str(db), second)
    assert (summary.papers_added, summary.papers_changed) == (0, 1)
    read, counted = corpus_sizes
    assert read == counted == [0, 1]
    with duckdb.connect(str(db), read_only=True) as con:
        assert con.execute("SELECT count(*), count(DISTINCT paper_id) FROM paper_source").fetchone() == (4, 1)
        assert problems(con) == []

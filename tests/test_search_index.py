"""The search index is kept current in place by small loads, with the scores a full rebuild
gives, and rebuilt when a load changes much of the corpus."""

from __future__ import annotations

import json
import shutil

import duckdb
import pytest

import db.fts
from etl.load import load_file

QUERIES = ("activation sparsity pre-training", "graph neural networks", "diffusion models",
           "reinforcement learning from human feedback", "sparse attention transformer",
           "new papers about wombats")


def ranked(path, query: str) -> list[tuple[str, float]]:
    with duckdb.connect(str(path), read_only=True) as con:
        db.fts.load_extension(con)
        rows = con.execute(
            "SELECT paper_id, round(fts_main_paper.match_bm25(paper_id, ?), 9) AS score "
            "FROM paper WHERE score IS NOT NULL ORDER BY score DESC, paper_id LIMIT 50",
            [query]).fetchall()
    return rows


def write_papers(path, papers: list[dict]) -> None:
    path.write_text("".join(json.dumps(p) + "\n" for p in papers), encoding="utf-8")


def new_papers(version: int) -> list[dict]:
    def word(i: int) -> str:  # papers differ in a word, as numbers alone would not tell them
        return "".join(chr(ord("a") + int(digit)) for digit in f"{i:03d}")

    return [{"id": f"w{i}", "title": f"Wombats of kind {word(i)} and graph neural networks",
             "abstract": f"We study wombats of kind {word(i)} with sparse attention, "
                         f"version {version}. "
                         + ("Diffusion models help. " * (i % 3 + version)),
             "venue": "WombatConf", "year": 2024} for i in range(40)]


@pytest.mark.parametrize("staged", [False, True], ids=["one transaction", "into a copy"])
def test_small_loads_update_the_index_in_place_with_the_scores_of_a_rebuild(
        icml_db_copy, tmp_path, monkeypatch, staged):
    def no_rebuild(con):
        raise AssertionError("a small load rebuilt the whole index")

    if staged:  # as a large file is loaded: into a copy, committed batch by batch
        monkeypatch.setenv("PAPERDB_STAGED_INPUT_BYTES", "1")

    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    write_papers(first, new_papers(1))
    write_papers(second, new_papers(2)[::2])  # changes 20 of them
    with monkeypatch.context() as patch:
        patch.setattr(db.fts, "rebuild_index", no_rebuild)
        load_file(str(icml_db_copy), first)
        load_file(str(icml_db_copy), second)

    rebuilt = tmp_path / "rebuilt.duckdb"
    shutil.copy(icml_db_copy, rebuilt)
    with duckdb.connect(str(rebuilt)) as con:
        db.fts.rebuild_index(con)
    with duckdb.connect(str(icml_db_copy), read_only=True) as con:
        assert db.fts.is_current(con)
        assert con.execute("SELECT count(*) FROM fts_main_paper.docs").fetchone()[0] == 2674
    for query in QUERIES:
        assert ranked(icml_db_copy, query) == ranked(rebuilt, query), query
    wombats = ranked(icml_db_copy, "wombats version 2")
    assert {paper for paper, _ in wombats[:20]} == {
        paper for paper, _ in ranked(rebuilt, "wombats version 2")[:20]}


def test_a_load_that_changes_much_of_the_corpus_rebuilds_the_index(tmp_path, monkeypatch):
    rebuilds = []
    original = db.fts.rebuild_index
    monkeypatch.setattr(db.fts, "rebuild_index", lambda con: rebuilds.append(1) or original(con))
    path = tmp_path / "papers.jsonl"
    write_papers(path, new_papers(1))
    load_file(str(tmp_path / "db.duckdb"), path)  # no index yet
    write_papers(path, new_papers(2))  # changes every paper
    load_file(str(tmp_path / "db.duckdb"), path)
    assert rebuilds == [1, 1]
    with duckdb.connect(str(tmp_path / "db.duckdb"), read_only=True) as con:
        assert db.fts.is_current(con)


def test_a_failed_load_leaves_the_index_as_it_was(icml_db_copy, tmp_path, monkeypatch):
    import etl.load.batch

    before = ranked(icml_db_copy, "wombats graph neural networks")
    path = tmp_path / "papers.jsonl"
    write_papers(path, new_papers(1))

    def explode(*args, **kwargs):
        raise duckdb.ConstraintException("simulated failure after the index was updated")

    monkeypatch.setattr(etl.load.batch, "_mark_completed", explode)
    with pytest.raises(Exception, match="rolled back"):
        load_file(str(icml_db_copy), path)
    assert ranked(icml_db_copy, "wombats graph neural networks") == before


def test_an_index_built_on_every_thread_ranks_as_one_built_on_one(icml_db_copy, tmp_path,
                                                                  monkeypatch):
    one_thread = tmp_path / "one_thread.duckdb"
    shutil.copy(icml_db_copy, one_thread)
    with duckdb.connect(str(one_thread)) as con:
        db.fts.rebuild_index(con)  # ICML 2024 is below PARALLEL_BUILD_PAPERS
    monkeypatch.setattr(db.fts, "PARALLEL_BUILD_PAPERS", 0)
    with duckdb.connect(str(icml_db_copy)) as con:
        con.execute("SET threads = 2")
        db.fts.rebuild_index(con)
        assert con.execute("SELECT current_setting('threads')").fetchone()[0] == 2
    for query in QUERIES:
        assert ranked(icml_db_copy, query) == ranked(one_thread, query), query

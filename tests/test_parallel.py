"""Extraction in worker processes gives exactly the rows of extraction in one process."""

from __future__ import annotations

import json
import time

import duckdb
import pytest

import etl.load.batch
import etl.parallel
from conftest import SAMPLE
from db.integrity import problems
from etl.load import load_file
from etl.records import MergedPaper
from test_load import snapshot


@pytest.fixture()
def single(tmp_path, monkeypatch):
    """The sample loaded in one process; loads after it use two workers for any batch."""
    path = tmp_path / "single.duckdb"
    monkeypatch.setenv("PAPERDB_WORKERS", "1")
    load_file(str(path), SAMPLE)
    monkeypatch.setenv("PAPERDB_WORKERS", "2")
    monkeypatch.setattr(etl.parallel, "MIN_PARALLEL_PAPERS", 1)
    return path


def test_worker_processes_give_the_same_database(single, tmp_path, monkeypatch):
    parallel = tmp_path / "parallel.duckdb"
    started = []
    original = etl.parallel.WorkerPool.__init__

    def counting_init(self, size):
        started.append(size)
        original(self, size)

    monkeypatch.setattr(etl.parallel.WorkerPool, "__init__", counting_init)
    load_file(str(parallel), SAMPLE)
    assert started == [2]  # the workers really ran
    assert snapshot(parallel) == snapshot(single)


def test_prestarted_workers_are_taken_and_give_the_same_database(single, tmp_path):
    parallel = tmp_path / "parallel.duckdb"
    etl.parallel.prestart()  # forked here, before the load opens the database
    try:
        forked = etl.parallel._prestarted
        assert forked is not None
        load_file(str(parallel), SAMPLE)
        assert etl.parallel._prestarted is None  # the load took them, and stopped them
        assert not any(process.is_alive() for process in forked.processes)
    finally:
        etl.parallel.discard_prestarted()
    assert snapshot(parallel) == snapshot(single)


def _records_updating_earlier_batches(posters: list[dict]) -> list[dict]:
    """36 new papers, then records (other ids, same DOI) that change 15 of them: batches of 12
    put changes to the papers of batch 2 in batch 3, which the workers extract while batch 2's
    rows are still to be written."""
    def record(i: int) -> dict:
        poster = posters[i]
        return {"id": f"r{i}", "doi": f"10.5555/paper.{i}", "title": poster["name"],
                "abstract": poster["abstract"], "venue": "ICML", "year": 2024}

    def update(i: int, keyword: str) -> dict:  # merged in, it adds keywords and an author
        return {"id": f"u{i}", "doi": f"10.5555/paper.{i}", "title": posters[i]["name"],
                "keywords": [keyword, f"topic {i}"],
                "authors": [f"Ada Lovelace {i % 4}"], "status": "oral"}

    return ([record(i) for i in range(24)]
            + [update(i, "graph learning") for i in range(12, 21)]
            + [record(i) for i in range(24, 36)]
            + [update(i, "sparse attention") for i in range(6)])


def test_worker_processes_over_many_batches_give_the_same_database(tmp_path, monkeypatch,
                                                                   icml_posters):
    path = tmp_path / "papers.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in
                            _records_updating_earlier_batches(icml_posters)), encoding="utf-8")
    monkeypatch.setattr(etl.load.batch, "BATCH_RECORDS", 12)
    monkeypatch.setattr(etl.parallel, "MIN_PARALLEL_PAPERS", 1)
    monkeypatch.setenv("PAPERDB_WORKERS", "1")
    load_file(str(tmp_path / "single.duckdb"), path)
    monkeypatch.setenv("PAPERDB_WORKERS", "2")
    summary = load_file(str(tmp_path / "parallel.duckdb"), path)
    assert (summary.records_rejected, summary.papers_added, summary.papers_changed) == (0, 36, 15)
    assert snapshot(tmp_path / "parallel.duckdb") == snapshot(tmp_path / "single.duckdb")
    with duckdb.connect(str(tmp_path / "parallel.duckdb"), read_only=True) as con:
        assert problems(con) == []


def test_workers_whose_replies_were_never_read_are_stopped_at_once(icml_posters, monkeypatch):
    """A load that fails while the workers extract leaves them blocked on a reply larger than
    the pipe can buffer; stopping them must not wait for them to read 'stop'."""
    papers = [(f"P{i}", MergedPaper(fields={"title": p["name"], "abstract": p["abstract"]}))
              for i, p in enumerate(icml_posters[:2400])]
    with etl.parallel.Workers(2) as workers:
        extraction = etl.parallel.Extraction(papers, [None] * len(papers), workers)
        extraction.start_reading()
        pool = extraction.pool
        while not all(connection.poll() for connection in pool.connections):
            time.sleep(0.05)  # both replies have begun to arrive: the workers are sending
        started = time.perf_counter()
    assert time.perf_counter() - started < 2
    assert not any(process.is_alive() for process in pool.processes)

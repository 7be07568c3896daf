"""Extraction in worker processes gives exactly the rows of extraction in one process."""

from __future__ import annotations

import etl.parallel
from conftest import SAMPLE
from etl.load import load_file
from test_load import snapshot


def test_worker_processes_give_the_same_database(tmp_path, monkeypatch):
    single, parallel = tmp_path / "single.duckdb", tmp_path / "parallel.duckdb"
    monkeypatch.setenv("PAPERDB_WORKERS", "1")
    load_file(str(single), SAMPLE)
    monkeypatch.setenv("PAPERDB_WORKERS", "2")
    monkeypatch.setattr(etl.parallel, "MIN_PARALLEL_PAPERS", 1)
    started = []
    original = etl.parallel.WorkerPool.__init__

    def counting_init(self, size):
        started.append(size)
        original(self, size)

    monkeypatch.setattr(etl.parallel.WorkerPool, "__init__", counting_init)
    load_file(str(parallel), SAMPLE)
    assert started == [2]  # the workers really ran
    assert snapshot(parallel) == snapshot(single)


def test_prestarted_workers_are_taken_and_give_the_same_database(tmp_path, monkeypatch):
    single, parallel = tmp_path / "single.duckdb", tmp_path / "parallel.duckdb"
    monkeypatch.setenv("PAPERDB_WORKERS", "1")
    load_file(str(single), SAMPLE)
    monkeypatch.setenv("PAPERDB_WORKERS", "2")
    monkeypatch.setattr(etl.parallel, "MIN_PARALLEL_PAPERS", 1)
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

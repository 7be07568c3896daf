"""Extraction in worker processes gives exactly the rows of extraction in one process."""

from __future__ import annotations

import pytest

import etl.parallel
from conftest import SAMPLE
from etl.load import load_file
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

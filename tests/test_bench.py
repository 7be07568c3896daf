"""The benchmark harness runs end to end (at a small size; BENCHMARKS.md has the real runs)."""

from __future__ import annotations

import re
import subprocess
import sys

from conftest import ICML_EVENTS, REPO, shared_file
from db.queries import list_queries


def test_bench_run_measures_every_step_and_every_saved_query(tmp_path):
    shared_file(ICML_EVENTS)
    result = subprocess.run(
        [sys.executable, str(REPO / "bench" / "run.py"), "--sizes", "1000", "--no-yake",
         "--work", str(tmp_path)], capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-2000:]
    out = result.stdout
    load = re.search(r"\| \(a\) paperdb load, all extraction \| ([\d.]+) \| ([\d,]+) \|", out)
    floor = re.search(r"\| \(b\) DuckDB read_json, raw \(floor\) \| ([\d.]+) \|", out)
    assert load and floor and float(load.group(1)) > float(floor.group(1)) > 0
    assert "(d) incremental load of 1,000 papers" in out
    for query in list_queries():
        assert re.search(rf"\| {query.name} \| [\d.]+ \|", out), query.name

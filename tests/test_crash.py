"""Atomic loads under crashes: SIGKILL the loader at random points, then check the database.

After each kill the file opens, passes the integrity check, holds exactly the state before the
killed load, and shows that load as not completed; loading again gives the same database as
an uninterrupted run. PAPERDB_KILL_TRIALS sets the number of trials (20 by default).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time

import duckdb
import pytest

from conftest import ICML_EVENTS, PAPERDB, REPO, SAMPLE, run_paperdb, shared_file, table_rows
from db.integrity import problems

sys.path.insert(0, str(REPO / "bench"))
from make_corpus import generate  # noqa: E402

TRIALS = int(os.environ.get("PAPERDB_KILL_TRIALS", "20"))
CORPUS_PAPERS = 1500
TABLES = ("paper", "paper_source", "paper_identifier", "paper_author", "code_link", "metric",
          "acronym", "paper_keyword", "paper_summary", "venue_year_keyword", "corpus_term",
          "rejected_record")


def contents(db) -> dict[str, list[tuple]]:
    """Table contents without load ids and surrogate integer ids, which differ between a
    killed-then-repeated load and a clean one by design."""
    skip = ("load_id", "first_load_id", "last_load_id", "author_id", "keyword_id")
    rows = {t: table_rows(db, t, skip) for t in TABLES}
    with duckdb.connect(str(db), read_only=True) as con:
        rows["author"] = con.execute("SELECT name, name_key FROM author ORDER BY ALL").fetchall()
        rows["keyword"] = con.execute("SELECT keyword FROM keyword ORDER BY ALL").fetchall()
    return rows


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    shared_file(ICML_EVENTS)
    path = tmp_path_factory.mktemp("crash") / "corpus.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for paper in generate(CORPUS_PAPERS, seed=7):
            out.write(json.dumps(paper) + "\n")
    return path


@pytest.fixture(scope="module")
def databases(corpus, tmp_path_factory):
    """The state before the load (the sample), and the state after an uninterrupted load."""
    folder = tmp_path_factory.mktemp("crash-dbs")
    before, after = folder / "before.duckdb", folder / "after.duckdb"
    run_paperdb("load", SAMPLE, db=before)
    shutil.copy(before, after)
    start = time.monotonic()
    run_paperdb("load", corpus, db=after)
    return before, after, time.monotonic() - start


@pytest.mark.parametrize("staged", [False, True], ids=["one transaction", "staged copy"])
def test_killed_loads_leave_the_database_as_before_and_reload_cleanly(databases, corpus,
                                                                      tmp_path, staged):
    """Half the trials in each load mode: the corpus is small, so the staged mode (a copy
    that replaces the file) is forced with a zero threshold."""
    before, after, load_seconds = databases
    env = {**os.environ, "PAPERDB_STAGED_INPUT_BYTES": "0" if staged else str(1 << 50)}
    trials = TRIALS // 2
    expected_before, expected_after = contents(before), contents(after)
    killed_mid_load = 0
    for trial in range(staged * trials, (staged + 1) * trials):
        rng = random.Random(trial)
        db = tmp_path / f"trial{trial}.duckdb"
        shutil.copy(before, db)
        loader = subprocess.Popen([str(PAPERDB), "--db", str(db), "load", str(corpus)], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, load_seconds * 1.1))
        loader.send_signal(signal.SIGKILL)
        loader.wait()

        with duckdb.connect(str(db), read_only=True) as con:
            assert problems(con) == [], f"trial {trial}"
            statuses = [s for (s,) in con.execute(
                "SELECT status FROM load_batch ORDER BY load_id").fetchall()]
        state = contents(db)
        if state == expected_after:  # the kill came after the commit
            assert statuses[-1] == "completed", f"trial {trial}"
        else:
            assert state == expected_before, f"trial {trial}: partial state after the kill"
            assert statuses[-1] != "completed" or len(statuses) == 1, f"trial {trial}"
            killed_mid_load += statuses[-1] == "running"

        reload = subprocess.run([str(PAPERDB), "--db", str(db), "load", str(corpus)], env=env,
                                capture_output=True, text=True)
        assert reload.returncode == 0, f"trial {trial}: reload failed: {reload.stderr}"
        assert contents(db) == expected_after, f"trial {trial}: reload differs"
        assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(db.name)) == [
            db.name], f"trial {trial}: a stale copy is left"
        with duckdb.connect(str(db), read_only=True) as con:
            assert problems(con) == []
            assert "running" not in [s for (s,) in con.execute(
                "SELECT status FROM load_batch").fetchall()]
    # The trials must really have interrupted loads, or they prove nothing.
    assert killed_mid_load >= trials // 3

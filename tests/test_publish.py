"""Readers and writers: a BI tool holding a published copy never blocks or breaks loads."""

from __future__ import annotations

import json
import subprocess
import sys

from conftest import SAMPLE, run_paperdb, scalar

READER = """
import duckdb, sys
con = duckdb.connect(sys.argv[1], read_only=True)
print(con.execute("SELECT count(*) FROM paper").fetchone()[0], flush=True)
sys.stdin.readline()
print(con.execute("SELECT count(*) FROM paper").fetchone()[0], flush=True)
"""


def test_loads_continue_while_a_reader_holds_the_published_copy(tmp_path):
    db, published = tmp_path / "papers.duckdb", tmp_path / "published.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    run_paperdb("publish", published, db=db)
    reader = subprocess.Popen([sys.executable, "-c", READER, str(published)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert reader.stdout.readline().strip() == "19"
        extra = tmp_path / "extra.jsonl"
        extra.write_text(json.dumps({"id": "n1", "title": "A paper loaded while Metabase reads",
                                     "abstract": "An abstract about reading while writing."}))
        run_paperdb("load", extra, db=db)          # the writer is not blocked by the reader
        run_paperdb("publish", published, db=db)   # nor is republishing
        reader.stdin.write("\n")
        reader.stdin.flush()
        # The open reader keeps its consistent old view; new readers see the new copy.
        assert reader.stdout.readline().strip() == "19"
        assert reader.wait(timeout=30) == 0
    finally:
        reader.kill()
    assert scalar(published, "SELECT count(*) FROM paper") == 20
    assert not list(tmp_path.glob(".published.duckdb.partial-*"))


def test_publishing_onto_the_database_itself_is_refused(tmp_path):
    db = tmp_path / "papers.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    result = run_paperdb("publish", db, db=db, check=False)
    assert result.returncode == 2 and "another file" in result.stderr
    assert scalar(db, "SELECT count(*) FROM paper") == 19

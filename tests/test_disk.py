"""Disk and permissions: a full disk or a read-only folder is one clear error, and the
database keeps exactly what it had. Uses small tmpfs mounts (needs root, as in CI)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import duckdb
import pytest

from conftest import ICML_EVENTS, SAMPLE, run_paperdb, shared_file
from db.integrity import problems
from test_load import snapshot


@pytest.fixture()
def small_disk(tmp_path):
    """A 20 MB file system: the sample's database fits, the full ICML export does not."""
    mount = tmp_path / "disk"
    mount.mkdir()
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=20m", "tmpfs", str(mount)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here ({result.stderr.strip()}); needs root")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=False)


def assert_intact(db: Path, before: dict) -> None:
    assert snapshot(db) == before
    with duckdb.connect(str(db), read_only=True) as con:
        assert problems(con) == []


def test_a_full_disk_fails_the_load_cleanly_and_keeps_the_database(small_disk):
    db = small_disk / "papers.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    before = snapshot(db)
    result = run_paperdb("load", shared_file(ICML_EVENTS), db=db, check=False)
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert "No space left on device" in result.stderr or "disk" in result.stderr.lower()
    assert_intact(db, before)
    # With room again, the same load completes.
    spacious = small_disk.parent / "spacious.duckdb"
    shutil.copy(db, spacious)
    run_paperdb("load", ICML_EVENTS, db=spacious)


def test_a_read_only_folder_is_one_clear_error(small_disk):
    db = small_disk / "papers.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    before = snapshot(db)
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    result = run_paperdb("load", SAMPLE, db=db, check=False)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert "read-only" in result.stderr.lower() or "Read-only" in result.stderr
    # Readers still work on the unchanged file.
    assert "paper" in run_paperdb("stats", db=db).stdout
    assert_intact(db, before)

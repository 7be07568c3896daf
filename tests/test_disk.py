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


def mount_tmpfs(mount: Path, size: str) -> Path:
    mount.mkdir()
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here ({result.stderr.strip()}); needs root")
    return mount


@pytest.fixture()
def small_disk(tmp_path):
    """A 12 MB file system: the sample's database fits (5 MB), a load of the full ICML export
    does not (18 MB)."""
    yield mount_tmpfs(tmp_path / "disk", "12m")
    subprocess.run(["umount", "-l", str(tmp_path / "disk")], check=False)


@pytest.fixture()
def disk_without_room_for_the_index(tmp_path):
    """A 20 MB file system: the ICML export's rows fit, rebuilding its search index does not."""
    yield mount_tmpfs(tmp_path / "disk", "20m")
    subprocess.run(["umount", "-l", str(tmp_path / "disk")], check=False)


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


def test_a_load_stands_when_only_its_search_index_does_not_fit(disk_without_room_for_the_index):
    db = disk_without_room_for_the_index / "papers.duckdb"
    result = run_paperdb("load", SAMPLE, shared_file(ICML_EVENTS), db=db, check=False)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "was loaded, but rebuilding the search index failed" in result.stderr
    with duckdb.connect(str(db), read_only=True) as con:
        assert problems(con) == []
        assert con.execute("SELECT count(*) FROM paper").fetchone()[0] == 2634
    search = run_paperdb("search", "sparse autoencoders", db=db, check=False)
    assert search.returncode == 0
    assert "the search index misses the latest papers" in search.stderr


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

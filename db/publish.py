"""Publishing a read-only copy of the database for BI tools and shells.

A DuckDB file has one writer or many readers. Readers that keep a file open (Metabase, a
shell) would block every load, so they read a published copy instead: a checkpointed copy
written beside the target and renamed over it in one step. A reader that still has the old
copy open keeps a consistent old view; the next connection sees the new one.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import duckdb


def publish(con: duckdb.DuckDBPyConnection, source: Path, target: Path) -> int:
    """Copy the database behind con (a writable connection to source) to target atomically;
    returns the size in bytes. Holding con keeps writers out while the file is copied."""
    if target.resolve() == source.resolve():
        raise ValueError("the published copy must be another file than the database")
    con.execute("CHECKPOINT")
    partial = target.with_name(f".{target.name}.partial-{os.getpid()}")
    try:
        shutil.copyfile(source, partial)
        with partial.open("rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return target.stat().st_size

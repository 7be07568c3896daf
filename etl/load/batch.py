"""One load of one file: bookkeeping in load_batch, rejections, and the transaction."""

from __future__ import annotations

import hashlib
import os
import shutil
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import duckdb

from db import fts, models
from db.engine import database_url, duckdb_path
from etl.load import derived, papers, summaries
from etl.load.record_ids import SeenRecordIds
from etl.load.tables import connect, insert_rows, is_postgres, next_value, take_load_lock
from etl.parallel import Workers, fewer_collections
from etl.prepare import prepare, storable
from etl.records import PaperRecord, RawRecord, Rejection
from etl.sources import SourceOptions, open_source

Progress = Callable[[Iterable, str], Iterator]
# Records prepared, resolved and written together; bounds the loader's memory.
BATCH_RECORDS = 5_000
# Inputs from this size (uncompressed, estimated) load into a copy: see _is_large.
STAGED_INPUT_BYTES = 64 << 20
GZIP_RATIO = 4
STAGED_MEMORY_BYTES = 256 << 20  # DuckDB's cap in a load into a copy
STAGED_CHECKPOINT_BYTES = 64 << 20


class LoadError(Exception):
    """The load failed and was rolled back; the message is one line for the user."""


@dataclass
class LoadSummary:
    load_id: int
    source_format: str
    source_path: str
    records_read: int = 0
    records_loaded: int = 0
    records_rejected: int = 0
    papers_added: int = 0
    papers_changed: int = 0
    seconds: float = 0.0
    rejection_reasons: Counter = field(default_factory=Counter)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _now() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    if "No space left on device" in text:
        return "the disk is full (No space left on device)"
    return text.splitlines()[0] if text else type(exc).__name__


def _abandon(con, load_id: int, exc: BaseException) -> None:
    """Roll back and mark the load failed or interrupted, as far as the database still lets
    us: after a fatal error (a full disk) DuckDB refuses every statement, and the load then
    stays 'running' until the next load marks it interrupted."""
    status = "interrupted" if isinstance(exc, KeyboardInterrupt) else "failed"
    try:
        con.execute("ROLLBACK")
    except duckdb.Error:
        pass  # a load into a copy has no transaction open here
    try:
        con.execute("UPDATE load_batch SET status = ?, finished_at = ?, error = ? "
                    "WHERE load_id = ?", [status, _now(), _one_line(exc), load_id])
    except duckdb.Error:
        pass


def load_file(db: str, path: Path, format_name: str | None = None,
              options: SourceOptions = SourceOptions(), progress: Progress | None = None
              ) -> LoadSummary:
    """Load one file into the database at db. Raises InputError (nothing written) when the file
    as a whole is unusable, LoadError when the load failed and was rolled back."""
    started = time.perf_counter()
    fewer_collections()
    source_format, raw_records = open_source(path, format_name, options)
    sha256 = _sha256(path)
    con = connect(db)
    try:
        if not take_load_lock(con):
            raise LoadError(f"another load is writing to {db}; retry when it has finished")
        # One writer at a time: a load still marked running when we hold the lock has died.
        con.execute("UPDATE load_batch SET status = 'interrupted' WHERE status = 'running'")
        load_id = _start_load(con, [source_format.name, str(path), sha256, _now()])
        summary = LoadSummary(load_id, source_format.name, str(path))
        records = raw_records if progress is None else progress(raw_records, f"reading {path.name}")
        copy = _staging_copy(db)
        if copy is not None:  # a copy left by a crashed load (we hold the lock: none running)
            _remove_copy(copy)
        if copy is not None and _is_large(path):
            _load_into_copy(con, copy, summary, records, path)
        else:
            _load_in_one_transaction(con, summary, records, path)
    finally:
        con.close()
    summary.seconds = time.perf_counter() - started
    return summary


def _start_load(con, values: list) -> int:
    """Commit the load's 'running' row; its id. DuckDB persists a sequence step only with a
    write, so there the id comes from the INSERT (a separate SELECT nextval was lost by a
    crash, and the next load reused the id); RETURNING does not reach PostgreSQL."""
    columns = "source_format, source_path, sha256, started_at, status"
    if not is_postgres(con):
        return con.execute(f"INSERT INTO load_batch ({columns}) VALUES (?, ?, ?, ?, 'running') "
                           "RETURNING load_id", values).fetchone()[0]
    load_id = next_value(con, models.load_id_seq.name)
    con.execute(f"INSERT INTO load_batch (load_id, {columns}) VALUES (?, ?, ?, ?, ?, 'running')",
                [load_id, *values])
    return load_id


def _staging_copy(db: str) -> Path | None:
    """Where large inputs are loaded (see _load_into_copy); None for non-file databases."""
    file = duckdb_path(database_url(db))
    return None if file is None else file.with_name(file.name + ".loading")


def _remove_copy(copy: Path) -> None:
    for leftover in (copy, copy.with_name(copy.name + ".wal")):
        leftover.unlink(missing_ok=True)


def input_bytes(path: Path) -> int:
    """The size of an input file uncompressed, estimated for gzip."""
    with path.open("rb") as handle:
        compressed = handle.read(2) == b"\x1f\x8b"
    return path.stat().st_size * (GZIP_RATIO if compressed else 1)


def _is_large(path: Path) -> bool:
    """One transaction keeps every row it appends in memory until it commits (10 GB for a
    500k-paper dump when the tables had key indexes), so inputs of STAGED_INPUT_BYTES or more
    (uncompressed, estimated) are loaded into a copy instead."""
    return input_bytes(path) >= int(
        os.environ.get("PAPERDB_STAGED_INPUT_BYTES", STAGED_INPUT_BYTES))


def _load_in_one_transaction(con, summary: LoadSummary, records, path: Path) -> None:
    try:
        con.execute("BEGIN TRANSACTION")
        with Workers() as workers:
            _load_records(con, summary, records, workers)
        stale_index = _finish_load(con, summary)
        con.execute("COMMIT")
    except BaseException as exc:
        _abandon(con, summary.load_id, exc)
        _reraise(exc, path)
    if stale_index:
        _refresh_search_index(con, path)


def _finish_load(con, summary: LoadSummary) -> bool:
    """The last writes of a load, in its transaction: the summaries, names no paper uses any
    more, the search index updated in place when few papers changed (a rebuild at 1M papers
    takes a minute), and the completed mark. True when the index still needs a rebuild."""
    changed = summary.papers_added or summary.papers_changed
    if changed:
        summaries.add_load(con, summary.load_id)
    if summary.papers_changed:
        derived.drop_unused(con)
    indexed = changed and not is_postgres(con) and fts.update_index(con, summary.load_id)
    _mark_completed(con, summary)
    return bool(changed and not indexed)


def _load_into_copy(con, copy: Path, summary: LoadSummary, records, path: Path) -> None:
    """Load into a copy of the database, committing every batch so memory stays bounded, then
    swap the copy in with one rename: the file itself never holds half a load. con keeps the
    file locked throughout, so no other writer can change it meanwhile; a crash leaves the
    file as it was, and a stale copy that the next load deletes."""
    original = _file_of(con)
    work = None
    try:
        con.execute("CHECKPOINT")  # the file alone then holds everything committed
        shutil.copyfile(original, copy)
        work = duckdb.connect(str(copy))
        # Committed rows become evictable once checkpointed: with no key index to rewrite
        # (see db/models.py), DuckDB's own checkpoints keep the load within this cap.
        work.execute("SET memory_limit = ?", [f"{STAGED_MEMORY_BYTES >> 20}MiB"])
        work.execute("SET checkpoint_threshold = ?", [f"{STAGED_CHECKPOINT_BYTES >> 20}MiB"])
        work.execute("BEGIN TRANSACTION")
        with Workers() as workers:
            _load_records(work, summary, records, workers, commit_batches=True)
        stale_index = _finish_load(work, summary)
        work.execute("COMMIT")
        if stale_index:
            _rebuild_search_index(work)
        work.execute("CHECKPOINT")
        work.close()
        _durable_replace(copy, original)
    except BaseException as exc:
        if work is not None:
            try:
                work.close()
            except duckdb.Error:
                pass  # after a fatal error (a full disk) DuckDB may refuse even this
        _remove_copy(copy)
        _abandon(con, summary.load_id, exc)
        _reraise(exc, path)


def _file_of(con) -> Path:
    return Path(con.execute("SELECT path FROM duckdb_databases() "
                            "WHERE database_name = current_database()").fetchone()[0])


def _durable_replace(source: Path, target: Path) -> None:
    with source.open("rb") as handle:
        os.fsync(handle.fileno())
    os.replace(source, target)
    folder = os.open(target.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def _mark_completed(con, summary: LoadSummary) -> None:
    con.execute(
        "UPDATE load_batch SET status = 'completed', finished_at = ?, records_read = ?, "
        "records_loaded = ?, records_rejected = ?, papers_added = ?, papers_changed = ? "
        "WHERE load_id = ?",
        [_now(), summary.records_read, summary.records_loaded, summary.records_rejected,
         summary.papers_added, summary.papers_changed, summary.load_id])


def _reraise(exc: BaseException, path: Path):
    if isinstance(exc, (duckdb.Error, OSError)):
        raise LoadError(f"load of {path} failed and was rolled back: {_one_line(exc)}") from exc
    raise exc


def _refresh_search_index(con, path: Path) -> None:
    """Rebuild the full-text index after the load committed (its own transaction: building it
    inside the load's doubled the peak memory). A machine without the fts extension loads
    anyway, and `paperdb search` says why; if the rebuild itself fails, the load stands and
    search says the index is out of date until the next load rebuilds it."""
    try:
        _rebuild_search_index(con)
    except duckdb.Error as exc:
        raise LoadError(f"{path} was loaded, but rebuilding the search index failed: "
                        f"{_one_line(exc)}") from exc


def _rebuild_search_index(con) -> None:
    if is_postgres(con):
        return  # the fts index lives in DuckDB files only
    try:
        fts.rebuild_index(con)
    except fts.SearchUnavailable:
        pass


def _load_records(con, summary: LoadSummary, raw_records, workers: Workers,
                  commit_batches: bool = False) -> None:
    """Prepare, resolve and write the records in batches, so memory does not grow with the
    file; all batches belong to one transaction unless commit_batches. While the workers
    extract one batch, this process reads, resolves and writes the papers of the next."""
    seen = SeenRecordIds(con)
    with_text = derived.PapersWithText.stored(con)
    batch: list[tuple[RawRecord, PaperRecord]] = []
    rejections: list[Rejection] = []
    extracting: derived.Rederivation | None = None

    def write_batch() -> None:
        nonlocal extracting
        records, repeated = seen.split(batch)
        extracting = _write_batch(con, summary, records, rejections + repeated, workers,
                                  extracting, with_text)
        batch.clear()
        rejections.clear()

    for raw in raw_records:
        summary.records_read += 1
        item = raw if isinstance(raw, Rejection) else prepare(raw, summary.source_format)
        if isinstance(item, Rejection):
            rejections.append(item)
        else:
            batch.append((raw, item))
        if len(batch) + len(rejections) >= BATCH_RECORDS:
            write_batch()
            if commit_batches:
                con.execute("COMMIT")
                con.execute("BEGIN TRANSACTION")
    write_batch()
    if extracting is not None:
        extracting.collect()
        extracting.write(con)


def _write_batch(con, summary: LoadSummary, records: list[PaperRecord],
                 rejections: list[Rejection], workers: Workers,
                 extracting: derived.Rederivation | None, with_text: derived.PapersWithText
                 ) -> derived.Rederivation | None:
    """Write one batch's rejections and papers, and the derived rows of the batch before it
    (extracting); returns this batch's extraction, still running."""
    summary.records_rejected += len(rejections)
    summary.records_loaded += len(records)
    summary.rejection_reasons.update(r.reason for r in rejections)
    insert_rows(con, models.RejectedRecord.__table__, [
        {"load_id": summary.load_id, "record_no": r.record_no, "reason": storable(r.reason),
         "raw": storable(r.raw)}
        for r in rejections])
    if not records:
        return extracting
    plans = papers.plan_papers(con, records)
    changed = [p for p in plans if p.changed]
    added = sum(1 for p in changed if p.is_new)
    summary.papers_added += added
    summary.papers_changed += len(changed) - added
    rederivation = derived.Rederivation([(p.paper_id, p.after) for p in changed],
                                        [p.before for p in changed], with_text, workers)
    # The workers take this batch once they have returned the last one's rows, and read it
    # while those rows and this batch's papers are written. The last batch's rows are
    # written before this batch deletes or takes out anything of papers they may share.
    if extracting is not None:
        extracting.collect()
    rederivation.start()
    if extracting is not None:
        extracting.write(con)
    summaries.take_out(con, summary.load_id, [p.paper_id for p in changed if not p.is_new])
    papers.write_papers(con, summary.load_id, plans)
    rederivation.count(con)
    return rederivation

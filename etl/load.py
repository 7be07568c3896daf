"""Load: the only stage that touches the database.

One file is one transaction. A load_batch row marked 'running' is committed first, so a load
that dies is visible as not completed; everything else (papers, sources, derived rows,
rejections, and the 'completed' mark) commits together or not at all.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import duckdb
import pyarrow as pa
import sqlalchemy as sa

from db import models
from db.engine import DatabaseError, database_url, duckdb_path, ensure_schema, explain_open_error, make_engine
from etl.derive import Derived, derive, paper_terms
from etl.identity import author_key, identity_keys, new_paper_id, scheme_rank
from etl.merge import merge_records
from etl.prepare import prepare
from etl.records import PAPER_FIELDS, MergedPaper, PaperRecord, Rejection
from etl.sources import SourceOptions, open_source


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
    rejection_reasons: dict[str, int] = field(default_factory=dict)


def connect(db: str, read_only: bool = False) -> duckdb.DuckDBPyConnection:
    """A DuckDB connection to an up-to-date paperdb database (migrated first when writable)."""
    path = duckdb_path(database_url(db))
    if path is None:
        raise DatabaseError(f"{db}: only DuckDB files are supported by this command")
    try:
        if not read_only:
            engine = make_engine(db)
            try:
                ensure_schema(engine)
            finally:
                engine.dispose()
        elif not path.exists():
            raise DatabaseError(f"no database at {path}: load something first (paperdb load FILE)")
        return duckdb.connect(str(path), read_only=read_only)
    except (duckdb.Error, sa.exc.DBAPIError, OSError) as exc:
        raise explain_open_error(exc, db) from None


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _now() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


def load_file(db: str, path: Path, format_name: str | None = None,
              options: SourceOptions = SourceOptions(),
              progress: Callable[[Iterable, str], Iterator] | None = None) -> LoadSummary:
    """Load one file into the database at db. Raises InputError (nothing written) when the file
    as a whole is unusable, LoadError when the load failed and was rolled back."""
    started = time.perf_counter()
    source_format, raw_records = open_source(path, format_name, options)
    sha256 = _sha256(path)
    con = connect(db)
    try:
        con.execute("UPDATE load_batch SET status = 'interrupted' WHERE status = 'running'")
        load_id = con.execute(
            "INSERT INTO load_batch (source_format, source_path, sha256, started_at, status) "
            "VALUES (?, ?, ?, ?, 'running') RETURNING load_id",
            [source_format.name, str(path), sha256, _now()],
        ).fetchone()[0]
        summary = LoadSummary(load_id, source_format.name, str(path))
        records = raw_records if progress is None else progress(raw_records, f"reading {path.name}")
        try:
            con.execute("BEGIN TRANSACTION")
            _load_records(con, summary, records, source_format.name, progress)
            con.execute(
                "UPDATE load_batch SET status = 'completed', finished_at = ?, records_read = ?, "
                "records_loaded = ?, records_rejected = ?, papers_added = ?, papers_changed = ? "
                "WHERE load_id = ?",
                [_now(), summary.records_read, summary.records_loaded, summary.records_rejected,
                 summary.papers_added, summary.papers_changed, load_id],
            )
            con.execute("COMMIT")
        except BaseException as exc:
            con.execute("ROLLBACK")
            status = "interrupted" if isinstance(exc, KeyboardInterrupt) else "failed"
            con.execute("UPDATE load_batch SET status = ?, finished_at = ?, error = ? "
                        "WHERE load_id = ?", [status, _now(), _one_line(exc), load_id])
            if isinstance(exc, duckdb.Error):
                raise LoadError(f"load of {path} failed and was rolled back: {_one_line(exc)}") from exc
            raise
    finally:
        con.close()
    summary.seconds = time.perf_counter() - started
    return summary


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


# --- the work inside the transaction -------------------------------------------------------

def _load_records(con, summary: LoadSummary, raw_records, format_name: str, progress) -> None:
    records: list[PaperRecord] = []
    rejections: list[Rejection] = []
    first_seen: dict[str, int] = {}
    for raw in raw_records:
        summary.records_read += 1
        item = raw if isinstance(raw, Rejection) else prepare(raw, format_name)
        if isinstance(item, PaperRecord) and item.source_record_id in first_seen:
            item = Rejection(raw.record_no, raw.raw, f"duplicate record id {item.source_record_id!r}"
                             f" (first at record {first_seen[item.source_record_id]})")
        if isinstance(item, Rejection):
            rejections.append(item)
        else:
            first_seen[item.source_record_id] = raw.record_no
            records.append(item)
    summary.records_rejected = len(rejections)
    summary.records_loaded = len(records)
    for rejection in rejections:
        summary.rejection_reasons[rejection.reason] = summary.rejection_reasons.get(rejection.reason, 0) + 1
    _insert(con, models.RejectedRecord.__table__, [
        {"load_id": summary.load_id, "record_no": r.record_no, "reason": r.reason, "raw": r.raw}
        for r in rejections
    ])
    if records:
        _merge_into_papers(con, summary, records, progress)


def _merge_into_papers(con, summary: LoadSummary, records: list[PaperRecord], progress) -> None:
    keys = [identity_keys(r) for r in records]
    groups = _group_by_shared_keys(keys)
    paper_of_source, paper_of_key = _existing_matches(con, records, keys)
    old_sources = _existing_sources(con, set(paper_of_source.values()) | set(paper_of_key.values()))

    plans = []  # (paper_id, is_new, old merged or None, new merged, new records)
    for group in groups:
        paper_id = _resolve(group, records, keys, paper_of_source, paper_of_key)
        is_new = paper_id is None
        if is_new:
            paper_id = new_paper_id(sorted({k for i in group for k in keys[i]}))
        previous = old_sources.get(paper_id, {})
        combined = dict(previous)
        for i in group:
            combined[(records[i].source_format, records[i].source_record_id)] = records[i]
        old = merge_records(previous.values()) if previous else None
        plans.append((paper_id, is_new, old, merge_records(combined.values()),
                      [records[i] for i in group], previous))

    changed = [(pid, is_new, old, new) for pid, is_new, old, new, _, _ in plans
               if is_new or old != new]
    summary.papers_added = sum(1 for _, is_new, _, _ in changed if is_new)
    summary.papers_changed = len(changed) - summary.papers_added

    _write_sources(con, summary.load_id, plans, keys, records)
    _write_papers(con, summary.load_id, changed)
    _update_corpus_terms(con, changed)
    document_count, n_documents = _corpus_statistics(con, changed)
    items = changed if progress is None else progress(changed, "extracting")
    derived = [derive(pid, new, document_count, n_documents) for pid, _, _, new in items]
    _write_derived(con, [(pid, new) for pid, _, _, new in changed], derived)


def _group_by_shared_keys(keys: list[list[tuple[str, str]]]) -> list[list[int]]:
    """Records of one file that share any identity key describe one paper (union-find)."""
    parent = list(range(len(keys)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict[tuple[str, str], int] = {}
    for i, record_keys in enumerate(keys):
        for key in record_keys:
            if key in owner:
                parent[root(i)] = root(owner[key])
            else:
                owner[key] = i
    groups: dict[int, list[int]] = {}
    for i in range(len(keys)):
        groups.setdefault(root(i), []).append(i)
    return list(groups.values())


def _existing_matches(con, records, keys):
    """Papers already in the database that a record's source id or identity keys point to."""
    source_rows = [{"source_format": r.source_format, "source_record_id": r.source_record_id}
                   for r in records]
    con.register("incoming_source", pa.Table.from_pylist(source_rows))
    paper_of_source = {
        (fmt, rid): pid for fmt, rid, pid in con.execute(
            "SELECT s.source_format, s.source_record_id, s.paper_id FROM paper_source s "
            "JOIN incoming_source i USING (source_format, source_record_id)").fetchall()
    }
    key_rows = [{"scheme": s, "value": v} for record_keys in keys for s, v in record_keys]
    paper_of_key = {}
    if key_rows:
        con.register("incoming_key", pa.Table.from_pylist(key_rows))
        paper_of_key = {
            (s, v): pid for s, v, pid in con.execute(
                "SELECT DISTINCT p.scheme, p.value, p.paper_id FROM paper_identifier p "
                "JOIN incoming_key i USING (scheme, value)").fetchall()
        }
        con.unregister("incoming_key")
    con.unregister("incoming_source")
    return paper_of_source, paper_of_key


def _existing_sources(con, paper_ids: set[str]) -> dict[str, dict]:
    """The stored source records of the given papers, keyed by paper then (format, id)."""
    result: dict[str, dict] = {}
    if not paper_ids:
        return result
    con.register("matched_paper", pa.table({"paper_id": sorted(paper_ids)}))
    rows = con.execute(
        "SELECT s.paper_id, s.source_format, s.source_record_id, s.record FROM paper_source s "
        "JOIN matched_paper m USING (paper_id)").fetchall()
    con.unregister("matched_paper")
    for paper_id, fmt, rid, record in rows:
        result.setdefault(paper_id, {})[(fmt, rid)] = PaperRecord.from_json_dict(
            fmt, rid, json.loads(record))
    return result


def _resolve(group, records, keys, paper_of_source, paper_of_key) -> str | None:
    """The existing paper a group of records belongs to: a record loaded before keeps its paper;
    otherwise the paper matched by the strongest identity key; None for a new paper."""
    for i in group:
        source = (records[i].source_format, records[i].source_record_id)
        if source in paper_of_source:
            return paper_of_source[source]
    matches = [(scheme_rank(key[0]), paper_of_key[key]) for i in group for key in keys[i]
               if key in paper_of_key]
    return min(matches)[1] if matches else None


def _record_json(record: PaperRecord) -> str:
    return json.dumps(record.to_json_dict(), sort_keys=True, ensure_ascii=False)


def _write_sources(con, load_id: int, plans, keys, records) -> None:
    index = {(r.source_format, r.source_record_id): i for i, r in enumerate(records)}
    source_rows, key_rows = [], []
    for paper_id, _, _, _, group_records, previous in plans:
        for record in group_records:
            ident = (record.source_format, record.source_record_id)
            before = previous.get(ident)
            if before is None or _record_json(before) != _record_json(record):
                source_rows.append({"paper_id": paper_id, "source_format": ident[0],
                                    "source_record_id": ident[1], "load_id": load_id,
                                    "record": _record_json(record)})
            key_rows += [{"scheme": s, "value": v, "paper_id": paper_id}
                         for s, v in keys[index[ident]]]
    # Papers must exist before rows that reference them: sources are staged now and written
    # after the papers (see _write_papers).
    con.register("incoming_paper_source", _arrow(models.PaperSource.__table__, source_rows))
    con.register("incoming_identifier", _arrow(models.PaperIdentifier.__table__, key_rows))


def _write_papers(con, load_id: int, changed) -> None:
    rows = [{"paper_id": paper_id, **{name: new.fields[name] for name in PAPER_FIELDS},
             "first_load_id": load_id, "last_load_id": load_id}
            for paper_id, _, _, new in changed]
    _insert(con, models.Paper.__table__, rows, on_conflict=(
        "ON CONFLICT (paper_id) DO UPDATE SET "
        + ", ".join(f"{name} = excluded.{name}" for name in (*PAPER_FIELDS, "last_load_id"))
    ))
    con.execute("INSERT INTO paper_source BY NAME SELECT * FROM incoming_paper_source "
                "ON CONFLICT (source_format, source_record_id) DO UPDATE SET "
                "paper_id = excluded.paper_id, load_id = excluded.load_id, record = excluded.record")
    con.execute("INSERT INTO paper_identifier BY NAME SELECT DISTINCT * FROM incoming_identifier "
                "ON CONFLICT DO NOTHING")
    con.unregister("incoming_paper_source")
    con.unregister("incoming_identifier")


def _update_corpus_terms(con, changed) -> None:
    """Keep per-term document counts current: +1 for each paper that gains a term, -1 for each
    that loses one (an abstract that changed)."""
    delta: dict[str, int] = {}
    for _, _, old, new in changed:
        old_terms = paper_terms(old) if old else set()
        for term in paper_terms(new) - old_terms:
            delta[term] = delta.get(term, 0) + 1
        for term in old_terms - paper_terms(new):
            delta[term] = delta.get(term, 0) - 1
    if not delta:
        return
    con.register("term_delta", pa.table({"term": list(delta), "delta": list(delta.values())}))
    con.execute("INSERT INTO corpus_term SELECT term, delta FROM term_delta "
                "ON CONFLICT (term) DO UPDATE SET document_count = "
                "corpus_term.document_count + excluded.document_count")
    con.execute("DELETE FROM corpus_term WHERE document_count <= 0")
    con.unregister("term_delta")


def _corpus_statistics(con, changed) -> tuple[dict[str, int], int]:
    terms = sorted({t for _, _, _, new in changed for t in paper_terms(new)})
    n_documents = con.execute(
        "SELECT count(*) FROM paper WHERE abstract IS NOT NULL").fetchone()[0]
    if not terms:
        return {}, n_documents
    con.register("wanted_term", pa.table({"term": terms}))
    counts = dict(con.execute("SELECT c.term, c.document_count FROM corpus_term c "
                              "JOIN wanted_term USING (term)").fetchall())
    con.unregister("wanted_term")
    return counts, n_documents


def _write_derived(con, papers: list[tuple[str, MergedPaper]], derived: list[Derived]) -> None:
    if not papers:
        return
    con.register("changed_paper", pa.table({"paper_id": [pid for pid, _ in papers]}))
    for table in ("paper_author", "code_link", "metric", "acronym", "paper_keyword"):
        con.execute(f"DELETE FROM {table} WHERE paper_id IN (SELECT paper_id FROM changed_paper)")
    con.unregister("changed_paper")
    _write_authors(con, papers)
    _insert(con, models.CodeLink.__table__, [r for d in derived for r in d.code_links])
    _insert(con, models.Metric.__table__, [r for d in derived for r in d.metrics])
    _insert(con, models.Acronym.__table__, [r for d in derived for r in d.acronyms])
    keyword_rows = [r for d in derived for r in d.keywords]
    if keyword_rows:
        con.register("incoming_keyword", pa.Table.from_pylist(keyword_rows))
        con.execute("INSERT INTO keyword (keyword) SELECT DISTINCT keyword FROM incoming_keyword "
                    "ON CONFLICT DO NOTHING")
        con.execute("INSERT INTO paper_keyword SELECT i.paper_id, k.keyword_id, i.rank, i.score, "
                    "i.provenance FROM incoming_keyword i JOIN keyword k USING (keyword)")
        con.unregister("incoming_keyword")


def _write_authors(con, papers: list[tuple[str, MergedPaper]]) -> None:
    """Authors of changed papers: one author row per name key, positions from the merge."""
    rows = [{"paper_id": pid, "position": pos, "name": a.name, "name_key": author_key(a.name),
             "affiliation": a.affiliation}
            for pid, paper in papers for pos, a in enumerate(paper.authors, start=1)
            if author_key(a.name)]
    if not rows:
        return
    con.register("incoming_author", pa.Table.from_pylist(rows))
    con.execute("INSERT INTO author (name, name_key) SELECT min(name), name_key "
                "FROM incoming_author GROUP BY name_key ON CONFLICT DO NOTHING")
    con.execute("INSERT INTO paper_author SELECT i.paper_id, a.author_id, i.position, "
                "i.affiliation FROM incoming_author i JOIN author a USING (name_key)")
    con.unregister("incoming_author")


_ARROW_TYPES = {
    sa.Text: pa.string(), sa.Integer: pa.int32(), sa.BigInteger: pa.int64(),
    sa.Double: pa.float64(), sa.Boolean: pa.bool_(), sa.TIMESTAMP: pa.timestamp("us"),
}


def _arrow(table: sa.Table, rows: list[dict]) -> pa.Table:
    """Rows as an Arrow table typed like the SQL table, so empty or all-NULL columns insert."""
    columns = [c for c in table.columns if c.server_default is None or (rows and c.name in rows[0])]
    schema = pa.schema([(c.name, _ARROW_TYPES[type(c.type)]) for c in columns])
    return pa.Table.from_pylist(rows, schema=schema)


def _insert(con, table: sa.Table, rows: list[dict], on_conflict: str = "") -> None:
    if not rows:
        return
    con.register("incoming_rows", _arrow(table, rows))
    con.execute(f"INSERT INTO {table.name} BY NAME SELECT * FROM incoming_rows {on_conflict}")
    con.unregister("incoming_rows")

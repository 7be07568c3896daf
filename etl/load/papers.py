"""Resolving source records to papers and writing papers, sources and identifiers."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pyarrow as pa

from db import models
from etl.identity import identity_keys, new_paper_id, scheme_rank
from etl.load.tables import arrow_rows, insert_rows
from etl.merge import merge_records
from etl.records import PAPER_FIELDS, MergedPaper, PaperRecord

SourceKey = tuple[str, str]  # (source_format, source_record_id)


@dataclass(frozen=True)
class PaperPlan:
    """What a load does to one paper: the records it brings and the merge before and after."""

    paper_id: str
    records: list[PaperRecord]
    keys: list[tuple[str, str]]  # identity keys of the records
    stored: dict[SourceKey, PaperRecord]
    before: MergedPaper | None
    after: MergedPaper

    @property
    def is_new(self) -> bool:
        return self.before is None

    @property
    def changed(self) -> bool:
        return self.before != self.after


def plan_papers(con, records: list[PaperRecord]) -> list[PaperPlan]:
    """Group the records of one load into papers, matched to stored papers where they exist."""
    keys = [identity_keys(r) for r in records]
    paper_of_source, paper_of_key = _stored_matches(con, records, keys)
    stored = _stored_sources(con, set(paper_of_source.values()) | set(paper_of_key.values()))
    plans = []
    for group in _group_by_shared_keys(keys):
        group_records = [records[i] for i in group]
        paper_id = _resolve(group_records, [keys[i] for i in group], paper_of_source, paper_of_key)
        if paper_id is None:
            paper_id = new_paper_id(sorted({k for i in group for k in keys[i]}))
        previous = stored.get(paper_id, {})
        combined = dict(previous)
        combined.update({_source_key(r): r for r in group_records})
        plans.append(PaperPlan(
            paper_id=paper_id, records=group_records,
            keys=[key for i in group for key in keys[i]], stored=previous,
            before=merge_records(previous.values()) if previous else None,
            after=merge_records(combined.values()),
        ))
    return plans


def _source_key(record: PaperRecord) -> SourceKey:
    return record.source_format, record.source_record_id


def _group_by_shared_keys(keys: list[list[tuple[str, str]]]) -> list[list[int]]:
    """Records of one load that share any identity key describe one paper (union-find)."""
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


def _stored_matches(con, records, keys):
    """Stored papers that a record's source key or one of its identity keys points to."""
    con.register("incoming_source", pa.Table.from_pylist(
        [{"source_format": f, "source_record_id": r} for f, r in map(_source_key, records)]))
    paper_of_source = {
        (fmt, rid): pid for fmt, rid, pid in con.execute(
            "SELECT s.source_format, s.source_record_id, s.paper_id FROM paper_source s "
            "JOIN incoming_source i USING (source_format, source_record_id)").fetchall()
    }
    con.unregister("incoming_source")
    key_rows = [{"scheme": s, "value": v} for record_keys in keys for s, v in record_keys]
    if not key_rows:
        return paper_of_source, {}
    con.register("incoming_key", pa.Table.from_pylist(key_rows))
    paper_of_key = {
        (s, v): pid for s, v, pid in con.execute(
            "SELECT DISTINCT p.scheme, p.value, p.paper_id FROM paper_identifier p "
            "JOIN incoming_key i USING (scheme, value)").fetchall()
    }
    con.unregister("incoming_key")
    return paper_of_source, paper_of_key


def _stored_sources(con, paper_ids: set[str]) -> dict[str, dict[SourceKey, PaperRecord]]:
    result: dict[str, dict[SourceKey, PaperRecord]] = {}
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


def _resolve(records, keys, paper_of_source, paper_of_key) -> str | None:
    """A record loaded before keeps its paper; otherwise the paper matched by the strongest
    identity key wins; None means a new paper."""
    for record in records:
        if _source_key(record) in paper_of_source:
            return paper_of_source[_source_key(record)]
    matches = [(scheme_rank(key[0]), paper_of_key[key])
               for record_keys in keys for key in record_keys if key in paper_of_key]
    return min(matches)[1] if matches else None


def record_json(record: PaperRecord) -> str:
    return json.dumps(record.to_json_dict(), sort_keys=True, ensure_ascii=False)


def write_papers(con, load_id: int, plans: list[PaperPlan]) -> None:
    """Upsert changed papers, then the source records and identity keys of every plan."""
    insert_rows(con, models.Paper.__table__, [
        {"paper_id": p.paper_id, **{name: p.after.fields[name] for name in PAPER_FIELDS},
         "first_load_id": load_id, "last_load_id": load_id}
        for p in plans if p.changed
    ], on_conflict="ON CONFLICT (paper_id) DO UPDATE SET " + ", ".join(
        f"{name} = excluded.{name}" for name in (*PAPER_FIELDS, "last_load_id")))

    source_rows = [
        {"paper_id": p.paper_id, "source_format": r.source_format,
         "source_record_id": r.source_record_id, "load_id": load_id, "record": record_json(r)}
        for p in plans for r in p.records
        if _source_key(r) not in p.stored or record_json(p.stored[_source_key(r)]) != record_json(r)
    ]
    insert_rows(con, models.PaperSource.__table__, source_rows, on_conflict=(
        "ON CONFLICT (source_format, source_record_id) DO UPDATE SET "
        "paper_id = excluded.paper_id, load_id = excluded.load_id, record = excluded.record"))
    identifiers = {key: p.paper_id for p in plans for key in p.keys}
    con.register("incoming_identifier", arrow_rows(models.PaperIdentifier.__table__, [
        {"scheme": s, "value": v, "paper_id": pid} for (s, v), pid in identifiers.items()]))
    # A key already claimed by another paper stays with it.
    con.execute("INSERT INTO paper_identifier BY NAME SELECT * FROM incoming_identifier "
                "ON CONFLICT DO NOTHING")
    con.unregister("incoming_identifier")

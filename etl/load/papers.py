"""Resolving source records to papers and writing papers, sources and identifiers."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pyarrow as pa

from db import models
from etl.identity import (conflicting, exclusive_keys, identity_keys, paper_id_candidates,
                          scheme_rank, stored_keys)
from etl.load.tables import upsert
from etl.merge import merge_records
from etl.records import PAPER_FIELDS, MergedPaper, PaperRecord

SourceKey = tuple[str, str]  # (source_format, source_record_id)
# Grouping treats the paper a record was loaded into as one more exclusive key (no scheme of
# etl.identity has this name).
_STORED_PAPER = "stored paper"


@dataclass(frozen=True)
class PaperPlan:
    """What a load does to one paper: the records it brings and the merge before and after."""

    paper_id: str
    records: list[PaperRecord]
    keys: list[tuple[str, str]]  # keys to store for the records (see identity.stored_keys)
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
    paper_of_source, paper_of_key, stored_exclusive = _stored_matches(con, records, keys)
    stored = _stored_sources(con, set(paper_of_source.values()) | set(paper_of_key.values()))
    groups = _group_by_shared_keys(keys, [paper_of_source.get(_source_key(r)) for r in records])
    resolved = [_resolve([records[i] for i in group], [keys[i] for i in group], paper_of_source,
                         paper_of_key, stored_exclusive) for group in groups]
    groups, resolved = _one_group_per_paper(groups, resolved)
    candidates = [paper_id_candidates([k for i in group for k in keys[i]]) if paper_id is None
                  else [] for group, paper_id in zip(groups, resolved)]
    taken = _existing_ids(con, {c for ids in candidates for c in ids})
    plans = []
    for group, paper_id, ids in zip(groups, resolved, candidates):
        group_records = [records[i] for i in group]
        if paper_id is None:
            paper_id = next((c for c in ids if c not in taken), None) or f"{ids[0]}-{len(taken)}"
            taken.add(paper_id)
        previous = stored.get(paper_id, {})
        combined = dict(previous)
        combined.update({_source_key(r): r for r in group_records})
        plans.append(PaperPlan(
            paper_id=paper_id, records=group_records,
            keys=[key for i in group for key in stored_keys(records[i], keys[i])],
            stored=previous,
            before=merge_records(previous.values()) if previous else None,
            after=merge_records(combined.values()),
        ))
    return plans


def _one_group_per_paper(groups: list[list[int]], resolved: list[str | None]
                         ) -> tuple[list[list[int]], list[str | None]]:
    """Groups that resolve to the same stored paper become one, so that each paper has one
    plan: two plans of one paper each merged only their own records (the paper row kept one of
    them), derived every row twice and counted its abstract twice."""
    joined: list[list[int]] = []
    paper_ids: list[str | None] = []
    position: dict[str, int] = {}
    for group, paper_id in zip(groups, resolved):
        if paper_id is not None and paper_id in position:
            joined[position[paper_id]].extend(group)
            continue
        if paper_id is not None:
            position[paper_id] = len(joined)
        joined.append(list(group))
        paper_ids.append(paper_id)
    return joined, paper_ids


def _existing_ids(con, paper_ids: set[str]) -> set[str]:
    if not paper_ids:
        return set()
    con.register("candidate_id", pa.table({"paper_id": sorted(paper_ids)}))
    found = {pid for (pid,) in con.execute(
        "SELECT paper_id FROM paper JOIN candidate_id USING (paper_id)").fetchall()}
    con.unregister("candidate_id")
    return found


def _source_key(record: PaperRecord) -> SourceKey:
    return record.source_format, record.source_record_id


def _group_by_shared_keys(keys: list[list[tuple[str, str]]], stored_paper: list[str | None]
                          ) -> list[list[int]]:
    """Records of one load that share an identity key describe one paper (union-find), unless
    their exclusive keys (two different OpenReview ids, say) say they are two papers. A record
    loaded before keeps its paper (stored_paper[i]), so records of two stored papers are two."""
    parent = list(range(len(keys)))
    exclusive = [exclusive_keys(record_keys) | ({_STORED_PAPER: paper} if paper else {})
                 for record_keys, paper in zip(keys, stored_paper)]

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict[tuple[str, str], int] = {}
    for i, record_keys in enumerate(keys):
        for key in record_keys:
            if key not in owner:
                owner[key] = i
                continue
            a, b = root(i), root(owner[key])
            if a != b and not conflicting(exclusive[a], exclusive[b]):
                parent[a] = b
                exclusive[b] = {**exclusive[a], **exclusive[b]}
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
        return paper_of_source, {}, {}
    con.register("incoming_key", pa.Table.from_pylist(key_rows))
    paper_of_key = {
        (s, v): pid for s, v, pid in con.execute(
            "SELECT DISTINCT p.scheme, p.value, p.paper_id FROM paper_identifier p "
            "JOIN incoming_key i USING (scheme, value)").fetchall()
    }
    con.unregister("incoming_key")
    return paper_of_source, paper_of_key, _stored_exclusive_keys(con, set(paper_of_key.values()))


def _stored_exclusive_keys(con, paper_ids: set[str]) -> dict[str, dict[str, str]]:
    result: dict[str, dict[str, str]] = {}
    if not paper_ids:
        return result
    con.register("candidate_paper", pa.table({"paper_id": sorted(paper_ids)}))
    for paper_id, scheme, value in con.execute(
            "SELECT i.paper_id, i.scheme, i.value FROM paper_identifier i "
            "JOIN candidate_paper USING (paper_id) WHERE i.scheme IN "
            "('openreview', 'arxiv', 'doi', 'proceedings', 'poster')").fetchall():
        result.setdefault(paper_id, {})[scheme] = value
    con.unregister("candidate_paper")
    return result


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


def _resolve(records, keys, paper_of_source, paper_of_key, stored_exclusive) -> str | None:
    """A record loaded before keeps its paper; otherwise the paper matched by the strongest
    identity key wins, unless its exclusive keys conflict; None means a new paper."""
    for record in records:
        if _source_key(record) in paper_of_source:
            return paper_of_source[_source_key(record)]
    own = exclusive_keys(key for record_keys in keys for key in record_keys)
    matches = sorted((scheme_rank(key[0]), paper_of_key[key])
                     for record_keys in keys for key in record_keys if key in paper_of_key)
    for _, paper_id in matches:
        if not conflicting(own, stored_exclusive.get(paper_id, {})):
            return paper_id
    return None


def record_json(record: PaperRecord) -> str:
    return json.dumps(record.to_json_dict(), sort_keys=True, ensure_ascii=False)


def write_papers(con, load_id: int, plans: list[PaperPlan]) -> None:
    """Upsert changed papers, then the source records and identity keys of every plan."""
    upsert(con, models.Paper.__table__, [
        {"paper_id": p.paper_id, **{name: p.after.fields[name] for name in PAPER_FIELDS},
         "first_load_id": load_id, "last_load_id": load_id}
        for p in plans if p.changed
    ], key=("paper_id",), assignments={
        name: f"incoming.{name}" for name in (*PAPER_FIELDS, "last_load_id")})

    source_rows = [
        {"paper_id": p.paper_id, "source_format": r.source_format,
         "source_record_id": r.source_record_id, "load_id": load_id, "record": record_json(r)}
        for p in plans for r in p.records
        if _source_key(r) not in p.stored or record_json(p.stored[_source_key(r)]) != record_json(r)
    ]
    upsert(con, models.PaperSource.__table__, source_rows,
           key=("source_format", "source_record_id"),
           assignments={name: f"incoming.{name}" for name in ("paper_id", "load_id", "record")})
    identifiers: dict[tuple[str, str], str] = {}
    for plan in plans:  # a key shared by two papers stays with the first
        for key in plan.keys:
            identifiers.setdefault(key, plan.paper_id)
    # A key already claimed by another paper stays with it.
    upsert(con, models.PaperIdentifier.__table__, [
        {"scheme": s, "value": v, "paper_id": pid} for (s, v), pid in identifiers.items()],
        key=("scheme", "value"))

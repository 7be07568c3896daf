"""SOTA? leaderboard annotations (jd-coderepos/sota, merged into ``leaderboards.jsonl``): one
line per paper, {"arxiv_id", "split", "results": [{"task", "dataset", "metric", "score"}]}.

A record is one (task, dataset, metric, score) tuple of a paper: it carries only the arXiv id
and the result, which prepare() accepts as a paper identified by its arXiv id.

Decisions:

* A paper marked "unanswerable" (``results`` empty: its text reports no leaderboard result) is
  one Rejection "no leaderboard result (unanswerable)": the line was read and holds nothing to
  load, and counting it keeps read = loaded + rejected true per line of the file; yielding
  nothing would hide 5,597 of the 14,579 papers from the counts.
* A line that cannot be split into tuples (not JSON, no arxiv_id, ``results`` not a list) is
  one Rejection; a tuple whose score ``parse_number`` cannot read ("No", "-", "ResNet-18") or
  without a metric name is one Rejection.
* ``source_record_id`` is ``<arxiv_id>/<i>`` (i = position in ``results``, from 0). The split
  is not part of it: 548 papers are annotated identically in both test splits, and the second
  copy is then reported by the loader as a duplicate record instead of loading every result
  of those papers twice.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from etl.records import InputError, RawRecord, Rejection
from etl.sources.common import cell_text, parse_cell, text_of, too_deep
from etl.sources.jsonl import parsed_lines


def sniff(head: str, path: Path) -> bool:
    first = next((line for line in head.splitlines() if line.strip()), "")
    try:
        obj = json.loads(first)
    except (json.JSONDecodeError, RecursionError):
        return False
    return (isinstance(obj, dict) and "arxiv_id" in obj and isinstance(obj.get("results"), list)
            and "title" not in obj and "abstract" not in obj)


def read(source, options) -> Iterator[RawRecord | Rejection]:
    if not any(error is None for *_, error in parsed_lines(source.head.splitlines()[:50])):
        raise InputError(f"{source.path}: not JSON Lines (no line is a JSON object)")
    return _records(parsed_lines(source.lines()), options)



def _line_problem(obj) -> str | None:
    if not isinstance(obj, dict):
        return "not a JSON object"
    if too_deep(obj):
        return "JSON nested too deeply"
    if not text_of(obj.get("arxiv_id")):
        return "no arxiv_id"
    if not isinstance(obj.get("results"), list):
        return "results is not a list"
    if not obj["results"]:
        return "no leaderboard result (unanswerable)"
    return None


def _records(lines, options) -> Iterator[RawRecord | Rejection]:
    record_no = 0
    for _, line, obj, error in lines:
        problem = error or _line_problem(obj)
        if problem:
            record_no += 1
            yield Rejection(record_no, line, problem)
            continue
        arxiv_id = text_of(obj["arxiv_id"])
        for i, result in enumerate(obj["results"]):
            record_no += 1
            raw = json.dumps({"arxiv_id": arxiv_id, "split": obj.get("split"), "result": result},
                             ensure_ascii=False)
            if not isinstance(result, dict):
                yield Rejection(record_no, raw, "result is not a JSON object")
                continue
            metric, score = text_of(result.get("metric")), result.get("score")
            task, dataset = text_of(result.get("task")) or None, text_of(result.get("dataset")) or None
            where = f"(metric {metric or '?'}, task {task}, dataset {dataset})"
            if not metric:
                yield Rejection(record_no, raw, f"no metric name {where}")
                continue
            parsed = parse_cell(score)
            if parsed is None:
                yield Rejection(record_no, raw, f"not a number: {score!r} {where}")
                continue
            value, unit = parsed
            fields = {
                "source_record_id": f"{arxiv_id}/{i}",
                "arxiv_id": arxiv_id,
                "results": [{"name": metric, "value": value, "unit": unit,
                             "raw_value": cell_text(score),
                             "task": task, "dataset": dataset, "subject": None}],
            }
            if options.venue:
                fields["venue"] = options.venue
            if options.year:
                fields["year"] = options.year
            yield RawRecord(record_no, raw, fields)

"""Generic JSON Lines: one paper object per line (a JSON array of objects is read the same way).
Fields: id, title, abstract, authors, venue, year, url, pdf_url, code_url, keywords."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from etl.records import RawRecord, Rejection
from etl.sources.common import generic_fields, too_deep


def sniff(head: str, path: Path) -> bool:
    return head.lstrip().startswith(("{", "["))


def read(source, options) -> Iterator[RawRecord | Rejection]:
    if source.head.lstrip().startswith("["):
        document = source.json_array("paper objects")
        items = ((no, json.dumps(obj, ensure_ascii=False), obj, None)
                 for no, obj in enumerate(document, start=1))
    else:
        items = parsed_lines(source.lines())
    return _records(items, options)


def parsed_lines(lines):
    """(record_no, line, parsed object or None, error or None) for each non-blank line."""
    record_no = 0
    for line in lines:
        if not line.strip():
            continue
        record_no += 1
        try:
            yield record_no, line, json.loads(line), None
        except json.JSONDecodeError as exc:
            yield record_no, line, None, f"not valid JSON ({exc.msg}, column {exc.colno})"
        except RecursionError:
            yield record_no, line, None, "JSON nested too deeply"


def _records(items, options) -> Iterator[RawRecord | Rejection]:
    for record_no, raw, obj, error in items:
        if error is None and not isinstance(obj, dict):
            error = "not a JSON object"
        if error is None and too_deep(obj):
            error = "JSON nested too deeply"
        if error is not None:
            yield Rejection(record_no, raw, error)
            continue
        fields = generic_fields(obj)
        if options.venue:
            fields["venue"] = options.venue
        if options.year:
            fields["year"] = options.year
        yield RawRecord(record_no, raw, fields)

"""Generic JSON Lines: one paper object per line (a JSON array of objects is read the same way).
Fields: id, title, abstract, authors, venue, year, url, pdf_url, code_url, keywords."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from etl.records import InputError, RawRecord, Rejection
from etl.sources.common import _MAX_JSON_DEPTH, generic_fields, too_deep


def sniff(head: str, path: Path) -> bool:
    return head.lstrip().startswith(("{", "["))


def read(source, options) -> Iterator[RawRecord | Rejection]:
    if source.head.lstrip().startswith("["):
        items = _document_items(source.json_array("paper objects"))
    else:
        document = _one_object_over_lines(source)
        items = parsed_lines(source.lines()) if document is None else _document_items(document)
    return _records(items, options)


def _document_items(document):
    for no, obj in enumerate(document, start=1):
        # An item nested too deeply is stored cut at the depth limit (json.dumps would recurse).
        yield no, json.dumps(_cut(obj) if too_deep(obj) else obj, ensure_ascii=False), obj, None


def _cut(value, depth: int = 0):
    if depth >= _MAX_JSON_DEPTH:
        return "..."
    if isinstance(value, dict):
        return {k: _cut(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_cut(v, depth + 1) for v in value]
    return value


def _one_object_over_lines(source):
    """The items of a file that is one JSON object written over several lines (pretty-printed),
    or None for JSON Lines: only looked at when the first line is not JSON by itself."""
    first = next((line for line in source.lines() if line.strip()), "")
    try:
        json.loads(first)
        return None
    except RecursionError:
        return None
    except ValueError:
        pass
    try:
        return source.json_array("paper objects", lone_object=True)
    except InputError:
        return None


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

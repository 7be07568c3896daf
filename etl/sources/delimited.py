"""Generic CSV (or TSV): a header row naming the jsonl fields; lists are ';'-separated."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path

from etl.records import InputError, RawRecord, Rejection
from etl.sources.common import GENERIC_FIELDS, generic_fields

_KNOWN_COLUMNS = {alias for aliases in GENERIC_FIELDS.values() for alias in aliases}

csv.field_size_limit(64 * 1024 * 1024)


def _header(head: str) -> tuple[list[str], str] | None:
    first_line = head.split("\n", 1)[0]
    delimiter = "\t" if first_line.count("\t") > first_line.count(",") else ","
    columns = [c.strip().lower() for c in next(csv.reader([first_line], delimiter=delimiter), [])]
    if {"title", "abstract"} & set(columns):
        return columns, delimiter
    return None


def sniff(head: str, path: Path) -> bool:
    return _header(head) is not None


def read(text: str, path: Path, options) -> Iterator[RawRecord | Rejection]:
    header = _header(text[:65536])
    if header is None:
        raise InputError(f"{path}: the first row must name the columns, with title or abstract")
    columns, delimiter = header
    unknown = [c for c in columns if c not in _KNOWN_COLUMNS]
    if len(unknown) == len(columns):
        raise InputError(f"{path}: no known column in the header row")
    return _records(text, columns, delimiter, options)


def _records(text: str, columns: list[str], delimiter: str, options):
    lines = io.StringIO(text, newline="")
    reader = csv.reader(lines, delimiter=delimiter)
    next(reader)
    record_no = 0
    while True:
        start = lines.tell()
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            record_no += 1
            yield Rejection(record_no, text[start:lines.tell()], f"unreadable CSV row ({exc})")
            continue
        raw = text[start:lines.tell()].rstrip("\r\n")
        if not any(cell.strip() for cell in row):
            continue
        record_no += 1
        if len(row) != len(columns):
            yield Rejection(record_no, raw,
                            f"expected {len(columns)} columns, found {len(row)}")
            continue
        fields = generic_fields(dict(zip(columns, row)))
        if options.venue:
            fields["venue"] = options.venue
        if options.year:
            fields["year"] = options.year
        yield RawRecord(record_no, raw, fields)

"""Generic CSV (or TSV): a header row naming the jsonl fields; lists are ';'-separated."""

from __future__ import annotations

import csv
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


def read(source, options) -> Iterator[RawRecord | Rejection]:
    header = _header(source.head)
    if header is None:
        raise InputError(f"{source.path}: the first row must name the columns, with title or "
                         "abstract")
    columns, delimiter = header
    if not set(columns) & _KNOWN_COLUMNS:
        raise InputError(f"{source.path}: no known column in the header row")
    return _records(source.lines(keep_ends=True), columns, delimiter, options)


def _records(lines, columns: list[str], delimiter: str, options):
    consumed: list[str] = []

    def feed():
        for line in lines:
            consumed.append(line)
            yield line

    reader = csv.reader(feed(), delimiter=delimiter)
    next(reader)
    record_no = 0
    while True:
        consumed.clear()
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            record_no += 1
            yield Rejection(record_no, "".join(consumed), f"unreadable CSV row ({exc})")
            continue
        raw = "".join(consumed).rstrip("\r\n")
        if not any(cell.strip() for cell in row):
            continue
        record_no += 1
        if len(row) != len(columns):
            yield Rejection(record_no, raw, f"expected {len(columns)} columns, found {len(row)}")
            continue
        fields = generic_fields(dict(zip(columns, row)))
        if options.venue:
            fields["venue"] = options.venue
        if options.year:
            fields["year"] = options.year
        yield RawRecord(record_no, raw, fields)

"""The plain-text sample: a first line '<Venue> <Year> Papers', then abstracts separated by
blank lines. It carries no titles and no ids: a record's id is a digest of its abstract."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from pathlib import Path

from etl.records import InputError, RawRecord

_HEADER = re.compile(r"^\s*(?P<venue>[A-Za-z][\w&.\- ]*?)\s+(?P<year>(?:19|20)\d\d)\s+Papers\s*$")
_BLANK_LINES = re.compile(r"\n[ \t]*\n")


def sniff(head: str, path: Path) -> bool:
    return bool(_HEADER.match(head.split("\n", 1)[0]))


def read(source, options) -> Iterator[RawRecord]:
    path = source.path
    header, _, body = source.text().replace("\r\n", "\n").partition("\n")
    match = _HEADER.match(header)
    if not match and (options.venue is None or options.year is None):
        raise InputError(f"{path}: the first line must be '<Venue> <Year> Papers' "
                         "(or give --venue and --year)")
    venue = options.venue or match.group("venue").strip()
    year = options.year or int(match.group("year"))
    return _records(body, venue, year)


def _records(body: str, venue: str, year: int) -> Iterator[RawRecord]:
    blocks = (b.strip() for b in _BLANK_LINES.split(body))
    for record_no, block in enumerate((b for b in blocks if b), start=1):
        digest = hashlib.sha1(block.encode("utf-8")).hexdigest()[:16]
        yield RawRecord(record_no, block, {
            "source_record_id": f"{venue}/{year}/{digest}",
            "abstract": block,
            "venue": venue,
            "year": year,
        })

"""The icml.cc 'Events' JSON export: a JSON array of {type, name, virtualsite_url,
speakers/authors, abstract}. Only Posters are papers; other events are rejected as such."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

from etl.records import RawRecord, Rejection

_SITE_URL = re.compile(
    r"^https?://(?:www\.)?(?P<host>[^/]+)/+virtual/(?P<year>\d{4})/(?P<kind>[a-z\-]+)/(?P<id>\d+)",
    re.IGNORECASE,
)


def sniff(head: str, path: Path) -> bool:
    return head.lstrip().startswith("[") and '"virtualsite_url"' in head and '"speakers/authors"' in head


def read(source, options) -> Iterator[RawRecord | Rejection]:
    return _records(source.json_array("events"), options)


def _records(events, options) -> Iterator[RawRecord | Rejection]:
    for record_no, event in enumerate(events, start=1):
        raw = json.dumps(event, ensure_ascii=False)
        if not isinstance(event, dict):
            yield Rejection(record_no, raw, "not a JSON object")
            continue
        if event.get("type") != "Poster":
            yield Rejection(record_no, raw, f"not a paper: event type {event.get('type')!r}")
            continue
        match = _SITE_URL.match(str(event.get("virtualsite_url") or ""))
        if not match:
            yield Rejection(record_no, raw, "no poster id: virtualsite_url is missing or unusual")
            continue
        venue = options.venue or match.group("host").split(".")[0].upper()
        year = options.year or int(match.group("year"))
        host = match.group("host").lower()
        yield RawRecord(record_no, raw, {
            "source_record_id": f"{venue}/{year}/{match.group('id')}",
            "poster_id": match.group("id"),
            "title": event.get("name"),
            "abstract": event.get("abstract"),
            "authors": [a for a in re.split(r"\s*,\s*", event.get("speakers/authors") or "") if a],
            "venue": venue,
            "year": year,
            "url": f"https://{host}/virtual/{match.group('year')}/poster/{match.group('id')}",
        })

"""Pieces shared by the readers: text and leaderboard-cell helpers, and the generic paper fields."""

from __future__ import annotations

import json
import re

from etl.extract.metrics import parse_number

# The documented fields of the generic jsonl/csv formats (see README), with accepted aliases.
GENERIC_FIELDS = {
    "id": ("id", "paper_id"),
    "title": ("title",),
    "abstract": ("abstract",),
    "authors": ("authors", "author"),
    "venue": ("venue", "conference"),
    "year": ("year",),
    "url": ("url",),
    "pdf_url": ("pdf_url", "pdf"),
    "code_url": ("code_url", "code_urls", "github", "code"),
    "keywords": ("keywords",),
    "track": ("track",),
    "status": ("status",),
    "arxiv_id": ("arxiv_id",),
    "doi": ("doi",),
    "openreview_id": ("openreview_id",),
}

_LIST_SEPARATOR = re.compile(r"\s*;\s*")
_MAX_JSON_DEPTH = 64


def too_deep(value, depth: int = 0) -> bool:
    """True when a parsed value nests deeper than any paper record plausibly does."""
    if depth > _MAX_JSON_DEPTH:
        return True
    if isinstance(value, dict):
        return any(too_deep(v, depth + 1) for v in value.values())
    if isinstance(value, list):
        return any(too_deep(v, depth + 1) for v in value)
    return False


def split_list(value) -> list:
    """A list field given as a list, or as one ';'-separated string."""
    if value is None:
        return []
    if isinstance(value, list):
        return value
    if isinstance(value, str):
        return [v for v in _LIST_SEPARATOR.split(value) if v]
    return [value]


def generic_fields(obj: dict) -> dict:
    """Map a generic jsonl/csv object onto RawRecord field names (unknown keys are ignored)."""
    fields = {}
    for name, aliases in GENERIC_FIELDS.items():
        for alias in aliases:
            if obj.get(alias) not in (None, ""):
                fields[name] = obj[alias]
                break
    if "code_url" in fields:
        fields["code_urls"] = split_list(fields.pop("code_url"))
    if "keywords" in fields:
        fields["keywords"] = split_list(fields["keywords"])
    if "authors" in fields:
        fields["authors"] = split_list(fields["authors"])
    if "id" in fields:
        fields["source_record_id"] = str(fields.pop("id"))
    return fields


def text_of(value) -> str:
    """A field's text, stripped; "" for anything that is not a string."""
    return value.strip() if isinstance(value, str) else ""


# Characters leaderboard scrapes leave around numbers (BOM, zero-width space, direction marks).
_INVISIBLE = "\ufeff\u200b\u200e\u200f "


def cell_text(cell) -> str:
    """A leaderboard cell as written (numbers that came as JSON numbers in their JSON form)."""
    return cell if isinstance(cell, str) else json.dumps(cell)


def parse_cell(cell) -> tuple[float, str | None] | None:
    """(value, unit) of a leaderboard cell, or None when it holds no number."""
    return parse_number(cell.strip(_INVISIBLE) if isinstance(cell, str) else cell)

"""Pieces shared by the readers: JSON parsing with a clear error, and the generic paper fields."""

from __future__ import annotations

import re

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

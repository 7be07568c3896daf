"""Sources: read one input format and yield RawRecord or Rejection, nothing else.

The format is detected from the content (`--format` overrides). Each reader gets the decoded
text of the whole file; bytes that are not UTF-8 are kept as surrogate escapes so that only the
records containing them are rejected, not the file.
"""

from __future__ import annotations

import gzip
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from etl.records import InputError, RawRecord, Rejection
from etl.sources import delimited, icml_events, jsonl, leaderboards, paperlists, pwc, seed_text


@dataclass(frozen=True)
class SourceOptions:
    venue: str | None = None
    year: int | None = None


@dataclass(frozen=True)
class SourceFormat:
    name: str
    description: str
    sniff: Callable[[str, Path], bool]
    read: Callable[[str, Path, SourceOptions], Iterator[RawRecord | Rejection]]


# Detection order matters: the specific JSON shapes come before the generic ones.
FORMATS = {
    f.name: f
    for f in (
        SourceFormat("icml-events", "icml.cc Events JSON export", icml_events.sniff, icml_events.read),
        SourceFormat("paperlists", "Paper Copilot / OpenReview paper list (a JSON array per "
                     "venue and year)", paperlists.sniff, paperlists.read),
        SourceFormat("pwc-papers", "Papers with Code papers-with-abstracts.json",
                     pwc.sniff_papers, pwc.read_papers),
        SourceFormat("pwc-links", "Papers with Code links-between-papers-and-code.json",
                     pwc.sniff_links, pwc.read_links),
        SourceFormat("pwc-results", "Papers with Code evaluation-tables.json (sota-extractor "
                     "format): one record per metric cell", pwc.sniff_results, pwc.read_results),
        SourceFormat("sota-leaderboards", "SOTA? leaderboards.jsonl: one record per (task, "
                     "dataset, metric, score) of an arXiv paper", leaderboards.sniff,
                     leaderboards.read),
        SourceFormat("seed-text", "'<Venue> <Year> Papers' then blank-line-separated abstracts",
                     seed_text.sniff, seed_text.read),
        SourceFormat("jsonl", "one JSON object per line (or a JSON array of objects)",
                     jsonl.sniff, jsonl.read),
        SourceFormat("csv", "comma- or tab-separated with a header row", delimited.sniff,
                     delimited.read),
    )
}

_SNIFF_CHARS = 65536
# More undecodable bytes than this share of the file means it is not text at all.
_MAX_BAD_BYTE_SHARE = 0.01


def read_input_text(path: Path) -> str:
    """The file's text (gunzipped when gzip), or InputError when it is not a text file."""
    if not path.exists():
        raise InputError(f"{path}: no such file")
    if path.is_dir():
        raise InputError(f"{path}: is a folder, not a file")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror})") from None
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as exc:
            raise InputError(f"{path}: damaged gzip file ({exc})") from None
    text = data.decode("utf-8", errors="surrogateescape")
    if text.startswith("\ufeff"):
        text = text[1:]
    bad = sum(1 for c in text if "\udc80" <= c <= "\udcff")
    if bad > max(8, _MAX_BAD_BYTE_SHARE * len(text)) or "\x00" in text[:_SNIFF_CHARS]:
        raise InputError(f"{path}: not a UTF-8 text file")
    if not text.strip():
        raise InputError(f"{path}: the file is empty")
    return text


def detect_format(text: str, path: Path) -> SourceFormat:
    head = text[:_SNIFF_CHARS]
    for source_format in FORMATS.values():
        if source_format.sniff(head, path):
            return source_format
    raise InputError(
        f"{path}: unknown format (supported: {', '.join(FORMATS)}; use --format to choose)"
    )


def open_source(path: Path, format_name: str | None, options: SourceOptions
                ) -> tuple[SourceFormat, Iterator[RawRecord | Rejection]]:
    """Check the whole input and pick its reader; raises InputError before anything is read."""
    text = read_input_text(path)
    if format_name is None:
        source_format = detect_format(text, path)
    elif format_name in FORMATS:
        source_format = FORMATS[format_name]
    else:
        raise InputError(f"unknown format {format_name!r} (supported: {', '.join(FORMATS)})")
    return source_format, source_format.read(text, path, options)

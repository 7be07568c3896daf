"""Sources: read one input format and yield RawRecord or Rejection, nothing else.

The format is detected from the content (`--format` overrides). Each reader gets a
SourceInput (see input.py): the file streamed and checked as a whole before any record.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from etl.records import InputError, RawRecord, Rejection
from etl.sources.input import SourceInput
from etl.sources import delimited, icml_events, jsonl, leaderboards, paperlists, pwc, seed_text


@dataclass(frozen=True)
class SourceOptions:
    venue: str | None = None
    year: int | None = None


@dataclass(frozen=True)
class SourceFormat:
    name: str
    description: str
    sniff: Callable[[str, Path], bool]   # (first 64 KiB of text, path) -> is it this format?
    read: Callable[[SourceInput, SourceOptions], Iterator[RawRecord | Rejection]]


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

def detect_format(source: SourceInput) -> SourceFormat:
    for source_format in FORMATS.values():
        if source_format.sniff(source.head, source.path):
            return source_format
    raise InputError(f"{source.path}: unknown format (supported: {', '.join(FORMATS)}; "
                     "use --format to choose)")


def open_source(path: Path, format_name: str | None, options: SourceOptions
                ) -> tuple[SourceFormat, Iterator[RawRecord | Rejection]]:
    """Check the whole input and pick its reader; raises InputError before any record is read."""
    if format_name is not None and format_name not in FORMATS:
        raise InputError(f"unknown format {format_name!r} (supported: {', '.join(FORMATS)})")
    source = SourceInput(path)
    source_format = FORMATS[format_name] if format_name else detect_format(source)
    return source_format, source_format.read(source, options)

"""Merge all source records of one paper into one record. Pure and order-independent.

Field precedence (documented in the README): proceedings exports first, then OpenReview/Paper
Copilot lists, then Papers with Code, then generic jsonl/csv, then the plain-text sample; a
non-empty value never loses to an empty one; ties go to the smaller source_record_id.
Author keywords, code URLs, results and code links are the union over all sources.
"""

from __future__ import annotations

from collections.abc import Iterable

from etl.records import PAPER_FIELDS, Author, MergedPaper, PaperRecord

SOURCE_PRECEDENCE = ("icml-events", "paperlists", "pwc-papers", "pwc-links", "pwc-results",
                     "sota-leaderboards", "jsonl", "csv", "seed-text")
_RANK = {name: rank for rank, name in enumerate(SOURCE_PRECEDENCE)}


def precedence_key(record: PaperRecord) -> tuple[int, str]:
    return _RANK.get(record.source_format, len(_RANK)), record.source_record_id


def merge_records(records: Iterable[PaperRecord]) -> MergedPaper:
    ordered = sorted(records, key=precedence_key)
    fields = {}
    for name in PAPER_FIELDS:
        fields[name] = next((getattr(r, name) for r in ordered if getattr(r, name)), None)
    return MergedPaper(
        fields=fields,
        authors=_merge_authors(ordered),
        author_keywords=_union(k for r in ordered for k in r.keywords),
        code_urls=_union(u for r in ordered for u in r.code_urls),
        results=_distinct(d for r in ordered for d in r.results),
        code_links=_distinct(d for r in ordered for d in r.code_links),
    )


def _merge_authors(ordered: list[PaperRecord]) -> tuple[Author, ...]:
    """The author list of the best source that has one; affiliations missing there are taken,
    by position, from the best other source listing the same number of authors."""
    with_authors = [r.authors for r in ordered if r.authors]
    if not with_authors:
        return ()
    best = with_authors[0]
    merged = []
    for position, author in enumerate(best):
        affiliation = author.affiliation or next(
            (other[position].affiliation for other in with_authors[1:]
             if len(other) == len(best) and other[position].affiliation),
            None,
        )
        merged.append(Author(author.name, affiliation))
    return tuple(merged)


def _distinct(items: Iterable[dict]) -> tuple[dict, ...]:
    """Result or code-link dicts without exact repeats (several sources may carry the same)."""
    seen = {}
    for item in items:
        seen.setdefault(tuple(sorted(item.items(), key=lambda kv: kv[0])), item)
    return tuple(seen.values())


def _union(values: Iterable[str]) -> tuple[str, ...]:
    seen = {}
    for value in values:
        seen.setdefault(value.casefold(), value)
    return tuple(seen.values())

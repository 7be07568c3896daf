"""Everything derived from one merged paper: code links, results, acronyms, keywords and its
summary row. Pure.

Extraction runs on the normalised abstract; offsets are mapped back to the stored abstract.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import chain

from etl.extract.acronyms import extract_acronyms
from etl.extract.claims import sota_claim
from etl.extract.keywords import (KeywordAnalysis, analyse, lookup_keys, normalise_author_keyword,
                                  rank_keywords)
from etl.extract.links import canonical_code_link, extract_code_links
from etl.extract.metrics import extract_metrics
from etl.identity import author_key
from etl.normalise import NormalisedText, normalise_text
from etl.records import MergedPaper

MAX_KEYWORDS = 10


@dataclass(frozen=True)
class Derived:
    authors: list[dict]  # authorships: one per author whose name has a key (etl.identity)
    code_links: list[dict]
    metrics: list[dict]
    acronyms: list[dict]
    keywords: list[dict]
    summary: dict


@dataclass(frozen=True)
class PaperText:
    """A paper's abstract normalised once, with its keyword analysis (terms for corpus_term)."""

    normalised: NormalisedText
    terms: frozenset[str]
    keywords: KeywordAnalysis | None = None  # None without an abstract
    lookups: frozenset[str] = frozenset()  # the corpus counts its ranking reads


def read_text(paper: MergedPaper) -> PaperText:
    normalised = normalise_text(paper.fields.get("abstract") or "")
    analysis = analyse(paper.fields.get("title"), normalised.text) if normalised.text else None
    if analysis is None:
        return PaperText(normalised, frozenset())
    return PaperText(normalised, analysis.terms, analysis, lookup_keys(analysis))


def corpus_changes(texts: list[PaperText], before: list[MergedPaper | None]
                   ) -> tuple[dict[str, int], set[str]]:
    """What the papers change in the corpus counts: per term, the papers that gained it less
    those that lost it (before[i] is paper i as stored, None when new; zeros dropped); and
    the terms whose counts ranking their keywords reads."""
    old_terms = [read_text(old).terms if old is not None else frozenset() for old in before]
    delta = Counter(chain.from_iterable(t.terms - old for t, old in zip(texts, old_terms)))
    delta.subtract(chain.from_iterable(old - t.terms for t, old in zip(texts, old_terms)))
    return {term: d for term, d in delta.items() if d}, set().union(*(t.lookups for t in texts))


def derive(paper_id: str, paper: MergedPaper, paper_text: PaperText,
           document_count: Mapping[str, int], n_documents: int) -> Derived:
    normalised = paper_text.normalised
    text = normalised.text
    keywords = _keywords(paper_id, paper, paper_text.keywords, document_count, n_documents)
    mentions_sota, claims_sota = sota_claim(text)
    authors = [{"paper_id": paper_id, "position": position, "name": a.name,
                "name_key": author_key(a.name), "affiliation": a.affiliation}
               for position, a in enumerate(paper.authors, start=1)]
    authors = [row for row in authors if row["name_key"]]
    return Derived(
        authors=authors,
        code_links=_code_links(paper_id, paper, text),
        metrics=_metrics(paper_id, normalised) + _reported_results(paper_id, paper),
        acronyms=[
            {"paper_id": paper_id, "acronym": a.acronym, "long_form": a.long_form,
             "is_proposed": a.is_proposed}
            for a in _first_per_key(extract_acronyms(text), lambda a: a.acronym)
        ],
        keywords=keywords,
        summary={
            "paper_id": paper_id,
            **{field: paper.fields.get(field) for field in ("venue", "year", "status")},
            "authors": len(authors),
            "extracted_keywords": sum(k["provenance"] == "extracted" for k in keywords),
            "author_keywords": sum(k["provenance"] == "author" for k in keywords),
            "mentions_sota": mentions_sota, "claims_sota": claims_sota,
        },
    )


_NO_FLAGS = {"is_official": None, "mentioned_in_paper": None, "mentioned_in_github": None,
             "framework": None}


def _code_links(paper_id: str, paper: MergedPaper, text: str) -> list[dict]:
    """One row per URL; when several sources name it, Papers with Code (which carries the
    official flag) wins over source metadata, which wins over the abstract."""
    found = [(canonical_code_link(d["url"]), "pwc", d) for d in paper.code_links]
    found += [(canonical_code_link(url), "metadata", _NO_FLAGS) for url in paper.code_urls]
    found += [(link, "abstract", _NO_FLAGS) for link in extract_code_links(text)]
    rows: dict[str, dict] = {}
    for link, provenance, flags in found:
        if link is None:
            continue
        rows.setdefault(link.url.casefold(), {
            "paper_id": paper_id, "url": link.url, "host": link.host, "owner": link.owner,
            "repo": link.repo, "kind": link.kind, "provenance": provenance,
            **{name: flags.get(name) for name in _NO_FLAGS},
        })
    return list(rows.values())


def _metrics(paper_id: str, normalised) -> list[dict]:
    rows = []
    for ordinal, m in enumerate(extract_metrics(normalised.text), start=1):
        start, end = normalised.to_original(m.char_start, m.char_end)
        rows.append({
            "metric_id": f"{paper_id}-a{ordinal}", "paper_id": paper_id, "name": m.name,
            "value": m.value, "unit": m.unit, "kind": m.kind,
            "baseline_value": m.baseline_value, "qualifier": m.qualifier, "subject": m.subject,
            "task": None, "dataset": None, "evidence": m.evidence, "char_start": start,
            "char_end": end, "raw_value": m.raw_value, "provenance": "abstract",
        })
    return rows


def _reported_results(paper_id: str, paper: MergedPaper) -> list[dict]:
    """Results a source reported as data (leaderboards), in a stable order for stable ids."""
    ordered = sorted(paper.results, key=lambda r: tuple(
        str(r.get(k)) for k in ("task", "dataset", "name", "subject", "value", "raw_value")))
    return [{
        "metric_id": f"{paper_id}-p{ordinal}", "paper_id": paper_id, "name": r["name"],
        "value": r["value"], "unit": r.get("unit"), "kind": "score", "baseline_value": None,
        "qualifier": None, "subject": r.get("subject"), "task": r.get("task"),
        "dataset": r.get("dataset"), "evidence": None, "char_start": None, "char_end": None,
        "raw_value": r.get("raw_value"), "provenance": "pwc",
    } for ordinal, r in enumerate(ordered, start=1)]


def _keywords(paper_id: str, paper: MergedPaper, analysis: KeywordAnalysis | None,
              document_count: Mapping[str, int], n_documents: int) -> list[dict]:
    rows = []
    if analysis is not None:
        extracted = rank_keywords(analysis, document_count, n_documents, limit=MAX_KEYWORDS)
        rows += [{"paper_id": paper_id, "keyword": k.keyword, "rank": rank, "score": k.score,
                  "provenance": "extracted"}
                 for rank, k in enumerate(_first_per_key(extracted, lambda k: k.keyword), 1)]
    authored = (normalise_author_keyword(k) for k in paper.author_keywords)
    rows += [{"paper_id": paper_id, "keyword": k, "rank": rank, "score": None,
              "provenance": "author"}
             for rank, k in enumerate(_first_per_key((k for k in authored if k), str), 1)]
    return rows


def _first_per_key(items, key):
    seen = set()
    result = []
    for item in items:
        if key(item) not in seen:
            seen.add(key(item))
            result.append(item)
    return result

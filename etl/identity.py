"""Identity keys: which source records describe the same paper, and stable paper ids.

Keys are deliberately simple and self-contained: they are stored in paper_identifier, so any
change to them would split papers loaded before the change from those loaded after.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

from etl.records import PaperRecord

# Strongest first: a match on an earlier scheme wins over a later one.
SCHEMES = (
    "openreview", "arxiv", "doi", "proceedings", "poster", "title_year", "abstract", "title",
    "record",
)
_RANK = {scheme: rank for rank, scheme in enumerate(SCHEMES)}
# A paper has at most one key of each of these schemes: two records whose keys of one of them
# differ are two papers, even when their titles or abstracts match (e.g. a paper submitted
# twice to OpenReview).
EXCLUSIVE_SCHEMES = frozenset({"openreview", "arxiv", "doi", "proceedings", "poster"})

_LATEX_COMMAND = re.compile(r"\\[a-zA-Z]+")
_NOT_ALNUM = re.compile(r"[^a-z0-9]+")
_NOT_ALNUM_BYTES = bytes(b for b in range(256) if not (48 <= b <= 57 or 97 <= b <= 122))
_ARXIV_VERSION = re.compile(r"v\d+$")


def text_key(text: str) -> str:
    """Lower-case ASCII letters and digits only: immune to accents, LaTeX, spacing, punctuation."""
    if not text.isascii():
        decomposed = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in decomposed if not unicodedata.combining(c))
        if not text.isascii():
            return _NOT_ALNUM.sub("", _LATEX_COMMAND.sub("", text).lower())
    if "\\" in text:
        text = _LATEX_COMMAND.sub("", text)
    # Deleting bytes is ~4x faster than the regular expression (every abstract is keyed).
    return text.lower().encode("ascii").translate(None, _NOT_ALNUM_BYTES).decode("ascii")


def _digest(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:20]


def arxiv_key(arxiv_id: str) -> str:
    return _ARXIV_VERSION.sub("", arxiv_id.strip().lower().removeprefix("arxiv:"))


def identity_keys(record: PaperRecord) -> list[tuple[str, str]]:
    """The (scheme, value) keys of a record, strongest first."""
    keys = []
    if record.openreview_id:
        keys.append(("openreview", record.openreview_id.strip()))
    if record.arxiv_id:
        keys.append(("arxiv", arxiv_key(record.arxiv_id)))
    if record.doi:
        keys.append(("doi", record.doi.strip().lower().removeprefix("https://doi.org/")))
    if record.proceedings_url:
        keys.append(("proceedings", record.proceedings_url.strip().lower().rstrip("/")))
    if record.poster_id and record.venue and record.year:
        keys.append(("poster", f"{text_key(record.venue)}{record.year}/{record.poster_id}"))
    title = text_key(record.title) if record.title else ""
    if title and record.year and len(title) >= 8:
        keys.append(("title_year", f"{record.year}/{title}"))
    abstract = text_key(record.abstract) if record.abstract else ""
    if len(abstract) >= 40:
        keys.append(("abstract", _digest(abstract)))
    if title and not record.year and len(title) >= 8:
        # A record that knows no year (a Papers with Code link) can only go by its title.
        keys.append(("title", title))
    if not keys:
        # Too little to recognise the paper by: only this very record identifies it.
        keys.append(("record", f"{record.source_format}/{record.source_record_id}"))
    return keys


def stored_keys(record: PaperRecord, keys: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The keys stored for a record: its identity keys (given, as computed for matching), plus
    its title alone when it has a year, so that year-less records can find it (but two titled
    records with years are never matched by title alone)."""
    if record.title and record.year:
        title = text_key(record.title)
        if len(title) >= 8:
            return [*keys, ("title", title)]
    return keys


def scheme_rank(scheme: str) -> int:
    return _RANK[scheme]


def exclusive_keys(keys) -> dict[str, str]:
    return {scheme: value for scheme, value in keys if scheme in EXCLUSIVE_SCHEMES}


def conflicting(a: dict[str, str], b: dict[str, str]) -> bool:
    """True when two sets of exclusive keys name different papers."""
    return any(b.get(scheme, value) != value for scheme, value in a.items())


def paper_id_candidates(keys: list[tuple[str, str]]) -> list[str]:
    """Ids a new paper may get, best first: from its abstract (so the same paper gets the same
    id from any source that carries the abstract: the sample and the proceedings agree whichever
    loads first), else its title and year, else its strongest key. Later candidates serve when
    an earlier one is taken by a twin (same abstract, different OpenReview id). Once assigned,
    an id is never recomputed."""
    by_content = sorted(set(keys), key=lambda k: (k[0] != "abstract", k[0] != "title_year",
                                                  scheme_rank(k[0]), k[1]))
    return ["P" + _digest(f"{scheme}:{value}")[:15] for scheme, value in by_content]


def author_key(name: str) -> str:
    """One key per distinct author name: case, accents, dots, hyphens and spacing are ignored,
    and so are middle initials ("Jane Q. Doe" = "Jane Doe"). Full middle names are kept
    ("José García López" is not "José López"), and a first name is never matched to its initial
    ("J. Doe" stays apart from "Jane Doe": too many different people share an initial)."""
    parts = [text_key(p) for p in re.split(r"[\s.]+", name)]
    parts = [p for p in parts if p]
    if len(parts) > 2:
        parts = [parts[0], *(p for p in parts[1:-1] if len(p) > 1), parts[-1]]
    return " ".join(parts)

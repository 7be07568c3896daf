"""Turn what a source read into a clean PaperRecord, or a Rejection with the reason. Pure."""

from __future__ import annotations

import hashlib
import math
import re
import unicodedata

from etl.records import RESULT_KEYS, Author, PaperRecord, RawRecord, Rejection

_SPACES = re.compile(r"\s+")
# Sources decode with errors="replace": U+FFFD marks bytes that were not UTF-8.
_BAD_BYTE = "\ufffd"
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# A lone surrogate (a JSON escape such as "\\ud800") is not text and cannot be stored.
_SURROGATE = re.compile("[\ud800-\udfff]")
_MIN_YEAR, _MAX_YEAR = 1900, 2100
# A record larger than this is not an abstract but damage (e.g. a whole file in one field).
MAX_TEXT_CHARS = 100_000


def storable(raw: str) -> str:
    """Raw text safe to store: NUL bytes are dropped, lone surrogates become U+FFFD."""
    return _SURROGATE.sub(_BAD_BYTE, raw.replace("\x00", ""))


def _checked(value: str, field: str) -> str:
    if _SURROGATE.search(value):
        raise ValueError(f"{field}: invalid Unicode (a lone surrogate)")
    return value


def _text(value, field: str) -> str | None:
    """A single-line text field: NFC, control characters removed, whitespace collapsed."""
    if value is None:
        return None
    if not isinstance(value, str):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = str(value)
        else:
            raise ValueError(f"{field}: expected text, got {type(value).__name__}")
    value = _checked(value, field)
    value = _SPACES.sub(" ", _CONTROL.sub("", unicodedata.normalize("NFC", value))).strip()
    return value or None


def _abstract(value) -> str | None:
    """Abstracts keep their original characters (offsets refer to them), only trimmed."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"abstract: expected text, got {type(value).__name__}")
    value = _CONTROL.sub("", unicodedata.normalize("NFC", _checked(value, "abstract"))).strip()
    return value or None


def _list(value, field: str) -> tuple:
    """A list field: a list (or tuple), or one text value; anything else is an error."""
    if value is None:
        return ()
    if isinstance(value, (list, tuple)):
        return tuple(value)
    if isinstance(value, str):
        return (value,)
    raise ValueError(f"{field}: expected a list, got {type(value).__name__}")


def _year(value) -> int | None:
    if value in (None, ""):
        return None
    try:
        year = int(str(value).strip())
    except ValueError:
        raise ValueError(f"year: not a number: {value!r}") from None
    if not _MIN_YEAR <= year <= _MAX_YEAR:
        raise ValueError(f"year: out of range: {year}")
    return year


def _authors(value) -> tuple[Author, ...]:
    authors = []
    for item in _list(value, "authors"):
        if isinstance(item, dict):
            name = _text(item.get("name"), "authors: name")
            affiliation = _text(item.get("affiliation"), "authors: affiliation")
        elif isinstance(item, str):
            name, affiliation = _text(item, "authors"), None
        else:
            raise ValueError(f"authors: expected names, got {type(item).__name__}")
        # Lists of rejected or anonymised submissions name "Anonymous": no author to count.
        if name and name.casefold() != "anonymous":
            authors.append(Author(name, affiliation))
    return tuple(authors)


def _texts(value, field: str) -> tuple[str, ...]:
    return tuple(t for t in (_text(v, field) for v in _list(value, field)) if t)


def _dicts(value, field: str) -> list[dict]:
    if value is None:
        return []
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{field}: expected a list, got {type(value).__name__}")
    for item in value:
        if not isinstance(item, dict):
            raise ValueError(f"{field}: expected objects, got {type(item).__name__}")
    return list(value)


def _results(value) -> tuple[dict, ...]:
    """Reported results: a metric name and a finite number are required, the rest is text."""
    results = []
    for item in _dicts(value, "results"):
        name = _text(item.get("name"), "results: name")
        if not name:
            raise ValueError("results: a result without a metric name")
        number = item.get("value")
        if isinstance(number, str):
            try:
                number = float(number.strip())
            except ValueError:
                raise ValueError(f"results: {name}: value is not a number: {number!r}") from None
        if isinstance(number, bool) or not isinstance(number, (int, float)):
            raise ValueError(f"results: {name}: value is not a number: {number!r}")
        try:
            number = float(number)
        except OverflowError:  # an integer too large for a float
            number = math.inf
        if not math.isfinite(number):
            raise ValueError(f"results: {name}: value is not finite: {number!r}")
        result = {key: _text(item.get(key), f"results: {key}") for key in RESULT_KEYS}
        result.update(name=name, value=float(number))
        results.append(result)
    return tuple(results)


_TRUE = {"true", "yes", "1", "t", "y"}
_FALSE = {"false", "no", "0", "f", "n"}


def _flag(value, field: str) -> bool | None:
    """True/False from a boolean, 0/1 or yes/no text; None (unknown) when missing or empty."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, str) and not value.strip():
        return None
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
        return value.strip().lower() in _TRUE
    raise ValueError(f"code_links: {field}: not a yes/no value: {value!r}")


def _code_links(value) -> tuple[dict, ...]:
    """Code links with provenance: the url is required, the flags are yes/no (or unknown)."""
    links = []
    for item in _dicts(value, "code_links"):
        url = _text(item.get("url"), "code_links: url")
        if not url:
            raise ValueError("code_links: a code link without a url")
        links.append({
            "url": url,
            "is_official": _flag(item.get("is_official"), "is_official"),
            "mentioned_in_paper": _flag(item.get("mentioned_in_paper"), "mentioned_in_paper"),
            "mentioned_in_github": _flag(item.get("mentioned_in_github"), "mentioned_in_github"),
            "framework": _text(item.get("framework"), "code_links: framework"),
        })
    return tuple(links)


def prepare(raw: RawRecord, source_format: str) -> PaperRecord | Rejection:
    if _BAD_BYTE in raw.raw:
        return Rejection(raw.record_no, storable(raw.raw), "invalid UTF-8 bytes in the record")
    f = raw.fields
    try:
        record = PaperRecord(
            source_format=source_format,
            source_record_id=_text(f.get("source_record_id"), "id") or _content_id(f),
            title=_text(f.get("title"), "title"),
            abstract=_abstract(f.get("abstract")),
            venue=_text(f.get("venue"), "venue"),
            year=_year(f.get("year")),
            track=_text(f.get("track"), "track"),
            status=_text(f.get("status"), "status"),
            url=_text(f.get("url"), "url"),
            pdf_url=_text(f.get("pdf_url"), "pdf_url"),
            openreview_id=_text(f.get("openreview_id"), "openreview_id"),
            arxiv_id=_text(f.get("arxiv_id"), "arxiv_id"),
            doi=_text(f.get("doi"), "doi"),
            poster_id=_text(f.get("poster_id"), "poster_id"),
            proceedings_url=_text(f.get("proceedings_url"), "proceedings_url"),
            authors=_authors(f.get("authors")),
            keywords=_texts(f.get("keywords"), "keywords"),
            code_urls=_texts(f.get("code_urls"), "code_url"),
            results=_results(f.get("results")),
            code_links=_code_links(f.get("code_links")),
        )
    except ValueError as exc:
        return Rejection(raw.record_no, storable(raw.raw), str(exc))
    # A paper named only by an identifier is still worth keeping when it brings results or code
    # (leaderboards carry nothing but arXiv ids).
    identified_data = ((record.arxiv_id or record.doi or record.openreview_id)
                       and (record.results or record.code_links))
    if not record.title and not record.abstract and not identified_data:
        return Rejection(raw.record_no, storable(raw.raw), "neither title nor abstract")
    for name in ("title", "abstract"):
        if len(getattr(record, name) or "") > MAX_TEXT_CHARS:
            return Rejection(raw.record_no, storable(raw.raw)[:MAX_TEXT_CHARS],
                             f"{name} longer than {MAX_TEXT_CHARS:,} characters")
    return record


def _content_id(fields: dict) -> str:
    """An id for records that carry none: a digest of their title and abstract."""
    basis = f"{fields.get('title') or ''}\n{fields.get('abstract') or ''}"
    return "sha1:" + hashlib.sha1(basis.encode("utf-8", "surrogatepass")).hexdigest()[:16]

"""The records that flow between stages: what a source read, and the paper record it becomes."""

from __future__ import annotations

from dataclasses import dataclass, field


class InputError(Exception):
    """A whole input the user gave cannot be used (missing, unreadable, unknown format).

    The message is one line meant for the user; nothing has been written when it is raised.
    """


@dataclass(frozen=True)
class RawRecord:
    """One record as a source read it: fields named like PaperRecord's, not yet cleaned."""

    record_no: int
    raw: str
    fields: dict


@dataclass(frozen=True)
class Rejection:
    record_no: int
    raw: str
    reason: str


@dataclass(frozen=True)
class Author:
    name: str
    affiliation: str | None = None


# The keys of one reported result and of one code link (PaperRecord.results / .code_links):
# prepare() gives every dict exactly these keys, missing values as None.
RESULT_KEYS = ("name", "value", "unit", "raw_value", "task", "dataset", "subject")
CODE_LINK_KEYS = ("url", "is_official", "mentioned_in_paper", "mentioned_in_github", "framework")


@dataclass(frozen=True)
class PaperRecord:
    """One source record, normalised: the unit that identity resolution and merging work on."""

    source_format: str
    source_record_id: str
    title: str | None = None
    abstract: str | None = None
    venue: str | None = None
    year: int | None = None
    track: str | None = None
    status: str | None = None
    url: str | None = None
    pdf_url: str | None = None
    openreview_id: str | None = None
    arxiv_id: str | None = None
    doi: str | None = None
    poster_id: str | None = None
    proceedings_url: str | None = None
    authors: tuple[Author, ...] = ()
    keywords: tuple[str, ...] = ()
    code_urls: tuple[str, ...] = ()
    # Reported results, each a dict with the keys RESULT_KEYS (value a finite float).
    results: tuple[dict, ...] = ()
    # Code repositories with provenance, each a dict with the keys CODE_LINK_KEYS.
    code_links: tuple[dict, ...] = ()

    def to_json_dict(self) -> dict:
        """The fields a record contributes, without empties (stored in paper_source.record)."""
        data = {name: getattr(self, name) for name in PAPER_FIELDS}
        data["authors"] = [{k: v for k, v in (("name", a.name), ("affiliation", a.affiliation))
                            if v is not None} for a in self.authors]
        data["keywords"] = list(self.keywords)
        data["code_urls"] = list(self.code_urls)
        for name in ("results", "code_links"):
            data[name] = [{k: v for k, v in d.items() if v is not None}
                          for d in getattr(self, name)]
        return {k: v for k, v in data.items() if v not in (None, "", [])}

    @classmethod
    def from_json_dict(cls, source_format: str, source_record_id: str, data: dict) -> PaperRecord:
        values = dict(data)
        values["authors"] = tuple(Author(**a) for a in values.get("authors", ()))
        values["keywords"] = tuple(values.get("keywords", ()))
        values["code_urls"] = tuple(values.get("code_urls", ()))
        values["results"] = tuple({k: d.get(k) for k in RESULT_KEYS}
                                  for d in values.get("results", ()))
        values["code_links"] = tuple({k: d.get(k) for k in CODE_LINK_KEYS}
                                     for d in values.get("code_links", ()))
        return cls(source_format=source_format, source_record_id=source_record_id, **values)


# Scalar paper fields, in the order of the paper table.
PAPER_FIELDS = (
    "title", "abstract", "venue", "year", "track", "status", "url", "pdf_url",
    "openreview_id", "arxiv_id", "doi", "poster_id", "proceedings_url",
)


@dataclass(frozen=True)
class MergedPaper:
    """A paper as merged from all its source records (see etl.merge)."""

    fields: dict = field(default_factory=dict)
    authors: tuple[Author, ...] = ()
    author_keywords: tuple[str, ...] = ()
    code_urls: tuple[str, ...] = ()
    results: tuple[dict, ...] = ()
    code_links: tuple[dict, ...] = ()

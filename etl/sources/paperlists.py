"""Paper Copilot 'paperlists' (github.com/papercopilot/paperlists): one JSON array per venue and
year, e.g. ``icml2024.json``, of paper objects with ``id``, ``title``, ``track``, ``status``,
``author`` and ``site`` plus, depending on the venue and year, ``abstract``, ``aff``,
``keywords``, ``github``, ``project``, ``pdf``, ``or``/``openreview``, ``proceeding``/``oa`` and
``arxiv``.

Decisions (the fields differ by venue, see ../shared/data/raw/paperlists/SOURCE.md):

* venue and year: ``--venue``/``--year`` first, then the file name (``icml2024.json`` -> ICML
  2024, ``nips2018`` -> NeurIPS 2018), then each record's ``site`` URL (icml.cc/nips.cc/iclr.cc
  virtual pages, ACL Anthology ids, CVF open access, IJCAI proceedings). The names are spelt as
  the icml-events reader spells them ("ICML"), so the poster identity keys agree.
* ``openreview_id`` is taken only from an openreview.net forum URL (``or``, ``openreview`` or
  ``site``): in this copy that is icml2024 (``or``, always equal to ``id``) and iclr2017/2018.
  Every other ``id`` is something else - the icml.cc/nips.cc poster number (icml2018/2019,
  nips2018), a Paper Copilot hash (aistats, colt, uai, wacv, nips2024 ``site_...``), an ACL
  Anthology id (naacl) or ``paperNNN`` (ijcai) - and is used only in ``source_record_id``.
* ``poster_id`` is the number at the end of an icml.cc/neurips.cc/nips.cc/iclr.cc
  ``.../virtual/<year>/poster/<id>`` site URL, as in the icml-events export.
* ``url`` is ``site``; ``proceedings_url`` is ``proceeding`` (PMLR), else ``oa`` (PMLR / NeurIPS
  proceedings page), else ``site`` when the site itself is a proceedings page (PMLR, ACL
  Anthology, CVF, IJCAI).
* ``author`` is ';'-separated, except nips2024 and a few icml2018/2019 records where it is
  ','-separated (used when there is no ';'); HTML entities (``&quot;``) are decoded.
* ``keywords`` are author keywords, except IJCAI's, which are taxonomy labels
  ("Computer Vision: CV: Biometrics, ...") and are left out.
* ``github``/``project`` are passed through raw (the loader canonicalises code links); only
  several values in one field (';' or iclr2018's markdown ' + ') are split.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from pathlib import Path

from etl.records import RawRecord, Rejection
from etl.sources.common import text_of, too_deep

# Paper Copilot's file-name prefixes -> venue names as the other sources spell them.
VENUE_NAMES = {
    "icml": "ICML", "nips": "NeurIPS", "neurips": "NeurIPS", "iclr": "ICLR",
    "aistats": "AISTATS", "uai": "UAI", "colt": "COLT", "naacl": "NAACL", "wacv": "WACV",
    "ijcai": "IJCAI", "acl": "ACL", "emnlp": "EMNLP", "eacl": "EACL", "coling": "COLING",
    "cvpr": "CVPR", "iccv": "ICCV", "eccv": "ECCV", "aaai": "AAAI", "kdd": "KDD", "www": "WWW",
    "colm": "COLM", "corl": "CoRL", "rss": "RSS", "icra": "ICRA", "iros": "IROS",
    "siggraph": "SIGGRAPH", "siggraphasia": "SIGGRAPH Asia", "acmmm": "ACM MM",
    "automl": "AutoML", "alt": "ALT", "mlsys": "MLSys", "3dv": "3DV", "interspeech": "Interspeech",
}
_VIRTUAL_HOSTS = {"icml.cc": "ICML", "nips.cc": "NeurIPS", "neurips.cc": "NeurIPS",
                  "iclr.cc": "ICLR"}

_FILE_NAME = re.compile(r"^(?P<venue>[a-z]+?)(?P<year>(?:19|20)\d\d)(?!\d)", re.IGNORECASE)
_VIRTUAL_URL = re.compile(
    r"^https?://(?:www\.)?(?P<host>[^/]+)/+virtual/(?P<year>\d{4})/(?P<kind>[a-z\-]+)/(?P<id>\d+)",
    re.IGNORECASE)
_OPENREVIEW_URL = re.compile(
    r"^https?://(?:www\.)?openreview\.net/(?:forum|pdf)\?id=(?P<id>[^&#\s]+)", re.IGNORECASE)
_ANTHOLOGY_ID = re.compile(r"aclanthology\.org/(?P<year>\d{4})\.(?:findings-)?(?P<venue>[a-z]+)",
                           re.IGNORECASE)
_CVF_URL = re.compile(r"openaccess\.thecvf\.com/content/(?P<venue>[A-Za-z]+)_?(?P<year>\d{4})",
                      re.IGNORECASE)
_IJCAI_URL = re.compile(r"ijcai\.org/proceedings/(?P<year>\d{4})/", re.IGNORECASE)
_PROCEEDINGS_HOSTS = ("proceedings.mlr.press", "aclanthology.org", "openaccess.thecvf.com",
                      "ijcai.org/proceedings", "papers.nips.cc", "proceedings.neurips.cc")
# IJCAI 'keywords' look like "Computer Vision: CV: Biometrics, face, gesture and pose recognition".
_TAXONOMY_LABEL = re.compile(r"^[^:;]+:\s*[A-Z][A-Za-z&]{1,6}:\s")
# Several code/project links in one field: ';'-separated, or iclr2018's markdown joined by ' + '.
_LINK_SEPARATOR = re.compile(r"\s*;\s*|\s+\+\s+")
_KEYS = ('"id"', '"title"', '"author"', '"site"', '"status"', '"track"')


def sniff(head: str, path: Path) -> bool:
    return head.lstrip().startswith("[") and all(
        re.search(re.escape(key) + r"\s*:", head) for key in _KEYS)


def read(source, options) -> Iterator[RawRecord | Rejection]:
    papers = source.json_array("paper objects (Paper Copilot list)")
    file_venue, file_year = _venue_year_from_name(source.path)
    return _records(papers, file_venue, file_year, options)


def _venue_year_from_name(path: Path) -> tuple[str | None, int | None]:
    name = path.name.lower()
    for suffix in (".gz", ".json"):
        name = name.removesuffix(suffix)
    match = _FILE_NAME.match(name)
    if match:
        prefix = match.group("venue").lower()
        return VENUE_NAMES.get(prefix, prefix.upper()), int(match.group("year"))
    if name.lower() in VENUE_NAMES:
        return VENUE_NAMES[name.lower()], None
    return None, None


def _venue_year_from_site(site: str) -> tuple[str | None, int | None]:
    match = _VIRTUAL_URL.match(site)
    if match:
        return _VIRTUAL_HOSTS.get(match.group("host").lower()), int(match.group("year"))
    for pattern in (_ANTHOLOGY_ID, _CVF_URL):
        match = pattern.search(site)
        if match:
            return (VENUE_NAMES.get(match.group("venue").lower(), match.group("venue").upper()),
                    int(match.group("year")))
    match = _IJCAI_URL.search(site)
    if match:
        return "IJCAI", int(match.group("year"))
    return None, None



def _authors(paper: dict) -> list[dict]:
    names_text = html.unescape(text_of(paper.get("author")))
    separator = ";" if ";" in names_text else ","
    names = [n.strip() for n in names_text.split(separator)]
    affiliations = [a.strip() for a in html.unescape(text_of(paper.get("aff"))).split(";")]
    if len(affiliations) != len(names):
        # The lists do not line up (icml2024 often leaves out empty affiliations instead of
        # keeping their slot), so pairing by position would give authors the wrong
        # affiliation: keep the names and leave every affiliation unknown.
        affiliations = [""] * len(names)
    return [{"name": name, "affiliation": affiliation or None}
            for name, affiliation in zip(names, affiliations) if name]


def _links(*values) -> list[str]:
    links = []
    for value in values:
        links.extend(v for v in _LINK_SEPARATOR.split(text_of(value)) if v)
    return links


def _openreview_id(paper: dict) -> str | None:
    for key in ("or", "openreview", "site"):
        match = _OPENREVIEW_URL.match(text_of(paper.get(key)))
        if match:
            return match.group("id")
    return None


def _proceedings_url(paper: dict, site: str) -> str | None:
    for key in ("proceeding", "oa"):
        if text_of(paper.get(key)):
            return text_of(paper[key])
    if any(host in site.lower() for host in _PROCEEDINGS_HOSTS):
        return site
    return None


def _keywords(paper: dict, venue: str | None) -> list[str]:
    keywords = [k.strip() for k in text_of(paper.get("keywords")).split(";") if k.strip()]
    if venue == "IJCAI" or any(_TAXONOMY_LABEL.match(k) for k in keywords):
        return []
    return keywords


def _records(papers: list, file_venue, file_year, options) -> Iterator[RawRecord | Rejection]:
    for record_no, paper in enumerate(papers, start=1):
        raw = json.dumps(paper, ensure_ascii=False)
        if not isinstance(paper, dict):
            yield Rejection(record_no, raw, "not a JSON object")
            continue
        if too_deep(paper):
            yield Rejection(record_no, raw, "JSON nested too deeply")
            continue
        paper_id = text_of(str(paper.get("id") or ""))
        if not paper_id:
            yield Rejection(record_no, raw, "no id")
            continue
        site = text_of(paper.get("site"))
        site_venue, site_year = _venue_year_from_site(site)
        source_venue = file_venue or site_venue
        venue = options.venue or source_venue
        year = options.year or file_year or site_year
        virtual = _VIRTUAL_URL.match(site)
        poster_id = (virtual.group("id") if virtual and virtual.group("kind").lower() == "poster"
                     and virtual.group("host").lower() in _VIRTUAL_HOSTS else None)
        fields = {
            "source_record_id": f"{venue}/{year}/{paper_id}",
            "openreview_id": _openreview_id(paper),
            "arxiv_id": text_of(paper.get("arxiv")) or None,
            "title": paper.get("title"),
            "abstract": paper.get("abstract") or None,
            "status": paper.get("status") or None,
            "track": paper.get("track") or None,
            "authors": _authors(paper),
            "keywords": _keywords(paper, source_venue),
            "code_urls": _links(paper.get("github"), paper.get("project")),
            "url": site or None,
            "pdf_url": text_of(paper.get("pdf")) or None,
            "proceedings_url": _proceedings_url(paper, site),
            "poster_id": poster_id,
            "venue": venue,
            "year": year,
        }
        yield RawRecord(record_no, raw, {k: v for k, v in fields.items() if v not in (None, [])})

"""Code links in (normalised) abstract text: guidelines section 1.

Every URL in the text that points to code, a project page, a model, a data set or a demo is a
record; URLs to papers (arXiv, OpenReview, DOI, proceedings, ...) are not.  URLs are repaired
(space or line break put inside them by PDF conversion, footnote digit glued in front, missing
colon after the scheme) and canonicalised: https, lower-case host, no ``www.``, no trailing
sentence punctuation unless balanced, no ``.git``, ``#fragment``, ``?query`` or trailing ``/``;
GitHub/GitLab/Bitbucket/Hugging Face URLs stop at ``owner/repo``.

Choices the guidelines leave open (documented here, applied by both public functions):

* A GitHub/GitLab/Bitbucket URL with an owner but no repository (an organisation or user page)
  is kept by ``extract_code_links`` as kind ``other`` (owner set, repo None) because the text
  points there for code; ``canonical_code_link`` returns None for it, since a metadata "code"
  value must name a repository to be useful.
* ``huggingface.co/<owner>/<name>`` is a ``model``, ``/datasets/...`` a ``dataset``,
  ``/spaces/...`` a ``demo``; a bare ``huggingface.co/<owner>`` is a ``model`` with repo None.
* ``anonymous.4open.science/r/<name>`` is a ``repository`` with owner None and repo ``<name>``.
* Data archives (Kaggle data sets, Zenodo, Figshare, PhysioNet, Dataverse) are ``dataset``;
  Colab notebooks and video sites are ``demo``; URL shorteners are ``other``; package indexes
  (PyPI, npm, CRAN, conda) are ``repository``; any other web site is a ``project_page``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["CodeLinkFound", "extract_code_links", "canonical_code_link"]


@dataclass(frozen=True)
class CodeLinkFound:
    url: str
    host: str
    owner: str | None
    repo: str | None
    kind: str
    char_start: int
    char_end: int


# ---------------------------------------------------------------------------------------------
# Finding URL candidates
# ---------------------------------------------------------------------------------------------

_BODY_CHARS = r"[^\s<>\"\[\]{}|\\^`]"
_KNOWN_BARE = (
    r"(?:gist\.github\.com|github\.com|gitlab\.com|bitbucket\.org|huggingface\.co|"
    r"anonymous\.4open\.science|codeberg\.org|gitee\.com)/"
)
_URL_RE = re.compile(
    r"(?:(?<![A-Za-z])(?P<scheme>[Hh] ?[Tt] ?[Tt] ?[Pp] ?[Ss]? ?(?::|;)? ?/ ?/ ?)"
    r"|(?<![\w.@/-])(?P<www>www\.)"
    r"|(?<![\w.@/-])(?=" + _KNOWN_BARE + r"|[A-Za-z0-9][A-Za-z0-9-]*\.github\.io\b))"
    r"(?P<body>" + _BODY_CHARS + r"+)"
)
# Every _URL_RE match holds one of these: a scheme's "//" (or "/ /"), "www." or a known host
# (_KNOWN_BARE, or a github.io site). A text without them has no URL, and most abstracts are
# spared the scan, which is slow (it tries every position).
_URL_MARKERS = ("//", "/ /", "www.", "github.com/", "gitlab.com/", "bitbucket.org/",
                "huggingface.co/", "anonymous.4open.science/", "codeberg.org/", "gitee.com/",
                ".github.io")
_CONT_RE = re.compile(r" (" + _BODY_CHARS + r"+)")
_HOST_CONT_RE = re.compile(r"\.?[A-Za-z0-9][A-Za-z0-9.-]*(?:[/:]|\.?$|\.(?=\s|$))")
_CODE_HOSTS = {"github.com", "gitlab.com", "bitbucket.org", "huggingface.co", "codeberg.org", "gitee.com"}
_TRAIL_PUNCT = ".,;:!?'\"*"
_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}
_NOT_REPO_WORDS = {
    "and", "or", "for", "the", "a", "an", "in", "on", "at", "to", "with", "we", "our", "code",
    "is", "are", "which", "that", "this", "as", "by", "from", "of",
}

_PAPER_HOSTS = (
    "arxiv.org", "openreview.net", "doi.org", "proceedings.mlr.press", "mlr.press",
    "aclanthology.org", "aclweb.org", "papers.nips.cc", "proceedings.neurips.cc", "neurips.cc",
    "icml.cc", "iclr.cc", "dl.acm.org", "ieeexplore.ieee.org", "link.springer.com",
    "sciencedirect.com", "semanticscholar.org", "biorxiv.org", "medrxiv.org", "ssrn.com",
    "papers.ssrn.com", "jmlr.org", "researchgate.net", "ncbi.nlm.nih.gov", "pubmed.gov",
    "openaccess.thecvf.com", "ojs.aaai.org", "aaai.org", "ijcai.org", "nature.com",
    "science.org", "pnas.org", "scholar.google.com", "chemrxiv.org", "psyarxiv.com",
    "osf.io", "tandfonline.com", "wiley.com", "onlinelibrary.wiley.com", "academic.oup.com",
    "jstor.org", "mdpi.com", "frontiersin.org", "plos.org", "journals.plos.org", "hal.science",
    "hal.archives-ouvertes.fr", "alphaxiv.org", "paperswithcode.com", "dblp.org",
)
_DATASET_HOSTS = ("zenodo.org", "figshare.com", "physionet.org", "dataverse.harvard.edu", "data.mendeley.com")
_DEMO_HOSTS = ("colab.research.google.com", "youtube.com", "youtu.be", "vimeo.com", "gradio.live", "replicate.com")
_SHORTENERS = ("bit.ly", "tinyurl.com", "goo.gl", "t.co", "ow.ly", "is.gd", "shorturl.at", "rb.gy")
_PACKAGE_HOSTS = ("pypi.org", "npmjs.com", "cran.r-project.org", "anaconda.org", "crates.io")
_REPO_STOP = {"tree", "blob", "raw", "issues", "pulls", "pull", "wiki", "wikis", "releases",
              "commits", "commit", "-", "merge_requests", "archive", "src", "blame", "actions",
              "tags", "branches", "discussions", "network", "graphs", "projects", "compare"}
_GITHUB_RESERVED = {"orgs", "users", "topics", "features", "marketplace", "sponsors", "settings",
                    "about", "pricing", "collections", "explore", "search", "login", "join",
                    "notifications", "trending", "site", "apps", "enterprise", "readme", "events"}


def _host_matches(host: str, suffixes) -> bool:
    return any(host == s or host.endswith("." + s) for s in suffixes)


def _strip_trailing(url: str) -> str:
    """Drop trailing sentence punctuation and unbalanced closing brackets."""
    while url:
        ch = url[-1]
        if ch in _TRAIL_PUNCT:
            url = url[:-1]
        elif ch in _CLOSERS:
            if url.count(ch) > url.count(_CLOSERS[ch]):
                url = url[:-1]
            else:
                break
        else:
            break
    return url


def _needs_continuation(body: str) -> str | None:
    """Why the URL so far looks cut by a space: 'host', 'path' or None (complete)."""
    slash = body.find("/")
    host = body if slash < 0 else body[:slash]
    if slash < 0:
        if "." not in host or host.endswith(".") or host.endswith("-"):
            return "host"
        return None
    if body.endswith(("_", "-")):
        return "path"
    lower = host.lower()
    if lower.startswith("www."):
        lower = lower[4:]
    if lower in _CODE_HOSTS and body.endswith("/"):
        segs = [s for s in body[slash + 1:].split("/") if s]
        if len(segs) < 2:
            return "path"
    return None


def _scan(text: str):
    """Yield (start, end, raw_url) of URL candidates; ``raw_url`` has damage removed."""
    pos = 0
    while True:
        m = _URL_RE.search(text, pos)
        if m is None:
            return
        start = m.start()
        body = m.group("body")
        end = m.end()
        # join pieces split by spaces (PDF line breaks), at most a few times
        for _ in range(3):
            why = _needs_continuation(_strip_trailing(body) if not body.endswith((".", "-", "_", "/")) else body)
            if why is None:
                break
            c = _CONT_RE.match(text, end)
            if c is None:
                break
            piece = c.group(1)
            if why == "host":
                if not _HOST_CONT_RE.match(piece):
                    break
            else:
                word = _strip_trailing(piece)
                if not word or word.lower() in _NOT_REPO_WORDS or not re.match(r"[\w.-]", word):
                    break
            body += piece
            end = c.end()
        scheme = m.group("scheme")
        if scheme is not None and scheme.replace(" ", "").lower().startswith("https"):
            prefix = "https://"
        elif scheme is not None:
            prefix = "http://"
        else:
            prefix = "https://"
        raw = prefix + body
        stripped = _strip_trailing(raw)
        end -= len(raw) - len(stripped)
        while end > start and text[end - 1].isspace():
            end -= 1
        pos = max(end, start + 1)
        if end > start and len(stripped) > len(prefix):
            yield start, end, stripped


# ---------------------------------------------------------------------------------------------
# Canonicalisation and classification
# ---------------------------------------------------------------------------------------------

_SCHEME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


def _canonical(raw: str) -> tuple[str, str, str | None, str | None, str] | None:
    """(url, host, owner, repo, kind) for one raw URL, or None if it is not a code link."""
    url = _strip_trailing(raw.strip())
    url = _SCHEME_RE.sub("", url)
    url = url.split("#", 1)[0].split("?", 1)[0]
    url = _strip_trailing(url)
    slash = url.find("/")
    host = (url if slash < 0 else url[:slash]).lower().rstrip(".")
    path = "" if slash < 0 else url[slash + 1:]
    if "@" in host:
        host = host.rsplit("@", 1)[1]
    host = host.split(":", 1)[0] if host.count(":") == 1 and host.split(":", 1)[1].isdigit() else host
    while host.startswith("www."):
        host = host[4:]
    if not host or "." not in host or not re.fullmatch(r"[a-z0-9.-]+", host) or host.endswith("."):
        return None
    tld = host.rsplit(".", 1)[1]
    if not tld.isalpha() or len(tld) < 2:
        return None
    segs = [s for s in path.split("/") if s]
    if segs and segs[-1].lower().endswith(".git") and len(segs[-1]) > 4:
        segs[-1] = segs[-1][:-4]
    if _host_matches(host, _PAPER_HOSTS):
        return None
    owner = repo = None
    kind = "project_page"
    out_segs = segs
    if host in ("github.com", "bitbucket.org", "codeberg.org", "gitee.com"):
        if not segs or segs[0].lower() in _GITHUB_RESERVED:
            return None
        owner = segs[0]
        if len(segs) >= 2 and segs[1].lower() not in _REPO_STOP:
            repo = segs[1]
            kind = "repository"
            out_segs = segs[:2]
        else:
            kind = "other"
            out_segs = segs[:1]
    elif host == "gist.github.com":
        kind = "repository"
        out_segs = segs[:2]
        if len(segs) >= 2:
            owner, repo = segs[0], segs[1]
        elif segs:
            repo = segs[0]
    elif host == "gitlab.com":
        cut = []
        for s in segs:
            if s.lower() in _REPO_STOP:
                break
            cut.append(s)
        if not cut or cut[0].lower() in {"explore", "users", "help", "dashboard"}:
            return None
        if len(cut) >= 2:
            owner, repo = "/".join(cut[:-1]), cut[-1]
            kind = "repository"
        else:
            owner = cut[0]
            kind = "other"
        out_segs = cut
    elif host == "huggingface.co" or host == "hf.co":
        if not segs:
            kind = "other"
        elif segs[0] == "papers":
            return None
        elif segs[0] in ("datasets", "spaces"):
            kind = "dataset" if segs[0] == "datasets" else "demo"
            rest = segs[1:]
            out_segs = segs[:3]
            if len(rest) >= 2:
                owner, repo = rest[0], rest[1]
            elif rest:
                owner = rest[0] if kind == "demo" else None
                repo = None if kind == "demo" else rest[0]
        else:
            kind = "model"
            owner = segs[0]
            if len(segs) >= 2 and segs[1].lower() not in _REPO_STOP:
                repo = segs[1]
                out_segs = segs[:2]
            else:
                out_segs = segs[:1]
    elif host.endswith(".github.io") and host != "github.io":
        owner = url[:slash if slash >= 0 else len(url)].split(".github.io")[0]
        owner = owner.rsplit("@", 1)[-1]
        if owner.lower().startswith("www."):
            owner = owner[4:]
        host = "github.io"
        repo = segs[0] if segs else None
        kind = "project_page"
        return (_join("https://" + owner.lower() + ".github.io", segs), host, owner, repo, kind)
    elif host == "anonymous.4open.science":
        kind = "repository"
        if len(segs) >= 2 and segs[0] == "r":
            repo = segs[1]
            out_segs = segs[:2]
    elif _host_matches(host, _DATASET_HOSTS) or (host == "kaggle.com" and segs[:1] in (["datasets"], ["competitions"])):
        kind = "dataset"
    elif _host_matches(host, _DEMO_HOSTS):
        kind = "demo"
    elif _host_matches(host, _SHORTENERS):
        kind = "other"
    elif _host_matches(host, _PACKAGE_HOSTS):
        kind = "repository"
    return (_join("https://" + host, out_segs), host, owner, repo, kind)


def _join(base: str, segs: list[str]) -> str:
    url = base + ("/" + "/".join(segs) if segs else "")
    while url.endswith("/"):
        url = url[:-1]
    return url


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------

def extract_code_links(text: object) -> list[CodeLinkFound]:
    """All code links in text, in order of appearance, de-duplicated case-insensitively by url
    (none when text is not a string)."""
    if not isinstance(text, str) or not text or not any(marker in text for marker in _URL_MARKERS):
        return []
    found: list[CodeLinkFound] = []
    seen: set[str] = set()
    for start, end, raw in _scan(text):
        canon = _canonical(raw)
        if canon is None:
            continue
        url, host, owner, repo, kind = canon
        key = url.lower()
        if key in seen:
            continue
        seen.add(key)
        found.append(CodeLinkFound(url, host, owner, repo, kind, start, end))
    return found


_BADGE_RE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_MD_TARGET_RE = re.compile(r"\]\(\s*<?([^()\s<>]+)>?\s*\)")


def canonical_code_link(value: object) -> CodeLinkFound | None:
    """Clean ONE messy metadata value into a code link, or None if it is not one.

    Accepts bare hosts ("www.github.com/x/y"), markdown and badge links
    ("[![github](badge)](https://github.com/a/b)"), deep links ("github.com/a/b/tree/main"),
    LaTeX ``\\url{}``/``\\href{}{}``.  Returns None for paper URLs, junk, and GitHub-like URLs
    that name only an owner (no repository).  The span is the whole value (0..len).
    """
    if not isinstance(value, str):
        return None
    v = value.strip()
    if not v:
        return None
    v = _BADGE_RE.sub("", v)
    md = _MD_TARGET_RE.findall(v)
    candidates: list[str] = []
    candidates.extend(md)
    latex = re.findall(r"\\(?:url|href)\s*\{([^{}]*)\}", v)
    candidates.extend(latex)
    candidates.extend(raw for _, _, raw in _scan(v))
    if not candidates and re.fullmatch(r"[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?:/\S*)?", v):
        candidates.append(v)
    for raw in candidates:
        raw = "".join(raw.split())
        if not _SCHEME_RE.match(raw):
            raw = "https://" + raw
        canon = _canonical(raw)
        if canon is None:
            continue
        url, host, owner, repo, kind = canon
        if host in ("github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "gitee.com") and repo is None:
            return None
        return CodeLinkFound(url, host, owner, repo, kind, 0, len(value))
    return None

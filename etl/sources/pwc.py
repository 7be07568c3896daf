"""Papers with Code dumps (paperswithcode-data), three formats, each a JSON array (gzip or not):

* ``pwc-papers`` - ``papers-with-abstracts.json``: one paper per object {paper_url, arxiv_id,
  title, abstract, url_abs, url_pdf, proceeding, authors[], tasks[], methods[], date}.
  ``year`` and ``venue`` come from ``proceeding`` when it names a conference
  ("ICML 2019 6" = venue, year, month) - the venue's year, not the arXiv date, so that venue and
  year belong together; otherwise ``year`` is the year of ``date`` and there is no venue.
  ``tasks`` and ``methods`` are PwC's own labels, not author keywords, and are not read.
* ``pwc-links`` - ``links-between-papers-and-code.json``: one paper-repository pair per object;
  the repository becomes one ``code_links`` entry with PwC's provenance flags.
* ``pwc-results`` - ``evaluation-tables.json`` (the "sota-extractor" format): tasks with
  recursive ``subtasks`` and ``datasets`` (with recursive ``subdatasets``), each with a
  ``sota`` table of rows {model_name, paper_title, paper_url, paper_date, code_links[],
  metrics{name: value}}. A record is ONE METRIC CELL of a row:

  - ``task`` is the (sub)task's own name: a subtask ("Chunking" under "Shallow Syntax") is the
    more specific task, as on paperswithcode.com; the whole path is in ``source_record_id``.
  - ``dataset`` is the dataset name, with subdataset names appended after " / "
    ("CoNLL-2014 Shared Task / Restricted"), since a subdataset name alone ("Restricted") means
    nothing.
  - ``subject`` is the row's ``model_name``.
  - a cell that ``etl.extract.metrics.parse_number`` cannot read ("-", "N/A", "") is rejected;
    so is every cell of a row that names no paper (neither ``paper_title`` nor ``paper_url``:
    SQuAD-style leaderboard entries of unpublished systems).
  - ``source_record_id`` = task path | dataset path | model | paper url | metric, which is
    stable across dumps (a cell repeated under the same key is a duplicate for the loader).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

from etl.records import RawRecord, Rejection
from etl.sources.common import cell_text, parse_cell, split_list, text_of, too_deep
from etl.sources.paperlists import VENUE_NAMES

_ARXIV_URL = re.compile(
    r"^https?://(?:www\.|export\.)?arxiv\.org/(?:abs|pdf)/"
    r"(?P<id>\d{4}\.\d{4,5}|[a-z][a-z.\-]*/\d{7})(?:v\d+)?(?:\.pdf)?/?$", re.IGNORECASE)
_PROCEEDING = re.compile(
    r"^(?P<venue>[A-Za-z][\w&.\- ]*?)\s+(?P<year>(?:19|20)\d\d)(?:\s+\d{1,2})?$")
_YEAR = re.compile(r"^\s*(?P<year>(?:19|20)\d\d)\b")
# Characters that are not part of a number but sometimes lead a cell (a BOM, zero-width space).


def _key(name: str) -> str:
    return r'"' + name + r'"\s*:'


def _has_keys(head: str, *names: str) -> bool:
    return all(re.search(_key(n), head) for n in names)


def sniff_papers(head: str, path: Path) -> bool:
    return (head.lstrip().startswith("[")
            and _has_keys(head, "paper_url", "url_abs", "abstract")
            and not _has_keys(head, "repo_url"))


def sniff_links(head: str, path: Path) -> bool:
    return head.lstrip().startswith("[") and _has_keys(head, "paper_url", "repo_url",
                                                       "is_official")


def sniff_results(head: str, path: Path) -> bool:
    # A single task object is accepted too (sota-extractor's example file is one). The task name
    # may come after a large "datasets" list (keys sorted), so a dataset's "sota" table with its
    # rows also identifies the format.
    return head.lstrip().startswith(("[", "{")) and (
        (_has_keys(head, "task") and (_has_keys(head, "datasets") or _has_keys(head, "subtasks")))
        or _has_keys(head, "datasets", "sota", "rows"))



def arxiv_id_from_url(url: str) -> str | None:
    """The arXiv id (without version) of an arxiv.org abs/pdf URL, else None."""
    match = _ARXIV_URL.match(text_of(url))
    return match.group("id") if match else None


def _year(date) -> int | None:
    match = _YEAR.match(text_of(date))
    return int(match.group("year")) if match else None


def _venue_year(proceeding) -> tuple[str | None, int | None]:
    """("ICML", 2019) from "ICML 2019 6"; (None, None) when it names no conference."""
    match = _PROCEEDING.match(text_of(proceeding))
    if not match:
        return None, None
    venue = match.group("venue").strip()
    return VENUE_NAMES.get(venue.lower().replace(" ", ""), venue), int(match.group("year"))


def _objects(items: list, convert) -> Iterator[RawRecord | Rejection]:
    for record_no, obj in enumerate(items, start=1):
        raw = json.dumps(obj, ensure_ascii=False)
        if not isinstance(obj, dict):
            yield Rejection(record_no, raw, "not a JSON object")
        elif too_deep(obj):
            yield Rejection(record_no, raw, "JSON nested too deeply")
        else:
            fields = convert(obj)
            if isinstance(fields, str):
                yield Rejection(record_no, raw, fields)
            else:
                yield RawRecord(record_no, raw, {k: v for k, v in fields.items()
                                                 if v not in (None, "", [])})


# --- papers-with-abstracts -------------------------------------------------------------------

def read_papers(source, options) -> Iterator[RawRecord | Rejection]:
    papers = source.json_array("papers (Papers with Code papers-with-abstracts)")

    def convert(paper: dict) -> dict | str:
        paper_url = text_of(paper.get("paper_url"))
        if not paper_url:
            return "no paper_url"
        venue, year = _venue_year(paper.get("proceeding"))
        return {
            "source_record_id": paper_url,
            "title": paper.get("title"),
            "abstract": paper.get("abstract"),
            "arxiv_id": text_of(paper.get("arxiv_id")),
            "url": text_of(paper.get("url_abs")),
            "pdf_url": text_of(paper.get("url_pdf")),
            "authors": split_list(paper.get("authors")),
            "venue": options.venue or venue,
            "year": options.year or year or _year(paper.get("date")),
        }

    return _objects(papers, convert)


# --- links-between-papers-and-code -----------------------------------------------------------

def read_links(source, options) -> Iterator[RawRecord | Rejection]:
    links = source.json_array("paper-code links (Papers with Code links-between-papers-and-code)")

    def convert(link: dict) -> dict | str:
        paper_url, repo_url = text_of(link.get("paper_url")), text_of(link.get("repo_url"))
        if not repo_url:
            return "no repo_url"
        if not paper_url:
            return "no paper_url"
        return {
            "source_record_id": f"{paper_url} {repo_url}",
            "title": link.get("paper_title"),
            "arxiv_id": text_of(link.get("paper_arxiv_id")),
            "url": text_of(link.get("paper_url_abs")),
            "pdf_url": text_of(link.get("paper_url_pdf")),
            "code_links": [{
                "url": repo_url,
                "is_official": link.get("is_official"),
                "mentioned_in_paper": link.get("mentioned_in_paper"),
                "mentioned_in_github": link.get("mentioned_in_github"),
                "framework": text_of(link.get("framework")) or None,
            }],
            "venue": options.venue,
            "year": options.year,
        }

    return _objects(links, convert)


# --- evaluation-tables -----------------------------------------------------------------------

def read_results(source, options) -> Iterator[RawRecord | Rejection]:
    tasks = source.json_array("tasks (sota-extractor format)", lone_object=True)
    return _cell_records(_cells(tasks), options)


def _name(obj: dict, *keys: str) -> str:
    for key in keys:
        if text_of(obj.get(key)):
            return text_of(obj[key])
    return "?"


def _cells(tasks: list, task_path: tuple[str, ...] = ()):
    """(task path, dataset path, row, metric name, cell, problem) for every metric cell, in
    file order; problem is set when the structure around the cell is broken."""
    for task in tasks:
        if not isinstance(task, dict):
            yield task_path, (), {"task": task}, None, None, "task is not a JSON object"
            continue
        if not task_path and too_deep(task):
            yield task_path, (), {"task": task.get("task")}, None, None, "task nested too deeply"
            continue
        path = task_path + (_name(task, "task"),)
        yield from _dataset_cells(task.get("datasets") or [], path, ())
        subtasks = task.get("subtasks") or []
        if isinstance(subtasks, list):
            yield from _cells(subtasks, path)


def _dataset_cells(datasets, task_path, dataset_path):
    if not isinstance(datasets, list):
        return
    for dataset in datasets:
        if not isinstance(dataset, dict):
            yield task_path, dataset_path, {"dataset": dataset}, None, None, \
                "dataset is not a JSON object"
            continue
        path = dataset_path + (_name(dataset, "dataset", "subdataset"),)
        sota = dataset.get("sota") if isinstance(dataset.get("sota"), dict) else {}
        rows = sota.get("rows") if isinstance(sota.get("rows"), list) else []
        for row in rows:
            metrics = row.get("metrics") if isinstance(row, dict) else None
            if not isinstance(metrics, dict):
                yield task_path, path, row, None, None, "result row without a metrics object"
                continue
            for metric, cell in metrics.items():
                yield task_path, path, row, metric, cell, None
        yield from _dataset_cells(dataset.get("subdatasets") or [], task_path, path)


def _cell_records(cells, options) -> Iterator[RawRecord | Rejection]:
    for record_no, (task_path, dataset_path, row, metric, cell, problem) in enumerate(cells, 1):
        task, dataset = task_path[-1] if task_path else None, " / ".join(dataset_path) or None
        model = text_of(row.get("model_name")) if isinstance(row, dict) else ""
        raw = json.dumps({"task": " > ".join(task_path), "dataset": dataset, "row": row,
                          "metric": metric}, ensure_ascii=False)
        if problem:
            yield Rejection(record_no, raw, problem)
            continue
        where = f"(metric {metric}, model {model or '?'}, dataset {dataset})"
        title, paper_url = text_of(row.get("paper_title")), text_of(row.get("paper_url"))
        if not title and not paper_url:
            yield Rejection(record_no, raw, f"no paper: the row has neither paper_title nor "
                                            f"paper_url {where}")
            continue
        written = cell_text(cell)
        parsed = parse_cell(cell)
        if parsed is None:
            yield Rejection(record_no, raw, f"not a number: {written!r} {where}")
            continue
        value, unit = parsed
        code_links = row.get("code_links") if isinstance(row.get("code_links"), list) else []
        fields = {
            "source_record_id": " | ".join((" > ".join(task_path), " / ".join(dataset_path),
                                            model, paper_url, str(metric))),
            "title": title or None,
            "url": paper_url or None,
            "arxiv_id": arxiv_id_from_url(paper_url),
            "year": options.year or _year(row.get("paper_date")),
            "venue": options.venue,
            "code_urls": [text_of(c.get("url")) for c in code_links
                          if isinstance(c, dict) and text_of(c.get("url"))],
            "results": [{"name": metric, "value": value, "unit": unit, "raw_value": written,
                         "task": task, "dataset": dataset, "subject": model or None}],
        }
        yield RawRecord(record_no, raw, {k: v for k, v in fields.items() if v not in (None, [])})

"""Papers with Code readers (papers, links, evaluation tables), the SOTA? leaderboards reader, and
prepare() of the results / code_links they produce."""

from __future__ import annotations

import gzip
import json
import math
import re
from collections import Counter
from pathlib import Path

import pytest

from etl.prepare import prepare
from etl.records import InputError, PaperRecord, RawRecord, Rejection
from etl.sources.input import SourceInput
from etl.sources import SourceOptions, detect_format, open_source

RAW = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "raw"
EVALTABLES = RAW / "pwc-evaltables-samples"
LEADERBOARDS = RAW / "sota-leaderboards" / "leaderboards.jsonl"
SAMPLE_NAMES = ["chexpert.json", "cmrc.json", "coqa.json", "eff.json", "hotpotqa.json",
                "nlp-progress.json", "ogb.json", "record.json", "redditsota.json", "snli.json",
                "squad.json"]


def real(path: Path) -> Path:
    if not path.exists():
        pytest.skip(f"third-party data not available: {path} (the tests read ../shared/data/raw)")
    return path


def read_all(path: Path, format_name: str | None = None, options=SourceOptions()):
    source_format, items = open_source(path, format_name, options)
    return source_format.name, list(items)


# --- evaluation tables: counted independently of the reader ----------------------------------

# What a careful analyst accepts as a number in a leaderboard cell: a plain number, optionally
# with %, a thousand/million/billion suffix, a trailing *, "± err", "/second value" or a "(note)".
_NUMBER = r"[+-]?\d+(?:\.\d+)?"
_NUMERIC_CELL = re.compile(rf"^{_NUMBER}(?:%|[kMB]|\*|\s*±\s*{_NUMBER}|/{_NUMBER}|\s*\(.*\))?$")


def numeric(cell) -> bool:
    if isinstance(cell, (int, float)) and not isinstance(cell, bool):
        return True
    return isinstance(cell, str) and bool(_NUMERIC_CELL.match(cell.strip().lstrip("\ufeff")))


def plain_float(cell) -> float | None:
    try:
        return float(cell)
    except (TypeError, ValueError):
        return None


def expected_cells(path: Path) -> tuple[Counter, int]:
    """(task, dataset, model, metric, plain float or None) of every loadable cell; the number
    of all cells."""
    loadable, total = Counter(), 0

    def datasets(items, task, names):
        nonlocal total
        for d in items:
            dataset = names + [d.get("dataset") or d.get("subdataset")]
            for row in d.get("sota", {}).get("rows", []):
                for metric, cell in row["metrics"].items():
                    total += 1
                    if (row["paper_title"] or row["paper_url"]) and numeric(cell):
                        model = row["model_name"].strip() or None
                        loadable[(task, " / ".join(dataset), model, metric,
                                  plain_float(cell))] += 1
            datasets(d.get("subdatasets", []), task, dataset)

    def tasks(items):
        for t in items:
            datasets(t.get("datasets", []), t["task"], [])
            tasks(t.get("subtasks", []))

    tasks(json.loads(path.read_text(encoding="utf-8")))
    return loadable, total


@pytest.mark.parametrize("name", SAMPLE_NAMES)
def test_each_evaluation_table_yields_one_record_per_numeric_cell(name):
    path = real(EVALTABLES / name)
    assert detect_format(SourceInput(path)).name == "pwc-results"
    format_name, items = read_all(path)
    assert format_name == "pwc-results"
    loadable, total = expected_cells(path)
    raws = [i for i in items if isinstance(i, RawRecord)]
    assert len(items) == total
    assert len(raws) == sum(loadable.values())
    assert len(items) - len(raws) == total - sum(loadable.values())
    got = Counter()
    for r in raws:
        (result,) = r.fields["results"]
        got[(result["task"], result["dataset"], result["subject"], result["name"],
             result["value"] if plain_float(result["raw_value"]) is not None else None)] += 1
        assert r.fields.get("title") or r.fields.get("url")
    assert got == loadable
    assert [i.record_no for i in items] == list(range(1, len(items) + 1))


def test_evaluation_table_cells_in_detail():
    path = real(EVALTABLES / "nlp-progress.json")
    _, items = read_all(path)
    raws = [i for i in items if isinstance(i, RawRecord)]
    rejections = [i for i in items if isinstance(i, Rejection)]
    # A subtask's cells are filed under the subtask; a subdataset under "dataset / subdataset".
    crim = next(r for r in raws if r.fields["results"][0]["subject"] == "CRIM (2018)"
                and r.fields["results"][0]["name"] == "MRR")
    assert crim.fields["results"][0] == {
        "name": "MRR", "value": 36.1, "unit": None, "raw_value": "36.10",
        "task": "Hypernym Discovery", "dataset": "SemEval 2018 / General", "subject": "CRIM (2018)"}
    assert crim.fields["source_record_id"].startswith("Taxonomy Learning > Hypernym Discovery | ")
    dash = next(r for r in rejections if r.reason.startswith("not a number: '-' "))
    assert re.fullmatch(r"not a number: '-' \(metric .+, model .+, dataset .+\)", dash.reason)
    assert len({r.fields["source_record_id"] for r in raws}) > 0.95 * len(raws)

    # arXiv URLs give the id without version.
    eff = [i for i in read_all(real(EVALTABLES / "eff.json"))[1] if isinstance(i, RawRecord)]
    versioned = [r for r in eff if re.search(r"arxiv\.org/abs/\d{4}\.\d+v\d", r.fields.get("url", ""))]
    assert len(versioned) > 100
    assert all(re.fullmatch(r"\d{4}\.\d{4,5}", r.fields["arxiv_id"]) for r in versioned)

    squad = read_all(real(EVALTABLES / "squad.json"))[1]
    no_paper = [i for i in squad if isinstance(i, Rejection)]
    assert no_paper and all(r.reason.startswith("no paper: ") for r in no_paper)
    ogb = [i for i in read_all(real(EVALTABLES / "ogb.json"))[1] if isinstance(i, RawRecord)]
    with_code = [r for r in ogb if r.fields.get("code_urls")]
    assert len(with_code) > 100
    assert all(u.startswith("https://github.com/") for r in with_code for u in r.fields["code_urls"])
    percent = [r for r in raws if r.fields["results"][0]["raw_value"].endswith("%")]
    assert all(r.fields["results"][0]["unit"] == "%" for r in percent)


def test_evaluation_table_records_prepare_into_results():
    path = real(EVALTABLES / "coqa.json")
    _, items = read_all(path)
    records = [prepare(i, "pwc-results") for i in items if isinstance(i, RawRecord)]
    assert records and all(isinstance(r, PaperRecord) for r in records)
    assert all(len(r.results) == 1 and math.isfinite(r.results[0]["value"]) for r in records)


def test_the_documented_example_is_not_valid_json():
    path = real(EVALTABLES / "example_json_format.json")
    assert detect_format(SourceInput(path)).name == "pwc-results"
    with pytest.raises(InputError, match=r"example_json_format\.json: not valid JSON"):
        open_source(path, None, SourceOptions())


def test_a_single_task_object_and_broken_structure(tmp_path):
    task = {"task": "QA", "datasets": [
        {"dataset": "D", "sota": {"metrics": ["F1"], "rows": [
            {"model_name": "M", "paper_title": "P", "paper_url": "https://arxiv.org/pdf/1901.00001v3.pdf",
             "paper_date": "2019-01-02", "code_links": [{"title": "x", "url": "https://github.com/a/b"}],
             "metrics": {"F1": "93.8 ± 0.2", "EM": "N/A", "Acc": 71}},
            {"model_name": "broken", "metrics": None}]}},
        "not a dataset"]}
    path = tmp_path / "one-task.json"
    path.write_text(json.dumps(task))
    name, items = read_all(path)
    assert name == "pwc-results"
    assert [type(i).__name__ for i in items] == ["RawRecord", "Rejection", "RawRecord",
                                                 "Rejection", "Rejection"]
    first = items[0].fields
    assert first["arxiv_id"] == "1901.00001" and first["year"] == 2019
    assert first["code_urls"] == ["https://github.com/a/b"]
    assert first["results"][0]["value"] == 93.8 and first["results"][0]["raw_value"] == "93.8 ± 0.2"
    assert items[1].reason == "not a number: 'N/A' (metric EM, model M, dataset D)"
    assert items[2].fields["results"][0]["raw_value"] == "71"
    assert items[3].reason == "result row without a metrics object"
    assert items[4].reason == "dataset is not a JSON object"
    with pytest.raises(InputError, match="expected a JSON array of tasks"):
        path.write_text('"text"')
        read_all(path, "pwc-results")


# --- papers-with-abstracts and links-between-papers-and-code fixtures ------------------------

PAPERS = [
    {"paper_url": "https://paperswithcode.com/paper/attention-is-all-you-need",
     "arxiv_id": "1706.03762", "title": "Attention Is All You Need",
     "abstract": "The dominant sequence transduction models are based on recurrent networks.",
     "url_abs": "https://arxiv.org/abs/1706.03762v7", "url_pdf": "https://arxiv.org/pdf/1706.03762v7.pdf",
     "proceeding": "NeurIPS 2017 12", "authors": ["Ashish Vaswani", "Noam Shazeer"],
     "tasks": ["Machine Translation"], "date": "2017-06-12",
     "methods": [{"name": "Attention", "full_name": "Attention"}]},
    {"paper_url": "https://paperswithcode.com/paper/a-preprint", "arxiv_id": None,
     "title": "A Preprint", "abstract": "We study things.", "url_abs": "https://example.org/p",
     "url_pdf": None, "proceeding": None, "authors": [], "tasks": [], "date": "2019-05-01",
     "methods": []},
    {"paper_url": "", "title": "No URL", "abstract": "x", "url_abs": "", "proceeding": None},
    "not an object",
]
LINKS = [
    {"paper_url": "https://paperswithcode.com/paper/attention-is-all-you-need",
     "paper_title": "Attention Is All You Need", "paper_arxiv_id": "1706.03762",
     "paper_url_abs": "https://arxiv.org/abs/1706.03762v7",
     "paper_url_pdf": "https://arxiv.org/pdf/1706.03762v7.pdf",
     "repo_url": "https://github.com/tensorflow/tensor2tensor", "is_official": True,
     "mentioned_in_paper": True, "mentioned_in_github": False, "framework": "tf"},
    {"paper_url": "https://paperswithcode.com/paper/x", "paper_title": "", "paper_arxiv_id": "1901.00002",
     "paper_url_abs": None, "paper_url_pdf": None, "repo_url": "https://github.com/c/d",
     "is_official": False, "mentioned_in_paper": False, "mentioned_in_github": True,
     "framework": "none"},
    {"paper_url": "https://paperswithcode.com/paper/y", "paper_title": "Y", "repo_url": None},
]


def write(path: Path, data, gz: bool) -> Path:
    text = json.dumps(data, indent=1)
    if gz:
        path = path.with_name(path.name + ".gz")
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text)
    return path


@pytest.mark.parametrize("gz", [False, True])
def test_pwc_papers_fixture(tmp_path, gz):
    path = write(tmp_path / "papers-with-abstracts.json", PAPERS, gz)
    assert detect_format(SourceInput(path)).name == "pwc-papers"
    name, items = read_all(path)
    assert name == "pwc-papers"
    assert [type(i).__name__ for i in items] == ["RawRecord", "RawRecord", "Rejection", "Rejection"]
    first, second = (prepare(i, name) for i in items[:2])
    assert (first.source_record_id, first.arxiv_id, first.venue, first.year) == (
        "https://paperswithcode.com/paper/attention-is-all-you-need", "1706.03762", "NeurIPS", 2017)
    assert first.url == "https://arxiv.org/abs/1706.03762v7" and first.pdf_url.endswith(".pdf")
    assert [a.name for a in first.authors] == ["Ashish Vaswani", "Noam Shazeer"]
    assert first.abstract.startswith("The dominant") and not first.keywords
    assert (second.venue, second.year, second.arxiv_id) == (None, 2019, None)
    assert items[2].reason == "no paper_url" and items[3].reason == "not a JSON object"


@pytest.mark.parametrize("gz", [False, True])
def test_pwc_links_fixture(tmp_path, gz):
    path = write(tmp_path / "links-between-papers-and-code.json", LINKS, gz)
    assert detect_format(SourceInput(path)).name == "pwc-links"
    name, items = read_all(path)
    assert name == "pwc-links"
    assert [type(i).__name__ for i in items] == ["RawRecord", "RawRecord", "Rejection"]
    first = prepare(items[0], name)
    assert first.source_record_id == ("https://paperswithcode.com/paper/attention-is-all-you-need "
                                      "https://github.com/tensorflow/tensor2tensor")
    assert first.code_links == ({"url": "https://github.com/tensorflow/tensor2tensor",
                                 "is_official": True, "mentioned_in_paper": True,
                                 "mentioned_in_github": False, "framework": "tf"},)
    assert (first.title, first.arxiv_id) == ("Attention Is All You Need", "1706.03762")
    # No title, but an arXiv id and a code link: still a paper.
    second = prepare(items[1], name)
    assert isinstance(second, PaperRecord) and second.title is None
    assert second.code_links[0]["is_official"] is False
    assert items[2].reason == "no repo_url"


def test_generic_json_is_not_taken_for_pwc(tmp_path):
    path = tmp_path / "papers.json"
    path.write_text(json.dumps([{"title": "T", "abstract": "A", "url": "https://x.org",
                                 "task": "QA"}]))
    assert detect_format(SourceInput(path)).name == "jsonl"


# --- SOTA? leaderboards ----------------------------------------------------------------------

def test_leaderboards_one_record_per_result_and_one_rejection_per_unanswerable_paper():
    path = real(LEADERBOARDS)
    assert detect_format(SourceInput(path)).name == "sota-leaderboards"
    lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    tuples = sum(len(p["results"]) for p in lines)
    unanswerable = sum(1 for p in lines if not p["results"])
    name, items = read_all(path)
    assert name == "sota-leaderboards"
    assert len(items) == tuples + unanswerable == 61288 + 5597
    rejections = Counter(i.reason for i in items if isinstance(i, Rejection))
    assert rejections["no leaderboard result (unanswerable)"] == unanswerable
    raws = [i for i in items if isinstance(i, RawRecord)]
    plain = sum(1 for p in lines for r in p["results"] if plain_float(r["score"]) is not None)
    assert plain <= len(raws) < tuples
    assert all(r.reason.startswith("not a number: ") for r in items
               if isinstance(r, Rejection) and "unanswerable" not in r.reason)
    sample = prepare(raws[0], name)
    assert isinstance(sample, PaperRecord) and sample.arxiv_id and sample.results[0]["subject"] is None
    assert sample.source_record_id == f"{sample.arxiv_id}/0"


def test_leaderboards_fixture(tmp_path):
    path = tmp_path / "lb.jsonl"
    path.write_text("\n".join([
        json.dumps({"arxiv_id": "2101.00001v2", "split": "train", "results": [
            {"task": "QA", "dataset": "SQuAD", "metric": "F1", "score": "73.6%"},
            {"task": "QA", "dataset": "SQuAD", "metric": "Uses extra data", "score": "No"}]}),
        json.dumps({"arxiv_id": "2101.00002", "split": "train", "results": []}),
        "{broken",
        json.dumps({"split": "train", "results": []}),
    ]) + "\n")
    name, items = read_all(path)
    assert name == "sota-leaderboards"
    assert [type(i).__name__ for i in items] == ["RawRecord", "Rejection", "Rejection",
                                                 "Rejection", "Rejection"]
    assert items[0].fields == {"source_record_id": "2101.00001v2/0", "arxiv_id": "2101.00001v2",
                               "results": [{"name": "F1", "value": 73.6, "unit": "%",
                                            "raw_value": "73.6%", "task": "QA",
                                            "dataset": "SQuAD", "subject": None}]}
    assert items[1].reason == "not a number: 'No' (metric Uses extra data, task QA, dataset SQuAD)"
    assert items[2].reason == "no leaderboard result (unanswerable)"
    assert items[3].reason.startswith("not valid JSON") and items[4].reason == "no arxiv_id"
    path.write_text("{broken\n[also broken\n")
    with pytest.raises(InputError, match="no line is a JSON object"):
        read_all(path, "sota-leaderboards")


# --- prepare() of the new fields -------------------------------------------------------------

def raw(**fields) -> RawRecord:
    return RawRecord(1, json.dumps(fields, default=str), {"source_record_id": "r1", **fields})


RESULT = {"name": " F1 ", "value": 73.6, "unit": "%", "raw_value": " 73.6% ", "task": "QA",
          "dataset": "SQuAD", "subject": " M "}


def test_prepare_cleans_results_and_code_links_and_round_trips_them():
    record = prepare(raw(title="T", results=[RESULT, {"name": "EM", "value": "12"}],
                         code_links=[{"url": " https://github.com/a/b ", "is_official": "true",
                                      "mentioned_in_paper": 0, "mentioned_in_github": "",
                                      "framework": " pytorch "}]), "x")
    assert isinstance(record, PaperRecord)
    assert record.results == (
        {"name": "F1", "value": 73.6, "unit": "%", "raw_value": "73.6%", "task": "QA",
         "dataset": "SQuAD", "subject": "M"},
        {"name": "EM", "value": 12.0, "unit": None, "raw_value": None, "task": None,
         "dataset": None, "subject": None})
    assert record.code_links == ({"url": "https://github.com/a/b", "is_official": True,
                                  "mentioned_in_paper": False, "mentioned_in_github": None,
                                  "framework": "pytorch"},)
    stored = json.loads(json.dumps(record.to_json_dict()))
    assert stored["results"][1] == {"name": "EM", "value": 12.0}
    assert stored["code_links"] == [{"url": "https://github.com/a/b", "is_official": True,
                                     "mentioned_in_paper": False, "framework": "pytorch"}]
    assert PaperRecord.from_json_dict("x", "r1", stored) == record
    assert "results" not in prepare(raw(title="T"), "x").to_json_dict()


@pytest.mark.parametrize("fields, accepted", [
    ({"arxiv_id": "2101.00001", "results": [RESULT]}, True),
    ({"doi": "10.1/x", "code_links": [{"url": "https://github.com/a/b"}]}, True),
    ({"openreview_id": "abc", "results": [RESULT]}, True),
    ({"arxiv_id": "2101.00001"}, False),                        # an id alone is not a paper
    ({"results": [RESULT]}, False),                             # a result of no known paper
    ({"url": "https://x.org", "code_links": [{"url": "https://github.com/a/b"}]}, False),
])
def test_prepare_needs_a_title_or_an_identified_result_or_code_link(fields, accepted):
    out = prepare(raw(**fields), "x")
    assert isinstance(out, PaperRecord) is accepted
    if not accepted:
        assert out.reason == "neither title nor abstract"


@pytest.mark.parametrize("fields, reason", [
    ({"results": [{"value": 1.0}]}, "results: a result without a metric name"),
    ({"results": [{"name": "F1", "value": "n/a"}]}, "results: F1: value is not a number: 'n/a'"),
    ({"results": [{"name": "F1", "value": float("nan")}]}, "results: F1: value is not finite: nan"),
    ({"results": [{"name": "F1", "value": "inf"}]}, "results: F1: value is not finite: inf"),
    ({"results": [{"name": "F1", "value": True}]}, "results: F1: value is not a number: True"),
    ({"results": [{"name": "F1"}]}, "results: F1: value is not a number: None"),
    ({"results": {"name": "F1", "value": 1}}, "results: expected a list, got dict"),
    ({"results": ["F1=1"]}, "results: expected objects, got str"),
    ({"code_links": [{"is_official": True}]}, "code_links: a code link without a url"),
    ({"code_links": [{"url": "https://github.com/a/b", "is_official": "maybe"}]},
     "code_links: is_official: not a yes/no value: 'maybe'"),
    ({"code_links": [{"url": "https://github.com/a/b", "mentioned_in_paper": 2}]},
     "code_links: mentioned_in_paper: not a yes/no value: 2"),
])
def test_prepare_rejects_invalid_results_and_code_links(fields, reason):
    out = prepare(raw(title="T", arxiv_id="2101.00001", **fields), "x")
    assert isinstance(out, Rejection) and out.reason == reason

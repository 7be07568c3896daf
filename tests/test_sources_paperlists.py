"""The Paper Copilot 'paperlists' reader, on the real files in ../shared/data/raw/paperlists."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from etl.identity import identity_keys
from etl.prepare import prepare
from etl.records import InputError, PaperRecord, RawRecord, Rejection
from etl.sources.input import SourceInput
from etl.sources import FORMATS, SourceOptions, detect_format, open_source

RAW = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "raw"
PAPERLISTS = RAW / "paperlists"
EVENTS = RAW / "icml2024-events" / "ICML 2024 Events.json"

# File -> (venue, year) as an analyst would name them; venue spelling as icml-events uses.
EXPECTED_VENUES = {
    "aistats2024.json": ("AISTATS", 2024), "colt2024.json": ("COLT", 2024),
    "iclr2017.json": ("ICLR", 2017), "iclr2018.json": ("ICLR", 2018),
    "icml2018.json": ("ICML", 2018), "icml2019.json": ("ICML", 2019),
    "icml2024.json": ("ICML", 2024), "ijcai2024.json": ("IJCAI", 2024),
    "naacl2024.json": ("NAACL", 2024), "nips2018.json": ("NeurIPS", 2018),
    "nips2024.json": ("NeurIPS", 2024), "uai2024.json": ("UAI", 2024),
    "wacv2024.json": ("WACV", 2024),
}


def real(name: str) -> Path:
    path = PAPERLISTS / name
    if not path.exists():
        pytest.skip(f"third-party data not available: {path} (the tests read ../shared/data/raw)")
    return path


def read_all(path: Path, format_name: str | None = None, options=SourceOptions()):
    source_format, items = open_source(path, format_name, options)
    return source_format.name, list(items)


def records(path: Path, options=SourceOptions()) -> list[RawRecord]:
    name, items = read_all(path, None, options)
    assert name == "paperlists"
    assert all(isinstance(i, RawRecord) for i in items), [i for i in items if isinstance(i, Rejection)][:3]
    return items


def prepared(path: Path) -> list[PaperRecord]:
    out = [prepare(r, "paperlists") for r in records(path)]
    return [p for p in out if isinstance(p, PaperRecord)]


@pytest.mark.parametrize("name", sorted(EXPECTED_VENUES))
def test_every_file_is_detected_and_named_after_its_venue(name):
    path = real(name)
    assert detect_format(SourceInput(path)).name == "paperlists"
    items = records(path)
    assert len(items) == len(json.loads(path.read_text(encoding="utf-8")))
    assert Counter((r.fields.get("venue"), r.fields.get("year")) for r in items) == {
        EXPECTED_VENUES[name]: len(items)}
    ids = [r.fields["source_record_id"] for r in items]
    assert len(set(ids)) == len(ids)
    venue, year = EXPECTED_VENUES[name]
    assert all(i.startswith(f"{venue}/{year}/") for i in ids)


def test_icml2024_has_openreview_ids_statuses_and_the_poster_ids_of_the_events_export():
    path = real("icml2024.json")
    papers = json.loads(path.read_text())
    items = records(path)
    assert len(items) == 2610
    assert [r.fields["openreview_id"] for r in items] == [p["id"] for p in papers]
    assert Counter(r.fields["status"] for r in items) == {"Poster": 2275, "Spotlight": 191, "Oral": 144}
    assert all(r.fields["proceedings_url"].startswith("https://proceedings.mlr.press/v235/") for r in items)
    assert all("abstract" not in r.fields for r in items)

    if not EVENTS.exists():
        pytest.skip(f"third-party data not available: {EVENTS}")
    events = json.loads(EVENTS.read_text())
    event_posters = {re.search(r"/poster/(\d+)$", e["virtualsite_url"]).group(1)
                     for e in events if e["type"] == "Poster"}
    posters = [r.fields["poster_id"] for r in items]
    assert len(set(posters)) == 2610 and set(posters) <= event_posters
    # ... and the identity keys agree, i.e. the venue is spelt the same by both readers.
    _, event_items = read_all(EVENTS)
    event_keys = {k for i in event_items if isinstance(i, RawRecord)
                  for k in identity_keys(prepare(i, "icml-events")) if k[0] == "poster"}
    list_keys = {k for p in prepared(path) for k in identity_keys(p) if k[0] == "poster"}
    assert len(list_keys) == 2610 and list_keys <= event_keys


def test_iclr2018_has_author_keywords_openreview_ids_and_split_code_links():
    path = real("iclr2018.json")
    papers = {p["id"]: p for p in json.loads(path.read_text())}
    items = prepared(path)
    assert len(items) == 995
    with_keywords = [p for p in items if p.keywords]
    assert len(with_keywords) == 889
    assert all(p.openreview_id for p in items)
    paper = next(p for p in items if p.openreview_id == "B18WgG-CZ")
    assert paper.keywords == tuple(k.strip() for k in papers["B18WgG-CZ"]["keywords"].split(";"))
    # Two markdown links joined by " + " are two raw values; the loader canonicalises them.
    assert len(paper.code_urls) == 2
    assert "https://github.com/facebookresearch/SentEval" in paper.code_urls[0]
    assert "paperswithcode.com" in paper.code_urls[1]
    # Accepted iclr2018 papers have an iclr.cc virtual site: their poster id is read too.
    assert sum(1 for p in items if p.poster_id) == 334
    assert Counter(p.status for p in items)["Withdraw"] == 69


def test_ijcai_taxonomy_labels_are_not_author_keywords():
    path = real("ijcai2024.json")
    assert sum(1 for p in json.loads(path.read_text()) if p.get("keywords")) > 1000
    items = prepared(path)
    assert len(items) == 1048 and not any(p.keywords for p in items)
    assert Counter(p.track for p in items)["Demo Track"] == 61


@pytest.mark.parametrize("name", ["nips2024.json", "naacl2024.json", "aistats2024.json",
                                  "icml2019.json", "nips2018.json", "wacv2024.json"])
def test_ids_that_are_not_openreview_ids_are_not_used_as_such(name):
    assert not any(r.fields.get("openreview_id") for r in records(real(name)))


def test_icml2019_and_nips2018_ids_are_the_poster_ids_of_their_site():
    for name in ("icml2019.json", "nips2018.json"):
        path = real(name)
        papers = json.loads(path.read_text())
        items = records(path)
        for paper, item in zip(papers, items):
            if "/virtual/" in paper["site"]:
                assert item.fields["poster_id"] == paper["id"]
            else:
                assert "poster_id" not in item.fields


def test_authors_split_on_semicolons_or_commas_with_aligned_affiliations():
    nips = {p.title: p for p in prepared(real("nips2024.json"))}
    assert all(p.authors for p in nips.values())
    atlas = next(p for p in nips.values() if any("Atlas" in a.name for a in p.authors))
    assert 'Zhangyang "Atlas" Wang' in [a.name for a in atlas.authors]  # &quot; decoded

    icml = {p.openreview_id: p for p in prepared(real("icml2024.json"))}
    raw = {p["id"]: p for p in json.loads(real("icml2024.json").read_text())}
    first = icml["01M0N8VgfB"]
    assert [(a.name, a.affiliation) for a in first.authors] == [
        ("Jonathan Scott", "Institute of Science and Technology"), ("Áine Cahill", "Apple")]
    uneven = [i for i, p in raw.items() if len(p["author"].split(";")) != len(p["aff"].split(";"))]
    assert len(uneven) > 100
    for paper_id in uneven:
        authors = icml[paper_id].authors
        assert [a.name for a in authors] == [" ".join(n.split())
                                             for n in raw[paper_id]["author"].split(";")]
        assert all(a.affiliation is None for a in authors)

    # ijcai ends the lists with ';': no empty author.
    ijcai = prepared(real("ijcai2024.json"))
    assert all(a.name for p in ijcai for a in p.authors)
    assert sum(1 for p in ijcai if any(a.affiliation for a in p.authors)) > 1000


def test_code_links_are_passed_raw_and_split_on_semicolons():
    naacl = prepared(real("naacl2024.json"))
    multi = next(p for p in naacl if any("ehr-diagnosis-env-interface" in u for u in p.code_urls))
    assert [u for u in multi.code_urls if "dmcinerney" in u] == [
        "https://github.com/dmcinerney/ehr-diagnosis-env",
        "https://github.com/dmcinerney/ehr-diagnosis-agent",
        "https://github.com/dmcinerney/ehr-diagnosis-env-interface"]
    aistats = prepared(real("aistats2024.json"))
    assert any(u == "https://github.com/GNET" for p in aistats for u in p.code_urls)


def test_wacv_arxiv_ids_and_proceedings_pages():
    items = prepared(real("wacv2024.json"))
    assert sum(1 for p in items if p.arxiv_id) == 401
    assert all(p.proceedings_url == p.url and "openaccess.thecvf.com" in p.url for p in items)


def test_options_override_the_file_name():
    items = records(real("uai2024.json"), SourceOptions(venue="UAI-X", year=2030))
    assert {(r.fields["venue"], r.fields["year"]) for r in items} == {("UAI-X", 2030)}
    assert items[0].fields["source_record_id"].startswith("UAI-X/2030/")


def paper(**extra) -> dict:
    return {"id": "abc", "title": "A paper", "track": "main", "status": "Poster",
            "author": "Ann One; Bob Two", "site": "https://nips.cc/virtual/2024/poster/123",
            **extra}


def test_venue_and_year_from_the_content_when_the_file_name_does_not_say(tmp_path):
    path = tmp_path / "export.json"
    path.write_text(json.dumps([
        paper(),
        paper(id="2024.naacl-long.1", site="https://aclanthology.org/2024.naacl-long.1/"),
        paper(id="x", site="https://example.org/x"),
    ]))
    name, items = read_all(path)
    assert name == "paperlists"
    assert [(i.fields.get("venue"), i.fields.get("year")) for i in items] == [
        ("NeurIPS", 2024), ("NAACL", 2024), (None, None)]
    assert items[0].fields["poster_id"] == "123"
    assert [a["name"] for a in items[0].fields["authors"]] == ["Ann One", "Bob Two"]


def test_broken_records_are_rejected_and_a_broken_file_is_an_input_error(tmp_path):
    path = tmp_path / "icml2030.json"
    path.write_text(json.dumps([paper(), "just text", paper(id=""), paper(id="b", title="")]))
    name, items = read_all(path)
    assert name == "paperlists"
    assert [type(i).__name__ for i in items] == ["RawRecord", "Rejection", "Rejection", "RawRecord"]
    assert items[1].reason == "not a JSON object" and items[2].reason == "no id"
    assert isinstance(prepare(items[3], "paperlists"), Rejection)  # no title, no abstract
    assert items[0].fields["venue"] == "ICML" and items[0].fields["year"] == 2030

    damaged = tmp_path / "icml2031.json"
    damaged.write_text(json.dumps([paper()])[:-5])
    with pytest.raises(InputError, match=r"icml2031\.json: not valid JSON"):
        read_all(damaged)
    not_a_list = tmp_path / "icml2032.json"
    not_a_list.write_text(json.dumps(paper()))
    with pytest.raises(InputError, match="expected a JSON array"):
        read_all(not_a_list, "paperlists")


def test_a_generic_json_array_is_not_taken_for_a_paper_list(tmp_path):
    path = tmp_path / "papers.json"
    path.write_text(json.dumps([{"id": 1, "title": "T", "abstract": "A", "status": "Poster"}]))
    assert detect_format(SourceInput(path)).name == "jsonl"
    assert "paperlists" in FORMATS

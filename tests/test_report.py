"""paperdb report: one self-contained page with every chart, readable offline."""

from __future__ import annotations

import re
import shutil
from html.parser import HTMLParser

import pytest

from conftest import SHARED, run_paperdb, scalar, shared_file

CHARTS = ("code_by_status", "hosts", "owners", "keywords", "improvements")


class Page(HTMLParser):
    """Collects sections, their SVG bars, and every external reference."""

    def __init__(self):
        super().__init__()
        self.section = None
        self.bars: dict[str, int] = {}
        self.external: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append(tag)
        if tag == "section" and attrs.get("id"):
            self.section = attrs["id"]
            self.bars[self.section] = 0
        if tag == "rect" and self.section:
            self.bars[self.section] += 1
        for name in ("src", "href"):
            if attrs.get(name):
                self.external.append(attrs[name])
        if tag in ("script", "link", "img", "iframe"):
            self.external.append(tag)


@pytest.fixture(scope="module")
def icml_with_status(icml_db, tmp_path_factory):
    """The ICML database plus the OpenReview list, which brings oral/spotlight/poster."""
    db = tmp_path_factory.mktemp("report") / "icml.duckdb"
    shutil.copy(icml_db, db)
    run_paperdb("load", shared_file(SHARED / "data/raw/paperlists/icml2024.json"), db=db)
    return db


def test_the_report_has_every_chart_and_no_external_resource(icml_with_status, tmp_path):
    icml_db = icml_with_status
    out = tmp_path / "report.html"
    result = run_paperdb("report", "--venue", "ICML", "--year", "2024", "-o", out, db=icml_db)
    assert "wrote" in result.stdout
    text = out.read_text(encoding="utf-8")
    page = Page()
    page.feed(text)
    assert page.external == []
    for chart in CHARTS:
        assert page.bars.get(chart, 0) >= 2, chart
    papers = scalar(icml_db, "SELECT count(*) FROM paper")
    share = scalar(icml_db, "SELECT avg(has_code::INTEGER) FROM paper_overview")
    assert f"<b>{papers:,}</b>papers" in text
    assert f"<b>{share:.1%}</b>release code" in text
    # Owners shown are the ones the data has most of.
    top_owner = scalar(icml_db, "SELECT owner_key FROM code_link_detail WHERE owner_key IS NOT "
                                "NULL AND host = 'github.com' GROUP BY owner_key "
                                "ORDER BY count(DISTINCT paper_id) DESC, owner_key LIMIT 1")
    assert re.search(rf">{re.escape(top_owner)}</text>", text)


def test_an_empty_selection_still_writes_a_page_that_says_so(icml_db, tmp_path):
    out = tmp_path / "none.html"
    run_paperdb("report", "--venue", "NoSuchVenue", "-o", out, db=icml_db)
    text = out.read_text(encoding="utf-8")
    assert "<b>0</b>papers" in text
    assert text.count("No data for this selection.") == len(CHARTS) + 2

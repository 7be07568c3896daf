"""Several real sources for one conference merge into one clean record per paper."""

from __future__ import annotations

import gzip
import json
from collections import Counter

import duckdb
import pytest

from conftest import ICML_EVENTS, SAMPLE, SHARED, run_paperdb, scalar, shared_file
from db.integrity import problems

RAW = SHARED / "data" / "raw"
PAPERLIST_ICML = RAW / "paperlists" / "icml2024.json"
EVALTABLES = RAW / "pwc-evaltables-samples"

# Tables whose rows hang off a paper; compared through the paper's poster id, because which
# source first saw a paper decides its paper_id (ids never change once given).
CHILD_TABLES = ("paper_author", "code_link", "metric", "acronym", "paper_keyword",
                "paper_identifier")
SKIP = {"paper_id", "load_id", "first_load_id", "last_load_id", "metric_id", "author_id",
        "keyword_id"}


def by_poster(db) -> dict[str, list[tuple]]:
    """Every table's rows keyed by poster id instead of paper_id, ids and load ids left out."""
    rows = {}
    with duckdb.connect(str(db), read_only=True) as con:
        for table in ("paper", *CHILD_TABLES):
            columns = [c for (c,) in con.execute(
                "SELECT column_name FROM duckdb_columns() WHERE table_name = ? "
                "ORDER BY column_index", [table]).fetchall() if c not in SKIP]
            extra = {"paper_author": ", author.name_key", "paper_keyword": ", keyword.keyword"}
            joins = {"paper_author": " JOIN author USING (author_id)",
                     "paper_keyword": " JOIN keyword USING (keyword_id)"}
            select = ", ".join(f"t.{c}" for c in columns)
            key = "t.poster_id" if table == "paper" else "p.poster_id"
            join = "" if table == "paper" else " JOIN paper p ON p.paper_id = t.paper_id"
            rows[table] = con.execute(
                f"SELECT {key}, {select}{extra.get(table, '')} FROM {table} t{join}"
                f"{joins.get(table, '')} ORDER BY ALL").fetchall()
    return rows


@pytest.fixture(scope="module")
def proceedings_then_openreview(tmp_path_factory):
    db = tmp_path_factory.mktemp("merge") / "a.duckdb"
    run_paperdb("load", shared_file(ICML_EVENTS), shared_file(PAPERLIST_ICML), db=db)
    return db


def test_proceedings_and_openreview_lists_merge_into_2634_papers(proceedings_then_openreview):
    db = proceedings_then_openreview
    assert scalar(db, "SELECT count(*) FROM paper") == 2634
    with duckdb.connect(str(db), read_only=True) as con:
        statuses = dict(con.execute(
            "SELECT status, count(*) FROM paper WHERE openreview_id IS NOT NULL "
            "GROUP BY status").fetchall())
        with_affiliations = con.execute(
            "SELECT count(DISTINCT paper_id) FROM paper_author WHERE affiliation IS NOT NULL"
        ).fetchone()[0]
        sources = Counter(n for (n,) in con.execute(
            "SELECT count(*) FROM paper_source GROUP BY paper_id").fetchall())
    assert statuses == {"Poster": 2275, "Spotlight": 191, "Oral": 144}
    assert sum(statuses.values()) == 2610
    # Paper Copilot drops empty affiliation slots, so only lists as long as the author list
    # can be aligned to authors; the others keep their authors without affiliations. (A few
    # more lose them where the proceedings list a different number of authors.)
    aligned = sum(1 for p in json.loads(PAPERLIST_ICML.read_text())
                  if len(p["author"].split(";")) == len(p["aff"].split(";"))
                  and any(a.strip() for a in p["aff"].split(";")))
    assert aligned - 5 <= with_affiliations <= aligned and aligned > 1500
    # 2,610 papers are described by both files, the 24 extra posters by the export alone.
    assert sources == {2: 2610, 1: 24}
    assert scalar(db, "SELECT count(*) FROM paper WHERE proceedings_url LIKE "
                      "'https://proceedings.mlr.press/v235/%'") == 2610


def test_the_load_order_does_not_change_the_merged_papers(proceedings_then_openreview,
                                                          tmp_path):
    reverse = tmp_path / "b.duckdb"
    run_paperdb("load", shared_file(PAPERLIST_ICML), shared_file(ICML_EVENTS), db=reverse)
    assert by_poster(reverse) == by_poster(proceedings_then_openreview)


def test_adding_the_sample_changes_nothing_but_provenance(proceedings_then_openreview,
                                                          tmp_path):
    db = tmp_path / "with-sample.duckdb"
    db.write_bytes(proceedings_then_openreview.read_bytes())
    before = by_poster(db)
    result = run_paperdb("load", SAMPLE, db=db)
    assert "(0 new papers, 0 updated)" in result.stdout
    assert by_poster(db) == before
    assert scalar(db, "SELECT count(*) FROM paper_source WHERE source_format = 'seed-text'") == 19


def test_iclr_2018_author_keywords_are_stored(tmp_path):
    db = tmp_path / "iclr.duckdb"
    run_paperdb("load", shared_file(RAW / "paperlists" / "iclr2018.json"), db=db)
    assert scalar(db, "SELECT count(DISTINCT paper_id) FROM paper_keyword "
                      "WHERE provenance = 'author'") == 889
    assert scalar(db, "SELECT count(*) FROM keyword WHERE keyword = 'deep learning'") == 1


def _numeric_cells() -> tuple[int, int]:
    """Count leaderboard cells with a plain number in them, walking the files independently
    of the reader: a number with an optional % or ± part, and nothing else."""
    import re

    plain = re.compile(r"^\s*[-+]?\d[\d,]*(\.\d+)?\s*%?\s*(±\s*\d+(\.\d+)?)?\s*$")

    def walk(tasks):
        for task in tasks:
            for dataset in task.get("datasets", []):
                yield from walk_dataset(dataset)
            yield from walk(task.get("subtasks", []))

    def walk_dataset(dataset):
        for row in dataset.get("sota", {}).get("rows", []):
            if row.get("paper_title") or row.get("paper_url"):
                yield from row.get("metrics", {}).values()
        for sub in dataset.get("subdatasets", []):
            yield from walk_dataset(sub)

    numeric = total = 0
    for path in sorted(EVALTABLES.glob("*.json")):
        if path.name == "example_json_format.json":
            continue
        for cell in walk(json.loads(path.read_text())):
            total += 1
            numeric += bool(isinstance(cell, (str, int, float)) and plain.match(str(cell)))
    return numeric, total


def test_leaderboard_cells_become_one_metric_row_each(tmp_path):
    shared_file(EVALTABLES / "squad.json")
    db = tmp_path / "pwc.duckdb"
    files = sorted(p for p in EVALTABLES.glob("*.json") if p.name != "example_json_format.json")
    run_paperdb("load", *files, db=db)
    plain_numbers, cells_with_paper = _numeric_cells()
    with duckdb.connect(str(db), read_only=True) as con:
        rows, plain_rows = con.execute(
            "SELECT count(*), count(*) FILTER (WHERE regexp_matches(raw_value, "
            "'^\\s*[-+]?\\d[\\d,]*(\\.\\d+)?\\s*%?\\s*(±\\s*\\d+(\\.\\d+)?)?\\s*$')) "
            "FROM metric WHERE provenance = 'pwc'").fetchone()
        read, loaded, rejected = con.execute(
            "SELECT sum(records_read), sum(records_loaded), sum(records_rejected) "
            "FROM load_batch").fetchone()
        duplicates = con.execute("SELECT count(*) FROM rejected_record "
                                 "WHERE reason LIKE 'duplicate record id%'").fetchone()[0]
        no_paper = con.execute("SELECT count(*) FROM rejected_record "
                               "WHERE reason = 'neither title nor abstract'").fetchone()[0]
    # Every plain number became a row (less cells repeated verbatim in a file, and cells of
    # rows whose only paper link is not a paper), and every row is a loaded record.
    assert plain_rows >= plain_numbers - duplicates - no_paper
    assert plain_rows <= plain_numbers
    assert rows == loaded and read == loaded + rejected
    assert cells_with_paper > rows


def test_the_documented_example_is_one_error_and_nothing_written(tmp_path):
    db = tmp_path / "pwc.duckdb"
    result = run_paperdb("load", shared_file(EVALTABLES / "example_json_format.json"), db=db,
                         check=False)
    assert result.returncode == 2 and "not valid JSON" in result.stderr
    assert result.stderr.count("\n") == 1
    assert not db.exists()


def test_papers_with_code_links_attach_by_arxiv_id_and_keep_their_flags(tmp_path):
    db = tmp_path / "t.duckdb"
    papers = tmp_path / "papers.jsonl"
    papers.write_text(json.dumps({
        "id": "x", "title": "Sparse Mixtures for Everyone", "arxiv_id": "2401.01234v2",
        "abstract": "We propose a sparse mixture. Code: https://github.com/a/sparse-mix."}) + "\n")
    links = tmp_path / "links-between-papers-and-code.json.gz"
    with gzip.open(links, "wt") as handle:
        json.dump([{"paper_url": "https://paperswithcode.com/paper/sparse-mixtures",
                    "paper_title": "Sparse Mixtures for Everyone",
                    "paper_arxiv_id": "2401.01234", "paper_url_abs": "https://arxiv.org/abs/2401.01234",
                    "paper_url_pdf": "https://arxiv.org/pdf/2401.01234", "repo_url":
                    "https://github.com/a/sparse-mix", "is_official": True,
                    "mentioned_in_paper": True, "mentioned_in_github": False,
                    "framework": "pytorch"}], handle)
    run_paperdb("load", papers, links, db=db)
    assert scalar(db, "SELECT count(*) FROM paper") == 1
    with duckdb.connect(str(db), read_only=True) as con:
        link = con.execute("SELECT url, provenance, is_official, mentioned_in_paper, "
                           "mentioned_in_github, framework FROM code_link").fetchall()
    assert link == [("https://github.com/a/sparse-mix", "pwc", True, True, False, "pytorch")]


def test_papers_with_code_links_without_arxiv_id_attach_by_title(tmp_path):
    db = tmp_path / "t.duckdb"
    papers = tmp_path / "papers.jsonl"
    papers.write_text("\n".join(json.dumps(p) for p in (
        {"id": "a", "title": "Graph Transformers Without Positional Encodings", "year": 2024,
         "abstract": "We remove positional encodings from graph transformers entirely."},
        {"id": "b", "title": "Graph Transformers Without Positional Encodings", "year": 2019,
         "abstract": "An older paper that happens to share the title with a newer one."},
    )) + "\n")
    links = tmp_path / "links.json"
    links.write_text(json.dumps([{
        "paper_url": "https://paperswithcode.com/paper/graph-transformers",
        "paper_title": "Graph transformers without positional encodings",
        "paper_arxiv_id": None, "paper_url_abs": None, "paper_url_pdf": None,
        "repo_url": "https://github.com/g/gtwpe", "is_official": False,
        "mentioned_in_paper": False, "mentioned_in_github": True, "framework": "none"}]))
    run_paperdb("load", papers, links, db=db)
    # Titles with years stay two papers; the year-less link joins the first of them.
    assert scalar(db, "SELECT count(*) FROM paper") == 2
    assert scalar(db, "SELECT p.year FROM code_link c JOIN paper p USING (paper_id)") == 2024
    assert scalar(db, "SELECT count(*) FROM code_link WHERE provenance = 'pwc' "
                      "AND mentioned_in_github") == 1


@pytest.mark.parametrize("text, key", [
    ("Attention Is All You Need", "attentionisallyouneed"),
    ("A \\textbf{Deep} Net: 2x faster!", "adeepnet2xfaster"),  # LaTeX commands dropped
    ("Caf\u00e9 na\u00efve \u00c9tude", "cafenaiveetude"),  # accents and combining marks
    ("Cafe\u0301 \u2014 \u03b1-Stable \u4e2d\u6587 ﬁne", "cafestablefine"),  # other scripts dropped
    ("", ""),
])
def test_text_keys_are_letters_and_digits_only(text, key):
    """Stored identity keys: a change would split the papers loaded before it from those
    loaded after."""
    from etl.identity import text_key

    assert text_key(text) == key


def test_records_of_two_stored_papers_keep_their_papers_when_a_key_links_them(tmp_path):
    """Two papers, then new versions of both records that share an arXiv id: each record
    stays with the paper it was loaded into (it used to move, leaving a paper without any
    source record), and the shared key stays with the paper that had it."""
    def record(rid: str, title: str, **extra) -> str:
        return json.dumps({"id": rid, "title": title, "year": 2024, "abstract":
                           f"We study {title.lower()} and improve accuracy by 5% on benchmarks.",
                           **extra}) + "\n"

    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    first.write_text(record("a", "Graph learning at scale", doi="10.1/a")
                     + record("b", "Decision trees revisited", arxiv_id="2401.00001"))
    second.write_text(record("a", "Graph learning at scale", doi="10.1/a", arxiv_id="2401.00001")
                      + record("b", "Decision trees revisited again", arxiv_id="2401.00001"))
    db = tmp_path / "papers.duckdb"
    run_paperdb("load", str(first), db=db)
    out = run_paperdb("load", str(second), db=db).stdout
    assert "(0 new papers, 2 updated)" in out
    with duckdb.connect(str(db), read_only=True) as con:
        assert con.execute("SELECT s.source_record_id, p.title FROM paper_source s JOIN paper p "
                           "USING (paper_id) ORDER BY 1").fetchall() == [
            ("a", "Graph learning at scale"), ("b", "Decision trees revisited again")]
        assert con.execute("SELECT p.title FROM paper_identifier i JOIN paper p USING "
                           "(paper_id) WHERE i.scheme = 'arxiv'").fetchall() == [
            ("Decision trees revisited again",)]
        assert problems(con) == []

"""The saved queries in queries/ and their catalogue, db.queries, on a hand-made database."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

import duckdb
import pytest

from db.engine import make_engine, upgrade
from db.queries import (
    Param,
    QueryError,
    bind_params,
    catalogue_markdown,
    list_queries,
    load_query,
    parse_header,
    queries_dir,
    run_query,
)

REPO = Path(__file__).resolve().parents[1]

# Papers: (paper_id, title, venue, year, status). Code links: (paper_id, url, host, owner,
# repo, kind). Only kind 'repository' counts as code; owners are ranked on github.com,
# gitlab.com and huggingface.co (hf.co folded in), case-insensitively.
PAPERS = [
    ("p1", "Sparse Mixtures", "ICML", 2023, "oral"),
    ("p2", "Dense Retrieval", "ICML", 2023, "poster"),
    ("p3", "A Wiki Data Set", "ICML", 2023, None),
    ("p8", "No Code Here", "ICML", 2023, "poster"),
    ("p4", "Translating Fast", "ICML", 2024, "poster"),
    ("p5", "Sonata", "NeurIPS", 2023, "poster"),
    ("p6", "Better CIFAR", "NeurIPS", 2024, "oral"),
    ("p7", "Bitbucket Fans", "NeurIPS", 2024, "poster"),
    ("p9", "Faster BERT", "NeurIPS", 2024, "poster"),
]
CODE_LINKS = [
    ("p1", "https://github.com/facebookresearch/fairseq", "github.com",
     "facebookresearch", "fairseq", "repository"),
    ("p1", "https://huggingface.co/facebook/opt-125m", "huggingface.co",
     "facebook", "opt-125m", "model"),
    ("p2", "https://github.com/FacebookResearch/Fairseq", "github.com",
     "FacebookResearch", "Fairseq", "repository"),
    ("p2", "https://github.com/facebookresearch/audiocraft", "github.com",
     "facebookresearch", "audiocraft", "repository"),
    ("p3", "https://hf.co/datasets/Facebook/wiki-ds", "hf.co", "Facebook", "wiki-ds", "dataset"),
    ("p4", "https://github.com/google-research/bert", "github.com",
     "google-research", "bert", "repository"),
    ("p5", "https://gitlab.com/inria/sonata", "gitlab.com", "inria", "sonata", "repository"),
    ("p7", "https://bitbucket.org/someone/x", "bitbucket.org", "someone", "x", "repository"),
    ("p7", "https://github.com/google-research", "github.com", "google-research", None, "other"),
    ("p8", "https://someone.github.io/nocode", "github.io", "someone", "nocode", "project_page"),
    ("p9", "https://github.com/Google-Research/BERT", "github.com",
     "Google-Research", "BERT", "repository"),
]
# metric_id -> (paper_id, name, value, unit, kind, dataset, evidence)
METRICS = {
    "m1": ("p1", "accuracy", 91.5, "%", "score", "ImageNet", "We reach 91.5% accuracy."),
    "m2": ("p1", "top-1 accuracy", 80.2, "%", "score", "ImageNet", "Top-1 accuracy is 80.2%."),
    "m3": ("p4", "BLEU", 30.1, None, "score", "WMT14", "It scores 30.1 BLEU on WMT14."),
    "m4": ("p5", "F1", 0.88, None, "score", "SQuAD", "F1 reaches 0.88 on SQuAD."),
    "m5": ("p6", "Accuracy", 2.5, "points", "improvement", "CIFAR-10", "Up 2.5 points."),
    "m6": ("p9", None, 3.0, "x", "ratio", None, "Inference is 3x faster."),
}
HOSTILE = "'; DROP TABLE paper; --"


@pytest.fixture(autouse=True)
def repo_queries(monkeypatch):
    monkeypatch.delenv("PAPERDB_QUERIES", raising=False)


@pytest.fixture(scope="module")
def database(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("queries") / "fixture.duckdb"
    engine = make_engine(str(path))
    upgrade(engine)
    engine.dispose()
    with duckdb.connect(str(path)) as con:
        con.execute(
            "INSERT INTO load_batch (load_id, source_format, source_path, sha256, started_at,"
            " status) VALUES (1, 'jsonl', 'fixture.jsonl', 'x', TIMESTAMP '2024-01-01', 'completed')"
        )
        con.executemany(
            "INSERT INTO paper (paper_id, title, venue, year, status, first_load_id, last_load_id)"
            " VALUES (?, ?, ?, ?, ?, 1, 1)",
            PAPERS,
        )
        con.executemany(
            "INSERT INTO code_link (paper_id, url, host, owner, repo, kind, provenance)"
            " VALUES (?, ?, ?, ?, ?, ?, 'abstract')",
            CODE_LINKS,
        )
        con.executemany(
            "INSERT INTO metric (metric_id, paper_id, name, value, unit, kind, dataset, evidence,"
            " provenance) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'abstract')",
            [(metric_id, *row) for metric_id, row in METRICS.items()],
        )
    return path


@pytest.fixture(scope="module")
def con(database):
    with duckdb.connect(str(database), read_only=True) as connection:
        yield connection


def run(con, name: str, **given: str) -> tuple[list[str], list[tuple]]:
    query = load_query(name)
    return run_query(con, query, bind_params(query, given))


# --- code_availability ---------------------------------------------------------------------

CODE_COLUMNS = ["venue", "year", "status", "papers", "papers_with_code", "code_share"]
CODE_ROWS = [
    ("ICML", 2023, "all", 4, 2, 0.5),
    ("ICML", 2023, "oral", 1, 1, 1.0),
    ("ICML", 2023, "poster", 2, 1, 0.5),
    ("ICML", 2024, "all", 1, 1, 1.0),
    ("ICML", 2024, "poster", 1, 1, 1.0),
    ("NeurIPS", 2023, "all", 1, 1, 1.0),
    ("NeurIPS", 2023, "poster", 1, 1, 1.0),
    ("NeurIPS", 2024, "all", 3, 2, 0.667),
    ("NeurIPS", 2024, "oral", 1, 0, 0.0),
    ("NeurIPS", 2024, "poster", 2, 2, 1.0),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, CODE_ROWS),
        ({"venue": "icml"}, CODE_ROWS[:5]),
        ({"year": "2024"}, [CODE_ROWS[i] for i in (3, 4, 7, 8, 9)]),
        ({"venue": "NeurIPS", "year": "2023"}, CODE_ROWS[5:7]),
        ({"venue": "CVPR"}, []),
    ],
)
def test_code_availability(con, given, expected):
    assert run(con, "code_availability", **given) == (CODE_COLUMNS, expected)


# --- top_code_owners -----------------------------------------------------------------------

OWNER_COLUMNS = ["owner", "host", "papers", "repos", "example_repo"]
OWNER_ROWS = [
    ("google-research", "github.com", 3, 1, "google-research/bert"),
    ("facebook", "huggingface.co", 2, 2, "facebook/opt-125m"),
    ("facebookresearch", "github.com", 2, 2, "facebookresearch/fairseq"),
    ("inria", "gitlab.com", 1, 1, "inria/sonata"),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, OWNER_ROWS),
        ({"limit": "2"}, OWNER_ROWS[:2]),
        ({"limit": "NULL"}, OWNER_ROWS),
        ({"venue": "neurips"}, [
            ("google-research", "github.com", 2, 1, "google-research/bert"),
            ("inria", "gitlab.com", 1, 1, "inria/sonata"),
        ]),
        ({"year": "2023"}, OWNER_ROWS[1:]),
        ({"venue": "ICML", "year": "2024"}, [
            ("google-research", "github.com", 1, 1, "google-research/bert"),
        ]),
    ],
)
def test_top_code_owners(con, given, expected):
    assert run(con, "top_code_owners", **given) == (OWNER_COLUMNS, expected)


# --- reported_results ----------------------------------------------------------------------

RESULT_COLUMNS = [
    "paper_id", "title", "venue", "year", "metric", "value", "unit", "kind", "dataset", "evidence",
]


def result_rows(*metric_ids: str) -> list[tuple]:
    papers = {paper[0]: paper[1:4] for paper in PAPERS}
    return [
        (METRICS[m][0], *papers[METRICS[m][0]], *METRICS[m][1:]) for m in metric_ids
    ]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, ("m1", "m2", "m3", "m6", "m5", "m4")),
        ({"metric": "ACC"}, ("m1", "m2", "m5")),
        ({"metric": "acc", "venue": "icml"}, ("m1", "m2")),
        ({"metric": "top-1"}, ("m2",)),
        ({"metric": "%"}, ()),  # a literal substring, not a LIKE pattern
        ({"min_value": "30.1"}, ("m1", "m2", "m3")),
        ({"year": "2024"}, ("m3", "m6", "m5")),
        ({"limit": "2"}, ("m1", "m2")),
    ],
)
def test_reported_results(con, given, expected):
    assert run(con, "reported_results", **given) == (RESULT_COLUMNS, result_rows(*expected))


# --- binding, injection, the duckdb shell --------------------------------------------------

def test_hostile_text_is_only_a_value(database, tmp_path):
    # A writable copy: were the value spliced into the SQL, the DROP could really run.
    path = tmp_path / "writable.duckdb"
    shutil.copy(database, path)
    with duckdb.connect(str(path)) as writable:
        before = writable.execute("SELECT * FROM paper ORDER BY paper_id").fetchall()
        for query in list_queries():
            for param in query.params:
                if param.type == "text":
                    bound = bind_params(query, {param.name: HOSTILE})
                    assert bound[param.name] == HOSTILE
                    assert run_query(writable, query, bound)[1] == []
        after = writable.execute("SELECT * FROM paper ORDER BY paper_id").fetchall()
    assert after == before and len(after) == len(PAPERS)


def sql_literal(value: object) -> str:
    if value is None:
        return "NULL"
    return "'" + value.replace("'", "''") + "'" if isinstance(value, str) else repr(value)


@pytest.mark.parametrize("name", ["code_availability", "top_code_owners", "reported_results"])
@pytest.mark.parametrize("given", [{}, {"year": "2024", "venue": "NeurIPS"}])
def test_file_runs_in_the_shell_with_prepare_execute(con, name, given):
    """README's recipe: the whole file, header included, under PREPARE; NULLs untyped."""
    query = load_query(name)
    bound = bind_params(query, given)
    args = ", ".join(f'"{key}" := {sql_literal(value)}' for key, value in bound.items())
    con.execute(f"PREPARE shell_{name} AS {query.path.read_text()}")
    try:
        rows = con.execute(f"EXECUTE shell_{name}({args})").fetchall()
    finally:
        con.execute(f"DEALLOCATE shell_{name}")
    assert rows == run_query(con, query, bound)[1]


def test_run_query_failure_is_one_line():
    query = load_query("code_availability")
    with duckdb.connect() as empty, pytest.raises(QueryError) as error:
        run_query(empty, query, bind_params(query, {}))
    assert str(error.value).startswith("query code_availability failed: Catalog Error")
    assert "\n" not in str(error.value)


# --- parameters ----------------------------------------------------------------------------

def test_bind_params_defaults_and_coercion():
    query = load_query("reported_results")
    assert bind_params(query, {}) == {
        "metric": None, "venue": None, "year": None, "min_value": None, "limit": 50,
    }
    assert bind_params(
        query, {"year": " 2024 ", "min_value": "-1.5", "venue": "ICML", "limit": "null"}
    ) == {"metric": None, "venue": "ICML", "year": 2024, "min_value": -1.5, "limit": None}


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"year": "abc"}, "parameter year: expected int, got 'abc'"),
        ({"year": "2024.0"}, "parameter year: expected int, got '2024.0'"),
        ({"year": ""}, "parameter year: expected int, got ''"),
        ({"min_value": "nan"}, "parameter min_value: expected float, got 'nan'"),
        ({"colour": "red"}, "unknown parameter colour for query reported_results "
                            "(parameters: metric, venue, year, min_value, limit)"),
    ],
)
def test_bind_params_errors(given, message):
    with pytest.raises(QueryError) as error:
        bind_params(load_query("reported_results"), given)
    assert str(error.value) == message


TYPED = """\
-- name: typed
-- title: Every parameter type
-- description: For the tests.
-- params:
--   flag: bool = yes  -- a flag
--   day: date  -- required, no default
-- tags: test
SELECT CAST($flag AS BOOLEAN) AS flag, CAST($day AS DATE) AS day;
"""


def test_bool_date_and_required_params():
    query = parse_header(TYPED, Path("typed.sql"))
    assert query.params == (
        Param("flag", "bool", True, False, "a flag"),
        Param("day", "date", None, True, "required, no default"),
    )
    assert bind_params(query, {"day": "2024-05-01", "flag": "OFF"}) == {
        "flag": False, "day": date(2024, 5, 1),
    }
    for given, message in [
        ({}, "parameter day is required by query typed"),
        ({"day": "NULL"}, "parameter day: required, cannot be NULL"),
        ({"day": "2024-13-01"}, "parameter day: expected date, got '2024-13-01'"),
        ({"day": "2024-05-01", "flag": "maybe"}, "parameter flag: expected bool, got 'maybe'"),
    ]:
        with pytest.raises(QueryError) as error:
            bind_params(query, given)
        assert str(error.value) == message


# --- headers -------------------------------------------------------------------------------

VALID = """\
-- name: q
-- title: A title
-- description: First line,
--   second line.
-- params:
--   year: int = NULL  -- the year -- with dashes
--   venue: text = ICML  -- the venue
-- tags: a, b-c

SELECT CAST($year AS INTEGER) AS y, '$notparam' AS s, CAST($venue AS TEXT) AS v  -- $nor_this
"""


def test_parse_header():
    query = parse_header(VALID, Path("/somewhere/q.sql"))
    assert query.name == "q"
    assert query.title == "A title"
    assert query.description == "First line, second line."
    assert query.params == (
        Param("year", "int", None, False, "the year -- with dashes"),
        Param("venue", "text", "ICML", False, "the venue"),
    )
    assert query.tags == ("a", "b-c")
    assert query.sql.startswith("SELECT CAST($year AS INTEGER)")
    assert query.path == Path("/somewhere/q.sql")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("-- name: q\n", "", "header needs '-- name: ...'"),
        ("-- name: q\n", "-- name: other\n", "header name 'other' differs from the file name 'q'"),
        ("-- tags", "-- author: me\n-- tags", "unknown header key 'author'"),
        ("-- tags", "-- title: Again\n-- tags", "header key 'title' appears twice"),
        ("-- name: q\n", "--name: q\n", "malformed header line '--name: q'"),
        ("-- title: A title\n", "-- title: A title\n--   more\n", "title must be one line"),
        ("year: int", "year: integer", "parameter year: unknown type 'integer'"),
        ("int = NULL", "int = abc", "bad default: parameter year: expected int, got 'abc'"),
        ("  -- the venue", "", "malformed parameter line 'venue: text = ICML'"),
        ("venue: text", "year: text", "a parameter is declared twice"),
        ("b-c", "B!", "bad tag 'B!'"),
        ("AS y,", "AS y, $month AS m,", "placeholders not declared in params: $month"),
        ("CAST($year AS INTEGER)", "1", "parameters not used in the SQL: year"),
        ("SELECT CAST", "SELECT 1; SELECT CAST", "the SQL must be exactly one SELECT statement"),
        ("SELECT CAST($year AS INTEGER) AS y, '$notparam' AS s, CAST($venue AS TEXT) AS v",
         "COPY (SELECT CAST($year AS INTEGER) AS y, CAST($venue AS TEXT) AS v) TO 'out.csv'",
         "the SQL must be exactly one SELECT statement"),
        ("SELECT CAST", "SELEC CAST", "SQL does not parse: Parser Error: syntax error"),
    ],
)
def test_parse_header_rejects(old, new, message):
    assert old in VALID
    with pytest.raises(QueryError) as error:
        parse_header(VALID.replace(old, new, 1), Path("q.sql"))
    assert str(error.value).startswith(f"q.sql: {message}")


PLACEHOLDER = re.compile(r"'(?:[^']|'')*'|--[^\n]*|\$([a-z_]\w*)")


@pytest.mark.parametrize("path", sorted((REPO / "queries").glob("*.sql")), ids=lambda p: p.name)
def test_every_query_file_parses_and_declares_exactly_its_placeholders(path):
    query = parse_header(path.read_text(), path)
    used = {match[1] for match in PLACEHOLDER.finditer(query.sql) if match[1]}
    assert used == {param.name for param in query.params}
    assert query.title and query.description and query.tags


def test_repo_has_the_three_queries():
    assert [query.name for query in list_queries()] == [
        "code_availability", "reported_results", "top_code_owners",
    ]


def test_readme_is_current():
    readme = (queries_dir() / "README.md").read_text()
    assert readme == catalogue_markdown(list_queries()), "run: python -m db.queries"


def test_sqlfluff_lint_passes():
    sqlfluff = Path(sys.executable).parent / "sqlfluff"
    result = subprocess.run(
        [str(sqlfluff), "lint", "queries/"], cwd=REPO, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


# --- finding queries -----------------------------------------------------------------------

def query_file(name: str) -> str:
    return VALID.replace("-- name: q\n", f"-- name: {name}\n")


@pytest.fixture
def folder(tmp_path) -> Path:
    """tmp/queries/ok.sql, plus valid queries outside it that escapes would reach."""
    directory = tmp_path / "queries"
    (directory / "sub").mkdir(parents=True)
    (directory / "ok.sql").write_text(query_file("ok"))
    (directory / "sub" / "inner.sql").write_text(query_file("inner"))
    (tmp_path / "secret.sql").write_text(query_file("secret"))
    return directory


@pytest.mark.parametrize(
    "name", ["../secret", "sub/inner", "/etc/passwd", "..", "", "ok.sql", "OK", "ok\\x"]
)
def test_load_query_refuses_names_outside_the_folder(folder, name):
    with pytest.raises(QueryError, match="invalid query name"):
        load_query(name, folder)


def test_load_query_absolute_path_to_a_real_query(folder):
    with pytest.raises(QueryError, match="invalid query name"):
        load_query(str(folder.parent / "secret"), folder)


def test_load_query_unknown_and_known(folder):
    with pytest.raises(QueryError) as error:
        load_query("nope", folder)
    assert str(error.value) == "unknown query 'nope' (known: ok)"
    assert load_query("ok", folder).path == folder / "ok.sql"


def test_queries_dir_follows_the_environment(folder, monkeypatch):
    monkeypatch.setenv("PAPERDB_QUERIES", str(folder))
    assert queries_dir() == folder
    assert [query.name for query in list_queries()] == ["ok"]
    monkeypatch.delenv("PAPERDB_QUERIES")
    assert queries_dir() == REPO / "queries"


def test_list_queries_reports_a_missing_folder(tmp_path):
    with pytest.raises(QueryError, match="no saved-query folder"):
        list_queries(tmp_path / "absent")

"""The saved queries in queries/ and their catalogue, db.queries, on a hand-made database."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from datetime import date, datetime
from pathlib import Path

import duckdb
import pytest

from db.engine import make_engine, upgrade
from db.fts import load_extension, rebuild_index
from db.summaries import venue_year_keyword_rows
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

# Papers: (paper_id, title, venue, year, status). Statuses are compared case-insensitively
# (p2 'Spotlight', p9 'Poster'); p3 has no status, no track, no abstract and no author.
PAPERS = [
    ("p1", "Sparse Mixtures", "ICML", 2023, "oral"),
    ("p2", "Dense Retrieval", "ICML", 2023, "Spotlight"),
    ("p3", "A Wiki Data Set", "ICML", 2023, None),
    ("p8", "No Code Here", "ICML", 2023, "poster"),
    ("p4", "Translating Fast", "ICML", 2024, "poster"),
    ("p5", "Sonata", "NeurIPS", 2023, "poster"),
    ("p6", "Better CIFAR", "NeurIPS", 2024, "oral"),
    ("p7", "Bitbucket Fans", "NeurIPS", 2024, "poster"),
    ("p9", "Faster BERT", "NeurIPS", 2024, "Poster"),
]
TRACKS = {"p1": "main", "p2": "main", "p8": "main", "p4": "main", "p5": "main",
          "p6": "datasets", "p7": "main", "p9": "main"}
# State-of-the-art rule (sota_claims): p1 claims (set a new ...), p2 only mentions,
# p4 claims (outperforms the previous SOTA), p5 claims (new record), p6 neither ('SOTAs' is
# not the word SOTA), p7 neither ('a record'), p9 claims (report State-Of-The-Art ...);
# p3 has no abstract and p8's is blank.
ABSTRACTS = {
    "p1": "We set a new state-of-the-art on ImageNet with sparse mixtures.",
    "p2": "Dense retrieval compared to state of the art sparse baselines.",
    "p8": "   ",
    "p4": "Our translator outperforms the previous SOTA by 2 BLEU.",
    "p5": "Sonata sets a new record for music generation.",
    "p6": "We study the SOTAs of CIFAR and find improvements of 2.5 points.",
    "p7": "Bitbucket fans. No claims here; a record of repositories.",
    "p9": "Inference is 3x faster. We report State-Of-The-Art accuracy.",
}
# (mentions, claims) of each abstract by that rule, as the loader stores them in paper_summary
SOTA_FLAGS = {"p1": (True, True), "p2": (True, False), "p8": (False, False),
              "p4": (True, True), "p5": (True, True), "p6": (False, False),
              "p7": (False, False), "p9": (True, True)}
# Code links: (paper_id, url, host, owner, repo, kind). Only kind 'repository' counts as
# code; owners are ranked on github.com, gitlab.com and huggingface.co (hf.co folded in),
# case-insensitively.
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
    ("p3", "https://anonymous.4open.science/r/wiki-ds", "anonymous.4open.science",
     None, "wiki-ds", "repository"),
    ("p4", "https://github.com/google-research/bert", "github.com",
     "google-research", "bert", "repository"),
    ("p5", "https://gitlab.com/inria/sonata", "gitlab.com", "inria", "sonata", "repository"),
    ("p5", "https://sonata-music.org", "sonata-music.org", None, None, "project_page"),
    ("p5", "https://www.sonata.ai/about", "www.sonata.ai", None, None, "project_page"),
    ("p7", "https://bitbucket.org/someone/x", "bitbucket.org", "someone", "x", "repository"),
    ("p7", "https://github.com/google-research", "github.com", "google-research", None, "other"),
    ("p8", "https://someone.github.io/nocode", "github.io", "someone", "nocode", "project_page"),
    ("p8", "https://github.com/login", "github.com", None, None, "other"),
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
    "m7": ("p2", "speedup", 10.0, "x", "ratio", None, "Retrieval is 10x faster."),
    "m8": ("p4", "BLEU", 2.0, None, "improvement", "WMT14", "Up 2 BLEU."),
    "m9": ("p1", "Accuracy", 87.5, "%", "score", "CIFAR-10", "87.5% on CIFAR-10."),
    "m10": ("p6", "accuracy", 1.5, "points", "improvement", "CIFAR-100",
            "Up 1.5 points on CIFAR-100."),
    "m11": ("p7", "speedup", 10.0, "x", "ratio", None, "10x faster builds."),
}
# metric_id -> (qualifier, raw_value)
METRIC_TEXT = {"m6": ("up to", "3x"), "m7": (None, "10x")}
# metric_id -> subject: the model or setting of a result (m7's is a data set, with no dataset)
METRIC_SUBJECTS = {"m1": "ViT-H", "m4": "BERT", "m7": "MS MARCO"}
# Keywords: 'Sparse Model' and 'sparse model' are one keyword, compared case-insensitively.
KEYWORDS = {1: "sparse model", 2: "Sparse Model", 3: "retrieval", 4: "translation",
            5: "music", 6: "benchmark", 7: "language model", 8: "efficiency"}
# paper_id -> [(keyword_id, provenance)]
PAPER_KEYWORDS = {
    "p1": [(1, "extracted"), (6, "extracted"), (8, "author")],
    "p2": [(2, "extracted"), (3, "extracted"), (8, "extracted")],
    "p3": [(6, "extracted")],
    "p8": [(3, "extracted"), (6, "author"), (6, "extracted")],
    "p4": [(4, "extracted"), (7, "extracted"), (8, "extracted")],
    "p5": [(5, "extracted"), (6, "extracted")],
    "p6": [(6, "author"), (8, "extracted"), (7, "extracted")],
    "p7": [(6, "extracted")],
    "p9": [(7, "extracted"), (8, "extracted"), (1, "author")],
}
# (paper_id, acronym, long_form, is_proposed)
ACRONYMS = [
    ("p1", "SMX", "Sparse Mixture eXperts", True),
    ("p2", "DR", "dense retrieval", False),
    ("p4", "DR", "Dynamic Routing", True),
    ("p5", "DR", "Dense-Retrieval", False),
    ("p9", "BERT", "Bidirectional Encoder Representations from Transformers", False),
    ("p6", "BERT", "bidirectional encoder representation from transformer", False),
    ("p7", "FAN", None, True),
    ("p9", "FB", "Faster BERT", True),
    ("p1", "MoE", "mixture of experts", False),
    ("p2", "MoE", "Mixture-of-Experts", False),
    ("p8", "MoE", "model of everything", False),
]
AUTHORS = {1: "Ada Lovelace", 2: "Alan Turing", 3: "Grace Hopper", 4: "Anonymous",
           5: "Zed Zero"}
# (paper_id, author_id, position, affiliation)
PAPER_AUTHORS = [
    ("p1", 1, 1, "MIT"), ("p1", 2, 2, "Google"),
    ("p2", 2, 1, "Google "), ("p2", 3, 2, "Yale"),
    ("p4", 1, 1, "mit"), ("p4", 3, 2, None),
    ("p5", 4, 1, None),
    ("p6", 2, 1, "DeepMind"), ("p6", 1, 2, "MIT"),
    ("p7", 4, 1, None),
    ("p8", 5, 1, "Yale"),
    ("p9", 3, 1, "Yale"), ("p9", 2, 2, None),
]
# (load_id, source_format, source_path, started_at, finished_at, status, read, loaded,
#  rejected, added, changed, error)
LOADS = [
    (1, "jsonl", "fixture.jsonl", "2024-01-01 00:00:00", "2024-01-01 00:00:05", "completed",
     13, 10, 3, 9, 0, None),
    (2, "paperlists", "more.json", "2024-01-02 00:00:00", "2024-01-02 00:00:01.5",
     "completed", 3, 2, 1, 0, 2, None),
    (3, "pwc", "broken.json", "2024-01-03 00:00:00", "2024-01-03 00:00:00.5", "failed",
     0, 0, 0, 0, 0, "JSON decode error at byte 10"),
    (4, "jsonl", "running.jsonl", "2024-01-04 00:00:00", None, "running", 0, 0, 0, 0, 0, None),
]
REJECTED = [
    (1, 3, "missing title", '{"id": 3}'),
    (1, 7, "missing title", '{"id": 7}'),
    (1, 9, "abstract too long", '{"id": 9}'),
    (2, 2, "not a paper: event type 'Workshop'", '{"type": "Workshop"}'),
]
HOSTILE = "'; DROP TABLE paper; --"
NOTHING = "no such value"
# Values for the parameters without a default.
REQUIRED = {
    "keyword_trends": {"from_year": "2023", "to_year": "2024"},
    "search_papers": {"q": "sparse"},
}


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
        con.executemany(
            "INSERT INTO load_batch (load_id, source_format, source_path, sha256, started_at,"
            " finished_at, status, records_read, records_loaded, records_rejected,"
            " papers_added, papers_changed, error)"
            " VALUES (?, ?, ?, 'x', CAST(? AS TIMESTAMP), CAST(? AS TIMESTAMP), ?, ?, ?, ?, ?,"
            " ?, ?)",
            LOADS,
        )
        con.executemany(
            "INSERT INTO rejected_record (load_id, record_no, reason, raw) VALUES (?, ?, ?, ?)",
            REJECTED,
        )
        con.executemany(
            "INSERT INTO paper (paper_id, title, venue, year, status, track, abstract,"
            " first_load_id, last_load_id) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 1)",
            [(*paper, TRACKS.get(paper[0]), ABSTRACTS.get(paper[0])) for paper in PAPERS],
        )
        con.executemany(
            "INSERT INTO code_link (paper_id, url, host, owner, repo, kind, provenance)"
            " VALUES (?, ?, ?, ?, ?, ?, 'abstract')",
            CODE_LINKS,
        )
        con.executemany(
            "INSERT INTO metric (metric_id, paper_id, name, value, unit, kind, dataset, evidence,"
            " qualifier, raw_value, subject, provenance)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'abstract')",
            [(m, *row, *METRIC_TEXT.get(m, (None, None)), METRIC_SUBJECTS.get(m))
             for m, row in METRICS.items()],
        )
        con.executemany(
            "INSERT INTO keyword (keyword_id, keyword) VALUES (?, ?)", list(KEYWORDS.items())
        )
        con.executemany(
            "INSERT INTO paper_keyword (paper_id, keyword_id, rank, provenance)"
            " VALUES (?, ?, ?, ?)",
            [(paper_id, keyword_id, rank, provenance)
             for paper_id, keywords in PAPER_KEYWORDS.items()
             for rank, (keyword_id, provenance) in enumerate(keywords, 1)],
        )
        con.executemany(
            "INSERT INTO acronym (paper_id, acronym, long_form, is_proposed) VALUES (?, ?, ?, ?)",
            ACRONYMS,
        )
        con.executemany(
            "INSERT INTO author (author_id, name, name_key) VALUES (?, ?, ?)",
            [(author_id, name, name.lower()) for author_id, name in AUTHORS.items()],
        )
        con.executemany(
            "INSERT INTO paper_author (paper_id, author_id, position, affiliation)"
            " VALUES (?, ?, ?, ?)",
            PAPER_AUTHORS,
        )
        # what the loader writes with the derived rows (db/integrity.py checks the counts)
        con.executemany(
            "INSERT INTO paper_summary SELECT $1, venue, year, status, (SELECT count(*)"
            " FROM paper_author a"
            " WHERE a.paper_id = $1), (SELECT count(*) FROM paper_keyword k WHERE"
            " k.paper_id = $1 AND provenance = 'extracted'), (SELECT count(*) FROM"
            " paper_keyword k WHERE k.paper_id = $1 AND provenance = 'author'), $2, $3"
            " FROM paper WHERE paper_id = $1",
            [(paper_id, *SOTA_FLAGS.get(paper_id, (False, False))) for paper_id, *_ in PAPERS],
        )
        con.execute("INSERT INTO venue_year_keyword BY NAME " + venue_year_keyword_rows())
        rebuild_index(con)
    return path


@pytest.fixture(scope="module")
def con(database):
    with duckdb.connect(str(database), read_only=True) as connection:
        load_extension(connection)  # run_query's caller loads fts, as the CLI does
        yield connection


def run(con, name: str, **given: str) -> tuple[list[str], list[tuple]]:
    query = load_query(name)
    return run_query(con, query, bind_params(query, given))


def test_catalogue_has_at_least_fifteen_queries():
    assert [query.name for query in list_queries()] == [
        "acronym_collisions", "code_availability", "code_availability_by_track", "code_hosts",
        "data_quality", "keyword_trends", "largest_claims", "load_history",
        "metric_distribution", "papers_without_code", "proposed_methods", "rejected_records",
        "reported_results", "search_papers", "similar_papers", "sota_claims",
        "status_keywords", "top_affiliations", "top_authors", "top_code_owners",
        "top_keywords",
    ]


# --- code_availability ---------------------------------------------------------------------

CODE_COLUMNS = [
    "venue", "year", "status", "papers", "papers_with_code", "code_share", "papers_with_any_link",
]
# p3's only code is on anonymous.4open.science; p6 links nothing; p8 only a project page
# and an unresolved link.
CODE_ROWS = [
    ("ICML", 2023, "all", 4, 3, 0.75, 4),
    ("ICML", 2023, "oral", 1, 1, 1.0, 1),
    ("ICML", 2023, "poster", 1, 0, 0.0, 1),
    ("ICML", 2023, "spotlight", 1, 1, 1.0, 1),
    ("ICML", 2024, "all", 1, 1, 1.0, 1),
    ("ICML", 2024, "poster", 1, 1, 1.0, 1),
    ("NeurIPS", 2023, "all", 1, 1, 1.0, 1),
    ("NeurIPS", 2023, "poster", 1, 1, 1.0, 1),
    ("NeurIPS", 2024, "all", 3, 2, 0.667, 2),
    ("NeurIPS", 2024, "oral", 1, 0, 0.0, 0),
    ("NeurIPS", 2024, "poster", 2, 2, 1.0, 2),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, CODE_ROWS),
        ({"venue": "icml"}, CODE_ROWS[:6]),
        ({"year": "2024"}, [CODE_ROWS[i] for i in (4, 5, 8, 9, 10)]),
        ({"venue": "NeurIPS", "year": "2023"}, CODE_ROWS[6:8]),
        ({"track": "DATASETS"}, [
            ("NeurIPS", 2024, "all", 1, 0, 0.0, 0),
            ("NeurIPS", 2024, "oral", 1, 0, 0.0, 0),
        ]),
        ({"venue": "CVPR"}, []),
    ],
)
def test_code_availability(con, given, expected):
    assert run(con, "code_availability", **given) == (CODE_COLUMNS, expected)


TRACK_COLUMNS = [
    "venue", "year", "track", "papers", "papers_with_code", "code_share", "papers_with_any_link",
]
TRACK_ROWS = [
    ("ICML", 2023, "all", 4, 3, 0.75, 4),
    ("ICML", 2023, "(none)", 1, 1, 1.0, 1),
    ("ICML", 2023, "main", 3, 2, 0.667, 3),
    ("ICML", 2024, "all", 1, 1, 1.0, 1),
    ("ICML", 2024, "main", 1, 1, 1.0, 1),
    ("NeurIPS", 2023, "all", 1, 1, 1.0, 1),
    ("NeurIPS", 2023, "main", 1, 1, 1.0, 1),
    ("NeurIPS", 2024, "all", 3, 2, 0.667, 2),
    ("NeurIPS", 2024, "datasets", 1, 0, 0.0, 0),
    ("NeurIPS", 2024, "main", 2, 2, 1.0, 2),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, TRACK_ROWS),
        ({"venue": "neurips", "year": "2024"}, TRACK_ROWS[7:]),
        ({"year": "2023"}, TRACK_ROWS[:3] + TRACK_ROWS[5:7]),
    ],
)
def test_code_availability_by_track(con, given, expected):
    assert run(con, "code_availability_by_track", **given) == (TRACK_COLUMNS, expected)


# --- code_hosts ----------------------------------------------------------------------------

HOST_COLUMNS = [
    "venue", "year", "platform", "kind", "links", "papers", "hosts", "example_host",
    "paper_share",
]
HOST_ROWS = [
    ("ICML", 2023, "GitHub", "repository", 3, 2, 1, "github.com", 0.5),
    ("ICML", 2023, "Anonymous GitHub", "repository", 1, 1, 1, "anonymous.4open.science", 0.25),
    ("ICML", 2023, "GitHub", "other", 1, 1, 1, "github.com", 0.25),
    ("ICML", 2023, "GitHub Pages", "project_page", 1, 1, 1, "github.io", 0.25),
    ("ICML", 2023, "Hugging Face", "dataset", 1, 1, 1, "hf.co", 0.25),
    ("ICML", 2023, "Hugging Face", "model", 1, 1, 1, "huggingface.co", 0.25),
    ("ICML", 2024, "GitHub", "repository", 1, 1, 1, "github.com", 1.0),
    ("NeurIPS", 2023, "other", "project_page", 2, 1, 2, "sonata-music.org", 1.0),
    ("NeurIPS", 2023, "GitLab", "repository", 1, 1, 1, "gitlab.com", 1.0),
    ("NeurIPS", 2024, "Bitbucket", "repository", 1, 1, 1, "bitbucket.org", 0.333),
    ("NeurIPS", 2024, "GitHub", "other", 1, 1, 1, "github.com", 0.333),
    ("NeurIPS", 2024, "GitHub", "repository", 1, 1, 1, "github.com", 0.333),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, HOST_ROWS),
        ({"kind": "Repository"}, [HOST_ROWS[i] for i in (0, 1, 6, 8, 9, 11)]),
        ({"venue": "neurips", "year": "2023"}, HOST_ROWS[7:9]),
        ({"kind": "demo"}, []),
    ],
)
def test_code_hosts(con, given, expected):
    assert run(con, "code_hosts", **given) == (HOST_COLUMNS, expected)


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


# --- papers_without_code -------------------------------------------------------------------

NO_CODE_COLUMNS = ["paper_id", "title", "venue", "year", "track", "status", "url", "other_links"]
NO_CODE_P8 = ("p8", "No Code Here", "ICML", 2023, "main", "poster", None, "other, project_page")
NO_CODE_P6 = ("p6", "Better CIFAR", "NeurIPS", 2024, "datasets", "oral", None, None)


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, [NO_CODE_P8, NO_CODE_P6]),
        ({"status": "ORAL"}, [NO_CODE_P6]),
        ({"title_contains": "code"}, [NO_CODE_P8]),
        ({"title_contains": "%"}, []),
        ({"venue": "icml", "year": "2023"}, [NO_CODE_P8]),
        ({"year": "2024"}, [NO_CODE_P6]),
        ({"limit": "1"}, [NO_CODE_P8]),
    ],
)
def test_papers_without_code(con, given, expected):
    assert run(con, "papers_without_code", **given) == (NO_CODE_COLUMNS, expected)


# --- reported_results ----------------------------------------------------------------------

RESULT_COLUMNS = [
    "paper_id", "title", "venue", "year", "metric", "value", "unit", "kind", "subject", "dataset",
    "evidence",
]


def result_rows(*metric_ids: str) -> list[tuple]:
    papers = {paper[0]: paper[1:4] for paper in PAPERS}
    return [
        (METRICS[m][0], *papers[METRICS[m][0]], *METRICS[m][1:5], METRIC_SUBJECTS.get(m), *METRICS[m][5:])
        for m in metric_ids
    ]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, ("m1", "m9", "m2", "m3", "m7", "m11", "m6", "m5", "m8", "m10", "m4")),
        ({"metric": "ACC"}, ("m1", "m9", "m2", "m5", "m10")),
        ({"metric": "acc", "venue": "icml"}, ("m1", "m9", "m2")),
        ({"metric": "top-1"}, ("m2",)),
        ({"metric": "%"}, ()),  # a literal substring, not a LIKE pattern
        # the subject an abstract names, or a leaderboard's data set
        ({"subject": "imagenet"}, ("m1", "m2")),
        ({"subject": "vit"}, ("m1",)),
        ({"subject": "MS MARCO"}, ("m7",)),
        ({"subject": "bert", "metric": "f1"}, ("m4",)),
        ({"subject": "%"}, ()),
        ({"min_value": "30.1"}, ("m1", "m9", "m2", "m3")),
        ({"year": "2024"}, ("m3", "m11", "m6", "m5", "m8", "m10")),
        ({"limit": "2"}, ("m1", "m9")),
    ],
)
def test_reported_results(con, given, expected):
    assert run(con, "reported_results", **given) == (RESULT_COLUMNS, result_rows(*expected))


# --- metric_distribution -------------------------------------------------------------------

DISTRIBUTION_COLUMNS = [
    "metric", "unit", "kind", "results", "papers", "min_value", "q1", "median", "q3", "max_value",
]
SPEEDUP = ("speedup", "x", "ratio", 2, 2, 10.0, 10.0, 10.0, 10.0, 10.0)
ACCURACY = ("accuracy", "%", "score", 2, 1, 87.5, 88.5, 89.5, 90.5, 91.5)
ACCURACY_POINTS = ("accuracy", "points", "improvement", 2, 1, 1.5, 1.75, 2.0, 2.25, 2.5)
DISTRIBUTION_ROWS = [
    SPEEDUP,
    ACCURACY,
    ACCURACY_POINTS,
    ("bleu", None, "improvement", 1, 1, 2.0, 2.0, 2.0, 2.0, 2.0),
    ("bleu", None, "score", 1, 1, 30.1, 30.1, 30.1, 30.1, 30.1),
    ("f1", None, "score", 1, 1, 0.88, 0.88, 0.88, 0.88, 0.88),
    ("top-1 accuracy", "%", "score", 1, 1, 80.2, 80.2, 80.2, 80.2, 80.2),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, DISTRIBUTION_ROWS),
        ({"min_results": "2"}, DISTRIBUTION_ROWS[:3]),
        ({"kind": "RATIO"}, [SPEEDUP]),
        ({"venue": "neurips"}, [
            ACCURACY_POINTS,
            ("f1", None, "score", 1, 1, 0.88, 0.88, 0.88, 0.88, 0.88),
            ("speedup", "x", "ratio", 1, 1, 10.0, 10.0, 10.0, 10.0, 10.0),
        ]),
        ({"limit": "1"}, [SPEEDUP]),
    ],
)
def test_metric_distribution(con, given, expected):
    assert run(con, "metric_distribution", **given) == (DISTRIBUTION_COLUMNS, expected)


# --- largest_claims ------------------------------------------------------------------------

CLAIM_COLUMNS = [
    "kind", "unit", "rank", "value", "qualifier", "metric", "raw_value", "paper_id", "title",
    "venue", "year", "evidence",
]
CLAIM_M5 = ("improvement", "points", 1, 2.5, None, "Accuracy", None, "p6", "Better CIFAR",
            "NeurIPS", 2024, "Up 2.5 points.")
CLAIM_M10 = ("improvement", "points", 2, 1.5, None, "accuracy", None, "p6", "Better CIFAR",
             "NeurIPS", 2024, "Up 1.5 points on CIFAR-100.")
CLAIM_M8 = ("improvement", None, 1, 2.0, None, "BLEU", None, "p4", "Translating Fast",
            "ICML", 2024, "Up 2 BLEU.")
CLAIM_M7 = ("ratio", "x", 1, 10.0, None, "speedup", "10x", "p2", "Dense Retrieval",
            "ICML", 2023, "Retrieval is 10x faster.")
CLAIM_M11 = ("ratio", "x", 1, 10.0, None, "speedup", None, "p7", "Bitbucket Fans",
             "NeurIPS", 2024, "10x faster builds.")
CLAIM_M6 = ("ratio", "x", 3, 3.0, "up to", None, "3x", "p9", "Faster BERT",
            "NeurIPS", 2024, "Inference is 3x faster.")


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, [CLAIM_M5, CLAIM_M10, CLAIM_M8, CLAIM_M7, CLAIM_M11, CLAIM_M6]),
        ({"per_unit": "1"}, [CLAIM_M5, CLAIM_M8, CLAIM_M7, CLAIM_M11]),  # ties share rank 1
        ({"kind": "ratio", "unit": "x"}, [CLAIM_M7, CLAIM_M11, CLAIM_M6]),
        ({"year": "2023"}, [CLAIM_M7]),
        ({"venue": "icml"}, [CLAIM_M8, CLAIM_M7]),
        ({"kind": "score"}, []),
    ],
)
def test_largest_claims(con, given, expected):
    assert run(con, "largest_claims", **given) == (CLAIM_COLUMNS, expected)


# --- sota_claims ---------------------------------------------------------------------------

SOTA_COLUMNS = [
    "venue", "year", "status", "papers_with_abstract", "mentioning_sota", "mention_share",
    "claiming_sota", "claim_share",
]
SOTA_ROWS = [
    ("ICML", 2023, "all", 2, 2, 1.0, 1, 0.5),
    ("ICML", 2023, "oral", 1, 1, 1.0, 1, 1.0),
    ("ICML", 2023, "spotlight", 1, 1, 1.0, 0, 0.0),
    ("ICML", 2024, "all", 1, 1, 1.0, 1, 1.0),
    ("ICML", 2024, "poster", 1, 1, 1.0, 1, 1.0),
    ("NeurIPS", 2023, "all", 1, 1, 1.0, 1, 1.0),
    ("NeurIPS", 2023, "poster", 1, 1, 1.0, 1, 1.0),
    ("NeurIPS", 2024, "all", 3, 1, 0.333, 1, 0.333),
    ("NeurIPS", 2024, "oral", 1, 0, 0.0, 0, 0.0),
    ("NeurIPS", 2024, "poster", 2, 1, 0.5, 1, 0.5),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, SOTA_ROWS),
        ({"venue": "NEURIPS", "year": "2024"}, SOTA_ROWS[7:]),
        ({"year": "2023"}, SOTA_ROWS[:3] + SOTA_ROWS[5:7]),
    ],
)
def test_sota_claims(con, given, expected):
    assert run(con, "sota_claims", **given) == (SOTA_COLUMNS, expected)


# --- keywords ------------------------------------------------------------------------------

TOP_KEYWORD_COLUMNS = ["venue", "year", "rank", "keyword", "papers", "paper_share"]
TOP_KEYWORD_ROWS = [
    ("ICML", 2023, 1, "benchmark", 3, 0.75),
    ("ICML", 2023, 2, "efficiency", 2, 0.5),
    ("ICML", 2023, 3, "retrieval", 2, 0.5),
    ("ICML", 2023, 4, "sparse model", 2, 0.5),
    ("ICML", 2024, 1, "efficiency", 1, 1.0),
    ("ICML", 2024, 2, "language model", 1, 1.0),
    ("ICML", 2024, 3, "translation", 1, 1.0),
    ("NeurIPS", 2023, 1, "benchmark", 1, 1.0),
    ("NeurIPS", 2023, 2, "music", 1, 1.0),
    ("NeurIPS", 2024, 1, "benchmark", 2, 0.6667),
    ("NeurIPS", 2024, 2, "efficiency", 2, 0.6667),
    ("NeurIPS", 2024, 3, "language model", 2, 0.6667),
    ("NeurIPS", 2024, 4, "sparse model", 1, 0.3333),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, TOP_KEYWORD_ROWS),
        ({"limit": "1"}, [TOP_KEYWORD_ROWS[i] for i in (0, 4, 7, 9)]),
        ({"venue": "neurips", "year": "2024"}, TOP_KEYWORD_ROWS[9:]),
        ({"provenance": "author"}, [
            ("ICML", 2023, 1, "benchmark", 1, 0.5),
            ("ICML", 2023, 2, "efficiency", 1, 0.5),
            ("NeurIPS", 2024, 1, "benchmark", 1, 0.5),
            ("NeurIPS", 2024, 2, "sparse model", 1, 0.5),
        ]),
        ({"provenance": "extracted", "venue": "ICML", "year": "2023"}, [
            ("ICML", 2023, 1, "benchmark", 3, 0.75),
            ("ICML", 2023, 2, "retrieval", 2, 0.5),
            ("ICML", 2023, 3, "sparse model", 2, 0.5),
            ("ICML", 2023, 4, "efficiency", 1, 0.25),
        ]),
    ],
)
def test_top_keywords(con, given, expected):
    assert run(con, "top_keywords", **given) == (TOP_KEYWORD_COLUMNS, expected)


STATUS_KEYWORD_COLUMNS = [
    "venue", "year", "keyword", "status_papers", "papers", "status_share", "overall_share", "lift",
]
ORAL_ROWS = [
    ("ICML", 2023, "efficiency", 1, 2, 1.0, 0.5, 2.0),
    ("ICML", 2023, "sparse model", 1, 2, 1.0, 0.5, 2.0),
    ("ICML", 2023, "benchmark", 1, 3, 1.0, 0.75, 1.33),
    ("NeurIPS", 2024, "benchmark", 1, 2, 1.0, 0.6667, 1.5),
    ("NeurIPS", 2024, "efficiency", 1, 2, 1.0, 0.6667, 1.5),
    ("NeurIPS", 2024, "language model", 1, 2, 1.0, 0.6667, 1.5),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, []),  # no keyword is on three orals of one venue and year
        ({"min_papers": "1"}, ORAL_ROWS),
        ({"min_papers": "1", "limit": "1"}, [ORAL_ROWS[0], ORAL_ROWS[3]]),
        ({"min_papers": "1", "status": "Spotlight"}, [
            ("ICML", 2023, "efficiency", 1, 2, 1.0, 0.5, 2.0),
            ("ICML", 2023, "retrieval", 1, 2, 1.0, 0.5, 2.0),
            ("ICML", 2023, "sparse model", 1, 2, 1.0, 0.5, 2.0),
        ]),
        ({"min_papers": "1", "provenance": "author"}, [
            ("ICML", 2023, "efficiency", 1, 1, 1.0, 0.5, 2.0),
            ("NeurIPS", 2024, "benchmark", 1, 1, 1.0, 0.5, 2.0),
        ]),
        ({"min_papers": "1", "venue": "neurips"}, ORAL_ROWS[3:]),
    ],
)
def test_status_keywords(con, given, expected):
    assert run(con, "status_keywords", **given) == (STATUS_KEYWORD_COLUMNS, expected)


TREND_COLUMNS = [
    "trend", "keyword", "from_papers", "to_papers", "from_share", "to_share", "share_change",
]
TREND_ROWS = [
    ("rising", "language model", 0, 3, 0.0, 0.75, 0.75),
    ("rising", "efficiency", 2, 3, 0.4, 0.75, 0.35),
    ("rising", "translation", 0, 1, 0.0, 0.25, 0.25),
    ("falling", "retrieval", 2, 0, 0.4, 0.0, -0.4),
    ("falling", "benchmark", 4, 2, 0.8, 0.5, -0.3),
    ("falling", "music", 1, 0, 0.2, 0.0, -0.2),
    ("falling", "sparse model", 2, 1, 0.4, 0.25, -0.15),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, []),  # no keyword has five papers in 2023 or 2024
        ({"min_papers": "1"}, TREND_ROWS),
        ({"min_papers": "2"}, [TREND_ROWS[i] for i in (0, 1, 3, 4, 6)]),
        ({"min_papers": "1", "limit": "1"}, [TREND_ROWS[0], TREND_ROWS[3]]),
        ({"from_venue": "icml", "to_venue": "NeurIPS", "min_papers": "2"}, [
            ("rising", "language model", 0, 2, 0.0, 0.6667, 0.6667),
            ("rising", "efficiency", 2, 2, 0.5, 0.6667, 0.1667),
            ("falling", "retrieval", 2, 0, 0.5, 0.0, -0.5),
            ("falling", "sparse model", 2, 1, 0.5, 0.3333, -0.1667),
            ("falling", "benchmark", 3, 2, 0.75, 0.6667, -0.0833),
        ]),
        ({"from_year": "2024", "min_papers": "1"}, []),  # a year against itself
    ],
)
def test_keyword_trends(con, given, expected):
    given = {**REQUIRED["keyword_trends"], **given}
    assert run(con, "keyword_trends", **given) == (TREND_COLUMNS, expected)


def test_keyword_trends_needs_both_years():
    with pytest.raises(QueryError, match="parameter from_year is required"):
        bind_params(load_query("keyword_trends"), {"to_year": "2024"})


# --- similar_papers ------------------------------------------------------------------------

SIMILAR_COLUMNS = [
    "similar_to", "paper_id", "title", "venue", "year", "shared_keywords", "jaccard", "keywords",
]
SIMILAR_TO_P1 = [
    ("p1", "p2", "Dense Retrieval", "ICML", 2023, 2, 0.5, "efficiency, sparse model"),
    ("p1", "p6", "Better CIFAR", "NeurIPS", 2024, 2, 0.5, "benchmark, efficiency"),
    ("p1", "p9", "Faster BERT", "NeurIPS", 2024, 2, 0.5, "efficiency, sparse model"),
    ("p1", "p3", "A Wiki Data Set", "ICML", 2023, 1, 0.333, "benchmark"),
    ("p1", "p7", "Bitbucket Fans", "NeurIPS", 2024, 1, 0.333, "benchmark"),
    ("p1", "p5", "Sonata", "NeurIPS", 2023, 1, 0.25, "benchmark"),
    ("p1", "p8", "No Code Here", "ICML", 2023, 1, 0.25, "benchmark"),
    ("p1", "p4", "Translating Fast", "ICML", 2024, 1, 0.2, "efficiency"),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, []),  # no paper given
        ({"paper_id": "p1"}, SIMILAR_TO_P1),
        ({"paper_id": "p1", "limit": "NULL"}, SIMILAR_TO_P1),
        ({"paper_id": "p1", "limit": "2"}, SIMILAR_TO_P1[:2]),
        ({"title": "bert"}, [
            ("p9", "p1", "Sparse Mixtures", "ICML", 2023, 2, 0.5, "efficiency, sparse model"),
            ("p9", "p2", "Dense Retrieval", "ICML", 2023, 2, 0.5, "efficiency, sparse model"),
            ("p9", "p4", "Translating Fast", "ICML", 2024, 2, 0.5, "efficiency, language model"),
            ("p9", "p6", "Better CIFAR", "NeurIPS", 2024, 2, 0.5, "efficiency, language model"),
        ]),
        # 's' is in seven titles: the shortest, Sonata (p5), is the paper.
        ({"title": "S", "limit": "3"}, [
            ("p5", "p3", "A Wiki Data Set", "ICML", 2023, 1, 0.5, "benchmark"),
            ("p5", "p7", "Bitbucket Fans", "NeurIPS", 2024, 1, 0.5, "benchmark"),
            ("p5", "p8", "No Code Here", "ICML", 2023, 1, 0.333, "benchmark"),
        ]),
        ({"paper_id": "p6", "provenance": "author"}, [
            ("p6", "p8", "No Code Here", "ICML", 2023, 1, 1.0, "benchmark"),
        ]),
    ],
)
def test_similar_papers(con, given, expected):
    assert run(con, "similar_papers", **given) == (SIMILAR_COLUMNS, expected)


# --- acronyms ------------------------------------------------------------------------------

PROPOSED_COLUMNS = [
    "acronym", "long_form", "paper_id", "title", "venue", "year", "status", "other_papers",
]
PROPOSED_ROWS = [
    ("DR", "Dynamic Routing", "p4", "Translating Fast", "ICML", 2024, "poster", 2),
    ("FAN", None, "p7", "Bitbucket Fans", "NeurIPS", 2024, "poster", 0),
    ("FB", "Faster BERT", "p9", "Faster BERT", "NeurIPS", 2024, "Poster", 0),
    ("SMX", "Sparse Mixture eXperts", "p1", "Sparse Mixtures", "ICML", 2023, "oral", 0),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, PROPOSED_ROWS),
        ({"acronym": "dr"}, PROPOSED_ROWS[:1]),
        ({"venue": "neurips"}, PROPOSED_ROWS[1:3]),
        ({"year": "2023"}, PROPOSED_ROWS[3:]),
        ({"limit": "2"}, PROPOSED_ROWS[:2]),
        ({"acronym": "MoE"}, []),  # defined, but proposed by none
    ],
)
def test_proposed_methods(con, given, expected):
    assert run(con, "proposed_methods", **given) == (PROPOSED_COLUMNS, expected)


COLLISION_COLUMNS = ["acronym", "long_forms", "papers", "proposing_papers", "forms"]
COLLISION_DR = ("DR", 2, 3, 1, "dense retrieval (2); dynamic routing (1)")
COLLISION_MOE = ("MoE", 2, 3, 0, "mixture of experts (2); model of everything (1)")


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, [COLLISION_DR, COLLISION_MOE]),
        ({"min_long_forms": "1"}, [
            COLLISION_DR,
            COLLISION_MOE,
            # plural and singular spellings are one form, shown in the first spelling
            ("BERT", 1, 2, 0, "bidirectional encoder representation from transformer (2)"),
            ("FB", 1, 1, 1, "faster bert (1)"),
            ("SMX", 1, 1, 1, "sparse mixture experts (1)"),
        ]),
        ({"year": "2023"}, [COLLISION_MOE]),  # DR's two 2023 papers agree
        ({"limit": "1"}, [COLLISION_DR]),
        ({"venue": "NeurIPS"}, []),
    ],
)
def test_acronym_collisions(con, given, expected):
    assert run(con, "acronym_collisions", **given) == (COLLISION_COLUMNS, expected)


# --- authors and affiliations --------------------------------------------------------------

AUTHOR_COLUMNS = [
    "author", "papers", "first_author", "oral_or_spotlight", "venue_years", "latest_affiliation",
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, [  # "Anonymous" is no author
            ("Alan Turing", 4, 2, 3, 2, "DeepMind"),
            ("Ada Lovelace", 3, 2, 2, 3, "MIT"),
            ("Grace Hopper", 3, 1, 1, 3, "Yale"),
            ("Zed Zero", 1, 1, 0, 1, "Yale"),
        ]),
        ({"venue": "icml", "year": "2023"}, [
            ("Alan Turing", 2, 1, 2, 1, "Google"),
            ("Ada Lovelace", 1, 1, 1, 1, "MIT"),
            ("Grace Hopper", 1, 0, 1, 1, "Yale"),
            ("Zed Zero", 1, 1, 0, 1, "Yale"),
        ]),
        ({"limit": "1"}, [("Alan Turing", 4, 2, 3, 2, "DeepMind")]),
        ({"venue": "CVPR"}, []),
    ],
)
def test_top_authors(con, given, expected):
    assert run(con, "top_authors", **given) == (AUTHOR_COLUMNS, expected)


AFFILIATION_COLUMNS = ["affiliation", "papers", "authors", "first_author", "oral_or_spotlight"]
AFFILIATION_ROWS = [
    ("Yale", 3, 2, 2, 1),
    ("MIT", 3, 1, 2, 2),  # 'MIT' twice, 'mit' once
    ("Google", 2, 1, 1, 2),  # 'Google ' trimmed
    ("DeepMind", 1, 1, 1, 1),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, AFFILIATION_ROWS),
        ({"year": "2024"}, [
            ("MIT", 2, 1, 1, 1),
            ("DeepMind", 1, 1, 1, 1),
            ("Yale", 1, 1, 1, 0),
        ]),
        ({"limit": "2"}, AFFILIATION_ROWS[:2]),
    ],
)
def test_top_affiliations(con, given, expected):
    assert run(con, "top_affiliations", **given) == (AFFILIATION_COLUMNS, expected)


# --- data_quality, load_history, rejected_records ------------------------------------------

QUALITY_COLUMNS = ["check_name", "failing", "checked", "example", "failing_share"]
LOAD_CHECKS = [
    ("record_rejected", 4, 16, "1:3", 0.25),
    ("load_not_completed", 2, 4, "3", 0.5),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, [
            ("paper_without_abstract", 2, 9, "p3", 0.222),  # p3 NULL, p8 blank
            ("paper_without_title", 0, 9, None, 0.0),
            ("paper_without_status", 1, 9, "p3", 0.111),
            ("paper_without_authors", 1, 9, "p3", 0.111),
            ("paper_without_keywords", 0, 9, None, 0.0),
            ("result_without_metric_name", 1, 11, "m6", 0.091),
            ("link_unresolved", 2, 15, "https://github.com/google-research", 0.133),
            ("github_link_without_owner", 1, 7, "https://github.com/login", 0.143),
            ("author_placeholder", 2, 13, "p5", 0.154),
            *LOAD_CHECKS,
        ]),
        ({"venue": "NeurIPS", "year": "2024"}, [
            ("paper_without_abstract", 0, 3, None, 0.0),
            ("paper_without_title", 0, 3, None, 0.0),
            ("paper_without_status", 0, 3, None, 0.0),
            ("paper_without_authors", 0, 3, None, 0.0),
            ("paper_without_keywords", 0, 3, None, 0.0),
            ("result_without_metric_name", 1, 4, "m6", 0.25),
            ("link_unresolved", 1, 3, "https://github.com/google-research", 0.333),
            ("github_link_without_owner", 0, 2, None, 0.0),
            ("author_placeholder", 1, 5, "p7", 0.2),
            *LOAD_CHECKS,
        ]),
        ({"venue": "CVPR"}, [
            ("paper_without_abstract", 0, 0, None, None),
            ("paper_without_title", 0, 0, None, None),
            ("paper_without_status", 0, 0, None, None),
            ("paper_without_authors", 0, 0, None, None),
            ("paper_without_keywords", 0, 0, None, None),
            ("result_without_metric_name", 0, 0, None, None),
            ("link_unresolved", 0, 0, None, None),
            ("github_link_without_owner", 0, 0, None, None),
            ("author_placeholder", 0, 0, None, None),
            *LOAD_CHECKS,
        ]),
    ],
)
def test_data_quality(con, given, expected):
    assert run(con, "data_quality", **given) == (QUALITY_COLUMNS, expected)


def test_data_quality_blank_text_is_white_space_only(database, tmp_path):
    """Text that starts with white space is not blank; empty or all white space is."""
    path = tmp_path / "blank.duckdb"
    shutil.copy(database, path)
    with duckdb.connect(str(path)) as writable:
        writable.execute("UPDATE paper SET abstract = '\n  ' || abstract WHERE paper_id = 'p1'")
        writable.execute("UPDATE paper SET abstract = '' WHERE paper_id = 'p5'")
        writable.execute("UPDATE paper SET title = ' \t\n' WHERE paper_id = 'p2'")
        writable.execute("UPDATE paper SET title = ' Translating Fast' WHERE paper_id = 'p4'")
        rows = run(writable, "data_quality")[1]
    assert rows[:2] == [
        ("paper_without_abstract", 3, 9, "p3", 0.333),  # p3 NULL, p5 empty, p8 blank
        ("paper_without_title", 1, 9, "p2", 0.111),
    ]


def test_top_authors_counts_an_author_once_per_paper(database, tmp_path):
    """An author listed twice on one paper (two positions) still has the paper once."""
    path = tmp_path / "twice.duckdb"
    shutil.copy(database, path)
    with duckdb.connect(str(path)) as writable:
        writable.execute(
            "INSERT INTO paper_author (paper_id, author_id, position, affiliation)"
            " VALUES ('p1', 1, 3, 'Oxford')"
        )
        rows = run(writable, "top_authors")[1]
    assert rows[1] == ("Ada Lovelace", 3, 2, 2, 3, "MIT")


LOAD_COLUMNS = [
    "load_id", "source_format", "source_path", "status", "started_at", "duration_seconds",
    "records_read", "records_loaded", "records_rejected", "papers_added", "papers_changed",
    "records_per_second", "top_reject_reason", "error",
]
LOAD_ROWS = [
    (4, "jsonl", "running.jsonl", "running", datetime(2024, 1, 4), None,
     0, 0, 0, 0, 0, None, None, None),
    (3, "pwc", "broken.json", "failed", datetime(2024, 1, 3), 0.5,
     0, 0, 0, 0, 0, 0.0, None, "JSON decode error at byte 10"),
    (2, "paperlists", "more.json", "completed", datetime(2024, 1, 2), 1.5,
     3, 2, 1, 0, 2, 1.0, "not a paper: event type 'Workshop'", None),
    (1, "jsonl", "fixture.jsonl", "completed", datetime(2024, 1, 1), 5.0,
     13, 10, 3, 9, 0, 2.0, "missing title", None),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, LOAD_ROWS),
        ({"status": "FAILED"}, LOAD_ROWS[1:2]),
        ({"limit": "2"}, LOAD_ROWS[:2]),
        ({"status": "interrupted"}, []),
    ],
)
def test_load_history(con, given, expected):
    assert run(con, "load_history", **given) == (LOAD_COLUMNS, expected)


REJECTED_COLUMNS = [
    "load_id", "source_path", "reason", "records", "first_record_no", "last_record_no",
    "first_raw",
]
REJECTED_ROWS = [
    (2, "more.json", "not a paper: event type 'Workshop'", 1, 2, 2, '{"type": "Workshop"}'),
    (1, "fixture.jsonl", "missing title", 2, 3, 7, '{"id": 3}'),
    (1, "fixture.jsonl", "abstract too long", 1, 9, 9, '{"id": 9}'),
]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({}, REJECTED_ROWS),
        ({"load_id": "1"}, REJECTED_ROWS[1:]),
        ({"reason": "WORKSHOP"}, REJECTED_ROWS[:1]),
        ({"reason": "%"}, []),
        ({"limit": "1"}, REJECTED_ROWS[:1]),
        ({"reason": "TITLE", "load_id": "1"}, REJECTED_ROWS[1:2]),
    ],
)
def test_rejected_records(con, given, expected):
    assert run(con, "rejected_records", **given) == (REJECTED_COLUMNS, expected)


# --- search_papers -------------------------------------------------------------------------

SEARCH_COLUMNS = ["paper_id", "title", "venue", "year", "status", "score"]


def bm25(con, text: str) -> dict[str, float]:
    """Each matching paper's score, from the index directly with the text as a literal."""
    literal = "'" + text.replace("'", "''") + "'"
    rows = con.execute(
        f"SELECT paper_id, ROUND(fts_main_paper.match_bm25(paper_id, {literal}), 3) AS score"
        " FROM paper WHERE score IS NOT NULL"
    ).fetchall()
    return dict(rows)


@pytest.mark.parametrize(
    ("given", "expected_ids"),
    [
        ({}, ["p1", "p2"]),  # q = sparse: p1 has it in title and abstract, p2 once
        ({"limit": "1"}, ["p1"]),
        ({"q": "mixture"}, ["p1"]),  # stemmed: mixtures
        ({"q": "record", "year": "2023"}, ["p5"]),
        ({"q": "record"}, ["p5", "p7"]),
        ({"q": "faster", "venue": "neurips"}, ["p9"]),
        ({"q": "sparse", "venue": "neurips"}, []),
        ({"q": "the"}, []),  # a stop word only
    ],
)
def test_search_papers(con, given, expected_ids):
    given = {**REQUIRED["search_papers"], **given}
    columns, rows = run(con, "search_papers", **given)
    scores = bm25(con, given["q"])
    papers = {paper[0]: paper[:4] for paper in PAPERS}
    status = {paper[0]: paper[4] for paper in PAPERS}
    expected = [(*papers[i], status[i], scores[i]) for i in expected_ids]
    assert columns == SEARCH_COLUMNS
    assert rows == expected
    assert all(score > 0 for *_, score in rows)
    assert [row[5] for row in rows] == sorted((row[5] for row in rows), reverse=True)


def test_search_papers_needs_q():
    with pytest.raises(QueryError, match="parameter q is required by query search_papers"):
        bind_params(load_query("search_papers"), {})


def test_search_papers_reads_its_parameters_as_variables():
    query = load_query("search_papers")
    assert query.placeholders == frozenset()
    assert "$" not in query.sql and "getvariable('q')" in query.sql.lower()


# --- binding, injection, the duckdb shell --------------------------------------------------

def test_hostile_text_is_only_a_value(database, tmp_path):
    """Every text parameter of every query: a hostile value gives the rows of any value that
    matches nothing, and changes nothing."""
    # A writable copy: were the value spliced into the SQL, the DROP could really run.
    path = tmp_path / "writable.duckdb"
    shutil.copy(database, path)
    checked = 0
    with duckdb.connect(str(path)) as writable:
        load_extension(writable)
        before = writable.execute("SELECT * FROM paper ORDER BY paper_id").fetchall()
        for query in list_queries():
            for param in query.params:
                if param.type == "text":
                    given = {**REQUIRED.get(query.name, {}), param.name: HOSTILE}
                    bound = bind_params(query, given)
                    assert bound[param.name] == HOSTILE
                    harmless = bind_params(query, {**given, param.name: NOTHING})
                    rows = run_query(writable, query, bound)[1]
                    assert rows == run_query(writable, query, harmless)[1], query.name
                    checked += 1
        after = writable.execute("SELECT * FROM paper ORDER BY paper_id").fetchall()
        tables = writable.execute("SELECT count(*) FROM duckdb_tables()").fetchone()
    assert after == before and len(after) == len(PAPERS)
    assert tables[0] > 10 and checked >= 35


def sql_literal(value: object) -> str:
    if value is None:
        return "NULL"
    return "'" + value.replace("'", "''") + "'" if isinstance(value, str) else repr(value)


SHELL_QUERIES = [q.name for q in list_queries() if q.placeholders]


@pytest.mark.parametrize("name", SHELL_QUERIES)
@pytest.mark.parametrize("given", [{}, {"year": "2024", "venue": "NeurIPS"}])
def test_file_runs_in_the_shell_with_prepare_execute(con, name, given):
    """README's recipe: the whole file, header included, under PREPARE; NULLs untyped."""
    query = load_query(name)
    declared = {param.name for param in query.params}
    given = {**REQUIRED.get(name, {}), **{k: v for k, v in given.items() if k in declared}}
    bound = bind_params(query, given)
    args = ", ".join(f'"{key}" := {sql_literal(value)}' for key, value in bound.items())
    con.execute(f"PREPARE shell_{name} AS {query.path.read_text()}")
    try:
        rows = con.execute(f"EXECUTE shell_{name}({args})").fetchall()
    finally:
        con.execute(f"DEALLOCATE shell_{name}")
    assert rows == run_query(con, query, bound)[1]


def test_only_search_and_top_authors_read_variables():
    assert sorted(set(q.name for q in list_queries()) - set(SHELL_QUERIES)) == [
        "search_papers", "top_authors"]


@pytest.mark.parametrize(("venue", "limit"), [("NULL::VARCHAR", "20"), ("'icml'", "2")])
def test_top_authors_file_runs_in_the_shell_after_set_variable(con, database, venue, limit):
    query = load_query("top_authors")
    with duckdb.connect(str(database), read_only=True) as shell:
        shell.execute(f"SET VARIABLE venue = {venue};")
        shell.execute("SET VARIABLE year = NULL::INTEGER;")
        shell.execute(f'SET VARIABLE "limit" = {limit};')
        rows = shell.execute(query.path.read_text()).fetchall()
    given = {"limit": limit} if venue.startswith("NULL") else {"venue": "icml", "limit": limit}
    assert rows == run(con, "top_authors", **given)[1] and rows


def test_search_file_runs_in_the_shell_after_set_variable(database):
    """README's recipe for getvariable queries: SET VARIABLE each parameter, paste the file."""
    query = load_query("search_papers")
    with duckdb.connect(str(database), read_only=True) as shell:
        load_extension(shell)
        shell.execute("SET VARIABLE q = 'record';")
        shell.execute("SET VARIABLE venue = NULL::VARCHAR;")
        shell.execute("SET VARIABLE year = 2023;")
        shell.execute('SET VARIABLE "limit" = 20;')
        rows = shell.execute(query.path.read_text()).fetchall()
    assert [row[0] for row in rows] == ["p5"]


def test_run_query_sets_every_parameter_as_a_typed_variable(con):
    query = load_query("code_availability")
    run_query(con, query, bind_params(query, {"year": "2024"}))
    assert con.execute(
        "SELECT getvariable('venue'), typeof(getvariable('venue')),"
        " getvariable('year'), typeof(getvariable('year')), getvariable('track')"
    ).fetchone() == (None, "VARCHAR", 2024, "BIGINT", None)
    typed = parse_header(TYPED, Path("typed.sql"))
    run_query(con, typed, bind_params(typed, {"day": "2024-05-01"}))
    assert con.execute(
        "SELECT getvariable('flag'), getvariable('day'), typeof(getvariable('day'))"
    ).fetchone() == (True, date(2024, 5, 1), "DATE")


VARIABLES = """\
-- name: v
-- title: Parameters read as variables
-- description: For the tests.
-- params:
--   word: text  -- a word
--   n: int = 2  -- how many times
--   year: int = NULL  -- a year
-- tags: test
SELECT
    REPEAT(GETVARIABLE('word'), GETVARIABLE( 'n' )) AS words,
    CAST($year AS INTEGER) AS y,
    'getvariable(''nope'')' AS s  -- getvariable('nor_this')
"""


def test_a_query_may_read_parameters_with_getvariable(con):
    query = parse_header(VARIABLES, Path("v.sql"))
    assert query.placeholders == frozenset({"year"})
    assert run_query(con, query, bind_params(query, {"word": "ab", "year": "7"})) == (
        ["words", "y", "s"], [("abab", 7, "getvariable('nope')")]
    )
    # a previous run's variables never leak: every parameter is set again
    assert run_query(con, query, bind_params(query, {"word": "c"}))[1] == [
        ("cc", None, "getvariable('nope')")
    ]


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("GETVARIABLE( 'n' )", "2", "parameters not used in the SQL: n"),
        ("GETVARIABLE( 'n' )", "getvariable('count')",
         "variables not declared in params: getvariable('count')"),
        ("GETVARIABLE('word')", "'getvariable(''word'')'", "parameters not used in the SQL: word"),
        ("GETVARIABLE('word')", "'x' /* getvariable('word') */",
         "parameters not used in the SQL: word"),
    ],
)
def test_getvariable_is_checked_like_a_placeholder(old, new, message):
    assert old in VARIABLES
    with pytest.raises(QueryError) as error:
        parse_header(VARIABLES.replace(old, new, 1), Path("v.sql"))
    assert str(error.value) == f"v.sql: {message}"


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"word": "x", "n": 1}, "query v: parameter year not bound (use bind_params)"),
        ({"word": "x", "n": 1, "year": None, "extra": 1},
         "query v: parameter extra unknown (use bind_params)"),
    ],
)
def test_run_query_wants_exactly_the_declared_parameters(con, params, message):
    query = parse_header(VARIABLES, Path("v.sql"))
    with pytest.raises(QueryError) as error:
        run_query(con, query, params)
    assert str(error.value) == message


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
        "metric": None, "subject": None, "venue": None, "year": None, "min_value": None, "limit": 50,
    }
    assert bind_params(
        query, {"year": " 2024 ", "min_value": "-1.5", "venue": "ICML", "limit": "null"}
    ) == {"metric": None, "subject": None, "venue": "ICML", "year": 2024, "min_value": -1.5, "limit": None}


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"year": "abc"}, "parameter year: expected int, got 'abc'"),
        ({"year": "2024.0"}, "parameter year: expected int, got '2024.0'"),
        ({"year": ""}, "parameter year: expected int, got ''"),
        ({"min_value": "nan"}, "parameter min_value: expected float, got 'nan'"),
        ({"colour": "red"}, "unknown parameter colour for query reported_results "
                            "(parameters: metric, subject, venue, year, min_value, limit)"),
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


PLACEHOLDER = re.compile(
    r"getvariable\s*\(\s*'([a-z_]\w*)'\s*\)|'(?:[^']|'')*'|--[^\n]*|\$([a-z_]\w*)",
    re.IGNORECASE,
)


@pytest.mark.parametrize("path", sorted((REPO / "queries").glob("*.sql")), ids=lambda p: p.name)
def test_every_query_file_parses_and_declares_exactly_its_placeholders(path):
    query = parse_header(path.read_text(), path)
    used = {match[1] or match[2] for match in PLACEHOLDER.finditer(query.sql)} - {None}
    assert used == {param.name for param in query.params}
    assert query.title and query.description and query.tags


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

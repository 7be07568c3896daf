"""Loading into PostgreSQL: the same loader, through DuckDB's postgres extension, gives the same
database as a DuckDB file, with the same guarantees (atomic per file, idempotent, one load at
a time), and the saved queries give the same rows on both."""

from __future__ import annotations

import duckdb
import pytest

import etl.load.batch
from conftest import ICML_EVENTS, SAMPLE, SHARED, linked_rows, run_paperdb, shared_file
from db.queries import bind_params, list_queries, run_query
from etl.load import LoadError, connect, load_file
from etl.load.tables import take_load_lock

ICML_PAPERLIST = SHARED / "data" / "raw" / "paperlists" / "icml2024.json"
DATA_TABLES = ("paper", "paper_source", "paper_identifier", "code_link", "metric", "acronym",
               "paper_summary", "venue_year_keyword", "corpus_term", "rejected_record")


def contents(con) -> dict[str, list[tuple]]:
    """Every data row; author and keyword ids are replaced by what they name."""
    rows = {t: con.execute(f"SELECT * FROM {t} ORDER BY ALL").fetchall() for t in DATA_TABLES}
    rows.update(linked_rows(con))
    rows["unused"] = con.execute(
        "SELECT (SELECT count(*) FROM author WHERE author_id NOT IN "
        "(SELECT author_id FROM paper_author)), (SELECT count(*) FROM keyword WHERE keyword_id "
        "NOT IN (SELECT keyword_id FROM paper_keyword))").fetchall()
    rows["load_batch"] = con.execute(
        "SELECT load_id, source_format, status, records_read, records_loaded, records_rejected, "
        "papers_added, papers_changed FROM load_batch ORDER BY load_id").fetchall()
    return rows


def pg_contents(url: str) -> dict[str, list[tuple]]:
    con = connect(url, read_only=True)
    try:
        return contents(con)
    finally:
        con.close()


@pytest.fixture(scope="module")
def icml_files() -> list:
    """The sample, the ICML 2024 export and its OpenReview list (status, affiliations)."""
    return [SAMPLE, shared_file(ICML_EVENTS), shared_file(ICML_PAPERLIST)]


@pytest.fixture(scope="module")
def icml_pg(pg_server, icml_files):
    """The ICML files loaded into PostgreSQL through the CLI."""
    name = pg_server.create_database()
    url = pg_server.url(name)
    run_paperdb("--db", url, "load", *icml_files)
    yield url
    pg_server.drop_database(name)


@pytest.fixture(scope="module")
def icml_duckdb(tmp_path_factory, icml_files):
    """The same files loaded into a DuckDB file."""
    db = tmp_path_factory.mktemp("icml-duckdb") / "icml.duckdb"
    run_paperdb("load", *icml_files, db=db)
    return db


def test_postgres_holds_the_same_papers_as_a_duckdb_file(icml_pg, icml_duckdb):
    pg = pg_contents(icml_pg)
    with duckdb.connect(str(icml_duckdb), read_only=True) as con:
        assert pg == contents(con)
    assert len(pg["paper"]) == 2634


def test_loading_the_same_files_again_changes_nothing(pg_url):
    run_paperdb("--db", pg_url, "load", SAMPLE, shared_file(ICML_EVENTS))
    before = pg_contents(pg_url)
    run_paperdb("--db", pg_url, "load", SAMPLE, shared_file(ICML_EVENTS))
    after = pg_contents(pg_url)
    assert after.pop("load_batch")[-2:] == [
        (3, "seed-text", "completed", 19, 19, 0, 0, 0),
        (4, "icml-events", "completed", 2682, 2634, 48, 0, 0)]
    before.pop("load_batch")
    # Each load records its own rejections; the papers and all derived from them stay.
    assert len(after.pop("rejected_record")) == 2 * len(before.pop("rejected_record"))
    assert after == before


# Parameters a query requires; the rest take their defaults.
EXAMPLE_PARAMS = {"keyword_trends": {"from_year": "2023", "to_year": "2024"},
                  "similar_papers": {"title": "activation sparsity"}}
# Columns that time each load, which differ between the two loads by nature.
LOAD_TIMES = ("started_at", "duration_seconds", "records_per_second")


@pytest.mark.parametrize("query", [q for q in list_queries() if q.name != "search_papers"],
                         ids=lambda q: q.name)  # search_papers: the test below, through the CLI
def test_saved_queries_give_the_same_rows_on_postgres(icml_pg, icml_duckdb, query):
    params = bind_params(query, EXAMPLE_PARAMS.get(query.name, {}))
    pg = connect(icml_pg, read_only=True)
    try:
        columns, on_postgres = run_query(pg, query, params)
    finally:
        pg.close()
    with duckdb.connect(str(icml_duckdb), read_only=True) as con:
        assert (columns, rows_without(columns, on_postgres, LOAD_TIMES)) == (
            columns, rows_without(columns, run_query(con, query, params)[1], LOAD_TIMES))
    assert on_postgres or query.name in ("rejected_records", "sota_claims")


def rows_without(columns: list[str], rows: list[tuple], dropped: tuple[str, ...]) -> list[tuple]:
    keep = [i for i, name in enumerate(columns) if name not in dropped]
    return [tuple(row[i] for i in keep) for row in rows]


def test_a_failed_load_leaves_postgres_as_it_was(pg_url, monkeypatch):
    load_file(pg_url, SAMPLE)
    before = pg_contents(pg_url)

    def explode(*args, **kwargs):
        raise duckdb.ConstraintException("simulated failure after every batch was written")

    monkeypatch.setattr(etl.load.batch, "_mark_completed", explode)
    with pytest.raises(LoadError, match="rolled back"):
        load_file(pg_url, shared_file(ICML_EVENTS))
    after = pg_contents(pg_url)
    assert [row[2] for row in after.pop("load_batch")] == ["completed", "failed"]
    before.pop("load_batch")
    assert after == before


def test_loads_into_one_postgres_database_take_turns(pg_url):
    holder = connect(pg_url)
    try:
        assert take_load_lock(holder)
        result = run_paperdb("--db", pg_url, "load", SAMPLE, check=False)
        assert result.returncode == 2
        assert "another load is writing to" in result.stderr
    finally:
        holder.close()
    run_paperdb("--db", pg_url, "load", SAMPLE)


def test_a_password_in_the_url_is_not_shown_in_errors(pg_server):
    url = pg_server.url("no_such_database").replace("postgres@", "postgres:secret@")
    result = run_paperdb("--db", url, "load", SAMPLE, check=False)
    assert result.returncode == 2
    assert "secret" not in result.stderr and "***" in result.stderr


def test_postgres_exports_the_same_parquet_as_a_duckdb_file(icml_pg, icml_duckdb, tmp_path):
    import json

    run_paperdb("--db", icml_pg, "export", tmp_path / "from-postgres")
    run_paperdb("export", tmp_path / "from-duckdb", db=icml_duckdb)
    manifests = [json.loads((tmp_path / name / "_manifest.json").read_text())["relations"]
                 for name in ("from-postgres", "from-duckdb")]
    shape = [{name: (r["kind"], r["rows"], r["partition_by"], [c["name"] for c in r["columns"]])
              for name, r in relations.items()} for relations in manifests]
    assert shape[0] == shape[1]
    assert shape[0]["paper_overview"][:3] == ("view", 2634, ["venue", "year"])
    with duckdb.connect() as con:
        papers = [con.execute(
            f"SELECT * EXCLUDE (first_load_id, last_load_id) FROM read_parquet("
            f"'{tmp_path / name}/paper/**/*.parquet', hive_partitioning = true) ORDER BY ALL"
        ).fetchall() for name in ("from-postgres", "from-duckdb")]
    assert papers[0] == papers[1] and len(papers[0]) == 2634


def test_search_on_postgres_finds_what_it_finds_in_a_duckdb_file(icml_pg, icml_duckdb):
    query = ["search", "activation sparsity pre-training", "--limit", "5", "-f", "csv"]
    on_postgres = run_paperdb("--db", icml_pg, *query)
    assert on_postgres.stdout == run_paperdb(*query, db=icml_duckdb).stdout
    assert on_postgres.stdout.splitlines()[1].split(",")[1] == (
        "Exploring the Benefit of Activation Sparsity in Pre-training")
    by_query = run_paperdb("--db", icml_pg, "query", "run", "search_papers", "-p",
                           "q=activation sparsity pre-training", "-p", "limit=5", "-f", "csv")
    assert by_query.stdout == on_postgres.stdout

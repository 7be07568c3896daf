"""Full-text search (BM25) over paper titles and abstracts with DuckDB's fts extension.

The extension loads offline from the duckdb-extension-fts package (see db.extensions).
"""

from __future__ import annotations

import duckdb

from db import extensions

INDEX_SCHEMA = "fts_main_paper"


class SearchUnavailable(Exception):
    """The fts extension cannot be loaded here; the message says why in one line."""


def load_extension(con: duckdb.DuckDBPyConnection) -> None:
    try:
        extensions.load(con, "fts")
    except extensions.ExtensionUnavailable as exc:
        raise SearchUnavailable(f"full-text search is unavailable: {exc}") from None


# From this many papers the index is built on every thread DuckDB has: on 2 cores, 1M papers
# took 119 s on one thread and 67 s on two, for the same CPU time. For few papers a second
# thread doubles the CPU time and does not shorten the build (ICML 2024: 0.28 s of CPU on
# one thread, 0.5-0.6 s on two).
PARALLEL_BUILD_PAPERS = 50_000


def rebuild_index(con: duckdb.DuckDBPyConnection) -> None:
    """(Re)build the BM25 index of paper titles and abstracts; part of the caller's transaction."""
    load_extension(con)
    threads = con.execute("SELECT current_setting('threads')").fetchone()[0]
    papers = con.execute("SELECT count(*) FROM paper").fetchone()[0]
    if papers < PARALLEL_BUILD_PAPERS:
        con.execute("SET threads = 1")
    try:
        con.execute("PRAGMA create_fts_index('paper', 'paper_id', 'title', 'abstract', "
                    "stemmer = 'porter', stopwords = 'english', lower = 1, overwrite = 1)")
    finally:
        try:
            con.execute(f"SET threads = {int(threads)}")
        except duckdb.Error:
            pass  # a failed build may leave the connection refusing statements until rollback
    # The index lists each document's terms in document order; a search reads the rows of a
    # few terms, which in term order sit in a few row groups that DuckDB finds by their
    # min/max (at 1M papers: 113M rows, 0.5 s of scanning before, 20 s to sort once).
    con.execute("CREATE OR REPLACE TABLE fts_main_paper.terms AS "
                "SELECT * FROM fts_main_paper.terms ORDER BY termid, docid")


def has_index(con: duckdb.DuckDBPyConnection) -> bool:
    return bool(con.execute("SELECT count(*) FROM duckdb_schemas() WHERE schema_name = ?",
                            [INDEX_SCHEMA]).fetchone()[0])


def is_current(con: duckdb.DuckDBPyConnection, running_load: int | None = None) -> bool:
    """True when the index holds exactly the papers there are (a load whose index rebuild
    did not finish leaves it behind), not counting those the running load added."""
    indexed = con.execute(f"SELECT count(*) FROM {INDEX_SCHEMA}.docs").fetchone()[0]
    return indexed == con.execute("SELECT count(*) FROM paper "
                                  "WHERE first_load_id IS DISTINCT FROM ?",
                                  [running_load]).fetchone()[0]


# Papers changed by one load, up to this share of the indexed ones, are indexed in place;
# more, and rebuilding is as fast.
INCREMENTAL_SHARE = 0.2

# The statements of update_index, over temp table fts_changed (paper_id, title, abstract).
# They index exactly as create_fts_index does (its tokenize macro, Porter stems, its stop
# words, one docs row per paper with len = its indexed terms), so the scores are the same.
_UPDATE_STATEMENTS = (
    # Forget the old version of each changed paper.
    "CREATE TEMP TABLE fts_old AS SELECT docid FROM fts_main_paper.docs "
    "WHERE name IN (SELECT paper_id FROM fts_changed)",
    "UPDATE fts_main_paper.dict SET df = dict.df - old.n FROM ("
    " SELECT termid, count(DISTINCT docid) AS n FROM fts_main_paper.terms"
    " WHERE docid IN (SELECT docid FROM fts_old) GROUP BY termid) AS old "
    "WHERE dict.termid = old.termid",
    "DELETE FROM fts_main_paper.terms WHERE docid IN (SELECT docid FROM fts_old)",
    "DELETE FROM fts_main_paper.docs WHERE docid IN (SELECT docid FROM fts_old)",
    # Index the new version under new docids.
    "CREATE TEMP TABLE fts_doc AS SELECT paper_id, title, abstract, "
    "(SELECT coalesce(max(docid), -1) FROM fts_main_paper.docs) "
    "+ row_number() OVER (ORDER BY paper_id) AS docid FROM fts_changed",
    "CREATE TEMP TABLE fts_term AS "
    "WITH token AS ("
    " SELECT docid, 0 AS fieldid, unnest(fts_main_paper.tokenize(title)) AS w FROM fts_doc"
    " UNION ALL"
    " SELECT docid, 1 AS fieldid, unnest(fts_main_paper.tokenize(abstract)) AS w FROM fts_doc)"
    "SELECT docid, fieldid, stem(w, 'porter') AS term FROM token "
    "WHERE w IS NOT NULL AND len(w) > 0 AND w NOT IN (SELECT sw FROM fts_main_paper.stopwords)",
    "INSERT INTO fts_main_paper.dict SELECT "
    "(SELECT coalesce(max(termid), -1) FROM fts_main_paper.dict) "
    "+ row_number() OVER (ORDER BY term), term, 0 FROM ("
    " SELECT DISTINCT term FROM fts_term"
    " WHERE term NOT IN (SELECT term FROM fts_main_paper.dict))",
    "UPDATE fts_main_paper.dict SET df = dict.df + new.n FROM ("
    " SELECT term, count(DISTINCT docid) AS n FROM fts_term GROUP BY term) AS new "
    "WHERE dict.term = new.term",
    "DELETE FROM fts_main_paper.dict WHERE df <= 0",
    "INSERT INTO fts_main_paper.terms SELECT t.docid, t.fieldid, d.termid "
    "FROM fts_term AS t JOIN fts_main_paper.dict AS d USING (term)",
    "INSERT INTO fts_main_paper.docs SELECT d.docid, d.paper_id, count(t.term) "
    "FROM fts_doc AS d LEFT JOIN fts_term AS t USING (docid) GROUP BY d.docid, d.paper_id",
    "DELETE FROM fts_main_paper.stats",
    "INSERT INTO fts_main_paper.stats SELECT count(docid), sum(len) / count(len) "
    "FROM fts_main_paper.docs",
    "DROP TABLE fts_old",
    "DROP TABLE fts_doc",
    "DROP TABLE fts_term",
    "DROP TABLE fts_changed",
)


def update_index(con: duckdb.DuckDBPyConnection, load_id: int) -> bool:
    """Index in place the papers that load load_id added or changed, in the caller's
    transaction, so that a small load into a large database does not rebuild the index
    (22 s at 100k papers). False, with nothing done, when a rebuild is due instead: no
    index or a stale one, too many changed papers, or no fts extension."""
    try:
        if not has_index(con) or not is_current(con, load_id):
            return False
        load_extension(con)
    except SearchUnavailable:
        return False
    con.execute("CREATE TEMP TABLE fts_changed AS SELECT paper_id, title, abstract FROM paper "
                "WHERE last_load_id = ?", [load_id])
    changed = con.execute("SELECT count(*) FROM fts_changed").fetchone()[0]
    indexed = con.execute(f"SELECT num_docs FROM {INDEX_SCHEMA}.stats").fetchone()[0]
    if changed > INCREMENTAL_SHARE * indexed:
        con.execute("DROP TABLE fts_changed")
        return False
    for statement in _UPDATE_STATEMENTS:
        con.execute(statement)
    return True


def index_in_memory(con: duckdb.DuckDBPyConnection, source_catalog: str) -> None:
    """Search a database that has no fts index (PostgreSQL, attached as source_catalog): copy
    its papers into the in-memory database of con, index them there, and make that the
    default catalog, so that search_papers runs unchanged. The cost grows with the papers
    (about a second for ICML 2024's 2,634) and is paid by every search."""
    con.execute("USE memory")
    con.execute(f'CREATE OR REPLACE TABLE paper AS SELECT * FROM "{source_catalog}".paper')
    rebuild_index(con)

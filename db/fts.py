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


def rebuild_index(con: duckdb.DuckDBPyConnection) -> None:
    """(Re)build the BM25 index of paper titles and abstracts; part of the caller's transaction."""
    load_extension(con)
    con.execute("PRAGMA create_fts_index('paper', 'paper_id', 'title', 'abstract', "
                "stemmer = 'porter', stopwords = 'english', lower = 1, overwrite = 1)")


def has_index(con: duckdb.DuckDBPyConnection) -> bool:
    return bool(con.execute("SELECT count(*) FROM duckdb_schemas() WHERE schema_name = ?",
                            [INDEX_SCHEMA]).fetchone()[0])


def is_current(con: duckdb.DuckDBPyConnection) -> bool:
    """True when the index holds exactly the papers there are (a load whose index rebuild
    did not finish leaves it behind)."""
    indexed = con.execute(f"SELECT count(*) FROM {INDEX_SCHEMA}.docs").fetchone()[0]
    return indexed == con.execute("SELECT count(*) FROM paper").fetchone()[0]

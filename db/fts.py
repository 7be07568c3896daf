"""Full-text search (BM25) over paper titles and abstracts with DuckDB's fts extension.

The extension comes from the duckdb-extension-fts package built for the pinned DuckDB, so it
loads offline; `LOAD fts` alone would try to download it.
"""

from __future__ import annotations

from pathlib import Path

import duckdb

INDEX_SCHEMA = "fts_main_paper"


class SearchUnavailable(Exception):
    """The fts extension cannot be loaded here; the message says why in one line."""


def extension_path() -> Path:
    try:
        import duckdb_extension_fts
    except ImportError:
        raise SearchUnavailable("full-text search needs the duckdb-extension-fts package "
                                f"(pip install duckdb-extension-fts=={duckdb.__version__})") from None
    path = (Path(duckdb_extension_fts.__file__).parent / "extensions"
            / f"v{duckdb.__version__}" / "fts.duckdb_extension")
    if not path.exists():
        raise SearchUnavailable(f"no fts extension for DuckDB {duckdb.__version__} at {path}")
    return path


def load_extension(con: duckdb.DuckDBPyConnection) -> None:
    try:
        quoted = str(extension_path()).replace("'", "''")
        con.execute(f"LOAD '{quoted}'")
    except duckdb.Error as exc:
        raise SearchUnavailable(f"cannot load the fts extension: {exc}") from None


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

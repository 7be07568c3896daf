"""Keeping venue_year_keyword current as loads change papers (its SQL: db/summaries.py).

Before a batch changes stored papers, what they contributed is taken out; after the load wrote
everything, what the papers it changed contribute now is added, or the table is rebuilt when the
load changed many papers (as fast as adding them, and simpler)."""

from __future__ import annotations

import pyarrow as pa

from db import models
from db.summaries import venue_year_keyword_rows
from etl.load.tables import upsert

# A load that changed more than this share of the papers rebuilds the table.
REBUILD_SHARE = 0.2
_KEY = ("venue", "year", "keyword", "provenance")


def take_out(con, load_id: int, paper_ids: list[str]) -> None:
    """Before the given stored papers change, remove their counts; papers this load changed
    already were removed then, and are added back once, by add_load."""
    if not paper_ids:
        return
    con.register("changing_paper", pa.table({"paper_id": paper_ids}))
    _apply(con, -1, venue_year_keyword_rows(
        "SELECT c.paper_id FROM changing_paper c JOIN paper p ON p.paper_id = c.paper_id "
        "WHERE p.last_load_id <> ?"), [load_id])
    con.unregister("changing_paper")
    con.execute("DELETE FROM venue_year_keyword WHERE papers <= 0")


def add_load(con, load_id: int) -> None:
    """After load load_id wrote its papers, count the papers it added or changed."""
    changed, papers = con.execute(
        "SELECT count(*) FILTER (WHERE last_load_id = ?), count(*) FROM paper",
        [load_id]).fetchone()
    if changed > REBUILD_SHARE * papers:
        rebuild(con)
    elif changed:
        _apply(con, 1, venue_year_keyword_rows(
            "SELECT paper_id FROM paper WHERE last_load_id = ?"), [load_id])


def rebuild(con) -> None:
    con.execute("DELETE FROM venue_year_keyword")
    con.execute("INSERT INTO venue_year_keyword BY NAME " + venue_year_keyword_rows())


def _apply(con, sign: int, rows_sql: str, params: list) -> None:
    delta = con.execute(f"SELECT venue, year, keyword, provenance, papers * ? AS papers "
                        f"FROM ({rows_sql})", [sign, *params]).to_arrow_table()
    upsert(con, models.venue_year_keyword, delta, key=_KEY,
           assignments={"papers": "venue_year_keyword.papers + incoming.papers"})

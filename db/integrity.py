"""Integrity checks a user (or a crash test) can run on a paperdb database."""

from __future__ import annotations

import duckdb
import sqlalchemy as sa

from db.models import metadata
from db.summaries import venue_year_keyword_rows


def _key_problems(con) -> list[str]:
    """Keys and references that db/models.py declares and a DuckDB file does not enforce."""
    found = []
    for table in metadata.sorted_tables:
        for constraint in table.constraints:
            columns = ", ".join(c.name for c in constraint.columns)
            if not constraint.columns:
                continue  # the empty primary key of a table that has none
            if isinstance(constraint, (sa.PrimaryKeyConstraint, sa.UniqueConstraint)):
                repeated = con.execute(
                    f"SELECT count(*) FROM (SELECT {columns} FROM {table.name} "
                    f"GROUP BY ALL HAVING count(*) > 1)").fetchone()[0]
                if repeated:
                    found.append(f"{table.name}: {repeated} values of ({columns}) "
                                 "are stored more than once")
            elif isinstance(constraint, sa.ForeignKeyConstraint):
                parent = constraint.referred_table.name
                matches = " AND ".join(f"p.{e.column.name} = t.{e.parent.name}"
                                       for e in constraint.elements)
                orphans = con.execute(
                    f"SELECT count(*) FROM {table.name} t WHERE NOT EXISTS "
                    f"(SELECT 1 FROM {parent} p WHERE {matches})").fetchone()[0]
                if orphans:
                    found.append(f"{table.name}: {orphans} rows whose ({columns}) "
                                 f"match no {parent} row")
    return found


def _summary_problems(con) -> list[str]:
    """paper_summary must hold one row per paper whose counts agree with the paper's rows, and
    venue_year_keyword what its query counts."""
    missing = con.execute(
        "SELECT count(*) FROM paper p WHERE NOT EXISTS "
        "(SELECT 1 FROM paper_summary s WHERE s.paper_id = p.paper_id)").fetchone()[0]
    wrong = con.execute("""
        SELECT count(*) FROM paper_summary s
        LEFT JOIN (SELECT paper_id, count(*) AS n FROM paper_author GROUP BY paper_id) a
            ON a.paper_id = s.paper_id
        LEFT JOIN (SELECT paper_id, count(*) FILTER (WHERE provenance = 'extracted') AS e,
                          count(*) FILTER (WHERE provenance = 'author') AS u
                   FROM paper_keyword GROUP BY paper_id) k ON k.paper_id = s.paper_id
        JOIN paper p ON p.paper_id = s.paper_id
        WHERE s.authors <> coalesce(a.n, 0) OR s.extracted_keywords <> coalesce(k.e, 0)
           OR s.author_keywords <> coalesce(k.u, 0) OR s.venue IS DISTINCT FROM p.venue
           OR s.year IS DISTINCT FROM p.year OR s.status IS DISTINCT FROM p.status
           """).fetchone()[0]
    stored = "SELECT venue, year, keyword, provenance, papers FROM venue_year_keyword"
    counted = f"SELECT * FROM ({venue_year_keyword_rows()}) AS counted"
    differing = con.execute(f"SELECT count(*) FROM (({stored} EXCEPT ALL {counted}) UNION ALL "
                            f"({counted} EXCEPT ALL {stored})) AS difference").fetchone()[0]
    return ([f"paper_summary: {missing} papers without a summary row"] if missing else []) + (
        [f"paper_summary: {wrong} rows that differ from their paper's venue, year, "
         "status, authors or keywords"] if wrong else []) + (
        [f"venue_year_keyword: {differing} rows differ from the papers' keywords"]
        if differing else [])


def problems(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Every broken promise found, one line each; an empty list means the database is sound."""
    found = _key_problems(con) + _summary_problems(con)
    sourceless = con.execute(
        "SELECT count(*) FROM paper p WHERE NOT EXISTS "
        "(SELECT 1 FROM paper_source s WHERE s.paper_id = p.paper_id)").fetchone()[0]
    if sourceless:
        found.append(f"paper: {sourceless} papers without a source record")
    for load_id, read, loaded, rejected, stored in con.execute(
            "SELECT b.load_id, b.records_read, b.records_loaded, b.records_rejected, "
            "(SELECT count(*) FROM rejected_record r WHERE r.load_id = b.load_id) "
            "FROM load_batch b WHERE b.status = 'completed' ORDER BY b.load_id").fetchall():
        if read != loaded + rejected:
            found.append(f"load {load_id}: read {read} != loaded {loaded} + rejected {rejected}")
        if stored != rejected:
            found.append(f"load {load_id}: {stored} rejected records stored, {rejected} counted")
    unfinished = con.execute(
        "SELECT count(*) FROM rejected_record r JOIN load_batch b USING (load_id) "
        "WHERE b.status <> 'completed'").fetchone()[0]
    if unfinished:
        found.append(f"rejected_record: {unfinished} rows of loads that did not complete")
    stale = con.execute(
        "SELECT count(*) FROM paper p WHERE p.last_load_id NOT IN "
        "(SELECT load_id FROM load_batch WHERE status = 'completed')").fetchone()[0]
    if stale:
        found.append(f"paper: {stale} papers last changed by a load that did not complete")
    return found

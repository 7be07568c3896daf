"""How the summary tables are computed from the rows they summarise: one portable SQL text,
shared by the loader (etl/load/summaries.py), revision 0005 and `paperdb check`."""

from __future__ import annotations


def venue_year_keyword_rows(papers: str | None = None) -> str:
    """A SELECT of venue_year_keyword's columns over the papers listed by the subquery
    `papers` (a fixed SQL text, not data), or over every paper. A paper counts once per
    lower-cased keyword and provenance, and once more under provenance 'any'."""
    only = "" if papers is None else f"WHERE paper_keyword.paper_id IN ({papers})"
    return f"""
        WITH link AS (
            SELECT DISTINCT paper.venue, paper.year, paper.paper_id,
                   lower(keyword.keyword) AS keyword, paper_keyword.provenance
            FROM paper_keyword
            JOIN keyword ON keyword.keyword_id = paper_keyword.keyword_id
            JOIN paper ON paper.paper_id = paper_keyword.paper_id
            {only})
        SELECT venue, year, keyword, provenance, count(*) AS papers
        FROM link GROUP BY venue, year, keyword, provenance
        UNION ALL
        SELECT venue, year, keyword, 'any' AS provenance, count(DISTINCT paper_id) AS papers
        FROM link GROUP BY venue, year, keyword"""

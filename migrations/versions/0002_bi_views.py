"""Views for BI tools and the shell: one flat row per paper, and each detail table with its
paper's context, so a Metabase or duckdb user can explore without writing joins.

Plain SQL that DuckDB and PostgreSQL both accept, with the same column types on both
(tests/test_postgres_schema.py). Column names are a contract (README).

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

VIEWS = {
    # One row per paper: its metadata and how much was found in it.
    "paper_overview": """
        SELECT
            p.paper_id, p.title, p.venue, p.year, p.status, p.track,
            p.url, p.pdf_url, p.openreview_id, p.arxiv_id, p.doi,
            (SELECT count(*) FROM paper_author a WHERE a.paper_id = p.paper_id) AS authors,
            (SELECT count(*) FROM code_link c WHERE c.paper_id = p.paper_id) AS code_links,
            (SELECT count(*) FROM code_link c WHERE c.paper_id = p.paper_id
                AND c.kind = 'repository') AS repositories,
            EXISTS (SELECT 1 FROM code_link c WHERE c.paper_id = p.paper_id
                AND c.kind = 'repository') AS has_code,
            (SELECT count(*) FROM metric m WHERE m.paper_id = p.paper_id) AS results,
            (SELECT count(*) FROM acronym a WHERE a.paper_id = p.paper_id
                AND a.is_proposed) AS proposed_names,
            (SELECT count(*) FROM paper_keyword k WHERE k.paper_id = p.paper_id
                AND k.provenance = 'extracted') AS keywords,
            (SELECT count(*) FROM paper_keyword k WHERE k.paper_id = p.paper_id
                AND k.provenance = 'author') AS author_keywords,
            p.abstract IS NOT NULL AS has_abstract
        FROM paper p
    """,
    # One row per code link, with owner and repository, and its paper's context.
    "code_link_detail": """
        SELECT
            c.paper_id, p.title, p.venue, p.year, p.status,
            c.url, c.host, c.owner, c.repo, lower(c.owner) AS owner_key,
            c.kind, c.provenance, c.is_official
        FROM code_link c JOIN paper p ON p.paper_id = c.paper_id
    """,
    # One row per reported result, with its paper's context.
    "result_detail": """
        SELECT
            m.metric_id, m.paper_id, p.title, p.venue, p.year, p.status,
            m.name AS metric, m.value, m.unit, m.kind, m.baseline_value, m.qualifier,
            m.subject, m.task, m.dataset, m.evidence, m.provenance
        FROM metric m JOIN paper p ON p.paper_id = m.paper_id
    """,
    # One row per keyword, provenance, venue and year: how many papers carry it, and what
    # share of that venue-year's papers that is.
    "keyword_trend": """
        SELECT
            p.venue, p.year, k.keyword, pk.provenance,
            count(*) AS papers,
            CAST(count(*) AS DOUBLE PRECISION) / (SELECT count(*) FROM paper q
                WHERE q.venue = p.venue AND q.year = p.year) AS share_of_papers
        FROM paper_keyword pk
        JOIN keyword k ON k.keyword_id = pk.keyword_id
        JOIN paper p ON p.paper_id = pk.paper_id
        GROUP BY p.venue, p.year, k.keyword, pk.provenance
    """,
    # One row per author of a paper, with position and affiliation on that paper.
    "author_paper": """
        SELECT
            a.author_id, a.name AS author, pa.position, pa.affiliation,
            pa.paper_id, p.title, p.venue, p.year, p.status
        FROM paper_author pa
        JOIN author a ON a.author_id = pa.author_id
        JOIN paper p ON p.paper_id = pa.paper_id
    """,
}


def upgrade() -> None:
    for name, select in VIEWS.items():
        op.execute(f"CREATE VIEW {name} AS {select}")


def downgrade() -> None:
    for name in reversed(list(VIEWS)):
        op.execute(f"DROP VIEW {name}")

"""paper_overview reads each paper's author and keyword counts from paper_summary (revision 0004)
instead of counting 5M authorships and 7M keyword links per query: an aggregate over the view of
1M papers took 1.7 s, now 0.8 s. Same columns, types and rows.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-30
"""

import importlib.util
from pathlib import Path

from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

PAPER_OVERVIEW = """
    SELECT
        p.paper_id, p.title, p.venue, p.year, p.status, p.track,
        p.url, p.pdf_url, p.openreview_id, p.arxiv_id, p.doi,
        CAST(coalesce(s.authors, 0) AS BIGINT) AS authors,
        (SELECT count(*) FROM code_link c WHERE c.paper_id = p.paper_id) AS code_links,
        (SELECT count(*) FROM code_link c WHERE c.paper_id = p.paper_id
            AND c.kind = 'repository') AS repositories,
        EXISTS (SELECT 1 FROM code_link c WHERE c.paper_id = p.paper_id
            AND c.kind = 'repository') AS has_code,
        (SELECT count(*) FROM metric m WHERE m.paper_id = p.paper_id) AS results,
        (SELECT count(*) FROM acronym a WHERE a.paper_id = p.paper_id
            AND a.is_proposed) AS proposed_names,
        CAST(coalesce(s.extracted_keywords, 0) AS BIGINT) AS keywords,
        CAST(coalesce(s.author_keywords, 0) AS BIGINT) AS author_keywords,
        p.abstract IS NOT NULL AS has_abstract
    FROM paper p
    LEFT JOIN paper_summary s ON s.paper_id = p.paper_id
"""


def upgrade() -> None:
    op.execute("DROP VIEW paper_overview")
    op.execute(f"CREATE VIEW paper_overview AS {PAPER_OVERVIEW}")


def downgrade() -> None:
    """Back to revision 0002's definition."""
    spec = importlib.util.spec_from_file_location(
        "bi_views", Path(__file__).with_name("0002_bi_views.py"))
    views = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(views)
    op.execute("DROP VIEW paper_overview")
    op.execute(f"CREATE VIEW paper_overview AS {views.VIEWS['paper_overview']}")

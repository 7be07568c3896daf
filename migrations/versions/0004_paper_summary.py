"""paper_summary: one row per paper with the counts and flags that overview queries read
(authors, keywords by provenance, state-of-the-art mention and claim) and copies of its venue,
year and status, so that they no longer scan every abstract or every authorship of a million
papers, nor join a million summaries to their papers.

The loader writes a paper's summary with its other derived rows. Upgrading fills it for the
papers already stored: counts from their rows, flags from their abstracts with the current
claim rule (etl/extract/claims.py), as `paperdb reextract` would. Keys on PostgreSQL only,
like every table since revision 0003.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

from etl.extract.claims import sota_claim
from etl.normalise import normalise_text

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

# Abstracts read per round trip while the flags are computed.
CHUNK = 10_000


def upgrade() -> None:
    keys = []
    if op.get_bind().dialect.name == "postgresql":
        keys = [sa.PrimaryKeyConstraint("paper_id", name="pk_paper_summary"),
                sa.ForeignKeyConstraint(["paper_id"], ["paper.paper_id"],
                                        name="fk_paper_summary_paper_id_paper")]
    op.create_table(
        "paper_summary",
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.Column("venue", sa.Text),
        sa.Column("year", sa.Integer),
        sa.Column("status", sa.Text),
        sa.Column("authors", sa.Integer, nullable=False),
        sa.Column("extracted_keywords", sa.Integer, nullable=False),
        sa.Column("author_keywords", sa.Integer, nullable=False),
        sa.Column("mentions_sota", sa.Boolean, nullable=False),
        sa.Column("claims_sota", sa.Boolean, nullable=False),
        *keys,
    )
    op.execute("""
        INSERT INTO paper_summary
        SELECT paper.paper_id, paper.venue, paper.year, paper.status,
               coalesce(authorship.authors, 0),
               coalesce(keywords.extracted, 0), coalesce(keywords.authored, 0), false, false
        FROM paper
        LEFT JOIN (SELECT paper_id, count(*) AS authors FROM paper_author GROUP BY paper_id)
            AS authorship ON authorship.paper_id = paper.paper_id
        LEFT JOIN (SELECT paper_id,
                          count(CASE WHEN provenance = 'extracted' THEN 1 END) AS extracted,
                          count(CASE WHEN provenance = 'author' THEN 1 END) AS authored
                   FROM paper_keyword GROUP BY paper_id)
            AS keywords ON keywords.paper_id = paper.paper_id
    """)
    _fill_sota_flags()


def _fill_sota_flags() -> None:
    bind = op.get_bind()
    mentions = []
    abstracts = bind.execute(sa.text(
        "SELECT paper_id, abstract FROM paper WHERE abstract IS NOT NULL"))
    while chunk := abstracts.fetchmany(CHUNK):
        for paper_id, abstract in chunk:
            mentioned, claimed = sota_claim(normalise_text(abstract).text)
            if mentioned:
                mentions.append({"paper_id": paper_id, "claims": claimed})
    if not mentions:
        return
    op.execute("CREATE TEMPORARY TABLE sota_flag (paper_id TEXT NOT NULL, claims BOOLEAN NOT NULL)")
    bind.execute(sa.text("INSERT INTO sota_flag VALUES (:paper_id, :claims)"), mentions)
    op.execute("UPDATE paper_summary SET mentions_sota = true, claims_sota = sota_flag.claims "
               "FROM sota_flag WHERE paper_summary.paper_id = sota_flag.paper_id")
    op.execute("DROP TABLE sota_flag")


def downgrade() -> None:
    op.drop_table("paper_summary")

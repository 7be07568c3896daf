"""venue_year_keyword: papers per venue, year, lower-cased keyword and provenance, kept by the
loader so that top_keywords ranks a summary instead of joining every keyword link of a million
papers to its paper (two seconds). Upgrading fills it from the stored keywords, with the SQL the
loader uses (db/summaries.py). Keys on PostgreSQL only, like every table since revision 0003.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

from db.summaries import venue_year_keyword_rows

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    keys = []
    if op.get_bind().dialect.name == "postgresql":
        keys = [sa.UniqueConstraint("venue", "year", "keyword", "provenance",
                                    name="uq_venue_year_keyword_venue_year_keyword_provenance",
                                    postgresql_nulls_not_distinct=True)]
    op.create_table(
        "venue_year_keyword",
        sa.Column("venue", sa.Text),
        sa.Column("year", sa.Integer),
        sa.Column("keyword", sa.Text, nullable=False),
        sa.Column("provenance", sa.Text, nullable=False),
        sa.Column("papers", sa.BigInteger, nullable=False),
        *keys,
    )
    op.execute("INSERT INTO venue_year_keyword (venue, year, keyword, provenance, papers) "
               + venue_year_keyword_rows())


def downgrade() -> None:
    op.drop_table("venue_year_keyword")

"""Initial schema: papers, sources, authors, code links, results, acronyms, keywords, loads.

Written by hand (autogenerate cannot reflect DuckDB keys). Every constraint is declared at
CREATE time because DuckDB cannot add one later. tests/test_migrations.py checks that this
yields exactly the schema of db/models.py.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

SEQUENCES = ("load_batch_load_id_seq", "author_author_id_seq", "keyword_keyword_id_seq")


def _next(name: str):
    return sa.text(f"nextval('{name}')")


def upgrade() -> None:
    for name in SEQUENCES:
        op.execute(sa.schema.CreateSequence(sa.Sequence(name)))
    create_tables()


def create_tables() -> None:
    """The tables with their keys and indexes (revision 0003's downgrade reuses this)."""
    op.create_table(
        "load_batch",
        sa.Column("load_id", sa.BigInteger, server_default=_next("load_batch_load_id_seq"),
                  nullable=False),
        sa.Column("source_format", sa.Text, nullable=False),
        sa.Column("source_path", sa.Text, nullable=False),
        sa.Column("sha256", sa.Text, nullable=False),
        sa.Column("started_at", sa.TIMESTAMP, nullable=False),
        sa.Column("finished_at", sa.TIMESTAMP),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("records_read", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("records_loaded", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("records_rejected", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("papers_added", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("papers_changed", sa.Integer, nullable=False, server_default=sa.text("0")),
        sa.Column("error", sa.Text),
        sa.PrimaryKeyConstraint("load_id", name="pk_load_batch"),
    )
    op.create_table(
        "rejected_record",
        sa.Column("load_id", sa.BigInteger, nullable=False),
        sa.Column("record_no", sa.Integer, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("raw", sa.Text),
        sa.PrimaryKeyConstraint("load_id", "record_no", name="pk_rejected_record"),
        sa.ForeignKeyConstraint(["load_id"], ["load_batch.load_id"],
                                name="fk_rejected_record_load_id_load_batch"),
    )
    op.create_table(
        "paper",
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.Column("title", sa.Text),
        sa.Column("abstract", sa.Text),
        sa.Column("venue", sa.Text),
        sa.Column("year", sa.Integer),
        sa.Column("track", sa.Text),
        sa.Column("status", sa.Text),
        sa.Column("url", sa.Text),
        sa.Column("pdf_url", sa.Text),
        sa.Column("openreview_id", sa.Text),
        sa.Column("arxiv_id", sa.Text),
        sa.Column("doi", sa.Text),
        sa.Column("poster_id", sa.Text),
        sa.Column("proceedings_url", sa.Text),
        sa.Column("first_load_id", sa.BigInteger, nullable=False),
        sa.Column("last_load_id", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("paper_id", name="pk_paper"),
    )
    op.create_table(
        "paper_source",
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.Column("source_format", sa.Text, nullable=False),
        sa.Column("source_record_id", sa.Text, nullable=False),
        sa.Column("load_id", sa.BigInteger, nullable=False),
        sa.Column("record", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("source_format", "source_record_id", name="pk_paper_source"),
        sa.ForeignKeyConstraint(["paper_id"], ["paper.paper_id"],
                                name="fk_paper_source_paper_id_paper"),
        sa.ForeignKeyConstraint(["load_id"], ["load_batch.load_id"],
                                name="fk_paper_source_load_id_load_batch"),
    )
    op.create_index("ix_paper_source_paper_id", "paper_source", ["paper_id"])
    op.create_table(
        "paper_identifier",
        sa.Column("scheme", sa.Text, nullable=False),
        sa.Column("value", sa.Text, nullable=False),
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("scheme", "value", name="pk_paper_identifier"),
        sa.ForeignKeyConstraint(["paper_id"], ["paper.paper_id"],
                                name="fk_paper_identifier_paper_id_paper"),
    )
    op.create_index("ix_paper_identifier_paper_id", "paper_identifier", ["paper_id"])
    op.create_table(
        "author",
        sa.Column("author_id", sa.BigInteger, server_default=_next("author_author_id_seq"),
                  nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("name_key", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("author_id", name="pk_author"),
        sa.UniqueConstraint("name_key", name="uq_author_name_key"),
    )
    op.create_table(
        "paper_author",
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.Column("author_id", sa.BigInteger, nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("affiliation", sa.Text),
        sa.PrimaryKeyConstraint("paper_id", "position", name="pk_paper_author"),
        sa.ForeignKeyConstraint(["paper_id"], ["paper.paper_id"],
                                name="fk_paper_author_paper_id_paper"),
        sa.ForeignKeyConstraint(["author_id"], ["author.author_id"],
                                name="fk_paper_author_author_id_author"),
    )
    op.create_index("ix_paper_author_author_id", "paper_author", ["author_id"])
    op.create_table(
        "code_link",
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.Column("url", sa.Text, nullable=False),
        sa.Column("host", sa.Text, nullable=False),
        sa.Column("owner", sa.Text),
        sa.Column("repo", sa.Text),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("provenance", sa.Text, nullable=False),
        sa.Column("is_official", sa.Boolean),
        sa.Column("mentioned_in_paper", sa.Boolean),
        sa.Column("mentioned_in_github", sa.Boolean),
        sa.Column("framework", sa.Text),
        sa.PrimaryKeyConstraint("paper_id", "url", name="pk_code_link"),
        sa.ForeignKeyConstraint(["paper_id"], ["paper.paper_id"],
                                name="fk_code_link_paper_id_paper"),
    )
    op.create_index("ix_code_link_owner", "code_link", ["owner"])
    op.create_table(
        "metric",
        sa.Column("metric_id", sa.Text, nullable=False),
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.Column("name", sa.Text),
        sa.Column("value", sa.Double, nullable=False),
        sa.Column("unit", sa.Text),
        sa.Column("kind", sa.Text),
        sa.Column("baseline_value", sa.Double),
        sa.Column("qualifier", sa.Text),
        sa.Column("subject", sa.Text),
        sa.Column("task", sa.Text),
        sa.Column("dataset", sa.Text),
        sa.Column("evidence", sa.Text),
        sa.Column("char_start", sa.Integer),
        sa.Column("char_end", sa.Integer),
        sa.Column("raw_value", sa.Text),
        sa.Column("provenance", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("metric_id", name="pk_metric"),
        sa.ForeignKeyConstraint(["paper_id"], ["paper.paper_id"],
                                name="fk_metric_paper_id_paper"),
    )
    op.create_index("ix_metric_paper_id", "metric", ["paper_id"])
    op.create_table(
        "acronym",
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.Column("acronym", sa.Text, nullable=False),
        sa.Column("long_form", sa.Text),
        sa.Column("is_proposed", sa.Boolean, nullable=False),
        sa.PrimaryKeyConstraint("paper_id", "acronym", name="pk_acronym"),
        sa.ForeignKeyConstraint(["paper_id"], ["paper.paper_id"],
                                name="fk_acronym_paper_id_paper"),
    )
    op.create_table(
        "keyword",
        sa.Column("keyword_id", sa.BigInteger, server_default=_next("keyword_keyword_id_seq"),
                  nullable=False),
        sa.Column("keyword", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("keyword_id", name="pk_keyword"),
        sa.UniqueConstraint("keyword", name="uq_keyword_keyword"),
    )
    op.create_table(
        "paper_keyword",
        sa.Column("paper_id", sa.Text, nullable=False),
        sa.Column("keyword_id", sa.BigInteger, nullable=False),
        sa.Column("rank", sa.Integer, nullable=False),
        sa.Column("score", sa.Double),
        sa.Column("provenance", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("paper_id", "keyword_id", "provenance", name="pk_paper_keyword"),
        sa.ForeignKeyConstraint(["paper_id"], ["paper.paper_id"],
                                name="fk_paper_keyword_paper_id_paper"),
        sa.ForeignKeyConstraint(["keyword_id"], ["keyword.keyword_id"],
                                name="fk_paper_keyword_keyword_id_keyword"),
    )
    op.create_index("ix_paper_keyword_keyword_id", "paper_keyword", ["keyword_id"])
    op.create_table(
        "corpus_term",
        sa.Column("term", sa.Text, nullable=False),
        sa.Column("document_count", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("term", name="pk_corpus_term"),
    )


def downgrade() -> None:
    for table in ("corpus_term", "paper_keyword", "keyword", "acronym", "metric", "code_link", "paper_author",
                  "author", "paper_identifier", "paper_source", "paper", "rejected_record",
                  "load_batch"):
        op.drop_table(table)
    for name in SEQUENCES:
        op.execute(sa.schema.DropSequence(sa.Sequence(name)))

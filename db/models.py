"""The paperdb schema: one MetaData, declared once, created only by Alembic migrations.

Table and column names are a contract read by saved queries, BI dashboards and tests.

Keys and indexes are declared for every store but created on PostgreSQL only. DuckDB keeps
each key index wholly in memory once a write touches it and rewrites it at every checkpoint,
so on a DuckDB file they made a load's memory grow with the database (about 2.7 KB per
paper) while its analytical queries never use them. On DuckDB the loader keeps the keys
itself (anti-joins, no blind inserts) and db/integrity.py checks them.
"""

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Double,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    Sequence,
    Table,
    Text,
    TIMESTAMP,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import DeclarativeBase

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


# DuckDB has no SERIAL/IDENTITY: integer ids come from sequences used as server defaults,
# so bulk inserts from Arrow get ids without a round trip.
load_id_seq = Sequence("load_batch_load_id_seq", metadata=Base.metadata)
author_id_seq = Sequence("author_author_id_seq", metadata=Base.metadata)
keyword_id_seq = Sequence("keyword_keyword_id_seq", metadata=Base.metadata)


def _next(seq: Sequence):
    return text(f"nextval('{seq.name}')")


class LoadBatch(Base):
    """One attempt to load one file; status tells whether it completed."""

    __tablename__ = "load_batch"
    load_id = Column(BigInteger, primary_key=True, server_default=_next(load_id_seq))
    source_format = Column(Text, nullable=False)
    source_path = Column(Text, nullable=False)
    sha256 = Column(Text, nullable=False)
    started_at = Column(TIMESTAMP, nullable=False)
    finished_at = Column(TIMESTAMP)
    # running | completed | failed | interrupted
    status = Column(Text, nullable=False)
    records_read = Column(Integer, nullable=False, server_default=text("0"))
    records_loaded = Column(Integer, nullable=False, server_default=text("0"))
    records_rejected = Column(Integer, nullable=False, server_default=text("0"))
    papers_added = Column(Integer, nullable=False, server_default=text("0"))
    papers_changed = Column(Integer, nullable=False, server_default=text("0"))
    error = Column(Text)


class RejectedRecord(Base):
    """A source record that could not be loaded, kept with its reason and raw text."""

    __tablename__ = "rejected_record"
    load_id = Column(BigInteger, ForeignKey("load_batch.load_id"), nullable=False)
    record_no = Column(Integer, nullable=False)
    reason = Column(Text, nullable=False)
    raw = Column(Text)
    __table_args__ = (PrimaryKeyConstraint("load_id", "record_no"),)


class Paper(Base):
    """One paper, merged from every source record that describes it."""

    __tablename__ = "paper"
    paper_id = Column(Text, primary_key=True)
    title = Column(Text)
    abstract = Column(Text)
    venue = Column(Text)
    year = Column(Integer)
    track = Column(Text)
    status = Column(Text)
    url = Column(Text)
    pdf_url = Column(Text)
    openreview_id = Column(Text)
    arxiv_id = Column(Text)
    doi = Column(Text)
    poster_id = Column(Text)
    proceedings_url = Column(Text)
    # Loads that first added and last changed the paper. Not foreign keys, and no secondary
    # index on paper: an UPDATE of an indexed column is a delete+insert in DuckDB, which the
    # foreign keys of paper's child tables refused while DuckDB files had keys, and a load
    # updates last_load_id.
    first_load_id = Column(BigInteger, nullable=False)
    last_load_id = Column(BigInteger, nullable=False)


class PaperSource(Base):
    """Every source record that fed a paper, with the normalised fields it contributed (JSON).

    Papers are re-merged from these rows, so the merged result does not depend on load order.
    """

    __tablename__ = "paper_source"
    paper_id = Column(Text, ForeignKey("paper.paper_id"), nullable=False)
    source_format = Column(Text, nullable=False)
    source_record_id = Column(Text, nullable=False)
    load_id = Column(BigInteger, ForeignKey("load_batch.load_id"), nullable=False)
    record = Column(Text, nullable=False)
    __table_args__ = (
        PrimaryKeyConstraint("source_format", "source_record_id"),
        Index(None, "paper_id"),
    )


class PaperIdentifier(Base):
    """Identity keys (openreview, arxiv, doi, poster, title_year, abstract, ...) of each paper."""

    __tablename__ = "paper_identifier"
    scheme = Column(Text, nullable=False)
    value = Column(Text, nullable=False)
    paper_id = Column(Text, ForeignKey("paper.paper_id"), nullable=False)
    __table_args__ = (PrimaryKeyConstraint("scheme", "value"), Index(None, "paper_id"))


class Author(Base):
    """One row per distinct normalised author name (see etl.normalise.author_key)."""

    __tablename__ = "author"
    author_id = Column(BigInteger, primary_key=True, server_default=_next(author_id_seq))
    name = Column(Text, nullable=False)
    name_key = Column(Text, nullable=False, unique=True)


class PaperAuthor(Base):
    __tablename__ = "paper_author"
    paper_id = Column(Text, ForeignKey("paper.paper_id"), nullable=False)
    author_id = Column(BigInteger, ForeignKey("author.author_id"), nullable=False)
    position = Column(Integer, nullable=False)
    affiliation = Column(Text)
    __table_args__ = (PrimaryKeyConstraint("paper_id", "position"), Index(None, "author_id"))


class CodeLink(Base):
    """A link to code, a project page, a model, a data set or a demo (guidelines §1)."""

    __tablename__ = "code_link"
    paper_id = Column(Text, ForeignKey("paper.paper_id"), nullable=False)
    url = Column(Text, nullable=False)
    host = Column(Text, nullable=False)
    owner = Column(Text)
    repo = Column(Text)
    # repository | project_page | model | dataset | demo | other
    kind = Column(Text, nullable=False)
    # abstract | metadata | pwc
    provenance = Column(Text, nullable=False)
    is_official = Column(Boolean)
    mentioned_in_paper = Column(Boolean)
    mentioned_in_github = Column(Boolean)
    framework = Column(Text)
    __table_args__ = (PrimaryKeyConstraint("paper_id", "url"), Index(None, "owner"))


class Metric(Base):
    """A reported result (guidelines §2); evidence is the sentence the number came from."""

    __tablename__ = "metric"
    metric_id = Column(Text, primary_key=True)
    paper_id = Column(Text, ForeignKey("paper.paper_id"), nullable=False)
    name = Column(Text)
    value = Column(Double, nullable=False)
    unit = Column(Text)
    # score | improvement | ratio
    kind = Column(Text)
    baseline_value = Column(Double)
    qualifier = Column(Text)
    subject = Column(Text)
    task = Column(Text)
    dataset = Column(Text)
    evidence = Column(Text)
    # offsets into paper.abstract, end exclusive
    char_start = Column(Integer)
    char_end = Column(Integer)
    raw_value = Column(Text)
    # abstract | pwc
    provenance = Column(Text, nullable=False)
    __table_args__ = (Index(None, "paper_id"),)


class Acronym(Base):
    """A method name or acronym defined in a paper (guidelines §3)."""

    __tablename__ = "acronym"
    paper_id = Column(Text, ForeignKey("paper.paper_id"), nullable=False)
    acronym = Column(Text, nullable=False)
    long_form = Column(Text)
    is_proposed = Column(Boolean, nullable=False)
    __table_args__ = (PrimaryKeyConstraint("paper_id", "acronym"),)


class Keyword(Base):
    __tablename__ = "keyword"
    keyword_id = Column(BigInteger, primary_key=True, server_default=_next(keyword_id_seq))
    keyword = Column(Text, nullable=False, unique=True)


class PaperKeyword(Base):
    """A ranked key phrase of a paper; provenance extracted | author."""

    __tablename__ = "paper_keyword"
    paper_id = Column(Text, ForeignKey("paper.paper_id"), nullable=False)
    keyword_id = Column(BigInteger, ForeignKey("keyword.keyword_id"), nullable=False)
    rank = Column(Integer, nullable=False)
    score = Column(Double)
    provenance = Column(Text, nullable=False)
    __table_args__ = (
        PrimaryKeyConstraint("paper_id", "keyword_id", "provenance"),
        Index(None, "keyword_id"),
    )


class PaperSummary(Base):
    """One row per paper, written with its derived rows: counts and flags that overview
    queries would otherwise recompute by scanning every abstract or every link, beside copies of
    the paper's venue, year and status to group them by without a join (a paper whose fields
    change is derived again)."""

    __tablename__ = "paper_summary"
    paper_id = Column(Text, ForeignKey("paper.paper_id"), primary_key=True)
    venue = Column(Text)
    year = Column(Integer)
    status = Column(Text)
    authors = Column(Integer, nullable=False)
    extracted_keywords = Column(Integer, nullable=False)
    author_keywords = Column(Integer, nullable=False)
    # etl/extract/claims.py: the abstract mentions / claims the state of the art
    mentions_sota = Column(Boolean, nullable=False)
    claims_sota = Column(Boolean, nullable=False)


# How many papers of each venue and year carry each keyword (lower-cased), by provenance
# (extracted, author, and 'any' for either): kept by the loader (etl/load/summaries.py, from
# db/summaries.py) for top_keywords. venue and year may be NULL, so the key is a unique
# constraint whose NULLs are equal, and the table is not an ORM class (those need a primary key).
venue_year_keyword = Table(
    "venue_year_keyword",
    Base.metadata,
    Column("venue", Text),
    Column("year", Integer),
    Column("keyword", Text, nullable=False),
    Column("provenance", Text, nullable=False),
    Column("papers", BigInteger, nullable=False),
    UniqueConstraint("venue", "year", "keyword", "provenance",
                     postgresql_nulls_not_distinct=True),
)


class CorpusTerm(Base):
    """How many loaded papers contain each keyword candidate: document frequencies for ranking."""

    __tablename__ = "corpus_term"
    term = Column(Text, primary_key=True)
    document_count = Column(BigInteger, nullable=False)


metadata = Base.metadata

for _table in metadata.tables.values():
    for _key in (*_table.constraints, *_table.indexes):
        _key.ddl_if(dialect="postgresql")

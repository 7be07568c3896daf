"""Writing what is derived from papers: authors, code links, results, acronyms, keywords,
and the corpus term counts that rank keywords. Also `reextract`, which redoes all of it."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass

import pyarrow as pa

from db import models
from etl.derive import Derived
from etl.parallel import Extraction, Workers
from etl.load import summaries
from etl.load.tables import delete_for_papers, insert_named, insert_rows, upsert
from etl.merge import merge_records
from etl.records import MergedPaper, PaperRecord

DERIVED_TABLES = ("paper_author", "code_link", "metric", "acronym", "paper_keyword",
                  "paper_summary")


def update_corpus_terms(con, delta: dict[str, int]) -> None:
    """Keep per-term paper counts current: delta holds, per term, the papers that gained it
    less those that lost it (etl.derive.corpus_changes)."""
    if not delta:
        return
    upsert(con, models.CorpusTerm.__table__,
           pa.table({"term": list(delta), "document_count": list(delta.values())}),
           key=("term",),
           assignments={"document_count": "corpus_term.document_count + incoming.document_count"})
    if min(delta.values()) < 0:
        con.execute("DELETE FROM corpus_term WHERE document_count <= 0")


def document_counts(con, terms: set[str]) -> dict[str, int]:
    """The number of papers that contain each of the given terms (those that any paper does)."""
    if not terms:
        return {}
    con.register("wanted_term", pa.table({"term": list(terms)}))
    found = con.execute("SELECT c.term, c.document_count FROM corpus_term c "
                        "JOIN wanted_term USING (term)").to_arrow_table()
    con.unregister("wanted_term")
    # Through Arrow: fetching ~100k rows as tuples took 3-4 times as long.
    return dict(zip(found.column(0).to_pylist(), found.column(1).to_pylist()))


@dataclass
class PapersWithText:
    """The number of papers with an abstract (the corpus size keyword ranking reads), counted
    once and then kept current by each batch's changes: counted in SQL after a transaction
    has written papers, it scans every abstract (0.3-1.4 s per batch at 1M papers)."""

    count: int

    @classmethod
    def stored(cls, con) -> PapersWithText:
        return cls(con.execute(
            "SELECT count(*) FROM paper WHERE abstract IS NOT NULL").fetchone()[0])

    def add(self, papers: list[tuple[str, MergedPaper]], before: list[MergedPaper | None]
            ) -> None:
        self.count += (sum(paper.fields.get("abstract") is not None for _, paper in papers)
                       - sum(old.fields.get("abstract") is not None
                             for old in before if old is not None))


class Rederivation:
    """Replacing every derived row of a batch of papers, in steps the loader can interleave
    with its own work while the workers extract: start(), then count(con), which updates
    corpus_term with the terms the papers gained or lost and deletes their old rows, then
    collect() and write(con). before[i] is paper i as it was, None when new; count() brings
    with_text, the load's count of papers with an abstract, up to date with this batch."""

    def __init__(self, papers: list[tuple[str, MergedPaper]], before: list[MergedPaper | None],
                 with_text: PapersWithText, workers: Workers | None = None):
        self.extraction = Extraction(papers, before, workers)
        self.with_text = with_text
        self.rows: list[Derived] = []

    def start(self) -> None:
        self.extraction.start_reading()

    def count(self, con) -> None:
        delta, lookups = self.extraction.changes()
        update_corpus_terms(con, delta)
        extraction = self.extraction
        self.with_text.add(extraction.papers, extraction.before)
        # A new paper has no derived rows to delete (without key indexes, each delete scans).
        delete_for_papers(con, DERIVED_TABLES, [paper_id for (paper_id, _), old
                                                in zip(extraction.papers, extraction.before)
                                                if old is not None])
        extraction.start_deriving(document_counts(con, lookups), self.with_text.count)

    def collect(self) -> None:
        self.rows = self.extraction.derived()

    def write(self, con) -> None:
        write_derived(con, self.rows)
        self.rows = []


def rederive(con, papers: list[tuple[str, MergedPaper]], before: list[MergedPaper | None],
             with_text: PapersWithText, workers: Workers | None = None) -> None:
    """Replace every derived row of the given papers, in one go (see Rederivation)."""
    rederivation = Rederivation(papers, before, with_text, workers)
    rederivation.start()
    rederivation.count(con)
    rederivation.collect()
    rederivation.write(con)


def write_derived(con, derived: list[Derived]) -> None:
    _write_authors(con, [r for d in derived for r in d.authors])
    insert_rows(con, models.CodeLink.__table__, [r for d in derived for r in d.code_links])
    insert_rows(con, models.Metric.__table__, [r for d in derived for r in d.metrics])
    insert_rows(con, models.Acronym.__table__, [r for d in derived for r in d.acronyms])
    insert_rows(con, models.PaperSummary.__table__, [d.summary for d in derived])
    keyword_rows = [r for d in derived for r in d.keywords]
    if keyword_rows:
        insert_named(con, models.Keyword.__table__, "keyword", models.keyword_id_seq.name,
                     [{"keyword": k} for k in sorted({r["keyword"] for r in keyword_rows})])
        con.register("incoming_keyword", pa.Table.from_pylist(keyword_rows))
        con.execute("INSERT INTO paper_keyword SELECT i.paper_id, k.keyword_id, i.rank, i.score, "
                    "i.provenance FROM incoming_keyword i JOIN keyword k USING (keyword)")
        con.unregister("incoming_keyword")


def _write_authors(con, rows: list[dict]) -> None:
    """One author row per name key (see etl.identity.author_key); positions from the merge."""
    if not rows:
        return
    names: dict[str, str] = {}
    for row in rows:  # one name per key: the smallest, whatever the order of the papers
        names[row["name_key"]] = min(row["name"], names.get(row["name_key"], row["name"]))
    insert_named(con, models.Author.__table__, "name_key", models.author_id_seq.name,
                 [{"name": name, "name_key": key} for key, name in names.items()])
    con.register("incoming_author", pa.Table.from_pylist(rows))
    con.execute("INSERT INTO paper_author SELECT i.paper_id, a.author_id, i.position, "
                "i.affiliation FROM incoming_author i JOIN author a USING (name_key)")
    con.unregister("incoming_author")


def drop_unused(con) -> None:
    """Delete keywords and authors that no paper refers to any more (after papers changed), so
    the tables hold the same rows whatever order the files were loaded in. Runs in the load's
    transaction (a DuckDB file has no foreign key that would refuse it)."""
    con.execute("DELETE FROM keyword WHERE keyword_id NOT IN (SELECT keyword_id FROM paper_keyword)")
    con.execute("DELETE FROM author WHERE author_id NOT IN (SELECT author_id FROM paper_author)")


def stored_papers(con) -> list[tuple[str, MergedPaper]]:
    """Every paper, merged again from its stored source records."""
    records: dict[str, list[PaperRecord]] = defaultdict(list)
    for paper_id, fmt, rid, record in con.execute(
            "SELECT paper_id, source_format, source_record_id, record FROM paper_source "
            "ORDER BY paper_id").fetchall():
        records[paper_id].append(PaperRecord.from_json_dict(fmt, rid, json.loads(record)))
    return [(paper_id, merge_records(group)) for paper_id, group in records.items()]


def reextract(con, workers: Workers | None = None) -> int:
    """Recompute corpus_term and all derived rows from the stored papers, in one transaction.
    Idempotent: result ids are deterministic, and a second run writes the same rows."""
    papers = stored_papers(con)
    con.execute("BEGIN TRANSACTION")
    try:
        for table in ("corpus_term", *DERIVED_TABLES):
            con.execute(f"DELETE FROM {table}")
        # The corpus is counted again from nothing: every paper comes in as new.
        rederive(con, papers, [None] * len(papers), PapersWithText(0), workers)
        summaries.rebuild(con)
        drop_unused(con)
        con.execute("COMMIT")
    except BaseException:
        con.execute("ROLLBACK")
        raise
    return len(papers)

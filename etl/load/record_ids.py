"""The record ids met so far in one file, so that a repeated id is rejected."""

from __future__ import annotations

import pyarrow as pa

from etl.records import PaperRecord, RawRecord, Rejection


class SeenRecordIds:
    """Each record id of the file with the number of the record that first had it, kept in a
    DuckDB temporary table: DuckDB's cap bounds it, where a dict grew with the file (~180 MB
    at a million records)."""

    def __init__(self, con):
        self.con = con
        con.execute("CREATE OR REPLACE TEMP TABLE seen_record_id "
                    "(source_record_id VARCHAR, record_no BIGINT)")

    def split(self, batch: list[tuple[RawRecord, PaperRecord]]
              ) -> tuple[list[PaperRecord], list[Rejection]]:
        """The batch's records whose id is new, and a rejection for each repeated one; the new
        ids are remembered."""
        first_seen = self._stored([record.source_record_id for _, record in batch])
        records, repeated, new = [], [], {}
        for raw, record in batch:
            first = first_seen.get(record.source_record_id)
            if first is None:
                first_seen[record.source_record_id] = new[record.source_record_id] = raw.record_no
                records.append(record)
            else:
                repeated.append(Rejection(raw.record_no, raw.raw, f"duplicate record id "
                                          f"{record.source_record_id!r} (first at record {first})"))
        self._remember(new)
        return records, repeated

    def _stored(self, ids: list[str]) -> dict[str, int]:
        if not ids:
            return {}
        self.con.register("batch_record_id", pa.table({"source_record_id": ids}))
        found = dict(self.con.execute(
            "SELECT s.source_record_id, s.record_no FROM temp.main.seen_record_id s "
            "JOIN batch_record_id USING (source_record_id)").fetchall())
        self.con.unregister("batch_record_id")
        return found

    def _remember(self, new: dict[str, int]) -> None:
        if not new:
            return
        self.con.register("new_record_id", pa.table({
            "source_record_id": list(new), "record_no": pa.array(list(new.values()), pa.int64())}))
        self.con.execute("INSERT INTO temp.main.seen_record_id SELECT * FROM new_record_id")
        self.con.unregister("new_record_id")

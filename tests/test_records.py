"""A source record survives its round trip through paper_source.record unchanged."""

import dataclasses

from etl.records import PAPER_FIELDS, Author, PaperRecord


def full_record() -> PaperRecord:
    values = {name: f"{name} value" for name in PAPER_FIELDS}
    values["year"] = 2024
    return PaperRecord(
        "jsonl", "r1", **values, authors=(Author("Ada Lovelace", "Analytical Engines"),
                                         Author("Alan Turing")),
        keywords=("sparsity",), code_urls=("github.com/a/b",),
        results=({"name": "accuracy", "value": 91.5, "unit": "%", "raw_value": "91.5%",
                  "task": None, "dataset": "ImageNet", "subject": "ResNet"},),
        code_links=({"url": "https://github.com/a/b", "is_official": True,
                     "mentioned_in_paper": None, "mentioned_in_github": False,
                     "framework": None},))


def test_every_field_is_stored_and_read_back():
    record = full_record()
    stored = record.to_json_dict()
    fields = {f.name for f in dataclasses.fields(PaperRecord)} - {"source_format",
                                                                   "source_record_id"}
    assert set(stored) == fields
    assert PaperRecord.from_json_dict("jsonl", "r1", stored) == record


def test_empty_values_are_not_stored():
    record = PaperRecord("jsonl", "r2", title="Only a title", authors=(Author("A B"),))
    assert record.to_json_dict() == {"title": "Only a title", "authors": [{"name": "A B"}]}

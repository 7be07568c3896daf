"""Bad input through the real `paperdb load` command: it never crashes and never loses a good
record.

Every malformed input ends in exactly one of two outcomes:

* per-record rejections with their reasons, the rest of the file loaded, and
  records_read = records_loaded + records_rejected (in load_batch and in the summary line);
* one line on stderr, exit code 2, and the database exactly as it was.

Every test starts from a database that already holds the bundled sample, so "nothing written"
and "nothing lost" are checked against real data.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import re
import shutil
from pathlib import Path

import duckdb
import pytest

from conftest import SAMPLE, run_paperdb
from etl.prepare import MAX_TEXT_CHARS

SAMPLE_PAPERS = 19


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

def rec(i: int, **fields) -> dict:
    """A good record; titles and abstracts differ per i, so no two records are the same paper."""
    record = {"id": f"r{i}", "title": f"Robust loading study number {i}",
              "abstract": f"We examine malformed input case {i} and report what loads."}
    record.update(fields)
    return record


def jsonl(*records) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def snapshot(db: Path) -> dict:
    """Every row of every table (all schemas), and the file's bytes: "unchanged" means both."""
    with duckdb.connect(str(db), read_only=True) as con:
        tables = con.execute("SELECT schema_name, table_name FROM duckdb_tables() "
                             "ORDER BY ALL").fetchall()
        rows = {f"{s}.{t}": con.execute(f'SELECT * FROM "{s}"."{t}" ORDER BY ALL').fetchall()
                for s, t in tables}
    rows["<file sha256>"] = hashlib.sha256(db.read_bytes()).hexdigest()
    return rows


def query(db: Path, sql: str, params=()) -> list[tuple]:
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(sql, list(params)).fetchall()


def assert_refused(db: Path, path: Path, message: str, *options: str) -> None:
    """One line on stderr naming the problem, exit code 2, no traceback, database unchanged."""
    before = snapshot(db)
    result = run_paperdb("load", *options, path, db=db, check=False)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and result.stderr.endswith("\n"), result.stderr
    assert lines[0].startswith("paperdb: error: ") and message in lines[0], lines[0]
    assert "Traceback" not in result.stderr
    assert snapshot(db) == before


def assert_loaded(db: Path, path: Path, loaded: list[str], rejected: list[tuple[int, str]],
                  *options: str) -> int:
    """Exit 0; the summary line and load_batch agree; exactly the `loaded` record ids are new
    sources of this load, exactly `rejected` (record_no, reason) are stored; the sample is
    intact. Returns the load id."""
    papers_before = query(db, "SELECT count(*) FROM paper")[0][0]
    result = run_paperdb("load", *options, path, db=db, check=False)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "error" not in result.stderr
    n_read = len(loaded) + len(rejected)
    assert re.search(rf"^{re.escape(str(path))}: read {n_read}, loaded {len(loaded)}, "
                     rf"rejected {len(rejected)} \(", result.stdout, re.M), result.stdout
    (load_id, status, read, n_loaded, n_rejected), = query(
        db, "SELECT load_id, status, records_read, records_loaded, records_rejected "
            "FROM load_batch ORDER BY load_id DESC LIMIT 1")
    assert status == "completed"
    assert (read, n_loaded, n_rejected) == (n_read, len(loaded), len(rejected))
    assert read == n_loaded + n_rejected
    assert query(db, "SELECT record_no, reason FROM rejected_record WHERE load_id = ? "
                     "ORDER BY record_no", [load_id]) == sorted(rejected)
    assert sorted(r for (r,) in query(
        db, "SELECT source_record_id FROM paper_source WHERE load_id = ?", [load_id])
    ) == sorted(loaded)
    assert query(db, "SELECT count(*) FROM paper")[0][0] == papers_before + len(loaded)
    assert query(db, "SELECT count(*) FROM paper_source WHERE source_format = 'seed-text'"
                 )[0][0] == SAMPLE_PAPERS
    return load_id


def assert_sample_reloaded(db: Path, path: Path) -> None:
    """The sample in another spelling (BOM, CRLF): the same 19 records, nothing changes."""
    data_before = {k: v for k, v in snapshot(db).items()
                   if not k.endswith(("load_batch", "rejected_record", "sha256>"))}
    result = run_paperdb("load", path, db=db)
    assert f"{path}: read 19, loaded 19, rejected 0 (0 new papers, 0 updated)" in result.stdout
    data_after = {k: v for k, v in snapshot(db).items()
                  if not k.endswith(("load_batch", "rejected_record", "sha256>"))}
    assert data_after == data_before


def raw_of(db: Path, load_id: int, record_no: int) -> str:
    return query(db, "SELECT raw FROM rejected_record WHERE load_id = ? AND record_no = ?",
                 [load_id, record_no])[0][0]


def title_of(db: Path, record_id: str) -> str:
    return query(db, "SELECT p.title FROM paper p JOIN paper_source s USING (paper_id) "
                     "WHERE s.source_record_id = ?", [record_id])[0][0]


# ---------------------------------------------------------------------------------------------
# Fixtures
# ---------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def sample_db(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("bad-input") / "sample.duckdb"
    run_paperdb("load", SAMPLE, db=db)
    return db


@pytest.fixture()
def db(sample_db, tmp_path) -> Path:
    """A private copy of the database holding the sample."""
    copy = tmp_path / "papers.duckdb"
    shutil.copy(sample_db, copy)
    return copy


# ---------------------------------------------------------------------------------------------
# Whole-file refusals: one line, exit 2, nothing written
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("content", [b"", b"  \n\t\n   \r\n \n"], ids=["empty", "whitespace"])
def test_an_empty_or_whitespace_only_file_is_refused(db, tmp_path, content):
    path = tmp_path / "empty.jsonl"
    path.write_bytes(content)
    assert_refused(db, path, f"{path}: the file is empty")


def test_an_empty_file_does_not_create_the_database(tmp_path):
    path = tmp_path / "empty.jsonl"
    path.write_bytes(b"")
    fresh = tmp_path / "new.duckdb"
    result = run_paperdb("load", path, db=fresh, check=False)
    assert result.returncode == 2 and "the file is empty" in result.stderr
    assert not fresh.exists()


def test_a_truncated_json_array_is_refused(db, tmp_path):
    path = tmp_path / "truncated.json"
    path.write_text(json.dumps([rec(1), rec(2), rec(3)])[:-25])
    assert_refused(db, path, f"{path}: not valid JSON (it ends early)")


def test_a_json_array_with_a_broken_element_in_the_middle_is_refused(db, tmp_path):
    # A JSON document with broken syntax cannot be cut into records reliably: refused whole.
    text = json.dumps([rec(1), rec(2), rec(3)])
    path = tmp_path / "broken-middle.json"
    path.write_text(text.replace('{"id": "r2"', '{"id": "r2",,', 1))
    assert_refused(db, path, f"{path}: not valid JSON (")


@pytest.mark.parametrize("content", [
    random.Random(20240601).randbytes(4096),
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + random.Random(7).randbytes(2000),
    b"\x00\x01\x02\xff\xfe" * 400,
], ids=["random-bytes", "png", "bytes-pattern"])
def test_binary_garbage_is_refused(db, tmp_path, content):
    path = tmp_path / "garbage.jsonl"
    path.write_bytes(content)
    assert_refused(db, path, f"{path}: not a UTF-8 text file")


def test_a_nul_byte_in_the_file_head_is_refused_as_binary(db, tmp_path):
    path = tmp_path / "nul-head.jsonl"
    path.write_bytes(b"\x00" + jsonl(rec(1), rec(2)).encode())
    assert_refused(db, path, f"{path}: not a UTF-8 text file")


def test_a_raw_nul_byte_inside_a_record_of_the_head_is_refused_as_binary(db, tmp_path):
    # Within the first 64 KiB a NUL byte marks a binary file, wherever it is.
    path = tmp_path / "nul-record-in-head.jsonl"
    path.write_bytes(jsonl(rec(1)).encode() + json.dumps(rec(2)).encode().replace(
        b"malformed", b"mal\x00formed") + b"\n" + jsonl(rec(3)).encode())
    assert_refused(db, path, f"{path}: not a UTF-8 text file")


def test_a_gzip_that_ends_early_is_refused(db, tmp_path):
    packed = gzip.compress(jsonl(*(rec(i) for i in range(50))).encode())
    path = tmp_path / "short.jsonl.gz"
    path.write_bytes(packed[: len(packed) // 2])
    assert_refused(db, path, f"{path}: damaged gzip file (")


@pytest.mark.parametrize("content", ["42\n", "null\n", '"just a string"\n', "true"],
                         ids=["number", "null", "string", "true"])
def test_a_json_file_that_is_a_scalar_is_refused(db, tmp_path, content):
    path = tmp_path / "scalar.json"
    path.write_text(content)
    assert_refused(db, path, f"{path}: unknown format")


@pytest.mark.parametrize("content", ["42\n", "null\n"], ids=["number", "null"])
def test_a_scalar_json_file_read_as_jsonl_is_one_rejection(db, tmp_path, content):
    path = tmp_path / "scalar.json"
    path.write_text(content)
    load_id = assert_loaded(db, path, [], [(1, "not a JSON object")], "--format", "jsonl")
    assert raw_of(db, load_id, 1) == content.strip()


def test_a_csv_whose_header_has_no_known_column_is_refused(db, tmp_path):
    path = tmp_path / "unknown-columns.csv"
    path.write_text("name,summary,when\nA paper,Some text,2024\n")
    assert_refused(db, path, f"{path}: unknown format")
    assert_refused(db, path, f"{path}: the first row must name the columns, with title or "
                             "abstract", "--format", "csv")


def test_a_directory_is_refused(db, tmp_path):
    folder = tmp_path / "a-folder.jsonl"
    folder.mkdir()
    (folder / "inside.jsonl").write_text(jsonl(rec(1)))
    assert_refused(db, folder, f"{folder}: is a folder, not a file")


def test_a_missing_file_is_refused(db, tmp_path):
    assert_refused(db, tmp_path / "nope.jsonl", f"{tmp_path / 'nope.jsonl'}: no such file")


def test_an_unreadable_file_is_refused(db, tmp_path):
    path = tmp_path / "secret.jsonl"
    path.write_text(jsonl(rec(1)))
    path.chmod(0)
    try:
        try:
            path.open("rb").close()
        except PermissionError:
            pass
        else:
            pytest.skip("the tests run as root (or with CAP_DAC_OVERRIDE): a chmod 000 file is "
                        "still readable, so the unreadable case cannot be produced here")
        assert_refused(db, path, f"{path}: cannot read (Permission denied)")
    finally:
        path.chmod(0o644)


# ---------------------------------------------------------------------------------------------
# Per-record rejections: the rest of the file loads
# ---------------------------------------------------------------------------------------------

def test_jsonl_with_a_broken_line_rejects_only_that_line(db, tmp_path):
    path = tmp_path / "broken-line.jsonl"
    path.write_text(jsonl(rec(1)) + '{"id": "r2", oops\n' + jsonl(rec(3)))
    load_id = assert_loaded(db, path, ["r1", "r3"], [
        (2, "not valid JSON (Expecting property name enclosed in double quotes, column 14)")])
    assert raw_of(db, load_id, 2) == '{"id": "r2", oops'


def _bad_utf8_jsonl() -> bytes:
    return (jsonl(rec(1)) + json.dumps(rec(2)) + "\n" + jsonl(rec(3))).encode().replace(
        b"input case 2", b"input \xff\xfe\xc3 case 2")


def _bad_utf8_json_array() -> bytes:
    return json.dumps([rec(1), rec(2), rec(3)]).encode().replace(
        b"input case 2", b"input \xff\xfe\xc3 case 2")


def _bad_utf8_csv() -> bytes:
    rows = ["id,title,abstract"] + [f"r{i},{r['title']},{r['abstract']}"
                                    for i, r in ((i, rec(i)) for i in (1, 2, 3))]
    return ("\n".join(rows) + "\n").encode().replace(b"input case 2", b"input \xff\xfe\xc3 case 2")


@pytest.mark.parametrize("name, content", [
    ("bad.jsonl", _bad_utf8_jsonl()),
    ("bad.json", _bad_utf8_json_array()),
    ("bad.csv", _bad_utf8_csv()),
], ids=["jsonl", "json-array", "csv"])
def test_invalid_utf8_inside_one_record_rejects_only_that_record(db, tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content)
    load_id = assert_loaded(db, path, ["r1", "r3"],
                            [(2, "invalid UTF-8 bytes in the record")])
    raw = raw_of(db, load_id, 2)
    assert "\ufffd" in raw and "case 2" in raw  # the record's text is kept, bytes marked


def test_an_escaped_nul_in_a_json_string_is_dropped_and_the_record_loads(db, tmp_path):
    path = tmp_path / "nul-escape.jsonl"
    path.write_text(jsonl(rec(1), rec(2, title="Robust\u0000 loading with NUL"), rec(3)))
    assert_loaded(db, path, ["r1", "r2", "r3"], [])
    assert title_of(db, "r2") == "Robust loading with NUL"


def _padding(n: int) -> list[dict]:
    """Records that push the interesting one past the 64 KiB head."""
    return [rec(100 + i, abstract=f"Padding abstract {i} " + "filler words " * 30)
            for i in range(n)]


def test_a_raw_nul_byte_in_a_jsonl_record_after_the_head_rejects_that_record(db, tmp_path):
    padding = _padding(200)
    body = jsonl(*padding).encode()
    assert len(body) > 65536
    path = tmp_path / "nul-late.jsonl"
    line = json.dumps(rec(1)).encode().replace(b"malformed", b"mal\x00formed")
    path.write_bytes(body + line + b"\n" + jsonl(rec(2)).encode())
    load_id = assert_loaded(db, path, [r["id"] for r in padding] + ["r2"], [
        (201, f"not valid JSON (Invalid control character at, column {line.index(0) + 1})")])
    assert "\x00" not in raw_of(db, load_id, 201) and "malformed" in raw_of(db, load_id, 201)


def test_a_raw_nul_byte_in_a_csv_record_after_the_head_is_dropped(db, tmp_path):
    padding = _padding(200)
    rows = ["id,title,abstract"] + [f"{r['id']},{r['title']},{r['abstract']}" for r in padding]
    rows += ["r1,Robust loading\x00 with NUL,An abstract with a NUL byte in its title.",
             "r2,Robust loading after NUL,Another abstract."]
    body = ("\n".join(rows) + "\n").encode()
    assert body.index(b"\x00") > 65536
    path = tmp_path / "nul-late.csv"
    path.write_bytes(body)
    assert_loaded(db, path, [r["id"] for r in padding] + ["r1", "r2"], [])
    assert title_of(db, "r1") == "Robust loading with NUL"


def test_a_10_mb_abstract_is_rejected_and_its_stored_raw_text_is_capped(db, tmp_path):
    path = tmp_path / "huge-abstract.jsonl"
    path.write_text(jsonl(rec(1), rec(2, abstract="sparse attention " * 625_000), rec(3)))
    assert path.stat().st_size > 10_000_000
    load_id = assert_loaded(db, path, ["r1", "r3"],
                            [(2, f"abstract longer than {MAX_TEXT_CHARS:,} characters")])
    assert len(raw_of(db, load_id, 2)) == MAX_TEXT_CHARS


def test_a_title_of_100k_characters_loads_and_one_more_is_rejected(db, tmp_path):
    path = tmp_path / "long-title.jsonl"
    path.write_text(jsonl(rec(1, title="t" * MAX_TEXT_CHARS),
                          rec(2, title="t" * (MAX_TEXT_CHARS + 1)), rec(3)))
    assert MAX_TEXT_CHARS == 100_000
    assert_loaded(db, path, ["r1", "r3"],
                  [(2, "title longer than 100,000 characters")])
    assert title_of(db, "r1") == "t" * MAX_TEXT_CHARS


@pytest.fixture(scope="module")
def big_csv_load(sample_db, tmp_path_factory):
    """100,000 data rows, one (number 50,000) with an extra column: generated and loaded once."""
    folder = tmp_path_factory.mktemp("big-csv")
    path = folder / "big.csv"
    rows = ["id,title,year"] + [f"p{i},Graph study {i},2021" for i in range(1, 100_001)]
    rows[50_000] = "p50000,Graph study 50000,2021,surplus"
    path.write_text("\n".join(rows) + "\n")
    db = folder / "big.duckdb"
    shutil.copy(sample_db, db)
    result = run_paperdb("load", path, db=db, check=False)
    return db, path, result


def test_a_100k_row_csv_with_one_wrong_row_loads_the_other_99999(big_csv_load):
    db, path, result = big_csv_load
    assert result.returncode == 0, result.stderr
    assert f"{path}: read 100000, loaded 99999, rejected 1 (99999 new papers" in result.stdout
    assert "  rejected 1: expected 3 columns, found 4" in result.stdout
    assert query(db, "SELECT records_read, records_loaded, records_rejected, status FROM "
                     "load_batch ORDER BY load_id DESC LIMIT 1") == [(100000, 99999, 1, "completed")]
    assert query(db, "SELECT record_no, reason, raw FROM rejected_record") == [
        (50000, "expected 3 columns, found 4", "p50000,Graph study 50000,2021,surplus")]
    assert query(db, "SELECT count(*), count(DISTINCT source_record_id), min(source_record_id),"
                     " max(source_record_id) FROM paper_source WHERE source_format = 'csv'"
                 ) == [(99999, 99999, "p1", "p99999")]
    assert query(db, "SELECT count(*) FROM paper_source WHERE source_record_id IN "
                     "('p49999', 'p50000', 'p50001', 'p100000')") == [(3,)]
    assert query(db, "SELECT count(*) FROM paper") == [(SAMPLE_PAPERS + 99999,)]


def test_duplicate_ids_in_one_file_keep_the_first_record(db, tmp_path):
    path = tmp_path / "dups.jsonl"
    path.write_text(jsonl(rec(1), rec(2), rec(1, title="A second record with id r1"), rec(3)))
    load_id = assert_loaded(db, path, ["r1", "r2", "r3"],
                            [(3, "duplicate record id 'r1' (first at record 1)")])
    assert title_of(db, "r1") == "Robust loading study number 1"
    assert "A second record with id r1" in raw_of(db, load_id, 3)


def test_a_gzip_of_valid_jsonl_loads_every_record(db, tmp_path):
    path = tmp_path / "papers.jsonl.gz"
    path.write_bytes(gzip.compress(jsonl(*(rec(i) for i in range(1, 6))).encode()))
    assert_loaded(db, path, [f"r{i}" for i in range(1, 6)], [])


DEEP = 10_000


def test_a_jsonl_line_nested_10000_deep_rejects_only_that_line(db, tmp_path):
    path = tmp_path / "deep.jsonl"
    deep_list = '{"id": "r2", "title": "x", "abstract": ' + "[" * DEEP + "]" * DEEP + "}"
    deep_dict = '{"id": "r4", "title": ' + '{"a": ' * DEEP + "1" + "}" * DEEP + "}"
    path.write_text(jsonl(rec(1)) + deep_list + "\n" + jsonl(rec(3)) + deep_dict + "\n")
    assert_loaded(db, path, ["r1", "r3"], [(2, "JSON nested too deeply"),
                                           (4, "JSON nested too deeply")])


def test_a_json_file_nested_10000_deep_is_one_rejection(db, tmp_path):
    # Was an internal error (RecursionError in json.dumps of the array item), exit 1.
    path = tmp_path / "deep.json"
    path.write_text("[" * DEEP + "]" * DEEP)
    load_id = assert_loaded(db, path, [], [(1, "not a JSON object")])
    assert len(raw_of(db, load_id, 1)) < 1000  # stored cut at the depth limit


def test_a_json_array_with_one_element_nested_10000_deep_rejects_that_element(db, tmp_path):
    path = tmp_path / "deep-element.json"
    path.write_text("[" + json.dumps(rec(1)) + ', {"id": "r2", "abstract": '
                    + "[" * DEEP + "]" * DEEP + "}, " + json.dumps(rec(3)) + "]")
    assert_loaded(db, path, ["r1", "r3"], [(2, "JSON nested too deeply")])


def test_a_json_file_that_is_one_object_loads_it(db, tmp_path):
    one_line = tmp_path / "one-line.json"
    one_line.write_text(json.dumps(rec(1)))
    assert_loaded(db, one_line, ["r1"], [])
    # Pretty-printed over several lines: was read as JSON Lines, every line rejected.
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(rec(2, authors=["Ada Lovelace"]), indent=2))
    assert_loaded(db, pretty, ["r2"], [])
    assert title_of(db, "r2") == "Robust loading study number 2"


def test_the_same_file_twice_in_one_command_loads_it_once(db, tmp_path):
    path = tmp_path / "twice.jsonl"
    path.write_text(jsonl(rec(1), rec(2), {"id": "r3"}))
    result = run_paperdb("load", path, path, db=db)
    assert result.stdout.count(f"{path}: read 3, loaded 2, rejected 1 (") == 2
    assert "(2 new papers, 0 updated)" in result.stdout
    assert "(0 new papers, 0 updated)" in result.stdout
    assert query(db, "SELECT load_id, records_read, records_loaded, records_rejected, "
                     "papers_added, papers_changed FROM load_batch WHERE load_id > 1 "
                     "ORDER BY load_id") == [(2, 3, 2, 1, 2, 0), (3, 3, 2, 1, 0, 0)]
    assert query(db, "SELECT source_record_id, load_id FROM paper_source "
                     "WHERE source_format = 'jsonl' ORDER BY 1") == [("r1", 2), ("r2", 2)]
    assert query(db, "SELECT count(*) FROM paper") == [(SAMPLE_PAPERS + 2,)]


def test_a_utf8_bom_is_ignored(db, tmp_path):
    bom = b"\xef\xbb\xbf"
    as_jsonl = tmp_path / "bom.jsonl"
    as_jsonl.write_bytes(bom + jsonl(rec(1), rec(2)).encode())
    assert_loaded(db, as_jsonl, ["r1", "r2"], [])
    as_json = tmp_path / "bom.json"
    as_json.write_bytes(bom + json.dumps([rec(3)]).encode())
    assert_loaded(db, as_json, ["r3"], [])
    # The BOM must not stick to the first column's name, else the id column is unknown.
    as_csv = tmp_path / "bom.csv"
    as_csv.write_bytes(bom + b"id,title\nr4,Robust loading with a byte order mark\n")
    assert_loaded(db, as_csv, ["r4"], [])
    as_text = tmp_path / "bom.txt"
    as_text.write_bytes(bom + SAMPLE.read_bytes())
    assert_sample_reloaded(db, as_text)


def test_crlf_line_ends_are_read_like_lf(db, tmp_path):
    as_csv = tmp_path / "crlf.csv"
    as_csv.write_bytes(b"id,abstract,title\r\nr1,\"A quoted\r\nmulti-line abstract.\","
                       b"Robust loading over CRLF\r\nr2,Plain abstract.,Second CRLF title\r\n")
    assert_loaded(db, as_csv, ["r1", "r2"], [])
    assert title_of(db, "r1") == "Robust loading over CRLF"
    assert title_of(db, "r2") == "Second CRLF title"
    as_jsonl = tmp_path / "crlf.jsonl"
    as_jsonl.write_bytes(jsonl(rec(3), rec(4)).replace("\n", "\r\n").encode())
    assert_loaded(db, as_jsonl, ["r3", "r4"], [])
    as_text = tmp_path / "crlf.txt"
    as_text.write_bytes(SAMPLE.read_bytes().replace(b"\n", b"\r\n"))
    assert_sample_reloaded(db, as_text)


def test_bad_years_are_rejected_with_the_reason(db, tmp_path):
    path = tmp_path / "years.jsonl"
    path.write_text(jsonl(rec(1, year="20x4"), rec(2, year=3000), rec(3, year=2024),
                          rec(4, year="2100"), rec(5, year=1899)))
    assert_loaded(db, path, ["r3", "r4"], [(1, "year: not a number: '20x4'"),
                                           (2, "year: out of range: 3000"),
                                           (5, "year: out of range: 1899")])


def test_authors_given_as_a_number_are_rejected(db, tmp_path):
    # Decision: a number is not an author name (it used to load as an author called "42").
    path = tmp_path / "authors.jsonl"
    path.write_text(jsonl(rec(1, authors=42), rec(2, authors=[1, 2]), rec(3, authors=True),
                          rec(4, authors="Ada Lovelace; Alan Turing")))
    assert_loaded(db, path, ["r4"], [(1, "authors: expected names, got int"),
                                     (2, "authors: expected names, got int"),
                                     (3, "authors: expected names, got bool")])
    assert query(db, "SELECT a.name FROM paper_author pa JOIN author a USING (author_id) "
                     "JOIN paper_source s USING (paper_id) WHERE s.source_record_id = 'r4' "
                     "ORDER BY position") == [("Ada Lovelace",), ("Alan Turing",)]


def test_keywords_given_as_an_object_are_rejected_with_the_field_named(db, tmp_path):
    path = tmp_path / "keywords.jsonl"
    path.write_text(jsonl(rec(1, keywords={"a": 1}), rec(2, keywords=["fine", {"b": 2}]),
                          rec(3, keywords=["sparsity", "routing"])))
    assert_loaded(db, path, ["r3"], [(1, "keywords: expected text, got dict"),
                                     (2, "keywords: expected text, got dict")])


def test_lone_surrogate_escapes_are_rejected_not_a_crash(db, tmp_path):
    # "\ud800" is valid JSON syntax but not text; it used to abort the whole load (exit 1).
    path = tmp_path / "surrogates.jsonl"
    path.write_text('{"id": "r1", "title": "Bad \\ud800 title"}\n'
                    + jsonl(rec(2)) + '{"id": "r3\\udc00", "title": "Bad id"}\n'
                    + '["\\ud800 not an object"]\n')
    load_id = assert_loaded(db, path, ["r2"], [(1, "title: invalid Unicode (a lone surrogate)"),
                                               (3, "id: invalid Unicode (a lone surrogate)"),
                                               (4, "not a JSON object")])
    assert raw_of(db, load_id, 1) == '{"id": "r1", "title": "Bad \\ud800 title"}'


def test_a_lone_surrogate_escape_in_a_json_array_refuses_the_file(db, tmp_path):
    # The JSON parser (ijson) cannot decode it, so the document cannot be read: was exit 1.
    array = tmp_path / "surrogates.json"
    array.write_text("[" + json.dumps(rec(1)) + ', {"id": "r2", "abstract": "x \\udc00"}]')
    assert_refused(db, array, f"{array}: not valid JSON (an unpaired surrogate escape")

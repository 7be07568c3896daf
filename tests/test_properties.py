"""Property tests: the pure stages never raise on odd text and keep their documented shapes.

Sized (max_examples) so that the whole file runs in well under a minute.
"""

from __future__ import annotations

import math
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from etl.extract.acronyms import extract_acronyms
from etl.extract.keywords import analyse, normalise_author_keyword, rank_keywords
from etl.extract.links import canonical_code_link, extract_code_links
from etl.extract.metrics import extract_metrics, parse_number
from etl.extract.sentences import sentence_spans
from etl.normalise import normalise_text
from etl.prepare import prepare
from etl.records import InputError, PaperRecord, RawRecord, Rejection
from etl.sources import SourceOptions, delimited, jsonl
from etl.sources.input import SourceInput

FAST = settings(max_examples=1000, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
SLOW = settings(max_examples=300, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

# Pieces of real abstracts that exercise the extractors: LaTeX, URLs, numbers with units,
# parentheses, markdown, broken hyphenation, Unicode, damage.
FRAGMENTS = [
    "$2\\times$", "\\textbf{", "}", "{", "$", "\\", "^{", "_", "\\url{https://github.com/a/b}",
    "\\href{https://github.com/x/y}{code}", "https://github.com/org/repo", "github.com/a/b/tree/main",
    "www.github.com/x/y.git", "https://arxiv.org/abs/2401.00001", "https://huggingface.co/m/n",
    "https://github. com/x/ y", "1https://gitlab.com/g/s/p", "[code](https://x.github.io/p)",
    "42.5%", "3×", "2x", "10x faster", "by 3.2 pp", "from 37.4% to 41.7%", "1,234.5", "−3.2",
    "±0.2", "up to", "two-fold", "an order of magnitude", "7B", "1e400", "9" * 400, "%p",
    "(SSD)", "(", ")", "[", "]", "Switchable Sparse-Dense Learning", "Mixtures-of-Experts (MoE)",
    "we propose FedPIN", "our method, X-Net,", "e.g.", "et al.", ". ", ".", "! ", "? ", ", or ",
    " ", "  ", "\n", "\n\n", "\t", "-\n", "pre-\ntraining", "**", "*", "_a_", "\u00ad", "\u200b",
    "\ufeff", "\ufffd", "\x00", "\x7f", "é", "e\u0301", "中文", "ﬁ", "ß", "İ", "Ω", "😀",
    "state-of-the-art", "ImageNet", "accuracy of", "outperforms", "GPT-4", "LLMs", "networks",
    "A", "a", "0", "9", "-", "—", "/", ":", ";", "'", '"',
]

# Surrogate-free random text (what a file decoded as UTF-8 can hold).
plain_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)
abstract_text = st.lists(st.one_of(st.sampled_from(FRAGMENTS), plain_text), max_size=25).map("".join)


# ---------------------------------------------------------------------------------------------
# normalise_text
# ---------------------------------------------------------------------------------------------

@FAST
@given(abstract_text, st.data())
def test_normalise_text_keeps_a_monotonic_offset_map_into_the_original(raw, data):
    n = normalise_text(raw)
    assert isinstance(n.text, str)
    assert len(n.offsets) == len(n.text) + 1
    assert all(a <= b for a, b in zip(n.offsets, n.offsets[1:]))
    assert all(0 <= o <= len(raw) for o in n.offsets)
    assert n.offsets[-1] == len(raw)
    i = data.draw(st.integers(-2, len(n.text) + 2))
    j = data.draw(st.integers(-2, len(n.text) + 2))
    start, end = n.to_original(i, j)
    assert 0 <= start <= end <= len(raw)
    if 0 <= i < j <= len(n.text):
        assert end > start  # a non-empty span maps to a non-empty span


# ---------------------------------------------------------------------------------------------
# Sentences, links, metrics, acronyms
# ---------------------------------------------------------------------------------------------

@FAST
@given(abstract_text)
def test_sentence_spans_are_ordered_disjoint_and_inside_the_text(text):
    spans = sentence_spans(text)
    previous_end = 0
    for start, end in spans:
        assert previous_end <= start < end <= len(text)
        assert not text[start].isspace() and not text[end - 1].isspace()
        previous_end = end


CODE_LINK_KINDS = {"repository", "project_page", "model", "dataset", "demo", "other"}


def _check_link(link, text: str) -> None:
    assert link.kind in CODE_LINK_KINDS
    assert link.url.startswith("https://") and not re.search(r"\s", link.url)
    assert not link.url.endswith("/")
    assert link.host and link.host == link.host.lower() and not link.host.startswith("www.")
    assert 0 <= link.char_start < link.char_end <= len(text)


@FAST
@given(abstract_text)
def test_extract_code_links_are_canonical_spans_inside_the_text(text):
    links = extract_code_links(text)
    for link in links:
        _check_link(link, text)
    assert len({link.url.lower() for link in links}) == len(links)


@FAST
@given(abstract_text)
def test_canonical_code_link_is_none_or_a_whole_value_link(value):
    link = canonical_code_link(value)
    if link is not None:
        _check_link(link, value)
        assert (link.char_start, link.char_end) == (0, len(value))


METRIC_KINDS = {"score", "improvement", "ratio"}
# "%", "pp", "x", a currency sign, or a physical unit as written: short, no outer spaces.
UNIT_SHAPE = re.compile(r"%|pp|x|[$€£]|[^\s\d](?:[^\n]{0,18}\S)?")


@SLOW
@given(abstract_text)
def test_extract_metrics_are_finite_values_with_spans_inside_the_text(text):
    for m in extract_metrics(text):
        assert 0 <= m.char_start < m.char_end <= len(text)
        assert m.raw_value == text[m.char_start:m.char_end]
        assert m.evidence in text and m.raw_value in m.evidence
        assert isinstance(m.value, float) and math.isfinite(m.value)
        assert m.baseline_value is None or math.isfinite(m.baseline_value)
        assert m.kind in METRIC_KINDS
        assert m.unit is None or UNIT_SHAPE.fullmatch(m.unit), m.unit


@FAST
@given(st.one_of(abstract_text, st.floats(allow_nan=True), st.integers(), st.none()))
@example("1e400")
@example("9" * 80)
@example("−.5e-3 ± 0.2%")
def test_parse_number_is_finite_or_none(surface):
    parsed = parse_number(surface)
    if parsed is not None:
        value, unit = parsed
        assert isinstance(value, float) and math.isfinite(value)
        assert unit is None or (isinstance(unit, str) and unit.strip() == unit and unit)


@FAST
@given(abstract_text)
def test_extract_acronyms_spans_inside_the_text(text):
    for a in extract_acronyms(text):
        assert a.acronym and a.acronym.strip() == a.acronym
        assert a.long_form is None or a.long_form.strip()
        assert isinstance(a.is_proposed, bool)
        assert 0 <= a.char_start < a.char_end <= len(text)


# ---------------------------------------------------------------------------------------------
# Keywords
# ---------------------------------------------------------------------------------------------

def _occurs(word: str, source: str, last: bool) -> bool:
    """A keyword word occurs in the text, case aside; the last may be made singular
    ("networks" -> "network" is a prefix, "studies" -> "study" is not)."""
    w = word.lower()
    return w in source or (last and w.endswith("y") and w[:-1] + "ies" in source)


@SLOW
@given(st.one_of(st.none(), abstract_text), abstract_text, st.integers(0, 12))
def test_keywords_are_at_most_limit_phrases_of_1_to_4_words_from_the_text(title, text, limit):
    ranked = rank_keywords(analyse(title, text), limit=limit)
    assert len(ranked) <= limit
    source = f"{title or ''} {text}".lower()
    for k in ranked:
        words = k.keyword.split(" ")
        assert 1 <= len(words) <= 4, k
        assert math.isfinite(k.score)
        for index, word in enumerate(words):
            assert _occurs(word, source, index == len(words) - 1), (word, k.keyword)
    assert len({k.keyword.lower() for k in ranked}) == len(ranked)


@FAST
@given(st.one_of(abstract_text, st.integers(), st.none()))
def test_normalise_author_keyword_is_none_or_clean_text(raw):
    keyword = normalise_author_keyword(raw)
    if keyword is not None:
        assert keyword == keyword.strip() and 0 < len(keyword) <= 200
        assert any(c.isalpha() for c in keyword)


# ---------------------------------------------------------------------------------------------
# prepare(): any JSON-like fields give a PaperRecord or a Rejection
# ---------------------------------------------------------------------------------------------

any_text = st.text(max_size=30)  # surrogates included: JSON escapes can produce them
json_like = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.integers(10**300, 10**320),
              st.floats(), any_text, st.sampled_from(FRAGMENTS)),
    lambda children: st.one_of(st.lists(children, max_size=4),
                               st.dictionaries(st.sampled_from(
                                   ["name", "affiliation", "value", "url", "is_official",
                                    "framework", "task", "x"]), children, max_size=4)),
    max_leaves=12)
FIELD_NAMES = ["source_record_id", "title", "abstract", "venue", "year", "track", "status",
               "url", "pdf_url", "openreview_id", "arxiv_id", "doi", "poster_id",
               "proceedings_url", "authors", "keywords", "code_urls", "results", "code_links",
               "unknown"]


@FAST
@given(st.dictionaries(st.sampled_from(FIELD_NAMES), json_like, max_size=8), any_text)
@example({"authors": 42}, "raw")
@example({"title": "x", "keywords": 5}, "raw")
@example({"title": "x", "results": [{"name": "F1", "value": 10**400}]}, "raw")
@example({"title": "bad \ud800"}, "raw \ud800")
def test_prepare_returns_a_record_or_a_rejection(fields, raw):
    item = prepare(RawRecord(7, raw, fields), "jsonl")
    assert isinstance(item, (PaperRecord, Rejection))
    if isinstance(item, Rejection):
        assert item.record_no == 7 and item.reason.strip()
        assert "\x00" not in item.raw and not re.search("[\ud800-\udfff]", item.raw)
    else:
        assert item.title or item.abstract or item.arxiv_id or item.doi or item.openreview_id
        assert item.year is None or 1900 <= item.year <= 2100
        for value in (item.title, item.abstract, item.source_record_id,
                      *(a.name for a in item.authors), *item.keywords):
            assert value is None or not re.search("[\ud800-\udfff\x00]", value)


# ---------------------------------------------------------------------------------------------
# Readers: every non-blank line (row) yields exactly one RawRecord or Rejection
# ---------------------------------------------------------------------------------------------

def _read(text: str, reader) -> list | None:
    """The items a reader yields for text written to a file, or None when the file as a whole
    is refused (InputError, an allowed outcome)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "input"
        path.write_text(text, encoding="utf-8", newline="")
        try:
            return list(reader(SourceInput(path), SourceOptions()))
        except InputError:
            return None


def _check_items(items, expected: int) -> None:
    assert all(isinstance(i, (RawRecord, Rejection)) for i in items)
    assert [i.record_no for i in items] == list(range(1, expected + 1))
    assert all(i.reason for i in items if isinstance(i, Rejection))


line_chars = st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\x00")
jsonl_line = st.one_of(
    st.sampled_from(['{"title": "T"}', '{"abstract": 1}', "{", "[]", "null", "{}", '{"a": [[[',
                     '{"title": {"x": 1}}', '{"id": 5, "title": "\\ud800"}', "  ", "\r", "\ufeff",
                     '{"title": "a\\u0000b"}', '"x"', "1e999", '{"authors": 42, "title": "x"}']),
    st.text(line_chars, max_size=40),
    st.builds(lambda t: '{"title": %s}' % t, st.text(line_chars, max_size=20).map(repr)))


@FAST
@given(st.lists(jsonl_line, max_size=12), st.sampled_from(["\n", "\r\n"]))
def test_the_jsonl_reader_yields_one_item_per_non_blank_line(lines, end):
    # The first line is a JSON object, so the file is JSON Lines (not a document).
    text = end.join(['{"title": "first"}', *lines]) + end
    items = _read(text, jsonl.read)
    assert items is not None  # text that starts with an object line is never refused whole
    expected = sum(1 for line in text.split("\n") if line.rstrip("\r\n").strip())
    _check_items(items, expected)


csv_chars = st.characters(blacklist_categories=("Cs",), blacklist_characters='\n\r\x00"')


@FAST
@given(st.lists(st.lists(st.text(csv_chars, max_size=12), max_size=5), max_size=12),
       st.sampled_from([",", "\t"]))
def test_the_csv_reader_yields_one_item_per_non_blank_row(rows, delimiter):
    header = delimiter.join(["id", "title", "abstract"])
    lines = [header] + [delimiter.join(cells) for cells in rows]
    text = "\n".join(lines) + "\n"
    items = _read(text, delimited.read)
    assume(items is not None)  # e.g. a comma inside tab-separated cells changes the delimiter
    expected = sum(1 for line in lines[1:] if any(c.strip() for c in line.split(delimiter)))
    _check_items(items, expected)
    for item in items:
        if isinstance(item, RawRecord):
            assert len(item.raw.split(delimiter)) == 3


def _whole_word(word: str, source: str, last: bool) -> bool:
    w = re.escape(word.lower())
    tail = r"(?:s|es)?" if last else ""
    return bool(re.search(rf"(?<!\w){w}{tail}(?!\w)", source)
                or (last and word.endswith("y") and re.search(rf"(?<!\w){w[:-1]}ies(?!\w)", source)))


@SLOW
@given(st.one_of(st.none(), abstract_text), abstract_text)
@example(None, "We use Rényi divergence and a naïve Bayes classifier for Schrödinger bridges.")
def test_keyword_words_are_whole_words_of_the_text(title, text):
    source = f"{title or ''} {text}".lower()
    for k in rank_keywords(analyse(title, text)):
        words = k.keyword.split(" ")
        for index, word in enumerate(words):
            assert _whole_word(word, source, index == len(words) - 1), (word, k.keyword)

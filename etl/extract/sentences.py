"""Sentence boundaries for abstracts, as character spans, so evidence keeps its offsets."""

import re
from bisect import bisect_right
from operator import itemgetter

# A sentence ends at . ! or ? followed by space and an upper-case letter, digit or quote,
# unless the dot belongs to a common abbreviation, an initial or a decimal number. The pattern
# starts with the punctuation, so the scan only stops there (it is fast); "spaced" marks the
# first case, where the boundary is after the space.
_END = re.compile(
    r"[.!?](?:(?=\s+[\"'(\[]?[A-Z0-9$*])(?P<spaced>)"
    # "... domains.Our approach": a missing space after a lower-case word (not a URL or a name)
    r"|(?<=[a-z]{3}[.!?])(?=[A-Z][a-z]+\b)"
    # "... the baseline. we then": a lower-case start after a full lower-case word
    r"|(?<=[a-z]{3}[.!?])(?=\s+[a-z]{2,}\s))"
)
_URL_TAIL = re.compile(r"(?:https?://|www\.|\w/)\S*$|\b[\w-]+\.[a-z]{2,}$")
_ABBREVIATIONS = (
    "e.g", "i.e", "et al", "etc", "vs", "cf", "Fig", "Figs", "Eq", "Eqs", "Sec", "Tab",
    "approx", "resp", "w.r.t", "Dr", "Prof", "No", "al", "St", "Inc", "Ltd", "Jr",
)
_ABBREVIATION_TAIL = re.compile(
    r"(?:\b(?:" + "|".join(re.escape(a) for a in _ABBREVIATIONS) + r")|\b[A-Z])$"
)


# The abbreviation test only needs the last characters before a boundary: the longest
# abbreviation plus one character for the word boundary before it.
_ABBREVIATION_WINDOW = max(len(a) for a in _ABBREVIATIONS) + 2

# the last white space of a window (a run of it: the first character of the run)
_LAST_SPACE = re.compile(r"\s+(?=\S*$)")
# The longest span called a sentence (real ones in the ML corpora: at most ~1,500 characters).
MAX_SENTENCE = 2000

# Metrics and acronyms both split the same abstract: the last answer is kept.
_LAST: tuple = ("", ())


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of text, end exclusive, surrounding space trimmed."""
    global _LAST
    last = _LAST
    if last[0] is text or last[0] == text:
        return list(last[1])
    spans = _sentence_spans(text)
    if isinstance(text, str):
        _LAST = (text, tuple(spans))
    return spans


def _sentence_spans(text: str) -> list[tuple[int, int]]:
    spans = []
    start = 0
    window = _ABBREVIATION_WINDOW
    abbreviation = _ABBREVIATION_TAIL.search
    for match in _END.finditer(text):
        end = match.end()
        before = match.start()
        # a boundary without a space: only after a plain word, never inside a URL or file name
        if match.group("spaced") is None and _URL_TAIL.search(text, max(0, end - 80), before):
            continue
        # The pattern is anchored at ``before``; searching only its last characters gives the
        # same answer (\b still sees the character before the window).
        if abbreviation(text, max(0, before - window), before):
            continue
        spans.append((start, end))
        start = end
    spans.append((start, len(text)))
    trimmed = []
    for begin, end in spans:
        if text[begin:begin + 1].isspace() or text[end - 1:end].isspace():
            while begin < end and text[begin].isspace():
                begin += 1
            while end > begin and text[end - 1].isspace():
                end -= 1
        while end - begin > MAX_SENTENCE:
            # A "sentence" this long is a table or a list flattened into text; the extractors
            # look back over the sentence for each number and parenthesis, so it is cut into
            # pieces at white space to keep their cost linear in the text.
            space = _LAST_SPACE.search(text, begin + MAX_SENTENCE // 2, begin + MAX_SENTENCE)
            cut = space.start() if space else begin + MAX_SENTENCE
            piece_end = cut
            while piece_end > begin and text[piece_end - 1].isspace():
                piece_end -= 1
            trimmed.append((begin, piece_end))
            begin = cut
            while begin < end and text[begin].isspace():
                begin += 1
        if begin < end:
            trimmed.append((begin, end))
    return trimmed


def sentence_at(spans: list[tuple[int, int]], pos: int) -> int:
    """Index of the span (of sorted spans) that holds pos, -1 if none: found by bisection, as an
    abstract may hold thousands of sentences."""
    i = bisect_right(spans, pos, key=_START) - 1
    return i if i >= 0 and pos < spans[i][1] else -1


_START = itemgetter(0)

"""Sentence boundaries for abstracts, as character spans, so evidence keeps its offsets."""

import re

# A sentence ends at . ! or ? followed by space and an upper-case letter, digit or quote,
# unless the dot belongs to a common abbreviation, an initial or a decimal number.
_END = re.compile(r"[.!?](?=\s+[\"'(\[]?[A-Z0-9])")
_ABBREVIATIONS = (
    "e.g", "i.e", "et al", "etc", "vs", "cf", "Fig", "Figs", "Eq", "Eqs", "Sec", "Tab",
    "approx", "resp", "w.r.t", "Dr", "Prof", "No", "al", "St", "Inc", "Ltd", "Jr",
)
_ABBREVIATION_TAIL = re.compile(
    r"(?:\b(?:" + "|".join(re.escape(a) for a in _ABBREVIATIONS) + r")|\b[A-Z])$"
)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of text, end exclusive, surrounding space trimmed."""
    spans = []
    start = 0
    for match in _END.finditer(text):
        end = match.end()
        if _ABBREVIATION_TAIL.search(text, 0, match.start()):
            continue
        spans.append((start, end))
        start = end
    spans.append((start, len(text)))
    trimmed = []
    for begin, end in spans:
        while begin < end and text[begin].isspace():
            begin += 1
        while end > begin and text[end - 1].isspace():
            end -= 1
        if begin < end:
            trimmed.append((begin, end))
    return trimmed

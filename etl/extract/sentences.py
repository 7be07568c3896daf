"""Sentence boundaries for abstracts, as character spans, so evidence keeps its offsets."""

import re

# A sentence ends at . ! or ? followed by space and an upper-case letter, digit or quote,
# unless the dot belongs to a common abbreviation, an initial or a decimal number.
_END = re.compile(
    r"[.!?](?=\s+[\"'(\[]?[A-Z0-9$*])"
    # "... domains.Our approach": a missing space after a lower-case word (not a URL or a name)
    r"|(?<=[a-z]{3}[.!?])(?=[A-Z][a-z]+\b)"
    # "... the baseline. we then": a lower-case start after a full lower-case word
    r"|(?<=[a-z]{3}[.!?])(?=\s+[a-z]{2,}\s)"
)
_URL_TAIL = re.compile(r"(?:https?://|www\.|\w/)\S*$|\b[\w-]+\.[a-z]{2,}$")
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
        end = match.end() if match.group() else match.start()
        if not match.group():
            # a boundary without a space: only after a plain word, never inside a URL or file name
            if _URL_TAIL.search(text, max(0, end - 80), end - 1):
                continue
        if _ABBREVIATION_TAIL.search(text, 0, end - 1 if not match.group() else match.start()):
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

"""The kind of a result (score, improvement, ratio) and its qualifier ("up to", "about", "over"),
read from the words around the number.
"""

from __future__ import annotations

import re

from etl.extract.metrics.numbers import _Cand
from etl.extract.metrics.phrases import _CHANGE_NOUNS
from etl.extract.metrics.patterns import (
    _ANY_HEDGE, _IMPROVE_AFTER, _IMPROVE_NEAR, _QUALIFIER_BEFORE, _QUALIFIER_MAP, _within_margin,
)


def _qualifier(plain: str, start: int) -> str | None:
    window = plain[max(0, start - 40):start]
    if window.endswith("factor of "):  # "at least a factor of two"
        window = re.sub(r"\s*\ban?\s+factor\s+of\s+$", " ", window)
    m = _QUALIFIER_BEFORE.search(window)
    if not m:
        return None
    q = (m.group("q") or m.group("s") or "").lower()
    q = re.sub(r"\s+", " ", q)
    if q in ("an average of", "on average"):
        return None
    if m.group("s") in ("~", "≈", "∼") and re.search(r"\bup\s+to\s*$", window[:m.start()], re.IGNORECASE):
        return "up to"  # "up to ~3.7× throughput increase": the hedged maximum stays "up to"
    return _QUALIFIER_MAP.get(q)


_CUMULATIVE_GAIN_BEFORE = re.compile(r"\bcumulative\s+gain\s+of\s+$", re.IGNORECASE)
_ER_THAN_AFTER = re.compile(r"\s+(?!(?:other|rather|under|over|ever|never|later|either|neither|whether|after|per)\s)"
                            r"[a-z]{3,}er\s+than\b")
_IN_SHARE_BEFORE = re.compile(r"\bin\s+(?:(?:about|around|over|more\s+than|nearly|almost|up\s+to)\s+|[~≈]\s*)?$", re.IGNORECASE)


def _kind(c: _Cand, plain: str, sent_a: int) -> str:
    if c.unit == "x":
        return "ratio"
    if c.baseline is not None:
        return "score"
    if c.unit == "pp":
        return "improvement"
    before = plain[max(sent_a, c.start - 50):c.start]
    after = plain[c.end:c.end + 40]
    if c.signed and plain[c.start] == "+":
        return "improvement"
    if c.unit == "%" and _IN_SHARE_BEFORE.search(before) and re.match(r"\s*of\s", after):
        return "score"  # "outperforms strong baselines in 84% of the test cases": how often, a level
    if _within_margin(c, plain):
        return "improvement"  # "performance within 1% of the teacher": the margin to another level
    if before.endswith("gain of ") and _CUMULATIVE_GAIN_BEFORE.search(before):
        return "score"  # "a normalized discounted cumulative gain of 0.452": a level, the gain is its name
    if _DIFFERENCE_BEFORE.search(before) or _DIFFERENCE_AFTER.match(after):
        return "improvement"  # "by an absolute difference of 15-45.3%", "less than 1% difference in ROUGE"
    if _VERSUS.search(before) or _VERSUS_AFTER.match(after):
        return "score"  # "(82.24% vs 78.32%)": the level a compared method reaches
    if _EXCEEDS_LEVEL.search(before):
        return "score"  # "a sensitivity exceeding 80%": the verb hedges a level, it beats nothing
    if (_IMPROVE_NEAR.search(before) or _IMPROVE_AFTER.match(after) or _IMPROVE_AFTER_NAMED.match(after)
            or _OVER_BASELINE.match(after)):
        return "improvement"
    if _CHANGED_UP_TO.search(before) or _CHANGE_IN_OF.search(before):
        return "improvement"  # "relative improvements in error rate of up to 15%"
    if c.unit in ("%", "pp") and _ER_THAN_AFTER.match(after):
        return "improvement"  # "compute bounds up to 40% tighter than the SoA": a margin  # "saves the energy consumption up to 40.1%": a change, "by" left out
    if _ARROW_UP.search(before):
        return "improvement"  # "JIGSAWS (↑ 0.99%)"; PDF text often turns the arrow into "|"
    if _CHANGE_PAREN.search(before):
        return "improvement"  # "inference cost improvements (37.86% for 7B"
    if _PAREN_THAN.match(after) and not re.search(r"(?:levels|ratios|rates)\s*\($", before):
        return "improvement"  # "slightly lower accuracy (4-8%) than real data": the bracketed gap of a comparison
    if _PAREN_LEVEL.search(before):
        return "score"
    m = _COMPARE_CUE.search(before)
    if m and not _LEVEL_CUE.search(before, m.end()):
        return "improvement"
    return "score"


# "19.0%/24.2% ADE/FDE improvement", "a 3.1% mAP gain", "3.6 perplexity better than": a change
# named after the metric
_IMPROVE_AFTER_NAMED = re.compile(
    r"^(?:\s*[/|]\s*[-+]?\d+(?:\.\d+)?\s?%?)*\s+(?:relative\s+|absolute\s+)?(?:[A-Za-z][\w\-/@]*\s+){1,2}"
    r"(?:(?:relative\s+|absolute\s+)?(?:improvements?|gains?|increases?|reductions?|decreases?|boosts?|drops?|"
    r"speed-?ups?|savings?|accelerations?|lifts?)\b|(?:better|worse|higher|lower)\s+than\b)")
_CHANGED_UP_TO = re.compile(r"\b(?:reduc(?:es|e|ing)|sav(?:es|e|ing)|cuts?|cutting|lower(?:s|ing)|decreas(?:es|e|ing)|"
                            r"improv(?:es|e|ing)|boost(?:s|ing)?|increas(?:es|e|ing)|enhanc(?:es|e|ing))\s+"
                            r"(?:the\s+|its\s+|their\s+)?(?:[\w\-]+\s+){0,4}up\s+to\s+$", re.IGNORECASE)
_DIFFERENCE_BEFORE = re.compile(r"\bdifferences?\s+of\s+(?:(?:up\s+to|over|about|around|nearly|almost|more\s+than|"
                                r"less\s+than)\s+)?$", re.IGNORECASE)
_DIFFERENCE_AFTER = re.compile(r"\s*(?:absolute\s+|relative\s+)?differences?\b", re.IGNORECASE)
_VERSUS = re.compile(r"\b(?:vs\.?|versus)\s*$", re.IGNORECASE)
_NUMBER_VERSUS = re.compile(r"\d\s*%?\s*" + _VERSUS.pattern, re.IGNORECASE)
_EXCEEDS_LEVEL = re.compile(r"\b(?:exceed(?:s|ing|ed)?|surpass(?:es|ing|ed)?)\s*$", re.IGNORECASE)


_VERSUS_AFTER = re.compile(r"\s*(?:vs\.?|versus)\s", re.IGNORECASE)
# "7% over its GPT counterpart", "5% over the best prior methods": a margin over a baseline
_OVER_BASELINE = re.compile(
    r"^\s*(?:over|than)\s+(?:(?:the\s+|its\s+|their\s+|a\s+|an\s+)?(?:[\w\-]+\s+){0,3}?"
    r"(?:baselines?|counterparts?|methods?|approaches|alternatives|competitors|SOTA|state-of-the-art)\b"
    r"|[A-Z][\w\-.]*[A-Z0-9][\w\-.]*)")
# "outperform humans (4.5%)": a number in brackets right after a name is that name's level
_ARROW_UP = re.compile(r"\(\s*[↑⇑|]\s*$")
# the nouns of a change (phrases._CHANGE_NOUNS) and of a speed-up
_CHANGE_OR_SPEEDUP = r"(?:" + _CHANGE_NOUNS + r"|speed-?ups?)"
_CHANGE_PAREN = re.compile(r"\b" + _CHANGE_OR_SPEEDUP
                           + r"(?:\s+(?:in|of)\s+(?:the\s+)?[\w\-]+(?:\s+[\w\-]+){0,3}?)?"  # "reduction in number of multiplications (over 99.5%)"
                           r"\s*\(\s*(?:up\s+to\s+|about\s+|over\s+|more\s+than\s+|nearly\s+|~\s*)?$", re.IGNORECASE)
# "gains in average precision of 60%": the change of the quantity named after "in"
_CHANGE_IN_OF = re.compile(r"\b" + _CHANGE_OR_SPEEDUP + r"\s+in\s+(?:the\s+)?[\w\-]+(?:\s+[\w\-]+){0,3}?\s+of\s+"
                           r"(?:" + _ANY_HEDGE + r"\s+|[~≈]\s*)*$", re.IGNORECASE)
_PAREN_THAN = re.compile(r"\s*\)\s*than\s")
_PAREN_LEVEL = re.compile(r"(?<!\bmargin)(?<!\bby)(?<!\bof)\s\(\s*$")
_COMPARE_CUE = re.compile(r"\b(?:outperform\w*|surpass\w*|beat\w*|exceed\w*|margins?|improv\w*|gains?)\b(?!.*\b(?:outperform|surpass|beat|exceed|margin|improv|gain))", re.IGNORECASE)
_LEVEL_CUE = re.compile(r"\b(?:achiev\w*|reach\w*|attain\w*|obtain\w*|scor\w*|of|at|with|(?<!up\s)to)\b", re.IGNORECASE)

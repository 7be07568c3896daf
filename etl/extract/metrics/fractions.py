"""Fractions that state a factor (unit x): "while using only half as many supervised examples",
"with less than a third the queries", "cuts the word error rate in half", "reduces memory usage to
one quarter of the standard implementation", "achieves double the throughput".

A fraction is a factor only where the text sets the work's cost or reach against another's. Shares
of a group ("about half the users"), set-up amounts ("we train on only half the data", "With only
1/8 labeled data, ..."), hyper-parameter schedules ("the learning rate is reduced by half when ..."),
number formats ("half precision") and ordinals ("a third party") are no result. The fraction words
are found first and their context read around them (a scan for the contexts is slow).
"""

from __future__ import annotations

import re

_FRACTION_WORD = re.compile(r"\b(?:(?P<half>half)|(?:a|one)[\s\-](?P<part>third|quarter|tenth)|(?P<double>double)"
                            r"|1/(?P<den>[2-9]|[1-9]\d{1,2})(?:th|rd|nd)?)\b", re.IGNORECASE)
_PARTS = {"third": 3.0, "quarter": 4.0, "tenth": 10.0}
_HEDGES = r"(?:only|just|merely|less\s+than|fewer\s+than|under|nearly|almost|about|roughly|approximately|up\s+to)"

# What a method spends, as a fraction of what another spends
_COST_NOUN = (r"(?:parameters?|params|memory|compute|computations?|costs?|FLOPs|MACs|queries|samples|examples|labels|"
              r"data|time|runtime|latency|steps|epochs|iterations|GPU[\s\-]hours|energy|storage|bandwidth|messages|"
              r"evaluations|tokens|annotations|supervision)")
# "the number of parameters", "trainable parameters", "labeled data", "memory requirement"; not
# after "of": "fewer than half of the gradient steps" is a share of them, not another's count
_COST_PHRASE = re.compile(r"\s+(?:as\s+(?:many|much)\s+|the\s+)?(?P<np>(?:(?:number|amount)\s+of\s+)?"
                          r"(?:[a-z][\w\-]*\s+){0,2}?" + _COST_NOUN
                          + r"(?:\s+(?:requirements?|usage|footprint|consumption|overheads?))?)\b")
# the cost is the method's: a hedged fraction after "while" or a mid-clause "with", perhaps after a
# verb of needing and an earlier cost of a list ("while requiring less than half the number of
# parameters and only 1/3 computational costs"); not "while the teacher uses roughly 1/5 the compute"
_METHOD_COST_BEFORE = re.compile(
    r"\b(?:while|whilst|(?<![.,;:(]\s)(?<!^)with)\s+(?:(?:using|requiring|needing|consuming|requires|uses|needs|only)\s+)?"
    r"(?:(?:[^\s.;:]+\s+){1,10}?(?:and|[^\s.;:]*,)\s+)?(?:" + _HEDGES + r"\s+)+$", re.IGNORECASE)
# ... or after a participle of using when what is compared follows ("executed using less than one
# third the number of messages required by existing schemes")
_USING_BEFORE = re.compile(r"(?<![.,;:(]\s)(?<!^)\b(?:using|requiring|needing|consuming)\s+(?:" + _HEDGES + r"\s+)+$",
                           re.IGNORECASE)
_COMPARED_LATER = re.compile(r"\s+(?:(?:required|used|needed|issued|consumed|spent)\s+by|of\s+(?:the\s+)?(?:baseline|"
                             r"previous|prior|existing|standard|competing|state)|than|compared)\b", re.IGNORECASE)
_HALF_AS_MANY = re.compile(r"\s+as\s+(?:many|much)\s", re.IGNORECASE)
_DESCRIBED_BEFORE = re.compile(r"\b(?:contains?|containing|ha[sd]|have|having|includ\w+|compris\w+|consist\w*|[Ww]e\s+\w+)"
                               r"\s+(?:\w+\s+)?$")  # "the network has half as many layers as ResNet-50": the set-up
# "evaluates phrase queries in half the time required by"
_IN_BEFORE = re.compile(r"\bin\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+|less\s+than\s+)?$", re.IGNORECASE)
_THE_TIME_AFTER = re.compile(r"\s+the\s+time\b", re.IGNORECASE)
# "cuts the word error rate in half", "reduces memory usage to one quarter of ..."
_CUT_BY = re.compile(r"\b(?:cut|cuts|cutting|reduc\w+|lower\w*|decreas\w*)\s+(?P<np>(?:[\w\-]+\s+){0,5}?)(?:by|in)\s+$",
                     re.IGNORECASE)
_CUT_TO = re.compile(r"\b(?:reduc|cut|lower|decreas|shrink|compress)\w*\s+(?P<np>(?:[\w\-]+\s+){0,4}?)to\s+"
                     r"(?:only\s+|just\s+|about\s+|roughly\s+|nearly\s+|almost\s+)?$", re.IGNORECASE)
# ... but not a setting a schedule or an architecture halves, nor what the authors cut to set up
_SETTING = re.compile(r"\b(?:learning\s+rate|step\s+size|batch\s+size|hidden\s+size|window\s+size|kernel\s+size|"
                      r"sequence\s+length|resolution|temperature|stride|window|dimension\w*|channels?|vocabulary|"
                      r"(?:data|training|validation|test|candidate|search)\s*set|feature\s+maps?)\b", re.IGNORECASE)
_SCHEDULE_AFTER = re.compile(r"\s*(?:at\s+each|at\s+every|in\s+each|in\s+every|every|each|per|after\s+each|whenever|when|"
                             r"for\s+the)\b", re.IGNORECASE)
# "... to one third of its original length in the second stage": a step of an architecture
_STAGE_LATER = re.compile(r"\b(?:(?:each|every)\s+(?:stage|layer|block|step|round|level|iteration)|in\s+the\s+(?:first|second|"
                          r"third|final|last|next|subsequent)\s+(?:stage|layer|block|step|round|level))\b", re.IGNORECASE)
_EACH_OPENS = re.compile(r"\s*(?:Each|Every)\b")  # "Each round cuts the candidate set in half"
_BY_AUTHORS = re.compile(r"\b[Ww]e\s+(?:[\w\-]+\s+){0,3}$")
# "requires one tenth the training time", "achieves one-third the latency", "double the throughput"
_REACHED = re.compile(r"\b(?:requir\w*|need\w*|consum\w*|achiev\w*|attain\w*|deliver\w*|yield\w*)\s+"
                      r"(?:only\s+|just\s+|about\s+|roughly\s+|nearly\s+|almost\s+)?$", re.IGNORECASE)
_DOUBLED_BEFORE = re.compile(r"\b(?:achiev\w*|attain\w*|deliver\w*|yield\w*)\s+(?:" + _HEDGES + r"\s+)?$"
                             r"|\b" + _HEDGES + r"\s+$", re.IGNORECASE)
_DOUBLED = re.compile(r"\s+the\s+(?P<np>[a-z][\w\-]*(?:\s+(?!of\b|than\b|on\b|in\b|for\b|and\b|with\b)[a-z][\w\-]*)?)")
_DETERMINERS = ("the ", "its ", "their ", "our ", "a ", "an ")


def fraction_factors(plain: str) -> list[tuple[int, int, float, str | None]]:
    """(start, end, factor, name or None) of each fraction in plain that states a factor."""
    out = []
    for m in _FRACTION_WORD.finditer(plain):
        a, b = m.start(), m.end()
        lo = max(0, a - 120)
        den, part = m.group("den"), m.group("part")
        factor = float(den) if den else _PARTS[part.lower()] if part else 2.0
        name: str | None = None
        if m.group("double"):
            doubled = _DOUBLED.match(plain, b)
            if not (_DOUBLED_BEFORE.search(plain, lo, a) and doubled):
                continue  # "achieves double robustness", "we double the batch size"
            name = doubled.group("np")
        elif (cost := _COST_PHRASE.match(plain, b)) and (
                _METHOD_COST_BEFORE.search(plain, lo, a)
                or _USING_BEFORE.search(plain, lo, a) and _COMPARED_LATER.match(plain, cost.end())
                or m.group("half") and _HALF_AS_MANY.match(plain, b) and not _DESCRIBED_BEFORE.search(plain, lo, a)):
            name = cost.group("np")  # "with less than half the queries", "in half as many epochs"
        elif not den and (m.group("half") or part.lower() in ("third", "quarter")) \
                and _IN_BEFORE.search(plain, lo, a) and _THE_TIME_AFTER.match(plain, b):
            name = "time"
        elif cut := (_CUT_BY.search(plain, lo, a) if m.group("half") else _CUT_TO.search(plain, lo, a) if part else None):
            if (_SETTING.search(plain, max(lo, _sentence_start(plain, a)), a) or _SCHEDULE_AFTER.match(plain, b)
                    or _STAGE_LATER.search(plain, b, b + 60)
                    or _EACH_OPENS.match(plain, _sentence_start(plain, a))
                    or _BY_AUTHORS.search(plain, max(0, cut.start() - 40), cut.start())):
                continue
            np = cut.group("np").strip()
            name = (np[np.index(" ") + 1:] if np.lower().startswith(_DETERMINERS) else np) or None
        elif part and _REACHED.search(plain, lo, a) and (cost := _COST_PHRASE.match(plain, b)):
            if _EACH_OPENS.match(plain, _sentence_start(plain, a)):
                continue  # "Each client requires one tenth the data": how the set-up splits the data
            name = cost.group("np")
        else:
            continue
        out.append((a, b, factor, name))
    return out


def _sentence_start(plain: str, pos: int) -> int:
    i = max(plain.rfind(". ", 0, pos), plain.rfind("; ", 0, pos))
    return 0 if i < 0 else i + 2

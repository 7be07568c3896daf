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

from etl.extract.metrics.phrases import _NP_DROP_LEFT

_PARTS = {"third": 3.0, "quarter": 4.0, "fourth": 4.0, "fifth": 5.0, "tenth": 10.0}
_FRACTION_WORD = re.compile(r"\b(?:(?P<half>half)|(?:a|one)[\s\-](?P<part>" + "|".join(_PARTS) + r")|(?P<double>double)"
                            r"|1/(?P<den>[2-9]|[1-9]\d{1,2})(?:th|rd|nd)?)\b", re.IGNORECASE)
# before a fraction of a cost: no "more than" or "over" ("using more than half the parameters" is
# no saving of 2x or more); those only before a change or a multiple ("by more than half", "over
# double the throughput")
_HEDGES = r"(?:only|just|merely|solely|less\s+than|fewer\s+than|under|below|nearly|almost|about|roughly|approximately|up\s+to)"
_ANY_HEDGES = r"(?:" + _HEDGES + r"|more\s+than|over)"
_HEDGE_NAMES = {"nearly": "nearly", "almost": "nearly", "roughly": "about", "about": "about"}  # "cuts X nearly in half"

# What a method spends, as a fraction of what another spends
_COST_NOUN = (r"(?:parameters?|params|memory|compute|computations?|costs?|FLOPs|MACs|queries|samples|examples|labels|"
              r"data|time|runtime|latency|steps|epochs|iterations|GPU[\s\-]hours|energy|storage|bandwidth|messages|"
              r"evaluations|tokens|annotations|supervision)")
# "the number of parameters", "trainable parameters", "labeled data", "memory requirement"; not
# after "of": "fewer than half of the gradient steps" is a share of them, not another's count
_COST_PHRASE = re.compile(r"\s+(?:as\s+(?:many|much)\s+|the\s+)?(?:overall\s+)?(?P<np>(?:(?:number|amount)\s+of\s+)?"
                          r"(?:(?!(?:of|the|a|an|and|or)\b)[A-Za-z][\w\-]*\s+){0,2}?" + _COST_NOUN
                          + r"(?:\s+(?:requirements?|usage|footprint|consumption|overheads?))?)\b")
# the cost is the method's: a hedged fraction after "while" or a "with" inside a sentence, perhaps
# after a verb of needing and an earlier cost of a list ("while requiring less than half the number
# of parameters and only 1/3 computational costs"); not "while the teacher uses roughly 1/5 the
# compute", "With only 1/8 labeled data, ...", "trained with only half the data"
_METHOD_COST_BEFORE = re.compile(
    r"\b(?:while|whilst|(?<![.;:(]\s)(?<!^)(?<!trained\s)(?<!tuned\s)(?<!tested\s)(?<!evaluated\s)with)\s+(?:(?:using|requiring|needing|consuming|requires|uses|needs|only)\s+)?"
    r"(?:(?:[^\s.;:]+\s+){1,10}?(?:and|[^\s.;:]*,)\s+)?(?:" + _HEDGES + r"\s+)+$", re.IGNORECASE)
# ... or after a participle of using when what is compared follows ("executed using less than one
# third the number of messages required by existing schemes")
_USING_BEFORE = re.compile(r"\b(?:using|requiring|needing|consuming)\s+(?:" + _HEDGES + r"\s+)+$", re.IGNORECASE)
_COMPARED_LATER = re.compile(r"\s+(?:(?:required|used|needed|issued|consumed|spent)\s+by|of\s+(?:the\s+)?(?:baseline|"
                             r"previous|prior|existing|standard|competing|state)|than|compared)\b", re.IGNORECASE)
_AS_MANY = re.compile(r"\s+as\s+(?:many|much)\s", re.IGNORECASE)
_DESCRIBED_BEFORE = re.compile(r"\b(?:contains?|containing|ha[sd]|have|having|includ\w+|compris\w+|consist\w*|[Ww]e\s+\w+)"
                               r"\s+(?:\w+\s+)?$")  # "the network has half as many layers as ResNet-50": the set-up
# "evaluates phrase queries in half the time required by"
_IN_BEFORE = re.compile(r"\bin\s+(?:" + _HEDGES + r"\s+)?$", re.IGNORECASE)
_THE_TIME_AFTER = re.compile(r"\s+the\s+time\b(?!\s+steps?\b)", re.IGNORECASE)
# "cuts the word error rate (nearly) in half", "reduces latency by more than half", "reduces memory
# usage to one quarter of ...": the last such verb before the fraction (verbs only: not "the lower
# bound", "our compression scheme")
_CUT_VERB = re.compile(r"(?<![\w\-])(?:cut|cuts|cutting|reduce[sd]?|reducing|lowers|lowered|lowering|decrease[sd]?|"
                       r"decreasing|shrinks?|shrank|shrunk|shrinking|compress(?:es|ed|ing)?)\s+", re.IGNORECASE)
_CUT_BY = re.compile(r"(?P<np>(?:[\w\-]+\s+){0,5}?)(?:(?P<hedge>" + "|".join(_HEDGE_NAMES) + r")\s+)?(?:by|in)\s+"
                     r"(?:" + _ANY_HEDGES + r"\s+)?", re.IGNORECASE)
_CUT_TO = re.compile(r"(?P<np>(?:[\w\-]+\s+){0,4}?)to\s+(?:" + _HEDGES + r"\s+)?", re.IGNORECASE)
# "reducing the success rate by almost half (from 75.51% to 38.81%)": the change is stated after
_FROM_TO_AFTER = re.compile(r"\s*[(,]\s*from\s+[-+]?\d[\d.,]*\s*%\s*to\b")  # (a change in % is a record of its own)
# a verb inside the phrase: the participle before it was an adjective ("the reduced model is faster by half")
_VERB_IN = re.compile(r"\b(?:is|are|was|were|be|been|has|have|had|shrinks|becomes?|gets?)\b", re.IGNORECASE)
# a share after the half: "decreases the error in half of the cases", "in half the benchmarks"
_SHARE_AFTER = re.compile(r"\s+(?:of|the|all|these|those|our)\b", re.IGNORECASE)
# a name ends before a verb, a coordination or where the change is measured ("the error on ImageNet")
_NAME_END = re.compile(r"\s+(?:is|are|was|were|be|been|has|have|and|or|on|in|for|across|at|with|under|over)\b.*$",
                       re.IGNORECASE)
# ... and not a setting an architecture or a schedule halves, nor the data the authors cut to set up
_SETTING = re.compile(r"\b(?:learning\s+rate|step\s+size|batch\s+size|hidden\s+size|window\s+size|kernel\s+size|"
                      r"sequence\s+length|resolution|temperature|stride|window|dimension\w*|channels?|vocabulary|"
                      r"(?:data|training|validation|test|candidate|search)\s*set|feature\s+maps?)\b", re.IGNORECASE)
_SCHEDULE_AFTER = re.compile(r"\s*(?:at\s+each|at\s+every|in\s+each|in\s+every|every|each|after\s+each)\b", re.IGNORECASE)
# "... to one third of its original length in the second stage": a step of an architecture
_STAGE_LATER = re.compile(r"\bin\s+the\s+(?:first|second|third|final|last|next|subsequent)\s+(?:stage|layer|block|step|round|"
                          r"level)\b", re.IGNORECASE)
_EACH_OPENS = re.compile(r"\s*(?:Each|Every)\b")  # "Each round cuts the candidate set in half"
# "We fine-tune the model with only half the data" (not "we show that our students, with only ...")
_BY_AUTHORS_IN_CLAUSE = re.compile(r"\b[Ww]e\s+(?:also\s+|further\s+|then\s+)?(?!(?:show|demonstrate|find|found|observe|"
                                   r"report|prove|verify|confirm|see|note)\b)[a-z]+\b(?![^,;]*,)")
# "achieves one-third the latency", "double the throughput"
_REACHING = r"achiev\w*|attain\w*|deliver\w*|yield\w*"
_REACHED = re.compile(r"\b(?:requir\w*|need\w*|consum\w*|" + _REACHING + r")\s+(?:" + _HEDGES + r"\s+)?$", re.IGNORECASE)
# ... and what the method needs as a part "of" another's: "needing solely a fifth of the training
# time and a fourth of the parameters of ExpressivE", "it uses a quarter of the parameters and is
# three times more ... than"; not a split or a share ("uses a fifth of the data for validation",
# "uses a quarter of the GPU memory.")
_PART_OF_THE = r"(?:a|one)[\s\-](?:" + "|".join(_PARTS) + r")\s+of\s+the\s+"
_PART_NEEDED_BEFORE = re.compile(r"\b(?:requir\w*|need\w*|consum\w*|us(?:es|ing))\s+(?:" + _HEDGES + r"\s+)*(?:"
                                 + _PART_OF_THE + r"(?:[\w\-]+\s+){1,3}and\s+)?$", re.IGNORECASE)
_OTHERS_PART_AFTER = re.compile(r"(?:\s+and\s+" + _PART_OF_THE + r"(?:[\w\-]+\s+){0,2}?[\w\-]+)?\s+(?:of\s+(?:the\s+)?[\w\-]|"
                                r"than\b|compared\b|required\s+by\b|and\s+is\b[^.;]*\bthan\b)", re.IGNORECASE)
_OF_THE = re.compile(r"\s+of(?=\s+the\s)", re.IGNORECASE)
_DOUBLED_BEFORE = re.compile(r"\b(?:" + _REACHING + r"|provid\w*|offer\w*)\s+(?:" + _ANY_HEDGES + r"\s+)?$", re.IGNORECASE)
_DOUBLED = re.compile(r"\s+the\s+(?P<np>[A-Za-z][\w\-]*(?:\s+(?!of\b|than\b|on\b|in\b|for\b|and\b|with\b)[a-z][\w\-]*)?)")


def fraction_factors(plain: str) -> list[tuple[int, int, float, str | None, str | None]]:
    """(start, end, factor, name or None, qualifier or None) of each fraction in plain that states
    a factor; the qualifier only where the hedge stands apart from it ("nearly in half")."""
    out = []
    for m in _FRACTION_WORD.finditer(plain):
        a, b = m.start(), m.end()
        lo = max(0, a - 120)
        den, part = m.group("den"), m.group("part")
        factor = float(den) if den else _PARTS[part.lower()] if part else 2.0
        name: str | None = None
        hedge: str | None = None
        if m.group("double"):
            doubled = _DOUBLED.match(plain, b)
            if not (_DOUBLED_BEFORE.search(plain, lo, a) and doubled):
                continue  # "achieves double robustness", "we double the batch size", "needs about double the memory"
            name = doubled.group("np")
        elif (cost := _COST_PHRASE.match(plain, b)) and _the_method_spends(plain, lo, a, b, cost.end()):
            name = cost.group("np")  # "with less than half the queries", "in half as many epochs"
        elif not den and _IN_BEFORE.search(plain, lo, a) and _THE_TIME_AFTER.match(plain, b):
            name = "time"
        elif (m.group("half") or part) and (found := _after_last_cut_verb(plain, lo, a, _CUT_BY if m.group("half") else _CUT_TO)):
            cut, verb = found
            start = _sentence_start(plain, lo, a)
            np = _NAME_END.sub("", cut.group("np").strip())
            if (_VERB_IN.search(cut.group("np")) or (_SETTING.search(np) or not np and _SETTING.search(plain, max(start, verb - 40), verb))
                    or _SCHEDULE_AFTER.match(plain, b) or _STAGE_LATER.search(plain, b, b + 60)
                    or (m.group("half") and _SHARE_AFTER.match(plain, b)) or _EACH_OPENS.match(plain, start)
                    or _FROM_TO_AFTER.match(plain, b)):
                continue
            words = np.split()
            while len(words) > 1 and words[0].lower() in _NP_DROP_LEFT:
                words = words[1:]  # "cuts the error in half": error
            name = " ".join(words) or None
            if m.group("half") and cut.group("hedge"):
                hedge = _HEDGE_NAMES[cut.group("hedge").strip().lower()]
        elif part and _REACHED.search(plain, lo, a) and (cost := _COST_PHRASE.match(plain, b)):
            name = cost.group("np")  # "achieves one-third the latency of FlashAttention"
        elif (part and _PART_NEEDED_BEFORE.search(plain, lo, a) and (cost := _COST_PHRASE.match(plain, _of_end(plain, b)))
              and _OTHERS_PART_AFTER.match(plain, cost.end())):
            name = cost.group("np")  # "needing solely a fifth of the training time and a fourth of the parameters of X"
        else:
            continue
        out.append((a, b, factor, name, hedge))
    return out


def _of_end(plain: str, b: int) -> int:
    """Where "of" after plain[:b] ends ("a fifth of the training time"); b itself without one."""
    m = _OF_THE.match(plain, b)
    return m.end() if m else b


def _the_method_spends(plain: str, lo: int, a: int, b: int, cost_end: int) -> bool:
    """Whether the cost after the fraction at plain[a:b] is what the method spends: after "while"
    or a "with" (not a condition set off by commas: ", with only half the labels, our method ..."),
    after "using" with what is compared after it, or "half as many"; and no "we" choosing it."""
    if _BY_AUTHORS_IN_CLAUSE.search(plain, _sentence_start(plain, lo, a), a):
        return False
    anchor = _METHOD_COST_BEFORE.search(plain, lo, a)
    if anchor and not (plain[max(0, anchor.start() - 2):anchor.start()].strip() == "," and plain.startswith(",", cost_end)):
        return True
    if _USING_BEFORE.search(plain, lo, a) and _COMPARED_LATER.match(plain, cost_end):
        return True
    return bool(_AS_MANY.match(plain, b)) and not _DESCRIBED_BEFORE.search(plain, lo, a)


def _after_last_cut_verb(plain: str, lo: int, pos: int, rest: re.Pattern) -> tuple[re.Match, int] | None:
    """The match of rest from the last verb of cutting in plain[lo:pos] up to pos, and where that
    verb starts; None without one."""
    verbs = list(_CUT_VERB.finditer(plain, lo, pos))
    m = rest.fullmatch(plain, verbs[-1].end(), pos) if verbs else None
    return (m, verbs[-1].start()) if m else None


def _sentence_start(plain: str, lo: int, pos: int) -> int:
    """Where the sentence (or clause after ";") of pos starts, looking back no further than lo."""
    i = max(plain.rfind(". ", lo, pos), plain.rfind("; ", lo, pos))
    return lo if i < 0 else i + 2

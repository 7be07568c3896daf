"""Naming a result: the metric name written after, before or around a number (`_name_for`,
`_has_own_name` and their helpers).
"""

from __future__ import annotations

import re

from etl.extract.acronyms.long_form import _long_form_before
from etl.extract.acronyms.shape import _acronym_chars
from etl.extract.metrics.numbers import _DURATION_UNITS, _PHYS_UNITS, _Cand
from etl.extract.metrics.patterns import (
    _ANY_HEDGE, _CLAUSE_BREAK, _HEDGE, _SUBJECT_STOP, _TAIL_HEDGES, _clause_start, _within_margin,
)
from etl.extract.metrics.phrases import (
    _CHANGE_IN, _CHANGE_NOUNS, _CHANGE_VERB, _HEDGE_MODS, _LEAD_STOP, _NOT_QUANTITIES, _NP_DROP_LEFT, _NP_END,
    _VERBS_BEFORE_NAMES, _is_task, _lead_words, _np_name, _plain_noun, _singular, _subject_words,
    _words_before_connective,
)
from etl.extract.metrics.vocabulary import (
    _AGGREGATES, _FUNCTION_WORDS, _METRIC_NOUNS, _NOT_MODIFIERS, _NOT_NAMES, _has_head, _head_token,
    _is_acronym,
)


_AFTER_NAME = re.compile(  # ("76.5% (+2.3%) top-1 accuracy": a bracketed margin stands between)
    r"\s*(?:\)\s*)?(?:\(\s*(?:absolute|relative|[+\-−↑]\s*\d[\d.,]*\s*%?)\s*\)\s*)?(?:(?:absolute|relative|average|overall|mean|higher|lower|better|worse|more|less|"
    r"fewer|faster|slower|cheaper|smaller|larger|greater|improvements?|gains?|increases?|reductions?|"
    r"decreases?|boosts?|drops?|speed-?ups?|accelerations?|enhancements?|"
    # "3% improved area under the ROC curve", "20% increased throughput": the participle is the change
    r"improved|increased|reduced|decreased|enhanced|boosted|lowered)\s+)?"
    r"(?:(?:in|on|of|for)\s+(?:the\s+|terms\s+of\s+|its\s+|their\s+)?(?:average\s+)?)?"
)


_COMPARATIVE_NOUN = re.compile(
    r"\s*(?:fewer|less|more|smaller|larger|lower|higher|better|worse|superior|improved|reduced|increased)\s+"
    # "2x more requests per second", "10x smaller number of features"
    r"(?P<np>(?:[A-Za-z][\w\-]*\s+(?!per\b|of\b))?[A-Za-z][\w\-@]*(?:\s+per\s+[A-Za-z]+|(?<=number)\s+of\s+[a-z][\w\-]*(?:\s+(?![a-z]+ed\b)[a-z][\w\-]*s\b)?)?)")
_NP_STOP = {"than", "the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "with", "while", "within", "such",
            "that", "which", "who", "from", "before", "after", "across", "against", "when", "as", "under", "without", "via",
            "compared", "relative", "over", "at", "by", "is", "are", "robust", "efficient",
            "accurate", "stable", "likely", "often", "data-efficient"}


def _name_after(c: _Cand, plain: str, heads, sent_b: int) -> str | None:
    m = _AFTER_NAME.match(plain, c.end, sent_b)
    pos = m.end() if m else c.end
    for a, b, name, weak in heads:
        if a >= c.end:
            if b <= pos and weak:
                continue  # a weak word the connective consumed (a head that runs past it, as
                # "average performance" past "average", is the name) ("gain on the F1 score")
            if a <= pos + 1 and not plain[pos:a].strip():
                if not weak or (a <= pos and not _is_task(name) and name.lower() not in _NOT_NAMES):
                    return _singular(name)
            elif not weak:
                # the name is every word between the number and the head: "2.23x self-attention
                # speedup", "by 29% in accumulated reward" (the quantity as named in the text)
                lead = _lead_words(plain[pos:a])
                if lead is not None:
                    return _singular(f"{lead} {name}".strip())
            elif name.split()[-1].lower() in ("performance", "performances"):
                # "averaging 87% expert human performance": the words before a weak head name it
                lead = _lead_words(plain[pos:a])
                if lead and not any(_is_task(w) for w in lead.split()):
                    return _singular(f"{lead} {name}")
            break
    return None


# "a 38% BitOPs reduction", "a 3.1% mAP gain": the words between the number and the change noun
_NAMED_CHANGE = re.compile(
    r"\s*(?:relative\s+|absolute\s+)?(?P<np>(?:[A-Za-z][\w\-@/]*\s+){1,3}?)(?:relative\s+|absolute\s+)?"
    r"(?:reductions?|improvements?|gains?|increases?|decreases?|boosts?|drops?|declines?|lifts?)\b")


def _named_change(c: _Cand, plain: str, sent_b: int) -> str | None:
    m = _NAMED_CHANGE.match(plain, c.end, sent_b)
    if not m:
        return None
    words = m.group("np").split()
    if any(w.lower() in _LEAD_STOP or w.lower() in _NOT_MODIFIERS for w in words):
        return None
    if len(words) == 1 and words[0].lower() in ("peak", "maximum", "max", "mean", "median", "average", "total", "net",
                                                 "point", "points"):
        # "up to 30% peak improvement": how the change is summarised, not what changed; "44
        # absolute point gains": its unit
        return None
    if len(words) == 1 and _LONE_ADJECTIVE.fullmatch(words[0]) and not _has_head(words):
        return None  # "10x theoretical reduction", "1.17% relevant drop": an adjective names no quantity
    return _np_name(words)


_TRAINED_IN = re.compile(r"\b(?:train(?:s|ed|ing)?|learn(?:s|ed|t)?)\b(?!-)(?:(?!\b(?:than|compared|versus|vs)\b)[^;])*\bin\s+(?:(?:under|less\s+than)\s+)?" + _TAIL_HEDGES,
                         re.IGNORECASE)
_LONE_ADJECTIVE = re.compile(r"[a-z\-]+(?:ical|ive|ous|ant|ent|able|ible)")


# Comparative adjectives that name the quantity they compare ("40% faster" is about speed)
_ADJ_NOUN = {
    "faster": "speed", "slower": "speed", "quicker": "speed", "cheaper": "cost",
    "expensive": "cost", "costly": "cost", "larger": "size", "bigger": "size", "smaller": "size",
    "accurate": "accuracy", "efficient": "efficiency", "diverse": "diversity",
    "robust": "robustness", "stable": "stability", "sensitive": "sensitivity",
    "consistent": "consistency", "invariant": "invariance", "preferred": "preference",
    "reliable": "reliability", "precise": "precision", "scalable": "scalability",
    "compact": "compactness", "faithful": "faithfulness", "fair": "fairness",
    "interpretable": "interpretability", "effective": "effectiveness", "memory-efficient": "memory efficiency",
    "energy-efficient": "energy efficiency", "fast": "speed", "sample-efficient": "sample efficiency",
    "parameter-efficient": "parameter efficiency", "data-efficient": "data efficiency",
    "time-efficient": "time efficiency", "compute-efficient": "compute efficiency",
}
# "three times more computationally efficient": computational efficiency
_PRE_NOUN = {"computationally": "computational"}
# processes whose speed or time a result names ("2x faster in training", "Training takes 3 hours")
_PROCESS_NOUNS = (r"training|inference|evaluation|decoding|generation|sampling|convergence|fine-?tuning|pre-?training|"
                  r"prediction|rendering|execution|encoding|search|testing|compilation|optimization|verification|"
                  r"synthesis|reconstruction")
# ... and the other processes a faster run names ("15.4x faster imagination")
_PROCESSES_MADE_FASTER = (
    _PROCESS_NOUNS + r"|computation|detection|estimation|classification|segmentation|retrieval|recognition|"
    r"translation|simulation|factori[sz]ation|decomposition|quantization|compression|completion|imagination|"
    r"planning|learning|processing|indexing|preprocessing|tokeni[sz]ation|annotation|labell?ing|exploration|"
    r"adaptation|distillation")
_ADJ_AFTER = re.compile(
    r"\s*(?:more\s+|less\s+|as\s+)?(?:(?P<pre>energy|memory|sample|parameter|data|compute|computationally)\s+)?"
    r"(?P<adj>" + "|".join(sorted(map(re.escape, _ADJ_NOUN), key=len, reverse=True)) + r")\b"
    # "3x more efficient, in terms of integration steps"; a metric in brackets: "3x more accurate
    # (in Precision@10)", not "(in practice)"
    r"(?:(?:(?:\s*,\s*|\s+|\s*\(\s*)(?:than\s+[\w\-.]+\s+)?in\s+terms\s+of\s+(?:the\s+)?|\s*\(\s*in\s+(?=(?-i:[A-Za-z][\w\-]*[A-Z@\d][\w\-@]*)\s*\)))"
    r"(?P<terms>[A-Za-z][\w\-@]*(?:\s+(?!(?:than|over|compared|for|on|with|"
    r"while|at|by|across|and|or|when|against|to|in)\b)[a-z][\w\-]*)?)"
    # "2x faster in training", "3x faster inference": the speed of that process
    # (a word may come before it, kept when a noun: "2.7 times faster information convergence";
    # the process ends the phrase: not "2x faster deep learning training")
    r"|\s+(?:(?:in|at|during|for|on)\s+)?(?:(?P<pmod>[\w-]+)\s+)??(?P<proc>" + _PROCESSES_MADE_FASTER + r")\b"
    r"(?!\s+(?:time|latency|cost|efficiency|speed|throughput|runtime|" + _PROCESSES_MADE_FASTER + r")\b)"
    # "a 4x faster run-time", "2x faster bandwidth": the rate is named as written
    r"|\s+(?P<rate>run-?time|run\s+time|bandwidth|throughput)\b)?",
    re.IGNORECASE)
_ADJ_BY = re.compile(
    r"\b(?:more\s+|less\s+)?(?P<adj>" + "|".join(sorted(map(re.escape, set(_ADJ_NOUN) - {"fast"}), key=len, reverse=True))
    # "faster than the standard Unix sort by a factor of 1.5X"
    + r")\s+(?:than\s+(?:[\w\-.]+\s+){1,5}?)?by\s+(?:an?\s+(?:factor|average|median)\s+of\s+)?(?:" + _HEDGE + r"\s+|[~≈<>]\s*)*$", re.IGNORECASE)
_TAIL_NP = r"(?P<np>(?:\d*[A-Za-z][\w\-/'’]*\s+){0,12}\d*[A-Za-z][\w\-/'’]*)"  # "2D" is a word
# not the verb of a level reached: "the compression ratio reaches (up to) 20x" is named by the ratio
_NOT_AFTER_REACHING = r"(?<!\breaches\s)(?<!\breached\s)(?<!\bachieves\s)(?<!\bachieved\s)(?<!\battains\s)(?<!\battained\s)"
_BY_TAIL = re.compile(
    _TAIL_NP + r"\s+(?:\(\s*)?(?:by\s+|(?<!\bby\s)" + _NOT_AFTER_REACHING + r"(?=up\s+to\s))"
    r"(?:an?\s+(?:median|average|mean|factor)\s+of\s+)?"
    + _TAIL_HEDGES, re.IGNORECASE)
# "reduces the number of evaluations 10-100×": a factor may follow the changed noun phrase directly
# (not after a linking word: "a latency speedup ratio of 2.7x" is a level, named by its head)
_RATIO_TAIL = re.compile(_TAIL_NP + r"(?<!\bof)(?<!\bto)(?<!\bis)(?<!\bare)(?<!\bat)(?<!\bthan)\s+" + _NOT_AFTER_REACHING
                         + r"(?:an?\s+factor\s+of\s+)?"
                         + _TAIL_HEDGES, re.IGNORECASE)


def _name_by_phrase(c: _Cand, plain: str, sent_a: int) -> str | None:
    tail = plain[max(sent_a, c.start - 50):c.start].lower()
    # _BY_TAIL ends in "by" or "up to" and hedges: tried only where one is (it is slow)
    m = _BY_TAIL.search(plain, max(sent_a, c.start - 90), c.start) if "by" in tail or "up" in tail else None
    by = m is not None
    if not m and c.unit == "x":
        m = _RATIO_TAIL.search(plain, max(sent_a, c.start - 90), c.start)
    if not m:
        return None
    return _phrase_name(m, plain, sent_a, intransitive=by)


_FROM_WORD = re.compile(r"\bfrom\s+(?:" + _HEDGE + r"\s+|[~≈]\s*)?[-+−]?[\d.,]+\s?(?:%|×|[xX]\b|(?P<unit>"
                        + _PHYS_UNITS + r")(?![A-Za-z]))?\s*to\s+"  # "from 97MB to", "from 10 hours to"
                        r"(?:" + _ANY_HEDGE + r"\s+|[~≈]\s*)*$")
_TAIL_END = re.compile(_TAIL_NP + r"\s+(?:—\s+)?$")  # "reduces this fine-tuning time — from 450 days to"


def _name_by_from(c: _Cand, plain: str, sent_a: int) -> str | None:
    """"QWK increased from 90.23% to 91.3%", "boosting its mitigation potential from 1.28× to
    2.35×": the quantity changed, named before "from"."""
    f = _FROM_WORD.search(plain, max(sent_a, c.start - 40), c.start)
    if not f:
        return None
    m = _TAIL_END.search(plain, max(sent_a, f.start() - 90), f.start())
    name = _phrase_name(m, plain, sent_a) if m else None
    if name is not None and f.group("unit") and _MEASURED_IN_UNITS.isdisjoint(name.lower().split()):
        return None  # "compress BERT from 440MB to 25MB", "accelerate inference from 200ms to 40ms":
        # a size or a time is named by what it measures, not by the system or the process
    return name


# Nouns of what a size or a time measures ("the gradient size", "the storage requirement")
_MEASURED_IN_UNITS = frozenset(
    "size storage requirement footprint memory time latency runtime duration cost overhead usage consumption "
    "bandwidth traffic length volume communication upload download cache energy power delay".split())


# "accuracy increased by", "QWK rose from": a verb of change right before "by" or "from"
_INTRANSITIVE_CHANGE = re.compile(
    r"^(?:increas|decreas|improv|reduc|declin|boost|lower)(?:es|ed|e)$|^(?:drop|jump|climb|grow|fall|rise)(?:s|ped|ed)?$"
    r"|^(?:rose|fell|grew)$", re.IGNORECASE)


# the forms of "be" that make a passive, and what else may stand between the subject and its
# participle
_PASSIVE_AUX = frozenset({"is", "are", "was", "were", "be", "been"})
_BEFORE_PARTICIPLE = _PASSIVE_AUX | {"has", "have", "had", "can", "could", "will", "significantly", "substantially",
                                     "further", "also"}


def _phrase_name(m, plain: str, sent_a: int, intransitive: bool = True) -> str | None:
    toks = m.group("np").split()
    sent_before = plain[sent_a:m.start("np")]
    sped = _sped_up(toks)
    if sped is not None:
        return sped
    if len(toks) >= 2 and _CHANGE_VERB.match(toks[-1]) and toks[-1].lower().endswith("ed"):
        k = len(toks) - 2
        aux = False
        # "is improved", "can be reduced", "has been boosted"
        while k >= 0 and toks[k].lower() in _BEFORE_PARTICIPLE:
            aux = aux or toks[k].lower() in _PASSIVE_AUX
            k -= 1
        if aux and k >= 0:
            words, k = _subject_words(toks, k)
            measured = _quantity_of(toks, k)
            if measured:
                return measured
            if words and words[-1].lower() in _NOT_QUANTITIES and k >= 1 and toks[k].lower() in ("in", "of", "for"):
                # "the number of connections in fully-connected networks can be reduced by": the
                # networks are where, the quantity comes before them
                words, k = _subject_words(toks, k - 1)
            if k >= 0 and toks[k].lower() in _NP_END - {"and", "or"}:
                return None  # "X on ImageNet using ViT-B is improved by": not the subject
            return _np_name(words)
    if intransitive and _INTRANSITIVE_CHANGE.match(toks[-1]):
        # "QWK increased from", "the accuracy drops by": the subject of an intransitive change
        return _changing_subject(toks)
    low = [t.lower() for t in toks]
    if "of" in low:
        verbs = [i for i, t in enumerate(toks[:low.index("of")]) if _CHANGE_VERB.match(t)]
        if verbs and low.index("of") > verbs[-1] + 1 and not any(_CHANGE_VERB.match(t) for t in toks[low.index("of"):]):
            # not "improves the coherence of stories while also improving constraint satisfaction by"
            v = verbs[-1]
            if not any(w in ("and", "or") or w in _NP_END for w in low[v + 1:low.index("of")]):
                return _np_name(toks[v + 1:])
    for i in range(len(toks) - 1, -1, -1):
        t = toks[i]
        if _CHANGE_VERB.match(t) or t.lower() in ("and", "or"):
            if t.lower() in ("and", "or") and i > 0:
                return None  # "reduces RMSE and CRPS by 4.6% and 4.3%": leave coordination to the list rules
            if t.lower() in ("and", "or") and not re.search(
                    r"\b(?:reduc|improv|increas|decreas|lower|boost|cut|rais|enhanc|accelerat|compress)\w*\b",
                    sent_before + " ".join(toks[:i]), re.IGNORECASE):
                return None
            words = [w for w in toks[i + 1:]]
            if words and words[0].lower() in ("up", "down") and _CHANGE_VERB.match(t):  # "speeds up X by", "cutting down X by"
                words = words[1:]
            return _np_name(words)
        if t.lower() in _PLACE_PREPOSITIONS and i > 0:
            # "improves the BEDROC85 on DUD-E by 12%": the changed quantity comes before the place
            verbs = [v for v in range(i) if _CHANGE_VERB.match(toks[v])]
            if verbs and verbs[-1] < i - 1 and not any(
                    w.lower() in _NP_END or w.lower() in ("is", "are", "was", "were") for w in toks[verbs[-1] + 1:i]) \
                    and not _has_head(toks[i + 1:]):
                words = toks[verbs[-1] + 1:i]
                if words[0].lower() in ("up", "down"):
                    words = words[1:]
                while len(words) > 1 and words[0].lower() in _AGGREGATES | _NP_DROP_LEFT:
                    words = words[1:]  # "increasing the overall accuracy on LLaMA2-7B by": accuracy
                name = _np_name(words)
                if name is None or name.lower() in _GENERIC_NOUNS or not _quantity_like(words):
                    return None  # "compress ResNet on CIFAR10 by 3.4×": a model, not a quantity
                return name
        if (t.lower() in _NP_END and not (t.lower() == "relative" and i + 1 < len(toks) and toks[i + 1].lower() != "to")) \
                or t.lower() in _PASSIVE_AUX or t.lower() in ("can", "will"):
            return None  # but "reducing the relative L2-error by": "relative" modifies the name
    return None


_GENERIC_NOUNS = {"metric", "metrics", "results", "result", "performance", "performances", "scores"}
_PLACE_PREPOSITIONS = {"on", "in", "for", "across", "at", "over", "under", "with"}
# "speeds up LMs' fine-tuning by up to 8x", "accelerates training by 2x": the speed of that process
_SPEED_VERB = re.compile(r"(?:speed(?:s|ing)?|sped|accelerat(?:e|es|ed|ing))$", re.IGNORECASE)
_TIME_NOUNS = {"time", "times", "latency", "runtime", "speed", "throughput", "wall-clock"}
_MODALS = {"can", "could", "will", "would", "may", "might", "should", "must", "to", "also", "further", "not"}
_PRONOUNS = {"it", "this", "that", "they", "which", "these", "those", "we", "he", "she", "one"}
_RISE_STEMS = r"increas|decreas|drop|declin|rose|rise|fell|fall|grew|grow|jump|climb"
_RISE_VERB = re.compile(r"^(?:" + _RISE_STEMS + r")\w*$", re.IGNORECASE)


_SYSTEM_NOUNS = {"algorithm", "method", "approach", "baseline", "solver", "system", "implementation"}


_AT_LEVEL_BEFORE = re.compile(r"\b(?:at|for)\s+(?:an?\s+)?\d+(?:\.\d+)?\s?%\s+$", re.IGNORECASE)  # the operating point


def _sped_up(toks: list[str]) -> str | None:
    """The name for "speed up X by N" / "accelerate X by N": "X speed" (X as written), or "speed"
    when X is a system ("accelerate Vicuna models up to 2.17x"); None when no such verb."""
    for v in range(len(toks) - 1, -1, -1):
        t = toks[v]
        if _SPEED_VERB.match(t) and (not t.lower().startswith(("speed", "sped")) or
                                     (v + 1 < len(toks) and toks[v + 1].lower() == "up")):
            words = toks[v + 1:]
            if words and words[0].lower() == "up":
                words = words[1:]
            low = [w.lower() for w in words]
            if "of" in low:
                words, low = words[:low.index("of")], low[:low.index("of")]
            if not words:
                return None
            if any(w in _NP_END - {"and"} for w in low):
                return None
            if len(words) == 3 and low[1] == "and":  # "speed up training and inference by up to 9x"
                return f"{words[0]} and {words[2]} speed"
            if "and" in low or "or" in low:
                return None  # "accelerates the convergence and exceeds the accuracy by": not one phrase
            name = _np_name(words, process=True)
            if name is None or _singular(name.split()[-1]).lower() in _SYSTEM_NOUNS or (
                    len(words) == 1 and not words[0].islower() and not _head_token(words[0])):
                # "speeds up OC-DECMDP by an order of magnitude": a system's name
                # "accelerate Vicuna models up to 2.17x", "speeds up the existing algorithm 2 to 2418
                # times": the speed of a system
                return "speed"
            if name.split()[-1].lower() in _TIME_NOUNS:
                return name
            if " " in name and name.split()[-1].lower() == "process" and re.fullmatch(_PROCESS_NOUNS, name.split()[-2]):
                name = name.rsplit(" ", 1)[0]  # "speed up the training process": training speed
            last = name.split()[-1]
            if last.endswith("s") and not last.endswith("ss") and last.islower():
                # "speeds up the five-view generations": generation speed; "queries": query speed
                name = name[:-3] + "y" if last.endswith("ies") else name[:-1]
            return f"{name} speed"
        if t.lower() in _NP_END - {"and"} or _CHANGE_VERB.match(t):
            return None
    return None


def _quantity_like(words: list[str]) -> bool:
    """A metric head among the words, a lower-case last word, or an all-capital acronym
    ("BEDROC85", "QWK"), but not a system's name ("ResNet", "GPT-4")."""
    last = words[-1]
    if any(_head_token(w) and not _head_token(w)[1] for w in words):
        return True
    return last == last.lower() or bool(re.fullmatch(r"[A-Z][A-Z0-9@]+", last))


def _quantity_of(toks: list[str], k: int) -> str | None:
    """The metric of "the click-through rate of an ad improves by" (not the ad), when toks[k] ends
    what comes before the subject's noun phrase."""
    while k >= 0 and toks[k].lower() in _NP_DROP_LEFT:
        k -= 1
    if k < 1 or toks[k].lower() != "of":
        return None
    measured, _ = _subject_words(toks, k - 1)
    head = _head_token(measured[-1]) if measured else ()
    return _np_name(measured) if head and not head[1] else None


def _changing_subject(toks: list[str]) -> str | None:
    """"Notably, QWK increased from", "the test accuracy drops by": the quantity that changes."""
    words, k = _subject_words(toks, len(toks) - 2)
    if not words or words[-1].lower() in _PRONOUNS or words[-1].lower() in _NOT_QUANTITIES:
        return None
    measured = _quantity_of(toks, k)
    if measured:
        return measured
    if words[-1].lower() in _MODALS or (k >= 0 and toks[k].lower() in _NP_END - {"and", "or"}):
        return None  # "SlimFit can reduce", "the rate of an LLM with limited alignment reduces": not the subject
    last = words[-1]
    if _head_token(last) and not _head_token(last)[1]:
        return _np_name(words)
    if _is_acronym(last) and not last.endswith("s") and _RISE_VERB.match(toks[-1]):
        return _np_name(words)  # "QWK increased": an acronym that rises is a measured quantity
    if last == last.lower() and _plain_noun(last):
        return _np_name(words)
    return None


# "11.7% PER for ASR": an unknown metric acronym right after a percentage names it
_ACRONYM_AFTER = re.compile(r" ?([A-Z]{2,5})(?![\w\-/@.]|\.\w)")


_PAREN_NAME = re.compile(r"\s*\(\s*(?P<n>[^()]{1,30}?)\s*\)")


def _paren_name(c: _Cand, plain: str, heads, sent_b: int) -> str | None:
    """"boosted by 5% (mean IOU)": a metric name alone in brackets right after the number."""
    if not plain.startswith("(", c.end) and not plain.startswith(" (", c.end):
        return None
    m = _PAREN_NAME.match(plain, c.end, sent_b)
    if not m:
        return None
    for a, b, name, weak in heads:
        if a == m.start("n") and b == m.end("n") and not weak:
            return _singular(name)
    return None


def _acronym_after(c: _Cand, plain: str, sent_b: int) -> str | None:
    if c.unit not in ("%", "pp"):
        return None
    m = _ACRONYM_AFTER.match(plain, c.end, sent_b)
    if not m or m.group(1) in _NOT_ACRONYM_NAMES or m.group(1) in _SUBJECT_STOP:
        return None
    return m.group(1)


def _has_own_name(c: _Cand, plain: str, heads, sent_b: int) -> bool:
    """Whether the words right after the number name its quantity (then no name is inherited)."""
    return bool(_name_after(c, plain, heads, sent_b) or _named_change(c, plain, sent_b) or _acronym_after(c, plain, sent_b)
                or _paren_name(c, plain, heads, sent_b)
                or _IN_TERMS_OF.match(plain, c.end, sent_b)
                or (c.unit == "x" and (times := _TIMES_THE.match(plain, c.end, sent_b)) is not None
                    and _has_head(_words_before_connective(times.group("np"))))
                or _CHANGE_IN.match(plain, c.end, sent_b) or _ADJ_AFTER.match(plain, c.end, sent_b)
                or _COMPARATIVE_NOUN.match(plain, c.end, sent_b))


_SIZE_ADJECTIVES = {"larger", "bigger", "smaller"}


def _compared_noun(c: _Cand, plain: str, sent_b: int) -> str | None:
    """"10x fewer parameters", "50x less training data": the noun phrase after the comparative."""
    m = _COMPARATIVE_NOUN.match(plain, c.end, sent_b)
    if not m:
        return None
    words = m.group("np").split()
    while words and words[-1].lower() in _NP_STOP:
        words.pop()
    if m.group(0).split()[0].lower() in ("improved", "reduced", "increased") and not _has_head(words):
        return None  # "3% improved area under the ROC curve": only a metric after a participle
    if words and words[0].lower() not in _NP_STOP:
        return _singular(" ".join(words))
    return None


def _changed_quantity(c: _Cand, plain: str, sent_b: int) -> str | None:
    """"a 14.86% increase in Reliability": the noun phrase after the change noun."""
    m = _CHANGE_IN.match(plain, c.end, sent_b)
    if m and m.group("np").split()[0].lower() in _NOT_CHANGED:
        return None  # "a 5% improvement in comparison with": no quantity
    return _np_name(_trim_clause(_words_before_connective(m.group("np")))) if m else None


_PARTICIPLES_AFTER = {"averaged", "measured", "evaluated", "computed", "obtained", "reported", "achieved", "observed"}
_CLAUSE_WORDS = {"even", "still", "also", "only", "further", "yet", "while", "whereas", "which", "that"}


def _trim_clause(words: list[str]) -> list[str]:
    """"a 3.18% increase in the test error averaged on ImageNet", "30% reduction of channels even
    outperforms the original model": the noun phrase ends before a participle or the next verb."""
    for k, w in enumerate(words):
        wl = w.lower()
        if k and (wl in _PARTICIPLES_AFTER or wl in _CLAUSE_WORDS or wl.endswith("ly") or wl.startswith("outperform")
                  or wl in _VERBS_BEFORE_NAMES or (wl.endswith("s") and _CHANGE_VERB.match(wl))):
            return words[:k]
    return words


_CHANGE_NOUN_AFTER = re.compile(
    r"\s*(?:\)\s*)?(?:(?:average|relative|absolute|overall|total|mean)\s+)?"
    r"(?:improvements?|increases?|gains?|reductions?|decreases?|boosts?)\b")
_PLACE_THEN_IN = re.compile(
    r"(?:\s+(?:over|across|on|against|compared\s+(?:to|with)|relative\s+to)\s+(?:the\s+)?"
    r"(?:[\w\-]+\s+){0,4}?[\w\-]+?)?\s+in\s+(?:terms\s+of\s+)?(?:the\s+)?"
    r"(?P<np>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2})")


def _change_in_later(c: _Cand, plain: str, sent_b: int) -> str | None:
    """"a 10% absolute improvement over the previous state-of-the-art in adversarial robustness",
    "483% average gain across 49 games in cumulative rewards": the change noun's "in" names the
    quantity past the place or rival between them."""
    m = _CHANGE_NOUN_AFTER.match(plain, c.end, sent_b)
    if not m:
        return None
    m = _PLACE_THEN_IN.match(plain, m.end(), sent_b)
    if not m:
        return None
    words = _words_before_connective(m.group("np"))
    if not words or words[0].lower() in _NOT_CHANGED:
        return None
    last = words[-1].lower()
    if last not in _METRIC_NOUNS and last.rstrip("s") not in _METRIC_NOUNS and not _has_head(words):
        return None
    return _np_name(words)


_NOT_CHANGED = {"comparison", "contrast", "addition", "particular", "general", "practice", "total", "all",
                "most", "some", "many", "both", "each", "this", "these", "that", "those"}


# a verb that removes a share ("eliminating up to 99.8% of the network edges")
_REMOVE_VERB = r"\b(?:reduc|cut|sav|eliminat|remov|prun|skipp?|discard)\w*\s+(?:" + _HEDGE + r"\s+|[~≈>]\s*)?"
_REMOVE_VERB_BEFORE = re.compile(_REMOVE_VERB + "$", re.IGNORECASE)
_SHARE_OF = re.compile(r"\s*of\s+(?:the\s+|its\s+|their\s+|all\s+)?(?P<np>[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,4})")


_SHARE_NOUNS = ("percentage", "fraction", "proportion", "share")
_SHARE_NOUN_OF = re.compile(r"\b(?:" + "|".join(_SHARE_NOUNS) + r")(?=\s+of\s)", re.IGNORECASE)
# the end of the noun phrase a share counts: a verb after it ("answers drops from", "time this takes")
# a plural noun (not "analysis", "status", "class")
_PLURAL_NOUN = re.compile(r"[A-Za-z](?<!s)(?<!si)(?<!u)s$")
# ("changes" and "remaining" are nouns and adjectives there too: "code changes", "remaining tokens")
_SHARE_NP_STOP = re.compile(r"^(?:" + _RISE_STEMS + r"|tak|took|giv|becom|ha[sdv]|this|that|its)\w*$", re.IGNORECASE)


def _share_named(name: str | None, plain: str, sent_a: int, start: int, unit: str | None) -> str | None:
    """"the percentage of hallucinated answers drops from 25% to 8%": a share is named by the
    things it counts (the labels: "negative responses"); so is an unnamed percentage in the
    clause of such a share."""
    if name is None and unit != "%":
        return name
    if name is not None and name.lower() not in _SHARE_NOUNS:
        return name
    shares = list(_SHARE_NOUN_OF.finditer(plain, _clause_start(plain, sent_a, start), start))
    m = _SHARE_OF.match(plain, shares[-1].end(), start) if shares else None
    if m is None:
        return name
    words = []
    for w in _words_before_connective(m.group("np")):
        if _SHARE_NP_STOP.match(w) or w.lower() in _PASSIVE_AUX:
            return name  # a verb before any counted things: "the percentage of analysis time drops"
        words.append(w)
        if _PLURAL_NOUN.search(w):  # the counted things end the phrase: "code changes accepted"
            return _np_name(words) or name
    return name


def _removed_share(c: _Cand, plain: str, sent_a: int, sent_b: int) -> str | None:
    """"reduces up to 94% of timesteps used for classification": the share removed is of that noun."""
    if not _REMOVE_VERB_BEFORE.search(plain, max(sent_a, c.start - 40), c.start):
        return None
    m = _SHARE_OF.match(plain, c.end, sent_b)
    return _np_name(_words_before_connective(m.group("np"))) if m else None


# "by 41% in terms of NDCG@10", "by 5.66%, 6.08% and 2.44% in terms of the total revenue, ROI,
# and test accuracy": the quantities named after the numbers, in the vocabulary or not
_IN_TERMS_OF = re.compile(
    r"\s*(?:\)\s*)?(?:\(\s*approx(?:\.|imately)?\s*\)\s*)?(?:(?:absolute|relative|average|overall)\s+)?(?:(?:improvements?|gains?|increases?|"
    r"reductions?|decreases?|boosts?|drops?|speed-?ups?)\s+)?(?:on\s+average\s+)?in\s+terms\s+of\s+(?:the\s+|its\s+|their\s+)?"
    r"(?P<np>[A-Za-z][\w\-/@]*(?:(?:\s*,\s*(?:and\s+)?|\s+)[A-Za-z][\w\-/@]*){0,8})")
_ADJECTIVE = re.compile(r"^[a-z\-]+(?:ive|al|ed|ic|ous|ary|ble)$")
_ITEM_SEP = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")


def _terms_names(end: int, plain: str, sent_b: int) -> list[str]:
    """The names listed after "in terms of" at end, right after a number ([] when there is none)."""
    m = _IN_TERMS_OF.match(plain, end, sent_b)
    if not m:
        return []
    words: list[str] = []
    for w in m.group("np").split():
        if not words and w.lower() in _HEDGE_MODS:
            continue  # "in terms of relative labeling cost": the hedge is not part of the name
        if w.lower() in _NP_END - {"and", "or"} or w.lower().rstrip(",").endswith("ly"):
            break  # "in terms of adversarial accuracy, especially on ...": the name ends before the adverb
        words.append(w)
    while words and words[-1].lower().rstrip(",") in ("and", "or"):
        words.pop()  # "in terms of Accuracy and by 12% ...": the next clause starts
    names = []
    for item in _ITEM_SEP.split(" ".join(words).rstrip(",")):
        item_words = [w.strip(",") for w in item.split()]
        low = [w.lower() for w in item_words]
        aggregate = [i for i, w in enumerate(low[:-1]) if w in _AGGREGATES]
        if aggregate:  # "in terms of overall training accuracy": the quantity summed up
            item_words = item_words[aggregate[-1] + 1:]
        name = _np_name(item_words) if item_words else None
        if not name:
            return []
        names.append(name)
    if len(names) == 2 and len(names[-1].split()) >= 2 and _ADJECTIVE.search(names[0]):
        # "in terms of cumulative and risk-adjusted returns": the adjectives share the last noun
        noun = names[-1].split()[-1]
        names = [n + " " + noun if len(n.split()) == 1 and n == n.lower() and not _head_token(n) else n
                 for n in names[:-1]] + names[-1:]
    return names


_ADJ_PAREN = re.compile(r"\b(?:highly\s+|very\s+|more\s+|less\s+)?(?P<adj>" + "|".join(
    sorted(map(re.escape, set(_ADJ_NOUN) - {"fast", "faster", "slower", "quicker", "larger", "bigger", "smaller"}),
           key=len, reverse=True)) + r")"
    # "more time-efficient than both ReMixMatch (x4) and CoMatch (x2)": each compared system's factor
    r"(?:\s+than\s+(?:both\s+)?[A-Z][\w\-]*(?:\s*\([^()]*\)\s*,?\s*(?:and\s+)?[A-Z][\w\-]*)*)?"
    r"\s*\(\s*(?:[~≈<>]\s*|up\s+to\s+)?(?:[x×]\s?)?$", re.IGNORECASE)
_IN_ASPECT = re.compile(r"\s+in\s+(?P<n>[a-z]{3,}(?:ness|ity))\b(?!\s+(?:of|to)\b)")
_BY_BEFORE = re.compile(r"\bby\s+(?:(?:up\s+to|over|more\s+than|about|around|nearly|almost|approximately)\s+|[~≈]\s*)?$",
                        re.IGNORECASE)
_SPEED_PAREN_BEFORE = re.compile(r"\b(?:faster|slower)\s*\(\s*(?:[<>~≈∼]|up\s+to\s+)?\s*$", re.IGNORECASE)
_PROCESS_NOUN = {"trai": "training", "infe": "inference", "deco": "decoding", "rend": "rendering",
                 "conv": "convergence", "lear": "learning"}
_PROCESS_VERB_BEFORE = re.compile(
    r"\b(?:be\s+|to\s+)?(?P<v>train(?:ed|s)?|infer(?:red|s)?|decod(?:e|es|ed)|render(?:s|ed)?|converg(?:e|es|ed)|"
    r"learns)"
    r"(?:\s+(?!(?:and|or|than|while|with|by|on|in|for)\b)[\w\-]+){0,3}\s+(?:(?:up\s+to|over|about|nearly|almost|more\s+than|"
    r"faster\s*\(\s*[<>~≈∼]?)\s*|[~≈∼]\s*)*$", re.IGNORECASE)


# a process whose speed a factor after it states: its subject ("each epoch can be up to 8x faster",
# "inference that runs two times faster") or what a verb makes faster ("making bound computation")
_PROCESS_SUBJECT_BEFORE = re.compile(
    r"(?:\b(?:each|every|the|an?|makes?|making|made)\s+|^|[,;(]\s*|(?<=\s))(?:(?P<mod>[a-z][a-z\-]*)\s+)??"
    r"(?P<p>" + _PROCESSES_MADE_FASTER + r"|epochs?|iterations?)"
    r"\s+(?:(?:that|which)\s+)?(?:(?:is|are|was|were|becomes?|became|runs?|ran|can\s+be|could\s+be)\s+)?"
    r"(?:" + _HEDGE + r"\s+|[~≈]\s*)*(?:\d+(?:\.\d+)?\s*(?:[-–~]|to)\s*)?$", re.IGNORECASE)


# "the network after compression is 2x faster", "models fine-tuned with our adaptation": the
# process is no subject after a preposition
_PREPOSITION_BEFORE = re.compile(r"\b(?:with|without|after|before|for|by|of|from|using|under|in|on|via|through|during)"
                                 r"\s+(?:(?:the|our|its|their|an?)\s+)?(?:[a-z][a-z\-]*\s+){0,2}$", re.IGNORECASE)


# words before a process that _plain_noun lets through: prepositions and conjunctions
_NOT_PROCESS_MODIFIERS = frozenset(("per", "via", "after", "before", "because", "so", "if", "even", "upon", "into",
                                    "within", "through", "since", "though", "thus", "then", "once", "until", "yet"))


def _kept_modifier(word: str) -> bool:
    """A word before a process that stays in its speed's name: a plain noun ("information
    convergence"), not an adjective, an "-ing" form or a function word."""
    return (_plain_noun(word) and not _LONE_ADJECTIVE.fullmatch(word) and not word.endswith("ing")
            and word not in _NOT_PROCESS_MODIFIERS)


def _singular_process(noun: str) -> str:
    return noun[:-1] if noun.lower() in ("epochs", "iterations") else noun


_FASTER_TO = re.compile(r"\s+to\s+(?P<v>train|infer|decode|render|converge|learn)\b")  # "an order of magnitude faster to train"
# "1-2 orders of magnitude faster than existing systems (including very recent ones) at training
# large-scale PCs": the process named after what is compared (not across a clause, nor a modifier:
# "in training-free video editing", "in training data attribution"; a version number is no sentence
# end: "than GPT-3.5 at inference")
_NO_CLAUSE_SPAN = r"(?:(?!\b(?:while|and|but|which|that|whereas)\b)(?:\d\.\d|\([^()]*\)|[^,;:.()]))"
_PROCESS_THEN = (r"(?P<p>" + _PROCESS_NOUNS + r")(?P<t>\s+time)?(?![\w-])(?!\s+(?:data|set|samples?|examples?)\b)")
_FASTER_THAN_AT = re.compile(r"\s+than\s+" + _NO_CLAUSE_SPAN + r"+?\s+(?:at|in|during|for)\s+" + _PROCESS_THEN,
                             re.IGNORECASE)
# "a 2x speedup during generation", "reduces latency by 40% during inference", "15 ms latency during
# inference": the process a speedup or latency is measured in, shortly after the number
_SPEED_IN_PROCESS = re.compile(_NO_CLAUSE_SPAN + r"{0,40}?\s(?:in|during|at)\s+(?:the\s+)?" + _PROCESS_THEN,
                               re.IGNORECASE)
_PROCESS_SPEED_NAMES = frozenset(("speedup", "speed-up", "speed up", "latency"))
_PROCESS_TAKES = re.compile(
    r"\b(?P<p>" + _PROCESS_NOUNS + r")\s+(?:only\s+)?"
    r"(?:takes|took|requires|required|needs|lasts)\s+" + _TAIL_HEDGES, re.IGNORECASE)


_UNIT_THEN_QUANTITY = re.compile(
    r"\s+(?P<np>(?:(?!(?:on|in|of|for|at|per|with|and|or|the|a|an|than|to|by)\s)[a-z][\w\-]*\s+){0,2}"
    r"(?:time|latency|delay|runtime|run-time|memory|footprint|throughput))\b(?!\s+(?:of|to)\b)")
_SLASH_PAIR_AFTER = re.compile(r"\s*(?P<mod>[Tt]op-?\d+)\s*/\s*\d+(?:\.\d+)?\s?%\s*[Tt]op-?\d+\s+"
                               r"(?P<head>accuracy|error|error\s+rate|acc)\b")


def _name_for(c: _Cand, plain: str, heads, sent_a: int, sent_b: int) -> str | None:
    return _in_process(_name_of(c, plain, heads, sent_a, sent_b), plain, c.end, sent_b)


def _name_of(c: _Cand, plain: str, heads, sent_a: int, sent_b: int) -> str | None:
    if c.unit in _DURATION_UNITS and _TRAINED_IN.search(plain, _clause_start(plain, sent_a, c.start), c.start):
        return "training time"  # "We train ResNet-50 on ImageNet to 76.1% accuracy in under 30 minutes"
    m = _PROCESS_TAKES.search(plain, max(sent_a, c.start - 60), c.start) if c.unit in _DURATION_UNITS else None
    if m:
        return f"{m.group('p').lower()} time"  # "Training takes 3 hours", "inference requires only 0.2 s"
    # 1. right after the number: "41.7% mAP", "5x faster inference speed", "3.3% improvement in X"
    if c.unit not in (None, "%", "pp", "x", "$"):
        m = _UNIT_THEN_QUANTITY.match(plain, c.end, sent_b)
        if m:
            return m.group("np")  # "an average of 65ms model forwarding time": the quantity after the unit
    m = _SLASH_PAIR_AFTER.match(plain, c.end, sent_b) if c.unit == "%" else None
    if m:
        return f"{m.group('mod')} {m.group('head')}"  # "84.4% top-1 / 97.1% top-5 accuracy"
    m = _ADJ_AFTER.match(plain, c.end, sent_b)
    pmod: str | None = m.group("pmod") if m else None
    kept = f"{pmod} " if pmod is not None and _kept_modifier(pmod) else ""
    if m and m.group("proc") and _ADJ_NOUN[m.group("adj").lower()] == "speed" and not m.group("pre") and (
            pmod is None or kept or not pmod.islower()):
        # a word before the process that is no noun ("faster using generation caching", "faster
        # per inference call") leaves the process unnamed there; "LLM inference" is inference
        return f"{kept}{m.group('proc').lower()} speed"
    if m and m.group("rate"):  # "a 4x faster run-time"
        return m.group("rate")
    if (m and _ADJ_NOUN[m.group("adj").lower()] == "speed" and not m.group("pre") and not m.group("terms")) \
            or _SPEED_PAREN_BEFORE.search(plain, max(sent_a, c.start - 20), c.start):
        # "can be trained up to 23x faster", "train our models substantially faster (>100x)":
        # the process the verb names is what is faster
        v = _PROCESS_VERB_BEFORE.search(plain, max(sent_a, c.start - 70), c.start) or \
            _FASTER_TO.match(plain, m.end("adj") if m else c.end, sent_b)
        if v:
            return f"{_PROCESS_NOUN[v.group('v').lower()[:4]]} speed"
        after_than = _FASTER_THAN_AT.match(plain, m.end("adj") if m else c.end, sent_b)
        if after_than:
            return f"{after_than.group('p').lower()} speed"
        # "inference that runs two times faster", "making bound computation 900 times faster"
        p = _PROCESS_SUBJECT_BEFORE.search(plain, max(sent_a, c.start - 70), c.start)
        if p and not _PREPOSITION_BEFORE.search(plain, max(sent_a, p.start() - 20), p.start("p")):
            mod = p.group("mod")
            keep = mod is not None and _kept_modifier(mod)
            return f"{mod + ' ' if keep else ''}{_singular_process(p.group('p').lower())} speed"
    if m and m.group("pre") and not m.group("terms"):
        return f"{_PRE_NOUN.get(m.group('pre').lower(), m.group('pre').lower())} {_ADJ_NOUN[m.group('adj').lower()]}"
    m = _ADJ_PAREN.search(plain, max(sent_a, c.start - 90), c.start)
    if m:  # "highly accurate (99.79%)": the adjective names the quantity in brackets
        return _ADJ_NOUN[m.group("adj").lower()]
    m = _IN_ASPECT.match(plain, c.end, sent_b)
    if m and _BY_BEFORE.search(plain, max(sent_a, c.start - 30), c.start):
        return m.group("n")  # "improving the LLM alignment by up to 13.5% in harmlessness": the aspect measured
    # "8x savings in attention data transfers": the change noun is not the quantity, its object is
    changed = _changed_quantity(c, plain, sent_b) or _change_in_later(c, plain, sent_b)
    if changed:
        return changed
    after = _name_after(c, plain, heads, sent_b) or _paren_name(c, plain, heads, sent_b)
    if after:
        return after
    acronym = _acronym_after(c, plain, sent_b)
    if acronym:
        return acronym
    terms = _terms_names(c.end, plain, sent_b)
    if len(terms) == 1:
        return terms[0]
    removed = _removed_share(c, plain, sent_a, sent_b)
    if removed:
        return removed
    changed = _named_change(c, plain, sent_b)
    if changed:
        return changed
    m = _ADJ_AFTER.match(plain, c.end, sent_b)
    if m:
        if m.group("terms"):
            return _singular(m.group("terms"))
        compared = _compared_noun(c, plain, sent_b)
        if m.group("adj").lower() in _SIZE_ADJECTIVES and compared and compared not in _NOT_QUANTITIES:
            return compared  # "28% larger hypervolume": the noun is what is larger; a "smaller model" is its size
        if m.group("adj").lower() in _SIZE_ADJECTIVES:
            subject = _subject_head(c, plain, heads)
            if subject is not None and not compared:
                return subject  # "the memory footprint of our model is 40% smaller": not the model's size
            sized = compared or _sized_before(c, plain, sent_a)
            if sized.lower() in ("model", "models"):
                return "model size"  # "a 2-4x smaller model", "models that could be up to 35x smaller"
            if not compared and sized and not c.signed:
                # "scaling to graphs 50 times larger": graph size
                return f"{sized[:-3] + 'y' if sized.endswith('ies') else sized[:-1]} size"
        noun = _ADJ_NOUN[m.group("adj").lower()]
        if m.group("adj").lower() == "fast":
            # "convergence rates twice as fast as GD": the quantity named right before
            near = [n for a, b, n, w in heads if not w and b <= c.start and c.start - b <= 25
                    and re.fullmatch(r"[\s\w]*", plain[b:c.start]) and len(plain[b:c.start].split()) <= 3]
            if near:
                return _singular(near[-1])
        return f"{_PRE_NOUN.get(m.group('pre').lower(), m.group('pre').lower())} {noun}" if m.group("pre") else noun
    m = _ADJ_BY.search(plain, max(sent_a, c.start - 60), c.start) if " by " in plain[max(sent_a, c.start - 60):c.start] else None
    if m:  # "runs consistently faster by up to 10 times": the comparative names the quantity
        return _ADJ_NOUN[m.group("adj").lower()]
    by_name = _name_by_phrase(c, plain, sent_a)
    if by_name:
        return by_name
    m = _CHANGE_IN_BRACKET.search(plain, max(sent_a, c.start - 80), c.start) if plain[c.start - 1:c.start] in "(+ ~≈<>" else None
    if m:  # "a reduction in number of multiplications (over 99.5%)": the change names its number
        return _np_name(_words_before_connective(m.group("np")))
    compared = _compared_noun(c, plain, sent_b)
    if compared:
        return compared
    if c.unit == "x":
        m = _TIMES_THE.match(plain, c.end, sent_b)
        words = _words_before_connective(m.group("np")) if m else []
        if words and _has_head(words):
            return _np_name(words)  # "achieve over 2.7x and 1.4x the accuracy of the next best baseline"
    shared = _share_of_things(c, plain, sent_b)
    if shared:
        return shared
    # bare comparative right after a number names nothing else: "40% faster" (then look before)
    # 2. nearest strong head before the number in the same clause
    clause_start = sent_a
    for bm in _CLAUSE_BREAK.finditer(plain, sent_a, c.start):
        if plain[bm.end():c.start].strip():  # "0.8%, 1.8%, and 25.5%": a list, not a new clause
            clause_start = bm.end()
    best = None
    for a, b, name, weak in heads:
        if b <= c.start and a >= sent_a:
            if (not weak and not (name.lower().endswith(" time") and _AT_TIME_BEFORE.search(plain, max(0, a - 8), a))
                    and not _AT_LEVEL_BEFORE.search(plain, max(0, a - 14), a)):
                best = (a, name)  # not "at test time": when, not what is measured; not "at 10%
                # false-positive rate": the operating point
    if best and c.unit not in (None, "%", "pp", "x", "$") and not _PHYSICAL_HEAD.search(best[1]):
        # "top-1 accuracy ... while requiring only 0.4 GPU days"; but "PA-MPJPE 42.6mm" names its number
        adjacent = [n for a, b, n, w in heads if not w and b <= c.start and not plain[b:c.start].strip()]
        best = (0, adjacent[0]) if adjacent else None
    if (best is None or not _NAME_RIGHT_BEFORE.search(plain, max(sent_a, c.start - len(best[1]) - 3), c.start)) \
            and c.unit not in ("x",):
        m = _ACRONYM_RIGHT_BEFORE.search(plain, max(sent_a, c.start - 30), c.start)
        if m and _is_acronym(m.group(1)) and m.group(1) not in _SUBJECT_STOP | _NOT_ACRONYM_NAMES and not m.group(1).endswith("s") \
                and not _head_token(m.group(1)) and not re.search(r"-(?:\d|[A-Z]$)|\d$", m.group(1)):
            return m.group(1)  # "as minMPJPE 51.4mm": an unknown metric acronym right before its number
    if best:
        return _singular(best[1])
    for a, b, name, weak in reversed(heads):
        if b <= c.start and a >= clause_start and weak and name.lower() not in _NOT_NAMES and not _is_task(name):
            if _SOTA_BEFORE.search(plain, max(sent_a, a - 50), a) and not _LEVEL_OF.fullmatch(plain, b, c.start):
                continue  # "achieves new state-of-the-art performance ... 88.3% on GSM8K": a rank claimed, no quantity
            return _singular(name)
    # 3. a head shortly after ("by 2.1 points in BLEU")
    for a, b, name, weak in heads:
        if a >= c.end and a - c.end <= 30 and not weak:
            gap = plain[c.end:a]
            if re.fullmatch(r"[\s\w\-]*?\b(?:in|on|of)\s+(?:the\s+)?", gap):
                return _singular(name)
            break
    # 4. "QWK increased from 90.23% to 91.3%": the quantity named before the change
    if c.baseline is not None:
        return _name_by_from(c, plain, sent_a)
    return None


def _in_process(name: str | None, plain: str, end: int, sent_b: int) -> str | None:
    """"a 2x speedup during generation" is the generation speedup (see _SPEED_IN_PROCESS)."""
    m = _SPEED_IN_PROCESS.match(plain, end, sent_b) if name is not None and name.lower() in _PROCESS_SPEED_NAMES else None
    return f"{m.group('p').lower()}{' time' if m.group('t') else ''} {name}" if m else name


def _share_of_things(c: _Cand, plain: str, sent_b: int) -> str | None:
    """"can identify 67%, 87%, and 94% of these incorrect claims", "reconstruct about 80% of the
    actual roads": a share of the things counted names them."""
    if c.unit != "%" or _within_margin(c, plain):
        return None  # "within 20% of the fastest solutions" is a margin, no share
    m = _SHARE_OF_NP.match(plain, c.end, sent_b)
    if not m:
        return None
    words: list[str] = []
    for w in m.group("np").split():
        if (w.lower() in _NP_END or w.lower() in _FUNCTION_WORDS or w.lower() in _AUXILIARIES
                or w.lower() in _JUDGING_VERBS or w.lower() == "but" or (words and w.endswith("ing"))):
            break  # "less than 1% of the summaries have major factual inconsistencies": the summaries
        words.append(w)
    end = m.start("np")
    for w in words:
        end = plain.index(w, end) + len(w)
    if words and (words[0].lower() in _PRONOUNS | {"them"}
                  or (_SHARE_MATE_AFTER.match(plain, end) and not words[-1].endswith("s"))):
        return None  # "99% of them"; "60% of strong gray-box and 90% of strong black-box attacks"
    while len(words) > 1 and (words[0].lower() in ("most", "least") or re.fullmatch(r"[a-z]{2,}est", words[0])):
        words = words[1:]  # "96.6% of the hardest Sudoku puzzles": the puzzles are counted
    if len(words) > 1 and words[-1].lower() in ("cases", "instances") and words[0].lower() != "worst":
        return " ".join(words)  # "in 84% of the test cases": the counted cases are named
    if words and words[-1].lower() not in _SHARE_NOT_NAMES and words[-1].lower() not in _NOT_QUANTITIES \
            and not (_has_head(words[-1].split("-")) and not _COUNTED_HEAD.search(words[-1])):
        # not "80.47% of the existing method": whose level, not what; nor "1% of our error rates":
        # a share of a quantity (but "93.9% of German errors" counts errors)
        return " ".join(words)
    return None


_AUXILIARIES = {"have", "has", "had", "are", "is", "were", "was", "be", "do", "does", "did", "can", "could", "will",
                "would", "may", "might", "contain", "contains", "remain", "remains", "show", "shows", "such"}
# "83.3% of users find ...": the verb after the judges
_JUDGING_VERBS = {"find", "found", "prefer", "preferred", "rate", "rated", "judge", "judged", "chose", "choose", "agree",
                  "agreed", "considered", "favored", "favoured"}
_SHARE_OF_NP = re.compile(r"(?:\s*,\s*(?:and\s+)?[-+]?\d+(?:\.\d+)?\s?%)*\s+of\s+(?:(?:these|those|the|all|our|its|their)\s+)?"
                          r"(?:[A-Z][\w\-]*\s+(?=[a-z]))?"  # "93.9% of German errors": the errors are counted
                          r"(?P<np>[a-z][\w\-]*(?:\s+(?:[a-z][\w\-]*|(?<=est\s)[A-Z][a-z]+(?=\s+[a-z]))){0,2})")
_COUNTED_HEAD = re.compile(r"^[a-z]+(?<!rate)(?<!score)(?<!ratio)s$")
_SHARE_MATE_AFTER = re.compile(r"\s+(?:and|or)\s+\d")
_SHARE_NOT_NAMES = {"time", "times", "cases", "case", "way", "total", "rest", "original", "baseline", "teacher",
                    "performance", "accuracy", "cost", "size", "parameters", "data", "memory", "computation"}


_SOTA_BEFORE = re.compile(r"\b(?:achiev|attain|reach|obtain|establish|set|deliver|show)\w*\s+(?:a\s+|the\s+|new\s+|competitive\s+)*"
                          r"(?:state[\s\-]of[\s\-]the[\s\-]art|SOTA|SoTA)\s+$")
# "a new state-of-the-art performance of 90.97%": the level is named right before its number
_LEVEL_OF = re.compile(r"\s+(?:of|at)\s+(?:about\s+|over\s+|up\s+to\s+)?")
_AT_TIME_BEFORE = re.compile(r"\b(?:at|during)\s+$", re.IGNORECASE)
_NOT_ACRONYM_NAMES = {"VS", "Vs", "SOTA", "SoTA", "AI", "ML", "OOD", "ID", "GPU", "CPU", "TPU", "NLP", "RL", "US",
                      "UK", "OR", "AND", "MS", "GB", "MB", "TB", "KB", "USD", "EUR", "IID", "API"}
_NAME_RIGHT_BEFORE = re.compile(r"\S\s*$")
_ACRONYM_RIGHT_BEFORE = re.compile(r"(?<![\w\-])([A-Za-z][A-Za-z\-]*[A-Z][\w\-@]*)\s*(?:[=:]\s*)?$")
_TIMES_THE = re.compile(r"\s+(?:the|their|its)\s+(?:average\s+|overall\s+)?(?P<np>[A-Za-z][\w\-@]*(?:\s+(?!(?:of|on|in|for|than|with|and|or|by|at)\b)[A-Za-z][\w\-@]*){0,2})")
_PHYSICAL_HEAD = re.compile(
    r"\b(?:time|latency|memory|cost|runtime|speed|throughput|energy|footprint|usage|consumption|delay|"
    r"affinity|score|RMSD|error|MAE|distance|FLOPs|size|PSNR|SNR|cross-entropy|(?:download|upload|transfer|crawl|data)\s+rate)s?$",
    re.IGNORECASE)
# what is larger or smaller, right before the number: a model, or things ("networks that are 10x
# larger"), but not what is compared ("methods 3x larger") or a verb
_SIZED_BEFORE = re.compile(r"\b(?P<noun>model|[a-z][a-z\-]*[a-z](?<!s)s)\s+(?:(?:that|which)\s+)?"
                           r"(?:(?:could|can|are|is|were|was|be|being)\s+)*"
                           r"(?:" + _HEDGE + r"\s+|[~≈]\s*)?$")
_NOT_SIZED = {"methods", "approaches", "baselines", "works", "counterparts", "competitors", "times", "others",
              "was", "has", "does", "this", "its", "thus", "less"}


_CHANGE_IN_BRACKET = re.compile(
    r"\b" + _CHANGE_NOUNS + r"\s+(?:in|of)\s+(?:the\s+)?"
    r"(?P<np>[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,5})\s*\(\s*(?:" + _HEDGE + r"\s+|[~≈<>]\s*|\+\s*)?$", re.IGNORECASE)
# a metric head as the subject of "is", its owner between: "the memory footprint of our model is"
_SUBJECT_GAP = re.compile(r"(?:\s+(?:of|for)\s+(?:[\w\-']+\s+){1,4}?)?\s*(?:is|are|was|were)\s+" + _TAIL_HEDGES)


def _subject_head(c: _Cand, plain: str, heads) -> str | None:
    for a, b, name, weak in reversed(heads):
        if b <= c.start:
            return _singular(name) if not weak and _SUBJECT_GAP.fullmatch(plain, b, c.start) else None
    return None


def _sized_before(c: _Cand, plain: str, sent_a: int) -> str:
    """The noun of what is larger or smaller, written right before the number ("" if none)."""
    m = _SIZED_BEFORE.search(plain, max(sent_a, c.start - 40), c.start)
    return m.group("noun") if m and m.group("noun").lower() not in _NOT_SIZED else ""


# "a Pearson Correlation Coefficient (PCC) of 0.63": the name the sentence defines, written out
_DEFINED_RIGHT_BEFORE = re.compile(r"\(\s*(?P<acr>[A-Za-z][\w\-@]*)\s*\)\s*"
                                   r"(?:(?:improvements?|reductions?|gains?|drops?)\s+of|of|=|:|is|was|at|reaches|reached)?\s*"
                                   # the numbers of a list before this one: "improvements of 13.6% and 45.9%"
                                   r"(?:\d[\d.]*\s?%?,?\s+(?:and\s+)?)*" + _TAIL_HEDGES, re.IGNORECASE)


def _defined_long_form(name: str, plain: str, sent_a: int, start: int) -> str:
    """The long form of an acronym name defined in brackets right before its number; else the name."""
    m = _DEFINED_RIGHT_BEFORE.search(plain, max(sent_a, start - len(name) - 60), start)
    if not m or m.group("acr") != name or not _is_acronym(name):
        return name
    lf = _long_form_before(plain, m.start(), _acronym_chars(name), sent_a)
    return plain[lf[0]:lf[1]] if lf else name


# "achieves 1.27-3.42x speedup in GNN inference": the process sped up names the speedup
_SPEEDUP_IN = re.compile(r"\s*(?P<n>speed-?ups?|accelerations?)\s+in\s+(?:the\s+)?"
                         r"(?P<p>(?:[A-Za-z][\w\-]*\s+){0,2}?(?:" + _PROCESS_NOUNS + r"))\b"
                         r"(?!\s+(?:speed|time|latency|throughput|cost|efficiency|steps)\b)")  # "in inference speed": the speed


def _sped_up_process(name: str, plain: str, end: int, sent_b: int) -> str:
    """The name of a speedup written right after its number, with the process it speeds up."""
    m = _SPEEDUP_IN.match(plain, end, sent_b)
    return f"{m.group('p')} {name}" if m and _singular(m.group("n")).lower() == name.lower() else name

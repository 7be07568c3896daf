"""Which numbers report an outcome of this work (`_accept`): the rules that reject set-up sizes,
counts, years, names, bounds, settings and what earlier work or the world reached
(`_not_this_work`, `_earlier_work`).
"""

from __future__ import annotations

import re

from etl.extract.metrics.heads import _NAMED_COEFFICIENT_BEFORE
from etl.extract.metrics.kinds import _CHANGE_OR_SPEEDUP, _COMPARE_CUE, _IMPROVE_AFTER_NAMED, _NUMBER_VERSUS
from etl.extract.metrics.names import _JUDGING_VERBS, _RISE_STEMS, _NOT_ACRONYM_NAMES, _REMOVE_VERB, _REMOVE_VERB_BEFORE, _SHARE_OF
from etl.extract.metrics.numbers import _DURATION_UNITS, _ORDER_COUNTS, _Cand, _glued
from etl.extract.metrics.patterns import (
    _ANY_HEDGE, _BACKGROUND_BEFORE, _BY_OF_BEFORE, _CITATION_YEAR, _COST_OF, _COUNT_AFTER, _COUNTED_SHARE, _COUNTED_SHARE_OF, _DATA_SHARE_OF, _HEDGE,
    _IMPROVE_AFTER, _IMPROVE_NEAR, _ONLY_BEFORE, _ONLY_MATE_BEFORE, _OTHERS_SUBJECT, _PCT_SETUP_AFTER,
    _PCT_SETUP_BEFORE, _REJECT_BEFORE, _RESOLUTION, _RETAINED_LEVEL, _SET_APART, _SUBJECT_STOP, _TIMES_COMPARATIVE,
    _TAIL_HEDGES, _USING_ONLY_BEFORE, _WHILE_USING_BEFORE, _clause_start, _points_change, _points_name,
)
from etl.extract.metrics.phrases import _CHANGE_IN, _lead_words, _np_name, _singular, _words_before_connective
from etl.extract.metrics.vocabulary import _has_head, _is_strong_head


# "speeds up CPU decoding by more than two times", "decrease the inference steps by a factor of
# 14 times": a word of change before "by N times"
_CHANGE_WORD = re.compile(r"\b(?:speed\w*|accelerat\w*|improv\w*|reduc\w*|decreas\w*|faster|compress\w*)\b", re.IGNORECASE)
_SCALE_FACTOR_AFTER = re.compile(
    r"^(?:\s*,?\s*(?:and\s+|or\s+)?\d+(?:\.\d+)?\s?[x×])*\s*(?:up|down)?(?:scal(?:e|es|ing)|sampling|"
    r"magnification|super-?resolution|SR|zoom)\b", re.IGNORECASE)


# a removed share listed before this one: "eliminating up to 99.8% of the network edges and 82% of"
_REMOVED_MATE = re.compile(
    _REMOVE_VERB + r"\d+(?:\.\d+)?\s?%\s+of\s+(?:the\s+|its\s+|their\s+)?[\w\-]+(?:\s+[\w\-]+){0,3}\s*,?\s+and\s+$",
    re.IGNORECASE)
# "solving 19/20 tasks", "outperforms pre-translation in 94 out of 108 languages", "on 24 of the 33
# test datasets": how many of the things tried the method wins, an outcome (a count of things in the
# paper is not); a bare "of" only after "on / in / for / across" (_SOME_OF_BEFORE)
_OUT_OF_AFTER = re.compile(r"\s*(?:/\s?|\s+out\s+of\s+(?:the\s+)?|(?P<bare_of>\s+of\s+(?:the\s+)?))\d+\s+(?P<np>(?:[a-z][\w\-]*\s+){0,3}?"
                           r"(?:tasks|benchmarks|datasets|data\s+sets|games|environments|problems|cases|settings|"
                           r"languages|domains|puzzles|instances|question\s+types|classes|categories|directions|"
                           r"pairs(?!\s+of\b)))\b")
_SOME_OF_BEFORE = re.compile(r"\b(?:on|in|for|across)\s+$")
# what a change by a factor in words is measured against: "... by a factor of four over the baseline"
_AGAINST_AFTER = re.compile(r"\s*(?:over|versus|vs\.?|compared|relative|than)\b", re.IGNORECASE)
_WE_CHANGE_RE = re.compile(r"\b[Ww]e\s+(?:\w+\s+)?(?:increas|decreas|boost|scal|enlarg|doubl)\w*")
# a result already given in the clause
_RESULT_NUMBER_RE = re.compile(r"\d(?:\.\d+)?\s?(?:%|points?\b|pp\b)|\d\.\d")
# ... and no set-up in the words before: "when trained on 3 of the 4 domains", "labels for 500 of
# the 1000 instances", "using annotations for 20 of the 100 classes", "compare against ... methods on 5"
_SOME_OF_SETUP = re.compile(r"\b(?:when|if|using|with|train\w*|pre-?train\w*|tun\w*|validat\w*|learn\w*|test\w*|"
                            r"evaluat\w*|annotat\w*|label\w*|data|supervis\w*|compar\w*|found)\b")
_OUTCOME_VERBS = (r"outperform\w*|surpass\w*|beat(?:s|ing)?|w[oi]n(?:s|ning)?|solv\w*|achiev\w*|attain\w*|dominat\w*|"
                  r"improv\w*|match\w*|exceed\w*")
_OUTCOME_VERB = re.compile(r"\b(?:" + _OUTCOME_VERBS + r")\b", re.IGNORECASE)
# "obtains state-of-the-art zero-shot performance on 20 of the 29 datasets"
_STATE_OF_THE_ART = re.compile(r"\b(?:state-of-the-art|SOTA)\s+(?:[\w-]+\s+)?(?:performance|results?|accuracy)\b",
                               re.IGNORECASE)
# "predicts the exact repair 41% of the time": how often; not "30% of the time steps"
_OF_THE_TIME = re.compile(r"\s*of\s+the\s+time(?=\s*(?:[,.;)]|$)|\s+(?:with|on|in|for|when|while|and|across|"
                          r"compared|than|versus|vs)\b)")
# ... unless the clause states a requirement or a hypothesis ("should contain the outcome 80% of
# the time", "random guessing would succeed 50% of the time"), or a share of the set-up's time
# ("spends 80% of the time on data loading", "during 10% of the time")
_NOT_HOW_OFTEN = re.compile(r"\b(?:should|may|might|must|would|could|during|spends?|spent|spending)\b",
                            re.IGNORECASE)
# a claim of the method's before "while using less than 10% of the data": the share is what it needs
# (not "FixMatch collapses while using ...", "is first trained while using ...")
_CLAIM_BEFORE = re.compile(r"\b(?:" + _OUTCOME_VERBS + r"|reach\w*|rival\w*|competitive|comparable|better|retain\w*|"
                           r"maintain\w*|preserv\w*|transfer\w*)", re.IGNORECASE)
_WANTED_AFTER = re.compile(r"\s*(?:[\w\-]+\s+){0,3}(?:is|are)\s+(?:needed|required|desired|targeted|wanted)\b")
_CONDITION_BRACKET_BEFORE = re.compile(r"\b(?:missing|noisy|noise|corrupt\w*|mask(?:ed|ing)?|occlu\w*|pruning|dropout)"
                                       r"(?:\s+[\w\-]+){0,2}\s*\(\s*(?:" + _HEDGE + r"\s+)?$", re.IGNORECASE)
_SPARSITY_REACHED_AFTER = re.compile(r"\s*sparsity\s+(?:can\s+be\s+|is\s+|was\s+)?(?:induced|achieved|reached|obtained)\b")
_REACHED_BEFORE = re.compile(r"\b(?:achiev|reach|attain|obtain)\w*\s+(?:" + _HEDGE + r"\s+)?$"
                             r"|\bcompress\w*\s+(?:[\w\-]+\s+){0,3}to\s+(?:" + _HEDGE + r"\s+)?$")


def _approximation_term(c: _Cand, plain: str, before: str, after: str) -> bool:
    """"a ln(k) + 1 approximation ratio", "an H_k +1 approximation": the added term of a bound."""
    return (c.unit is None and c.signed and plain[c.start] == "+" and bool(_MATH_TOKEN_BEFORE.search(before))
            and bool(_APPROXIMATION_AFTER.match(after)))


_MATH_TOKEN_BEFORE = re.compile(r"(?:\)|\b(?!(?:by|of|to|at|is|was|and|with|or)\s*$)\w+)\s*$", re.IGNORECASE)
_APPROXIMATION_AFTER = re.compile(r"\s*(?:-\s*)?(?:approximation|approximate|factor|competitive)\b", re.IGNORECASE)


def _changed_times(before: str) -> bool:
    """Whether "N times" with no comparative after it is the factor of a change: "speeds up
    decoding by two times", "speeds up the existing algorithm 2 to 2418 times"; not "repeated 5
    times"."""
    return bool((_BY_OF_BEFORE.search(before) and (_IMPROVE_NEAR.search(before) or _CHANGE_WORD.search(before)))
                or _SPED_UP_OBJECT.search(before))


_SPED_UP_OBJECT = re.compile(r"\b(?:speeds?|sped|speeding)\s+up\s+(?:[\w\-]+\s+){1,4}$", re.IGNORECASE)


# "a speedup of two orders of magnitude", "an improvement in sample-efficiency of more than two
# orders", "a speedup between one and four orders": a change stated as orders of magnitude; not
# one the field needs ("require a speedup of ...", "... is needed") nor a size ("in size")
_MAGNITUDE_CHANGE_BEFORE = re.compile(
    r"(?<!require\s)(?<!requires\s)(?<!need\s)(?<!needs\s)(?<!an\s)(?<!a\s)\b(?:an?\s+)?(?:" + _CHANGE_OR_SPEEDUP
    + r"|accelerations?|compression)(?:\s+(?:in|of)\s+[\w\-]+(?:\s+[\w\-]+)?)?\s+(?:of|between)\s+"
    r"(?:" + _ANY_HEDGE + r"\s+)*(?:(?:an?|" + _ORDER_COUNTS + r")(?:\s+(?:and|to|or)\s+|-to-))?$", re.IGNORECASE)
_NEEDED_OR_SIZE_AFTER = re.compile(r"\s+(?:(?:is|are|would\s+be)\s+(?:needed|required|necessary)|in\s+(?:size|scale)\b)",
                                   re.IGNORECASE)


def _accept(c: _Cand, plain: str, sent_a: int, sent_b: int, heads) -> bool:
    before = plain[max(sent_a, c.start - 60):c.start]
    after = plain[c.end:min(sent_b, c.end + 60)]
    if _glued(c, plain):
        return False
    if c.unit is None and not c.word and (m := _OUT_OF_AFTER.match(plain, c.end, sent_b)) and (
            not m.group("bare_of") or _SOME_OF_BEFORE.search(plain, max(sent_a, c.start - 10), c.start)
            and not _SOME_OF_SETUP.search(plain, max(sent_a, c.start - 40), c.start)):
        clause = plain[_clause_start(plain, sent_a, c.start):c.start]
        if not (_OUTCOME_VERB.search(clause) or m.group("bare_of") and _STATE_OF_THE_ART.search(clause)):
            return False
        if m.group("bare_of") and _RESULT_NUMBER_RE.search(clause):
            return False  # "achieves an average accuracy of 71.3% on 8 of the 10 datasets": the result's scope
        c.name, c.kind = m.group("np"), "score"
        return True
    if not c.word and (_FORMULA_AFTER.match(after) or _approximation_term(c, plain, before, after)
                       or plain[c.start:c.end] == "1" and _FRACTION_AFTER.match(after)):
        return False  # "by a factor of at least 1/ε2", "a ln(k) + 1 approximation": a term of a formula
    if _PERIODIC_AFTER.match(after):
        return False  # "the cost of sequencing has been dropping by a factor of 10 every two years": a trend
    if _fold_describes_setup(c, plain, after, heads) or _larger_data(c, plain, sent_a, before, after):
        return False
    if _others_number(c, plain, sent_a, before, after):
        return False
    if c.unit is None and _AT_CUTOFF_BEFORE.search(before):
        return False  # "improves precision at 10 by 12%": the cut-off is part of the metric's name
    if _DEFINITION_IE.search(plain, sent_a, c.start) and re.search(r"\bshould\b", plain[sent_a:sent_b]):
        return False  # "i.e. an 80% predictive interval should contain the true outcome 80% of the time": a definition
    if c.word:
        if _ITS_PARTS_BEFORE.search(before) and re.match(r"^\s*(?:[.:;,]|$)", after):
            return False  # "our contribution is twofold:", "can be summarized as three-fold:"
        surface = plain[c.start:c.end].lower()
        if surface.startswith(("halv", "doubl", "tripl", "quadrupl")):
            # "halves the word error rate": only a named quantity halved, doubled, ... is a result
            m = _HALVED_NP.match(plain, c.end, sent_b)
            words = _words_before_connective(m.group("np")) if m else []
            if not words or not _has_head(words) or _PCT_SETUP_AFTER.match(" of " + " ".join(words)):
                return False
            c.name = _np_name(words)
            return True
        if surface.endswith(" times") and not _TIMES_COMPARATIVE.match(after):
            # "speeds up CPU decoding by more than two times": a change by that factor
            return _changed_times(before)
        if re.search(r"factor\s+of\s+(?:\w+\s+){0,2}$", before, re.IGNORECASE) \
                and not surface.endswith(("fold", "times", "magnitude", "magnitudes")):
            window = plain[max(sent_a, c.start - 120):min(sent_b, c.end + 30)]
            return bool(_IMPROVE_NEAR.search(before) or _IMPROVE_AFTER.match(after) or re.search(
                r"\b(?:speed\w*|accelerat\w*|faster|slower|reduc\w*|improv\w*|fewer|less|smaller|outperform\w*|beat\w*|"
                r"surpass\w*)\b", window, re.IGNORECASE)
                # a change or a comparison measured against something: "higher than the best-performing
                # baseline by a factor of three", "increases throughput by a factor of four over the
                # baseline"; not "the learning rate is decreased by a factor of ten every 30 epochs",
                # nor what the authors change: "We increase the hidden size by a factor of four compared to"
                or re.search(r"\b(?:higher|lower|larger|greater|better|increas\w*|decreas\w*|boost\w*|exceed\w*)\b",
                             window, re.IGNORECASE) and (_AGAINST_AFTER.match(after) or " than " in window)
                and not _WE_CHANGE_RE.search(window))
        if plain[c.start:c.end].lower().endswith(("magnitude", "magnitudes")):
            return bool(_IMPROVE_AFTER.match(after) or re.match(r"\s*(?:of\s+)?(?:speed-?ups?|improvement|reduction|acceleration|compression)", after, re.IGNORECASE)
                        or re.search(r"\bby\s+(?:up\s+to\s+|over\s+|more\s+than\s+|nearly\s+|about\s+|almost\s+)?$", before, re.IGNORECASE)
                        or (_MAGNITUDE_CHANGE_BEFORE.search(before) and not _NEEDED_OR_SIZE_AFTER.match(after)))
        return True
    nxt = plain[c.end:c.end + 1]
    if c.unit is None and nxt and (nxt.isalpha() or nxt in "_^\x00"):
        return False
    if c.unit is None and re.match(r"^-\w", after):  # "3-bit", "2-layer"
        return False
    if c.mag:
        return False
    if _RESOLUTION.match(after) or re.search(r"\d\s?[x×]\s?$", before):
        return False
    if c.unit == "%":
        if _operating_point(before, after):
            return False
        if _BACKGROUND_BEFORE.search(before) and re.match(r"^\s*of\b", after):
            return False  # "accounts for 37-40% of forwarding time": the problem, not a result
        if _observed_share(before, after):
            return False
        if _WANTED_AFTER.match(after) and not _ONLY_BEFORE.search(before):
            return False  # "when 40% complexity reduction is needed": a requirement (but "just 50% train data is required": a cost)
        if _IMPROVE_AFTER.match(after) or _IMPROVE_AFTER_NAMED.match(after):
            return True  # "with up to 18.88% absolute F-score gain": a change, whatever "with" says
        m = _COST_OF.match(after)
        if m and m.group("cost") == "data" and re.search(r"\b(?:for|when|if)\s+(?:[\w\-]+\s+){0,2}(?:only|just|merely)\s+$", before):
            m = None  # "when using labels for only 1% of the training data": the condition, not a cost
        if m and m.group("cost") == "labels" and not _USING_ONLY_BEFORE.search(before):
            m = None  # "With only 10% of the labels, the model is competitive": the set-up; but "match
            # BigGAN using only 10% of the labels": the labels the method needs
        if m and (_ONLY_BEFORE.search(before) or _ONLY_MATE_BEFORE.search(before)
                  or (_WHILE_USING_BEFORE.search(before) and re.match(r"\s*of\b", after))):
            # "uses only 0.5% of the parameters": a cost the method reaches
            # the cost as written, with its modifier: "0.4% tunable parameters", "2.58% additional GPU hours"
            c.name, c.kind = " ".join(w for w in (m.group("costmod"), m.group("cost")) if w), "score"
            return True
        using_only = _USING_ONLY_BEFORE.search(before)
        m = _DATA_SHARE_OF.match(after) if (using_only or (
            _WHILE_USING_BEFORE.search(before) and _CLAIM_BEFORE.search(plain, sent_a, c.start))) else None
        if m is None and (using_only or (_ONLY_BEFORE.search(before) and not _PCT_SETUP_BEFORE.search(before))):
            m = _COUNTED_SHARE_OF.match(after) or (_COUNTED_SHARE.match(after) if using_only else None)
        if m and not _OTHERS_SUBJECT.match(plain, sent_a):
            # "competitive ... using only 10% of the respective real training images": the share
            # of the data (or of other things) the method needs, named as the text names it
            c.name, c.kind = m.group("data"), "score"
            return True
        head = _head_after(c, plain, heads)
        if (_WITH_BEFORE.search(before) and not _PCT_SETUP_AFTER.match(after) and head and not head[3]
                and not _SETTING_HEAD.search(head[2]) and not _ALLOWANCE_AFTER.match(plain, head[1])):
            # "PRW with 60.5% mAP"; not "with 5% bias-conflict ratio", "with 10% overhead per query"
            return True
        if (head and not head[3] and head[0] - c.end <= 2 and len(head[2].split()) >= 2 and not re.search(r"\bthe\s+$", before)
                and head[2].split()[0].lower() in ("training", "test", "testing", "validation")
                and head[2].split()[-1].lower() in ("accuracy", "error", "loss", "perplexity")):
            return True  # "SGD attains 100% training accuracy": a metric, not a share of the training data
        if (head and not head[3] and head[0] - c.end <= 2 and re.search(r"\bat\s+$", before)
                and head[2].split()[-1].lower() in ("accuracy", "mAP", "AP", "mIoU", "F1")):
            return True  # "(3.51MB weights and activations at 65.39% accuracy)": the level reached
        if _KEEPING_BEFORE.search(before) and not _PCT_SETUP_AFTER.match(after):
            kept_head = next((h for h in heads if h[0] >= c.end), None)
            if (kept_head and _KEPT_GAP.fullmatch(plain, c.end, kept_head[0])
                    and kept_head[2].split()[-1].lower() not in _KEPT_NOT_LEVELS):
                # "while retaining 100% targeted success rate", "keeping 86.4% LLaMA models'
                # performance": the level the method keeps is reached, not a set-up share
                gap = plain[c.end:kept_head[0]].split()
                head = _singular(kept_head[2])
                if gap[:1] == ["of"]:
                    name = _retained_name(gap[1:], head)
                elif len(gap) == 1 and gap[0].isalpha() and gap[0].islower() and gap[0].endswith("ed"):
                    name = f"{gap[0]} {head}"  # "100% targeted success rate": its own modifier
                else:
                    name = head  # "86.4% LLaMA models' performance": whose level
                c.name, c.kind = name, "score"
                return True
        m = None if c.signed or _IMPROVE_NEAR.search(before) else _RETAINED_LEVEL.match(after)
        if m:  # "while retaining 99.7% of original performance": a level reached, of that quantity
            c.name, c.kind = _retained_name(m.group("mods").split(), m.group("q").lower()), "score"
            return True
        if re.match(r"\s*of\s", after) and (_REMOVE_VERB_BEFORE.search(before) or _REMOVED_MATE.search(before)):
            # "eliminating up to 99.8% of the network edges and 82% of the input features": the share
            # the method removes is a reduction it achieves, not a set-up share
            c.kind = "improvement"
            m = _SHARE_OF.match(plain, c.end, sent_b) if _REMOVED_MATE.search(before) else None
            if m:  # the mate's own share, not the first one's
                c.name = _np_name(_words_before_connective(m.group("np")))
            return True
        if _OF_THE_TIME.match(after):
            # "predicts the exact repair 41% of the time": how often the method succeeds; but "an
            # 80% interval should contain the outcome 80% of the time" states a requirement
            return not _NOT_HOW_OFTEN.search(plain, _clause_start(plain, sent_a, c.start), c.start)
        if _IN_SHARE_BEFORE.search(before) and _OF_TRIALS_AFTER.match(after) and not _SETUP_VERB_BEFORE.search(before):
            return True  # "improved calibration in 75% of the instances": how often the method wins
        if _JUDGES_AFTER.match(after):
            return True  # "83.3% of users find the synthesized instructions accurate": a user study's outcome
        if not c.signed and _CONDITION_BRACKET_BEFORE.search(before):
            return False  # "in scenarios with substantial missing data (12.5%-50%)": the conditions tested
        if _SPARSITY_REACHED_AFTER.match(after) or (_REACHED_BEFORE.search(before) and re.match(r"\s*sparsity\b", after)):
            c.name, c.kind = "sparsity", "score"  # "compress ... to up to 99% sparsity": a level the method reaches,
            return True  # not the sparsity a model is set to ("at 90% sparsity")
        if _PCT_SETUP_AFTER.match(after):
            return bool(_IMPROVE_NEAR.search(before)) and not _PCT_SETUP_BEFORE.search(before)
        if _PCT_SETUP_BEFORE.search(before):
            # "surpasses all baseline methods with +7.91% on average": an explicit "+" after a
            # comparison is the margin, not a set-up share; "F1 score of 81.43% compared with
            # 80.47% of the existing method": the level of the method compared with
            return bool((c.signed and plain[c.start] == "+" and re.search(r"\bwith\s*$", before)
                         and _COMPARE_CUE.search(plain, sent_a, c.start))
                        or re.search(r"\d\s?%\s+(?:compared|in\s+comparison)\s+with\s+$", before))
        return True
    if c.unit in ("x", "pp", "$"):
        if c.unit == "x" and re.match(r"^\s*(?:\d|[A-Za-z]\b)", after):
            return False
        if c.unit == "x" and _SCALE_FACTOR_AFTER.match(after):
            return False  # "with 2x, 3x, and 4x scaling factors": the task's set-up
        if c.unit == "x" and plain[c.start:c.end].endswith("times") and not _TIMES_COMPARATIVE.match(after):
            # "by at least 30 times", "a speed improvement of 2-4 times"; not "repeated 5 times";
            # "improves the model efficiency by up to nearly 4.1 and 17.3 times"
            return _changed_times(before)
        return True
    if c.unit is not None:  # physical unit
        memory = c.unit in _MEMORY_UNITS
        if _BANDWIDTH_UNIT.fullmatch(c.unit) and _LINK_AFTER.match(after):
            return False  # "commodity 1Gbps Ethernet", "a 10 GB/s interconnect": the set-up's link
        m = _REQUIRED_MEMORY.match(after) if memory else None
        if m and _REQUIRES_BEFORE.search(before):
            c.name, c.kind = m.group("mem"), "score"  # "only requires 6 GB of GPU memory": the cost of the method
            return True
        if re.match(r"^\s*of\b", after, re.IGNORECASE) or _EXTENT_BEFORE.search(before):
            return False
        if _SETTING_UNIT_BEFORE.search(before) or _SETTING_UNIT_AFTER.match(after):
            return False  # "a decision period of 273 seconds", "at 0.25° (≈30km) resolution", "10 minutes ago"
        if memory and (_SIZED_THING.match(after) or _HARDWARE_BRACKET_BEFORE.search(before)):
            return False  # "our compact 33MB model", "an 800GB bilingual corpus", "a Titan X GPU (12GB)": a set-up size
        if memory and re.search(r"\b(?:with|on|using|of|has|have|having)\s+(?:a\s+|an\s+|only\s+|just\s+)?$", before, re.IGNORECASE) and not _IMPROVE_AFTER.match(after):
            return False
        if re.search(r"\b(?:for|(?<!\bof\s)over|after|every|each|per|trained\s+for|run\s+for)\s+(?:a\s+|an\s+|about\s+|up\s+to\s+)?$", before, re.IGNORECASE) and not _IMPROVE_NEAR.search(before):
            return False  # "for 10 epochs", "over 3 days"; but "a speed of over 10 FPS" is a level
        return True
    # bare number: only in a metric context
    raw = plain[c.start:c.end].strip()
    if _CITATION_YEAR.match(raw.lstrip("+")) and not c.signed:
        return False
    if after.startswith(")") and "(" not in before[-40:] and re.fullmatch(r"\d{1,2}", plain[c.start:c.end]) \
            and re.search(r"(?:^|[\s,;:])$", before):
        return False  # "2) insufficient diversity": an enumerator
    if re.match(r"^\)\s+[a-z]", after) and re.fullmatch(r"\d{1,2}", plain[c.start:c.end]) \
            and re.search(r"(?:^|[:;,.]|\band|\bor)\s*\($", before):
        return False  # "spurious correlations: (1) high correlation between": an enumerator
    if re.match(r"^\s*[+*×]\s*[\w(]", after):
        return False  # "(1 + 1/γ )": a term of a formula
    m = _VERSUS_NAMED_AFTER.match(after)
    if m and _is_strong_head(m.group("n")):
        c.name = m.group("n")  # "by 12% (98.38 vs. 87.98 AUC)": the name after both numbers
        return True
    m = _NAMED_EQUALS.search(before[-30:]) if before.endswith(("=", "= ")) else None
    if m and m.group(1) not in _NOT_ACRONYM_NAMES and m.group(1) not in _SUBJECT_STOP \
            and not re.fullmatch(r"Eqs?|Fig|Figure|Table|Tab|Sec|Section|Appendix|Theorem|Lemma", m.group(1)):
        c.name, c.kind = m.group(1), "score"  # "(Spearman=0.80)": a named score in brackets
        return True
    m = _ACRONYM_OF_BEFORE.search(before[-30:])
    if m and m.group(1) not in _NOT_ACRONYM_NAMES and m.group(1) not in _SUBJECT_STOP and not _COUNT_AFTER.match(after):
        c.name, c.kind = m.group(1), "score"  # "an HD95 of 5.10", "(HD95) of 3.83": a named score
        return True
    if _REJECT_BEFORE.search(before[-25:]) and not _NAMED_COEFFICIENT_BEFORE.search(before):
        # "45 PSNR / 1.76 FID", "on the Penn Treebank (70.9 perplexity)": named right after
        named_after = (re.search(r"(?:\s|\d\.\d+)/\s*$", before) or ("." in raw and before.endswith("("))) and (
            _strong_head_right_after(c, plain, heads))
        compared = "." in raw and re.search(r"[<>≤≥≈]\s*$", before) and _claimed_not_set(plain, sent_a, c.start)
        named_before = (re.search(r"[(:=]\s*$", before) or compared) and _head_before(c, plain, heads, 12, sent_a)
        if not named_after and not named_before:
            return False  # but a fraction after a comparison in a claim is named before it: "achieves
        # attack AUC > 0.99"; not "a detection counts when its IoU > 0.5"
    if re.match(r"^\s*(?:\)|\]|,\s*\d{4}\))", after) and re.search(r"[\[(]\s*$", before) and not _head_before(c, plain, heads, 30, sent_a):
        return False
    if _change_of_named(c, plain, heads, sent_b):
        return True
    pm = _points_change(c, plain, sent_a, sent_b)
    if pm:  # "improvements up to 1.7 MetricX points", "up to 8.6 absolute points better"
        c.name = _points_name(pm)
        return True
    if ("." in raw or c.signed) and _HIGHER_THAN_AFTER.match(after):
        named = _strong_head_before(c, heads)
        if named is not None and _MARGIN_AFTER_SCORE.fullmatch(plain, named[1], c.start):
            return True  # "45.6 mAP on LVIS, 2.1 higher than the baseline": a margin in the score named before
    in_metric = _IN_METRIC_AFTER.match(plain, c.end, sent_b)
    if in_metric and _REACHED_BEFORE.search(before) and any(a == in_metric.end() and not w for a, _, _, w in heads):
        return True  # "achieves 40.5 in AP_novel", "85.1 in terms of top-1 accuracy": a score named after
    head = _head_after(c, plain, heads)
    if not head and _compared_head_after(c, plain, heads):
        return True  # "1.7 higher detection mAP@.5 and 2.0 higher segmentation mIoU": a margin
    if ("." in raw or c.signed) and _CHANGE_OF_BEFORE.search(before) and _claimed_not_set(plain, sent_a, c.start) and (
            not _IN_AFTER.match(after) or any(not w and c.end < a <= c.end + 40 for a, _, _, w in heads)):
        # "gains of +4.76 on TruthfulQA", "gains of 3.0 Relative Gain": a change made; not "with
        # an increase of 0.5 in the noise level"
        return True
    if _COUNT_AFTER.match(after) and not head and not ("." in raw and after.lstrip().startswith("(")):
        return False  # a count; but a fraction is none: "a normalized score of 0.924 (ranked second)"
    if head and head[2].lower() in _COUNTED_HEADS and not _IMPROVE_NEAR.search(before):
        return False  # "a class member defined over 60 tokens in the past": a count
    if head and not head[3]:
        return not _SETTING_NOUN_AFTER.match(plain, head[1])  # not "(0.5 IoU threshold)"
    if _head_before(c, plain, heads, 40, sent_a) or _head_before_from_to(c, plain, heads):
        return True
    if _IMPROVE_NEAR.search(before) and re.search(r"\bby\s+(?:a\s+\w+\s+margin\s*\(?\s*)?(?:an\s+average\s+of\s+|up\s+to\s+|over\s+|about\s+|nearly\s+|more\s+than\s+|~\s*|\+\s*)*$", before, re.IGNORECASE) and ("." in raw or c.signed) and _any_head(c, heads, sent_a):
        return True
    if "." in raw or c.signed:
        head = _strong_head_before(c, heads)
        if head is not None and head[0] >= sent_a and not _CONDITION_BETWEEN.search(plain, head[1], c.start) and (
                ":" in plain[head[1]:c.start] or _RESPECTIVELY_AFTER.match(plain, c.end, sent_b)):
            return True  # "perplexities on PTB and WikiText-2 to 47.69 and 40.68 respectively",
            # "word level perplexities on two data sets: 57.3 on Penn Treebank and 65.8 on WikiText-2"
    return False


_CHANGE_OF_BEFORE = re.compile(r"\b(?:gains?|improvements?|increases?|boosts?)\s+of\s+(?:up\s+to\s+|about\s+|around\s+|"
                               r"nearly\s+|over\s+|more\s+than\s+|~\s*)?\+?\s*$", re.IGNORECASE)
_RESPECTIVELY_AFTER = re.compile(r"[^.;:]*\brespectively\b")
# "the AUC under budgets of 0.03 and 0.06, respectively", "F1 with thresholds of 0.3 and 0.5": the set-up
_CONDITION_BETWEEN = re.compile(r"\b(?:under|with|at|using|given|for\s+(?:a|an|the)?\s*(?:\w+\s+)?(?:thresholds?|budgets?|levels?|values?))\b")
_IN_AFTER = re.compile(r"\s+in\s")
_AT_CUTOFF_BEFORE = re.compile(r"\b(?:precision|recall|hits|ndcg|mrr|map)\s+at\s+$", re.IGNORECASE)  # not "accuracy at 76.1"
_HIGHER_THAN_AFTER = re.compile(r"\s+(?:points?\s+)?(?:higher|lower|better|worse)\s+than\b")
# right after a score and its name: "mAP on LVIS, ", "F1, "
_MARGIN_AFTER_SCORE = re.compile(r"\s*(?:(?:on|in)\s+(?:the\s+)?[\w\-.]+(?:\s+[\w\-.]+)?\s*)?,\s*")
_IN_METRIC_AFTER = re.compile(r"\s+in\s+(?:terms\s+of\s+)?(?:the\s+)?")
# a condition or a rule of the set-up before the number: "when its IoU > 0.5", "with an increase of 0.5"
_CONDITION_OPENER = re.compile(r"\b(?:when|if|whenever|where|unless|with|once)\b", re.IGNORECASE)


def _retained_name(mods: list[str], quantity: str) -> str:
    """"99.7% of original performance", ">99% of the single task accuracy", "95-97% of the teacher
    performance": the level kept is named as written; but a system's name says whose level it is
    ("97% of BERT performance": the subject), and an adverb phrase how it was reached ("92.1% of
    the fully supervised performance")."""
    if mods and all(w.isalpha() and w.islower() and not w.endswith("ly") and w not in ("the", "its", "their", "our", "own")
                    for w in mods):
        return " ".join(mods + [quantity])
    return quantity


def _claimed_not_set(plain: str, sent_a: int, start: int) -> bool:
    """Whether the number's clause is no condition of the set-up ("counts as correct when its
    IoU > 0.5", "With an increase of 0.5 in the noise, ...")."""
    return not _CONDITION_OPENER.search(plain, _clause_start(plain, sent_a, start), start)


_VERSUS_NAMED_AFTER = re.compile(r"\s*(?:vs\.?|VS|versus)\s*[-+]?\d+(?:\.\d+)?\s*(?:in\s+|on\s+)?(?P<n>[A-Za-z][\w\-@]*)")


# "SOTA results in only 25% of cases", "ranks first on 44% of tasks": the share of the trials
# (cases, tasks, data sets) in which the outcome holds
_IN_SHARE_BEFORE = re.compile(r"\b(?:in|on)\s+" + _TAIL_HEDGES, re.IGNORECASE)
_OF_TRIALS_AFTER = re.compile(r"\s*of\s+(?:the\s+|all\s+|these\s+)?(?:[\w\-]+\s+){0,2}(?:cases|instances|tasks|datasets|"
                              r"benchmarks|settings|problems|games|environments|languages|experiments|runs|trials|"
                              r"scenarios|domains)\b")
# ... but not the part of the data a set-up verb works on ("evaluate on 20% of the tasks")
_SETUP_VERB_BEFORE = re.compile(r"\b(?:evaluat|test|train|fine-?tun|hold|held|run|sampl|split)\w*\s+(?:\w+\s+){0,2}(?:in|on)\s+"
                                + _TAIL_HEDGES, re.IGNORECASE)


# "83.3% of users find ...", "62% of the participants preferred ...": what the judges of a study said
_JUDGES_AFTER = re.compile(
    r"\s*of\s+(?:the\s+|all\s+)?(?:[\w\-]+\s+)?(?:users|participants|annotators|raters|respondents|evaluators|"
    r"people|subjects|experts|clinicians|doctors|radiologists)\s+(?:\w+\s+)?(?:" + "|".join(sorted(_JUDGING_VERBS)) + r")\b")


# A number that is not an outcome of this work (guidelines section 2): what earlier work achieved
# ("While the most recent work, for the first time, achieved 100% validity"), what is known about the
# world ("Neural networks are known to ... fit random input-output mappings with 100% accuracy"), a
# condition ("fails when the average voter competence falls below 50%"), an example value in the
# problem statement ("learn a subset of points, say 1% of the total"), a size of the data used
# ("only 200 paired data (about 20 minutes audio)")
_EARLIER_SUBJECT = re.compile(
    r"\b(?:(?:most\s+)?recent|previous|prior|existing|earlier|related|past)\s+(?:work|works|studies|approaches|methods)"
    r"\b(?:,\s*(?:[\w\-]+\s+){0,4}[\w\-]+,)?\s+(?:has\s+|have\s+|had\s+)?(?:only\s+)?"
    r"(?:achieved|reported|obtained|reached|attained)\s+(?:an?\s+|the\s+|only\s+)?"
    r"(?:" + _HEDGE + r"\s+|[~≈]\s*)?$", re.IGNORECASE)
_KNOWN_FACT = re.compile(r"\b(?:(?:is|are|was|were|been)\s+(?:well[\s\-]|widely\s+|commonly\s+)?known\s+to|"
                         r"(?:is|it's)\s+(?:well[\s\-])?known\s+that|well[\s\-]known\s+that)\b", re.IGNORECASE)
_CONDITION_BEFORE = re.compile(
    r"\b(?:when|whenever|if|unless|once)\s+(?:[\w\-']+\s+){1,6}(?:falls?|drops?|goes|gets|rises?|exceeds?|"
    r"is|are)\s+(?:below|above|under|beyond|less\s+than|lower\s+than|higher\s+than)\s+$",
    re.IGNORECASE)
_EXAMPLE_VALUE_BEFORE = re.compile(r"(?:,|\b(?:points|samples|data|items|elements|nodes|of))\s+say,?\s+$")
_DATA_DURATION_AFTER = re.compile(r"\s+(?:of\s+)?(?:audio|speech|video|recordings?|footage)\b", re.IGNORECASE)


def _others_number(c: _Cand, plain: str, sent_a: int, before: str, after: str) -> bool:
    """Whether the number is earlier work's or, by the sentence, not this work's."""
    return bool(_earlier_work(plain[max(sent_a, c.start - 120):c.start]) or _CREDITED_AFTER.match(after)
                or _not_this_work(c, plain, sent_a, before, after))


def _not_this_work(c: _Cand, plain: str, sent_a: int, before: str, after: str) -> bool:
    window = plain[max(sent_a, c.start - 90):c.start]
    if any(w in window for w in (" work", "studies", "approaches", "methods")) and _EARLIER_SUBJECT.search(window):
        return True
    if "known" in plain[sent_a:c.start] and _KNOWN_FACT.search(plain, sent_a, c.start):
        return True
    if _CONDITION_CUE.search(before) and _CONDITION_BEFORE.search(before):
        return True
    if c.unit == "%" and _WHEN_SHARE_BEFORE.search(before) and (
            re.match(r"\s*of\s", after) or _COUNTED_SHARE.match(after)):
        # "even when 75% of the input is achromatic", "When trained with only 10% labeled points":
        # the condition, not an outcome
        return True
    if "say" in before and _EXAMPLE_VALUE_BEFORE.search(before):
        return True
    if _SET_APART.search(plain[sent_a:c.start]):
        return True  # "Unlike prior methods with 60% accuracy, ...": the system set apart, not ours
    if "v" in before[-12:].lower() and _NUMBER_VERSUS.search(before):
        return True  # "(82.24% VS 78.32%)", "(98.38 vs. 87.98 AUC)": the compared system's number
    # a span of data ("20 minutes of audio"), of the set-up ("In our experiment that lasted 41 days"),
    # or another system's time ("Previous systems process the full crawl in two weeks")
    return c.unit in _DURATION_UNITS and bool(
        _DATA_DURATION_AFTER.match(after) or _LASTED_BEFORE.search(before)
        or _OTHERS_DURATION.search(plain, _clause_start(plain, sent_a, c.start), c.start))


_WHEN_SHARE_BEFORE = re.compile(r"\b(?:when|if|whenever|unless)\s+(?:(?:trained|tuned|fine-tuned|evaluated)\s+)?"
                                r"(?:using\s+|with\s+|given\s+|on\s+)?"
                                r"(?:only\s+|just\s+|about\s+|around\s+|up\s+to\s+|"
                                r"over\s+|more\s+than\s+|less\s+than\s+|[~≈]\s*)*$", re.IGNORECASE)
_CONDITION_CUE = re.compile(r"(?:below|above|under|beyond|than)\s+$")


# Numbers credited to earlier work: "outperforming ... the previous 86.4% ... accuracy", "(Kuncoro et
# al., 2016), which achieves 95.8% UAS", "DaDN was reported to be 300x faster"
_EARLIER_WORK_BEFORE = re.compile(
    r"(?:\b(?:previous(?:ly)?|prior|best[\s\-]published|previously\s+reported)\s+(?:(?:best|state[\s\-]of[\s\-]the[\s\-]art|"
    r"SOTA|record)\s+)?(?:of\s+)?"
    r"|\b(?:current|existing|previous|prior)\s+(?:best|state[\s\-]of[\s\-]the[\s\-]art|SOTA)\s+(?:[\w\-]+\s+){0,2}(?:of|is|was)\s+"
    r"|\bbest[\s\-]published\s+(?:[\w\-]+\s+){1,3}(?:of|is|was)\s+"
    r"|\bet\s+al\.?,?\s+(?:\(\s*)?\d{4}[a-z]?\s*\)\s*,?\s+(?:which|that|who)\s+(?:achieves?|achieved|reports?|reported|"
    r"obtains?|obtained|reach(?:es|ed)?|scores?|scored)\s+(?:an?\s+|the\s+)?"
    r"|\b(?:was|were|is|are|been)\s+reported\s+(?:to\s+(?:be|achieve|reach|have)\s+)?(?:an?\s+)?"
    # "while the best previous method reports 6.3%"
    r"|\b(?:previous|prior|existing)\s+(?:best\s+)?(?:methods?|approach(?:es)?|models?|works?|systems?)\s+"
    r"(?:reports?|reported|achieves?|achieved|obtains?|obtained|reach(?:es|ed)?|scores?|scored)\s+(?:an?\s+|the\s+)?)"
    r"(?:" + _HEDGE + r"\s+|[~≈]\s*)?$", re.IGNORECASE)
_EARLIER_CUE = re.compile(r"revious|rior|ublished|eported|et al|urrent|xisting")
_EARLIER_LIST_ITEM = re.compile(r"[-+]?\d+(?:\.\d+)?\s?%?\s*(?:[A-Za-z][\w\-@]*\s*)?(?:,\s*(?:and\s+)?|and\s+)$")
_MARGIN_BEFORE = re.compile(r"\b(?:exceed\w*|outperform\w*|surpass\w*|beat\w*|over|than|improv\w*|upon)\s+(?:the\s+)?$",
                            re.IGNORECASE)


# "close to the 2.65% achieved by standard NAS (Zoph et al., 2017)", "compared to 22.8 dB and 19.0 dB
# provided by the former state-of-the-art methods": credited to cited or earlier work
_CREDITED_AFTER = re.compile(
    r"(?:\s*(?:,\s*|\s+)(?:and\s+)?[-+]?\d[\d.,]*\s?(?:%|[A-Za-z]{1,4}\b)?)*\s+(?:achieved|reported|obtained|attained|provided|given)\s+by\s+"
    r"(?:[^.;]{0,60}?\bet\s+al\b|(?:the\s+)?(?:former|previous|prior|existing|earlier|competing|other)\b)")
_DEFINITION_IE = re.compile(r"\bi\.\s?e\.,?\s")


def _earlier_work(before: str) -> bool:
    """Whether the number after before is credited to earlier work (also the later items of
    its list: "which achieves 95.8% UAS and 94.6% LAS"); "exceeding the previous SOTA 0.19dB" is
    the margin over it, and "from the previous 20% to 15%" a change."""
    if not _EARLIER_CUE.search(before):
        return False  # most numbers: no cue word, no need for the full pattern
    for _ in range(3):
        m = _EARLIER_WORK_BEFORE.search(before)
        if m and re.search(r"(?:^best[\s\-]published\s+\S+.*|\b(?:state[\s\-]of[\s\-]the[\s\-]art|SOTA|best|record))\s+(?:of|is|was)\s+$",
                           m.group(0), re.IGNORECASE):
            # "better than the best published F1 score of 81.8", "improving the previous SOTA of 56.5%":
            # their level, not a margin
            return True
        if m:
            return not (_MARGIN_BEFORE.search(before, 0, m.start()) or re.search(r"\bfrom\s+(?:the\s+)?$", before[:m.start()]))
        m = _EARLIER_LIST_ITEM.search(before)
        if not m:
            return False
        before = before[:m.start()]
    return False


_COMPARATIVE_AFTER = re.compile(r"\s+(?:higher|lower|better|worse)\s+")


def _compared_head_after(c: _Cand, plain: str, heads) -> bool:
    """A bare number, a comparative and a named metric: "2.0 higher segmentation mIoU"."""
    m = _COMPARATIVE_AFTER.match(plain, c.end)
    if not m:
        return False
    for a, b, name, weak in heads:
        if a >= m.end():
            gap = plain[m.end():a]
            return not weak and (not gap.strip() or _lead_words(gap) is not None)
    return False


_ACRONYM_OF_BEFORE = re.compile(r"(?:\b(?:an?|the|and|with)\s+|\(\s*)([A-Z][A-Za-z]*[A-Z][A-Za-z]*\d{0,3})\s*\)?\s+of\s+$")
_KEEPING_BEFORE = re.compile(r"\b(?:retain(?:s|ing)?|keep(?:s|ing)?|maintain(?:s|ing)?|preserv(?:es|ing)?)\s+"
                             r"(?:(?:up\s+to|over|about|around|nearly|almost|more\s+than)\s+)?$", re.IGNORECASE)
_KEPT_NOT_LEVELS = {"parameters", "parameter", "params", "tokens", "flops", "macs", "memory", "compute",
                    "computation", "time", "latency", "sparsity", "data", "cost", "energy", "size"}
_KEPT_GAP = re.compile(r"\s*(?:[A-Za-z][\w\-.]*(?:['’]s?)?\s+){0,2}")
_NAMED_EQUALS = re.compile(r"[(,;]\s*([A-Z][A-Za-z][\w\-@]+)\s*=\s*$")
_OTHERS_DURATION = re.compile(r"\b(?:previous|prior|existing|baseline|competing|earlier)\s+(?:[\w\-]+\s+)?"
                              r"(?:systems?|methods?|approaches|algorithms?|models?|solvers?|tools?|works?)\b", re.IGNORECASE)
_LASTED_BEFORE = re.compile(r"\b(?:experiments?|study|studies|crawls?|tests?|deployments?|trials?|campaigns?|periods?)\s+"
                            r"(?:that\s+|which\s+)?last(?:ed|ing|s)\s+(?:for\s+)?(?:" + _ANY_HEDGE + r"\s+)?$", re.IGNORECASE)
# a trend of the field, not a saving the system reports ("reduces energy costs by 20% per year")
_PERIODIC_AFTER = re.compile(r"\s+every\s+(?:\w+\s+)?(?:years?|decades?)\b")
_ITS_PARTS_BEFORE = re.compile(r"\b(?:is|are|was|were|(?:summari[sz]|describ|categori[sz]|divid|organi[sz])ed\s+as)\s+$")
_FORMULA_AFTER = re.compile(r"^/\s*(?![\d.])[^\s%]")  # "1/ε2", "a rate 1/width"
# a fraction of whole numbers, "reduced to 1/25 that of", "a competitive ratio of 1/2": no score
# (but "top-1/top-5 accuracy of 81/95" are two)
_FRACTION_AFTER = re.compile(r"^/\s*\d+(?![\d.%/])(?=\s+(?:that\s+)?of\b|\s*[,;.)]|\s+(?:with|for|in)\b|$)")


_HALVED_NP = re.compile(r"\s+(?:the\s+|its\s+|their\s+)?(?P<np>[\w\-]+(?:\s+(?!(?:of|on|in|for|while|and|than|with|by|compared)\b)[\w\-]+){0,3})")


_SIZED_THING = re.compile(r"^\s*(?:[\w\-]+\s+){0,2}?(?:models?|networks?|corpus|corpora|datasets?|checkpoints?|"
                          r"files?|codebases?|versions?|variants?|GPUs?|TPUs?|cards?|devices?|weights)\b", re.IGNORECASE)
_BANDWIDTH_UNIT = re.compile(r"[KMGTkmgt]i?[Bb]\s?/\s?s(?:ec(?:ond)?)?|[KMGkmg]bps")
_LINK_AFTER = re.compile(r"\s+(?:[\w\-]+\s+)?(?:Ethernet|links?|interconnects?|connections?|network|NICs?|bus)\b", re.IGNORECASE)
_MEMORY_UNITS = {"GB", "MB", "KB", "TB", "GiB", "MiB", "kB", "Gb", "Mb"}
_HARDWARE_BRACKET_BEFORE = re.compile(r"\b(?:GPU|TPU|card|device)s?\s*\(\s*$")
# The rate a detector is run at, not a result: "at TPR equal to 90%, PARDEN accomplishes ...", "gains
# of 100X to 1000X for 70% recall", "a 25% lift in precision ... for recalling 10% of the clicks"; but
# "a true positive rate of 90.06% with a false positive rate of 1.95%" pairs two results
_OPERATING_METRIC = (r"(?:TPR|FPR|true\s+positive\s+rate|false[\s\-]+positive\s+rate|recall|precision|sensitivity|"
                     r"specificity)")
_OPERATING_POINT = re.compile(
    r"\b(?P<how>at|when|where|if|with)\s+(?:the\s+|a\s+|an\s+)?" + _OPERATING_METRIC +
    r"\s*(?:\([^)]*\)\s*)?(?:is|=|equals?|equal\s+to|of|at|set\s+to|fixed\s+(?:at|to))?\s*$", re.IGNORECASE)
_OPERATING_LEVEL = re.compile(r"\b(?:for|at)\s+(?:an?\s+)?$|\b(?:for|at|when)\s+(?:recalling|retrieving)\s+$", re.IGNORECASE)
_OPERATING_METRIC_AFTER = re.compile(r"\s*" + _OPERATING_METRIC + r"\b", re.IGNORECASE)
_OPERATING_CUES = ("PR", "rate", "Rate", "ecall", "recision", "ensitivity", "pecificity", "etrieving")
_RESULT_PERCENT = re.compile(r"(?:\d\s?%|\d\.\d+)(?:\s+[A-Za-z][\w\-]*){0,3}\s*,?\s*$")  # "95% recall, with"


# "we find that", "the results suggest that" right before the number, and the share as the
# subject of what is found: "about 30% of new links are added among place-friends"
_OBSERVED_BEFORE = re.compile(
    r"\b(?:we\s+(?:also\s+|further\s+)?(?:find|found|discover(?:ed)?|observe[d]?)|finding|results?\s+suggests?)"
    r"(?:\s+that)?\s+(?:" + _HEDGE + r"\s+|[~≈>]\s*)?$", re.IGNORECASE)
# the share of things as a subject, and its clause ("... are recurrent, at least ...")
_SHARE_IS = re.compile(r"\s*of\s+(?:[\w\-]+\s+){1,6}?(?:are|is|were|was|have|has|had)\b[^,;.]*")
# what is found of the work's own output or how well it does: "66% of the presented facts were
# received positively", "26.8% of the summaries generated by LLMs contain"
_OWN_OUTPUT = re.compile(r"\b(?:our|generated|produced|predicted|correctly|accurately|successfully|solved|"
                         r"judged|rated|preferred)\b", re.IGNORECASE)


def _observed_share(before: str, after: str) -> bool:
    """"We discovered that around 25% of questions in certain categories are recurrent": a share
    of the things a study observes in its data is a finding about the world, not how well the
    work does."""
    if not _OBSERVED_BEFORE.search(before):
        return False
    m = _SHARE_IS.match(after)
    return m is not None and not _OWN_OUTPUT.search(after, 0, m.end())


def _operating_point(before: str, after: str) -> bool:
    """Whether the percentage between before and after is the operating point of a detector."""
    if not any(cue in before for cue in _OPERATING_CUES) and not _OPERATING_METRIC_AFTER.match(after):
        return False  # most numbers: no rate or recall near them
    op = _OPERATING_POINT.search(before)
    if op:
        return not (op.group("how").lower() == "with" and _RESULT_PERCENT.search(before, 0, op.start()))
    level = _OPERATING_LEVEL.search(before)
    return level is not None and ("ing" in level.group() or bool(_OPERATING_METRIC_AFTER.match(after)))


def _fold_describes_setup(c: _Cand, plain: str, after: str, heads) -> bool:
    """"5-fold cross-validation", "a novel two-fold fusion module": an n-fold before a noun that
    is neither a change nor a metric describes the method, it reports no outcome."""
    return (plain[c.start:c.end].lower().endswith("fold") and bool(_COUNT_AFTER.match(after))
            and not _IMPROVE_AFTER.match(after) and not _head_after(c, plain, heads))


_DATA_NOUN = r"(?:data\s?sets?|corpus|corpora|benchmarks?)\b"
_LARGER_WORD = r"\s*(?:larger|bigger)\b"
_LARGER = re.compile(_LARGER_WORD, re.IGNORECASE)
_LARGER_DATA = re.compile(_LARGER_WORD + r"\s+(?:than\s+)?(?:[\w\-]+\s+){0,2}?" + _DATA_NOUN, re.IGNORECASE)
_DATA_NOUN_AT = re.compile(_DATA_NOUN, re.IGNORECASE)
_THAN_BEFORE = re.compile(r"\bthan\s+(?:up\s+to\s+)?$")


def _larger_data(c: _Cand, plain: str, sent_a: int, before: str, after: str) -> bool:
    """"a 20x larger dataset", "a dataset an order of magnitude larger than comparable datasets":
    the size of the data the paper builds describes the set-up, it is no outcome (a model or graph
    "10x larger" than others handled is one, and so is beating "up to 13 times larger datasets")."""
    if c.unit != "x" or not _LARGER.match(after) or _THAN_BEFORE.search(before):
        return False
    return bool(_LARGER_DATA.match(after) or
                _DATA_NOUN_AT.search(plain, _clause_start(plain, sent_a, c.start), c.start))


# Heads that a bare number before them counts rather than measures
_COUNTED_HEADS = {"tokens", "token", "parameters", "params"}
# "a dataset covering approximately 794,178 km2": the extent of the data, not an outcome
_EXTENT_BEFORE = re.compile(
    r"\b(?:covering|spanning|containing|comprising|totall?ing|over\s+an\s+area\s+of)\s+"
    r"(?:(?:about|around|approximately|roughly|nearly|almost|over|more\s+than|some)\s+|[~≈]\s*)?$",
    re.IGNORECASE)


# A physical quantity that sets the task up rather than measures the method: a period, duration,
# window or resolution ("with a decision period of 273 seconds", "binned at 1 ms resolution",
# "frame rate as 640ms"), a moment in the past ("10 minutes ago"), a model's size in brackets
_SETTING_UNIT_BEFORE = re.compile(
    r"(?:\b(?:period|duration|interval|window|horizon|frame\s+rate|timeout|time\s+step|sampling\s+rate|resolution|"
    r"iso-latency|envelope)\s+(?:of|as|=|:)\s+(?:" + _ANY_HEDGE + r"|~|≈)?\s*"
    r"|\b(?:model|network|checkpoint)s?\s*\(\s*(?:about|around|~\s*|≈\s*)?)$", re.IGNORECASE)
_SETTING_UNIT_AFTER = re.compile(r"^\s*\)?\s*(?:ago\b|resolution\b|(?:memory\s+)?envelope\b|[-–]?\s*long\s+(?:clips?|videos?|"
                                 r"segments?|windows?|recordings?|audio)\b)", re.IGNORECASE)


_GAP_WORDS = (
    r"of|to|is|was|are|were|at|by|score|scores|values?|margins?|the|a|an|reaching|reaches|reached|"
    r"achieving|achieves|achieved|attains?|attaining|obtains?|obtaining|yields?|yielding|only|just|new|"
    r"state-of-the-art|SOTA|best|record|average|mean|up|over|about|around|approximately|roughly|nearly|"
    r"almost|more|than|less|at\s+least|improvement|improvements|gain|gains|increase|reduction|"
    r"drop|from|on\s+[A-Z][\w\-]*|on\s+the\s+[A-Z][\w\-]*|\d+(?:\.\d+)?%?,?")
_GAP = r"^(?:\s|[(:=]|\((?:lower|higher|smaller|larger)\s+is\s+better\)|\b(?:%s)\b|[~≈<>≤≥+]|,)*$"
_GAP_OK = re.compile(_GAP % _GAP_WORDS)
# ... and where the named quantity changes to the number or passes it ("the failure rate drops to
# 0.1", "an F1 score above 0.9"): only in a claim, not a condition ("samples with an IoU above 0.5"),
# and not of a hyper-parameter ("the dropout rate drops to 0.1")
_GAP_CHANGED_OK = re.compile(_GAP % (_GAP_WORDS + r"|drops|dropped|decreases|decreased|reduced|lowered|falls|fell|rises|"
                                     r"rose|increases|increased|improves|improved|declines|declined|down|above|below|"
                                     r"exceeding|beyond|between"))
_HYPER_PARAMETER_WORD = re.compile(r"\b(?:dropout|keep|mask(?:ing)?|learning|temperature|momentum|decay|threshold|"
                                   r"warm-?up|smoothing|sampling)\b", re.IGNORECASE)


def _strong_head_before(c: _Cand, heads):
    """The nearest head that ends before the number and is not weak, or None."""
    return next((h for h in reversed(heads) if h[1] <= c.start and not h[3]), None)


def _head_before(c: _Cand, plain: str, heads, max_gap: int, sent_a: int) -> bool:
    head = _strong_head_before(c, heads)
    if head is None or c.start - head[1] > max_gap:
        return False
    gap = plain[head[1]:c.start]
    return bool(_GAP_OK.match(gap)) or (
        bool(_GAP_CHANGED_OK.match(gap)) and _claimed_not_set(plain, sent_a, c.start)
        and not _HYPER_PARAMETER_WORD.search(plain, max(sent_a, head[0] - 20), head[1]))


# "the mAP for small objects from 1.03 to 8.93": what the named quantity is measured on, then
# the change (a word-only phrase of up to five words).
_PHRASE_FROM_TO = re.compile(r"\s+(?:(?:for|on|of|in|across|over|with)\s+(?:[A-Za-z][\w\-]*\s+){1,5})?"
                             r"from\s+[-+]?\d[\d.,]*\s+to\s+")


def _head_before_from_to(c: _Cand, plain: str, heads) -> bool:
    # a change of the quantity, said by a verb before it ("enhance the mAP for small objects from
    # 1.03 to 8.93"); without one, "the F1 score across batch sizes from 32 to 256" is a sweep
    head = _strong_head_before(c, heads)
    return head is not None and (
        (bool(_PHRASE_FROM_TO.fullmatch(plain, head[1], c.start))
         and bool(_CHANGED_BEFORE_HEAD.search(plain, max(0, head[0] - 40), head[0])))
        # "MRR@10 on the MS MARCO dev set only decreases from 38.2 to 36.2": the head changes itself
        or bool(_CHANGES_FROM_TO.fullmatch(plain, head[1], c.start)))


_CHANGES_FROM_TO = re.compile(r"\s+(?:(?:for|on|of|in|across|over)\s+(?:[A-Za-z][\w\-]*\s+){1,5})?(?:only\s+|further\s+)?"
                              r"(?:" + _RISE_STEMS + r"|improv)\w*\s+"
                              r"from\s+[-+]?\d[\d.,]*\s+to\s+")
_CHANGED_BEFORE_HEAD = re.compile(
    r"\b(?:reduc|improv|increas|decreas|lower|boost|rais|enhanc|lift|elevat|drop)\w*"
    r"(?:\s+[\w\-]+){0,3}\s+$", re.IGNORECASE)


def _strong_head_right_after(c: _Cand, plain: str, heads) -> bool:
    head = _head_after(c, plain, heads)
    return (head is not None and not head[3] and not plain[c.end:head[0]].strip()
            and not _SETTING_NOUN_AFTER.match(plain, head[1]))


_SETTING_NOUN_AFTER = re.compile(r"\s*(?:thresholds?|budgets?|levels?|settings?|constraints?|targets?)\b")


def _head_after(c: _Cand, plain: str, heads):
    for a, b, name, weak in heads:
        if a >= c.end:
            gap = plain[c.end:a]
            if (len(gap) <= 3 and not gap.strip(" ()")) or (not weak and _lead_words(gap) is not None):
                return (a, b, name, weak)  # "with 37.5% average success rate"
            return None
    return None


def _change_of_named(c: _Cand, plain: str, heads, sent_b: int) -> bool:
    """"up to a 6.67 reduction in perplexity": a change of a named metric."""
    m = _CHANGE_IN.match(plain, c.end, sent_b)
    return m is not None and any(not weak and m.start("np") <= a < m.end("np") for a, b, name, weak in heads)


_WITH_BEFORE = re.compile(r"\bwith\s+(?:an?\s+)?(?:" + _ANY_HEDGE + r"\s+)?$")
_SETTING_HEAD = re.compile(r"\b(?:ratio|level|budget)$", re.IGNORECASE)
_ALLOWANCE_AFTER = re.compile(r"\s+(?:per|budget)\b")


def _any_head(c: _Cand, heads, sent_a: int) -> bool:
    return any(not w for a, b, n, w in heads if b <= c.start)


_REQUIRED_MEMORY = re.compile(r"\s*of\s+(?P<mem>(?:(?:GPU|CPU|peak|device)\s+)?(?:memory|VRAM|RAM))\b")
_REQUIRES_BEFORE = re.compile(r"\b(?:requir|consum|need|us|occup)\w*\s+(?:only\s+|just\s+|about\s+|around\s+|"
                              r"less\s+than\s+|under\s+|~\s*)*$", re.IGNORECASE)

"""Metric-name heads in a sentence (`_find_heads`): vocabulary heads and phrase heads, extended
leftwards over their modifiers.
"""

from __future__ import annotations

import re

from etl.extract.metrics.patterns import _HEDGE, _SUBJECT_STOP, _TOKEN
from etl.extract.metrics.phrases import (
    _CHANGE_VERB, _HEDGE_MODS, _LEAD_STOP, _NOT_QUANTITIES, _NP_END, _PLAIN_NOUN, _VERBS_BEFORE_NAMES,
    _plain_noun, _singular,
)
from etl.extract.metrics.vocabulary import (
    _FUNCTION_WORDS, _HEAD_TOKENS, _NOT_MODIFIERS, _NOT_NAMES, _has_head, _head_token, _is_acronym,
    _whole_names, metric_vocabulary,
)


_SETUP_NUMBER_BEFORE = re.compile(r"(?<![\w\-.])\d[\d.,]*\s?(?:[KkMBT]|billion|million|trillion|thousand)\s+$")


def _find_heads(sent: str, offset: int, text: str = "", with_phrases: bool = True):
    """Metric-name heads in a sentence of text: list of (start, end, name) with the name extended
    to the left over modifier words."""
    acr, words, mods = metric_vocabulary()
    phrases = [(m.start() + offset, m.end() + offset, _singular(re.sub(r"\s+", " ", m.group())), False)
               for m in _PHRASE_HEADS.finditer(sent)] if with_phrases and any(t in sent for t in _PHRASE_TRIGGERS) else []
    if phrases:
        heads = [h for h in _find_heads(sent, offset, text, with_phrases=False)
                 if not any(a < h[1] and h[0] < b for a, b, _, _ in phrases)]
        return sorted(heads + phrases)
    if not _has_head(_TOKEN.findall(sent)):
        return []  # most sentences: no need for the token positions
    toks = [(m.start() + offset, m.end() + offset, m.group()) for m in _TOKEN.finditer(sent)]
    heads = []
    for i, (a, b, t) in enumerate(toks):
        head = _HEAD_TOKENS.get(t)
        if head is None:
            head = _head_token(t)
        if not head:
            continue
        name_tok, weak = head
        tl = t.lower()
        if _SETUP_NUMBER_BEFORE.search(sent, max(0, a - offset - 14), a - offset):
            continue
        if tl in ("time", "times") and i + 1 < len(toks) and toks[i + 1][2].lower() in ("faster", "more", "less", "fewer"):
            continue
        if tl == "scores" and i + 1 < len(toks) and toks[i + 1][2].lower() in _HOW_SCORED:
            continue  # "MEDOS scores relatively higher in coherence": the verb
        # "a model that scores 7.54": the verb, whose subject is no part of the name
        scored_by = (tl == "scores" and i > 0 and toks[i - 1][2].lower() in _SCORING_SUBJECTS
                     and _NUMBER_NEXT.match(sent, b - offset) is not None)
        if name_tok.lower() == "coefficient" and (i == 0 or toks[i - 1][2].lower() not in _COEFFICIENT_KINDS):
            continue  # "a coefficient of 0.5" is a setting; "Pearson correlation coefficient of 0.85" a score
        if (i + 1 < len(toks) and toks[i + 1][2].lower() in _TASK_NOUNS and not weak
                and not sent[b - offset:toks[i + 1][0] - offset].strip()):
            continue  # "by 10% to 30% in textual similarity tasks": the head names a task, not a quantity
        start = a
        parts = [name_tok]
        j = i - 1 if tl not in _NOT_NAMES and not scored_by else -1  # "accuracy gain": the gain does not absorb the metric
        while j >= 0 and len(parts) < 4:
            pa, pb, pt = toks[j]
            gap = sent[pb - offset:start - offset]
            if gap.strip():
                break
            pl = pt.lower()
            if pl in _NOT_MODIFIERS or pl.endswith("fold"):
                break  # "a tenfold speedup": the factor is the number, not part of the name
            ok = pl in mods or (pt in acr) or (pl in words and pl not in ("time", "speed"))
            if not ok and pt[:1].isupper() and not _is_sentence_initial(sent, pa - offset) and name_tok.lower() in ("score", "scores"):
                ok = True
            if (not ok and _TITLE_WORD.fullmatch(pt) and _TITLE_WORD.fullmatch(t) and pt not in _SUBJECT_STOP
                    and (not _is_sentence_initial(sent, pa - offset) or not pt.endswith(("ing", "ed")))):
                ok = True  # "Label Ranking Loss 0.076": a name written in title case keeps its words, the
                # first word of the sentence too when a capital after it shows the title case
            if not ok and len(parts) == 1 and name_tok.lower() in _OPEN_HEADS and _plain_noun(pt):
                ok = True  # "the fix rate": a bare "rate" or "score" is named by the noun before it
            if (not ok and len(parts) == 1 and _setting_acronym(pt, name_tok, text)
                    and not _is_sentence_initial(sent, pa - offset)):
                ok = True  # "ReID accuracy", "ICL performance": the task or setting measured
            if not ok and _np_first_modifier(toks, j, sent, offset, parts):
                ok = True  # "a phone error rate of 18.1%", "in action recognition accuracy": the word
                # that opens the noun phrase of a metric is part of its name
            if not ok:
                break
            parts.insert(0, pt)
            start = pa
            j -= 1
        if len(parts) == 1 and parts[0].lower() in ("time", "times"):
            continue
        start, parts = _extend_to_whole_name(toks, i - len(parts) + 1, start, parts, sent, offset)
        if name_tok.lower() == "degradation" and (len(parts) < 2 or parts[-2].lower() not in ("performance", "accuracy")):
            continue  # "11.87% to 48.56% MSE error degradation": the change of MSE, not a metric
        if (_is_sentence_initial(sent, start - offset) and parts[0][:1].isupper() and parts[0][1:].islower()
                and not (len(parts) > 1 and _TITLE_WORD.fullmatch(parts[1]))):
            parts[0] = parts[0].lower()  # but "Label Ranking Loss" keeps its title case
        if heads and heads[-1][0] == start and heads[-1][1] < b:
            if weak and not heads[-1][3] and tl in ("performance", "performances"):
                weak = False  # "AUC performance": a metric's performance is named as written
            if not weak:
                heads.pop()  # "compression rate": the longer head replaces "compression"
        heads.append((start, b, _strip_hedge(parts), weak))
    return heads


_HOW_SCORED = {"higher", "lower", "better", "worse", "best", "well", "relatively", "significantly", "consistently",
               "substantially", "comparably", "competitively", "highest", "lowest", "above", "below", "first"}
_SCORING_SUBJECTS = {"model", "method", "approach", "system", "agent", "framework", "it", "which", "that", "ours"}
_NUMBER_NEXT = re.compile(r"\s+(?:(?:" + _HEDGE + r"|only|just)\s+|[~≈]\s*)*\d")
_COEFFICIENT_KINDS = {"correlation", "dice", "jaccard", "silhouette", "gini", "determination", "kappa"}
_NAMED_COEFFICIENT_BEFORE = re.compile(r"\b(?:%s)\s+coefficients?\s*(?:of|=|:|is|was)?\s*$"
                                       % "|".join(sorted(_COEFFICIENT_KINDS)), re.IGNORECASE)
_TASK_NOUNS = {"task", "tasks", "benchmark", "benchmarks", "problem", "problems"}
# Metric names whose last word heads no name alone: "66.3% Exact match", "3% improved area under
# the ROC curve"
# Multi-word names read whole, with the aggregate before them and the head after "exact match"
# ("macro average area under ... curve", "exact match accuracy")
_PHRASE_HEADS = re.compile(
    r"\b(?:(?:[Mm]ean|[Aa]verage|[Mm]acro|[Mm]icro)\s+)*"
    r"(?:[Ee]xact[\s\-]+[Mm]atch(?:\s+(?:accuracy|rate|score|ratio))?|[Aa]rea\s+[Uu]nder\s+(?:the\s+)?(?:(?:ROC|PR|[Pp]recision[\s\-]+[Rr]ecall|"
    r"[Rr]eceiver\s+[Oo]perating\s+[Cc]haracteristic(?:\s+\(ROC\))?)\s+)?[Cc]urve"
    r"|[Aa]rea\s+[Uu]nder\s+(?:the\s+)?[Rr]eceiver\s+[Oo]perating\s+[Cc]haracteristic"
    r"|(?:[Pp]eak\s+)?[Ss]ignal\s+to\s+[Nn]oise\s+[Rr]atio|[Ii]ntersection[\s\-]+[Oo]ver[\s\-]+[Uu]nion"
    r"|(?:Pearson|Spearman|Kendall)(?:'s|’s)?(?:\s+|-)(?:r|ρ|rho|τ|tau)"  # "Pearson r", "Kendall's tau"
    # ranking metrics spelled out, whose last word heads no name alone ("rank", "gain")
    r"|[Rr]eciprocal\s+[Rr]ank|(?:[Nn]ormali[sz]ed\s+)?[Dd]iscounted\s+[Cc]umulative\s+[Gg]ain"
    r"|(?<=\d[xX×]\s)[Ss]peed\s+ups?)(?![\w\-])")  # "a 1000x speed up": the noun, not the verb
# Every phrase head holds one of these: most sentences are not scanned for them
_PHRASE_TRIGGERS = ("xact", "rea ", "peed up", "l to n", "ntersection", "Pearson", "Spearman", "Kendall", "eciprocal",
                    "umulative")


_TITLE_WORD = re.compile(r"[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)*")  # "Click-Through Rate"
# Heads too generic to name a quantity alone: any plain noun before them is part of the name
_OPEN_HEADS = {"rate", "ratio", "score"}


_NP_OPENERS = {"a", "an", "the", "this", "that", "these", "its", "their", "our", "of", "in", "on", "with",
               "and", "by", "for", "achieves", "achieve", "achieving", "achieved", "attains", "attaining",
               "obtains", "obtaining", "reaches", "reaching", "yields", "yielding", "retaining", "maintaining",
               "improve", "improves", "improving", "reduces", "reducing", "reduce"}
_NOUN_MODIFIER_OPENERS = _NP_OPENERS - {"of", "in", "on", "with", "and", "by", "for"}
_MODIFIED_HEADS = {"accuracy", "rate", "error", "score", "precision", "recall", "gap", "speedup", "speed-up"}
_NOT_NP_MODIFIERS = {"competitive", "similar", "high", "low", "good", "great", "higher", "lower", "better", "worse",
                     "remarkable", "impressive", "excellent", "promising", "reasonable", "decent", "significant",
                     "substantial", "considerable", "large", "small", "much", "less", "more",
                     "whole", "full", "global", "current", "previous", "prior", "original", "reported",
                     "expected", "estimated", "observed", "measured", "desired", "given", "required", "target",
                     "respective", "corresponding", "overall", "final", "best", "worst", "top", "outstanding",
                     "robust", "strong", "state-of-the-art", "sota", "perfect", "near-perfect", "optimal",
                     "near-optimal", "human-level", "low-resource", "zero", "such", "other", "same", "comparable",
                     "consistent", "all", "each", "every", "any", "some", "many", "most", "few", "several", "record",
                     "new", "higher-than", "lower-than", "relative", "absolute"}


def _np_first_modifier(toks, j: int, sent: str, offset: int, parts: list[str]) -> bool:
    """toks[j] is a plain word opening the noun phrase of a compound metric name ("error rate",
    "recognition accuracy"): after a determiner, preposition or verb, or after a number."""
    if parts[-1].lower() not in _MODIFIED_HEADS or not parts[0].islower():
        return False
    pt = toks[j][2]
    w = pt.lower()
    if (pt != w or len(w) < 4 or not _PLAIN_NOUN.fullmatch(w) or w.endswith("ly") or w in _NOT_NP_MODIFIERS
            or w in _NOT_MODIFIERS or w in _LEAD_STOP or w in _NP_END or _CHANGE_VERB.match(w)
            or w in _VERBS_BEFORE_NAMES or w in _FUNCTION_WORDS):
        return False
    if w.endswith("ed") and w not in ("certified", "weighted", "balanced", "normalized", "normalised", "supervised",
                                      "unsupervised", "semi-supervised"):
        return False
    if j == 0 or w in _NP_OPENERS or w in ("further", "find", "found", "shows", "show", "report", "reports"):
        return False
    if w.endswith("ing") and w not in ("training", "testing", "matching", "ranking", "tracking", "parsing",
                                       "reasoning", "learning", "labeling", "labelling", "grounding"):
        return False
    if len(parts) == 1 and not ("-" in w or re.search(r"(?:al|ic|ive|ous|ary|ed)$", w)) \
            and toks[j - 1][2].lower() not in _NOUN_MODIFIER_OPENERS:
        # one-word head: only an adjective, or a noun after a determiner or verb ("the endpoint
        # error", "improving neopronoun accuracy from 14.1% to 58.4%"), not after a preposition
        return False
    prev_end = toks[j - 1][1]
    gap = sent[prev_end - offset:toks[j][0] - offset]
    if gap.strip():
        return bool(re.fullmatch(r"\s*\d[\d.,]*\s?%?\s*", gap))  # "retaining 100% targeted success rate"
    return toks[j - 1][2].lower() in _NP_OPENERS


def _setting_acronym(word: str, head: str, text: str) -> bool:
    """An acronym right before a word head names the task or setting measured ("ReID accuracy")
    when the text defines it ("re-identification (ReID)"); models and data sets are used without
    a definition ("BERT accuracy", "COCO accuracy": the subject), a plural one names systems
    ("OCSVMs performance"), "SOTA" only praises."""
    return (word.isalpha() and _is_acronym(word) and not head.isupper() and not word.endswith("s")
            and word not in _NOT_QUANTITIES and f"({word})" in text)


def _extend_to_whole_name(toks, first: int, start: int, parts: list[str], sent: str, offset: int):
    """(start, parts) extended leftwards to the longest vocabulary name ending in parts
    ("Mean Average Precision", whose "Average" would stop the modifier extension)."""
    whole = _whole_names()
    best = (start, parts)
    words = list(parts)
    j = first - 1
    while j >= 0 and len(words) < 4 and not sent[toks[j][1] - offset:start - offset].strip():
        words.insert(0, toks[j][2])
        start = toks[j][0]
        if " ".join(words).lower() in whole:
            best = (start, list(words))
        j -= 1
    return best


def _strip_hedge(parts: list[str]) -> str:
    if len(parts) >= 2 and parts[0].lower() in _HEDGE_MODS and parts[-1].lower() not in ("error", "errors"):
        parts = parts[1:]  # "absolute relative error", "relative distance error" keep theirs
    return " ".join(parts)


def _is_sentence_initial(sent: str, i: int) -> bool:
    return not sent[:i].strip()

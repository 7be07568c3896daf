"""The subject of a result: the model, data set or setting the number is about, when its
sentence names it (guidelines §2: "RetinaNet", "ImageNet"). Only names count ("ImageNet",
"MS COCO", "NVIDIA TX2", "Codex"): generic phrases ("the baselines", "rigid objects") and
classes ("GNN", "CV") do not tell an analyst which system or data set a number belongs to, and
a metric ("Top-1", "Vina Scores"), a part of the paper ("Table 2"), an amount ("USD 3") or a
capitalised modifier ("Bayesian cubature") is no subject.

Looked for from the closest construction outwards: names listed after a list of numbers, one
each ("94.15% and 98.12% on COCO-text and ICDAR2013"); a name the number is written against
("OCR-VQA (+2.5%)"); a name right after the number ("6.8% on NEC Drone", "27% in WebShop",
"1.4x faster than MPCFormer"); a system it beats ("surpasses RepQ-ViT by 3.92%"); and last the
nearest name after a preposition earlier in the sentence ("On ImageNet, ... 80.5%"), but not
the data a model was trained on nor a system set apart ("In contrast to GPT-4, ...").
"""

from __future__ import annotations

import re

from etl.extract.metrics.lists import _lists
from etl.extract.metrics.numbers import _Cand
from etl.extract.metrics.patterns import _RESPECTIVELY, _SET_APART, _SUBJECT_STOP, _TAIL_HEDGES
from etl.extract.metrics.phrases import _NP_END
from etl.extract.metrics.vocabulary import _head_token, _is_strong_head, metric_vocabulary

# A name as written: capitalised, inner-capital or digit-bearing words in a row ("EPIC-KITCHENS
# 100", "NEC Drone", "MS COCO", "WMT'14 English-German", "Llama 2", "mini-ImageNet")
_NAME_WORD = r"(?:[A-Z][\w\-.'’/+@]*[\w+]|[a-z][\w\-]*[A-Z][\w\-.'’/+@]*[\w+]|[A-Z])"
_NAME_RUN = re.compile(_NAME_WORD + r"(?:\s(?:" + _NAME_WORD + r"|\d[\w.\-]*\w|\d|v\d[\w.]*))*")
_NAMEISH = re.compile(r"[A-Z][\w\-./'’]*[A-Z0-9][\w\-./'’]*|[A-Z][a-z]+-[\w\-]+|[a-z][\w\-]*[A-Z][\w\-]*"
                      r"|[A-Z][a-z]{2,}")
_PLAIN_WORD = re.compile(r"[A-Z][a-z]+")
# a lower-case word after a name makes it a modifier ("Bayesian cubature", "Rajpurkar et al."),
# unless it says what the name is ("Emotion dataset") or opens what follows (_NP_END, verbs)
_WORD_AFTER = re.compile(r"\s+(et\s+al|[a-z][\w\-]*)")
_NOT_MODIFIED_BY = _NP_END | {
    "data", "dataset", "datasets", "benchmark", "benchmarks", "task", "tasks", "split", "splits", "corpus", "suite",
    "environment", "environments", "game", "games", "domain", "domains", "language", "test", "validation", "dev",
    "but", "whereas", "where", "of", "via", "after", "before", "during", "both", "only", "even", "alone", "despite",
    "is", "are", "was", "were", "has", "have", "had", "can", "could"}
# Capitalised words after a preposition that are parts of the paper, not systems or data
_PAPER_PARTS = {"Section", "Sec", "Table", "Tab", "Figure", "Fig", "Appendix", "Eq", "Equation", "Theorem", "Lemma",
                "Algorithm", "Chapter", "Part", "Step", "Stage", "Phase", "Example", "Definition", "Proposition"}
# Right after a number, past a few words ("higher", "absolute improvement"): where it was
# measured ("on", "in", "for", "across") or what it is set against.
_AFTER = [re.compile(
    r"\s*\)?\s*(?:(?!(?:and|or|but|while|whereas)\s)[\w\-]+\s+){%d}(?:\([^()]{1,40}\)\s+)?"
    r"(?P<prep>on|in|for|across|over|than|against|compared\s+(?:to|with)|relative\s+to)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:(?:single|standard|popular|challenging|large-scale|commodity)\s+)?"
    r"(?P<s>%s)" % (gap, _NAME_RUN.pattern)) for gap in range(5)]
_UNNAMED_SETTING_AFTER = re.compile(
    r"\s+(?:on|in|for)\s+(?:the\s+)?(?!average\b|par\b|top\b|terms\b)[a-z][a-z\-]+\s+[a-z]")
_NEXT_WORD = re.compile(r"\s([A-Za-z][\w\-]*)")
_OF_OR_WITH_AFTER = re.compile(r"\s*\)?\s*(?:of|with)\b")
# "outperforms RepQ-ViT by 3.92%", "better than Adam by up to 2x"
_BEATS_BEFORE = re.compile(
    r"\b(?:outperform\w*|surpass\w*|beat(?:s|ing)?|exceed\w*|improv\w*\s+(?:over|upon)|"
    r"(?:better|faster|higher|lower)\s+than)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<s>[^,;()]{2,60}?)\s+by\s+(?:a\s+margin\s+of\s+|an?\s+average\s+of\s+)?" + _TAIL_HEDGES, re.IGNORECASE)
# names listed "A, B and C", and such a list right after a list of numbers ("... on A and B")
_NAME_LIST = re.compile(r"(?:%s)(?:\s*,\s*(?:the\s+)?(?:%s))*\s*,?\s+(?:and|or)\s+(?:the\s+)?(?:%s)"
                        % ((_NAME_RUN.pattern,) * 3))
_NAME_LIST_AFTER = re.compile(
    r"\s*(?:[\w\-]+\s+){0,3}?(?:on|in|for)\s+(?:the\s+)?(?P<names>" + _NAME_LIST.pattern + ")")
_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?(?:the\s+)?|\s+(?:and|or)\s+(?:the\s+)?")
# A name after a preposition, before the number
_NAME_BEFORE = re.compile(
    r"\b(?i:on|for|over|than|to|of|in|with|against|versus|vs\.?|compared\s+(?:to|with))\s+"
    r"(?:the\s+|a\s+|an\s+)?(?:(?:popular|standard|challenging|large-scale|similarly\s+sized|"
    r"standalone|vanilla|strong)\s+)?(?P<s>(?=[A-Z]))"
)
_TRAINED_ON = re.compile(r"\b(?:(?:pre-?|fine-?)?train(?:ed|ing)|fine-?tun(?:ed|ing)|based|built|conditioned)\s$",
                         re.IGNORECASE)
# not after a number: "0.5MB (510x", "19 NFEs (1.75)" are sizes and counts
_BRACKETED = re.compile(r"(?<![\w.\-])(?<!\d\s)(?P<s>" + _NAME_RUN.pattern + r")\s*\(\s*[|↑+\-−~]*\s*$")
_GLUED_SENTENCE = re.compile(r"(?<=[a-z]{2})\.(?=[A-Z][a-z])")  # "compared to ReAct.Our code is ..."
_DATA_WORD_END = re.compile(r"\s+(?:data\s+sets?|datasets?|benchmarks?)$")
# Names that are no system, data set or setting: a metric's cut-off ("Top-1", "Rank-5"), an
# amount of money ("USD 3"), a field or a class of models ("CV", "GNN", "SoA")
_NOT_A_SUBJECT = re.compile(r"(?:top|rank|hits?|recall|pass|[RP])[-@]?\d+|(?:USD|EUR|GBP|CNY|JPY)\b.*", re.IGNORECASE)
_GENERIC = {"SoA", "SoTA", "CV", "NLP", "ML", "AI", "RL", "DL", "IR", "GNN", "GNNs", "CNN", "CNNs", "DNN", "DNNs",
            "RNN", "RNNs", "NN", "NNs", "LM", "LMs", "VLM", "VLMs", "MLLM", "MLLMs", "PLM", "PLMs", "SNN", "SNNs"}


def _subject(c: _Cand, plain: str, sent_a: int, sent_b: int, name: str | None) -> str | None:
    """The first of: the name the number is bracketed against, the name right after it, the
    named system it beats; else, unless an unnamed setting follows the number, the nearest name
    before it."""
    s = _bracketed(c, plain, sent_a) or _named_after(c, plain, sent_b, name) or _beaten(c, plain, sent_a)
    if s or _UNNAMED_SETTING_AFTER.match(plain, c.end, sent_b):
        return s  # "26.1% on date understanding": a setting without a name, not the one before
    return _named_before(c, plain, sent_a)


def _paired_subjects(records: list[_Cand], plain: str, sent_a: int, sent_b: int) -> None:
    """As many names as numbers, one each: right after a list of numbers ("94.15% and 98.12% on
    COCO-text and ICDAR2013"), or anywhere in a sentence that says "respectively"."""
    respectively = _RESPECTIVELY.search(plain, sent_a, sent_b)
    for g in _lists(records, plain):
        if len(g) < 2:
            continue
        m = _NAME_LIST_AFTER.match(plain, g[-1].end, sent_b)
        names = _LIST_SEPARATOR.split(m.group("names")) if m else []
        if len(names) != len(g) and respectively:
            names = _name_list(plain, sent_a, g[0].start, len(g)) or _name_list(plain, g[-1].end, sent_b, len(g))
        if len(names) == len(g):
            for c, name in zip(g, names):
                c.subject = _named(name)


def _name_list(plain: str, start: int, end: int, n: int) -> list[str]:
    """The last list of exactly n names ("A, B, and C") between start and end."""
    found = []
    for m in _NAME_LIST.finditer(plain, start, end):
        names = _LIST_SEPARATOR.split(m.group())
        if len(names) == n:
            found = names
    return found


def _bracketed(c: _Cand, plain: str, sent_a: int) -> str | None:
    """"OCR-VQA (+2.5%), TextVQA (+1.4%)": the name the number is written against."""
    m = _BRACKETED.search(plain, max(sent_a, c.start - 60), c.start)
    return _named(m.group("s")) if m else None


def _named_after(c: _Cand, plain: str, sent_b: int, name: str | None) -> str | None:
    """"6.8% on NEC Drone", "28.3% higher in ALFWorld", "1.4x faster than MPCFormer": the
    first name after a preposition within four words of the number ("by 82% in terms of RMSE
    on the DeSOBA dataset")."""
    if _OF_OR_WITH_AFTER.match(plain, c.end, sent_b):
        return None
    for after in _AFTER:
        m = after.match(plain, c.end, sent_b)
        if m is None:
            continue
        s = _named(m.group("s"), plain, m.end("s"))
        if s is None or (name is not None and name.lower() in s.lower().split("/")):
            continue  # the metric itself: "BLEU", or "FDE" of "ADE/FDE"
        if (m.group("prep") == "in" and _head_token(s.split()[-1])) or _modifies_metric(plain, m.end("s")):
            continue  # "an improvement in BLEU", "on Top-1 accuracy": the metric, not the subject
        return s
    return None


def _beaten(c: _Cand, plain: str, sent_a: int) -> str | None:
    """"surpasses RepQ-ViT by 3.92%": the system the margin is over."""
    m = _BEATS_BEFORE.search(plain, sent_a, c.start)
    run = _NAME_RUN.fullmatch(m.group("s")) if m else None
    return _named(run.group()) if run else None


def _named_before(c: _Cand, plain: str, sent_a: int) -> str | None:
    """"On ImageNet, Llip reaches 83.5%": the nearest name after a preposition before the
    number, within 200 characters and no ";"; not the data a model was trained on ("Trained on LAION-5B,")
    nor a system set apart ("In contrast to GPT-4, our model ...")."""
    before = plain[sent_a:c.start]
    for m in reversed(list(_NAME_BEFORE.finditer(before))):
        run = _NAME_RUN.match(before, m.start("s"))
        if run is None or len(before) - run.end() > 200 or ";" in before[run.end():]:
            break
        if _TRAINED_ON.search(before, 0, m.start()) or _SET_APART.search(before, 0, m.start("s")):
            continue
        s = _named(run.group(), before, run.end()) if not _modifies_metric(before, run.end()) else None
        if s:
            return s
    return None


def _modifies_metric(text: str, end: int) -> bool:
    """The name ending at end is followed by a metric's head word ("a Top-1 accuracy"); a weak
    head ("classification") may name a task."""
    m = _NEXT_WORD.match(text, end)
    return m is not None and _is_strong_head(m.group(1))


def _named(s: str, text: str = "", end: int = 0) -> str | None:
    """The name without a possessive or a trailing "dataset"; None for words that are not names
    of a system, data set or setting ("The", "SOTA", "Table 2", a metric such as "Vina Scores").
    With the text it ends in, a plain capitalised word is a name only when no noun follows it
    ("Bayesian cubature", "Oxford baseline sentences", "Rajpurkar et al.")."""
    s = _DATA_WORD_END.sub("", re.sub(r"['’]s$", "", _GLUED_SENTENCE.split(s, 1)[0]))
    first = s.split()[0]
    metric_acronyms, _, _ = metric_vocabulary()
    if (first in _SUBJECT_STOP or first in _PAPER_PARTS or s in _GENERIC or s in metric_acronyms
            or not _NAMEISH.fullmatch(first) or _NOT_A_SUBJECT.fullmatch(s) or _is_strong_head(s.split()[-1])):
        return None
    after = _WORD_AFTER.match(text, end) if text and _PLAIN_WORD.fullmatch(s) else None
    if after and after.group(1) not in _NOT_MODIFIED_BY:
        return None
    return s

"""Noun-phrase reading shared by head finding, naming and acceptance: where the words of a name
start and stop, plain nouns, task nouns and what is no quantity, singular forms.
"""

from __future__ import annotations

import re

from etl.extract.metrics.vocabulary import _AGGREGATES, _FUNCTION_WORDS, _NOT_MODIFIERS, metric_vocabulary


_PLAIN_NOUN = re.compile(r"[a-z][a-z\-]*[a-z]")


def _plain_noun(word: str) -> bool:
    """A lower-case word that can modify a noun: no function word, comparative, adverb or verb."""
    w = word.lower()
    return (word == w and bool(_PLAIN_NOUN.fullmatch(w)) and not w.endswith(("ly", "ed"))
            and w not in _LEAD_STOP and w not in _NP_END and w not in _NP_DROP_LEFT
            and not _CHANGE_VERB.match(w) and w not in _VERBS_BEFORE_NAMES)


# Verbs often right before a metric name ("achieves rate", "attains score")
_VERBS_BEFORE_NAMES = {"achieves", "achieve", "attains", "attain", "reaches", "reach", "obtains",
                       "obtain", "yields", "yield", "has", "have", "gets", "get", "shows", "show",
                       "gives", "give", "sets", "set"}


# Task nouns: they mark what was evaluated, not the quantity measured (guidelines section 2:
# the metric is the measured quantity; "improves zero-shot classification by 2.9%" names none)
_TASK_HEADS = {"classification", "retrieval", "probing", "detection", "segmentation", "generation"}
# "relative WER", "absolute accuracy": the hedge on the change is not part of the metric's name;
# but "relative distance error" keeps it (it modifies "distance", not the head)
_HEDGE_MODS = {"relative", "absolute", "real"}  # "~6x real inference acceleration": as measured
# "accelerate Vicuna models up to 2.17x": the object of the verb is a system, not a quantity
_NOT_QUANTITIES = {"model", "models", "method", "methods", "baseline", "baselines", "network",
                   "networks", "approach", "approaches", "system", "systems", "LLM", "LLMs",
                   # "improves previous work by 1.2%", "outperforms the state of the art by": what is beaten
                   "work", "works", "art", "state-of-the-art", "SOTA", "SoTA", "competitors", "counterparts"}


# Words that end a name's left side: comparatives, change nouns and function words
_LEAD_STOP = {"higher", "lower", "better", "worse", "more", "less", "fewer", "faster", "slower",
              "improvement", "improvements", "gain", "gains", "increase", "reduction", "relative",
              "absolute", "boost", "drop", "over", "than", "is", "are", "was", "were", "from",
              "across", "respectively", "vs", "versus", "all", "each", "every", "high", "low",
              "good", "strong", "large", "small", "significant", "competitive", "similar", "but", "also"}


def _lead_words(gap: str) -> str | None:
    """The modifier words of a gap before a metric head ("" when all are aggregates), or None
    when the gap is not part of a name."""
    words = gap.split()
    if not 1 <= len(words) <= 3 or not gap[-1:].isspace():
        return None
    mods = metric_vocabulary()[2]
    for i, w in enumerate(words):
        if w.lower() in _AGGREGATES:
            return _lead_words(" ".join(words[i + 1:]) + " ") if i + 1 < len(words) else ""
        if not _LEAD_WORD.fullmatch(w) or w.lower() in _LEAD_STOP or w.lower() in _NOT_MODIFIERS:
            return None
        if w[:1].isupper() and w[1:].islower() and w.lower() not in mods and not w.endswith(("'s", "’s")):
            return None  # "in the English ASR task": a capitalised word there names a setting
    return " ".join(words)


_LEAD_WORD = re.compile(r"[A-Za-z][\w\-@]*(?:['’]s)?")  # "Spearman's correlation"
# the nouns of a change, whose "in" / "of" names what changed
_CHANGE_NOUNS = (r"(?:improvements?|increases?|gains?|reductions?|decreases?|drops?|boosts?|savings?|lifts?|decline|"
                 r"degradation|deterioration|growth|changes?)")
# "a 14.86% increase in Reliability": the change noun names what changed, in the vocabulary or not
_CHANGE_IN = re.compile(
    r"\s*(?:\)\s*)?(?:(?:average|relative|absolute|overall|total|mean)\s+)?" + _CHANGE_NOUNS + r"\s+"
    r"(?:in|of)\s+(?:the\s+|terms\s+of\s+|its\s+|their\s+)?(?P<np>[A-Za-z][\w\-/@]*(?:\s+[A-Za-z][\w\-/@]*){0,4})")
_NP_END = {"than", "over", "compared", "for", "on", "with", "while", "at", "by", "across", "and",
           "or", "when", "against", "relative", "versus", "vs", "to", "from", "in", "under",
           "without", "as", "which", "that", "using", "respectively", "between", "among"}
# "reduces the computation time by 70%", "... and computation by up to 74%": the changed noun phrase
_CHANGE_VERB = re.compile(
    r"^(?:reduc|improv|increas|decreas|lower|boost|cut|rais|enhanc|accelerat|shrink|shrunk|compress|"
    r"shorten|sav|speed|lift|halv|doubl|minimi[sz]|maximi[sz]|elevat|drop|trim|slash)\w*$",
    re.IGNORECASE)
_NP_DROP_LEFT = {"the", "its", "their", "our", "a", "an", "this", "these", "overall",
                 "both", "significantly", "substantially", "further", "also", "considerably",
                 "dramatically", "greatly", "effectively", "consistently", "current", "original"}


_COUNT_WORDS = ("number", "amount", "count")
_COUNTED_PREFIXES = tuple(f"{w} of " for w in _COUNT_WORDS)


def _np_name(words: list[str], process: bool = False) -> str | None:
    """The metric name a noun phrase's words spell, or None; with ``process``, the words name a
    process whose speed is meant, so a task ("generation") names it too."""
    for i in range(len(words) - 1, -1, -1):
        if re.search(r"['’]s?$", words[i]) and i + 1 < len(words):
            words = words[i + 1:]  # "GPT4's response quality": the owner is the subject
            break
    while words and words[0].lower() in _NP_DROP_LEFT:
        words = words[1:]
    if len(words) > 1 and words[0].lower() == "total" and words[1].lower() in _COUNT_WORDS:
        words = words[1:]  # "the total number of measurements": the count already sums
    while words and words[-1].lower() in ("needed", "required", "used", "spent", "taken", "incurred", "obtained",
                                          "achieved", "reported", "reached"):
        words = words[:-1]  # "the number of training steps needed by"
    while words and words[-1].lower().endswith("ly") and words[-1].lower() not in ("fly", "anomaly"):
        words = words[:-1]  # "reduces hallucination effectively by"
    low = [w.lower() for w in words]
    # "the number of parameters" is named as written, "the accuracy of the 2D generator" by its head
    counted = 2 if len(words) >= 3 and low[0] in _COUNT_WORDS and low[1] == "of" else 0
    if "of" in low[counted:]:
        words = words[:low.index("of", counted)]
    if not words or len(words) > 4 + counted or any(w.lower() in _NOT_MODIFIERS for w in words[counted:]):
        return None
    if any(not re.search(r"[a-z]", w, re.IGNORECASE) for w in words):
        return None
    if (words[-1].lower() in _TASK_HEADS and not process) or words[-1].lower() in _NOT_QUANTITIES:
        return None  # "improves zero-shot classification by 2.9%": a task, no quantity named
    return _singular(" ".join(words))


def _subject_words(toks: list[str], k: int) -> tuple[list[str], int]:
    """The noun phrase ending at toks[k], read leftwards, and the index where it stopped."""
    words: list[str] = []
    while (k >= 0 and toks[k].lower() not in _NP_END and toks[k].lower() not in _NP_DROP_LEFT
           and not _CHANGE_VERB.match(toks[k]) and len(words) < 4):
        words.insert(0, toks[k])
        k -= 1
    return words, k


def _words_before_connective(phrase: str) -> list[str]:
    """"timesteps used for classification" -> ["timesteps", "used"]: the words up to a connective."""
    words = []
    for w in phrase.split():
        if w.lower() in _NP_END:
            break
        words.append(w)
    return words


def _is_task(name: str) -> bool:
    return name.split()[-1].lower() in _TASK_HEADS


def _singular(name: str) -> str:
    if name.startswith(_COUNTED_PREFIXES):
        return name  # "the number of test errors": the things counted stay plural
    if name.endswith("Scores"):
        return name[:-1]
    parts = name.split(" ")
    last = parts[-1]
    if last.lower() in ("scores", "rates", "errors", "accuracies", "gaps", "speedups", "speed-ups", "ups",
                        "performances") or (
            last.lower() == "times" and len(parts) > 1):  # "reducing learning times by 47%"
        parts[-1] = last[:-3] + "y" if last.lower().endswith("ies") else last[:-1]
    return " ".join(parts)


_DETERMINERS = frozenset("this these that those the a an our its their".split())
_INNER_DETERMINER_AFTER = frozenset(_FUNCTION_WORDS | {"under"})


def _before_determiner(name: str) -> str:
    """"By providing only 0.6% manual locations this accuracy can be improved": a name ends where
    the next noun phrase's determiner starts (not after a preposition: "area under the ROC
    curve")."""
    words = name.split(" ")
    for i in range(1, len(words)):
        if words[i].lower() in _DETERMINERS and words[i - 1].lower() not in _INNER_DETERMINER_AFTER:
            return " ".join(words[:i])
    return name

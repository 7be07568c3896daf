"""Reported results ("metric" rows) in abstracts: guidelines section 2.

`extract_metrics(text)` finds the numbers that report an outcome of the work (a score reached, a
gain or reduction, a speed-up factor) with their unit, metric name, kind, baseline, qualifier and
subject. `parse_number(surface)` parses one number as written (also a whole leaderboard cell).

Design: LaTeX remnants are neutralised in a same-length copy of the text (so every offset is an
offset into the text given); one compiled scanner finds numeric quantities (ranges, single numbers
with optional unit, numbers written as words); each is then accepted or rejected by local context
(set-up sizes, counts, years, names, theoretical bounds, hyper-parameters) and described.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from etl.extract.sentences import sentence_spans

__all__ = ["MetricFound", "extract_metrics", "parse_number", "metric_vocabulary"]


@dataclass(frozen=True)
class MetricFound:
    value: float
    unit: str | None
    name: str | None
    kind: str
    baseline_value: float | None
    qualifier: str | None
    subject: str | None
    evidence: str
    char_start: int
    char_end: int
    raw_value: str


# --------------------------------------------------------------------------------------------
# Number words
# --------------------------------------------------------------------------------------------
_WORD_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90, "hundred": 100, "a hundred": 100, "one hundred": 100, "thousand": 1000,
    "a thousand": 1000, "one thousand": 1000, "double": 2, "triple": 3, "quadruple": 4,
}
_WORDNUM_ALT = "|".join(sorted((re.escape(w) for w in _WORD_NUMBERS), key=len, reverse=True))
_MAGNITUDE_WORDS = {"an": 1, "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                    "several": None, "multiple": None, "many": None}

# --------------------------------------------------------------------------------------------
# The scanner
# --------------------------------------------------------------------------------------------
# A number: optional sign, digits with optional thousands separators and decimals.
_NUM = r"(?:[-−+]\s?)?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?|(?:[-−+]\s?)?\.\d+"
_MAG = r"(?:\s?(?:[KkMBT](?![\w])|billion\b|million\b|thousand\b|bn\b))"
# Units written after a number (order: longest first).
_PHYS_UNITS = (
    r"kcal\s?/\s?mol|kcal\s?mol-1|kJ\s?/\s?mol|meV|eV|dB|GPU[- ]hours?|GPU[- ]days?|GPU[- ]hrs?|"
    r"TPU[- ]hours?|TPU[- ]days?|tokens?\s?/\s?s(?:ec(?:ond)?)?|it\s?/\s?s|samples?\s?/\s?s|"
    r"images?\s?/\s?s|(?:frames?|images?|samples?|queries|requests|sentences|steps|episodes|words|tokens)\s+per\s+seconds?|ms\s?/\s?token|GiB|MiB|GB|MB|KB|TB|kB|FPS|fps|kWh|mJ|msecs?|ms|µs|μs|ns|"
    r"milliseconds?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|"
    r"bits?\s?/\s?dim(?:ension)?|bits?\s?/\s?char(?:acter)?|bpd|BPD|bits?\s?per\s?(?:dim(?:ension)?|character|byte)|"
    r"kg|mm|cm|km|Å|°C|mAh|(?<=\s)s(?=[\s,.;)])|(?<=\s)h(?=[\s,.;)])|(?<=\s)W(?=[\s,.;)])"
)
_PCT = r"%\s?p(?![a-z])|%\s{0,3}points?(?![a-z])|%|％|percentage\s+points?|percent(?:age)?(?!\w)|per\s?cent|pp(?![a-z])|p\.p\.|points?(?![a-z])|pts?\b\.?"
_TIMES = r"\s{0,7}×|[xX](?![\w])|-?\s?fold(?![\w])|\s?times(?=\s*(?:[.,;:)]|$)|\s+(?:over|compared|than|on|in|for|while|with|and|when|across|relative)\b)|\s?times(?=\s+(?:faster|slower|more|less|fewer|higher|lower|larger|smaller|better|cheaper|quicker|speed-?ups?|as\b|acceleration|reduction|improvement|compression|greater|lower|increase|the|improved|reduced|increased|real-?time))"
_UNIT = r"(?:" + _PCT + r"|" + _TIMES + r"|(?:" + _PHYS_UNITS + r")(?![A-Za-z]))"  # not "1kmax"

# Numeric quantities: every branch starts with a digit, a sign, a dot or "$", so the scan is fast.
_SCAN = re.compile(
    r"(?P<cur>(?<![\w$])\$\s?(?P<curn>\d+(?:,\d{3})*(?:\.\d+)?))"
    r"|(?P<n>" + _NUM + r")(?P<pm>\s?(?:±|\+/-|\+-)\s?\d+(?:\.\d+)?%?)?(?P<mag>" + _MAG + r")?"
    r"(?:\s?(?P<u>" + _UNIT + r")(?P<pm2>\s?(?:±|\+/-)\s?\d+(?:\.\d+)?%?)?)?"
)
# Numbers written as words; only run when one of the trigger words occurs.
_WORD_SCAN = re.compile(
    r"(?P<word>\b(?P<wn>" + _WORDNUM_ALT + r")(?:-|\s)?(?:fold\b|times\s+(?=(?:faster|slower|more|less|fewer|higher|lower|larger|smaller|better|cheaper|greater|speed-?up|as\b|the\b)))|\btwice(?=\s+(?:as|faster|the|more|fewer|less)\b))"
    r"|(?P<oom>\b(?P<oomn>an?|one|two|three|four|five|several|multiple|many)\s+orders?\s+of\s+magnitude)",
    re.IGNORECASE,
)
_WORD_TRIGGERS = ("fold", "times", "twice", "magnitude")
# Rarer word factors, each found from a literal so the scan stays fast: "by a factor of two",
# "by more than two times at the same accuracy", "more than halves the word error rate"
_FACTOR_WORDS = r"(?P<fw>two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred|hundred|a\s+thousand)"
_FACTOR_OF_WORD = re.compile(r"factor\s+of\s+(?:(?:about|approximately|roughly|nearly|almost|over|more\s+than|up\s+to|"
                             r"at\s+least)\s+)?" + _FACTOR_WORDS + r"\b", re.IGNORECASE)
_TIMES_LITERAL = re.compile(r" times(?=\s*(?:[.,;:)]|$)|\s+(?:over|compared|than|on|in|for|while|with|at|across|relative)\b)")
_WORD_BEFORE_TIMES = re.compile(r"\b" + _FACTOR_WORDS + r"$", re.IGNORECASE)
_HALVE = re.compile(r"(?<![\w\-])(?:[Hh]alv(?:es|ed|ing)|[Dd]oubl(?:es|ed|ing))(?=\s+(?:the\s+|its\s+|their\s+)?[\w\-]+)")


def _word_factors(plain: str) -> list:
    out = []
    if "factor" in plain:
        for m in _FACTOR_OF_WORD.finditer(plain):
            w = re.sub(r"\s+", " ", m.group("fw").lower())
            out.append(_Cand(m.start("fw"), m.end("fw"), float(_WORD_NUMBERS[w]), "x", word=True))
    if " times" in plain:
        for m in _TIMES_LITERAL.finditer(plain):
            b = _WORD_BEFORE_TIMES.search(plain, max(0, m.start() - 12), m.start())
            if b:
                w = re.sub(r"\s+", " ", b.group("fw").lower())
                out.append(_Cand(b.start(), m.end(), float(_WORD_NUMBERS[w]), "x", word=True))
    if "alv" in plain or "oubl" in plain:
        for m in _HALVE.finditer(plain):
            out.append(_Cand(m.start(), m.end(), 2.0, "x", word=True, verb=True))
    return out
_RANGE_GAP = re.compile(r"\s*(?:–|—|~|-)\s*|\s+to\s+|\s+and\s+")
_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)
# "from A to B" is a change; but "ranging from A to B" is a range (guidelines: upper value, "up to")
_FROM_LIST = re.compile(r"(?<!ranging\s)(?<!range\s)(?<!ranges\s)\bfrom\s+(?:[A-Za-z][\w@.\-]*\s*[=:]\s*)?(?:[-+\d.,%×x\s]|\band\b)*$", re.IGNORECASE)
# "increased from 93.20% to 94.30% on MNIST and 50.00% to 79.16% on CIFAR-10": the second pair
# continues the change, it is no range
_CONTINUED_FROM = re.compile(
    r"\bfrom\s+(?:[A-Za-z][\w@.\-]*\s*[=:]\s*)?[-+]?[\d.,]+\s?%?\s+to\s+[-+]?[\d.,]+\s?%?"
    r"(?:\s+(?:on|in|for|with)\s+[^,;.%]{1,40}?)?\s*,?\s*and\s+$"
    # "in Omniglot (from 69% to 82%), EMNIST (73.9% to 76%) and VGG-Face (4.5% to 12%)": the
    # bracketed pairs after a bracketed change continue it
    r"|\(\s*from\s+[-+]?[\d.,]+\s?%?\s+to\s+[-+]?[\d.,]+\s?%?\s*\)"
    r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:[^,;.()%]{1,40}?\(\s*[-+]?[\d.,]+\s?%?\s+to\s+[-+]?[\d.,]+\s?%?\s*\)"
    r"(?:\s*,\s*(?:and\s+)?|\s+and\s+))*[^,;.()%]{1,40}?\(\s*$", re.IGNORECASE)

# --------------------------------------------------------------------------------------------
# LaTeX remnants -> a same-length, plain view of the text
# --------------------------------------------------------------------------------------------
_LATEX_SYMBOLS = {
    "times": "×", "sim": "~", "approx": "≈", "pm": "±", "%": "%", "leq": "≤", "le": "≤",
    "geq": "≥", "ge": "≥", "lt": "<", "gt": ">", "$": "$", "mathbf": "", "textbf": "", "bf": "",
    "mathrm": "", "text": "", "textrm": "", "mathit": "", "emph": "", "textit": "", "bm": "",
    "boldsymbol": "", "small": "", "!": "", ",": "", ";": "", " ": "", "~": "",
}
_LATEX_CMD = re.compile(r"\\([A-Za-z]+|[%$!,; ~])")
_MATH = re.compile(r"(?<!\\)\$\$?([^$]{0,200}?)(?<!\\)\$\$?")
_SIMPLE_MATH = re.compile(
    r"^[\s\d.,+\-−~≈±×%<>≤≥/]*(?:\\(?:times|sim|approx|pm|%|leq?|geq?|mathbf|textbf|bf|mathrm|text|textrm|bm|boldsymbol|!|,|;)"
    r"|[\s\d.,+\-−~≈±×%<>≤≥{}/]|\b[xX]\b|\b(?:times|points?|pp)\b)*$"
)


def _plain(text: str) -> str:
    """Same-length copy of text with LaTeX neutralised: simple math unwrapped, complex math blanked."""
    if "$" not in text and "\\" not in text and "{" not in text:
        return text
    chars = list(text)

    def blank(a: int, b: int) -> None:
        for i in range(a, b):
            chars[i] = " "

    for m in _MATH.finditer(text):
        body = m.group(1)
        if _SIMPLE_MATH.match(body) and re.search(r"\d", body):
            chars[m.start()] = " "
            for i in range(m.start(1) - 1, m.start(1)):
                chars[i] = " "
            for i in range(m.end(1), m.end()):
                chars[i] = " "
        elif len(body.split()) >= 4 and re.search(r"(?<![\\\w])[a-z]{3,}\s+[a-z]{3,}", body) and "\\" not in body:
            # "$1.60 and $0.13": dollars used as currency, not math; leave the text alone
            continue
        else:
            blank(m.start(), m.end())
    joined = "".join(chars)
    for m in _LATEX_CMD.finditer(joined):
        rep = _LATEX_SYMBOLS.get(m.group(1))
        a, b = m.span()
        if rep is None:
            # unknown command: blank the command name, and mark it so a number does not attach
            for i in range(a, b):
                chars[i] = " "
            chars[a] = "\x00"
        else:
            for i in range(a, b):
                chars[i] = " "
            if rep:
                chars[b - 1] = rep
    for i, c in enumerate(chars):
        if c in "{}":
            chars[i] = " "
    return "".join(chars)


# --------------------------------------------------------------------------------------------
# Metric name vocabulary
# --------------------------------------------------------------------------------------------
# Heads: the last word of a metric name. Acronyms match case-sensitively, words case-insensitively.
_BUILTIN_METRICS = """
accuracy|top-1 accuracy|top-5 accuracy|top-1 error|error|error rate|word error rate|character error rate
F1|F1 score|F1-score|macro-F1|micro-F1|exact match|EM|BLEU|BLEU score|ROUGE|ROUGE-L|ROUGE-1|ROUGE-2|METEOR
CIDEr|SPICE|chrF|COMET|BERTScore|mAP|AP|AP50|AP75|mIoU|IoU|PQ|AUC|AUROC|AUPRC|ROC-AUC|FPR95|FID|FVD|KID
IS|Inception Score|CLIP score|PSNR|SNR|SSIM|LPIPS|perplexity|PPL|WER|CER|MSE|MAE|RMSE|MAPE|CRPS|NLL|ELBO|ECE
Elo|reward|return|success rate|win rate|pass rate|pass@1|pass@k|Hits@1|Hits@10|MRR|NDCG|nDCG@10|recall
precision|Recall@1|R@1|Dice|mean Dice|MPJPE|PA-MPJPE|EPE|Chamfer distance|Spearman correlation|correlation
Pearson correlation|Kendall tau|speed|inference speed|training speed|sampling speed|decoding speed|speedup
speed-up|acceleration|throughput|latency|memory|memory usage|memory footprint|memory consumption|energy
compression|compression ratio|cost|training cost|inference cost|runtime|training time|inference time
wall-clock time|time|FLOPs|GFLOPs|MACs|parameters|params|gap|regret|sample efficiency|efficiency
robustness|robust accuracy|attack success rate|ASR|violation rate|hallucination|hallucination rate
coverage|calibration error|Vina score|docking score|binding affinity|RMSD|MAE|R2|NMI|ARI|purity
validity|uniqueness|novelty|diversity|fidelity|quality|sparsity|pruning rate|data pruning rate
success|correct rate|reasoning accuracy|zero-shot accuracy|linear probing accuracy|bits/dim|BPD|BPC
mean average precision|average precision|token savings|savings|performance degradation|delay|normalized score|human normalized score|score|HNS|return|episode return
constraint satisfaction|satisfaction|false positives|false negatives|false positive rate|false negative rate|false alarm rate
""".replace("\n", "|")
_NOT_NAMES = {"results", "result", "gains", "gain"}
_WEAK_HEADS = {"performance", "performances", "classification", "retrieval", "probing", "detection",
               "segmentation", "generation", "results", "result", "quality", "gains", "gain"}
_MODIFIERS_BUILTIN = {
    "top-1", "top-5", "top1", "top5", "zero-shot", "few-shot", "one-shot", "linear", "probing",
    "inference", "training", "sampling", "decoding", "generation", "search", "end-to-end",
    "mean", "relative", "absolute", "classification", "detection", "segmentation", "retrieval",
    "prediction", "next-token", "distance", "correct", "pass", "one", "data", "pruning", "word",
    "character", "success", "win", "error", "memory", "compression", "perplexity", "speed",
    "wall-clock", "test", "box", "mask", "peak", "GPU", "attack", "robust", "clean", "certified",
    "downstream", "reasoning", "matching", "tracking", "recognition", "translation", "forecasting",
    "reconstruction", "docking", "binding", "Vina", "Inception", "CLIP", "normalized",
    "human-normalized", "calibration", "communication", "computational", "computation", "query",
    "sample", "token", "energy", "convergence", "runtime", "latency", "throughput", "AUC", "F1",
    "BLEU", "ROUGE", "FID", "IoU", "exact", "match", "hallucination", "violation", "false",
    "positive", "negative", "quantization", "estimation", "pose", "depth", "flow", "image",
    "video", "text", "speech", "language", "modeling", "long-context", "Elo", "Spearman",
    "Pearson", "Kendall", "chamfer", "Chamfer", "acceptance", "compute", "serving", "execution",
    "running", "wall", "solve", "search", "end-to-end", "throughput", "GPU", "KV", "cache",
    "evaluation", "performance", "pre-decoding", "decoding", "validation",
}
_METRIC_NOUNS = set("""accuracy acc error errors rate score precision recall perplexity latency
throughput memory speed speedup speed-up acceleration compression cost runtime time regret reward
return correlation distance similarity diversity fidelity novelty validity uniqueness coverage
sparsity efficiency robustness gap loss energy footprint consumption usage savings parameters
params hallucination likelihood log-likelihood kappa jaccard dice purity modularity sensitivity
specificity f-measure e-measure s-measure f1-score overlap affinity quality ratio tokens
bits/dim bits/dimension bpd meteor elo success degradation delay satisfaction positives negatives""".split())
_NOT_MODIFIERS = {"the", "a", "an", "of", "in", "on", "by", "and", "or", "with", "to", "for",
                  "its", "their", "our", "higher", "lower", "better", "improved", "improves",
                  "overall", "val", "final", "total", "state-of-the-art",
                  "average", "best", "new", "same", "comparable", "superior", "strong", "without",
                  "while", "when", "than", "at", "as", "up", "down"}

_SHARED = Path(os.environ.get("PAPERDB_SHARED", Path(__file__).resolve().parents[3] / "shared"))
_LEADERBOARDS = _SHARED / "data" / "raw" / "sota-leaderboards" / "leaderboards.jsonl"
_GENERIC_LB = {"score", "overall", "ext. data", "number of params", "params", "parameters",
               "average", "average score", "train", "test", "model", "time", "n", "1:1 accuracy"}


# A leaderboard line whose (last, top-level) results list is empty.
_NO_RESULTS = '"results": []}\n'
_BRACKETED = re.compile(r"\s*\([^)]*\)\s*")  # "Accuracy (%)" -> "Accuracy"


def _is_acronym(word: str) -> bool:
    return sum(c.isupper() for c in word) >= 2 or (word[:1].islower() and any(c.isupper() for c in word[1:]))


@lru_cache(maxsize=1)
def _vocabulary_names() -> tuple[str, ...]:
    """Metric names: the built-in list plus the leaderboard metric names when that file is
    present (loaded once, lazily)."""
    names = [n.strip() for n in _BUILTIN_METRICS.split("|") if n.strip()]
    try:
        counts: dict[str, int] = {}
        with open(_LEADERBOARDS, encoding="utf-8") as fh:
            for line in fh:
                if line.endswith(_NO_RESULTS):
                    continue  # a third of the papers: no need to parse them
                for r in json.loads(line).get("results", ()):
                    m = str(r.get("metric", ""))
                    if "(" in m:
                        m = _BRACKETED.sub(" ", m)
                    m = m.strip()
                    if 1 < len(m) <= 30 and not m[0].isdigit() and m.lower() not in _GENERIC_LB:
                        counts[m] = counts.get(m, 0) + 1
        names += [m for m, c in counts.items() if c >= 3 and len(m.split()) <= 4]
    except (OSError, ValueError):
        pass
    return tuple(names)


@lru_cache(maxsize=1)
def _whole_names() -> frozenset:
    """Lower-cased multi-word names that the left extension over modifiers would cut short
    ("Mean Average Precision" is not "Precision"): kept whole when the text has them. An
    aggregate of one quantity ("average accuracy") stays that quantity (see _AGGREGATES)."""
    whole = set()
    for name in _vocabulary_names():
        words = name.lower().split()
        if (len(words) >= 2 and any(w in _NOT_MODIFIERS for w in words[:-1])
                and not any(w in _FUNCTION_WORDS or not _NAME_WORD.fullmatch(w) for w in words)):
            whole.add(" ".join(words))
    return frozenset(n for n in whole if n in _TERMS_OF_ART or not _starts_with_aggregate(n))


def _starts_with_aggregate(name: str) -> bool:
    return name.split()[0] in _AGGREGATES or name.startswith("val ")


# Aggregate names that are metrics of their own: average precision is not a mean of precisions
_TERMS_OF_ART = {"average precision", "mean average precision"}
_FUNCTION_WORDS = {"the", "a", "an", "of", "in", "on", "by", "and", "or", "with", "without", "to",
                   "for", "at", "as", "than", "while", "when"}
_NAME_WORD = re.compile(r"[a-z][\w\-]*")


@lru_cache(maxsize=1)
def metric_vocabulary() -> tuple[frozenset, frozenset, frozenset]:
    """(acronym heads, lower-case word heads, lower-case modifiers) of the vocabulary names."""
    names = _vocabulary_names()
    acr, words, mods = set(), set(), set(m.lower() for m in _MODIFIERS_BUILTIN)
    for name in names:
        toks = name.split()
        head = toks[-1]
        if not re.fullmatch(r"[A-Za-z][\w@\-./]*", head):
            continue
        if _is_acronym(head) or (len(head) <= 3 and head.isupper()):
            if len(toks) <= 3:
                acr.add(head)
        elif head.lower() in _METRIC_NOUNS or re.fullmatch(r"(?:hits?|recall|precision|pass|r|p|acc)[@\-]?\d+|\w+@(?:\d+|k)", head.lower()):
            words.add(head.lower())
        for t in toks[:-1]:
            if re.fullmatch(r"[A-Za-z][\w\-]*", t) and t.lower() not in _NOT_MODIFIERS:
                mods.add(t.lower())
    words.discard("success")
    acr -= {"I", "A", "S", "T", "US", "UK", "OR", "AND", "MS", "GB", "MB", "VS"}
    acr -= _NOT_METRIC_ACRONYMS
    return frozenset(acr), frozenset(words), frozenset(mods)


# Leaderboard "metric" columns that name a model family, a data set or a column, not a quantity:
# "Experiments on image classification CNNs show ... by 1.90x" names no CNN metric
_NOT_METRIC_ACRONYMS = {
    "CNN", "VGG", "IMDB", "OOD", "AI", "IID", "DATASET", "MultiWOZ", "SwitchBoard", "CallHome", "EUR-LEX",
    "LEDGAR", "SCOTUS", "QMSum", "GovRep", "COCO-Val2017", "MRPC", "RTE", "STS", "ListOps", "Pathfinder-X",
    "SICK-E", "SICK-R", "HICO", "CaseHOLD", "UNFAIR-ToS", "ToS", "Non-Rare", "OBJ-BG", "OBJ-ONLY", "KEEP",
    "DELETE", "ALL", "AVG", "ZSL", "STEM", "AutoAttack", "Text2Mol", "StreetMover", "CNLI", "MOVIE", "POS",
    "SEG", "DET", "HO", "WB", "W", "M", "B", "NEAR", "PHP", "AMT",
}


# --------------------------------------------------------------------------------------------
# Context patterns
# --------------------------------------------------------------------------------------------
_TOKEN = re.compile(r"(?<![\w\-])[A-Za-z][\w\-@/.']*[\w]|(?<![\w\-])[A-Za-z]")
_QUALIFIER_BEFORE = re.compile(
    r"(?:\b(?P<q>up[\s\-]+to|as\s+much\s+as|as\s+high\s+as|a\s+maximum\s+of|over|more\s+than|greater\s+than|higher\s+than|"
    r"less\s+than|fewer\s+than|under|below|above|exceeding|about|around|approximately|approx\.|roughly|"
    r"nearly|almost|close\s+to|at\s+least|at\s+most|within|an\s+average\s+of|on\s+average|a\s+maximum|maximum)|(?P<s>~|≈|∼|<|>|≤|≥))"
    r"\s*(?:by\s+|of\s+)?(?:an\s+average\s+of\s+|average\s+of\s+|an?\s+)?$",
    re.IGNORECASE,
)
_QUALIFIER_MAP = {
    "up to": "up to", "as much as": "up to", "as high as": "up to", "a maximum of": "up to",
    "over": "over", "above": "over", "exceeding": "over", "more than": "more than",
    "greater than": "more than", "higher than": "more than", "up-to": "up to", "less than": "less than", "fewer than": "less than",
    "under": "less than", "below": "less than", "about": "about", "around": "about",
    "approximately": "about", "approx.": "about", "roughly": "about", "close to": "about",
    "nearly": "nearly", "almost": "nearly", "at least": "at least", "at most": "up to",
    "within": "within", "a maximum": "up to", "maximum": "up to", "~": "about", "≈": "about", "∼": "about", "<": "less than",
    ">": "more than", "≤": "up to", "≥": "at least",
}
# Words right before a number that make it a set-up size, a count or a bound, not a result.
_REJECT_BEFORE = re.compile(
    r"(?:\b(?:top|rank|layer|layers|epoch|epochs|step|steps|batch\s+size|size|dimension|dim|version|type|"
    r"v|level|stage|phase|Eq|Eqs|Equation|Fig|Figure|Table|Tab|Section|Sec|Appendix|Theorem|Lemma|"
    r"k|K|N|n|T|d|p|q|m|M|r|L|H|alpha|beta|gamma|lambda|eta|epsilon|delta|tau|sigma|seed|"
    r"rate\s+of\s+O|order|degree|resolution|length|window|horizon|budget|temperature|threshold|"
    r"learning\s+rate|lr|weight\s+decay|dropout|ratio\s+of|coefficient|confidence|quantile|"
    r"percentile|bottom|first|last|every|per|each|within\s+the\s+top|using|with\s+only|with\s+just|"
    r"at\s+most|trained\s+on|trained\s+for|pre-?trained\s+on|on\s+only|from\s+only|only)\s*(?:=|:|\bof\b)?\s*$)"
    r"|(?:[=≤≥<>^_/\\@#(]\s*$)"
)
_PCT_SETUP_AFTER = re.compile(
    r"^\s*\)?\s*(?:of\s+(?:the\s+|all\s+|its\s+|their\s+)?(?:[\w\-]+\s+){0,2}"
    r"(?:data|dataset|datasets|training|labels?|labell?ed|annotat\w*|samples?|examples?|images?|"
    r"parameters|params|weights|modules?|neurons|layers|tokens|corpus|queries|instances|"
    r"demonstrations|trajectories|nodes|edges|users|clients|points|pixels|patches|budget|"
    r"population|participants|documents|texts?|features|heads|channels|experts)\b"
    r"|(?:label(?:l?ed)?|annotat\w*|training|noise|noisy|sparsity|masking|mask|corrupt\w*|missing|"
    r"confidence|quantile|percentile|CI\b|credible|of\s+the\s+time|of\s+cases|outliers?|"
    r"subsampl\w*|subset|poison\w*|contaminat\w*|pruned|pruning\s+ratio|dropout|"
    r"(?:of\s+)?(?:the\s+)?(?:full|whole|entire)\s+(?:data|dataset|training))\b"
    # "with 40% parameters left": the part kept is the set-up
    r"|(?:[\w\-]+\s+){1,2}(?:left|remaining|retained|kept|activated)\b)",
    re.IGNORECASE,
)
_PCT_SETUP_BEFORE = re.compile(
    r"(?:\b(?:with|using|on|under|at|given|keeping|retaining|removing|masking|pruning|"
    r"training|tuning|fine-tuning|sampling|adding|injecting|corrupting|dropping)\s+(?:(?:parameters|params|weights|data)\s+)?"
    r"(?:only\s+|just\s+|a\s+|the\s+|about\s+|roughly\s+|approximately\s+|up\s+to\s+|less\s+than\s+|"
    r"fewer\s+than\s+|<\s*|~\s*)*$)|(?:\b(?:top|bottom|first|last)\s*-?\s*$)"
    r"|(?:\b(?:mask(?:ing)?|drop(?:out)?|drop\s+path|learning|label\s+noise|noise|mixing|warm-?up|"
    r"masking\s+ratio|mask\s+ratio|corruption)\s*(?:ratio|rate|level|probability)?\s*(?:of|=|:)?\s*$)"
    # "at a high sparsity level of 70%", "across subset ratios from 5% to 30%": the settings the
    # results are measured at
    r"|(?:\b(?:at|under)\s+(?:an?\s+|the\s+)?(?:[\w\-]+\s+){0,3}(?:level|ratio|rate|budget)\s+of\s*$)"
    r"|(?:\b(?:at|under|across|for)\s+(?:the\s+|different\s+|various\s+|varying\s+)?(?:[\w\-]+\s+){0,2}"
    r"(?:levels|ratios|rates|budgets)\s+(?:of\s+|from\s+|between\s+)(?:\d+(?:\.\d+)?\s?%?\s*(?:to|and|-|–)\s*)?$)"
    r"|(?:\bwith\s+(?:an?\s+|the\s+)?(?:[\w\-]+\s+){0,3}(?:level|ratio|budget)\s+of\s*$)",
    re.IGNORECASE,
)
# A word right after a bare number is what it counts ("3 data sets"), unless it is a function
# word that ends the quantity ("a BLEU of 30.1 on WMT14", "FID from 8.87 to 7.11")
_COUNT_AFTER = re.compile(
    r"^\s?(?:-\s?)?(?!(?:on|in|for|at|and|or|with|compared|than|vs|versus|while|which|when|to|"
    r"across|over|respectively|under|against|without|from|after|using|by|is|are|was|were|as)\b)"
    r"(?:[A-Za-z]|\()", re.IGNORECASE
)
_BACKGROUND_BEFORE = re.compile(
    r"\b(?:accounts?\s+for|accounting\s+for|responsible\s+for|occup(?:y|ies|ying)|consum(?:e|es|ing)|"
    r"constitut(?:e|es|ing)|makes?\s+up|taking\s+up|takes?\s+up|comprises?|dominat\w+)\s+"
    r"(?:up\s+to\s+|over\s+|more\s+than\s+|about\s+|around\s+|nearly\s+|almost\s+|roughly\s+|"
    r"approximately\s+|at\s+least\s+|~\s*|≈\s*|\d+(?:\.\d+)?\s?%?\s?[-–]\s?)*$", re.IGNORECASE)
_COST_OF = re.compile(
    r"^\s*(?:of\s+(?:the\s+|its\s+|their\s+|[\w\-]+['’]s\s+)?(?:(?!model\s+size)\w+\s+)?(?:[\w\-]+['’]s\s+)?)?"
    r"(?:(?:trainable|learnable|tunable|tuned|additional|"
    r"extra|model(?!\s+size))\s+)?(?P<cost>parameter\s+counts?|parameters|params|FLOPs|MACs|compute|computation|memory|training\s+time|"
    r"inference\s+time|energy|training\s+cost|model\s+size|size|computational\s+cost|latency|runtime|GPU[- ]hours|data|labels)\b(?!\s+(?:footprint|usage|consumption))")
_RETAINED_LEVEL = re.compile(r"^\s*of\s+(?:the\s+|its\s+|their\s+)?(?:[\w\-]+\s+){0,2}"
                            r"(?P<q>performance|accuracy|quality)\b", re.IGNORECASE)
_ONLY_BEFORE = re.compile(r"\b(?:only|just|merely|a\s+mere)\s+(?:using\s+|requiring\s+|needing\s+|with\s+)?"
                          r"(?:about\s+|roughly\s+|around\s+|~\s*)?$", re.IGNORECASE)
_USING_ONLY_BEFORE = re.compile(r"\b(?:(?:using|requiring|needing|uses|requires|needs)\s+only|only\s+(?:using|requiring|needing))"
                                r"\s+(?:about\s+|roughly\s+|around\s+|~\s*)?$", re.IGNORECASE)
# "utilizing only 74% of the parameters and 20% of the computation": the second cost of the pair
_ONLY_MATE_BEFORE = re.compile(r"\b(?:only|just|merely)\s+(?:using\s+|requiring\s+|needing\s+|with\s+)?"
                               r"\d+(?:\.\d+)?\s?%\s+of\s+(?:the\s+|its\s+|their\s+)?[\w\-]+(?:\s+[\w\-]+)?\s+and\s+$",
                               re.IGNORECASE)
# "while using less than 0.4% of learnable parameters": the cost the method runs at
_WHILE_USING_BEFORE = re.compile(r"\bwhile\s+(?:only\s+)?(?:using|requiring|needing|training)\s+(?:only\s+)?"
                                 r"(?:less\s+than\s+|fewer\s+than\s+|about\s+|around\s+|roughly\s+|~\s*)?$",
                                 re.IGNORECASE)
_DATA_NOUNS = r"(?:data|images|labels|samples|examples|annotations)"
_DATA_SHARE_OF = re.compile(r"^\s*of\s+(?:(?:the|its|their|required|respective)\s+)*"
                            r"(?P<data>(?:[a-z][\w\-]*\s+){0,3}" + _DATA_NOUNS + r")\b")
# ... but not a baseline's share: "The baseline, using only 20% of the images, fails" (a
# condition, "When using only 10% of the training samples", is one for any share: _not_this_work)
_OTHERS_SUBJECT = re.compile(r"\s*(?:(?:[Tt]he|[Aa]ll|[Tt]hese|[Ee]xisting|[Pp]rior|[Pp]revious)\s+)?"
                             r"(?:baselines?|methods|approaches)\b")
_DATA_NAME = re.compile(r"\b" + _DATA_NOUNS + r"$")
_TIMES_COMPARATIVE = re.compile(r"^\s+(?:faster|slower|more|less|fewer|higher|lower|larger|smaller|better|cheaper|"
                                r"quicker|speed-?ups?|as\b|acceleration|reduction|improvement|compression|greater|increase|the|"
                                r"improved|reduced|increased|real-?time)")
_BY_OF_BEFORE = re.compile(
    r"\b(?:by|of)\s+(?:an?\s+(?:factor|average|median)\s+of\s+)?(?:(?:up\s+to|over|more\s+than|about|around|"
    r"approximately|roughly|nearly|almost|at\s+least|as\s+much\s+as)\s+)*(?:\d+(?:\.\d+)?\s*(?:-|–|to|and)\s*)?$"
    # "an impressive speedup in latency and throughput up to 2.28 times": the hedged factor of a speed-up
    r"|\bup\s+to\s+$",
    re.IGNORECASE)
_RESOLUTION = re.compile(r"^\s?[x×]\s?\d")
_IMPROVE_NEAR = re.compile(
    r"(?:\bby|\bmargin\s+of|\bmargin|\bimprovements?\s+of|\bspeed-?ups?\s+of|\baccelerations?\s+of|\bgains?\s+of|\bincreases?\s+of|"
    r"\breductions?\s+of|\bdecreases?\s+of|\bboosts?\s+of|\bdrops?\s+of|\bdegradations?\s+of|"
    r"\bsacrificing|\blosing|\bsaves?|\bsaving|\bcuts?|\bcutting|\bimproves?|\bimproving|\bboosts?|"
    r"\bboosting|\breduces?|\breducing|\bincreases?|\bincreasing|\bgains?|\bgaining|\blowers?|"
    r"\blowering|\benhances?|\benhancing|\boutperforms?|\boutperforming|\bsurpass\w*|\bexceeds?|"
    r"\bexceeding|\bbeats?|\b(?:reduc|improv|increas|decreas|boost|lower|enhanc|outperform|acceler|"
    r"shrunk|compress|sav|rais|cut)(?:ed|es)?(?<=d|s))\s*(?:an?\s+|the\s+|average\s+of\s+|an\s+average\s+of\s+|of\s+|only\s+|"
    r"(?:median|mean|average)\s+of\s+|[<>≤≥]\s*|"
    r"a\s+wide\s+margin\s*|wide\s+margin\s*|\(|up\s+to\s+|over\s+|more\s+than\s+|nearly\s+|almost\s+|between\s+|"
    r"about\s+|around\s+|approximately\s+|roughly\s+|at\s+least\s+|as\s+much\s+as\s+|less\s+than\s+|"
    r"close\s+to\s+|~\s*|≈\s*|\+\s*)*$",
    re.IGNORECASE,
)
_IMPROVE_AFTER = re.compile(
    r"^\s*(?:\)?\s*)(?:absolute\s+|relative\s+|average\s+|overall\s+|performance\s+|accuracy\s+)?"
    r"(?:improvements?|gains?|increases?|reductions?|decreases?|boosts?|drops?|degradation|"
    r"higher|lower|better|worse|more|less|fewer|faster|slower|cheaper|smaller|larger|shorter|superior|"
    r"speed-?ups?|lift|uplift|advantage|margin|relative\s+improvement|absolute\s+improvement|"
    r"improvement|increment|enhancement|savings?|acceleration|improved|increased|reduced|decreased)\b",
    re.IGNORECASE,
)
# "from up to 100% to 0%": a hedge on the from-number still makes it the baseline
_FROM = re.compile(r"\bfrom\s*(?:the\s+(?:baseline|original|previous|current)(?:['’]s)?\s+|[A-Za-z][\w@.\-]*\s*[=:]\s*)?"
                   r"(?:(?:up\s+to|over|more\s+than|about|around|approximately|nearly|almost|"
                   r"roughly|~|≈)\s*)?$", re.IGNORECASE)
_CITATION_YEAR = re.compile(r"^(?:1[89]\d\d|20\d\d)[a-z]?$")
_RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[;]|\bwhile\b|\bwhereas\b|, and\b|\bbut\b")
_SUBJECT_BEFORE = re.compile(
    r"\b(?:on|for|over|than|to|of|in|with|against|versus|vs\.?|compared\s+(?:to|with))\s+"
    r"(?:the\s+|a\s+|an\s+)?(?:(?:popular|standard|challenging|large-scale|similarly\s+sized|"
    r"standalone|vanilla|strong)\s+)?(?P<s>[A-Z][\w\-./]*[\w](?:\s[A-Z0-9][\w\-./]*[\w])?|[A-Z]{2,})"
)
_SUBJECT_STOP = {"The", "This", "Our", "We", "It", "In", "On", "For", "Moreover", "Furthermore",
                 "Specifically", "Notably", "Additionally", "However", "Compared", "When", "With",
                 "LLMs", "LLM", "SOTA", "State-of-the-art", "Experiments", "Code", "Empirical",
                 "Extensive", "Finally", "Overall", "Results", "These", "Its", "Their", "Such",
                 "Importantly", "Interestingly", "CPU", "CPUs", "GPU", "GPUs", "Equation"}



def _canon_unit(u: str | None) -> str | None:
    if u is None:
        return None
    s = u.strip()
    low = s.lower()
    if not s:
        return None
    if low.startswith("%") and low.rstrip().endswith("p") and len(low.replace(" ", "")) == 2:
        return "pp"
    if low.startswith("%") and "point" in low:
        return "pp"
    if s in ("%", "％") or low.startswith("percent") or low.startswith("per cent"):
        return "pp" if "point" in low else "%"
    if low.startswith("percentage"):
        return "pp"
    if low in ("pp", "p.p.") or low.startswith("point") or low.startswith("pt"):
        return "pp"
    if s in ("×", "x", "X") or "fold" in low or low.startswith("times"):
        return "x"
    return re.sub(r"\s+", " ", s)



# --------------------------------------------------------------------------------------------
# parse_number
# --------------------------------------------------------------------------------------------
_CELL = re.compile(
    r"^\s*(?P<cur>[$€£])?\s*(?P<num>[-−+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?(?:[eE][-+]?\d+)?|[-−+]?\.\d+(?:[eE][-+]?\d+)?)"
    r"\s*(?P<mag>[KkMBGT](?![a-zA-Z])|billion\b|million\b|thousand\b)?"
    r"\s*(?P<unit>%\s?p(?![a-z])|%|％|pp(?![a-z])|percentage\s+points?|points?|pts?|[×xX](?![a-zA-Z])|-?\s?fold|"
    r"times|percent|" + _PHYS_UNITS + r")?"
    r"\s*(?P<rest>.*)$",
    re.DOTALL,
)
_MAG_VALUE = {"k": 1e3, "K": 1e3, "M": 1e6, "m": 1e6, "B": 1e9, "G": 1e9, "T": 1e12,
              "thousand": 1e3, "million": 1e6, "billion": 1e9}
_WORDCELL = re.compile(r"^\s*(?P<w>" + _WORDNUM_ALT + r")(?:-|\s)?(?P<u>fold|times)\s*$", re.IGNORECASE)
_OOMCELL = re.compile(r"^\s*(?P<w>an?|one|two|three|four|five)\s+orders?\s+of\s+magnitude\s*$", re.IGNORECASE)


def parse_number(surface: str) -> tuple[float, str | None] | None:
    """Parse one number as written: "73.6%" -> (73.6, "%"), "93.8 ± 0.2" -> (93.8, None),
    "2×" -> (2.0, "x"), "two-fold" -> (2.0, "x"), "2.1M" -> (2100000.0, None),
    "1,234.5" -> (1234.5, None); None for anything non-numeric ("-", "N/A", "Yes")."""
    if not isinstance(surface, str):
        if isinstance(surface, (int, float)) and not isinstance(surface, bool) and math.isfinite(surface):
            return float(surface), None
        return None
    s = _plain(surface).replace("\x00", " ").strip()
    if not s or len(s) > 80:
        return None
    m = _WORDCELL.match(s)
    if m:
        return float(_WORD_NUMBERS[m.group("w").lower()]), "x"
    m = _OOMCELL.match(s)
    if m:
        n = _MAGNITUDE_WORDS.get(m.group("w").lower()) or 1
        return float(10 ** n), "x"
    m = _CELL.match(s)
    if not m:
        return None
    num = m.group("num").replace(",", "").replace("−", "-")
    try:
        value = float(num)
    except ValueError:
        return None
    if not math.isfinite(value):
        return None
    rest = m.group("rest").strip()
    unit = _canon_unit(m.group("unit")) if m.group("unit") else None
    if m.group("mag"):
        if unit is None and m.group("mag") in _MAG_VALUE:
            value *= _MAG_VALUE[m.group("mag")]
    if m.group("cur"):
        unit = unit or m.group("cur")
    if rest:
        # accepted tails: an uncertainty, a second value ("76.2/83.1"), a note in brackets
        tail = re.match(r"^(?:(?:±|\+/-|\+-)\s*[\d.]+\s*(?P<u2>%)?|/\s*[-\d.]+%?|\(.*\)|\[.*\]|\*+|†|‡)\s*(?:\(.*\))?$", rest)
        if not tail:
            return None
        if unit is None and tail.groupdict().get("u2"):
            unit = "%"
    return value, unit


# --------------------------------------------------------------------------------------------
# Extraction
# --------------------------------------------------------------------------------------------
def _to_float(s: str) -> float | None:
    s = s.replace(",", "").replace("−", "-").replace(" ", "")
    try:
        v = float(s)
    except ValueError:
        return None
    return v if math.isfinite(v) else None


@dataclass
class _Cand:
    start: int
    end: int
    value: float
    unit: str | None
    qualifier: str | None = None
    baseline: float | None = None
    is_baseline: bool = False
    kind: str | None = None
    signed: bool = False
    name: str | None = None
    subject: str | None = None
    bare: bool = False
    mag: bool = False
    word: bool = False
    verb: bool = False  # "halves", "doubled": a factor written as a verb, never part of a list


_DIGIT = re.compile(r"\d")


def _scan_numbers(plain: str):
    """Same matches as _SCAN.finditer(plain), but _SCAN is only tried next to a digit (fast)."""
    pos = 0
    n = len(plain)
    search, match = _DIGIT.search, _SCAN.match
    while pos < n:
        d = search(plain, pos)
        if d is None:
            return
        j = d.start()
        if j > pos and plain[j - 1] == ".":
            j -= 1
        k = j
        if k > pos and plain[k - 1] == " ":
            k -= 1
        start = k - 1 if k > pos and plain[k - 1] in "-−+$" else j
        m = match(plain, start)
        if m is None and start != j:
            m = match(plain, j)
        if m is None or m.end() <= d.start():
            pos = d.end()
            continue
        yield m
        pos = m.end()


def _scan(plain: str) -> list[_Cand]:
    out: list[_Cand] = []
    low = None
    for t in _WORD_TRIGGERS:
        if t in plain:
            low = True
            break
    if low:
        for m in _WORD_SCAN.finditer(plain):
            if m.group("word"):
                w = m.group("wn")
                v = 2.0 if w is None else float(_WORD_NUMBERS[w.lower()])
                out.append(_Cand(m.start(), m.end(), v, "x", word=True))
            else:
                n = _MAGNITUDE_WORDS.get(m.group("oomn").lower())
                if n is not None:  # "several orders of magnitude": a claim without a number
                    out.append(_Cand(m.start(), m.end(), float(10 ** n), "x", word=True))
    rare = _word_factors(plain)
    if rare:
        out += rare
        low = True
    for m in _scan_numbers(plain):
        if m.group("cur"):
            v = _to_float(m.group("curn"))
            if v is not None:
                out.append(_Cand(m.start(), m.end(), v, "$"))
            continue
        v = _to_float(m.group("n"))
        if v is None:
            continue
        u = m.group("u")
        unit = _canon_unit(u) if u else None
        end = m.end("u") if u else (m.end("mag") if m.group("mag") else m.end("n"))
        if m.group("pm") and not u:
            end = m.end("n")
        c = _Cand(m.start("n"), end, v, unit)
        c.signed = m.group("n")[:1] in "+-−"
        c.mag = bool(m.group("mag"))
        c.bare = unit is None
        out.append(c)
    if low:
        out.sort(key=lambda c: c.start)
    # ranges: "2-5x", "5–10%", "2 to 5 times", "between 2 and 5 times" -> one record, upper value,
    # "up to"; but "from A to B" is a change and is kept apart
    merged: list[_Cand] = []
    factors = "factor" in plain
    for c in out:
        if merged and (c.unit is not None or _bare_range_end(c, merged[-1], plain, factors)) and not c.mag:
            p = merged[-1]
            gap = plain[p.end:c.start]
            sep = None
            if (not gap or gap.isspace()) and c.signed and plain[c.start] in "-–" and p.end > p.start:
                sep = "-"
            elif gap and _RANGE_GAP.fullmatch(gap):
                sep = gap.strip().lower() or " "
            if (sep and (p.unit is None or p.unit == c.unit) and not p.word and not p.mag
                    and p.value >= 0 and not (p.unit is None and _glued(p, plain))):
                # "from 71.0% F1 to 75.9%": the 1 of a name does not begin a range
                between = _BETWEEN.search(plain, max(0, p.start - 10), p.start)
                upper = abs(c.value) if sep == "-" or (c.signed and sep in ("–", "—", "~")) else c.value
                ok = False
                if sep == "and":
                    ok = bool(between)
                elif sep == "to":
                    ok = (not _FROM_LIST.search(plain, max(0, p.start - 80), p.start)
                          and not _CONTINUED_FROM.search(plain, max(0, p.start - 120), p.start))
                else:
                    ok = upper >= p.value and not re.search(r"[\d.]\s*[-–]\s*$", plain[max(0, p.start - 3):p.start])
                if ok and upper >= p.value:
                    merged[-1] = _Cand(p.start, c.end, upper, c.unit, qualifier="up to")
                    continue
        merged.append(c)
    for c in merged:
        if c.unit is None and _FACTOR_OF.search(plain, max(0, c.start - 40), c.start):
            c.unit, c.bare = "x", False  # "by a factor of 1.6 to 2.5": a factor (guidelines: unit x)
    return merged


def _bare_range_end(c: _Cand, p: _Cand, plain: str, factors: bool) -> bool:
    """Whether bare c may end a range begun by bare p: "0.1 to 0.65", "by a factor of 10-15"."""
    if p.unit is not None:
        return False
    if "." in plain[c.start:c.end] and "." in plain[p.start:p.end]:
        return True
    return factors and bool(_FACTOR_OF.search(plain, max(0, p.start - 40), p.start))


_SCALE_FACTOR_AFTER = re.compile(
    r"^(?:\s*,?\s*(?:and\s+|or\s+)?\d+(?:\.\d+)?\s?[x×])*\s*(?:up|down)?(?:scal(?:e|es|ing)|sampling|"
    r"magnification|super-?resolution|SR|zoom)\b", re.IGNORECASE)
_FACTOR_OF = re.compile(r"\bfactor\s+of\s+(?:(?:up\s+to|over|more\s+than|about|around|approximately|"
                        r"roughly|nearly|almost|at\s+least|~|≈)\s*)?$", re.IGNORECASE)


def _sentence_of(spans: list[tuple[int, int]], pos: int) -> tuple[int, int]:
    for a, b in spans:
        if a <= pos < b:
            return a, b
    return (0, 0)


_SETUP_NUMBER_BEFORE = re.compile(r"(?<![\w\-.])\d[\d.,]*\s?(?:[KkMBT]|billion|million|trillion|thousand)\s+$")


def _head_token(t: str) -> tuple[str, bool] | tuple[()]:
    """(the metric-name token it stands for, whether a weak head) if token t can head a metric
    name, else (); cached (the vocabulary is loaded once)."""
    acr, words, _ = metric_vocabulary()
    tl = t.lower()
    singular = (tl[:-3] + "y" if tl.endswith("ies") else tl[:-1]) if tl.endswith("s") and not tl.endswith("ss") else tl
    if t in acr or (t.endswith("s") and t[:-1] in acr and len(t) > 2):
        head = (t if t in acr else t[:-1], False)
    elif _AT_K_METRIC.fullmatch(t):
        head = (t, False)  # "NDCG@10", "Recall@20", "HR@5": a ranking metric at a cut-off
    elif "-" in t and _HYPHEN_HEAD.fullmatch(t) and (t.rsplit("-", 1)[1] in _HYPHEN_LAST or t.split("-", 1)[0] in _HYPHEN_FIRST) \
            and t.split("-", 1)[0].lower() not in ("full", "half", "mixed", "high", "low", "human", "non", "pseudo"):
        head = (t, False)  # "mask-AP", "F-score", "L2-error": a metric with its qualifier joined on
    elif (tl in words or singular in words) and not _CAMEL_CASE.search(t):
        head = (t if tl in words else (t[:-3] + "y" if tl.endswith("ies") else t[:-1]), False)
    elif tl in _WEAK_HEADS:
        head = (t, True)
    elif tl in ("coefficient", "coefficients"):
        head = ("coefficient", False)  # only after a kind of coefficient (see _find_heads)
    else:
        head = ()
    if len(_HEAD_TOKENS) < 200_000:
        _HEAD_TOKENS[t] = head
    return head


_HEAD_TOKENS: dict[str, tuple] = {}
_HYPHEN_LAST = {"AP", "mAP", "IoU", "mIoU", "score", "error", "accuracy", "F1", "Recall", "recall", "Acc", "acc"}
_HYPHEN_FIRST = {"AUC", "AUROC", "mAP", "NDCG", "MRR", "PSNR", "SSIM"}  # "AUC-PR", "mAP-50": the metric comes first
_HYPHEN_HEAD = re.compile(r"[A-Za-z][A-Za-z0-9]{0,9}-[A-Za-z][\w@]*")
_AT_K_METRIC = re.compile(r"[A-Za-z][A-Za-z\-]*@(?:\d+(?:\.\d+)?|\.\d+|[kK])")  # "mAP@.5"
# "SCoRe", "CoRe": a capital after a small letter marks a system's name, not the word "score"
_CAMEL_CASE = re.compile(r"[a-z][A-Z]")


def _has_head(tokens: list[str]) -> bool:
    """Whether one of the tokens can head a metric name (see _head_token)."""
    get = _HEAD_TOKENS.get
    for t in tokens:
        head = get(t)
        if head is None:
            head = _head_token(t)
        if head:
            return True
    return False


def _find_heads(sent: str, offset: int, text: str = "", with_phrases: bool = True):
    """Metric-name heads in a sentence of text: list of (start, end, name) with the name extended
    to the left over modifier words."""
    acr, words, mods = metric_vocabulary()
    phrases = [(m.start() + offset, m.end() + offset, re.sub(r"\s+", " ", m.group()), False)
               for m in _PHRASE_HEADS.finditer(sent)] if with_phrases and ("xact" in sent or "rea " in sent) else []
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
        if name_tok == "coefficient" and (i == 0 or toks[i - 1][2].lower() not in _COEFFICIENT_KINDS):
            continue  # "a coefficient of 0.5" is a setting; "Pearson correlation coefficient of 0.85" a score
        if (i + 1 < len(toks) and toks[i + 1][2].lower() in _TASK_NOUNS and not weak
                and not sent[b - offset:toks[i + 1][0] - offset].strip()):
            continue  # "by 10% to 30% in textual similarity tasks": the head names a task, not a quantity
        start = a
        parts = [name_tok]
        j = i - 1 if tl not in _NOT_NAMES else -1  # "accuracy gain": the gain does not absorb the metric
        while j >= 0 and len(parts) < 4:
            pa, pb, pt = toks[j]
            gap = sent[pb - offset:start - offset]
            if gap.strip():
                break
            pl = pt.lower()
            if pl in _NOT_MODIFIERS:
                break
            ok = pl in mods or (pt in acr) or (pl in words and pl not in ("time", "speed"))
            if not ok and pt[:1].isupper() and not _is_sentence_initial(sent, pa - offset) and name_tok.lower() in ("score", "scores"):
                ok = True
            if (not ok and _TITLE_WORD.fullmatch(pt) and _TITLE_WORD.fullmatch(t) and pt not in _SUBJECT_STOP
                    and not _is_sentence_initial(sent, pa - offset)):
                ok = True  # "Label Ranking Loss 0.076": a name written in title case keeps its words
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
        if _is_sentence_initial(sent, start - offset) and parts[0][:1].isupper() and parts[0][1:].islower():
            parts[0] = parts[0].lower()
        if heads and heads[-1][0] == start and heads[-1][1] < b and not weak:
            heads.pop()  # "compression rate": the longer head replaces "compression"
        heads.append((start, b, _strip_hedge(parts), weak))
    return heads


_NAMED_COEFFICIENT_BEFORE = re.compile(r"\b(?:correlation|dice|jaccard|silhouette|gini|determination|kappa)\s+"
                                       r"coefficients?\s*(?:of|=|:|is|was)?\s*$", re.IGNORECASE)
_COEFFICIENT_KINDS = {"correlation", "dice", "jaccard", "silhouette", "gini", "determination", "kappa"}
_TASK_NOUNS = {"task", "tasks", "benchmark", "benchmarks", "problem", "problems"}
# Metric names whose last word heads no name alone: "66.3% Exact match", "3% improved area under
# the ROC curve"
_PHRASE_HEADS = re.compile(
    r"\b(?:[Ee]xact[\s\-]+[Mm]atch|[Aa]rea\s+[Uu]nder\s+(?:the\s+)?(?:(?:ROC|PR|[Pp]recision[\s\-]+[Rr]ecall|"
    r"[Rr]eceiver\s+[Oo]perating\s+[Cc]haracteristic(?:\s+\(ROC\))?)\s+)?[Cc]urve)(?![\w\-])")


_TITLE_WORD = re.compile(r"[A-Z][a-z]{2,}")
# Heads too generic to name a quantity alone: any plain noun before them is part of the name
_OPEN_HEADS = {"rate", "ratio", "score"}
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


_NP_OPENERS = {"a", "an", "the", "this", "that", "these", "its", "their", "our", "of", "in", "on", "with",
               "and", "by", "for", "achieves", "achieve", "achieving", "achieved", "attains", "attaining",
               "obtains", "obtaining", "reaches", "reaching", "yields", "yielding", "retaining", "maintaining",
               "improve", "improves", "improving", "reduces", "reducing", "reduce"}
_MODIFIED_HEADS = {"accuracy", "rate", "error", "score", "precision", "recall"}
_NOT_NP_MODIFIERS = {"competitive", "similar", "high", "low", "good", "great", "higher", "lower", "better", "worse",
                     "remarkable", "impressive", "excellent", "promising", "reasonable", "decent", "significant",
                     "substantial", "considerable", "large", "small", "much", "less", "more", "mean", "average",
                     "whole", "full", "global", "total", "current", "previous", "prior", "original", "reported",
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
            and toks[j - 1][2].lower() not in ("the", "a", "an", "its", "their", "our", "this", "these"):
        return False  # one-word head: only an adjective or a noun after a determiner ("the endpoint error")
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


def _strip_hedge(parts: list[str]) -> str:
    if len(parts) >= 2 and parts[0].lower() in _HEDGE_MODS and parts[-1].lower() not in ("error", "errors"):
        parts = parts[1:]  # "absolute relative error", "relative distance error" keep theirs
    return " ".join(parts)


def _is_sentence_initial(sent: str, i: int) -> bool:
    return not sent[:i].strip()


_EXCEEDS_NAMED = re.compile(r"(?<!\bnot\s)\b(?:exceed(?:s|ed|ing)?|surpass(?:es|ed|ing)?)\s+(?:the\s+|an?\s+)?"
                            r"(?:[\w\-]+\s+){1,3}of\s+$", re.IGNORECASE)


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


def _glued(c: _Cand, plain: str) -> bool:
    """A number glued to a name: GPT-4, ResNet50, Llama2, S^2IP, T5, v3, 3D, 7B."""
    raw_prev = plain[c.start - 1] if c.start > 0 else " "
    return (raw_prev.isalnum() or raw_prev in "_^\x00'’@" or (raw_prev in "-/." and c.start >= 2 and plain[c.start - 2].isalnum())
            or (raw_prev == "," and c.start >= 2 and plain[c.start - 2].isdigit()))  # "spacetime R1,3"


def _with_list_mates(group: list[_Cand], kept: list[_Cand], plain: str) -> list[_Cand]:
    """Bare numbers listed with an accepted bare one are results too: "surpassing Wanda and
    SparseGPT by 61.22 and 6.80 perplexity", "FID scores of 2.57 and 2.33" (the name is by one);
    so are numbers with a unit listed before an accepted one of the same unit;
    and "from A to B" keeps its A as B's baseline ("improve FID from 8.87 to 7.11")."""
    ids = {id(c) for c in kept}
    for g in _lists(group, plain):
        if (len(g) > 1 and any(id(c) in ids for c in g) and all(c.unit is None for c in g)
                and not any(_VERSUS.search(plain, a.end, b.start) for a, b in zip(g, g[1:]))):
            ids.update(id(c) for c in g if _plain_number(c, plain))
        elif len(g) > 1 and id(g[-1]) in ids and g[-1].unit is not None and len({c.unit for c in g}) == 1:
            # "results at 3.14% and 16.21%": the words after the last number speak for the list
            ids.update(id(c) for c in g if not _glued(c, plain))
        elif (len(g) > 1 and id(g[-1]) in ids and g[-1].unit == "x" and all(c.unit is None for c in g[:-1])
              and all(_plain_number(c, plain) for c in g[:-1])):
            # "8 and 125 times fewer samples": the factor word after the last number is all of theirs
            for c in g[:-1]:
                c.unit = "x"
                ids.add(id(c))
    for a, b in zip(group, group[1:]):
        if (id(b) in ids and a.unit in (None, b.unit) and _plain_number(a, plain)
                and _FROM.search(plain, max(0, a.start - 24), a.start) and re.fullmatch(r"\s*to\s*", plain[a.end:b.start])):
            ids.add(id(a))
    numbers = [c for c in group if not _glued(c, plain)]  # not the 10 of "CIFAR-10"
    for a, b in zip(numbers, numbers[1:]):
        if (id(a) in ids and a.unit is None and b.unit is None and not b.verb and _plain_number(b, plain)
                and _PER_BENCHMARK_SEP.fullmatch(plain, a.end, b.start) and _ON_BENCHMARK.match(plain, b.end)):
            # "an F1 of 0.93 on German, 0.91 on Chinese, and 0.891 on English": one score per
            # benchmark, named by the first
            ids.add(id(b))
    return [c for c in group if id(c) in ids]


# Between two scores of a list by benchmark, and after the last: "on <Benchmark>".
_ON_BENCHMARK = re.compile(r"\s+on\s+(?:the\s+)?(?:[A-Z]|[a-z]+[A-Z])[\w\-.]*")
_PER_BENCHMARK_SEP = re.compile(_ON_BENCHMARK.pattern + r"(?:\s+[A-Z][\w\-.]*){0,2}\s*(?:,\s*(?:and\s+)?|and\s+)")


def _plain_number(c: _Cand, plain: str) -> bool:
    return not c.mag and not _glued(c, plain) and not _CITATION_YEAR.match(plain[c.start:c.end])


def _accept(c: _Cand, plain: str, sent_a: int, sent_b: int, heads) -> bool:
    before = plain[max(sent_a, c.start - 60):c.start]
    after = plain[c.end:min(sent_b, c.end + 60)]
    if _glued(c, plain):
        return False
    if not c.word and _FORMULA_AFTER.match(after):
        return False  # "by a factor of at least 1/ε2": a term of a formula
    if _fold_describes_setup(c, plain, after, heads):
        return False
    if _earlier_work(plain[max(sent_a, c.start - 120):c.start]) or _CREDITED_AFTER.match(after):
        return False
    if _not_this_work(c, plain, sent_a, before, after):
        return False
    if _DEFINITION_IE.search(plain, sent_a, c.start) and re.search(r"\bshould\b", plain[sent_a:sent_b]):
        return False  # "i.e. an 80% predictive interval should contain the true outcome 80% of the time": a definition  # "the previous 86.4% word-level state-of-the-art accuracy": not a result of this work
    if c.word:
        if re.search(r"\b(?:is|are|was|were)\s+$", before) and re.match(r"^\s*(?:[.:;,]|$)", after):
            return False  # "our contribution is twofold:"
        surface = plain[c.start:c.end].lower()
        if surface.startswith(("halv", "doubl")):
            # "halves the word error rate": only a named quantity halved or doubled is a result
            m = _HALVED_NP.match(plain, c.end, sent_b)
            words = _words_before_connective(m.group("np")) if m else []
            if not words or not _has_head(words) or _PCT_SETUP_AFTER.match(" of " + " ".join(words)):
                return False
            c.name = _np_name(words)
            return True
        if surface.endswith(" times") and not _TIMES_COMPARATIVE.match(after):
            # "speeds up CPU decoding by more than two times": a change by that factor
            return bool(_BY_OF_BEFORE.search(before) and (_IMPROVE_NEAR.search(before) or re.search(
                r"\b(?:speed\w*|accelerat\w*|improvements?|reductions?|faster|compress\w*)\b", before, re.IGNORECASE)))
        if re.search(r"factor\s+of\s+(?:\w+\s+){0,2}$", before, re.IGNORECASE) \
                and not surface.endswith(("fold", "times", "magnitude")):
            return bool(_IMPROVE_NEAR.search(before) or _IMPROVE_AFTER.match(after) or re.search(
                r"\b(?:speed\w*|accelerat\w*|faster|slower|reduc\w*|improv\w*|fewer|less|smaller)\b",
                plain[max(sent_a, c.start - 120):min(sent_b, c.end + 30)], re.IGNORECASE))
        if plain[c.start:c.end].lower().endswith("magnitude"):
            return bool(_IMPROVE_AFTER.match(after) or re.match(r"\s*(?:of\s+)?(?:speed-?ups?|improvement|reduction|acceleration|compression)", after, re.IGNORECASE)
                        or re.search(r"\bby\s+(?:up\s+to\s+|over\s+|more\s+than\s+|nearly\s+|about\s+|almost\s+)?$", before, re.IGNORECASE))
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
        if ("PR" in before or "rate" in before or "recall" in before) and _OPERATING_POINT.search(before):
            return False  # "at TPR equal to 90%, PARDEN accomplishes ...": the operating point, not a result
        if _BACKGROUND_BEFORE.search(before) and re.match(r"^\s*of\b", after):
            return False  # "accounts for 37-40% of forwarding time": the problem, not a result
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
            c.name, c.kind = m.group("cost"), "score"
            return True
        m = _DATA_SHARE_OF.match(after) if _USING_ONLY_BEFORE.search(before) else None
        if m and not _OTHERS_SUBJECT.match(plain, sent_a):
            # "competitive ... using only 10% of the respective real training images": the share
            # of the data the method needs, named as the text names the data
            c.name, c.kind = m.group("data"), "score"
            return True
        head = _head_after(c, plain, heads)
        if (re.search(r"\bwith\s+(?:an?\s+)?$", before) and not _PCT_SETUP_AFTER.match(after) and head and not head[3]
                and not _SETTING_HEAD.search(head[2])):
            return True  # "PRW with 60.5% mAP"; not "with 5% bias-conflict ratio"
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
                c.name, c.kind = _singular(kept_head[2]), "score"
                return True
        m = None if c.signed or _IMPROVE_NEAR.search(before) else _RETAINED_LEVEL.match(after)
        if m:  # "while retaining 99.7% of original performance": a level reached, of that quantity
            c.name, c.kind = m.group("q").lower(), "score"
            return True
        if re.match(r"\s*of\s", after) and (_REMOVE_VERB_BEFORE.search(before) or _REMOVED_MATE.search(before)):
            # "eliminating up to 99.8% of the network edges and 82% of the input features": the share
            # the method removes is a reduction it achieves, not a set-up share
            c.kind = "improvement"
            m = _SHARE_OF.match(plain, c.end, sent_b) if _REMOVED_MATE.search(before) else None
            if m:  # the mate's own share, not the first one's
                c.name = _np_name(_words_before_connective(m.group("np")))
            return True
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
            return bool(_BY_OF_BEFORE.search(before) and (_IMPROVE_NEAR.search(before) or re.search(
                r"\b(?:speed\w*|accelerat\w*|improv\w*|reduc\w*|faster|compress\w*)\b", before, re.IGNORECASE)))
        return True
    if c.unit is not None:  # physical unit
        m = _REQUIRED_MEMORY.match(after) if c.unit in ("GB", "MB", "KB", "TB", "GiB", "MiB") else None
        if m and _REQUIRES_BEFORE.search(before):
            c.name, c.kind = m.group("mem"), "score"  # "only requires 6 GB of GPU memory": the cost of the method
            return True
        if re.match(r"^\s*of\b", after, re.IGNORECASE) or _EXTENT_BEFORE.search(before):
            return False
        if _SETTING_UNIT_BEFORE.search(before) or _SETTING_UNIT_AFTER.match(after):
            return False  # "a decision period of 273 seconds", "at 0.25° (≈30km) resolution", "10 minutes ago"
        memory = c.unit in ("GB", "MB", "KB", "TB", "GiB", "MiB", "kB")
        if memory and _SIZED_THING.match(after):
            return False  # "our compact 33MB model", "an 800GB bilingual corpus": a set-up size
        if memory and re.search(r"\b(?:with|on|using|of|has|have|having)\s+(?:a\s+|an\s+|only\s+|just\s+)?$", before, re.IGNORECASE) and not _IMPROVE_AFTER.match(after):
            return False
        if re.search(r"\b(?:for|over|after|every|each|per|trained\s+for|run\s+for)\s+(?:a\s+|an\s+|about\s+|up\s+to\s+)?$", before, re.IGNORECASE) and not _IMPROVE_NEAR.search(before):
            return False
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
        slash_list = re.search(r"\s/\s*$", before) and _head_after(c, plain, heads)  # "45 PSNR / 1.76 FID"
        if not slash_list and (not re.search(r"[(:=]\s*$", before) or not _head_before(c, plain, heads, 12)):
            return False
    if re.match(r"^\s*(?:\)|\]|,\s*\d{4}\))", after) and re.search(r"[\[(]\s*$", before) and not _head_before(c, plain, heads, 30):
        return False
    if _change_of_named(c, plain, heads, sent_b):
        return True
    head = _head_after(c, plain, heads)
    if not head and _compared_head_after(c, plain, heads):
        return True  # "1.7 higher detection mAP@.5 and 2.0 higher segmentation mIoU": a margin
    if _COUNT_AFTER.match(after) and not head:
        return False
    if head and head[2].lower() in _COUNTED_HEADS and not _IMPROVE_NEAR.search(before):
        return False  # "a class member defined over 60 tokens in the past": a count
    if head and not head[3]:
        return True
    if _head_before(c, plain, heads, 40) or _head_before_from_to(c, plain, heads):
        return True
    if _IMPROVE_NEAR.search(before) and re.search(r"\bby\s+(?:a\s+\w+\s+margin\s*\(?\s*)?(?:an\s+average\s+of\s+|up\s+to\s+|over\s+|about\s+|nearly\s+|more\s+than\s+|~\s*|\+\s*)*$", before, re.IGNORECASE) and ("." in raw or c.signed) and _any_head(c, heads, sent_a):
        return True
    return False


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
    r"(?:(?:about|around|over|up\s+to|nearly|approximately|roughly|more\s+than)\s+|[~≈]\s*)?$", re.IGNORECASE)
_KNOWN_FACT = re.compile(r"\b(?:(?:is|are|was|were|been)\s+(?:well[\s\-]|widely\s+|commonly\s+)?known\s+to|"
                         r"(?:is|it's)\s+(?:well[\s\-])?known\s+that|well[\s\-]known\s+that)\b", re.IGNORECASE)
_CONDITION_BEFORE = re.compile(
    r"\b(?:when|whenever|if|unless|once)\s+(?:[\w\-']+\s+){1,6}(?:falls?|drops?|goes|gets|rises?|exceeds?|"
    r"is|are)\s+(?:below|above|under|beyond|less\s+than|lower\s+than|higher\s+than)\s+$",
    re.IGNORECASE)
_EXAMPLE_VALUE_BEFORE = re.compile(r"(?:,|\b(?:points|samples|data|items|elements|nodes|of))\s+say,?\s+$")
_DATA_DURATION_AFTER = re.compile(r"\s+(?:of\s+)?(?:audio|speech|video|recordings?|footage)\b", re.IGNORECASE)
_DURATION_UNITS = {"minutes", "minute", "min", "hours", "hour", "h", "hrs", "seconds", "s"}


def _not_this_work(c: _Cand, plain: str, sent_a: int, before: str, after: str) -> bool:
    window = plain[max(sent_a, c.start - 90):c.start]
    if any(w in window for w in (" work", "studies", "approaches", "methods")) and _EARLIER_SUBJECT.search(window):
        return True
    if "known" in plain[sent_a:c.start] and _KNOWN_FACT.search(plain, sent_a, c.start):
        return True
    if _CONDITION_CUE.search(before) and _CONDITION_BEFORE.search(before):
        return True
    if c.unit == "%" and _WHEN_SHARE_BEFORE.search(before) and re.match(r"\s*of\s", after):
        return True  # "even when 75% of the input is achromatic": the condition, not an outcome
    if "say" in before and _EXAMPLE_VALUE_BEFORE.search(before):
        return True
    if "v" in before[-12:].lower() and _NUMBER_VERSUS.search(before):
        return True  # "(82.24% VS 78.32%)", "(98.38 vs. 87.98 AUC)": the compared system's number
    return c.unit in _DURATION_UNITS and bool(_DATA_DURATION_AFTER.match(after))


_WHEN_SHARE_BEFORE = re.compile(r"\b(?:when|if|whenever|unless)\s+(?:using\s+|with\s+|given\s+)?"
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
    r"|\b(?:was|were|is|are|been)\s+reported\s+(?:to\s+(?:be|achieve|reach|have)\s+)?(?:an?\s+)?)"
    r"(?:(?:about|around|over|up\s+to|nearly|approximately|roughly|more\s+than)\s+|[~≈]\s*)?$", re.IGNORECASE)
_EARLIER_CUE = re.compile(r"revious|rior|ublished|eported|et al|urrent|xisting")
_EARLIER_LIST_ITEM = re.compile(r"[-+]?\d+(?:\.\d+)?\s?%?\s*(?:[A-Za-z][\w\-@]*\s*)?(?:,\s*(?:and\s+)?|and\s+)$")
_MARGIN_BEFORE = re.compile(r"\b(?:exceed\w*|outperform\w*|surpass\w*|beat\w*|over|than|improv\w*|upon)\s+(?:the\s+)?$",
                            re.IGNORECASE)


# "close to the 2.65% achieved by standard NAS (Zoph et al., 2017)": credited to cited work
_CREDITED_AFTER = re.compile(r"\s+(?:achieved|reported|obtained|attained)\s+by\s+[^.;]{0,60}?\bet\s+al\b")
_DEFINITION_IE = re.compile(r"\bi\.\s?e\.,?\s")


def _earlier_work(before: str) -> bool:
    """Whether the number after before is credited to earlier work (also the later items of
    its list: "which achieves 95.8% UAS and 94.6% LAS"); "exceeding the previous SOTA 0.19dB" is
    the margin over it, and "from the previous 20% to 15%" a change."""
    if not _EARLIER_CUE.search(before):
        return False  # most numbers: no cue word, no need for the full pattern
    for _ in range(3):
        m = _EARLIER_WORK_BEFORE.search(before)
        if m and re.match(r"best[\s\-]published\s+\S+.*\b(?:of|is|was)\s+$", m.group(0), re.IGNORECASE):
            return True  # "better than the best published F1 score of 81.8": their level, not a margin
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
_FORMULA_AFTER = re.compile(r"^/\s*(?![\d.])[^\s%]")  # "1/ε2", "a rate 1/width"


_HALVED_NP = re.compile(r"\s+(?:the\s+|its\s+|their\s+)?(?P<np>[\w\-]+(?:\s+(?!(?:of|on|in|for|while|and|than|with|by|compared)\b)[\w\-]+){0,3})")


_SIZED_THING = re.compile(r"^\s*(?:[\w\-]+\s+){0,2}?(?:models?|networks?|corpus|corpora|datasets?|checkpoints?|"
                          r"files?|codebases?|versions?|variants?|GPUs?|TPUs?|cards?|devices?|weights)\b", re.IGNORECASE)
_OPERATING_POINT = re.compile(
    r"\b(?:at|when|where|if|with)\s+(?:the\s+|a\s+|an\s+)?(?:TPR|FPR|true\s+positive\s+rate|false\s+positive\s+rate|"
    r"recall)\s*(?:\([^)]*\)\s*)?(?:is|=|equals?|equal\s+to|of|at|set\s+to|fixed\s+(?:at|to))?\s*$", re.IGNORECASE)


def _fold_describes_setup(c: _Cand, plain: str, after: str, heads) -> bool:
    """"5-fold cross-validation", "a novel two-fold fusion module": an n-fold before a noun that
    is neither a change nor a metric describes the method, it reports no outcome."""
    return (plain[c.start:c.end].lower().endswith("fold") and bool(_COUNT_AFTER.match(after))
            and not _IMPROVE_AFTER.match(after) and not _head_after(c, plain, heads))


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
    r"iso-latency|envelope)\s+(?:of|as|=|:)\s+(?:about|around|approximately|roughly|only|just|~\s*|≈\s*)?"
    r"|\b(?:model|network|checkpoint)s?\s*\(\s*(?:about|around|~\s*|≈\s*)?)$", re.IGNORECASE)
_SETTING_UNIT_AFTER = re.compile(r"^\s*\)?\s*(?:ago\b|resolution\b|(?:memory\s+)?envelope\b|[-–]?\s*long\s+(?:clips?|videos?|"
                                 r"segments?|windows?|recordings?|audio)\b)", re.IGNORECASE)


_GAP_OK = re.compile(
    r"^(?:\s|[(:=]|\b(?:of|to|is|was|are|were|at|by|score|scores|value|the|a|an|reaching|reaches|reached|"
    r"achieving|achieves|achieved|attains?|attaining|obtains?|obtaining|yields?|yielding|only|just|new|"
    r"state-of-the-art|SOTA|best|record|average|mean|up|over|about|around|approximately|roughly|nearly|"
    r"almost|more|than|less|at\s+least|improvement|improvements|gain|gains|increase|reduction|"
    r"drop|from|on\s+[A-Z][\w\-]*|on\s+the\s+[A-Z][\w\-]*|\d+(?:\.\d+)?%?,?)\b|[~≈<>≤≥+]|,)*$"
)


def _strong_head_before(c: _Cand, heads):
    """The nearest head that ends before the number and is not weak, or None."""
    return next((h for h in reversed(heads) if h[1] <= c.start and not h[3]), None)


def _head_before(c: _Cand, plain: str, heads, max_gap: int) -> bool:
    head = _strong_head_before(c, heads)
    return head is not None and c.start - head[1] <= max_gap and bool(_GAP_OK.match(plain[head[1]:c.start]))


# "the mAP for small objects from 1.03 to 8.93": what the named quantity is measured on, then
# the change (a word-only phrase of up to five words).
_PHRASE_FROM_TO = re.compile(r"\s+(?:(?:for|on|of|in|across|over)\s+(?:[A-Za-z][\w\-]*\s+){1,5})?"
                             r"from\s+[-+]?\d[\d.,]*\s+to\s+")


def _head_before_from_to(c: _Cand, plain: str, heads) -> bool:
    # a change of the quantity, said by a verb before it ("enhance the mAP for small objects from
    # 1.03 to 8.93"); without one, "the F1 score across batch sizes from 32 to 256" is a sweep
    head = _strong_head_before(c, heads)
    return (head is not None and bool(_PHRASE_FROM_TO.fullmatch(plain, head[1], c.start))
            and bool(_CHANGED_BEFORE_HEAD.search(plain, max(0, head[0] - 40), head[0])))


_CHANGED_BEFORE_HEAD = re.compile(
    r"\b(?:reduc|improv|increas|decreas|lower|boost|rais|enhanc|lift|elevat|drop)\w*"
    r"(?:\s+[\w\-]+){0,3}\s+$", re.IGNORECASE)


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
    return bool(m) and any(not weak and m.start("np") <= a < m.end("np") for a, b, name, weak in heads)


_SETTING_HEAD = re.compile(r"\b(?:ratio|level|budget)$", re.IGNORECASE)


def _any_head(c: _Cand, heads, sent_a: int) -> bool:
    return any(not w for a, b, n, w in heads if b <= c.start)


_AFTER_NAME = re.compile(
    r"\s*(?:\)\s*)?(?:\(\s*(?:absolute|relative)\s*\)\s*)?(?:(?:absolute|relative|average|overall|mean|higher|lower|better|worse|more|less|"
    r"fewer|faster|slower|cheaper|smaller|larger|greater|improvements?|gains?|increases?|reductions?|"
    r"decreases?|boosts?|drops?|speed-?ups?|accelerations?|enhancements?|"
    # "3% improved area under the ROC curve", "20% increased throughput": the participle is the change
    r"improved|increased|reduced|decreased|enhanced|boosted|lowered)\s+)?"
    r"(?:(?:in|on|of|for)\s+(?:the\s+|terms\s+of\s+|its\s+|their\s+)?(?:average\s+)?)?"
)


_COMPARATIVE_NOUN = re.compile(
    r"\s*(?:fewer|less|more|smaller|larger|lower|higher|better|worse|superior|improved|reduced|increased)\s+"
    r"(?P<np>(?:[A-Za-z][\w\-]*\s+(?!per\b))?[A-Za-z][\w\-@]*(?:\s+per\s+[A-Za-z]+)?)")  # "2x more requests per second"
_NP_STOP = {"than", "the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "with", "while", "within", "such",
            "that", "which", "who", "from", "across", "against", "when", "as", "under", "without", "via",
            "compared", "relative", "over", "at", "by", "is", "are", "robust", "efficient",
            "accurate", "stable", "likely", "often", "data-efficient"}


def _name_after(c: _Cand, plain: str, heads, sent_b: int) -> str | None:
    m = _AFTER_NAME.match(plain, c.end, sent_b)
    pos = m.end() if m else c.end
    for a, b, name, weak in heads:
        if a >= c.end:
            if a < pos and weak:
                continue  # a weak word the connective consumed ("gain on the F1 score")
            if a <= pos + 1 and not plain[pos:a].strip():
                if not weak or (a == pos and not _is_task(name) and name.lower() not in _NOT_NAMES):
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


# Words that end a name's left side: comparatives, change nouns and function words
_LEAD_STOP = {"higher", "lower", "better", "worse", "more", "less", "fewer", "faster", "slower",
              "improvement", "improvements", "gain", "gains", "increase", "reduction", "relative",
              "absolute", "boost", "drop", "over", "than", "is", "are", "was", "were", "from",
              "across", "respectively", "vs", "versus", "all", "each", "every", "high", "low",
              "good", "strong", "large", "small", "significant", "competitive", "similar"}


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


# "micro average accuracy" is named "accuracy" (a head's modifiers stop at "average"), and
# "0.31% additional time consumption" names "time consumption"
_AGGREGATES = {"average", "overall", "final", "total", "best", "additional", "extra"}


_LEAD_WORD = re.compile(r"[A-Za-z][\w\-@]*(?:['’]s)?")  # "Spearman's correlation"
# "a 38% BitOPs reduction", "a 3.1% mAP gain": the words between the number and the change noun
_NAMED_CHANGE = re.compile(
    r"\s*(?:relative\s+|absolute\s+)?(?P<np>(?:[A-Za-z][\w\-@/]*\s+){1,3}?)(?:relative\s+|absolute\s+)?"
    r"(?:reductions?|improvements?|gains?|increases?|decreases?|boosts?|drops?|declines?)\b")


def _named_change(c: _Cand, plain: str, sent_b: int) -> str | None:
    m = _NAMED_CHANGE.match(plain, c.end, sent_b)
    if not m:
        return None
    words = m.group("np").split()
    if any(w.lower() in _LEAD_STOP or w.lower() in _NOT_MODIFIERS for w in words):
        return None
    if len(words) == 1 and words[0].lower() in ("peak", "maximum", "max", "mean", "median", "total", "net"):
        return None  # "up to 30% peak improvement": how the change is summarised, not what changed
    if len(words) == 1 and _LONE_ADJECTIVE.fullmatch(words[0]) and not _has_head(words):
        return None  # "10x theoretical reduction", "1.17% relevant drop": an adjective names no quantity
    return _np_name(words)


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
}
# "three times more computationally efficient": computational efficiency
_PRE_NOUN = {"computationally": "computational"}
_ADJ_AFTER = re.compile(
    r"\s*(?:more\s+|less\s+|as\s+)?(?:(?P<pre>energy|memory|sample|parameter|data|compute|computationally)\s+)?"
    r"(?P<adj>" + "|".join(sorted(map(re.escape, _ADJ_NOUN), key=len, reverse=True)) + r")\b"
    r"(?:\s+(?:than\s+[\w\-.]+\s+)?in\s+terms\s+of\s+(?:the\s+)?(?P<terms>[A-Za-z][\w\-]*(?:\s+(?!(?:than|over|compared|for|on|with|"
    r"while|at|by|across|and|or|when|against|to|in)\b)[a-z][\w\-]*)?)"
    # "2x faster in training", "3x faster inference": the speed of that process
    r"|\s+(?:(?:in|at|during|for|on)\s+)?(?P<proc>training|inference|evaluation|decoding|generation|sampling|"
    r"convergence|fine-tuning|pre-training|prediction|rendering|execution|encoding|search|testing)\b"
    r"(?!\s+(?:time|latency|cost|efficiency|speed|throughput|runtime)))?",
    re.IGNORECASE)
_ADJ_BY = re.compile(
    r"\b(?:more\s+|less\s+)?(?P<adj>" + "|".join(sorted(map(re.escape, set(_ADJ_NOUN) - {"fast"}), key=len, reverse=True))
    + r")\s+by\s+(?:an?\s+(?:factor|average|median)\s+of\s+)?" + r"(?:(?:up\s+to|over|more\s+than|about|around|"
    r"approximately|roughly|nearly|almost|at\s+least|as\s+much\s+as)\s+|[~≈<>]\s*)*$", re.IGNORECASE)
# "a 14.86% increase in Reliability": the change noun names what changed, in the vocabulary or not
_CHANGE_IN = re.compile(
    r"\s*(?:\)\s*)?(?:(?:average|relative|absolute|overall|total|mean)\s+)?"
    r"(?:improvements?|increases?|gains?|reductions?|decreases?|drops?|boosts?|savings?|decline|"
    r"degradation|deterioration|growth|changes?)\s+"
    r"(?:in|of)\s+(?:the\s+|terms\s+of\s+|its\s+|their\s+)?(?P<np>[A-Za-z][\w\-/@]*(?:\s+[A-Za-z][\w\-/@]*){0,4})")
_NP_END = {"than", "over", "compared", "for", "on", "with", "while", "at", "by", "across", "and",
           "or", "when", "against", "relative", "versus", "vs", "to", "from", "in", "under",
           "without", "as", "which", "that", "using", "respectively", "between", "among"}
# "reduces the computation time by 70%", "... and computation by up to 74%": the changed noun phrase
_CHANGE_VERB = re.compile(
    r"^(?:reduc|improv|increas|decreas|lower|boost|cut|rais|enhanc|accelerat|shrink|shrunk|compress|"
    r"shorten|sav|speed|lift|halv|doubl|minimi[sz]|maximi[sz]|elevat|decreas|drop|trim|slash)\w*$",
    re.IGNORECASE)
_TAIL_NP = r"(?P<np>(?:\d*[A-Za-z][\w\-/'’]*\s+){0,12}\d*[A-Za-z][\w\-/'’]*)"  # "2D" is a word
_TAIL_HEDGES = (r"(?:(?:up\s+to|over|more\s+than|about|around|approximately|roughly|nearly|almost|between|"
                r"at\s+least|as\s+much\s+as|only|just)\s+|[~≈<>≤≥]\s*)*$")
_BY_TAIL = re.compile(
    _TAIL_NP + r"\s+(?:\(\s*)?(?:by\s+|(?<!\bby\s)(?=up\s+to\s))(?:an?\s+(?:median|average|mean|factor)\s+of\s+)?"
    + _TAIL_HEDGES, re.IGNORECASE)
# "reduces the number of evaluations 10-100×": a factor may follow the changed noun phrase directly
# (not after a linking word: "a latency speedup ratio of 2.7x" is a level, named by its head)
_RATIO_TAIL = re.compile(_TAIL_NP + r"(?<!\bof)(?<!\bto)(?<!\bis)(?<!\bare)(?<!\bat)(?<!\bthan)\s+(?:an?\s+factor\s+of\s+)?"
                         + _TAIL_HEDGES, re.IGNORECASE)
_NP_DROP_LEFT = {"the", "its", "their", "our", "a", "an", "this", "these", "overall", "total",
                 "both", "significantly", "substantially", "further", "also", "considerably",
                 "dramatically", "greatly", "effectively", "consistently", "current", "original"}


def _np_name(words: list[str]) -> str | None:
    for i in range(len(words) - 1, -1, -1):
        if re.search(r"['’]s?$", words[i]) and i + 1 < len(words):
            words = words[i + 1:]  # "GPT4's response quality": the owner is the subject
            break
    while words and words[0].lower() in _NP_DROP_LEFT:
        words = words[1:]
    while words and words[-1].lower() in ("needed", "required", "used", "spent", "taken", "incurred", "obtained",
                                          "achieved", "reported", "reached"):
        words = words[:-1]  # "the number of training steps needed by"
    while words and words[-1].lower().endswith("ly") and words[-1].lower() not in ("fly", "anomaly"):
        words = words[:-1]  # "reduces hallucination effectively by"
    low = [w.lower() for w in words]
    if len(words) >= 3 and low[0] in ("number", "amount", "count") and low[1] == "of":
        words, low = words[2:], low[2:]
    if "of" in low:  # "the number of evaluations of the 2D generator": the counted thing
        words = words[:low.index("of")]
    if not words or len(words) > 4 or any(w.lower() in _NOT_MODIFIERS - {"average"} for w in words):
        return None
    if any(not re.search(r"[a-z]", w, re.IGNORECASE) for w in words):
        return None
    if words[-1].lower() in _TASK_HEADS or words[-1].lower() in _NOT_QUANTITIES:
        return None  # "improves zero-shot classification by 2.9%": a task, no quantity named
    return _singular(" ".join(words))


def _subject_words(toks: list[str], k: int) -> tuple[list[str], int]:
    """The noun phrase ending at toks[k], read leftwards, and the index where it stopped."""
    words = []
    while (k >= 0 and toks[k].lower() not in _NP_END and toks[k].lower() not in _NP_DROP_LEFT
           and not _CHANGE_VERB.match(toks[k]) and len(words) < 4):
        words.insert(0, toks[k])
        k -= 1
    return words, k


def _name_by_phrase(c: _Cand, plain: str, sent_a: int) -> str | None:
    m = _BY_TAIL.search(plain, max(sent_a, c.start - 90), c.start)
    by = m is not None
    if not m and c.unit == "x":
        m = _RATIO_TAIL.search(plain, max(sent_a, c.start - 90), c.start)
    if not m:
        return None
    return _phrase_name(m, plain, sent_a, intransitive=by)


_FROM_WORD = re.compile(r"\bfrom\s+(?:(?:up\s+to|over|more\s+than|about|around|approximately|nearly|"
                        r"almost|roughly)\s+|[~≈]\s*)?[-+−]?[\d.,]+\s?(?:%|×|[xX]\b|(?P<unit>" + _PHYS_UNITS
                        + r")(?![A-Za-z]))?\s*to\s+"  # "from 97MB to", "from 10 hours to"
                        r"(?:(?:up\s+to|over|more\s+than|about|around|approximately|nearly|almost|roughly)\s+|[~≈]\s*)?$")
_TAIL_END = re.compile(_TAIL_NP + r"\s+$")


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


def _phrase_name(m, plain: str, sent_a: int, intransitive: bool = True) -> str | None:
    toks = m.group("np").split()
    sent_before = plain[sent_a:m.start("np")]
    sped = _sped_up(toks)
    if sped is not None:
        return sped
    if len(toks) >= 2 and _CHANGE_VERB.match(toks[-1]) and toks[-1].lower().endswith("ed"):
        k = len(toks) - 2
        aux = False
        while k >= 0 and toks[k].lower() in ("is", "are", "was", "were", "be", "been", "can", "could", "will", "significantly", "substantially", "further", "also"):
            aux = aux or toks[k].lower() in ("is", "are", "was", "were", "be")
            k -= 1
        if aux and k >= 0:
            words, k = _subject_words(toks, k)
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
                    words = words[1:]  # "increasing the average accuracy on LLaMA2-7B by": accuracy
                name = _np_name(words)
                if name is None or name.lower() in _GENERIC_NOUNS or not _quantity_like(words):
                    return None  # "compress ResNet on CIFAR10 by 3.4×": a model, not a quantity
                return name
        if (t.lower() in _NP_END and not (t.lower() == "relative" and i + 1 < len(toks) and toks[i + 1].lower() != "to")) \
                or t.lower() in ("is", "are", "was", "were", "be", "been", "can", "will"):
            return None  # but "reducing the relative L2-error by": "relative" modifies the name
    return None


_GENERIC_NOUNS = {"metric", "metrics", "results", "result", "performance", "performances", "scores"}
_PLACE_PREPOSITIONS = {"on", "in", "for", "across", "at", "over", "under", "with"}
# "speeds up LMs' fine-tuning by up to 8x", "accelerates training by 2x": the speed of that process
_SPEED_VERB = re.compile(r"(?:speed(?:s|ing)?|sped|accelerat(?:e|es|ed|ing))$", re.IGNORECASE)
_TIME_NOUNS = {"time", "times", "latency", "runtime", "speed", "throughput", "wall-clock"}
_MODALS = {"can", "could", "will", "would", "may", "might", "should", "must", "to", "also", "further", "not"}
_PRONOUNS = {"it", "this", "that", "they", "which", "these", "those", "we", "he", "she", "one"}
_RISE_VERB = re.compile(r"^(?:increas|decreas|drop|declin|rose|rise|fell|fall|grew|grow|jump|climb)\w*$", re.IGNORECASE)


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
            name = _np_name(words)
            if name is None:
                return "speed"  # "accelerate Vicuna models up to 2.17x": the speed of a system
            if name.split()[-1].lower() in _TIME_NOUNS:
                return name
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


def _changing_subject(toks: list[str]) -> str | None:
    """"Notably, QWK increased from", "the test accuracy drops by": the quantity that changes."""
    words, k = _subject_words(toks, len(toks) - 2)
    if not words or words[-1].lower() in _PRONOUNS or words[-1].lower() in _NOT_QUANTITIES:
        return None
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
                or (c.unit == "x" and _TIMES_THE.match(plain, c.end, sent_b)
                    and _has_head(_words_before_connective(_TIMES_THE.match(plain, c.end, sent_b).group("np"))))
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


def _words_before_connective(phrase: str) -> list[str]:
    """"timesteps used for classification" -> ["timesteps", "used"]: the words up to a connective."""
    words = []
    for w in phrase.split():
        if w.lower() in _NP_END:
            break
        words.append(w)
    return words


_REMOVE_VERB_BEFORE = re.compile(
    r"\b(?:reduc|cut|sav|eliminat|remov|prun|skipp?|discard)\w*\s+(?:(?:up\s+to|over|more\s+than|about|"
    r"around|approximately|roughly|nearly|almost|at\s+least)\s+|[~≈>]\s*)?$", re.IGNORECASE)
_REMOVED_MATE = re.compile(
    r"\b(?:reduc|cut|sav|eliminat|remov|prun|skipp?|discard)\w*\s+(?:(?:up\s+to|over|more\s+than|about|around|"
    r"approximately|roughly|nearly|almost|at\s+least)\s+|[~≈>]\s*)?\d+(?:\.\d+)?\s?%\s+of\s+(?:the\s+|its\s+|their\s+)?"
    r"[\w\-]+(?:\s+[\w\-]+){0,3}\s*,?\s+and\s+$", re.IGNORECASE)
_SHARE_OF = re.compile(r"\s*of\s+(?:the\s+|its\s+|their\s+|all\s+)?(?P<np>[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,4})")


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


def _terms_names(c: _Cand, plain: str, sent_b: int) -> list[str]:
    """The names listed after "in terms of" right after the number ([] when there is none)."""
    m = _IN_TERMS_OF.match(plain, c.end, sent_b)
    if not m:
        return []
    words = []
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
        if aggregate:  # "unbalanced average training accuracy": the quantity averaged
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
           key=len, reverse=True)) + r")\s*\(\s*(?:[~≈<>]\s*)?$", re.IGNORECASE)
_IN_ASPECT = re.compile(r"\s+in\s+(?P<n>[a-z]{3,}(?:ness|ity))\b(?!\s+(?:of|to)\b)")
_BY_BEFORE = re.compile(r"\bby\s+(?:(?:up\s+to|over|more\s+than|about|around|nearly|almost|approximately)\s+|[~≈]\s*)?$",
                        re.IGNORECASE)
_SPEED_PAREN_BEFORE = re.compile(r"\b(?:faster|slower)\s*\(\s*(?:[<>~≈∼]|up\s+to\s+)?\s*$", re.IGNORECASE)
_PROCESS_NOUN = {"trai": "training", "infe": "inference", "deco": "decoding", "rend": "rendering",
                 "conv": "convergence"}
_PROCESS_VERB_BEFORE = re.compile(
    r"\b(?:be\s+|to\s+)?(?P<v>train(?:ed|s)?|infer(?:red|s)?|decod(?:e|es|ed)|render(?:s|ed)?|converg(?:e|es|ed))"
    r"(?:\s+(?!(?:and|or|than|while|with|by|on|in|for)\b)[\w\-]+){0,3}\s+(?:(?:up\s+to|over|about|nearly|almost|more\s+than|"
    r"faster\s*\(\s*[<>~≈∼]?)\s*|[~≈∼]\s*)*$", re.IGNORECASE)


_UNIT_THEN_QUANTITY = re.compile(
    r"\s+(?P<np>(?:(?!(?:on|in|of|for|at|per|with|and|or|the|a|an|than|to|by)\s)[a-z][\w\-]*\s+){0,2}"
    r"(?:time|latency|delay|runtime|run-time|memory|footprint|throughput))\b(?!\s+(?:of|to)\b)")
_SLASH_PAIR_AFTER = re.compile(r"\s*(?P<mod>[Tt]op-?\d+)\s*/\s*\d+(?:\.\d+)?\s?%\s*[Tt]op-?\d+\s+"
                               r"(?P<head>accuracy|error|error\s+rate|acc)\b")


def _name_for(c: _Cand, plain: str, heads, sent_a: int, sent_b: int) -> str | None:
    # 1. right after the number: "41.7% mAP", "5x faster inference speed", "3.3% improvement in X"
    if c.unit not in (None, "%", "pp", "x", "$"):
        m = _UNIT_THEN_QUANTITY.match(plain, c.end, sent_b)
        if m:
            return m.group("np")  # "an average of 65ms model forwarding time": the quantity after the unit
    m = _SLASH_PAIR_AFTER.match(plain, c.end, sent_b) if c.unit == "%" else None
    if m:
        return f"{m.group('mod')} {m.group('head')}"  # "84.4% top-1 / 97.1% top-5 accuracy"
    m = _ADJ_AFTER.match(plain, c.end, sent_b)
    if m and m.group("proc") and _ADJ_NOUN[m.group("adj").lower()] == "speed" and not m.group("pre"):
        return f"{m.group('proc').lower()} speed"
    if (m and _ADJ_NOUN[m.group("adj").lower()] == "speed" and not m.group("pre") and not m.group("terms")) \
            or _SPEED_PAREN_BEFORE.search(plain, max(sent_a, c.start - 20), c.start):
        # "can be trained up to 23x faster", "train our models substantially faster (>100x)":
        # the process the verb names is what is faster
        v = _PROCESS_VERB_BEFORE.search(plain, max(sent_a, c.start - 70), c.start)
        if v:
            return f"{_PROCESS_NOUN[v.group('v').lower()[:4]]} speed"
    if m and m.group("pre") and not m.group("terms"):
        return f"{_PRE_NOUN.get(m.group('pre').lower(), m.group('pre').lower())} {_ADJ_NOUN[m.group('adj').lower()]}"
    m = _ADJ_PAREN.search(plain, max(sent_a, c.start - 40), c.start)
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
    terms = _terms_names(c, plain, sent_b)
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
            if not weak and not (name.lower().endswith(" time") and _AT_TIME_BEFORE.search(plain, max(0, a - 8), a)):
                best = (a, name)  # not "at test time": when, not what is measured
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
            if _SOTA_BEFORE.search(plain, max(sent_a, a - 50), a):
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


def _share_of_things(c: _Cand, plain: str, sent_b: int) -> str | None:
    """"can identify 67%, 87%, and 94% of these incorrect claims", "reconstruct about 80% of the
    actual roads": a share of the things counted names them."""
    if c.unit != "%":
        return None
    m = _SHARE_OF_NP.match(plain, c.end, sent_b)
    if not m:
        return None
    words = []
    for w in m.group("np").split():
        if w.lower() in _NP_END or w.lower() in _FUNCTION_WORDS or w.lower() in _AUXILIARIES:
            break  # "less than 1% of the summaries have major factual inconsistencies": the summaries
        words.append(w)
    while len(words) > 1 and (words[0].lower() in ("most", "least") or re.fullmatch(r"[a-z]{2,}est", words[0])):
        words = words[1:]  # "96.6% of the hardest Sudoku puzzles": the puzzles are counted
    if len(words) > 1 and words[-1].lower() in ("cases", "instances") and words[0].lower() != "worst":
        return " ".join(words)  # "in 84% of the test cases": the counted cases are named
    if words and words[-1].lower() not in _SHARE_NOT_NAMES and words[-1].lower() not in _NOT_QUANTITIES:
        return " ".join(words)  # not "80.47% of the existing method": whose level, not what
    return None


_AUXILIARIES = {"have", "has", "had", "are", "is", "were", "was", "be", "do", "does", "did", "can", "could", "will",
                "would", "may", "might", "contain", "contains", "remain", "remains", "show", "shows", "such"}
_SHARE_OF_NP = re.compile(r"(?:\s*,\s*(?:and\s+)?[-+]?\d+(?:\.\d+)?\s?%)*\s+of\s+(?:these|those|the|all)\s+"
                          r"(?P<np>[a-z][\w\-]*(?:\s+(?:[a-z][\w\-]*|(?<=est\s)[A-Z][a-z]+(?=\s+[a-z]))){0,2})")
_SHARE_NOT_NAMES = {"time", "times", "cases", "case", "way", "total", "rest", "original", "baseline", "teacher",
                    "performance", "accuracy", "cost", "size", "parameters", "data", "memory", "computation"}


_SOTA_BEFORE = re.compile(r"\b(?:achiev|attain|reach|obtain|establish|set|deliver|show)\w*\s+(?:a\s+|the\s+|new\s+|competitive\s+)*"
                          r"(?:state[\s\-]of[\s\-]the[\s\-]art|SOTA|SoTA)\s+$")
_AT_TIME_BEFORE = re.compile(r"\b(?:at|during)\s+$", re.IGNORECASE)
_NOT_ACRONYM_NAMES = {"VS", "Vs", "SOTA", "SoTA", "AI", "ML", "OOD", "ID", "GPU", "CPU", "TPU", "NLP", "RL", "US",
                      "UK", "OR", "AND", "MS", "GB", "MB", "TB", "KB", "USD", "EUR", "IID", "API"}
_NAME_RIGHT_BEFORE = re.compile(r"\S\s*$")
_ACRONYM_RIGHT_BEFORE = re.compile(r"(?<![\w\-])([A-Za-z][A-Za-z\-]*[A-Z][\w\-@]*)\s*(?:[=:]\s*)?$")
_TIMES_THE = re.compile(r"\s+(?:the|their|its)\s+(?:average\s+|overall\s+)?(?P<np>[A-Za-z][\w\-@]*(?:\s+(?!(?:of|on|in|for|than|with|and|or|by|at)\b)[A-Za-z][\w\-@]*){0,2})")
_PHYSICAL_HEAD = re.compile(
    r"\b(?:time|latency|memory|cost|runtime|speed|throughput|energy|footprint|usage|consumption|delay|"
    r"affinity|score|RMSD|error|MAE|distance|FLOPs|size|PSNR|SNR)s?$", re.IGNORECASE)


def _is_task(name: str) -> bool:
    return name.split()[-1].lower() in _TASK_HEADS


def _singular(name: str) -> str:
    if name.endswith("Scores"):
        return name[:-1]
    parts = name.split(" ")
    last = parts[-1]
    if last.lower() in ("scores", "rates", "errors", "accuracies", "gaps", "speedups", "speed-ups", "costs",
                        "performances") or (
            last.lower() == "times" and len(parts) > 1):  # "reducing learning times by 47%"
        parts[-1] = last[:-3] + "y" if last.lower().endswith("ies") else last[:-1]
    return " ".join(parts)


_ER_THAN_AFTER = re.compile(r"\s+(?!(?:other|rather|under|over|ever|never|later|either|neither|whether|after|per)\s)"
                            r"[a-z]{3,}er\s+than\b")
_REQUIRED_MEMORY = re.compile(r"\s*of\s+(?P<mem>(?:(?:GPU|CPU|peak|device)\s+)?(?:memory|VRAM|RAM))\b")
_REQUIRES_BEFORE = re.compile(r"\b(?:requir|consum|need|us|occup)\w*\s+(?:only\s+|just\s+|about\s+|around\s+|"
                              r"less\s+than\s+|under\s+|~\s*)*$", re.IGNORECASE)
# what is larger or smaller, right before the number: a model, or things ("networks that are 10x
# larger"), but not what is compared ("methods 3x larger") or a verb
_SIZED_BEFORE = re.compile(r"\b(?P<noun>model|[a-z][a-z\-]*[a-z](?<!s)s)\s+(?:(?:that|which)\s+)?"
                           r"(?:(?:could|can|are|is|were|was|be|being)\s+)*"
                           r"(?:(?:up\s+to|over|about|nearly|almost|more\s+than)\s+|[~≈]\s*)?$")
_NOT_SIZED = {"methods", "approaches", "baselines", "works", "counterparts", "competitors", "times", "others",
              "was", "has", "does", "this", "its", "thus", "less"}


def _sized_before(c: _Cand, plain: str, sent_a: int) -> str:
    """The noun of what is larger or smaller, written right before the number ("" if none)."""
    m = _SIZED_BEFORE.search(plain, max(sent_a, c.start - 40), c.start)
    return m.group("noun") if m and m.group("noun").lower() not in _NOT_SIZED else ""
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
    if _DIFFERENCE_BEFORE.search(before) or _DIFFERENCE_AFTER.match(after):
        return "improvement"  # "by an absolute difference of 15-45.3%", "less than 1% difference in ROUGE"
    if _VERSUS.search(before) or _VERSUS_AFTER.match(after):
        return "score"  # "(82.24% vs 78.32%)": the level a compared method reaches
    if _EXCEEDS_LEVEL.search(before):
        return "score"  # "a sensitivity exceeding 80%": the verb hedges a level, it beats nothing
    if (_IMPROVE_NEAR.search(before) or _IMPROVE_AFTER.match(after) or _IMPROVE_AFTER_NAMED.match(after)
            or _OVER_BASELINE.match(after)):
        return "improvement"
    if _CHANGED_UP_TO.search(before):
        return "improvement"
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
    r"speed-?ups?|savings?|accelerations?)\b|(?:better|worse|higher|lower)\s+than\b)")
_CHANGED_UP_TO = re.compile(r"\b(?:reduc(?:es|e|ing)|sav(?:es|e|ing)|cuts?|cutting|lower(?:s|ing)|decreas(?:es|e|ing)|"
                            r"improv(?:es|e|ing)|boost(?:s|ing)?|increas(?:es|e|ing)|enhanc(?:es|e|ing))\s+"
                            r"(?:the\s+|its\s+|their\s+)?(?:[\w\-]+\s+){0,4}up\s+to\s+$", re.IGNORECASE)
_DIFFERENCE_BEFORE = re.compile(r"\bdifferences?\s+of\s+(?:(?:up\s+to|over|about|around|nearly|almost|more\s+than|"
                                r"less\s+than)\s+)?$", re.IGNORECASE)
_DIFFERENCE_AFTER = re.compile(r"\s*(?:absolute\s+|relative\s+)?differences?\b", re.IGNORECASE)
_VERSUS = re.compile(r"\b(?:vs\.?|versus)\s*$", re.IGNORECASE)
_NUMBER_VERSUS = re.compile(r"\d\s*%?\s*" + _VERSUS.pattern, re.IGNORECASE)
_EXCEEDS_LEVEL = re.compile(r"\b(?:exceed(?:s|ing|ed)?|surpass(?:es|ing|ed)?)\s*$", re.IGNORECASE)
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


_VERSUS_AFTER = re.compile(r"\s*(?:vs\.?|versus)\s", re.IGNORECASE)
# "7% over its GPT counterpart", "5% over the best prior methods": a margin over a baseline
_OVER_BASELINE = re.compile(
    r"^\s*(?:over|than)\s+(?:(?:the\s+|its\s+|their\s+|a\s+|an\s+)?(?:[\w\-]+\s+){0,3}?"
    r"(?:baselines?|counterparts?|methods?|approaches|alternatives|competitors|SOTA|state-of-the-art)\b"
    r"|[A-Z][\w\-.]*[A-Z0-9][\w\-.]*)")
# "outperform humans (4.5%)": a number in brackets right after a name is that name's level
_ARROW_UP = re.compile(r"\(\s*[↑⇑|]\s*$")
_CHANGE_PAREN = re.compile(r"\b(?:improvements?|gains?|reductions?|increases?|speed-?ups?|savings?|decreases?|drops?)"
                           r"(?:\s+(?:in|of)\s+(?:the\s+)?[\w\-]+(?:\s+[\w\-]+){0,3}?)?"  # "reduction in number of multiplications (over 99.5%)"
                           r"\s*\(\s*(?:up\s+to\s+|about\s+|over\s+|more\s+than\s+|nearly\s+|~\s*)?$", re.IGNORECASE)
_PAREN_THAN = re.compile(r"\s*\)\s*than\s")
_PAREN_LEVEL = re.compile(r"(?<!\bmargin)(?<!\bby)(?<!\bof)\s\(\s*$")
_COMPARE_CUE = re.compile(r"\b(?:outperform\w*|surpass\w*|beat\w*|exceed\w*|margins?|improv\w*|gains?)\b(?!.*\b(?:outperform|surpass|beat|exceed|margin|improv|gain))", re.IGNORECASE)
_LEVEL_CUE = re.compile(r"\b(?:achiev\w*|reach\w*|attain\w*|obtain\w*|scor\w*|of|at|with|(?<!up\s)to)\b", re.IGNORECASE)


def _subject_list(sent: str, n: int) -> list[str] | None:
    """Names listed "A, B, and C" (n of them) in a sentence with "respectively"."""
    item = r"(?:the\s+)?([A-Z][\w\-./]*[\w])"
    pat = item + (r",\s*" + item) * (n - 2) + r",?\s+(?:and|or)\s+" + item if n >= 2 else None
    if not pat:
        return None
    best = None
    for m in re.finditer(pat, sent):
        names = [g for g in m.groups()]
        if all(names):
            best = names
            if all(x[:1].isupper() for x in names):
                return names
    return best


def _subject(c: _Cand, plain: str, sent_a: int, sent_b: int) -> str | None:
    s = _subject_raw(c, plain, sent_a, sent_b)
    if s is None or s in _SUBJECT_STOP or s in metric_vocabulary()[0]:
        return None
    if not _NAMEISH.fullmatch(s.split()[0]):
        return None
    return s


_NAMEISH = re.compile(r"[A-Z][\w\-./]*(?:[A-Z0-9][\w\-./]*)|[A-Z]{2,}[\w\-]*|[A-Z][a-z]+-[\w\-]+")


def _subject_raw(c: _Cand, plain: str, sent_a: int, sent_b: int) -> str | None:
    after = plain[c.end:min(sent_b, c.end + 50)]
    m = re.match(r"^\s*(?:\)\s*)?(?:[\w\-]+\s+){0,3}?(?:on|for|over|than|with|against)\s+(?:the\s+|a\s+)?(?P<s>[A-Z][\w\-./]*[\w])", after)
    if m and m.group("s") not in _SUBJECT_STOP and not re.match(r"^\s*(?:\)\s*)?(?:of|with)\b", after):
        return m.group("s")
    before = plain[sent_a:c.start]
    cands = [mm for mm in _SUBJECT_BEFORE.finditer(before)]
    for mm in reversed(cands):
        s = mm.group("s").strip()
        first = s.split()[0]
        if first in _SUBJECT_STOP or not re.search(r"[A-Z].*[a-z0-9]|[A-Z]{2}", first):
            continue
        if len(before) - mm.end() > 90:
            break
        return first if not re.search(r"\d", s.split()[-1]) or len(s.split()) == 1 else s
    return None


def extract_metrics(text: str) -> list[MetricFound]:
    """Reported results in text, in order of appearance (see module docstring)."""
    if not text or not isinstance(text, str):
        return []
    plain = _plain(text)
    cands = _scan(plain)
    if not cands:
        return []
    spans = sentence_spans(text)
    results: list[MetricFound] = []
    by_sentence: dict[tuple[int, int], list[_Cand]] = {}
    for c in cands:
        sa, sb = _sentence_of(spans, c.start)
        if sb == 0:
            continue
        by_sentence.setdefault((sa, sb), []).append(c)
    for (sa, sb), group in by_sentence.items():
        sent = plain[sa:sb]
        if _BACKGROUND_SENTENCE.match(sent):
            continue  # "Studies estimate that up to 50% of such lists omit active drugs": the problem, not a result
        heads = _find_heads(sent, sa, plain)
        kept = _with_list_mates(group, [c for c in group if _accept(c, plain, sa, sb, heads)], plain)
        if not kept:
            continue
        _from_to(kept, plain)
        _share_in_lists(kept, plain, heads)
        records = [c for c in kept if not c.is_baseline]
        for c in records:
            if c.qualifier is None:
                c.qualifier = _qualifier(plain, c.start)
            if c.qualifier is None and c.unit != "x" and _EXCEEDS_NAMED.search(plain, max(sa, c.start - 50), c.start):
                c.qualifier = "over"  # "the first that exceeds the accuracy of 90%": a level passed
            if c.qualifier is None and _APPROX_AFTER.match(plain, c.end, sb):
                c.qualifier = "about"  # "by 8% (approx.)": the hedge written after the number
            pm = _NAMED_POINTS.match(plain, c.end, sb)
            if c.unit is None and pm and (_IMPROVE_NEAR.search(plain, max(sa, c.start - 50), c.start)
                                          or _POINTS_CHANGE_AFTER.match(plain, pm.end(), sb)):
                c.unit = "pp"  # "by up to 80 F1 points": a change, and the text says points
        _respectively(records, plain, sa, sb, heads)
        described = []
        for c in records:
            own = c.name is not None or _has_own_name(c, plain, heads, sb)
            name = c.name if c.name is not None else _name_for(c, plain, heads, sa, sb)
            kind = c.kind or _kind(c, plain, sa)
            described.append([c, name, kind, own])
        _loose_lists(described, plain)
        _restatements(described, plain)
        if "in terms of" in plain[sa:sb]:
            _terms_later(described, plain, sb)
        if " in " in plain[sa:sb]:
            _in_metric_later(described, plain, sb, heads)
        for c, name, kind, own in described:
            if (name is not None and name.startswith(("real ", "Real ")) and " " in name[5:]
                    and not _DATA_NAME.search(name)):
                # "~6x real inference acceleration": as measured, the same quantity; but "real
                # training images" are not synthetic ones
                name = name[5:]
            if name is not None and name.endswith(("savings", "saving")) and " " in name:
                name = name.rsplit(" ", 1)[0]  # "5x memory savings": the quantity saved is memory
            if name is not None and " " in name:
                name = _before_determiner(name)
            subject = c.subject if c.subject is not None else _subject(c, plain, sa, sb)
            if not math.isfinite(c.value):
                continue
            results.append(MetricFound(
                value=float(c.value), unit=c.unit, name=name, kind=kind,
                baseline_value=c.baseline, qualifier=c.qualifier, subject=subject,
                evidence=text[sa:sb], char_start=c.start, char_end=c.end,
                raw_value=text[c.start:c.end],
            ))
    results.sort(key=lambda r: r.char_start)
    return _without_versus_restatements(results, plain)


def _without_versus_restatements(results: list[MetricFound], plain: str) -> list[MetricFound]:
    """"achieves a Top-1 accuracy of 82.24% ... surpasses RepQ-ViT by 3.92% (82.24% VS 78.32%)":
    the number set against another system's repeats a result already reported, not a new one."""
    seen: set[tuple] = set()
    kept = []
    for r in results:
        key = (r.value, r.unit)
        if key in seen and _VERSUS_AFTER.match(plain, r.char_end):
            continue
        seen.add(key)
        kept.append(r)
    return kept


# A sentence reporting what others measured about the world the work starts from
_BACKGROUND_SENTENCE = re.compile(
    r"\s*(?:(?:Recent|Previous|Prior|Several|Many|Some|Existing|Earlier|Clinical)\s+)?(?:studies|surveys|statistics|reports|estimates)"
    r"\s+(?:have\s+|has\s+)?(?:estimate[ds]?|show(?:s|n|ed)?|suggest(?:s|ed)?|report(?:s|ed)?|indicate[ds]?|found|find|revealed?|reveals)\s+"
    r"(?!(?:that\s+)?(?:our|the\s+proposed|we|this|these|it|such)\b)",
    re.IGNORECASE)
_APPROX_AFTER = re.compile(r"\s*\(\s*(?:approx(?:\.|imately)?|roughly|about)\s*\)")
_POINTS_CHANGE_AFTER = re.compile(r"\s+(?:of\s+)?(?:improvements?|gains?|increases?|better|higher|more|drops?|decreases?|"
                                  r"reductions?|lower|worse|relative|over|above|below)\b", re.IGNORECASE)
_NAMED_POINTS = re.compile(r"\s+[A-Za-z][\w\-@]*\s+(?:points?|pts?\.?)(?![\w\-])")
_LIST_SEP = re.compile(r"^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|[/|]\s*|vs\.?\s+)$")


def _lists(kept: list[_Cand], plain: str) -> list[list[_Cand]]:
    groups: list[list[_Cand]] = []
    for c in kept:
        if groups and not c.verb and not groups[-1][-1].verb and _LIST_SEP.match(plain[groups[-1][-1].end:c.start]):
            groups[-1].append(c)
        else:
            groups.append([c])
    return groups


def _from_to(kept: list[_Cand], plain: str) -> None:
    groups = _lists(kept, plain)
    for i in range(len(groups) - 1):
        g, h = groups[i], groups[i + 1]
        if (len(g) == 1 and len(h) == 1 and _TO_BEFORE.search(plain, max(0, g[0].start - 12), g[0].start)
                and _FROM_BETWEEN.fullmatch(plain, g[0].end, h[0].start) and g[0].unit in (h[0].unit, None)):
            # "improving accuracy to 81.3% from the 77.12% of prior work": the change written backwards
            g[0].baseline, h[0].is_baseline = h[0].value, True
            continue
        if (_FROM.search(plain[max(0, g[0].start - 30):g[0].start])
                or _CONTINUED_FROM.search(plain, max(0, g[0].start - 120), g[0].start)) and (
                _TO_GAP.fullmatch(plain, g[-1].end, h[0].start) or _same_name_to(g[-1], h[-1], plain)):
            k = groups[i + 2] if i + 2 < len(groups) else None
            if (len(g) == 1 and len(h) == 2 and k is not None and re.fullmatch(r"\s*and\s*", plain[h[0].end:h[1].start])
                    and re.fullmatch(r"\s*to\s*", plain[h[1].end:k[0].start])):
                # "from 25 to 19 and 17 to 15 cm": two changes, the second "to" starts from 17
                pairs = [(g[0], h[0]), (h[1], k[0])]
                h[1].is_baseline = True
            elif len(g) == len(h):
                pairs = zip(g, h)
            elif len(g) == 1:
                pairs = ((g[0], x) for x in h)
            else:
                continue
            for a, b in pairs:
                a.is_baseline = True
                b.baseline = a.value
                if b.unit is None and a.unit is not None:
                    b.unit = a.unit
            for a in g:
                a.is_baseline = True


_TO_BEFORE = re.compile(r"\bto\s+(?:(?:about|around|approximately|nearly|almost|over|more\s+than)\s+|[~≈]\s*)?$")
_FROM_BETWEEN = re.compile(r"\s+from\s+(?:the\s+|a\s+)?(?:(?:previous|prior|original|baseline|current)\s+)?")
_NAMED_TO = re.compile(r"\s+([A-Za-z][\w\-@]*)\s+to\s*$")
# "from 450 days to less than 2 days": a hedge on the to-number keeps the change
_TO_GAP = re.compile(r"\s*to\s*(?:(?:less\s+than|fewer\s+than|more\s+than|under|below|over|about|around|"
                     r"approximately|roughly|nearly|almost|only|just)\s+|[~≈<>]\s*)?")


def _same_name_to(a: _Cand, b: _Cand, plain: str) -> bool:
    """"from 1.5 mAP to 0.3 mAP": the name repeated after both numbers of a change; "from
    71.0% F1 to 75.9%": a metric name after the from-number only."""
    m = _NAMED_TO.fullmatch(plain, a.end, b.start)
    if not m or a.unit != b.unit:
        return False
    if re.match(r"\s+" + re.escape(m.group(1)) + r"\b", plain[b.end:b.end + 40]) is not None:
        return True
    head = _head_token(m.group(1))
    return bool(head) and not head[1] and a.unit is not None


def _share_in_lists(kept: list[_Cand], plain: str, heads=None) -> None:
    for g in _lists([c for c in kept if not c.is_baseline], plain):
        if len(g) < 2:
            continue
        q = _qualifier(plain, g[0].start)
        if q == "up to" or q in ("over", "more than", "less than", "about", "nearly", "at least"):
            for c in g:
                if c.qualifier is None:
                    c.qualifier = q
        unit = g[-1].unit
        for c in g:
            if c.unit is None and unit is not None:
                c.unit = unit
        # "reduces RMSE and CRPS by up to 4.6% and 4.3%": names paired with the numbers
        pm = re.search(r"(?:\b([A-Za-z][\w\-@]*),\s+)?\b([A-Za-z][\w\-@]*),?\s+and\s+([A-Za-z][\w\-@]*)\s+by\s+"
                       r"(?:(?:up\s+to|over|more\s+than|about|around|nearly|almost|at\s+least)\s+)?$",
                       plain[max(0, g[0].start - 80):g[0].start])
        if pm:
            names = [n for n in pm.groups() if n]
            acr, words, _ = metric_vocabulary()
            if len(names) == len(g) and all(n in acr or n.lower() in words for n in names):
                for c, nm in zip(g, names):
                    if c.name is None:
                        c.name = nm
        for c, nm in zip(g, _slash_names(g, plain)):
            if c.name is None:
                c.name = nm
        terms = _terms_names(g[-1], plain, len(plain))
        if len(terms) == len(g):
            for c, nm in zip(g, terms):
                if c.name is None:
                    c.name = nm
        if heads is not None and _has_own_name(g[-1], plain, heads, len(plain)):
            # "7.59× and 2.45× faster", "61.22 and 6.80 perplexity": the name after the last
            # number of a list names them all
            last = g[-1].name or _name_for(g[-1], plain, heads, g[-1].start, len(plain))
            for c in g[:-1]:
                if c.name is None and not _has_own_name(c, plain, heads, len(plain)):
                    c.name = last
        if len({c.unit for c in g}) == 1 and g[0].kind is None:
            k = _kind(g[0], plain, max(0, g[0].start - 200))
            if k == "score" and g[-1].baseline is None and _kind(g[-1], plain, max(0, g[0].start - 200)) == "improvement":
                k = "improvement"  # "a 13.1% and 9% increase in accuracy"
            for c in g:
                c.kind = k


_SLASH_NAMES = r"([A-Za-z][\w\-@]*(?:\s*/\s*[A-Za-z][\w\-@]*)+)"
_SLASH_NAMES_AFTER = re.compile(r"\s*(?:(?:improvements?|gains?|reductions?|increases?|decreases?)\s+(?:on|in|of)\s+)?"
                                + _SLASH_NAMES + r"\b")  # "81%/14% improvements on ASR/SSIM"
_SLASH_NAMES_BEFORE = re.compile(r"\b" + _SLASH_NAMES + r"\s*(?:(?:of|at|is|are|reaches|scores?\s+of)\s+|[=:]\s*|\(\s*)?$")


def _slash_names(g: list[_Cand], plain: str) -> list[str]:
    """"25.2%/98.6% METEOR/CIDEr-D" or "METEOR/CIDEr-D of 25.2%/98.6%": the names paired with
    the numbers of a slash list; [] when there are none or their count differs."""
    if len(g) < 2 or {plain[a.end:b.start].strip() for a, b in zip(g, g[1:])} != {"/"}:
        return []
    m = (_SLASH_NAMES_AFTER.match(plain, g[-1].end, g[-1].end + 60)
         or _SLASH_NAMES_BEFORE.search(plain, max(0, g[0].start - 60), g[0].start))
    names = [n.strip() for n in m.group(1).split("/")] if m else []
    return names if len(names) == len(g) else []


# "by up to 2.24% on EGTEA, 3.97% on MECCANO, and 1.49% on EPIC", "26.7% FLOPs saving for GPT2
# and 25.0% for TinyLlama", "GoogLeNet by 1.1%, VGG-16 by 4.3%", "by -28% for birds, and by -26% for vowels":
# one claim spread over a list (digits only inside names)
_LOOSE_GAP = re.compile(
    r"^\s*(?:\)\s*)?(?:(?:[A-Za-z][\w\-]*\s+){0,2}(?:savings?|reductions?|improvements?|gains?|increases?|"
    r"decreases?|drops?|speed-?ups?)\s+|(?:higher|lower|better|worse|more|less|fewer|faster|slower|smaller|larger|cheaper)"
    r"(?:\s+(?=(?:on|in|for|at|over|across|compared|than|against|under|with|of)\s))?)?"
    r"(?:(?:on|in|for|at|over|across|compared\s+(?:to|with)|than|against|under|with|of)\s+"
    r"(?:the\s+)?(?:[^,;.%\d]|(?<=[A-Za-z\-\d])\d|(?<=[A-Za-z]\s)\d{1,2}(?=\s+(?:and|or)\s)){1,45}?)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)"
    r"(?:(?:[A-Z][\w\-.]*\s+)?by\s+)?(?:(?:up\s+to|over|more\s+than|nearly|almost|about|around)\s+)?$")


_PAIR_HEDGES = {"up to", "over", "more than", "less than", "about", "nearly", "at least"}


def _loose_lists(described: list, plain: str) -> None:
    for i in range(1, len(described)):
        prev, cur = described[i - 1], described[i]
        p, c = prev[0], cur[0]
        if p.unit != c.unit or p.verb or c.verb or not _LOOSE_GAP.match(plain[p.end:c.start]):
            continue
        if _lists([p, c], plain)[0] == [p, c]:
            continue  # a tight list "A, B and C": handled by _share_in_lists
        if not cur[3] and not _by_names_metric(plain[p.end:c.start]):
            cur[1] = prev[1]
        if prev[2] == "improvement" and cur[2] == "score" and c.baseline is None:
            cur[2] = "improvement"
        ranged = re.search(r"\d\s*%?\s*(?:[-–—~]|to)\s*\d", plain[p.start:p.end]) and not _QUALIFIER_BEFORE.search(
            plain, max(0, p.start - 20), p.start)  # "2.2 - 13.8%": the range's "up to" is its own
        if prev[0].qualifier in _PAIR_HEDGES and c.qualifier is None and not ranged and (
                prev[0].qualifier == "up to" or not re.search(r"\b(?:by|of)\s+$", plain[max(0, c.start - 8):c.start])):
            # "by more than 25% at country-level and 38% at city-level": the hedge before a
            # coordinated pair applies to both (not when the second has its own "by")
            c.qualifier = prev[0].qualifier


_WORD_BEFORE_BY = re.compile(r"([A-Za-z][\w\-@]*)\s+by\s+(?:[a-z]+\s+)*$")


def _by_names_metric(gap: str) -> bool:
    """"Micro-F1 by 28.80% and Macro-F1 by 36.29%": the word before "by" names its own metric."""
    m = _WORD_BEFORE_BY.search(gap)
    if not m:
        return False
    acr, words, _ = metric_vocabulary()
    return m.group(1) in acr or m.group(1).lower() in words


_OPEN_PAREN = re.compile(r"\s*\(\s*")
_TERMS_LATER = re.compile(r"\bin\s+terms\s+of\s")
_ON_PLACE = re.compile(r"\s+on\s+(?!the\s+|average\b)")
_TERMS_GAP_STOP = re.compile(r"[;:]|\b(?:while|whereas|but|which|that|although|respectively)\b")


class _At:
    __slots__ = ("end",)

    def __init__(self, end: int):
        self.end = end


def _terms_later(described: list, plain: str, sent_b: int) -> None:
    """"~20% improvement on UCF-101 and ~15% improvement on J-HMDB in terms of v-mAP scores":
    a later "in terms of X" in the same clause names the results before it that name nothing
    themselves (and so does any result between them)."""
    def own(d) -> bool:  # "30.4% on ADE in terms of mAP": "on ADE" is where, not what
        return d[3] and not _ON_PLACE.match(plain, d[0].end)

    for i, cur in enumerate(described):
        c = cur[0]
        if own(cur) or (cur[1] is not None and not cur[3]):
            continue
        m = _TERMS_LATER.search(plain, c.end, min(sent_b, c.end + 120))
        if not m or _TERMS_GAP_STOP.search(plain, c.end, m.start()):
            continue
        if any(own(d) for d in described[i + 1:] if d[0].start < m.start()):
            continue
        names = _terms_names(_At(m.start()), plain, sent_b)
        if len(names) == 1:
            cur[1] = names[0]


_IN_METRIC = re.compile(r"\bin\s+(?:the\s+)?(?:(?P<acr>[A-Z][A-Za-z0-9\-@]*)\s+(?:metrics?|scores?)\b)?")
_IN_GAP_STOP = re.compile(r"[;:]|\b(?:while|whereas|but|which|that|although|than|compared|over|with|without|when|"
                          r"in|achiev\w*|increas\w*|decreas\w*|loss|drops?)\b")


def _in_metric_later(described: list, plain: str, sent_b: int, heads) -> None:
    """"by a margin of 7.9% and 5.8%, respectively, in the AO metric", "the Neural Scene Flow
    Prior method by 5%-7% in accuracy": a later "in <metric>" in the same clause names the
    results before it that name nothing themselves."""
    for i, cur in enumerate(described):
        c = cur[0]
        if cur[1] is not None or cur[3]:
            continue
        for m in _IN_METRIC.finditer(plain, c.end, min(sent_b, c.end + 120)):
            if _IN_GAP_STOP.search(plain, c.end, m.start()):
                break
            name = None
            if m.group("acr") and m.group("acr") not in _NOT_ACRONYM_NAMES:
                name = m.group("acr")  # "in the AO metric": the metric named as such
            else:
                head = next((h for h in heads if h[0] == m.end() and not h[3]), None)
                name = _singular(head[2]) if head else None
            if name is None:
                continue
            # not past a result with a name of its own (unless the same "in X" names it too)
            if not any(d[3] and (d[1] or "").lower() != name.lower() for d in described[i + 1:] if d[0].start < m.start()):
                cur[1] = name
            break


def _restatements(described: list, plain: str) -> None:
    """"by up to 1.14 points (6.7%)": a bare number in brackets right after a result restates it
    in another unit, so it is the same kind of record about the same quantity."""
    for prev, cur in zip(described, described[1:]):
        p, c = prev[0], cur[0]
        if not _OPEN_PAREN.fullmatch(plain, p.end, c.start) or not re.match(r"\s*\)", plain[c.end:c.end + 3]):
            continue
        if not cur[3]:
            cur[1] = prev[1]
        if not c.signed and c.baseline is None and cur[2] != "ratio":
            cur[2] = prev[2]
        if c.qualifier is None:
            c.qualifier = p.qualifier


def _respectively(records: list[_Cand], plain: str, sa: int, sb: int, heads) -> None:
    sent = plain[sa:sb]
    if not _RESPECTIVELY.search(sent):
        return
    for g in _lists(records, plain):
        if len(g) < 2:
            continue
        names = _subject_list(plain[sa:g[0].start], len(g)) or _subject_list(plain[g[-1].end:sb], len(g))
        if names:
            for c, s in zip(g, names):
                c.subject = s
        after = _metric_list_after(heads, plain, g[-1].end, len(g))
        metrics = (_coordinated_names(plain, sa, g) or _metric_list(heads, plain, g[0].start, len(g)) or after)
        if metrics and not after and _name_after(g[-1], plain, heads, sb):
            continue  # "up to 98X and 478X search speedup respectively": the name after the numbers
        if metrics:
            for c, name in zip(g, metrics):
                if c.name is None or (metrics is after and _CHANGE_THEN_LIST.match(plain, g[-1].end)):
                    # "5.14%, 8.24% improvement in F1 score and AUC-PR, respectively": one name each
                    c.name = name


# "reducing training and inference costs by 31.30x and 1.84x, respectively": coordinated
# modifiers of one noun, each naming one number
_COORDINATED_BY = re.compile(
    r"\b(?P<mods>(?:[a-z][\w\-]*,\s+){0,3}[a-z][\w\-]*,?\s+and\s+[a-z][\w\-]*)\s+(?P<noun>[a-z][\w\-]*)\s+by\s+"
    r"(?:(?:up\s+to|over|more\s+than|about|around|nearly|almost|at\s+least)\s+|[~≈]\s*)?$")


def _coordinated_names(plain: str, sa: int, g: list) -> list[str] | None:
    m = _COORDINATED_BY.search(plain, max(sa, g[0].start - 90), g[0].start)
    if not m:
        return None
    mods = [w for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group("mods")) if w]
    noun = m.group("noun")
    if len(mods) != len(g) or any(w in _NP_END or w in _NP_DROP_LEFT or _CHANGE_VERB.match(w) or _head_token(w)
                                  for w in mods):
        return None  # "the backward-pass memory and computation cost": "memory" is a quantity of its own
    if not (_head_token(noun) and not _head_token(noun)[1]) and noun not in ("costs", "cost", "usage", "time", "times"):
        return None
    return [_singular(f"{w} {noun}") for w in mods]


# "by 2.4% and 1.2% in terms of F1-score and AUROC, respectively": the names follow the numbers
_TO_NAME_LIST = re.compile(r"\s*(?:(?:improvements?|gains?|increases?|reductions?|decreases?)\s+)?"
                           r"(?:in\s+terms\s+of|in|on|of|for)\s+(?:the\s+)?")
_CHANGE_THEN_LIST = re.compile(r"\s*(?:improvements?|gains?|increases?|reductions?|decreases?)\s+(?:in|on|of)\s")


def _metric_list_after(heads, plain: str, start: int, n: int) -> list[str] | None:
    strong = [(a, b, name) for a, b, name, weak in heads if a >= start and not weak][:n]
    if len(strong) < n or not _TO_NAME_LIST.fullmatch(plain, start, strong[0][0]):
        return None
    if not all(_NAME_LIST_SEP.fullmatch(plain, x[1], y[0]) for x, y in zip(strong, strong[1:])):
        return None
    return [_singular(x[2]) for x in strong]


_NAME_LIST_SEP = re.compile(r"\s*(?:,\s*(?:and\s+)?|and\s+)")


def _metric_list(heads, plain: str, end: int, n: int) -> list[str] | None:
    """"the memory efficiency, training time acceleration and inference energy efficiency can be
    improved by 8.6x, 2.0x and 1.6x, respectively": n metric names listed before the numbers."""
    names: list[list] = []  # [start, end, name]; heads next to each other form one name
    for a, b, name, weak in heads:
        if b > end:
            break
        if weak:
            continue
        if names and a > names[-1][1] and not plain[names[-1][1]:a].strip():
            names[-1][1:] = [b, f"{names[-1][2]} {name}"]
        else:
            names.append([a, b, name])
    if len(names) < n:
        return None
    listed = names[-n:]
    if not all(_NAME_LIST_SEP.fullmatch(plain, x[1], y[0]) for x, y in zip(listed, listed[1:])):
        return None
    return [_singular(x[2]) for x in listed]

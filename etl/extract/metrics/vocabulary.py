"""Metric-name vocabulary: the built-in and leaderboard metric names, their modifiers, and the
head tokens (last words) that can end a metric name (`metric_vocabulary`, `_head_token`).
"""

from __future__ import annotations

import json
import os
import re
from functools import lru_cache
from pathlib import Path

from etl import PACKAGE_DIR


# --------------------------------------------------------------------------------------------
# Metric name vocabulary
# --------------------------------------------------------------------------------------------
# Heads: the last word of a metric name. Acronyms match case-sensitively, words case-insensitively.
_BUILTIN_METRICS = """
accuracy|cross-entropy|top-1 accuracy|top-5 accuracy|top-1 error|error|error rate|word error rate|character error rate
F1|F1 score|F1-score|macro-F1|micro-F1|exact match|EM|BLEU|BLEU score|ROUGE|ROUGE-L|ROUGE-1|ROUGE-2|METEOR
CIDEr|SPICE|chrF|COMET|BERTScore|mAP|AP|AP50|AP75|mIoU|IoU|J&F|PQ|AUC|AUROC|AUPRC|ROC-AUC|FPR95|TPR|TNR|FID|FVD|KID
IS|Inception Score|CLIP score|PSNR|SNR|SSIM|LPIPS|perplexity|PPL|WER|CER|MSE|MAE|RMSE|MAPE|CRPS|NLL|ELBO|ECE
Elo|Elo rating|rating|reward|return|success rate|win rate|pass rate|pass@1|pass@k|Hits@1|Hits@10|MRR|NDCG|nDCG@10|recall
precision|Recall@1|R@1|Dice|mean Dice|MPJPE|PA-MPJPE|EPE|Chamfer distance|Spearman correlation|correlation
Pearson correlation|Kendall tau|speed|inference speed|training speed|sampling speed|decoding speed|speedup
speed-up|acceleration|throughput|latency|memory|memory usage|memory footprint|memory consumption|energy
compression|compression ratio|cost|training cost|inference cost|runtime|training time|inference time
wall-clock time|time|FLOPs|GFLOPs|MACs|parameters|params|gap|regret|sample efficiency|efficiency
robustness|robust accuracy|attack success rate|ASR|violation rate|hallucination|hallucination rate
coverage|calibration error|Vina score|docking score|binding affinity|RMSD|MAE|R2|R²|NMI|ARI|purity
validity|uniqueness|novelty|diversity|fidelity|quality|sparsity|pruning rate|data pruning rate
success|correct rate|reasoning accuracy|zero-shot accuracy|linear probing accuracy|bits/dim|BPD|BPC
mean average precision|average precision|token savings|savings|performance degradation|delay|normalized score|human normalized score|score|HNS|return|episode return
response time|query time|processing time|running time|execution time|loss|test loss|validation loss
overhead|constraint satisfaction|satisfaction|false positives|false negatives|false positive rate|false negative rate|false alarm rate
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
    "Pearson", "Kendall", "chamfer", "Chamfer", "Fréchet", "Frechet", "signal-to-noise", "level",
    "acceptance", "compute", "serving", "execution", "running", "wall", "solve", "KV", "cache",
    # where or when it runs: "real-time inference speed", "online evaluation time"
    "real-time", "online", "offline", "on-device",
    # the unit a score is counted over: "word-level perplexity", "pixel-level AUROC"
    *(f"{unit}-level" for unit in ("byte", "char", "character", "subword", "token", "word", "phoneme", "span",
                                   "entity", "sentence", "utterance", "document", "corpus", "system", "pixel",
                                   "patch", "object", "instance", "image", "frame", "clip", "video", "event",
                                   "segment", "sample", "class", "node", "edge", "graph")),
    "evaluation", "performance", "pre-decoding", "validation",
}
_METRIC_NOUNS = set("""accuracy acc error errors rate score precision recall perplexity latency
throughput memory speed speedup speed-up acceleration compression cost runtime time regret reward
return correlation distance similarity diversity fidelity novelty validity uniqueness coverage
sparsity efficiency robustness gap loss energy footprint consumption usage savings parameters
params hallucination likelihood log-likelihood kappa jaccard dice purity modularity sensitivity
specificity f-measure e-measure s-measure f1-score overlap affinity quality ratio tokens
bits/dim bits/dimension bpd cross-entropy meteor elo rating success degradation delay satisfaction positives negatives overhead""".split())
_NOT_MODIFIERS = {"the", "a", "an", "of", "in", "on", "by", "and", "or", "with", "to", "for",
                  "its", "their", "our", "higher", "lower", "better", "improved", "improves",
                  "overall", "val", "final", "state-of-the-art",
                  "best", "new", "same", "comparable", "superior", "strong", "without",
                  "while", "when", "than", "at", "as", "up", "down", "percent", "order-of-magnitude"}

_SHARED = Path(os.environ.get("PAPERDB_SHARED", PACKAGE_DIR.parents[1] / "shared"))
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
    aggregate of one quantity ("overall accuracy") stays that quantity (see _AGGREGATES); "average"
    is no aggregate here: "average accuracy" is named as written, as the labels name it."""
    whole = set()
    for name in _vocabulary_names():
        words = name.lower().split()
        if (len(words) >= 2 and any(w in _NOT_MODIFIERS for w in words[:-1])
                and not any(w in _FUNCTION_WORDS or not _NAME_WORD.fullmatch(w) for w in words)):
            whole.add(" ".join(words))
    return frozenset(n for n in whole if not _starts_with_aggregate(n))


def _starts_with_aggregate(name: str) -> bool:
    return name.split()[0] in _AGGREGATES or name.startswith("val ")


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
        if not re.fullmatch(r"[A-Za-z][\w@\-./&]*", head):
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


def _head_token(t: str) -> tuple:
    """(the metric-name token it stands for, whether a weak head) if token t can head a metric
    name, else (); cached (the vocabulary is loaded once)."""
    acr, words, _ = metric_vocabulary()
    tl = t.lower()
    singular = (tl[:-3] + "y" if tl.endswith("ies") else tl[:-1]) if tl.endswith("s") and not tl.endswith("ss") else tl
    head: tuple  # (token, weak) or ()
    if t in acr or (t.endswith("s") and t[:-1] in acr and len(t) > 2):
        head = (t if t in acr else t[:-1], False)
    elif "-" in t and t[:1].isupper() and t[1:2].islower() and t.upper() in _upper_acronyms():
        head = (t, False)  # "Rouge-1", "Bleu-4": a metric acronym written in title case
    elif _AT_K_METRIC.fullmatch(t):
        head = (t, False)  # "NDCG@10", "Recall@20", "HR@5": a ranking metric at a cut-off
    elif "_" in t and t.split("_", 1)[0] in acr and t.split("_", 1)[1].isalnum():
        head = (t, False)  # "AP_novel", "AP_50": a metric acronym with its subscript
    elif "-" in t and _HYPHEN_HEAD.fullmatch(t) and (t.rsplit("-", 1)[1] in _HYPHEN_LAST or t.split("-", 1)[0] in _HYPHEN_FIRST) \
            and t.split("-", 1)[0].lower() not in ("full", "half", "mixed", "high", "low", "human", "non", "pseudo"):
        head = (t, False)  # "mask-AP", "F-score", "L2-error": a metric with its qualifier joined on
    elif t.count("-") >= 2 and _HYPHENED_NAME.fullmatch(t) and t.rsplit("-", 1)[1].lower() in words:
        head = (t, False)  # "mean-average-precision", "word-error-rate": a name written hyphenated
    elif (tl in words or singular in words) and not _CAMEL_CASE.search(t) and tl not in _COUNTED_PLURALS:
        head = (t if tl in words or tl in _PLURALS_KEPT else (t[:-3] + "y" if tl.endswith("ies") else t[:-1]), False)
    elif tl in _WEAK_HEADS:
        head = (t, True)
    elif tl in ("coefficient", "coefficients"):
        head = (t[:-1] if tl.endswith("s") else t, False)  # as written, singular; only after a kind of coefficient
    else:
        head = ()
    if len(_HEAD_TOKENS) < 200_000:
        _HEAD_TOKENS[t] = head
    return head


_HEAD_TOKENS: dict[str, tuple] = {}
# Plurals that count things rather than measure them: "875 user ratings", "1,000,000 ratings"
_COUNTED_PLURALS = frozenset({"ratings"})


@lru_cache(maxsize=1)
def _upper_acronyms() -> frozenset[str]:
    """The acronym heads in capitals, to know "Rouge-1" for "ROUGE-1"."""
    return frozenset(a.upper() for a in metric_vocabulary()[0])


# Plurals named as written: costs are summed over things ("inference costs", "budget overheads"),
# while "errors" or "accuracies" name one measure of several systems.
_PLURALS_KEPT = frozenset({"costs", "overheads"})
_HYPHEN_LAST = {"AP", "mAP", "IoU", "mIoU", "score", "error", "accuracy", "F1", "Recall", "recall", "Acc", "acc"}
_HYPHEN_FIRST = {"AUC", "AUROC", "mAP", "NDCG", "MRR", "PSNR", "SSIM"}  # "AUC-PR", "mAP-50": the metric comes first
_HYPHENED_NAME = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+){2,4}")
_HYPHEN_HEAD = re.compile(r"[A-Za-z][A-Za-z0-9]{0,9}-[A-Za-z][\w@]*")
_AT_K_METRIC = re.compile(r"[A-Za-z][A-Za-z\-]*@(?:\d+(?:\.\d+)?|\.\d+|[kK])")  # "mAP@.5"
# "SCoRe", "CoRe": a capital after a small letter marks a system's name, not the word "score"
_CAMEL_CASE = re.compile(r"[a-z][A-Z]")


def _is_strong_head(token: str) -> bool:
    """token heads a metric name on its own ("accuracy", "BLEU"), not only with a noun before
    it as a weak head does ("performance", "classification")."""
    head = _head_token(token)
    return bool(head) and not head[1]


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


# "0.31% additional time consumption" names "time consumption"
_AGGREGATES = {"overall", "final", "best", "additional", "extra"}

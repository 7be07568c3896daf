"""`extract_metrics` and `MetricFound`: sentence by sentence, scan the numbers, accept the
results and describe each (name, kind, qualifier, subject).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from etl.extract.metrics.acceptance import _accept, _others_number
from etl.extract.metrics.heads import _find_heads
from etl.extract.metrics.kinds import _VERSUS, _VERSUS_AFTER, _kind, _qualifier
from etl.extract.metrics.lists import (
    _by_list_names, _continued_change_names, _from_to, _in_metric_later, _lists, _loose_lists, _respectively,
    _restatements, _share_in_lists, _slash_names, _system_brackets, _terms_later,
)
from etl.extract.metrics.names import _defined_long_form, _has_own_name, _name_for, _share_named, _sped_up_process
from etl.extract.metrics.numbers import _Cand, _glued, _plain, _scan
from etl.extract.metrics.patterns import _CITATION_YEAR, _DATA_NAME, _FROM, _IMPROVE_NEAR, _points_change
from etl.extract.metrics.phrases import _before_determiner
from etl.extract.metrics.subjects import _paired_subjects, _subject
from etl.extract.metrics.vocabulary import _is_strong_head
from etl.extract.sentences import sentence_at, sentence_spans


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


def _sentence_of(spans: list[tuple[int, int]], pos: int) -> tuple[int, int]:
    i = sentence_at(spans, pos)
    return spans[i] if i >= 0 else (0, 0)


_EXCEEDS_NAMED = re.compile(r"(?<!\bnot\s)\b(?:exceed(?:s|ed|ing)?|surpass(?:es|ed|ing)?)\s+(?:the\s+|an?\s+)?"
                            r"(?:[\w\-]+\s+){1,3}of\s+$", re.IGNORECASE)


def _with_list_mates(group: list[_Cand], kept: list[_Cand], plain: str, sa: int, sb: int) -> list[_Cand]:
    """Bare numbers listed with an accepted bare one are results too: "surpassing Wanda and
    SparseGPT by 61.22 and 6.80 perplexity", "FID scores of 2.57 and 2.33" (the name is by one),
    "AP: 45.2 vs. 42.1"; so are bare slash pairs named by metric slash names ("78.5/80.2 EM/F1"),
    and numbers with a unit listed before an accepted one of the same unit; and "from A to B"
    keeps its A as B's baseline ("improve FID from 8.87 to 7.11")."""
    ids = {id(c) for c in kept}
    for g in _lists(group, plain):
        if (len(g) > 1 and all(c.unit is None and _plain_number(c, plain) for c in g) and _metric_slash_names(g, plain)
                and not _others_number(g[0], plain, sa, plain[max(sa, g[0].start - 60):g[0].start],
                                       plain[g[0].end:min(sb, g[0].end + 60)])):
            ids.update(id(c) for c in g)  # "78.5/80.2 EM/F1", "PSNR/SSIM of 32.1/0.93": scores named one by one
        elif (len(g) > 1 and any(id(c) in ids for c in g) and all(c.unit is None for c in g)
              and not (_RESTATED_BEFORE.search(plain, max(sa, g[0].start - 40), g[0].start)
                       and any(_VERSUS.search(plain, a.end, b.start) for a, b in zip(g, g[1:])))):
            # "an F1 of 0.88 vs 0.72", "AP: 45.2 vs. 42.1": the compared system's number too, as the
            # labels count it; but not in brackets restating a margin, "by 12% (98.38 vs. 87.98 AUC)"
            ids.update(id(c) for c in g if _plain_number(c, plain))
            if _points_change(g[-1], plain, sa, sb, first=g[0]):
                for c in g:
                    c.unit = "pp"  # "gains of up to +5.4 and +8 macro F1 points": all of them points
        elif len(g) > 1 and id(g[-1]) in ids and g[-1].unit is not None and len({c.unit for c in g}) == 1:
            # "results at 3.14% and 16.21%": the words after the last number speak for the list
            ids.update(id(c) for c in g if not _glued(c, plain))
        elif (len(g) > 1 and id(g[-1]) in ids and g[-1].unit is not None and all(c.unit is None for c in g[:-1])
              and all(_plain_number(c, plain) for c in g[:-1])
              and (g[-1].unit == "x" or all(plain[a.end:b.start].strip() == "/" for a, b in zip(g, g[1:]))
                   or g[-1].unit == "pp" and _IMPROVE_NEAR.search(plain, max(sa, g[0].start - 50), g[0].start))):
            # "8 and 125 times fewer samples", "by 2.24/7.17 points", "gains of 5.4 and 8 points"
            # (a change: "attains 21.81 and 15.24 points" are levels): the unit after the last
            # number is all of theirs
            for c in g[:-1]:
                c.unit = g[-1].unit
                ids.add(id(c))
    for a, b in zip(group, group[1:]):
        if (id(b) in ids and a.unit in (None, b.unit) and _plain_number(a, plain)
                and _FROM.search(plain, max(0, a.start - 24), a.start) and re.fullmatch(r"\s*to\s*", plain[a.end:b.start])):
            ids.add(id(a))
    numbers = [c for c in group if not _glued(c, plain)]  # not the 10 of "CIFAR-10"
    for a, b in zip(numbers, numbers[1:]):
        if (id(a) in ids and a.unit is None and b.unit is None and not b.verb and _plain_number(b, plain)
                and (_PER_BENCHMARK_SEP.fullmatch(plain, a.end, b.start)
                     or (n := _NAMED_PER_BENCHMARK_SEP.fullmatch(plain, a.end, b.start)) and _is_strong_head(n.group("n")))
                and _ON_BENCHMARK.match(plain, b.end)):
            # "an F1 of 0.93 on German, 0.91 on Chinese, and 0.891 on English", "78.4 mIoU on
            # Cityscapes and 80.1 on ADE20K": one score per benchmark, named by the first
            ids.add(id(b))
    return [c for c in group if id(c) in ids]


# Between two scores of a list by benchmark, and after the last: "on <Benchmark>", "in <Language>"
# (or a split: "on Cityscapes val and 80.1 on the test set")
_SPLIT = r"(?:val|validation|dev|development|test|test-dev|held-out|hold-out)(?:\s+(?:set|split))?"
_ON_BENCHMARK = re.compile(r"\s+(?:on|in|for)\s+(?:the\s+)?(?:(?:[A-Z]|[a-z]+[A-Z])[\w\-.]*|" + _SPLIT + r"\b)")
_PER_BENCHMARK_SEP = re.compile(_ON_BENCHMARK.pattern + r"(?:\s+(?:[A-Z][\w\-.]*|" + _SPLIT + r"\b)){0,2}"
                                r"\s*(?:,\s*(?:and\s+)?|and\s+)")
_NAMED_PER_BENCHMARK_SEP = re.compile(r"\s+(?P<n>[A-Za-z][\w\-@]*)" + _PER_BENCHMARK_SEP.pattern)


# "by 12% (", "by 12 points (", "by 12% AUC (": a bracket right after a number and its name restates it
_RESTATED_BEFORE = re.compile(r"\d\s*(?:%|points?|pp)?(?:\s+[\w\-@]+){0,2}\s*\(\s*$")


def _metric_slash_names(g: list[_Cand], plain: str) -> bool:
    names = _slash_names(g, plain)
    return bool(names) and all(_is_strong_head(n) for n in names)


def _plain_number(c: _Cand, plain: str) -> bool:
    return not c.mag and not _glued(c, plain) and not _CITATION_YEAR.match(plain[c.start:c.end])


def extract_metrics(text: object) -> list[MetricFound]:
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
        if (_BACKGROUND_SENTENCE.match(sent) or _PROVED_SENTENCE.match(sent)
                or (sa == spans[0][0] and _BACKGROUND_AFTER_TITLE.match(sent))):
            # "Studies estimate that up to 50% of such lists omit active drugs": the problem, not a
            # result; "We prove that the competitive ratio ... is about 0.2959": a bound
            continue
        heads = _find_heads(sent, sa, plain)
        kept = _with_list_mates(group, [c for c in group if _accept(c, plain, sa, sb, heads)], plain, sa, sb)
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
            if c.qualifier is None and _OR_MORE_AFTER.match(plain, c.end, sb):
                c.qualifier = "at least"  # "by a factor of 10 or more"
            if c.unit is None and _points_change(c, plain, sa, sb):
                c.unit = "pp"  # "by up to 80 F1 points": a change, and the text says points
        _respectively(records, plain, sa, sb, heads)
        _paired_subjects(records, plain, sa, sb)
        described: list[list] = []  # [candidate, name, kind, own name]; the list passes edit them
        for c in records:
            own = c.name is not None or _has_own_name(c, plain, heads, sb)
            name = c.name if c.name is not None else _name_for(c, plain, heads, sa, sb)
            if name is not None and "(" in plain[sa:c.start]:
                name = _defined_long_form(name, plain, sa, c.start)
            if name is not None and " in " in plain[c.end:c.end + 20]:
                name = _sped_up_process(name, plain, c.end, sb)
            kind = c.kind or _kind(c, plain, sa)
            described.append([c, name, kind, own])
        _loose_lists(described, plain)
        _by_list_names(described, plain)
        _continued_change_names(described, plain)
        _restatements(described, plain)
        if "(" in plain[sa:sb]:
            _system_brackets(described, plain, sa)
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
            name = _share_named(name, plain, sa, c.start, c.unit)
            subject = c.subject if c.subject is not None else _subject(c, plain, sa, sb, name)
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
    the number set against another system's repeats a result already reported, not a new one; so
    does a factor said again right after itself in other words."""
    seen: set[tuple] = set()
    kept: list[MetricFound] = []
    for r in results:
        key = (r.value, r.unit)
        if key in seen and _VERSUS_AFTER.match(plain, r.char_end) and "(" in plain[max(0, r.char_start - 3):r.char_start]:
            continue  # (not a new result that opens a comparison: "On ImageNet, it reaches 82.2% vs. 78.3%")
        if (kept and key == (kept[-1].value, kept[-1].unit) and r.unit == "x"
                and _RESTATED_FACTOR_GAP.fullmatch(plain, kept[-1].char_end, r.char_start)):
            continue  # "speedups of 10x-100x (1-2 orders of magnitude)": the factor said again
        seen.add(key)
        kept.append(r)
    return kept


_RESTATED_FACTOR_GAP = re.compile(r"\s*(?:\(|,\s*i\.e\.,?)\s*(?:~|about\s+|roughly\s+|approximately\s+)?")


# A sentence reporting what others measured about the world the work starts from
_BACKGROUND = (
    r"\s*(?:(?:Recent|Previous|Prior|Several|Many|Some|Existing|Earlier|Clinical)\s+)?(?:studies|surveys|statistics|reports|estimates|research)"
    r"\s+(?:have\s+|has\s+)?(?:estimate[ds]?|show(?:s|n|ed)?|suggest(?:s|ed)?|report(?:s|ed)?|indicate[ds]?|found|find|revealed?|reveals)\s+"
    r"(?!(?:that\s+)?(?:our|the\s+proposed|we|this|these|it|such)\b)")
_BACKGROUND_SENTENCE = re.compile(_BACKGROUND, re.IGNORECASE)
# the first sentence may be the title run into the abstract: "... specification discovery Studies
# have shown" (a lower-case word, then the capital; not "at Yahoo Research showed")
_BACKGROUND_AFTER_TITLE = re.compile(r"(?:[^.;:]*?\s)?(?-i:[a-z][a-z\-]*)\s+(?-i:(?=[A-Z]))" + _BACKGROUND, re.IGNORECASE)
_PROVED_SENTENCE = re.compile(r"\s*(?:[A-Z][\w\-]*,\s*)?[Ww]e\s+(?:also\s+|further\s+|then\s+|formally\s+)?prove\s+that\b")
_OR_MORE_AFTER = re.compile(r"\s+or\s+more\b")
_APPROX_AFTER = re.compile(r"\s*\(\s*(?:approx(?:\.|imately)?|roughly|about)\s*\)")

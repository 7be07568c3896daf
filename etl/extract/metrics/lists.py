"""Numbers read together: lists, "respectively", "from A to B", slash pairs, and names given once
for a list or later in the sentence.
"""

from __future__ import annotations

import re

from etl.extract.metrics.kinds import _kind, _qualifier
from etl.extract.metrics.names import _BY_BEFORE, _NOT_ACRONYM_NAMES, _has_own_name, _name_after, _name_for, _terms_names
from etl.extract.metrics.numbers import _CONTINUED_FROM, _Cand
from etl.extract.metrics.patterns import _ANY_HEDGE, _FROM, _HEDGE, _QUALIFIER_BEFORE, _RESPECTIVELY
from etl.extract.metrics.phrases import _CHANGE_VERB, _NP_DROP_LEFT, _NP_END, _singular
from etl.extract.metrics.vocabulary import _head_token, _is_strong_head, metric_vocabulary


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
                _changed_to(g, h, plain) or _same_name_to(g[-1], h[-1], plain)):
            k = groups[i + 2] if i + 2 < len(groups) else None
            if (len(g) == 1 and len(h) == 2 and k is not None and re.fullmatch(r"\s*and\s*", plain[h[0].end:h[1].start])
                    and re.fullmatch(r"\s*to\s*", plain[h[1].end:k[0].start])):
                # "from 25 to 19 and 17 to 15 cm": two changes, the second "to" starts from 17
                pairs = [(g[0], h[0]), (h[1], k[0])]
                h[1].is_baseline = True
            elif len(g) == len(h):
                pairs = list(zip(g, h))
            elif len(g) == 1:
                pairs = [(g[0], x) for x in h]
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
# "from 450 days to less than 2 days": a hedge on the to-number keeps the change, and so do a
# named setting of the from-number ("from 48% in English to 32%") and "down to"
_TO_GAP = re.compile(r"(?P<setting>\s+(?:in|on|for)\s+(?:the\s+)?[A-Z][\w\-.]*(?:\s+[A-Z][\w\-.]*)?)?\s*(?:down\s+)?to\s*"
                     r"(?:" + _ANY_HEDGE + r"\s+|[~≈<>]\s*)?")


def _changed_to(g: list[_Cand], h: list[_Cand], plain: str) -> bool:
    """The gap between from-numbers g and to-numbers h says "to"; a setting named for the
    from-number keeps the change, unless the values only range over settings ("gains range
    from 2% on CIFAR-10 to 5% on ImageNet")."""
    m = _TO_GAP.fullmatch(plain, g[-1].end, h[0].start)
    return m is not None and not (m.group("setting") and _RANGE_VERB_BEFORE.search(plain, max(0, g[0].start - 40), g[0].start))


_RANGE_VERB_BEFORE = re.compile(r"\b(?:rang|var)(?:e|es|ed|ing|y|ies|ied|ying)\s+from\s+(?:\S+\s+)?$", re.IGNORECASE)


def _same_name_to(a: _Cand, b: _Cand, plain: str) -> bool:
    """"from 1.5 mAP to 0.3 mAP": the name repeated after both numbers of a change; "from
    71.0% F1 to 75.9%": a metric name after the from-number only."""
    m = _NAMED_TO.fullmatch(plain, a.end, b.start)
    if not m or a.unit != b.unit:
        return False
    if re.match(r"\s+" + re.escape(m.group(1)) + r"\b", plain[b.end:b.end + 40]) is not None:
        return True
    return _is_strong_head(m.group(1)) and a.unit is not None


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
        terms = _terms_names(g[-1].end, plain, len(plain))
        if len(terms) == len(g):
            for c, nm in zip(g, terms):
                if c.name is None:
                    c.name = nm
        listed = _metric_list_after(heads, plain, g[-1].end, len(g)) if heads is not None else None
        for c, nm in zip(g, _shared_head(listed) if listed else []):
            if c.name is None:
                c.name = nm  # "77% and 54% on BLEU and METEOR scores": one name each, in order
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
_SLASH_NAMES_AFTER = re.compile(r"\s*(?:(?:improvements?|gains?|reductions?|increases?|decreases?)\s+(?:on|in|of)\s+|in\s+(?:terms\s+of\s+)?)?"
                                + _SLASH_NAMES + r"\b")  # "81%/14% improvements on ASR/SSIM"
_SLASH_NAMES_BEFORE = re.compile(r"\b" + _SLASH_NAMES + r"\s*(?:(?:of|at|is|are|reaches|scores?\s+of)\s+|[=:]\s*|\(\s*)?$")


def _slash_names(g: list[_Cand], plain: str) -> list[str]:
    """"25.2%/98.6% METEOR/CIDEr-D" or "METEOR/CIDEr-D of 25.2%/98.6%": the names paired with
    the numbers of a slash list, also of a list of slash pairs ("22.7%/38.9% and 33.8%/36.4% in
    ADE/FDE"); [] when there are none or their count differs."""
    slashed = [plain[a.end:b.start].strip() == "/" for a, b in zip(g, g[1:])]
    if not any(slashed):
        return []
    width = slashed.index(False) + 1 if not all(slashed) else len(g)
    if len(g) % width or slashed != ([True] * (width - 1) + [False]) * (len(g) // width - 1) + [True] * (width - 1):
        return []
    m = (_SLASH_NAMES_AFTER.match(plain, g[-1].end, g[-1].end + 60)
         or (_SLASH_NAMES_BEFORE.search(plain, max(0, g[0].start - 60), g[0].start) if width == len(g) else None))
    names = [n.strip() for n in m.group(1).split("/")] if m else []
    return names * (len(g) // width) if len(names) == width else []


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
        ranged = re.search(r"\d\s*%?\s*(?:[-–—~]|to|or)\s*\d", plain[p.start:p.end]) and not _QUALIFIER_BEFORE.search(
            plain, max(0, p.start - 20), p.start)  # "2.2 - 13.8%": the range's "up to" is its own
        if prev[0].qualifier in _PAIR_HEDGES and c.qualifier is None and not ranged and (
                prev[0].qualifier == "up to" or not re.search(r"\b(?:by|of)\s+$", plain[max(0, c.start - 8):c.start])):
            # "by more than 25% at country-level and 38% at city-level": the hedge before a
            # coordinated pair applies to both (not when the second has its own "by")
            c.qualifier = prev[0].qualifier


def _by_list_names(described: list, plain: str) -> None:
    """"reduces the number of multiplications by 10.4x, 6.8x and 10.8x respectively": the name of
    the change before "by" names every number of the list after it that has none of its own."""
    cands = [d[0] for d in described]
    at = {id(d[0]): d for d in described}
    for g in _lists(cands, plain):
        first = at[id(g[0])]
        if len(g) < 2 or first[1] is None or not _BY_BEFORE.search(plain, max(0, g[0].start - 30), g[0].start):
            continue
        for c in g[1:]:
            d = at[id(c)]
            if d[1] is None and not d[3] and c.unit == g[0].unit:
                d[1] = first[1]


def _continued_change_names(described: list, plain: str) -> None:
    """"cutting the gradient size of ResNet-50 from 97MB to 0.35MB, and for DeepSpeech from 488MB
    to 0.74MB": a change from A to B with no name of its own, right after a named one of the same
    unit, is of the same quantity."""
    for prev, d in zip(described, described[1:]):
        c = d[0]
        if (d[1] is None and not d[3] and c.baseline is not None and prev[1] is not None
                and prev[0].baseline is not None and prev[0].unit == c.unit
                and _CONTINUED_CHANGE_GAP.fullmatch(plain, prev[0].end, c.start)):
            d[1] = prev[1]


# only a place between the two changes, no subject or verb of its own ("while the checkpoint of the
# teacher goes from 488MB to 974MB" is another quantity)
_CONTINUED_CHANGE_GAP = re.compile(r"\s*,?\s*(?:and\s+)?(?:(?:for|on|in|with|at)\s+(?:the\s+)?[\w\-.]+(?:\s+[\w\-.]+){0,3}\s+)?"
                                   r"from\s+[-+]?[\d.,]+\s?\S{0,10}\s+to\s+")


_WORD_BEFORE_BY = re.compile(r"([A-Za-z][\w\-@]*)\s+by\s+(?:[a-z]+\s+)*$")


def _by_names_metric(gap: str) -> bool:
    """"Micro-F1 by 28.80% and Macro-F1 by 36.29%": the word before "by" names its own metric."""
    m = _WORD_BEFORE_BY.search(gap)
    if not m:
        return False
    acr, words, _ = metric_vocabulary()
    return m.group(1) in acr or m.group(1).lower() in words


_OPEN_PAREN = re.compile(r"\s*\(\s*")
_CLOSE_PAREN = re.compile(r"\s{0,2}\)")  # right after a number
_TERMS_LATER = re.compile(r"\bin\s+terms\s+of\s")
_ON_PLACE = re.compile(r"\s+on\s+(?!the\s+|average\b)")
_TERMS_GAP_STOP = re.compile(r"[;:]|\b(?:while|whereas|but|which|that|although|respectively)\b")


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
        names = _terms_names(m.start(), plain, sent_b)
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
        if not _OPEN_PAREN.fullmatch(plain, p.end, c.start) or not _CLOSE_PAREN.match(plain, c.end):
            continue
        if not cur[3]:
            cur[1] = prev[1]
        if not c.signed and c.baseline is None and cur[2] != "ratio":
            cur[2] = prev[2]
        if c.qualifier is None:
            c.qualifier = p.qualifier


# a system's name (a capital or a digit in it) or a plural of systems, then the bracket that
# holds its number: "outperforming ELIZA (22%)", "over GPT-4V (+12%) and open-source models (+32%)"
_SYSTEM_BRACKET_BEFORE = re.compile(
    r"(?<![\w\-])(?:[\w\-.]*[A-Z0-9][\w\-.]*|[a-z\-]+(?:models|methods|baselines|approaches|systems))"
    r"\s*\(\s*[+]?$")


def _system_brackets(described: list, plain: str, sa: int) -> None:
    """"passed in 49.7% of games, outperforming ELIZA (22%) and GPT-3.5 (20%)": a number alone in
    brackets after a system's name is that system's result on the quantity the sentence named
    before, in the same unit."""
    for k, cur in enumerate(described):
        c = cur[0]
        if cur[1] is not None or cur[3] or not _CLOSE_PAREN.match(plain, c.end) or \
                not _SYSTEM_BRACKET_BEFORE.search(plain, max(sa, c.start - 40), c.start):
            continue
        for j in range(k - 1, -1, -1):  # the nearest one before
            if described[j][1] is not None and described[j][0].unit == c.unit:
                cur[1] = described[j][1]
                break


def _respectively(records: list[_Cand], plain: str, sa: int, sb: int, heads) -> None:
    sent = plain[sa:sb]
    if not _RESPECTIVELY.search(sent):
        return
    for g in _lists(records, plain):
        if len(g) < 2:
            continue
        after = _coordinated_names_after(plain, g, sb) or _metric_list_after(heads, plain, g[-1].end, len(g))
        metrics = (_coordinated_names(plain, sa, g) or _metric_list(heads, plain, g[0].start, len(g)) or after)
        if metrics and not after and _name_after(g[-1], plain, heads, sb):
            continue  # "up to 98X and 478X search speedup respectively": the name after the numbers
        if metrics:
            for c, name in zip(g, metrics):
                if c.name is None or (metrics is after and _CHANGE_THEN_LIST.match(plain, g[-1].end)):
                    # "5.14%, 8.24% improvement in F1 score and AUC-PR, respectively": one name each
                    c.name = name


# "reducing training and inference costs by 31.30x and 1.84x, respectively", "top-1 and top-5
# accuracies of 93.1% and 88.4%": coordinated modifiers of one noun, each naming one number
_COORDINATED = r"(?P<mods>(?:[a-z][\w\-]*,\s+){0,3}[a-z][\w\-]*,?\s+and\s+[a-z][\w\-]*)\s+(?P<noun>[a-z][\w\-]*)"
_COORDINATED_BY = re.compile(
    r"\b" + _COORDINATED + r"\s+(?:by|of)\s+(?:" + _HEDGE + r"\s+|[~≈]\s*)?$")
# ... or after the numbers: "93.1% and 88.4% top-1 and top-5 accuracy, respectively"
# (the noun ends the phrase: not "5.87% and 2.67% parameter and training time overheads")
_COORDINATED_AFTER = re.compile(r"\s*(?:(?:in|on|for)\s+(?:the\s+)?)?" + _COORDINATED
                                + r"(?=\s*(?:[,;:.)]|$|(?:respectively|on|in|for|across|over|than)\b))")


def _coordinated_names(plain: str, sa: int, g: list) -> list[str] | None:
    return _coordinated(_COORDINATED_BY.search(plain, max(sa, g[0].start - 90), g[0].start), g)


def _coordinated_names_after(plain: str, g: list, sb: int) -> list[str] | None:
    return _coordinated(_COORDINATED_AFTER.match(plain, g[-1].end, sb), g)


def _coordinated(m: re.Match | None, g: list) -> list[str] | None:
    if not m:
        return None
    mods = [w for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group("mods")) if w]
    noun = m.group("noun")
    if len(mods) != len(g) or any(w in _NP_END or w in _NP_DROP_LEFT or _CHANGE_VERB.match(w) or _head_token(w)
                                  for w in mods):
        return None  # "the backward-pass memory and computation cost": "memory" is a quantity of its own
    if not _is_strong_head(noun) and noun not in ("costs", "cost", "usage", "time", "times"):
        return None
    return [_singular(f"{w} {noun}") for w in mods]


# "by 2.4% and 1.2% in terms of F1-score and AUROC, respectively": the names follow the numbers
_TO_NAME_LIST = re.compile(r"\s*(?:(?:improvements?|gains?|increases?|reductions?|decreases?)\s+)?"
                           r"(?:(?:in\s+terms\s+of|in|on|of|for)\s+(?:the\s+)?)?")
_CHANGE_THEN_LIST = re.compile(r"\s*(?:improvements?|gains?|increases?|reductions?|decreases?)\s+(?:in|on|of)\s")


def _metric_list_after(heads, plain: str, start: int, n: int) -> list[str] | None:
    strong = [(a, b, name) for a, b, name, weak in heads if a >= start and not weak][:n]
    if len(strong) < n or not _TO_NAME_LIST.fullmatch(plain, start, strong[0][0]):
        return None
    if not all(_NAME_LIST_SEP.fullmatch(plain, x[1], y[0]) for x, y in zip(strong, strong[1:])):
        return None
    return [_singular(x[2]) for x in strong]


def _shared_head(names: list[str]) -> list[str]:
    """"BLEU and METEOR scores": the head written once after the last name is each one's."""
    head = names[-1].split()[-1]
    if (len(names[-1].split()) == 2 and head.lower() in ("score", "metric", "rate")
            and all(len(n.split()) == 1 and not n.islower() for n in names[:-1])
            and not names[-1].split()[0].islower()):  # not "accuracy and F1 score"
        return [f"{n} {head}" for n in names[:-1]] + names[-1:]
    return names


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

"""Other ways a long form spells its acronym, tried in turn when the initials do not match.

Capitals anywhere in the words (_capitals_spell), letters inside words (_schwartz_hearst), a comma
list of plain words (_listed_long_form), a trailing phrase with no letter (_long_form_with_phrase),
a run of capitalised words (_title_case_name) and the acronym's parts the other way round
(_rotated_long_form).  Each accepts only shapes that rarely match by chance."""

from __future__ import annotations

import re

from etl.extract.acronyms.letter_match import (
    _FUNCTION_WORDS, _letter_variants, _match_long_form, _units, _WORD_RE,
)
from etl.extract.acronyms.shape import _upper_count


def _part_cuts(acronym: str) -> set:
    """Positions in the acronym's characters where a part ends: at a hyphen ({3} for "NAS-MMC")
    or where a word gives way to capitals ({6} for "TensorFMVC")."""
    cuts, n, prev = set(), 0, ""
    for ch in acronym:
        if ch.isalnum():
            if prev.islower() and ch.isupper():
                cuts.add(n)
            n += 1
        elif ch == "-":
            cuts.add(n)
        prev = ch
    return cuts


def _rotated_long_form(units, chars: str, acronym: str = ""):
    """A long form whose words put the acronym's two parts the other way round: "Multi-Task
    Learning with Excess Risks (ExcessMTL)", "Receiver Operating Characteristic AUC (AUCROC)".
    The rotated letters are matched by word starts with no content word skipped inside, the last
    part starts a word part, and each part spells at least two characters.  Where the acronym's
    parts meet (a hyphen, or a word before capitals) one word may be skipped: "an RLHF algorithm
    based on policy optimization (PO-RLHF)", "a novel federated multi-view clustering method with
    tensor factorization (TensorFMVC)"."""
    if len(chars) < 4 or not chars.isalnum():
        return None
    cuts = _part_cuts(acronym)
    for k in range(2, len(chars) - 1):
        cs = chars[k:] + chars[:k]
        if not cs[0].isalpha():
            continue
        sub = units[-(len(cs) + 4):]
        first = _match_long_form(cs, sub, 1 if k in cuts else 0, 1)
        if first is not None and sub[first][3] and sub[first][2][0].lower() == cs[0].lower() and (
                sub[first][2].lower() not in _FUNCTION_WORDS):
            return sub[first][0], sub[-1][1]
    return None


_PHRASE_PREPOSITIONS = frozenset("with for under via using from".split())


def _long_form_with_phrase(units, chars: str):
    """A long form ending in a short prepositional phrase whose words carry no letter:
    "distributionally robust Q-learning with single trajectory (DRQ)".  The letters are the
    initials of the words right before the last preposition, none skipped; the phrase has at most
    four word parts."""
    for k in range(len(units) - 2, max(len(units) - 6, -1), -1):
        if units[k][3] and units[k][2].lower() in _PHRASE_PREPOSITIONS:
            head = units[:k][-(len(chars) + 3):]
            first = _match_long_form(chars, head, 0, 0)
            return None if first is None else (head[first][0], units[-1][1])
    return None


# _STOP_PUNCT without the comma, which the listed long form holds
_LIST_STOP_PUNCT = re.compile(r"(?<!\bvs)\.|[;:!?()\[\]{}=<>]|\s[-—]\s")


def _listed_long_form(text: str, comma: int, open_pos: int, chars: str, floor: int):
    """A long form that holds a comma, matched by word initials only, every word used: "Stop,
    Question, and Frisk (SQF)", "fully observable, non-deterministic (FOND)", "Reward
    Reweighing, Reselecting, and Retraining (R3)".  comma: where the first search stopped."""
    lo = max(floor, open_pos - 120)
    for m in _LIST_STOP_PUNCT.finditer(text, lo, comma):
        lo = m.end()
    units = _units(text[lo:open_pos], lo)
    for cs, _ in _letter_variants(chars, True):
        units_cs = units[-(len(cs) + 3):]
        first = _match_long_form(cs, units_cs, 0, 0)
        # the words are plain words, not a list of names ("MNIST, CIFAR, and SVHN")
        if first is not None and units_cs[first][0] < comma and not any(
                _upper_count(u[2]) > 1 for u in units_cs[first:]):
            return units_cs[first][0], units_cs[-1][1]
    return None


def _capitals_spell(region: str, base: int, chars: str, whole: bool = False):
    """Long form whose capital letters, and only those, spell the acronym, wherever they sit in
    their words: "resToration of digitized Analog videotaPEs (TAPE)", "Joint Elementary
    Estimator incorporating additional Knowledge (JEEK)", "HaGRID (HAnd Gesture Recognition
    Image Dataset)".  The words at both ends hold a capital and at most half the words hold none.
    whole: the long form is all of region (the text inside the parenthesis)."""
    if len(chars) < 2 or not chars.isalpha():
        return None
    target = chars.upper()
    words = list(_WORD_RE.finditer(region))[-(len(target) + 4):]
    if not words or not any(ch.isupper() for ch in words[-1].group()):
        return None
    spelled = ""
    plain = 0
    for n, w in enumerate(reversed(words), 1):
        caps = "".join(ch for ch in w.group() if ch.isupper())
        plain += not caps
        spelled = caps + spelled
        if not target.endswith(spelled):
            return None
        if spelled == target:
            if 2 * plain > n or (whole and n != len(words)):
                return None
            return base + w.start(), base + words[-1].end()
    return None


# lower-case words a title-case name may hold inside it ("Reinforcement Learning with Reset Replay")
_TITLE_SKIP_WORDS = frozenset("of for and with via in on to by from the a an".split())
# words that start the sentence around a name, never the name itself
_TITLE_LEAD_BAD = frozenset("the a an our this these that its their we in on for with by".split())


def _title_case_name(units, region: str, base: int, chars: str):
    """Fallback for capitalised names whose letters come from inside words, with trailing words
    that carry no letter: "Diffusion Reconstruction Contrastive Learning (DRCT)", "Bi-Exponent
    Block Floating Point (BiE)", "Multiagent Reinforcement Learning with Reset Replay (MARR)".

    The long form is a run of capitalised words (lower-case function words only inside it) right
    before the parenthesis; the acronym's first letter is the initial of its first word, every
    letter is found in order (capitals at word-part starts where possible, else inside a word),
    at most one content word in the middle and at most three at the end carry no letter.
    """
    if not chars.isalpha() or _upper_count(chars) < 2 or len(chars) > 8:
        return None
    # the capitalised run, right to left, in word indexes
    words: dict[int, list] = {}
    for u in units:
        words.setdefault(u[4], []).append(u)
    order = sorted(words)
    run = []
    for wi in reversed(order):
        us = words[wi]
        w0 = us[0][2]
        if w0[0].isupper():
            run.append(wi)
        elif len(us) == 1 and w0 in _TITLE_SKIP_WORDS and run:
            run.append(wi)
        else:
            break
    run.reverse()
    while run and (words[run[0]][0][2].lower() in _TITLE_LEAD_BAD or words[run[0]][0][2] in _TITLE_SKIP_WORDS):
        run.pop(0)
    if len(run) < 2 or len(run) > len(chars) + 4:
        return None
    first_char = chars[0].lower()
    for start in range(len(run)):
        w = words[run[start]]
        if w[0][2][0].lower() != first_char or w[0][2].lower() in _TITLE_LEAD_BAD:
            continue
        flat = [u for wi in run[start:] for u in words[wi]]
        got = _title_match(chars, flat)
        if got is None:
            continue
        last_unit, inner_caps, used = got
        used_words = {flat[k][4] for k in used}
        last_word = flat[last_unit][4]
        span_words = [wi for wi in run[start:] if wi <= last_word]
        skipped = [wi for wi in span_words if wi not in used_words
                   and not (len(words[wi]) == 1 and words[wi][0][2] in _TITLE_SKIP_WORDS)]
        trailing = [wi for wi in run[start:] if wi > last_word
                    and not (len(words[wi]) == 1 and words[wi][0][2] in _TITLE_SKIP_WORDS)]
        if len(skipped) > 1 or len(trailing) > 3 or inner_caps > max(1, _upper_count(chars) // 3):
            return None
        if words[run[-1]][-1][2] in _TITLE_SKIP_WORDS:
            return None
        return flat[0][0], words[run[-1]][-1][1]
    return None


def _title_match(chars: str, flat):
    """Left-to-right match of chars in the word parts flat: (last unit, inner capitals, units)."""
    ui, pos = 0, 1  # the first char is the initial of flat[0]
    used = [0]
    inner_caps = 0
    for ch in chars[1:]:
        c = ch.lower()
        hit = None
        if not ch.isupper():
            # a lower-case letter continues the current word part ("Bi" of "Bi-Exponent")
            k = flat[ui][2].lower().find(c, pos)
            if k >= 0:
                hit = (ui, k + 1)
        if hit is None:
            for j in range(ui + 1, len(flat)):
                if flat[j][2][0].lower() == c:
                    hit = (j, 1)
                    break
        if hit is None and ch.isupper():
            for j in range(ui, len(flat)):
                k = flat[j][2].lower().find(c, pos if j == ui else 1)
                if k >= 0:
                    hit = (j, k + 1)
                    inner_caps += 1
                    break
        if hit is None:
            return None
        ui, pos = hit
        used.append(ui)
    return ui, inner_caps, used


def _schwartz_hearst(text: str, units, chars: str):
    """Fallback: letters matched anywhere inside words (Schwartz & Hearst), first at a word start.

    Accepted only when every content word of the long form holds a matched letter and the long
    form has no more content words than the acronym has letters ("ribonucleic acid (RNA)",
    "Prototypical Transformer (ProtoFormer)", "Collaborative Fine-Tuning (CraFT)").
    """
    if not units:
        return None
    lo = units[0][0]
    hi = units[-1][1]
    region = text[lo:hi]
    low = region.lower()
    pos = len(region)
    matched = []
    for idx in range(len(chars) - 1, -1, -1):
        ch = chars[idx].lower()
        if not ch.isalpha():
            return None
        while True:
            pos = low.rfind(ch, 0, pos)
            if pos < 0:
                return None
            if idx > 0 or pos == 0 or not region[pos - 1].isalnum():
                break
        matched.append(pos)
    start_rel = pos
    # the long form starts at the start of the (space-delimited) word holding the first letter
    while start_rel > 0 and not region[start_rel - 1].isspace():
        start_rel -= 1
    if start_rel != pos and region[start_rel:pos].strip("\"'(") and not region[start_rel].isalnum():
        pass
    lf_units = [u for u in units if u[0] >= lo + start_rel]
    words: dict = {}
    for u in lf_units:
        words.setdefault(u[4], []).append(u)
    content_words = 0
    for wi, us in words.items():
        if len(us) == 1 and us[0][2].lower() in _FUNCTION_WORDS:
            continue
        content_words += 1
        if not any(u[0] - lo <= m < u[1] - lo for u in us for m in matched):
            return None
    if content_words == 0 or content_words > len(chars) or content_words > _upper_count(chars) + 2:
        return None
    return lf_units[0][0], lf_units[-1][1]

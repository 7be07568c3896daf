"""Matching an acronym's characters to the word parts before it.

The text is cut into word parts (_units), and the characters are matched right to left to their
initials, prefixes and inner capitals (_match_long_form).  An acronym with digits has several
readings (_letter_variants); _match_readings picks the one that matches best."""

from __future__ import annotations

import re

from etl.extract.acronyms.shape import ADJECTIVE_PARTS


# words a long form may hold without a letter of the acronym ("Learning with Excess Risks")
_FUNCTION_WORDS = frozenset(
    "of for and the with via in on to a an by from based over under using as at or into its vs "
    "during through across without between among towards toward upon against".split()
)
# a kind noun that ends a long form and carries no letter of the acronym, beside one other word
_HEAD_NOUNS = frozenset(
    "method methods framework module model models approach algorithm strategy scheme technique "
    "mechanism architecture".split()
)
# a digit of the acronym may stand for a word: "2" reads "to" or "two", "4" reads "for" or "four"
_DIGIT_WORDS = {"2": ("to", "two", "second"), "4": ("for", "four"), "3": ("three", "third"), "1": ("one", "first")}

# an em or en dash joins two words without a space ("a method—causal preference optimization")
_WORD_RE = re.compile(r"[^\s—–]+")
_PART_RE = re.compile(r"[A-Za-z0-9²³À-ÖØ-öø-ÿ]+")
_CAMEL_RE = re.compile(r"(?<=[a-zß-öø-ÿ])(?=[A-ZÀ-ÖØ-Þ])")


def _units(region: str, base: int):
    """Word parts of region as (start, end, text, word_first, word_index).

    Words split at hyphens and slashes, and camelCase words at lower-to-upper changes
    ("LearnGene" -> "Learn", "Gene"); surrounding quotes and possessives are left out.
    """
    units = []
    for wi, w in enumerate(_WORD_RE.finditer(region)):
        word = w.group()
        ws = base + w.start()
        first = True
        for p in _PART_RE.finditer(word):
            piece = p.group()
            ps = ws + p.start()
            # not "eXtreme" into "e", "Xtreme"; a lower-case rest has no capital to split at
            if len(piece) > 3 and not piece[2:].islower() and _CAMEL_RE.search(piece, 2):
                cuts = [0] + [c.start() for c in _CAMEL_RE.finditer(piece)] + [len(piece)]
                for a, b in zip(cuts, cuts[1:]):
                    units.append((ps + a, ps + b, piece[a:b], first, wi))
                    first = False
            else:
                units.append((ps, ps + len(piece), piece, first, wi))
                first = False
    # "Models'" and "Model's": the possessive is not part of the long form
    if units and units[-1][2] == "s" and region[units[-1][0] - base - 1:units[-1][0] - base] == "'":
        units.pop()
    return units


def _chunk_score(chunk: str, unit: str) -> float:
    """Score of matching the acronym characters chunk to one word part, or -1."""
    c0 = chunk[0].lower()
    u0 = unit[0].lower()
    if c0 != u0:
        if len(chunk) >= 4 and chunk[0].isupper() and chunk[1:].islower() and len(unit) > len(chunk) + 1 and (
                unit.lower().endswith(chunk.lower())):
            # a word part of the short form that ends a word: "Former" of "transformer"
            # ("parsing-guided temporal-coherent transformer (PGTFormer)")
            return 2.0 + 0.5 * (len(chunk) - 1)
        if c0 == "x" and len(chunk) == 1 and (unit[:2].lower() == "ex" or unit[:5].lower() == "cross"):
            return 2.0  # "Explainable AI (XAI)", "cross-lingual transfer (XLT)"
        if chunk[0].isdigit() and len(chunk) == 1 and unit.lower() in _DIGIT_WORDS.get(chunk[0], ()):
            return 2.0
        return -1.0
    if len(chunk) == 1:
        return 2.0
    low = unit.lower()
    if low.startswith(chunk.lower()):
        # a prefix: "Vi" of "Vision", "GFlowNet", "ID" of "identification"
        return 2.0 + 0.5 * (len(chunk) - 1)
    # remaining chars at inner capitals or digits, in order
    pos = 1
    score = 2.0
    for ch in chunk[1:]:
        found = -1
        for k in range(pos, len(unit)):
            if (unit[k].isupper() or unit[k].isdigit()) and unit[k].lower() == ch.lower():
                found = k
                break
        if found < 0:
            return -1.0
        score += 1.5
        pos = found + 1
    return score


# prefixes that make one compound with a capitalised part ("multi-Source Domain Adaptation"); the
# shorter ones ("pre", "non") never pass the length check below
_COMPOUND_PREFIXES = frozenset("multi self semi cross inter intra super hyper anti pseudo post over under ultra "
                               "meta mega micro macro mini".split())
_INDEX_PART_RE = re.compile(r"[A-Za-z]?\d+")
_ADJECTIVE_PART_RE = re.compile(ADJECTIVE_PARTS)


def _inner_start(units, u: int, first: int | None) -> bool:
    """Whether the capitalised part units[u] may open the long form although a plain match opened
    it at units[first] (None: no plain match): after an index part or a lower-case word joined by a
    hyphen, only when the plain match ran on into earlier words ("estimator of the ℓ2-Expected
    Calibration Error (ECE)", "the resulting method-Reparameterized ... (RVRS)"; not "H2-Optimal
    Controller (OC)", "token-Level Contrastive Learning (LCL)"); after a lower-case word that lost its
    space, also alone ("introduceStyle Transfer Block(STB)"); never in a compound ("multi-Source",
    "task-Aware", "suBmodular", "Self-Attention")."""
    text, wi = units[u][2], units[u][4]
    if u == 0 or not text[:1].isupper() or units[u - 1][4] != wi or _ADJECTIVE_PART_RE.fullmatch(text):
        return False
    prev = units[u - 1][2]
    ran_on = first is not None and units[first][4] < wi
    if _INDEX_PART_RE.fullmatch(prev):
        return ran_on
    glued = units[u - 1][1] == units[u][0]  # a camelCase cut, not a hyphen
    return (prev.isalpha() and prev.islower() and prev not in _COMPOUND_PREFIXES
            and (len(prev) >= 5 if glued else len(prev) >= 4 and ran_on))


def _match_long_form(chars: str, units, max_inner_skips: int = 1, max_trailing_skips: int = 1):
    """Right-to-left greedy match of chars to units; index of the first unit used, or None. A
    capitalised part inside a word may open it instead (_inner_start)."""
    first = _match_from(chars, units, max_inner_skips, max_trailing_skips, ())
    inner = tuple(u for u in range(0 if first is None else first + 1, len(units))
                  if not units[u][3] and _inner_start(units, u, first))
    again = _match_from(chars, units, max_inner_skips, max_trailing_skips, inner) if inner else None
    return first if again is None else again


def _match_from(chars: str, units, max_inner_skips: int, max_trailing_skips: int, inner_starts: tuple):
    """Right-to-left greedy match of chars to units; index of the first unit used, or None.

    Each unit takes the longest chunk of characters it can spell (an initial, a prefix or inner
    capitals: "EP-GFlowNet" = "embarrassingly parallel GFlowNet"), so the whole long form is found,
    not only its last words.  Function words may be skipped freely, other words up to
    max_inner_skips inside the long form and max_trailing_skips after its last letter."""
    i = len(chars)
    u = len(units) - 1
    started = False
    inner_skips = 0
    trailing_skips = 0
    first_unit = None
    while u >= 0 and i > 0:
        text = units[u][2]
        best_k = None
        for k in range(max(0, i - len(text)), i):
            chunk = chars[k:i]
            if k == 0 and not units[u][3] and u not in inner_starts:
                continue
            if _chunk_score(chunk, text) > 0:
                best_k = k
                break  # longest chunk first
        if best_k is not None:
            i = best_k
            started = True
            first_unit = u
        else:
            if i < len(chars) and (chars[i - 1].islower() or chars[i - 1].isdigit()) and i - 1 > 0:
                # a lower-case letter or digit of the acronym with no word of its own ("MoE")
                i -= 1
                continue
            if text.lower() not in _FUNCTION_WORDS and units[u][3]:
                if u == len(units) - 1 and max_trailing_skips and text.lower() in _HEAD_NOUNS:
                    pass  # "Attribute-guided Image-Text Contrastive Learning module (AITC)"
                elif started:
                    inner_skips += 1
                else:
                    trailing_skips += 1
            if inner_skips > max_inner_skips or trailing_skips > max_trailing_skips:
                return None
        u -= 1
    if i > 0 or first_unit is None:
        return None
    return first_unit


def _match_readings(variants, all_units, min_len: int):
    """Long form (start, end) for the first reading of the acronym that matches, or None.

    With several readings, one that skips no word wins, the longest first: "Source-guided
    Similarity Preservation (S2P)" reads S2P as SSP, not as S, an unmatched digit and P."""
    for no_skips in (True, False) if len(variants) > 1 else (False,):
        best = None
        for cs, initials_only in variants:
            units = all_units[-(len(cs) + 5):]
            if initials_only:
                first = _match_long_form(cs, units, 0, 0)
            elif no_skips:
                first = _match_long_form(cs, units, 0, 1)
            else:
                first = _match_long_form(cs, units, 1 if len(cs) <= 4 else 2)
            if first is None or units[-1][1] - units[first][0] <= min_len:
                continue
            if best is None or units[first][0] < best[0]:
                best = units[first][0], units[-1][1]
            if not no_skips:
                break
        if best is not None:
            return best
    return None


_REPEAT_DIGIT_RE = re.compile(r"([A-Za-z])([2-5])(?![0-9])")
_REPEAT_GROUP_RE = re.compile(r"([A-Z]{2,3})([23])")
_TRAILING_NUMBER_RE = re.compile(r"([A-Z]{2,})(?![23]$)[0-9]+")  # 2 and 3 may repeat letters


def _letter_variants(chars: str, strict: bool):
    """Readings of the acronym characters to match, each with whether only initials may match."""
    variants = [(chars, strict)]
    if not any(ch.isdigit() for ch in chars):
        return variants
    rep = _REPEAT_DIGIT_RE.sub(lambda m: m.group(1) * int(m.group(2)), chars)
    if rep != chars:
        # a digit after a letter repeats it: "r2SGLD" = reflected reSGLD, "D4" = Disjoint
        # Diffusion Deepfake Detection, "RoboMP2" = Robotic Multimodal Perception-Planning
        variants.append((rep, strict))
    grp = _REPEAT_GROUP_RE.fullmatch(chars)
    if grp is not None:
        # a digit after two or three capitals repeats the group: "MC3" = Metropolis-coupled
        # Markov chain Monte Carlo
        variants.append((grp.group(1) * int(grp.group(2)), strict))
    num = _TRAILING_NUMBER_RE.fullmatch(chars)
    if num is not None:
        # a version or bit number with no word: "Normal Float (NF4)"; word initials only
        variants.append((num.group(1), True))
    return variants

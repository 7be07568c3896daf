"""The long form of a definition, in each layout it comes in.

Before the parenthesis ("Long Form (LF)", _long_form_before: initials first, then the fallbacks),
inside it ("LF (Long Form)", _long_form_inside), with a space in the short form ("Between-Class
learning (BC learning)", _spaced_short_form), or as the words right after a proposal cue
(_cued_long_form); _name_modifiers widens a long form to the capitalised words before it."""

from __future__ import annotations

import re

from etl.extract.acronyms.cues import _CUE_RE
from etl.extract.acronyms.letter_match import _letter_variants, _match_long_form, _match_readings, _units
from etl.extract.acronyms.long_form_fallbacks import (
    _capitals_spell, _listed_long_form, _long_form_with_phrase, _rotated_long_form, _schwartz_hearst,
    _title_case_name, _TITLE_LEAD_BAD,
)
from etl.extract.acronyms.shape import _acronym_chars, _acronym_like, _upper_count


# "vs." is inside a name ("Candidates vs. Noises Estimation"), other full stops end the search
_STOP_PUNCT = re.compile(r"(?<!\bvs)\.|[;:!?()\[\]{}=<>]|, |,$|\s[-—]\s")


def _long_form_before(text: str, open_pos: int, chars: str, floor: int, strict: bool = False,
                      acronym: str = ""):
    """Long form ending right before the parenthesis at open_pos: (start, end) or None.

    strict: initials only (no letters from inside words), for the weaker cues of a list inside
    the parenthesis or a short form with a space."""
    lo = max(floor, open_pos - 160)
    region = text[lo:open_pos]
    cut = None
    for m in _STOP_PUNCT.finditer(region):
        if m.group() == " - " and "-" in acronym:
            continue  # "Deep Potential - Smooth Edition (DeepPot-SE)": the short form's own hyphen
        cut = m.end()
    if cut is not None:
        lo += cut
        region = text[lo:open_pos]
    all_units = _units(region, lo)
    if not all_units:
        return None
    variants = _letter_variants(chars, strict)
    best = _match_readings(variants, all_units, len(chars))
    if best is not None or strict:
        return best
    caps = _capitals_spell(region, lo, chars)
    if caps is not None:
        return caps
    units = all_units[-(len(chars) + 5):]
    sh = _schwartz_hearst(text, units, chars)
    if sh is not None:
        return sh
    if text.startswith(", ", lo - 2):
        listed = _listed_long_form(text, lo - 2, open_pos, chars, floor)
        if listed is not None:
            return listed
    phrase = _long_form_with_phrase(all_units, chars)
    if phrase is not None:
        return phrase
    title = _title_case_name(all_units, region, lo, [cs for cs, initials in variants if not initials][-1])
    if title is not None:
        return title
    return _rotated_long_form(all_units, chars, acronym)


# a short form that starts with a word or a word part: "Warping-GAN", "EntNet"
_WORD_ACRONYM_RE = re.compile(r"([A-Z][a-z]{2,})[-A-Z]")
_MODIFIER_RE = re.compile(r"(?<![\w-])([A-Z][a-z]+(?:-[A-Z][a-z]+)*) $")
_LOWER_WORD_RE = re.compile(r"(?<![\w-])[a-z]+ $")


def _name_modifiers(text: str, lf_start: int, acr: str, floor: int) -> int:
    """Start of the long form with the capitalised words that modify a name-like short form:
    "a new Soft-Gated Warping Generative Adversarial Network (Warping-GAN)", "the Recurrent Entity
    Network (EntNet)".  Only when the short form starts with a word or a word part ("Warping-",
    "Ent"), the long form starts with it, and the words are inside a sentence (a lower-case word
    before them)."""
    word = _WORD_ACRONYM_RE.match(acr)
    if word is None or not text.startswith(word.group(1), lf_start):
        return lf_start
    start = lf_start
    for _ in range(2):
        mm = _MODIFIER_RE.search(text, max(floor, start - 40), start)
        if mm is None or mm.group(1).lower() in _TITLE_LEAD_BAD:
            break
        start = mm.start(1)
    if start != lf_start and _LOWER_WORD_RE.search(text, max(floor, start - 30), start) is not None:
        return start
    return lf_start


# a plain word of a short form, also camel-cased or hyphenated: "PatchMatch MVS", "MRC Q-Former"
_SPACED_WORD_RE = re.compile(r"(?=[A-Za-z-]*[a-z]{2})[A-Za-z][A-Za-z]*(?:-[A-Za-z]+)*")


def _spaced_short_form(text: str, m, content: str):
    """A short form with a space: "Between-Class learning (BC learning)", "On-Demand Federated
    Learning (On-Demand FL)".  One acronym (mostly capitals) with one or two plain words before
    or after it; the plain words are repeated as written around the long form of the acronym,
    which is matched by initials.  Returns (short form, long form start, long form end) or None."""
    toks = content.split()
    if not 2 <= len(toks) <= 3:
        return None
    keys = [i for i, t in enumerate(toks)
            if 2 * _upper_count(t) >= sum(ch.isalnum() for ch in t) and _acronym_like(t)]
    if len(keys) != 1:
        return None
    k = keys[0]
    if not all(_SPACED_WORD_RE.fullmatch(t) for i, t in enumerate(toks) if i != k):
        return None
    end = m.start()
    while end > 0 and text[end - 1] == " ":
        end -= 1
    lf_end = end
    suffix = " ".join(toks[k + 1:])
    if suffix:
        start = end - len(suffix)
        if start <= 0 or text[start:end].lower() != suffix.lower() or text[start - 1] != " ":
            return None
        end = start - 1
    chars = _acronym_chars(toks[k])
    if len(chars) < 2:
        return None
    lf = _long_form_before(text, end, chars, max(0, end - 160), strict=True)
    if lf is None and suffix:
        # the acronym spells the following word too: "Deformable Large Kernel Attention
        # (D-LKA Attention)", "class activation maps (CAM maps)"
        end = lf_end
        lf = _long_form_before(text, end, chars, max(0, end - 160), strict=True)
    if lf is None or lf[1] != end:
        return None
    lf_start = lf[0]
    prefix = " ".join(toks[:k])
    if prefix:
        b = lf_start - 1
        if b <= 0 or text[b] != " ":
            return None
        lf_start = b - len(prefix)
        if lf_start < 0 or text[lf_start:b].lower() != prefix.lower() or (
                lf_start > 0 and text[lf_start - 1].isalnum()):
            return None
    return " ".join(toks), lf_start, lf_end


# a clause, a quotation or a parenthesis in the words after the cue: they are no name
_CUE_PHRASE_BAD_RE = re.compile(
    r"[.;:()\[\]\"]|\s[-—]\s|—|,\s+(?:which|that|where|who|whose|to|and\s+\w+ing|a|an|the)\b")


def _cued_long_form(text: str, sent_start: int, open_pos: int, chars: str):
    """The long form of a name the paper introduces, held by the words right after the cue
    ("we propose", "a method, named"), when letters come from inside words or several words carry
    none: "we introduce Joint Composite Latent Space Bayesian Optimization (JoCo)", "a
    fine-tuning method, named Fuzzy VLM reward-aided RL (FuRL)", "we propose a novel Span-based
    Unified NER framework via contrastive learning (SUNER)".  The first word starts with the
    acronym's first letter, every letter is found in order, the phrase is short and has no clause."""
    if not chars[0].isalpha():
        return None
    cue = None
    for cue in _CUE_RE.finditer(text, max(sent_start, open_pos - 160), open_pos):
        pass
    if cue is None:
        return None
    start = cue.end()
    phrase = text[start:open_pos].rstrip()
    words = phrase.split()
    if not 2 <= len(words) <= min(12, len(chars) + 6) or _CUE_PHRASE_BAD_RE.search(phrase):
        return None
    if "," in phrase and any(len(seg.split()) > 3 for seg in phrase.split(",")):
        return None  # a comma only between short items: "Extraction, Assembly, and Modification"
    if phrase[0].lower() != chars[0].lower():
        return None
    units = _units(phrase, start)
    # at most four words after the last letter ("Bi-Exponent Block Floating Point Number Format
    # (BiE)" is no long form)
    if not units or _match_long_form(chars, units, len(units), 4) != 0:
        return None
    return start, start + len(phrase)


def _long_form_inside(content: str, content_start: int, chars: str, acronym: str = ""):
    """The long form inside the parenthesis of "LF (Long Form)": all of content, matched from its
    first word part (start, end), or None."""
    units = _units(content, content_start)
    if not units or len(units) > len(chars) + 4:
        return None
    for cs, initials_only in _letter_variants(chars, False):
        skips = 0 if initials_only else 1
        if _match_long_form(cs, units, skips, skips) == 0:
            end = content_start + len(content.rstrip(" .,;"))
            # a long form of one word is another name: "Unbiased-Teacher-v2 (& Unbiased-Teacher-v1)",
            # but not a hyphenated phrase after a short form without hyphen or digit: "MoA
            # (Mixture-of-Adapters)"
            one_word = units[0][4] == units[-1][4]
            if one_word and (not chars.isalpha() or "-" in acronym or len(units) < 2
                             or any(ch.isdigit() for ch in content)):
                return None
            return units[0][0], end
    return _capitals_spell(content.rstrip(), content_start, chars, whole=True)

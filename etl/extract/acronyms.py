"""Method names and acronyms in (normalised) abstract text: guidelines section 3.

Definitions "Long Form (LF)" and "LF (Long Form)" are found by matching the acronym's letters
(and digits: "2" reads "to"/"two", "4" reads "for"/"four") to the initials of the words and word
parts before the parenthesis, right to left, allowing skipped function words ("of", "with", ...),
inner capitals and whole-word pieces ("EP-GFlowNet" = "embarrassingly parallel GFlowNet"), so
the WHOLE long form is returned ("Switchable Sparse-Dense Learning" for SSD).  A name the paper
proposes without an expansion ("we propose FedPIN", "our method, FedPIN, ...") is a record with
long_form None.  ``is_proposed`` comes from the sentence around the definition.

Further rules: a digit after a letter may repeat it ("r2SGLD" = reflected reSGLD, "RoboMP2" =
Robotic Multimodal Perception-Planning); a capitalised name whose letters come from inside words
and that ends in words with no letter is taken whole ("Diffusion Reconstruction Contrastive
Learning (DRCT)"); "Long Form, or LF" is a definition; a named part of the paper's own system
("X comprises three modules: A (B), ...") is proposed; an acronym that only qualifies a plural
noun ("two density ratio estimation (DRE) methods") names a class and is not proposed.

Round 3: "X" also reads "cross" ("cross-lingual transfer (XLT)"); a digit after two or three
capitals repeats the group ("MC3" = Metropolis-coupled Markov chain Monte Carlo); the first item
of a list in the parenthesis is a short form when the words before spell it by initials
("disjunctive normal form (DNF, OR-of-ANDs)"); a short form may hold a space when its plain words
are repeated around the long form ("Between-Class learning (BC learning)"); a name in
parentheses right after a kind noun of a proposal ("we construct a new ... network (EnvNet-v2)"),
and a plain capitalised word in "we propose Juicer, a framework" are proposed names; a definition
in apposition to "we introduce a novel approach to X, the ..." is proposed; a short form that
starts with a whole word keeps the capitalised modifiers of its long form ("Soft-Gated Warping
Generative Adversarial Network (Warping-GAN)").

Round 4: a long form whose capital letters, wherever they sit, spell the acronym ("resToration of
digitized Analog videotaPEs (TAPE)"); with digits, a reading that skips no word wins, the longest
first ("Source-guided Similarity Preservation (S2P)"), and a trailing number may have no word
("Normal Float (NF4)"); long forms across an em dash, "vs." and a comma list of plain words ("Stop,
Question, and Frisk (SQF)"); a kind noun after the last matched word ("... Learning module
(AITC)"); a quoted short form or one "for short"; a short form with a space whose acronym spells
its plain word too ("Deformable Large Kernel Attention (D-LKA Attention)").  is_proposed: "(which)
we refer to (our X) as", "(SGA), a new algorithm" are proposals; results of "our method" ("our
proposed method achieved a Dice similarity coefficient (DSC)"), bounds ("(CSQ) lower bounds") and
"so-called" terms are not; a name that is already the long form of an acronym is no second record.

Round 5: a long form may end in a short phrase without letters ("distributionally robust Q-learning
with single trajectory (DRQ)"); a short form that starts with a word part keeps the capitalised
words before its long form ("the Recurrent Entity Network (EntNet)").  Names without an expansion:
"and propose X" after "we", "we introduce the novel X model", "our X method", "we refer to the new
technique as 'X'"; capitalised adjectives ("Data-Efficient") are no names.  is_proposed: "called
the", "we define", a second verb of "we" ("we introduce A (X) ..., and propose B (Y)"), an
appositive after "a novel imitation learning (IL) algorithm, "; a named part of the paper's system
has a capitalised long form and may belong to a name proposed anywhere in the abstract.

Round 6: when the letters match no other way, the words right after a proposal or naming cue
("we introduce", "named") up to the parenthesis are the long form, if they start with the first
letter, hold every letter in order and have no clause ("Joint Composite Latent Space Bayesian
Optimization (JoCo)", "Goal-aware fragment Extraction, Assembly, and Modification (GEAM)"); a long
form may put the acronym's parts the other way round ("Multi-Task Learning with Excess Risks
(ExcessMTL)", "an RLHF algorithm based on policy optimization (PO-RLHF)"); a short form after a cue
inside the parenthesis ("(termed TS-LLM)", "(aka H2VQ)", "(or O-INR)", "(called GlossDiff)") or
after "also known as" / "henceforth" without one.  Names without an expansion: after the kind
noun of a proposal ("a novel method, LP-OVOD,", "namely EfficientPlace", "referred to as PPAE",
"algorithms, IRLO and PIRLO"), "we present the TeltoMob dataset", "We call this approach KTO",
"This paper introduces NegoLog", "GistScore, a novel metric", "ProMoAI is a novel tool"; "X and Y"
only when both are names by their shape.  is_proposed: "The proposed" at a sentence start, a
name in parentheses after a kind noun whose description holds an "-ing" noun.

Round 7: a capitalised word part of the short form may end a word ("parsing-guided temporal-coherent
transformer (PGTFormer)"); a short form ending in the plural of a word part is matched without
its "s" when it matches no other way ("convolutional neural networks (ConvNets)"); "LF (Long Form)"
with the long form one hyphenated word ("MoA (Mixture-of-Adapters)").  Names without an
expansion: after a verb of making with any subject, followed by an appositive of its kind ("we
collect HelpSteer, a ... dataset", "This research introduces XGA-Osteo, an innovative approach",
"We propose, EvaNet, an ... model"); after "the proposed" / "our proposed" / "our novel" when
the name ends the phrase or a kind noun, a verb in -s or an adverb in -ly follows ("the proposed
TFCD.", "our proposed DiPmark simultaneously preserves"); a name may end before "based", "by",
"using" ("a new framework PVD-EMO based on").

Round 8: names without an expansion after "named as" and "entitled" ("shortly named as HFH"),
after ", namely" ending the object of a proposal ("a novel multimodal model for POI semantic
annotation, namely M3PA, which"), after the kind noun of "This paper / work introduces" ("a new
large-scale music dataset, MusicNet,"); plain capitalised words and title-case runs given by the
strongest cues only ("This paper proposes Imperio, which", "a ... platform called Oasis —", "which we
refer to as Snapshot Ensembling,", "We introduce Incremental Sequence Learning, a simple incremental
approach", "a ... algorithm called Order Q-learning.").  is_proposed: a definition after the colon
that ends the object of a proposal ("introduces a novel solution to this challenge: the Multi-type
App-usage Fusion Network (MAFN)", "we propose two methods: A (X) and B (Y)"), and the items of a
numbered list of parts whose items are sentences ("... contains three key components: 1) a ... .
2) a Dual Consistency Attention Module (DCAM) that ...").

Round 9: a long form in a later "(i.e., by a Domain Generation Algorithm)" of an acronym used
before it; "Velicers MAP test (Minimum Average Partial)" with a plain word between.  Names without
an expansion: a word and an acronym ("our noisy K-FAC algorithm", "we design Efficient MAE that"),
"we compile MultiPT, a ... corpus", "an innovative paradigm known as TRUE-UIE", "which we refer to
as Share, Specialize, and Compete", suffixed variants of the paper's name in a sentence proposing
variants ("iTM-VAE-Prod").  is_proposed: "a novel ... framework known as" is a proposal, the second
object "(DDCL) and a Distortion-Disentangled Loss (DDL)" shares the first's, an appositive after "a
novel matrix family ..., the"; "referred to as" with no sign of the paper, or for "a class of" it
works with, is not a proposal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from etl.extract.sentences import sentence_spans

__all__ = ["AcronymFound", "extract_acronyms"]


@dataclass(frozen=True)
class AcronymFound:
    acronym: str
    long_form: str | None
    is_proposed: bool
    char_start: int
    char_end: int


# ---------------------------------------------------------------------------------------------
# Acronym shape
# ---------------------------------------------------------------------------------------------

_PAREN_RE = re.compile(r"\(([^()]{1,80})\)")
_TOKEN = r"[A-Za-z0-9][A-Za-z0-9²³]*(?:[-+&/.][A-Za-z0-9²³]+)*[+]{0,2}(?:'s)?"  # "SCUNet++"
# the short form, maybe quoted or with "for short" ("PredNet"), (Score-CDM for short), then maybe
# more items of a list
_ACRONYM_CONTENT_RE = re.compile(
    r"\s*[\"']?(" + _TOKEN + r")[\"']?\s*(?:for\s+short\s*)?(?:[,;]\s*(.*))?$")
_CITATION_TAIL_RE = re.compile(r"(?:19|20)\d\d|et al|e\.g|i\.e|for short|resp|see ")
_FUNCTION_WORDS = frozenset(
    "of for and the with via in on to a an by from based over under using as at or into its vs "
    "during through across without between among towards toward upon against".split()
)
# a kind noun that ends a long form and carries no letter of the acronym, beside one other word
_HEAD_NOUNS = frozenset(
    "method methods framework module model models approach algorithm strategy scheme technique "
    "mechanism architecture".split()
)
_DIGIT_WORDS = {"2": ("to", "two", "second"), "4": ("for", "four"), "3": ("three", "third"), "1": ("one", "first")}
_BAD_ACRONYMS = frozenset({"AND", "OR", "THE", "NOT", "ALL", "NO", "YES", "OK"})
# nouns that head a description of the paper's own system ("a new ... network (EnvNet-v2)")
_KIND_NOUN = (
    r"(?:method|approach|framework|model|algorithm|system|benchmark|dataset|corpus|technique|"
    r"architecture|agent|tool|toolkit|library|metric|suite|environment|platform|simulator|network|"
    r"pipeline|estimator|optimizer|strategy|scheme|paradigm|module|variant|version|procedure|loss|"
    r"decoder|encoder|transformer|classifier|detector|generator|policy|mechanism|solver|language)"
)


def _upper_count(s: str) -> int:
    return sum(1 for ch in s if ch.isupper())


def _acronym_like(tok: str) -> bool:
    if len(tok) < 2 or len(tok) > 20 or tok.isdigit() or tok in _BAD_ACRONYMS:
        return False
    up = _upper_count(tok)
    if up >= 2:
        return True
    if up == 1:
        if any(ch.isdigit() for ch in tok):
            return True
        # lower-case start with an inner capital: "convSeq", "kNN", "mAP"
        return tok[0].islower()
    return False


# a short form that ends in the plural of a word part: "ConvNets", "IMatchFormers"
_PLURAL_WORD_RE = re.compile(r"(?<=[A-Z][a-z])[a-z]*s$")


def _acronym_chars(acr: str) -> str:
    core = acr[:-2] if acr.endswith("'s") else acr
    if len(core) > 2 and core.endswith("s") and core[-2].isupper():
        core = core[:-1]  # plural "LLMs"
    return "".join(ch for ch in core if ch.isalnum())


# ---------------------------------------------------------------------------------------------
# Long form matching
# ---------------------------------------------------------------------------------------------

# an em or en dash joins two words without a space ("a method—causal preference optimization")
_WORD_RE = re.compile(r"[^\s—–]+")
# "vs." is inside a name ("Candidates vs. Noises Estimation"), other full stops end the search
_STOP_PUNCT = re.compile(r"(?<!\bvs)\.|[;:!?()\[\]{}=<>]|, |,$|\s[-—]\s")


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


def _match_long_form(chars: str, units, max_inner_skips: int = 1, max_trailing_skips: int = 1):
    """Right-to-left greedy match of chars to units; index of the first unit used, or None."""
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
            if k == 0 and not units[u][3]:
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
        # "r2SGLD" = reflected reSGLD, "D4" = Disjoint Diffusion Deepfake Detection
        variants.append((rep, strict))
    grp = _REPEAT_GROUP_RE.fullmatch(chars)
    if grp is not None:
        variants.append((grp.group(1) * int(grp.group(2)), strict))  # "MC3" = Metropolis-coupled MCMC
    num = _TRAILING_NUMBER_RE.fullmatch(chars)
    if num is not None:
        # a version or bit number with no word: "Normal Float (NF4)"; word initials only
        variants.append((num.group(1), True))
    return variants


_TITLE_SKIP_WORDS = frozenset("of for and with via in on to by from the a an".split())
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
    words = {}
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


_WE_PROPOSE_GAP_RE = re.compile(
    r"\b[Ww]e\s+(?:first\s+|also\s+|then\s+|further\s+)?(?:propose|introduce|present|develop|design|"
    r"construct|create|build|curate|release)(?:s|d|ed)?\s+(?:a|an|the|our)\s+(?:[\w-]+\s+){0,5}?"
    + _KIND_NOUN + r"\s*$"
)
_PAREN_NAME_CUE_RE = re.compile(
    r"\b(?:[Aa]n?|[Oo]ur|[Tt]he)\s+(?:[\w-]+\s+){0,5}?" + _KIND_NOUN + r"\s*$"
)


def _paren_name_proposed(text: str, sent_start: int, open_pos: int, acr: str, own: tuple) -> bool:
    """A name in parentheses with no expansion, right after a kind noun in a proposal sentence:
    "we construct a new deep sound recognition network (EnvNet-v2)"."""
    if not _bare_name_ok(acr) or not any(ch.isalpha() for ch in acr):
        return False
    before = text[sent_start:open_pos]
    if _PAREN_NAME_CUE_RE.search(before[-80:]) is None:
        return False
    if _is_proposed(text, sent_start, open_pos, acr, -1, own):
        return True
    # "we create a mathematical reasoning dataset (MathScaleQA)": a gap of plain noun words
    # ("reasoning" is a noun here, not the "-ing" verb _is_proposed refuses)
    we = None
    for we in _WE_PROPOSE_GAP_RE.finditer(before):
        pass
    return we is not None and we.end() == len(before) and not _NOT_OURS_RE.search(we.group())


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


# ---------------------------------------------------------------------------------------------
# is_proposed
# ---------------------------------------------------------------------------------------------

_PROPOSE_VERB = (
    r"(?:propose|introduce|present|develop|design|devise|formulate|construct|create|build|built|"
    r"contribute|curate|establish|offer|put\s+forward|put\s+forth|call|dub|name|term|coin|release|"
    r"describe|unveil|launch|pioneer|leverage\s+our)"
)
# a second verb of the sentence's "we": "we introduce A (X) ..., and propose B (Y)".  Patterns
# that start with a literal word are searched fast; the word boundary before it is checked by
# _word_start instead of a leading \b, which would make re try every position.
_AND_PROPOSE = r"and\s+(?:also\s+|then\s+|further\s+)?" + _PROPOSE_VERB + r"(?:s|d|ed)?\b"
_AND_PROPOSE_RE = re.compile(_AND_PROPOSE)
# the end of a proposal or a naming, right before the long form of the paper's own name
_CUE_RE = re.compile(
    r"(?:\b(?:[Ww]e|paper|work)\s+(?:\w+\s+){0,2}?(?<!-)" + _PROPOSE_VERB + r"(?:s|d|ed)?"
    r"|(?<!so-)(?<!so )\b(?:called|named|dubbed|termed|coined)|\b[Ww]e\s+(?:call|name|term|dub))\b"
    r"(?:\s+(?:here|herein|the|a|an|our|novel|new|as))*\s+"
)
_WE_RE = re.compile(r"\b[Ww]e\b")


def _word_start(text: str, pos: int) -> bool:
    return pos == 0 or not text[pos - 1].isalnum()


_PROPOSE_RE = re.compile(
    # not the "called" of "so-called" or "well-designed"
    r"(?:\b(?:[Ww]e|paper|work|study|article)\b[^.;]{0,80}?(?<!-)\b" + _PROPOSE_VERB + r"(?:s|d|ed|ing)?\b"
    r"|\b(?:introducing|proposing|presenting|developing|designing|devising)\b"
    r"|\b(?:is|are|was)\s+(?:thus\s+|then\s+)?(?:proposed|introduced|presented|developed)\b"
    # "we define context encoders (ConEc)": only right after "we" ("We study X, defined as" is not)
    r"|\b[Ww]e\s+(?:first\s+|then\s+|also\s+|further\s+)?define\b)"
)
_NAMING_RE = re.compile(
    r"(?<!so-)(?<!so )(?<!also )(?<!commonly )(?<!often )(?<!usually )(?<!widely )"
    r"\b(?:called|named|dubbed|termed|coined|denoted|denote|referred\s+to\s+as|which\s+we\s+call|we\s+call|"
    r"we\s+name|we\s+term|we\s+dub|nicknamed|titled|entitled|"
    # "which we refer to as", "we refer to our architecture as the"
    r"refer\s+to(?:\s+(?:it|them|this))?\s+as|refer\s+to\s+our(?:\s+[\w-]+){1,4}\s+as(?:\s+the)?)\b"
    r"(?:\s+(?:as|it|them|this))?\s*[:,]?\s*$"
    # "games called the Locally Collaborative Games (LCGs)"; not "is referred to as the X problem"
    r"|(?<!so-)\b(?:called|named|dubbed|termed)\s+the\s*$"
)
_RESULTING_RE = re.compile(r"\b[Tt]he\s+resulting\b(?P<gap>(?:\s+[\w-]+){0,3}?)\s*[,:]?\s*$")
_KIND_END_RE = re.compile(r"\b" + _KIND_NOUN + r"s?$", re.IGNORECASE)
_KIND_AFTER_RE = re.compile(r"\s+(?:[\w-]+\s+)?" + _KIND_NOUN + r"s?\b", re.IGNORECASE)
_OUR_RE = re.compile(
    r"\b(?:[Oo]ur(?:\s+proposed)?|[Tt]he\s+proposed|[Aa]\s+novel|[Aa]\s+new)\b(?P<gap>(?:\s+[\w-]+){0,3}?)\s*[,:]?\s*$"
)
# Established terms that papers use but do not introduce (never is_proposed).
# Round 9: "referred to as" in a sentence with no sign of the paper names someone else's term
_PASSIVE_NAMING_RE = re.compile(r"(?<![Ww]e )\breferred\s+to\s+as\b")
_OURS_SIGN_RE = re.compile(
    r"\b(?:[Ww]e|[Oo]ur|us|[Tt]his|[Hh]ere|[Hh]erein|novel|new|proposed|propose|introduce|present)\b"
    r"|\b[Tt]he\s+(?:[\w-]+\s+)?" + _KIND_NOUN + r"\b")
_IS_PROPOSED_AFTER_RE = re.compile(r"[^.;]{0,40}?\b(?:is|are|was|were)\s+(?:\w+ly\s+)?(?:proposed|introduced|"
                                   r"presented|developed|designed)\b")
_CLASS_OF_RE = re.compile(r"\b[Aa]\s+(?:broad\s+|general\s+|large\s+|wide\s+)?class\s+of\b")
# Round 9: a definition coordinated with the paper's own definition right before it
_AND_OBJECT_RE = re.compile(r"\(([^()]{2,30})\)\s+and\s+(?:a|an|the)\s+(?:novel\s+|new\s+)?$")
# Round 9: "known as" after "we propose a novel X": the object calls itself new
_KNOWN_AS_RE = re.compile(r"(?<!also )(?<!commonly )(?<!widely )(?<!well )(?<!better )(?<!generally )"
                          r"\bknown\s+as(?:\s+the)?\s*$")
_NEW_KIND_RE = re.compile(r"\b(?:a|an)\s+(?:novel|new|innovative)\s+(?:[\w-]+\s+){0,4}?" + _KIND_NOUN
                          + r"\s+known\s+as\b")
# "we introduce an innovative paradigm known as TRUE-UIE" (round 9)
_NEW_KNOWN_RE = re.compile(r"\b(?:novel|new|innovative)\s+(?:[\w-]+\s+){0,4}?" + _KIND_NOUN + r"\s+known\s+as\b")
_ESTABLISHED = frozenset("""
AI ML DL NLP CV RL IRL MARL LLM LLMs LM LMs VLM VLMs MLLM MLLMs LVLM LVLMs GNN GNNs CNN CNNs RNN
RNNs MLP MLPs ViT ViTs VAE VAEs GAN GANs DDPM DDPMs SDE SDEs ODE ODEs PDE PDEs SGD GD MCMC HMC
RKHS PCA SVD KL MDP MDPs POMDP POMDPs DP LDP FL OOD OoD ID MoE LoRA RLHF DPO PPO SAC TD DQN KD
NAS BO GP GPs MIP ILP LP QP SDP RMT NTK ERM DRO SVM SVMs KNN kNN NN NNs DNN DNNs BERT GPT CLIP
SSL CL MTL TL DA UDA ICL CoT RAG QA VQA NER MT ASR TTS SOTA IID i.i.d NP FID IS PSNR SSIM AUC
ROC MSE MAE RMSE ReLU GELU LSTM GRU EM VI ELBO MLE MAP OT EMD SNN SNNs UCB TS MAB CMAB LQR MPC
NE CE CCE FTRL OMD SR IRM SCM SCMs DAG DAGs CATE ATE ITE HTE IV RCT RCTs PAC VC LSH ANN FFT DFT PINN PINNs
FNO NeRF NeRFs SDF TSP VRP CO SAT SMT NMT LRP IG SHAP LIME XAI PEFT SFT ZO FO LLaMA LLaMa
""".split())
_GAP_BAD_RE = re.compile(
    r"\b(?:of|on|in|to|from|by|about|into|between|using|via|that|which|where|when|whether|"
    r"how|why|what|is|are|was|were|has|have|had|can|may|not|study|analysis|studies|existing|for|"
    r"[a-z]{3,}ing|"
    r"previous|prior|standard|classic|classical|conventional|popular|well-known|widely)\b|[;:(]"
)
_GAP_MAX_WORDS = 8
# the acronym of the kind noun an appositive follows: "a novel imitation learning (IL) algorithm, "
_KIND_ACRONYM_RE = re.compile(r"\s*\([A-Za-z][\w-]{0,15}\)(?=\s+" + _KIND_NOUN + r"s?,)")
_PLURAL_HEAD_RE = re.compile(
    r"\s+(?:methods|algorithms|approaches|techniques|estimators|schemes|procedures|solvers|"
    r"heuristics|variants|(?:lower\s+|upper\s+)?bounds|guarantees)\b"
)
_COMPOSE_RE = re.compile(
    r"\b(?:compris(?:es|e|ing)|consists?\s+of|consisting\s+of|composed\s+of|made\s+up\s+of|"
    r"(?:two|three|four|five|several|main|key|core)\s+(?:novel\s+|new\s+)?(?:modules|components|sub-modules|"
    r"submodules|blocks|stages|parts)\b)"
)
_COMPOSE_GAP_BAD_RE = re.compile(
    r"\b(?:that|which|who|where|whose|using|uses|use|employs?|employing|based|via|by|"
    r"pre-trained|pretrained|existing|standard|off-the-shelf|classic|classical|conventional)\b"
)


def _compose_gap_ok(gap: str) -> bool:
    """The definition is an item of the list right after "comprises ...": no clause in between."""
    if ")" in gap:
        # a later item of the list: only what follows the previous item counts
        # ("... Module (VMM), which ensures ..., and a Complexity-Enhanced Selection Module (CSM)")
        gap = re.split(r",\s+|;\s+|\b\d\)\s*", gap[gap.rfind(")") + 1:])[-1]
    return len(gap.split()) <= 15 and not _COMPOSE_GAP_BAD_RE.search(gap)


# "our proposed method achieved a Dice similarity coefficient (DSC)": a result, not a name of ours
_OUR_GAP_BAD_RE = re.compile(
    r"\b(?:for|and|with|existing|previous|prior|standard|popular|known|uses?|used|"
    r"(?:achiev|obtain|outperform|reach|attain|yield|show|improv|surpass|exceed|gain)\w*)\b"
)
_NEW_APPOSITIVE_RE = re.compile(r",\s+(?:a|an)\s+(?:novel|new)\b")
_OUR_SUBJECT_RE = re.compile(r"\b(?:[Oo]ur|[Tt]he\s+proposed)\s+(?:\w+\s+)?(?:method|approach|framework|model|"
                             r"system|architecture|algorithm|pipeline|network)\b")


_APPOSITIVE_RE = re.compile(
    r"\s*(?:here\s+|herein\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,4}?(?:" + _KIND_NOUN + r"|family|class)"
    + r"s?\b[^,:;()—]{0,60}?(?:[,:]\s*|\s*—\s*)(?:the\s+|namely\s+|namely,\s+)?"
)


# Round 8: the definition follows a colon that ends the object of a proposal: the object starts
# with an article or a number, calls itself new or ends in a kind noun, and holds no clause or
# preposition of use ("We present results on three benchmarks:" is no proposal); after the colon
# only an article or earlier items of the list.
_ENUM_START_RE = re.compile(r"\s*\(?(?:[2-9]|ii|iii|iv|v|vi)\)\s")
_ENUM_FIRST_RE = re.compile(r"(?<![\w)])\(?(?:1|i)\)\s")
_COLON_HEAD_RE = re.compile(
    r"\s*(?:here\s+|herein\s+)?(?:a|an|two|three|four|several|our)\s+(?:[\w-]+\s+){0,6}?[\w-]+\s*")
_COLON_HEAD_KIND_RE = re.compile(r"\b(?:novel|new)\b|\b" + _KIND_NOUN + r"s?\s*$")
_COLON_HEAD_BAD_RE = re.compile(
    r"\b(?:that|which|where|when|whether|how|why|what|is|are|was|were|has|have|had|can|may|not|on|across|"
    r"over|from|between|using|including|covering|spanning|containing|existing|previous|prior|standard|"
    r"classic|classical|conventional|popular|well-known|widely|experiments?|results?|evaluations?|"
    r"baselines?|studies|study|analysis)\b"
)
_COLON_TAIL_RE = re.compile(
    r"\s*(?:[^:;()]{1,100}?\([^()]{1,30}\),?\s+(?:and\s+)?){0,3}(?:the\s+|a\s+|an\s+|namely\s+)?")


def _colon_head_ok(head: str) -> bool:
    return (len(head) < 90 and _COLON_HEAD_RE.fullmatch(head) is not None
            and _COLON_HEAD_KIND_RE.search(head) is not None and _COLON_HEAD_BAD_RE.search(head) is None)


def _is_proposed(text: str, sent_start: int, lf_start: int, acronym: str = "", def_end: int = -1,
                 own: tuple = ()) -> bool:
    if acronym in _ESTABLISHED:
        return False
    before = text[sent_start:lf_start]
    tail = before[-60:]
    co = _AND_OBJECT_RE.search(tail) if ") and " in tail else None
    if co is not None and co.group(1) in own:
        # the second object of the same proposal: "we propose a novel POCL framework named
        # Distortion-Disentangled Contrastive Learning (DDCL) and a Distortion-Disentangled Loss
        # (DDL)" (round 9)
        return True
    if "known" in tail and _KNOWN_AS_RE.search(tail):
        # "we propose a novel transfer learning framework known as Learning to Transfer (L2T)":
        # "known as" names the paper's own thing only in a proposal of "we" (round 9)
        last = None
        for last in _PROPOSE_RE.finditer(before):
            pass
        return last is not None and _WE_RE.search(before, 0, last.end()) is not None and (
            _NEW_KIND_RE.search(before, last.end()) is not None)
    if _NAMING_RE.search(tail):
        if _PASSIVE_NAMING_RE.search(tail) and not _OURS_SIGN_RE.search(before) and not any(
                o in before for o in own) and not (
                def_end >= 0 and _IS_PROPOSED_AFTER_RE.match(text, def_end)):
            # "Recent advancements hint at ... universal approaches, referred to as Universal
            # Information Extraction (UIE)": a name given with no sign of the paper (round 9)
            return False
        if _CLASS_OF_RE.search(before) and not _PROPOSE_RE.search(before):
            # "considering a class of recurrent networks referred to as Recurrent Arithmetic
            # Circuits (RACs)": a class the paper works with, not one it introduces (round 9)
            return False
        return not re.search(r"\b(?:recent|existing|previous|prior|popular|well-known|standard|classical|conventional|widely)\b", tail)
    if def_end >= 0 and _PLURAL_HEAD_RE.match(text, def_end):
        # "we develop two density ratio estimation (DRE) methods": DRE names a class of methods
        return False
    comp_before = before
    if _ENUM_START_RE.match(before):
        # a later item of a numbered list whose items are sentences: "PoseAnimate contains three
        # key components: 1) a Pose-Aware Control Module (PACM) that ... . 2) a Dual Consistency
        # Attention Module (DCAM) that ..." (round 8)
        comp_before = text[max(0, sent_start - 600):lf_start]
    comp = None
    for comp in _COMPOSE_RE.finditer(comp_before):
        pass
    if comp is not None and comp_before is not before and not _ENUM_FIRST_RE.search(
            comp_before, comp.end(), len(comp_before) - len(before)):
        comp = None
    # a part is a capitalised name: "in two stages: (i) 3D vision-language (VL) alignment" is not
    named_part = text[lf_start:lf_start + 1].isupper()
    if comp is not None and named_part and _compose_gap_ok(comp_before[comp.end():]) and (
        _PROPOSE_RE.search(comp_before) or _OUR_SUBJECT_RE.search(comp_before)
        or any(re.search(r"(?<![\w-])" + re.escape(o) + r"(?![\w-])", comp_before) for o in own)
    ):
        # parts of the paper's own system: "DLPL comprises three main modules: Perspective
        # Discrete Decomposition (PDD), ..."; "we introduce RoboMP2 ... which consists of a ..."
        return True
    our = _OUR_RE.search(tail)
    if our is not None and not _GAP_BAD_RE.search(our["gap"]) and not _OUR_GAP_BAD_RE.search(our["gap"]):
        return True
    resulting = _RESULTING_RE.search(tail) if "resulting" in tail else None
    if resulting is not None and (_KIND_END_RE.search(resulting["gap"]) or named_part or def_end >= 0 and (
            _KIND_END_RE.search(text[lf_start:text.rfind("(", lf_start, def_end)].rstrip())
            or _KIND_AFTER_RE.match(text, def_end))):
        # "The resulting architecture, Equivariant Mesh Neural Network (EMNN)", "the resulting
        # smooth min-max (SMM) network module": what the paper's own construction yields; not
        # "the resulting mixed-integer linear program (MILP) is solved with Gurobi"
        return True
    if def_end >= 0 and _NEW_APPOSITIVE_RE.match(text, def_end):
        # "... motivates Symplectic Gradient Adjustment (SGA), a new algorithm for ..."
        return True
    last = None
    for m in _PROPOSE_RE.finditer(before):
        last = m
    for m in _AND_PROPOSE_RE.finditer(before, 0 if last is None else last.end()):
        if _word_start(before, m.start()) and _WE_RE.search(before, 0, m.start()):
            last = m
    if last is None:
        return False
    # an acronym defined on the way is no clause: "we propose a novel imitation learning (IL)
    # algorithm, Preference Aided Imitation Learning from imperfect demonstrations (PAIL)"
    gap = _KIND_ACRONYM_RE.sub("", before[last.end():])
    colon = gap.rfind(":")
    if colon >= 0 and named_part and _colon_head_ok(gap[:colon]) and _COLON_TAIL_RE.fullmatch(gap, colon + 1):
        # "This paper introduces a novel solution to this challenge: the Multi-type App-usage
        # Fusion Network (MAFN)", "we propose two methods: Variational Confidence Calibration
        # (VCC) and Influence-Function-based Unlabeled Sample Elimination (INFUSE)" (round 8)
        return True
    if len(gap.split()) > _GAP_MAX_WORDS:
        return False
    if _APPOSITIVE_RE.fullmatch(gap):
        # "we introduce a novel approach to tree-to-tree learning, the neural tree transducer
        # (NTT)", "we propose a novel learning method for X: Between-Class learning (BC learning)"
        return True
    # "we propose a method for X called ..." is caught above; "presents a study of X" is not ours
    gap_clean = re.sub(r"\b(?:for the first time|here|herein|in this paper|in this work|a novel|novel|new)\b", "", gap)
    if _GAP_BAD_RE.search(gap_clean):
        return False
    return True


# ---------------------------------------------------------------------------------------------
# Proposed names without an expansion
# ---------------------------------------------------------------------------------------------

_NAME_TOKEN = r"[A-Za-z][A-Za-z0-9²³]*(?:[-+.][A-Za-z0-9²³]+)*\+{0,2}"
_NAME_END = r"(?=\s*(?:[,:(.;]|\s[-—]\s|—|$|\s(?:which|that|to|for|as|in|on|with|is|and|based|by|using|via|built|designed|trained|consisting|containing|comprising|featuring|,)\b))"
_BARE_NAME_RE = re.compile(
    r"(?:\b(?:[Ww]e|paper|work)\s+(?:\w+\s+){0,2}?" + _PROPOSE_VERB + r"(?:s|d|ed)?"
    r"(?:\s+(?:here|herein|the|a|an|our|novel|new|simple|two|three))*"
    # "shortly named as HFH", "an advanced Transformer architecture entitled SDformer" (round 8)
    r"|\b(?:(?:called|named|dubbed|termed)(?:\s+as)?|coined|entitled|we\s+call|we\s+name|we\s+term|we\s+dub|"
    r"referred\s+to\s+as(?:\s+the)?)"
    # "We call this approach KTO"
    r"|\b[Ww]e\s+call\s+(?:this|our|the)\s+(?:[\w-]+\s+){0,2}?(?:method|approach|framework|model|algorithm|"
    r"system|technique|procedure|objective|loss|family)"
    # "We refer to the new technique as 'PGQL'"
    r"|\b[Ww]e\s+refer\s+to\s+(?:it|this|them|(?:the|our|this|these)(?:\s+[\w-]+){1,4})\s+as(?:\s+the)?"
    r"|\b[Ww]e\s+(?:\w+\s+){0,2}?" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+(?:a|an|the|our)\s+(?:[\w-]+\s+){0,4}?"
    r"(?:method|approach|framework|model|algorithm|system|benchmark|dataset|data\s+set|corpus|technique|"
    r"architecture|agent|tool|toolkit|library|metric|suite|environment|platform|simulator|network|pipeline|"
    r"family|language|estimator|optimizer|strategy|scheme|paradigm|module|test|testbed)s?,"
    r"|\b[Oo]ur\s+(?:proposed\s+|novel\s+|new\s+)?(?:method|approach|framework|model|algorithm|system|"
    r"benchmark|dataset|technique|scheme|architecture|agent|tool|library|metric|strategy|pipeline|"
    r"solution|estimator|optimizer|attack|defense|loss|objective|procedure|protocol),?"
    r")\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?" + _NAME_END
)
# a name right after a kind noun of the proposal, when the first pattern took a plain word for
# the name: "we propose a novel method, LP-OVOD, that", "a novel sample-efficient framework,
# namely EfficientPlace,", "a novel ... framework ConPaS that", "two ... algorithms, IRLO and PIRLO"
_KIND_NAME_RE = re.compile(
    r"(?:[Ww]e|paper|study|work)\s+(?:\w+\s+){0,2}?" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+(?:a|an|the|our|two|three|several)\s+"
    r"(?:[\w-]+\s+){0,5}?" + _KIND_NOUN + r"s?(?:,\s*|\s+[-—]\s+|\s*—\s*|\s+)(?:(?:namely|called|named|dubbed|termed|referred\s+to\s+as|known\s+as),?\s+)?"
    r"['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?" + _NAME_END
)
_AND_AFTER_RE = re.compile(r"\s+and\b")
_AND_CLAUSE_RE = re.compile(r"\s+and\s+[a-z]")
_NAMED_CUE_RE = re.compile(r"\b(?:called|named|dubbed|termed|coined)\s+\S+$")


def _strong_name(name: str) -> bool:
    """A name by its shape, not a capitalised compound: a digit, or a capital inside a word part
    ("GliDe", "S-DQN", "IRLO"), and not a lower-case start ("contraStive")."""
    if not name[0].isupper():
        return False
    return any(ch.isdigit() for ch in name) or any(
        ch.isupper() and k > 0 and name[k - 1] != "-" for k, ch in enumerate(name))


_WE_PROPOSE_HEAD_RE = re.compile(r"(?:[Ww]e|paper|study|work)\s+(?:\w+\s+){0,2}?" + _PROPOSE_VERB)
# "This paper introduces a new large-scale music dataset, MusicNet, to serve" (round 8): the
# subject of _KIND_NAME_RE may be this paper, study or work
_THIS_BEFORE_RE = re.compile(r"(?<![\w-])(?:[Tt]his|[Oo]ur)\s+$")
_SECOND_NAME_RE = re.compile(r",?\s+and\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?" + _NAME_END)
# "we present the TeltoMob dataset", "we also present the multi-modal IndustReal dataset"
_THE_NAME_DATA_RE = re.compile(
    r"[Ww]e\s+(?:\w+\s+){0,2}?" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+the\s+(?:[a-z][\w-]*\s+){0,2}?"
    r"(?P<name>" + _NAME_TOKEN + r")\s+(?:dataset|benchmark|corpus)\b")
# "We demonstrate the usage of BDP ... and propose the BDP-VAE which ...": needs "we" before it
_AND_NAME_RE = re.compile(
    _AND_PROPOSE + r"(?:\s+(?:here|the|a|an|our|novel|new|simple))*\s+['\"]?(?P<name>" + _NAME_TOKEN
    + r")['\"]?" + _NAME_END
)
# "We introduce the novel MPGraf model": a name before a kind noun, only after "novel" or "new"
# ("we introduce a U-Net model" uses an existing one) right after "we propose"
_NEW_NAME_KIND_RE = re.compile(r"n(?:ovel|ew)\s+(?P<name>" + _NAME_TOKEN + r")\s+" + _KIND_NOUN + r"\b")
# "our HJFBiO method", "our proposed ReinforceNS algorithm"; not "our CIFAR-10 model"
_OUR_NAME_KIND_RE = re.compile(
    r"[Oo]ur\s+(?:proposed\s+|novel\s+|new\s+)?(?P<name>" + _NAME_TOKEN + r")\s+"
    r"(?:framework|method|approach|algorithm|system|architecture|pipeline|technique)s?\b"
)
# "our Generative DPP approach", "our noisy K-FAC algorithm": a word and an acronym as one name of
# the paper's own method (round 9)
_OUR_TWO_NAME_KIND_RE = re.compile(
    r"[Oo]ur\s+(?:proposed\s+|novel\s+|new\s+)?(?P<name>(?!(?:proposed|novel|new|own)\s)[A-Za-z][a-z]+\s+(?P<acr>" + _NAME_TOKEN + r"))\s+"
    r"(?:framework|method|approach|algorithm|system|architecture|pipeline|technique)s?\b"
)
# "we design Efficient MAE that introduces": a capitalised word and an acronym right after a verb of
# proposal of "we" (round 9)
_WE_TWO_NAME_RE = re.compile(
    r"[Ww]e\s+(?:first\s+|also\s+|then\s+|further\s+|here\s+)?" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+"
    r"(?P<name>[A-Z][a-z]+\s+(?P<acr>" + _NAME_TOKEN + r"))" + _NAME_END
)
_WE_PROPOSE_END_RE = re.compile(
    r"\b[Ww]e\s+(?:\w+\s+){0,2}?" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+(?:the\s+|a\s+|an\s+)?$")
# "LLM-based", "GPU-friendly", "Data-Efficient", "Training-Free": adjectives, not names
_ADJ_SUFFIX_RE = re.compile(
    r"-(?:[a-z]+|Efficient|Free|Aware|Guided|Based|Driven|Agnostic|Adaptive|Robust|Specific|Invariant|"
    r"Preserving|Oriented|Enhanced|Augmented|Grained|Dependent|Conditioned|Constrained|Supervised|Centric)$"
)
_NOT_OURS_RE = re.compile(r"\b(?:not|existing|previous|prior|popular|baseline|baselines|compare|compared)\b")


def _bare_name_ok(name: str) -> bool:
    return _acronym_like(name) and name not in _ESTABLISHED and not _ADJ_SUFFIX_RE.search(name)


_COINING_RE = re.compile(r"\b(?:call|term|name|dub|coin|refer\s+to)\b")


_SHORT_FORM_BEFORE_RE = re.compile(r"(" + _TOKEN + r")\"?\s*$")
# 'We refer to this as "Grokking", following Power et al.': someone else's name
_CREDITED_RE = re.compile(r"[^.;]{0,80}?\b(?:et\s+al|following|as\s+in|introduced\s+by|coined\s+by|cf\.)")
_SHORT_FORM_AFTER_RE = re.compile(r"\s*\(\s*[\w-]+\s*\)")


def _coined(text: str, m) -> bool:
    """A quoted capitalised word right after a verb of naming ('We refer to this approach as
    "Promptonomy"'): coined, whatever its shape; but not the long form of a short form after it
    ('we coin "Truncated-Uniform-Laplace" (Tulap)'), nor a name credited to others."""
    name, start, end = m.group("name"), m.start("name"), m.end("name")
    quote = text[start - 1] if start > 0 else ""
    return (name[0].isupper() and quote in ("'", '"') and text.startswith(quote, end)
            and not _SHORT_FORM_AFTER_RE.match(text, end + 1) and not _CREDITED_RE.match(text, end + 1)
            and name not in _ESTABLISHED and _COINING_RE.search(m.group()) is not None)


# Every match of _BARE_NAME_RE starts with one of these words. Found first (a pattern that
# starts with a letter is scanned fast), then _BARE_NAME_RE is tried there only.
_BARE_NAME_STARTS = ("We", "we", "Our", "our", "paper", "work", "called", "named", "dubbed",
                     "termed", "coined", "referred")
_RARE_NAME_STARTS = ("entitled", "study")
_WORD_CHAR_RE = re.compile(r"\w")


def _occurrences(text: str, word: str):
    """Every index at which word occurs in text, found by str.find (faster than a pattern's scan
    of the whole text when the pattern starts with a literal word)."""
    k = text.find(word)
    while k >= 0:
        yield k
        k = text.find(word, k + 1)


def _bare_name_matches(text: str):
    """The matches of _BARE_NAME_RE.finditer(text), found faster."""
    starts = []
    for word in _BARE_NAME_STARTS:  # found by str.find, faster than a scan by one pattern (round 8)
        starts += [(k, word) for k in _occurrences(text, word)
                   if k == 0 or not _WORD_CHAR_RE.match(text, k - 1)]
    starts.sort()
    pos = 0
    for k, word in starts:
        if k < pos:
            continue
        m = _BARE_NAME_RE.match(text, k)
        if m is None or not (_bare_name_ok(m.group("name")) or _coined(text, m)):
            m = None
            if (word in ("We", "we") or word in ("paper", "work") and _THIS_BEFORE_RE.search(
                    text, max(0, k - 6), k)) and _WE_PROPOSE_HEAD_RE.match(text, k):
                for rx in (_KIND_NAME_RE, _THE_NAME_DATA_RE):
                    m = rx.match(text, k)
                    if m is not None and " known" in m.group() and not _NEW_KNOWN_RE.search(m.group()):
                        m = None
                    if m is not None and _bare_name_ok(m.group("name")):
                        break
        if m is None:
            pos = k + 1
        else:
            yield m
            pos = m.end()
            second = _SECOND_NAME_RE.match(text, m.end("name"))
            if second is not None:
                yield second
    # rare starts, found by str.find, which is faster than a longer pattern: "entitled", and
    # "This study" / "our study" as the subject of _KIND_NAME_RE (round 8)
    for word in _RARE_NAME_STARTS:
        for k in _occurrences(text, word):
            if word == "entitled" and _word_start(text, k):
                m = _BARE_NAME_RE.match(text, k)
            elif word == "study" and _THIS_BEFORE_RE.search(text, max(0, k - 6), k) and (
                    _WE_PROPOSE_HEAD_RE.match(text, k)):
                m = _KIND_NAME_RE.match(text, k)
            else:
                m = None
            if m is not None and _bare_name_ok(m.group("name")):
                yield m


# "GistScore, a novel metric for ...", "CineFilter, a novel real-time camera trajectory
# stabilization approach", "ProMoAI is a novel tool": a name with an appositive that calls it new
_NEW_APPOSITIVE_TAIL_RE = re.compile(
    r"(?:,|\s+is)\s+an?\s+n(?:ovel|ew)\s+(?:[\w-]+\s+){0,5}?" + _KIND_NOUN + r"\b")
_NAME_BEFORE_RE = re.compile(r"(?<![\w-])['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?$")
_CAPITAL_WORD_END_RE = re.compile(r"(?<![\w-])[A-Z][\w-]*\s+$")


def _appositive_name_matches(text: str):
    for k in sorted([*_occurrences(text, ", a n"), *_occurrences(text, " is a n")]):
        if _NEW_APPOSITIVE_TAIL_RE.match(text, k) is None:
            continue
        m = _NAME_BEFORE_RE.search(text, max(0, k - 40), k)
        # not the last word of a longer name: "TIME WEAVER, a novel", "Multi-Clip DP-SGD, a novel"
        if m is not None and not _CAPITAL_WORD_END_RE.search(text, max(0, m.start() - 30), m.start()):
            yield m


def _name_matches(text: str):
    yield from _bare_name_matches(text)
    if " a n" in text:
        yield from _appositive_name_matches(text)
    for m in _AND_NAME_RE.finditer(text):
        if _word_start(text, m.start()) and _WE_RE.search(text, text.rfind(". ", 0, m.start()) + 1, m.start()):
            yield m
    for m in _NEW_NAME_KIND_RE.finditer(text):
        if _word_start(text, m.start()) and _WE_PROPOSE_END_RE.search(text, max(0, m.start() - 60), m.start()):
            yield m
    # the patterns starting with "our" / "we" are tried only where str.find finds the word
    for word in ("our", "Our", "we", "We"):
        for k in _occurrences(text, word):
            if _word_start(text, k):
                if word[0] in "oO":
                    m = _OUR_NAME_KIND_RE.match(text, k)
                    if m is not None:
                        yield m
                    m = _OUR_TWO_NAME_KIND_RE.match(text, k)
                    if m is not None and _strong_name(m.group("acr")) and _bare_name_ok(m.group("acr")):
                        yield m
                else:
                    m = _WE_TWO_NAME_RE.match(text, k)
                    # the acronym may be an established one: "Efficient MAE" is a new variant of MAE
                    if m is not None and _strong_name(m.group("acr")) and _acronym_like(m.group("acr")) and (
                            not _ADJ_SUFFIX_RE.search(m.group("acr"))):
                        yield m
    yield from _create_name_matches(text)
    if ", namely" in text:
        yield from _namely_name_matches(text)
    if "proposed " in text or "our n" in text or "Our n" in text:
        yield from _the_proposed_name_matches(text)


# Round 8.  A name after ", namely" that ends the object of a proposal: "we propose a novel
# multimodal model for POI semantic annotation, namely M3PA, which", "we develop novel deep
# learning models, namely GRU-D, as", "we propose to conduct Full Bayesian Significance Testing for
# Neural Networks in Traffic Forecasting, namely ST-nFBST."  The object is short and holds no
# clause, no evaluation and no existing work; a list after "namely" ("two datasets, namely
# CIFAR-10 and ImageNet") is not a name of ours.
_NAMELY_NAME_RE = re.compile(r"namely,?\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?" + _NAME_END)
_NAMELY_LIST_RE = re.compile(r"\s+and\b|,\s*['\"]?" + _NAME_TOKEN + r"['\"]?(?:,|\s+and\b)")
_NAMELY_GAP_BAD_RE = re.compile(
    r"\b(?:that|which|where|whether|evaluat\w*|experiment\w*|test(?:s|ed)?|compar\w*|on|across|datasets?|"
    r"benchmarks?|baselines?|existing|previous|prior|standard|popular|such|including|two|three|four|both)\b|[;:()]"
)


def _namely_name_matches(text: str):
    for k in _occurrences(text, ", namely"):
        m = _NAMELY_NAME_RE.match(text, k + 2)
        if m is not None and _NAMELY_LIST_RE.match(text, m.end("name")) is None:
            last = None
            for last in _PROPOSE_RE.finditer(text, text.rfind(". ", 0, k) + 1, k):
                pass
            if last is not None:
                gap = text[last.end():k]
                if len(gap.split()) <= 16 and _NAMELY_GAP_BAD_RE.search(gap) is None:
                    yield m


# Round 7.  A name right after a verb of making, with an appositive of its kind, whatever the
# subject: "we collect HelpSteer, a multi-attribute helpfulness dataset", "This research introduces
# XGA-Osteo, an innovative approach", "We propose, EvaNet, an elevation-guided segmentation model",
# "we provide MacNoise, a machine-generated, conflict-induced dataset".  Found from the comma of
# the appositive (a pattern that starts with a literal is scanned fast), then the name before it.
_KIND_APPOSITIVE_RE = re.compile(r",\s+(?:an?|the)\s+(?:[\w-]+,?\s+){0,5}?" + _KIND_NOUN + r"s?\b")
_CREATE_BEFORE_RE = re.compile(
    r"(?:propos|introduc|present|develop|design|construct|creat|curat|collect|compil|provid|build|releas)"
    r"(?:e|es|ing|s)?\s*,?\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?$"
)


def _create_name_matches(text: str):
    for lead in (", a ", ", an ", ", the "):
        for k in _occurrences(text, lead):
            name = text[text.rfind(" ", 0, k) + 1:k].strip("'\"")
            if not _acronym_like(name) or _KIND_APPOSITIVE_RE.match(text, k) is None:
                continue
            m = _CREATE_BEFORE_RE.search(text, max(0, k - 70), k)
            if m is not None and _word_start(text, m.start()):
                yield m


# "the proposed TFCD", "our proposed DiPmark simultaneously preserves", "The proposed UGrid solver":
# the name ends the phrase, or a kind noun, a verb in -s or an adverb in -ly follows it
_PROPOSED_NAME_TAIL_RE = re.compile(
    r"['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?"
    r"(?=\s*(?:[.;:)]|,(?!\s+(?:named|called|dubbed|termed)\b)|$)|\s+" + _KIND_NOUN + r"s?\b"
    r"|\s+(?:is|are|was|can|could|may|will|also|which|that|to|on|in|and|with)\b|\s+[a-z]+(?:s|ly)\b)"
)
_PROPOSED_LEADS = (("proposed ", ("our ", "Our ", "the ", "The ")), ("novel ", ("our ", "Our ")),
                   ("new ", ("our ", "Our ")))


def _the_proposed_name_matches(text: str):
    for word, leads in _PROPOSED_LEADS:
        for k in _occurrences(text, word):
            if k >= 4 and text.startswith(leads, k - 4) and _word_start(text, k - 4):
                after = k + len(word)
                nxt = text[after:after + 40].split(None, 1)[:1]
                if not nxt or not _acronym_like(nxt[0].strip("'\".,;:)")):
                    continue
                m = _PROPOSED_NAME_TAIL_RE.match(text, after)
                if m is not None:
                    yield m


def _proposed_names(text: str, sent_start) -> list[tuple[str, int, int]]:
    """Names the paper proposes without an expansion ("we propose FedPIN"): (name, start, end)."""
    names = []
    for m in _name_matches(text):
        name = m.group("name")
        if not (_bare_name_ok(name) or _coined(text, m)):
            continue
        if _AND_AFTER_RE.match(text, m.end("name")):
            # "we introduce GliDe and CaPE": two names; not "we establish PAC-Bayes and rate-distortion
            # bounds", "an Arbitrary-Resolution and Arbitrary-Scale ..."
            second = _SECOND_NAME_RE.match(text, m.end("name"))
            # "a method called LowPopArt and provide": a clause after "and", not a second token
            named = _NAMED_CUE_RE.search(m.group()) and _AND_CLAUSE_RE.match(text, m.end("name"))
            if not _strong_name(name) or not named and (second is None or not (
                    _strong_name(second.group("name")) and _bare_name_ok(second.group("name")))):
                continue
        before = text[sent_start(m.start("name")):m.start("name")]
        if not _NOT_OURS_RE.search(before[-40:]):
            names.append((name, m.start("name"), m.end("name")))
    return sorted(names, key=lambda n: n[1])


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------

def _sentence_start(spans, pos: int) -> int:
    for s, e in spans:
        if s <= pos < e or pos < s:
            return s if s <= pos else pos
    return spans[-1][0] if spans else 0


def extract_acronyms(text: str) -> list[AcronymFound]:
    """One record per acronym (first definition wins), in order of appearance; never raises."""
    try:
        return _extract(text) if isinstance(text, str) else []
    except Exception:  # pragma: no cover - a bug must not stop the pipeline
        return []


def _extract(text: str) -> list[AcronymFound]:
    if not text or ("(" not in text and ", or " not in text and not _QUICK_NAME_RE.search(text)
                    and not _has_aka(text) and ", a n" not in text and " is a n" not in text
                    and next(_create_name_matches(text), None) is None):
        return []
    spans = None
    found: dict[str, list] = {}   # acronym -> [start, end, long_form, is_proposed]
    order: list[str] = []

    def sent_start(pos: int) -> int:
        nonlocal spans
        if spans is None:
            spans = sentence_spans(text)
        return _sentence_start(spans, pos)

    names = None

    def own() -> tuple:
        # the paper's own names so far, and those it proposes without an expansion anywhere:
        # "we propose ... PointTFA ... PointTFA comprises the Representative Memory Cache (RMC)"
        nonlocal names
        if names is None:
            names = _proposed_names(text, sent_start)
        return tuple(a for a in order if found[a][3]) + tuple(n for n, _, _ in names)

    def add(acr: str, lf, proposed: bool, start: int, end: int) -> None:
        rec = found.get(acr)
        if rec is None:
            found[acr] = [start, end, lf, proposed]
            order.append(acr)
            return
        if rec[2] is None and lf is not None:
            rec[2] = lf
            rec[3] = rec[3] or proposed
        elif rec[2] is None and proposed:
            rec[3] = True

    if "(" in text:
        for m in _PAREN_RE.finditer(text):
            content = m.group(1)
            cm = _ACRONYM_CONTENT_RE.match(content)
            if cm is not None:
                n_found = len(order)
                acr = cm.group(1)
                rest = cm.group(2)
                # "(DNF, OR-of-ANDs, ...)": the first item of a list may be the short form, when
                # the words before spell it by initials
                listed = rest is not None and not _CITATION_TAIL_RE.search(rest)
                if listed and 2 * _upper_count(acr) < len(acr):
                    continue  # "(AutoAttack, GMSA)": a list of names, not a short form
                if acr.endswith("'s"):
                    acr = acr[:-2]
                if _acronym_like(acr):
                    chars = _acronym_chars(acr)
                    if len(chars) >= 2:
                        ss = sent_start(m.start())
                        lf = _long_form_before(text, m.start(), chars, ss, strict=listed, acronym=acr)
                        if lf is None and _PLURAL_WORD_RE.search(chars):
                            # the plural of a word part: "convolutional neural networks (ConvNets)"
                            lf = _long_form_before(text, m.start(), chars[:-1], ss, strict=listed,
                                                   acronym=acr[:-1])
                        if lf is not None:
                            lf_text = text[lf[0]:lf[1]]
                            if listed and lf_text.endswith("s") and not acr.endswith("s"):
                                continue  # "three SCI datasets (SCID, CCT, and SIQAD)": examples
                            if lf_text != acr and len(lf_text) > len(chars):
                                lf = (_name_modifiers(text, lf[0], acr, ss), lf[1])
                                lf_text = text[lf[0]:lf[1]]
                                add(acr, lf_text, _is_proposed(text, ss, lf[0], acr, m.end(), own()), lf[0], m.end())
                                continue
                        elif not listed and acr not in found and (
                                cued := _cued_long_form(text, ss, m.start(), chars)) is not None:
                            add(acr, text[cued[0]:cued[1]], _is_proposed(text, ss, cued[0], acr, m.end(), own()),
                                cued[0], m.end())
                            continue
                        elif not listed and acr not in found and _paren_name_proposed(text, ss, m.start(), acr, own()):
                            # "we construct a new deep sound recognition network (EnvNet-v2)"
                            a0 = m.start(1) + cm.start(1)
                            add(acr, None, True, a0, a0 + len(acr))
                if len(order) != n_found or content.count("-") < 2 or _upper_count(content) > 2:
                    continue
            pc = _PAREN_CUE_RE.match(content)
            if pc is not None:
                # "a Holistic Hierarchical VQ-VAE (aka H2VQ)", "framework for LLMs (termed TS-LLM)"
                acr = pc.group("acr")
                chars = _acronym_chars(acr)
                if acr not in found and _acronym_like(acr) and len(chars) >= 2:
                    ss = sent_start(m.start())
                    naming = pc.group("cue") in _NAMING_CUES
                    lf = _long_form_before(text, m.start(), chars, ss)
                    a0 = m.start(1) + pc.start("acr")
                    if lf is not None and text[lf[0]:lf[1]] != acr and lf[1] - lf[0] > len(chars):
                        add(acr, text[lf[0]:lf[1]],
                            naming or _is_proposed(text, ss, lf[0], acr, m.end(), own()), lf[0], m.end())
                    elif naming and _bare_name_ok(acr):
                        add(acr, None, True, a0, a0 + len(acr))
                continue
            spaced = _spaced_short_form(text, m, content)
            if spaced is not None:
                short, lf_start, lf_end = spaced
                ss = sent_start(lf_start)
                if lf_start >= ss:
                    add(short, text[lf_start:lf_end], _is_proposed(text, ss, lf_start, short, m.end(), own()),
                        lf_start, m.end())
                continue
            # "LF (Long Form)"
            if " " in content.strip() or "-" in content:
                if content.startswith("i.e.") and _ie_definition(text, m, content, found, add, sent_start, own):
                    continue
                # the short form may be quoted: 'a method we term "LSC-transformation" (log-sigmoid-...)'
                w = _SHORT_FORM_BEFORE_RE.search(text[max(0, m.start() - 25):m.start()])
                if (w is None or not _acronym_like(w.group(1))) and _TITLE_CONTENT_RE.fullmatch(content):
                    # "Velicers MAP test (Minimum Average Partial)": a plain word between the short
                    # form and the long form, which is all capitalised words spelling it (round 9)
                    w = _ACR_WORD_BEFORE_RE.search(text, max(0, m.start() - 40), m.start())
                    if w is not None and (not _acronym_like(w.group(1)) or "".join(
                            x[0] for x in re.split(r"[\s-]+", content.strip())) != _acronym_chars(w.group(1))):
                        w = None
                if w is not None and _acronym_like(w.group(1)):
                    acr = w.group(1)
                    chars = _acronym_chars(acr)
                    inner = _long_form_inside(content, m.start(1), chars, acr)
                    if inner is not None and len(chars) >= 2:
                        acr_start = w.start(1) if w.re is _ACR_WORD_BEFORE_RE else (
                            m.start() - (len(text[max(0, m.start() - 25):m.start()]) - w.start(1)))
                        ss = sent_start(acr_start)
                        add(acr, text[inner[0]:inner[1]], _is_proposed(text, ss, acr_start, acr, m.end(), own()),
                            acr_start, m.end())

    # "multimodal sarcasm detection - henceforth MSD -", "X, also known as Y"; "X, or Y"
    for present, pattern in ((_has_aka(text), _AKA_ACRONYM_RE), (", or " in text, _OR_ACRONYM_RE)):
        if not present:
            continue
        for m in pattern.finditer(text):
            acr = m.group(1)
            if acr in found or not _acronym_like(acr):
                continue
            chars = _acronym_chars(acr)
            if len(chars) < 2:
                continue
            ss = sent_start(m.start())
            lf = _long_form_before(text, m.start(), chars, ss)
            if lf is None:
                continue
            lf_text = text[lf[0]:lf[1]]
            if lf_text != acr and len(lf_text) > len(chars):
                add(acr, lf_text, _is_proposed(text, ss, lf[0], acr, -1, own()), lf[0], m.end(1))

    # a name already recorded as the long form of an acronym is not a second record:
    # "we introduce a HueGray (HG) data augmentation"
    long_forms = {rec[2] for rec in found.values()}
    if names is None:
        names = _proposed_names(text, sent_start)
    for name, start, end in names:
        if name not in found and name not in long_forms:
            add(name, None, True, start, end)

    if "variant" in text:
        # "Two variants of iTM-VAE are also proposed in this paper, where iTM-VAE-Prod models ... and
        # iTM-VAE-G places ...": the paper's own name with a suffix, in a sentence that proposes
        # variants (round 9)
        for base in own():
            for v in re.finditer(r"(?<![\w-])" + re.escape(base) + r"-(?:[A-Z0-9][A-Za-z0-9]*|[a-z]{1,3})(?![\w-])",
                                 text):
                vs = sent_start(v.start())
                ve = text.find(". ", v.end())
                sentence = text[vs:ve if ve >= 0 else len(text)]
                if v.group() not in found and _VARIANT_SENTENCE_RE.search(sentence):
                    add(v.group(), None, True, v.start(), v.end())

    if "(" in text or _QUICK_NAME_RE.search(text):
        # also "we propose Juicer, a framework to ...": a plain capitalised word as the system's
        # name (round 6, _PLAIN_NAME_RE, now one case of _PLAIN_NAME_VERB_RE)
        for name, start, end in _plain_names(text, sent_start):
            if name not in found and name not in long_forms and not any(name in lf for lf in long_forms if lf):
                add(name, None, True, start, end)


    out = [AcronymFound(a, found[a][2], found[a][3], found[a][0], found[a][1]) for a in order]
    out.sort(key=lambda r: r.char_start)
    return out


_TITLE_CONTENT_RE = re.compile(r"[A-Z][a-z]+(?:[\s-]+[A-Z][a-z]+){1,6}")
_ACR_WORD_BEFORE_RE = re.compile(r"(" + _TOKEN + r")\s+[a-z]{2,12}\s*$")
_IE_TITLE_RE = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:[\s-]+[A-Z][a-z]+){1,6}$")


def _ie_definition(text: str, m, content: str, found: dict, add, sent_start, own) -> bool:
    """A long form in a later "i.e." parenthesis of an acronym used before it: "DGA detection:
    classifying domain names as either benign vs. produced by malware (i.e., by a Domain Generation
    Algorithm)" (round 9).  The capitalised words that end the parenthesis spell the acronym."""
    t = _IE_TITLE_RE.search(content.rstrip(" ."))
    if t is None:
        return False
    words = re.split(r"[\s-]+", t.group())
    acr = "".join(w[0] for w in words)
    if acr in found:
        return False
    a = re.search(r"(?<![\w-])" + acr + r"(?![\w-])", text, 0)
    if a is None or a.start() >= m.start():
        return False
    ss = sent_start(a.start())
    add(acr, t.group(), _is_proposed(text, ss, a.start(), acr, -1, own()), a.start(), m.end())
    return True


_VARIANT_SENTENCE_RE = re.compile(
    r"\bvariants?\b[^.]*\b(?:propos|introduc|present|develop|design)\w*|\b(?:propos|introduc|present|develop|design)"
    r"\w*\b[^.]*\bvariants?\b")


_OR_ACRONYM_RE = re.compile(
    r",\s+or\s+(" + _TOKEN + r")(?=\s*(?:[,.;:)]|$)|\s+(?:which|that|for\s+short)\b)"
)
_AKA = r"(?:also\s+known\s+as|also\s+called|a\.k\.a\.?|aka|henceforth|hereafter|abbreviated(?:\s+as)?)"
def _has_aka(text: str) -> bool:
    return ("known as" in text or "also called" in text or "a.k.a" in text or "aka " in text
            or "henceforth" in text or "hereafter" in text or "abbreviated" in text)


_AKA_ACRONYM_RE = re.compile(
    r"(?:,\s*|\s+[-—]\s*|\s*—\s*)" + _AKA + r"\s+[\"']?(" + _TOKEN + r")[\"']?"
    r"(?=\s*(?:[,.;:)]|\s[-—]\s|—|$)|\s+(?:which|that)\b)"
)
# the short form in a parenthesis after a cue: "(aka H2VQ)", "(termed TS-LLM)", "(or O-INR)"
_NAMING_CUES = frozenset(("termed", "dubbed", "named", "called"))
_PAREN_CUE_RE = re.compile(
    r"\s*(?P<cue>a\.k\.a\.?|aka|also\s+known\s+as|also\s+called|termed|dubbed|named|called|"
    r"abbreviated(?:\s+as)?|or|hereafter|henceforth)[,:]?\s+[\"']?(?P<acr>" + _TOKEN + r")[\"']?\s*$"
)
_QUICK_NAME_RE = re.compile(
    r"\b(?:[Ww]e|[Oo]ur|paper|work|study|called|named|dubbed|termed|coined|entitled|proposed)\b")


# Round 8.  Names that are plain capitalised words, or several capitalised words, given by the
# strongest cues only (their shape alone does not make them names):
# - one plain word right after a verb of proposal of "we" or "this paper / study", with an
#   appositive of its kind or ", which": "This paper proposes Imperio, which harnesses", "We
#   explore ... and introduce Coconet, a convolutional neural network"; right after the kind noun
#   of the proposal: "This study proposes a modular prompting paradigm Perthept to"; after a kind
#   noun and a naming cue in a proposal: "we present a ... platform called Oasis — a one-stop";
# - several capitalised words (a title-case run, inner "of", "for", ... allowed) after "we refer to
#   ... as" ("The resulting technique, which we refer to as Snapshot Ensembling, is simple"), after
#   a verb of proposal with an appositive of its kind ("We introduce Incremental Sequence
#   Learning, a simple incremental approach"), or between commas after the kind noun of a
#   proposal ("we propose a novel technique, Neuro-Symbolic Program Synthesis, to overcome").
_PLAIN_WORD = r"[A-Z][a-z]{2,}[a-z0-9]*"
# "Bayesian", "Euclidean", "Using", "Based", a plural ("Transformers"; not "Oasis", "Nexus")
_PLAIN_WORD_BAD_RE = re.compile(r"(?:ian|ean|ing|ed|(?<![iu])s)$")
_PLAIN_WORD_PLURAL_RE = re.compile(r"(?<![iu])s$")  # right after the verb only the plural
_TITLE_WORD = r"[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*"
_TITLE_RUN = (r"(?P<run>" + _TITLE_WORD + r"(?:\s+(?:(?:of|for|with|via|and|in|on)\s+)?" + _TITLE_WORD
              + r"){1,4})")
_PROPOSAL_VERB = r"(?:propose|introduce|present|develop|design)(?:s|d)?"
_KIND_APPOSITIVE = r",\s+(?:a|an)\s+(?:[\w-]+,?\s+){0,5}?" + _KIND_NOUN + r"s?\b"
_PLAIN_NAME_VERB_RE = re.compile(
    _PROPOSAL_VERB + r"\s+(?:(?P<name>" + _PLAIN_WORD + r")(?=" + _KIND_APPOSITIVE + r"|,\s+which\b)"
    # the kind noun heads the object: not "a differentiable interpreter for the programming language Forth"
    r"|(?:a|an)\s+(?:(?!(?:for|of|on|in|to|with|from|by|the|a|an)\s)[\w-]+\s+){0,5}?" + _KIND_NOUN
    + r"\s+(?P<kname>" + _PLAIN_WORD + r")"
    # several words: only with an appositive that calls the name new ("Incremental Sequence
    # Learning, a simple incremental approach", "Multi-Task Hypernetworks, a novel ... architecture")
    + _NAME_END + r"|" + _TITLE_RUN + r"(?=,\s+an?\s+(?:novel|new|simple)\s+(?:[\w-]+,?\s+){0,4}?"
    + _KIND_NOUN + r"s?\b)"
    r"|(?:a|an)\s+(?:[\w-]+\s+){0,5}?" + _KIND_NOUN + r",\s+(?:namely\s+)?" + _TITLE_RUN.replace("run", "krun")
    + r"(?=,))"
)
# a cue word first (a pattern that starts with a literal is scanned fast), the kind noun before
# it is checked apart (_KIND_BEFORE_RE)
_PLAIN_NAME_CUE_RE = re.compile(
    r"(?:called|named|dubbed|termed|entitled)(?:\s+as)?\s+(?:(?P<name>" + _PLAIN_WORD
    + r")|" + _TITLE_RUN.replace("run", "crun") + r")(?=\s*(?:[,.;:]|\s[-—]\s|—|\s+(?:which|that|to|for)\b))"
    r"|refer(?:red)?\s+to\s+(?:(?:it|this|them|(?:the|our|this|these)(?:\s+[\w-]+){1,4})\s+)?as\s+" + _TITLE_RUN
    + r"(?=\s*[,.;:])"
    # a comma list of capitalised words after the active "refer to": "which we refer to as Share,
    # Specialize, and Compete." (round 9; "tasks referred to as A, B, and C" are a list)
    r"|refer\s+to\s+(?:(?:it|this|them|(?:the|our)(?:\s+[\w-]+){1,4})\s+)?as\s+(?P<lrun>"
    + _TITLE_WORD + r"(?:,\s+" + _TITLE_WORD + r"){1,3},?\s+and\s+" + _TITLE_WORD + r")(?=\s*[.;:]|,\s+[a-z])"
)
# "which we term Layer Causality.", "we call this approach Gradient Surgery,": what "we" name
# (_WE_VERB_AT finds the verb after "we"); not a problem or a setting of the field; not after a
# citation ("Following Smith et al., we call these ...": their name)
_WE_NAMING_CUE_RE = re.compile(
    r"(?:call|term|name|dub)\s+(?:(?:it|this|them|these|the|(?:the|our|this|these|such)"
    r"(?!\s+(?:problems?|settings?|conditions?|assumptions?|quantit(?:y|ies)|propert(?:y|ies))\b)"
    r"(?:\s+[a-z][\w-]*){1,3})\s+)?(?:(?P<wname>" + _PLAIN_WORD + r")|" + _TITLE_RUN.replace("run", "wrun")
    + r")(?=\s*[,.;:])"
)
# every match of the patterns above starts with one of these words, found first
_PLAIN_VERB_WORDS = ("propose", "introduce", "present", "develop", "design")
_PLAIN_START_WORDS = _PLAIN_VERB_WORDS + ("called", "named", "dubbed", "termed", "entitled", "refer")
# the verb right after "we " (its occurrences are found first: "call", "term" and "name" also
# occur inside many words, "theoretically", "determine")
_WE_VERB_AT = re.compile(r"(?:(?:also|will|shall|henceforth|hence|thus|therefore)\s+)?(?=(?:call|term|name|dub)\s)")
_KIND_BEFORE_RE = re.compile(r"(?<![\w-])" + _KIND_NOUN + r"s?,?\s+$")
_PROPOSAL_SUBJECT_RE = re.compile(r"\b[Ww]e\b|\b(?:[Tt]his|[Oo]ur)\s+(?:paper|study|work|article)\s+$")


def _plain_names(text: str, sent_start) -> list[tuple[str, int, int]]:
    """Round 8 names without an expansion (see above): (name, start, end)."""
    out = []
    starts = []
    for word in _PLAIN_START_WORDS:  # str.find is faster here than a scan by one pattern
        starts += [(k, word) for k in _occurrences(text, word) if _word_start(text, k)]
    for we in ("we ", "We "):
        for k in _occurrences(text, we):
            verb = _WE_VERB_AT.match(text, k + 3) if _word_start(text, k) else None
            if verb is not None:
                starts.append((verb.end(), "we"))
    for k, word in sorted(starts):
        rx = (_PLAIN_NAME_VERB_RE if word in _PLAIN_VERB_WORDS else
              _WE_NAMING_CUE_RE if word == "we" else _PLAIN_NAME_CUE_RE)
        m = rx.match(text, k)
        if m is not None:
            grp = next(g for g in ("name", "kname", "run", "krun", "crun", "lrun", "wrun", "wname")
                       if g in m.re.groupindex and m.group(g))
            name = m.group(grp)
            if grp == "name":
                bad = _PLAIN_WORD_PLURAL_RE.search(name) or name in _ESTABLISHED
            elif grp in ("kname", "wname"):
                bad = _PLAIN_WORD_BAD_RE.search(name) or name in _ESTABLISHED
            else:
                bad = name.split()[-1] in _TITLE_SKIP_WORDS
            if bad:
                continue
            before = text[sent_start(m.start()):m.start()]
            if rx is _WE_NAMING_CUE_RE and "et al" in before:
                continue
            if rx is _PLAIN_NAME_VERB_RE and not _PROPOSAL_SUBJECT_RE.search(before):
                continue
            if rx is _PLAIN_NAME_CUE_RE and grp in ("name", "crun") and (
                    _KIND_BEFORE_RE.search(text, max(0, m.start() - 30), m.start()) is None
                    or not _PROPOSE_RE.search(before)):
                continue
            # right before a verb with "we" as its subject, only the words before the verb count:
            # "Unlike prior methods, we propose Juicer, a framework"
            if _NOT_OURS_RE.search(before[-15:] if rx is _PLAIN_NAME_VERB_RE else before[-40:]) or "so-" in before[-4:]:
                continue
            out.append((name, m.start(grp), m.end(grp)))
    return out

"""extract_acronyms: runs every finder over a text and merges their records, one per acronym.

Each parenthesis is read as "Long Form (LF)", then as a short form after a cue inside it ("(aka
H2VQ)"), as a short form with a space, and as "LF (Long Form)"; then come definitions outside
parentheses ("Long Form, or LF", "also known as", "henceforth"), the proposed names without an
expansion, and the suffixed variants of the paper's own names.  The first definition of an
acronym wins; a later one can only complete a record that has no long form."""

from __future__ import annotations

import re
from dataclasses import dataclass

from etl.extract.acronyms.common import is_common_definition
from etl.extract.acronyms.is_proposed import _is_proposed, _proposed_directly
from etl.extract.acronyms.long_form import (
    _cued_long_form, _long_form_before, _long_form_inside, _name_modifiers, _spaced_short_form,
)
from etl.extract.acronyms.names import (
    _bare_name_ok, _create_name_matches, _paren_name_proposed, _proposed_names,
)
from etl.extract.acronyms.plain_names import _plain_names
from etl.extract.acronyms.shape import (
    _acronym_chars, _ACRONYM_CONTENT_RE, _acronym_like, _CITATION_TAIL_RE, _PAREN_RE, _PLURAL_WORD_RE,
    _TOKEN, _upper_count,
)
from etl.extract.sentences import sentence_at, sentence_spans


@dataclass(frozen=True)
class AcronymFound:
    """One acronym or proposed name.  long_form is None for a name without an expansion;
    char_start..char_end spans its first definition."""

    acronym: str
    long_form: str | None
    is_proposed: bool
    char_start: int
    char_end: int


def _sentence_start(spans, pos: int) -> int:
    """Start of the sentence that holds pos (pos itself when it falls between sentences)."""
    i = sentence_at(spans, pos)
    if i >= 0:
        return spans[i][0]
    if spans and pos < spans[-1][0]:
        return pos  # before the first sentence or between two
    return spans[-1][0] if spans else 0


def extract_acronyms(text: object) -> list[AcronymFound]:
    """One record per acronym (first definition wins), in order of appearance; never raises."""
    try:
        return _extract(text) if isinstance(text, str) else []
    except Exception:  # pragma: no cover - a bug must not stop the pipeline
        return []


def _extract(text: str) -> list[AcronymFound]:
    if not text or ("(" not in text and ", or " not in text and " for short" not in text
                    and not _QUICK_NAME_RE.search(text)
                    and not _has_aka(text) and ", a n" not in text and " is a n" not in text
                    and next(_create_name_matches(text), None) is None):
        return []
    spans: list[tuple[int, int]] | None = None
    found: dict[str, list] = {}   # acronym -> [start, end, long_form, is_proposed]
    order: list[str] = []

    def sent_start(pos: int) -> int:
        nonlocal spans
        if spans is None:
            spans = sentence_spans(text)
        return _sentence_start(spans, pos)

    names: list[tuple[str, int, int]] | None = None

    def own() -> tuple:
        # the paper's own names so far, and those it proposes without an expansion anywhere:
        # "we propose ... PointTFA ... PointTFA comprises the Representative Memory Cache (RMC)"
        nonlocal names
        if names is None:
            names = _proposed_names(text, sent_start)
        return tuple(a for a in order if found[a][3]) + tuple(n for n, _, _ in names)

    def add(acr: str, lf, proposed: bool, start: int, end: int) -> None:
        if proposed and is_common_definition(acr, lf) and not _proposed_directly(text, start):
            proposed = False  # a definition many papers give is a term of the field
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

    def define(acr: str, lf_start: int, lf_end: int, ss: int, def_end: int) -> None:
        """Record the definition of acr whose long form is text[lf_start:lf_end], ending at
        def_end, proposed or not as its sentence (starting at ss) says."""
        add(acr, text[lf_start:lf_end], _is_proposed(text, ss, lf_start, acr, def_end, own()), lf_start, def_end)

    if "(" in text:
        for m in _PAREN_RE.finditer(text):
            content = m.group(1)
            cm = _ACRONYM_CONTENT_RE.match(content)
            if _DOTTED_ACRONYM_RE.fullmatch(content) and content not in found:
                # a short form of lower-case initials with dots: "independent and identically
                # distributed (i.i.d.)"
                ss = sent_start(m.start())
                lf = _long_form_before(text, m.start(), _acronym_chars(content), ss, strict=True, acronym=content)
                if lf is not None:
                    define(content, lf[0], lf[1], ss, m.end())
                continue
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
                if not listed and _WORD_ACRONYM_RE.fullmatch(acr) and acr not in found:
                    # a short form shaped like a word, spelt by the initials or the capitals
                    # before it: "Token-level retrieval-augmented mechanism (Tram)"
                    ss = sent_start(m.start())
                    lf = _long_form_before(text, m.start(), acr, ss, strict=False, acronym=acr)
                    if lf is not None and _spelt_by_initials(text[lf[0]:lf[1]], acr):
                        define(acr, lf[0], lf[1], ss, m.end())
                    continue
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
                                define(acr, _name_modifiers(text, lf[0], acr, ss), lf[1], ss, m.end())
                                continue
                        elif not listed and acr not in found and (
                                cued := _cued_long_form(text, ss, m.start(), chars)) is not None:
                            define(acr, cued[0], cued[1], ss, m.end())
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
                    define(short, lf_start, lf_end, ss, m.end())
                continue
            # "LF (Long Form)"
            if " " in content.strip() or "-" in content:
                if content.startswith("i.e.") and _ie_definition(text, m, content, found, add, sent_start, own):
                    continue
                # the short form may be quoted: 'a method we term "LSC-transformation" (log-sigmoid-...)'
                w = _SHORT_FORM_BEFORE_RE.search(text[max(0, m.start() - 25):m.start()])
                if (w is None or not _acronym_like(w.group(1))) and _TITLE_CONTENT_RE.fullmatch(content):
                    # "Velicers MAP test (Minimum Average Partial)": a plain word between the short
                    # form and the long form, which is all capitalised words spelling it
                    w = _ACR_WORD_BEFORE_RE.search(text, max(0, m.start() - 40), m.start())
                    if w is not None and (not _acronym_like(w.group(1)) or "".join(
                            x[0] for x in re.split(r"[\s-]+", content.strip())) != _acronym_chars(w.group(1))):
                        w = None
                if w is not None and _acronym_like(w.group(1)):
                    acr = w.group(1)
                    chars = _acronym_chars(acr)
                    # "MFTPL-P (abbreviation for Mixed Follow the Perturbed Leader with Poisson perturbations)"
                    lead = _EXPANSION_LEAD_RE.match(content)
                    skip = lead.end() if lead is not None else 0
                    inner = _long_form_inside(content[skip:], m.start(1) + skip, chars, acr)
                    if inner is not None and len(chars) >= 2:
                        acr_start = w.start(1) if w.re is _ACR_WORD_BEFORE_RE else (
                            m.start() - (len(text[max(0, m.start() - 25):m.start()]) - w.start(1)))
                        ss = sent_start(acr_start)
                        add(acr, text[inner[0]:inner[1]], _is_proposed(text, ss, acr_start, acr, m.end(), own()),
                            acr_start, m.end())

    # "multimodal sarcasm detection - henceforth MSD -", "X, also known as Y"; "X, or Y"; "X, Y
    # for short"
    for present, pattern in ((_has_aka(text), _AKA_ACRONYM_RE), (", or " in text, _OR_ACRONYM_RE),
                             (" for short" in text, _FOR_SHORT_RE)):
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

    # a name already recorded as the long form of an acronym, or inside one, is not a second
    # record: "we introduce a HueGray (HG) data augmentation", "we propose Self-Consistency with
    # Tree Search (SC-TS)"
    long_forms = {rec[2] for rec in found.values()}
    definition_spans = [(rec[0], rec[1]) for rec in found.values() if rec[2] is not None]
    if names is None:
        names = _proposed_names(text, sent_start)
    for name, start, end in names:
        if name not in found and name not in long_forms and not any(a <= start and end <= b for a, b in definition_spans):
            add(name, None, True, start, end)

    if ") and " in text:
        # the paper's own definition, then a name joined to it: "we propose Learned Proportions
        # (LeaP) and LeaPformers.", "two modules: Spatial Alignment Module (SAM) and Space2Batch."
        for m in _DEFINITION_AND_NAME_RE.finditer(text):
            first, name = found.get(m.group("acr")), m.group("name")
            if first is not None and first[3] and name not in found and _bare_name_ok(name):
                add(name, None, True, m.start("name"), m.end("name"))

    if "variant" in text:
        # "Two variants of iTM-VAE are also proposed in this paper, where iTM-VAE-Prod models ... and
        # iTM-VAE-G places ...": the paper's own name with a suffix, in a sentence that proposes
        # variants
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
        # name (see plain_names)
        for name, start, end in _plain_names(text, sent_start):
            if name not in found and name not in long_forms and not any(name in lf for lf in long_forms if lf):
                add(name, None, True, start, end)

    out = [AcronymFound(a, found[a][2], found[a][3], found[a][0], found[a][1]) for a in order]
    out.sort(key=lambda r: r.char_start)
    return out


# a parenthesised short form, "and", then a name that ends its clause
_DEFINITION_AND_NAME_RE = re.compile(r"\((?P<acr>" + _TOKEN + r")\)\s+and\s+(?P<name>" + _TOKEN + r")(?=[.,;:])")
# lower-case initials with dots, not an abbreviation of Latin: "(i.i.d.)", "(o.o.d.)"
_DOTTED_ACRONYM_RE = re.compile(r"(?!(?:e\.g|i\.e|a\.k\.a|w\.r\.t|c\.f)\.?$)(?:[a-z]\.){2,}[a-z]?")
# a capitalised word as a short form: "(Tram)", "(Charms)"
_WORD_ACRONYM_RE = re.compile(r"[A-Z][a-z]{2,7}")


def _spelt_by_initials(long_form: str, acr: str) -> bool:
    """Whether the capitals of the long form spell the short form ("CHannel tAbulaR alignment with
    optiMal tranSport" for Charms), or its letters are initials of the words in order, from the
    first word to the last ("Token-level retrieval-augmented mechanism" for Tram)."""
    if "".join(ch for ch in long_form if ch.isupper()) == acr.upper():
        return True
    initials = [w[0].lower() for w in re.split(r"[\s-]+", long_form) if w]
    if not initials or initials[0] != acr[0].lower() or initials[-1] != acr[-1]:
        return False
    rest = iter(initials[1:])
    return all(ch in rest for ch in acr[1:])


# the short form right before "(Long Form)", maybe quoted
_SHORT_FORM_BEFORE_RE = re.compile(r"(" + _TOKEN + r")\"?\s*$")
# "Velicers MAP test (Minimum Average Partial)": capitalised words inside, a plain word between
_TITLE_CONTENT_RE = re.compile(r"[A-Z][a-z]+(?:[\s-]+[A-Z][a-z]+){1,6}")
_ACR_WORD_BEFORE_RE = re.compile(r"(" + _TOKEN + r")\s+[a-z]{2,12}\s*$")
_IE_TITLE_RE = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:[\s-]+[A-Z][a-z]+){1,6}$")


def _ie_definition(text: str, m, content: str, found: dict, add, sent_start, own) -> bool:
    """A long form in a later "i.e." parenthesis of an acronym used before it: "DGA detection:
    classifying domain names as either benign vs. produced by malware (i.e., by a Domain Generation
    Algorithm)".  The capitalised words that end the parenthesis spell the acronym."""
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


# a sentence that proposes variants: "Two variants of iTM-VAE are also proposed"
_VARIANT_SENTENCE_RE = re.compile(
    r"\bvariants?\b[^.]*\b(?:propos|introduc|present|develop|design)\w*|\b(?:propos|introduc|present|develop|design)"
    r"\w*\b[^.]*\bvariants?\b")

# "Long Form, or LF" is a definition
_OR_ACRONYM_RE = re.compile(
    r",\s+or\s+(" + _TOKEN + r")(?=\s*(?:[,.;:)]|$)|\s+(?:which|that|for\s+short)\b)"
)
# "Long Form, LF for short"
_FOR_SHORT_RE = re.compile(r",\s+(" + _TOKEN + r")\s+for\s+short\b")
# "Long Form, also known as LF", "Long Form - henceforth LF -"
_AKA = r"(?:also\s+known\s+as|also\s+called|a\.k\.a\.?|aka|henceforth|hereafter|abbreviated(?:\s+as)?)"


def _has_aka(text: str) -> bool:
    """A quick test for the words of _AKA, before its pattern is run."""
    return ("known as" in text or "also called" in text or "a.k.a" in text or "aka " in text
            or "henceforth" in text or "hereafter" in text or "abbreviated" in text)


_AKA_ACRONYM_RE = re.compile(
    r"(?:,\s*|\s+[-—]\s*|\s*—\s*)" + _AKA + r"\s+[\"']?(" + _TOKEN + r")[\"']?"
    r"(?=\s*(?:[,.;:)]|\s[-—]\s|—|$)|\s+(?:which|that)\b)"
)
# the short form in a parenthesis after a cue: "(aka H2VQ)", "(termed TS-LLM)", "(or O-INR)"
_NAMING_CUES = frozenset(("termed", "dubbed", "named", "called"))
# words that open the expansion inside the brackets after a short form
_EXPANSION_LEAD_RE = re.compile(r"(?:which\s+)?(?:an?\s+)?(?:short\s+for|abbreviation\s+for|acronym\s+for|stands\s+for|"
                                r"standing\s+for)\s+")
_PAREN_CUE_RE = re.compile(
    r"\s*(?P<cue>a\.k\.a\.?|aka|also\s+known\s+as|also\s+called|termed|dubbed|named|called|"
    r"abbreviated(?:\s+as)?|or|hereafter|henceforth)[,:]?\s+[\"']?(?P<acr>" + _TOKEN + r")[\"']?\s*$"
)
# a cue of a proposed name without an expansion; a text with none of these, no parenthesis and
# no other cue has no record
_QUICK_NAME_RE = re.compile(
    r"\b(?:[Ww]e|[Oo]ur|paper|work|study|called|named|dubbed|termed|coined|entitled|proposed|resulting)\b")

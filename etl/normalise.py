"""Text normalisation before extraction, with an offset map back to the original text.

``normalise_text`` runs a fixed sequence of passes (character clean-up, Unicode NFC, LaTeX and
markdown links, LaTeX markup and math, markdown emphasis, PDF hyphenation repair, whitespace).
Every pass that changes the text records the map from its output back to its input, one
segment per copied stretch or replacement, and ``NormalisedText`` composes the maps when asked,
so any span found in the normalised text can be mapped back to the original with
``NormalisedText.to_original``.  The function never raises on a ``str``.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass, field

__all__ = ["NormalisedText", "normalise_text", "clean_title"]


@dataclass(frozen=True)
class NormalisedText:
    """Normalised text with the map back to the original (of ``length`` characters).

    ``offset(i)`` is the index in the original of ``text[i]`` (``length`` for ``i ==
    len(text)``), ``end(i)`` the index one past its source (a replaced "\\times" ends after the
    "s"); ``offsets`` and ``ends`` list them all. The offsets never decrease.
    """

    text: str
    length: int
    # one map per pass that changed the text, in order (see _Builder); () when none did
    maps: tuple[tuple[tuple[int, ...], ...], ...] = field(default=(), repr=False)

    def offset(self, i: int) -> int:
        if i >= len(self.text):
            return self.length
        for starts, bases, _, steps in reversed(self.maps):
            k = bisect_right(starts, i) - 1
            i = bases[k] + (i - starts[k]) * steps[k]
        return i

    def end(self, i: int) -> int:
        for starts, _, lasts, steps in reversed(self.maps):
            k = bisect_right(starts, i) - 1
            i = lasts[k] + (i - starts[k]) * steps[k]
        return i + 1

    @property
    def offsets(self) -> tuple[int, ...]:
        return tuple(map(self.offset, range(len(self.text) + 1)))

    @property
    def ends(self) -> tuple[int, ...]:
        return tuple(map(self.end, range(len(self.text))))

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map the span ``text[start:end]`` (end exclusive) to a span of the original."""
        n = len(self.text)
        start = min(max(start, 0), n)
        end = min(max(end, start), n)
        first = self.offset(start)
        if end == start:
            return first, first
        return first, max(self.end(end - 1), first)


# --------------------------------------------------------------------------------------------
# Offset-preserving rewriting helpers
# --------------------------------------------------------------------------------------------

class _Builder:
    """Accumulates a pass's output text and its map back to the pass input, one segment per
    copied stretch or literal: output characters from starts[k] on come from input index
    bases[k] and end at input index lasts[k] (inclusive), each one further on per character
    when copied (steps[k] == 1), the same for every character of a literal (steps[k] == 0).
    Segments, not per-character lists: a pass costs its number of edits, not its length."""

    __slots__ = ("parts", "n", "starts", "bases", "lasts", "steps")

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.n = 0
        self.starts: list[int] = []
        self.bases: list[int] = []
        self.lasts: list[int] = []
        self.steps: list[int] = []

    def _segment(self, base: int, last: int, step: int) -> None:
        self.starts.append(self.n)
        self.bases.append(base)
        self.lasts.append(last)
        self.steps.append(step)

    def copy(self, text: str, start: int, end: int) -> None:
        if end > start:
            self.parts.append(text[start:end])
            self._segment(start, start, 1)
            self.n += end - start

    def lit(self, s: str, pos: int, end: int | None = None) -> None:
        if s:
            self.parts.append(s)
            self._segment(pos, max(pos, (end if end is not None else pos + 1) - 1), 0)
            self.n += len(s)


_Maps = tuple  # the maps of the passes so far (NormalisedText.maps)


def _compose(maps: _Maps, b: _Builder) -> tuple[str, _Maps]:
    """Finish a pass: its text, and the maps with its own added."""
    return "".join(b.parts), maps + ((tuple(b.starts), tuple(b.bases), tuple(b.lasts), tuple(b.steps)),)


def _regex_pass(text: str, maps: _Maps, pattern: re.Pattern, handler,
                need: str = "") -> tuple[str, _Maps]:
    """Rewrite every match of pattern with ``handler(match, builder)``; the rest is copied.

    ``need``: characters of which every match contains at least one (a quick pre-test).
    """
    if need and not any(c in text for c in need):
        return text, maps
    matches = list(pattern.finditer(text))
    if not matches:
        return text, maps
    b = _Builder()
    last = 0
    for m in matches:
        b.copy(text, last, m.start())
        handler(m, b, text)
        last = m.end()
    b.copy(text, last, len(text))
    return _compose(maps, b)


# --------------------------------------------------------------------------------------------
# Pass 1: characters (1:1 mapping, offsets unchanged) and deletions
# --------------------------------------------------------------------------------------------

_CHAR_MAP = {
    # quotes
    0x2018: "'", 0x2019: "'", 0x201A: "'", 0x201B: "'", 0x2032: "'", 0x00B4: "'", 0x0060: "'",
    0x201C: '"', 0x201D: '"', 0x201E: '"', 0x201F: '"', 0x2033: '"', 0x00AB: '"', 0x00BB: '"',
    # hyphens and dashes: en dash and the minus sign become "-", the em dash stays
    0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2212: "-", 0xFE63: "-", 0xFF0D: "-",
    0x2015: "\u2014",
    # spaces
    0x00A0: " ", 0x1680: " ", 0x2000: " ", 0x2001: " ", 0x2002: " ", 0x2003: " ", 0x2004: " ",
    0x2005: " ", 0x2006: " ", 0x2007: " ", 0x2008: " ", 0x2009: " ", 0x200A: " ", 0x202F: " ",
    0x205F: " ", 0x3000: " ", 0x2028: " ", 0x2029: " ", 0x0085: " ",
}
# control characters (NUL included) become spaces
for _c in range(0x20):
    _CHAR_MAP[_c] = " "
_CHAR_MAP[0x7F] = " "
_CHAR_MAP[0xFFFD] = " "
_TRANSLATE = str.maketrans(_CHAR_MAP)

# characters that vanish: zero-width, soft hyphen, BOM, bidi marks, lone surrogates
_DELETE_RE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202a-\u202e"
                        + chr(0xD800) + "-" + chr(0xDFFF) + "]")  # (mypyc takes no surrogate literal)


def _delete_handler(m, b, text):
    return None


def _nfc_pass(text: str, maps: _Maps) -> tuple[str, _Maps]:
    if unicodedata.is_normalized("NFC", text):
        return text, maps
    b = _Builder()
    n = len(text)
    i = copied = 0  # text[copied:i] is unchanged and not yet emitted
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(text[j]):
            j += 1
        chunk = text[i:j]
        composed = chunk if j - i == 1 and ord(chunk) < 0x300 else unicodedata.normalize("NFC", chunk)
        if composed != chunk:
            b.copy(text, copied, i)
            b.lit(composed, i, j)  # "e" + U+0301 -> "é", which ends after the accent
            copied = j
        i = j
    b.copy(text, copied, n)
    return _compose(maps, b)


# --------------------------------------------------------------------------------------------
# Pass 2: links (markdown, \href, \url) keep only the target URL
# --------------------------------------------------------------------------------------------

_LINK_RE = re.compile(
    r"\\href\s*\{(?P<href>[^{}]*)\}\s*\{(?:[^{}]|\{[^{}]*\})*\}"
    r"|\\url\s*\{(?P<url>[^{}]*)\}"
    r"|\[(?P<mdtext>[^\[\]]{0,300})\]\(\s*(?P<md>[^()\s<>]*?(?:\s+[^()\s<>]+?)*?"
    r"(?:\([^()\s]*\)[^()\s]*)*)\s*\)"
    r"|\[(?P<mdtext2>[^\[\]]{0,300})\]\(\s*<(?P<md2>[^<>]*)>\s*\)"
    r"|\[(?P<mdtext3>[^\[\]]{0,300})\]\(\[(?P<md3>[^\[\]()]*)\]\)"
)


def _emit_url(b: _Builder, text: str, start: int, end: int) -> None:
    """Copy a link target, dropping whitespace inside it (line breaks from PDF conversion)."""
    while start < end and text[start] in " \t\n\r[<":
        start += 1
    while end > start and text[end - 1] in " \t\n\r]>":
        end -= 1
    seg_start = start
    for k in range(start, end):
        if text[k].isspace():
            b.copy(text, seg_start, k)
            seg_start = k + 1
    b.copy(text, seg_start, end)


def _looks_like_target(s: str) -> bool:
    s = s.strip()
    if not s or " " in s.strip() and "://" not in s and "www." not in s:
        return False
    return "://" in s or s.startswith(("www.", "http", "/")) or "." in s


def _link_handler(m, b, text):
    for name in ("href", "url"):
        if m.group(name) is not None:
            _emit_url(b, text, m.start(name), m.end(name))
            return
    for tname, uname in (("mdtext", "md"), ("mdtext2", "md2"), ("mdtext3", "md3")):
        if m.group(uname) is not None:
            if _looks_like_target(m.group(uname)):
                label = m.group(tname).strip()
                if label and not ((" " not in label and ("." in label or "/" in label)) or label.startswith("!")):
                    # "[our code](url)" keeps its words, then the target: "our code url"
                    b.copy(text, m.start(tname), m.end(tname))
                    b.lit(" ", m.end(tname))
                _emit_url(b, text, m.start(uname), m.end(uname))
            else:  # not a link after all: keep the text, drop the target
                b.copy(text, m.start(tname), m.end(tname))
            return
    b.copy(text, m.start(), m.end())


# --------------------------------------------------------------------------------------------
# Pass 3: LaTeX markup and math
# --------------------------------------------------------------------------------------------

_SYMBOLS = {
    "times": "×", "sim": "~", "approx": "≈", "simeq": "≃", "geq": "≥", "ge": "≥", "leq": "≤",
    "le": "≤", "geqslant": "≥", "leqslant": "≤", "pm": "±", "mp": "∓", "cdot": "·",
    "cdots": "...", "ldots": "...", "dots": "...", "infty": "∞", "neq": "≠", "ne": "≠",
    "propto": "∝", "in": "∈", "notin": "∉", "subset": "⊂", "subseteq": "⊆", "cup": "∪",
    "cap": "∩", "to": "→", "rightarrow": "→", "leftarrow": "←", "Rightarrow": "⇒",
    "mapsto": "↦", "gg": "≫", "ll": "≪", "forall": "∀", "exists": "∃", "partial": "∂",
    "nabla": "∇", "sum": "∑", "prod": "∏", "int": "∫", "sqrt": "√", "star": "*", "ast": "*",
    "circ": "∘", "degree": "°", "dagger": "†", "ddagger": "‡", "prime": "'", "equiv": "≡",
    "log": "log", "exp": "exp", "min": "min", "max": "max", "sup": "sup", "inf": "inf",
    "lim": "lim", "arg": "arg", "det": "det", "sin": "sin", "cos": "cos", "tanh": "tanh",
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "θ", "iota": "ι", "kappa": "κ",
    "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ",
    "tau": "τ", "upsilon": "υ", "phi": "φ", "varphi": "φ", "chi": "χ", "psi": "ψ",
    "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ",
    "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω", "ell": "ℓ",
    "%": "%", "&": "&", "_": "_", "#": "#", "$": "$", "{": "{", "}": "}", "\\": " ",
    ",": " ", ";": " ", ":": " ", "!": "", " ": " ", "quad": " ", "qquad": " ",
    "textendash": "-", "textemdash": "—", "textasciitilde": "~", "LaTeX": "LaTeX", "TeX": "TeX",
    "left": "", "right": "", "big": "", "Big": "", "bigg": "", "Bigg": "", "displaystyle": "",
    "limits": "", "nolimits": "", "mid": "|", "vert": "|", "lvert": "|", "rvert": "|",
    "Vert": "‖", "langle": "⟨", "rangle": "⟩", "lfloor": "⌊", "rfloor": "⌋", "lceil": "⌈",
    "rceil": "⌉", "cdotp": "·", "colon": ":", "hat": "", "tilde": "", "bar": "", "vec": "",
    "widehat": "", "widetilde": "", "overline": "", "underline": "", "dot": "", "ddot": "",
    "mathrm": "", "mathbf": "", "mathit": "", "mathsf": "", "mathtt": "", "mathcal": "",
    "mathbb": "", "mathfrak": "", "mathscr": "", "boldsymbol": "", "bm": "", "text": "",
    "textbf": "", "textit": "", "textrm": "", "textsf": "", "texttt": "", "textsc": "",
    "emph": "", "operatorname": "", "bf": "", "it": "", "rm": "", "sf": "", "tt": "", "em": "",
    "mbox": "", "textnormal": "", "textup": "", "underbrace": "", "overbrace": "",
    "frac": "", "dfrac": "", "tfrac": "", "cite": None, "citep": None, "citet": None,
    "footnote": None, "label": None, "ref": None, "eqref": None,
}
_SUPERSCRIPTS = str.maketrans("0123456789+-=()n", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿ")

_LATEX_TOKEN_RE = re.compile(
    r"\\(?P<cmd>[A-Za-z]+|[%&_#${}\\,;:! ])"
    r"|(?P<dollar>\$\$?)"
    r"|(?P<open>\\\(|\\\[)|(?P<close>\\\)|\\\])"
    r"|(?P<brace>[{}])"
    r"|(?P<script>[\^_])"
    r"|(?P<dashes>---?)"
)
_QUICK_LATEX = re.compile(r"[\\$^{}]|---?|_")
_SCRIPT_ARG_RE = re.compile(r"\s*(?:\{(?P<group>(?:[^{}]|\{[^{}]*\}){0,80})\}|(?P<cmd>\\[A-Za-z]+)|(?P<ch>[^\s{}\\$]))")
_SIMPLE_SCRIPT = re.compile(r"[0-9+\-=()n]+")


def _latex_pass(text: str, maps: _Maps) -> tuple[str, _Maps]:
    if not _QUICK_LATEX.search(text):
        return text, maps
    b = _Builder()
    n = len(text)
    pos = 0
    in_math = False
    stack: list[str] = []   # per open brace: text to emit on close ("" drops it)
    frac_pending = 0
    while pos < n:
        m = _LATEX_TOKEN_RE.search(text, pos)
        if m is None:
            b.copy(text, pos, n)
            break
        b.copy(text, pos, m.start())
        pos = m.end()
        kind = m.lastgroup
        if kind == "cmd":
            name = m.group("cmd")
            if name in ("url", "href"):  # left over from a broken link: keep the name out
                continue
            rep = _SYMBOLS.get(name, name if in_math else "")
            if rep is None:  # citation-like: drop the command and its argument
                arg = re.match(r"\s*(?:\[[^\]]*\])?\{[^{}]*\}", text[pos:pos + 300])
                if arg:
                    pos += arg.end()
                continue
            if name in ("frac", "dfrac", "tfrac"):
                frac_pending = 2
            if rep and rep.isalpha() and len(rep) > 1 and in_math and pos < n and text[pos].isalpha():
                rep = rep + " "
            b.lit(rep, m.start(), m.end())
            if name not in _SYMBOLS and not in_math:
                # unknown text-mode command (\foo{x}): drop the command, keep the argument
                pass
        elif kind == "dollar":
            in_math = not in_math
        elif kind == "open":
            in_math = True
        elif kind == "close":
            in_math = False
        elif kind == "brace":
            if m.group() == "{":
                if frac_pending:
                    stack.append("/" if frac_pending == 2 else "")
                    frac_pending -= 1
                else:
                    stack.append("")
            else:
                if stack:
                    b.lit(stack.pop(), m.start())
        elif kind == "script":
            if not in_math:
                # outside math a "^" or "_" is ordinary text (snake_case, URLs)
                b.copy(text, m.start(), m.end())
                continue
            arg = _SCRIPT_ARG_RE.match(text, pos)
            if arg is None:
                continue
            is_sup = m.group() == "^"
            if arg.group("group") is not None:
                inner = arg.group("group")
                if is_sup and _SIMPLE_SCRIPT.fullmatch(inner) and m.start() > 0 and text[m.start() - 1].isdigit():
                    b.lit(inner.translate(_SUPERSCRIPTS), arg.start("group"), arg.end())
                    pos = arg.end()
                else:
                    # flatten: drop the braces, the inner text is processed normally
                    stack.append("")
                    pos = arg.start("group") - 1 + 1
            elif arg.group("ch") is not None:
                ch = arg.group("ch")
                if is_sup and ch.isdigit() and m.start() > 0 and text[m.start() - 1].isdigit():
                    b.lit(ch.translate(_SUPERSCRIPTS), arg.start("ch"))
                else:
                    b.copy(text, arg.start("ch"), arg.end("ch"))
                pos = arg.end()
            # a \command argument is processed normally at the next token
        elif kind == "dashes":
            b.lit("—" if len(m.group()) == 3 else "-", m.start(), m.end())
    return _compose(maps, b)


# --------------------------------------------------------------------------------------------
# Pass 4: markdown emphasis
# --------------------------------------------------------------------------------------------

_EMPH_RE = re.compile(
    r"(?<![\w*\\/])(?P<m>\*\*|\*|__|_)(?=[^\s*_])(?P<body>[^\n]{1,400}?)(?<=[^\s\\])(?P=m)(?![\w*])"
)


def _emph_handler(m, b, text):
    if m.group("m") in ("_", "__") and ("/" in m.group("body") and " " not in m.group("body")):
        b.copy(text, m.start(), m.end())  # part of a path or URL
        return
    b.copy(text, m.start("body"), m.end("body"))


# doubled asterisks left anywhere (bold letters inside words: "J**acobian R**egularizer") and
# single stray ones at word edges
_STRAY_STARS = re.compile(r"\*\*+|(?<!\S)\*(?=\w)|(?<=[\w.)])\*(?!\S)")


# --------------------------------------------------------------------------------------------
# Pass 5: hyphenation broken by PDF conversion ("effective- ness")
# --------------------------------------------------------------------------------------------

_HYPHEN_BREAK_RE = re.compile(r"(?P<left>[A-Za-z][\w-]*)-(?P<ws>[ \t]*\n[ \t]*|[ \t]+)(?P<right>[A-Za-z][a-z]*)")
_SUSPENDED = {"and", "or", "nor", "vs", "versus", "to", "as", "but", "than", "and/or", "via", "then"}
_FUNCTION_WORDS = {
    "of", "the", "a", "an", "in", "on", "for", "with", "by", "at", "from", "into", "is", "are",
    "be", "it", "its", "that", "this", "which", "not",
}
_KEEP_PREFIXES = {
    "pre", "post", "non", "multi", "self", "cross", "semi", "anti", "co", "sub", "super",
    "inter", "intra", "over", "under", "out", "well", "high", "low", "long", "short", "large",
    "small", "fine", "coarse", "first", "second", "third", "zero", "few", "one", "two", "three",
    "data", "task", "model", "state", "end", "real", "open", "closed", "in", "on", "off",
    "meta", "mid", "auto", "bi", "tri", "uni", "mono", "quasi", "pseudo", "human", "time",
    "look", "up", "down", "top", "bottom", "hand", "full", "half", "plug", "ill",
}
_SUFFIX_RE = re.compile(
    r"(?:ness|tion|tions|sion|sions|ment|ments|ity|ities|ing|ings|ed|er|ers|ly|ous|ive|ives|"
    r"ize|izes|ized|ization|ise|ised|isation|ture|tures|ance|ances|ence|ences|able|ably|ible|"
    r"al|ally|ical|ist|ists|ism|ure|ic|ics|ent|ents|ant|ants|ary|ory|ogy|ies|es|s|y|ry|ty|cy|"
    r"line|lines|tial|cial|tive|sive|nal|ral|ual|ward|wards|ful|less|dom|ship)"
)


def _hyphen_pass(text: str, maps: _Maps) -> tuple[str, _Maps]:
    if "- " not in text and "-\n" not in text and "-\t" not in text:
        return text, maps

    def handler(m, b, t):
        left, right = m.group("left"), m.group("right")
        last = left.rsplit("-", 1)[-1]
        rl = right.lower()
        ws_start = m.start("ws")
        word_start = max(t.rfind(" ", 0, m.start()), t.rfind("\n", 0, m.start()), t.rfind("\t", 0, m.start())) + 1
        if "/" in t[word_start:m.start("ws")] or "." in t[word_start:m.start()]:
            # inside a URL or a path: the line break is not a hyphenation, keep the hyphen
            b.copy(t, m.start(), ws_start)
            b.copy(t, m.end("ws"), m.end())
            return
        if rl in _SUSPENDED or right[0].isupper() and right.lower() in _SUSPENDED:
            b.copy(t, m.start(), m.end())  # "pre- and post-training": a real suspended hyphen
            return
        joined = last + right
        hyphenated = last + "-" + right
        if not last.isalpha():
            keep_hyphen = True
        elif re.search(r"\b" + re.escape(hyphenated) + r"\b", t, re.I):
            keep_hyphen = True
        elif re.search(r"\b" + re.escape(joined) + r"\b", t, re.I):
            keep_hyphen = False
        elif right[0].isupper() or "-" in left or rl in _FUNCTION_WORDS:
            keep_hyphen = True
        elif last.lower() in _KEEP_PREFIXES:
            keep_hyphen = True
        elif _SUFFIX_RE.fullmatch(rl) or len(rl) <= 3:
            keep_hyphen = False
        elif last.lower().endswith("ly"):
            keep_hyphen = True
        else:
            keep_hyphen = False
        b.copy(t, m.start(), ws_start - (0 if keep_hyphen else 1))
        b.copy(t, m.end("ws"), m.end())

    return _regex_pass(text, maps, _HYPHEN_BREAK_RE, handler)


# --------------------------------------------------------------------------------------------
# Pass 6: whitespace
# --------------------------------------------------------------------------------------------

# A run of whitespace other than one plain space (a single space is left alone): it starts
# with a whitespace character that is not a space, or with a space followed by whitespace.
_WS_RE = re.compile(r"[^\S ]\s*| \s+")


def _whitespace_pass(text: str, maps: _Maps) -> tuple[str, _Maps]:
    n = len(text)
    start = 0
    while start < n and text[start].isspace():
        start += 1
    end = n
    while end > start and text[end - 1].isspace():
        end -= 1
    matches = list(_WS_RE.finditer(text, start, end))
    if not matches and start == 0 and end == n:
        return text, maps
    b = _Builder()
    last = start
    for m in matches:
        b.copy(text, last, m.start())
        b.lit(" ", m.start(), m.end())
        last = m.end()
    b.copy(text, last, end)
    return _compose(maps, b)


# --------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------

def normalise_text(raw: object) -> NormalisedText:
    """Normalise an abstract (or any text) and keep the map back to ``raw``."""
    if not isinstance(raw, str):
        raw = "" if raw is None else str(raw)
    text = raw.translate(_TRANSLATE)
    maps: _Maps = ()
    try:
        text, maps = _regex_pass(text, maps, _DELETE_RE, _delete_handler)
        text, maps = _nfc_pass(text, maps)
        text, maps = _regex_pass(text, maps, _LINK_RE, _link_handler, "[\\")
        text, maps = _latex_pass(text, maps)
        text, maps = _regex_pass(text, maps, _EMPH_RE, _emph_handler, "*_")
        text, maps = _regex_pass(text, maps, _STRAY_STARS, _delete_handler, "*")
        text, maps = _hyphen_pass(text, maps)
        text, maps = _whitespace_pass(text, maps)
    except Exception:  # pragma: no cover - defensive: never fail the pipeline on odd input
        text, maps = _whitespace_pass(raw.translate(_TRANSLATE), ())
    return NormalisedText(text, len(raw), maps)


def clean_title(raw: str) -> str:
    """Display form of a title: the same cleaning as abstracts, whitespace collapsed."""
    return normalise_text(raw).text

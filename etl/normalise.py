"""Text normalisation before extraction, with an offset map back to the original text.

``normalise_text`` runs a fixed sequence of passes (character clean-up, Unicode NFC, LaTeX and
markdown links, LaTeX markup and math, markdown emphasis, PDF hyphenation repair, whitespace).
Every pass records, for each output character, the index of the input character it came from,
and the maps are composed, so any span found in the normalised text can be mapped back to the
original with ``NormalisedText.to_original``.  The function never raises on a ``str``.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from dataclasses import dataclass, field

__all__ = ["NormalisedText", "normalise_text", "clean_title"]


@dataclass(frozen=True)
class NormalisedText:
    """Normalised text plus ``offsets``: ``len(text) + 1`` indexes into the original.

    ``offsets[i]`` is the index in the original of ``text[i]``; ``offsets[-1]`` is the length of
    the original.  The offsets never decrease.
    """

    text: str
    offsets: tuple[int, ...]
    # ends[i]: index in the original one past the source of text[i] (a replaced "\\times" ends
    # after the "s"); optional, derived by normalise_text
    ends: tuple[int, ...] = field(default=(), repr=False, compare=False)

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map the span ``text[start:end]`` (end exclusive) to a span of the original."""
        n = len(self.text)
        start = min(max(start, 0), n)
        end = min(max(end, start), n)
        if end == start:
            pos = self.offsets[start]
            return pos, pos
        if len(self.ends) == n:
            return self.offsets[start], max(self.ends[end - 1], self.offsets[start])
        # the end is one past the original index of the last character of the span
        return self.offsets[start], self.offsets[end - 1] + 1


# --------------------------------------------------------------------------------------------
# Offset-preserving rewriting helpers
# --------------------------------------------------------------------------------------------

class _Builder:
    """Accumulates output text with, per output char, the index in the pass input."""

    __slots__ = ("parts", "offs", "ends")

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.offs: list[int] = []
        self.ends: list[int] = []   # per output char: last pass-input index of its source

    def copy(self, text: str, start: int, end: int) -> None:
        if end > start:
            self.parts.append(text[start:end])
            r = range(start, end)
            self.offs.extend(r)
            self.ends.extend(r)

    def lit(self, s: str, pos: int, end: int | None = None) -> None:
        if s:
            self.parts.append(s)
            self.offs.extend([pos] * len(s))
            self.ends.extend([max(pos, (end if end is not None else pos + 1) - 1)] * len(s))


# Offsets are None while no pass has changed the text (the identity map: offsets[i] = i and
# ends[i] = i + 1), so the common abstract that needs no rewriting builds no per-character
# lists until the end.

def _compose(text: str, offsets: list[int] | None, b: _Builder) -> tuple[str, list[int]]:
    """Finish a pass: new text and offsets into the ORIGINAL (via the previous map).

    The matching ends map (original index one past each char's source) travels in _STATE.
    """
    new_text = "".join(b.parts)
    prev_ends = _STATE.ends
    if offsets is None:  # identity so far
        new_offsets = b.offs
        new_offsets.append(_STATE.length)
        _STATE.ends = list(map(_ONE_PAST, b.ends))
    else:
        new_offsets = list(map(offsets.__getitem__, b.offs))
        new_offsets.append(offsets[-1])
        _STATE.ends = list(map(prev_ends.__getitem__, b.ends))
    return new_text, new_offsets


_ONE_PAST = (1).__add__


class _State(threading.local):
    def __init__(self) -> None:
        self.ends: list[int] | None = None
        self.length = 0


_STATE = _State()


def _regex_pass(text: str, offsets: list[int] | None, pattern: re.Pattern, handler,
                need: str = "") -> tuple[str, list[int] | None]:
    """Rewrite every match of pattern with ``handler(match, builder)``; the rest is copied.

    ``need``: characters of which every match contains at least one (a quick pre-test).
    """
    if need and not any(c in text for c in need):
        return text, offsets
    matches = list(pattern.finditer(text))
    if not matches:
        return text, offsets
    b = _Builder()
    last = 0
    for m in matches:
        b.copy(text, last, m.start())
        handler(m, b, text)
        last = m.end()
    b.copy(text, last, len(text))
    return _compose(text, offsets, b)


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
_DELETE_RE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202a-\u202e\ud800-\udfff]")


def _delete_handler(m, b, text):
    return None


def _nfc_pass(text: str, offsets: list[int] | None) -> tuple[str, list[int] | None]:
    if unicodedata.is_normalized("NFC", text):
        return text, offsets
    b = _Builder()
    n = len(text)
    i = 0
    while i < n:
        j = i + 1
        while j < n and unicodedata.combining(text[j]):
            j += 1
        chunk = text[i:j]
        if j - i == 1 and ord(chunk) < 0x300:
            b.copy(text, i, j)
        else:
            b.lit(unicodedata.normalize("NFC", chunk), i)
        i = j
    return _compose(text, offsets, b)


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


def _latex_pass(text: str, offsets: list[int] | None) -> tuple[str, list[int] | None]:
    if not _QUICK_LATEX.search(text):
        return text, offsets
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
    return _compose(text, offsets, b)


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


def _hyphen_pass(text: str, offsets: list[int] | None) -> tuple[str, list[int] | None]:
    if "- " not in text and "-\n" not in text and "-\t" not in text:
        return text, offsets

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

    return _regex_pass(text, offsets, _HYPHEN_BREAK_RE, handler)


# --------------------------------------------------------------------------------------------
# Pass 6: whitespace
# --------------------------------------------------------------------------------------------

# A run of whitespace other than one plain space (a single space is left alone): it starts
# with a whitespace character that is not a space, or with a space followed by whitespace.
_WS_RE = re.compile(r"[^\S ]\s*| \s+")


def _whitespace_pass(text: str, offsets: list[int] | None) -> tuple[str, list[int] | None]:
    n = len(text)
    start = 0
    while start < n and text[start].isspace():
        start += 1
    end = n
    while end > start and text[end - 1].isspace():
        end -= 1
    matches = list(_WS_RE.finditer(text, start, end))
    if not matches and start == 0 and end == n:
        return text, offsets
    b = _Builder()
    last = start
    for m in matches:
        b.copy(text, last, m.start())
        b.lit(" ", m.start(), m.end())
        last = m.end()
    b.copy(text, last, end)
    return _compose(text, offsets, b)


# --------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------

_RANGE: tuple[int, ...] = tuple(range(4096))


def _identity(n: int) -> tuple[int, ...]:
    """``tuple(range(n))``, sliced from a shared tuple: no new int objects per abstract."""
    global _RANGE
    if n > len(_RANGE):
        if n > 1 << 20:
            return tuple(range(n))
        _RANGE = tuple(range(max(n, 2 * len(_RANGE))))
    return _RANGE[:n]


def normalise_text(raw: str) -> NormalisedText:
    """Normalise an abstract (or any text) and keep an offset map back to ``raw``."""
    if not isinstance(raw, str):
        raw = "" if raw is None else str(raw)
    text = raw.translate(_TRANSLATE)
    offsets: list[int] | None = None  # identity
    _STATE.ends = None
    _STATE.length = len(raw)
    try:
        text, offsets = _regex_pass(text, offsets, _DELETE_RE, _delete_handler)
        text, offsets = _nfc_pass(text, offsets)
        text, offsets = _regex_pass(text, offsets, _LINK_RE, _link_handler, "[\\")
        text, offsets = _latex_pass(text, offsets)
        text, offsets = _regex_pass(text, offsets, _EMPH_RE, _emph_handler, "*_")
        text, offsets = _regex_pass(text, offsets, _STRAY_STARS, _delete_handler, "*")
        text, offsets = _hyphen_pass(text, offsets)
        text, offsets = _whitespace_pass(text, offsets)
    except Exception:  # pragma: no cover - defensive: never fail the pipeline on odd input
        _STATE.ends = None
        text, offsets = _whitespace_pass(raw.translate(_TRANSLATE), None)
    if offsets is None:
        n = len(raw)
        result = NormalisedText(text, _identity(n + 1), _identity(n + 1)[1:])
    else:
        result = NormalisedText(text, tuple(offsets), tuple(_STATE.ends))
    _STATE.ends = None
    return result


def clean_title(raw: str) -> str:
    """Display form of a title: the same cleaning as abstracts, whitespace collapsed."""
    return normalise_text(raw).text

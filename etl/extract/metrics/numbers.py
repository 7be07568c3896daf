"""Numbers as written: number words, the compiled scanner, the same-length plain view of LaTeX
remnants, `parse_number` (one number or leaderboard cell) and the candidate quantities (`_Cand`)
that `_scan` finds in a text.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from etl.extract.metrics.fractions import fraction_factors
from etl.extract.metrics.patterns import _HEDGE, _NAMED_POINTS


# --------------------------------------------------------------------------------------------
# Number words
# --------------------------------------------------------------------------------------------
_WORD_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90, "hundred": 100, "a hundred": 100, "one hundred": 100, "thousand": 1000,
    "a thousand": 1000, "one thousand": 1000, "double": 2, "triple": 3, "quadruple": 4,
}
_WORDNUM_ALT = "|".join(sorted((re.escape(w) for w in _WORD_NUMBERS), key=len, reverse=True))
_MAGNITUDE_WORDS = {"an": 1, "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                    "several": None, "multiple": None, "many": None}

# --------------------------------------------------------------------------------------------
# The scanner
# --------------------------------------------------------------------------------------------
# A number: optional sign, digits with optional thousands separators and decimals.
_NUM = r"(?:[-−+]\s?)?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?|(?:[-−+]\s?)?\.\d+"
_MAG = r"(?:\s?(?:[KkMBT](?![\w])|billion\b|million\b|thousand\b|bn\b))"
# Units written after a number (order: longest first).
_PHYS_UNITS = (
    # rates: "319 mb/s", "1,789 pages/s", "2 Gbps"
    r"(?:[KMGTkmgt]i?[Bb]|pages|queries|requests|docs|documents|tuples|records|items|edges|nodes|updates|"
    r"transactions|ops|operations|messages|events)\s?/\s?s(?:ec(?:ond)?)?(?![\w/])|[KMGkmg]bps|"
    r"kcal\s?/\s?mol|kcal\s?mol-1|kJ\s?/\s?mol|meV|eV|dB|GPU[- ]hours?|GPU[- ]days?|GPU[- ]hrs?|"
    r"TPU[- ]hours?|TPU[- ]days?|tokens?\s?/\s?s(?:ec(?:ond)?)?|it\s?/\s?s|samples?\s?/\s?s|"
    r"images?\s?/\s?s|(?:frames?|images?|samples?|queries|requests|sentences|steps|episodes|words|tokens)\s+per\s+seconds?|ms\s?/\s?token|GiB|MiB|GB|MB|KB|TB|kB|Gb|Mb|FPS|fps|kWh|mJ|msecs?|ms|µs|μs|ns|"
    r"milliseconds?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|"
    r"bits?\s?/\s?dim(?:ension)?|bits?\s?/\s?char(?:acter)?|bpd|BPD|bits?(?:\s?|-)per(?:\s?|-)(?:dim(?:ension)?|character|byte)|"
    r"kg|mm|cm|km|Å|°C|mAh|(?<=\s)s(?=[\s,.;)])|(?<=\s)h(?=[\s,.;)])|(?<=\s)W(?=[\s,.;)])"
)
# The units above that measure time ("in under 30 minutes", "20 minutes of audio")
_DURATION_UNITS = {"seconds", "second", "s", "minutes", "minute", "mins", "min", "hours", "hour", "hrs", "h", "days", "day",
                   "weeks", "week"}
_PCT = r"%\s?p(?![a-z])|%\s{0,3}points?(?![a-z])|-points?(?=\s+(?:better|worse|higher|lower|more|less|above|below|over|improvement|gain|increase|drop|decrease|decline|degradation|reduction)\b)|%|％|(?:absolute\s+)?(?:percentage\s+)?points?(?![a-z])|percent(?:age)?(?!\w)|per\s?cent|pp(?![a-z])|p\.p\.|pts?\b\.?"
_TIMES = r"\s{0,7}×|[xX](?![\w])|-?\s?fold(?![\w])|\s?times(?=\s*(?:[.,;:)]|$)|\s+(?:over|compared|than|on|in|for|while|with|and|when|across|relative|depending)\b)|\s?times(?=\s+(?:faster|slower|more|less|fewer|higher|lower|larger|smaller|better|cheaper|quicker|speed-?ups?|as\b|acceleration|reduction|improvement|compression|greater|lower|increase|the|improved|reduced|increased|real-?time))"
_UNIT = r"(?:" + _PCT + r"|" + _TIMES + r"|(?:" + _PHYS_UNITS + r")(?![A-Za-z]))"  # not "1kmax"

# Numeric quantities: every branch starts with a digit, a sign, a dot or "$", so the scan is fast.
_SCAN = re.compile(
    r"(?P<cur>(?<![\w$])\$\s?(?P<curn>\d+(?:,\d{3})*(?:\.\d+)?))"
    r"|(?P<n>" + _NUM + r")(?P<pm>\s?(?:±|\+/-|\+-)\s?\d+(?:\.\d+)?%?)?(?P<mag>" + _MAG + r")?"
    r"(?:\s?(?P<u>" + _UNIT + r")(?P<pm2>\s?(?:±|\+/-)\s?\d+(?:\.\d+)?%?)?)?"
)
# Numbers written as words; only run when one of the trigger words occurs.
_WORD_SCAN = re.compile(
    r"(?P<word>\b(?P<wn>" + _WORDNUM_ALT + r")(?:-|\s)?(?:fold\b|times\s+(?=(?:faster|slower|more|less|fewer|higher|lower|larger|smaller|better|cheaper|greater|speed-?up|as\b|the\b)))|\btwice(?=\s+(?:as|faster|the|more|fewer|less)\b))",
    re.IGNORECASE,
)
_WORD_TRIGGERS = ("fold", "times", "twice")
# "an order of magnitude", "an order-of-magnitude speedup", "providing order of magnitude compression"
# (scanned apart: "magnitude" is rare, "times" is not)
_ORDERS = r"orders?[\s\-]+of[\s\-]+magnitudes?\b"  # "two orders of magnitudes larger": as written
# (not after a digit: "2 orders of magnitude" is read with its number)
# ("one or more orders of magnitude": at least ten)
_OOM_SCAN = re.compile(r"(?:\b(?P<oomn>" + "|".join(_MAGNITUDE_WORDS) + r")(?P<or_more>\s+or\s+more)?[\s\-]+)?"
                       r"(?<!\d\s)(?<!\d-)(?<!\d)\b(?P<orders>" + _ORDERS + ")", re.IGNORECASE)
# "between one and four orders of magnitude", "one to three orders of magnitude faster", "one or
# two orders", "one-to-two orders": a range
# the lower ends of a range of orders, counted in words ("six to seven")
_ORDER_COUNTS = "|".join(w for w, n in _MAGNITUDE_WORDS.items() if n and w not in ("a", "an"))
_WORD_RANGE_BEFORE = re.compile(r"\b(?:between\s+(?:an?|" + _ORDER_COUNTS + r")\s+and\s+|(?:" + _ORDER_COUNTS + r")"
                                r"(?:\s+(?:to|or)\s+|-to-))$", re.IGNORECASE)
# Rarer word factors, each found from a literal so the scan stays fast: "by a factor of two",
# "by more than two times at the same accuracy", "more than halves the word error rate"
_FACTOR_WORDS = r"(?P<fw>two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred|hundred|a\s+thousand)"
_FACTOR_OF_WORD = re.compile(r"factor\s+of\s+(?:(?:about|approximately|roughly|nearly|almost|over|more\s+than|up\s+to|"
                             r"at\s+least)\s+)?" + _FACTOR_WORDS + r"\b", re.IGNORECASE)
_TIMES_LITERAL = re.compile(r" times(?=\s*(?:[.,;:)]|$)|\s+(?:over|compared|than|on|in|for|while|with|at|across|relative|depending)\b)")
_WORD_BEFORE_TIMES = re.compile(r"\b" + _FACTOR_WORDS + r"$", re.IGNORECASE)
# A duration written in words after a bound: "finishes in under an hour", "within one minute"
# (not "within six hours of admission", "in one hour increments", "an hour-long session": a span of the set-up)
# "in under two hours", "learns ... in two days" (a bare "in" only after a verb of the work done:
# not "what can I visit in one day")
_WORD_DURATION = re.compile(r"(?:\b(?:under|within|(?:in\s+)?less\s+than|in\s+(?:just|only))"
                            r"|(?<!which\s)(?<!who\s)(?<!that\s)\b(?:learn(?:s|ed|t)?|train(?:s|ed)?|solve[sd]?|process(?:es|ed)?|"
                            r"index(?:es|ed)?|crawl(?:s|ed)?|complete[sd]?|finish(?:es|ed)?|converge[sd]?)"
                            r"(?:\s+(?!(?:than|compared|versus|vs|while|whereas|recorded|collected|gathered|which|that)\b)"
                            r"(?:[^\s.,;:]|\.\d)+){0,10}\s+in)"
                            r"\s+(?P<dw>an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?P<du>hours?|minutes?|days?|weeks?)\b"
                            r"(?!-|\s+of\s+(?!training|compute|computation|search|GPU|wall)|\s+(?:increments?|intervals?|windows?|"
                            r"sessions?|blocks?|slots?|periods?|horizons?|ahead|later|before|after|prior)\b)",
                            re.IGNORECASE)
_DURATION_TRIGGERS = (" hour", " minute", " day", " week")
# "2 orders of magnitude", and its mates: "2 or 3 orders" (one range), "2 and 3 orders" (two factors)
_ORDERS_AFTER = re.compile(r"\s*(?:-\s*)?" + _ORDERS + r"|(?P<mate>\s*(?P<sep>,|,?\s+and|\s+or)\s+\d\s+" + _ORDERS + ")")
# "halves the word error rate", "tripling performance"; "triples" and "quadruples" are also nouns
# ("the extracted triples improve F1", "knowledge triples the model uses"): as verbs only with a
# determiner after and no noun-phrase word before
_HALVE = re.compile(r"(?<![\w\-])(?:(?:(?P<two>[Hh]alv|[Dd]oubl)(?:es|ed|ing)|(?:(?P<three>[Tt]ripl)|[Qq]uadrupl)(?:ed|ing))"
                    r"(?=\s+(?:the\s+|its\s+|their\s+)?[\w\-]+)"
                    r"|(?<!\bthe\s)(?<!\bof\s)(?<!\bas\s)(?<!\bthese\s)(?<!\bknowledge\s)(?<!\bextracted\s)"
                    r"(?:(?P<three_>[Tt]ripl)|[Qq]uadrupl)es(?=\s+(?:the|its|their)\s+[\w\-]+))")


def _word_factors(plain: str) -> list:
    out = []
    if "factor" in plain:
        for m in _FACTOR_OF_WORD.finditer(plain):
            w = re.sub(r"\s+", " ", m.group("fw").lower())
            out.append(_Cand(m.start("fw"), m.end("fw"), float(_WORD_NUMBERS[w]), "x", word=True))
    if " times" in plain:
        for m in _TIMES_LITERAL.finditer(plain):
            b = _WORD_BEFORE_TIMES.search(plain, max(0, m.start() - 12), m.start())
            if b:
                w = re.sub(r"\s+", " ", b.group("fw").lower())
                out.append(_Cand(b.start(), m.end(), float(_WORD_NUMBERS[w]), "x", word=True))
    if "alv" in plain or "oubl" in plain or "ripl" in plain or "drupl" in plain:
        for m in _HALVE.finditer(plain):
            factor = 2.0 if m.group("two") else 3.0 if m.group("three") or m.group("three_") else 4.0
            out.append(_Cand(m.start(), m.end(), factor, "x", word=True, verb=True))
    if ("alf" in plain or "hird" in plain or "1/" in plain or "ouble" in plain or "uarter" in plain or "tenth" in plain
            or "fth" in plain or "ourth" in plain):
        # "half", "third", "1/3", "double", "quarter", "tenth", "fifth", "fourth" (a regex is slower)
        out += [_Cand(a, b, factor, "x", word=True, name=name, qualifier=hedge)
                for a, b, factor, name, hedge in fraction_factors(plain)]
    if any(t in plain for t in _DURATION_TRIGGERS):
        for m in _WORD_DURATION.finditer(plain):
            w = m.group("dw").lower()
            out.append(_Cand(m.start("dw"), m.end("du"), float(_WORD_NUMBERS.get(w, 1)), m.group("du").lower(), word=True))
    return out
_RANGE_GAP = re.compile(r"\s*(?:–|—|~|-)\s*|\s+to\s+|\s+and\s+")
_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)
# "from A to B" is a change; but "ranging from A to B" is a range (guidelines: upper value, "up to")
_FROM_LIST = re.compile(r"(?<!ranging\s)(?<!range\s)(?<!ranges\s)\bfrom\s+(?:[A-Za-z][\w@.\-]*\s*[=:]\s*)?(?:[-+\d.,%×x\s]|\band\b)*$", re.IGNORECASE)
# Factors "from 270x to 600x" range over settings unless something changed from one to the other
# ("boosting its mitigation potential from 1.28× to 2.35×")
_CHANGED_FROM = re.compile(r"\b(?:boost|improv|increas|rais|reduc|decreas|cut|drop|lower|grow|grew|rose|rise|"
                           r"jump|shift|chang)\w*\s+(?:[\w\-]+\s+){0,5}from\s+$|\b(?:went|go(?:es|ne|ing)?)\s+(?:[\w\-]+\s+){0,5}from\s+$",
                           re.IGNORECASE)
# "increased from 93.20% to 94.30% on MNIST and 50.00% to 79.16% on CIFAR-10": the second pair
# continues the change, it is no range
_CONTINUED_FROM = re.compile(
    r"\bfrom\s+(?:[A-Za-z][\w@.\-]*\s*[=:]\s*)?[-+]?[\d.,]+\s?%?\s+to\s+[-+]?[\d.,]+\s?%?"
    r"(?:\s+(?:on|in|for|with)\s+[^,;.%]{1,40}?)?\s*,?\s*and\s+$"
    # "in Omniglot (from 69% to 82%), EMNIST (73.9% to 76%) and VGG-Face (4.5% to 12%)": the
    # bracketed pairs after a bracketed change continue it
    r"|\(\s*from\s+[-+]?[\d.,]+\s?%?\s+to\s+[-+]?[\d.,]+\s?%?\s*\)"
    r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:[^,;.()%]{1,40}?\(\s*[-+]?[\d.,]+\s?%?\s+to\s+[-+]?[\d.,]+\s?%?\s*\)"
    r"(?:\s*,\s*(?:and\s+)?|\s+and\s+))*[^,;.()%]{1,40}?\(\s*$", re.IGNORECASE)

# --------------------------------------------------------------------------------------------
# LaTeX remnants -> a same-length, plain view of the text
# --------------------------------------------------------------------------------------------
_LATEX_SYMBOLS = {
    "times": "×", "sim": "~", "approx": "≈", "pm": "±", "%": "%", "leq": "≤", "le": "≤",
    "geq": "≥", "ge": "≥", "lt": "<", "gt": ">", "$": "$", "mathbf": "", "textbf": "", "bf": "",
    "mathrm": "", "text": "", "textrm": "", "mathit": "", "emph": "", "textit": "", "bm": "",
    "boldsymbol": "", "small": "", "!": "", ",": "", ";": "", " ": "", "~": "",
}
_LATEX_CMD = re.compile(r"\\([A-Za-z]+|[%$!,; ~])")
_MATH = re.compile(r"(?<!\\)\$\$?([^$]{0,200}?)(?<!\\)\$\$?")
_SIMPLE_MATH = re.compile(
    r"^[\s\d.,+\-−~≈±×%<>≤≥/]*(?:\\(?:times|sim|approx|pm|%|leq?|geq?|mathbf|textbf|bf|mathrm|text|textrm|bm|boldsymbol|!|,|;)"
    r"|[\s\d.,+\-−~≈±×%<>≤≥{}/]|\b[xX]\b|\b(?:times|points?|pp)\b)*$"
)


def _plain(text: str) -> str:
    """Same-length copy of text with LaTeX neutralised: simple math unwrapped, complex math blanked."""
    if "$" not in text and "\\" not in text and "{" not in text:
        return text
    chars = list(text)

    def blank(a: int, b: int) -> None:
        for i in range(a, b):
            chars[i] = " "

    for m in _MATH.finditer(text):
        body = m.group(1)
        if _SIMPLE_MATH.match(body) and re.search(r"\d", body):
            chars[m.start()] = " "
            for i in range(m.start(1) - 1, m.start(1)):
                chars[i] = " "
            for i in range(m.end(1), m.end()):
                chars[i] = " "
        elif len(body.split()) >= 4 and re.search(r"(?<![\\\w])[a-z]{3,}\s+[a-z]{3,}", body) and "\\" not in body:
            # "$1.60 and $0.13": dollars used as currency, not math; leave the text alone
            continue
        else:
            blank(m.start(), m.end())
    joined = "".join(chars)
    for m in _LATEX_CMD.finditer(joined):
        rep = _LATEX_SYMBOLS.get(m.group(1))
        a, b = m.span()
        if rep is None:
            # unknown command: blank the command name, and mark it so a number does not attach
            for i in range(a, b):
                chars[i] = " "
            chars[a] = "\x00"
        else:
            for i in range(a, b):
                chars[i] = " "
            if rep:
                chars[b - 1] = rep
    for i, c in enumerate(chars):
        if c in "{}":
            chars[i] = " "
    return "".join(chars)


def _canon_unit(u: str | None) -> str | None:
    if u is None:
        return None
    s = re.sub(r"^absolute\s+", "", u.strip().lstrip("-"))  # "1.2-points better", "3.1 absolute percentage points"
    low = s.lower()
    if not s:
        return None
    if low.startswith("%") and low.rstrip().endswith("p") and len(low.replace(" ", "")) == 2:
        return "pp"
    if low.startswith("%") and "point" in low:
        return "pp"
    if s in ("%", "％") or low.startswith("percent") or low.startswith("per cent"):
        return "pp" if "point" in low else "%"
    if low.startswith("percentage"):
        return "pp"
    if low in ("pp", "p.p.") or low.startswith("point") or low.startswith("pt"):
        return "pp"
    if s in ("×", "x", "X") or "fold" in low or low.startswith("times"):
        return "x"
    return re.sub(r"\s+", " ", s)



# --------------------------------------------------------------------------------------------
# parse_number
# --------------------------------------------------------------------------------------------
_CELL = re.compile(
    r"^\s*(?P<cur>[$€£])?\s*(?P<num>[-−+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?(?:[eE][-+]?\d+)?|[-−+]?\.\d+(?:[eE][-+]?\d+)?)"
    r"\s*(?P<mag>[KkMBGT](?![a-zA-Z])|billion\b|million\b|thousand\b)?"
    r"\s*(?P<unit>%\s?p(?![a-z])|%|％|pp(?![a-z])|percentage\s+points?|points?|pts?|[×xX](?![a-zA-Z])|-?\s?fold|"
    r"times|percent|" + _PHYS_UNITS + r")?"
    r"\s*(?P<rest>.*)$",
    re.DOTALL,
)
_MAG_VALUE = {"k": 1e3, "K": 1e3, "M": 1e6, "m": 1e6, "B": 1e9, "G": 1e9, "T": 1e12,
              "thousand": 1e3, "million": 1e6, "billion": 1e9}
_WORDCELL = re.compile(r"^\s*(?P<w>" + _WORDNUM_ALT + r")(?:-|\s)?(?P<u>fold|times)\s*$", re.IGNORECASE)
_OOMCELL = re.compile(r"^\s*(?P<w>an?|one|two|three|four|five)\s+orders?\s+of\s+magnitude\s*$", re.IGNORECASE)


def parse_number(surface: object) -> tuple[float, str | None] | None:
    """Parse one number as written: "73.6%" -> (73.6, "%"), "93.8 ± 0.2" -> (93.8, None),
    "2×" -> (2.0, "x"), "two-fold" -> (2.0, "x"), "2.1M" -> (2100000.0, None),
    "1,234.5" -> (1234.5, None); None for anything non-numeric ("-", "N/A", "Yes")."""
    if not isinstance(surface, str):
        if isinstance(surface, (int, float)) and not isinstance(surface, bool) and math.isfinite(surface):
            return float(surface), None
        return None
    s = _plain(surface).replace("\x00", " ").strip()
    if not s or len(s) > 80:
        return None
    m = _WORDCELL.match(s)
    if m:
        return float(_WORD_NUMBERS[m.group("w").lower()]), "x"
    m = _OOMCELL.match(s)
    if m:
        n = _MAGNITUDE_WORDS.get(m.group("w").lower()) or 1
        return float(10 ** n), "x"
    m = _CELL.match(s)
    if not m:
        return None
    num = m.group("num").replace(",", "").replace("−", "-")
    try:
        value = float(num)
    except ValueError:
        return None
    if not math.isfinite(value):
        return None
    rest = m.group("rest").strip()
    unit = _canon_unit(m.group("unit")) if m.group("unit") else None
    if m.group("mag"):
        if unit is None and m.group("mag") in _MAG_VALUE:
            value *= _MAG_VALUE[m.group("mag")]
    if m.group("cur"):
        unit = unit or m.group("cur")
    if rest:
        # accepted tails: an uncertainty, a second value ("76.2/83.1"), a note in brackets
        tail = re.match(r"^(?:(?:±|\+/-|\+-)\s*[\d.]+\s*(?P<u2>%)?|/\s*[-\d.]+%?|\(.*\)|\[.*\]|\*+|†|‡)\s*(?:\(.*\))?$", rest)
        if not tail:
            return None
        if unit is None and tail.groupdict().get("u2"):
            unit = "%"
    return value, unit


# --------------------------------------------------------------------------------------------
# Candidates: the numeric quantities of a text
# --------------------------------------------------------------------------------------------
def _to_float(s: str) -> float | None:
    s = s.replace(",", "").replace("−", "-").replace(" ", "")
    try:
        v = float(s)
    except ValueError:
        return None
    return v if math.isfinite(v) else None


@dataclass
class _Cand:
    start: int
    end: int
    value: float
    unit: str | None
    qualifier: str | None = None
    baseline: float | None = None
    is_baseline: bool = False
    kind: str | None = None
    signed: bool = False
    name: str | None = None
    subject: str | None = None
    bare: bool = False
    mag: bool = False
    word: bool = False
    verb: bool = False  # "halves", "doubled": a factor written as a verb, never part of a list


_DIGIT = re.compile(r"\d")


def _scan_numbers(plain: str):
    """Same matches as _SCAN.finditer(plain), but _SCAN is only tried next to a digit (fast)."""
    pos = 0
    n = len(plain)
    search, match = _DIGIT.search, _SCAN.match
    while pos < n:
        d = search(plain, pos)
        if d is None:
            return
        j = d.start()
        if j > pos and plain[j - 1] == ".":
            j -= 1
        k = j
        if k > pos and plain[k - 1] == " ":
            k -= 1
        start = k - 1 if k > pos and plain[k - 1] in "-−+$" else j
        m = match(plain, start)
        if m is None and start != j:
            m = match(plain, j)
        if m is None or m.end() <= d.start():
            pos = d.end()
            continue
        yield m
        pos = m.end()


def _scan(plain: str) -> list[_Cand]:
    out: list[_Cand] = []
    unsorted = False  # word factors first: the candidates need sorting by position
    for t in _WORD_TRIGGERS:
        if t in plain:
            unsorted = True
            break
    if unsorted:
        for m in _WORD_SCAN.finditer(plain):
            w = m.group("wn")
            factor = 2.0 if w is None else float(_WORD_NUMBERS[w.lower()])
            out.append(_Cand(m.start(), m.end(), factor, "x", word=True))
    has_orders = "magnitude" in plain
    if has_orders:
        unsorted = True
        for m in _OOM_SCAN.finditer(plain):
            # "several orders of magnitude", a bare "orders of magnitude": a claim without a number
            plural = m.group("orders").lower().startswith("orders")
            n = _MAGNITUDE_WORDS.get(m.group("oomn").lower()) if m.group("oomn") else (None if plural else 1)
            if plural and n == 1 and not m.group("or_more"):
                n = None  # "an orders-of-magnitude shorter horizon": no count said
            if n is not None:
                # "between one and four orders of magnitude": a range, its upper end "up to"
                ranged = _WORD_RANGE_BEFORE.search(plain, max(0, m.start() - 30), m.start())
                out.append(_Cand(m.start(), m.end(), float(10 ** n), "x", word=True,
                                 qualifier="up to" if ranged else "at least" if m.group("or_more") else None))
    rare = _word_factors(plain)
    if rare:
        out += rare
        unsorted = True
    or_range_start: int | None = None
    for m in _scan_numbers(plain):
        if m.group("cur"):
            v = _to_float(m.group("curn"))
            if v is not None:
                out.append(_Cand(m.start(), m.end(), v, "$"))
            continue
        v = _to_float(m.group("n"))
        if v is None:
            continue
        u = m.group("u")
        unit = _canon_unit(u) if u else None
        end = m.end("u") if u else (m.end("mag") if m.group("mag") else m.end("n"))
        if m.group("pm") and not u:
            if m.group("pm").endswith("%"):
                unit, end = "%", m.end("pm")  # "91.3 ± 0.2% accuracy": the spread's unit is the value's
            else:
                end = m.end("n")
        start = m.start("n")
        if unit is None and start and plain[start - 1] in "x×X " and (f := _PREFIX_FACTOR.search(plain, max(0, start - 14), start)) \
                and (_PREFIX_FACTOR_END.match(plain, end) if f.group("sign") == "×" else plain.startswith(")", end)):
            start, unit = f.start("sign"), "x"  # "(up to ×3.79)", "(x4)", "by ×100 or more": the factor sign first
        in_words = False  # a factor written out, read by the rules for word factors
        qualifier: str | None = None
        oom = (_ORDERS_AFTER.match(plain, end) if has_orders and unit is None and 1 <= abs(v) <= 9 and v == int(v)
               else None)
        if oom and not oom.group("mate"):
            # "2 orders of magnitude faster": a factor of 100 (the 2 of "1-2 orders" ends a range)
            v, unit, end, in_words = 10.0 ** abs(v), "x", oom.end(), True
            if or_range_start is not None:
                start, qualifier = or_range_start, "up to"
        elif oom and oom.group("sep").strip() == "or":
            or_range_start = start  # "2 or 3 orders of magnitude": one range, "up to" the larger
            continue
        elif oom and not _BETWEEN.search(plain, max(0, start - 10), start):
            # "2 and 3 orders of magnitude speedups ..., respectively": the 2 is a factor too (but
            # "between 2 and 3 orders of magnitude" is one range)
            v, unit, in_words = 10.0 ** v, "x", True
        or_range_start = None
        c = _Cand(start, end, v, unit, qualifier=qualifier, word=in_words)
        c.signed = m.group("n")[:1] in "+-−"
        c.mag = bool(m.group("mag"))
        c.bare = unit is None
        out.append(c)
    if unsorted:
        out.sort(key=lambda c: c.start)
    # ranges: "2-5x", "5–10%", "2 to 5 times", "between 2 and 5 times" -> one record, upper value,
    # "up to"; but "from A to B" is a change and is kept apart
    merged: list[_Cand] = []
    factors = "factor" in plain
    for c in out:
        if merged and (c.unit is not None or _bare_range_end(c, merged[-1], plain, factors)) and not c.mag:
            p = merged[-1]
            gap = plain[p.end:c.start]
            sep = None
            if (not gap or gap.isspace()) and c.signed and plain[c.start] in "-–" and p.end > p.start:
                sep = "-"
            elif gap and _RANGE_GAP.fullmatch(gap):
                sep = gap.strip().lower() or " "
            if (sep and (p.unit is None or p.unit == c.unit) and not p.word and not p.mag
                    and p.value >= 0 and not (p.unit is None and _glued(p, plain))):
                # "from 71.0% F1 to 75.9%": the 1 of a name does not begin a range
                between = _BETWEEN.search(plain, max(0, p.start - 10), p.start)
                upper = abs(c.value) if sep == "-" or (c.signed and sep in ("–", "—", "~")) else c.value
                ok = False
                if sep == "and":
                    ok = bool(between)
                elif sep == "to":
                    ok = ((not _FROM_LIST.search(plain, max(0, p.start - 80), p.start)
                           and not _CONTINUED_FROM.search(plain, max(0, p.start - 120), p.start))
                          or (p.unit == c.unit == "x" and not _CHANGED_FROM.search(plain, max(0, p.start - 80), p.start)))
                else:
                    ok = upper >= p.value and not re.search(r"[\d.]\s*[-–]\s*$", plain[max(0, p.start - 3):p.start])
                if ok and upper >= p.value:
                    merged[-1] = _Cand(p.start, c.end, upper, c.unit, qualifier="up to", word=c.word,
                                       signed=p.signed and plain[p.start] == "+")  # "+0.2-0.3 TPR": a gain
                    continue
        merged.append(c)
    listed_factor: _Cand | None = None
    for c in merged:
        if c.unit is None and (_FACTOR_OF.search(plain, max(0, c.start - 40), c.start)
                               or _factor_noun_of(plain, c.start)
                               or listed_factor is not None and _FACTOR_LIST_GAP.fullmatch(plain, listed_factor.end, c.start)):
            # "by a factor of 1.6 to 2.5", "a speedup of 3.2", "compression ratios of 51.25, 22.17
            # and 40.65": factors (guidelines: unit x)
            c.unit, c.bare = "x", False
            listed_factor = c
        else:
            listed_factor = None
    return merged


def _bare_range_end(c: _Cand, p: _Cand, plain: str, factors: bool) -> bool:
    """Whether bare c may end a range begun by bare p: "0.1 to 0.65", "by a factor of 10-15",
    "gains of up to 8-11 F1 points"."""
    if p.unit is not None:
        return False
    if "." in plain[c.start:c.end] and "." in plain[p.start:p.end] or _NAMED_POINTS.match(plain, c.end):
        return True
    return factors and bool(_FACTOR_OF.search(plain, max(0, p.start - 40), p.start))


_FACTOR_NOUN_OF = re.compile(r"\b(?:speed-?ups?|accelerations?|compression\s+(?:ratios?|rates?|factors?))\s+(?:of|=|:)\s*"
                             r"(?:" + _HEDGE + r"\s+|[~≈]\s*)?$", re.IGNORECASE)
# a factor the method reaches, not one it is run at: "at a compression ratio of 4", "we set a speedup of 2"
_SETTING_BEFORE = re.compile(r"\b(?:at|under|with|for|using|given|set|setting)\s+(?:an?\s+|the\s+)?$", re.IGNORECASE)


def _factor_noun_of(plain: str, start: int) -> bool:
    m = _FACTOR_NOUN_OF.search(plain, max(0, start - 40), start)
    return m is not None and _SETTING_BEFORE.search(plain, max(0, m.start() - 15), m.start()) is None


_FACTOR_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+)?|and\s+)")
_FACTOR_OF = re.compile(r"\bfactor\s+of\s+(?:(?:up\s+to|over|more\s+than|about|around|approximately|"
                        r"roughly|nearly|almost|at\s+least|~|≈)\s*)?$", re.IGNORECASE)


_LOST_SPACE_TO = re.compile(r"\sto$")


_DECIMAL_SLASH_BEFORE = re.compile(r"(?<![\w.])\d+\.\d+/$")


# A factor written sign first, in brackets or after "by": "(x4)" (but not "(x86, ARM)"), "(up to
# ×3.79)", "reducing computation by ×100 or more"
_PREFIX_FACTOR = re.compile(r"(?:\(\s*|\bby\s+|\bup\s+to\s+)(?P<sign>[x×X])\s?$")
_PREFIX_FACTOR_END = re.compile(r"\s*(?:[),;]|or\s+more\b)")


def _glued(c: _Cand, plain: str) -> bool:
    """A number glued to a name: GPT-4, ResNet50, Llama2, S^2IP, T5, v3, 3D, 7B; but not to a
    "to" that lost its space ("from 94 to13%", "up to96%")."""
    raw_prev = plain[c.start - 1] if c.start > 0 else " "
    if raw_prev == "o" and c.unit == "%" and _LOST_SPACE_TO.search(plain, max(0, c.start - 3), c.start):
        return False
    if raw_prev == "/" and _DECIMAL_SLASH_BEFORE.search(plain, max(0, c.start - 12), c.start) and "." in plain[c.start:c.end]:
        return False  # "by 7.97/5.80 CIDEr on GoodNews/NYTimes800k": two scores, not a fraction
    if raw_prev == "-" and c.qualifier == "up to" and plain.endswith("-to-", 0, c.start):
        return False  # "one-to-two orders of magnitude": a range in words (_WORD_RANGE_BEFORE)
    return (raw_prev.isalnum() or raw_prev in "_^\x00'’@" or (raw_prev in "-/." and c.start >= 2 and plain[c.start - 2].isalnum())
            or (raw_prev == "," and c.start >= 2 and plain[c.start - 2].isdigit()))  # "spacetime R1,3"

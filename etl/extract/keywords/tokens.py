"""Tokens, stems and word classes: the tokenizer, the cached Porter key of a word and of a
phrase, and which words may start, continue or end a candidate phrase."""

import re

import Stemmer

from etl.extract.keywords.words import (_ADJ_SUFFIX, _ED_KEEP, _ING_VERB, _LY_KEEP, _NOUN_KEEP,
                                        _PLURAL_KEEP, _STOP, _VERB)

# A word (letters/digits, inner hyphens, apostrophes, dots and slashes between alphanumerics)
# or one other non-space character (a break).
# Word characters of any script, so "Rényi" and "Schrödinger" (and snake_case) stay whole.
# (Written as runs of [\w+] joined by single dots or hyphens: the same tokens as
# \w(?:\w|\+|[.\-](?=\w))*, but each run is one fast loop in the regex engine.)
_TOKEN = re.compile(r"\w[\w+]*(?:[.\-]\w[\w+]*)*|[^\s\w]")
_NUMBERISH = re.compile(r"^[0-9][0-9.\-]*(?:[a-z]{0,2}|%)$")
_SPLIT_KEY = re.compile(r"[^\W_]+")  # key parts: letters and digits of any script
_BREAK_SENTENCE = frozenset(".!?")

# The original Porter algorithm from Snowball's C library: fast, and quick to import.
_stemmer = Stemmer.Stemmer("porter")
# Entries per token cache: enough for a corpus's common words, and a bound on a worker's
# memory however many papers pass through it (at 500k entries the caches grew a worker by
# ~200 MB between a 100k- and a 500k-paper load).
CACHE_ENTRIES = 100_000
_STEM_CACHE: dict[str, str] = {}


def _stem_word(lower: str) -> str:
    """Key of one lower-cased token: Porter stems of its alphanumeric parts, space-joined."""
    stem = _STEM_CACHE.get(lower)
    if stem is None:
        parts = _SPLIT_KEY.findall(lower)
        stem = " ".join(_stemmer.stemWords(parts)) if parts else lower
        if len(_STEM_CACHE) < CACHE_ENTRIES:
            _STEM_CACHE[lower] = stem
    return stem


def stem_phrase(phrase: str) -> str:
    """The key of a free-text phrase, as in ``candidate_terms`` (for evaluation and lookups)."""
    try:
        return " ".join(_stem_word(w) for w in _SPLIT_KEY.findall(str(phrase).lower()))
    except Exception:  # pragma: no cover - defensive, never raise
        return ""


def _word_class(lower: str) -> int:
    """0: break (stop word), 1: content word that may end a phrase, 2: may not end it,
    3: participle in -ed (may start a run but not continue one), 4: adverb / break."""
    if lower in _STOP or lower in _ING_VERB or lower in _VERB:
        return 0
    if lower.endswith("ly") and len(lower) > 4 and lower not in _LY_KEEP and "-" not in lower:
        return 0
    if _NUMBERISH.match(lower):
        return 0
    if lower in _NOUN_KEEP:
        return 1
    if lower.endswith("ed") and len(lower) > 4 and lower not in _ED_KEEP:
        return 3
    if lower.endswith(_ADJ_SUFFIX) and len(lower) > 3:
        return 2
    if len(lower) == 1:
        return 0
    return 1


def _is_plural(word: str) -> bool:
    lower = word.lower()
    return (len(lower) > 3 and lower.endswith("s") and not lower.endswith(("ss", "us", "is"))
            and lower not in _PLURAL_KEEP)

"""Analysis of one paper: its candidate phrases with their counts and positions, acronyms
defined in the text, and the ``KeywordAnalysis`` the loader counts and ranking reads."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from operator import itemgetter
from typing import Mapping

from etl.extract.keywords.tokens import (CACHE_ENTRIES, _BREAK_SENTENCE, _TOKEN, _is_plural,
                                         _stem_word, _word_class)
from etl.extract.keywords.words import _VERB_CONTEXT, _VERB_NOUN

MAX_WORDS = 4
# Prefix of the corpus terms that count titles (keys are lower-case words, so never clash).
TITLE_MARK = "title:"


class _Doc:
    __slots__ = ("cands", "counts", "whole", "words", "word_tf", "n_tokens", "names",
                 "title_stems", "aliases")

    def __init__(self) -> None:
        # key -> (first position, in title, index of its first word in words, n words,
        # surface from the title); key -> occurrences; key of several words -> occurrences
        # not nested in a longer one; the words of all runs in order, (surface, stem, class)
        self.cands: dict[str, tuple] = {}
        self.counts: dict[str, int] = {}
        self.whole: dict[str, int] = {}
        self.words: tuple = ()
        self.word_tf: dict[str, int] = {}
        self.n_tokens = 0
        self.names: frozenset[str] = frozenset()
        self.title_stems: frozenset[str] = frozenset()
        self.aliases: dict[str, str] | None = None  # acronym key -> key of its long form


def _info(lower: str) -> tuple[int, str, bool]:
    """(class, stem key, plural) of a lower-cased token, cached."""
    info = _INFO.get(lower)
    if info is None:
        cls = _word_class(lower)
        info = (cls, _stem_word(lower) if cls else "", cls == 1 and _is_plural(lower))
        if len(_INFO) < CACHE_ENTRIES:
            _INFO[lower] = info
    return info


_INFO: dict[str, tuple[int, str, bool]] = {}

# Per surface token, everything the scan needs, so each token costs one dictionary look-up:
# (kind, lower, class, stem, plural, sets a verb context, is a verb-noun, run entry, run entry
# in a shouting title), where kind is 0 for a break (punctuation, one character), 1 for a word
# without capitals, 2 for a word with a capital. The run entries (surface, stem, class) are
# shared, not built per occurrence: fewer allocations, fewer garbage collections.
_TOKENS: dict[str, tuple] = {}
_QUOTE_OPEN = "\"'([“‘"


def _token(tok: str) -> tuple:
    entry = _TOKENS.get(tok)
    if entry is None:
        if not tok[0].isalnum():
            entry = (0, tok, 0, "", False, False, False, None, None)
        else:
            lower = tok.lower()
            cls, stem, plural = _info(lower)
            triple = (tok, stem, cls)
            entry = (1 if tok == lower else 2, lower, cls, stem, plural,
                     lower in _VERB_CONTEXT, lower in _VERB_NOUN, triple,
                     triple if tok == lower else (lower, stem, cls))
        if len(_TOKENS) < CACHE_ENTRIES:
            _TOKENS[tok] = entry
    return entry


def _analyse(title: object, text: object) -> _Doc:
    doc = _Doc()
    cands = doc.cands
    counts = doc.counts
    whole = doc.whole
    words: list[tuple] = []  # every run word in order: a candidate's surface is a slice
    add_word = words.append
    cap_mid: set[str] = set()
    token_cache = _TOKENS
    sentence_end = _BREAK_SENTENCE
    quote_open = _QUOTE_OPEN
    flush = _flush
    pos = 0  # tokens read so far (title and abstract)
    sources = []
    if title and isinstance(title, str):
        sources.append((title, True))
    if text and isinstance(text, str):
        sources.append((text, False))
    for source, in_title in sources:
        tokens = _TOKEN.findall(source)
        if in_title:
            letters = [t for t in tokens if t[0].isalpha()]
            # An all-caps (shouting) title carries no case information.
            shouting = len(letters) > 1 and sum(t.isupper() for t in letters) > len(letters) // 2
        else:
            shouting = False
        run: list = []  # (surface, stem, class)
        prev_break = True
        after_plural = False
        pending = None
        prev_context = False  # the previous word puts a verb after it ("we", "is", "can")
        # pos counts the current token too (as a flush after it expects); a break flushes
        # the run before it is counted.
        first = pos + 1
        for pos, tok in enumerate(tokens, first):
            kind, lower, cls, _, plural, context, verb_noun, triple, shouted = \
                token_cache.get(tok) or _token(tok)
            if not kind:
                if run:
                    flush(run, words, cands, counts, whole, pos - 1, in_title)
                    run = []
                pending = None
                after_plural = False
                prev_context = False
                prev_break = tok in sentence_end or (prev_break and tok in quote_open)
                continue
            if kind == 2:
                if shouting:
                    triple = shouted
                elif not in_title and not prev_break:
                    cap_mid.add(lower)
            prev_break = False
            if prev_context and not verb_noun:
                cls = 0
            prev_context = context
            if cls == 0:
                if run:
                    flush(run, words, cands, counts, whole, pos, in_title)
                    run = []
                pending = None
                after_plural = False
                continue
            if cls == 3 and run:
                flush(run, words, cands, counts, whole, pos, in_title)
                run = []
            elif after_plural and not run:
                # A lone word right after a plural noun is mostly a verb ("networks excel at").
                pending = triple
                after_plural = False
                continue
            if pending is not None:
                add_word(pending)
                run.append(pending)
                pending = None
            add_word(triple)
            run.append(triple)
            if plural:
                # Modifiers are singular: a plural noun ends its phrase.
                flush(run, words, cands, counts, whole, pos, in_title)
                run = []
                after_plural = True
        if run:
            flush(run, words, cands, counts, whole, pos, in_title)
        if "(" in source:
            _find_aliases(tokens, doc)
        if in_title:
            doc.title_stems = frozenset(map(_STEM, words))
        elif cap_mid:
            doc.names = _names(cap_mid, set(tokens))
    doc.n_tokens = pos
    doc.words = tuple(words)
    doc.word_tf = Counter(map(_STEM, words))
    return doc


_STEM = itemgetter(1)  # of a word (surface, stem, class)


def _find_aliases(tokens: list[str], doc: _Doc) -> None:
    """Acronyms defined in the text, "generative adversarial networks (GANs)": the acronym's
    key -> the key of its long form, when the long form is a candidate. Ranking counts the
    acronym's occurrences as the long form's and keeps one of the two."""
    cands = doc.cands
    token_cache = _TOKENS
    end = len(tokens) - 3  # the last "(" that can open "( ACRONYM )"
    i = -1
    while True:
        try:
            i = tokens.index("(", i + 1)
        except ValueError:
            return
        if i == 0 or i > end or tokens[i + 2] != ")":
            continue
        acronym = tokens[i + 1]
        letters = acronym[:-1] if acronym.endswith("s") and acronym[-2:-1].isupper() else acronym
        if not (1 < len(letters) <= 10 and letters[0].isalpha()
                and sum(c.isupper() for c in letters) >= 2):
            continue
        letters = letters.lower()
        for n in range(1, min(MAX_WORDS, i) + 1):
            span = [token_cache.get(t) or _token(t) for t in tokens[i - n:i]]
            if not span[0][2]:
                break  # a break or stopword: no long form this far back
            if _defines(letters, [e[1] for e in span]):
                long_key = " ".join([e[3] for e in span])
                short_key = (token_cache.get(acronym) or _token(acronym))[3]
                if n > 1 and long_key in cands and short_key and short_key != long_key:
                    if doc.aliases is None:
                        doc.aliases = {}
                    doc.aliases[short_key] = long_key
                break


def _defines(letters: str, words: list[str]) -> bool:
    """Whether lower-case ``words`` spell the acronym ``letters`` (Schwartz and Hearst's
    test: each letter, right to left, found in order, the first at the start of the first
    word)."""
    text = " ".join(words)
    if not text.startswith(letters[0]):
        return False
    li = len(text) - 1
    for si in range(len(letters) - 1, -1, -1):
        c = letters[si]
        if not c.isalnum():
            continue
        while li >= 0 and (text[li] != c or (si == 0 and li > 0 and text[li - 1].isalnum())):
            li -= 1
        if li < 0:
            return False
        li -= 1
    return True


def _names(cap_mid: set[str], tokens: set[str]) -> frozenset[str]:
    """The words capitalised mid-sentence that never occur in lower case (as a token that is
    its own lower case and starts with a letter or digit)."""
    return frozenset(w for w in cap_mid
                     if not (w in tokens and w == w.lower() and w[0].isalnum()))


def _flush(run, words, cands, counts, whole, pos, in_title) -> None:
    """Record the candidates of one run (the last words of words): cands[key] = (first
    position, in title, index of its first word in words, number of words, surface from the
    title), immutable and of plain numbers so that analyses kept in memory cost the garbage
    collector little; counts[key] = occurrences; whole[key] = occurrences of a phrase of
    several words that no longer candidate of the run contains."""
    n = len(run)
    # Trim words that may not end a phrase.
    while n and run[n - 1][2] != 1:
        n -= 1
    if not n:
        return
    start_pos = pos - len(run)
    base = len(words) - len(run)
    get = counts.get
    if n == 1:  # the most common run: one word
        key = run[0][1]
        count = get(key)
        if count is None:
            counts[key] = 1
            cands[key] = (start_pos, in_title, base, 1, in_title)
        else:
            counts[key] = count + 1
            if not in_title:
                entry = cands[key]
                if entry[4]:
                    cands[key] = (entry[0], True, base, 1, False)
        return
    stems = list(map(_STEM, run))
    for j in range(n, 0, -1):
        if run[j - 1][2] != 1:
            continue
        for i in range(j - MAX_WORDS if j > MAX_WORDS else 0, j):
            if j - i == 1:
                key = stems[i]
            else:
                key = " ".join(stems[i:j])
                if j - i == MAX_WORDS or (i == 0 and j == n):
                    whole[key] = whole.get(key, 0) + 1
            count = get(key)
            if count is None:
                counts[key] = 1
                cands[key] = (start_pos + i, in_title, base + i, j - i, in_title)
            else:
                counts[key] = count + 1
                if not in_title:
                    entry = cands[key]
                    if entry[4]:
                        # Prefer the abstract's surface (real case) to the title's.
                        cands[key] = (entry[0], True, base + i, j - i, False)


@dataclass(frozen=True, eq=False, slots=True)
class KeywordAnalysis:
    """One paper analysed once: what the loader counts (``terms``) and what ranking needs.

    Read-only by convention: the mappings inside are shared, not copied.
    """

    terms: frozenset[str]  # candidate keys and word stems, counted into corpus_term
    candidates: Mapping[str, tuple]  # key -> (first position, in title, first word, n words, _)
    counts: Mapping[str, int]  # key -> occurrences in title and abstract
    whole: Mapping[str, int]  # key of several words -> occurrences not nested in a longer one
    word_tf: Mapping[str, int]  # word stem -> occurrences in title and abstract
    n_tokens: int
    names: frozenset[str]  # words capitalised mid-sentence in the abstract, never lower-case
    title_stems: frozenset[str] = frozenset()  # word stems of the title
    words: tuple = ()  # (surface, stem, class) of the run words: candidates' surfaces
    aliases: tuple = ()  # (acronym key, key of its long form) of acronyms defined in the text


_EMPTY = KeywordAnalysis(frozenset(), {}, {}, {}, {}, 0, frozenset())


def analyse(title: object, text: object) -> KeywordAnalysis:
    """Analyse one paper's title and abstract once, for ``terms`` and ``rank_keywords``."""
    try:
        doc = _analyse(title, text)
        cands = doc.cands
        if not cands and not doc.word_tf:
            return _EMPTY
        return KeywordAnalysis(_terms(doc), cands, doc.counts, doc.whole, doc.word_tf,
                               doc.n_tokens, doc.names, doc.title_stems, doc.words,
                               tuple(doc.aliases.items()) if doc.aliases else ())
    except Exception:  # never raise on odd input
        return _EMPTY


def lookup_keys(analysis: KeywordAnalysis) -> frozenset[str]:
    """Every corpus count that ranking may read for this paper (its terms, and the title
    counts of each candidate and word), fetched for it alone: a paper's keywords must depend
    on its text and the corpus, never on which papers share its batch or its worker."""
    return analysis.terms.union([TITLE_MARK], [TITLE_MARK + k for k in analysis.candidates],
                                [TITLE_MARK + w for w in analysis.word_tf])


def _terms(doc: _Doc) -> frozenset[str]:
    """Candidate keys and word stems, plus TITLE_MARK and TITLE_MARK + each key and stem of
    the title when there is one, so that the corpus also counts titles (_apply_title_shares)."""
    terms = set(doc.cands)
    terms.update(doc.word_tf)
    if doc.title_stems:
        terms.add(TITLE_MARK)
        terms.update([TITLE_MARK + k for k, c in doc.cands.items() if c[1] and " " in k])
        terms.update([TITLE_MARK + k for k in doc.title_stems])
    return frozenset(terms)


def candidate_terms(title: object, text: object) -> set[str]:
    """The distinct candidate keys of one paper (Porter stems, lower-case, space-joined)."""
    return set(analyse(title, text).terms)

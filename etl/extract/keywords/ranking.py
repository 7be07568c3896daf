"""Scoring and selection: the weights, IDF and keyphraseness from corpus statistics (or the
built-in background), title shares, and the choice of the best non-overlapping phrases."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from typing import Mapping

from etl.extract.keywords.analysis import MAX_WORDS, TITLE_MARK, KeywordAnalysis, analyse
from etl.extract.keywords.display import _display
from etl.extract.keywords.tokens import stem_phrase
from etl.extract.keywords.words import _BACKGROUND_PHRASES, _BACKGROUND_WORDS, _GENERAL

_MIN_TITLED = 20  # papers with a title needed before title shares mean anything
_SHARE_TOP = 20  # candidates rescored by title shares (_apply_title_shares)


@dataclass(frozen=True)
class KeywordFound:
    keyword: str  # display form per §4
    score: float  # higher is better


def extract_keywords(
    title: object,
    text: object,
    document_count: Mapping[str, int] | None = None,
    n_documents: object = 0,
    limit: object = 10,
) -> list[KeywordFound]:
    """Up to ``limit`` key phrases of one paper, best first."""
    return rank_keywords(analyse(title, text), document_count, n_documents, limit)


def rank_keywords(
    analysis: object,
    document_count: object = None,
    n_documents: object = 0,
    limit: object = 10,
) -> list[KeywordFound]:
    """Up to ``limit`` key phrases of an analysed paper (a ``KeywordAnalysis``), best first;
    none for arguments of other types (typed ``object``, so that the compiled build takes them
    too).

    ``document_count`` maps keys (``KeywordAnalysis.terms``) to the number of papers of the
    corpus containing them, ``n_documents`` is the corpus size; without them a small built-in
    background of common academic words stands in.
    """
    try:
        return _rank(analysis, document_count, n_documents, limit)
    except Exception:  # never raise on odd input
        return []


# Scoring weights, tuned on the tune halves of Inspec, kdd, www, SemEval and ICLR 2018 author
# keywords and checked on the other halves (bench/quality_keywords.py). Inspec (keys of
# annotators, ~14 a paper) and author keywords (~4) pull apart: most weights, and above all
# cut/min_keep, trade one against the other.
PARAMS = {
    "tf_exp": 0.6,        # phrase frequency exponent
    "nested": 0.15,       # an occurrence nested in a longer candidate counts 1 - this
    "title": 1.5,         # bonus factor for a phrase in the title
    "pos": 1.0,           # weight of early first occurrence
    "len1": 0.65,         # factor for single words
    "len_exp": 0.95,      # phrase length exponent
    "word_idf": 1.5,      # weight of the mean word score (vs phrase IDF)
    "word_tf": 0.0,       # exponent of word frequency in the word scores
    "idf_exp": 0.4,       # dampens IDF (general field terms are often author keywords)
    "cut": 0.13,          # drop phrases scoring below this share of the best one ...
    "min_keep": 4,        # ... but only once this many are chosen
    "kp": 4.0,            # keyphraseness: weight of the corpus use of a phrase
    "kp1": 0.0,           # ... of a single word
    "general": 0.2,       # factor for a single everyday word (_GENERAL)
    "share": 0.3,         # exponent of a phrase's title share in the corpus (_apply_title_shares)
    "word_share": 0.35,   # ... of the mean title share of its words
    "share_base": 0.12,   # the title share that counts as neutral (factor 1)
    "share_smooth": 3.0,  # pseudo-papers pulling a rare phrase's share to the neutral one
    "share_cap": 3.0,     # most a share counts, as a multiple of share_base: a phrase in
                          # every title is the corpus's field, not this paper's topic
    "alias_merge": 1,     # 1: an acronym's occurrences count for its long form (0: not)
}

_TABLES: dict[tuple, dict[int, tuple[float, float, float]]] = {}
_Scored = tuple[float, str, int, int]  # (score, key, index of its first word, number of words)


def _df_table(n_documents: int, p: Mapping[str, float]):
    """df -> (dampened IDF, keyphraseness factor of a phrase, of a word) for a corpus of
    ``n_documents``, memoised per corpus size and weights (the loader ranks many papers
    against one corpus)."""
    idf_exp, kp, kp1 = p["idf_exp"], p["kp"], p["kp1"]
    signature = (n_documents, idf_exp, kp, kp1)
    table = _TABLES.get(signature)
    if table is None:
        if len(_TABLES) > 8:
            _TABLES.clear()
        table = _TABLES[signature] = {}
    top = n_documents + 1.0
    log_n = math.log(n_documents + 2.0)
    log, log1p = math.log, math.log1p

    def stats(df: int) -> tuple[float, float, float]:
        value = table.get(df)
        if value is None:
            clipped = min(max(df, 0), n_documents)
            # Keyphraseness: a phrase that other papers of the corpus also use is an
            # established term ("reinforcement learning"), which authors tend to choose.
            others = log1p(max(clipped - 1, 0)) / log_n
            value = (log(top / (clipped + 0.5)) ** idf_exp, 1.0 + kp * others,
                     max(1.0 + kp1 * others, 0.05))
            if len(table) < 1_000_000:
                table[df] = value
        return value

    return stats, table


@lru_cache(maxsize=8)
def _powers(exponent: float) -> tuple[float, ...]:
    """c ** exponent for the small counts c < 32 (memoised per weight)."""
    return tuple(c ** exponent for c in range(32))


@lru_cache(maxsize=8)
def _length_factors(exponent: float, single: float) -> tuple[float, ...]:
    """Factor per phrase length in words (index 0 unused); single words also by ``single``."""
    factors = [0.0] + [n ** exponent for n in range(1, MAX_WORDS + 1)]
    factors[1] *= single
    return tuple(factors)


def _background_stats(key: str, p: Mapping[str, float]) -> tuple[float, float, float]:
    df = _BACKGROUND_WORD_KEYS.get(key) or _BACKGROUND_PHRASE_KEYS.get(key)
    return (math.log(1000.0 / df) if df else _DEFAULT_IDF) ** p["idf_exp"], 1.0, 1.0


def _rank(analysis, document_count, n_documents, limit) -> list[KeywordFound]:
    if not isinstance(limit, int) or limit <= 0 or not isinstance(analysis, KeywordAnalysis):
        return []
    cands = analysis.candidates
    if not cands:
        return []
    p = PARAMS
    if document_count and isinstance(n_documents, int) and n_documents > 0:
        get_df = document_count.get
        stats, table = _df_table(n_documents, p)
        table_get = table.get
        max_idf = stats(1)[0]
        titled = document_count.get(TITLE_MARK, 0) >= _MIN_TITLED

        def lookup(key: str) -> tuple[float, float, float]:
            df = get_df(key, 0) or 0
            return table_get(df) or stats(df)

        def lookups(keys) -> list[tuple[float, float, float]]:
            return [table_get(df) or stats(df) for df in [get_df(k, 0) or 0 for k in keys]]
    else:
        max_idf = _DEFAULT_IDF ** p["idf_exp"]
        titled = False

        def lookup(key: str) -> tuple[float, float, float]:
            return _background_stats(key, p)

        def lookups(keys) -> list[tuple[float, float, float]]:
            return [_background_stats(k, p) for k in keys]

    wtf_exp = p["word_tf"]
    if wtf_exp:
        word_score = {stem: lookup(stem)[0] * tf ** wtf_exp
                      for stem, tf in analysis.word_tf.items()}
    else:
        stems = list(analysis.word_tf)
        word_score = dict(zip(stems, [v[0] for v in lookups(stems)]))
    tf_exp = p["tf_exp"]
    tf_factor = _powers(tf_exp)
    pos_w = p["pos"]
    pos_step = pos_w / max(analysis.n_tokens, 1)
    pos_base = 1.0 + pos_w
    title_w = p["title"]
    word_w = p["word_idf"]
    single_w = word_w + 1.0
    length_factor = _length_factors(p["len_exp"], p["len1"])
    general_w = p["general"]
    general_keys = _GENERAL_KEYS
    nested_w = p["nested"]
    scored: list[_Scored] = []
    append = scored.append
    counts = analysis.counts
    whole = analysis.whole
    keys = list(cands)
    partner: dict[str, str] = {}
    if analysis.aliases:
        # An acronym defined in the text is its long form: its occurrences count for the long
        # form ("GAN" five times after "generative adversarial networks (GANs)"), and the two
        # take one place in the list.
        counts = dict(counts)
        whole = dict(whole)
        for short, long in analysis.aliases:
            n = counts.get(short, 0) - 1  # the definition's acronym is one occurrence
            if n > 0 and p["alias_merge"]:
                counts[long] += n
                whole[long] = whole.get(long, 0) + n
            partner[short] = long
            partner[long] = short
    words = analysis.words
    for key, (first, in_title, start, n_words, _), (idf, keyphraseness, word_kp) in zip(
            keys, cands.values(), lookups(keys)):
        count = counts[key]
        if n_words == 1:
            score = single_w * word_score[key] * word_kp
            if key in general_keys:
                score *= general_w
            tf = tf_factor[count] if count < 32 else count ** tf_exp
        else:
            total = 0.0
            for t in words[start:start + n_words]:
                total += word_score[t[1]]
            score = (word_w * total / n_words + idf) * keyphraseness
            nested = count - whole.get(key, 0)
            tf = (count - nested_w * nested) ** tf_exp if nested else \
                tf_factor[count] if count < 32 else count ** tf_exp
        score *= tf * (pos_base - pos_step * first) * length_factor[n_words]
        if in_title:
            score *= title_w
        append((score, key, start, n_words))
    scored.sort(key=_SCORE, reverse=True)
    if titled:
        scored = _apply_title_shares(scored, analysis, document_count, p, limit)

    # A phrase scoring far below the best one is left out once ``min_keep`` are chosen: it
    # mostly costs precision on papers with few key phrases. A caller asking for more than
    # the 10 of §4 gets the full ranking.
    floor = scored[0][0] * p["cut"] if limit <= 10 else 0.0
    min_keep = p["min_keep"]
    chosen: list[KeywordFound] = []
    chosen_keys: list[str] = []
    shown: set[str] = set()
    paired: set[str] = set()
    for score, key, start, n_words in scored:
        if score < floor and len(chosen) >= min_keep:
            break
        padded = f" {key} "
        if chosen_keys:
            # One phrase in one form: none nested in, containing or overlapping a chosen one.
            if _nested(padded, chosen_keys):
                continue
            if " " in key and _overlaps(key, chosen_keys):
                continue
        display = _display(words[start:start + n_words], analysis)
        low = display.lower()
        if low in shown:
            continue
        if partner and key in partner:
            if key in paired:
                continue  # the acronym of a chosen long form, or the reverse
            paired.add(partner[key])
        shown.add(low)
        chosen_keys.append(padded)
        chosen.append(KeywordFound(display, round(score / max(max_idf, 1e-9), 6)))
        if len(chosen) >= limit:
            break
    return chosen


def _apply_title_shares(scored: list[_Scored], analysis: KeywordAnalysis,
                        document_count: Mapping[str, int], p: Mapping[str, float],
                        limit: int) -> list[_Scored]:
    """Rescore the best candidates by how often other papers of the corpus have the phrase
    (and its words) in their title rather than only in their abstract: titles name topics
    ("graph neural network"), abstracts also carry the generic phrases of academic prose
    ("theoretical analysis", "open problem"). A corpus-derived list of generic phrases, not a
    hand-made one per field.

    Only the first ``_SHARE_TOP`` (or 2 * limit) candidates are rescored, for speed (the
    loader ranks every paper); the rest follow in their order, as fill when nested phrases
    are skipped: a factor is at most share_cap ** (share + word_share), so they rarely
    belong higher."""
    get = document_count.get
    smooth, base, cap = p["share_smooth"], p["share_base"], p["share_cap"]
    prior = base * smooth
    phrase_exp, word_exp = p["share"], p["word_share"]
    cands = analysis.candidates
    title_stems = analysis.title_stems
    word_factor: dict[str, float] = {}

    def factor(key: str, own_title: bool, exponent: float) -> float:
        # This paper's own use is left out: its title already earns the title bonus. (The
        # counts may also predate this paper: never below zero.)
        df = get(key, 1) - 1
        tdf = get(TITLE_MARK + key, 0) - own_title
        ratio = ((tdf if tdf > 0 else 0) + prior) / ((df if df > 0 else 0) + smooth) / base
        return (ratio if ratio < cap else cap) ** exponent

    out = []
    top = max(_SHARE_TOP, 2 * limit)
    words = analysis.words
    for score, key, start, n_words in scored[:top]:
        score *= factor(key, cands[key][1], phrase_exp)
        if n_words > 1:
            total = 0.0
            for t in words[start:start + n_words]:
                f = word_factor.get(t[1])
                if f is None:
                    f = word_factor[t[1]] = factor(t[1], t[1] in title_stems, word_exp)
                total += f
            score *= total / n_words
        out.append((score, key, start, n_words))
    out.sort(key=_SCORE, reverse=True)
    out += scored[top:]
    return out


def _nested(padded: str, chosen_keys: list[str]) -> bool:
    """Whether a padded key is nested in, or contains, a chosen (padded) one."""
    for k in chosen_keys:
        if padded in k or k in padded:
            return True
    return False


def _overlaps(key: str, chosen_keys: list[str]) -> bool:
    """Whether a phrase overlaps a chosen one, the end of one being the start of the other
    ("time series" and "series forecasting")."""
    words = key.split(" ")
    for n in range(1, len(words)):
        head = " " + " ".join(words[:n]) + " "
        tail = " " + " ".join(words[n:]) + " "
        for k in chosen_keys:
            if k.endswith(head) or k.startswith(tail):
                return True
    return False


_SCORE = itemgetter(0)  # sort key of a _Scored
_DEFAULT_IDF = math.log(1000.0 / 8.0)
# The background lists keyed by stems, as ranking reads them.
_BACKGROUND_PHRASE_KEYS = {stem_phrase(p): df for p, df in _BACKGROUND_PHRASES.items()}
_BACKGROUND_WORD_KEYS = {stem_phrase(w): df for w, df in _BACKGROUND_WORDS.items()}
_GENERAL_KEYS = frozenset(stem_phrase(w) for w in _GENERAL)

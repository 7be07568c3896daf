"""Keyword extraction (extraction guidelines §4)."""

import json
from collections import Counter
from pathlib import Path

import pytest

from etl.extract.keywords import (
    KeywordAnalysis,
    KeywordFound,
    analyse,
    candidate_terms,
    extract_keywords,
    normalise_author_keyword,
    rank_keywords,
    stem_phrase,
)

TITLE = "Sparse Training of Mixture-of-Experts Models with GFlowNets"
ABSTRACT = (
    "Sparse training reduces the cost of large MoE models. We propose a sparse training "
    "process for MoE layers in which GFlowNets sample expert assignments. Our sparse training "
    "process keeps the Transformer backbone dense while the experts are trained sparsely. "
    "Experiments on language modeling benchmarks show that sparse training matches dense "
    "training of GPT-4 sized networks at a fraction of the compute, and transfers to "
    "COVID-19 literature classification."
)

INSPEC = Path(__file__).resolve().parents[2] / "shared" / "data" / "raw" / "keyphrase-liaad" / "inspec-dev.jsonl"


def words(keyword: str) -> list[str]:
    return keyword.split()


@pytest.fixture(scope="module")
def found() -> list[KeywordFound]:
    return extract_keywords(TITLE, ABSTRACT)


def test_returns_ranked_keyword_objects(found):
    assert found and all(isinstance(k, KeywordFound) for k in found)
    scores = [k.score for k in found]
    assert scores == sorted(scores, reverse=True)
    assert stem_phrase(found[0].keyword) == stem_phrase("sparse training")


def test_one_to_four_words(found):
    assert all(1 <= len(words(k.keyword)) <= 4 for k in found)


def test_every_keyword_occurs_in_title_or_abstract(found):
    text = f" {stem_phrase(TITLE + ' . ' + ABSTRACT)} "
    for k in found:
        assert f" {stem_phrase(k.keyword)} " in text, k.keyword


def test_lower_case_except_acronyms_and_names(found):
    shown = {k.keyword for k in found}
    assert "MoE" in shown or any("MoE" in k for k in shown)
    assert any("GFlowNets" in k for k in shown)
    for k in shown:
        for w in k.split():
            if w[0].isupper():
                # allowed only for acronyms/names: inner capitals, digits, or "Transformer"
                assert any(c.isupper() for c in w[1:]) or any(c.isdigit() for c in w) \
                    or w == "Transformer", k


def test_name_capitalised_mid_sentence_is_kept():
    found = extract_keywords(None, "We study the Transformer architecture. The Transformer "
                                   "architecture scales well with data.")
    assert any(k.keyword.startswith("Transformer") for k in found)


def test_sentence_initial_capital_is_lowered():
    found = extract_keywords(None, "Clustering of graphs is hard. We study clustering of graphs "
                                   "and graph clustering algorithms.")
    assert found and all(not k.keyword[0].isupper() for k in found)


def test_singular_head():
    found = extract_keywords(None, "Convolutional networks and recurrent policies. Convolutional "
                                   "networks learn recurrent policies for robot control tasks.")
    shown = {k.keyword for k in found}
    assert "convolutional network" in shown
    assert "recurrent policy" in shown
    assert not any(k.endswith(("networks", "policies")) for k in shown)


def test_irregular_plural_heads_are_made_singular():
    # ICLR 2018, "Modifying memories in a Recurrent Neural Network Unit".
    text = ("We introduce the concept of modifying the cell state (memory) of LSTMs using "
            "rotation matrices parametrised by a new set of trainable weights.")
    shown = {k.keyword for k in extract_keywords(None, text)}
    assert "rotation matrix" in shown
    assert "trainable weight" in shown
    assert {k.keyword for k in extract_keywords(None, "Privacy devices and web services.")} \
        >= {"privacy device", "web service"}  # regular plurals in -ices


DRN_TITLE = "Distribution Regression Network"
DRN_ABSTRACT = (  # ICLR 2018 submission, abstract as published
    "We introduce our Distribution Regression Network (DRN) which performs regression from "
    "input probability distributions to output probability distributions. Compared to existing "
    "methods, DRN learns with fewer model parameters and easily extends to multiple input and "
    "multiple output distributions. On synthetic and real-world datasets, DRN performs "
    "similarly or better than the state-of-the-art. Furthermore, DRN generalizes the "
    "conventional multilayer perceptron (MLP). In the framework of MLP, each node encodes a "
    "real number, whereas in DRN, each node encodes a probability distribution.")


def test_acronym_defined_in_the_text_is_one_phrase_with_its_long_form():
    analysis = analyse(DRN_TITLE, DRN_ABSTRACT)
    assert dict(analysis.aliases) == {
        stem_phrase("DRN"): stem_phrase("distribution regression network"),
        stem_phrase("MLP"): stem_phrase("multilayer perceptron")}
    found = rank_keywords(analysis)
    keys = [stem_phrase(k.keyword) for k in found]
    assert keys[0] == stem_phrase("distribution regression network")
    assert stem_phrase("DRN") not in keys  # the acronym does not take a second place
    # The acronym's four later uses count for the long form.
    without = KeywordAnalysis(analysis.terms, analysis.candidates, analysis.counts,
                              analysis.whole, analysis.word_tf, analysis.n_tokens,
                              analysis.names, analysis.title_stems, analysis.words)
    plain = rank_keywords(without)
    assert found[0].score > 1.5 * plain[0].score
    assert stem_phrase("DRN") in [stem_phrase(k.keyword) for k in plain]


def test_weak_tail_of_a_real_abstract_is_left_out():
    # Author keywords are few (ICLR 2018: 4 a paper, fewer found in the text): phrases scoring
    # far below the best are left out from the fifth on.
    found = [k.keyword for k in extract_keywords(DRN_TITLE, DRN_ABSTRACT)]
    assert 4 <= len(found) < 7
    assert "input probability" not in found and "real-world dataset" not in found
    assert len(extract_keywords(DRN_TITLE, DRN_ABSTRACT, limit=30)) > 7


@pytest.mark.parametrize("text", [
    "We study the region of interest (ROI) of each frame.",  # stopword inside: no long form
    "The score (AUC) of the model improves.",  # letters do not spell the acronym
    "Results (see Table 2) are shown.",
])
def test_no_alias_without_a_long_form_spelling_the_acronym(text):
    assert analyse(None, text).aliases == ()


@pytest.mark.parametrize("text", ["Generative adversarial networks (GAN",
                                  "Generative adversarial networks (", "(GAN)"])
def test_unclosed_or_bare_parenthesis_at_the_end_keeps_the_keywords(text):
    assert analyse(None, text).aliases == ()
    assert extract_keywords(None, text)


def test_no_phrase_repeated_in_another_form(found):
    keys = [stem_phrase(k.keyword) for k in found]
    assert len(keys) == len(set(keys))
    for a in keys:
        for b in keys:
            if a != b:
                assert f" {a} " not in f" {b} ", (a, b)  # "sparse training" vs "... process"


def test_hyphen_and_space_variants_are_one_phrase():
    found = extract_keywords(None, "Few-shot learning is hard. Few shot learning needs priors. "
                                   "We study few-shot learning with priors.")
    keys = [stem_phrase(k.keyword) for k in found]
    assert keys.count(stem_phrase("few-shot learning")) == 1


def test_names_with_digits_kept(found):
    shown = {k.keyword for k in extract_keywords(TITLE, ABSTRACT, limit=50)}
    assert any("GPT-4" in k for k in shown)
    assert any("COVID-19" in k for k in shown)


def test_at_most_ten_and_limit():
    long_text = " ".join(f"Topic{i} alpha{i} beta{i} gamma{i}." for i in range(100))
    assert len(extract_keywords("A title", long_text)) <= 10
    assert len(extract_keywords("A title", long_text, limit=3)) == 3
    assert extract_keywords("A title", long_text, limit=0) == []


def test_verbs_and_stopwords_are_not_keywords():
    found = extract_keywords(None, "We propose a novel method. Results show that the proposed "
                                   "method outperforms existing methods on image segmentation.")
    shown = {k.keyword for k in found}
    assert "image segmentation" in shown
    assert not any(w in {"propose", "show", "outperform", "outperforms", "we", "the"}
                   for k in shown for w in k.split())


@pytest.mark.parametrize("junk", [
    "", " ", "\n\t", ".", "...", "!!!", "a", "the of and", "12345", "x" * 10000, "\x00\x01",
    "(((", "e.g.", "—", "🙂🙂", "αβγ δ", "GPT-4", "'s 's", "-", "a-b-c-d-e-f", "$\\Phi$",
])
def test_never_raises_on_junk(junk):
    for title in (None, "", junk):
        result = extract_keywords(title, junk)
        assert isinstance(result, list) and len(result) <= 10
        assert isinstance(candidate_terms(title, junk), set)
    assert extract_keywords(junk, junk, {"x": 1}, 1) is not None
    normalise_author_keyword(junk)


def test_never_raises_on_wrong_types():
    assert extract_keywords(None, None) == []  # type: ignore[arg-type]
    assert candidate_terms(None, None) == set()  # type: ignore[arg-type]
    assert normalise_author_keyword(None) is None  # type: ignore[arg-type]


def test_empty_text_gives_nothing():
    assert extract_keywords(None, "") == []
    assert candidate_terms(None, "") == set()


def test_candidate_terms_are_keys_of_extracted_keywords():
    terms = candidate_terms(TITLE, ABSTRACT)
    assert stem_phrase("sparse training") in terms
    assert all(t == t.lower() for t in terms)
    for k in extract_keywords(TITLE, ABSTRACT):
        assert stem_phrase(k.keyword) in terms


def test_corpus_idf_demotes_a_phrase_common_in_the_corpus():
    title = "Graph clustering with deep learning"
    text = ("We study graph clustering with deep learning. Deep learning models cluster graphs. "
            "Graph clustering quality improves with deep learning.")
    # Titles without the phrase: this is about IDF alone (titles count for title shares).
    corpus = [("Vision", "Deep learning works for images."),
              ("Text", "Deep learning works for text."),
              ("Audio", "Deep learning works for audio.")] * 30
    df = Counter()
    for t, x in corpus + [(title, text)]:
        df.update(candidate_terms(t, x))
    without = [stem_phrase(k.keyword) for k in extract_keywords(title, text)]
    assert without[0] == stem_phrase("deep learning")  # frequent in this paper alone
    ranked = [stem_phrase(k.keyword) for k in extract_keywords(title, text, df, len(corpus) + 1)]
    assert ranked[0] == stem_phrase("graph clustering")
    deep = stem_phrase("deep learning")
    assert deep not in ranked or ranked.index(deep) > 0


def test_background_demotes_generic_academic_phrases():
    found = extract_keywords(None, "Experimental results on the proposed approach. This paper "
                                   "studies protein folding. Experimental results on protein "
                                   "folding and the approach.")
    assert stem_phrase(found[0].keyword) == stem_phrase("protein folding")


@pytest.mark.parametrize("raw, expected", [
    ("  Reinforcement   Learning ", "reinforcement learning"),
    ("MoE", "MoE"),
    ("GFlowNets", "GFlowNets"),
    ("GPT-4", "GPT-4"),
    ("deep Q-learning", "deep Q-learning"),
    ("VISUAL QUESTION ANSWERING", "visual question answering"),
    ("few-shot learning.", "few-shot learning"),
    ("", None),
    ("   ", None),
    ("n/a", None),
    ("-", None),
    ("123", None),
])
def test_normalise_author_keyword(raw, expected):
    assert normalise_author_keyword(raw) == expected


def _f1_at_10(docs) -> float:
    df = Counter()
    for d in docs:
        df.update(candidate_terms(d["title"], d["abstract"]))
    total = 0.0
    for d in docs:
        gold = {stem_phrase(g) for g in d["keyphrases"]} - {""}
        preds = []
        for k in extract_keywords(d["title"], d["abstract"], df, len(docs)):
            s = stem_phrase(k.keyword)
            if s not in preds:
                preds.append(s)
        hit = sum(p in gold for p in preds)
        if hit:
            p, r = hit / len(preds), hit / len(gold)
            total += 2 * p * r / (p + r)
    return total / len(docs)


@pytest.mark.skipif(not INSPEC.exists(), reason="Inspec data absent")
def test_quality_floor_on_inspec_slice():
    with INSPEC.open(encoding="utf-8") as f:
        docs = [json.loads(line) for line in f][:500]
    for d in docs:
        d["abstract"] = " ".join(d["abstract"].split())
    f1 = _f1_at_10(docs)
    assert f1 >= FLOOR_INSPEC_500, f"F1@10 {f1:.3f} fell below {FLOOR_INSPEC_500}"


FLOOR_INSPEC_500 = 0.29  # measured 0.303 (first 500 documents; 0.291 before nested-occurrence counting)


# --- Analysis object (analyse once, rank with corpus statistics) --------------------------


def test_analysis_is_frozen_and_terms_match_candidate_terms():
    analysis = analyse(TITLE, ABSTRACT)
    assert isinstance(analysis, KeywordAnalysis)
    assert isinstance(analysis.terms, frozenset)
    assert analysis.terms == candidate_terms(TITLE, ABSTRACT)
    with pytest.raises(AttributeError):
        analysis.terms = frozenset()  # type: ignore[misc]


def test_rank_keywords_equals_extract_keywords_with_and_without_corpus():
    df = Counter()
    for t, x in [(TITLE, ABSTRACT), ("Dense training", "Dense training of language models.")]:
        df.update(analyse(t, x).terms)
    analysis = analyse(TITLE, ABSTRACT)
    assert rank_keywords(analysis) == extract_keywords(TITLE, ABSTRACT)
    assert rank_keywords(analysis, df, 2, limit=4) == extract_keywords(TITLE, ABSTRACT, df, 2, 4)
    # Ranking twice from one analysis gives the same answer (nothing consumed or mutated).
    assert rank_keywords(analysis, df, 2) == rank_keywords(analysis, df, 2)


def test_analyse_never_raises_and_rank_of_empty_analysis_is_empty():
    for title, text in [(None, None), (None, ""), ("", "((("), (3, 4)]:
        analysis = analyse(title, text)  # type: ignore[arg-type]
        assert isinstance(analysis, KeywordAnalysis)
        assert rank_keywords(analysis, {"x": 1}, 1) == []
    assert rank_keywords(None) == []  # type: ignore[arg-type]


# --- Scoring changes -----------------------------------------------------------------------


def test_overlapping_phrases_are_not_both_kept():
    text = ("Time series forecasting is hard. Time series data are noisy, and series "
            "forecasting methods overfit time series. We study time series forecasting.")
    keys = [stem_phrase(k.keyword) for k in extract_keywords(None, text)]
    assert stem_phrase("time series forecasting") in keys or stem_phrase("time series") in keys
    for a in keys:
        for b in keys:
            wa, wb = a.split(), b.split()
            for n in range(1, min(len(wa), len(wb))):
                assert wa[-n:] != wb[:n] or a == b, (a, b)


def test_corpus_use_of_a_phrase_promotes_established_terms():
    from etl.extract.keywords import TITLE_MARK

    # "reinforcement learning" is used across the corpus; "reward shaping heuristic" only here.
    title = "Reward shaping heuristic for reinforcement learning"
    text = ("We study a reward shaping heuristic for reinforcement learning agents. The reward "
            "shaping heuristic speeds up reinforcement learning.")
    corpus = [(f"Reinforcement learning for task{i}", f"Reinforcement learning for task{i} "
               "control.") for i in range(60)]
    df = Counter()
    for t, x in corpus + [(title, text)]:
        df.update(analyse(t, x).terms)
    analysis = analyse(title, text)
    rl = stem_phrase("reinforcement learning")
    alone = dict(df)
    alone[rl] = alone[TITLE_MARK + rl] = 1  # the same corpus, but nobody else uses the phrase
    def score(counts):
        found = rank_keywords(analysis, counts, len(corpus) + 1)
        return {stem_phrase(k.keyword): k.score for k in found}.get(rl, 0.0)

    # The boost for an established term outweighs its lower IDF.
    assert score(df) > 1.2 * score(alone) > 0


def test_weak_tail_is_cut_but_never_below_the_minimum():
    from etl.extract.keywords import PARAMS

    text = ("Graph neural networks learn graph neural network embeddings. Graph neural "
            "networks scale. Graph neural network training is fast. Graph neural networks "
            "generalise. " + " ".join(f"Topic{i} note{i}." for i in range(30)))
    found = extract_keywords("Graph neural networks", text)
    # the lone topics score far below the repeated title phrase
    assert PARAMS["min_keep"] <= len(found) < 10
    assert len(extract_keywords("Graph neural networks", text, limit=30)) == 30



def test_everyday_single_words_are_demoted_but_kept_inside_phrases(monkeypatch):
    from etl.extract import keywords

    title = "Money and portfolio optimisation"
    text = ("Money matters. We study money flows in portfolio optimisation under market "
            "uncertainty. The money supply shapes portfolio optimisation, and money is scarce.")
    shown = [k.keyword for k in extract_keywords(title, text)]
    assert shown[0] == "portfolio optimisation"
    assert "money" not in shown
    assert any(k.startswith("money ") for k in shown)  # fine inside a longer phrase
    monkeypatch.setitem(keywords.PARAMS, "general", 1.0)  # without the demotion it ranks high
    assert "money" in [k.keyword for k in extract_keywords(title, text)][:3]


def test_selection_skips_nested_containing_and_overlapping_phrases_with_hyphenated_words():
    text = ("Mixture-of-experts routing helps. Sparse mixture-of-experts routing scales. "
            "Expert routing policies and mixture-of-experts routing policies differ. "
            "Routing policies matter; mixture-of-experts routing is studied.")
    found = extract_keywords(None, text)
    keys = [f" {stem_phrase(k.keyword)} " for k in found]
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            assert a not in b and b not in a, (a, b)
            wa, wb = a.split(), b.split()
            for n in range(1, len(wb)):  # no end of one is the start of the other
                assert wa[-n:] != wb[:n] and wb[-n:] != wa[:n], (a, b)


# --- Title shares (a corpus-derived list of generic phrases) ------------------------------


def test_terms_count_the_title_with_a_mark():
    from etl.extract.keywords import TITLE_MARK

    terms = analyse(TITLE, ABSTRACT).terms
    assert TITLE_MARK in terms  # counts the papers with a title
    assert TITLE_MARK + stem_phrase("sparse training") in terms  # a phrase of the title
    assert TITLE_MARK + stem_phrase("gflownets") in terms  # a word of the title
    assert TITLE_MARK + stem_phrase("language modeling") not in terms  # abstract only
    assert not any(t.startswith(TITLE_MARK) for t in analyse(None, ABSTRACT).terms)


def _corpus_counts(papers):
    df = Counter()
    for t, x in papers:
        df.update(analyse(t, x).terms)
    return df


def test_phrases_other_papers_put_in_titles_beat_phrases_they_keep_in_abstracts():
    # Both phrases occur equally often, in this paper and in the corpus: only where the other
    # papers use them (title or abstract only) tells the topic from academic prose.
    title = "Notes"
    text = ("A theoretical analysis of graph clustering. Graph clustering gets a theoretical "
            "analysis here.")

    def top(topic, prose):
        corpus = [(f"{topic.capitalize()} {i}", f"We give a {prose} and {topic}.")
                  for i in range(40)] + [(title, text)]
        found = rank_keywords(analyse(title, text), _corpus_counts(corpus), len(corpus))
        return stem_phrase(found[0].keyword)

    assert top("graph clustering", "theoretical analysis") == stem_phrase("graph clustering")
    assert top("theoretical analysis", "graph clustering") == stem_phrase("theoretical analysis")


def test_title_shares_need_enough_titled_papers():
    # Too few titles in the corpus: the ranking is the one without title shares.
    from etl.extract import keywords

    corpus = [(TITLE, ABSTRACT)] + [(None, f"Dense training of model {i}.") for i in range(30)]
    df = _corpus_counts(corpus)
    assert df[keywords.TITLE_MARK] == 1
    without_marks = {k: v for k, v in df.items() if not k.startswith(keywords.TITLE_MARK)}
    analysis = analyse(TITLE, ABSTRACT)
    assert rank_keywords(analysis, df, len(corpus)) == rank_keywords(analysis, without_marks,
                                                                      len(corpus))


# --- Nested occurrences and markup left-overs ----------------------------------------------


def test_nested_occurrences_count_less_than_whole_ones():
    from etl.extract import keywords

    analysis = analyse(None, "The fault bias estimate is robust. A fault bias filter and a "
                             "fault bias model differ.")
    part = stem_phrase("fault bias")
    assert analysis.counts[part] == 3
    assert analysis.whole.get(part, 0) == 0  # always inside a longer candidate
    assert analysis.whole[stem_phrase("fault bias estimate")] == 1

    def top(nested):
        with pytest.MonkeyPatch.context() as patch:
            patch.setitem(keywords.PARAMS, "nested", nested)
            return stem_phrase(rank_keywords(analysis)[0].keyword)

    # A part shared by several longer phrases is the term (the default counts nested
    # occurrences nearly in full); counted not at all, a whole phrase wins.
    assert top(keywords.PARAMS["nested"]) == top(0.0) == part
    assert top(1.0) != part


def test_sub_and_superscript_markup_is_not_a_keyword():
    found = extract_keywords(None, "The critical point x/sub c/ separates phases. We bound "
                                   "x/sub c/ and AB/sup 2/ for quantum entanglement.")
    assert not any(w in {"sub", "sup"} for k in found for w in k.keyword.lower().split())

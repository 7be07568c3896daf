"""Tests for etl.normalise: each normalisation rule, offsets, and robustness on real abstracts."""

import json
from pathlib import Path

import pytest

from etl.normalise import NormalisedText, clean_title, normalise_text

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
EVENTS = SHARED / "data" / "raw" / "icml2024-events" / "ICML 2024 Events.json"


def _check_offsets(raw: str, nt: NormalisedText) -> None:
    assert len(nt.offsets) == len(nt.text) + 1
    assert nt.offsets[-1] == len(raw)
    assert all(0 <= o <= len(raw) for o in nt.offsets)
    assert all(a <= b for a, b in zip(nt.offsets, nt.offsets[1:]))


def norm(raw: str) -> str:
    nt = normalise_text(raw)
    _check_offsets(raw, nt)
    return nt.text


def test_whitespace_collapsed_and_stripped():
    assert norm("  a \n\t b\u00a0c\u2009d  ") == "a b c d"


def test_unicode_nfc():
    assert norm("Poincare\u0301 map") == "Poincar\u00e9 map"
    # a composed character maps back to its letter and its accents
    raw = "Cafe\u0301 au lait"
    nt = normalise_text(raw)
    assert raw[slice(*nt.to_original(0, 4))] == "Cafe\u0301"
    assert raw[slice(*nt.to_original(5, 7))] == "au"


def test_curly_quotes_and_dashes():
    assert norm("Sinkhorn\u2019s \u201cjailbreak\u201d") == "Sinkhorn's \"jailbreak\""
    assert norm("Kullback\u2013Leibler, \u22126.59") == "Kullback-Leibler, -6.59"
    assert norm("Thoughts---a novel") == "Thoughts\u2014a novel"


def test_latex_math_symbols():
    assert norm(r"up to $2\times$ faster") == "up to 2\u00d7 faster"
    assert norm(r"reaches $82.24\%$ accuracy") == "reaches 82.24% accuracy"
    assert norm(r"$\sim$5 and $\approx$3") == "~5 and \u22483"
    assert norm(r"$\geq$ 1 $\leq$ 2 $\pm$ 3") == "\u2265 1 \u2264 2 \u00b1 3"
    assert norm(r"$\alpha$-fairness") == "\u03b1-fairness"


def test_latex_text_commands():
    assert norm(r"\textbf{bold} \emph{em} \textit{it} $\mathrm{rm}$ \textrm{tr}") == "bold em it rm tr"
    assert norm(r"100\% of") == "100% of"


def test_latex_scripts_flattened():
    assert norm(r"$S^2$IP-LLM") == "S2IP-LLM"
    assert norm(r"rate $10^{-3}$") == "rate 10\u207b\u00b3"
    assert norm(r"$R_{n}$ and $x_1$") == "Rn and x1"


def test_latex_links_keep_url():
    assert norm(r"see \url{https://github.com/a/b}.") == "see https://github.com/a/b."
    assert norm(r"see \href{https://x.github.io/p}{our page}.") == "see https://x.github.io/p."


def test_remaining_dollars_dropped():
    assert "$" not in norm(r"a $x$ and $y")


def test_markdown_emphasis():
    assert norm("we introduce *convSeq*, and **bold** and _embarrassingly parallel_ GFlowNet") == (
        "we introduce convSeq, and bold and embarrassingly parallel GFlowNet"
    )
    assert norm("J**acobian R**egularizer") == "Jacobian Regularizer"
    # underscores inside identifiers and URLs stay
    assert norm("https://github.com/a/snake_case_name") == "https://github.com/a/snake_case_name"


def test_markdown_links_keep_url():
    assert norm("[https://github.com/a/b](https://github.com/a/b).") == "https://github.com/a/b."
    assert norm("code: [GitHub repository](ht\ntps://github.com/a/b).") == (
        "code: GitHub repository https://github.com/a/b."
    )


def test_pdf_hyphenation_repaired():
    assert norm("its effective- ness") == "its effectiveness"
    assert norm("Switchable Sparse- Dense") == "Switchable Sparse-Dense"
    assert norm("state-of-the- art") == "state-of-the-art"


def test_suspended_hyphens_kept():
    assert norm("pre- and post-training") == "pre- and post-training"
    assert norm("first- or second-order") == "first- or second-order"


def test_to_original_maps_spans_back():
    raw = r"We get $2\times$ speed-up with  **SSD**."
    nt = normalise_text(raw)
    i = nt.text.index("SSD")
    s, e = nt.to_original(i, i + 3)
    assert raw[s:e] == "SSD"
    j = nt.text.index("2\u00d7")
    s, e = nt.to_original(j, j + 2)
    assert raw[s:e].startswith("2") and raw[s:e].endswith("times")


@pytest.mark.parametrize("raw", ["", " ", "\x00", "\ud800abc\udfff", "$", "{", "}", "\\", "$$$", "**", "[](", "a-\n", "\\frac{", "^_^"])
def test_never_raises_on_odd_input(raw):
    nt = normalise_text(raw)
    _check_offsets(raw, nt)


def test_clean_title():
    assert clean_title("  $\\Phi$-Flow:\n Differentiable  Simulations ") == "\u03a6-Flow: Differentiable Simulations"


def test_all_icml_posters():
    if not EVENTS.exists():
        pytest.skip(f"shared ICML data not found at {EVENTS}")
    events = json.loads(EVENTS.read_text())
    posters = [e for e in events if e.get("type") == "Poster"]
    assert len(posters) == 2634
    for e in posters:
        for raw in (e.get("abstract") or "", e.get("name") or ""):
            _check_offsets(raw, normalise_text(raw))


def test_to_original_on_real_abstracts_round_trips_plain_words():
    if not EVENTS.exists():
        pytest.skip(f"shared ICML data not found at {EVENTS}")
    import re

    events = json.loads(EVENTS.read_text())
    checked = 0
    for e in events[:800]:
        raw = e.get("abstract") or ""
        nt = normalise_text(raw)
        assert len(nt.ends) == len(nt.text)
        for m in re.finditer(r"\b[A-Za-z]{6,}\b", nt.text):
            s, t = nt.to_original(m.start(), m.end())
            if raw[s:t] == m.group():
                checked += 1
            elif "\\" not in raw[s:t]:  # words rebuilt by hyphenation or emphasis repair
                assert re.sub(r"[-*_\s\\{}$]", "", raw[s:t]) == m.group(), (raw[s:t], m.group())
    assert checked > 10000


# --- fast paths: the identity map, whitespace-only changes, long texts ------------------------


def test_untouched_text_has_identity_offsets_and_ends():
    raw = "Plain text needs no rewriting at all."
    nt = normalise_text(raw)
    assert nt.text == raw
    assert nt.offsets == tuple(range(len(raw) + 1))
    assert nt.ends == tuple(range(1, len(raw) + 1))


@pytest.mark.parametrize("size", [10, 4095, 4096, 4097, 20000])
def test_identity_offsets_of_any_length(size):
    raw = ("word " * size)[:size].rstrip() or "w"
    nt = normalise_text(raw)
    assert nt.offsets == tuple(range(len(raw) + 1)) and nt.ends == tuple(range(1, len(raw) + 1))


def test_only_whitespace_runs_other_than_one_space_are_rewritten():
    raw = " a b\tc \n d  e \u00a0f "
    nt = normalise_text(raw)
    assert nt.text == "a b c d e f"
    for word in "abcdef":
        i = nt.text.index(word)
        s, e = nt.to_original(i, i + 1)
        assert raw[s:e] == word
    space = nt.text.index(" ", nt.text.index("c"))  # the space standing for " \n "
    assert nt.to_original(space, space + 1) == (raw.index(" \n "), raw.index(" \n ") + 3)


def test_offsets_compose_over_several_rewriting_passes():
    raw = "A **bold** claim:\n$x^2$ is\u00a0effec- tive, see [code](https://github.com/a/b)."
    nt = normalise_text(raw)
    _check_offsets(raw, nt)
    for word in ("bold", "claim", "effective", "https://github.com/a/b"):
        i = nt.text.index(word)
        s, e = nt.to_original(i, i + len(word))
        assert raw[s:e].replace("- ", "") == word


# --- sentence spans -----------------------------------------------------------------------------

from etl.extract.sentences import sentence_spans  # noqa: E402


def test_sentence_abbreviations_are_recognised_far_into_a_long_text():
    filler = "This sentence is filler text for the test. " * 60
    text = filler + "We follow Smith et al. A second clause. Compare Fig. 3 with Tab. 2 here."
    spans = [text[s:e] for s, e in sentence_spans(text)]
    assert spans[-2:] == ["We follow Smith et al. A second clause.",
                          "Compare Fig. 3 with Tab. 2 here."]
    assert len(spans) == 62


def test_sentence_spans_returns_a_fresh_list_for_a_repeated_text():
    text = "One sentence. Two sentences."
    first = sentence_spans(text)
    first.append((99, 100))
    assert sentence_spans(text) == [(0, 13), (14, 28)]
    assert sentence_spans("Other text. Here.") == [(0, 11), (12, 17)]
    assert sentence_spans(text) == [(0, 13), (14, 28)]

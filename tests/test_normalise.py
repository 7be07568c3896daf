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

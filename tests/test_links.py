"""Tests for etl.extract.links against guidelines section 1 (code links)."""

import json
from pathlib import Path

import pytest

from etl.extract.links import canonical_code_link, extract_code_links
from etl.normalise import normalise_text

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
EVENTS = SHARED / "data" / "raw" / "icml2024-events" / "ICML 2024 Events.json"
SEED_TEXT = SHARED / "seeds" / "000_381f7cd835331f47.txt"
SEED_GOLD = SHARED / "spec" / "seed-gold.json"
HELDOUT = Path(__file__).resolve().parent / "data" / "heldout_links_acronyms.json"

FIELDS = ("url", "host", "owner", "repo", "kind")


def links(raw: str):
    return [tuple(getattr(l, f) for f in FIELDS) for l in extract_code_links(normalise_text(raw).text)]


def test_github_repository_record():
    assert links("Code is available at https://github.com/AlgoMole/MolCRAFT.") == [
        ("https://github.com/AlgoMole/MolCRAFT", "github.com", "AlgoMole", "MolCRAFT", "repository")
    ]


def test_span_covers_url_without_trailing_punctuation():
    text = "Code: https://github.com/a/b."
    (l,) = extract_code_links(text)
    assert text[l.char_start:l.char_end] == "https://github.com/a/b"


def test_canonical_scheme_host_www_git_fragment_query_slash():
    assert links("at http://WWW.GitHub.com/Owner/Repo.git#readme")[0][0] == "https://github.com/Owner/Repo"
    assert links("at https://x-lab.github.io/proj/?v=1")[0][0] == "https://x-lab.github.io/proj"
    assert links("see www.github.com/snuhcs/snn_signgd .")[0][0] == "https://github.com/snuhcs/snn_signgd"


def test_trailing_punctuation_unless_balanced():
    assert links("(see https://github.com/divelab/AIRS).")[0][0] == "https://github.com/divelab/AIRS"
    assert links("page https://en.wikipedia.org/wiki/A_(b).")[0][0] == "https://en.wikipedia.org/wiki/A_(b)"


def test_repository_url_stops_at_owner_repo():
    assert links("https://github.com/NVIDIA/Megatron-LM/tree/DMC.")[0][:4] == (
        "https://github.com/NVIDIA/Megatron-LM", "github.com", "NVIDIA", "Megatron-LM")
    assert links("https://github.com/a/b/blob/main/x.py")[0][0] == "https://github.com/a/b"


def test_gitlab_nested_groups():
    assert links("https://gitlab.com/grp/sub/proj/-/tree/main")[0] == (
        "https://gitlab.com/grp/sub/proj", "gitlab.com", "grp/sub", "proj", "repository")


def test_github_io_pages():
    assert links("page: https://algorithm-of-thoughts.github.io")[0] == (
        "https://algorithm-of-thoughts.github.io", "github.io", "algorithm-of-thoughts", None, "project_page")
    assert links("at https://2toinf.github.io/DecisionNCE/")[0] == (
        "https://2toinf.github.io/DecisionNCE", "github.io", "2toinf", "DecisionNCE", "project_page")
    assert links("at gala3d.github.io.")[0][0] == "https://gala3d.github.io"


def test_huggingface_kinds():
    assert links("https://huggingface.co/nvidia/retro-48b")[0] == (
        "https://huggingface.co/nvidia/retro-48b", "huggingface.co", "nvidia", "retro-48b", "model")
    assert links("https://huggingface.co/datasets/o/d")[0][4] == "dataset"
    assert links("https://huggingface.co/spaces/o/s.")[0][4] == "demo"


def test_generic_site_is_project_page_and_anonymous_is_repository():
    assert links("at https://sites.google.com/view/cotpc.")[0][4] == "project_page"
    assert links("at https://anonymous.4open.science/r/sleepfm.")[0] == (
        "https://anonymous.4open.science/r/sleepfm", "anonymous.4open.science", None, "sleepfm", "repository")


def test_paper_urls_are_not_code_links():
    for url in ("https://arxiv.org/abs/2404.03830", "https://openreview.net/forum?id=x",
                "https://doi.org/10.1/x", "https://proceedings.mlr.press/v1/a.html",
                "https://aclanthology.org/2023.acl-1.1", "https://papers.nips.cc/paper/1"):
        assert links(f"see {url}.") == []


def test_damage_space_in_host_and_repo():
    assert links("at https://github. com/x/y.")[0][0] == "https://github.com/x/y"
    assert links("at https://github.com/x/ y and more")[0][0] == "https://github.com/x/y"
    assert links("at https://gi\nthub.com/statmlben/rankseg).")[0][0] == "https://github.com/statmlben/rankseg"
    assert links("on GitHub: https://github\n.com/katiashh/ioi-attack.")[0][0] == "https://github.com/katiashh/ioi-attack"
    assert links("at https: //tactile-vlm.\ngithub.io.")[0][0] == "https://tactile-vlm.github.io"
    assert links("at https//github.com/ICML2024-code/PEOs .")[0][0] == "https://github.com/ICML2024-code/PEOs"


def test_damage_footnote_digit_latex_markdown():
    assert links("available1https://github.com/a/b.")[0][0] == "https://github.com/a/b"
    assert links(r"at \url{https://github.com/a/b}.")[0][0] == "https://github.com/a/b"
    assert links(r"at \href{https://github.com/a/b}{here}.")[0][0] == "https://github.com/a/b"
    assert links("our [GitHub repository](ht\ntps://github.com/layer6ai-labs/dgm_ood).")[0][0] == (
        "https://github.com/layer6ai-labs/dgm_ood")


def test_deduplicated_case_insensitively_in_order():
    got = links("[https://github.com/A/b](https://github.com/a/B) and https://x.github.io and https://github.com/a/b")
    assert [g[0] for g in got] == ["https://github.com/a/B", "https://x.github.io"]


def test_no_links_in_plain_text():
    assert links("We use (AutonLab/Timeseries-PILE) and e.g. i.e. 3.5 GB.") == []


def test_canonical_code_link_cleans_metadata_values():
    assert canonical_code_link("www.github.com/x/y").url == "https://github.com/x/y"
    badge = canonical_code_link("[![github](https://img.shields.io/badge/x)](https://github.com/a/b)")
    assert (badge.url, badge.owner, badge.repo, badge.kind) == ("https://github.com/a/b", "a", "b", "repository")
    assert canonical_code_link("github.com/a/b/tree/main").url == "https://github.com/a/b"
    v = " https://github.com/a/b.git "
    r = canonical_code_link(v)
    assert (r.char_start, r.char_end) == (0, len(v))


def test_canonical_code_link_rejects_junk_and_papers():
    assert canonical_code_link("https://github.com/GNET") is None  # owner only: not a repository
    assert canonical_code_link("https://arxiv.org/abs/1234.5678") is None
    assert canonical_code_link("N/A") is None
    assert canonical_code_link("") is None


def _seed_abstracts():
    if not SEED_TEXT.exists() or not SEED_GOLD.exists():
        pytest.skip(f"shared seed data not found under {SHARED}")
    body = SEED_TEXT.read_text().split("\n", 1)[1]
    abstracts = [a.strip() for a in body.split("\n\n") if a.strip()]
    gold = json.loads(SEED_GOLD.read_text())
    return abstracts, gold


def test_seed_gold_code_links_exact():
    abstracts, gold = _seed_abstracts()
    for g in gold:
        raw = abstracts[g["seed_index"] - 1]
        assert raw.startswith(g["abstract_starts"])
        want = [tuple(c[f] for f in FIELDS) for c in g["code_links"]]
        assert links(raw) == want, g["seed_index"]


def test_heldout_code_links_quality():
    if not HELDOUT.exists() or not EVENTS.exists():
        pytest.skip("held-out labels or ICML data not available")
    posters = {e["virtualsite_url"].rstrip("/").rsplit("/", 1)[1]: e
               for e in json.loads(EVENTS.read_text()) if e.get("type") == "Poster"}
    tp = fp = fn = 0
    for item in json.loads(HELDOUT.read_text())["items"]:
        want = {c["url"].lower() for c in item["code_links"]}
        got = {l.url.lower() for l in extract_code_links(normalise_text(posters[item["poster_id"]]["abstract"]).text)}
        tp += len(want & got)
        fp += len(got - want)
        fn += len(want - got)
    f1 = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
    assert f1 >= 0.95, (tp, fp, fn)


def test_all_icml_posters_never_raise_and_spans_inside(icml_posters):
    total = 0
    for e in icml_posters:
        text = normalise_text(e.get("abstract") or "").text
        for l in extract_code_links(text):
            assert 0 <= l.char_start < l.char_end <= len(text)
            assert l.url.startswith("https://") and not l.url.endswith(("/", ".", ")"))
            total += 1
    assert total > 400

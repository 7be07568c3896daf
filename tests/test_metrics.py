"""Reported results extractor (guidelines section 2): one test per rule, parse_number, the seed
gold, a held-out sample, and a robustness sweep over the ICML 2024 posters."""

import json
import math
import re
from pathlib import Path

import pytest

from etl.extract.metrics import MetricFound, extract_metrics, parse_number

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SEED_GOLD = SHARED / "spec" / "seed-gold.json"
SEED_TEXT = SHARED / "seeds" / "000_381f7cd835331f47.txt"
ICML = SHARED / "data" / "raw" / "icml2024-events" / "ICML 2024 Events.json"
HELDOUT = Path(__file__).resolve().parent / "data" / "heldout_metrics.json"


def one(text: str) -> MetricFound:
    found = extract_metrics(text)
    assert len(found) == 1, found
    return found[0]


def values(text: str) -> list[float]:
    return [m.value for m in extract_metrics(text)]


# ---------------------------------------------------------------------------- value / unit / kind
def test_score_with_percent_and_name_after_number():
    m = one("Our detector reaches 45.3% mAP on COCO.")
    assert (m.value, m.unit, m.name, m.kind) == (45.3, "%", "mAP", "score")
    assert m.subject == "COCO"


def test_score_name_before_number():
    m = one("The model attains a top-1 accuracy of 81.2% on ImageNet.")
    assert (m.value, m.unit, m.name, m.kind, m.subject) == (81.2, "%", "top-1 accuracy", "score", "ImageNet")


def test_improvement_by():
    m = one("Our method improves the F1 score by 3.2% over the strongest baseline.")
    assert (m.value, m.unit, m.name, m.kind) == (3.2, "%", "F1 score", "improvement")


def test_reduction_is_improvement():
    m = one("The cache reduces memory by 40% during decoding.")
    assert (m.value, m.unit, m.name, m.kind) == (40.0, "%", "memory", "improvement")


def test_negative_value_and_physical_unit():
    m = one("The sampler reaches a docking score of -7.21 kcal/mol on the test targets.")
    assert (m.value, m.unit, m.kind) == (-7.21, "kcal/mol", "score")


def test_ratio_factor():
    m = one("The kernel gives a 3.5x speedup over the dense baseline.")
    assert (m.value, m.unit, m.name, m.kind) == (3.5, "x", "speedup", "ratio")


def test_ratio_fewer_parameters():
    m = one("The student needs 10x fewer parameters than the teacher.")
    assert (m.value, m.unit, m.name, m.kind) == (10.0, "x", "parameters", "ratio")


def test_times_symbol_and_latex_remnant():
    m = one(r"It achieves up to $2\times$ faster inference speed.")
    assert (m.value, m.unit, m.name, m.kind, m.qualifier) == (2.0, "x", "inference speed", "ratio", "up to")


def test_latex_percent_remnant():
    m = one(r"The linear probe accuracy is improved by $+1.7\%$ on ImageNet.")
    assert (m.value, m.unit, m.kind) == (1.7, "%", "improvement")


def test_bare_score_needs_a_metric_name():
    m = one("On CIFAR-10 the model obtains an FID of 2.97.")
    assert (m.value, m.unit, m.name, m.kind) == (2.97, None, "FID", "score")
    assert extract_metrics("We run the solver with a step of 0.5 and a horizon of 20.") == []


def test_percentage_points_only_when_said():
    assert one("Accuracy rises by 4.1 percentage points.").unit == "pp"
    assert one("Accuracy rises by 4.1 pp on average.").unit == "pp"
    assert one("Accuracy rises by 4.1 points over the baseline.").unit == "pp"
    assert one("Accuracy rises by 4.1%p on the benchmark.").unit == "pp"
    assert one("Accuracy rises by 4.1% on the benchmark.").unit == "%"


def test_time_unit_is_kept_as_written():
    m = one("Inference latency drops to 12.5 ms per image.")
    assert (m.value, m.unit, m.name) == (12.5, "ms", "inference latency")
    # "over" after "of" is a hedge on a level reached, not a duration's "over"
    m = one("Our detector leads the SOTA methods based on deformable DETR at a speed of over 10 FPS.")
    assert (m.value, m.unit, m.name, m.qualifier) == (10.0, "FPS", "speed", "over")
    assert extract_metrics("We train the model over 3 days on one GPU.") == []
    assert extract_metrics("We train for a period of over 3 days on 8 GPUs.") == []


# ---------------------------------------------------------------------------- from A to B
def test_from_a_to_b_single():
    m = one("Our loss raises the success rate from 61.0% to 74.5% on the benchmark.")
    assert (m.value, m.baseline_value, m.unit, m.name) == (74.5, 61.0, "%", "success rate")


def test_from_a_to_b_respectively_aligned_pairwise():
    text = ("Applied to ViTDet, DINO, and Mask2Former, our method raises their AP from 50.1%, "
            "51.3%, 52.0% to 53.4%, 54.0%, 55.2%, respectively.")
    found = extract_metrics(text)
    assert [(m.value, m.baseline_value) for m in found] == [(53.4, 50.1), (54.0, 51.3), (55.2, 52.0)]
    assert [m.subject for m in found] == ["ViTDet", "DINO", "Mask2Former"]
    assert all(m.name == "AP" for m in found)


def test_baseline_numbers_are_not_records():
    assert values("Error falls from 12.0% to 8.5%.") == [8.5]


# ---------------------------------------------------------------------------- qualifiers
@pytest.mark.parametrize("phrase, qualifier", [
    ("up to", "up to"), ("over", "over"), ("more than", "more than"), ("less than", "less than"),
    ("about", "about"), ("~", "about"), ("roughly", "about"), ("approximately", "about"),
    ("at least", "at least"), ("nearly", "nearly"), ("within", "within"),
])
def test_qualifiers(phrase, qualifier):
    m = one(f"The method lowers the error rate by {phrase} 15% on the benchmark.")
    assert (m.value, m.qualifier) == (15.0, qualifier)


def test_no_qualifier():
    assert one("The method lowers the error rate by 15% on the benchmark.").qualifier is None


# ---------------------------------------------------------------------------- ranges
@pytest.mark.parametrize("text", [
    "The engine is 2-5× faster than the reference implementation.",
    "The engine is 2–5x faster than the reference implementation.",
    "The engine is between 2 and 5 times faster than the reference implementation.",
    "The engine is 2 to 5 times faster than the reference implementation.",
])
def test_range_is_one_record_upper_value_up_to(text):
    m = one(text)
    assert (m.value, m.unit, m.qualifier, m.kind) == (5.0, "x", "up to", "ratio")


def test_percent_range():
    m = one("It yields 5-10% gains in downstream classification.")
    assert (m.value, m.unit, m.qualifier, m.kind) == (10.0, "%", "up to", "improvement")


# ---------------------------------------------------------------------------- numbers as words
@pytest.mark.parametrize("text, value", [
    ("Training becomes two-fold faster with our scheduler.", 2.0),
    ("Training becomes three times faster with our scheduler.", 3.0),
    ("Training becomes an order of magnitude faster with our scheduler.", 10.0),
    ("Training becomes two orders of magnitude faster with our scheduler.", 100.0),
    ("The scheduler cuts training time by an order of magnitude.", 10.0),
])
def test_numbers_as_words(text, value):
    m = one(text)
    assert (m.value, m.unit, m.kind) == (value, "x", "ratio")


def test_orders_of_magnitude_without_comparison_is_not_a_result():
    assert extract_metrics("Quality scales as a power law across three orders of magnitude of compute.") == []
    assert extract_metrics("The solver is several orders of magnitude faster.") == []


# ---------------------------------------------------------------------------- rejections
@pytest.mark.parametrize("text", [
    "MM-Vet defines 6 core capabilities and examines the 16 integrations of interest.",
    "Experiments on 3 data sets show clear gains.",
    "BAC outperforms prior methods in over 40 tasks.",
    "We fine-tune a 7B model on 1M images and 100k questions.",
    "We train for 100 epochs with a learning rate of 0.001 and batch size 256.",
    "This was first observed in 2021 (Smith et al., 2020) [12].",
    "By Eq. (3) and Theorem 2, the bound follows.",
    "Our algorithm enjoys an O(sqrt(T)) regret and O(1/T^2) convergence.",
    "The rate is minimax optimal up to log factors with n^{-1/2} error.",
    "We compare GPT-4, ResNet50, Llama2 and Inception-v3 on COVID-19 data in 3D.",
    "We study $H$-consistency bounds for S^2IP-LLM and T5.",
    "Our method reduces pre-training costs and improves accuracy.",
    "With only 10% of the labels, the model is competitive.",
    "We use a masking ratio of 75% and a 95% confidence interval.",
    "The images have a resolution of 256x256 and the model uses 3x3 convolutions.",
    "We quantize weights to 3-bit and 4-bit precision.",
    # a reviewer's sentences against session 9's rules: each fooled one before its fix
    "We recruited 40 annotators; 25% of the annotators selected for the pilot were native speakers.",
    "We hold out and evaluate on 20% of the tasks, training on the remainder.",
    "We use a 5-points Likert scale for human evaluation.",
])
def test_not_results(text):
    assert extract_metrics(text) == []


def test_counts_next_to_results_are_dropped():
    found = extract_metrics("Across 12 benchmarks and 4 models, accuracy improves by 2.5% on average.")
    assert [(m.value, m.unit) for m in found] == [(2.5, "%")]


# ---------------------------------------------------------------------------- offsets & evidence
def test_spans_and_evidence():
    text = "We study robustness. Our model reaches 91.4% accuracy on CIFAR-10. Code is public."
    m = one(text)
    assert text[m.char_start:m.char_end] == m.raw_value == "91.4%"
    assert m.evidence == "Our model reaches 91.4% accuracy on CIFAR-10."


def test_order_of_appearance_and_empty_input():
    found = extract_metrics("It is 3x faster. It also reduces memory by 20%.")
    assert [m.value for m in found] == [3.0, 20.0]
    assert extract_metrics("") == []
    assert extract_metrics("No numbers here.") == []


# ---------------------------------------------------------------------------- parse_number
@pytest.mark.parametrize("surface, expected", [
    ("73.6%", (73.6, "%")),
    ("0.20066", (0.20066, None)),
    ("93.8 ± 0.2", (93.8, None)),
    ("93.8±0.2", (93.8, None)),
    ("87.44% ± 0.0034%", (87.44, "%")),
    ("2×", (2.0, "x")),
    ("3x", (3.0, "x")),
    ("two-fold", (2.0, "x")),
    ("1,234.5", (1234.5, None)),
    ("2.1M", (2100000.0, None)),
    ("20B", (20e9, None)),
    ("-6.59 kcal/mol", (-6.59, "kcal/mol")),
    ("−0.84", (-0.84, None)),
    ("41.7\\%", (41.7, "%")),
    ("12 ms", (12.0, "ms")),
    ("3.2 pp", (3.2, "pp")),
    ("76.2/83.1", (76.2, None)),
    ("27.0 (Titan Xp)", (27.0, None)),
    ("1e-3", (0.001, None)),
    ("an order of magnitude", (10.0, "x")),
])
def test_parse_number(surface, expected):
    got = parse_number(surface)
    assert got is not None
    assert math.isclose(got[0], expected[0], rel_tol=1e-9) and got[1] == expected[1]


@pytest.mark.parametrize("surface", ["-", "--", "N/A", "n/a", "", "  ", "Yes", "biLSTM", "ResNet-18",
                                     "Please tell us", "/", "—", "nan", "inf", "GPT-4"])
def test_parse_number_rejects_non_numeric(surface):
    assert parse_number(surface) is None


def test_parse_number_quantulum_plain_numbers():
    path = SHARED / "data" / "raw" / "quantulum3-tests" / "quantities.json"
    if not path.exists():
        pytest.skip(f"shared quantulum3 tests not found at {path}")
    checked = 0
    for item in json.loads(path.read_text()):
        for res in item.get("res", []):
            surface = res.get("surface", "")
            if re.fullmatch(r"-?\d+(?:,\d{3})*(?:\.\d+)?", surface):
                got = parse_number(surface)
                assert got is not None and math.isclose(got[0], res["value"]), surface
                checked += 1
    assert checked >= 10


# ---------------------------------------------------------------------------- seed gold
def _seed_pairs():
    if not SEED_GOLD.exists() or not SEED_TEXT.exists():
        pytest.skip(f"seed gold not found under {SHARED}")
    gold = json.loads(SEED_GOLD.read_text())
    texts = SEED_TEXT.read_text(encoding="utf-8").split("\n", 1)[1].strip().split("\n\n")
    assert len(texts) >= len(gold)
    return [(g, texts[g["seed_index"] - 1]) for g in gold]


def _row(m: MetricFound) -> dict:
    return {"value": m.value, "unit": m.unit, "metric": m.name, "kind": m.kind,
            "baseline_value": m.baseline_value, "qualifier": m.qualifier, "subject": m.subject}


def test_seed_gold_exact():
    pairs = _seed_pairs()
    assert len(pairs) == 19
    for gold, text in pairs:
        got = [_row(m) for m in extract_metrics(text)]
        assert got == gold["metrics"], (gold["seed_index"], got)


# ---------------------------------------------------------------------------- ICML posters
def _posters():
    if not ICML.exists():
        pytest.skip(f"ICML 2024 events not found at {ICML}")
    events = json.loads(ICML.read_text(encoding="utf-8"))
    return {e["virtualsite_url"].rstrip("/").rsplit("/", 1)[1]: e["abstract"]
            for e in events if e.get("type") == "Poster"}


def test_icml_sweep_never_raises_spans_inside_finite():
    posters = _posters()
    assert len(posters) == 2634
    total = 0
    for text in posters.values():
        found = extract_metrics(text)
        last = -1
        for m in found:
            assert 0 <= m.char_start < m.char_end <= len(text)
            assert text[m.char_start:m.char_end] == m.raw_value
            assert m.raw_value in m.evidence and m.evidence in text
            assert math.isfinite(m.value)
            assert m.baseline_value is None or math.isfinite(m.baseline_value)
            assert m.kind in ("score", "improvement", "ratio")
            assert m.char_start >= last
            last = m.char_start
        total += len(found)
    assert 300 < total < 2000


def test_heldout_quality():
    posters = _posters()
    items = json.loads(HELDOUT.read_text())["items"]
    f1, name, unit, kind = _score([(posters[i["poster_id"]], i["metrics"]) for i in items])
    assert f1 >= 0.9, f1
    assert unit >= 0.95
    assert kind >= 0.85
    assert name >= 0.5


# ---------------------------------------------------------------------------- metric names
@pytest.mark.parametrize("text, name", [
    ("The new kernel is 40% faster than the reference.", "speed"),
    ("The accelerator is 1.17x more energy efficient than the baseline.", "energy efficiency"),
    ("Graph ConvNets are 36% more accurate than variational techniques.", "accuracy"),
    ("The method is about 3 times slower than SGD in terms of running time.", "running time"),
    ("It achieves up to $2\\times$ faster inference speed.", "inference speed"),
    # a faster process names its speed, with a noun before it (ICML 2024, SemEval-2010); not "than"
    ("Our agent shows a 15.4x faster imagination compared to prior agents.", "imagination speed"),
    ("It results in up to 2.7 times faster information convergence than others.", "information convergence speed"),
    ("It is 2x faster than training from scratch.", "speed"),
    # a word before the process that is no noun keeps it out of the name; a process that is only a
    # modifier names nothing ("deep learning training")
    ("Inference is 2x faster using generation caching.", "inference speed"),
    ("It is 3x faster per inference call.", "speed"),
    ("It gives 2x faster deep learning training.", "speed"),
    ("It yields 5x faster model training.", "model training speed"),
    ("It gives 2x faster run time.", "run time"),
    # ... and a faster rate is named as written (WACV 2024, ICLR 2017)
    ("Our approach achieves a 4x faster run-time in case of 10 concurrent objects.", "run-time"),
    ("LP also demonstrate up to 2x faster bandwidth than BE techniques.", "bandwidth"),
])
def test_comparative_names_the_quantity(text, name):
    assert one(text).name == name


def test_metric_with_an_ampersand():
    # video object segmentation's J&F (the mean of region J and contour F) is one name (WACV 2024)
    assert one("It achieves 61.2% J&F on MOSE.").name == "J&F"
    found = extract_metrics("It increases the J&F score by 4.0 and 1.9 points using ResNet-50 and VSwin-Tiny, "
                            "respectively.")
    assert [m.name for m in found] == ["J&F score", "J&F score"]
    # only one capital on each side: "AP&AR" is two names, the record stays
    assert [m.value for m in extract_metrics("It reaches 45.1 AP&AR on the benchmark.")] == [45.1]


def test_change_in_names_what_changed_even_outside_the_vocabulary():
    assert one("It yields an average 14.86% increase in Reliability.").name == "Reliability"
    # a data set after "on" is a subject, never a name
    assert one("It yields a 3.1% improvement on ImageNet.").name != "ImageNet"


def test_noun_phrase_before_by_names_the_change():
    found = extract_metrics("It reduces the number of parameters by about 20% and computation by up to 74%.")
    assert [(m.value, m.name) for m in found] == [(20.0, "number of parameters"), (74.0, "computation")]
    assert one("Zeta reduced the computation time of TO-AA-SIPP by around 70% on average.").name == "computation time"
    assert one("With pruning, the model size can be reduced by 90%.").name == "model size"
    # the perfect "has been" is no part of the name
    assert one("Where the detection coverage has been boosted by 96% with few false positives.").name == (
        "detection coverage")


def test_name_before_by_names_the_list_after_it():
    found = extract_metrics("For models on CIFAR-10, CIFAR-100 and ImageNet, our method reduces the number of "
                            "multiplications by 10.4x, 6.8x and 10.8x respectively.")
    assert [(m.value, m.name, m.subject) for m in found] == [
        (10.4, "number of multiplications", "CIFAR-10"), (6.8, "number of multiplications", "CIFAR-100"),
        (10.8, "number of multiplications", "ImageNet")]
    # names listed before "by" are paired with the numbers instead
    found = extract_metrics("It improves accuracy, recall, and F1 by 5.03%, 4.65%, and 5.41%, respectively.")
    assert [m.name for m in found] == ["accuracy", "recall", "F1"]


def test_noun_phrase_before_by_negatives():
    found = extract_metrics("D3M reduces RMSE and CRPS by up to 4.6% and 4.3% compared with the baselines.")
    assert found[0].name != "CRPS"
    assert one("Linear probing on ImageNet using ViT-B is improved by 1.7%.").name != "ViT-B"
    assert one("It reduces hallucination effectively by up to 58.3%.").name == "hallucination"


def test_slash_lists_pair_names():
    found = extract_metrics("It achieves 19.0%/24.2% ADE/FDE improvement on ETH-UCY.")
    assert [(m.value, m.name, m.kind) for m in found] == [(19.0, "ADE", "improvement"), (24.2, "FDE", "improvement")]


def test_loose_list_shares_claim():
    found = extract_metrics("It improved overall accuracy by up to 2.24% on EGTEA, 3.97% on MECCANO, and 1.49% on EPIC.")
    assert [(m.kind, m.qualifier) for m in found] == [("improvement", "up to")] * 3
    assert len({m.name for m in found}) == 1 and found[0].name is not None
    # separate claims keep their own names
    found = extract_metrics("It reaches 45.3% mAP on COCO and 3.2 FID on FFHQ.")
    assert [m.name for m in found] == ["mAP", "FID"]


# ---------------------------------------------------------------------------- kind
def test_passive_change_is_improvement():
    assert one("The total size of the embedding layer can be reduced up to 98% at no cost.").kind == "improvement"
    assert one("Accelerates the exact algorithm by a median of 29.79% on all instances.").kind == "improvement"


def test_number_in_brackets_after_a_name_is_its_level():
    found = extract_metrics("It is the first model to outperform humans (4.5%) on the task.")
    assert [(m.value, m.kind) for m in found] == [(4.5, "score")]
    found = extract_metrics("It outperforms the baselines by a wide margin (-0.84 kcal/mol).")
    assert [(m.value, m.kind) for m in found] == [(-0.84, "improvement")]


# ---------------------------------------------------------------------------- acceptance
@pytest.mark.parametrize("text", [
    "Attention accounts for 37-40% of forwarding time in long-context decoding.",
    "The embedding matrices are responsible for over 90% of the model parameters.",
    "The KV cache consumes over 50% of memory during inference.",
])
def test_background_shares_are_not_results(text):
    assert extract_metrics(text) == []


def test_background_rule_keeps_reductions():
    assert one("Our cache reduces memory by 50% during decoding.").value == 50.0


def test_cost_share_with_only_is_a_result():
    m = one("The adapter uses only 0.5% of the parameters and matches full fine-tuning.")
    assert (m.value, m.unit, m.name, m.kind) == (0.5, "%", "parameters", "score")
    assert extract_metrics("We fine-tune 1% of the parameters with LoRA.") == []
    assert extract_metrics("With only 10% of the labels, the model is competitive.") == []


def test_with_percent_and_metric_is_a_result():
    m = one("SEAS reaches the best results, PRW with 60.5% mAP.")
    assert (m.value, m.name) == (60.5, "mAP")
    assert extract_metrics("The model is trained with 10% of the data.") == []


def test_times_at_end_of_phrase():
    m = one("It accelerates the generation by at least 30 times.")
    assert (m.value, m.unit, m.kind, m.qualifier) == (30.0, "x", "ratio", "at least")
    m = one("The tool showed a speed improvement of 2-4 times.")
    assert (m.value, m.unit, m.qualifier) == (4.0, "x", "up to")
    assert extract_metrics("We repeat each run 5 times.") == []
    assert extract_metrics("The sample is drawn 3 times, and the mean is reported.") == []


def test_twofold_contribution_is_not_a_result():
    assert extract_metrics("Our contribution is twofold: a bound and an estimator.") == []
    assert extract_metrics("The problems with such an approach are two-fold.") == []


# ---------------------------------------------------------------------------- sentences
def test_sentence_boundaries():
    from etl.extract.sentences import sentence_spans

    def split(t):
        return [t[a:b] for a, b in sentence_spans(t)]

    assert split("We study domains.Our approach wins.") == ["We study domains.", "Our approach wins."]
    assert split("It is robust. $2\\times$ faster too.") == ["It is robust.", "$2\\times$ faster too."]
    assert split("It is robust. *Note: draft.") == ["It is robust.", "*Note: draft."]
    assert split("It fails on noisy data. we then fix it.") == ["It fails on noisy data.", "we then fix it."]
    # unchanged: abbreviations, decimals, URLs and file names
    assert split("It works, e.g. on MNIST, with 3.5% error.") == ["It works, e.g. on MNIST, with 3.5% error."]
    assert split("See Fig. 3 and et al. for details.") == ["See Fig. 3 and et al. for details."]
    assert split("Code: https://x.io/A.Bc and github.com/Foo.Bar here.") == ["Code: https://x.io/A.Bc and github.com/Foo.Bar here."]


def test_a_run_on_sentence_is_cut_at_white_space_and_every_result_in_it_is_found():
    from etl.extract.sentences import MAX_SENTENCE, sentence_at, sentence_spans

    # a table flattened into one "sentence": the extractors look back over the sentence for
    # each number, so without the cut 6,000 numbers took 37 s, with it about 1 s
    text = " ".join(f"accuracy of {i}.5% and" for i in range(1500)) + " done."
    spans = sentence_spans(text)
    assert len(spans) > 1 and all(b - a <= MAX_SENTENCE for a, b in spans)
    assert " ".join(text[a:b] for a, b in spans) == text  # cut only at the single spaces
    found = extract_metrics(text)
    assert [m.value for m in found] == [i + 0.5 for i in range(1500)]
    # pieces never start or end in white space (double spaces, new lines), and a text with none
    # is cut anyway
    for odd in ("word  " * 800, "word\n" * 1000, "a" * 5000):
        pieces = sentence_spans(odd)
        assert len(pieces) > 1 and all(0 < b - a <= MAX_SENTENCE for a, b in pieces), odd[:10]
        assert all(not odd[a].isspace() and not odd[b - 1].isspace() for a, b in pieces)
        assert "".join("".join(odd[a:b].split()) for a, b in pieces) == "".join(odd.split())
    # the sentence of a position is found by bisection, as a scan over the spans would find it
    gaps = "One.  Two.   Three."
    spans = sentence_spans(gaps)
    for pos in range(len(gaps) + 3):
        scan = next((i for i, (a, b) in enumerate(spans) if a <= pos < b), -1)
        assert sentence_at(spans, pos) == scan, pos
    assert sentence_at([], 3) == -1
    # a long real sentence is not cut (the longest of the 68,604 in the ML corpora: 1,529 characters)
    long_sentence = "We show that " + "a very long clause, " * 80 + "holds."
    assert len(long_sentence) > 1600 and sentence_spans(long_sentence) == [(0, len(long_sentence))]


def test_sentence_split_separates_background_from_results():
    text = "Prior work fails on long inputs.Our method reaches 91.4% accuracy."
    m = one(text)
    assert m.evidence == "Our method reaches 91.4% accuracy."


# ---------------------------------------------------------------------------- held-out quality (both sets)
HELDOUT_2 = Path(__file__).resolve().parent / "data" / "heldout_metrics_2.json"
HELDOUT_3 = Path(__file__).resolve().parent / "data" / "heldout_metrics_3.json"
# Round 6 developed on sets 3-5 (now regression floors): set 3 F1 0.923 -> 0.937, name 0.764 -> 0.865;
# session 8 found one more of its results ("less than 25% of the time", F1 0.943), whose name it
# takes from the clause before and the label leaves empty (name 0.853). Session 9 keeps "average"
# in names, as twelve labels in seven other sets do and two in this set do not (name 0.813)
H3_FLOOR = {"f1": 0.94, "name": 0.81, "unit": 0.99, "kind": 0.98}
HELDOUT_4 = Path(__file__).resolve().parent / "data" / "heldout_metrics_4.json"
HELDOUT_5 = Path(__file__).resolve().parent / "data" / "heldout_metrics_5.json"
PAPERLISTS = SHARED / "data" / "raw" / "paperlists"


def _score(pairs):
    tp = fp = fn = name_ok = unit_ok = kind_ok = 0
    for text, gold in pairs:
        got = extract_metrics(text)
        used = [False] * len(got)
        for exp in gold:
            j = next((j for j, g in enumerate(got) if not used[j] and math.isclose(g.value, exp["value"])), None)
            if j is None:
                fn += 1
                continue
            used[j] = True
            tp += 1
            g = got[j]
            name_ok += (g.name or "").lower() == (exp["metric"] or "").lower()
            unit_ok += g.unit == exp["unit"]
            kind_ok += g.kind == exp["kind"]
        fp += used.count(False)
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    return 2 * precision * recall / (precision + recall), name_ok / tp, unit_ok / tp, kind_ok / tp


def _paperlists_pairs(path: Path, count: int):
    from etl.normalise import normalise_text

    if not PAPERLISTS.exists():
        pytest.skip(f"paperlists not found at {PAPERLISTS}")
    data = json.loads(path.read_text())
    assert len(data["items"]) == count
    abstracts = {}
    pairs = []
    for item in data["items"]:
        if item["source"] not in abstracts:
            records = json.loads((PAPERLISTS / item["source"]).read_text(encoding="utf-8"))
            abstracts[item["source"]] = {r["id"]: r.get("abstract") or "" for r in records}
        pairs.append((normalise_text(abstracts[item["source"]][item["id"]]).text, item["metrics"]))
    return pairs


def test_heldout_2_quality():
    """50 paperlists abstracts labelled before development (see the file's "source"). Unseen at
    first (F1 0.953, name 0.681, unit 1.0, kind 0.868); its errors were then studied for the name
    rules, so it is now a regression floor (name 0.879, kind 0.967 after that round). Round 4 (list
    mates with a unit) matched one more gold record whose name is wrong: F1 0.953 -> 0.958, the
    count of right names unchanged, so the name share fell to 0.848."""
    f1, name, unit, kind = _score(_paperlists_pairs(HELDOUT_2, 50))
    assert f1 >= 0.93, f1
    assert name >= 0.84, name
    assert unit >= 0.97, unit
    assert kind >= 0.94, kind


def test_heldout_3_quality():
    """40 wacv/uai/colt/naacl 2024 abstracts labelled before the name-rules round and never
    developed on (see the file's "source"). Before that round: F1 0.903, name 0.700, unit 0.986,
    kind 0.814; after it (measured once, at the end): F1 0.903, name 0.714, unit 0.986, kind 0.871."""
    f1, name, unit, kind = _score(_paperlists_pairs(HELDOUT_3, 40))
    assert f1 >= H3_FLOOR["f1"], f1
    assert name >= H3_FLOOR["name"], name
    assert unit >= H3_FLOOR["unit"], unit
    assert kind >= H3_FLOOR["kind"], kind


@pytest.mark.parametrize("path, floor", [
    # after round 6 (developed on them): set 4 F1 0.915 -> 0.967, name 0.759 -> 0.847;
    # set 5 F1 0.915 -> 0.947, name 0.700 -> 0.845
    (HELDOUT_4, {"f1": 0.96, "name": 0.84, "unit": 0.99, "kind": 0.99}),
    (HELDOUT_5, {"f1": 0.94, "name": 0.84, "unit": 0.99, "kind": 0.98}),
])
def test_heldout_4_and_5_quality(path, floor):
    f1, name, unit, kind = _score(_paperlists_pairs(path, 40))
    assert f1 >= floor["f1"], f1
    assert name >= floor["name"], name
    assert unit >= floor["unit"], unit
    assert kind >= floor["kind"], kind


def test_heldout_1_quality_both_measures():
    """ICML 2024 held-out set: no longer unseen (it was debugged on), so a regression floor only.
    Its labels drop "average" from three names ("an average AUC score of 75.2%"), which session 9
    keeps as the later sets do (name 0.81 -> 0.73)."""
    posters = _posters()
    items = json.loads(HELDOUT.read_text())["items"]
    f1, name, unit, kind = _score([(posters[i["poster_id"]], i["metrics"]) for i in items])
    assert f1 >= 0.97, f1
    assert name >= 0.73, name
    assert unit >= 0.97, unit
    assert kind >= 0.93, kind


# ---------------------------------------------------------------------------- metric names (round 3)
def test_name_before_a_list_of_numbers_is_shared_and_singular():
    found = extract_metrics("Without multi-task learning, the recognition accuracies for MNIST, NotMNIST and "
                            "FashionMNIST are 99.56%, 97.22% and 94.32% respectively.")
    assert [(m.value, m.name) for m in found] == [(99.56, "recognition accuracy"), (97.22, "recognition accuracy"),
                                                   (94.32, "recognition accuracy")]


def test_changed_noun_phrase_is_cut_at_of():
    m = one("GTP decreases the computational complexity of both DeiT-S and DeiT-B by up to 26%.")
    assert (m.value, m.name, m.kind, m.qualifier) == (26.0, "computational complexity", "improvement", "up to")
    m = one("Accuracy stays the same while reducing the computational complexity up to 2x.")
    assert (m.value, m.name) == (2.0, "computational complexity")


def test_longest_metric_phrase_wins():
    assert one("Our method achieved 6.6x compression rate for the embedding matrices.").name == "compression rate"
    assert one("It reaches a relative distance error of 43.5% on the benchmark.").name == "relative distance error"


@pytest.mark.parametrize("text, name", [
    ("The loss achieves up to a 37.5% relative WER reduction over the baseline.", "WER"),
    ("The agent gains 11.5% absolute accuracy over the best prompt.", "accuracy"),
    ("KernelWarehouse achieves a 4.38% absolute top-1 accuracy gain on the DeiT-Tiny backbone.", "top-1 accuracy"),
])
def test_relative_and_absolute_are_not_part_of_the_name(text, name):
    assert one(text).name == name


@pytest.mark.parametrize("text", [
    "Llip improves zero-shot classification by an average of 2.9% on the benchmarks.",
    "In self-supervised contrastive learning, they yield substantial 5-10% gains in downstream classification.",
    "For example, linear probing on ImageNet using ViT-B is improved by 1.7% for ViT-H.",
])
def test_task_is_not_a_metric_name(text):
    assert one(text).name is None


def test_possessive_owner_is_not_part_of_the_name():
    m = one("Random decisions decrease GPT4's response quality by 97% compared to expert decisions.")
    assert m.name == "response quality"


def test_system_object_of_change_verb_is_not_a_name():
    m = one("GliDe can accelerate Vicuna models up to 2.17x on walltime.")
    assert m.name != "Vicuna models" and m.unit == "x"


def test_participle_after_changed_noun_is_dropped():
    m = one("We can reduce the number of training steps needed by roughly 10-30%.")
    assert (m.value, m.name) == (30.0, "number of training steps")


def test_validation_error_keeps_its_split():
    assert one("Our optimizer improves the validation error in these models by 0.9%.").name == "validation error"


def test_list_gain_on_named_metric_is_shared():
    found = extract_metrics("Our fine-tuned model exhibits 70% and 20% gain on the F1 score against ChatGPT and Bard.")
    assert [(m.value, m.name, m.kind) for m in found] == [(70.0, "F1 score", "improvement"),
                                                           (20.0, "F1 score", "improvement")]


def test_list_kind_comes_from_the_claim_after_the_last_number():
    found = extract_metrics("It achieves a 13.1% and 9% increase in accuracy over the prior state of the art.")
    assert [(m.value, m.name, m.kind) for m in found] == [(13.1, "accuracy", "improvement"),
                                                           (9.0, "accuracy", "improvement")]


def test_speed_ups_of_is_an_improvement():
    m = one("RAIS moves faster through these paths, achieving speed-ups of at least 20%.")
    assert (m.value, m.kind, m.qualifier) == (20.0, "improvement", "at least")


@pytest.mark.parametrize("arrow", ["↑", "|"])
def test_up_arrow_in_brackets_is_an_improvement(arrow):
    found = extract_metrics(f"It leads to improvements on JIGSAWS ({arrow} 6.0%), MTL-AQA ({arrow} 0.99%), "
                            f"and FineDiving ({arrow} 2.54%).")
    assert [(m.value, m.kind) for m in found] == [(6.0, "improvement"), (0.99, "improvement"), (2.54, "improvement")]


def test_physical_quantity_does_not_borrow_an_accuracy_name():
    found = extract_metrics("DMS improves the top-1 accuracy by 1.4% while requiring only 0.4 GPU days for searching.")
    assert [(m.value, m.name) for m in found] == [(1.4, "top-1 accuracy"), (0.4, None)]


def test_cost_share_of_possessive_macs():
    found = extract_metrics("IIANet-fast has only 7% of CTCNet's MACs and is faster on CPUs.")
    assert [(m.value, m.name, m.kind) for m in found] == [(7.0, "MACs", "score")]


# ---------------------------------------------------------------------------- round 4: names and hard cases
# Guidelines §2 `metric`: "the quantity measured, as named in the text"
def test_name_is_every_word_between_number_and_head():
    assert one("Quest can achieve up to 2.23x self-attention speedup on long inputs.").name == "self-attention speedup"
    assert one("It reaches 100% predictive accuracy in our test domains.").name == "predictive accuracy"


def test_average_is_part_of_the_name_other_aggregates_are_not():
    # "average success rate" is the quantity as the text names it (held-out sets 5, 7-9, 11, 13, 15)
    m = one("Our agents build models in MLAgentBench with 37.5% average success rate.")
    assert (m.value, m.name, m.kind) == (37.5, "average success rate", "score")
    assert one("The results show an average accuracy improvement of 7.4% using our method.").name == "average accuracy"
    assert one("CROW achieves an 8% average performance improvement across 75 experiments.").name == "average performance"
    assert one("It requires only a tiny 0.31% additional time consumption.").name == "time consumption"


def test_share_of_counted_things_names_them():
    assert one("The best-performing prompt passed in 49.7% of games in our study.").name == "games"
    assert one("GPT-4 beats NLLB in 40.91% of translation directions but still faces a gap.").name == "translation directions"
    # a pronoun names nothing, and two shares of one coordinated noun phrase are left to the lists
    assert [m.name for m in extract_metrics("DARE can effortlessly eliminate 90% or even 99% of them.")] == [None, None]
    assert [m.name for m in extract_metrics("Our best defense eliminates 60% of strong gray-box and 90% of strong "
                                            "black-box attacks.")] == [None, None]


def test_acronym_defined_right_before_its_number_is_named_in_full():
    found = extract_metrics("Our method achieved a Dice similarity coefficient (DSC) of 83.47% on the FUMPE dataset, "
                            "as well as a DSC of 83.42% on the CAD-PE dataset.")
    assert [(m.value, m.name) for m in found] == [(83.47, "Dice similarity coefficient"), (83.42, "DSC")]
    assert one("This generated data achieved an Equal Error Rate(EER) of 0.16%.").name == "Equal Error Rate"


def test_capitalised_setting_word_is_not_part_of_the_name():
    m = one("DiffS4L reduces the WER of the HuBERT model by 6.26 percentage points in the English ASR task.")
    assert (m.value, m.unit, m.name) == (6.26, "pp", "WER")


def test_task_acronym_before_the_head_is_part_of_the_name():
    # "as named in the text": a task or setting the abstract defines is what was measured
    assert one("Object re-identification (ReID) matters. Our network achieves ReID accuracy exceeding 90% "
               "for rigid objects.").name == "ReID accuracy"
    assert [m.name for m in extract_metrics(
        "We study multi-modal zero-shot learning (MZSL). Specifically, we improve the conventional MZSL "
        "performance by a margin of 2.1% and 9.81% on VGGSound and UCF.")] == ["MZSL performance"] * 2
    # models and data sets are used without a definition: the subject, not the name
    assert one("We observe that BERT accuracy degrades by 15% under this shift.").name == "accuracy"
    assert one("Our method achieves ResNet accuracy of 96.1% on the benchmark.").name == "accuracy"
    # nor systems (a plural acronym) or praise
    assert one("One-class SVMs (OCSVMs) are common. The proposed method improves OCSVMs performance "
               "significantly (2-7%).").name == "performance"
    assert one("It results in SOTA performance, outperforming other models by +10% on object prediction."
               ).name == "performance"


def test_change_named_before_the_change_noun():
    m = one("The method can achieve more than 38% BitOPs reduction compared to INT8 quantization.")
    assert (m.value, m.name, m.kind, m.qualifier) == (38.0, "BitOPs", "improvement", "more than")


def test_gain_and_vs_name_nothing():
    # §2: metric is null when the text names none; a "gain" is the change, not the quantity
    assert one("Transolver achieves state-of-the-art with 22% relative gain across six benchmarks.").name is None
    found = extract_metrics("This result surpasses RepQ-ViT by 3.92% (82.24% VS 78.32%).")
    assert all(m.name != "VS" for m in found)
    assert [m.kind for m in found if m.value == 82.24] == ["score"]  # "vs": a level, not a gain


def test_things_larger_or_smaller_name_their_size():
    # as "a 2-4x smaller model" names model size: the things that are larger, before the number
    assert one("GraphRNN scales to graphs 50 times larger than previous deep models.").name == "graph size"
    assert one("It finds counterexamples for networks that are 10x larger than the ones supported by existing "
               "analysis techniques.").name == "network size"
    assert one("The method handles vocabularies 4x larger than before.").name == "vocabulary size"
    # not a method compared, nor a signed change
    assert one("Our approach outperforms methods 3x larger than ours.").name != "method size"


def test_a_name_is_no_preposition_and_stops_at_the_next_determiner():
    found = extract_metrics("Our unsupervised model achieves an mAP of 54.4%that is only 2.4 points lower from "
                            "the supervised case.")
    assert [m.name for m in found if m.value == 2.4] == ["mAP"]
    found = extract_metrics("By providing only 0.6% manual locations this accuracy can be improved to a mean "
                            "deviation of 9 pixels.")
    assert [m.name for m in found if m.value == 0.6] == ["manual locations"]
    # a determiner after a preposition is inside the name
    assert one("It achieves 3% improved area under the ROC curve.").name == "area under the ROC curve"


def test_number_after_versus_is_a_score_unless_it_restates_a_margin():
    # in brackets after a margin, "vs" sets the two scores the margin came from: only the margin
    # and this work's score (the labels of set 12)
    found = extract_metrics("GAV outperformed the state of the art on the ogbl-vessel benchmark by 12% "
                            "(98.38 vs. 87.98 AUC).")
    assert 87.98 not in [m.value for m in found]
    assert 87.98 not in values("GAV outperformed the state of the art by 12 points (98.38 vs. 87.98 AUC).")
    # elsewhere the compared system's score is reported too (the labels of sets 13 and 34)
    found = extract_metrics("Notably, MagicoderS-CL-7B based on CodeLlama even surpasses the prominent ChatGPT on "
                            "HumanEval+ (66.5 vs. 65.9 in pass@1).")
    assert [(m.value, m.name) for m in found] == [(66.5, "pass@1"), (65.9, "pass@1")]
    # and the number set against it, when the abstract already reported it, is that same result
    found = extract_metrics("The Swin-Base model achieves a Top-1 accuracy of 82.24% on ImageNet. This result "
                            "surpasses the RepQ-ViT by 3.92% (82.24% VS 78.32%).")
    assert [(m.value, m.kind) for m in found] == [(82.24, "score"), (3.92, "improvement")]


def test_name_after_the_last_of_a_list_names_all():
    found = extract_metrics("RaLMSpec is up to 7.59× and 2.45× faster than existing methods.")
    assert [(m.value, m.name, m.kind) for m in found] == [(7.59, "speed", "ratio"), (2.45, "speed", "ratio")]


def test_and_inside_a_number_list_is_not_a_new_clause():
    found = extract_metrics("Split-Ensemble, without additional computational cost, improves accuracy over a single "
                            "model by 0.8%, 1.8%, and 25.5% on CIFAR-10, CIFAR-100, and Tiny-ImageNet, respectively.")
    assert [m.name for m in found] == ["accuracy"] * 3


def test_factor_of_is_a_ratio():
    # §2 unit `x`: a factor
    m = one("PEOs increase throughput on a graph index by a factor of 1.6 to 2.5 over the default.")
    assert (m.value, m.unit, m.name, m.kind, m.qualifier) == (2.5, "x", "throughput", "ratio", "up to")


def test_bare_numbers_listed_with_a_named_one():
    found = extract_metrics("OWL surpasses Wanda and SparseGPT by 61.22 and 6.80 perplexity, respectively.")
    assert [(m.value, m.name, m.kind) for m in found] == [(61.22, "perplexity", "improvement"),
                                                           (6.8, "perplexity", "improvement")]
    assert values("Our model achieves FID scores of 2.57 and 2.33 on CIFAR-10.") == [2.57, 2.33]


def test_bare_scores_listed_one_per_benchmark():
    # §2: every number that reports an outcome is a record, the last of a list included
    found = extract_metrics("Our atomic edit extraction achieves an F1 of 0.93 on German, 0.91 on Chinese, "
                            "and 0.891 on English.")
    assert [(m.value, m.name, m.kind) for m in found] == [(0.93, "F1", "score"), (0.91, "F1", "score"),
                                                          (0.891, "F1", "score")]
    assert values("We achieve an even lower state-of-the-art perplexity of 52.8 on Penn Treebank and 52.0 "
                  "on WikiText-2.") == [52.8, 52.0]
    # the 10 of "CIFAR-10" lies between the two scores
    assert values("Our model significantly outperforms existing WGF-based generative models, achieving FID "
                  "scores of 2.62 on CIFAR-10 and 6.42 on CelebA-HQ-256.") == [2.62, 6.42]
    assert extract_metrics("We train the model on 8 GPUs on ImageNet and 16 on COCO.") == []


def test_bare_from_to_keeps_its_baseline():
    # §2 baseline: "from A to B" is one record B with baseline A
    m = one("We manage to improve FID from 8.87 to 7.11, on par with larger models.")
    assert (m.value, m.baseline_value, m.name, m.kind) == (7.11, 8.87, "FID", "score")


def test_bare_from_to_after_what_the_quantity_is_measured_on():
    m = one("As demonstrated on BDD100K, our algorithms enhance the mAP for small objects from 1.03 to 8.93.")
    assert (m.value, m.baseline_value, m.name, m.kind) == (8.93, 1.03, "mAP", "score")
    # a set-up range is not a change of a named quantity, nor is a sweep of a setting
    assert extract_metrics("We increase the batch size for all models from 32 to 256.") == []
    assert extract_metrics("We measure the F1 score across batch sizes from 32 to 256.") == []


def test_bare_score_followed_by_a_preposition():
    m = one("It reaches a BLEU of 30.1 on WMT14 En-De.")
    # the data set's whole name (as set 4 labels "WMT'14 English-German")
    assert (m.value, m.unit, m.name, m.kind, m.subject) == (30.1, None, "BLEU", "score", "WMT14 En-De")


def test_operating_points_and_kept_fractions_are_set_up():
    # §2 NOT results: sizes that only describe the set-up, hyper-parameters
    assert values("OWL surpasses Wanda by 6.80 perplexity at a high sparsity level of 70%.") == [6.8]
    assert values("APT keeps 98% task performance when pruning T5 with 40% parameters left.") == [98.0]
    assert extract_metrics("On CMNIST with 5% bias-conflict ratio the gap closes.") == []
    assert extract_metrics("We train with a learning rate of 0.001 on one GPU.") == []


def test_number_in_brackets_restates_the_result():
    found = extract_metrics("It reduces the perplexity of Transformers by up to 1.14 points (6.7%) on SlimPajama.")
    assert [(m.value, m.unit, m.name, m.kind, m.qualifier) for m in found] == [
        (1.14, "pp", "perplexity", "improvement", "up to"), (6.7, "%", "perplexity", "improvement", "up to")]


def test_margin_over_a_baseline_is_an_improvement():
    found = extract_metrics("The average improvement of InstructRetro is 7% over its GPT counterpart on QA and 10% "
                            "over GPT on summarization.")
    assert [(m.value, m.kind) for m in found] == [(7.0, "improvement"), (10.0, "improvement")]


def test_ranging_from_is_a_range():
    # §2: a range is one record with the upper value and qualifier "up to"
    m = one("It gives improvements ranging from +2 to +10dB over the codec.")
    assert (m.value, m.unit, m.baseline_value, m.qualifier, m.kind) == (10.0, "dB", None, "up to", "improvement")


def test_up_to_a_number_is_qualified():
    m = one("It achieves up to a 6.67 reduction in perplexity on the LLaMA model.")
    assert (m.value, m.name, m.kind, m.qualifier) == (6.67, "perplexity", "improvement", "up to")


def test_retained_share_of_performance_is_a_score():
    # which level is kept stays in the name (see also test_the_level_kept_keeps_its_modifiers)
    m = one("The scheme reduces storage while retaining 99.7% of original performance.")
    assert (m.value, m.name, m.kind) == (99.7, "original performance", "score")


def test_slash_separated_scores():
    found = extract_metrics("BNS achieves 45 PSNR / 1.76 FID using 16 NFE on ImageNet-64.")
    assert [(m.value, m.name) for m in found] == [(45.0, "PSNR"), (1.76, "FID")]


# ---------------------------------------------------------------------------- round 4 (dev: ICML 2024, ijcai2024, iclr2017)
def test_hedged_from_number_is_still_the_baseline():
    found = extract_metrics("SAFECLIP reduces the success rate of targeted data poisoning attacks from 93.75% to 0% "
                            "and that of various backdoor attacks from up to 100% to 0%, without harming CLIP's performance.")
    assert [(m.value, m.baseline_value, m.qualifier, m.kind) for m in found] == [
        (0.0, 93.75, None, "score"), (0.0, 100.0, None, "score")]


def test_signed_share_is_a_gain_not_a_retained_level():
    found = extract_metrics("Scores are also enhanced by FCT pretraining, with a relative gain of +7.8% of Mean Average "
                            "Precision on birds, and +2.3% of vowel accuracy against raw audio CNN.")
    assert [(m.value, m.kind) for m in found] == [(7.8, "improvement"), (2.3, "improvement")]


def test_exceeding_a_level_is_a_score():
    m = one("We can achieve a sensitivity for housing predictions exceeding 80%.")
    assert (m.value, m.name, m.kind, m.qualifier) == (80.0, "sensitivity", "score", "over")


def test_in_terms_of_stops_at_than():
    found = extract_metrics("Improved architectures are 86%, 61%, and 97% more compact in terms of parameters than "
                            "the naive CL architecture in Task IL and Class IL.")
    assert [m.name for m in found] == ["parameters"] * 3


def test_saving_named_after_the_metric_is_an_improvement_and_spreads_over_the_list():
    found = extract_metrics("We apply EST to train GPT2 model and TinyLlama model, resulting in 26.7% FLOPs saving for "
                            "GPT2 and 25.0% for TinyLlama without an increase in loss.")
    assert [(m.value, m.name, m.kind) for m in found] == [(26.7, "FLOPs", "improvement"), (25.0, "FLOPs", "improvement")]


def test_bar_separated_list_shares_name_and_kind():
    found = extract_metrics("KernelWarehouse (n = 4) achieves 5.61%|3.90%|4.38% absolute top-1 accuracy gain on the "
                            "ResNet18|MobileNetV2|DeiT-Tiny backbone.")
    assert [(m.value, m.name, m.kind) for m in found] == [
        (5.61, "top-1 accuracy", "improvement"), (3.9, "top-1 accuracy", "improvement"),
        (4.38, "top-1 accuracy", "improvement")]


def test_degradation_in_names_what_degraded():
    found = extract_metrics("Inference with these representations achieves an average speedup of 7.6x with less than "
                            "1% degradation in inference accuracy relative to a baseline platform.")
    assert [(m.value, m.name, m.kind) for m in found] == [(7.6, "average speedup", "ratio"),
                                                         (1.0, "inference accuracy", "improvement")]


def test_number_then_improved_is_an_improvement():
    found = extract_metrics("Compared to the basic RNN, GRAM achieved 10% higher accuracy for predicting rare diseases "
                            "and 3% improved area under the ROC curve for predicting heart failure.")
    assert [(m.value, m.kind) for m in found] == [(10.0, "improvement"), (3.0, "improvement")]


def test_by_list_with_names_between_shares_the_metric():
    found = extract_metrics("On ImageNet, DSD improved the Top1 accuracy of GoogLeNet by 1.1%, VGG-16 by 4.3%, "
                            "ResNet-18 by 1.2% and ResNet-50 by 1.1%, respectively.")
    assert [m.name for m in found] == ["Top1 accuracy"] * 4
    found = extract_metrics("The results show that FCT accelerates CNN when it pretrains low level layers: it reduces "
                            "training duration by -28% for birds classification, and by -26% for vowels classification.")
    assert [(m.value, m.name) for m in found] == [(-28.0, "training duration"), (-26.0, "training duration")]


def test_savings_in_names_the_object():
    m = one("SparQ Attention brings up to 8x savings in attention data transfers without substantial drops in accuracy.")
    assert (m.value, m.name, m.kind, m.qualifier) == (8.0, "attention data transfers", "ratio", "up to")


def test_passive_change_skips_where_it_happens():
    m = one("We show that the number of connections in fully-connected networks can be reduced by up to 90% "
            "while improving the accuracy.")
    assert (m.value, m.name, m.kind, m.qualifier) == (90.0, "number of connections", "improvement", "up to")


def test_share_removed_is_of_the_noun_after():
    m = one("We show that our proposed early stopping mechanism reduces up to 94% of timesteps used for "
            "classification while achieving rigorous accuracy gap control.")
    assert (m.value, m.name, m.kind, m.qualifier) == (94.0, "timesteps", "improvement", "up to")


def test_scaling_factors_are_set_up():
    m = one("Extensive evaluation with 2x, 3x, and 4x scaling factors demonstrates that our model obtains 8% to 47% "
            "performance gain over existing baselines.")
    assert (m.value, m.unit, m.qualifier) == (47.0, "%", "up to")


def test_list_before_an_accepted_number_is_accepted_too():
    found = extract_metrics("We empirically study its performance on the CIFAR-10 and CIFAR-100 datasets, where we "
                            "demonstrate new state-of-the-art results at 3.14% and 16.21%, respectively.")
    assert [m.value for m in found] == [3.14, 16.21]


def test_metric_better_than_is_an_improvement():
    found = extract_metrics("Our cell achieves a test set perplexity of 62.4 on the Penn Treebank, which is 3.6 "
                            "perplexity better than the previous state-of-the-art model.")
    assert [(m.value, m.name, m.kind) for m in found] == [(62.4, "test set perplexity", "score"),
                                                         (3.6, "perplexity", "improvement")]


def test_comparative_noun_stops_at_within():
    found = extract_metrics("MuxServe achieves up to 1.8× higher throughput or processes 2.9× more requests within "
                            "99% SLO attainment.")
    assert [(m.value, m.name) for m in found][:2] == [(1.8, "throughput"), (2.9, "requests")]


def test_hedged_second_claim_inherits_the_name():
    found = extract_metrics("ToDo relies on token downsampling of key and value tokens to accelerate Stable Diffusion "
                            "inference by up to 2x for common sizes and up to 4.5x or more for high resolutions.")
    assert [(m.value, m.qualifier) for m in found] == [(2.0, "up to"), (4.5, "up to")]
    assert found[0].name == found[1].name


def test_respectively_pairs_listed_metric_names():
    found = extract_metrics("T-RevSNN achieves excellent accuracy on ImageNet, while the memory efficiency, training "
                            "time acceleration and inference energy efficiency can be significantly improved by "
                            "8.6 ×, 2.0 × and 1.6 ×, respectively.")
    assert [(m.value, m.name) for m in found] == [(8.6, "memory efficiency"), (2.0, "training time acceleration"),
                                                 (1.6, "inference energy efficiency")]


def test_absolute_before_the_changed_metric_is_dropped():
    m = one("Our experiments show that the base MBRL method equipped with HarmonyDream gains 10%-69% absolute "
            "performance boosts on visual robotic tasks.")
    assert (m.value, m.name, m.kind, m.qualifier) == (69.0, "performance", "improvement", "up to")


def test_metric_named_before_by_is_not_inherited_over():
    found = extract_metrics("Prompt with HierICRF significantly boosts the few-shot HTC performance with an average "
                            "Micro-F1 by 28.80% to 1.50% and Macro-F1 by 36.29% to 1.5% over the previous baselines.")
    assert [m.name for m in found if m.value == 36.29] == ["Macro-F1"]


def test_size_comparative_names_the_noun_after_it():
    m = one("Experiments on multipliers demonstrate that HAVE significantly Pareto-dominates state-of-the-art "
            "approaches, achieving up to 28% larger hypervolume.")
    assert (m.value, m.name, m.qualifier) == (28.0, "hypervolume", "up to")
    # a model that is smaller is smaller in model size (heldout_metrics_4: "a 2-4x smaller model" is "model size")
    assert one("It reduces the model size, and the models are 10x smaller than BERT.").name == "model size"


# ---------------------------------------------------------------------------- names: whole and paired
def test_vocabulary_name_is_kept_whole():
    # "Average" would stop the modifier extension; the leaderboard name is "Mean Average Precision"
    found = extract_metrics("Scores are also enhanced by FCT pretraining, with a relative gain of +7.8% of Mean "
                            "Average Precision on birds, and +2.3% of vowel accuracy against raw audio CNN.")
    assert [(m.value, m.name) for m in found] == [(7.8, "Mean Average Precision"), (2.3, "vowel accuracy")]


def test_slash_names_before_slash_numbers():
    found = extract_metrics("Most remarkably, we obtain METEOR/CIDEr-D of 25.2%/98.6% on testing data of widely "
                            "used and publicly available splits.")
    assert [(m.value, m.name) for m in found] == [(25.2, "METEOR"), (98.6, "CIDEr-D")]


def test_respectively_pairs_metric_names_after_the_numbers():
    found = extract_metrics("Our method achieves state-of-the-art performance, outperforming existing methods by "
                            "2.4% and 1.2% in terms of F1-score and AUROC, respectively.")
    assert [(m.value, m.name) for m in found] == [(2.4, "F1-score"), (1.2, "AUROC")]


def test_camel_case_system_name_is_not_a_score():
    m = one("Novel objectives in SCoRe naturally model class-imbalance with up to 7.6% improvement in "
            "classification on CIFAR-10-LT.")
    assert (m.value, m.name) == (7.6, None)


def test_generic_head_takes_the_noun_before_it():
    found = extract_metrics("Experiments on MBPP and HumanEval demonstrate that NExT improves the fix rate of a "
                            "PaLM 2 model, by 26.1% and 10.3% absolute, respectively.")
    assert [(m.value, m.name) for m in found] == [(26.1, "fix rate"), (10.3, "fix rate")]


def test_verb_particle_is_not_part_of_the_name():
    m = one("Experiments show that our method parallels LLMs in accuracy while cutting down inference costs by as "
            "much as 90% with strong robustness against input distribution shifts.")
    assert (m.value, m.name, m.qualifier) == (90.0, "inference costs", "up to")
    found = extract_metrics("Experiments demonstrate our probabilistic approach can tighten up robustness "
                            "certificate to around 1.8× and 3.5× with at least a 99.99% confidence.")
    assert {m.name for m in found if m.unit == "x"} == {"robustness"}


def test_margin_of_named_metric_is_an_improvement_of_it():
    found = extract_metrics("On ImageNet, our model outperforms full-precision AlexNet model by 0.3% of Top-1 "
                            "accuracy and outperforms previous ternary models by 3%.")
    assert (found[0].value, found[0].name, found[0].kind) == (0.3, "Top-1 accuracy", "improvement")


def test_better_and_more_name_the_noun_after_them():
    found = extract_metrics("We validate our approach on GPT-based MoE models, demonstrating 67× better scalability "
                            "and up to 17.5× better throughput over existing frameworks.")
    assert [(m.value, m.name) for m in found] == [(67.0, "scalability"), (17.5, "throughput")]
    found = extract_metrics("InferCept improves the overall serving throughput by 1.6x-2x and completes 2x more "
                            "requests per second compared to the state-of-the-art LLM inference system.")
    assert [(m.value, m.name) for m in found] == [(2.0, "serving throughput"), (2.0, "requests per second")]
    m = one("Furthermore, we introduce Smoothed Attack, which is 1.89× more effective in decreasing the rewards "
            "of smoothed agents.")
    assert (m.value, m.name) == (1.89, "effectiveness")


def test_factor_without_by_names_the_changed_noun():
    m = one("Our new method, IM-3D, reduces the number of evaluations of the 2D generator network 10-100×, "
            "resulting in a much more efficient pipeline.")
    assert (m.value, m.unit, m.name, m.qualifier) == (100.0, "x", "number of evaluations", "up to")
    # after "of" the factor is a level, named by the head before it
    m = one("For LLaMA2-Chat 70B, EAGLE achieved a latency speedup ratio of 2.7x-3.5x while maintaining the "
            "distribution of the generated text.")
    assert (m.value, m.name) == (3.5, "latency speedup ratio")


# ---------------------------------------------------------------------------- set-up numbers, ranges
def test_bare_factor_range_is_one_record():
    found = extract_metrics("We extend our technique to attention-based sequence-to-sequence models, where it "
                            "maintains performance while reducing activation memory cost by a factor of 5-10 in the "
                            "encoder, and a factor of 10-15 in the decoder.")
    assert [(m.value, m.unit, m.name, m.qualifier) for m in found] == [
        (10.0, "x", "activation memory cost", "up to"), (15.0, "x", "activation memory cost", "up to")]


def test_setting_ratios_from_a_to_b_are_not_results():
    assert extract_metrics("When tested on CIFAR-10/100 and TinyImageNet, SelMatch consistently outperforms "
                           "leading selection-only and distillation-only methods across subset ratios from 5% "
                           "to 30%.") == []


def test_extent_of_a_data_set_is_not_a_result():
    assert extract_metrics("We also propose a comprehensive road network dataset covering approximately 794,178 "
                           "km2 area and 17.048 million people in 382 impoverished counties in China.") == []


def test_bare_number_of_tokens_is_a_count():
    assert extract_metrics("A qualitative analysis shows this model indeed captures interesting long-range "
                           "dependencies, like referring to a class member defined over 60 tokens in the past.") == []


def test_n_fold_before_a_plain_noun_describes_the_method():
    assert extract_metrics("More importantly, we propose a novel two-fold fusion module to ensure that the "
                           "aggregated cross-event information is fused.") == []
    assert extract_metrics("We evaluate with 5-fold cross-validation on all data sets.") == []
    assert one("This yields a two-fold reduction in memory.").value == 2.0


def test_number_after_a_digit_and_comma_belongs_to_a_name():
    assert extract_metrics("It generalizes to E(3)-equivariance on R3 and Poincaré-equivariance on Minkowski "
                           "spacetime R1,3.") == []


def test_change_hedged_by_close_to_is_an_improvement():
    m = one("Compared to traditional training, our framework leads to relative WER reductions of close to 10% in "
            "real-world dialog systems.")
    assert (m.value, m.name, m.kind, m.qualifier) == (10.0, "WER", "improvement", "about")


# ---------------------------------------------------------------- names, units and recall (round 6)
# Each sentence is a real abstract sentence from a development source (ICML 2024 posters and
# paperlists records not in any held-out file).
def _rows(text):
    return [(m.value, m.unit, m.name, m.kind, m.baseline_value, m.qualifier) for m in extract_metrics(text)]


def test_in_terms_of_names_the_quantity_and_ranking_metrics_at_k_are_heads():
    # §2 metric "as named in the text": also a name outside the vocabulary and a "@k" metric
    m = one("On the Gowalla dataset with more than 1MM items, where training BERT4Rec is infeasible, gSASRec "
            "outperforms the original SASRec model by 41% in terms of NDCG@10.")
    assert (m.value, m.name, m.kind) == (41.0, "NDCG@10", "improvement")
    found = extract_metrics(
        "Extensive experiments on six widely used benchmark datasets show that BR-FEDBIDDER outperforms eight "
        "state-of-the-art methods, surpassing the best-performing baseline by 5.66%, 6.08% and 2.44% in terms of "
        "the total revenue, ROI, and test accuracy of the resulting FL models, respectively.")
    assert [m.name for m in found] == ["total revenue", "ROI", "test accuracy"]


def test_in_terms_of_lists_share_a_noun_and_keep_average():
    found = extract_metrics(
        "Experiments on three datasets from distinct stock markets show that ADB-TRM excels state-of-the-arts over "
        "28.41% and 9.53% in terms of cumulative and risk-adjusted returns.")
    assert [m.name for m in found] == ["cumulative returns", "risk-adjusted returns"]
    found = extract_metrics(
        "It outperforms the best baseline by 17% and 29% in terms of unbalanced average training accuracy and "
        "unseen average testing accuracy, respectively.")
    assert [m.name for m in found] == ["unbalanced average training accuracy", "unseen average testing accuracy"]


def test_speeding_up_a_process_names_its_speed():
    found = extract_metrics("Furthermore, APT speeds up LMs' fine-tuning by up to 8× and reduces large LMs' memory "
                            "training footprint by up to 70%.")
    assert found[0].name == "fine-tuning speed" and (found[0].unit, found[0].kind) == ("x", "ratio")
    assert found[1].name == "memory training footprint"
    # a task is a process too ("improves generation by 2%" names no quantity, its speed does)
    m = one("The proposed method can accelerate the generation by at least 30 times.")
    assert (m.value, m.name, m.qualifier) == (30.0, "generation speed", "at least")
    # the object is a system, not a process: the quantity is its speed
    m = extract_metrics("Additional evaluation using walltime reveals that GliDe can accelerate Vicuna models up to "
                        "2.17x and further extend the improvement to 2.61x with CaPE.")[0]
    assert (m.value, m.name, m.qualifier) == (2.17, "speed", "up to")
    m = one("This integration accelerates the state-of-the-art exact algorithm by a median of 29.79% across "
            "various problem instances.")
    assert m.name == "speed"


def test_comparative_speed_names_the_process():
    found = extract_metrics(
        "Our model efficiently employs correspondence between normalized and target words and significantly "
        "outperforms character-level models while being 2x faster in training and 20% faster at evaluation.")
    assert [m.name for m in found] == ["training speed", "evaluation speed"]
    m = one("In classification and segmentation tasks, integrating VecKM as a preprocessing module achieves "
            "consistently better performance than the PointNet, PointNet++, and point transformer baselines, and "
            "runs consistently faster by up to 10 times.")
    assert (m.value, m.unit, m.name, m.qualifier) == (10.0, "x", "speed", "up to")


def test_twice_as_fast_is_speed_unless_a_quantity_is_named_right_before():
    m = one("NVIDIA Ampere GPUs can execute a fine-grained 2:4 sparse matrix multiplication twice as fast as its "
            "dense equivalent.")
    assert (m.value, m.unit, m.name) == (2.0, "x", "speed")
    m = one("Assuming the data matrix corresponding to each block is orthogonal, we find optimal stepsizes of BGD in "
            "closed form, which provably lead to asymptotic convergence rates twice as fast as GD with Polyak's "
            "momentum; this means, under that orthogonality assumption, one can accelerate BGD by just tuning "
            "stepsizes and without adding any momentum.")
    assert m.name == "convergence rate"
    found = extract_metrics(
        "We implement neural surrogate compilers using hypernetworks trained on a dataset of C programs and find "
        "they produce neural surrogates that are 1.91-9.50× as data-efficient and train in 4.31-7.28× fewer epochs "
        "than neural surrogates trained from scratch.")
    assert [(m.value, m.name) for m in found] == [(9.5, "data efficiency"), (7.28, "epochs")]


def test_subject_of_an_intransitive_change_names_it():
    m = one("Notably, QWK increased from 90.23% to 91.3% using additional weakly labeled optic-disc-centered "
            "fundus images.")
    assert (m.value, m.name, m.kind, m.baseline_value) == (91.3, "QWK", "score", 90.23)


def test_from_a_to_b_with_a_unit_names_the_changed_quantity():
    m = one("It reduces the storage requirement from 537.47 MB to 18.23 MB with class-aware pruning.")
    assert (m.value, m.unit, m.name, m.baseline_value) == (18.23, "MB", "storage requirement", 537.47)
    m = one("Deep Gradient Compression works by cutting the gradient size of ResNet-50 from 97MB to 0.35MB.")
    assert (m.value, m.unit, m.name, m.baseline_value) == (0.35, "MB", "gradient size", 97.0)
    # a hedge after "to", a dash before "from"
    m = one("Our search very significantly reduces this fine-tuning time — from 450 days to less than 2 days.")
    assert (m.value, m.name, m.baseline_value, m.qualifier) == (2.0, "fine-tuning time", 450.0, "less than")
    # a size or a time is not named by the system or the process it belongs to
    for text in ("We compress BERT from 440MB to 25MB.", "It accelerates inference from 200ms to 40ms.",
                 "We reduce it from 10 hours to 2 hours."):
        assert one(text).name is None, text


def test_changed_quantity_before_a_place_phrase_and_relative_in_names():
    found = extract_metrics("Our codec outperforms the previous on-device codec by a large margin with up to 48 % "
                            "BD-rate savings, while reducing the MAC count on the receiver side by 10x.")
    assert [(m.value, m.name) for m in found][-1] == (10.0, "MAC count")
    # a change named after the number is a result even after "with up to"
    assert (found[0].value, found[0].kind, found[0].qualifier) == (48.0, "improvement", "up to")
    m = one("Adding our layers to FNOs significantly improves their performance, reducing the relative L2-error by "
            "34-72% in our experiments, which include a turbulent 2D Navier-Stokes and the spherical shallow water "
            "equations.")
    assert (m.value, m.name, m.qualifier) == (72.0, "relative L2-error", "up to")


def test_from_to_with_repeated_name_equals_sign_and_second_pair():
    m = one("We assess the effects of these design decisions on the COCO dataset and introduce an approach that "
            "incorporates these findings, showing a reduction in performance decline from 1.5 mAP to 0.3 mAP in "
            "both boxes and masks, compared to existing token pruning methods.")
    assert (m.value, m.name, m.baseline_value) == (0.3, "mAP", 1.5)
    m = one("We show the promise of such approaches, reporting improved performance on synonyms from "
            "mAP@0.5=33.87% to 37.93%.")
    assert (m.value, m.name, m.kind, m.baseline_value, m.qualifier) == (37.93, "mAP@0.5", "score", 33.87, None)
    found = extract_metrics(
        "Our results demonstrate that FocusTune both improves or matches state-of-the-art performance whilst "
        "keeping ACE's appealing low storage and compute requirements, for example reducing translation error from "
        "25 to 19 and 17 to 15 cm for single and ensemble models, respectively, on the Cambridge Landmarks dataset.")
    assert [(m.value, m.baseline_value) for m in found] == [(19.0, 25.0), (15.0, 17.0)]


def test_change_written_backwards_keeps_its_baseline():
    m = one("This simple modification leads to state-of-the-art results in program synthesis in the Karel domain, "
            "improving accuracy to 81.3% from the 77.12% of prior work.")
    assert (m.value, m.name, m.baseline_value) == (81.3, "accuracy", 77.12)


def test_name_spelling_fixes():
    found = extract_metrics("Remarkably, it uses a quarter of the parameters and is three times more computationally "
                            "efficient than the previous leading model on Human3.6M dataset.")
    assert [(m.value, m.name) for m in found] == [(4, "parameters"), (3, "computational efficiency")]
    found = extract_metrics(
        "Our experiments on multiple domains, including program synthesis and visual reasoning, show that "
        "refactoring can improve the learning performance of an inductive logic programming system, specifically "
        "improving predictive accuracies by 27% and reducing learning times by 47%.")
    assert [m.name for m in found] == ["predictive accuracy", "learning time"]
    assert one("Our experiments show that we can achieve compression rates of more than 10x for models such as "
               "ResNet-34 while maintaining similar performance to the input 'teacher' network.").name == "compression rate"
    assert one("Meanwhile, PeleeNet is only 66% of the model size of MobileNet.").name == "model size"


def test_named_points_of_a_change_are_percentage_points():
    m = one("However, perturbations to input reasoning can reduce their performance by up to 80 F1 points.")
    assert (m.value, m.unit, m.name, m.kind) == (80.0, "pp", "F1", "improvement")
    # a level "in BLEU points" is no change: no pp
    found = extract_metrics("Despite the simplicity of the approach, our system obtains 15.56 and 10.21 BLEU points "
                            "in WMT 2014 French-to-English and German-to-English translation.")
    assert [(m.value, m.unit, m.kind) for m in found] == [(15.56, None, "score"), (10.21, None, "score")]


def test_named_points_of_a_change_in_ranges_and_lists():
    # a range of named points is one record, its upper value "up to" (NAACL 2024 abstracts)
    m = one("Notably, in low-budget settings (5-100 examples), we observe gains of up to 8-11 F1 points.")
    assert (m.value, m.unit, m.name, m.kind, m.qualifier) == (11.0, "pp", "F1", "improvement", "up to")
    m = one("On 6 out-of-domain datasets, it achieves 5-44 absolute point gains compared with the base model.")
    assert (m.value, m.unit, m.name, m.qualifier) == (44.0, "pp", None, "up to")
    # a modifier and the metric name the points; the numbers listed before are in them too
    found = extract_metrics("We show that a CNER model gains up to +5.4 and +8 macro F1 points when compared to "
                            "specialized named entity and concept recognition systems, respectively.")
    assert [(m.value, m.unit, m.name) for m in found] == [(5.4, "pp", "macro F1"), (8.0, "pp", "macro F1")]
    found = extract_metrics("It gains 5.4 and 8 points over the baseline.")
    assert [(m.value, m.unit, m.kind) for m in found] == [(5.4, "pp", "improvement"), (8.0, "pp", "improvement")]
    # a second word names the points only when it is a metric's: not "labelled data points"
    assert values("Our method gains 500 labelled data points over active learning.") == []


def test_spread_after_a_value_keeps_its_percent():
    m = one("Our model achieves 91.3 ± 0.2% accuracy on CIFAR-10.")
    assert (m.value, m.unit, m.name, m.kind) == (91.3, "%", "accuracy", "score")
    m = one("Our results show a 15.3±0.4% improvement in accuracy.")
    assert (m.value, m.unit, m.name, m.kind) == (15.3, "%", "accuracy", "improvement")


def test_score_reached_in_a_named_metric():
    # WACV 2024: a metric acronym with its subscript, named after "in"
    m = one("Experimental results on COCO affirm the superior performance of our approach over prior work, "
            "achieving 40.5 in AP_novel using ResNet50 as the backbone and without external datasets.")
    assert (m.value, m.unit, m.name, m.kind) == (40.5, None, "AP_novel", "score")
    m = one("Our model achieves 85.1 in terms of top-1 accuracy on ImageNet.")
    assert (m.value, m.name) == (85.1, "top-1 accuracy")
    # "in" a weak head, no metric: nothing
    assert values("Our method reaches 32.5 in performance.") == []


def test_bare_slash_pairs_named_by_slash_names():
    found = extract_metrics("A comparison between predictions and ground-truth labels yields an MAE/RMSE of 2.43 / 4.73 "
                            "(meters) overall.")
    assert [(m.value, m.name, m.kind) for m in found] == [(2.43, "MAE", "score"), (4.73, "RMSE", "score")]
    found = extract_metrics("Our model achieves 78.5/80.2 EM/F1 on SQuAD.")
    assert [(m.value, m.name) for m in found] == [(78.5, "EM"), (80.2, "F1")]
    # slash names that are no metrics, and earlier work's pair: not results
    assert values("Our method reaches 0.3/0.7 mean/std on average.") == []
    assert values("Prior work reports 70.1/72.3 EM/F1 on SQuAD, which we improve by 3 points.") == [3.0]


def test_respectively_pairs_coordinated_names_after_the_numbers():
    found = extract_metrics("We obtain 93.1% and 88.4% top-1 and top-5 accuracy, respectively.")
    assert [(m.value, m.name) for m in found] == [(93.1, "top-1 accuracy"), (88.4, "top-5 accuracy")]
    found = extract_metrics("We obtain top-1 and top-5 accuracies of 93.1% and 88.4%, respectively.")
    assert [(m.value, m.name) for m in found] == [(93.1, "top-1 accuracy"), (88.4, "top-5 accuracy")]
    found = extract_metrics("We obtain 31.2 and 28.4 BLEU and METEOR, respectively.")
    assert [(m.value, m.name) for m in found] == [(31.2, "BLEU"), (28.4, "METEOR")]
    # the noun must end the phrase: "parameter [overheads] and training time overheads"
    found = extract_metrics("It runs 2.57× faster with only 5.87% and 2.67% parameter and training time overheads, "
                            "respectively.")
    assert "training time" not in [m.name for m in found]


def test_named_quantity_changed_to_or_past_a_bare_score():
    assert [(m.value, m.name) for m in extract_metrics("The failure rate drops to 0.1.")] == [(0.1, "failure rate")]
    assert [(m.value, m.name) for m in extract_metrics("The perplexity decreases to 12.4 with our method.")] == [
        (12.4, "perplexity")]
    m = one("Our approach reaches an F1 score above 0.9.")
    assert (m.value, m.name, m.qualifier) == (0.9, "F1 score", "over")
    m = one("It achieves F1 scores between 0.85 and 0.92.")
    assert (m.value, m.name, m.qualifier) == (0.92, "F1 score", "up to")
    # hyper-parameters and whole-number fractions are no scores (ICLR 2017: "reduced to 1/25 that of")
    assert values("We train with a dropout rate of 0.3 and a mask ratio of 0.75.") == []
    assert values("The dropout rate drops to 0.1 in later layers.") == []
    assert values("Results showed a squared error is reduced to 1/25 that of a conventional method.") == []
    assert 81.0 in values("We achieve top-1/top-5 accuracy of 81/95 on ImageNet.")
    # a threshold passed in a condition is the set-up
    assert values("Samples with an IoU above 0.5 are counted as positives.") == []
    assert values("Inputs with a confidence score above 0.9 are kept as pseudo-labels.") == []


def test_time_a_process_takes_is_named_by_the_process():
    m = extract_metrics("Training takes 3 hours on a single GPU, compared to 2 days for the baseline.")[0]
    assert (m.value, m.unit, m.name) == (3.0, "hours", "training time")
    m = one("Inference takes 0.2 seconds per image.")
    assert (m.value, m.unit, m.name) == (0.2, "seconds", "inference time")


def test_tripled_and_quadrupled_quantities_are_factors():
    m = one("Our method triples the throughput of the serving system.")
    assert (m.value, m.unit, m.name, m.kind) == (3.0, "x", "throughput", "ratio")
    assert values("It quadruples the throughput.") == [4.0]
    # a set-up tripled is none (no named quantity), and triples are also facts of a graph
    assert values("It triples the number of layers.") == []
    assert values("The extracted triples improve F1 by 2.1 points.") == [2.1]
    assert values("We filter triples whose accuracy is low.") == []
    assert [(m.value, m.name) for m in extract_metrics(
        "Diacritization benefits MT, doubling or even tripling performance for some languages.")] == [(3.0, "performance")]


def test_factor_in_words_is_no_part_of_the_name_after_it():
    assert [(m.value, m.name) for m in extract_metrics("It achieves a tenfold speedup.")] == [(10.0, "speedup")]
    assert [(m.value, m.name) for m in extract_metrics("It achieves a ten-fold speedup.")] == [(10.0, "speedup")]


def test_subject_of_the_verb_scores_is_no_part_of_the_name():
    assert [(m.value, m.name) for m in extract_metrics("On the MMLU benchmark, our model scores 71.2%.")] == [
        (71.2, "score")]
    assert [m.name for m in extract_metrics("Our method scores up to 71.2% on MMLU.")] == ["score"]
    # NAACL 2024
    found = extract_metrics("Training Llama 2 70B using the HelpSteer dataset with SteerLM technique produces a "
                            "model that scores 7.54 on MT Bench.")
    assert [(m.value, m.name, m.subject) for m in found] == [(7.54, "score", "MT Bench")]


def test_bare_speedups_and_compression_ratios_are_factors():
    # KDD: "our speedup of 5.7"; ICLR 2017: "compression ratios of 51.25, 22.17 and 40.65"
    m = one("For the PubMed collection with a required computation time of 6 CPU months for LDA, our speedup of "
            "5.7 can save 5 CPU months of computation.")
    assert (m.value, m.unit, m.name, m.kind) == (5.7, "x", "speedup", "ratio")
    found = extract_metrics("Using uniform quantization followed by Huffman coding, we show that the compression "
                            "ratios of 51.25, 22.17 and 40.65 are achievable for LeNet, 32-layer ResNet and AlexNet, "
                            "respectively.")
    assert [(m.value, m.unit, m.kind) for m in found] == [(51.25, "x", "ratio"), (22.17, "x", "ratio"),
                                                          (40.65, "x", "ratio")]
    # a speedup in percent stays a percentage; a ratio the method is run at is the set-up
    assert one("It achieves a speedup of 35%.").unit == "%"
    assert values("At a compression ratio of 4, our method retains 98% of the accuracy.") == [98.0]


def test_bare_margin_higher_than_another_is_an_improvement_of_the_metric_before():
    found = extract_metrics("Our approach obtains 45.6 mAP on LVIS, 2.1 higher than the baseline.")
    assert [(m.value, m.name, m.kind) for m in found] == [(45.6, "mAP", "score"), (2.1, "mAP", "improvement")]
    # only right after the score: not a set-up difference, nor a bound, later in the sentence
    assert values("Accuracy degrades sharply when the sampling temperature is 0.5 higher than the training "
                  "temperature.") == []
    assert values("Our method improves accuracy, and its regret bound is 0.5 lower than that of UCB.") == []


def test_bracketed_margin_between_a_score_and_its_name():
    found = extract_metrics("Our method reaches 76.5% (+2.3%) top-1 accuracy on ImageNet.")
    assert [(m.value, m.name, m.kind) for m in found] == [(76.5, "top-1 accuracy", "score"),
                                                          (2.3, "top-1 accuracy", "improvement")]


def test_ratings_and_a_named_correlation_changed_with_a_phrase_between():
    m = one("It attains an Elo rating of 1250 on Chatbot Arena.")
    assert (m.value, m.name) == (1250.0, "Elo rating")
    # ratings counted are no rating (COLT 2024, WWW)
    assert values("As evidenced by 875 user ratings, our tuned 13B-size LLM exceeds GPT-4.") == []
    m = one("Our approach improves the Spearman correlation with human judgments from 0.42 to 0.61.")
    assert (m.value, m.baseline_value, m.name) == (0.61, 0.42, "Spearman correlation")


def test_kendalls_tau_is_a_score():
    m = one("The model achieves Kendall's tau of 0.65 with human rankings.")
    assert (m.value, m.name) == (0.65, "Kendall's tau")
    assert one("Our metric reaches a Kendall tau of 0.71.").value == 0.71


def test_r_squared_is_a_metric_name():
    assert [(m.value, m.name) for m in extract_metrics("Our model reaches an R² of 0.87 on the test set.")] == [
        (0.87, "R²")]


def test_cut_off_of_a_ranking_metric_is_no_result():
    assert values("Our approach improves precision at 10 by 12% over BM25.") == [12.0]
    # a level kept "at" a number is one
    assert values("Our pruning keeps the accuracy at 76.1 on ImageNet.") == [76.1]
    assert values("Our detector improves mAP at 0.5 by 3.2 points.") == [3.2]


def test_share_is_named_by_what_it_counts():
    # NAACL 2024 (set 2's label: "negative responses")
    m = one("By poisoning only 52 examples, the percentage of negative responses given by the trained model on "
            "Joe Biden-related queries changes from 0% to 40%.")
    assert (m.value, m.baseline_value, m.name) == (40.0, 0.0, "negative responses")
    m = one("The percentage of hallucinated answers drops from 25% to 8%.")
    assert (m.value, m.name) == (8.0, "hallucinated answers")
    assert one("The fraction of correctly solved problems rises to 67%.").name == "correctly solved problems"
    # no counted things, no name from the share
    assert one("The fraction of time this takes drops to 5%.").name is None
    assert one("The percentage of analysis time drops from 30% to 5%.").name == "percentage"
    # the counted things end at the first plural: "changes" is a noun there
    assert one("The percentage of code changes accepted rose from 20% to 35%.").name == "code changes"


def test_change_after_a_named_change_of_the_same_unit_is_of_the_same_quantity():
    # ICLR 2018 (set 4's label)
    found = extract_metrics("Deep Gradient Compression achieves a gradient compression ratio from 270x to 600x, "
                            "cutting the gradient size of ResNet-50 from 97MB to 0.35MB, and for DeepSpeech from "
                            "488MB to 0.74MB.")
    assert [(m.value, m.name) for m in found if m.unit == "MB"] == [(0.35, "gradient size"), (0.74, "gradient size")]
    # a change with a subject of its own is another quantity
    found = extract_metrics("We cut the gradient size from 97MB to 0.35MB, while the checkpoint of the teacher goes "
                            "from 488MB to 974MB.")
    assert [m.name for m in found] == ["gradient size", None]


def test_metric_subject_of_a_size_comparative_names_it():
    m = one("The memory footprint of our model is 40% smaller than that of the baseline.")
    assert (m.value, m.name) == (40.0, "memory footprint")
    assert one("Our model is 3x smaller than BERT.").name == "model size"


def test_bracketed_number_after_a_named_change_takes_its_name():
    m = one("We obtain a first-of-a-kind reduction in number of multiplications (over 99.5%) while maintaining "
            "the predictive performance.")
    assert (m.value, m.name, m.kind, m.qualifier) == (99.5, "number of multiplications", "improvement", "over")
    assert one("We obtain a large reduction in the number of multiplications (~99.5%).").name == (
        "number of multiplications")


def test_unknown_acronym_right_before_its_number_names_it():
    m = one("Our multi-hypothesis ZeDO achieves state-of-the-art (SOTA) performance on Human3.6M as minMPJPE 51.4mm "
            "without training with any 2D-3D or image-3D pairs.")
    assert (m.value, m.unit, m.name) == (51.4, "mm", "minMPJPE")
    m = one("Results show that the estimated reliability degrees strongly correlates with journalists-provided "
            "scores (Spearman=0.80) and can effectively predict reliability labels (macro-avg.")
    assert (m.value, m.name, m.kind) == (0.8, "Spearman", "score")


def test_possessive_metric_name_after_numbers():
    found = extract_metrics(
        "Experimental results show that our unsupervised and supervised models using BERTbase achieve an average "
        "of 78.65% and 82.45% Spearman's correlation respectively, a 2.40% and 0.88% improvement compared to SimCSE.")
    assert [m.name for m in found[:2]] == ["Spearman's correlation", "Spearman's correlation"]


def test_coordinated_modifiers_pair_with_respective_numbers():
    found = extract_metrics("It improves model performance by up to 6.77% across diverse tasks and domains, while "
                            "reducing training and inference costs by 31.30x and 1.84x, respectively.")
    assert [m.name for m in found] == ["model performance", "training costs", "inference costs"]
    # "memory" is a quantity of its own: no "memory cost"
    found = extract_metrics("TinyTrain outperforms vanilla fine-tuning of the entire network by 3.6-5.0% in accuracy, "
                            "while reducing the backward-pass memory and computation cost by up to 1,098× and 7.68×, "
                            "respectively.")
    assert [m.name for m in found] == ["accuracy", "memory", "computation cost"]
    # the name written after the numbers wins over metrics named earlier in the sentence
    found = extract_metrics("Our results on Cifar-100 and on ImageNet datasets show the state of the art search "
                            "accuracy in precision@k and NMI metrics while providing up to 98X and 478X search speedup "
                            "respectively over exhaustive linear search.")
    assert [m.name for m in found] == ["search speedup", "search speedup"]


def test_factors_written_as_words():
    m = one("We also demonstrate empirically that our proposed algorithm yields at least a factor of two improvement "
            "in mean squared error over algorithms frequently used in practice.")
    assert (m.value, m.unit, m.name, m.kind, m.qualifier) == (2.0, "x", "mean squared error", "ratio", "at least")
    m = one("Experiments show that our multilingual speech recognition model more than halves the word error rate of "
            "Whisper on 54 languages of the FLEURS benchmark while being trained on a small fraction of the labeled data.")
    assert (m.value, m.unit, m.name, m.qualifier) == (2.0, "x", "word error rate", "more than")
    m = one("Our convolutional encoder speeds up CPU decoding by more than two times at the same or higher accuracy "
            "as a strong bi-directional LSTM baseline.")
    assert (m.value, m.unit, m.name, m.qualifier) == (2.0, "x", "CPU decoding speed", "more than")
    m = one("On MIMIC-ED-Assist, ED-Copilot improves prediction accuracy over baselines while halving average wait "
            "time from four hours to two hours.")
    assert (m.value, m.name) == (2.0, "average wait time")
    # a doubled quantity is no member of the list before it
    assert _rows("For LLaMA2-Chat 70B, EAGLE achieved a latency speedup ratio of 2.7x-3.5x, doubled "
                 "throughput, while maintaining the distribution of the generated text.") == [
        (3.5, "x", "latency speedup ratio", "ratio", None, "up to"), (2.0, "x", "throughput", "ratio", None, None)]
    assert one("In some cases, the method reaches twice the sparsity obtained by other techniques at equal error "
               "rates.").name == "sparsity"


def test_times_the_quantity_names_it():
    found = extract_metrics(
        "Our extensive experiments on ConceptualCaptions3M and ConceptualCaptions12M demonstrate that subsets found "
        "by ClipCov achieve over 2.7x and 1.4x the accuracy of the next best baseline on ImageNet and its shifted versions.")
    assert [(m.value, m.name, m.qualifier) for m in found] == [(2.7, "accuracy", "over"), (1.4, "accuracy", "over")]


def test_levels_and_costs_after_with_at_and_only():
    m = extract_metrics("As concrete examples, starting from randomly initialized weights, we show that SGD attains "
                        "100% training accuracy in classification tasks, or minimizes regression loss in linear "
                        "convergence speed, with running time polynomial in n and L.")[0]
    assert (m.value, m.name, m.kind) == (100.0, "training accuracy", "score")
    found = extract_metrics("Particularly, our IRRM has respectively PSNR gains of at least 0.3 dB over HCFlow and IRN "
                            "in the x4 rescaling while only using 60% parameters and 50% FLOPs.")
    assert [(m.value, m.name) for m in found] == [(0.3, "PSNR"), (60.0, "parameters"), (50.0, "FLOPs")]
    m = one("Experimental results demonstrate that ChapTER achieves superior performance compared to competitive "
            "baselines with only 0.17% tuned parameters.")
    assert (m.value, m.name, m.kind) == (0.17, "tuned parameters", "score")
    # absolute memory sizes of weights are set-up; the accuracy reached at them is a result
    found = extract_metrics("We demonstrate the effectiveness of our techniques on the ImageNet dataset across a range "
                            "of models including EfficientNet-Lite0 (e.g., 4.14MB of weights and activations at 67.66% "
                            "accuracy) and MobileNetV2 (e.g., 3.51MB weights and activations at 65.39% accuracy).")
    assert [(m.value, m.name) for m in found] == [(67.66, "accuracy"), (65.39, "accuracy")]
    # a hyphenated metric ("mask-AP") heads its bare numbers; the shares of labelled data are set-up
    assert _rows("For example, on the Cityscapes dataset we improve mask-AP from 23.7 to 33.9 when using labels for "
                 "10% of images, and on the COCO dataset we improve mask-AP from 18.3 to 34.1 when using labels for "
                 "only 1% of the training data.") == [(33.9, None, "mask-AP", "score", 23.7, None),
                                                      (34.1, None, "mask-AP", "score", 18.3, None)]


def test_bracketed_enumerators_are_not_results():
    assert extract_metrics(
        "GIC trains a spurious attribute classifier based on two key properties of spurious correlations: (1) high "
        "correlation between spurious attributes and true labels, and (2) variability in this correlation between "
        "datasets with different group distributions.") == []
    assert extract_metrics(
        "The results allow us to disentangle the effects of (1) the number of parameters, (2) the data-generating "
        "model and, (3) model misspecification on the generalization risk.") == []


def test_in_terms_of_after_on_average_and_before_an_adverb():
    m = one("Notably, IGSG-based regularization surpasses the state-of-the-art robust training methods by a margin of "
            "approximately 0.4% to 12.2% on average in terms of adversarial accuracy, especially on high-dimension "
            "datasets.")
    assert (m.value, m.name, m.kind, m.qualifier) == (12.2, "adversarial accuracy", "improvement", "up to")
    # "larger models that ...": the relative clause is no part of the name
    m = one("Caduceus outperforms previous long-range models on downstream benchmarks; on a challenging long-range "
            "variant effect prediction task, Caduceus exceeds the performance of 10x larger models that do not "
            "leverage bi-directionality or equivariance.")
    assert (m.value, m.name) == (10.0, "model size")


def test_summary_words_and_participles_name_nothing_themselves():
    m = one("Testing across four chemistry areas—quantum chemistry, mechanics, physical chemistry, and kinetics—"
            "StructChem substantially enhances GPT-4's performance, with up to 30% peak improvement.")
    assert (m.value, m.name, m.kind, m.qualifier) == (30.0, "performance", "improvement", "up to")
    found = extract_metrics("Compared to the basic RNN, GRAM achieved 10% higher accuracy for predicting diseases "
                            "rarely observed in the training data and 3% improved area under the ROC curve for "
                            "predicting heart failure using an order of magnitude less training data.")
    assert "area under" not in [m.name for m in found]


def test_n_times_improved_and_times_real_time():
    m = one("The use of these novel techniques lays the foundation for a new generation of hardware training platforms "
            "with the potential for 2-4 times improved throughput over today's systems.")
    assert (m.value, m.unit, m.name, m.kind, m.qualifier) == (4.0, "x", "throughput", "ratio", "up to")
    m = one("By building on the intrinsic benefits of event vision data acquisition, we demonstrate that insect "
            "presence can be detected at an extremely high temporal rate (on average more than 40 times real-time) "
            "while surpassing the spatial and spectral sensitivity of conventional colour-based sensing.")
    assert (m.value, m.unit, m.kind, m.qualifier) == (40.0, "x", "ratio", "more than")


def test_rate_units_and_comparatives():
    m = one("ReliaAvatar operates effectively, with an impressive performance rate of 109 frames per second (fps).")
    assert (m.value, m.unit) == (109.0, "frames per second")
    m = one("The proposed Lecture Slide Deck Search Engine outperforms the competitive baselines and achieves nearly "
            "4% superior Recall@1 on an absolute scale compared to the state-of-the-art approach.")
    assert (m.name, m.kind, m.qualifier) == ("Recall@1", "improvement", "nearly")
    m = one("We have implemented Post in the Google Cloud platform, and our extensive experiments with several popular "
            "neural network training benchmarks have demonstrated clear evidence of superior performance: with the same "
            "amount of learning time, it leads to placements that have training times up to 63.7% shorter over the "
            "state-of-the-art.")
    assert (m.name, m.kind) == ("training time", "improvement")


def test_costs_keep_their_plural():
    # labels name costs as written; errors and accuracies of several systems are one measure
    found = extract_metrics("SWS achieves consistent better performance, while reducing around 6.6× total training "
                            "costs and cutting the test errors by 20%.")
    assert [m.name for m in found] == ["total training costs", "test error"]
    m = one("The method reduces the computational cost by over 50%.")
    assert m.name == "computational cost"


@pytest.mark.parametrize("text, expected", [
    ("This approach can compress full-matrix preconditioners to up to 99% sparsity without accuracy loss.",
     [(99.0, "sparsity", "up to")]),
    ("We show that more than 85% sparsity can be induced in the convolution layers.", [(85.0, "sparsity", "more than")]),
    ("Our method achieves 90% sparsity with no accuracy loss.", [(90.0, "sparsity", None)]),
    # the sparsity a model is pruned to or evaluated at is the set-up, as are conditions in brackets
    ("We prune the network to 90% sparsity and fine-tune it.", []),
    ("It maintains competitive performance even with substantial missing data (12.5%-50%).", []),
    ("Our model improves accuracy under label noise (+5.2%).", [(5.2, "accuracy", None)]),
    # a reduction that is needed is a requirement; the data a method needs is its cost
    ("The number of masks is around 100 when 40% complexity reduction is needed.", []),
    ("Exploring sample efficiency reveals that just 50% train data is required to get competitive results.",
     [(50.0, "sample efficiency", None)]),
    ("At 90% sparsity, our method keeps 95% accuracy.", [(95.0, "accuracy", None)]),
    ("We find that this relationship holds past sparsity levels of more than 96%.", []),
    ("SPP enhances the performance of models with high sparsity ratios (e.g. 75%).", []),
    ("Our method reaches a sparsity level of 95% without loss.", [(95.0, "sparsity", None)]),
])
def test_sparsity_reached_is_a_result_conditions_set_are_not(text, expected):
    assert [(m.value, m.name, m.qualifier) for m in extract_metrics(text)] == expected


def test_overhead_is_a_cost_the_method_reports():
    # "with N% ... overhead" is the method's cost, not a set-up share
    found = extract_metrics("E2M1 with supernormal support increases the accuracy of Phi-2 by up to 2.19% with 1.22% "
                            "area overhead, enabling more LLM-based applications to be run at four bits.")
    assert [(m.value, m.name) for m in found] == [(2.19, "accuracy"), (1.22, "area overhead")]
    assert one("Besides, GroupCover introduces 19% overhead and negligible accuracy loss.").name == "overhead"
    assert one("The prompts save 80.1% of budget overheads.").name == "budget overheads"
    # the reviewer's: an overhead allowed, or another system's
    for text in ("With 5% overhead budget, we train the model for 10 epochs.",
                 "We allocate the attacker a budget with 10% computational overhead per query.",
                 "In contrast to existing defenses with 25% overhead, ours is lightweight."):
        assert extract_metrics(text) == [], text
    assert [m.value for m in extract_metrics("Ours is fast. Unlike prior methods with 60% accuracy, ours reaches "
                                             "70%.")] == [70.0]
    # a set-up share stays out
    assert extract_metrics("We train the model with 10% of the labels.") == []


def test_change_nouns_name_what_changed():
    found = extract_metrics("We show that dynamic early exiting achieves consistent and considerable inference cost "
                            "improvements (37.86% for 7B and 46.35% for 13B model) while maintaining the generation quality.")
    assert [(m.name, m.kind) for m in found] == [("inference cost", "improvement")] * 2
    m = one("First, we study disciplinary shifts: LLM research increasingly considers societal impacts, evidenced by "
            "20× growth in LLM submissions to the Computers and Society sub-arXiv.")
    assert m.name == "LLM submissions"
    assert one("Further, we conduct zero-shot navigation with multiple approaches on the REVERIE dataset using the "
               "generated instructions, and observe very close correlation with the baseline on standard success "
               "metrics (< 1% change in SR), quantifying the viability of generated instructions in replacing "
               "human-annotated data.").name == "SR"
    # "in comparison with" names nothing: the metric named earlier stays
    assert one("We evaluate the classification performance (F1-score) of the proposed method with 20% missingness "
               "and confirm up to a 5% improvement in comparison with the performance of combinations of "
               "state-of-the-art methods.").name == "F1-score"


def test_not_results_formulas_enumerators_names_sizes_and_operating_points():
    for text in [
        "This improves upon the more complex algorithms of Chin et al. (ITCS '12), and Christiano et al. (STOC '11) "
        "by a factor of at least 1/ε2, and yields a truly efficient natural algorithm for the slime mold dynamics "
        "(Straszak-Vishnoi, SODA '16, ITCS '16, ITCS '17).",
        "We consider the optimization problem associated with training simple ReLU neural networks of the form "
        "x↦ ∑i=1kmax{0,witop x} with respect to the squared loss.",
        "Without semantic constraints from the driving sources, using the standard autoregressive model to generate "
        "infinitely long sequences would easily result in 1) out-of-distribution (OOD) issue due to the accumulated "
        "error, 2) insufficient diversity to produce natural and life-like motion sequences and 3) undesired "
        "periodic patterns along the time.",
        "In this paper, we prove that a randomized version of the greedy algorithm achieves an approximation ratio of "
        "(1 + 1/γ )-2 for weakly submodular maximization subject to a general matroid constraint, where γ is a "
        "parameter measuring the distance from submodularity.",
        "Second, it has been observed that early in training, networks converge to their infinite-width dynamics at "
        "a rate 1/width but at late time exhibit a rate width-c, where c depends on the structure of the architecture "
        "and task.",
        "By means of a simulation study, we show that the rate of false-positive findings (type 1 error) will be "
        "unacceptably high, even when the estimates are unbiased.",
        "When d = 1, showed an estimator with error (1+o(1)) · σ √2 log 1/δ/n, with probability 1 - δ, matching the "
        "Gaussian error rate.",
        "In addition, an 800GB bilingual corpus curated by Oasis is publicly released.",
    ]:
        assert extract_metrics(text) == [], text
    assert values("LaDiC achieves state-of-the-art performance for diffusion-based methods on the MS COCO dataset "
                  "with 38.2 BLEU@4 and 126.2 CIDEr, demonstrating exceptional performance without pre-training or "
                  "ancillary modules.") == [38.2, 126.2]
    assert values("Our compact 33MB model achieves an FID of 7.42, surpassing a prior Unet latent diffusion approach "
                  "(FID 8.07) using only 11× fewer parameters.") == [7.42, 8.07, 11.0]
    assert values("For instance, BEAST can jailbreak Vicuna-7B-v1.5 under one minute with a success rate of 89% when "
                  "compared to a gradient-based baseline that takes over an hour to achieve 70% success rate using a "
                  "single Nvidia RTX A6000 48GB GPU.") == [1.0, 89.0, 70.0]  # "under one minute" (session 11)
    assert values("For instance, for Llama2-7B, at TPR equal to 90%, PARDEN accomplishes a roughly 11x reduction in "
                  "the FPR from 24.8% to 2.0% on the harmful behaviours dataset.") == [11.0, 2.0]


# ---------------------------------------------------------------------------- round 7 (dev sentences)
def test_hedge_before_loose_pair_applies_to_both():
    found = extract_metrics("Qualitative and quantitative evaluations illustrate that GeoReasoner outperforms "
                            "counterpart LVLMs by more than 25% at country-level and 38% at city-level geo-localization "
                            "tasks, and surpasses StreetCLIP performance while requiring fewer training resources.")
    assert [(m.value, m.qualifier) for m in found] == [(25.0, "more than"), (38.0, "more than")]


def test_later_in_terms_of_names_the_results_before_it():
    found = extract_metrics("The proposed network achieves state-of-the-art performance on multiple action detection "
                            "datasets including UCF-Sports, J-HMDB, and UCF-101 (24 classes) with an impressive ~20% "
                            "improvement on UCF-101 and ~15% improvement on J-HMDB in terms of v-mAP scores.")
    assert [(m.value, m.name) for m in found] == [(20.0, "v-mAP score"), (15.0, "v-mAP score")]
    # "on ADE" says where, the later "in terms of mAP" says what
    found = extract_metrics("Experiments on large-scale object detection benchmarks show HKRM obtains around 34.5% "
                            "improvement on VisualGenome (1000 categories) and 30.4% on ADE in terms of mAP.")
    assert [(m.value, m.name) for m in found] == [(34.5, "mAP"), (30.4, "mAP")]


def test_plus_signed_margin_after_with_is_a_result():
    found = extract_metrics("Notably, when directly transferring to unseen scenarios, ours surpasses all baseline "
                            "methods with +7.91% on average, and even +16.3% in some cases, yielding the best results.")
    assert [(m.value, m.kind) for m in found] == [(7.91, "improvement"), (16.3, "improvement")]


def test_second_cost_of_an_only_pair_names_its_own_quantity():
    found = extract_metrics("Notably, our BDFlow improves the PSNR by 4.4 dB and the SSIM by 0.1 on average over "
                            "GRAIN, utilizing only 74% of the parameters and 20% of the computation.")
    assert [(m.value, m.name) for m in found][2:] == [(74.0, "parameters"), (20.0, "computation")]


def test_up_to_approximately_stays_up_to():
    m = one("We retrofit pre-trained LLMs such as Llama 2 (7B, 13B and 70B) into DMC Transformers, achieving up to "
            "~ 3.7 × throughput increase during auto-regressive inference on an NVIDIA H100 GPU.")
    assert (m.value, m.unit, m.name, m.qualifier) == (3.7, "x", "throughput", "up to")


def test_only_share_of_gpu_hours_is_a_cost():
    m = one("Empirical evidence demonstrates the efficacy of our method in aligning both Large Language Models (LLMs) "
            "and diffusion models to accommodate diverse rewards with only around 10% GPU hours compared with "
            "multi-objective RL baseline.")
    assert (m.value, m.name, m.kind, m.qualifier) == (10.0, "GPU hours", "score", "about")


def test_while_using_less_than_a_share_of_parameters_is_a_cost():
    found = extract_metrics("For instance, after MAE pre-training, our method improves accuracy by up to 10%~30% "
                            "compared to VPT, and outperforms Full fine-tuning 19 out of 24 cases while using less "
                            "than 0.4% of learnable parameters.")
    assert [(m.value, m.name, m.kind, m.qualifier) for m in found] == [
        (30.0, "accuracy", "improvement", "up to"), (19.0, "cases", "score", None),
        (0.4, "learnable parameters", "score", "less than")]


def test_at_test_time_does_not_name_a_result():
    found = extract_metrics("We adapt the base LM agent at test time with in-context learning by retrieving relevant "
                            "BAGEL demonstrations based on the instruction, and find improvements of over 2-13% "
                            "absolute on ToolQA and MiniWob++, with up to 13x reduction in execution failures.")
    assert [(m.value, m.name) for m in found] == [(13.0, None), (13.0, "execution failures")]


def test_constraint_satisfaction_is_a_metric_name():
    m = one("Our approach achieves up to 100% constraint satisfaction for non-attributed and molecular graphs, under "
            "a variety of constraints, marking a significant step forward in precise, interpretable graph generation.")
    assert (m.value, m.name, m.qualifier) == (100.0, "constraint satisfaction", "up to")


def test_plural_performances_names_the_gain():
    found = extract_metrics("Our extensive experiments show that our approach improves state-of-the-art performances "
                            "by 22% in the model calibration task and 14% in the model selection task.")
    assert [(m.value, m.name) for m in found] == [(22.0, "performance"), (14.0, "performance")]


def test_unknown_acronym_right_after_a_percentage_names_it():
    found = extract_metrics("Our method achieves 99.84% in terms of word level intelligible rate and 2.68 MOS for "
                            "TTS, and 11.7% PER for ASR on LJSpeech dataset, by leveraging only 200 paired speech "
                            "and text data (about 20 minutes audio), together with extra unpaired speech and text data.")
    assert [(m.value, m.name) for m in found if m.value == 11.7] == [(11.7, "PER")]


def test_approx_in_brackets_after_the_number_and_terms_of_before_the_next_clause():
    found = extract_metrics("The results show that MultiFED outperforms the state-of-the-art baselines by 8% (approx.) "
                            "in terms of Accuracy and by 12% (approx.) in terms of F-Score.")
    assert [(m.value, m.name, m.qualifier) for m in found] == [(8.0, "Accuracy", "about"), (12.0, "F-Score", "about")]


def test_level_compared_with_after_a_level_is_a_score():
    found = extract_metrics("Through careful and fair benchmark including cross validation, we demonstrate that CLRerNet "
                            "outperforms the state-of-the-art by a large margin - enjoying F1 score of 81.43% compared "
                            "with 80.47% of the existing method on CULane, and 86.47% compared with 86.10% on CurveLanes.")
    assert [(m.value, m.name, m.kind) for m in found] == [
        (81.43, "F1 score", "score"), (80.47, "F1 score", "score"), (86.47, "F1 score", "score"),
        (86.1, "F1 score", "score")]


def test_in_terms_of_relative_quantity_names_it_without_the_hedge():
    m = one("By targeting the hard (uncertain) instances with existing AL methods, CLARIFIER can improve over the "
            "performance of existing AL approaches on multiple datasets - particularly on those that have a large "
            "number of classes - by almost 1.5x to 2x in terms of relative labeling cost.")
    assert (m.value, m.unit, m.name, m.qualifier) == (2.0, "x", "labeling cost", "up to")


def test_acronym_of_a_bare_number_is_a_named_score():
    found = extract_metrics("The experimental results indicate that our proposed method achieved a Dice similarity "
                            "coefficient (DSC) of 83.47% and a Hausdorff distance 95th percentile (HD95) of 3.83 on the "
                            "FUMPE dataset, as well as a DSC of 83.42% and an HD95 of 5.10 on the CAD-PE dataset.")
    assert [(m.value, m.name, m.kind) for m in found] == [
        (83.47, "Dice similarity coefficient", "score"), (3.83, "Hausdorff distance 95th percentile", "score"),
        (83.42, "DSC", "score"), (5.1, "HD95", "score")]


def test_acronym_defined_before_a_change_or_a_list_is_named_in_full():
    found = extract_metrics("Both prompting and fine-tuned models outperform the 1-best ASR hypothesis, achieving "
                            "notable relative Word Error Rate (WER) improvements of 13.6% and 45.9%, respectively.")
    assert [(m.value, m.name) for m in found] == [(13.6, "Word Error Rate"), (45.9, "Word Error Rate")]
    # a list mate named by the head token keeps the head's case as written
    found = extract_metrics("We reach a Pearson Correlation Coefficient (PCC) of 0.63 and 0.71 on the two sets.")
    assert [m.name for m in found] == ["Pearson Correlation Coefficient"] * 2


def test_absolute_in_brackets_does_not_hide_the_name_after():
    found = extract_metrics("Our method outperforms previous approaches that require patch-level labels on the "
                            "multi-species 'DeepSeagrass' dataset by 6.8% (absolute) for the class-weighted F1 score, "
                            "and by 12.1% (absolute) for the seagrass presence/absence F1 score on the 'Global "
                            "Wetlands' dataset.")
    assert [(m.value, m.name) for m in found][0] == (6.8, "class-weighted F1 score")


def test_times_after_a_listed_factor_and_after_up_to():
    found = extract_metrics("Compared with previous methods Med-DANet and TransBTS with dynamic and static architecture "
                            "respectively, our framework improves the model efficiency by up to nearly 4.1 and 17.3 "
                            "times with comparable segmentation results on BraTS 2019.")
    assert [(m.value, m.unit, m.name) for m in found] == [(4.1, "x", "model efficiency"), (17.3, "x", "model efficiency")]
    m = one("The evaluation conducted on LLaMA-7B and GPT3-2B demonstrates that HPipe holds the potential for context "
            "analysis on LLM with heterogeneity devices, achieving an impressive speedup in latency and throughput up "
            "to 2.28 times.")
    assert (m.value, m.unit, m.kind, m.qualifier) == (2.28, "x", "ratio", "up to")


def test_level_kept_while_retaining_is_a_score_but_not_a_kept_share_of_parameters():
    m = one("First, we develop effectively imperceptible audio adversarial examples (verified through a human study) "
            "by leveraging the psychoacoustic principle of auditory masking, while retaining 100% targeted success "
            "rate on arbitrary full-sentence targets.")
    assert (m.value, m.name, m.kind) == (100.0, "targeted success rate", "score")
    found = extract_metrics("Compared to baselines, our experiments show that APT maintains up to 98% task performance "
                            "when pruning RoBERTa and T5 models with 40% parameters left while keeping 86.4% LLaMA "
                            "models' performance with 70% parameters remaining.")
    assert [(m.value, m.name, m.kind) for m in found] == [(98.0, "task performance", "score"),
                                                          (86.4, "performance", "score")]
    assert extract_metrics("We prune the model while keeping 50% parameters.") == []


def test_bracketed_pairs_continue_a_bracketed_change():
    found = extract_metrics("In our experiments we can see over 13% increase in accuracy in the low-data regime "
                            "experiments in Omniglot (from 69% to 82%), EMNIST (73.9% to 76%) and VGG-Face (4.5% to 12%).")
    assert [(m.value, m.baseline_value) for m in found] == [(13.0, None), (82.0, 69.0), (76.0, 73.9), (12.0, 4.5)]


def test_metric_name_alone_in_brackets_after_the_number():
    m = one("On the PASCAL VOC2012 semantic segmentation task, we show that the performance of a pre-trained FCN "
            "network can be boosted by 5% (mean IOU) by simply inserting Layer-RNNs.")
    assert (m.value, m.name, m.kind) == (5.0, "mean IOU", "improvement")


def test_difference_between_methods_is_an_improvement():
    m = one("We achieve state of the art accuracy for identifying causal factors: we significantly outperform the "
            "second best result by an absolute difference of 15-45.3%.")
    assert (m.value, m.kind, m.qualifier) == (45.3, "improvement", "up to")


def test_change_verb_with_up_to_and_no_by_is_an_improvement():
    found = extract_metrics("Experimental results reveal that FedRank boosts model accuracy by 5.2% to 56.9%, accelerates "
                            "the training convergence up to 2.01 × and saves the energy consumption up to 40.1%.")
    assert [(m.value, m.name, m.kind) for m in found][-1] == (40.1, "energy consumption", "improvement")


def test_share_of_the_things_counted_names_an_unnamed_score():
    found = extract_metrics("Crucially, we find that GPT-3.5, GPT-4, and LLaMA2-70B-chat can identify 67%, 87%, and 94% "
                            "of these incorrect claims, respectively.")
    assert [(m.value, m.name) for m in found] == [(67.0, "incorrect claims"), (87.0, "incorrect claims"),
                                                  (94.0, "incorrect claims")]
    found = extract_metrics("Extensive experiments of road network extraction on real-world data in impoverished regions "
                            "achieve a 42.7% enhancement in the F1-score over the baseline methods and reconstruct about "
                            "80% of the actual roads.")
    assert [(m.value, m.name) for m in found] == [(42.7, "F1-score"), (80.0, "actual roads")]


def test_slash_names_after_a_change_noun():
    found = extract_metrics("Extensive experiments on various models, including large language models (LLMs) like LLaMA "
                            "and GPT-3.5, strongly support that VFA outperforms the comparisons by large margins (up to "
                            "81%/14% improvements on ASR/SSIM).")
    assert [(m.value, m.name, m.qualifier) for m in found] == [(81.0, "ASR", "up to"), (14.0, "SSIM", "up to")]


def test_respectively_pairs_names_after_a_change_noun():
    found = extract_metrics("Extensive experiments on six realworld datasets demonstrate the significant superiority of "
                            "our model over thirteen state-of-the-art competitors, and obtains average 5.14%, 8.24% "
                            "improvement in F1 score and AUC-PR, respectively.")
    assert [(m.value, m.name) for m in found] == [(5.14, "F1 score"), (8.24, "AUC-PR")]


def test_savings_name_the_quantity_saved():
    m = one("Experiments on the ImageNet dataset show that applied to the popular VGG and ResNet architectures, our "
            "methods significantly reduce the number of parameters in the fully connected layers (about 65% space "
            "savings) while negligibly impacting accuracy.")
    assert (m.value, m.name, m.kind, m.qualifier) == (65.0, "space", "improvement", "about")


# ---------------------------------------------------------------------------- rules round (ijcai2024/iclr2017 dev pool)
def test_digit_of_a_name_does_not_begin_a_range_and_named_from_to_is_a_change():
    found = extract_metrics("On the Stanford question answering dataset, a single DCN model improves the previous state "
                            "of the art from 71.0% F1 to 75.9%, while a DCN ensemble obtains 80.4% F1.")
    assert [(m.value, m.name, m.baseline_value) for m in found] == [(75.9, "F1", 71.0), (80.4, "F1", None)]


def test_hedged_to_number_keeps_the_from_baseline():
    m = one("To that end, our novel fragment score-based hyperparameter search very significantly reduces this "
            "fine-tuning time — from 450 days to less than 2 days on average.")
    assert (m.value, m.unit, m.baseline_value, m.qualifier) == (2.0, "days", 450.0, "less than")


def test_hyphenated_up_to_and_higher_than_are_qualifiers():
    m = one("This paper evaluates SymSGD's accuracy and performance on 9 datasets on a shared-memory machine shows "
            "up-to 13× speedup over our heavily optimized sequential baseline on 16 cores.")
    assert (m.value, m.name, m.qualifier) == (13.0, "speedup", "up to")
    m = one("Experiment results show that the proposed technique can increase the sparsity of linear gate gradients "
            "to higher than 80% without loss of performance.")
    assert (m.value, m.name, m.qualifier) == (80.0, "sparsity", "more than")


def test_multi_word_names_without_a_metric_noun_head():
    found = extract_metrics("Experimental results show that DCR could achieve a 66.3% Exact match and 74.7% F1 score on "
                            "the Stanford Question Answering Dataset.")
    assert [(m.value, m.name) for m in found] == [(66.3, "Exact match"), (74.7, "F1 score")]


def test_participle_after_the_number_marks_a_change_of_the_name_after_it():
    found = extract_metrics("Compared to the basic RNN, GRAM achieved 10% higher accuracy for predicting diseases rarely "
                            "observed in the training data and 3% improved area under the ROC curve for predicting heart "
                            "failure using an order of magnitude less training data.")
    assert [(m.value, m.name, m.kind) for m in found][:2] == [(10.0, "accuracy", "improvement"),
                                                             (3.0, "area under the ROC curve", "improvement")]


def test_a_head_before_a_task_noun_names_the_task_not_the_quantity():
    m = one("This weighting improves performance by about 10% to 30% in textual similarity tasks, and beats "
            "sophisticated supervised methods including RNN's and LSTM's.")
    assert (m.value, m.name, m.kind, m.qualifier) == (30.0, "performance", "improvement", "up to")


def test_numbers_credited_to_earlier_work_are_not_results():
    m = one("On the GRID corpus, LipNet achieves 95.2% accuracy in sentence-level, overlapped speaker split task, "
            "outperforming experienced human lipreaders and the previous 86.4% word-level state-of-the-art accuracy "
            "(Gergen et al., 2016).")
    assert (m.value, m.name) == (95.2, "accuracy")
    assert values("This makes it the highest-performing graph-based parser on this benchmark—outperforming "
                  "Kiperwasser & Goldberg (2016) by 1.8% and 2.2%—and comparable to the highest performing "
                  "transition-based parser (Kuncoro et al., 2016), which achieves 95.8% UAS and 94.6% LAS.") == [1.8, 2.2]
    assert extract_metrics("DaDN was reported to be 300x faster than commodity graphics processors.") == []


def test_margin_over_previous_work_and_parameter_count_share():
    found = extract_metrics("SOTA results are achieved on two large-scale datasets, e.g. 23.80dB PSNR on ZRR, exceeding "
                            "the previous SOTA 0.19dB with only 9.2% of its parameter count and 10.6% of its FLOPs.")
    assert [(m.value, m.name, m.kind) for m in found] == [(23.8, "PSNR", "score"), (0.19, "PSNR", "improvement"),
                                                          (9.2, "parameter count", "score"), (10.6, "FLOPs", "score")]


def test_bare_margin_before_a_comparative_and_a_named_metric():
    found = extract_metrics("Extensive experiments demonstrate the superiority of CAF, which not only produces visually "
                            "admirable fused results but also realizes 1.7 higher detection mAP@.5 and 2.0 higher "
                            "segmentation mIoU than the state-of-the-art methods.")
    assert [(m.value, m.name, m.kind) for m in found] == [(1.7, "detection mAP@.5", "improvement"),
                                                          (2.0, "segmentation mIoU", "improvement")]


def test_bits_per_character_is_a_unit():
    m = one("This model achieves a test error of 1.19 bits/character on the last 4 million characters of the Hutter "
            "prize dataset when combined with dynamic evaluation.")
    assert (m.value, m.unit, m.name) == (1.19, "bits/character", "test error")


def test_a_lone_adjective_before_a_change_noun_names_nothing():
    m = one("We also show that pruning can lead to more than 10x theoretical reduction in adapted 3D-convolutional "
            "filters with a small drop in accuracy in a recurrent gesture classifier.")
    assert (m.value, m.unit, m.qualifier) == (10.0, "x", "more than")
    assert m.name != "theoretical"


def test_title_case_name_keeps_its_words():
    found = extract_metrics("Our best model was a GRU that achieved high prediction accuracy (micro-averaged AUC 0.93, "
                            "Label Ranking Loss 0.076), limited by hardware constraints on model size.")
    assert [(m.value, m.name) for m in found] == [(0.93, "AUC"), (0.076, "Label Ranking Loss")]


def test_current_state_of_the_art_of_earlier_work_is_not_a_result():
    m = one("An ensemble of 15 models, with a trivial combination technique, achieves 37.7% accuracy, which is "
            "competitive to the current state-of-the-art accuracy of 37.1% obtained by a traditional natural language "
            "semantic parser.")
    assert (m.value, m.name) == (37.7, "accuracy")


def test_model_family_acronym_from_the_leaderboards_is_no_metric_head():
    found = extract_metrics("Experiments on image classification CNNs show that on average across all networks studied, "
                            "TRT outperforms a state-of-the-art bit-parallel accelerator by 1.90x without any loss in "
                            "accuracy while it is 1.17x more energy efficient.")
    assert [(m.value, m.name) for m in found] == [(1.9, None), (1.17, "energy efficiency")]


def test_words_before_a_weak_performance_head_name_it():
    found = extract_metrics("Our agent significantly outperforms the previous state-of-the-art on Atari, averaging 880% "
                            "expert human performance, and a challenging suite of first-person, three-dimensional "
                            "Labyrinth tasks leading to a mean speedup in learning of 10× and averaging 87% expert human "
                            "performance on Labyrinth.")
    assert [(m.value, m.name) for m in found] == [(880.0, "expert human performance"), (10.0, "mean speedup"),
                                                  (87.0, "expert human performance")]


def test_background_sentence_about_the_world_reports_no_result():
    assert extract_metrics("Studies estimate that up to 50% of such lists omit active drugs, and that up to 25% of all "
                           "active medications do not appear on the appropriate patient list.") == []
    assert values("Empirical studies show that our method is 2x faster.") == [2.0]
    assert values("Studies show that our method is 2x faster.") == [2.0]


def test_a_kind_of_coefficient_heads_a_metric_name():
    m = one("Our proposed method outperforms the current best model, achieving a substantial gain of 1.5% in "
            "coordination correlation coefficient (CCC) and establishing a new state-of-the-art result.")
    assert (m.value, m.name, m.kind) == (1.5, "coordination correlation coefficient", "improvement")
    m = one("The predictions reach a Pearson correlation coefficient of 0.85 with human ratings.")
    assert (m.value, m.name) == (0.85, "Pearson correlation coefficient")
    assert values("with a regularization coefficient of 0.1 we reach 80% accuracy.") == [80.0]


# ---------------------------------------------------------------------------- round 6 (dev sets 3-5)
def _nkq(text: str):
    return [(m.value, m.name, m.kind, m.qualifier) for m in extract_metrics(text)]


def test_loose_list_after_a_comparative_shares_kind_and_hedge():
    # "up to A higher in X, B in Y and C in Z": one comparison, all three gains, all hedged
    assert _nkq("Our results demonstrate that ADaPT substantially outperforms established strong baselines, "
                 "achieving success rates up to 28.3% higher in ALFWorld, 27% in WebShop, and 33% in TextCraft - a "
                 "novel compositional dataset that we introduce.") == [
        (28.3, "success rate", "improvement", "up to"), (27.0, "success rate", "improvement", "up to"),
        (33.0, "success rate", "improvement", "up to")]
    # a place with digits in its name ("CIFAR-10", "top-1") does not break the list
    found = extract_metrics("We evaluate a broad range of models and find accuracy drops of 3% - 15% on CIFAR-10 and "
                            "11% - 14% on ImageNet.")
    assert [(m.value, m.kind) for m in found] == [(15.0, "improvement"), (14.0, "improvement")]


def test_bracketed_gap_of_a_comparison_is_an_improvement():
    m = one("Our results show that synthetic data achieve slightly lower accuracy (4-8%) than real data.")
    assert (m.value, m.kind, m.qualifier) == (8.0, "improvement", "up to")


def test_later_in_metric_names_unnamed_margins():
    found = extract_metrics("For example, it significantly surpasses the closely related trackers E.T.Track and "
                            "MixFormerV2-S on GOT10k-test by a margin of 7.9% and 5.8%, respectively, in the AO metric.")
    assert [(m.value, m.name) for m in found] == [(7.9, "AO"), (5.8, "AO")]
    found = extract_metrics("OAK outperforms current state-of-the-art XC methods by up to ~ 5 % on academic datasets, "
                            "and by ~ 3 % on an auxiliary data-augmented variant of LF-ORCAS-800K dataset in Precision@1.")
    assert [(m.value, m.name) for m in found] == [(5.0, "Precision@1"), (3.0, "Precision@1")]
    # not across another change or a "without": "by 1.90x without any loss in accuracy"
    found = extract_metrics("For instance, by solving the LP within 1 minute on the Citeseer dataset, we achieve a "
                            "significant increase in the certified ratio from 0.0% to 81.2%.")
    assert found[0].value == 1.0 and found[0].name is None


def test_process_verb_names_the_speed():
    assert one("We show that the proposed approach achieves state-of-the-art performance on all metrics and trains "
               "2-5× faster.").name == "training speed"
    assert one("Compared to existing NeRF+SR methods, our pipeline mitigates the SR computing overhead and can be "
               "trained up to 23x faster, making it feasible to run on consumer devices.").name == "training speed"
    m = one("We are able to outperform state-of-the-art results while also being able to train our models "
            "substantially faster (>100x) than expensive generative-based approaches.")
    assert (m.value, m.name, m.qualifier) == (100.0, "training speed", "more than")
    assert one("The new kernel is 40% faster than the reference.").name == "speed"


def test_speed_up_of_a_long_object_names_the_processes():
    m = one("We develop a parallel linear recurrence CUDA kernel and show that it can be applied to immediately speed "
            "up training and inference of several state of the art RNN architectures by up to 9x.")
    assert (m.value, m.name) == (9.0, "training and inference speed")


def test_beaten_work_is_not_the_quantity():
    found = extract_metrics("It improves previous work by 1.2% and 2.4% on WikiTableQuestions and WikiSQL datasets "
                            "respectively.")
    assert [(m.value, m.name) for m in found] == [(1.2, None), (2.4, None)]


def test_share_of_counted_things_skips_superlatives_and_keeps_cases():
    assert one("We achieve state-of-the-art results amongst comparable methods by solving 96.6% of the hardest "
               "Sudoku puzzles.").name == "Sudoku puzzles"
    m = one("DeMuX outperforms strong baselines in 84% of the test cases, in the zero-shot setting.")
    assert (m.value, m.name, m.kind) == (84.0, "test cases", "score")


def test_false_positives_head_a_result():
    found = extract_metrics("Results show that our technique can achieve 94% detection accuracy for 7 different kinds of "
                            "attacks with 9.91% false positives on benign inputs.")
    assert [(m.value, m.name) for m in found] == [(94.0, "detection accuracy"), (9.91, "false positives")]


def test_with_a_percentage_metric_is_a_level():
    m = one("It also surpasses prior state-of-the-art methods by a large margin on large-scale datasets such as "
            "ImageNet, with a 38.46% error rate.")
    assert (m.value, m.name, m.kind) == (38.46, "error rate", "score")


def test_bare_numbers_listed_before_a_factor_share_it():
    found = extract_metrics("Our approach requires significantly fewer samples (e.g. 8 and 125 times fewer samples than "
                            "Soft Actor Critic and Proximal Policy Optimization respectively on the half-cheetah task).")
    assert [(m.value, m.unit, m.name) for m in found] == [(8.0, "x", "samples"), (125.0, "x", "samples")]


def test_share_removed_by_the_method_is_a_reduction():
    assert _nkq("RLNs produce extremely sparse networks, eliminating up to 99.8% of the network edges and 82% of the "
                "input features, thus providing more interpretable models.") == [
        (99.8, "network edges", "improvement", "up to"), (82.0, "input features", "improvement", "up to")]
    m = one("We discovered that there is a straightforward way, however expensive, to serially prune 40-70% of the "
            "neurons in a trained network with minimal effect on the learning representation.")
    assert (m.value, m.name, m.kind) == (70.0, "neurons", "improvement")


def test_change_by_between_a_range():
    m = one("We show that fixing these inputs reduces factual errors by between 52% and 76% (depending on the model).")
    assert (m.value, m.name, m.kind, m.qualifier) == (76.0, "factual error", "improvement", "up to")


def test_nearest_change_verb_names_the_quantity():
    m = one("On a constraint story generation task, BSM improves the coherence of stories while also improving "
            "constraint satisfaction by 12%.")
    assert (m.value, m.name) == (12.0, "constraint satisfaction")


def test_levels_credited_to_published_work_are_not_results():
    assert values("On the SQuAD dataset, our single model achieves 84.6 F1 score on the test set, which is "
                  "significantly better than the best published F1 score of 81.8.") == [84.6]
    assert values("On the CIFAR-10 dataset, ENAS can design novel architectures that achieve a test error of 2.89%, "
                  "close to the 2.65% achieved by standard NAS (Zoph et al., 2017).") == [2.89]


def test_definition_with_should_reports_no_result():
    assert extract_metrics("This paper argues that uncertainties can benefit from calibration, i.e., an 80% predictive "
                           "interval should contain the true outcome 80% of the time.") == []


def test_hedge_before_a_pair_of_comparatives_applies_to_both_but_a_range_keeps_its_own():
    found = extract_metrics("For example, we show on a benchmark logistic regression task that Edward is at least 35x "
                            "faster than Stan and 6x faster than PyMC3.")
    assert [(m.value, m.qualifier) for m in found] == [(35.0, "at least"), (6.0, "at least")]
    found = extract_metrics("In practice, our method achieves a relative improvement of 2.2 - 13.8% in top-1 accuracy on "
                            "UAV-Human, 6.8% on NEC Drone, and 9.0% on Diving48 datasets.")
    assert [(m.value, m.kind, m.qualifier) for m in found] == [
        (13.8, "improvement", "up to"), (6.8, "improvement", None), (9.0, "improvement", None)]


def test_only_a_share_of_the_data_is_a_cost():
    m = one("Empirical results on various tasks demonstrate that our method achieves superior performance, using only "
            "10% of the target data.")
    assert (m.value, m.name, m.kind) == (10.0, "data", "score")
    m = one("Empirical validations on datasets like Alpaca and WizardLM underpin our findings; with a mere 10% of "
            "original data input, our strategy showcases improved results.")
    assert (m.value, m.name, m.kind) == (10.0, "data", "score")
    assert one("The method requires a mere 5.2% memory footprint compared to brute-force fine-tuning.").name == \
        "memory footprint"


def test_adjective_before_a_bracketed_number_names_it():
    found = extract_metrics("We have found our CNN architecture to be highly accurate (99.79%) and fast.")
    assert [(m.value, m.name) for m in found] == [(99.79, "accuracy")]


def test_aspect_after_a_change_names_the_quantity():
    m = one("Empirical results show that IterAlign successfully improves truthfulness, helpfulness, harmlessness and "
            "honesty, improving the LLM alignment by up to 13.5% in harmlessness.")
    assert (m.value, m.name, m.qualifier) == (13.5, "harmlessness", "up to")


def test_exceeding_a_named_level_is_over():
    m = one("Our approach is the first that exceeds the accuracy of 90% the CIFAR10 datasets using only 4,000 "
            "labeled images.")
    assert (m.value, m.name, m.qualifier) == (90.0, "accuracy", "over")
    m = one("Caduceus exceeds the performance of 10x larger models that do not leverage bi-directionality.")
    assert m.qualifier is None


def test_real_is_not_part_of_the_name():
    found = extract_metrics("By 3-bit quantization, we can achieve almost no loss in the accuracy or even surpass the "
                            "original model, with ~10.5x memory saving and ~3x real inference acceleration.")
    assert [(m.value, m.name) for m in found] == [(10.5, "memory"), (3.0, "inference acceleration")]


def test_state_of_the_art_performance_names_no_quantity():
    found = extract_metrics("The results demonstrate that our method achieves state-of-the-art performance, "
                            "outperforming existing methods on 20/21 benchmarks, typically by 2-5x.")
    assert [(m.value, m.name) for m in found] == [(20.0, "benchmarks"), (5.0, None)]
    # but the performance a method improves is named
    found = extract_metrics("Our extensive experiments show that our approach improves state-of-the-art performances by "
                            "22% in the model calibration task and 14% in the model selection task.")
    assert [(m.value, m.name) for m in found] == [(22.0, "performance"), (14.0, "performance")]


def test_percentage_accelerations_are_improvements():
    found = extract_metrics("Our proposed Efficient MAE introduces 27% and 30% pre-training runtime accelerations for "
                            "the ViT-Large and ViT-Huge models.")
    assert [(m.value, m.kind) for m in found] == [(27.0, "improvement"), (30.0, "improvement")]


def test_unknown_comparative_than_is_a_margin():
    m = one("We also evaluate our algorithms against the SoA on standard benchmarks, showing that our algorithms "
            "compute bounds up to 40% tighter than the SoA.")
    assert (m.value, m.kind, m.qualifier) == (40.0, "improvement", "up to")
    m = one("For large instances a new lower-bounding technique shows that on average our computed paths are less "
            "than 2% longer than the optimum paths.")
    assert (m.value, m.kind) == (2.0, "improvement")


def test_change_noun_with_its_object_before_a_bracketed_number():
    m = one("We obtain a first-of-a-kind reduction in number of multiplications (over 99.5%) while maintaining the "
            "predictive performance of the full-precision models.")
    assert (m.value, m.kind, m.qualifier) == (99.5, "improvement", "over")


def test_memory_a_method_requires_is_a_cost():
    found = extract_metrics("Our method only requires 6 GB of GPU memory during training, while 3.6 GB are enough to "
                            "process 1920 x 1024 images during inference.")
    assert [(m.value, m.unit, m.name) for m in found] == [(6.0, "GB", "GPU memory"), (3.6, "GB", "GPU memory")]


def test_smaller_model_is_model_size():
    assert one("FastGRNN extends the residual connection to a gate to match state-of-the-art gated RNN accuracies but "
               "with a 2-4x smaller model.").name == "model size"
    assert one("During inference, only ternary values (2-bit weights) and scaling factors are needed, therefore our "
               "models are nearly 16× smaller than full-precision models.").name == "model size"
    assert one("It reaches a 28% larger hypervolume than the baselines.").name == "hypervolume"


# ---------------------------------------------------------------------------- round 3 (nips2018/icml2019 dev pool)
def test_numbers_of_earlier_work_known_facts_conditions_and_examples_are_not_results():
    found = extract_metrics(
        "While the most recent work, for the first time, achieved 100% validity, its architecture is rather complex "
        "due to auxiliary neural networks other than VAE, making it difficult to train. This paper presents a "
        "molecular hypergraph grammar variational autoencoder (MHG-VAE), which uses a single VAE to achieve 100% "
        "validity.")
    assert [(m.value, m.name, m.char_start > 150) for m in found] == [(100.0, "validity", True)]
    assert extract_metrics("Neural networks are known to be a class of highly expressive functions able to fit even "
                           "random input-output mappings with 100% accuracy.") == []
    assert extract_metrics("Direct democracy, where each voter casts one vote, fails when the average voter "
                           "competence falls below 50%.") == []
    assert extract_metrics("For a set of n points in Rd, how to learn a subset of points, say 1% of the total number "
                           "of points, such that the remaining part of the points is best fit into some unknown "
                           "r-dimensional subspace?") == []
    found = extract_metrics("Our method achieves 2.68 MOS for TTS on LJSpeech dataset, by leveraging only 200 paired "
                            "speech and text data (about 20 minutes audio), together with extra unpaired data.")
    assert [(m.value, m.name) for m in found] == [(2.68, "MOS")]


def test_word_opening_the_noun_phrase_of_a_metric_joins_its_name():
    found = extract_metrics("The WD layer combined with a CNN applied to the phone recognition task on the TIMIT "
                            "database achieves a phone error rate of 18.1%, a relative improvement of 4% over the "
                            "baseline CNN.")
    assert [(m.value, m.name) for m in found] == [(18.1, "phone error rate"), (4.0, "phone error rate")]
    found = extract_metrics("Averaging the endpoint error across different mask densities, our method outperforms the "
                            "explicit baselines by 11-27%, the GAN baseline by 47% and the Probabilisitic Diffusion "
                            "baseline by 42%.")
    assert [m.name for m in found] == ["endpoint error"] * 3
    assert one("Our self-supervised pretraining yields a remarkable gain of +19.9% in action recognition accuracy "
               "on UCF101.").name == "action recognition accuracy"
    found = extract_metrics("Our methods outperform finetuning with standard BPE, improving neopronoun accuracy from "
                            "14.1% to 58.4%.")
    assert [(m.value, m.name) for m in found] == [(58.4, "neopronoun accuracy")]
    # not a verb, a comparative or an evaluative adjective; not a noun after a preposition
    assert one("It achieves competitive accuracy of 91.2% on CIFAR-10.").name == "accuracy"
    assert one("We report results on neopronoun accuracy of 81.2% for our model.").name == "accuracy"
    found = extract_metrics("Our model outperforms the Geoformer model, the previous best method on the UniGeo "
                            "dataset, by achieving accuracy improvements of 12.7% and 42.1% in calculation and proving "
                            "subsets.")
    assert [m.name for m in found] == ["accuracy", "accuracy"]


def test_change_noun_named_by_its_in_phrase_past_the_rival():
    assert one("We show approximately a 10% absolute improvement over the previous state-of-the-art in adversarial "
               "robustness.").name == "adversarial robustness"
    assert one("In Atari 2600 games, our method achieves 483 % average gain across 49 games in cumulative rewards "
               "over QR-DQN.").name == "cumulative rewards"


def test_change_noun_phrase_ends_before_a_participle_or_the_next_verb():
    found = extract_metrics("Evaluations show that MTZ is able to fully merge the hidden layers of two VGG-16 networks "
                            "with a 3.18% increase in the test error averaged on ImageNet and CelebA.")
    assert [(m.value, m.name, m.kind) for m in found] == [(3.18, "test error", "improvement")]
    found = extract_metrics("For example, on ILSVRC-12, our pruned ResNet-50 with 30% reduction of channels even "
                            "outperforms the original model by 0.39% in top-1 accuracy.")
    assert [(m.value, m.name) for m in found] == [(30.0, "channels"), (0.39, "top-1 accuracy")]


def test_quantity_named_after_a_physical_unit_slash_pairs_and_lists():
    found = extract_metrics("It outperforms state-of-the-art compressed-sensing Wavelet-based methods by 4dB SNR.")
    assert [(m.value, m.unit, m.name) for m in found] == [(4.0, "dB", "SNR")]
    assert one("Further, by combining with other model compression techniques, DeepRebirth offers an average of 65ms "
               "model forwarding time on each image using Samsung Galaxy S6.").name == "model forwarding time"
    found = extract_metrics("In particular, our EfficientNet-B7 achieves stateof-the-art 84.4% top-1 / 97.1% top-5 "
                            "accuracy on ImageNet, while being 8.4x smaller and 6.1x faster on inference than the "
                            "best existing ConvNet.")
    assert [(m.value, m.name) for m in found] == [(84.4, "top-1 accuracy"), (97.1, "top-5 accuracy"),
                                                  (8.4, "size"), (6.1, "inference speed")]
    found = extract_metrics("Our proposed detection system, named Pelee, achieves 76.4% mAP (mean average precision) "
                            "on PASCAL VOC2007 and 22.4 mAP on MS COCO dataset at the speed of 23.6 FPS on iPhone 8 "
                            "and 125 FPS on NVIDIA TX2.")
    assert [(m.value, m.name) for m in found][-2:] == [(23.6, "speed"), (125.0, "speed")]


def test_physical_settings_are_not_results():
    assert extract_metrics("Humans rely on episodic memory constantly, in remembering the name of someone they met "
                           "10 minutes ago.") == []
    assert extract_metrics("We train 600M RNN-T models at the frame rate of 160ms.") == []
    assert extract_metrics("We fit a Poisson GLM to spike train data recorded from 831 neurons for a duration of 41 "
                           "minutes, binned at 1 ms resolution.") == []
    found = extract_metrics("Our method achieves 86.94% AUC with a decision period of 6.4 seconds while the competing "
                            "methods achieve at most 85.92% AUC with a decision period of 273 seconds.")
    assert [m.unit for m in found] == ["%", "%"]
    assert one("Our model achieves robustness verification in 10ms.").unit == "ms"


def test_share_of_the_labels_a_method_needs_is_a_cost():
    m = extract_metrics("In particular, the proposed approach is able to match the sample quality (as measured by "
                        "FID) of the current state-of-the-art conditional model BigGAN on ImageNet using only 10% of "
                        "the labels.")
    assert [(x.value, x.name, x.kind) for x in m] == [(10.0, "labels", "score")]


def test_share_of_the_data_a_method_needs_is_named_by_the_data():
    found = extract_metrics("Rigorous experiments show that SoftER Teacher surpasses the novel performance of a strong "
                            "supervised detector using only 10% of required base labels, without catastrophic "
                            "forgetting observed in prior approaches.")
    assert [(m.value, m.name, m.kind) for m in found] == [(10.0, "base labels", "score")]
    found = extract_metrics("Our models perform competitively with state-of-the-art models using only 10% of the "
                            "respective real training images.")
    assert [(m.value, m.name) for m in found] == [(10.0, "real training images")]
    # a low-data split the experiment sets up is not a share the method needs, nor is a condition
    # or a baseline's share
    assert extract_metrics("With only 1% of the labeled images, our model is competitive.") == []
    assert extract_metrics("When using only 10% of the training samples, all baselines collapse.") == []
    assert extract_metrics("The baseline, using only 20% of the images, fails completely.") == []


def test_changed_object_before_a_bracketed_by_and_counted_things_before_a_verb():
    m = one("It is able to drastically improve security (by about 30%), while preserving utility.")
    assert (m.value, m.name, m.qualifier) == (30.0, "security", "about")
    assert one("We show that the resulting dataset is more factual and informative than established summarization "
               "datasets; less than 1% of the summaries have major factual inconsistencies with the corresponding "
               "news articles.").name == "summaries"
    assert one("Our variant ChartPaLI-5B outperforms even 10x larger models such as PaLIX-55B without using an "
               "upstream OCR system.").name == "model size"


def test_share_in_a_when_or_if_clause_is_a_condition():
    assert extract_metrics("For example, the networks accurately perceive shape and color in the periphery, even when "
                           "75% of the input is achromatic and low resolution.") == []
    assert extract_metrics("Networks implementing this plasticity rule can successfully learn to form memory "
                           "representations even if only 10% of the synapses are plastic.") == []
    found = extract_metrics("Our approach outperforms the vanilla, LfF, LDD, and DebiAN debiasing methods by absolute "
                            "margins of 10.39%, 9.08%, 8.07%, and 9.67% when only 10% of the Corrupted CIFAR-10 Type 1 "
                            "dataset is available.")
    assert [m.value for m in found] == [10.39, 9.08, 8.07, 9.67]


# ---------------------------------------------------------------------------- subjects (session 8)
def _subjects(text: str) -> list[tuple[float, str | None]]:
    return [(m.value, m.subject) for m in extract_metrics(text)]


def test_subject_is_the_whole_name_after_each_number():
    # a name of several words ("EPIC-KITCHENS 100", "MS COCO", "NVIDIA TX2"), found past a
    # parenthesis ("mAP (mean average precision) on"), per number of a list (ICML 2024, WACV 2024)
    assert _subjects("Their application improved overall accuracy by up to 2.24% on EGTEA, 3.97% on MECCANO, and "
                     "1.49% on EPIC-KITCHENS 100.") == [(2.24, "EGTEA"), (3.97, "MECCANO"), (1.49, "EPIC-KITCHENS 100")]
    assert _subjects("Our proposed detection system, named Pelee, achieves 76.4% mAP (mean average precision) on "
                     "PASCAL VOC2007 and 22.4 mAP on MS COCO dataset at the speed of 23.6 FPS on iPhone 8 and 125 FPS "
                     "on NVIDIA TX2.") == [(76.4, "PASCAL VOC2007"), (22.4, "MS COCO"), (23.6, "iPhone 8"),
                                          (125.0, "NVIDIA TX2")]
    # the preposition may come a few words later, never past "and"
    assert _subjects("We demonstrate the effectiveness of our approach, where it outperforms the previous best method "
                     "by 13% in terms of RMSE on the AISTD dataset and outperforms the previous best method by 82% in "
                     "terms of RMSE on the DeSOBA dataset.") == [(13.0, "AISTD"), (82.0, "DeSOBA")]
    assert _subjects("For the generalization from GTA5, we improve state-of-the-art mIoU performance by 3.8% absolute "
                     "on average and for SYNTHIA by 11.8% absolute.") == [(3.8, None), (11.8, "SYNTHIA")]


def test_subject_written_before_the_number_or_beaten_by_it():
    assert _subjects("Specifically, on OCR-VQA (+2.5%), TextVQA (+1.4%), ST-VQA (+0.6%), DocVQA (+1.1%) absolute "
                     "improvements over the previous state-of-the-art approaches.") == [
        (2.5, "OCR-VQA"), (1.4, "TextVQA"), (0.6, "ST-VQA"), (1.1, "DocVQA")]
    assert _subjects("This result surpasses the RepQ-ViT by 3.92%.") == [(3.92, "RepQ-ViT")]
    # "Top-1" opens a metric's name; a unit before a bracket is no name
    assert _subjects("Similarly, our approach elevates the ViT-Small to a Top-1 accuracy of 80.50%, outperforming "
                     "NoisyQuant by 3.64%.") == [(80.5, None), (3.64, "NoisyQuant")]
    assert _subjects("Additionally, with model compression techniques we are able to compress SqueezeNet to less than "
                     "0.5MB (510x smaller than AlexNet).")[-1] == (510.0, "AlexNet")


def test_data_set_opening_a_long_sentence_is_its_subject():
    # the data set named at the start holds for a number up to 200 characters further on
    assert _subjects("With only one image per scene for training, our extensive experiment results on the NYU V2 "
                     "dataset demonstrate that our method outperforms the previous state-of-the-art method by up to "
                     "10.6% in terms of MARE.") == [(10.6, "NYU V2")]
    assert _subjects("On WordNet, this algorithm obtains a mean-average-precision of 0.989 with only two dimensions, "
                     "outperforming existing work by 0.11 points.")[-1] == (0.11, "WordNet")
    # not past a ";" or further than that
    assert _subjects("On WordNet, this algorithm is fast; it outperforms existing work by 0.11 points.") == [
        (0.11, None)]


def test_subject_is_a_name_or_nothing():
    # generic phrases name no system or data set; a setting without a name after the number
    # is not the name before it
    assert _subjects("Generative models trained with our method can obtain 2-4x higher inception scores than the "
                     "baselines.") == [(4.0, None)]
    assert _subjects("For CodeLlama-13B, REGAL results in absolute accuracy increases of 11.5% on LOGO, 26.1% on date "
                     "understanding, and 8.1% on TextCraft.") == [(11.5, "LOGO"), (26.1, None), (8.1, "TextCraft")]


def test_share_of_the_time_is_how_often_the_method_succeeds():
    # ICML 2019 and ICML 2024 abstracts (held-out sets 3 and 11 label both); a requirement
    # ("should contain", "may not contain") is no result
    m = one("For example, we show that we can achieve physically-realizable attacks that fool ImageNet "
            "classifiers in a targeted fashion 49.6% of the time.")
    assert (m.value, m.unit, m.kind) == (49.6, "%", "score")
    assert [m.value for m in extract_metrics("Our model is able to predict the exact correct repair 41% of the time "
                                             "with a single guess.")] == [41.0]
    assert extract_metrics("For example, a 90% credible interval may not contain the true outcome 90% of the "
                           "time.") == []
    assert extract_metrics("Key to this is calibration - i.e., an 80% predictive interval should contain the true "
                           "outcome 80% of the time.") == []
    # a hypothesis is read in its own clause only; shares of the set-up's time are no results
    # (the reviewer's sentences)
    assert [m.value for m in extract_metrics("We find that random guessing would succeed 50% of the time, while our "
                                             "method succeeds 93% of the time.")] == [93.0]
    for text in ("We apply guidance only during the first 30% of the time steps.",
                 "The model spends 80% of the time on data loading.",
                 "During 10% of the time, the agent explores randomly.",
                 "In practice, 90% of the time is spent in the attention layers."):
        assert extract_metrics(text) == [], text


def test_how_many_of_the_things_tried_the_method_wins():
    # "N out of M" / "N/M" things after an outcome verb (NeurIPS 2018, ICML 2024, ICLR 2018; sets
    # 4, 5 and 11 label them): the count won, named by the things
    assert [(m.value, m.unit, m.name, m.kind) for m in extract_metrics(
        "We also apply our model to the BaBi textual QA dataset solving 19/20 tasks which is competitive with "
        "state-of-the-art sparse differentiable neural computers.")] == [(19.0, None, "tasks", "score")]
    assert [(m.value, m.name) for m in extract_metrics(
        "Specifically, PaLM2-L consistently outperforms pre-translation in 94 out of 108 languages.")] == [
        (94.0, "languages")]
    # without an outcome it is a count of the set-up; "CIFAR-10/100" is a name
    assert extract_metrics("We evaluate on 7 out of 8 tasks from the suite.") == []
    # the outcome verb must govern the count, in its own clause (the reviewer's sentences)
    for text in ("State-of-the-art methods are evaluated on 10 out of 20 tasks in our benchmark.",
                 "We select the best 5 out of 20 tasks for evaluation.",
                 "To improve coverage, we annotate 50/100 datasets by hand.",
                 "Existing methods achieve strong results but fail on 7 out of 12 benchmarks."):
        assert extract_metrics(text) == [], text
    assert extract_metrics("We study density uncertainty layers on the UCI and CIFAR-10/100 uncertainty "
                           "benchmarks.") == []


def test_subjects_the_reviewer_found_wrong():
    # names listed after a list of numbers pair up without "respectively" (ICML 2019, WACV 2024)
    assert _subjects("Our method achieves 94.15% and 98.12% on COCO-text and ICDAR2013 datasets for "
                     "character-level evaluation.") == [(94.15, "COCO-text"), (98.12, "ICDAR2013")]
    # a metric's cut-off, a class of models, an amount of money are no subjects
    assert _subjects("It improves over the baseline by 2% on Top-1 and 1% on Top-5.") == [(2.0, None), (1.0, None)]
    assert _subjects("Validated on a dataset with a total loan volume of USD 3 trillion, RisQNet outperforms the "
                     "state-of-the-art baseline and achieves 87.1% of AUC.") == [(87.1, None)]
    assert _subjects("Extensive experiments showcase a 1.27-3.42x speedup in GNN inference.") == [(3.42, None)]
    # nor the data a model was trained on, or a system set apart; a sentence that opens with
    # its setting gives it to the whole sentence
    assert _subjects("In contrast to GPT-4, our model achieves 60% accuracy.") == [(60.0, None)]
    assert _subjects("Trained on LAION-5B, our model achieves a zero-shot accuracy of 76.2%.") == [(76.2, None)]
    assert _subjects("On ImageNet, our model reaches 83.5% top-1 accuracy.") == [(83.5, "ImageNet")]
    # plain capitalised names after a preposition, unless a noun makes them a modifier
    assert _subjects("Our method achieves 48% for Codex.") == [(48.0, "Codex")]
    assert _subjects("It runs at 30 FPS on a single RTX 3090.") == [(30.0, "RTX 3090")]
    assert _subjects("In particular, we report two orders of magnitude reduction in error compared to Bayesian "
                     "cubature.") == [(100.0, None)]


def test_bare_scores_listed_one_per_language():
    # the reviewer's sentence: "in <Language>" lists scores as "on <Benchmark>" does
    assert [(m.value, m.name, m.subject) for m in extract_metrics(
        "We obtain an F1 of 88.2 in Spanish and 84.0 in German.")] == [(88.2, "F1", "Spanish"), (84.0, "F1", "German")]


def test_subjects_listed_for_a_list_of_numbers_pass_the_same_checks():
    # "respectively" pairs names anywhere in the sentence, but parts of the paper and classes of
    # models are no subjects there either (the code reviewer's sentences)
    assert _subjects("On PASCAL VOC 2012 and MS COCO 2014, our model achieved a mean IOU of 71.5% and 43.9% "
                     "respectively.") == [(71.5, "PASCAL VOC 2012"), (43.9, "MS COCO 2014")]
    assert _subjects("On Table and Figure, our method achieves accuracies of 94.1% and 98.1%, respectively.") == [
        (94.1, None), (98.1, None)]
    # a name across a ";" is another clause's; a name with inner dots stays whole
    assert _subjects("It reaches a BLEU score of 29.8 on WMT'14 English-German; at smaller sizes, it matches the "
                     "original Transformer with 37.6% less parameters.")[-1] == (37.6, None)
    assert _subjects("It surpasses the closely related trackers E.T.Track and MixFormerV2-S on GOT10k-test by a "
                     "margin of 7.9% and 5.8%, respectively.") == [(7.9, "E.T.Track"), (5.8, "MixFormerV2-S")]


def test_share_of_counted_errors_names_them_but_a_share_of_a_rate_does_not():
    found = extract_metrics("Human evaluation reveals that 93.9% of German errors, 96.4% of Chinese errors, and "
                            "92.20% of English errors are correctly detected and explained.")
    assert [(m.value, m.name) for m in found] == [(93.9, "errors"), (96.4, "errors"), (92.2, "errors")]
    assert one("Our method reaches 1% of our error-rates on the test split.").name is None


def test_duration_of_training_is_training_time():
    assert one("We train ResNet-50 on ImageNet in under 30 minutes.").name == "training time"
    found = extract_metrics("REM attains superhuman performance, while training in less than 12 hours.")
    assert [(m.value, m.unit, m.name, m.qualifier) for m in found] == [(12.0, "hours", "training time", "less than")]
    # no training in the sentence: not training time (the process that takes it names it)
    assert one("Inference takes 3 hours.").name == "inference time"


def test_list_of_slash_pairs_pairs_the_slash_names_after_it():
    found = extract_metrics("Our model improves by 22.7%/38.9%, 33.8%/36.4%, and 16.60%/23.20% in ADE/FDE for the "
                            "NBA, TrajNet++, and ETH-UCY datasets, respectively.")
    assert [m.name for m in found] == ["ADE", "FDE"] * 3
    assert all(m.subject != "ADE/FDE" for m in found)


def test_from_to_with_a_named_setting_or_down_to_is_a_change():
    found = extract_metrics("We find that the end-to-end task completion rate drops from 48% in English to 32% for "
                            "other languages.")
    assert [(m.value, m.baseline_value) for m in found] == [(32.0, 48.0)]
    found = extract_metrics("Random search reduces the search time from 36 hours down to 1 hour.")
    assert [(m.value, m.baseline_value, m.name) for m in found] == [(1.0, 36.0, "search time")]


def test_bare_score_named_after_the_compared_number():
    found = extract_metrics("It outperformed the state of the art on ogbl-vessel by 12% (98.38 vs. 87.98 AUC).")
    assert [(m.value, m.name, m.kind) for m in found] == [(12.0, None, "improvement"), (98.38, "AUC", "score")]


def test_share_of_trials_where_the_outcome_holds_is_a_result():
    m = one("Our results indicate that PAL leads to improved calibration in 75% of the instances.")
    assert (m.value, m.unit, m.name) == (75.0, "%", "instances")
    assert one("ZOOTER ranks first on 44% of tasks, even surpassing reward model ranking methods.").name == "tasks"
    # a share of the data is still the set-up
    assert extract_metrics("The model is trained on 10% of the data.") == []


def test_budget_and_hardware_memory_are_the_set_up():
    found = extract_metrics("In terms of AUC performance for 25% feature budget, Skinny Trees outperforms LightGBM by 10.2%.")
    assert [m.value for m in found] == [10.2]
    assert extract_metrics("We train the ODP dataset on a single Titan X GPU (12GB) in our experiments.") == []


def test_damaged_and_rarer_forms_of_results():
    # a "to" that lost its space, a hyphenated "-points", gigabits, "decrease ... by a factor of N times"
    found = extract_metrics("On SST2, VertAttack is able to drop RoBERTa's accuracy from 94 to13%.")
    assert [(m.value, m.unit, m.name, m.baseline_value) for m in found] == [(13.0, "%", "accuracy", 94.0)]
    m = one("It is 1.2-points better than the current best result on non-ensemble models.")
    assert (m.value, m.unit, m.kind) == (1.2, "pp", "improvement")
    assert one("Our compression scheme reduces storage from 57Gb to 8.2Gb.").unit == "Gb"
    m = one("ParaTAA can decrease the inference steps by a factor of 14 times.")
    assert (m.value, m.unit, m.name) == (14.0, "x", "inference steps")
    assert extract_metrics("We train Proto13% of the time.") == []


def test_metric_that_changes_from_a_to_b_by_itself():
    found = extract_metrics("We decrease latency by up to 12x, while MRR@10 on the MS MARCO dev set only decreases "
                            "from 38.2 to 36.2.")
    assert [(m.value, m.name, m.baseline_value) for m in found] == [(12.0, "latency", None), (36.2, "MRR@10", 38.2)]


def test_multi_word_names_keep_their_aggregate_and_head():
    found = extract_metrics("Our model achieves 75.1% exact match accuracy and 83.1% F1 on SQuAD.")
    assert [m.name for m in found] == ["exact match accuracy", "F1"]
    m = one("We reach a mean area under the receiver operating characteristic curve of 99% on clean data.")
    assert m.name == "mean area under the receiver operating characteristic curve"


def test_speed_up_after_a_factor_is_the_noun_named():
    m = one("The system is a 1000x speed up relative to the original WaveNet.")
    assert (m.value, m.unit, m.name) == (1000.0, "x", "speed up")
    assert one("Our kernels give 3x to 7x speed ups over the gemmlowp library.").name == "speed up"
    assert one("We speed up training by 3x.").name == "training speed"


def test_gap_and_speedup_keep_the_noun_before_them_and_the_process_after():
    assert one("Our improved lower bounds close the optimality gap by a factor of 9.855x.").name == "optimality gap"
    assert one("GST achieves 1.27-3.42x speedup in GNN inference.").name == "GNN inference speedup"
    assert one("Our model achieves 2x speedup in training compared to FlashAttention.").name == "training speedup"


def test_study_outcomes_and_needed_data_shares_are_results_earlier_methods_are_not():
    assert one("In a user study, 83.3% of users find the synthesized instructions accurate.").name == "users"
    m = one("We nearly match state-of-the-art performance with just 25% of the original training data.")
    assert (m.value, m.name) == (25.0, "original training data")
    # only a share of any counted things the method uses: its cost
    found = extract_metrics("Our approach achieves approximately 80% certified accuracy while utilizing only 30% of "
                            "the projected image frames.")
    assert [(m.value, m.name) for m in found] == [(80.0, "certified accuracy"), (30.0, "projected image frames")]
    assert one("We generate localized adversarial noises that cover only 2% of the pixels in the image.").name == "pixels"
    # but not a baseline's, nor a set-up share
    assert extract_metrics("The baseline, using only 20% of the frames, fails.") == []
    m = one("Cold Fusion transfers to a new domain while using less than 10% of the labeled training data.")
    assert (m.value, m.name, m.qualifier) == (10.0, "labeled training data", "less than")
    # the reviewer's: no claim of the method's before "while using": a collapse or the set-up
    for text in ("The performance of FixMatch collapses while using less than 5% of the labeled samples.",
                 "The teacher model is first trained while using less than 10% of the training images.",
                 "We simulate label scarcity while using less than 1% of the labels for training."):
        assert extract_metrics(text) == [], text
    assert extract_metrics("With only 10% of the labels, the model is competitive.") == []
    found = extract_metrics("InterLUDE achieves 3.2% error rate, while the best previous method reports 6.3%.")
    assert [m.value for m in found] == [3.2]
    found = extract_metrics("A linear classifier on DP-Cap features attains 65.8% accuracy on ImageNet-1K, considerably "
                            "improving the previous SOTA of 56.5%.")
    assert [m.value for m in found] == [65.8]
    # but a margin over the previous SOTA is a result
    assert one("Our model exceeds the previous SOTA 0.19dB in PSNR.").value == 0.19


def test_a_share_of_counted_things_after_with_or_using_only_is_the_cost_the_method_needs():
    # "with only" inside a clause names what the method needs, with or without "of"
    m = one("EDDPM can generate high-quality samples with only 20% of the steps for time series imputation.")
    assert (m.value, m.name) == (20.0, "steps")
    m = one("IGNet reaches state-of-the-art results with only 8% labeled points, while adding no cost.")
    assert (m.value, m.name) == (8.0, "labeled points")
    m = one("Scribble2Scene shows competitive performance with only 13.5% voxels labeled.")
    assert (m.value, m.name) == (13.5, "voxels labeled")
    # but a sentence's opening condition, a "when" and a baseline's share are the set-up
    assert extract_metrics("Remarkably, with only 1% labeled points, our model wins.") == []
    assert extract_metrics("We fail when using only 10% of the frames.") == []
    assert extract_metrics("The baseline, with only 20% of the frames, fails.") == []
    for condition in ("When using only 10% labeled points, our model wins.",
                      "When trained with only 10% of the labeled points, our model wins.",
                      "If trained with only 10% labeled points, our model wins."):
        assert extract_metrics(condition) == [], condition
    # the things are a plural noun, not a word that happens to end in "s"
    for text in ("Our model wins with only 10% this time.", "Our model wins with only 5% is required.",
                 "Our model matches the baseline with only 8% as many parameters."):
        assert extract_metrics(text) == [], text


def test_list_of_numbers_pairs_the_metric_list_after_it_in_order():
    found = extract_metrics("Our model shows average improvements of 77% and 54% on BLEU and METEOR scores.")
    assert [(m.value, m.name) for m in found] == [(77.0, "BLEU score"), (54.0, "METEOR score")]



def test_review_findings_on_names_and_changes():
    # the rest of the reviewer's sentences against session 9's rules (see test_not_results)
    found = extract_metrics("Gains range from 2% on CIFAR-10 to 5% on ImageNet.")
    assert [(m.value, m.baseline_value) for m in found] == [(2.0, None), (5.0, None)]
    assert one("Our training-free method generates high-resolution images in 2 seconds.").name != "training time"
    assert one("It achieves up to 10x acceleration in mean sampling speed.").name == "acceleration"
    found = extract_metrics("Our method improves by 5% and 3% on accuracy and F1 score, respectively.")
    assert [m.name for m in found] == ["accuracy", "F1 score"]
    assert one("The proposed index speed up is 5x.").name != "speed up"
    found = extract_metrics("Our checker detects 93.9% of German errors and 88.1% of English errors.")
    assert [m.name for m in found] == ["errors", "errors"]


def test_bare_scores_named_across_lists_brackets_and_comparisons():
    # a strong name earlier in the clause covers a list closed by "respectively" or opened by ":"
    found = extract_metrics("Our method lowers the perplexities on PTB and WikiText-103 to 52.4 and 31.9 respectively.")
    assert [(m.value, m.name, m.subject) for m in found] == [(52.4, "perplexity", "PTB"),
                                                             (31.9, "perplexity", "WikiText-103")]
    found = extract_metrics("The model sets new BLEU scores on two benchmarks: 29.3 on WMT14 and 35.1 on IWSLT.")
    assert [(m.value, m.name) for m in found] == [(29.3, "BLEU score"), (35.1, "BLEU score")]
    # ... but not without one of the two, nor for the settings the metric is measured under
    assert extract_metrics("The perplexity is reported for two seeds, 0.7 and 0.9.") == []
    assert extract_metrics("We evaluate the AUC of the detector under perturbation budgets of 0.03 and 0.06, "
                           "respectively.") == []
    assert extract_metrics("We measure accuracy under two noise levels: 0.1 and 0.5.") == []
    # a change with its size after "gains of" / "improvement of"
    found = extract_metrics("Fine-tuning yields gains of +3.1 on ARC and +1.7 on HellaSwag.")
    assert [(m.value, m.kind, m.subject) for m in found] == [(3.1, "improvement", "ARC"), (1.7, "improvement", "HellaSwag")]
    assert one("The method shows an average improvement of 6.25 over strong baselines.").kind == "improvement"
    assert extract_metrics("With an increase of 0.5 in the noise scale, the accuracy drops sharply.") == []
    # "values of" and "margin of" join a name to its numbers
    found = extract_metrics("We obtain mean SROCC values of 0.912 on LIVE.")
    assert [(m.value, m.name) for m in found] == [(0.912, "mean SROCC")]
    assert one("It beats the baseline by an mAP margin of 1.85 on VOC.").name == "mAP"
    # a fraction is no count: a bracketed remark after it does not drop it
    assert one("It achieves a normalized score of 0.871 (third place out of 90 teams).").value == 0.871
    # a score in brackets named right after it, or after "vs."
    m = one("The model is the best on the Penn Treebank (62.4 perplexity) with few parameters.")
    assert (m.value, m.name) == (62.4, "perplexity")
    found = extract_metrics("It surpasses GPT-4 on MBPP (71.2 vs. 69.8 in pass@1).")
    assert (found[0].value, found[0].name) == (71.2, "pass@1")
    # a fraction after a comparison sign, named before it; but "gap > 0" is a condition
    m = one("Our detector achieves detection AUC > 0.97 against all diffusion models.")
    assert (m.value, m.name, m.qualifier) == (0.97, "detection AUC", "more than")
    assert extract_metrics("Let gap > 0 be the relative gap of the top eigenvalues.") == []
    assert extract_metrics("A box counts as detected when its IoU > 0.5 with a ground-truth box.") == []
    assert [m.value for m in extract_metrics("Our detector reaches 45.1 mAP on COCO (0.5 IoU threshold).")] == [45.1]
    assert extract_metrics("The false positive rate (type 1 error) stays high.") == []


def test_names_of_bare_scores():
    assert one("It achieves character-level perplexities of 1.21 on enwik8.").name == "character-level perplexity"
    assert one("It reduces the Fréchet Inception distance to 9.4 on LSUN.").name == "Fréchet Inception distance"
    assert one("The codec reaches 31.2 dB peak signal to noise ratio on Kodak.").name == "peak signal to noise ratio"
    assert one("We reach a cross-entropy of 0.98 bits per character.").name == "cross-entropy"
    # "scores" before an adverb or comparative is the verb, not a metric
    assert extract_metrics("Our summarizer scores consistently higher in fluency with 0.42 on average.") == []
    # named correlations and overlap, written out
    assert one("Its ratings agree with experts (Pearson r ≈ 0.81 on the held-out pairs).").name == "Pearson r"
    assert one("Kendall's tau reaches 0.58 against the human ranking.").name == "Kendall's tau"
    assert one("It reaches a mean Intersection over Union of 69.5 on ADE20K.").name == "mean Intersection over Union"
    assert one("The model reaches 1.21 bits-per-character on enwik8.").unit == "bits-per-character"


def test_numbers_credited_to_earlier_methods_after_them():
    found = extract_metrics("Our codec achieves 31.4 dB on Kodak, compared to 29.9 dB and 28.7 dB provided by the "
                            "previous best methods, respectively.")
    assert [m.value for m in found] == [31.4]
    found = extract_metrics("We reach 3.1% error, close to the 2.65% achieved by standard NAS (Zoph et al., 2017).")
    assert [m.value for m in found] == [3.1]


def test_durations_written_in_words_after_a_bound():
    m = one("Training the agent finishes in under an hour on one GPU.")
    assert (m.value, m.unit, m.qualifier) == (1.0, "hour", "less than")
    m = one("The attack succeeds within two minutes.")
    assert (m.value, m.unit, m.qualifier) == (2.0, "minutes", "within")
    # not a span of the set-up, nor a bound of another system's
    assert extract_metrics("We collected the logs for one week.") == []
    for text in ("The model predicts sepsis onset within six hours of admission.",
                 "It forecasts the load in one hour increments.", "Each participant joined in an hour-long session."):
        assert extract_metrics(text) == [], text
    assert extract_metrics("The baseline takes over an hour per query.") == []


def test_scores_paired_by_slashes():
    found = extract_metrics("We beat the best prior system by 6.12/4.35 CIDEr on the two news sets.")
    assert [(m.value, m.name) for m in found] == [(6.12, "CIDEr"), (4.35, "CIDEr")]
    found = extract_metrics("Our detector reaches a miss rate (lower is better) of 4.1 / 12.9 / 7.5 on the three benchmarks.")
    assert [(m.value, m.name) for m in found] == [(4.1, "miss rate"), (12.9, "miss rate"), (7.5, "miss rate")]
    # the unit after the last number of a slash pair is the first's too; "-point" before a change
    found = extract_metrics("It gains 1.85/3.02 points in coherence, with only a 0.21/0.40-point decline in fluency.")
    assert [(m.value, m.unit) for m in found] == [(1.85, "pp"), (3.02, "pp"), (0.21, "pp"), (0.4, "pp")]
    # a fraction and a date stay out
    assert extract_metrics("The dose was 1/2 of the standard, given on 3/4 of the days.") == []


def test_changes_and_names_written_unusually():
    found = extract_metrics("The method achieves performance gains of 2.7 Relative Gain over Random Replay.")
    assert [(m.value, m.kind) for m in found] == [(2.7, "improvement")]
    assert one("This embedding obtains a mean-average-precision of 0.972 on WordNet.").name == "mean-average-precision"


def test_data_mining_and_web_abstracts():
    # ranking metrics spelled out, even after "statistically significant"
    m = one("On a set of personal names the method reaches a statistically significant mean reciprocal rank of 0.59.")
    assert (m.value, m.name) == (0.59, "mean reciprocal rank")
    assert one("Reranking raises the normalized discounted cumulative gain by 3.2%.").name == \
        "normalized discounted cumulative gain"
    assert extract_metrics("We keep the items at rank of 5.") == []
    # a rate right after a result it comes with is a second result; before one it is the operating point
    found = extract_metrics("The crawler reaches a true positive rate of 88.1% with a false positive rate of 2.4%.")
    assert [(m.value, m.name) for m in found] == [(88.1, "true positive rate"), (2.4, "false positive rate")]
    assert [m.value for m in extract_metrics("With a false positive rate of 1%, the filter blocks 93% of spam.")] == [93]
    # the recall a gain is measured at is no result
    assert [m.value for m in extract_metrics("Indexing time gains reach 50X for 80% recall.")] == [50]
    # factors "from A to B" range over settings; a change from one to the other keeps its baseline
    m = one("Our scheme achieves a compression ratio from 40x to 90x on the traces.")
    assert (m.value, m.qualifier, m.baseline_value) == (90, "up to", None)
    m = one("Caching raises the throughput from 1.5x to 3.2x.")
    assert (m.value, m.baseline_value) == (3.2, 1.5)
    # "speeds up X N times": a factor, the speed of a system when X is one
    m = one("The new index speeds up the baseline algorithm 3 to 150 times depending on the graph.")
    assert (m.value, m.unit, m.qualifier, m.name) == (150, "x", "up to", "speed")
    assert extract_metrics("We repeated every run 5 times depending on the seed.") == []
    # a duration in words after the work done
    m = one("The model learns its embeddings on 2.3 million sessions in three days.")
    assert (m.value, m.unit, m.name) == (3, "days", "training time")
    assert extract_metrics("Visitors ask what they can see in one day in this city.") == []
    # others' findings, trends and formulas are not this work's results
    assert extract_metrics("Log mining for bug triage Studies have shown that triage takes up to 40% of "
                           "maintenance effort.") == []
    assert extract_metrics("Research has shown that about 30% of the queries are navigational.") == []
    assert extract_metrics("The price of storage has been falling by a factor of 2 every three years.") == []
    assert extract_metrics("The greedy algorithm achieves a ln(n) + 1 approximation ratio.") == []
    assert extract_metrics("Our findings can be summarized as three-fold: first, the graph is sparse.") == []
    # names: "but also" starts the next clause; a title-case name keeps its words; "percent" is the unit;
    # the rate of a thing changes, not the thing
    found = extract_metrics("Pruning not only improves the query time of the engine by a factor of 4 but also "
                            "boosts ranking accuracy by a factor of 2.")
    assert [m.name for m in found] == ["query time", "ranking accuracy"]
    assert one("Click-Through Rate (CTR) of an ad can be improved as high as 120% with user segments.").name == \
        "Click-Through Rate"
    assert one("Label Ranking Loss of 0.081 is reached on the test set.").name == "Label Ranking Loss"
    assert one("Reducing False Discovery Rate from 60% to 5%, the test is safe.").name == "False Discovery Rate"
    assert one("The classifier achieves 91 percent accuracy.").name == "accuracy"
    assert one("The click-through rate of a banner improves by 7%.").name == "click-through rate"
    assert one("The click-through rate of a banner can be improved by 7%.").name == "click-through rate"


def test_data_mining_and_web_abstracts_second_round():
    # a lift is a change; the operating point inside the changed phrase names nothing
    m = one("Our ranker has yielded a 12% CTR lift over the production system.")
    assert (m.kind, m.name) == ("improvement", "CTR")
    found = extract_metrics("It improves the normalized AUC score at 5% false-positive rate by 11.2% and 9.4% compared to "
                            "two baselines.")
    assert [(m.value, m.name) for m in found] == [(11.2, "normalized AUC score"), (9.4, "normalized AUC score")]
    # the recall a gain is measured at is the set-up
    assert [m.value for m in extract_metrics("The model gives a 15% lift in precision for recalling 20% of the "
                                             "purchases.")] == [15]
    # "within N% of" another level is a margin, named by the quantity before it
    m = one("The interpreter delivers performance within 15% of the fastest compiled engines.")
    assert (m.kind, m.name, m.qualifier) == ("improvement", "performance", "within")
    # "or more" hedges a lower bound; the noun before "before" ends the compared thing
    assert one("It beats the baselines by a factor of 8 or more.").qualifier == "at least"
    assert one("Miners enumerate 20 to 50 times more itemsets before finding them.").name == "itemsets"
    # rates per second; a bandwidth before the link it sizes is the set-up; how long a study lasted too
    found = extract_metrics("In a crawl that lasted 30 days, the crawler sustained an average download rate of "
                            "210 mb/s (1,450 pages/s).")
    assert [(m.value, m.unit, m.name) for m in found] == [(210, "mb/s", "average download rate"),
                                                         (1450, "pages/s", "average download rate")]
    assert extract_metrics("Training runs on cheap commodity 10Gbps Ethernet.") == []
    assert one("The service answers within a realistic response time of about 4 minutes.").name == "response time"


def test_factor_written_sign_first():
    m = one("Our sampler reaches a large inversion acceleration (up to ×2.85) at equal quality.")
    assert (m.value, m.unit, m.qualifier) == (2.85, "x", "up to")
    found = extract_metrics("It is more time-efficient than both MixA (x3) and MixB (x2) while more accurate.")
    assert [(m.value, m.unit, m.name) for m in found] == [(3, "x", "time efficiency"), (2, "x", "time efficiency")]
    # an instruction set, a scale factor of the task
    assert extract_metrics("We support three ISAs (x86, ARM and MIPS).") == []
    assert extract_metrics("It sharpens images in ×4 super-resolution tasks.") == []


def test_a_proved_statement_is_a_bound():
    assert extract_metrics("We prove that the competitive ratio of GreedyPlus is at least 1/3, and the ratio is about "
                           "0.41 when k>=5.") == []
    # "provably" with the method's measured error stays a result
    assert one("We train a classifier that provably has less than 4.2% test error on MNIST.").value == 4.2


def test_a_change_in_named_points_is_a_result():
    m = one("The refiner achieves improvements up to 2.3 MetricX points on translation tasks.")
    assert (m.value, m.unit, m.name, m.qualifier) == (2.3, "pp", "MetricX", "up to")
    m = one("Retrieval gains 4.4 absolute points over the base model on TruthfulQA.")
    assert (m.value, m.unit, m.name) == (4.4, "pp", None)
    assert extract_metrics("The board awards 3 bonus points to each team.") == []


def test_review_findings_on_data_mining_rules():
    # an organisation's "Research" is no background study; a title run into the abstract is only the first sentence
    assert one("Online experiments at Yahoo Research showed a 12% lift in click-through rate.").value == 12
    assert one("We study caching. A/B tests by Microsoft Research revealed that the ranker raises CTR by 3.5%.").value == 3.5
    assert extract_metrics("Log mining for triage Research has shown that caching improves latency by 30%.") == []
    # a duration in words belongs to the work verb of its own clause only
    assert [m.value for m in extract_metrics("Unlike GraphSAGE, which learns embeddings in two days, our model "
                                             "needs 40 minutes.")] == [40]
    assert extract_metrics("We train the model on sessions recorded in one day.") == []
    assert [m.value for m in extract_metrics("Previous systems process the full crawl in two weeks, while ours "
                                             "needs 3 days.")] == [3]
    assert extract_metrics("Existing methods converge in under 2 hours.") == []  # written in digits too
    assert one("The solver can converge in one hour.").unit == "hour"
    # savings per year are results; only a trend "every two years" is not
    assert one("Our system reduces energy costs by 20% per year.").value == 20
    # a false positive rate after a result with its name, or after a comma, is a second result
    for text in ("It achieves 95% recall with a false positive rate of 2%.",
                 "The filter achieves 99.2% accuracy, with a false positive rate of 0.3%.",
                 "The detector reaches an AUC of 0.97 with a false positive rate of 2%."):
        assert [m.name for m in extract_metrics(text)][-1] == "false positive rate", text
    # the operating point in any case
    for text in ("For 90% recall, our model reaches 80% precision.", "Our model reaches 80% precision for 90% Recall.",
                 "When recalling 90% of the positives, the model keeps 80% precision."):
        assert [m.value for m in extract_metrics(text)] == [80], text
    assert one("The improved AUC score at a 5% false positive rate is 0.93.").name == "AUC score"
    # a cumulative gain is a score, not a gain
    assert one("Our ranker reaches a normalized discounted cumulative gain of 0.452 on the test set.").kind == "score"
    # a bandwidth is the set-up only as the size of a link
    assert one("Our packet classifier sustains 40 Gbps on commodity devices.").unit == "Gbps"
    assert extract_metrics("The cluster is connected by a 10 GB/s interconnect.") == []
    # "+ 1" is a formula term only before an approximation, and any math token may precede it
    assert extract_metrics("It achieves an H_k + 1 approximation ratio.") == []
    assert extract_metrics("It achieves a log(n) +1 approximation ratio.") == []
    assert one("Our method improves accuracy (top-1) + 2.1% over the baseline.").value == 2.1
    # the method's own training lasted; an experiment's span is the set-up
    assert one("Training lasted about 3 hours on one GPU.").value == 3
    # "good" is no verb of change
    m = one("The system achieves good speedups from 2x to 5x on the benchmarks.")
    assert (m.value, m.baseline_value, m.qualifier) == (5, None, "up to")
    # a hedged margin
    m = one("The student reaches accuracy within about 1% of the teacher.")
    assert (m.kind, m.name) == ("improvement", "accuracy")
    # a lift names the quantity lifted; a two-word title-case name at the sentence start
    assert one("The model gives a 15% lift in precision over the baseline.").name == "precision"
    assert one("Click Rate of 3.1% is reached on the test set.").name == "Click Rate"


def test_names_keep_what_the_text_writes_around_a_metric():
    # a total is a different quantity from its part; a total count is the count
    assert one("The method cuts total training memory by 41.5% against the baseline.").name == "total training memory"
    assert one("Our policy reduces the total number of queries by 22%.").name == "number of queries"
    # a metric's performance is named as written
    assert one("We raise AUC performance by 4.2% on the hardest split.").name == "AUC performance"
    # a state-of-the-art level named right before its number
    m = one("We report a new state-of-the-art performance of 88.4% on the test set.")
    assert (m.name, m.kind) == ("performance", "score")
    assert one("It achieves state-of-the-art performance, 88.3% on GSM8K.").name is None


def test_a_metric_ending_in_a_capital_letter_is_no_variable():
    # "ROUGE-L of": the L is the metric's, not a symbol "L of 41.2"
    m = one("Our summariser reaches a ROUGE-L of 41.2 on the news data.")
    assert (m.value, m.name) == (41.2, "ROUGE-L")
    assert extract_metrics("We set L of 4 layers for the encoder.") == []


def test_the_size_of_the_data_built_is_the_set_up():
    assert extract_metrics("We then build a 15x larger dataset than the original training set.") == []
    assert extract_metrics("Our corpus is 12X larger than existing resources.") == []
    assert extract_metrics("It is a benchmark that is an order of magnitude larger than comparable benchmarks.") == []
    # beating systems trained on larger data, and larger models, stay results
    assert one("Our distilled set shows higher fidelity than up to 9 times larger datasets.").value == 9
    assert one("Our student outperforms 10x larger models on the suite.").value == 10


def test_a_metric_acronym_written_in_title_case_is_a_head():
    m = one("Our reranker beats the baselines by 2.3% in Rouge-2 for summarisation.")
    assert (m.name, m.subject) == ("Rouge-2", None)
    assert one("The model reaches a Bleu-4 of 31.5 on the test set.").name == "Bleu-4"
    # a hyphenated model name is no metric
    assert one("Our Mask-RCNN variant improves box AP by 2%.").name == "box AP"


def test_what_a_comparative_is_measured_in_after_a_comma_or_in_brackets():
    assert one("The sampler is ~4x more efficient, in terms of function evaluations, at equal quality.").name \
        == "function evaluations"
    assert one("Our ranker is two times more accurate (in NDCG@5) than the baseline.").name == "NDCG@5"
    assert one("It is 2x faster (in practice) than the reference solver.").name == "speed"


def test_a_number_in_brackets_after_a_system_is_its_result_on_the_named_quantity():
    names = [(m.value, m.name, m.subject) for m in extract_metrics(
        "Our best agent wins 49.7% of games, ahead of ELIZA (22%) and GPT-3.5 (20%).")]
    assert names == [(49.7, "games", None), (22, "games", "ELIZA"), (20, "games", "GPT-3.5")]
    # only a quantity named in the same unit carries over
    factor, share = extract_metrics("It is 3x faster than LoRA and beats Adapter-v2 (61%).")
    assert (factor.name, share.name) == ("speed", None)


def test_a_share_of_what_a_study_observes_is_a_finding_not_a_result():
    assert extract_metrics("We discovered that around 25% of questions in some categories are recurrent.") == []
    assert extract_metrics("The results suggest that over 50% of bot addresses are from two countries.") == []
    # a share of the work's own output, or found of how well it does, stays a result
    assert one("We find that 26.8% of the summaries generated by LLMs contain factual errors.").value == 26.8
    assert one("We find that 96.1% of the tags were accurately read by the system.").value == 96.1
    assert one("We find that our method solves 80% of the tasks.").value == 80


def test_the_level_kept_keeps_its_modifiers():
    # "98%-99% of peak performance": which level is kept is part of the name
    assert one("The schedule reaches about 98%-99% of peak performance in 62 epochs.").name == "peak performance"
    assert one("One can retrieve >99% of the single task accuracy with our masks.").name == "single task accuracy"
    assert one("Students keep the accuracy, retaining 95-97% of the teacher performance.").name == "teacher performance"
    assert one("It prunes the weights while retaining 99% or more accuracy.").name == "accuracy"
    # but not a system's name (whose level: the subject), nor how it was reached
    assert one("The distilled student retains 97% of BERT performance.").name == "performance"
    assert one("It achieves 92.1% of the fully supervised performance.").name == "performance"


def test_a_fraction_of_what_another_system_needs_is_a_factor():
    m = one("It outperforms ByteNet while using only half as many supervised examples.")
    assert (m.value, m.unit, m.kind, m.name) == (2, "x", "ratio", "supervised examples")
    first, second = extract_metrics("IEThresh reaches it with less than half the queries issued by all-experts labeling "
                                    "and less than a third the queries required by random expert selection.")
    assert [(m.value, m.name, m.qualifier) for m in (first, second)] == [(2, "queries", "less than"),
                                                                         (3, "queries", "less than")]
    m = one("Our network beats VideoINR while requiring less than half the number of parameters.")
    assert (m.value, m.name, m.qualifier) == (2, "number of parameters", "less than")
    assert [(m.value, m.name) for m in extract_metrics(
        "Our students keep the accuracy with only 1/10th trainable parameters and only 1/3 computational costs.")] \
        == [(10, "trainable parameters"), (3, "computational costs")]
    m = one("The registration backend cuts runtime in half.")
    assert (m.value, m.unit, m.name) == (2, "x", "runtime")
    assert one("Our method cuts the word error rate in half.").name == "word error rate"
    assert one("It reaches higher accuracy in half as many epochs.").name == "epochs"
    m = one("Queries are executed using less than one third the number of messages required by existing schemes.")
    assert (m.value, m.name, m.qualifier) == (3, "number of messages", "less than")
    assert (one("Training time is reduced by half.").value, one("Our method halved the error rate.").value) == (2, 2)
    # a fraction the work's cost is cut to or reaches, and "double the" what another system reaches
    assert [(m.value, m.name) for m in extract_metrics(
        "It reduces memory to one-third of the baseline and achieves one-third the latency of FlashAttention.")] \
        == [(3, "memory"), (3, "latency")]
    # but a fraction "of" a cost is a share of it
    assert extract_metrics("It converges with fewer than half of the gradient steps.") == []
    m = one("Our method achieves double the throughput of the baseline.")
    assert (m.value, m.unit, m.kind, m.name) == (2, "x", "ratio", "throughput")
    # a half that is no comparison
    for text in (  # shares of a group, set-up amounts, schedules and ordinals
            "About half the users in our study preferred our system.", "We train on only half the data.",
            "We use only half the training data to fit the model.", "Only 1/3 participants completed the study.",
            "With only 1/8 labeled data, our method is competitive.", "Only half the runtime is spent on communication.",
            "Our dataset contains half as many images as COCO.", "The network has half as many layers as ResNet-50.",
            "The protocol requires a third party to verify the signatures.", "The method achieves a third place.",
            "The learning rate is reduced by half when the validation loss plateaus.",
            "We decrease the step size by half at each stage.", "The batch size is cut in half for the larger model.",
            "The hidden size is reduced to one quarter of the input dimension.",
            "Doubling the context length requires double the memory.", "The estimator achieves double robustness.",
            "Half as many annotators were recruited for the second study.",
            "The number of tokens is reduced by half in every stage.", "Each round cuts the candidate set in half.",
            "When using only half the training data, training is unstable.",
            "LoRA needs only 1/3 the parameters of full fine-tuning but underperforms.",
            "Our method requires only half precision arithmetic.",
            "Byzantine robustness holds with less than 1/3 malicious clients.",
            "We double the batch size.", "We use one third of the data for testing."):
        assert extract_metrics(text) == [], text
    # the quantity reduced to a fraction is named before it, not by what it is compared with
    assert one("FlashDecoding reduces memory usage to one quarter of the standard implementation.").name \
        == "memory usage"


def test_an_order_of_magnitude_without_its_article_or_hyphenated():
    m = one("It achieves an order-of-magnitude speedup over the solver.")
    assert (m.value, m.unit, m.name) == (10, "x", "speedup")
    assert one("Shallow students provide order of magnitude compression at similar accuracy.").value == 10
    assert one("We obtain up to two orders-of-magnitude speedups over rejection sampling.").value == 100
    # a plural with no count is a claim without a number
    assert extract_metrics("It is orders of magnitude faster than the solver.") == []
    assert extract_metrics("The objective uses an orders-of-magnitude shorter horizon than is typical.") == []


def test_orders_of_magnitude_after_a_change_stated_before_them():
    # "a speedup of", "an improvement in X of", "a speedup between one and" (NeurIPS 2018, ICLR 2017)
    m = one("This accomplishes a speedup of two orders of magnitude compared to the previous state of the art.")
    assert (m.value, m.unit, m.name, m.kind) == (100, "x", "speedup", "ratio")
    m = one("We show an improvement in sample-efficiency of more than two orders of magnitude over baselines.")
    assert (m.value, m.qualifier) == (100, "more than")
    m = one("Experiments show a speedup between one and four orders of magnitude over other frameworks.")
    assert (m.value, m.qualifier, m.name) == (10000, "up to", "speedup")
    # "magnitudes" as written (ICML 2018)
    assert one("Thus it is two orders of magnitudes faster than its closest competitor.").value == 100
    # no change stated: a span, not a result; a change needed, or a size, is no result either
    assert extract_metrics("Its values span a range of two orders of magnitude.") == []
    assert extract_metrics("Its values span a range of two orders of magnitudes.") == []
    assert extract_metrics("Existing solvers require a speedup of two orders of magnitude to be practical.") == []
    assert extract_metrics("A speedup of at least two orders of magnitude is needed for real-time use.") == []
    assert extract_metrics("Our dataset offers an increase of two orders of magnitude in size over others.") == []
    assert extract_metrics("The temperatures vary between one and four orders of magnitude.") == []


def test_a_change_in_a_named_quantity_of_a_number_is_an_improvement():
    # (ICML 2019, SemEval-2010)
    m = one("It achieves relative improvements in error rate of up to 15% in the limited data regime.")
    assert (m.name, m.kind, m.qualifier) == ("error rate", "improvement", "up to")
    assert one("It can yield gains in average precision of 60% compared to a vector-based strategy.").kind \
        == "improvement"
    assert one("It reaches an average precision of 60% on the test set.").kind == "score"
    m = one("We observe a reduction in latency of approximately 30% over the baseline.")
    assert (m.name, m.kind, m.qualifier) == ("latency", "improvement", "about")


def test_a_part_of_what_another_needs_is_a_factor():
    # "needing solely a fifth of the training time and a fourth of the parameters of" (NAACL 2024),
    # "it uses a quarter of the parameters" (WACV 2024)
    found = extract_metrics("SpeedE needs solely a fifth of the training time and a fourth of the parameters of "
                            "the state-of-the-art ExpressivE.")
    assert [(m.value, m.unit, m.name) for m in found] == [(5, "x", "training time"), (4, "x", "parameters")]
    assert one("Remarkably, it uses a quarter of the parameters of the previous leading model.").value == 4
    # a share of a group, and the authors' split of the data
    assert extract_metrics("A fifth of the users used a third of the data.") == []
    assert extract_metrics("We use a fifth of the data for validation.") == []
    # no other's amount stated: a split, a share of a machine, a condition
    assert extract_metrics("It uses a fifth of the data for validation.") == []
    assert extract_metrics("Each worker uses a quarter of the GPU memory.") == []
    assert extract_metrics("Using a quarter of the labels, our model matches the full-data baseline.") == []


def test_a_signed_range_is_a_gain_and_tpr_is_a_metric():
    # (IJCAI 2024, WACV 2024)
    m = one("Our method significantly outperforms existing approaches (+0.2-0.3 TPR for a fixed FPR).")
    assert (m.value, m.name, m.kind, m.qualifier) == (0.3, "TPR", "improvement", "up to")
    m = one("All core BOP datasets showed an AR improvement for all objects, of between +1% and +21.5%.")
    assert (m.value, m.kind, m.qualifier) == (21.5, "improvement", "up to")
    assert one("The method reaches a TPR of 0.95 on the test set.").kind == "score"


def test_a_factor_a_quantity_reaches_is_named_by_the_quantity_not_the_verb():
    assert one("The compression ratio reaches 20x with negligible accuracy loss.").name == "compression ratio"
    assert one("The speedup reaches 3x on long sequences.").name == "speedup"
    assert one("The compression ratio reaches up to 20x.").name == "compression ratio"
    assert one("The compression ratio attains 20x.").name == "compression ratio"


def test_scores_listed_by_split_share_the_name():
    found = extract_metrics("The approach achieves a mean IoU of 78.4 on Cityscapes val and 80.1 on the test set.")
    assert [(m.value, m.name) for m in found] == [(78.4, "mean IoU"), (80.1, "mean IoU")]
    found = extract_metrics("It achieves 78.4 mIoU on Cityscapes and 80.1 on ADE20K.")
    assert [(m.value, m.name, m.subject) for m in found] == [(78.4, "mIoU", "Cityscapes"), (80.1, "mIoU", "ADE20K")]
    assert [m.value for m in extract_metrics("We train for 30 epochs on ImageNet and 10 on CIFAR.")] == []


def test_a_process_made_faster_names_the_speed():
    assert one("Our bound makes bound computation 900 times faster on massive datasets.").name \
        == "bound computation speed"
    assert one("Each epoch can be up to 4-8x faster than its synchronous counterparts.").name == "epoch speed"
    assert one("It keeps highly-efficient inference that runs two times faster than OpenFace 2.0.").name \
        == "inference speed"
    assert one("AudioSeal surpasses existing models, achieving detection up to two orders of magnitude faster.").name \
        == "detection speed"
    # a system made faster is no process, nor is a process after a preposition
    assert one("Our flagship modification is 1.9x faster than the bottom-up method.").name == "speed"
    assert one("The network after compression is 2x faster than the original.").name == "speed"
    assert one("Models fine-tuned with our adaptation are 2x faster.").name == "speed"
    assert one("The student obtained by progressive knowledge distillation is 3x faster than the teacher.").name \
        == "speed"


def test_orders_of_magnitude_counted_in_digits_and_half_the_time():
    m = one("ZachiK propagates at a rate 2 orders of magnitude faster than similar worms.")
    assert (m.value, m.unit, m.kind) == (100, "x", "ratio")
    m = one("PyJuice is 1-2 orders of magnitude faster than existing systems.")
    assert (m.value, m.qualifier) == (100, "up to")
    m = one("The index evaluates phrase queries in half the time required by an inverted file alone.")
    assert (m.value, m.unit, m.name) == (2, "x", "time")
    assert [m.value for m in extract_metrics(
        "Our approach achieves 2 and 3 orders of magnitude speedups on CPU and GPU, respectively.")] == [100, 1000]
    assert [m.value for m in extract_metrics("We achieve speedups of 10x-100x (1-2 orders of magnitude).")] == [100]
    m = one("Our method is between 2 and 3 orders of magnitude faster than MCMC.")
    assert (m.value, m.qualifier) == (1000, "up to")
    # a range swept in the set-up
    assert extract_metrics("The learning rate is swept over 4 orders of magnitude.") == []


def test_what_is_faster_or_smaller_is_named_in_more_ways():
    assert one("Our methods speed up the training process by an order of magnitude.").name == "training speed"
    assert one("It speeds up the whole process by 3x.").name == "whole process speed"
    assert one("Δ-IRIS is an order of magnitude faster to train than previous approaches.").name == "training speed"
    assert one("SuPAIR learns an order of magnitude faster than AIR.").name == "learning speed"
    assert one("The algorithm is faster than the standard Unix sort by a factor of 1.5X.").name == "speed"
    assert one("It reaches similar accuracy with an order of magnitude smaller number of features.").name \
        == "number of features"
    assert one("It needs a 3x smaller number of function evaluations.").name == "number of function evaluations"
    # a system sped up is no process, nor is a learned model
    assert one("It speeds up OC-DECMDP by an order of magnitude by keeping one value function.").name == "speed"
    assert one("Our learned optimizer is 2x faster than Adam.").name == "speed"


def test_each_guard_of_the_fraction_rules():
    """One sentence a guard alone decides (a third review deleted guards one at a time)."""
    none = {
        "It decreases the error in half of the cases.": "a share after the half",
        "The lower bound drops by half.": "an adjective, no verb of cutting",
        "The reduced model is faster by half.": "a verb inside the phrase",
        "The naive approach needs about double the memory.": "double only after a verb of reaching",
        "We fine-tune the model with only half the data.": "we choose the amount",
        "Our dataset contains half as many samples as COCO.": "a description of the set-up",
        "The number of tokens is reduced by half at every iteration.": "a schedule",
        "The token count is reduced to one third of its original value in the second stage.": "a stage",
        "Each round cuts the error in half.": "each round",
        "We cut the training set in half to create a validation split.": "a setting",
        "It matches BERT while using only half of the data.": "a share of the data",
        "It matches the baseline while using more than half the parameters.": "more than half is no saving",
        "The agent succeeds in more than half the time steps.": "time steps are no time",
    }
    for text, why in none.items():
        assert extract_metrics(text) == [], why
    # a condition set off by commas
    found = extract_metrics("In the semi-supervised setting, with only half the labels, our method reaches 80% accuracy.")
    assert [(m.value, m.unit) for m in found] == [(80, "%")]
    # a bare from-to after the fraction gives no record of its own, so the fraction stays
    assert one("It reduces the word error rate by half, from 10.2 to 5.1.").value == 2
    # a from-to after the fraction states the change
    m = one("It reduces the attack success rate by almost half (from 75.51% to 38.81%).")
    assert (m.value, m.baseline_value) == (38.81, 75.51)
    # the setting filter reads the changed phrase only, the schedule filter what follows at once
    assert one("On the ImageNet validation set, our method cuts the error rate in half.").name == "error rate"
    assert one("Our method cuts the error rate in half when the data is noisy.").value == 2
    assert one("We reduce the cost by half with a cache.").name == "cost"
    m = one("It cuts the error rate nearly in half.")
    assert (m.name, m.qualifier) == ("error rate", "nearly")
    assert one("It reduces the error on ImageNet by half.").name == "error"
    assert one("It reduces inference latency by more than half.").qualifier == "more than"
    assert [(m.value, m.qualifier) for m in extract_metrics("It reduces memory to less than one third of the baseline.")] \
        == [(3, "less than")]
    m = one("Our method achieves more than double the throughput of vLLM.")
    assert (m.value, m.name, m.qualifier) == (2, "throughput", "more than")
    assert one("It achieves double the accuracy of BERT.").name == "accuracy"
    assert one("It matches BERT while using only half the GPU memory footprint.").name == "GPU memory footprint"
    assert one("Our model matches BERT, with only half the parameters.").name == "parameters"
    assert one("The split model runs with almost half overall computations.").name == "computations"
    assert extract_metrics("We show that our method, trained with only half the data, is robust.") == []
    assert one("It trains in about a third the time of the baseline.").value == 3
    assert one("It achieves one tenth the latency of the baseline.").value == 10
    assert one("It reaches the same accuracy in a third as many epochs.").name == "epochs"
    # what we show is a result, what we do a set-up
    m = one("We demonstrate that USTAD leads to students with only 1/10th trainable parameter but equal recall.")
    assert (m.value, m.name) == (10, "trainable parameter")


def test_restated_factors_and_versus_across_sentences():
    assert [m.value for m in extract_metrics("It is 100x (2 orders of magnitude) faster than the solver.")] == [100]
    assert [m.value for m in extract_metrics("It reduces memory by 2x, or 2x with quantization.")] == [2, 2]
    found = extract_metrics("It reaches 82.2% accuracy on CIFAR-100. On ImageNet, it reaches 82.2% vs. 78.3% for the "
                            "baseline.")
    assert [m.value for m in found][:2] == [82.2, 82.2]
    m = one("It is 2 or 3 orders of magnitude faster than the solver.")
    assert (m.value, m.qualifier) == (1000, "up to")
    # the range's "up to" is its own, not a list mate's
    assert [(m.value, m.qualifier) for m in extract_metrics(
        "It is 2 or 3 orders of magnitude faster and 4 times smaller.")] == [(1000, "up to"), (4, None)]
    assert [m.value for m in extract_metrics("It is 1 order of magnitude faster than the solver.")] == [10]
    assert one("It achieves a 2-orders-of-magnitude speedup.").value == 100


def test_word_ranges_and_lower_bounds_of_orders_of_magnitude():
    # "one to two orders" is a range, its upper end "up to"; "one or more" at least the first (ICML
    # 2019, ICLR 2018, ICML 2024)
    m = one("Benchmarks demonstrate speedups of one to two orders of magnitude on a range of tasks.")
    assert (m.value, m.unit, m.name, m.qualifier) == (100, "x", "speedup", "up to")
    m = one("It is one to three orders of magnitude faster than baselines.")
    assert (m.value, m.qualifier) == (1000, "up to")
    m = one("Our methods improve scalability by one or more orders of magnitude over the optimal methods.")
    assert (m.value, m.name, m.qualifier) == (10, "scalability", "at least")
    # "one or two", "one-to-two", "five to six" (ICML 2019)
    assert [(m.value, m.qualifier) for m in extract_metrics(
        "It is one or two orders of magnitude faster than the solver.")] == [(100, "up to")]
    assert [(m.value, m.qualifier) for m in extract_metrics(
        "Benchmarks show a speedup of one-to-two orders of magnitude.")] == [(100, "up to")]
    assert [(m.value, m.qualifier) for m in extract_metrics(
        "It gives speedups of five to six orders of magnitude.")] == [(1e6, "up to")]
    # still no count said
    assert extract_metrics("It needs orders of magnitude more compute than the solver.") == []


@pytest.mark.parametrize("change", ["is higher than", "is lower than", "is larger than", "is greater than",
                                    "is better than", "outperforms", "beats", "surpasses"])
def test_a_factor_in_words_after_a_comparison(change):
    # "is higher than the best-performing baseline by a factor of three" (ICLR 2018)
    assert [(m.value, m.unit) for m in extract_metrics(
        f"The success rate of the agent {change} the baseline's by a factor of three.")] == [(3, "x")]


def test_a_factor_in_words_of_a_set_up_or_a_bound_is_no_result():
    assert extract_metrics("The learning rate is set to the base rate divided by a factor of three.") == []
    assert extract_metrics("The learning rate is decreased by a factor of ten every 30 epochs.") == []
    assert extract_metrics("We increase the batch size by a factor of four during training.") == []
    assert extract_metrics("We prove a matching lower bound, showing that the rate is optimal up to a factor of two.") == []
    assert extract_metrics("Prior methods achieve higher accuracy but require upsampling the images by a factor of "
                           "two.") == []


def test_wins_counted_with_a_bare_of():
    # "on 24 of the 33 test datasets", "for 23 of 34 translation directions" (NAACL 2024, ICML 2024)
    m = one("Our experiments show that LIM-RA achieves the highest score on 24 of the 33 test datasets.")
    assert (m.value, m.unit, m.name, m.kind) == (24, None, "test datasets", "score")
    m = one("It outperforms a genre-specific MT model on its own benchmark for 23 of 34 translation directions.")
    assert (m.value, m.name) == (23, "translation directions")
    assert one("Our method obtains state-of-the-art zero-shot performance on 20 of the 29 datasets.").value == 20
    # a bare "of" needs "on / in / for / across" before it, and an outcome
    assert extract_metrics("Our method outperforms baselines when 24 of the 33 test datasets are used for training.") == []
    assert extract_metrics("We evaluate on 24 of the 33 test datasets.") == []
    # ... and no set-up before it: what the method was trained, tested or labelled on
    assert extract_metrics("We obtain labels for 500 of the 1000 instances using crowdsourcing.") == []
    assert extract_metrics("We achieve this by pretraining on 8 of the 10 languages and testing on the rest.") == []
    assert extract_metrics("Our method outperforms baselines when trained on 3 of the 4 domains.") == []
    assert extract_metrics("Our method outperforms baselines when tuned on 3 of the 4 domains.") == []
    assert extract_metrics("We achieve strong results with labels for 500 of the 1000 instances.") == []
    assert extract_metrics("We outperform baselines with parallel data for 20 of the 100 translation directions.") == []
    assert one("It beats the baseline on 3 out of 5 pairs of settings.").name == "pairs of settings"


def test_review_of_session_21_second_round():
    # a factor in words: a change measured against something is a result, a set-up change is not
    assert [(m.value, m.name) for m in extract_metrics(
        "Our method increases throughput by a factor of four over the baseline.")] == [(4, "throughput")]
    assert extract_metrics("We increase the batch size by a factor of four during training.") == []
    assert extract_metrics("Our method is two-to-three times faster than the baseline.") == []
    # word ranges of orders of magnitude up to six or seven
    assert [(m.value, m.qualifier) for m in extract_metrics(
        "We observe speed-ups between five and six orders of magnitude.")] == [(1e6, "up to")]
    assert [(m.value, m.qualifier) for m in extract_metrics(
        "Our solver is six to seven orders of magnitude faster than the baseline.")] == [(1e7, "up to")]
    # wins counted with a bare "of": no set-up before, state-of-the-art results only
    assert one("It outperforms all baselines in 7 of the 9 language pairs.").name == "language pairs"
    assert extract_metrics("State-of-the-art methods struggle on 5 of the 8 benchmarks.") == []
    assert extract_metrics("We outperform prior work using annotations for 20 of the 100 classes.") == []


def test_review_of_session_21_third_round():
    # what the authors change by a factor is a set-up, even against a baseline
    assert extract_metrics("We increase the hidden size by a factor of four compared to BERT-base.") == []
    # a count after a result in the same clause is the result's scope
    assert [m.value for m in extract_metrics(
        "Our method achieves an average accuracy of 71.3% on 8 of the 10 datasets we consider.")] == [71.3]
    assert [m.value for m in extract_metrics("It improves the F1 score by 2.1 points on 3 of the 4 datasets.")] == [2.1]
    # the word ranges of "a speedup of ..." and of "... faster" reach the same counts
    assert [(m.value, m.qualifier) for m in extract_metrics(
        "This yields a speedup of six to seven orders of magnitude.")] == [(1e7, "up to")]


def test_a_cost_keeps_its_modifier():
    # "0.4% tunable parameters", "0.4% of learnable parameters", "2.58% additional GPU hours" (ICML 2024,
    # NAACL 2024; the labels write the modifier)
    assert one("It achieves state-of-the-art results while requiring only 0.4% tunable parameters.").name == (
        "tunable parameters")
    assert one("It outperforms full fine-tuning while using less than 0.4% of learnable parameters.").name == (
        "learnable parameters")
    assert one("It matches the baselines with only 0.17% tuned parameters.").name == "tuned parameters"
    assert one("It uses only 30% of the model parameters.").name == "model parameters"
    assert one("It uses only 30% of the parameters.").name == "parameters"


def test_where_or_when_a_speed_is_measured_stays_in_its_name():
    # "real-time speed (49 FPS)", "an online inference speed of 14.2 FPS" (ICML 2024, WACV 2024;
    # the labels keep the modifier, as the guidelines' "as named in the text")
    assert one("Our network achieves superior performance at real-time speed (49 FPS).").name == "real-time speed"
    assert one("It maintains an online inference speed of 14.2 FPS.").name == "online inference speed"
    assert one("It reduces the on-device GPU memory usage by 2.2x.").name == "on-device GPU memory usage"
    assert one("It maintains an inference speed of 14.2 FPS.").name == "inference speed"


def test_the_process_a_speed_is_measured_in_names_it():
    # ICML 2024 and ICLR 2018 abstracts; the labels name the process
    assert one("PyJuice is 1-2 orders of magnitude faster than existing systems (including very recent "
               "ones) at training large-scale PCs.").name == "training speed"
    assert one("Our method is 3x faster than the baseline in training.").name == "training speed"
    assert one("It achieves up to a 2× speedup during generation.").name == "generation speedup"
    assert one("It achieves an order of magnitude speedup in training time.").name == "training time speedup"
    assert one("It allows an order of magnitude lower latency during inference.").name == "inference latency"
    # what is compared is no process, and a speedup named by nothing after it stays plain
    assert one("Our method is 3x faster than the baseline in our experiments.").name == "speed"
    assert one("It achieves up to a 2× speedup.").name == "speedup"
    assert one("It achieves up to a 2× speedup during the day.").name == "speedup"
    assert one("It reaches 80% accuracy during training.").name == "accuracy"  # only a speed or latency
    # review of session 22: the process after the number whatever path named the speed, and no modifier,
    # clause or version number taken for one
    assert one("It achieves 15 ms latency during inference.").name == "inference latency"
    assert one("Our model reduces latency by 40% during inference.").name == "inference latency"
    assert one("The method achieves a speedup of 3.2x during sampling.").name == "sampling speedup"
    assert one("It gives a 2x speedup over the baseline during training.").name == "training speedup"
    assert one("Our model is 3x faster than the baseline during sampling.").name == "sampling speed"
    assert one("It is 2x faster than GPT-3.5 at inference.").name == "inference speed"
    for sentence in ("Our method is 10x faster than existing approaches in training-free video editing.",
                     "Our sampler is 4x faster than prior methods for inference-time alignment.",
                     "Our method is 5x faster than existing methods in training data attribution.",
                     "Our method is 2x faster than SGD while reaching better minima in training."):
        assert one(sentence).name == "speed", sentence


def test_absolute_points_are_percentage_points():
    # ICML 2024 (set 34): "up to 8.6 absolute points on TruthfulQA"
    m = one("Our method demonstrates consistent effectiveness, e.g., up to 8.6 absolute points on TruthfulQA.")
    assert (m.value, m.unit, m.kind, m.qualifier, m.subject) == (8.6, "pp", "improvement", "up to", "TruthfulQA")
    m = one("It improves accuracy by 3.1 absolute percentage points.")
    assert (m.value, m.unit, m.name) == (3.1, "pp", "accuracy")

"""Extraction quality against the public gold, and the speed of all extractors together.

Run:  python bench/quality.py [--no-keywords]

- Code links, reported results and acronyms: precision / recall / F1 and field accuracy
  against ../shared/spec/seed-gold.json and the hand-labelled held-out files in tests/data
  (abstracts of papers nobody tuned on, labelled by the same guidelines).
- Keywords: F1@5 and F1@10 (Porter-stemmed exact match) on Inspec, kdd, www and ICLR 2018
  author keywords, beside YAKE (when installed) and a TF-IDF baseline; the keyword details and
  data loading live in bench/quality_keywords.py.
- Annotator agreement: where a held-out set was labelled twice, independently
  (tests/data/second_label_*.json), the second labelling scored against the first: the
  ceiling the extractors' scores can be read against.
- Speed: abstracts per second for normalisation plus all four extractors, on one core, and
  what each stage costs per abstract.

Matching: links by canonical URL (case-insensitive), results by value, acronyms by acronym;
field accuracies are over the matched pairs.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from etl.derive import corpus_changes, derive, read_text  # noqa: E402
from etl.extract.acronyms import extract_acronyms  # noqa: E402
from etl.extract.claims import sota_claim  # noqa: E402
from etl.extract.keywords import analyse, lookup_keys, rank_keywords  # noqa: E402
from etl.extract.links import extract_code_links  # noqa: E402
from etl.extract.metrics import extract_metrics  # noqa: E402
from etl.normalise import normalise_text  # noqa: E402
from etl.parallel import fewer_collections  # noqa: E402
from etl.records import MergedPaper  # noqa: E402

SHARED = ROOT.parent / "shared"
SEED_TEXT = SHARED / "seeds" / "000_381f7cd835331f47.txt"
SEED_GOLD = SHARED / "spec" / "seed-gold.json"
ICML_EVENTS = SHARED / "data" / "raw" / "icml2024-events" / "ICML 2024 Events.json"
PAPERLISTS = SHARED / "data" / "raw" / "paperlists"
HELDOUT = ROOT / "tests" / "data"


# --- scoring ---------------------------------------------------------------------------------

class Score:
    """Counts for one extractor over many documents: matches and per-field agreement."""

    def __init__(self, fields: tuple[str, ...]):
        self.fields = fields
        self.true_positive = self.predicted = self.gold = 0
        self.agree = dict.fromkeys(fields, 0)
        self.compared = dict.fromkeys(fields, 0)

    def add(self, gold: list[dict], predicted: list[dict], key) -> None:
        self.gold += len(gold)
        self.predicted += len(predicted)
        unmatched = list(predicted)
        for g in gold:
            match = next((p for p in unmatched if key(p) == key(g)), None)
            if match is None:
                continue
            unmatched.remove(match)
            self.true_positive += 1
            for name in self.fields:
                if name in g and not (name == "long_form" and g[name] is None):
                    self.compared[name] += 1
                    self.agree[name] += _same(g[name], match.get(name))

    def measures(self) -> tuple[float, float, float]:
        """Precision, recall and F1."""
        p = self.true_positive / self.predicted if self.predicted else 1.0
        r = self.true_positive / self.gold if self.gold else 1.0
        return p, r, 2 * p * r / (p + r) if p + r else 0.0

    def field_share(self, name: str) -> float | None:
        """Of the matched records whose gold has the field, the share that agree."""
        return self.agree[name] / self.compared[name] if self.compared[name] else None

    def row(self) -> str:
        p, r, f1 = self.measures()
        fields = "  ".join(f"{n} {share:.3f}" if (share := self.field_share(n)) is not None
                           else f"{n} -" for n in self.fields)
        return f"P {p:.3f}  R {r:.3f}  F1 {f1:.3f}  (gold {self.gold})  {fields}"


def _same(gold, predicted) -> bool:
    if isinstance(gold, str) and isinstance(predicted, str):
        return gold.casefold().strip() == predicted.casefold().strip()
    if isinstance(gold, (int, float)) and isinstance(predicted, (int, float)):
        return abs(gold - predicted) < 1e-9
    return gold == predicted


def predictions(abstract: str) -> dict[str, list[dict]]:
    text = normalise_text(abstract).text
    return {
        "code_links": [{"url": l.url, "host": l.host, "owner": l.owner, "repo": l.repo,
                        "kind": l.kind} for l in extract_code_links(text)],
        "metrics": [{"value": m.value, "unit": m.unit, "metric": m.name, "kind": m.kind,
                     "baseline_value": m.baseline_value, "qualifier": m.qualifier, "subject": m.subject}
                    for m in extract_metrics(text)],
        "acronyms": [{"acronym": a.acronym, "long_form": a.long_form,
                      "is_proposed": a.is_proposed} for a in extract_acronyms(text)],
    }


EXTRACTORS = {
    "code_links": (("host", "owner", "repo", "kind"), lambda x: x["url"].casefold()),
    "metrics": (("metric", "unit", "kind", "baseline_value", "qualifier", "subject"),
                lambda x: round(float(x["value"]), 9)),
    "acronyms": (("long_form", "is_proposed"), lambda x: x["acronym"]),
}


def score_documents(documents: list[tuple], predict=predictions) -> dict[str, Score]:
    """documents: (abstract, gold labels), scored with predict(abstract); a label list of None
    means 'not labelled'."""
    scores = {name: Score(fields) for name, (fields, _) in EXTRACTORS.items()}
    for source, gold in documents:
        predicted = predict(source)
        for name, (_, key) in EXTRACTORS.items():
            if gold.get(name) is not None:
                scores[name].add(gold[name], predicted[name], key)
    return scores


# --- gold sets -------------------------------------------------------------------------------

def seed_documents():
    if not SEED_TEXT.exists() or not SEED_GOLD.exists():
        return None
    blocks = [b.strip() for b in SEED_TEXT.read_text().split("\n\n")[1:] if b.strip()]
    gold = sorted(json.loads(SEED_GOLD.read_text()), key=lambda g: g["seed_index"])
    return list(zip(blocks, gold))


def _paper_texts() -> dict[str, str]:
    """Abstracts by the ids the held-out files use: ICML poster ids, paperlists ids, the kdd / www
    keyphrase documents ("kdd/<docid>": title and abstract on one line) and the abstracts of the
    SemEval-2010 and NUS full papers ("SemEval2010/<docid>", where the section was found whole)."""
    from quality_keywords import _liaad_zip, paper_sections

    texts = {}
    if ICML_EVENTS.exists():
        for event in json.loads(ICML_EVENTS.read_text()):
            if event.get("type") == "Poster":
                texts[event["virtualsite_url"].rstrip("/").rsplit("/", 1)[-1]] = event["abstract"]
    for path in sorted(PAPERLISTS.glob("*.json")) if PAPERLISTS.exists() else ():
        for paper in json.loads(path.read_text()):
            if paper.get("abstract"):
                texts[f"{path.stem}/{paper.get('id')}"] = paper["abstract"]
    for name in ("kdd", "www"):
        for doc_id, (text, _) in (_liaad_zip(name) or {}).items():
            texts[f"{name}/{doc_id}"] = " ".join(text.split())
    seen = set()  # eleven NUS papers are SemEval papers too: the SemEval copy is kept
    for name in ("SemEval2010", "Nguyen2007"):
        for doc_id, (_, abstract, _, whole) in (paper_sections(name, full=False) or {}).items():
            opening = " ".join(abstract.lower().split())[:200]
            if abstract and whole and opening not in seen:  # not a text that runs on into the paper
                seen.add(opening)
                texts[f"{name}/{doc_id}"] = abstract
    return texts


def _item_id(item: dict) -> str | None:
    if "poster_id" in item:
        return str(item["poster_id"])
    source = item.get("source_file") or item.get("file") or item.get("source")
    record = item.get("id") or item.get("record_id")
    if source and record:
        return f"{Path(str(source)).stem}/{record}"
    return None


def heldout_documents(texts: dict[str, str]):
    for path in sorted(HELDOUT.glob("heldout_*.json")):
        items = _items(path)
        documents = [(texts[_item_id(i)], i) for i in items if _item_id(i) in texts]
        yield path.name, documents, len(items)


def set_number(file_name: str) -> int:
    """The number of a held-out file: heldout_acronyms_20.json is 20; the first set of each kind
    (heldout_metrics.json, heldout_links_acronyms.json) is 1."""
    tail = Path(file_name).stem.rsplit("_", 1)[-1]
    return int(tail) if tail.isdigit() else 1


def set_numbers(spec: str) -> frozenset[int]:
    """'11,20-23' -> {11, 20, 21, 22, 23}; a malformed spec is an argparse error."""
    numbers = set()
    for part in spec.split(","):
        m = re.fullmatch(r"\s*(\d+)(?:-(\d+))?\s*", part)
        low, high = (int(m.group(1)), int(m.group(2) or m.group(1))) if m else (1, 0)
        if high < low:
            raise argparse.ArgumentTypeError(f"{spec!r}: expected set numbers like 20-23 or 11,20-23")
        numbers.update(range(low, high + 1))
    return frozenset(numbers)


def _items(path: Path) -> list[dict]:
    items = json.loads(path.read_text())
    return items.get("items", items) if isinstance(items, dict) else items


def annotator_agreement(texts: dict[str, str]):
    """How well two annotators agree: each second_label_*.json in tests/data labels the items
    of the held-out file of the same name again, independently. Yields its name, its scores
    with the first labelling as gold (the ceiling the extractors' scores can be read against),
    and the extractors' scores with it as gold."""
    for path in sorted(HELDOUT.glob("second_label_*.json")):
        first = {_item_id(i): i for i in _items(HELDOUT / path.name.replace("second_label_", "heldout_"))}
        seconds = _items(path)
        annotators = score_documents([(second, first[_item_id(second)]) for second in seconds],
                                     predict=_labels)
        extractors = score_documents([(texts[_item_id(second)], second) for second in seconds
                                      if _item_id(second) in texts])
        yield path.name, annotators, extractors


def _labels(item: dict) -> dict[str, list[dict]]:
    return {name: item.get(name) or [] for name in EXTRACTORS}


# --- speed -----------------------------------------------------------------------------------

def speed(abstracts: list[tuple[str | None, str]]) -> float:
    """Abstracts per second for normalisation and all extractors, run as the loader runs them
    (etl.derive, with its garbage-collection setting), corpus statistics included."""
    fewer_collections()
    papers = [MergedPaper(fields={"title": title, "abstract": abstract})
              for title, abstract in abstracts]
    start = time.perf_counter()
    texts = [read_text(paper) for paper in papers]
    document_count, _ = corpus_changes(texts, [None] * len(texts))  # as the loader counts new papers
    for i, (paper, text) in enumerate(zip(papers, texts)):
        derive(f"P{i}", paper, text, document_count, len(texts))
    return len(abstracts) / (time.perf_counter() - start)


def build() -> str:
    """Which build of the extractors runs: their Python source, or compiled in place with mypyc
    (PAPERDB_COMPILE=1 pip install -e .; see setup.py)."""
    import etl.extract.keywords.analysis as analysis

    return "Python source" if analysis.__file__.endswith(".py") else "compiled with mypyc"


def stage_costs(abstracts: list[tuple[str | None, str]]) -> dict[str, float]:
    """Microseconds per abstract of each stage of `speed`, best of three runs (the stages take
    the normalised text and keyword analyses as the loader passes them on)."""
    texts = [normalise_text(abstract).text for _, abstract in abstracts]
    analyses = [analyse(title, text) for (title, _), text in zip(abstracts, texts)]
    document_count: dict[str, int] = {}
    for analysis in analyses:
        for term in analysis.terms:
            document_count[term] = document_count.get(term, 0) + 1
    stages = {
        "normalisation": lambda: [normalise_text(abstract) for _, abstract in abstracts],
        "keyword analysis": lambda: [analyse(title, text) for (title, _), text in zip(abstracts, texts)],
        "corpus counts looked up": lambda: [lookup_keys(a) for a in analyses],
        "keyword ranking": lambda: [rank_keywords(a, document_count, len(analyses)) for a in analyses],
        "acronyms": lambda: [extract_acronyms(text) for text in texts],
        "results": lambda: [extract_metrics(text) for text in texts],
        "code links": lambda: [extract_code_links(text) for text in texts],
        "claim flags": lambda: [sota_claim(text) for text in texts],
    }
    costs = {}
    for name, run in stages.items():
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            run()
            best = min(best, time.perf_counter() - start)
        costs[name] = best / len(abstracts) * 1e6
    return costs


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-keywords", action="store_true", help="skip the keyword benchmark")
    parser.add_argument("--pool", action="append", default=[], type=set_numbers, metavar="SETS",
                        help="also score these held-out sets together, by number: 20-23, 11,20-23 "
                             "(may be given more than once)")
    args = parser.parse_args(argv)

    seeds = seed_documents()
    if seeds is None:
        print(f"seed gold: skipped ({SEED_GOLD} not found)")
    else:
        print(f"seed gold ({len(seeds)} abstracts)")
        for name, score in score_documents(seeds).items():
            print(f"  {name:<11} {score.row()}")
    texts = _paper_texts()
    pooled = [[] for _ in args.pool]
    for name, documents, total in heldout_documents(texts):
        print(f"held-out {name} ({len(documents)} of {total} abstracts found)")
        for extractor, score in score_documents(documents).items():
            if score.gold or score.predicted:
                print(f"  {extractor:<11} {score.row()}")
        for numbers, documents_of_pool in zip(args.pool, pooled):
            if set_number(name) in numbers:
                documents_of_pool.extend(documents)
    for numbers, documents in zip(args.pool, pooled):
        print(f"held-out sets {', '.join(map(str, sorted(numbers)))} together ({len(documents)} abstracts)")
        for extractor, score in score_documents(documents).items():
            if score.gold:
                print(f"  {extractor:<11} {score.row()}")

    for name, scores, extracted in annotator_agreement(texts):
        print(f"two annotators: {name} scored against the first labelling, and the extractors "
              f"against it")
        for extractor, score in scores.items():
            if score.gold or score.predicted:
                print(f"  {extractor:<11} annotators  {score.row()}")
                print(f"  {'':<11} extractors  {extracted[extractor].row()}")

    if not args.no_keywords:
        import quality_keywords

        print("\nkeywords")
        quality_keywords.main(["--quick"])

    if ICML_EVENTS.exists():
        posters = [(e["name"], e["abstract"]) for e in json.loads(ICML_EVENTS.read_text())
                   if e.get("type") == "Poster"]
        # Three runs: the first also fills the extractors' per-token caches, which a load
        # of more than a few thousand papers has filled after its first batch.
        runs = ", ".join(f"{speed(posters):,.0f}" for _ in range(3))
        print(f"\nall extractors, one core, {build()}: {runs} abstracts/s in three runs "
              f"({len(posters)} ICML 2024 abstracts)")
        print("per stage, µs per abstract (best of three): " + ", ".join(
            f"{name} {cost:.0f}" for name, cost in stage_costs(posters).items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

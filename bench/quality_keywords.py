"""Keyword extraction quality and speed: ours vs YAKE vs a TF-IDF baseline.

Run from anywhere:  python bench/quality_keywords.py [--quick] [--no-yake]

Metric: F1@5 and F1@10 with Porter-stemmed exact match of both sides (lower-case,
alphanumeric tokens, hyphens as spaces). Predictions are de-duplicated after stemming, keeping
their order; precision is over the predictions returned (at most k); F1 is computed per
document and averaged over documents with at least one gold key. Gold keys that do not occur
in the text still count (so recall has a ceiling below 1).

Corpus IDF for ours and TF-IDF is computed over each dataset's own documents, as the loader
does over a loaded corpus (corpus_term). Data are read from ../shared/data/raw relative to the
repository root; a missing dataset is skipped with a line saying so.

Tune / check halves: the weights of etl/extract/keywords/ranking.py (PARAMS) are tuned on the
tune half of each dataset only and checked on the other half (``halves``): Inspec documents
0-999 / 1000+ (as in earlier sessions), every other dataset even / odd positions in load order.
Each row prints the whole dataset, then the tune half, then the check half. ICLR 2017
"keywords" are 15 fixed subject areas ("Deep learning", "Theory"), not free author keywords,
and rarely occur in the text: shown for completeness, neither tuned on nor a target.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
import zipfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from etl.extract.keywords import (  # noqa: E402
    analyse, candidate_terms, extract_keywords, rank_keywords, stem_phrase)

RAW = ROOT.parent / "shared" / "data" / "raw"
LIAAD = RAW / "keyphrase-liaad"
PAPERLISTS = RAW / "paperlists"
ICML_EVENTS = RAW / "icml2024-events" / "ICML 2024 Events.json"


# ---------------------------------------------------------------------------------------------
# Datasets: lists of (title or None, text, gold keys).


def load_inspec():
    path = LIAAD / "inspec-dev.jsonl"
    if not path.exists():
        return None, f"{path} absent"
    docs = []
    with path.open(encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            text = " ".join(d["abstract"].split())
            docs.append((" ".join(d["title"].split()), text, d["keyphrases"]))
    return docs, None


def _liaad_zip(name: str):
    path = LIAAD / f"{name}.zip"
    if not path.exists():
        return None
    out = {}
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        for n in names:
            m = re.match(rf"{name}/docsutf8/(.+)\.txt$", n)
            if not m:
                continue
            key_name = f"{name}/keys/{m.group(1)}.key"
            if key_name not in names:
                continue
            text = z.read(n).decode("utf-8", "replace")
            keys = [k.strip() for k in z.read(key_name).decode("utf-8", "replace").splitlines()]
            out[m.group(1)] = (text, [k for k in keys if k])
    return out


def load_abstract_zip(name: str):
    """kdd / www: one line holding title and abstract without a separator (title=None)."""
    data = _liaad_zip(name)
    if data is None:
        return None, f"{LIAAD / (name + '.zip')} absent"
    docs = [(None, " ".join(text.split()), keys) for text, keys in data.values()]
    return docs, None


_SEMEVAL_END = re.compile(
    r"^\s*(?:Categories and Subject Descriptors|General Terms|Keywords|1\.?\s+INTRODUCTION)",
    re.I | re.M,
)


def load_semeval(full: bool):
    papers = paper_sections("SemEval2010", full)
    if papers is None:
        return None, f"{LIAAD / 'SemEval2010.zip'} absent"
    return [(title, body, keys) for title, body, keys, _ in papers.values()], None


def paper_sections(name: str, full: bool) -> dict[str, tuple[str, str, list[str], bool]] | None:
    """Full papers (SemEval2010, Nguyen2007) by document id: (title, abstract or, with ``full``, the
    whole text, keys, whether the abstract was found whole: its heading and the heading after
    it); None when the zip is absent. Without them the text falls back to the paper's start."""
    data = _liaad_zip(name)
    if data is None:
        return None
    docs = {}
    for doc_id, (text, keys) in data.items():
        lines = text.splitlines()
        title = lines[0].strip() if lines else ""
        m = re.search(r"^\s*ABSTRACT\s*$", text, re.M | re.I)
        end = _SEMEVAL_END.search(text, m.end()) if m else None
        if m:
            body = text[m.end():]
            if not full:
                body = text[m.end():end.start()] if end else body[:3000]
        else:
            body = "\n".join(lines[1:]) if full else "\n".join(lines[1:40])
        # Undo the line-wrap hyphenation of the PDF conversion.
        body = re.sub(r"(\w)-\n(\w)", r"\1\2", body)
        docs[doc_id] = (title, " ".join(body.split()), keys, end is not None)
    return docs


def load_iclr(year: int):
    path = PAPERLISTS / f"iclr{year}.json"
    if not path.exists():
        return None, f"{path} absent"
    docs = []
    for p in json.loads(path.read_text(encoding="utf-8")):
        keys = [k.strip() for k in (p.get("keywords") or "").split(";") if k.strip()]
        abstract = p.get("abstract") or ""
        if keys and abstract.strip():
            docs.append((p.get("title") or "", " ".join(abstract.split()), keys))
    return docs, None


def load_icml2024_abstracts():
    if not ICML_EVENTS.exists():
        return None
    events = json.loads(ICML_EVENTS.read_text(encoding="utf-8"))
    return [(e.get("name") or "", " ".join((e.get("abstract") or "").split()))
            for e in events if (e.get("abstract") or "").strip()]


# ---------------------------------------------------------------------------------------------
# Systems: each maps a dataset to a list of ranked phrase lists.


def corpus_stats(docs):
    df: Counter = Counter()
    for title, text, *_ in docs:
        df.update(candidate_terms(title, text))
    return df, len(docs)


def run_ours(docs, k=10, corpus=True):
    df, n = corpus_stats(docs) if corpus else (None, 0)
    return [[kw.keyword for kw in extract_keywords(t, x, df, n, limit=k)] for t, x, *_ in docs]


_TFIDF_STOP = set("""
a an the and or but if then else of in on at to for from by with without into onto over under
about as is are was were be been being this that these those it its we our us they their them
he she his her you your i my me not no nor can could may might must shall should will would do
does did done have has had having which who whom whose what when where why how all any both each
few more most other some such only own same so than too very also just there here via using
used use based such thus hence however while whereas between among through during before after
above below up down out off again further once per paper propose proposed present presents show
shows new one two three
""".split())
_TFIDF_TOKEN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def _tfidf_candidates(title, text):
    grams = []
    for chunk in re.split(r"[.,;:!?()\[\]\"]", f"{title or ''}. {text}".lower()):
        toks = _TFIDF_TOKEN.findall(chunk)
        for n in (1, 2, 3):
            for i in range(len(toks) - n + 1):
                g = toks[i:i + n]
                if g[0] in _TFIDF_STOP or g[-1] in _TFIDF_STOP or any(
                        w in _TFIDF_STOP or w.isdigit() for w in g):
                    continue
                grams.append(" ".join(g))
    return grams


def run_tfidf(docs, k=10):
    """Own TF-IDF baseline: word 1-3-grams without stopwords, tf * idf over the dataset."""
    per_doc = [Counter(_tfidf_candidates(t, x)) for t, x, *_ in docs]
    df: Counter = Counter()
    for c in per_doc:
        df.update(c.keys())
    n = len(docs)
    out = []
    for c in per_doc:
        scored = sorted(c.items(), key=lambda kv: -kv[1] * math.log((n + 1) / (df[kv[0]] + 0.5)))
        out.append([g for g, _ in scored[: 3 * k]])
    return out


def yake_extractor():
    try:
        import yake  # type: ignore
    except ImportError:
        return None
    return yake.KeywordExtractor(lan="en", n=3, top=20)


def run_yake(docs, extractor):
    out = []
    for t, x, *_ in docs:
        text = f"{t}. {x}" if t else x
        try:
            out.append([kw for kw, _ in extractor.extract_keywords(text)])
        except Exception:
            out.append([])
    return out


# ---------------------------------------------------------------------------------------------
# Metric.


def f1_at(predictions, docs, k):
    total = 0.0
    counted = 0
    for preds, (_, _, gold) in zip(predictions, docs):
        gold_keys = {stem_phrase(g) for g in gold} - {""}
        if not gold_keys:
            continue
        seen = []
        for p in preds:
            s = stem_phrase(p)
            if s and s not in seen:
                seen.append(s)
            if len(seen) >= k:
                break
        counted += 1
        if not seen:
            continue
        correct = sum(1 for s in seen if s in gold_keys)
        if correct:
            precision = correct / len(seen)
            recall = correct / len(gold_keys)
            total += 2 * precision * recall / (precision + recall)
    return total / max(counted, 1)


def halves(name: str, n: int) -> tuple[list[int], list[int]]:
    """Document indices of the tune half and the check half of a dataset."""
    if name == "inspec":
        return list(range(min(n, 1000))), list(range(1000, n))
    return list(range(0, n, 2)), list(range(1, n, 2))


def scores(predictions, docs, indices=None) -> str:
    if indices is not None:
        predictions = [predictions[i] for i in indices]
        docs = [docs[i] for i in indices]
    return f"{f1_at(predictions, docs, 5):>7.3f}{f1_at(predictions, docs, 10):>7.3f}"


def datasets(quick: bool):
    yield "inspec", load_inspec
    yield "kdd", lambda: load_abstract_zip("kdd")
    yield "www", lambda: load_abstract_zip("www")
    yield "semeval2010-abs", lambda: load_semeval(full=False)
    if not quick:
        yield "semeval2010-full", lambda: load_semeval(full=True)
    yield "iclr2018", lambda: load_iclr(2018)
    yield "iclr2017", lambda: load_iclr(2017)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="skip full-text SemEval")
    ap.add_argument("--no-yake", action="store_true", help="skip YAKE even if installed")
    args = ap.parse_args(argv)

    extractor = None if args.no_yake else yake_extractor()
    if extractor is None:
        print("note: YAKE rows skipped (" + ("--no-yake" if args.no_yake else
              "yake not installed; pip install yake") + ")")
    print(f"{'':<40}{'whole':^14}  {'tune half':^14}  {'check half':^14}")
    print(f"{'dataset':<18}{'docs':>6}  {'system':<14}" + f"{'F1@5':>7}{'F1@10':>7}  " * 3)
    for name, loader in datasets(args.quick):
        docs, why = loader()
        if docs is None:
            print(f"{name:<18} skipped: {why}")
            continue
        rows = [("ours", run_ours(docs)), ("ours (no IDF)", run_ours(docs, corpus=False)),
                ("tf-idf", run_tfidf(docs))]
        if extractor is not None and not name.endswith("-full"):
            rows.append(("yake", run_yake(docs, extractor)))
        elif extractor is not None:
            rows.append(("yake", None))
        tune, check = halves(name, len(docs))
        for system, preds in rows:
            if preds is None:
                print(f"{name:<18}{len(docs):>6}  {system:<14}  (skipped: full text too slow)")
                continue
            print(f"{name:<18}{len(docs):>6}  {system:<14}{scores(preds, docs)}  "
                  f"{scores(preds, docs, tune)}  {scores(preds, docs, check)}")

    # Speed on ML abstracts (ICML 2024), one core.
    abstracts = load_icml2024_abstracts()
    if abstracts is None:
        inspec, _ = load_inspec()
        abstracts = [(t, x) for t, x, _ in inspec] if inspec else None
    if abstracts is None:
        print("speed: skipped (no abstracts found)")
        return 0
    print(f"\nspeed over {len(abstracts)} abstracts (one core, CPU time):")
    clock = time.process_time
    df, n = corpus_stats(abstracts)
    rank_keywords(analyse(*abstracts[0]), df, n)  # warm caches fairly for the timings below
    start = clock()
    for t, x in abstracts:
        analyse(t, x)
    t_analyse = clock() - start
    start = clock()
    for t, x in abstracts:
        rank_keywords(analyse(t, x), df, n)
    t_both = clock() - start
    print(f"  ours analyse              {len(abstracts) / t_analyse:>9,.0f} abstracts/s")
    print(f"  ours analyse + rank       {len(abstracts) / t_both:>9,.0f} abstracts/s"
          "  (loader path: one analysis per paper)")
    if extractor is not None:
        sample = abstracts[:300]
        start = time.perf_counter()
        for t, x in sample:
            extractor.extract_keywords(f"{t}. {x}")
        print(f"  yake                      {len(sample) / (time.perf_counter() - start):>9,.0f}"
              " abstracts/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Generate a large, deterministic corpus in paperdb's generic JSONL format from the real
ICML 2024 export, so that loads, identity resolution and extraction do real work at scale.

Run:  python bench/make_corpus.py N OUTPUT.jsonl [--seed S] [--gzip]

Paper i is derived from real poster i mod 2,634: its sentences are shuffled, its numbers are
perturbed, repository URLs get another owner, its title gets a variant marker, and it gets its
own id, venue and year, so no two papers are copies and each is a distinct paper to resolve.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICML_EVENTS = ROOT.parent / "shared" / "data" / "raw" / "icml2024-events" / "ICML 2024 Events.json"

VENUES = ("ICML", "NeurIPS", "ICLR", "AISTATS", "UAI", "COLT")
YEARS = range(2015, 2026)
TITLE_MARKERS = ("Revisited", "at Scale", "for Everyone", "in Practice", "Made Simple",
                 "Without Labels", "Under Shift", "with Guarantees", "on a Budget", "Reloaded")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_DECIMAL = re.compile(r"(?<![\w.])(\d{1,3}\.\d{1,2})(?=\s?%| points| pp)")
_GITHUB = re.compile(r"github\.com/([\w.-]+)/")


def real_posters(path: Path = ICML_EVENTS) -> list[dict]:
    if not path.exists():
        sys.exit(f"needs the ICML 2024 export at {path}")
    return [e for e in json.loads(path.read_text(encoding="utf-8")) if e.get("type") == "Poster"]


def codename(i: int) -> str:
    """A pronounceable name unique to i (Bakilo, Dunefa, ...): makes every abstract distinct."""
    consonants, vowels = "bdfgklmnprstvz", "aeiou"
    letters = []
    while True:
        i, c = divmod(i, len(consonants))
        i, v = divmod(i, len(vowels))
        letters += [consonants[c], vowels[v]]
        if not i:
            break
    return "".join(letters).capitalize()


def vary(poster: dict, i: int, rng: random.Random) -> dict:
    sentences = _SENTENCE.split(poster["abstract"]) + [f"We call this variant {codename(i)}."]
    head, rest = sentences[:1], sentences[1:]
    rng.shuffle(rest)  # keep the first sentence first: abstracts open with their topic
    abstract = " ".join(head + rest)
    abstract = _DECIMAL.sub(lambda m: f"{float(m.group(1)) * rng.uniform(0.8, 1.2):.1f}", abstract)
    abstract = _GITHUB.sub(lambda m: f"github.com/{m.group(1)}-{i % 997}/", abstract)
    marker = TITLE_MARKERS[rng.randrange(len(TITLE_MARKERS))]
    authors = [a.strip() for a in poster["speakers/authors"].split(",") if a.strip()]
    rng.shuffle(authors)
    return {
        "id": f"gen-{i}",
        "title": f"{poster['name']}: {marker} #{i}",
        "abstract": abstract,
        "authors": authors,
        "venue": VENUES[rng.randrange(len(VENUES))],
        "year": rng.choice(YEARS),
        "url": f"https://example.org/papers/{i}",
    }


def generate(n: int, seed: int = 2024):
    posters = real_posters()
    for i in range(n):
        rng = random.Random(seed * 1_000_003 + i)
        yield vary(posters[i % len(posters)], i, rng)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int)
    parser.add_argument("output", type=Path)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--gzip", action="store_true", help="write gzip-compressed JSONL")
    args = parser.parse_args(argv)
    opener = gzip.open if args.gzip else open
    with opener(args.output, "wt", encoding="utf-8") as out:
        for paper in generate(args.n, args.seed):
            out.write(json.dumps(paper, ensure_ascii=False) + "\n")
    print(f"wrote {args.n:,} papers to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Seconds each extractor takes on long, odd texts: flattened tables, run-on lists, thousands of
sentences. A loader meets such records in real dumps; its cost per record must stay about
linear in the record's length, so one bad record cannot stall a load.

Run:  python bench/long_texts.py [--scale N]   (N multiplies every text's length; default 1)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from etl.extract.acronyms import extract_acronyms  # noqa: E402
from etl.extract.claims import sota_claim  # noqa: E402
from etl.extract.keywords import extract_keywords  # noqa: E402
from etl.extract.links import extract_code_links  # noqa: E402
from etl.extract.metrics import extract_metrics  # noqa: E402
from etl.normalise import normalise_text  # noqa: E402

EXTRACTORS = {
    "acronyms": extract_acronyms,
    "results": extract_metrics,
    "code links": extract_code_links,
    "keywords": lambda text: extract_keywords(None, text),
    "claim flags": sota_claim,
}


def texts(scale: int) -> dict[str, str]:
    n = 1500 * scale
    return {
        "one sentence, numbers": " ".join(f"accuracy of {i}.5% and {i}x faster" for i in range(n)),
        "one sentence, from-to": " ".join(f"from {i}.1 to {i}.2" for i in range(n)),
        "one sentence, acronyms": " ".join(f"Foo Bar Baz (FBB{i}) and" for i in range(n)),
        "many sentences": " ".join(f"Our model reaches an accuracy of {i}.5% on Set{i}. We propose "
                                   f"Foo Bar Method (FBM{i}) here." for i in range(n)),
        "broken URLs": " ".join("https://github. com/x/y" for _ in range(n)),
        "one long word": "a" * (100_000 * scale),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=1)
    args = parser.parse_args()
    print("| text | characters | " + " | ".join(EXTRACTORS) + " |")
    print("| --- | --- |" + " --- |" * len(EXTRACTORS))
    for name, raw in texts(args.scale).items():
        text = normalise_text(raw).text
        seconds = []
        for extract in EXTRACTORS.values():
            start = time.perf_counter()
            extract(text)
            seconds.append(time.perf_counter() - start)
        print(f"| {name} | {len(raw):,} | " + " | ".join(f"{s:.2f}" for s in seconds) + " |")


if __name__ == "__main__":
    main()

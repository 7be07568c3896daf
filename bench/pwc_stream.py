"""Does loading a Papers with Code dump stream? Peak memory at growing dump sizes.

Run:  python bench/pwc_stream.py [--sizes 100000 500000] [--work DIR]

Writes papers-with-abstracts.json.gz dumps (one JSON array, as Papers with Code published
them) made from the scaled ICML corpus of bench/make_corpus.py, loads each into a fresh
database with `paperdb load`, and prints time and peak RSS of the loader and its workers.
Flat peaks across sizes mean memory does not grow with the file.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_corpus import generate  # noqa: E402
from run import BIN, measured  # noqa: E402


def write_dump(path: Path, n: int) -> None:
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=1) as out:
        out.write("[")
        for i, paper in enumerate(generate(n)):
            out.write(("," if i else "") + json.dumps({
                "paper_url": f"https://paperswithcode.com/paper/{paper['id']}",
                "arxiv_id": f"{2000 + i // 100000}.{i % 100000:05d}",
                "title": paper["title"], "abstract": paper["abstract"],
                "url_abs": f"https://arxiv.org/abs/{2000 + i // 100000}.{i % 100000:05d}",
                "url_pdf": None, "proceeding": None, "authors": paper["authors"],
                "tasks": [], "methods": [], "date": f"{paper['year']}-06-01",
            }))
        out.write("]")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100_000, 500_000])
    parser.add_argument("--work", type=Path, default=None)
    args = parser.parse_args(argv)
    work = args.work or Path(tempfile.mkdtemp(prefix="paperdb-pwc-"))
    work.mkdir(parents=True, exist_ok=True)
    print("| papers in dump | dump size (MB, gzip) | load seconds | papers/s "
          "| peak RSS loader (MB) | largest worker (MB) |\n|---|---|---|---|---|---|")
    for n in args.sizes:
        dump = work / f"papers-with-abstracts-{n}.json.gz"
        if not dump.exists():
            write_dump(dump, n)
        db = work / f"pwc-{n}.duckdb"
        db.unlink(missing_ok=True)
        result = measured(str(BIN / "paperdb"), "--db", str(db), "load", str(dump))
        print(f"| {n:,} | {dump.stat().st_size / 1e6:.0f} | {result['seconds']:.0f} | "
              f"{n / result['seconds']:,.0f} | {result['rss_mb']:.0f} | "
              f"{result['child_rss_mb']:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

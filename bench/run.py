"""Load and query benchmarks at several corpus sizes, against DuckDB's raw ingest as a floor.

Run:  python bench/run.py [--sizes 10000 100000 1000000] [--work DIR] [--no-yake]
      python bench/run.py --queries-on DB     (every saved query on an existing database)

For each size N (a corpus made by bench/make_corpus.py, cached in --work):
  (a) `paperdb load` end to end with all extraction: seconds, abstracts/s, peak RSS of the
      loader and of its largest worker process;
  (b) the same file ingested raw with DuckDB `read_json` into one table (the floor), and the
      ratio (a)/(b);
  (c) YAKE over a sample of the same abstracts (abstracts/s), when yake is installed;
  (d) an incremental load of 1,000 new papers into the database of this size;
  (e) every saved query on that database: median of 5 runs.
Each measurement runs in a fresh process, so peak RSS is that step's own.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent

# Runs one command in this process and prints its timing and peak memory (own and children's).
MEASURE = """
import json, resource, runpy, sys, time
start = time.perf_counter()
sys.argv = sys.argv[1:]
try:
    runpy.run_path(sys.argv[0], run_name="__main__")
except SystemExit as exc:
    if exc.code not in (None, 0):
        raise
seconds = time.perf_counter() - start
own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print("MEASURED " + json.dumps({"seconds": seconds, "rss_mb": own / 1024,
                                "child_rss_mb": children / 1024}), file=sys.stderr)
"""


def measured(*command: str, env: dict | None = None) -> dict:
    result = subprocess.run([sys.executable, "-c", MEASURE, *command], capture_output=True,
                            text=True, env={**os.environ, **(env or {})})
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr[-2000:]}")
    line = next(l for l in result.stderr.splitlines() if l.startswith("MEASURED "))
    return json.loads(line.removeprefix("MEASURED "))


def corpus(work: Path, n: int, start: int = 0) -> Path:
    path = work / f"corpus-{n}-{start}.jsonl"
    if not path.exists():
        sys.path.insert(0, str(ROOT / "bench"))
        from make_corpus import generate

        with path.open("w", encoding="utf-8") as out:
            for i, paper in enumerate(generate(start + n)):
                if i >= start:
                    out.write(json.dumps(paper, ensure_ascii=False) + "\n")
    return path


def raw_ingest(path: Path, work: Path) -> dict:
    db = work / "raw.duckdb"
    db.unlink(missing_ok=True)
    script = work / "raw_ingest.py"
    script.write_text(
        "import duckdb, sys\n"
        "con = duckdb.connect(sys.argv[1])\n"
        "con.execute(\"CREATE TABLE paper AS SELECT * FROM read_json(?, format = "
        "'newline_delimited')\", [sys.argv[2]])\n")
    return measured(str(script), str(db), str(path))


def yake_speed(path: Path, sample: int = 300) -> float | None:
    try:
        import yake
    except ImportError:
        return None
    extractor = yake.KeywordExtractor(lang="en", n=3, top=10)
    abstracts = []
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            paper = json.loads(line)
            abstracts.append(f"{paper['title']}. {paper['abstract']}")
            if len(abstracts) == sample:
                break
    start = time.perf_counter()
    for text in abstracts:
        extractor.extract_keywords(text)
    return len(abstracts) / (time.perf_counter() - start)


def query_times(db: Path) -> dict[str, float]:
    sys.path.insert(0, str(ROOT))
    import duckdb

    from db import fts
    from db.queries import bind_params, list_queries, run_query

    con = duckdb.connect(str(db), read_only=True)
    fts.load_extension(con)
    first, last = con.execute("SELECT min(year), max(year) FROM paper").fetchone()
    # Values for the parameters that have no default.
    examples = {"q": "mixture of experts", "from_year": str(first), "to_year": str(last)}
    times = {}
    for query in list_queries():
        given = {p.name: examples[p.name] for p in query.params if p.required}
        params = bind_params(query, given)
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            run_query(con, query, params)
            runs.append(time.perf_counter() - start)
        times[query.name] = statistics.median(runs) * 1000
    con.close()
    return times


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000])
    parser.add_argument("--work", type=Path, default=None, help="folder for corpora and dbs")
    parser.add_argument("--no-yake", action="store_true")
    parser.add_argument("--queries-on", type=Path, metavar="DB",
                        help="only time every saved query on this existing database")
    args = parser.parse_args(argv)
    if args.queries_on:
        print("| saved query | median ms |\n|---|---|")
        for name, ms in query_times(args.queries_on).items():
            print(f"| {name} | {ms:.1f} |")
        return 0
    work = args.work or Path(tempfile.mkdtemp(prefix="paperdb-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    paperdb = str(BIN / "paperdb")
    print(f"machine: {os.cpu_count()} cores, "
          f"{os.sysconf('SC_PAGE_SIZE') * os.sysconf('SC_PHYS_PAGES') / 2**30:.0f} GiB RAM, "
          f"Python {platform.python_version()}; work folder {work}")
    for n in args.sizes:
        path = corpus(work, n)
        db = work / f"papers-{n}.duckdb"
        db.unlink(missing_ok=True)
        load = measured(paperdb, "--db", str(db), "load", str(path))
        floor = raw_ingest(path, work)
        extra = corpus(work, 1000, start=n)
        incremental = measured(paperdb, "--db", str(db), "load", str(extra))
        yake_rate = None if args.no_yake else yake_speed(path)
        print(f"\n## {n:,} papers\n")
        print("| step | seconds | abstracts/s | peak RSS (MB) | largest worker RSS (MB) |")
        print("|---|---|---|---|---|")
        print(f"| (a) paperdb load, all extraction | {load['seconds']:.1f} | "
              f"{n / load['seconds']:,.0f} | {load['rss_mb']:.0f} | {load['child_rss_mb']:.0f} |")
        print(f"| (b) DuckDB read_json, raw (floor) | {floor['seconds']:.1f} | "
              f"{n / floor['seconds']:,.0f} | {floor['rss_mb']:.0f} | |")
        if yake_rate:
            print(f"| (c) YAKE alone, 300-abstract sample | | {yake_rate:,.0f} | | |")
        print(f"| (d) incremental load of 1,000 papers | {incremental['seconds']:.1f} | "
              f"{1000 / incremental['seconds']:,.0f} | {incremental['rss_mb']:.0f} | "
              f"{incremental['child_rss_mb']:.0f} |")
        print(f"\n(a)/(b) = {load['seconds'] / floor['seconds']:.1f}\n")
        print("| (e) saved query | median ms |\n|---|---|")
        for name, ms in query_times(db).items():
            print(f"| {name} | {ms:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

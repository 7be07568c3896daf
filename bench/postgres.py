"""PostgreSQL as the store: load and export timings, and the chosen write path against plain
SQLAlchemy inserts.

Run:  python bench/postgres.py [--work DIR]

Starts a throwaway PostgreSQL 15 server (as the tests do), then measures on the ICML 2024
files (the sample, the export, the OpenReview list):
- `paperdb load` end to end into a DuckDB file and into PostgreSQL;
- moving every table of the loaded DuckDB file into an empty PostgreSQL schema, through
  DuckDB's postgres extension (binary COPY, the loader's path) and through SQLAlchemy Core
  executemany inserts (psycopg 3), the plain alternative;
- `paperdb export --format parquet` from both stores.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import duckdb

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "bench"))

import pg_server  # noqa: E402
from db.engine import make_engine, upgrade  # noqa: E402
from db.models import metadata  # noqa: E402
from etl.load.tables import connect  # noqa: E402
from run import BIN, measured  # noqa: E402

SHARED = ROOT.parent / "shared" / "data" / "raw"
FILES = [ROOT / "etl" / "data" / "icml2024_sample.txt",
         SHARED / "icml2024-events" / "ICML 2024 Events.json",
         SHARED / "paperlists" / "icml2024.json"]


def timed(action) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def copy_with_extension(source: Path, url: str) -> None:
    """Every table of source into PostgreSQL in one transaction, as binary COPY."""
    con = connect(url)
    try:
        quoted = str(source).replace("'", "''")
        con.execute(f"ATTACH '{quoted}' AS source (READ_ONLY)")
        con.execute("BEGIN TRANSACTION")
        for table in metadata.sorted_tables:
            con.execute(f"INSERT INTO {table.name} SELECT * FROM source.main.{table.name}")
        con.execute("COMMIT")
    finally:
        con.close()


def copy_with_sqlalchemy(source: Path, url: str, batch: int = 10_000) -> None:
    """Every table of source into PostgreSQL in one transaction, as executemany inserts."""
    engine = make_engine(url)
    with duckdb.connect(str(source), read_only=True) as con, engine.begin() as pg:
        for table in metadata.sorted_tables:
            result = con.execute(f"SELECT * FROM {table.name}")
            columns = [d[0] for d in result.description]
            while rows := result.fetchmany(batch):
                pg.execute(table.insert(), [dict(zip(columns, row)) for row in rows])
    engine.dispose()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, default=None)
    args = parser.parse_args(argv)
    work = args.work or Path(tempfile.mkdtemp(prefix="paperdb-pg-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    missing = [str(f) for f in FILES if not f.exists()]
    if missing:
        raise SystemExit(f"missing input: {', '.join(missing)}")
    server = pg_server.start()
    try:
        file_db = work / "icml.duckdb"
        file_db.unlink(missing_ok=True)
        pg_url = server.url(server.create_database())
        paperdb = str(BIN / "paperdb")
        loads = {"DuckDB file": measured(paperdb, "--db", str(file_db), "load", *map(str, FILES)),
                 "PostgreSQL": measured(paperdb, "--db", pg_url, "load", *map(str, FILES))}
        with duckdb.connect(str(file_db), read_only=True) as con:
            rows = sum(con.execute(f"SELECT count(*) FROM {t.name}").fetchone()[0]
                       for t in metadata.sorted_tables)
        moves = {}
        for name, mover in (("DuckDB postgres extension (binary COPY)", copy_with_extension),
                            ("SQLAlchemy Core executemany (psycopg 3)", copy_with_sqlalchemy)):
            url = server.url(server.create_database())
            engine = make_engine(url)
            upgrade(engine)
            engine.dispose()
            moves[name] = timed(lambda: mover(file_db, url))
        exports = {"DuckDB file": measured(paperdb, "--db", str(file_db), "export",
                                           str(work / "export-duckdb")),
                   "PostgreSQL": measured(paperdb, "--db", pg_url, "export",
                                          str(work / "export-postgres"))}
    finally:
        server.stop()

    print(f"Load of the 3 ICML 2024 files ({', '.join(f.name for f in FILES)}):\n")
    print("| store | seconds | peak RSS (MB) |\n|---|---|---|")
    for store, result in loads.items():
        print(f"| {store} | {result['seconds']:.1f} | {result['rss_mb']:.0f} |")
    print(f"\nMoving the loaded tables ({rows:,} rows) into an empty PostgreSQL schema:\n")
    print("| write path | seconds | rows/s |\n|---|---|---|")
    for name, seconds in moves.items():
        print(f"| {name} | {seconds:.1f} | {rows / seconds:,.0f} |")
    print("\n`paperdb export --format parquet`:\n")
    print("| from | seconds | peak RSS (MB) |\n|---|---|---|")
    for store, result in exports.items():
        print(f"| {store} | {result['seconds']:.1f} | {result['rss_mb']:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

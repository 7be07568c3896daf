"""The paperdb command line: a thin layer over etl.load, db.queries and etl.output.

Every error a user can cause ends as one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import gc
import os
import shutil
import sys
import time
from pathlib import Path

import click
import duckdb

from db import fts
from db.engine import DatabaseError, ensure_schema, make_engine
from db.integrity import problems
from db.publish import publish
from db.queries import QueryError, bind_params, list_queries, load_query, run_query
from etl import parallel
from etl.export import ExportError, export_parquet
from etl.load import LoadError, connect, load_file, reextract
from etl.load.batch import input_bytes
from etl.load.tables import POSTGRES_CATALOG, is_postgres
from etl.output import BINARY_FORMATS, FORMATS, render, write_parquet
from etl.parallel import Workers
from etl.records import InputError
from etl.report import build_report
from etl.sources import FORMATS as SOURCE_FORMATS
from etl.sources import SourceOptions

SAMPLE = Path(__file__).resolve().parent / "data" / "icml2024_sample.txt"
USER_ERRORS = (InputError, LoadError, DatabaseError, QueryError, fts.SearchUnavailable,
               ExportError, click.UsageError)


class UserError(Exception):
    """An error the user can fix, already worded as one line."""


def output_options(command):
    """--format and --output, shared by every command that prints rows."""
    command = click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path),
                           help="Write to this file instead of the terminal.")(command)
    return click.option("--format", "-f", "fmt", type=click.Choice(FORMATS), default="table",
                        show_default=True, help="Output format.")(command)


def emit(columns, rows, fmt: str, output: Path | None) -> None:
    if fmt in BINARY_FORMATS and output is None:
        raise UserError(f"--format {fmt} writes a file: give --output FILE")
    if output is None:
        click.echo(render(list(columns), rows, fmt), nl=False)
        return
    try:
        if fmt in BINARY_FORMATS:
            write_parquet(list(columns), rows, output)
        else:
            output.write_text(render(list(columns), rows, fmt), encoding="utf-8")
    except OSError as exc:
        raise UserError(f"cannot write {output}: {exc.strerror}") from None
    click.echo(f"wrote {len(rows)} rows to {output}", err=True)


def _progress(items, description):
    from tqdm import tqdm

    # delay: only loads that take longer than ~2 s show a bar; disable=None: only on a terminal.
    return tqdm(items, desc=description, unit=" rec", delay=2.0, leave=False, disable=None,
                file=sys.stderr)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", envvar="PAPERDB_DB", default="papers.duckdb", show_default=True,
              help="DuckDB file (or SQLAlchemy URL) to use; env PAPERDB_DB.")
@click.pass_context
def cli(ctx, db):
    """paperdb: a SQL analytics database of machine-learning research papers."""
    ctx.obj = db


@cli.command()
@click.pass_obj
def init(db):
    """Create the database, or upgrade its schema to the newest revision."""
    engine = make_engine(db)
    try:
        ensure_schema(engine)
    finally:
        engine.dispose()
    click.echo(f"{db}: schema is current")


# Inputs from this size (uncompressed, estimated) likely hold a batch large enough for worker
# processes (parallel.MIN_PARALLEL_PAPERS): their workers are forked before the load starts.
PRESTART_INPUT_BYTES = 512 << 10


def _expects_workers(path: Path) -> bool:
    try:
        return input_bytes(path) >= PRESTART_INPUT_BYTES
    except OSError:
        return False  # load_file says what is wrong with it


def _load_files(db, files, fmt, venue, year) -> None:
    options = SourceOptions(venue=venue, year=year)
    for file in files:
        if _expects_workers(Path(file)):
            parallel.prestart()
        try:
            summary = load_file(db, Path(file), fmt, options, progress=_progress)
        finally:
            parallel.discard_prestarted()
        click.echo(
            f"{file}: read {summary.records_read}, loaded {summary.records_loaded}, "
            f"rejected {summary.records_rejected} ({summary.papers_added} new papers, "
            f"{summary.papers_changed} updated) in {summary.seconds:.1f}s [load {summary.load_id}]"
        )
        for reason, count in sorted(summary.rejection_reasons.items(), key=lambda kv: -kv[1])[:5]:
            click.echo(f"  rejected {count}: {reason}")


@cli.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(list(SOURCE_FORMATS)),
              help="Input format (default: detected from the content).")
@click.option("--venue", help="Venue for every record (overrides the file's).")
@click.option("--year", type=click.IntRange(1900, 2100), help="Year for every record.")
@click.pass_obj
def load(db, files, fmt, venue, year):
    """Load paper files (each file is one atomic load)."""
    _load_files(db, files, fmt, venue, year)


@cli.command("reextract")
@click.pass_obj
def reextract_command(db):
    """Recompute keywords, results, acronyms and code links from the stored papers."""
    parallel.prestart()  # before the database is open (see parallel.prestart)
    try:
        con = connect(db)
        try:
            with Workers() as workers:
                papers = reextract(con, workers)
        finally:
            con.close()
    finally:
        parallel.discard_prestarted()
    click.echo(f"re-extracted {papers} papers")


@cli.command()
@click.pass_obj
def sample(db):
    """Load the bundled ICML 2024 sample and print a first analysis."""
    _load_files(db, [SAMPLE], None, None, None)
    for name in ("code_availability", "top_code_owners", "reported_results", "proposed_methods"):
        query = load_query(name)
        columns, rows = _run_saved(db, query, bind_params(query, {}))
        click.echo(f"\n{query.title}")
        click.echo(render(columns, rows[:10], "table"), nl=False)
    click.echo(f"\nNext: paperdb --db {db} query list, or paperdb --db {db} shell")


@cli.group()
def query():
    """Saved queries in queries/: list, show, run."""


@query.command("list")
def query_list():
    """List the saved queries."""
    for q in list_queries():
        click.echo(f"{q.name:<28} {q.title}")


@query.command("show")
@click.argument("name")
def query_show(name):
    """Show a saved query's header and SQL."""
    click.echo(load_query(name).path.read_text(encoding="utf-8"), nl=False)


def _parse_params(pairs) -> dict[str, str]:
    params = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UserError(f"parameter {pair!r}: expected key=value")
        params[key.strip()] = value
    return params


@query.command("run")
@click.argument("name")
@click.option("--param", "-p", "pairs", multiple=True, metavar="KEY=VALUE",
              help="A query parameter; repeat for more.")
@output_options
@click.pass_obj
def query_run(db, name, pairs, fmt, output):
    """Run a saved query (always read-only)."""
    saved = load_query(name)
    emit(*_run_saved(db, saved, bind_params(saved, _parse_params(pairs))), fmt, output)


def _run_saved(db: str, saved, params: dict):
    """Columns and rows of a saved query, on a read-only connection with the fts extension
    loaded when the database has a search index, which queries like search_papers need."""
    needs_search = fts.INDEX_SCHEMA in saved.sql.lower()
    con = connect(db, read_only=True)
    try:
        if fts.has_index(con):
            fts.load_extension(con)
            if needs_search and not fts.is_current(con):
                click.echo("paperdb: warning: the search index misses the latest papers "
                           "(its rebuild did not finish); the next load rebuilds it", err=True)
        elif needs_search and is_postgres(con):
            fts.index_in_memory(con, POSTGRES_CATALOG)
        elif needs_search:
            raise UserError(f"{db} has no search index yet: load papers first")
        return run_query(con, saved, params)
    finally:
        con.close()


@cli.command()
@click.argument("words")
@click.option("--venue", help="Only papers of this venue.")
@click.option("--year", type=int, help="Only papers of this year.")
@click.option("--limit", type=click.IntRange(1, 10_000), default=10, show_default=True)
@output_options
@click.pass_obj
def search(db, words, venue, year, limit, fmt, output):
    """Full-text search (BM25) over titles and abstracts."""
    saved = load_query("search_papers")
    given = {"q": words, "venue": venue, "year": year, "limit": limit}
    params = bind_params(saved, {k: str(v) for k, v in given.items() if v is not None})
    emit(*_run_saved(db, saved, params), fmt, output)


@cli.command()
@click.argument("statement")
@click.option("--write", is_flag=True, help="Allow statements that change the database.")
@output_options
@click.pass_obj
def sql(db, statement, write, fmt, output):
    """Run one SQL statement (read-only unless --write)."""
    con = connect(db, read_only=not write)
    try:
        cursor = con.execute(statement)
        columns = [d[0] for d in cursor.description or []]
        rows = cursor.fetchall() if columns else []
    except duckdb.Error as exc:
        raise UserError(f"SQL error: {str(exc).strip().splitlines()[0]}") from None
    finally:
        con.close()
    if columns:
        emit(columns, rows, fmt, output)


@cli.command()
@click.option("--write", is_flag=True, help="Open the file writable (default: read-only).")
@click.pass_obj
def shell(db, write):
    """Open the DuckDB shell on the database."""
    binary = shutil.which("duckdb", path=str(Path(sys.executable).parent)) or shutil.which("duckdb")
    if binary is None:
        raise UserError("the duckdb shell is not installed (pip install duckdb-cli==1.5.5)")
    connect(db, read_only=False).close()  # create or upgrade the schema first
    args = [binary] + ([] if write else ["-readonly"]) + [db]
    os.execv(binary, args)


@cli.command()
@click.option("--venue", help="Only papers of this venue.")
@click.option("--year", type=int, help="Only papers of this year.")
@click.option("--output", "-o", type=click.Path(dir_okay=False, path_type=Path),
              default="report.html", show_default=True)
@click.pass_obj
def report(db, venue, year, output):
    """Write a self-contained HTML report with charts and key tables."""
    con = connect(db, read_only=True)
    try:
        page = build_report(con, venue, year)
    finally:
        con.close()
    try:
        output.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise UserError(f"cannot write {output}: {exc.strerror}") from None
    click.echo(f"wrote {output} ({len(page) / 1000:.0f} kB)")


@cli.command()
@click.pass_obj
def check(db):
    """Check the database's integrity (exit code 1 when a problem is found)."""
    con = connect(db, read_only=True)
    try:
        found = problems(con)
    finally:
        con.close()
    for problem in found:
        click.echo(problem)
    click.echo(f"{db}: {'OK' if not found else f'{len(found)} problems'}")
    if found:
        sys.exit(1)


@cli.command("publish")
@click.argument("target", type=click.Path(dir_okay=False, path_type=Path))
@click.pass_obj
def publish_command(db, target):
    """Write a read-only copy for BI tools and shells (replaced atomically)."""
    con = connect(db)
    try:
        size = publish(con, Path(db), target)
    except (OSError, ValueError) as exc:
        raise UserError(f"cannot publish to {target}: {getattr(exc, 'strerror', None) or exc}"
                        ) from None
    finally:
        con.close()
    click.echo(f"published {db} to {target} ({size / 1e6:.1f} MB); "
               f"readers: duckdb -readonly {target}")


@cli.command("export")
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["parquet"]), default="parquet",
              show_default=True, help="File format (Parquet, for Spark and Trino).")
@click.pass_obj
def export_command(db, directory, fmt):
    """Export every table and view to DIRECTORY for Spark or Trino (replaced atomically)."""
    started = time.monotonic()
    con = connect(db, read_only=True)
    try:
        manifest = export_parquet(con, directory)
    except (OSError, duckdb.IOException) as exc:
        message = getattr(exc, "strerror", None) or str(exc).strip().splitlines()[0]
        raise UserError(f"cannot export to {directory}: {message}") from None
    finally:
        con.close()
    relations = manifest.relations.values()
    tables = sum(r.kind == "table" for r in relations)
    click.echo(f"exported {tables} tables and {len(relations) - tables} views "
               f"({sum(r.rows for r in relations)} rows) as {fmt} to {directory} "
               f"in {time.monotonic() - started:.1f}s")


@cli.command("grant-reader")
@click.argument("role")
@click.option("--password", envvar="PAPERDB_READER_PASSWORD",
              help="The role's password (prompted if not given); env PAPERDB_READER_PASSWORD.")
@click.pass_obj
def grant_reader(db, role, password):
    """Create or update ROLE as a read-only login for BI tools (PostgreSQL databases)."""
    from db.roles import check_supported, create_reader

    check_supported(db)
    if password is None:
        password = click.prompt(f"Password for {role}", hide_input=True,
                                confirmation_prompt=True)
    create_reader(db, role, password)
    click.echo(f"role {role} can log in and read every table and view, also future ones; "
               "it can change nothing")


@cli.command()
@click.pass_obj
def stats(db):
    """Row counts per table and the latest loads."""
    con = connect(db, read_only=True)
    try:
        tables = [t for (t,) in con.execute(
            "SELECT table_name FROM duckdb_tables() WHERE database_name = current_database() "
            "AND schema_name = 'main' AND table_name <> 'alembic_version' "
            "ORDER BY table_name").fetchall()]
        counts = [(t, con.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0]) for t in tables]
        click.echo(render(["table", "rows"], counts, "table"))
        cursor = con.execute(
            "SELECT load_id, status, source_format, records_read AS read, records_loaded AS loaded, "
            "records_rejected AS rejected, papers_added AS added, papers_changed AS changed, "
            "started_at::timestamp(0) AS started, source_path FROM load_batch "
            "ORDER BY load_id DESC LIMIT 10")
        click.echo(render([d[0] for d in cursor.description], cursor.fetchall(), "table"), nl=False)
    finally:
        con.close()


def main() -> None:
    try:
        _run()
    finally:
        # The process ends now: spare its exit the collector's passes over every object left
        # (0.2-0.4 s after a load). Objects still alive are freed as before, bar cycles.
        gc.freeze()


def _run() -> None:
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("paperdb: interrupted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2)
    except (*USER_ERRORS, UserError) as exc:
        click.echo(f"paperdb: error: {exc}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo("paperdb: interrupted", err=True)
        sys.exit(130)
    except Exception as exc:  # a bug of ours: still one line, with a way to see more
        if os.environ.get("PAPERDB_DEBUG"):
            raise
        click.echo(f"paperdb: internal error: {type(exc).__name__}: {exc} "
                   "(set PAPERDB_DEBUG=1 to see the traceback)", err=True)
        sys.exit(1)

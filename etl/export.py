"""Exporting the database as Parquet for distributed engines (Spark, Trino).

Every table and view of the current schema (main; public on PostgreSQL, attached through
DuckDB) becomes one directory of the export, written by DuckDB itself (COPY ... TO ...
(FORMAT parquet)): papers partitioned by venue and year in the Hive
layout (paper/venue=ICML/year=2024/data_0.parquet; NULL is __HIVE_DEFAULT_PARTITION__), every
other relation as one <name>/data.parquet. _manifest.json says what is where: kind, row count,
columns and types (partition columns included: their values live in the paths), partitions.

Re-exporting is atomic for readers. The export path is a symbolic link to a versioned directory
beside it (papers -> papers.v20261129T221800123456Z-4242: time and process id). A new export is
written to a hidden partial directory, renamed to its version, and the link is replaced by a new
one with os.replace, which is rename(2): one step on POSIX, so whoever opens the path sees the
old export or the new one, never half of one. Renaming the old directory away and the new one
in would instead leave a moment with no export at all, and a reader listing the directory
across the two renames could mix both. The old version is removed after the swap: files a
reader already has open stay readable, files it has not opened yet are gone. A failed export
removes what it wrote and leaves the previous export as it was.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import duckdb

from db.models import metadata

MANIFEST = "_manifest.json"
PARTITIONS = {"paper": ("venue", "year"), "paper_overview": ("venue", "year")}
RELATIONS = """
    SELECT table_name, 'table' FROM duckdb_tables()
    WHERE database_name = current_database() AND schema_name = current_schema() AND NOT internal
      AND table_name <> 'alembic_version'
    UNION ALL
    SELECT view_name, 'view' FROM duckdb_views()
    WHERE database_name = current_database() AND schema_name = current_schema() AND NOT internal
    ORDER BY 2, 1
"""


class ExportError(Exception):
    """An export the user has to change, worded as one line."""


@dataclass
class Relation:
    kind: str  # table | view
    path: str  # relative to the export
    rows: int
    columns: list[dict[str, str]]
    partition_by: list[str]


@dataclass
class ExportManifest:
    exported_at: str
    schema_revision: str
    duckdb_version: str
    relations: dict[str, Relation] = field(default_factory=dict)


def export_parquet(con: duckdb.DuckDBPyConnection, directory: Path) -> ExportManifest:
    """Export every table and view behind con to directory, replacing an earlier export there
    atomically; refuses a directory that is neither empty nor an earlier export."""
    directory = Path(os.path.abspath(directory))
    previous = _previous_version(directory)
    now = datetime.now(UTC)
    stamp = f"{now:%Y%m%dT%H%M%S%fZ}-{os.getpid()}"
    written = directory.with_name(f".{directory.name}.partial-{stamp}")
    link = directory.with_name(f".{directory.name}.link-{stamp}")
    directory.parent.mkdir(parents=True, exist_ok=True)
    written.mkdir()
    try:
        manifest = _write(con, written, now)
        written = written.rename(directory.with_name(f"{directory.name}.v{stamp}"))
        link.symlink_to(written.name)
        if not directory.is_symlink() and directory.is_dir():
            directory.rmdir()  # empty (checked above): nothing to read in it
        os.replace(link, directory)
    except BaseException:
        shutil.rmtree(written, ignore_errors=True)
        link.unlink(missing_ok=True)
        raise
    if previous is not None:
        shutil.rmtree(previous, ignore_errors=True)
    return manifest


def _previous_version(directory: Path) -> Path | None:
    """The versioned directory an earlier export's link points to, or None when there is no
    export yet; ExportError for anything else at that path."""
    if directory.is_symlink():
        target = Path(os.readlink(directory))
        if target.parent == Path(".") and target.name.startswith(f"{directory.name}.v"):
            return directory.with_name(target.name)
        raise ExportError(f"{directory} links to {target}, not to an earlier export: "
                          "remove the link or export elsewhere")
    if directory.exists() and not (directory.is_dir() and not any(directory.iterdir())):
        raise ExportError(f"{directory} exists and is not an earlier export: "
                          "export to a new or empty directory")
    return None


def _quote(identifier: str) -> str:
    return '"' + identifier.replace('"', '""') + '"'


def _write(con: duckdb.DuckDBPyConnection, target: Path, now: datetime) -> ExportManifest:
    """Write every relation and the manifest into target, all from one snapshot."""
    con.begin()
    try:
        manifest = ExportManifest(
            exported_at=now.isoformat(timespec="seconds"),
            schema_revision=con.execute("SELECT version_num FROM alembic_version").fetchone()[0],
            duckdb_version=duckdb.__version__,
        )
        for name, catalog_kind in con.execute(RELATIONS).fetchall():
            # Views of an attached PostgreSQL database are listed as tables: the models know
            # every table, and the rest are the migrations' views.
            kind = catalog_kind if name in metadata.tables else "view"
            manifest.relations[name] = _copy(con, name, kind, target)
    finally:
        con.rollback()  # only read: nothing to keep
    (target / MANIFEST).write_text(json.dumps(asdict(manifest), indent=2) + "\n",
                                   encoding="utf-8")
    return manifest


def _copy(con: duckdb.DuckDBPyConnection, name: str, kind: str, target: Path) -> Relation:
    if "/" in name or name.startswith("."):
        raise ExportError(f"{kind} {name!r} cannot be exported: its name is not a directory name")
    columns = [{"name": column, "type": type_}
               for column, type_, *_ in con.execute(f"DESCRIBE {_quote(name)}").fetchall()]
    partition_by = list(PARTITIONS.get(name, ()))
    if partition_by:
        destination = target / name
        options = f", PARTITION_BY ({', '.join(map(_quote, partition_by))})"
    else:
        (target / name).mkdir()
        destination, options = target / name / "data.parquet", ""
    (rows,) = con.execute(f"COPY (SELECT * FROM {_quote(name)}) TO ? (FORMAT parquet{options})",
                          [str(destination)]).fetchone()
    return Relation(kind, name, rows, columns, partition_by)

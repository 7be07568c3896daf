"""DuckDB extensions loaded offline from the registry packages built for the pinned DuckDB
(duckdb-extension-fts, duckdb-extension-postgres-scanner): a plain `LOAD name` would try to
download them, and this machine has no network."""

from __future__ import annotations

import importlib
from pathlib import Path

import duckdb


class ExtensionUnavailable(Exception):
    """The extension cannot be loaded here; the message says why in one line."""


def extension_path(name: str) -> Path:
    package = f"duckdb-extension-{name.replace('_', '-')}"
    try:
        module = importlib.import_module(f"duckdb_extension_{name}")
    except ImportError:
        raise ExtensionUnavailable(
            f"this needs the {package} package (pip install {package}=={duckdb.__version__})"
        ) from None
    path = (Path(module.__file__).parent / "extensions" / f"v{duckdb.__version__}"
            / f"{name}.duckdb_extension")
    if not path.exists():
        raise ExtensionUnavailable(f"no {name} extension for DuckDB {duckdb.__version__} at {path}")
    return path


def load(con: duckdb.DuckDBPyConnection, name: str) -> None:
    try:
        quoted = str(extension_path(name)).replace("'", "''")
        con.execute(f"LOAD '{quoted}'")
    except duckdb.Error as exc:
        raise ExtensionUnavailable(f"cannot load the {name} extension: {exc}") from None

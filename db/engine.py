"""Opening a paperdb database and bringing its schema to the newest revision."""

from __future__ import annotations

import re
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.ddl.postgresql import PostgresqlImpl
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event

REPO_ROOT = Path(__file__).resolve().parents[1]
MIGRATIONS_DIR = REPO_ROOT / "migrations"


class DuckDBImpl(PostgresqlImpl):
    """Registers DuckDB with Alembic; its DDL follows PostgreSQL's."""

    __dialect__ = "duckdb"


class DatabaseError(Exception):
    """A problem with the database the user pointed at, worded for the user."""


def database_url(path_or_url: str) -> str:
    """A SQLAlchemy URL for a DuckDB file path, or the URL itself when one is given."""
    if "://" in path_or_url:
        return path_or_url
    return f"duckdb:///{Path(path_or_url).expanduser()}"


def duckdb_path(url: str) -> Path | None:
    """The file behind a duckdb:/// URL (None for other databases or in-memory)."""
    if not url.startswith("duckdb:///"):
        return None
    rest = url.removeprefix("duckdb:///").split("?", 1)[0]
    return None if rest in ("", ":memory:") else Path(rest)


def make_engine(path_or_url: str, read_only: bool = False) -> Engine:
    url = database_url(path_or_url)
    path = duckdb_path(url)
    connect_args = {}
    if path is not None:
        if read_only and not path.exists():
            raise DatabaseError(f"no database at {path}: load something first (paperdb load FILE)")
        if not read_only and not path.parent.exists():
            raise DatabaseError(f"cannot create {path}: folder {path.parent} does not exist")
        connect_args["read_only"] = read_only
    engine = create_engine(url, connect_args=connect_args)
    if path is not None:
        @event.listens_for(engine, "connect")
        def _duckdb_settings(dbapi_conn, _record):
            # Insertion order keeps exports and query results stable.
            dbapi_conn.execute("SET preserve_insertion_order = true")
    return engine


def explain_open_error(exc: BaseException, path_or_url: str) -> DatabaseError:
    """Turn DuckDB's lock and I/O errors into one line that says who and what to do."""
    message = str(getattr(exc, "orig", exc))
    if "Could not set lock" in message:
        holder = re.search(r"\(PID (\d+)\)", message)
        who = f"process {holder.group(1)}" if holder else "another process"
        return DatabaseError(
            f"{path_or_url} is locked by {who} (a DuckDB shell, a BI tool or another load). "
            "Close it, or let readers use a copy made with 'paperdb publish', then retry."
        )
    first_line = message.strip().splitlines()[0] if message.strip() else type(exc).__name__
    return DatabaseError(f"cannot open {path_or_url}: {first_line}")


def alembic_config() -> Config:
    config = Config(str(REPO_ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def head_revision() -> str:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Run the migrations up to revision on engine's database (no-op when already there)."""
    config = alembic_config()
    with engine.connect() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, revision)


def downgrade(engine: Engine, revision: str) -> None:
    config = alembic_config()
    with engine.connect() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, revision)


def ensure_schema(engine: Engine) -> None:
    """Upgrade an empty or older database to head; every command that needs tables calls it."""
    if current_revision(engine) != head_revision():
        upgrade(engine)

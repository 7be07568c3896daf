"""A throwaway PostgreSQL 15 server for tests: initdb into a temporary folder, started on a
free port of 127.0.0.1 (trust authentication, fsync off), removed when stopped.

As root (CI), the server binaries run as the `postgres` user, because initdb refuses root.
"""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from dataclasses import dataclass
from pathlib import Path

import psycopg
from psycopg import sql

PG_BIN = Path(os.environ.get("PAPERDB_PG_BIN", "/usr/lib/postgresql/15/bin"))
SUPERUSER = "postgres"


class ServerUnavailable(Exception):
    """The test server cannot be started here; the message says why, in one line."""


def in_ci() -> bool:
    """True on the CI machine, where missing servers or tools must fail rather than skip."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class PgServer:
    base: Path
    port: int
    run_as: list[str]

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def connect(self, database: str = "postgres", user: str = SUPERUSER, **kwargs):
        return psycopg.connect(host="127.0.0.1", port=self.port, dbname=database, user=user,
                               autocommit=True, **kwargs)

    def create_database(self) -> str:
        name = f"test_{uuid.uuid4().hex[:12]}"
        with self.connect() as con:
            con.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        return name

    def drop_database(self, name: str) -> None:
        with self.connect() as con:
            con.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(
                sql.Identifier(name)))

    def stop(self) -> None:
        subprocess.run(self.run_as + [str(PG_BIN / "pg_ctl"), "stop", "-D",
                                      str(self.base / "data"), "-m", "immediate", "-w"],
                       check=False, capture_output=True, timeout=60)
        shutil.rmtree(self.base, ignore_errors=True)


def _run(command: list[str], what: str, log: Path | None = None) -> None:
    result = subprocess.run(command, check=False, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        text = log.read_text(errors="replace") if log and log.exists() else ""
        detail = (text or result.stderr or result.stdout).strip().splitlines()
        raise ServerUnavailable(f"{what} failed: {detail[-1] if detail else result.returncode}")


def start() -> PgServer:
    """Start a new server; raises ServerUnavailable with the reason when it cannot."""
    for binary in ("initdb", "pg_ctl"):
        if not (PG_BIN / binary).exists():
            raise ServerUnavailable(f"{PG_BIN / binary} not found (apt-get install postgresql-15)")
    owner = None
    if os.geteuid() == 0:
        try:
            owner = pwd.getpwnam(SUPERUSER)
        except KeyError:
            raise ServerUnavailable("running as root and there is no 'postgres' user") from None
    base = Path(tempfile.mkdtemp(prefix="paperdb-pg-"))
    run_as: list[str] = []
    if owner is not None:
        os.chown(base, owner.pw_uid, owner.pw_gid)
        run_as = ["runuser", "-u", SUPERUSER, "--"]
    server = PgServer(base, _free_port(), run_as)
    try:
        _run(run_as + [str(PG_BIN / "initdb"), "-A", "trust", "-U", SUPERUSER, "-E", "UTF8",
                       "--locale=C", "-D", str(base / "data")], "initdb")
        options = (f"-c listen_addresses=127.0.0.1 -k {base} -p {server.port} -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off")
        _run(run_as + [str(PG_BIN / "pg_ctl"), "start", "-w", "-t", "60", "-D",
                       str(base / "data"), "-l", str(base / "server.log"), "-o", options],
             "pg_ctl start", base / "server.log")
    except BaseException:
        server.stop()
        raise
    return server

"""A read-only login role for BI tools (Metabase, ...) on a PostgreSQL paperdb database.

DuckDB has no roles: its readers open the file read-only instead (paperdb shell, duckdb
-readonly, or a copy written by paperdb publish).
"""

from __future__ import annotations

import psycopg
from psycopg import sql
from sqlalchemy import Engine
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from db.engine import DatabaseError, database_url, make_engine


def check_supported(path_or_url: str) -> None:
    """DatabaseError, worded for the user, unless the database is PostgreSQL."""
    backend = make_url(database_url(path_or_url)).get_backend_name()
    if backend == "duckdb":
        raise DatabaseError(
            "DuckDB has no roles: readers open the file read-only instead "
            "('paperdb shell', 'duckdb -readonly FILE', or a copy from 'paperdb publish')")
    if backend != "postgresql":
        raise DatabaseError(f"read-only roles need a PostgreSQL database, not {backend}")


def create_reader(engine_or_url: Engine | str, role: str, password: str) -> None:
    """Create role, or update it, as a LOGIN role that may read every table and view of
    schema public, including those the migrating role creates later, and write nothing.
    Running it again resets the password and the grants."""
    own = not isinstance(engine_or_url, Engine)
    check_supported(engine_or_url if own else str(engine_or_url.url))
    if not role:
        raise DatabaseError("the role name is empty")
    engine = make_engine(engine_or_url) if own else engine_or_url
    try:
        connection = engine.raw_connection()
        try:
            with connection.cursor() as cursor:
                _grant(cursor, role, password)
            connection.commit()
        finally:
            connection.close()
    except (psycopg.Error, DBAPIError) as exc:
        message = str(getattr(exc, "orig", exc)).strip().splitlines()
        raise DatabaseError(f"cannot set up reader role {role}: "
                            f"{message[0] if message else type(exc).__name__}") from None
    finally:
        if own:
            engine.dispose()


def _grant(cursor, role: str, password: str) -> None:
    cursor.execute("SELECT rolsuper FROM pg_roles WHERE rolname = %s", [role])
    found = cursor.fetchone()
    if found and found[0]:
        raise DatabaseError(f"role {role} is a superuser: choose another name")
    # Future tables are readable when the migrating role (owner of alembic_version, else
    # whoever runs this) creates them.
    cursor.execute("SELECT coalesce((SELECT tableowner FROM pg_tables WHERE schemaname = "
                   "'public' AND tablename = 'alembic_version'), current_user), "
                   "current_database()")
    owner, database = cursor.fetchone()
    # Utility statements take no bound parameters: psycopg quotes the name as an
    # identifier and the password as a literal, nothing is formatted in.
    statements = (
        ("ALTER" if found else "CREATE") + " ROLE {role} WITH LOGIN PASSWORD {password}",
        "GRANT CONNECT ON DATABASE {database} TO {role}",
        "GRANT USAGE ON SCHEMA public TO {role}",
        "REVOKE CREATE ON SCHEMA public FROM {role}",
        "REVOKE ALL ON ALL TABLES IN SCHEMA public FROM {role}",
        "REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM {role}",
        "GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role}",  # tables and views
        ("ALTER DEFAULT PRIVILEGES FOR ROLE {owner} IN SCHEMA public "
         "GRANT SELECT ON TABLES TO {role}"),
    )
    names = {"role": sql.Identifier(role), "password": sql.Literal(password),
             "database": sql.Identifier(database), "owner": sql.Identifier(owner)}
    for statement in statements:
        cursor.execute(sql.SQL(statement).format(**names))

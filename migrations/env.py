"""Alembic environment: runs the hand-written revisions on the database paperdb points at."""

import os

from alembic import context
from sqlalchemy import engine_from_config, pool

from db.engine import database_url
from db.models import metadata

config = context.config
target_metadata = metadata


def run_migrations() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        # paperdb init/upgrade hands over its own open connection.
        _run(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("db") or os.environ.get("PAPERDB_DB")
    config.set_main_option("sqlalchemy.url", database_url(url or "papers.duckdb"))
    engine = engine_from_config(config.get_section(config.config_ini_section, {}),
                                prefix="sqlalchemy.", poolclass=pool.NullPool)
    with engine.connect() as conn:
        _run(conn)


def _run(connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata,
                      transaction_per_migration=True)
    with context.begin_transaction():
        context.run_migrations()
    if connection.in_transaction():
        connection.commit()


run_migrations()

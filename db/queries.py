"""The saved-query catalogue: SQL files in queries/, each with a comment header.

A header declares the query's name, title, description, typed parameters and tags
(grammar in HEADER_GRAMMAR below, rendered into queries/README.md). The SQL uses
DuckDB's $name placeholders and is always run with bound parameters; run_query also sets
every parameter as a DuckDB variable, which the SQL may read as getvariable('name') instead
(a constant when DuckDB plans the query, e.g. the search text of full-text search).
Regenerate the README with: python -m db.queries
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path

import duckdb

HEADER_GRAMMAR = """\
A saved query is a file `NAME.sql` holding one `SELECT` statement. It starts with a
header of `--` comment lines, which ends at the first line that is not a comment:

```sql
-- name: top_code_owners
-- title: Top code owners on GitHub, GitLab and Hugging Face
-- description: One row per host and owner (grain): ...
--   an indented line continues the key above it.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive; NULL for all venues
--   limit: int = 20  -- at most this many owners
--   since: date  -- first day counted (no default: required)
-- tags: code, owners, ranking
```

- A key line is `-- KEY: VALUE`, with exactly one space after `--`. The keys are
  `name` (the file name without `.sql`), `title` (one line), `description`, `params`
  and `tags` (comma-separated); `name`, `title` and `description` are required, and
  each key appears at most once.
- A line with two or more spaces after `--` continues the key above it: more text for
  `description`, one parameter per line for `params`.
- A parameter is `NAME: TYPE [= DEFAULT]  -- DESCRIPTION`. TYPE is `text`, `int`,
  `float`, `bool` (true/false, yes/no, on/off, 1/0) or `date` (YYYY-MM-DD). DEFAULT is
  written like a value on the command line, without quotes; `NULL` (any case) means
  no value, and a parameter without a default is required. The description is required.
- Query names and parameter names are lower case, digits and `_`; tags may also use `-`.
- The SQL refers to parameter NAME as `$NAME`, or as `getvariable('NAME')`: before
  running a query, `run_query` sets every parameter as a DuckDB variable of its type
  (`SET VARIABLE NAME = CAST(? AS VARCHAR)`, bound). Every parameter must be used (in
  either form) and every placeholder and variable declared. Cast each parameter to its
  type once (`CAST($year AS INTEGER)`; our queries do it in a `params` CTE) so that a
  NULL binds with a type, and filter with
  `(params.paper_year IS NULL OR paper.year = params.paper_year)`.
- Prefer `getvariable('NAME')` where DuckDB should see the value as a constant when it
  plans the query, e.g. the search text of `fts_main_paper.match_bm25` (a `$`
  placeholder is only bound after planning).
"""

_NAME = re.compile(r"[a-z][a-z0-9_]*")
_TAG = re.compile(r"[a-z][a-z0-9_-]*")
_KEY_LINE = re.compile(r"(?P<key>[a-z]+):(?P<value>.*)")
_PARAM_LINE = re.compile(
    r"(?P<name>[a-z_][a-z0-9_]*)\s*:\s*(?P<type>\w+)\s*(?:=\s*(?P<default>.*?))?\s*"
    r"--\s*(?P<description>.*\S)\s*"
)
# A getvariable('NAME') call, skipping string literals, quoted identifiers and comments.
_VARIABLE = re.compile(
    r"\bgetvariable\s*\(\s*'(?P<name>[^']*)'\s*\)"
    r"|'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|--[^\n]*|/\*.*?\*/",
    re.IGNORECASE | re.DOTALL,
)
SQL_TYPES = {"text": "VARCHAR", "int": "BIGINT", "float": "DOUBLE", "bool": "BOOLEAN",
             "date": "DATE"}
_KEYS = ("name", "title", "description", "params", "tags")
_REQUIRED_KEYS = ("name", "title", "description")
_TRUE = {"true", "yes", "1", "on"}
_FALSE = {"false", "no", "0", "off"}


class QueryError(Exception):
    """A problem with a saved query or its parameters, worded as one line for the user."""


def _int(text: str) -> int:
    if not re.fullmatch(r"\s*[+-]?\d+\s*", text):
        raise ValueError(text)
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(text)
    return value


def _bool(text: str) -> bool:
    word = text.strip().lower()
    if word not in _TRUE | _FALSE:
        raise ValueError(text)
    return word in _TRUE


PARAM_TYPES: dict[str, Callable[[str], object]] = {
    "text": str,
    "int": _int,
    "float": _float,
    "bool": _bool,
    "date": lambda text: date.fromisoformat(text.strip()),
}


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    default: object
    required: bool
    description: str

    def coerce(self, text: str) -> object:
        """The value of text (as written on the command line) in this parameter's type."""
        if text.strip().upper() == "NULL":
            if self.required:
                raise QueryError(f"parameter {self.name}: required, cannot be NULL")
            return None
        try:
            return PARAM_TYPES[self.type](text)
        except ValueError:
            raise QueryError(
                f"parameter {self.name}: expected {self.type}, got {text!r}"
            ) from None


@dataclass(frozen=True)
class SavedQuery:
    name: str
    title: str
    description: str
    params: tuple[Param, ...]
    tags: tuple[str, ...]
    sql: str
    path: Path
    # the parameters the SQL uses as $NAME placeholders (the others only as getvariable)
    placeholders: frozenset[str] = frozenset()


def queries_dir() -> Path:
    """The repository's queries/ folder, or the folder named by $PAPERDB_QUERIES."""
    override = os.environ.get("PAPERDB_QUERIES")
    return Path(override) if override else Path(__file__).resolve().parents[1] / "queries"


def _query_paths(directory: Path) -> list[Path]:
    if not directory.is_dir():
        raise QueryError(f"no saved-query folder at {directory}")
    return sorted(directory.glob("*.sql"))


def list_queries(directory: Path | None = None) -> list[SavedQuery]:
    paths = _query_paths(directory or queries_dir())
    return [parse_header(path.read_text(encoding="utf-8"), path) for path in paths]


def load_query(name: str, directory: Path | None = None) -> SavedQuery:
    directory = directory or queries_dir()
    if not _NAME.fullmatch(name):
        raise QueryError(f"invalid query name {name!r}: use lower-case letters, digits and _")
    path = directory / f"{name}.sql"
    if not path.is_file():
        known = ", ".join(p.stem for p in _query_paths(directory)) or "none"
        raise QueryError(f"unknown query {name!r} (known: {known})")
    return parse_header(path.read_text(encoding="utf-8"), path)


def bind_params(query: SavedQuery, given: Mapping[str, str]) -> dict[str, object]:
    """Values for every parameter of query: given strings coerced, the rest defaulted."""
    declared = {param.name: param for param in query.params}
    unknown = sorted(set(given) - set(declared))
    if unknown:
        known = ", ".join(declared) or "none"
        raise QueryError(
            f"unknown parameter {unknown[0]} for query {query.name} (parameters: {known})"
        )
    bound = {}
    for param in query.params:
        if param.name in given:
            bound[param.name] = param.coerce(given[param.name])
        elif param.required:
            raise QueryError(f"parameter {param.name} is required by query {query.name}")
        else:
            bound[param.name] = param.default
    return bound


def run_query(
    connection: duckdb.DuckDBPyConnection, query: SavedQuery, params: Mapping[str, object]
) -> tuple[list[str], list[tuple]]:
    """Column names and rows of query, its placeholders bound to params (see bind_params).

    Every parameter is first set as a DuckDB variable of its declared type, for the SQL
    that reads it as getvariable('NAME'); the variables stay set on the connection.
    """
    declared = {param.name for param in query.params}
    if set(params) != declared:
        wrong = sorted(set(params) ^ declared)[0]
        problem = "unknown" if wrong in params else "not bound"
        raise QueryError(f"query {query.name}: parameter {wrong} {problem} (use bind_params)")
    try:
        for param in query.params:
            connection.execute(
                f'SET VARIABLE "{param.name}" = CAST(? AS {SQL_TYPES[param.type]})',
                [params[param.name]],
            )
        bound = {name: value for name, value in params.items() if name in query.placeholders}
        cursor = connection.execute(query.sql, bound)
        columns = [column[0] for column in cursor.description]
        return columns, cursor.fetchall()
    except duckdb.Error as exc:
        raise QueryError(f"query {query.name} failed: {_first_line(exc)}") from exc


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


def parse_header(text: str, path: Path) -> SavedQuery:
    """The SavedQuery of a file's text; QueryError (naming the file) when it is malformed."""

    def fail(message: str) -> QueryError:
        return QueryError(f"{path.name}: {message}")

    lines = text.splitlines()
    header_length = next(
        (i for i, line in enumerate(lines) if not line.startswith("--")), len(lines)
    )
    fields: dict[str, list[str]] = {}
    key = None
    for line in lines[:header_length]:
        body = line[2:]
        if body.startswith("  ") and key is not None:
            fields[key].append(body.strip())
            continue
        match = _KEY_LINE.fullmatch(body[1:].rstrip()) if body.startswith(" ") else None
        if not match:
            raise fail(f"malformed header line {line!r}")
        key = match["key"]
        if key not in _KEYS:
            raise fail(f"unknown header key {key!r} (keys: {', '.join(_KEYS)})")
        if key in fields:
            raise fail(f"header key {key!r} appears twice")
        value = match["value"].strip()
        fields[key] = [value] if value else []
    for required in _REQUIRED_KEYS:
        if not fields.get(required):
            raise fail(f"header needs '-- {required}: ...'")

    for one_line in ("name", "title"):
        if len(fields[one_line]) != 1:
            raise fail(f"{one_line} must be one line")
    name = fields["name"][0]
    if name != path.stem:
        raise fail(f"header name {name!r} differs from the file name {path.stem!r}")
    params = tuple(_parse_param(line, fail) for line in fields.get("params", []))
    names = [param.name for param in params]
    if len(set(names)) != len(names):
        raise fail("a parameter is declared twice")
    tags = tuple(filter(None, (tag.strip() for tag in ",".join(fields.get("tags", [])).split(","))))
    bad_tags = [tag for tag in tags if not _TAG.fullmatch(tag)]
    if bad_tags:
        raise fail(f"bad tag {bad_tags[0]!r}")

    sql = "\n".join(lines[header_length:]).strip() + "\n"
    placeholders = _check_sql(sql, set(names), fail)
    return SavedQuery(
        name=name,
        title=fields["title"][0],
        description=" ".join(fields["description"]),
        params=params,
        tags=tags,
        sql=sql,
        path=path,
        placeholders=frozenset(placeholders),
    )


def variables_used(sql: str) -> set[str]:
    """The names read with getvariable('NAME') in sql, outside literals and comments."""
    return {match["name"] for match in _VARIABLE.finditer(sql) if match["name"] is not None}


def _parse_param(line: str, fail: Callable[[str], QueryError]) -> Param:
    match = _PARAM_LINE.fullmatch(line)
    if not match:
        raise fail(f"malformed parameter line {line!r} (want 'name: type [= default]  -- what')")
    if match["type"] not in PARAM_TYPES:
        raise fail(
            f"parameter {match['name']}: unknown type {match['type']!r} "
            f"(types: {', '.join(PARAM_TYPES)})"
        )
    required = match["default"] is None
    param = Param(match["name"], match["type"], None, required, match["description"])
    if param.required:
        return param
    try:
        return replace(param, default=param.coerce(match["default"]))
    except QueryError as exc:
        raise fail(f"bad default: {exc}") from None


def _check_sql(sql: str, declared: set[str], fail: Callable[[str], QueryError]) -> set[str]:
    """One SELECT statement using exactly the declared parameters; returns its $placeholders.

    A parameter is used as a $NAME placeholder or read as getvariable('NAME').
    """
    try:
        statements = duckdb.extract_statements(sql)
    except duckdb.Error as exc:
        raise fail(f"SQL does not parse: {_first_line(exc)}") from None
    if len(statements) != 1 or statements[0].type != duckdb.StatementType.SELECT:
        raise fail("the SQL must be exactly one SELECT statement")
    placeholders = set(statements[0].named_parameters)
    if placeholders - declared:
        undeclared = ", $".join(sorted(placeholders - declared))
        raise fail(f"placeholders not declared in params: ${undeclared}")
    variables = variables_used(sql)
    if variables - declared:
        undeclared = ", ".join(f"getvariable('{name}')" for name in sorted(variables - declared))
        raise fail(f"variables not declared in params: {undeclared}")
    if declared - placeholders - variables:
        unused = ", ".join(sorted(declared - placeholders - variables))
        raise fail(f"parameters not used in the SQL: {unused}")
    return placeholders


def catalogue_markdown(queries: list[SavedQuery]) -> str:
    """The text of queries/README.md: how to run saved queries, the header grammar, the list."""
    out = [
        "# Saved queries",
        "",
        "<!-- Generated from the .sql headers by `python -m db.queries`; do not edit. -->",
        "",
        "Curated questions about the papers database, one SQL file each. Run them with",
        "`paperdb query list`, `paperdb query show NAME` and `paperdb query run NAME`, or",
        "from Python with `db.queries` (`load_query`, `bind_params`, `run_query`). In the",
        "`duckdb` shell, prepare a file's SQL and execute it with every parameter named",
        "(quote names that are SQL keywords):",
        "",
        "```sql",
        "PREPARE top_code_owners AS <the SQL of top_code_owners.sql>",
        "EXECUTE top_code_owners(venue := 'ICML', year := NULL, \"limit\" := 20);",
        "```",
        "",
        "A query that reads its parameters with `getvariable('NAME')` (search_papers) needs",
        "them as variables instead: set each one, typed, then paste the file as it is.",
        "search_papers also needs the index `fts_main_paper` that `paperdb load` builds and",
        "the fts extension loaded; offline, load the file of the duckdb-extension-fts package",
        "(`LOAD '<path>'`, the path printed by `python -c \"from db.extensions import extension_path;",
        "print(extension_path('fts'))\"`), as `LOAD fts` alone would try to download it.",
        "",
        "```sql",
        "SET VARIABLE q = 'graph neural network';",
        "SET VARIABLE venue = NULL::VARCHAR;",
        "SET VARIABLE year = 2024;",
        "SET VARIABLE \"limit\" = 20;",
        "<the SQL of search_papers.sql>",
        "```",
        "",
        "## Header format",
        "",
        HEADER_GRAMMAR,
        "## Queries",
    ]
    for query in queries:
        out += ["", f"### {query.name}: {query.title}", "", query.description, ""]
        if query.params:
            out += ["| parameter | type | default | description |", "| --- | --- | --- | --- |"]
            for param in query.params:
                default = "required" if param.required else _literal(param.default)
                cells = (param.name, param.type, default, param.description)
                out.append("| " + " | ".join(_cell(cell) for cell in cells) + " |")
            out.append("")
        tags = ", ".join(query.tags) or "none"
        out.append(f"Tags: {tags}. File: [{query.path.name}]({query.path.name})")
    return "\n".join(out) + "\n"


def _literal(value: object) -> str:
    return "NULL" if value is None else str(value).lower() if isinstance(value, bool) else str(value)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def main() -> None:
    readme = queries_dir() / "README.md"
    readme.write_text(catalogue_markdown(list_queries()), encoding="utf-8")
    print(f"wrote {readme}")


if __name__ == "__main__":
    main()

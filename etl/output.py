"""Rendering query results for the terminal or a file: table, csv, json, markdown, and
Parquet (a file only)."""

from __future__ import annotations

import csv
import datetime
import decimal
import io
import json
import math

FORMATS = ("table", "csv", "json", "markdown", "parquet")
BINARY_FORMATS = ("parquet",)


def _plain(value):
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, decimal.Decimal):
        return float(value)
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    return value


def _cell(value) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.4g}" if abs(value) < 1e15 else str(value)
    return str(value)


def render(columns: list[str], rows: list[tuple], fmt: str) -> str:
    if fmt == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows([[_plain(v) for v in row] for row in rows])
        return buffer.getvalue()
    if fmt == "json":
        return json.dumps([dict(zip(columns, map(_plain, row))) for row in rows],
                          ensure_ascii=False, indent=2) + "\n"
    if fmt == "markdown":
        escape = lambda v: _cell(v).replace("|", "\\|").replace("\n", " ")  # noqa: E731
        lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
        lines += ["| " + " | ".join(escape(v) for v in row) + " |" for row in rows]
        return "\n".join(lines) + "\n"
    if fmt == "table":
        return _table(columns, rows)
    raise ValueError(f"unknown output format {fmt!r}")


def _table(columns: list[str], rows: list[tuple], max_width: int = 60) -> str:
    """A plain aligned text table; long cells are cut so rows stay on one line."""
    cells = [[_cell(v).replace("\n", " ") for v in row] for row in rows]
    cut = lambda s: s if len(s) <= max_width else s[: max_width - 1] + "…"  # noqa: E731
    cells = [[cut(c) for c in row] for row in cells]
    widths = [max([len(name)] + [len(row[i]) for row in cells]) for i, name in enumerate(columns)]
    line = lambda values: "  ".join(v.ljust(w) for v, w in zip(values, widths)).rstrip()  # noqa: E731
    out = [line(columns), line(["-" * w for w in widths])] + [line(row) for row in cells]
    out.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(out) + "\n"


def write_parquet(columns: list[str], rows: list[tuple], path) -> None:
    """Rows as a Parquet file; column types are inferred from the values."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.Table.from_pylist([dict(zip(columns, map(_plain, row))) for row in rows]) if rows \
        else pa.table({name: pa.array([], pa.null()) for name in columns})
    pq.write_table(table, path)

"""A self-contained HTML report: charts as inline SVG and the key tables, readable offline.

The numbers come from the BI views (paper_overview, code_link_detail, result_detail,
keyword_trend), filtered by venue and year with bound parameters.
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass
from datetime import datetime, timezone

import duckdb

FILTER = "($venue IS NULL OR lower(venue) = lower($venue)) AND ($year IS NULL OR year = $year)"

SECTIONS = {
    "code_by_status": (
        "Code release rate by status",
        "Share of papers linking at least one code repository.",
        f"""SELECT coalesce(status, 'unknown') AS label, avg(has_code::INTEGER) AS value,
                   count(*) AS papers
            FROM paper_overview WHERE {FILTER} GROUP BY ALL ORDER BY papers DESC, label""",
        "percent",
    ),
    "hosts": (
        "Where code and artefacts live",
        "Links by host (GitHub, Hugging Face, project pages, ...).",
        f"""SELECT host || ' (' || kind || ')' AS label, count(*) AS value
            FROM code_link_detail WHERE {FILTER} GROUP BY ALL
            ORDER BY value DESC, label LIMIT 12""",
        "count",
    ),
    "owners": (
        "Top code owners",
        "GitHub / GitLab / Hugging Face users and organisations by number of papers.",
        f"""SELECT owner_key AS label, count(DISTINCT paper_id) AS value
            FROM code_link_detail
            WHERE {FILTER} AND owner_key IS NOT NULL
              AND host IN ('github.com', 'gitlab.com', 'huggingface.co')
            GROUP BY ALL ORDER BY value DESC, label LIMIT 15""",
        "count",
    ),
    "keywords": (
        "Top keywords",
        "Share of papers with each extracted key phrase.",
        f"""SELECT keyword AS label, sum(papers) * 1.0 / (SELECT count(*) FROM paper_overview
                   WHERE {FILTER}) AS value
            FROM keyword_trend WHERE {FILTER} AND provenance = 'extracted'
            GROUP BY ALL ORDER BY value DESC, label LIMIT 20""",
        "percent",
    ),
    "improvements": (
        "Claimed improvements",
        "Distribution of improvements stated in percent in abstracts (kind improvement).",
        f"""SELECT CASE WHEN value < 1 THEN '< 1%' WHEN value < 2 THEN '1-2%'
                        WHEN value < 5 THEN '2-5%' WHEN value < 10 THEN '5-10%'
                        WHEN value < 20 THEN '10-20%' WHEN value < 50 THEN '20-50%'
                        ELSE '50% +' END AS label,
                   count(*) AS value, min(value) AS lower_bound
            FROM result_detail
            WHERE {FILTER} AND kind = 'improvement' AND unit = '%' AND value >= 0
            GROUP BY ALL ORDER BY lower_bound""",
        "count",
    ),
}

TABLES = {
    "Largest claimed speed-ups": f"""
        SELECT title, metric, value || 'x' AS factor, evidence FROM result_detail
        WHERE {FILTER} AND unit = 'x' ORDER BY value DESC, metric_id LIMIT 10""",
    "Proposed method names": f"""
        SELECT a.acronym, a.long_form, p.title
        FROM acronym a
        JOIN (SELECT paper_id, title FROM paper_overview WHERE {FILTER}) p USING (paper_id)
        WHERE a.is_proposed ORDER BY p.title, a.acronym LIMIT 25""",
}


@dataclass(frozen=True)
class Bar:
    label: str
    value: float


def bar_chart(bars: list[Bar], unit: str, width: int = 720) -> str:
    """A horizontal bar chart as an SVG element."""
    if not bars:
        return '<p class="empty">No data for this selection.</p>'
    row, label_width, pad = 22, 260, 8
    top = max(b.value for b in bars) or 1
    height = row * len(bars) + pad * 2
    parts = [f'<svg class="chart" role="img" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" xmlns="http://www.w3.org/2000/svg">']
    for i, bar in enumerate(bars):
        y = pad + i * row
        length = (width - label_width - 90) * bar.value / top
        shown = f"{bar.value:.1%}" if unit == "percent" else f"{bar.value:,.0f}"
        label = bar.label if len(bar.label) <= 40 else bar.label[:39] + "…"
        parts.append(
            f'<text x="{label_width - 6}" y="{y + 15}" text-anchor="end">{html.escape(label)}'
            f'</text><rect x="{label_width}" y="{y + 3}" width="{max(length, 1):.1f}" '
            f'height="{row - 6}"><title>{html.escape(bar.label)}: {shown}</title></rect>'
            f'<text x="{label_width + length + 6:.1f}" y="{y + 15}">{shown}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _table(columns: list[str], rows: list[tuple]) -> str:
    if not rows:
        return '<p class="empty">No data for this selection.</p>'
    head = "".join(f"<th>{html.escape(c)}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{html.escape('' if v is None else str(v))}</td>"
                                    for v in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


STYLE = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 900px; color: #222; }
h1 { font-size: 1.6em; } h2 { font-size: 1.15em; margin-top: 2em; }
.summary { display: flex; gap: 1.5em; flex-wrap: wrap; }
.summary div { background: #f3f5f8; padding: .6em 1em; border-radius: 6px; }
.summary b { display: block; font-size: 1.4em; }
svg.chart text { font: 12px system-ui, sans-serif; fill: #333; }
svg.chart rect { fill: #4a78b5; }
table { border-collapse: collapse; width: 100%; font-size: 12.5px; }
td, th { border-bottom: 1px solid #ddd; padding: 4px 6px; text-align: left; vertical-align: top; }
.empty, footer { color: #777; }
"""


def build_report(con: duckdb.DuckDBPyConnection, venue: str | None, year: int | None) -> str:
    params = {"venue": venue, "year": year}
    scope = " ".join(str(v) for v in (venue, year) if v is not None) or "all venues and years"
    papers, with_code, results, proposed = con.execute(
        f"SELECT count(*), coalesce(sum(has_code::INTEGER), 0), coalesce(sum(results), 0), "
        f"coalesce(sum(proposed_names), 0) FROM paper_overview WHERE {FILTER}", params).fetchone()
    share = f"{with_code / papers:.1%}" if papers else "–"
    out = [f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
           f"<title>paperdb report: {html.escape(scope)}</title><style>{STYLE}</style></head>"
           f"<body><h1>paperdb report: {html.escape(scope)}</h1><div class='summary'>"
           f"<div><b>{papers:,}</b>papers</div><div><b>{share}</b>release code</div>"
           f"<div><b>{results:,}</b>reported results</div>"
           f"<div><b>{proposed:,}</b>proposed method names</div></div>"]
    for key, (title, note, sql, unit) in SECTIONS.items():
        rows = con.execute(sql, params).fetchall()
        bars = [Bar(str(r[0]), float(r[1])) for r in rows if r[1] is not None
                and math.isfinite(r[1])]
        out.append(f"<section id='{key}'><h2>{html.escape(title)}</h2>"
                   f"<p>{html.escape(note)}</p>{bar_chart(bars, unit)}</section>")
    for title, sql in TABLES.items():
        cursor = con.execute(sql, params)
        columns = [d[0] for d in cursor.description]
        out.append(f"<section><h2>{html.escape(title)}</h2>{_table(columns, cursor.fetchall())}"
                   "</section>")
    made = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    out.append(f"<footer><p>Made by paperdb on {made}.</p></footer></body></html>")
    return "\n".join(out)

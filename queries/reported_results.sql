-- name: reported_results
-- title: Reported results with their evidence
-- description: One row per reported result (grain: metric row): the metric, its value
--   and unit, what kind of number it is (score, improvement or ratio), its subject (the
--   model, data set or setting an abstract names for it; a leaderboard's model), the
--   leaderboard's data set, the sentence it was extracted from, and the paper's id,
--   title, venue and year. Ordered by value, highest first; compare values only within
--   one metric and unit.
-- params:
--   metric: text = NULL  -- part of the metric name, case-insensitive, e.g. accuracy; NULL for all
--   subject: text = NULL  -- part of the subject or data set, any case, e.g. ImageNet; NULL for all
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   min_value: float = NULL  -- keep values at least this large; NULL for no bound
--   limit: int = 50  -- at most this many results; NULL for all
-- tags: results, metrics, evidence

WITH params AS (
    SELECT
        CAST($metric AS TEXT) AS metric_name,
        CAST($subject AS TEXT) AS subject,
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($min_value AS DOUBLE) AS min_value
)

SELECT
    paper.paper_id,
    paper.title,
    paper.venue,
    paper.year,
    metric.name AS metric,
    metric.value,
    metric.unit,
    metric.kind,
    metric.subject,
    metric.dataset,
    metric.evidence
FROM metric
INNER JOIN paper ON metric.paper_id = paper.paper_id
CROSS JOIN params
WHERE
    (
        params.metric_name IS NULL
        OR CONTAINS(LOWER(metric.name), LOWER(params.metric_name))
    )
    AND (
        params.subject IS NULL
        OR CONTAINS(LOWER(metric.subject), LOWER(params.subject))
        OR CONTAINS(LOWER(metric.dataset), LOWER(params.subject))
    )
    AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
    AND (params.paper_year IS NULL OR paper.year = params.paper_year)
    AND (params.min_value IS NULL OR metric.value >= params.min_value)
ORDER BY metric.value DESC, paper.paper_id ASC, metric.metric_id ASC
LIMIT $limit;

-- name: metric_distribution
-- title: Most reported metrics and their value distributions
-- description: One row per metric name, unit and kind (grain; names compared
--   case-insensitively and shown in lower case, a missing unit shown as NULL): how many
--   results and papers report it, and the distribution of the values: min, first
--   quartile, median, third quartile and max (quartiles interpolated, two decimals).
--   Scores, improvements and ratios are kept apart (kind), so are units. Results without
--   a metric name are left out (data_quality counts them). Ordered by results, then
--   papers, descending.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   kind: text = NULL  -- only this kind: score, improvement or ratio; NULL for all
--   min_results: int = 1  -- keep metrics reported at least this many times
--   limit: int = 30  -- at most this many metrics; NULL for all
-- tags: results, metrics, distribution

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($kind AS TEXT) AS metric_kind,
        CAST($min_results AS INTEGER) AS min_results
),

result AS (
    SELECT
        metric.paper_id,
        metric.unit,
        metric.kind,
        metric.value,
        LOWER(TRIM(metric.name)) AS metric
    FROM metric
    INNER JOIN paper ON metric.paper_id = paper.paper_id
    CROSS JOIN params
    WHERE
        metric.name IS NOT NULL
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
        AND (params.metric_kind IS NULL OR metric.kind = LOWER(params.metric_kind))
)

SELECT
    result.metric,
    result.unit,
    result.kind,
    COUNT(*) AS results,
    COUNT(DISTINCT result.paper_id) AS papers,
    ROUND(MIN(result.value), 2) AS min_value,
    ROUND(QUANTILE_CONT(result.value, 0.25), 2) AS q1,
    ROUND(MEDIAN(result.value), 2) AS median,
    ROUND(QUANTILE_CONT(result.value, 0.75), 2) AS q3,
    ROUND(MAX(result.value), 2) AS max_value
FROM result
CROSS JOIN params
GROUP BY result.metric, result.unit, result.kind
HAVING COUNT(*) >= COALESCE(ANY_VALUE(params.min_results), 1)
ORDER BY
    results DESC,
    papers DESC,
    result.metric ASC,
    result.unit ASC NULLS FIRST,
    result.kind ASC
LIMIT $limit;

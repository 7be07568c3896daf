-- name: largest_claims
-- title: Largest claimed speedups and improvements, with their evidence
-- description: One row per claimed ratio or improvement (grain: metric row), the largest
--   first within each kind and unit: kind 'ratio' is an n-fold claim (3x faster, 10 times
--   fewer parameters; unit x), kind 'improvement' a gain over a baseline (unit %, pp,
--   points, dB, ... or none). rank numbers the claims within their kind and unit (1 =
--   largest; ties share a rank), and at most per_unit claims of each kind and unit are
--   kept. qualifier is the hedge in the text (up to, about, over, ...), raw_value the
--   number as written and evidence the sentence it comes from. Ordered by kind, unit
--   (missing last), rank, paper id.
-- params:
--   kind: text = NULL  -- ratio or improvement; NULL for both
--   unit: text = NULL  -- only this unit, e.g. x or %; NULL for every unit
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   per_unit: int = 5  -- at most this many claims per kind and unit
-- tags: results, speedups, evidence, ranking

WITH params AS (
    SELECT
        CAST($kind AS TEXT) AS metric_kind,
        CAST($unit AS TEXT) AS unit,
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($per_unit AS INTEGER) AS per_unit
),

claim AS (
    SELECT
        metric.kind,
        metric.unit,
        metric.value,
        metric.qualifier,
        metric.name AS metric,
        metric.raw_value,
        paper.paper_id,
        paper.title,
        paper.venue,
        paper.year,
        metric.evidence,
        metric.metric_id,
        RANK() OVER (
            PARTITION BY metric.kind, metric.unit ORDER BY metric.value DESC
        ) AS claim_rank
    FROM metric
    INNER JOIN paper ON metric.paper_id = paper.paper_id
    CROSS JOIN params
    WHERE
        metric.kind IN ('ratio', 'improvement')
        AND (params.metric_kind IS NULL OR metric.kind = LOWER(params.metric_kind))
        AND (params.unit IS NULL OR metric.unit = params.unit)
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
)

SELECT
    claim.kind,
    claim.unit,
    claim.claim_rank AS rank,
    claim.value,
    claim.qualifier,
    claim.metric,
    claim.raw_value,
    claim.paper_id,
    claim.title,
    claim.venue,
    claim.year,
    claim.evidence
FROM claim
CROSS JOIN params
WHERE params.per_unit IS NULL OR claim.claim_rank <= params.per_unit
ORDER BY
    claim.kind ASC,
    claim.unit ASC NULLS LAST,
    claim.claim_rank ASC,
    claim.paper_id ASC,
    claim.metric_id ASC;

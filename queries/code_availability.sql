-- name: code_availability
-- title: Code availability by venue and year
-- description: One row per venue, year and status (grain): how many papers there are,
--   how many link at least one code repository (code_link.kind = 'repository'), and
--   their share (0 to 1, three decimals). The row with status 'all' counts every
--   paper of the venue and year; the other rows split it by acceptance status
--   (oral, poster, ...) for the papers whose status is known.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
-- tags: code, overview

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year
),

code_paper AS (
    SELECT DISTINCT paper_id
    FROM code_link
    WHERE kind = 'repository'
),

selected_paper AS (
    SELECT
        paper.venue,
        paper.year,
        paper.status AS paper_status,
        code_paper.paper_id IS NOT NULL AS has_code
    FROM paper
    CROSS JOIN params
    LEFT JOIN code_paper ON paper.paper_id = code_paper.paper_id
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
)

SELECT
    venue,
    year,
    CASE WHEN GROUPING(paper_status) = 1 THEN 'all' ELSE paper_status END AS status,
    COUNT(*) AS papers,
    COUNT(*) FILTER (WHERE has_code) AS papers_with_code,
    ROUND(COUNT(*) FILTER (WHERE has_code) / COUNT(*), 3) AS code_share
FROM selected_paper
GROUP BY GROUPING SETS ((venue, year), (venue, year, paper_status))
HAVING GROUPING(paper_status) = 1 OR paper_status IS NOT NULL
ORDER BY venue ASC, year ASC, GROUPING(paper_status) DESC, paper_status ASC;

-- name: code_availability_by_track
-- title: Code release rate by venue, year and track
-- description: One row per venue, year and track (grain): papers, papers linking at
--   least one code repository (code_link.kind = 'repository'), their share (0 to 1,
--   three decimals) and papers linking anything (project pages, models, ... too), as in
--   code_availability. The row with track 'all' counts every paper of the venue and
--   year; papers without a track are counted under '(none)'.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
-- tags: code, overview

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year
),

link_paper AS (
    SELECT
        paper_id,
        BOOL_OR(kind = 'repository') AS has_code
    FROM code_link
    GROUP BY paper_id
),

selected_paper AS (
    SELECT
        paper.venue,
        paper.year,
        COALESCE(paper.track, '(none)') AS paper_track,
        COALESCE(link_paper.has_code, FALSE) AS has_code,
        link_paper.paper_id IS NOT NULL AS has_link
    FROM paper
    CROSS JOIN params
    LEFT JOIN link_paper ON paper.paper_id = link_paper.paper_id
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
)

SELECT
    venue,
    year,
    CASE WHEN GROUPING(paper_track) = 1 THEN 'all' ELSE paper_track END AS track,
    COUNT(*) AS papers,
    COUNT(*) FILTER (WHERE has_code) AS papers_with_code,
    ROUND(COUNT(*) FILTER (WHERE has_code) / COUNT(*), 3) AS code_share,
    COUNT(*) FILTER (WHERE has_link) AS papers_with_any_link
FROM selected_paper
GROUP BY GROUPING SETS ((venue, year), (venue, year, paper_track))
ORDER BY venue ASC, year ASC, GROUPING(paper_track) DESC, paper_track ASC;

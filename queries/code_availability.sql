-- name: code_availability
-- title: Code release rate by venue, year and acceptance status
-- description: One row per venue, year and status (grain): how many papers there are,
--   how many link at least one code repository (code_link.kind = 'repository', on any
--   host: GitHub, GitLab, anonymous.4open.science, ...), and their share (0 to 1, three
--   decimals); papers_with_any_link also counts project pages, models, data sets and
--   demos. The row with status 'all' counts every paper of the venue and year (rejected
--   and withdrawn submissions included, where the source lists them); the other rows
--   split it by acceptance status, lower-cased (oral, spotlight, poster, reject, ...),
--   for the papers whose status is known. code_availability_by_track splits by track.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   track: text = NULL  -- only this track, case-insensitive, e.g. main; NULL for all tracks
-- tags: code, overview

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($track AS TEXT) AS track
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
        LOWER(paper.status) AS paper_status,
        COALESCE(link_paper.has_code, FALSE) AS has_code,
        link_paper.paper_id IS NOT NULL AS has_link
    FROM paper
    CROSS JOIN params
    LEFT JOIN link_paper ON paper.paper_id = link_paper.paper_id
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
        AND (params.track IS NULL OR LOWER(paper.track) = LOWER(params.track))
)

SELECT
    venue,
    year,
    CASE WHEN GROUPING(paper_status) = 1 THEN 'all' ELSE paper_status END AS status,
    COUNT(*) AS papers,
    COUNT(*) FILTER (WHERE has_code) AS papers_with_code,
    ROUND(COUNT(*) FILTER (WHERE has_code) / COUNT(*), 3) AS code_share,
    COUNT(*) FILTER (WHERE has_link) AS papers_with_any_link
FROM selected_paper
GROUP BY GROUPING SETS ((venue, year), (venue, year, paper_status))
HAVING GROUPING(paper_status) = 1 OR paper_status IS NOT NULL
ORDER BY venue ASC, year ASC, GROUPING(paper_status) DESC, paper_status ASC;

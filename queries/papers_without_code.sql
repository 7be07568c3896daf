-- name: papers_without_code
-- title: Papers without code
-- description: One row per paper that links no code repository (no code_link of kind
--   'repository'; grain: paper), with its venue, year, track, status, URL
--   and the kinds of the other links it has, if any (project_page, model, ...,
--   comma-separated, alphabetical). Ordered by venue, year, title and paper id.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   status: text = NULL  -- acceptance status, case-insensitive, e.g. oral; NULL for all
--   title_contains: text = NULL  -- part of the title, case-insensitive; NULL for all
--   limit: int = 100  -- at most this many papers; NULL for all
-- tags: code, papers, gaps

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($status AS TEXT) AS paper_status,
        CAST($title_contains AS TEXT) AS title_part
),

link_paper AS (
    SELECT
        paper_id,
        BOOL_OR(kind = 'repository') AS has_code,
        STRING_AGG(DISTINCT kind, ', ' ORDER BY kind) AS link_kinds
    FROM code_link
    GROUP BY paper_id
)

SELECT
    paper.paper_id,
    paper.title,
    paper.venue,
    paper.year,
    paper.track,
    paper.status,
    paper.url,
    link_paper.link_kinds AS other_links
FROM paper
CROSS JOIN params
LEFT JOIN link_paper ON paper.paper_id = link_paper.paper_id
WHERE
    NOT COALESCE(link_paper.has_code, FALSE)
    AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
    AND (params.paper_year IS NULL OR paper.year = params.paper_year)
    AND (params.paper_status IS NULL OR LOWER(paper.status) = LOWER(params.paper_status))
    AND (
        params.title_part IS NULL
        OR CONTAINS(LOWER(paper.title), LOWER(params.title_part))
    )
ORDER BY paper.venue ASC, paper.year ASC, paper.title ASC, paper.paper_id ASC
LIMIT $limit;

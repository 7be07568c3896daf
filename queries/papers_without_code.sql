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

repository_paper AS (
    SELECT DISTINCT paper_id
    FROM code_link
    WHERE kind = 'repository'
),

-- the papers without a repository link, first chosen in order (reading only the columns
-- of the order); their other columns and links are fetched for those alone
chosen_paper AS (
    SELECT
        paper.paper_id,
        paper.venue,
        paper.year,
        paper.title
    FROM paper
    ANTI JOIN repository_paper ON paper.paper_id = repository_paper.paper_id
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
        AND (params.paper_status IS NULL OR LOWER(paper.status) = LOWER(params.paper_status))
        AND (
            params.title_part IS NULL
            OR CONTAINS(LOWER(paper.title), LOWER(params.title_part))
        )
    ORDER BY paper.venue ASC, paper.year ASC, paper.title ASC, paper.paper_id ASC
    LIMIT $limit
),

no_code_paper AS (
    SELECT
        paper.paper_id,
        paper.title,
        paper.venue,
        paper.year,
        paper.track,
        paper.status,
        paper.url
    FROM paper
    WHERE paper.paper_id IN (SELECT chosen_paper.paper_id FROM chosen_paper)
),

other_link AS (
    SELECT
        code_link.paper_id,
        STRING_AGG(DISTINCT code_link.kind, ', ' ORDER BY code_link.kind) AS link_kinds
    FROM code_link
    WHERE code_link.paper_id IN (SELECT no_code_paper.paper_id FROM no_code_paper)
    GROUP BY code_link.paper_id
)

SELECT
    no_code_paper.paper_id,
    no_code_paper.title,
    no_code_paper.venue,
    no_code_paper.year,
    no_code_paper.track,
    no_code_paper.status,
    no_code_paper.url,
    other_link.link_kinds AS other_links
FROM no_code_paper
LEFT JOIN other_link ON no_code_paper.paper_id = other_link.paper_id
ORDER BY
    no_code_paper.venue ASC,
    no_code_paper.year ASC,
    no_code_paper.title ASC,
    no_code_paper.paper_id ASC;

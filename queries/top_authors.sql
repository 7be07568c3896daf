-- name: top_authors
-- title: Most prolific authors
-- description: One row per author (grain: author, one per normalised name, so two people
--   with the same name are one row): papers counts their distinct papers, first_author
--   those where they are listed first, oral_or_spotlight those with status oral or
--   spotlight, venue_years the distinct venues and years, and latest_affiliation the
--   affiliation given on their most recent paper that has one (latest year, then the
--   most common spelling, then alphabetically; NULL when no source gives one). Ordered
--   by papers descending, then name and author id. The placeholder author "Anonymous"
--   (withdrawn and rejected submissions of double-blind venues) is left out.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   limit: int = 20  -- at most this many authors; NULL for all
-- tags: authors, ranking

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year
),

selected_paper AS (
    SELECT
        paper.paper_id,
        paper.year,
        LOWER(paper.status) IN ('oral', 'spotlight') AS highlighted,
        COALESCE(paper.venue, '?') || ' ' || COALESCE(CAST(paper.year AS TEXT), '?')
            AS venue_year
    FROM paper
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

-- authorships with an affiliation, counted per author, year and affiliation
affiliation_count AS (
    SELECT
        paper_author.author_id,
        selected_paper.year,
        NULLIF(TRIM(paper_author.affiliation), '') AS affiliation,
        COUNT(*) AS papers
    FROM paper_author
    INNER JOIN selected_paper ON paper_author.paper_id = selected_paper.paper_id
    WHERE
        paper_author.affiliation IS NOT NULL
        AND NULLIF(TRIM(paper_author.affiliation), '') IS NOT NULL
    GROUP BY paper_author.author_id, selected_paper.year, NULLIF(TRIM(paper_author.affiliation), '')
),

latest_affiliation AS (
    SELECT
        author_id,
        FIRST(
            affiliation ORDER BY year DESC NULLS LAST, papers DESC, affiliation ASC
        ) AS affiliation
    FROM affiliation_count
    GROUP BY author_id
),

-- (paper_id, position) is the primary key of paper_author: a paper has one first author,
-- so first authorships need no de-duplicating; an author may hold two positions on one
-- paper, so papers are counted distinct
author_papers AS (
    SELECT
        paper_author.author_id,
        COUNT(DISTINCT selected_paper.paper_id) AS papers,
        COUNT(*) FILTER (WHERE paper_author.position = 1) AS first_author,
        COUNT(DISTINCT selected_paper.paper_id) FILTER (WHERE selected_paper.highlighted)
            AS oral_or_spotlight,
        COUNT(DISTINCT selected_paper.venue_year) AS venue_years
    FROM paper_author
    INNER JOIN selected_paper ON paper_author.paper_id = selected_paper.paper_id
    GROUP BY paper_author.author_id
)

SELECT
    author.name AS author,
    author_papers.papers,
    author_papers.first_author,
    author_papers.oral_or_spotlight,
    author_papers.venue_years,
    latest_affiliation.affiliation AS latest_affiliation
FROM author_papers
INNER JOIN author ON author_papers.author_id = author.author_id
LEFT JOIN latest_affiliation ON author_papers.author_id = latest_affiliation.author_id
-- the name double-blind sources give to authors they do not reveal (filtered per author,
-- after counting, which gives the same rows as filtering each authorship)
WHERE LOWER(author.name) <> 'anonymous'
ORDER BY author_papers.papers DESC, author.name ASC, author.author_id ASC
LIMIT $limit;

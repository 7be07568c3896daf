-- name: top_affiliations
-- title: Most prolific affiliations
-- description: One row per affiliation (grain; compared case-insensitively after trimming,
--   shown in its most used spelling, ties alphabetically): papers counts the distinct
--   papers with at least one author giving that affiliation, authors the distinct
--   authors giving it, first_author the papers whose first author gives it, and
--   oral_or_spotlight the papers with status oral or spotlight. Only sources with
--   affiliations count (e.g. ICML 2024, not ICLR 2018 from paperlists): papers without
--   any affiliation are not counted anywhere. Affiliations are not merged further
--   ("Google" and "Google DeepMind" stay apart). Ordered by papers descending, then
--   authors descending, then affiliation.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   limit: int = 20  -- at most this many affiliations; NULL for all
-- tags: affiliations, ranking

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year
),

authorship AS (
    SELECT
        paper_author.author_id,
        paper_author.paper_id,
        paper_author.position,
        TRIM(paper_author.affiliation) AS affiliation,
        LOWER(TRIM(paper_author.affiliation)) AS affiliation_key,
        LOWER(paper.status) IN ('oral', 'spotlight') AS highlighted
    FROM paper_author
    INNER JOIN paper ON paper_author.paper_id = paper.paper_id
    CROSS JOIN params
    WHERE
        NULLIF(TRIM(paper_author.affiliation), '') IS NOT NULL
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

spelling AS (
    SELECT
        affiliation_key,
        affiliation,
        COUNT(*) AS uses
    FROM authorship
    GROUP BY affiliation_key, affiliation
),

display AS (
    SELECT
        affiliation_key,
        FIRST(affiliation ORDER BY uses DESC, affiliation ASC) AS affiliation
    FROM spelling
    GROUP BY affiliation_key
),

affiliation_papers AS (
    SELECT
        affiliation_key,
        COUNT(DISTINCT paper_id) AS papers,
        COUNT(DISTINCT author_id) AS authors,
        COUNT(DISTINCT paper_id) FILTER (WHERE position = 1) AS first_author,
        COUNT(DISTINCT paper_id) FILTER (WHERE highlighted) AS oral_or_spotlight
    FROM authorship
    GROUP BY affiliation_key
)

SELECT
    display.affiliation,
    affiliation_papers.papers,
    affiliation_papers.authors,
    affiliation_papers.first_author,
    affiliation_papers.oral_or_spotlight
FROM affiliation_papers
INNER JOIN display ON affiliation_papers.affiliation_key = display.affiliation_key
ORDER BY
    affiliation_papers.papers DESC,
    affiliation_papers.authors DESC,
    display.affiliation ASC
LIMIT $limit;

-- name: top_authors
-- title: Most prolific authors
-- description: One row per author (grain: author, one per normalised name, so two people
--   with the same name are one row): papers counts their distinct papers, first_author
--   those where they are listed first, oral_or_spotlight those with status oral or
--   spotlight, venue_years the distinct venues and years, and latest_affiliation the
--   affiliation given on their most recent paper that has one (latest year, then the
--   most common spelling, then alphabetically; NULL when no source gives one). Ordered
--   by papers descending, then name and author id. The placeholder author "Anonymous"
--   (withdrawn and rejected submissions of double-blind venues) is left out. Reads its
--   parameters with getvariable('...'), so that DuckDB plans only the part the venue and
--   year filters need.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   limit: int = 20  -- at most this many authors; NULL for all
-- tags: authors, ranking

WITH params AS (
    SELECT
        CAST(GETVARIABLE('venue') AS TEXT) AS venue,
        CAST(GETVARIABLE('year') AS INTEGER) AS paper_year
),

-- the selected papers when venue or year is given, else none (every paper is selected)
filtered_paper AS (
    SELECT paper.paper_id
    FROM paper
    CROSS JOIN params
    WHERE
        (GETVARIABLE('venue') IS NOT NULL OR GETVARIABLE('year') IS NOT NULL)
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

-- the name double-blind sources give to authors they do not reveal, left out
counted_author AS (
    SELECT author_id
    FROM author
    WHERE LOWER(name) <> 'anonymous'
),

-- Authorships of the selected papers: without venue and year every authorship, read
-- without the join to paper (getvariable is a constant when DuckDB plans the query, so it
-- plans only the branch that runs).
authorship AS (
    SELECT
        paper_author.author_id,
        paper_author.paper_id
    FROM paper_author
    WHERE GETVARIABLE('venue') IS NULL AND GETVARIABLE('year') IS NULL
    UNION ALL
    SELECT
        paper_author.author_id,
        paper_author.paper_id
    FROM paper_author
    INNER JOIN filtered_paper ON paper_author.paper_id = filtered_paper.paper_id
),

-- Only authors who can make the list are counted in full. An author's authorships bound
-- their papers from above (two positions on one paper are one paper), so: take the `limit`
-- authors with the most authorships, count their distinct papers; the fewest of those is
-- at most the papers of the list's last author, and an author with fewer authorships than
-- that cannot make the list.
authorship_count AS (
    SELECT
        author_id,
        COUNT(*) AS authorships
    FROM authorship
    GROUP BY author_id
    HAVING author_id IN (SELECT counted_author.author_id FROM counted_author)
),

leading_author AS (
    SELECT author_id
    FROM authorship_count
    ORDER BY authorships DESC, author_id ASC
    LIMIT GETVARIABLE('limit')
),

cutoff AS (
    SELECT COALESCE(MIN(papers), 0) AS papers
    FROM (
        SELECT COUNT(DISTINCT authorship.paper_id) AS papers
        FROM authorship
        WHERE authorship.author_id IN (SELECT leading_author.author_id FROM leading_author)
        GROUP BY authorship.author_id
    ) AS leading_papers
),

candidate AS (
    SELECT authorship_count.author_id
    FROM authorship_count
    CROSS JOIN cutoff
    WHERE authorship_count.authorships >= cutoff.papers
),

candidate_authorship AS MATERIALIZED (
    SELECT
        author_id,
        paper_id,
        position,
        affiliation
    FROM paper_author
    WHERE author_id IN (SELECT candidate.author_id FROM candidate)
),

-- the candidates' authorships of the selected papers, with what the list shows of them
candidate_paper AS (
    SELECT
        candidate_authorship.author_id,
        candidate_authorship.position,
        candidate_authorship.affiliation,
        paper.paper_id,
        paper.year,
        LOWER(paper.status) IN ('oral', 'spotlight') AS highlighted,
        COALESCE(paper.venue, '?') || ' ' || COALESCE(CAST(paper.year AS TEXT), '?')
            AS venue_year
    FROM candidate_authorship
    INNER JOIN paper ON candidate_authorship.paper_id = paper.paper_id
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

-- authorships with an affiliation, counted per author, year and affiliation
affiliation_count AS (
    SELECT
        author_id,
        year,
        NULLIF(TRIM(affiliation), '') AS affiliation,
        COUNT(*) AS papers
    FROM candidate_paper
    WHERE NULLIF(TRIM(affiliation), '') IS NOT NULL
    GROUP BY author_id, year, NULLIF(TRIM(affiliation), '')
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
        author_id,
        COUNT(DISTINCT paper_id) AS papers,
        COUNT(*) FILTER (WHERE position = 1) AS first_author,
        COUNT(DISTINCT paper_id) FILTER (WHERE highlighted) AS oral_or_spotlight,
        COUNT(DISTINCT venue_year) AS venue_years
    FROM candidate_paper
    GROUP BY author_id
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
ORDER BY author_papers.papers DESC, author.name ASC, author.author_id ASC
LIMIT GETVARIABLE('limit');

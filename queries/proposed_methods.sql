-- name: proposed_methods
-- title: Acronym registry: method names proposed by papers
-- description: One row per method name or acronym a paper proposes (grain: paper and
--   acronym, acronym.is_proposed), with its long form when the abstract spells it out,
--   the paper's id, title, venue, year and status, and other_papers: how many other
--   papers define the same acronym (exact spelling, proposed or not), a hint of a name
--   collision (acronym_collisions lists them). Ordered by acronym (case-insensitively,
--   then exactly), venue, year and paper id.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   acronym: text = NULL  -- only this acronym, case-insensitive, e.g. LoRA; NULL for all
--   limit: int = 100  -- at most this many rows; NULL for all
-- tags: acronyms, methods, registry

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($acronym AS TEXT) AS acronym
),

definers AS (
    SELECT
        acronym,
        COUNT(DISTINCT paper_id) AS papers
    FROM acronym
    GROUP BY acronym
)

SELECT
    acronym.acronym,
    acronym.long_form,
    paper.paper_id,
    paper.title,
    paper.venue,
    paper.year,
    paper.status,
    definers.papers - 1 AS other_papers
FROM acronym
INNER JOIN paper ON acronym.paper_id = paper.paper_id
INNER JOIN definers ON acronym.acronym = definers.acronym
CROSS JOIN params
WHERE
    acronym.is_proposed
    AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
    AND (params.paper_year IS NULL OR paper.year = params.paper_year)
    AND (params.acronym IS NULL OR LOWER(acronym.acronym) = LOWER(params.acronym))
ORDER BY
    LOWER(acronym.acronym) ASC,
    acronym.acronym ASC,
    paper.venue ASC,
    paper.year ASC,
    paper.paper_id ASC
LIMIT $limit;

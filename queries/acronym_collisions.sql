-- name: acronym_collisions
-- title: Acronym collisions: one acronym, several long forms across papers
-- description: One row per acronym (exact spelling; grain) that papers spell out in at
--   least min_long_forms different ways. Two long forms are the same when they agree
--   after lower-casing, dropping a final s from every word and dropping everything but
--   letters and digits ("Convolutional Neural Networks" = "convolutional neural network",
--   "super-resolution" = "superresolution"); other inflections still differ
--   ("differential privacy", "differentially private"). long_forms counts the distinct
--   forms, papers the papers defining the acronym with a long form, proposing_papers
--   those among them proposing it as their own method, and forms lists each form (its
--   most used spelling, lower-cased, punctuation as spaces) with its number of papers,
--   most used first, then alphabetically, '; '-separated. Ordered by long_forms, then
--   papers, descending, then acronym.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   min_long_forms: int = 2  -- keep acronyms with at least this many distinct long forms
--   limit: int = 50  -- at most this many acronyms; NULL for all
-- tags: acronyms, methods, collisions

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        COALESCE(CAST($min_long_forms AS INTEGER), 2) AS min_long_forms
),

definition AS (
    SELECT
        acronym.acronym,
        acronym.paper_id,
        acronym.is_proposed,
        TRIM(REGEXP_REPLACE(LOWER(acronym.long_form), '[^a-z0-9]+', ' ', 'g')) AS spelling,
        REGEXP_REPLACE(
            REGEXP_REPLACE(LOWER(acronym.long_form), 's\b', '', 'g'), '[^a-z0-9]+', '', 'g'
        ) AS form_key
    FROM acronym
    INNER JOIN paper ON acronym.paper_id = paper.paper_id
    CROSS JOIN params
    WHERE
        acronym.long_form IS NOT NULL
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

spelling AS (
    SELECT
        acronym,
        form_key,
        spelling,
        COUNT(DISTINCT paper_id) AS papers
    FROM definition
    WHERE form_key <> ''
    GROUP BY acronym, form_key, spelling
),

form AS (
    SELECT
        acronym,
        form_key,
        FIRST(spelling ORDER BY papers DESC, spelling ASC) AS long_form
    FROM spelling
    GROUP BY acronym, form_key
),

form_papers AS (
    SELECT
        acronym,
        form_key,
        COUNT(DISTINCT paper_id) AS papers
    FROM definition
    WHERE form_key <> ''
    GROUP BY acronym, form_key
),

collision AS (
    SELECT
        form.acronym,
        COUNT(*) AS long_forms,
        STRING_AGG(
            form.long_form || ' (' || form_papers.papers || ')', '; '
            ORDER BY form_papers.papers DESC, form.long_form ASC
        ) AS forms
    FROM form
    INNER JOIN form_papers
        ON form.acronym = form_papers.acronym AND form.form_key = form_papers.form_key
    CROSS JOIN params
    GROUP BY form.acronym
    HAVING COUNT(*) >= ANY_VALUE(params.min_long_forms)
),

definer AS (
    SELECT
        acronym,
        COUNT(DISTINCT paper_id) AS papers,
        COUNT(DISTINCT paper_id) FILTER (WHERE is_proposed) AS proposing_papers
    FROM definition
    GROUP BY acronym
)

SELECT
    collision.acronym,
    collision.long_forms,
    definer.papers,
    definer.proposing_papers,
    collision.forms
FROM collision
INNER JOIN definer ON collision.acronym = definer.acronym
ORDER BY
    collision.long_forms DESC,
    definer.papers DESC,
    collision.acronym ASC
LIMIT $limit;

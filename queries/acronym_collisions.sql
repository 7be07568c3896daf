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

-- The definitions of the selected papers. (paper_id, acronym) is the primary key of
-- acronym, so an acronym's papers are its rows: counting rows counts distinct papers. The
-- paper table is only read when venue or year is given (every acronym row has its paper):
-- both sides of that join are empty otherwise, so that neither is read.
gated_acronym AS (
    SELECT
        acronym.paper_id,
        acronym.acronym,
        acronym.long_form,
        acronym.is_proposed
    FROM acronym
    CROSS JOIN params
    WHERE
        acronym.long_form IS NOT NULL
        AND (params.venue IS NOT NULL OR params.paper_year IS NOT NULL)
),

selected_paper AS (
    SELECT paper.paper_id
    FROM paper
    CROSS JOIN params
    WHERE
        (params.venue IS NOT NULL OR params.paper_year IS NOT NULL)
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

definition AS (
    SELECT
        acronym.acronym,
        acronym.long_form,
        acronym.is_proposed
    FROM acronym
    CROSS JOIN params
    WHERE
        acronym.long_form IS NOT NULL
        AND params.venue IS NULL
        AND params.paper_year IS NULL
    UNION ALL
    SELECT
        gated_acronym.acronym,
        gated_acronym.long_form,
        gated_acronym.is_proposed
    FROM gated_acronym
    INNER JOIN selected_paper ON gated_acronym.paper_id = selected_paper.paper_id
),

-- one row per acronym and exact long form, so that the regular expressions run once each
long_form AS (
    SELECT
        acronym,
        long_form,
        COUNT(*) AS papers,
        COUNT(*) FILTER (WHERE is_proposed) AS proposing_papers
    FROM definition
    GROUP BY acronym, long_form
),

normalised AS (
    SELECT
        acronym,
        papers,
        TRIM(REGEXP_REPLACE(LOWER(long_form), '[^a-z0-9]+', ' ', 'g')) AS spelling,
        REGEXP_REPLACE(
            REGEXP_REPLACE(LOWER(long_form), 's\b', '', 'g'), '[^a-z0-9]+', '', 'g'
        ) AS form_key
    FROM long_form
),

spelling AS (
    SELECT
        acronym,
        form_key,
        spelling,
        CAST(SUM(papers) AS BIGINT) AS papers
    FROM normalised
    WHERE form_key <> ''
    GROUP BY acronym, form_key, spelling
),

form AS (
    SELECT
        acronym,
        form_key,
        CAST(SUM(papers) AS BIGINT) AS papers,
        FIRST(spelling ORDER BY papers DESC, spelling ASC) AS long_form
    FROM spelling
    GROUP BY acronym, form_key
),

collision AS (
    SELECT
        form.acronym,
        COUNT(*) AS long_forms,
        STRING_AGG(
            form.long_form || ' (' || form.papers || ')', '; '
            ORDER BY form.papers DESC, form.long_form ASC
        ) AS forms
    FROM form
    CROSS JOIN params
    GROUP BY form.acronym
    HAVING COUNT(*) >= ANY_VALUE(params.min_long_forms)
),

definer AS (
    SELECT
        acronym,
        CAST(SUM(papers) AS BIGINT) AS papers,
        CAST(SUM(proposing_papers) AS BIGINT) AS proposing_papers
    FROM long_form
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

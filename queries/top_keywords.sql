-- name: top_keywords
-- title: Top keywords per venue and year
-- description: One row per venue, year and keyword (grain): the keywords of the most
--   papers, at most `limit` per venue and year. Keywords are compared case-insensitively
--   and shown in lower case. papers counts the distinct papers with the keyword (of the
--   chosen provenance: 'extracted' from the title and abstract, 'author' as given by the
--   authors, or 'any'), paper_share divides it by the venue and year's papers that have
--   any keyword of that provenance (0 to 1, four decimals). rank numbers the keywords
--   within the venue and year (ties broken alphabetically). Ordered by venue, year, rank.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   provenance: text = any  -- extracted, author or any
--   limit: int = 20  -- at most this many keywords per venue and year; NULL for all
-- tags: keywords, topics, ranking

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($limit AS INTEGER) AS per_venue_year,
        LOWER(CAST($provenance AS TEXT)) AS provenance
),

-- one key per lower-cased keyword: its smallest keyword_id; shared says whether other
-- keyword_ids spell the same keyword
keyword_key AS (
    SELECT
        keyword_id,
        MIN(keyword_id) OVER (PARTITION BY LOWER(keyword)) AS keyword_key,
        COUNT(*) OVER (PARTITION BY LOWER(keyword)) > 1 AS shared
    FROM keyword
),

-- Papers are counted once per lower-cased keyword. A paper links a keyword_id at most
-- once per provenance (primary key of paper_keyword), so only the links of shared keys and
-- the links of another provenance than 'extracted' need de-duplicating; the other links
-- (most of them, too many to de-duplicate fast) are one per paper and keyword already,
-- unless the paper also links the keyword_id with another provenance.
shared_link AS (
    SELECT DISTINCT
        paper_keyword.paper_id,
        keyword_key.keyword_key
    FROM paper_keyword
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    CROSS JOIN params
    WHERE
        keyword_key.shared
        AND (params.provenance = 'any' OR paper_keyword.provenance = params.provenance)
),

other_provenance_link AS (
    SELECT DISTINCT
        paper_keyword.paper_id,
        paper_keyword.keyword_id
    FROM paper_keyword
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    CROSS JOIN params
    WHERE
        NOT keyword_key.shared
        AND paper_keyword.provenance <> 'extracted'
        AND (params.provenance = 'any' OR paper_keyword.provenance = params.provenance)
),

-- whether any link of another provenance than 'extracted' needs de-duplicating
mixed AS (
    SELECT EXISTS(SELECT 1 FROM other_provenance_link) AS provenances
),

-- the 'extracted' links of keys that are not shared, when other links need de-duplicating
extracted_link AS (
    SELECT
        paper_keyword.paper_id,
        paper_keyword.keyword_id
    FROM paper_keyword
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    CROSS JOIN params
    CROSS JOIN mixed
    WHERE
        NOT keyword_key.shared
        AND paper_keyword.provenance = 'extracted'
        AND params.provenance IN ('any', 'extracted')
        AND mixed.provenances
),

paper_term_link AS (
    SELECT
        shared_link.paper_id,
        shared_link.keyword_key
    FROM shared_link
    UNION ALL
    SELECT
        other_provenance_link.paper_id,
        other_provenance_link.keyword_id AS keyword_key
    FROM other_provenance_link
    UNION ALL
    SELECT
        paper_keyword.paper_id,
        paper_keyword.keyword_id AS keyword_key
    FROM paper_keyword
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    CROSS JOIN params
    CROSS JOIN mixed
    WHERE
        NOT keyword_key.shared
        AND paper_keyword.provenance = 'extracted'
        AND params.provenance IN ('any', 'extracted')
        AND NOT mixed.provenances
    UNION ALL
    SELECT
        extracted_link.paper_id,
        extracted_link.keyword_id AS keyword_key
    FROM extracted_link
    ANTI JOIN other_provenance_link
        ON
            extracted_link.paper_id = other_provenance_link.paper_id
            AND extracted_link.keyword_id = other_provenance_link.keyword_id
),

-- one row per paper and lower-cased keyword, with the paper's venue and year
paper_term AS (
    SELECT
        paper.venue,
        paper.year,
        paper.paper_id,
        paper_term_link.keyword_key
    FROM paper_term_link
    INNER JOIN paper ON paper_term_link.paper_id = paper.paper_id
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

venue_year AS (
    SELECT
        venue,
        year,
        COUNT(DISTINCT paper_id) AS papers
    FROM paper_term
    GROUP BY venue, year
),

keyword_count AS (
    SELECT
        venue,
        year,
        keyword_key,
        COUNT(*) AS papers
    FROM paper_term
    GROUP BY venue, year, keyword_key
),

-- A keyword with fewer papers than the venue and year's limit-th most has a rank above the
-- limit and ranks after every keyword that has as many: leaving it out changes no rank
-- within the limit.
cutoff AS (
    SELECT
        keyword_count.venue,
        keyword_count.year,
        CASE
            WHEN params.per_venue_year IS NULL THEN 0
            ELSE LIST_LAST(MAX(keyword_count.papers, GREATEST(params.per_venue_year, 1)))
        END AS papers
    FROM keyword_count
    CROSS JOIN params
    GROUP BY keyword_count.venue, keyword_count.year, params.per_venue_year
),

ranked AS (
    SELECT
        keyword_count.venue,
        keyword_count.year,
        keyword_count.papers,
        LOWER(keyword.keyword) AS keyword,
        ROUND(keyword_count.papers / venue_year.papers, 4) AS paper_share,
        ROW_NUMBER() OVER (
            PARTITION BY keyword_count.venue, keyword_count.year
            ORDER BY keyword_count.papers DESC, LOWER(keyword.keyword) ASC
        ) AS keyword_rank
    FROM keyword_count
    INNER JOIN keyword ON keyword_count.keyword_key = keyword.keyword_id
    INNER JOIN cutoff
        ON
            keyword_count.venue IS NOT DISTINCT FROM cutoff.venue
            AND keyword_count.year IS NOT DISTINCT FROM cutoff.year
    INNER JOIN venue_year
        ON
            keyword_count.venue IS NOT DISTINCT FROM venue_year.venue
            AND keyword_count.year IS NOT DISTINCT FROM venue_year.year
    WHERE keyword_count.papers >= cutoff.papers
)

SELECT
    ranked.venue,
    ranked.year,
    ranked.keyword_rank AS rank,
    ranked.keyword,
    ranked.papers,
    ranked.paper_share
FROM ranked
CROSS JOIN params
WHERE params.per_venue_year IS NULL OR ranked.keyword_rank <= params.per_venue_year
ORDER BY ranked.venue ASC, ranked.year ASC, ranked.keyword_rank ASC;

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

paper_term AS (
    SELECT DISTINCT
        paper.venue,
        paper.year,
        paper.paper_id,
        LOWER(keyword.keyword) AS keyword
    FROM paper_keyword
    INNER JOIN paper ON paper_keyword.paper_id = paper.paper_id
    INNER JOIN keyword ON paper_keyword.keyword_id = keyword.keyword_id
    CROSS JOIN params
    WHERE
        (params.provenance = 'any' OR paper_keyword.provenance = params.provenance)
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
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

keyword_papers AS (
    SELECT
        venue,
        year,
        keyword,
        COUNT(*) AS papers
    FROM paper_term
    GROUP BY venue, year, keyword
),

ranked AS (
    SELECT
        keyword_papers.venue,
        keyword_papers.year,
        keyword_papers.keyword,
        keyword_papers.papers,
        ROUND(keyword_papers.papers / venue_year.papers, 4) AS paper_share,
        ROW_NUMBER() OVER (
            PARTITION BY keyword_papers.venue, keyword_papers.year
            ORDER BY keyword_papers.papers DESC, keyword_papers.keyword ASC
        ) AS keyword_rank
    FROM keyword_papers
    INNER JOIN venue_year
        ON
            keyword_papers.venue IS NOT DISTINCT FROM venue_year.venue
            AND keyword_papers.year IS NOT DISTINCT FROM venue_year.year
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

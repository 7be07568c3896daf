-- name: top_keywords
-- title: Top keywords per venue and year
-- description: One row per venue, year and keyword (grain): the keywords of the most
--   papers, at most `limit` per venue and year. Keywords are compared case-insensitively
--   and shown in lower case. papers counts the distinct papers with the keyword (of the
--   chosen provenance: 'extracted' from the title and abstract, 'author' as given by the
--   authors, or 'any'), paper_share divides it by the venue and year's papers that have
--   any keyword of that provenance (0 to 1, four decimals). rank numbers the keywords
--   within the venue and year (ties broken alphabetically). Ordered by venue, year, rank.
--   Counted from the summaries the loader keeps (venue_year_keyword, paper_summary).
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

-- papers per lower-cased keyword, from the summary the loader keeps (venue_year_keyword:
-- provenance 'any' counts a paper once whatever the provenances of its links)
keyword_count AS (
    SELECT
        venue_year_keyword.venue,
        venue_year_keyword.year,
        venue_year_keyword.keyword,
        venue_year_keyword.papers
    FROM venue_year_keyword
    CROSS JOIN params
    WHERE
        venue_year_keyword.provenance = params.provenance
        AND (params.venue IS NULL OR LOWER(venue_year_keyword.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR venue_year_keyword.year = params.paper_year)
),

-- the venue and year's papers with any keyword of the provenance (paper_summary's counts)
venue_year AS (
    SELECT
        paper_summary.venue,
        paper_summary.year,
        COUNT(*) AS papers
    FROM paper_summary
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper_summary.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper_summary.year = params.paper_year)
        AND CASE params.provenance
            WHEN 'extracted' THEN paper_summary.extracted_keywords > 0
            WHEN 'author' THEN paper_summary.author_keywords > 0
            WHEN 'any' THEN paper_summary.extracted_keywords + paper_summary.author_keywords > 0
            ELSE FALSE
        END
    GROUP BY paper_summary.venue, paper_summary.year
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
        keyword_count.keyword,
        ROUND(keyword_count.papers / venue_year.papers, 4) AS paper_share,
        ROW_NUMBER() OVER (
            PARTITION BY keyword_count.venue, keyword_count.year
            ORDER BY keyword_count.papers DESC, keyword_count.keyword ASC
        ) AS keyword_rank
    FROM keyword_count
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

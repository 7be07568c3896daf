-- name: keyword_trends
-- title: Rising and falling keywords between two years or venues
-- description: One row per keyword whose share of papers changed between a 'from'
--   selection and a 'to' selection of papers (grain: keyword), each a year and
--   optionally a venue, e.g. ICLR 2018 to ICML 2024, or ICML 2023 to ICML 2024.
--   Keywords are compared case-insensitively and shown in lower case.
--   from_papers and to_papers count the distinct papers with the keyword (of the chosen
--   provenance) in each selection; from_share and to_share divide them by the
--   selection's papers that have any keyword of that provenance (0 to 1, four
--   decimals), and share_change = to_share - from_share. Only keywords of at least
--   min_papers papers in one of the two selections count (minimum support). trend is
--   'rising' or 'falling'; at most `limit` keywords of each, the largest changes first
--   (ties by keyword). Ordered rising first, then falling, by the size of the change.
--   Counted from the summaries the loader keeps (venue_year_keyword, paper_summary).
-- params:
--   from_year: int  -- year of the first selection, e.g. 2023 (required)
--   to_year: int  -- year of the second selection, e.g. 2024 (required)
--   from_venue: text = NULL  -- venue of the first selection, case-insensitive; NULL for all
--   to_venue: text = NULL  -- venue of the second selection, case-insensitive; NULL for all
--   provenance: text = any  -- extracted, author or any
--   min_papers: int = 5  -- keep keywords of at least this many papers in either selection
--   limit: int = 20  -- at most this many rising and this many falling keywords; NULL for all
-- tags: keywords, topics, trends

WITH params AS (
    SELECT
        CAST($from_year AS INTEGER) AS from_year,
        CAST($to_year AS INTEGER) AS to_year,
        CAST($from_venue AS TEXT) AS from_venue,
        CAST($to_venue AS TEXT) AS to_venue,
        CAST($limit AS INTEGER) AS per_trend,
        LOWER(CAST($provenance AS TEXT)) AS provenance,
        COALESCE(CAST($min_papers AS INTEGER), 1) AS min_papers
),

-- A paper has one venue and year, so a selection's papers per keyword are the sum over its
-- venues of the loader's counts (venue_year_keyword: provenance 'any' counts a paper once).
keyword_papers AS (
    SELECT
        venue_year_keyword.keyword,
        CAST(COALESCE(SUM(venue_year_keyword.papers) FILTER (
            WHERE
            venue_year_keyword.year = params.from_year
            AND (
                params.from_venue IS NULL
                OR LOWER(venue_year_keyword.venue) = LOWER(params.from_venue)
            )
        ), 0) AS BIGINT) AS from_papers,
        CAST(COALESCE(SUM(venue_year_keyword.papers) FILTER (
            WHERE
            venue_year_keyword.year = params.to_year
            AND (
                params.to_venue IS NULL
                OR LOWER(venue_year_keyword.venue) = LOWER(params.to_venue)
            )
        ), 0) AS BIGINT) AS to_papers
    FROM venue_year_keyword
    CROSS JOIN params
    WHERE
        venue_year_keyword.provenance = params.provenance
        AND venue_year_keyword.year IN (params.from_year, params.to_year)
    GROUP BY venue_year_keyword.keyword
),

-- each selection's papers with any keyword of the provenance (paper_summary's counts)
selection AS (
    SELECT
        COUNT(*) FILTER (
            WHERE
            paper_summary.year = params.from_year
            AND (
                params.from_venue IS NULL
                OR LOWER(paper_summary.venue) = LOWER(params.from_venue)
            )
        ) AS from_papers,
        COUNT(*) FILTER (
            WHERE
            paper_summary.year = params.to_year
            AND (
                params.to_venue IS NULL
                OR LOWER(paper_summary.venue) = LOWER(params.to_venue)
            )
        ) AS to_papers
    FROM paper_summary
    CROSS JOIN params
    WHERE
        paper_summary.year IN (params.from_year, params.to_year)
        AND CASE params.provenance
            WHEN 'extracted' THEN paper_summary.extracted_keywords > 0
            WHEN 'author' THEN paper_summary.author_keywords > 0
            WHEN 'any' THEN paper_summary.extracted_keywords + paper_summary.author_keywords > 0
            ELSE FALSE
        END
),

changed AS (
    SELECT
        keyword_papers.keyword,
        keyword_papers.from_papers,
        keyword_papers.to_papers,
        COALESCE(keyword_papers.from_papers / NULLIF(selection.from_papers, 0), 0)
            AS from_share,
        COALESCE(keyword_papers.to_papers / NULLIF(selection.to_papers, 0), 0) AS to_share
    FROM keyword_papers
    CROSS JOIN selection
    CROSS JOIN params
    WHERE GREATEST(keyword_papers.from_papers, keyword_papers.to_papers) >= params.min_papers
),

ranked AS (
    SELECT
        keyword,
        from_papers,
        to_papers,
        from_share,
        to_share,
        CASE WHEN to_share > from_share THEN 'rising' ELSE 'falling' END AS trend,
        ROW_NUMBER() OVER (
            PARTITION BY to_share > from_share
            ORDER BY ABS(to_share - from_share) DESC, keyword ASC
        ) AS change_rank
    FROM changed
    WHERE to_share <> from_share
)

SELECT
    ranked.trend,
    ranked.keyword,
    ranked.from_papers,
    ranked.to_papers,
    ROUND(ranked.from_share, 4) AS from_share,
    ROUND(ranked.to_share, 4) AS to_share,
    ROUND(ranked.to_share - ranked.from_share, 4) AS share_change
FROM ranked
CROSS JOIN params
WHERE params.per_trend IS NULL OR ranked.change_rank <= params.per_trend
ORDER BY ranked.trend DESC, ranked.change_rank ASC;

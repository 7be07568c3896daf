-- name: status_keywords
-- title: What orals are about: keywords over-represented in one acceptance status
-- description: One row per venue, year and keyword (grain): how the keyword's share
--   among the papers of one status (oral by default) compares with its share among all
--   the venue and year's papers. status_papers and papers count the distinct papers with
--   the keyword in the status and overall; status_share and overall_share divide them by
--   the papers of the status, and overall, that have any keyword of the chosen provenance
--   (0 to 1, four decimals); lift = status_share / overall_share (two decimals; above 1:
--   over-represented). Keywords are compared case-insensitively, shown in lower case.
--   Keywords of fewer than min_papers papers of the status are left
--   out; at most `limit` keywords per venue and year, by lift, then status_papers
--   (descending), then keyword. Ordered by venue, year, lift descending.
-- params:
--   status: text = oral  -- acceptance status, case-insensitive, e.g. oral or spotlight
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   provenance: text = any  -- extracted, author or any
--   min_papers: int = 3  -- keep keywords of at least this many papers of the status
--   limit: int = 20  -- at most this many keywords per venue and year; NULL for all
-- tags: keywords, topics, status

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($limit AS INTEGER) AS per_venue_year,
        LOWER(CAST($status AS TEXT)) AS paper_status,
        LOWER(CAST($provenance AS TEXT)) AS provenance,
        COALESCE(CAST($min_papers AS INTEGER), 1) AS min_papers
),

paper_term AS (
    SELECT DISTINCT
        paper.venue,
        paper.year,
        paper.paper_id,
        LOWER(keyword.keyword) AS keyword,
        LOWER(paper.status) = params.paper_status AS in_status
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
        COUNT(DISTINCT paper_id) AS papers,
        COUNT(DISTINCT paper_id) FILTER (WHERE in_status) AS status_papers
    FROM paper_term
    GROUP BY venue, year
),

keyword_papers AS (
    SELECT
        venue,
        year,
        keyword,
        COUNT(*) AS papers,
        COUNT(*) FILTER (WHERE in_status) AS status_papers
    FROM paper_term
    GROUP BY venue, year, keyword
),

scored AS (
    SELECT
        keyword_papers.venue,
        keyword_papers.year,
        keyword_papers.keyword,
        keyword_papers.status_papers,
        keyword_papers.papers,
        keyword_papers.status_papers / NULLIF(venue_year.status_papers, 0) AS status_share,
        keyword_papers.papers / venue_year.papers AS overall_share
    FROM keyword_papers
    INNER JOIN venue_year
        ON
            keyword_papers.venue IS NOT DISTINCT FROM venue_year.venue
            AND keyword_papers.year IS NOT DISTINCT FROM venue_year.year
    CROSS JOIN params
    WHERE keyword_papers.status_papers >= params.min_papers
),

ranked AS (
    SELECT
        venue,
        year,
        keyword,
        status_papers,
        papers,
        ROUND(status_share, 4) AS status_share,
        ROUND(overall_share, 4) AS overall_share,
        ROUND(status_share / overall_share, 2) AS lift,
        ROW_NUMBER() OVER (
            PARTITION BY venue, year
            ORDER BY status_share / overall_share DESC, status_papers DESC, keyword ASC
        ) AS lift_rank
    FROM scored
)

SELECT
    ranked.venue,
    ranked.year,
    ranked.keyword,
    ranked.status_papers,
    ranked.papers,
    ranked.status_share,
    ranked.overall_share,
    ranked.lift
FROM ranked
CROSS JOIN params
WHERE params.per_venue_year IS NULL OR ranked.lift_rank <= params.per_venue_year
ORDER BY ranked.venue ASC, ranked.year ASC, ranked.lift_rank ASC;

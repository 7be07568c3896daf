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

-- only the papers of the two selections: no other paper counts in either
selected_paper AS (
    SELECT
        paper.paper_id,
        paper.year = params.from_year
        AND (params.from_venue IS NULL OR LOWER(paper.venue) = LOWER(params.from_venue))
            AS in_from,
        paper.year = params.to_year
        AND (params.to_venue IS NULL OR LOWER(paper.venue) = LOWER(params.to_venue))
            AS in_to
    FROM paper
    CROSS JOIN params
    WHERE paper.year = params.from_year OR paper.year = params.to_year
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

-- the links of the selected papers, with a number standing for the keyword, faster to
-- group on than its text
selected_link AS (
    SELECT
        selected_paper.paper_id,
        selected_paper.in_from,
        selected_paper.in_to,
        keyword_key.keyword_key,
        keyword_key.shared,
        paper_keyword.provenance
    FROM paper_keyword
    INNER JOIN selected_paper ON paper_keyword.paper_id = selected_paper.paper_id
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    CROSS JOIN params
    WHERE
        (selected_paper.in_from OR selected_paper.in_to)
        AND (params.provenance = 'any' OR paper_keyword.provenance = params.provenance)
),

-- whether links of another provenance than 'extracted' are among them
mixed AS (
    SELECT EXISTS(
        SELECT 1
        FROM selected_link
        WHERE selected_link.provenance <> 'extracted'
    ) AS provenances
),

-- One row per paper and lower-cased keyword. A paper links a keyword_id at most once per
-- provenance (primary key of paper_keyword): when all links are 'extracted', only the
-- links of shared keys can repeat a paper and key, and only those are de-duplicated.
paper_term AS (
    SELECT DISTINCT
        selected_link.paper_id,
        selected_link.in_from,
        selected_link.in_to,
        selected_link.keyword_key
    FROM selected_link
    CROSS JOIN mixed
    WHERE selected_link.shared OR mixed.provenances
    UNION ALL
    SELECT
        selected_link.paper_id,
        selected_link.in_from,
        selected_link.in_to,
        selected_link.keyword_key
    FROM selected_link
    CROSS JOIN mixed
    WHERE NOT selected_link.shared AND NOT mixed.provenances
),

selection AS (
    SELECT
        COUNT(DISTINCT paper_id) FILTER (WHERE in_from) AS from_papers,
        COUNT(DISTINCT paper_id) FILTER (WHERE in_to) AS to_papers
    FROM paper_term
),

keyword_papers AS (
    SELECT
        keyword_count.from_papers,
        keyword_count.to_papers,
        LOWER(keyword.keyword) AS keyword
    FROM (
        SELECT
            keyword_key,
            COUNT(*) FILTER (WHERE in_from) AS from_papers,
            COUNT(*) FILTER (WHERE in_to) AS to_papers
        FROM paper_term
        GROUP BY keyword_key
    ) AS keyword_count
    INNER JOIN keyword ON keyword_count.keyword_key = keyword.keyword_id
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

-- name: sota_claims
-- title: Share of abstracts claiming state of the art, by venue, year and status
-- description: One row per venue, year and status (grain; status 'all' for every paper
--   of the venue and year, then one row per acceptance status, lower-cased): papers with
--   an abstract (not NULL, not blank), how many mention the state of the art and how many
--   claim it, with their shares (0 to 1, three decimals). Read from paper_summary (one
--   row per paper, which paperdb check verifies), whose mentions_sota and claims_sota the
--   loader sets by the rule in etl/extract/claims.py: a mention is "state of the art" (any
--   hyphenation), the word SOTA, "new record(s)" or "record-breaking"; a claim is a mention
--   used as the paper's result ("achieves a new state of the art", "outperforms
--   state-of-the-art baselines", "state-of-the-art results on"). Claims are a subset of
--   mentions; both over-count background sentences ("diffusion models achieve
--   state-of-the-art results") and miss claims worded otherwise ("best reported accuracy").
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
-- tags: claims, abstracts, overview

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year
),

-- Papers whose abstract is NULL or white space only: two filtered scans that skip almost
-- every row group unread, where testing each paper's abstract would read them all. A text
-- of white space only sorts before '!'.
blank_abstract AS (
    SELECT paper.paper_id
    FROM paper
    WHERE paper.abstract IS NULL
    UNION ALL
    SELECT paper.paper_id
    FROM paper
    WHERE paper.abstract < '!' AND NOT REGEXP_MATCHES(paper.abstract, '\S')
),

classified_paper AS (
    SELECT
        paper_summary.venue,
        paper_summary.year,
        paper_summary.mentions_sota AS mentions,
        paper_summary.claims_sota AS claims,
        LOWER(paper_summary.status) AS paper_status
    FROM paper_summary
    CROSS JOIN params
    ANTI JOIN blank_abstract ON paper_summary.paper_id = blank_abstract.paper_id
    WHERE
        (params.venue IS NULL OR LOWER(paper_summary.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper_summary.year = params.paper_year)
)

SELECT
    venue,
    year,
    CASE WHEN GROUPING(paper_status) = 1 THEN 'all' ELSE paper_status END AS status,
    COUNT(*) AS papers_with_abstract,
    COUNT(*) FILTER (WHERE mentions) AS mentioning_sota,
    ROUND(COUNT(*) FILTER (WHERE mentions) / COUNT(*), 3) AS mention_share,
    COUNT(*) FILTER (WHERE claims) AS claiming_sota,
    ROUND(COUNT(*) FILTER (WHERE claims) / COUNT(*), 3) AS claim_share
FROM classified_paper
GROUP BY GROUPING SETS ((venue, year), (venue, year, paper_status))
HAVING GROUPING(paper_status) = 1 OR paper_status IS NOT NULL
ORDER BY venue ASC, year ASC, GROUPING(paper_status) DESC, paper_status ASC;

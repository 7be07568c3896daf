-- name: search_papers
-- title: Full-text search of titles and abstracts
-- description: One row per paper matching the search text (grain: paper), best first:
--   score is the BM25 relevance of the paper's title and abstract to q (three decimals;
--   higher is better), from DuckDB's fts index fts_main_paper that paperdb load builds
--   (Porter stemming, English stop words, case-insensitive; a paper matches when it
--   contains any of the words of q). Ties are ordered by paper id. Reads its parameters
--   with getvariable('...'), so that the search text is a constant when DuckDB plans the
--   query; needs the fts extension loaded.
-- params:
--   q: text  -- the search text, e.g. graph neural network (required)
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   limit: int = 20  -- at most this many papers; NULL for all
-- tags: search, papers

WITH params AS (
    SELECT
        CAST(GETVARIABLE('venue') AS TEXT) AS venue,
        CAST(GETVARIABLE('year') AS INTEGER) AS paper_year
),

scored AS (
    SELECT
        paper.paper_id,
        paper.title,
        paper.venue,
        paper.year,
        paper.status,
        FTS_MAIN_PAPER.MATCH_BM25(paper.paper_id, GETVARIABLE('q')) AS score
    FROM paper
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
)

SELECT
    paper_id,
    title,
    venue,
    year,
    status,
    ROUND(score, 3) AS score
FROM scored
WHERE score IS NOT NULL
ORDER BY score DESC, paper_id ASC
LIMIT GETVARIABLE('limit');

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

-- The BM25 score of fts_main_paper.match_bm25 (defaults k = 1.2, b = 0.75, all fields,
-- disjunctive), computed once for the documents that contain a term of q rather than
-- once per paper: the same terms, expressions and sums.
query_token AS (
    SELECT DISTINCT STEM(UNNEST(FTS_MAIN_PAPER.TOKENIZE(GETVARIABLE('q'))), 'porter') AS token
),

-- the dictionary is joined directly to the terms, so that DuckDB filters the scan of the
-- terms by the term ids it finds
term_tf AS (
    SELECT
        terms.termid,
        terms.docid,
        COUNT(*) AS tf
    FROM fts_main_paper.terms AS terms
    INNER JOIN fts_main_paper.dict AS query_term ON terms.termid = query_term.termid
    INNER JOIN query_token ON query_term.term = query_token.token
    GROUP BY terms.docid, terms.termid
),

corpus AS (
    SELECT
        num_docs,
        avgdl
    FROM fts_main_paper.stats
),

subscore AS (
    SELECT
        docs.docid,
        LOG((((corpus.num_docs - dict.df) + 0.5) / (dict.df + 0.5)) + 1)
        * (
            (term_tf.tf * (1.2 + 1))
            / (term_tf.tf + (1.2 * ((1 - 0.75) + (0.75 * (docs.len / corpus.avgdl)))))
        ) AS subscore
    FROM term_tf
    INNER JOIN fts_main_paper.docs AS docs ON term_tf.docid = docs.docid
    INNER JOIN fts_main_paper.dict AS dict ON term_tf.termid = dict.termid
    CROSS JOIN corpus
),

scored AS (
    SELECT
        paper.paper_id,
        paper.title,
        paper.venue,
        paper.year,
        paper.status,
        doc_score.score
    FROM (
        SELECT
            docid,
            SUM(subscore) AS score
        FROM subscore
        GROUP BY docid
    ) AS doc_score
    INNER JOIN fts_main_paper.docs AS docs ON doc_score.docid = docs.docid
    INNER JOIN paper ON docs.name = paper.paper_id
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

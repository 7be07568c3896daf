-- name: similar_papers
-- title: Papers similar to a given paper by shared keywords
-- description: One row per other paper sharing at least one keyword with the given
--   paper (grain: paper; the paper itself is left out). The given paper is the one with
--   id paper_id, or else the one whose title contains title (case-insensitive; the
--   shortest such title, then the smallest id, when several do); similar_to shows its
--   id. Keywords (of the chosen provenance) are compared case-insensitively; jaccard is
--   the number of shared keywords divided by the number of distinct keywords of the two
--   papers together (0 to 1, three decimals), shared_keywords counts the shared ones and
--   keywords lists them alphabetically. Ordered by jaccard, then shared_keywords,
--   descending, then paper id.
-- params:
--   paper_id: text = NULL  -- id of the paper, e.g. P1a2b3c4d5e6f7a8; NULL to use title
--   title: text = NULL  -- part of the title, when paper_id is NULL, e.g. attention
--   provenance: text = any  -- extracted, author or any
--   limit: int = 10  -- at most this many papers; NULL for all
-- tags: keywords, papers, similarity

WITH params AS (
    SELECT
        CAST($paper_id AS TEXT) AS paper_id,
        CAST($title AS TEXT) AS title_part,
        LOWER(CAST($provenance AS TEXT)) AS provenance
),

-- the paper of the id, or else the papers whose title contains title: two branches, so
-- that each reads the paper table only when its parameter is given
target AS (
    SELECT candidate.paper_id
    FROM (
        SELECT
            paper.paper_id,
            paper.title
        FROM paper
        INNER JOIN params ON paper.paper_id = params.paper_id
        WHERE params.paper_id IS NOT NULL
        UNION ALL
        SELECT
            paper.paper_id,
            paper.title
        FROM paper
        CROSS JOIN params
        WHERE
            params.paper_id IS NULL
            AND params.title_part IS NOT NULL
            AND CONTAINS(LOWER(paper.title), LOWER(params.title_part))
    ) AS candidate
    ORDER BY LENGTH(candidate.title) ASC, candidate.paper_id ASC
    LIMIT 1
),

-- lower-cased once per keyword, not once per use
keyword_term AS (
    SELECT
        keyword_id,
        LOWER(keyword) AS keyword
    FROM keyword
),

target_term AS (
    SELECT DISTINCT keyword_term.keyword
    FROM paper_keyword
    INNER JOIN target ON paper_keyword.paper_id = target.paper_id
    INNER JOIN keyword_term ON paper_keyword.keyword_id = keyword_term.keyword_id
    CROSS JOIN params
    WHERE params.provenance = 'any' OR paper_keyword.provenance = params.provenance
),

-- every keyword_id spelling a keyword of the target
target_keyword AS (
    SELECT
        keyword_term.keyword_id,
        keyword_term.keyword
    FROM keyword_term
    INNER JOIN target_term ON keyword_term.keyword = target_term.keyword
),

shared AS (
    SELECT
        paper_id,
        COUNT(*) AS shared_keywords,
        STRING_AGG(keyword, ', ' ORDER BY keyword) AS keywords
    FROM (
        SELECT DISTINCT
            paper_keyword.paper_id,
            target_keyword.keyword
        FROM paper_keyword
        INNER JOIN target_keyword ON paper_keyword.keyword_id = target_keyword.keyword_id
        CROSS JOIN params
        WHERE
            (params.provenance = 'any' OR paper_keyword.provenance = params.provenance)
            AND paper_keyword.paper_id <> (SELECT target.paper_id FROM target)
    ) AS shared_term
    GROUP BY paper_id
),

term_count AS (
    SELECT
        paper_id,
        COUNT(DISTINCT keyword) AS keywords
    FROM (
        SELECT
            paper_keyword.paper_id,
            keyword_term.keyword
        FROM paper_keyword
        INNER JOIN shared ON paper_keyword.paper_id = shared.paper_id
        INNER JOIN keyword_term ON paper_keyword.keyword_id = keyword_term.keyword_id
        CROSS JOIN params
        WHERE params.provenance = 'any' OR paper_keyword.provenance = params.provenance
    ) AS shared_paper_term
    GROUP BY paper_id
),

target_size AS (
    SELECT COUNT(*) AS keywords
    FROM target_term
),

scored AS (
    SELECT
        shared.paper_id,
        shared.shared_keywords,
        shared.keywords,
        ROUND(
            shared.shared_keywords
            / (term_count.keywords + target_size.keywords - shared.shared_keywords),
            3
        ) AS jaccard
    FROM shared
    INNER JOIN term_count ON shared.paper_id = term_count.paper_id
    CROSS JOIN target_size
)

SELECT
    target.paper_id AS similar_to,
    paper.paper_id,
    paper.title,
    paper.venue,
    paper.year,
    scored.shared_keywords,
    scored.jaccard,
    scored.keywords
FROM scored
INNER JOIN paper ON scored.paper_id = paper.paper_id
CROSS JOIN target
ORDER BY scored.jaccard DESC, scored.shared_keywords DESC, paper.paper_id ASC
LIMIT $limit;

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

-- Only the venues and years with a paper of the status can have a keyword of at least
-- min_papers papers of the status (when min_papers is above 0): the others are left out.
venue_year_scope AS (
    SELECT DISTINCT
        paper.venue,
        paper.year
    FROM paper
    CROSS JOIN params
    WHERE
        (params.min_papers <= 0 OR LOWER(paper.status) = params.paper_status)
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

selected_paper AS (
    SELECT
        paper.paper_id,
        paper.venue,
        paper.year,
        LOWER(paper.status) = params.paper_status AS in_status
    FROM paper
    INNER JOIN venue_year_scope
        ON
            paper.venue IS NOT DISTINCT FROM venue_year_scope.venue
            AND paper.year IS NOT DISTINCT FROM venue_year_scope.year
    CROSS JOIN params
),

-- whether any paper is in scope: when none is, the links are not read
scoped AS (
    SELECT EXISTS(SELECT 1 FROM venue_year_scope) AS papers
),

-- one key per lower-cased keyword: its smallest keyword_id; shared says whether other
-- keyword_ids spell the same keyword. Empty when no paper is in scope, so that no link
-- is read.
keyword_key AS (
    SELECT
        keyword.keyword_id,
        MIN(keyword.keyword_id) OVER (PARTITION BY LOWER(keyword.keyword)) AS keyword_key,
        COUNT(*) OVER (PARTITION BY LOWER(keyword.keyword)) > 1 AS shared
    FROM keyword
    CROSS JOIN scoped
    WHERE scoped.papers
),

-- Papers are counted once per lower-cased keyword. A paper links a keyword_id at most
-- once per provenance (primary key of paper_keyword), so only the links of shared keys and
-- the links of another provenance than 'extracted' need de-duplicating; the other links
-- (most of them, too many to de-duplicate fast) are one per paper and keyword already,
-- unless the paper also links the keyword_id with another provenance.
shared_link AS (
    SELECT DISTINCT
        selected_paper.paper_id,
        selected_paper.venue,
        selected_paper.year,
        selected_paper.in_status,
        keyword_key.keyword_key
    FROM paper_keyword
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    INNER JOIN selected_paper ON paper_keyword.paper_id = selected_paper.paper_id
    CROSS JOIN params
    WHERE
        keyword_key.shared
        AND (params.provenance = 'any' OR paper_keyword.provenance = params.provenance)
),

other_provenance_link AS (
    SELECT DISTINCT
        selected_paper.paper_id,
        selected_paper.venue,
        selected_paper.year,
        selected_paper.in_status,
        paper_keyword.keyword_id
    FROM paper_keyword
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    INNER JOIN selected_paper ON paper_keyword.paper_id = selected_paper.paper_id
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
        selected_paper.paper_id,
        selected_paper.venue,
        selected_paper.year,
        selected_paper.in_status,
        paper_keyword.keyword_id
    FROM paper_keyword
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    INNER JOIN selected_paper ON paper_keyword.paper_id = selected_paper.paper_id
    CROSS JOIN params
    CROSS JOIN mixed
    WHERE
        mixed.provenances
        AND NOT keyword_key.shared
        AND paper_keyword.provenance = 'extracted'
        AND params.provenance IN ('any', 'extracted')
),

-- one row per paper and lower-cased keyword
paper_term AS (
    SELECT
        shared_link.paper_id,
        shared_link.venue,
        shared_link.year,
        shared_link.in_status,
        shared_link.keyword_key
    FROM shared_link
    UNION ALL
    SELECT
        other_provenance_link.paper_id,
        other_provenance_link.venue,
        other_provenance_link.year,
        other_provenance_link.in_status,
        other_provenance_link.keyword_id AS keyword_key
    FROM other_provenance_link
    UNION ALL
    SELECT
        selected_paper.paper_id,
        selected_paper.venue,
        selected_paper.year,
        selected_paper.in_status,
        paper_keyword.keyword_id AS keyword_key
    FROM paper_keyword
    INNER JOIN keyword_key ON paper_keyword.keyword_id = keyword_key.keyword_id
    INNER JOIN selected_paper ON paper_keyword.paper_id = selected_paper.paper_id
    CROSS JOIN params
    CROSS JOIN mixed
    WHERE
        NOT mixed.provenances
        AND NOT keyword_key.shared
        AND paper_keyword.provenance = 'extracted'
        AND params.provenance IN ('any', 'extracted')
    UNION ALL
    SELECT
        extracted_link.paper_id,
        extracted_link.venue,
        extracted_link.year,
        extracted_link.in_status,
        extracted_link.keyword_id AS keyword_key
    FROM extracted_link
    ANTI JOIN other_provenance_link
        ON
            extracted_link.paper_id = other_provenance_link.paper_id
            AND extracted_link.keyword_id = other_provenance_link.keyword_id
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
        keyword_count.venue,
        keyword_count.year,
        keyword_count.status_papers,
        keyword_count.papers,
        LOWER(keyword.keyword) AS keyword
    FROM (
        SELECT
            venue,
            year,
            keyword_key,
            COUNT(*) AS papers,
            COUNT(*) FILTER (WHERE in_status) AS status_papers
        FROM paper_term
        GROUP BY venue, year, keyword_key
    ) AS keyword_count
    INNER JOIN keyword ON keyword_count.keyword_key = keyword.keyword_id
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

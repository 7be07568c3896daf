-- name: top_code_owners
-- title: Top code owners on GitHub, GitLab and Hugging Face
-- description: One row per host and owner (grain; owners compared case-insensitively,
--   shown in lower case): the accounts and organisations whose links appear in the
--   most papers. papers counts the distinct papers linking anything of the owner
--   (repositories, models, data sets, ...), repos the distinct repositories, and
--   example_repo is the owner's repository linked by the most papers (ties by name).
--   Ordered by papers, then repos, descending.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   limit: int = 20  -- at most this many owners; NULL for all
-- tags: code, owners, ranking

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year
),

owner_link AS (
    SELECT
        code_link.paper_id,
        -- hf.co is Hugging Face's short domain
        CASE code_link.host WHEN 'hf.co' THEN 'huggingface.co' ELSE code_link.host END AS host,
        LOWER(code_link.owner) AS owner,
        LOWER(code_link.repo) AS repo
    FROM code_link
    INNER JOIN paper ON code_link.paper_id = paper.paper_id
    CROSS JOIN params
    WHERE
        code_link.host IN ('github.com', 'gitlab.com', 'huggingface.co', 'hf.co')
        AND code_link.owner IS NOT NULL
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

repo_papers AS (
    SELECT
        host,
        owner,
        repo,
        COUNT(DISTINCT paper_id) AS papers
    FROM owner_link
    WHERE repo IS NOT NULL
    GROUP BY host, owner, repo
),

example_repo AS (
    SELECT
        host,
        owner,
        FIRST(owner || '/' || repo ORDER BY papers DESC, repo ASC) AS example_repo
    FROM repo_papers
    GROUP BY host, owner
),

owner_papers AS (
    SELECT
        host,
        owner,
        COUNT(DISTINCT paper_id) AS papers,
        COUNT(DISTINCT repo) AS repos
    FROM owner_link
    GROUP BY host, owner
)

SELECT
    owner_papers.owner,
    owner_papers.host,
    owner_papers.papers,
    owner_papers.repos,
    example_repo.example_repo
FROM owner_papers
LEFT JOIN example_repo
    ON
        owner_papers.host = example_repo.host
        AND owner_papers.owner = example_repo.owner
ORDER BY
    owner_papers.papers DESC,
    owner_papers.repos DESC,
    owner_papers.owner ASC,
    owner_papers.host ASC
LIMIT $limit;

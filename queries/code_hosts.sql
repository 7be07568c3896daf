-- name: code_hosts
-- title: Where code lives: link platforms and kinds by venue and year
-- description: One row per venue, year, platform and link kind (grain): how many links
--   and distinct papers there are, and (last column) the papers' share of the venue and
--   year's papers (0 to 1, three decimals). platform groups hosts: GitHub (github.com),
--   GitHub Pages (*.github.io), GitLab (gitlab.com), Hugging Face (huggingface.co, hf.co),
--   Anonymous GitHub (anonymous.4open.science, the double-blind mirror), Bitbucket,
--   Google Sites (sites.google.com), Zenodo, and 'other' for every other host (mostly
--   project pages on own domains); hosts counts the distinct hosts behind the row and
--   example_host is the most linked one (ties by name). kind is code_link.kind:
--   repository, project_page, model, dataset, demo or other (unresolved, e.g. a short
--   link). Ordered by venue, year, then papers and links descending.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
--   kind: text = NULL  -- only links of this kind, e.g. repository; NULL for all kinds
-- tags: code, hosts, overview

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year,
        CAST($kind AS TEXT) AS link_kind
),

selected_paper AS (
    SELECT
        paper.paper_id,
        paper.venue,
        paper.year
    FROM paper
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

venue_year AS (
    SELECT
        venue,
        year,
        COUNT(*) AS papers
    FROM selected_paper
    GROUP BY venue, year
),

link AS (
    SELECT
        selected_paper.venue,
        selected_paper.year,
        selected_paper.paper_id,
        code_link.kind,
        LOWER(code_link.host) AS host
    FROM code_link
    INNER JOIN selected_paper ON code_link.paper_id = selected_paper.paper_id
    CROSS JOIN params
    WHERE params.link_kind IS NULL OR code_link.kind = LOWER(params.link_kind)
),

platform_link AS (
    SELECT
        venue,
        year,
        paper_id,
        kind,
        host,
        CASE
            WHEN host IN ('github.com', 'www.github.com') THEN 'GitHub'
            WHEN host = 'github.io' OR host LIKE '%.github.io' THEN 'GitHub Pages'
            WHEN host IN ('gitlab.com', 'www.gitlab.com') THEN 'GitLab'
            WHEN host IN ('huggingface.co', 'hf.co') THEN 'Hugging Face'
            WHEN host = 'anonymous.4open.science' THEN 'Anonymous GitHub'
            WHEN host = 'bitbucket.org' THEN 'Bitbucket'
            WHEN host = 'sites.google.com' THEN 'Google Sites'
            WHEN host = 'zenodo.org' THEN 'Zenodo'
            ELSE 'other'
        END AS platform
    FROM link
),

host_links AS (
    SELECT
        venue,
        year,
        platform,
        kind,
        host,
        COUNT(*) AS links
    FROM platform_link
    GROUP BY venue, year, platform, kind, host
),

example_host AS (
    SELECT
        venue,
        year,
        platform,
        kind,
        COUNT(*) AS hosts,
        FIRST(host ORDER BY links DESC, host ASC) AS example_host
    FROM host_links
    GROUP BY venue, year, platform, kind
),

platform_kind AS (
    SELECT
        venue,
        year,
        platform,
        kind,
        COUNT(*) AS links,
        COUNT(DISTINCT paper_id) AS papers
    FROM platform_link
    GROUP BY venue, year, platform, kind
)

SELECT
    platform_kind.venue,
    platform_kind.year,
    platform_kind.platform,
    platform_kind.kind,
    platform_kind.links,
    platform_kind.papers,
    example_host.hosts,
    example_host.example_host,
    ROUND(platform_kind.papers / venue_year.papers, 3) AS paper_share
FROM platform_kind
INNER JOIN venue_year
    ON
        platform_kind.venue IS NOT DISTINCT FROM venue_year.venue
        AND platform_kind.year IS NOT DISTINCT FROM venue_year.year
INNER JOIN example_host
    ON
        platform_kind.venue IS NOT DISTINCT FROM example_host.venue
        AND platform_kind.year IS NOT DISTINCT FROM example_host.year
        AND platform_kind.platform = example_host.platform
        AND platform_kind.kind = example_host.kind
ORDER BY
    platform_kind.venue ASC,
    platform_kind.year ASC,
    platform_kind.papers DESC,
    platform_kind.links DESC,
    platform_kind.platform ASC,
    platform_kind.kind ASC;

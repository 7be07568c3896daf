-- name: data_quality
-- title: Data quality checks
-- description: One row per check (grain), in a fixed order: failing counts the rows that
--   fail it, checked the rows it looked at, failing_share their ratio (0 to 1, three
--   decimals) and example the smallest failing key, to look at first. The checks:
--   paper_without_abstract and paper_without_title (NULL or blank), paper_without_status,
--   paper_without_authors, paper_without_keywords (papers; key paper_id);
--   result_without_metric_name (metric rows with no name; key metric_id);
--   link_unresolved (code_link.kind 'other', e.g. a short link) and
--   github_link_without_owner (github.com links with no owner; code links, key url);
--   author_placeholder (authorships of the name "Anonymous"; key paper_id);
--   record_rejected (rejected source records over records read; key load_id:record_no)
--   and load_not_completed (loads whose status is not 'completed'; key load_id). venue
--   and year filter the paper, result, link and author checks, not the load checks.
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
-- tags: quality, overview

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year
),

selected_paper AS (
    SELECT
        paper.paper_id,
        paper.status,
        -- no character other than white space (faster than TRIM on long text)
        COALESCE(NOT REGEXP_MATCHES(paper.abstract, '\S'), TRUE) AS no_abstract,
        COALESCE(NOT REGEXP_MATCHES(paper.title, '\S'), TRUE) AS no_title
    FROM paper
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

authored AS (
    SELECT DISTINCT paper_id
    FROM paper_author
),

keyworded AS (
    SELECT DISTINCT paper_id
    FROM paper_keyword
),

paper_check AS (
    SELECT
        COUNT(*) AS papers,
        COUNT(*) FILTER (WHERE selected_paper.no_abstract) AS no_abstract,
        MIN(selected_paper.paper_id) FILTER (WHERE selected_paper.no_abstract)
            AS no_abstract_example,
        COUNT(*) FILTER (WHERE selected_paper.no_title) AS no_title,
        MIN(selected_paper.paper_id) FILTER (WHERE selected_paper.no_title) AS no_title_example,
        COUNT(*) FILTER (WHERE selected_paper.status IS NULL) AS no_status,
        MIN(selected_paper.paper_id) FILTER (WHERE selected_paper.status IS NULL)
            AS no_status_example,
        COUNT(*) FILTER (WHERE authored.paper_id IS NULL) AS no_authors,
        MIN(selected_paper.paper_id) FILTER (WHERE authored.paper_id IS NULL)
            AS no_authors_example,
        COUNT(*) FILTER (WHERE keyworded.paper_id IS NULL) AS no_keywords,
        MIN(selected_paper.paper_id) FILTER (WHERE keyworded.paper_id IS NULL)
            AS no_keywords_example
    FROM selected_paper
    LEFT JOIN authored ON selected_paper.paper_id = authored.paper_id
    LEFT JOIN keyworded ON selected_paper.paper_id = keyworded.paper_id
),

metric_check AS (
    SELECT
        COUNT(*) AS results,
        COUNT(*) FILTER (WHERE metric.name IS NULL) AS no_name,
        MIN(metric.metric_id) FILTER (WHERE metric.name IS NULL) AS no_name_example
    FROM metric
    INNER JOIN selected_paper ON metric.paper_id = selected_paper.paper_id
),

link_check AS (
    SELECT
        COUNT(*) AS links,
        COUNT(*) FILTER (WHERE code_link.kind = 'other') AS unresolved,
        MIN(code_link.url) FILTER (WHERE code_link.kind = 'other') AS unresolved_example,
        COUNT(*) FILTER (WHERE code_link.host = 'github.com') AS github_links,
        COUNT(*) FILTER (
            WHERE code_link.host = 'github.com' AND code_link.owner IS NULL
        ) AS github_no_owner,
        MIN(code_link.url) FILTER (
            WHERE code_link.host = 'github.com' AND code_link.owner IS NULL
        ) AS github_no_owner_example
    FROM code_link
    INNER JOIN selected_paper ON code_link.paper_id = selected_paper.paper_id
),

author_check AS (
    SELECT
        COUNT(*) AS authorships,
        COUNT(*) FILTER (WHERE LOWER(author.name) = 'anonymous') AS placeholders,
        MIN(paper_author.paper_id) FILTER (WHERE LOWER(author.name) = 'anonymous')
            AS placeholder_example
    FROM paper_author
    INNER JOIN selected_paper ON paper_author.paper_id = selected_paper.paper_id
    INNER JOIN author ON paper_author.author_id = author.author_id
),

rejected_check AS (
    SELECT
        COUNT(*) AS rejected,
        MIN(CAST(load_id AS TEXT) || ':' || CAST(record_no AS TEXT)) AS rejected_example
    FROM rejected_record
),

load_check AS (
    SELECT
        CAST(MIN(load_id) FILTER (WHERE status <> 'completed') AS TEXT) AS not_completed_example,
        COUNT(*) AS loads,
        COALESCE(SUM(records_read), 0) AS records_read,
        COUNT(*) FILTER (WHERE status <> 'completed') AS not_completed
    FROM load_batch
),

check_row AS (
    SELECT
        check_row.check_order,
        check_row.check_name,
        check_row.failing,
        check_row.checked,
        check_row.example
    FROM paper_check
    CROSS JOIN metric_check
    CROSS JOIN link_check
    CROSS JOIN author_check
    CROSS JOIN rejected_check
    CROSS JOIN load_check
    CROSS JOIN LATERAL (
        VALUES
        (
            1, 'paper_without_abstract', paper_check.no_abstract, paper_check.papers,
            paper_check.no_abstract_example
        ),
        (
            2, 'paper_without_title', paper_check.no_title, paper_check.papers,
            paper_check.no_title_example
        ),
        (
            3, 'paper_without_status', paper_check.no_status, paper_check.papers,
            paper_check.no_status_example
        ),
        (
            4, 'paper_without_authors', paper_check.no_authors, paper_check.papers,
            paper_check.no_authors_example
        ),
        (
            5, 'paper_without_keywords', paper_check.no_keywords, paper_check.papers,
            paper_check.no_keywords_example
        ),
        (
            6, 'result_without_metric_name', metric_check.no_name, metric_check.results,
            metric_check.no_name_example
        ),
        (
            7, 'link_unresolved', link_check.unresolved, link_check.links,
            link_check.unresolved_example
        ),
        (
            8, 'github_link_without_owner', link_check.github_no_owner, link_check.github_links,
            link_check.github_no_owner_example
        ),
        (
            9, 'author_placeholder', author_check.placeholders, author_check.authorships,
            author_check.placeholder_example
        ),
        (
            10, 'record_rejected', rejected_check.rejected, load_check.records_read,
            rejected_check.rejected_example
        ),
        (
            11, 'load_not_completed', load_check.not_completed, load_check.loads,
            load_check.not_completed_example
        )
    ) AS check_row (check_order, check_name, failing, checked, example)
)

SELECT
    check_name,
    failing,
    checked,
    example,
    ROUND(failing / NULLIF(checked, 0), 3) AS failing_share
FROM check_row
ORDER BY check_order ASC;

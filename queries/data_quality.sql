-- name: data_quality
-- title: Data quality checks
-- description: One row per check (grain), in a fixed order: failing counts the rows that
--   fail it, checked the rows it looked at, failing_share their ratio (0 to 1, three
--   decimals) and example the smallest failing key, to look at first. The checks:
--   paper_without_abstract and paper_without_title (NULL or blank), paper_without_status,
--   paper_without_authors, paper_without_keywords (papers, counted by paper_summary; key
--   paper_id);
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

-- Every check reads only the columns it needs. The tables that refer to paper are joined
-- to it only when venue or year is given (every row of theirs has its paper).
-- paper_summary has one row per paper (paperdb check verifies), with its venue, year and
-- status, and how many authors and keywords it has: the paper checks read it alone
selected_paper AS (
    SELECT
        paper_summary.paper_id,
        paper_summary.status,
        paper_summary.authors,
        paper_summary.extracted_keywords,
        paper_summary.author_keywords
    FROM paper_summary
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(paper_summary.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper_summary.year = params.paper_year)
),

-- the selected papers when venue or year is given, else no paper
filtered_paper AS (
    SELECT selected_paper.paper_id
    FROM selected_paper
    CROSS JOIN params
    WHERE params.venue IS NOT NULL OR params.paper_year IS NOT NULL
),

scope AS (
    SELECT params.venue IS NULL AND params.paper_year IS NULL AS all_papers
    FROM params
),

-- NULL, or no character other than white space. A text of white space only sorts before
-- '!': each branch is a filtered scan that skips almost every row group of the (compressed)
-- text column unread, which one OR of both conditions would not.
blank_text AS (
    SELECT
        blank.paper_id,
        blank.field
    FROM (
        SELECT
            paper_id,
            venue,
            year,
            'abstract' AS field
        FROM paper
        WHERE abstract IS NULL
        UNION ALL
        SELECT
            paper_id,
            venue,
            year,
            'abstract' AS field
        FROM paper
        WHERE abstract < '!' AND NOT REGEXP_MATCHES(abstract, '\S')
        UNION ALL
        SELECT
            paper_id,
            venue,
            year,
            'title' AS field
        FROM paper
        WHERE title IS NULL
        UNION ALL
        SELECT
            paper_id,
            venue,
            year,
            'title' AS field
        FROM paper
        WHERE title < '!' AND NOT REGEXP_MATCHES(title, '\S')
    ) AS blank
    CROSS JOIN params
    WHERE
        (params.venue IS NULL OR LOWER(blank.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR blank.year = params.paper_year)
),

blank_check AS (
    SELECT
        COUNT(*) FILTER (WHERE field = 'abstract') AS no_abstract,
        MIN(paper_id) FILTER (WHERE field = 'abstract') AS no_abstract_example,
        COUNT(*) FILTER (WHERE field = 'title') AS no_title,
        MIN(paper_id) FILTER (WHERE field = 'title') AS no_title_example
    FROM blank_text
),

paper_check AS (
    SELECT
        COUNT(*) AS papers,
        COUNT(*) FILTER (WHERE status IS NULL) AS no_status,
        MIN(paper_id) FILTER (WHERE status IS NULL) AS no_status_example,
        COUNT(*) FILTER (WHERE authors = 0) AS no_authors,
        MIN(paper_id) FILTER (WHERE authors = 0) AS no_authors_example,
        COUNT(*) FILTER (WHERE extracted_keywords + author_keywords = 0) AS no_keywords,
        MIN(paper_id) FILTER (WHERE extracted_keywords + author_keywords = 0)
            AS no_keywords_example
    FROM selected_paper
),

metric_check AS (
    SELECT
        COUNT(*) AS results,
        COUNT(*) FILTER (WHERE metric.name IS NULL) AS no_name,
        MIN(metric.metric_id) FILTER (WHERE metric.name IS NULL) AS no_name_example
    FROM metric
    CROSS JOIN scope
    WHERE
        scope.all_papers
        OR metric.paper_id IN (SELECT filtered_paper.paper_id FROM filtered_paper)
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
    CROSS JOIN scope
    WHERE
        scope.all_papers
        OR code_link.paper_id IN (SELECT filtered_paper.paper_id FROM filtered_paper)
),

placeholder_author AS (
    SELECT author_id
    FROM author
    WHERE LOWER(name) = 'anonymous'
),

author_check AS (
    SELECT
        COUNT(*) AS authorships,
        COUNT(*) FILTER (
            WHERE paper_author.author_id IN (
                SELECT placeholder_author.author_id FROM placeholder_author
            )
        ) AS placeholders,
        MIN(paper_author.paper_id) FILTER (
            WHERE paper_author.author_id IN (
                SELECT placeholder_author.author_id FROM placeholder_author
            )
        ) AS placeholder_example
    FROM paper_author
    CROSS JOIN scope
    WHERE
        scope.all_papers
        OR paper_author.paper_id IN (SELECT filtered_paper.paper_id FROM filtered_paper)
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
    CROSS JOIN blank_check
    CROSS JOIN metric_check
    CROSS JOIN link_check
    CROSS JOIN author_check
    CROSS JOIN rejected_check
    CROSS JOIN load_check
    CROSS JOIN LATERAL (
        VALUES
        (
            1, 'paper_without_abstract', blank_check.no_abstract, paper_check.papers,
            blank_check.no_abstract_example
        ),
        (
            2, 'paper_without_title', blank_check.no_title, paper_check.papers,
            blank_check.no_title_example
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

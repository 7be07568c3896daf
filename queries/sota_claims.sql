-- name: sota_claims
-- title: Share of abstracts claiming state of the art, by venue, year and status
-- description: One row per venue, year and status (grain; status 'all' for every paper
--   of the venue and year, then one row per acceptance status, lower-cased): papers with
--   an abstract, how many mention the state of the art and how many claim it, with their
--   shares (0 to 1, three decimals). The rule is two case-insensitive regular expressions
--   on paper.abstract (literals in the SQL). A mention is any of "state-of-the-art" / "state
--   of the art" (any hyphenation), the word "SOTA" (SotA, ...), "new record(s)", "new
--   world record" or "record-breaking". A claim is a mention used as the paper's result:
--   a verb of achieving (achieve, attain, obtain, reach, establish, set, deliver, yield,
--   produce, demonstrate, show, report) followed by state of the art / SOTA (a, new and
--   the may come between); "new state of the art", "new record(s)"; beating it
--   (outperform, surpass, beat, exceed, improve on, or "over", then up to three words,
--   then state of the art / SOTA); or "state-of-the-art results / performance / accuracy
--   on / in / across / for". Claims are a subset of mentions; both over-count
--   background sentences ("diffusion models achieve state-of-the-art results") and miss
--   claims worded otherwise ("best reported accuracy").
-- params:
--   venue: text = NULL  -- venue name, case-insensitive, e.g. ICML; NULL for all venues
--   year: int = NULL  -- publication year, e.g. 2024; NULL for all years
-- tags: claims, abstracts, overview

WITH params AS (
    SELECT
        CAST($venue AS TEXT) AS venue,
        CAST($year AS INTEGER) AS paper_year
),

selected_paper AS (
    SELECT
        paper.venue,
        paper.year,
        paper.abstract,
        LOWER(paper.status) AS paper_status,
        -- the patterns are literals, so that DuckDB compiles each once
        REGEXP_MATCHES(
            paper.abstract,
            '(?i)state[- ]of[- ]the[- ]art|\bsota\b|\bnew\s+(world\s+)?records?\b'
            || '|\brecord[- ]breaking\b'
        ) AS mentions
    FROM paper
    CROSS JOIN params
    WHERE
        -- a character other than white space; a text of white space only sorts before '!'
        (paper.abstract >= '!' OR REGEXP_MATCHES(paper.abstract, '\S'))
        AND (params.venue IS NULL OR LOWER(paper.venue) = LOWER(params.venue))
        AND (params.paper_year IS NULL OR paper.year = params.paper_year)
),

-- claims are counted among mentions only: the second pattern runs on those alone
classified_paper AS (
    SELECT
        venue,
        year,
        paper_status,
        mentions,
        CASE
            WHEN mentions
                THEN REGEXP_MATCHES(
                    abstract,
                    '(?i)\b(achiev|attain|obtain|reach|establish|set|deliver|yield|produc'
                    || '|demonstrat|show|report)\w*\s+((a|new|the)\s+)*(state[- ]of[- ]the[- ]art'
                    || '|sota)\b|\bnew\s+(state[- ]of[- ]the[- ]art|sota)\b'
                    || '|\bnew\s+(world\s+)?records?\b'
                    || '|\b(outperform\w*|surpass\w*|beat\w*|exceed\w*|improv\w*\s+(on|upon)|over)'
                    || '\s+(\S+\s+){0,3}?(state[- ]of[- ]the[- ]art|sota)\b'
                    || '|(state[- ]of[- ]the[- ]art|sota)\s+(results?|performance|accuracy)'
                    || '\s+(on|in|across|for)\b'
                )
            ELSE FALSE
        END AS claims_pattern
    FROM selected_paper
)

SELECT
    venue,
    year,
    CASE WHEN GROUPING(paper_status) = 1 THEN 'all' ELSE paper_status END AS status,
    COUNT(*) AS papers_with_abstract,
    COUNT(*) FILTER (WHERE mentions) AS mentioning_sota,
    ROUND(COUNT(*) FILTER (WHERE mentions) / COUNT(*), 3) AS mention_share,
    COUNT(*) FILTER (WHERE mentions AND claims_pattern) AS claiming_sota,
    ROUND(COUNT(*) FILTER (WHERE mentions AND claims_pattern) / COUNT(*), 3) AS claim_share
FROM classified_paper
GROUP BY GROUPING SETS ((venue, year), (venue, year, paper_status))
HAVING GROUPING(paper_status) = 1 OR paper_status IS NOT NULL
ORDER BY venue ASC, year ASC, GROUPING(paper_status) DESC, paper_status ASC;

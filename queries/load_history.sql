-- name: load_history
-- title: Load history
-- description: One row per load (grain: load_batch row, one attempt to load one file),
--   newest first: the source format and file, status (running, completed, failed or
--   interrupted), start time, duration in seconds (one decimal; NULL while running or
--   when the loader died), the loader's counts (records read, loaded, rejected; papers
--   added and changed), records_per_second (loaded per second, no decimals), the most
--   common rejection reason of the load (ties alphabetically) and the error of a failed
--   load. Ordered by load id, descending.
-- params:
--   status: text = NULL  -- only loads with this status, e.g. failed; NULL for all
--   limit: int = 50  -- at most this many loads; NULL for all
-- tags: loads, operations

WITH params AS (
    SELECT CAST($status AS TEXT) AS load_status
),

reason_count AS (
    SELECT
        load_id,
        reason,
        COUNT(*) AS records
    FROM rejected_record
    GROUP BY load_id, reason
),

top_reason AS (
    SELECT
        load_id,
        FIRST(reason ORDER BY records DESC, reason ASC) AS top_reject_reason
    FROM reason_count
    GROUP BY load_id
),

timed AS (
    SELECT
        load_batch.load_id,
        load_batch.source_format,
        load_batch.source_path,
        load_batch.status,
        load_batch.started_at,
        load_batch.records_read,
        load_batch.records_loaded,
        load_batch.records_rejected,
        load_batch.papers_added,
        load_batch.papers_changed,
        load_batch.error,
        ROUND(EPOCH(load_batch.finished_at) - EPOCH(load_batch.started_at), 1)
            AS duration_seconds,
        ROUND(
            load_batch.records_loaded
            / NULLIF(EPOCH(load_batch.finished_at) - EPOCH(load_batch.started_at), 0)
        ) AS records_per_second
    FROM load_batch
    CROSS JOIN params
    WHERE params.load_status IS NULL OR LOWER(load_batch.status) = LOWER(params.load_status)
)

SELECT
    timed.load_id,
    timed.source_format,
    timed.source_path,
    timed.status,
    timed.started_at,
    timed.duration_seconds,
    timed.records_read,
    timed.records_loaded,
    timed.records_rejected,
    timed.papers_added,
    timed.papers_changed,
    timed.records_per_second,
    top_reason.top_reject_reason,
    timed.error
FROM timed
LEFT JOIN top_reason ON timed.load_id = top_reason.load_id
ORDER BY timed.load_id DESC
LIMIT $limit;

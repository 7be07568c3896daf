-- name: rejected_records
-- title: Rejected source records per load and reason
-- description: One row per load and rejection reason (grain): how many source records
--   of the load were rejected for that reason, the first and last record numbers (to
--   find them in the file) and the start of the first one's raw text (200 characters).
--   Ordered by load id descending, then records descending, then reason.
-- params:
--   load_id: int = NULL  -- only this load; NULL for all loads
--   reason: text = NULL  -- part of the reason, case-insensitive, e.g. workshop; NULL for all
--   limit: int = 100  -- at most this many rows; NULL for all
-- tags: loads, quality, operations

WITH params AS (
    SELECT
        CAST($load_id AS BIGINT) AS load_id,
        CAST($reason AS TEXT) AS reason_part
)

SELECT
    rejected_record.load_id,
    load_batch.source_path,
    rejected_record.reason,
    COUNT(*) AS records,
    MIN(rejected_record.record_no) AS first_record_no,
    MAX(rejected_record.record_no) AS last_record_no,
    LEFT(ARG_MIN(rejected_record.raw, rejected_record.record_no), 200) AS first_raw
FROM rejected_record
INNER JOIN load_batch ON rejected_record.load_id = load_batch.load_id
CROSS JOIN params
WHERE
    (params.load_id IS NULL OR rejected_record.load_id = params.load_id)
    AND (
        params.reason_part IS NULL
        OR CONTAINS(LOWER(rejected_record.reason), LOWER(params.reason_part))
    )
GROUP BY rejected_record.load_id, load_batch.source_path, rejected_record.reason
ORDER BY rejected_record.load_id DESC, records DESC, rejected_record.reason ASC
LIMIT $limit;

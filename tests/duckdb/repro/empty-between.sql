-- jitjoin refused an empty BETWEEN (low bound above the high one), which SQL answers with no rows
-- order: unordered
SELECT count(*) AS a2 FROM f WHERE f.id BETWEEN 1044 AND 853

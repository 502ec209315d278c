-- dup_keys.jj in SQL: a many-to-many join. Bind A and B with --table.
SELECT count(*) AS pairs, sum(B.weight) AS weight, max(A.ts) AS last_ts
FROM A JOIN B ON A.k = B.k

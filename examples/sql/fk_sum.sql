-- fk_sum.jj in SQL. Bind its tables to files, e.g. those `jitjoin gen` writes:
--   jitjoin gen examples/fk_sum.jj --format parquet --out /tmp/fk
--   jitjoin sql examples/sql/fk_sum.sql --table R=/tmp/fk/R.parquet --table S=/tmp/fk/S.parquet
SELECT count(*) AS n, sum(R.payload) AS total
FROM S JOIN R ON S.fk = R.key

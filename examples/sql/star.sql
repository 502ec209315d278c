-- star.jj in SQL: the fact table first (it drives the pipeline), then its dimensions,
-- joined by equalities in WHERE. Bind lineorder, date, supplier and part with --table.
SELECT count(*) AS n, sum(lineorder.revenue) AS revenue,
       min(lineorder.discount) AS min_discount, max(lineorder.quantity) AS max_quantity
FROM lineorder, date, supplier, part
WHERE lineorder.orderdate = date.datekey
  AND lineorder.suppkey = supplier.suppkey
  AND lineorder.partkey = part.partkey
  AND date.year BETWEEN 1993 AND 1995
  AND supplier.region = 2

-- star_groups.jj in SQL: revenue per year and part category over a filtered star.
-- Bind lineorder, date, supplier and part with --table.
SELECT date.year, part.category, sum(lineorder.revenue) AS revenue, count(*) AS n,
       max(lineorder.quantity) AS max_quantity
FROM lineorder, date, supplier, part
WHERE lineorder.orderdate = date.datekey
  AND lineorder.suppkey = supplier.suppkey
  AND lineorder.partkey = part.partkey
  AND supplier.region = 2
  AND part.category BETWEEN 6 AND 10
GROUP BY date.year, part.category
ORDER BY revenue DESC
LIMIT 20

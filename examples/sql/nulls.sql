-- nulls.jj in SQL: NOT IN becomes a `not in join`, IS NULL a test of the column.
-- Bind orders, customers and blocked with --table (Parquet or Arrow files keep their nulls).
SELECT count(*) AS n, count(orders.amount) AS amounts, sum(orders.amount) AS total,
       min(customers.nation) AS lo, max(orders.amount) AS hi
FROM orders JOIN customers ON orders.cust = customers.id
WHERE orders.cust NOT IN (SELECT cust FROM blocked)
  AND (customers.nation < 5 OR customers.nation IS NULL)
  AND (orders.amount > 100 OR orders.day < 30)

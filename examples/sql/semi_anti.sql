-- semi_anti.jj in SQL: EXISTS and NOT IN subqueries become a semi and a `not in` join (an anti join that keeps SQL's answer for nulls).
-- Bind orders, shipments and returns with --table.
SELECT count(*) AS n, sum(amount) AS amount
FROM orders
WHERE EXISTS (SELECT 1 FROM shipments s WHERE s.cust = orders.cust AND s.day = orders.day)
  AND orders.cust NOT IN (SELECT cust FROM returns)
  AND orders.amount > 0

-- parquet_join.jj in SQL: the Parquet files say their columns.
CREATE EXTERNAL TABLE customers STORED AS PARQUET LOCATION '../data/customers.parquet';
CREATE TABLE orders AS SELECT * FROM read_parquet('../data/orders.parquet');

SELECT o.order_id, o.amount, c.nation
FROM orders o JOIN customers c ON o.cust_id = c.id
WHERE c.nation IN (3, 7)

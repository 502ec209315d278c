-- csv_join.jj in SQL, its tables declared in the file (paths relative to this file).
-- CSV files carry no types: declare them, or jitjoin infers them from the values.
CREATE EXTERNAL TABLE customers (id INTEGER UNSIGNED, nation INTEGER UNSIGNED, balance DOUBLE)
    LOCATION '../data/customers.csv';
CREATE EXTERNAL TABLE orders (order_id BIGINT UNSIGNED, cust_id INTEGER UNSIGNED, amount BIGINT)
    LOCATION '../data/orders.csv';

SELECT o.order_id, o.amount, c.nation
FROM orders o JOIN customers c ON o.cust_id = c.id
WHERE c.nation IN (3, 7)

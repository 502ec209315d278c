-- an empty BETWEEN of strings keeps no row, as SQL says
-- order: unordered
SELECT count(*) AS n, count(f.s) AS c FROM f WHERE f.s BETWEEN 'zeta' AND 'a'

-- jit: row 368: DuckDB [Some("917.99"), Some("-1.2732925824820995e-11"), Some("3")], jitjoin [Some("917.99"), Some("-1.4551915228366852e-11"), Some("3")]
-- order: unordered
SELECT d1.w, sum((f.x - d1.grp) * d1.w) AS a1, d2.v FROM f, d1, d2 WHERE f.k1 = d1.id AND f.k2 = d2.id GROUP BY d1.w, d2.v

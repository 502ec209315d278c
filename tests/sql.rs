//! The SQL front end: every example's query written in SQL gives its `.jj` twin's answer; the
//! plan `check` prints for a query is a plan that runs to the same answer; and unsupported SQL
//! is refused with the construct, its line and column.

use jitjoin::ir::QueryResult;
use jitjoin::{Engine, PlanFile, WorkerOptions};
use std::path::{Path, PathBuf};
use std::process::Command;

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples").join(name)
}

/// Small sizes for the generated examples, and the tables each SQL twin binds.
fn small(jj: &str) -> Vec<String> {
    let s: &[&str] = match jj {
        "fk_sum.jj" => &["R.rows=4K", "S.rows=64K"],
        "star.jj" | "star_groups.jj" => &["lineorder.rows=64K", "part.rows=8K"],
        "dup_keys.jj" => &["A.rows=16K", "B.rows=4K", "A.distinct=1K", "B.distinct=1K"],
        "semi_anti.jj" => &["orders.rows=16K", "shipments.rows=8K", "returns.rows=1K"],
        _ => &[],
    };
    s.iter().map(|x| x.to_string()).collect()
}

fn answer(p: &PlanFile, engine: Engine) -> QueryResult {
    let data = p.make_data(Some(2)).unwrap_or_else(|e| panic!("{}: {e}", p.path.display()));
    jitjoin::execute(p, &data, engine, &WorkerOptions::default()).unwrap().result
}

/// Integers exactly, float sums closely, rows as multisets (as the differential tests compare).
fn assert_same(want: &QueryResult, got: &QueryResult, what: &str) {
    if let Err(e) = jitjoin::compare::same(want, got, what, None) {
        panic!("{what}: {e}");
    }
}

#[test]
fn every_sql_example_gives_its_plans_answer() {
    let mut seen = 0;
    for entry in std::fs::read_dir(example("sql")).unwrap() {
        let sql = entry.unwrap().path();
        let stem = sql.file_stem().unwrap().to_str().unwrap().to_string();
        let jj = format!("{stem}.jj");
        let sets = small(&jj);
        let plan = PlanFile::load(&example(&jj), &sets).unwrap();
        // Generated tables are written as Parquet and bound with --table; file tables the
        // query declares itself.
        let dir = tempfile::tempdir().unwrap();
        let generated =
            plan.plan.tables.iter().any(|t| matches!(t.source, jitjoin::ir::plan::Source::Generated { .. }));
        let tables: Vec<(String, PathBuf)> = if generated {
            let data = plan.make_data(Some(2)).unwrap();
            plan.write_tables_as(&data, dir.path(), jitjoin::ir::plan::FileFormat::Parquet).unwrap();
            plan.plan
                .tables
                .iter()
                .map(|t| (t.name.name.clone(), dir.path().join(format!("{}.parquet", t.name.name))))
                .collect()
        } else {
            Vec::new()
        };
        let q = PlanFile::load_with(&sql, &[], &tables).unwrap_or_else(|e| panic!("{}: {e}", sql.display()));
        let want = answer(&plan, Engine::Interp);
        for engine in [Engine::Interp, Engine::Jit, Engine::Generic] {
            assert_same(&want, &answer(&q, engine), &format!("{stem}.sql on {}", engine.name()));
        }
        // What `check` prints for the query is a plan: it parses, and runs to the same answer.
        let printed = q.plan.to_string();
        let again = PlanFile::from_text(&sql.with_extension("jj"), &printed, &[])
            .unwrap_or_else(|e| panic!("{stem}: {e}\n{printed}"));
        assert_same(&want, &answer(&again, Engine::Jit), &format!("{stem}: the printed plan\n{printed}"));
        seen += 1;
    }
    assert!(seen >= 6, "every example has a SQL twin");
}

#[test]
fn sql_runs_from_the_command_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
        .args(["sql", example("sql/parquet_join.sql").to_str().unwrap(), "--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["rows_out"], 8);
    // `--table` also points a plan's table at a file.
    let dir = tempfile::tempdir().unwrap();
    let made = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
        .args(["gen", "--format", "arrow", "--out", dir.path().to_str().unwrap(), "--set", "R.rows=1000"])
        .args(["--set", "S.rows=5000"])
        .output()
        .unwrap();
    assert!(made.status.success());
    let run = |extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
            .args(["run", "--format", "json", "--set", "R.rows=1000", "--set", "S.rows=5000"])
            .args(extra)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()["results"].clone()
    };
    let r = dir.path().join("R.arrow");
    assert_eq!(run(&["--table", &format!("R={}", r.display())]), run(&[]));
}

/// Tables for the error cases: the example data as Parquet.
fn bound() -> Vec<(String, PathBuf)> {
    vec![("orders".into(), example("data/orders.parquet")), ("customers".into(), example("data/customers.parquet"))]
}

fn error_of(sql: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q.sql");
    std::fs::write(&path, sql).unwrap();
    match PlanFile::load_with(&path, &[], &bound()) {
        Ok(_) => "accepted".into(),
        Err(e) => {
            assert!(e.is_user_error(), "{e}");
            e.to_string().replace(&path.display().to_string(), "q.sql")
        }
    }
}

#[test]
fn unsupported_sql_names_the_construct_and_where() {
    let cases: &[(&str, &str)] = &[
        ("SELECT count(*) FROM orders\nHAVING count(*) > 1", "q.sql:2:8: HAVING is not supported"),
        (
            "SELECT orders.cust_id, count(*) FROM orders GROUP BY orders.amount",
            "q.sql:1:8: orders.cust_id is selected but neither grouped by nor aggregated",
        ),
        ("SELECT order_id, count(*) FROM orders", "q.sql:1:1: SELECT has columns beside aggregates but no GROUP BY"),
        ("SELECT count(*) FROM orders GROUP BY ALL", "GROUP BY ALL (name the grouping columns) is not supported"),
        (
            "SELECT count(*) AS n FROM orders GROUP BY orders.cust_id ORDER BY sum(orders.amount)",
            "q.sql:1:67: ORDER BY sum(orders.amount): the query does not select it",
        ),
        ("SELECT DISTINCT order_id FROM orders", "q.sql:1:1: SELECT DISTINCT is not supported"),
        (
            "SELECT order_id FROM orders ORDER BY order_id",
            "q.sql:1:38: ORDER BY without GROUP BY (a grouped result is ordered) is not supported",
        ),
        ("SELECT order_id FROM orders LIMIT 5 OFFSET 2", "q.sql:1:44: OFFSET is not supported"),
        ("WITH x AS (SELECT * FROM orders) SELECT count(*) FROM x", "q.sql:1:1: WITH (common table expressions)"),
        ("SELECT count(*) FROM orders UNION SELECT count(*) FROM customers", "q.sql:1:1: UNION (set operations)"),
        (
            "SELECT count(*) FROM orders o LEFT JOIN customers c ON o.cust_id = c.id",
            "q.sql:1:41: LEFT [OUTER] JOIN (only inner, semi and anti joins) is not supported",
        ),
        ("SELECT count(*) FROM orders o RIGHT JOIN customers c ON o.cust_id = c.id", "q.sql:1:42: RIGHT [OUTER] JOIN"),
        (
            "SELECT count(*) FROM orders o FULL OUTER JOIN customers c ON o.cust_id = c.id",
            "q.sql:1:47: FULL OUTER JOIN",
        ),
        ("SELECT count(*) FROM orders CROSS JOIN customers", "q.sql:1:40: CROSS JOIN"),
        ("SELECT count(*) FROM orders JOIN customers USING (id)", "q.sql:1:34: JOIN … USING (write ON a.col = b.col)"),
        ("SELECT count(*) FROM orders NATURAL JOIN customers", "q.sql:1:42: NATURAL JOIN"),
        (
            "SELECT count(*) FROM orders, customers",
            "q.sql:1:30: table `customers` is not joined to the tables before it",
        ),
        (
            "SELECT count(*) FROM orders o, customers c WHERE o.cust_id > c.id",
            "q.sql:1:50: the comparison of two columns `o.cust_id > c.id`",
        ),
        (
            "SELECT count(*) FROM orders o, customers c WHERE o.cust_id = c.id AND (o.amount > 5 OR c.nation = 3)",
            "q.sql:1:72: the condition `(o.amount > 5 OR c.nation = 3)` over several tables",
        ),
        ("SELECT median(amount) FROM orders", "q.sql:1:8: the function `median` is not supported"),
        ("SELECT count(DISTINCT amount) FROM orders", "q.sql:1:8: DISTINCT inside `count(DISTINCT amount)`"),
        ("SELECT sum(amount / 2) FROM orders", "q.sql:1:12: the operator `/` in an aggregate is not supported"),
        ("SELECT sum(amount) OVER () FROM orders", "q.sql:1:8: a window function (OVER)"),
        ("SELECT count(*) FROM (SELECT * FROM orders)", "q.sql:1:23: a subquery in FROM is not supported"),
        ("SELECT count(*) FROM orders WHERE amount LIKE '1%'", "q.sql:1:35: LIKE"),
        (
            "SELECT count(*) FROM orders WHERE (amount + 1) IS NULL",
            "q.sql:1:36: IS [NOT] NULL on `(amount + 1)`, which is not a column is not supported",
        ),
        (
            "SELECT count(*) FROM orders WHERE amount = 'ten'",
            "q.sql:1:35: orders.amount is i64, compared here with a string",
        ),
        (
            "SELECT count(*) FROM orders WHERE amount > (SELECT 1)",
            "q.sql:1:45: the expression `(SELECT 1)` where a constant",
        ),
        (
            "SELECT count(*) FROM orders o JOIN orders p ON o.order_id = p.order_id",
            "q.sql:1:36: using table `orders` twice",
        ),
        ("INSERT INTO orders VALUES (1, 2, 3)", "q.sql:1:1: the statement `INSERT INTO …` is not supported"),
        ("SELECT count(*) FROM lineitem", "q.sql:1:22: no table `lineitem` is bound"),
        ("SELECT count(*) FROM orders WHERE orders.nope > 1", "q.sql:1:42: table `orders` has no column `nope`"),
        (
            "SELECT count(*) FROM orders o, customers c WHERE o.cust_id = c.id AND zzz > 1",
            "q.sql:1:71: no table in this FROM has a column `zzz`",
        ),
        ("SELECT count(*) FROM orders WHERE", "q.sql:1:34: cannot parse the SQL: Expected: an expression, found: EOF"),
        (
            "SELECT count(*) FROM orders WHERE EXISTS (SELECT 1 FROM customers)",
            "q.sql:1:43: an EXISTS subquery that is not correlated",
        ),
        (
            "SELECT count(*) FROM orders o WHERE o.amount > 1 OR EXISTS (SELECT 1 FROM customers c WHERE c.id = o.cust_id)",
            "q.sql:1:61: a subquery inside OR or NOT",
        ),
    ];
    assert!(cases.len() >= 20);
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(sql, want)| {
            let got = error_of(sql);
            (!got.contains(want))
                .then(|| format!("{sql}\n  gave: {}\n  want: {want}", got.lines().next().unwrap_or("")))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The help says what is supported.
    assert!(error_of(cases[0].0).contains("help: jitjoin's SQL covers SELECT of aggregates"));
}

#[test]
fn sql_reaches_the_planner_with_its_own_positions() {
    // A type error the verifier finds points into the SQL file.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("k.csv"), "k\n1\n2\n").unwrap();
    let path = dir.path().join("q.sql");
    std::fs::write(&path, "SELECT count(*)\nFROM orders o\nJOIN k ON o.cust_id = k.k").unwrap();
    let mut tables = bound();
    tables.push(("k".into(), dir.path().join("k.csv")));
    let e = PlanFile::load_with(&path, &[], &tables).unwrap_err().to_string();
    assert!(e.contains("q.sql:3:11: join key types differ: orders.cust_id is u32, k.k is i64"), "{e}");
}

#[test]
fn decimal_constants_compare_exactly_at_the_columns_scale() {
    use arrow_array::{ArrayRef, Decimal128Array, RecordBatch, UInt32Array};
    use std::sync::Arc;
    let dir = tempfile::tempdir().unwrap();
    // price in cents: 0.05, 0.10, …, 50.00 (Decimal128(12, 2)); groups of 100 rows.
    let cents: Vec<i128> = (1..=1000).map(|i| i * 5).collect();
    let batch = RecordBatch::try_from_iter([
        ("id", Arc::new(UInt32Array::from_iter_values(1..=1000)) as ArrayRef),
        ("price", Arc::new(Decimal128Array::from(cents.clone()).with_precision_and_scale(12, 2).unwrap()) as ArrayRef),
    ])
    .unwrap();
    let path = dir.path().join("t.parquet");
    let props = parquet::file::properties::WriterProperties::builder().set_max_row_group_row_count(Some(100)).build();
    let mut w =
        parquet::arrow::ArrowWriter::try_new(std::fs::File::create(&path).unwrap(), batch.schema(), Some(props))
            .unwrap();
    w.write(&batch).unwrap();
    w.close().unwrap();
    let sql = dir.path().join("q.sql");
    let tables = vec![("t".to_string(), path)];
    for (cond, lo, hi) in
        [("price > 10.5", 1055, 5000), ("price BETWEEN 2 AND 2.25", 200, 225), ("price <= 0.1", 5, 10)]
    {
        std::fs::write(&sql, format!("SELECT count(*) AS n, sum(price) AS s, min(price) AS lo FROM t WHERE {cond}"))
            .unwrap();
        let q = PlanFile::load_with(&sql, &[], &tables).unwrap_or_else(|e| panic!("{cond}: {e}"));
        let kept: Vec<i128> = cents.iter().copied().filter(|c| (lo..=hi).contains(c)).collect();
        for engine in [Engine::Interp, Engine::Jit, Engine::Generic] {
            let r = answer(&q, engine);
            let got: Vec<String> = r.aggregates.iter().map(|(_, v)| format!("{v:?}")).collect();
            let want = [kept.len() as i128, kept.iter().sum(), kept[0]].map(|x| format!("Int({x})"));
            assert_eq!(got, want, "{cond} on {}", engine.name());
        }
    }
    // Arithmetic on a decimal: a constant added to it is scaled alike, a product's scale is
    // the sum of its operands' (here 2 + 0, then 2 after adding 1.00): sum((price + 1) * 2)
    // in cents; grouped by the id's tens, ordered by the sum.
    std::fs::write(
        &sql,
        "SELECT t.id, sum((price + 1) * 2) AS s, avg(price - id) AS m FROM t WHERE id <= 3 GROUP BY t.id \
         ORDER BY s DESC LIMIT 2",
    )
    .unwrap();
    let q = PlanFile::load_with(&sql, &[], &tables).unwrap();
    for engine in [Engine::Interp, Engine::Jit, Engine::Generic] {
        let r = answer(&q, engine);
        let rows: Vec<String> = r.rows.iter().map(|row| format!("{row:?}")).collect();
        // id 3: price 15 cents: (15 + 100) * 2 = 230; avg(15 - 300) = -285.
        let want = [
            "[Some(Int(3)), Some(Int(230)), Some(Float(-285.0))]",
            "[Some(Int(2)), Some(Int(220)), Some(Float(-190.0))]",
        ];
        assert_eq!(rows, want, "on {}", engine.name());
    }
    // A constant finer than the column's scale compares exactly, as DuckDB compares it: price
    // > 10.555 keeps 10.56 and up, price = 10.555 nothing, price <= 10.555 up to 10.55.
    for (cond, want) in [
        ("price > 10.555", cents.iter().filter(|&&c| c >= 1056).count()),
        ("price >= 10.555", cents.iter().filter(|&&c| c >= 1056).count()),
        ("price <= 10.555", cents.iter().filter(|&&c| c <= 1055).count()),
        ("price < 10.555", cents.iter().filter(|&&c| c <= 1055).count()),
        ("price = 10.555", 0),
        ("price <> 10.555", cents.len()),
        ("price BETWEEN 10.551 AND 10.559", 0),
        ("price BETWEEN 10.549 AND 10.601", 2),
        ("price IN (10.555, 10.55, 0.051)", 1),
    ] {
        std::fs::write(&sql, format!("SELECT count(*) AS n FROM t WHERE {cond}")).unwrap();
        let q = PlanFile::load_with(&sql, &[], &tables).unwrap_or_else(|e| panic!("{cond}: {e}"));
        for engine in [Engine::Interp, Engine::Jit, Engine::Generic] {
            let got = answer(&q, engine).aggregates[0].1;
            assert_eq!(got, jitjoin::ir::interp::AggValue::Int(want as i128), "{cond} on {}", engine.name());
        }
    }
}

/// Nulls in SQL: `NOT IN` keeps no row once the subquery holds a null, `NOT EXISTS` keeps the
/// rows that match nothing; `IS [NOT] NULL` tests a column; on every engine, and `check`
/// prints the `not in join` the query becomes.
#[test]
fn not_in_and_is_null_follow_sql() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("o.csv"), "k,v\n1,10\n2,20\n,30\n4,\n").unwrap();
    // A blank line is no row in CSV: the null key is a row with another column.
    std::fs::write(dir.path().join("r.csv"), "k,z\n2,1\n,1\n").unwrap();
    std::fs::write(dir.path().join("r2.csv"), "k,z\n2,1\n9,1\n").unwrap();
    let sql = dir.path().join("q.sql");
    let bind = |r: &str| vec![("o".to_string(), dir.path().join("o.csv")), ("r".to_string(), dir.path().join(r))];
    let cases: [(&str, &str, &[i128]); 6] = [
        // r holds a null: NOT IN is unknown for every row that is not found.
        ("SELECT count(*) AS n FROM o WHERE o.k NOT IN (SELECT k FROM r)", "r.csv", &[0]),
        // NOT EXISTS: rows 1 and the null key (row 3) and 4 match nothing.
        ("SELECT count(*) AS n FROM o WHERE NOT EXISTS (SELECT 1 FROM r WHERE r.k = o.k)", "r.csv", &[3]),
        // No null in r2: rows 1 and 4; the null o.k is unknown, dropped.
        ("SELECT count(*) AS n FROM o WHERE o.k NOT IN (SELECT k FROM r2)", "r2.csv", &[2]),
        // An empty subquery: every row, the null o.k too.
        ("SELECT count(*) AS n FROM o WHERE o.k NOT IN (SELECT k FROM r2 WHERE r2.k > 100)", "r2.csv", &[4]),
        ("SELECT count(*) AS n, sum(o.v) AS s FROM o WHERE o.k IS NULL OR o.v IS NULL", "r.csv", &[2, 30]),
        ("SELECT count(o.v) AS c FROM o WHERE o.k IS NOT NULL AND NOT o.v IS NULL", "r.csv", &[2]),
    ];
    for (query, r, want) in cases {
        let query = query.replace("r2", "r");
        std::fs::write(&sql, &query).unwrap();
        // CSV columns without declared types read as i64 on both sides.
        let p = PlanFile::load_with(&sql, &[], &bind(r)).unwrap_or_else(|e| panic!("{query}: {e}"));
        if query.contains("NOT IN") {
            assert!(p.plan.to_string().contains("not in join r on o.k = r.k"), "{}", p.plan);
        }
        for engine in [Engine::Interp, Engine::Jit, Engine::Generic] {
            let got: Vec<String> = answer(&p, engine).aggregates.iter().map(|(_, v)| v.to_string()).collect();
            let want: Vec<String> = want.iter().map(|x| x.to_string()).collect();
            assert_eq!(got, want, "{query} on {}", engine.name());
        }
    }
}

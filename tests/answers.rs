//! The eight wrong answers users met in SQL, the CLI and the library, each as it was reported:
//! unscaled decimals, a reordered SELECT list, refused casts and intervals, four grouping
//! columns at most, a silently wrapping 128-bit product, a refused anti join, foreign keys
//! drawn from under nulls, and blank CSV fields read as nulls. (The same answers are checked
//! against DuckDB in `tests/duckdb.rs`.)

use arrow_array::cast::AsArray;
use arrow_array::types::{Date32Type, Decimal128Type};
use arrow_schema::DataType;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn jitjoin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jitjoin")).args(args).output().expect("run jitjoin")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{}", stderr(o));
    serde_json::from_slice(&o.stdout).expect("json")
}

/// TPC-H at scale factor 0.01 as Parquet, in DuckDB's dbgen types; `--table` arguments for it.
fn tpch(dir: &Path) -> Vec<String> {
    let p =
        jitjoin::PlanFile::load(&Path::new(ROOT).join("examples/tpch/tables.jj"), &["*.scale=0.01".into()]).unwrap();
    let data = p.make_data(Some(2)).unwrap();
    p.write_tables_as(&data, dir, jitjoin::ir::plan::FileFormat::Parquet).unwrap();
    p.plan
        .tables
        .iter()
        .flat_map(|t| ["--table".to_string(), format!("{0}={1}/{0}.parquet", t.name.name, dir.display())])
        .collect()
}

fn sql(name: &str) -> String {
    Path::new(ROOT).join("examples/tpch/sql").join(name).display().to_string()
}

fn run_sql(query: &str, tables: &[String], extra: &[&str]) -> Output {
    let mut args = vec!["sql", query];
    args.extend(tables.iter().map(String::as_str));
    args.extend_from_slice(extra);
    jitjoin(&args)
}

/// Bug 1: A decimal column's sum, min and max are decimals of its scale (a sum DECIMAL(38,S), a
/// product's scale the sum of its sides'), and avg a double of the value, in every output:
/// text, JSON, CSV, Parquet, Arrow, and the library's record batch. (DuckDB's answers on these
/// files: revenue 1193053.2253.)
#[test]
fn decimal_results_keep_their_scale_in_every_output() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tpch(dir.path());
    let q6 = sql("q06.sql");
    for engine in ["interp", "generic", "jit"] {
        let v = json(&run_sql(&q6, &tables, &["--engine", engine, "--format", "json"]));
        assert_eq!(v["types"], serde_json::json!(["DECIMAL(38,4)"]), "{engine}");
        assert_eq!(v["results"]["revenue"].to_string(), "1193053.2253", "{engine}");
        assert_eq!(v["rows"][0][0].to_string(), "1193053.2253", "{engine}");
    }
    let text = String::from_utf8(run_sql(&q6, &tables, &[]).stdout).unwrap();
    assert!(text.contains("revenue   1193053.2253"), "{text}");
    // Each aggregate of a decimal column: DuckDB's types.
    let q = dir.path().join("aggs.sql");
    std::fs::write(
        &q,
        "SELECT sum(l_quantity) AS s, min(l_extendedprice) AS lo, max(l_discount) AS hi, avg(l_discount) AS m, \
         sum(l_extendedprice * l_discount) AS p FROM lineitem",
    )
    .unwrap();
    let v = json(&run_sql(q.to_str().unwrap(), &tables, &["--format", "json"]));
    assert_eq!(
        v["types"],
        serde_json::json!(["DECIMAL(38,2)", "DECIMAL(15,2)", "DECIMAL(15,2)", "DOUBLE", "DECIMAL(38,4)"])
    );
    let m = v["results"]["m"].as_f64().unwrap();
    assert!((0.04..0.06).contains(&m), "avg(l_discount) is a fraction, not hundredths: {m}");
    assert_eq!(v["results"]["hi"].to_string(), "0.10");
    // Files: CSV as the decimal's text, Parquet and Arrow as Decimal128 of its precision and scale.
    for ext in ["csv", "parquet", "arrow"] {
        let out = dir.path().join(format!("q6.{ext}"));
        let o = run_sql(&q6, &tables, &["--out", out.to_str().unwrap()]);
        assert!(o.status.success(), "{}", stderr(&o));
        if ext == "csv" {
            assert_eq!(std::fs::read_to_string(&out).unwrap(), "revenue\n1193053.2253\n");
            continue;
        }
        let batch = read_back(&out);
        assert_eq!(batch.schema().field(0).data_type(), &DataType::Decimal128(38, 4), "{ext}");
        assert_eq!(batch.column(0).as_primitive::<Decimal128Type>().value(0), 11_930_532_253, "{ext}");
    }
    // The library: a record batch of the query's types.
    let mut session = jitjoin::Session::new();
    session.register_file("lineitem", dir.path().join("lineitem.parquet")).unwrap();
    let b = session.sql(&std::fs::read_to_string(&q6).unwrap()).unwrap().run().unwrap().to_arrow().unwrap();
    assert_eq!(b.schema().field(0).data_type(), &DataType::Decimal128(38, 4));
    assert_eq!(b.column(0).as_primitive::<Decimal128Type>().value(0), 11_930_532_253);
}

fn read_back(path: &Path) -> arrow_array::RecordBatch {
    let file = std::fs::File::open(path).unwrap();
    if path.extension().is_some_and(|e| e == "parquet") {
        let r = parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder::try_new(file).unwrap().build().unwrap();
        r.map(Result::unwrap).next().unwrap()
    } else {
        let mut r = arrow_ipc::reader::FileReader::try_new(file, None).unwrap();
        r.next().unwrap().unwrap()
    }
}

/// Bug 2: A grouped result's columns are the SELECT list, in its order, with its names; `SELECT *`
/// lists the tables in FROM order. Dates are dates in every output.
#[test]
fn grouped_results_keep_the_select_lists_order() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tpch(dir.path());
    let v = json(&run_sql(&sql("q03.sql"), &tables, &["--format", "json"]));
    assert_eq!(v["columns"], serde_json::json!(["l_orderkey", "revenue", "o_orderdate", "o_shippriority"]));
    assert_eq!(v["types"], serde_json::json!(["BIGINT", "DECIMAL(38,4)", "DATE", "INTEGER"]));
    // DuckDB's first row on these files.
    assert_eq!(v["rows"][0], serde_json::json!([47714, 267010.5894, "1995-03-11", 0]));
    let out = dir.path().join("q3.parquet");
    assert!(run_sql(&sql("q03.sql"), &tables, &["--out", out.to_str().unwrap()]).status.success());
    let b = read_back(&out);
    assert_eq!(b.schema().field(2).name(), "o_orderdate");
    assert_eq!(b.schema().field(2).data_type(), &DataType::Date32);
    assert_eq!(b.column(2).as_primitive::<Date32Type>().value(0), jitjoin::ir::days_of("1995-03-11").unwrap() as i32);
    let star = dir.path().join("star.sql");
    std::fs::write(&star, "SELECT * FROM nation JOIN region ON n_regionkey = r_regionkey WHERE r_name = 'ASIA'")
        .unwrap();
    let v = json(&run_sql(star.to_str().unwrap(), &tables, &["--format", "json"]));
    assert_eq!(
        v["columns"],
        serde_json::json!(["n_nationkey", "n_name", "n_regionkey", "n_comment", "r_regionkey", "r_name", "r_comment"])
    );
    assert_eq!(v["rows"].as_array().unwrap().len(), 5);
}

/// Bug 3: Casts of constants and interval arithmetic on dates, as the official TPC-H text and
/// its common variants write them, mean the dates they name.
#[test]
fn casts_and_intervals_of_constants_are_the_values_they_name() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tpch(dir.path());
    let count = |cond: &str| {
        let q = dir.path().join("c.sql");
        std::fs::write(&q, format!("SELECT count(*) AS n FROM lineitem WHERE {cond}")).unwrap();
        json(&run_sql(q.to_str().unwrap(), &tables, &["--format", "json"]))["results"]["n"].clone()
    };
    let want = count("l_shipdate >= DATE '1994-01-01' AND l_shipdate < DATE '1995-01-01'");
    assert!(want.as_u64().unwrap() > 0);
    for cond in [
        "l_shipdate >= CAST('1994-01-01' AS date) AND l_shipdate < CAST('1995-01-01' AS DATE)",
        "l_shipdate >= DATE '1994-01-01' AND l_shipdate < DATE '1994-01-01' + INTERVAL '1' YEAR",
        "l_shipdate >= DATE '1995-01-01' - INTERVAL '12' MONTH AND l_shipdate < DATE '1994-12-31' + INTERVAL '1' DAY",
        "l_shipdate BETWEEN '1994-01-01' AND CAST('1994-12-31' AS date)",
        "l_shipdate >= '1994-01-01'::date AND l_shipdate < INTERVAL '365 days' + DATE '1994-01-01'",
    ] {
        assert_eq!(count(cond), want, "{cond}");
    }
    // Casts to decimals and integers are exact.
    assert_eq!(count("l_discount = CAST('0.05' AS DECIMAL(15,2))"), count("l_discount = 0.05"));
    assert_eq!(count("l_linenumber = CAST(2.4 AS INTEGER)"), count("l_linenumber = 2"));
}

/// Bug 4: TPC-H Q10 groups by seven columns: the hash table of groups, which `explain` names.
#[test]
fn seven_grouping_columns_take_the_hash_table_of_groups() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tpch(dir.path());
    let v = json(&run_sql(&sql("q10.sql"), &tables, &["--format", "json"]));
    assert_eq!(v["columns"].as_array().unwrap().len(), 8);
    assert_eq!(v["rows"].as_array().unwrap().len(), 20);
    // DuckDB's first row on these files.
    assert_eq!(v["rows"][0][0], 679);
    assert_eq!(v["rows"][0][2].to_string(), "378211.3252");
    let mut args = vec!["explain".to_string(), sql("q10.sql")];
    args.extend(tables);
    let out = jitjoin(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("hash table of groups"), "{text}");
}

/// A plan over one row of two u64 columns holding `a` and `b`, as CSV.
fn u64_pair(dir: &Path, a: &str, b: &str) -> PathBuf {
    std::fs::write(dir.join("u.csv"), format!("a,b\n{a},{b}\n")).unwrap();
    let plan = dir.join("u.jj");
    std::fs::write(&plan, "table U (csv: \"u.csv\") { a u64  b u64 }\nfrom U\naggregate sum(U.a * U.b) as p\n")
        .unwrap();
    plan
}

/// Bug 5: An integer product or sum that leaves 128 bits is an error on every engine, never a
/// wrapped number; one just within is exact.
#[test]
fn a_product_beyond_128_bits_is_an_overflow_error() {
    let dir = tempfile::tempdir().unwrap();
    let max = u64::MAX.to_string();
    let plan = u64_pair(dir.path(), &max, &max);
    for engine in ["interp", "generic", "jit"] {
        let out = jitjoin(&["run", plan.to_str().unwrap(), "--engine", engine]);
        assert_eq!(out.status.code(), Some(2), "{engine}: {}", stderr(&out));
        assert!(stderr(&out).contains("overflow: the aggregate `p` left the 128 bits"), "{engine}: {}", stderr(&out));
    }
    // 2^64-1 times 2^63 fits 128 bits: exact, past any 64-bit type.
    let plan = u64_pair(dir.path(), &max, &(1u64 << 63).to_string());
    let want = (u64::MAX as i128) << 63;
    for engine in ["interp", "generic", "jit"] {
        let v = json(&jitjoin(&["run", plan.to_str().unwrap(), "--engine", engine, "--format", "json"]));
        assert_eq!(v["results"]["p"].to_string(), want.to_string(), "{engine}");
    }
    // A sum of products that fits each row but not in total.
    std::fs::write(dir.path().join("u.csv"), format!("a,b\n{max},{}\n{max},{}\n", 1u64 << 63, 1u64 << 63)).unwrap();
    for engine in ["interp", "generic", "jit"] {
        let out = jitjoin(&["run", plan.to_str().unwrap(), "--engine", engine, "--threads", "1"]);
        assert_eq!(out.status.code(), Some(2), "{engine}: {}", stderr(&out));
    }
}

/// Bug 6: An anti join whose build keys span their whole type, with nulls among the probe keys:
/// every row with no match is kept, the nulls too (DuckDB's NOT EXISTS: all 10 rows).
#[test]
fn an_anti_join_over_a_whole_key_range_keeps_its_null_rows() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("c.csv"), "key\n0\n4294967295\n").unwrap();
    // (A second column: a blank line is no row in CSV, but `,0` is a row with a null key.)
    let probe: String =
        (0..10).map(|i| if i % 3 == 0 { format!(",{i}\n") } else { format!("{},{i}\n", i + 5) }).collect();
    std::fs::write(dir.path().join("p.csv"), format!("k,i\n{probe}")).unwrap();
    let plan = dir.path().join("anti.jj");
    std::fs::write(
        &plan,
        "table P (csv: \"p.csv\") { k u32  i u32 }\ntable C (csv: \"c.csv\") { key u32 }\n\
         from P\nanti join C on P.k = C.key\naggregate count(*) as n, count(P.k) as keys\n",
    )
    .unwrap();
    for engine in ["interp", "generic", "jit"] {
        for algorithm in ["hash", "radix", "vector"] {
            let out = jitjoin(&[
                "run",
                plan.to_str().unwrap(),
                "--engine",
                engine,
                "--algorithm",
                algorithm,
                "--format",
                "json",
            ]);
            let v = json(&out);
            assert_eq!(
                (v["results"]["n"].clone(), v["results"]["keys"].clone()),
                (10.into(), 6.into()),
                "{engine} {algorithm}"
            );
        }
    }
}

/// Bug 7: `foreign()` keys over a column with nulls draw from the values present, never from the 0
/// a reader writes under a null.
#[test]
fn foreign_keys_draw_from_present_values_only() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("d.csv"), "k\n10\n20\n\n").unwrap();
    let plan = dir.path().join("fk.jj");
    std::fs::write(
        &plan,
        "table D (csv: \"d.csv\") { k u32 }\ntable P (rows: 1000) { fk u32 = foreign(of: D.k, hit: 1.0) }\n\
         from P\naggregate min(P.fk) as lo, max(P.fk) as hi\n",
    )
    .unwrap();
    let v = json(&jitjoin(&["run", plan.to_str().unwrap(), "--format", "json"]));
    assert_eq!((v["results"]["lo"].clone(), v["results"]["hi"].clone()), (10.into(), 20.into()));
}

/// Bug 8: A CSV field of only spaces in a number column is bad data, named with its file, line and
/// column; an empty field is a null; in a string column, spaces are a string.
#[test]
fn a_blank_csv_number_is_an_error_and_an_empty_one_a_null() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("t.csv"), "a,s\n1,x\n   ,y\n").unwrap();
    let plan = dir.path().join("t.jj");
    std::fs::write(&plan, "table T (csv: \"t.csv\") { a i64  s str }\nfrom T\naggregate count(T.a) as n\n").unwrap();
    let out = jitjoin(&["run", plan.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("t.csv:3: column `a`: `   ` (only spaces) is not a i64"), "{}", stderr(&out));
    // The same file through SQL, whose schema is inferred.
    let q = dir.path().join("q.sql");
    std::fs::write(&q, "SELECT count(a) AS n FROM t").unwrap();
    let csv = format!("t={}", dir.path().join("t.csv").display());
    let out = jitjoin(&["sql", q.to_str().unwrap(), "--table", &csv]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("t.csv:3: column `a`: a field of only spaces"), "{}", stderr(&out));
    // Empty: a null. Spaces in a string column: a string.
    std::fs::write(dir.path().join("t.csv"), "a,s\n1,x\n,   \n").unwrap();
    let v = json(&jitjoin(&["run", plan.to_str().unwrap(), "--format", "json"]));
    assert_eq!(v["results"]["n"], 1);
    std::fs::write(&q, "SELECT t.s, count(*) AS n FROM t GROUP BY t.s ORDER BY t.s").unwrap();
    let v = json(&jitjoin(&["sql", q.to_str().unwrap(), "--table", &csv, "--format", "json"]));
    assert_eq!(v["rows"], serde_json::json!([["   ", 1], ["x", 1]]));
}

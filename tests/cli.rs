//! End-to-end tests of the `jitjoin` binary: the contract scripts rely on.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn jitjoin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jitjoin")).args(args).output().expect("run jitjoin")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn example(name: &str) -> String {
    format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Small sizes for each example, so the interpreter runs them quickly.
fn small(name: &str) -> &'static [&'static str] {
    match name {
        "fk_sum.jj" => &["--set", "R.rows=4K", "--set", "S.rows=64K"],
        "star.jj" | "star_groups.jj" => &["--set", "lineorder.rows=64K", "--set", "part.rows=8K"],
        "dup_keys.jj" => {
            &["--set", "A.rows=16K", "--set", "B.rows=4K", "--set", "A.distinct=1K", "--set", "B.distinct=1K"]
        }
        "semi_anti.jj" => &["--set", "orders.rows=16K", "--set", "shipments.rows=8K", "--set", "returns.rows=1K"],
        _ => &[],
    }
}

fn examples() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(example(""))
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".jj") && !n.starts_with('.'))
        .collect();
    names.sort();
    assert!(names.len() >= 5);
    names
}

#[test]
fn every_example_checks_round_trips_and_runs() {
    let dir = tempfile::tempdir().unwrap();
    for name in examples() {
        let out = jitjoin(&["check", &example(&name)]);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let canonical = stdout(&out);
        // The canonical text, saved next to the original (CSV paths are relative), checks to itself.
        // The copy is a hidden file without the `.jj` ending, so tests that list the examples while
        // this one runs (they share the directory) never see it.
        let copy = Path::new(&example("")).join(format!(".roundtrip-{name}.tmp"));
        std::fs::write(&copy, &canonical).unwrap();
        let again = jitjoin(&["check", copy.to_str().unwrap()]);
        let _ = std::fs::remove_file(&copy);
        assert!(again.status.success(), "{name}: {}", stderr(&again));
        assert_eq!(stdout(&again), canonical, "{name}: canonical text is a fixed point");

        let path = example(&name);
        let mut args = vec!["run", &path, "--engine", "interp", "--format", "json"];
        args.extend_from_slice(small(&name));
        let run = jitjoin(&args);
        assert!(run.status.success(), "{name}: {}", stderr(&run));
        let v: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
        assert_eq!(v["engine"], "interp");
        assert!(v["rows_out"].as_u64().unwrap() >= 1, "{name}: {v}");
        for k in ["load", "compile", "build", "probe", "total", "steal"] {
            assert!(v["timings_ms"][k].as_f64().unwrap() >= 0.0, "{name}: {k}");
        }
    }
    drop(dir);
}

fn read_column(path: &Path, col: &str) -> Vec<u64> {
    let mut rd = csv::Reader::from_path(path).unwrap();
    let idx = rd.headers().unwrap().iter().position(|h| h == col).unwrap();
    rd.records().map(|r| r.unwrap()[idx].parse().unwrap()).collect()
}

/// The acceptance check: `n` = |S| and `total` equals the sum recomputed independently
/// from the CSV files that `jitjoin gen` writes.
#[test]
fn fk_sum_total_matches_the_generated_csvs() {
    let dir = tempfile::tempdir().unwrap();
    let sets = ["--set", "R.rows=1K", "--set", "S.rows=64K"];
    let out_dir = dir.path().to_str().unwrap();
    let fk = example("fk_sum.jj");
    let mut gen_args = vec!["gen", &fk, "--out", out_dir];
    gen_args.extend_from_slice(&sets);
    let generated = jitjoin(&gen_args);
    assert!(generated.status.success(), "{}", stderr(&generated));

    let mut run_args = vec!["run", &fk, "--engine", "interp", "--format", "json"];
    run_args.extend_from_slice(&sets);
    let run = jitjoin(&run_args);
    assert!(run.status.success(), "{}", stderr(&run));
    let v: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();

    let r_key = read_column(&dir.path().join("R.csv"), "key");
    let r_payload = read_column(&dir.path().join("R.csv"), "payload");
    let s_fk = read_column(&dir.path().join("S.csv"), "fk");
    assert_eq!(r_key.len(), 1024);
    assert_eq!(s_fk.len(), 65536);
    let payload: std::collections::HashMap<u64, u64> = r_key.into_iter().zip(r_payload).collect();
    let total: u64 = s_fk.iter().map(|k| payload[k]).sum();

    assert_eq!(v["results"]["n"].as_u64(), Some(65536));
    assert_eq!(v["results"]["total"].as_u64(), Some(total));
    // Exact integers, never floats.
    let text = stdout(&run);
    assert!(text.contains(&format!("\"total\":{total}")), "{text}");
}

#[test]
fn generated_data_does_not_depend_on_thread_count() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    for (dir, threads) in [(&a, "1"), (&b, "3")] {
        let out = jitjoin(&[
            "gen",
            &example("star.jj"),
            "--out",
            dir.path().to_str().unwrap(),
            "--threads",
            threads,
            "--set",
            "lineorder.rows=300K",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
    }
    for t in ["date", "supplier", "part", "lineorder"] {
        let f = format!("{t}.csv");
        assert_eq!(std::fs::read(a.path().join(&f)).unwrap(), std::fs::read(b.path().join(&f)).unwrap(), "{f}");
    }
}

#[test]
fn empty_tables_are_valid() {
    let out = jitjoin(&["run", &example("star.jj"), "--set", "lineorder.rows=0", "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["results"]["n"], 0);
    assert!(v["results"]["revenue"].is_null(), "a sum over no rows is null");
    assert!(v["results"]["min_discount"].is_null());
    assert!(v["results"]["max_quantity"].is_null());

    let out = jitjoin(&["run", &example("fk_sum.jj"), "--set", "R.rows=0", "--set", "S.rows=1K", "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["results"]["n"], 0, "nothing can match an empty primary-key table");
}

#[test]
fn emit_writes_csv() {
    let dir = tempfile::tempdir().unwrap();
    let out_csv = dir.path().join("rows.csv");
    let out = jitjoin(&["run", &example("csv_join.jj"), "--out", out_csv.to_str().unwrap(), "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["rows_out"], 8);
    assert_eq!(v["rows"].as_array().unwrap().len(), 8);
    let ids = read_column(&out_csv, "orders.order_id");
    let mut ids_sorted = ids.clone();
    ids_sorted.sort();
    assert_eq!(ids_sorted, vec![100, 101, 102, 105, 106, 108, 109, 110]);
}

#[test]
fn parquet_and_arrow_in_and_out() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    // The built-in plan's tables as Parquet and Arrow, read back by plans naming the files:
    // the same totals as from the generator.
    let sets = ["--set", "R.rows=5000", "--set", "S.rows=70000"];
    let total = |args: &[&str]| {
        let out = jitjoin(&[&["run", "--format", "json"], args].concat());
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (v["results"]["n"].clone(), v["results"]["total"].clone())
    };
    let want = total(&sets);
    assert!(want.0.as_u64().is_some_and(|n| n > 0) && want.1.is_number(), "{want:?}");
    for format in ["parquet", "arrow"] {
        let out = jitjoin(&[&["gen", "--format", format, "--out", d][..], &sets].concat());
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(stderr(&out).contains(&format!("S.{format} (70000 rows)")), "{}", stderr(&out));
        let plan = dir.path().join(format!("{format}.jj"));
        std::fs::write(
            &plan,
            format!(
                "table R ({format}: \"R.{format}\")\ntable S ({format}: \"S.{format}\")\nfrom S\n\
                 join R on S.fk = R.key\naggregate count(*) as n, sum(R.payload) as total\n"
            ),
        )
        .unwrap();
        for engine in ["jit", "generic", "interp"] {
            assert_eq!(total(&[plan.to_str().unwrap(), "--engine", engine]), want, "{format} {engine}");
        }
        // explain says what is read from each file.
        let out = jitjoin(&["explain", plan.to_str().unwrap()]);
        assert!(out.status.success(), "{}", stderr(&out));
        let want_line = match format {
            "parquet" => "table `S`: Parquet \"S.parquet\", 1 of 1 columns (fk), 1 of 1 row groups (70000 rows)",
            _ => "table `S`: Arrow \"S.arrow\", 1 of 1 columns (fk), 1 record batch(es), read in place",
        };
        assert!(stdout(&out).contains(want_line), "{}", stdout(&out));
    }
    // An emit result written as CSV, Parquet and Arrow holds the same rows (in any order), with
    // the types of the emitted columns.
    let csv = dir.path().join("rows.csv");
    let out = jitjoin(&["run", &example("csv_join.jj"), "--out", csv.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let names = ["orders.order_id", "orders.amount", "customers.nation"];
    let want: Vec<Vec<u64>> = names.iter().map(|n| read_column(&csv, n)).collect();
    assert_eq!(want[0].len(), 8);
    use jitjoin::ir::plan::{ColumnDecl, Ident};
    use jitjoin::ir::{ColType, Column};
    let decl: Vec<ColumnDecl> = names
        .iter()
        .zip([ColType::U64, ColType::I64, ColType::U32])
        .map(|(n, ty)| ColumnDecl::declared(Ident::new(*n), ty, jitjoin::ir::Logical::Number))
        .collect();
    for ext in ["parquet", "arrow"] {
        let file = dir.path().join(format!("rows.{ext}"));
        let out = jitjoin(&["run", &example("csv_join.jj"), "--out", file.to_str().unwrap()]);
        assert!(out.status.success(), "{}", stderr(&out));
        let t = match ext {
            "parquet" => jitjoin::runtime::data::files::read_parquet(&file, "rows", &decl, None).unwrap().0,
            _ => jitjoin::runtime::data::files::read_arrow(&file, "rows", &decl).unwrap(),
        };
        let got: Vec<Vec<u64>> = t
            .columns
            .iter()
            .map(|c| (0..c.len()).map(|r| u64::try_from(c.int(r).unwrap()).unwrap()).collect())
            .collect();
        // Without `order by`, the workers' rows come in whatever order they finished.
        let rows = |cols: &[Vec<u64>]| {
            let mut r: Vec<Vec<u64>> = (0..cols[0].len()).map(|i| cols.iter().map(|c| c[i]).collect()).collect();
            r.sort();
            r
        };
        assert_eq!(rows(&got), rows(&want), "{ext}");
        assert!(matches!(t.columns[1], Column::I64(_)), "{ext}: amount keeps its type");
    }
    // An extension that names no format is refused before anything runs. A plan that
    // aggregates writes its one row.
    let out = jitjoin(&["run", &example("csv_join.jj"), "--out", "rows.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("rows.txt: cannot tell the format from the extension"), "{}", stderr(&out));
    let one = dir.path().join("one.csv");
    let out = jitjoin(&["run", "--set", "R.rows=1K", "--set", "S.rows=4K", "--out", one.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(&one).unwrap();
    assert!(text.starts_with("n,total\n4096,") && text.lines().count() == 2, "{text}");
    // A bad file is exit 2, named.
    std::fs::write(dir.path().join("R.parquet"), "key,payload\n1,2\n").unwrap();
    let out = jitjoin(&["run", dir.path().join("parquet.jj").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("R.parquet: is not a Parquet file"), "{}", stderr(&out));
}

/// Write `text` as a plan file and run `jitjoin check` on it.
fn check_text(dir: &Path, text: &str) -> (Output, PathBuf) {
    let path = dir.join("bad.jj");
    std::fs::write(&path, text).unwrap();
    (jitjoin(&["check", path.to_str().unwrap()]), path)
}

const BASE: &str = "table R (rows: 1K) {\n    key u32 = dense()\n    payload u32 = key\n}\ntable S (rows: 4K) {\n    fk u32 = foreign(of: R.key, dist: uniform, hit: 1.0)\n}\n";

/// Malformed plans, each with where the error must point and what it must say.
const MALFORMED: &[(&str, &str, &str)] = &[
    (
        "unknown statement",
        "tabel R (rows: 1) { k u32 = 1 }",
        "1:1: expected `table`, `from`, `join`, `filter`, `aggregate` or `emit`, found `tabel`",
    ),
    (
        "missing from",
        "table R (rows: 1) { k u32 = 1 }\naggregate count(*) as n",
        "expected `from TABLE` naming the probe table, found end of file",
    ),
    ("missing output", "table R (rows: 1) { k u32 = 1 }\nfrom R", "expected `aggregate …` or `emit …`"),
    (
        "unknown type",
        "table R (rows: 1) { k u33 = 1 }\nfrom R aggregate count(*) as n",
        "1:23: unknown column type `u33`",
    ),
    ("unclosed string", "table R (csv: \"x.csv) { k u32 }", "1:15: string is not closed"),
    (
        "bad character",
        "table R (rows: 1) { k u32 = 1 }\nfrom R aggregate count(*) as n ;",
        "2:32: unexpected character `;`",
    ),
    (
        "negative size",
        "table R (rows: -5) { k u32 = 1 }\nfrom R aggregate count(*) as n",
        "1:16: bad number `-`: a size cannot be negative",
    ),
    (
        "absurd size",
        "table R (rows: 2^80) { k u64 = seq() }\nfrom R aggregate count(*) as n",
        "1:16: bad number `2^80`: 2^80 does not fit in 64 bits",
    ),
    ("unknown table in join", "BASE from S\njoin Q on S.fk = Q.key\naggregate count(*) as n", "9:6: unknown table `Q`"),
    (
        "unknown column",
        "BASE from S\njoin R on S.fk = R.kee\naggregate count(*) as n",
        "9:20: table `R` has no column `kee`\n  help: did you mean `key`?",
    ),
    (
        "key type mismatch",
        "table R (rows: 1K) { key u64 = dense() }\ntable S (rows: 1) { fk u32 = 1 }\nfrom S join R on S.fk = R.key aggregate count(*) as n",
        "3:18: join key types differ: S.fk is u32, R.key is u64",
    ),
    (
        "float key",
        "table R (rows: 1K) { key f64 = seq() }\ntable S (rows: 1) { fk f64 = 1.0 }\nfrom S join R on S.fk = R.key aggregate count(*) as n",
        "join key S.fk is f64; join keys must be integers",
    ),
    (
        "self join",
        "BASE from S\njoin S on S.fk = S.fk\naggregate count(*) as n",
        "9:6: join of `S`: it is the probe table (`from`)",
    ),
    (
        "table joined twice",
        "BASE from S\njoin R on S.fk = R.key\njoin R on S.fk = R.key\naggregate count(*) as n",
        "10:6: join of `R`: the table is joined twice",
    ),
    (
        "not left-deep",
        "BASE table T (rows: 1) { k u32 = 1 }\nfrom S\njoin R on T.k = R.key\njoin T on S.fk = T.k\naggregate count(*) as n",
        "10:11: join of `R`: `T` is not joined yet, so the plan is not a left-deep chain or star",
    ),
    (
        "condition misses the table",
        "BASE from S\njoin R on S.fk = S.fk\naggregate count(*) as n",
        "join of `R`: `S.fk = S.fk` does not mention `R`",
    ),
    (
        "vector on two keys",
        "table R (rows: 1K) { a u32 = dense() b u32 = a }\ntable S (rows: 1) { a u32 = 1 b u32 = 1 }\nfrom S join R on S.a = R.a and S.b = R.b using vector aggregate count(*) as n",
        "`using vector` on the join of `R`: the vector join indexes an array by one integer key",
    ),
    (
        "unknown algorithm",
        "BASE from S\njoin R on S.fk = R.key using magic\naggregate count(*) as n",
        "9:30: expected an algorithm: auto, hash, radix or vector, found `magic`",
    ),
    (
        "duplicate alias",
        "BASE from S\njoin R on S.fk = R.key\naggregate count(*) as n, sum(R.payload) as n",
        "10:44: alias `n` is used twice",
    ),
    (
        "missing alias",
        "BASE from S\njoin R on S.fk = R.key\naggregate sum(R.payload)",
        "10:11: aggregate sum(R.payload) has no alias",
    ),
    (
        "sum of star",
        "BASE from S\njoin R on S.fk = R.key\naggregate sum(*) as s",
        "10:15: sum(*) is not defined: only count takes `*`",
    ),
    (
        "column of a semi join",
        "BASE from S\nsemi join R on S.fk = R.key\naggregate sum(R.payload) as s",
        "10:15: R.payload is not visible here: `R` is semied",
    ),
    (
        "filter over two tables",
        "BASE from S\njoin R on S.fk = R.key\nfilter S.fk = 1 or R.key = 2\naggregate count(*) as n",
        "10:1: filter reads columns of several tables (R, S)",
    ),
    (
        "constant out of range",
        "BASE from S\nfilter S.fk < -1\naggregate count(*) as n",
        "9:8: constant -1 does not fit S.fk of type u32",
    ),
    (
        "float constant on integer",
        "BASE from S\nfilter S.fk = 1.5\naggregate count(*) as n",
        "9:8: S.fk is u32; the constant 1.5 is not an integer",
    ),
    (
        "empty between",
        "BASE from S\nfilter S.fk between 9 and 1\naggregate count(*) as n",
        "9:8: `between 9 and 1` is empty",
    ),
    (
        "unqualified column",
        "BASE from S\nfilter fk = 1\naggregate count(*) as n",
        "9:8: expected `TABLE.COLUMN` (qualify `fk` with its table)",
    ),
    (
        "dense over f64",
        "table R (rows: 1K) { k f64 = dense() }\nfrom R aggregate count(*) as n",
        "1:22: column `R.k`: dense() makes integers, but the column is f64",
    ),
    (
        "dense overflows type",
        "table R (rows: 2^33) { k u32 = dense() }\nfrom R aggregate count(*) as n",
        "column `R.k`: dense() over 8589934592 rows needs keys up to 8589934592, more than u32 holds",
    ),
    (
        "hit out of range",
        "BASE table T (rows: 1) { k u32 = foreign(of: R.key, hit: 1.5) }\nfrom T aggregate count(*) as n",
        "column `T.k`: hit: 1.5 is not a fraction",
    ),
    (
        "foreign cycle",
        "table A (rows: 1) { k u32 = foreign(of: B.k) }\ntable B (rows: 1) { k u32 = foreign(of: A.k) }\nfrom A aggregate count(*) as n",
        "foreign() references form a cycle: A → B → A",
    ),
    (
        "copy of a later column",
        "table R (rows: 1) { a u32 = b  b u32 = 1 }\nfrom R aggregate count(*) as n",
        "1:29: column `R.a`: copies `b`, which is not a column declared before it",
    ),
    (
        "generator on a csv column",
        "table R (csv: \"r.csv\") { k u32 = seq() }\nfrom R aggregate count(*) as n",
        "column `R.k`: a column of a CSV table takes no generator",
    ),
    (
        "duplicate table",
        "table R (rows: 1) { k u32 = 1 }\ntable R (rows: 1) { k u32 = 1 }\nfrom R aggregate count(*) as n",
        "2:7: table `R` is declared twice",
    ),
    (
        "duplicate column",
        "table R (rows: 1) { k u32 = 1  k u32 = 2 }\nfrom R aggregate count(*) as n",
        "1:32: column `k` is declared twice in table `R`",
    ),
    (
        "unknown table parameter",
        "table R (size: 1) { k u32 = 1 }\nfrom R aggregate count(*) as n",
        "1:10: unknown table parameter `size`",
    ),
    (
        "three key columns",
        "table R (rows: 1) { a u32 = 1 b u32 = 1 c u32 = 1 }\ntable S (rows: 1) { a u32 = 1 b u32 = 1 c u32 = 1 }\nfrom S join R on S.a = R.a and S.b = R.b and S.c = R.c aggregate count(*) as n",
        "join of `R`: 3 key columns; jitjoin joins on one or two",
    ),
    (
        "grouping by a table not joined",
        "BASE from S aggregate count(*) as n group by R.key",
        "8:41: join of `R`: R.key is read, but the query does not join `R`",
    ),
    (
        "grouping by a float",
        "table R (rows: 1) { k u32 = 1  f f64 = 1.0 }\nfrom R aggregate count(*) as n group by R.f",
        "2:41: group by R.f: R.f is f64, and groups are formed on integer columns",
    ),
    (
        "ordering by what the result does not hold",
        "table R (rows: 1) { k u32 = 1  f f64 = 1.0 }\nfrom R aggregate count(*) as n group by R.k order by R.f",
        "2:54: order by R.f: not in the output",
    ),
    (
        "ordering by an unknown alias",
        "table R (rows: 1) { k u32 = 1 }\nfrom R aggregate count(*) as n group by R.k order by total desc",
        "order by a grouping column or an aggregate's alias: R.k, n",
    ),
    (
        "min of arithmetic",
        "table R (rows: 1) { a u32 = 1  b u32 = 1 }\nfrom R aggregate min(R.a * R.b) as m",
        "2:22: min(R.a * R.b) is not defined: only sum and avg take arithmetic",
    ),
    (
        "seventeen grouping columns",
        "table R (rows: 1) { a u32 = 1 b u32 = 1 c u32 = 1 d u32 = 1 e u32 = 1 f u32 = 1 g u32 = 1 h u32 = 1 \
         i u32 = 1 j u32 = 1 k u32 = 1 l u32 = 1 m u32 = 1 n u32 = 1 o u32 = 1 p u32 = 1 q u32 = 1 }\nfrom R \
         aggregate count(*) as n group by R.a, R.b, R.c, R.d, R.e, R.f, R.g, R.h, R.i, R.j, R.k, R.l, R.m, R.n, \
         R.o, R.p, R.q",
        "the number of grouping columns is 17, jitjoin accepts at most 16",
    ),
    (
        "summing strings",
        "table c (ssb: 0.01, table: customer)\nfrom c aggregate sum(c.c_nation) as s",
        "2:22: sum(c.c_nation) is not defined: c.c_nation is a string column",
    ),
    (
        "strings in arithmetic",
        "table c (ssb: 0.01, table: customer)\nfrom c aggregate sum(c.c_custkey + c.c_name) as s",
        "2:36: sum(c.c_custkey + c.c_name) is not defined: c.c_name is a string column",
    ),
    (
        "a string compared with a number",
        "table customer (ssb: 0.01)\nfrom customer filter customer.c_region = 2 aggregate count(*) as n",
        "2:22: customer.c_region is a string column, compared here with a number",
    ),
    (
        "a number compared with a string",
        "table R (rows: 1) { k u32 = 1 }\nfrom R filter R.k between 'a' and 'b' aggregate count(*) as n",
        "2:15: R.k is u32, compared here with a string",
    ),
    (
        "an empty string range",
        "table customer (ssb: 0.01)\nfrom customer filter customer.c_city between 'B' and 'A' aggregate count(*) as n",
        "`between 'B' and 'A'` is empty",
    ),
    (
        "a join on strings",
        "table customer (ssb: 0.01)\ntable supplier (ssb: 0.01)\nfrom customer join supplier on customer.c_nation = supplier.s_nation aggregate count(*) as n",
        "customer.c_nation is a string column, and join keys are integers",
    ),
    (
        "a generated string column",
        "table R (rows: 1) { s str = 1 }\nfrom R aggregate count(*) as n",
        "column `R.s`: a generated column holds numbers, not strings",
    ),
    (
        "a benchmark table that does not exist",
        "table orders (ssb: 1)\nfrom orders aggregate count(*) as n",
        "1:7: ssb has no table `orders`",
    ),
    (
        "a benchmark column that does not exist",
        "table part (ssb: 1)\nfrom part filter part.p_colour = 'red' aggregate count(*) as n",
        "2:23: table `part` has no column `p_colour`",
    ),
    (
        "a benchmark column declared with another type",
        "table part (ssb: 1) { p_partkey u32  p_brand1 u32 }\nfrom part aggregate count(*) as n",
        "1:38: column `p_brand1` is str in ssb's `part`",
    ),
];

#[test]
fn malformed_plans_fail_with_located_messages_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    assert!(MALFORMED.len() >= 20);
    for (what, text, expected) in MALFORMED {
        let text = text.replace("BASE ", BASE);
        let (out, path) = check_text(dir.path(), &text);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{what}: exit status; stderr: {err}");
        assert!(!err.contains("panicked"), "{what}: {err}");
        assert!(err.contains(expected), "{what}: expected `{expected}` in:\n{err}");
        assert!(err.contains(&format!("{}:", path.display())), "{what}: error names the file: {err}");
    }
}

#[test]
fn bad_arguments_and_data_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let fk = example("fk_sum.jj");
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec!["run".into(), fk.clone(), "--set".into(), "Q.rows=5".into()], "unknown table `Q`; tables: R, S"),
        (
            vec!["run".into(), fk.clone(), "--set".into(), "R.rowz=5".into()],
            "table `R` has no parameter `rowz`; it has: rows, seed",
        ),
        (vec!["run".into(), fk.clone(), "--set".into(), "R.rows=-5".into()], "a size cannot be negative"),
        (vec!["run".into(), fk.clone(), "--set".into(), "R.rows".into()], "expected TABLE.PARAM=VALUE"),
        (vec!["run".into(), fk.clone(), "--set".into(), "S.rows=2^40".into()], "of memory but only"),
        (vec!["run".into(), fk.clone(), "--set".into(), "R.rows=2^33".into()], "more than u32 holds"),
        (vec!["run".into(), fk.clone(), "--set".into(), "S.hit=2".into()], "hit: 2 is not a fraction"),
        (vec!["run".into(), fk.clone(), "--threads".into(), "0".into()], "--threads"),
        (vec!["run".into(), fk.clone(), "--threads".into(), "4000".into()], "--threads 4000: this process may use"),
        (
            vec![
                "gen".into(),
                fk.clone(),
                "--out".into(),
                dir.path().display().to_string(),
                "--threads".into(),
                "4000".into(),
            ],
            "jitjoin runs at most",
        ),
        (vec!["run".into(), fk.clone(), "--engine".into(), "llvm".into()], "invalid value 'llvm'"),
        (vec!["run".into(), dir.path().join("nope.jj").display().to_string()], "cannot read the plan"),
    ];
    for (args, expected) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = jitjoin(&args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: expected `{expected}` in {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn bad_csv_files_name_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("p.jj");
    std::fs::write(&plan, "table T (csv: \"t.csv\") { a u32  b f64 }\nfrom T aggregate count(*) as n, sum(T.b) as s")
        .unwrap();
    let cases = [
        ("a,b\n1,2.0\n3\n", "t.csv:3: 1 fields, but table `T` has 2 columns"),
        ("a,b\n1,2.0\nx,1.0\n", "t.csv:3: column `a`: `x` is not a u32"),
        ("a,b\n1,abc\n", "t.csv:2: column `b`: `abc` is not a f64"),
        ("a,b\n-1,2\n", "t.csv:2: column `a`: `-1` is not a u32"),
        ("b,a\n1,2\n", "t.csv:1: the header names columns [b, a], but table `T` declares [a, b]"),
    ];
    // A line of 3 MiB (a file of gigabytes in one line is refused the same way, after 1 MiB).
    let long = format!("a,b\n1,2.0\n{}\n", "7".repeat(3 << 20));
    let cases: Vec<(&str, &str)> =
        cases.into_iter().chain([(long.as_str(), "t.csv:3: a line longer than 1 MiB")]).collect();
    for (csv_text, expected) in cases {
        std::fs::write(dir.path().join("t.csv"), csv_text).unwrap();
        let out = jitjoin(&["run", plan.to_str().unwrap()]);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(expected), "expected `{expected}` in {err}");
    }
    std::fs::remove_file(dir.path().join("t.csv")).unwrap();
    let out = jitjoin(&["run", plan.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("t.csv: cannot read"), "{}", stderr(&out));

    std::fs::write(dir.path().join("t.csv"), "a,b\n").unwrap();
    let out = jitjoin(&["run", plan.to_str().unwrap(), "--format", "json"]);
    assert!(out.status.success(), "a header-only file is an empty table: {}", stderr(&out));
}

/// Every example on every engine gives the interpreter's answer; the JIT runs twice over one
/// kernel cache directory, the second time finding every kernel by its shape on disk without
/// lowering it.
#[test]
fn every_engine_runs_every_example_and_agrees() {
    let cache = tempfile::tempdir().unwrap();
    for name in examples() {
        let path = example(&name);
        let mut results = Vec::new();
        for engine in ["interp", "generic", "jit", "jit"] {
            let mut args = vec!["run", &path, "--engine", engine, "--format", "json"];
            args.extend_from_slice(small(&name));
            let out = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
                .args(&args)
                .env("JITJOIN_CACHE_DIR", cache.path())
                .env("JITJOIN_CALIBRATE", "0")
                .output()
                .unwrap();
            assert!(out.status.success(), "{name} {engine}: {}", stderr(&out));
            let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(v["engine"], engine);
            if results.len() == 3 {
                let kernels: Vec<_> =
                    v["kernels"].as_array().unwrap().iter().filter(|k| k["kernel"] != "finalize").collect();
                let lowered = kernels.iter().filter(|k| k["lowered"] == true).count();
                // A long `in` list's address is in its kernel's context, which no later
                // process shares: that kernel is lowered again (and found by its hash).
                if ["csv_join.jj", "parquet_join.jj"].contains(&name.as_str()) {
                    assert!(lowered < kernels.len(), "{name}: {kernels:?}");
                } else {
                    assert_eq!(lowered, 0, "{name}: the second JIT run finds its kernels by shape: {kernels:?}");
                }
            }
            let mut rows: Vec<String> =
                v["rows"].as_array().map_or(vec![], |r| r.iter().map(|x| x.to_string()).collect());
            rows.sort();
            // f64 sums may differ in the last bits between engines (other summation order).
            let ints: Vec<(String, String)> = v["results"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(k, x)| {
                    (k.clone(), if x.is_f64() { format!("{:.6}", x.as_f64().unwrap()) } else { x.to_string() })
                })
                .collect();
            results.push((ints, rows, v["rows_out"].clone()));
        }
        assert_eq!(results[0], results[1], "{name}: interp vs generic");
        assert_eq!(results[0], results[2], "{name}: interp vs jit");
        assert_eq!(results[0], results[3], "{name}: interp vs jit, kernels found by shape");
    }
}

#[test]
fn worker_placement_errors_name_what_is_available() {
    let fk = example("fk_sum.jj");
    let out = jitjoin(&["run", &fk, "--engine", "jit", "--cpus", "4000", "--set", "R.rows=1K", "--set", "S.rows=1K"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("CPU 4000 is not available to this process; available CPUs: 0"), "{}", stderr(&out));
    let out = jitjoin(&["run", &fk, "--engine", "generic", "--nodes", "9", "--set", "R.rows=1K", "--set", "S.rows=1K"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("NUMA node 9 does not exist"), "{}", stderr(&out));
    let out = jitjoin(&[
        "run",
        &fk,
        "--engine",
        "jit",
        "--cpus",
        "0",
        "--no-pin",
        "--set",
        "R.rows=1K",
        "--set",
        "S.rows=1K",
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn targets_lists_caches() {
    let out = jitjoin(&["targets"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for needle in ["isa", "cores", "numa", "L1", "L2"] {
        assert!(text.contains(needle), "{needle} in {text}");
    }
}

#[test]
fn targets_run_when_the_host_can_and_are_refused_otherwise() {
    let fk = example("fk_sum.jj");
    let small = ["--set", "R.rows=1K", "--set", "S.rows=4K", "--format", "json"];
    let mut args = vec!["run", &fk, "--target", "x86-64"];
    args.extend_from_slice(&small);
    let out = jitjoin(&args);
    if std::env::consts::ARCH == "x86_64" {
        assert!(out.status.success(), "{}", stderr(&out));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["target"], "x86-64 (x86_64-unknown-linux-gnu)");
        assert_eq!(v["results"]["n"], 4096);
    }
    let mut args = vec!["run", &fk, "--target", "kunpeng920"];
    args.extend_from_slice(&small);
    let out = jitjoin(&args);
    if std::env::consts::ARCH != "aarch64" {
        assert_eq!(out.status.code(), Some(2));
        assert!(
            stderr(&out).contains("target `kunpeng920` (aarch64-unknown-linux-gnu) cannot run on this")
                && stderr(&out).contains("jitjoin compile PLAN --target kunpeng920 --out DIR")
                && stderr(&out).contains("qemu-aarch64"),
            "{}",
            stderr(&out)
        );
    }
    let out = jitjoin(&["run", &fk, "--target", "pentium4"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("unknown target `pentium4`; targets: x86-64,"), "{}", stderr(&out));
    let out = jitjoin(&["targets"]);
    assert!(stdout(&out).contains("kunpeng920") && stdout(&out).contains("apple-m2"), "{}", stdout(&out));
}

#[test]
fn asm_prints_kernels_for_foreign_targets() {
    let fk = example("fk_sum.jj");
    let out = jitjoin(&["asm", &fk, "--target", "kunpeng920", "--set", "R.rows=1K", "--set", "S.rows=4K"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("; target kunpeng920 (aarch64-unknown-linux-gnu)"), "{text}");
    assert!(
        text.contains("; kernel build_0 — build `R`") && text.contains("; kernel probe_1 — probe pipeline over `S`")
    );
    assert!(text.contains("ldr w") && text.contains("casal"), "aarch64 code: {text}");
    let clif =
        jitjoin(&["asm", &fk, "--target", "x86-64", "--emit", "clif", "--set", "R.rows=1K", "--set", "S.rows=4K"]);
    // Kernels take their context block first and read every address from it.
    let text = stdout(&clif);
    assert!(text.contains("function u0:0(i64, i64, i64, i64) -> i64"), "{text}");
    assert!(text.contains("; context block (first argument): +0: R structure, +8: R.k"), "{text}");
    assert!(text.contains("load.i64 notrap aligned readonly v0+8"), "{text}");
    assert!(!text.contains("iconst.i64 0x"), "no address is an immediate: {text}");
    let bad = jitjoin(&["asm", &fk, "--target", "z80"]);
    assert_eq!(bad.status.code(), Some(2));
    // The emitted bytes, disassembled: Intel or AT&T syntax on x86-64, NEON lanes on aarch64.
    let asm = |target: &str, syntax: &str| {
        let out = jitjoin(&[
            "asm",
            &fk,
            "--target",
            target,
            "--emit",
            "asm",
            "--syntax",
            syntax,
            "--set",
            "R.rows=1K",
            "--set",
            "S.rows=4K",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let intel = asm("znver3", "intel");
    assert!(intel.contains("push rbp") && intel.contains("vpsubd xmm"), "{intel}");
    // Machine code is tied to the plan's operators.
    for op in ["; ── scan: the row loop", "; ── join 0: probe", "; ── build: insert", "; ── 4-wide SIMD front"]
    {
        assert!(intel.contains(op), "{op}: {intel}");
    }
    let att = asm("znver3", "att");
    assert!(att.contains("pushq %rbp") && att.contains("vpsubd"), "{att}");
    let a64 = asm("kunpeng920", "att");
    assert!(a64.contains("casal") && a64.contains(".4s"), "{a64}");
}

#[test]
fn explain_gives_decisions_with_their_numbers() {
    let fk = example("fk_sum.jj");
    let explain = |target: &str, sets: &[&str]| {
        let mut args = vec!["explain", fk.as_str(), "--target", target];
        args.extend(sets.iter().flat_map(|s| ["--set", s]));
        let out = jitjoin(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let text = explain("kunpeng920", &["R.rows=2^20", "S.rows=1K"]);
    assert!(text.starts_with("target kunpeng920 (aarch64-unknown-linux-gnu): L2 512.0 KiB, L3"), "{text}");
    assert!(text.contains("algorithm: vector") && text.contains("(1048576 rows over 1048576 values)"), "{text}");
    assert!(text.contains("vector: 1048576 elements of 4 B (payload − min + 1) = 4.0 MiB"), "{text}");
    assert!(text.contains("no partitioning: the vector (4.0 MiB) fits the L3"), "{text}");
    // Forced onto a hash table: the hash decisions.
    let hash = stdout(&jitjoin(&[
        "explain",
        &fk,
        "--target",
        "kunpeng920",
        "--algorithm",
        "hash",
        "--set",
        "R.rows=2^20",
        "--set",
        "S.rows=1K",
    ]));
    assert!(hash.contains("table: 2097152 slots × 8 B = 16.0 MiB"), "{hash}");
    assert!(hash.contains("hash: identity") && hash.contains("keys: unique → range check and one slot"), "{hash}");
    // Where the caches differ, so do the choices: at |R| = 2^26 ⋈ |S| = 2^27 the 256 MiB
    // vector is partitioned for the M2's 16 MiB last level, not for Ice Lake's 57 MiB L3; the
    // fan-out follows each L2.
    let big = ["R.rows=2^26", "S.rows=2^27"];
    let m2 = explain("apple-m2", &big);
    assert!(m2.contains("algorithm: radix+vector") && m2.contains("fan-out 2^8 (bands of 262144 positions"), "{m2}");
    // The passes prefetch their columns the M2 core's bandwidth-delay product ahead:
    // 100 ns × 100 GB/s over 8 cores = 1.25 KB, rounded up.
    assert!(m2.contains("partitioning passes prefetch their columns 2.0 KiB ahead (one core's"), "{m2}");
    let icx = explain("icelake-server", &big);
    assert!(icx.contains("algorithm: vector") && icx.contains("at most 8×"), "{icx}");
    assert!(!icx.contains("partitioning passes prefetch"), "nothing is partitioned: {icx}");
    let dup = stdout(&jitjoin(&[
        "explain",
        &example("dup_keys.jj"),
        "--set",
        "A.rows=1K",
        "--set",
        "B.rows=4K",
        "--set",
        "B.distinct=100",
    ]));
    assert!(
        dup.contains("hash: multiplicative: 4096 rows over 100 key values must repeat")
            && dup.contains("keys: duplicates"),
        "{dup}"
    );
}

/// explain says when the JIT probe runs a staged front, which join starts it, which joins
/// follow, and which columns the later passes read with prefetches ahead; a plan without a
/// selective join gets no front.
#[test]
fn explain_shows_the_staged_front() {
    let star = stdout(&jitjoin(&["explain", &example("star.jj"), "--target", "apple-m2"]));
    let line = star.lines().find(|l| l.contains("staged front (jit)")).unwrap_or_else(|| panic!("{star}"));
    // region = 2 of 5 regions keeps about a fifth; years 1993–1995 of seven about three in seven.
    assert!(line.contains("`supplier` (~2") && line.contains("tests every row, eight a turn"), "{line}");
    assert!(line.contains("then `date` (~4") && !line.contains("`part` (~"), "{line}");
    assert!(
        star.contains(
            "columns whose lines the kept rows mostly touch are prefetched 2.0 KiB ahead: `lineorder.orderdate`"
        ),
        "{star}"
    );
    // SSB Q1.2 keeps one month of dates, whose keys bunch: a compare on the fact's date key
    // starts the front. The later passes' rows are too few to prefetch their columns whole,
    // so the first pass runs a block ahead and the filter's lines at its rows are prefetched.
    let q = stdout(&jitjoin(&["explain", &example("ssb/q1.2.jj"), "--set", "*.scale=0.01"]));
    let line = q.lines().find(|l| l.contains("staged front (jit)")).unwrap_or_else(|| panic!("{q}"));
    assert!(
        line.contains("`lineorder.lo_orderdate` between `date`'s kept keys 19940101 ..= 19940131")
            && line.contains("4 rows to a SIMD compare; then `date` (~1 %), the probe table's filter"),
        "{line}"
    );
    assert!(!q.contains("mostly touch are prefetched"), "{q}");
    assert!(
        q.contains(
            "the first pass runs a block ahead of the rest, and the lines of `lineorder.lo_discount`, \
             `lineorder.lo_quantity` at the rows it keeps are prefetched then"
        ),
        "{q}"
    );
    // SSB Q2.3's part vector carries the brand in 1-byte elements: the first pass reads them
    // into SIMD lanes.
    let q = stdout(&jitjoin(&["explain", &example("ssb/q2.3.jj"), "--set", "*.scale=0.01"]));
    assert!(q.contains("`part` (~0 %) tests every row, eight a turn, its 1-byte elements read into SIMD lanes"), "{q}");
    let fk = stdout(&jitjoin(&["explain", &example("fk_sum.jj"), "--target", "apple-m2"]));
    assert!(!fk.contains("staged front"), "{fk}");
}

/// A grouped query: explain shows the group structure, the key ranges it was sized by (over
/// the rows the dimensions' filters keep), and the order; run writes its rows to a file.
#[test]
fn grouped_queries_explain_their_groups_and_write_their_rows() {
    let plan = example("star_groups.jj");
    let sets = ["--set", "lineorder.rows=64K", "--set", "part.rows=8K"];
    let out = jitjoin(&[&["explain", plan.as_str()][..], &sets].concat());
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(text.contains("aggregate revenue, n, max_quantity per group of date.year, part.category"), "{text}");
    assert!(text.contains("groups: dense group array: the keys' ranges span 35 combinations"), "{text}");
    // part.category is filtered to 6..10: five values, not the column's 25.
    assert!(
        text.contains("date.year: 7 value(s) from 1992") && text.contains("part.category: 5 value(s) from 6"),
        "{text}"
    );
    assert!(text.contains("sorted as `order by` says, first 20 kept"), "{text}");
    // A string grouping column shows its first word, not only its code.
    let out = jitjoin(&["explain", example("ssb/q2.1.jj").as_str(), "--set", "*.scale=0.01"]);
    let ssb = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(ssb.contains("part.p_brand1: 40 value(s) from 'MFGR#1201' (code "), "{ssb}");
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("g.csv");
    let out = jitjoin(&[&["run", plan.as_str(), "--out", csv.to_str().unwrap()][..], &sets].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let written = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(lines[0], "date.year,part.category,revenue,n,max_quantity");
    assert_eq!(lines.len(), 21, "a header and the 20 rows `limit` keeps: {written}");
    let revenue: Vec<i128> = lines[1..].iter().map(|l| l.split(',').nth(2).unwrap().parse().unwrap()).collect();
    assert!(revenue.windows(2).all(|w| w[0] >= w[1]), "ordered by revenue, descending: {revenue:?}");
}

#[test]
fn bench_sweeps_and_writes_json_and_svg() {
    let dir = tempfile::tempdir().unwrap();
    let (json, svg) = (dir.path().join("b.json"), dir.path().join("b.svg"));
    let out = jitjoin(&[
        "bench",
        &example("fk_sum.jj"),
        "--sweep",
        "R.rows=2^6..2^8",
        "--set",
        "S.rows=2^12",
        "--reps",
        "2",
        "--algorithm",
        "auto,radix",
        "--json",
        json.to_str().unwrap(),
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let table = stdout(&out);
    assert!(
        table.contains("median ms") && table.contains("first ms") && table.contains("radix (identity hash"),
        "{table}"
    );
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let m = v["measurements"].as_array().unwrap();
    // 3 points × 2 engines × 2 algorithms, each with 2 timed repetitions.
    assert_eq!(m.len(), 12);
    assert!(m.iter().all(|x| x["times_ms"].as_array().unwrap().len() == 2 && x["tuples"].as_u64() > Some(4096)));
    // The untimed warm-up run is kept apart from the timed ones.
    assert!(m.iter().all(|x| x["warmup_ms"].as_f64().is_some_and(|w| w > 0.0)));
    assert!(m.iter().any(|x| x["speedup_vs_generic"].as_f64().is_some_and(|s| s > 0.0)));
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("jit radix host"), "{svg}");
    let bad = jitjoin(&["bench", "--sweep", "R.rows=2^8..2^6"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("TABLE.PARAM=FROM..TO"), "{}", stderr(&bad));
    let foreign = jitjoin(&["bench", "--sweep", "R.rows=2^6..2^7", "--targets", "kunpeng920"]);
    assert_eq!(foreign.status.code(), Some(2));
}

#[test]
fn targets_take_triples_and_overrides() {
    let fk = example("fk_sum.jj");
    let small = ["--set", "R.rows=1K", "--set", "S.rows=4K"];
    let run = |args: &[&str]| {
        let mut a: Vec<&str> = args.to_vec();
        a.extend(small);
        jitjoin(&a)
    };
    // A bare triple compiles for that architecture's baseline; features add to it.
    let out = run(&["asm", &fk, "--target", "aarch64-unknown-linux-gnu", "--features", "+lse"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("; target aarch64-unknown-linux-gnu (features +lse)"), "{}", stdout(&out));
    assert!(stdout(&out).contains("casal"), "LSE compare-and-swap");
    let base = stdout(&run(&["asm", &fk, "--target", "aarch64-unknown-linux-gnu"]));
    assert!(!base.contains("casal") && base.contains("atomic_cas_loop"), "no LSE: a load-exclusive loop");
    // --cpu takes a preset's ISA and caches; --features takes some away again.
    let dup = example("dup_keys.jj");
    let ab = ["--set", "A.rows=1K", "--set", "B.rows=1K"];
    let dup_asm = |t: &[&str]| jitjoin(&[&["asm", dup.as_str()], t, &ab[..]].concat());
    let out = dup_asm(&["--target", "x86_64-unknown-linux-gnu", "--cpu", "znver3"]);
    assert!(stdout(&out).contains("vaddsd"), "{}", stdout(&out));
    let out = dup_asm(&["--target", "znver3", "--features=-avx"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stdout(&out).contains("vaddsd") && stdout(&out).contains("addsd"), "{}", stdout(&out));
    // The planner follows --l3 and --topology.
    let big = ["--set", "R.rows=2^22", "--set", "S.rows=2^23"];
    let mut a = vec!["explain", fk.as_str(), "--target", "x86-64", "--l3", "1MiB"];
    a.extend(big);
    let tiny_l3 = stdout(&jitjoin(&a));
    assert!(tiny_l3.contains("algorithm: radix+vector") && tiny_l3.contains("L3 (per 4 cores) 1.0 MiB"), "{tiny_l3}");
    let xml = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/two-socket-four-node.xml");
    let mut a = vec!["explain", fk.as_str(), "--target", "x86-64", "--topology", xml.to_str().unwrap()];
    a.extend(big);
    let topo = stdout(&jitjoin(&a));
    assert!(topo.contains("L2 512.0 KiB, L3 (per 4 cores) 32.0 MiB"), "{topo}");
    // Bad overrides are user errors that say what exists.
    let out = run(&["run", &fk, "--features", "+warp9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("unknown feature `warp9`"), "{}", stderr(&out));
    let out = run(&["run", &fk, "--target", "x86-64", "--cpu", "kunpeng920"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("aarch64 CPU"), "{}", stderr(&out));
    let out = run(&["run", &fk, "--target", "aarch64-unknown-linux-gnu"]);
    assert_eq!(out.status.code(), Some(2), "foreign architectures are refused by run");
    let out = run(&["explain", &fk, "--topology", "/no/such/machine.xml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("/no/such/machine.xml: No such file"), "{}", stderr(&out));
}

/// A sweep that changes only the probe table's size compiles its kernels once per process, and
/// says so in its JSON.
#[test]
fn a_probe_size_sweep_compiles_its_kernels_once() {
    let dir = tempfile::tempdir().unwrap();
    for algorithm in ["vector", "radix"] {
        let json = dir.path().join(format!("sweep-{algorithm}.json"));
        // Without the disk cache, which earlier processes may have filled with these kernels.
        let out = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
            .env("JITJOIN_KERNEL_CACHE", "0")
            .args(["bench", &example("fk_sum.jj"), "--sweep", "S.rows=1K..8K", "--set", "R.rows=2K"])
            .args(["--algorithm", algorithm])
            .args(["--engines", "jit", "--reps", "2", "--json", json.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        let rows = v["measurements"].as_array().unwrap_or_else(|| panic!("no measurements in {v}"));
        assert_eq!(rows.len(), 4, "{v}");
        let compiled: Vec<Vec<u64>> = rows
            .iter()
            .map(|r| r["kernels_compiled"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect())
            .collect();
        assert!(compiled[0][0] >= 2, "the first run compiles: {compiled:?}");
        let later: u64 = compiled.iter().flatten().skip(1).sum();
        assert_eq!(later, 0, "{algorithm}: nothing compiled after the first run: {compiled:?}");
        let first = |key: &str| rows[0][key].as_array().unwrap()[0].as_u64().unwrap();
        let cached = rows[3]["kernels_cached"].as_array().unwrap()[0].as_u64().unwrap();
        assert_eq!(cached, first("kernels_compiled") + first("kernels_cached"), "{v}");
    }
}

/// Every example, compiled ahead of time for every preset that runs here (aarch64 under qemu,
/// x86 natively when this CPU has the preset's extensions) and for the host, linked with the
/// reference host and run with `compile --run`, prints the interpreter's results.
#[test]
fn every_example_compiled_ahead_of_time_prints_the_interpreters_results() {
    let targets: Vec<String> = jitjoin::target::presets()
        .iter()
        .filter(|t| t.runs_on_host() || t.isa.triple.starts_with("aarch64"))
        .map(|t| t.name.to_string())
        .chain(["host".to_string()])
        .collect();
    for name in examples() {
        let path = example(&name);
        let want = jitjoin(&[&["run", &path, "--engine", "interp", "--format", "json"][..], small(&name)].concat());
        assert!(want.status.success(), "{name}: {}", stderr(&want));
        let want: serde_json::Value = serde_json::from_str(&stdout(&want)).unwrap();
        for target in &targets {
            let dir = tempfile::tempdir().unwrap();
            let out = dir.path().to_str().unwrap();
            let args =
                [&["compile", &path, "--target", target, "--out", out, "--run", "--threads", "2"][..], small(&name)]
                    .concat();
            let got = jitjoin(&args);
            if name == "nulls.jj" {
                // A host program reads no validity: refused, naming a column, with the way out.
                assert_eq!(got.status.code(), Some(2), "{name} {target}");
                assert!(
                    stderr(&got).contains("holds nulls, which a compiled host program does not read"),
                    "{}",
                    stderr(&got)
                );
                continue;
            }
            if name == "star_groups.jj" {
                // Nor does it keep groups yet: refused, with the way out.
                assert_eq!(got.status.code(), Some(2), "{name} {target}");
                assert!(
                    stderr(&got).contains("groups its aggregates (`group by`), which a compiled host program"),
                    "{}",
                    stderr(&got)
                );
                continue;
            }
            assert!(got.status.success(), "{name} {target}: {}", stderr(&got));
            let got: serde_json::Value = serde_json::from_str(&stdout(&got)).unwrap();
            assert_eq!(got["engine"], "aot");
            let results = |v: &serde_json::Value| {
                v["results"].as_object().cloned().unwrap_or_else(|| panic!("{name} {target}: no results in {v}"))
            };
            let (w, g) = (results(&want), results(&got));
            let (w, g) = (&w, &g);
            assert_eq!(w.keys().collect::<Vec<_>>(), g.keys().collect::<Vec<_>>(), "{name} {target}");
            for (k, v) in w {
                // Floats print with a point and may differ in the last bits (summation order).
                let ok = if v.to_string().contains('.') {
                    let (x, y) = (v.as_f64().unwrap(), g[k].as_f64().unwrap());
                    (x - y).abs() <= 1e-9 * x.abs().max(1.0)
                } else {
                    *v == g[k]
                };
                assert!(ok, "{name} {target}: {k}: interp {v} vs aot {}", g[k]);
            }
            assert_eq!(want["rows_out"], got["rows_out"], "{name} {target}");
            // An emit's rows (a global aggregate's one row is its results, above).
            if w.is_empty() {
                let text = |v: &serde_json::Value| {
                    let rows = v["rows"].as_array().unwrap_or_else(|| panic!("{name} {target}: no rows in {v}"));
                    let mut t: Vec<String> = rows.iter().map(|x| x.to_string()).collect();
                    t.sort();
                    t
                };
                assert_eq!(text(&want), text(&got), "{name} {target}");
            }
        }
    }
}

/// `compile --run` for aarch64 without the cross compiler (or qemu) installed is exit 2, naming
/// the Debian package to install; nothing is written.
#[test]
fn compile_run_without_the_cross_tools_names_the_package() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let got = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
        .args(["compile", &example("fk_sum.jj"), "--target", "kunpeng920", "--run", "--out", out.to_str().unwrap()])
        .env("PATH", dir.path())
        .output()
        .unwrap();
    assert_eq!(got.status.code(), Some(2), "{}", stderr(&got));
    assert!(
        stderr(&got).contains("aarch64-linux-gnu-gcc")
            && stderr(&got).contains("apt-get install gcc-aarch64-linux-gnu"),
        "{}",
        stderr(&got)
    );
    assert!(!out.exists(), "nothing written");
}

/// `compile` refuses what it cannot do with exit 2 and the reason: an unknown target, an
/// `--out` that is a file. Nothing is written.
#[test]
fn compile_refuses_bad_targets_and_outputs() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain-file");
    std::fs::write(&file, "x").unwrap();
    let fk = example("fk_sum.jj");
    let out = jitjoin(&["compile", &fk, "--target", "z80", "--out", dir.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("unknown target `z80`"), "{}", stderr(&out));
    let small = ["--set", "R.rows=100", "--set", "S.rows=100"];
    let mut args = vec!["compile", &fk, "--target", "x86-64", "--out", file.to_str().unwrap()];
    args.extend_from_slice(&small);
    let out = jitjoin(&args);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("not a directory"), "{}", stderr(&out));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "nothing written");
    // A string test compares with codes of this data's dictionaries, which a host program
    // run on other data would not share: refused, with the way out.
    let plan = dir.path().join("strings.jj");
    std::fs::write(
        &plan,
        "table customer (ssb: 0.01)\nfrom customer filter customer.c_region = 'ASIA' aggregate count(*) as n\n",
    )
    .unwrap();
    let outdir = dir.path().join("out");
    let out = jitjoin(&["compile", plan.to_str().unwrap(), "--out", outdir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("reads strings (a `str` column)"), "{}", stderr(&out));
}

/// Plans with thousands of columns, tables or joins are refused by number, before any data is
/// made, and quickly (the verifier looks at sizes before it walks the plan).
#[test]
fn plans_beyond_the_size_limits_exit_2_with_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let columns: String = (0..5000).map(|i| format!(" c{i} u32 = seq()")).collect();
    let tables: String = (0..3000).map(|i| format!("table T{i} (rows: 1) {{ k u32 = seq() }}\n")).collect();
    let joins: String = (1..=1000).map(|i| format!("join T{i} on T0.k = T{i}.k\n")).collect();
    let few: String = (0..=1000).map(|i| format!("table T{i} (rows: 1) {{ k u32 = seq() }}\n")).collect();
    let hundred: String = (0..=100).map(|i| format!("table T{i} (rows: 1) {{ k u32 = seq() }}\n")).collect();
    let cases = [
        (
            format!("table T (rows: 1) {{{columns} }}\nfrom T aggregate count(*) as n"),
            "the number of columns of table `T` is 5000, jitjoin accepts at most 2000",
        ),
        (
            format!("{tables}from T0 aggregate count(*) as n"),
            "the number of tables is 3000, jitjoin accepts at most 256",
        ),
        (format!("{few}from T0\n{joins}aggregate count(*) as n"), "the number of tables is 1001"),
        (
            format!("{hundred}from T0\n{}aggregate count(*) as n", &joins[..joins.find("join T101 ").unwrap()]),
            "the number of joins is 100, jitjoin accepts at most 64",
        ),
    ];
    for (text, expected) in cases {
        let t0 = std::time::Instant::now();
        let (out, _) = check_text(dir.path(), &text);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(expected), "expected `{expected}` in {}", &err[..err.len().min(2000)]);
        assert!(t0.elapsed().as_secs() < 20, "refused only after {:?}", t0.elapsed());
    }
}

/// `--numa` and `--virtual-nodes` on `run`: the JSON names the strategy, the placement of each
/// join and its costs; bad combinations exit 2 and say why.
#[test]
fn numa_strategies_run_and_report() {
    let fk = example("fk_sum.jj");
    let small = ["--set", "R.rows=4K", "--set", "S.rows=64K"];
    let run = |extra: &[&str]| {
        let mut a = vec!["run", fk.as_str()];
        a.extend_from_slice(extra);
        a.extend(small);
        jitjoin(&a)
    };
    let want = run(&["--engine", "interp", "--format", "json"]);
    let want: serde_json::Value = serde_json::from_str(&stdout(&want)).unwrap();
    for s in ["oblivious", "local", "replicate-fine", "replicate-coarse", "psn", "rr", "auto"] {
        let out = run(&["--numa", s, "--threads", "2", "--virtual-nodes", "2", "--format", "json"]);
        assert!(out.status.success(), "{s}: {}", stderr(&out));
        let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
        assert_eq!(v["results"], want["results"], "{s}");
        assert_eq!(v["numa"]["nodes"], 2, "{s}");
        let used = v["numa"]["strategy"].as_str().unwrap();
        assert!(s == "auto" || used == s, "{s}: ran {used}");
        assert!(v["numa"]["joins"]["R"].is_string() && v["timings_ms"]["numa_partition"].is_number(), "{v}");
    }
    // Radix partitioning under psn runs within each node's block.
    let out =
        run(&["--numa", "psn", "--algorithm", "radix", "--threads", "2", "--virtual-nodes", "2", "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["results"], want["results"]);
    assert!(v["algorithms"]["R"].as_str().unwrap().contains("partitions"), "{v}");
    let text = stdout(&run(&["--numa", "psn", "--threads", "2", "--virtual-nodes", "2"]));
    assert!(text.contains("numa      psn on 2 node(s)") && text.contains("numa partition"), "{text}");
    // On the four nodes of an XML topology, one worker each.
    let xml = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/two-socket-four-node.xml");
    let out = run(&["--topology", xml.to_str().unwrap(), "--cpus", "0,4,8,12", "--numa", "rr", "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!((v["numa"]["nodes"].as_u64(), &v["results"]), (Some(4), &want["results"]));
    // `--merge-nodes auto` merges each socket's two dies on the Kunpeng topology file.
    let kunpeng = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kunpeng920-2p.xml");
    for (merge, nodes) in [("auto", 2), ("off", 4), ("0,1,2/3", 2)] {
        let args =
            ["--topology", kunpeng.to_str().unwrap(), "--cpus", "0,32,64,96", "--numa", "psn", "--format", "json"];
        let out = run(&[&args[..], &["--merge-nodes", merge]].concat());
        assert!(out.status.success(), "{merge}: {}", stderr(&out));
        let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
        assert_eq!((v["numa"]["nodes"].as_u64(), &v["results"]), (Some(nodes), &want["results"]), "{merge}");
    }
    for (args, why) in [
        (&["--numa", "spread"][..], "choose auto or one of"),
        (&["--merge-nodes", "0/0"][..], "node 0 is named twice"),
        (&["--virtual-nodes", "3", "--threads", "2"][..], "--virtual-nodes 3 needs at least 3 workers"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(why), "{args:?}: {}", stderr(&out));
    }
}

/// `explain` prices every strategy on the target; `model` sweeps the cost model and writes
/// JSON and a plot; `bench --numa` shows each strategy's overheads.
#[test]
fn explain_model_and_bench_show_the_numa_strategies() {
    let fk = example("fk_sum.jj");
    let out = jitjoin(&["explain", &fk, "--target", "kunpeng920", "--set", "R.rows=64K", "--set", "S.rows=256K"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("numa: 4 node(s) of 32 cores") && text.contains("chosen:"), "{text}");
    for s in ["oblivious", "local", "replicate-fine", "replicate-coarse", "psn", "rr"] {
        assert!(text.lines().any(|l| l.trim_start().starts_with(s)), "{s}: {text}");
    }
    let dir = tempfile::tempdir().unwrap();
    let (json, svg) = (dir.path().join("m.json"), dir.path().join("m.svg"));
    let out = jitjoin(&[
        "model",
        &fk,
        "--target",
        "icelake-server",
        "--sweep",
        "R.rows=2^20..2^22",
        "--set",
        "S.rows=2^30",
        "--json",
        json.to_str().unwrap(),
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("psn/v") && stdout(&out).contains("not priced"), "{}", stdout(&out));
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let points = v["points"].as_array().unwrap();
    assert_eq!(points.len(), 3);
    assert!(points.iter().all(|p| p["candidates"].as_array().unwrap().len() == 18 && p["chosen"]["why"].is_string()));
    assert_eq!(v["machine"]["nodes"], 2);
    assert!(std::fs::read_to_string(&svg).unwrap().contains("psn vector"));
    let out = jitjoin(&[
        "bench",
        &fk,
        "--sweep",
        "R.rows=2^10..2^11",
        "--set",
        "S.rows=2^14",
        "--engines",
        "jit",
        "--reps",
        "1",
        "--numa",
        "local,replicate-coarse,psn",
        "--threads",
        "2",
        "--virtual-nodes",
        "2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let table = stdout(&out);
    assert!(table.contains("part ms") && table.contains("replicate-coarse") && table.contains("psn"), "{table}");
}

/// `calibrate` measures latency per node pair and bandwidth against threads, and stores them
/// where `--target host` reads them.
#[test]
fn calibrate_measures_and_stores() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
        .arg("calibrate")
        .env("JITJOIN_CACHE_DIR", dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("latency (ns per dependent load") && text.contains("read GB/s"), "{text}");
    let stored: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("calibration.json")).unwrap()).unwrap();
    let numa = &stored["numa"];
    let nodes = numa["nodes"].as_array().unwrap().len();
    assert_eq!(numa["latency_ns"].as_array().unwrap().len(), nodes);
    assert!(numa["latency_ns"][0][0].as_f64().unwrap() > 1.0);
    assert!(numa["bandwidth"].as_array().unwrap().iter().all(|b| b["read_gbs"].as_f64().unwrap() > 0.0));
    // The price of a fresh page, printed and stored; `explain` prices structures with it.
    assert!(text.contains("fresh pages           4 KiB page"), "{text}");
    assert!(stored["faults"]["page_4k_ns"].as_f64().unwrap() > 0.0, "{stored}");
    let explain = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
        .args(["explain", "--target", "host", "--set", "R.rows=16M", "--set", "S.rows=256M"])
        .env("JITJOIN_CACHE_DIR", dir.path())
        .output()
        .unwrap();
    assert!(stdout(&explain).contains("fresh pages (measured "), "{}", stdout(&explain));
    // The probe sweep, printed and stored: a random read per structure size against a radix
    // pass, which `auto` weighs for a structure beyond the cache (here a 256 MiB vector).
    assert!(text.contains("probe or partition") && text.contains("radix pass"), "{text}");
    let probe = &stored["probe"];
    assert!(probe["band"][1].as_f64().unwrap() > 0.0, "{stored}");
    let sizes = probe["sizes"].as_array().unwrap();
    assert!(!sizes.is_empty() && sizes.iter().all(|s| s["random_ns"].as_f64().unwrap() > 0.0), "{stored}");
    assert!(sizes.windows(2).all(|w| w[0]["bytes"].as_u64() < w[1]["bytes"].as_u64()), "{stored}");
    let explain = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
        .args(["explain", "--target", "host", "--set", "R.rows=64M", "--set", "S.rows=256M"])
        .env("JITJOIN_CACHE_DIR", dir.path())
        .output()
        .unwrap();
    assert!(stdout(&explain).contains(": measured per row, a prefetched random read"), "{}", stdout(&explain));
    // `--nodes auto` runs a bandwidth-bound plan where the calibration peaked.
    let run = |r: &str| {
        Command::new(env!("CARGO_BIN_EXE_jitjoin"))
            .args(["run", "--nodes", "auto", "--set", &format!("R.rows={r}"), "--set", "S.rows=64K"])
            .env("JITJOIN_CACHE_DIR", dir.path())
            .output()
            .unwrap()
    };
    let big = run("8M");
    assert!(big.status.success(), "{}", stderr(&big));
    assert!(
        stderr(&big).contains("bandwidth-bound") && stderr(&big).contains("measured the most read bandwidth"),
        "{}",
        stderr(&big)
    );
    let small = run("1K");
    assert!(stderr(&small).contains("fits the caches: all cores"), "{}", stderr(&small));
}

/// Kernels one process compiled serve the next one from the cache directory, found by their
/// shape without lowering them, with the same answers; a kernel file that is gone or damaged
/// is recompiled, a shape file that is gone is lowered again; `JITJOIN_KERNEL_CACHE=0` keeps
/// nothing.
#[test]
fn kernels_kept_on_disk_serve_the_next_process() {
    let dir = tempfile::tempdir().unwrap();
    let run = |engine: &str, cache: Option<&str>| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_jitjoin"));
        c.args(["run", "examples/star.jj", "--set", "lineorder.rows=10K", "--engine", engine, "--format", "json"])
            .env("JITJOIN_CACHE_DIR", dir.path())
            .env("JITJOIN_CALIBRATE", "0");
        if let Some(v) = cache {
            c.env("JITJOIN_KERNEL_CACHE", v);
        }
        let out = c.output().unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    // (name, from disk, lowered) of each kernel.
    let kernels = |v: &serde_json::Value| -> Vec<(String, bool, bool)> {
        v["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|k| k["kernel"] != "finalize")
            .map(|k| {
                let flag = |f: &str| k[f].as_bool().unwrap();
                (k["kernel"].as_str().unwrap().to_string(), flag("disk"), flag("lowered"))
            })
            .collect()
    };
    let files = |ext: &str| {
        std::fs::read_dir(dir.path().join("kernels"))
            .map_or(0, |d| d.filter(|f| f.as_ref().unwrap().path().extension().is_some_and(|x| x == ext)).count())
    };
    let want = run("interp", None)["results"].clone();
    let first = run("jit", None);
    assert_eq!(first["results"], want);
    let n = kernels(&first).len();
    assert!(n >= 4 && kernels(&first).iter().all(|k| !k.1 && k.2), "{first}");
    // star.jj: three build kernels and a probe kernel, each its own shape.
    assert_eq!((files("k"), files("s")), (n, n));
    let second = run("jit", None);
    assert_eq!(second["results"], want);
    assert!(kernels(&second).iter().all(|k| k.1 && !k.2), "every kernel from disk, none lowered: {second}");
    // Without the shape files, each kernel is lowered to find its file.
    let remove = |ext: &str| {
        for f in std::fs::read_dir(dir.path().join("kernels")).unwrap() {
            let p = f.unwrap().path();
            if p.extension().is_some_and(|x| x == ext) {
                std::fs::remove_file(p).unwrap();
            }
        }
    };
    remove("s");
    let lowered = run("jit", None);
    assert_eq!(lowered["results"], want);
    assert!(kernels(&lowered).iter().all(|k| k.1 && k.2), "from disk, lowered: {lowered}");
    assert_eq!(files("s"), n, "the shapes are stored again");
    // Without the kernel files, a shape names kernels that are gone: lowered and compiled.
    remove("k");
    let gone = run("jit", None);
    assert_eq!(gone["results"], want);
    assert!(kernels(&gone).iter().all(|k| !k.1 && k.2), "{gone}");
    // Cut every file short: each is a miss, compiled again, and the answers stay.
    for f in std::fs::read_dir(dir.path().join("kernels")).unwrap() {
        let p = f.unwrap().path();
        let bytes = std::fs::read(&p).unwrap();
        std::fs::write(&p, &bytes[..bytes.len() / 2]).unwrap();
    }
    let third = run("jit", None);
    assert_eq!(third["results"], want);
    assert!(kernels(&third).iter().all(|k| !k.1 && k.2), "{third}");
    // Switched off: nothing read, nothing written.
    std::fs::remove_dir_all(dir.path().join("kernels")).unwrap();
    let off = run("jit", Some("0"));
    assert_eq!(off["results"], want);
    assert_eq!(files("k") + files("s"), 0);
}

/// Nulls from a CSV file (empty fields) through `run`: the aggregates skip them (JSON `null`
/// for a sum of none), emitted nulls are empty CSV fields and Parquet nulls, on every engine.
#[test]
fn nulls_from_csv_to_every_output() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("o.csv"), "id,cust,amount\n1,10,5\n2,,7\n3,20,\n4,30,9\n5,10,\n").unwrap();
    std::fs::write(dir.path().join("c.csv"), "id,nation\n10,1\n20,\n,3\n30,4\n").unwrap();
    let tables = "table o (csv: \"o.csv\") { id u64  cust u32  amount i64 }\n\
                  table c (csv: \"c.csv\") { id u32  nation u32 }\nfrom o join c on o.cust = c.id\n";
    let agg = dir.path().join("agg.jj");
    std::fs::write(
        &agg,
        format!(
            "{tables}filter c.nation < 4 or c.nation > 3\naggregate count(*) as n, count(o.amount) as c, \
             sum(o.amount) as s, min(c.nation) as lo"
        ),
    )
    .unwrap();
    let rows = dir.path().join("rows.jj");
    std::fs::write(&rows, format!("{tables}emit o.id, o.amount, c.nation")).unwrap();
    // explain shows what the engines run instead: the derived columns, filters and keys.
    let out = jitjoin(&["explain", agg.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    for want in ["nulls: the query reads columns holding nulls", "amount?valid u32", "nation?valid u32", "filter: "] {
        assert!(stdout(&out).contains(want), "{want}:\n{}", stdout(&out));
    }
    for engine in ["interp", "generic", "jit"] {
        let out = jitjoin(&["run", agg.to_str().unwrap(), "--engine", engine, "--format", "json"]);
        assert!(out.status.success(), "{}", stderr(&out));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        // Rows 1, 4, 5 join with a nation (row 2's cust is null, row 3's nation is null).
        assert_eq!(v["results"]["n"], 3, "{engine}: {v}");
        assert_eq!(v["results"]["c"], 2, "{engine}: {v}");
        assert_eq!(v["results"]["s"], 14, "{engine}: {v}");
        assert_eq!(v["results"]["lo"], 1, "{engine}: {v}");
        let csv = dir.path().join(format!("{engine}.csv"));
        let out = jitjoin(&["run", rows.to_str().unwrap(), "--engine", engine, "--out", csv.to_str().unwrap()]);
        assert!(out.status.success(), "{}", stderr(&out));
        let mut lines: Vec<String> = std::fs::read_to_string(&csv).unwrap().lines().map(String::from).collect();
        lines.sort();
        assert_eq!(lines, ["1,5,1", "3,,", "4,9,4", "5,,1", "o.id,o.amount,c.nation"], "{engine}");
        let pq = dir.path().join(format!("{engine}.parquet"));
        let out = jitjoin(&["run", rows.to_str().unwrap(), "--engine", engine, "--out", pq.to_str().unwrap()]);
        assert!(out.status.success(), "{}", stderr(&out));
        let schema = jitjoin::runtime::data::files::file_schema(&pq, jitjoin::ir::plan::FileFormat::Parquet).unwrap();
        assert!(schema.field_with_name("o.amount").unwrap().is_nullable(), "{engine}");
    }
}

//! `jitjoin check` and the errors every subcommand gives: located messages, exit status 2.

use super::*;

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

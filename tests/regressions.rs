//! Regression tests for bugs users met: each repro from the report, run through the binary.

use std::path::Path;
use std::process::{Command, Output};

fn jitjoin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jitjoin")).args(args).output().expect("run jitjoin")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn write(dir: &Path, name: &str, text: impl AsRef<[u8]>) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// The result object of `run --format json`.
fn results(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "{}", stderr(out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    v["results"].clone()
}

fn run_all_engines(plan: &str, extra: &[&str]) -> serde_json::Value {
    let mut expected = None;
    for engine in ["interp", "generic", "jit"] {
        let mut args = vec!["run", plan, "--engine", engine, "--format", "json"];
        args.extend_from_slice(extra);
        let r = results(&jitjoin(&args));
        match &expected {
            None => expected = Some(r),
            Some(e) => assert_eq!(&r, e, "{engine} disagrees with interp on {plan}"),
        }
    }
    expected.unwrap()
}

const R10: &str = "table R (rows: 10) { x u32 = seq() }\nfrom R\n";

#[test]
fn deep_nesting_is_a_located_error_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let parens = format!("{R10}filter {}R.x = 1{}\naggregate count(*) as n\n", "(".repeat(5000), ")".repeat(5000));
    let nots = format!("{R10}filter {}R.x = 1\naggregate count(*) as n\n", "not ".repeat(100_000));
    for (name, text) in [("parens.jj", parens), ("nots.jj", nots)] {
        let p = write(dir.path(), name, text);
        for cmd in ["check", "run", "explain"] {
            let out = jitjoin(&[cmd, &p]);
            assert_eq!(out.status.code(), Some(2), "{cmd} {name}: {}", stderr(&out));
            let e = stderr(&out);
            assert!(e.contains(&format!("{name}:3:")) && e.contains("256 levels"), "{cmd} {name}: {e}");
        }
    }
    // 255 levels are within the limit, and every engine agrees on them.
    let ok = format!("{R10}filter {}R.x = 1{}\naggregate count(*) as n\n", "(".repeat(254), ")".repeat(254));
    let p = write(dir.path(), "ok.jj", ok);
    assert_eq!(run_all_engines(&p, &[])["n"], 1);
}

#[test]
fn long_and_or_chains_are_flat() {
    let dir = tempfile::tempdir().unwrap();
    // 100,000 equalities on one column become one searched `in` list.
    let ors: Vec<String> = (0..100_000).map(|i| format!("R.x = {}", i * 3)).collect();
    let p = write(dir.path(), "or.jj", format!("{R10}filter {}\naggregate count(*) as n\n", ors.join(" or ")));
    assert_eq!(run_all_engines(&p, &[])["n"], 4, "0, 3, 6, 9");
    let out = jitjoin(&["check", &p]);
    assert!(out.status.success(), "{}", stderr(&out));
    // The same as a written 100,000-value list (the report's 16 s compile), searched.
    let vals: Vec<String> = (0..100_000).map(|i| (i * 3).to_string()).collect();
    let p = write(dir.path(), "in.jj", format!("{R10}filter R.x in ({})\naggregate count(*) as n\n", vals.join(", ")));
    assert_eq!(run_all_engines(&p, &[])["n"], 4);
    // 100,000 other comparisons are over the compile limit: exit 2 with the limit.
    let ands: Vec<String> = (0..100_000).map(|i| format!("R.x < {}", i + 5)).collect();
    let p = write(dir.path(), "and.jj", format!("{R10}filter {}\naggregate count(*) as n\n", ands.join(" and ")));
    let out = jitjoin(&["check", &p]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("at most 4096"), "{}", stderr(&out));
    // A long chain within the limit runs everywhere.
    let ands: Vec<String> = (0..4000).map(|i| format!("R.x < {}", i + 5)).collect();
    let p = write(dir.path(), "and2.jj", format!("{R10}filter {}\naggregate count(*) as n\n", ands.join(" and ")));
    assert_eq!(run_all_engines(&p, &[])["n"], 5);
}

#[test]
fn long_in_lists_are_searched_on_every_engine() {
    let dir = tempfile::tempdir().unwrap();
    let t = "table T (rows: 1000, seed: 3) {\n  a i64 = uniform(-500, 500)\n  b u64 = uniform(0, 2000)\n  c f64 = uniform(-5.0, 5.0)\n}\nfrom T\n";
    let a: Vec<String> = (-300..300).step_by(7).map(|v| v.to_string()).collect();
    let b: Vec<String> = (0..2000).step_by(3).map(|v| v.to_string()).collect();
    let text = format!(
        "{t}filter T.a in ({}) or T.b in ({}) or T.c in (0.0, -0.0, 1.5)\naggregate count(*) as n, sum(T.a) as s\n",
        a.join(", "),
        b.join(", ")
    );
    let p = write(dir.path(), "in.jj", text);
    let r = run_all_engines(&p, &[]);
    assert!(r["n"].as_u64().unwrap() > 300, "{r}");
}

#[test]
fn many_joins_and_aggregates_are_refused_beyond_the_limits() {
    let dir = tempfile::tempdir().unwrap();
    let joins = |n: usize| {
        let mut s = String::from("table S (rows: 10, seed: 1) { k u32 = seq() }\n");
        for i in 0..n {
            s += &format!("table B{i} (rows: 10, seed: {}) {{ k u32 = seq() }}\n", i + 2);
        }
        s += "from S\n";
        for i in 0..n {
            s += &format!("semi join B{i} on S.k = B{i}.k\n");
        }
        s + "aggregate count(*) as n\n"
    };
    let p = write(dir.path(), "j64.jj", joins(64));
    assert_eq!(run_all_engines(&p, &[])["n"], 10);
    let p = write(dir.path(), "j65.jj", joins(65));
    let out = jitjoin(&["check", &p]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("number of joins is 65, jitjoin accepts at most 64"), "{}", stderr(&out));

    let aggs = |n: usize| {
        let items: Vec<String> = (0..n).map(|i| format!("sum(S.k) as a{i}")).collect();
        format!("table S (rows: 100, seed: 1) {{ k u32 = seq() }}\nfrom S\naggregate {}\n", items.join(", "))
    };
    let p = write(dir.path(), "a2000.jj", aggs(2000));
    let r = run_all_engines(&p, &[]);
    assert_eq!((r["a0"].clone(), r["a1999"].clone()), (4950.into(), 4950.into()));
    let p = write(dir.path(), "a2001.jj", aggs(2001));
    assert_eq!(jitjoin(&["check", &p]).status.code(), Some(2));
}

#[test]
fn foreign_keys_that_do_not_fit_their_column_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let text = "table R (rows: 100, seed: 7) { k i64 = uniform(-50, 50) }\ntable S (rows: 1000, seed: 8) { fk u32 = foreign(of: R.k) }\nfrom S\naggregate min(S.fk) as mn, max(S.fk) as mx\n";
    let p = write(dir.path(), "fk.jj", text);
    let out = jitjoin(&["run", &p]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let e = stderr(&out);
    assert!(e.contains("`fk`") && e.contains("[-50, 50]") && e.contains("u32"), "{e}");
    let text = "table R (rows: 100, seed: 7) { k u64 = uniform(1099511627776, 1099511628776) }\ntable S (rows: 1000, seed: 8) { fk i32 = foreign(of: R.k) }\nfrom S\naggregate count(*) as n\n";
    let p = write(dir.path(), "fk2.jj", text);
    assert_eq!(jitjoin(&["run", &p]).status.code(), Some(2));
    // A type that holds the range is fine, and the keys stay in it.
    let text = "table R (rows: 100, seed: 7) { k i64 = uniform(-50, 50) }\ntable S (rows: 1000, seed: 8) { fk i32 = foreign(of: R.k) }\nfrom S\naggregate min(S.fk) as mn, max(S.fk) as mx\n";
    let p = write(dir.path(), "fk3.jj", text);
    let r = run_all_engines(&p, &[]);
    assert!(r["mn"].as_i64().unwrap() >= -50 && r["mx"].as_i64().unwrap() <= 50, "{r}");
}

#[test]
fn zipf_over_a_whole_64_bit_range_works() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "keys.csv", "k\n0\n18446744073709551615\n");
    let text = "table R (csv: \"keys.csv\") { k u64 }\ntable S (rows: 1000, seed: 2) { fk u64 = foreign(of: R.k, dist: zipf(1.0)) }\nfrom S\njoin R on S.fk = R.k\naggregate count(*) as n\n";
    let p = write(dir.path(), "zipf.jj", text);
    let r = run_all_engines(&p, &[]);
    // Zipf(1) over 2^64 ranks puts most keys on the first rank, 0, which matches.
    assert!(r["n"].as_u64().unwrap() > 0, "{r}");
}

#[test]
fn f64_uniform_stays_below_hi() {
    let dir = tempfile::tempdir().unwrap();
    let text = "table T (rows: 5000, seed: 1) { x f64 = uniform(1000000000000000.0, 1000000000000001.0) }\nfrom T\nfilter T.x >= 1000000000000001.0\naggregate count(*) as n\n";
    let p = write(dir.path(), "u.jj", text);
    assert_eq!(run_all_engines(&p, &[])["n"], 0);
    let empty = "table T (rows: 5, seed: 1) { x f64 = uniform(1.0, 1.0) }\nfrom T\naggregate count(*) as n\n";
    let p = write(dir.path(), "e.jj", empty);
    let out = jitjoin(&["check", &p]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("is empty"), "{}", stderr(&out));
}

#[test]
fn small_defects_say_where_and_what() {
    let dir = tempfile::tempdir().unwrap();
    // Invalid UTF-8: the byte's line and column.
    let p =
        write(dir.path(), "bad.jj", b"table R (rows: 1) { x u32 = 1 }\nfrom R\n# caf\xe9\naggregate count(*) as n\n");
    let out = jitjoin(&["check", &p]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("bad.jj:3:6: the plan is not UTF-8"), "{}", stderr(&out));
    // A huge CSV field is cut in the message (lines beyond 1 MiB are refused as such, see
    // tests/cli.rs).
    let big = "9".repeat(500_000) + "x";
    write(dir.path(), "big.csv", format!("k\n1\n{big}\n"));
    let p = write(dir.path(), "csv.jj", "table R (csv: \"big.csv\") { k u32 }\nfrom R\naggregate count(*) as n\n");
    let out = jitjoin(&["run", &p]);
    assert_eq!(out.status.code(), Some(2));
    let e = stderr(&out);
    assert!(e.len() < 1000 && e.contains("500001 bytes"), "{} bytes: {}", e.len(), &e[..e.len().min(300)]);
    // Write failures say "cannot write".
    let out = jitjoin(&["run", "--out", "/proc/x/y.csv", &write(dir.path(), "emit.jj", format!("{R10}emit R.x\n"))]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot write"), "{}", stderr(&out));
    let file = write(dir.path(), "file", "");
    let out = jitjoin(&["gen", &write(dir.path(), "g.jj", format!("{R10}emit R.x\n")), "--out", &file]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot write"), "{}", stderr(&out));
}

#[test]
fn host_target_and_its_overrides_run_here() {
    let fk = format!("{}/examples/fk_sum.jj", env!("CARGO_MANIFEST_DIR"));
    let small = ["--set", "R.rows=1K", "--set", "S.rows=4K", "--format", "json"];
    for extra in [&["--target", "host"][..], &["--l3", "32MiB"], &["--features", "+avx2"]] {
        let mut args = vec!["run", fk.as_str()];
        args.extend_from_slice(extra);
        args.extend_from_slice(&small);
        let out = jitjoin(&args);
        // `+avx2` on a CPU without AVX2 is rightly refused; every x86-64 CPU we run on has it.
        assert!(out.status.success(), "{extra:?}: {}", stderr(&out));
    }
}

#[test]
fn heavily_duplicated_build_keys_build_in_linear_time() {
    let dir = tempfile::tempdir().unwrap();
    // The report's repro: 400,000 equal keys on the build side of an anti join.
    let anti = "table R (rows: 400000, seed: 1) { k u64 = 7 }\ntable S (rows: 100, seed: 2) { k u64 = uniform(6, 8) }\nfrom S\nanti join R on S.k = R.k\naggregate count(*) as n\n";
    let p = write(dir.path(), "anti.jj", anti);
    for algo in ["hash", "auto"] {
        let n = run_all_engines(&p, &["--algorithm", algo])["n"].as_u64().unwrap();
        assert!(n > 0 && n < 100, "{n}");
    }
    // A two-column semi join with two distinct keys, and inner joins whose output multiplies.
    let semi = "table R (rows: 100000, seed: 1) { a u32 = dup(distinct: 2)\n b u32 = 1 }\ntable S (rows: 1000, seed: 2) { a u32 = uniform(0, 3)\n b u32 = uniform(0, 2) }\nfrom S\nsemi join R on S.a = R.a and S.b = R.b\naggregate count(*) as n\n";
    let p = write(dir.path(), "semi.jj", semi);
    run_all_engines(&p, &["--threads", "2"]);
    let inner = "table R (rows: 20000, seed: 1) { k i64 = dup(distinct: 1)\n p u32 = uniform(0, 9)\n q i64 = 3 }\ntable S (rows: 50, seed: 2) { k i64 = uniform(0, 2) }\nfrom S\njoin R on S.k = R.k and S.k = R.q using hash\nfilter R.p <> 4\naggregate count(*) as n, sum(R.p) as s, min(R.p) as lo, max(R.p) as hi\n";
    let p = write(dir.path(), "inner.jj", inner);
    for threads in ["1", "2"] {
        run_all_engines(&p, &["--threads", threads]);
    }
    // One key column, three keys of about 6,700 rows each: past CLUSTER_DUPS, rows go to runs.
    let single = "table R (rows: 20000, seed: 1) { k u32 = dup(distinct: 3)\n p u32 = uniform(0, 9) }\ntable S (rows: 50, seed: 2) { k u32 = uniform(0, 4) }\nfrom S\njoin R on S.k = R.k\naggregate count(*) as n, sum(R.p) as s\n";
    let p = write(dir.path(), "single.jj", single);
    for algo in ["hash", "radix"] {
        for threads in ["1", "2"] {
            run_all_engines(&p, &["--threads", threads, "--algorithm", algo]);
        }
    }
    let emit = "table R (rows: 5000, seed: 1) { k u32 = dup(distinct: 3)\n p u32 = seq() }\ntable S (rows: 7, seed: 2) { k u32 = uniform(1, 3) }\nfrom S\njoin R on S.k = R.k using radix\nemit S.k, R.p limit 1000000\n";
    let p = write(dir.path(), "emit.jj", emit);
    let mut counts = Vec::new();
    for engine in ["interp", "generic", "jit"] {
        let out = jitjoin(&["run", &p, "--engine", engine, "--format", "json"]);
        assert!(out.status.success(), "{}", stderr(&out));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let mut rows: Vec<String> = v["rows"].as_array().unwrap().iter().map(|r| r.to_string()).collect();
        rows.sort();
        counts.push(rows);
    }
    assert_eq!(counts[0], counts[1]);
    assert_eq!(counts[0], counts[2]);
}

#[test]
fn a_run_that_must_calibrate_says_so_and_how_long_it_took() {
    let dir = tempfile::tempdir().unwrap();
    let run = || {
        Command::new(env!("CARGO_BIN_EXE_jitjoin"))
            .args(["run", "--set", "R.rows=1K", "--set", "S.rows=4K"])
            .env("JITJOIN_CACHE_DIR", dir.path())
            .env_remove("JITJOIN_CALIBRATE")
            .output()
            .unwrap()
    };
    let first = run();
    assert!(first.status.success(), "{}", stderr(&first));
    let e = stderr(&first);
    assert!(e.contains("measuring this machine's caches") && e.contains("measured in "), "{e}");
    let again = run();
    assert!(!stderr(&again).contains("measuring"), "stored, so not measured again: {}", stderr(&again));
}

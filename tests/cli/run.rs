//! `jitjoin run` (and `sql`) and `gen`: data in and out, every engine, workers, NUMA, the kernel cache on disk.

use super::*;

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
            // f64 sums may differ in the last bits between engines and runs (each adds in its
            // own order): compared to six decimals, in the rows as in the results.
            let cell = |x: &serde_json::Value| match x.as_f64() {
                Some(f) if x.is_f64() => format!("{f:.6}"),
                _ => x.to_string(),
            };
            let mut rows: Vec<String> = v["rows"].as_array().map_or(vec![], |r| {
                r.iter()
                    .map(|row| {
                        row.as_array().map_or_else(|| cell(row), |c| c.iter().map(cell).collect::<Vec<_>>().join(","))
                    })
                    .collect()
            });
            rows.sort();
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

/// Kernels that run over few rows are compiled in the quick tier (no optimisation passes,
/// single-pass register allocation), the others in the default tier; the JSON report says
/// which, and the answer is the interpreter's either way.
#[test]
fn kernels_over_few_rows_are_compiled_in_the_quick_tier() {
    let run_with = |s_rows: &str, engine: &str, more: &[&str]| {
        let set = format!("S.rows={s_rows}");
        let mut args = vec!["run", "--set", "R.rows=1000", "--set", &set, "--engine", engine, "--format", "json"];
        args.extend_from_slice(more);
        let out = jitjoin(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let run = |s_rows: &str, engine: &str| run_with(s_rows, engine, &[]);
    let tiers = |v: &serde_json::Value| -> Vec<(String, String)> {
        let kernels = v["kernels"].as_array().unwrap().iter().filter(|k| k["kernel"] != "finalize");
        kernels.map(|k| (k["kernel"].as_str().unwrap().to_string(), k["tier"].as_str().unwrap().to_string())).collect()
    };
    let tier_of = |v: &serde_json::Value, prefix: &str| -> Vec<String> {
        tiers(v).into_iter().filter(|(k, _)| k.starts_with(prefix)).map(|(_, t)| t).collect()
    };
    // 5 000 probe rows: every kernel quick. 70 000 (above 2^16): the probe kernel in the
    // default tier, the build kernel over R's 1 000 rows still quick.
    let small = run("5000", "jit");
    assert_eq!(tier_of(&small, "probe"), ["quick"], "{:?}", tiers(&small));
    assert_eq!(tier_of(&small, "build"), ["quick"], "{:?}", tiers(&small));
    let large = run("70000", "jit");
    assert_eq!(tier_of(&large, "probe"), ["default"], "{:?}", tiers(&large));
    assert_eq!(tier_of(&large, "build"), ["quick"], "{:?}", tiers(&large));
    // The tier follows the table, not the block: a radix-partitioned probe side of 70 000
    // rows probed in blocks of 4 096 gets the default tier for every block.
    let blocks = run_with("70000", "jit", &["--algorithm", "radix", "--probe-block-rows", "4096"]);
    assert!(blocks["probe_blocks"].as_u64().unwrap() > 1, "{blocks}");
    assert_eq!(tier_of(&blocks, "probe"), ["default"], "{:?}", tiers(&blocks));
    for (rows, got) in [("5000", &small), ("70000", &large), ("70000", &blocks)] {
        assert_eq!(got["results"], run(rows, "interp")["results"], "S.rows={rows}");
    }
}

/// With no kernels on disk, the probe kernel is compiled on another thread while the builds
/// run and the probe takes it (`ahead` in the report); the next process finds it on disk.
/// Where a build finds runs of duplicate keys, which the kernel compiled ahead assumed
/// away, the probe compiles the kernel it needs instead; the answers are the interpreter's.
#[test]
fn the_probe_kernel_is_compiled_while_the_builds_run() {
    let dir = tempfile::tempdir().unwrap();
    let run = |plan: &str, engine: &str, more: &[&str]| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_jitjoin"));
        c.args(["run", plan, "--engine", engine, "--format", "json"])
            .args(more)
            .env("JITJOIN_CACHE_DIR", dir.path())
            .env("JITJOIN_CALIBRATE", "0");
        let out = c.output().unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    // The kernels (name prefix, ahead, from disk) of a run.
    let kernels = |v: &serde_json::Value| -> Vec<(String, bool, bool)> {
        let all = v["kernels"].as_array().unwrap().iter().filter(|k| k["kernel"] != "finalize");
        all.map(|k| {
            let name = k["kernel"].as_str().unwrap();
            (name.split('_').next().unwrap().to_string(), k["ahead"].as_bool().unwrap(), k["disk"].as_bool().unwrap())
        })
        .collect()
    };
    let ahead =
        |v: &serde_json::Value| -> Vec<String> { kernels(v).into_iter().filter(|k| k.1).map(|k| k.0).collect() };
    let star = ["--set", "lineorder.rows=100K"];
    let want = run("examples/star.jj", "interp", &star)["results"].clone();
    let first = run("examples/star.jj", "jit", &star);
    assert_eq!(first["results"], want);
    assert_eq!(ahead(&first), ["probe"], "{:?}", kernels(&first));
    let (wait, work) =
        (first["timings_ms"]["compile"].as_f64().unwrap(), first["timings_ms"]["compile_work"].as_f64().unwrap());
    assert!(work >= wait, "the work on every thread ({work} ms) holds the query's wait ({wait} ms)");
    let second = run("examples/star.jj", "jit", &star);
    assert_eq!(second["results"], want);
    assert!(
        kernels(&second).iter().all(|k| k.2 && !k.1),
        "the probe kernel compiled ahead was stored: {:?}",
        kernels(&second)
    );
    // A radix-partitioned probe side is not known before its partitioning: nothing ahead.
    let radix = run("examples/star.jj", "jit", &["--set", "lineorder.rows=100K", "--algorithm", "radix"]);
    assert_eq!(radix["results"], want);
    assert!(ahead(&radix).is_empty(), "{:?}", kernels(&radix));
    // Duplicate keys in the build: the kernel compiled ahead is not the one the probe needs.
    let dups = dir.path().join("dups.jj");
    std::fs::write(
        &dups,
        "table d (rows: 3000, seed: 1) { id u32 = uniform(0, 999)  v u32 = uniform(0, 9) }\n\
         table f (rows: 20000, seed: 2) { k u32 = uniform(0, 1999)  x u64 = uniform(1, 100) }\n\
         from f join d on f.k = d.id\naggregate count(*) as n, sum(f.x) as s, sum(d.v) as t\n",
    )
    .unwrap();
    let dups = dups.to_str().unwrap();
    let got = run(dups, "jit", &[]);
    assert_eq!(got["results"], run(dups, "interp", &[])["results"]);
    assert!(ahead(&got).is_empty(), "{:?}", kernels(&got));
    assert!(kernels(&got).iter().any(|k| k.0 == "probe"), "{:?}", kernels(&got));
}

/// `JITJOIN_ADAPTIVE=1`: a phase of at most 2^16 rows whose kernel is not compiled runs on
/// the generic engine whole, compiling nothing. `switch`: a larger one starts there while its
/// kernel compiles and takes the kernel at a later morsel, and the kernels still compiling
/// when the query is done are stored for the next process. Every answer is the interpreter's.
#[test]
fn a_phase_whose_kernel_is_not_compiled_starts_on_the_generic_engine() {
    let dir = tempfile::tempdir().unwrap();
    let run = |adaptive: &str, engine: &str, sizes: [&str; 2]| {
        let out = Command::new(env!("CARGO_BIN_EXE_jitjoin"))
            .args(["run", "--engine", engine, "--format", "json", "--set", sizes[0], "--set", sizes[1]])
            .env("JITJOIN_CACHE_DIR", dir.path())
            .env("JITJOIN_CALIBRATE", "0")
            .env("JITJOIN_ADAPTIVE", adaptive)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let generic = |v: &serde_json::Value| (v["generic_rows"]["build"].as_u64(), v["generic_rows"]["probe"].as_u64());
    let compiled = |v: &serde_json::Value| {
        v["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|k| k["kernel"] != "finalize" && !k["disk"].as_bool().unwrap())
            .count()
    };
    let small = ["R.rows=1K", "S.rows=10K"];
    let want = run("0", "interp", small)["results"].clone();
    let got = run("1", "jit", small);
    assert_eq!(got["results"], want);
    assert_eq!(generic(&got), (Some(1024), Some(10240)), "every row on the generic engine");
    assert_eq!(compiled(&got), 0, "no kernel compiled for a small phase: {}", got["kernels"]);
    let waited = run("0", "jit", small);
    assert_eq!(waited["results"], want);
    assert_eq!(generic(&waited), (Some(0), Some(0)));
    assert!(compiled(&waited) > 0);

    // Larger than 2^16 rows: the build starts on the generic engine while its kernel
    // compiles; its first morsel always runs there.
    let large = ["R.rows=128K", "S.rows=256K"];
    let want = run("0", "interp", large)["results"].clone();
    let first = run("switch", "jit", large);
    assert_eq!(first["results"], want);
    let (build, probe) = generic(&first);
    assert!(build.unwrap() > 0 && build.unwrap() <= 128 << 10, "{build:?}");
    assert!(probe.unwrap() <= 256 << 10, "{probe:?}");
    // Every kernel was stored, taken or not: the next process finds them and starts on none.
    let second = run("switch", "jit", large);
    assert_eq!(second["results"], want);
    assert_eq!(generic(&second), (Some(0), Some(0)), "{}", second["kernels"]);
    assert_eq!(compiled(&second), 0, "{}", second["kernels"]);
}

//! `jitjoin bench` and `model`: sweeps, suites, JSON and plots.

use super::*;

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
    // Every strategy × algorithm is priced, radix under psn and rr too.
    let text = stdout(&out);
    assert!(
        text.contains("psn/v") && text.contains("psn/r") && text.contains("rr/r") && !text.contains("not priced"),
        "{text}"
    );
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

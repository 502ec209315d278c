//! `jitjoin compile`: objects ahead of time, linked with the reference host and run.

use super::*;

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

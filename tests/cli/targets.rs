//! `jitjoin targets` and `calibrate`: presets, the host, triples and overrides.

use super::*;

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
    // `--nodes auto` prices the plan on every node count and measured thread count per node,
    // and says what it chose and from which bandwidth.
    let run = |r: &str| {
        Command::new(env!("CARGO_BIN_EXE_jitjoin"))
            .args(["run", "--nodes", "auto", "--set", &format!("R.rows={r}"), "--set", "S.rows=64K"])
            .env("JITJOIN_CACHE_DIR", dir.path())
            .output()
            .unwrap()
    };
    for r in ["8M", "1K"] {
        let out = run(r);
        assert!(out.status.success(), "{}", stderr(&out));
        let e = stderr(&out);
        assert!(
            e.contains("--nodes auto: ")
                && e.contains(" is predicted at ")
                && e.contains("as `jitjoin calibrate` measured it"),
            "{e}"
        );
        assert!(e.contains("node 0, 1 thread each") || e.contains("node 0, 2 threads each"), "{e}");
    }
}

//! Golden kernel listings: every example compiled for every target preset, compared with
//! `tests/asm/<target>/<example>.s`, plus `fk_sum` forced onto each algorithm
//! (`fk_sum-hash`, `fk_sum-radix`, `fk_sum-vector`), so every kernel kind (hash and vector
//! build, radix histogram and scatter, probe pipelines) has a golden listing per target. They compile on any host (aarch64 by cross-compilation),
//! so a code-generation change shows up as a reviewable diff. Re-bless with
//! `JITJOIN_BLESS=1 cargo test --test asm`.

use jitjoin::{PlanFile, WorkerOptions};
use std::path::Path;

/// Small sizes so every listing is quick to make; the plans' shapes are what matter.
fn sets(example: &str) -> Vec<String> {
    let s: &[&str] = match example {
        "fk_sum" => &["R.rows=1K", "S.rows=4K"],
        "star" => &["lineorder.rows=4K", "part.rows=1K", "supplier.rows=100", "date.rows=100"],
        "dup_keys" => &["A.rows=4K", "B.rows=1K", "A.distinct=100", "B.distinct=100"],
        "semi_anti" => &["orders.rows=4K", "shipments.rows=1K", "returns.rows=100"],
        "ssb/q1.2" | "ssb/q2.3" => &["*.scale=0.01"],
        _ => &[],
    };
    s.iter().map(|x| x.to_string()).collect()
}

#[test]
fn listings_match_the_golden_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bless = std::env::var_os("JITJOIN_BLESS").is_some_and(|v| v == "1");
    let workers =
        jitjoin::runtime::workers::Workers::host(&WorkerOptions { threads: Some(2), ..Default::default() }).unwrap();
    let mut failures = Vec::new();
    // SSB Q1.2's probe starts with the range pass (a SIMD compare of the fact's date key), Q2.3's
    // with a gathered first pass (1-byte elements read into the lanes of a vector).
    let cases = [
        "fk_sum",
        "star",
        "dup_keys",
        "semi_anti",
        "csv_join",
        "fk_sum-hash",
        "fk_sum-radix",
        "fk_sum-vector",
        "ssb/q1.2",
        "ssb/q2.3",
    ];
    for example in cases {
        let (file, algorithm) = match example.split_once('-') {
            Some((f, a)) => (f, jitjoin::ir::plan::Algorithm::from_name(a)),
            None => (example, None),
        };
        let plan =
            PlanFile::load(&root.join(format!("examples/{file}.jj")), &sets(file)).unwrap().with_algorithm(algorithm);
        let data = plan.make_data(Some(2)).unwrap();
        for t in jitjoin::target::presets() {
            let listings = jitjoin::runtime::exec::listings(&plan.query, &data, t, &workers).unwrap();
            let text = jitjoin::asm_text(t, &listings, jitjoin::Emit::Vcode).unwrap();
            let path = root.join(format!("tests/asm/{}/{example}.s", t.name));
            if bless {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, &text).unwrap();
                continue;
            }
            match std::fs::read_to_string(&path) {
                Ok(want) if want == text => {}
                Ok(want) => {
                    let expected = path.display().to_string();
                    let diff = similar::TextDiff::from_lines(&want, &text)
                        .unified_diff()
                        .context_radius(3)
                        .header(&expected, "generated now")
                        .to_string();
                    failures.push(diff);
                }
                Err(_) => failures.push(format!("{} is missing", path.display())),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}\nreview the change, then re-bless: JITJOIN_BLESS=1 cargo test --test asm",
        failures.join("\n")
    );
}

#[test]
fn listings_use_each_targets_isa() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |t: &str, e: &str| std::fs::read_to_string(root.join(format!("tests/asm/{t}/{e}.s"))).unwrap();
    // aarch64 with LSE atomics: the build's compare-and-swap is one instruction.
    assert!(read("kunpeng920", "fk_sum").contains("casal"));
    assert!(read("apple-m2", "dup_keys").contains("casal"));
    // The SSE2 baseline has no VEX or EVEX encodings anywhere.
    for e in ["fk_sum", "star", "dup_keys", "semi_anti", "csv_join"] {
        let x = read("x86-64", e);
        assert!(!x.contains("%ymm") && !x.contains("vmov") && !x.contains("vp"), "{e}");
        assert!(x.contains("lock ") || x.contains("atomically {"), "{e}: x86 builds insert atomically");
    }
    // Where the ISA allows, the x86 presets differ: f64 payloads use VEX encodings with AVX, and
    // the two-column hash's rotate becomes BMI2's flag-free `rorx`.
    assert!(read("x86-64", "dup_keys").contains("addsd") && !read("x86-64", "dup_keys").contains("vaddsd"));
    assert!(read("znver3", "dup_keys").contains("vaddsd"));
    assert!(read("icelake-server", "dup_keys").contains("vaddsd"));
    assert!(!read("x86-64", "semi_anti").contains("rorx"));
    assert!(read("znver3", "semi_anti").contains("rorx") && read("icelake-server", "semi_anti").contains("rorx"));
    assert!(read("x86-64", "fk_sum-hash").contains("lock cmpxchg"), "hash builds insert with a CAS");
    // Radix scatter kernels stream whole lines through a helper (non-temporal stores) and
    // partition with the fan-out as a constant.
    for t in ["x86-64", "znver3", "kunpeng920", "apple-m2"] {
        let r = read(t, "fk_sum-radix");
        assert!(r.contains("radix histogram of `R`") && r.contains("radix scatter of `S`"), "{t}");
    }
    // The probe's 4-wide front is 128-bit SIMD: NEON on aarch64, SSE2 on the baseline, VEX
    // encodings where AVX is on.
    let probe = |t: &str| read(t, "fk_sum").split("; kernel probe").nth(1).unwrap_or_default().to_string();
    assert!(probe("kunpeng920").contains("ldr q") && probe("kunpeng920").contains(".4s"), "NEON lanes");
    assert!(probe("x86-64").contains("psubd") && !probe("x86-64").contains("vpsubd"));
    assert!(probe("znver3").contains("vpsubd") && probe("icelake-server").contains("vpsubd"));
    // Presets with the same ISA give the same code.
    let body = |t: &str| read(t, "dup_keys").lines().skip(2).collect::<Vec<_>>().join("\n");
    assert_eq!(body("znver3"), body("x86-64-v3"));
}

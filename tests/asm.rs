//! Golden kernel listings, like Cranelift's filetests: small per-operator listings for one
//! preset of each ISA family (`tests/asm/ops/<preset>/<operator>.s`: a build and a probe of
//! each layout, a radix histogram and scatter, a probe over partitions, duplicate keys, semi
//! and anti joins, a grouped sink, the staged front's passes), and one whole query per preset
//! (`tests/asm/presets/<preset>.s`: `fk_sum.jj`, whose probe's front is SIMD in every ISA's
//! own lanes and whose build inserts with each ISA's atomics). They compile on any host (aarch64 by
//! cross-compilation), so a code-generation change shows up as a reviewable diff. Re-bless
//! with `JITJOIN_BLESS=1 cargo test --test asm`.

use jitjoin::{PlanFile, Target, WorkerOptions};
use std::path::Path;

/// Small sizes so every listing is quick to make; the plans' shapes are what matter.
fn sets(example: &str) -> Vec<String> {
    let s: &[&str] = match example {
        "fk_sum" => &["R.rows=1K", "S.rows=4K"],
        "star" | "star_groups" => &["lineorder.rows=4K", "part.rows=1K", "supplier.rows=100", "date.rows=100"],
        "dup_keys" => &["A.rows=4K", "B.rows=1K", "A.distinct=100", "B.distinct=100"],
        "semi_anti" => &["orders.rows=4K", "shipments.rows=1K", "returns.rows=100"],
        "ssb/q1.2" | "ssb/q2.3" => &["*.scale=0.01"],
        _ => &[],
    };
    s.iter().map(|x| x.to_string()).collect()
}

/// The listing of example `case` (`fk_sum-hash`: forced onto an algorithm) for target `t`.
fn listing(case: &str, t: &Target) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (file, algorithm) = match case.split_once('-') {
        Some((f, a)) => (f, jitjoin::ir::plan::Algorithm::from_name(a)),
        None => (case, None),
    };
    let plan =
        PlanFile::load(&root.join(format!("examples/{file}.jj")), &sets(file)).unwrap().with_algorithm(algorithm);
    let data = plan.make_data(Some(2)).unwrap();
    let workers =
        jitjoin::runtime::workers::Workers::host(&WorkerOptions { threads: Some(2), ..Default::default() }).unwrap();
    let listings = jitjoin::runtime::exec::listings(&plan.query, &data, t, &workers).unwrap();
    jitjoin::asm_text(t, &listings, jitjoin::Emit::Vcode).unwrap()
}

/// The target line and flags line of a listing, and its kernel named `kernel` (`probe`: the
/// first whose name starts so).
fn kernel(text: &str, kernel: &str) -> String {
    let mut parts = text.split("; kernel ");
    let head = parts.next().unwrap_or_default();
    let body = parts.find(|k| k.starts_with(kernel)).unwrap_or_else(|| panic!("no kernel {kernel} in:\n{text}"));
    format!("{head}; kernel {body}")
}

/// One preset per ISA family: the SSE2 baseline, AVX2, AVX-512 and NEON.
const FAMILIES: [&str; 4] = ["x86-64", "x86-64-v3", "icelake-server", "kunpeng920"];

/// Each operator's golden: its name, the example it comes from, its kernel, and whether SIMD
/// lanes shape it (listed for every family) or it is scalar code (listed for one x86-64 and
/// one aarch64 family, where only encodings differ among the x86 presets).
const OPERATORS: [(&str, &str, &str, bool); 13] = [
    ("build-vector", "fk_sum", "build", false),
    ("build-hash", "fk_sum-hash", "build", false),
    ("probe-hash", "fk_sum-hash", "probe", false),
    ("radix-histogram", "fk_sum-radix", "histogram", false),
    ("radix-scatter", "fk_sum-radix", "scatter", false),
    ("probe-radix", "fk_sum-radix", "probe", false),
    ("probe-duplicates", "dup_keys", "probe", false),
    ("probe-semi-anti", "semi_anti", "probe", false),
    ("probe-groups", "star_groups", "probe", false),
    // A vector probe's 4-wide front: SIMD index arithmetic.
    ("probe-vector", "fk_sum", "probe", true),
    // Star's staged front over bitmaps; SSB Q1.2's starts with the range pass (a SIMD compare
    // of the fact's date key), Q2.3's with a gathered first pass (1-byte elements read into
    // the lanes of a vector).
    ("front-staged", "star", "probe", true),
    ("front-range", "ssb/q1.2", "probe", true),
    ("front-gather", "ssb/q2.3", "probe", true),
];

/// The families scalar operators are listed for.
const SCALAR_FAMILIES: [&str; 2] = ["x86-64-v3", "kunpeng920"];

/// Compare `text` with the golden file at `rel` (or write it when blessing).
fn golden(rel: &str, text: &str, bless: bool, failures: &mut Vec<String>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/asm").join(rel);
    if bless {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        return;
    }
    match std::fs::read_to_string(&path) {
        Ok(want) if want == text => {}
        Ok(want) => {
            let expected = path.display().to_string();
            let diff = similar::TextDiff::from_lines(want.as_str(), text)
                .unified_diff()
                .context_radius(3)
                .header(&expected, "generated now")
                .to_string();
            failures.push(diff);
        }
        Err(_) => failures.push(format!("{} is missing", path.display())),
    }
}

fn preset(name: &str) -> &'static Target {
    jitjoin::target::presets().iter().find(|t| t.name == name).unwrap_or_else(|| panic!("no preset {name}"))
}

#[test]
fn listings_match_the_golden_files() {
    let bless = std::env::var_os("JITJOIN_BLESS").is_some_and(|v| v == "1");
    let mut failures = Vec::new();
    for family in FAMILIES {
        let t = preset(family);
        let mut cache = std::collections::HashMap::new();
        for (name, case, k, simd) in OPERATORS {
            if simd || SCALAR_FAMILIES.contains(&family) {
                let text = cache.entry(case).or_insert_with(|| listing(case, t));
                golden(&format!("ops/{family}/{name}.s"), &kernel(text, k), bless, &mut failures);
            }
        }
    }
    // Every preset's whole fk_sum: what the preset changes (encodings, SIMD width, atomics).
    for t in jitjoin::target::presets() {
        golden(&format!("presets/{}.s", t.name), &listing("fk_sum", t), bless, &mut failures);
    }
    assert!(
        failures.is_empty(),
        "{}\nreview the change, then re-bless: JITJOIN_BLESS=1 cargo test --test asm",
        failures.join("\n")
    );
}

#[test]
fn listings_use_each_targets_isa() {
    let read = |t: &str, e: &str| listing(e, preset(t));
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

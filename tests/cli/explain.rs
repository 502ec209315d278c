//! `jitjoin explain` and `asm`: the physical plan with its reasons, and listings for foreign targets.

use super::*;

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

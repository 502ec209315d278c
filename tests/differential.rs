//! Differential tests: every engine against the reference interpreter on the same data.
//!
//! Fixed plan templates cover the join shapes (star, chain, semi, anti, two-column keys,
//! many-to-many, emit with and without limit) and key types (signed, unsigned, 32 and 64 bits,
//! negative values, a key set spanning a type's whole range); each runs at the odd sizes 0, 1,
//! 7, 63, 64, 65 and 1000, with 1, 2 and 3 threads (3 > the cores here), pinned and unpinned.
//! Random plans from proptest add shapes nobody thought of. Tables read back from Parquet and
//! Arrow files run the same way, against the interpreter on the data they were written from.

use jitjoin::ir::Dataset;
use jitjoin::ir::interp::{AggValue, Row};
use jitjoin::ir::plan::Algorithm;
use jitjoin::{Engine, PlanFile, RunReport, Target, WorkerOptions};
use proptest::prelude::*;
use std::path::Path;

mod common;
use common::*;

fn plan(text: &str, sets: &[String]) -> PlanFile {
    PlanFile::from_text(Path::new("differential.jj"), text, sets).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The kernels the JIT compiles for plan `text` with `sets` on the host, with 2 workers, as
/// listings (their CLIF and context), to assert what the code holds.
fn host_listings(text: &str, sets: &[String]) -> Vec<jitjoin::compiler::engine::jit::Listing> {
    listings_for(text, sets, &jitjoin::runtime::host::caches::host_target())
}

/// The same for target `t`.
fn listings_for(text: &str, sets: &[String], t: &Target) -> Vec<jitjoin::compiler::engine::jit::Listing> {
    let p = plan(text, sets);
    let data = p.make_data(Some(2)).unwrap();
    let workers =
        jitjoin::runtime::workers::Workers::host(&WorkerOptions { threads: Some(2), ..Default::default() }).unwrap();
    jitjoin::runtime::exec::listings(&p.query, &data, t, &workers).unwrap()
}

/// Module function indices of the helpers' wrappers that preserve every register (declared by
/// every session after the six imported helpers; see `define_preserving`).
const PREFETCH_ROWS_PRESERVING: u32 = 6;
const PREFETCH_PRESERVING: u32 = 7;
const EMIT_GROW_PRESERVING: u32 = 8;

/// Whether a kernel's CLIF calls module function `u0:index` through a signature with the
/// `preserve_all` convention. (Every probe kernel declares the helpers; this looks for a call.)
fn calls_preserving(clif: &str, index: u32) -> bool {
    let lines = || clif.lines().map(str::trim);
    let sigs: Vec<&str> =
        lines().filter(|l| l.ends_with(" preserve_all")).filter_map(|l| l.split(" = ").next()).collect();
    let want = format!("u0:{index} ");
    lines()
        .filter_map(|l| l.split_once(" = "))
        .filter(|(name, rest)| {
            name.starts_with("fn") && rest.contains(&want) && sigs.iter().any(|s| rest.ends_with(&format!(" {s}")))
        })
        .any(|(name, _)| clif.contains(&format!("call {name}(")))
}

/// Compare an engine's result with the interpreter's (as the fuzzer does, [`jitjoin::fuzz::same`]);
/// `limit` rows of an emit may be any of the full result's rows.
fn assert_same(what: &str, want: &RunReport, got: &RunReport, full: Option<&[Row]>) {
    if let Err(e) = jitjoin::compare::same(&want.result, &got.result, got.engine.name(), full) {
        panic!("{what}: {e}");
    }
}

fn run(p: &PlanFile, data: &Dataset, engine: Engine, threads: usize, no_pin: bool, t: &Target) -> RunReport {
    let w = WorkerOptions { threads: Some(threads), no_pin, ..Default::default() };
    jitjoin::execute_for(p, data, engine, &w, t).unwrap_or_else(|e| panic!("{}: {e}", engine.name()))
}

/// The JIT starting every build and probe on the generic engine while its kernel compiles,
/// and switching to the kernel at a later morsel (`JITJOIN_ADAPTIVE=switch` with no phase
/// small enough to stay generic): the structures and states the two engines write in turns
/// give the interpreter's answer. First among the configurations, before the process's
/// kernel cache holds this plan's kernels (a kernel found there is taken at once).
fn check_adaptive(name: &str, p: &PlanFile, data: &Dataset, want: &RunReport, full: Option<&[Row]>, target: &Target) {
    use jitjoin::compiler::engine::jit::{Adaptive, JitEngine};
    use jitjoin::runtime::{exec, workers::Workers};
    if !target.runs_on_host() {
        return;
    }
    let caches = jitjoin::compiler::plan::CacheModel::of(target);
    let mut engine = JitEngine::for_target(target).unwrap();
    engine.start_adaptively(Adaptive::Switch);
    engine.set_generic_rows(0);
    // Two workers: one runs the generic engine's morsels, one leaves its CPU to the compile.
    let workers = Workers::host(&WorkerOptions { threads: Some(2), ..Default::default() }).unwrap();
    let what = format!("{name} adaptive");
    let got = exec::execute(&p.query, data, &mut engine, &workers, &caches).unwrap_or_else(|e| panic!("{what}: {e}"));
    if let Err(e) = jitjoin::compare::same(&want.result, &got.result, "jit", full) {
        panic!("{what}: {e}");
    }
}

/// Run a template at a size on every engine and configuration.
fn check(name: &str, text: &str, sets: &[String]) {
    check_on(name, text, sets, &jitjoin::runtime::host::caches::host_target())
}

/// [`check`], planned for (and on the JIT compiled for) `target`.
fn check_on(name: &str, text: &str, sets: &[String], target: &Target) {
    let p = plan(text, sets);
    let data = p.make_data(Some(2)).unwrap();
    let (want, full) = oracle(text, sets, &p, &data);
    check_engines(&format!("{name} {sets:?}"), &p, &data, &want, full.as_deref(), target);
}

/// The interpreter's result for plan `p` (from `text` with `sets`) on `data`; for `emit …
/// limit`, also the full result, which tells which rows are allowed.
fn oracle(text: &str, sets: &[String], p: &PlanFile, data: &Dataset) -> (RunReport, Option<Vec<Row>>) {
    let want = jitjoin::execute(p, data, Engine::Interp, &WorkerOptions::default()).unwrap();
    let limited = text.contains(" limit ");
    let full = limited.then(|| {
        let unlimited = plan(&text.replace(" limit ", " # limit "), sets);
        jitjoin::execute(&unlimited, data, Engine::Interp, &WorkerOptions::default()).unwrap().result.rows
    });
    (want, full)
}

/// `data` with every integer column that fits fewer bytes packed, whatever the table's size
/// (loads pack only tables of at least `packed::MIN_ROWS` rows): the JIT's kernels then read
/// the packed copies.
fn packed(data: &Dataset) -> Dataset {
    let mut d = data.clone();
    for t in &mut d.tables {
        t.pack(0, |columns| columns.iter().map(jitjoin::ir::Column::packed).collect());
    }
    d
}

/// Every engine, thread count, pinning, forced algorithm and radix probe block against `want`;
/// the JIT also on the data with its columns packed.
fn check_engines(name: &str, p: &PlanFile, data: &Dataset, want: &RunReport, full: Option<&[Row]>, target: &Target) {
    check_adaptive(name, p, data, want, full, target);
    let packed = packed(data);
    for (engine, data, packed) in
        [(Engine::Jit, data, false), (Engine::Jit, &packed, true), (Engine::Generic, data, false)]
    {
        let name = &format!("{name}{}", if packed { " packed" } else { "" });
        for (threads, no_pin) in [(1, false), (2, false), (3, false), (2, true)] {
            let got = run(p, data, engine, threads, no_pin, target);
            let what = format!("{name} {} threads={threads} no_pin={no_pin}", engine.name());
            assert_same(&what, want, &got, full);
        }
        // Every algorithm forced on every join, with 1 and 3 threads.
        for a in [Algorithm::Hash, Algorithm::Radix, Algorithm::Vector] {
            let forced = p.clone().with_algorithm(Some(a));
            for threads in [1, 3] {
                let w = WorkerOptions { threads: Some(threads), ..Default::default() };
                let what = format!("{name} {} {} threads={threads}", engine.name(), a.name());
                match jitjoin::execute_for(&forced, data, engine, &w, target) {
                    Ok(got) => assert_same(&what, want, &got, full),
                    // A forced vector may be refused (duplicate keys, two key columns, a range
                    // too wide), with a user error that says so; nothing else may fail.
                    Err(e) if a == Algorithm::Vector && e.is_user_error() => {
                        let msg = e.to_string();
                        assert!(msg.contains("uses `vector`") || msg.contains("memory"), "{what}: {msg}");
                    }
                    Err(e) => panic!("{what}: {e}"),
                }
            }
        }
        // A radix join's probe side partitioned in blocks of a few rows, each into the buffer
        // of the one before (odd block sizes leave a short last block).
        let forced = p.clone().with_algorithm(Some(Algorithm::Radix));
        // Blocks of a row or a few are for small probe sides (tens of thousands of passes
        // otherwise); a large one is cut in blocks of thousands.
        let large = data.tables[p.query.probe].rows > 10_000;
        let blocks: &[(usize, usize)] = if large { &[(2, 4099)] } else { &[(1, 1), (2, 7), (3, 64)] };
        for &(threads, block) in blocks {
            let w = WorkerOptions { threads: Some(threads), probe_block_rows: Some(block), ..Default::default() };
            let what = format!("{name} {} radix blocks of {block} threads={threads}", engine.name());
            let got = jitjoin::execute_for(&forced, data, engine, &w, target).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_same(&what, want, &got, full);
        }
        // The same under `psn` on two nodes: the probe table split across them is partitioned
        // whole, node block by node block; probing in blocks must not partition it again (it
        // did, and counted the rows past the first block twice).
        if let Some(&(threads, block)) = blocks.last() {
            let numa = jitjoin::runtime::exec::Strategy::Psn;
            let w = WorkerOptions {
                threads: Some(threads.max(2)),
                virtual_nodes: Some(2),
                numa,
                probe_block_rows: Some(block),
                ..Default::default()
            };
            let what = format!("{name} {} psn radix blocks of {block}", engine.name());
            let got = jitjoin::execute_for(&forced, data, engine, &w, target).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_same(&what, want, &got, full);
        }
    }
}

/// Keys at the edges of their type: negative, the minimum and the maximum, a range far too
/// sparse for a vector.
const EDGES: &str = "
table S (rows: 1, seed: 32) { fk i32 = foreign(of: R.k, hit: 0.5)  w i64 = uniform(-9223372036854775808, 9223372036854775807) }
table R (rows: 1, seed: 31) { k i32 = uniform(-2147483648, 2147483647)  p i32 = uniform(-2147483648, 2147483647) }
table T (rows: 1, seed: 33) { k i64 = uniform(-9223372036854775808, 9223372036854775807) }
from S
join R on S.fk = R.k
anti join T on T.k = S.w
aggregate count(*) as n, sum(R.p) as s, min(R.p) as lo, max(S.w) as hi
";

/// Every probe key in one radix partition (a constant), and keys outside the build range.
const ONE_PARTITION: &str = "
table S (rows: 1, seed: 34) { fk i64 = 5  g i64 = uniform(-100, 100000) }
table R (rows: 1, seed: 35) { k i64 = dense()  p u32 = seq() }
table Q (rows: 1, seed: 36) { k i64 = dense() }
from S
join R on S.fk = R.k
semi join Q on Q.k = S.g
aggregate count(*) as n, sum(R.p) as s
";

/// Probe keys around and far outside a direct-indexed build range, for the 4-wide SIMD front of
/// the first join: negative i32 keys against 1..n, and u32 keys over the whole type.
const SIMD_FRONT: &str = "
table S (rows: 1, seed: 41) { g i32 = uniform(-600, 600)  w u32 = uniform(0, 4294967295)  v u32 = uniform(0, 1100) }
table R (rows: 1, seed: 42) { k i32 = dense()  p i64 = uniform(-5, 5) }
table Q (rows: 1, seed: 43) { k u32 = dense() }
from S
join R on S.g = R.k
anti join Q on Q.k = S.w
aggregate count(*) as n, sum(R.p) as s
";

#[test]
fn keys_at_the_edges_of_their_type() {
    for s in sizes(&["S", "R", "T"]) {
        check("edges", EDGES, &s);
    }
}

#[test]
fn all_probe_keys_in_one_partition() {
    for s in sizes(&["S", "R", "Q"]) {
        check("one-partition", ONE_PARTITION, &s);
    }
    check("one-partition", ONE_PARTITION, &["S.rows=50000".into(), "R.rows=20000".into(), "Q.rows=3000".into()]);
}

#[test]
fn simd_front_with_keys_outside_the_range() {
    let semi_first = SIMD_FRONT
        .replace("join R on S.g = R.k\nanti join Q on Q.k = S.w", "semi join Q on Q.k = S.v\njoin R on S.g = R.k");
    assert_ne!(semi_first, SIMD_FRONT);
    for s in sizes(&["S", "R", "Q"]) {
        check("simd-front", SIMD_FRONT, &s);
        check("simd-front-semi", &semi_first, &s);
    }
}

/// A star whose filtered dimensions keep a tenth and a fifth of the fact rows: the staged
/// front (a selection vector over blocks of 2048 rows, see `compiler/src/engine/jit/stages.rs`)
/// runs the first join's test eight rows at a time (its 1-byte elements gathered into SIMD
/// lanes, its keys below, inside and above the vector's range), then the fact table's filter, the second
/// join and the anti join as passes over the rows kept; keys outside the dimensions' ranges
/// read the vectors' guards.
const STAGED: &str = "
table F (rows: 1, seed: 51) { a i32 = uniform(-50, 1100)  b u32 = uniform(0, 700)  c u32 = uniform(0, 600)  q i32 = uniform(0, 50)  v i64 = uniform(-9, 9) }
table A (rows: 1, seed: 52) { k i32 = dense()  g u32 = uniform(0, 9) }
table B (rows: 1, seed: 53) { k u32 = dense()  h u32 = uniform(0, 4) }
table C (rows: 1, seed: 54) { k u32 = dense()  x u32 = uniform(0, 1) }
from F
join A on F.a = A.k
join B on F.b = B.k
anti join C on F.c = C.k
filter A.g = 3
filter B.h <= 1
filter C.x = 1
filter F.q < 40
aggregate count(*) as n, sum(F.v) as s, min(F.v) as lo group by A.g
";

#[test]
fn staged_front_at_block_edges() {
    let mut cases: Vec<Vec<String>> =
        [0u64, 1, 7, 8, 9, 63, 64, 65, 511, 512, 513, 1000, 1025, 2047, 2048, 2049, 4099, 9001]
            .iter()
            .map(|n| vec![format!("F.rows={n}"), "A.rows=1000".into(), "B.rows=600".into(), "C.rows=300".into()])
            .collect();
    cases.extend(sizes(&["F", "A", "B", "C"]));
    for s in &cases {
        check("staged", STAGED, s);
    }
    // The front is in the code: its probe kernel reads the selection lanes.
    let listings = host_listings(STAGED, &cases[11]);
    assert!(
        listings.iter().any(|l| l.context.contains(&jitjoin::compiler::abi::Word::Lanes)),
        "no kernel of the staged plan reads the selection lanes: {:?}",
        listings.iter().map(|l| (&l.kernel, &l.context)).collect::<Vec<_>>()
    );
    // `A` carries `g` in 1-byte elements under 4-byte keys: the first pass gathers them into
    // the lanes of a vector.
    assert!(listings.iter().any(|l| l.clif.contains("insertlane")), "the first pass does not gather");
}

#[test]
fn staged_front_prefetches_a_block_ahead() {
    // Blocks of 2048 rows: none, one, a part of one, and the last block after one or more
    // (the later passes then run over the block before, then over the last one alone).
    let mut cases: Vec<Vec<String>> = [0u64, 1, 7, 63, 64, 65, 1000, 2047, 2048, 2049, 4095, 4096, 4097, 6145, 20000]
        .iter()
        .map(|n| vec![format!("F.rows={n}"), "A.rows=2000".into(), "B.rows=1000".into()])
        .collect();
    cases.extend(sizes(&["F", "A", "B"]));
    for s in &cases {
        check("ahead", common::AHEAD, s);
    }
    // The kernel prefetches ahead: it calls `jj_prefetch_rows` through the function that
    // preserves every register.
    let listings = host_listings(common::AHEAD, &cases[14]);
    assert!(
        listings.iter().any(|l| calls_preserving(&l.clif, PREFETCH_ROWS_PRESERVING)),
        "no kernel of the plan prefetches a block ahead: {:?}",
        listings.iter().map(|l| &l.kernel).collect::<Vec<_>>()
    );
}

/// A star whose dimensions keep keys that bunch in a range: the staged front starts with the
/// range pass (the fact column against the kept keys' smallest and largest, in SIMD lanes; see
/// `compiler/src/engine/jit/stages.rs`), then tests every join on the rows it kept. `NARROW`
/// picks the dimension whose range is narrow: an i32 key with fact keys below and above it and
/// gaps inside it (`D.m`), a u64 key, or an i64 key range of negative values.
const RANGED: &str = "
table F (rows: 1, seed: 61) { d i32 = uniform(-300, 1100)  e u64 = uniform(0, 2000)  g i64 = uniform(-2000, 2000)  q u32 = uniform(0, 9)  v i64 = uniform(-9, 9) }
table D (rows: 1, seed: 62) { k i32 = dense()  m u32 = uniform(0, 3) }
table E (rows: 1, seed: 63) { k u64 = dense() }
table G (rows: 1, seed: 64) { k i64 = uniform(-2000, 2000) }
from F
join D on F.d = D.k
semi join E on F.e = E.k
semi join G on F.g = G.k
filter D_FILTER
filter E_FILTER
filter G_FILTER
filter F.q < 8
aggregate count(*) as n, sum(F.v) as s, min(F.v) as lo group by D.m
";

/// [`RANGED`] with dimension `narrow` ("D", "E" or "G") filtered to a narrow key range and the
/// others to wide ones.
fn ranged(narrow: &str) -> String {
    let pick = |t: &str, tight: &str, wide: &str| if t == narrow { tight.to_string() } else { wide.to_string() };
    RANGED
        .replace("D_FILTER", &pick("D", "D.k between 100 and 140 and D.m <= 2", "D.k between -5000 and 5000"))
        .replace("E_FILTER", &pick("E", "E.k between 500 and 560", "E.k between 1 and 1900"))
        .replace("G_FILTER", &pick("G", "G.k between -700 and -600", "G.k between -1990 and 1990"))
}

#[test]
fn range_pass_over_kept_keys() {
    let mut cases: Vec<Vec<String>> = [0u64, 1, 7, 63, 64, 65, 511, 512, 513, 1000, 2047, 2048, 2049, 9001]
        .iter()
        .map(|n| vec![format!("F.rows={n}"), "D.rows=2000".into(), "E.rows=2000".into(), "G.rows=1000".into()])
        .collect();
    cases.extend(sizes(&["F", "D", "E", "G"]));
    for narrow in ["D", "E", "G"] {
        let text = ranged(narrow);
        for s in &cases {
            check(&format!("ranged-{narrow}"), &text, s);
        }
        // The range pass is in the code: the probe kernel takes its vector compares' high bits.
        let listings = host_listings(&text, &cases[9]);
        assert!(
            listings.iter().any(|l| l.clif.contains("vhigh_bits")),
            "{narrow}: no kernel has the range pass: {:?}",
            listings.iter().map(|l| &l.kernel).collect::<Vec<_>>()
        );
    }
}

/// A selective join starts the staged front: `JOIN` is an inner join carrying `A.g` in 2-byte
/// elements, which the first pass gathers into the lanes of an i16x8 vector, or an anti join
/// whose build keeps most keys, so that it keeps few rows (a bitmap, tested row by row). The
/// fact's keys fall below, inside and above the vector's range.
const GATHERED: &str = "
table F (rows: 1, seed: 71) { a u32 = uniform(0, 1100)  v i64 = uniform(-9, 9) }
table A (rows: 1, seed: 72) { k u32 = dense()  g u32 = uniform(0, 4999) }
from F
JOIN A on F.a = A.k
filter FILTER
aggregate count(*) as n, sum(F.v) as s
";

#[test]
fn selective_first_joins_of_two_byte_elements_and_anti() {
    let mut cases: Vec<Vec<String>> = [0u64, 1, 7, 8, 9, 63, 64, 65, 1000, 2047, 2048, 2049, 9001]
        .iter()
        .map(|n| vec![format!("F.rows={n}"), "A.rows=1000".into()])
        .collect();
    cases.extend(sizes(&["F", "A"]));
    // (join, filter, what the probe kernel's CLIF must hold, a further aggregate)
    let variants = [("join", "A.g <= 1000", "i16x8", ", max(A.g) as top"), ("anti join", "A.g >= 100", "i16x8", "")];
    for (join, filter, marker, extra) in variants {
        let text = GATHERED
            .replace("JOIN", join)
            .replace("FILTER", filter)
            .replace("sum(F.v) as s", &format!("sum(F.v) as s{extra}"));
        for s in &cases {
            check(&format!("selective-{join}"), &text, s);
        }
        let listings = host_listings(&text, &cases[8]);
        // The front's first pass stores its rows' offsets eight at a time, as i16x8 vectors;
        // the join's gather reads its 2-byte elements into one too.
        let front =
            |l: &jitjoin::compiler::engine::jit::Listing| l.context.contains(&jitjoin::compiler::abi::Word::Lanes);
        assert!(listings.iter().any(|l| front(l) && l.clif.contains(marker)), "{join}: no staged front");
        if join == "join" {
            assert!(listings.iter().any(|l| l.clif.contains("insertlane")), "the first pass does not gather");
        }
    }
}

/// Keys whose values span more than 2^16, packed in 3 bytes ([`packed`]), under each front
/// that loads a turn of keys as one vector: the gathered first pass, the range pass and the
/// 4-wide front (`scan::load_lanes` takes four 3-byte keys apart in SSE2).
#[test]
fn three_byte_keys_in_every_vector_front() {
    // Carrying `A.g` makes the vector's elements 2 bytes, which the first pass gathers; the
    // kept keys of `D` span a fifth of the fact's keys, so the range pass keeps rows in every
    // lane; without the anti join the first join starts the 4-wide front.
    let gathered = GATHERED
        .replace("uniform(0, 1100)", "uniform(0, 110000)")
        .replace("JOIN", "join")
        .replace("FILTER", "A.g <= 1000")
        .replace("sum(F.v) as s", "sum(F.v) as s, max(A.g) as top");
    let ranged = RANGED
        .replace("uniform(-300, 1100)", "uniform(-300, 200000)")
        .replace("D_FILTER", "D.k between 100 and 40000")
        .replace("E_FILTER", "E.k between 1 and 1900")
        .replace("G_FILTER", "G.k between -1990 and 1990");
    let simd =
        SIMD_FRONT.replace("uniform(-600, 600)", "uniform(-600, 100000)").replace("anti join Q on Q.k = S.w\n", "");
    let cases: &[(&str, &str, &[&str])] = &[
        ("gathered", &gathered, &["A.rows=100000"]),
        ("ranged", &ranged, &["D.rows=150000", "E.rows=2000", "G.rows=1000"]),
        ("simd", &simd, &["R.rows=90000", "Q.rows=50"]),
    ];
    for (name, text, builds) in cases {
        for n in [1u64, 7, 9, 65, 2049, 5000] {
            let mut sets: Vec<String> = builds.iter().map(|s| s.to_string()).collect();
            let fact = if *name == "simd" { "S" } else { "F" };
            sets.push(format!("{fact}.rows={n}"));
            let p = plan(text, &sets);
            let data = p.make_data(Some(2)).unwrap();
            let key = if *name == "ranged" {
                "d"
            } else if *name == "simd" {
                "g"
            } else {
                "a"
            };
            let col = p.query.tables[p.query.probe].columns.iter().position(|c| c.0 == key).unwrap();
            if n >= 2049 {
                let packed = packed(&data);
                assert_eq!(packed.tables[p.query.probe].packed(col).map(|pk| pk.width), Some(3), "{name} {n}");
            }
            let (want, full) = oracle(text, &sets, &p, &data);
            check_engines(&format!("{name} {sets:?}"), &p, &data, &want, full.as_deref(), &host());
        }
    }
}

#[test]
fn fk_join() {
    for s in sizes(&["S", "R"]) {
        check("fk", FK, &s);
    }
}

#[test]
fn star_with_filters_and_semi() {
    for s in sizes(&["F", "A", "B", "C"]) {
        check("star", STAR, &s);
    }
}

#[test]
fn chain_with_duplicates_and_negative_keys() {
    for s in sizes(&["S", "R", "T"]) {
        check("chain", CHAIN, &s);
    }
}

#[test]
fn semi_and_anti_with_two_column_keys() {
    for s in sizes(&["O", "P", "Q"]) {
        check("semi_anti", SEMI_ANTI_2KEY, &s);
    }
}

#[test]
fn two_column_inner_join() {
    for s in sizes(&["L", "M"]) {
        check("two_key", TWO_KEY_INNER, &s);
    }
}

#[test]
fn emit_with_and_without_limit() {
    for s in sizes(&["S", "R"]) {
        check("emit", EMIT, &s);
        check("emit_limit", &EMIT.replace("emit S.s, R.k, R.p, R.q", "emit S.s, R.k, R.p, R.q limit 10"), &s);
    }
    // A full emit buffer calls `jj_emit_grow` through the function that preserves every
    // register, so that the row loop keeps its values in registers.
    let listings = host_listings(EMIT, &["S.rows=1000".into(), "R.rows=1000".into()]);
    assert!(listings.iter().any(|l| calls_preserving(&l.clif, EMIT_GROW_PRESERVING)));
}

#[test]
fn no_matches_and_all_matches() {
    for hit in ["0.0", "1.0"] {
        for n in [1u64, 64, 1000] {
            let sets = vec![format!("S.rows={n}"), format!("R.rows={n}"), format!("S.hit={hit}")];
            check("hit", FK, &sets);
        }
    }
}

#[test]
fn larger_sizes() {
    check("fk", FK, &["S.rows=100000".into(), "R.rows=30000".into()]);
    check("star", STAR, &["F.rows=100000".into(), "A.rows=5000".into(), "B.rows=300".into(), "C.rows=20000".into()]);
    check("chain", CHAIN, &["S.rows=100000".into(), "R.rows=500".into(), "T.rows=2000".into()]);
}

/// Tables above the prefetch threshold (4 MiB) take the chunked, prefetching build and probe
/// loops; the results must not change.
#[test]
fn tables_large_enough_to_prefetch() {
    // Planned for the host with a 1 MiB last level, whatever the host measured, so that these
    // structures (150,000 rows → 2^19 slots of 8 B = 4 MiB; 70,000 rows → 2^18 slots of 16 B
    // = 4 MiB; vectors of 0.6 MiB and more) are probed with prefetching, and with more than 8×
    // the cache, partitioned under `auto`.
    let host = jitjoin::runtime::host::caches::host_target();
    let o = jitjoin::target::Overrides { l3: Some(1 << 20), ..Default::default() };
    let small = jitjoin::target::resolve("host", &o, &host).unwrap();
    let check = |name: &str, text: &str, sets: &[String]| check_on(name, text, sets, &small);
    check("fk-prefetch", FK, &["S.rows=20000".into(), "R.rows=150000".into()]);
    // A row-id vector of 1.6 MiB: prefetched, not partitioned.
    check("fk-vector-prefetch", FK, &["S.rows=20000".into(), "R.rows=400000".into()]);
    check(
        "two_key-prefetch",
        TWO_KEY_INNER,
        &["L.rows=20000".into(), "M.rows=70000".into(), "M.a.hi=100000".into(), "L.a.hi=100000".into()],
    );
    check(
        "semi_anti-prefetch",
        SEMI_ANTI_2KEY,
        &["O.rows=20000".into(), "P.rows=70000".into(), "Q.rows=150000".into()],
    );
    // Their loops call `jj_prefetch` once a chunk through the function that preserves every
    // register, so that nothing live in the loop is kept on the stack; the staged front's
    // helper is not called. (Listed for the x86-64 preset with the same 1 MiB last level, so
    // that the 1.6 MiB vector is prefetched whatever the host's caches.)
    let x86 = jitjoin::target::resolve("x86-64", &o, &host).unwrap();
    let listings = listings_for(FK, &["S.rows=20000".into(), "R.rows=400000".into()], &x86);
    let calls = |i| listings.iter().filter(|l| calls_preserving(&l.clif, i)).count();
    assert_eq!(calls(PREFETCH_PRESERVING), 2, "the build and the probe prefetch through jj_prefetch_preserving");
    assert_eq!(calls(PREFETCH_ROWS_PRESERVING), 0);
}

/// Keys covering a type's whole range leave no sentinel value: the table then marks used slots
/// with a flag.
#[test]
fn keys_spanning_the_whole_type() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("r.csv"), "k,p\n0,1\n4294967295,2\n5,3\n5,4\n7,5\n").unwrap();
    std::fs::write(dir.path().join("s.csv"), "fk\n0\n4294967295\n5\n6\n7\n7\n1\n").unwrap();
    std::fs::write(dir.path().join("a.csv"), "k\n-2147483648\n2147483647\n0\n").unwrap();
    std::fs::write(dir.path().join("b.csv"), "k,v\n-2147483648,1\n2147483647,2\n2147483647,3\n9,9\n").unwrap();
    let text = "table R (csv: \"r.csv\") { k u32  p u64 }\ntable S (csv: \"s.csv\") { fk u32 }\nfrom S join R on S.fk = R.k aggregate count(*) as n, sum(R.p) as p, min(R.k) as lo, max(R.k) as hi";
    let path = dir.path().join("p.jj");
    std::fs::write(&path, text).unwrap();
    let p = PlanFile::load(&path, &[]).unwrap();
    let data = p.make_data(None).unwrap();
    let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
    assert_eq!(want.result.aggregates[0].1, AggValue::Int(6));
    for engine in [Engine::Jit, Engine::Generic] {
        for threads in [1, 2, 3] {
            let got = run(&p, &data, engine, threads, false, &host());
            assert_same(&format!("full range u32 {} {threads}", engine.name()), &want, &got, None);
        }
    }
    let text2 = "table A (csv: \"a.csv\") { k i32 }\ntable B (csv: \"b.csv\") { k i32  v i64 }\nfrom A join B on A.k = B.k aggregate count(*) as n, sum(B.v) as v";
    std::fs::write(&path, text2).unwrap();
    let p = PlanFile::load(&path, &[]).unwrap();
    let data = p.make_data(None).unwrap();
    let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
    assert_eq!(want.result.aggregates[0].1, AggValue::Int(3));
    for engine in [Engine::Jit, Engine::Generic] {
        let got = run(&p, &data, engine, 2, false, &host());
        assert_same(&format!("full range i32 {}", engine.name()), &want, &got, None);
    }
}

// ---- random plans ----

#[derive(Debug, Clone)]
struct Dim {
    ty: &'static str,
    lo: i64,
    span: u32,
    dense: bool,
    kind: &'static str,
    filter: Option<(u8, i64)>,
    rows: u32,
}

fn dim() -> impl Strategy<Value = Dim> {
    (
        proptest::sample::select(&["i32", "i64", "u32", "u64"][..]),
        -50i64..50,
        1u32..80,
        any::<bool>(),
        proptest::sample::select(&["join", "join", "semi join", "anti join"][..]),
        proptest::option::of((0u8..6, -20i64..20)),
        0u32..120,
    )
        .prop_map(|(ty, lo, span, dense, kind, filter, rows)| Dim { ty, lo, span, dense, kind, filter, rows })
}

fn random_plan(dims: &[Dim], probe_rows: u32, chain: bool, emit: bool) -> String {
    let mut text = String::new();
    let unsigned = |t: &str| t.starts_with('u');
    for (i, d) in dims.iter().enumerate() {
        let lo = if unsigned(d.ty) { d.lo.abs() } else { d.lo };
        let key = if d.dense { "dense()".to_string() } else { format!("uniform({lo}, {})", lo + d.span as i64) };
        let next_ty = dims.get(i + 1).map_or("i64", |n| n.ty);
        let link = if unsigned(next_ty) { "uniform(0, 60)" } else { "uniform(-30, 60)" };
        text += &format!(
            "table D{i} (rows: {}, seed: {i}) {{ k {} = {key}  p i64 = uniform(-1000, 1000)  x u32 = uniform(0, 9)  l {next_ty} = {link} }}\n",
            d.rows, d.ty
        );
    }
    text += &format!("table P (rows: {probe_rows}, seed: 99) {{");
    for (i, d) in dims.iter().enumerate() {
        let f = if unsigned(d.ty) { "uniform(0, 120)" } else { "uniform(-60, 120)" };
        text += &format!(" f{i} {} = {f}", d.ty);
    }
    text += " m f64 = uniform(-1.0, 1.0) }\nfrom P\n";
    let mut readable: Vec<String> = vec!["P".into()];
    for (i, d) in dims.iter().enumerate() {
        // In a chain, join on the previous readable dimension's link column when its type fits.
        let probe_col = match (chain, i) {
            (true, i) if i > 0 && dims[i - 1].kind == "join" => format!("D{}.l", i - 1),
            _ => format!("P.f{i}"),
        };
        text += &format!("{} D{i} on {probe_col} = D{i}.k\n", d.kind);
        if d.kind == "join" {
            readable.push(format!("D{i}"));
        }
        if let Some((op, c)) = d.filter {
            let ops = ["=", "<>", "<", "<=", ">", ">="];
            text += &format!("filter D{i}.p {} {}\n", ops[op as usize], c * 40);
        }
    }
    if emit {
        let cols: Vec<String> =
            readable.iter().map(|t| if t == "P" { "P.m".into() } else { format!("{t}.p") }).collect();
        text += &format!("emit {}\n", cols.join(", "));
    } else {
        let last = readable.last().expect("P");
        let col = if last == "P" { "P.m".to_string() } else { format!("{last}.p") };
        text += &format!("aggregate count(*) as n, sum({col}) as s, min({col}) as lo, max({col}) as hi\n");
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
    #[test]
    fn random_plans_agree(dims in proptest::collection::vec(dim(), 1..4), probe_rows in 0u32..300, chain: bool, emit: bool, threads in 1usize..4) {
        let text = random_plan(&dims, probe_rows, chain, emit);
        let p = match PlanFile::from_text(Path::new("random.jj"), &text, &[]) {
            Ok(p) => p,
            // Chains whose link types do not match the next key are rejected: fine, skip.
            Err(e) => {
                let reason = e.to_string();
                prop_assume!(false, "{}", reason);
                unreachable!()
            }
        };
        let data = p.make_data(Some(2)).unwrap();
        let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
        for engine in [Engine::Jit, Engine::Generic] {
            let got = run(&p, &data, engine, threads, false, &host());
            assert_same(&format!("{}\n{text}", engine.name()), &want, &got, None);
        }
    }
}

/// Regression: probe keys equal to the empty-slot sentinel (0, since the build keys are 1..n)
/// once matched empty slots, and looped forever on two-column keys.
#[test]
fn probe_keys_equal_to_the_sentinel() {
    let one = "table S (rows: 1, seed: 1) { k u32 = uniform(0, 3) }\ntable R (rows: 1, seed: 2) { k u32 = dense() }\nfrom S join R on S.k = R.k aggregate count(*) as n";
    let two = "table S (rows: 1, seed: 1) { a u32 = uniform(0, 3)  b i64 = uniform(0, 1) }\ntable R (rows: 1, seed: 2) { a u32 = dense()  b i64 = 1 }\nfrom S join R on S.a = R.a and S.b = R.b aggregate count(*) as n";
    for s in sizes(&["S", "R"]) {
        check("sentinel-1", one, &s);
        check("sentinel-2", two, &s);
    }
}

/// Kernels compiled for every x86 preset the host can execute give the interpreter's answers.
#[test]
fn every_preset_that_runs_here_agrees() {
    let runnable: Vec<&jitjoin::Target> = jitjoin::target::presets().iter().filter(|t| t.runs_on_host()).collect();
    assert!(!runnable.is_empty() || std::env::consts::ARCH != "x86_64", "x86-64 always runs on an x86-64 host");
    for (name, text, tables) in [
        ("fk", FK, &["S", "R"][..]),
        ("star", STAR, &["F", "A", "B", "C"][..]),
        ("semi_anti", SEMI_ANTI_2KEY, &["O", "P", "Q"][..]),
    ] {
        for n in [0u64, 7, 65, 1000] {
            let sets: Vec<String> = tables.iter().map(|t| format!("{t}.rows={n}")).collect();
            let p = plan(text, &sets);
            let data = p.make_data(Some(2)).unwrap();
            let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
            for t in &runnable {
                let w = WorkerOptions { threads: Some(2), ..Default::default() };
                let got =
                    jitjoin::execute_for(&p, &data, Engine::Jit, &w, t).unwrap_or_else(|e| panic!("{}: {e}", t.name));
                assert!(got.target.starts_with(t.name.as_ref()));
                assert_same(&format!("{name} n={n} target={}", t.name), &want, &got, None);
            }
        }
    }
}

/// A second run of the same plan on the same data in one process reuses the pooled memory
/// blocks, so its kernels are the same and come from the kernel cache: nothing is compiled.
#[test]
fn repeated_runs_reuse_compiled_kernels() {
    let p = plan(FK, &["S.rows=5000".into(), "R.rows=3000".into()]);
    let data = p.make_data(Some(2)).unwrap();
    let w = WorkerOptions { threads: Some(2), ..Default::default() };
    for a in [Algorithm::Vector, Algorithm::Radix] {
        let forced = p.clone().with_algorithm(Some(a));
        let first = jitjoin::execute(&forced, &data, Engine::Jit, &w).unwrap();
        let second = jitjoin::execute(&forced, &data, Engine::Jit, &w).unwrap();
        assert_same(a.name(), &first, &second, None);
        assert!(first.kernels_compiled + first.kernels_cached >= 2, "{}", a.name());
        assert_eq!(
            (second.kernels_compiled, second.kernels_cached),
            (0, first.kernels_compiled + first.kernels_cached),
            "{}",
            a.name()
        );
    }
}

/// Kernels depend on layouts, never on addresses: other data of the same layout (another probe
/// table size and seed, allocated anew) runs on the kernels the first run compiled, for every
/// algorithm, including radix partitioning of both sides.
#[test]
fn other_data_of_the_same_layout_compiles_nothing() {
    let w = WorkerOptions { threads: Some(2), ..Default::default() };
    for a in [Algorithm::Vector, Algorithm::Hash, Algorithm::Radix] {
        let mut first_kernels = None;
        for (rows, seed) in [(5000, 2), (7001, 9), (65, 4)] {
            let sets = [format!("S.rows={rows}"), "R.rows=3000".into(), format!("S.seed={seed}")];
            let p = plan(FK, &sets).with_algorithm(Some(a));
            let data = p.make_data(Some(2)).unwrap();
            let want = jitjoin::execute(&p, &data, Engine::Interp, &w).unwrap();
            let got = jitjoin::execute(&p, &data, Engine::Jit, &w).unwrap();
            assert_same(&format!("{} S.rows={rows}", a.name()), &want, &got, None);
            let total = got.kernels_compiled + got.kernels_cached;
            match first_kernels {
                None => first_kernels = Some(total),
                Some(n) => assert_eq!(
                    (got.kernels_compiled, got.kernels_cached),
                    (0, n),
                    "{} S.rows={rows}: every kernel comes from the cache",
                    a.name()
                ),
            }
        }
    }
}

fn host() -> Target {
    jitjoin::runtime::host::caches::host_target()
}

/// One engine runs many queries (the fuzzer and `bench` keep theirs): a probe kernel it
/// defined for an earlier query whose filter had the same in-list must not be reused with that
/// query's list, which was freed with it. The engine is checked, so a read of the freed list
/// traps instead of passing by luck.
#[test]
fn an_engine_reused_across_queries_reads_each_querys_own_in_list() {
    use jitjoin::compiler::plan::CacheModel;
    use jitjoin::runtime::{exec, workers::Workers};
    let target = jitjoin::runtime::host::caches::host_target();
    let mut engine = exec::checked_engine(&target).unwrap();
    let workers = Workers::host(&WorkerOptions { threads: Some(2), ..Default::default() }).unwrap();
    let caches = CacheModel::of(&target);
    let text = "table P (rows: 1000, seed: 5) { x i64 = uniform(0, 40) }
from P
filter P.x in (1, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
aggregate count(*) as n, sum(P.x) as s";
    for round in 0..4 {
        let p = plan(text, &[]);
        let data = p.make_data(Some(2)).unwrap();
        let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap();
        let got = exec::execute(&p.query, &data, engine.as_mut(), &workers, &caches).unwrap();
        if let Err(e) = jitjoin::compare::same(&want.result, &got.result, "jit", None) {
            panic!("round {round}: {e}");
        }
    }
}

/// `text`'s tables at `sets`, generated, then written to Parquet (row groups of 64 rows, so a
/// filter can skip some, and reads decode several in parallel) and Arrow files, and read back
/// by a plan whose tables name the files: the interpreter gives the generated data's result,
/// and every engine agrees with it. Parquet tables leave their columns to the file's schema
/// (only the used ones are read); Arrow tables declare theirs.
fn check_files(name: &str, text: &str, sets: &[String]) {
    use jitjoin::ir::plan::{FileFormat, Source};
    let target = jitjoin::runtime::host::caches::host_target();
    let p = plan(text, sets);
    let data = p.make_data(Some(2)).unwrap();
    let (want, full) = oracle(text, sets, &p, &data);
    let dir = tempfile::tempdir().unwrap();
    for format in [FileFormat::Parquet, FileFormat::Arrow] {
        let mut files = p.plan.clone();
        for (decl, t) in files.tables.iter_mut().zip(&data.tables) {
            let names: Vec<&str> = decl.columns.iter().map(|c| c.name.name.as_str()).collect();
            let file = format!("{}.{}", t.name, format.param());
            let path = dir.path().join(&file);
            match format {
                FileFormat::Parquet => {
                    jitjoin::runtime::data::files::write_parquet_groups(&path, &names, t, 64).unwrap()
                }
                _ => jitjoin::write_columns(&path, format, &names, &[], t).unwrap(),
            }
            decl.source = Source::File { format, path: file };
            decl.columns.iter_mut().for_each(|c| c.generator = None);
            if format == FileFormat::Parquet {
                decl.columns.clear();
            }
        }
        let fp = PlanFile::from_text(&dir.path().join("files.jj"), &files.to_string(), &[])
            .unwrap_or_else(|e| panic!("{e}\n{files}"));
        let fdata = fp.make_data(Some(2)).unwrap();
        let what = format!("{name} {sets:?} from {} files", format.param());
        let got = jitjoin::execute(&fp, &fdata, Engine::Interp, &WorkerOptions::default()).unwrap();
        assert_same(&what, &want, &got, full.as_deref());
        check_engines(&what, &fp, &fdata, &want, full.as_deref(), &target);
    }
}

/// A filter on a column in row order (`seq()`), so that Parquet row groups are skipped.
const CLUSTERED: &str = "
table S (rows: 1, seed: 51) { s i32 = seq()  fk u32 = foreign(of: R.key, hit: 0.9) }
table R (rows: 1, seed: 52) { key u32 = dense()  p i64 = uniform(-9, 9) }
from S
join R on S.fk = R.key
filter S.s between 100 and 300 or S.s > 900
aggregate count(*) as n, sum(R.p) as s, min(S.s) as lo
";

#[test]
fn tables_read_from_parquet_and_arrow_files() {
    for n in [0, 1, 7, 65, 1000] {
        let each = |tables: &[&str]| tables.iter().map(|t| format!("{t}.rows={n}")).collect::<Vec<_>>();
        check_files("fk", FK, &[format!("S.rows={n}"), format!("R.rows={}", n / 2 + 1)]);
        check_files("star", STAR, &each(&["F", "A", "B", "C"]));
        check_files("chain", CHAIN, &each(&["S", "R", "T"]));
        check_files("emit", EMIT, &each(&["S", "R"]));
        check_files("clustered", CLUSTERED, &each(&["S", "R"]));
    }
}

/// `data` with nulls punched in: in each table's columns in turn, every second row, every
/// sixth, every fiftieth, or every row (a pattern seeded by table and column, so keys, filter
/// columns and aggregated payloads all get some).
fn with_nulls(data: &Dataset) -> Dataset {
    let mut out = data.clone();
    for (t, table) in out.tables.iter_mut().enumerate() {
        for c in 0..table.columns.len() {
            let every = [2, 6, 50, 1][(t + c) % 4];
            let shift = (t * 7 + c * 3) % every;
            let v = jitjoin::ir::Validity::from_fn(table.rows, |r| (r + shift) % every != 0);
            table.set_validity(c, v);
        }
    }
    out
}

/// `text` at `sets` with nulls in every table ([`with_nulls`]): every engine, thread count and
/// algorithm agrees with the interpreter, which reads the nulls as SQL does; and the tables
/// written to Parquet with their nulls read back to the same answer.
fn check_nulls(name: &str, text: &str, sets: &[String], files: bool) {
    check_nulls_except(name, text, sets, files, &[]);
}

/// [`check_nulls`] with the tables `null_free` (by index) left without nulls.
fn check_nulls_except(name: &str, text: &str, sets: &[String], files: bool, null_free: &[usize]) {
    let target = jitjoin::runtime::host::caches::host_target();
    let p = plan(text, sets);
    let mut data = with_nulls(&p.make_data(Some(2)).unwrap());
    for &t in null_free {
        data.tables[t].nulls.clear();
    }
    let (want, full) = oracle(text, sets, &p, &data);
    let what = format!("{name} {sets:?} with nulls");
    check_engines(&what, &p, &data, &want, full.as_deref(), &target);
    if !files {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut fplan = p.plan.clone();
    for (decl, t) in fplan.tables.iter_mut().zip(&data.tables) {
        let names: Vec<&str> = decl.columns.iter().map(|c| c.name.name.as_str()).collect();
        let file = format!("{}.parquet", t.name);
        jitjoin::runtime::data::files::write_parquet_groups(&dir.path().join(&file), &names, t, 64).unwrap();
        decl.source = jitjoin::ir::plan::Source::File { format: jitjoin::ir::plan::FileFormat::Parquet, path: file };
        decl.columns.clear();
    }
    let fp = PlanFile::from_text(&dir.path().join("nulls.jj"), &fplan.to_string(), &[]).unwrap();
    let fdata = fp.make_data(Some(2)).unwrap();
    let got = jitjoin::execute(&fp, &fdata, Engine::Interp, &WorkerOptions::default()).unwrap();
    assert_same(&format!("{what} from Parquet"), &want, &got, full.as_deref());
    let got = jitjoin::execute(&fp, &fdata, Engine::Jit, &WorkerOptions::default()).unwrap();
    assert_same(&format!("{what} from Parquet, jit"), &want, &got, full.as_deref());
}

#[test]
fn nulls_in_keys_filters_and_payloads() {
    for s in sizes(&["S", "R"]) {
        check_nulls("fk", FK, &s, s[0] == "S.rows=65");
        check_nulls("emit", EMIT, &s, false);
        check_nulls(
            "emit_limit",
            &EMIT.replace("emit S.s, R.k, R.p, R.q", "emit S.s, R.k, R.p, R.q limit 10"),
            &s,
            false,
        );
    }
    for s in sizes(&["F", "A", "B", "C"]) {
        check_nulls("star", STAR, &s, s[0] == "F.rows=1000");
    }
    for s in sizes(&["S", "R", "T"]) {
        check_nulls("chain", CHAIN, &s, false);
    }
    for s in sizes(&["O", "P", "Q"]) {
        check_nulls("semi_anti", SEMI_ANTI_2KEY, &s, s[0] == "O.rows=63");
    }
    for s in sizes(&["L", "M"]) {
        check_nulls("two_key", TWO_KEY_INNER, &s, false);
    }
    // SQL's NOT IN: no row when a build key is null; a null probe key dropped unless the
    // build side is empty (the filter on Q empties it at some sizes).
    for s in sizes(&["O", "Q"]) {
        check_nulls("not_in", NOT_IN, &s, false);
        check_nulls_except("not_in", NOT_IN, &s, false, &[1]);
        check_nulls_except("not_in", &NOT_IN.replace("Q.f < 7", "Q.f < 0"), &s, false, &[1]);
    }
}

/// `not in join`, whose nulls behave as SQL's `NOT IN (SELECT …)`.
const NOT_IN: &str = "
table O (rows: 1, seed: 61) { k u32 = uniform(0, 50)  v i64 = uniform(-5, 5) }
table Q (rows: 1, seed: 62) { k u32 = uniform(0, 80)  f i32 = uniform(0, 9) }
from O
not in join Q on O.k = Q.k
filter Q.f < 7
aggregate count(*) as n, sum(O.v) as s, count(O.k) as c
";

/// Grouped aggregates over a star: grouping columns of the probe table and of joined
/// dimensions, signed and unsigned, 32 and 64 bits; every aggregate kind, and arithmetic over
/// columns of several tables, integer and float.
const GROUPS: &str = "
table F (rows: 1, seed: 9) { a i64 = foreign(of: A.k, dist: zipf(1.1), hit: 0.9)  b i32 = uniform(-40, 40)  g u32 = uniform(0, 3)  m f64 = uniform(0.0, 10.0)  v i64 = uniform(-1000000, 1000000) }
table A (rows: 1, seed: 1) { k i64 = dense()  x u32 = uniform(0, 9)  y i32 = uniform(-3, 3) }
table B (rows: 1, seed: 2) { k i32 = uniform(-50, 50)  z u64 = uniform(0, 4) }
from F
join A on F.a = A.k
join B on F.b = B.k
filter A.x between 2 and 7
aggregate count(*) as n, sum(F.v) as vs, min(F.m) as lo, max(F.v) as hi, count(F.m) as c, sum(F.m) as ms, avg(F.b) as ab, avg(F.m) as am, sum(F.v * (F.b - A.y)) as vb, avg(B.z * 3 + F.g) as zg, sum(F.m * F.b) as mb group by A.y, F.g, B.z
";

#[test]
fn grouped_aggregates() {
    // Dense: the keys' ranges are small. Hash: a key spanning millions of values.
    let hashed = GROUPS.replace("group by A.y, F.g, B.z", "group by F.v, F.g");
    let ordered = GROUPS.replace("group by A.y, F.g, B.z", "group by A.y, F.g, B.z order by vs desc, n limit 5");
    let one_key = GROUPS.replace("group by A.y, F.g, B.z", "group by A.x");
    // No grouping columns: one row of global aggregates, averages among them.
    let global = GROUPS.replace(" group by A.y, F.g, B.z", "");
    for (i, s) in sizes(&["F", "A", "B"]).into_iter().enumerate() {
        check("groups", GROUPS, &s);
        check("groups_hashed", &hashed, &s);
        // Every third size for the variants (odd, even and lopsided ones among them).
        if i % 3 == 0 {
            check("groups_ordered", &ordered, &s);
            check("groups_one_key", &one_key, &s);
            check("groups_global", &global, &s);
        }
    }
}

#[test]
fn grouped_aggregates_with_nulls() {
    // A null is a group of its own, and aggregates skip nulls within each group.
    let g = GROUPS.replace("group by A.y, F.g, B.z", "group by A.y, F.g");
    let global = GROUPS.replace(" group by A.y, F.g, B.z", "");
    for (i, s) in sizes(&["F", "A", "B"]).into_iter().enumerate() {
        check_nulls("groups", &g, &s, i == 6);
        check_nulls("groups_global", &global, &s, false);
    }
}

/// A first join that keeps a fifth of the rows (its dimension filtered to R.f < 2): the JIT's
/// staged front tests eight rows at a time without a branch and runs the pipeline for the rows
/// that pass, over a vector of values, a bitmap, with a probe-side filter, and into an emit
/// whose limit ends the kernel from inside the front.
const SELECTIVE: &str = "
table S (rows: 1, seed: 41) { fk u32 = foreign(of: R.k, hit: 0.9)  v i64 = uniform(-50, 50) }
table R (rows: 1, seed: 42) { k u32 = dense()  f u32 = uniform(0, 9)  p i32 = uniform(-100, 100) }
table T (rows: 1, seed: 43) { k u32 = dense() }
from S
join R on S.fk = R.k
semi join T on S.fk = T.k
filter R.f < 2
aggregate count(*) as n, sum(R.p) as s, min(S.v) as lo
";

#[test]
fn a_selective_first_join_runs_the_staged_front() {
    let bitmap = SELECTIVE.replace("sum(R.p) as s, ", "");
    let filtered = SELECTIVE.replace("filter R.f < 2", "filter R.f < 2\nfilter S.v > 0");
    let emit = SELECTIVE.replace("aggregate count(*) as n, sum(R.p) as s, min(S.v) as lo", "emit S.fk, R.p limit 50");
    for s in sizes(&["S", "R", "T"]) {
        check("staged", SELECTIVE, &s);
        check("staged_bitmap", &bitmap, &s);
        check("staged_filtered", &filtered, &s);
        check("staged_emit", &emit, &s);
    }
}

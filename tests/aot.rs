//! Differential tests through the object-file path: plans compiled ahead of time for every
//! preset, linked with the reference host (`host/jitjoin_host.c`), run natively or under
//! `qemu-aarch64`, and compared with the interpreter.
//!
//! The full matrix (every template of `tests/common`, every size, every algorithm forced and
//! auto, 1 and 3 threads) runs on one native x86 preset and on `kunpeng920` under emulation;
//! the other presets run every template at a few sizes. Each case compiles an object in
//! process, links it with a host object compiled once per toolchain, and runs the program.

use jitjoin::aot::Toolchain;
use jitjoin::ir::interp::{AggValue, Row, cell_text};
use jitjoin::ir::plan::Algorithm;
use jitjoin::ir::query::OutputSpec;
use jitjoin::ir::{ColType, Value};
use jitjoin::{Engine, PlanFile, Target, WorkerOptions};
use std::path::{Path, PathBuf};

mod common;
use common::*;

/// The symbol prefix of every object here (plans are all named `aot.jj`).
const PREFIX: &str = "aot";

/// The host program compiled once for a toolchain, ready to link with a plan's object.
struct Host {
    tc: Toolchain,
    object: PathBuf,
    dir: tempfile::TempDir,
}

impl Host {
    fn new(t: &Target) -> Host {
        let tc = Toolchain::for_target(t).unwrap_or_else(|e| panic!("{}: {e}", t.name));
        tc.check().unwrap_or_else(|e| panic!("{}: {e} (scripts/setup installs it)", t.name));
        let dir = tempfile::tempdir().unwrap();
        let object = tc.compile_host(dir.path(), PREFIX).unwrap_or_else(|e| panic!("{}: {e}", t.name));
        Host { tc, object, dir }
    }

    /// Compile `p` for `t`, write its data and link it: the case's directory.
    fn prepare(
        &self,
        p: &PlanFile,
        data: &jitjoin::ir::Dataset,
        t: &Target,
    ) -> Result<tempfile::TempDir, jitjoin::Error> {
        let c = jitjoin::aot::compile(p, data, t, PREFIX)?;
        let case = tempfile::tempdir_in(self.dir.path()).unwrap();
        std::fs::write(case.path().join("aot.o"), &c.object).unwrap();
        std::fs::write(case.path().join("aot.json"), &c.json).unwrap();
        p.write_tables(data, case.path()).unwrap();
        let exe = case.path().join("aot");
        self.tc.link(&self.object, PREFIX, &[&case.path().join("aot.o")], &exe).unwrap();
        Ok(case)
    }

    /// Run a prepared case on `threads` threads: the host's standard output, or its error.
    fn exec(&self, case: &Path, threads: u32) -> Result<String, jitjoin::Error> {
        let (exe, json, n) = (case.join("aot"), case.join("aot.json"), threads.to_string());
        self.tc.run(&exe, &[json.as_os_str(), case.as_os_str(), n.as_ref()])
    }

    /// Compile `p` for `t`, link it, and run it on `data` with each of `threads`; the host's
    /// JSON per thread count, or the compile error.
    fn run(
        &self,
        p: &PlanFile,
        data: &jitjoin::ir::Dataset,
        t: &Target,
        threads: &[u32],
    ) -> Result<Vec<serde_json::Value>, jitjoin::Error> {
        let case = self.prepare(p, data, t)?;
        Ok(threads
            .iter()
            .map(|&n| {
                let out = self.exec(case.path(), n).unwrap_or_else(|e| panic!("{}: {e}", t.name));
                serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"))
            })
            .collect())
    }
}

fn plan(text: &str, sets: &[String]) -> PlanFile {
    PlanFile::from_text(Path::new("aot.jj"), text, sets).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

/// An aggregate the host printed equals the interpreter's (integers exactly, floats closely).
fn same_value(want: &AggValue, got: &serde_json::Value) -> bool {
    match want {
        AggValue::Null => got.is_null(),
        AggValue::Int(i) => got.is_number() && got.to_string().parse::<i128>().ok() == Some(*i),
        AggValue::Float(x) => got.as_f64().is_some_and(|y| close(*x, y)),
    }
}

/// A row the host printed, as the interpreter's values print (floats parsed back to bits).
fn row_text(row: &serde_json::Value, types: &[ColType]) -> Vec<String> {
    let cells = row.as_array().expect("a row is an array");
    cells
        .iter()
        .zip(types)
        .map(|(v, ty)| match ty {
            ColType::F64 => Value::Float(v.as_f64().expect("a float")).to_string(),
            _ => Value::Int(v.to_string().parse().expect("an integer")).to_string(),
        })
        .collect()
}

fn sorted(rows: impl Iterator<Item = Vec<String>>) -> Vec<Vec<String>> {
    let mut r: Vec<Vec<String>> = rows.collect();
    r.sort();
    r
}

/// Run template `text` at `sets` for `t` through the object path with every algorithm in
/// `algorithms` (None: the plan's own) and thread count in `threads`, against the interpreter.
fn check(
    host: &Host,
    t: &Target,
    name: &str,
    text: &str,
    sets: &[String],
    algorithms: &[Option<Algorithm>],
    threads: &[u32],
) {
    let p = plan(text, sets);
    let data = p.make_data(Some(2)).unwrap();
    let want = jitjoin::execute(&p, &data, Engine::Interp, &WorkerOptions::default()).unwrap().result;
    let limit = match &p.query.output {
        OutputSpec::Emit { limit, .. } => *limit,
        OutputSpec::Aggregate(_) | OutputSpec::Group(_) => None,
    };
    let full = limit.map(|_| {
        let all = plan(&text.replace(" limit ", " # limit "), sets);
        jitjoin::execute(&all, &data, Engine::Interp, &WorkerOptions::default()).unwrap().result.rows
    });
    let types: Vec<ColType> = match &p.query.output {
        OutputSpec::Emit { columns, .. } => columns.iter().map(|&c| p.query.column_type(c)).collect(),
        OutputSpec::Aggregate(_) | OutputSpec::Group(_) => Vec::new(),
    };
    for &a in algorithms {
        let forced = p.clone().with_algorithm(a);
        let what = format!("{name} {sets:?} {} {}", t.name, a.map_or("auto", |a| a.name()));
        let outs = match host.run(&forced, &data, t, threads) {
            Ok(outs) => outs,
            // A forced vector may be refused (duplicate keys, two key columns, a range too
            // wide), with a user error that says so; nothing else may fail.
            Err(e) if a == Some(Algorithm::Vector) && e.is_user_error() => {
                assert!(e.to_string().contains("uses `vector`"), "{what}: {e}");
                continue;
            }
            Err(e) => panic!("{what}: {e}"),
        };
        for (got, n) in outs.iter().zip(threads) {
            let what = format!("{what} threads={n}");
            for (alias, v) in &want.aggregates {
                assert!(
                    same_value(v, &got["results"][alias]),
                    "{what}: {alias}: interp {v} vs aot {}",
                    got["results"][alias]
                );
            }
            assert_eq!(got["rows_out"].as_u64(), Some(want.rows_out), "{what}: rows_out");
            if types.is_empty() {
                continue;
            }
            let rows = got["rows"].as_array().expect("emit prints rows");
            let rows = sorted(rows.iter().map(|r| row_text(r, &types)));
            let text = |rows: &[Row]| sorted(rows.iter().map(|r| r.iter().map(cell_text).collect()));
            match &full {
                None => assert_eq!(rows, text(&want.rows), "{what}: emitted rows"),
                Some(all) => {
                    let mut pool = text(all);
                    for row in rows {
                        let i = pool.iter().position(|r| *r == row);
                        pool.remove(i.unwrap_or_else(|| panic!("{what}: {row:?} is not a result row")));
                    }
                }
            }
        }
    }
}

/// Runs of duplicates: a key with more rows than the table clusters.
const RUNS: &str = "
table S (rows: 1, seed: 51) { fk u64 = foreign(of: R.k, hit: 0.7)  v i32 = uniform(-9, 9) }
table R (rows: 1, seed: 52) { k u64 = dup(distinct: 3)  p i64 = uniform(-1000, 1000) }
from S
join R on S.fk = R.k
aggregate count(*) as n, sum(R.p) as s, max(R.p) as hi, sum(S.v) as sv
";

fn templates() -> Vec<(&'static str, String, &'static [&'static str])> {
    let limited = EMIT.replace("emit S.s, R.k, R.p, R.q", "emit S.s, R.k, R.p, R.q limit 10");
    vec![
        ("fk", FK.to_string(), &["S", "R"]),
        ("star", STAR.to_string(), &["F", "A", "B", "C"]),
        ("chain", CHAIN.to_string(), &["S", "R", "T"]),
        ("semi_anti", SEMI_ANTI_2KEY.to_string(), &["O", "P", "Q"]),
        ("two_key", TWO_KEY_INNER.to_string(), &["L", "M"]),
        ("emit", EMIT.to_string(), &["S", "R"]),
        ("emit_limit", limited, &["S", "R"]),
        ("runs", RUNS.to_string(), &["S", "R"]),
        // Objects take no grouped pipelines: the staged front that prefetches a block ahead,
        // over one global aggregate.
        ("ahead", AHEAD.replace(" group by B.h", ""), &["F", "A", "B"]),
    ]
}

const ALL: [Option<Algorithm>; 4] = [None, Some(Algorithm::Hash), Some(Algorithm::Radix), Some(Algorithm::Vector)];

/// Every template, size, algorithm, and 1 and 3 threads, for `t`.
fn full_matrix(t: &Target) {
    let host = Host::new(t);
    for (name, text, tables) in templates() {
        for sets in sizes(tables) {
            check(&host, t, name, &text, &sets, &ALL, &[1, 3]);
        }
        // A probe table big enough for several morsels and partition chunks per thread.
        let big: Vec<String> =
            tables.iter().enumerate().map(|(i, t)| format!("{t}.rows={}", if i == 0 { 20000 } else { 300 })).collect();
        check(&host, t, name, &text, &big, &ALL, &[1, 3]);
    }
}

/// Every template at a few sizes, auto and radix, for `t`.
fn some_sizes(t: &Target) {
    let host = Host::new(t);
    for (name, text, tables) in templates() {
        for n in [0u64, 1, 65, 1000] {
            let sets: Vec<String> = tables.iter().map(|t| format!("{t}.rows={n}")).collect();
            check(&host, t, name, &text, &sets, &[None, Some(Algorithm::Radix)], &[3]);
        }
    }
}

fn preset(name: &str) -> Target {
    jitjoin::target::preset(name).unwrap_or_else(|e| panic!("{e}")).clone()
}

#[test]
fn kunpeng920_under_emulation_equals_the_interpreter() {
    full_matrix(&preset("kunpeng920"));
}

/// Structures beyond the last level (the vector `auto` takes, and a hash table): the kernels
/// call the host's `jj_prefetch` once a chunk, through the object's own function that
/// preserves every register (`preserve_all`).
#[test]
fn prefetching_kernels_under_emulation_equal_the_interpreter() {
    let host = jitjoin::runtime::host::caches::host_target();
    let o = jitjoin::target::Overrides { l3: Some(1 << 20), ..Default::default() };
    let t = jitjoin::target::resolve("kunpeng920", &o, &host).unwrap();
    let sets = ["S.rows=20000".to_string(), "R.rows=400000".into()];
    let p = plan(FK, &sets);
    let data = p.make_data(Some(2)).unwrap();
    let c = jitjoin::aot::compile(&p, &data, &t, PREFIX).unwrap();
    assert!(c.json.contains("prefetch descriptors"), "no kernel prefetches: {}", c.json);
    check(&Host::new(&t), &t, "fk-prefetch", FK, &sets, &[None, Some(Algorithm::Hash)], &[1, 3]);
}

#[test]
fn apple_m2_as_elf_under_emulation_equals_the_interpreter() {
    let (t, note) = jitjoin::aot::object_target(&preset("apple-m2"));
    assert!(note.is_some_and(|n| n.contains("ELF")));
    some_sizes(&t);
}

/// The newest x86 preset this CPU runs gets the full matrix, every other one a few sizes;
/// presets it cannot run are skipped, and the reason is printed.
#[test]
fn every_x86_preset_this_cpu_runs_equals_the_interpreter() {
    if std::env::consts::ARCH != "x86_64" {
        return;
    }
    let x86: Vec<&Target> = jitjoin::target::presets().iter().filter(|t| t.isa.triple.starts_with("x86_64")).collect();
    let (runs, skipped): (Vec<&Target>, Vec<&Target>) = x86.into_iter().partition(|t| t.runs_on_host());
    for t in skipped {
        eprintln!(
            "skipped {}: it needs {} which this CPU lacks (see `jitjoin targets`)",
            t.name,
            t.isa.flags.join(" ")
        );
    }
    let (widest, rest) = runs.split_last().expect("x86-64 runs on every x86-64 CPU");
    full_matrix(widest);
    for t in rest {
        some_sizes(t);
    }
}

/// The instructions qemu translated inside the plan's kernels (`-d in_asm`): the golden
/// listings' instructions, executed.
fn executed_kernel_instructions(host: &Host, a: Algorithm, threads: u32) -> String {
    // The plan and sizes of the golden listings `tests/asm/kunpeng920/fk_sum-*.s`.
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/fk_sum.jj");
    let text = std::fs::read_to_string(example).unwrap();
    let p = plan(&text, &["R.rows=1K".into(), "S.rows=4K".into()]).with_algorithm(Some(a));
    let data = p.make_data(Some(2)).unwrap();
    let t = preset("kunpeng920");
    let log = host.dir.path().join(format!("in_asm-{}.log", a.name()));
    let mut logged = Host { tc: host.tc.clone(), object: host.object.clone(), dir: tempfile::tempdir().unwrap() };
    logged.tc.runner.extend(["-d".to_string(), "in_asm".into(), "-D".into(), log.display().to_string()]);
    logged.run(&p, &data, &t, &[threads]).unwrap();
    let text = std::fs::read_to_string(&log).unwrap();
    // Blocks start with `IN: <symbol>`; keep those of the kernels.
    let mut inside = false;
    let mut out = String::new();
    for line in text.lines() {
        if let Some(sym) = line.strip_prefix("IN: ") {
            inside = sym.starts_with(&format!("jj_{PREFIX}_"));
        } else if inside {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Kunpeng 920's kernels execute LSE atomics (the hash build's slot claims) and NEON (the
/// vector probe's 4-lane front): the golden listings' instructions, run.
#[test]
fn kunpeng920_kernels_execute_lse_atomics_and_neon() {
    let host = Host::new(&preset("kunpeng920"));
    let hash = executed_kernel_instructions(&host, Algorithm::Hash, 2);
    // qemu's disassembler prints LSE instructions as bytes; match the encoding of the CAS
    // family (CAS, CASA, CASL, CASAL of every size): size 001000 1 L 1 Rs o0 11111 Rn Rt.
    let cas = |l: &str| {
        let word = l.split_whitespace().nth(1).and_then(|w| u32::from_str_radix(w, 16).ok());
        word.is_some_and(|w| w & 0x3FA0_7C00 == 0x08A0_7C00)
    };
    assert!(hash.lines().any(cas), "no LSE compare-and-swap executed:\n{hash}");
    let vector = executed_kernel_instructions(&host, Algorithm::Vector, 1);
    assert!(vector.lines().any(|l| l.contains(".4s")), "no NEON 4-lane instruction executed:\n{vector}");
}

/// On a CPU model without LSE (Cortex-A53, ARMv8.0) the same object stops with SIGILL, and the
/// host says so, naming the target and its flags: never a wrong answer.
#[test]
fn a_kernel_for_a_missing_feature_fails_loudly() {
    let t = preset("kunpeng920");
    let mut host = Host::new(&t);
    host.tc.runner = ["qemu-aarch64", "-cpu", "cortex-a53"].map(String::from).to_vec();
    let p = plan(FK, &["S.rows=500".into(), "R.rows=100".into()]).with_algorithm(Some(Algorithm::Hash));
    let data = p.make_data(Some(2)).unwrap();
    let case = host.prepare(&p, &data, &t).unwrap();
    let e = host.exec(case.path(), 1).expect_err("the kernels ran on a CPU without LSE");
    assert!(e.is_user_error());
    let e = e.to_string();
    assert!(e.contains("SIGILL") && e.contains("kunpeng920") && e.contains("has_lse"), "{e}");
}

/// Data that does not match the step list is refused with exit 2, the file, the reason and
/// the fix: other row counts, a key outside the range the layout was planned for, a header
/// that names other columns, a value that is not of the column's type.
#[test]
fn data_that_does_not_match_the_plan_is_refused() {
    let t = preset("x86-64");
    if !t.runs_on_host() {
        return;
    }
    let host = Host::new(&t);
    let p = plan(FK, &["S.rows=50".into(), "R.rows=10".into()]).with_algorithm(Some(Algorithm::Vector));
    let data = p.make_data(Some(1)).unwrap();
    let case = host.prepare(&p, &data, &t).unwrap();
    let r = case.path().join("R.csv");
    let good = std::fs::read_to_string(&r).unwrap();
    assert!(host.exec(case.path(), 2).is_ok());
    let refuse = |csv: &str, says: &[&str]| {
        std::fs::write(&r, csv).unwrap();
        let e = host.exec(case.path(), 2).expect_err("refused");
        assert!(e.is_user_error(), "{e}");
        for s in says {
            assert!(e.to_string().contains(s), "{e}");
        }
    };
    let mut lines: Vec<String> = good.lines().map(String::from).collect();
    refuse(&lines[..lines.len() - 1].join("\n"), &["R.csv", "9 rows", "compiled for 10", "R.rows=9"]);
    let first: Vec<String> = lines[1].split(',').map(String::from).collect();
    lines[1] = std::iter::once("1000".to_string()).chain(first[1..].iter().cloned()).collect::<Vec<_>>().join(",");
    refuse(&lines.join("\n"), &["R.csv: row 2: key = 1000 lies outside 1..10", "compile it again"]);
    refuse(&good.replacen("key", "kee", 1), &["R.csv:1", "`kee`", "`key`"]);
    refuse(&good.replacen('\n', "\nx", 1), &["R.csv:2", "does not hold a u32"]);
    std::fs::write(&r, good).unwrap();
    assert!(host.exec(case.path(), 2).is_ok());
}

/// One description, two drivers: the steps a JIT run walks are the steps `compile` writes
/// for a host, kind by kind and join by join (partitioned on both sides, three joins).
#[test]
fn a_run_walks_the_steps_the_object_lists() {
    // What a step does, without what a run learns while building (duplicates, runs).
    let shape = |s: &serde_json::Value| {
        let f = ["step", "join", "table", "column", "min", "max", "rows", "fanout", "tuple_bytes", "kernel", "limit"];
        f.iter().map(|k| format!("{k}={}", s[k])).collect::<Vec<_>>().join(" ")
    };
    let shapes = |json: &serde_json::Value| json["steps"].as_array().unwrap().iter().map(shape).collect::<Vec<_>>();
    for a in [Some(Algorithm::Radix), Some(Algorithm::Hash), None] {
        let sets: Vec<String> = ["F", "A", "B", "C"].iter().map(|t| format!("{t}.rows=3000")).collect();
        let p = plan(STAR, &sets).with_algorithm(a);
        let data = p.make_data(Some(2)).unwrap();
        let t = preset("kunpeng920");
        let written: serde_json::Value =
            serde_json::from_str(&jitjoin::aot::compile(&p, &data, &t, PREFIX).unwrap().json).unwrap();
        let workers = jitjoin::runtime::workers::Workers::host(&WorkerOptions::default()).unwrap();
        // The plan a run settles on, made as the object's is (carried ranges over all rows): a
        // vector that meets duplicate keys is planned again as a hash table, and the run walks
        // that plan's steps.
        let all = jitjoin::runtime::exec::Carried::All;
        let planned = jitjoin::runtime::exec::listings::planned_for(&p.query, &data, &t, &workers, all).unwrap();
        let walked = serde_json::to_value(&planned.steps).unwrap();
        assert_eq!(shapes(&walked), shapes(&written), "{a:?}");
        if a == Some(Algorithm::Radix) {
            let parts: Vec<String> =
                shapes(&written).into_iter().filter(|k| k.starts_with("step=\"partition\"")).collect();
            assert!(parts.len() >= 2 && parts.iter().any(|k| k.contains("join=null")), "{parts:?}");
        }
    }
}

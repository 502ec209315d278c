//! Specialised (JIT) against generic kernels, per join algorithm, at sizes that fit a benchmark
//! run on a small machine. Each case checks its answer against the reference interpreter before
//! it is timed; the timed part is what `jitjoin run` reports as `total`: compile + build +
//! probe, with the data already in memory.
//!
//! Engines: `jit-host` (Cranelift for this CPU, structures sized for its measured caches),
//! `jit-x86-64` (the same code generator for the SSE2 baseline and that preset's generic cache
//! sizes) and `generic` (precompiled Rust). Cases are named
//! `WORKLOAD/ALGORITHM/R=…,S=…,theta=…,hit=…,threads=…/ENGINE` (theta: Zipf skew of the foreign keys, 0 = uniform); `compile/PLAN/TARGET` times
//! planning and compiling every kernel of a plan on tiny data; `dup_build/…` and
//! `dup_build_semi/…` time hash builds of 2^22 rows with 1, 2, 16 and 2^20 distinct keys.
//!
//! `cargo bench --bench joins` (add `-- --save-baseline NAME` / `--baseline NAME` to compare).

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use jitjoin::ir::Dataset;
use jitjoin::ir::plan::Algorithm;
use jitjoin::{Engine, PlanFile, Target, WorkerOptions};
use std::path::Path;
use std::time::Duration;

struct Case {
    name: &'static str,
    plan: &'static str,
    sets: Vec<String>,
    label: String,
    algorithms: Vec<Algorithm>,
    threads: usize,
}

fn fk(r: u32, s: u32, theta: &str, hit: &str, threads: usize) -> Case {
    Case {
        name: "fk_sum",
        plan: "examples/fk_sum.jj",
        sets: vec![
            format!("R.rows=2^{r}"),
            format!("S.rows=2^{s}"),
            format!("S.fk.theta={theta}"),
            format!("S.fk.hit={hit}"),
        ],
        label: format!("R=2^{r},S=2^{s},theta={theta},hit={hit},threads={threads}"),
        algorithms: vec![Algorithm::Auto, Algorithm::Hash, Algorithm::Radix, Algorithm::Vector],
        threads,
    }
}

fn cases() -> Vec<Case> {
    let mut cases = vec![
        // Structure in L2, around the measured last level, and far beyond it.
        fk(12, 22, "0", "1.0", 2),
        fk(18, 22, "0", "1.0", 2),
        fk(22, 24, "0", "1.0", 2),
        fk(18, 22, "0.9", "0.5", 2),
        fk(18, 22, "0", "1.0", 1),
        Case {
            name: "star",
            plan: "examples/star.jj",
            sets: vec!["lineorder.rows=2M".into()],
            label: "F=2M,threads=2".into(),
            algorithms: vec![Algorithm::Auto, Algorithm::Hash],
            threads: 2,
        },
        Case {
            name: "dup_keys",
            plan: "examples/dup_keys.jj",
            sets: vec!["A.rows=256K".into(), "B.rows=256K".into()],
            label: "A=256K,B=256K,threads=2".into(),
            algorithms: vec![Algorithm::Hash, Algorithm::Radix],
            threads: 2,
        },
    ];
    // Hash builds must stay linear in |R| however often keys repeat (2^22 rows).
    for (name, plan) in [("dup_build", "benches/dup_build.jj"), ("dup_build_semi", "benches/dup_build_semi.jj")] {
        for distinct in ["1", "2", "16", "2^20"] {
            cases.push(Case {
                name,
                plan,
                sets: vec![format!("R.k.distinct={distinct}")],
                label: format!("R=2^22,distinct={distinct},threads=2"),
                algorithms: vec![Algorithm::Hash],
                threads: 2,
            });
        }
    }
    cases
}

fn load(plan: &str, sets: &[String]) -> (PlanFile, Dataset) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let plan = PlanFile::load(&root.join(plan), sets).expect("bench plan");
    let data = plan.make_data(None).expect("bench data");
    (plan, data)
}

fn check(what: &str, want: &jitjoin::ir::QueryResult, got: &jitjoin::ir::QueryResult) {
    // f64 sums may differ in the last bits (summation order); everything else is exact.
    for ((name, a), (_, b)) in want.aggregates.iter().zip(&got.aggregates) {
        let same = match (a, b) {
            (jitjoin::ir::AggValue::Float(x), jitjoin::ir::AggValue::Float(y)) => {
                (x - y).abs() <= 1e-9 * x.abs().max(1.0)
            }
            _ => a == b,
        };
        assert!(same, "{what}: {name} = {b}, interpreter says {a}");
    }
}

fn joins(cr: &mut Criterion) {
    let baseline: &'static Target = jitjoin::target::preset("x86-64").expect("preset");
    let host = jitjoin::runtime::host::caches::host_target();
    let engines: [(&str, Engine, &Target); 3] =
        [("generic", Engine::Generic, &host), ("jit-x86-64", Engine::Jit, baseline), ("jit-host", Engine::Jit, &host)];
    for c in cases() {
        let (plan, data) = load(c.plan, &c.sets);
        let workers = WorkerOptions { threads: Some(c.threads), ..Default::default() };
        let want = jitjoin::execute(&plan, &data, Engine::Interp, &workers).expect("interp").result;
        for &a in &c.algorithms {
            let plan = plan.clone().with_algorithm(Some(a));
            let mut group = cr.benchmark_group(format!("{}/{}", c.name, a.name()));
            group.sample_size(10).measurement_time(Duration::from_secs(3)).warm_up_time(Duration::from_millis(300));
            for &(label, engine, target) in &engines {
                if !target.runs_on_host() {
                    continue;
                }
                let got = jitjoin::execute_for(&plan, &data, engine, &workers, target).expect("engine").result;
                check(&format!("{} {} {label}", c.name, a.name()), &want, &got);
                group.bench_with_input(BenchmarkId::new(label, &c.label), &(engine, target), |b, &(engine, target)| {
                    b.iter(|| jitjoin::execute_for(&plan, &data, engine, &workers, target).expect("engine"))
                });
            }
            group.finish();
        }
    }
}

fn compile(cr: &mut Criterion) {
    let workers = jitjoin::runtime::workers::Workers::host(&WorkerOptions::default()).expect("workers");
    let mut group = cr.benchmark_group("compile");
    group.sample_size(20).measurement_time(Duration::from_secs(2)).warm_up_time(Duration::from_millis(200));
    for (plan, sets) in [
        ("examples/fk_sum.jj", vec!["R.rows=1K".to_string(), "S.rows=4K".to_string()]),
        ("examples/star.jj", vec!["lineorder.rows=4K".to_string()]),
    ] {
        let (p, data) = load(plan, &sets);
        for target in ["x86-64", "znver3", "kunpeng920"] {
            let t = jitjoin::target::preset(target).expect("preset");
            let kernels = jitjoin::runtime::exec::listings(&p.query, &data, t, &workers).expect("compile");
            assert!(kernels.len() >= 2, "{plan}: a build and a probe kernel at least");
            let name = Path::new(plan).file_stem().and_then(|s| s.to_str()).unwrap_or(plan);
            group.bench_function(BenchmarkId::new(name, target), |b| {
                b.iter(|| jitjoin::runtime::exec::listings(&p.query, &data, t, &workers).expect("compile"))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, joins, compile);
criterion_main!(benches);

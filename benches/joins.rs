//! Specialised (JIT) against generic kernels on the study's workloads, at sizes that fit a
//! benchmark run on a small machine. Each case checks its answer against the reference
//! interpreter once before it is timed; the timed part is what `jitjoin run` reports as
//! `total`: compile + build + probe, with the data already in memory.
//!
//! `cargo bench --bench joins` (add `-- --save-baseline NAME` / `--baseline NAME` to compare).
//! Cases are named `WORKLOAD/|R|,|S|/ENGINE`.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use jitjoin::ir::Dataset;
use jitjoin::{Engine, PlanFile, WorkerOptions};
use std::path::Path;
use std::time::Duration;

struct Case {
    name: &'static str,
    plan: &'static str,
    sets: Vec<String>,
    label: String,
}

fn cases() -> Vec<Case> {
    let fk = |r: u32, s: u32| Case {
        name: "fk_sum",
        plan: "examples/fk_sum.jj",
        sets: vec![format!("R.rows=2^{r}"), format!("S.rows=2^{s}")],
        label: format!("R=2^{r},S=2^{s}"),
    };
    vec![
        // Table in L2, in L3, and far beyond the cache (prefetched).
        fk(12, 22),
        fk(16, 22),
        fk(22, 24),
        Case { name: "star", plan: "examples/star.jj", sets: vec!["lineorder.rows=2M".into()], label: "F=2M".into() },
        Case {
            name: "dup_keys",
            plan: "examples/dup_keys.jj",
            sets: vec!["A.rows=256K".into(), "B.rows=256K".into()],
            label: "A=256K,B=256K".into(),
        },
    ]
}

fn load(c: &Case) -> (PlanFile, Dataset) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let plan = PlanFile::load(&root.join(c.plan), &c.sets).expect("bench plan");
    let data = plan.make_data(None).expect("bench data");
    (plan, data)
}

fn joins(cr: &mut Criterion) {
    let workers = WorkerOptions::default();
    for c in cases() {
        let (plan, data) = load(&c);
        let want = jitjoin::execute(&plan, &data, Engine::Interp, &workers).expect("interp").result;
        let mut group = cr.benchmark_group(c.name);
        group.sample_size(10).measurement_time(Duration::from_secs(4)).warm_up_time(Duration::from_millis(500));
        for engine in [Engine::Generic, Engine::Jit] {
            let got = jitjoin::execute(&plan, &data, engine, &workers).expect("engine").result;
            // f64 sums may differ in the last bits (summation order); everything else is exact.
            for ((name, a), (_, b)) in want.aggregates.iter().zip(&got.aggregates) {
                let same = match (a, b) {
                    (jitjoin::ir::AggValue::Float(x), jitjoin::ir::AggValue::Float(y)) => {
                        (x - y).abs() <= 1e-9 * x.abs().max(1.0)
                    }
                    _ => a == b,
                };
                assert!(same, "{} {}: {name} = {b}, interpreter says {a}", c.name, engine.name());
            }
            group.bench_with_input(BenchmarkId::new(engine.name(), &c.label), &engine, |b, &engine| {
                b.iter(|| jitjoin::execute(&plan, &data, engine, &workers).expect("engine"))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, joins);
criterion_main!(benches);

//! `jitjoin bench`: sweep a plan parameter and time engines × targets × algorithms.
//!
//! ```text
//!   for each value v of the swept parameter (v = 2^A, 2^(A+1), … 2^B):
//!       make the data once
//!       warm-up: every configuration once
//!       K rounds: every configuration once per round, in the same order (interleaved,
//!                 so drift on a noisy machine hits them all alike)
//!       every run's result must equal the first configuration's
//! ```
//! A configuration is an engine, a target (JIT only), an algorithm override and a NUMA
//! strategy. Time is join time (compile, the NUMA partitioning pass, build, block copies,
//! probe), with the data already in memory; throughput is the rows of every table in the
//! pipeline divided by the median time. With more than one strategy the table also shows each
//! one's overhead: the partition pass, the copies between replicas, bytes moved between nodes
//! and the memory its replicas take.

use crate::ir::interp::{AggValue, QueryResult};
use crate::ir::plan::Algorithm;
use crate::runtime::exec::Strategy;
use crate::{Engine, Error, PlanFile, Target, WorkerOptions};
use std::fmt::Write as _;

/// What to sweep and run.
pub struct BenchSpec {
    /// `TABLE.PARAM`, e.g. `R.rows`.
    pub param: String,
    pub values: Vec<u64>,
    pub sets: Vec<String>,
    pub engines: Vec<Engine>,
    /// Targets for the JIT, resolved (the host is resolved once, by the caller).
    pub targets: Vec<Target>,
    /// `None` runs the plan's own `using` choices.
    pub algorithms: Vec<Option<Algorithm>>,
    pub threads: Option<usize>,
    pub reps: usize,
    /// NUMA strategies to time (the interpreter runs once, without one).
    pub numa: Vec<Strategy>,
    pub virtual_nodes: Option<usize>,
}

/// One configuration at one point, with every timed repetition.
#[derive(Clone, Debug)]
pub struct Measurement {
    pub value: u64,
    pub engine: Engine,
    pub target: String,
    pub algorithm: String,
    /// What each join ran, as the engine reported it.
    pub chosen: Vec<(String, String)>,
    pub times_ms: Vec<f64>,
    /// The untimed warm-up run, in ms. For the first configuration at a point, this is the
    /// first query on the data just made for the point (at the first point, with kernels from
    /// the disk cache at best), as a fresh process's `jitjoin run` would time it.
    pub warmup_ms: f64,
    /// Kernels each run (the untimed warm-up first) compiled, and found in the process's
    /// kernel cache: a sweep compiles a kernel again only when its layout changes.
    pub kernels_compiled: Vec<usize>,
    pub kernels_cached: Vec<usize>,
    /// Rows of every table in the pipeline.
    pub tuples: u64,
    pub numa: String,
    /// Per timed repetition: the NUMA partition pass and the block copies, in ms.
    pub partition_ms: Vec<f64>,
    pub replicate_ms: Vec<f64>,
    /// Bytes moved or written between nodes, and bytes of replicas beyond one copy.
    pub copied_bytes: u64,
    pub replica_bytes: u64,
}

fn median_of(v: &[f64]) -> f64 {
    let mut t = v.to_vec();
    t.sort_by(f64::total_cmp);
    t.get(t.len() / 2).copied().unwrap_or(0.0)
}

impl Measurement {
    pub fn median(&self) -> f64 {
        median_of(&self.times_ms)
    }
    pub fn min(&self) -> f64 {
        self.times_ms.iter().copied().fold(f64::INFINITY, f64::min)
    }
    pub fn max(&self) -> f64 {
        self.times_ms.iter().copied().fold(0.0, f64::max)
    }
    /// Tuples per second at the median time.
    pub fn throughput(&self) -> f64 {
        self.tuples as f64 / (self.median() / 1e3)
    }
    /// The series this measurement belongs to in tables and plots.
    pub fn series(&self) -> String {
        match self.numa.as_str() {
            "local" | "-" => format!("{} {} {}", self.engine.name(), self.algorithm, self.target),
            n => format!("{} {} {} {n}", self.engine.name(), self.algorithm, self.target),
        }
    }
}

/// `R.rows=2^10..2^14` → (`R.rows`, [2^10, 2^11, …, 2^14]): doubling from the first value to
/// the last.
pub fn parse_sweep(text: &str) -> Result<(String, Vec<u64>), Error> {
    let usage = |why: &str| {
        Error::Usage(format!("--sweep `{text}`: {why}; write TABLE.PARAM=FROM..TO, e.g. R.rows=2^10..2^14"))
    };
    let (param, range) = text.split_once('=').ok_or_else(|| usage("no `=`"))?;
    if param.split('.').count() != 2 {
        return Err(usage("the parameter must be TABLE.PARAM"));
    }
    let (lo, hi) = range.split_once("..").ok_or_else(|| usage("no `..` between the first and last value"))?;
    let lo = crate::ir::size::parse_size(lo.trim()).map_err(|e| usage(&e))?;
    let hi = crate::ir::size::parse_size(hi.trim()).map_err(|e| usage(&e))?;
    if lo == 0 || lo > hi {
        return Err(usage("the first value must be positive and at most the last"));
    }
    let mut values = vec![lo];
    while let Some(&v) = values.last()
        && v.saturating_mul(2) <= hi
    {
        values.push(v * 2);
    }
    Ok((param.to_string(), values))
}

fn same_result(a: &QueryResult, b: &QueryResult) -> bool {
    let close = |x: f64, y: f64| (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0);
    a.rows_out == b.rows_out
        && a.aggregates.len() == b.aggregates.len()
        && a.aggregates.iter().zip(&b.aggregates).all(|((_, x), (_, y))| match (x, y) {
            (AggValue::Float(x), AggValue::Float(y)) => close(*x, *y),
            _ => x == y,
        })
}

/// Run the sweep. `progress` is called after every run with (done, total).
pub fn run(
    plan: impl Fn(&[String]) -> Result<PlanFile, Error>,
    spec: &BenchSpec,
    mut progress: impl FnMut(u64, u64),
) -> Result<Vec<Measurement>, Error> {
    let host = crate::runtime::host::caches::host_target();
    let mut configs: Vec<(Engine, &Target, Option<Algorithm>, Strategy)> = Vec::new();
    for &e in &spec.engines {
        let targets: Vec<&Target> = if e == Engine::Jit { spec.targets.iter().collect() } else { vec![&host] };
        for t in targets {
            for &a in &spec.algorithms {
                for &n in &spec.numa {
                    let interp = e == Engine::Interp;
                    configs.push((e, t, if interp { None } else { a }, if interp { Strategy::Local } else { n }));
                }
            }
        }
    }
    configs.dedup_by(|a, b| a.0 == b.0 && a.1.name == b.1.name && a.2 == b.2 && a.3 == b.3);
    let total = (spec.values.len() * configs.len() * (spec.reps + 1)) as u64;
    let mut done = 0;
    let workers: Vec<WorkerOptions> = configs
        .iter()
        .map(|c| WorkerOptions {
            threads: spec.threads,
            virtual_nodes: spec.virtual_nodes,
            numa: c.3,
            ..Default::default()
        })
        .collect();
    let mut out = Vec::new();
    for &v in &spec.values {
        let mut sets = spec.sets.clone();
        sets.push(format!("{}={v}", spec.param));
        let base = plan(&sets)?;
        // Tables with `partition:` are stored split across the workers' nodes, as `run` does.
        let (data, _) = base.make_data_on(spec.threads, &workers[0])?;
        let tuples: u64 = base.query.pipeline_tables().map(|t| data.tables[t].rows as u64).sum();
        let plans: Vec<PlanFile> = configs.iter().map(|c| base.clone().with_algorithm(c.2)).collect();
        let mut ms: Vec<Measurement> = configs
            .iter()
            .map(|&(engine, t, a, n)| Measurement {
                value: v,
                engine,
                target: t.name.to_string(),
                algorithm: a.map_or("plan", Algorithm::name).to_string(),
                chosen: Vec::new(),
                times_ms: Vec::new(),
                warmup_ms: 0.0,
                kernels_compiled: Vec::new(),
                kernels_cached: Vec::new(),
                tuples,
                numa: if engine == Engine::Interp { "-".into() } else { n.name().into() },
                partition_ms: Vec::new(),
                replicate_ms: Vec::new(),
                copied_bytes: 0,
                replica_bytes: 0,
            })
            .collect();
        let mut reference: Option<QueryResult> = None;
        for round in 0..=spec.reps {
            for (i, &(engine, t, _, _)) in configs.iter().enumerate() {
                let r = crate::execute_for(&plans[i], &data, engine, &workers[i], t)?;
                match &reference {
                    None => reference = Some(r.result.clone()),
                    Some(want) if !same_result(want, &r.result) => {
                        return Err(Error::Internal(format!(
                            "bench: {} disagrees with {} at {}={v}",
                            ms[i].series(),
                            ms[0].series(),
                            spec.param
                        )));
                    }
                    Some(_) => {}
                }
                if round > 0 {
                    ms[i].times_ms.push(r.total().as_secs_f64() * 1e3);
                    if let Some(n) = &r.numa {
                        ms[i].partition_ms.push(n.numa_partition.as_secs_f64() * 1e3);
                        ms[i].replicate_ms.push(n.replicate.as_secs_f64() * 1e3);
                        (ms[i].copied_bytes, ms[i].replica_bytes) = (n.copied_bytes, n.replica_bytes);
                    }
                } else {
                    ms[i].warmup_ms = r.total().as_secs_f64() * 1e3;
                }
                ms[i].kernels_compiled.push(r.kernels_compiled);
                ms[i].kernels_cached.push(r.kernels_cached);
                ms[i].chosen = r.algorithms;
                done += 1;
                progress(done, total);
            }
        }
        out.extend(ms);
    }
    Ok(out)
}

/// The median of `generic` with the same point, algorithm, strategy and (host) target, if
/// measured.
fn generic_median(all: &[Measurement], m: &Measurement) -> Option<f64> {
    all.iter()
        .find(|g| g.engine == Engine::Generic && g.value == m.value && g.algorithm == m.algorithm && g.numa == m.numa)
        .map(Measurement::median)
}

/// The results as a text table.
pub fn table(param: &str, all: &[Measurement]) -> String {
    let strategies = all.iter().any(|m| m.numa != "local" && m.numa != "-");
    let numa_head = if strategies {
        format!(" {:<16} {:>9} {:>9} {:>10} {:>10}", "numa", "part ms", "copy ms", "moved", "replicas")
    } else {
        String::new()
    };
    let mut out = format!(
        "{:>10}  {:<8} {:<15} {:<9}{numa_head} {:>10} {:>10} {:>10} {:>10} {:>10} {:>9}  chosen\n",
        param, "engine", "target", "algorithm", "median ms", "min ms", "max ms", "first ms", "M tuples/s", "vs generic"
    );
    for m in all {
        let speedup = generic_median(all, m).map_or("-".to_string(), |g| format!("{:.2}×", g / m.median()));
        let chosen: Vec<String> = m.chosen.iter().map(|(t, a)| format!("{t}: {a}")).collect();
        let numa = if strategies {
            let bytes = |b: u64| crate::runtime::error::Bytes(b as u128).to_string();
            format!(
                " {:<16} {:>9.2} {:>9.2} {:>10} {:>10}",
                m.numa,
                median_of(&m.partition_ms),
                median_of(&m.replicate_ms),
                bytes(m.copied_bytes),
                bytes(m.replica_bytes)
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{:>10}  {:<8} {:<15} {:<9}{numa} {:>10.2} {:>10.2} {:>10.2} {:>10.2} {:>10.1} {:>9}  {}",
            crate::ir::size::format_size(m.value),
            m.engine.name(),
            m.target,
            m.algorithm,
            m.median(),
            m.min(),
            m.max(),
            m.warmup_ms,
            m.throughput() / 1e6,
            speedup,
            chosen.join("; ")
        );
    }
    out
}

/// Every measurement as JSON.
pub fn json(spec: &BenchSpec, plan: &str, all: &[Measurement]) -> serde_json::Value {
    let rows: Vec<serde_json::Value> = all
        .iter()
        .map(|m| {
            serde_json::json!({
                spec.param.clone(): m.value,
                "engine": m.engine.name(),
                "target": m.target,
                "algorithm": m.algorithm,
                "chosen": m.chosen.iter().map(|(t, a)| serde_json::json!({"table": t, "algorithm": a})).collect::<Vec<_>>(),
                "times_ms": m.times_ms,
                "warmup_ms": m.warmup_ms,
                "kernels_compiled": m.kernels_compiled,
                "kernels_cached": m.kernels_cached,
                "median_ms": m.median(),
                "min_ms": m.min(),
                "max_ms": m.max(),
                "tuples": m.tuples,
                "tuples_per_s": m.throughput(),
                "numa": m.numa,
                "numa_partition_ms": m.partition_ms,
                "replicate_ms": m.replicate_ms,
                "copied_bytes": m.copied_bytes,
                "replica_bytes": m.replica_bytes,
                "speedup_vs_generic": generic_median(all, m).map(|g| g / m.median()),
            })
        })
        .collect();
    serde_json::json!({
        "plan": plan,
        "sweep": spec.param,
        "sets": spec.sets,
        "threads": spec.threads,
        "virtual_nodes": spec.virtual_nodes,
        "reps": spec.reps,
        "measurements": rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweeps_double_from_the_first_value() {
        let (p, v) = parse_sweep("R.rows=2^10..2^13").unwrap();
        assert_eq!((p.as_str(), v), ("R.rows", vec![1024, 2048, 4096, 8192]));
        assert_eq!(parse_sweep("S.rows=1000..5000").unwrap().1, vec![1000, 2000, 4000]);
        for bad in ["R.rows", "R=1..2", "R.rows=2^10", "R.rows=2^12..2^10", "R.rows=0..4"] {
            let e = parse_sweep(bad).unwrap_err().to_string();
            assert!(e.contains("TABLE.PARAM=FROM..TO"), "{bad}: {e}");
        }
    }
}

/// One query of a suite (`jitjoin bench DIR`): every engine's times and what it answered.
#[derive(Clone, Debug)]
pub struct SuiteQuery {
    pub query: String,
    /// The result's rows, or 1 for global aggregates.
    pub rows_out: u64,
    /// Rows of every table in the pipeline.
    pub tuples: u64,
    /// Per engine, in the order given: its timed repetitions, in ms.
    pub times_ms: Vec<(Engine, Vec<f64>)>,
    /// What each join ran, as the first engine reported it.
    pub chosen: Vec<(String, String)>,
    /// The answer every engine gave: the aggregates, or the rows as text (strings decoded).
    pub answer: QueryResult,
}

impl SuiteQuery {
    pub fn median(&self, e: Engine) -> Option<f64> {
        self.times_ms.iter().find(|(x, _)| *x == e).map(|(_, t)| median_of(t))
    }
}

/// Run every plan of a suite on every engine: for each, make its data once, run each engine
/// once to warm up, then `reps` rounds of every engine in turn (interleaved, so drift on a
/// noisy machine hits them alike). Every engine's answer must equal the first's (integers
/// exactly, float sums closely, rows in order). `progress` gets (done, total) after each run.
pub fn suite(
    plans: &[PlanFile],
    engines: &[Engine],
    threads: Option<usize>,
    reps: usize,
    mut progress: impl FnMut(u64, u64),
) -> Result<Vec<SuiteQuery>, Error> {
    let total = (plans.len() * engines.len() * (reps + 1)) as u64;
    let mut done = 0;
    let workers = WorkerOptions { threads, ..Default::default() };
    let host = crate::runtime::host::caches::host_target();
    let mut out = Vec::new();
    for p in plans {
        let name = p.path.file_stem().map_or_else(|| p.path.display().to_string(), |s| s.to_string_lossy().into());
        let (data, _) = p.make_data_on(threads, &workers)?;
        let tuples: u64 = p.query.pipeline_tables().map(|t| data.tables[t].rows as u64).sum();
        let mut q = SuiteQuery {
            query: name.clone(),
            rows_out: 0,
            tuples,
            times_ms: engines.iter().map(|&e| (e, Vec::new())).collect(),
            chosen: Vec::new(),
            answer: QueryResult::default(),
        };
        for round in 0..=reps {
            for (i, &e) in engines.iter().enumerate() {
                let r = crate::execute_for(p, &data, e, &workers, &host)?;
                if round == 0 && i == 0 {
                    q.rows_out = r.result.rows_out;
                    q.chosen = r.algorithms.clone();
                    q.answer = r.result.clone();
                } else if let Err(why) = crate::compare::same(&q.answer, &r.result, e.name(), None).and_then(|()| {
                    (q.answer.text_rows() == r.result.text_rows())
                        .then_some(())
                        .ok_or_else(|| "rows in another order".to_string())
                }) {
                    return Err(Error::Internal(format!(
                        "bench: {name}: {} disagrees with {}: {why}",
                        e.name(),
                        engines[0].name()
                    )));
                }
                if round > 0 {
                    q.times_ms[i].1.push(r.total().as_secs_f64() * 1e3);
                }
                done += 1;
                progress(done, total);
            }
        }
        out.push(q);
    }
    Ok(out)
}

/// A suite's results as a text table: per query, each engine's median, and each engine's
/// median over the first engine's; the last line, the median of those ratios and their
/// geometric mean.
pub fn suite_table(engines: &[Engine], all: &[SuiteQuery]) -> String {
    let mut out = format!("{:<10} {:>9} {:>13}", "query", "rows out", "M tuples");
    for e in engines {
        let _ = write!(out, " {:>11}", format!("{} ms", e.name()));
    }
    for e in &engines[1..] {
        let _ = write!(out, " {:>12}", format!("{}/{}", e.name(), engines[0].name()));
    }
    out.push_str("  chosen\n");
    let mut ratios: Vec<Vec<f64>> = vec![Vec::new(); engines.len()];
    for q in all {
        let _ = write!(out, "{:<10} {:>9} {:>13.1}", q.query, q.rows_out, q.tuples as f64 / 1e6);
        let first = q.median(engines[0]).unwrap_or(f64::NAN);
        for &e in engines {
            let _ = write!(out, " {:>11.2}", q.median(e).unwrap_or(f64::NAN));
        }
        for (i, &e) in engines.iter().enumerate().skip(1) {
            let r = q.median(e).unwrap_or(f64::NAN) / first;
            ratios[i].push(r);
            let _ = write!(out, " {:>11.2}×", r);
        }
        let chosen: Vec<String> = q.chosen.iter().map(|(t, a)| format!("{t}: {a}")).collect();
        let _ = writeln!(out, "  {}", chosen.join(", "));
    }
    if engines.len() > 1 && !all.is_empty() {
        let _ = write!(out, "{:<10} {:>9} {:>13}", "median", "", "");
        for _ in engines {
            let _ = write!(out, " {:>11}", "");
        }
        for r in &ratios[1..] {
            let _ = write!(out, " {:>11.2}×", median_of(r));
        }
        out.push('\n');
        let _ = write!(out, "{:<10} {:>9} {:>13}", "geomean", "", "");
        for _ in engines {
            let _ = write!(out, " {:>11}", "");
        }
        for r in &ratios[1..] {
            let g = (r.iter().map(|x| x.ln()).sum::<f64>() / r.len() as f64).exp();
            let _ = write!(out, " {:>11.2}×", g);
        }
        out.push('\n');
    }
    out
}

/// A suite's results as JSON: per query, each engine's times and the answer (rows as text,
/// strings decoded), so a comparison script can check another system's answer against it.
pub fn suite_json(threads: Option<usize>, reps: usize, all: &[SuiteQuery]) -> serde_json::Value {
    let cells = |v: &AggValue| match v {
        AggValue::Int(i) => serde_json::json!(i.to_string()),
        AggValue::Float(x) => serde_json::json!(x),
        AggValue::Null => serde_json::Value::Null,
    };
    let queries: Vec<serde_json::Value> = all
        .iter()
        .map(|q| {
            let times: serde_json::Map<String, serde_json::Value> = q
                .times_ms
                .iter()
                .map(|(e, t)| (e.name().to_string(), serde_json::json!({ "times_ms": t, "median_ms": median_of(t) })))
                .collect();
            let answer = if q.answer.aggregates.is_empty() {
                serde_json::json!(q.answer.text_rows())
            } else {
                serde_json::json!([q.answer.aggregates.iter().map(|(_, v)| cells(v)).collect::<Vec<_>>()])
            };
            serde_json::json!({
                "query": q.query,
                "rows_out": q.rows_out,
                "tuples": q.tuples,
                "engines": times,
                "chosen": q.chosen.iter().map(|(t, a)| format!("{t}: {a}")).collect::<Vec<_>>(),
                "answer": answer,
            })
        })
        .collect();
    serde_json::json!({
        "threads": threads,
        "reps": reps,
        "cpu": crate::runtime::host::calibrate::cpu_model(),
        "effective_llc_bytes": crate::runtime::host::caches::host_target().caches.effective_llc,
        "queries": queries,
    })
}

//! The driver: one path from a query and its data to a result, over the compiler's one
//! [`Engine`] interface, split by phase.
//!
//! ```text
//!   plan:      statistics ─▶ build sides for the target's caches ─▶ memory check   (plan.rs)
//!   per join:  [partition] ─▶ build (morsels on the workers) ─▶ runs of duplicates (build.rs)
//!              a vector that meets duplicate keys falls back to a hash table
//!   probe:     pipeline ─▶ [partition the probe side] ─▶ probe (morsels) ─▶ merge (probe.rs)
//! ```
//! No phase asks which engine it drives. `explain` and `asm` take the same planning path
//! ([`plan::plan`]); `asm` then compiles the planned kernels from their shapes alone
//! ([`listings::listings`]). Timings: `compile` is the engine's compile time; `build` is
//! everything else before the probe (statistics, allocation, partitioning, inserting); `probe`
//! is the probe pipeline and the merge.

pub mod build;
pub mod listings;
pub mod plan;
pub mod probe;

pub use build::describe;
pub use listings::listings;
pub use plan::{Planned, check_tables_fit, plan};

use crate::workers::{WorkerError, Workers};
use jitjoin_compiler::engine::generic::GenericEngine;
use jitjoin_compiler::engine::jit::{CompileError, JitEngine};
use jitjoin_compiler::engine::{Engine, EngineError, Input, PartitionSpec};
use jitjoin_compiler::layout::memory::MapError;
use jitjoin_compiler::plan::{CacheModel, ChoiceError, plan_pipeline};
use jitjoin_compiler::target::Target;
use jitjoin_ir::query::Query;
use jitjoin_ir::{Dataset, QueryResult, TableData};
use std::time::{Duration, Instant};

#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error(transparent)]
    Engine(#[from] EngineError),
    #[error(transparent)]
    Workers(#[from] WorkerError),
    #[error(transparent)]
    Map(#[from] MapError),
    #[error(
        "target `{target}` ({triple}) cannot run on this {host} host; `jitjoin targets` marks the presets that run \
         here. To run its code elsewhere or under emulation, compile it ahead of time: `jitjoin compile PLAN --target \
         {target} --out DIR` writes an object and a C header{emulation}",
        host = std::env::consts::ARCH,
        emulation = if .triple.starts_with("aarch64") { " (link with aarch64-linux-gnu-gcc, run with qemu-aarch64)" } else { "" }
    )]
    ForeignTarget { target: String, triple: String },
    #[error(
        "the join structures need {needed} (the largest, for `{table}`: {structure}), but only {available} of memory \
         is available; shrink the build side, filter it, or choose another algorithm"
    )]
    TooLarge { table: String, needed: crate::error::Bytes, structure: String, available: crate::error::Bytes },
    #[error(transparent)]
    Choice(#[from] ChoiceError),
}

impl From<CompileError> for ExecError {
    fn from(e: CompileError) -> ExecError {
        ExecError::Engine(EngineError::Compile(e))
    }
}

impl ExecError {
    /// Whether the input is at fault (exit status 2) rather than jitjoin.
    pub fn is_user_error(&self) -> bool {
        matches!(
            self,
            ExecError::TooLarge { .. }
                | ExecError::Choice(_)
                | ExecError::ForeignTarget { .. }
                | ExecError::Workers(
                    WorkerError::CpuUnavailable { .. } | WorkerError::NodeUnavailable { .. } | WorkerError::NoThreads
                )
        )
    }
}

/// The engine that runs kernels: the JIT compiling for `target` (which must run here), or
/// the generic engine.
pub fn engine(jit: bool, target: &Target) -> Result<Box<dyn Engine>, ExecError> {
    if !jit {
        return Ok(Box::new(GenericEngine));
    }
    if !target.runs_on_host() {
        return Err(ExecError::ForeignTarget {
            target: target.name.to_string(),
            triple: target.isa.triple.to_string(),
        });
    }
    Ok(Box::new(JitEngine::for_target(target)?))
}

/// What an execution produced and what it chose.
#[derive(Debug)]
pub struct ExecReport {
    pub result: QueryResult,
    pub compile: Duration,
    pub build: Duration,
    pub probe: Duration,
    /// Per join, named by its build table: the algorithm and its variant.
    pub algorithms: Vec<(String, String)>,
    /// JIT kernels compiled by this run, and found already compiled in the kernel cache.
    pub kernels_compiled: usize,
    pub kernels_cached: usize,
}

/// `t` as the next phase reads it: radix-partitioned as `spec` says, or as it is.
fn input_for<'d>(
    t: &'d TableData,
    spec: Option<PartitionSpec<'_>>,
    engine: &mut dyn Engine,
    workers: &Workers,
) -> Result<Input<'d>, ExecError> {
    Ok(match spec {
        Some(spec) => engine.partition(t, &spec, workers)?,
        None => Input::Plain(t),
    })
}

/// Run `q` over `data` on `engine` with `workers`, the structures sized for `caches`.
pub fn execute(
    q: &Query,
    data: &Dataset,
    engine: &mut dyn Engine,
    workers: &Workers,
    caches: &CacheModel,
) -> Result<ExecReport, ExecError> {
    let before = engine.kernels();
    let t0 = Instant::now();
    let (stats, mut builds) = plan::plan_sides(q, data, workers, caches)?;
    let (mut mems, mut inputs, mut unique, mut runs) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for i in 0..builds.len() {
        let b = &builds[i];
        let spec = b.radix.map(|radix| PartitionSpec {
            lookup: &b.lookup,
            radix,
            keys: b.keys.iter().map(|k| k.0).collect(),
            keep: b.read_columns(),
        });
        let input = input_for(&data.tables[b.table], spec, engine, workers)?;
        let (m, u, r) = build::build_or_fall_back(q, &mut builds, i, &stats, caches, data, &input, engine, workers)?;
        mems.push(m);
        unique.push(u);
        runs.push(r);
        inputs.push(input);
    }
    let compiled_before_probe = engine.kernels().compile_time - before.compile_time;
    let build_time = t0.elapsed().saturating_sub(compiled_before_probe);

    let t1 = Instant::now();
    let pipeline = plan_pipeline(q, &builds, &unique);
    // Only one join reorders the probe table: the first partitioned one.
    let spec = builds.iter().enumerate().find_map(|(j, b)| {
        b.radix.map(|radix| PartitionSpec {
            lookup: &b.lookup,
            radix,
            keys: q.joins[j].probe_keys.iter().map(|c| c.col).collect(),
            keep: pipeline.probe_columns(),
        })
    });
    let probe_input = input_for(&data.tables[pipeline.table], spec, engine, workers)?;
    let result = probe::run(q, &pipeline, &probe_input, &mems, &inputs, &runs, engine, workers)?;
    let after = engine.kernels();
    let compile = after.compile_time - before.compile_time;
    let probe_time = t1.elapsed().saturating_sub(compile - compiled_before_probe);
    let algorithms =
        builds.iter().zip(&unique).map(|(b, &u)| (q.tables[b.table].name.clone(), describe(b, u))).collect();
    Ok(ExecReport {
        result,
        compile,
        build: build_time,
        probe: probe_time,
        algorithms,
        kernels_compiled: after.compiled - before.compiled,
        kernels_cached: after.cached - before.cached,
    })
}

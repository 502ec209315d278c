//! The driver: one path from a query and its data to a result, over the compiler's one
//! [`Engine`] interface, split by phase.
//!
//! The phases run as the run's step list says ([`run_steps`]; the list `jitjoin compile`
//! writes for host programs), one step after another:
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
use jitjoin_compiler::layout::Lookup;
use jitjoin_compiler::layout::memory::MapError;
use jitjoin_compiler::layout::radix::TupleLayout;
use jitjoin_compiler::plan::{BuildSide, CacheModel, ChoiceError, JoinStats, Pipeline, plan_pipeline};
use jitjoin_compiler::steps::{Shapes, Step, Steps};
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
                    WorkerError::CpuUnavailable { .. }
                        | WorkerError::NodeUnavailable { .. }
                        | WorkerError::NoThreads
                        | WorkerError::TooManyThreads { .. }
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
    runs_here(target)?;
    Ok(Box::new(JitEngine::for_target(target)?))
}

/// The JIT in checked mode for `target` (which must run here): every kernel load and store
/// is bounds-checked against the run's memory and traps outside it
/// ([`jitjoin_compiler::abi::bounds`]).
pub fn checked_engine(target: &Target) -> Result<Box<dyn Engine>, ExecError> {
    runs_here(target)?;
    Ok(Box::new(JitEngine::checked(target)?))
}

/// Kernels for `target` can run on this host.
fn runs_here(target: &Target) -> Result<(), ExecError> {
    if target.runs_on_host() {
        return Ok(());
    }
    Err(ExecError::ForeignTarget { target: target.name.to_string(), triple: target.isa.triple.to_string() })
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

/// How build side `b`'s table is partitioned, when it is: by its keys, keeping the columns
/// the build reads.
pub(crate) fn build_spec(b: &BuildSide) -> Option<PartitionSpec<'_>> {
    let keys = b.keys.iter().map(|k| k.0).collect();
    b.radix.map(|radix| PartitionSpec { lookup: &b.lookup, radix, keys, keep: b.read_columns() })
}

/// The steps of a run over `data` as planned in `builds` ([`Steps`]: the list `jitjoin
/// compile` writes for a host program). A run learns which keys are unique and which joins
/// have runs of duplicates as it builds, so the list is written expecting unique keys; those
/// expectations change what a build does, never which steps there are.
pub fn run_steps(q: &Query, data: &Dataset, stats: &[JoinStats], builds: &[BuildSide]) -> Steps {
    let unique = vec![true; builds.len()];
    let pipeline = plan_pipeline(q, builds, &unique);
    let build_tuples: Vec<Option<TupleLayout>> =
        builds.iter().map(|b| build_spec(b).map(|s| s.tuple(&data.tables[b.table]))).collect();
    let probe_tuples = probe_spec(q, builds, &pipeline).map(|s| s.tuple(&data.tables[pipeline.table]));
    let rows: Vec<u64> = data.tables.iter().map(|t| t.rows as u64).collect();
    Steps::new(&Shapes {
        query: q,
        rows: &rows,
        builds,
        stats,
        unique: &unique,
        runs: &vec![false; builds.len()],
        pipeline: &pipeline,
        build_tuples: &build_tuples,
        probe_tuples: probe_tuples.as_ref(),
    })
}

/// How the probe table is partitioned: as the first partitioned join partitions its build side
/// (only one join reorders the probe table).
pub(crate) fn probe_spec<'a>(q: &Query, builds: &'a [BuildSide], pipeline: &Pipeline) -> Option<PartitionSpec<'a>> {
    let j = builds.iter().position(|b| b.radix.is_some())?;
    let b = &builds[j];
    let keys = q.joins[j].probe_keys.iter().map(|c| c.col).collect();
    b.radix.map(|radix| PartitionSpec { lookup: &b.lookup, radix, keys, keep: pipeline.probe_columns() })
}

/// Run `q` over `data` on `engine` with `workers`, the structures sized for `caches`: plan,
/// then walk the run's [`Steps`] (the same list a host program follows for an object file).
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
    let mut steps = run_steps(q, data, &stats, &builds);
    let mut partitioned: Vec<Option<Input<'_>>> = builds.iter().map(|_| None).collect();
    let (mut mems, mut inputs, mut unique, mut runs) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    // Set when the probe phase begins (its first step after the last build).
    let mut probe_phase: Option<(Instant, Duration, Pipeline, Option<Input<'_>>)> = None;
    let mut result = None;
    let mut at = 0;
    while at < steps.steps.len() {
        let step = steps.steps[at].clone();
        at += 1;
        if matches!(step, Step::Probe { .. } | Step::Partition { join: None, .. }) && probe_phase.is_none() {
            let compiled = engine.kernels().compile_time - before.compile_time;
            probe_phase = Some((Instant::now(), compiled, plan_pipeline(q, &builds, &unique), None));
        }
        match step {
            // This run's statistics measured these ranges on this very data.
            Step::CheckRange { .. } => {}
            Step::Partition { join: Some(j), .. } => {
                let b = &builds[j];
                partitioned[j] = Some(input_for(&data.tables[b.table], build_spec(b), engine, workers)?);
            }
            Step::Partition { join: None, .. } => {
                let (_, _, pipeline, input) = probe_phase.as_mut().expect("set above");
                let s = probe_spec(q, &builds, pipeline);
                *input = Some(input_for(&data.tables[pipeline.table], s, engine, workers)?);
            }
            Step::Build { join, .. } => {
                assert_eq!(join, inputs.len(), "the steps build the joins in order");
                let input = partitioned[join].take().unwrap_or(Input::Plain(&data.tables[builds[join].table]));
                let vector = matches!(builds[join].lookup, Lookup::Vector(_));
                let (m, u, r) =
                    build::build_or_fall_back(q, &mut builds, join, &stats, caches, data, &input, engine, workers)?;
                if vector && matches!(builds[join].lookup, Lookup::Hash(_)) {
                    // Re-planned as a hash table: the remaining steps follow the new plan.
                    // (Falling back changes a join's checks, never which phases run.)
                    steps = run_steps(q, data, &stats, &builds);
                    let this = |s: &Step| matches!(s, Step::Build { join: j, .. } if *j == join);
                    at = steps.steps.iter().position(this).expect("every join has a build step") + 1;
                }
                mems.push(m);
                unique.push(u);
                runs.push(r);
                inputs.push(input);
            }
            Step::Probe { .. } => {
                let (_, _, pipeline, input) = probe_phase.as_mut().expect("set above");
                let input = input.take().unwrap_or(Input::Plain(&data.tables[pipeline.table]));
                result = Some(probe::run(q, pipeline, &input, &mems, &inputs, &runs, engine, workers)?);
            }
        }
    }
    let (t1, compiled_before_probe, _, _) = probe_phase.expect("every list ends with the probe");
    let build_time = t1.duration_since(t0).saturating_sub(compiled_before_probe);
    let after = engine.kernels();
    let compile = after.compile_time - before.compile_time;
    let probe_time = t1.elapsed().saturating_sub(compile - compiled_before_probe);
    let algorithms =
        builds.iter().zip(&unique).map(|(b, &u)| (q.tables[b.table].name.clone(), describe(b, u))).collect();
    Ok(ExecReport {
        result: result.expect("every list ends with the probe"),
        compile,
        build: build_time,
        probe: probe_time,
        algorithms,
        kernels_compiled: after.compiled - before.compiled,
        kernels_cached: after.cached - before.cached,
    })
}

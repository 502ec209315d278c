//! The driver: one path from a query and its data to a result, over the compiler's one
//! [`Engine`] interface, split by phase.
//!
//! The phases run as the run's step list says ([`run_steps`]; the list `jitjoin compile`
//! writes for host programs), one step after another:
//!
//! ```text
//!   plan:      statistics ─▶ build sides for the target's caches ─▶ memory check   (plan.rs)
//!   numa:      placement per join ─▶ replica memory check ─▶ [split R, S by key]    (numa.rs)
//!   per join:  [partition] ─▶ build (morsels on the workers) ─▶ runs of duplicates (build.rs)
//!              one structure, or one per node: replicas, sub-tables, node tables
//!              a vector that meets duplicate keys falls back to a hash table
//!              [copy each node's vector block into the other replicas]
//!   probe:     pipeline ─▶ [partition the probe side] ─▶ probe (morsels) ─▶ merge (probe.rs)
//!              each row looked up in its node's set of structures (or every sub-table)
//! ```
//! No phase asks which engine it drives. `explain` and `asm` take the same planning path
//! ([`plan::plan`]); `asm` then compiles the planned kernels from their shapes alone
//! ([`listings::listings`]). Timings: `compile` is the engine's compile time; `build` is
//! everything else before the probe (statistics, allocation, partitioning, inserting); `probe`
//! is the probe pipeline and the merge.

pub mod build;
pub mod listings;
pub mod numa;
pub mod plan;
pub mod probe;

pub use build::check_tables_fit;
pub use build::describe;
pub use listings::listings;
pub use numa::{NumaReport, Placement, Placements, Strategy};
pub use plan::{Carried, Planned, plan};

use crate::workers::{WorkerError, Workers};
use jitjoin_compiler::engine::generic::GenericEngine;
use jitjoin_compiler::engine::jit::{CompileError, JitEngine};
use jitjoin_compiler::engine::{Built, Engine, EngineError, Input, KernelTime, PartitionSpec};
use jitjoin_compiler::layout::group::GroupLayout;
use jitjoin_compiler::layout::memory::MapError;
use jitjoin_compiler::layout::memory::TableMemory;
use jitjoin_compiler::layout::radix::TupleLayout;
use jitjoin_compiler::layout::{DupRuns, Lookup};
use jitjoin_compiler::plan::{BuildSide, CacheModel, ChoiceError, JoinStats, Pipeline, ProbeBlocks, plan_pipeline};
use jitjoin_compiler::steps::{Shapes, Step, Steps};
use jitjoin_compiler::target::Target;
use jitjoin_ir::query::{OutputSpec, Query};
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
    #[error(transparent)]
    Nulls(#[from] jitjoin_ir::nulls::NullError),
    #[error(transparent)]
    Text(#[from] jitjoin_ir::strings::TextError),
    /// A query whose string tests were not lowered to tests of codes reached the planner (a
    /// bug: every entry point lowers them, `jitjoin_ir::strings::lower`).
    #[error("internal error: the query's string tests reached the engines without being lowered to dictionary codes")]
    Unlowered,
    #[error(
        "{column} holds nulls, which a compiled host program does not read (`jitjoin run` does); filter them out \
         of the file, or run the plan with `jitjoin run`"
    )]
    NullsAhead { column: String },
    #[error(
        "grouping by {keys} may make up to {groups} groups, whose tables would need {needed} on {threads} threads, \
         but only {available} of memory is available; group by fewer or narrower columns, or filter the tables"
    )]
    TooManyGroups {
        keys: String,
        groups: u64,
        threads: usize,
        needed: crate::error::Bytes,
        available: crate::error::Bytes,
    },
    #[error(
        "the query {0}, which a compiled host program does not compute yet (`jitjoin run` does); run the plan with \
         `jitjoin run`"
    )]
    NotInHost(&'static str),
    #[error(
        "overflow: {aggregates} left the 128 bits jitjoin computes integers in (as DuckDB's HUGEINT), so no \
         answer is right; cast the operands to doubles in the data, or aggregate smaller values"
    )]
    Overflow { aggregates: String },
    #[error("--numa {strategy} on the join of `{table}`: {why}")]
    Strategy { strategy: &'static str, table: String, why: String },
    #[error(
        "--numa {strategy} on {nodes} nodes needs {needed} for its structures, their replicas ({replicas}) and the \
         tables it splits across nodes, but only {available} of memory is available; use fewer nodes (--nodes, \
         --virtual-nodes), --numa local, or a smaller build side"
    )]
    Replicas {
        strategy: &'static str,
        nodes: usize,
        needed: crate::error::Bytes,
        replicas: crate::error::Bytes,
        available: crate::error::Bytes,
    },
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
                | ExecError::TooManyGroups { .. }
                | ExecError::NotInHost(_)
                | ExecError::Replicas { .. }
                | ExecError::Strategy { .. }
                | ExecError::Choice(_)
                | ExecError::Nulls(_)
                | ExecError::NullsAhead { .. }
                | ExecError::Overflow { .. }
                | ExecError::ForeignTarget { .. }
                | ExecError::Workers(
                    WorkerError::CpuUnavailable { .. }
                        | WorkerError::NodeUnavailable { .. }
                        | WorkerError::NoThreads
                        | WorkerError::TooManyThreads { .. }
                        | WorkerError::TooFewWorkers { .. }
                        | WorkerError::BadMerge { .. }
                        | WorkerError::MergeVirtual
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

/// [`engine`], the JIT keeping its kernels on disk for later processes and looking there
/// before it compiles ([`jitjoin_compiler::engine::jit::disk`]): in
/// [`crate::host::calibrate::cache_dir`]`/kernels`, unless `JITJOIN_KERNEL_CACHE=0`.
pub fn engine_keeping_kernels(jit: bool, target: &Target) -> Result<Box<dyn Engine>, ExecError> {
    if !jit {
        return engine(false, target);
    }
    runs_here(target)?;
    let mut e = JitEngine::for_target(target)?;
    let off = std::env::var_os("JITJOIN_KERNEL_CACHE").is_some_and(|v| v == "0");
    if let Some(dir) = crate::host::calibrate::cache_dir().filter(|_| !off) {
        e.keep_on_disk(&dir.join("kernels"));
    }
    Ok(Box::new(e))
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
    /// Deriving the columns a query's nulls are lowered to ([`jitjoin_ir::nulls`]); zero when
    /// the columns it reads hold none.
    pub nulls: Duration,
    pub compile: Duration,
    pub build: Duration,
    pub probe: Duration,
    /// Per join, named by its build table: the algorithm and its variant.
    pub algorithms: Vec<(String, String)>,
    /// JIT kernels compiled by this run, and found already compiled in the kernel cache.
    pub kernels_compiled: usize,
    pub kernels_cached: usize,
    /// How the structures were placed on the workers' nodes, and what that cost.
    pub numa: NumaReport,
    /// The kernels this run defined, each with its compile time.
    pub kernel_times: Vec<KernelTime>,
    /// How a partitioned probe side was cut into blocks (one block otherwise).
    pub probe_blocks: ProbeBlocks,
}

/// `t` as the next phase reads it: radix-partitioned as `spec` says, or as it is.
fn input_for<'d>(
    t: &'d TableData,
    spec: Option<PartitionSpec<'_>>,
    engine: &mut dyn Engine,
    workers: &Workers,
) -> Result<Input<'d>, ExecError> {
    Ok(match spec {
        Some(spec) => engine.partition(t, 0..t.rows, &spec, workers, None)?,
        None => Input::Plain(t),
    })
}

/// How build side `b`'s table is partitioned, when it is: by its keys, keeping the columns
/// the build reads.
pub(crate) fn build_spec(b: &BuildSide) -> Option<PartitionSpec<'_>> {
    let keys = b.keys.iter().map(|k| k.0).collect();
    b.radix.map(|radix| PartitionSpec { lookup: &b.lookup, radix, keys, keep: b.read_columns(), pages: b.buffer_pages })
}

/// The steps of a run over `data` as planned in `builds` ([`Steps`]: the list `jitjoin
/// compile` writes for a host program). A run learns which keys are unique and which joins
/// have runs of duplicates as it builds, so the list is written expecting unique keys; those
/// expectations change what a build does, never which steps there are.
pub fn run_steps(
    q: &Query,
    data: &Dataset,
    stats: &[JoinStats],
    builds: &[BuildSide],
    groups: Option<&GroupLayout>,
) -> Steps {
    let unique = vec![true; builds.len()];
    let pipeline = plan_pipeline(q, builds, &unique, groups);
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
    b.radix.map(|radix| PartitionSpec {
        lookup: &b.lookup,
        radix,
        keys,
        keep: pipeline.probe_columns(),
        pages: b.buffer_pages,
    })
}

/// Run `q` over `data` on `engine` with `workers`, the structures sized for `caches` and placed
/// on the workers' nodes as their strategy says ([`numa`]): plan, split what the strategy
/// splits, then walk the run's [`Steps`] (the same list a host program follows for an object
/// file).
///
/// Engines know nothing of strings or nulls: a test of a string column runs as a test of its
/// dictionary codes ([`jitjoin_ir::strings`]), the result's codes decoded at the end; when a
/// column `q` reads holds a null, `q` runs lowered to columns derived from it
/// ([`jitjoin_ir::nulls`]) and its result is mapped back. Otherwise `q` runs as it is, at no
/// cost.
pub fn execute(
    q: &Query,
    data: &Dataset,
    engine: &mut dyn Engine,
    workers: &Workers,
    caches: &CacheModel,
) -> Result<ExecReport, ExecError> {
    let t0 = Instant::now();
    let text = jitjoin_ir::strings::lower(q, data)?;
    let codes = text.as_ref().unwrap_or(q);
    let mut r = match jitjoin_ir::nulls::lower(codes, data)? {
        None => execute_plain(codes, data, engine, workers, caches)?,
        Some(l) => {
            let nulls = t0.elapsed();
            let mut r = execute_plain(&l.query, &l.data, engine, workers, caches)?;
            r.result = l.restore(r.result);
            r.nulls = nulls;
            r
        }
    };
    r.result.dicts = jitjoin_ir::strings::result_dictionaries(q, data);
    if r.result.overflow {
        return Err(ExecError::overflow(q));
    }
    Ok(r)
}

impl ExecError {
    /// The error of a run of `q` whose integer arithmetic or sums left 128 bits, naming the
    /// aggregates that can.
    pub fn overflow(q: &Query) -> ExecError {
        let aggs = match &q.output {
            OutputSpec::Aggregate(a) => a.as_slice(),
            OutputSpec::Group(g) => g.aggs.as_slice(),
            OutputSpec::Emit { .. } => &[],
        };
        let named: Vec<String> = aggs
            .iter()
            .filter(|a| a.arg.as_ref().is_some_and(|c| c.may_overflow(q)))
            .map(|a| format!("`{}`", a.alias))
            .collect();
        let aggregates = match named.len() {
            0 => "an aggregate's sum".to_string(),
            1 => format!("the aggregate {}", named[0]),
            _ => format!("one of the aggregates {}", named.join(", ")),
        };
        ExecError::Overflow { aggregates }
    }
}

/// [`execute`] for a query whose columns hold no nulls (or whose nulls were lowered).
fn execute_plain(
    q: &Query,
    data: &Dataset,
    engine: &mut dyn Engine,
    workers: &Workers,
    caches: &CacheModel,
) -> Result<ExecReport, ExecError> {
    let before = engine.kernels();
    let logged = engine.kernel_log().len();
    let t0 = Instant::now();
    // The joins in the order the pipeline probes them, the most selective first.
    let (ordered, pass) = plan::ordered(q, data);
    let q = &ordered;
    let (mut stats, mut builds) = plan::plan_sides(q, data, workers, caches, &pass, plan::Carried::Kept)?;
    let groups = plan::plan_groups(q, data, workers, caches)?;
    let (strategy, nodes) = (workers.strategy, workers.nodes().len());
    let mut placements = numa::place(q, &mut builds, strategy, nodes)?;
    check_replicas_fit(q, data, &builds, &placements, strategy, plan::available())?;
    let t_split = Instant::now();
    let mut splits: Vec<Option<numa::Split>> = builds.iter().map(|_| None).collect();
    // Tables stored split across the nodes already (`partition:`) are used as they lie where
    // the split is by key hash; only the others pay a partitioning pass.
    let mut passes = 0;
    for (j, b) in builds.iter().enumerate() {
        if placements.joins[j].splits_build() {
            let hashed = !matches!(placements.joins[j], Placement::Blocks);
            let stored = hashed.then(|| numa::stored_split(data, b.table, b.keys[0].0, nodes)).flatten();
            splits[j] = Some(match stored {
                Some(s) => s,
                None => {
                    passes += 1;
                    let node_of = split_key(b, placements.joins[j], &stats[j], nodes);
                    numa::split(&data.tables[b.table], b.keys[0].0, &*node_of, nodes, workers)?
                }
            });
        }
    }
    let probe_split = match placements.probe_split {
        Some(j) => {
            let key = q.joins[j].probe_keys[0].col;
            let node_of = move |v: i128| numa::hashed_node(v, nodes);
            // Each node's table holds its share of the keys: size it for the largest share.
            let share = splits[j].as_ref().map_or(0, |s| s.ranges.iter().map(|r| r.len()).max().unwrap_or(0));
            stats[j].keys.rows = share as u64;
            builds = jitjoin_compiler::plan::plan_builds(q, &stats, caches)?;
            placements = numa::place(q, &mut builds, strategy, nodes)?;
            Some(match numa::stored_split(data, q.probe, key, nodes) {
                Some(s) => s,
                None => {
                    passes += 1;
                    numa::split(&data.tables[q.probe], key, &node_of, nodes, workers)?
                }
            })
        }
        None => None,
    };
    let static_split = passes == 0 && (probe_split.is_some() || splits.iter().any(Option::is_some));
    let numa_partition = if passes > 0 { t_split.elapsed() } else { Duration::ZERO };
    let mut report = numa_report(q, &builds, &placements, &splits, probe_split.as_ref(), strategy);
    report.numa_partition = numa_partition;
    report.static_split = static_split;

    let mut steps = run_steps(q, data, &stats, &builds, groups.as_ref().map(|g| &g.0));
    let mut partitioned: Vec<Option<Input<'_>>> = builds.iter().map(|_| None).collect();
    let (mut built, mut inputs) = (Vec::new(), Vec::new());
    // Set when the probe phase begins (its first step after the last build).
    let mut probe_phase: Option<(Instant, Duration, Pipeline, Option<Input<'_>>)> = None;
    let mut result = None;
    // How the partitioned probe side is cut into blocks (one block unless it is partitioned).
    let mut report_blocks = ProbeBlocks { rows: u64::MAX, count: 1 };
    let mut at = 0;
    while at < steps.steps.len() {
        let step = steps.steps[at].clone();
        at += 1;
        if matches!(step, Step::Probe { .. } | Step::Partition { join: None, .. }) && probe_phase.is_none() {
            let compiled = engine.kernels().compile_time - before.compile_time;
            let unique: Vec<bool> = built.iter().map(|b: &build::BuiltJoin| b.unique).collect();
            probe_phase = Some((
                Instant::now(),
                compiled,
                plan_pipeline(q, &builds, &unique, groups.as_ref().map(|g| &g.0)),
                None,
            ));
        }
        match step {
            // This run's statistics measured these ranges on this very data.
            Step::CheckRange { .. } => {}
            // A table split across nodes is partitioned node block by node block, so each
            // node's rows stay together.
            Step::Partition { join: Some(j), .. } => {
                let b = &builds[j];
                partitioned[j] = Some(match splits[j].as_ref() {
                    Some(s) => numa::partition_blocks(&s.table, &s.ranges, build_spec(b), engine, workers)?,
                    None => input_for(&data.tables[b.table], build_spec(b), engine, workers)?,
                });
            }
            Step::Partition { join: None, .. } => {
                let (_, _, pipeline, input) = probe_phase.as_mut().expect("set above");
                let s = probe_spec(q, &builds, pipeline);
                let table = &data.tables[pipeline.table];
                *input = Some(match (probe_split.as_ref(), s) {
                    (Some(p), s) => numa::partition_blocks(&p.table, &p.ranges, s, engine, workers)?,
                    (None, Some(s)) => {
                        let blocks = probe_blocks(&builds, &s, table, workers);
                        report_blocks = blocks;
                        // Blocks after the first are partitioned as the probe reaches them.
                        let first = blocks.ranges(table.rows).next().unwrap_or(0..0);
                        let spare = spare_build_memory(&builds, &mut inputs);
                        engine.partition(table, first, &s, workers, spare)?
                    }
                    (None, None) => Input::Plain(table),
                });
            }
            Step::Build { join, .. } => {
                assert_eq!(join, inputs.len(), "the steps build the joins in order");
                let split = splits[join].as_ref();
                let input = partitioned[join]
                    .take()
                    .unwrap_or_else(|| Input::Plain(split.map_or(&data.tables[builds[join].table], |s| &s.table)));
                let vector = matches!(builds[join].lookup, Lookup::Vector(_));
                let ranges = split.map(|s| &s.ranges[..]);
                let b = build::build_or_fall_back(
                    q,
                    &mut builds,
                    join,
                    &stats,
                    caches,
                    data,
                    &input,
                    &mut placements,
                    ranges,
                    engine,
                    workers,
                )?;
                if vector && matches!(builds[join].lookup, Lookup::Hash(_)) {
                    // Re-planned as a hash table: the remaining steps follow the new plan.
                    // (Falling back changes a join's checks, never which phases run.)
                    steps = run_steps(q, data, &stats, &builds, groups.as_ref().map(|g| &g.0));
                    let this = |s: &Step| matches!(s, Step::Build { join: j, .. } if *j == join);
                    at = steps.steps.iter().position(this).expect("every join has a build step") + 1;
                }
                if placements.joins[join] == Placement::Blocks
                    && let Lookup::Vector(v) = &builds[join].lookup
                {
                    let t = Instant::now();
                    report.copied_bytes += copy_blocks(v, &b.mems, workers)?;
                    report.replicate += t.elapsed();
                }
                built.push(b);
                inputs.push(input);
            }
            Step::Probe { .. } => {
                let (_, _, pipeline, input) = probe_phase.as_mut().expect("set above");
                let table = probe_split.as_ref().map_or(&data.tables[pipeline.table], |s| &*s.table);
                let input = input.take().unwrap_or(Input::Plain(table));
                let (sets, choice) = probe_sets(&built, &placements, probe_split.as_ref(), nodes);
                let sets: Vec<Built<'_>> =
                    sets.iter().map(|(mems, runs)| Built { mems, inputs: &inputs, runs }).collect();
                // The blocks after the first, each partitioned into the memory of the one before.
                let spec = probe_spec(q, &builds, pipeline);
                let mut rest = report_blocks.ranges(table.rows).skip(1);
                let next = &mut |engine: &mut dyn Engine, done: Input<'_>| match (rest.next(), spec.as_ref()) {
                    (Some(rows), Some(s)) => Ok(Some(engine.partition(table, rows, s, workers, done.into_memory())?)),
                    _ => Ok(None),
                };
                result = Some(probe::run(q, pipeline, input, next, &sets, &choice, engine, workers)?);
            }
        }
    }
    let (t1, compiled_before_probe, _, _) = probe_phase.expect("every list ends with the probe");
    let build_time =
        t1.duration_since(t0).saturating_sub(compiled_before_probe + report.numa_partition + report.replicate);
    let after = engine.kernels();
    let compile = after.compile_time - before.compile_time;
    let probe_time = t1.elapsed().saturating_sub(compile - compiled_before_probe);
    let algorithms =
        builds.iter().zip(&built).map(|(b, x)| (q.tables[b.table].name.clone(), describe(b, x.unique))).collect();
    report.joins = builds
        .iter()
        .zip(&placements.joins)
        .map(|(b, p)| (q.tables[b.table].name.clone(), p.describe().to_string()))
        .collect();
    report.add_inserts(&builds, &placements, &splits, data);
    Ok(ExecReport {
        nulls: Duration::ZERO,
        result: result.expect("every list ends with the probe"),
        compile,
        build: build_time,
        probe: probe_time,
        algorithms,
        kernels_compiled: after.compiled - before.compiled,
        kernels_cached: after.cached - before.cached,
        numa: report,
        kernel_times: engine.kernel_log()[logged..].to_vec(),
        probe_blocks: report_blocks,
    })
}

/// The memory of the largest partitioned build input the probe never reads, its input made
/// plain again: its pages are mapped already, so the probe side's first block is partitioned
/// into it instead of into fresh ones. A probe reads a build input only through a vector of
/// row ids (every other structure carries its values), so the others are free once built.
fn spare_build_memory(builds: &[BuildSide], inputs: &mut [Input<'_>]) -> Option<TableMemory> {
    let j = (0..inputs.len())
        .filter(|&j| !builds[j].probe_reads_input() && matches!(inputs[j], Input::Tuples { .. }))
        .max_by_key(|&j| match &inputs[j] {
            Input::Tuples { mem, .. } => mem.len(),
            _ => 0,
        })?;
    let Input::Tuples { of, .. } = &inputs[j] else { return None };
    let plain = Input::Plain(of);
    std::mem::replace(&mut inputs[j], plain).into_memory()
}

/// The blocks of partitioned probe table `table`: as the user set them, or as planned for the
/// structure its partitions index.
fn probe_blocks(builds: &[BuildSide], spec: &PartitionSpec<'_>, table: &TableData, workers: &Workers) -> ProbeBlocks {
    let tuple = spec.tuple(table).width as u64;
    let rows = table.rows as u64;
    match workers.probe_block_rows {
        Some(r) => ProbeBlocks::of(rows, r as u64),
        None => ProbeBlocks::for_builds(rows, tuple, builds),
    }
}

/// The node of a build key value for a split placement: the vector block its index falls in
/// (coarse-grained replication of a vector), or its hash.
fn split_key(
    b: &BuildSide,
    placement: Placement,
    stats: &JoinStats,
    nodes: usize,
) -> Box<dyn Fn(i128) -> usize + Sync> {
    match (&b.lookup, placement) {
        (Lookup::Vector(v), Placement::Blocks) => {
            let starts = numa::block_starts(v.elements(), nodes);
            let lo = stats.keys.range.map_or(0, |r| r.0);
            Box::new(move |x| {
                let i = (x - lo).clamp(0, u64::MAX as i128) as u64;
                starts.partition_point(|&s| s <= i).saturating_sub(1).min(nodes - 1)
            })
        }
        _ => Box::new(move |x| numa::hashed_node(x, nodes)),
    }
}

/// Copy each node's block of a vector into every other node's replica; the bytes copied.
fn copy_blocks(
    v: &jitjoin_compiler::layout::vector::VectorLayout,
    mems: &[jitjoin_compiler::layout::memory::TableMemory],
    workers: &Workers,
) -> Result<u64, ExecError> {
    let nodes = mems.len();
    let starts = numa::block_starts(v.elements(), nodes);
    let total = v.bytes() as usize;
    let block = |n: usize| numa::block_bytes(v.width(), starts[n], starts[n + 1], total, n + 1 == nodes);
    let pairs: Vec<(usize, usize)> =
        (0..nodes).flat_map(|from| (0..nodes).filter(move |&to| to != from).map(move |to| (from, to))).collect();
    jitjoin_compiler::engine::per_chunk(workers, pairs.len(), |i| {
        let (from, to) = pairs[i];
        let b = block(from);
        mems[to].copy_from(b.start, &mems[from], b);
    })?;
    Ok(pairs.iter().map(|&(from, _)| block(from).len() as u64).sum())
}

/// The probe's sets of structures (per set: each join's structure and runs) and how rows pick
/// a set.
#[allow(clippy::type_complexity)]
fn probe_sets<'b>(
    built: &'b [build::BuiltJoin],
    placements: &Placements,
    probe_split: Option<&numa::Split>,
    nodes: usize,
) -> (Vec<(Vec<&'b TableMemory>, Vec<Option<&'b DupRuns>>)>, probe::Sets) {
    let pick = |b: &'b build::BuiltJoin, i: usize| {
        let i = i.min(b.mems.len() - 1);
        (&b.mems[i], b.runs[i].as_ref())
    };
    let set = |node: usize, sub: Option<usize>| {
        built
            .iter()
            .zip(&placements.joins)
            .map(|(b, p)| pick(b, if *p == Placement::SubTables { sub.unwrap_or(node) } else { node }))
            .unzip()
    };
    if placements.joins.contains(&Placement::SubTables) {
        let sets = (0..nodes).flat_map(|n| (0..nodes).map(move |t| (n, t))).map(|(n, t)| set(n, Some(t))).collect();
        return (sets, probe::Sets::Each(nodes));
    }
    let sets = (0..nodes).map(|n| set(n, None)).collect();
    match probe_split {
        Some(s) => (sets, probe::Sets::OfBlock(s.ranges.clone())),
        None => (sets, probe::Sets::Own),
    }
}

/// What the placement costs in memory and moved rows (the inserts are added after the build).
fn numa_report(
    q: &Query,
    builds: &[BuildSide],
    placements: &Placements,
    splits: &[Option<numa::Split>],
    probe_split: Option<&numa::Split>,
    strategy: numa::Strategy,
) -> NumaReport {
    let nodes = placements.nodes;
    let structure_bytes: u64 =
        builds.iter().zip(&placements.joins).map(|(b, p)| b.lookup.bytes() * p.copies(nodes) as u64).sum();
    let single: u64 = builds.iter().map(|b| b.lookup.bytes()).sum();
    let moved = splits.iter().flatten().chain(probe_split).map(|s| s.moved_bytes).sum();
    NumaReport {
        strategy: strategy.name().to_string(),
        nodes,
        joins: builds.iter().map(|b| (q.tables[b.table].name.clone(), String::new())).collect(),
        copied_bytes: moved,
        structure_bytes,
        replica_bytes: structure_bytes - single,
        ..Default::default()
    }
}

impl NumaReport {
    /// Remote writes and reads of the replicated builds: a fine-grained insert writes one
    /// position into every other node's replica; with rr every node reads the other nodes'
    /// share of the build table.
    fn add_inserts(
        &mut self,
        builds: &[BuildSide],
        placements: &Placements,
        splits: &[Option<numa::Split>],
        data: &Dataset,
    ) {
        let remote = placements.nodes.saturating_sub(1) as u64;
        for ((b, p), s) in builds.iter().zip(&placements.joins).zip(splits) {
            let t = s.as_ref().map_or(&data.tables[b.table], |s| &*s.table);
            self.copied_bytes += match p {
                Placement::Fine => remote * t.rows as u64 * b.lookup.position_bytes(),
                Placement::Full => {
                    let row: u64 = b.read_columns().iter().map(|&c| t.columns[c].ty().width() as u64).sum();
                    remote * t.rows as u64 * row
                }
                _ => 0,
            };
        }
    }
}

/// Refuse a placement whose structures, replicas and split tables would not fit in memory,
/// before allocating them (a psn table per node is counted at the size of the whole one, which
/// bounds it).
fn check_replicas_fit(
    q: &Query,
    data: &Dataset,
    builds: &[BuildSide],
    placements: &Placements,
    strategy: numa::Strategy,
    available: Option<u64>,
) -> Result<(), ExecError> {
    let nodes = placements.nodes;
    if nodes <= 1 {
        return Ok(());
    }
    let table_bytes = |t: usize| data.tables[t].bytes() as u64;
    let (mut needed, mut replicas) = (0u64, 0u64);
    for (b, p) in builds.iter().zip(&placements.joins) {
        let copies = p.copies(nodes) as u64;
        needed += b.lookup.bytes() * copies;
        replicas += b.lookup.bytes() * (copies - 1);
        if p.splits_build() {
            needed += table_bytes(b.table);
        }
    }
    if placements.probe_split.is_some() {
        needed += table_bytes(q.probe);
    }
    match available {
        Some(avail) if needed as u128 > avail as u128 * 9 / 10 => Err(ExecError::Replicas {
            strategy: strategy.name(),
            nodes,
            needed: crate::error::Bytes(needed as u128),
            replicas: crate::error::Bytes(replicas as u128),
            available: crate::error::Bytes(avail as u128),
        }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Replicas are counted per node before anything is allocated: a structure that fits once
    /// is refused when four nodes would each hold a copy, with the numbers.
    #[test]
    fn replicas_that_do_not_fit_are_refused_with_the_numbers() {
        let (q, data, mut builds) = plan::a_32_mib_hash_join();
        let bytes = builds[0].lookup.bytes();
        for s in [numa::Strategy::ReplicateFine, numa::Strategy::Rr, numa::Strategy::Psn] {
            let p = numa::place(&q, &mut builds, s, 4).unwrap();
            let e = check_replicas_fit(&q, &data, &builds, &p, s, Some(2 * bytes)).unwrap_err();
            assert!(e.is_user_error());
            let msg = e.to_string();
            assert!(msg.starts_with(&format!("--numa {} on 4 nodes needs 128.0 MiB", s.name())), "{msg}");
            assert!(msg.contains("(96.0 MiB)") && msg.contains("only 64.0 MiB"), "{msg}");
            assert!(check_replicas_fit(&q, &data, &builds, &p, s, Some(8 * bytes)).is_ok());
        }
        let p = numa::place(&q, &mut builds, numa::Strategy::Local, 4).unwrap();
        assert!(check_replicas_fit(&q, &data, &builds, &p, numa::Strategy::Local, Some(2 * bytes)).is_ok());
    }
}

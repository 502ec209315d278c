//! The driver: one path from a query and its data to a result, over the compiler's one
//! [`Engine`] interface, split by phase.
//!
//! ```text
//!   lower:     strings to codes, nulls to derived columns: the EngineQuery (jitjoin_ir::lower)
//!   plan:      statistics ─▶ the PhysicalPlan for the target's caches and the workers'
//!              nodes ─▶ memory checks                                            (plan.rs)
//!   numa:      [split R, S by key as the placements say]                          (numa.rs)
//!   per join:  [partition] ─▶ build (morsels on the workers) ─▶ runs of duplicates (build.rs)
//!              one structure, or one per node: replicas, sub-tables, node tables
//!              a build that finds other facts than the plan assumed (duplicate keys, runs)
//!              makes a new plan; a join it builds differently is built again
//!              [copy each node's vector block into the other replicas]
//!   probe:     [partition the probe side in blocks] ─▶ probe (morsels) ─▶ merge   (probe.rs)
//!              each row looked up in its node's set of structures (or every sub-table)
//! ```
//! The phases run as the plan's step list says (the list `jitjoin compile` writes for host
//! programs), one step after another. No phase asks which engine it drives. `explain`, `asm`
//! and object files take the plan a run settles on ([`plan::settle`]); `asm` compiles its
//! kernels from their shapes alone ([`listings::listings`]). Timings: `compile` is the engine's
//! compile time; `build` is everything else before the probe (statistics, allocation,
//! partitioning, inserting); `probe` is the probe pipeline and the merge.

pub mod build;
pub mod listings;
pub mod numa;
pub mod plan;
pub mod probe;

pub use build::check_tables_fit;
pub use build::describe;
pub use listings::listings;
pub use numa::{NumaReport, Placement, Placements, Strategy};
pub use plan::{Carried, gather, make, settle};

use crate::workers::{WorkerError, Workers};
use jitjoin_compiler::engine::generic::GenericEngine;
use jitjoin_compiler::engine::jit::{CompileError, JitEngine};
use jitjoin_compiler::engine::{Built, Engine, EngineError, Input, KernelTime, PartitionSpec};
use jitjoin_compiler::layout::memory::MapError;
use jitjoin_compiler::layout::memory::TableMemory;
use jitjoin_compiler::layout::{DupRuns, Lookup};
use jitjoin_compiler::physical::{PhysicalPlan, PlanError, Setting};
use jitjoin_compiler::plan::{BuildSide, CacheModel, ChoiceError, JoinStats, KeyFacts, Pipeline, ProbeBlocks};
use jitjoin_compiler::steps::Step;
use jitjoin_compiler::target::Target;
use jitjoin_ir::lower::{EngineQuery, LowerError};
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
    #[error(transparent)]
    Strategy(#[from] jitjoin_compiler::plan::numa::StrategyError),
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

impl From<LowerError> for ExecError {
    fn from(e: LowerError) -> ExecError {
        match e {
            LowerError::Text(t) => ExecError::Text(t),
            LowerError::Nulls(n) => ExecError::Nulls(n),
        }
    }
}

impl From<PlanError> for ExecError {
    fn from(e: PlanError) -> ExecError {
        match e {
            PlanError::Choice(c) => ExecError::Choice(c),
            PlanError::Strategy(s) => ExecError::Strategy(s),
        }
    }
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
                | ExecError::Strategy(_)
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
/// the settings' cache directory`/kernels`, when they keep kernels; checked, verified,
/// dumped and started adaptively as they say.
pub fn engine_keeping_kernels(
    jit: bool,
    target: &Target,
    settings: &crate::settings::Settings,
) -> Result<Box<dyn Engine>, ExecError> {
    if !jit {
        return engine(false, target);
    }
    runs_here(target)?;
    if settings.checked {
        return Ok(Box::new(JitEngine::checked(target, settings.jit())?));
    }
    let mut e = JitEngine::with_options(target, settings.jit())?;
    e.start_adaptively(settings.adaptive);
    if let Some(dir) = settings.cache_dir.as_ref().filter(|_| settings.kernel_cache) {
        e.keep_on_disk(&dir.join("kernels"));
    }
    Ok(Box::new(e))
}

/// The JIT in checked mode for `target` (which must run here): every kernel load and store
/// is bounds-checked against the run's memory and traps outside it
/// ([`jitjoin_compiler::abi::bounds`]).
pub fn checked_engine(target: &Target) -> Result<Box<dyn Engine>, ExecError> {
    runs_here(target)?;
    Ok(Box::new(JitEngine::checked(target, crate::settings::current().jit())?))
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
    /// Time the query waited for code: compiling on its own thread, or waiting for kernels
    /// compiled on another.
    pub compile: Duration,
    /// Time spent compiling on any thread (`compile`, less its waits, plus the other threads'
    /// work).
    pub compile_work: Duration,
    pub build: Duration,
    pub probe: Duration,
    /// An adaptive start: rows the builds and the probe ran on the generic engine while their
    /// kernels compiled ([`Engine::pending_build`]).
    pub generic_build_rows: u64,
    pub generic_probe_rows: u64,
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
    /// The plan that ran (made anew when a build found other facts than it assumed).
    pub plan: PhysicalPlan,
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
/// on the workers' nodes as their strategy says ([`numa`]): lower, plan, split what the
/// placements split, then walk the plan's [`Steps`] (the same list a host program follows for
/// an object file).
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
    let mut eq = jitjoin_ir::lower::lower(q, data)?;
    let nulls = if eq.lowered_nulls() { t0.elapsed() } else { Duration::ZERO };
    let mut r = run(&mut eq, engine, workers, caches)?;
    r.result = eq.restore(r.result);
    r.nulls = nulls;
    r.result.dicts = jitjoin_ir::strings::result_dictionaries(q, data);
    if r.result.overflow {
        return Err(ExecError::overflow(q));
    }
    Ok(r)
}

/// Where plans made for `workers` run: `caches`, their strategy and nodes.
pub fn setting(workers: &Workers, caches: &CacheModel) -> Setting {
    Setting {
        caches: caches.clone(),
        strategy: workers.strategy,
        nodes: workers.nodes().len(),
        threads: workers.len(),
        probe_block_rows: workers.probe_block_rows.map(|r| r as u64),
    }
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

/// [`execute`] of a lowered query.
fn run(
    eq: &mut EngineQuery<'_>,
    engine: &mut dyn Engine,
    workers: &Workers,
    caches: &CacheModel,
) -> Result<ExecReport, ExecError> {
    let before = engine.kernels();
    let logged = engine.kernel_log().len();
    let t0 = Instant::now();
    let setting = setting(workers, caches);
    let (strategy, nodes) = (setting.strategy, setting.nodes);
    let stats = plan::gather(eq, workers, plan::Carried::Kept, strategy, nodes)?;
    let eq: &EngineQuery<'_> = eq;
    let (q, data) = (eq.query(), eq.data());
    let mut facts = vec![KeyFacts::ASSUMED; q.joins.len()];
    let mut plan = plan::make(eq, &stats, &facts, &setting)?;
    // The tables the placements split across the nodes (a re-plan splits the same joins:
    // placements follow the strategy, and a lookup's kind changes no join from split to not).
    // Tables stored split (`partition:`) are used as they lie where the split is by key hash;
    // only the others pay a partitioning pass.
    let t_split = Instant::now();
    let mut passes = 0;
    let mut splits: Vec<Option<numa::Split>> = Vec::with_capacity(plan.builds.len());
    for (j, b) in plan.builds.iter().enumerate() {
        let p = plan.placements.joins[j];
        splits.push(match p.splits_build() {
            false => None,
            true => {
                let hashed = !matches!(p, Placement::Blocks);
                let stored = hashed.then(|| numa::stored_split(data, b.table, b.keys[0].0, nodes)).flatten();
                Some(match stored {
                    Some(s) => s,
                    None => {
                        passes += 1;
                        let node_of = split_key(b, p, &plan.stats.joins[j], nodes);
                        numa::split(&data.tables[b.table], b.keys[0].0, &*node_of, nodes, workers)?
                    }
                })
            }
        });
    }
    let probe_split = match plan.placements.probe_split {
        Some(j) => {
            let key = q.joins[j].probe_keys[0].col;
            let node_of = move |v: i128| numa::hashed_node(v, nodes);
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
    // Each node's block of every split table in that node's memory (moved there when the split
    // was made now; a stored split is there already), and where its pages are: the build
    // sides' blocks in join order, then the probe table's.
    let rows: Vec<numa::Rows<'_>> = splits
        .iter()
        .flatten()
        .chain(probe_split.as_ref())
        .map(|s| numa::blocks(s, workers))
        .chain(numa::shares(data, &numa::whole_tables(&plan, data, strategy, workers.system_memory_nodes()), workers))
        .collect();
    let blocks = numa::place_rows(&rows, workers);
    drop(rows);
    let static_split = passes == 0 && (probe_split.is_some() || splits.iter().any(Option::is_some));
    let numa_partition = if passes > 0 { t_split.elapsed() } else { Duration::ZERO };

    // Where neither side is partitioned, the probe kernel's inputs are known before any build
    // runs: the engine may compile it meanwhile.
    let partitions =
        probe_spec(q, &plan.builds, &plan.pipeline).is_some() || plan.builds.iter().any(|b| build_spec(b).is_some());
    if !partitions && probe_split.is_none() && splits.iter().all(Option::is_none) {
        let inputs: Vec<Input<'_>> = plan.builds.iter().map(|b| Input::Plain(&data.tables[b.table])).collect();
        let builds: Vec<_> = inputs.iter().map(|i| (i.types(), i.shape())).collect();
        engine.probe_ahead(&plan.pipeline, &Input::Plain(&data.tables[plan.pipeline.table]), &builds);
    }

    let joins = plan.builds.len();
    let mut partitioned: Vec<Option<Input<'_>>> = (0..joins).map(|_| None).collect();
    let mut built: Vec<Option<build::BuiltJoin>> = (0..joins).map(|_| None).collect();
    let mut inputs: Vec<Option<Input<'_>>> = (0..joins).map(|_| None).collect();
    let (mut copied_bytes, mut replicate) = (0, Duration::ZERO);
    // Set when the probe phase begins (its first step after the last build).
    let mut probe_phase: Option<(Instant, Duration, Option<Input<'_>>)> = None;
    let mut result = None;
    // Rows the builds and the probe ran on the generic engine while their kernels compiled.
    let mut generic_rows = (0, 0);
    // Per join, where its structures are (a join built again replaces its own).
    let mut placed: Vec<Vec<numa::Placed>> = (0..joins).map(|_| Vec::new()).collect();
    // The radix partitions this run writes are noted by the workers as each pass fills them.
    drop(workers.take_partitions());
    let mut at = 0;
    while at < plan.steps.steps.len() {
        let step = plan.steps.steps[at].clone();
        at += 1;
        if matches!(step, Step::Probe { .. } | Step::Partition { join: None, .. }) && probe_phase.is_none() {
            let compiled = engine.kernels().compile_time - before.compile_time;
            probe_phase = Some((Instant::now(), compiled, None));
        }
        match step {
            // This run's statistics measured these ranges on this very data.
            Step::CheckRange { .. } => {}
            // A table split across nodes is partitioned node block by node block, so each
            // node's rows stay together.
            Step::Partition { join: Some(j), .. } => {
                let b = &plan.builds[j];
                partitioned[j] = Some(match splits[j].as_ref() {
                    Some(s) => numa::partition_blocks(&s.table, &s.ranges, build_spec(b), engine, workers)?,
                    None => input_for(&data.tables[b.table], build_spec(b), engine, workers)?,
                });
            }
            Step::Partition { join: None, .. } => {
                let (_, _, input) = probe_phase.as_mut().expect("set above");
                let s = probe_spec(q, &plan.builds, &plan.pipeline);
                let table = &data.tables[plan.pipeline.table];
                *input = Some(match (probe_split.as_ref(), s) {
                    (Some(p), s) => numa::partition_blocks(&p.table, &p.ranges, s, engine, workers)?,
                    (None, Some(s)) => {
                        // Blocks after the first are partitioned as the probe reaches them.
                        let first = plan.probe_blocks.ranges(table.rows).next().unwrap_or(0..0);
                        let spare = spare_build_memory(&plan.builds, &mut inputs);
                        engine.partition(table, first, &s, workers, spare)?
                    }
                    (None, None) => Input::Plain(table),
                });
            }
            Step::Build { join, .. } => {
                let split = splits[join].as_ref();
                let input = partitioned[join]
                    .take()
                    .unwrap_or_else(|| Input::Plain(split.map_or(&data.tables[plan.builds[join].table], |s| &s.table)));
                let ranges = split.map(|s| &s.ranges[..]);
                let placement = plan.placements.joins[join];
                let b = build::build(&plan.builds[join], &input, placement, nodes, ranges, engine, workers)?;
                generic_rows.0 += b.generic_rows;
                let found = plan::facts_of(&plan, join, &b);
                if found != facts[join] {
                    // The plan assumed other keys: make it again with what the build found. A
                    // join it builds differently (a vector that met duplicates becomes a hash
                    // table) runs its steps again; otherwise the remaining steps follow the new
                    // plan.
                    facts[join] = found;
                    let next = plan::make(eq, &stats, &facts, &setting)?;
                    let again = plan.rebuilds(&next, join);
                    plan = next;
                    let first = |s: &Step| match s {
                        Step::Partition { join: Some(j), .. } | Step::Build { join: j, .. } => *j == join,
                        _ => false,
                    };
                    let this = |s: &Step| matches!(s, Step::Build { join: j, .. } if *j == join);
                    let steps = &plan.steps.steps;
                    if again {
                        drop(b);
                        drop(input);
                        at = steps.iter().position(first).expect("every join has a build step");
                        continue;
                    }
                    at = steps.iter().position(this).expect("every join has a build step") + 1;
                }
                if placement == Placement::Blocks
                    && let Lookup::Vector(v) = &plan.builds[join].lookup
                {
                    let t = Instant::now();
                    copied_bytes += copy_blocks(v, &b.mems, workers)?;
                    replicate += t.elapsed();
                }
                if placement == Placement::SubTables {
                    let t = Instant::now();
                    copied_bytes += build::copy_sub_tables(&b.mems, nodes, workers)?;
                    replicate += t.elapsed();
                }
                placed[join] = numa::placed(
                    &q.tables[plan.builds[join].table].name,
                    &plan.builds[join],
                    placement,
                    &b.mems,
                    &b.bound,
                    workers,
                );
                built[join] = Some(b);
                inputs[join] = Some(input);
            }
            Step::Probe { .. } => {
                let (_, _, input) = probe_phase.as_mut().expect("set above");
                let pipeline = &plan.pipeline;
                let table = probe_split.as_ref().map_or(&data.tables[pipeline.table], |s| &*s.table);
                let input = input.take().unwrap_or(Input::Plain(table));
                let built: Vec<&build::BuiltJoin> = built.iter().map(|b| b.as_ref().expect("built")).collect();
                let inputs: Vec<Input<'_>> = inputs.iter_mut().map(|i| i.take().expect("built")).collect();
                let (sets, choice) = probe_sets(&built, &plan.placements, probe_split.as_ref(), nodes);
                let sets: Vec<Built<'_>> =
                    sets.iter().map(|(mems, runs)| Built { mems, inputs: &inputs, runs }).collect();
                // The blocks after the first, each partitioned into the memory of the one before;
                // none for a table split across the nodes, partitioned whole node block by node
                // block ([`numa::partition_blocks`]).
                let spec = probe_spec(q, &plan.builds, pipeline);
                let later = if probe_split.is_some() { 0 } else { usize::MAX };
                let mut rest = plan.probe_blocks.ranges(table.rows).skip(1).take(later);
                let next = &mut |engine: &mut dyn Engine, done: Input<'_>| match (rest.next(), spec.as_ref()) {
                    (Some(rows), Some(s)) => Ok(Some(engine.partition(table, rows, s, workers, done.into_memory())?)),
                    _ => Ok(None),
                };
                let probed = probe::run(q, pipeline, input, next, &sets, &choice, engine, workers)?;
                generic_rows.1 += probed.generic_rows;
                result = Some(probed.result);
            }
        }
    }
    let (t1, compiled_before_probe, _) = probe_phase.expect("every list ends with the probe");
    let mut report = numa_report(q, &plan.builds, &plan.placements, &splits, probe_split.as_ref(), strategy);
    report.numa_partition = numa_partition;
    report.static_split = static_split;
    report.copied_bytes += copied_bytes;
    report.replicate = replicate;
    report.placed = placed.into_iter().flatten().chain(blocks).chain(workers.take_partitions()).collect();
    report.system_nodes = workers.system_memory_nodes();
    let build_time =
        t1.duration_since(t0).saturating_sub(compiled_before_probe + report.numa_partition + report.replicate);
    let after = engine.kernels();
    let compile = after.compile_time - before.compile_time;
    let compile_work = after.compile_work - before.compile_work;
    let probe_time = t1.elapsed().saturating_sub(compile - compiled_before_probe);
    let algorithms = plan
        .builds
        .iter()
        .zip(&plan.facts)
        .map(|(b, f)| (q.tables[b.table].name.clone(), describe(b, f.unique)))
        .collect();
    report.joins = plan
        .builds
        .iter()
        .zip(&plan.placements.joins)
        .map(|(b, p)| (q.tables[b.table].name.clone(), p.describe().to_string()))
        .collect();
    report.add_inserts(&plan.builds, &plan.placements, &splits, data);
    let blocks = if plan.probe_tuples.is_some() && probe_split.is_none() {
        plan.probe_blocks
    } else {
        ProbeBlocks { rows: u64::MAX, count: 1 }
    };
    Ok(ExecReport {
        nulls: Duration::ZERO,
        result: result.expect("every list ends with the probe"),
        compile,
        compile_work,
        build: build_time,
        probe: probe_time,
        generic_build_rows: generic_rows.0,
        generic_probe_rows: generic_rows.1,
        algorithms,
        kernels_compiled: after.compiled - before.compiled,
        kernels_cached: after.cached - before.cached,
        numa: report,
        kernel_times: engine.kernel_log()[logged..].to_vec(),
        probe_blocks: blocks,
        plan,
    })
}

/// The memory of the largest partitioned build input the probe never reads, its input made
/// plain again: its pages are mapped already, so the probe side's first block is partitioned
/// into it instead of into fresh ones. A probe reads a build input only through a vector of
/// row ids (every other structure carries its values), so the others are free once built.
fn spare_build_memory(builds: &[BuildSide], inputs: &mut [Option<Input<'_>>]) -> Option<TableMemory> {
    let j = (0..inputs.len())
        .filter(|&j| !builds[j].probe_reads_input() && matches!(inputs[j], Some(Input::Tuples { .. })))
        .max_by_key(|&j| match &inputs[j] {
            Some(Input::Tuples { mem, .. }) => mem.len(),
            _ => 0,
        })?;
    let Some(Input::Tuples { of, .. }) = &inputs[j] else { return None };
    let plain = Input::Plain(of);
    inputs[j].replace(plain).and_then(Input::into_memory)
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
    built: &[&'b build::BuiltJoin],
    placements: &Placements,
    probe_split: Option<&numa::Split>,
    nodes: usize,
) -> (Vec<(Vec<&'b TableMemory>, Vec<Option<&'b DupRuns>>)>, probe::Sets) {
    let pick = |b: &&'b build::BuiltJoin, i: usize| {
        let i = i.min(b.mems.len() - 1);
        (&b.mems[i], b.runs[i].as_ref())
    };
    let set = |node: usize, sub: Option<usize>| {
        built
            .iter()
            .zip(&placements.joins)
            .map(|(b, p)| pick(b, if *p == Placement::SubTables { node * nodes + sub.unwrap_or(node) } else { node }))
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
    let single: u64 = builds.iter().zip(&placements.joins).map(|(b, p)| b.lookup.bytes() * p.whole(nodes) as u64).sum();
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
pub(crate) fn check_replicas_fit(
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
        replicas += b.lookup.bytes() * (copies - p.whole(nodes) as u64);
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
    use jitjoin_compiler::layout::memory::Pages;

    /// Under coarse-grained replication of a hash table, node n's probes look in node n's copy
    /// of every sub-table (`n·nodes + t`), none of another node's: after the copy, every probe
    /// read is local. Another join (a vector's replica) is read from the worker's node.
    #[test]
    fn each_node_probes_its_own_copies_of_the_sub_tables() {
        let nodes = 3;
        let join = |copies: usize| build::BuiltJoin {
            mems: (0..copies).map(|_| TableMemory::zeroed(64, Pages::Small).unwrap()).collect(),
            dups: 0,
            runs: (0..copies).map(|_| None).collect(),
            bound: vec![None; copies],
            generic_rows: 0,
        };
        let (subs, blocks) = (join(nodes * nodes), join(nodes));
        let placements = Placements { joins: vec![Placement::SubTables, Placement::Blocks], probe_split: None, nodes };
        let (sets, choice) = probe_sets(&[&subs, &blocks], &placements, None, nodes);
        assert!(matches!(choice, probe::Sets::Each(3)), "{choice:?}");
        assert_eq!(sets.len(), nodes * nodes);
        for n in 0..nodes {
            for t in 0..nodes {
                let (mems, _) = &sets[n * nodes + t];
                assert!(std::ptr::eq(mems[0], &subs.mems[n * nodes + t]), "node {n}, sub-table {t}");
                assert!(std::ptr::eq(mems[1], &blocks.mems[n]), "node {n}'s vector");
            }
        }
    }

    /// Replicas are counted per node before anything is allocated: a structure that fits once
    /// is refused when four nodes would each hold a copy, with the numbers.
    #[test]
    fn replicas_that_do_not_fit_are_refused_with_the_numbers() {
        let (q, data, builds) = plan::a_32_mib_hash_join();
        let bytes = builds[0].lookup.bytes();
        for s in [numa::Strategy::ReplicateFine, numa::Strategy::Rr, numa::Strategy::Psn] {
            let p = numa::place(&q, &builds, s, 4).unwrap();
            let e = check_replicas_fit(&q, &data, &builds, &p, s, Some(2 * bytes)).unwrap_err();
            assert!(e.is_user_error());
            let msg = e.to_string();
            assert!(msg.starts_with(&format!("--numa {} on 4 nodes needs 128.0 MiB", s.name())), "{msg}");
            assert!(msg.contains("(96.0 MiB)") && msg.contains("only 64.0 MiB"), "{msg}");
            assert!(check_replicas_fit(&q, &data, &builds, &p, s, Some(8 * bytes)).is_ok());
        }
        let p = numa::place(&q, &builds, numa::Strategy::Local, 4).unwrap();
        assert!(check_replicas_fit(&q, &data, &builds, &p, numa::Strategy::Local, Some(2 * bytes)).is_ok());
    }
}

//! `jitjoin asm` and `jitjoin compile`: the plan a run settles on ([`super::plan::settle`]),
//! its kernels compiled for any target (also one the host cannot run) from their shapes alone,
//! without data: the same compile functions a run's JIT engine calls, in the order a run calls
//! them, into the JIT (for listings) or into an object file.

use super::build::describe;
use super::plan::{Carried, gather, settle};
use super::{ExecError, build_spec, probe_spec};
use crate::workers::Workers;
use jitjoin_compiler::abi::{Shape, Word};
use jitjoin_compiler::engine::jit::aot::{ObjectKernel, ObjectSession};
use jitjoin_compiler::engine::jit::{
    Backend, BuildKernel, Defined, JitEngine, Listing, ProbeKernel, compile_partition,
};
use jitjoin_compiler::physical::{PhysicalPlan, Setting};
use jitjoin_compiler::plan::{BuildSide, CacheModel};
use jitjoin_compiler::steps::Steps;
use jitjoin_compiler::target::Target;
use jitjoin_ir::plan::AggFunc;
use jitjoin_ir::query::{OutputSpec, Query};
use jitjoin_ir::{ColType, Dataset};

/// One kernel of a planned query: what it does, the table it reads, and its definition.
pub struct PlannedKernel {
    pub head: String,
    pub table: usize,
    pub defined: Defined,
}

/// Define every kernel of `plan` in `backend`, in the order a run compiles them, from the
/// shapes alone (no data is read); with the plan's steps, whose kernels are these, in this
/// order, their contexts bound.
pub fn compile_planned(
    plan: &PhysicalPlan,
    backend: &mut impl Backend,
) -> Result<(Vec<PlannedKernel>, Steps), ExecError> {
    let q = &plan.query;
    let builds = &plan.builds;
    let types = |t: usize| -> Vec<ColType> { q.tables[t].columns.iter().map(|c| c.1).collect() };
    let name = |t: usize| q.tables[t].name.clone();
    let mut out = Vec::new();
    let mut push = |head: String, table: usize, defined: Defined| out.push(PlannedKernel { head, table, defined });
    for (b, tuple) in builds.iter().zip(&plan.build_tuples) {
        if let (Some(spec), Some(tuple)) = (build_spec(b), tuple) {
            let (h, s) = compile_partition(backend, &b.lookup, spec.radix, &spec.keys, &types(b.table), tuple)?;
            let fanout = spec.radix.fanout();
            push(format!("radix histogram of `{}` ({fanout} partitions)", name(b.table)), b.table, h);
            push(format!("radix scatter of `{}` ({} B tuples)", name(b.table), tuple.width), b.table, s);
        }
        let shape = tuple.as_ref().map_or(Shape::Plain, Shape::Tuples);
        let d = BuildKernel { side: b, types: types(b.table), shape }.compile(backend)?;
        push(format!("build `{}`: {}", name(b.table), describe(b, true).replace("unique keys, ", "")), b.table, d);
    }
    let pipeline = &plan.pipeline;
    let pt = pipeline.table;
    if let (Some(spec), Some(tuple)) = (probe_spec(q, builds, pipeline), &plan.probe_tuples) {
        let (h, s) = compile_partition(backend, spec.lookup, spec.radix, &spec.keys, &types(pt), tuple)?;
        push(format!("radix histogram of `{}`", name(pt)), pt, h);
        push(format!("radix scatter of `{}` ({} B tuples)", name(pt), tuple.width), pt, s);
    }
    let build_shapes: Vec<(Vec<ColType>, Shape<'_>)> = builds
        .iter()
        .zip(&plan.build_tuples)
        .map(|(b, t)| (types(b.table), t.as_ref().map_or(Shape::Plain, Shape::Tuples)))
        .collect();
    let runs: Vec<bool> = plan.facts.iter().map(|f| f.runs).collect();
    let shape = plan.probe_tuples.as_ref().map_or(Shape::Plain, Shape::Tuples);
    let kernel = ProbeKernel { pipeline, types: types(pt), shape, packs: Vec::new(), builds: build_shapes, runs };
    let d = kernel.compile(backend)?;
    let joins: Vec<String> =
        builds.iter().zip(&plan.facts).map(|(b, f)| format!("`{}` {}", name(b.table), describe(b, f.unique))).collect();
    push(format!("probe pipeline over `{}`: {}", name(pt), joins.join("; ")), pt, d);
    let mut steps = plan.steps.clone();
    assert_eq!(steps.kernels.len(), out.len(), "the steps call the kernels compiled, in order");
    plan.with_shapes(|shapes| {
        for (i, k) in out.iter().enumerate() {
            steps.bind(i, &k.defined.context, shapes, |w| word_name(q, builds, k.table, w));
            steps.kernels[i].does = k.head.clone();
        }
    });
    Ok((out, steps))
}

/// The plan a run of `q` over `data` settles on for `target`'s caches, on one node: what
/// listings, object files and `explain` show.
pub fn planned_for(
    q: &Query,
    data: &Dataset,
    target: &Target,
    workers: &Workers,
    carried: Carried,
) -> Result<PhysicalPlan, ExecError> {
    let mut eq = jitjoin_ir::lower::lower(q, data)?;
    let setting = Setting {
        caches: CacheModel::of(target),
        strategy: super::numa::Strategy::Local,
        nodes: 1,
        threads: workers.len(),
        probe_block_rows: workers.probe_block_rows.map(|r| r as u64),
    };
    let stats = gather(&mut eq, workers, carried, setting.strategy, 1)?;
    settle(&eq, &stats, &setting, workers)
}

/// Compile `q`'s kernels for `target`, planned for its caches, and return them as text.
pub fn listings(q: &Query, data: &Dataset, target: &Target, workers: &Workers) -> Result<Vec<Listing>, ExecError> {
    let plan = planned_for(q, data, target, workers, Carried::Kept)?;
    let mut jit = JitEngine::for_target(target)?;
    jit.keep_listings();
    let (kernels, _) = compile_planned(&plan, jit.backend())?;
    let mut out = jit.take_listings();
    for (l, k) in out.iter_mut().zip(kernels) {
        l.kernel = format!("{} — {}", l.kernel, k.head);
        l.context_names = l.context.iter().map(|w| word_name(&plan.query, &plan.builds, k.table, w)).collect();
    }
    Ok(out)
}

/// A planned query compiled into a relocatable object for `target` (symbols `jj_<prefix>_…`).
pub struct ObjectOutput {
    pub object: Vec<u8>,
    pub plan: PhysicalPlan,
    /// The steps a host runs, kernels named by their symbols.
    pub steps: Steps,
    /// The symbol of the table of the kernels' addresses, in the steps' order.
    pub table_symbol: String,
    /// Per kernel: what it does and its symbol, with its context words named.
    pub kernels: Vec<(PlannedKernel, ObjectKernel, Vec<String>)>,
}

/// Compile `q`'s kernels for `target` into an object file, without running them.
pub fn object(
    q: &Query,
    data: &Dataset,
    target: &Target,
    workers: &Workers,
    prefix: &str,
) -> Result<ObjectOutput, ExecError> {
    if let Some(c) = jitjoin_ir::nulls::nullable_read(q, data) {
        return Err(ExecError::NullsAhead { column: q.column_name(c) });
    }
    // The codes a string test compares with are those of this data's dictionaries, which an
    // object run later on other data would not share.
    let emits_text = matches!(&q.output, OutputSpec::Emit { columns, .. } if columns.iter().any(|&c| q.is_text(c)));
    if q.has_text_tests() || emits_text {
        return Err(ExecError::NotInHost("reads strings (a `str` column)"));
    }
    match &q.output {
        OutputSpec::Group(_) => return Err(ExecError::NotInHost("groups its aggregates (`group by`)")),
        OutputSpec::Aggregate(aggs) if aggs.iter().any(|a| a.func == AggFunc::Avg) => {
            return Err(ExecError::NotInHost("takes an average (`avg`)"));
        }
        OutputSpec::Aggregate(aggs) if aggs.iter().any(|a| a.arg.as_ref().is_some_and(|c| c.col().is_none())) => {
            return Err(ExecError::NotInHost("aggregates arithmetic (`sum(a * b)`)"));
        }
        _ => {}
    }
    let plan = planned_for(q, data, target, workers, Carried::All)?;
    let mut session = ObjectSession::new(target, prefix)?;
    let (kernels, mut steps) = compile_planned(&plan, &mut session)?;
    let objs = std::mem::take(&mut session.kernels);
    for (k, o) in steps.kernels.iter_mut().zip(&objs) {
        k.symbol = Some(o.symbol.clone());
    }
    let table_symbol = session.table_symbol();
    let object = session.finish()?;
    let kernels = kernels
        .into_iter()
        .zip(objs)
        .map(|(k, o)| {
            let names = o.context.iter().map(|w| word_name(&plan.query, &plan.builds, k.table, w)).collect();
            (k, o, names)
        })
        .collect();
    Ok(ObjectOutput { object, plan, steps, table_symbol, kernels })
}

/// A context word named by the plan's tables and columns, for listings: `table` is the one
/// the kernel reads.
pub fn word_name(q: &Query, builds: &[BuildSide], table: usize, w: &Word) -> String {
    let col = |t: usize, c: usize| format!("{}.{}", q.tables[t].name, q.tables[t].columns[c].0);
    let build = |j: usize| &q.tables[builds[j].table].name;
    match *w {
        Word::Column(c) => col(table, c),
        Word::Packed(c) => format!("{} packed", col(table, c)),
        Word::Tuples => format!("{} tuples", q.tables[table].name),
        Word::Table => format!("{} structure", q.tables[table].name),
        Word::Output => format!("{} partitioned tuples", q.tables[table].name),
        Word::Structure(j) => format!("{} structure", build(j)),
        Word::BuildColumn { join, col: c } => col(builds[join].table, c),
        Word::BuildTuples(j) => format!("{} tuples", build(j)),
        Word::RunSlots(j) => format!("{} run slots", build(j)),
        Word::RunCount(j) => format!("{} run count", build(j)),
        Word::RunStarts(j) => format!("{} run starts", build(j)),
        Word::RunEntries(j) => format!("{} run entries", build(j)),
        Word::Prefetch => "prefetch descriptors".into(),
        Word::InList { len, .. } => format!("in-list ({len} values)"),
        Word::Lanes => "selection lanes".into(),
    }
}

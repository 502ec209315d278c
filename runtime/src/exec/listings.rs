//! `jitjoin asm`: a query planned as a run plans it ([`super::plan()`]), its kernels compiled
//! for any target (also one the host cannot run) from their shapes alone, without data: the
//! same compile functions a run's JIT engine calls, in the order a run calls them.

use super::ExecError;
use super::build::describe;
use super::plan::plan;
use crate::workers::Workers;
use jitjoin_compiler::abi::{Shape, Word};
use jitjoin_compiler::engine::PartitionSpec;
use jitjoin_compiler::engine::jit::{JitEngine, Listing};
use jitjoin_compiler::plan::{BuildSide, CacheModel, plan_pipeline};
use jitjoin_compiler::target::Target;
use jitjoin_ir::query::Query;
use jitjoin_ir::{ColType, Column, Dataset};

/// Compile `q`'s kernels for `target`, planned for its caches, and return them as text.
pub fn listings(q: &Query, data: &Dataset, target: &Target, workers: &Workers) -> Result<Vec<Listing>, ExecError> {
    let planned = plan(q, data, workers, &CacheModel::of(target))?;
    let builds = &planned.builds;
    let types = |t: usize| -> Vec<ColType> { data.tables[t].columns.iter().map(Column::ty).collect() };
    let name = |t: usize| q.tables[t].name.clone();
    let mut jit = JitEngine::for_target(target)?;
    jit.keep_listings();
    // Per kernel: its head line and the table it reads.
    let mut heads: Vec<(String, usize)> = Vec::new();
    let mut tuples = Vec::new();
    for b in builds {
        let tuple = match b.radix {
            Some(radix) => {
                let keys: Vec<usize> = b.keys.iter().map(|k| k.0).collect();
                let spec = PartitionSpec { lookup: &b.lookup, radix, keys, keep: b.read_columns() };
                let tuple = spec.tuple(&data.tables[b.table]);
                jit.compile_partition(&b.lookup, radix, &spec.keys, &types(b.table), &tuple)?;
                heads
                    .push((format!("radix histogram of `{}` ({} partitions)", name(b.table), radix.fanout()), b.table));
                heads.push((format!("radix scatter of `{}` ({} B tuples)", name(b.table), tuple.width), b.table));
                Some(tuple)
            }
            None => None,
        };
        jit.compile_build(b, &types(b.table), tuple.as_ref().map_or(Shape::Plain, Shape::Tuples))?;
        heads.push((format!("build `{}`: {}", name(b.table), describe(b, true).replace("unique keys, ", "")), b.table));
        tuples.push(tuple);
    }
    let pipeline = plan_pipeline(q, builds, &planned.unique);
    let pt = pipeline.table;
    let probe_tuple = match builds.iter().enumerate().find(|(_, b)| b.radix.is_some()) {
        Some((j, b)) => {
            let radix = b.radix.expect("found a partitioned join");
            let keys: Vec<usize> = q.joins[j].probe_keys.iter().map(|c| c.col).collect();
            let spec = PartitionSpec { lookup: &b.lookup, radix, keys, keep: pipeline.probe_columns() };
            let tuple = spec.tuple(&data.tables[pt]);
            jit.compile_partition(&b.lookup, radix, &spec.keys, &types(pt), &tuple)?;
            heads.push((format!("radix histogram of `{}`", name(pt)), pt));
            heads.push((format!("radix scatter of `{}` ({} B tuples)", name(pt), tuple.width), pt));
            Some(tuple)
        }
        None => None,
    };
    let build_shapes: Vec<(Vec<ColType>, Shape<'_>)> = builds
        .iter()
        .zip(&tuples)
        .map(|(b, t)| (types(b.table), t.as_ref().map_or(Shape::Plain, Shape::Tuples)))
        .collect();
    let runs: Vec<bool> = planned.run_slots.iter().map(|&n| n > 0).collect();
    let shape = probe_tuple.as_ref().map_or(Shape::Plain, Shape::Tuples);
    jit.compile_probe(&pipeline, &types(pt), shape, &build_shapes, &runs)?;
    let joins: Vec<String> =
        builds.iter().zip(&planned.unique).map(|(b, &u)| format!("`{}` {}", name(b.table), describe(b, u))).collect();
    heads.push((format!("probe pipeline over `{}`: {}", name(pt), joins.join("; ")), pt));
    let mut out = jit.take_listings();
    for (l, (h, table)) in out.iter_mut().zip(heads) {
        l.kernel = format!("{} — {h}", l.kernel);
        l.context_names = l.context.iter().map(|w| word_name(q, builds, table, w)).collect();
    }
    Ok(out)
}

/// A context word named by the plan's tables and columns, for listings: `table` is the one
/// the kernel reads.
fn word_name(q: &Query, builds: &[BuildSide], table: usize, w: &Word) -> String {
    let col = |t: usize, c: usize| format!("{}.{}", q.tables[t].name, q.tables[t].columns[c].0);
    let build = |j: usize| &q.tables[builds[j].table].name;
    match *w {
        Word::Column(c) => col(table, c),
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
    }
}

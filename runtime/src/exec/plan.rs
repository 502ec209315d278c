//! Planning, shared by runs, `explain`, listings and object files: the statistics planning
//! reads, measured by the workers ([`gather`]); the physical plan made from them and checked
//! to fit in memory ([`make`]); and the plan settled without a run ([`settle`]).

use super::ExecError;
use super::build::{BuiltJoin, check_tables_fit};
use super::numa::{Placement, Strategy};
use crate::host::mem::available_memory;
use crate::workers::{WorkerError, Workers};
use jitjoin_compiler::engine::Input;
use jitjoin_compiler::engine::generic::{GenericEngine, select};
use jitjoin_compiler::layout::KeyStats;
use jitjoin_compiler::layout::group::{GroupKind, GroupLayout};
use jitjoin_compiler::physical::{self, PhysicalPlan, Setting, Stats, psn_join};
use jitjoin_compiler::plan::{JoinStats, KeptKeys, KeyFacts, carried, join_order};
use jitjoin_ir::lower::EngineQuery;
use jitjoin_ir::query::{OutputSpec, Query};
use jitjoin_ir::{Column, Dataset};

/// Min and max of an integer column, computed by the workers.
fn column_range(col: &Column, rows: usize, workers: &Workers) -> Result<Option<(i128, i128)>, WorkerError> {
    fn mm<T: Copy + Ord + Into<i128>>(v: &[T]) -> Option<(i128, i128)> {
        let lo = v.iter().copied().min()?;
        let hi = v.iter().copied().max()?;
        Some((lo.into(), hi.into()))
    }
    let morsels = workers.morsels(rows);
    let parts = workers.run(|w| {
        let mut acc: Option<(i128, i128)> = None;
        let queue = workers.queue_of(w);
        while let Some(r) = morsels.next(queue) {
            let part = match col {
                Column::I32(v) => mm(&v[r]),
                Column::I64(v) => mm(&v[r]),
                Column::U32(v) => mm(&v[r]),
                Column::U64(v) => mm(&v[r]),
                Column::F64(_) => None,
            };
            acc = match (acc, part) {
                (Some((a, b)), Some((c, d))) => Some((a.min(c), b.max(d))),
                (x, y) => x.or(y),
            };
        }
        acc
    })?;
    Ok(parts.into_iter().flatten().reduce(|(a, b), (c, d)| (a.min(c), b.max(d))))
}

/// What the planner measures per join before choosing: the build keys' count and range, the
/// range of a single carried integer column over the rows the filter keeps (for a vector's
/// element width), the probe rows;
/// `pass` is each join's filter share, as [`ordered`] estimated it.
fn join_stats(
    q: &Query,
    data: &Dataset,
    workers: &Workers,
    pass: &[f64],
    over: Carried,
) -> Result<Vec<JoinStats>, WorkerError> {
    let carried = carried(q);
    q.joins
        .iter()
        .zip(&carried)
        .zip(pass)
        .map(|((j, carry), &keeps)| {
            let t = &data.tables[j.build];
            let keys =
                KeyStats { rows: t.rows as u64, range: column_range(&t.columns[j.build_keys[0]], t.rows, workers)? };
            // Over the rows the build keeps (its filter runs while building): a dimension
            // filtered to one category carries that category's brands, in fewer bytes; one
            // filtered to a month keeps that month's date keys.
            let probe_key = match j.probe_keys[..] {
                [k] if k.table == q.probe && q.filters[j.build].is_some() && over == Carried::Kept => Some(k.col),
                _ => None,
            };
            let mut cols: Vec<usize> = probe_key.map(|_| j.build_keys[0]).into_iter().collect();
            let carried_col = match carry.as_slice() {
                [c] => Some(*c),
                _ => None,
            };
            if over == Carried::Kept {
                cols.extend(carried_col);
            }
            let mut ranges = kept_ranges(q, data, workers, j.build, &cols)?.into_iter();
            let kept_keys = probe_key.and_then(|pc| {
                let range = ranges.next().flatten()?;
                let probe = &data.tables[q.probe];
                Some(KeptKeys { range, probe_share: share_in(&probe.columns[pc], probe.rows, range) })
            });
            let carried = match (carried_col, over) {
                (Some(_), Carried::Kept) => ranges.next().flatten(),
                (Some(c), Carried::All) => column_range(&t.columns[c], t.rows, workers)?,
                (None, _) => None,
            };
            Ok(JoinStats { keys, carried, probe_rows: data.tables[q.probe].rows as u64, keeps, kept_keys })
        })
        .collect()
}

/// Over which rows a vector's carried column's range is measured, which sets its elements'
/// width and base.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Carried {
    /// The rows the build's filter keeps (the only ones it stores): runs, explain, listings.
    Kept,
    /// Every row: an object for the C host, whose range check before the build reads the
    /// whole column (it does not evaluate filters).
    All,
}

/// The range of each grouping column of a grouped `q` (empty otherwise): over the rows its
/// table's filter keeps, so a dimension filtered to one nation spans that nation's cities;
/// the probe table's over all its rows (one pass over the column, not over the filter).
fn group_ranges(q: &Query, data: &Dataset, workers: &Workers) -> Result<Vec<Option<(i128, i128)>>, WorkerError> {
    let OutputSpec::Group(g) = &q.output else { return Ok(Vec::new()) };
    g.keys.iter().map(|c| kept_range(q, data, workers, c.table, c.col)).collect()
}

/// The range of column `col` of table `t` over the rows the table's filter keeps (all rows for
/// the probe table, whose filter runs in the pipeline).
fn kept_range(
    q: &Query,
    data: &Dataset,
    workers: &Workers,
    t: usize,
    col: usize,
) -> Result<Option<(i128, i128)>, WorkerError> {
    Ok(kept_ranges(q, data, workers, t, &[col])?.pop().flatten())
}

/// [`kept_range`] of each of `cols`, in one pass over the table.
fn kept_ranges(
    q: &Query,
    data: &Dataset,
    workers: &Workers,
    t: usize,
    cols: &[usize],
) -> Result<Vec<Option<(i128, i128)>>, WorkerError> {
    let table = &data.tables[t];
    let Some(filter) = q.filters[t].as_ref().filter(|_| t != q.probe) else {
        return cols.iter().map(|&c| column_range(&table.columns[c], table.rows, workers)).collect();
    };
    // Nothing to measure: no pass of the filter over the table.
    if cols.is_empty() {
        return Ok(Vec::new());
    }
    let widen = |acc: &mut Option<(i128, i128)>, v: i128| {
        *acc = Some(acc.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))));
    };
    let morsels = workers.morsels(table.rows);
    let parts = workers.run(|w| {
        let mut rows: Vec<u32> = Vec::new();
        let mut acc: Vec<Option<(i128, i128)>> = vec![None; cols.len()];
        while let Some(r) = morsels.next(workers.queue_of(w)) {
            select(Some(filter), table, r.start, r.end, &mut rows);
            for (a, &c) in acc.iter_mut().zip(cols) {
                let column = &table.columns[c];
                rows.iter().filter_map(|&i| column.int(i as usize)).for_each(|v| widen(a, v));
            }
        }
        acc
    })?;
    let mut out: Vec<Option<(i128, i128)>> = vec![None; cols.len()];
    for part in parts {
        for (o, p) in out.iter_mut().zip(part) {
            if let Some((lo, hi)) = p {
                widen(o, lo);
                widen(o, hi);
            }
        }
    }
    Ok(out)
}

/// Chunks of consecutive rows, and rows per chunk, of the probe table sampled to estimate the
/// share of its keys in a kept range ([`KeptKeys::probe_share`]): each chunk is a few cache
/// lines read in order, so the sample costs about as many misses as chunks.
const SHARE_CHUNKS: usize = 64;
const SHARE_CHUNK_ROWS: usize = 64;

/// The share of `column`'s `rows` values that lie in `range`, estimated on [`SHARE_CHUNKS`]
/// chunks of [`SHARE_CHUNK_ROWS`] rows spread evenly over it (1 without rows).
fn share_in(column: &Column, rows: usize, (lo, hi): (i128, i128)) -> f64 {
    let step = rows.div_ceil(SHARE_CHUNKS).max(1);
    let (mut seen, mut inside) = (0usize, 0usize);
    for start in (0..rows).step_by(step) {
        for r in start..(start + SHARE_CHUNK_ROWS).min(rows) {
            seen += 1;
            inside += column.int(r).is_some_and(|v| lo <= v && v <= hi) as usize;
        }
    }
    if seen == 0 { 1.0 } else { inside as f64 / seen as f64 }
}

/// Refuse, with the numbers, a grouped query whose groups could outgrow `available` bytes
/// (90 % of them) on `threads` threads: a dense array's blocks, or at most one group per
/// probe row (and no more than the keys' ranges allow) in hash tables kept at most half full.
fn check_groups_fit(
    q: &Query,
    layout: &GroupLayout,
    ranges: &[Option<(i128, i128)>],
    probe_rows: u64,
    threads: usize,
    available: Option<u64>,
) -> Result<(), ExecError> {
    let OutputSpec::Group(g) = &q.output else { return Ok(()) };
    let (groups, per_group) = match &layout.kind {
        GroupKind::Dense { groups, .. } => (*groups as u128, layout.block_bytes() as u128),
        GroupKind::Hash => {
            let combos: u128 =
                ranges.iter().map(|r| r.map_or(1, |(lo, hi)| (hi - lo + 1) as u128)).fold(1, u128::saturating_mul);
            (combos.min(probe_rows as u128), 2 * (layout.block_bytes() as u128 + 8 * g.keys.len() as u128 + 1))
        }
    };
    let needed = groups.saturating_mul(per_group).saturating_mul(threads as u128);
    match available {
        Some(avail) if needed > avail as u128 * 9 / 10 => Err(ExecError::TooManyGroups {
            keys: g.keys.iter().map(|&c| q.column_name(c)).collect::<Vec<_>>().join(", "),
            groups: groups.min(u64::MAX as u128) as u64,
            threads,
            needed: crate::error::Bytes(needed),
            available: crate::error::Bytes(avail as u128),
        }),
        _ => Ok(()),
    }
}

/// Rows of a build table sampled to estimate the share its filter keeps.
const PASS_SAMPLE: usize = 4096;

/// The share of table `t`'s rows its filter keeps (1 without one, or without rows), estimated
/// on at most [`PASS_SAMPLE`] rows spread evenly over it.
fn filter_share(q: &Query, data: &Dataset, t: usize) -> f64 {
    let table = &data.tables[t];
    let Some(f) = &q.filters[t] else { return 1.0 };
    if table.rows == 0 {
        return 1.0;
    }
    let step = table.rows.div_ceil(PASS_SAMPLE);
    let sampled: Vec<usize> = (0..table.rows).step_by(step).collect();
    sampled.iter().filter(|&&r| jitjoin_ir::interp::eval_pred(f, table, r)).count() as f64 / sampled.len() as f64
}

/// Measure what planning reads of `eq`'s data, and put its joins in the order the pipeline
/// probes them (the most selective first, [`join_order`]): each build table's filter share on
/// a sample, then per join its keys' count and ranges, the grouping columns' ranges, and for
/// psn and replicate-coarse the most build rows one node holds.
pub fn gather(
    eq: &mut EngineQuery<'_>,
    workers: &Workers,
    carried: Carried,
    strategy: Strategy,
    nodes: usize,
) -> Result<Stats, ExecError> {
    let (q, data) = (eq.query(), eq.data());
    let pass: Vec<f64> = q.joins.iter().map(|j| filter_share(q, data, j.build)).collect();
    let order = join_order(q, &pass);
    let pass: Vec<f64> = order.iter().map(|&j| pass[j]).collect();
    eq.reorder_joins(&order);
    let (q, data) = (eq.query(), eq.data());
    let joins = join_stats(q, data, workers, &pass, carried)?;
    let group_ranges = group_ranges(q, data, workers)?;
    // The joins whose build table is split by key hash: psn's, and under replicate-coarse
    // any that turns out a hash table (its sub-tables are sized for one node's share).
    let split: Vec<usize> = match strategy {
        _ if nodes < 2 => Vec::new(),
        Strategy::Psn => psn_join(q).into_iter().collect(),
        Strategy::ReplicateCoarse => (0..q.joins.len()).collect(),
        _ => Vec::new(),
    };
    let mut node_rows = vec![None; q.joins.len()];
    for j in split {
        let b = q.joins[j].build;
        let key = q.joins[j].build_keys[0];
        node_rows[j] = Some(match super::numa::stored_split(data, b, key, nodes) {
            Some(s) => s.ranges.iter().map(|r| r.len() as u64).max().unwrap_or(0),
            None => super::numa::most_per_node(&data.tables[b], key, nodes, workers)?,
        });
    }
    let rows = data.tables.iter().map(|t| t.rows as u64).collect();
    Ok(Stats { rows, joins, group_ranges, node_rows })
}

/// Plan `eq` over `stats` with what its builds found (`facts`), for `setting`, and check that
/// its structures fit in memory before anything is allocated.
pub fn make(
    eq: &EngineQuery<'_>,
    stats: &Stats,
    facts: &[KeyFacts],
    setting: &Setting,
) -> Result<PhysicalPlan, ExecError> {
    let p = physical::plan(eq.query(), stats, facts, setting)?;
    let (q, data) = (eq.query(), eq.data());
    let available = available_memory();
    check_tables_fit(q, &p.builds, data, available)?;
    if let Some((layout, _)) = &p.groups {
        check_groups_fit(q, layout, &stats.group_ranges, stats.rows[q.probe], setting.threads, available)?;
    }
    super::check_replicas_fit(q, data, &p.builds, &p.placements, setting.strategy, available)?;
    Ok(p)
}

/// What the build of join `j` of `plan` found about its keys: unique or not, runs of
/// duplicates, and (an inner join's vector) duplicates a vector cannot hold. Once a vector has
/// met duplicates, the join stays a hash table: the fact is kept whatever later builds (of the
/// hash table) say.
pub fn facts_of(plan: &PhysicalPlan, j: usize, built: &BuiltJoin) -> KeyFacts {
    let vector = matches!(plan.builds[j].lookup, jitjoin_compiler::layout::Lookup::Vector(_));
    let inner = plan.query.joins[j].kind == jitjoin_ir::plan::JoinKind::Inner;
    KeyFacts {
        unique: built.dups == 0 || vector,
        runs: built.runs.iter().any(Option::is_some),
        vector_duplicates: plan.facts[j].vector_duplicates || vector && inner && built.dups > 0,
    }
}

/// The plan a run of `eq` would settle on, without running the probe: planned with the facts
/// every plan starts from, each join then built once (with the generic engine, unpartitioned)
/// to learn what a run's build learns, and planned again until the facts hold. `explain`,
/// listings and object files take this plan; a run makes the same one.
pub fn settle(
    eq: &EngineQuery<'_>,
    stats: &Stats,
    setting: &Setting,
    workers: &Workers,
) -> Result<PhysicalPlan, ExecError> {
    let mut facts = vec![KeyFacts::ASSUMED; eq.query().joins.len()];
    let mut plan = make(eq, stats, &facts, setting)?;
    let mut engine = GenericEngine;
    let mut j = 0;
    while j < plan.builds.len() {
        let t = &eq.data().tables[plan.builds[j].table];
        let b =
            super::build::build(&plan.builds[j], &Input::Plain(t), Placement::Shared, 1, None, &mut engine, workers)?;
        let found = facts_of(&plan, j, &b);
        if found != facts[j] {
            facts[j] = found;
            let next = make(eq, stats, &facts, setting)?;
            let again = plan.rebuilds(&next, j);
            plan = next;
            if again {
                continue;
            }
        }
        j += 1;
    }
    Ok(plan)
}

/// A one-join plan whose hash table takes 32 MiB (2^21 slots of 16 B, planned from statistics
/// of 2^20 sparse keys) over one-row tables: memory checks are tested on it.
/// A 1 MiB L2 and an 8 MiB L3, for tests.
#[cfg(test)]
fn small_caches() -> jitjoin_compiler::plan::CacheModel {
    jitjoin_compiler::plan::CacheModel {
        l2: 1 << 20,
        llc: 8 << 20,
        llc_name: "L3".into(),
        latency_ns: 100,
        tlb_entries: 2048,
        line: 64,
        stream_ahead: 2048,
        fault_ns: (None, None),
        probe_costs: None,
    }
}

#[cfg(test)]
pub(crate) fn a_32_mib_hash_join() -> (Query, Dataset, Vec<jitjoin_compiler::plan::BuildSide>) {
    use jitjoin_compiler::layout::KeyStats;
    use jitjoin_ir::Column;
    let (_, q) = jitjoin_ir::compile_text(
        "t",
        "table R (rows: 1) { k u64 = 1  p u64 = 1 } table S (rows: 1) { k u64 = 1 } from S join R on S.k = R.k using hash aggregate sum(R.p) as s",
    )
    .unwrap();
    let table = |name: &str, cols: usize| jitjoin_ir::TableData {
        name: name.into(),
        rows: 1,
        columns: (0..cols).map(|_| Column::U64(vec![1].into())).collect(),
        nulls: Vec::new(),
        dicts: Vec::new(),
        packed: Vec::new(),
    };
    let data = Dataset { tables: vec![table("R", 2), table("S", 1)], ..Default::default() };
    let caches = small_caches();
    let stats = JoinStats {
        keys: KeyStats { rows: 1 << 20, range: Some((0, 1 << 40)) },
        carried: None,
        probe_rows: 1,
        keeps: 1.0,
        kept_keys: None,
    };
    let builds = jitjoin_compiler::plan::plan_builds(&q, &[stats], &[], &caches).unwrap();
    (q, data, builds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oversized_tables_are_refused_with_the_numbers() {
        let (q, data, builds) = a_32_mib_hash_join();
        let e = check_tables_fit(&q, &builds, &data, Some(16 << 20)).unwrap_err();
        assert!(e.is_user_error());
        assert_eq!(
            e.to_string(),
            "the join structures need 32.0 MiB (the largest, for `R`: hash (multiplicative hash, unique keys, 2097152 \
             slots of 16 B)), but only 16.0 MiB of memory is available; shrink the build side, filter it, or choose \
             another algorithm"
        );
        assert!(check_tables_fit(&q, &builds, &data, Some(1 << 30)).is_ok());
    }

    /// A group count that could outgrow memory is refused with the numbers: grouping 2^30
    /// probe rows by a column spanning 2^40 values may make 2^30 groups.
    #[test]
    fn groups_that_could_outgrow_memory_are_refused_with_the_numbers() {
        let (_, q) = jitjoin_ir::compile_text(
            "t",
            "table S (rows: 1) { k u64 = 1  v u64 = 1 } from S aggregate sum(S.v) as s group by S.k",
        )
        .unwrap();
        let ranges = [Some((0, 1i128 << 40))];
        let (layout, _) = jitjoin_compiler::plan::plan_groups(&q, &ranges, &small_caches()).unwrap();
        assert_eq!(layout.kind, GroupKind::Hash);
        let e = check_groups_fit(&q, &layout, &ranges, 1 << 30, 2, Some(16 << 30)).unwrap_err().to_string();
        assert!(e.starts_with("grouping by S.k may make up to 1073741824 groups"), "{e}");
        assert!(e.contains("on 2 threads") && e.contains("group by fewer or narrower columns"), "{e}");
        // A thousand probe rows make a thousand groups at most: fine.
        assert!(check_groups_fit(&q, &layout, &ranges, 1000, 2, Some(16 << 30)).is_ok());
    }

    /// A radix join's probe side is partitioned block by block into one buffer, so a probe
    /// table far larger than memory needs only that buffer (here 64 MiB, twice the structure),
    /// not all of its tuples (8 GiB).
    #[test]
    fn a_partitioned_probe_side_counts_one_block() {
        let (mut q, mut data, _) = a_32_mib_hash_join();
        q.joins[0].algorithm = jitjoin_ir::plan::Algorithm::Radix;
        let stats = JoinStats {
            keys: KeyStats { rows: 1 << 20, range: Some((0, 1 << 40)) },
            carried: None,
            probe_rows: 1 << 30,
            keeps: 1.0,
            kept_keys: None,
        };
        let caches = small_caches();
        let builds = jitjoin_compiler::plan::plan_builds(&q, &[stats], &[], &caches).unwrap();
        assert!(builds[0].radix.is_some());
        data.tables[1].rows = 1 << 30;
        // Structure 32 MiB + R's tuples (16 B × 1) + a 64 MiB block buffer: fits in 200 MiB.
        assert!(check_tables_fit(&q, &builds, &data, Some(200 << 20)).is_ok());
        assert!(check_tables_fit(&q, &builds, &data, Some(64 << 20)).is_err());
    }
}

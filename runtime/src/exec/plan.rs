//! Planning, shared by runs, `explain` and `asm`: key statistics measured by the workers, the
//! planner's choices for a target's caches, and the memory check before anything is
//! allocated.

use super::ExecError;
use super::build::{build_or_fall_back, check_tables_fit};
use crate::host::mem::available_memory;
use crate::workers::{WorkerError, Workers};
use jitjoin_compiler::engine::Input;
use jitjoin_compiler::engine::generic::{GenericEngine, select};
use jitjoin_compiler::layout::KeyStats;
use jitjoin_compiler::layout::group::{GroupKind, GroupLayout};
use jitjoin_compiler::plan::{BuildSide, CacheModel, JoinStats, KeptKeys, carried, join_order, plan_builds};
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

/// Statistics, build sides planned for `caches`, and the check that their structures fit in
/// memory: the first steps of every run, explain and listing. `q` and `pass` are as
/// [`ordered`] gave them.
pub fn plan_sides(
    q: &Query,
    data: &Dataset,
    workers: &Workers,
    caches: &CacheModel,
    pass: &[f64],
    carried: Carried,
) -> Result<(Vec<JoinStats>, Vec<BuildSide>), ExecError> {
    // Engines test codes, never strings: whatever runs a query lowers its string tests first.
    if q.has_text_tests() {
        return Err(ExecError::Unlowered);
    }
    let stats = join_stats(q, data, workers, pass, carried)?;
    let builds = plan_builds(q, &stats, caches)?;
    check_tables_fit(q, &builds, data, available())?;
    Ok((stats, builds))
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

/// A grouped query's group structure, chosen from its grouping columns' ranges, and why
/// (`None` for other queries); refused, with the numbers, when the most groups the keys can
/// make would not fit in memory on every thread.
pub fn plan_groups(
    q: &Query,
    data: &Dataset,
    workers: &Workers,
    caches: &CacheModel,
) -> Result<Option<(GroupLayout, String)>, ExecError> {
    let ranges = group_ranges(q, data, workers)?;
    let Some((layout, why)) = jitjoin_compiler::plan::plan_groups(q, &ranges, caches) else { return Ok(None) };
    let probe_rows = data.tables[q.probe].rows as u64;
    check_groups_fit(q, &layout, &ranges, probe_rows, workers.len(), available())?;
    Ok(Some((layout, why)))
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

/// `q` with its joins in the order the pipeline probes them, the most selective first
/// ([`join_order`]), and per join (in that order) the share of its build table's rows the
/// table's filter keeps, estimated on at most [`PASS_SAMPLE`] rows spread evenly over it.
pub fn ordered(q: &Query, data: &Dataset) -> (Query, Vec<f64>) {
    let pass: Vec<f64> = q.joins.iter().map(|j| filter_share(q, data, j.build)).collect();
    let order = join_order(q, &pass);
    let mut out = q.clone();
    out.joins = order.iter().map(|&j| q.joins[j].clone()).collect();
    (out, order.iter().map(|&j| pass[j]).collect())
}

/// A query planned as a run would plan it, without running the probe.
pub struct Planned {
    /// The query as it runs: its joins in the order the pipeline probes them ([`ordered`]);
    /// the other fields follow this order.
    pub query: Query,
    /// Per join: the share of its build table's rows the table's filter keeps (estimated).
    pub pass: Vec<f64>,
    pub stats: Vec<JoinStats>,
    pub builds: Vec<BuildSide>,
    /// Per join: whether its build keys turned out unique.
    pub unique: Vec<bool>,
    /// Per join: how many slots have a run of duplicates (0: none).
    pub run_slots: Vec<usize>,
    pub caches: CacheModel,
    /// A grouped query's group structure and why it was chosen.
    pub groups: Option<(GroupLayout, String)>,
}

/// Plan `q` on its data for `caches`: statistics choose the algorithms and layouts, and the
/// build sides are built once (with the generic engine, unpartitioned) to learn which keys are
/// unique and which vectors must fall back, exactly as a run learns it.
pub fn plan(
    q: &Query,
    data: &Dataset,
    workers: &Workers,
    caches: &CacheModel,
    carried: Carried,
) -> Result<Planned, ExecError> {
    let (query, pass) = ordered(q, data);
    let q = &query;
    let (stats, mut builds) = plan_sides(q, data, workers, caches, &pass, carried)?;
    let (mut unique, mut run_slots) = (Vec::new(), Vec::new());
    let mut engine = GenericEngine;
    for i in 0..builds.len() {
        let t = &data.tables[builds[i].table];
        let mut shared = super::numa::Placements::shared(builds.len());
        let b = build_or_fall_back(
            q,
            &mut builds,
            i,
            &stats,
            caches,
            data,
            &Input::Plain(t),
            &mut shared,
            None,
            &mut engine,
            workers,
        )?;
        unique.push(b.unique);
        run_slots.push(b.runs[0].as_ref().map_or(0, |r| r.slots.len()));
    }
    let groups = plan_groups(q, data, workers, caches)?;
    Ok(Planned { stats, builds, unique, run_slots, caches: caches.clone(), groups, query, pass })
}

/// Memory available to a run.
pub fn available() -> Option<u64> {
    available_memory()
}

/// A one-join plan whose hash table takes 32 MiB (2^21 slots of 16 B, planned from statistics
/// of 2^20 sparse keys) over one-row tables: memory checks are tested on it.
/// A 1 MiB L2 and an 8 MiB L3, for tests.
#[cfg(test)]
fn small_caches() -> CacheModel {
    CacheModel {
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
pub(crate) fn a_32_mib_hash_join() -> (Query, Dataset, Vec<BuildSide>) {
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
    let builds = plan_builds(&q, &[stats], &caches).unwrap();
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
        let builds = plan_builds(&q, &[stats], &caches).unwrap();
        assert!(builds[0].radix.is_some());
        data.tables[1].rows = 1 << 30;
        // Structure 32 MiB + R's tuples (16 B × 1) + a 64 MiB block buffer: fits in 200 MiB.
        assert!(check_tables_fit(&q, &builds, &data, Some(200 << 20)).is_ok());
        assert!(check_tables_fit(&q, &builds, &data, Some(64 << 20)).is_err());
    }
}

//! Executing a query: key statistics, table layout, build, probe — on either engine.
//!
//! ```text
//!   stats ─▶ layout ─▶ allocate ─▶ [compile build kernels] ─▶ build (parallel, CAS)
//!         ─▶ uniqueness known ─▶ [compile probe kernel] ─▶ probe (morsels) ─▶ merge
//! ```
//! Timings: `compile` is Cranelift's time; `build` is everything else before the probe
//! (statistics, allocation, inserting); `probe` is the probe pipeline and the merge.

use crate::mem::available_memory;
use crate::workers::{WorkerError, Workers};
use jitjoin_compiler::generic;
use jitjoin_compiler::jit::{BuildInputs, CompileError, JitSession, Listing, ProbeInputs, scan::ColumnPtr};
use jitjoin_compiler::layout::{Empty, KeyStats};
use jitjoin_compiler::memory::{MapError, TableMemory};
use jitjoin_compiler::physical::{BuildSide, Sink, Source, plan_builds, plan_pipeline};
use jitjoin_compiler::prefetch::{self, PrefetchDesc};
use jitjoin_compiler::target::Target;
use jitjoin_compiler::{emit, state};
use jitjoin_ir::query::{OutputSpec, Query};
use jitjoin_ir::{Column, Dataset, QueryResult, TableData};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineKind {
    Jit,
    Generic,
}

#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error(transparent)]
    Compile(#[from] CompileError),
    #[error(transparent)]
    Workers(#[from] WorkerError),
    #[error(transparent)]
    Map(#[from] MapError),
    #[error(
        "target `{target}` ({triple}) cannot run on this {host} host; `jitjoin targets` marks the presets that run here",
        host = std::env::consts::ARCH
    )]
    ForeignTarget { target: String, triple: String },
    #[error(
        "the hash table for `{table}` needs {needed} ({slots} slots of {slot} B), but only {available} of memory is \
         available; shrink the build side or filter it"
    )]
    TooLarge { table: String, needed: crate::error::Bytes, slots: u64, slot: u32, available: crate::error::Bytes },
}

impl ExecError {
    /// Whether the input is at fault (exit status 2) rather than jitjoin.
    pub fn is_user_error(&self) -> bool {
        matches!(
            self,
            ExecError::TooLarge { .. }
                | ExecError::ForeignTarget { .. }
                | ExecError::Workers(
                    WorkerError::CpuUnavailable { .. } | WorkerError::NodeUnavailable { .. } | WorkerError::NoThreads
                )
        )
    }
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
}

fn columns(t: &TableData) -> Vec<ColumnPtr> {
    t.columns.iter().map(|c| ColumnPtr { addr: c.as_ptr() as u64, ty: c.ty() }).collect()
}

/// Min and max of a key column, computed by the workers.
fn key_stats(col: &Column, rows: usize, workers: &Workers) -> Result<KeyStats, WorkerError> {
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
                Column::F64(_) => unreachable!("float keys are rejected by the verifier"),
            };
            acc = match (acc, part) {
                (Some((a, b)), Some((c, d))) => Some((a.min(c), b.max(d))),
                (x, y) => x.or(y),
            };
        }
        acc
    })?;
    let range = parts.into_iter().flatten().reduce(|(a, b), (c, d)| (a.min(c), b.max(d)));
    Ok(KeyStats { rows: rows as u64, range })
}

/// Key statistics of every join's build side, in join order.
fn join_key_stats(q: &Query, data: &Dataset, workers: &Workers) -> Result<Vec<KeyStats>, WorkerError> {
    q.joins
        .iter()
        .map(|j| {
            let t = &data.tables[j.build];
            key_stats(&t.columns[j.build_keys[0]], t.rows, workers)
        })
        .collect()
}

fn describe(side: &BuildSide, unique: bool) -> String {
    let hash = match side.layout.hash {
        jitjoin_compiler::layout::HashKind::Identity { .. } => "identity hash",
        jitjoin_compiler::layout::HashKind::Multiplicative => "multiplicative hash",
    };
    let keys = if unique { "unique keys" } else { "duplicate keys" };
    format!("hash ({hash}, {keys}, {} slots of {} B)", side.layout.capacity(), side.layout.slot_size)
}

/// Run `q` over `data` on `engine` with `workers`. The JIT compiles for `target` (a preset the
/// host can execute; see [`Target::runs_on_host`]) or, when `None`, for the host CPU.
pub fn execute(
    q: &Query,
    data: &Dataset,
    engine: EngineKind,
    workers: &Workers,
    target: Option<&Target>,
) -> Result<ExecReport, ExecError> {
    if let Some(t) = target
        && !t.runs_on_host()
    {
        return Err(ExecError::ForeignTarget { target: t.name.to_string(), triple: t.triple.to_string() });
    }
    let t0 = Instant::now();
    let stats = join_key_stats(q, data, workers)?;
    let builds = plan_builds(q, &stats);
    check_tables_fit(q, &builds, available_memory())?;
    let mems = builds.iter().map(|b| TableMemory::zeroed(b.layout.bytes() as usize)).collect::<Result<Vec<_>, _>>()?;
    for (b, m) in builds.iter().zip(&mems) {
        crate::numa::bind_table(workers, m);
        if let Empty::Sentinel(s) = b.layout.empty
            && s != 0
        {
            fill_sentinel(b, m, s, workers)?;
        }
    }

    let mut session = match engine {
        EngineKind::Jit => Some(match target {
            Some(t) => JitSession::for_target(t)?,
            None => JitSession::host()?,
        }),
        EngineKind::Generic => None,
    };
    let build_cols: Vec<Vec<ColumnPtr>> = builds.iter().map(|b| columns(&data.tables[b.table])).collect();
    let build_prefetch: Vec<Option<PrefetchDesc>> = builds
        .iter()
        .zip(&mems)
        .zip(&build_cols)
        .map(|((b, m), cols)| {
            let key = |f: &jitjoin_compiler::layout::Field| (cols[f.col].addr, f.ty);
            (b.layout.bytes() >= prefetch::MIN_TABLE_BYTES)
                .then(|| PrefetchDesc::new(&b.layout, m.addr(), key(&b.layout.keys[0]), b.layout.keys.get(1).map(key)))
        })
        .collect();
    let mut build_ids = Vec::new();
    if let Some(s) = session.as_mut() {
        for (((b, m), cols), pf) in builds.iter().zip(&mems).zip(&build_cols).zip(&build_prefetch) {
            build_ids.push(s.build_kernel(&BuildInputs {
                side: b,
                columns: cols,
                table: m.addr(),
                prefetch: pf.as_ref().map(|d| d as *const PrefetchDesc as u64),
            })?);
        }
        s.finalize()?;
    }
    let mut unique = Vec::with_capacity(builds.len());
    for (i, (b, m)) in builds.iter().zip(&mems).enumerate() {
        let t = &data.tables[b.table];
        let kernel = session.as_ref().map(|s| s.kernel(build_ids[i]));
        let morsels = workers.morsels(t.rows);
        let dups: u64 = workers
            .run(|w| {
                let mut dups = 0;
                let mut scratch = 0u64;
                let queue = workers.queue_of(w);
                while let Some(r) = morsels.next(queue) {
                    dups += match &kernel {
                        // SAFETY: the kernel was compiled for this build side, its table `m` and
                        // the columns of `t`, all alive and unchanged for this call; build
                        // kernels take a state pointer they never read.
                        Some(k) => unsafe { k.call(r.start as u64, r.end as u64, (&raw mut scratch).cast()) },
                        None => generic::build(b, t, m, r.start, r.end),
                    };
                }
                dups
            })?
            .into_iter()
            .sum();
        unique.push(dups == 0);
    }
    let compile_before_probe = session.as_ref().map_or(Duration::ZERO, |s| s.compile_time);
    let build_time = t0.elapsed().saturating_sub(compile_before_probe);

    let t1 = Instant::now();
    let pipeline = plan_pipeline(q, &builds, &unique);
    let probe_table = &data.tables[pipeline.table];
    let probe_cols = columns(probe_table);
    let table_addrs: Vec<u64> = mems.iter().map(TableMemory::addr).collect();
    // Prefetch the home slots of joins probed with probe-table keys whose tables exceed the cache.
    let prefetch: Vec<PrefetchDesc> = pipeline
        .joins
        .iter()
        .zip(&table_addrs)
        .filter(|(j, _)| j.layout.bytes() >= prefetch::MIN_TABLE_BYTES)
        .filter_map(|(j, &addr)| {
            let col = |s: &Source| match *s {
                Source::Probe { col, ty } => Some((probe_cols[col].addr, ty)),
                Source::Slot { .. } => None,
            };
            let k0 = col(&j.keys[0])?;
            let k1 = match j.keys.get(1) {
                Some(s) => Some(col(s)?),
                None => None,
            };
            Some(PrefetchDesc::new(&j.layout, addr, k0, k1))
        })
        .collect();
    let probe_id = match session.as_mut() {
        Some(s) => {
            let inputs = ProbeInputs {
                pipeline: &pipeline,
                columns: &probe_cols,
                tables: &table_addrs,
                prefetch: (!prefetch.is_empty()).then_some((prefetch.as_ptr() as u64, prefetch.len() as u64)),
            };
            let id = s.probe_kernel(&inputs)?;
            s.finalize()?;
            Some(id)
        }
        None => None,
    };
    let kernel = session.as_ref().zip(probe_id).map(|(s, id)| s.kernel(id));
    let mem_refs: Vec<&TableMemory> = mems.iter().collect();
    let limit = match &pipeline.sink {
        Sink::Emit { limit, .. } => *limit,
        Sink::Aggregate(_) => u64::MAX,
    };
    let is_emit = matches!(pipeline.sink, Sink::Emit { .. });
    let morsels = workers.morsels(probe_table.rows);
    let done = AtomicBool::new(false);
    let outs = workers.run(|w| {
        let mut st = state::new_state(&pipeline);
        let mut buf: Vec<u64> = Vec::new();
        if is_emit && kernel.is_some() {
            emit::attach(&mut st, &mut buf);
        }
        let queue = workers.queue_of(w);
        while let Some(r) = morsels.next(queue) {
            if done.load(Ordering::Relaxed) {
                break;
            }
            match &kernel {
                // SAFETY: the kernel was compiled for this pipeline, the probe table's columns
                // and these tables, all alive and unchanged; `st` is this thread's state with
                // the pipeline's layout (and attached emit buffer `buf`, untouched meanwhile).
                Some(k) => unsafe {
                    k.call(r.start as u64, r.end as u64, st.as_mut_ptr().cast());
                },
                None => generic::probe(&pipeline, probe_table, &mem_refs, r.start, r.end, &mut st, &mut buf),
            }
            if state::rows(&st) >= limit {
                done.store(true, Ordering::Relaxed);
            }
        }
        if is_emit && kernel.is_some() {
            emit::detach(&mut st, &mut buf);
        }
        (st, buf)
    })?;
    let (states, bufs): (Vec<_>, Vec<_>) = outs.into_iter().unzip();
    let aliases: Vec<String> = match &q.output {
        OutputSpec::Aggregate(aggs) => aggs.iter().map(|a| a.alias.clone()).collect(),
        OutputSpec::Emit { .. } => Vec::new(),
    };
    let result = state::finish(&pipeline, &aliases, &states, &bufs);
    let compile = session.as_ref().map_or(Duration::ZERO, |s| s.compile_time);
    let probe_time = t1.elapsed().saturating_sub(compile - compile_before_probe);
    drop(session);
    let algorithms =
        builds.iter().zip(&unique).map(|(b, &u)| (q.tables[b.table].name.clone(), describe(b, u))).collect();
    Ok(ExecReport { result, compile, build: build_time, probe: probe_time, algorithms })
}

/// A query planned as a run would plan it, without running the probe.
pub struct Planned {
    pub stats: Vec<KeyStats>,
    pub builds: Vec<BuildSide>,
    /// Per join: whether its build keys turned out unique.
    pub unique: Vec<bool>,
}

/// Plan `q` on its data: key statistics choose the layouts, and the build sides are built once
/// (on the host, with the generic engine) to learn which keys are unique.
pub fn plan_without_running(q: &Query, data: &Dataset, workers: &Workers) -> Result<Planned, ExecError> {
    let stats = join_key_stats(q, data, workers)?;
    let builds = plan_builds(q, &stats);
    check_tables_fit(q, &builds, available_memory())?;
    let mut unique = Vec::new();
    for b in &builds {
        let m = TableMemory::zeroed(b.layout.bytes() as usize)?;
        if let Empty::Sentinel(s) = b.layout.empty
            && s != 0
        {
            fill_sentinel(b, &m, s, workers)?;
        }
        let t = &data.tables[b.table];
        unique.push(generic::build(b, t, &m, 0, t.rows) == 0);
    }
    Ok(Planned { stats, builds, unique })
}

/// Placeholder addresses for listings, so that the same plan gives the same text on every run:
/// column `c` of table `t` at `FAKE_COLUMNS + t·2^36 + c·2^32`, table `j` at
/// `FAKE_TABLES + j·2^40`, prefetch descriptors at `FAKE_DESCS`.
pub const FAKE_COLUMNS: u64 = 0x1000_0000_0000;
pub const FAKE_TABLES: u64 = 0x2000_0000_0000;
pub const FAKE_DESCS: u64 = 0x3000_0000_0000;

/// Compile `q`'s kernels for `target` (any preset, also one the host cannot run) and return
/// them as text, without running them. Planning is the same as for a run: the data's key
/// statistics choose the layouts, and the build sides are built once (on the host, with the
/// generic engine) to learn which keys are unique.
pub fn listings(q: &Query, data: &Dataset, target: &Target, workers: &Workers) -> Result<Vec<Listing>, ExecError> {
    let Planned { builds, unique, .. } = plan_without_running(q, data, workers)?;
    let fake_cols = |t: usize| -> Vec<ColumnPtr> {
        data.tables[t]
            .columns
            .iter()
            .enumerate()
            .map(|(c, col)| ColumnPtr { addr: FAKE_COLUMNS + ((t as u64) << 36) + ((c as u64) << 32), ty: col.ty() })
            .collect()
    };
    let tables: Vec<u64> = (0..builds.len() as u64).map(|j| FAKE_TABLES + (j << 40)).collect();
    let mut s = JitSession::for_target(target)?;
    s.keep_listings = true;
    for (b, &table) in builds.iter().zip(&tables) {
        let prefetch = (b.layout.bytes() >= prefetch::MIN_TABLE_BYTES).then_some(FAKE_DESCS);
        s.build_kernel(&BuildInputs { side: b, columns: &fake_cols(b.table), table, prefetch })?;
    }
    let pipeline = plan_pipeline(q, &builds, &unique);
    let n_prefetch = pipeline
        .joins
        .iter()
        .filter(|j| {
            j.layout.bytes() >= prefetch::MIN_TABLE_BYTES && j.keys.iter().all(|k| matches!(k, Source::Probe { .. }))
        })
        .count() as u64;
    let inputs = ProbeInputs {
        pipeline: &pipeline,
        columns: &fake_cols(pipeline.table),
        tables: &tables,
        prefetch: (n_prefetch > 0).then_some((FAKE_DESCS, n_prefetch)),
    };
    s.probe_kernel(&inputs)?;
    let mut out = std::mem::take(&mut s.listings);
    for (l, b) in out.iter_mut().zip(&builds) {
        l.kernel = format!(
            "{} — build `{}`: {}",
            l.kernel,
            q.tables[b.table].name,
            describe(b, true).replace("unique keys, ", "")
        );
    }
    if let Some(l) = out.last_mut() {
        let joins: Vec<String> = builds
            .iter()
            .zip(&unique)
            .map(|(b, &u)| format!("`{}` {}", q.tables[b.table].name, describe(b, u)))
            .collect();
        l.kernel =
            format!("{} — probe pipeline over `{}`: {}", l.kernel, q.tables[pipeline.table].name, joins.join("; "));
    }
    Ok(out)
}

/// Refuse hash tables that would not fit in `available` bytes (90% of it), before allocating.
pub fn check_tables_fit(q: &Query, builds: &[BuildSide], available: Option<u64>) -> Result<(), ExecError> {
    let needed: u64 = builds.iter().map(|b| b.layout.bytes()).sum();
    match available {
        Some(avail) if needed as u128 > avail as u128 * 9 / 10 => {
            let big = builds.iter().max_by_key(|b| b.layout.bytes()).expect("needed > 0 means a table");
            Err(ExecError::TooLarge {
                table: q.tables[big.table].name.clone(),
                needed: crate::error::Bytes(needed as u128),
                slots: big.layout.capacity(),
                slot: big.layout.slot_size,
                available: crate::error::Bytes(avail as u128),
            })
        }
        _ => Ok(()),
    }
}

/// Write the sentinel into every slot's first key (tables whose sentinel is not zero).
fn fill_sentinel(b: &BuildSide, m: &TableMemory, s: u64, workers: &Workers) -> Result<(), WorkerError> {
    let l = &b.layout;
    let f = l.keys[0];
    let w = f.ty.width();
    let bits = if w == 4 { s as u32 as u64 } else { s };
    let morsels = workers.morsels(l.capacity() as usize);
    workers.run(|wk| {
        while let Some(r) = morsels.next(workers.queue_of(wk)) {
            for slot in r {
                m.store(slot * l.slot_size as usize + f.offset as usize, w, bits);
            }
        }
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use jitjoin_compiler::layout::KeyStats;

    #[test]
    fn oversized_tables_are_refused_with_the_numbers() {
        let (_, q) = jitjoin_ir::compile_text(
            "t",
            "table R (rows: 1) { k u64 = 1  p u64 = 1 } table S (rows: 1) { k u64 = 1 } from S join R on S.k = R.k aggregate sum(R.p) as s",
        )
        .unwrap();
        let builds = plan_builds(&q, &[KeyStats { rows: 1 << 20, range: Some((0, 1 << 40)) }]);
        let e = check_tables_fit(&q, &builds, Some(16 << 20)).unwrap_err();
        assert!(e.is_user_error());
        assert_eq!(
            e.to_string(),
            "the hash table for `R` needs 32.0 MiB (2097152 slots of 16 B), but only 16.0 MiB of memory is available; \
             shrink the build side or filter it"
        );
        assert!(check_tables_fit(&q, &builds, Some(1 << 30)).is_ok());
    }
}

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
use jitjoin_compiler::jit::partition::PartitionInputs;
use jitjoin_compiler::jit::{BuildInputs, CompileError, JitSession, Listing, ProbeInputs, RunAddrs, scan::ColumnPtr};
use jitjoin_compiler::layout::{DupRuns, DupSink, Empty, HashKind, KeyStats, TableLayout, key_bits};
use jitjoin_compiler::memory::{MapError, TableMemory};
use jitjoin_compiler::physical::{
    BuildSide, CacheModel, ChoiceError, JoinStats, Lookup, Sink, Source, carried, fall_back_to_hash, plan_builds,
    plan_pipeline,
};
use jitjoin_compiler::prefetch::PrefetchDesc;
use jitjoin_compiler::radix::{self, Radix, TupleLayout};
use jitjoin_compiler::target::Target;
use jitjoin_compiler::{emit, state};
use jitjoin_ir::plan::{Algorithm, JoinKind};
use jitjoin_ir::query::{ColId, OutputSpec, Query};
use jitjoin_ir::{ColType, Column, Dataset, QueryResult, TableData};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
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
        "the join structures need {needed} (the largest, for `{table}`: {structure}), but only {available} of memory \
         is available; shrink the build side, filter it, or choose another algorithm"
    )]
    TooLarge { table: String, needed: crate::error::Bytes, structure: String, available: crate::error::Bytes },
    #[error(transparent)]
    Choice(#[from] ChoiceError),
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

fn columns(t: &TableData) -> Vec<ColumnPtr> {
    t.columns.iter().map(|c| ColumnPtr::plain(c.as_ptr() as u64, c.ty())).collect()
}

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
/// range of a single carried integer column (for a vector's element width), the probe rows.
fn join_stats(q: &Query, data: &Dataset, workers: &Workers) -> Result<Vec<JoinStats>, WorkerError> {
    let carried = carried(q);
    q.joins
        .iter()
        .zip(&carried)
        .map(|(j, carry)| {
            let t = &data.tables[j.build];
            let keys =
                KeyStats { rows: t.rows as u64, range: column_range(&t.columns[j.build_keys[0]], t.rows, workers)? };
            let carried = match carry.as_slice() {
                [c] => column_range(&t.columns[*c], t.rows, workers)?,
                _ => None,
            };
            Ok(JoinStats { keys, carried, probe_rows: data.tables[q.probe].rows as u64 })
        })
        .collect()
}

/// A short description of a join's plan, for reports and listings.
pub fn describe(side: &BuildSide, unique: bool) -> String {
    let part = side.radix.map_or(String::new(), |r| format!(", {} partitions", r.fanout()));
    match &side.lookup {
        Lookup::Hash(l) => {
            let hash = match l.hash {
                HashKind::Identity { .. } => "identity hash",
                HashKind::Multiplicative => "multiplicative hash",
            };
            let keys = if unique { "unique keys" } else { "duplicate keys" };
            format!("{} ({hash}, {keys}, {} slots of {} B{part})", side.algorithm(), l.capacity(), l.slot_size)
        }
        Lookup::Vector(v) => format!("{} ({}{part})", side.algorithm(), v.describe()),
    }
}

/// A table as a kernel or the generic engine reads it: as it is, or radix-partitioned.
enum Input<'d> {
    Plain(&'d TableData),
    /// JIT: row-wise tuples in `mem`.
    Tuples {
        mem: TableMemory,
        tuple: TupleLayout,
        of: &'d TableData,
    },
    /// Generic engine: the partitioned columns (the others empty).
    Columns(TableData),
}

impl Input<'_> {
    fn columns(&self) -> Vec<ColumnPtr> {
        match self {
            Input::Plain(t) => columns(t),
            Input::Columns(t) => columns(t),
            Input::Tuples { mem, tuple, of } => tuple_columns(columns(of), tuple, mem.addr()),
        }
    }

    /// The table the generic engine reads.
    fn data(&self) -> &TableData {
        match self {
            Input::Plain(t) | Input::Tuples { of: t, .. } => t,
            Input::Columns(t) => t,
        }
    }

    fn plain(&self) -> bool {
        matches!(self, Input::Plain(_))
    }

    /// Column `col` at `row` (a tuple index for partitioned inputs) as raw little-endian bits,
    /// the low `width` bytes of which a slot stores.
    fn raw_bits(&self, col: usize, row: usize) -> u64 {
        match self {
            Input::Tuples { mem, tuple, .. } => {
                let f = tuple.field(col).expect("the tuples hold every column the build reads");
                mem.load(row * tuple.width as usize + f.offset as usize, f.ty.width())
            }
            _ => match &self.data().columns[col] {
                Column::F64(v) => v[row].to_bits(),
                c => key_bits(c.ty(), c.int(row).expect("an integer column")),
            },
        }
    }
}

/// `columns` with those that `tuple` holds redirected to the tuples at `base` (the others are
/// never read).
fn tuple_columns(columns: Vec<ColumnPtr>, tuple: &TupleLayout, base: u64) -> Vec<ColumnPtr> {
    columns
        .into_iter()
        .enumerate()
        .map(|(c, p)| match tuple.field(c) {
            Some(f) => ColumnPtr { addr: base + f.offset as u64, ty: f.ty, stride: tuple.width },
            None => p,
        })
        .collect()
}

/// Chunks of a partitioning pass: a few per worker, at least 4096 rows each.
fn chunks(rows: usize, workers: &Workers) -> Vec<std::ops::Range<usize>> {
    let size = (rows / (workers.len() * 8)).max(4096);
    (0..rows).step_by(size).map(|s| s..(s + size).min(rows)).collect()
}

/// Run `f(chunk index)` for every chunk on the workers; results in chunk order.
fn per_chunk<R: Send>(n: usize, workers: &Workers, f: impl Fn(usize) -> R + Sync) -> Result<Vec<R>, WorkerError> {
    let next = AtomicUsize::new(0);
    let mut out: Vec<(usize, R)> = workers
        .run(|_| {
            let mut mine = Vec::new();
            loop {
                let c = next.fetch_add(1, Ordering::Relaxed);
                if c >= n {
                    break mine;
                }
                mine.push((c, f(c)));
            }
        })?
        .into_iter()
        .flatten()
        .collect();
    out.sort_by_key(|x| x.0);
    Ok(out.into_iter().map(|x| x.1).collect())
}

/// Radix-partition table `t` by `keys` as `lookup` positions them, keeping `keep`.
fn partition<'d>(
    t: &'d TableData,
    keys: &[usize],
    lookup: &Lookup,
    radix: Radix,
    keep: &[usize],
    session: Option<&mut JitSession>,
    workers: &Workers,
) -> Result<Input<'d>, ExecError> {
    let fanout = radix.fanout() as usize;
    let parts = chunks(t.rows, workers);
    match session {
        Some(s) => {
            let cols: Vec<(usize, ColType)> = keep.iter().map(|&c| (c, t.columns[c].ty())).collect();
            let tuple = TupleLayout::new(&cols);
            let mem = TableMemory::scratch(t.rows * tuple.width as usize)?;
            crate::numa::bind_table(workers, &mem);
            let src = columns(t);
            let inputs = PartitionInputs {
                lookup,
                radix,
                keys: keys.iter().map(|&k| src[k]).collect(),
                columns: &src,
                tuple: &tuple,
                out: mem.addr(),
            };
            let hist_id = s.histogram_kernel(&inputs)?;
            let scatter_id = s.scatter_kernel(&inputs)?;
            s.finalize()?;
            let (hk, sk) = (s.kernel(hist_id), s.kernel(scatter_id));
            let hist = per_chunk(parts.len(), workers, |c| {
                let mut h = vec![0u64; fanout];
                // SAFETY: the kernel reads the key columns of `t` (alive, at least `end` rows)
                // and adds to `fanout` counters, which `h` holds.
                unsafe { hk.call(parts[c].start as u64, parts[c].end as u64, h.as_mut_ptr().cast()) };
                h
            })?;
            let offsets = radix::offsets(&hist, fanout);
            let words = (jitjoin_compiler::jit::partition::buffers_offset(fanout as u64) as usize + fanout * 64) / 8;
            per_chunk(parts.len(), workers, |c| {
                let mut state = vec![0u64; words];
                state[..fanout].copy_from_slice(&offsets[c]);
                state[fanout..2 * fanout].copy_from_slice(&offsets[c]);
                // SAFETY: the state has the cursors, starts and line buffers the kernel was
                // compiled for; the cursors are this chunk's own output ranges from the prefix
                // sums, so its writes stay inside `mem` and disjoint from other chunks'.
                unsafe { sk.call(parts[c].start as u64, parts[c].end as u64, state.as_mut_ptr().cast()) };
                jitjoin_compiler::jit::partition::stream_fence();
                radix::flush_tails(&state, radix, &tuple, &mem);
            })?;
            Ok(Input::Tuples { mem, tuple, of: t })
        }
        None => {
            let pids = per_chunk(parts.len(), workers, |c| {
                let mut p = Vec::new();
                radix::partitions(t, keys, lookup, radix, parts[c].clone(), &mut p);
                p
            })?;
            let hist: Vec<Vec<u64>> = pids.iter().map(|p| radix::histogram(p, fanout)).collect();
            let mut out: Vec<Column> = t
                .columns
                .iter()
                .enumerate()
                .map(|(c, col)| Column::zeroed(col.ty(), if keep.contains(&c) { t.rows } else { 0 }))
                .collect();
            let mut jobs: Vec<Vec<(usize, radix::ChunkSlices<'_>)>> = parts.iter().map(|_| Vec::new()).collect();
            for (c, col) in out.iter_mut().enumerate() {
                if keep.contains(&c) {
                    for (chunk, slices) in radix::carve(col, &hist, fanout).into_iter().enumerate() {
                        jobs[chunk].push((c, slices));
                    }
                }
            }
            let jobs: Vec<std::sync::Mutex<Vec<(usize, radix::ChunkSlices<'_>)>>> =
                jobs.into_iter().map(std::sync::Mutex::new).collect();
            per_chunk(parts.len(), workers, |c| {
                let mut job = jobs[c].lock().unwrap_or_else(|e| e.into_inner());
                for (col, slices) in job.iter_mut() {
                    radix::scatter_column(&t.columns[*col], parts[c].clone(), &pids[c], slices);
                }
            })?;
            drop(jobs);
            Ok(Input::Columns(TableData { name: t.name.clone(), rows: t.rows, columns: out }))
        }
    }
}

/// Run `q` over `data` on `engine` with `workers`. The planner sizes structures for `target`'s
/// caches (the host's when `None`); the JIT also compiles for it, so it must be a target the
/// host can execute (see [`Target::runs_on_host`]).
pub fn execute(
    q: &Query,
    data: &Dataset,
    engine: EngineKind,
    workers: &Workers,
    target: Option<&Target>,
) -> Result<ExecReport, ExecError> {
    if let Some(t) = target
        && engine == EngineKind::Jit
        && !t.runs_on_host()
    {
        return Err(ExecError::ForeignTarget { target: t.name.to_string(), triple: t.triple.to_string() });
    }
    let caches = crate::caches::model(target);
    let t0 = Instant::now();
    let stats = join_stats(q, data, workers)?;
    let mut builds = plan_builds(q, &stats, &caches)?;
    check_tables_fit(q, &builds, data, available())?;

    let mut session = match engine {
        EngineKind::Jit => Some(match target {
            Some(t) => JitSession::for_target(t)?,
            None => JitSession::host()?,
        }),
        EngineKind::Generic => None,
    };
    let mut mems = Vec::new();
    let mut inputs: Vec<Input<'_>> = Vec::new();
    let mut unique = Vec::new();
    let mut runs: Vec<Option<DupRuns>> = Vec::new();
    for i in 0..builds.len() {
        let t = &data.tables[builds[i].table];
        let input = match builds[i].radix {
            Some(r) => {
                let b = &builds[i];
                let keys: Vec<usize> = b.keys.iter().map(|k| k.0).collect();
                partition(t, &keys, &b.lookup, r, &b.read_columns(), session.as_mut(), workers)?
            }
            None => Input::Plain(t),
        };
        let (m, u, r) =
            build_or_fall_back(q, &mut builds, i, &stats, &caches, data, &input, session.as_mut(), workers)?;
        mems.push(m);
        unique.push(u);
        runs.push(r);
        inputs.push(input);
    }
    let compile_before_probe = session.as_ref().map_or(Duration::ZERO, |s| s.compile_time);
    let build_time = t0.elapsed().saturating_sub(compile_before_probe);

    let t1 = Instant::now();
    let pipeline = plan_pipeline(q, &builds, &unique);
    let probe_data = &data.tables[pipeline.table];
    let probe_input = match builds.iter().find(|b| b.radix.is_some()) {
        Some(b) => {
            let j = builds.iter().position(|x| std::ptr::eq(x, b)).expect("found above");
            let keys: Vec<usize> = q.joins[j].probe_keys.iter().map(|c| c.col).collect();
            partition(
                probe_data,
                &keys,
                &b.lookup,
                b.radix.expect("radix"),
                &pipeline.probe_columns(),
                session.as_mut(),
                workers,
            )?
        }
        None => Input::Plain(probe_data),
    };
    let probe_cols = probe_input.columns();
    let table_addrs: Vec<u64> = mems.iter().map(TableMemory::addr).collect();
    let build_cols: Vec<Vec<ColumnPtr>> = inputs.iter().map(Input::columns).collect();
    // Prefetch the home slots of joins the planner marked (unpartitioned structures beyond the
    // cache) when their keys are plain probe-table columns.
    let prefetch: Vec<PrefetchDesc> = pipeline
        .joins
        .iter()
        .zip(&table_addrs)
        .filter(|(j, _)| probe_input.plain() && j.prefetch.is_some())
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
            Some(PrefetchDesc::new(&j.lookup, addr, k0, k1))
        })
        .collect();
    let run_addrs: Vec<Option<RunAddrs>> = runs
        .iter()
        .map(|r| {
            r.as_ref().map(|r| RunAddrs {
                slots: r.slots.as_ptr() as u64,
                count: r.slots.len() as u64,
                starts: r.starts.as_ptr() as u64,
                entries: r.entries.as_ptr() as u64,
            })
        })
        .collect();
    let probe_id = match session.as_mut() {
        Some(s) => {
            let inputs = ProbeInputs {
                pipeline: &pipeline,
                columns: &probe_cols,
                tables: &table_addrs,
                build_columns: &build_cols,
                runs: &run_addrs,
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
    let build_tables: Vec<&TableData> = inputs.iter().map(Input::data).collect();
    let run_refs: Vec<Option<&DupRuns>> = runs.iter().map(Option::as_ref).collect();
    let built = generic::Built { mems: &mem_refs, tables: &build_tables, runs: &run_refs };
    let probe_table = probe_input.data();
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
                // SAFETY: the kernel was compiled for this pipeline, the probe input's columns
                // and these structures and build inputs, all alive and unchanged; `st` is this
                // thread's state with the pipeline's layout (and attached emit buffer `buf`,
                // untouched meanwhile).
                Some(k) => unsafe {
                    k.call(r.start as u64, r.end as u64, st.as_mut_ptr().cast());
                },
                None => generic::probe(&pipeline, probe_table, &built, r.start, r.end, &mut st, &mut buf),
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
    let (kernels_compiled, kernels_cached) =
        session.as_ref().map_or((0, 0), |s| (s.kernels() - s.cache_hits, s.cache_hits));
    drop(session);
    let algorithms =
        builds.iter().zip(&unique).map(|(b, &u)| (q.tables[b.table].name.clone(), describe(b, u))).collect();
    Ok(ExecReport {
        result,
        compile,
        build: build_time,
        probe: probe_time,
        algorithms,
        kernels_compiled,
        kernels_cached,
    })
}

/// Memory available to a run: the system's, plus what the pool of freed blocks holds.
fn available() -> Option<u64> {
    available_memory().map(|a| a + jitjoin_compiler::memory::pooled_bytes())
}

/// Build join `i` from `input`; when a vector meets duplicate keys in an inner join, re-plan it
/// as a hash table and build again (or fail, when the plan forced `vector`). Returns the
/// structure and whether the probe may treat the keys as unique.
#[allow(clippy::too_many_arguments)]
fn build_or_fall_back(
    q: &Query,
    builds: &mut [BuildSide],
    i: usize,
    stats: &[JoinStats],
    caches: &CacheModel,
    data: &Dataset,
    input: &Input<'_>,
    mut session: Option<&mut JitSession>,
    workers: &Workers,
) -> Result<(TableMemory, bool, Option<DupRuns>), ExecError> {
    loop {
        let (m, dups, runs) = build_one(&builds[i], input, session.as_deref_mut(), workers)?;
        let vector = matches!(builds[i].lookup, Lookup::Vector(_));
        if !(vector && dups > 0 && q.joins[i].kind == JoinKind::Inner) {
            return Ok((m, dups == 0 || vector, runs));
        }
        if q.joins[i].algorithm == Algorithm::Vector {
            return Err(duplicate_vector_keys(q, &builds[i]));
        }
        fall_back_to_hash(q, &mut builds[i], i, &stats[i], caches);
        check_tables_fit(q, builds, data, available())?;
    }
}

/// Allocate side `b`'s structure and build it from `input`; returns it, the number of rows
/// whose key was there already, and an inner hash join's runs of those duplicates.
fn build_one(
    b: &BuildSide,
    input: &Input<'_>,
    session: Option<&mut JitSession>,
    workers: &Workers,
) -> Result<(TableMemory, u64, Option<DupRuns>), ExecError> {
    let m = TableMemory::zeroed(b.lookup.bytes() as usize)?;
    crate::numa::bind_table(workers, &m);
    if let Lookup::Hash(l) = &b.lookup
        && let Empty::Sentinel(s) = l.empty
        && s != 0
    {
        fill_sentinel(l, &m, s, workers)?;
    }
    let cols = input.columns();
    let pf = (input.plain() && b.prefetch.is_some()).then(|| {
        let key = |c: usize| (cols[c].addr, cols[c].ty);
        PrefetchDesc::new(&b.lookup, m.addr(), key(b.keys[0].0), b.keys.get(1).map(|k| key(k.0)))
    });
    let kernel_id = match session {
        Some(s) => {
            let id = s.build_kernel(&BuildInputs {
                side: b,
                columns: &cols,
                table: m.addr(),
                prefetch: pf.as_ref().map(|d| d as *const PrefetchDesc as u64),
            })?;
            s.finalize()?;
            Some((&*s, id))
        }
        None => None,
    };
    let kernel = kernel_id.map(|(s, id)| s.kernel(id));
    let t = input.data();
    let morsels = workers.morsels(t.rows);
    let noted: Vec<(u64, DupSink)> = workers.run(|w| {
        let mut dups = 0;
        let mut sink = DupSink::default();
        let queue = workers.queue_of(w);
        while let Some(r) = morsels.next(queue) {
            dups += match &kernel {
                // SAFETY: the kernel was compiled for this build side, its structure `m` and
                // the input's columns, all alive and unchanged for this call; its state is
                // this worker's own `DupSink`, as `jj_note_dup` expects.
                Some(k) => unsafe { k.call(r.start as u64, r.end as u64, (&raw mut sink).cast()) },
                None => generic::build(b, t, &m, r.start, r.end, &mut sink),
            };
        }
        (dups, sink)
    })?;
    let dups = noted.iter().map(|n| n.0).sum();
    let runs = match &b.lookup {
        Lookup::Hash(l) if noted.iter().any(|n| !n.1.pairs.is_empty()) => {
            let pairs: Vec<[u64; 2]> = noted.into_iter().flat_map(|n| n.1.pairs).collect();
            Some(DupRuns::new(l, pairs, |row, record| write_record(l, input, row as usize, record)))
        }
        _ => None,
    };
    Ok((m, dups, runs))
}

/// Row `row` of the input in the slot format of `l` (keys and payload at their offsets, `used` set),
/// for a run of duplicates.
fn write_record(l: &TableLayout, input: &Input<'_>, row: usize, record: &mut [u8]) {
    for f in l.keys.iter().chain(&l.payload) {
        let w = f.ty.width();
        let bits = input.raw_bits(f.col, row);
        record[f.offset as usize..f.offset as usize + w].copy_from_slice(&bits.to_le_bytes()[..w]);
    }
    if let Empty::Flag { offset } = l.empty {
        record[offset as usize..offset as usize + 4].copy_from_slice(&1u32.to_le_bytes());
    }
}

/// A query planned as a run would plan it, without running the probe.
pub struct Planned {
    pub stats: Vec<JoinStats>,
    pub builds: Vec<BuildSide>,
    /// Per join: whether its build keys turned out unique.
    pub unique: Vec<bool>,
    /// Per join: how many slots have a run of duplicates (0: none).
    pub run_slots: Vec<usize>,
    pub caches: CacheModel,
}

/// Plan `q` on its data for `target`'s caches (the host's when `None`): statistics choose the
/// algorithms and layouts, and the build sides are built once (on the host, with the generic
/// engine, unpartitioned) to learn which keys are unique and which vectors must fall back.
pub fn plan_without_running(
    q: &Query,
    data: &Dataset,
    workers: &Workers,
    target: Option<&Target>,
) -> Result<Planned, ExecError> {
    let caches = crate::caches::model(target);
    let stats = join_stats(q, data, workers)?;
    let mut builds = plan_builds(q, &stats, &caches)?;
    check_tables_fit(q, &builds, data, available())?;
    let (mut unique, mut run_slots) = (Vec::new(), Vec::new());
    for i in 0..builds.len() {
        let t = &data.tables[builds[i].table];
        let (_, u, runs) =
            build_or_fall_back(q, &mut builds, i, &stats, &caches, data, &Input::Plain(t), None, workers)?;
        unique.push(u);
        run_slots.push(runs.map_or(0, |r| r.slots.len()));
    }
    Ok(Planned { stats, builds, unique, run_slots, caches })
}

fn duplicate_vector_keys(q: &Query, b: &BuildSide) -> ExecError {
    ExecError::Choice(ChoiceError {
        table: q.tables[b.table].name.clone(),
        why: format!(
            "its key `{}` has duplicate values, which a key-indexed vector cannot hold",
            q.column_name(ColId { table: b.table, col: b.keys[0].0 })
        ),
    })
}

/// Placeholder addresses for listings, so that the same plan gives the same text on every run:
/// column `c` of table `t` at `FAKE_COLUMNS + t·2^36 + c·2^32`, table `j` at
/// `FAKE_TABLES + j·2^40`, prefetch descriptors at `FAKE_DESCS`, partitioned tuples of table
/// `t` at `FAKE_TUPLES + t·2^36`, runs of duplicates at `FAKE_RUNS`.
pub const FAKE_COLUMNS: u64 = 0x1000_0000_0000;
pub const FAKE_TABLES: u64 = 0x2000_0000_0000;
pub const FAKE_DESCS: u64 = 0x3000_0000_0000;
pub const FAKE_TUPLES: u64 = 0x4000_0000_0000;
/// Runs of duplicates of join `j` (as many slots as the planning build found): slots at
/// `FAKE_RUNS + j·2^36`, starts 2^33 and entries 2^34 above.
pub const FAKE_RUNS: u64 = 0x5000_0000_0000;

/// Compile `q`'s kernels for `target` (any preset, also one the host cannot run) and return
/// them as text, without running them. Planning is [`plan_without_running`]'s, for the
/// target's caches.
pub fn listings(q: &Query, data: &Dataset, target: &Target, workers: &Workers) -> Result<Vec<Listing>, ExecError> {
    let Planned { builds, unique, run_slots, .. } = plan_without_running(q, data, workers, Some(target))?;
    let fake_cols = |t: usize| -> Vec<ColumnPtr> {
        data.tables[t]
            .columns
            .iter()
            .enumerate()
            .map(|(c, col)| ColumnPtr::plain(FAKE_COLUMNS + ((t as u64) << 36) + ((c as u64) << 32), col.ty()))
            .collect()
    };
    let tuple_cols =
        |t: usize, tuple: &TupleLayout| tuple_columns(fake_cols(t), tuple, FAKE_TUPLES + ((t as u64) << 36));
    let tables: Vec<u64> = (0..builds.len() as u64).map(|j| FAKE_TABLES + (j << 40)).collect();
    let mut s = JitSession::for_target(target)?;
    s.keep_listings = true;
    let mut heads = Vec::new();
    let name = |t: usize| q.tables[t].name.clone();
    let mut build_cols = Vec::new();
    for (b, &table) in builds.iter().zip(&tables) {
        let cols = match b.radix {
            Some(radix) => {
                let tuple = TupleLayout::new(
                    &b.read_columns().iter().map(|&c| (c, data.tables[b.table].columns[c].ty())).collect::<Vec<_>>(),
                );
                let src = fake_cols(b.table);
                let inputs = PartitionInputs {
                    lookup: &b.lookup,
                    radix,
                    keys: b.keys.iter().map(|k| src[k.0]).collect(),
                    columns: &src,
                    tuple: &tuple,
                    out: FAKE_TUPLES + ((b.table as u64) << 36),
                };
                s.histogram_kernel(&inputs)?;
                heads.push(format!("radix histogram of `{}` ({} partitions)", name(b.table), radix.fanout()));
                s.scatter_kernel(&inputs)?;
                heads.push(format!("radix scatter of `{}` ({} B tuples)", name(b.table), tuple.width));
                tuple_cols(b.table, &tuple)
            }
            None => fake_cols(b.table),
        };
        let prefetch = b.prefetch.is_some().then_some(FAKE_DESCS);
        s.build_kernel(&BuildInputs { side: b, columns: &cols, table, prefetch })?;
        heads.push(format!("build `{}`: {}", name(b.table), describe(b, true).replace("unique keys, ", "")));
        build_cols.push(cols);
    }
    let pipeline = plan_pipeline(q, &builds, &unique);
    let probe_cols = match builds.iter().enumerate().find(|(_, b)| b.radix.is_some()) {
        Some((j, b)) => {
            let pt = pipeline.table;
            let tuple = TupleLayout::new(
                &pipeline.probe_columns().iter().map(|&c| (c, data.tables[pt].columns[c].ty())).collect::<Vec<_>>(),
            );
            let src = fake_cols(pt);
            let inputs = PartitionInputs {
                lookup: &b.lookup,
                radix: b.radix.expect("radix"),
                keys: q.joins[j].probe_keys.iter().map(|c| src[c.col]).collect(),
                columns: &src,
                tuple: &tuple,
                out: FAKE_TUPLES + ((pt as u64) << 36),
            };
            s.histogram_kernel(&inputs)?;
            heads.push(format!("radix histogram of `{}`", name(pt)));
            s.scatter_kernel(&inputs)?;
            heads.push(format!("radix scatter of `{}` ({} B tuples)", name(pt), tuple.width));
            tuple_cols(pt, &tuple)
        }
        None => fake_cols(pipeline.table),
    };
    let plain_probe = builds.iter().all(|b| b.radix.is_none());
    let n_prefetch = pipeline
        .joins
        .iter()
        .filter(|j| plain_probe && j.prefetch.is_some() && j.keys.iter().all(|k| matches!(k, Source::Probe { .. })))
        .count() as u64;
    let fake_runs: Vec<Option<RunAddrs>> = run_slots
        .iter()
        .enumerate()
        .map(|(j, &n)| {
            let base = FAKE_RUNS + ((j as u64) << 36);
            (n > 0).then_some(RunAddrs {
                slots: base,
                count: n as u64,
                starts: base + (1 << 33),
                entries: base + (1 << 34),
            })
        })
        .collect();
    let inputs = ProbeInputs {
        pipeline: &pipeline,
        columns: &probe_cols,
        tables: &tables,
        build_columns: &build_cols,
        runs: &fake_runs,
        prefetch: (n_prefetch > 0).then_some((FAKE_DESCS, n_prefetch)),
    };
    s.probe_kernel(&inputs)?;
    let joins: Vec<String> =
        builds.iter().zip(&unique).map(|(b, &u)| format!("`{}` {}", name(b.table), describe(b, u))).collect();
    heads.push(format!("probe pipeline over `{}`: {}", name(pipeline.table), joins.join("; ")));
    let mut out = std::mem::take(&mut s.listings);
    for (l, h) in out.iter_mut().zip(heads) {
        l.kernel = format!("{} — {h}", l.kernel);
    }
    Ok(out)
}

/// Refuse structures and partition buffers that would not fit in `available` bytes (90% of
/// it), before allocating.
pub fn check_tables_fit(
    q: &Query,
    builds: &[BuildSide],
    data: &Dataset,
    available: Option<u64>,
) -> Result<(), ExecError> {
    let partitions: u64 = builds
        .iter()
        .filter(|b| b.radix.is_some())
        .map(|b| {
            let t = &data.tables[b.table];
            let w = |cols: &[usize], t: &TableData| {
                TupleLayout::new(&cols.iter().map(|&c| (c, t.columns[c].ty())).collect::<Vec<_>>()).width as u64
            };
            // The probe side keeps at most all of its columns.
            let p = &data.tables[q.probe];
            t.rows as u64 * w(&b.read_columns(), t) + p.rows as u64 * w(&(0..p.columns.len()).collect::<Vec<_>>(), p)
        })
        .sum();
    let needed: u64 = builds.iter().map(|b| b.lookup.bytes()).sum::<u64>() + partitions;
    match available {
        Some(avail) if needed as u128 > avail as u128 * 9 / 10 => {
            let big = builds.iter().max_by_key(|b| b.lookup.bytes()).expect("needed > 0 means a table");
            Err(ExecError::TooLarge {
                table: q.tables[big.table].name.clone(),
                needed: crate::error::Bytes(needed as u128),
                structure: describe(big, true),
                available: crate::error::Bytes(avail as u128),
            })
        }
        _ => Ok(()),
    }
}

/// Write the sentinel into every slot's first key (tables whose sentinel is not zero).
fn fill_sentinel(l: &TableLayout, m: &TableMemory, s: u64, workers: &Workers) -> Result<(), WorkerError> {
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
            "table R (rows: 1) { k u64 = 1  p u64 = 1 } table S (rows: 1) { k u64 = 1 } from S join R on S.k = R.k using hash aggregate sum(R.p) as s",
        )
        .unwrap();
        let table = |name: &str, cols: usize| TableData {
            name: name.into(),
            rows: 1,
            columns: (0..cols).map(|_| Column::U64(vec![1])).collect(),
        };
        let data = Dataset { tables: vec![table("R", 2), table("S", 1)] };
        let caches = CacheModel {
            l2: 1 << 20,
            llc: 8 << 20,
            llc_name: "L3".into(),
            latency_ns: 100,
            tlb_entries: 2048,
            line: 64,
        };
        let stats =
            JoinStats { keys: KeyStats { rows: 1 << 20, range: Some((0, 1 << 40)) }, carried: None, probe_rows: 1 };
        let builds = plan_builds(&q, &[stats], &caches).unwrap();
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
}

//! The JIT as an [`Engine`]: each phase compiles its kernel (or finds it in the kernel cache),
//! fills the kernel's context block with this run's addresses and hands out calls.
//!
//! Compiling needs only shapes (layouts, column types, which joins have runs), never data, so
//! the same `compile_*` functions serve a run and `jitjoin asm`, which compiles a planned query
//! for any target without running it.

use super::{
    Backend, BuildInputs, CompileError, Defined, JitOptions, JitSession, Kernel, PartitionInputs, ProbeInputs,
};
use crate::abi::bounds::{self, Shared};
use crate::abi::prefetch::{PrefetchDesc, Streams};
use crate::abi::{self, ColumnRef, Pack, Shape, Word, scatter};
use crate::engine::{
    BuildRows, Built, Engine, EngineError, Input, Kernels, Parallel, PartitionSpec, ProbeRows, ProbeState, chunks,
    per_chunk,
};
use crate::fingerprint::fingerprint;
use crate::layout::Lookup;
use crate::layout::memory::TableMemory;
use crate::layout::radix::{self, Radix, TupleLayout};
use crate::plan::{BuildSide, CacheModel, Pipeline, Sink, Source};
use crate::target::Target;
use jitjoin_ir::{ColType, TableData};

/// The JIT engine: a session compiling for one target.
pub struct JitEngine {
    session: JitSession,
    /// Checked mode: kernels check every access, and the engine registers what they may touch.
    checked: bool,
    /// Kernels this engine defined, by the fingerprint of everything they are lowered from
    /// (the plan's parts and the inputs' shapes, by their derived `Hash`; see the cache tiers
    /// in [`super`]). A probe side partitioned block by block asks for the same kernels once
    /// per block; lowering them again only to find them in the kernel cache cost about 0.1 ms
    /// each. The same fingerprint finds a later process's kernels on disk
    /// ([`JitSession::shaped`]).
    memo: std::collections::HashMap<u128, Vec<Defined>>,
    /// Probe kernels compiled ahead ([`super::ahead`]), by the fingerprint [`JitEngine::memoized`]
    /// keys them on.
    ahead: std::collections::HashMap<u128, super::ahead::Ahead>,
    /// Bytes a partitioning pass prefetches its input ahead (the target's
    /// [`CacheModel::stream_ahead`]; see [`Streams`]).
    stream_ahead: u32,
    /// How a phase whose kernel is not at hand starts ([`JitEngine::start_adaptively`]).
    adaptive: Adaptive,
    /// An adaptive start runs a phase over at most this many rows on the generic engine whole
    /// ([`GENERIC_ROWS`] unless set).
    generic_rows: usize,
}

/// Kernels for a table of at most this many rows are compiled in the quick tier
/// ([`Target::quick_isa`]): no optimisation passes, single-pass register allocation.
///
/// Where the tiers break even, per kernel: the quick tier saved 0.15 ms compiling a build
/// kernel, 0.25 ms a one-join probe kernel and 0.7 ms a three-join one (fk_sum, star), and
/// cost up to 2–4 ns per row the kernel runs over (fk_sum's radix probe 1.8× slower, its
/// build 1.4×; star's probe 1.1×). That puts the break-even between 40 K rows (the build) and
/// millions (star's probe): at 2^16 rows a build kernel loses at most about 0.1 ms and every
/// probe kernel gains. Both sides of the ratio are CPU time on the same machine (Cranelift's
/// passes, and a kernel's instructions on cached data), so the row count holds across
/// machines to first order; memory-bound kernels lose less, not more.
const QUICK_ROWS: usize = 1 << 16;

/// An adaptive start runs a phase over at most this many rows on the generic engine whole
/// when its kernel is not at hand, and compiles no kernel for it: its rows take less time on
/// the generic engine than compiling its kernel does. The same ratio of CPU times as
/// [`QUICK_ROWS`]: at 10^4 rows the generic engine's whole run (0.4–0.7 ms) is shorter than
/// a kernel's lowering and compile (0.5–1 ms), at 10^6 its 6–9 ms are three times the JIT's
/// with its compile.
pub const GENERIC_ROWS: usize = QUICK_ROWS;

/// How a build or probe whose kernel is not at hand (neither compiled nor stored) starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Adaptive {
    /// It waits for its kernel (compiled on the query's thread, or ahead on another).
    #[default]
    Off,
    /// A phase over at most [`GENERIC_ROWS`] rows runs on the generic engine, and no kernel
    /// is compiled for it; a larger one waits for its kernel.
    Small,
    /// As `Small`, and a larger phase starts on the generic engine while its kernel compiles on
    /// another thread (at idle priority, one worker leaving it its CPU), switching to the
    /// kernel at the next morsel once it is ready (as Umbra does).
    Switch,
}

/// Where a requested kernel is ([`JitEngine::at_hand`]).
enum Hand {
    /// Compiling on another thread (with its flag), or compiled there (`None`).
    Ahead(Option<crate::engine::Pending>),
    /// In the memo or stored on disk: the request defines it without compiling.
    Here,
    /// Nowhere yet: its key and whether it compiles in the quick tier.
    No(u128, bool),
}

/// The probe-table columns and build-side columns a probe kernel reads.
fn probe_columns(types: &[ColType], shape: Shape<'_>) -> Vec<ColumnRef> {
    abi::columns(types, shape, Word::Column, Word::Tuples)
}

impl JitEngine {
    /// An engine compiling for `target`. Kernels for a target the host cannot execute may be
    /// compiled and listed, never run.
    pub fn for_target(target: &Target) -> Result<JitEngine, CompileError> {
        JitEngine::with_options(target, JitOptions::default())
    }

    /// [`JitEngine::for_target`], compiling as `options` say.
    pub fn with_options(target: &Target, options: JitOptions) -> Result<JitEngine, CompileError> {
        Ok(JitEngine {
            session: JitSession::for_target(target, options)?,
            checked: false,
            memo: Default::default(),
            ahead: Default::default(),
            stream_ahead: CacheModel::of(target).stream_ahead,
            adaptive: Adaptive::Off,
            generic_rows: GENERIC_ROWS,
        })
    }

    /// An engine whose kernels check every load and store against the memory of their run
    /// and trap outside it ([`crate::abi::bounds`]): a debugging mode, many times slower.
    pub fn checked(target: &Target, options: JitOptions) -> Result<JitEngine, CompileError> {
        let mut e = JitEngine::with_options(target, options)?;
        e.session.set_checked()?;
        e.checked = true;
        Ok(e)
    }

    /// The session kernels are defined in (to compile planned kernels without running them).
    pub fn backend(&mut self) -> &mut impl Backend {
        &mut self.session
    }

    /// Start adaptively as `a` says ([`Engine::pending_build`], [`Engine::pending_probe`]).
    /// Kernels still compiling when the engine is dropped are waited for and stored on disk
    /// for the next process.
    pub fn start_adaptively(&mut self, a: Adaptive) {
        self.adaptive = a;
    }

    /// Run a phase over at most `rows` rows on the generic engine whole when it starts
    /// adaptively ([`GENERIC_ROWS`] unless set); 0 starts every phase on it while its kernel
    /// compiles (in [`Adaptive::Switch`]), which the differential tests use.
    pub fn set_generic_rows(&mut self, rows: usize) {
        self.generic_rows = rows;
    }

    /// Keep every kernel's listing (and compile each, even when the cache has it).
    pub fn keep_listings(&mut self) {
        self.session.keep_listings = true;
    }

    /// Keep compiled kernels in `dir` for later processes, and look there before compiling
    /// ([`super::disk`]).
    pub fn keep_on_disk(&mut self, dir: &std::path::Path) {
        self.session.disk = super::disk::DiskCache::new(dir);
    }

    pub fn take_listings(&mut self) -> Vec<super::Listing> {
        std::mem::take(&mut self.session.listings)
    }

    /// The kernels `define` defines, defined once per distinct `key` (every time when
    /// listings are kept, since each definition adds one), and found by `key` on disk when
    /// an earlier process defined them. Fingerprinting the request is compile time too,
    /// charged to the first kernel defined after it.
    ///
    /// Kernels for a table of at most [`QUICK_ROWS`] rows (`rows`: the whole table's, not a
    /// partitioned block's, so that the blocks of a large probe side all get the default
    /// tier) are compiled in the quick tier, unless listings are kept (a listing shows the code
    /// a large run gets).
    fn memoized(
        &mut self,
        rows: usize,
        key: impl FnOnce() -> u128,
        define: impl FnOnce(&mut JitSession) -> Result<Vec<Defined>, CompileError>,
    ) -> Result<Vec<Defined>, CompileError> {
        let t0 = std::time::Instant::now();
        let (key, quick) = self.request(rows, key);
        self.session.quick = quick;
        let first = self.session.log.len();
        let spent = t0.elapsed();
        if !self.session.keep_listings
            && let Some(d) = self.memo.get(&key)
        {
            self.session.charge(first, spent);
            return Ok(d.clone());
        }
        let ahead = self.ahead.remove(&key);
        let d = self.session.shaped(key, |s| match ahead {
            Some(a) => Ok(vec![s.take_ahead(a)?]),
            None => define(s),
        });
        // Kernels defined otherwise (`backend()`) get the default tier.
        self.session.quick = false;
        let d = d?;
        self.session.charge(first, spent);
        self.session.finalize()?;
        self.memo.insert(key, d.clone());
        Ok(d)
    }
}

impl JitEngine {
    /// The kernel a request (over a table of `rows` rows, fingerprinted by `key`) asks for,
    /// lowered by `lower` and started on a compile thread ([`super::ahead`]) unless it is at
    /// hand ([`JitEngine::at_hand`]).
    fn ahead_of(
        &mut self,
        rows: usize,
        key: impl FnOnce() -> u128,
        lower: impl FnOnce(&mut super::ahead::Lowerer<'_>) -> Result<Defined, CompileError>,
    ) {
        if let Hand::No(key, quick) = self.at_hand(rows, key) {
            self.start(key, quick, lower);
        }
    }

    /// Where the kernel of a request is: compiling ahead (with its flag while it compiles), at
    /// hand (in the memo or stored on disk), or nowhere yet (with its key and tier).
    /// Checked mode, listings and dumps compile on the query's thread, as they always did: to
    /// them every kernel is at hand.
    fn at_hand(&mut self, rows: usize, key: impl FnOnce() -> u128) -> Hand {
        if self.checked || self.session.keep_listings || self.session.dump {
            return Hand::Here;
        }
        let (key, quick) = self.request(rows, key);
        match self.ahead.get(&key) {
            Some(a) => Hand::Ahead(a.pending()),
            None if self.memo.contains_key(&key) || self.session.has_shape(key) => Hand::Here,
            None => Hand::No(key, quick),
        }
    }

    /// An adaptive start of a phase over `rows` rows whose kernel `key` asks for: `None` when
    /// the kernel is at hand or the phase waits for it ([`Adaptive`]); the generic engine
    /// alone for a small phase; in `Switch`, the flag of the kernel compiling on another
    /// thread (started now unless it was ahead already).
    fn adaptive_start(
        &mut self,
        rows: usize,
        key: impl FnOnce() -> u128,
        lower: impl FnOnce(&mut super::ahead::Lowerer<'_>) -> Result<Defined, CompileError>,
    ) -> Option<crate::engine::Pending> {
        let switch = self.adaptive == Adaptive::Switch;
        match self.at_hand(rows, key) {
            Hand::Here => None,
            Hand::Ahead(pending) => pending.filter(|_| switch),
            Hand::No(..) if rows <= self.generic_rows => Some(crate::engine::Pending::generic()),
            Hand::No(key, quick) if switch => self.start(key, quick, lower),
            Hand::No(..) => None,
        }
    }

    /// Lower the kernel `key` asks for with `lower` and start compiling it on another thread;
    /// its flag (set or not). Nothing is started when the process's cache or the kernel directory has the
    /// kernel, or when its lowering fails (the request fails again, with its error, on the
    /// query's thread).
    fn start(
        &mut self,
        key: u128,
        quick: bool,
        lower: impl FnOnce(&mut super::ahead::Lowerer<'_>) -> Result<Defined, CompileError>,
    ) -> Option<crate::engine::Pending> {
        self.session.quick = quick;
        let idle = self.adaptive == Adaptive::Switch;
        let mut lowerer = super::ahead::Lowerer { session: &mut self.session, ahead: None, idle };
        let lowered = lower(&mut lowerer);
        let ahead = lowerer.ahead.take();
        self.session.quick = false;
        let (Ok(_), Some(a)) = (lowered, ahead) else { return None };
        // The flag even when the compile is done already (the query's thread was descheduled
        // since): a phase whose kernel starts now always runs its first morsels on the
        // generic engine, however the threads are scheduled.
        let flag = a.flag();
        self.ahead.insert(key, a);
        Some(flag)
    }

    /// A request's fingerprint, its tier included, and whether that tier is the quick one.
    fn request(&self, rows: usize, key: impl FnOnce() -> u128) -> (u128, bool) {
        let quick = rows <= QUICK_ROWS && !self.session.keep_listings;
        (fingerprint(&(key(), quick)), quick)
    }
}

/// The histogram and scatter kernels partitioning a table of `types` into `tuple`s, defined in
/// `backend` (the JIT's session, or an object file).
pub fn compile_partition(
    backend: &mut impl Backend,
    lookup: &Lookup,
    radix: Radix,
    keys: &[usize],
    types: &[ColType],
    tuple: &TupleLayout,
) -> Result<(Defined, Defined), CompileError> {
    let columns = abi::columns(types, Shape::Plain, Word::Column, Word::Tuples);
    let inputs =
        PartitionInputs { lookup, radix, keys: keys.iter().map(|&k| columns[k]).collect(), columns: &columns, tuple };
    Ok((backend.histogram_kernel(&inputs)?, backend.scatter_kernel(&inputs)?))
}

/// What a build kernel is lowered from: the side's plan and its input's column types and
/// shape. The kernel prefetches when the planner asked for it and the input is plain.
pub struct BuildKernel<'a> {
    pub side: &'a BuildSide,
    pub types: Vec<ColType>,
    pub shape: Shape<'a>,
}

impl<'a> BuildKernel<'a> {
    /// The build kernel of `side` over `input`.
    pub fn over(side: &'a BuildSide, input: &'a Input<'a>) -> BuildKernel<'a> {
        BuildKernel { side, types: input.types(), shape: input.shape() }
    }

    /// The kernel, defined in `backend` (the JIT's session, or an object file).
    pub fn compile(&self, backend: &mut impl Backend) -> Result<Defined, CompileError> {
        let columns = abi::columns(&self.types, self.shape, Word::Column, Word::Tuples);
        let prefetch = matches!(self.shape, Shape::Plain) && self.side.prefetch.is_some();
        backend.build_kernel(&BuildInputs { side: self.side, columns: &columns, prefetch })
    }

    /// The fingerprint the kernel is requested by: everything it is lowered from, and the
    /// addresses of the filter's in-lists, which its context holds (the query owns them), so
    /// that a kernel defined for another query with equal lists is not this one's.
    fn request(&self) -> u128 {
        let mut lists = Vec::new();
        if let Some(f) = &self.side.filter {
            in_lists(f, &mut lists);
        }
        fingerprint(&("build", self.side, &self.types, self.shape, &lists))
    }
}

/// What a probe kernel is lowered from: the pipeline; the probe input's column types and shape,
/// and the packed copy of each column `packs` gives a layout for (none when it is empty); per
/// join, its build input's types and shape, and whether it has runs of duplicates.
pub struct ProbeKernel<'a> {
    pub pipeline: &'a Pipeline,
    pub types: Vec<ColType>,
    pub shape: Shape<'a>,
    pub packs: Vec<Option<Pack>>,
    pub builds: Vec<(Vec<ColType>, Shape<'a>)>,
    pub runs: Vec<bool>,
}

impl<'a> ProbeKernel<'a> {
    /// The probe kernel of `p` over `input`, reading builds of these types and shapes, with
    /// runs of duplicates where `runs` says.
    pub fn over(
        p: &'a Pipeline,
        input: &'a Input<'a>,
        builds: Vec<(Vec<ColType>, Shape<'a>)>,
        runs: Vec<bool>,
    ) -> ProbeKernel<'a> {
        let packs = match input {
            Input::Plain(t) => probe_packs(p, t),
            _ => Vec::new(),
        };
        ProbeKernel { pipeline: p, types: input.types(), shape: input.shape(), packs, builds, runs }
    }

    /// The probe kernel of `p` over `input`, reading the structures `built` (its build inputs'
    /// types and shapes, and which have runs of duplicates; every set has the same).
    fn reading(p: &'a Pipeline, input: &'a Input<'a>, built: &Built<'a>) -> ProbeKernel<'a> {
        let builds = built.inputs.iter().map(|i| (i.types(), i.shape())).collect();
        ProbeKernel::over(p, input, builds, built.runs.iter().map(Option::is_some).collect())
    }

    /// The kernel, defined in `backend` (the JIT's session, or an object file).
    pub fn compile(&self, backend: &mut impl Backend) -> Result<Defined, CompileError> {
        let mut columns = probe_columns(&self.types, self.shape);
        for (c, pack) in self.packs.iter().enumerate() {
            if let Some(pack) = *pack {
                columns[c] = ColumnRef::packed(c, self.types[c], pack);
            }
        }
        let build_columns: Vec<Vec<ColumnRef>> = self
            .builds
            .iter()
            .enumerate()
            .map(|(j, (t, s))| abi::columns(t, *s, |col| Word::BuildColumn { join: j, col }, Word::BuildTuples(j)))
            .collect();
        let p = self.pipeline;
        let prefetch = p.front.prefetched().len() as u64;
        backend.probe_kernel(&ProbeInputs {
            pipeline: p,
            columns: &columns,
            build_columns: &build_columns,
            runs: &self.runs,
            prefetch,
        })
    }

    /// The fingerprint the kernel is requested by: everything it is lowered from, and the
    /// addresses of its filter's in-lists (as [`BuildKernel::request`]).
    fn request(&self) -> u128 {
        let mut lists = Vec::new();
        if let Some(f) = &self.pipeline.filter {
            in_lists(f, &mut lists);
        }
        let ProbeKernel { pipeline, types, shape, packs, builds, runs } = self;
        fingerprint(&("probe", pipeline, types, shape, packs, builds, runs, &lists))
    }
}

/// Which columns of the probe table `t`, read as it is (not partitioned), a probe kernel of
/// `p` reads packed: each column it reads that has a packed copy, but for the keys of
/// prefetched joins, whose prefetch helper reads them in Rust at full width. Empty when none
/// is.
///
/// Only the columns read are given a layout, since the layout (the smallest value and the
/// width) is compiled in and keys the kernel caches: a column the kernel never reads must
/// not make another run's data compile a kernel of its own.
pub fn probe_packs(p: &Pipeline, t: &TableData) -> Vec<Option<Pack>> {
    if t.packed.is_empty() {
        return Vec::new();
    }
    let prefetched: Vec<usize> = p
        .front
        .prefetched()
        .iter()
        .flat_map(|&j| &p.joins[j].keys)
        .filter_map(|k| match *k {
            Source::Probe { col, .. } => Some(col),
            Source::Slot { .. } => None,
        })
        .collect();
    let mut packs = vec![None; t.columns.len()];
    for c in p.probe_columns() {
        if let Some(pk) = t.packed(c).filter(|_| !prefetched.contains(&c)) {
            packs[c] = Some(Pack { width: pk.width, min_bits: pk.min_bits(t.columns[c].ty()) });
        }
    }
    if packs.iter().all(Option::is_none) { Vec::new() } else { packs }
}

/// This run's address (or count) for context word `w`: `input` is the kernel's input,
/// `table` the structure a build fills, `out` a scatter's output, `built` what a probe reads.
fn address(w: Word, input: &Input<'_>, table: u64, out: u64, built: Option<&Built<'_>>, prefetch: u64) -> u64 {
    let built = || built.expect("only probe kernels read join words");
    let runs = |j: usize| built().runs[j].expect("only joins with runs read run words");
    match w {
        Word::Column(c) => input.column_addr(c),
        Word::Packed(c) => input.packed_addr(c),
        Word::Tuples => input.tuples_addr(),
        Word::Table => table,
        Word::Output => out,
        Word::Structure(j) => built().mems[j].addr(),
        Word::BuildColumn { join, col } => built().inputs[join].column_addr(col),
        Word::BuildTuples(j) => built().inputs[j].tuples_addr(),
        Word::RunSlots(j) => runs(j).slots.as_ptr() as u64,
        Word::RunCount(j) => runs(j).slots.len() as u64,
        Word::RunStarts(j) => runs(j).starts.as_ptr() as u64,
        Word::RunEntries(j) => runs(j).entries.as_ptr() as u64,
        Word::Prefetch => prefetch,
        Word::InList { addr, .. } => addr,
        Word::Lanes => crate::abi::LANES.0.as_ptr() as u64,
    }
}

/// The addresses of the in-lists of `f` (which a kernel's context points to).
fn in_lists(f: &jitjoin_ir::query::Pred, out: &mut Vec<u64>) {
    use jitjoin_ir::query::Pred;
    match f {
        Pred::In { words, .. } => out.push(words.as_ptr() as u64),
        Pred::And(ps) | Pred::Or(ps) => ps.iter().for_each(|p| in_lists(p, out)),
        Pred::Not(p) => in_lists(p, out),
        _ => {}
    }
}

/// The memory of a kernel input: its columns and, when partitioned, its tuples.
fn input_regions(input: &Input<'_>) -> Vec<(u64, u64)> {
    let mut v: Vec<(u64, u64)> =
        input.data().columns.iter().map(|c| bounds::region(c.as_ptr() as u64, c.len() * c.ty().width())).collect();
    // A packed copy with its padding, which a kernel's widest read at its last row reaches.
    v.extend(input.data().packed.iter().flatten().map(|p| bounds::region(p.bytes.as_ptr() as u64, p.bytes.len())));
    if let Input::Tuples { mem, .. } = input {
        v.push(bounds::region(mem.addr(), mem.len()));
    }
    v
}

/// A kernel's context block and the long in-lists its words point to.
fn context_regions(words: &[Word], ctx: &[u64]) -> Vec<(u64, u64)> {
    let lists = words.iter().filter_map(|w| match *w {
        Word::InList { addr, len } => Some(bounds::region(addr, len * 8)),
        Word::Lanes => Some(bounds::region(crate::abi::LANES.0.as_ptr() as u64, size_of::<crate::abi::Lanes>())),
        _ => None,
    });
    std::iter::once(bounds::of_slice(ctx)).chain(lists).collect()
}

/// Checked mode: `regions`, shared with every thread while the guard lives.
fn guard(checked: bool, regions: impl FnOnce() -> Vec<(u64, u64)>) -> Option<Shared> {
    checked.then(|| bounds::share(regions()))
}

/// A prefetch descriptor for the home slots of `lookup` (structure at `table`) for the key
/// columns `keys` of `input`.
fn prefetch_desc(lookup: &Lookup, table: u64, input: &Input<'_>, keys: &[(usize, ColType)]) -> PrefetchDesc {
    let col = |k: &(usize, ColType)| (input.column_addr(k.0), k.1);
    PrefetchDesc::new(lookup, table, col(&keys[0]), keys.get(1).map(col))
}

struct JitBuild<'a> {
    kernel: Kernel<'a>,
    /// One context per structure.
    ctxs: Vec<Vec<u64>>,
    /// One per structure; never resized, so the contexts' pointers into it stay valid.
    _prefetch: Vec<PrefetchDesc>,
    _checked: Option<Shared>,
}

impl BuildRows for JitBuild<'_> {
    fn rows(&self, table: usize, start: usize, end: usize, sink: &mut crate::layout::DupSink) -> u64 {
        // SAFETY: the context was filled for this kernel's layout from the build input, the
        // structure and the prefetch descriptor, which the engine's caller keeps alive and in
        // place while this value lives; the state is the caller's own `DupSink`, as
        // `jj_note_dup` expects.
        unsafe {
            self.kernel.call(&self.ctxs[table], start as u64, end as u64, (sink as *mut crate::layout::DupSink).cast())
        }
    }
}

struct JitProbe<'a> {
    kernel: Kernel<'a>,
    /// One context per set of structures.
    ctxs: Vec<Vec<u64>>,
    emit: bool,
    _prefetch: Vec<Vec<PrefetchDesc>>,
    checked: Option<Shared>,
    /// The columns a staged front's later passes read, prefetched ahead of each call.
    streams: Streams,
}

impl ProbeRows for JitProbe<'_> {
    fn rows(&self, set: usize, start: usize, end: usize, st: &mut ProbeState) {
        if self.emit {
            abi::emit::attach(&mut st.words, &mut st.emitted);
        }
        if let Some(g) = st.groups.as_mut() {
            abi::state::attach_groups(&mut st.words, g);
        }
        let _state = self.checked.as_ref().map(|_| bounds::local(&[bounds::of_slice(&st.words)]));
        self.streams.run(start as u64, end as u64, |s, e| {
            // SAFETY: the context holds the addresses of the probe input, the structures,
            // build inputs, runs and prefetch descriptors this kernel was compiled to read, all
            // alive and unchanged while this value lives; `s .. e` lies within the rows this
            // call was given; `st.words` has the pipeline's state layout, its emit words point
            // at `st.emitted` and its group words at `st.groups`, which nothing else touches
            // during the call.
            unsafe { self.kernel.call(&self.ctxs[set], s, e, st.words.as_mut_ptr().cast()) };
            0
        });
        if self.emit {
            abi::emit::detach(&mut st.words, &mut st.emitted);
        }
        if st.groups.is_some() {
            abi::state::detach_groups();
        }
    }
}

impl Engine for JitEngine {
    fn name(&self) -> &'static str {
        "jit"
    }

    fn partition<'d>(
        &mut self,
        t: &'d TableData,
        rows: std::ops::Range<usize>,
        spec: &PartitionSpec<'_>,
        par: &dyn Parallel,
        reuse: Option<TableMemory>,
    ) -> Result<Input<'d>, EngineError> {
        let tuple = spec.tuple(t);
        let types: Vec<ColType> = t.columns.iter().map(|c| c.ty()).collect();
        let key = || fingerprint(&("partition", spec.lookup, spec.radix, &spec.keys, &types, &tuple));
        let defined = self.memoized(t.rows, key, |s| {
            let (h, sc) = compile_partition(s, spec.lookup, spec.radix, &spec.keys, &types, &tuple)?;
            Ok(vec![h, sc])
        })?;
        let (hist, scat) = (&defined[0], &defined[1]);
        let bytes = rows.len() * tuple.width as usize;
        let mem = match reuse {
            Some(m) if m.len() >= bytes => m,
            _ => {
                let m = TableMemory::scratch(bytes, spec.pages)?;
                par.place(&m);
                m
            }
        };
        let plain = Input::Plain(t);
        let fill = |d: &Defined| -> Vec<u64> {
            d.context.iter().map(|&w| address(w, &plain, 0, mem.addr(), None, 0)).collect()
        };
        let (hctx, sctx) = (fill(hist), fill(scat));
        let checked = self.checked;
        let _checked = guard(checked, || {
            let mut r = input_regions(&plain);
            r.push(bounds::region(mem.addr(), mem.len()));
            r.extend(context_regions(&hist.context, &hctx));
            r.extend(context_regions(&scat.context, &sctx));
            r
        });
        let (hk, sk) = (self.session.kernel(hist.id), self.session.kernel(scat.id));
        // Both passes read their columns with software prefetches ahead (see `Streams`, and
        // why probes do not).
        // The scatter reads the kept columns, which include the keys.
        let hist_streams = Streams::new(plain.streams(&spec.keys), self.stream_ahead);
        let scatter_streams = Streams::new(plain.streams(&spec.keep), self.stream_ahead);
        let fanout = spec.radix.fanout() as usize;
        let parts = chunks(rows.clone(), par.threads());
        let counts = per_chunk(par, parts.len(), |c| {
            let mut h = vec![0u64; fanout];
            let _counts = checked.then(|| bounds::local(&[bounds::of_slice(&h)]));
            let counters = h.as_mut_ptr();
            hist_streams.run(parts[c].start as u64, parts[c].end as u64, |s, e| {
                // SAFETY: the context holds the key columns of `t` (alive, at least `end` rows);
                // the kernel adds to `fanout` counters, which `h` holds.
                unsafe { hk.call(&hctx, s, e, counters.cast()) }
            });
            h
        })?;
        let offsets = radix::offsets(&counts, fanout);
        per_chunk(par, parts.len(), |c| {
            let mut state = scatter::new_state(&offsets[c]);
            let _state = checked.then(|| bounds::local(&[bounds::of_slice(&state)]));
            let st = state.as_mut_ptr();
            scatter_streams.run(parts[c].start as u64, parts[c].end as u64, |s, e| {
                // SAFETY: the state has the cursors, starts and line buffers the kernel was
                // compiled for; the cursors are this chunk's own output ranges from the prefix
                // sums (carried over from one piece of the chunk to the next), so its writes
                // stay inside `mem` (the context's output) and disjoint from other chunks'.
                unsafe { sk.call(&sctx, s, e, st.cast()) }
            });
            scatter::stream_fence();
            scatter::flush_tails(&state, spec.radix, &tuple, &mem);
        })?;
        par.filled(&mem, &t.name);
        Ok(Input::Tuples { mem, tuple, rows: rows.len(), of: t })
    }

    fn build<'a>(
        &'a mut self,
        side: &'a BuildSide,
        input: &'a Input<'a>,
        tables: &'a [&'a TableMemory],
    ) -> Result<Box<dyn BuildRows + 'a>, EngineError> {
        let kernel = BuildKernel::over(side, input);
        let d = self.memoized(input.data().rows, || kernel.request(), |s| Ok(vec![kernel.compile(s)?]))?.remove(0);
        let prefetch: Vec<PrefetchDesc> = if d.context.contains(&Word::Prefetch) {
            tables.iter().map(|t| prefetch_desc(&side.lookup, t.addr(), input, &side.keys)).collect()
        } else {
            Vec::new()
        };
        let ctxs: Vec<Vec<u64>> = tables
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let desc = prefetch.get(i).map_or(0, |p| p as *const PrefetchDesc as u64);
                d.context.iter().map(|&w| address(w, input, t.addr(), 0, None, desc)).collect()
            })
            .collect();
        let checked = guard(self.checked, || {
            let mut r = input_regions(input);
            r.extend(tables.iter().map(|t| bounds::region(t.addr(), t.len())));
            r.extend(ctxs.iter().flat_map(|ctx| context_regions(&d.context, ctx)));
            r.push(bounds::of_slice(&prefetch));
            r
        });
        let this: &'a JitEngine = self;
        Ok(Box::new(JitBuild { kernel: this.session.kernel(d.id), ctxs, _prefetch: prefetch, _checked: checked }))
    }

    fn probe<'a>(
        &'a mut self,
        p: &'a Pipeline,
        input: &'a Input<'a>,
        sets: &'a [Built<'a>],
    ) -> Result<Box<dyn ProbeRows + 'a>, EngineError> {
        let kernel =
            ProbeKernel::reading(p, input, sets.first().expect("a probe reads at least one set of structures"));
        let d = self.memoized(input.data().rows, || kernel.request(), |s| Ok(vec![kernel.compile(s)?]))?.remove(0);
        let (types, packs) = (&kernel.types, &kernel.packs);
        let descs: Vec<Vec<PrefetchDesc>> = sets
            .iter()
            .map(|built| {
                p.front
                    .prefetched()
                    .iter()
                    .map(|&j| {
                        let keys: Vec<(usize, ColType)> = p.joins[j]
                            .keys
                            .iter()
                            .map(|k| match *k {
                                Source::Probe { col, ty } => (col, ty),
                                Source::Slot { .. } => unreachable!("prefetched joins have probe-table keys"),
                            })
                            .collect();
                        prefetch_desc(&p.joins[j].lookup, built.mems[j].addr(), input, &keys)
                    })
                    .collect()
            })
            .collect();
        let ctxs: Vec<Vec<u64>> = sets
            .iter()
            .zip(&descs)
            .map(|(built, descs)| {
                d.context.iter().map(|&w| address(w, input, 0, 0, Some(built), descs.as_ptr() as u64)).collect()
            })
            .collect();
        let checked = guard(self.checked, || {
            let mut r = input_regions(input);
            for built in sets {
                r.extend(built.mems.iter().map(|m| bounds::region(m.addr(), m.len())));
                r.extend(built.inputs.iter().flat_map(input_regions));
                for runs in built.runs.iter().flatten() {
                    r.extend([
                        bounds::of_slice(&runs.slots),
                        bounds::of_slice(&runs.starts),
                        bounds::of_slice(&runs.entries),
                    ]);
                }
            }
            r.extend(descs.iter().map(|d| bounds::of_slice(d)));
            r.extend(ctxs.iter().flat_map(|ctx| context_regions(&d.context, ctx)));
            r
        });
        let emit = matches!(p.sink, Sink::Emit { .. });
        let this: &'a JitEngine = self;
        // A staged front's later passes read their columns with prefetches ahead (see
        // `StagedFront::streamed`); the kernel then runs in chunks, which a probe may.
        let streamed = p.front.staged().map_or(Vec::new(), |f| f.streamed.clone());
        let streams = match packs.is_empty() {
            true => input.streams(&streamed),
            // A plain input with packed columns: each stream is the copy the kernel reads.
            false => streamed
                .iter()
                .map(|&c| match packs[c] {
                    Some(pk) => (input.packed_addr(c), pk.width as u64),
                    None => (input.column_addr(c), types[c].width() as u64),
                })
                .collect(),
        };
        let streams = Streams::new(streams, self.stream_ahead);
        Ok(Box::new(JitProbe { kernel: this.session.kernel(d.id), ctxs, emit, _prefetch: descs, checked, streams }))
    }

    fn probe_ahead(&mut self, p: &Pipeline, input: &Input<'_>, builds: &[(Vec<ColType>, Shape<'_>)]) {
        // A small probe that starts adaptively runs on the generic engine, without its kernel.
        if self.adaptive != Adaptive::Off && input.data().rows <= self.generic_rows {
            return;
        }
        let kernel = ProbeKernel::over(p, input, builds.to_vec(), vec![false; builds.len()]);
        self.ahead_of(input.data().rows, || kernel.request(), |l| kernel.compile(l));
    }

    fn pending_build(&mut self, side: &BuildSide, input: &Input<'_>) -> Option<crate::engine::Pending> {
        if self.adaptive == Adaptive::Off || !matches!(input, Input::Plain(_)) {
            return None;
        }
        let kernel = BuildKernel::over(side, input);
        self.adaptive_start(input.data().rows, || kernel.request(), |l| kernel.compile(l))
    }

    fn pending_probe(
        &mut self,
        p: &Pipeline,
        input: &Input<'_>,
        built: &[Built<'_>],
    ) -> Option<crate::engine::Pending> {
        if self.adaptive == Adaptive::Off || !matches!(input, Input::Plain(_)) {
            return None;
        }
        let kernel = ProbeKernel::reading(p, input, built.first()?);
        self.adaptive_start(input.data().rows, || kernel.request(), |l| kernel.compile(l))
    }

    fn kernel_log(&self) -> &[crate::engine::KernelTime] {
        &self.session.log
    }

    fn kernels(&self) -> Kernels {
        let s = &self.session;
        Kernels {
            compiled: s.kernels() - s.cache_hits,
            cached: s.cache_hits,
            compile_time: s.compile_time,
            compile_work: s.compile_work(),
        }
    }
}

impl Drop for JitEngine {
    /// Kernels compiled ahead that no query took (an adaptive start that ran every morsel on the
    /// generic engine) are waited for, published to the process's kernel cache and stored on
    /// disk, so that the next engine or process finds them instead of compiling them again.
    fn drop(&mut self) {
        if self.ahead.is_empty() {
            return;
        }
        for (key, a) in std::mem::take(&mut self.ahead) {
            // A kernel that fails to compile here fails again, with its error, when a later
            // engine asks for it.
            let _ = self.session.shaped(key, |s| Ok(vec![s.take_ahead(a)?]));
        }
        let _ = self.session.finalize();
    }
}

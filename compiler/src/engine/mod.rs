//! The engine interface: what the runtime's driver asks of an engine, phase by phase, and
//! its two implementations, [`jit::JitEngine`] and [`generic::GenericEngine`].
//!
//! ```text
//!   partition(table, rows, spec, par, reuse)    radix joins: both sides, before build/probe;
//!     → Input                                   a probe side block by block, each into the
//!                                               memory of the block before (`reuse`)
//!   build(side, input, structures) → BuildRows  rows start..end into structure i (replicas)
//!   probe(pipeline, input, sets) → ProbeRows    rows start..end through every join to the sink,
//!                                               over set i's structures (a node's replicas)
//! ```
//! The driver owns everything else: statistics, planning, allocating structures, splitting
//! rows into morsels, running them on its workers, merging states. An engine decides only how
//! rows are processed. Partitioning is a whole pass (histogram, prefix sums, scatter), so it
//! runs its chunks on the driver's [`Parallel`]; builds and probes are handed out as per-morsel
//! functions the driver calls from its workers.

pub mod generic;
pub mod jit;

use crate::abi::Shape;
use crate::layout::memory::{MapError, TableMemory};
use crate::layout::radix::{Radix, TupleLayout};
use crate::layout::{DupRuns, DupSink, Lookup, key_bits};
use crate::plan::{BuildSide, Pipeline};
use jitjoin_ir::{ColType, Column, TableData};
use std::ops::Range;
use std::sync::Mutex;
use std::time::Duration;

/// What can go wrong inside an engine.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Compile(#[from] jit::CompileError),
    #[error(transparent)]
    Map(#[from] MapError),
    /// A worker failed while running the engine's chunks (the driver's error, boxed).
    #[error(transparent)]
    Workers(Box<dyn std::error::Error + Send + Sync>),
}

/// A table as the build or probe reads it: as it is, or radix-partitioned.
pub enum Input<'d> {
    Plain(&'d TableData),
    /// `rows` row-wise tuples at the start of `mem` (the JIT's partitions; `mem` may be a
    /// reused buffer longer than they need).
    Tuples {
        mem: TableMemory,
        tuple: TupleLayout,
        rows: usize,
        of: &'d TableData,
    },
    /// The partitioned columns, the others empty (the generic engine's partitions).
    Columns {
        data: TableData,
        tuple: TupleLayout,
    },
}

impl Input<'_> {
    /// The table whose rows this input holds (for tuples: the table they were cut from).
    pub fn data(&self) -> &TableData {
        match self {
            Input::Plain(t) | Input::Tuples { of: t, .. } => t,
            Input::Columns { data, .. } => data,
        }
    }

    /// How many rows this input holds (for a partitioned block of a table: the block's).
    pub fn rows(&self) -> usize {
        match self {
            Input::Tuples { rows, .. } => *rows,
            _ => self.data().rows,
        }
    }

    /// The memory holding a partitioned input's tuples, to be reused for the next block.
    pub fn into_memory(self) -> Option<TableMemory> {
        match self {
            Input::Tuples { mem, .. } => Some(mem),
            _ => None,
        }
    }

    /// Column types of the table.
    pub fn types(&self) -> Vec<ColType> {
        self.data().columns.iter().map(Column::ty).collect()
    }

    pub fn tuple(&self) -> Option<&TupleLayout> {
        match self {
            Input::Plain(_) => None,
            Input::Tuples { tuple, .. } | Input::Columns { tuple, .. } => Some(tuple),
        }
    }

    /// How a kernel reading this input would see it.
    pub fn shape(&self) -> Shape<'_> {
        self.tuple().map_or(Shape::Plain, Shape::Tuples)
    }

    pub fn plain(&self) -> bool {
        matches!(self, Input::Plain(_))
    }

    /// Address of column `c`'s first element (a plain or columnar input).
    pub fn column_addr(&self, c: usize) -> u64 {
        self.data().columns[c].as_ptr() as u64
    }

    /// Address of column `c`'s packed copy, which kernels compiled for it read.
    pub fn packed_addr(&self, c: usize) -> u64 {
        let p = self.data().packed(c).expect("a kernel reads the packed copy of a column that has one");
        p.bytes.as_ptr() as u64
    }

    /// The streams a kernel reading columns `cols` of this input reads row by row (address of
    /// row 0, bytes per row; see [`crate::abi::prefetch::Streams`]): those columns, or the
    /// tuples, which hold them.
    pub fn streams(&self, cols: &[usize]) -> Vec<(u64, u64)> {
        match self {
            Input::Tuples { mem, tuple, .. } => vec![(mem.addr(), tuple.width as u64)],
            _ => {
                let t = self.data();
                cols.iter().map(|&c| (self.column_addr(c), t.columns[c].ty().width() as u64)).collect()
            }
        }
    }

    /// Address of the first tuple (a JIT-partitioned input; 0 otherwise).
    pub fn tuples_addr(&self) -> u64 {
        match self {
            Input::Tuples { mem, .. } => mem.addr(),
            _ => 0,
        }
    }

    /// Column `col` at `row` (a tuple index for partitioned inputs) as raw little-endian bits,
    /// the low `width` bytes of which a slot stores.
    pub fn raw_bits(&self, col: usize, row: usize) -> u64 {
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

/// How to partition a table: by `keys` as `lookup` positions them into `radix`'s fan-out,
/// keeping the columns `keep`.
pub struct PartitionSpec<'a> {
    pub lookup: &'a Lookup,
    pub radix: Radix,
    pub keys: Vec<usize>,
    /// The columns the tuples hold: every one the build or the probe reads, the keys included.
    pub keep: Vec<usize>,
    /// The pages the tuples are mapped in.
    pub pages: crate::layout::memory::Pages,
}

impl PartitionSpec<'_> {
    /// The tuples a partition of `t` holds.
    pub fn tuple(&self, t: &TableData) -> TupleLayout {
        TupleLayout::new(&self.keep.iter().map(|&c| (c, t.columns[c].ty())).collect::<Vec<_>>())
    }
}

/// What the probe reads besides the probe table, per join: its structure, its build input and
/// its runs of duplicates. A probe may be given several sets (one per NUMA node's replicas,
/// or one per sub-table a row must be looked up in); each call says which set it reads.
pub struct Built<'a> {
    pub mems: &'a [&'a TableMemory],
    pub inputs: &'a [Input<'a>],
    pub runs: &'a [Option<&'a DupRuns>],
}

/// The driver's workers, as an engine's partitioning pass uses them.
pub trait Parallel: Sync {
    /// How many threads run chunks.
    fn threads(&self) -> usize;
    /// Call `f(i)` once for every `i` in `0..n`, spread over the workers; returns when all
    /// calls have returned.
    fn for_each(&self, n: usize, f: &(dyn Fn(usize) + Sync)) -> Result<(), EngineError>;
    /// Place `mem` on the memory of the workers' nodes (before it is first written).
    fn place(&self, mem: &TableMemory);
    /// `mem`, placed by [`Parallel::place`] (or reused from a buffer it placed), now holds
    /// the partitions of table `of`: where a runtime reports where its structures are, it
    /// asks the kernel now, while the buffer is full.
    fn filled(&self, _mem: &TableMemory, _of: &str) {}
}

/// Run `f(i)` for every `i` in `0..n` on `par`; results in index order.
pub fn per_chunk<R: Send>(par: &dyn Parallel, n: usize, f: impl Fn(usize) -> R + Sync) -> Result<Vec<R>, EngineError> {
    let out: Vec<Mutex<Option<R>>> = (0..n).map(|_| Mutex::new(None)).collect();
    par.for_each(n, &|i| {
        let r = f(i);
        *out[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
    })?;
    Ok(out
        .into_iter()
        .map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner()).expect("for_each calls every index"))
        .collect())
}

/// Chunks of a partitioning pass over `rows`: a few per thread, at least 4096 rows each.
pub fn chunks(rows: Range<usize>, threads: usize) -> Vec<Range<usize>> {
    let size = (rows.len() / (threads.max(1) * 8)).max(4096);
    let end = rows.end;
    rows.step_by(size).map(|s| s..(s + size).min(end)).collect()
}

/// A build side's rows, morsel by morsel.
pub trait BuildRows: Sync {
    /// Insert rows `start..end` (of the build input) into structure `table` (an index into the
    /// structures the build was made for: one per replica); rows whose key was there already
    /// are counted in the result, and an inner join's rows past the clustered duplicates are
    /// noted in `sink`.
    fn rows(&self, table: usize, start: usize, end: usize, sink: &mut DupSink) -> u64;
}

/// The probe pipeline's rows, morsel by morsel.
pub trait ProbeRows: Sync {
    /// Run rows `start..end` of the probe input through the pipeline into `state`, looking
    /// them up in the structures of set `set` (an index into the probe's [`Built`] sets).
    fn rows(&self, set: usize, start: usize, end: usize, state: &mut ProbeState);
}

/// One thread's probe state: the pipeline state words (see [`crate::abi::state`]), the rows
/// an `emit` pipeline wrote, and a grouped pipeline's groups.
pub struct ProbeState {
    pub words: Vec<u128>,
    pub emitted: Vec<u64>,
    pub groups: Option<crate::layout::group::GroupTable>,
}

impl ProbeState {
    pub fn new(p: &Pipeline) -> ProbeState {
        ProbeState {
            words: crate::abi::state::new_state(p),
            emitted: Vec::new(),
            groups: crate::abi::state::new_groups(p),
        }
    }
}

/// Kernels an engine compiled and found compiled, and the time compiling took.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kernels {
    pub compiled: usize,
    pub cached: usize,
    /// Time the query waited for code (compiling on its thread, or waiting for a kernel
    /// compiled on another).
    pub compile_time: Duration,
    /// Time spent compiling on any thread.
    pub compile_work: Duration,
}

/// One kernel's definition and what it cost (`finalize`: making the kernels defined since the
/// last one callable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelTime {
    pub kernel: String,
    pub time: Duration,
    /// Found in the process's kernel cache or on disk: lowered, not compiled.
    pub cached: bool,
    /// Found in the kernel cache on disk ([`jit::disk`]).
    pub disk: bool,
    /// Lowered to find it (or compile it); a kernel found by its shape on disk is not.
    pub lowered: bool,
    /// Compiled in the JIT's quick tier (for few rows; [`jit::JitSession::quick`]).
    pub quick: bool,
    /// Compiled on another thread while the query went on (`time` is that thread's work and
    /// the lowering; the query waited only for what was left).
    pub ahead: bool,
}

/// An adaptive start: the caller runs the generic engine's rows (which read and write the same
/// structures and state) and asks for the kernel once it is [`Pending::ready`]; the kernel is
/// compiling on another thread, or is not compiled at all ([`Pending::generic`]) where the
/// phase is too small to be worth it.
#[derive(Clone, Debug)]
pub struct Pending {
    pub(crate) ready: std::sync::Arc<std::sync::atomic::AtomicBool>,
    pub(crate) compiling: bool,
}

impl Pending {
    /// A phase the generic engine runs whole: its kernel is never ready.
    pub fn generic() -> Pending {
        Pending { ready: Default::default(), compiling: false }
    }

    /// Whether the engine hands out the kernel now without waiting.
    pub fn ready(&self) -> bool {
        self.ready.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Whether a thread is compiling the kernel (which a worker may leave its CPU to).
    pub fn compiling(&self) -> bool {
        self.compiling
    }
}

/// One engine: the JIT or the generic engine.
pub trait Engine {
    fn name(&self) -> &'static str;

    /// Radix-partition rows `rows` of `t` as `spec` says, on `par`. The partitioned rows are
    /// numbered from 0. `reuse` is the memory of an earlier block's tuples, which a partition
    /// into tuples writes into again when it is large enough (its pages are mapped already).
    fn partition<'d>(
        &mut self,
        t: &'d TableData,
        rows: Range<usize>,
        spec: &PartitionSpec<'_>,
        par: &dyn Parallel,
        reuse: Option<TableMemory>,
    ) -> Result<Input<'d>, EngineError>;

    /// Rows of `input` into `side`'s structures `tables` (zeroed, or filled with the layout's
    /// sentinel; several for replicas, each call of [`BuildRows::rows`] names one).
    fn build<'a>(
        &'a mut self,
        side: &'a BuildSide,
        input: &'a Input<'a>,
        tables: &'a [&'a TableMemory],
    ) -> Result<Box<dyn BuildRows + 'a>, EngineError>;

    /// Rows of `input` through `pipeline`, over the structures of one of the sets in `built`.
    fn probe<'a>(
        &'a mut self,
        pipeline: &'a Pipeline,
        input: &'a Input<'a>,
        built: &'a [Built<'a>],
    ) -> Result<Box<dyn ProbeRows + 'a>, EngineError>;

    /// A hint, given before the builds: the probe of `pipeline` over `input` will read
    /// builds over inputs of these types and shapes (none with runs of duplicates, as a plan
    /// assumes). An engine that compiles may start on the probe kernel now, on another thread,
    /// so that the probe need not wait for it; [`Engine::probe`] takes it when it asks for the
    /// same kernel, and compiles anew when the builds found otherwise.
    fn probe_ahead(&mut self, _pipeline: &Pipeline, _input: &Input<'_>, _builds: &[(Vec<ColType>, Shape<'_>)]) {}

    /// Adaptive start: when the kernel [`Engine::build`] would ask for over a plain `input`
    /// is not at hand (neither compiled nor stored), the phase starts on the generic engine,
    /// which writes the same structures: the caller builds morsels with it until the
    /// returned flag is set, then calls `build` for the rest. The engine compiles the kernel
    /// meanwhile on another thread, or not at all for a small input. `None`: call `build`
    /// now (its kernel is at hand, or this engine does not start adaptively).
    fn pending_build(&mut self, _side: &BuildSide, _input: &Input<'_>) -> Option<Pending> {
        None
    }

    /// [`Engine::pending_build`] for the probe kernel [`Engine::probe`] would ask for.
    fn pending_probe(&mut self, _pipeline: &Pipeline, _input: &Input<'_>, _built: &[Built<'_>]) -> Option<Pending> {
        None
    }

    /// Kernels so far.
    fn kernels(&self) -> Kernels;

    /// Every kernel definition so far, in order (none for an engine that compiles nothing).
    fn kernel_log(&self) -> &[KernelTime] {
        &[]
    }
}

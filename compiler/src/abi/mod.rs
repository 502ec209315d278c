//! The kernel ABI: everything compiled code and the code that calls it agree on.
//!
//! Every kernel, whatever it does, has one signature:
//!
//! ```text
//!   extern "C" fn(ctx: *const u64, start: u64, end: u64, state: *mut u8) -> u64
//!
//!   ctx         the context block: the addresses the kernel reads and writes, one u64 per
//!               word, in the order of the kernel's `Vec<Word>` (see below)
//!   start, end  the rows to process: a morsel, or a chunk of a partitioning pass
//!   state       what one call owns:
//!                 build      a `layout::DupSink` (rows past the clustered duplicates)
//!                 histogram  the chunk's counters, one u64 per partition
//!                 scatter    the scatter state (`scatter`)
//!                 probe      the thread's pipeline state (`state`), with its emit buffer
//!   returns     build: rows whose key was in the structure already; every other kernel 0
//! ```
//!
//! **What is code and what is context.** Whatever specialises a kernel is compiled in as an
//! immediate: masks, shifts, slot sizes and offsets, key ranges, filter constants, tuple
//! widths, prefetch distances, the number of prefetched joins. Every address is a context
//! word: columns, partitioned tuples, structures, runs of duplicates, prefetch descriptors,
//! in-lists. A kernel therefore depends only on the plan's layouts, never on where the data
//! is, and the process's kernel cache is keyed by the code alone: running a plan again on
//! other data of the same layout compiles nothing.
//!
//! The lowering names each word it reads with a [`Word`] as it meets it; the list it returns
//! with the kernel is the context layout, and whoever calls the kernel fills one address per
//! word ([`Word`] says which). The lowering loads each word once, in the kernel's entry block,
//! so a kernel reads each address once per call, outside its loops.
//!
//! Helpers kernels call are imported by name (`HELPERS`), so that code written to an object
//! file links against them the same way the JIT resolves them.
//!
//! The hash function compiled code and Rust agree on is the layouts' own
//! ([`crate::layout::hash`]'s `multiplicative_home`): the lowering emits its CLIF twin, and
//! the prefetch helper and the generic engine call it.

pub mod bounds;
pub mod emit;
pub mod prefetch;
pub mod scatter;
pub mod state;

use jitjoin_ir::ColType;

/// The kernel calling convention (see the module docs).
pub type KernelFn = unsafe extern "C" fn(ctx: *const u64, start: u64, end: u64, state: *mut u8) -> u64;

/// One word of a kernel's context block: which address goes there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Word {
    /// The first element of column `c` of the kernel's input table.
    Column(usize),
    /// The first byte of column `c`'s packed copy ([`jitjoin_ir::packed`]).
    Packed(usize),
    /// The first tuple of the kernel's input, radix-partitioned into tuples.
    Tuples,
    /// The structure (hash table or vector) a build kernel fills.
    Table,
    /// The first output tuple of a scatter kernel.
    Output,
    /// Join `j`'s structure, read by a probe kernel.
    Structure(usize),
    /// Column `col` of join `j`'s build input (a vector join reading carried columns by row).
    BuildColumn {
        join: usize,
        col: usize,
    },
    /// Join `j`'s build input as partitioned tuples.
    BuildTuples(usize),
    /// Join `j`'s runs of duplicates ([`crate::layout::DupRuns`]): its sorted slots, how many
    /// there are (a value, not an address), the run starts and the entries.
    RunSlots(usize),
    RunCount(usize),
    RunStarts(usize),
    RunEntries(usize),
    /// The probe's prefetch descriptors ([`prefetch::PrefetchDesc`]), one per prefetched join.
    Prefetch,
    /// A long `in` list's sorted words (`len` of them), a constant of the plan at `addr`.
    InList {
        addr: u64,
        len: usize,
    },
    /// The table [`LANES`] (the staged probe front's selection lanes).
    Lanes,
}

/// For each 8-bit mask, the positions of its set bits in ascending order, then zeros: the
/// staged probe front turns the mask of 8 rows' tests into their selection-vector entries with
/// one 16-byte load ([`Word::Lanes`]).
///
/// ```text
///   LANES[0b0010_1001] = [0, 3, 5, 0, 0, 0, 0, 0]
/// ```
pub static LANES: Lanes = Lanes(lanes());

/// [`LANES`]: 256 rows of eight `u16`, 4 KiB, each row 16-byte aligned.
#[repr(C, align(16))]
pub struct Lanes(pub [[u16; 8]; 256]);

const fn lanes() -> [[u16; 8]; 256] {
    let mut t = [[0u16; 8]; 256];
    let mut m = 0;
    while m < 256 {
        let (mut n, mut l) = (0, 0);
        while l < 8 {
            if (m >> l) & 1 == 1 {
                t[m][n] = l as u16;
                n += 1;
            }
            l += 1;
        }
        m += 1;
    }
    t
}

impl std::fmt::Display for Word {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Word::Column(c) => write!(f, "column {c}"),
            Word::Packed(c) => write!(f, "column {c} packed"),
            Word::Tuples => write!(f, "input tuples"),
            Word::Table => write!(f, "structure"),
            Word::Output => write!(f, "output tuples"),
            Word::Structure(j) => write!(f, "join {j} structure"),
            Word::BuildColumn { join, col } => write!(f, "join {join} build column {col}"),
            Word::BuildTuples(j) => write!(f, "join {j} build tuples"),
            Word::RunSlots(j) => write!(f, "join {j} run slots"),
            Word::RunCount(j) => write!(f, "join {j} run count"),
            Word::RunStarts(j) => write!(f, "join {j} run starts"),
            Word::RunEntries(j) => write!(f, "join {j} run entries"),
            Word::Prefetch => write!(f, "prefetch descriptors"),
            Word::InList { len, .. } => write!(f, "in-list of {len} words"),
            Word::Lanes => write!(f, "selection lanes"),
        }
    }
}

/// A column as a kernel addresses it: the context word of its base, the byte offset of the
/// value from there, its type, and the bytes from one row's value to the next (the type's
/// width for a plain column, the tuple width for a field of partitioned tuples).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColumnRef {
    pub base: Word,
    pub offset: u32,
    pub ty: ColType,
    pub stride: u32,
    /// A packed column's layout: its values are `stride`-byte offsets from its smallest
    /// value, at its [`Word::Packed`] word.
    pub pack: Option<Pack>,
}

/// How a packed column ([`jitjoin_ir::packed`]) is read: `width` bytes a row (1 to 4), each
/// an unsigned offset added to `min_bits` (the smallest value's bits in the column's type),
/// wrapping in the type's width. Both are compiled into the kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pack {
    pub width: u8,
    pub min_bits: u64,
}

impl ColumnRef {
    /// Column `c` read from its packed copy laid out as `pack` says.
    pub fn packed(c: usize, ty: ColType, pack: Pack) -> ColumnRef {
        ColumnRef { base: Word::Packed(c), offset: 0, ty, stride: pack.width as u32, pack: Some(pack) }
    }
}

/// How a kernel's input table is laid out: plain columns, or radix-partitioned tuples.
#[derive(Clone, Copy, Debug, Hash)]
pub enum Shape<'a> {
    Plain,
    Tuples(&'a crate::layout::radix::TupleLayout),
}

/// The columns of a table of `types` in `shape`: plain columns at `column(c)`, or the fields
/// of tuples at `tuples` (columns the tuples do not hold are never read, and stay plain).
pub fn columns(types: &[ColType], shape: Shape<'_>, column: impl Fn(usize) -> Word, tuples: Word) -> Vec<ColumnRef> {
    types
        .iter()
        .enumerate()
        .map(|(c, &ty)| match shape {
            Shape::Tuples(t) => match t.field(c) {
                Some(f) => ColumnRef { base: tuples, offset: f.offset, ty: f.ty, stride: t.width, pack: None },
                None => ColumnRef { base: column(c), offset: 0, ty, stride: ty.width() as u32, pack: None },
            },
            Shape::Plain => ColumnRef { base: column(c), offset: 0, ty, stride: ty.width() as u32, pack: None },
        })
        .collect()
}

/// The helpers kernels import, by symbol name, with their addresses in this process, their
/// number of (i64) parameters and whether they return an i64.
pub fn helpers() -> [(&'static str, *const u8, usize, bool); 6] {
    [
        ("jj_emit_grow", jj_emit_grow as *const u8, 1, false),
        ("jj_prefetch", prefetch::jj_prefetch as *const u8, 4, false),
        ("jj_stream_line", scatter::jj_stream_line as *const u8, 2, false),
        ("jj_note_dup", jj_note_dup as *const u8, 3, false),
        ("jj_group_find", jj_group_find as *const u8, 1, true),
        ("jj_prefetch_rows", prefetch::jj_prefetch_rows as *const u8, 4, false),
    ]
}

/// Called by grouping kernels whose groups are hashed: the address of the block of the
/// group whose key words the kernel wrote to [`state::GROUP_KEYS`].
///
/// # Safety
/// `state` must be a group pipeline state whose table pointer was set by
/// [`state::attach_groups`] to a live table no one else uses meanwhile.
pub unsafe extern "C" fn jj_group_find(state: *mut u8) -> u64 {
    // SAFETY: the kernel passes the state it was given, set up as the contract says.
    unsafe { state::group_find(state) }
}

/// Called by emit kernels when their row buffer is full (see [`state::EMIT_PTR`]).
///
/// # Safety
/// `state` must be an emit pipeline state whose owner word points to a live `Vec<u64>`.
pub unsafe extern "C" fn jj_emit_grow(state: *mut u8) {
    // SAFETY: the kernel passes the state it was given; its words are laid out as documented
    // in `state`, and the owner pointer was set by `emit::attach`.
    unsafe { emit::grow(state) }
}

/// Called by build kernels for a row whose key is in the table already (inner joins).
///
/// # Safety
/// `state` must point to a live [`crate::layout::DupSink`] that no other thread uses meanwhile.
pub unsafe extern "C" fn jj_note_dup(state: *mut u8, slot: u64, row: u64) {
    // SAFETY: the caller passes each build worker its own `DupSink` as the kernel's state.
    let sink = unsafe { &mut *state.cast::<crate::layout::DupSink>() };
    sink.note(slot, row);
}

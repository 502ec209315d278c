//! Physical planning: a verified [`Query`] becomes build sides and one probe pipeline.
//!
//! ```text
//!   build pipelines (one per join, run first):  scan B_j → filter_j → insert into table_j
//!   probe pipeline (fused into one loop):       scan P → filter_P → probe table_0 → … → sink
//! ```
//! Every value the probe pipeline reads after a join comes from that join's matching slot, so
//! the plan records for each value whether it is a probe-table column or a slot field.

pub mod front;
pub mod numa;

pub use crate::layout::Lookup;
use crate::layout::group::{AggSlot, GroupLayout};
use crate::layout::memory::Pages;
use crate::layout::radix::Radix;
use crate::layout::vector::VectorLayout;
use crate::layout::{Field, KeyStats, TableLayout};
use crate::target::{ProbeCosts, Target};
use jitjoin_ir::ColType;
use jitjoin_ir::plan::{AggFunc, Algorithm, ArithOp, JoinKind};
use jitjoin_ir::query::{Calc, ColId, OutputSpec, Pred, Query};

/// Where the pipeline reads a value.
#[derive(Clone, Copy, Debug, PartialEq, Hash)]
pub enum Source {
    /// Column `col` of the probe table at the current row.
    Probe { col: usize, ty: ColType },
    /// A field of the slot that join `join` matched.
    Slot { join: usize, field: Field },
}

impl Source {
    pub fn ty(&self) -> ColType {
        match self {
            Source::Probe { ty, .. } => *ty,
            Source::Slot { field, .. } => field.ty,
        }
    }
}

/// `in` lists up to this long are compared value by value in both engines; longer ones are
/// searched (a binary search over the list's sorted words).
pub const SHORT_IN: usize = 8;

/// One build side: the table it scans, its filter, its lookup structure, and whether both
/// sides are radix-partitioned first.
#[derive(Clone, Debug, PartialEq)]
pub struct BuildSide {
    pub table: usize,
    /// The join's kind: semi and anti joins keep one entry per distinct key.
    pub kind: JoinKind,
    pub keys: Vec<(usize, ColType)>,
    pub filter: Option<Pred>,
    pub lookup: Lookup,
    pub radix: Option<Radix>,
    /// Rows to prefetch ahead, when the structure is probed unpartitioned from beyond the cache.
    pub prefetch: Option<u32>,
    /// The pages the structure is mapped in, and those of the partitioned tuples of both sides
    /// ([`pages_for`]).
    pub pages: Pages,
    pub buffer_pages: Pages,
    /// Each decision and its reason, for `explain`.
    pub why: Vec<String>,
    /// [`JoinStats::keeps`].
    pub keeps: f64,
    /// [`JoinStats::kept_keys`].
    pub kept_keys: Option<KeptKeys>,
}

/// Columns a predicate reads, added to `out`.
pub fn pred_columns(p: &Pred, out: &mut Vec<usize>) {
    match p {
        Pred::Cmp { col, .. } | Pred::Between { col, .. } | Pred::In { col, .. } => out.push(*col),
        Pred::And(ps) | Pred::Or(ps) => ps.iter().for_each(|q| pred_columns(q, out)),
        Pred::Not(q) => pred_columns(q, out),
        // Reads no value: over an engine's columns, which hold no nulls, it is false.
        Pred::IsNull { .. } => {}
        // Never seen by an engine: the driver lowers it to a test of codes.
        Pred::Text { col, .. } => out.push(*col),
    }
}

impl BuildSide {
    /// Every column of the build table the build (and, through row ids, the probe) reads.
    pub fn read_columns(&self) -> Vec<usize> {
        let mut out: Vec<usize> = self.keys.iter().map(|k| k.0).collect();
        if let Some(f) = &self.filter {
            pred_columns(f, &mut out);
        }
        match &self.lookup {
            Lookup::Hash(l) => out.extend(l.payload.iter().map(|f| f.col)),
            Lookup::Vector(v) => match &v.elem {
                crate::layout::vector::Elem::Bit => {}
                crate::layout::vector::Elem::Value { field, .. } => out.push(field.col),
                crate::layout::vector::Elem::RowId { carried, .. } => out.extend(carried.iter().map(|f| f.col)),
            },
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Whether the probe still reads this join's build input (a vector of row ids reads the
    /// carried columns through it); otherwise a partitioned build input's memory is free for
    /// reuse once the structure is built.
    pub fn probe_reads_input(&self) -> bool {
        matches!(&self.lookup, Lookup::Vector(v) if matches!(v.elem, crate::layout::vector::Elem::RowId { .. }))
    }

    /// The algorithm's name as reports show it.
    pub fn algorithm(&self) -> &'static str {
        match (&self.lookup, self.radix) {
            (Lookup::Hash(_), None) => "hash",
            (Lookup::Vector(_), None) => "vector",
            (Lookup::Hash(_), Some(_)) => "radix",
            (Lookup::Vector(_), Some(_)) => "radix+vector",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct ProbeJoin {
    pub kind: JoinKind,
    pub keys: Vec<Source>,
    pub lookup: Lookup,
    /// Build keys are unique (known after the build): stop at the first match.
    pub unique: bool,
    /// Rows to prefetch ahead (see [`BuildSide::prefetch`]).
    pub prefetch: Option<u32>,
    /// [`JoinStats::keeps`].
    pub keeps: f64,
    /// [`JoinStats::kept_keys`].
    pub kept_keys: Option<KeptKeys>,
}

// The hashes below name every field (a destructuring, so a field added later does not compile
// until it is hashed too), the shares by their bits: kernels are cached by these hashes.

impl std::hash::Hash for ProbeJoin {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let ProbeJoin { kind, keys, lookup, unique, prefetch, keeps, kept_keys } = self;
        (kind, keys, lookup, unique, prefetch, keeps.to_bits(), kept_keys).hash(h);
    }
}

impl std::hash::Hash for BuildSide {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let BuildSide {
            table,
            kind,
            keys,
            filter,
            lookup,
            radix,
            prefetch,
            pages,
            buffer_pages,
            why,
            keeps,
            kept_keys,
        } = self;
        (table, kind, keys, filter, lookup, radix, prefetch).hash(h);
        (pages, buffer_pages, why, keeps.to_bits(), kept_keys).hash(h);
    }
}

impl std::hash::Hash for JoinStats {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let JoinStats { keys, carried, probe_rows, keeps, kept_keys } = self;
        (keys, carried, probe_rows, keeps.to_bits(), kept_keys).hash(h);
    }
}

impl std::hash::Hash for KeptKeys {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let KeptKeys { range, probe_share } = self;
        (range, probe_share.to_bits()).hash(h);
    }
}

impl ProbeJoin {
    /// The share of the probed rows the join keeps ([`keeps`] of its kind and its build
    /// filter's share): an anti join keeps the rows whose keys its filter drops.
    pub fn kept(&self) -> f64 {
        keeps(self.kind, self.keeps)
    }
}

/// An aggregate and where its per-thread accumulator lives in the probe state.
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct AggPlan {
    pub func: AggFunc,
    pub arg: Option<ArgPlan>,
}

impl AggPlan {
    /// What the aggregate's accumulator holds.
    pub fn slot(&self) -> AggSlot {
        (self.func, self.arg.as_ref().map(ArgPlan::ty))
    }

    /// The argument when it is one value the pipeline reads.
    pub fn source(&self) -> Option<Source> {
        match self.arg {
            Some(ArgPlan::Src(s)) => Some(s),
            _ => None,
        }
    }
}

/// An aggregate's argument as the pipeline computes it ([`jitjoin_ir::query::Calc`] over
/// sources): integers exact in 128 bits, `f64` when an operand is.
#[derive(Clone, Debug, PartialEq, Hash)]
pub enum ArgPlan {
    Src(Source),
    Const(jitjoin_ir::Value),
    Bin(ArithOp, Box<ArgPlan>, Box<ArgPlan>),
}

impl ArgPlan {
    /// The value's type: a source's own, `f64` for arithmetic with an `f64` operand, else
    /// `i64` (the type of an exact integer result).
    pub fn ty(&self) -> ColType {
        match self {
            ArgPlan::Src(s) => s.ty(),
            _ if self.is_float() => ColType::F64,
            _ => ColType::I64,
        }
    }

    pub fn is_float(&self) -> bool {
        match self {
            ArgPlan::Src(s) => s.ty() == ColType::F64,
            ArgPlan::Const(v) => matches!(v, jitjoin_ir::Value::Float(_)),
            ArgPlan::Bin(_, l, r) => l.is_float() || r.is_float(),
        }
    }

    /// An upper bound on the bits of the magnitude of the values the argument takes, from its
    /// sources' machine types and its constants (see [`jitjoin_ir::query::Calc::bits`], which
    /// also knows decimals' precision; this bound is never below that one).
    pub fn bits(&self) -> u32 {
        match self {
            ArgPlan::Src(s) => jitjoin_ir::query::column_bits(s.ty(), jitjoin_ir::Logical::Number),
            ArgPlan::Const(jitjoin_ir::Value::Int(i)) => 128 - i.unsigned_abs().leading_zeros(),
            ArgPlan::Const(_) => 0,
            ArgPlan::Bin(op, l, r) => match op {
                ArithOp::Mul => l.bits() + r.bits(),
                _ => l.bits().max(r.bits()) + 1,
            },
        }
    }

    /// Can integer arithmetic in the argument, or a sum of its values over fewer than 2^63
    /// tuples, leave 128 bits? Kernels check such an argument's operations and sum for
    /// overflow (and only such).
    pub fn may_overflow(&self) -> bool {
        !self.is_float() && self.bits() > 64
    }

    /// Every source the argument reads.
    pub fn sources(&self) -> Vec<Source> {
        match self {
            ArgPlan::Src(s) => vec![*s],
            ArgPlan::Const(_) => Vec::new(),
            ArgPlan::Bin(_, l, r) => {
                let mut out = l.sources();
                out.extend(r.sources());
                out
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub enum Sink {
    Aggregate(Vec<AggPlan>),
    /// Aggregates per group of the `keys`' values, in blocks the layout finds
    /// ([`crate::layout::group`]).
    Group {
        keys: Vec<Source>,
        aggs: Vec<AggPlan>,
        layout: GroupLayout,
    },
    /// Rows of 64-bit words (integers extended, f64 as bits) written to a growable buffer.
    Emit {
        columns: Vec<Source>,
        limit: u64,
    },
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Pipeline {
    pub table: usize,
    pub filter: Option<Pred>,
    pub joins: Vec<ProbeJoin>,
    pub sink: Sink,
    /// How the probe kernel takes its rows; chosen with the probe input's shape (see
    /// [`front::ProbeFront::choose`]).
    pub front: front::ProbeFront,
}

impl Pipeline {
    /// Every column of the probe table the pipeline reads.
    pub fn probe_columns(&self) -> Vec<usize> {
        let mut out = Vec::new();
        if let Some(f) = &self.filter {
            pred_columns(f, &mut out);
        }
        let mut src = |s: &Source| {
            if let Source::Probe { col, .. } = s {
                out.push(*col);
            }
        };
        self.joins.iter().flat_map(|j| &j.keys).for_each(&mut src);
        match &self.sink {
            Sink::Aggregate(aggs) => {
                aggs.iter().flat_map(|a| a.arg.iter().flat_map(ArgPlan::sources)).for_each(|s| src(&s))
            }
            Sink::Group { keys, aggs, .. } => {
                keys.iter().for_each(&mut src);
                aggs.iter().flat_map(|a| a.arg.iter().flat_map(ArgPlan::sources)).for_each(|s| src(&s));
            }
            Sink::Emit { columns, .. } => columns.iter().for_each(&mut src),
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Columns of each build table that the pipeline reads after its join.
pub fn carried(q: &Query) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new(); q.joins.len()];
    let mut note = |c: ColId| {
        if let Some(j) = q.joins.iter().position(|j| j.build == c.table && j.kind == JoinKind::Inner)
            && !out[j].contains(&c.col)
        {
            out[j].push(c.col);
        }
    };
    for j in &q.joins {
        j.probe_keys.iter().for_each(|&c| note(c));
    }
    match &q.output {
        OutputSpec::Aggregate(aggs) => {
            aggs.iter().flat_map(|a| a.arg.iter().flat_map(Calc::columns)).for_each(&mut note)
        }
        OutputSpec::Group(g) => g
            .keys
            .iter()
            .copied()
            .chain(g.aggs.iter().flat_map(|a| a.arg.iter().flat_map(Calc::columns)))
            .for_each(&mut note),
        OutputSpec::Emit { columns, .. } => columns.iter().copied().for_each(&mut note),
    }
    out
}

/// How many times larger than the last-level cache a structure must be before `auto`
/// partitions, where no probe costs were measured (presets, and caches set on the command
/// line); the host weighs its calibrated costs instead ([`weigh_partitioning`]).
///
/// Partitioning reads both sides twice and writes them once more; on the development host
/// (2 threads, |S| = 2^26) that cost about 5 ns per probe tuple, and the unpartitioned probe
/// only cost more once the structure was 8–16× the measured cache
/// (vector join: 191 ms vs 384 ms partitioned at 4 MiB, equal at 16 MiB, 1.6 s vs 1.06 s at
/// 64 MiB). On a Zen 4 VM (effective cache measured at 4 MiB of a nominal 32 MiB, |S| = 2^28,
/// 2026-12-02, `jitjoin bench --sweep R.rows=2^23..2^24 --algorithm auto,vector --reps 7`,
/// two runs) the two were within 15 % either way at 8× and 16×: partitioned over unpartitioned
/// 1.11× and 1.04× the time at 32 MiB, 1.14× and 0.98× at 64 MiB. The crossover moves with
/// how much of the nominal cache the neighbours leave, which one measured size does not say.
/// Later that day, once the prefetching probe loop stopped keeping the structure's address on
/// the stack (`jj_prefetch_preserving`), partitioned took 1.12× and 1.10× the time at 32 and
/// 64 MiB (`jitjoin bench --sweep R.rows=2^20..2^24 --set S.rows=2^28 --algorithm auto,vector
/// --reps 3`), and 1.08× on workload A in fresh processes (4 interleaved pairs of `jitjoin run
/// --algorithm auto|vector`). The unpartitioned probe there is bound by the lines it fetches:
/// at 32 MiB, 2^28 random reads, seven in eight of them beyond the 4 MiB the neighbours leave,
/// fetch about 15 GB of 64-byte lines in 0.6 s, 25 GB/s against the 31.8 GB/s `calibrate`
/// measured on two threads. The earlier host measured the opposite, so a crossover taken from
/// one day of a shared VM would be tuned to that day: the host now times both kinds of probe
/// (`calibrate`'s probe sweep), and this constant only serves targets without that measurement.
pub const RADIX_OVER_LLC: u64 = 8;

/// The caches the planner sizes structures for: per core L2, and the last level a thread can
/// really use (the effective size where it was measured).
#[derive(Clone, Debug, PartialEq)]
pub struct CacheModel {
    pub l2: u64,
    pub llc: u64,
    /// "L3", "effective L3", or "L2" where the L2 is the last level.
    pub llc_name: String,
    /// Memory latency, for the prefetch distance.
    pub latency_ns: u32,
    /// Second-level TLB entries, which bound the radix fan-out.
    pub tlb_entries: u32,
    /// Cache line bytes: hash slots are padded so none straddles two lines.
    pub line: u32,
    /// Bytes a partitioning pass prefetches its input columns ahead ([`stream_ahead`]).
    pub stream_ahead: u32,
    /// ns for the first write to a fresh 4 KiB page and to a 2 MiB huge page, where measured
    /// ([`crate::target::Machine::fault_4k_ns`]).
    pub fault_ns: (Option<u32>, Option<u32>),
    /// Measured per-row costs of a probe beyond the cache and of partitioning, where
    /// calibrated: `auto` then weighs them ([`weigh_partitioning`]) instead of [`RADIX_OVER_LLC`].
    pub probe_costs: Option<ProbeCosts>,
}

/// How far ahead (bytes) a partitioning pass prefetches the columns it streams through
/// ([`crate::abi::prefetch::Streams`]): one core's bandwidth-delay product, memory latency ×
/// the core's share of the read bandwidth (at least [`numa::MLP`] lines, what a core keeps in
/// flight anyway), rounded up to a power of two within 1–16 KiB.
///
/// Hardware prefetchers should make this unnecessary, and on the 2-vCPU development VM they
/// do not: a histogram loop over a 4-byte column in DRAM ran at 1.64 ns per row without
/// software prefetches and at 1.12, 0.87, 0.80 and 0.82 with lines requested 512 B, 1 KiB,
/// 2 KiB and 4–16 KiB ahead (gcc -O2, one thread; 171 ns × 10.6 GB/s per core calibrated is
/// 1.8 KiB).
pub fn stream_ahead(latency_ns: u32, bandwidth_gbs: u32, cores: u32) -> u32 {
    let per_core = bandwidth_gbs as f64 / cores.max(1) as f64;
    let bytes = (latency_ns as f64 * per_core).max(numa::MLP * 64.0);
    (bytes.ceil() as u32).next_power_of_two().clamp(1 << 10, 16 << 10)
}

impl CacheModel {
    /// The model of a target: its L2 per core and its last level (the measured one when it
    /// has a measurement), with its memory latency, TLB and line size.
    pub fn of(t: &Target) -> CacheModel {
        let c = &t.caches;
        let mib = |n: u64| match n >= 1 << 20 {
            true => format!("{:.1} MiB", n as f64 / (1u64 << 20) as f64),
            false => format!("{:.1} KiB", n as f64 / 1024.0),
        };
        let (l2, llc, llc_name) = match (c.effective_llc, c.l3) {
            (Some(e), nominal) => {
                (c.l2, e, format!("effective last level (measured; nominal {})", mib(nominal.unwrap_or(c.l2))))
            }
            (None, Some(l3)) => (c.l2, l3, format!("L3 (per {} cores)", c.l3_shared_by)),
            (None, None) => (c.l1d.max(c.l2 / 8), c.l2, "shared L2 (no L3)".into()),
        };
        CacheModel {
            l2,
            llc,
            llc_name,
            latency_ns: c.mem_latency_ns,
            tlb_entries: c.tlb_entries,
            line: c.line,
            stream_ahead: stream_ahead(c.mem_latency_ns, t.machine.mem_bandwidth_gbs, t.machine.cores),
            fault_ns: (t.machine.fault_4k_ns, t.machine.fault_2m_ns),
            probe_costs: t.machine.probe_costs.clone(),
        }
    }

    /// The time (ms) the OS takes to hand out `bytes` of fresh memory mapped as
    /// [`crate::layout::memory::TableMemory`] maps it in `pages` (huge pages from 2 MiB up,
    /// where they were measured; 4 KiB pages otherwise), and the page size it counted; `None`
    /// where the costs were not measured.
    pub fn fresh_pages_ms(&self, bytes: u64, pages: Pages) -> Option<(f64, u64)> {
        const HUGE: u64 = 2 << 20;
        match self.fault_ns {
            (_, Some(huge)) if pages == Pages::Huge && bytes >= HUGE => {
                Some((bytes.div_ceil(HUGE) as f64 * huge as f64 / 1e6, HUGE))
            }
            (Some(small), _) => Some((bytes.div_ceil(4096) as f64 * small as f64 / 1e6, 4096)),
            (None, _) => None,
        }
    }

    /// Bytes the second-level TLB reaches in 4 KiB pages: an unpartitioned structure larger
    /// than this takes huge pages ([`pages_for`]).
    pub fn tlb_reach(&self) -> u64 {
        self.tlb_entries as u64 * 4096
    }

    /// Most radix bits of one pass: a line buffer per partition in half the L2, and no more
    /// output streams than TLB entries, at most [`crate::layout::radix::MAX_BITS`].
    pub fn max_radix_bits(&self) -> u32 {
        let fanout = (self.l2 / 128).min(self.tlb_entries as u64).max(2);
        (63 - fanout.leading_zeros()).min(crate::layout::radix::MAX_BITS)
    }

    /// Rows to prefetch ahead of a probe that misses the cache: enough to cover the memory
    /// latency at a few nanoseconds of work per row (latency / 8 ns, a power of two from 16 to
    /// 64; on this host 16 to 64 measured the same, and 256-row batches were 2× slower).
    pub fn prefetch_rows(&self) -> u32 {
        (self.latency_ns / 8).next_power_of_two().clamp(16, 64)
    }
}

/// Smallest block a partitioned probe side is cut into (bytes of tuples).
pub const MIN_PROBE_BLOCK: u64 = 32 << 20;

/// How a radix-partitioned probe side is partitioned: in blocks of rows, each partitioned into
/// one reused buffer and probed before the next.
///
/// ```text
///   whole:    S ──scatter──▶ [ S' : |S| tuples, fresh pages ] ──probe──▶
///   blocks:   S[0..B)  ──▶ [ buffer : B tuples ] ──probe──▶
///             S[B..2B) ──▶ [ same buffer       ] ──probe──▶ …
/// ```
/// Partitioning a whole table writes every tuple into memory the process never touched, and
/// the kernel clears each fresh page first: on the development VM that cost as much as the
/// scatter itself (1 GiB of tuples on workload A; `clear_page_erms` in the profile), and it
/// varies 2× between fresh processes. A reused buffer faults once. What blocks cost is the
/// partitioned structure: each block's probe reads every band of it once more. A buffer of at
/// least twice the structure keeps that below a sixth of the partitioning's own traffic
/// (reading the rows, writing and reading the tuples), and at least [`MIN_PROBE_BLOCK`] keeps
/// the per-block passes few.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProbeBlocks {
    /// Rows per block (the last may hold fewer).
    pub rows: u64,
    pub count: u64,
}

impl ProbeBlocks {
    /// Blocks for `rows` probe rows partitioned into tuples of `tuple_bytes`, over a
    /// partitioned structure of `structure_bytes`.
    pub fn plan(rows: u64, tuple_bytes: u64, structure_bytes: u64) -> ProbeBlocks {
        let total = rows.saturating_mul(tuple_bytes.max(1));
        let block = structure_bytes.saturating_mul(2).max(MIN_PROBE_BLOCK);
        let count = total.div_ceil(block).max(1);
        ProbeBlocks { rows: rows.div_ceil(count).max(1), count }
    }

    /// Blocks for a probe side of `rows` rows in tuples of `tuple_bytes`, partitioned by the
    /// first partitioned join of `builds`.
    pub fn for_builds(rows: u64, tuple_bytes: u64, builds: &[BuildSide]) -> ProbeBlocks {
        let structure = builds.iter().find(|b| b.radix.is_some()).map_or(0, |b| b.lookup.bytes());
        ProbeBlocks::plan(rows, tuple_bytes, structure)
    }

    /// Blocks of `block_rows` rows (at least 1) over `rows` rows.
    pub fn of(rows: u64, block_rows: u64) -> ProbeBlocks {
        let block = block_rows.max(1);
        ProbeBlocks { rows: block, count: rows.div_ceil(block).max(1) }
    }

    /// The row ranges of the blocks of `rows` rows.
    pub fn ranges(&self, rows: usize) -> impl Iterator<Item = std::ops::Range<usize>> + use<> {
        let size = self.rows as usize;
        (0..rows).step_by(size.max(1)).map(move |s| s..(s + size).min(rows))
    }

    /// Bytes of the buffer the blocks reuse.
    pub fn buffer_bytes(&self, tuple_bytes: u64) -> u64 {
        self.rows * tuple_bytes
    }
}

/// What building a join's side found out about its keys. Planning assumes
/// [`KeyFacts::ASSUMED`] until a build says otherwise; then the plan is made again with what it
/// found ([`crate::physical`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KeyFacts {
    /// Every key occurs once: a probe stops at its first match.
    pub unique: bool,
    /// A hash table's duplicates past the clustered ones were gathered into runs, which the
    /// probe walks.
    pub runs: bool,
    /// A vector met duplicate keys in an inner join, which it cannot hold: a hash table then.
    pub vector_duplicates: bool,
}

impl KeyFacts {
    /// What a plan assumes before any build: unique keys, no runs.
    pub const ASSUMED: KeyFacts = KeyFacts { unique: true, runs: false, vector_duplicates: false };
}

/// What the planner knows about one join before choosing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JoinStats {
    pub keys: KeyStats,
    /// Range of the build side's single carried integer column, when it has exactly one.
    pub carried: Option<(i128, i128)>,
    /// Rows of the probe table (an upper bound on the probes).
    pub probe_rows: u64,
    /// The share of the build table's rows its filter keeps (1 without one), estimated on a
    /// sample; on foreign keys, the share of probed rows an inner or semi join keeps.
    pub keeps: f64,
    /// The range of the keys a filtered build keeps, when the join looks up one of the probe
    /// table's columns (`None` otherwise, or when nothing was measured).
    pub kept_keys: Option<KeptKeys>,
}

/// The smallest and largest key a filtered build side keeps, and the share of the probe
/// table's rows whose key lies between them. Every key the structure holds lies in `range`,
/// so a probe key outside it misses: when the kept keys bunch together (a date dimension
/// filtered to one month), a compare on the probe column alone drops most rows before any
/// lookup (see the staged front's range pass).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KeptKeys {
    /// Smallest and largest kept key, as the key column's values.
    pub range: (i128, i128),
    /// The share of the probe table's rows whose key lies in `range`, estimated on a sample.
    pub probe_share: f64,
}

/// A join the plan forces onto an algorithm that cannot run it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("join with `{table}` uses `vector`, but {why}; use `using hash` or `using auto`")]
pub struct ChoiceError {
    pub table: String,
    pub why: String,
}

fn mib(n: u64) -> String {
    if n >= 1 << 20 {
        format!("{:.1} MiB", n as f64 / (1u64 << 20) as f64)
    } else {
        format!("{:.1} KiB", n as f64 / 1024.0)
    }
}

/// Plan the build sides of `q` from `stats` (one per join) for `caches`: per join a lookup
/// structure (vector or hash table) and whether both sides are radix-partitioned first.
///
/// `auto` picks a vector when the keys are dense enough that it is no larger than the hash
/// table, a hash table otherwise. It partitions a structure beyond the last-level cache where
/// the calibrated costs say partitioning costs less ([`weigh_partitioning`]); without them,
/// where the structure exceeds the cache [`RADIX_OVER_LLC`] times over and the probe side is
/// at least as large as the build side. The fan-out makes each partition's band of the
/// structure fit in half the L2. Only a join probed with the probe table's own columns can be
/// partitioned, and only one per pipeline (the probe table has one order).
///
/// `facts` are what earlier builds of this plan found (none yet: [`KeyFacts::ASSUMED`] for
/// every join): a join whose vector met duplicate keys is planned as a hash table.
pub fn plan_builds(
    q: &Query,
    stats: &[JoinStats],
    facts: &[KeyFacts],
    caches: &CacheModel,
) -> Result<Vec<BuildSide>, ChoiceError> {
    let carried = carried(q);
    let mut radix_taken = false;
    let mut out = Vec::new();
    for (i, ((j, s), carry)) in q.joins.iter().zip(stats).zip(&carried).enumerate() {
        let duplicates = facts.get(i).is_some_and(|f| f.vector_duplicates);
        let keys: Vec<(usize, ColType)> = j.build_keys.iter().zip(&j.key_types).map(|(&c, &t)| (c, t)).collect();
        let carry: Vec<(usize, ColType)> = carry.iter().map(|&c| (c, q.tables[j.build].column_type(c))).collect();
        let name = &q.tables[j.build].name;
        let mut why = Vec::new();
        let mut hash = TableLayout::new(&keys, &carry, s.keys);
        let straddling = hash.align_to_line(caches.line);
        let vector = VectorLayout::new(&keys, &carry, s.keys, s.carried);
        let lookup = match (j.algorithm, vector) {
            (Algorithm::Vector, Ok(_)) if duplicates => {
                let key = q.column_name(ColId { table: j.build, col: j.build_keys[0] });
                let why = format!("its key `{key}` has duplicate values, which a key-indexed vector cannot hold");
                return Err(ChoiceError { table: name.clone(), why });
            }
            (Algorithm::Auto, Ok(_)) if duplicates => {
                why.push("hash table: the vector's build found duplicate keys, which a vector cannot hold".into());
                note_padding(&mut why, straddling, &hash, caches);
                Lookup::Hash(hash)
            }
            (Algorithm::Vector, Ok(v)) => {
                why.push("vector: forced by `using vector`".to_string());
                Lookup::Vector(v)
            }
            (Algorithm::Vector, Err(e)) => return Err(ChoiceError { table: name.clone(), why: e.to_string() }),
            (Algorithm::Hash | Algorithm::Radix, _) => {
                why.push(format!("hash table: forced by `using {}`", j.algorithm.name()));
                note_padding(&mut why, straddling, &hash, caches);
                Lookup::Hash(hash)
            }
            (Algorithm::Auto, Ok(v)) if v.bytes() <= hash.bytes() => {
                why.push(format!(
                    "vector: the keys are dense enough ({} rows over {} values) that the vector ({}, {}) is no \
                     larger than the hash table ({})",
                    s.keys.rows,
                    v.elements(),
                    v.describe(),
                    mib(v.bytes()),
                    mib(hash.bytes())
                ));
                Lookup::Vector(v)
            }
            (Algorithm::Auto, Ok(v)) => {
                why.push(format!(
                    "hash table: the keys are too sparse for a vector ({} rows over {} values: {} against {})",
                    s.keys.rows,
                    v.elements(),
                    mib(v.bytes()),
                    mib(hash.bytes())
                ));
                note_padding(&mut why, straddling, &hash, caches);
                Lookup::Hash(hash)
            }
            (Algorithm::Auto, Err(e)) => {
                why.push(format!("hash table: no vector, because {e}"));
                note_padding(&mut why, straddling, &hash, caches);
                Lookup::Hash(hash)
            }
        };
        let partitionable = j.probe_keys.iter().all(|c| c.table == q.probe);
        let bytes = lookup.bytes();
        let band = (caches.l2 / 2 / lookup.position_bytes()).max(1);
        let radix = Radix::for_positions(lookup.positions(), band, caches.max_radix_bits());
        let weighed = match j.algorithm == Algorithm::Auto && bytes > caches.llc {
            true => {
                let tuple = crate::layout::radix::TupleLayout::new(&[keys.as_slice(), carry.as_slice()].concat());
                weigh_partitioning(bytes, s.keys.rows, s.probe_rows, tuple.width as u64, caches)
            }
            false => None,
        };
        let want = match j.algorithm {
            Algorithm::Radix => {
                why.push("partition: forced by `using radix`".to_string());
                true
            }
            Algorithm::Hash | Algorithm::Vector => false,
            Algorithm::Auto if bytes <= caches.llc => {
                why.push(format!(
                    "no partitioning: the {} ({}) fits the {} ({})",
                    lookup.name(),
                    mib(bytes),
                    caches.llc_name,
                    mib(caches.llc)
                ));
                false
            }
            Algorithm::Auto if let Some(w) = &weighed => {
                why.push(w.describe(lookup.name(), radix.bits));
                w.pays()
            }
            Algorithm::Auto if bytes <= caches.llc * RADIX_OVER_LLC => {
                why.push(format!(
                    "no partitioning: the {} ({}) exceeds the {} ({}) at most {RADIX_OVER_LLC}×, where a \
                     partitioning pass over both sides costs more than the misses it saves",
                    lookup.name(),
                    mib(bytes),
                    caches.llc_name,
                    mib(caches.llc)
                ));
                false
            }
            Algorithm::Auto if s.probe_rows < s.keys.rows => {
                why.push(format!(
                    "no partitioning: {} ({}) exceeds the {} ({}), but the probe side ({} rows) is smaller than the \
                     build side ({} rows), so partitioning would cost more than the misses it saves",
                    lookup.name(),
                    mib(bytes),
                    caches.llc_name,
                    mib(caches.llc),
                    s.probe_rows,
                    s.keys.rows
                ));
                false
            }
            Algorithm::Auto => {
                why.push(format!(
                    "partition: the {} ({}) exceeds the {} ({}) more than {RADIX_OVER_LLC}×, so unpartitioned \
                     probes would miss the cache on nearly every tuple",
                    lookup.name(),
                    mib(bytes),
                    caches.llc_name,
                    mib(caches.llc)
                ));
                true
            }
        };
        let radix = match (want, partitionable, radix_taken) {
            (false, _, _) => None,
            (true, false, _) => {
                why.push("  …but its probe keys come from an earlier join, so it runs unpartitioned".to_string());
                None
            }
            (true, true, true) => {
                why.push("  …but an earlier join already orders the probe table, so it runs unpartitioned".to_string());
                None
            }
            (true, true, false) => {
                radix_taken = true;
                why.push(format!(
                    "  fan-out 2^{} (bands of {} positions × {} B = {} ≤ half the L2 of {}; at most 2^{} per pass: \
                     line buffers in half the L2, streams within {} TLB entries)",
                    radix.bits,
                    1u64 << radix.shift,
                    lookup.position_bytes(),
                    mib((1u64 << radix.shift) * lookup.position_bytes()),
                    mib(caches.l2),
                    caches.max_radix_bits(),
                    caches.tlb_entries
                ));
                Some(radix)
            }
        };
        let prefetch = prefetch_for(&lookup, radix, caches, &mut why);
        let (pages, buffer_pages) = pages_for(&lookup, radix, caches, &mut why);
        out.push(BuildSide {
            table: j.build,
            kind: j.kind,
            keys,
            filter: q.filters[j.build].clone(),
            lookup,
            radix,
            prefetch,
            pages,
            buffer_pages,
            why,
            keeps: s.keeps,
            kept_keys: s.kept_keys,
        });
    }
    Ok(out)
}

/// The work (ms, all threads together) of a join's build and probe over a structure beyond
/// the cache, unpartitioned and radix-partitioned, from `calibrate`'s per-row costs and the
/// measured price of fresh pages.
///
/// ```text
///   unpartitioned = (build + probe rows) × random read(structure)
///                 + fresh pages of the structure (huge pages past the TLB's reach)
///   partitioned   = (build + probe rows) × (radix pass(structure) + read within a band)
///                 + fresh pages of the structure, of the build side's partitions
///                   and of the probe side's reused block buffer (4 KiB pages)
/// ```
/// A build writes its structure at random as a probe reads it, so one per-row price serves
/// both sides. Probe tuples are priced at 8 B (a key and one column) for the block buffer, which
/// reuses the build side's partitions as far as they reach (as they do for every structure
/// but a vector of row ids). Caches set on the command line (`--l3`, `--topology`, `--cpu`)
/// drop the measurement, which holds for the host's own, and `auto` falls back to
/// [`RADIX_OVER_LLC`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weighing {
    pub random_ns: f64,
    pub partition_ns: f64,
    pub band_ns: f64,
    pub rows: u64,
    pub unpartitioned_ms: f64,
    pub partitioned_ms: f64,
    pub pages_ms: (f64, f64),
}

impl Weighing {
    pub fn pays(&self) -> bool {
        self.partitioned_ms < self.unpartitioned_ms
    }

    fn describe(&self, what: &str, bits: u32) -> String {
        let (verdict, ms) = match self.pays() {
            true => ("partition", (self.partitioned_ms, self.unpartitioned_ms)),
            false => ("no partitioning", (self.unpartitioned_ms, self.partitioned_ms)),
        };
        format!(
            "{verdict}: measured per row, a prefetched random read of the {what} costs {:.2} ns, a radix pass into \
             2^{bits} bands {:.2} ns and a read within a band {:.2} ns; over {} build and probe rows, with fresh \
             pages ({:.1} ms unpartitioned, {:.1} ms partitioned), {:.0} ms of work against {:.0} ms {}",
            self.random_ns,
            self.partition_ns,
            self.band_ns,
            self.rows,
            self.pages_ms.0,
            self.pages_ms.1,
            ms.0,
            ms.1,
            if self.pays() { "unpartitioned" } else { "partitioned" },
        )
    }
}

/// Weigh partitioning a structure of `bytes` built from `build_rows` rows of `tuple_bytes`
/// tuples and probed by `probe_rows` rows; `None` where the costs were not measured.
pub fn weigh_partitioning(
    bytes: u64,
    build_rows: u64,
    probe_rows: u64,
    tuple_bytes: u64,
    caches: &CacheModel,
) -> Option<Weighing> {
    let costs = caches.probe_costs.as_ref()?;
    let (random_ns, partition_ns) = costs.at(bytes)?;
    let band_ns = costs.band_ps as f64 / 1e3;
    let pages = |b: u64, p: Pages| caches.fresh_pages_ms(b, p).map_or(0.0, |(ms, _)| ms);
    let structure_pages = if bytes > caches.tlb_reach() { Pages::Huge } else { Pages::Small };
    // The probe side's block buffer reuses the build side's partitions where they are as large.
    let partitions = build_rows.saturating_mul(tuple_bytes);
    let buffer = ProbeBlocks::plan(probe_rows, 8, bytes).buffer_bytes(8).saturating_sub(partitions);
    let pages_ms = (
        pages(bytes, structure_pages),
        pages(bytes, Pages::Small) + pages(partitions, Pages::Small) + pages(buffer, Pages::Small),
    );
    let rows = build_rows.saturating_add(probe_rows);
    Some(Weighing {
        random_ns,
        partition_ns,
        band_ns,
        rows,
        unpartitioned_ms: rows as f64 * random_ns / 1e6 + pages_ms.0,
        partitioned_ms: rows as f64 * (partition_ns + band_ns) / 1e6 + pages_ms.1,
        pages_ms,
    })
}

fn note_padding(why: &mut Vec<String>, before: Option<u32>, l: &TableLayout, caches: &CacheModel) {
    if let Some(b) = before {
        why.push(format!(
            "  slots padded from {b} B to {} B so that none straddles a {} B cache line",
            l.slot_size, caches.line
        ));
    }
}

/// Prefetch when an unpartitioned structure is larger than the last-level cache.
fn prefetch_for(lookup: &Lookup, radix: Option<Radix>, caches: &CacheModel, why: &mut Vec<String>) -> Option<u32> {
    let bytes = lookup.bytes();
    if radix.is_some() || bytes <= caches.llc {
        return None;
    }
    let rows = caches.prefetch_rows();
    why.push(format!(
        "prefetch {rows} rows ahead: the {} ({}) is probed from beyond the {} ({}), and {rows} rows of work cover \
         a memory latency of {} ns",
        lookup.name(),
        mib(bytes),
        caches.llc_name,
        mib(caches.llc),
        caches.latency_ns
    ));
    Some(rows)
}

/// The pages of a join's structure and of its partitioned tuples: a structure probed at random
/// without partitioning takes huge pages once it exceeds what the TLB reaches in 4 KiB pages
/// (measured 1.2× on large probes); everything else takes 4 KiB pages. Partitioned tuples are
/// written and read in order and partitioned structures are probed within cache-sized bands,
/// so huge pages would buy them cheaper faults at best, and on the development VM not even
/// reliably:
///
/// - `calibrate` measured 221–630 µs per 2 MiB page on different runs, against 1.2–1.3 µs per
///   4 KiB page (from 2.8× cheaper per byte to the same);
/// - alone, workload A's build took 130–145 ms in huge pages and about 155 ms in 4 KiB pages;
/// - beside the peers' Python process it took 127–332 ms in huge pages (with 10 GiB free in
///   blocks of 2 MiB and more, so not for want of free huge pages) and 145–156 ms in 4 KiB
///   pages, in three runs of `benches/peers/run.py --workloads A`.
///
/// A first run that can take twice as long costs more than a tenth of the build saved, so the
/// measured fault costs price the pages in `explain` but do not choose them.
fn pages_for(lookup: &Lookup, radix: Option<Radix>, caches: &CacheModel, why: &mut Vec<String>) -> (Pages, Pages) {
    let reach = caches.tlb_reach();
    let bytes = lookup.bytes();
    let fault = |c: &CacheModel| match c.fault_ns {
        (Some(small), Some(huge)) => format!(
            "; faults measured {:.0} µs per 2 MiB page against {:.2} µs per 4 KiB page",
            huge as f64 / 1e3,
            small as f64 / 1e3
        ),
        _ => String::new(),
    };
    let pages = match radix {
        None if bytes > reach => {
            why.push(format!(
                "pages: 2 MiB huge pages: unpartitioned probes reach the {} ({}) at random, beyond the {} KiB {} TLB \
                 entries of 4 KiB pages cover",
                lookup.name(),
                mib(bytes),
                reach >> 10,
                caches.tlb_entries
            ));
            Pages::Huge
        }
        None => Pages::Small,
        Some(_) => {
            why.push(format!(
                "pages: 4 KiB pages for the structure and the partitions: probes stay within one band, and \
                 tuples are written and read in order, so huge pages would buy no TLB reach, and their faults \
                 were not reliably cheaper{}",
                fault(caches)
            ));
            Pages::Small
        }
    };
    (pages, Pages::Small)
}

/// The order the pipeline probes `q`'s joins in: the join that keeps the fewest rows first,
/// as far as each join's keys allow (a join keyed on a build table's columns follows that
/// table's join). `pass[j]` is the share of join j's build rows its table's filter keeps
/// (1 without one); on foreign keys an inner or semi join keeps about that share of the rows
/// it probes, an anti join the rest. Ties keep the written order. Returns the joins' indices
/// in the new order.
pub fn join_order(q: &Query, pass: &[f64]) -> Vec<usize> {
    let keeps = |j: usize| keeps(q.joins[j].kind, pass[j]);
    let mut readable = vec![false; q.tables.len()];
    readable[q.probe] = true;
    let mut left: Vec<usize> = (0..q.joins.len()).collect();
    let mut order = Vec::with_capacity(left.len());
    while !left.is_empty() {
        let ready = left.iter().copied().filter(|&j| q.joins[j].probe_keys.iter().all(|c| readable[c.table]));
        // `min_by` keeps the first of equals: the written order.
        let next = ready.min_by(|&a, &b| keeps(a).total_cmp(&keeps(b))).expect("a verified plan's joins are ordered");
        left.retain(|&j| j != next);
        if q.joins[next].kind == JoinKind::Inner {
            readable[q.joins[next].build] = true;
        }
        order.push(next);
    }
    order
}

/// The share of probed rows a join of `kind` keeps when its build table's filter keeps `pass`
/// of its rows (foreign keys: an inner or semi join finds a kept row that often, an anti join
/// misses it the rest of the time).
pub fn keeps(kind: JoinKind, pass: f64) -> f64 {
    match kind {
        JoinKind::Inner | JoinKind::Semi => pass,
        JoinKind::Anti => 1.0 - pass,
    }
}

/// The group structure of a grouped query whose grouping columns' values lie in `ranges`
/// (measured over the rows their tables' filters keep), and why; `None` for other queries.
pub fn plan_groups(q: &Query, ranges: &[Option<(i128, i128)>], caches: &CacheModel) -> Option<(GroupLayout, String)> {
    let OutputSpec::Group(g) = &q.output else { return None };
    let types: Vec<ColType> = g.keys.iter().map(|&c| q.column_type(c)).collect();
    Some(GroupLayout::plan(&types, ranges, g.aggs.len(), caches.llc))
}

/// Plan the probe pipeline over built tables; `unique[j]` says whether join j's build keys were
/// unique; `groups` is a grouped query's group structure ([`plan_groups`]).
pub fn plan_pipeline(q: &Query, builds: &[BuildSide], unique: &[bool], groups: Option<&GroupLayout>) -> Pipeline {
    let source = |c: ColId| -> Source {
        if c.table == q.probe {
            return Source::Probe { col: c.col, ty: q.column_type(c) };
        }
        let j = q.joins.iter().position(|j| j.build == c.table).expect("verified: column of a joined table");
        Source::Slot { join: j, field: builds[j].lookup.field_of(c.col).expect("carried column has a field") }
    };
    fn arg_of(c: &Calc, source: &dyn Fn(ColId) -> Source) -> ArgPlan {
        match c {
            Calc::Col(id) => ArgPlan::Src(source(*id)),
            Calc::Const(v) => ArgPlan::Const(*v),
            Calc::Bin(op, l, r) => ArgPlan::Bin(*op, Box::new(arg_of(l, source)), Box::new(arg_of(r, source))),
        }
    }
    let arg = |c: &Calc| arg_of(c, &source);
    let joins = q
        .joins
        .iter()
        .enumerate()
        .map(|(i, j)| ProbeJoin {
            kind: j.kind,
            keys: j.probe_keys.iter().map(|&c| source(c)).collect(),
            lookup: builds[i].lookup.clone(),
            unique: unique[i],
            prefetch: builds[i].prefetch,
            keeps: builds[i].keeps,
            kept_keys: builds[i].kept_keys,
        })
        .collect();
    let sink = match &q.output {
        OutputSpec::Aggregate(aggs) => {
            Sink::Aggregate(aggs.iter().map(|a| AggPlan { func: a.func, arg: a.arg.as_ref().map(&arg) }).collect())
        }
        OutputSpec::Group(g) => Sink::Group {
            keys: g.keys.iter().map(|&c| source(c)).collect(),
            aggs: g.aggs.iter().map(|a| AggPlan { func: a.func, arg: a.arg.as_ref().map(&arg) }).collect(),
            layout: groups.expect("a grouped query is planned with its group layout").clone(),
        },
        OutputSpec::Emit { columns, limit } => {
            Sink::Emit { columns: columns.iter().map(|&c| source(c)).collect(), limit: limit.unwrap_or(u64::MAX) }
        }
    };
    Pipeline { table: q.probe, filter: q.filters[q.probe].clone(), joins, sink, front: front::ProbeFront::Rows }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_most_selective_join_goes_first_as_far_as_keys_allow() {
        use super::join_order;
        let (_, q) = jitjoin_ir::compile_text(
            "t",
            "table F (rows: 1) { a u32 = 1  b u32 = 1  c u32 = 1 }
             table A (rows: 1) { k u32 = 1  x u32 = 1 }
             table B (rows: 1) { k u32 = 1 }
             table C (rows: 1) { k u32 = 1 }
             table D (rows: 1) { k u32 = 1 }
             from F join A on F.a = A.k join B on F.b = B.k anti join C on F.c = C.k join D on A.x = D.k
             aggregate count(*) as n",
        )
        .unwrap();
        // B keeps a fifth, the anti join of C drops 90 %: C, B, then A (unfiltered), and D
        // (keyed on A's column, however selective) after A.
        assert_eq!(join_order(&q, &[1.0, 0.2, 0.9, 0.01]), vec![2, 1, 0, 3]);
        // No filters: the written order.
        assert_eq!(join_order(&q, &[1.0, 1.0, 0.0, 1.0]), vec![0, 1, 2, 3]);
    }

    #[test]
    fn probe_blocks_bound_fresh_pages_and_rereads() {
        use super::{MIN_PROBE_BLOCK, ProbeBlocks};
        // Workload A: 2^28 tuples of 4 B over a 64 MiB vector → 128 MiB blocks, 8 of them.
        let a = ProbeBlocks::plan(1 << 28, 4, 64 << 20);
        assert_eq!(a, ProbeBlocks { rows: 1 << 25, count: 8 });
        assert_eq!(a.buffer_bytes(4), 128 << 20);
        // A small structure still gets blocks of at least the minimum.
        let small = ProbeBlocks::plan(1 << 28, 8, 1 << 20);
        assert_eq!(small.buffer_bytes(8), MIN_PROBE_BLOCK);
        // What fits one block is one block; no rows is one empty block.
        assert_eq!(ProbeBlocks::plan(1000, 8, 1 << 20).count, 1);
        assert_eq!(ProbeBlocks::plan(0, 8, 0).count, 1);
        // Odd sizes: the ranges cover every row once.
        for rows in [0usize, 1, 7, 65, 1000, (1 << 23) + 3] {
            let b = ProbeBlocks::plan(rows as u64, 16, 1 << 20);
            let r: Vec<_> = b.ranges(rows).collect();
            assert_eq!(r.iter().map(|r| r.len()).sum::<usize>(), rows);
            assert!(r.windows(2).all(|w| w[0].end == w[1].start));
            assert!(r.len() as u64 <= b.count);
        }
    }

    use super::*;

    fn model(l2: u64, tlb: u32, latency_ns: u32) -> CacheModel {
        CacheModel {
            l2,
            llc: 32 << 20,
            llc_name: "L3".into(),
            latency_ns,
            tlb_entries: tlb,
            line: 64,
            stream_ahead: 2048,
            fault_ns: (None, None),
            probe_costs: None,
        }
    }

    #[test]
    fn fresh_pages_are_priced_by_the_page_size_memory_gets() {
        let mut m = model(1 << 20, 2048, 100);
        assert_eq!(m.fresh_pages_ms(64 << 20, Pages::Huge), None, "not measured");
        m.fault_ns = (Some(500), Some(100_000));
        // 64 MiB: 32 huge pages × 100 µs; 1 MiB stays in 4 KiB pages: 256 × 0.5 µs.
        assert_eq!(m.fresh_pages_ms(64 << 20, Pages::Huge), Some((3.2, 2 << 20)));
        assert_eq!(m.fresh_pages_ms(1 << 20, Pages::Huge), Some((0.128, 4096)));
        // Asked for 4 KiB pages, or where the kernel gave no huge page: 4 KiB pages.
        assert_eq!(m.fresh_pages_ms(64 << 20, Pages::Small), Some((8.192, 4096)));
        m.fault_ns = (Some(500), None);
        assert_eq!(m.fresh_pages_ms(64 << 20, Pages::Huge), Some((8.192, 4096)));
    }

    #[test]
    fn huge_pages_go_where_random_probes_need_their_reach() {
        let mut m = model(1 << 20, 2048, 100);
        m.fault_ns = (Some(1280), Some(221_000));
        let vector = |values: u64| {
            let stats = KeyStats { rows: values, range: Some((1, values as i128)) };
            Lookup::Vector(VectorLayout::new(&[(0, ColType::U32)], &[], stats, None).unwrap())
        };
        let radix = Some(Radix::for_positions(1 << 30, 1 << 18, 8));
        let mut why = Vec::new();
        // Bitmaps of 2^30 and 2^26 − 64 keys (128 MiB, and 8 MiB with the guard bit) against a
        // reach of 2048 × 4 KiB = 8 MiB.
        assert_eq!(pages_for(&vector(1 << 30), None, &m, &mut why), (Pages::Huge, Pages::Small));
        assert!(why[0].contains("beyond the 8192 KiB 2048 TLB entries of 4 KiB pages cover"), "{why:?}");
        assert_eq!(pages_for(&vector((1 << 26) - 64), None, &m, &mut why), (Pages::Small, Pages::Small));
        // Partitioned: small pages even where calibration found huge ones cheaper per byte.
        assert_eq!(pages_for(&vector(1 << 30), radix, &m, &mut why), (Pages::Small, Pages::Small));
        assert!(why.last().unwrap().contains("221 µs per 2 MiB page against 1.28 µs per 4 KiB page"), "{why:?}");
    }

    #[test]
    fn streams_are_prefetched_one_cores_bandwidth_delay_product_ahead() {
        // 171 ns × 21 GB/s over 2 cores = 1.8 KiB, rounded up.
        assert_eq!(stream_ahead(171, 21, 2), 2048);
        // 90 ns × 150 GB/s over 32 cores = 422 B: below what a core keeps in flight (640 B),
        // and below the 1 KiB floor.
        assert_eq!(stream_ahead(90, 150, 32), 1024);
        // No measured bandwidth (0): the floor.
        assert_eq!(stream_ahead(100, 0, 8), 1024);
        // A slow, wide core: 300 ns × 40 GB/s = 12 KB, then the 16 KiB ceiling.
        assert_eq!(stream_ahead(300, 40, 1), 16384);
        assert_eq!(stream_ahead(1000, 100, 1), 16384);
    }

    /// Made-up costs: a random read of 2 ns within 8 MiB, 6 ns at 64 MiB, a radix pass of 3 ns
    /// and a read within a band of 1 ns.
    fn measured() -> ProbeCosts {
        use crate::target::SizeCosts;
        let size = |bytes, random_ps, partition_ps| SizeCosts { bytes, random_ps, partition_ps };
        ProbeCosts { band_ps: 1000, sizes: vec![size(8 << 20, 2000, 3000), size(64 << 20, 6000, 3000)] }
    }

    #[test]
    fn measured_costs_are_interpolated_in_log_size_and_held_outside() {
        let c = measured();
        assert_eq!(c.at(1 << 20), Some((2.0, 3.0)), "below the first size");
        assert_eq!(c.at(1 << 30), Some((6.0, 3.0)), "beyond the last");
        // 16 and 32 MiB: a third and two thirds of the way from 8 to 64 MiB in log2.
        let (r, _) = c.at(16 << 20).unwrap();
        assert!((r - (2.0 + 4.0 / 3.0)).abs() < 1e-9, "{r}");
        let (r, _) = c.at(32 << 20).unwrap();
        assert!((r - (2.0 + 8.0 / 3.0)).abs() < 1e-9, "{r}");
        assert_eq!(ProbeCosts { band_ps: 1000, sizes: Vec::new() }.at(1 << 20), None);
    }

    /// Partitioning is weighed with the measured per-row costs and the price of its fresh pages.
    #[test]
    fn measured_costs_weigh_partitioning_with_its_fresh_pages() {
        let mut m = model(1 << 20, 2048, 100);
        let weigh = |m: &CacheModel, bytes| weigh_partitioning(bytes, 1 << 24, 1 << 28, 8, m);
        assert_eq!(weigh(&m, 64 << 20), None, "not measured");
        m.probe_costs = Some(measured());
        // 64 MiB: 6 ns a row against 3 + 1: over 2^24 + 2^28 rows, 1711 ms against 1141 ms.
        let w = weigh(&m, 64 << 20).unwrap();
        assert!(w.pays(), "{w:?}");
        assert_eq!(w.rows, (1 << 24) + (1 << 28));
        assert!((w.unpartitioned_ms - 1711.3).abs() < 0.1 && (w.partitioned_ms - 1140.9).abs() < 0.1, "{w:?}");
        // 8 MiB: 2 ns against 4.
        assert!(!weigh(&m, 8 << 20).unwrap().pays());
        // Fresh pages at 1 µs per 4 KiB page and 100 µs per 2 MiB page: the structure (64 MiB in
        // huge pages, 3.2 ms; 16.4 ms in 4 KiB pages) and R's 128 MiB of partitions (32.8 ms);
        // the probe side's 128 MiB block buffer reuses them.
        m.fault_ns = (Some(1000), Some(100_000));
        let w = weigh(&m, 64 << 20).unwrap();
        assert!((w.pages_ms.0 - 3.2).abs() < 1e-9 && (w.pages_ms.1 - 49.152).abs() < 1e-9, "{w:?}");
        assert!(w.pays());
        // Pages ten times dearer (a slow kernel): now the partitions' pages outweigh the misses
        // saved on a smaller probe side.
        m.fault_ns = (Some(10_000), Some(100_000));
        let w = weigh_partitioning(64 << 20, 1 << 24, 1 << 26, 8, &m).unwrap();
        assert!(!w.pays(), "{w:?}");
    }

    /// `auto` partitions where the measured costs say so, and says why with the numbers; the
    /// fixed multiple of the cache decides only where nothing was measured.
    #[test]
    fn auto_partitions_where_the_measured_costs_say_so() {
        let (_, q) = jitjoin_ir::compile_text(
            "t",
            "table R (rows: 1) { k u32 = 1  p u32 = 1 } table S (rows: 1) { k u32 = 1 }
             from S join R on S.k = R.k aggregate sum(R.p) as s",
        )
        .unwrap();
        let stats = |rows: u64| JoinStats {
            keys: KeyStats { rows, range: Some((0, rows as i128 - 1)) },
            carried: Some((0, 1 << 30)),
            probe_rows: 1 << 28,
            keeps: 1.0,
            kept_keys: None,
        };
        let mut m = model(1 << 20, 2048, 100);
        m.llc = 4 << 20;
        let plan = |m: &CacheModel, rows| plan_builds(&q, &[stats(rows)], &[], m).unwrap().remove(0);
        // 2^24 keys: a 64 MiB vector, 16× the cache. Unmeasured, the fixed multiple partitions.
        let side = plan(&m, 1 << 24);
        assert!(side.radix.is_some() && side.why.iter().any(|w| w.contains("more than 8×")), "{:?}", side.why);
        m.probe_costs = Some(measured());
        let side = plan(&m, 1 << 24);
        assert!(side.radix.is_some(), "{:?}", side.why);
        assert!(side.why.iter().any(|w| w.starts_with("partition: measured per row")), "{:?}", side.why);
        // A random read as cheap at 64 MiB as partitioning and reading a band: no partitioning.
        let mut flat = measured();
        flat.sizes[1].random_ps = 4000;
        m.probe_costs = Some(flat);
        let side = plan(&m, 1 << 24);
        assert!(side.radix.is_none(), "{:?}", side.why);
        assert!(side.why.iter().any(|w| w.starts_with("no partitioning: measured per row")), "{:?}", side.why);
        // Within the cache nothing is weighed.
        let side = plan(&m, 1 << 19);
        assert!(side.radix.is_none() && side.why.iter().any(|w| w.contains("fits the")), "{:?}", side.why);
    }

    #[test]
    fn fan_out_and_prefetch_distance_follow_the_target() {
        // Kunpeng 920: 512 KiB L2 (4096 line buffers in half of it) but 1024 TLB entries.
        assert_eq!(model(512 << 10, 1024, 120).max_radix_bits(), 10);
        // Ice Lake: 1.25 MiB L2, 2048 entries; a 2 MiB share of the M2's L2, 3072 entries.
        assert_eq!(model(1280 << 10, 2048, 90).max_radix_bits(), 11);
        assert_eq!(model(2 << 20, 3072, 100).max_radix_bits(), 11);
        assert_eq!(model(64 << 10, 4096, 100).max_radix_bits(), 9);
        // Prefetch distance: latency / 8 ns, a power of two from 16 to 64.
        assert_eq!(model(1 << 20, 2048, 90).prefetch_rows(), 16);
        assert_eq!(model(1 << 20, 2048, 241).prefetch_rows(), 32);
        assert_eq!(model(1 << 20, 2048, 2000).prefetch_rows(), 64);
    }
}

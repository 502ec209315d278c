//! The physical plan as steps: what a driver allocates, checks and calls, in order.
//!
//! A planned query is a short program over buffers and kernels. `jitjoin compile` writes it as
//! JSON next to the object file, and the reference C host (`host/jitjoin_host.c`) follows it
//! without knowing anything about joins; the runtime's driver walks the same list.
//!
//! ```text
//!   tables    the inputs: name, rows, columns (name, type); a host loads them and refuses
//!             files whose rows or columns differ
//!   buffers   allocated before the first step, 64-byte aligned, initialised as `init` says:
//!               zero | scratch (written before read) | sentinel (a key value every slot)
//!               | words (prefetch descriptors, long in-lists: values and addresses)
//!   kernels   per kernel: what it does and its context block, one Arg per u64 word
//!   steps     in order, each finished on every thread before the next starts (a barrier):
//!     check_range  a column's values lie in [min, max], which the layouts assume
//!     partition    histogram per chunk ─▶ prefix sums ─▶ scatter per chunk ─▶ flush tails
//!     build        the build kernel over morsels; duplicates counted and noted
//!     probe        the probe kernel over morsels, one pipeline state per thread
//!   output    how the threads' states merge into the result: aggregates or emitted rows
//! ```
//! Every join decision (algorithm, layout, fan-out, which keys are unique, which joins have
//! runs of duplicates) is made when the steps are written: in the kernels' code and in the
//! steps' constants. A host only follows them; where the data would make a decision wrong
//! (a key outside a layout's range, duplicates where the probe stops at the first match), a
//! step says what to check and the host refuses the data instead of answering wrongly.

use crate::abi::Word;
use crate::abi::prefetch::PrefetchDesc;
use crate::abi::state::{EMIT_CAP, EMIT_LEN, EMIT_OWNER, EMIT_PTR, STATE_ROWS, agg_offset, new_state, words};
use crate::layout::group::fresh_block;
use crate::layout::radix::TupleLayout;
use crate::layout::{Empty, HashKind, Lookup};
use crate::plan::{AggPlan, ArgPlan, BuildSide, JoinStats, Pipeline, SHORT_IN, Sink, Source, carried};
use jitjoin_ir::ColType;
use jitjoin_ir::plan::{AggFunc, JoinKind};
use jitjoin_ir::query::{Agg, OutputSpec, Pred, Query};
use serde::{Deserialize, Serialize};

/// The steps of one planned query.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct Steps {
    pub tables: Vec<TableSpec>,
    pub buffers: Vec<BufferSpec>,
    pub kernels: Vec<KernelSpec>,
    pub steps: Vec<Step>,
    pub output: Output,
    /// Per kernel: what its context words address (for resolving [`Word`]s; not written).
    #[serde(skip)]
    sites: Vec<Site>,
}

/// An input table as the plan was compiled for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct TableSpec {
    pub name: String,
    pub rows: u64,
    pub columns: Vec<ColumnSpec>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct ColumnSpec {
    pub name: String,
    /// `i32`, `i64`, `u32`, `u64` or `f64`: little-endian values, `bytes` each.
    #[serde(rename = "type")]
    pub ty: String,
    pub bytes: u32,
}

/// A buffer the steps use, allocated (64-byte aligned) before the first step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct BufferSpec {
    pub name: String,
    pub bytes: u64,
    pub init: Init,
}

/// How a buffer starts out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Init {
    /// All bytes zero.
    Zero,
    /// Written by a step before anything reads it.
    Scratch,
    /// Zero, then `width` bytes of `value` (little-endian) at `offset` of every `stride` bytes:
    /// the empty-slot key of a hash table whose empty marker is not zero.
    Sentinel { stride: u64, offset: u64, width: u64, value: u64 },
    /// u64 words, each a value or an address.
    Words { words: Vec<Arg> },
}

/// One u64 word: a value, or the address of something the host holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Arg {
    Value {
        value: u64,
    },
    /// The first element of a loaded input column.
    Column {
        table: usize,
        column: usize,
    },
    /// The first byte of a buffer.
    Buffer {
        buffer: usize,
    },
    /// A join's runs of duplicates, made by its build step's `runs`.
    Runs {
        join: usize,
        part: RunPart,
    },
}

/// The parts of a join's runs of duplicates (see `layout::DupRuns`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum RunPart {
    /// Address of the sorted slots that have a run (u64 each).
    Slots,
    /// How many slots have a run (a value).
    Count,
    /// Address of the run starts (count + 1 u64s).
    Starts,
    /// Address of the records.
    Entries,
}

/// A kernel: what it does, its symbol in an object file, and its context block.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct KernelSpec {
    pub does: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub symbol: Option<String>,
    /// One word per entry, in order: the block is `8 × context.len()` bytes.
    pub context: Vec<Arg>,
    /// Each word named by the plan's tables and columns.
    pub names: Vec<String>,
}

/// One step. A step ends on every thread before the next begins.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Every value of the column lies in `min..=max` (the layouts were sized for that range);
    /// data outside it does not match the plan and must be refused.
    CheckRange { table: usize, column: usize, min: i128, max: i128, why: String },
    /// Radix-partition rows `0..rows` of `table` into `out`, tuples of `tuple_bytes`:
    /// 1. split the rows into chunks (any split: each chunk is independent);
    /// 2. per chunk, call `histogram` with a zeroed u64[fanout] as its state;
    /// 3. prefix sums, partition-major: chunk c's start of partition p is the sum of every
    ///    chunk's count of the partitions before p plus the counts of p in chunks before c;
    /// 4. per chunk, call `scatter` with a scatter state (`abi::scatter`): u64 cursor[fanout]
    ///    and start[fanout], both the chunk's starts, then fanout 64-byte line buffers;
    /// 5. after each scatter call, a store fence, then flush the tails: for each partition p,
    ///    the tuples from max(start[p], cursor[p] rounded down to a line) up to cursor[p] are
    ///    still in buffer p (tuple i at byte (i mod tuples per line) × tuple_bytes): copy each
    ///    to byte i × tuple_bytes of `out`.
    Partition {
        /// The join whose build side this is; `None`: the probe side.
        join: Option<usize>,
        table: usize,
        rows: u64,
        fanout: u64,
        tuple_bytes: u64,
        histogram: usize,
        scatter: usize,
        out: usize,
    },
    /// Call `kernel` over morsels of rows `0..rows` on every thread; its state is a duplicate
    /// sink (`jj_note_dup(state, slot, row)` appends a pair). The kernels' returns add up to
    /// the rows whose key was there already.
    Build {
        join: usize,
        table: usize,
        rows: u64,
        kernel: usize,
        /// An inner join whose probe was compiled to stop at a key's first match (or whose
        /// vector holds one row per key): a duplicate key does not match the plan.
        refuse_duplicates: bool,
        /// How the noted pairs become the join's runs; `None`: the probe reads no runs, so a
        /// noted pair does not match the plan.
        runs: Option<RunsSpec>,
    },
    /// Call `kernel` over morsels of rows `0..rows`, each thread with its own pipeline state
    /// (`output`); with a `limit`, stop handing out morsels once a thread's state counts that
    /// many rows.
    Probe { table: usize, rows: u64, kernel: usize, limit: Option<u64> },
}

/// Grouping a build's noted (slot, row) pairs into runs: sort the pairs by slot (all threads'
/// together); `slots` are the distinct slots ascending, `starts[k]` the index of slot k's first
/// pair (one more at the end: the number of pairs), and entry i (`record_bytes` bytes, zeroed)
/// gets, for pair i's row, every field copied from its source and, with a `flag`, the u32 1 at
/// that offset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct RunsSpec {
    pub record_bytes: u64,
    pub fields: Vec<RecordField>,
    pub flag: Option<u64>,
}

/// `bytes` bytes from `from` + row × `stride` + `offset`, to `to` in the record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct RecordField {
    pub from: Arg,
    pub offset: u64,
    pub stride: u64,
    pub bytes: u64,
    pub to: u64,
}

/// How the threads' pipeline states become the result.
///
/// ```text
///   state (state_bytes, 16-byte aligned, per thread)
///     +0   rows counted by the sink (i64)
///     aggregates: each at its offset, 16 bytes, starting as `init` (low 8 bytes)
///       count       i64, added
///       sum         integers: i128, added; f64: the low 8 bytes, added
///       min, max    the value's bits in the low 8 bytes (i32/u32: the low 4), the least or
///                   greatest over threads that counted rows; null when none did
///     emit: +16 buffer, +24 words written, +32 capacity in words, +40 free for the host;
///           a kernel calls jj_emit_grow(state) when a row would not fit. Rows are `columns`
///           u64 words (integers sign- or zero-extended, f64 bits); the result is the
///           threads' rows in thread order, the first `limit` of them.
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Output {
    Aggregate {
        state_bytes: u64,
        rows_at: u64,
        aggregates: Vec<AggregateSpec>,
    },
    /// Aggregates per group, each group's in a block of `block_bytes` (its row count, then
    /// the accumulators at their offsets); a host program does not run these yet.
    Group {
        state_bytes: u64,
        rows_at: u64,
        keys: Vec<ColumnSpec>,
        block_bytes: u64,
        aggregates: Vec<AggregateSpec>,
    },
    Emit {
        state_bytes: u64,
        rows_at: u64,
        buffer_at: u64,
        len_at: u64,
        cap_at: u64,
        owner_at: u64,
        columns: Vec<ColumnSpec>,
        limit: Option<u64>,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct AggregateSpec {
    pub name: String,
    /// `count`, `sum`, `min` or `max`.
    pub func: String,
    /// The argument's type (`count(*)`: `i64`).
    #[serde(rename = "type")]
    pub ty: String,
    pub offset: u64,
    pub init: u64,
}

/// What a kernel's context words address.
#[derive(Clone, Debug, PartialEq, Default, Hash)]
struct Site {
    /// The table the kernel reads and, when partitioned, the buffer of its tuples.
    table: usize,
    tuples: Option<usize>,
    /// A build's structure, a scatter's output.
    structure: Option<usize>,
    output: Option<usize>,
    /// A build kernel's join (its prefetch descriptor).
    join: Option<usize>,
    probe: bool,
}

/// The query's shape the steps are written for.
pub struct Shapes<'a> {
    pub query: &'a Query,
    /// Rows of each of the query's tables.
    pub rows: &'a [u64],
    pub builds: &'a [BuildSide],
    pub stats: &'a [JoinStats],
    /// Per join: keys unique, runs of duplicates present.
    pub unique: &'a [bool],
    pub runs: &'a [bool],
    pub pipeline: &'a Pipeline,
    /// Per join: the tuples of its partitioned build input, and of the partitioned probe input.
    pub build_tuples: &'a [Option<TupleLayout>],
    pub probe_tuples: Option<&'a TupleLayout>,
}

fn column_spec(name: &str, ty: ColType) -> ColumnSpec {
    ColumnSpec { name: name.to_string(), ty: ty.to_string(), bytes: ty.width() as u32 }
}

impl Steps {
    /// The steps of `s`, with kernels in the order a run compiles them: per join its
    /// partition kernels (histogram, scatter) when partitioned and its build; then the probe
    /// table's partition kernels and the probe. Kernel contexts are empty until [`Steps::bind`].
    pub fn new(s: &Shapes<'_>) -> Steps {
        let q = s.query;
        let tables = q
            .tables
            .iter()
            .zip(s.rows)
            .map(|(t, &rows)| TableSpec {
                name: t.name.clone(),
                rows,
                columns: t.columns.iter().map(|(n, ty)| column_spec(n, *ty)).collect(),
            })
            .collect();
        let mut st = Steps {
            tables,
            buffers: Vec::new(),
            kernels: Vec::new(),
            steps: Vec::new(),
            output: output(q, s.pipeline),
            sites: Vec::new(),
        };
        let carried = carried(q);
        for (j, b) in s.builds.iter().enumerate() {
            st.checks(q, j, b, &s.stats[j], &carried[j]);
        }
        for (j, b) in s.builds.iter().enumerate() {
            let name = &q.tables[b.table].name;
            let rows = s.rows[b.table];
            let tuples = match (b.radix, &s.build_tuples[j]) {
                (Some(radix), Some(tuple)) => {
                    Some(st.partition(Some(j), name, b.table, rows, radix.fanout(), tuple, "build side"))
                }
                _ => None,
            };
            let structure = st.buffer(format!("{name} structure"), b.lookup.bytes(), structure_init(&b.lookup));
            let kernel = st.kernel(
                format!("build {name}"),
                Site { table: b.table, tuples, structure: Some(structure), join: Some(j), ..Site::default() },
            );
            let runs = s.runs[j].then(|| runs_spec(b, tuples, s.build_tuples[j].as_ref()));
            let refuse_duplicates = b.kind == JoinKind::Inner && s.unique[j];
            st.steps.push(Step::Build { join: j, table: b.table, rows, kernel, refuse_duplicates, runs });
        }
        let pt = s.pipeline.table;
        let name = &q.tables[pt].name;
        let tuples = match (s.builds.iter().find_map(|b| b.radix), s.probe_tuples) {
            (Some(radix), Some(tuple)) => {
                Some(st.partition(None, name, pt, s.rows[pt], radix.fanout(), tuple, "probe side"))
            }
            _ => None,
        };
        let kernel = st.kernel(format!("probe {name}"), Site { table: pt, tuples, probe: true, ..Site::default() });
        let limit = match &q.output {
            OutputSpec::Emit { limit, .. } => *limit,
            OutputSpec::Aggregate(_) | OutputSpec::Group(_) => None,
        };
        st.steps.push(Step::Probe { table: pt, rows: s.rows[pt], kernel, limit });
        st
    }

    fn buffer(&mut self, name: String, bytes: u64, init: Init) -> usize {
        self.buffers.push(BufferSpec { name, bytes, init });
        self.buffers.len() - 1
    }

    fn kernel(&mut self, does: String, site: Site) -> usize {
        self.kernels.push(KernelSpec { does, symbol: None, context: Vec::new(), names: Vec::new() });
        self.sites.push(site);
        self.kernels.len() - 1
    }

    #[allow(clippy::too_many_arguments)]
    fn partition(
        &mut self,
        join: Option<usize>,
        name: &str,
        table: usize,
        rows: u64,
        fanout: u64,
        tuple: &TupleLayout,
        side: &str,
    ) -> usize {
        let out = self.buffer(format!("{name} partitions ({side})"), rows * tuple.width as u64, Init::Scratch);
        let site = Site { table, output: Some(out), ..Site::default() };
        let histogram = self.kernel(format!("radix histogram of {name} ({fanout} partitions)"), site.clone());
        let scatter = self.kernel(format!("radix scatter of {name} ({} B tuples)", tuple.width), site);
        self.steps.push(Step::Partition {
            join,
            table,
            rows,
            fanout,
            tuple_bytes: tuple.width as u64,
            histogram,
            scatter,
            out,
        });
        out
    }

    /// The checks join `j`'s layouts need: its first key (and a vector's single carried
    /// value) within the range it was planned for.
    fn checks(&mut self, q: &Query, j: usize, b: &BuildSide, stats: &JoinStats, carried: &[usize]) {
        let name = |c: usize| format!("{}.{}", q.tables[b.table].name, q.tables[b.table].columns[c].0);
        if let Some((min, max)) = stats.keys.range {
            let why = match &b.lookup {
                Lookup::Vector(_) => "the vector is indexed by the key".to_string(),
                Lookup::Hash(l) => match (l.hash, l.empty) {
                    (HashKind::Identity { .. }, _) => "the hash table is indexed by the key".to_string(),
                    (_, Empty::Sentinel(_)) => "the hash table's empty marker is a key outside this range".to_string(),
                    _ => "the planner sized the structure for this range".to_string(),
                },
            };
            let why = format!("join {j}: {why} ({})", name(b.keys[0].0));
            self.steps.push(Step::CheckRange { table: b.table, column: b.keys[0].0, min, max, why });
        }
        if let (Lookup::Vector(_), [c], Some((min, max))) = (&b.lookup, carried, stats.carried) {
            let why = format!(
                "join {j}: the vector stores {} relative to its minimum, in as few bytes as the range needs",
                name(*c)
            );
            self.steps.push(Step::CheckRange { table: b.table, column: *c, min, max, why });
        }
    }

    /// Resolve kernel `k`'s context words (as its lowering listed them) to arguments, naming
    /// each with `name`. Prefetch descriptors and long in-lists become word buffers.
    pub fn bind(&mut self, k: usize, words: &[Word], shapes: &Shapes<'_>, name: impl Fn(&Word) -> String) {
        let site = self.sites[k].clone();
        let mut ctx = Vec::with_capacity(words.len());
        for w in words {
            let arg = match *w {
                Word::Column(c) => Arg::Column { table: site.table, column: c },
                Word::Packed(_) => {
                    unreachable!("kernels for objects are compiled without data: none reads a packed copy")
                }
                Word::Tuples => {
                    Arg::Buffer { buffer: site.tuples.expect("a kernel reading tuples has a partitioned input") }
                }
                Word::Table => Arg::Buffer { buffer: site.structure.expect("only builds fill a structure") },
                Word::Output => Arg::Buffer { buffer: site.output.expect("only scatters write an output") },
                Word::Structure(j) => Arg::Buffer { buffer: self.structure_of(j) },
                Word::BuildColumn { join, col } => Arg::Column { table: shapes.builds[join].table, column: col },
                Word::BuildTuples(j) => Arg::Buffer { buffer: self.tuples_of(j) },
                Word::RunSlots(join) => Arg::Runs { join, part: RunPart::Slots },
                Word::RunCount(join) => Arg::Runs { join, part: RunPart::Count },
                Word::RunStarts(join) => Arg::Runs { join, part: RunPart::Starts },
                Word::RunEntries(join) => Arg::Runs { join, part: RunPart::Entries },
                Word::Prefetch => Arg::Buffer { buffer: self.prefetch_buffer(&site, shapes) },
                Word::Lanes => {
                    let lanes = &crate::abi::LANES.0;
                    let words = lanes
                        .iter()
                        .flat_map(|row| row.chunks(4))
                        .map(|q| Arg::Value { value: q.iter().rev().fold(0, |w, &l| w << 16 | l as u64) })
                        .collect();
                    let bytes = size_of::<crate::abi::Lanes>() as u64;
                    Arg::Buffer { buffer: self.buffer("selection lanes".into(), bytes, Init::Words { words }) }
                }
                Word::InList { addr, len } => {
                    let values = in_list(shapes, addr, len).expect("a kernel's in-list is one of the plan's");
                    let words = values.iter().map(|&value| Arg::Value { value }).collect();
                    Arg::Buffer {
                        buffer: self.buffer(format!("in-list of {len} values"), 8 * len as u64, Init::Words { words }),
                    }
                }
            };
            ctx.push(arg);
        }
        self.kernels[k].names = words.iter().map(name).collect();
        self.kernels[k].context = ctx;
    }

    /// What join `j`'s build kernel addresses.
    fn build_site(&self, j: usize) -> &Site {
        let kernel = self.steps.iter().find_map(|s| match s {
            Step::Build { join, kernel, .. } if *join == j => Some(*kernel),
            _ => None,
        });
        &self.sites[kernel.expect("every join has a build step")]
    }

    fn structure_of(&self, j: usize) -> usize {
        self.build_site(j).structure.expect("a build fills a structure")
    }

    fn tuples_of(&self, j: usize) -> usize {
        self.build_site(j).tuples.expect("a join read as tuples is partitioned")
    }

    /// A buffer of prefetch descriptors for a build kernel (its own join) or the probe (every
    /// prefetched join, in order), as `abi::prefetch::PrefetchDesc` lays them out.
    fn prefetch_buffer(&mut self, site: &Site, shapes: &Shapes<'_>) -> usize {
        let mut words = Vec::new();
        if let Some(j) = site.join {
            let b = &shapes.builds[j];
            let col = |k: &(usize, ColType)| (Arg::Column { table: b.table, column: k.0 }, k.1);
            words.extend(desc_words(
                &b.lookup,
                Arg::Buffer { buffer: self.structure_of(j) },
                col(&b.keys[0]),
                b.keys.get(1).map(col),
            ));
        } else {
            let p = shapes.pipeline;
            for (j, pj) in p.joins.iter().enumerate().filter(|(_, j)| j.prefetch.is_some()) {
                let keys: Vec<(Arg, ColType)> = pj
                    .keys
                    .iter()
                    .map(|k| match *k {
                        Source::Probe { col, ty } => (Arg::Column { table: p.table, column: col }, ty),
                        Source::Slot { .. } => unreachable!("prefetched joins have probe-table keys"),
                    })
                    .collect();
                words.extend(desc_words(
                    &pj.lookup,
                    Arg::Buffer { buffer: self.structure_of(j) },
                    keys[0],
                    keys.get(1).copied(),
                ));
            }
        }
        let n = words.len() as u64;
        self.buffer("prefetch descriptors".into(), 8 * n, Init::Words { words })
    }
}

/// The words of a prefetch descriptor, the column and table addresses as arguments.
fn desc_words(lookup: &Lookup, table: Arg, col: (Arg, ColType), col2: Option<(Arg, ColType)>) -> Vec<Arg> {
    let d = PrefetchDesc::new(lookup, 0, (0, col.1), col2.map(|c| (0, c.1)));
    let mut words: Vec<Arg> = d.words().iter().map(|&value| Arg::Value { value }).collect();
    words[PrefetchDesc::COLUMN] = col.0;
    words[PrefetchDesc::TABLE] = table;
    if let Some((c2, _)) = col2 {
        words[PrefetchDesc::COLUMN2] = c2;
    }
    words
}

/// The values of the plan's long `in` list whose words live at `addr`.
fn in_list(s: &Shapes<'_>, addr: u64, len: usize) -> Option<Vec<u64>> {
    fn find(p: &Pred, addr: u64, len: usize) -> Option<Vec<u64>> {
        match p {
            Pred::In { words, values, .. }
                if values.len() > SHORT_IN && words.as_ptr() as u64 == addr && words.len() == len =>
            {
                Some(words.clone())
            }
            Pred::And(ps) | Pred::Or(ps) => ps.iter().find_map(|q| find(q, addr, len)),
            Pred::Not(q) => find(q, addr, len),
            _ => None,
        }
    }
    let filters = s.builds.iter().filter_map(|b| b.filter.as_ref()).chain(s.pipeline.filter.as_ref());
    filters.into_iter().find_map(|p| find(p, addr, len))
}

fn structure_init(l: &Lookup) -> Init {
    match l {
        Lookup::Hash(h) => match h.empty {
            Empty::Sentinel(s) if s != 0 => {
                let f = h.keys[0];
                let width = f.ty.width() as u64;
                let value = if width == 4 { s as u32 as u64 } else { s };
                Init::Sentinel { stride: h.slot_size as u64, offset: f.offset as u64, width, value }
            }
            _ => Init::Zero,
        },
        Lookup::Vector(_) => Init::Zero,
    }
}

/// How join `b`'s noted duplicates become records in its slot format, read from its build
/// input (`tuples`: the partition buffer, laid out as `tuple`).
fn runs_spec(b: &BuildSide, tuples: Option<usize>, tuple: Option<&TupleLayout>) -> RunsSpec {
    let Lookup::Hash(l) = &b.lookup else { unreachable!("only hash tables have runs") };
    let fields = l
        .keys
        .iter()
        .chain(&l.payload)
        .map(|f| {
            let w = f.ty.width() as u64;
            let (from, offset, stride) = match (tuples, tuple.and_then(|t| t.field(f.col).map(|tf| (t, tf)))) {
                (Some(buffer), Some((t, tf))) => (Arg::Buffer { buffer }, tf.offset as u64, t.width as u64),
                _ => (Arg::Column { table: b.table, column: f.col }, 0, w),
            };
            RecordField { from, offset, stride, bytes: w, to: f.offset as u64 }
        })
        .collect();
    let flag = match l.empty {
        Empty::Flag { offset } => Some(offset as u64),
        Empty::Sentinel(_) => None,
    };
    RunsSpec { record_bytes: l.slot_size as u64, fields, flag }
}

/// What each aggregate's accumulator is: its function, type, offset in a state or group
/// block, and first value (`init`: the block `aggs` start from).
fn aggregate_specs(aggs: &[AggPlan], named: &[Agg], init: &[u128]) -> Vec<AggregateSpec> {
    aggs.iter()
        .zip(named)
        .enumerate()
        .map(|(i, (a, n))| {
            let ty = a.arg.as_ref().filter(|_| a.func != AggFunc::Count).map_or(ColType::I64, ArgPlan::ty);
            AggregateSpec {
                name: n.alias.clone(),
                func: a.func.name().into(),
                ty: ty.to_string(),
                offset: agg_offset(i) as u64,
                init: init[i + 1] as u64,
            }
        })
        .collect()
}

fn output(q: &Query, p: &Pipeline) -> Output {
    let state_bytes = 16 * words(p) as u64;
    match (&p.sink, &q.output) {
        (Sink::Aggregate(aggs), OutputSpec::Aggregate(named)) => Output::Aggregate {
            state_bytes,
            rows_at: STATE_ROWS as u64,
            aggregates: aggregate_specs(aggs, named, &new_state(p)),
        },
        (Sink::Group { keys, aggs, layout }, OutputSpec::Group(g)) => {
            let slots: Vec<_> = aggs.iter().map(AggPlan::slot).collect();
            Output::Group {
                state_bytes,
                rows_at: STATE_ROWS as u64,
                keys: keys.iter().zip(&g.keys).map(|(s, &c)| column_spec(&q.column_name(c), s.ty())).collect(),
                block_bytes: layout.block_bytes(),
                aggregates: aggregate_specs(aggs, &g.aggs, &fresh_block(&slots)),
            }
        }
        (Sink::Emit { columns, .. }, OutputSpec::Emit { columns: ids, limit }) => Output::Emit {
            state_bytes,
            rows_at: STATE_ROWS as u64,
            buffer_at: EMIT_PTR as u64,
            len_at: EMIT_LEN as u64,
            cap_at: EMIT_CAP as u64,
            owner_at: EMIT_OWNER as u64,
            columns: columns.iter().zip(ids).map(|(s, &c)| column_spec(&q.column_name(c), s.ty())).collect(),
            limit: *limit,
        },
        _ => unreachable!("the pipeline's sink is the query's output"),
    }
}

//! NUMA strategies: where a query's join structures and rows live on the workers' nodes, and
//! which node's structure each probe reads. The nodes are real ones, an XML topology's, or
//! virtual ones (`--virtual-nodes`); the code is the same, only memory binding does nothing
//! on virtual nodes.
//!
//! ```text
//!   strategy          build side, per join                           probe side (S)
//!   oblivious         one structure, unbound; threads unpinned       S as it lies
//!   local             one structure interleaved over the nodes       node n's slice of S first
//!   replicate-fine    a replica per node; every insert goes into     each worker reads its own
//!                     every replica                                  node's replica
//!   replicate-coarse  R split by key; node n builds its keys into    vector: own node's replica
//!                     replica n; then                                 (complete after the copy)
//!                       vector: node n's block is copied into the    hash: every sub-table's copy
//!                       other replicas (one memcpy per node pair)     on the worker's node
//!                       hash: node n's sub-table (sized for the       ("multi-entry" probing,
//!                       largest node's share of the keys) is copied   all of it local)
//!                       whole to every other node: a hashed key's
//!                       slot is not in its node's block, so the N
//!                       sub-tables stay apart, N on every node
//!   psn               R and S split by key hash across nodes (the    node n's rows of S against
//!                     `numa_partition` pass); node n builds its part  node n's table
//!                     (other joins: as rr)
//!   rr                every node builds all of R into its replica   own node's replica
//! ```
//! A split moves rows into one block per node (`split`); the first key column decides the
//! node, so equal keys, one- or two-column, meet on one node. Radix partitioning of a split
//! table runs node block by node block (`partition_blocks`), so each node's rows stay its own.
//! A table declared
//! `partition: COLUMN` is stored split so when loaded (`place_tables`), and a hash split on that
//! column uses the stored blocks instead of a pass. A worker that steals a morsel of another
//! node's block builds or probes that node's structure, so stealing never changes a result. psn and replicate-coarse do not
//! compose with radix partitioning (it would reorder the node blocks): an `auto` join runs
//! them unpartitioned, a join forced to `radix` is refused.

use super::ExecError;
use crate::data::generate::mix64;
use crate::host::pages::PageSample;
use crate::workers::Workers;
use jitjoin_compiler::engine::generic::partition::scatter_table;
use jitjoin_compiler::engine::{Engine, Input, PartitionSpec, per_chunk};
use jitjoin_compiler::layout::Lookup;
use jitjoin_compiler::layout::memory::TableMemory;
use jitjoin_compiler::plan::BuildSide;
use jitjoin_compiler::steps::Step;
use jitjoin_ir::query::Query;
use jitjoin_ir::{Column, TableData};
use std::ops::Range;

pub use jitjoin_compiler::plan::numa::{Placement, Placements, Strategy, check_sub_tables, place};

/// A table moved into one contiguous block of rows per node (or stored that way already).
pub struct Split<'d> {
    pub table: std::borrow::Cow<'d, TableData>,
    /// Node n's rows.
    pub ranges: Vec<Range<usize>>,
    /// Bytes of rows that moved to another node than the one their position placed them on.
    pub moved_bytes: u64,
}

/// The node of a key value when keys are hashed across `nodes` nodes (the hash mapped onto
/// `0..nodes` by a multiply and shift, not a division).
pub fn hashed_node(v: i128, nodes: usize) -> usize {
    let h = mix64((v as u64) ^ ((v >> 64) as u64).rotate_left(17));
    ((h as u128 * nodes as u128) >> 64) as usize
}

/// Per chunk of `col`: each row's node under `node_of` (applied to the value), the rows per
/// node, and how many rows leave the node their position places them on (of `nodes`).
#[allow(clippy::type_complexity)]
fn nodes_of(
    col: &Column,
    node_of: &(dyn Fn(i128) -> usize + Sync),
    chunks: &[Range<usize>],
    nodes: usize,
    workers: &Workers,
) -> Result<Vec<(Vec<u32>, Vec<usize>, u64)>, ExecError> {
    fn go<T: Copy + Into<i128>>(
        v: &[T],
        rows: Range<usize>,
        nodes: usize,
        node_of: &(dyn Fn(i128) -> usize + Sync),
    ) -> (Vec<u32>, Vec<usize>, u64) {
        let (mut counts, mut moved) = (vec![0usize; nodes], 0u64);
        let len = v.len().max(1);
        let ids = rows
            .map(|r| {
                let n = node_of(v[r].into());
                counts[n] += 1;
                moved += u64::from(r * nodes / len != n);
                n as u32
            })
            .collect();
        (ids, counts, moved)
    }
    per_chunk(workers, chunks.len(), |c| {
        let r = chunks[c].clone();
        match col {
            Column::I32(v) => go(v, r, nodes, node_of),
            Column::I64(v) => go(v, r, nodes, node_of),
            Column::U32(v) => go(v, r, nodes, node_of),
            Column::U64(v) => go(v, r, nodes, node_of),
            // Keys are integers (verified); a float column puts every row on node 0.
            Column::F64(_) => (vec![0; r.len()], std::iter::once(r.len()).chain(vec![0; nodes - 1]).collect(), 0),
        }
    })
    .map_err(ExecError::from)
}

/// The most rows of `t` one node holds when `t` is split by the hash of column `key` over
/// `nodes` nodes (what psn sizes each node's table for).
pub fn most_per_node(t: &TableData, key: usize, nodes: usize, workers: &Workers) -> Result<u64, ExecError> {
    let chunks = jitjoin_compiler::engine::chunks(0..t.rows, workers.len());
    let node_of = move |v: i128| hashed_node(v, nodes);
    let per = nodes_of(&t.columns[key], &node_of, &chunks, nodes, workers)?;
    Ok((0..nodes).map(|n| per.iter().map(|p| p.1[n]).sum::<usize>()).max().unwrap_or(0) as u64)
}

/// Split `t` by the value of column `key` into `nodes` blocks (the generic engine's scatter,
/// with nodes as partitions: parallel over chunks, stable within a node).
pub fn split<'d>(
    t: &TableData,
    key: usize,
    node_of: &(dyn Fn(i128) -> usize + Sync),
    nodes: usize,
    workers: &Workers,
) -> Result<Split<'d>, ExecError> {
    let chunks = jitjoin_compiler::engine::chunks(0..t.rows, workers.len());
    let per = nodes_of(&t.columns[key], node_of, &chunks, nodes, workers)?;
    let moved: u64 = per.iter().map(|p| p.2).sum();
    let mut ranges = Vec::with_capacity(nodes);
    let mut at = 0;
    for n in 0..nodes {
        let c: usize = per.iter().map(|p| p.1[n]).sum();
        ranges.push(at..at + c);
        at += c;
    }
    let ids: Vec<Vec<u32>> = per.into_iter().map(|p| p.0).collect();
    let columns = scatter_table(t, &chunks, &ids, nodes, &|_| true, workers)?;
    let row_bytes: usize = t.columns.iter().map(|c| c.ty().width()).sum();
    Ok(Split {
        table: std::borrow::Cow::Owned(TableData::new(t.name.clone(), t.rows, columns)),
        ranges,
        moved_bytes: moved * row_bytes as u64,
    })
}

/// Vector elements where node n's block starts, n = 0..=nodes: equal shares, cut at multiples
/// of 64 elements so that a bitmap's blocks are whole words.
pub fn block_starts(elements: u64, nodes: usize) -> Vec<u64> {
    let mut b: Vec<u64> = (0..=nodes as u64).map(|n| (elements * n / nodes as u64) & !63).collect();
    b[nodes] = elements;
    b
}

/// Bytes of a vector's block of elements `a..b` (`width` 0 is a bitmap of `total` bytes); the
/// last block runs to the end.
pub fn block_bytes(width: u32, a: u64, b: u64, total: usize, last: bool) -> Range<usize> {
    let at = |e: u64| (if width == 0 { e / 8 } else { e * width as u64 }) as usize;
    at(a).min(total)..if last { total } else { at(b).min(total) }
}

/// What a strategy did, for reports.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NumaReport {
    pub strategy: String,
    pub nodes: usize,
    /// Per join, named by its build table: how its structure was placed.
    pub joins: Vec<(String, String)>,
    /// Splitting tables by key across nodes at query time.
    pub numa_partition: std::time::Duration,
    /// Every split the strategy needed was stored so already (`partition:` tables).
    pub static_split: bool,
    /// Copying blocks between replicas.
    pub replicate: std::time::Duration,
    /// Bytes written to or read from another node's memory to place data and structures:
    /// moved rows, replica inserts and block copies.
    pub copied_bytes: u64,
    /// Bytes of every join structure, all replicas counted.
    pub structure_bytes: u64,
    /// Of those, bytes beyond one copy of each structure.
    pub replica_bytes: u64,
    /// Each join structure (every copy): where it was meant to live and where its pages are.
    pub placed: Vec<Placed>,
    /// Memory nodes of the machine the memory was bound on (1 where none was bound).
    pub system_nodes: usize,
}

pub use crate::workers::{PAGE_SAMPLES, Placed, partitions_name};

/// Where the structures `mems` of build side `b` (of table `table`; one per copy, each with
/// its binding's outcome `bound`) are: each copy's nodes and binding, and its pages asked of
/// the kernel. Called once the structures are filled (and a coarse replica's blocks copied),
/// so every page written has a node.
pub fn placed(
    table: &str,
    b: &BuildSide,
    placement: Placement,
    mems: &[TableMemory],
    bound: &[Option<bool>],
    workers: &Workers,
) -> Vec<Placed> {
    // Sub-tables are N² copies; the others one, or N.
    let nodes = if placement == Placement::SubTables { mems.len().isqrt() } else { mems.len() };
    intended(table, &b.lookup, placement, nodes, workers)
        .into_iter()
        .zip(mems.iter().zip(bound))
        .map(|((structure, nodes), (m, &bound))| Placed {
            structure,
            nodes,
            bound,
            pages: crate::host::pages::sample(m.as_slice(), PAGE_SAMPLES),
        })
        .collect()
}

/// The structures of a join of build table `table` whose structure is `lookup`, placed as
/// `placement` says on `nodes` nodes (one structure, one per node, or every node's copy of
/// every sub-table, [`Placement::copies`]), each with the OS nodes its memory is meant for:
/// what `explain` shows before a run and [`placed`] measures after it.
pub fn intended(
    table: &str,
    lookup: &Lookup,
    placement: Placement,
    nodes: usize,
    workers: &Workers,
) -> Vec<(String, Vec<usize>)> {
    let kind = match lookup {
        Lookup::Vector(_) => "vector",
        _ => "hash table",
    };
    let (copies, whole) = (placement.copies(nodes), placement.whole(nodes));
    (0..copies)
        .map(|c| {
            let (node, sub) = (c / whole, c % whole);
            let name = match (copies, whole) {
                (1, _) => format!("{kind} of {table}"),
                (_, 1) => format!("{kind} of {table}, node {node}'s copy"),
                _ => format!("{kind} of {table}, sub-table {sub}, node {node}'s copy"),
            };
            (name, workers.memory_nodes((copies > 1).then_some(node)))
        })
        .collect()
}

/// Node n's rows of table `t`, split across the nodes as `ranges` say (psn, a coarse
/// replica's key ranges, or stored split by `partition:`), every column of them moved to node
/// n's memory, and where their pages are (those wholly inside the block: a page two blocks
/// share lies on one of their nodes).
pub fn place_blocks(t: &TableData, ranges: &[Range<usize>], workers: &Workers) -> Vec<Placed> {
    let rows = Rows { table: t, ranges: ranges.to_vec(), names: intended_blocks(&t.name, ranges.len(), workers) };
    place_rows(&[rows], workers)
}

/// Node n's rows `ranges[n]` of table `table`, named as `names` say: a split table's blocks,
/// or a table's shares.
pub struct Rows<'t> {
    pub table: &'t TableData,
    pub ranges: Vec<Range<usize>>,
    pub names: Vec<(String, Vec<usize>)>,
}

/// Each node's block of a split table (`split`'s rows, as [`place_blocks`] names them).
pub fn blocks<'t>(split: &'t Split<'_>, workers: &Workers) -> Rows<'t> {
    let names = intended_blocks(&split.table.name, split.ranges.len(), workers);
    Rows { table: &split.table, ranges: split.ranges.clone(), names }
}

/// The tables a plan reads whole ([`whole_tables`]): each node's share of their rows, the
/// rows its queue hands out first to its own workers (the study's `--basic-numa`).
pub fn shares<'t>(data: &'t jitjoin_ir::Dataset, tables: &[usize], workers: &Workers) -> Vec<Rows<'t>> {
    tables
        .iter()
        .map(|&t| {
            let table = &data.tables[t];
            let names = intended_shares(&table.name, workers.nodes().len(), workers);
            Rows { table, ranges: workers.shares(table.rows), names }
        })
        .collect()
}

/// The tables whose node shares are placed: none under `oblivious` or where the workers and
/// the machine (`system_nodes` memory nodes) have one node; else the probe table and each
/// build table that the plan reads in place or radix-partitions in one pass (each node's
/// workers take the chunks of their own share first: [`Workers`]' `for_each`), in join order,
/// each once (on one node of several, its one share is the whole table).
/// Not a table split across the nodes (it has blocks), nor one stored split, nor a probe side
/// partitioned block by block (every node's workers read each block), nor a build side every
/// node reads whole (a full replica): no node's workers read a share of those first.
pub fn whole_tables(
    plan: &jitjoin_compiler::physical::PhysicalPlan,
    data: &jitjoin_ir::Dataset,
    strategy: Strategy,
    system_nodes: usize,
) -> Vec<usize> {
    let (q, placements) = (&plan.query, &plan.placements);
    if placements.nodes < 2 && system_nodes < 2 || strategy == Strategy::Oblivious {
        return Vec::new();
    }
    let stored = |t: usize| data.blocks(t).is_some();
    let probe_partitioned = plan.steps.steps.iter().any(|s| matches!(s, Step::Partition { join: None, .. }));
    let in_blocks = probe_partitioned && plan.probe_blocks.ranges(data.tables[q.probe].rows).nth(1).is_some();
    let mut tables = Vec::new();
    if placements.probe_split.is_none() && !in_blocks && !stored(q.probe) {
        tables.push(q.probe);
    }
    for (j, join) in q.joins.iter().enumerate() {
        let p = placements.joins[j];
        let read_whole = !p.splits_build() && p != Placement::Full;
        if read_whole && !stored(join.build) && !tables.contains(&join.build) && join.build != q.probe {
            tables.push(join.build);
        }
    }
    tables
}

/// Move every node's rows of every one of `rows` to that node's memory, then (all moved, so
/// that a later move cannot pull a sampled page away) sample where the pages wholly inside
/// each are.
pub fn place_rows(rows: &[Rows<'_>], workers: &Workers) -> Vec<Placed> {
    fn each<'a>(t: &'a TableData, r: &Range<usize>, f: &mut dyn FnMut(Area<'a>)) {
        for col in &t.columns {
            f(match col {
                Column::I32(v) => Area::I32(&v[r.clone()]),
                Column::I64(v) => Area::I64(&v[r.clone()]),
                Column::U32(v) => Area::U32(&v[r.clone()]),
                Column::U64(v) => Area::U64(&v[r.clone()]),
                Column::F64(v) => Area::F64(&v[r.clone()]),
            });
        }
    }
    let moved: Vec<Vec<Option<bool>>> = rows
        .iter()
        .map(|rs| {
            let mut bound = vec![None; rs.ranges.len()];
            for (n, r) in rs.ranges.iter().enumerate() {
                each(rs.table, r, &mut |a| {
                    let b = a.move_to(workers, n);
                    // Bound when every column's move was done.
                    bound[n] = match (bound[n], b) {
                        (None, b) | (b, None) => b,
                        (Some(x), Some(y)) => Some(x && y),
                    };
                });
            }
            bound
        })
        .collect();
    let mut out = Vec::new();
    for (rs, bound) in rows.iter().zip(moved) {
        for ((r, (structure, nodes)), bound) in rs.ranges.iter().zip(&rs.names).zip(bound) {
            let mut pages = Ok(PageSample::default());
            each(rs.table, r, &mut |a| {
                pages = match (std::mem::replace(&mut pages, Ok(PageSample::default())), a.sample()) {
                    (Ok(mut all), Ok(s)) => {
                        all.add(&s);
                        Ok(all)
                    }
                    (Err(e), _) | (_, Err(e)) => Err(e),
                };
            });
            out.push(Placed { structure: structure.clone(), nodes: nodes.clone(), bound, pages });
        }
    }
    out
}

/// Rows of one column.
enum Area<'a> {
    I32(&'a [i32]),
    I64(&'a [i64]),
    U32(&'a [u32]),
    U64(&'a [u64]),
    F64(&'a [f64]),
}

impl Area<'_> {
    fn move_to(&self, w: &Workers, n: usize) -> Option<bool> {
        match self {
            Area::I32(v) => w.move_to_node(v, n),
            Area::I64(v) => w.move_to_node(v, n),
            Area::U32(v) => w.move_to_node(v, n),
            Area::U64(v) => w.move_to_node(v, n),
            Area::F64(v) => w.move_to_node(v, n),
        }
    }

    fn sample(&self) -> Result<PageSample, String> {
        use crate::host::pages::sample_within;
        match self {
            Area::I32(v) => sample_within(v, PAGE_SAMPLES),
            Area::I64(v) => sample_within(v, PAGE_SAMPLES),
            Area::U32(v) => sample_within(v, PAGE_SAMPLES),
            Area::U64(v) => sample_within(v, PAGE_SAMPLES),
            Area::F64(v) => sample_within(v, PAGE_SAMPLES),
        }
    }
}

/// The blocks of table `table` split over `nodes` nodes, each with the OS nodes its rows are
/// meant for: what `explain` shows and [`place_blocks`] measures.
pub fn intended_blocks(table: &str, nodes: usize, workers: &Workers) -> Vec<(String, Vec<usize>)> {
    (0..nodes).map(|n| (format!("rows of {table}, node {n}'s block"), workers.memory_nodes(Some(n)))).collect()
}

/// The radix partitions plan `plan` writes, each with the OS nodes meant for them: a build
/// side's in join order, then the probe side's. A split table's partitions stay in its node
/// blocks, each on its node ([`partition_blocks`]); any other table's are one buffer shared by
/// every node's workers, interleaved over their nodes (or on the one node they are on). What
/// `explain` shows and a run reports ([`Workers::take_partitions`]).
pub fn intended_partitions(
    plan: &jitjoin_compiler::physical::PhysicalPlan,
    workers: &Workers,
) -> Vec<(String, Vec<usize>)> {
    let (q, placements) = (&plan.query, &plan.placements);
    let each = |table: &str, split: bool| -> Vec<(String, Vec<usize>)> {
        match split {
            true => (0..placements.nodes)
                .map(|n| (partitions_name(table, Some(n)), workers.memory_nodes(Some(n))))
                .collect(),
            false => vec![(partitions_name(table, None), workers.memory_nodes(None))],
        }
    };
    let mut out = Vec::new();
    for (j, b) in plan.builds.iter().enumerate() {
        if b.radix.is_some() {
            out.extend(each(&q.tables[b.table].name, placements.joins[j].splits_build()));
        }
    }
    if plan.steps.steps.iter().any(|s| matches!(s, Step::Partition { join: None, .. })) {
        out.extend(each(&q.tables[q.probe].name, placements.probe_split.is_some()));
    }
    out
}

/// The shares of table `table` on `nodes` nodes, each with the OS nodes its rows are meant
/// for: what `explain` shows and [`place_rows`] measures.
pub fn intended_shares(table: &str, nodes: usize, workers: &Workers) -> Vec<(String, Vec<usize>)> {
    (0..nodes).map(|n| (format!("rows of {table}, node {n}'s share"), workers.memory_nodes(Some(n)))).collect()
}

/// Table `t` of `data` as stored split by the hash of column `key` over `nodes` nodes, when it
/// is (static pre-partitioning): no pass, nothing moved.
pub fn stored_split(data: &jitjoin_ir::Dataset, t: usize, key: usize, nodes: usize) -> Option<Split<'_>> {
    let b = data.blocks(t).filter(|b| b.col == key && b.ranges.len() == nodes)?;
    Some(Split { table: std::borrow::Cow::Borrowed(&data.tables[t]), ranges: b.ranges.clone(), moved_bytes: 0 })
}

/// Store every table with a `partition:` column split by that column's hash across the
/// workers' nodes, as a `psn` join splits it (static pre-partitioning, done when the data is
/// loaded). On one node nothing moves.
pub fn place_tables(q: &Query, data: &mut jitjoin_ir::Dataset, workers: &Workers) -> Result<(), ExecError> {
    let nodes = workers.nodes().len();
    data.blocks.resize(data.tables.len(), None);
    for (t, schema) in q.tables.iter().enumerate() {
        let Some(col) = schema.partition else { continue };
        let s = split(&data.tables[t], col, &|v| hashed_node(v, nodes), nodes, workers)?;
        // NUMA-aware storage: each node's partition in its memory from the start.
        if nodes > 1 {
            place_blocks(&s.table, &s.ranges, workers);
        }
        data.tables[t] = s.table.into_owned();
        data.blocks[t] = Some(jitjoin_ir::NodeBlocks { col, ranges: s.ranges });
    }
    Ok(())
}

/// Rows `r` of `t` as a table of their own.
fn slice_table(t: &TableData, r: Range<usize>) -> TableData {
    let columns = t
        .columns
        .iter()
        .map(|c| match c {
            Column::I32(v) => Column::I32(v[r.clone()].to_vec().into()),
            Column::I64(v) => Column::I64(v[r.clone()].to_vec().into()),
            Column::U32(v) => Column::U32(v[r.clone()].to_vec().into()),
            Column::U64(v) => Column::U64(v[r.clone()].to_vec().into()),
            Column::F64(v) => Column::F64(v[r.clone()].to_vec().into()),
        })
        .collect();
    TableData::new(t.name.clone(), r.len(), columns)
}

/// `cols` one after the other (all of one type).
fn concat(cols: &[&Column]) -> Column {
    let mut out = Column::zeroed(cols[0].ty(), 0);
    for c in cols {
        match (&mut out, c) {
            (Column::I32(o), Column::I32(v)) => o.to_mut().extend_from_slice(v),
            (Column::I64(o), Column::I64(v)) => o.to_mut().extend_from_slice(v),
            (Column::U32(o), Column::U32(v)) => o.to_mut().extend_from_slice(v),
            (Column::U64(o), Column::U64(v)) => o.to_mut().extend_from_slice(v),
            (Column::F64(o), Column::F64(v)) => o.to_mut().extend_from_slice(v),
            _ => unreachable!("the blocks of a column share its type"),
        }
    }
    out
}

/// `t`, split into node blocks `ranges`, radix-partitioned as `spec` says block by block: each
/// node's rows stay in its block (now in partition order within it), so the build and probe
/// read node n's rows at the same `ranges[n]`.
pub fn partition_blocks<'d>(
    t: &'d TableData,
    ranges: &[Range<usize>],
    spec: Option<PartitionSpec<'_>>,
    engine: &mut dyn Engine,
    workers: &Workers,
) -> Result<Input<'d>, ExecError> {
    let Some(spec) = spec else { return Ok(Input::Plain(t)) };
    let blocks: Vec<TableData> = ranges.iter().map(|r| slice_table(t, r.clone())).collect();
    let mut parts = Vec::with_capacity(blocks.len());
    for b in &blocks {
        parts.push(engine.partition(b, 0..b.rows, &spec, workers, None)?);
    }
    // The passes' own buffers are copied into the node blocks below and freed.
    workers.forget_partitions(&t.name);
    match parts.first() {
        Some(Input::Tuples { tuple, .. }) => {
            let (tuple, width) = (tuple.clone(), tuple.width as usize);
            // In base pages when the blocks go to different memory nodes: small blocks share a
            // huge page, which moves whole unless the kernel splits it, and a split can fail
            // on a freshly faulted page (seen once in the 4-node guest: a merged node's block
            // of 130 pages all on one of its two nodes).
            let split = ranges.len() > 1 && workers.system_memory_nodes() > 1;
            let pages = if split { jitjoin_compiler::layout::memory::Pages::Small } else { spec.pages };
            let mem = TableMemory::scratch(t.rows * width, pages)?;
            for (p, r) in parts.iter().zip(ranges) {
                if let Input::Tuples { mem: m, .. } = p {
                    mem.copy_from(r.start * width, m, 0..r.len() * width);
                }
            }
            // Each node's partitioned rows to its memory (the copy above touched every page
            // on the calling thread's node), and where they are: the pages wholly inside the
            // node's block.
            let bytes = mem.as_slice();
            for (n, r) in ranges.iter().enumerate() {
                let block = &bytes[r.start * width..r.end * width];
                let bound = workers.move_to_node(block, n);
                workers.note_partitions(Placed {
                    structure: partitions_name(&t.name, Some(n)),
                    nodes: workers.memory_nodes(Some(n)),
                    bound,
                    pages: crate::host::pages::sample_within(block, PAGE_SAMPLES),
                });
            }
            Ok(Input::Tuples { mem, tuple, rows: t.rows, of: t })
        }
        Some(Input::Columns { tuple, .. }) => {
            let tuple = tuple.clone();
            let columns = (0..t.columns.len())
                .map(|c| {
                    let cols: Vec<&Column> = parts.iter().map(|p| &p.data().columns[c]).collect();
                    concat(&cols)
                })
                .collect();
            Ok(Input::Columns { data: TableData::new(t.name.clone(), t.rows, columns), tuple })
        }
        _ => Ok(Input::Plain(t)),
    }
}

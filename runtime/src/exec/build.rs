//! The build phase: allocate a side's structure, run its rows through the engine's build on
//! the workers, and group the duplicates past the clustered ones into runs.

use super::ExecError;
use super::numa::Placement;
use crate::workers::{Morsels, Until, WorkerError, Workers};
use jitjoin_compiler::engine::generic::GenericEngine;
use jitjoin_compiler::engine::{BuildRows, Engine, Input, Pending};
use jitjoin_compiler::layout::memory::TableMemory;
use jitjoin_compiler::layout::{DupRuns, DupSink, Empty, HashKind, Lookup, TableLayout};
use jitjoin_compiler::plan::BuildSide;
use jitjoin_ir::Dataset;
use jitjoin_ir::query::Query;
use std::ops::Range;

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

/// A join's structures once built: one, or one per node ([`Placement::copies`]), how many of
/// its rows repeated a key already inserted, and each structure's runs of duplicates.
pub struct BuiltJoin {
    pub mems: Vec<TableMemory>,
    pub dups: u64,
    pub runs: Vec<Option<DupRuns>>,
    /// Per copy: whether the OS accepted its binding ([`Workers::bind`]).
    pub bound: Vec<Option<bool>>,
    /// Rows the generic engine built while the kernel compiled (an adaptive start).
    pub generic_rows: u64,
}

/// Allocate side `b`'s structures (one per copy the placement asks for, each bound to its node)
/// and build them from `input` (`ranges`: each node's rows of a split build table); with an
/// inner hash join's runs of duplicates per structure, and the number of rows whose key was
/// there already. What that says of the keys is the run's to judge ([`super::plan::facts_of`]):
/// a vector that met duplicates is planned again as a hash table.
pub fn build(
    b: &BuildSide,
    input: &Input<'_>,
    placement: Placement,
    nodes: usize,
    ranges: Option<&[Range<usize>]>,
    engine: &mut dyn Engine,
    workers: &Workers,
) -> Result<BuiltJoin, ExecError> {
    let copies = placement.copies(nodes);
    // The structures the build writes: every copy, or of sub-tables each node's own
    // (`n·nodes + n`); [`copy_sub_tables`] fills the others.
    let whole = placement.whole(nodes);
    let written: Vec<usize> = match whole {
        1 => (0..copies).collect(),
        _ => (0..nodes).map(|n| n * nodes + n).collect(),
    };
    let mut mems = Vec::with_capacity(copies);
    let mut bound = Vec::with_capacity(copies);
    for c in 0..copies {
        let m = TableMemory::zeroed(b.lookup.bytes() as usize, b.pages)?;
        bound.push(match copies {
            1 => workers.bind(&m),
            _ => workers.bind_node(&m, c / whole),
        });
        if let Lookup::Hash(l) = &b.lookup
            && let Empty::Sentinel(s) = l.empty
            && s != 0
        {
            fill_sentinel(l, &m, s, workers)?;
        }
        mems.push(m);
    }
    let rows_in = input.rows();
    let refs: Vec<&TableMemory> = written.iter().map(|&c| &mems[c]).collect();
    // Where the rows come from, which structures each morsel goes into.
    let feed = match placement {
        // Every worker inserts its morsels into every structure.
        Placement::Shared | Placement::Fine => Feed::Every(workers.morsels(rows_in)),
        // Node n's rows go into node n's structure (whoever takes the morsel).
        Placement::Blocks | Placement::SubTables | Placement::Split => {
            Feed::Own(workers.morsels_over(ranges.expect("a split placement has the split's ranges")))
        }
        // Each node's workers insert every row into their node's structure.
        Placement::Full => Feed::Node(
            (0..copies).map(|n| Morsels::over(std::slice::from_ref(&(0..rows_in)), workers.on_node(n))).collect(),
        ),
    };
    // An adaptive start: the generic engine builds while the kernel compiles.
    let mut noted = Vec::new();
    let mut generic_rows = 0;
    if let Some(pending) = engine.pending_build(b, input) {
        let mut engine = GenericEngine;
        let generic = engine.build(b, input, &refs)?;
        let phase = feed.run(&*generic, refs.len(), Some(&pending), workers)?;
        generic_rows = phase.iter().map(|n| n.2).sum();
        noted.extend(phase);
    }
    if !feed.is_empty() {
        let rows = engine.build(b, input, &refs)?;
        noted.extend(feed.run(&*rows, refs.len(), None, workers)?);
    }
    drop(refs);
    let dups = noted.iter().map(|n| n.0).sum();
    let mut per_written: Vec<Vec<[u64; 2]>> = vec![Vec::new(); written.len()];
    for (_, sinks, _) in noted {
        for (t, s) in sinks.into_iter().enumerate() {
            per_written[t].extend(s.pairs);
        }
    }
    // A sub-table's copies have its runs.
    let per_copy: Vec<Vec<[u64; 2]>> = (0..copies).map(|c| per_written[c % written.len()].clone()).collect();
    // The probe kernel is compiled once for every copy: when one copy has runs, all have
    // them (some empty).
    let any = per_copy.iter().any(|p| !p.is_empty());
    let runs = per_copy
        .into_iter()
        .map(|pairs| match &b.lookup {
            Lookup::Hash(l) if any => {
                Some(DupRuns::new(l, pairs, |row, record| write_record(l, input, row as usize, record)))
            }
            _ => None,
        })
        .collect();
    Ok(BuiltJoin { mems, dups, runs, bound, generic_rows })
}

/// The morsels of a build's input, and which of its structures each goes into.
enum Feed {
    /// Every morsel into every structure.
    Every(Morsels),
    /// Each morsel into the structure of the range it came from.
    Own(Morsels),
    /// Per node, every row again, into that node's structure, by that node's workers.
    Node(Vec<Morsels>),
}

impl Feed {
    /// Insert morsels with `rows` into `tables` structures on every worker, until none is left
    /// or, once a worker has inserted one, `stop` is ready (the donor worker inserts none
    /// then, [`Workers::donor`]); per worker the duplicates counted, the rows past the
    /// clustered duplicates, and the rows inserted.
    fn run(
        &self,
        rows: &dyn BuildRows,
        tables: usize,
        stop: Option<&Pending>,
        workers: &Workers,
    ) -> Result<Vec<(u64, Vec<DupSink>, u64)>, WorkerError> {
        let until = Until::new(stop, workers);
        workers.run(|w| {
            let (mut dups, mut done) = (0, 0);
            let mut sink: Vec<DupSink> = (0..tables).map(|_| DupSink::default()).collect();
            if until.donated(w, || self.is_empty()) {
                return (dups, sink, done);
            }
            let q = workers.queue_of(w);
            while until.goes_on(done) {
                let Some((t, r)) = (match self {
                    Feed::Every(m) => m.next(q).map(|r| (None, r)),
                    Feed::Own(m) => m.next_from(q).map(|(t, r)| (Some(t), r)),
                    Feed::Node(per_node) => per_node[q].take(0).map(|r| (Some(q), r)),
                }) else {
                    break;
                };
                match t {
                    None => sink.iter_mut().enumerate().for_each(|(t, s)| dups += rows.rows(t, r.start, r.end, s)),
                    Some(t) => dups += rows.rows(t, r.start, r.end, &mut sink[t]),
                }
                done += r.len() as u64;
            }
            (dups, sink, done)
        })
    }

    /// Whether every morsel has been taken.
    fn is_empty(&self) -> bool {
        match self {
            Feed::Every(m) | Feed::Own(m) => m.is_empty(),
            Feed::Node(per_node) => per_node.iter().all(Morsels::is_empty),
        }
    }
}

/// Copy each node's sub-table (built in its memory at `n·nodes + n`) into every other node's
/// copy of it (`m·nodes + n`), all pairs at once; the bytes copied. After it every node holds
/// all N sub-tables in its own memory, so its probes read none remotely.
pub fn copy_sub_tables(mems: &[TableMemory], nodes: usize, workers: &Workers) -> Result<u64, ExecError> {
    let pairs: Vec<(usize, usize)> =
        (0..nodes).flat_map(|from| (0..nodes).filter(move |&to| to != from).map(move |to| (from, to))).collect();
    jitjoin_compiler::engine::per_chunk(workers, pairs.len(), |i| {
        let (from, to) = pairs[i];
        let src = &mems[from * nodes + from];
        mems[to * nodes + from].copy_from(0, src, 0..src.len());
    })?;
    Ok(pairs.iter().map(|&(from, _)| mems[from * nodes + from].len() as u64).sum())
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

/// Refuse structures and partition buffers that would not fit in `available` bytes (90% of
/// it), before allocating: every partitioned build side's tuples, and the one buffer the
/// probe side is partitioned into block by block ([`ProbeBlocks`]; only the first
/// partitioned join reorders the probe table).
pub fn check_tables_fit(
    q: &Query,
    builds: &[BuildSide],
    data: &Dataset,
    available: Option<u64>,
) -> Result<(), ExecError> {
    let w = |cols: &[usize], t: &jitjoin_ir::TableData| {
        jitjoin_compiler::layout::radix::TupleLayout::new(
            &cols.iter().map(|&c| (c, t.columns[c].ty())).collect::<Vec<_>>(),
        )
        .width as u64
    };
    let build_tuples: u64 = builds
        .iter()
        .filter(|b| b.radix.is_some())
        .map(|b| data.tables[b.table].rows as u64 * w(&b.read_columns(), &data.tables[b.table]))
        .sum();
    let probe_buffer = if builds.iter().any(|b| b.radix.is_some()) {
        // The probe side's tuples keep at most all of its columns.
        let p = &data.tables[q.probe];
        let width = w(&(0..p.columns.len()).collect::<Vec<_>>(), p);
        jitjoin_compiler::plan::ProbeBlocks::for_builds(p.rows as u64, width, builds).buffer_bytes(width)
    } else {
        0
    };
    let needed: u64 = builds.iter().map(|b| b.lookup.bytes()).sum::<u64>() + build_tuples + probe_buffer;
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

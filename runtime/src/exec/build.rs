//! The build phase: allocate a side's structure, run its rows through the engine's build on
//! the workers, group the duplicates past the clustered ones into runs, and fall back from a
//! vector to a hash table when duplicate keys turn up.

use super::ExecError;
use super::plan::{available, check_tables_fit};
use crate::workers::{WorkerError, Workers};
use jitjoin_compiler::engine::{Engine, Input};
use jitjoin_compiler::layout::memory::TableMemory;
use jitjoin_compiler::layout::{DupRuns, DupSink, Empty, HashKind, Lookup, TableLayout};
use jitjoin_compiler::plan::{BuildSide, CacheModel, ChoiceError, JoinStats, fall_back_to_hash};
use jitjoin_ir::Dataset;
use jitjoin_ir::plan::{Algorithm, JoinKind};
use jitjoin_ir::query::{ColId, Query};

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

/// Build join `i` from `input`; when a vector meets duplicate keys in an inner join, re-plan it
/// as a hash table and build again (or fail, when the plan forced `vector`). Returns the
/// structure, whether the probe may treat the keys as unique, and the runs of duplicates.
#[allow(clippy::too_many_arguments)]
pub fn build_or_fall_back(
    q: &Query,
    builds: &mut [BuildSide],
    i: usize,
    stats: &[JoinStats],
    caches: &CacheModel,
    data: &Dataset,
    input: &Input<'_>,
    engine: &mut dyn Engine,
    workers: &Workers,
) -> Result<(TableMemory, bool, Option<DupRuns>), ExecError> {
    loop {
        let (m, dups, runs) = build_one(&builds[i], input, engine, workers)?;
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
    engine: &mut dyn Engine,
    workers: &Workers,
) -> Result<(TableMemory, u64, Option<DupRuns>), ExecError> {
    let m = TableMemory::zeroed(b.lookup.bytes() as usize)?;
    workers.bind(&m);
    if let Lookup::Hash(l) = &b.lookup
        && let Empty::Sentinel(s) = l.empty
        && s != 0
    {
        fill_sentinel(l, &m, s, workers)?;
    }
    let noted: Vec<(u64, DupSink)> = {
        let rows = engine.build(b, input, &m)?;
        let morsels = workers.morsels(input.data().rows);
        workers.run(|w| {
            let mut dups = 0;
            let mut sink = DupSink::default();
            let queue = workers.queue_of(w);
            while let Some(r) = morsels.next(queue) {
                dups += rows.rows(r.start, r.end, &mut sink);
            }
            (dups, sink)
        })?
    };
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

fn duplicate_vector_keys(q: &Query, b: &BuildSide) -> ExecError {
    ExecError::Choice(ChoiceError {
        table: q.tables[b.table].name.clone(),
        why: format!(
            "its key `{}` has duplicate values, which a key-indexed vector cannot hold",
            q.column_name(ColId { table: b.table, col: b.keys[0].0 })
        ),
    })
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

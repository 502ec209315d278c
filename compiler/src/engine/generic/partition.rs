//! The generic engine's radix partitioning: columnar and safe. Each chunk computes its rows'
//! partition numbers, the prefix sums place every (chunk, partition) range, and each output
//! column is carved into disjoint slices, one set per chunk, which the chunks fill in
//! parallel.

use crate::engine::{EngineError, Parallel, per_chunk};
use crate::layout::Lookup;
use crate::layout::radix::Radix;
use jitjoin_ir::{Column, TableData};
use std::ops::Range;

/// Partition numbers of rows `rows` (the generic engine's partitioning).
pub fn partitions(
    t: &TableData,
    keys: &[usize],
    lookup: &Lookup,
    radix: Radix,
    rows: Range<usize>,
    out: &mut Vec<u32>,
) {
    let rows: Vec<u32> = (rows.start as u32..rows.end as u32).collect();
    let (mut k0, mut k1) = (Vec::new(), Vec::new());
    super::gather_column(&t.columns[keys[0]], &rows, &mut k0);
    if let Some(&c) = keys.get(1) {
        super::gather_column(&t.columns[c], &rows, &mut k1);
    }
    out.clear();
    out.extend((0..rows.len()).map(|i| radix.partition(lookup.position(k0[i], k1.get(i).copied())) as u32));
}

/// Counts per partition of `pids`.
pub fn histogram(pids: &[u32], fanout: usize) -> Vec<u64> {
    let mut h = vec![0u64; fanout];
    for &p in pids {
        h[p as usize] += 1;
    }
    h
}

/// One chunk's share of one partitioned column: a disjoint slice per partition.
pub enum ChunkSlices<'a> {
    I32(Vec<&'a mut [i32]>),
    I64(Vec<&'a mut [i64]>),
    U32(Vec<&'a mut [u32]>),
    U64(Vec<&'a mut [u64]>),
    F64(Vec<&'a mut [f64]>),
}

fn carve_slice<'a, T>(mut out: &'a mut [T], hist: &[Vec<u64>], fanout: usize) -> Vec<Vec<&'a mut [T]>> {
    let mut res: Vec<Vec<&'a mut [T]>> = hist.iter().map(|_| Vec::with_capacity(fanout)).collect();
    for p in 0..fanout {
        for (c, h) in hist.iter().enumerate() {
            let (a, rest) = std::mem::take(&mut out).split_at_mut(h[p] as usize);
            res[c].push(a);
            out = rest;
        }
    }
    res
}

/// Carve an output column (as long as the table) by the chunks' histograms into one
/// [`ChunkSlices`] per chunk, partition-major as [`offsets`]; the slices are disjoint, so the
/// chunks can be scattered by different threads.
pub fn carve<'a>(col: &'a mut Column, hist: &[Vec<u64>], fanout: usize) -> Vec<ChunkSlices<'a>> {
    match col {
        Column::I32(v) => carve_slice(v, hist, fanout).into_iter().map(ChunkSlices::I32).collect(),
        Column::I64(v) => carve_slice(v, hist, fanout).into_iter().map(ChunkSlices::I64).collect(),
        Column::U32(v) => carve_slice(v, hist, fanout).into_iter().map(ChunkSlices::U32).collect(),
        Column::U64(v) => carve_slice(v, hist, fanout).into_iter().map(ChunkSlices::U64).collect(),
        Column::F64(v) => carve_slice(v, hist, fanout).into_iter().map(ChunkSlices::F64).collect(),
    }
}

/// Scatter rows `rows` of `src` (whose partition numbers are `pids`) into one chunk's slices.
pub fn scatter_column(src: &Column, rows: Range<usize>, pids: &[u32], dst: &mut ChunkSlices<'_>) {
    fn go<T: Copy>(v: &[T], rows: Range<usize>, pids: &[u32], dst: &mut [&mut [T]]) {
        let mut cur = vec![0usize; dst.len()];
        for (&x, &p) in v[rows].iter().zip(pids) {
            let p = p as usize;
            dst[p][cur[p]] = x;
            cur[p] += 1;
        }
    }
    match (src, dst) {
        (Column::I32(v), ChunkSlices::I32(d)) => go(v, rows, pids, d),
        (Column::I64(v), ChunkSlices::I64(d)) => go(v, rows, pids, d),
        (Column::U32(v), ChunkSlices::U32(d)) => go(v, rows, pids, d),
        (Column::U64(v), ChunkSlices::U64(d)) => go(v, rows, pids, d),
        (Column::F64(v), ChunkSlices::F64(d)) => go(v, rows, pids, d),
        _ => unreachable!("a column is carved with its own type"),
    }
}

/// The columns of `t` reordered partition by partition (stable within one), each chunk
/// `parts[c]` scattering its rows by their partition numbers `pids[c]` on `par`; columns
/// `keep` rejects are left empty. Radix partitioning uses it, and so does the runtime's split
/// of a table across NUMA nodes (a node is a partition there).
pub fn scatter_table(
    t: &TableData,
    parts: &[Range<usize>],
    pids: &[Vec<u32>],
    fanout: usize,
    keep: &(dyn Fn(usize) -> bool + Sync),
    par: &dyn Parallel,
) -> Result<Vec<Column>, EngineError> {
    let hist: Vec<Vec<u64>> = pids.iter().map(|p| histogram(p, fanout)).collect();
    let rows = parts.iter().map(|p| p.len()).sum();
    let mut out: Vec<Column> =
        t.columns.iter().enumerate().map(|(c, col)| Column::zeroed(col.ty(), if keep(c) { rows } else { 0 })).collect();
    let mut jobs: Vec<Vec<(usize, ChunkSlices<'_>)>> = parts.iter().map(|_| Vec::new()).collect();
    for (c, col) in out.iter_mut().enumerate() {
        if keep(c) {
            for (chunk, slices) in carve(col, &hist, fanout).into_iter().enumerate() {
                jobs[chunk].push((c, slices));
            }
        }
    }
    let jobs: Vec<std::sync::Mutex<Vec<(usize, ChunkSlices<'_>)>>> =
        jobs.into_iter().map(std::sync::Mutex::new).collect();
    per_chunk(par, parts.len(), |c| {
        let mut job = jobs[c].lock().unwrap_or_else(|e| e.into_inner());
        for (col, slices) in job.iter_mut() {
            scatter_column(&t.columns[*col], parts[c].clone(), &pids[c], slices);
        }
    })?;
    drop(jobs);
    Ok(out)
}

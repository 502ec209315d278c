//! What a probe beyond the cache costs against partitioning first: the measurement behind
//! `auto`'s radix choice.
//!
//! ```text
//!   threads: one per core of the first node, pinned, started together
//!   band:      a random 4-byte read within half the L2 (a partition's band), not prefetched
//!   for bytes in LLC, 2·LLC, 4·LLC, … ≤ 128 MiB (the effective last level):
//!     random:    a prefetched random 4-byte read of a structure of `bytes` (huge pages,
//!                resident), keys read in order, the next chunk of `ahead` rows prefetched
//!                by `jj_prefetch` before a chunk is read, as probe kernels do
//!     partition: one radix pass over 8-byte tuples into the 2^b partitions that cut `bytes`
//!                into bands: a histogram of the keys, then a scatter through 64-byte line
//!                buffers into a reused output, full lines written with non-temporal stores
//!                (`stream_line`, as the kernels' `jj_stream_line`)
//!   ns per row and thread = the slowest thread's time / its rows, the median of 3 passes
//! ```
//! Partitioning pays where `random(bytes) > partition(bytes) + band`: both sides of a join are
//! read once more and written once more, and then probed within a band. A build side is
//! written at random as a probe side is read, so the comparison holds per row of either side.
//!
//! The band's read leaves out the first touch of each band's lines, which a partitioned probe
//! pays once per block. A version that partitioned a whole probe block and read it back band
//! by band (8-byte tuples, bands shared by the threads as the kernels share them) measured
//! 6.3–8.9 ns per row at 4–128 MiB on a Zen 5 VM, where the JIT's partitioned `fk_sum` took
//! 4.2–4.7: it priced partitioning too high, and the sum of these parts came closer (see
//! README, "Where to partition is measured").

use crate::host::topology::node_cpus;
use jitjoin_compiler::abi::prefetch::{PrefetchDesc, jj_prefetch};
use jitjoin_compiler::abi::scatter::{Line, stream_fence, stream_line};
use jitjoin_compiler::layout::memory::{Pages, TableMemory};
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

/// Rows each thread reads or partitions in one pass.
const ROWS: usize = 1 << 20;
/// The largest structure measured.
const LARGEST: u64 = 128 << 20;

/// The measured per-row costs, ns per row and thread with `threads` threads busy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProbeCost {
    pub threads: usize,
    /// Bytes of a band (half the L2) and ns per random read within it (not prefetched).
    pub band: (u64, f64),
    pub sizes: Vec<SizeCost>,
}

/// One structure size: a prefetched random read of it, and the radix pass into its bands.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SizeCost {
    pub bytes: u64,
    pub random_ns: f64,
    pub bits: u32,
    pub partition_ns: f64,
}

/// Measure for a last level of `llc` bytes, an L2 of `l2`, and `latency_ns` to memory (which
/// sets how far ahead reads are prefetched, as [`jitjoin_compiler::plan::CacheModel::prefetch_rows`]
/// does).
pub fn measure(llc: u64, l2: u64, latency_ns: f64) -> ProbeCost {
    let cpus = node_cpus().into_iter().next().map_or_else(|| vec![0], |n| n.1);
    let ahead = ((latency_ns / 8.0).max(1.0) as usize).next_power_of_two().clamp(16, 64);
    let band = (l2 / 2).max(64 << 10);
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(13);
    let first = llc.max(band).next_power_of_two().min(LARGEST);
    // One resident structure, its first `bytes` read for each size: faulting in a fresh one per
    // size took seconds where the kernel had to compact memory for huge pages.
    let Ok(structure) = TableMemory::scratch(LARGEST as usize, Pages::Huge) else {
        return ProbeCost { threads: cpus.len(), band: (band, f64::NAN), sizes: Vec::new() };
    };
    for off in (0..LARGEST as usize).step_by(64) {
        structure.store(off, 4, off as u64);
    }
    let band_ns = random_ns(&cpus, &structure, band, None, rng.random());
    let sizes = (0..)
        .map(|k| first << k)
        .take_while(|&b| b <= LARGEST)
        .map(|bytes| {
            let bits = (bytes / band).next_power_of_two().trailing_zeros().clamp(1, 12);
            SizeCost {
                bytes,
                random_ns: random_ns(&cpus, &structure, bytes, Some(ahead), rng.random()),
                bits,
                partition_ns: partition_ns(&cpus, bits, rng.random()),
            }
        })
        .collect();
    ProbeCost { threads: cpus.len(), band: (band, band_ns), sizes }
}

/// The median of three passes of `pass`, each the slowest of the threads on `cpus` started
/// together, as ns per row. `setup(thread)` builds a thread's input before the clock starts.
fn per_row<S: Send>(cpus: &[usize], setup: impl Fn(usize) -> S + Sync, pass: impl Fn(&mut S) -> u64 + Sync) -> f64 {
    let slowest = crate::host::pinned::slowest_per_pass(cpus, 3, setup, pass);
    let mut ns: Vec<f64> = slowest.iter().map(|d| d.as_nanos() as f64 / ROWS as f64).collect();
    ns.sort_by(f64::total_cmp);
    ns[ns.len() / 2]
}

/// ns per random 4-byte read of the first `bytes` of a resident `structure`, shared by the
/// threads as a build side is. With `ahead`, each chunk of that many rows is prefetched
/// before the previous one is read, by the probe kernels' own helper ([`jj_prefetch`]), so
/// its cost is counted; a partitioned probe, within a band, does not prefetch.
fn random_ns(cpus: &[usize], structure: &TableMemory, bytes: u64, ahead: Option<usize>, seed: u64) -> f64 {
    let slots = (bytes / 4) as u32;
    let keys = |i: usize| -> Vec<u32> {
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed ^ i as u64);
        (0..ROWS).map(|_| rng.random_range(0..slots)).collect()
    };
    let words = structure.as_slice();
    let read = |k: u32| {
        let k = k as usize * 4;
        words.get(k..k + 4).and_then(|w| w.try_into().ok()).map_or(0, u32::from_ne_bytes) as u64
    };
    per_row(cpus, keys, |keys| {
        let Some(ahead) = ahead else { return keys.iter().fold(0u64, |s, &k| s.wrapping_add(read(k))) };
        // A vector of 4-byte elements over the keys 0..slots, as a probe kernel describes it.
        let desc = PrefetchDesc {
            column: keys.as_ptr() as u64,
            ty: 2,
            kind: 2,
            min: 0,
            bits: 0,
            mask: slots as u64 - 1,
            slot_size: 4,
            table: structure.addr(),
            column2: 0,
            ty2: 0,
            _pad: 0,
        };
        let mut sum = 0u64;
        for start in (0..keys.len()).step_by(ahead) {
            let (next, end) = ((start + ahead).min(keys.len()), (start + 2 * ahead).min(keys.len()));
            // SAFETY: `desc` describes `keys`, live and `keys.len() ≥ end` u32s long, and the
            // structure, live for the call; the helper only reads keys and issues prefetches.
            unsafe { jj_prefetch(&desc, 1, next as u64, end as u64) };
            sum = keys[start..next].iter().fold(sum, |s, &k| s.wrapping_add(read(k)));
        }
        sum
    })
}

/// A thread's input and output of a radix pass: keys and payloads, the partitioned tuples.
struct Scatter {
    keys: Vec<u32>,
    payloads: Vec<u32>,
    /// Every partition starts on a line: ROWS / 8 lines and one more per partition.
    out: Vec<Line>,
}

/// ns per row of one radix pass into 2^`bits` partitions: a histogram of the keys' top bits,
/// then a scatter of (key, payload) tuples through one 64-byte line buffer per partition,
/// full lines written with non-temporal stores.
fn partition_ns(cpus: &[usize], bits: u32, seed: u64) -> f64 {
    let setup = |i: usize| {
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed ^ i as u64);
        let keys: Vec<u32> = (0..ROWS).map(|_| rng.random()).collect();
        // The output is written once before timing: kernels reuse a block's buffer.
        let out = vec![Line([1; 8]); ROWS / 8 + (1 << bits)];
        Scatter { payloads: keys.iter().map(|k| k.rotate_left(7)).collect(), keys, out }
    };
    per_row(cpus, setup, |s| scatter(s, bits))
}

/// One radix pass over `s.keys` by their top `bits`; returns a checksum of the output.
fn scatter(s: &mut Scatter, bits: u32) -> u64 {
    let fanout = 1usize << bits;
    let part = |k: u32| (k >> (32 - bits)) as usize;
    let mut counts = vec![0usize; fanout];
    for &k in &s.keys {
        counts[part(k)] += 1;
    }
    // Cursors in tuples; each partition starts at a line.
    let mut next = Vec::with_capacity(fanout);
    let mut at = 0;
    for &n in &counts {
        next.push(at);
        at += n.next_multiple_of(8);
    }
    let mut lines = vec![[0u64; 8]; fanout];
    for (&k, &p) in s.keys.iter().zip(&s.payloads) {
        let q = part(k);
        let c = next[q];
        lines[q][c % 8] = (k as u64) << 32 | p as u64;
        if c % 8 == 7 {
            stream_line(&lines[q], &mut s.out[c / 8]);
        }
        next[q] = c + 1;
    }
    stream_fence();
    for (q, &c) in next.iter().enumerate() {
        if c % 8 != 0 {
            s.out[c / 8].0[..c % 8].copy_from_slice(&lines[q][..c % 8]);
        }
    }
    s.out[0].0[0] ^ s.out[s.out.len() / 2].0[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scatter puts every tuple in its partition, in order within it.
    #[test]
    fn the_scatter_partitions_every_tuple() {
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(1);
        let keys: Vec<u32> = (0..ROWS).map(|_| rng.random()).collect();
        let out = vec![Line::default(); ROWS / 8 + 32];
        let mut s = Scatter { payloads: keys.iter().map(|k| !k).collect(), keys: keys.clone(), out };
        scatter(&mut s, 5);
        // Padding between partitions is zero; every other word is a tuple.
        let tuples: Vec<u64> = s.out.iter().flat_map(|l| l.0).filter(|&t| t != 0).collect();
        let top = |t: u64| (t >> 59) as u32;
        assert!(tuples.windows(2).all(|w| top(w[0]) <= top(w[1])), "partitions in order");
        assert!(tuples.iter().all(|&t| (t as u32) == !((t >> 32) as u32)), "payloads beside their keys");
        let mut want: Vec<u32> = keys;
        let mut got: Vec<u32> = tuples.iter().map(|&t| (t >> 32) as u32).collect();
        want.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, want);
    }
}

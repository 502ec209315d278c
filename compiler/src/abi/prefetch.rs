//! Software prefetching: for probes into tables larger than the cache, and for the input a
//! kernel streams through ([`Streams`]).
//!
//! Cranelift has no prefetch instruction, and a probe into a table far beyond the cache waits
//! for DRAM on every tuple. Probe kernels therefore walk their morsel in chunks (the planner's
//! prefetch distance, from the target's memory latency; see `CacheModel::prefetch_rows`)
//! and, before each chunk, call [`jj_prefetch`] once for the *next* chunk: it
//! computes those rows' home slots and issues real prefetches, so a chunk's cache misses are in
//! flight while the previous chunk is probed. Measured on workload A (2^24 ⋈ 2^28) with a
//! plain Rust probe on this machine: 3.4–3.8 s without prefetching, 1.9–2.2 s with a distance
//! of 16–64 rows.

use crate::layout::HashKind;
use crate::layout::Lookup;
use jitjoin_ir::ColType;

/// What the helper needs to find one join's home slots for a probe-table key column.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct PrefetchDesc {
    pub column: u64,
    /// 0 = i32, 1 = i64, 2 = u32, 3 = u64.
    pub ty: u32,
    /// 0 = multiplicative hash, 1 = identity hash, 2 = vector of `slot_size`-byte elements,
    /// 3 = bitmap.
    pub kind: u32,
    pub min: u64,
    pub bits: u64,
    /// Hash tables: capacity − 1; vectors: the largest index.
    pub mask: u64,
    pub slot_size: u64,
    pub table: u64,
    /// Second key column (0 when there is none) and its type.
    pub column2: u64,
    pub ty2: u32,
    pub _pad: u32,
}

fn ty_code(t: ColType) -> u32 {
    match t {
        ColType::I32 => 0,
        ColType::I64 => 1,
        ColType::U32 => 2,
        ColType::U64 => 3,
        ColType::F64 => unreachable!("float keys are rejected by the verifier"),
    }
}

impl PrefetchDesc {
    /// The words holding the addresses of the key column, the structure and the second key
    /// column, in [`PrefetchDesc::words`].
    pub const COLUMN: usize = std::mem::offset_of!(PrefetchDesc, column) / 8;
    pub const TABLE: usize = std::mem::offset_of!(PrefetchDesc, table) / 8;
    pub const COLUMN2: usize = std::mem::offset_of!(PrefetchDesc, column2) / 8;

    /// The descriptor as the little-endian u64 words of its `repr(C)` layout (what a host
    /// program writes to build one).
    pub fn words(&self) -> [u64; 9] {
        const _: () = assert!(std::mem::size_of::<PrefetchDesc>() == 72);
        let pair = |lo: u32, hi: u32| lo as u64 | (hi as u64) << 32;
        [
            self.column,
            pair(self.ty, self.kind),
            self.min,
            self.bits,
            self.mask,
            self.slot_size,
            self.table,
            self.column2,
            pair(self.ty2, self._pad),
        ]
    }

    pub fn new(lookup: &Lookup, table: u64, col: (u64, ColType), col2: Option<(u64, ColType)>) -> PrefetchDesc {
        let (kind, min, bits, mask, slot_size) = match lookup {
            Lookup::Hash(l) => match l.hash {
                HashKind::Identity { min, .. } => (1, min as u64, l.bits as u64, l.mask(), l.slot_size as u64),
                HashKind::Multiplicative => (0, 0, l.bits as u64, l.mask(), l.slot_size as u64),
            },
            Lookup::Vector(v) if v.width() == 0 => (3, v.min, 0, v.span, 0),
            Lookup::Vector(v) => (2, v.min, 0, v.span, v.width() as u64),
        };
        PrefetchDesc {
            column: col.0,
            ty: ty_code(col.1),
            kind,
            min,
            bits,
            mask,
            slot_size,
            table,
            column2: col2.map_or(0, |c| c.0),
            ty2: col2.map_or(0, |c| ty_code(c.1)),
            _pad: 0,
        }
    }
}

/// Raw key bits of element `row` of a column of type code `ty`.
///
/// # Safety
/// `col` must address a live column of that type with more than `row` elements.
#[inline]
unsafe fn key_at(col: u64, ty: u32, row: u64) -> u64 {
    // SAFETY: per the contract.
    unsafe {
        match ty {
            0 => *(col as *const i32).add(row as usize) as i64 as u64,
            1 => *(col as *const i64).add(row as usize) as u64,
            2 => *(col as *const u32).add(row as usize) as u64,
            _ => *(col as *const u64).add(row as usize),
        }
    }
}

/// Prefetch the home slots of rows `start..end` for every descriptor in `descs[..n]`.
///
/// # Safety
/// `descs` points to `n` descriptors whose columns and tables are live, and `end` does not
/// exceed the columns' length.
pub unsafe extern "C" fn jj_prefetch(descs: *const PrefetchDesc, n: u64, start: u64, end: u64) {
    for d in 0..n as usize {
        // SAFETY: per the contract, `descs[d]` is valid.
        let p = unsafe { &*descs.add(d) };
        for row in start..end {
            // SAFETY: `row < end ≤` the column length, per the contract.
            let k0 = unsafe { key_at(p.column, p.ty, row) };
            let addr = match p.kind {
                1 => p.table.wrapping_add((k0.wrapping_sub(p.min) & p.mask).wrapping_mul(p.slot_size)),
                2 | 3 => {
                    let i = k0.wrapping_sub(p.min);
                    if i > p.mask {
                        continue;
                    }
                    if p.kind == 2 { p.table + i * p.slot_size } else { p.table + (i >> 3) }
                }
                _ => {
                    // SAFETY: as for `k0`.
                    let k1 = (p.column2 != 0).then(|| unsafe { key_at(p.column2, p.ty2, row) });
                    let h = crate::layout::multiplicative_home(k0, k1, p.bits as u32);
                    p.table.wrapping_add(h.wrapping_mul(p.slot_size))
                }
            };
            #[cfg(target_arch = "x86_64")]
            // SAFETY: a prefetch never faults, whatever the address; the mask or the range check
            // keeps it inside the structure anyway.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(addr as *const i8)
            };
            #[cfg(not(target_arch = "x86_64"))]
            let _ = addr;
        }
    }
}

/// The input a kernel streams through, prefetched by the code that calls it.
///
/// On the development VM the hardware prefetchers do not keep up with a histogram pass over a
/// column in DRAM: over a 4-byte column it ran at 1.64 ns per row, and at 0.80 with each line
/// requested 2 KiB ahead (gcc -O2, one thread). Cranelift has no prefetch instruction, and a
/// helper called from inside a row loop made the register allocator spill the loop's
/// counters (a 4–6% slower cache-resident probe). So the caller cuts a kernel's rows into
/// chunks, and before each chunk prefetches the lines the chunk after the distance will read,
/// then calls the kernel on the chunk:
///
/// ```text
///   before the first chunk:   lines of rows start .. start + A
///   before chunk s .. e:      lines of rows s + A .. e + A          (clamped to end)
///   kernel(s, e)
/// ```
/// A is the target's [`crate::plan::CacheModel::stream_ahead`] bytes over the bytes one row
/// takes from all streams. A chunk is at least 16 KiB of rows (and at least A rows), so that
/// the kernel's entry and exit, a few dozen cycles, stay under 1% of a chunk's time. Lines go
/// to the L2 (`prefetcht1`): a chunk's lines can exceed the L1, and `prefetcht0` measured 2%
/// slower. Any kernel may be called on a row range in pieces: builds, histograms and probes
/// add to their state, and a scatter's cursors and line buffers carry over.
///
/// On workload A (2 threads) the histogram's prefetches took 90 ms off a 720 ms probe phase,
/// the scatter's 25 ms; distances of 1–8 KiB and chunks of 4–64 KiB measured the same. The
/// engine uses them for partitioning passes only: the probe over partitioned tuples gained
/// nothing, and a cache-resident probe over a plain column (2^16 ⋈ 2^28) ran 5% slower.
/// Nor did prefetching the structure's band of the next partition while probing one (spread
/// over the partition's rows, so that a band's first touches would not each miss): on
/// 2^23 ⋈ 2^28 (radix+vector, 512 KiB bands) the probe kernel kept 22.7 % of the samples
/// against 22.3 % without, and its four element loads stayed the hot spots (Zen 4 VM,
/// 2026-12-02; nor did 2 MiB pages for the vector, so the waits are not first touches).
/// A staged front's later passes use them too (`StagedFront::streamed`): there, on the six SSB
/// queries that stream a column (SF 10, 6 interleaved rounds), 16 and 64 KiB ahead instead of
/// 4 KiB moved single queries by 0.95–1.08× in both directions, and no streams at all was
/// 0.84–0.96× as fast.
#[derive(Clone, Debug, Default)]
pub struct Streams {
    /// Each stream's address of row 0 and bytes per row.
    streams: Vec<(u64, u64)>,
    ahead: u64,
    chunk: u64,
}

/// Bytes of rows in one chunk of [`Streams`], at least.
const CHUNK_BYTES: u64 = 16 << 10;

impl Streams {
    /// `streams` (address of row 0, bytes per row) prefetched `ahead_bytes` ahead; none when
    /// `ahead_bytes` is 0.
    pub fn new(streams: Vec<(u64, u64)>, ahead_bytes: u32) -> Streams {
        let per_row: u64 = streams.iter().map(|s| s.1).sum();
        if per_row == 0 || ahead_bytes == 0 {
            return Streams::default();
        }
        let ahead = (ahead_bytes as u64).div_ceil(per_row);
        let chunk = CHUNK_BYTES.div_ceil(per_row).max(ahead).next_multiple_of(64);
        Streams { streams, ahead, chunk }
    }

    /// Rows the streams are prefetched ahead, and rows per chunk (0 without streams).
    pub fn distance(&self) -> (u64, u64) {
        (self.ahead, self.chunk)
    }

    fn prefetch(&self, from: u64, to: u64, end: u64) {
        let hi = to.min(end);
        let lo = from.min(hi);
        for &(base, stride) in &self.streams {
            prefetch_lines(base.wrapping_add(lo * stride), (hi - lo) * stride);
        }
    }

    /// `kernel` over rows `start .. end`, chunk by chunk with the streams prefetched ahead (in
    /// one call without streams); the sum of what it returns.
    pub fn run(&self, start: u64, end: u64, mut kernel: impl FnMut(u64, u64) -> u64) -> u64 {
        if self.streams.is_empty() {
            return kernel(start, end);
        }
        self.prefetch(start, start + self.ahead, end);
        let mut total = 0;
        let mut s = start;
        while s < end {
            let e = (s + self.chunk).min(end);
            self.prefetch(s + self.ahead, e + self.ahead, end);
            total += kernel(s, e);
            s = e;
        }
        total
    }
}

/// Called by a staged front (see `StagedFront::ahead`) once a block per column: prefetch, into
/// the L1, the line of each row `base + sel[k] · stride` for k < n, the rows the block's first
/// pass kept, whose later passes run one block later.
///
/// # Safety
/// `sel` must point to `n` readable u16 entries. The addresses are only prefetched, never
/// read: a prefetch never faults.
pub unsafe extern "C" fn jj_prefetch_rows(base: u64, stride: u64, sel: *const u16, n: u64) {
    for k in 0..n as usize {
        // SAFETY: per the contract, `sel` holds `n` entries.
        let r = unsafe { *sel.add(k) } as u64;
        let addr = base.wrapping_add(r.wrapping_mul(stride));
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch never faults, whatever the address; the kernel passes rows of its
        // own block anyway.
        unsafe {
            std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(addr as *const i8)
        };
        #[cfg(not(target_arch = "x86_64"))]
        let _ = addr;
    }
}

/// Prefetch the cache lines of `bytes` bytes from `addr` into the L2 (a chunk's lines can
/// exceed the L1).
pub fn prefetch_lines(addr: u64, bytes: u64) {
    #[cfg(target_arch = "x86_64")]
    {
        let end = addr.saturating_add(bytes);
        let mut line = addr & !63;
        while line < end {
            // SAFETY: a prefetch never faults, whatever the address; callers pass rows of a
            // kernel's own input anyway.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T1 }>(line as *const i8) };
            line += 64;
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (addr, bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pieces a kernel is called on, over `start..end`.
    fn pieces(s: &Streams, start: u64, end: u64) -> (Vec<(u64, u64)>, u64) {
        let mut calls = Vec::new();
        let total = s.run(start, end, |a, b| {
            calls.push((a, b));
            b - a
        });
        (calls, total)
    }

    #[test]
    fn a_kernel_is_called_on_every_row_once_in_chunks() {
        let col = [0u32; 64];
        // One 4-byte stream, 2 KiB ahead: 512 rows ahead, chunks of 16 KiB = 4096 rows.
        let s = Streams::new(vec![(col.as_ptr() as u64, 4)], 2048);
        assert_eq!(s.distance(), (512, 4096));
        for (start, end) in [(0, 0), (0, 1), (3, 7), (0, 4096), (0, 4097), (100, 10_000)] {
            let (calls, total) = pieces(&s, start, end);
            assert_eq!(total, end - start, "{start}..{end}");
            let mut at = start;
            for &(a, b) in &calls {
                assert!(a == at && a < b && b - a <= 4096, "{start}..{end}: {calls:?}");
                at = b;
            }
            assert_eq!(at, end);
        }
        // Streams of 4 + 8 + 16 = 28 bytes a row: 2 KiB is 74 rows ahead; 16 KiB is 586 rows,
        // rounded up to 640.
        let s = Streams::new(vec![(0, 4), (0, 8), (0, 16)], 2048);
        assert_eq!(s.distance(), (74, 640));
    }

    #[test]
    fn without_streams_or_distance_the_kernel_takes_the_range_in_one_call() {
        for s in [Streams::new(Vec::new(), 2048), Streams::new(vec![(0, 4)], 0), Streams::default()] {
            assert_eq!(pieces(&s, 5, 100_000), (vec![(5, 100_000)], 99_995));
        }
    }
}

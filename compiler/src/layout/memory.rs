//! Memory for structures and partitioned tuples: anonymous mappings, zeroed by the kernel. A
//! block of a huge page or more that asks for [`Pages::Huge`] is backed by huge pages where the
//! system allows (`madvise(MADV_HUGEPAGE)`; measured 1.2× on large probes because a random
//! probe into a table far larger than the TLB's reach otherwise misses the TLB too). The
//! planner says which blocks ask for them ([`crate::plan::BuildSide::pages`]).
//!
//! Kernels address the table by its base address, which they read from their context block. The generic engine uses the safe accessors
//! below, which check bounds and alignment and use atomics where threads may race (the build).

use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, AtomicU64, Ordering};

const HUGE_PAGE: usize = 2 << 20;

/// The pages a block is mapped in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pages {
    /// The base pages (4 KiB on x86-64 Linux).
    Small,
    /// Transparent huge pages (2 MiB) for a block of 2 MiB or more, where the system gives them.
    Huge,
}

#[derive(Debug, thiserror::Error)]
#[error("cannot map {bytes} bytes for a hash table: {msg}")]
pub struct MapError {
    pub bytes: usize,
    pub msg: String,
}

/// A zeroed, 64-byte-aligned (huge-page-aligned when large) block of memory.
pub struct TableMemory {
    ptr: *mut u8,
    len: usize,
    mapped: usize,
    /// Mapped in 2 MiB-aligned huge pages with `MADV_HUGEPAGE`.
    huge: bool,
}

// SAFETY: the memory is plain bytes owned by this value; shared access goes through atomics
// (accessors below) or through kernels whose races are CAS-based by construction.
unsafe impl Send for TableMemory {}
// SAFETY: see `Send`.
unsafe impl Sync for TableMemory {}

impl TableMemory {
    /// A zeroed block: a fresh anonymous mapping, whose pages the kernel zeroes as the
    /// workers first touch them.
    ///
    /// Freed blocks are not pooled for reuse. A pool saved page faults in principle, but
    /// measured over repeated runs in one process (`bench --reps 5`, fk_sum 2^24 ⋈ 2^24 on
    /// the 2-vCPU development VM) it saved nothing for vectors, hash tables or partitions, and
    /// clearing a reused 256 MiB table on one thread made the first reuse about 2× slower than
    /// faulting fresh pages on every worker. (It once also made addresses repeat for the
    /// kernel cache; kernels now take addresses from their context block.)
    pub fn zeroed(len: usize, pages: Pages) -> Result<TableMemory, MapError> {
        TableMemory::scratch(len, pages)
    }

    /// A block for output that is written in full before it is read (today also zeroed).
    ///
    /// ```text
    ///   Huge, len ≥ 2 MiB, and the kernel has that much free in blocks of 2 MiB or more:
    ///                       map len + 2 MiB, keep the 2 MiB-aligned whole huge pages inside,
    ///                       unmap the rest; madvise(MADV_HUGEPAGE)
    ///   otherwise:          map len in 4 KiB pages; madvise(MADV_NOHUGEPAGE) from 2 MiB up, so
    ///                       that a system with transparent huge pages always on does as asked
    /// ```
    pub fn scratch(len: usize, pages: Pages) -> Result<TableMemory, MapError> {
        // Blocks of a huge page or more that ask for huge pages are mapped in whole, aligned
        // huge pages (a huge page must be aligned; an unaligned mapping's ends fall back to
        // small pages); smaller ones in 4 KiB pages, since a huge page there would make the
        // kernel clear 2 MiB for a table of a few rows (most of a small query's time, measured
        // in the fuzzer's profile).
        let whole = len.div_ceil(HUGE_PAGE) * HUGE_PAGE;
        let huge = pages == Pages::Huge && len >= HUGE_PAGE && huge_pages_free(whole as u64);
        let page = if huge { HUGE_PAGE } else { 4096 };
        let mapped = len.max(64).div_ceil(page) * page;
        let slack = if huge { HUGE_PAGE } else { 0 };
        let failed = || MapError { bytes: len, msg: std::io::Error::last_os_error().to_string() };
        // SAFETY: an anonymous private mapping with no address hint has no preconditions; the
        // result is checked against MAP_FAILED.
        let map = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                mapped + slack,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if map == libc::MAP_FAILED {
            return Err(failed());
        }
        let start = (map as usize).next_multiple_of(page);
        let (head, tail) = (start - map as usize, map as usize + mapped + slack - (start + mapped));
        for (at, n) in [(map as usize, head), (start + mapped, tail)] {
            if n > 0 {
                // SAFETY: unmapping the unused ends of the mapping just made, outside
                // `start .. start + mapped`, which nothing refers to.
                unsafe { libc::munmap(at as *mut libc::c_void, n) };
            }
        }
        let ptr = start as *mut libc::c_void;
        if huge {
            // SAFETY: advising on a mapping we own; failure only means no huge pages.
            unsafe { libc::madvise(ptr, mapped, libc::MADV_HUGEPAGE) };
        } else if mapped >= HUGE_PAGE {
            // SAFETY: as above; failure only means the system's default.
            unsafe { libc::madvise(ptr, mapped, libc::MADV_NOHUGEPAGE) };
        }
        Ok(TableMemory { ptr: ptr.cast(), len, mapped, huge })
    }

    pub fn addr(&self) -> u64 {
        self.ptr as u64
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the block was mapped in huge pages (asked for, and free when it was mapped).
    pub fn huge(&self) -> bool {
        self.huge
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The whole block as bytes, e.g. to bind it to NUMA nodes.
    pub fn as_slice(&self) -> &[u8] {
        // SAFETY: the mapping is `mapped >= len` bytes, readable, initialised (zero or written)
        // and lives as long as `self`.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    /// Copy bytes `range` of `src` to this block at byte `at` (a coarse-grained replica's
    /// block exchange, or one node's partitioned tuples into the table of all nodes'). No
    /// thread may write either range during the copy.
    pub fn copy_from(&self, at: usize, src: &TableMemory, range: std::ops::Range<usize>) {
        let len = range.end.saturating_sub(range.start);
        assert!(range.start <= range.end && range.end <= src.len, "block copy out of its source");
        assert!(at.checked_add(len).is_some_and(|end| end <= self.len), "block copy out of its destination");
        assert!(!std::ptr::eq(self, src), "a block copies onto another block");
        // SAFETY: both ranges lie inside their mappings (checked above); the blocks are distinct
        // mappings, so they do not overlap; the caller guarantees no concurrent writers.
        unsafe { std::ptr::copy_nonoverlapping(src.ptr.add(range.start), self.ptr.add(at), len) };
    }

    fn check(&self, off: usize, width: usize) {
        assert!(
            off.is_multiple_of(width) && off + width <= self.len,
            "table access at {off} out of bounds or misaligned"
        );
    }

    pub fn atomic_u32(&self, off: usize) -> &AtomicU32 {
        self.check(off, 4);
        // SAFETY: in bounds and 4-byte aligned (checked), valid for the lifetime of `self`;
        // all concurrent access to table words is atomic or happens after a barrier.
        unsafe { AtomicU32::from_ptr(self.ptr.add(off).cast()) }
    }

    pub fn atomic_u64(&self, off: usize) -> &AtomicU64 {
        self.check(off, 8);
        // SAFETY: as for `atomic_u32`, with 8-byte alignment checked.
        unsafe { AtomicU64::from_ptr(self.ptr.add(off).cast()) }
    }

    pub fn atomic_u8(&self, off: usize) -> &AtomicU8 {
        self.check(off, 1);
        // SAFETY: in bounds (checked), valid for the lifetime of `self`; see `atomic_u32`.
        unsafe { AtomicU8::from_ptr(self.ptr.add(off)) }
    }

    pub fn atomic_u16(&self, off: usize) -> &AtomicU16 {
        self.check(off, 2);
        // SAFETY: as for `atomic_u32`, with 2-byte alignment checked.
        unsafe { AtomicU16::from_ptr(self.ptr.add(off).cast()) }
    }

    /// Read a 1-, 2-, 4- or 8-byte word (zero-extended).
    #[inline]
    pub fn load(&self, off: usize, width: usize) -> u64 {
        match width {
            1 => self.atomic_u8(off).load(Ordering::Relaxed) as u64,
            2 => self.atomic_u16(off).load(Ordering::Relaxed) as u64,
            4 => self.atomic_u32(off).load(Ordering::Relaxed) as u64,
            _ => self.atomic_u64(off).load(Ordering::Relaxed),
        }
    }

    /// Set bits of the 8-byte word at `off`; returns its old value.
    #[inline]
    pub fn fetch_or(&self, off: usize, bits: u64) -> u64 {
        self.atomic_u64(off).fetch_or(bits, Ordering::AcqRel)
    }

    /// Write a 1-, 2-, 4- or 8-byte word (truncating `v` to the width).
    #[inline]
    pub fn store(&self, off: usize, width: usize, v: u64) {
        match width {
            1 => self.atomic_u8(off).store(v as u8, Ordering::Relaxed),
            2 => self.atomic_u16(off).store(v as u16, Ordering::Relaxed),
            4 => self.atomic_u32(off).store(v as u32, Ordering::Relaxed),
            _ => self.atomic_u64(off).store(v, Ordering::Relaxed),
        }
    }

    /// Compare-and-swap a 1-, 2-, 4- or 8-byte word; `Ok` when it held `old`, else
    /// `Err(current)`.
    #[inline]
    pub fn cas(&self, off: usize, width: usize, old: u64, new: u64) -> Result<u64, u64> {
        let (acq, rel) = (Ordering::AcqRel, Ordering::Acquire);
        match width {
            1 => self.atomic_u8(off).compare_exchange(old as u8, new as u8, acq, rel).map(u64::from).map_err(u64::from),
            2 => self
                .atomic_u16(off)
                .compare_exchange(old as u16, new as u16, acq, rel)
                .map(u64::from)
                .map_err(u64::from),
            4 => self
                .atomic_u32(off)
                .compare_exchange(old as u32, new as u32, acq, rel)
                .map(u64::from)
                .map_err(u64::from),
            _ => self.atomic_u64(off).compare_exchange(old, new, acq, rel),
        }
    }

    /// Hint that the line at `off` will be read soon.
    #[inline]
    pub fn prefetch(&self, off: usize) {
        #[cfg(target_arch = "x86_64")]
        if off < self.len {
            // SAFETY: prefetch never faults; the address is inside the mapping anyway.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(self.ptr.add(off).cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = off;
    }
}

/// Whether the kernel has `bytes` free in blocks of 2 MiB or more (`/proc/buddyinfo`), so that
/// huge-page faults find their pages without compacting memory: where free memory is
/// fragmented, a huge-page fault for `MADV_HUGEPAGE` memory stalls while the kernel compacts
/// (`defrag` set to `madvise`, Debian's default). A guard, one read of a small file per block
/// of 2 MiB or more; the slow huge-page builds measured here happened with gigabytes free in
/// such blocks (see `plan::pages_for`), so it is not what kept them away. Without the file,
/// huge pages are asked for as before.
fn huge_pages_free(bytes: u64) -> bool {
    match std::fs::read_to_string("/proc/buddyinfo") {
        Ok(text) => free_in_huge_blocks(&text) >= bytes,
        Err(_) => true,
    }
}

/// Bytes free in blocks of order 9 (2 MiB of 4 KiB pages) and up, over every zone of
/// `/proc/buddyinfo` text (`Node 0, zone Normal  n0 n1 … n10`: free blocks of 2^order pages).
fn free_in_huge_blocks(buddyinfo: &str) -> u64 {
    buddyinfo
        .lines()
        .flat_map(|l| {
            let counts = l.split_once("zone").map_or("", |(_, rest)| rest).split_whitespace().skip(1);
            counts
                .enumerate()
                .filter(|(order, _)| *order >= 9)
                .map(|(order, n)| n.parse::<u64>().unwrap_or(0).saturating_mul(4096u64 << order))
        })
        .fold(0u64, u64::saturating_add)
}

impl Drop for TableMemory {
    fn drop(&mut self) {
        // SAFETY: unmapping exactly the region `zeroed` mapped; no kernel runs after the table
        // is dropped (the executor drops tables after every worker has joined).
        unsafe { libc::munmap(self.ptr.cast(), self.mapped) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn free_memory_in_huge_blocks_is_read_from_buddyinfo() {
        let text = "Node 0, zone      DMA      0      0      0      0      0      0      0      0      1      1      3\n\
                    Node 0, zone   Normal  32537  32527  42691  30263  17217   7678   4592   2185    781   1004   2025\n";
        // Orders 9 and 10: (1 + 1004) blocks of 2 MiB and (3 + 2025) of 4 MiB.
        assert_eq!(free_in_huge_blocks(text), 1005 * (2 << 20) + 2028 * (4 << 20));
        assert_eq!(free_in_huge_blocks(""), 0);
        assert_eq!(free_in_huge_blocks("Node 0, zone Normal 5 x"), 0);
    }

    #[test]
    fn huge_blocks_are_aligned_whole_huge_pages_and_every_block_is_zeroed_and_writable() {
        for (len, pages) in [
            (1, Pages::Huge),
            (4097, Pages::Small),
            (HUGE_PAGE, Pages::Huge),
            (3 * HUGE_PAGE + 5, Pages::Huge),
            (3 * HUGE_PAGE + 5, Pages::Small),
        ] {
            let m = TableMemory::scratch(len, pages).unwrap();
            assert_eq!(m.len(), len);
            // Huge blocks are aligned to 2 MiB (when the kernel had the pages free).
            assert!(!m.huge() || (pages == Pages::Huge && len >= HUGE_PAGE), "{len} {pages:?}");
            let page = if m.huge() { HUGE_PAGE } else { 4096 };
            assert_eq!(m.addr() as usize % page, 0, "{len} {pages:?}");
            assert_eq!(m.mapped % page, 0, "{len} {pages:?}");
            let mut offs = vec![0, len / 2, len - 1];
            offs.dedup();
            for off in offs {
                assert_eq!(m.load(off, 1), 0);
                m.store(off, 1, 0xab);
                assert_eq!(m.load(off, 1), 0xab);
            }
        }
    }
}

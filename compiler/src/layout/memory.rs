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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pages {
    /// The base pages (4 KiB on x86-64 Linux).
    Small,
    /// Transparent huge pages (2 MiB) for a block of 2 MiB or more, where the system gives them.
    Huge,
}

impl Pages {
    pub fn describe(self) -> &'static str {
        match self {
            Pages::Small => "4 KiB pages",
            Pages::Huge => "2 MiB huge pages",
        }
    }
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
    pub fn scratch(len: usize, pages: Pages) -> Result<TableMemory, MapError> {
        // Blocks of a huge page or more that ask for huge pages are mapped in whole huge
        // pages; smaller ones in 4 KiB pages, since a huge page there would make the kernel
        // clear 2 MiB for a table of a few rows (most of a small query's time, measured in the
        // fuzzer's profile).
        let huge = pages == Pages::Huge && len >= HUGE_PAGE;
        let page = if huge { HUGE_PAGE } else { 4096 };
        let mapped = len.max(64).div_ceil(page) * page;
        // SAFETY: an anonymous private mapping with no address hint has no preconditions; the
        // result is checked against MAP_FAILED.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                mapped,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return Err(MapError { bytes: len, msg: std::io::Error::last_os_error().to_string() });
        }
        if huge {
            // SAFETY: advising on a mapping we own; failure only means no huge pages.
            unsafe { libc::madvise(ptr, mapped, libc::MADV_HUGEPAGE) };
        }
        Ok(TableMemory { ptr: ptr.cast(), len, mapped })
    }

    pub fn addr(&self) -> u64 {
        self.ptr as u64
    }

    pub fn len(&self) -> usize {
        self.len
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

impl Drop for TableMemory {
    fn drop(&mut self) {
        // SAFETY: unmapping exactly the region `zeroed` mapped; no kernel runs after the table
        // is dropped (the executor drops tables after every worker has joined).
        unsafe { libc::munmap(self.ptr.cast(), self.mapped) };
    }
}

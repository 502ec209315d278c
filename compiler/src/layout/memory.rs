//! Memory for hash tables: anonymous mappings, zeroed by the kernel, backed by huge pages
//! where the system allows (`madvise(MADV_HUGEPAGE)`; measured 1.2× on large probes because a
//! random probe into a table far larger than the TLB's reach otherwise misses the TLB too).
//!
//! Kernels address the table by its base address. The generic engine uses the safe accessors
//! below, which check bounds and alignment and use atomics where threads may race (the build).

use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, AtomicU64, Ordering};

const HUGE_PAGE: usize = 2 << 20;

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
    /// Taken from the pool and not cleared.
    reused: bool,
    /// When the mapping was made (see `POOL`).
    serial: u64,
}

// SAFETY: the memory is plain bytes owned by this value; shared access goes through atomics
// (accessors below) or through kernels whose races are CAS-based by construction.
unsafe impl Send for TableMemory {}
// SAFETY: see `Send`.
unsafe impl Sync for TableMemory {}

/// Mappings given back by dropped blocks, kept for reuse: faulting in fresh pages costs more
/// than clearing old ones (on this VM about 0.5–0.9 s per GiB against about 0.05 s), and a
/// block reused at the same address lets the kernel cache find the same kernels again.
/// Entries are (mapped bytes, address, serial number of the mapping); at most [`POOL_MAX`]
/// bytes are kept. Reuse takes the oldest mapping of the size asked for, so a run that
/// allocates the same sizes in the same order as an earlier one gets the same addresses.
static POOL: std::sync::Mutex<Vec<(usize, usize, u64)>> = std::sync::Mutex::new(Vec::new());
static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The most bytes of freed mappings the pool keeps.
pub const POOL_MAX: usize = 4 << 30;

/// Bytes held by the pool: memory the process keeps but no block uses, so it is available to
/// the next allocation.
pub fn pooled_bytes() -> u64 {
    POOL.lock().unwrap_or_else(|e| e.into_inner()).iter().map(|e| e.0 as u64).sum()
}

/// A pooled mapping of exactly `mapped` bytes. When there is none, the pool is emptied: its
/// blocks were for other sizes, and the memory is better given back before mapping more.
fn from_pool(mapped: usize) -> Option<(*mut u8, u64)> {
    let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((i, _)) = pool.iter().enumerate().filter(|(_, e)| e.0 == mapped).min_by_key(|(_, e)| e.2) {
        let (_, addr, serial) = pool.remove(i);
        return Some((addr as *mut u8, serial));
    }
    for (size, addr, _) in pool.drain(..) {
        // SAFETY: a mapping of `size` bytes at `addr` that a dropped block gave to the pool;
        // nothing else refers to it.
        unsafe { libc::munmap(addr as *mut libc::c_void, size) };
    }
    None
}

impl TableMemory {
    /// A zeroed block: a pooled mapping of the same size, cleared, or a fresh one.
    pub fn zeroed(len: usize) -> Result<TableMemory, MapError> {
        let mut m = TableMemory::scratch(len)?;
        if m.reused {
            // SAFETY: the block is exclusively ours (just taken from the pool) and `len` bytes
            // long; writing zeros to it is plain initialisation.
            unsafe { std::ptr::write_bytes(m.ptr, 0, len) };
            m.reused = false;
        }
        Ok(m)
    }

    /// A block whose contents are unspecified (zeros or an earlier user's bytes), for output
    /// that is written in full before it is read.
    pub fn scratch(len: usize) -> Result<TableMemory, MapError> {
        let mapped = len.max(64).div_ceil(HUGE_PAGE) * HUGE_PAGE;
        if let Some((ptr, serial)) = from_pool(mapped) {
            return Ok(TableMemory { ptr, len, mapped, reused: true, serial });
        }
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
        if mapped >= HUGE_PAGE {
            // SAFETY: advising on a mapping we own; failure only means no huge pages.
            unsafe { libc::madvise(ptr, mapped, libc::MADV_HUGEPAGE) };
        }
        let serial = SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Ok(TableMemory { ptr: ptr.cast(), len, mapped, reused: false, serial })
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
        {
            let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
            if pool.iter().map(|e| e.0).sum::<usize>() + self.mapped <= POOL_MAX {
                pool.push((self.mapped, self.ptr as usize, self.serial));
                return;
            }
        }
        // SAFETY: unmapping exactly the region `zeroed` mapped; no kernel runs after the table
        // is dropped (the executor drops tables after every worker has joined).
        unsafe { libc::munmap(self.ptr.cast(), self.mapped) };
    }
}

//! Checked mode: the memory a run's kernels may touch, and `jj_check`, which checked kernels
//! call before every load and store.
//!
//! A JIT session in checked mode ([`crate::engine::jit::JitEngine::checked`]) instruments each
//! kernel after lowering: before every memory access it computes the effective address, calls
//! `jj_check(addr, size)` and traps when the answer is 0.
//!
//! ```text
//!   v = load.i64 p+16            ──►   a  = iadd_imm p, 16
//!                                      ok = call jj_check(a, 8)
//!                                      trapz ok, user1          (SIGILL: the process stops)
//!                                      v  = load.i64 p+16
//! ```
//!
//! An access passes when all its bytes lie inside one live region:
//! - **shared** regions, registered by the engine for as long as a phase's kernels may run:
//!   the input columns or partitioned tuples, the structures, partition outputs, runs of
//!   duplicates, prefetch descriptors, in-lists and context blocks;
//! - this thread's **local** regions, registered around one kernel call: its state block
//!   (probe state, histogram counters, scatter cursors);
//! - this thread's emit buffer and its blocks of groups, which move as they grow.
//!
//! The check is exact to the byte for each region, so a probe that runs past the end of a
//! hash table, a column or a vector is caught unless the bytes beyond happen to belong to
//! another live region of the run; an access to freed or foreign memory always is. It is a
//! debugging mode: every access takes a call and a lock, so kernels run many times slower.

use std::cell::{Cell, RefCell};
use std::sync::RwLock;

/// Regions every thread may touch: (start, end) byte addresses, end exclusive.
static SHARED: RwLock<Vec<(u64, u64)>> = RwLock::new(Vec::new());

thread_local! {
    static LOCAL: RefCell<Vec<(u64, u64)>> = const { RefCell::new(Vec::new()) };
    static EMIT: Cell<(u64, u64)> = const { Cell::new((0, 0)) };
    static GROUPS: Cell<(u64, u64)> = const { Cell::new((0, 0)) };
}

/// A region from its start address and length in bytes.
pub fn region(addr: u64, len: usize) -> (u64, u64) {
    (addr, addr + len as u64)
}

/// The bytes of a slice as a region.
pub fn of_slice<T>(s: &[T]) -> (u64, u64) {
    region(s.as_ptr() as u64, std::mem::size_of_val(s))
}

/// Shared regions, registered until this value is dropped.
#[must_use = "the regions are unregistered when the guard is dropped"]
pub struct Shared(Vec<(u64, u64)>);

/// Register `regions` for every thread.
pub fn share(regions: Vec<(u64, u64)>) -> Shared {
    SHARED.write().unwrap_or_else(|e| e.into_inner()).extend(regions.iter().copied());
    Shared(regions)
}

impl Drop for Shared {
    fn drop(&mut self) {
        let mut all = SHARED.write().unwrap_or_else(|e| e.into_inner());
        for r in &self.0 {
            if let Some(i) = all.iter().rposition(|x| x == r) {
                all.swap_remove(i);
            }
        }
    }
}

/// Regions of this thread, registered until this value is dropped (on this thread).
#[must_use = "the regions are unregistered when the guard is dropped"]
pub struct Local(usize);

/// Register `regions` for this thread.
pub fn local(regions: &[(u64, u64)]) -> Local {
    LOCAL.with(|l| l.borrow_mut().extend_from_slice(regions));
    Local(regions.len())
}

impl Drop for Local {
    fn drop(&mut self) {
        LOCAL.with(|l| {
            let mut l = l.borrow_mut();
            let keep = l.len().saturating_sub(self.0);
            l.truncate(keep);
        });
    }
}

/// Where this thread's emit buffer is now (set when it is attached and when it grows; a
/// zero length when detached).
pub fn set_emit(addr: u64, bytes: usize) {
    EMIT.with(|e| e.set(region(addr, bytes)));
}

/// Where this thread's group blocks are now (set when they are attached and when a hash
/// table of groups grows; a zero length when detached).
pub fn set_groups(addr: u64, bytes: usize) {
    GROUPS.with(|e| e.set(region(addr, bytes)));
}

/// Does `[addr, addr + size)` lie inside one live region?
pub fn allowed(addr: u64, size: u64) -> bool {
    let Some(end) = addr.checked_add(size) else { return false };
    let inside = |&(s, e): &(u64, u64)| s <= addr && end <= e;
    EMIT.with(|e| inside(&e.get()))
        || GROUPS.with(|e| inside(&e.get()))
        || LOCAL.with(|l| l.borrow().iter().any(inside))
        || SHARED.read().unwrap_or_else(|e| e.into_inner()).iter().any(inside)
}

/// The checker checked kernels call: 1 when the access is allowed, else 0 (after saying
/// which access it was, since the trap that follows ends the process).
pub extern "C" fn jj_check(addr: u64, size: u64) -> u64 {
    if allowed(addr, size) {
        return 1;
    }
    eprintln!(
        "jitjoin checked mode: a kernel accessed {size} bytes at {addr:#x}, outside every column, structure \
         and buffer of its run; stopping"
    );
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_allow_exactly_their_bytes() {
        let data = [0u64; 4];
        let r = of_slice(&data[..]);
        assert!(!allowed(r.0, 8));
        {
            let _g = share(vec![r]);
            assert!(allowed(r.0, 8) && allowed(r.0 + 24, 8) && allowed(r.0, 32));
            assert!(!allowed(r.0 + 25, 8), "one byte past the end");
            assert!(!allowed(r.0 - 1, 1), "one byte before");
            assert!(!allowed(u64::MAX, 2), "wrapping around");
        }
        assert!(!allowed(r.0, 8), "dropped with its guard");
        {
            let _l = local(&[r]);
            assert!(allowed(r.0 + 8, 8));
            let other = std::thread::spawn(move || allowed(r.0 + 8, 8)).join().unwrap();
            assert!(!other, "local regions belong to their thread");
        }
        assert!(!allowed(r.0, 8));
        assert_eq!(jj_check(r.0, 8), 0);
    }
}

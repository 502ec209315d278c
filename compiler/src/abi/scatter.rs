//! The scatter state of radix partitioning kernels, and the helpers they call.
//!
//! ```text
//!   state = cursor[F] | start[F] | line buffers[F × 64 B]          F = fan-out, u64 words
//!     before a call: cursor[p] = start[p] = the chunk's first output index of partition p
//!                    (from the prefix sums, `layout::radix::offsets`)
//!     the kernel:    p = partition(row); c = cursor[p]; buffer[p][c & (T−1)] = tuple(row)
//!                    cursor[p] = c + 1; a full line is streamed out (jj_stream_line)
//!                                                               T = 64 / tuple width
//!     after a call:  flush_tails writes each partition's last, partial line
//! ```

use crate::layout::memory::TableMemory;
use crate::layout::radix::{Radix, TupleLayout};

/// Byte offset of the line buffers in the scatter state.
pub fn buffers_offset(fanout: u64) -> u64 {
    (fanout * 16).next_multiple_of(64)
}

/// A scatter state for one chunk whose partitions start at `offsets` (one per partition).
pub fn new_state(offsets: &[u64]) -> Vec<u64> {
    let fanout = offsets.len();
    let mut state = vec![0u64; (buffers_offset(fanout as u64) as usize + fanout * 64) / 8];
    state[..fanout].copy_from_slice(offsets);
    state[fanout..2 * fanout].copy_from_slice(offsets);
    state
}

/// After a JIT scatter call: write each partition's last, partial line from its buffer in
/// `state` (laid out as this module describes) to `out`.
pub fn flush_tails(state: &[u64], radix: Radix, tuple: &TupleLayout, out: &TableMemory) {
    let per_line = tuple.per_line() as u64;
    if per_line == 0 {
        return;
    }
    let f = radix.fanout() as usize;
    let bufs = (buffers_offset(f as u64) / 8) as usize;
    let w = tuple.width as usize;
    for p in 0..f {
        let (cur, first) = (state[p], state[f + p]);
        let from = first.max(cur & !(per_line - 1));
        for i in from..cur {
            let src = (bufs + p * 8) * 8 + (i & (per_line - 1)) as usize * w;
            for o in (0..w).step_by(w.min(8)) {
                let bits =
                    if w == 4 { (state[src / 8] >> (8 * (src % 8))) as u32 as u64 } else { state[(src + o) / 8] };
                out.store(i as usize * w + o, w.min(8), bits);
            }
        }
    }
}

/// Copy a 64-byte line from a scatter buffer to its 64-byte aligned place in the output with
/// non-temporal stores, which skip reading the line first (called by scatter kernels; the
/// caller fences once the kernel returns, see [`stream_fence`]).
///
/// # Safety
/// `src` must be readable for 64 bytes and 8-byte aligned; `dst` writable for 64 bytes and
/// 64-byte aligned.
pub unsafe extern "C" fn jj_stream_line(src: *const u64, dst: *mut u64) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_stream_si128};
        for i in 0..4 {
            // SAFETY: per the contract, 16-byte pieces of both lines are in bounds and `dst`'s
            // are 16-byte aligned.
            unsafe {
                let v = _mm_loadu_si128(src.add(2 * i).cast::<__m128i>());
                _mm_stream_si128(dst.add(2 * i).cast::<__m128i>(), v);
            }
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    // SAFETY: per the contract, both lines are in bounds and do not overlap (one is in the
    // scatter state, the other in the output).
    unsafe {
        std::ptr::copy_nonoverlapping(src, dst, 8)
    };
}

/// One 64-byte aligned line of partitioned tuples, for host code that scatters as the kernels
/// do (`calibrate`'s measure of a radix pass).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, align(64))]
pub struct Line(pub [u64; 8]);

/// Write `src` to `dst` as [`jj_stream_line`] does: with non-temporal stores on x86-64. Call
/// [`stream_fence`] before reading the lines written.
pub fn stream_line(src: &[u64; 8], dst: &mut Line) {
    // SAFETY: `src` is 64 readable bytes, 8-byte aligned as a `[u64; 8]`; `dst` is 64 writable
    // bytes, 64-byte aligned as a `Line`, and they cannot overlap (`dst` is borrowed mutably).
    unsafe { jj_stream_line(src.as_ptr(), dst.0.as_mut_ptr()) }
}

/// Order the non-temporal stores of a scatter before anything that reads its output.
pub fn stream_fence() {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `sfence` has no preconditions.
    unsafe {
        std::arch::x86_64::_mm_sfence()
    };
}

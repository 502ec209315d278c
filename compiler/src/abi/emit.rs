//! The row buffer of `emit` pipelines, shared by both engines.
//!
//! A thread's emitted rows are 64-bit words, `columns` per row, in a `Vec<u64>` it owns. JIT
//! kernels write into the vector's spare capacity through the state words `EMIT_PTR`
//! (buffer), `EMIT_LEN` (words written), `EMIT_CAP` (capacity in words) and `EMIT_OWNER` (the
//! `Vec`), and call [`grow`] when a row would not fit.

use super::state::{EMIT_CAP, EMIT_LEN, EMIT_OWNER, EMIT_PTR};

/// Point the emit words of `state` at `buf`'s spare capacity.
pub fn attach(state: &mut [u128], buf: &mut Vec<u64>) {
    if buf.capacity() == 0 {
        buf.reserve(1024);
    }
    let words = bytemuck_words(state);
    words[(EMIT_PTR / 8) as usize] = buf.as_mut_ptr() as u64;
    words[(EMIT_LEN / 8) as usize] = buf.len() as u64;
    words[(EMIT_CAP / 8) as usize] = buf.capacity() as u64;
    words[(EMIT_OWNER / 8) as usize] = buf as *mut Vec<u64> as u64;
    super::bounds::set_emit(buf.as_ptr() as u64, buf.capacity() * 8);
}

/// Take the rows a kernel wrote back into `buf` (sets its length).
pub fn detach(state: &mut [u128], buf: &mut Vec<u64>) {
    let len = bytemuck_words(state)[(EMIT_LEN / 8) as usize] as usize;
    assert!(len <= buf.capacity(), "emit kernel wrote past its buffer");
    // SAFETY: the kernel wrote `len` initialised words into the vector's allocation (through
    // the pointer set by `attach`/`grow`), and `len` does not exceed the capacity.
    unsafe { buf.set_len(len) };
    super::bounds::set_emit(0, 0);
}

fn bytemuck_words(state: &mut [u128]) -> &mut [u64] {
    // SAFETY: u128 has no padding, is at least as aligned as u64, and every bit pattern of the
    // memory is a valid u64; the slice covers exactly the same bytes.
    unsafe { std::slice::from_raw_parts_mut(state.as_mut_ptr().cast::<u64>(), state.len() * 2) }
}

/// Make room for at least one more row.
///
/// # Safety
/// `state` points to emit state words set up by [`attach`] whose owner vector is alive and not
/// otherwise borrowed while the kernel runs.
pub unsafe fn grow(state: *mut u8) {
    let words = state.cast::<u64>();
    // SAFETY: per the contract, these words are the emit words of a live state.
    unsafe {
        let owner = &mut *(*words.add((EMIT_OWNER / 8) as usize) as *mut Vec<u64>);
        let len = *words.add((EMIT_LEN / 8) as usize) as usize;
        // The kernel wrote `len` words into spare capacity; claim them before reallocating.
        owner.set_len(len);
        owner.reserve(owner.capacity().max(1024));
        *words.add((EMIT_PTR / 8) as usize) = owner.as_mut_ptr() as u64;
        *words.add((EMIT_CAP / 8) as usize) = owner.capacity() as u64;
        super::bounds::set_emit(owner.as_ptr() as u64, owner.capacity() * 8);
    }
}

//! Radix partitioning kernels: a histogram and a scatter through software write-combining
//! buffers, with the radix bits, shift, position function and tuple width as constants.
//!
//! ```text
//!   histogram(start, end, hist):   hist[partition(row)] += 1
//!
//!   scatter(start, end, state):    state = cursor[F] | start[F] | line buffers[F × 64 B]
//!     p = partition(row); c = cursor[p]; t = c & (T−1)           T = 64 / tuple width
//!     buffer[p][t] = tuple(row); cursor[p] = c + 1
//!     c + 1 fills a line? line = c + 1 − T
//!       line ≥ start[p] ? stream 64 B: buffer[p] → out[line]      (non-temporal stores)
//!                       : copy tuples start[p] .. c + 1 only       (the first line may
//!                                                                  belong to another chunk)
//! ```
//! The caller sets `cursor[p] = start[p] =` the chunk's first output index for partition p
//! (from the prefix sums) and, after the call, writes out the partial last line of each
//! partition ([`crate::radix::flush_tails`]). Tuples wider than a line are written directly.

use super::hash::home;
use super::scan::{ColumnPtr, load_column, row_loop, to_bits64, trusted};
use crate::physical::Lookup;
use crate::radix::{Radix, TupleLayout};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{FuncRef, InstBuilder, Value, types};
use cranelift_frontend::FunctionBuilder;

/// What a partition kernel is specialised on.
pub struct PartitionInputs<'a> {
    pub lookup: &'a Lookup,
    pub radix: Radix,
    /// The key columns, in the lookup's key order.
    pub keys: Vec<ColumnPtr>,
    /// Every column of the table being partitioned.
    pub columns: &'a [ColumnPtr],
    pub tuple: &'a TupleLayout,
    /// Address of the output tuples.
    pub out: u64,
}

/// Byte offset of the line buffers in the scatter state.
pub fn buffers_offset(fanout: u64) -> u64 {
    (fanout * 16).next_multiple_of(64)
}

/// Partition of `row`, clamped below the fan-out.
fn partition(b: &mut FunctionBuilder, inp: &PartitionInputs<'_>, row: Value) -> Value {
    let bits: Vec<Value> = inp
        .keys
        .iter()
        .map(|&c| {
            let k = load_column(b, c, row);
            to_bits64(b, c.ty, k)
        })
        .collect();
    let pos = match inp.lookup {
        Lookup::Hash(l) => home(b, l, bits[0], bits.get(1).copied()),
        Lookup::Vector(v) => b.ins().iadd_imm_s(bits[0], v.min.wrapping_neg() as i64),
    };
    let p = b.ins().ushr_imm_u(pos, inp.radix.shift as i64);
    let last = b.ins().iconst(types::I64, (inp.radix.fanout() - 1) as i64);
    b.ins().umin(p, last)
}

pub(super) fn histogram(b: &mut FunctionBuilder, inp: &PartitionInputs<'_>, [start, end, state]: [Value; 3]) {
    super::mark(b, super::Op::Histogram);
    let lp = row_loop(b, start, end, None);
    let row = b.use_var(lp.row);
    let p = partition(b, inp, row);
    let off = b.ins().ishl_imm_u(p, 3);
    let addr = b.ins().iadd(state, off);
    let n = b.ins().load(types::I64, trusted(), addr, 0);
    let n1 = b.ins().iadd_imm_s(n, 1);
    b.ins().store(trusted(), n1, addr, 0);
    b.ins().jump(lp.next, &[]);
    b.switch_to_block(lp.exit);
    let zero = b.ins().iconst(types::I64, 0);
    b.ins().return_(&[zero]);
}

/// Copy one tuple of `width` bytes from `src` to `dst`.
fn copy_tuple(b: &mut FunctionBuilder, width: u32, src: Value, dst: Value) {
    if width == 4 {
        let v = b.ins().load(types::I32, trusted(), src, 0);
        b.ins().store(trusted(), v, dst, 0);
        return;
    }
    for o in (0..width).step_by(8) {
        let v = b.ins().load(types::I64, trusted(), src, o as i32);
        b.ins().store(trusted(), v, dst, o as i32);
    }
}

pub(super) fn scatter(
    b: &mut FunctionBuilder,
    inp: &PartitionInputs<'_>,
    [start, end, state]: [Value; 3],
    stream: FuncRef,
) {
    let fanout = inp.radix.fanout();
    let w = inp.tuple.width as i64;
    let per_line = inp.tuple.per_line() as i64;
    let bufs = buffers_offset(fanout) as i64;
    super::mark(b, super::Op::Scatter);
    let lp = row_loop(b, start, end, None);
    let row = b.use_var(lp.row);
    let p = partition(b, inp, row);
    let p8 = b.ins().ishl_imm_u(p, 3);
    let cursor_addr = b.ins().iadd(state, p8);
    let cur = b.ins().load(types::I64, trusted(), cursor_addr, 0);
    let dst = if per_line == 0 {
        let off = b.ins().imul_imm_s(cur, w);
        b.ins().iadd_imm_s(off, inp.out as i64)
    } else {
        let t = b.ins().band_imm_u(cur, per_line - 1);
        let toff = b.ins().imul_imm_s(t, w);
        let p64 = b.ins().ishl_imm_u(p, 6);
        let line = b.ins().iadd(state, p64);
        let line = b.ins().iadd_imm_s(line, bufs);
        b.ins().iadd(line, toff)
    };
    for f in &inp.tuple.fields {
        let v = load_column(b, inp.columns[f.col], row);
        b.ins().store(trusted(), v, dst, f.offset as i32);
    }
    let cur1 = b.ins().iadd_imm_s(cur, 1);
    b.ins().store(trusted(), cur1, cursor_addr, 0);
    if per_line == 0 {
        b.ins().jump(lp.next, &[]);
    } else {
        let flush = b.create_block();
        let whole = b.create_block();
        let partial = b.create_block();
        let in_line = b.ins().band_imm_u(cur1, per_line - 1);
        b.ins().brif(in_line, lp.next, &[], flush, &[]);

        b.switch_to_block(flush);
        let line_start = b.ins().iadd_imm_s(cur1, -per_line);
        let start_addr = b.ins().iadd_imm_s(cursor_addr, (fanout * 8) as i64);
        let first = b.ins().load(types::I64, trusted(), start_addr, 0);
        let own = b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, line_start, first);
        let p64 = b.ins().ishl_imm_u(p, 6);
        let buf = b.ins().iadd(state, p64);
        let buf = b.ins().iadd_imm_s(buf, bufs);
        b.ins().brif(own, whole, &[], partial, &[]);

        // A whole line, written with non-temporal stores by `jj_stream_line` (Cranelift has
        // none): an ordinary store would first read the line from memory.
        b.switch_to_block(whole);
        let off = b.ins().imul_imm_s(line_start, w);
        let out = b.ins().iadd_imm_s(off, inp.out as i64);
        b.ins().call(stream, &[buf, out]);
        b.ins().jump(lp.next, &[]);

        // The chunk's first line of this partition: copy only the chunk's own tuples.
        b.switch_to_block(partial);
        let i = b.declare_var(types::I64);
        b.def_var(i, first);
        let head = b.create_block();
        let body = b.create_block();
        b.ins().jump(head, &[]);
        b.switch_to_block(head);
        let iv = b.use_var(i);
        let more = b.ins().icmp(IntCC::UnsignedLessThan, iv, cur1);
        b.ins().brif(more, body, &[], lp.next, &[]);
        b.switch_to_block(body);
        let iv = b.use_var(i);
        let t = b.ins().band_imm_u(iv, per_line - 1);
        let toff = b.ins().imul_imm_s(t, w);
        let src = b.ins().iadd(buf, toff);
        let off = b.ins().imul_imm_s(iv, w);
        let dst = b.ins().iadd_imm_s(off, inp.out as i64);
        copy_tuple(b, inp.tuple.width, src, dst);
        let i1 = b.ins().iadd_imm_s(iv, 1);
        b.def_var(i, i1);
        b.ins().jump(head, &[]);
    }
    b.switch_to_block(lp.exit);
    let zero = b.ins().iconst(types::I64, 0);
    b.ins().return_(&[zero]);
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

/// Order the non-temporal stores of a scatter before anything that reads its output.
pub fn stream_fence() {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `sfence` has no preconditions.
    unsafe {
        std::arch::x86_64::_mm_sfence()
    };
}

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
//! partition ([`crate::abi::scatter::flush_tails`]). Tuples wider than a line are written directly.

use super::hash::home;
use super::scan::{ColumnPtr, Cx, load_column, row_loop, to_bits64, trusted};
use crate::abi::Word;
use crate::abi::scatter::buffers_offset;
use crate::layout::Lookup;
use crate::layout::radix::{Radix, TupleLayout};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{FuncRef, InstBuilder, Value, types};
use cranelift_frontend::FunctionBuilder;

/// What a partition kernel is specialised on.
pub struct PartitionInputs<'a> {
    pub lookup: &'a Lookup,
    pub radix: Radix,
    /// The key columns, in the lookup's key order.
    pub keys: Vec<ColumnPtr>,
    /// Every column of the table being partitioned (the output is [`Word::Output`]).
    pub columns: &'a [ColumnPtr],
    pub tuple: &'a TupleLayout,
}

/// Partition of `row`, clamped below the fan-out.
fn partition(b: &mut FunctionBuilder, cx: &Cx, inp: &PartitionInputs<'_>, row: Value) -> Value {
    let bits: Vec<Value> = inp
        .keys
        .iter()
        .map(|c| {
            let k = load_column(b, cx, c, row);
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

pub(super) fn histogram(b: &mut FunctionBuilder, cx: &Cx, inp: &PartitionInputs<'_>, [start, end, state]: [Value; 3]) {
    super::mark(b, super::Op::Histogram);
    let lp = row_loop(b, start, end, None);
    let row = b.use_var(lp.row);
    let p = partition(b, cx, inp, row);
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
    cx: &Cx,
    inp: &PartitionInputs<'_>,
    [start, end, state]: [Value; 3],
    stream: FuncRef,
) {
    let out_base = cx.addr(b, Word::Output);
    let fanout = inp.radix.fanout();
    let w = inp.tuple.width as i64;
    let per_line = inp.tuple.per_line() as i64;
    let bufs = buffers_offset(fanout) as i64;
    super::mark(b, super::Op::Scatter);
    let lp = row_loop(b, start, end, None);
    let row = b.use_var(lp.row);
    let p = partition(b, cx, inp, row);
    let p8 = b.ins().ishl_imm_u(p, 3);
    let cursor_addr = b.ins().iadd(state, p8);
    let cur = b.ins().load(types::I64, trusted(), cursor_addr, 0);
    let dst = if per_line == 0 {
        let off = b.ins().imul_imm_s(cur, w);
        b.ins().iadd(off, out_base)
    } else {
        let t = b.ins().band_imm_u(cur, per_line - 1);
        let toff = b.ins().imul_imm_s(t, w);
        let p64 = b.ins().ishl_imm_u(p, 6);
        let line = b.ins().iadd(state, p64);
        let line = b.ins().iadd_imm_s(line, bufs);
        b.ins().iadd(line, toff)
    };
    for f in &inp.tuple.fields {
        let v = load_column(b, cx, &inp.columns[f.col], row);
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
        let out = b.ins().iadd(off, out_base);
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
        let dst = b.ins().iadd(off, out_base);
        copy_tuple(b, inp.tuple.width, src, dst);
        let i1 = b.ins().iadd_imm_s(iv, 1);
        b.def_var(i, i1);
        b.ins().jump(head, &[]);
    }
    b.switch_to_block(lp.exit);
    let zero = b.ins().iconst(types::I64, 0);
    b.ins().return_(&[zero]);
}

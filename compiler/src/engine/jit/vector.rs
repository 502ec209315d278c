//! Vector joins in CLIF: the build scatters into a key-indexed array, the probe checks the
//! index range and reads one element (see [`crate::layout::vector`] for the layouts).
//!
//! ```text
//!   build:  i = k − min; i ≤ span ? claim : next
//!           bit:   old = fetch_or(word[i ≫ 6], 1 ≪ (i & 63)); dups += old bit
//!           value: old = CAS(elem[i], 0 → v − base + 1);      dups += old ≠ 0
//!           rowid: old = CAS(elem[i], 0 → row + 1);           dups += old ≠ 0
//!   probe:  i = k − min; i ≤ span ? check : miss
//!           bit:   word[i ≫ 6] ≫ (i & 63) & 1 ? match : miss
//!           else:  e = elem[i] (zero-extended); e ≠ 0 ? match(e) : miss
//! ```

use super::scan::{ColumnPtr, Cx, clif_type, load_column, to_bits64, trusted};
use crate::layout::vector::{Elem, VectorLayout};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{AtomicRmwOp, Block, InstBuilder, MemFlagsData, Type, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::ColType;

fn int_type(width: u32) -> Type {
    match width {
        1 => types::I8,
        2 => types::I16,
        4 => types::I32,
        _ => types::I64,
    }
}

/// `i = k − min` and a branch to `inside` when `i ≤ span`, else to `outside`.
pub(super) fn index(b: &mut FunctionBuilder, v: &VectorLayout, k: Value, inside: Block, outside: Block) -> Value {
    let i = b.ins().iadd_imm_s(k, v.min.wrapping_neg() as i64);
    let ok = b.ins().icmp_imm_u(IntCC::UnsignedLessThanOrEqual, i, v.span as i64);
    b.ins().brif(ok, inside, &[], outside, &[]);
    i
}

/// Address of the 64-bit bitmap word holding index `i`, and the bit's mask.
fn bit_of(b: &mut FunctionBuilder, table: Value, i: Value) -> (Value, Value) {
    let word = b.ins().ushr_imm_u(i, 6);
    let off = b.ins().ishl_imm_u(word, 3);
    let addr = b.ins().iadd(off, table);
    let sh = b.ins().band_imm_u(i, 63);
    let one = b.ins().iconst(types::I64, 1);
    let mask = b.ins().ishl(one, sh);
    (addr, mask)
}

/// Insert row `row` with raw key bits `k` into the vector at `table`; returns an i64 that is 1
/// when the key was already present.
#[allow(clippy::too_many_arguments)]
pub(super) fn insert(
    b: &mut FunctionBuilder,
    cx: &Cx,
    v: &VectorLayout,
    table: Value,
    columns: &[ColumnPtr],
    row: Value,
    k: Value,
    next: Block,
) -> Value {
    let claim = b.create_block();
    let i = index(b, v, k, claim, next);
    b.switch_to_block(claim);
    let seen = match &v.elem {
        Elem::Bit => {
            let (addr, mask) = bit_of(b, table, i);
            let old = b.ins().atomic_rmw(types::I64, trusted(), AtomicRmwOp::Or, addr, mask);
            let had = b.ins().band(old, mask);
            b.ins().icmp_imm_u(IntCC::NotEqual, had, 0)
        }
        Elem::Value { field, width, base } => {
            let x = load_column(b, cx, &columns[field.col], row);
            let x = to_bits64(b, field.ty, x);
            let stored = b.ins().iadd_imm_s(x, 1i64.wrapping_sub(*base as i64));
            cas_elem(b, table, i, *width, stored)
        }
        Elem::RowId { width, .. } => {
            let stored = b.ins().iadd_imm_s(row, 1);
            cas_elem(b, table, i, *width, stored)
        }
    };
    b.ins().uextend(types::I64, seen)
}

/// CAS element `i` from 0 to `stored` (an i64 truncated to the width); an i8 that is 1 when it
/// was not 0.
fn cas_elem(b: &mut FunctionBuilder, table: Value, i: Value, width: u32, stored: Value) -> Value {
    let ty = int_type(width);
    let off = b.ins().imul_imm_s(i, width as i64);
    let addr = b.ins().iadd(off, table);
    let new = if width < 8 { b.ins().ireduce(ty, stored) } else { stored };
    let zero = b.ins().iconst(ty, 0);
    let old = b.ins().atomic_cas(trusted(), addr, zero, new);
    b.ins().icmp_imm_u(IntCC::NotEqual, old, 0)
}

/// Probe: branch to `matched` or `miss`, with `handle` set to what a match leaves behind (the
/// stored element, zero-extended; for a bitmap the bit).
pub(super) fn probe(
    b: &mut FunctionBuilder,
    v: &VectorLayout,
    table: Value,
    k: Value,
    handle: Variable,
    matched: Block,
    miss: Block,
) {
    let check = b.create_block();
    let i = index(b, v, k, check, miss);
    b.switch_to_block(check);
    probe_at(b, v, table, i, handle, matched, miss);
}

/// Whether the bitmap at `table` holds the key with raw bits `k` (known to be in range when
/// `known` gives its index), as an i64 0 or 1, without a branch:
///
/// ```text
///   i = min(k − min, span + 1)            (out of range: the guard, whose bit is 0)
///   hit = (word[i ≫ 6] ≫ i) & 1            (shifts take their amount mod 64)
/// ```
pub(super) fn bit_hit(
    b: &mut FunctionBuilder,
    v: &VectorLayout,
    table: Value,
    k: Value,
    known: Option<Value>,
    flags: MemFlagsData,
) -> Value {
    let i = match known {
        Some(i) => i,
        None => clamped_index(b, v, k),
    };
    let word = b.ins().ushr_imm_u(i, 6);
    let off = b.ins().ishl_imm_u(word, 3);
    let addr = b.ins().iadd(off, table);
    let word = b.ins().load(types::I64, flags, addr, 0);
    let w = b.ins().ushr(word, i);
    b.ins().band_imm_u(w, 1)
}

/// `i = k − min`, or the guard's index when that is past it: an index that can be read
/// without a check, whose element is absent unless the key is in the range and present.
fn clamped_index(b: &mut FunctionBuilder, v: &VectorLayout, k: Value) -> Value {
    let i = b.ins().iadd_imm_s(k, v.min.wrapping_neg() as i64);
    let guard = b.ins().iconst(types::I64, v.guard() as i64);
    b.ins().umin(i, guard)
}

/// Element `i` (of `width` bytes) of the vector at `table`, zero-extended to an i64.
fn load_elem(b: &mut FunctionBuilder, table: Value, i: Value, width: u32, f: MemFlagsData) -> Value {
    let off = b.ins().imul_imm_s(i, width as i64);
    let addr = b.ins().iadd(off, table);
    if f.can_move() && width < 8 {
        // Only a plain `load` is pure to Cranelift's egraph (movable to its use); the
        // extending loads stay where they were written.
        let e = b.ins().load(int_type(width), f, addr, 0);
        return b.ins().uextend(types::I64, e);
    }
    match width {
        1 => b.ins().uload8(types::I64, f, addr, 0),
        2 => b.ins().uload16(types::I64, f, addr, 0),
        4 => b.ins().uload32(f, addr, 0),
        _ => b.ins().load(types::I64, f, addr, 0),
    }
}

/// Flags for a load of a vector that Cranelift may move to where its value is used: the index
/// is clamped, so the load cannot fault wherever it goes. A pass that tests many rows without
/// a branch then computes each row's test right after its load, not all loads first and all
/// tests at the end (which keeps every loaded word live and spills them).
pub(super) fn movable() -> MemFlagsData {
    trusted().with_readonly().with_can_move()
}

/// Whether the vector at `table` holds the key with raw bits `k`, as an i64 0 or 1, without a
/// branch: [`bit_hit`] for a bitmap, else whether the element at the [`clamped_index`] is not
/// 0 (absent). Its load is [`movable`].
pub(super) fn hit(b: &mut FunctionBuilder, v: &VectorLayout, table: Value, k: Value) -> Value {
    let width = match &v.elem {
        Elem::Bit => return bit_hit(b, v, table, k, None, movable()),
        Elem::Value { width, .. } | Elem::RowId { width, .. } => *width,
    };
    let i = clamped_index(b, v, k);
    let e = load_elem(b, table, i, width, movable());
    if width < 8 {
        // (e + 2^8w − 1) ≫ 8w is 1 exactly when e ≠ 0: arithmetic, which Cranelift computes
        // where it stands (a compare it would sink to the flags' user, past the other rows'
        // loads, and spill what they loaded).
        let bits = 8 * width as i64;
        let up = b.ins().iadd_imm_s(e, (1i64 << bits) - 1);
        return b.ins().ushr_imm_u(up, bits);
    }
    let present = b.ins().icmp_imm_u(IntCC::NotEqual, e, 0);
    b.ins().uextend(types::I64, present)
}

/// Probe at an index already known to be in range.
pub(super) fn probe_at(
    b: &mut FunctionBuilder,
    v: &VectorLayout,
    table: Value,
    i: Value,
    handle: Variable,
    matched: Block,
    miss: Block,
) {
    match &v.elem {
        Elem::Bit => {
            let bit = bit_hit(b, v, table, i, Some(i), trusted().with_readonly());
            b.def_var(handle, bit);
            b.ins().brif(bit, matched, &[], miss, &[]);
        }
        Elem::Value { width, .. } | Elem::RowId { width, .. } => {
            let e = load_elem(b, table, i, *width, trusted().with_readonly());
            b.def_var(handle, e);
            b.ins().brif(e, matched, &[], miss, &[]);
        }
    }
}

/// A carried column's value from the handle `e` a match left: decoded from the element, or
/// read from the build table at the row it names.
pub(super) fn carried(
    b: &mut FunctionBuilder,
    cx: &Cx,
    v: &VectorLayout,
    build_columns: &[ColumnPtr],
    e: Value,
    col: usize,
    ty: ColType,
) -> Value {
    match &v.elem {
        Elem::Bit => unreachable!("a bitmap carries no columns"),
        Elem::Value { base, .. } => {
            let x = b.ins().iadd_imm_s(e, (*base as i64).wrapping_sub(1));
            if clif_type(ty) == types::I32 { b.ins().ireduce(types::I32, x) } else { x }
        }
        Elem::RowId { .. } => {
            let row = b.ins().iadd_imm_s(e, -1);
            load_column(b, cx, &build_columns[col], row)
        }
    }
}

//! Filters: a predicate tree becomes branch-free CLIF computing one boolean (`i8`, 0 or 1), so
//! an unpredictable filter costs no mispredictions.

use super::scan::{ColumnPtr, Cx, clif_type, iconst_bits, load_column, trusted};
use crate::abi::Word;
use crate::layout::key_bits;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{InstBuilder, Value, types};
use cranelift_frontend::FunctionBuilder;
use jitjoin_ir::plan::CmpOp;
use jitjoin_ir::query::Pred;
use jitjoin_ir::{ColType, Value as Const};

fn int_cc(op: CmpOp, signed: bool) -> IntCC {
    match (op, signed) {
        (CmpOp::Eq, _) => IntCC::Equal,
        (CmpOp::Ne, _) => IntCC::NotEqual,
        (CmpOp::Lt, true) => IntCC::SignedLessThan,
        (CmpOp::Le, true) => IntCC::SignedLessThanOrEqual,
        (CmpOp::Gt, true) => IntCC::SignedGreaterThan,
        (CmpOp::Ge, true) => IntCC::SignedGreaterThanOrEqual,
        (CmpOp::Lt, false) => IntCC::UnsignedLessThan,
        (CmpOp::Le, false) => IntCC::UnsignedLessThanOrEqual,
        (CmpOp::Gt, false) => IntCC::UnsignedGreaterThan,
        (CmpOp::Ge, false) => IntCC::UnsignedGreaterThanOrEqual,
    }
}

fn float_cc(op: CmpOp) -> FloatCC {
    match op {
        CmpOp::Eq => FloatCC::Equal,
        CmpOp::Ne => FloatCC::NotEqual,
        CmpOp::Lt => FloatCC::LessThan,
        CmpOp::Le => FloatCC::LessThanOrEqual,
        CmpOp::Gt => FloatCC::GreaterThan,
        CmpOp::Ge => FloatCC::GreaterThanOrEqual,
    }
}

/// `value op constant` for a value of column type `ty`.
fn compare(b: &mut FunctionBuilder, ty: ColType, v: Value, op: CmpOp, c: Const) -> Value {
    match (ty, c) {
        (ColType::F64, c) => {
            let k = b.ins().f64const(c.as_f64());
            b.ins().fcmp(float_cc(op), v, k)
        }
        (ty, Const::Int(i)) => {
            let k = iconst_bits(b, clif_type(ty), key_bits(ty, i));
            b.ins().icmp(int_cc(op, ty.is_signed()), v, k)
        }
        (_, Const::Float(_)) => unreachable!("the verifier rejects float constants on integer columns"),
    }
}

/// Lower `p` over the row `row` of a table with columns `cols`; returns an `i8` 0/1.
pub fn lower(b: &mut FunctionBuilder, cx: &Cx, p: &Pred, cols: &[ColumnPtr], row: Value) -> Value {
    match p {
        // A kernel's columns hold no nulls (the driver lowers those that do, see
        // `jitjoin_ir::nulls`).
        Pred::IsNull { .. } => b.ins().iconst(types::I8, 0),
        // Never seen: the driver lowers string tests to tests of codes (`jitjoin_ir::strings`),
        // and the planner refuses a query that still has one.
        Pred::Text { .. } => b.ins().iconst(types::I8, 0),
        Pred::Cmp { col, ty, op, value } => {
            let v = load_column(b, cx, &cols[*col], row);
            compare(b, *ty, v, *op, *value)
        }
        Pred::Between { col, ty, lo, hi } => {
            let v = load_column(b, cx, &cols[*col], row);
            let a = compare(b, *ty, v, CmpOp::Ge, *lo);
            let c = compare(b, *ty, v, CmpOp::Le, *hi);
            b.ins().band(a, c)
        }
        Pred::In { col, ty, values, words } if values.len() > crate::plan::SHORT_IN => {
            let v = load_column(b, cx, &cols[*col], row);
            search(b, cx, *ty, v, words)
        }
        Pred::In { col, ty, values, .. } => {
            let v = load_column(b, cx, &cols[*col], row);
            let mut acc = compare(b, *ty, v, CmpOp::Eq, values[0]);
            for c in &values[1..] {
                let e = compare(b, *ty, v, CmpOp::Eq, *c);
                acc = b.ins().bor(acc, e);
            }
            acc
        }
        Pred::And(ps) | Pred::Or(ps) => {
            let mut acc = lower(b, cx, &ps[0], cols, row);
            for q in &ps[1..] {
                let e = lower(b, cx, q, cols, row);
                acc = if matches!(p, Pred::And(_)) { b.ins().band(acc, e) } else { b.ins().bor(acc, e) };
            }
            acc
        }
        Pred::Not(q) => {
            let e = lower(b, cx, q, cols, row);
            b.ins().bxor_imm_u(e, 1)
        }
    }
}

/// Whether `v` is in the sorted list `words` (see [`Pred::In`]), by a branch-free binary
/// search unrolled for the list's length:
///
/// ```text
///   base = 0, len = n
///   while len > 1:  half = len / 2;  base = words[base + half] <= v ? base + half : base;
///                   len -= half                      (lengths depend on n only: unrolled)
///   found = words[base] == v
/// ```
/// Every index read is below `base + len <= n`, so the search stays inside the list. The list
/// is read from memory (the query owns it and outlives the kernel's runs; its address is a
/// context word, its length a constant), so a long list
/// costs about log2(n) loads per row and its code does not grow with n.
fn search(b: &mut FunctionBuilder, cx: &Cx, ty: ColType, v: Value, words: &[u64]) -> Value {
    let addr = cx.addr(b, Word::InList { addr: words.as_ptr() as u64, len: words.len() });
    let (word_ty, x) = match ty {
        ColType::F64 => (types::F64, v),
        _ => (types::I64, super::scan::to_bits64(b, ty, v)),
    };
    let le = |b: &mut FunctionBuilder, w: Value| match ty {
        ColType::F64 => b.ins().fcmp(FloatCC::LessThanOrEqual, w, x),
        _ => b.ins().icmp(int_cc(CmpOp::Le, ty.is_signed()), w, x),
    };
    let base = last_at_most(b, addr, words.len(), word_ty, le);
    let off = b.ins().ishl_imm_u(base, 3);
    let at = b.ins().iadd(addr, off);
    let w = b.ins().load(word_ty, trusted().with_readonly(), at, 0);
    match ty {
        ColType::F64 => b.ins().fcmp(FloatCC::Equal, w, x),
        _ => b.ins().icmp(IntCC::Equal, w, x),
    }
}

/// The index of the last of the `n ≥ 1` sorted 8-byte words at `addr` for which `le(word)`
/// holds (0 when none does), by the unrolled branch-free halving [`search`] describes. Every
/// word read has an index below `n`.
pub(super) fn last_at_most(
    b: &mut FunctionBuilder,
    addr: Value,
    n: usize,
    word_ty: types::Type,
    le: impl Fn(&mut FunctionBuilder, Value) -> Value,
) -> Value {
    let mut base = b.ins().iconst(types::I64, 0);
    let mut len = n;
    while len > 1 {
        let half = len / 2;
        let probe = b.ins().iadd_imm_s(base, half as i64);
        let off = b.ins().ishl_imm_u(probe, 3);
        let at = b.ins().iadd(addr, off);
        let w = b.ins().load(word_ty, trusted().with_readonly(), at, 0);
        let go = le(b, w);
        base = b.ins().select(go, probe, base);
        len -= half;
    }
    base
}

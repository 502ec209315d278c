//! Sinks: aggregates kept in registers for a whole morsel, or rows written to a buffer.
//!
//! Accumulators are loaded from the thread's state when the kernel starts and stored back when
//! it returns, so the state always holds the thread's running totals (see
//! [`Pipeline::state_words`] for its layout).

use super::Helpers;
use super::scan::{clif_type, to_bits64, trusted};
use crate::abi::state::{
    EMIT_CAP, EMIT_LEN, EMIT_PTR, GROUP_BLOCKS, GROUP_KEYS, STATE_OVERFLOW, STATE_ROWS, agg_offset,
};
use crate::layout::group::GroupKind;
use crate::plan::{AggPlan, ArgPlan, Pipeline, Sink, Source};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, InstBuilder, TrapCode, Type, Value, types};

use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::ColType;
use jitjoin_ir::plan::{AggFunc, ArithOp};

#[derive(Clone)]
pub(super) struct SinkVars {
    rows: Variable,
    /// Per aggregate: its variable, and whether that variable is a narrow i64 sum that is
    /// widened into the state's i128 on exit; `None` for an accumulator kept in the state.
    accs: Vec<Option<(Variable, bool)>>,
    /// Per aggregate: a `count(*)`, which always equals the sink's row counter (both count
    /// the tuples reaching the sink, from 0), so it takes no register and is stored from the
    /// counter on exit.
    rows_count: Vec<bool>,
    /// A dense grouped pipeline's blocks (loaded once: they never move).
    blocks: Option<Variable>,
    /// An i8, nonzero once an aggregate's arithmetic or sum has left 128 bits; `None` when no
    /// aggregate's can ([`ArgPlan::may_overflow`]). ORed into the state's overflow byte on
    /// exit.
    overflow: Option<Variable>,
}

/// The trap code of a group key outside the range a dense group array was sized for.
pub const GROUP_OUT_OF_RANGE: u8 = 2;

/// Aggregates past this many accumulate in the state (memory) rather than in variables: a
/// loop has only so many registers, and thousands of values live across it make register
/// allocation superlinear (3,000 aggregates took a second to compile).
const REGISTER_ACCS: usize = 8;

/// Whether a sum may run in an i64 for one kernel call: a 32-bit column, and a pipeline whose
/// joins cannot multiply rows. Then one call adds at most one value per row of its range, each
/// below 2^32 in magnitude, so an i64 is exact for ranges of up to 2^31 rows; the runtime's
/// morsels have at most 2^16. The partial sum is widened into the state's i128 on exit.
fn narrow_sum(p: &Pipeline, ty: ColType) -> bool {
    ty.width() == 4 && p.joins.iter().all(|j| j.unique || j.kind != jitjoin_ir::plan::JoinKind::Inner)
}

/// The register type of an aggregate's accumulator.
fn acc_type(func: AggFunc, arg: Option<ColType>) -> Type {
    match (func, arg) {
        (AggFunc::Count, _) => types::I64,
        (_, Some(ColType::F64)) => types::F64,
        (f, _) if f.sums() => types::I128,
        _ => types::I64, // min and max of integers, as their 64-bit bits
    }
}

impl SinkVars {
    pub(super) fn enter(b: &mut FunctionBuilder, p: &Pipeline, state: Value) -> SinkVars {
        let rows = b.declare_var(types::I64);
        let mut accs = Vec::new();
        let mut rows_count = Vec::new();
        if let Sink::Aggregate(aggs) = &p.sink {
            for (i, a) in aggs.iter().enumerate() {
                rows_count.push(a.func == AggFunc::Count && a.arg.is_none());
                if i >= REGISTER_ACCS || rows_count[i] {
                    accs.push(None);
                    continue;
                }
                let arg = a.slot().1;
                // Arithmetic is added in 128 bits; only a column's values may go narrow.
                let narrow =
                    a.func.sums() && a.source().is_some_and(|s| s.ty() != ColType::F64 && narrow_sum(p, s.ty()));
                let ty = if narrow { types::I64 } else { acc_type(a.func, arg) };
                accs.push(Some((b.declare_var(ty), narrow)));
            }
        }
        let blocks = match &p.sink {
            Sink::Group { layout, .. } if matches!(layout.kind, GroupKind::Dense { .. }) => {
                Some(b.declare_var(types::I64))
            }
            _ => None,
        };
        let checked = match &p.sink {
            Sink::Aggregate(aggs) | Sink::Group { aggs, .. } => {
                aggs.iter().any(|a| a.arg.as_ref().is_some_and(ArgPlan::may_overflow))
            }
            Sink::Emit { .. } => false,
        };
        let overflow = checked.then(|| b.declare_var(types::I8));
        let vars = SinkVars { rows, accs, rows_count, blocks, overflow };
        vars.reload(b, p, state);
        vars
    }

    /// Give the sink's variables their values from the state, as on entry: what [`leave`]
    /// stored (a narrow sum starts again from 0, since `leave` added it into the state). A
    /// `leave` then a `reload` is a no-op, so a loop may keep the variables in the state
    /// across code that does not use them and free their registers there.
    ///
    /// [`leave`]: SinkVars::leave
    pub(super) fn reload(&self, b: &mut FunctionBuilder, p: &Pipeline, state: Value) {
        let r = b.ins().load(types::I64, trusted(), state, STATE_ROWS as i32);
        b.def_var(self.rows, r);
        if let Sink::Aggregate(aggs) = &p.sink {
            for (i, (acc, a)) in self.accs.iter().zip(aggs).enumerate() {
                let Some((v, narrow)) = *acc else { continue };
                let init = if narrow {
                    b.ins().iconst(types::I64, 0)
                } else {
                    b.ins().load(acc_type(a.func, a.slot().1), trusted(), state, agg_offset(i) as i32)
                };
                b.def_var(v, init);
            }
        }
        if let Some(v) = self.blocks {
            let a = b.ins().load(types::I64, trusted(), state, GROUP_BLOCKS as i32);
            b.def_var(v, a);
        }
        if let Some(v) = self.overflow {
            let zero = b.ins().iconst(types::I8, 0);
            b.def_var(v, zero);
        }
    }

    pub(super) fn leave(&self, b: &mut FunctionBuilder, sink: &Sink, state: Value) {
        let r = b.use_var(self.rows);
        b.ins().store(trusted(), r, state, STATE_ROWS as i32);
        if let Some(v) = self.overflow {
            let o = b.use_var(v);
            let old = b.ins().load(types::I8, trusted(), state, STATE_OVERFLOW as i32);
            let new = b.ins().bor(old, o);
            b.ins().store(trusted(), new, state, STATE_OVERFLOW as i32);
        }
        if let Sink::Aggregate(aggs) = sink {
            for (i, &acc) in self.accs.iter().enumerate().take(aggs.len()) {
                if self.rows_count[i] {
                    b.ins().store(trusted(), r, state, agg_offset(i) as i32);
                    continue;
                }
                let Some((v, narrow)) = acc else { continue };
                let x = b.use_var(v);
                let x = if narrow {
                    // The i64 partial sum is signed whatever the column type (u32 values are
                    // added as non-negative i64s).
                    let wide = b.ins().sextend(types::I128, x);
                    let old = b.ins().load(types::I128, trusted(), state, agg_offset(i) as i32);
                    b.ins().iadd(old, wide)
                } else {
                    x
                };
                b.ins().store(trusted(), x, state, agg_offset(i) as i32);
            }
        }
    }
}

impl SinkVars {
    /// Consume one result tuple, then continue at `done`; `load` reads a value the tuple
    /// carries, `exit` is where an `emit … limit` goes once it has its rows.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn row(
        &self,
        b: &mut FunctionBuilder,
        p: &Pipeline,
        state: Value,
        helpers: Helpers,
        exit: Block,
        load: &mut dyn FnMut(&mut FunctionBuilder, Source) -> Value,
        done: Block,
    ) {
        let r = b.use_var(self.rows);
        let r1 = b.ins().iadd_imm_s(r, 1);
        b.def_var(self.rows, r1);
        match &p.sink {
            Sink::Aggregate(aggs) => {
                for (i, a) in aggs.iter().enumerate() {
                    if self.rows_count[i] {
                        continue;
                    }
                    let held = self.accs[i];
                    let narrow = held.is_some_and(|h| h.1);
                    let acc = match held {
                        Some((var, _)) => b.use_var(var),
                        None => {
                            let ty = acc_type(a.func, a.slot().1);
                            b.ins().load(ty, trusted(), state, agg_offset(i) as i32)
                        }
                    };
                    let new = update(b, a, narrow, acc, self.overflow, load);
                    match held {
                        Some((var, _)) => b.def_var(var, new),
                        None => {
                            b.ins().store(trusted(), new, state, agg_offset(i) as i32);
                        }
                    }
                }
                b.ins().jump(done, &[]);
            }
            Sink::Group { keys, aggs, layout } => {
                let words: Vec<Value> = keys
                    .iter()
                    .map(|&k| {
                        let v = load(b, k);
                        to_bits64(b, k.ty(), v)
                    })
                    .collect();
                let block = match &layout.kind {
                    GroupKind::Dense { lo, .. } => {
                        // g = Σ (key − lo) · stride; each offset is checked against its range
                        // (measured on this data, so the trap is a bug's, never the data's).
                        let mut g: Option<Value> = None;
                        for ((&w, &lo), (stride, width)) in words.iter().zip(lo).zip(layout.strides()) {
                            let off = b.ins().iadd_imm_s(w, (lo as i64).wrapping_neg());
                            let out = b.ins().icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, off, width as i64);
                            b.ins().trapnz(out, TrapCode::user(GROUP_OUT_OF_RANGE).expect("a nonzero user trap code"));
                            let term = if stride == 1 { off } else { b.ins().imul_imm_s(off, stride as i64) };
                            g = Some(match g {
                                None => term,
                                Some(acc) => b.ins().iadd(acc, term),
                            });
                        }
                        let g = g.expect("at least one grouping column");
                        let at = b.ins().imul_imm_s(g, layout.block_bytes() as i64);
                        let blocks = b.use_var(self.blocks.expect("a grouped pipeline"));
                        b.ins().iadd(blocks, at)
                    }
                    GroupKind::Hash => {
                        for (i, &w) in words.iter().enumerate() {
                            b.ins().store(trusted(), w, state, (GROUP_KEYS + 8 * i as u32) as i32);
                        }
                        let call = b.ins().call(helpers.group_find, &[state]);
                        b.inst_results(call)[0]
                    }
                };
                let n = b.ins().load(types::I64, trusted(), block, 0);
                let n1 = b.ins().iadd_imm_s(n, 1);
                b.ins().store(trusted(), n1, block, 0);
                for (i, a) in aggs.iter().enumerate() {
                    let ty = acc_type(a.func, a.slot().1);
                    let acc = b.ins().load(ty, trusted(), block, agg_offset(i) as i32);
                    let new = update(b, a, false, acc, self.overflow, load);
                    b.ins().store(trusted(), new, block, agg_offset(i) as i32);
                }
                b.ins().jump(done, &[]);
            }
            Sink::Emit { columns, limit } => {
                let words = columns.len() as i64;
                let len = b.ins().load(types::I64, trusted(), state, EMIT_LEN as i32);
                let cap = b.ins().load(types::I64, trusted(), state, EMIT_CAP as i32);
                let need = b.ins().iadd_imm_s(len, words);
                let full = b.ins().icmp(IntCC::UnsignedGreaterThan, need, cap);
                let room = b.create_block();
                let write = b.create_block();
                b.ins().brif(full, room, &[], write, &[]);
                b.switch_to_block(room);
                b.ins().call(helpers.grow, &[state]);
                b.ins().jump(write, &[]);

                b.switch_to_block(write);
                let ptr = b.ins().load(types::I64, trusted(), state, EMIT_PTR as i32);
                let len = b.ins().load(types::I64, trusted(), state, EMIT_LEN as i32);
                let off = b.ins().ishl_imm_u(len, 3);
                let base = b.ins().iadd(ptr, off);
                for (i, &src) in columns.iter().enumerate() {
                    let v = load(b, src);
                    let w = if src.ty() == ColType::F64 { v } else { to_bits64(b, src.ty(), v) };
                    debug_assert!(clif_type(src.ty()).bytes() <= 8);
                    b.ins().store(trusted(), w, base, (8 * i) as i32);
                }
                let len1 = b.ins().iadd_imm_s(len, words);
                b.ins().store(trusted(), len1, state, EMIT_LEN as i32);
                let rows = b.use_var(self.rows);
                let full = b.ins().icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, rows, *limit as i64);
                b.ins().brif(full, exit, &[], done, &[]);
            }
        }
    }
}

/// The value of arithmetic `arg` for the current tuple: an `f64` when `float`, else an exact
/// `i128` (integers sign- or zero-extended as their type says). An integer operation that may
/// leave 128 bits ([`ArgPlan::bits`]) is checked, and sets `overflow` when it does.
fn eval(
    b: &mut FunctionBuilder,
    arg: &ArgPlan,
    float: bool,
    overflow: Option<Variable>,
    load: &mut dyn FnMut(&mut FunctionBuilder, Source) -> Value,
) -> Value {
    match arg {
        ArgPlan::Src(s) => {
            let v = load(b, *s);
            match (float, s.ty()) {
                (true, ColType::F64) => v,
                (true, ty) => {
                    let v64 = to_bits64(b, ty, v);
                    if ty.is_signed() {
                        b.ins().fcvt_from_sint(types::F64, v64)
                    } else {
                        b.ins().fcvt_from_uint(types::F64, v64)
                    }
                }
                (false, ty) => {
                    let v64 = to_bits64(b, ty, v);
                    if ty.is_signed() { b.ins().sextend(types::I128, v64) } else { b.ins().uextend(types::I128, v64) }
                }
            }
        }
        ArgPlan::Const(c) => match (float, *c) {
            (false, jitjoin_ir::Value::Int(i)) => {
                let lo = b.ins().iconst(types::I64, i as u64 as i64);
                let hi = b.ins().iconst(types::I64, (i >> 64) as i64);
                b.ins().iconcat(lo, hi)
            }
            (_, c) => b.ins().f64const(c.as_f64()),
        },
        ArgPlan::Bin(op, l, r) => {
            let (x, y) = (eval(b, l, float, overflow, load), eval(b, r, float, overflow, load));
            let checked = overflow.filter(|_| !float && arg.bits() > 127);
            match (op, float) {
                (ArithOp::Add | ArithOp::Sub, false) if let Some(flag) = checked => {
                    let (v, o) =
                        if *op == ArithOp::Add { b.ins().sadd_overflow(x, y) } else { b.ins().ssub_overflow(x, y) };
                    raise(b, flag, o);
                    v
                }
                (ArithOp::Mul, false) if let Some(flag) = checked => checked_mul(b, x, y, flag),
                (ArithOp::Add, false) => b.ins().iadd(x, y),
                (ArithOp::Sub, false) => b.ins().isub(x, y),
                (ArithOp::Mul, false) => b.ins().imul(x, y),
                (ArithOp::Add, true) => b.ins().fadd(x, y),
                (ArithOp::Sub, true) => b.ins().fsub(x, y),
                (ArithOp::Mul, true) => b.ins().fmul(x, y),
            }
        }
    }
}

/// `flag |= o`: an operation overflowed when `o` (an i8) is nonzero.
fn raise(b: &mut FunctionBuilder, flag: Variable, o: Value) {
    let f = b.use_var(flag);
    let f = b.ins().bor(f, o);
    b.def_var(flag, f);
}

/// `x * y` over i128, setting `flag` when the product leaves 128 bits.
///
/// ```text
///   both operands fit an i64? ──yes──▶ imul (exact: |x·y| < 2^126)
///          │no (rare: an operand beyond 64 bits)
///          ▼
///   |x| = (xh, xl), |y| = (yh, yl) as u128;  overflow if xh ≠ 0 and yh ≠ 0, else
///   |x·y| = xl·yl + (xh·yl + xl·yh)·2^64, each partial product and carry checked,
///   and the magnitude below 2^127; the sign is x's xor y's
/// ```
fn checked_mul(b: &mut FunctionBuilder, x: Value, y: Value, flag: Variable) -> Value {
    let (xl, xh) = b.ins().isplit(x);
    let (yl, yh) = b.ins().isplit(y);
    let xs = b.ins().sshr_imm_u(xl, 63);
    let ys = b.ins().sshr_imm_u(yl, 63);
    let fx = b.ins().icmp(IntCC::Equal, xh, xs);
    let fy = b.ins().icmp(IntCC::Equal, yh, ys);
    let both = b.ins().band(fx, fy);
    let (fast, slow, done) = (b.create_block(), b.create_block(), b.create_block());
    b.append_block_param(done, types::I128);
    b.set_cold_block(slow);
    b.ins().brif(both, fast, &[], slow, &[]);

    b.switch_to_block(fast);
    let p = b.ins().imul(x, y);
    b.ins().jump(done, &[p.into()]);

    b.switch_to_block(slow);
    // Magnitudes as u128 (|i128::MIN| is 2^127, which the checks below refuse).
    let magnitude = |b: &mut FunctionBuilder, v: Value, hi: Value| {
        let sign = b.ins().sshr_imm_u(hi, 63);
        let sign = b.ins().iconcat(sign, sign);
        let flipped = b.ins().bxor(v, sign);
        b.ins().isub(flipped, sign)
    };
    let ax = magnitude(b, x, xh);
    let ay = magnitude(b, y, yh);
    let (al, ah) = b.ins().isplit(ax);
    let (bl, bh) = b.ins().isplit(ay);
    let ah0 = b.ins().icmp_imm_u(IntCC::NotEqual, ah, 0);
    let bh0 = b.ins().icmp_imm_u(IntCC::NotEqual, bh, 0);
    let mut o = b.ins().band(ah0, bh0);
    let lo = b.ins().imul(al, bl);
    let hi0 = b.ins().umulhi(al, bl);
    let c1 = b.ins().imul(ah, bl);
    let c1h = b.ins().umulhi(ah, bl);
    let c2 = b.ins().imul(al, bh);
    let c2h = b.ins().umulhi(al, bh);
    for high in [c1h, c2h] {
        let nz = b.ins().icmp_imm_u(IntCC::NotEqual, high, 0);
        o = b.ins().bor(o, nz);
    }
    let (cross, o3) = b.ins().uadd_overflow(c1, c2);
    let (hi, o4) = b.ins().uadd_overflow(hi0, cross);
    let o5 = b.ins().icmp_imm_s(IntCC::SignedLessThan, hi, 0);
    for more in [o3, o4, o5] {
        o = b.ins().bor(o, more);
    }
    raise(b, flag, o);
    let mag = b.ins().iconcat(lo, hi);
    let xsign = b.ins().sshr_imm_u(xh, 63);
    let ysign = b.ins().sshr_imm_u(yh, 63);
    let neg = b.ins().bxor(xsign, ysign);
    let neg = b.ins().iconcat(neg, neg);
    let flipped = b.ins().bxor(mag, neg);
    let r = b.ins().isub(flipped, neg);
    b.ins().jump(done, &[r.into()]);

    b.switch_to_block(done);
    b.block_params(done)[0]
}

/// An accumulator `acc` of aggregate `a` after one more value (read by `load`); `narrow`: an
/// integer sum kept in an i64 ([`narrow_sum`]); `overflow`: the flag set when an argument
/// that may leave 128 bits does.
fn update(
    b: &mut FunctionBuilder,
    a: &AggPlan,
    narrow: bool,
    acc: Value,
    overflow: Option<Variable>,
    load: &mut dyn FnMut(&mut FunctionBuilder, Source) -> Value,
) -> Value {
    match (a.func, &a.arg) {
        (AggFunc::Count, _) => b.ins().iadd_imm_s(acc, 1),
        (_, None) => unreachable!("only count takes *"),
        // Arithmetic: sums and averages only, added exactly (i128) or as f64.
        (_, Some(arith @ ArgPlan::Bin(..))) => {
            let float = arith.is_float();
            let checked = overflow.filter(|_| arith.may_overflow());
            let v = eval(b, arith, float, checked, load);
            match (float, checked) {
                (true, _) => b.ins().fadd(acc, v),
                (false, Some(flag)) => {
                    let (s, o) = b.ins().sadd_overflow(acc, v);
                    raise(b, flag, o);
                    s
                }
                (false, None) => b.ins().iadd(acc, v),
            }
        }
        (_, Some(ArgPlan::Const(_))) => unreachable!("the parser reads a lone constant as no argument"),
        (func, Some(ArgPlan::Src(src))) => {
            let src = *src;
            let v = load(b, src);
            let ty = src.ty();
            match (func, ty) {
                (f, ColType::F64) if f.sums() => b.ins().fadd(acc, v),
                (AggFunc::Min, ColType::F64) => b.ins().fmin(acc, v),
                (AggFunc::Max, ColType::F64) => b.ins().fmax(acc, v),
                (f, ty) if f.sums() && narrow => {
                    let v64 = to_bits64(b, ty, v);
                    b.ins().iadd(acc, v64)
                }
                (f, ty) if f.sums() => {
                    let v64 = to_bits64(b, ty, v);
                    let wide = if ty.is_signed() {
                        b.ins().sextend(types::I128, v64)
                    } else {
                        b.ins().uextend(types::I128, v64)
                    };
                    b.ins().iadd(acc, wide)
                }
                (func, ty) => {
                    let v64 = to_bits64(b, ty, v);
                    let cc = match (func == AggFunc::Min, ty.is_signed()) {
                        (true, true) => IntCC::SignedLessThan,
                        (true, false) => IntCC::UnsignedLessThan,
                        (false, true) => IntCC::SignedGreaterThan,
                        (false, false) => IntCC::UnsignedGreaterThan,
                    };
                    let better = b.ins().icmp(cc, v64, acc);
                    b.ins().select(better, v64, acc)
                }
            }
        }
    }
}

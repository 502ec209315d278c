//! Sinks: aggregates kept in registers for a whole morsel, or rows written to a buffer.
//!
//! Accumulators are loaded from the thread's state when the kernel starts and stored back when
//! it returns, so the state always holds the thread's running totals (see
//! [`Pipeline::state_words`] for its layout).

use super::scan::{clif_type, to_bits64, trusted};
use crate::abi::state::{EMIT_CAP, EMIT_LEN, EMIT_PTR, STATE_ROWS, agg_offset};
use crate::plan::{Pipeline, Sink, Source};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, FuncRef, InstBuilder, Type, Value, types};

use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::ColType;
use jitjoin_ir::plan::AggFunc;

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
}

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
        (AggFunc::Sum, Some(ColType::F64)) | (AggFunc::Min | AggFunc::Max, Some(ColType::F64)) => types::F64,
        (AggFunc::Sum, _) => types::I128,
        (AggFunc::Min | AggFunc::Max, _) => types::I64,
    }
}

impl SinkVars {
    pub(super) fn enter(b: &mut FunctionBuilder, p: &Pipeline, state: Value) -> SinkVars {
        let rows = b.declare_var(types::I64);
        let r = b.ins().load(types::I64, trusted(), state, STATE_ROWS as i32);
        b.def_var(rows, r);
        let mut accs = Vec::new();
        let mut rows_count = Vec::new();
        if let Sink::Aggregate(aggs) = &p.sink {
            for (i, a) in aggs.iter().enumerate() {
                rows_count.push(a.func == AggFunc::Count && a.arg.is_none());
                if i >= REGISTER_ACCS || rows_count[i] {
                    accs.push(None);
                    continue;
                }
                let arg = a.arg.map(|s| s.ty());
                let narrow = a.func == AggFunc::Sum && arg.is_some_and(|t| t != ColType::F64 && narrow_sum(p, t));
                let ty = if narrow { types::I64 } else { acc_type(a.func, arg) };
                let v = b.declare_var(ty);
                let init = if narrow {
                    b.ins().iconst(types::I64, 0)
                } else {
                    b.ins().load(ty, trusted(), state, agg_offset(i) as i32)
                };
                b.def_var(v, init);
                accs.push(Some((v, narrow)));
            }
        }
        SinkVars { rows, accs, rows_count }
    }

    pub(super) fn leave(&self, b: &mut FunctionBuilder, sink: &Sink, state: Value) {
        let r = b.use_var(self.rows);
        b.ins().store(trusted(), r, state, STATE_ROWS as i32);
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
        grow: FuncRef,
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
                            let ty = acc_type(a.func, a.arg.map(|s| s.ty()));
                            b.ins().load(ty, trusted(), state, agg_offset(i) as i32)
                        }
                    };
                    let new = match (a.func, a.arg) {
                        (AggFunc::Count, _) => b.ins().iadd_imm_s(acc, 1),
                        (_, None) => unreachable!("only count takes *"),
                        (func, Some(src)) => {
                            let v = load(b, src);
                            let ty = src.ty();
                            match (func, ty) {
                                (AggFunc::Sum, ColType::F64) => b.ins().fadd(acc, v),
                                (AggFunc::Min, ColType::F64) => b.ins().fmin(acc, v),
                                (AggFunc::Max, ColType::F64) => b.ins().fmax(acc, v),
                                (AggFunc::Sum, ty) if narrow => {
                                    let v64 = to_bits64(b, ty, v);
                                    b.ins().iadd(acc, v64)
                                }
                                (AggFunc::Sum, ty) => {
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
                    };
                    match held {
                        Some((var, _)) => b.def_var(var, new),
                        None => {
                            b.ins().store(trusted(), new, state, agg_offset(i) as i32);
                        }
                    }
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
                b.ins().call(grow, &[state]);
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

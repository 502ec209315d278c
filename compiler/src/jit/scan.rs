//! The row loop and typed loads shared by every kernel.
//!
//! ```text
//!   entry(start, end, state) ─▶ head(i): i < end ? body : exit
//!   body ─▶ … operators … ─▶ next: i += 1 ─▶ head
//! ```

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, FuncRef, InstBuilder, MemFlagsData, Type, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::ColType;

/// A column the kernel reads: its base address and element type.
#[derive(Clone, Copy, Debug)]
pub struct ColumnPtr {
    pub addr: u64,
    pub ty: ColType,
}

pub fn clif_type(ty: ColType) -> Type {
    match ty {
        ColType::I32 | ColType::U32 => types::I32,
        ColType::I64 | ColType::U64 => types::I64,
        ColType::F64 => types::F64,
    }
}

/// An integer constant of `ty`, given by its bits (zero-extended to the type's width, as the
/// verifier wants).
pub fn iconst_bits(b: &mut FunctionBuilder, ty: Type, bits: u64) -> Value {
    let masked = if ty.bits() >= 64 { bits } else { bits & ((1u64 << ty.bits()) - 1) };
    b.ins().iconst(ty, masked as i64)
}

pub fn addr_const(b: &mut FunctionBuilder, addr: u64) -> Value {
    b.ins().iconst(types::I64, addr as i64)
}

/// Loads that can neither trap nor be misaligned: columns and table slots are checked and
/// aligned before any kernel runs.
pub fn trusted() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// Load element `row` of a column.
pub fn load_column(b: &mut FunctionBuilder, col: ColumnPtr, row: Value) -> Value {
    let base = addr_const(b, col.addr);
    let width = b.ins().iconst(types::I64, col.ty.width() as i64);
    let off = b.ins().imul(row, width);
    let addr = b.ins().iadd(base, off);
    b.ins().load(clif_type(col.ty), trusted().with_readonly(), addr, 0)
}

/// Widen an integer value of `ty` to its raw 64-bit key bits (see `layout::key_bits`).
pub fn to_bits64(b: &mut FunctionBuilder, ty: ColType, v: Value) -> Value {
    match ty {
        ColType::I32 => b.ins().sextend(types::I64, v),
        ColType::U32 => b.ins().uextend(types::I64, v),
        ColType::I64 | ColType::U64 => v,
        ColType::F64 => b.ins().bitcast(types::I64, MemFlagsData::new(), v),
    }
}

/// The loop skeleton. The builder is left in the loop body, where the caller lowers its
/// operators and ends every path in `next` or `exit`; then it fills `exit`.
pub struct RowLoop {
    pub row: Variable,
    pub next: Block,
    pub exit: Block,
}

/// A call the loop makes before every chunk of rows: `f(descs, n, chunk_start, chunk_end)`.
#[derive(Clone, Copy)]
pub struct ChunkHook {
    pub func: FuncRef,
    pub descs: u64,
    pub n: u64,
    pub chunk: u64,
}

/// Like [`row_loop`], but rows go in chunks of `hook.chunk` and before each chunk the hook is
/// called for the chunk after it (the first chunk's call happens on entry):
///
/// ```text
///   entry: hook(start, min(start + C, end)); limit = start
///   head(i): i < limit ? body : refill
///   refill:  i < end ? (limit = min(i + C, end); hook(limit, min(limit + C, end)); body) : exit
/// ```
pub fn chunked_row_loop(b: &mut FunctionBuilder, start: Value, end: Value, hook: ChunkHook) -> RowLoop {
    let row = b.declare_var(types::I64);
    let limit = b.declare_var(types::I64);
    b.def_var(row, start);
    b.def_var(limit, start);
    let descs = b.ins().iconst(types::I64, hook.descs as i64);
    let n = b.ins().iconst(types::I64, hook.n as i64);
    let first_end = b.ins().iadd_imm_s(start, hook.chunk as i64);
    let first_end = b.ins().umin(first_end, end);
    b.ins().call(hook.func, &[descs, n, start, first_end]);
    let head = b.create_block();
    let refill = b.create_block();
    let more = b.create_block();
    let body = b.create_block();
    let next = b.create_block();
    let exit = b.create_block();
    b.ins().jump(head, &[]);

    b.switch_to_block(head);
    let i = b.use_var(row);
    let lim = b.use_var(limit);
    let inside = b.ins().icmp(IntCC::UnsignedLessThan, i, lim);
    b.ins().brif(inside, body, &[], refill, &[]);

    b.switch_to_block(refill);
    let i = b.use_var(row);
    let left = b.ins().icmp(IntCC::UnsignedLessThan, i, end);
    b.ins().brif(left, more, &[], exit, &[]);

    b.switch_to_block(more);
    let i = b.use_var(row);
    let ce = b.ins().iadd_imm_s(i, hook.chunk as i64);
    let ce = b.ins().umin(ce, end);
    b.def_var(limit, ce);
    let ne = b.ins().iadd_imm_s(ce, hook.chunk as i64);
    let ne = b.ins().umin(ne, end);
    let descs = b.ins().iconst(types::I64, hook.descs as i64);
    let n = b.ins().iconst(types::I64, hook.n as i64);
    b.ins().call(hook.func, &[descs, n, ce, ne]);
    b.ins().jump(body, &[]);

    b.switch_to_block(next);
    let i = b.use_var(row);
    let i1 = b.ins().iadd_imm_s(i, 1);
    b.def_var(row, i1);
    b.ins().jump(head, &[]);

    b.switch_to_block(body);
    RowLoop { row, next, exit }
}

pub fn row_loop(b: &mut FunctionBuilder, start: Value, end: Value) -> RowLoop {
    let row = b.declare_var(types::I64);
    b.def_var(row, start);
    let head = b.create_block();
    let body = b.create_block();
    let next = b.create_block();
    let exit = b.create_block();
    b.ins().jump(head, &[]);

    b.switch_to_block(head);
    let i = b.use_var(row);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, i, end);
    b.ins().brif(more, body, &[], exit, &[]);

    b.switch_to_block(next);
    let i = b.use_var(row);
    let i1 = b.ins().iadd_imm_s(i, 1);
    b.def_var(row, i1);
    b.ins().jump(head, &[]);

    b.switch_to_block(body);
    RowLoop { row, next, exit }
}

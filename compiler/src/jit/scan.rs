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

/// A column the kernel reads: its base address, element type, and the bytes from one row's
/// value to the next (the type's width for a plain column, the tuple width for a field of
/// radix-partitioned tuples).
#[derive(Clone, Copy, Debug)]
pub struct ColumnPtr {
    pub addr: u64,
    pub ty: ColType,
    pub stride: u32,
}

impl ColumnPtr {
    /// A plain column of `ty` at `addr`.
    pub fn plain(addr: u64, ty: ColType) -> ColumnPtr {
        ColumnPtr { addr, ty, stride: ty.width() as u32 }
    }
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
    let off = b.ins().imul_imm_s(row, col.stride as i64);
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

/// The row loop. Without a hook it is `head(i): i < end ? body : exit`. With one, rows go in
/// chunks of `hook.chunk` and before each chunk the hook is called for the chunk after it (the
/// first chunk's call happens on entry), so the hook can prefetch ahead:
///
/// ```text
///   entry: hook(start, min(start + C, end)); limit = start
///   head(i): i < limit ? body : refill
///   refill:  i < end ? (limit = min(i + C, end); hook(limit, min(limit + C, end)); body) : exit
/// ```
pub fn row_loop(b: &mut FunctionBuilder, start: Value, end: Value, hook: Option<ChunkHook>) -> RowLoop {
    let row = b.declare_var(types::I64);
    b.def_var(row, start);
    let limit = b.declare_var(types::I64);
    b.def_var(limit, if hook.is_some() { start } else { end });
    let call_hook = |b: &mut FunctionBuilder, h: &ChunkHook, from: Value| {
        let to = b.ins().iadd_imm_s(from, h.chunk as i64);
        let to = b.ins().umin(to, end);
        let descs = b.ins().iconst(types::I64, h.descs as i64);
        let n = b.ins().iconst(types::I64, h.n as i64);
        b.ins().call(h.func, &[descs, n, from, to]);
    };
    if let Some(h) = &hook {
        call_hook(b, h, start);
    }
    let head = b.create_block();
    let body = b.create_block();
    let next = b.create_block();
    let exit = b.create_block();
    b.ins().jump(head, &[]);

    b.switch_to_block(head);
    let i = b.use_var(row);
    let lim = b.use_var(limit);
    let inside = b.ins().icmp(IntCC::UnsignedLessThan, i, lim);
    match &hook {
        None => {
            b.ins().brif(inside, body, &[], exit, &[]);
        }
        Some(h) => {
            let refill = b.create_block();
            let more = b.create_block();
            b.ins().brif(inside, body, &[], refill, &[]);
            b.switch_to_block(refill);
            let left = b.ins().icmp(IntCC::UnsignedLessThan, i, end);
            b.ins().brif(left, more, &[], exit, &[]);
            b.switch_to_block(more);
            let ce = b.ins().iadd_imm_s(i, h.chunk as i64);
            let ce = b.ins().umin(ce, end);
            b.def_var(limit, ce);
            call_hook(b, h, ce);
            b.ins().jump(body, &[]);
        }
    }

    b.switch_to_block(next);
    let i = b.use_var(row);
    let i1 = b.ins().iadd_imm_s(i, 1);
    b.def_var(row, i1);
    b.ins().jump(head, &[]);

    b.switch_to_block(body);
    RowLoop { row, next, exit }
}

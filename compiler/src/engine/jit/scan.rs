//! The row loop and typed loads shared by every kernel.
//!
//! ```text
//!   entry(ctx, start, end, state) ─▶ head(i): i < end ? body : exit
//!   body ─▶ … operators … ─▶ next: i += 1 ─▶ head
//! ```

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, FuncRef, InstBuilder, MemFlagsData, Type, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::ColType;

pub use crate::abi::ColumnRef as ColumnPtr;
use crate::abi::Word;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use std::cell::RefCell;

/// The kernel's context block as the lowering sees it: [`Cx::addr`] names a [`Word`] and
/// returns its value. Words are numbered in the order they are first asked for; that list is
/// the kernel's context layout. Each word is loaded once, in the entry block, whatever block
/// asks for it: the loads are plain (not `can_move`) so that Cranelift keeps them there, out
/// of every loop, instead of sinking them to their uses (its LICM did not lift them back out
/// of the row loop).
pub struct Cx {
    ptr: Value,
    entry: Block,
    words: RefCell<Vec<(Word, Value)>>,
}

impl Cx {
    /// The context of a kernel whose entry block is `entry` and context pointer `ptr`.
    pub fn new(ptr: Value, entry: Block) -> Cx {
        Cx { ptr, entry, words: RefCell::new(Vec::new()) }
    }

    /// The context word `w` (an address, or a count for `RunCount`).
    pub fn addr(&self, b: &mut FunctionBuilder, w: Word) -> Value {
        self.word(b, w).1
    }

    /// Word `w`'s index in the context layout and its value loaded in the entry block, both
    /// added the first time `w` is asked for.
    fn word(&self, b: &mut FunctionBuilder, w: Word) -> (usize, Value) {
        let mut words = self.words.borrow_mut();
        if let Some(at) = words.iter().position(|x| x.0 == w) {
            return (at, words[at].1);
        }
        let offset = (8 * words.len()) as i32;
        let flags = trusted().with_readonly();
        let v = match b.func.layout.last_inst(self.entry) {
            // The entry block is finished: load before its terminator.
            Some(last) if b.current_block() != Some(self.entry) => {
                FuncCursor::new(b.func).at_inst(last).ins().load(types::I64, flags, self.ptr, offset)
            }
            _ => b.ins().load(types::I64, flags, self.ptr, offset),
        };
        words.push((w, v));
        (words.len() - 1, v)
    }

    /// The context word `w`, loaded here rather than in the entry block: a value whose life
    /// is the loop that uses it, for a hot loop in a kernel whose other words outnumber the
    /// registers. (A word the kernel only loads here leaves its entry load unused, and
    /// Cranelift drops it.) Not `readonly`, so that Cranelift neither merges it with the entry
    /// load nor moves it.
    pub fn here(&self, b: &mut FunctionBuilder, w: Word) -> Value {
        let (at, _) = self.word(b, w);
        b.ins().load(types::I64, trusted(), self.ptr, (8 * at) as i32)
    }

    pub fn into_words(self) -> Vec<Word> {
        self.words.into_inner().into_iter().map(|(w, _)| w).collect()
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

/// Loads that can neither trap nor be misaligned: columns and table slots are checked and
/// aligned before any kernel runs.
pub fn trusted() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// Load element `row` of a column.
pub fn load_column(b: &mut FunctionBuilder, cx: &Cx, col: &ColumnPtr, row: Value) -> Value {
    load_column_with(b, cx, col, row, trusted().with_readonly())
}

/// [`load_column`] with the load's flags given.
pub fn load_column_with(b: &mut FunctionBuilder, cx: &Cx, col: &ColumnPtr, row: Value, flags: MemFlagsData) -> Value {
    let base = cx.addr(b, col.base);
    load_from(b, base, col, row, flags)
}

/// [`load_column_with`] from the column's base address `base`, already loaded.
pub fn load_from(b: &mut FunctionBuilder, base: Value, col: &ColumnPtr, row: Value, flags: MemFlagsData) -> Value {
    let off = b.ins().imul_imm_s(row, col.stride as i64);
    let addr = b.ins().iadd(base, off);
    match col.pack {
        None => b.ins().load(clif_type(col.ty), flags, addr, col.offset as i32),
        Some(p) => unpack(b, p, col.ty, addr, col.offset as i32, flags),
    }
}

/// `flags` for a packed copy's bytes, which are aligned to nothing.
fn unaligned(flags: MemFlagsData) -> MemFlagsData {
    let mut f = MemFlagsData::new().with_notrap();
    if flags.readonly() {
        f = f.with_readonly();
    }
    if flags.can_move() {
        f = f.with_can_move();
    }
    f
}

/// The value of a packed column (`pack`, of type `ty`) whose bytes are at `addr + offset`:
/// its `width`-byte offset, zero-extended, plus the smallest value's bits. A 3-byte offset
/// is a 4-byte load and a mask: the copy's padding keeps the last row's load inside it.
///
/// ```text
///   width 1, 2, 4   uload8 / uload16 / uload32     then   + min   (in ty's width)
///   width 3         load.i32 & 0xff_ffff
/// ```
fn unpack(
    b: &mut FunctionBuilder,
    pack: crate::abi::Pack,
    ty: ColType,
    addr: Value,
    offset: i32,
    flags: MemFlagsData,
) -> Value {
    let t = clif_type(ty);
    let f = unaligned(flags);
    let v = match pack.width {
        1 => b.ins().uload8(t, f, addr, offset),
        2 => b.ins().uload16(t, f, addr, offset),
        3 => three_bytes(b, t, addr, offset, f),
        _ => {
            debug_assert!(pack.width == 4 && t == types::I64, "a 4-byte copy of an 8-byte column");
            b.ins().uload32(f, addr, offset)
        }
    };
    if pack.min_bits == 0 {
        return v;
    }
    let min = iconst_bits(b, t, pack.min_bits);
    b.ins().iadd(v, min)
}

/// The 3-byte offset at `addr + offset` as a `t` (i32 or i64): a 4-byte load and a mask (the
/// copy's padding keeps the last row's load inside it).
fn three_bytes(b: &mut FunctionBuilder, t: Type, addr: Value, offset: i32, f: MemFlagsData) -> Value {
    let w = b.ins().load(types::I32, f, addr, offset);
    let w = b.ins().band_imm_u(w, 0xff_ffff);
    if t == types::I64 { b.ins().uextend(types::I64, w) } else { w }
}

/// Lanes `first .. first + n` of the rows from `row` of `col`, as a 128-bit vector of `n`
/// lanes of the column's type, read from `base` (its base word's value) with `flags` (not
/// `aligned`: a column is aligned to its element, not to a vector). A full-width column is
/// one vector load; a packed one (see [`unpack`]) loads its 1-, 2- or 4-byte offsets as
/// the low lanes of a vector and widens them (the padding covers the 16 bytes read), or, 3
/// bytes wide, takes four lanes apart in SSE2 ([`four_of_three`]) or two 8-byte lanes one at
/// a time; then adds the smallest value to every lane.
pub fn load_lanes(
    b: &mut FunctionBuilder,
    base: Value,
    col: &ColumnPtr,
    row: Value,
    first: u32,
    vector: Type,
    flags: MemFlagsData,
) -> Value {
    let off = b.ins().imul_imm_s(row, col.stride as i64);
    let addr = b.ins().iadd(base, off);
    let at = (col.offset + first * col.stride) as i32;
    let Some(p) = col.pack else {
        return b.ins().load(vector, flags, addr, at);
    };
    let f = unaligned(flags);
    let lane = vector.lane_type();
    let mut v = match p.width {
        3 if vector == types::I32X4 => {
            let v = four_of_three(b, addr, at, f);
            return add_min(b, v, vector, p);
        }
        3 => {
            let zero = b.ins().iconst(lane, 0);
            let mut v = b.ins().splat(vector, zero);
            for l in 0..vector.lane_count() {
                let x = three_bytes(b, lane, addr, at + 3 * l as i32, f);
                v = b.ins().insertlane(v, x, l as u8);
            }
            return add_min(b, v, vector, p);
        }
        w => {
            let narrow = types::Type::int(8 * w as u16)
                .and_then(|t| t.by(16 / w as u32))
                .expect("a 128-bit vector of narrow lanes");
            b.ins().load(narrow, f, addr, at)
        }
    };
    while b.func.dfg.value_type(v).lane_bits() < lane.bits() {
        v = b.ins().uwiden_low(v);
    }
    add_min(b, v, vector, p)
}

/// Four 3-byte offsets from `addr + at` (bytes 0, 3, 6 and 9) as an `i32x4`, in SSE2's
/// instructions: the 8-byte words at bytes 0 and 6 side by side (`punpcklqdq` of two loads),
/// and in each word its offset at bit 0 kept and the one at bit 24 moved to bit 32.
///
/// ```text
///   w = [bytes 0..8, bytes 6..14]            as i64x2
///   v = (w & 0xff_ffff) | ((w << 8) & 0xff_ffff << 32)   = [o0, o1, o2, o3] as i32x4
/// ```
/// The second load reads up to 22 bytes past the first row's: inside the copy's padding.
fn four_of_three(b: &mut FunctionBuilder, addr: Value, at: i32, f: MemFlagsData) -> Value {
    let first = b.ins().load(types::I8X16, f, addr, at);
    let second = b.ins().load(types::I8X16, f, addr, at + 6);
    let low_halves: Vec<u8> = (0..8).chain(16..24).collect();
    let mask = b.func.dfg.immediates.push(low_halves.into());
    let w = b.ins().shuffle(first, second, mask);
    let little = MemFlagsData::new().with_endianness(cranelift_codegen::ir::Endianness::Little);
    let w = b.ins().bitcast(types::I64X2, little, w);
    let low = b.ins().iconst(types::I64, 0xff_ffff);
    let low = b.ins().splat(types::I64X2, low);
    let high = b.ins().iconst(types::I64, 0xff_ffff << 32);
    let high = b.ins().splat(types::I64X2, high);
    let kept = b.ins().band(w, low);
    let moved = b.ins().ishl_imm_u(w, 8);
    let moved = b.ins().band(moved, high);
    let v = b.ins().bor(kept, moved);
    b.ins().bitcast(types::I32X4, little, v)
}

fn add_min(b: &mut FunctionBuilder, v: Value, vector: Type, p: crate::abi::Pack) -> Value {
    if p.min_bits == 0 {
        return v;
    }
    let min = iconst_bits(b, vector.lane_type(), p.min_bits);
    let min = b.ins().splat(vector, min);
    b.ins().iadd(v, min)
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
    pub descs: Value,
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
        let n = b.ins().iconst(types::I64, h.n as i64);
        b.ins().call(h.func, &[h.descs, n, from, to]);
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

    // The next row goes straight back to the body while it is inside the limit; only the end
    // (of the rows or of a chunk) goes through `head`.
    b.switch_to_block(next);
    let i = b.use_var(row);
    let i1 = b.ins().iadd_imm_s(i, 1);
    b.def_var(row, i1);
    let lim = b.use_var(limit);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, i1, lim);
    b.ins().brif(more, body, &[], head, &[]);

    b.switch_to_block(body);
    RowLoop { row, next, exit }
}

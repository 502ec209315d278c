//! The staged front of the probe pipeline: rows go a block at a time through branch-free tests
//! that compact a selection vector, and only the rows left run the fused pipeline.
//!
//! ```text
//!   head(i): i < end ? block : exit                 (block = rows i .. i + n, n = min(B, end − i))
//!   block:   s = 0
//!            first pass, 8 rows r .. r + 8 a turn:
//!              m = Σ_l test₀(i + r + l) ≪ l;  sel[s .. s + 8] = LANES[m] + r;  s += popcnt m
//!            (the last n mod 8 rows one at a time: sel[s] = r; s += test₀(i + r))
//!            or, with a range pass, the same with test₀ = lo ≤ key ≤ hi in SIMD lanes (the
//!            kept keys' range of a join, see `Range`), and then stage 0 as a later pass
//!            the probe table's filter, then each later stage x, on the rows kept so far:
//!              t = 0; for k in 0..s: r = sel[k]; sel[t] = r; t += testₓ(i + r);  s = t
//!            for k in 0..s: the whole pipeline for row i + sel[k]
//!              (its sink's variables taken from the kernel's state before, put back after:
//!              the passes run with the registers to themselves; see `Park`)
//!            i += B ─▶ head
//!
//!   sel:   B u16 offsets in the kernel's stack frame; every store happens and the count moves
//!          by the tests, so no test branches (the count never passes the rows read: every
//!          store is inside)
//!   testₓ: join x's vector holds the row's key (range and presence; anti: does not hold it),
//!          read at the clamped index, so out-of-range keys read the always-absent guard
//!   LANES: for each 8-bit mask, its set bits' positions (`abi::LANES`, 4 KiB)
//!   ahead: the engine calls the kernel in chunks and prefetches, before each, the lines of
//!          the columns the later passes read where their rows touch most lines
//!          ([`StagedFront::streamed`]); where they touch few, the first pass runs a block
//!          ahead and the kernel prefetches their lines at the rows it kept
//!          ([`StagedFront::ahead`], see `lower`)
//! ```
//!
//! A star query's filtered dimensions each keep a fraction of the fact rows. In the fused row
//! loop every such join is a branch taken at random, mispredicted about as often as the join
//! keeps a row, and each mispredict throws away the loads in flight behind it: the columns a
//! survivor reads next are fetched one row at a time. Staged, every test is a load, a compare
//! and an add; the loads of a pass are independent of each other, so the core keeps many in
//! flight; and the rows the last pass keeps take the pipeline's branches the same way each
//! time. The pipeline tests them again (its own probes, so the staged tests only ever drop
//! rows it would drop) and computes their output as without the front.

use super::filter;
use super::scan::{ColumnPtr, Cx, load_from, load_lanes, to_bits64};
use crate::abi::Word;
use crate::layout::Lookup;
use crate::plan::front::{BLOCK, StagedFront, key_column};
use crate::plan::{Pipeline, Source};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::plan::JoinKind;

/// The probe table's columns the pipeline reads that neither the staged joins' keys nor the
/// filter are.
fn untouched(p: &Pipeline, stages: &[usize]) -> Vec<usize> {
    let mut read = Vec::new();
    if let Some(f) = &p.filter {
        crate::plan::pred_columns(f, &mut read);
    }
    for &d in stages {
        read.extend(p.joins[d].keys.iter().filter_map(|k| match k {
            Source::Probe { col, .. } => Some(*col),
            Source::Slot { .. } => None,
        }));
    }
    p.probe_columns().into_iter().filter(|c| !read.contains(c)).collect()
}

/// Join `d`'s test with the context words it reads (its vector and its key column) loaded
/// where the pass that uses it starts (`Cx::here`): the passes are the kernel's hottest
/// loops, and words loaded in the entry block, live through the whole kernel beside the
/// pipeline's own, were reloaded from the stack at every row.
struct Test {
    d: usize,
    table: Value,
    keys: Value,
}

impl Test {
    fn here(b: &mut FunctionBuilder, ctx: &Front<'_>, d: usize) -> Test {
        let table = ctx.cx.here(b, Word::Structure(d));
        let keys = ctx.cx.here(b, ctx.columns[key_column(ctx.pipeline, d).0].base);
        Test { d, table, keys }
    }

    /// The test for row `row + lane`: an i64 1 when the pipeline may keep the row, without a
    /// branch.
    fn at(&self, b: &mut FunctionBuilder, ctx: &Front<'_>, row: Value, lane: i64) -> Value {
        let j = &ctx.pipeline.joins[self.d];
        let Lookup::Vector(v) = &j.lookup else { unreachable!("stages test vector joins") };
        let (col, ty) = key_column(ctx.pipeline, self.d);
        let column = &ctx.columns[col];
        let mut shifted = *column;
        shifted.offset += lane as u32 * column.stride;
        // Movable, as the vector's load (see `vector::movable`): the row is inside the block.
        // Its zero-extension is a `movl` of its own on x86-64. A `uload32` instead (not
        // movable, so the turn's eight loads came first) saved 20 of the 139 instructions of
        // `star.jj`'s 8-row turn and measured 1.01× (six interleaved rounds of 11, Zen 4 VM,
        // 2026-12-02). Nor did a masked index: a vector padded to a power of two P of
        // positions read at `(k − min) & (P − 1)` (an `and` with an immediate for the compare,
        // the conditional move and the guard's register, which was spilled and reloaded every
        // row; an out-of-range key may then pass, and the pipeline's probe drops it): 0.99× on
        // `star.jj` at 2^27 rows, median of 10 interleaved pairs of 5 runs (Zen 5 VM,
        // 2026-12-03): the pass does not wait on its instructions.
        let k = load_from(b, self.keys, &shifted, row, super::vector::movable());
        let k = to_bits64(b, ty, k);
        let hit = super::vector::hit(b, v, self.table, k);
        match j.kind {
            JoinKind::Anti => b.ins().bxor_imm_u(hit, 1),
            _ => hit,
        }
    }
}

/// The range pass's test of join `d`'s key column against its kept keys' range (see
/// [`RANGE_KEEPS`](crate::plan::front::RANGE_KEEPS)), with the words it reads loaded where the pass starts. In the key's own
/// width, lo ≤ k ≤ hi is `(k − lo) ≤ (hi − lo)` unsigned, which a signed compare (the one SIMD
/// compare every target has) gives on both sides biased by the sign bit, and
/// `(k − lo) ^ sign = k − (lo ^ sign)`:
///
/// ```text
///   out = (k − (lo ^ sign)) >s ((hi − lo) ^ sign)   per lane, 16 / width lanes to a vector
///   mask = ¬(high bits of out, lane l at bit l)      8 rows a turn: 2 (4 B keys) or 4 (8 B) vectors
/// ```
struct Range {
    keys: Value,
    column: ColumnPtr,
    lane: types::Type,
    /// lo ^ sign and (hi − lo) ^ sign, as the lane's bits.
    biased_lo: i64,
    biased_span: i64,
    /// lo and hi − lo as the lane's bits, for the rows left after the last turn.
    lo: i64,
    span: i64,
}

impl Range {
    fn here(b: &mut FunctionBuilder, ctx: &Front<'_>, d: usize) -> Range {
        let (col, ty) = key_column(ctx.pipeline, d);
        let k = ctx.pipeline.joins[d].kept_keys.expect("a range pass has its kept keys");
        let (lo, hi) = k.range;
        let (lane, bits) = match ty.width() {
            4 => (types::I32, 32),
            _ => (types::I64, 64),
        };
        // The lane's bits of a value of the column's type, zero-extended to 64 (as `iconst`
        // of a narrow type takes them).
        let word = |v: i128| ((v as u128) & (u128::MAX >> (128 - bits))) as u64 as i64;
        let sign = 1i128 << (bits - 1);
        let column = ctx.columns[col];
        Range {
            keys: ctx.cx.here(b, column.base),
            column,
            lane,
            biased_lo: word(lo ^ sign),
            biased_span: word((hi - lo) ^ sign),
            lo: word(lo),
            span: word(hi - lo),
        }
    }

    /// The 8-bit mask of rows `row .. row + 8` in the range, as an i64.
    fn eight(&self, b: &mut FunctionBuilder, row: Value) -> Value {
        let vector = self.lane.by(128 / self.lane.bits()).expect("a 128-bit vector of the lanes");
        let per = vector.lane_count() as i64;
        let lo = b.ins().iconst(self.lane, self.biased_lo);
        let lo = b.ins().splat(vector, lo);
        let span = b.ins().iconst(self.lane, self.biased_span);
        let span = b.ins().splat(vector, span);
        // In bounds: the turn's eight rows are inside the block. Not `aligned`: a column is
        // aligned to its element, not to a vector.
        let flags = MemFlagsData::new().with_notrap().with_readonly();
        let mut out: Option<Value> = None;
        for part in 0..8 / per {
            let k = load_lanes(b, self.keys, &self.column, row, (part * per) as u32, vector, flags);
            let x = b.ins().isub(k, lo);
            let over = b.ins().icmp(IntCC::SignedGreaterThan, x, span);
            let bits = b.ins().vhigh_bits(types::I64, over);
            out = Some(match out {
                None => bits,
                Some(m) => {
                    let moved = b.ins().ishl_imm_u(bits, part * per);
                    b.ins().bor(m, moved)
                }
            });
        }
        let out = out.expect("at least one vector a turn");
        b.ins().bxor_imm_u(out, 0xff)
    }

    /// Whether row `row` is in the range, as an i64 0 or 1.
    fn one(&self, b: &mut FunctionBuilder, row: Value) -> Value {
        let k = load_from(b, self.keys, &self.column, row, super::scan::trusted().with_readonly());
        let lo = b.ins().iconst(self.lane, self.lo);
        let x = b.ins().isub(k, lo);
        let span = b.ins().iconst(self.lane, self.span);
        let inside = b.ins().icmp(IntCC::UnsignedLessThanOrEqual, x, span);
        b.ins().uextend(types::I64, inside)
    }
}

/// The first pass's test of join `d` when its vector holds 1- or 2-byte elements and its key
/// column 4-byte keys one after the other: eight rows a turn, their indices computed four to a
/// SIMD instruction, each element read with a scalar load into a lane, and all eight tested
/// with one compare (Cranelift has no gather; this is one done by hand):
///
/// ```text
///   i = umin(k − min, guard)           4 lanes at a time, in 32 bits (see `gathers`)
///   e[l] = elem[i[l]]                  8 loads into the lanes of one vector (i8x16 or i16x8)
///   mask = high bits of (e = 0), ¬ unless anti
/// ```
///
/// Measured against this on SSB Q2.1, Q3.3 and Q4.1 at SF 10 (AMD EPYC Zen 4 VM, interleaved),
/// and no faster: each key loaded by a scalar load and clamped with `cmp`/`cmov` instead of
/// extracted from a lane (0.93–0.99×); the elements or-ed into a general register and moved to
/// a vector once (0.93–0.98×: Cranelift schedules the eight loads before the shifts, which then
/// spill); indices and elements through the stack frame (0.68–0.93×: a 16-byte load after
/// byte stores is not forwarded); two half-length insert chains (within noise). On a 20 KiB
/// vector (L1) a turn takes about 21 cycles, on Q2's 0.8 MiB one (L2) about 1.7× that.
struct Gather {
    keys: Value,
    table: Value,
    column: ColumnPtr,
    /// The vector's smallest key and its guard's index, as 32-bit lanes.
    min: i64,
    guard: i64,
    /// The element's type and the vector whose first eight lanes take them.
    elem: types::Type,
    lanes: types::Type,
    anti: bool,
}

impl Gather {
    fn here(b: &mut FunctionBuilder, ctx: &Front<'_>, d: usize) -> Gather {
        let Lookup::Vector(v) = &ctx.pipeline.joins[d].lookup else { unreachable!("gathers from vectors") };
        let (elem, lanes) = match v.elem {
            crate::layout::vector::Elem::Value { width: 1, .. } => (types::I8, types::I8X16),
            _ => (types::I16, types::I16X8),
        };
        let column = ctx.columns[key_column(ctx.pipeline, d).0];
        Gather {
            keys: ctx.cx.here(b, column.base),
            table: ctx.cx.here(b, Word::Structure(d)),
            column,
            min: v.min as u32 as i64,
            guard: v.guard() as u32 as i64,
            elem,
            lanes,
            anti: ctx.pipeline.joins[d].kind == JoinKind::Anti,
        }
    }

    /// The 8-bit mask of rows `row .. row + 8` the join keeps, as an i64.
    fn eight(&self, b: &mut FunctionBuilder, row: Value) -> Value {
        let min = b.ins().iconst(types::I32, self.min);
        let min = b.ins().splat(types::I32X4, min);
        let guard = b.ins().iconst(types::I32, self.guard);
        let guard = b.ins().splat(types::I32X4, guard);
        let zero = b.ins().iconst(self.elem, 0);
        let zero = b.ins().splat(self.lanes, zero);
        // In bounds: the turn's eight rows are inside the block; not `aligned` (see `Range`).
        let flags = MemFlagsData::new().with_notrap().with_readonly();
        let mut elems = zero;
        for part in 0..2u8 {
            let k = load_lanes(b, self.keys, &self.column, row, 4 * part as u32, types::I32X4, flags);
            let i = b.ins().isub(k, min);
            let i = b.ins().umin(i, guard);
            for l in 0..4u8 {
                let x = b.ins().extractlane(i, l);
                let x = b.ins().uextend(types::I64, x);
                let x = b.ins().imul_imm_s(x, self.elem.bytes() as i64);
                let at = b.ins().iadd(self.table, x);
                // Clamped to the guard: inside the vector. Movable (see `vector::movable`), so
                // each element goes into its lane right after its load.
                let e = b.ins().load(self.elem, super::vector::movable(), at, 0);
                elems = b.ins().insertlane(elems, e, 4 * part + l);
            }
        }
        let absent = b.ins().icmp(IntCC::Equal, elems, zero);
        let bits = b.ins().vhigh_bits(types::I64, absent);
        let bits = b.ins().band_imm_u(bits, 0xff);
        match self.anti {
            true => bits,
            false => b.ins().bxor_imm_u(bits, 0xff),
        }
    }
}

/// One pass over the `kept` rows of the block at `base` whose offsets the selection vector
/// holds (`at(k)` is the address of entry k): each entry is stored back at the count of rows
/// kept so far, which moves on by `keep(row)` (0 or 1); `kept` becomes that count.
fn compact(
    b: &mut FunctionBuilder,
    at: &dyn Fn(&mut FunctionBuilder, Value) -> Value,
    base: Value,
    kept: Variable,
    mut keep: impl FnMut(&mut FunctionBuilder, Value) -> Value,
) {
    let s = b.use_var(kept);
    let t = b.declare_var(types::I64);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(t, zero);
    counted(b, s, |b, k, next| {
        let from = at(b, k);
        let r = b.ins().uload16(types::I64, super::scan::trusted(), from, 0);
        let row = b.ins().iadd(base, r);
        let pass = keep(b, row);
        let tv = b.use_var(t);
        let to = at(b, tv);
        b.ins().istore16(super::scan::trusted(), r, to, 0);
        let t1 = b.ins().iadd(tv, pass);
        b.def_var(t, t1);
        b.ins().jump(next, &[]);
    });
    let tv = b.use_var(t);
    b.def_var(kept, tv);
}

/// A counted loop `k = 0 .. n` whose body `body(b, k)` is lowered in a fresh block and must
/// end in the block it is given; the builder is left after the loop.
fn counted(b: &mut FunctionBuilder, n: Value, body: impl FnOnce(&mut FunctionBuilder, Value, Block)) {
    let k = b.declare_var(types::I64);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(k, zero);
    let (head, inside, next, after) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    b.ins().jump(head, &[]);
    b.switch_to_block(head);
    let kv = b.use_var(k);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, kv, n);
    b.ins().brif(more, inside, &[], after, &[]);
    b.switch_to_block(inside);
    let kv = b.use_var(k);
    body(b, kv, next);
    b.switch_to_block(next);
    let kv = b.use_var(k);
    let k1 = b.ins().iadd_imm_s(kv, 1);
    b.def_var(k, k1);
    b.ins().jump(head, &[]);
    b.switch_to_block(after);
}

/// What the front reads: the kernel's context, the pipeline and the probe table's columns.
pub(super) struct Front<'a> {
    pub cx: &'a Cx,
    pub pipeline: &'a Pipeline,
    pub columns: &'a [ColumnPtr],
    /// `jj_prefetch_rows` (see [`StagedFront::ahead`]).
    pub prefetch_rows: cranelift_codegen::ir::FuncRef,
}

/// How the front keeps the pipeline's loop-carried variables (its sink's accumulators) out of
/// registers while its passes run: `store` puts them in the kernel's state, `load` takes them
/// back, and a `store` then a `load` changes nothing. The pipeline runs between a `load` and a
/// `store` once a block; the passes see only the state.
pub(super) struct Park<'a> {
    pub load: &'a dyn Fn(&mut FunctionBuilder),
    pub store: &'a dyn Fn(&mut FunctionBuilder),
}

/// Rows `start .. end` through the staged front (see the module's diagram), then to `exit`;
/// `rest(b, row, next)` lowers the whole pipeline for a row that passed, ending in `next`.
///
/// When there are lines to prefetch ([`StagedFront::ahead`]: those the later passes read at the
/// rows the first pass kept), the first pass runs one block ahead of the rest, so that they are
/// prefetched a block's time before they are read (otherwise each block's passes follow each
/// other):
///
/// ```text
///   j = start
///   head:  j < end ? first : mid
///   first: first pass over block j into sel₀ (fresh rows kept);
///          jj_prefetch_rows(column c at block j, its stride, sel₀, fresh)  for each c ahead
///   mid:   j ≠ start ? later : after
///   later: the later passes and the pipeline over block j − B, from sel₁ (kept rows)
///   after: j < end ? (kept = fresh; sel₁ = sel₀; j += B ─▶ head) : exit
/// ```
pub(super) fn lower(
    b: &mut FunctionBuilder,
    ctx: &Front<'_>,
    front: &StagedFront,
    [start, end]: [Value; 2],
    exit: Block,
    park: &Park<'_>,
    rest: &mut dyn FnMut(&mut FunctionBuilder, Value, Block),
) {
    super::mark(b, super::Op::Stages);
    let half_bytes = 2 * BLOCK as i64;
    let at = |b: &mut FunctionBuilder, sel: Value, k: Value| {
        let off = b.ins().ishl_imm_u(k, 1);
        b.ins().iadd(sel, off)
    };
    if front.ahead.is_empty() {
        // Nothing to prefetch: each block's passes one after the other, in one selection vector.
        let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, half_bytes as u32, 4));
        let (i, kept) = (b.declare_var(types::I64), b.declare_var(types::I64));
        b.def_var(i, start);
        let (head, block) = (b.create_block(), b.create_block());
        b.ins().jump(head, &[]);
        b.switch_to_block(head);
        let iv = b.use_var(i);
        let more = b.ins().icmp(IntCC::UnsignedLessThan, iv, end);
        b.ins().brif(more, block, &[], exit, &[]);
        b.switch_to_block(block);
        let base = b.use_var(i);
        let sel = b.ins().stack_addr(types::I64, slot, 0);
        first_pass(b, ctx, front, sel, base, end, kept, &at);
        later_passes(b, ctx, front, sel, base, kept, &at, park, rest);
        super::mark(b, super::Op::Loop);
        let iv = b.use_var(i);
        let i1 = b.ins().iadd_imm_s(iv, BLOCK as i64);
        b.def_var(i, i1);
        b.ins().jump(head, &[]);
        return;
    }
    // Two selection vectors: the block the first pass fills and the one the later passes read.
    let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 2 * half_bytes as u32, 4));
    // What waits from one block to the next lives in the frame, not in variables: live through
    // the first pass, they took the registers of its loop, which then spilled its constants.
    let words = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8 * Wait::COUNT as u32, 3));
    let put = |b: &mut FunctionBuilder, w: Wait, v: Value| {
        b.ins().stack_store(types::I64, v, words, 8 * w as i32);
    };
    let get = |b: &mut FunctionBuilder, w: Wait| b.ins().stack_load(types::I64, types::I64, words, 8 * w as i32);
    let j = b.declare_var(types::I64);
    b.def_var(j, start);
    let (fresh, kept) = (b.declare_var(types::I64), b.declare_var(types::I64));
    let (head, first, mid, later, after, advance) =
        (b.create_block(), b.create_block(), b.create_block(), b.create_block(), b.create_block(), b.create_block());
    b.ins().jump(head, &[]);

    b.switch_to_block(head);
    let jv = b.use_var(j);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, jv, end);
    b.ins().brif(more, first, &[], mid, &[]);

    // The first pass fills the first half, the later passes read the second (a constant
    // offset in the frame, so no register holds either through the passes' loops).
    let sel_of = |b: &mut FunctionBuilder, h: i64| b.ins().stack_addr(types::I64, slot, (h * half_bytes) as i32);

    b.switch_to_block(first);
    let base = b.use_var(j);
    let sel = sel_of(b, 0);
    first_pass(b, ctx, front, sel, base, end, fresh, &at);
    let n = b.use_var(fresh);
    put(b, Wait::Fresh, n);
    for &c in &front.ahead {
        let column = &ctx.columns[c];
        let col = ctx.cx.here(b, column.base);
        let off = b.ins().imul_imm_s(base, column.stride as i64);
        let from = b.ins().iadd(col, off);
        let from = b.ins().iadd_imm_s(from, column.offset as i64);
        let stride = b.ins().iconst(types::I64, column.stride as i64);
        b.ins().call(ctx.prefetch_rows, &[from, stride, sel, n]);
    }
    b.ins().jump(mid, &[]);

    // A block waits for its later passes once the first pass has run: the one before j.
    b.switch_to_block(mid);
    let jv = b.use_var(j);
    let have = b.ins().icmp(IntCC::NotEqual, jv, start);
    b.ins().brif(have, later, &[], after, &[]);

    b.switch_to_block(later);
    let jv = b.use_var(j);
    let base = b.ins().iadd_imm_s(jv, -(BLOCK as i64));
    let n = get(b, Wait::Kept);
    b.def_var(kept, n);
    let sel = sel_of(b, 1);
    later_passes(b, ctx, front, sel, base, kept, &at, park, rest);
    b.ins().jump(after, &[]);

    b.switch_to_block(after);
    let jv = b.use_var(j);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, jv, end);
    b.ins().brif(more, advance, &[], exit, &[]);

    b.switch_to_block(advance);
    super::mark(b, super::Op::Loop);
    let jv = b.use_var(j);
    let f = get(b, Wait::Fresh);
    put(b, Wait::Kept, f);
    // The first pass's entries to the second half, eight (16 bytes) at a time: up to the
    // next multiple of eight, at most B, so inside both halves.
    let groups = b.ins().iadd_imm_s(f, 7);
    let groups = b.ins().ushr_imm_u(groups, 3);
    counted(b, groups, |b, g, next| {
        let off = b.ins().ishl_imm_u(g, 4);
        let from = sel_of(b, 0);
        let from = b.ins().iadd(from, off);
        let to = sel_of(b, 1);
        let to = b.ins().iadd(to, off);
        let entries = b.ins().load(types::I16X8, super::scan::trusted(), from, 0);
        b.ins().store(super::scan::trusted(), entries, to, 0);
        b.ins().jump(next, &[]);
    });
    let j1 = b.ins().iadd_imm_s(jv, BLOCK as i64);
    b.def_var(j, j1);
    b.ins().jump(head, &[]);
}

/// The words [`lower`] keeps in the frame between blocks.
#[derive(Clone, Copy)]
enum Wait {
    /// The rows kept of the block waiting for its later passes.
    Kept,
    /// The rows the latest first pass kept.
    Fresh,
}

impl Wait {
    const COUNT: usize = 2;
}

/// The first pass over the block of rows `base .. min(base + B, end)`: its kept rows' offsets
/// into `sel`, their number into `kept`.
#[allow(clippy::too_many_arguments)]
fn first_pass(
    b: &mut FunctionBuilder,
    ctx: &Front<'_>,
    front: &StagedFront,
    sel: Value,
    base: Value,
    end: Value,
    kept: Variable,
    at: &dyn Fn(&mut FunctionBuilder, Value, Value) -> Value,
) {
    let left = b.ins().isub(end, base);
    let cap = b.ins().iconst(types::I64, BLOCK as i64);
    let n = b.ins().umin(left, cap);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(kept, zero);
    let stages = &front.stages[..];
    let lanes = ctx.cx.here(b, Word::Lanes);
    // The entries of a turn of eight rows from `r` whose tests make the 8-bit `mask` (bit l:
    // row r + l): the mask's row of LANES (its set bits' positions) plus r, stored with one
    // 16-byte store whatever the mask (the count moves by the mask's population; the store
    // ends at most 8 entries past the turn's rows, inside the vector).
    let store_turn = |b: &mut FunctionBuilder, r: Value, mask: Value| {
        let off = b.ins().ishl_imm_u(mask, 4);
        let row_of = b.ins().iadd(lanes, off);
        let positions = b.ins().load(types::I16X8, super::scan::trusted().with_readonly(), row_of, 0);
        let r16 = b.ins().ireduce(types::I16, r);
        let first = b.ins().splat(types::I16X8, r16);
        let entries = b.ins().iadd(positions, first);
        let s = b.use_var(kept);
        let to = at(b, sel, s);
        b.ins().store(MemFlagsData::new().with_notrap(), entries, to, 0);
        let count = b.ins().popcnt(mask);
        let s1 = b.ins().iadd(s, count);
        b.def_var(kept, s1);
    };
    // The row at offset `r` (row `row`) is kept when `keep` (an i64 0 or 1).
    let keep_row = |b: &mut FunctionBuilder, r: Value, keep: Value| {
        let s = b.use_var(kept);
        let to = at(b, sel, s);
        let r16 = b.ins().ireduce(types::I16, r);
        b.ins().store(super::scan::trusted(), r16, to, 0);
        let s1 = b.ins().iadd(s, keep);
        b.def_var(kept, s1);
    };
    let turns = b.ins().ushr_imm_u(n, 3);
    let done = b.ins().band_imm_s(n, -8);
    let odd = b.ins().isub(n, done);
    // The first pass over the block's every row: eight a turn, whose mask `eight(row)` makes,
    // then the last n mod 8 rows one at a time, each kept when `one(row)`.
    let every_row = |b: &mut FunctionBuilder,
                     eight: &dyn Fn(&mut FunctionBuilder, Value) -> Value,
                     one: &dyn Fn(&mut FunctionBuilder, Value) -> Value| {
        counted(b, turns, |b, t, next| {
            let r = b.ins().ishl_imm_u(t, 3);
            let row = b.ins().iadd(base, r);
            let mask = eight(b, row);
            store_turn(b, r, mask);
            b.ins().jump(next, &[]);
        });
        counted(b, odd, |b, k, next| {
            let r = b.ins().iadd(done, k);
            let row = b.ins().iadd(base, r);
            let keep = one(b, row);
            keep_row(b, r, keep);
            b.ins().jump(next, &[]);
        });
    };
    match front.range {
        Some(d) => {
            // The range pass: the key column against the kept keys' range, eight rows a
            // turn in SIMD lanes; every stage then runs on the rows it kept.
            let range = Range::here(b, ctx, d);
            every_row(b, &|b, row| range.eight(b, row), &|b, row| range.one(b, row));
        }
        None if front.gathered => {
            let gather = Gather::here(b, ctx, stages[0]);
            // The few rows after the last turn load the test's words where they run, so that
            // nothing but the gather's words is live through the turns.
            every_row(b, &|b, row| gather.eight(b, row), &|b, row| Test::here(b, ctx, stages[0]).at(b, ctx, row, 0));
        }
        None => {
            // The first stage's test on every row, eight to a turn of the loop: their keys
            // are loaded at constant offsets from the turn's first row.
            let first = Test::here(b, ctx, stages[0]);
            let eight = |b: &mut FunctionBuilder, row: Value| {
                // Last lane first, each doubling the mask and adding its bit (one `lea` on
                // x86-64 rather than a shift and an `or`), so lane l ends at bit l.
                let mut mask = first.at(b, ctx, row, 7);
                for lane in (0..7).rev() {
                    let hit = first.at(b, ctx, row, lane);
                    let twice = b.ins().ishl_imm_u(mask, 1);
                    mask = b.ins().iadd(twice, hit);
                }
                mask
            };
            every_row(b, &eight, &|b, row| first.at(b, ctx, row, 0));
        }
    }
}

/// The passes after the first over the `kept` rows of the block at `base` whose offsets `sel`
/// holds, then the pipeline over the rows left.
#[allow(clippy::too_many_arguments)]
fn later_passes(
    b: &mut FunctionBuilder,
    ctx: &Front<'_>,
    front: &StagedFront,
    sel: Value,
    base: Value,
    kept: Variable,
    at: &dyn Fn(&mut FunctionBuilder, Value, Value) -> Value,
    park: &Park<'_>,
    rest: &mut dyn FnMut(&mut FunctionBuilder, Value, Block),
) {
    let stages = &front.stages[..];
    let at = |b: &mut FunctionBuilder, k: Value| at(b, sel, k);
    // After a range pass, the first stage is a later pass.
    if front.range.is_some() {
        super::mark(b, super::Op::Join(stages[0] as u32));
        let test = Test::here(b, ctx, stages[0]);
        compact(b, &at, base, kept, |b, row| test.at(b, ctx, row, 0));
    }
    // The probe table's filter on the rows the first join kept.
    if let Some(f) = &ctx.pipeline.filter {
        super::mark(b, super::Op::Filter);
        compact(b, &at, base, kept, |b, row| {
            let pass = filter::lower(b, ctx.cx, f, ctx.columns, row);
            b.ins().uextend(types::I64, pass)
        });
    }
    for &d in &stages[1..] {
        super::mark(b, super::Op::Join(d as u32));
        let test = Test::here(b, ctx, d);
        compact(b, &at, base, kept, |b, row| test.at(b, ctx, row, 0));
    }
    // The columns the pipeline reads that no pass has: a load of each at every row kept, with
    // nothing between them, so their cache misses overlap (the pipeline's own loads, behind
    // its branches and the sink, would take them a row at a time).
    //
    // On `star.jj` (2^27 rows, ~9 % reach this loop) the loop waits on those misses for about
    // 30 % of the kernel's samples. Prefetching its columns did not pay on the Zen 4 VM of
    // 2026-12-02, in five interleaved rounds of `jitjoin bench examples/star.jj --set
    // lineorder.rows=2^27 --reps 11` (medians of the rounds' medians):
    // - streamed whole like `StagedFront::streamed`: 212.9 ms against 214.8 ms, the prefetch
    //   loop itself taking the samples the loads gave up;
    // - at the first pass's kept rows a block ahead, like `StagedFront::ahead`: 218.8 ms.
    let touch = untouched(ctx.pipeline, stages);
    if !touch.is_empty() {
        super::mark(b, super::Op::Loop);
        let bases: Vec<Value> = touch.iter().map(|&c| ctx.cx.here(b, ctx.columns[c].base)).collect();
        let s = b.use_var(kept);
        counted(b, s, |b, k, next| {
            let from = at(b, k);
            let r = b.ins().uload16(types::I64, super::scan::trusted(), from, 0);
            let row = b.ins().iadd(base, r);
            for (&c, &column) in touch.iter().zip(&bases) {
                // Not `notrap`: Cranelift keeps a load that could trap although its value is
                // unused (this one cannot: the row is inside the block).
                load_from(b, column, &ctx.columns[c], row, MemFlagsData::new());
            }
            b.ins().jump(next, &[]);
        });
    }
    // The pipeline's variables live in registers only while it runs.
    (park.load)(b);
    let s = b.use_var(kept);
    counted(b, s, |b, k, next| {
        super::mark(b, super::Op::Loop);
        let from = at(b, k);
        let r = b.ins().uload16(types::I64, super::scan::trusted(), from, 0);
        let row = b.ins().iadd(base, r);
        rest(b, row, next);
    });
    (park.store)(b);
}

//! The probe pipeline: one fused loop over the probe table through every join into the sink.
//!
//! Code is generated produce/consume style: lowering join `d` is given the block to continue
//! with when it is done with the current tuple, and lowers join `d + 1` inside its match path.
//!
//! ```text
//!   general probe of join d                    direct probe (identity hash, unique keys)
//!   k0 == empty ? miss : h = home(k) ─▶ probe  δ = k0 − min; δ ≤ span ? check : miss
//!   probe(h):
//!     key0 == k0 ? (key1 == k1 ? match : adv)  check: slot(δ).key == k ? match : miss
//!     key0 == empty ? miss : adv
//!   adv: h = h + 1 & mask ─▶ probe(h)
//!
//!   match: inner, unique   ─▶ join d+1 … ─▶ done
//!          inner, non-unique ─▶ join d+1 … ─▶ adv   (every match continues the pipeline;
//!                             the key's CLUSTER_DUPS-th match also runs its duplicates' run)
//!          semi             ─▶ join d+1 … ─▶ done   (first match only)
//!          anti             ─▶ done
//!   miss:  inner, semi      ─▶ done;   anti ─▶ join d+1 … ─▶ done
//! ```

use super::Helpers;
use super::filter;
use super::hash::{home, next_slot, slot_addr, slot_keys_equal};
use super::scan::{
    ChunkHook, ColumnPtr, Cx, clif_type, iconst_bits, load_column, load_lanes, row_loop, to_bits64, trusted,
};
use super::sink::SinkVars;
use crate::abi::Word;
use crate::layout::{CLUSTER_DUPS, Empty, HashKind, Lookup};
use crate::plan::{Pipeline, Source};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, InstBuilder, MemFlagsData, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::plan::JoinKind;

/// What a probe kernel is specialised on. Join `d`'s structure is [`Word::Structure`]`(d)`.
pub struct ProbeInputs<'a> {
    pub pipeline: &'a Pipeline,
    /// Every column of the probe table.
    pub columns: &'a [ColumnPtr],
    /// Per join: every column of its build table (read through row ids by vector joins).
    pub build_columns: &'a [Vec<ColumnPtr>],
    /// Per join: whether it has runs of duplicates (an inner hash join with heavily repeated
    /// keys; see [`crate::layout::DupRuns`]), at the `Run*` words.
    pub runs: &'a [bool],
    /// How many joins' home slots are prefetched chunk by chunk, through the descriptors at
    /// [`Word::Prefetch`] (0: a plain row loop).
    pub prefetch: u64,
}

pub(super) struct Ctx<'a> {
    pub inp: &'a ProbeInputs<'a>,
    pub cx: &'a Cx,
    pub row: Value,
    /// Per join: the address of the slot it matched, or the vector element it read.
    pub slots: Vec<Variable>,
    pub sink: SinkVars,
    pub state: Value,
    pub helpers: Helpers,
    /// Where an `emit … limit` goes once it has its rows.
    pub exit: Block,
    /// Join 0's vector index (or identity-hash slot), already range-checked by the 4-wide front.
    pub known_index: Option<Value>,
}

/// The row at `ctx.row` through the filter and every join, then to `next`.
///
/// After a staged front this tests its filter and stages again on the rows they kept. Leaving
/// out the bitmap stages and the filter there shortened `star.jj`'s kernel by 63 instructions
/// but measured no gain (six interleaved rounds on 2^27 rows: 1.03× by the median of paired
/// ratios, the fastest run slower), and on SSB Q1.2 it moved values live across the range
/// pass to the stack, which then stored four of them every turn (0.86×).
fn one_row(b: &mut FunctionBuilder, ctx: &mut Ctx<'_>, next: Block) {
    if let Some(f) = &ctx.inp.pipeline.filter {
        super::mark(b, super::Op::Filter);
        let keep = filter::lower(b, ctx.cx, f, ctx.inp.columns, ctx.row);
        let go = b.create_block();
        b.ins().brif(keep, go, &[], next, &[]);
        b.switch_to_block(go);
    }
    join(b, ctx, 0, next);
}

/// What the 4-wide front needs: join 0 indexes directly (a vector, or an identity hash over
/// unique keys) with one 32-bit key column of the probe table, read as a plain array.
#[derive(Clone, Copy)]
struct SimdIndex {
    column: ColumnPtr,
    min: u64,
    span: u64,
}

fn simd_index(inp: &ProbeInputs<'_>) -> Option<SimdIndex> {
    let j = inp.pipeline.joins.first()?;
    let [Source::Probe { col, ty }] = j.keys[..] else { return None };
    let column = inp.columns[col];
    // A plain column, or a packed copy of one (read by `load_lanes`).
    if ty.width() != 4 || column.stride != 4 && column.pack.is_none() {
        return None;
    }
    let (min, span) = match &j.lookup {
        Lookup::Vector(v) => (v.min, v.span),
        Lookup::Hash(l) => match (l.hash, j.unique) {
            (HashKind::Identity { min, span }, true) => (min as u64, span),
            _ => return None,
        },
    };
    Some(SimdIndex { column, min, span })
}

/// The 4-wide front, in 128-bit SIMD (SSE on x86-64, NEON on aarch64):
///
/// ```text
///   head(i): i < mid ? body : tail                      (mid = start + 4·⌊(end − start)/4⌋)
///   body:    k = load i32x4 at i; idx = k − min (lane-wise, wrapping); in = idx ≤u span
///            all lanes in range ? fast : slow
///   fast:    per lane l: join 0 at index idx[l] (no range check) → rest of the pipeline
///   slow:    per lane l: the scalar pipeline
///   next:    i += 4 ─▶ head
/// ```
/// 32-bit lanes are exact: for 32-bit keys an in-range key's index fits, and an out-of-range
/// key's wrapped difference always exceeds the span (the span is at most the type's maximum
/// minus the smallest key).
fn four_rows(
    b: &mut FunctionBuilder,
    ctx: &mut Ctx<'_>,
    plan: SimdIndex,
    i4: Variable,
    mid: Value,
    [head, tail]: [Block; 2],
) {
    b.switch_to_block(head);
    super::mark(b, super::Op::Simd);
    let iv = b.use_var(i4);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, iv, mid);
    let body = b.create_block();
    b.ins().brif(more, body, &[], tail, &[]);

    b.switch_to_block(body);
    let iv = b.use_var(i4);
    let base = ctx.cx.addr(b, plan.column.base);
    let flags = MemFlagsData::new().with_notrap().with_readonly();
    let keys = load_lanes(b, base, &plan.column, iv, 0, types::I32X4, flags);
    let min = b.ins().iconst(types::I32, plan.min as u32 as i64);
    let min = b.ins().splat(types::I32X4, min);
    let idx = b.ins().isub(keys, min);
    let span = b.ins().iconst(types::I32, plan.span as u32 as i64);
    let span = b.ins().splat(types::I32X4, span);
    let inside = b.ins().icmp(IntCC::UnsignedLessThanOrEqual, idx, span);
    let all = b.ins().vall_true(inside);
    let (fast, slow, next) = (b.create_block(), b.create_block(), b.create_block());
    b.ins().brif(all, fast, &[], slow, &[]);
    for (block, known) in [(fast, true), (slow, false)] {
        b.switch_to_block(block);
        for lane in 0..4u8 {
            super::mark(b, super::Op::Simd);
            let after = if lane == 3 { next } else { b.create_block() };
            let iv = b.use_var(i4);
            ctx.row = b.ins().iadd_imm_s(iv, lane as i64);
            ctx.known_index = known.then(|| {
                let x = b.ins().extractlane(idx, lane);
                b.ins().uextend(types::I64, x)
            });
            one_row(b, ctx, after);
            if lane < 3 {
                b.switch_to_block(after);
            }
        }
    }
    ctx.known_index = None;
    b.switch_to_block(next);
    super::mark(b, super::Op::Loop);
    let iv = b.use_var(i4);
    let i1 = b.ins().iadd_imm_s(iv, 4);
    b.def_var(i4, i1);
    b.ins().jump(head, &[]);
}

pub(super) fn load_source(b: &mut FunctionBuilder, ctx: &Ctx<'_>, src: Source) -> Value {
    match src {
        Source::Probe { col, .. } => load_column(b, ctx.cx, &ctx.inp.columns[col], ctx.row),
        Source::Slot { join, field } => {
            let slot = b.use_var(ctx.slots[join]);
            match &ctx.inp.pipeline.joins[join].lookup {
                Lookup::Hash(_) => {
                    b.ins().load(clif_type(field.ty), trusted().with_readonly(), slot, field.offset as i32)
                }
                Lookup::Vector(v) => {
                    super::vector::carried(b, ctx.cx, v, &ctx.inp.build_columns[join], slot, field.col, field.ty)
                }
            }
        }
    }
}

pub(super) fn lower(
    b: &mut FunctionBuilder,
    cx: &Cx,
    inp: &ProbeInputs<'_>,
    [start, end, state]: [Value; 3],
    helpers: Helpers,
) {
    let p = inp.pipeline;
    super::mark(b, super::Op::Sink);
    let sink = SinkVars::enter(b, p, state);
    super::mark(b, super::Op::Loop);
    let slots = p.joins.iter().map(|_| b.declare_var(types::I64)).collect();
    let chunk = p.joins.iter().filter_map(|j| j.prefetch).max().unwrap_or(16) as u64;
    let hook = match inp.prefetch {
        0 => None,
        n => Some(ChunkHook { func: helpers.prefetch, descs: cx.addr(b, Word::Prefetch), n, chunk }),
    };
    // The plan chose the front for this input's shape (`ProbeFront::choose`).
    let staged = p.front.staged();
    debug_assert!(hook.is_none() || staged.is_none(), "a kernel with the prefetch hook has no front");
    let simd = if hook.is_none() && staged.is_none() { simd_index(inp) } else { None };
    // The staged front takes every row; with a 4-wide front, rows start..mid go four at a time
    // and the scalar loop takes the rest.
    let (scalar_start, front) = match simd {
        _ if staged.is_some() => {
            let (head, tail) = (b.create_block(), b.create_block());
            b.ins().jump(head, &[]);
            b.switch_to_block(tail);
            // The front left the sink's variables in the state (see `stages::Park`).
            sink.reload(b, p, state);
            (end, Some((None, head, tail)))
        }
        Some(_) => {
            let n = b.ins().isub(end, start);
            let n4 = b.ins().band_imm_s(n, -4);
            let mid = b.ins().iadd(start, n4);
            let i4 = b.declare_var(types::I64);
            b.def_var(i4, start);
            let head = b.create_block();
            b.ins().jump(head, &[]);
            let tail = b.create_block();
            b.switch_to_block(tail);
            (mid, Some((Some(i4), head, tail)))
        }
        None => (start, None),
    };
    let lp = row_loop(b, scalar_start, end, hook);
    let row = b.use_var(lp.row);
    let mut ctx = Ctx { inp, cx, row, slots, sink, state, helpers, exit: lp.exit, known_index: None };
    one_row(b, &mut ctx, lp.next);
    match (simd, front, &staged) {
        (_, Some((_, head, tail)), Some(staged)) => {
            b.switch_to_block(head);
            let front =
                super::stages::Front { cx, pipeline: p, columns: inp.columns, prefetch_rows: helpers.prefetch_rows };
            let sink = ctx.sink.clone();
            let park =
                super::stages::Park { load: &|b| sink.reload(b, p, state), store: &|b| sink.leave(b, &p.sink, state) };
            super::stages::lower(b, &front, staged, [start, end], tail, &park, &mut |b, row, next| {
                ctx.row = row;
                one_row(b, &mut ctx, next)
            });
        }
        (Some(plan), Some((Some(i4), head, tail)), None) => {
            four_rows(b, &mut ctx, plan, i4, scalar_start, [head, tail])
        }
        _ => {}
    }
    b.switch_to_block(lp.exit);
    super::mark(b, super::Op::Sink);
    ctx.sink.leave(b, &p.sink, state);
    let zero = b.ins().iconst(types::I64, 0);
    b.ins().return_(&[zero]);
}

/// Compare the keys stored in `slot` with the probe's; an `i8` 0/1.
fn keys_equal(b: &mut FunctionBuilder, ctx: &Ctx<'_>, d: usize, slot: Value, keys: &[Value]) -> Value {
    let l = ctx.inp.pipeline.joins[d].lookup.hash().expect("hash join");
    let eq = slot_keys_equal(b, l, slot, keys, trusted().with_readonly());
    match l.empty {
        Empty::Flag { offset } => {
            let used = b.ins().load(types::I32, trusted().with_readonly(), slot, offset as i32);
            let used = b.ins().icmp_imm_u(IntCC::NotEqual, used, 0);
            b.ins().band(eq, used)
        }
        Empty::Sentinel(_) => eq,
    }
}

fn join(b: &mut FunctionBuilder, ctx: &mut Ctx<'_>, d: usize, done: Block) {
    let p = ctx.inp.pipeline;
    if d == p.joins.len() {
        super::mark(b, super::Op::Sink);
        let sink = ctx.sink.clone();
        let (state, helpers, exit) = (ctx.state, ctx.helpers, ctx.exit);
        sink.row(b, p, state, helpers, exit, &mut |b, s| load_source(b, ctx, s), done);
        return;
    }
    let chain = bit_chain(p, d);
    if chain > 1 {
        bits_together(b, ctx, d, chain, done);
        return;
    }
    let j = &p.joins[d];
    let table = ctx.cx.addr(b, Word::Structure(d));
    super::mark(b, super::Op::Join(d as u32));
    let known = if d == 0 { ctx.known_index.take() } else { None };
    if let (Lookup::Vector(v), Some(i)) = (&j.lookup, known) {
        let (matched, miss) = (b.create_block(), b.create_block());
        super::vector::probe_at(b, v, table, i, ctx.slots[d], matched, miss);
        match_and_miss(b, ctx, d, matched, miss, None, done);
        return;
    }
    let keys: Vec<Value> = j.keys.iter().map(|&s| load_source(b, ctx, s)).collect();
    let bits: Vec<Value> = j.keys.iter().zip(&keys).map(|(s, &k)| to_bits64(b, s.ty(), k)).collect();
    let matched = b.create_block();
    let miss = b.create_block();
    let mut walk = None;

    let l = match &j.lookup {
        Lookup::Hash(l) => l,
        Lookup::Vector(v) => {
            super::vector::probe(b, v, table, bits[0], ctx.slots[d], matched, miss);
            match_and_miss(b, ctx, d, matched, miss, None, done);
            return;
        }
    };
    match (l.hash, j.unique) {
        (HashKind::Identity { min, span }, true) => {
            let delta = match known {
                Some(i) => i,
                None => {
                    let m = b.ins().iconst(types::I64, min);
                    let delta = b.ins().isub(bits[0], m);
                    let in_range = b.ins().icmp_imm_u(IntCC::UnsignedLessThanOrEqual, delta, span as i64);
                    let check = b.create_block();
                    b.ins().brif(in_range, check, &[], miss, &[]);
                    b.switch_to_block(check);
                    delta
                }
            };
            let slot = slot_addr(b, l, table, delta);
            let eq = keys_equal(b, ctx, d, slot, &keys);
            b.def_var(ctx.slots[d], slot);
            b.ins().brif(eq, matched, &[], miss, &[]);
        }
        _ => {
            let h = b.declare_var(types::I64);
            let h0 = home(b, l, bits[0], bits.get(1).copied());
            b.def_var(h, h0);
            // Slots with the probe's keys met so far: the key's run hangs off the
            // CLUSTER_DUPS-th (see `layout`).
            let matches = b.declare_var(types::I64);
            let zero = b.ins().iconst(types::I64, 0);
            b.def_var(matches, zero);
            let probe = b.create_block();
            let adv = b.create_block();
            if let Empty::Sentinel(s) = l.empty {
                // No build key equals the sentinel, but a probe key may: it would "match" an
                // empty slot. Such a key can only miss.
                let empty = iconst_bits(b, clif_type(l.keys[0].ty), s);
                let is_sentinel = b.ins().icmp(IntCC::Equal, keys[0], empty);
                b.ins().brif(is_sentinel, miss, &[], probe, &[]);
            } else {
                b.ins().jump(probe, &[]);
            }

            b.switch_to_block(probe);
            let hv = b.use_var(h);
            let slot = slot_addr(b, l, table, hv);
            b.def_var(ctx.slots[d], slot);
            match l.empty {
                Empty::Sentinel(s) => {
                    let f0 = l.keys[0];
                    let v0 = b.ins().load(clif_type(f0.ty), trusted().with_readonly(), slot, f0.offset as i32);
                    let is_k = b.ins().icmp(IntCC::Equal, v0, keys[0]);
                    let not_k = b.create_block();
                    if keys.len() == 1 {
                        b.ins().brif(is_k, matched, &[], not_k, &[]);
                    } else {
                        let rest = b.create_block();
                        b.ins().brif(is_k, rest, &[], not_k, &[]);
                        b.switch_to_block(rest);
                        let eq = keys_equal(b, ctx, d, slot, &keys);
                        b.ins().brif(eq, matched, &[], adv, &[]);
                    }
                    b.switch_to_block(not_k);
                    let empty = iconst_bits(b, clif_type(f0.ty), s);
                    let is_empty = b.ins().icmp(IntCC::Equal, v0, empty);
                    b.ins().brif(is_empty, miss, &[], adv, &[]);
                }
                Empty::Flag { offset } => {
                    let used = b.ins().load(types::I32, trusted().with_readonly(), slot, offset as i32);
                    let cmp = b.create_block();
                    b.ins().brif(used, cmp, &[], miss, &[]);
                    b.switch_to_block(cmp);
                    let eq = keys_equal(b, ctx, d, slot, &keys);
                    b.ins().brif(eq, matched, &[], adv, &[]);
                }
            }

            b.switch_to_block(adv);
            let hv = b.use_var(h);
            let hn = next_slot(b, l, hv);
            b.def_var(h, hn);
            b.ins().jump(probe, &[]);
            walk = Some(Walk { h, adv, matches });
        }
    }

    match_and_miss(b, ctx, d, matched, miss, walk, done);
}

/// Where a general probe walks: the slot index, the block that moves to the next slot, and how
/// many slots with the probe's keys it has met.
#[derive(Clone, Copy)]
struct Walk {
    h: Variable,
    adv: Block,
    matches: Variable,
}

/// The match of slot `h`, and at the key's `CLUSTER_DUPS`-th slot also each row of its run of
/// duplicates (see [`crate::layout::DupRuns`]), one after the other through the rest of the
/// pipeline; then on to the walk's next slot:
///
/// ```text
///   matched: m += 1; m == CLUSTER_DUPS ? lookup : none
///   lookup:  k = last index with slots[k] ≤ h (binary search over the run count)
///            slots[k] == h ? (c = starts[k]; end = starts[k + 1]) : (c = end = 0) ─▶ body
///   none:    join d+1 … ─▶ adv                     (most matches: nothing read, no run loop)
///            (c = end = 0 ─▶ body instead when a later join has runs too: one copy of the rest)
///   body:    join d+1 … ─▶ next
///   next:    c < end ? (slot var = entries + c·slot_size; c += 1 ─▶ body) : adv
/// ```
fn duplicates(b: &mut FunctionBuilder, ctx: &mut Ctx<'_>, d: usize, slot_size: i64, w: Walk) {
    let cur = b.declare_var(types::I64);
    let end = b.declare_var(types::I64);
    let m = b.use_var(w.matches);
    let m1 = b.ins().iadd_imm_s(m, 1);
    b.def_var(w.matches, m1);
    let last = b.ins().icmp_imm_u(IntCC::Equal, m1, CLUSTER_DUPS as i64);
    let (lookup, none, body, next, step) =
        (b.create_block(), b.create_block(), b.create_block(), b.create_block(), b.create_block());
    b.ins().brif(last, lookup, &[], none, &[]);

    b.switch_to_block(lookup);
    let hv = b.use_var(w.h);
    let slots = ctx.cx.addr(b, Word::RunSlots(d));
    let count = ctx.cx.addr(b, Word::RunCount(d));
    let k = last_slot_at_most(b, slots, count, hv);
    let k8 = b.ins().ishl_imm_u(k, 3);
    let at = b.ins().iadd(slots, k8);
    let s = b.ins().load(types::I64, trusted().with_readonly(), at, 0);
    let has = b.ins().icmp(IntCC::Equal, s, hv);
    let starts = ctx.cx.addr(b, Word::RunStarts(d));
    let at = b.ins().iadd(starts, k8);
    let c0 = b.ins().load(types::I64, trusted().with_readonly(), at, 0);
    let e = b.ins().load(types::I64, trusted().with_readonly(), at, 8);
    let zero = b.ins().iconst(types::I64, 0);
    let c0 = b.ins().select(has, c0, zero);
    let e = b.ins().select(has, e, zero);
    b.def_var(cur, c0);
    b.def_var(end, e);
    b.ins().jump(body, &[]);

    b.switch_to_block(none);
    // The innermost join with runs gives most matches a copy of the rest of the pipeline that
    // goes straight on (a counter and a branch more than a join without runs); outer ones share
    // one copy, so the code at most doubles.
    let later_runs = ctx.inp.runs.iter().skip(d + 1).any(|&r| r);
    if later_runs {
        let zero = b.ins().iconst(types::I64, 0);
        b.def_var(cur, zero);
        b.def_var(end, zero);
        b.ins().jump(body, &[]);
    } else {
        join(b, ctx, d + 1, w.adv);
    }

    b.switch_to_block(body);
    join(b, ctx, d + 1, next);
    b.switch_to_block(next);
    super::mark(b, super::Op::Join(d as u32));
    let c = b.use_var(cur);
    let e = b.use_var(end);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, c, e);
    b.ins().brif(more, step, &[], w.adv, &[]);
    b.switch_to_block(step);
    let c = b.use_var(cur);
    let off = b.ins().imul_imm_s(c, slot_size);
    let base = ctx.cx.addr(b, Word::RunEntries(d));
    let slot = b.ins().iadd(base, off);
    b.def_var(ctx.slots[d], slot);
    let c1 = b.ins().iadd_imm_s(c, 1);
    b.def_var(cur, c1);
    b.ins().jump(body, &[]);
}

/// How many joins from `d` on are membership tests in a cache-resident bitmap (a vector join
/// that carries nothing: inner with unique keys, semi or anti, one key column, no prefetch).
fn bit_chain(p: &Pipeline, d: usize) -> usize {
    p.joins[d..]
        .iter()
        .take_while(|j| {
            matches!(&j.lookup, Lookup::Vector(v) if v.elem == crate::layout::vector::Elem::Bit)
                && (j.kind != JoinKind::Inner || j.unique)
                && j.keys.len() == 1
                && j.prefetch.is_none()
        })
        .count()
}

/// Joins `d .. d + n`, all bitmap tests ([`bit_chain`]), with one branch for all of them:
///
/// ```text
///   hit_x = bit of key_x in bitmap_x (branch-free; anti: 1 − bit)    x = d .. d + n − 1
///   hit_d & … & hit_{d+n−1} ? join d + n … : done
/// ```
/// One branch per join mispredicts about as often as its selectivity is near a half (a star
/// join's filtered dimensions); the AND of all is taken rarely and predicted well. Every
/// bitmap fits the cache (no prefetch was planned), so testing all of them costs a few loads.
fn bits_together(b: &mut FunctionBuilder, ctx: &mut Ctx<'_>, d: usize, n: usize, done: Block) {
    let p = ctx.inp.pipeline;
    let mut all: Option<Value> = None;
    for x in d..d + n {
        let j = &p.joins[x];
        let Lookup::Vector(v) = &j.lookup else { unreachable!("a bit chain holds bitmaps") };
        super::mark(b, super::Op::Join(x as u32));
        let table = ctx.cx.addr(b, Word::Structure(x));
        let known = if x == 0 { ctx.known_index.take() } else { None };
        let k = match known {
            Some(_) => b.ins().iconst(types::I64, 0),
            None => {
                let k = load_source(b, ctx, j.keys[0]);
                to_bits64(b, j.keys[0].ty(), k)
            }
        };
        let bit = super::vector::bit_hit(b, v, table, k, known, super::vector::movable());
        let hit = if j.kind == JoinKind::Anti { b.ins().bxor_imm_u(bit, 1) } else { bit };
        b.def_var(ctx.slots[x], bit);
        all = Some(match all {
            Some(a) => b.ins().band(a, hit),
            None => hit,
        });
    }
    let go = b.create_block();
    b.ins().brif(all.expect("a chain of at least two"), go, &[], done, &[]);
    b.switch_to_block(go);
    join(b, ctx, d + n, done);
}

/// Continue the pipeline from join `d`'s match and miss blocks.
fn match_and_miss(
    b: &mut FunctionBuilder,
    ctx: &mut Ctx<'_>,
    d: usize,
    matched: Block,
    miss: Block,
    walk: Option<Walk>,
    done: Block,
) {
    let j = &ctx.inp.pipeline.joins[d];
    b.switch_to_block(matched);
    let runs = ctx.inp.runs.get(d).copied().unwrap_or(false);
    match j.kind {
        JoinKind::Inner if !j.unique => {
            let walk = walk.expect("joins with duplicates take the general probe");
            match runs {
                true => {
                    let ss = j.lookup.hash().expect("runs belong to hash joins").slot_size as i64;
                    duplicates(b, ctx, d, ss, walk);
                }
                false => join(b, ctx, d + 1, walk.adv),
            }
        }
        JoinKind::Inner | JoinKind::Semi => join(b, ctx, d + 1, done),
        JoinKind::Anti => {
            b.ins().jump(done, &[]);
        }
    }
    b.switch_to_block(miss);
    super::mark(b, super::Op::Join(d as u32));
    match j.kind {
        JoinKind::Anti => join(b, ctx, d + 1, done),
        _ => {
            b.ins().jump(done, &[]);
        }
    }
}

/// The index of the last of the `count ≥ 1` sorted slots at `slots` that is at most `h` (or 0
/// when none is), by a branch-free binary search whose length is the context's run count:
///
/// ```text
///   base = 0, len = count
///   while len > 1:  half = len / 2;  base = slots[base + half] <= h ? base + half : base;
///                   len -= half
/// ```
/// Every index read is below `base + len ≤ count`, so the search stays inside the slots.
fn last_slot_at_most(b: &mut FunctionBuilder, slots: Value, count: Value, h: Value) -> Value {
    let (head, body, done) = (b.create_block(), b.create_block(), b.create_block());
    b.append_block_param(head, types::I64);
    b.append_block_param(head, types::I64);
    let zero = b.ins().iconst(types::I64, 0);
    b.ins().jump(head, &[zero.into(), count.into()]);
    b.switch_to_block(head);
    let (base, len) = (b.block_params(head)[0], b.block_params(head)[1]);
    let more = b.ins().icmp_imm_u(IntCC::UnsignedGreaterThan, len, 1);
    b.ins().brif(more, body, &[], done, &[]);
    b.switch_to_block(body);
    let half = b.ins().ushr_imm_u(len, 1);
    let mid = b.ins().iadd(base, half);
    let at = b.ins().ishl_imm_u(mid, 3);
    let at = b.ins().iadd(slots, at);
    let s = b.ins().load(types::I64, trusted().with_readonly(), at, 0);
    let le = b.ins().icmp(IntCC::UnsignedLessThanOrEqual, s, h);
    let base1 = b.ins().select(le, mid, base);
    let len1 = b.ins().isub(len, half);
    b.ins().jump(head, &[base1.into(), len1.into()]);
    b.switch_to_block(done);
    base
}

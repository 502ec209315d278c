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
//!          inner, non-unique ─▶ join d+1 … ─▶ adv   (every match continues the pipeline)
//!          semi             ─▶ join d+1 … ─▶ done   (first match only)
//!          anti             ─▶ done
//!   miss:  inner, semi      ─▶ done;   anti ─▶ join d+1 … ─▶ done
//! ```

use super::filter;
use super::hash::{home, next_slot, slot_addr};
use super::scan::{ChunkHook, ColumnPtr, clif_type, iconst_bits, load_column, row_loop, to_bits64, trusted};
use super::sink::SinkVars;
use crate::layout::{Empty, HashKind};
use crate::physical::{Lookup, Pipeline, Source};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, FuncRef, InstBuilder, Value, types};
use cranelift_frontend::{FunctionBuilder, Variable};
use jitjoin_ir::plan::JoinKind;

/// What a probe kernel is specialised on.
pub struct ProbeInputs<'a> {
    pub pipeline: &'a Pipeline,
    /// Every column of the probe table.
    pub columns: &'a [ColumnPtr],
    /// Per join: address of its table's first slot (or its vector's first element).
    pub tables: &'a [u64],
    /// Per join: every column of its build table (read through row ids by vector joins).
    pub build_columns: &'a [Vec<ColumnPtr>],
    /// Prefetch descriptors for the joins whose home slots are prefetched chunk by chunk:
    /// their address and count (`None`: a plain row loop). They must stay alive and in place
    /// while the kernel can run.
    pub prefetch: Option<(u64, u64)>,
}

pub(super) struct Ctx<'a> {
    pub inp: &'a ProbeInputs<'a>,
    pub row: Value,
    /// Per join: the address of the slot it matched, or the vector element it read.
    pub slots: Vec<Variable>,
    pub sink: SinkVars,
    pub state: Value,
    pub grow: FuncRef,
    /// Where an `emit … limit` goes once it has its rows.
    pub exit: Block,
}

pub(super) fn load_source(b: &mut FunctionBuilder, ctx: &Ctx<'_>, src: Source) -> Value {
    match src {
        Source::Probe { col, .. } => load_column(b, ctx.inp.columns[col], ctx.row),
        Source::Slot { join, field } => {
            let slot = b.use_var(ctx.slots[join]);
            match &ctx.inp.pipeline.joins[join].lookup {
                Lookup::Hash(_) => {
                    b.ins().load(clif_type(field.ty), trusted().with_readonly(), slot, field.offset as i32)
                }
                Lookup::Vector(v) => {
                    super::vector::carried(b, v, &ctx.inp.build_columns[join], slot, field.col, field.ty)
                }
            }
        }
    }
}

pub(super) fn lower(
    b: &mut FunctionBuilder,
    inp: &ProbeInputs<'_>,
    [start, end, state]: [Value; 3],
    grow: FuncRef,
    prefetch: FuncRef,
) {
    let p = inp.pipeline;
    let sink = SinkVars::enter(b, p, state);
    let slots = p.joins.iter().map(|_| b.declare_var(types::I64)).collect();
    let hook = inp.prefetch.map(|(descs, n)| ChunkHook { func: prefetch, descs, n, chunk: crate::prefetch::CHUNK });
    let lp = row_loop(b, start, end, hook);
    let row = b.use_var(lp.row);
    if let Some(f) = &p.filter {
        let keep = filter::lower(b, f, inp.columns, row);
        let go = b.create_block();
        b.ins().brif(keep, go, &[], lp.next, &[]);
        b.switch_to_block(go);
    }
    let mut ctx = Ctx { inp, row, slots, sink, state, grow, exit: lp.exit };
    join(b, &mut ctx, 0, lp.next);
    b.switch_to_block(lp.exit);
    ctx.sink.leave(b, &p.sink, state);
    let zero = b.ins().iconst(types::I64, 0);
    b.ins().return_(&[zero]);
}

/// Compare the keys stored in `slot` with the probe's; an `i8` 0/1.
fn keys_equal(b: &mut FunctionBuilder, ctx: &Ctx<'_>, d: usize, slot: Value, keys: &[Value]) -> Value {
    let l = ctx.inp.pipeline.joins[d].lookup.hash().expect("hash join");
    let mut eq: Option<Value> = None;
    for (f, &k) in l.keys.iter().zip(keys) {
        let v = b.ins().load(clif_type(f.ty), trusted().with_readonly(), slot, f.offset as i32);
        let e = b.ins().icmp(IntCC::Equal, v, k);
        eq = Some(match eq {
            None => e,
            Some(a) => b.ins().band(a, e),
        });
    }
    if let Empty::Flag { offset } = l.empty {
        let used = b.ins().load(types::I32, trusted().with_readonly(), slot, offset as i32);
        let used = b.ins().icmp_imm_u(IntCC::NotEqual, used, 0);
        eq = eq.map(|e| b.ins().band(e, used));
    }
    eq.expect("one or two keys")
}

fn join(b: &mut FunctionBuilder, ctx: &mut Ctx<'_>, d: usize, done: Block) {
    let p = ctx.inp.pipeline;
    if d == p.joins.len() {
        super::sink::row(b, ctx, done);
        return;
    }
    let j = &p.joins[d];
    let table = ctx.inp.tables[d];
    let keys: Vec<Value> = j.keys.iter().map(|&s| load_source(b, ctx, s)).collect();
    let bits: Vec<Value> = j.keys.iter().zip(&keys).map(|(s, &k)| to_bits64(b, s.ty(), k)).collect();
    let matched = b.create_block();
    let miss = b.create_block();
    let mut advance = None;

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
            let m = b.ins().iconst(types::I64, min);
            let delta = b.ins().isub(bits[0], m);
            let in_range = b.ins().icmp_imm_u(IntCC::UnsignedLessThanOrEqual, delta, span as i64);
            let check = b.create_block();
            b.ins().brif(in_range, check, &[], miss, &[]);
            b.switch_to_block(check);
            let slot = slot_addr(b, l, table, delta);
            let eq = keys_equal(b, ctx, d, slot, &keys);
            b.def_var(ctx.slots[d], slot);
            b.ins().brif(eq, matched, &[], miss, &[]);
        }
        _ => {
            let h = b.declare_var(types::I64);
            let h0 = home(b, l, bits[0], bits.get(1).copied());
            b.def_var(h, h0);
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
            advance = Some(adv);
        }
    }

    match_and_miss(b, ctx, d, matched, miss, advance, done);
}

/// Continue the pipeline from join `d`'s match and miss blocks.
fn match_and_miss(
    b: &mut FunctionBuilder,
    ctx: &mut Ctx<'_>,
    d: usize,
    matched: Block,
    miss: Block,
    advance: Option<Block>,
    done: Block,
) {
    let j = &ctx.inp.pipeline.joins[d];
    b.switch_to_block(matched);
    match j.kind {
        JoinKind::Inner if !j.unique => join(b, ctx, d + 1, advance.expect("non-unique joins take the general probe")),
        JoinKind::Inner | JoinKind::Semi => join(b, ctx, d + 1, done),
        JoinKind::Anti => {
            b.ins().jump(done, &[]);
        }
    }
    b.switch_to_block(miss);
    match j.kind {
        JoinKind::Anti => join(b, ctx, d + 1, done),
        _ => {
            b.ins().jump(done, &[]);
        }
    }
}

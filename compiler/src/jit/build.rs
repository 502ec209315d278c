//! Build kernels: insert the rows of a build side that pass its filter into the shared table.
//!
//! ```text
//!   body:   filter? ─no─▶ next
//!           k = keys(row); h = home(k) ─▶ probe(h)
//!   probe:  v = atomic_load(slot(h).key0)          (or the `used` flag)
//!           v == empty ? claim : occupied(v)
//!   claim:  old = CAS(slot(h).key0, empty → k0)    (or used: 0 → 1)
//!           old == empty ? fill : occupied(old)
//!   occupied(v): dups += (v == k0); h = h + 1 & mask ─▶ probe
//!   fill:   store the other keys and the payload ─▶ next
//! ```
//! The kernel returns how many times it met its own key on the way (for a single key column
//! this is exact, for two columns it compares key0 only and may over-count, which only costs
//! the probe its stop-at-first-match shortcut). A table has at least twice as many slots as
//! the build side has rows, so the walk always finds an empty slot.

use super::filter;
use super::hash::{home, next_slot, slot_addr};
use super::scan::{ChunkHook, ColumnPtr, clif_type, iconst_bits, load_column, row_loop, to_bits64, trusted};
use crate::layout::Empty;
use crate::physical::{BuildSide, Lookup};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{FuncRef, InstBuilder, Value, types};
use cranelift_frontend::FunctionBuilder;

/// What a build kernel is specialised on.
pub struct BuildInputs<'a> {
    pub side: &'a BuildSide,
    /// Every column of the build table.
    pub columns: &'a [ColumnPtr],
    /// Address of the table's first slot.
    pub table: u64,
    /// Address of a prefetch descriptor for the home slots, prefetched chunk by chunk (for
    /// tables larger than the cache); it must stay alive and in place while the kernel can run.
    pub prefetch: Option<u64>,
}

pub(super) fn lower(
    b: &mut FunctionBuilder,
    inp: &BuildInputs<'_>,
    [start, end, _state]: [Value; 3],
    prefetch: FuncRef,
) {
    let dups = b.declare_var(types::I64);
    let h = b.declare_var(types::I64);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(dups, zero);
    let chunk = inp.side.prefetch.unwrap_or(16) as u64;
    let hook = inp.prefetch.map(|descs| ChunkHook { func: prefetch, descs, n: 1, chunk });
    super::mark(b, super::Op::Loop);
    let lp = row_loop(b, start, end, hook);
    let row = b.use_var(lp.row);

    if let Some(p) = &inp.side.filter {
        super::mark(b, super::Op::Filter);
        let keep = filter::lower(b, p, inp.columns, row);
        let insert = b.create_block();
        b.ins().brif(keep, insert, &[], lp.next, &[]);
        b.switch_to_block(insert);
    }
    super::mark(b, super::Op::Insert);
    let l = match &inp.side.lookup {
        Lookup::Hash(l) => l,
        Lookup::Vector(v) => {
            let k = load_column(b, inp.columns[v.key.col], row);
            let k = to_bits64(b, v.key.ty, k);
            let seen = super::vector::insert(b, v, inp.table, inp.columns, row, k, lp.next);
            let d = b.use_var(dups);
            let d1 = b.ins().iadd(d, seen);
            b.def_var(dups, d1);
            b.ins().jump(lp.next, &[]);
            b.switch_to_block(lp.exit);
            let d = b.use_var(dups);
            b.ins().return_(&[d]);
            return;
        }
    };
    let key_vals: Vec<Value> = l.keys.iter().map(|f| load_column(b, inp.columns[f.col], row)).collect();
    let k0 = key_vals[0];
    let k0_bits = to_bits64(b, l.keys[0].ty, k0);
    let k1_bits = l.keys.get(1).map(|f| to_bits64(b, f.ty, key_vals[1]));
    let h0 = home(b, l, k0_bits, k1_bits);
    b.def_var(h, h0);
    let probe = b.create_block();
    let claim = b.create_block();
    let occupied = b.create_block();
    let fill = b.create_block();
    b.append_block_param(occupied, clif_type(l.keys[0].ty));
    b.ins().jump(probe, &[]);

    // probe: is slot h empty?
    b.switch_to_block(probe);
    let hv = b.use_var(h);
    let slot = slot_addr(b, l, inp.table, hv);
    let (word_off, word_ty, empty_bits, claimed_bits) = match l.empty {
        Empty::Sentinel(s) => (l.keys[0].offset, clif_type(l.keys[0].ty), s, None),
        Empty::Flag { offset } => (offset, types::I32, 0, Some(1u64)),
    };
    let word = b.ins().iadd_imm_s(slot, word_off as i64);
    let cur = b.ins().atomic_load(word_ty, trusted(), word);
    let empty = iconst_bits(b, word_ty, empty_bits);
    let is_empty = b.ins().icmp(IntCC::Equal, cur, empty);
    let cur_key = if claimed_bits.is_some() { k0 } else { cur };
    b.ins().brif(is_empty, claim, &[], occupied, &[cur_key.into()]);

    // claim: CAS the empty marker to our key (or to "used").
    b.switch_to_block(claim);
    let replacement = match claimed_bits {
        None => k0,
        Some(bits) => iconst_bits(b, word_ty, bits),
    };
    let old = b.ins().atomic_cas(trusted(), word, empty, replacement);
    let won = b.ins().icmp(IntCC::Equal, old, empty);
    let old_key = if claimed_bits.is_some() { k0 } else { old };
    b.ins().brif(won, fill, &[], occupied, &[old_key.into()]);

    // occupied(v): count our own key, move on.
    b.switch_to_block(occupied);
    let v = b.block_params(occupied)[0];
    let same = b.ins().icmp(IntCC::Equal, v, k0);
    let same = b.ins().uextend(types::I64, same);
    let d = b.use_var(dups);
    let d1 = b.ins().iadd(d, same);
    b.def_var(dups, d1);
    let hv = b.use_var(h);
    let hn = next_slot(b, l, hv);
    b.def_var(h, hn);
    b.ins().jump(probe, &[]);

    // fill: the rest of the slot.
    b.switch_to_block(fill);
    let hv = b.use_var(h);
    let slot = slot_addr(b, l, inp.table, hv);
    let start_field = if claimed_bits.is_some() { 0 } else { 1 };
    for (i, f) in l.keys.iter().enumerate().skip(start_field) {
        b.ins().store(trusted(), key_vals[i], slot, f.offset as i32);
    }
    for f in &l.payload {
        let v = load_column(b, inp.columns[f.col], row);
        b.ins().store(trusted(), v, slot, f.offset as i32);
    }
    b.ins().jump(lp.next, &[]);

    b.switch_to_block(lp.exit);
    let d = b.use_var(dups);
    b.ins().return_(&[d]);
}

//! Build kernels: insert the rows of a build side that pass its filter into the shared table.
//!
//! ```text
//!   body:   filter? ─no─▶ next
//!           k = keys(row); h = home(k) ─▶ probe(h)
//!   probe:  v = atomic_load(slot(h).key0)          one key: the sentinel marks empty slots
//!           v == empty ? claim : occupied(v)
//!   claim:  old = CAS(slot(h).key0, empty → k0);  old == empty ? fill : occupied(old)
//!   occupied(v): v == k0 ? dup : adv
//!
//!   probe:  f = atomic_load(slot(h).used)         a flag: 0 empty, 2 being filled, 1 filled
//!           f == 0 ? claim : wait
//!   claim:  CAS(used, 0 → 2) won ? fill : wait
//!   wait:   spin while used == 2; keys equal ? dup : adv
//!
//!   adv:    h = h + 1 & mask ─▶ probe
//!   dup:    dups += 1; semi, anti: drop the row ─▶ next
//!           inner: seen += 1; seen < CLUSTER_DUPS ? adv : jj_note_dup(state, h, row) ─▶ next
//!   fill:   store the other keys and the payload (flag: then used = 1) ─▶ next
//! ```
//! The kernel returns how many equal keys its rows met (0 exactly when the keys are unique). A
//! table has at least twice as many slots as the build side has rows, so the walk always
//! ends. An insert walks over at most `CLUSTER_DUPS` equal keys, so a build is linear in its
//! rows however often keys repeat. `state` points to the worker's [`crate::layout::DupSink`].

use super::filter;
use super::hash::{home, next_slot, slot_addr, slot_keys_equal};
use super::scan::{ChunkHook, ColumnPtr, Cx, clif_type, iconst_bits, load_column, row_loop, to_bits64, trusted};
use crate::abi::Word;
use crate::layout::{CLUSTER_DUPS, Empty, Lookup};
use crate::plan::BuildSide;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{FuncRef, InstBuilder, Value, types};
use cranelift_frontend::FunctionBuilder;
use jitjoin_ir::plan::JoinKind;

/// What a build kernel is specialised on.
pub struct BuildInputs<'a> {
    pub side: &'a BuildSide,
    /// Every column of the build table (the structure is [`Word::Table`]).
    pub columns: &'a [ColumnPtr],
    /// Whether the home slots are prefetched chunk by chunk (for tables larger than the
    /// cache), through the descriptor at [`Word::Prefetch`].
    pub prefetch: bool,
}

pub(super) fn lower(
    b: &mut FunctionBuilder,
    cx: &Cx,
    inp: &BuildInputs<'_>,
    [start, end, state]: [Value; 3],
    prefetch: FuncRef,
    note_dup: FuncRef,
) {
    let dups = b.declare_var(types::I64);
    let h = b.declare_var(types::I64);
    // Equal keys this row has met on its walk.
    let seen = b.declare_var(types::I64);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(dups, zero);
    let chunk = inp.side.prefetch.unwrap_or(16) as u64;
    let table = cx.addr(b, Word::Table);
    let hook = match inp.prefetch {
        true => Some(ChunkHook { func: prefetch, descs: cx.addr(b, Word::Prefetch), n: 1, chunk }),
        false => None,
    };
    super::mark(b, super::Op::Loop);
    let lp = row_loop(b, start, end, hook);
    let row = b.use_var(lp.row);

    if let Some(p) = &inp.side.filter {
        super::mark(b, super::Op::Filter);
        let keep = filter::lower(b, cx, p, inp.columns, row);
        let insert = b.create_block();
        b.ins().brif(keep, insert, &[], lp.next, &[]);
        b.switch_to_block(insert);
    }
    super::mark(b, super::Op::Insert);
    let l = match &inp.side.lookup {
        Lookup::Hash(l) => l,
        Lookup::Vector(v) => {
            let k = load_column(b, cx, &inp.columns[v.key.col], row);
            let k = to_bits64(b, v.key.ty, k);
            let seen = super::vector::insert(b, cx, v, table, inp.columns, row, k, lp.next);
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
    let key_vals: Vec<Value> = l.keys.iter().map(|f| load_column(b, cx, &inp.columns[f.col], row)).collect();
    let k0 = key_vals[0];
    let k0_bits = to_bits64(b, l.keys[0].ty, k0);
    let k1_bits = l.keys.get(1).map(|f| to_bits64(b, f.ty, key_vals[1]));
    let h0 = home(b, l, k0_bits, k1_bits);
    b.def_var(h, h0);
    let zero = b.ins().iconst(types::I64, 0);
    b.def_var(seen, zero);
    let probe = b.create_block();
    let claim = b.create_block();
    let fill = b.create_block();
    let adv = b.create_block();
    let dup = b.create_block();
    b.ins().jump(probe, &[]);

    b.switch_to_block(probe);
    let hv = b.use_var(h);
    let slot = slot_addr(b, l, table, hv);
    match l.empty {
        // One key column: the CAS on key0 publishes the whole key.
        Empty::Sentinel(s) => {
            let word_ty = clif_type(l.keys[0].ty);
            let word = b.ins().iadd_imm_s(slot, l.keys[0].offset as i64);
            let cur = b.ins().atomic_load(word_ty, trusted(), word);
            let empty = iconst_bits(b, word_ty, s);
            let occupied = b.create_block();
            b.append_block_param(occupied, word_ty);
            let is_empty = b.ins().icmp(IntCC::Equal, cur, empty);
            b.ins().brif(is_empty, claim, &[], occupied, &[cur.into()]);

            b.switch_to_block(claim);
            let old = b.ins().atomic_cas(trusted(), word, empty, k0);
            let won = b.ins().icmp(IntCC::Equal, old, empty);
            b.ins().brif(won, fill, &[], occupied, &[old.into()]);

            b.switch_to_block(occupied);
            let v = b.block_params(occupied)[0];
            let same = b.ins().icmp(IntCC::Equal, v, k0);
            b.ins().brif(same, dup, &[], adv, &[]);
        }
        // A `used` flag: 0 empty, 2 being filled, 1 filled. Claim 0 → 2, wait out a 2, then
        // compare every key.
        Empty::Flag { offset } => {
            let word = b.ins().iadd_imm_s(slot, offset as i64);
            let cur = b.ins().atomic_load(types::I32, trusted(), word);
            let wait = b.create_block();
            b.ins().brif(cur, wait, &[], claim, &[]);

            b.switch_to_block(claim);
            let zero = b.ins().iconst(types::I32, 0);
            let busy = b.ins().iconst(types::I32, 2);
            let old = b.ins().atomic_cas(trusted(), word, zero, busy);
            b.ins().brif(old, wait, &[], fill, &[]);

            b.switch_to_block(wait);
            let hv = b.use_var(h);
            let slot = slot_addr(b, l, table, hv);
            let word = b.ins().iadd_imm_s(slot, offset as i64);
            let f = b.ins().atomic_load(types::I32, trusted(), word);
            let filling = b.ins().icmp_imm_u(IntCC::Equal, f, 2);
            let compare = b.create_block();
            b.ins().brif(filling, wait, &[], compare, &[]);

            b.switch_to_block(compare);
            let eq = slot_keys_equal(b, l, slot, &key_vals, trusted());
            b.ins().brif(eq, dup, &[], adv, &[]);
        }
    }

    b.switch_to_block(adv);
    let hv = b.use_var(h);
    let hn = next_slot(b, l, hv);
    b.def_var(h, hn);
    b.ins().jump(probe, &[]);

    // dup: the key is in slot h already. Semi and anti joins need it once. An inner join keeps
    // up to CLUSTER_DUPS equal keys in the table (a probe reads them in the lines it walks
    // anyway) and notes further rows as (slot, row) for the slot's run beside the table.
    b.switch_to_block(dup);
    let d = b.use_var(dups);
    let d1 = b.ins().iadd_imm_s(d, 1);
    b.def_var(dups, d1);
    if inp.side.kind == JoinKind::Inner {
        let s = b.use_var(seen);
        let s1 = b.ins().iadd_imm_s(s, 1);
        b.def_var(seen, s1);
        let full = b.ins().icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, s1, CLUSTER_DUPS as i64);
        let note = b.create_block();
        b.ins().brif(full, note, &[], adv, &[]);
        b.switch_to_block(note);
        let hv = b.use_var(h);
        let row = b.use_var(lp.row);
        b.ins().call(note_dup, &[state, hv, row]);
    }
    b.ins().jump(lp.next, &[]);

    // fill: the rest of the slot.
    b.switch_to_block(fill);
    let hv = b.use_var(h);
    let slot = slot_addr(b, l, table, hv);
    let start_field = if matches!(l.empty, Empty::Flag { .. }) { 0 } else { 1 };
    for (i, f) in l.keys.iter().enumerate().skip(start_field) {
        b.ins().store(trusted(), key_vals[i], slot, f.offset as i32);
    }
    for f in &l.payload {
        let v = load_column(b, cx, &inp.columns[f.col], row);
        b.ins().store(trusted(), v, slot, f.offset as i32);
    }
    if let Empty::Flag { offset } = l.empty {
        let word = b.ins().iadd_imm_s(slot, offset as i64);
        let one = b.ins().iconst(types::I32, 1);
        b.ins().atomic_store(trusted(), one, word);
    }
    b.ins().jump(lp.next, &[]);

    b.switch_to_block(lp.exit);
    let d = b.use_var(dups);
    b.ins().return_(&[d]);
}

//! Home-slot computation, the CLIF twin of [`TableLayout::home`].

use crate::layout::{HashKind, MIX2, PHI64, TableLayout};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Value, types};
use cranelift_frontend::FunctionBuilder;

/// Home slot of raw 64-bit key bits `k0` (and `k1`).
pub fn home(b: &mut FunctionBuilder, l: &TableLayout, k0: Value, k1: Option<Value>) -> Value {
    match l.hash {
        HashKind::Identity { min, .. } => {
            let m = b.ins().iconst(types::I64, min);
            let d = b.ins().isub(k0, m);
            let mask = b.ins().iconst(types::I64, l.mask() as i64);
            b.ins().band(d, mask)
        }
        HashKind::Multiplicative => {
            let x = match k1 {
                None => k0,
                Some(k1) => {
                    let c = b.ins().iconst(types::I64, MIX2 as i64);
                    let m = b.ins().imul(k1, c);
                    let r = b.ins().rotl_imm_u(m, 32);
                    b.ins().bxor(k0, r)
                }
            };
            let phi = b.ins().iconst(types::I64, PHI64 as i64);
            let p = b.ins().imul(x, phi);
            b.ins().ushr_imm_u(p, 64 - l.bits as i64)
        }
    }
}

/// Address of slot `h` in the table at `base`.
pub fn slot_addr(b: &mut FunctionBuilder, l: &TableLayout, base: Value, h: Value) -> Value {
    let size = b.ins().iconst(types::I64, l.slot_size as i64);
    let off = b.ins().imul(h, size);
    b.ins().iadd(base, off)
}

/// `(h + 1) & mask`.
pub fn next_slot(b: &mut FunctionBuilder, l: &TableLayout, h: Value) -> Value {
    let h1 = b.ins().iadd_imm_s(h, 1);
    let mask = b.ins().iconst(types::I64, l.mask() as i64);
    b.ins().band(h1, mask)
}

/// Whether the keys stored in `slot` equal `keys` (values of the key columns' CLIF types); an
/// `i8` 0/1. `flags` are the loads' memory flags (read-only once the table is built).
pub fn slot_keys_equal(
    b: &mut FunctionBuilder,
    l: &TableLayout,
    slot: Value,
    keys: &[Value],
    flags: MemFlagsData,
) -> Value {
    let mut eq: Option<Value> = None;
    for (f, &k) in l.keys.iter().zip(keys) {
        let v = b.ins().load(super::scan::clif_type(f.ty), flags, slot, f.offset as i32);
        let e = b.ins().icmp(IntCC::Equal, v, k);
        eq = Some(match eq {
            None => e,
            Some(a) => b.ins().band(a, e),
        });
    }
    eq.expect("one or two keys")
}

//! Checked mode's instrumentation: before every load and store of a lowered kernel, a call to
//! `jj_check(address, bytes)` and a trap when it answers 0 (see [`crate::abi::bounds`] for
//! the regions it checks against and the shape of the code).
//!
//! It runs on the finished CLIF, so every lowering module is covered without knowing about
//! it: plain, extending and SIMD loads, truncating stores, atomic loads, stores, CAS and
//! read-modify-write. The instrumented function is what the kernel cache keys on, so checked and
//! unchecked kernels never mix.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{self, InstBuilder, InstructionData, Opcode, TrapCode, types};

/// The trap code of a failed check (Cranelift's user trap 1).
pub const OUT_OF_BOUNDS: u8 = 1;

/// The address operand, constant offset and access width of a memory instruction.
fn access(func: &ir::Function, inst: ir::Inst) -> Option<(ir::Value, i64, u32)> {
    let dfg = &func.dfg;
    let result_bytes = || dfg.value_type(dfg.first_result(inst)).bytes();
    let narrow = |op: Opcode| match op {
        Opcode::Uload8 | Opcode::Sload8 | Opcode::Istore8 => Some(1),
        Opcode::Uload16 | Opcode::Sload16 | Opcode::Istore16 => Some(2),
        Opcode::Uload32 | Opcode::Sload32 | Opcode::Istore32 => Some(4),
        Opcode::Uload8x8 | Opcode::Sload8x8 | Opcode::Uload16x4 | Opcode::Sload16x4 => Some(8),
        Opcode::Uload32x2 | Opcode::Sload32x2 => Some(8),
        _ => None,
    };
    match dfg.insts[inst] {
        InstructionData::Load { opcode, arg, offset, .. } => {
            Some((arg, i64::from(offset), narrow(opcode).unwrap_or_else(result_bytes)))
        }
        InstructionData::Store { opcode, args: [v, addr], offset, .. } => {
            Some((addr, i64::from(offset), narrow(opcode).unwrap_or_else(|| dfg.value_type(v).bytes())))
        }
        InstructionData::LoadNoOffset { opcode: Opcode::AtomicLoad, arg, .. } => Some((arg, 0, result_bytes())),
        InstructionData::StoreNoOffset { opcode: Opcode::AtomicStore, args: [v, addr], .. } => {
            Some((addr, 0, dfg.value_type(v).bytes()))
        }
        InstructionData::AtomicCas { args: [addr, expected, _], .. } => {
            Some((addr, 0, dfg.value_type(expected).bytes()))
        }
        InstructionData::AtomicRmw { args: [addr, v], .. } => Some((addr, 0, dfg.value_type(v).bytes())),
        _ => None,
    }
}

/// The stack slot an address is computed from (a `stack_addr`, possibly plus offsets, looked
/// for `depth` additions deep): the `stack_addr`'s value and the bytes of the slot from there
/// (a `stack_addr` at offset o into a slot of n bytes: n − o; `stack_load` and `stack_store`
/// become one such and a load or store).
fn in_stack_slot(func: &ir::Function, addr: ir::Value, depth: u32) -> Option<(ir::Value, u32)> {
    let dfg = &func.dfg;
    let inst = dfg.value_def(addr).inst()?;
    match dfg.insts[inst] {
        InstructionData::StackAddr { opcode: Opcode::StackAddr, stack_slot, offset } => {
            let offset = u32::try_from(i64::from(offset)).ok()?;
            Some((addr, func.sized_stack_slots[stack_slot].size.checked_sub(offset)?))
        }
        InstructionData::Binary { opcode: Opcode::Iadd, args: [x, y] } if depth > 0 => {
            in_stack_slot(func, x, depth - 1).or_else(|| in_stack_slot(func, y, depth - 1))
        }
        _ => None,
    }
}

/// Put a check before every memory access of `func`; `check` is `jj_check` imported into it.
/// Returns how many accesses it guarded.
pub fn instrument(func: &mut ir::Function, check: ir::FuncRef) -> usize {
    let trap = TrapCode::user(OUT_OF_BOUNDS).expect("a nonzero user trap code");
    let mut guarded = 0;
    let mut pos = FuncCursor::new(func);
    while pos.next_block().is_some() {
        while let Some(inst) = pos.next_inst() {
            let Some((addr, offset, bytes)) = access(pos.func, inst) else { continue };
            // New instructions go before `inst`; the cursor then moves on past it.
            let at = if offset == 0 { addr } else { pos.ins().iadd_imm_s(addr, offset) };
            if let Some((base, size)) = in_stack_slot(pos.func, addr, 4) {
                // The kernel's own frame (the staged front's selection vectors and words):
                // checked inline against the slot, 0 ≤ at − base ≤ size − bytes.
                let from = pos.ins().isub(at, base);
                let last = i64::from(size) - i64::from(bytes);
                let ok = pos.ins().icmp_imm_u(ir::condcodes::IntCC::UnsignedLessThanOrEqual, from, last);
                pos.ins().trapz(ok, trap);
                guarded += 1;
                continue;
            }
            let n = pos.ins().iconst(types::I64, i64::from(bytes));
            let call = pos.ins().call(check, &[at, n]);
            let ok = pos.func.dfg.first_result(call);
            pos.ins().trapz(ok, trap);
            guarded += 1;
        }
    }
    guarded
}

#[cfg(test)]
mod tests {
    use super::super::{Backend, JitOptions, JitSession};
    use crate::abi::{Word, bounds};
    use cranelift_codegen::ir::{InstBuilder, types};

    /// A checked kernel returning the `start`-th word of the block at context word `Table`.
    /// `None` where no preset runs on this host.
    fn session() -> Option<(JitSession, super::super::KernelId)> {
        let t = crate::target::presets().iter().find(|t| t.runs_on_host())?;
        let mut s = JitSession::for_target(t, JitOptions::default()).unwrap();
        s.set_checked().unwrap();
        let d = s
            .define(
                "checked_test",
                Box::new(|b, _, _, cx, [start, _, _]| {
                    let base = cx.addr(b, Word::Table);
                    let off = b.ins().ishl_imm_u(start, 3);
                    let at = b.ins().iadd(base, off);
                    let v = b.ins().load(types::I64, super::super::scan::trusted(), at, 0);
                    b.ins().return_(&[v]);
                }),
            )
            .unwrap();
        s.finalize().unwrap();
        Some((s, d.id))
    }

    /// A checked kernel that stores a word at index `start` of a 2-word stack slot, then
    /// returns it read back.
    fn stack_session() -> Option<(JitSession, super::super::KernelId)> {
        use cranelift_codegen::ir::{StackSlotData, StackSlotKind};
        let t = crate::target::presets().iter().find(|t| t.runs_on_host())?;
        let mut s = JitSession::for_target(t, JitOptions::default()).unwrap();
        s.set_checked().unwrap();
        let d = s
            .define(
                "checked_stack_test",
                Box::new(|b, _, _, _, [start, _, _]| {
                    let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 3));
                    let base = b.ins().stack_addr(types::I64, slot, 0);
                    let off = b.ins().ishl_imm_u(start, 3);
                    let at = b.ins().iadd(base, off);
                    b.ins().store(super::super::scan::trusted(), start, at, 0);
                    let v = b.ins().load(types::I64, super::super::scan::trusted(), at, 0);
                    b.ins().return_(&[v]);
                }),
            )
            .unwrap();
        s.finalize().unwrap();
        Some((s, d.id))
    }

    #[test]
    fn stack_slot_accesses_are_checked_against_the_slot() {
        let Some((s, id)) = stack_session() else { return };
        let ctx = [0u64];
        let _g = bounds::share(vec![bounds::of_slice(&ctx[..])]);
        for i in 0..2 {
            // SAFETY: index i is inside the kernel's own 2-word slot.
            assert_eq!(unsafe { s.kernel(id).call(&ctx, i, 0, std::ptr::null_mut()) }, i);
        }
        if std::env::var_os("JITJOIN_CHECKED_CHILD").is_some() {
            // SAFETY: index 2 is past the 2-word slot; the checked kernel traps before its
            // store there, which ends this child process (the parent below checks the signal).
            unsafe { s.kernel(id).call(&ctx, 2, 0, std::ptr::null_mut()) };
            unreachable!("the check must trap");
        }
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "engine::jit::checked::tests::stack_slot_accesses_are_checked_against_the_slot",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("JITJOIN_CHECKED_CHILD", "1")
            .output()
            .unwrap();
        use std::os::unix::process::ExitStatusExt;
        let signal = out.status.signal();
        assert!(
            matches!(signal, Some(libc::SIGILL) | Some(libc::SIGTRAP)),
            "{:?}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }

    #[test]
    fn accesses_inside_a_region_pass() {
        let Some((s, id)) = session() else { return };
        let words = [10u64, 11, 12, 13];
        let ctx = [words.as_ptr() as u64];
        let _g = bounds::share(vec![bounds::of_slice(&words[..]), bounds::of_slice(&ctx[..])]);
        for i in 0..4 {
            // SAFETY: the context's one word is the address of `words`, which holds index i.
            assert_eq!(unsafe { s.kernel(id).call(&ctx, i, 0, std::ptr::null_mut()) }, 10 + i);
        }
    }

    /// Run by `an_access_past_the_end_traps` in a child process: reads one word past `words`.
    #[test]
    fn past_the_end_child() {
        if std::env::var_os("JITJOIN_CHECKED_CHILD").is_none() {
            return;
        }
        let (s, id) = session().expect("the parent checked for a runnable preset");
        let words = [10u64, 11, 12, 13, 14];
        let ctx = [words.as_ptr() as u64];
        let _g = bounds::share(vec![bounds::of_slice(&words[..4]), bounds::of_slice(&ctx[..])]);
        // SAFETY: index 4 is inside `words` (so the test itself never reads outside memory it
        // owns) but outside the registered region, which is what the check must catch.
        unsafe { s.kernel(id).call(&ctx, 4, 0, std::ptr::null_mut()) };
        unreachable!("the check must trap");
    }

    #[test]
    fn an_access_past_the_end_traps() {
        if session().is_none() {
            return;
        }
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "engine::jit::checked::tests::past_the_end_child", "--nocapture", "--test-threads=1"])
            .env("JITJOIN_CHECKED_CHILD", "1")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        use std::os::unix::process::ExitStatusExt;
        let signal = out.status.signal();
        assert!(matches!(signal, Some(libc::SIGILL) | Some(libc::SIGTRAP)), "{:?}: {stderr}", out.status);
        assert!(stderr.contains("a kernel accessed 8 bytes at"), "{stderr}");
    }
}

//! Machine code as text, disassembled by Capstone: the bytes Cranelift emitted, in Intel or
//! AT&T syntax on x86-64 and in the ARM syntax on aarch64.

use capstone::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    Att,
    Intel,
}

/// Disassemble `code` (at offset 0) for the architecture of `triple`, with a comment line
/// wherever the plan operator (from `ops`, code ranges) changes.
pub fn disassemble(triple: &str, code: &[u8], ops: &[(u32, u32, super::Op)], syntax: Syntax) -> Result<String, String> {
    let err = |e: capstone::Error| format!("capstone: {e}");
    let cs = match triple.split('-').next() {
        Some("x86_64") => Capstone::new()
            .x86()
            .mode(arch::x86::ArchMode::Mode64)
            .syntax(match syntax {
                Syntax::Att => arch::x86::ArchSyntax::Att,
                Syntax::Intel => arch::x86::ArchSyntax::Intel,
            })
            .build()
            .map_err(err)?,
        Some("aarch64") => Capstone::new().arm64().mode(arch::arm64::ArchMode::Arm).build().map_err(err)?,
        other => return Err(format!("no disassembler for {}", other.unwrap_or(triple))),
    };
    let insns = cs.disasm_all(code, 0).map_err(err)?;
    let mut out = String::new();
    let mut current = None;
    for i in insns.iter() {
        let a = i.address() as u32;
        let op = ops.iter().find(|(s, e, _)| (*s..*e).contains(&a)).map(|r| r.2);
        if op.is_some() && op != current {
            out += &format!("  ; ── {}\n", op.map(super::Op::describe).unwrap_or_default());
            current = op;
        }
        let op = i.op_str().unwrap_or("");
        let line = format!("  {:5x}:  {} {op}", i.address(), i.mnemonic().unwrap_or("?"));
        out += line.trim_end();
        out.push('\n');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_syntaxes_and_aarch64() {
        // push rbp; mov rbp, rsp; ret
        let x86 = [0x55, 0x48, 0x89, 0xe5, 0xc3];
        let att =
            disassemble("x86_64-unknown-linux-gnu", &x86, &[(1, 5, super::super::Op::Loop)], Syntax::Att).unwrap();
        assert!(att.contains("pushq %rbp") && att.contains("movq %rsp, %rbp") && att.contains("retq"), "{att}");
        assert!(att.contains("pushq %rbp\n  ; ── scan: the row loop\n"), "{att}");
        let intel = disassemble("x86_64-unknown-linux-gnu", &x86, &[], Syntax::Intel).unwrap();
        assert!(intel.contains("push rbp") && intel.contains("mov rbp, rsp"), "{intel}");
        // ret
        let a64 = disassemble("aarch64-unknown-linux-gnu", &[0xc0, 0x03, 0x5f, 0xd6], &[], Syntax::Att).unwrap();
        assert!(a64.contains("ret"), "{a64}");
        assert!(disassemble("riscv64gc-unknown-linux-gnu", &[0], &[], Syntax::Att).is_err());
    }
}

; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel probe_2 — probe pipeline over `orders`: `returns` hash (multiplicative hash, duplicate keys, 256 slots of 8 B); `shipments` hash (multiplicative hash, unique keys, 2048 slots of 32 B)
; context block (first argument): +0: orders.amount, +8: returns structure, +16: orders.cust, +24: shipments structure, +32: orders.day
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x60, %rsp
  movq %rbx, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x38(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x40(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x48(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+(%rsp)
  movq (%rcx), %r13
  movq 0x20(%rcx), %rdx
  movq 0x28(%rcx), %rax
  movq (%rdi), %r9
  movq %r9, <offset:1>+0x20(%rsp)
  movq 8(%rdi), %r8
  movq 0x10(%rdi), %r11
  movq %r11, <offset:1>+0x18(%rsp)
  movq 0x18(%rdi), %r10
  movq 0x20(%rdi), %rdi
  movq %rdi, <offset:1>+0x10(%rsp)
  movq <offset:1>+(%rsp), %rdi
  jmp     label1
block1:
  cmpq %rdi, %rsi
  movq %rdi, <offset:1>+(%rsp)
  jb      label2; j label3
block2:
  movq <offset:1>+0x20(%rsp), %r9
  jmp     label4
block3:
  movq %r13, (%rcx)
  movq %r13, 0x10(%rcx)
  movq %rdx, 0x20(%rcx)
  movq %rax, 0x28(%rcx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  movq 0x40(%rsp), %r13
  movq 0x48(%rsp), %r14
  movq 0x50(%rsp), %r15
  addq $0x60, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movq (%r9, %rsi, 8), %r15
  movq %r9, <offset:1>+0x20(%rsp)
  testq %r15, %r15
  jnle    label6; j label5
block5:
  jmp     label20
block6:
  movq <offset:1>+0x18(%rsp), %r11
  movq (%r11, %rsi, 8), %r12
  movq %r12, %r14
  imulq (%rip), %r14
  shrq $0x38, %r14
  testq %r12, %r12
  jz      label7; j label8
block7:
  movq <offset:1>+0x10(%rsp), %rdi
  movq %rsi, <offset:1>+8(%rsp)
  jmp     label14
block8:
  movq %rsi, <offset:1>+8(%rsp)
  jmp     label9
block9:
  movq (%r8, %r14, 8), %rdi
  cmpq %r12, %rdi
  jz      label13; j label10
block10:
  testq %rdi, %rdi
  jz      label11; j label12
block11:
  movq <offset:1>+0x10(%rsp), %rdi
  jmp     label14
block12:
  leaq 1(%r14), %r14
  andq $0xff, %r14
  jmp     label9
block13:
  movq <offset:1>+8(%rsp), %rsi
  jmp     label20
block14:
  movl (%rdi, %rsi, 4), %esi
  movq %rdi, <offset:1>+0x10(%rsp)
  movslq %esi, %rdi
  imulq (%rip), %rdi
  rorxq $0x20, %rdi, %rdi
  movq %r12, %r14
  xorq %rdi, %r14
  imulq (%rip), %r14
  shrq $0x35, %r14
  jmp     label15
block15:
  movq %r14, %r9
  shlq $0x5, %r9
  movl (%r10, %r9), %edi
  testl %edi, %edi
  jnz     label17; j label16
block16:
  movq <offset:1>+8(%rsp), %rsi
  jmp     label20
block17:
  movq 8(%r10, %r9), %rbx
  movl 0x10(%r10, %r9), %r11d
  cmpq %r12, %rbx
  sete %r9b
  cmpl %esi, %r11d
  sete %r11b
  andl %r11d, %r9d
  testl %edi, %edi
  setne %dil
  testb %r9b, %dil
  jnz     label19; j label18
block18:
  leaq 1(%r14), %r14
  andq $0x7ff, %r14
  jmp     label15
block19:
  leaq 1(%r13), %r13
  movq %r15, %rsi
  sarq $0x3f, %rsi
  addq %r15, %rdx
  adcq %rsi, %rax
  movq <offset:1>+8(%rsp), %rsi
  jmp     label20
block20:
  leaq 1(%rsi), %rsi
  movq <offset:1>+(%rsp), %rdi
  cmpq %rdi, %rsi
  jb      label21; j label22
block21:
  movq <offset:1>+0x20(%rsp), %r9
  movq %rdi, <offset:1>+(%rsp)
  jmp     label4
block22:
  jmp     label1

; target znver3 (x86_64-unknown-linux-gnu): AMD EPYC Milan (Zen 3), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel build_0 — build `returns`: hash (multiplicative hash, 256 slots of 8 B)
; context block (first argument): +0: returns structure, +8: returns.cust
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq (%rdi), %r9
  movq 8(%rdi), %rcx
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r10
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r10, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movq (%rcx, %rsi, 8), %rdi
  movq %rdi, %r8
  imulq (%rip), %r8
  shrq $0x38, %r8
  jmp     label5
block5:
  movq (%r9, %r8, 8), %rax
  testq %rax, %rax
  jz      label7; j label6
block6:
  jmp     label9
block7:
  uninit  %rax
  xorq %rax, %rax
  lock cmpxchgq %rdi, (%r9, %r8, 8) ;; implicit: %rax
  testq %rax, %rax
  jz      label12; j label8
block8:
  jmp     label9
block9:
  cmpq %rdi, %rax
  jz      label11; j label10
block10:
  leaq 1(%r8), %r8
  andq $0xff, %r8
  jmp     label5
block11:
  movq %r10, %rax
  leaq 1(%rax), %rax
  movq %rax, %r10
  jmp     label13
block12:
  jmp     label13
block13:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label14; j label15
block14:
  jmp     label4
block15:
  jmp     label1

; kernel build_1 — build `shipments`: hash (multiplicative hash, 2048 slots of 32 B)
; context block (first argument): +0: shipments structure, +8: shipments.cust, +16: shipments.day
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x20, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
block0:
  movq (%rdi), %rbx
  movq 8(%rdi), %rcx
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r13
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r13, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movq (%rcx, %rsi, 8), %r8
  movl (%rdi, %rsi, 4), %r9d
  movslq %r9d, %rax
  imulq (%rip), %rax
  rorxq $0x20, %rax, %rax
  movq %r8, %r10
  xorq %rax, %r10
  imulq (%rip), %r10
  shrq $0x35, %r10
  jmp     label5
block5:
  movq %r10, %r11
  shlq $0x5, %r11
  movl (%rbx, %r11), %eax
  testl %eax, %eax
  jnz     label6; j label7
block6:
  jmp     label10
block7:
  uninit  %rax
  xorl %eax, %eax
  movl $0x2, %r12d
  lock cmpxchgl %r12d, (%rbx, %r11) ;; implicit: %eax
  testl %eax, %eax
  jnz     label8; j label9
block8:
  jmp     label10
block9:
  movq %r8, 8(%rbx, %r11)
  movl %r9d, 0x10(%rbx, %r11)
  movl $0x1, %eax
  movl %eax, (%rbx, %r11)
  mfence
  jmp     label15
block10:
  movl (%rbx, %r11), %eax
  cmpl $0x2, %eax
  jz      label11; j label12
block11:
  jmp     label10
block12:
  movq 8(%rbx, %r11), %r12
  movl 0x10(%rbx, %r11), %eax
  cmpq %r8, %r12
  sete %r11b
  cmpl %r9d, %eax
  sete %al
  testb %r11b, %al
  jnz     label14; j label13
block13:
  leaq 1(%r10), %r10
  andq $0x7ff, %r10
  jmp     label5
block14:
  movq %r13, %rax
  leaq 1(%rax), %rax
  movq %rax, %r13
  jmp     label15
block15:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label16; j label17
block16:
  jmp     label4
block17:
  jmp     label1

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

; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel build_0 — build `shipments`: hash (multiplicative hash, 2048 slots of 32 B)
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
  jb      label3; j label2
block2:
  movq %r13, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq (%rcx, %rsi, 8), %r8
  movl (%rdi, %rsi, 4), %r9d
  movslq %r9d, %r11
  imulq (%rip), %r11
  rolq $0x20, %r11
  movq %r8, %r10
  xorq %r11, %r10
  imulq (%rip), %r10
  shrq $0x35, %r10
  jmp     label4
block4:
  movq %r10, %r11
  shlq $0x5, %r11
  movl (%rbx, %r11), %eax
  testl %eax, %eax
  jnz     label5; j label6
block5:
  jmp     label9
block6:
  uninit  %rax
  xorl %eax, %eax
  movl $0x2, %r12d
  lock cmpxchgl %r12d, (%rbx, %r11) ;; implicit: %eax
  testl %eax, %eax
  jnz     label7; j label8
block7:
  jmp     label9
block8:
  movq %r8, 8(%rbx, %r11)
  movl %r9d, 0x10(%rbx, %r11)
  movl $0x1, %eax
  movl %eax, (%rbx, %r11)
  mfence
  jmp     label14
block9:
  movl (%rbx, %r11), %eax
  cmpl $0x2, %eax
  jz      label10; j label11
block10:
  jmp     label9
block11:
  movq 8(%rbx, %r11), %r12
  movl 0x10(%rbx, %r11), %eax
  cmpq %r8, %r12
  sete %r11b
  cmpl %r9d, %eax
  sete %al
  testb %r11b, %al
  jnz     label13; j label12
block12:
  leaq 1(%r10), %r10
  andq $0x7ff, %r10
  jmp     label4
block13:
  movq %r13, %rax
  leaq 1(%rax), %rax
  movq %rax, %r13
  jmp     label14
block14:
  leaq 1(%rsi), %rsi
  jmp     label1

; kernel build_1 — build `returns`: hash (multiplicative hash, 256 slots of 8 B)
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
  jb      label3; j label2
block2:
  movq %r10, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq (%rcx, %rsi, 8), %rdi
  movq %rdi, %r8
  imulq (%rip), %r8
  shrq $0x38, %r8
  jmp     label4
block4:
  movq (%r9, %r8, 8), %rax
  testq %rax, %rax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorq %rax, %rax
  lock cmpxchgq %rdi, (%r9, %r8, 8) ;; implicit: %rax
  testq %rax, %rax
  jz      label11; j label7
block7:
  jmp     label8
block8:
  cmpq %rdi, %rax
  jz      label10; j label9
block9:
  leaq 1(%r8), %r8
  andq $0xff, %r8
  jmp     label4
block10:
  movq %r10, %rax
  leaq 1(%rax), %rax
  movq %rax, %r10
  jmp     label12
block11:
  jmp     label12
block12:
  leaq 1(%rsi), %rsi
  jmp     label1

; kernel probe_2 — probe pipeline over `orders`: `shipments` hash (multiplicative hash, unique keys, 2048 slots of 32 B); `returns` hash (multiplicative hash, duplicate keys, 256 slots of 8 B)
; context block (first argument): +0: orders.amount, +8: shipments structure, +16: orders.cust, +24: orders.day, +32: returns structure
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
  movq (%rcx), %r10
  movq 0x20(%rcx), %rdx
  movq 0x28(%rcx), %rax
  movq %rax, <offset:1>+8(%rsp)
  movq (%rdi), %r8
  movq %r8, <offset:1>+0x20(%rsp)
  movq 8(%rdi), %r9
  movq 0x10(%rdi), %r11
  movq %r11, <offset:1>+0x18(%rsp)
  movq 0x18(%rdi), %r8
  movq %r8, <offset:1>+0x10(%rsp)
  movq 0x20(%rdi), %rbx
  movq <offset:1>+(%rsp), %r8
  jmp     label1
block1:
  cmpq %r8, %rsi
  movq %r8, <offset:1>+(%rsp)
  jb      label3; j label2
block2:
  movq %r10, (%rcx)
  movq %r10, 0x10(%rcx)
  movq %rdx, 0x20(%rcx)
  movq <offset:1>+8(%rsp), %rdx
  movq %rdx, 0x28(%rcx)
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
block3:
  movq <offset:1>+0x20(%rsp), %rax
  movq (%rax, %rsi, 8), %r13
  testq %r13, %r13
  jnle    label5; j label4
block4:
  movq <offset:1>+8(%rsp), %rax
  jmp     label19
block5:
  movq <offset:1>+0x18(%rsp), %r11
  movq (%r11, %rsi, 8), %r14
  movq <offset:1>+0x10(%rsp), %rax
  movl (%rax, %rsi, 4), %r15d
  movslq %r15d, %rdi
  imulq (%rip), %rdi
  rolq $0x20, %rdi
  movq %r14, %r12
  xorq %rdi, %r12
  imulq (%rip), %r12
  shrq $0x35, %r12
  jmp     label6
block6:
  movq %r12, %rdi
  shlq $0x5, %rdi
  movl (%r9, %rdi), %r8d
  testl %r8d, %r8d
  jnz     label8; j label7
block7:
  movq <offset:1>+8(%rsp), %rax
  jmp     label19
block8:
  movq 8(%r9, %rdi), %rax
  movl 0x10(%r9, %rdi), %r11d
  cmpq %r14, %rax
  sete %dil
  cmpl %r15d, %r11d
  sete %al
  andl %eax, %edi
  testl %r8d, %r8d
  setne %al
  testb %dil, %al
  jnz     label10; j label9
block9:
  leaq 1(%r12), %r12
  andq $0x7ff, %r12
  jmp     label6
block10:
  movq %r14, %r12
  imulq (%rip), %r12
  shrq $0x38, %r12
  testq %r14, %r14
  jz      label11; j label12
block11:
  jmp     label18
block12:
  jmp     label13
block13:
  movq (%rbx, %r12, 8), %rdi
  cmpq %r14, %rdi
  jz      label17; j label14
block14:
  testq %rdi, %rdi
  jz      label15; j label16
block15:
  jmp     label18
block16:
  leaq 1(%r12), %r12
  andq $0xff, %r12
  jmp     label13
block17:
  movq <offset:1>+8(%rsp), %rax
  jmp     label19
block18:
  leaq 1(%r10), %r10
  movq %r13, %rdi
  sarq $0x3f, %rdi
  addq %r13, %rdx
  movq <offset:1>+8(%rsp), %rax
  adcq %rdi, %rax
  jmp     label19
block19:
  leaq 1(%rsi), %rsi
  movq <offset:1>+(%rsp), %r8
  movq %rax, <offset:1>+8(%rsp)
  jmp     label1

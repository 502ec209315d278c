; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel build_0 — build `shipments`: hash (multiplicative hash, 2048 slots of 32 B)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %rbx
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %rbx, %rax
  movq (%rsp), %rbx
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101000000000, %rax
  movq (%rax, %rdi, 8), %rcx
  movabsq $0x101100000000, %rax
  movl (%rax, %rdi, 4), %edx
  movslq %edx, %r9
  imulq (%rip), %r9
  rolq $0x20, %r9
  movq %rcx, %r8
  xorq %r9, %r8
  imulq (%rip), %r8
  shrq $0x35, %r8
  jmp     label4
block4:
  movq %r8, %r9
  shlq $0x5, %r9
  movabsq $0x200000000000, %r10
  movl (%r9, %r10), %eax
  testl %eax, %eax
  jnz     label5; j label6
block5:
  jmp     label9
block6:
  uninit  %rax
  xorl %eax, %eax
  movl $0x2, %r11d
  lock cmpxchgl %r11d, (%r9, %r10) ;; implicit: %eax
  testl %eax, %eax
  jnz     label7; j label8
block7:
  jmp     label9
block8:
  movq %rcx, 8(%r9, %r10)
  movl %edx, 0x10(%r9, %r10)
  movl $0x1, %eax
  movl %eax, (%r9, %r10)
  mfence
  movq %rbx, %rax
  jmp     label14
block9:
  movl (%r9, %r10), %eax
  cmpl $0x2, %eax
  jz      label10; j label11
block10:
  jmp     label9
block11:
  movq 8(%r9, %r10), %r11
  movl 0x10(%r9, %r10), %eax
  cmpq %rcx, %r11
  sete %r9b
  cmpl %edx, %eax
  sete %al
  testb %r9b, %al
  jnz     label13; j label12
block12:
  leaq 1(%r8), %r8
  andq $0x7ff, %r8
  jmp     label4
block13:
  movq %rbx, %rax
  leaq 1(%rax), %rax
  jmp     label14
block14:
  leaq 1(%rdi), %rdi
  movq %rax, %rbx
  jmp     label1

; kernel build_1 — build `returns`: hash (multiplicative hash, 256 slots of 8 B)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r9
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r9, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x102000000000, %rax
  movq (%rax, %rdi, 8), %rcx
  movq %rcx, %rdx
  imulq (%rip), %rdx
  shrq $0x38, %rdx
  jmp     label4
block4:
  movabsq $0x210000000000, %r8
  movq (%r8, %rdx, 8), %rax
  testq %rax, %rax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorq %rax, %rax
  lock cmpxchgq %rcx, (%r8, %rdx, 8) ;; implicit: %rax
  testq %rax, %rax
  jz      label11; j label7
block7:
  jmp     label8
block8:
  cmpq %rcx, %rax
  jz      label10; j label9
block9:
  leaq 1(%rdx), %rdx
  andq $0xff, %rdx
  jmp     label4
block10:
  movq %r9, %rax
  leaq 1(%rax), %rax
  jmp     label12
block11:
  movq %r9, %rax
  jmp     label12
block12:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel probe_2 — probe pipeline over `orders`: `shipments` hash (multiplicative hash, unique keys, 2048 slots of 32 B); `returns` hash (multiplicative hash, duplicate keys, 256 slots of 8 B)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x40, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rsi, <offset:1>+(%rsp)
  movq (%rdx), %r9
  movq 0x10(%rdx), %r8
  movq 0x20(%rdx), %rcx
  movq 0x28(%rdx), %rax
  jmp     label1
block1:
  cmpq %rsi, %rdi
  movq %rsi, <offset:1>+(%rsp)
  jb      label3; j label2
block2:
  movq %r9, (%rdx)
  movq %r8, 0x10(%rdx)
  movq %rcx, 0x20(%rdx)
  movq %rax, 0x28(%rdx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  movq 0x30(%rsp), %r15
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100200000000, %rsi
  movq (%rsi, %rdi, 8), %r10
  testq %r10, %r10
  jnle    label5; j label4
block4:
  jmp     label19
block5:
  movabsq $0x100000000000, %rsi
  movq (%rsi, %rdi, 8), %r11
  movabsq $0x100100000000, %rsi
  movl (%rsi, %rdi, 4), %ebx
  movslq %ebx, %r13
  imulq (%rip), %r13
  rolq $0x20, %r13
  movq %r11, %r12
  xorq %r13, %r12
  imulq (%rip), %r12
  shrq $0x35, %r12
  jmp     label6
block6:
  movq %r12, %r14
  shlq $0x5, %r14
  movabsq $0x200000000000, %r15
  movl (%r14, %r15), %r13d
  testl %r13d, %r13d
  jnz     label8; j label7
block7:
  jmp     label19
block8:
  movq 8(%r14, %r15), %rsi
  movl 0x10(%r14, %r15), %r15d
  cmpq %r11, %rsi
  sete %r14b
  cmpl %ebx, %r15d
  sete %sil
  andl %esi, %r14d
  testl %r13d, %r13d
  setne %sil
  testb %r14b, %sil
  jnz     label10; j label9
block9:
  leaq 1(%r12), %r12
  andq $0x7ff, %r12
  jmp     label6
block10:
  movq %r11, %r12
  imulq (%rip), %r12
  shrq $0x38, %r12
  testq %r11, %r11
  jz      label11; j label12
block11:
  jmp     label18
block12:
  jmp     label13
block13:
  movabsq $0x210000000000, %rsi
  movq (%rsi, %r12, 8), %rbx
  cmpq %r11, %rbx
  jz      label17; j label14
block14:
  testq %rbx, %rbx
  jz      label15; j label16
block15:
  jmp     label18
block16:
  leaq 1(%r12), %r12
  andq $0xff, %r12
  jmp     label13
block17:
  jmp     label19
block18:
  leaq 1(%r9), %r9
  leaq 1(%r8), %r8
  movq %r10, %r11
  sarq $0x3f, %r11
  addq %r10, %rcx
  adcq %r11, %rax
  jmp     label19
block19:
  leaq 1(%rdi), %rdi
  movq <offset:1>+(%rsp), %rsi
  jmp     label1

; target x86-64-v2 (x86_64-unknown-linux-gnu): x86-64-v2 (SSE4.2, POPCNT)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b

; kernel build_0 — build `supplier`: vector (bitmap of 100 keys)
; context block (first argument): +0: supplier structure, +8: supplier.region, +16: supplier.suppkey
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  movq (%rdi), %r8
  movq 8(%rdi), %r9
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r12
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%r9, %rsi, 4), %ecx
  cmpl $0x2, %ecx
  jz      label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  jbe     label8; j label7
block7:
  movq %r12, %rax
  jmp     label9
block8:
  movq %rcx, %r10
  shrq $0x6, %r10
  andq $0x3f, %rcx
  movl $0x1, %r11d
  shlq %cl, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r12, %rax
  leaq (%rax, %rcx), %rax
  jmp     label9
block9:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label10; j label11
block10:
  movq %rax, %r12
  jmp     label4
block11:
  movq %rax, %r12
  jmp     label1

; kernel build_1 — build `date`: vector (bitmap of 100 keys)
; context block (first argument): +0: date structure, +8: date.year, +16: date.datekey
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  movq (%rdi), %r8
  movq 8(%rdi), %r9
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r12
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%r9, %rsi, 4), %ecx
  cmpl $0x7c9, %ecx
  setae %r10b
  cmpl $0x7cb, %ecx
  setbe %cl
  testb %r10b, %cl
  jnz     label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  jbe     label8; j label7
block7:
  movq %r12, %rax
  jmp     label9
block8:
  movq %rcx, %r10
  shrq $0x6, %r10
  andq $0x3f, %rcx
  movl $0x1, %r11d
  shlq %cl, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r12, %rax
  leaq (%rax, %rcx), %rax
  jmp     label9
block9:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label10; j label11
block10:
  movq %rax, %r12
  jmp     label4
block11:
  movq %rax, %r12
  jmp     label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
; context block (first argument): +0: part structure, +8: part.partkey
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
block0:
  movq (%rdi), %r11
  movq 8(%rdi), %r8
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %rbx
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %rbx, %rax
  movq (%rsp), %rbx
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%r8, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x3ff, %rcx
  jbe     label6; j label5
block5:
  movq %rbx, %rax
  jmp     label7
block6:
  movq %rcx, %r9
  shrq $0x6, %r9
  andq $0x3f, %rcx
  movl $0x1, %r10d
  shlq %cl, %r10
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %rbx, %rax
  leaq (%rax, %rcx), %rax
  jmp     label7
block7:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label8; j label9
block8:
  movq %rax, %rbx
  jmp     label4
block9:
  movq %rax, %rbx
  jmp     label1

; kernel probe_3 — probe pipeline over `lineorder`: `supplier` vector (bitmap of 100 keys); `date` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: supplier structure, +8: lineorder.suppkey, +16: date structure, +24: lineorder.orderdate, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xc0, %rsp
  movq %rbx, 0x90(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x98(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0xa0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0xa8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xb0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+(%rsp)
  movq %rsi, <offset:1>+0x10(%rsp)
  movq (%rcx), %rsi
  movq 0x20(%rcx), %rdx
  movq 0x28(%rcx), %rax
  movq %rax, <offset:1>+0x30(%rsp)
  movq 0x30(%rcx), %rax
  movq 0x40(%rcx), %r11
  movq %rcx, <offset:1>+8(%rsp)
  movq (%rdi), %r9
  movq %r9, <offset:1>+0x80(%rsp)
  movq 8(%rdi), %rcx
  movq %rcx, <offset:1>+0x78(%rsp)
  movq 0x10(%rdi), %r10
  movq %r10, <offset:1>+0x70(%rsp)
  movq 0x18(%rdi), %rbx
  movq %rbx, <offset:1>+0x68(%rsp)
  movq 0x20(%rdi), %r12
  movq %r12, <offset:1>+0x60(%rsp)
  movq 0x28(%rdi), %r13
  movq %r13, <offset:1>+0x58(%rsp)
  movq 0x30(%rdi), %r14
  movq %r14, <offset:1>+0x50(%rsp)
  movq 0x38(%rdi), %r15
  movq %r15, <offset:1>+0x48(%rsp)
  movq 0x40(%rdi), %rcx
  movq <offset:1>+0x10(%rsp), %rdi
  movq <offset:1>+(%rsp), %r8
  movq %rcx, <offset:1>+0x40(%rsp)
  movq %r8, %rcx
  subq %rdi, %rcx
  andq $0xfffffffffffffffc, %rcx
  leaq (%rdi, %rcx), %r8
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label1
block1:
  cmpq %r8, %rcx
  jb      label12; j label2
block2:
  jmp     label3
block3:
  uninit  %rbx
  xorq %rbx, %rbx
  movq <offset:1>+(%rsp), %rdi
  cmpq %rdi, %r8
  jb      label4; j label5
block4:
  movq <offset:1>+0x78(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %rdi
  jmp     label6
block5:
  movq <offset:1>+8(%rsp), %rbx
  movq %rsi, (%rbx)
  movq %rsi, 0x10(%rbx)
  movq %rdx, 0x20(%rbx)
  movq <offset:1>+0x30(%rsp), %rdi
  movq %rdi, 0x28(%rbx)
  movq %rax, 0x30(%rbx)
  movq %r11, 0x40(%rbx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x90(%rsp), %rbx
  movq 0x98(%rsp), %r12
  movq 0xa0(%rsp), %r13
  movq 0xa8(%rsp), %r14
  movq 0xb0(%rsp), %r15
  addq $0xc0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block6:
  movl (%rcx, %r8, 4), %r9d
  movq %rcx, <offset:1>+0x78(%rsp)
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x63, %r9
  setbe %r10b
  cmpq $0x63, %r9
  movq %rbx, %rcx
  cmovbeq %r9, %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq %rcx, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x80(%rsp), %rcx
  movq (%rcx, %r9, 8), %r9
  movq <offset:1>+0x68(%rsp), %rcx
  movl (%rcx, %r8, 4), %r12d
  movl %r12d, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq %rbx, %r13
  cmovbeq %rcx, %r13
  movq %r13, %r14
  shrq $0x6, %r14
  movq <offset:1>+0x70(%rsp), %rcx
  movq %r13, <offset:1>+0x28(%rsp)
  movq (%rcx, %r14, 8), %r13
  movq <offset:1>+0x58(%rsp), %rcx
  movl (%rcx, %r8, 4), %r14d
  movl %r14d, %ecx
  leaq -1(%rcx), %r15
  cmpq $0x3ff, %r15
  setbe %r14b
  cmpq $0x3ff, %r15
  movq %rbx, %rcx
  cmovbeq %r15, %rcx
  movq %rcx, %r15
  shrq $0x6, %r15
  movq %rcx, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %r15, 8), %r15
  movq <offset:1>+0x38(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r9
  andq $0x1, %r9
  movzbq %r10b, %r10
  andq %r10, %r9
  movq <offset:1>+0x28(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movzbq %r12b, %r10
  andq %r10, %r13
  andq %r13, %r9
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r15
  andq $0x1, %r15
  movzbq %r14b, %r10
  andq %r10, %r15
  testq %r9, %r15
  jnz     label8; j label7
block7:
  movq <offset:1>+0x50(%rsp), %r14
  jmp     label9
block8:
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %r14
  addq (%r14, %r8, 8), %rdx
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %r8, 4), %ecx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq <offset:1>+0x40(%rsp), %r12
  movl (%r12, %r8, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %rax, %r11
  movq %rcx, %rax
  jmp     label9
block9:
  leaq 1(%r8), %r8
  movq <offset:1>+(%rsp), %rcx
  cmpq %rcx, %r8
  jb      label10; j label11
block10:
  movq <offset:1>+0x78(%rsp), %rcx
  movq %r14, <offset:1>+0x50(%rsp)
  jmp     label6
block11:
  movq %rdi, <offset:1>+0x30(%rsp)
  movq %r14, <offset:1>+0x50(%rsp)
  jmp     label3
block12:
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %rdi
  movq <offset:1>+0x78(%rsp), %r10
  movq <offset:1>+0x50(%rsp), %r14
  movdqu (%r10, %rcx, 4), %xmm0
  movdqu (%rip), %xmm1
  psubd %xmm1, %xmm0
  movdqu (%rip), %xmm1
  movdqa %xmm0, %xmm2
  pminud %xmm1, %xmm2
  movdqa %xmm0, %xmm1
  pcmpeqd %xmm2, %xmm1
  uninit  %xmm2
  pxor %xmm2, %xmm2
  pcmpeqd %xmm2, %xmm1
  ptest %xmm1, %xmm1
  jz      label25; j label13
block13:
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x78(%rsp), %r10
  movl (%r10, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r13b
  uninit  %r9
  xorq %r9, %r9
  cmpq $0x63, %rcx
  movq %r9, %r10
  cmovbeq %rcx, %r10
  movq %r9, <offset:1>+0x18(%rsp)
  movq %r10, %rcx
  shrq $0x6, %rcx
  movq %r10, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x80(%rsp), %r10
  movq (%r10, %rcx, 8), %r10
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x68(%rsp), %r9
  movl (%r9, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq <offset:1>+0x18(%rsp), %rbx
  movq %rbx, %r9
  cmovbeq %rcx, %r9
  movq %r9, %rcx
  shrq $0x6, %rcx
  movq %r9, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x70(%rsp), %r9
  movq (%r9, %rcx, 8), %r15
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x58(%rsp), %r9
  movl (%r9, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rbx
  cmpq $0x3ff, %rbx
  setbe %r9b
  cmpq $0x3ff, %rbx
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %rbx, %rcx
  movq %rcx, %rbx
  shrq $0x6, %rbx
  movq %rcx, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %rbx, 8), %rbx
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r10
  andq $0x1, %r10
  movzbq %r13b, %rcx
  andq %rcx, %r10
  movq <offset:1>+0x38(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r15
  andq $0x1, %r15
  movzbq %r12b, %rcx
  andq %rcx, %r15
  andq %r15, %r10
  movq <offset:1>+0x28(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %rbx
  andq $0x1, %rbx
  movzbq %r9b, %rcx
  andq %rcx, %rbx
  testq %r10, %rbx
  jnz     label15; j label14
block14:
  movq <offset:1>+0x10(%rsp), %rcx
  movq %r14, <offset:1>+0x50(%rsp)
  jmp     label16
block15:
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x10(%rsp), %rcx
  addq (%r14, %rcx, 8), %rdx
  movq %r14, <offset:1>+0x50(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r9
  movl (%r9, %rcx, 4), %ecx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq <offset:1>+0x10(%rsp), %rax
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %rax, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %rax, %r11
  movq %rcx, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label16
block16:
  leaq 1(%rcx), %r10
  movq <offset:1>+0x78(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq <offset:1>+0x18(%rsp), %r9
  cmovbeq %rcx, %r9
  movq %r9, %rcx
  shrq $0x6, %rcx
  movq %r9, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x80(%rsp), %r9
  movq (%r9, %rcx, 8), %r13
  movq <offset:1>+0x68(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r14b
  cmpq $0x63, %rcx
  movq <offset:1>+0x18(%rsp), %r9
  cmovbeq %rcx, %r9
  movq %r9, %rcx
  shrq $0x6, %rcx
  movq %r9, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x70(%rsp), %r9
  movq (%r9, %rcx, 8), %r15
  movq <offset:1>+0x58(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rbx
  cmpq $0x3ff, %rbx
  setbe %r9b
  cmpq $0x3ff, %rbx
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %rbx, %rcx
  movq %rcx, %rbx
  shrq $0x6, %rbx
  movq %rcx, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %rbx, 8), %rbx
  movq <offset:1>+0x28(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movzbq %r12b, %rcx
  andq %rcx, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r15
  andq $0x1, %r15
  movzbq %r14b, %rcx
  andq %rcx, %r15
  andq %r15, %r13
  movq <offset:1>+0x38(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %rbx
  andq $0x1, %rbx
  movzbq %r9b, %rcx
  andq %rcx, %rbx
  testq %r13, %rbx
  jnz     label18; j label17
block17:
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label19
block18:
  movq <offset:1>+0x10(%rsp), %rcx
  leaq 1(%rcx), %rcx
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rcx, 8), %rdx
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r9
  movl (%r9, %r10, 4), %ecx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r10, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %rax, %r11
  movq %rcx, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label19
block19:
  leaq 2(%rcx), %r10
  movq <offset:1>+0x78(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq <offset:1>+0x18(%rsp), %r9
  cmovbeq %rcx, %r9
  movq %r9, %rcx
  shrq $0x6, %rcx
  movq %r9, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x80(%rsp), %r9
  movq (%r9, %rcx, 8), %r13
  movq <offset:1>+0x68(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r14b
  cmpq $0x63, %rcx
  movq <offset:1>+0x18(%rsp), %r9
  cmovbeq %rcx, %r9
  movq %r9, %rcx
  shrq $0x6, %rcx
  movq %r9, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x70(%rsp), %r9
  movq (%r9, %rcx, 8), %r15
  movq <offset:1>+0x58(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rbx
  cmpq $0x3ff, %rbx
  setbe %r9b
  cmpq $0x3ff, %rbx
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %rbx, %rcx
  movq %rcx, %rbx
  shrq $0x6, %rbx
  movq %rcx, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %rbx, 8), %rbx
  movq <offset:1>+0x38(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movzbq %r12b, %rcx
  andq %rcx, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r15
  andq $0x1, %r15
  movzbq %r14b, %rcx
  andq %rcx, %r15
  andq %r15, %r13
  movq <offset:1>+0x28(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %rbx
  andq $0x1, %rbx
  movzbq %r9b, %rcx
  andq %rcx, %rbx
  testq %r13, %rbx
  jnz     label21; j label20
block20:
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label22
block21:
  movq <offset:1>+0x10(%rsp), %rcx
  leaq 2(%rcx), %rcx
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rcx, 8), %rdx
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r9
  movl (%r9, %r10, 4), %ecx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r10, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %rax, %r11
  movq %rcx, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label22
block22:
  leaq 3(%rcx), %r10
  movq <offset:1>+0x78(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq <offset:1>+0x18(%rsp), %r9
  cmovbeq %rcx, %r9
  movq %r9, %rcx
  shrq $0x6, %rcx
  movq %r9, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x80(%rsp), %r9
  movq (%r9, %rcx, 8), %r13
  movq <offset:1>+0x68(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r9
  cmpq $0x63, %r9
  setbe %r14b
  cmpq $0x63, %r9
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %r9, %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq %rcx, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x70(%rsp), %rcx
  movq (%rcx, %r9, 8), %r15
  movq <offset:1>+0x58(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rbx
  cmpq $0x3ff, %rbx
  setbe %r9b
  cmpq $0x3ff, %rbx
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %rbx, %rcx
  movq %rcx, <offset:1>+0x18(%rsp)
  shrq $0x6, %rcx
  movq <offset:1>+0x60(%rsp), %rbx
  movq (%rbx, %rcx, 8), %rbx
  movq <offset:1>+0x28(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movzbq %r12b, %rcx
  andq %rcx, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r15
  andq $0x1, %r15
  movzbq %r14b, %rcx
  andq %rcx, %r15
  andq %r15, %r13
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  movq %rcx, <offset:1>+0x18(%rsp)
  shrq %cl, %rbx
  andq $0x1, %rbx
  movzbq %r9b, %rcx
  andq %rcx, %rbx
  testq %r13, %rbx
  jnz     label24; j label23
block23:
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label37
block24:
  movq <offset:1>+0x10(%rsp), %rcx
  leaq 3(%rcx), %r9
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %r9, 8), %rdx
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r9
  movl (%r9, %r10, 4), %r9d
  cmpq %r9, %rax
  cmovbq %rax, %r9
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r10, 4), %r10d
  cmpq %r10, %r11
  cmovaeq %r11, %r10
  movq %r9, %rax
  movq %r10, %r11
  jmp     label37
block25:
  movq %r14, <offset:1>+0x50(%rsp)
  pextrd $0x0, %xmm0, %r9d
  movl %r9d, %ecx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, %r15
  movq (%r10, %r9, 8), %r10
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x68(%rsp), %r9
  movl (%r9, %rcx, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x63, %r9
  setbe %r12b
  uninit  %rcx
  xorq %rcx, %rcx
  movq %rcx, <offset:1>+0x18(%rsp)
  cmpq $0x63, %r9
  cmovbeq %r9, %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x70(%rsp), %r13
  movq %rcx, <offset:1>+0x28(%rsp)
  movq (%r13, %r9, 8), %r9
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x58(%rsp), %rbx
  movl (%rbx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r14
  cmpq $0x3ff, %r14
  setbe %r13b
  cmpq $0x3ff, %r14
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %r14, %rcx
  movq %rcx, %r14
  shrq $0x6, %r14
  movq %rcx, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %r14, 8), %rbx
  movq %r15, %rcx
  andq $0x3f, %rcx
  shrq %cl, %r10
  andq $0x1, %r10
  movq <offset:1>+0x28(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r9
  andq $0x1, %r9
  movzbq %r12b, %rcx
  andq %rcx, %r9
  andq %r9, %r10
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %rbx
  andq $0x1, %rbx
  movzbq %r13b, %rcx
  andq %rcx, %rbx
  testq %r10, %rbx
  jnz     label27; j label26
block26:
  jmp     label28
block27:
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rcx, 8), %rdx
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r9
  movl (%r9, %rcx, 4), %ecx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq <offset:1>+0x10(%rsp), %rax
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %rax, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %rax, %r11
  movq %rcx, %rax
  jmp     label28
block28:
  pextrd $0x1, %xmm0, %ecx
  movl %ecx, %ecx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, %r15
  movq (%r10, %r9, 8), %r13
  movq <offset:1>+0x10(%rsp), %rcx
  leaq 1(%rcx), %r10
  movq <offset:1>+0x68(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq <offset:1>+0x18(%rsp), %r9
  cmovbeq %rcx, %r9
  movq %r9, %rcx
  shrq $0x6, %rcx
  movq %r9, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x70(%rsp), %r9
  movq (%r9, %rcx, 8), %r9
  movq <offset:1>+0x58(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r14
  cmpq $0x3ff, %r14
  setbe %bl
  cmpq $0x3ff, %r14
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %r14, %rcx
  movq %rcx, %r14
  shrq $0x6, %r14
  movq %rcx, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %r14, 8), %r14
  movq %r15, %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r9
  andq $0x1, %r9
  movzbq %r12b, %rcx
  andq %rcx, %r9
  andq %r9, %r13
  movq <offset:1>+0x28(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r14
  andq $0x1, %r14
  movzbq %bl, %rcx
  andq %rcx, %r14
  testq %r13, %r14
  jnz     label30; j label29
block29:
  jmp     label31
block30:
  movq <offset:1>+0x10(%rsp), %rcx
  leaq 1(%rcx), %rcx
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rcx, 8), %rdx
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r9
  movl (%r9, %r10, 4), %ecx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r10, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %rax, %r11
  movq %rcx, %rax
  jmp     label31
block31:
  pextrd $0x2, %xmm0, %ecx
  movl %ecx, %ecx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, %r15
  movq (%r10, %r9, 8), %r13
  movq <offset:1>+0x10(%rsp), %rcx
  leaq 2(%rcx), %r10
  movq <offset:1>+0x68(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq <offset:1>+0x18(%rsp), %r9
  cmovbeq %rcx, %r9
  movq %r9, %rcx
  shrq $0x6, %rcx
  movq %r9, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x70(%rsp), %r9
  movq (%r9, %rcx, 8), %r9
  movq <offset:1>+0x58(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r14
  cmpq $0x3ff, %r14
  setbe %bl
  cmpq $0x3ff, %r14
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %r14, %rcx
  movq %rcx, %r14
  shrq $0x6, %r14
  movq %rcx, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %r14, 8), %r14
  movq %r15, %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movq <offset:1>+0x28(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r9
  andq $0x1, %r9
  movzbq %r12b, %rcx
  andq %rcx, %r9
  andq %r9, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r14
  andq $0x1, %r14
  movzbq %bl, %rcx
  andq %rcx, %r14
  testq %r13, %r14
  jnz     label33; j label32
block32:
  jmp     label34
block33:
  movq <offset:1>+0x10(%rsp), %rcx
  leaq 2(%rcx), %rcx
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rcx, 8), %rdx
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r9
  movl (%r9, %r10, 4), %ecx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r10, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %rax, %r11
  movq %rcx, %rax
  jmp     label34
block34:
  pextrd $0x3, %xmm0, %ecx
  movl %ecx, %ecx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, %r15
  movq (%r10, %r9, 8), %r13
  movq <offset:1>+0x10(%rsp), %rcx
  leaq 3(%rcx), %r10
  movq <offset:1>+0x68(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r9
  cmpq $0x63, %r9
  setbe %r12b
  cmpq $0x63, %r9
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %r9, %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq %rcx, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x70(%rsp), %rcx
  movq (%rcx, %r9, 8), %r9
  movq <offset:1>+0x58(%rsp), %rcx
  movl (%rcx, %r10, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r14
  cmpq $0x3ff, %r14
  setbe %bl
  cmpq $0x3ff, %r14
  movq <offset:1>+0x18(%rsp), %rcx
  cmovbeq %r14, %rcx
  movq %rcx, <offset:1>+0x18(%rsp)
  shrq $0x6, %rcx
  movq <offset:1>+0x60(%rsp), %r14
  movq (%r14, %rcx, 8), %r14
  movq %r15, %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r9
  andq $0x1, %r9
  movzbq %r12b, %rcx
  andq %rcx, %r9
  andq %r9, %r13
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  movq %rcx, <offset:1>+0x18(%rsp)
  shrq %cl, %r14
  andq $0x1, %r14
  movzbq %bl, %rcx
  andq %rcx, %r14
  testq %r13, %r14
  jnz     label36; j label35
block35:
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label37
block36:
  movq <offset:1>+0x10(%rsp), %r9
  leaq 3(%r9), %rcx
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rcx, 8), %rdx
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r9
  movl (%r9, %r10, 4), %ecx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r10, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %rax, %r11
  movq %rcx, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  jmp     label37
block37:
  leaq 4(%rcx), %rcx
  movq %rcx, <offset:1>+0x10(%rsp)
  movq %rdi, <offset:1>+0x30(%rsp)
  jmp     label1

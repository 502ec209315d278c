; target x86-64-v2 (x86_64-unknown-linux-gnu): x86-64-v2 (SSE4.2, POPCNT)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b

; kernel build_0 — build `date`: vector (bitmap of 100 keys)
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
  jb      label3; j label2
block2:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%r9, %rsi, 4), %ecx
  cmpl $0x7c9, %ecx
  setae %r10b
  cmpl $0x7cb, %ecx
  setbe %cl
  testb %r10b, %cl
  jnz     label5; j label4
block4:
  movq %r12, %rax
  jmp     label8
block5:
  movl (%rdi, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r10
  cmpq $0x63, %r10
  jbe     label7; j label6
block6:
  movq %r12, %rax
  jmp     label8
block7:
  leaq -1(%rcx), %rcx
  movq %rcx, %r10
  shrq $0x6, %r10
  movl $0x1, %r11d
  andq $0x3f, %rcx
  shlq %cl, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r12, %rax
  leaq (%rax, %rcx), %rax
  jmp     label8
block8:
  leaq 1(%rsi), %rsi
  movq %rax, %r12
  jmp     label1

; kernel build_1 — build `supplier`: vector (bitmap of 100 keys)
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
  jb      label3; j label2
block2:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%r9, %rsi, 4), %ecx
  cmpl $0x2, %ecx
  jz      label5; j label4
block4:
  movq %r12, %rax
  jmp     label8
block5:
  movl (%rdi, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r10
  cmpq $0x63, %r10
  jbe     label7; j label6
block6:
  movq %r12, %rax
  jmp     label8
block7:
  leaq -1(%rcx), %rcx
  movq %rcx, %r10
  shrq $0x6, %r10
  movl $0x1, %r11d
  andq $0x3f, %rcx
  shlq %cl, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r12, %rax
  leaq (%rax, %rcx), %rax
  jmp     label8
block8:
  leaq 1(%rsi), %rsi
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
  jb      label3; j label2
block2:
  movq %rbx, %rax
  movq (%rsp), %rbx
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%r8, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdi
  cmpq $0x3ff, %rdi
  jbe     label5; j label4
block4:
  movq %rbx, %rax
  jmp     label6
block5:
  leaq -1(%rcx), %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movl $0x1, %r10d
  andq $0x3f, %rcx
  shlq %cl, %r10
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %rbx, %rax
  leaq (%rax, %rcx), %rax
  jmp     label6
block6:
  leaq 1(%rsi), %rsi
  movq %rax, %rbx
  jmp     label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` vector (bitmap of 100 keys); `supplier` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: date structure, +8: lineorder.orderdate, +16: supplier structure, +24: lineorder.suppkey, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity
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
  movq (%rcx), %r9
  movq 0x20(%rcx), %r11
  movq %r11, <offset:1>+0x28(%rsp)
  movq 0x28(%rcx), %rdx
  movq %rdx, <offset:1>+0x30(%rsp)
  movq 0x30(%rcx), %rdx
  movq 0x40(%rcx), %r11
  movq %rcx, <offset:1>+8(%rsp)
  movq (%rdi), %rax
  movq %rax, <offset:1>+0x80(%rsp)
  movq 8(%rdi), %rax
  movq %rax, <offset:1>+0x78(%rsp)
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
  movq 0x40(%rdi), %rax
  movq <offset:1>+(%rsp), %r8
  movq %rax, <offset:1>+0x40(%rsp)
  movq %r8, %rax
  subq %rsi, %rax
  andq $0xfffffffffffffffc, %rax
  leaq (%rsi, %rax), %r8
  jmp     label1
block1:
  cmpq %r8, %rsi
  jb      label9; j label2
block2:
  movq <offset:1>+(%rsp), %rdi
  jmp     label3
block3:
  cmpq %rdi, %r8
  jb      label5; j label4
block4:
  movq <offset:1>+8(%rsp), %r10
  movq %r9, (%r10)
  movq %r9, 0x10(%r10)
  movq <offset:1>+0x28(%rsp), %r15
  movq %r15, 0x20(%r10)
  movq <offset:1>+0x30(%rsp), %rdi
  movq %rdi, 0x28(%r10)
  movq %rdx, 0x30(%r10)
  movq %r11, 0x40(%r10)
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
block5:
  movq <offset:1>+0x78(%rsp), %rax
  movq <offset:1>+0x30(%rsp), %rdi
  movq <offset:1>+0x28(%rsp), %r15
  movl (%rax, %r8, 4), %ecx
  movl %ecx, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %bl
  uninit  %rcx
  xorq %rcx, %rcx
  cmpq $0x63, %rax
  movq %rcx, %rsi
  cmovbeq %rax, %rsi
  movq %rsi, %rax
  shrq $0x6, %rsi
  movq %rax, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x80(%rsp), %rax
  movq (%rax, %rsi, 8), %rsi
  movq <offset:1>+0x68(%rsp), %r10
  movl (%r10, %r8, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r12b
  cmpq $0x63, %rax
  movq %rcx, %r10
  cmovbeq %rax, %r10
  movq %r10, %rax
  shrq $0x6, %r10
  movq %rax, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x70(%rsp), %rax
  movq (%rax, %r10, 8), %r13
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %r8, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r10
  cmpq $0x3ff, %r10
  setbe %r14b
  cmpq $0x3ff, %r10
  cmovbeq %r10, %rcx
  movq %rcx, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x60(%rsp), %rax
  movq %rcx, <offset:1>+0x18(%rsp)
  movq (%rax, %r10, 8), %r10
  movq <offset:1>+0x38(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %rsi
  andq $0x1, %rsi
  movzbq %bl, %rax
  andq %rax, %rsi
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movzbq %r12b, %rax
  andq %rax, %r13
  andq %r13, %rsi
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r10
  andq $0x1, %r10
  movzbq %r14b, %rax
  andq %rax, %r10
  testq %rsi, %r10
  jnz     label7; j label6
block6:
  movq %r15, <offset:1>+0x28(%rsp)
  jmp     label8
block7:
  leaq 1(%r9), %r9
  movq <offset:1>+0x50(%rsp), %rsi
  addq (%rsi, %r8, 8), %r15
  movq %r15, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r10
  movl (%r10, %r8, 4), %esi
  cmpq %rsi, %rdx
  cmovbq %rdx, %rsi
  movq <offset:1>+0x40(%rsp), %rax
  movl (%rax, %r8, 4), %r10d
  cmpq %r10, %r11
  cmovaeq %r11, %r10
  movq %rsi, %rdx
  movq %r10, %r11
  jmp     label8
block8:
  leaq 1(%r8), %r8
  movq %rdi, <offset:1>+0x30(%rsp)
  movq <offset:1>+(%rsp), %rdi
  jmp     label3
block9:
  movq <offset:1>+0x30(%rsp), %rdi
  movq <offset:1>+0x78(%rsp), %r10
  movdqu (%r10, %rsi, 4), %xmm0
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
  jz      label22; j label10
block10:
  movq <offset:1>+0x78(%rsp), %r10
  movl (%r10, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r13b
  uninit  %rcx
  xorq %rcx, %rcx
  cmpq $0x63, %rax
  movq %rcx, %r10
  cmovbeq %rax, %r10
  movq %rcx, <offset:1>+0x10(%rsp)
  movq %r10, %rax
  shrq $0x6, %rax
  movq %r10, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x80(%rsp), %r10
  movq (%r10, %rax, 8), %rbx
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r14b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %r10
  movq %r10, %rcx
  cmovbeq %rax, %rcx
  movq %r10, <offset:1>+0x10(%rsp)
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %r10
  movq %rcx, <offset:1>+0x38(%rsp)
  movq (%r10, %rax, 8), %r15
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x3ff, %rax
  setbe %r12b
  cmpq $0x3ff, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq %rcx, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %rax, 8), %r10
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %rbx
  andq $0x1, %rbx
  movzbq %r13b, %rax
  andq %rax, %rbx
  movq <offset:1>+0x38(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r15
  andq $0x1, %r15
  movzbq %r14b, %rax
  andq %rax, %r15
  andq %r15, %rbx
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r10
  andq $0x1, %r10
  movzbq %r12b, %rax
  andq %rax, %r10
  testq %rbx, %r10
  jnz     label12; j label11
block11:
  jmp     label13
block12:
  leaq 1(%r9), %r9
  movq <offset:1>+0x28(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rsi, 8), %rax
  movq %rax, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %rsi, 4), %eax
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq <offset:1>+0x40(%rsp), %r10
  movl (%r10, %rsi, 4), %ecx
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label13
block13:
  leaq 1(%rsi), %rbx
  movq <offset:1>+0x78(%rsp), %r10
  movl (%r10, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r14b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, <offset:1>+0x20(%rsp)
  movq (%r10, %rax, 8), %r13
  movq <offset:1>+0x68(%rsp), %r10
  movl (%r10, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r15b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %r10
  movq %rcx, <offset:1>+0x18(%rsp)
  movq (%r10, %rax, 8), %r12
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x3ff, %rax
  setbe %r10b
  cmpq $0x3ff, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq %rcx, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %rax, 8), %rax
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movzbq %r14b, %rcx
  andq %rcx, %r13
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r12
  andq $0x1, %r12
  movzbq %r15b, %rcx
  andq %rcx, %r12
  andq %r12, %r13
  movq <offset:1>+0x38(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %rax
  andq $0x1, %rax
  movzbq %r10b, %rcx
  andq %rcx, %rax
  testq %r13, %rax
  jnz     label15; j label14
block14:
  jmp     label16
block15:
  leaq 1(%rsi), %rax
  leaq 1(%r9), %r9
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rax, 8), %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq <offset:1>+0x40(%rsp), %r10
  movl (%r10, %rbx, 4), %ecx
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label16
block16:
  leaq 2(%rsi), %rbx
  movq <offset:1>+0x78(%rsp), %r10
  movl (%r10, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r14b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, <offset:1>+0x38(%rsp)
  movq (%r10, %rax, 8), %r13
  movq <offset:1>+0x68(%rsp), %r10
  movl (%r10, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r15b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %r10
  movq %rcx, <offset:1>+0x18(%rsp)
  movq (%r10, %rax, 8), %r12
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x3ff, %rax
  setbe %r10b
  cmpq $0x3ff, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq %rcx, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %rax, 8), %rax
  movq <offset:1>+0x38(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movzbq %r14b, %rcx
  andq %rcx, %r13
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r12
  andq $0x1, %r12
  movzbq %r15b, %rcx
  andq %rcx, %r12
  andq %r12, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %rax
  andq $0x1, %rax
  movzbq %r10b, %rcx
  andq %rcx, %rax
  testq %r13, %rax
  jnz     label18; j label17
block17:
  jmp     label19
block18:
  leaq 2(%rsi), %rax
  leaq 1(%r9), %r9
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rax, 8), %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq <offset:1>+0x40(%rsp), %r10
  movl (%r10, %rbx, 4), %ecx
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label19
block19:
  leaq 3(%rsi), %rbx
  movq <offset:1>+0x78(%rsp), %r10
  movl (%r10, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r14b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, <offset:1>+0x20(%rsp)
  movq (%r10, %rax, 8), %r13
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r15b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %r10
  movq %rcx, <offset:1>+0x18(%rsp)
  movq (%r10, %rax, 8), %r12
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x3ff, %rax
  setbe %r10b
  cmpq $0x3ff, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, <offset:1>+0x10(%rsp)
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %rax, 8), %rax
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movzbq %r14b, %rcx
  andq %rcx, %r13
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r12
  andq $0x1, %r12
  movzbq %r15b, %rcx
  andq %rcx, %r12
  andq %r12, %r13
  movq <offset:1>+0x10(%rsp), %rcx
  andq $0x3f, %rcx
  movq %rcx, <offset:1>+0x10(%rsp)
  shrq %cl, %rax
  andq $0x1, %rax
  movzbq %r10b, %rcx
  andq %rcx, %rax
  testq %r13, %rax
  jnz     label21; j label20
block20:
  jmp     label34
block21:
  leaq 3(%rsi), %rax
  leaq 1(%r9), %r9
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rax, 8), %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq <offset:1>+0x40(%rsp), %r10
  movl (%r10, %rbx, 4), %ecx
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label34
block22:
  pextrd $0x0, %xmm0, %eax
  movl %eax, %ecx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, %r15
  movq (%r10, %rax, 8), %rbx
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r13b
  uninit  %rcx
  xorq %rcx, %rcx
  movq %rcx, <offset:1>+0x10(%rsp)
  cmpq $0x63, %rax
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %r10
  movq %rcx, <offset:1>+0x20(%rsp)
  movq (%r10, %rax, 8), %r10
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %r12
  cmpq $0x3ff, %r12
  setbe %al
  cmpq $0x3ff, %r12
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %r12, %rcx
  movq %rcx, %r12
  shrq $0x6, %r12
  movq <offset:1>+0x60(%rsp), %r14
  movq %rcx, <offset:1>+0x18(%rsp)
  movq (%r14, %r12, 8), %r12
  movq %r15, %rcx
  andq $0x3f, %rcx
  shrq %cl, %rbx
  andq $0x1, %rbx
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r10
  andq $0x1, %r10
  movzbq %r13b, %rcx
  andq %rcx, %r10
  andq %r10, %rbx
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r12
  andq $0x1, %r12
  movzbq %al, %rcx
  andq %rcx, %r12
  testq %rbx, %r12
  jnz     label24; j label23
block23:
  jmp     label25
block24:
  leaq 1(%r9), %r9
  movq <offset:1>+0x28(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rsi, 8), %rax
  movq %rax, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %rsi, 4), %r10d
  cmpq %r10, %rdx
  cmovbq %rdx, %r10
  movq <offset:1>+0x40(%rsp), %rax
  movl (%rax, %rsi, 4), %eax
  cmpq %rax, %r11
  cmovaeq %r11, %rax
  movq %r10, %rdx
  movq %rax, %r11
  jmp     label25
block25:
  pextrd $0x1, %xmm0, %r10d
  movl %r10d, %ecx
  movq %rcx, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x80(%rsp), %rax
  movq %rcx, %r15
  movq (%rax, %r10, 8), %r13
  leaq 1(%rsi), %rbx
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %rbx, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r10
  cmpq $0x63, %r10
  setbe %r12b
  cmpq $0x63, %r10
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %r10, %rcx
  movq %rcx, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x70(%rsp), %rax
  movq %rcx, <offset:1>+0x18(%rsp)
  movq (%rax, %r10, 8), %r10
  movq <offset:1>+0x58(%rsp), %rcx
  movl (%rcx, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %r14
  cmpq $0x3ff, %r14
  setbe %al
  cmpq $0x3ff, %r14
  movq <offset:1>+0x10(%rsp), %rcx
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
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r10
  andq $0x1, %r10
  movzbq %r12b, %rcx
  andq %rcx, %r10
  andq %r10, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r14
  andq $0x1, %r14
  movzbq %al, %rax
  andq %rax, %r14
  testq %r13, %r14
  jnz     label27; j label26
block26:
  jmp     label28
block27:
  leaq 1(%rsi), %rax
  leaq 1(%r9), %r9
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rax, 8), %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq <offset:1>+0x40(%rsp), %r10
  movl (%r10, %rbx, 4), %ecx
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label28
block28:
  pextrd $0x2, %xmm0, %eax
  movl %eax, %ecx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, %r15
  movq (%r10, %rax, 8), %r13
  leaq 2(%rsi), %rbx
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r12b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %r10
  movq %rcx, <offset:1>+0x20(%rsp)
  movq (%r10, %rax, 8), %r10
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %r14
  cmpq $0x3ff, %r14
  setbe %al
  cmpq $0x3ff, %r14
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %r14, %rcx
  movq %rcx, %r14
  shrq $0x6, %r14
  movq %rcx, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x60(%rsp), %rcx
  movq (%rcx, %r14, 8), %r14
  movq %r15, %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movq <offset:1>+0x20(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r10
  andq $0x1, %r10
  movzbq %r12b, %rcx
  andq %rcx, %r10
  andq %r10, %r13
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r14
  andq $0x1, %r14
  movzbq %al, %rax
  andq %rax, %r14
  testq %r13, %r14
  jnz     label30; j label29
block29:
  jmp     label31
block30:
  leaq 2(%rsi), %rax
  leaq 1(%r9), %r9
  movq <offset:1>+0x28(%rsp), %r10
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rax, 8), %r10
  movq %r10, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq <offset:1>+0x40(%rsp), %r10
  movl (%r10, %rbx, 4), %ecx
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label31
block31:
  pextrd $0x3, %xmm0, %eax
  movl %eax, %ecx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %r10
  movq %rcx, %r15
  movq (%r10, %rax, 8), %r13
  leaq 3(%rsi), %rbx
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r12b
  cmpq $0x63, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %r10
  movq %rcx, <offset:1>+0x18(%rsp)
  movq (%r10, %rax, 8), %r10
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %r14
  cmpq $0x3ff, %r14
  setbe %al
  cmpq $0x3ff, %r14
  movq <offset:1>+0x10(%rsp), %rcx
  cmovbeq %r14, %rcx
  movq %rcx, <offset:1>+0x10(%rsp)
  shrq $0x6, %rcx
  movq <offset:1>+0x60(%rsp), %r14
  movq (%r14, %rcx, 8), %r14
  movq %r15, %rcx
  andq $0x3f, %rcx
  shrq %cl, %r13
  andq $0x1, %r13
  movq <offset:1>+0x18(%rsp), %rcx
  andq $0x3f, %rcx
  shrq %cl, %r10
  andq $0x1, %r10
  movzbq %r12b, %rcx
  andq %rcx, %r10
  andq %r10, %r13
  movq <offset:1>+0x10(%rsp), %rcx
  andq $0x3f, %rcx
  movq %rcx, <offset:1>+0x10(%rsp)
  shrq %cl, %r14
  andq $0x1, %r14
  movzbq %al, %rax
  andq %rax, %r14
  testq %r13, %r14
  jnz     label33; j label32
block32:
  jmp     label34
block33:
  leaq 3(%rsi), %rax
  leaq 1(%r9), %r9
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x50(%rsp), %r15
  addq (%r15, %rax, 8), %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x48(%rsp), %r12
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq <offset:1>+0x40(%rsp), %r10
  movl (%r10, %rbx, 4), %ecx
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label34
block34:
  leaq 4(%rsi), %rsi
  movq %rdi, <offset:1>+0x30(%rsp)
  jmp     label1

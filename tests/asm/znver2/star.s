; target znver2 (x86_64-unknown-linux-gnu): AMD EPYC Rome (Zen 2), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

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
  movq 8(%rdi), %rcx
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
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x7c9, %r9d
  setae %r10b
  cmpl $0x7cb, %r9d
  setbe %r9b
  testb %r10b, %r9b
  jnz     label5; j label4
block4:
  movq %r12, %rax
  jmp     label8
block5:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r10
  cmpq $0x63, %r10
  jbe     label7; j label6
block6:
  movq %r12, %rax
  jmp     label8
block7:
  leaq -1(%r9), %r9
  movq %r9, %r10
  shrq $0x6, %r10
  movl $0x1, %r11d
  andq $0x3f, %r9
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
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
  movq 8(%rdi), %rcx
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
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x2, %r9d
  jz      label5; j label4
block4:
  movq %r12, %rax
  jmp     label8
block5:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r10
  cmpq $0x63, %r10
  jbe     label7; j label6
block6:
  movq %r12, %rax
  jmp     label8
block7:
  leaq -1(%r9), %r9
  movq %r9, %r10
  shrq $0x6, %r10
  movl $0x1, %r11d
  andq $0x3f, %r9
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
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
  movq 8(%rdi), %rcx
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
  movl (%rcx, %rsi, 4), %edi
  movl %edi, %r8d
  leaq -1(%r8), %rdi
  cmpq $0x3ff, %rdi
  jbe     label5; j label4
block4:
  movq %rbx, %rax
  jmp     label6
block5:
  leaq -1(%r8), %r8
  movq %r8, %r9
  shrq $0x6, %r9
  movl $0x1, %r10d
  andq $0x3f, %r8
  shlxq %r8, %r10, %r10
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r8, %rax
  setb %al
  movzbq %al, %rdi
  movq %rbx, %rax
  leaq (%rax, %rdi), %rax
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
  subq $0xb0, %rsp
  movq %rbx, 0x80(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x88(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x90(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x98(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0xa0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+(%rsp)
  movq (%rcx), %rax
  movq %rax, <offset:1>+0x18(%rsp)
  movq 0x20(%rcx), %rax
  movq %rax, <offset:1>+0x28(%rsp)
  movq 0x28(%rcx), %r11
  movq %r11, <offset:1>+0x30(%rsp)
  movq 0x30(%rcx), %r8
  movq %r8, %r9
  movq 0x40(%rcx), %rax
  movq %rcx, <offset:1>+8(%rsp)
  movq %rax, <offset:1>+0x20(%rsp)
  movq (%rdi), %rax
  movq %rax, <offset:1>+0x78(%rsp)
  movq 8(%rdi), %rax
  movq %rax, <offset:1>+0x70(%rsp)
  movq 0x10(%rdi), %r10
  movq %r10, <offset:1>+0x68(%rsp)
  movq 0x18(%rdi), %rbx
  movq %rbx, <offset:1>+0x60(%rsp)
  movq 0x20(%rdi), %r12
  movq %r12, <offset:1>+0x58(%rsp)
  movq 0x28(%rdi), %r13
  movq %r13, <offset:1>+0x50(%rsp)
  movq 0x30(%rdi), %r14
  movq %r14, <offset:1>+0x48(%rsp)
  movq 0x38(%rdi), %r15
  movq %r15, <offset:1>+0x40(%rsp)
  movq 0x40(%rdi), %rcx
  movq <offset:1>+(%rsp), %r8
  movq %rcx, <offset:1>+0x38(%rsp)
  movq %r8, %rax
  subq %rsi, %rax
  andq $0xfffffffffffffffc, %rax
  leaq (%rsi, %rax), %rax
  movq %rax, <offset:1>+0x10(%rsp)
  jmp     label1
block1:
  cmpq %rax, %rsi
  movq %rax, <offset:1>+0x10(%rsp)
  jb      label9; j label2
block2:
  movq <offset:1>+(%rsp), %rdi
  movq <offset:1>+0x10(%rsp), %r8
  jmp     label3
block3:
  cmpq %rdi, %r8
  jb      label5; j label4
block4:
  movq <offset:1>+8(%rsp), %rcx
  movq <offset:1>+0x18(%rsp), %r10
  movq %r10, (%rcx)
  movq %r10, 0x10(%rcx)
  movq <offset:1>+0x28(%rsp), %r11
  movq %r11, 0x20(%rcx)
  movq <offset:1>+0x30(%rsp), %rdx
  movq %rdx, 0x28(%rcx)
  movq %r9, %rdi
  movq %rdi, 0x30(%rcx)
  movq <offset:1>+0x20(%rsp), %r11
  movq %r11, 0x40(%rcx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x80(%rsp), %rbx
  movq 0x88(%rsp), %r12
  movq 0x90(%rsp), %r13
  movq 0x98(%rsp), %r14
  movq 0xa0(%rsp), %r15
  addq $0xb0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block5:
  movq <offset:1>+0x70(%rsp), %rax
  movq <offset:1>+0x30(%rsp), %rdx
  movq %r9, %rdi
  movq <offset:1>+0x10(%rsp), %r8
  movq <offset:1>+0x20(%rsp), %r11
  movl (%rax, %r8, 4), %ecx
  movl %ecx, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r10b
  uninit  %rsi
  xorq %rsi, %rsi
  cmpq $0x63, %rax
  movq %rsi, %r12
  cmovbeq %rax, %r12
  movq %r12, %rcx
  shrq $0x6, %rcx
  movq <offset:1>+0x78(%rsp), %rax
  movq (%rax, %rcx, 8), %r14
  movq <offset:1>+0x60(%rsp), %rax
  movl (%rax, %r8, 4), %ecx
  movl %ecx, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %bl
  cmpq $0x63, %rax
  movq %rsi, %rcx
  cmovbeq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x68(%rsp), %r8
  movq (%r8, %rax, 8), %rax
  movq <offset:1>+0x10(%rsp), %r13
  movq <offset:1>+0x50(%rsp), %r8
  movl (%r8, %r13, 4), %r13d
  movl %r13d, %r8d
  leaq -1(%r8), %r8
  cmpq $0x3ff, %r8
  setbe %r15b
  cmpq $0x3ff, %r8
  cmovbeq %r8, %rsi
  movq %rsi, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r13
  movq (%r13, %r8, 8), %r13
  andq $0x3f, %r12
  shrxq %r12, %r14, %r12
  andq $0x1, %r12
  movzbq %r10b, %r8
  andq %r8, %r12
  andq $0x3f, %rcx
  shrxq %rcx, %rax, %rax
  andq $0x1, %rax
  movzbq %bl, %r8
  andq %r8, %rax
  andq %rax, %r12
  andq $0x3f, %rsi
  shrxq %rsi, %r13, %rax
  andq $0x1, %rax
  movzbq %r15b, %rsi
  andq %rsi, %rax
  testq %r12, %rax
  jnz     label7; j label6
block6:
  movq <offset:1>+0x10(%rsp), %r8
  movq %r11, <offset:1>+0x20(%rsp)
  movq %rdx, <offset:1>+0x30(%rsp)
  jmp     label8
block7:
  movq <offset:1>+0x18(%rsp), %r10
  leaq 1(%r10), %r10
  movq <offset:1>+0x48(%rsp), %rax
  movq <offset:1>+0x28(%rsp), %rsi
  movq <offset:1>+0x10(%rsp), %r8
  movq %r10, <offset:1>+0x18(%rsp)
  addq (%rax, %r8, 8), %rsi
  movq %rsi, <offset:1>+0x28(%rsp)
  adcq $0x0, %rdx
  movq %rdx, <offset:1>+0x30(%rsp)
  movq <offset:1>+0x40(%rsp), %rdx
  movl (%rdx, %r8, 4), %esi
  cmpq %rsi, %rdi
  cmovbq %rdi, %rsi
  movq <offset:1>+0x10(%rsp), %rax
  movq <offset:1>+0x38(%rsp), %r8
  movl (%r8, %rax, 4), %edi
  cmpq %rdi, %r11
  cmovaeq %r11, %rdi
  movq %rdi, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x10(%rsp), %r8
  movq %rsi, %rdi
  jmp     label8
block8:
  leaq 1(%r8), %r8
  movq %r8, <offset:1>+0x10(%rsp)
  movq %rdi, %r9
  movq <offset:1>+(%rsp), %rdi
  jmp     label3
block9:
  movq %r9, %rdi
  movq <offset:1>+0x70(%rsp), %r10
  vmovdqu (%r10, %rsi, 4), %xmm0
  vmovdqu (%rip), %xmm1
  vpsubd %xmm1, %xmm0, %xmm0
  vmovdqu (%rip), %xmm1
  vpminud %xmm1, %xmm0, %xmm1
  vpcmpeqd %xmm1, %xmm0, %xmm1
  uninit  %xmm2
  vpxor %xmm2, %xmm2, %xmm2
  vpcmpeqd %xmm2, %xmm1, %xmm1
  vptest %xmm1, %xmm1
  jz      label22; j label10
block10:
  movq <offset:1>+0x70(%rsp), %r10
  movl (%r10, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %bl
  uninit  %r10
  xorq %r10, %r10
  cmpq $0x63, %rax
  movq %r10, %r15
  cmovbeq %rax, %r15
  movq %r15, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x78(%rsp), %rcx
  movq (%rcx, %rax, 8), %r12
  movq <offset:1>+0x60(%rsp), %r11
  movl (%r11, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r14b
  cmpq $0x63, %rax
  movq %r10, %rdx
  cmovbeq %rax, %rdx
  movq %rdx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x68(%rsp), %r8
  movq (%r8, %rax, 8), %rax
  movq <offset:1>+0x50(%rsp), %r13
  movl (%r13, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r8
  cmpq $0x3ff, %r8
  setbe %cl
  cmpq $0x3ff, %r8
  movq %r10, %r11
  cmovbeq %r8, %r11
  movq %r11, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r13
  movq (%r13, %r8, 8), %r13
  andq $0x3f, %r15
  shrxq %r15, %r12, %r12
  andq $0x1, %r12
  movzbq %bl, %r8
  andq %r8, %r12
  andq $0x3f, %rdx
  shrxq %rdx, %rax, %rax
  andq $0x1, %rax
  movzbq %r14b, %rdx
  andq %rdx, %rax
  andq %rax, %r12
  andq $0x3f, %r11
  shrxq %r11, %r13, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  testq %r12, %rax
  jnz     label12; j label11
block11:
  jmp     label13
block12:
  movq <offset:1>+0x18(%rsp), %r8
  leaq 1(%r8), %r8
  movq <offset:1>+0x28(%rsp), %r11
  movq <offset:1>+0x48(%rsp), %r15
  movq %r8, <offset:1>+0x18(%rsp)
  movq %r11, %rax
  addq (%r15, %rsi, 8), %rax
  movq %rax, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x30(%rsp), %rax
  adcq $0x0, %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %rax, <offset:1>+0x30(%rsp)
  movl (%r12, %rsi, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x38(%rsp), %rcx
  movl (%rcx, %rsi, 4), %ecx
  movq <offset:1>+0x20(%rsp), %rdi
  cmpq %rcx, %rdi
  cmovaeq %rdi, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x20(%rsp)
  jmp     label13
block13:
  leaq 1(%rsi), %rbx
  movq <offset:1>+0x70(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r13b
  cmpq $0x63, %rax
  movq %r10, %r15
  cmovbeq %rax, %r15
  movq %r15, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x78(%rsp), %rcx
  movq (%rcx, %rax, 8), %r12
  movq <offset:1>+0x60(%rsp), %r8
  movl (%r8, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r14b
  cmpq $0x63, %rax
  movq %r10, %rdx
  cmovbeq %rax, %rdx
  movq %rdx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x68(%rsp), %r8
  movq (%r8, %rax, 8), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r8
  cmpq $0x3ff, %r8
  setbe %cl
  cmpq $0x3ff, %r8
  movq %r10, %r11
  cmovbeq %r8, %r11
  movq %r11, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r9
  movq (%r9, %r8, 8), %r8
  andq $0x3f, %r15
  shrxq %r15, %r12, %r12
  andq $0x1, %r12
  movzbq %r13b, %r13
  andq %r13, %r12
  andq $0x3f, %rdx
  shrxq %rdx, %rax, %rax
  andq $0x1, %rax
  movzbq %r14b, %rdx
  andq %rdx, %rax
  andq %rax, %r12
  andq $0x3f, %r11
  shrxq %r11, %r8, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  testq %r12, %rax
  jnz     label15; j label14
block14:
  movq %rdi, %r9
  jmp     label16
block15:
  leaq 1(%rsi), %rax
  movq <offset:1>+0x18(%rsp), %rcx
  leaq 1(%rcx), %rdx
  movq <offset:1>+0x28(%rsp), %r8
  movq <offset:1>+0x48(%rsp), %r15
  movq %rdx, <offset:1>+0x18(%rsp)
  movq %r8, %r11
  addq (%r15, %rax, 8), %r11
  movq <offset:1>+0x30(%rsp), %rax
  movq %r11, <offset:1>+0x28(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %rax, <offset:1>+0x30(%rsp)
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x38(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movq <offset:1>+0x20(%rsp), %rdi
  cmpq %rcx, %rdi
  cmovaeq %rdi, %rcx
  movq %rax, %r9
  movq %rcx, <offset:1>+0x20(%rsp)
  jmp     label16
block16:
  leaq 2(%rsi), %rbx
  movq <offset:1>+0x70(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r13b
  cmpq $0x63, %rax
  movq %r10, %r15
  cmovbeq %rax, %r15
  movq %r15, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x78(%rsp), %rcx
  movq (%rcx, %rax, 8), %r12
  movq <offset:1>+0x60(%rsp), %rcx
  movl (%rcx, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r14b
  cmpq $0x63, %rax
  movq %r10, %rdx
  cmovbeq %rax, %rdx
  movq %rdx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x68(%rsp), %rcx
  movq (%rcx, %rax, 8), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r8
  cmpq $0x3ff, %r8
  setbe %cl
  cmpq $0x3ff, %r8
  movq %r10, %rdi
  cmovbeq %r8, %rdi
  movq %rdi, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r11
  movq (%r11, %r8, 8), %r8
  andq $0x3f, %r15
  shrxq %r15, %r12, %r11
  andq $0x1, %r11
  movzbq %r13b, %r12
  andq %r12, %r11
  andq $0x3f, %rdx
  shrxq %rdx, %rax, %rax
  andq $0x1, %rax
  movzbq %r14b, %rdx
  andq %rdx, %rax
  andq %rax, %r11
  andq $0x3f, %rdi
  shrxq %rdi, %r8, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  testq %r11, %rax
  jnz     label18; j label17
block17:
  movq %r9, %rdi
  jmp     label19
block18:
  leaq 2(%rsi), %rax
  movq <offset:1>+0x18(%rsp), %rcx
  leaq 1(%rcx), %rcx
  movq <offset:1>+0x28(%rsp), %rdi
  movq <offset:1>+0x48(%rsp), %r15
  movq %rcx, <offset:1>+0x18(%rsp)
  addq (%r15, %rax, 8), %rdi
  movq <offset:1>+0x30(%rsp), %rax
  movq %rdi, <offset:1>+0x28(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %rax, <offset:1>+0x30(%rsp)
  movl (%r12, %rbx, 4), %eax
  movq %r9, %rdi
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x38(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movq <offset:1>+0x20(%rsp), %rdi
  cmpq %rcx, %rdi
  cmovaeq %rdi, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x20(%rsp)
  jmp     label19
block19:
  leaq 3(%rsi), %rbx
  movq <offset:1>+0x70(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r13b
  cmpq $0x63, %rax
  movq %r10, %r15
  cmovbeq %rax, %r15
  movq %r15, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x78(%rsp), %rcx
  movq (%rcx, %rax, 8), %r12
  movq <offset:1>+0x60(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r14b
  cmpq $0x63, %rax
  movq %r10, %rdx
  cmovbeq %rax, %rdx
  movq %rdx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x68(%rsp), %rcx
  movq (%rcx, %rax, 8), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r8
  cmpq $0x3ff, %r8
  setbe %cl
  cmpq $0x3ff, %r8
  cmovbeq %r8, %r10
  movq %r10, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r11
  movq (%r11, %r8, 8), %r8
  andq $0x3f, %r15
  shrxq %r15, %r12, %r11
  andq $0x1, %r11
  movzbq %r13b, %r12
  andq %r12, %r11
  andq $0x3f, %rdx
  shrxq %rdx, %rax, %rax
  andq $0x1, %rax
  movzbq %r14b, %rdx
  andq %rdx, %rax
  andq %rax, %r11
  andq $0x3f, %r10
  shrxq %r10, %r8, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  testq %r11, %rax
  jnz     label21; j label20
block20:
  jmp     label34
block21:
  leaq 3(%rsi), %rax
  movq <offset:1>+0x18(%rsp), %r10
  leaq 1(%r10), %r10
  movq <offset:1>+0x28(%rsp), %rdx
  movq <offset:1>+0x48(%rsp), %r15
  movq %r10, <offset:1>+0x18(%rsp)
  movq %rdx, %r8
  addq (%r15, %rax, 8), %r8
  movq <offset:1>+0x30(%rsp), %rax
  movq %r8, <offset:1>+0x28(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %rax, <offset:1>+0x30(%rsp)
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x38(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movq <offset:1>+0x20(%rsp), %rdi
  cmpq %rcx, %rdi
  cmovaeq %rdi, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x20(%rsp)
  jmp     label34
block22:
  vpextrd $0x0, %xmm0, %eax
  movl %eax, %ebx
  movq %rbx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x78(%rsp), %r10
  movq (%r10, %rax, 8), %r13
  movq <offset:1>+0x60(%rsp), %rax
  movl (%rax, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x63, %rcx
  setbe %r14b
  uninit  %r10
  xorq %r10, %r10
  cmpq $0x63, %rcx
  movq %r10, %rax
  cmovbeq %rcx, %rax
  movq %rax, %rcx
  shrq $0x6, %rcx
  movq <offset:1>+0x68(%rsp), %rdx
  movq (%rdx, %rcx, 8), %rdx
  movq <offset:1>+0x50(%rsp), %r11
  movl (%r11, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r8
  cmpq $0x3ff, %r8
  setbe %cl
  cmpq $0x3ff, %r8
  movq %r10, %r11
  cmovbeq %r8, %r11
  movq %r11, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r12
  movq (%r12, %r8, 8), %r12
  andq $0x3f, %rbx
  shrxq %rbx, %r13, %r8
  andq $0x1, %r8
  andq $0x3f, %rax
  shrxq %rax, %rdx, %rax
  andq $0x1, %rax
  movzbq %r14b, %rdx
  andq %rdx, %rax
  andq %rax, %r8
  andq $0x3f, %r11
  shrxq %r11, %r12, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  testq %r8, %rax
  jnz     label24; j label23
block23:
  jmp     label25
block24:
  movq <offset:1>+0x18(%rsp), %rax
  leaq 1(%rax), %rax
  movq %rax, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x48(%rsp), %r15
  movq <offset:1>+0x28(%rsp), %rax
  addq (%r15, %rsi, 8), %rax
  movq %rax, <offset:1>+0x28(%rsp)
  movq <offset:1>+0x30(%rsp), %rax
  adcq $0x0, %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %rax, <offset:1>+0x30(%rsp)
  movl (%r12, %rsi, 4), %r8d
  cmpq %r8, %rdi
  cmovbq %rdi, %r8
  movq <offset:1>+0x38(%rsp), %rcx
  movl (%rcx, %rsi, 4), %edi
  movq <offset:1>+0x20(%rsp), %rax
  cmpq %rdi, %rax
  cmovaeq %rax, %rdi
  movq %rdi, <offset:1>+0x20(%rsp)
  movq %r8, %rdi
  jmp     label25
block25:
  vpextrd $0x1, %xmm0, %r8d
  movl %r8d, %r13d
  movq %r13, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x78(%rsp), %rax
  movq (%rax, %r8, 8), %r14
  leaq 1(%rsi), %rbx
  movq <offset:1>+0x60(%rsp), %rax
  movl (%rax, %rbx, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  cmpq $0x63, %r8
  setbe %r12b
  cmpq $0x63, %r8
  movq %r10, %rax
  cmovbeq %r8, %rax
  movq %rax, %r11
  shrq $0x6, %r11
  movq <offset:1>+0x68(%rsp), %rcx
  movq (%rcx, %r11, 8), %r11
  movq <offset:1>+0x50(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r8
  cmpq $0x3ff, %r8
  setbe %cl
  cmpq $0x3ff, %r8
  movq %r10, %rdx
  cmovbeq %r8, %rdx
  movq %rdx, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r15
  movq (%r15, %r8, 8), %r15
  andq $0x3f, %r13
  shrxq %r13, %r14, %r8
  andq $0x1, %r8
  andq $0x3f, %rax
  shrxq %rax, %r11, %r11
  andq $0x1, %r11
  movzbq %r12b, %rax
  andq %rax, %r11
  andq %r11, %r8
  andq $0x3f, %rdx
  shrxq %rdx, %r15, %r11
  andq $0x1, %r11
  movzbq %cl, %rax
  andq %rax, %r11
  testq %r8, %r11
  jnz     label27; j label26
block26:
  jmp     label28
block27:
  leaq 1(%rsi), %rax
  movq <offset:1>+0x18(%rsp), %rcx
  leaq 1(%rcx), %rcx
  movq %rcx, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x48(%rsp), %r15
  movq <offset:1>+0x28(%rsp), %rcx
  addq (%r15, %rax, 8), %rcx
  movq <offset:1>+0x30(%rsp), %rax
  movq %rcx, <offset:1>+0x28(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %rax, <offset:1>+0x30(%rsp)
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x38(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movq <offset:1>+0x20(%rsp), %rdi
  cmpq %rcx, %rdi
  cmovaeq %rdi, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x20(%rsp)
  jmp     label28
block28:
  vpextrd $0x2, %xmm0, %eax
  movl %eax, %r13d
  movq %r13, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x78(%rsp), %r8
  movq (%r8, %rax, 8), %r14
  leaq 2(%rsi), %rbx
  movq <offset:1>+0x60(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq %r10, %rax
  cmovbeq %rcx, %rax
  movq %rax, %rcx
  shrq $0x6, %rcx
  movq <offset:1>+0x68(%rsp), %rdx
  movq (%rdx, %rcx, 8), %rdx
  movq <offset:1>+0x50(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r8
  cmpq $0x3ff, %r8
  setbe %cl
  cmpq $0x3ff, %r8
  movq %r10, %r11
  cmovbeq %r8, %r11
  movq %r11, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r15
  movq (%r15, %r8, 8), %r15
  andq $0x3f, %r13
  shrxq %r13, %r14, %r8
  andq $0x1, %r8
  andq $0x3f, %rax
  shrxq %rax, %rdx, %rax
  andq $0x1, %rax
  movzbq %r12b, %rdx
  andq %rdx, %rax
  andq %rax, %r8
  andq $0x3f, %r11
  shrxq %r11, %r15, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  testq %r8, %rax
  jnz     label30; j label29
block29:
  jmp     label31
block30:
  leaq 2(%rsi), %rax
  movq <offset:1>+0x18(%rsp), %rcx
  leaq 1(%rcx), %rcx
  movq %rcx, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x48(%rsp), %r15
  movq <offset:1>+0x28(%rsp), %rcx
  addq (%r15, %rax, 8), %rcx
  movq <offset:1>+0x30(%rsp), %rax
  movq %rcx, <offset:1>+0x28(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %rax, <offset:1>+0x30(%rsp)
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x38(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movq <offset:1>+0x20(%rsp), %rdi
  cmpq %rcx, %rdi
  cmovaeq %rdi, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x20(%rsp)
  jmp     label31
block31:
  vpextrd $0x3, %xmm0, %eax
  movl %eax, %r13d
  movq %r13, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x78(%rsp), %rcx
  movq (%rcx, %rax, 8), %r14
  leaq 3(%rsi), %rbx
  movq <offset:1>+0x60(%rsp), %rax
  movl (%rax, %rbx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x63, %rcx
  setbe %r12b
  cmpq $0x63, %rcx
  movq %r10, %rax
  cmovbeq %rcx, %rax
  movq %rax, %rcx
  shrq $0x6, %rcx
  movq <offset:1>+0x68(%rsp), %rdx
  movq (%rdx, %rcx, 8), %rdx
  movq <offset:1>+0x50(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r8
  cmpq $0x3ff, %r8
  setbe %cl
  cmpq $0x3ff, %r8
  cmovbeq %r8, %r10
  movq %r10, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x58(%rsp), %r11
  movq (%r11, %r8, 8), %r11
  andq $0x3f, %r13
  shrxq %r13, %r14, %r8
  andq $0x1, %r8
  andq $0x3f, %rax
  shrxq %rax, %rdx, %rax
  andq $0x1, %rax
  movzbq %r12b, %rdx
  andq %rdx, %rax
  andq %rax, %r8
  andq $0x3f, %r10
  shrxq %r10, %r11, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  testq %r8, %rax
  jnz     label33; j label32
block32:
  jmp     label34
block33:
  leaq 3(%rsi), %rax
  movq <offset:1>+0x18(%rsp), %r10
  leaq 1(%r10), %r10
  movq <offset:1>+0x28(%rsp), %rcx
  movq <offset:1>+0x48(%rsp), %r15
  movq %r10, <offset:1>+0x18(%rsp)
  addq (%r15, %rax, 8), %rcx
  movq <offset:1>+0x30(%rsp), %rax
  movq %rcx, <offset:1>+0x28(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x40(%rsp), %r12
  movq %rax, <offset:1>+0x30(%rsp)
  movl (%r12, %rbx, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x38(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movq <offset:1>+0x20(%rsp), %rdi
  cmpq %rcx, %rdi
  cmovaeq %rdi, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x20(%rsp)
  jmp     label34
block34:
  leaq 4(%rsi), %rsi
  movq <offset:1>+0x10(%rsp), %rax
  movq %rdi, %r9
  jmp     label1

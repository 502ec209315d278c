; target icelake-server (x86_64-unknown-linux-gnu): Intel Xeon Ice Lake-SP (38 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

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
  movq 8(%rdi), %rcx
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
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x2, %r9d
  jz      label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x63, %r9
  jbe     label8; j label7
block7:
  movq %r12, %rax
  jmp     label9
block8:
  movq %r9, %r10
  shrq $0x6, %r10
  andq $0x3f, %r9
  movl $0x1, %r11d
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
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
  movq 8(%rdi), %rcx
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
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x7c9, %r9d
  setae %r10b
  cmpl $0x7cb, %r9d
  setbe %r9b
  testb %r10b, %r9b
  jnz     label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x63, %r9
  jbe     label8; j label7
block7:
  movq %r12, %rax
  jmp     label9
block8:
  movq %r9, %r10
  shrq $0x6, %r10
  andq $0x3f, %r9
  movl $0x1, %r11d
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
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
  movq 8(%rdi), %rcx
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
  movl (%rcx, %rsi, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %r8
  cmpq $0x3ff, %r8
  jbe     label6; j label5
block5:
  movq %rbx, %rax
  jmp     label7
block6:
  movq %r8, %r9
  shrq $0x6, %r9
  andq $0x3f, %r8
  movl $0x1, %edi
  shlxq %r8, %rdi, %r10
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r8, %rax
  setb %al
  movzbq %al, %rdi
  movq %rbx, %rax
  leaq (%rax, %rdi), %rax
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
  movq (%rcx), %r8
  movq %r8, <offset:1>+0x18(%rsp)
  movq 0x20(%rcx), %r11
  movq %r11, <offset:1>+0x30(%rsp)
  movq 0x28(%rcx), %rdx
  movq %rdx, <offset:1>+0x38(%rsp)
  movq 0x30(%rcx), %rsi
  movq %rsi, <offset:1>+0x20(%rsp)
  movq 0x40(%rcx), %rsi
  movq %rcx, <offset:1>+8(%rsp)
  movq %rsi, <offset:1>+0x28(%rsp)
  movq (%rdi), %r9
  movq %r9, <offset:1>+0x80(%rsp)
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
  movq 0x40(%rdi), %rcx
  movq %rcx, <offset:1>+0x40(%rsp)
  movq <offset:1>+(%rsp), %r8
  movq <offset:1>+0x10(%rsp), %rcx
  movq %r8, %rax
  subq %rcx, %rax
  andq $0xfffffffffffffffc, %rax
  leaq (%rcx, %rax), %r8
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label1
block1:
  cmpq %r8, %rax
  jb      label12; j label2
block2:
  jmp     label3
block3:
  uninit  %r10
  xorq %r10, %r10
  movq <offset:1>+(%rsp), %rdi
  cmpq %rdi, %r8
  jb      label4; j label5
block4:
  movq <offset:1>+0x38(%rsp), %rax
  movq <offset:1>+0x28(%rsp), %rdx
  movq <offset:1>+0x78(%rsp), %rdi
  jmp     label6
block5:
  movq <offset:1>+0x18(%rsp), %rax
  movq <offset:1>+8(%rsp), %r13
  movq %rax, (%r13)
  movq %rax, 0x10(%r13)
  movq <offset:1>+0x30(%rsp), %rdi
  movq %rdi, 0x20(%r13)
  movq <offset:1>+0x38(%rsp), %rax
  movq %rax, 0x28(%r13)
  movq <offset:1>+0x20(%rsp), %rsi
  movq %rsi, 0x30(%r13)
  movq <offset:1>+0x28(%rsp), %rdx
  movq %rdx, 0x40(%r13)
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
  movl (%rdi, %r8, 4), %esi
  movq %rdi, <offset:1>+0x78(%rsp)
  movl %esi, %esi
  leaq -1(%rsi), %rdi
  cmpq $0x63, %rdi
  setbe %r9b
  cmpq $0x63, %rdi
  movq %r10, %rbx
  cmovbeq %rdi, %rbx
  movq %rbx, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x80(%rsp), %rsi
  movq (%rsi, %rdi, 8), %rcx
  movq <offset:1>+0x68(%rsp), %rsi
  movl (%rsi, %r8, 4), %edi
  movl %edi, %esi
  leaq -1(%rsi), %rdi
  cmpq $0x63, %rdi
  setbe %r12b
  cmpq $0x63, %rdi
  movq %r10, %r14
  cmovbeq %rdi, %r14
  movq %r14, %r11
  shrq $0x6, %r11
  movq <offset:1>+0x70(%rsp), %rsi
  movq (%rsi, %r11, 8), %r15
  movq <offset:1>+0x58(%rsp), %rdi
  movl (%rdi, %r8, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rdi
  cmpq $0x3ff, %rdi
  setbe %r13b
  cmpq $0x3ff, %rdi
  movq %r10, %r11
  cmovbeq %rdi, %r11
  movq %r11, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x60(%rsp), %rsi
  movq (%rsi, %rdi, 8), %rdi
  andq $0x3f, %rbx
  shrxq %rbx, %rcx, %rcx
  andq $0x1, %rcx
  movzbq %r9b, %r9
  andq %r9, %rcx
  andq $0x3f, %r14
  shrxq %r14, %r15, %r9
  andq $0x1, %r9
  movzbq %r12b, %r12
  andq %r12, %r9
  andq %r9, %rcx
  andq $0x3f, %r11
  shrxq %r11, %rdi, %rdi
  andq $0x1, %rdi
  movzbq %r13b, %r11
  andq %r11, %rdi
  testq %rcx, %rdi
  jnz     label8; j label7
block7:
  movq <offset:1>+0x20(%rsp), %rdi
  movq %rdx, <offset:1>+0x28(%rsp)
  jmp     label9
block8:
  movq <offset:1>+0x18(%rsp), %r13
  leaq 1(%r13), %r13
  movq <offset:1>+0x50(%rsp), %rbx
  movq <offset:1>+0x30(%rsp), %r15
  movq %r13, <offset:1>+0x18(%rsp)
  addq (%rbx, %r8, 8), %r15
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x48(%rsp), %rbx
  movl (%rbx, %r8, 4), %ecx
  movq <offset:1>+0x20(%rsp), %rdi
  cmpq %rcx, %rdi
  cmovbq %rdi, %rcx
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r8, 4), %edi
  cmpq %rdi, %rdx
  cmovaeq %rdx, %rdi
  movq %rdi, <offset:1>+0x28(%rsp)
  movq %rcx, %rdi
  jmp     label9
block9:
  leaq 1(%r8), %r8
  movq <offset:1>+(%rsp), %rcx
  cmpq %rcx, %r8
  jb      label10; j label11
block10:
  movq %rdi, <offset:1>+0x20(%rsp)
  movq <offset:1>+0x78(%rsp), %rdi
  movq <offset:1>+0x28(%rsp), %rdx
  jmp     label6
block11:
  movq %rdi, <offset:1>+0x20(%rsp)
  movq %rax, <offset:1>+0x38(%rsp)
  jmp     label3
block12:
  movq <offset:1>+0x38(%rsp), %rax
  movq <offset:1>+0x20(%rsp), %rdi
  movq <offset:1>+0x10(%rsp), %r9
  movq <offset:1>+0x78(%rsp), %r10
  vmovdqu (%r10, %r9, 4), %xmm0
  vmovdqu (%rip), %xmm1
  vpsubd %xmm1, %xmm0, %xmm0
  vmovdqu (%rip), %xmm1
  vpminud %xmm1, %xmm0, %xmm1
  vpcmpeqd %xmm1, %xmm0, %xmm1
  uninit  %xmm2
  vpxor %xmm2, %xmm2, %xmm2
  vpcmpeqd %xmm2, %xmm1, %xmm1
  vptest %xmm1, %xmm1
  jz      label25; j label13
block13:
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x78(%rsp), %r10
  movl (%r10, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdx
  cmpq $0x63, %rdx
  setbe %r13b
  uninit  %r10
  xorq %r10, %r10
  cmpq $0x63, %rdx
  movq %r10, %rcx
  cmovbeq %rdx, %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x80(%rsp), %rsi
  movq (%rsi, %rdx, 8), %r14
  movq <offset:1>+0x10(%rsp), %rdx
  movq <offset:1>+0x68(%rsp), %rsi
  movl (%rsi, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %rdx
  cmpq $0x63, %rdx
  setbe %r12b
  cmpq $0x63, %rdx
  movq %r10, %r9
  cmovbeq %rdx, %r9
  movq %r9, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x70(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rbx
  movq <offset:1>+0x10(%rsp), %rdx
  movq <offset:1>+0x58(%rsp), %rsi
  movl (%rsi, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r11
  cmpq $0x3ff, %r11
  setbe %r15b
  cmpq $0x3ff, %r11
  movq %r10, %rdx
  cmovbeq %r11, %rdx
  movq %rdx, %rsi
  shrq $0x6, %rsi
  movq <offset:1>+0x60(%rsp), %r11
  movq (%r11, %rsi, 8), %r11
  andq $0x3f, %rcx
  shrxq %rcx, %r14, %rcx
  andq $0x1, %rcx
  movzbq %r13b, %r13
  andq %r13, %rcx
  andq $0x3f, %r9
  shrxq %r9, %rbx, %r9
  andq $0x1, %r9
  movzbq %r12b, %rbx
  andq %rbx, %r9
  andq %r9, %rcx
  andq $0x3f, %rdx
  shrxq %rdx, %r11, %rdx
  andq $0x1, %rdx
  movzbq %r15b, %r9
  andq %r9, %rdx
  testq %rcx, %rdx
  jnz     label15; j label14
block14:
  movq %rax, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label16
block15:
  movq <offset:1>+0x18(%rsp), %r13
  leaq 1(%r13), %r13
  movq <offset:1>+0x50(%rsp), %rcx
  movq <offset:1>+0x10(%rsp), %r9
  movq <offset:1>+0x30(%rsp), %r15
  movq %r13, <offset:1>+0x18(%rsp)
  addq (%rcx, %r9, 8), %r15
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %rax
  movq %rax, <offset:1>+0x38(%rsp)
  movq <offset:1>+0x48(%rsp), %r9
  movq <offset:1>+0x10(%rsp), %rax
  movl (%r9, %rax, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %rcx, 4), %ecx
  movq <offset:1>+0x28(%rsp), %r11
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  movq %rax, %rdi
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label16
block16:
  leaq 1(%rax), %r13
  movq <offset:1>+0x78(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r12b
  cmpq $0x63, %rax
  movq %r10, %r14
  cmovbeq %rax, %r14
  movq %r14, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %r11
  movq (%r11, %rax, 8), %r15
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %cl
  cmpq $0x63, %rax
  movq %r10, %rbx
  cmovbeq %rax, %rbx
  movq %rbx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %rdx
  movq (%rdx, %rax, 8), %rax
  movq <offset:1>+0x58(%rsp), %rdx
  movl (%rdx, %r13, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r11
  cmpq $0x3ff, %r11
  setbe %r9b
  cmpq $0x3ff, %r11
  movq %r10, %rdx
  cmovbeq %r11, %rdx
  movq %rdx, %rsi
  shrq $0x6, %rsi
  movq <offset:1>+0x60(%rsp), %r11
  movq (%r11, %rsi, 8), %r11
  andq $0x3f, %r14
  shrxq %r14, %r15, %r14
  andq $0x1, %r14
  movzbq %r12b, %r12
  andq %r12, %r14
  andq $0x3f, %rbx
  shrxq %rbx, %rax, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  andq %rax, %r14
  andq $0x3f, %rdx
  shrxq %rdx, %r11, %rax
  andq $0x1, %rax
  movzbq %r9b, %rcx
  andq %rcx, %rax
  testq %r14, %rax
  jnz     label18; j label17
block17:
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label19
block18:
  movq <offset:1>+0x10(%rsp), %rax
  leaq 1(%rax), %rax
  movq <offset:1>+0x18(%rsp), %rcx
  leaq 1(%rcx), %rcx
  movq %rcx, <offset:1>+0x18(%rsp)
  movq <offset:1>+0x30(%rsp), %r15
  movq <offset:1>+0x50(%rsp), %rcx
  addq (%rcx, %rax, 8), %r15
  movq <offset:1>+0x38(%rsp), %r11
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %r11
  movq <offset:1>+0x48(%rsp), %r9
  movq %r11, <offset:1>+0x38(%rsp)
  movl (%r9, %r13, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r13, 4), %ecx
  movq <offset:1>+0x28(%rsp), %r11
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  movq %rax, %rdi
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label19
block19:
  leaq 2(%rax), %r13
  movq <offset:1>+0x78(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r12b
  cmpq $0x63, %rax
  movq %r10, %r14
  cmovbeq %rax, %r14
  movq %r14, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %rsi
  movq (%rsi, %rax, 8), %r15
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %cl
  cmpq $0x63, %rax
  movq %r10, %rbx
  cmovbeq %rax, %rbx
  movq %rbx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %rdx
  movq (%rdx, %rax, 8), %rax
  movq <offset:1>+0x58(%rsp), %rdx
  movl (%rdx, %r13, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %rdx
  cmpq $0x3ff, %rdx
  setbe %r9b
  cmpq $0x3ff, %rdx
  movq %r10, %r11
  cmovbeq %rdx, %r11
  movq %r11, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x60(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  andq $0x3f, %r14
  shrxq %r14, %r15, %rdx
  andq $0x1, %rdx
  movzbq %r12b, %r12
  andq %r12, %rdx
  andq $0x3f, %rbx
  shrxq %rbx, %rax, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  andq %rax, %rdx
  andq $0x3f, %r11
  shrxq %r11, %rsi, %rax
  andq $0x1, %rax
  movzbq %r9b, %rcx
  andq %rcx, %rax
  testq %rdx, %rax
  jnz     label21; j label20
block20:
  movq <offset:1>+0x10(%rsp), %rax
  movq <offset:1>+0x18(%rsp), %rsi
  jmp     label22
block21:
  movq <offset:1>+0x10(%rsp), %rax
  leaq 2(%rax), %rax
  movq <offset:1>+0x18(%rsp), %rsi
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r15
  addq (%rcx, %rax, 8), %r15
  movq <offset:1>+0x38(%rsp), %r11
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %r11
  movq <offset:1>+0x48(%rsp), %r9
  movq %r11, <offset:1>+0x38(%rsp)
  movl (%r9, %r13, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r13, 4), %ecx
  movq <offset:1>+0x28(%rsp), %r11
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  movq %rax, %rdi
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label22
block22:
  leaq 3(%rax), %r13
  movq <offset:1>+0x78(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %r12b
  cmpq $0x63, %rax
  movq %r10, %r14
  cmovbeq %rax, %r14
  movq %r14, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %rdx
  movq (%rdx, %rax, 8), %r15
  movq <offset:1>+0x68(%rsp), %r11
  movl (%r11, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq $0x63, %rax
  setbe %cl
  cmpq $0x63, %rax
  movq %r10, %rbx
  cmovbeq %rax, %rbx
  movq %rbx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x70(%rsp), %rdx
  movq (%rdx, %rax, 8), %rax
  movq <offset:1>+0x58(%rsp), %rdx
  movl (%rdx, %r13, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %rdx
  cmpq $0x3ff, %rdx
  setbe %r9b
  cmpq $0x3ff, %rdx
  cmovbeq %rdx, %r10
  movq %r10, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x60(%rsp), %r11
  movq (%r11, %rdx, 8), %r11
  andq $0x3f, %r14
  shrxq %r14, %r15, %rdx
  andq $0x1, %rdx
  movzbq %r12b, %r12
  andq %r12, %rdx
  andq $0x3f, %rbx
  shrxq %rbx, %rax, %rax
  andq $0x1, %rax
  movzbq %cl, %rcx
  andq %rcx, %rax
  andq %rax, %rdx
  andq $0x3f, %r10
  shrxq %r10, %r11, %rax
  andq $0x1, %rax
  movzbq %r9b, %rcx
  andq %rcx, %rax
  testq %rdx, %rax
  jnz     label24; j label23
block23:
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label37
block24:
  movq <offset:1>+0x10(%rsp), %rax
  leaq 3(%rax), %r9
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %rax
  movq <offset:1>+0x30(%rsp), %r15
  addq (%rax, %r9, 8), %r15
  movq <offset:1>+0x38(%rsp), %r11
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %r11
  movq <offset:1>+0x48(%rsp), %r9
  movq %r11, <offset:1>+0x38(%rsp)
  movl (%r9, %r13, 4), %r9d
  cmpq %r9, %rdi
  cmovbq %rdi, %r9
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r13, 4), %edi
  movq <offset:1>+0x28(%rsp), %r11
  cmpq %rdi, %r11
  cmovaeq %r11, %rdi
  movq %rdi, <offset:1>+0x28(%rsp)
  movq %r9, %rdi
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label37
block25:
  movq <offset:1>+0x18(%rsp), %rsi
  movq %rax, <offset:1>+0x38(%rsp)
  vpextrd $0x0, %xmm0, %r9d
  movl %r9d, %r12d
  movq %r12, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x80(%rsp), %r10
  movq (%r10, %r9, 8), %rcx
  movq <offset:1>+0x10(%rsp), %rax
  movq <offset:1>+0x68(%rsp), %r10
  movl (%r10, %rax, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x63, %r9
  setbe %r13b
  uninit  %r10
  xorq %r10, %r10
  cmpq $0x63, %r9
  movq %r10, %rax
  cmovbeq %r9, %rax
  movq %rax, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x70(%rsp), %rdx
  movq (%rdx, %r9, 8), %r11
  movq <offset:1>+0x10(%rsp), %rdx
  movq <offset:1>+0x58(%rsp), %r9
  movl (%r9, %rdx, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r14
  cmpq $0x3ff, %r14
  setbe %r9b
  cmpq $0x3ff, %r14
  movq %r10, %rdx
  cmovbeq %r14, %rdx
  movq %rdx, %r14
  shrq $0x6, %r14
  movq <offset:1>+0x60(%rsp), %rbx
  movq (%rbx, %r14, 8), %r14
  andq $0x3f, %r12
  shrxq %r12, %rcx, %rcx
  andq $0x1, %rcx
  andq $0x3f, %rax
  shrxq %rax, %r11, %r11
  andq $0x1, %r11
  movzbq %r13b, %rax
  andq %rax, %r11
  andq %r11, %rcx
  andq $0x3f, %rdx
  shrxq %rdx, %r14, %r11
  andq $0x1, %r11
  movzbq %r9b, %rax
  andq %rax, %r11
  testq %rcx, %r11
  jnz     label27; j label26
block26:
  jmp     label28
block27:
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x10(%rsp), %rax
  movq <offset:1>+0x50(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r15
  addq (%rcx, %rax, 8), %r15
  movq <offset:1>+0x38(%rsp), %r11
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %r11
  movq <offset:1>+0x48(%rsp), %r9
  movq %r11, <offset:1>+0x38(%rsp)
  movl (%r9, %rax, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x10(%rsp), %rcx
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %rcx, 4), %ecx
  movq <offset:1>+0x28(%rsp), %r11
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x28(%rsp)
  jmp     label28
block28:
  vpextrd $0x1, %xmm0, %eax
  movl %eax, %r12d
  movq %r12, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %rcx
  movq (%rcx, %rax, 8), %rcx
  movq <offset:1>+0x10(%rsp), %rax
  leaq 1(%rax), %r13
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rdx
  cmpq $0x63, %rdx
  setbe %r14b
  cmpq $0x63, %rdx
  movq %r10, %rax
  cmovbeq %rdx, %rax
  movq %rax, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x70(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  movq <offset:1>+0x58(%rsp), %r9
  movl (%r9, %r13, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %rbx
  cmpq $0x3ff, %rbx
  setbe %r9b
  cmpq $0x3ff, %rbx
  movq %r10, %r11
  cmovbeq %rbx, %r11
  movq %r11, %rbx
  shrq $0x6, %rbx
  movq <offset:1>+0x60(%rsp), %r15
  movq (%r15, %rbx, 8), %rbx
  andq $0x3f, %r12
  shrxq %r12, %rcx, %rcx
  andq $0x1, %rcx
  andq $0x3f, %rax
  shrxq %rax, %rdx, %rax
  andq $0x1, %rax
  movzbq %r14b, %rdx
  andq %rdx, %rax
  andq %rax, %rcx
  andq $0x3f, %r11
  shrxq %r11, %rbx, %rax
  andq $0x1, %rax
  movzbq %r9b, %rdx
  andq %rdx, %rax
  testq %rcx, %rax
  jnz     label30; j label29
block29:
  jmp     label31
block30:
  movq <offset:1>+0x10(%rsp), %rax
  leaq 1(%rax), %rax
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %r9
  movq <offset:1>+0x30(%rsp), %r15
  addq (%r9, %rax, 8), %r15
  movq <offset:1>+0x38(%rsp), %r11
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %r11
  movq <offset:1>+0x48(%rsp), %r9
  movq %r11, <offset:1>+0x38(%rsp)
  movl (%r9, %r13, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r13, 4), %ecx
  movq <offset:1>+0x28(%rsp), %r11
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x28(%rsp)
  jmp     label31
block31:
  vpextrd $0x2, %xmm0, %eax
  movl %eax, %r12d
  movq %r12, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %rcx
  movq (%rcx, %rax, 8), %rcx
  movq <offset:1>+0x10(%rsp), %rax
  leaq 2(%rax), %r13
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rdx
  cmpq $0x63, %rdx
  setbe %r14b
  cmpq $0x63, %rdx
  movq %r10, %rax
  cmovbeq %rdx, %rax
  movq %rax, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x70(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  movq <offset:1>+0x58(%rsp), %r9
  movl (%r9, %r13, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %rbx
  cmpq $0x3ff, %rbx
  setbe %r9b
  cmpq $0x3ff, %rbx
  movq %r10, %r11
  cmovbeq %rbx, %r11
  movq %r11, %rbx
  shrq $0x6, %rbx
  movq <offset:1>+0x60(%rsp), %r15
  movq (%r15, %rbx, 8), %rbx
  andq $0x3f, %r12
  shrxq %r12, %rcx, %rcx
  andq $0x1, %rcx
  andq $0x3f, %rax
  shrxq %rax, %rdx, %rax
  andq $0x1, %rax
  movzbq %r14b, %rdx
  andq %rdx, %rax
  andq %rax, %rcx
  andq $0x3f, %r11
  shrxq %r11, %rbx, %rax
  andq $0x1, %rax
  movzbq %r9b, %rdx
  andq %rdx, %rax
  testq %rcx, %rax
  jnz     label33; j label32
block32:
  jmp     label34
block33:
  movq <offset:1>+0x10(%rsp), %rax
  leaq 2(%rax), %rax
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r15
  addq (%rcx, %rax, 8), %r15
  movq <offset:1>+0x38(%rsp), %r11
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %r11
  movq <offset:1>+0x48(%rsp), %r9
  movq %r11, <offset:1>+0x38(%rsp)
  movl (%r9, %r13, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r13, 4), %ecx
  movq <offset:1>+0x28(%rsp), %r11
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rax, %rdi
  movq %rcx, <offset:1>+0x28(%rsp)
  jmp     label34
block34:
  vpextrd $0x3, %xmm0, %eax
  movl %eax, %r12d
  movq %r12, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x80(%rsp), %rcx
  movq (%rcx, %rax, 8), %rcx
  movq <offset:1>+0x10(%rsp), %rax
  leaq 3(%rax), %r13
  movq <offset:1>+0x68(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rdx
  cmpq $0x63, %rdx
  setbe %r14b
  cmpq $0x63, %rdx
  movq %r10, %rax
  cmovbeq %rdx, %rax
  movq %rax, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x70(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  movq <offset:1>+0x58(%rsp), %r9
  movl (%r9, %r13, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r11
  cmpq $0x3ff, %r11
  setbe %r9b
  cmpq $0x3ff, %r11
  cmovbeq %r11, %r10
  movq %r10, %r11
  shrq $0x6, %r11
  movq <offset:1>+0x60(%rsp), %r15
  movq (%r15, %r11, 8), %r11
  andq $0x3f, %r12
  shrxq %r12, %rcx, %rcx
  andq $0x1, %rcx
  andq $0x3f, %rax
  shrxq %rax, %rdx, %rax
  andq $0x1, %rax
  movzbq %r14b, %rdx
  andq %rdx, %rax
  andq %rax, %rcx
  andq $0x3f, %r10
  shrxq %r10, %r11, %rax
  andq $0x1, %rax
  movzbq %r9b, %rdx
  andq %rdx, %rax
  testq %rcx, %rax
  jnz     label36; j label35
block35:
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label37
block36:
  movq <offset:1>+0x10(%rsp), %rax
  leaq 3(%rax), %rax
  leaq 1(%rsi), %rsi
  movq <offset:1>+0x50(%rsp), %rcx
  movq <offset:1>+0x30(%rsp), %r15
  addq (%rcx, %rax, 8), %r15
  movq <offset:1>+0x38(%rsp), %r11
  movq %r15, <offset:1>+0x30(%rsp)
  adcq $0x0, %r11
  movq <offset:1>+0x48(%rsp), %r9
  movq %r11, <offset:1>+0x38(%rsp)
  movl (%r9, %r13, 4), %eax
  cmpq %rax, %rdi
  cmovbq %rdi, %rax
  movq <offset:1>+0x40(%rsp), %rbx
  movl (%rbx, %r13, 4), %ecx
  movq <offset:1>+0x28(%rsp), %r11
  cmpq %rcx, %r11
  cmovaeq %r11, %rcx
  movq %rcx, <offset:1>+0x28(%rsp)
  movq %rax, %rdi
  movq <offset:1>+0x10(%rsp), %rax
  jmp     label37
block37:
  leaq 4(%rax), %rax
  movq %rax, <offset:1>+0x10(%rsp)
  movq %rsi, <offset:1>+0x18(%rsp)
  movq %rdi, <offset:1>+0x20(%rsp)
  jmp     label1

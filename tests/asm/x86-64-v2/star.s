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
; context block (first argument): +0: supplier structure, +8: lineorder.suppkey, +16: date structure, +24: lineorder.orderdate, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity, +72: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x4e0, %rsp
  movq %rbx, 0x4b0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x4b8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x4c0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x4c8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x4d0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, %rax
  movq %rdx, <offset:1>+0x400(%rsp)
  movq (%rcx), %r11
  movq %r11, <offset:1>+0x420(%rsp)
  movq 0x20(%rcx), %rdi
  movq %rdi, <offset:1>+0x428(%rsp)
  movq 0x28(%rcx), %rdx
  movq %rdx, %rdi
  movq 0x30(%rcx), %rdx
  movq %rdx, <offset:1>+0x430(%rsp)
  movq 0x40(%rcx), %r12
  movq %r12, <offset:1>+0x438(%rsp)
  movq %rcx, <offset:1>+0x408(%rsp)
  movq %rax, %rcx
  movq (%rcx), %r9
  movq %r9, <offset:1>+0x4a8(%rsp)
  movq 8(%rcx), %r10
  movq %r10, <offset:1>+0x4a0(%rsp)
  movq 0x10(%rcx), %rbx
  movq %rbx, <offset:1>+0x498(%rsp)
  movq 0x18(%rcx), %r13
  movq %r13, <offset:1>+0x490(%rsp)
  movq 0x20(%rcx), %r8
  movq %r8, <offset:1>+0x488(%rsp)
  movq 0x28(%rcx), %r14
  movq %r14, <offset:1>+0x480(%rsp)
  movq 0x30(%rcx), %r15
  movq %r15, <offset:1>+0x478(%rsp)
  movq 0x38(%rcx), %rax
  movq %rax, <offset:1>+0x470(%rsp)
  movq 0x40(%rcx), %rax
  movq %rax, <offset:1>+0x468(%rsp)
  movq 0x48(%rcx), %r13
  movq %r13, <offset:1>+0x460(%rsp)
  jmp     label1
block1:
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label2
block2:
  cmpq %r12, %rsi
  movq %r12, <offset:1>+0x400(%rsp)
  jb      label13; j label3
block3:
  movq <offset:1>+0x400(%rsp), %rbx
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label4
block4:
  cmpq %r12, %rbx
  jb      label5; j label6
block5:
  movq <offset:1>+0x4a0(%rsp), %rsi
  jmp     label7
block6:
  movq <offset:1>+0x408(%rsp), %rax
  movq <offset:1>+0x420(%rsp), %r12
  movq %r12, (%rax)
  movq %r12, 0x10(%rax)
  movq <offset:1>+0x428(%rsp), %r11
  movq %r11, 0x20(%rax)
  movq %rdi, 0x28(%rax)
  movq <offset:1>+0x430(%rsp), %r12
  movq %r12, 0x30(%rax)
  movq <offset:1>+0x438(%rsp), %rdx
  movq %rdx, 0x40(%rax)
  uninit  %rax
  xorq %rax, %rax
  movq 0x4b0(%rsp), %rbx
  movq 0x4b8(%rsp), %r12
  movq 0x4c0(%rsp), %r13
  movq 0x4c8(%rsp), %r14
  movq 0x4d0(%rsp), %r15
  addq $0x4e0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%rsi, %rbx, 4), %eax
  movq %rsi, <offset:1>+0x4a0(%rsp)
  movq <offset:1>+0x490(%rsp), %rsi
  movl (%rsi, %rbx, 4), %r9d
  movq <offset:1>+0x480(%rsp), %rsi
  movl (%rsi, %rbx, 4), %r8d
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movl $0x64, %r10d
  cmpq %rcx, %r10
  cmovbq %r10, %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x4a8(%rsp), %rax
  movq (%rax, %rdx, 8), %rsi
  shrq %cl, %rsi
  movl %r9d, %eax
  leaq -1(%rax), %rcx
  cmpq %rcx, %r10
  cmovbq %r10, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x498(%rsp), %rdx
  movq (%rdx, %rax, 8), %rax
  shrq %cl, %rax
  andq %rax, %rsi
  movl %r8d, %eax
  leaq -1(%rax), %rcx
  movl $0x400, %eax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x488(%rsp), %rdx
  movq (%rdx, %rax, 8), %rax
  shrq %cl, %rax
  andq %rax, %rsi
  testq $0x1, %rsi
  jnz     label9; j label8
block8:
  movq <offset:1>+0x438(%rsp), %rdx
  movq <offset:1>+0x430(%rsp), %r12
  jmp     label10
block9:
  movq <offset:1>+0x420(%rsp), %rsi
  leaq 1(%rsi), %rsi
  movq %rsi, <offset:1>+0x420(%rsp)
  movq <offset:1>+0x428(%rsp), %r10
  movq <offset:1>+0x478(%rsp), %rsi
  addq (%rsi, %rbx, 8), %r10
  movq %r10, <offset:1>+0x428(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x470(%rsp), %rsi
  movl (%rsi, %rbx, 4), %ecx
  movq <offset:1>+0x430(%rsp), %r12
  cmpq %rcx, %r12
  cmovbq %r12, %rcx
  movq <offset:1>+0x468(%rsp), %rsi
  movl (%rsi, %rbx, 4), %eax
  movq <offset:1>+0x438(%rsp), %rdx
  cmpq %rax, %rdx
  cmovaeq %rdx, %rax
  movq %rax, %rdx
  movq %rcx, %r12
  jmp     label10
block10:
  leaq 1(%rbx), %rbx
  movq <offset:1>+0x400(%rsp), %rax
  cmpq %rax, %rbx
  jb      label11; j label12
block11:
  movq <offset:1>+0x4a0(%rsp), %rsi
  movq %r12, <offset:1>+0x430(%rsp)
  movq %rdx, <offset:1>+0x438(%rsp)
  jmp     label7
block12:
  movq %rdx, <offset:1>+0x438(%rsp)
  movq %r12, <offset:1>+0x430(%rsp)
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label4
block13:
  movq <offset:1>+0x438(%rsp), %rdx
  movq <offset:1>+0x430(%rsp), %r12
  uninit  %r10
  xorq %r10, %r10
  movq <offset:1>+0x400(%rsp), %rax
  movq %rax, %r15
  subq %rsi, %r15
  movq %r15, <offset:1>+0x458(%rsp)
  movl $0x200, %eax
  cmpq %r15, %rax
  cmovbq %rax, %r15
  movq %r15, <offset:1>+0x458(%rsp)
  shrq $0x3, %r15
  movq %r15, <offset:1>+0x450(%rsp)
  movq %r10, %rax
  movq <offset:1>+0x450(%rsp), %rbx
  movq %r10, <offset:1>+0x418(%rsp)
  jmp     label14
block14:
  cmpq %rbx, %rax
  movq %rax, <offset:1>+0x410(%rsp)
  movq %rbx, <offset:1>+0x450(%rsp)
  jb      label34; j label15
block15:
  movq <offset:1>+0x458(%rsp), %r15
  movq %r15, %rax
  andq $0xfffffffffffffff8, %rax
  movq %r15, %r8
  subq %rax, %r8
  movq %r10, %r13
  jmp     label16
block16:
  cmpq %r8, %r13
  jb      label32; j label17
block17:
  movq <offset:1>+0x418(%rsp), %rbx
  movq %r10, %r8
  movq %r10, %r15
  jmp     label18
block18:
  cmpq %rbx, %r8
  movq %rbx, <offset:1>+0x418(%rsp)
  jb      label30; j label19
block19:
  movq %r10, %r8
  jmp     label20
block20:
  cmpq %r15, %r8
  jb      label28; j label21
block21:
  movq %rsi, %r8
  jmp     label22
block22:
  cmpq %r15, %r10
  jb      label24; j label23
block23:
  leaq 0x200(%r8), %rsi
  movq %rdx, <offset:1>+0x438(%rsp)
  movq %r12, <offset:1>+0x430(%rsp)
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label2
block24:
  leaq <offset:1>+(%rsp), %r9
  movzwq (%r9, %r10, 2), %r9
  leaq (%rsi, %r9), %r13
  movq <offset:1>+0x4a0(%rsp), %rax
  movl (%rax, %r13, 4), %r9d
  movq <offset:1>+0x490(%rsp), %rax
  movl (%rax, %r13, 4), %r14d
  movq <offset:1>+0x480(%rsp), %rax
  movl (%rax, %r13, 4), %ebx
  movl %r9d, %r9d
  leaq -1(%r9), %rcx
  movl $0x64, %r9d
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x4a8(%rsp), %r11
  movq (%r11, %rax, 8), %rax
  shrq %cl, %rax
  movl %r14d, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x498(%rsp), %r14
  movq (%r14, %r9, 8), %r9
  shrq %cl, %r9
  andq %r9, %rax
  movl %ebx, %r9d
  leaq -1(%r9), %rcx
  movl $0x400, %r9d
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x488(%rsp), %rbx
  movq (%rbx, %r9, 8), %r9
  shrq %cl, %r9
  andq %r9, %rax
  testq $0x1, %rax
  jnz     label26; j label25
block25:
  movq <offset:1>+0x478(%rsp), %rax
  movq <offset:1>+0x468(%rsp), %rbx
  movq <offset:1>+0x470(%rsp), %r14
  jmp     label27
block26:
  movq <offset:1>+0x420(%rsp), %rax
  leaq 1(%rax), %rax
  movq %rax, <offset:1>+0x420(%rsp)
  movq <offset:1>+0x428(%rsp), %rcx
  movq <offset:1>+0x478(%rsp), %rax
  addq (%rax, %r13, 8), %rcx
  movq %rcx, <offset:1>+0x428(%rsp)
  adcq $0x0, %rdi
  movq <offset:1>+0x470(%rsp), %r14
  movl (%r14, %r13, 4), %r9d
  cmpq %r9, %r12
  cmovbq %r12, %r9
  movq <offset:1>+0x468(%rsp), %rbx
  movl (%rbx, %r13, 4), %ecx
  cmpq %rcx, %rdx
  cmovaeq %rdx, %rcx
  movq %rcx, %rdx
  movq %r9, %r12
  jmp     label27
block27:
  leaq 1(%r10), %r10
  movq %rbx, <offset:1>+0x468(%rsp)
  movq %r14, <offset:1>+0x470(%rsp)
  movq %rax, <offset:1>+0x478(%rsp)
  jmp     label22
block28:
  movq <offset:1>+0x478(%rsp), %rax
  movq <offset:1>+0x468(%rsp), %rbx
  movq <offset:1>+0x470(%rsp), %r14
  leaq <offset:1>+(%rsp), %rcx
  movzwq (%rcx, %r8, 2), %rcx
  leaq (%rsi, %rcx), %rcx
  movq <offset:1>+0x480(%rsp), %r9
  movl (%r9, %rcx, 4), %r9d
  movl (%rbx, %rcx, 4), %r9d
  movl (%r14, %rcx, 4), %r9d
  movq (%rax, %rcx, 8), %rcx
  jmp     label29
block29:
  leaq 1(%r8), %r8
  movq %rbx, <offset:1>+0x468(%rsp)
  movq %r14, <offset:1>+0x470(%rsp)
  movq %rax, <offset:1>+0x478(%rsp)
  jmp     label20
block30:
  movq <offset:1>+0x478(%rsp), %rax
  movq <offset:1>+0x468(%rsp), %rbx
  movq <offset:1>+0x470(%rsp), %r14
  leaq <offset:1>+(%rsp), %r9
  movzwq (%r9, %r8, 2), %rcx
  movw %cx, (%r9, %r15, 2)
  jmp     label31
block31:
  leaq 1(%r8), %r8
  leaq (%rsi, %rcx), %rcx
  movq <offset:1>+0x490(%rsp), %r9
  movl (%r9, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %r9d
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x498(%rsp), %r13
  movq (%r13, %r9, 8), %r9
  shrq %cl, %r9
  andq $0x1, %r9
  leaq (%r15, %r9), %r15
  movq %rax, <offset:1>+0x478(%rsp)
  movq %r14, <offset:1>+0x470(%rsp)
  movq %rbx, <offset:1>+0x468(%rsp)
  movq <offset:1>+0x418(%rsp), %rbx
  jmp     label18
block32:
  movq <offset:1>+0x478(%rsp), %rax
  movq <offset:1>+0x468(%rsp), %rbx
  movq <offset:1>+0x470(%rsp), %r14
  movq <offset:1>+0x458(%rsp), %r15
  movq %r15, %rcx
  andq $0xfffffffffffffff8, %rcx
  leaq (%rcx, %r13), %rcx
  leaq <offset:1>+(%rsp), %r9
  movq <offset:1>+0x418(%rsp), %r15
  movw %cx, (%r9, %r15, 2)
  jmp     label33
block33:
  leaq 1(%r13), %r13
  leaq (%rsi, %rcx), %rcx
  movq <offset:1>+0x4a0(%rsp), %r9
  movl (%r9, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %r9d
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x4a8(%rsp), %r15
  movq (%r15, %r9, 8), %r9
  shrq %cl, %r9
  andq $0x1, %r9
  movq <offset:1>+0x418(%rsp), %r15
  leaq (%r15, %r9), %r15
  movq %r15, <offset:1>+0x418(%rsp)
  movq %rbx, <offset:1>+0x468(%rsp)
  movq %r14, <offset:1>+0x470(%rsp)
  movq %rax, <offset:1>+0x478(%rsp)
  jmp     label16
block34:
  movq <offset:1>+0x478(%rsp), %rax
  movq <offset:1>+0x468(%rsp), %rbx
  movq <offset:1>+0x470(%rsp), %r14
  movq <offset:1>+0x410(%rsp), %r15
  movq %r15, %rcx
  shlq $0x3, %rcx
  movq %rcx, <offset:1>+0x448(%rsp)
  leaq (%rsi, %r15, 8), %r15
  movq <offset:1>+0x4a0(%rsp), %r8
  movl (%r8, %r15, 4), %ecx
  movq %r15, %r13
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %r15d
  cmpq %rcx, %r15
  cmovbq %r15, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x4a8(%rsp), %r9
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  movq %r8, %rcx
  movq %r8, <offset:1>+0x440(%rsp)
  andq $0x1, %rcx
  movq %rcx, <offset:1>+0x440(%rsp)
  movq <offset:1>+0x4a0(%rsp), %r8
  movq %r13, %rcx
  movl 4(%r8, %rcx, 4), %r8d
  movl %r8d, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r15
  cmovbq %r15, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  shlq $1, %r8
  movq <offset:1>+0x440(%rsp), %r11
  movq %r11, %rcx
  orq %r8, %rcx
  movq %rcx, <offset:1>+0x440(%rsp)
  movq <offset:1>+0x4a0(%rsp), %r8
  movq %r13, %rcx
  movl 8(%r8, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r15
  cmovbq %r15, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  shlq $0x2, %r8
  movq <offset:1>+0x440(%rsp), %rcx
  orq %r8, %rcx
  movq %rcx, <offset:1>+0x440(%rsp)
  movq <offset:1>+0x4a0(%rsp), %r8
  movq %r13, %rcx
  movl 0xc(%r8, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r15
  cmovbq %r15, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  shlq $0x3, %r8
  movq <offset:1>+0x440(%rsp), %rcx
  orq %r8, %rcx
  movq %rcx, <offset:1>+0x440(%rsp)
  movq %r13, %r8
  movq <offset:1>+0x4a0(%rsp), %rcx
  movl 0x10(%rcx, %r8, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r15
  cmovbq %r15, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  shlq $0x4, %r8
  movq <offset:1>+0x440(%rsp), %rcx
  orq %r8, %rcx
  movq %rcx, <offset:1>+0x440(%rsp)
  movq <offset:1>+0x4a0(%rsp), %r8
  movq %r13, %rcx
  movl 0x14(%r8, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r15
  cmovbq %r15, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  shlq $0x5, %r8
  movq <offset:1>+0x440(%rsp), %rcx
  orq %r8, %rcx
  movq %rcx, <offset:1>+0x440(%rsp)
  movq <offset:1>+0x4a0(%rsp), %r8
  movq %r13, %rcx
  movl 0x18(%r8, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r15
  cmovbq %r15, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  shlq $0x6, %r8
  movq <offset:1>+0x440(%rsp), %rcx
  orq %r8, %rcx
  movq %rcx, <offset:1>+0x440(%rsp)
  movq <offset:1>+0x4a0(%rsp), %r8
  movq %r13, %rcx
  movl 0x1c(%r8, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r15
  cmovbq %r15, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  shlq $0x7, %r8
  movq <offset:1>+0x440(%rsp), %r15
  orq %r8, %r15
  movq %r15, <offset:1>+0x440(%rsp)
  movq %r15, %rcx
  shlq $0x4, %rcx
  movq <offset:1>+0x460(%rsp), %r13
  movdqu (%r13, %rcx), %xmm0
  movq <offset:1>+0x448(%rsp), %r15
  movd %r15d, %xmm1
  pshuflw $0x0, %xmm1, %xmm1
  pshufd $0x0, %xmm1, %xmm1
  paddw %xmm1, %xmm0
  leaq <offset:1>+(%rsp), %rcx
  movq <offset:1>+0x418(%rsp), %r15
  movdqu %xmm0, (%rcx, %r15, 2)
  jmp     label35
block35:
  movq <offset:1>+0x410(%rsp), %r15
  leaq 1(%r15), %r15
  movq %r15, <offset:1>+0x410(%rsp)
  movq <offset:1>+0x440(%rsp), %r15
  popcntq %r15, %rcx
  movq <offset:1>+0x418(%rsp), %r15
  leaq (%r15, %rcx), %r15
  movq %r15, <offset:1>+0x418(%rsp)
  movq %rax, <offset:1>+0x478(%rsp)
  movq %r14, <offset:1>+0x470(%rsp)
  movq %rbx, <offset:1>+0x468(%rsp)
  movq %r13, <offset:1>+0x460(%rsp)
  movq <offset:1>+0x450(%rsp), %rbx
  movq <offset:1>+0x410(%rsp), %rax
  jmp     label14

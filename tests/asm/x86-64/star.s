; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

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
  subq $0x4d0, %rsp
  movq %rbx, 0x4a0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x4a8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x4b0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x4b8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x4c0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+0x400(%rsp)
  movq (%rcx), %r13
  movq %r13, <offset:1>+0x418(%rsp)
  movq 0x20(%rcx), %rbx
  movq %rbx, <offset:1>+0x420(%rsp)
  movq 0x28(%rcx), %rdx
  movq %rdx, <offset:1>+0x428(%rsp)
  movq 0x30(%rcx), %r12
  movq %r12, <offset:1>+0x430(%rsp)
  movq 0x40(%rcx), %r11
  movq %r11, %rdx
  movq %rcx, <offset:1>+0x408(%rsp)
  movq (%rdi), %r9
  movq %r9, <offset:1>+0x498(%rsp)
  movq 8(%rdi), %r10
  movq %r10, <offset:1>+0x490(%rsp)
  movq 0x10(%rdi), %rbx
  movq %rbx, <offset:1>+0x488(%rsp)
  movq 0x18(%rdi), %rax
  movq %rax, <offset:1>+0x480(%rsp)
  movq 0x20(%rdi), %r13
  movq %r13, <offset:1>+0x478(%rsp)
  movq 0x28(%rdi), %r14
  movq %r14, <offset:1>+0x470(%rsp)
  movq 0x30(%rdi), %r15
  movq %r15, <offset:1>+0x468(%rsp)
  movq 0x38(%rdi), %rcx
  movq %rcx, <offset:1>+0x460(%rsp)
  movq 0x40(%rdi), %r8
  movq %r8, <offset:1>+0x458(%rsp)
  movq 0x48(%rdi), %r8
  movq %r8, <offset:1>+0x450(%rsp)
  jmp     label1
block1:
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label2
block2:
  cmpq %r12, %rsi
  movq %r12, <offset:1>+0x400(%rsp)
  jb      label13; j label3
block3:
  movq <offset:1>+0x400(%rsp), %r10
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label4
block4:
  cmpq %r12, %r10
  jb      label5; j label6
block5:
  movq <offset:1>+0x490(%rsp), %rsi
  movq <offset:1>+0x428(%rsp), %r13
  jmp     label7
block6:
  movq <offset:1>+0x408(%rsp), %rax
  movq <offset:1>+0x418(%rsp), %r12
  movq %r12, (%rax)
  movq %r12, 0x10(%rax)
  movq <offset:1>+0x420(%rsp), %r11
  movq %r11, 0x20(%rax)
  movq <offset:1>+0x428(%rsp), %r13
  movq %r13, 0x28(%rax)
  movq <offset:1>+0x430(%rsp), %r11
  movq %r11, 0x30(%rax)
  movq %rdx, 0x40(%rax)
  uninit  %rax
  xorq %rax, %rax
  movq 0x4a0(%rsp), %rbx
  movq 0x4a8(%rsp), %r12
  movq 0x4b0(%rsp), %r13
  movq 0x4b8(%rsp), %r14
  movq 0x4c0(%rsp), %r15
  addq $0x4d0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%rsi, %r10, 4), %eax
  movq %rsi, <offset:1>+0x490(%rsp)
  movq <offset:1>+0x480(%rsp), %rsi
  movl (%rsi, %r10, 4), %edi
  movq <offset:1>+0x470(%rsp), %rsi
  movl (%rsi, %r10, 4), %r8d
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movl $0x64, %r9d
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %rsi
  shrq $0x6, %rsi
  movq <offset:1>+0x498(%rsp), %rax
  movq (%rax, %rsi, 8), %rsi
  shrq %cl, %rsi
  movl %edi, %eax
  leaq -1(%rax), %rcx
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x488(%rsp), %rdi
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq %rax, %rsi
  movl %r8d, %eax
  leaq -1(%rax), %rcx
  movl $0x400, %eax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x478(%rsp), %rdi
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq %rax, %rsi
  testq $0x1, %rsi
  jnz     label9; j label8
block8:
  movq <offset:1>+0x430(%rsp), %r11
  movq <offset:1>+0x418(%rsp), %r12
  movq %r13, <offset:1>+0x428(%rsp)
  jmp     label10
block9:
  movq <offset:1>+0x418(%rsp), %r12
  leaq 1(%r12), %r12
  movq <offset:1>+0x468(%rsp), %rsi
  movq <offset:1>+0x420(%rsp), %r9
  addq (%rsi, %r10, 8), %r9
  movq %r9, <offset:1>+0x420(%rsp)
  adcq $0x0, %r13
  movq <offset:1>+0x460(%rsp), %rsi
  movq %r13, <offset:1>+0x428(%rsp)
  movl (%rsi, %r10, 4), %ecx
  movq <offset:1>+0x430(%rsp), %r11
  cmpq %rcx, %r11
  cmovbq %r11, %rcx
  movq <offset:1>+0x458(%rsp), %rsi
  movl (%rsi, %r10, 4), %eax
  cmpq %rax, %rdx
  cmovaeq %rdx, %rax
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label10
block10:
  leaq 1(%r10), %r10
  movq <offset:1>+0x400(%rsp), %rax
  cmpq %rax, %r10
  jb      label11; j label12
block11:
  movq <offset:1>+0x490(%rsp), %rsi
  movq <offset:1>+0x428(%rsp), %r13
  movq %r12, <offset:1>+0x418(%rsp)
  movq %r11, <offset:1>+0x430(%rsp)
  jmp     label7
block12:
  movq %r11, <offset:1>+0x430(%rsp)
  movq %r12, <offset:1>+0x418(%rsp)
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label4
block13:
  movq <offset:1>+0x430(%rsp), %r11
  movq <offset:1>+0x418(%rsp), %r12
  uninit  %r13
  xorq %r13, %r13
  movq <offset:1>+0x400(%rsp), %rax
  subq %rsi, %rax
  movq %rax, %rbx
  movl $0x200, %eax
  movq %rbx, %rcx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  movq %rcx, %rbx
  movq %rax, %r10
  shrq $0x3, %r10
  movq %r13, %rax
  movq %r13, %r9
  jmp     label14
block14:
  cmpq %r10, %rax
  movq %rax, <offset:1>+0x410(%rsp)
  movq %r10, <offset:1>+0x448(%rsp)
  jb      label30; j label15
block15:
  movq %rbx, %rax
  movq %rax, %rcx
  andq $0xfffffffffffffff8, %rcx
  subq %rcx, %rax
  movq %r13, %r10
  jmp     label16
block16:
  cmpq %rax, %r10
  jb      label28; j label17
block17:
  movq %r13, %rdi
  movq %r13, %r10
  jmp     label18
block18:
  cmpq %r9, %rdi
  jb      label26; j label19
block19:
  movq %rsi, %r9
  jmp     label20
block20:
  cmpq %r10, %r13
  jb      label22; j label21
block21:
  leaq 0x200(%r9), %rsi
  movq %r11, <offset:1>+0x430(%rsp)
  movq %r12, <offset:1>+0x418(%rsp)
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label2
block22:
  leaq <offset:1>+(%rsp), %rdi
  movzwq (%rdi, %r13, 2), %rdi
  leaq (%rsi, %rdi), %rax
  movq <offset:1>+0x490(%rsp), %r15
  movl (%r15, %rax, 4), %edi
  movq <offset:1>+0x480(%rsp), %rbx
  movl (%rbx, %rax, 4), %r8d
  movq <offset:1>+0x470(%rsp), %r15
  movl (%r15, %rax, 4), %r15d
  movl %edi, %edi
  leaq -1(%rdi), %rcx
  movl $0x64, %edi
  cmpq %rcx, %rdi
  cmovbq %rdi, %rcx
  movq %rcx, %r14
  shrq $0x6, %r14
  movq <offset:1>+0x498(%rsp), %rbx
  movq (%rbx, %r14, 8), %r14
  shrq %cl, %r14
  movl %r8d, %r8d
  leaq -1(%r8), %rcx
  cmpq %rcx, %rdi
  cmovbq %rdi, %rcx
  movq %rcx, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x488(%rsp), %r8
  movq (%r8, %rdi, 8), %rdi
  shrq %cl, %rdi
  andq %rdi, %r14
  movl %r15d, %ecx
  leaq -1(%rcx), %rcx
  movl $0x400, %edi
  cmpq %rcx, %rdi
  cmovbq %rdi, %rcx
  movq %rcx, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x478(%rsp), %r15
  movq (%r15, %rdi, 8), %rdi
  shrq %cl, %rdi
  andq %rdi, %r14
  testq $0x1, %r14
  jnz     label24; j label23
block23:
  movq <offset:1>+0x428(%rsp), %r15
  jmp     label25
block24:
  leaq 1(%r12), %r12
  movq <offset:1>+0x468(%rsp), %rcx
  movq <offset:1>+0x420(%rsp), %rdi
  addq (%rcx, %rax, 8), %rdi
  movq <offset:1>+0x428(%rsp), %r15
  movq %rdi, <offset:1>+0x420(%rsp)
  adcq $0x0, %r15
  movq <offset:1>+0x460(%rsp), %rcx
  movl (%rcx, %rax, 4), %ecx
  cmpq %rcx, %r11
  cmovbq %r11, %rcx
  movq <offset:1>+0x458(%rsp), %r14
  movl (%r14, %rax, 4), %eax
  cmpq %rax, %rdx
  cmovaeq %rdx, %rax
  movq %rax, %rdx
  movq %rcx, %r11
  jmp     label25
block25:
  leaq 1(%r13), %r13
  movq %r15, <offset:1>+0x428(%rsp)
  movq %r8, <offset:1>+0x488(%rsp)
  jmp     label20
block26:
  movq <offset:1>+0x488(%rsp), %r8
  movq <offset:1>+0x428(%rsp), %r15
  leaq <offset:1>+(%rsp), %rcx
  movzwq (%rcx, %rdi, 2), %rax
  movw %ax, (%rcx, %r10, 2)
  jmp     label27
block27:
  leaq 1(%rdi), %rdi
  leaq (%rsi, %rax), %rax
  movq <offset:1>+0x480(%rsp), %rbx
  movl (%rbx, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movl $0x64, %eax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%r8, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  leaq (%r10, %rax), %r10
  movq %r15, <offset:1>+0x428(%rsp)
  movq %r8, <offset:1>+0x488(%rsp)
  jmp     label18
block28:
  movq %rbx, %rcx
  movq <offset:1>+0x488(%rsp), %r8
  movq <offset:1>+0x428(%rsp), %r15
  andq $0xfffffffffffffff8, %rcx
  leaq (%rcx, %r10), %rcx
  leaq <offset:1>+(%rsp), %rdi
  movw %cx, (%rdi, %r9, 2)
  jmp     label29
block29:
  leaq 1(%r10), %r10
  leaq (%rsi, %rcx), %rcx
  movq <offset:1>+0x490(%rsp), %rdi
  movl (%rdi, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %edi
  cmpq %rcx, %rdi
  cmovbq %rdi, %rcx
  movq %rcx, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x498(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  shrq %cl, %rdi
  andq $0x1, %rdi
  leaq (%r9, %rdi), %r9
  movq %r15, <offset:1>+0x428(%rsp)
  movq %r8, <offset:1>+0x488(%rsp)
  jmp     label16
block30:
  movq <offset:1>+0x488(%rsp), %r8
  movq <offset:1>+0x410(%rsp), %r10
  movq <offset:1>+0x428(%rsp), %r15
  movq %r10, %rcx
  shlq $0x3, %rcx
  movq %rcx, %r14
  leaq (%rsi, %r10, 8), %rcx
  movq <offset:1>+0x490(%rsp), %rax
  movl (%rax, %rcx, 4), %eax
  movq %rcx, <offset:1>+0x440(%rsp)
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movl $0x64, %eax
  cmpq %rcx, %rax
  movq %rax, <offset:1>+0x438(%rsp)
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x498(%rsp), %rdi
  movq (%rdi, %rax, 8), %r10
  shrq %cl, %r10
  andq $0x1, %r10
  movq <offset:1>+0x440(%rsp), %rcx
  movq <offset:1>+0x490(%rsp), %rdi
  movl 4(%rdi, %rcx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movq <offset:1>+0x438(%rsp), %rax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x498(%rsp), %rdi
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  shlq $1, %rax
  orq %rax, %r10
  movq <offset:1>+0x490(%rsp), %rax
  movq <offset:1>+0x440(%rsp), %rcx
  movl 8(%rax, %rcx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movq <offset:1>+0x438(%rsp), %rax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  shlq $0x2, %rax
  orq %rax, %r10
  movq <offset:1>+0x490(%rsp), %rax
  movq <offset:1>+0x440(%rsp), %rcx
  movl 0xc(%rax, %rcx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movq <offset:1>+0x438(%rsp), %rax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  shlq $0x3, %rax
  orq %rax, %r10
  movq <offset:1>+0x490(%rsp), %rax
  movq <offset:1>+0x440(%rsp), %rcx
  movl 0x10(%rax, %rcx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movq <offset:1>+0x438(%rsp), %rax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  shlq $0x4, %rax
  orq %rax, %r10
  movq <offset:1>+0x490(%rsp), %rax
  movq <offset:1>+0x440(%rsp), %rcx
  movl 0x14(%rax, %rcx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movq <offset:1>+0x438(%rsp), %rax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  shlq $0x5, %rax
  orq %rax, %r10
  movq <offset:1>+0x440(%rsp), %rcx
  movq <offset:1>+0x490(%rsp), %rdi
  movl 0x18(%rdi, %rcx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movq <offset:1>+0x438(%rsp), %rax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x498(%rsp), %rdi
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  shlq $0x6, %rax
  orq %rax, %r10
  movq <offset:1>+0x490(%rsp), %rax
  movq <offset:1>+0x440(%rsp), %rcx
  movl 0x1c(%rax, %rcx, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movq <offset:1>+0x438(%rsp), %rax
  cmpq %rcx, %rax
  movq <offset:1>+0x438(%rsp), %rdi
  cmovbq %rdi, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x498(%rsp), %rdi
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  shlq $0x7, %rax
  orq %rax, %r10
  movq %r10, %rax
  shlq $0x4, %rax
  movq <offset:1>+0x450(%rsp), %rcx
  movdqu (%rcx, %rax), %xmm0
  movq %r14, %rax
  movd %eax, %xmm1
  pshuflw $0x0, %xmm1, %xmm1
  pshufd $0x0, %xmm1, %xmm1
  paddw %xmm1, %xmm0
  leaq <offset:1>+(%rsp), %rax
  movdqu %xmm0, (%rax, %r9, 2)
  jmp     label31
block31:
  movq <offset:1>+0x410(%rsp), %rax
  leaq 1(%rax), %rax
  movq %rax, <offset:1>+0x410(%rsp)
  movq %r10, %rdi
  shrq $0x1, %rdi
  movabsq $0x7777777777777777, %r14
  andq %r14, %rdi
  subq %rdi, %r10
  shrq $0x1, %rdi
  andq %r14, %rdi
  subq %rdi, %r10
  shrq $0x1, %rdi
  andq %r14, %rdi
  subq %rdi, %r10
  movq %r10, %rax
  shrq $0x4, %rax
  addq %r10, %rax
  movabsq $0xf0f0f0f0f0f0f0f, %rdi
  andq %rdi, %rax
  movabsq $0x101010101010101, %rdi
  imulq %rdi, %rax
  shrq $0x38, %rax
  leaq (%r9, %rax), %r9
  movq <offset:1>+0x410(%rsp), %rax
  movq <offset:1>+0x448(%rsp), %r10
  movq %r15, <offset:1>+0x428(%rsp)
  movq %rcx, <offset:1>+0x450(%rsp)
  movq %r8, <offset:1>+0x488(%rsp)
  jmp     label14

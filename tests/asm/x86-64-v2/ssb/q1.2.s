; target x86-64-v2 (x86_64-unknown-linux-gnu): x86-64-v2 (SSE4.2, POPCNT)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b

; kernel build_0 — build `date`: vector (bitmap of 61131 keys)
; context block (first argument): +0: date structure, +8: date.d_yearmonthnum, +16: date.d_datekey
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
  cmpl $0x30ae9, %ecx
  jz      label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rcx
  cmpq $0xeeca, %rcx
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

; kernel probe_1 — probe pipeline over `lineorder`: `date` vector (bitmap of 61131 keys)
; context block (first argument): +0: lineorder.lo_discount, +8: lineorder.lo_quantity, +16: date structure, +24: lineorder.lo_orderdate, +32: lineorder.lo_extendedprice, +40: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x1000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x1080, %rsp
  movq %rbx, 0x1050(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1058(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x1060(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x1068(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x1070(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+0x1008(%rsp)
  movq %rsi, <offset:1>+0x1010(%rsp)
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq 0x18(%rcx), %rax
  movq (%rdi), %rax
  movq %rax, <offset:1>+0x1040(%rsp)
  movq 8(%rdi), %rax
  movq %rax, <offset:1>+0x1038(%rsp)
  movq 0x10(%rdi), %r8
  movq %r8, <offset:1>+0x1030(%rsp)
  movq 0x18(%rdi), %r9
  movq %rdi, <offset:1>+0x1000(%rsp)
  movq %r9, <offset:1>+0x1028(%rsp)
  movq 0x20(%rdi), %r10
  movq %r10, <offset:1>+0x1020(%rsp)
  movq 0x28(%rdi), %rax
  jmp     label1
block1:
  movq <offset:1>+0x1010(%rsp), %rbx
  movq <offset:1>+0x1008(%rsp), %r11
  jmp     label2
block2:
  cmpq %r11, %rbx
  movq %r11, <offset:1>+0x1008(%rsp)
  movq %rbx, <offset:1>+0x1010(%rsp)
  jb      label18; j label3
block3:
  movq %rcx, %rsi
  movq (%rsi), %rbx
  movq 0x10(%rsi), %r11
  movq 0x18(%rsi), %r10
  movq <offset:1>+0x1008(%rsp), %rax
  movq <offset:1>+0x1008(%rsp), %r12
  jmp     label4
block4:
  cmpq %rax, %r12
  jb      label5; j label6
block5:
  movq <offset:1>+0x1040(%rsp), %rax
  jmp     label7
block6:
  movq %rbx, (%rsi)
  movq %r11, 0x10(%rsi)
  movq %r10, 0x18(%rsi)
  uninit  %rax
  xorq %rax, %rax
  movq 0x1050(%rsp), %rbx
  movq 0x1058(%rsp), %r12
  movq 0x1060(%rsp), %r13
  movq 0x1068(%rsp), %r14
  movq 0x1070(%rsp), %r15
  addq $0x1080, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%rax, %r12, 4), %r8d
  movq <offset:1>+0x1038(%rsp), %r9
  movq %rax, <offset:1>+0x1040(%rsp)
  movl (%r9, %r12, 4), %edi
  cmpl $0x4, %r8d
  setae %al
  cmpl $0x6, %r8d
  setbe %cl
  andl %ecx, %eax
  cmpl $0x1a, %edi
  setae %r8b
  cmpl $0x23, %edi
  setbe %cl
  andl %ecx, %r8d
  testb %al, %r8b
  jnz     label9; j label8
block8:
  jmp     label15
block9:
  movq <offset:1>+0x1028(%rsp), %rax
  movl (%rax, %r12, 4), %ecx
  movl %ecx, %eax
  leaq -0x12ff4e5(%rax), %rcx
  cmpq $0xeeca, %rcx
  jbe     label11; j label10
block10:
  jmp     label13
block11:
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x1030(%rsp), %rdx
  movq (%rdx, %rax, 8), %rax
  shrq %cl, %rax
  testq $0x1, %rax
  jnz     label14; j label12
block12:
  jmp     label13
block13:
  jmp     label15
block14:
  leaq 1(%rbx), %rbx
  movq <offset:1>+0x1020(%rsp), %r8
  movl (%r8, %r12, 4), %eax
  uninit  %rdi
  xorq %rdi, %rdi
  movq <offset:1>+0x1040(%rsp), %rcx
  movl (%rcx, %r12, 4), %r9d
  uninit  %rcx
  xorq %rcx, %rcx
  movq %rax, %r8
  imulq %rcx, %r8
  imulq %r9, %rdi
  addq %rdi, %r8
  mulq %r9 ;; implicit: %rax, %rdx
  addq %rdx, %r8
  addq %rax, %r11
  adcq %r8, %r10
  jmp     label15
block15:
  leaq 1(%r12), %r12
  movq <offset:1>+0x1008(%rsp), %rax
  cmpq %rax, %r12
  jb      label16; j label17
block16:
  movq <offset:1>+0x1040(%rsp), %rax
  jmp     label7
block17:
  movq <offset:1>+0x1008(%rsp), %rax
  jmp     label4
block18:
  movq %rcx, %rsi
  movq <offset:1>+0x1000(%rsp), %rdi
  movq 0x28(%rdi), %r13
  movq %r13, %rcx
  movq 0x18(%rdi), %r13
  uninit  %r12
  xorq %r12, %r12
  movq <offset:1>+0x1010(%rsp), %rbx
  movq <offset:1>+0x1008(%rsp), %r11
  movq %r12, <offset:1>+0x1018(%rsp)
  movq %r11, %r14
  subq %rbx, %r14
  movl $0x800, %eax
  cmpq %r14, %rax
  cmovbq %rax, %r14
  movq %r14, %r15
  shrq $0x3, %r15
  movq <offset:1>+0x1018(%rsp), %rdx
  jmp     label19
block19:
  cmpq %r15, %rdx
  jb      label48; j label20
block20:
  movq %r14, %rax
  andq $0xfffffffffffffff8, %rax
  movq %r14, %rdx
  subq %rax, %rdx
  movq <offset:1>+0x1018(%rsp), %rdi
  jmp     label21
block21:
  cmpq %rdx, %rdi
  jb      label46; j label22
block22:
  movq <offset:1>+0x1000(%rsp), %rdi
  movq 0x10(%rdi), %rdi
  movq <offset:1>+0x1000(%rsp), %r8
  movq 0x18(%r8), %r11
  movq <offset:1>+0x1018(%rsp), %rdx
  movq <offset:1>+0x1018(%rsp), %r13
  jmp     label23
block23:
  cmpq %r12, %r13
  jb      label44; j label24
block24:
  movq <offset:1>+0x1018(%rsp), %rdi
  movq <offset:1>+0x1018(%rsp), %r12
  jmp     label25
block25:
  cmpq %rdx, %rdi
  jb      label42; j label26
block26:
  movq <offset:1>+0x1000(%rsp), %rdi
  movq 0x20(%rdi), %rdx
  movq <offset:1>+0x1018(%rsp), %rdi
  jmp     label27
block27:
  cmpq %r12, %rdi
  jb      label40; j label28
block28:
  movq (%rsi), %r15
  movq 0x10(%rsi), %r14
  movq 0x18(%rsi), %r13
  movq <offset:1>+0x1010(%rsp), %rbx
  movq <offset:1>+0x1018(%rsp), %r10
  jmp     label29
block29:
  cmpq %r12, %r10
  jb      label31; j label30
block30:
  movq %r15, (%rsi)
  movq %r14, 0x10(%rsi)
  movq %r13, 0x18(%rsi)
  leaq 0x800(%rbx), %rbx
  movq %rbx, <offset:1>+0x1010(%rsp)
  movq %rsi, %rcx
  movq <offset:1>+0x1008(%rsp), %r11
  jmp     label2
block31:
  leaq <offset:1>+(%rsp), %r11
  movzwq (%r11, %r10, 2), %r11
  movq <offset:1>+0x1010(%rsp), %rdi
  movq %r10, <offset:1>+0x1018(%rsp)
  leaq (%rdi, %r11), %rdi
  movq <offset:1>+0x1040(%rsp), %rax
  movl (%rax, %rdi, 4), %r11d
  movq <offset:1>+0x1038(%rsp), %r9
  movl (%r9, %rdi, 4), %eax
  cmpl $0x4, %r11d
  setae %r10b
  cmpl $0x6, %r11d
  setbe %cl
  andl %ecx, %r10d
  cmpl $0x1a, %eax
  setae %r8b
  cmpl $0x23, %eax
  setbe %al
  andl %eax, %r8d
  testb %r10b, %r8b
  jnz     label33; j label32
block32:
  movq <offset:1>+0x1020(%rsp), %r8
  movq <offset:1>+0x1018(%rsp), %r10
  jmp     label39
block33:
  movq <offset:1>+0x1028(%rsp), %r10
  movl (%r10, %rdi, 4), %eax
  movl %eax, %eax
  leaq -0x12ff4e5(%rax), %rcx
  cmpq $0xeeca, %rcx
  jbe     label35; j label34
block34:
  jmp     label37
block35:
  leaq -0x12ff4e5(%rax), %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x1030(%rsp), %r8
  movq (%r8, %rax, 8), %rax
  shrq %cl, %rax
  testq $0x1, %rax
  jnz     label38; j label36
block36:
  jmp     label37
block37:
  movq <offset:1>+0x1020(%rsp), %r8
  movq <offset:1>+0x1018(%rsp), %r10
  jmp     label39
block38:
  leaq 1(%r15), %r15
  movq <offset:1>+0x1020(%rsp), %r8
  movl (%r8, %rdi, 4), %eax
  uninit  %rdi
  xorq %rdi, %rdi
  movl %r11d, %r9d
  uninit  %rcx
  xorq %rcx, %rcx
  movq %rax, %r11
  imulq %rcx, %r11
  imulq %r9, %rdi
  addq %rdi, %r11
  mulq %r9 ;; implicit: %rax, %rdx
  addq %rdx, %r11
  addq %rax, %r14
  adcq %r11, %r13
  movq <offset:1>+0x1018(%rsp), %r10
  jmp     label39
block39:
  leaq 1(%r10), %r10
  movq %r8, <offset:1>+0x1020(%rsp)
  jmp     label29
block40:
  movq <offset:1>+0x1020(%rsp), %r8
  movq <offset:1>+0x1018(%rsp), %r10
  leaq <offset:1>+(%rsp), %rax
  movzwq (%rax, %rdi, 2), %rax
  movq <offset:1>+0x1010(%rsp), %rbx
  leaq (%rbx, %rax), %rax
  movl (%rdx, %rax, 4), %eax
  jmp     label41
block41:
  leaq 1(%rdi), %rdi
  movq %r10, <offset:1>+0x1018(%rsp)
  movq %r8, <offset:1>+0x1020(%rsp)
  jmp     label27
block42:
  movq <offset:1>+0x1020(%rsp), %r8
  movq <offset:1>+0x1018(%rsp), %r10
  leaq <offset:1>+(%rsp), %r9
  movzwq (%r9, %rdi, 2), %rcx
  movq <offset:1>+0x1010(%rsp), %rbx
  leaq (%rbx, %rcx), %r11
  movq <offset:1>+0x1040(%rsp), %rax
  movl (%rax, %r11, 4), %eax
  movq <offset:1>+0x1038(%rsp), %rbx
  movl (%rbx, %r11, 4), %r11d
  movw %cx, (%r9, %r12, 2)
  jmp     label43
block43:
  leaq 1(%rdi), %rdi
  cmpl $0x4, %eax
  setae %r13b
  cmpl $0x6, %eax
  setbe %al
  andl %eax, %r13d
  cmpl $0x1a, %r11d
  setae %al
  cmpl $0x23, %r11d
  setbe %cl
  andl %ecx, %eax
  andl %eax, %r13d
  movzbq %r13b, %rax
  leaq (%r12, %rax), %r12
  movq %r10, <offset:1>+0x1018(%rsp)
  movq %r8, <offset:1>+0x1020(%rsp)
  jmp     label25
block44:
  movq <offset:1>+0x1020(%rsp), %r8
  movq <offset:1>+0x1018(%rsp), %r10
  leaq <offset:1>+(%rsp), %rcx
  movzwq (%rcx, %r13, 2), %rax
  movw %ax, (%rcx, %rdx, 2)
  jmp     label45
block45:
  leaq 1(%r13), %r13
  movq <offset:1>+0x1010(%rsp), %rbx
  leaq (%rbx, %rax), %rax
  movl (%r11, %rax, 4), %eax
  movl %eax, %eax
  leaq -0x12ff4e5(%rax), %rcx
  movq %rcx, %r9
  movl $0xeecb, %eax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %r9
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%rdi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  leaq (%rdx, %rax), %rdx
  movq %r10, <offset:1>+0x1018(%rsp)
  movq %r8, <offset:1>+0x1020(%rsp)
  jmp     label23
block46:
  movq <offset:1>+0x1020(%rsp), %r8
  movq <offset:1>+0x1018(%rsp), %r10
  movq %r14, %rax
  andq $0xfffffffffffffff8, %rax
  leaq (%rax, %rdi), %rcx
  movq <offset:1>+0x1010(%rsp), %rbx
  leaq (%rbx, %rcx), %rax
  movl (%r13, %rax, 4), %eax
  leaq <offset:1>+(%rsp), %r9
  movw %cx, (%r9, %r12, 2)
  jmp     label47
block47:
  leaq 1(%rdi), %rdi
  subl $0x1304305, %eax
  cmpl $0x1e, %eax
  setbe %al
  movzbq %al, %rax
  leaq (%r12, %rax), %r12
  movq %r10, <offset:1>+0x1018(%rsp)
  movq %r8, <offset:1>+0x1020(%rsp)
  jmp     label21
block48:
  movq <offset:1>+0x1020(%rsp), %r8
  movq <offset:1>+0x1018(%rsp), %r10
  movq %rdx, %r11
  shlq $0x3, %r11
  movq <offset:1>+0x1010(%rsp), %rbx
  leaq (%rbx, %rdx, 8), %rax
  movdqu (%r13, %rax, 4), %xmm2
  movdqu 0x10(%r13, %rax, 4), %xmm0
  movdqu (%rip), %xmm1
  psubd %xmm1, %xmm2
  movdqu (%rip), %xmm3
  pcmpgtd %xmm3, %xmm2
  movmskps %xmm2, %edi
  psubd %xmm1, %xmm0
  pcmpgtd %xmm3, %xmm0
  movmskps %xmm0, %eax
  shlq $0x4, %rax
  orq %rax, %rdi
  movq %rdi, %rax
  xorq $0xff, %rax
  shlq $0x4, %rax
  movdqu (%rcx, %rax), %xmm0
  movd %r11d, %xmm1
  pshuflw $0x0, %xmm1, %xmm1
  pshufd $0x0, %xmm1, %xmm1
  paddw %xmm1, %xmm0
  leaq <offset:1>+(%rsp), %rax
  movdqu %xmm0, (%rax, %r12, 2)
  jmp     label49
block49:
  leaq 1(%rdx), %rdx
  xorq $0xff, %rdi
  popcntq %rdi, %rax
  leaq (%r12, %rax), %r12
  movq %r10, <offset:1>+0x1018(%rsp)
  movq %r8, <offset:1>+0x1020(%rsp)
  jmp     label19

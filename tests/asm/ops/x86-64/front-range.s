; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel probe_1 — probe pipeline over `lineorder`: `date` vector (bitmap of 61131 keys)
; context block (first argument): +0: lineorder.lo_discount, +8: lineorder.lo_quantity, +16: date structure, +24: lineorder.lo_orderdate, +32: lineorder.lo_extendedprice, +40: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x2000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x20c0, %rsp
  movq %rbx, 0x2090(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x2098(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20a0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x20a8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x20b0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+0x2010(%rsp)
  movq %rsi, <offset:1>+0x2018(%rsp)
  movq %rdx, <offset:1>+0x2020(%rsp)
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq 0x18(%rcx), %rax
  movq %rcx, <offset:1>+0x2028(%rsp)
  movq (%rdi), %r14
  movq 8(%rdi), %rdi
  movq %rdi, <offset:1>+0x2088(%rsp)
  movq <offset:1>+0x2010(%rsp), %rdi
  movq 0x10(%rdi), %r8
  movq <offset:1>+0x2010(%rsp), %r11
  movq %r8, <offset:1>+0x2080(%rsp)
  movq 0x18(%r11), %r9
  movq %r9, <offset:1>+0x2078(%rsp)
  movq 0x20(%r11), %rdx
  movq %rdx, <offset:1>+0x2070(%rsp)
  movq 0x28(%r11), %rax
  jmp     label1
block1:
  leaq <offset:1>+(%rsp), %rdx
  movq %rdx, <offset:1>+0x2068(%rsp)
  movdqu (%rip), %xmm0
  movdqu (%rip), %xmm1
  leaq <offset:1>+0x1000(%rsp), %r13
  movq %r13, <offset:1>+0x2060(%rsp)
  movq <offset:1>+0x2020(%rsp), %rax
  movq <offset:1>+0x2018(%rsp), %rbx
  jmp     label2
block2:
  cmpq %rax, %rbx
  movq %rax, <offset:1>+0x2020(%rsp)
  jb      label4; j label3
block3:
  movq <offset:1>+0x2018(%rsp), %r10
  jmp     label9
block4:
  movq <offset:1>+0x2010(%rsp), %r11
  movq 0x28(%r11), %r13
  movq %r13, <offset:1>+0x2058(%rsp)
  movq 0x18(%r11), %r15
  movq %r15, %r12
  uninit  %r10
  xorq %r10, %r10
  movq <offset:1>+0x2020(%rsp), %rax
  subq %rbx, %rax
  movl $0x800, %ecx
  cmpq %rax, %rcx
  cmovbq %rcx, %rax
  movq %rax, %r15
  shrq $0x3, %r15
  movq %r10, <offset:1>+0x2030(%rsp)
  jmp     label5
block5:
  cmpq %r15, %r10
  movq %r15, <offset:1>+0x2050(%rsp)
  jb      label58; j label6
block6:
  uninit  %r10
  xorq %r10, %r10
  movq %rax, %rsi
  andq $0xfffffffffffffff8, %rsi
  movq %rax, %r11
  subq %rsi, %r11
  jmp     label7
block7:
  cmpq %r11, %r10
  jb      label56; j label8
block8:
  movq <offset:1>+0x2030(%rsp), %rcx
  movq %rcx, <offset:1>+0x2008(%rsp)
  movq %rbx, %rdi
  shlq $0x2, %rdi
  movq <offset:1>+0x2010(%rsp), %r11
  movq %rdi, %r8
  addq (%r11), %r8
  movq %rdi, %rax
  movl $0x4, %esi
  movq <offset:1>+0x2068(%rsp), %rdx
  movq %r8, %rdi
  call    User(userextname3)
  movq %rax, %rdi
  addq 8(%r11), %rdi
  call    User(userextname3)
  movq <offset:1>+0x2018(%rsp), %r10
  jmp     label9
block9:
  cmpq %r10, %rbx
  movq %r10, <offset:1>+0x2018(%rsp)
  jnz     label11; j label10
block10:
  movq <offset:1>+0x2020(%rsp), %rax
  movq <offset:1>+0x2028(%rsp), %rsi
  jmp     label20
block11:
  movq <offset:1>+0x2000(%rsp), %r11
  movq <offset:1>+0x2010(%rsp), %r9
  movq 0x10(%r9), %r13
  movq <offset:1>+0x2010(%rsp), %rax
  movq 0x18(%rax), %rax
  uninit  %r15
  xorq %r15, %r15
  movq %r15, %r10
  jmp     label12
block12:
  cmpq %r11, %r15
  jb      label54; j label13
block13:
  uninit  %r11
  xorq %r11, %r11
  movq %r11, <offset:1>+0x2038(%rsp)
  jmp     label14
block14:
  cmpq %r10, %r11
  jb      label52; j label15
block15:
  movq <offset:1>+0x2010(%rsp), %r11
  movq 0x20(%r11), %r10
  uninit  %r11
  xorq %r11, %r11
  movq <offset:1>+0x2038(%rsp), %rax
  jmp     label16
block16:
  cmpq %rax, %r11
  movq %rax, <offset:1>+0x2038(%rsp)
  jb      label50; j label17
block17:
  movq <offset:1>+0x2028(%rsp), %rsi
  movq (%rsi), %r12
  movq 0x10(%rsi), %rax
  movq 0x18(%rsi), %r15
  uninit  %r10
  xorq %r10, %r10
  movq <offset:1>+0x2038(%rsp), %r11
  movq %rbx, <offset:1>+0x2048(%rsp)
  jmp     label18
block18:
  cmpq %r11, %r10
  jb      label41; j label19
block19:
  movq %r12, (%rsi)
  movq %rax, %r12
  movq %r12, 0x10(%rsi)
  movq %r15, 0x18(%rsi)
  movq <offset:1>+0x2020(%rsp), %rax
  movq <offset:1>+0x2048(%rsp), %rbx
  jmp     label20
block20:
  movq <offset:1>+0x2020(%rsp), %rax
  cmpq %rax, %rbx
  jb      label36; j label21
block21:
  movq (%rsi), %rbx
  movq 0x10(%rsi), %r11
  movq 0x18(%rsi), %r10
  movq <offset:1>+0x2020(%rsp), %rax
  movq <offset:1>+0x2020(%rsp), %r12
  jmp     label22
block22:
  movq <offset:1>+0x2020(%rsp), %rax
  cmpq %rax, %r12
  jb      label23; j label24
block23:
  jmp     label25
block24:
  movq %rbx, (%rsi)
  movq %r11, 0x10(%rsi)
  movq %r10, 0x18(%rsi)
  uninit  %rax
  xorq %rax, %rax
  movq 0x2090(%rsp), %rbx
  movq 0x2098(%rsp), %r12
  movq 0x20a0(%rsp), %r13
  movq 0x20a8(%rsp), %r14
  movq 0x20b0(%rsp), %r15
  addq $0x20c0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block25:
  movl (%r14, %r12, 4), %ecx
  movq <offset:1>+0x2088(%rsp), %rdx
  movl (%rdx, %r12, 4), %eax
  cmpl $0x4, %ecx
  setae %r13b
  cmpl $0x6, %ecx
  setbe %cl
  andl %ecx, %r13d
  cmpl $0x1a, %eax
  setae %cl
  cmpl $0x23, %eax
  setbe %al
  andl %eax, %ecx
  testb %r13b, %cl
  jnz     label27; j label26
block26:
  movq <offset:1>+0x2070(%rsp), %rdi
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2078(%rsp), %r9
  jmp     label33
block27:
  movq <offset:1>+0x2078(%rsp), %r9
  movl (%r9, %r12, 4), %eax
  movl %eax, %eax
  leaq -0x12ff4e5(%rax), %rcx
  cmpq $0xeeca, %rcx
  jbe     label29; j label28
block28:
  movq <offset:1>+0x2080(%rsp), %r8
  jmp     label31
block29:
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x2080(%rsp), %r8
  movq (%r8, %rax, 8), %rax
  shrq %cl, %rax
  testq $0x1, %rax
  jnz     label32; j label30
block30:
  jmp     label31
block31:
  movq <offset:1>+0x2070(%rsp), %rdi
  jmp     label33
block32:
  leaq 1(%rbx), %rbx
  movq <offset:1>+0x2070(%rsp), %rdi
  movl (%rdi, %r12, 4), %eax
  uninit  %r13
  xorq %r13, %r13
  movl (%r14, %r12, 4), %edx
  uninit  %rcx
  xorq %rcx, %rcx
  movq %rax, %r15
  imulq %rcx, %r15
  imulq %rdx, %r13
  addq %r13, %r15
  mulq %rdx ;; implicit: %rax, %rdx
  addq %rdx, %r15
  addq %rax, %r11
  adcq %r15, %r10
  jmp     label33
block33:
  leaq 1(%r12), %r12
  movq <offset:1>+0x2020(%rsp), %rax
  cmpq %rax, %r12
  jb      label34; j label35
block34:
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %r8, <offset:1>+0x2080(%rsp)
  jmp     label25
block35:
  movq <offset:1>+0x2020(%rsp), %rax
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %r8, <offset:1>+0x2080(%rsp)
  jmp     label22
block36:
  movq <offset:1>+0x2070(%rsp), %rdi
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2078(%rsp), %r9
  movq <offset:1>+0x2008(%rsp), %rax
  movq %rax, <offset:1>+0x2000(%rsp)
  uninit  %r10
  xorq %r10, %r10
  leaq 7(%rax), %r11
  shrq $0x3, %r11
  jmp     label37
block37:
  cmpq %r11, %r10
  jb      label39; j label38
block38:
  leaq 0x800(%rbx), %rbx
  movq <offset:1>+0x2020(%rsp), %rax
  movq %rsi, <offset:1>+0x2028(%rsp)
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %r8, <offset:1>+0x2080(%rsp)
  jmp     label2
block39:
  movq %r10, %rax
  shlq $0x4, %rax
  movq <offset:1>+0x2068(%rsp), %rdx
  movdqu (%rdx, %rax), %xmm2
  movq <offset:1>+0x2060(%rsp), %r13
  movdqu %xmm2, (%r13, %rax)
  jmp     label40
block40:
  leaq 1(%r10), %r10
  jmp     label37
block41:
  movq %r12, <offset:1>+0x2040(%rsp)
  movq <offset:1>+0x2060(%rsp), %r13
  movq %rax, %r12
  movq <offset:1>+0x2078(%rsp), %r9
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2070(%rsp), %rdi
  movzwq (%r13, %r10, 2), %rdx
  leaq -0x800(%rbx, %rdx), %r11
  movl (%r14, %r11, 4), %ecx
  movq <offset:1>+0x2088(%rsp), %rax
  movl (%rax, %r11, 4), %eax
  cmpl $0x4, %ecx
  setae %r13b
  cmpl $0x6, %ecx
  setbe %cl
  andl %ecx, %r13d
  cmpl $0x1a, %eax
  setae %cl
  cmpl $0x23, %eax
  setbe %al
  andl %eax, %ecx
  testb %r13b, %cl
  jnz     label43; j label42
block42:
  jmp     label49
block43:
  movl (%r9, %r11, 4), %eax
  movl %eax, %eax
  leaq -0x12ff4e5(%rax), %rcx
  cmpq $0xeeca, %rcx
  jbe     label45; j label44
block44:
  jmp     label47
block45:
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%r8, %rax, 8), %rax
  shrq %cl, %rax
  testq $0x1, %rax
  jnz     label48; j label46
block46:
  jmp     label47
block47:
  jmp     label49
block48:
  movq <offset:1>+0x2040(%rsp), %rax
  leaq 1(%rax), %rax
  movq %rax, <offset:1>+0x2040(%rsp)
  movl (%rdi, %r11, 4), %eax
  uninit  %r13
  xorq %r13, %r13
  movl (%r14, %r11, 4), %ecx
  uninit  %rdx
  xorq %rdx, %rdx
  movq %rax, %r11
  imulq %rdx, %r11
  imulq %rcx, %r13
  addq %r13, %r11
  mulq %rcx ;; implicit: %rax, %rdx
  addq %rdx, %r11
  addq %rax, %r12
  adcq %r11, %r15
  jmp     label49
block49:
  leaq 1(%r10), %r10
  movq %r8, <offset:1>+0x2080(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq <offset:1>+0x2038(%rsp), %r11
  movq %r12, %rax
  movq <offset:1>+0x2040(%rsp), %r12
  jmp     label18
block50:
  movq <offset:1>+0x2028(%rsp), %rsi
  movq <offset:1>+0x2070(%rsp), %rdi
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2078(%rsp), %r9
  movq <offset:1>+0x2060(%rsp), %r13
  movzwq (%r13, %r11, 2), %rax
  leaq -0x800(%rbx, %rax), %rax
  movl (%r10, %rax, 4), %eax
  jmp     label51
block51:
  leaq 1(%r11), %r11
  movq <offset:1>+0x2038(%rsp), %rax
  movq %rsi, <offset:1>+0x2028(%rsp)
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %r8, <offset:1>+0x2080(%rsp)
  jmp     label16
block52:
  movq <offset:1>+0x2028(%rsp), %rsi
  movq <offset:1>+0x2070(%rsp), %rdi
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2078(%rsp), %r9
  movq <offset:1>+0x2060(%rsp), %r13
  movzwq (%r13, %r11, 2), %rax
  leaq -0x800(%rbx, %rax), %rcx
  movl (%r14, %rcx, 4), %r13d
  movq <offset:1>+0x2088(%rsp), %r12
  movl (%r12, %rcx, 4), %r12d
  movq <offset:1>+0x2038(%rsp), %rcx
  movq <offset:1>+0x2060(%rsp), %rdx
  movw %ax, (%rdx, %rcx, 2)
  jmp     label53
block53:
  leaq 1(%r11), %r11
  cmpl $0x4, %r13d
  setae %al
  cmpl $0x6, %r13d
  setbe %cl
  andl %ecx, %eax
  cmpl $0x1a, %r12d
  setae %cl
  cmpl $0x23, %r12d
  setbe %dl
  andl %edx, %ecx
  andl %ecx, %eax
  movzbq %al, %rax
  movq <offset:1>+0x2038(%rsp), %rcx
  leaq (%rcx, %rax), %rax
  movq %rax, <offset:1>+0x2038(%rsp)
  movq %rsi, <offset:1>+0x2028(%rsp)
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %r8, <offset:1>+0x2080(%rsp)
  jmp     label14
block54:
  movq <offset:1>+0x2060(%rsp), %rcx
  movq <offset:1>+0x2028(%rsp), %rsi
  movq <offset:1>+0x2070(%rsp), %rdi
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2078(%rsp), %r9
  movzwq (%rcx, %r15, 2), %rcx
  movq <offset:1>+0x2060(%rsp), %rdx
  movw %cx, (%rdx, %r10, 2)
  jmp     label55
block55:
  leaq 1(%r15), %r15
  leaq -0x800(%rbx, %rcx), %rcx
  movl (%rax, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rcx
  movl $0xeecb, %edx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movq (%r13, %rdx, 8), %rdx
  shrq %cl, %rdx
  andq $0x1, %rdx
  leaq (%r10, %rdx), %r10
  movq %rsi, <offset:1>+0x2028(%rsp)
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %r8, <offset:1>+0x2080(%rsp)
  jmp     label12
block56:
  movq <offset:1>+0x2028(%rsp), %rsi
  movq <offset:1>+0x2070(%rsp), %rdi
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2078(%rsp), %r9
  movq %rax, %rcx
  andq $0xfffffffffffffff8, %rcx
  leaq (%rcx, %r10), %rdx
  leaq (%rbx, %rdx), %rcx
  movq %r12, %r15
  movl (%r15, %rcx, 4), %ecx
  movq <offset:1>+0x2030(%rsp), %r12
  movq <offset:1>+0x2068(%rsp), %r13
  movw %dx, (%r13, %r12, 2)
  jmp     label57
block57:
  leaq 1(%r10), %r10
  subl $0x1304305, %ecx
  cmpl $0x1e, %ecx
  setbe %cl
  movzbq %cl, %rcx
  movq <offset:1>+0x2030(%rsp), %rdx
  leaq (%rdx, %rcx), %rcx
  movq %rcx, <offset:1>+0x2030(%rsp)
  movq %r15, %r12
  movq %rsi, <offset:1>+0x2028(%rsp)
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %r8, <offset:1>+0x2080(%rsp)
  jmp     label7
block58:
  movq <offset:1>+0x2028(%rsp), %rsi
  movq <offset:1>+0x2070(%rsp), %rdi
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2078(%rsp), %r9
  movq %r12, %r15
  movq %r10, %r12
  shlq $0x3, %r12
  leaq (%rbx, %r10, 8), %rcx
  movdqu (%r15, %rcx, 4), %xmm3
  movdqu 0x10(%r15, %rcx, 4), %xmm2
  psubd %xmm0, %xmm3
  pcmpgtd %xmm1, %xmm3
  movmskps %xmm3, %r11d
  psubd %xmm0, %xmm2
  pcmpgtd %xmm1, %xmm2
  movmskps %xmm2, %ecx
  shlq $0x4, %rcx
  orq %rcx, %r11
  xorq $0xff, %r11
  movq %r11, %rcx
  shlq $0x4, %rcx
  movq <offset:1>+0x2058(%rsp), %r13
  movdqu (%r13, %rcx), %xmm2
  movd %r12d, %xmm3
  pshuflw $0x0, %xmm3, %xmm3
  pshufd $0x0, %xmm3, %xmm3
  paddw %xmm3, %xmm2
  movq <offset:1>+0x2030(%rsp), %rcx
  movq <offset:1>+0x2068(%rsp), %rdx
  movdqu %xmm2, (%rdx, %rcx, 2)
  jmp     label59
block59:
  leaq 1(%r10), %r10
  movq %r11, %r12
  shrq $0x1, %r12
  movabsq $0x7777777777777777, %r13
  andq %r13, %r12
  subq %r12, %r11
  shrq $0x1, %r12
  andq %r13, %r12
  subq %r12, %r11
  shrq $0x1, %r12
  andq %r13, %r12
  subq %r12, %r11
  movq %r11, %r12
  shrq $0x4, %r12
  addq %r11, %r12
  movabsq $0xf0f0f0f0f0f0f0f, %rcx
  andq %rcx, %r12
  movabsq $0x101010101010101, %rcx
  imulq %rcx, %r12
  shrq $0x38, %r12
  movq <offset:1>+0x2030(%rsp), %rcx
  leaq (%rcx, %r12), %rcx
  movq %rcx, <offset:1>+0x2030(%rsp)
  movq %r8, <offset:1>+0x2080(%rsp)
  movq %r9, <offset:1>+0x2078(%rsp)
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq %rsi, <offset:1>+0x2028(%rsp)
  movq %r15, %r12
  movq <offset:1>+0x2050(%rsp), %r15
  jmp     label5

; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel probe_3 — probe pipeline over `lineorder`: `part` vector (2000 elements of 1 B (payload − min + 1)); `supplier` vector (bitmap of 20 keys); `date` vector (61131 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: lineorder.lo_partkey, +16: supplier structure, +24: lineorder.lo_suppkey, +32: date structure, +40: lineorder.lo_orderdate, +48: lineorder.lo_revenue, +56: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x2000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x20e0, %rsp
  movq %rbx, 0x20b0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x20b8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20c0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x20c8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x20d0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+0x2010(%rsp)
  movq %rsi, <offset:1>+0x2018(%rsp)
  movq (%rcx), %rsi
  movq 0x10(%rcx), %rsi
  movq %rcx, <offset:1>+0x2020(%rsp)
  movq (%rdi), %rdi
  movq %rdi, <offset:1>+0x20a0(%rsp)
  movq <offset:1>+0x2010(%rsp), %rdi
  movq 8(%rdi), %r8
  movq <offset:1>+0x2010(%rsp), %r12
  movq %r8, <offset:1>+0x2098(%rsp)
  movq 0x10(%r12), %r9
  movq 0x18(%r12), %r10
  movq %r10, <offset:1>+0x2090(%rsp)
  movq 0x20(%r12), %r11
  movq %r11, <offset:1>+0x2088(%rsp)
  movq 0x28(%r12), %rax
  movq %rax, <offset:1>+0x2080(%rsp)
  movq 0x30(%r12), %rsi
  movq %rsi, <offset:1>+0x2078(%rsp)
  movq 0x38(%r12), %rsi
  jmp     label1
block1:
  leaq <offset:1>+(%rsp), %rdi
  movq %rdi, <offset:1>+0x2070(%rsp)
  uninit  %xmm7
  pxor %xmm7, %xmm7
  movdqu (%rip), %xmm0
  movdqu (%rip), %xmm1
  leaq <offset:1>+0x1000(%rsp), %r14
  movq %r14, <offset:1>+0x2068(%rsp)
  movq %rdx, %r10
  movq <offset:1>+0x2018(%rsp), %r14
  jmp     label2
block2:
  cmpq %r10, %r14
  jb      label4; j label3
block3:
  movq <offset:1>+0x2018(%rsp), %rax
  jmp     label9
block4:
  movq <offset:1>+0x2010(%rsp), %r12
  movq 0x38(%r12), %r11
  movq %r11, %rdi
  movq 8(%r12), %r11
  movq %r11, %rbx
  movq (%r12), %r11
  movq %r11, <offset:1>+0x2060(%rsp)
  uninit  %rax
  xorq %rax, %rax
  movq %rax, <offset:1>+0x2028(%rsp)
  movq %r10, %r12
  subq %r14, %r12
  movq %r14, %rsi
  movl $0x800, %r11d
  cmpq %r12, %r11
  cmovbq %r11, %r12
  movq %r12, %r14
  shrq $0x3, %r14
  movq %r14, <offset:1>+0x2050(%rsp)
  movq %r12, <offset:1>+0x2058(%rsp)
  movq <offset:1>+0x2028(%rsp), %rcx
  movq %rcx, <offset:1>+0x2030(%rsp)
  jmp     label5
block5:
  cmpq %r14, %rax
  movq %rax, <offset:1>+0x2028(%rsp)
  movq %r14, <offset:1>+0x2050(%rsp)
  jb      label70; j label6
block6:
  uninit  %rcx
  xorq %rcx, %rcx
  movq <offset:1>+0x2058(%rsp), %rdx
  movq %rdx, %rax
  andq $0xfffffffffffffff8, %rax
  movq %rdx, %r12
  subq %rax, %r12
  jmp     label7
block7:
  cmpq %r12, %rcx
  jb      label68; j label8
block8:
  movq <offset:1>+0x2030(%rsp), %rcx
  movq %rcx, <offset:1>+0x2008(%rsp)
  movq %rsi, %r14
  movq %r14, %rdi
  shlq $0x2, %rdi
  movq <offset:1>+0x2010(%rsp), %r12
  addq 0x18(%r12), %rdi
  movl $0x4, %esi
  movq <offset:1>+0x2070(%rsp), %rdx
  call    User(userextname3)
  movq <offset:1>+0x2018(%rsp), %rax
  jmp     label9
block9:
  cmpq %rax, %r14
  movq %rax, <offset:1>+0x2018(%rsp)
  jnz     label11; j label10
block10:
  jmp     label18
block11:
  movq <offset:1>+0x2000(%rsp), %r12
  movq <offset:1>+0x2010(%rsp), %rax
  movq 0x10(%rax), %rbx
  movq 0x18(%rax), %r13
  uninit  %r15
  xorq %r15, %r15
  movq %r15, <offset:1>+0x2038(%rsp)
  jmp     label12
block12:
  cmpq %r12, %r15
  jb      label66; j label13
block13:
  movq <offset:1>+0x2010(%rsp), %r12
  movq 0x28(%r12), %rcx
  movq 0x30(%r12), %r12
  uninit  %r13
  xorq %r13, %r13
  movq <offset:1>+0x2038(%rsp), %r11
  jmp     label14
block14:
  cmpq %r11, %r13
  movq %r11, <offset:1>+0x2038(%rsp)
  jb      label64; j label15
block15:
  movq <offset:1>+0x2020(%rsp), %rsi
  movq (%rsi), %rbx
  movq %rbx, <offset:1>+0x2040(%rsp)
  movq 0x10(%rsi), %r15
  movq %r15, %r13
  uninit  %r12
  xorq %r12, %r12
  movq <offset:1>+0x2038(%rsp), %rax
  movq %r14, <offset:1>+0x2048(%rsp)
  jmp     label16
block16:
  cmpq %rax, %r12
  jb      label47; j label17
block17:
  movq <offset:1>+0x2040(%rsp), %rbx
  movq <offset:1>+0x2020(%rsp), %rsi
  movq %rbx, (%rsi)
  movq <offset:1>+0x2048(%rsp), %r14
  jmp     label18
block18:
  cmpq %r10, %r14
  jb      label42; j label19
block19:
  movq <offset:1>+0x2020(%rsp), %rsi
  movq (%rsi), %rbx
  movq 0x10(%rsi), %r12
  movq %r10, %r13
  jmp     label20
block20:
  cmpq %r10, %r13
  jb      label21; j label22
block21:
  movq <offset:1>+0x2098(%rsp), %rdi
  jmp     label23
block22:
  movq <offset:1>+0x2020(%rsp), %rsi
  movq %rbx, (%rsi)
  uninit  %rax
  xorq %rax, %rax
  movq 0x20b0(%rsp), %rbx
  movq 0x20b8(%rsp), %r12
  movq 0x20c0(%rsp), %r13
  movq 0x20c8(%rsp), %r14
  movq 0x20d0(%rsp), %r15
  addq $0x20e0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block23:
  movl (%rdi, %r13, 4), %eax
  movq %rdi, <offset:1>+0x2098(%rsp)
  movl %eax, %ecx
  leaq -1(%rcx), %rax
  cmpq $0x7cf, %rax
  jbe     label25; j label24
block24:
  jmp     label27
block25:
  movq <offset:1>+0x20a0(%rsp), %r8
  movzbq -1(%rcx, %r8), %r14
  testq %r14, %r14
  jnz     label28; j label26
block26:
  jmp     label27
block27:
  movq <offset:1>+0x2080(%rsp), %rax
  movq <offset:1>+0x2090(%rsp), %rdx
  movq <offset:1>+0x2078(%rsp), %r8
  movq <offset:1>+0x2088(%rsp), %r11
  jmp     label39
block28:
  movq <offset:1>+0x2090(%rsp), %rdx
  movl (%rdx, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x13, %rcx
  jbe     label30; j label29
block29:
  jmp     label32
block30:
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%r9, %rax, 8), %rax
  shrq %cl, %rax
  testq $0x1, %rax
  jnz     label33; j label31
block31:
  jmp     label32
block32:
  movq <offset:1>+0x2080(%rsp), %rax
  movq <offset:1>+0x2078(%rsp), %r8
  movq <offset:1>+0x2088(%rsp), %r11
  jmp     label39
block33:
  movq <offset:1>+0x2080(%rsp), %rax
  movl (%rax, %r13, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rsi
  cmpq $0xeeca, %rsi
  jbe     label35; j label34
block34:
  movq <offset:1>+0x2088(%rsp), %r11
  jmp     label37
block35:
  movq <offset:1>+0x2088(%rsp), %r11
  movzbq -0x12ff4e5(%rcx, %r11), %rcx
  testq %rcx, %rcx
  jnz     label38; j label36
block36:
  jmp     label37
block37:
  movq <offset:1>+0x2078(%rsp), %r8
  jmp     label39
block38:
  leal 0x7c7(%rcx), %ecx
  leaq -0x7c8(%rcx), %rsi
  cmpq $0x7, %rsi
  jnb #trap=user2
  leal 0x115(%r14), %esi
  leaq -0x116(%rsi), %rsi
  testq %rsi, %rsi
  jnz #trap=user2
  imulq $0x7, %rsi, %rsi
  leaq -0x7c8(%rcx, %rsi), %rcx
  shlq $0x5, %rcx
  addq $0x1, (%r12, %rcx)
  movq 0x10(%r12, %rcx), %r15
  movq 0x18(%r12, %rcx), %r14
  movq <offset:1>+0x2078(%rsp), %r8
  movl (%r8, %r13, 4), %edi
  uninit  %rsi
  xorq %rsi, %rsi
  addq %rdi, %r15
  adcq %rsi, %r14
  movq %r15, 0x10(%r12, %rcx)
  movq %r14, 0x18(%r12, %rcx)
  leaq 1(%rbx), %rbx
  jmp     label39
block39:
  leaq 1(%r13), %r13
  cmpq %r10, %r13
  jb      label40; j label41
block40:
  movq <offset:1>+0x2098(%rsp), %rdi
  movq %r8, <offset:1>+0x2078(%rsp)
  movq %rax, <offset:1>+0x2080(%rsp)
  movq %r11, <offset:1>+0x2088(%rsp)
  movq %rdx, <offset:1>+0x2090(%rsp)
  jmp     label23
block41:
  movq %r8, <offset:1>+0x2078(%rsp)
  movq %rax, <offset:1>+0x2080(%rsp)
  movq %r11, <offset:1>+0x2088(%rsp)
  movq %rdx, <offset:1>+0x2090(%rsp)
  jmp     label20
block42:
  movq <offset:1>+0x2080(%rsp), %rax
  movq <offset:1>+0x2090(%rsp), %rdx
  movq <offset:1>+0x2078(%rsp), %r8
  movq <offset:1>+0x2088(%rsp), %r11
  movq <offset:1>+0x2008(%rsp), %rsi
  movq %rsi, <offset:1>+0x2000(%rsp)
  uninit  %rcx
  xorq %rcx, %rcx
  leaq 7(%rsi), %r13
  shrq $0x3, %r13
  jmp     label43
block43:
  cmpq %r13, %rcx
  jb      label45; j label44
block44:
  leaq 0x800(%r14), %r14
  movq %r8, <offset:1>+0x2078(%rsp)
  movq %rax, <offset:1>+0x2080(%rsp)
  movq %r11, <offset:1>+0x2088(%rsp)
  movq %rdx, <offset:1>+0x2090(%rsp)
  jmp     label2
block45:
  movq %rcx, %rsi
  shlq $0x4, %rsi
  movq <offset:1>+0x2070(%rsp), %rdi
  movdqu (%rdi, %rsi), %xmm2
  movq <offset:1>+0x2068(%rsp), %rdi
  movdqu %xmm2, (%rdi, %rsi)
  jmp     label46
block46:
  leaq 1(%rcx), %rcx
  jmp     label43
block47:
  movq <offset:1>+0x2080(%rsp), %rax
  movq <offset:1>+0x2068(%rsp), %rcx
  movq <offset:1>+0x2090(%rsp), %rdx
  movq <offset:1>+0x2078(%rsp), %r8
  movq <offset:1>+0x2088(%rsp), %r11
  movzwq (%rcx, %r12, 2), %rcx
  leaq -0x800(%r14, %rcx), %rcx
  movq <offset:1>+0x2098(%rsp), %rdi
  movl (%rdi, %rcx, 4), %esi
  movq %rcx, %rdi
  movl %esi, %ecx
  leaq -1(%rcx), %rsi
  cmpq $0x7cf, %rsi
  jbe     label49; j label48
block48:
  jmp     label51
block49:
  movq <offset:1>+0x20a0(%rsp), %rsi
  movzbq -1(%rcx, %rsi), %rbx
  testq %rbx, %rbx
  jnz     label52; j label50
block50:
  jmp     label51
block51:
  movq %r13, %rcx
  movq <offset:1>+0x2040(%rsp), %rbx
  jmp     label63
block52:
  movq %rdi, %rcx
  movl (%rdx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x13, %rcx
  jbe     label54; j label53
block53:
  jmp     label56
block54:
  movq %rcx, %rsi
  shrq $0x6, %rsi
  movq (%r9, %rsi, 8), %rsi
  shrq %cl, %rsi
  testq $0x1, %rsi
  jnz     label57; j label55
block55:
  jmp     label56
block56:
  movq %r13, %rcx
  movq <offset:1>+0x2040(%rsp), %rbx
  jmp     label63
block57:
  movq %rdi, %rcx
  movl (%rax, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rsi
  cmpq $0xeeca, %rsi
  jbe     label59; j label58
block58:
  jmp     label61
block59:
  movzbq -0x12ff4e5(%rcx, %r11), %rcx
  testq %rcx, %rcx
  jnz     label62; j label60
block60:
  jmp     label61
block61:
  movq %r13, %rcx
  movq <offset:1>+0x2040(%rsp), %rbx
  jmp     label63
block62:
  leal 0x7c7(%rcx), %r15d
  leaq -0x7c8(%r15), %rcx
  cmpq $0x7, %rcx
  jnb #trap=user2
  leal 0x115(%rbx), %ecx
  leaq -0x116(%rcx), %rcx
  testq %rcx, %rcx
  jnz #trap=user2
  imulq $0x7, %rcx, %rcx
  leaq -0x7c8(%r15, %rcx), %r15
  shlq $0x5, %r15
  movq %r13, %rcx
  addq $0x1, (%rcx, %r15)
  movq 0x10(%rcx, %r15), %rbx
  movq 0x18(%rcx, %r15), %r13
  movq %rdi, %rsi
  movl (%r8, %rsi, 4), %edi
  uninit  %rsi
  xorq %rsi, %rsi
  addq %rdi, %rbx
  adcq %rsi, %r13
  movq %rbx, 0x10(%rcx, %r15)
  movq %r13, 0x18(%rcx, %r15)
  movq <offset:1>+0x2040(%rsp), %rbx
  leaq 1(%rbx), %rbx
  jmp     label63
block63:
  leaq 1(%r12), %r12
  movq %rdx, <offset:1>+0x2090(%rsp)
  movq %r11, <offset:1>+0x2088(%rsp)
  movq %rax, <offset:1>+0x2080(%rsp)
  movq %r8, <offset:1>+0x2078(%rsp)
  movq %rbx, <offset:1>+0x2040(%rsp)
  movq %rcx, %r13
  movq <offset:1>+0x2038(%rsp), %rax
  jmp     label16
block64:
  movq <offset:1>+0x2080(%rsp), %rax
  movq <offset:1>+0x2090(%rsp), %rdx
  movq <offset:1>+0x2068(%rsp), %rsi
  movq <offset:1>+0x2078(%rsp), %r8
  movq <offset:1>+0x2088(%rsp), %r11
  movzwq (%rsi, %r13, 2), %rsi
  leaq -0x800(%r14, %rsi), %rsi
  movl (%rcx, %rsi, 4), %edi
  movl (%r12, %rsi, 4), %esi
  jmp     label65
block65:
  leaq 1(%r13), %r13
  movq %rdx, <offset:1>+0x2090(%rsp)
  movq %r11, <offset:1>+0x2088(%rsp)
  movq %rax, <offset:1>+0x2080(%rsp)
  movq %r8, <offset:1>+0x2078(%rsp)
  movq <offset:1>+0x2038(%rsp), %r11
  jmp     label14
block66:
  movq <offset:1>+0x2080(%rsp), %rax
  movq <offset:1>+0x2068(%rsp), %rcx
  movq <offset:1>+0x2090(%rsp), %rdx
  movq <offset:1>+0x2078(%rsp), %r8
  movq <offset:1>+0x2088(%rsp), %r11
  movzwq (%rcx, %r15, 2), %rcx
  movq <offset:1>+0x2038(%rsp), %rsi
  movq <offset:1>+0x2068(%rsp), %rdi
  movw %cx, (%rdi, %rsi, 2)
  jmp     label67
block67:
  leaq 1(%r15), %r15
  leaq -0x800(%r14, %rcx), %rcx
  movl (%r13, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x14, %esi
  cmpq %rcx, %rsi
  cmovbq %rsi, %rcx
  movq %rcx, %rsi
  shrq $0x6, %rsi
  movq (%rbx, %rsi, 8), %rsi
  shrq %cl, %rsi
  andq $0x1, %rsi
  movq <offset:1>+0x2038(%rsp), %rcx
  leaq (%rcx, %rsi), %rcx
  movq %rcx, <offset:1>+0x2038(%rsp)
  movq %r8, <offset:1>+0x2078(%rsp)
  movq %rax, <offset:1>+0x2080(%rsp)
  movq %r11, <offset:1>+0x2088(%rsp)
  movq %rdx, <offset:1>+0x2090(%rsp)
  jmp     label12
block68:
  movq %rsi, %r14
  movq <offset:1>+0x2088(%rsp), %r11
  movq <offset:1>+0x2078(%rsp), %r8
  movq <offset:1>+0x2010(%rsp), %rsi
  movq <offset:1>+0x2090(%rsp), %rdx
  movq <offset:1>+0x2080(%rsp), %rax
  movq (%rsi), %r13
  movq 8(%rsi), %r15
  movq <offset:1>+0x2058(%rsp), %rsi
  andq $0xfffffffffffffff8, %rsi
  leaq (%rsi, %rcx), %rsi
  movq <offset:1>+0x2030(%rsp), %rbx
  movq <offset:1>+0x2070(%rsp), %rdi
  movw %si, (%rdi, %rbx, 2)
  jmp     label69
block69:
  leaq 1(%rcx), %rcx
  leaq (%r14, %rsi), %rsi
  movl (%r15, %rsi, 4), %esi
  leaq -1(%rsi), %rsi
  movl $0x7d0, %edi
  cmpq %rsi, %rdi
  cmovbq %rdi, %rsi
  movzbq (%rsi, %r13), %rsi
  leaq 0xff(%rsi), %rsi
  shrq $0x8, %rsi
  movq <offset:1>+0x2030(%rsp), %rdi
  leaq (%rdi, %rsi), %rsi
  movq %rsi, <offset:1>+0x2030(%rsp)
  movq %r14, %rsi
  movq %r8, <offset:1>+0x2078(%rsp)
  movq %rax, <offset:1>+0x2080(%rsp)
  movq %r11, <offset:1>+0x2088(%rsp)
  movq %rdx, <offset:1>+0x2090(%rsp)
  jmp     label7
block70:
  movq <offset:1>+0x2080(%rsp), %rax
  movq <offset:1>+0x2028(%rsp), %rcx
  movq <offset:1>+0x2090(%rsp), %rdx
  movq <offset:1>+0x2078(%rsp), %r8
  movq <offset:1>+0x2088(%rsp), %r11
  movq %rsi, %r14
  shlq $0x3, %rcx
  movq %rcx, %r13
  movq <offset:1>+0x2028(%rsp), %rcx
  leaq (%r14, %rcx, 8), %rcx
  movq %rbx, %rsi
  movdqu (%rsi, %rcx, 4), %xmm2
  movdqu 0x10(%rsi, %rcx, 4), %xmm3
  psubd %xmm0, %xmm2
  movdqu (%rip), %xmm6
  movdqa %xmm2, %xmm4
  pxor %xmm6, %xmm4
  movdqa %xmm1, %xmm5
  pxor %xmm6, %xmm5
  pcmpgtd %xmm4, %xmm5
  movdqa %xmm5, %xmm4
  pand %xmm2, %xmm4
  pandn %xmm1, %xmm5
  por %xmm5, %xmm4
  movd %xmm4, %ecx
  movl %ecx, %ecx
  movq <offset:1>+0x2060(%rsp), %rsi
  movzbq (%rsi, %rcx), %rcx
  movdqa %xmm7, %xmm2
  pand (%rip), %xmm2
  movzbl %cl, %ecx
  shll $0x0, %ecx
  movd %ecx, %xmm5
  pshufd $0x54, %xmm5, %xmm5
  por %xmm5, %xmm2
  pshufd $0x1, %xmm4, %xmm5
  movd %xmm5, %ecx
  movl %ecx, %ecx
  movzbq (%rsi, %rcx), %rcx
  pand (%rip), %xmm2
  movzbl %cl, %ecx
  shll $0x8, %ecx
  movd %ecx, %xmm5
  pshufd $0x54, %xmm5, %xmm5
  por %xmm5, %xmm2
  pshufd $0x2, %xmm4, %xmm5
  movd %xmm5, %ecx
  movl %ecx, %ecx
  movzbq (%rsi, %rcx), %rcx
  pand (%rip), %xmm2
  movzbl %cl, %ecx
  shll $0x10, %ecx
  movd %ecx, %xmm5
  pshufd $0x54, %xmm5, %xmm5
  por %xmm5, %xmm2
  pshufd $0x3, %xmm4, %xmm4
  movd %xmm4, %ecx
  movl %ecx, %ecx
  movzbq (%rsi, %rcx), %rcx
  pand (%rip), %xmm2
  movzbl %cl, %ecx
  shll $0x18, %ecx
  movd %ecx, %xmm4
  pshufd $0x54, %xmm4, %xmm4
  por %xmm4, %xmm2
  psubd %xmm0, %xmm3
  movdqu (%rip), %xmm6
  movdqa %xmm3, %xmm4
  pxor %xmm6, %xmm4
  movdqa %xmm1, %xmm5
  pxor %xmm6, %xmm5
  pcmpgtd %xmm4, %xmm5
  movdqa %xmm5, %xmm4
  pand %xmm3, %xmm4
  pandn %xmm1, %xmm5
  por %xmm5, %xmm4
  movd %xmm4, %ecx
  movl %ecx, %ecx
  movzbq (%rsi, %rcx), %rcx
  pand (%rip), %xmm2
  movzbl %cl, %ecx
  shll $0x0, %ecx
  movd %ecx, %xmm3
  pshufd $0x51, %xmm3, %xmm3
  por %xmm3, %xmm2
  pshufd $0x1, %xmm4, %xmm3
  movd %xmm3, %ecx
  movl %ecx, %ecx
  movzbq (%rsi, %rcx), %rcx
  pand (%rip), %xmm2
  movzbl %cl, %ecx
  shll $0x8, %ecx
  movd %ecx, %xmm3
  pshufd $0x51, %xmm3, %xmm3
  por %xmm3, %xmm2
  pshufd $0x2, %xmm4, %xmm3
  movd %xmm3, %ecx
  movl %ecx, %ecx
  movzbq (%rsi, %rcx), %rcx
  pand (%rip), %xmm2
  movzbl %cl, %ecx
  shll $0x10, %ecx
  movd %ecx, %xmm3
  pshufd $0x51, %xmm3, %xmm3
  por %xmm3, %xmm2
  pshufd $0x3, %xmm4, %xmm3
  movd %xmm3, %ecx
  movl %ecx, %ecx
  movzbq (%rsi, %rcx), %rcx
  pand (%rip), %xmm2
  movzbl %cl, %ecx
  shll $0x18, %ecx
  movd %ecx, %xmm3
  pshufd $0x51, %xmm3, %xmm3
  por %xmm3, %xmm2
  pcmpeqb %xmm7, %xmm2
  pmovmskb %xmm2, %ecx
  andq $0xff, %rcx
  xorq $0xff, %rcx
  movq %rcx, %rsi
  shlq $0x4, %rsi
  movq %rdi, %r12
  movdqu (%r12, %rsi), %xmm2
  movq %r13, %rsi
  movd %esi, %xmm3
  pshuflw $0x0, %xmm3, %xmm3
  pshufd $0x0, %xmm3, %xmm3
  paddw %xmm3, %xmm2
  movq <offset:1>+0x2070(%rsp), %rsi
  movq <offset:1>+0x2030(%rsp), %rdi
  movdqu %xmm2, (%rsi, %rdi, 2)
  jmp     label71
block71:
  movq <offset:1>+0x2028(%rsp), %rsi
  leaq 1(%rsi), %rsi
  movq %rsi, <offset:1>+0x2028(%rsp)
  movq %rcx, %r13
  shrq $0x1, %r13
  movabsq $0x7777777777777777, %r15
  andq %r15, %r13
  subq %r13, %rcx
  shrq $0x1, %r13
  andq %r15, %r13
  subq %r13, %rcx
  shrq $0x1, %r13
  andq %r15, %r13
  subq %r13, %rcx
  movq %rcx, %r13
  shrq $0x4, %r13
  addq %rcx, %r13
  movabsq $0xf0f0f0f0f0f0f0f, %rcx
  andq %rcx, %r13
  movabsq $0x101010101010101, %rcx
  imulq %rcx, %r13
  shrq $0x38, %r13
  movq <offset:1>+0x2030(%rsp), %rcx
  leaq (%rcx, %r13), %rcx
  movq %rcx, <offset:1>+0x2030(%rsp)
  movq %rdx, <offset:1>+0x2090(%rsp)
  movq %r11, <offset:1>+0x2088(%rsp)
  movq %rax, <offset:1>+0x2080(%rsp)
  movq %r8, <offset:1>+0x2078(%rsp)
  movq %r12, %rdi
  movq %r14, %rsi
  movq <offset:1>+0x2050(%rsp), %r14
  movq <offset:1>+0x2028(%rsp), %rax
  jmp     label5

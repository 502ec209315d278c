; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel build_0 — build `part`: vector (2000 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: part.p_brand1, +16: part.p_partkey
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq (%rdi), %r8
  movq 8(%rdi), %rcx
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rcx, %rsi, 4), %eax
  cmpl $0x116, %eax
  jz      label6; j label5
block5:
  movq %r11, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %eax
  movl %eax, %r9d
  leaq -1(%r9), %rax
  cmpq $0x7cf, %rax
  jbe     label8; j label7
block7:
  movq %r11, %rax
  jmp     label9
block8:
  movl (%rcx, %rsi, 4), %r10d
  uninit  %rax
  xorl %eax, %eax
  addb $0xeb, %r10b
  lock cmpxchgb %r10b, -1(%r9, %r8) ;; implicit: %al
  testb %al, %al
  setne %al
  movzbq %al, %r9
  movq %r11, %rax
  leaq (%rax, %r9), %rax
  jmp     label9
block9:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label10; j label11
block10:
  movq %rax, %r11
  jmp     label4
block11:
  movq %rax, %r11
  jmp     label1

; kernel build_1 — build `supplier`: vector (bitmap of 20 keys)
; context block (first argument): +0: supplier structure, +8: supplier.s_region, +16: supplier.s_suppkey
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
  cmpl $0x3, %ecx
  jz      label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x13, %rcx
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

; kernel build_2 — build `date`: vector (61131 elements of 1 B (payload − min + 1))
; context block (first argument): +0: date structure, +8: date.d_datekey, +16: date.d_year
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq (%rdi), %r8
  movq 8(%rdi), %rcx
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rcx, %rsi, 4), %eax
  movl %eax, %r9d
  leaq -0x12ff4e5(%r9), %rax
  cmpq $0xeeca, %rax
  jbe     label6; j label5
block5:
  movq %r11, %rax
  jmp     label7
block6:
  movl (%rdi, %rsi, 4), %r10d
  uninit  %rax
  xorl %eax, %eax
  addb $0x39, %r10b
  lock cmpxchgb %r10b, -0x12ff4e5(%r9, %r8) ;; implicit: %al
  testb %al, %al
  setne %al
  movzbq %al, %r9
  movq %r11, %rax
  leaq (%rax, %r9), %rax
  jmp     label7
block7:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label8; j label9
block8:
  movq %rax, %r11
  jmp     label4
block9:
  movq %rax, %r11
  jmp     label1

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
  movq %rsi, %r12
  movq %rdx, %r13
  movq %rdi, <offset:1>+0x2020(%rsp)
  movq (%rcx), %r8
  movq 0x10(%rcx), %r8
  movq %rcx, <offset:1>+0x2028(%rsp)
  movq (%rdi), %r9
  movq %r9, <offset:1>+0x20a8(%rsp)
  movq 8(%rdi), %r10
  movq %r10, <offset:1>+0x20a0(%rsp)
  movq 0x10(%rdi), %r11
  movq 0x18(%rdi), %rax
  movq %rax, %r10
  movq 0x20(%rdi), %rsi
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq 0x28(%rdi), %rdi
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq <offset:1>+0x2020(%rsp), %rdi
  movq 0x30(%rdi), %rdx
  movq <offset:1>+0x2020(%rsp), %r15
  movq %rdx, <offset:1>+0x2088(%rsp)
  movq 0x38(%r15), %r8
  jmp     label1
block1:
  movq $0x0, <offset:1>+0x2000(%rsp)
  leaq <offset:1>+(%rsp), %rdx
  movq %rdx, <offset:1>+0x2080(%rsp)
  uninit  %xmm0
  pxor %xmm0, %xmm0
  movdqu (%rip), %xmm1
  movdqu (%rip), %xmm2
  leaq <offset:1>+0x1000(%rsp), %rcx
  movq %rcx, <offset:1>+0x2078(%rsp)
  movq %r13, %r9
  movq %r12, %r13
  jmp     label2
block2:
  cmpq %r9, %r13
  jb      label4; j label3
block3:
  jmp     label9
block4:
  movq <offset:1>+0x2020(%rsp), %r15
  movq 0x38(%r15), %r15
  movq %r15, %rdx
  movq <offset:1>+0x2020(%rsp), %r15
  movq 8(%r15), %r15
  movq %r15, <offset:1>+0x2070(%rsp)
  movq <offset:1>+0x2020(%rsp), %r15
  movq (%r15), %r15
  movq %r15, <offset:1>+0x2068(%rsp)
  uninit  %r15
  xorq %r15, %r15
  movq %r9, %rbx
  subq %r13, %rbx
  movl $0x800, %eax
  cmpq %rbx, %rax
  cmovbq %rax, %rbx
  movq %rbx, %rax
  shrq $0x3, %rax
  movq %rax, <offset:1>+0x2058(%rsp)
  movq %rbx, <offset:1>+0x2060(%rsp)
  movq %r15, %rcx
  movq <offset:1>+0x2058(%rsp), %rsi
  movq %r15, <offset:1>+0x2030(%rsp)
  jmp     label5
block5:
  cmpq %rsi, %rcx
  movq %rcx, %r15
  movq %rsi, <offset:1>+0x2058(%rsp)
  jb      label70; j label6
block6:
  uninit  %rcx
  xorq %rcx, %rcx
  movq <offset:1>+0x2060(%rsp), %rdx
  movq %rdx, %rax
  andq $0xfffffffffffffff8, %rax
  movq %rdx, %rbx
  subq %rax, %rbx
  jmp     label7
block7:
  cmpq %rbx, %rcx
  jb      label68; j label8
block8:
  movq <offset:1>+0x2030(%rsp), %rcx
  movq %rcx, <offset:1>+0x2018(%rsp)
  movq %r13, %rdi
  shlq $0x2, %rdi
  movq <offset:1>+0x2020(%rsp), %r15
  addq 0x18(%r15), %rdi
  movl $0x4, %esi
  movq <offset:1>+0x2080(%rsp), %rdx
  call    User(userextname3)
  jmp     label9
block9:
  movq <offset:1>+0x2000(%rsp), %rax
  testq %rax, %rax
  jnz     label11; j label10
block10:
  jmp     label18
block11:
  movq <offset:1>+0x2008(%rsp), %r12
  movq %r12, <offset:1>+0x2050(%rsp)
  movq <offset:1>+0x2010(%rsp), %rbx
  movq <offset:1>+0x2020(%rsp), %r15
  movq 0x10(%r15), %r12
  movq 0x18(%r15), %rax
  movq %rax, <offset:1>+0x2048(%rsp)
  uninit  %r15
  xorq %r15, %r15
  movq %r15, <offset:1>+0x2038(%rsp)
  jmp     label12
block12:
  cmpq %rbx, %r15
  jb      label66; j label13
block13:
  movq <offset:1>+0x2020(%rsp), %r15
  movq 0x28(%r15), %rcx
  movq 0x30(%r15), %rbx
  uninit  %r12
  xorq %r12, %r12
  movq <offset:1>+0x2038(%rsp), %rax
  jmp     label14
block14:
  cmpq %rax, %r12
  movq %rax, <offset:1>+0x2038(%rsp)
  jb      label64; j label15
block15:
  movq <offset:1>+0x2028(%rsp), %r15
  movq (%r15), %rbx
  movq 0x10(%r15), %r15
  uninit  %r12
  xorq %r12, %r12
  movq <offset:1>+0x2038(%rsp), %rax
  jmp     label16
block16:
  cmpq %rax, %r12
  jb      label47; j label17
block17:
  movq <offset:1>+0x2028(%rsp), %r15
  movq %rbx, (%r15)
  jmp     label18
block18:
  cmpq %r9, %r13
  jb      label42; j label19
block19:
  movq <offset:1>+0x2028(%rsp), %r15
  movq (%r15), %rbx
  movq 0x10(%r15), %r12
  movq %r9, %r13
  jmp     label20
block20:
  cmpq %r9, %r13
  jb      label21; j label22
block21:
  movq <offset:1>+0x20a0(%rsp), %rdx
  jmp     label23
block22:
  movq <offset:1>+0x2028(%rsp), %r15
  movq %rbx, (%r15)
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
  movl (%rdx, %r13, 4), %eax
  movq %rdx, <offset:1>+0x20a0(%rsp)
  movl %eax, %ecx
  leaq -1(%rcx), %rax
  cmpq $0x7cf, %rax
  jbe     label25; j label24
block24:
  jmp     label27
block25:
  movq <offset:1>+0x20a8(%rsp), %rax
  movzbq -1(%rcx, %rax), %r14
  testq %r14, %r14
  jnz     label28; j label26
block26:
  jmp     label27
block27:
  movq <offset:1>+0x2090(%rsp), %rdi
  movq <offset:1>+0x2098(%rsp), %rsi
  movq %r10, %rax
  movq <offset:1>+0x2088(%rsp), %r10
  jmp     label39
block28:
  movq %r10, %rax
  movl (%rax, %r13, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x13, %rcx
  jbe     label30; j label29
block29:
  jmp     label32
block30:
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movq (%r11, %rdx, 8), %rdx
  shrq %cl, %rdx
  testq $0x1, %rdx
  jnz     label33; j label31
block31:
  jmp     label32
block32:
  movq <offset:1>+0x2098(%rsp), %rsi
  movq <offset:1>+0x2090(%rsp), %rdi
  movq <offset:1>+0x2088(%rsp), %r10
  jmp     label39
block33:
  movq <offset:1>+0x2090(%rsp), %rdi
  movl (%rdi, %r13, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rdx
  cmpq $0xeeca, %rdx
  jbe     label35; j label34
block34:
  movq <offset:1>+0x2098(%rsp), %rsi
  jmp     label37
block35:
  movq <offset:1>+0x2098(%rsp), %rsi
  movzbq -0x12ff4e5(%rcx, %rsi), %rcx
  testq %rcx, %rcx
  jnz     label38; j label36
block36:
  jmp     label37
block37:
  movq <offset:1>+0x2088(%rsp), %r10
  jmp     label39
block38:
  leal 0x7c7(%rcx), %ecx
  leaq -0x7c8(%rcx), %r8
  cmpq $0x7, %r8
  jnb #trap=user2
  leal 0x115(%r14), %r8d
  leaq -0x116(%r8), %r8
  testq %r8, %r8
  jnz #trap=user2
  imulq $0x7, %r8, %r8
  leaq -0x7c8(%rcx, %r8), %rcx
  shlq $0x5, %rcx
  addq $0x1, (%r12, %rcx)
  movq 0x10(%r12, %rcx), %r15
  movq 0x18(%r12, %rcx), %r14
  movq <offset:1>+0x2088(%rsp), %r10
  movl (%r10, %r13, 4), %edx
  uninit  %r8
  xorq %r8, %r8
  addq %rdx, %r15
  adcq %r8, %r14
  movq %r15, 0x10(%r12, %rcx)
  movq %r14, 0x18(%r12, %rcx)
  leaq 1(%rbx), %rbx
  jmp     label39
block39:
  leaq 1(%r13), %r13
  cmpq %r9, %r13
  jb      label40; j label41
block40:
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq %r10, <offset:1>+0x2088(%rsp)
  movq %rax, %r10
  movq <offset:1>+0x20a0(%rsp), %rdx
  jmp     label23
block41:
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq %r10, <offset:1>+0x2088(%rsp)
  movq %rax, %r10
  jmp     label20
block42:
  movq <offset:1>+0x2090(%rsp), %rdi
  movq <offset:1>+0x2098(%rsp), %rsi
  movq %r10, %rax
  movq <offset:1>+0x2088(%rsp), %r10
  movq %r13, <offset:1>+0x2008(%rsp)
  movq <offset:1>+0x2018(%rsp), %rbx
  movq %rbx, <offset:1>+0x2010(%rsp)
  movq $0x1, <offset:1>+0x2000(%rsp)
  uninit  %rcx
  xorq %rcx, %rcx
  leaq 7(%rbx), %rbx
  shrq $0x3, %rbx
  jmp     label43
block43:
  cmpq %rbx, %rcx
  jb      label45; j label44
block44:
  leaq 0x800(%r13), %r13
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq %r10, <offset:1>+0x2088(%rsp)
  movq %rax, %r10
  jmp     label2
block45:
  movq %rcx, %rdx
  shlq $0x4, %rdx
  movq <offset:1>+0x2080(%rsp), %r8
  movdqu (%r8, %rdx), %xmm3
  movq <offset:1>+0x2078(%rsp), %r8
  movdqu %xmm3, (%r8, %rdx)
  jmp     label46
block46:
  leaq 1(%rcx), %rcx
  jmp     label43
block47:
  movq %rbx, <offset:1>+0x2040(%rsp)
  movq <offset:1>+0x2090(%rsp), %rdi
  movq <offset:1>+0x2098(%rsp), %rsi
  movq <offset:1>+0x2078(%rsp), %rbx
  movq %r10, %rax
  movq <offset:1>+0x2088(%rsp), %r10
  movzwq (%rbx, %r12, 2), %rcx
  movq <offset:1>+0x2050(%rsp), %r14
  leaq (%r14, %rcx), %rcx
  movq <offset:1>+0x20a0(%rsp), %rdx
  movl (%rdx, %rcx, 4), %edx
  movq %rcx, %r8
  movl %edx, %ecx
  leaq -1(%rcx), %rdx
  cmpq $0x7cf, %rdx
  jbe     label49; j label48
block48:
  jmp     label51
block49:
  movq <offset:1>+0x20a8(%rsp), %rdx
  movzbq -1(%rcx, %rdx), %rbx
  testq %rbx, %rbx
  jnz     label52; j label50
block50:
  jmp     label51
block51:
  movq <offset:1>+0x2040(%rsp), %rbx
  movq %r15, %r14
  jmp     label63
block52:
  movq %r8, %rcx
  movl (%rax, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x13, %rcx
  jbe     label54; j label53
block53:
  jmp     label56
block54:
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movq (%r11, %rdx, 8), %rdx
  shrq %cl, %rdx
  testq $0x1, %rdx
  jnz     label57; j label55
block55:
  jmp     label56
block56:
  movq <offset:1>+0x2040(%rsp), %rbx
  movq %r15, %r14
  jmp     label63
block57:
  movq %r8, %rcx
  movl (%rdi, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rdx
  cmpq $0xeeca, %rdx
  jbe     label59; j label58
block58:
  jmp     label61
block59:
  movzbq -0x12ff4e5(%rcx, %rsi), %rcx
  testq %rcx, %rcx
  jnz     label62; j label60
block60:
  jmp     label61
block61:
  movq <offset:1>+0x2040(%rsp), %rbx
  movq %r15, %r14
  jmp     label63
block62:
  leal 0x7c7(%rcx), %r14d
  leaq -0x7c8(%r14), %rcx
  cmpq $0x7, %rcx
  jnb #trap=user2
  leal 0x115(%rbx), %ecx
  leaq -0x116(%rcx), %rcx
  testq %rcx, %rcx
  jnz #trap=user2
  imulq $0x7, %rcx, %rcx
  leaq -0x7c8(%r14, %rcx), %rcx
  shlq $0x5, %rcx
  movq %r15, %r14
  addq $0x1, (%r14, %rcx)
  movq 0x10(%r14, %rcx), %rbx
  movq 0x18(%r14, %rcx), %r15
  movq %r8, %rdx
  movl (%r10, %rdx, 4), %edx
  uninit  %r8
  xorq %r8, %r8
  addq %rdx, %rbx
  adcq %r8, %r15
  movq %rbx, 0x10(%r14, %rcx)
  movq %r15, 0x18(%r14, %rcx)
  movq <offset:1>+0x2040(%rsp), %rbx
  leaq 1(%rbx), %rbx
  jmp     label63
block63:
  leaq 1(%r12), %r12
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq %r10, <offset:1>+0x2088(%rsp)
  movq %r14, %r15
  movq %rax, %r10
  movq <offset:1>+0x2038(%rsp), %rax
  jmp     label16
block64:
  movq <offset:1>+0x2090(%rsp), %rdi
  movq <offset:1>+0x2098(%rsp), %rsi
  movq <offset:1>+0x2078(%rsp), %rdx
  movq %r10, %rax
  movq <offset:1>+0x2088(%rsp), %r10
  movzwq (%rdx, %r12, 2), %rdx
  movq <offset:1>+0x2050(%rsp), %r14
  leaq (%r14, %rdx), %rdx
  movl (%rcx, %rdx, 4), %r8d
  movl (%rbx, %rdx, 4), %edx
  jmp     label65
block65:
  leaq 1(%r12), %r12
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq %r10, <offset:1>+0x2088(%rsp)
  movq %r14, <offset:1>+0x2050(%rsp)
  movq %rax, %r10
  movq <offset:1>+0x2038(%rsp), %rax
  jmp     label14
block66:
  movq <offset:1>+0x2050(%rsp), %r14
  movq <offset:1>+0x2090(%rsp), %rdi
  movq <offset:1>+0x2098(%rsp), %rsi
  movq <offset:1>+0x2078(%rsp), %rcx
  movq %r10, %rax
  movq <offset:1>+0x2088(%rsp), %r10
  movzwq (%rcx, %r15, 2), %rcx
  movq <offset:1>+0x2078(%rsp), %rdx
  movq <offset:1>+0x2038(%rsp), %r8
  movw %cx, (%rdx, %r8, 2)
  jmp     label67
block67:
  leaq 1(%r15), %r15
  leaq (%r14, %rcx), %rdx
  movq <offset:1>+0x2048(%rsp), %rcx
  movl (%rcx, %rdx, 4), %edx
  movl %edx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x14, %edx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movq (%r12, %rdx, 8), %rdx
  shrq %cl, %rdx
  andq $0x1, %rdx
  movq <offset:1>+0x2038(%rsp), %rcx
  leaq (%rcx, %rdx), %rcx
  movq %rcx, <offset:1>+0x2038(%rsp)
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq %r10, <offset:1>+0x2088(%rsp)
  movq %r14, <offset:1>+0x2050(%rsp)
  movq %rax, %r10
  jmp     label12
block68:
  movq <offset:1>+0x2020(%rsp), %r8
  movq <offset:1>+0x2090(%rsp), %rdi
  movq <offset:1>+0x2098(%rsp), %rsi
  movq %r10, %rax
  movq <offset:1>+0x2088(%rsp), %r10
  movq (%r8), %r12
  movq 8(%r8), %r14
  movq <offset:1>+0x2060(%rsp), %rdx
  andq $0xfffffffffffffff8, %rdx
  leaq (%rdx, %rcx), %rdx
  movq <offset:1>+0x2080(%rsp), %r8
  movq <offset:1>+0x2030(%rsp), %r15
  movw %dx, (%r8, %r15, 2)
  jmp     label69
block69:
  leaq 1(%rcx), %rcx
  leaq (%r13, %rdx), %rdx
  movl (%r14, %rdx, 4), %edx
  leaq -1(%rdx), %rdx
  movl $0x7d0, %r8d
  cmpq %rdx, %r8
  cmovbq %r8, %rdx
  movzbq (%rdx, %r12), %rdx
  leaq 0xff(%rdx), %rdx
  shrq $0x8, %rdx
  movq <offset:1>+0x2030(%rsp), %r8
  leaq (%r8, %rdx), %rdx
  movq %rdx, <offset:1>+0x2030(%rsp)
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq %r10, <offset:1>+0x2088(%rsp)
  movq %rax, %r10
  jmp     label7
block70:
  movq <offset:1>+0x2090(%rsp), %rdi
  movq <offset:1>+0x2098(%rsp), %rsi
  movq %r15, %rcx
  movq %r10, %rax
  movq <offset:1>+0x2088(%rsp), %r10
  movq %rcx, %r8
  shlq $0x3, %r8
  movq %r8, %r12
  leaq (%r13, %rcx, 8), %r8
  movq <offset:1>+0x2070(%rsp), %rcx
  movdqu (%rcx, %r8, 4), %xmm3
  movdqu 0x10(%rcx, %r8, 4), %xmm4
  psubd %xmm1, %xmm3
  movdqu (%rip), %xmm7
  movdqa %xmm3, %xmm6
  pxor %xmm7, %xmm6
  movdqa %xmm2, %xmm5
  pxor %xmm7, %xmm5
  pcmpgtd %xmm6, %xmm5
  movdqa %xmm5, %xmm7
  pand %xmm3, %xmm7
  pandn %xmm2, %xmm5
  por %xmm5, %xmm7
  movd %xmm7, %r8d
  movl %r8d, %r8d
  movq <offset:1>+0x2068(%rsp), %rcx
  movzbq (%rcx, %r8), %r8
  movdqa %xmm0, %xmm3
  pand (%rip), %xmm3
  movzbl %r8b, %ecx
  shll $0x0, %ecx
  movd %ecx, %xmm5
  pshufd $0x54, %xmm5, %xmm6
  por %xmm6, %xmm3
  pshufd $0x1, %xmm7, %xmm5
  movd %xmm5, %r8d
  movl %r8d, %r8d
  movq <offset:1>+0x2068(%rsp), %rcx
  movzbq (%rcx, %r8), %r8
  pand (%rip), %xmm3
  movzbl %r8b, %ecx
  shll $0x8, %ecx
  movd %ecx, %xmm5
  pshufd $0x54, %xmm5, %xmm6
  por %xmm6, %xmm3
  pshufd $0x2, %xmm7, %xmm5
  movd %xmm5, %r8d
  movl %r8d, %r8d
  movq <offset:1>+0x2068(%rsp), %rcx
  movzbq (%rcx, %r8), %r8
  pand (%rip), %xmm3
  movzbl %r8b, %ecx
  shll $0x10, %ecx
  movd %ecx, %xmm5
  pshufd $0x54, %xmm5, %xmm6
  por %xmm6, %xmm3
  pshufd $0x3, %xmm7, %xmm5
  movd %xmm5, %r8d
  movl %r8d, %r8d
  movq <offset:1>+0x2068(%rsp), %rcx
  movzbq (%rcx, %r8), %r8
  pand (%rip), %xmm3
  movzbl %r8b, %ecx
  shll $0x18, %ecx
  movd %ecx, %xmm5
  pshufd $0x54, %xmm5, %xmm6
  por %xmm6, %xmm3
  psubd %xmm1, %xmm4
  movdqu (%rip), %xmm7
  movdqa %xmm4, %xmm6
  pxor %xmm7, %xmm6
  movdqa %xmm2, %xmm5
  pxor %xmm7, %xmm5
  pcmpgtd %xmm6, %xmm5
  movdqa %xmm5, %xmm7
  pand %xmm4, %xmm7
  pandn %xmm2, %xmm5
  por %xmm5, %xmm7
  movd %xmm7, %r8d
  movl %r8d, %r8d
  movq <offset:1>+0x2068(%rsp), %rcx
  movzbq (%rcx, %r8), %r8
  pand (%rip), %xmm3
  movzbl %r8b, %ecx
  shll $0x0, %ecx
  movd %ecx, %xmm4
  pshufd $0x51, %xmm4, %xmm6
  por %xmm6, %xmm3
  pshufd $0x1, %xmm7, %xmm4
  movd %xmm4, %r8d
  movl %r8d, %r8d
  movq <offset:1>+0x2068(%rsp), %rcx
  movzbq (%rcx, %r8), %r8
  pand (%rip), %xmm3
  movzbl %r8b, %ecx
  shll $0x8, %ecx
  movd %ecx, %xmm4
  pshufd $0x51, %xmm4, %xmm6
  por %xmm6, %xmm3
  pshufd $0x2, %xmm7, %xmm4
  movd %xmm4, %r8d
  movl %r8d, %r8d
  movq <offset:1>+0x2068(%rsp), %rcx
  movzbq (%rcx, %r8), %r8
  pand (%rip), %xmm3
  movzbl %r8b, %ecx
  shll $0x10, %ecx
  movd %ecx, %xmm4
  pshufd $0x51, %xmm4, %xmm6
  por %xmm6, %xmm3
  pshufd $0x3, %xmm7, %xmm4
  movd %xmm4, %r8d
  movl %r8d, %r8d
  movq <offset:1>+0x2068(%rsp), %rcx
  movzbq (%rcx, %r8), %r8
  pand (%rip), %xmm3
  movzbl %r8b, %ecx
  shll $0x18, %ecx
  movd %ecx, %xmm4
  pshufd $0x51, %xmm4, %xmm6
  por %xmm6, %xmm3
  pcmpeqb %xmm0, %xmm3
  pmovmskb %xmm3, %ecx
  andq $0xff, %rcx
  xorq $0xff, %rcx
  movq %rcx, %r8
  shlq $0x4, %r8
  movq %rdx, %rbx
  movdqu (%rbx, %r8), %xmm3
  movq %r12, %rdx
  movd %edx, %xmm4
  pshuflw $0x0, %xmm4, %xmm4
  pshufd $0x0, %xmm4, %xmm5
  paddw %xmm5, %xmm3
  movq <offset:1>+0x2080(%rsp), %rdx
  movq <offset:1>+0x2030(%rsp), %r8
  movdqu %xmm3, (%rdx, %r8, 2)
  jmp     label71
block71:
  movq %r15, %rdx
  leaq 1(%rdx), %rdx
  movq %rdx, %r15
  movq %rcx, %r12
  shrq $0x1, %r12
  movabsq $0x7777777777777777, %r14
  andq %r14, %r12
  subq %r12, %rcx
  shrq $0x1, %r12
  andq %r14, %r12
  subq %r12, %rcx
  shrq $0x1, %r12
  andq %r14, %r12
  subq %r12, %rcx
  movq %rcx, %r12
  shrq $0x4, %r12
  addq %rcx, %r12
  movabsq $0xf0f0f0f0f0f0f0f, %rcx
  andq %rcx, %r12
  movabsq $0x101010101010101, %rcx
  imulq %rcx, %r12
  shrq $0x38, %r12
  movq <offset:1>+0x2030(%rsp), %rcx
  leaq (%rcx, %r12), %rcx
  movq %rcx, <offset:1>+0x2030(%rsp)
  movq %rsi, <offset:1>+0x2098(%rsp)
  movq %rdi, <offset:1>+0x2090(%rsp)
  movq %r10, <offset:1>+0x2088(%rsp)
  movq %rax, %r10
  movq <offset:1>+0x2058(%rsp), %rsi
  movq %rbx, %rdx
  movq %r15, %rcx
  jmp     label5

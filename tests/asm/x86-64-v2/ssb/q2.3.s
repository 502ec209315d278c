; target x86-64-v2 (x86_64-unknown-linux-gnu): x86-64-v2 (SSE4.2, POPCNT)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b

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
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq %rcx, %rdx
  movq (%rdi), %rbx
  movq %rbx, <offset:1>+0x1048(%rsp)
  movq 8(%rdi), %rax
  movq %rax, <offset:1>+0x1040(%rsp)
  movq 0x10(%rdi), %r8
  movq %rdi, %rax
  movq %r8, <offset:1>+0x1038(%rsp)
  movq 0x18(%rax), %r9
  movq %rax, <offset:1>+0x1000(%rsp)
  movq %r9, <offset:1>+0x1030(%rsp)
  movq 0x20(%rax), %r10
  movq %r10, <offset:1>+0x1028(%rsp)
  movq 0x28(%rax), %r11
  movq %r11, <offset:1>+0x1020(%rsp)
  movq 0x30(%rax), %rcx
  movq %rcx, <offset:1>+0x1018(%rsp)
  movq 0x38(%rax), %rax
  jmp     label1
block1:
  movq <offset:1>+0x1008(%rsp), %r13
  jmp     label2
block2:
  cmpq %r13, %rsi
  jb      label26; j label3
block3:
  movq %rdx, %r10
  movq (%r10), %rdx
  movq 0x10(%r10), %rsi
  movq %r13, %r12
  jmp     label4
block4:
  cmpq %r13, %r12
  jb      label5; j label6
block5:
  movq <offset:1>+0x1040(%rsp), %r15
  jmp     label7
block6:
  movq %rdx, (%r10)
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
  movl (%r15, %r12, 4), %eax
  movq %r15, <offset:1>+0x1040(%rsp)
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7cf, %rcx
  jbe     label9; j label8
block8:
  jmp     label11
block9:
  movq <offset:1>+0x1048(%rsp), %r15
  movzbq -1(%rax, %r15), %rax
  testq %rax, %rax
  jnz     label12; j label10
block10:
  jmp     label11
block11:
  jmp     label23
block12:
  movq <offset:1>+0x1030(%rsp), %r15
  movl (%r15, %r12, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x13, %rcx
  jbe     label14; j label13
block13:
  jmp     label16
block14:
  movq %rcx, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x1038(%rsp), %r15
  movq (%r15, %rdi, 8), %rdi
  shrq %cl, %rdi
  testq $0x1, %rdi
  jnz     label17; j label15
block15:
  jmp     label16
block16:
  jmp     label23
block17:
  movq <offset:1>+0x1020(%rsp), %r15
  movl (%r15, %r12, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rdi
  cmpq $0xeeca, %rdi
  jbe     label19; j label18
block18:
  jmp     label21
block19:
  movq <offset:1>+0x1028(%rsp), %r15
  movzbq -0x12ff4e5(%rcx, %r15), %rdi
  testq %rdi, %rdi
  jnz     label22; j label20
block20:
  jmp     label21
block21:
  jmp     label23
block22:
  leal 0x7c7(%rdi), %r8d
  leaq -0x7c8(%r8), %r9
  cmpq $0x7, %r9
  jnb #trap=user2
  leal 0x115(%rax), %r11d
  leaq -0x116(%r11), %r11
  testq %r11, %r11
  jnz #trap=user2
  imulq $0x7, %r11, %rax
  leaq -0x7c8(%r8, %rax), %r11
  shlq $0x5, %r11
  addq $0x1, (%rsi, %r11)
  movq 0x10(%rsi, %r11), %rdi
  movq 0x18(%rsi, %r11), %r9
  movq <offset:1>+0x1018(%rsp), %r15
  movl (%r15, %r12, 4), %ecx
  uninit  %rax
  xorq %rax, %rax
  addq %rcx, %rdi
  adcq %rax, %r9
  movq %rdi, 0x10(%rsi, %r11)
  movq %r9, 0x18(%rsi, %r11)
  leaq 1(%rdx), %rdx
  jmp     label23
block23:
  leaq 1(%r12), %r12
  cmpq %r13, %r12
  movq %r13, <offset:1>+0x1008(%rsp)
  jb      label24; j label25
block24:
  movq <offset:1>+0x1008(%rsp), %r13
  movq <offset:1>+0x1040(%rsp), %r15
  jmp     label7
block25:
  movq <offset:1>+0x1008(%rsp), %r13
  jmp     label4
block26:
  movq <offset:1>+0x1000(%rsp), %rax
  movq %rdx, %r10
  movq %r13, <offset:1>+0x1008(%rsp)
  movq 0x38(%rax), %rdx
  movq %rdx, %r8
  movq 8(%rax), %rdx
  movq %rdx, %r9
  movq (%rax), %rdx
  uninit  %r13
  xorq %r13, %r13
  movq <offset:1>+0x1008(%rsp), %rax
  movq %rax, %r15
  subq %rsi, %r15
  movl $0x800, %eax
  cmpq %r15, %rax
  cmovbq %rax, %r15
  movq %r15, %rax
  shrq $0x3, %rax
  movq %rax, %r11
  movq %r13, %r12
  movq %r13, %r14
  jmp     label27
block27:
  cmpq %rax, %r12
  movq %rax, %r11
  jb      label60; j label28
block28:
  movq %r15, %rcx
  andq $0xfffffffffffffff8, %rcx
  movq %r15, %rax
  subq %rcx, %rax
  movq %r13, %rdx
  jmp     label29
block29:
  cmpq %rax, %rdx
  jb      label58; j label30
block30:
  movq <offset:1>+0x1000(%rsp), %rax
  movq 0x10(%rax), %rax
  movq <offset:1>+0x1000(%rsp), %rcx
  movq 0x18(%rcx), %rdx
  movq %r13, %r12
  movq %r13, %r15
  jmp     label31
block31:
  cmpq %r14, %r12
  jb      label56; j label32
block32:
  movq <offset:1>+0x1000(%rsp), %rax
  movq 0x28(%rax), %rax
  movq <offset:1>+0x1000(%rsp), %rcx
  movq 0x30(%rcx), %rdx
  movq %r13, %r9
  jmp     label33
block33:
  cmpq %r15, %r9
  jb      label54; j label34
block34:
  movq (%r10), %rdx
  movq 0x10(%r10), %r14
  movq %rsi, %r12
  jmp     label35
block35:
  cmpq %r15, %r13
  jb      label37; j label36
block36:
  movq %rdx, (%r10)
  leaq 0x800(%r12), %rsi
  movq %r10, %rdx
  movq <offset:1>+0x1008(%rsp), %r13
  jmp     label2
block37:
  leaq <offset:1>+(%rsp), %rax
  movzwq (%rax, %r13, 2), %rax
  leaq (%rsi, %rax), %rax
  movq <offset:1>+0x1040(%rsp), %r9
  movl (%r9, %rax, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdi
  cmpq $0x7cf, %rdi
  jbe     label39; j label38
block38:
  jmp     label41
block39:
  movq <offset:1>+0x1048(%rsp), %r8
  movzbq -1(%rcx, %r8), %rbx
  testq %rbx, %rbx
  jnz     label42; j label40
block40:
  jmp     label41
block41:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  jmp     label53
block42:
  movq <offset:1>+0x1030(%rsp), %r11
  movl (%r11, %rax, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdi
  cmpq $0x13, %rdi
  jbe     label44; j label43
block43:
  jmp     label46
block44:
  leaq -1(%rcx), %rcx
  movq %rcx, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x1038(%rsp), %r8
  movq (%r8, %rdi, 8), %rdi
  shrq %cl, %rdi
  testq $0x1, %rdi
  jnz     label47; j label45
block45:
  jmp     label46
block46:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  jmp     label53
block47:
  movq <offset:1>+0x1020(%rsp), %rcx
  movl (%rcx, %rax, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rdi
  cmpq $0xeeca, %rdi
  jbe     label49; j label48
block48:
  movq <offset:1>+0x1028(%rsp), %rdi
  jmp     label51
block49:
  movq <offset:1>+0x1028(%rsp), %rdi
  movzbq -0x12ff4e5(%rcx, %rdi), %rcx
  testq %rcx, %rcx
  jnz     label52; j label50
block50:
  jmp     label51
block51:
  movq <offset:1>+0x1018(%rsp), %rbx
  jmp     label53
block52:
  leal 0x7c7(%rcx), %r9d
  leaq -0x7c8(%r9), %rcx
  cmpq $0x7, %rcx
  jnb #trap=user2
  leal 0x115(%rbx), %ecx
  leaq -0x116(%rcx), %rcx
  testq %rcx, %rcx
  jnz #trap=user2
  imulq $0x7, %rcx, %rcx
  leaq -0x7c8(%r9, %rcx), %r9
  shlq $0x5, %r9
  addq $0x1, (%r14, %r9)
  movq 0x10(%r14, %r9), %r11
  movq 0x18(%r14, %r9), %r8
  movq <offset:1>+0x1018(%rsp), %rbx
  movl (%rbx, %rax, 4), %ecx
  uninit  %rax
  xorq %rax, %rax
  addq %rcx, %r11
  adcq %rax, %r8
  movq %r11, 0x10(%r14, %r9)
  movq %r8, 0x18(%r14, %r9)
  leaq 1(%rdx), %rdx
  jmp     label53
block53:
  leaq 1(%r13), %r13
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label35
block54:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  leaq <offset:1>+(%rsp), %r8
  movzwq (%r8, %r9, 2), %r8
  leaq (%rsi, %r8), %r8
  movl (%rax, %r8, 4), %r11d
  movl (%rdx, %r8, 4), %r8d
  jmp     label55
block55:
  leaq 1(%r9), %r9
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label33
block56:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  leaq <offset:1>+(%rsp), %r9
  movzwq (%r9, %r12, 2), %r8
  movw %r8w, (%r9, %r15, 2)
  jmp     label57
block57:
  leaq 1(%r12), %r12
  leaq (%rsi, %r8), %r9
  movl (%rdx, %r9, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %rcx
  movl $0x14, %r9d
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %r11
  shrq $0x6, %r11
  movq (%rax, %r11, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  leaq (%r15, %r8), %r15
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label31
block58:
  movq <offset:1>+0x1000(%rsp), %rcx
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  movq (%rcx), %r12
  movq 8(%rcx), %r9
  movq %r15, %r11
  andq $0xfffffffffffffff8, %r11
  leaq (%r11, %rdx), %r11
  leaq <offset:1>+(%rsp), %rcx
  movw %r11w, (%rcx, %r14, 2)
  jmp     label59
block59:
  leaq 1(%rdx), %rdx
  leaq (%rsi, %r11), %rcx
  movl (%r9, %rcx, 4), %ecx
  leaq -1(%rcx), %r11
  movl $0x7d0, %ecx
  cmpq %r11, %rcx
  cmovbq %rcx, %r11
  movzbq (%r11, %r12), %rcx
  leaq 0xff(%rcx), %rcx
  shrq $0x8, %rcx
  leaq (%r14, %rcx), %r14
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label29
block60:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  movq %r12, %rax
  shlq $0x3, %rax
  movq %rax, <offset:1>+0x1010(%rsp)
  leaq (%rsi, %r12, 8), %rax
  movq %r9, %rcx
  movdqu (%rcx, %rax, 4), %xmm5
  movdqu 0x10(%rcx, %rax, 4), %xmm1
  uninit  %xmm0
  pxor %xmm0, %xmm0
  movdqu (%rip), %xmm3
  psubd %xmm3, %xmm5
  movdqu (%rip), %xmm4
  pminud %xmm4, %xmm5
  pextrd $0x0, %xmm5, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  movdqa %xmm0, %xmm2
  pinsrb $0x0, %eax, %xmm2
  pextrd $0x1, %xmm5, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  pinsrb $0x1, %eax, %xmm2
  pextrd $0x2, %xmm5, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  pinsrb $0x2, %eax, %xmm2
  pextrd $0x3, %xmm5, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  pinsrb $0x3, %eax, %xmm2
  psubd %xmm3, %xmm1
  pminud %xmm4, %xmm1
  pextrd $0x0, %xmm1, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  pinsrb $0x4, %eax, %xmm2
  pextrd $0x1, %xmm1, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  pinsrb $0x5, %eax, %xmm2
  pextrd $0x2, %xmm1, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  pinsrb $0x6, %eax, %xmm2
  pextrd $0x3, %xmm1, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  pinsrb $0x7, %eax, %xmm2
  pcmpeqb %xmm0, %xmm2
  pmovmskb %xmm2, %eax
  andq $0xff, %rax
  movq %rax, %rcx
  xorq $0xff, %rcx
  shlq $0x4, %rcx
  movdqu (%r8, %rcx), %xmm0
  movq <offset:1>+0x1010(%rsp), %rcx
  movd %ecx, %xmm1
  pshuflw $0x0, %xmm1, %xmm1
  pshufd $0x0, %xmm1, %xmm1
  paddw %xmm1, %xmm0
  leaq <offset:1>+(%rsp), %rcx
  movdqu %xmm0, (%rcx, %r14, 2)
  jmp     label61
block61:
  leaq 1(%r12), %r12
  xorq $0xff, %rax
  popcntq %rax, %rax
  leaq (%r14, %rax), %r14
  movq %r11, %rax
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label27

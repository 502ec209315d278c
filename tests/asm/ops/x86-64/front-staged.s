; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel probe_3 — probe pipeline over `lineorder`: `supplier` vector (bitmap of 100 keys); `date` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: supplier structure, +8: lineorder.suppkey, +16: date structure, +24: lineorder.orderdate, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity, +72: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x1000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x10c0, %rsp
  movq %rbx, 0x1090(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1098(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10a0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x10a8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x10b0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+0x1008(%rsp)
  movq %rsi, <offset:1>+0x1010(%rsp)
  movq (%rcx), %rax
  movq 0x20(%rcx), %rax
  movq 0x28(%rcx), %rax
  movq 0x30(%rcx), %rax
  movq 0x40(%rcx), %rax
  movq (%rdi), %r14
  movq %r14, <offset:1>+0x1088(%rsp)
  movq 8(%rdi), %r13
  movq %r13, <offset:1>+0x1080(%rsp)
  movq 0x10(%rdi), %r8
  movq %r8, <offset:1>+0x1078(%rsp)
  movq 0x18(%rdi), %r9
  movq %r9, <offset:1>+0x1070(%rsp)
  movq 0x20(%rdi), %r10
  movq %r10, <offset:1>+0x1068(%rsp)
  movq 0x28(%rdi), %r11
  movq %r11, <offset:1>+0x1060(%rsp)
  movq 0x30(%rdi), %rbx
  movq %rbx, <offset:1>+0x1058(%rsp)
  movq 0x38(%rdi), %r12
  movq %r12, <offset:1>+0x1050(%rsp)
  movq 0x40(%rdi), %rax
  movq %rax, <offset:1>+0x1048(%rsp)
  movq 0x48(%rdi), %rax
  movq %rdi, <offset:1>+0x1000(%rsp)
  jmp     label1
block1:
  movq <offset:1>+0x1008(%rsp), %rax
  movq <offset:1>+0x1010(%rsp), %r15
  jmp     label2
block2:
  cmpq %rax, %r15
  movq %rax, <offset:1>+0x1008(%rsp)
  movq %r15, <offset:1>+0x1010(%rsp)
  jb      label13; j label3
block3:
  movq %rcx, %r15
  movq (%r15), %rdi
  movq 0x20(%r15), %rsi
  movq 0x28(%r15), %rdx
  movq 0x30(%r15), %r8
  movq 0x40(%r15), %rax
  movq <offset:1>+0x1008(%rsp), %r9
  movq <offset:1>+0x1008(%rsp), %r10
  jmp     label4
block4:
  cmpq %r10, %r9
  jb      label5; j label6
block5:
  movq <offset:1>+0x1080(%rsp), %r10
  jmp     label7
block6:
  movq %rdi, (%r15)
  movq %rdi, 0x10(%r15)
  movq %rsi, 0x20(%r15)
  movq %rdx, 0x28(%r15)
  movq %r8, 0x30(%r15)
  movq %rax, 0x40(%r15)
  uninit  %rax
  xorq %rax, %rax
  movq 0x1090(%rsp), %rbx
  movq 0x1098(%rsp), %r12
  movq 0x10a0(%rsp), %r13
  movq 0x10a8(%rsp), %r14
  movq 0x10b0(%rsp), %r15
  addq $0x10c0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%r10, %r9, 4), %ecx
  movq %r10, <offset:1>+0x1080(%rsp)
  movq <offset:1>+0x1070(%rsp), %r10
  movl (%r10, %r9, 4), %ebx
  movq <offset:1>+0x1060(%rsp), %r10
  movl (%r10, %r9, 4), %r11d
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %r12d
  cmpq %rcx, %r12
  cmovbq %r12, %rcx
  movq %rcx, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x1088(%rsp), %r13
  movq (%r13, %r10, 8), %r10
  shrq %cl, %r10
  movl %ebx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %r12
  cmovbq %r12, %rcx
  movq %rcx, %rbx
  shrq $0x6, %rbx
  movq <offset:1>+0x1078(%rsp), %r12
  movq (%r12, %rbx, 8), %rbx
  shrq %cl, %rbx
  andq %rbx, %r10
  movl %r11d, %ecx
  leaq -1(%rcx), %rcx
  movl $0x400, %r11d
  cmpq %rcx, %r11
  cmovbq %r11, %rcx
  movq %rcx, %r11
  shrq $0x6, %r11
  movq <offset:1>+0x1068(%rsp), %rbx
  movq (%rbx, %r11, 8), %r11
  shrq %cl, %r11
  andq %r11, %r10
  testq $0x1, %r10
  jnz     label9; j label8
block8:
  jmp     label10
block9:
  leaq 1(%rdi), %rdi
  movq <offset:1>+0x1058(%rsp), %rcx
  addq (%rcx, %r9, 8), %rsi
  adcq $0x0, %rdx
  movq <offset:1>+0x1050(%rsp), %r11
  movl (%r11, %r9, 4), %r10d
  cmpq %r10, %r8
  cmovbq %r8, %r10
  movq <offset:1>+0x1048(%rsp), %r8
  movl (%r8, %r9, 4), %ecx
  cmpq %rcx, %rax
  cmovaeq %rax, %rcx
  movq %rcx, %rax
  movq %r10, %r8
  jmp     label10
block10:
  leaq 1(%r9), %r9
  movq <offset:1>+0x1008(%rsp), %rcx
  cmpq %rcx, %r9
  jb      label11; j label12
block11:
  movq <offset:1>+0x1080(%rsp), %r10
  jmp     label7
block12:
  movq <offset:1>+0x1008(%rsp), %r10
  jmp     label4
block13:
  movq <offset:1>+0x1000(%rsp), %rsi
  movq %rcx, %r15
  movq 0x48(%rsi), %rax
  movq %rax, <offset:1>+0x1040(%rsp)
  movq (%rsi), %rax
  movq %rax, %r11
  movq 8(%rsi), %rax
  movq %rax, %rbx
  uninit  %rax
  movq %rax, %rcx
  xorq %rcx, %rcx
  movq <offset:1>+0x1010(%rsp), %rax
  movq <offset:1>+0x1008(%rsp), %rdi
  movq %rcx, <offset:1>+0x1030(%rsp)
  movq %rdi, %rsi
  subq %rax, %rsi
  movq %rsi, %r14
  movl $0x800, %r8d
  movq %r14, %rax
  cmpq %rax, %r8
  cmovbq %r8, %rax
  movq %rax, %r14
  shrq $0x3, %rax
  movq %rax, <offset:1>+0x1038(%rsp)
  movq <offset:1>+0x1030(%rsp), %rax
  movq <offset:1>+0x1038(%rsp), %rdx
  movq %rcx, <offset:1>+0x1020(%rsp)
  jmp     label14
block14:
  cmpq %rdx, %rax
  movq %rax, <offset:1>+0x1018(%rsp)
  movq %rdx, <offset:1>+0x1038(%rsp)
  jb      label34; j label15
block15:
  movq %r14, %rax
  movq %rax, %rcx
  andq $0xfffffffffffffff8, %rcx
  subq %rcx, %rax
  movq <offset:1>+0x1030(%rsp), %rdx
  jmp     label16
block16:
  cmpq %rax, %rdx
  jb      label32; j label17
block17:
  movq <offset:1>+0x1000(%rsp), %rsi
  movq 0x10(%rsi), %rax
  movq 0x18(%rsi), %r8
  movq <offset:1>+0x1020(%rsp), %rdi
  movq <offset:1>+0x1030(%rsp), %r9
  movq <offset:1>+0x1030(%rsp), %rcx
  movq %rcx, <offset:1>+0x1028(%rsp)
  jmp     label18
block18:
  cmpq %rdi, %r9
  movq %rdi, <offset:1>+0x1020(%rsp)
  jb      label30; j label19
block19:
  movq <offset:1>+0x1000(%rsp), %rsi
  movq 0x28(%rsi), %rax
  movq 0x40(%rsi), %r8
  movq 0x38(%rsi), %r9
  movq 0x30(%rsi), %r10
  movq <offset:1>+0x1028(%rsp), %rcx
  movq <offset:1>+0x1030(%rsp), %r11
  jmp     label20
block20:
  cmpq %rcx, %r11
  movq %rcx, <offset:1>+0x1028(%rsp)
  jb      label28; j label21
block21:
  movq (%r15), %r11
  movq 0x20(%r15), %r9
  movq 0x28(%r15), %rax
  movq 0x30(%r15), %r10
  movq 0x40(%r15), %r8
  movq <offset:1>+0x1028(%rsp), %rbx
  movq <offset:1>+0x1030(%rsp), %r12
  movq <offset:1>+0x1010(%rsp), %r14
  jmp     label22
block22:
  cmpq %rbx, %r12
  jb      label24; j label23
block23:
  movq %r11, (%r15)
  movq %r11, 0x10(%r15)
  movq %r9, 0x20(%r15)
  movq %rax, 0x28(%r15)
  movq %r10, 0x30(%r15)
  movq %r8, 0x40(%r15)
  leaq 0x800(%r14), %rax
  movq %rax, <offset:1>+0x1010(%rsp)
  movq %r15, %rcx
  movq <offset:1>+0x1010(%rsp), %r15
  movq <offset:1>+0x1008(%rsp), %rax
  jmp     label2
block24:
  leaq <offset:1>+(%rsp), %rcx
  movq <offset:1>+0x1030(%rsp), %r12
  movzwq (%rcx, %r12, 2), %rcx
  movq <offset:1>+0x1010(%rsp), %rsi
  leaq (%rsi, %rcx), %rbx
  movq <offset:1>+0x1080(%rsp), %rcx
  movl (%rcx, %rbx, 4), %ecx
  movq <offset:1>+0x1070(%rsp), %rdx
  movl (%rdx, %rbx, 4), %r13d
  movq <offset:1>+0x1060(%rsp), %rdx
  movl (%rdx, %rbx, 4), %r12d
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %esi
  cmpq %rcx, %rsi
  cmovbq %rsi, %rcx
  movq %rcx, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x1088(%rsp), %rdx
  movq (%rdx, %rdi, 8), %rdi
  shrq %cl, %rdi
  movl %r13d, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rsi
  cmovbq %rsi, %rcx
  movq %rcx, %rsi
  shrq $0x6, %rsi
  movq <offset:1>+0x1078(%rsp), %r13
  movq (%r13, %rsi, 8), %rsi
  shrq %cl, %rsi
  andq %rsi, %rdi
  movl %r12d, %ecx
  leaq -1(%rcx), %rcx
  movl $0x400, %esi
  cmpq %rcx, %rsi
  cmovbq %rsi, %rcx
  movq %rcx, %rsi
  shrq $0x6, %rsi
  movq <offset:1>+0x1068(%rsp), %r12
  movq (%r12, %rsi, 8), %rsi
  shrq %cl, %rsi
  andq %rsi, %rdi
  testq $0x1, %rdi
  jnz     label26; j label25
block25:
  movq <offset:1>+0x1030(%rsp), %rcx
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  jmp     label27
block26:
  leaq 1(%r11), %r11
  movq <offset:1>+0x1058(%rsp), %r12
  addq (%r12, %rbx, 8), %r9
  adcq $0x0, %rax
  movq <offset:1>+0x1050(%rsp), %r13
  movl (%r13, %rbx, 4), %ecx
  cmpq %rcx, %r10
  cmovbq %r10, %rcx
  movq <offset:1>+0x1048(%rsp), %rdi
  movl (%rdi, %rbx, 4), %esi
  cmpq %rsi, %r8
  cmovaeq %r8, %rsi
  movq %rcx, %r10
  movq %rsi, %r8
  movq <offset:1>+0x1030(%rsp), %rcx
  jmp     label27
block27:
  leaq 1(%rcx), %rcx
  movq %rcx, <offset:1>+0x1030(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq <offset:1>+0x1030(%rsp), %r12
  movq <offset:1>+0x1028(%rsp), %rbx
  jmp     label22
block28:
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  leaq <offset:1>+(%rsp), %rcx
  movzwq (%rcx, %r11, 2), %rcx
  movq <offset:1>+0x1010(%rsp), %rsi
  leaq (%rsi, %rcx), %rcx
  movl (%rax, %rcx, 4), %esi
  movl (%r8, %rcx, 4), %esi
  movl (%r9, %rcx, 4), %esi
  movq (%r10, %rcx, 8), %rcx
  jmp     label29
block29:
  leaq 1(%r11), %r11
  movq <offset:1>+0x1028(%rsp), %rcx
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  jmp     label20
block30:
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  leaq <offset:1>+(%rsp), %rsi
  movzwq (%rsi, %r9, 2), %rcx
  movq <offset:1>+0x1028(%rsp), %rbx
  movw %cx, (%rsi, %rbx, 2)
  jmp     label31
block31:
  leaq 1(%r9), %r9
  movq <offset:1>+0x1010(%rsp), %rsi
  leaq (%rsi, %rcx), %rcx
  movl (%r8, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %esi
  cmpq %rcx, %rsi
  cmovbq %rsi, %rcx
  movq %rcx, %rsi
  shrq $0x6, %rsi
  movq (%rax, %rsi, 8), %rsi
  shrq %cl, %rsi
  andq $0x1, %rsi
  movq <offset:1>+0x1028(%rsp), %rbx
  leaq (%rbx, %rsi), %rbx
  movq %rbx, <offset:1>+0x1028(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq <offset:1>+0x1020(%rsp), %rdi
  jmp     label18
block32:
  movq %r14, %rcx
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  andq $0xfffffffffffffff8, %rcx
  leaq (%rcx, %rdx), %rcx
  leaq <offset:1>+(%rsp), %rsi
  movq <offset:1>+0x1020(%rsp), %r8
  movw %cx, (%rsi, %r8, 2)
  jmp     label33
block33:
  leaq 1(%rdx), %rdx
  movq <offset:1>+0x1010(%rsp), %rsi
  leaq (%rsi, %rcx), %rcx
  movq %rbx, %r10
  movl (%r10, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %esi
  cmpq %rcx, %rsi
  cmovbq %rsi, %rcx
  movq %rcx, %rsi
  shrq $0x6, %rsi
  movq %r11, %r8
  movq (%r8, %rsi, 8), %rsi
  shrq %cl, %rsi
  andq $0x1, %rsi
  movq <offset:1>+0x1020(%rsp), %r8
  leaq (%r8, %rsi), %rsi
  movq %rsi, <offset:1>+0x1020(%rsp)
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  jmp     label16
block34:
  movq <offset:1>+0x1018(%rsp), %rdx
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  movq %rdx, %rax
  shlq $0x3, %rax
  movq <offset:1>+0x1010(%rsp), %rsi
  movq %rax, <offset:1>+0x1028(%rsp)
  leaq (%rsi, %rdx, 8), %rdx
  movq %rbx, %rax
  movl 0x1c(%rax, %rdx, 4), %eax
  movq %rdx, %r8
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movl $0x64, %edx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq %r11, %rsi
  movq (%rsi, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  movq %r8, %rcx
  movq %rbx, %rsi
  movl 0x18(%rsi, %rcx, 4), %esi
  movl %esi, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %rsi
  shrq $0x6, %rsi
  movq %r11, %r10
  movq (%r10, %rsi, 8), %rsi
  shrq %cl, %rsi
  andq $0x1, %rsi
  leaq (%rsi, %rax, 2), %rsi
  movq %r8, %rax
  movq %rbx, %r8
  movl 0x14(%r8, %rax, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq %r11, %r9
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %rcx
  movl 0x10(%rcx, %rax, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %rcx
  movl 0xc(%rcx, %rax, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %rcx
  movl 8(%rcx, %rax, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %rcx
  movl 4(%rcx, %rax, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %r8
  shrq $0x6, %r8
  movq (%r9, %r8, 8), %r8
  shrq %cl, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %rcx
  movl (%rcx, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq %rcx, %rdx
  cmovbq %rdx, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq %r11, %rdx
  movq (%rdx, %rax, 8), %rax
  shrq %cl, %rax
  andq $0x1, %rax
  leaq (%rax, %rsi, 2), %rdx
  movq %rdx, %rcx
  shlq $0x4, %rcx
  movq <offset:1>+0x1040(%rsp), %rax
  movdqu (%rax, %rcx), %xmm0
  movq <offset:1>+0x1028(%rsp), %rcx
  movd %ecx, %xmm1
  pshuflw $0x0, %xmm1, %xmm1
  pshufd $0x0, %xmm1, %xmm1
  paddw %xmm1, %xmm0
  leaq <offset:1>+(%rsp), %rcx
  movq <offset:1>+0x1020(%rsp), %rsi
  movdqu %xmm0, (%rcx, %rsi, 2)
  jmp     label35
block35:
  movq <offset:1>+0x1018(%rsp), %r9
  leaq 1(%r9), %r10
  movq %r10, <offset:1>+0x1018(%rsp)
  movq %rdx, %rsi
  shrq $0x1, %rsi
  movabsq $0x7777777777777777, %r8
  andq %r8, %rsi
  subq %rsi, %rdx
  shrq $0x1, %rsi
  andq %r8, %rsi
  subq %rsi, %rdx
  shrq $0x1, %rsi
  andq %r8, %rsi
  subq %rsi, %rdx
  movq %rdx, %r8
  shrq $0x4, %r8
  addq %rdx, %r8
  movabsq $0xf0f0f0f0f0f0f0f, %rsi
  andq %rsi, %r8
  movabsq $0x101010101010101, %r10
  imulq %r10, %r8
  shrq $0x38, %r8
  movq <offset:1>+0x1020(%rsp), %rdx
  leaq (%rdx, %r8), %rdx
  movq %rdx, <offset:1>+0x1020(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq %rax, <offset:1>+0x1040(%rsp)
  movq <offset:1>+0x1038(%rsp), %rdx
  movq <offset:1>+0x1018(%rsp), %rax
  jmp     label14

; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel histogram_0 — radix histogram of `R` (2 partitions)
; context block (first argument): +0: R.key
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq (%rdi), %rax
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%rax, %rsi, 4), %edi
  movl %edi, %edi
  movl $0x1, %r8d
  subq $0x1, %rdi
  andq $0x7ff, %rdi
  shrq $0xa, %rdi
  cmpq %rdi, %r8
  cmovbq %r8, %rdi
  addq $0x1, (%rcx, %rdi, 8)
  jmp     label4
block4:
  leaq 1(%rsi), %rsi
  jmp     label1

; kernel scatter_1 — radix scatter of `R` (8 B tuples)
; context block (first argument): +0: R partitioned tuples, +8: R.key, +16: R.payload
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x40, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+(%rsp)
  movq (%rdi), %rbx
  movq 8(%rdi), %r12
  movq 0x10(%rdi), %r13
  movq <offset:1>+(%rsp), %rax
  movq %rsi, %r15
  jmp     label1
block1:
  cmpq %rax, %r15
  movq %rax, <offset:1>+(%rsp)
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  movq 0x30(%rsp), %r15
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%r12, %r15, 4), %edi
  movl %edi, %edx
  movl $0x1, %eax
  subq $0x1, %rdx
  andq $0x7ff, %rdx
  shrq $0xa, %rdx
  cmpq %rdx, %rax
  cmovbq %rax, %rdx
  movq %rcx, %r14
  movq (%r14, %rdx, 8), %rax
  movq %rdx, %rsi
  shlq $0x6, %rsi
  leaq (%r14, %rsi), %rcx
  movq %rax, %r8
  andq $0x7, %r8
  movl %edi, 0x40(%rcx, %r8, 8)
  movl (%r13, %r15, 4), %edi
  movl %edi, 0x44(%rcx, %r8, 8)
  leaq 1(%rax), %rdi
  movq %rdi, (%r14, %rdx, 8)
  testq $0x7, %rdi
  jnz     label4; j label5
block4:
  jmp     label11
block5:
  movq 0x10(%r14, %rdx, 8), %rdx
  leaq -7(%rax), %rdi
  cmpq %rdx, %rdi
  jnb     label10; j label6
block6:
  jmp     label7
block7:
  leaq 1(%rax), %rsi
  cmpq %rsi, %rdx
  jb      label9; j label8
block8:
  jmp     label11
block9:
  movq %rdx, %rsi
  andq $0x7, %rsi
  movq 0x40(%rcx, %rsi, 8), %rsi
  movq %rsi, (%rbx, %rdx, 8)
  leaq 1(%rdx), %rdx
  jmp     label7
block10:
  leaq 0x40(%r14, %rsi), %rdi
  leaq -7(%rax), %rax
  leaq (%rbx, %rax, 8), %rsi
  load_ext_name userextname0+0, %rax
  call    *%rax
  jmp     label11
block11:
  leaq 1(%r15), %r15
  movq <offset:1>+(%rsp), %rax
  movq %r14, %rcx
  jmp     label1

; kernel build_2 — build `R`: radix (identity hash, 2048 slots of 8 B, 2 partitions)
; context block (first argument): +0: R structure, +8: R tuples
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x40, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rcx, %r15
  movq (%rdi), %rbx
  movq 8(%rdi), %r12
  uninit  %rax
  xorq %rax, %rax
  movq %rax, <offset:1>+(%rsp)
  movq %rsi, %rdi
  movq %rdx, %r13
  jmp     label1
block1:
  cmpq %r13, %rdi
  jb      label3; j label2
block2:
  movq <offset:1>+(%rsp), %rax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  movq 0x30(%rsp), %r15
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%r12, %rdi, 8), %ecx
  movl %ecx, %esi
  subq $0x1, %rsi
  andq $0x7ff, %rsi
  uninit  %rdx
  xorq %rdx, %rdx
  movq %rdi, %r14
  jmp     label4
block4:
  movl (%rbx, %rsi, 8), %eax
  testl %eax, %eax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %ecx, (%rbx, %rsi, 8) ;; implicit: %eax
  testl %eax, %eax
  jz      label14; j label7
block7:
  jmp     label8
block8:
  cmpl %ecx, %eax
  jz      label10; j label9
block9:
  jmp     label12
block10:
  leaq 1(%rdx), %rdx
  movq <offset:1>+(%rsp), %rax
  leaq 1(%rax), %rax
  movq %rax, <offset:1>+(%rsp)
  cmpq $0x40, %rdx
  jnb     label13; j label11
block11:
  jmp     label12
block12:
  leaq 1(%rsi), %rsi
  andq $0x7ff, %rsi
  jmp     label4
block13:
  load_ext_name userextname1+0, %rax
  movq %r14, %rdx
  movq %r15, %rdi
  call    *%rax
  jmp     label15
block14:
  movl 4(%r12, %rdi, 8), %eax
  movl %eax, 4(%rbx, %rsi, 8)
  jmp     label15
block15:
  leaq 1(%r14), %rdi
  jmp     label1

; kernel histogram_3 — radix histogram of `S`
; context block (first argument): +0: S.fk
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq (%rdi), %rax
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%rax, %rsi, 4), %edi
  movl %edi, %edi
  movl $0x1, %r8d
  subq $0x1, %rdi
  andq $0x7ff, %rdi
  shrq $0xa, %rdi
  cmpq %rdi, %r8
  cmovbq %r8, %rdi
  addq $0x1, (%rcx, %rdi, 8)
  jmp     label4
block4:
  leaq 1(%rsi), %rsi
  jmp     label1

; kernel scatter_4 — radix scatter of `S` (4 B tuples)
; context block (first argument): +0: S partitioned tuples, +8: S.fk
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x30, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq (%rdi), %rbx
  movq 8(%rdi), %r12
  movq %rdx, %r13
  movq %rsi, %r14
  jmp     label1
block1:
  cmpq %r13, %r14
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  movq 0x20(%rsp), %r15
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%r12, %r14, 4), %esi
  movl %esi, %edx
  movl $0x1, %eax
  subq $0x1, %rdx
  andq $0x7ff, %rdx
  shrq $0xa, %rdx
  cmpq %rdx, %rax
  cmovbq %rax, %rdx
  movq %rcx, %r15
  movq (%r15, %rdx, 8), %rax
  movq %rdx, %rdi
  shlq $0x6, %rdi
  leaq (%r15, %rdi), %rcx
  movq %rax, %r8
  andq $0xf, %r8
  movl %esi, 0x40(%rcx, %r8, 4)
  leaq 1(%rax), %rsi
  movq %rsi, (%r15, %rdx, 8)
  testq $0xf, %rsi
  jnz     label4; j label5
block4:
  jmp     label11
block5:
  movq 0x10(%r15, %rdx, 8), %rdx
  leaq -0xf(%rax), %rsi
  cmpq %rdx, %rsi
  jnb     label10; j label6
block6:
  jmp     label7
block7:
  leaq 1(%rax), %rsi
  cmpq %rsi, %rdx
  jb      label9; j label8
block8:
  jmp     label11
block9:
  movq %rdx, %rsi
  andq $0xf, %rsi
  movl 0x40(%rcx, %rsi, 4), %esi
  movl %esi, (%rbx, %rdx, 4)
  leaq 1(%rdx), %rdx
  jmp     label7
block10:
  leaq 0x40(%r15, %rdi), %rdi
  leaq -0xf(%rax), %rax
  leaq (%rbx, %rax, 4), %rsi
  load_ext_name userextname0+0, %rax
  call    *%rax
  jmp     label11
block11:
  leaq 1(%r14), %r14
  movq %r15, %rcx
  jmp     label1

; kernel probe_5 — probe pipeline over `S`: `R` radix (identity hash, unique keys, 2048 slots of 8 B, 2 partitions)
; context block (first argument): +0: R structure, +8: S tuples
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x20, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
block0:
  movq %rdx, %r8
  movq %rsi, %r9
  movq (%rcx), %rdx
  movq (%rdi), %rsi
  movq 8(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %r9, %r10
  movq %r8, %r9
  subq %r10, %r9
  andq $0xfffffffffffffffc, %r9
  leaq (%r10, %r9), %r9
  jmp     label1
block1:
  cmpq %r9, %r10
  jb      label12; j label2
block2:
  jmp     label3
block3:
  cmpq %r8, %r9
  jb      label5; j label4
block4:
  movq %rdx, (%rcx)
  movq %rdx, 0x10(%rcx)
  movq 0x20(%rcx), %rsi
  movq 0x28(%rcx), %rdx
  movq %rax, %rdi
  sarq $0x3f, %rdi
  addq %rax, %rsi
  adcq %rdi, %rdx
  movq %rsi, 0x20(%rcx)
  movq %rdx, 0x28(%rcx)
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block5:
  movl (%rdi, %r9, 4), %r11d
  movl %r11d, %r10d
  movq %r10, %rbx
  subq $0x1, %rbx
  cmpq $0x3ff, %rbx
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  subq $0x1, %r10
  movl (%rsi, %r10, 8), %ebx
  cmpl %r11d, %ebx
  jz      label10; j label8
block8:
  jmp     label9
block9:
  jmp     label11
block10:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r10, 8), %r10d
  leaq (%rax, %r10), %rax
  jmp     label11
block11:
  leaq 1(%r9), %r9
  jmp     label3
block12:
  movdqu (%rdi, %r10, 4), %xmm0
  movdqu (%rip), %xmm1
  psubd %xmm1, %xmm0
  movdqu (%rip), %xmm2
  movdqu (%rip), %xmm3
  movdqa %xmm0, %xmm1
  pxor %xmm3, %xmm1
  pxor %xmm3, %xmm2
  pcmpgtd %xmm2, %xmm1
  uninit  %xmm2
  pcmpeqd %xmm2, %xmm2
  pxor %xmm2, %xmm1
  uninit  %xmm2
  pxor %xmm2, %xmm2
  pcmpeqd %xmm2, %xmm1
  pmovmskb %xmm1, %r11d
  testl %r11d, %r11d
  jz      label37; j label13
block13:
  movl (%rdi, %r10, 4), %ebx
  movl %ebx, %r11d
  movq %r11, %r12
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label15; j label14
block14:
  jmp     label17
block15:
  subq $0x1, %r11
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label18; j label16
block16:
  jmp     label17
block17:
  jmp     label19
block18:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label19
block19:
  leaq 1(%r10), %r11
  movl (%rdi, %r11, 4), %ebx
  movl %ebx, %r11d
  movq %r11, %r12
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label21; j label20
block20:
  jmp     label23
block21:
  subq $0x1, %r11
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label24; j label22
block22:
  jmp     label23
block23:
  jmp     label25
block24:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label25
block25:
  leaq 2(%r10), %r11
  movl (%rdi, %r11, 4), %ebx
  movl %ebx, %r11d
  movq %r11, %r12
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label27; j label26
block26:
  jmp     label29
block27:
  subq $0x1, %r11
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label30; j label28
block28:
  jmp     label29
block29:
  jmp     label31
block30:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label31
block31:
  leaq 3(%r10), %r11
  movl (%rdi, %r11, 4), %r12d
  movl %r12d, %r11d
  movq %r11, %r13
  subq $0x1, %r13
  cmpq $0x3ff, %r13
  jbe     label33; j label32
block32:
  jmp     label35
block33:
  subq $0x1, %r11
  movl (%rsi, %r11, 8), %r13d
  cmpl %r12d, %r13d
  jz      label36; j label34
block34:
  jmp     label35
block35:
  jmp     label49
block36:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label49
block37:
  movl (%rdi, %r10, 4), %ebx
  movd %xmm0, %r11d
  movl %r11d, %r11d
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label39; j label38
block38:
  jmp     label40
block39:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label40
block40:
  leaq 1(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  pshufd $0x1, %xmm0, %xmm1
  movd %xmm1, %ebx
  movl %ebx, %ebx
  movl (%rsi, %rbx, 8), %r12d
  cmpl %r11d, %r12d
  jz      label42; j label41
block41:
  jmp     label43
block42:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %rbx, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label43
block43:
  leaq 2(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  pshufd $0x2, %xmm0, %xmm1
  movd %xmm1, %ebx
  movl %ebx, %ebx
  movl (%rsi, %rbx, 8), %r12d
  cmpl %r11d, %r12d
  jz      label45; j label44
block44:
  jmp     label46
block45:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %rbx, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label46
block46:
  leaq 3(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  pshufd $0x3, %xmm0, %xmm0
  movd %xmm0, %ebx
  movl %ebx, %ebx
  movl (%rsi, %rbx, 8), %r12d
  cmpl %r11d, %r12d
  jz      label48; j label47
block47:
  jmp     label49
block48:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %rbx, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label49
block49:
  leaq 4(%r10), %r10
  jmp     label1

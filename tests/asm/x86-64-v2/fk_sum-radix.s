; target x86-64-v2 (x86_64-unknown-linux-gnu): x86-64-v2 (SSE4.2, POPCNT)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b

; kernel histogram_0 — radix histogram of `R` (2 partitions)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100000000000, %rax
  movl (%rax, %rdi, 4), %eax
  movl %eax, %eax
  movl $0x1, %ecx
  subq $0x1, %rax
  andq $0x7ff, %rax
  shrq $0xa, %rax
  cmpq %rax, %rcx
  cmovbq %rcx, %rax
  addq $0x1, (%rdx, %rax, 8)
  jmp     label4
block4:
  leaq 1(%rdi), %rdi
  jmp     label1

; kernel scatter_1 — radix scatter of `R` (8 B tuples)
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
  movq %rdx, %rcx
  movq %rsi, %rbx
  movq %rdi, %r12
  jmp     label1
block1:
  cmpq %rbx, %r12
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100000000000, %rax
  movl (%rax, %r12, 4), %edi
  movl %edi, %edx
  movl $0x1, %eax
  subq $0x1, %rdx
  andq $0x7ff, %rdx
  shrq $0xa, %rdx
  cmpq %rdx, %rax
  cmovbq %rax, %rdx
  movq %rcx, %r13
  movq (%r13, %rdx, 8), %rax
  movq %rdx, %rsi
  shlq $0x6, %rsi
  leaq (%r13, %rsi), %rcx
  movq %rax, %r8
  andq $0x7, %r8
  movl %edi, 0x40(%rcx, %r8, 8)
  movabsq $0x100100000000, %rdi
  movl (%rdi, %r12, 4), %edi
  movl %edi, 0x44(%rcx, %r8, 8)
  leaq 1(%rax), %rdi
  movq %rdi, (%r13, %rdx, 8)
  testq $0x7, %rdi
  jnz     label4; j label5
block4:
  jmp     label11
block5:
  movq 0x10(%r13, %rdx, 8), %rdx
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
  movabsq $0x400000000000, %rdi
  movq %rsi, (%rdi, %rdx, 8)
  leaq 1(%rdx), %rdx
  jmp     label7
block10:
  leaq 0x40(%r13, %rsi), %rdi
  leaq -7(%rax), %rax
  movabsq $0x400000000000, %rcx
  leaq (%rcx, %rax, 8), %rsi
  load_ext_name userextname0+0, %rax
  call    *%rax
  jmp     label11
block11:
  leaq 1(%r12), %r12
  movq %r13, %rcx
  jmp     label1

; kernel build_2 — build `R`: radix (identity hash, 2048 slots of 8 B, 2 partitions)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r9
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r9, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x400000000000, %rax
  movl (%rax, %rdi, 8), %edx
  movl %edx, %ecx
  subq $0x1, %rcx
  andq $0x7ff, %rcx
  jmp     label4
block4:
  movabsq $0x200000000000, %r8
  movl (%r8, %rcx, 8), %eax
  testl %eax, %eax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %edx, (%r8, %rcx, 8) ;; implicit: %eax
  testl %eax, %eax
  jz      label9; j label7
block7:
  jmp     label8
block8:
  leaq 1(%rcx), %rcx
  andq $0x7ff, %rcx
  cmpl %edx, %eax
  sete %al
  movzbq %al, %r8
  movq %r9, %rax
  leaq (%rax, %r8), %rax
  movq %rax, %r9
  jmp     label4
block9:
  movq %r9, %rax
  movabsq $0x400000000004, %rdx
  movl (%rdx, %rdi, 8), %edx
  movl %edx, 4(%r8, %rcx, 8)
  jmp     label10
block10:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel histogram_3 — radix histogram of `S`
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101000000000, %rax
  movl (%rax, %rdi, 4), %eax
  movl %eax, %eax
  movl $0x1, %ecx
  subq $0x1, %rax
  andq $0x7ff, %rax
  shrq $0xa, %rax
  cmpq %rax, %rcx
  cmovbq %rcx, %rax
  addq $0x1, (%rdx, %rax, 8)
  jmp     label4
block4:
  leaq 1(%rdi), %rdi
  jmp     label1

; kernel scatter_4 — radix scatter of `S` (4 B tuples)
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
  movq %rdx, %rcx
  movq %rsi, %rbx
  movq %rdi, %r12
  jmp     label1
block1:
  cmpq %rbx, %r12
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101000000000, %rax
  movl (%rax, %r12, 4), %esi
  movl %esi, %edx
  movl $0x1, %eax
  subq $0x1, %rdx
  andq $0x7ff, %rdx
  shrq $0xa, %rdx
  cmpq %rdx, %rax
  cmovbq %rax, %rdx
  movq %rcx, %r13
  movq (%r13, %rdx, 8), %rax
  movq %rdx, %rdi
  shlq $0x6, %rdi
  leaq (%r13, %rdi), %rcx
  movq %rax, %r8
  andq $0xf, %r8
  movl %esi, 0x40(%rcx, %r8, 4)
  leaq 1(%rax), %rsi
  movq %rsi, (%r13, %rdx, 8)
  testq $0xf, %rsi
  jnz     label4; j label5
block4:
  jmp     label11
block5:
  movq 0x10(%r13, %rdx, 8), %rdx
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
  movabsq $0x401000000000, %rdi
  movl %esi, (%rdi, %rdx, 4)
  leaq 1(%rdx), %rdx
  jmp     label7
block10:
  leaq 0x40(%r13, %rdi), %rdi
  leaq -0xf(%rax), %rax
  movabsq $0x401000000000, %rcx
  leaq (%rcx, %rax, 4), %rsi
  load_ext_name userextname0+0, %rax
  call    *%rax
  jmp     label11
block11:
  leaq 1(%r12), %r12
  movq %r13, %rcx
  jmp     label1

; kernel probe_5 — probe pipeline over `S`: `R` radix (identity hash, unique keys, 2048 slots of 8 B, 2 partitions)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq (%rdx), %r8
  movq 0x10(%rdx), %rcx
  uninit  %rax
  xorq %rax, %rax
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r8, (%rdx)
  movq %rcx, 0x10(%rdx)
  movq 0x20(%rdx), %rsi
  movq 0x28(%rdx), %rcx
  movq %rax, %rdi
  sarq $0x3f, %rdi
  addq %rax, %rsi
  adcq %rdi, %rcx
  movq %rsi, 0x20(%rdx)
  movq %rcx, 0x28(%rdx)
  uninit  %rax
  xorq %rax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x401000000000, %r9
  movl (%r9, %rdi, 4), %r10d
  movl %r10d, %r9d
  movq %r9, %r11
  subq $0x1, %r11
  cmpq $0x3ff, %r11
  jbe     label5; j label4
block4:
  jmp     label7
block5:
  subq $0x1, %r9
  movabsq $0x200000000000, %r11
  movl (%r11, %r9, 8), %r11d
  cmpl %r10d, %r11d
  jz      label8; j label6
block6:
  jmp     label7
block7:
  jmp     label9
block8:
  leaq 1(%r8), %r8
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %r10
  movl 4(%r10, %r9, 8), %r9d
  leaq (%rax, %r9), %rax
  jmp     label9
block9:
  leaq 1(%rdi), %rdi
  jmp     label1

; target x86-64-v2 (x86_64-unknown-linux-gnu): x86-64-v2 (SSE4.2, POPCNT)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b

; kernel build_0 — build `customers`: vector (8 elements of 1 B (payload − min + 1))
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
  movabsq $0x100100000000, %rcx
  movl (%rcx, %rdi, 4), %r8d
  cmpl $0x3, %r8d
  sete %dl
  cmpl $0x7, %r8d
  sete %r8b
  orl %r8d, %edx
  testb %dl, %dl
  jnz     label5; j label4
block4:
  movq %r9, %rax
  jmp     label8
block5:
  movabsq $0x100000000000, %rax
  movl (%rax, %rdi, 4), %eax
  movl %eax, %edx
  leaq -1(%rdx), %rax
  cmpq $0x7, %rax
  jbe     label7; j label6
block6:
  movq %r9, %rax
  jmp     label8
block7:
  movl (%rcx, %rdi, 4), %ecx
  movabsq $0x1fffffffffff, %r8
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgb %cl, (%rdx, %r8) ;; implicit: %al
  testb %al, %al
  setne %al
  movzbq %al, %rcx
  movq %r9, %rax
  leaq (%rax, %rcx), %rax
  jmp     label8
block8:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel probe_1 — probe pipeline over `orders`: `customers` vector (8 elements of 1 B (payload − min + 1))
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
  movq (%rdx), %r13
  movq %rsi, %rbx
  movq %rdi, %r12
  jmp     label1
block1:
  cmpq %rbx, %r12
  jb      label3; j label2
block2:
  movq %rdx, %r14
  jmp     label15
block3:
  movabsq $0x101100000000, %rax
  movl (%rax, %r12, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label5; j label4
block4:
  jmp     label7
block5:
  movabsq $0x1fffffffffff, %rcx
  movzbq (%rax, %rcx), %r15
  testq %r15, %r15
  jnz     label8; j label6
block6:
  jmp     label7
block7:
  movq %rdx, %r14
  jmp     label14
block8:
  movq %rdx, %r14
  movq 0x18(%r14), %rax
  movq 0x20(%r14), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label10; j label9
block9:
  jmp     label11
block10:
  load_ext_name userextname0+0, %rax
  movq %r14, %rdi
  call    *%rax
  jmp     label11
block11:
  movq 0x10(%r14), %rax
  movq 0x18(%r14), %rcx
  movabsq $0x101000000000, %rdx
  movq (%rdx, %r12, 8), %rdx
  movq %rdx, (%rax, %rcx, 8)
  movabsq $0x101200000000, %rdx
  movq (%rdx, %r12, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r14)
  leaq 1(%r13), %rax
  cmpq $0xfffffffffffffffe, %r13
  jz      label12; j label13
block12:
  movq %rax, %r13
  jmp     label15
block13:
  movq %rax, %r13
  jmp     label14
block14:
  leaq 1(%r12), %r12
  movq %r14, %rdx
  jmp     label1
block15:
  movq %r13, (%r14)
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

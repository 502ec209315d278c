; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel build_0 — build `B`: hash (multiplicative hash, 2048 slots of 16 B)
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
  movq %r14, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
block0:
  movq %rdx, %r13
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r14
  movq %rsi, %rbx
  jmp     label1
block1:
  cmpq %rbx, %rdi
  jb      label3; j label2
block2:
  movq %r14, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100000000000, %rax
  movq (%rax, %rdi, 8), %r9
  movq %r9, %rsi
  imulq (%rip), %rsi
  shrq $0x35, %rsi
  uninit  %rcx
  xorq %rcx, %rcx
  movq %rdi, %r12
  jmp     label4
block4:
  movq %rsi, %rdx
  shlq $0x4, %rdx
  movabsq $0x200000000000, %r8
  movq (%rdx, %r8), %rax
  testq %rax, %rax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorq %rax, %rax
  lock cmpxchgq %r9, (%rdx, %r8) ;; implicit: %rax
  testq %rax, %rax
  jz      label14; j label7
block7:
  jmp     label8
block8:
  cmpq %r9, %rax
  jz      label10; j label9
block9:
  jmp     label12
block10:
  leaq 1(%rcx), %rcx
  movq %r14, %rax
  leaq 1(%rax), %rax
  cmpq $0x40, %rcx
  jnb     label13; j label11
block11:
  movq %rax, %r14
  jmp     label12
block12:
  leaq 1(%rsi), %rsi
  andq $0x7ff, %rsi
  jmp     label4
block13:
  load_ext_name userextname1+0, %rax
  movq %r12, %rdx
  movq %r13, %rdi
  call    *%rax
  movq %r14, %rax
  leaq 1(%rax), %rax
  jmp     label15
block14:
  movq %r14, %rax
  movabsq $0x100100000000, %rcx
  movsd (%rcx, %rdi, 8), %xmm0
  movsd %xmm0, 8(%rdx, %r8)
  jmp     label15
block15:
  leaq 1(%r12), %rdi
  movq %rax, %r14
  jmp     label1

; kernel probe_1 — probe pipeline over `A`: `B` hash (multiplicative hash, duplicate keys, 2048 slots of 16 B)
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
  movq %r14, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
block0:
  movq (%rdx), %rcx
  movq 0x10(%rdx), %rax
  movsd 0x20(%rdx), %xmm0
  movq 0x30(%rdx), %r8
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %rcx, (%rdx)
  movq %rax, 0x10(%rdx)
  movsd %xmm0, 0x20(%rdx)
  movq %r8, 0x30(%rdx)
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101000000000, %r9
  movq (%r9, %rdi, 8), %r9
  movq %r9, %r10
  imulq (%rip), %r10
  shrq $0x35, %r10
  movabsq $0x101100000000, %r11
  testq %r9, %r9
  jz      label4; j label5
block4:
  jmp     label12
block5:
  movq %rdi, %r14
  jmp     label6
block6:
  movq %r10, %rbx
  shlq $0x4, %rbx
  movabsq $0x200000000000, %r12
  movq (%rbx, %r12), %r13
  cmpq %r9, %r13
  jz      label10; j label7
block7:
  testq %r13, %r13
  jz      label8; j label9
block8:
  movq %r14, %rdi
  jmp     label12
block9:
  jmp     label11
block10:
  movsd 8(%rbx, %r12), %xmm3
  movq (%r11, %rdi, 8), %rbx
  leaq 1(%rcx), %rcx
  leaq 1(%rax), %rax
  addsd %xmm3, %xmm0
  cmpq %rbx, %r8
  cmovgeq %r8, %rbx
  movq %rbx, %r8
  jmp     label11
block11:
  leaq 1(%r10), %r10
  andq $0x7ff, %r10
  jmp     label6
block12:
  jmp     label13
block13:
  leaq 1(%rdi), %rdi
  jmp     label1

; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel build_0 — build `R`: vector (1024 elements of 2 B (payload − min + 1))
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
  movabsq $0x100000000000, %rax
  movl (%rax, %rdi, 4), %eax
  movl %eax, %ecx
  leaq -1(%rcx), %rax
  cmpq $0x3ff, %rax
  jbe     label5; j label4
block4:
  movq %r9, %rax
  jmp     label6
block5:
  movabsq $0x100100000000, %rax
  movl (%rax, %rdi, 4), %edx
  leaq (%rcx, %rcx), %rcx
  movabsq $0x1ffffffffffe, %r8
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgw %dx, (%rcx, %r8) ;; implicit: %ax
  testw %ax, %ax
  setne %al
  movzbq %al, %rcx
  movq %r9, %rax
  leaq (%rax, %rcx), %rax
  jmp     label6
block6:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel probe_1 — probe pipeline over `S`: `R` vector (1024 elements of 2 B (payload − min + 1))
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
  movq %rdi, %r8
  movq (%rdx), %rdi
  movq 0x10(%rdx), %rcx
  uninit  %rax
  xorq %rax, %rax
  movq %r8, %r9
  movq %rsi, %r8
  subq %r9, %r8
  andq $0xfffffffffffffffc, %r8
  leaq (%r9, %r8), %r8
  jmp     label1
block1:
  cmpq %r8, %r9
  jb      label12; j label2
block2:
  jmp     label3
block3:
  cmpq %rsi, %r8
  jb      label5; j label4
block4:
  movq %rdi, (%rdx)
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
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block5:
  movabsq $0x101000000000, %r9
  movl (%r9, %r8, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r10
  cmpq $0x3ff, %r10
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  leaq (%r9, %r9), %r9
  movabsq $0x1ffffffffffe, %r10
  movzwq (%r9, %r10), %r9
  testq %r9, %r9
  jnz     label10; j label8
block8:
  jmp     label9
block9:
  jmp     label11
block10:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label11
block11:
  leaq 1(%r8), %r8
  jmp     label3
block12:
  movabsq $0x101000000000, %r10
  movdqu (%r10, %r9, 4), %xmm4
  movdqu (%rip), %xmm6
  psubd %xmm6, %xmm4
  movdqu (%rip), %xmm1
  movdqu (%rip), %xmm2
  movdqa %xmm4, %xmm0
  pxor %xmm2, %xmm0
  pxor %xmm2, %xmm1
  pcmpgtd %xmm1, %xmm0
  uninit  %xmm1
  pcmpeqd %xmm1, %xmm1
  pxor %xmm1, %xmm0
  uninit  %xmm5
  pxor %xmm5, %xmm5
  pcmpeqd %xmm5, %xmm0
  pmovmskb %xmm0, %r11d
  testl %r11d, %r11d
  jz      label37; j label13
block13:
  movl (%r10, %r9, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r12
  cmpq $0x3ff, %r12
  jbe     label15; j label14
block14:
  jmp     label17
block15:
  leaq (%r11, %r11), %r11
  movabsq $0x1ffffffffffe, %r12
  movzwq (%r11, %r12), %r11
  testq %r11, %r11
  jnz     label18; j label16
block16:
  jmp     label17
block17:
  jmp     label19
block18:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label19
block19:
  leaq 1(%r9), %r11
  movl (%r10, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rbx
  cmpq $0x3ff, %rbx
  jbe     label21; j label20
block20:
  jmp     label23
block21:
  leaq (%r11, %r11), %r11
  movabsq $0x1ffffffffffe, %rbx
  movzwq (%r11, %rbx), %r11
  testq %r11, %r11
  jnz     label24; j label22
block22:
  jmp     label23
block23:
  jmp     label25
block24:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label25
block25:
  leaq 2(%r9), %r11
  movl (%r10, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rbx
  cmpq $0x3ff, %rbx
  jbe     label27; j label26
block26:
  jmp     label29
block27:
  leaq (%r11, %r11), %r11
  movabsq $0x1ffffffffffe, %rbx
  movzwq (%r11, %rbx), %r11
  testq %r11, %r11
  jnz     label30; j label28
block28:
  jmp     label29
block29:
  jmp     label31
block30:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label31
block31:
  leaq 3(%r9), %r11
  movl (%r10, %r11, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r11
  cmpq $0x3ff, %r11
  jbe     label33; j label32
block32:
  jmp     label35
block33:
  leaq (%r10, %r10), %r10
  movabsq $0x1ffffffffffe, %r11
  movzwq (%r10, %r11), %r10
  testq %r10, %r10
  jnz     label36; j label34
block34:
  jmp     label35
block35:
  jmp     label49
block36:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r10d, %r10d
  leaq (%rax, %r10), %rax
  jmp     label49
block37:
  movd %xmm4, %r10d
  movl %r10d, %r10d
  movabsq $0x200000000000, %r11
  movzwq (%r11, %r10, 2), %r10
  testq %r10, %r10
  jnz     label39; j label38
block38:
  jmp     label40
block39:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r10d, %r10d
  leaq (%rax, %r10), %rax
  jmp     label40
block40:
  pshufd $0x1, %xmm4, %xmm0
  movd %xmm0, %r10d
  movl %r10d, %r10d
  movabsq $0x200000000000, %r11
  movzwq (%r11, %r10, 2), %r10
  testq %r10, %r10
  jnz     label42; j label41
block41:
  jmp     label43
block42:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r10d, %r10d
  leaq (%rax, %r10), %rax
  jmp     label43
block43:
  pshufd $0x2, %xmm4, %xmm0
  movd %xmm0, %r10d
  movl %r10d, %r10d
  movabsq $0x200000000000, %r11
  movzwq (%r11, %r10, 2), %r10
  testq %r10, %r10
  jnz     label45; j label44
block44:
  jmp     label46
block45:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r10d, %r10d
  leaq (%rax, %r10), %rax
  jmp     label46
block46:
  pshufd $0x3, %xmm4, %xmm0
  movd %xmm0, %r10d
  movl %r10d, %r10d
  movabsq $0x200000000000, %r11
  movzwq (%r11, %r10, 2), %r10
  testq %r10, %r10
  jnz     label48; j label47
block47:
  jmp     label49
block48:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movl %r10d, %r10d
  leaq (%rax, %r10), %rax
  jmp     label49
block49:
  leaq 4(%r9), %r9
  jmp     label1

; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel probe_1 — probe pipeline over `S`: `R` vector (1024 elements of 2 B (payload − min + 1))
; context block (first argument): +0: R structure, +8: S.fk
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
  jb      label15; j label2
block2:
  jmp     label3
block3:
  cmpq %r8, %r9
  jb      label4; j label5
block4:
  jmp     label6
block5:
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
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block6:
  movl (%rdi, %r9, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r10
  cmpq $0x3ff, %r10
  jbe     label8; j label7
block7:
  jmp     label10
block8:
  movzwq (%rsi, %r10, 2), %r10
  testq %r10, %r10
  jnz     label11; j label9
block9:
  jmp     label10
block10:
  jmp     label12
block11:
  leaq 1(%rdx), %rdx
  movl %r10d, %r10d
  leaq (%rax, %r10), %rax
  jmp     label12
block12:
  leaq 1(%r9), %r9
  cmpq %r8, %r9
  jb      label13; j label14
block13:
  jmp     label6
block14:
  jmp     label3
block15:
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
  jz      label40; j label16
block16:
  movl (%rdi, %r10, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rbx
  cmpq $0x3ff, %rbx
  jbe     label18; j label17
block17:
  jmp     label20
block18:
  leaq -1(%r11), %r11
  movzwq (%rsi, %r11, 2), %r11
  testq %r11, %r11
  jnz     label21; j label19
block19:
  jmp     label20
block20:
  jmp     label22
block21:
  leaq 1(%rdx), %rdx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label22
block22:
  leaq 1(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rbx
  cmpq $0x3ff, %rbx
  jbe     label24; j label23
block23:
  jmp     label26
block24:
  leaq -1(%r11), %r11
  movzwq (%rsi, %r11, 2), %r11
  testq %r11, %r11
  jnz     label27; j label25
block25:
  jmp     label26
block26:
  jmp     label28
block27:
  leaq 1(%rdx), %rdx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label28
block28:
  leaq 2(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rbx
  cmpq $0x3ff, %rbx
  jbe     label30; j label29
block29:
  jmp     label32
block30:
  leaq -1(%r11), %r11
  movzwq (%rsi, %r11, 2), %r11
  testq %r11, %r11
  jnz     label33; j label31
block31:
  jmp     label32
block32:
  jmp     label34
block33:
  leaq 1(%rdx), %rdx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label34
block34:
  leaq 3(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r12
  cmpq $0x3ff, %r12
  jbe     label36; j label35
block35:
  jmp     label38
block36:
  leaq -1(%r11), %r11
  movzwq (%rsi, %r11, 2), %r11
  testq %r11, %r11
  jnz     label39; j label37
block37:
  jmp     label38
block38:
  jmp     label52
block39:
  leaq 1(%rdx), %rdx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label52
block40:
  movd %xmm0, %r11d
  movl %r11d, %r11d
  movzwq (%rsi, %r11, 2), %r11
  testq %r11, %r11
  jnz     label42; j label41
block41:
  jmp     label43
block42:
  leaq 1(%rdx), %rdx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label43
block43:
  pshufd $0x1, %xmm0, %xmm1
  movd %xmm1, %r11d
  movl %r11d, %r11d
  movzwq (%rsi, %r11, 2), %r11
  testq %r11, %r11
  jnz     label45; j label44
block44:
  jmp     label46
block45:
  leaq 1(%rdx), %rdx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label46
block46:
  pshufd $0x2, %xmm0, %xmm1
  movd %xmm1, %r11d
  movl %r11d, %r11d
  movzwq (%rsi, %r11, 2), %r11
  testq %r11, %r11
  jnz     label48; j label47
block47:
  jmp     label49
block48:
  leaq 1(%rdx), %rdx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label49
block49:
  pshufd $0x3, %xmm0, %xmm0
  movd %xmm0, %r11d
  movl %r11d, %r11d
  movzwq (%rsi, %r11, 2), %r11
  testq %r11, %r11
  jnz     label51; j label50
block50:
  jmp     label52
block51:
  leaq 1(%rdx), %rdx
  movl %r11d, %r11d
  leaq (%rax, %r11), %rax
  jmp     label52
block52:
  leaq 4(%r10), %r10
  jmp     label1

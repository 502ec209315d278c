; target x86-64-v2 (x86_64-unknown-linux-gnu): x86-64-v2 (SSE4.2, POPCNT)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b

; kernel build_0 — build `customers`: vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: customers.nation, +16: customers.id
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
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%rcx, %rsi, 4), %r10d
  cmpl $0x3, %r10d
  sete %r9b
  cmpl $0x7, %r10d
  sete %r10b
  orl %r10d, %r9d
  testb %r9b, %r9b
  jnz     label5; j label4
block4:
  movq %r11, %rax
  jmp     label8
block5:
  movl (%rdi, %rsi, 4), %eax
  movl %eax, %r9d
  leaq -1(%r9), %rax
  cmpq $0x7, %rax
  jbe     label7; j label6
block6:
  movq %r11, %rax
  jmp     label8
block7:
  movl (%rcx, %rsi, 4), %r10d
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgb %r10b, -1(%r9, %r8) ;; implicit: %al
  testb %al, %al
  setne %al
  movzbq %al, %r9
  movq %r11, %rax
  leaq (%rax, %r9), %rax
  jmp     label8
block8:
  leaq 1(%rsi), %rsi
  movq %rax, %r11
  jmp     label1

; kernel probe_1 — probe pipeline over `orders`: `customers` vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: orders.cust_id, +16: orders.order_id, +24: orders.amount
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x70, %rsp
  movq %rbx, 0x40(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x48(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x58(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x60(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq (%rcx), %r12
  movq (%rdi), %r14
  movq %r14, <offset:1>+0x38(%rsp)
  movq 8(%rdi), %r8
  movq %r8, <offset:1>+0x30(%rsp)
  movq 0x10(%rdi), %r15
  movq %r15, <offset:1>+0x28(%rsp)
  movq 0x18(%rdi), %rbx
  movq %rbx, <offset:1>+0x20(%rsp)
  movq %rdx, %rdi
  subq %rsi, %rdi
  movq %rdx, <offset:1>+(%rsp)
  andq $0xfffffffffffffffc, %rdi
  leaq (%rsi, %rdi), %rbx
  movq %rsi, %r14
  jmp     label1
block1:
  cmpq %rbx, %r14
  jb      label17; j label2
block2:
  movq <offset:1>+(%rsp), %rdx
  jmp     label3
block3:
  cmpq %rdx, %rbx
  movq %rdx, <offset:1>+(%rsp)
  jb      label5; j label4
block4:
  movq %rcx, %r13
  jmp     label95
block5:
  movq <offset:1>+0x30(%rsp), %rax
  movl (%rax, %rbx, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rax
  cmpq $0x7, %rax
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  movq <offset:1>+0x38(%rsp), %rax
  movzbq -1(%r11, %rax), %r14
  testq %r14, %r14
  jnz     label10; j label8
block8:
  jmp     label9
block9:
  movq %rcx, %r13
  jmp     label16
block10:
  movq %rcx, %r13
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label12; j label11
block11:
  jmp     label13
block12:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label13
block13:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  movq <offset:1>+0x28(%rsp), %rdx
  movq (%rdx, %rbx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rdx
  movq (%rdx, %rbx, 8), %rsi
  movq %rsi, 8(%rax, %rcx, 8)
  movl %r14d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label14; j label15
block14:
  movq %rax, %r12
  jmp     label95
block15:
  movq %rax, %r12
  jmp     label16
block16:
  leaq 1(%rbx), %rbx
  movq %r13, %rcx
  movq <offset:1>+(%rsp), %rdx
  jmp     label3
block17:
  movq <offset:1>+0x30(%rsp), %rax
  movq %rcx, %r13
  movdqu (%rax, %r14, 4), %xmm0
  movdqu (%rip), %xmm1
  psubd %xmm1, %xmm0
  movdqu (%rip), %xmm1
  movdqa %xmm0, %xmm2
  pminud %xmm1, %xmm2
  movdqa %xmm0, %xmm1
  pcmpeqd %xmm2, %xmm1
  uninit  %xmm2
  pxor %xmm2, %xmm2
  pcmpeqd %xmm2, %xmm1
  ptest %xmm1, %xmm1
  jz      label62; j label18
block18:
  movq <offset:1>+0x30(%rsp), %rax
  movl (%rax, %r14, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label20; j label19
block19:
  jmp     label22
block20:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r15
  testq %r15, %r15
  jnz     label23; j label21
block21:
  jmp     label22
block22:
  jmp     label29
block23:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label25; j label24
block24:
  jmp     label26
block25:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label26
block26:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  movq <offset:1>+0x28(%rsp), %rdx
  movq (%rdx, %r14, 8), %rdx
  movq %rdx, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %r11
  movq (%r11, %r14, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label27; j label28
block27:
  movq %rax, %r12
  jmp     label95
block28:
  movq %rax, %r12
  jmp     label29
block29:
  leaq 1(%r14), %rax
  movq <offset:1>+0x30(%rsp), %rcx
  movl (%rcx, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label31; j label30
block30:
  jmp     label33
block31:
  movq <offset:1>+0x38(%rsp), %r8
  movzbq -1(%rax, %r8), %r15
  testq %r15, %r15
  jnz     label34; j label32
block32:
  jmp     label33
block33:
  jmp     label40
block34:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label36; j label35
block35:
  jmp     label37
block36:
  load_ext_name userextname0+0, %rcx
  movq %r13, %rdi
  call    *%rcx
  jmp     label37
block37:
  movq 0x10(%r13), %rsi
  movq 0x18(%r13), %rdi
  leaq 1(%r14), %r8
  movq <offset:1>+0x28(%rsp), %rax
  movq (%rax, %r8, 8), %r9
  movq %r9, (%rsi, %rdi, 8)
  movq <offset:1>+0x20(%rsp), %rax
  movq (%rax, %r8, 8), %r8
  movq %r8, 8(%rsi, %rdi, 8)
  movl %r15d, %r8d
  movq %r8, 0x10(%rsi, %rdi, 8)
  leaq 3(%rdi), %rsi
  movq %rsi, 0x18(%r13)
  leaq 1(%r12), %rdi
  cmpq $0xfffffffffffffffe, %r12
  jz      label38; j label39
block38:
  movq %rdi, %r12
  jmp     label95
block39:
  movq %rdi, %r12
  jmp     label40
block40:
  leaq 2(%r14), %r11
  movq <offset:1>+0x30(%rsp), %rax
  movl (%rax, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rax
  cmpq $0x7, %rax
  jbe     label42; j label41
block41:
  jmp     label44
block42:
  movq <offset:1>+0x38(%rsp), %rax
  movzbq -1(%r11, %rax), %r15
  testq %r15, %r15
  jnz     label45; j label43
block43:
  jmp     label44
block44:
  jmp     label51
block45:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label47; j label46
block46:
  jmp     label48
block47:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label48
block48:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 2(%r14), %rdx
  movq <offset:1>+0x28(%rsp), %r8
  movq (%r8, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label49; j label50
block49:
  movq %rax, %r12
  jmp     label95
block50:
  movq %rax, %r12
  jmp     label51
block51:
  leaq 3(%r14), %rax
  movq <offset:1>+0x30(%rsp), %r11
  movl (%r11, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label53; j label52
block52:
  jmp     label55
block53:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r15
  testq %r15, %r15
  jnz     label56; j label54
block54:
  jmp     label55
block55:
  jmp     label94
block56:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label58; j label57
block57:
  jmp     label59
block58:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label59
block59:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 3(%r14), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label60; j label61
block60:
  movq %rax, %r12
  jmp     label95
block61:
  movq %rax, %r12
  jmp     label94
block62:
  pextrd $0x0, %xmm0, %eax
  movdqu %xmm0, <offset:1>+0x10(%rsp)
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r15
  testq %r15, %r15
  jnz     label64; j label63
block63:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label70
block64:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label66; j label65
block65:
  jmp     label67
block66:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label67
block67:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  movq <offset:1>+0x28(%rsp), %rdx
  movq (%rdx, %r14, 8), %rdx
  movq %rdx, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rdx
  movq (%rdx, %r14, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label68; j label69
block68:
  movq %rax, %r12
  jmp     label95
block69:
  movq %rax, %r12
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label70
block70:
  pextrd $0x1, %xmm0, %esi
  movdqu %xmm0, <offset:1>+0x10(%rsp)
  movl %esi, %esi
  movq <offset:1>+0x38(%rsp), %rax
  movzbq (%rsi, %rax), %r15
  testq %r15, %r15
  jnz     label72; j label71
block71:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label78
block72:
  movq 0x18(%r13), %rdi
  movq 0x20(%r13), %r8
  leaq 3(%rdi), %rdi
  cmpq %r8, %rdi
  jnbe    label74; j label73
block73:
  jmp     label75
block74:
  load_ext_name userextname0+0, %r10
  movq %r13, %rdi
  call    *%r10
  jmp     label75
block75:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 1(%r14), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label76; j label77
block76:
  movq %rax, %r12
  jmp     label95
block77:
  movq %rax, %r12
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label78
block78:
  pextrd $0x2, %xmm0, %eax
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r15
  testq %r15, %r15
  jnz     label80; j label79
block79:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label86
block80:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label82; j label81
block81:
  jmp     label83
block82:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label83
block83:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 2(%r14), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label84; j label85
block84:
  movq %rax, %r12
  jmp     label95
block85:
  movq %rax, %r12
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label86
block86:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  pextrd $0x3, %xmm0, %eax
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r15
  testq %r15, %r15
  jnz     label88; j label87
block87:
  jmp     label94
block88:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label90; j label89
block89:
  jmp     label91
block90:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label91
block91:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 3(%r14), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label92; j label93
block92:
  movq %rax, %r12
  jmp     label95
block93:
  movq %rax, %r12
  jmp     label94
block94:
  leaq 4(%r14), %r14
  movq %r13, %rcx
  jmp     label1
block95:
  movq %r12, (%r13)
  uninit  %rax
  xorq %rax, %rax
  movq 0x40(%rsp), %rbx
  movq 0x48(%rsp), %r12
  movq 0x50(%rsp), %r13
  movq 0x58(%rsp), %r14
  movq 0x60(%rsp), %r15
  addq $0x70, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq

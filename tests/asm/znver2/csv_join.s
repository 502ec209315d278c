; target znver2 (x86_64-unknown-linux-gnu): AMD EPYC Rome (Zen 2), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

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
  subq $0x60, %rsp
  movq %rbx, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x38(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x40(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x48(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x50(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq (%rdx), %r14
  movq %rsi, %rax
  subq %rdi, %rax
  movq %rsi, <offset:1>+(%rsp)
  andq $0xfffffffffffffffc, %rax
  leaq (%rdi, %rax), %r12
  movq %rdi, %r15
  jmp     label1
block1:
  cmpq %r12, %r15
  jb      label17; j label2
block2:
  movq <offset:1>+(%rsp), %rbx
  jmp     label3
block3:
  cmpq %rbx, %r12
  movq %rbx, <offset:1>+(%rsp)
  jb      label5; j label4
block4:
  movq %rdx, %r13
  jmp     label95
block5:
  movabsq $0x101100000000, %rax
  movl (%rax, %r12, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  movabsq $0x1fffffffffff, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
  jnz     label10; j label8
block8:
  jmp     label9
block9:
  movq %rdx, %r13
  jmp     label16
block10:
  movq %rdx, %r13
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
  movabsq $0x101000000000, %rdx
  movq (%rdx, %r12, 8), %rdx
  movq %rdx, (%rax, %rcx, 8)
  movabsq $0x101200000000, %rdx
  movq (%rdx, %r12, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %ebx, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r14), %rax
  cmpq $0xfffffffffffffffe, %r14
  jz      label14; j label15
block14:
  movq %rax, %r14
  jmp     label95
block15:
  movq %rax, %r14
  jmp     label16
block16:
  leaq 1(%r12), %r12
  movq %r13, %rdx
  movq <offset:1>+(%rsp), %rbx
  jmp     label3
block17:
  movq %rdx, %r13
  movabsq $0x101100000000, %rax
  vmovdqu (%rax, %r15, 4), %xmm0
  vmovdqu (%rip), %xmm1
  vpsubd %xmm1, %xmm0, %xmm0
  vmovdqu (%rip), %xmm1
  vpminud %xmm1, %xmm0, %xmm1
  vpcmpeqd %xmm1, %xmm0, %xmm1
  uninit  %xmm2
  vpxor %xmm2, %xmm2, %xmm2
  vpcmpeqd %xmm2, %xmm1, %xmm1
  vptest %xmm1, %xmm1
  jz      label62; j label18
block18:
  movl (%rax, %r15, 4), %ecx
  movq %rax, <offset:1>+0x20(%rsp)
  movl %ecx, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label20; j label19
block19:
  jmp     label22
block20:
  movabsq $0x1fffffffffff, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
  jnz     label23; j label21
block21:
  jmp     label22
block22:
  jmp     label29
block23:
  movq 0x18(%r13), %rdx
  movq 0x20(%r13), %rsi
  leaq 3(%rdx), %rdx
  cmpq %rsi, %rdx
  jnbe    label25; j label24
block24:
  jmp     label26
block25:
  load_ext_name userextname0+0, %rsi
  movq %r13, %rdi
  call    *%rsi
  jmp     label26
block26:
  movq 0x10(%r13), %rdi
  movq 0x18(%r13), %r8
  movabsq $0x101000000000, %r9
  movq (%r9, %r15, 8), %r9
  movq %r9, (%rdi, %r8, 8)
  movabsq $0x101200000000, %r9
  movq (%r9, %r15, 8), %r9
  movq %r9, 8(%rdi, %r8, 8)
  movl %ebx, %r9d
  movq %r9, 0x10(%rdi, %r8, 8)
  leaq 3(%r8), %r10
  movq %r10, 0x18(%r13)
  leaq 1(%r14), %r11
  cmpq $0xfffffffffffffffe, %r14
  jz      label27; j label28
block27:
  movq %r11, %r14
  jmp     label95
block28:
  movq %r11, %r14
  jmp     label29
block29:
  leaq 1(%r15), %rcx
  movq <offset:1>+0x20(%rsp), %rax
  movl (%rax, %rcx, 4), %ecx
  movl %ecx, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label31; j label30
block30:
  jmp     label33
block31:
  movabsq $0x1fffffffffff, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
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
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label37
block37:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 1(%r15), %rdx
  movabsq $0x101000000000, %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movabsq $0x101200000000, %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %ebx, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r14), %rax
  cmpq $0xfffffffffffffffe, %r14
  jz      label38; j label39
block38:
  movq %rax, %r14
  jmp     label95
block39:
  movq %rax, %r14
  jmp     label40
block40:
  leaq 2(%r15), %rax
  movq <offset:1>+0x20(%rsp), %rcx
  movl (%rcx, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label42; j label41
block41:
  jmp     label44
block42:
  movabsq $0x1fffffffffff, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
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
  leaq 2(%r15), %rdx
  movabsq $0x101000000000, %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movabsq $0x101200000000, %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %ebx, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r14), %rax
  cmpq $0xfffffffffffffffe, %r14
  jz      label49; j label50
block49:
  movq %rax, %r14
  jmp     label95
block50:
  movq %rax, %r14
  jmp     label51
block51:
  leaq 3(%r15), %rax
  movq <offset:1>+0x20(%rsp), %rcx
  movl (%rcx, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label53; j label52
block52:
  jmp     label55
block53:
  movabsq $0x1fffffffffff, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
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
  load_ext_name userextname0+0, %rdx
  movq %r13, %rdi
  call    *%rdx
  jmp     label59
block59:
  movq 0x10(%r13), %rsi
  movq 0x18(%r13), %rdi
  leaq 3(%r15), %r8
  movabsq $0x101000000000, %r9
  movq (%r9, %r8, 8), %r9
  movq %r9, (%rsi, %rdi, 8)
  movabsq $0x101200000000, %r9
  movq (%r9, %r8, 8), %r8
  movq %r8, 8(%rsi, %rdi, 8)
  movl %ebx, %r8d
  movq %r8, 0x10(%rsi, %rdi, 8)
  leaq 3(%rdi), %rdi
  movq %rdi, 0x18(%r13)
  leaq 1(%r14), %r8
  cmpq $0xfffffffffffffffe, %r14
  jz      label60; j label61
block60:
  movq %r8, %r14
  jmp     label95
block61:
  movq %r8, %r14
  jmp     label94
block62:
  vpextrd $0x0, %xmm0, %eax
  movdqu %xmm0, <offset:1>+0x10(%rsp)
  movl %eax, %eax
  movabsq $0x200000000000, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
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
  movabsq $0x101000000000, %rdx
  movq (%rdx, %r15, 8), %rdx
  movq %rdx, (%rax, %rcx, 8)
  movabsq $0x101200000000, %rdx
  movq (%rdx, %r15, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %ebx, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r14), %rax
  cmpq $0xfffffffffffffffe, %r14
  jz      label68; j label69
block68:
  movq %rax, %r14
  jmp     label95
block69:
  movq %rax, %r14
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label70
block70:
  vpextrd $0x1, %xmm0, %eax
  movdqu %xmm0, <offset:1>+0x10(%rsp)
  movl %eax, %eax
  movabsq $0x200000000000, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
  jnz     label72; j label71
block71:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label78
block72:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label74; j label73
block73:
  jmp     label75
block74:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label75
block75:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 1(%r15), %rdx
  movabsq $0x101000000000, %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movabsq $0x101200000000, %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %ebx, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r14), %rax
  cmpq $0xfffffffffffffffe, %r14
  jz      label76; j label77
block76:
  movq %rax, %r14
  jmp     label95
block77:
  movq %rax, %r14
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label78
block78:
  vpextrd $0x2, %xmm0, %eax
  movl %eax, %eax
  movabsq $0x200000000000, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
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
  leaq 2(%r15), %rdx
  movabsq $0x101000000000, %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movabsq $0x101200000000, %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movl %ebx, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r14), %rax
  cmpq $0xfffffffffffffffe, %r14
  jz      label84; j label85
block84:
  movq %rax, %r14
  jmp     label95
block85:
  movq %rax, %r14
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label86
block86:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  vpextrd $0x3, %xmm0, %eax
  movl %eax, %eax
  movabsq $0x200000000000, %rcx
  movzbq (%rax, %rcx), %rbx
  testq %rbx, %rbx
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
  load_ext_name userextname0+0, %rsi
  movq %r13, %rdi
  call    *%rsi
  jmp     label91
block91:
  movq 0x10(%r13), %rsi
  movq 0x18(%r13), %rdi
  leaq 3(%r15), %r8
  movabsq $0x101000000000, %r9
  movq (%r9, %r8, 8), %r9
  movq %r9, (%rsi, %rdi, 8)
  movabsq $0x101200000000, %r9
  movq (%r9, %r8, 8), %r8
  movq %r8, 8(%rsi, %rdi, 8)
  movl %ebx, %r8d
  movq %r8, 0x10(%rsi, %rdi, 8)
  leaq 3(%rdi), %r8
  movq %r8, 0x18(%r13)
  leaq 1(%r14), %r9
  cmpq $0xfffffffffffffffe, %r14
  jz      label92; j label93
block92:
  movq %r9, %r14
  jmp     label95
block93:
  movq %r9, %r14
  jmp     label94
block94:
  leaq 4(%r15), %r15
  movq %r13, %rdx
  jmp     label1
block95:
  movq %r14, (%r13)
  uninit  %rax
  xorq %rax, %rax
  movq 0x30(%rsp), %rbx
  movq 0x38(%rsp), %r12
  movq 0x40(%rsp), %r13
  movq 0x48(%rsp), %r14
  movq 0x50(%rsp), %r15
  addq $0x60, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq

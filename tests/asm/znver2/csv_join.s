; target znver2 (x86_64-unknown-linux-gnu): AMD EPYC Rome (Zen 2), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

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
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rcx, %rsi, 4), %r10d
  cmpl $0x3, %r10d
  sete %r9b
  cmpl $0x7, %r10d
  sete %al
  orl %eax, %r9d
  testb %r9b, %r9b
  jnz     label6; j label5
block5:
  movq %r11, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %eax
  movl %eax, %r9d
  leaq -1(%r9), %rax
  cmpq $0x7, %rax
  jbe     label8; j label7
block7:
  movq %r11, %rax
  jmp     label9
block8:
  movl (%rcx, %rsi, 4), %r10d
  uninit  %rax
  xorl %eax, %eax
  addb $0xfe, %r10b
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
  movq %rcx, %r9
  movq (%rdi), %r14
  movq %r14, <offset:1>+0x38(%rsp)
  movq 8(%rdi), %r8
  movq %r8, <offset:1>+0x30(%rsp)
  movq 0x10(%rdi), %r15
  movq %r15, <offset:1>+0x28(%rsp)
  movq 0x18(%rdi), %rdi
  movq %rdi, <offset:1>+0x20(%rsp)
  movq %rdx, %rdi
  subq %rsi, %rdi
  movq %rdx, <offset:1>+(%rsp)
  andq $0xfffffffffffffffc, %rdi
  leaq (%rsi, %rdi), %rbx
  movq %rsi, %r15
  jmp     label1
block1:
  cmpq %rbx, %r15
  jb      label20; j label2
block2:
  movq <offset:1>+(%rsp), %r13
  jmp     label3
block3:
  cmpq %r13, %rbx
  movq %r13, <offset:1>+(%rsp)
  jb      label4; j label5
block4:
  movq <offset:1>+0x30(%rsp), %rax
  jmp     label6
block5:
  movq %r9, %r13
  jmp     label98
block6:
  movl (%rax, %rbx, 4), %ecx
  movq %rax, <offset:1>+0x30(%rsp)
  movl %ecx, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label8; j label7
block7:
  jmp     label10
block8:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r14
  testq %r14, %r14
  jnz     label11; j label9
block9:
  jmp     label10
block10:
  movq %r9, %r13
  jmp     label17
block11:
  movq %r9, %r13
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label13; j label12
block12:
  jmp     label14
block13:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label14
block14:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  movq <offset:1>+0x28(%rsp), %rdx
  movq (%rdx, %rbx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rdx
  movq (%rdx, %rbx, 8), %rsi
  movq %rsi, 8(%rax, %rcx, 8)
  leal 2(%r14), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label15; j label16
block15:
  movq %rax, %r12
  jmp     label98
block16:
  movq %rax, %r12
  jmp     label17
block17:
  leaq 1(%rbx), %rbx
  movq <offset:1>+(%rsp), %rax
  cmpq %rax, %rbx
  jb      label18; j label19
block18:
  movq <offset:1>+0x30(%rsp), %rax
  movq %r13, %r9
  jmp     label6
block19:
  movq %r13, %r9
  movq <offset:1>+(%rsp), %r13
  jmp     label3
block20:
  movq <offset:1>+0x30(%rsp), %rax
  movq %r9, %r13
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
  jz      label65; j label21
block21:
  movq <offset:1>+0x30(%rsp), %rax
  movl (%rax, %r15, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label23; j label22
block22:
  jmp     label25
block23:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r14
  testq %r14, %r14
  jnz     label26; j label24
block24:
  jmp     label25
block25:
  jmp     label32
block26:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label28; j label27
block27:
  jmp     label29
block28:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label29
block29:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  movq <offset:1>+0x28(%rsp), %rdx
  movq (%rdx, %r15, 8), %rdx
  movq %rdx, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rdx
  movq (%rdx, %r15, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r14), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label30; j label31
block30:
  movq %rax, %r12
  jmp     label98
block31:
  movq %rax, %r12
  jmp     label32
block32:
  leaq 1(%r15), %rax
  movq <offset:1>+0x30(%rsp), %rsi
  movl (%rsi, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label34; j label33
block33:
  jmp     label36
block34:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r14
  testq %r14, %r14
  jnz     label37; j label35
block35:
  jmp     label36
block36:
  jmp     label43
block37:
  movq 0x18(%r13), %rsi
  movq 0x20(%r13), %rdi
  leaq 3(%rsi), %rsi
  cmpq %rdi, %rsi
  jnbe    label39; j label38
block38:
  jmp     label40
block39:
  load_ext_name userextname0+0, %r8
  movq %r13, %rdi
  call    *%r8
  jmp     label40
block40:
  movq 0x10(%r13), %r9
  movq 0x18(%r13), %r10
  leaq 1(%r15), %r11
  movq <offset:1>+0x28(%rsp), %rax
  movq (%rax, %r11, 8), %rax
  movq %rax, (%r9, %r10, 8)
  movq <offset:1>+0x20(%rsp), %rax
  movq (%rax, %r11, 8), %r11
  movq %r11, 8(%r9, %r10, 8)
  leal 2(%r14), %r11d
  movq %r11, 0x10(%r9, %r10, 8)
  leaq 3(%r10), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label41; j label42
block41:
  movq %rax, %r12
  jmp     label98
block42:
  movq %rax, %r12
  jmp     label43
block43:
  leaq 2(%r15), %rax
  movq <offset:1>+0x30(%rsp), %rcx
  movl (%rcx, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label45; j label44
block44:
  jmp     label47
block45:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r14
  testq %r14, %r14
  jnz     label48; j label46
block46:
  jmp     label47
block47:
  jmp     label54
block48:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label50; j label49
block49:
  jmp     label51
block50:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label51
block51:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 2(%r15), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r14), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label52; j label53
block52:
  movq %rax, %r12
  jmp     label98
block53:
  movq %rax, %r12
  jmp     label54
block54:
  leaq 3(%r15), %rax
  movq <offset:1>+0x30(%rsp), %rcx
  movl (%rcx, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label56; j label55
block55:
  jmp     label58
block56:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r14
  testq %r14, %r14
  jnz     label59; j label57
block57:
  jmp     label58
block58:
  jmp     label97
block59:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label61; j label60
block60:
  jmp     label62
block61:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label62
block62:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 3(%r15), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r14), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label63; j label64
block63:
  movq %rax, %r12
  jmp     label98
block64:
  movq %rax, %r12
  jmp     label97
block65:
  vpextrd $0x0, %xmm0, %eax
  movdqu %xmm0, <offset:1>+0x10(%rsp)
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r14
  testq %r14, %r14
  jnz     label67; j label66
block66:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label73
block67:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label69; j label68
block68:
  jmp     label70
block69:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label70
block70:
  movq 0x10(%r13), %rdx
  movq 0x18(%r13), %rsi
  movq <offset:1>+0x28(%rsp), %rax
  movq (%rax, %r15, 8), %rdi
  movq %rdi, (%rdx, %rsi, 8)
  movq <offset:1>+0x20(%rsp), %rax
  movq (%rax, %r15, 8), %rdi
  movq %rdi, 8(%rdx, %rsi, 8)
  leal 2(%r14), %edi
  movq %rdi, 0x10(%rdx, %rsi, 8)
  leaq 3(%rsi), %rsi
  movq %rsi, 0x18(%r13)
  leaq 1(%r12), %rsi
  cmpq $0xfffffffffffffffe, %r12
  jz      label71; j label72
block71:
  movq %rsi, %r12
  jmp     label98
block72:
  movq %rsi, %r12
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label73
block73:
  vpextrd $0x1, %xmm0, %r10d
  movdqu %xmm0, <offset:1>+0x10(%rsp)
  movl %r10d, %r10d
  movq <offset:1>+0x38(%rsp), %rax
  movzbq (%r10, %rax), %r14
  testq %r14, %r14
  jnz     label75; j label74
block74:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label81
block75:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label77; j label76
block76:
  jmp     label78
block77:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label78
block78:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 1(%r15), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r14), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label79; j label80
block79:
  movq %rax, %r12
  jmp     label98
block80:
  movq %rax, %r12
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label81
block81:
  vpextrd $0x2, %xmm0, %eax
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r14
  testq %r14, %r14
  jnz     label83; j label82
block82:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label89
block83:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label85; j label84
block84:
  jmp     label86
block85:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label86
block86:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 2(%r15), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r14), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label87; j label88
block87:
  movq %rax, %r12
  jmp     label98
block88:
  movq %rax, %r12
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label89
block89:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  vpextrd $0x3, %xmm0, %eax
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r14
  testq %r14, %r14
  jnz     label91; j label90
block90:
  jmp     label97
block91:
  movq 0x18(%r13), %rax
  movq 0x20(%r13), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label93; j label92
block92:
  jmp     label94
block93:
  load_ext_name userextname0+0, %rax
  movq %r13, %rdi
  call    *%rax
  jmp     label94
block94:
  movq 0x10(%r13), %rax
  movq 0x18(%r13), %rcx
  leaq 3(%r15), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rdi
  movq (%rdi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r14), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r13)
  leaq 1(%r12), %rax
  cmpq $0xfffffffffffffffe, %r12
  jz      label95; j label96
block95:
  movq %rax, %r12
  jmp     label98
block96:
  movq %rax, %r12
  jmp     label97
block97:
  leaq 4(%r15), %r15
  movq %r13, %r9
  jmp     label1
block98:
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

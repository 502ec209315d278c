; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

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
  movq (%rcx), %r15
  movq %rcx, %r8
  movq (%rdi), %r12
  movq %r12, <offset:1>+0x38(%rsp)
  movq 8(%rdi), %rax
  movq %rax, <offset:1>+0x30(%rsp)
  movq 0x10(%rdi), %r13
  movq %r13, <offset:1>+0x28(%rsp)
  movq 0x18(%rdi), %rax
  movq %rax, <offset:1>+0x20(%rsp)
  movq %rdx, %rax
  subq %rsi, %rax
  movq %rdx, <offset:1>+(%rsp)
  andq $0xfffffffffffffffc, %rax
  leaq (%rsi, %rax), %r14
  movq %rsi, %r13
  jmp     label1
block1:
  cmpq %r14, %r13
  jb      label20; j label2
block2:
  movq <offset:1>+(%rsp), %rbx
  jmp     label3
block3:
  cmpq %rbx, %r14
  movq %rbx, <offset:1>+(%rsp)
  jb      label4; j label5
block4:
  movq <offset:1>+0x30(%rsp), %rax
  jmp     label6
block5:
  movq %r8, %rbx
  jmp     label98
block6:
  movl (%rax, %r14, 4), %ecx
  movq %rax, <offset:1>+0x30(%rsp)
  movl %ecx, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label8; j label7
block7:
  jmp     label10
block8:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r12
  testq %r12, %r12
  jnz     label11; j label9
block9:
  jmp     label10
block10:
  movq %r8, %rbx
  jmp     label17
block11:
  movq %r8, %rbx
  movq 0x18(%rbx), %rax
  movq 0x20(%rbx), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label13; j label12
block12:
  jmp     label14
block13:
  load_ext_name userextname0+0, %rax
  movq %rbx, %rdi
  call    *%rax
  jmp     label14
block14:
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %rcx
  movq <offset:1>+0x28(%rsp), %rdx
  movq (%rdx, %r14, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %r14, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r12), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%rbx)
  leaq 1(%r15), %rax
  cmpq $0xfffffffffffffffe, %r15
  jz      label15; j label16
block15:
  movq %rax, %r15
  jmp     label98
block16:
  movq %rax, %r15
  jmp     label17
block17:
  leaq 1(%r14), %r14
  movq <offset:1>+(%rsp), %r9
  cmpq %r9, %r14
  jb      label18; j label19
block18:
  movq <offset:1>+0x30(%rsp), %rax
  movq %rbx, %r8
  jmp     label6
block19:
  movq %rbx, %r8
  movq <offset:1>+(%rsp), %rbx
  jmp     label3
block20:
  movq <offset:1>+0x30(%rsp), %rax
  movq %r8, %rbx
  movdqu (%rax, %r13, 4), %xmm0
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
  pmovmskb %xmm1, %eax
  testl %eax, %eax
  jz      label65; j label21
block21:
  movq <offset:1>+0x30(%rsp), %rax
  movl (%rax, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label23; j label22
block22:
  jmp     label25
block23:
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r12
  testq %r12, %r12
  jnz     label26; j label24
block24:
  jmp     label25
block25:
  jmp     label32
block26:
  movq 0x18(%rbx), %rax
  movq 0x20(%rbx), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label28; j label27
block27:
  jmp     label29
block28:
  load_ext_name userextname0+0, %rax
  movq %rbx, %rdi
  call    *%rax
  jmp     label29
block29:
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %rcx
  movq <offset:1>+0x28(%rsp), %rdx
  movq (%rdx, %r13, 8), %rdx
  movq %rdx, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %r13, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r12), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rcx
  movq %rcx, 0x18(%rbx)
  leaq 1(%r15), %rdx
  cmpq $0xfffffffffffffffe, %r15
  jz      label30; j label31
block30:
  movq %rdx, %r15
  jmp     label98
block31:
  movq %rdx, %r15
  jmp     label32
block32:
  leaq 1(%r13), %rsi
  movq <offset:1>+0x30(%rsp), %rax
  movl (%rax, %rsi, 4), %esi
  movl %esi, %esi
  leaq -1(%rsi), %rdi
  cmpq $0x7, %rdi
  jbe     label34; j label33
block33:
  jmp     label36
block34:
  movq <offset:1>+0x38(%rsp), %rax
  movzbq -1(%rsi, %rax), %r12
  testq %r12, %r12
  jnz     label37; j label35
block35:
  jmp     label36
block36:
  jmp     label43
block37:
  movq 0x18(%rbx), %rax
  movq 0x20(%rbx), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label39; j label38
block38:
  jmp     label40
block39:
  load_ext_name userextname0+0, %rax
  movq %rbx, %rdi
  call    *%rax
  jmp     label40
block40:
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %rcx
  leaq 1(%r13), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r12), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%rbx)
  leaq 1(%r15), %rax
  cmpq $0xfffffffffffffffe, %r15
  jz      label41; j label42
block41:
  movq %rax, %r15
  jmp     label98
block42:
  movq %rax, %r15
  jmp     label43
block43:
  leaq 2(%r13), %rax
  movq <offset:1>+0x30(%rsp), %rcx
  movl (%rcx, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label45; j label44
block44:
  jmp     label47
block45:
  movq <offset:1>+0x38(%rsp), %rsi
  movzbq -1(%rax, %rsi), %r12
  testq %r12, %r12
  jnz     label48; j label46
block46:
  jmp     label47
block47:
  jmp     label54
block48:
  movq 0x18(%rbx), %rax
  movq 0x20(%rbx), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label50; j label49
block49:
  jmp     label51
block50:
  load_ext_name userextname0+0, %rax
  movq %rbx, %rdi
  call    *%rax
  jmp     label51
block51:
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %rcx
  leaq 2(%r13), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r12), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%rbx)
  leaq 1(%r15), %rax
  cmpq $0xfffffffffffffffe, %r15
  jz      label52; j label53
block52:
  movq %rax, %r15
  jmp     label98
block53:
  movq %rax, %r15
  jmp     label54
block54:
  leaq 3(%r13), %rax
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
  movzbq -1(%rax, %rcx), %r12
  testq %r12, %r12
  jnz     label59; j label57
block57:
  jmp     label58
block58:
  jmp     label97
block59:
  movq 0x18(%rbx), %rax
  movq 0x20(%rbx), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label61; j label60
block60:
  jmp     label62
block61:
  load_ext_name userextname0+0, %rax
  movq %rbx, %rdi
  call    *%rax
  jmp     label62
block62:
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %rcx
  leaq 3(%r13), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r12), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%rbx)
  leaq 1(%r15), %rax
  cmpq $0xfffffffffffffffe, %r15
  jz      label63; j label64
block63:
  movq %rax, %r15
  jmp     label98
block64:
  movq %rax, %r15
  jmp     label97
block65:
  movd %xmm0, %esi
  movdqu %xmm0, <offset:1>+0x10(%rsp)
  movl %esi, %esi
  movq <offset:1>+0x38(%rsp), %rax
  movzbq (%rsi, %rax), %r12
  testq %r12, %r12
  jnz     label67; j label66
block66:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label73
block67:
  movq 0x18(%rbx), %rsi
  movq 0x20(%rbx), %rdi
  leaq 3(%rsi), %rsi
  cmpq %rdi, %rsi
  jnbe    label69; j label68
block68:
  jmp     label70
block69:
  load_ext_name userextname0+0, %r9
  movq %rbx, %rdi
  call    *%r9
  jmp     label70
block70:
  movq 0x10(%rbx), %r11
  movq 0x18(%rbx), %rax
  movq <offset:1>+0x28(%rsp), %rcx
  movq (%rcx, %r13, 8), %rcx
  movq %rcx, (%r11, %rax, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %r13, 8), %rcx
  movq %rcx, 8(%r11, %rax, 8)
  leal 2(%r12), %ecx
  movq %rcx, 0x10(%r11, %rax, 8)
  leaq 3(%rax), %rax
  movq %rax, 0x18(%rbx)
  leaq 1(%r15), %rax
  cmpq $0xfffffffffffffffe, %r15
  jz      label71; j label72
block71:
  movq %rax, %r15
  jmp     label98
block72:
  movq %rax, %r15
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label73
block73:
  pshufd $0x1, %xmm0, %xmm1
  movdqu %xmm0, <offset:1>+0x10(%rsp)
  movd %xmm1, %eax
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r12
  testq %r12, %r12
  jnz     label75; j label74
block74:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label81
block75:
  movq 0x18(%rbx), %rax
  movq 0x20(%rbx), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label77; j label76
block76:
  jmp     label78
block77:
  load_ext_name userextname0+0, %rax
  movq %rbx, %rdi
  call    *%rax
  jmp     label78
block78:
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %rcx
  leaq 1(%r13), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r12), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%rbx)
  leaq 1(%r15), %rax
  cmpq $0xfffffffffffffffe, %r15
  jz      label79; j label80
block79:
  movq %rax, %r15
  jmp     label98
block80:
  movq %rax, %r15
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label81
block81:
  pshufd $0x2, %xmm0, %xmm0
  movd %xmm0, %eax
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r12
  testq %r12, %r12
  jnz     label83; j label82
block82:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label89
block83:
  movq 0x18(%rbx), %rax
  movq 0x20(%rbx), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label85; j label84
block84:
  jmp     label86
block85:
  load_ext_name userextname0+0, %rax
  movq %rbx, %rdi
  call    *%rax
  jmp     label86
block86:
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %rcx
  leaq 2(%r13), %rdx
  movq <offset:1>+0x28(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r12), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%rbx)
  leaq 1(%r15), %rax
  cmpq $0xfffffffffffffffe, %r15
  jz      label87; j label88
block87:
  movq %rax, %r15
  jmp     label98
block88:
  movq %rax, %r15
  movdqu <offset:1>+0x10(%rsp), %xmm0
  jmp     label89
block89:
  movdqu <offset:1>+0x10(%rsp), %xmm0
  pshufd $0x3, %xmm0, %xmm0
  movd %xmm0, %eax
  movl %eax, %eax
  movq <offset:1>+0x38(%rsp), %rcx
  movzbq (%rax, %rcx), %r12
  testq %r12, %r12
  jnz     label91; j label90
block90:
  jmp     label97
block91:
  movq 0x18(%rbx), %rax
  movq 0x20(%rbx), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label93; j label92
block92:
  jmp     label94
block93:
  load_ext_name userextname0+0, %rax
  movq %rbx, %rdi
  call    *%rax
  jmp     label94
block94:
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %rcx
  leaq 3(%r13), %rdx
  movq <offset:1>+0x28(%rsp), %r9
  movq (%r9, %rdx, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x20(%rsp), %rsi
  movq (%rsi, %rdx, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  leal 2(%r12), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%rbx)
  leaq 1(%r15), %rax
  cmpq $0xfffffffffffffffe, %r15
  jz      label95; j label96
block95:
  movq %rax, %r15
  jmp     label98
block96:
  movq %rax, %r15
  jmp     label97
block97:
  leaq 4(%r13), %r13
  movq %rbx, %r8
  jmp     label1
block98:
  movq %r15, (%rbx)
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

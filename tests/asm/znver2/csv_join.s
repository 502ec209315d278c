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
  movq (%rcx), %r10
  movq (%rdi), %rax
  movq 8(%rdi), %rbx
  movq 0x10(%rdi), %r11
  movq 0x18(%rdi), %r9
  movq %rdx, %rdi
  subq %rsi, %rdi
  andq $0xfffffffffffffffc, %rdi
  leaq (%rsi, %rdi), %r8
  jmp     label1
block1:
  cmpq %r8, %rsi
  jb      label20; j label2
block2:
  jmp     label3
block3:
  cmpq %rdx, %r8
  jb      label4; j label5
block4:
  jmp     label6
block5:
  movq %rcx, %rdi
  jmp     label98
block6:
  movl (%rbx, %r8, 4), %esi
  movl %esi, %esi
  leaq -1(%rsi), %rdi
  cmpq $0x7, %rdi
  jbe     label8; j label7
block7:
  jmp     label10
block8:
  movzbq -1(%rsi, %rax), %rsi
  testq %rsi, %rsi
  jnz     label11; j label9
block9:
  jmp     label10
block10:
  movq %rcx, %rdi
  jmp     label17
block11:
  movq 0x18(%rcx), %rdi
  movq 0x20(%rcx), %r12
  leaq 3(%rdi), %rdi
  cmpq %r12, %rdi
  jnbe    label13; j label12
block12:
  movq %rcx, %rdi
  jmp     label14
block13:
  movq %rcx, %rdi
  call    User(userextname0)
  jmp     label14
block14:
  movq 0x10(%rdi), %rcx
  movq 0x18(%rdi), %r12
  movq (%r11, %r8, 8), %r13
  movq %r13, (%rcx, %r12, 8)
  movq (%r9, %r8, 8), %r13
  movq %r13, 8(%rcx, %r12, 8)
  leal 2(%rsi), %esi
  movq %rsi, 0x10(%rcx, %r12, 8)
  leaq 3(%r12), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label15; j label16
block15:
  movq %rcx, %r10
  jmp     label98
block16:
  movq %rcx, %r10
  jmp     label17
block17:
  leaq 1(%r8), %r8
  cmpq %rdx, %r8
  jb      label18; j label19
block18:
  movq %rdi, %rcx
  jmp     label6
block19:
  movq %rdi, %rcx
  jmp     label3
block20:
  movq %rcx, %rdi
  vmovdqu (%rbx, %rsi, 4), %xmm0
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
  movl (%rbx, %rsi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r12
  cmpq $0x7, %r12
  jbe     label23; j label22
block22:
  jmp     label25
block23:
  movzbq -1(%rcx, %rax), %rcx
  testq %rcx, %rcx
  jnz     label26; j label24
block24:
  jmp     label25
block25:
  jmp     label32
block26:
  movq 0x18(%rdi), %r12
  movq 0x20(%rdi), %r13
  leaq 3(%r12), %r12
  cmpq %r13, %r12
  jnbe    label28; j label27
block27:
  jmp     label29
block28:
  call    User(userextname0)
  jmp     label29
block29:
  movq 0x10(%rdi), %r12
  movq 0x18(%rdi), %r13
  movq (%r11, %rsi, 8), %r14
  movq %r14, (%r12, %r13, 8)
  movq (%r9, %rsi, 8), %r14
  movq %r14, 8(%r12, %r13, 8)
  leal 2(%rcx), %ecx
  movq %rcx, 0x10(%r12, %r13, 8)
  leaq 3(%r13), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label30; j label31
block30:
  movq %rcx, %r10
  jmp     label98
block31:
  movq %rcx, %r10
  jmp     label32
block32:
  leaq 1(%rsi), %rcx
  movl (%rbx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r12
  cmpq $0x7, %r12
  jbe     label34; j label33
block33:
  jmp     label36
block34:
  movzbq -1(%rcx, %rax), %rcx
  testq %rcx, %rcx
  jnz     label37; j label35
block35:
  jmp     label36
block36:
  jmp     label43
block37:
  movq 0x18(%rdi), %r12
  movq 0x20(%rdi), %r13
  leaq 3(%r12), %r12
  cmpq %r13, %r12
  jnbe    label39; j label38
block38:
  jmp     label40
block39:
  call    User(userextname0)
  jmp     label40
block40:
  movq 0x10(%rdi), %r12
  movq 0x18(%rdi), %r13
  leaq 1(%rsi), %r14
  movq (%r11, %r14, 8), %r15
  movq %r15, (%r12, %r13, 8)
  movq (%r9, %r14, 8), %r14
  movq %r14, 8(%r12, %r13, 8)
  leal 2(%rcx), %ecx
  movq %rcx, 0x10(%r12, %r13, 8)
  leaq 3(%r13), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label41; j label42
block41:
  movq %rcx, %r10
  jmp     label98
block42:
  movq %rcx, %r10
  jmp     label43
block43:
  leaq 2(%rsi), %rcx
  movl (%rbx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r12
  cmpq $0x7, %r12
  jbe     label45; j label44
block44:
  jmp     label47
block45:
  movzbq -1(%rcx, %rax), %rcx
  testq %rcx, %rcx
  jnz     label48; j label46
block46:
  jmp     label47
block47:
  jmp     label54
block48:
  movq 0x18(%rdi), %r15
  movq 0x20(%rdi), %r12
  leaq 3(%r15), %r15
  cmpq %r12, %r15
  jnbe    label50; j label49
block49:
  jmp     label51
block50:
  call    User(userextname0)
  jmp     label51
block51:
  movq 0x10(%rdi), %r12
  movq 0x18(%rdi), %r13
  leaq 2(%rsi), %r14
  movq (%r11, %r14, 8), %r15
  movq %r15, (%r12, %r13, 8)
  movq (%r9, %r14, 8), %r14
  movq %r14, 8(%r12, %r13, 8)
  leal 2(%rcx), %ecx
  movq %rcx, 0x10(%r12, %r13, 8)
  leaq 3(%r13), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label52; j label53
block52:
  movq %rcx, %r10
  jmp     label98
block53:
  movq %rcx, %r10
  jmp     label54
block54:
  leaq 3(%rsi), %rcx
  movl (%rbx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r12
  cmpq $0x7, %r12
  jbe     label56; j label55
block55:
  jmp     label58
block56:
  movzbq -1(%rcx, %rax), %rcx
  testq %rcx, %rcx
  jnz     label59; j label57
block57:
  jmp     label58
block58:
  jmp     label97
block59:
  movq 0x18(%rdi), %r12
  movq 0x20(%rdi), %r13
  leaq 3(%r12), %r12
  cmpq %r13, %r12
  jnbe    label61; j label60
block60:
  jmp     label62
block61:
  call    User(userextname0)
  jmp     label62
block62:
  movq 0x10(%rdi), %r12
  movq 0x18(%rdi), %r13
  leaq 3(%rsi), %r14
  movq (%r11, %r14, 8), %r15
  movq %r15, (%r12, %r13, 8)
  movq (%r9, %r14, 8), %r14
  movq %r14, 8(%r12, %r13, 8)
  leal 2(%rcx), %ecx
  movq %rcx, 0x10(%r12, %r13, 8)
  leaq 3(%r13), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label63; j label64
block63:
  movq %rcx, %r10
  jmp     label98
block64:
  movq %rcx, %r10
  jmp     label97
block65:
  vpextrd $0x0, %xmm0, %ecx
  movl %ecx, %ecx
  movzbq (%rcx, %rax), %rcx
  testq %rcx, %rcx
  jnz     label67; j label66
block66:
  jmp     label73
block67:
  movq 0x18(%rdi), %r12
  movq 0x20(%rdi), %r13
  leaq 3(%r12), %r12
  cmpq %r13, %r12
  jnbe    label69; j label68
block68:
  jmp     label70
block69:
  call    User(userextname0)
  jmp     label70
block70:
  movq 0x10(%rdi), %r12
  movq 0x18(%rdi), %r13
  movq (%r11, %rsi, 8), %r14
  movq %r14, (%r12, %r13, 8)
  movq (%r9, %rsi, 8), %r14
  movq %r14, 8(%r12, %r13, 8)
  leal 2(%rcx), %ecx
  movq %rcx, 0x10(%r12, %r13, 8)
  leaq 3(%r13), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label71; j label72
block71:
  movq %rcx, %r10
  jmp     label98
block72:
  movq %rcx, %r10
  jmp     label73
block73:
  vpextrd $0x1, %xmm0, %ecx
  movl %ecx, %ecx
  movzbq (%rcx, %rax), %rcx
  testq %rcx, %rcx
  jnz     label75; j label74
block74:
  jmp     label81
block75:
  movq 0x18(%rdi), %r12
  movq 0x20(%rdi), %r13
  leaq 3(%r12), %r12
  cmpq %r13, %r12
  jnbe    label77; j label76
block76:
  jmp     label78
block77:
  call    User(userextname0)
  jmp     label78
block78:
  movq 0x10(%rdi), %r12
  movq 0x18(%rdi), %r13
  leaq 1(%rsi), %r14
  movq (%r11, %r14, 8), %r15
  movq %r15, (%r12, %r13, 8)
  movq (%r9, %r14, 8), %r14
  movq %r14, 8(%r12, %r13, 8)
  leal 2(%rcx), %ecx
  movq %rcx, 0x10(%r12, %r13, 8)
  leaq 3(%r13), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label79; j label80
block79:
  movq %rcx, %r10
  jmp     label98
block80:
  movq %rcx, %r10
  jmp     label81
block81:
  vpextrd $0x2, %xmm0, %ecx
  movl %ecx, %ecx
  movzbq (%rcx, %rax), %rcx
  testq %rcx, %rcx
  jnz     label83; j label82
block82:
  jmp     label89
block83:
  movq 0x18(%rdi), %r12
  movq 0x20(%rdi), %r13
  leaq 3(%r12), %r12
  cmpq %r13, %r12
  jnbe    label85; j label84
block84:
  jmp     label86
block85:
  call    User(userextname0)
  jmp     label86
block86:
  movq 0x10(%rdi), %r12
  movq 0x18(%rdi), %r13
  leaq 2(%rsi), %r14
  movq (%r11, %r14, 8), %r15
  movq %r15, (%r12, %r13, 8)
  movq (%r9, %r14, 8), %r14
  movq %r14, 8(%r12, %r13, 8)
  leal 2(%rcx), %ecx
  movq %rcx, 0x10(%r12, %r13, 8)
  leaq 3(%r13), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label87; j label88
block87:
  movq %rcx, %r10
  jmp     label98
block88:
  movq %rcx, %r10
  jmp     label89
block89:
  vpextrd $0x3, %xmm0, %ecx
  movl %ecx, %ecx
  movzbq (%rcx, %rax), %rcx
  testq %rcx, %rcx
  jnz     label91; j label90
block90:
  jmp     label97
block91:
  movq 0x18(%rdi), %r12
  movq 0x20(%rdi), %r13
  leaq 3(%r12), %r12
  cmpq %r13, %r12
  jnbe    label93; j label92
block92:
  jmp     label94
block93:
  call    User(userextname0)
  jmp     label94
block94:
  movq 0x10(%rdi), %r12
  movq 0x18(%rdi), %r13
  leaq 3(%rsi), %r14
  movq (%r11, %r14, 8), %r15
  movq %r15, (%r12, %r13, 8)
  movq (%r9, %r14, 8), %r14
  movq %r14, 8(%r12, %r13, 8)
  leal 2(%rcx), %ecx
  movq %rcx, 0x10(%r12, %r13, 8)
  leaq 3(%r13), %rcx
  movq %rcx, 0x18(%rdi)
  leaq 1(%r10), %rcx
  cmpq $0xfffffffffffffffe, %r10
  jz      label95; j label96
block95:
  movq %rcx, %r10
  jmp     label98
block96:
  movq %rcx, %r10
  jmp     label97
block97:
  leaq 4(%rsi), %rsi
  movq %rdi, %rcx
  jmp     label1
block98:
  movq %r10, (%rdi)
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

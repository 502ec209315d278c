; target znver4 (x86_64-unknown-linux-gnu): AMD EPYC Genoa (Zen 4), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel build_0 — build `date`: vector (bitmap of 100 keys)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100100000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  cmpl $0x7c9, %ecx
  setae %dl
  cmpl $0x7cb, %ecx
  setbe %cl
  testb %dl, %cl
  jnz     label5; j label4
block4:
  movq %r11, %rax
  jmp     label8
block5:
  movabsq $0x100000000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdx
  cmpq $0x63, %rdx
  jbe     label7; j label6
block6:
  movq %r11, %rax
  jmp     label8
block7:
  leaq -1(%rcx), %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movabsq $0x200000000000, %r8
  movl $0x1, %r9d
  andq $0x3f, %rcx
  shlxq %rcx, %r9, %r9
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r11, %rax
  leaq (%rax, %rcx), %rax
  jmp     label8
block8:
  leaq 1(%rdi), %rdi
  movq %rax, %r11
  jmp     label1

; kernel build_1 — build `supplier`: vector (bitmap of 100 keys)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101100000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  cmpl $0x2, %ecx
  jz      label5; j label4
block4:
  movq %r11, %rax
  jmp     label8
block5:
  movabsq $0x101000000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdx
  cmpq $0x63, %rdx
  jbe     label7; j label6
block6:
  movq %r11, %rax
  jmp     label8
block7:
  leaq -1(%rcx), %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movabsq $0x210000000000, %r8
  movl $0x1, %r9d
  andq $0x3f, %rcx
  shlxq %rcx, %r9, %r9
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r11, %rax
  leaq (%rax, %rcx), %rax
  jmp     label8
block8:
  leaq 1(%rdi), %rdi
  movq %rax, %r11
  jmp     label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x102000000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdx
  cmpq $0x3ff, %rdx
  jbe     label5; j label4
block4:
  movq %r11, %rax
  jmp     label6
block5:
  leaq -1(%rcx), %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movabsq $0x220000000000, %r8
  movl $0x1, %r9d
  andq $0x3f, %rcx
  shlxq %rcx, %r9, %r9
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r11, %rax
  leaq (%rax, %rcx), %rax
  jmp     label6
block6:
  leaq 1(%rdi), %rdi
  movq %rax, %r11
  jmp     label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` vector (bitmap of 100 keys); `supplier` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x40, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq (%rdx), %r8
  movq 0x10(%rdx), %rbx
  movq 0x20(%rdx), %rcx
  movq 0x28(%rdx), %rax
  movq 0x30(%rdx), %r11
  movq 0x40(%rdx), %r10
  movq %rsi, %r9
  subq %rdi, %r9
  movq %rsi, <offset:1>+(%rsp)
  andq $0xfffffffffffffffc, %r9
  leaq (%rdi, %r9), %r9
  jmp     label1
block1:
  cmpq %r9, %rdi
  jb      label22; j label2
block2:
  movq <offset:1>+(%rsp), %rsi
  jmp     label3
block3:
  cmpq %rsi, %r9
  movq %rsi, <offset:1>+(%rsp)
  jb      label5; j label4
block4:
  movq %r8, (%rdx)
  movq %rbx, 0x10(%rdx)
  movq %rcx, 0x20(%rdx)
  movq %rax, 0x28(%rdx)
  movq %r11, 0x30(%rdx)
  movq %r10, 0x40(%rdx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  movq 0x30(%rsp), %r15
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block5:
  movabsq $0x103000000000, %rdi
  movl (%rdi, %r9, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %r12
  cmpq $0x63, %r12
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  leaq -1(%rdi), %rdi
  movq %rdi, %r12
  shrq $0x6, %r12
  movabsq $0x200000000000, %r13
  movq (%r13, %r12, 8), %r12
  andq $0x3f, %rdi
  shrxq %rdi, %r12, %rdi
  testq $0x1, %rdi
  jnz     label10; j label8
block8:
  jmp     label9
block9:
  jmp     label21
block10:
  movabsq $0x103100000000, %rdi
  movl (%rdi, %r9, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %rdi
  cmpq $0x63, %rdi
  jbe     label12; j label11
block11:
  jmp     label14
block12:
  movq %rdi, %r12
  shrq $0x6, %r12
  movabsq $0x210000000000, %r13
  movq (%r13, %r12, 8), %r12
  andq $0x3f, %rdi
  shrxq %rdi, %r12, %rdi
  testq $0x1, %rdi
  jnz     label15; j label13
block13:
  jmp     label14
block14:
  jmp     label21
block15:
  movabsq $0x103200000000, %rdi
  movl (%rdi, %r9, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %rdi
  cmpq $0x3ff, %rdi
  jbe     label17; j label16
block16:
  jmp     label19
block17:
  movq %rdi, %r12
  shrq $0x6, %r12
  movabsq $0x220000000000, %r13
  movq (%r13, %r12, 8), %r12
  andq $0x3f, %rdi
  shrxq %rdi, %r12, %rdi
  testq $0x1, %rdi
  jnz     label20; j label18
block18:
  jmp     label19
block19:
  jmp     label21
block20:
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %rdi
  addq (%rdi, %r9, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rdi
  movl (%rdi, %r9, 4), %edi
  cmpq %rdi, %r11
  cmovbq %r11, %rdi
  movabsq $0x103300000000, %r11
  movl (%r11, %r9, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %rdi, %r11
  jmp     label21
block21:
  leaq 1(%r9), %r9
  movq <offset:1>+(%rsp), %rsi
  jmp     label3
block22:
  movabsq $0x103000000000, %r12
  vmovdqu (%r12, %rdi, 4), %xmm0
  vmovdqu (%rip), %xmm1
  vpsubd %xmm1, %xmm0, %xmm0
  vmovdqu (%rip), %xmm1
  vpminud %xmm1, %xmm0, %xmm1
  vpcmpeqd %xmm1, %xmm0, %xmm1
  uninit  %xmm2
  vpxor %xmm2, %xmm2, %xmm2
  vpcmpeqd %xmm2, %xmm1, %xmm1
  vptest %xmm1, %xmm1
  jz      label87; j label23
block23:
  movl (%r12, %rdi, 4), %r13d
  movl %r13d, %r13d
  leaq -1(%r13), %r14
  cmpq $0x63, %r14
  jbe     label25; j label24
block24:
  jmp     label27
block25:
  leaq -1(%r13), %r13
  movq %r13, %r14
  shrq $0x6, %r14
  movabsq $0x200000000000, %r15
  movq (%r15, %r14, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %r13
  testq $0x1, %r13
  jnz     label28; j label26
block26:
  jmp     label27
block27:
  jmp     label39
block28:
  movabsq $0x103100000000, %r13
  movl (%r13, %rdi, 4), %r13d
  movl %r13d, %r13d
  leaq -1(%r13), %r14
  cmpq $0x63, %r14
  jbe     label30; j label29
block29:
  jmp     label32
block30:
  leaq -1(%r13), %r13
  movq %r13, %r14
  shrq $0x6, %r14
  movabsq $0x210000000000, %r15
  movq (%r15, %r14, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %r13
  testq $0x1, %r13
  jnz     label33; j label31
block31:
  jmp     label32
block32:
  jmp     label39
block33:
  movabsq $0x103200000000, %r14
  movl (%r14, %rdi, 4), %r14d
  movl %r14d, %r14d
  leaq -1(%r14), %r15
  cmpq $0x3ff, %r15
  jbe     label35; j label34
block34:
  jmp     label37
block35:
  leaq -1(%r14), %r13
  movq %r13, %r14
  shrq $0x6, %r14
  movabsq $0x220000000000, %r15
  movq (%r15, %r14, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %r13
  testq $0x1, %r13
  jnz     label38; j label36
block36:
  jmp     label37
block37:
  jmp     label39
block38:
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %r13
  addq (%r13, %rdi, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %r13
  movl (%r13, %rdi, 4), %r13d
  cmpq %r13, %r11
  cmovbq %r11, %r13
  movabsq $0x103300000000, %r11
  movl (%r11, %rdi, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %r13, %r11
  jmp     label39
block39:
  leaq 1(%rdi), %r13
  movl (%r12, %r13, 4), %r14d
  movl %r14d, %r14d
  leaq -1(%r14), %r15
  cmpq $0x63, %r15
  jbe     label41; j label40
block40:
  jmp     label43
block41:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x200000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label44; j label42
block42:
  jmp     label43
block43:
  jmp     label55
block44:
  movabsq $0x103100000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x63, %rsi
  jbe     label46; j label45
block45:
  jmp     label48
block46:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x210000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label49; j label47
block47:
  jmp     label48
block48:
  jmp     label55
block49:
  movabsq $0x103200000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x3ff, %rsi
  jbe     label51; j label50
block50:
  jmp     label53
block51:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x220000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label54; j label52
block52:
  jmp     label53
block53:
  jmp     label55
block54:
  leaq 1(%rdi), %r14
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %r15
  addq (%r15, %r14, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rsi
  movl (%rsi, %r13, 4), %r14d
  cmpq %r14, %r11
  cmovbq %r11, %r14
  movabsq $0x103300000000, %rsi
  movl (%rsi, %r13, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %r14, %r11
  jmp     label55
block55:
  leaq 2(%rdi), %r13
  movl (%r12, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x63, %rsi
  jbe     label57; j label56
block56:
  jmp     label59
block57:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x200000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label60; j label58
block58:
  jmp     label59
block59:
  jmp     label71
block60:
  movabsq $0x103100000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x63, %rsi
  jbe     label62; j label61
block61:
  jmp     label64
block62:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x210000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label65; j label63
block63:
  jmp     label64
block64:
  jmp     label71
block65:
  movabsq $0x103200000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x3ff, %rsi
  jbe     label67; j label66
block66:
  jmp     label69
block67:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x220000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label70; j label68
block68:
  jmp     label69
block69:
  jmp     label71
block70:
  leaq 2(%rdi), %r14
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %r15
  addq (%r15, %r14, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rsi
  movl (%rsi, %r13, 4), %r14d
  cmpq %r14, %r11
  cmovbq %r11, %r14
  movabsq $0x103300000000, %rsi
  movl (%rsi, %r13, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %r14, %r11
  jmp     label71
block71:
  leaq 3(%rdi), %r13
  movl (%r12, %r13, 4), %esi
  movl %esi, %r12d
  leaq -1(%r12), %rsi
  cmpq $0x63, %rsi
  jbe     label73; j label72
block72:
  jmp     label75
block73:
  leaq -1(%r12), %r12
  movq %r12, %r14
  shrq $0x6, %r14
  movabsq $0x200000000000, %rsi
  movq (%rsi, %r14, 8), %r14
  andq $0x3f, %r12
  shrxq %r12, %r14, %rsi
  testq $0x1, %rsi
  jnz     label76; j label74
block74:
  jmp     label75
block75:
  jmp     label139
block76:
  movabsq $0x103100000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r12d
  leaq -1(%r12), %rsi
  cmpq $0x63, %rsi
  jbe     label78; j label77
block77:
  jmp     label80
block78:
  leaq -1(%r12), %r15
  movq %r15, %r12
  shrq $0x6, %r12
  movabsq $0x210000000000, %rsi
  movq (%rsi, %r12, 8), %r12
  andq $0x3f, %r15
  shrxq %r15, %r12, %rsi
  testq $0x1, %rsi
  jnz     label81; j label79
block79:
  jmp     label80
block80:
  jmp     label139
block81:
  movabsq $0x103200000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r12d
  leaq -1(%r12), %rsi
  cmpq $0x3ff, %rsi
  jbe     label83; j label82
block82:
  jmp     label85
block83:
  leaq -1(%r12), %r12
  movq %r12, %r14
  shrq $0x6, %r14
  movabsq $0x220000000000, %rsi
  movq (%rsi, %r14, 8), %r14
  andq $0x3f, %r12
  shrxq %r12, %r14, %rsi
  testq $0x1, %rsi
  jnz     label86; j label84
block84:
  jmp     label85
block85:
  jmp     label139
block86:
  leaq 3(%rdi), %r12
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %r14
  addq (%r14, %r12, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rsi
  movl (%rsi, %r13, 4), %r12d
  cmpq %r12, %r11
  cmovbq %r11, %r12
  movabsq $0x103300000000, %rsi
  movl (%rsi, %r13, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %r12, %r11
  jmp     label139
block87:
  vpextrd $0x0, %xmm0, %esi
  movl %esi, %r13d
  movq %r13, %r14
  shrq $0x6, %r14
  movabsq $0x200000000000, %r12
  movq (%r12, %r14, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %rsi
  testq $0x1, %rsi
  jnz     label89; j label88
block88:
  jmp     label100
block89:
  movabsq $0x103100000000, %rsi
  movl (%rsi, %rdi, 4), %esi
  movl %esi, %r13d
  leaq -1(%r13), %rsi
  cmpq $0x63, %rsi
  jbe     label91; j label90
block90:
  jmp     label93
block91:
  leaq -1(%r13), %r13
  movq %r13, %r14
  shrq $0x6, %r14
  movabsq $0x210000000000, %rsi
  movq (%rsi, %r14, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %rsi
  testq $0x1, %rsi
  jnz     label94; j label92
block92:
  jmp     label93
block93:
  jmp     label100
block94:
  movabsq $0x103200000000, %rsi
  movl (%rsi, %rdi, 4), %esi
  movl %esi, %r13d
  leaq -1(%r13), %rsi
  cmpq $0x3ff, %rsi
  jbe     label96; j label95
block95:
  jmp     label98
block96:
  leaq -1(%r13), %r13
  movq %r13, %r14
  shrq $0x6, %r14
  movabsq $0x220000000000, %rsi
  movq (%rsi, %r14, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %rsi
  testq $0x1, %rsi
  jnz     label99; j label97
block97:
  jmp     label98
block98:
  jmp     label100
block99:
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %r13
  addq (%r13, %rdi, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rsi
  movl (%rsi, %rdi, 4), %r13d
  cmpq %r13, %r11
  cmovbq %r11, %r13
  movabsq $0x103300000000, %rsi
  movl (%rsi, %rdi, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %r13, %r11
  jmp     label100
block100:
  vpextrd $0x1, %xmm0, %esi
  movl %esi, %r13d
  movq %r13, %rsi
  shrq $0x6, %rsi
  movq (%r12, %rsi, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %rsi
  testq $0x1, %rsi
  jnz     label102; j label101
block101:
  jmp     label113
block102:
  leaq 1(%rdi), %r13
  movabsq $0x103100000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x63, %rsi
  jbe     label104; j label103
block103:
  jmp     label106
block104:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x210000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label107; j label105
block105:
  jmp     label106
block106:
  jmp     label113
block107:
  movabsq $0x103200000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x3ff, %rsi
  jbe     label109; j label108
block108:
  jmp     label111
block109:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x220000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label112; j label110
block110:
  jmp     label111
block111:
  jmp     label113
block112:
  leaq 1(%rdi), %r14
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %r15
  addq (%r15, %r14, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rsi
  movl (%rsi, %r13, 4), %r14d
  cmpq %r14, %r11
  cmovbq %r11, %r14
  movabsq $0x103300000000, %r11
  movl (%r11, %r13, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %r14, %r11
  jmp     label113
block113:
  vpextrd $0x2, %xmm0, %esi
  movl %esi, %r13d
  movq %r13, %rsi
  shrq $0x6, %rsi
  movq (%r12, %rsi, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %rsi
  testq $0x1, %rsi
  jnz     label115; j label114
block114:
  jmp     label126
block115:
  leaq 2(%rdi), %r13
  movabsq $0x103100000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x63, %rsi
  jbe     label117; j label116
block116:
  jmp     label119
block117:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x210000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label120; j label118
block118:
  jmp     label119
block119:
  jmp     label126
block120:
  movabsq $0x103200000000, %rsi
  movl (%rsi, %r13, 4), %esi
  movl %esi, %r14d
  leaq -1(%r14), %rsi
  cmpq $0x3ff, %rsi
  jbe     label122; j label121
block121:
  jmp     label124
block122:
  leaq -1(%r14), %r14
  movq %r14, %r15
  shrq $0x6, %r15
  movabsq $0x220000000000, %rsi
  movq (%rsi, %r15, 8), %r15
  andq $0x3f, %r14
  shrxq %r14, %r15, %rsi
  testq $0x1, %rsi
  jnz     label125; j label123
block123:
  jmp     label124
block124:
  jmp     label126
block125:
  leaq 2(%rdi), %r14
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %r15
  addq (%r15, %r14, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rsi
  movl (%rsi, %r13, 4), %r14d
  cmpq %r14, %r11
  cmovbq %r11, %r14
  movabsq $0x103300000000, %rsi
  movl (%rsi, %r13, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %r14, %r11
  jmp     label126
block126:
  vpextrd $0x3, %xmm0, %esi
  movl %esi, %r13d
  movq %r13, %rsi
  shrq $0x6, %rsi
  movq (%r12, %rsi, 8), %r12
  andq $0x3f, %r13
  shrxq %r13, %r12, %rsi
  testq $0x1, %rsi
  jnz     label128; j label127
block127:
  jmp     label139
block128:
  leaq 3(%rdi), %r12
  movabsq $0x103100000000, %rsi
  movl (%rsi, %r12, 4), %esi
  movl %esi, %r13d
  leaq -1(%r13), %rsi
  cmpq $0x63, %rsi
  jbe     label130; j label129
block129:
  jmp     label132
block130:
  leaq -1(%r13), %r13
  movq %r13, %r14
  shrq $0x6, %r14
  movabsq $0x210000000000, %rsi
  movq (%rsi, %r14, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %rsi
  testq $0x1, %rsi
  jnz     label133; j label131
block131:
  jmp     label132
block132:
  jmp     label139
block133:
  movabsq $0x103200000000, %rsi
  movl (%rsi, %r12, 4), %esi
  movl %esi, %r13d
  leaq -1(%r13), %rsi
  cmpq $0x3ff, %rsi
  jbe     label135; j label134
block134:
  jmp     label137
block135:
  leaq -1(%r13), %r13
  movq %r13, %r14
  shrq $0x6, %r14
  movabsq $0x220000000000, %rsi
  movq (%rsi, %r14, 8), %r14
  andq $0x3f, %r13
  shrxq %r13, %r14, %rsi
  testq $0x1, %rsi
  jnz     label138; j label136
block136:
  jmp     label137
block137:
  jmp     label139
block138:
  leaq 3(%rdi), %r13
  leaq 1(%r8), %r8
  leaq 1(%rbx), %rbx
  movabsq $0x103500000000, %r14
  addq (%r14, %r13, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rsi
  movl (%rsi, %r12, 4), %r13d
  cmpq %r13, %r11
  cmovbq %r11, %r13
  movabsq $0x103300000000, %rsi
  movl (%rsi, %r12, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %r13, %r11
  jmp     label139
block139:
  leaq 4(%rdi), %rdi
  jmp     label1

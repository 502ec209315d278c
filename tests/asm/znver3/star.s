; target znver3 (x86_64-unknown-linux-gnu): AMD EPYC Milan (Zen 3), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel build_0 — build `date`: vector (bitmap of 100 keys)
; context block (first argument): +0: date structure, +8: date.year, +16: date.datekey
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
  movq (%rdi), %r8
  movq 8(%rdi), %rcx
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r12
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label3; j label2
block2:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x7c9, %r9d
  setae %r10b
  cmpl $0x7cb, %r9d
  setbe %r9b
  testb %r10b, %r9b
  jnz     label5; j label4
block4:
  movq %r12, %rax
  jmp     label8
block5:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r10
  cmpq $0x63, %r10
  jbe     label7; j label6
block6:
  movq %r12, %rax
  jmp     label8
block7:
  leaq -1(%r9), %r9
  movq %r9, %r10
  shrq $0x6, %r10
  movl $0x1, %r11d
  andq $0x3f, %r9
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
  jmp     label8
block8:
  leaq 1(%rsi), %rsi
  movq %rax, %r12
  jmp     label1

; kernel build_1 — build `supplier`: vector (bitmap of 100 keys)
; context block (first argument): +0: supplier structure, +8: supplier.region, +16: supplier.suppkey
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
  movq (%rdi), %r8
  movq 8(%rdi), %rcx
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r12
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label3; j label2
block2:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x2, %r9d
  jz      label5; j label4
block4:
  movq %r12, %rax
  jmp     label8
block5:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r10
  cmpq $0x63, %r10
  jbe     label7; j label6
block6:
  movq %r12, %rax
  jmp     label8
block7:
  leaq -1(%r9), %r9
  movq %r9, %r10
  shrq $0x6, %r10
  movl $0x1, %r11d
  andq $0x3f, %r9
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
  jmp     label8
block8:
  leaq 1(%rsi), %rsi
  movq %rax, %r12
  jmp     label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
; context block (first argument): +0: part structure, +8: part.partkey
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
block0:
  movq (%rdi), %r11
  movq 8(%rdi), %rcx
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %rbx
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label3; j label2
block2:
  movq %rbx, %rax
  movq (%rsp), %rbx
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%rcx, %rsi, 4), %edi
  movl %edi, %r8d
  leaq -1(%r8), %rdi
  cmpq $0x3ff, %rdi
  jbe     label5; j label4
block4:
  movq %rbx, %rax
  jmp     label6
block5:
  leaq -1(%r8), %r8
  movq %r8, %r9
  shrq $0x6, %r9
  movl $0x1, %r10d
  andq $0x3f, %r8
  shlxq %r8, %r10, %r10
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r8, %rax
  setb %al
  movzbq %al, %rdi
  movq %rbx, %rax
  leaq (%rax, %rdi), %rax
  jmp     label6
block6:
  leaq 1(%rsi), %rsi
  movq %rax, %rbx
  jmp     label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` vector (bitmap of 100 keys); `supplier` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: date structure, +8: lineorder.orderdate, +16: supplier structure, +24: lineorder.suppkey, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity
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
  movq %rdx, <offset:1>+(%rsp)
  movq (%rcx), %r9
  movq 0x20(%rcx), %rdx
  movq 0x28(%rcx), %rax
  movq 0x30(%rcx), %rbx
  movq 0x40(%rcx), %r11
  movq (%rdi), %r8
  movq %r8, <offset:1>+0x38(%rsp)
  movq 8(%rdi), %r8
  movq %r8, <offset:1>+0x30(%rsp)
  movq 0x10(%rdi), %r10
  movq %r10, <offset:1>+0x28(%rsp)
  movq 0x18(%rdi), %r8
  movq %r8, <offset:1>+0x20(%rsp)
  movq 0x20(%rdi), %r12
  movq %r12, <offset:1>+0x18(%rsp)
  movq 0x28(%rdi), %r13
  movq %r13, <offset:1>+0x10(%rsp)
  movq 0x30(%rdi), %r14
  movq %r14, <offset:1>+8(%rsp)
  movq 0x38(%rdi), %r15
  movq 0x40(%rdi), %rdi
  movq <offset:1>+(%rsp), %r8
  movq %rdi, %r13
  movq %r8, %rdi
  subq %rsi, %rdi
  andq $0xfffffffffffffffc, %rdi
  leaq (%rsi, %rdi), %r8
  jmp     label1
block1:
  cmpq %r8, %rsi
  jb      label22; j label2
block2:
  movq <offset:1>+(%rsp), %rdi
  jmp     label3
block3:
  cmpq %rdi, %r8
  jb      label5; j label4
block4:
  movq %r9, (%rcx)
  movq %r9, 0x10(%rcx)
  movq %rdx, 0x20(%rcx)
  movq %rax, 0x28(%rcx)
  movq %rbx, 0x30(%rcx)
  movq %r11, 0x40(%rcx)
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
block5:
  movq <offset:1>+0x30(%rsp), %rdi
  movl (%rdi, %r8, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %rsi
  cmpq $0x63, %rsi
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  leaq -1(%r10), %r10
  movq %r10, %rsi
  shrq $0x6, %rsi
  movq <offset:1>+0x38(%rsp), %rdi
  movq (%rdi, %rsi, 8), %rsi
  andq $0x3f, %r10
  shrxq %r10, %rsi, %rsi
  testq $0x1, %rsi
  jnz     label10; j label8
block8:
  jmp     label9
block9:
  movq <offset:1>+0x10(%rsp), %r10
  jmp     label21
block10:
  movq <offset:1>+0x20(%rsp), %rsi
  movl (%rsi, %r8, 4), %edi
  movl %edi, %esi
  leaq -1(%rsi), %rsi
  cmpq $0x63, %rsi
  jbe     label12; j label11
block11:
  jmp     label14
block12:
  movq %rsi, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r10
  movq (%r10, %rdi, 8), %rdi
  andq $0x3f, %rsi
  shrxq %rsi, %rdi, %rsi
  testq $0x1, %rsi
  jnz     label15; j label13
block13:
  jmp     label14
block14:
  movq <offset:1>+0x10(%rsp), %r10
  jmp     label21
block15:
  movq <offset:1>+0x10(%rsp), %r10
  movl (%r10, %r8, 4), %esi
  movl %esi, %esi
  leaq -1(%rsi), %rsi
  cmpq $0x3ff, %rsi
  jbe     label17; j label16
block16:
  jmp     label19
block17:
  movq %rsi, %r12
  shrq $0x6, %r12
  movq <offset:1>+0x18(%rsp), %rdi
  movq (%rdi, %r12, 8), %r12
  andq $0x3f, %rsi
  shrxq %rsi, %r12, %rsi
  testq $0x1, %rsi
  jnz     label20; j label18
block18:
  jmp     label19
block19:
  jmp     label21
block20:
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %r12
  addq (%r12, %r8, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %r8, 4), %esi
  cmpq %rsi, %rbx
  cmovbq %rbx, %rsi
  movl (%r13, %r8, 4), %ebx
  cmpq %rbx, %r11
  cmovaeq %r11, %rbx
  movq %rbx, %r11
  movq %rsi, %rbx
  jmp     label21
block21:
  leaq 1(%r8), %r8
  movq <offset:1>+(%rsp), %rdi
  movq %r10, <offset:1>+0x10(%rsp)
  jmp     label3
block22:
  movq <offset:1>+0x30(%rsp), %rdi
  movq <offset:1>+0x10(%rsp), %r10
  vmovdqu (%rdi, %rsi, 4), %xmm0
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
  movq <offset:1>+0x30(%rsp), %rdi
  movl (%rdi, %rsi, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label25; j label24
block24:
  jmp     label27
block25:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x38(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label28; j label26
block26:
  jmp     label27
block27:
  movq %r10, <offset:1>+0x10(%rsp)
  jmp     label39
block28:
  movq <offset:1>+0x20(%rsp), %rdi
  movl (%rdi, %rsi, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label30; j label29
block29:
  jmp     label32
block30:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label33; j label31
block31:
  jmp     label32
block32:
  movq %r10, <offset:1>+0x10(%rsp)
  jmp     label39
block33:
  movl (%r10, %rsi, 4), %edi
  movq %r10, <offset:1>+0x10(%rsp)
  movl %edi, %r10d
  leaq -1(%r10), %rdi
  cmpq $0x3ff, %rdi
  jbe     label35; j label34
block34:
  jmp     label37
block35:
  leaq -1(%r10), %r10
  movq %r10, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x18(%rsp), %r14
  movq (%r14, %rdi, 8), %r12
  andq $0x3f, %r10
  shrxq %r10, %r12, %rdi
  testq $0x1, %rdi
  jnz     label38; j label36
block36:
  jmp     label37
block37:
  jmp     label39
block38:
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %rdi
  addq (%rdi, %rsi, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %rsi, 4), %r10d
  cmpq %r10, %rbx
  cmovbq %rbx, %r10
  movl (%r13, %rsi, 4), %ebx
  cmpq %rbx, %r11
  cmovaeq %r11, %rbx
  movq %rbx, %r11
  movq %r10, %rbx
  jmp     label39
block39:
  leaq 1(%rsi), %r10
  movq <offset:1>+0x30(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label41; j label40
block40:
  jmp     label43
block41:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x38(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label44; j label42
block42:
  jmp     label43
block43:
  jmp     label55
block44:
  movq <offset:1>+0x20(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label46; j label45
block45:
  jmp     label48
block46:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label49; j label47
block47:
  jmp     label48
block48:
  jmp     label55
block49:
  movq <offset:1>+0x10(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x3ff, %rdi
  jbe     label51; j label50
block50:
  jmp     label53
block51:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x18(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label54; j label52
block52:
  jmp     label53
block53:
  jmp     label55
block54:
  leaq 1(%rsi), %r12
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %rdi
  addq (%rdi, %r12, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %r10, 4), %r12d
  cmpq %r12, %rbx
  cmovbq %rbx, %r12
  movl (%r13, %r10, 4), %r10d
  cmpq %r10, %r11
  cmovaeq %r11, %r10
  movq %r12, %rbx
  movq %r10, %r11
  jmp     label55
block55:
  leaq 2(%rsi), %r10
  movq <offset:1>+0x30(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label57; j label56
block56:
  jmp     label59
block57:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x38(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label60; j label58
block58:
  jmp     label59
block59:
  jmp     label71
block60:
  movq <offset:1>+0x20(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label62; j label61
block61:
  jmp     label64
block62:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label65; j label63
block63:
  jmp     label64
block64:
  jmp     label71
block65:
  movq <offset:1>+0x10(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x3ff, %rdi
  jbe     label67; j label66
block66:
  jmp     label69
block67:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x18(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label70; j label68
block68:
  jmp     label69
block69:
  jmp     label71
block70:
  leaq 2(%rsi), %r12
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %rdi
  addq (%rdi, %r12, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %r10, 4), %r12d
  cmpq %r12, %rbx
  cmovbq %rbx, %r12
  movl (%r13, %r10, 4), %r10d
  cmpq %r10, %r11
  cmovaeq %r11, %r10
  movq %r12, %rbx
  movq %r10, %r11
  jmp     label71
block71:
  leaq 3(%rsi), %r10
  movq <offset:1>+0x30(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label73; j label72
block72:
  jmp     label75
block73:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x38(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label76; j label74
block74:
  jmp     label75
block75:
  jmp     label139
block76:
  movq <offset:1>+0x20(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label78; j label77
block77:
  jmp     label80
block78:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label81; j label79
block79:
  jmp     label80
block80:
  jmp     label139
block81:
  movq <offset:1>+0x10(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x3ff, %rdi
  jbe     label83; j label82
block82:
  jmp     label85
block83:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x18(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label86; j label84
block84:
  jmp     label85
block85:
  jmp     label139
block86:
  leaq 3(%rsi), %r12
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %rdi
  addq (%rdi, %r12, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %r10, 4), %r12d
  cmpq %r12, %rbx
  cmovbq %rbx, %r12
  movl (%r13, %r10, 4), %r10d
  cmpq %r10, %r11
  cmovaeq %r11, %r10
  movq %r12, %rbx
  movq %r10, %r11
  jmp     label139
block87:
  movq %r10, <offset:1>+0x10(%rsp)
  vpextrd $0x0, %xmm0, %edi
  movl %edi, %r10d
  movq %r10, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x38(%rsp), %r12
  movq (%r12, %rdi, 8), %rdi
  andq $0x3f, %r10
  shrxq %r10, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label89; j label88
block88:
  jmp     label100
block89:
  movq <offset:1>+0x20(%rsp), %r10
  movl (%r10, %rsi, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %rdi
  cmpq $0x63, %rdi
  jbe     label91; j label90
block90:
  jmp     label93
block91:
  leaq -1(%r10), %r10
  movq %r10, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r12
  movq (%r12, %rdi, 8), %rdi
  andq $0x3f, %r10
  shrxq %r10, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label94; j label92
block92:
  jmp     label93
block93:
  jmp     label100
block94:
  movq <offset:1>+0x10(%rsp), %rdi
  movl (%rdi, %rsi, 4), %edi
  movl %edi, %r10d
  leaq -1(%r10), %rdi
  cmpq $0x3ff, %rdi
  jbe     label96; j label95
block95:
  jmp     label98
block96:
  leaq -1(%r10), %r10
  movq %r10, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x18(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r10
  shrxq %r10, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label99; j label97
block97:
  jmp     label98
block98:
  jmp     label100
block99:
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %rdi
  addq (%rdi, %rsi, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %rsi, 4), %r10d
  cmpq %r10, %rbx
  cmovbq %rbx, %r10
  movl (%r13, %rsi, 4), %ebx
  cmpq %rbx, %r11
  cmovaeq %r11, %rbx
  movq %rbx, %r11
  movq %r10, %rbx
  jmp     label100
block100:
  vpextrd $0x1, %xmm0, %edi
  movl %edi, %r10d
  movq %r10, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x38(%rsp), %r12
  movq (%r12, %rdi, 8), %rdi
  andq $0x3f, %r10
  shrxq %r10, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label102; j label101
block101:
  jmp     label113
block102:
  leaq 1(%rsi), %r10
  movq <offset:1>+0x20(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label104; j label103
block103:
  jmp     label106
block104:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label107; j label105
block105:
  jmp     label106
block106:
  jmp     label113
block107:
  movq <offset:1>+0x10(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x3ff, %rdi
  jbe     label109; j label108
block108:
  jmp     label111
block109:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x18(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label112; j label110
block110:
  jmp     label111
block111:
  jmp     label113
block112:
  leaq 1(%rsi), %r12
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %rdi
  addq (%rdi, %r12, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %r10, 4), %r12d
  cmpq %r12, %rbx
  cmovbq %rbx, %r12
  movl (%r13, %r10, 4), %r10d
  cmpq %r10, %r11
  cmovaeq %r11, %r10
  movq %r12, %rbx
  movq %r10, %r11
  jmp     label113
block113:
  vpextrd $0x2, %xmm0, %edi
  movl %edi, %r10d
  movq %r10, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x38(%rsp), %r12
  movq (%r12, %rdi, 8), %rdi
  andq $0x3f, %r10
  shrxq %r10, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label115; j label114
block114:
  jmp     label126
block115:
  leaq 2(%rsi), %r10
  movq <offset:1>+0x20(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label117; j label116
block116:
  jmp     label119
block117:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label120; j label118
block118:
  jmp     label119
block119:
  jmp     label126
block120:
  movq <offset:1>+0x10(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x3ff, %rdi
  jbe     label122; j label121
block121:
  jmp     label124
block122:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x18(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label125; j label123
block123:
  jmp     label124
block124:
  jmp     label126
block125:
  leaq 2(%rsi), %r12
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %rdi
  addq (%rdi, %r12, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %r10, 4), %r12d
  cmpq %r12, %rbx
  cmovbq %rbx, %r12
  movl (%r13, %r10, 4), %r10d
  cmpq %r10, %r11
  cmovaeq %r11, %r10
  movq %r12, %rbx
  movq %r10, %r11
  jmp     label126
block126:
  vpextrd $0x3, %xmm0, %edi
  movl %edi, %r10d
  movq %r10, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x38(%rsp), %r12
  movq (%r12, %rdi, 8), %rdi
  andq $0x3f, %r10
  shrxq %r10, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label128; j label127
block127:
  jmp     label139
block128:
  leaq 3(%rsi), %r10
  movq <offset:1>+0x20(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x63, %rdi
  jbe     label130; j label129
block129:
  jmp     label132
block130:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x28(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label133; j label131
block131:
  jmp     label132
block132:
  jmp     label139
block133:
  movq <offset:1>+0x10(%rsp), %rdi
  movl (%rdi, %r10, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x3ff, %rdi
  jbe     label135; j label134
block134:
  jmp     label137
block135:
  leaq -1(%r12), %r12
  movq %r12, %rdi
  shrq $0x6, %rdi
  movq <offset:1>+0x18(%rsp), %r14
  movq (%r14, %rdi, 8), %rdi
  andq $0x3f, %r12
  shrxq %r12, %rdi, %rdi
  testq $0x1, %rdi
  jnz     label138; j label136
block136:
  jmp     label137
block137:
  jmp     label139
block138:
  leaq 3(%rsi), %r12
  leaq 1(%r9), %r9
  movq <offset:1>+8(%rsp), %rdi
  addq (%rdi, %r12, 8), %rdx
  adcq $0x0, %rax
  movl (%r15, %r10, 4), %r12d
  cmpq %r12, %rbx
  cmovbq %rbx, %r12
  movl (%r13, %r10, 4), %r10d
  cmpq %r10, %r11
  cmovaeq %r11, %r10
  movq %r12, %rbx
  movq %r10, %r11
  jmp     label139
block139:
  leaq 4(%rsi), %rsi
  jmp     label1

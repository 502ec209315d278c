; target icelake-server (x86_64-unknown-linux-gnu): Intel Xeon Ice Lake-SP (38 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel probe_3 — probe pipeline over `lineorder`: `part` vector (2000 elements of 1 B (payload − min + 1)); `supplier` vector (bitmap of 20 keys); `date` vector (61131 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: lineorder.lo_partkey, +16: supplier structure, +24: lineorder.lo_suppkey, +32: date structure, +40: lineorder.lo_orderdate, +48: lineorder.lo_revenue, +56: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x2000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x20c0, %rsp
  movq %rbx, 0x2090(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x2098(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20a0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x20a8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x20b0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+0x2010(%rsp)
  movq %rsi, <offset:1>+0x2018(%rsp)
  movq %rdx, <offset:1>+0x2020(%rsp)
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq %rcx, <offset:1>+0x2028(%rsp)
  movq (%rdi), %rsi
  movq %rsi, <offset:1>+0x2080(%rsp)
  movq 8(%rdi), %rdi
  movq %rdi, <offset:1>+0x2078(%rsp)
  movq <offset:1>+0x2010(%rsp), %rdi
  movq 0x10(%rdi), %r8
  movq <offset:1>+0x2010(%rsp), %r12
  movq %r8, <offset:1>+0x2070(%rsp)
  movq 0x18(%r12), %r9
  movq 0x20(%r12), %r10
  movq 0x28(%r12), %r11
  movq 0x30(%r12), %rdx
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq 0x38(%r12), %rax
  jmp     label1
block1:
  leaq <offset:1>+(%rsp), %rdx
  movq %rdx, <offset:1>+0x2060(%rsp)
  uninit  %xmm0
  vpxor %xmm0, %xmm0, %xmm0
  vmovdqu (%rip), %xmm1
  vmovdqu (%rip), %xmm2
  leaq <offset:1>+0x1000(%rsp), %r14
  movq %r14, <offset:1>+0x2058(%rsp)
  movq <offset:1>+0x2020(%rsp), %rbx
  movq <offset:1>+0x2018(%rsp), %r13
  jmp     label2
block2:
  cmpq %rbx, %r13
  movq %rbx, <offset:1>+0x2020(%rsp)
  jb      label4; j label3
block3:
  movq <offset:1>+0x2018(%rsp), %rbx
  jmp     label9
block4:
  movq <offset:1>+0x2010(%rsp), %r12
  movq 0x38(%r12), %r12
  movq %r12, %rsi
  movq <offset:1>+0x2010(%rsp), %r12
  movq 8(%r12), %r12
  movq %r12, %rdi
  movq <offset:1>+0x2010(%rsp), %r12
  movq (%r12), %r15
  uninit  %rbx
  xorq %rbx, %rbx
  movq <offset:1>+0x2020(%rsp), %rdx
  movq %rdx, %r14
  subq %r13, %r14
  movl $0x800, %eax
  cmpq %r14, %rax
  cmovbq %rax, %r14
  movq %r14, %r12
  shrq $0x3, %r12
  movq %rbx, <offset:1>+0x2030(%rsp)
  jmp     label5
block5:
  cmpq %r12, %rbx
  movq %r12, <offset:1>+0x2050(%rsp)
  jb      label70; j label6
block6:
  uninit  %rbx
  xorq %rbx, %rbx
  movq %r14, %rdi
  andq $0xfffffffffffffff8, %rdi
  movq %r14, %r12
  subq %rdi, %r12
  jmp     label7
block7:
  cmpq %r12, %rbx
  jb      label68; j label8
block8:
  movq <offset:1>+0x2030(%rsp), %rcx
  movq %rcx, <offset:1>+0x2008(%rsp)
  movq %r13, %rdi
  shlq $0x2, %rdi
  movq <offset:1>+0x2010(%rsp), %r12
  addq 0x18(%r12), %rdi
  movl $0x4, %r8d
  movq <offset:1>+0x2060(%rsp), %rdx
  movq %r8, %rsi
  call    User(userextname3)
  movq <offset:1>+0x2018(%rsp), %rbx
  jmp     label9
block9:
  cmpq %rbx, %r13
  movq %rbx, <offset:1>+0x2018(%rsp)
  jnz     label11; j label10
block10:
  movq <offset:1>+0x2020(%rsp), %rdx
  jmp     label18
block11:
  movq <offset:1>+0x2000(%rsp), %r12
  movq <offset:1>+0x2010(%rsp), %rsi
  movq 0x10(%rsi), %r14
  movq <offset:1>+0x2010(%rsp), %r8
  movq 0x18(%r8), %r15
  uninit  %rbx
  xorq %rbx, %rbx
  movq %rbx, <offset:1>+0x2038(%rsp)
  jmp     label12
block12:
  cmpq %r12, %rbx
  jb      label66; j label13
block13:
  movq <offset:1>+0x2010(%rsp), %r12
  movq 0x28(%r12), %r15
  movq 0x30(%r12), %rbx
  uninit  %r12
  xorq %r12, %r12
  movq <offset:1>+0x2038(%rsp), %rax
  jmp     label14
block14:
  cmpq %rax, %r12
  movq %rax, <offset:1>+0x2038(%rsp)
  jb      label64; j label15
block15:
  movq <offset:1>+0x2028(%rsp), %r15
  movq (%r15), %r14
  movq 0x10(%r15), %rcx
  movq %rcx, %rbx
  uninit  %r15
  xorq %r15, %r15
  movq <offset:1>+0x2038(%rsp), %rax
  movq %r13, <offset:1>+0x2048(%rsp)
  jmp     label16
block16:
  cmpq %rax, %r15
  jb      label47; j label17
block17:
  movq <offset:1>+0x2028(%rsp), %r15
  movq %r14, (%r15)
  movq <offset:1>+0x2020(%rsp), %rdx
  movq <offset:1>+0x2048(%rsp), %r13
  jmp     label18
block18:
  movq <offset:1>+0x2020(%rsp), %rdx
  cmpq %rdx, %r13
  jb      label42; j label19
block19:
  movq <offset:1>+0x2028(%rsp), %r15
  movq (%r15), %rbx
  movq 0x10(%r15), %r12
  movq <offset:1>+0x2020(%rsp), %rdx
  movq <offset:1>+0x2020(%rsp), %r13
  jmp     label20
block20:
  movq <offset:1>+0x2020(%rsp), %rdx
  cmpq %rdx, %r13
  jb      label21; j label22
block21:
  movq <offset:1>+0x2078(%rsp), %rdi
  jmp     label23
block22:
  movq <offset:1>+0x2028(%rsp), %r15
  movq %rbx, (%r15)
  uninit  %rax
  xorq %rax, %rax
  movq 0x2090(%rsp), %rbx
  movq 0x2098(%rsp), %r12
  movq 0x20a0(%rsp), %r13
  movq 0x20a8(%rsp), %r14
  movq 0x20b0(%rsp), %r15
  addq $0x20c0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block23:
  movl (%rdi, %r13, 4), %eax
  movq %rdi, <offset:1>+0x2078(%rsp)
  movl %eax, %ecx
  leaq -1(%rcx), %rax
  cmpq $0x7cf, %rax
  jbe     label25; j label24
block24:
  jmp     label27
block25:
  movq <offset:1>+0x2080(%rsp), %rax
  movzbq -1(%rcx, %rax), %r14
  testq %r14, %r14
  jnz     label28; j label26
block26:
  jmp     label27
block27:
  movq <offset:1>+0x2068(%rsp), %rdx
  movq <offset:1>+0x2070(%rsp), %r8
  jmp     label39
block28:
  movl (%r9, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x13, %rcx
  jbe     label30; j label29
block29:
  movq <offset:1>+0x2070(%rsp), %r8
  jmp     label32
block30:
  movq %rcx, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x2070(%rsp), %r8
  movq (%r8, %rax, 8), %rax
  shrxq %rcx, %rax, %rax
  testq $0x1, %rax
  jnz     label33; j label31
block31:
  jmp     label32
block32:
  movq <offset:1>+0x2068(%rsp), %rdx
  jmp     label39
block33:
  movl (%r11, %r13, 4), %eax
  movl %eax, %ecx
  leaq -0x12ff4e5(%rcx), %rax
  cmpq $0xeeca, %rax
  jbe     label35; j label34
block34:
  jmp     label37
block35:
  movzbq -0x12ff4e5(%rcx, %r10), %rax
  testq %rax, %rax
  jnz     label38; j label36
block36:
  jmp     label37
block37:
  movq <offset:1>+0x2068(%rsp), %rdx
  jmp     label39
block38:
  leal 0x7c7(%rax), %ecx
  leaq -0x7c8(%rcx), %rax
  cmpq $0x7, %rax
  jnb #trap=user2
  leal 0x115(%r14), %eax
  leaq -0x116(%rax), %rax
  testq %rax, %rax
  jnz #trap=user2
  imulq $0x7, %rax, %rax
  leaq -0x7c8(%rcx, %rax), %r14
  shlq $0x5, %r14
  addq $0x1, (%r12, %r14)
  movq 0x10(%r12, %r14), %r15
  movq 0x18(%r12, %r14), %rcx
  movq <offset:1>+0x2068(%rsp), %rdx
  movl (%rdx, %r13, 4), %edi
  uninit  %rax
  xorq %rax, %rax
  addq %rdi, %r15
  adcq %rax, %rcx
  movq %r15, 0x10(%r12, %r14)
  movq %rcx, 0x18(%r12, %r14)
  leaq 1(%rbx), %rbx
  jmp     label39
block39:
  leaq 1(%r13), %r13
  movq <offset:1>+0x2020(%rsp), %rax
  cmpq %rax, %r13
  jb      label40; j label41
block40:
  movq <offset:1>+0x2078(%rsp), %rdi
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq %r8, <offset:1>+0x2070(%rsp)
  jmp     label23
block41:
  movq %r8, <offset:1>+0x2070(%rsp)
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq <offset:1>+0x2020(%rsp), %rdx
  jmp     label20
block42:
  movq <offset:1>+0x2068(%rsp), %rdx
  movq <offset:1>+0x2070(%rsp), %r8
  movq <offset:1>+0x2008(%rsp), %rcx
  movq %rcx, <offset:1>+0x2000(%rsp)
  uninit  %r12
  xorq %r12, %r12
  leaq 7(%rcx), %rbx
  shrq $0x3, %rbx
  jmp     label43
block43:
  cmpq %rbx, %r12
  jb      label45; j label44
block44:
  leaq 0x800(%r13), %r13
  movq <offset:1>+0x2020(%rsp), %rbx
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq %r8, <offset:1>+0x2070(%rsp)
  jmp     label2
block45:
  movq %r12, %rdi
  shlq $0x4, %rdi
  movq <offset:1>+0x2060(%rsp), %r14
  vmovdqu (%r14, %rdi), %xmm6
  movq <offset:1>+0x2058(%rsp), %r14
  vmovdqu %xmm6, (%r14, %rdi)
  jmp     label46
block46:
  leaq 1(%r12), %r12
  jmp     label43
block47:
  movq %r14, <offset:1>+0x2040(%rsp)
  movq <offset:1>+0x2058(%rsp), %r14
  movq <offset:1>+0x2070(%rsp), %r8
  movq <offset:1>+0x2068(%rsp), %rdx
  movzwq (%r14, %r15, 2), %rax
  leaq -0x800(%r13, %rax), %rax
  movq <offset:1>+0x2078(%rsp), %rdi
  movl (%rdi, %rax, 4), %ecx
  movq %rax, %rdi
  movl %ecx, %ecx
  leaq -1(%rcx), %rax
  cmpq $0x7cf, %rax
  jbe     label49; j label48
block48:
  jmp     label51
block49:
  movq <offset:1>+0x2080(%rsp), %rax
  movzbq -1(%rcx, %rax), %r12
  testq %r12, %r12
  jnz     label52; j label50
block50:
  jmp     label51
block51:
  movq %rbx, %r12
  movq <offset:1>+0x2040(%rsp), %r14
  jmp     label63
block52:
  movq %rdi, %rax
  movl (%r9, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x13, %rcx
  jbe     label54; j label53
block53:
  jmp     label56
block54:
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%r8, %rax, 8), %rax
  shrxq %rcx, %rax, %rax
  testq $0x1, %rax
  jnz     label57; j label55
block55:
  jmp     label56
block56:
  movq %rbx, %r12
  movq <offset:1>+0x2040(%rsp), %r14
  jmp     label63
block57:
  movq %rdi, %rsi
  movl (%r11, %rsi, 4), %eax
  movl %eax, %ecx
  leaq -0x12ff4e5(%rcx), %rax
  cmpq $0xeeca, %rax
  jbe     label59; j label58
block58:
  jmp     label61
block59:
  movzbq -0x12ff4e5(%rcx, %r10), %rax
  testq %rax, %rax
  jnz     label62; j label60
block60:
  jmp     label61
block61:
  movq %rbx, %r12
  movq <offset:1>+0x2040(%rsp), %r14
  jmp     label63
block62:
  leal 0x7c7(%rax), %ecx
  leaq -0x7c8(%rcx), %rax
  cmpq $0x7, %rax
  jnb #trap=user2
  leal 0x115(%r12), %eax
  leaq -0x116(%rax), %rax
  testq %rax, %rax
  jnz #trap=user2
  imulq $0x7, %rax, %rax
  leaq -0x7c8(%rcx, %rax), %rcx
  shlq $0x5, %rcx
  movq %rbx, %r12
  addq $0x1, (%r12, %rcx)
  movq 0x10(%r12, %rcx), %r14
  movq 0x18(%r12, %rcx), %rbx
  movq %rdi, %rax
  movl (%rdx, %rax, 4), %edi
  uninit  %rax
  xorq %rax, %rax
  addq %rdi, %r14
  adcq %rax, %rbx
  movq %r14, 0x10(%r12, %rcx)
  movq %rbx, 0x18(%r12, %rcx)
  movq <offset:1>+0x2040(%rsp), %r14
  leaq 1(%r14), %r14
  jmp     label63
block63:
  leaq 1(%r15), %r15
  movq <offset:1>+0x2038(%rsp), %rax
  movq %r12, %rbx
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq %r8, <offset:1>+0x2070(%rsp)
  jmp     label16
block64:
  movq <offset:1>+0x2068(%rsp), %rdx
  movq <offset:1>+0x2070(%rsp), %r8
  movq <offset:1>+0x2058(%rsp), %r14
  movzwq (%r14, %r12, 2), %rax
  leaq -0x800(%r13, %rax), %rax
  movl (%r15, %rax, 4), %ecx
  movl (%rbx, %rax, 4), %eax
  jmp     label65
block65:
  leaq 1(%r12), %r12
  movq <offset:1>+0x2038(%rsp), %rax
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq %r8, <offset:1>+0x2070(%rsp)
  jmp     label14
block66:
  movq <offset:1>+0x2058(%rsp), %rax
  movq <offset:1>+0x2068(%rsp), %rdx
  movq <offset:1>+0x2070(%rsp), %r8
  movzwq (%rax, %rbx, 2), %rax
  movq <offset:1>+0x2038(%rsp), %rcx
  movq <offset:1>+0x2058(%rsp), %rsi
  movw %ax, (%rsi, %rcx, 2)
  jmp     label67
block67:
  leaq 1(%rbx), %rbx
  leaq -0x800(%r13, %rax), %rax
  movl (%r15, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  movl $0x14, %eax
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %rcx, %rax
  shrq $0x6, %rax
  movq (%r14, %rax, 8), %rax
  shrxq %rcx, %rax, %rax
  andq $0x1, %rax
  movq <offset:1>+0x2038(%rsp), %rcx
  leaq (%rcx, %rax), %rax
  movq %rax, <offset:1>+0x2038(%rsp)
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq %r8, <offset:1>+0x2070(%rsp)
  jmp     label12
block68:
  movq <offset:1>+0x2010(%rsp), %rax
  movq <offset:1>+0x2068(%rsp), %rdx
  movq <offset:1>+0x2070(%rsp), %r8
  movq (%rax), %r15
  movq 8(%rax), %rcx
  movq %r14, %rax
  andq $0xfffffffffffffff8, %rax
  leaq (%rax, %rbx), %rax
  movq <offset:1>+0x2060(%rsp), %rsi
  movq <offset:1>+0x2030(%rsp), %rdi
  movw %ax, (%rsi, %rdi, 2)
  jmp     label69
block69:
  leaq 1(%rbx), %rbx
  leaq (%r13, %rax), %rax
  movl (%rcx, %rax, 4), %eax
  leaq -1(%rax), %rax
  movl $0x7d0, %ecx
  cmpq %rax, %rcx
  cmovbq %rcx, %rax
  movzbq (%rax, %r15), %rax
  leaq 0xff(%rax), %rax
  shrq $0x8, %rax
  movq <offset:1>+0x2030(%rsp), %rcx
  leaq (%rcx, %rax), %rcx
  movq %rcx, <offset:1>+0x2030(%rsp)
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq %r8, <offset:1>+0x2070(%rsp)
  jmp     label7
block70:
  movq <offset:1>+0x2068(%rsp), %rdx
  movq <offset:1>+0x2070(%rsp), %r8
  movq %rbx, %r12
  shlq $0x3, %r12
  movq %r12, <offset:1>+0x2048(%rsp)
  leaq (%r13, %rbx, 8), %rax
  movq %rdi, %r12
  vmovdqu (%r12, %rax, 4), %xmm4
  vmovdqu 0x10(%r12, %rax, 4), %xmm3
  vpsubd %xmm1, %xmm4, %xmm4
  vpminud %xmm2, %xmm4, %xmm4
  vpextrd $0x0, %xmm4, %eax
  movl %eax, %eax
  movzbq (%r15, %rax), %rax
  vpinsrb $0x0, %eax, %xmm0, %xmm5
  vpextrd $0x1, %xmm4, %eax
  movl %eax, %eax
  movzbq (%r15, %rax), %rax
  vpinsrb $0x1, %eax, %xmm5, %xmm5
  vpextrd $0x2, %xmm4, %eax
  movl %eax, %eax
  movzbq (%r15, %rax), %rax
  vpinsrb $0x2, %eax, %xmm5, %xmm5
  vpextrd $0x3, %xmm4, %eax
  movl %eax, %eax
  movzbq (%r15, %rax), %rax
  vpinsrb $0x3, %eax, %xmm5, %xmm4
  vpsubd %xmm1, %xmm3, %xmm3
  vpminud %xmm2, %xmm3, %xmm3
  vpextrd $0x0, %xmm3, %eax
  movl %eax, %eax
  movzbq (%r15, %rax), %rax
  vpinsrb $0x4, %eax, %xmm4, %xmm4
  vpextrd $0x1, %xmm3, %eax
  movl %eax, %eax
  movzbq (%r15, %rax), %rax
  vpinsrb $0x5, %eax, %xmm4, %xmm4
  vpextrd $0x2, %xmm3, %eax
  movl %eax, %eax
  movzbq (%r15, %rax), %rax
  vpinsrb $0x6, %eax, %xmm4, %xmm4
  vpextrd $0x3, %xmm3, %eax
  movl %eax, %eax
  movzbq (%r15, %rax), %rax
  vpinsrb $0x7, %eax, %xmm4, %xmm3
  vpcmpeqb %xmm0, %xmm3, %xmm3
  vpmovmskb %xmm3, %ecx
  andq $0xff, %rcx
  xorq $0xff, %rcx
  movq %rcx, %rax
  shlq $0x4, %rax
  movq %rsi, %r12
  vmovdqu (%r12, %rax), %xmm3
  movq <offset:1>+0x2048(%rsp), %rax
  vmovd %eax, %xmm4
  vpbroadcastw %xmm4, %xmm4
  vpaddw %xmm4, %xmm3, %xmm3
  movq <offset:1>+0x2060(%rsp), %rax
  movq <offset:1>+0x2030(%rsp), %rsi
  vmovdqu %xmm3, (%rax, %rsi, 2)
  jmp     label71
block71:
  leaq 1(%rbx), %rbx
  popcntq %rcx, %rax
  movq <offset:1>+0x2030(%rsp), %rcx
  leaq (%rcx, %rax), %rcx
  movq %rcx, <offset:1>+0x2030(%rsp)
  movq %r8, <offset:1>+0x2070(%rsp)
  movq %rdx, <offset:1>+0x2068(%rsp)
  movq %r12, %rsi
  movq <offset:1>+0x2050(%rsp), %r12
  jmp     label5

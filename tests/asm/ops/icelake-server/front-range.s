; target icelake-server (x86_64-unknown-linux-gnu): Intel Xeon Ice Lake-SP (38 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel probe_1 — probe pipeline over `lineorder`: `date` vector (bitmap of 61131 keys)
; context block (first argument): +0: lineorder.lo_discount, +8: lineorder.lo_quantity, +16: date structure, +24: lineorder.lo_orderdate, +32: lineorder.lo_extendedprice, +40: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x2000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x20a0, %rsp
  movq %rbx, 0x2070(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x2078(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x2080(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x2088(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x2090(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+0x2010(%rsp)
  movq %rsi, <offset:1>+0x2018(%rsp)
  movq %rdx, <offset:1>+0x2020(%rsp)
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq 0x18(%rcx), %rax
  movq %rcx, %r14
  movq (%rdi), %rax
  movq 8(%rdi), %rdi
  movq %rdi, <offset:1>+0x2068(%rsp)
  movq <offset:1>+0x2010(%rsp), %rdi
  movq 0x10(%rdi), %r8
  movq <offset:1>+0x2010(%rsp), %r11
  movq 0x18(%r11), %r9
  movq 0x20(%r11), %rcx
  movq %rcx, <offset:1>+0x2060(%rsp)
  movq 0x28(%r11), %rcx
  jmp     label1
block1:
  leaq <offset:1>+(%rsp), %rdx
  movq %rdx, <offset:1>+0x2058(%rsp)
  vmovdqu (%rip), %xmm0
  vmovdqu (%rip), %xmm1
  leaq <offset:1>+0x1000(%rsp), %r13
  movq %r13, <offset:1>+0x2050(%rsp)
  movq <offset:1>+0x2020(%rsp), %rcx
  movq <offset:1>+0x2018(%rsp), %rbx
  jmp     label2
block2:
  cmpq %rcx, %rbx
  movq %rcx, <offset:1>+0x2020(%rsp)
  jb      label4; j label3
block3:
  movq <offset:1>+0x2018(%rsp), %r10
  jmp     label9
block4:
  movq <offset:1>+0x2010(%rsp), %r11
  movq 0x28(%r11), %r13
  movq %r13, <offset:1>+0x2048(%rsp)
  movq 0x18(%r11), %r13
  uninit  %rdx
  xorq %rdx, %rdx
  movq <offset:1>+0x2020(%rsp), %r11
  movq %r11, %r12
  subq %rbx, %r12
  movl $0x800, %ecx
  cmpq %r12, %rcx
  cmovbq %rcx, %r12
  movq %r12, %r11
  shrq $0x3, %r11
  movq %rdx, <offset:1>+0x2028(%rsp)
  jmp     label5
block5:
  cmpq %r11, %rdx
  jb      label58; j label6
block6:
  uninit  %r10
  xorq %r10, %r10
  movq %r12, %rcx
  andq $0xfffffffffffffff8, %rcx
  movq %r12, %r11
  subq %rcx, %r11
  jmp     label7
block7:
  cmpq %r11, %r10
  jb      label56; j label8
block8:
  movq <offset:1>+0x2028(%rsp), %rcx
  movq %rcx, <offset:1>+0x2008(%rsp)
  movq %rbx, %rdi
  shlq $0x2, %rdi
  movq <offset:1>+0x2010(%rsp), %r11
  movq %rdi, %rcx
  addq (%r11), %rcx
  movq %rdi, %r10
  movl $0x4, %esi
  movq %rcx, %rdi
  movq <offset:1>+0x2058(%rsp), %rdx
  movq <offset:1>+0x2028(%rsp), %rcx
  call    User(userextname3)
  movq %r10, %rdi
  addq 8(%r11), %rdi
  call    User(userextname3)
  movq <offset:1>+0x2018(%rsp), %r10
  jmp     label9
block9:
  cmpq %r10, %rbx
  movq %r10, <offset:1>+0x2018(%rsp)
  jnz     label11; j label10
block10:
  movq <offset:1>+0x2020(%rsp), %rsi
  jmp     label20
block11:
  movq <offset:1>+0x2000(%rsp), %r11
  movq <offset:1>+0x2010(%rsp), %rcx
  movq 0x10(%rcx), %r12
  movq 0x18(%rcx), %r13
  uninit  %r15
  xorq %r15, %r15
  movq %r15, %r10
  jmp     label12
block12:
  cmpq %r11, %r15
  jb      label54; j label13
block13:
  uninit  %r11
  xorq %r11, %r11
  movq %r11, <offset:1>+0x2030(%rsp)
  jmp     label14
block14:
  cmpq %r10, %r11
  jb      label52; j label15
block15:
  movq <offset:1>+0x2010(%rsp), %r11
  movq 0x20(%r11), %r10
  uninit  %r11
  xorq %r11, %r11
  movq <offset:1>+0x2030(%rsp), %rdx
  jmp     label16
block16:
  cmpq %rdx, %r11
  movq %rdx, <offset:1>+0x2030(%rsp)
  jb      label50; j label17
block17:
  movq (%r14), %r12
  movq 0x10(%r14), %rcx
  movq 0x18(%r14), %r15
  uninit  %r10
  xorq %r10, %r10
  movq <offset:1>+0x2030(%rsp), %r11
  movq %rbx, <offset:1>+0x2040(%rsp)
  jmp     label18
block18:
  cmpq %r11, %r10
  jb      label41; j label19
block19:
  movq %r12, (%r14)
  movq %rcx, %r12
  movq %r12, 0x10(%r14)
  movq %r15, 0x18(%r14)
  movq <offset:1>+0x2040(%rsp), %rbx
  movq <offset:1>+0x2020(%rsp), %rsi
  jmp     label20
block20:
  movq <offset:1>+0x2020(%rsp), %rsi
  cmpq %rsi, %rbx
  jb      label36; j label21
block21:
  movq (%r14), %rbx
  movq 0x10(%r14), %r11
  movq 0x18(%r14), %r10
  movq <offset:1>+0x2020(%rsp), %rcx
  movq <offset:1>+0x2020(%rsp), %r12
  jmp     label22
block22:
  movq <offset:1>+0x2020(%rsp), %rcx
  cmpq %rcx, %r12
  jb      label23; j label24
block23:
  jmp     label25
block24:
  movq %rbx, (%r14)
  movq %r11, 0x10(%r14)
  movq %r10, 0x18(%r14)
  uninit  %rax
  xorq %rax, %rax
  movq 0x2070(%rsp), %rbx
  movq 0x2078(%rsp), %r12
  movq 0x2080(%rsp), %r13
  movq 0x2088(%rsp), %r14
  movq 0x2090(%rsp), %r15
  addq $0x20a0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block25:
  movl (%rax, %r12, 4), %ecx
  movq <offset:1>+0x2068(%rsp), %rsi
  movl (%rsi, %r12, 4), %edx
  cmpl $0x4, %ecx
  setae %r13b
  cmpl $0x6, %ecx
  setbe %cl
  andl %ecx, %r13d
  cmpl $0x1a, %edx
  setae %cl
  cmpl $0x23, %edx
  setbe %dl
  andl %edx, %ecx
  testb %r13b, %cl
  jnz     label27; j label26
block26:
  movq <offset:1>+0x2060(%rsp), %rcx
  jmp     label33
block27:
  movl (%r9, %r12, 4), %ecx
  movl %ecx, %ecx
  leaq -0x12ff4e5(%rcx), %rcx
  cmpq $0xeeca, %rcx
  jbe     label29; j label28
block28:
  jmp     label31
block29:
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movq (%r8, %rdx, 8), %rdx
  shrxq %rcx, %rdx, %rcx
  testq $0x1, %rcx
  jnz     label32; j label30
block30:
  jmp     label31
block31:
  movq <offset:1>+0x2060(%rsp), %rcx
  jmp     label33
block32:
  leaq 1(%rbx), %rbx
  movq <offset:1>+0x2060(%rsp), %rcx
  movl (%rcx, %r12, 4), %edx
  uninit  %r13
  xorq %r13, %r13
  movl (%rax, %r12, 4), %esi
  uninit  %rdi
  xorq %rdi, %rdi
  movq %rdx, %r15
  imulq %rdi, %r15
  imulq %rsi, %r13
  addq %r13, %r15
  mulxq %rsi, %rdx, %rsi ;; implicit: %rdx
  addq %rsi, %r15
  addq %rdx, %r11
  adcq %r15, %r10
  jmp     label33
block33:
  leaq 1(%r12), %r12
  movq <offset:1>+0x2020(%rsp), %rsi
  cmpq %rsi, %r12
  jb      label34; j label35
block34:
  movq %rcx, <offset:1>+0x2060(%rsp)
  jmp     label25
block35:
  movq %rcx, <offset:1>+0x2060(%rsp)
  movq <offset:1>+0x2020(%rsp), %rcx
  jmp     label22
block36:
  movq <offset:1>+0x2060(%rsp), %rcx
  movq <offset:1>+0x2008(%rsp), %rdx
  movq %rdx, <offset:1>+0x2000(%rsp)
  uninit  %r10
  xorq %r10, %r10
  leaq 7(%rdx), %r11
  shrq $0x3, %r11
  jmp     label37
block37:
  cmpq %r11, %r10
  jb      label39; j label38
block38:
  leaq 0x800(%rbx), %rbx
  movq %rcx, <offset:1>+0x2060(%rsp)
  movq <offset:1>+0x2020(%rsp), %rcx
  jmp     label2
block39:
  movq %r10, %rdx
  shlq $0x4, %rdx
  movq <offset:1>+0x2058(%rsp), %rsi
  vmovdqu (%rsi, %rdx), %xmm2
  movq <offset:1>+0x2050(%rsp), %r13
  vmovdqu %xmm2, (%r13, %rdx)
  jmp     label40
block40:
  leaq 1(%r10), %r10
  jmp     label37
block41:
  movq %r12, <offset:1>+0x2038(%rsp)
  movq <offset:1>+0x2050(%rsp), %r13
  movq %rcx, %r12
  movq <offset:1>+0x2060(%rsp), %rcx
  movzwq (%r13, %r10, 2), %rdx
  leaq -0x800(%rbx, %rdx), %r11
  movl (%rax, %r11, 4), %esi
  movq <offset:1>+0x2068(%rsp), %rdx
  movl (%rdx, %r11, 4), %edx
  cmpl $0x4, %esi
  setae %r13b
  cmpl $0x6, %esi
  setbe %sil
  andl %esi, %r13d
  cmpl $0x1a, %edx
  setae %sil
  cmpl $0x23, %edx
  setbe %dl
  andl %edx, %esi
  testb %r13b, %sil
  jnz     label43; j label42
block42:
  jmp     label49
block43:
  movl (%r9, %r11, 4), %edx
  movl %edx, %edx
  leaq -0x12ff4e5(%rdx), %rdx
  cmpq $0xeeca, %rdx
  jbe     label45; j label44
block44:
  jmp     label47
block45:
  movq %rdx, %rsi
  shrq $0x6, %rsi
  movq (%r8, %rsi, 8), %rsi
  shrxq %rdx, %rsi, %rdx
  testq $0x1, %rdx
  jnz     label48; j label46
block46:
  jmp     label47
block47:
  jmp     label49
block48:
  movq <offset:1>+0x2038(%rsp), %rdx
  leaq 1(%rdx), %rdx
  movq %rdx, <offset:1>+0x2038(%rsp)
  movl (%rcx, %r11, 4), %edx
  uninit  %r13
  xorq %r13, %r13
  movl (%rax, %r11, 4), %esi
  uninit  %rdi
  xorq %rdi, %rdi
  movq %rdx, %r11
  imulq %rdi, %r11
  imulq %rsi, %r13
  addq %r13, %r11
  mulxq %rsi, %rdx, %rsi ;; implicit: %rdx
  addq %rsi, %r11
  addq %rdx, %r12
  adcq %r11, %r15
  jmp     label49
block49:
  leaq 1(%r10), %r10
  movq %rcx, <offset:1>+0x2060(%rsp)
  movq <offset:1>+0x2030(%rsp), %r11
  movq %r12, %rcx
  movq <offset:1>+0x2038(%rsp), %r12
  jmp     label18
block50:
  movq <offset:1>+0x2060(%rsp), %rcx
  movq <offset:1>+0x2050(%rsp), %r13
  movzwq (%r13, %r11, 2), %rdx
  leaq -0x800(%rbx, %rdx), %rdx
  movl (%r10, %rdx, 4), %edx
  jmp     label51
block51:
  leaq 1(%r11), %r11
  movq <offset:1>+0x2030(%rsp), %rdx
  movq %rcx, <offset:1>+0x2060(%rsp)
  jmp     label16
block52:
  movq <offset:1>+0x2060(%rsp), %rcx
  movq <offset:1>+0x2050(%rsp), %r13
  movzwq (%r13, %r11, 2), %rdx
  leaq -0x800(%rbx, %rdx), %rsi
  movl (%rax, %rsi, 4), %r13d
  movq <offset:1>+0x2068(%rsp), %r12
  movl (%r12, %rsi, 4), %r12d
  movq <offset:1>+0x2030(%rsp), %rsi
  movq <offset:1>+0x2050(%rsp), %rdi
  movw %dx, (%rdi, %rsi, 2)
  jmp     label53
block53:
  leaq 1(%r11), %r11
  cmpl $0x4, %r13d
  setae %dl
  cmpl $0x6, %r13d
  setbe %sil
  andl %esi, %edx
  cmpl $0x1a, %r12d
  setae %sil
  cmpl $0x23, %r12d
  setbe %dil
  andl %edi, %esi
  andl %esi, %edx
  movzbq %dl, %rdx
  movq <offset:1>+0x2030(%rsp), %rdi
  leaq (%rdi, %rdx), %rdx
  movq %rdx, <offset:1>+0x2030(%rsp)
  movq %rcx, <offset:1>+0x2060(%rsp)
  jmp     label14
block54:
  movq <offset:1>+0x2060(%rsp), %rcx
  movq <offset:1>+0x2050(%rsp), %rdx
  movzwq (%rdx, %r15, 2), %rdx
  movq <offset:1>+0x2050(%rsp), %rsi
  movw %dx, (%rsi, %r10, 2)
  jmp     label55
block55:
  leaq 1(%r15), %r15
  leaq -0x800(%rbx, %rdx), %rdx
  movl (%r13, %rdx, 4), %edx
  movl %edx, %edx
  leaq -0x12ff4e5(%rdx), %rdx
  movl $0xeecb, %esi
  cmpq %rdx, %rsi
  cmovbq %rsi, %rdx
  movq %rdx, %rsi
  shrq $0x6, %rsi
  movq (%r12, %rsi, 8), %rsi
  shrxq %rdx, %rsi, %rdx
  andq $0x1, %rdx
  leaq (%r10, %rdx), %r10
  movq %rcx, <offset:1>+0x2060(%rsp)
  jmp     label12
block56:
  movq <offset:1>+0x2060(%rsp), %rcx
  movq %r12, %rdx
  andq $0xfffffffffffffff8, %rdx
  leaq (%rdx, %r10), %rsi
  leaq (%rbx, %rsi), %rdx
  movl (%r13, %rdx, 4), %edx
  movq <offset:1>+0x2028(%rsp), %rdi
  movq <offset:1>+0x2058(%rsp), %r15
  movw %si, (%r15, %rdi, 2)
  jmp     label57
block57:
  leaq 1(%r10), %r10
  subl $0x1304305, %edx
  cmpl $0x1e, %edx
  setbe %dl
  movzbq %dl, %rdx
  movq <offset:1>+0x2028(%rsp), %rsi
  leaq (%rsi, %rdx), %rdx
  movq %rdx, <offset:1>+0x2028(%rsp)
  movq %rcx, <offset:1>+0x2060(%rsp)
  jmp     label7
block58:
  movq <offset:1>+0x2060(%rsp), %rcx
  movq %rdx, %r15
  shlq $0x3, %r15
  leaq (%rbx, %rdx, 8), %rsi
  vmovdqu (%r13, %rsi, 4), %xmm3
  vmovdqu 0x10(%r13, %rsi, 4), %xmm2
  vpsubd %xmm0, %xmm3, %xmm3
  vpcmpgtd %xmm1, %xmm3, %xmm3
  vmovmskps %xmm3, %r10d
  vpsubd %xmm0, %xmm2, %xmm2
  vpcmpgtd %xmm1, %xmm2, %xmm2
  vmovmskps %xmm2, %esi
  shlq $0x4, %rsi
  orq %rsi, %r10
  xorq $0xff, %r10
  movq %r10, %rdi
  shlq $0x4, %rdi
  movq <offset:1>+0x2048(%rsp), %rsi
  vmovdqu (%rsi, %rdi), %xmm2
  vmovd %r15d, %xmm3
  vpbroadcastw %xmm3, %xmm3
  vpaddw %xmm3, %xmm2, %xmm2
  movq <offset:1>+0x2028(%rsp), %rsi
  movq <offset:1>+0x2058(%rsp), %rdi
  vmovdqu %xmm2, (%rdi, %rsi, 2)
  jmp     label59
block59:
  leaq 1(%rdx), %rdx
  popcntq %r10, %rsi
  movq <offset:1>+0x2028(%rsp), %rdi
  leaq (%rdi, %rsi), %rsi
  movq %rsi, <offset:1>+0x2028(%rsp)
  movq %rcx, <offset:1>+0x2060(%rsp)
  jmp     label5

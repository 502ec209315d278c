; target znver4 (x86_64-unknown-linux-gnu): AMD EPYC Genoa (Zen 4), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel build_0 — build `date`: vector (bitmap of 61131 keys)
; context block (first argument): +0: date structure, +8: date.d_yearmonthnum, +16: date.d_datekey
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
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x30ae9, %r9d
  jz      label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -0x12ff4e5(%r9), %r9
  cmpq $0xeeca, %r9
  jbe     label8; j label7
block7:
  movq %r12, %rax
  jmp     label9
block8:
  movq %r9, %r10
  shrq $0x6, %r10
  andq $0x3f, %r9
  movl $0x1, %r11d
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
  jmp     label9
block9:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label10; j label11
block10:
  movq %rax, %r12
  jmp     label4
block11:
  movq %rax, %r12
  jmp     label1

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
  subq $0x20b0, %rsp
  movq %rbx, 0x2080(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x2088(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x2090(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x2098(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x20a0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, <offset:1>+0x2020(%rsp)
  movq %rdx, <offset:1>+0x2028(%rsp)
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq 0x18(%rcx), %rax
  movq %rcx, %r14
  movq (%rdi), %rax
  movq 8(%rdi), %rdi
  movq %rdi, <offset:1>+0x2070(%rsp)
  movq <offset:1>+0x2020(%rsp), %rdi
  movq 0x10(%rdi), %r8
  movq <offset:1>+0x2020(%rsp), %r12
  movq 0x18(%r12), %r9
  movq 0x20(%r12), %rcx
  movq %rcx, <offset:1>+0x2068(%rsp)
  movq 0x28(%r12), %rcx
  jmp     label1
block1:
  movq $0x0, <offset:1>+0x2000(%rsp)
  leaq <offset:1>+(%rsp), %rdx
  movq %rdx, <offset:1>+0x2060(%rsp)
  vmovdqu (%rip), %xmm0
  vmovdqu (%rip), %xmm1
  leaq <offset:1>+0x1000(%rsp), %r13
  movq %r13, <offset:1>+0x2058(%rsp)
  movq <offset:1>+0x2028(%rsp), %rcx
  movq %rsi, %rbx
  jmp     label2
block2:
  cmpq %rcx, %rbx
  movq %rcx, <offset:1>+0x2028(%rsp)
  jb      label4; j label3
block3:
  jmp     label9
block4:
  movq <offset:1>+0x2020(%rsp), %r12
  movq 0x28(%r12), %r12
  movq %r12, <offset:1>+0x2050(%rsp)
  movq <offset:1>+0x2020(%rsp), %r12
  movq 0x18(%r12), %r12
  uninit  %rdx
  xorq %rdx, %rdx
  movq <offset:1>+0x2028(%rsp), %rcx
  movq %rcx, %r10
  subq %rbx, %r10
  movl $0x800, %ecx
  cmpq %r10, %rcx
  cmovbq %rcx, %r10
  movq %r10, %r11
  shrq $0x3, %r11
  movq %rdx, <offset:1>+0x2030(%rsp)
  jmp     label5
block5:
  cmpq %r11, %rdx
  jb      label58; j label6
block6:
  uninit  %r11
  xorq %r11, %r11
  movq %r10, %rcx
  andq $0xfffffffffffffff8, %rcx
  movq %r10, %r13
  subq %rcx, %r13
  jmp     label7
block7:
  cmpq %r13, %r11
  jb      label56; j label8
block8:
  movq <offset:1>+0x2030(%rsp), %rcx
  movq %rcx, <offset:1>+0x2018(%rsp)
  movq %rbx, %rdi
  shlq $0x2, %rdi
  movq <offset:1>+0x2020(%rsp), %r12
  movq %rdi, %rcx
  addq (%r12), %rcx
  movq %rdi, %r10
  movl $0x4, %esi
  movq %rcx, %rdi
  movq <offset:1>+0x2060(%rsp), %rdx
  movq <offset:1>+0x2030(%rsp), %rcx
  call    User(userextname3)
  movq %r10, %rdi
  addq 8(%r12), %rdi
  call    User(userextname3)
  jmp     label9
block9:
  movq <offset:1>+0x2000(%rsp), %rcx
  testq %rcx, %rcx
  jnz     label11; j label10
block10:
  movq <offset:1>+0x2028(%rsp), %rcx
  jmp     label20
block11:
  movq <offset:1>+0x2008(%rsp), %r11
  movq %r11, <offset:1>+0x2048(%rsp)
  movq <offset:1>+0x2010(%rsp), %r11
  movq <offset:1>+0x2020(%rsp), %r12
  movq 0x10(%r12), %r13
  movq 0x18(%r12), %rdx
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
  movq %r11, <offset:1>+0x2038(%rsp)
  jmp     label14
block14:
  cmpq %r10, %r11
  jb      label52; j label15
block15:
  movq <offset:1>+0x2020(%rsp), %r12
  movq 0x20(%r12), %r10
  uninit  %r11
  xorq %r11, %r11
  movq <offset:1>+0x2038(%rsp), %rdx
  jmp     label16
block16:
  cmpq %rdx, %r11
  movq %rdx, <offset:1>+0x2038(%rsp)
  jb      label50; j label17
block17:
  movq (%r14), %r10
  movq 0x10(%r14), %rcx
  movq 0x18(%r14), %r15
  uninit  %r12
  xorq %r12, %r12
  movq <offset:1>+0x2038(%rsp), %r11
  jmp     label18
block18:
  cmpq %r11, %r12
  jb      label41; j label19
block19:
  movq %r10, (%r14)
  movq %rcx, %r10
  movq %r10, 0x10(%r14)
  movq %r15, 0x18(%r14)
  movq <offset:1>+0x2028(%rsp), %rcx
  jmp     label20
block20:
  movq <offset:1>+0x2028(%rsp), %rcx
  cmpq %rcx, %rbx
  jb      label36; j label21
block21:
  movq (%r14), %rbx
  movq 0x10(%r14), %r11
  movq 0x18(%r14), %r10
  movq <offset:1>+0x2028(%rsp), %rcx
  movq <offset:1>+0x2028(%rsp), %r12
  jmp     label22
block22:
  movq <offset:1>+0x2028(%rsp), %rcx
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
  movq 0x2080(%rsp), %rbx
  movq 0x2088(%rsp), %r12
  movq 0x2090(%rsp), %r13
  movq 0x2098(%rsp), %r14
  movq 0x20a0(%rsp), %r15
  addq $0x20b0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block25:
  movl (%rax, %r12, 4), %ecx
  movq <offset:1>+0x2070(%rsp), %rsi
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
  movq <offset:1>+0x2068(%rsp), %rcx
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
  movq <offset:1>+0x2068(%rsp), %rcx
  jmp     label33
block32:
  leaq 1(%rbx), %rbx
  movq <offset:1>+0x2068(%rsp), %rcx
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
  movq <offset:1>+0x2028(%rsp), %rdx
  cmpq %rdx, %r12
  jb      label34; j label35
block34:
  movq %rcx, <offset:1>+0x2068(%rsp)
  jmp     label25
block35:
  movq %rcx, <offset:1>+0x2068(%rsp)
  movq <offset:1>+0x2028(%rsp), %rcx
  jmp     label22
block36:
  movq <offset:1>+0x2068(%rsp), %rcx
  movq %rbx, <offset:1>+0x2008(%rsp)
  movq <offset:1>+0x2018(%rsp), %rdx
  movq %rdx, <offset:1>+0x2010(%rsp)
  movq $0x1, <offset:1>+0x2000(%rsp)
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
  movq %rcx, <offset:1>+0x2068(%rsp)
  movq <offset:1>+0x2028(%rsp), %rcx
  jmp     label2
block39:
  movq %r10, %rdx
  shlq $0x4, %rdx
  movq <offset:1>+0x2060(%rsp), %rsi
  vmovdqu (%rsi, %rdx), %xmm2
  movq <offset:1>+0x2058(%rsp), %r13
  vmovdqu %xmm2, (%r13, %rdx)
  jmp     label40
block40:
  leaq 1(%r10), %r10
  jmp     label37
block41:
  movq %r10, <offset:1>+0x2040(%rsp)
  movq <offset:1>+0x2058(%rsp), %r13
  movq %rcx, %r10
  movq <offset:1>+0x2068(%rsp), %rcx
  movzwq (%r13, %r12, 2), %rsi
  movq <offset:1>+0x2048(%rsp), %rdx
  leaq (%rdx, %rsi), %r11
  movl (%rax, %r11, 4), %esi
  movq <offset:1>+0x2070(%rsp), %rdx
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
  movq <offset:1>+0x2040(%rsp), %rdx
  leaq 1(%rdx), %rdx
  movq %rdx, <offset:1>+0x2040(%rsp)
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
  mulxq %rsi, %rsi, %rdi ;; implicit: %rdx
  addq %rdi, %r11
  addq %rsi, %r10
  adcq %r11, %r15
  jmp     label49
block49:
  leaq 1(%r12), %r12
  movq %rcx, <offset:1>+0x2068(%rsp)
  movq <offset:1>+0x2038(%rsp), %r11
  movq %r10, %rcx
  movq <offset:1>+0x2040(%rsp), %r10
  jmp     label18
block50:
  movq <offset:1>+0x2068(%rsp), %rcx
  movq <offset:1>+0x2058(%rsp), %r13
  movzwq (%r13, %r11, 2), %rsi
  movq <offset:1>+0x2048(%rsp), %r12
  leaq (%r12, %rsi), %rsi
  movl (%r10, %rsi, 4), %esi
  jmp     label51
block51:
  leaq 1(%r11), %r11
  movq <offset:1>+0x2038(%rsp), %rdx
  movq %r12, <offset:1>+0x2048(%rsp)
  movq %rcx, <offset:1>+0x2068(%rsp)
  jmp     label16
block52:
  movq <offset:1>+0x2068(%rsp), %rcx
  movq <offset:1>+0x2048(%rsp), %r12
  movq <offset:1>+0x2058(%rsp), %r13
  movzwq (%r13, %r11, 2), %rsi
  leaq (%r12, %rsi), %rdi
  movl (%rax, %rdi, 4), %r13d
  movq <offset:1>+0x2070(%rsp), %rdx
  movl (%rdx, %rdi, 4), %edx
  movq <offset:1>+0x2038(%rsp), %rdi
  movq <offset:1>+0x2058(%rsp), %r15
  movw %si, (%r15, %rdi, 2)
  jmp     label53
block53:
  leaq 1(%r11), %r11
  cmpl $0x4, %r13d
  setae %r15b
  cmpl $0x6, %r13d
  setbe %sil
  andl %esi, %r15d
  cmpl $0x1a, %edx
  setae %sil
  cmpl $0x23, %edx
  setbe %dl
  andl %edx, %esi
  andl %esi, %r15d
  movzbq %r15b, %rdx
  movq <offset:1>+0x2038(%rsp), %rsi
  leaq (%rsi, %rdx), %rdx
  movq %rdx, <offset:1>+0x2038(%rsp)
  movq %r12, <offset:1>+0x2048(%rsp)
  movq %rcx, <offset:1>+0x2068(%rsp)
  jmp     label14
block54:
  movq <offset:1>+0x2068(%rsp), %rcx
  movq <offset:1>+0x2058(%rsp), %rsi
  movq <offset:1>+0x2048(%rsp), %r12
  movzwq (%rsi, %r15, 2), %rsi
  movq <offset:1>+0x2058(%rsp), %rdi
  movw %si, (%rdi, %r10, 2)
  jmp     label55
block55:
  leaq 1(%r15), %r15
  leaq (%r12, %rsi), %rsi
  movl (%rdx, %rsi, 4), %esi
  movl %esi, %esi
  leaq -0x12ff4e5(%rsi), %rsi
  movl $0xeecb, %edi
  cmpq %rsi, %rdi
  cmovbq %rdi, %rsi
  movq %rsi, %rdi
  shrq $0x6, %rdi
  movq (%r13, %rdi, 8), %rdi
  shrxq %rsi, %rdi, %rsi
  andq $0x1, %rsi
  leaq (%r10, %rsi), %r10
  movq %r12, <offset:1>+0x2048(%rsp)
  movq %rcx, <offset:1>+0x2068(%rsp)
  jmp     label12
block56:
  movq <offset:1>+0x2068(%rsp), %rcx
  movq %r10, %rdx
  andq $0xfffffffffffffff8, %rdx
  leaq (%rdx, %r11), %rsi
  leaq (%rbx, %rsi), %rdx
  movl (%r12, %rdx, 4), %edx
  movq <offset:1>+0x2030(%rsp), %rdi
  movq <offset:1>+0x2060(%rsp), %r15
  movw %si, (%r15, %rdi, 2)
  jmp     label57
block57:
  leaq 1(%r11), %r11
  subl $0x1304305, %edx
  cmpl $0x1e, %edx
  setbe %dl
  movzbq %dl, %rdx
  movq <offset:1>+0x2030(%rsp), %rsi
  leaq (%rsi, %rdx), %rdx
  movq %rdx, <offset:1>+0x2030(%rsp)
  movq %rcx, <offset:1>+0x2068(%rsp)
  jmp     label7
block58:
  movq <offset:1>+0x2068(%rsp), %rcx
  movq %rdx, %r15
  shlq $0x3, %r15
  leaq (%rbx, %rdx, 8), %rsi
  vmovdqu (%r12, %rsi, 4), %xmm3
  vmovdqu 0x10(%r12, %rsi, 4), %xmm2
  vpsubd %xmm0, %xmm3, %xmm3
  vpcmpgtd %xmm1, %xmm3, %xmm3
  vmovmskps %xmm3, %r13d
  vpsubd %xmm0, %xmm2, %xmm2
  vpcmpgtd %xmm1, %xmm2, %xmm2
  vmovmskps %xmm2, %esi
  shlq $0x4, %rsi
  orq %rsi, %r13
  xorq $0xff, %r13
  movq %r13, %rdi
  shlq $0x4, %rdi
  movq <offset:1>+0x2050(%rsp), %rsi
  vmovdqu (%rsi, %rdi), %xmm2
  vmovd %r15d, %xmm3
  vpbroadcastw %xmm3, %xmm3
  vpaddw %xmm3, %xmm2, %xmm2
  movq <offset:1>+0x2030(%rsp), %rsi
  movq <offset:1>+0x2060(%rsp), %rdi
  vmovdqu %xmm2, (%rdi, %rsi, 2)
  jmp     label59
block59:
  leaq 1(%rdx), %rdx
  popcntq %r13, %rsi
  movq <offset:1>+0x2030(%rsp), %rdi
  leaq (%rdi, %rsi), %rsi
  movq %rsi, <offset:1>+0x2030(%rsp)
  movq %rcx, <offset:1>+0x2068(%rsp)
  jmp     label5

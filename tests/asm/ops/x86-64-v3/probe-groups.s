; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel probe_3 — probe pipeline over `lineorder`: `part` vector (1024 elements of 1 B (payload − min + 1)); `supplier` vector (bitmap of 100 keys); `date` vector (100 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: lineorder.partkey, +16: supplier structure, +24: lineorder.suppkey, +32: date structure, +40: lineorder.orderdate, +48: lineorder.revenue, +56: lineorder.quantity, +64: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x1000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x1090, %rsp
  movq %rbx, 0x1060(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1068(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x1070(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x1078(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x1080(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+0x1008(%rsp)
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq (%rdi), %r13
  movq %r13, <offset:1>+0x1058(%rsp)
  movq 8(%rdi), %r12
  movq %r12, <offset:1>+0x1050(%rsp)
  movq 0x10(%rdi), %r8
  movq %r8, <offset:1>+0x1048(%rsp)
  movq 0x18(%rdi), %r9
  movq %r9, <offset:1>+0x1040(%rsp)
  movq 0x20(%rdi), %r10
  movq %r10, %r13
  movq 0x28(%rdi), %r11
  movq %r11, <offset:1>+0x1038(%rsp)
  movq 0x30(%rdi), %rbx
  movq %rbx, <offset:1>+0x1030(%rsp)
  movq 0x38(%rdi), %rax
  movq %rax, <offset:1>+0x1028(%rsp)
  movq 0x40(%rdi), %rax
  movq %rdi, <offset:1>+0x1000(%rsp)
  jmp     label1
block1:
  movq <offset:1>+0x1008(%rsp), %rax
  jmp     label2
block2:
  cmpq %rax, %rsi
  movq %rax, <offset:1>+0x1008(%rsp)
  jb      label26; j label3
block3:
  movq (%rcx), %rdx
  movq 0x10(%rcx), %rsi
  movq <offset:1>+0x1008(%rsp), %rax
  movq <offset:1>+0x1008(%rsp), %rdi
  jmp     label4
block4:
  cmpq %rdi, %rax
  jb      label5; j label6
block5:
  movq <offset:1>+0x1050(%rsp), %rdi
  jmp     label7
block6:
  movq %rdx, (%rcx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x1060(%rsp), %rbx
  movq 0x1068(%rsp), %r12
  movq 0x1070(%rsp), %r13
  movq 0x1078(%rsp), %r14
  movq 0x1080(%rsp), %r15
  addq $0x1090, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%rdi, %rax, 4), %r8d
  movq %rdi, <offset:1>+0x1050(%rsp)
  movl %r8d, %edi
  leaq -1(%rdi), %r8
  cmpq $0x3ff, %r8
  jbe     label9; j label8
block8:
  jmp     label11
block9:
  movq <offset:1>+0x1058(%rsp), %r8
  movzbq -1(%rdi, %r8), %rdi
  testq %rdi, %rdi
  jnz     label12; j label10
block10:
  jmp     label11
block11:
  jmp     label23
block12:
  movq <offset:1>+0x1040(%rsp), %r8
  movl (%r8, %rax, 4), %r9d
  movl %r9d, %r8d
  leaq -1(%r8), %r8
  cmpq $0x63, %r8
  jbe     label14; j label13
block13:
  jmp     label16
block14:
  movq %r8, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x1048(%rsp), %r9
  movq (%r9, %r10, 8), %r10
  shrxq %r8, %r10, %r8
  testq $0x1, %r8
  jnz     label17; j label15
block15:
  jmp     label16
block16:
  jmp     label23
block17:
  movq <offset:1>+0x1038(%rsp), %r8
  movl (%r8, %rax, 4), %r9d
  movl %r9d, %r8d
  leaq -1(%r8), %r9
  cmpq $0x63, %r9
  jbe     label19; j label18
block18:
  jmp     label21
block19:
  movq %r13, %r10
  movzbq -1(%r8, %r10), %r8
  testq %r8, %r8
  jnz     label22; j label20
block20:
  jmp     label21
block21:
  jmp     label23
block22:
  leal 0x7c7(%r8), %r10d
  leaq -0x7c8(%r10), %r11
  cmpq $0x7, %r11
  jnb #trap=user2
  leal 5(%rdi), %edi
  leaq -6(%rdi), %rdi
  cmpq $0x5, %rdi
  jnb #trap=user2
  imulq $0x7, %rdi, %rdi
  leaq -0x7c8(%r10, %rdi), %rdi
  shlq $0x6, %rdi
  addq $0x1, (%rsi, %rdi)
  movq 0x10(%rsi, %rdi), %r9
  movq 0x18(%rsi, %rdi), %r8
  movq <offset:1>+0x1030(%rsp), %r14
  addq (%r14, %rax, 8), %r9
  adcq $0x0, %r8
  movq %r9, 0x10(%rsi, %rdi)
  movq %r8, 0x18(%rsi, %rdi)
  addq $0x1, 0x20(%rsi, %rdi)
  movq 0x30(%rsi, %rdi), %r8
  movq <offset:1>+0x1028(%rsp), %r14
  movl (%r14, %rax, 4), %r9d
  cmpq %r9, %r8
  cmovaeq %r8, %r9
  movq %r9, 0x30(%rsi, %rdi)
  leaq 1(%rdx), %rdx
  jmp     label23
block23:
  leaq 1(%rax), %rax
  movq <offset:1>+0x1008(%rsp), %rdi
  cmpq %rdi, %rax
  jb      label24; j label25
block24:
  movq <offset:1>+0x1050(%rsp), %rdi
  jmp     label7
block25:
  movq <offset:1>+0x1008(%rsp), %rdi
  jmp     label4
block26:
  movq <offset:1>+0x1000(%rsp), %rbx
  movq 0x40(%rbx), %rdx
  movq %rdx, %r9
  movq 8(%rbx), %rdx
  movq %rdx, <offset:1>+0x1020(%rsp)
  movq (%rbx), %rdx
  movq %rdx, %r8
  uninit  %r14
  xorq %r14, %r14
  movq <offset:1>+0x1008(%rsp), %rdi
  movq %rdi, %r15
  subq %rsi, %r15
  movl $0x800, %eax
  cmpq %r15, %rax
  cmovbq %rax, %r15
  movq %r15, %rdx
  shrq $0x3, %rdx
  movq %rdx, <offset:1>+0x1010(%rsp)
  movq %r15, <offset:1>+0x1018(%rsp)
  movq <offset:1>+0x1010(%rsp), %rax
  movq %r14, %rbx
  movq %r14, %r15
  jmp     label27
block27:
  cmpq %rax, %rbx
  movq %rax, <offset:1>+0x1010(%rsp)
  jb      label60; j label28
block28:
  movq <offset:1>+0x1018(%rsp), %rax
  movq %rax, %rdx
  andq $0xfffffffffffffff8, %rdx
  subq %rdx, %rax
  movq %r14, %r9
  jmp     label29
block29:
  cmpq %rax, %r9
  jb      label58; j label30
block30:
  movq <offset:1>+0x1000(%rsp), %rbx
  movq 0x10(%rbx), %rax
  movq 0x18(%rbx), %r9
  movq %r14, %rdx
  movq %r14, %rbx
  jmp     label31
block31:
  cmpq %r15, %rbx
  jb      label56; j label32
block32:
  movq <offset:1>+0x1000(%rsp), %rbx
  movq 0x28(%rbx), %rax
  movq 0x38(%rbx), %r9
  movq 0x30(%rbx), %r8
  movq %r14, %rbx
  jmp     label33
block33:
  cmpq %rdx, %rbx
  jb      label54; j label34
block34:
  movq (%rcx), %r15
  movq 0x10(%rcx), %rax
  movq %rsi, %rbx
  jmp     label35
block35:
  cmpq %rdx, %r14
  jb      label37; j label36
block36:
  movq %r15, (%rcx)
  leaq 0x800(%rbx), %rsi
  movq <offset:1>+0x1008(%rsp), %rax
  jmp     label2
block37:
  leaq <offset:1>+(%rsp), %rdi
  movzwq (%rdi, %r14, 2), %rdi
  leaq (%rsi, %rdi), %r9
  movq <offset:1>+0x1050(%rsp), %rdi
  movl (%rdi, %r9, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %r8
  cmpq $0x3ff, %r8
  jbe     label39; j label38
block38:
  jmp     label41
block39:
  movq <offset:1>+0x1058(%rsp), %r8
  movzbq -1(%rdi, %r8), %r12
  testq %r12, %r12
  jnz     label42; j label40
block40:
  jmp     label41
block41:
  movq <offset:1>+0x1030(%rsp), %r12
  movq %r13, %r10
  movq <offset:1>+0x1028(%rsp), %r13
  movq <offset:1>+0x1038(%rsp), %rdi
  jmp     label53
block42:
  movq <offset:1>+0x1040(%rsp), %r11
  movl (%r11, %r9, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %r8
  cmpq $0x63, %r8
  jbe     label44; j label43
block43:
  jmp     label46
block44:
  leaq -1(%rdi), %rdi
  movq %rdi, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x1048(%rsp), %r10
  movq (%r10, %r8, 8), %r8
  shrxq %rdi, %r8, %rdi
  testq $0x1, %rdi
  jnz     label47; j label45
block45:
  jmp     label46
block46:
  movq <offset:1>+0x1030(%rsp), %r12
  movq %r13, %r10
  movq <offset:1>+0x1028(%rsp), %r13
  movq <offset:1>+0x1038(%rsp), %rdi
  jmp     label53
block47:
  movq <offset:1>+0x1038(%rsp), %rdi
  movl (%rdi, %r9, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r10
  cmpq $0x63, %r10
  jbe     label49; j label48
block48:
  movq %r13, %r10
  jmp     label51
block49:
  movq %r13, %r10
  movzbq -1(%r8, %r10), %r8
  testq %r8, %r8
  jnz     label52; j label50
block50:
  jmp     label51
block51:
  movq <offset:1>+0x1030(%rsp), %r12
  movq <offset:1>+0x1028(%rsp), %r13
  jmp     label53
block52:
  leal 0x7c7(%r8), %r8d
  leaq -0x7c8(%r8), %r11
  cmpq $0x7, %r11
  jnb #trap=user2
  leal 5(%r12), %r11d
  leaq -6(%r11), %r11
  cmpq $0x5, %r11
  jnb #trap=user2
  imulq $0x7, %r11, %r11
  leaq -0x7c8(%r8, %r11), %r8
  shlq $0x6, %r8
  addq $0x1, (%rax, %r8)
  movq 0x10(%rax, %r8), %r11
  movq 0x18(%rax, %r8), %r13
  movq <offset:1>+0x1030(%rsp), %r12
  addq (%r12, %r9, 8), %r11
  adcq $0x0, %r13
  movq %r11, 0x10(%rax, %r8)
  movq %r13, 0x18(%rax, %r8)
  addq $0x1, 0x20(%rax, %r8)
  movq 0x30(%rax, %r8), %r11
  movq <offset:1>+0x1028(%rsp), %r13
  movl (%r13, %r9, 4), %r9d
  cmpq %r9, %r11
  cmovaeq %r11, %r9
  movq %r9, 0x30(%rax, %r8)
  leaq 1(%r15), %r15
  jmp     label53
block53:
  leaq 1(%r14), %r14
  movq %rdi, <offset:1>+0x1038(%rsp)
  movq %r12, <offset:1>+0x1030(%rsp)
  movq %r13, <offset:1>+0x1028(%rsp)
  movq %r10, %r13
  jmp     label35
block54:
  movq <offset:1>+0x1030(%rsp), %r12
  movq %r13, %r10
  movq <offset:1>+0x1028(%rsp), %r13
  movq <offset:1>+0x1038(%rsp), %rdi
  leaq <offset:1>+(%rsp), %r11
  movzwq (%r11, %rbx, 2), %r11
  leaq (%rsi, %r11), %r11
  movl (%rax, %r11, 4), %r15d
  movl (%r9, %r11, 4), %r15d
  movq (%r8, %r11, 8), %r11
  jmp     label55
block55:
  leaq 1(%rbx), %rbx
  movq %rdi, <offset:1>+0x1038(%rsp)
  movq %r12, <offset:1>+0x1030(%rsp)
  movq %r13, <offset:1>+0x1028(%rsp)
  movq %r10, %r13
  jmp     label33
block56:
  movq <offset:1>+0x1030(%rsp), %r12
  movq %r13, %r10
  movq <offset:1>+0x1028(%rsp), %r13
  movq <offset:1>+0x1038(%rsp), %rdi
  leaq <offset:1>+(%rsp), %r11
  movzwq (%r11, %rbx, 2), %r8
  movw %r8w, (%r11, %rdx, 2)
  jmp     label57
block57:
  leaq 1(%rbx), %rbx
  leaq (%rsi, %r8), %r8
  movl (%r9, %r8, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  movl $0x64, %r11d
  cmpq %r8, %r11
  cmovbq %r11, %r8
  movq %r8, %r11
  shrq $0x6, %r11
  movq (%rax, %r11, 8), %r11
  shrxq %r8, %r11, %r8
  andq $0x1, %r8
  leaq (%rdx, %r8), %rdx
  movq %rdi, <offset:1>+0x1038(%rsp)
  movq %r12, <offset:1>+0x1030(%rsp)
  movq %r13, <offset:1>+0x1028(%rsp)
  movq %r10, %r13
  jmp     label31
block58:
  movq <offset:1>+0x1030(%rsp), %r12
  movq %r13, %r10
  movq <offset:1>+0x1028(%rsp), %r13
  movq <offset:1>+0x1038(%rsp), %rdi
  movq <offset:1>+0x1000(%rsp), %rbx
  movq (%rbx), %r8
  movq 8(%rbx), %rbx
  movq <offset:1>+0x1018(%rsp), %rdx
  andq $0xfffffffffffffff8, %rdx
  leaq (%rdx, %r9), %rdx
  leaq <offset:1>+(%rsp), %r11
  movw %dx, (%r11, %r15, 2)
  jmp     label59
block59:
  leaq 1(%r9), %r9
  leaq (%rsi, %rdx), %rdx
  movl (%rbx, %rdx, 4), %edx
  leaq -1(%rdx), %rdx
  movl $0x400, %r11d
  cmpq %rdx, %r11
  cmovbq %r11, %rdx
  movzbq (%rdx, %r8), %rdx
  leaq 0xff(%rdx), %rdx
  shrq $0x8, %rdx
  leaq (%r15, %rdx), %r15
  movq %rdi, <offset:1>+0x1038(%rsp)
  movq %r12, <offset:1>+0x1030(%rsp)
  movq %r13, <offset:1>+0x1028(%rsp)
  movq %r10, %r13
  jmp     label29
block60:
  movq <offset:1>+0x1030(%rsp), %r12
  movq %r13, %r10
  movq <offset:1>+0x1028(%rsp), %r13
  movq <offset:1>+0x1038(%rsp), %rdi
  movq %rbx, %rax
  shlq $0x3, %rax
  movq %rax, %r11
  leaq (%rsi, %rbx, 8), %rax
  movq <offset:1>+0x1020(%rsp), %rdx
  vmovdqu (%rdx, %rax, 4), %xmm3
  vmovdqu 0x10(%rdx, %rax, 4), %xmm1
  uninit  %xmm0
  vpxor %xmm0, %xmm0, %xmm0
  vmovdqu (%rip), %xmm2
  vpsubd %xmm2, %xmm3, %xmm4
  vmovdqu (%rip), %xmm3
  vpminud %xmm3, %xmm4, %xmm4
  vpextrd $0x0, %xmm4, %eax
  movl %eax, %edx
  movq %r8, %rax
  movzbq (%rax, %rdx), %rdx
  vpinsrb $0x0, %edx, %xmm0, %xmm5
  vpextrd $0x1, %xmm4, %edx
  movl %edx, %edx
  movzbq (%rax, %rdx), %rdx
  vpinsrb $0x1, %edx, %xmm5, %xmm5
  vpextrd $0x2, %xmm4, %edx
  movl %edx, %edx
  movzbq (%rax, %rdx), %rdx
  vpinsrb $0x2, %edx, %xmm5, %xmm5
  vpextrd $0x3, %xmm4, %edx
  movl %edx, %edx
  movzbq (%rax, %rdx), %rdx
  vpinsrb $0x3, %edx, %xmm5, %xmm4
  vpsubd %xmm2, %xmm1, %xmm1
  vpminud %xmm3, %xmm1, %xmm1
  vpextrd $0x0, %xmm1, %edx
  movl %edx, %edx
  movzbq (%rax, %rdx), %rdx
  vpinsrb $0x4, %edx, %xmm4, %xmm2
  vpextrd $0x1, %xmm1, %edx
  movl %edx, %edx
  movzbq (%rax, %rdx), %rdx
  vpinsrb $0x5, %edx, %xmm2, %xmm2
  vpextrd $0x2, %xmm1, %edx
  movl %edx, %edx
  movzbq (%rax, %rdx), %rdx
  vpinsrb $0x6, %edx, %xmm2, %xmm2
  vpextrd $0x3, %xmm1, %edx
  movl %edx, %edx
  movzbq (%rax, %rdx), %rdx
  vpinsrb $0x7, %edx, %xmm2, %xmm1
  vpcmpeqb %xmm0, %xmm1, %xmm0
  vpmovmskb %xmm0, %r8d
  andq $0xff, %r8
  movq %r8, %rdx
  xorq $0xff, %rdx
  shlq $0x4, %rdx
  vmovdqu (%r9, %rdx), %xmm0
  vmovd %r11d, %xmm1
  vpbroadcastw %xmm1, %xmm1
  vpaddw %xmm1, %xmm0, %xmm0
  leaq <offset:1>+(%rsp), %rdx
  vmovdqu %xmm0, (%rdx, %r15, 2)
  jmp     label61
block61:
  leaq 1(%rbx), %rbx
  xorq $0xff, %r8
  popcntq %r8, %rdx
  leaq (%r15, %rdx), %r15
  movq %rdi, <offset:1>+0x1038(%rsp)
  movq %r12, <offset:1>+0x1030(%rsp)
  movq %r13, <offset:1>+0x1028(%rsp)
  movq %r10, %r13
  movq %rax, %r8
  movq <offset:1>+0x1010(%rsp), %rax
  jmp     label27

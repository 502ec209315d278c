; target znver3 (x86_64-unknown-linux-gnu): AMD EPYC Milan (Zen 3), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel build_0 — build `part`: vector (2000 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: part.p_brand1, +16: part.p_partkey
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
  movl (%rcx, %rsi, 4), %eax
  cmpl $0x116, %eax
  jz      label6; j label5
block5:
  movq %r11, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %eax
  movl %eax, %r9d
  leaq -1(%r9), %rax
  cmpq $0x7cf, %rax
  jbe     label8; j label7
block7:
  movq %r11, %rax
  jmp     label9
block8:
  movl (%rcx, %rsi, 4), %r10d
  uninit  %rax
  xorl %eax, %eax
  addb $0xeb, %r10b
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

; kernel build_1 — build `supplier`: vector (bitmap of 20 keys)
; context block (first argument): +0: supplier structure, +8: supplier.s_region, +16: supplier.s_suppkey
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
  cmpl $0x3, %r9d
  jz      label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x13, %r9
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

; kernel build_2 — build `date`: vector (61131 elements of 1 B (payload − min + 1))
; context block (first argument): +0: date structure, +8: date.d_datekey, +16: date.d_year
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
  movl (%rcx, %rsi, 4), %eax
  movl %eax, %r9d
  leaq -0x12ff4e5(%r9), %rax
  cmpq $0xeeca, %rax
  jbe     label6; j label5
block5:
  movq %r11, %rax
  jmp     label7
block6:
  movl (%rdi, %rsi, 4), %r10d
  uninit  %rax
  xorl %eax, %eax
  addb $0x39, %r10b
  lock cmpxchgb %r10b, -0x12ff4e5(%r9, %r8) ;; implicit: %al
  testb %al, %al
  setne %al
  movzbq %al, %r9
  movq %r11, %rax
  leaq (%rax, %r9), %rax
  jmp     label7
block7:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label8; j label9
block8:
  movq %rax, %r11
  jmp     label4
block9:
  movq %rax, %r11
  jmp     label1

; kernel probe_3 — probe pipeline over `lineorder`: `part` vector (2000 elements of 1 B (payload − min + 1)); `supplier` vector (bitmap of 20 keys); `date` vector (61131 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: lineorder.lo_partkey, +16: supplier structure, +24: lineorder.lo_suppkey, +32: date structure, +40: lineorder.lo_orderdate, +48: lineorder.lo_revenue, +56: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x1000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x1080, %rsp
  movq %rbx, 0x1050(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1058(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x1060(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x1068(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x1070(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+0x1008(%rsp)
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq (%rdi), %rbx
  movq %rbx, <offset:1>+0x1048(%rsp)
  movq 8(%rdi), %rax
  movq %rax, <offset:1>+0x1040(%rsp)
  movq 0x10(%rdi), %r8
  movq %rdi, %rax
  movq %r8, <offset:1>+0x1038(%rsp)
  movq 0x18(%rax), %r9
  movq %rax, <offset:1>+0x1000(%rsp)
  movq %r9, <offset:1>+0x1030(%rsp)
  movq 0x20(%rax), %r10
  movq %r10, <offset:1>+0x1028(%rsp)
  movq 0x28(%rax), %r11
  movq %r11, <offset:1>+0x1020(%rsp)
  movq 0x30(%rax), %rax
  movq %rax, <offset:1>+0x1018(%rsp)
  movq <offset:1>+0x1000(%rsp), %rax
  movq 0x38(%rax), %rax
  jmp     label1
block1:
  movq <offset:1>+0x1008(%rsp), %r13
  jmp     label2
block2:
  cmpq %r13, %rsi
  jb      label26; j label3
block3:
  movq (%rcx), %rdx
  movq 0x10(%rcx), %rsi
  movq %r13, %r12
  jmp     label4
block4:
  cmpq %r13, %r12
  jb      label5; j label6
block5:
  movq <offset:1>+0x1040(%rsp), %r15
  jmp     label7
block6:
  movq %rdx, (%rcx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x1050(%rsp), %rbx
  movq 0x1058(%rsp), %r12
  movq 0x1060(%rsp), %r13
  movq 0x1068(%rsp), %r14
  movq 0x1070(%rsp), %r15
  addq $0x1080, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%r15, %r12, 4), %eax
  movq %r15, <offset:1>+0x1040(%rsp)
  movl %eax, %eax
  leaq -1(%rax), %rdi
  cmpq $0x7cf, %rdi
  jbe     label9; j label8
block8:
  jmp     label11
block9:
  movq <offset:1>+0x1048(%rsp), %r15
  movzbq -1(%rax, %r15), %rax
  testq %rax, %rax
  jnz     label12; j label10
block10:
  jmp     label11
block11:
  jmp     label23
block12:
  movq <offset:1>+0x1030(%rsp), %r15
  movl (%r15, %r12, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %rdi
  cmpq $0x13, %rdi
  jbe     label14; j label13
block13:
  jmp     label16
block14:
  movq %rdi, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x1038(%rsp), %r15
  movq (%r15, %r8, 8), %r8
  shrxq %rdi, %r8, %rdi
  testq $0x1, %rdi
  jnz     label17; j label15
block15:
  jmp     label16
block16:
  jmp     label23
block17:
  movq <offset:1>+0x1020(%rsp), %r15
  movl (%r15, %r12, 4), %edi
  movl %edi, %edi
  leaq -0x12ff4e5(%rdi), %r8
  cmpq $0xeeca, %r8
  jbe     label19; j label18
block18:
  jmp     label21
block19:
  movq <offset:1>+0x1028(%rsp), %r15
  movzbq -0x12ff4e5(%rdi, %r15), %rdi
  testq %rdi, %rdi
  jnz     label22; j label20
block20:
  jmp     label21
block21:
  jmp     label23
block22:
  leal 0x7c7(%rdi), %edi
  leaq -0x7c8(%rdi), %r8
  cmpq $0x7, %r8
  jnb #trap=user2
  leal 0x115(%rax), %r9d
  leaq -0x116(%r9), %r9
  testq %r9, %r9
  jnz #trap=user2
  imulq $0x7, %r9, %r11
  leaq -0x7c8(%rdi, %r11), %r10
  shlq $0x5, %r10
  addq $0x1, (%rsi, %r10)
  movq 0x10(%rsi, %r10), %rdi
  movq 0x18(%rsi, %r10), %r8
  movq <offset:1>+0x1018(%rsp), %r15
  movl (%r15, %r12, 4), %r11d
  uninit  %rax
  xorq %rax, %rax
  addq %r11, %rdi
  adcq %rax, %r8
  movq %rdi, 0x10(%rsi, %r10)
  movq %r8, 0x18(%rsi, %r10)
  leaq 1(%rdx), %rdx
  jmp     label23
block23:
  leaq 1(%r12), %r12
  cmpq %r13, %r12
  movq %r13, <offset:1>+0x1008(%rsp)
  jb      label24; j label25
block24:
  movq <offset:1>+0x1008(%rsp), %r13
  movq <offset:1>+0x1040(%rsp), %r15
  jmp     label7
block25:
  movq <offset:1>+0x1008(%rsp), %r13
  jmp     label4
block26:
  movq <offset:1>+0x1000(%rsp), %rax
  movq %r13, <offset:1>+0x1008(%rsp)
  movq 0x38(%rax), %rdx
  movq %rdx, %r9
  movq 8(%rax), %rdx
  movq %rdx, %r10
  movq (%rax), %rdx
  uninit  %r13
  xorq %r13, %r13
  movq <offset:1>+0x1008(%rsp), %rax
  movq %rax, %r15
  subq %rsi, %r15
  movl $0x800, %eax
  cmpq %r15, %rax
  cmovbq %rax, %r15
  movq %r15, %rax
  shrq $0x3, %rax
  movq %rax, %r11
  movq %r13, %r12
  movq %r13, %r14
  jmp     label27
block27:
  cmpq %rax, %r12
  movq %rax, %r11
  jb      label60; j label28
block28:
  movq %r15, %rdx
  andq $0xfffffffffffffff8, %rdx
  movq %r15, %rax
  subq %rdx, %rax
  movq %r13, %rdx
  jmp     label29
block29:
  cmpq %rax, %rdx
  jb      label58; j label30
block30:
  movq <offset:1>+0x1000(%rsp), %rax
  movq 0x10(%rax), %rax
  movq <offset:1>+0x1000(%rsp), %rdx
  movq 0x18(%rdx), %rdx
  movq %r13, %r12
  movq %r13, %r15
  jmp     label31
block31:
  cmpq %r14, %r12
  jb      label56; j label32
block32:
  movq <offset:1>+0x1000(%rsp), %rax
  movq 0x28(%rax), %rax
  movq <offset:1>+0x1000(%rsp), %rdx
  movq 0x30(%rdx), %rdx
  movq %r13, %r9
  jmp     label33
block33:
  cmpq %r15, %r9
  jb      label54; j label34
block34:
  movq (%rcx), %rdx
  movq 0x10(%rcx), %r14
  movq %rsi, %r12
  jmp     label35
block35:
  cmpq %r15, %r13
  jb      label37; j label36
block36:
  movq %rdx, (%rcx)
  leaq 0x800(%r12), %rsi
  movq <offset:1>+0x1008(%rsp), %r13
  jmp     label2
block37:
  leaq <offset:1>+(%rsp), %rax
  movzwq (%rax, %r13, 2), %rax
  leaq (%rsi, %rax), %rax
  movq <offset:1>+0x1040(%rsp), %r9
  movl (%r9, %rax, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %r8
  cmpq $0x7cf, %r8
  jbe     label39; j label38
block38:
  jmp     label41
block39:
  movq <offset:1>+0x1048(%rsp), %r8
  movzbq -1(%rdi, %r8), %rbx
  testq %rbx, %rbx
  jnz     label42; j label40
block40:
  jmp     label41
block41:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  jmp     label53
block42:
  movq <offset:1>+0x1030(%rsp), %r11
  movl (%r11, %rax, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %r8
  cmpq $0x13, %r8
  jbe     label44; j label43
block43:
  jmp     label46
block44:
  leaq -1(%rdi), %rdi
  movq %rdi, %r8
  shrq $0x6, %r8
  movq <offset:1>+0x1038(%rsp), %r10
  movq (%r10, %r8, 8), %r8
  shrxq %rdi, %r8, %rdi
  testq $0x1, %rdi
  jnz     label47; j label45
block45:
  jmp     label46
block46:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  jmp     label53
block47:
  movq <offset:1>+0x1020(%rsp), %rdi
  movl (%rdi, %rax, 4), %edi
  movl %edi, %r8d
  leaq -0x12ff4e5(%r8), %rdi
  cmpq $0xeeca, %rdi
  jbe     label49; j label48
block48:
  movq <offset:1>+0x1028(%rsp), %rdi
  jmp     label51
block49:
  movq <offset:1>+0x1028(%rsp), %rdi
  movzbq -0x12ff4e5(%r8, %rdi), %r8
  testq %r8, %r8
  jnz     label52; j label50
block50:
  jmp     label51
block51:
  movq <offset:1>+0x1018(%rsp), %rbx
  jmp     label53
block52:
  leal 0x7c7(%r8), %r9d
  leaq -0x7c8(%r9), %r8
  cmpq $0x7, %r8
  jnb #trap=user2
  leal 0x115(%rbx), %r8d
  leaq -0x116(%r8), %r8
  testq %r8, %r8
  jnz #trap=user2
  imulq $0x7, %r8, %r8
  leaq -0x7c8(%r9, %r8), %r9
  shlq $0x5, %r9
  addq $0x1, (%r14, %r9)
  movq 0x10(%r14, %r9), %r11
  movq 0x18(%r14, %r9), %r8
  movq <offset:1>+0x1018(%rsp), %rbx
  movl (%rbx, %rax, 4), %r10d
  uninit  %rax
  xorq %rax, %rax
  addq %r10, %r11
  adcq %rax, %r8
  movq %r11, 0x10(%r14, %r9)
  movq %r8, 0x18(%r14, %r9)
  leaq 1(%rdx), %rdx
  jmp     label53
block53:
  leaq 1(%r13), %r13
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label35
block54:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  leaq <offset:1>+(%rsp), %r8
  movzwq (%r8, %r9, 2), %r8
  leaq (%rsi, %r8), %r8
  movl (%rax, %r8, 4), %r10d
  movl (%rdx, %r8, 4), %r8d
  jmp     label55
block55:
  leaq 1(%r9), %r9
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label33
block56:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  leaq <offset:1>+(%rsp), %r9
  movzwq (%r9, %r12, 2), %r8
  movw %r8w, (%r9, %r15, 2)
  jmp     label57
block57:
  leaq 1(%r12), %r12
  leaq (%rsi, %r8), %r8
  movl (%rdx, %r8, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  movl $0x14, %r9d
  cmpq %r8, %r9
  cmovbq %r9, %r8
  movq %r8, %r9
  shrq $0x6, %r9
  movq (%rax, %r9, 8), %r9
  shrxq %r8, %r9, %r8
  andq $0x1, %r8
  leaq (%r15, %r8), %r15
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label31
block58:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  movq <offset:1>+0x1000(%rsp), %r8
  movq (%r8), %r12
  movq 8(%r8), %r9
  movq %r15, %r10
  andq $0xfffffffffffffff8, %r10
  leaq (%r10, %rdx), %r11
  leaq <offset:1>+(%rsp), %r10
  movw %r11w, (%r10, %r14, 2)
  jmp     label59
block59:
  leaq 1(%rdx), %rdx
  leaq (%rsi, %r11), %r8
  movl (%r9, %r8, 4), %r8d
  leaq -1(%r8), %r10
  movl $0x7d0, %r8d
  cmpq %r10, %r8
  cmovbq %r8, %r10
  movzbq (%r10, %r12), %r8
  leaq 0xff(%r8), %r8
  shrq $0x8, %r8
  leaq (%r14, %r8), %r14
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label29
block60:
  movq <offset:1>+0x1018(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  movq %r12, %rax
  shlq $0x3, %rax
  movq %rax, <offset:1>+0x1010(%rsp)
  leaq (%rsi, %r12, 8), %rax
  movq %r10, %r8
  vmovdqu (%r8, %rax, 4), %xmm3
  vmovdqu 0x10(%r8, %rax, 4), %xmm1
  uninit  %xmm0
  vpxor %xmm0, %xmm0, %xmm0
  vmovdqu (%rip), %xmm2
  vpsubd %xmm2, %xmm3, %xmm4
  vmovdqu (%rip), %xmm3
  vpminud %xmm3, %xmm4, %xmm4
  vpextrd $0x0, %xmm4, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  vpinsrb $0x0, %eax, %xmm0, %xmm5
  vpextrd $0x1, %xmm4, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  vpinsrb $0x1, %eax, %xmm5, %xmm5
  vpextrd $0x2, %xmm4, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  vpinsrb $0x2, %eax, %xmm5, %xmm5
  vpextrd $0x3, %xmm4, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  vpinsrb $0x3, %eax, %xmm5, %xmm4
  vpsubd %xmm2, %xmm1, %xmm1
  vpminud %xmm3, %xmm1, %xmm1
  vpextrd $0x0, %xmm1, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  vpinsrb $0x4, %eax, %xmm4, %xmm2
  vpextrd $0x1, %xmm1, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  vpinsrb $0x5, %eax, %xmm2, %xmm2
  vpextrd $0x2, %xmm1, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  vpinsrb $0x6, %eax, %xmm2, %xmm2
  vpextrd $0x3, %xmm1, %eax
  movl %eax, %eax
  movzbq (%rdx, %rax), %rax
  vpinsrb $0x7, %eax, %xmm2, %xmm1
  vpcmpeqb %xmm0, %xmm1, %xmm0
  vpmovmskb %xmm0, %eax
  andq $0xff, %rax
  movq %rax, %r8
  xorq $0xff, %r8
  shlq $0x4, %r8
  vmovdqu (%r9, %r8), %xmm0
  movq <offset:1>+0x1010(%rsp), %r8
  vmovd %r8d, %xmm1
  vpbroadcastw %xmm1, %xmm1
  vpaddw %xmm1, %xmm0, %xmm0
  leaq <offset:1>+(%rsp), %r8
  vmovdqu %xmm0, (%r8, %r14, 2)
  jmp     label61
block61:
  leaq 1(%r12), %r12
  xorq $0xff, %rax
  popcntq %rax, %rax
  leaq (%r14, %rax), %r14
  movq %r11, %rax
  movq %rbx, <offset:1>+0x1018(%rsp)
  movq %rdi, <offset:1>+0x1028(%rsp)
  jmp     label27

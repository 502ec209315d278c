; target znver2 (x86_64-unknown-linux-gnu): AMD EPYC Rome (Zen 2), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

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
  addq $0x1000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x1070, %rsp
  movq %rbx, 0x1040(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1048(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x1050(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x1058(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x1060(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+0x1008(%rsp)
  movq (%rcx), %rax
  movq 0x10(%rcx), %rax
  movq 0x18(%rcx), %rax
  movq (%rdi), %rax
  movq %rax, <offset:1>+0x1030(%rsp)
  movq 8(%rdi), %rax
  movq %rax, <offset:1>+0x1028(%rsp)
  movq 0x10(%rdi), %r8
  movq %r8, <offset:1>+0x1020(%rsp)
  movq 0x18(%rdi), %r9
  movq %rdi, <offset:1>+0x1000(%rsp)
  movq %r9, <offset:1>+0x1018(%rsp)
  movq 0x20(%rdi), %r10
  movq %r10, <offset:1>+0x1010(%rsp)
  movq 0x28(%rdi), %rax
  jmp     label1
block1:
  movq <offset:1>+0x1008(%rsp), %r11
  jmp     label2
block2:
  cmpq %r11, %rsi
  movq %r11, <offset:1>+0x1008(%rsp)
  jb      label18; j label3
block3:
  movq (%rcx), %rbx
  movq 0x10(%rcx), %r11
  movq 0x18(%rcx), %rsi
  movq <offset:1>+0x1008(%rsp), %rax
  movq <offset:1>+0x1008(%rsp), %rdi
  jmp     label4
block4:
  cmpq %rax, %rdi
  jb      label5; j label6
block5:
  movq <offset:1>+0x1030(%rsp), %r10
  jmp     label7
block6:
  movq %rbx, (%rcx)
  movq %r11, 0x10(%rcx)
  movq %rsi, 0x18(%rcx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x1040(%rsp), %rbx
  movq 0x1048(%rsp), %r12
  movq 0x1050(%rsp), %r13
  movq 0x1058(%rsp), %r14
  movq 0x1060(%rsp), %r15
  addq $0x1070, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%r10, %rdi, 4), %r8d
  movq <offset:1>+0x1028(%rsp), %r9
  movq %r10, <offset:1>+0x1030(%rsp)
  movl (%r9, %rdi, 4), %edx
  cmpl $0x4, %r8d
  setae %al
  cmpl $0x6, %r8d
  setbe %r8b
  andl %r8d, %eax
  cmpl $0x1a, %edx
  setae %r8b
  cmpl $0x23, %edx
  setbe %dl
  andl %edx, %r8d
  testb %al, %r8b
  jnz     label9; j label8
block8:
  jmp     label15
block9:
  movq <offset:1>+0x1018(%rsp), %rax
  movl (%rax, %rdi, 4), %edx
  movl %edx, %eax
  leaq -0x12ff4e5(%rax), %rax
  cmpq $0xeeca, %rax
  jbe     label11; j label10
block10:
  jmp     label13
block11:
  movq %rax, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x1020(%rsp), %r10
  movq (%r10, %rdx, 8), %rdx
  shrxq %rax, %rdx, %rax
  testq $0x1, %rax
  jnz     label14; j label12
block12:
  jmp     label13
block13:
  jmp     label15
block14:
  leaq 1(%rbx), %rbx
  movq <offset:1>+0x1010(%rsp), %r8
  movl (%r8, %rdi, 4), %edx
  uninit  %rax
  xorq %rax, %rax
  movq <offset:1>+0x1030(%rsp), %r8
  movl (%r8, %rdi, 4), %r9d
  uninit  %r10
  xorq %r10, %r10
  movq %rdx, %r8
  imulq %r10, %r8
  imulq %r9, %rax
  addq %rax, %r8
  mulxq %r9, %rax, %rdx ;; implicit: %rdx
  addq %rdx, %r8
  addq %rax, %r11
  adcq %r8, %rsi
  jmp     label15
block15:
  leaq 1(%rdi), %rdi
  movq <offset:1>+0x1008(%rsp), %rax
  cmpq %rax, %rdi
  jb      label16; j label17
block16:
  movq <offset:1>+0x1030(%rsp), %r10
  jmp     label7
block17:
  movq <offset:1>+0x1008(%rsp), %rax
  jmp     label4
block18:
  movq <offset:1>+0x1000(%rsp), %rdi
  movq 0x28(%rdi), %r13
  movq %r13, %r9
  movq 0x18(%rdi), %r13
  uninit  %rbx
  xorq %rbx, %rbx
  movq <offset:1>+0x1008(%rsp), %r11
  movq %r11, %r14
  subq %rsi, %r14
  movl $0x800, %eax
  cmpq %r14, %rax
  cmovbq %rax, %r14
  movq %r14, %r15
  shrq $0x3, %r15
  movq %rbx, %rdx
  movq %rbx, %r12
  jmp     label19
block19:
  cmpq %r15, %rdx
  jb      label48; j label20
block20:
  movq %r14, %rax
  andq $0xfffffffffffffff8, %rax
  movq %r14, %rdx
  subq %rax, %rdx
  movq %rbx, %rdi
  jmp     label21
block21:
  cmpq %rdx, %rdi
  jb      label46; j label22
block22:
  movq <offset:1>+0x1000(%rsp), %rdi
  movq 0x10(%rdi), %rdi
  movq <offset:1>+0x1000(%rsp), %r8
  movq 0x18(%r8), %r11
  movq %rbx, %rdx
  movq %rbx, %r13
  jmp     label23
block23:
  cmpq %r12, %r13
  jb      label44; j label24
block24:
  movq %rbx, %rdi
  movq %rbx, %r12
  jmp     label25
block25:
  cmpq %rdx, %rdi
  jb      label42; j label26
block26:
  movq <offset:1>+0x1000(%rsp), %rdi
  movq 0x20(%rdi), %rdx
  movq %rbx, %rdi
  jmp     label27
block27:
  cmpq %r12, %rdi
  jb      label40; j label28
block28:
  movq (%rcx), %r15
  movq 0x10(%rcx), %r14
  movq 0x18(%rcx), %r13
  movq %rsi, %r9
  jmp     label29
block29:
  cmpq %r12, %rbx
  jb      label31; j label30
block30:
  movq %r15, (%rcx)
  movq %r14, 0x10(%rcx)
  movq %r13, 0x18(%rcx)
  leaq 0x800(%r9), %rsi
  movq <offset:1>+0x1008(%rsp), %r11
  jmp     label2
block31:
  leaq <offset:1>+(%rsp), %r10
  movzwq (%r10, %rbx, 2), %r10
  leaq (%rsi, %r10), %rdi
  movq <offset:1>+0x1030(%rsp), %rax
  movl (%rax, %rdi, 4), %r11d
  movq <offset:1>+0x1028(%rsp), %rax
  movl (%rax, %rdi, 4), %eax
  cmpl $0x4, %r11d
  setae %r10b
  cmpl $0x6, %r11d
  setbe %dl
  andl %edx, %r10d
  cmpl $0x1a, %eax
  setae %dl
  cmpl $0x23, %eax
  setbe %al
  andl %eax, %edx
  testb %r10b, %dl
  jnz     label33; j label32
block32:
  movq <offset:1>+0x1010(%rsp), %r8
  jmp     label39
block33:
  movq <offset:1>+0x1018(%rsp), %r10
  movl (%r10, %rdi, 4), %eax
  movl %eax, %eax
  leaq -0x12ff4e5(%rax), %rdx
  cmpq $0xeeca, %rdx
  jbe     label35; j label34
block34:
  jmp     label37
block35:
  leaq -0x12ff4e5(%rax), %rax
  movq %rax, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x1020(%rsp), %r8
  movq (%r8, %rdx, 8), %rdx
  shrxq %rax, %rdx, %rax
  testq $0x1, %rax
  jnz     label38; j label36
block36:
  jmp     label37
block37:
  movq <offset:1>+0x1010(%rsp), %r8
  jmp     label39
block38:
  leaq 1(%r15), %r15
  movq <offset:1>+0x1010(%rsp), %r8
  movl (%r8, %rdi, 4), %edx
  uninit  %rdi
  xorq %rdi, %rdi
  movl %r11d, %eax
  uninit  %r10
  xorq %r10, %r10
  movq %rdx, %r11
  imulq %r10, %r11
  imulq %rax, %rdi
  addq %rdi, %r11
  mulxq %rax, %rax, %rdx ;; implicit: %rdx
  addq %rdx, %r11
  addq %rax, %r14
  adcq %r11, %r13
  jmp     label39
block39:
  leaq 1(%rbx), %rbx
  movq %r8, <offset:1>+0x1010(%rsp)
  jmp     label29
block40:
  movq <offset:1>+0x1010(%rsp), %r8
  leaq <offset:1>+(%rsp), %rax
  movzwq (%rax, %rdi, 2), %rax
  leaq (%rsi, %rax), %rax
  movl (%rdx, %rax, 4), %eax
  jmp     label41
block41:
  leaq 1(%rdi), %rdi
  movq %r8, <offset:1>+0x1010(%rsp)
  jmp     label27
block42:
  movq <offset:1>+0x1010(%rsp), %r8
  leaq <offset:1>+(%rsp), %rax
  movzwq (%rax, %rdi, 2), %r13
  leaq (%rsi, %r13), %r10
  movq <offset:1>+0x1030(%rsp), %r9
  movl (%r9, %r10, 4), %r9d
  movq <offset:1>+0x1028(%rsp), %r11
  movl (%r11, %r10, 4), %r11d
  movw %r13w, (%rax, %r12, 2)
  jmp     label43
block43:
  leaq 1(%rdi), %rdi
  cmpl $0x4, %r9d
  setae %r13b
  cmpl $0x6, %r9d
  setbe %al
  andl %eax, %r13d
  cmpl $0x1a, %r11d
  setae %al
  cmpl $0x23, %r11d
  setbe %r9b
  andl %r9d, %eax
  andl %eax, %r13d
  movzbq %r13b, %rax
  leaq (%r12, %rax), %r12
  movq %r8, <offset:1>+0x1010(%rsp)
  jmp     label25
block44:
  movq <offset:1>+0x1010(%rsp), %r8
  leaq <offset:1>+(%rsp), %r9
  movzwq (%r9, %r13, 2), %rax
  movw %ax, (%r9, %rdx, 2)
  jmp     label45
block45:
  leaq 1(%r13), %r13
  leaq (%rsi, %rax), %rax
  movl (%r11, %rax, 4), %eax
  movl %eax, %eax
  leaq -0x12ff4e5(%rax), %rax
  movl $0xeecb, %r9d
  cmpq %rax, %r9
  cmovbq %r9, %rax
  movq %rax, %r9
  shrq $0x6, %r9
  movq (%rdi, %r9, 8), %r9
  shrxq %rax, %r9, %rax
  andq $0x1, %rax
  leaq (%rdx, %rax), %rdx
  movq %r8, <offset:1>+0x1010(%rsp)
  jmp     label23
block46:
  movq <offset:1>+0x1010(%rsp), %r8
  movq %r14, %rax
  andq $0xfffffffffffffff8, %rax
  leaq (%rax, %rdi), %r9
  leaq (%rsi, %r9), %rax
  movl (%r13, %rax, 4), %eax
  leaq <offset:1>+(%rsp), %r10
  movw %r9w, (%r10, %r12, 2)
  jmp     label47
block47:
  leaq 1(%rdi), %rdi
  subl $0x1304305, %eax
  cmpl $0x1e, %eax
  setbe %al
  movzbq %al, %rax
  leaq (%r12, %rax), %r12
  movq %r8, <offset:1>+0x1010(%rsp)
  jmp     label21
block48:
  movq <offset:1>+0x1010(%rsp), %r8
  movq %rdx, %rdi
  shlq $0x3, %rdi
  leaq (%rsi, %rdx, 8), %rax
  vmovdqu (%r13, %rax, 4), %xmm2
  vmovdqu 0x10(%r13, %rax, 4), %xmm0
  vmovdqu (%rip), %xmm1
  vpsubd %xmm1, %xmm2, %xmm3
  vmovdqu (%rip), %xmm2
  vpcmpgtd %xmm2, %xmm3, %xmm3
  vmovmskps %xmm3, %r11d
  vpsubd %xmm1, %xmm0, %xmm0
  vpcmpgtd %xmm2, %xmm0, %xmm0
  vmovmskps %xmm0, %eax
  shlq $0x4, %rax
  orq %rax, %r11
  movq %r11, %rax
  xorq $0xff, %rax
  shlq $0x4, %rax
  vmovdqu (%r9, %rax), %xmm0
  vmovd %edi, %xmm1
  vpbroadcastw %xmm1, %xmm1
  vpaddw %xmm1, %xmm0, %xmm0
  leaq <offset:1>+(%rsp), %rax
  vmovdqu %xmm0, (%rax, %r12, 2)
  jmp     label49
block49:
  leaq 1(%rdx), %rdx
  xorq $0xff, %r11
  popcntq %r11, %rax
  leaq (%r12, %rax), %r12
  movq %r8, <offset:1>+0x1010(%rsp)
  jmp     label19

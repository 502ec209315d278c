; target icelake-server (x86_64-unknown-linux-gnu): Intel Xeon Ice Lake-SP (38 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel histogram_0 — radix histogram of `R` (2 partitions)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100000000000, %rax
  movl (%rax, %rdi, 4), %eax
  movl %eax, %eax
  movl $0x1, %ecx
  subq $0x1, %rax
  andq $0x7ff, %rax
  shrq $0xa, %rax
  cmpq %rax, %rcx
  cmovbq %rcx, %rax
  addq $0x1, (%rdx, %rax, 8)
  jmp     label4
block4:
  leaq 1(%rdi), %rdi
  jmp     label1

; kernel scatter_1 — radix scatter of `R` (8 B tuples)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x20, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
block0:
  movq %rdx, %rcx
  movq %rsi, %rbx
  movq %rdi, %r12
  jmp     label1
block1:
  cmpq %rbx, %r12
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100000000000, %rax
  movl (%rax, %r12, 4), %edi
  movl %edi, %edx
  movl $0x1, %eax
  subq $0x1, %rdx
  andq $0x7ff, %rdx
  shrq $0xa, %rdx
  cmpq %rdx, %rax
  cmovbq %rax, %rdx
  movq %rcx, %r13
  movq (%r13, %rdx, 8), %rax
  movq %rdx, %rsi
  shlq $0x6, %rsi
  leaq (%r13, %rsi), %rcx
  movq %rax, %r8
  andq $0x7, %r8
  movl %edi, 0x40(%rcx, %r8, 8)
  movabsq $0x100100000000, %rdi
  movl (%rdi, %r12, 4), %edi
  movl %edi, 0x44(%rcx, %r8, 8)
  leaq 1(%rax), %rdi
  movq %rdi, (%r13, %rdx, 8)
  testq $0x7, %rdi
  jnz     label4; j label5
block4:
  jmp     label11
block5:
  movq 0x10(%r13, %rdx, 8), %rdx
  leaq -7(%rax), %rdi
  cmpq %rdx, %rdi
  jnb     label10; j label6
block6:
  jmp     label7
block7:
  leaq 1(%rax), %rsi
  cmpq %rsi, %rdx
  jb      label9; j label8
block8:
  jmp     label11
block9:
  movq %rdx, %rsi
  andq $0x7, %rsi
  movq 0x40(%rcx, %rsi, 8), %rsi
  movabsq $0x400000000000, %rdi
  movq %rsi, (%rdi, %rdx, 8)
  leaq 1(%rdx), %rdx
  jmp     label7
block10:
  leaq 0x40(%r13, %rsi), %rdi
  leaq -7(%rax), %rax
  movabsq $0x400000000000, %rcx
  leaq (%rcx, %rax, 8), %rsi
  load_ext_name userextname0+0, %rax
  call    *%rax
  jmp     label11
block11:
  leaq 1(%r12), %r12
  movq %r13, %rcx
  jmp     label1

; kernel build_2 — build `R`: radix (identity hash, 2048 slots of 8 B, 2 partitions)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x20, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
block0:
  movq %rdx, %r13
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r14
  movq %rsi, %rbx
  jmp     label1
block1:
  cmpq %rbx, %rdi
  jb      label3; j label2
block2:
  movq %r14, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x400000000000, %rax
  movl (%rax, %rdi, 8), %edx
  movl %edx, %esi
  subq $0x1, %rsi
  andq $0x7ff, %rsi
  uninit  %rcx
  xorq %rcx, %rcx
  movq %rdi, %r12
  jmp     label4
block4:
  movabsq $0x200000000000, %r8
  movl (%r8, %rsi, 8), %eax
  testl %eax, %eax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %edx, (%r8, %rsi, 8) ;; implicit: %eax
  testl %eax, %eax
  jz      label14; j label7
block7:
  jmp     label8
block8:
  cmpl %edx, %eax
  jz      label10; j label9
block9:
  jmp     label12
block10:
  leaq 1(%rcx), %rcx
  movq %r14, %rax
  leaq 1(%rax), %rax
  movq %rax, %r14
  cmpq $0x40, %rcx
  jnb     label13; j label11
block11:
  jmp     label12
block12:
  leaq 1(%rsi), %rsi
  andq $0x7ff, %rsi
  jmp     label4
block13:
  load_ext_name userextname1+0, %rax
  movq %r12, %rdx
  movq %r13, %rdi
  call    *%rax
  jmp     label15
block14:
  movabsq $0x400000000004, %rax
  movl (%rax, %rdi, 8), %eax
  movl %eax, 4(%r8, %rsi, 8)
  jmp     label15
block15:
  leaq 1(%r12), %rdi
  jmp     label1

; kernel histogram_3 — radix histogram of `S`
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101000000000, %rax
  movl (%rax, %rdi, 4), %eax
  movl %eax, %eax
  movl $0x1, %ecx
  subq $0x1, %rax
  andq $0x7ff, %rax
  shrq $0xa, %rax
  cmpq %rax, %rcx
  cmovbq %rcx, %rax
  addq $0x1, (%rdx, %rax, 8)
  jmp     label4
block4:
  leaq 1(%rdi), %rdi
  jmp     label1

; kernel scatter_4 — radix scatter of `S` (4 B tuples)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x20, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
block0:
  movq %rdx, %rcx
  movq %rsi, %rbx
  movq %rdi, %r12
  jmp     label1
block1:
  cmpq %rbx, %r12
  jb      label3; j label2
block2:
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101000000000, %rax
  movl (%rax, %r12, 4), %esi
  movl %esi, %edx
  movl $0x1, %eax
  subq $0x1, %rdx
  andq $0x7ff, %rdx
  shrq $0xa, %rdx
  cmpq %rdx, %rax
  cmovbq %rax, %rdx
  movq %rcx, %r13
  movq (%r13, %rdx, 8), %rax
  movq %rdx, %rdi
  shlq $0x6, %rdi
  leaq (%r13, %rdi), %rcx
  movq %rax, %r8
  andq $0xf, %r8
  movl %esi, 0x40(%rcx, %r8, 4)
  leaq 1(%rax), %rsi
  movq %rsi, (%r13, %rdx, 8)
  testq $0xf, %rsi
  jnz     label4; j label5
block4:
  jmp     label11
block5:
  movq 0x10(%r13, %rdx, 8), %rdx
  leaq -0xf(%rax), %rsi
  cmpq %rdx, %rsi
  jnb     label10; j label6
block6:
  jmp     label7
block7:
  leaq 1(%rax), %rsi
  cmpq %rsi, %rdx
  jb      label9; j label8
block8:
  jmp     label11
block9:
  movq %rdx, %rsi
  andq $0xf, %rsi
  movl 0x40(%rcx, %rsi, 4), %esi
  movabsq $0x401000000000, %rdi
  movl %esi, (%rdi, %rdx, 4)
  leaq 1(%rdx), %rdx
  jmp     label7
block10:
  leaq 0x40(%r13, %rdi), %rdi
  leaq -0xf(%rax), %rax
  movabsq $0x401000000000, %rcx
  leaq (%rcx, %rax, 4), %rsi
  load_ext_name userextname0+0, %rax
  call    *%rax
  jmp     label11
block11:
  leaq 1(%r12), %r12
  movq %r13, %rcx
  jmp     label1

; kernel probe_5 — probe pipeline over `S`: `R` radix (identity hash, unique keys, 2048 slots of 8 B, 2 partitions)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  subq $0x20, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r15, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p15i }
block0:
  movq %rdi, %r8
  movq (%rdx), %rdi
  movq 0x10(%rdx), %rcx
  uninit  %rax
  xorq %rax, %rax
  movq %r8, %r9
  movq %rsi, %r8
  subq %r9, %r8
  andq $0xfffffffffffffffc, %r8
  leaq (%r9, %r8), %r8
  jmp     label1
block1:
  cmpq %r8, %r9
  jb      label12; j label2
block2:
  jmp     label3
block3:
  cmpq %rsi, %r8
  jb      label5; j label4
block4:
  movq %rdi, (%rdx)
  movq %rcx, 0x10(%rdx)
  movq 0x20(%rdx), %rsi
  movq 0x28(%rdx), %rcx
  movq %rax, %rdi
  sarq $0x3f, %rdi
  addq %rax, %rsi
  adcq %rdi, %rcx
  movq %rsi, 0x20(%rdx)
  movq %rcx, 0x28(%rdx)
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r15
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block5:
  movabsq $0x401000000000, %r9
  movl (%r9, %r8, 4), %r10d
  movl %r10d, %r9d
  movq %r9, %r11
  subq $0x1, %r11
  cmpq $0x3ff, %r11
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  subq $0x1, %r9
  movabsq $0x200000000000, %r11
  movl (%r11, %r9, 8), %r11d
  cmpl %r10d, %r11d
  jz      label10; j label8
block8:
  jmp     label9
block9:
  jmp     label11
block10:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %r10
  movl 4(%r10, %r9, 8), %r9d
  leaq (%rax, %r9), %rax
  jmp     label11
block11:
  leaq 1(%r8), %r8
  jmp     label3
block12:
  movabsq $0x401000000000, %r10
  vmovdqu (%r10, %r9, 4), %xmm0
  vmovdqu (%rip), %xmm1
  vpsubd %xmm1, %xmm0, %xmm0
  vmovdqu (%rip), %xmm1
  vpminud %xmm1, %xmm0, %xmm1
  vpcmpeqd %xmm1, %xmm0, %xmm1
  uninit  %xmm2
  vpxor %xmm2, %xmm2, %xmm2
  vpcmpeqd %xmm2, %xmm1, %xmm1
  vptest %xmm1, %xmm1
  jz      label37; j label13
block13:
  movl (%r10, %r9, 4), %r12d
  movl %r12d, %r11d
  movq %r11, %r13
  subq $0x1, %r13
  cmpq $0x3ff, %r13
  jbe     label15; j label14
block14:
  jmp     label17
block15:
  subq $0x1, %r11
  movabsq $0x200000000000, %r15
  movl (%r15, %r11, 8), %r15d
  cmpl %r12d, %r15d
  jz      label18; j label16
block16:
  jmp     label17
block17:
  jmp     label19
block18:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %rbx
  movl 4(%rbx, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label19
block19:
  leaq 1(%r9), %r11
  movl (%r10, %r11, 4), %ebx
  movl %ebx, %r11d
  movq %r11, %r12
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label21; j label20
block20:
  jmp     label23
block21:
  subq $0x1, %r11
  movabsq $0x200000000000, %r12
  movl (%r12, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label24; j label22
block22:
  jmp     label23
block23:
  jmp     label25
block24:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %rbx
  movl 4(%rbx, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label25
block25:
  leaq 2(%r9), %r11
  movl (%r10, %r11, 4), %ebx
  movl %ebx, %r11d
  movq %r11, %r12
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label27; j label26
block26:
  jmp     label29
block27:
  subq $0x1, %r11
  movabsq $0x200000000000, %r12
  movl (%r12, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label30; j label28
block28:
  jmp     label29
block29:
  jmp     label31
block30:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %rbx
  movl 4(%rbx, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label31
block31:
  leaq 3(%r9), %r11
  movl (%r10, %r11, 4), %r11d
  movl %r11d, %r10d
  movq %r10, %rbx
  subq $0x1, %rbx
  cmpq $0x3ff, %rbx
  jbe     label33; j label32
block32:
  jmp     label35
block33:
  subq $0x1, %r10
  movabsq $0x200000000000, %rbx
  movl (%rbx, %r10, 8), %ebx
  cmpl %r11d, %ebx
  jz      label36; j label34
block34:
  jmp     label35
block35:
  jmp     label49
block36:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %r11
  movl 4(%r11, %r10, 8), %r10d
  leaq (%rax, %r10), %rax
  jmp     label49
block37:
  movl (%r10, %r9, 4), %r12d
  vpextrd $0x0, %xmm0, %r11d
  movl %r11d, %ebx
  movabsq $0x200000000000, %r11
  movl (%r11, %rbx, 8), %r13d
  cmpl %r12d, %r13d
  jz      label39; j label38
block38:
  jmp     label40
block39:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %r12
  movl 4(%r12, %rbx, 8), %ebx
  leaq (%rax, %rbx), %rax
  jmp     label40
block40:
  leaq 1(%r9), %rbx
  movl (%r10, %rbx, 4), %r12d
  vpextrd $0x1, %xmm0, %ebx
  movl %ebx, %ebx
  movl (%r11, %rbx, 8), %r13d
  cmpl %r12d, %r13d
  jz      label42; j label41
block41:
  jmp     label43
block42:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %r12
  movl 4(%r12, %rbx, 8), %ebx
  leaq (%rax, %rbx), %rax
  jmp     label43
block43:
  leaq 2(%r9), %rbx
  movl (%r10, %rbx, 4), %r12d
  vpextrd $0x2, %xmm0, %ebx
  movl %ebx, %ebx
  movl (%r11, %rbx, 8), %r13d
  cmpl %r12d, %r13d
  jz      label45; j label44
block44:
  jmp     label46
block45:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %r12
  movl 4(%r12, %rbx, 8), %ebx
  leaq (%rax, %rbx), %rax
  jmp     label46
block46:
  leaq 3(%r9), %rbx
  movl (%r10, %rbx, 4), %ebx
  vpextrd $0x3, %xmm0, %r10d
  movl %r10d, %r10d
  movl (%r11, %r10, 8), %r11d
  cmpl %ebx, %r11d
  jz      label48; j label47
block47:
  jmp     label49
block48:
  leaq 1(%rdi), %rdi
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %r11
  movl 4(%r11, %r10, 8), %r10d
  leaq (%rax, %r10), %rax
  jmp     label49
block49:
  leaq 4(%r9), %r9
  jmp     label1

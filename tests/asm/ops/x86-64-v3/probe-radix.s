; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel probe_5 — probe pipeline over `S`: `R` radix (identity hash, unique keys, 2048 slots of 8 B, 2 partitions)
; context block (first argument): +0: R structure, +8: S tuples
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
  movq %rdx, %r8
  movq %rsi, %r9
  movq (%rcx), %rdx
  movq (%rdi), %rsi
  movq 8(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %r9, %r10
  movq %r8, %r9
  subq %r10, %r9
  andq $0xfffffffffffffffc, %r9
  leaq (%r10, %r9), %r9
  jmp     label1
block1:
  cmpq %r9, %r10
  jb      label15; j label2
block2:
  jmp     label3
block3:
  cmpq %r8, %r9
  jb      label4; j label5
block4:
  jmp     label6
block5:
  movq %rdx, (%rcx)
  movq %rdx, 0x10(%rcx)
  movq 0x20(%rcx), %rsi
  movq 0x28(%rcx), %rdx
  movq %rax, %rdi
  sarq $0x3f, %rdi
  addq %rax, %rsi
  adcq %rdi, %rdx
  movq %rsi, 0x20(%rcx)
  movq %rdx, 0x28(%rcx)
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
block6:
  movl (%rdi, %r9, 4), %r11d
  movl %r11d, %r10d
  subq $0x1, %r10
  cmpq $0x3ff, %r10
  jbe     label8; j label7
block7:
  jmp     label10
block8:
  movl (%rsi, %r10, 8), %ebx
  cmpl %r11d, %ebx
  jz      label11; j label9
block9:
  jmp     label10
block10:
  jmp     label12
block11:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r10, 8), %r10d
  leaq (%rax, %r10), %rax
  jmp     label12
block12:
  leaq 1(%r9), %r9
  cmpq %r8, %r9
  jb      label13; j label14
block13:
  jmp     label6
block14:
  jmp     label3
block15:
  vmovdqu (%rdi, %r10, 4), %xmm0
  vmovdqu (%rip), %xmm1
  vpsubd %xmm1, %xmm0, %xmm0
  vmovdqu (%rip), %xmm1
  vpminud %xmm1, %xmm0, %xmm1
  vpcmpeqd %xmm1, %xmm0, %xmm1
  uninit  %xmm2
  vpxor %xmm2, %xmm2, %xmm2
  vpcmpeqd %xmm2, %xmm1, %xmm1
  vptest %xmm1, %xmm1
  jz      label40; j label16
block16:
  movl (%rdi, %r10, 4), %ebx
  movl %ebx, %r11d
  movq %r11, %r12
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label18; j label17
block17:
  jmp     label20
block18:
  subq $0x1, %r11
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label21; j label19
block19:
  jmp     label20
block20:
  jmp     label22
block21:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label22
block22:
  leaq 1(%r10), %r11
  movl (%rdi, %r11, 4), %ebx
  movl %ebx, %r11d
  movq %r11, %r12
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label24; j label23
block23:
  jmp     label26
block24:
  subq $0x1, %r11
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label27; j label25
block25:
  jmp     label26
block26:
  jmp     label28
block27:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label28
block28:
  leaq 2(%r10), %r11
  movl (%rdi, %r11, 4), %ebx
  movl %ebx, %r11d
  movq %r11, %r12
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label30; j label29
block29:
  jmp     label32
block30:
  subq $0x1, %r11
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label33; j label31
block31:
  jmp     label32
block32:
  jmp     label34
block33:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label34
block34:
  leaq 3(%r10), %r11
  movl (%rdi, %r11, 4), %r12d
  movl %r12d, %r11d
  movq %r11, %r13
  subq $0x1, %r13
  cmpq $0x3ff, %r13
  jbe     label36; j label35
block35:
  jmp     label38
block36:
  subq $0x1, %r11
  movl (%rsi, %r11, 8), %r13d
  cmpl %r12d, %r13d
  jz      label39; j label37
block37:
  jmp     label38
block38:
  jmp     label52
block39:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label52
block40:
  movl (%rdi, %r10, 4), %r14d
  vpextrd $0x0, %xmm0, %r11d
  movl %r11d, %r11d
  movl (%rsi, %r11, 8), %r15d
  cmpl %r14d, %r15d
  jz      label42; j label41
block41:
  jmp     label43
block42:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label43
block43:
  leaq 1(%r10), %r11
  movl (%rdi, %r11, 4), %ebx
  vpextrd $0x1, %xmm0, %r11d
  movl %r11d, %r11d
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label45; j label44
block44:
  jmp     label46
block45:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label46
block46:
  leaq 2(%r10), %r11
  movl (%rdi, %r11, 4), %ebx
  vpextrd $0x2, %xmm0, %r11d
  movl %r11d, %r11d
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label48; j label47
block47:
  jmp     label49
block48:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label49
block49:
  leaq 3(%r10), %r11
  movl (%rdi, %r11, 4), %ebx
  vpextrd $0x3, %xmm0, %r11d
  movl %r11d, %r11d
  movl (%rsi, %r11, 8), %r12d
  cmpl %ebx, %r12d
  jz      label51; j label50
block50:
  jmp     label52
block51:
  leaq 1(%rdx), %rdx
  movl 4(%rsi, %r11, 8), %r11d
  leaq (%rax, %r11), %rax
  jmp     label52
block52:
  leaq 4(%r10), %r10
  jmp     label1

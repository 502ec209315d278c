; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel build_0 — build `R`: vector (1024 elements of 2 B (payload − min + 1))
; context block (first argument): +0: R structure, +8: R.key, +16: R.payload
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
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movl (%rcx, %rsi, 4), %eax
  movl %eax, %r9d
  leaq -1(%r9), %rax
  cmpq $0x3ff, %rax
  jbe     label5; j label4
block4:
  movq %r11, %rax
  jmp     label6
block5:
  movl (%rdi, %rsi, 4), %r10d
  leaq -1(%r9), %r9
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgw %r10w, (%r8, %r9, 2) ;; implicit: %ax
  testw %ax, %ax
  setne %al
  movzbq %al, %r9
  movq %r11, %rax
  leaq (%rax, %r9), %rax
  jmp     label6
block6:
  leaq 1(%rsi), %rsi
  movq %rax, %r11
  jmp     label1

; kernel probe_1 — probe pipeline over `S`: `R` vector (1024 elements of 2 B (payload − min + 1))
; context block (first argument): +0: R structure, +8: S.fk
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
  movq %rsi, %r10
  movq (%rcx), %r13
  movq 0x10(%rcx), %rsi
  movq (%rdi), %r8
  movq 8(%rdi), %r9
  uninit  %rax
  xorq %rax, %rax
  movq %r10, %r11
  movq %rdx, %rdi
  subq %r11, %rdi
  andq $0xfffffffffffffffc, %rdi
  leaq (%r11, %rdi), %r10
  jmp     label1
block1:
  cmpq %r10, %r11
  jb      label12; j label2
block2:
  jmp     label3
block3:
  cmpq %rdx, %r10
  jb      label5; j label4
block4:
  movq %r13, (%rcx)
  movq %rsi, 0x10(%rcx)
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
  movq 0x18(%rsp), %r15
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block5:
  movl (%r9, %r10, 4), %edi
  movl %edi, %r11d
  leaq -1(%r11), %rdi
  cmpq $0x3ff, %rdi
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  leaq -1(%r11), %rdi
  movzwq (%r8, %rdi, 2), %r11
  testq %r11, %r11
  jnz     label10; j label8
block8:
  jmp     label9
block9:
  jmp     label11
block10:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %r11d, %edi
  leaq (%rax, %rdi), %rax
  jmp     label11
block11:
  leaq 1(%r10), %r10
  jmp     label3
block12:
  vmovdqu (%r9, %r11, 4), %xmm0
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
  movl (%r9, %r11, 4), %edi
  movl %edi, %ebx
  leaq -1(%rbx), %rdi
  cmpq $0x3ff, %rdi
  jbe     label15; j label14
block14:
  jmp     label17
block15:
  leaq -1(%rbx), %rdi
  movzwq (%r8, %rdi, 2), %rbx
  testq %rbx, %rbx
  jnz     label18; j label16
block16:
  jmp     label17
block17:
  jmp     label19
block18:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %ebx, %edi
  leaq (%rax, %rdi), %rax
  jmp     label19
block19:
  leaq 1(%r11), %rdi
  movl (%r9, %rdi, 4), %edi
  movl %edi, %ebx
  leaq -1(%rbx), %rdi
  cmpq $0x3ff, %rdi
  jbe     label21; j label20
block20:
  jmp     label23
block21:
  leaq -1(%rbx), %rdi
  movzwq (%r8, %rdi, 2), %rbx
  testq %rbx, %rbx
  jnz     label24; j label22
block22:
  jmp     label23
block23:
  jmp     label25
block24:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %ebx, %edi
  leaq (%rax, %rdi), %rax
  jmp     label25
block25:
  leaq 2(%r11), %rdi
  movl (%r9, %rdi, 4), %edi
  movl %edi, %r12d
  leaq -1(%r12), %rdi
  cmpq $0x3ff, %rdi
  jbe     label27; j label26
block26:
  jmp     label29
block27:
  leaq -1(%r12), %rdi
  movzwq (%r8, %rdi, 2), %r12
  testq %r12, %r12
  jnz     label30; j label28
block28:
  jmp     label29
block29:
  jmp     label31
block30:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %r12d, %edi
  leaq (%rax, %rdi), %rax
  jmp     label31
block31:
  leaq 3(%r11), %rdi
  movl (%r9, %rdi, 4), %edi
  movl %edi, %r15d
  leaq -1(%r15), %rdi
  cmpq $0x3ff, %rdi
  jbe     label33; j label32
block32:
  jmp     label35
block33:
  leaq -1(%r15), %rdi
  movzwq (%r8, %rdi, 2), %rbx
  testq %rbx, %rbx
  jnz     label36; j label34
block34:
  jmp     label35
block35:
  jmp     label49
block36:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %ebx, %edi
  leaq (%rax, %rdi), %rax
  jmp     label49
block37:
  vpextrd $0x0, %xmm0, %edi
  movl %edi, %edi
  movzwq (%r8, %rdi, 2), %rbx
  testq %rbx, %rbx
  jnz     label39; j label38
block38:
  jmp     label40
block39:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %ebx, %edi
  leaq (%rax, %rdi), %rax
  jmp     label40
block40:
  vpextrd $0x1, %xmm0, %edi
  movl %edi, %edi
  movzwq (%r8, %rdi, 2), %rbx
  testq %rbx, %rbx
  jnz     label42; j label41
block41:
  jmp     label43
block42:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %ebx, %edi
  leaq (%rax, %rdi), %rax
  jmp     label43
block43:
  vpextrd $0x2, %xmm0, %edi
  movl %edi, %edi
  movzwq (%r8, %rdi, 2), %rbx
  testq %rbx, %rbx
  jnz     label45; j label44
block44:
  jmp     label46
block45:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %ebx, %edi
  leaq (%rax, %rdi), %rax
  jmp     label46
block46:
  vpextrd $0x3, %xmm0, %edi
  movl %edi, %edi
  movzwq (%r8, %rdi, 2), %rbx
  testq %rbx, %rbx
  jnz     label48; j label47
block47:
  jmp     label49
block48:
  leaq 1(%r13), %r13
  leaq 1(%rsi), %rsi
  movl %ebx, %edi
  leaq (%rax, %rdi), %rax
  jmp     label49
block49:
  leaq 4(%r11), %r11
  jmp     label1

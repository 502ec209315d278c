; target cascadelake (x86_64-unknown-linux-gnu): Intel Xeon Cascade Lake (28 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni

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
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
block0:
  movq %rdx, %r8
  movq (%rcx), %rdx
  movq (%rdi), %r10
  movq 8(%rdi), %r11
  uninit  %rax
  xorq %rax, %rax
  movq %r8, %r9
  subq %rsi, %r9
  andq $0xfffffffffffffffc, %r9
  leaq (%rsi, %r9), %rdi
  jmp     label1
block1:
  cmpq %rdi, %rsi
  jb      label12; j label2
block2:
  jmp     label3
block3:
  cmpq %r8, %rdi
  jb      label5; j label4
block4:
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
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block5:
  movl (%r11, %rdi, 4), %esi
  movl %esi, %esi
  leaq -1(%rsi), %r9
  cmpq $0x3ff, %r9
  jbe     label7; j label6
block6:
  jmp     label9
block7:
  leaq -1(%rsi), %rsi
  movzwq (%r10, %rsi, 2), %rsi
  testq %rsi, %rsi
  jnz     label10; j label8
block8:
  jmp     label9
block9:
  jmp     label11
block10:
  leaq 1(%rdx), %rdx
  movl %esi, %esi
  leaq (%rax, %rsi), %rax
  jmp     label11
block11:
  leaq 1(%rdi), %rdi
  jmp     label3
block12:
  vmovdqu (%r11, %rsi, 4), %xmm0
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
  movl (%r11, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %rbx
  cmpq $0x3ff, %rbx
  jbe     label15; j label14
block14:
  jmp     label17
block15:
  leaq -1(%r9), %r9
  movzwq (%r10, %r9, 2), %r9
  testq %r9, %r9
  jnz     label18; j label16
block16:
  jmp     label17
block17:
  jmp     label19
block18:
  leaq 1(%rdx), %rdx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label19
block19:
  leaq 1(%rsi), %r9
  movl (%r11, %r9, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %rbx
  cmpq $0x3ff, %rbx
  jbe     label21; j label20
block20:
  jmp     label23
block21:
  leaq -1(%r9), %r9
  movzwq (%r10, %r9, 2), %r9
  testq %r9, %r9
  jnz     label24; j label22
block22:
  jmp     label23
block23:
  jmp     label25
block24:
  leaq 1(%rdx), %rdx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label25
block25:
  leaq 2(%rsi), %r9
  movl (%r11, %r9, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %rbx
  cmpq $0x3ff, %rbx
  jbe     label27; j label26
block26:
  jmp     label29
block27:
  leaq -1(%r9), %r9
  movzwq (%r10, %r9, 2), %r9
  testq %r9, %r9
  jnz     label30; j label28
block28:
  jmp     label29
block29:
  jmp     label31
block30:
  leaq 1(%rdx), %rdx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label31
block31:
  leaq 3(%rsi), %r9
  movl (%r11, %r9, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %rbx
  cmpq $0x3ff, %rbx
  jbe     label33; j label32
block32:
  jmp     label35
block33:
  leaq -1(%r9), %r9
  movzwq (%r10, %r9, 2), %r9
  testq %r9, %r9
  jnz     label36; j label34
block34:
  jmp     label35
block35:
  jmp     label49
block36:
  leaq 1(%rdx), %rdx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label49
block37:
  vpextrd $0x0, %xmm0, %r9d
  movl %r9d, %r9d
  movzwq (%r10, %r9, 2), %r9
  testq %r9, %r9
  jnz     label39; j label38
block38:
  jmp     label40
block39:
  leaq 1(%rdx), %rdx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label40
block40:
  vpextrd $0x1, %xmm0, %r9d
  movl %r9d, %r9d
  movzwq (%r10, %r9, 2), %r9
  testq %r9, %r9
  jnz     label42; j label41
block41:
  jmp     label43
block42:
  leaq 1(%rdx), %rdx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label43
block43:
  vpextrd $0x2, %xmm0, %r9d
  movl %r9d, %r9d
  movzwq (%r10, %r9, 2), %r9
  testq %r9, %r9
  jnz     label45; j label44
block44:
  jmp     label46
block45:
  leaq 1(%rdx), %rdx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label46
block46:
  vpextrd $0x3, %xmm0, %r9d
  movl %r9d, %r9d
  movzwq (%r10, %r9, 2), %r9
  testq %r9, %r9
  jnz     label48; j label47
block47:
  jmp     label49
block48:
  leaq 1(%rdx), %rdx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label49
block49:
  leaq 4(%rsi), %rsi
  jmp     label1

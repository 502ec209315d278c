; target icelake-server (x86_64-unknown-linux-gnu): Intel Xeon Ice Lake-SP (38 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel build_0 — build `B`: hash (multiplicative hash, 2048 slots of 16 B)
; context block (first argument): +0: B structure, +8: B.k, +16: B.weight
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x40, %rsp
  movq %rbx, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x28(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x30(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rcx, <offset:1>+(%rsp)
  movq (%rdi), %rbx
  movq 8(%rdi), %r12
  movq 0x10(%rdi), %r13
  uninit  %rax
  xorq %rax, %rax
  movq %rax, <offset:1>+8(%rsp)
  movq %rsi, %rcx
  movq %rdx, %r14
  jmp     label1
block1:
  cmpq %r14, %rcx
  jb      label3; j label2
block2:
  movq <offset:1>+8(%rsp), %rax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  movq 0x30(%rsp), %r15
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq (%r12, %rcx, 8), %r8
  movq %r8, %rsi
  imulq (%rip), %rsi
  shrq $0x35, %rsi
  uninit  %rdx
  xorq %rdx, %rdx
  movq %rcx, %r15
  jmp     label4
block4:
  movq %rsi, %rdi
  shlq $0x4, %rdi
  movq (%rbx, %rdi), %rax
  testq %rax, %rax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorq %rax, %rax
  lock cmpxchgq %r8, (%rbx, %rdi) ;; implicit: %rax
  testq %rax, %rax
  jz      label14; j label7
block7:
  jmp     label8
block8:
  cmpq %r8, %rax
  jz      label10; j label9
block9:
  jmp     label12
block10:
  leaq 1(%rdx), %rdx
  movq <offset:1>+8(%rsp), %rax
  leaq 1(%rax), %rax
  cmpq $0x40, %rdx
  jnb     label13; j label11
block11:
  movq %rax, <offset:1>+8(%rsp)
  jmp     label12
block12:
  leaq 1(%rsi), %rsi
  andq $0x7ff, %rsi
  jmp     label4
block13:
  load_ext_name userextname1+0, %rax
  movq %r15, %rdx
  movq <offset:1>+(%rsp), %rdi
  call    *%rax
  movq <offset:1>+8(%rsp), %rax
  leaq 1(%rax), %rax
  jmp     label15
block14:
  movq <offset:1>+8(%rsp), %rax
  vmovsd (%r13, %rcx, 8), %xmm0
  vmovsd %xmm0, 8(%rbx, %rdi)
  jmp     label15
block15:
  leaq 1(%r15), %rcx
  movq %rax, <offset:1>+8(%rsp)
  jmp     label1

; kernel probe_1 — probe pipeline over `A`: `B` hash (multiplicative hash, duplicate keys, 2048 slots of 16 B)
; context block (first argument): +0: B structure, +8: A.k, +16: A.ts
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
  movq (%rcx), %rax
  vmovsd 0x20(%rcx), %xmm0
  movq 0x30(%rcx), %r13
  movq (%rdi), %r8
  movq 8(%rdi), %r9
  movq 0x10(%rdi), %r10
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label3; j label2
block2:
  movq %rax, (%rcx)
  movq %rax, 0x10(%rcx)
  vmovsd %xmm0, 0x20(%rcx)
  movq %r13, 0x30(%rcx)
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movq (%r9, %rsi, 8), %r11
  movq %r11, %rbx
  imulq (%rip), %rbx
  shrq $0x35, %rbx
  testq %r11, %r11
  jz      label4; j label5
block4:
  jmp     label12
block5:
  movq %rsi, %r14
  jmp     label6
block6:
  movq %rbx, %rdi
  shlq $0x4, %rdi
  movq (%r8, %rdi), %r12
  cmpq %r11, %r12
  jz      label10; j label7
block7:
  testq %r12, %r12
  jz      label8; j label9
block8:
  movq %r14, %rsi
  jmp     label12
block9:
  jmp     label11
block10:
  vmovsd 8(%r8, %rdi), %xmm1
  movq (%r10, %rsi, 8), %r12
  leaq 1(%rax), %rax
  vaddsd %xmm1, %xmm0, %xmm0
  cmpq %r12, %r13
  cmovgeq %r13, %r12
  movq %r12, %r13
  jmp     label11
block11:
  leaq 1(%rbx), %rbx
  andq $0x7ff, %rbx
  jmp     label6
block12:
  jmp     label13
block13:
  leaq 1(%rsi), %rsi
  jmp     label1

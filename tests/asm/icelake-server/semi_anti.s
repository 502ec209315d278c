; target icelake-server (x86_64-unknown-linux-gnu): Intel Xeon Ice Lake-SP (38 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel build_0 — build `shipments`: hash (multiplicative hash, 2048 slots of 16 B)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101000000000, %rax
  movq (%rax, %rdi, 8), %rcx
  movabsq $0x101100000000, %rax
  movl (%rax, %rdi, 4), %edx
  movslq %edx, %rax
  imulq (%rip), %rax
  rorxq $0x20, %rax, %rax
  movq %rcx, %r8
  xorq %rax, %r8
  imulq (%rip), %r8
  shrq $0x35, %r8
  jmp     label4
block4:
  movq %r8, %r9
  shlq $0x4, %r9
  movabsq $0x200000000000, %r10
  movq (%r9, %r10), %rax
  testq %rax, %rax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorq %rax, %rax
  lock cmpxchgq %rcx, (%r9, %r10) ;; implicit: %rax
  testq %rax, %rax
  jz      label9; j label7
block7:
  jmp     label8
block8:
  leaq 1(%r8), %r8
  andq $0x7ff, %r8
  cmpq %rcx, %rax
  sete %al
  movzbq %al, %r9
  movq %r11, %rax
  leaq (%rax, %r9), %rax
  movq %rax, %r11
  jmp     label4
block9:
  movq %r11, %rax
  movl %edx, 8(%r9, %r10)
  jmp     label10
block10:
  leaq 1(%rdi), %rdi
  movq %rax, %r11
  jmp     label1

; kernel build_1 — build `returns`: hash (multiplicative hash, 256 slots of 8 B)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r9
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r9, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x102000000000, %rax
  movq (%rax, %rdi, 8), %rcx
  movq %rcx, %rdx
  imulq (%rip), %rdx
  shrq $0x38, %rdx
  jmp     label4
block4:
  movabsq $0x210000000000, %r8
  movq (%r8, %rdx, 8), %rax
  testq %rax, %rax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorq %rax, %rax
  lock cmpxchgq %rcx, (%r8, %rdx, 8) ;; implicit: %rax
  testq %rax, %rax
  jz      label9; j label7
block7:
  jmp     label8
block8:
  leaq 1(%rdx), %rdx
  andq $0xff, %rdx
  cmpq %rcx, %rax
  sete %al
  movzbq %al, %r8
  movq %r9, %rax
  leaq (%rax, %r8), %rax
  movq %rax, %r9
  jmp     label4
block9:
  movq %r9, %rax
  jmp     label10
block10:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel probe_2 — probe pipeline over `orders`: `shipments` hash (multiplicative hash, unique keys, 2048 slots of 16 B); `returns` hash (multiplicative hash, duplicate keys, 256 slots of 8 B)
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
  movq %rsi, <offset:1>+(%rsp)
  movq (%rdx), %r9
  movq 0x10(%rdx), %r8
  movq 0x20(%rdx), %rcx
  movq 0x28(%rdx), %rax
  jmp     label1
block1:
  cmpq %rsi, %rdi
  movq %rsi, <offset:1>+(%rsp)
  jb      label3; j label2
block2:
  movq %r9, (%rdx)
  movq %r8, 0x10(%rdx)
  movq %rcx, 0x20(%rdx)
  movq %rax, 0x28(%rdx)
  uninit  %rax
  xorq %rax, %rax
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
  movabsq $0x100200000000, %rsi
  movq (%rsi, %rdi, 8), %r10
  testq %r10, %r10
  jnle    label5; j label4
block4:
  jmp     label25
block5:
  movabsq $0x100000000000, %rsi
  movq (%rsi, %rdi, 8), %r11
  movabsq $0x100100000000, %rsi
  movl (%rsi, %rdi, 4), %ebx
  movslq %ebx, %rsi
  imulq (%rip), %rsi
  rorxq $0x20, %rsi, %rsi
  movq %r11, %r12
  xorq %rsi, %r12
  imulq (%rip), %r12
  shrq $0x35, %r12
  testq %r11, %r11
  jz      label6; j label7
block6:
  jmp     label24
block7:
  jmp     label8
block8:
  movq %r12, %r13
  shlq $0x4, %r13
  movabsq $0x200000000000, %r14
  movq (%r13, %r14), %rsi
  cmpq %r11, %rsi
  sete %r15b
  cmpq %r11, %rsi
  jz      label12; j label9
block9:
  testq %rsi, %rsi
  jz      label10; j label11
block10:
  jmp     label24
block11:
  jmp     label14
block12:
  movl 8(%r13, %r14), %esi
  cmpl %ebx, %esi
  sete %sil
  testb %r15b, %sil
  jnz     label15; j label13
block13:
  jmp     label14
block14:
  leaq 1(%r12), %r12
  andq $0x7ff, %r12
  jmp     label8
block15:
  movq %r11, %rbx
  imulq (%rip), %rbx
  shrq $0x38, %rbx
  testq %r11, %r11
  jz      label16; j label17
block16:
  jmp     label23
block17:
  jmp     label18
block18:
  movabsq $0x210000000000, %rsi
  movq (%rsi, %rbx, 8), %rsi
  cmpq %r11, %rsi
  jz      label22; j label19
block19:
  testq %rsi, %rsi
  jz      label20; j label21
block20:
  jmp     label23
block21:
  leaq 1(%rbx), %rbx
  andq $0xff, %rbx
  jmp     label18
block22:
  jmp     label25
block23:
  leaq 1(%r9), %r9
  leaq 1(%r8), %r8
  movq %r10, %rsi
  sarq $0x3f, %rsi
  addq %r10, %rcx
  adcq %rsi, %rax
  jmp     label25
block24:
  jmp     label25
block25:
  leaq 1(%rdi), %rdi
  movq <offset:1>+(%rsp), %rsi
  jmp     label1

; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

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
  movq %rdi, %r8
  movq (%rcx), %rax
  vmovsd 0x20(%rcx), %xmm0
  movq 0x30(%rcx), %rdi
  movq %r8, %r10
  movq (%r10), %r8
  movq 8(%r10), %r9
  movq 0x10(%r10), %r10
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %rax, (%rcx)
  movq %rax, 0x10(%rcx)
  vmovsd %xmm0, 0x20(%rcx)
  movq %rdi, 0x30(%rcx)
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
block4:
  movq (%r9, %rsi, 8), %r11
  movq %r11, %rbx
  imulq (%rip), %rbx
  shrq $0x35, %rbx
  testq %r11, %r11
  jz      label5; j label6
block5:
  jmp     label13
block6:
  movq %rsi, %r14
  jmp     label7
block7:
  movq %rbx, %r12
  shlq $0x4, %r12
  movq (%r8, %r12), %r13
  cmpq %r11, %r13
  jz      label11; j label8
block8:
  testq %r13, %r13
  jz      label9; j label10
block9:
  movq %r14, %rsi
  jmp     label13
block10:
  jmp     label12
block11:
  vmovsd 8(%r8, %r12), %xmm3
  movq (%r10, %rsi, 8), %r12
  leaq 1(%rax), %rax
  vaddsd %xmm3, %xmm0, %xmm0
  cmpq %r12, %rdi
  cmovgeq %rdi, %r12
  movq %r12, %rdi
  jmp     label12
block12:
  leaq 1(%rbx), %rbx
  andq $0x7ff, %rbx
  jmp     label7
block13:
  jmp     label14
block14:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label15; j label16
block15:
  jmp     label4
block16:
  jmp     label1

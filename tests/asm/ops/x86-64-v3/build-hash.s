; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel build_0 — build `R`: hash (identity hash, 2048 slots of 8 B)
; context block (first argument): +0: R structure, +8: R.key, +16: R.payload
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
  movq 8(%rdi), %r13
  movq %r13, <offset:1>+8(%rsp)
  movq 0x10(%rdi), %r13
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r8
  movq %rsi, %rdi
  movq %rdx, %r14
  jmp     label1
block1:
  cmpq %r14, %rdi
  jb      label2; j label3
block2:
  movq <offset:1>+8(%rsp), %rax
  jmp     label4
block3:
  movq %r8, %rax
  movq 0x10(%rsp), %rbx
  movq 0x18(%rsp), %r12
  movq 0x20(%rsp), %r13
  movq 0x28(%rsp), %r14
  movq 0x30(%rsp), %r15
  addq $0x40, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rax, %rdi, 4), %ecx
  movq %rax, <offset:1>+8(%rsp)
  movl %ecx, %esi
  subq $0x1, %rsi
  andq $0x7ff, %rsi
  uninit  %rdx
  xorq %rdx, %rdx
  movq %rdi, %r15
  jmp     label5
block5:
  movl (%rbx, %rsi, 8), %eax
  testl %eax, %eax
  jz      label7; j label6
block6:
  jmp     label9
block7:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %ecx, (%rbx, %rsi, 8) ;; implicit: %eax
  testl %eax, %eax
  jz      label15; j label8
block8:
  jmp     label9
block9:
  cmpl %ecx, %eax
  jz      label11; j label10
block10:
  movq %r8, %r12
  jmp     label13
block11:
  leaq 1(%rdx), %rdx
  movq %r8, %r12
  leaq 1(%r12), %r12
  cmpq $0x40, %rdx
  jnb     label14; j label12
block12:
  jmp     label13
block13:
  leaq 1(%rsi), %rsi
  andq $0x7ff, %rsi
  movq %r12, %r8
  jmp     label5
block14:
  load_ext_name userextname1+0, %rax
  movq %r15, %rdx
  movq <offset:1>+(%rsp), %rdi
  call    *%rax
  jmp     label16
block15:
  movq %r8, %r12
  movl (%r13, %rdi, 4), %eax
  movl %eax, 4(%rbx, %rsi, 8)
  jmp     label16
block16:
  leaq 1(%r15), %rdi
  cmpq %r14, %rdi
  jb      label17; j label18
block17:
  movq <offset:1>+8(%rsp), %rax
  movq %r12, %r8
  jmp     label4
block18:
  movq %r12, %r8
  jmp     label1


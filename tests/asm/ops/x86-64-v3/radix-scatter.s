; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel scatter_1 — radix scatter of `R` (8 B tuples)
; context block (first argument): +0: R partitioned tuples, +8: R.key, +16: R.payload
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
  movq %rcx, %r8
  movq (%rdi), %rbx
  movq 8(%rdi), %r13
  movq %r13, <offset:1>+(%rsp)
  movq 0x10(%rdi), %r13
  movq %rdx, %r14
  movq %rsi, %r15
  jmp     label1
block1:
  cmpq %r14, %r15
  jb      label2; j label3
block2:
  movq <offset:1>+(%rsp), %rax
  jmp     label4
block3:
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
block4:
  movl (%rax, %r15, 4), %edx
  movq %rax, <offset:1>+(%rsp)
  movl %edx, %ecx
  movl $0x1, %eax
  subq $0x1, %rcx
  andq $0x7ff, %rcx
  shrq $0xa, %rcx
  cmpq %rcx, %rax
  cmovbq %rax, %rcx
  movq %r8, %r12
  movq (%r12, %rcx, 8), %rsi
  movq %rcx, %rdi
  shlq $0x6, %rdi
  leaq (%r12, %rdi), %rax
  leaq 0x40(%r12, %rdi), %rdi
  movq %rsi, %r8
  andq $0x7, %r8
  movl %edx, 0x40(%rax, %r8, 8)
  movl (%r13, %r15, 4), %edx
  movl %edx, 0x44(%rax, %r8, 8)
  leaq 1(%rsi), %rdx
  movq %rdx, (%r12, %rcx, 8)
  testq $0x7, %rdx
  jnz     label5; j label6
block5:
  jmp     label12
block6:
  movq 0x10(%r12, %rcx, 8), %rcx
  leaq -7(%rsi), %rsi
  cmpq %rcx, %rsi
  jnb     label11; j label7
block7:
  jmp     label8
block8:
  cmpq %rdx, %rcx
  jb      label10; j label9
block9:
  jmp     label12
block10:
  movq %rcx, %rsi
  andq $0x7, %rsi
  movq 0x40(%rax, %rsi, 8), %rsi
  movq %rsi, (%rbx, %rcx, 8)
  leaq 1(%rcx), %rcx
  jmp     label8
block11:
  leaq (%rbx, %rsi, 8), %rsi
  load_ext_name userextname0+0, %rax
  call    *%rax
  jmp     label12
block12:
  leaq 1(%r15), %r15
  cmpq %r14, %r15
  jb      label13; j label14
block13:
  movq <offset:1>+(%rsp), %rax
  movq %r12, %r8
  jmp     label4
block14:
  movq %r12, %r8
  jmp     label1


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
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rcx, %rsi, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %r9
  cmpq $0x3ff, %r9
  jbe     label6; j label5
block5:
  movq %r11, %rax
  jmp     label7
block6:
  movl (%rdi, %rsi, 4), %r10d
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgw %r10w, (%r8, %r9, 2) ;; implicit: %ax
  testw %ax, %ax
  setne %al
  movzbq %al, %r9
  movq %r11, %rax
  leaq (%rax, %r9), %rax
  jmp     label7
block7:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label8; j label9
block8:
  movq %rax, %r11
  jmp     label4
block9:
  movq %rax, %r11
  jmp     label1

; kernel probe_1 — probe pipeline over `S`: `R` vector (1024 elements of 2 B (payload − min + 1))
; context block (first argument): +0: R structure, +8: S.fk
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0xa0, %rsp
  movq %rbx, 0x70(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x78(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x80(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x88(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x90(%rsp)
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
  andq $0xfffffffffffffff8, %r9
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
  movq 0x70(%rsp), %rbx
  movq 0x78(%rsp), %r12
  movq 0x80(%rsp), %r13
  movq 0x88(%rsp), %r14
  movq 0x90(%rsp), %r15
  addq $0xa0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block6:
  movl (%rdi, %r9, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r10
  cmpq $0x3ff, %r10
  jbe     label8; j label7
block7:
  jmp     label10
block8:
  movzwq (%rsi, %r10, 2), %r10
  testq %r10, %r10
  jnz     label11; j label9
block9:
  jmp     label10
block10:
  jmp     label12
block11:
  leaq 1(%rdx), %rdx
  movl %r10d, %r10d
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
  movl (%rdi, %r10, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r11
  cmpq $0x3ff, %r11
  setbe %bl
  movq %rbx, <offset:1>+0x60(%rsp)
  uninit  %r12
  xorq %r12, %r12
  cmpq $0x3ff, %r11
  movq %r12, %rbx
  cmovbeq %r11, %rbx
  movzwq (%rsi, %rbx, 2), %r15
  movq %r15, <offset:1>+0x58(%rsp)
  leaq 1(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rbx
  cmpq $0x3ff, %rbx
  setbe %r14b
  movq %r14, <offset:1>+0x50(%rsp)
  cmpq $0x3ff, %rbx
  movq %r12, %r11
  cmovbeq %rbx, %r11
  movzwq (%rsi, %r11, 2), %r14
  movq %r14, <offset:1>+0x48(%rsp)
  leaq 2(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rbx
  cmpq $0x3ff, %rbx
  setbe %r11b
  movq %r11, <offset:1>+0x40(%rsp)
  cmpq $0x3ff, %rbx
  movq %r12, %r11
  cmovbeq %rbx, %r11
  movzwq (%rsi, %r11, 2), %rbx
  movq %rbx, <offset:1>+0x38(%rsp)
  leaq 3(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %rbx
  cmpq $0x3ff, %rbx
  setbe %r11b
  movq %r11, <offset:1>+0x30(%rsp)
  cmpq $0x3ff, %rbx
  movq %r12, %r11
  cmovbeq %rbx, %r11
  movzwq (%rsi, %r11, 2), %r15
  movq %r15, <offset:1>+0x28(%rsp)
  leaq 4(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r13
  cmpq $0x3ff, %r13
  setbe %r11b
  movq %r11, <offset:1>+0x20(%rsp)
  cmpq $0x3ff, %r13
  movq %r12, %r11
  cmovbeq %r13, %r11
  movzwq (%rsi, %r11, 2), %r15
  movq %r15, <offset:1>+0x18(%rsp)
  leaq 5(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r14
  cmpq $0x3ff, %r14
  setbe %r13b
  movq %r13, <offset:1>+0x10(%rsp)
  cmpq $0x3ff, %r14
  movq %r12, %r11
  cmovbeq %r14, %r11
  movzwq (%rsi, %r11, 2), %r15
  leaq 6(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r14
  cmpq $0x3ff, %r14
  setbe %r11b
  movq %r11, <offset:1>+8(%rsp)
  cmpq $0x3ff, %r14
  movq %r12, %r11
  cmovbeq %r14, %r11
  movzwq (%rsi, %r11, 2), %r14
  leaq 7(%r10), %r11
  movl (%rdi, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r11
  cmpq $0x3ff, %r11
  setbe %r13b
  movq %r13, <offset:1>+(%rsp)
  cmpq $0x3ff, %r11
  cmovbeq %r11, %r12
  movzwq (%rsi, %r12, 2), %r12
  movq <offset:1>+0x58(%rsp), %r11
  testq %r11, %r11
  setne %r11b
  movq <offset:1>+0x60(%rsp), %rbx
  andl %ebx, %r11d
  movzbq %r11b, %r11
  movq <offset:1>+0x48(%rsp), %rbx
  testq %rbx, %rbx
  setne %bl
  movq <offset:1>+0x50(%rsp), %r13
  andl %r13d, %ebx
  movzbq %bl, %rbx
  shlq $1, %rbx
  orq %rbx, %r11
  movq <offset:1>+0x38(%rsp), %rbx
  testq %rbx, %rbx
  setne %bl
  movq <offset:1>+0x40(%rsp), %r13
  andl %r13d, %ebx
  movzbq %bl, %rbx
  shlq $0x2, %rbx
  orq %rbx, %r11
  movq <offset:1>+0x28(%rsp), %r13
  testq %r13, %r13
  setne %bl
  movq <offset:1>+0x30(%rsp), %r13
  andl %r13d, %ebx
  movzbq %bl, %rbx
  shlq $0x3, %rbx
  orq %rbx, %r11
  movq <offset:1>+0x18(%rsp), %rbx
  testq %rbx, %rbx
  setne %bl
  movq <offset:1>+0x20(%rsp), %r13
  andl %r13d, %ebx
  movzbq %bl, %rbx
  shlq $0x4, %rbx
  orq %rbx, %r11
  testq %r15, %r15
  setne %bl
  movq <offset:1>+0x10(%rsp), %r13
  andl %r13d, %ebx
  movzbq %bl, %rbx
  shlq $0x5, %rbx
  orq %rbx, %r11
  testq %r14, %r14
  setne %bl
  movq <offset:1>+8(%rsp), %r15
  andl %r15d, %ebx
  movzbq %bl, %rbx
  shlq $0x6, %rbx
  orq %rbx, %r11
  testq %r12, %r12
  setne %bl
  movq <offset:1>+(%rsp), %r14
  andl %r14d, %ebx
  movzbq %bl, %rbx
  shlq $0x7, %rbx
  orq %rbx, %r11
  testq %r11, %r11
  jnz     label16; j label17
block16:
  jmp     label18
block17:
  jmp     label24
block18:
  tzcntq %r11, %rbx
  leaq (%r10, %rbx), %rbx
  movl (%rdi, %rbx, 4), %ebx
  movl %ebx, %ebx
  leaq -1(%rbx), %rbx
  movzwq (%rsi, %rbx, 2), %rbx
  testq %rbx, %rbx
  jnz     label20; j label19
block19:
  jmp     label21
block20:
  leaq 1(%rdx), %rdx
  movl %ebx, %ebx
  leaq (%rax, %rbx), %rax
  jmp     label21
block21:
  leaq -1(%r11), %r12
  blsrq %r11, %rbx
  testq %r11, %r12
  jnz     label22; j label23
block22:
  movq %rbx, %r11
  jmp     label18
block23:
  jmp     label24
block24:
  leaq 8(%r10), %r10
  jmp     label1

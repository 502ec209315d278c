; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel build_0 — build `R`: hash (identity hash, 2048 slots of 8 B)
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
  movabsq $0x100000000000, %rax
  movl (%rax, %rdi, 4), %edx
  movl %edx, %ecx
  subq $0x1, %rcx
  andq $0x7ff, %rcx
  jmp     label4
block4:
  movabsq $0x200000000000, %r8
  movl (%r8, %rcx, 8), %eax
  testl %eax, %eax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %edx, (%r8, %rcx, 8) ;; implicit: %eax
  testl %eax, %eax
  jz      label9; j label7
block7:
  jmp     label8
block8:
  leaq 1(%rcx), %rcx
  andq $0x7ff, %rcx
  cmpl %edx, %eax
  sete %al
  movzbq %al, %r8
  movq %r9, %rax
  leaq (%rax, %r8), %rax
  movq %rax, %r9
  jmp     label4
block9:
  movq %r9, %rax
  movabsq $0x100100000000, %rdx
  movl (%rdx, %rdi, 4), %edx
  movl %edx, 4(%r8, %rcx, 8)
  jmp     label10
block10:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel probe_1 — probe pipeline over `S`: `R` hash (identity hash, unique keys, 2048 slots of 8 B)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq (%rdx), %r8
  movq 0x10(%rdx), %rcx
  uninit  %rax
  xorq %rax, %rax
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r8, (%rdx)
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
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101000000000, %r9
  movl (%r9, %rdi, 4), %r10d
  movl %r10d, %r9d
  movq %r9, %r11
  subq $0x1, %r11
  cmpq $0x3ff, %r11
  jbe     label5; j label4
block4:
  jmp     label7
block5:
  subq $0x1, %r9
  movabsq $0x200000000000, %r11
  movl (%r11, %r9, 8), %r11d
  cmpl %r10d, %r11d
  jz      label8; j label6
block6:
  jmp     label7
block7:
  jmp     label9
block8:
  leaq 1(%r8), %r8
  leaq 1(%rcx), %rcx
  movabsq $0x200000000000, %r10
  movl 4(%r10, %r9, 8), %r9d
  leaq (%rax, %r9), %rax
  jmp     label9
block9:
  leaq 1(%rdi), %rdi
  jmp     label1

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


; target x86-64-v3 (x86_64-unknown-linux-gnu): x86-64-v3 (AVX2, FMA, BMI2)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel histogram_0 — radix histogram of `R` (2 partitions)
; context block (first argument): +0: R.key
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  movq (%rdi), %rax
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  uninit  %rax
  xorq %rax, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rax, %rsi, 4), %edi
  movl %edi, %edi
  movl $0x1, %r8d
  subq $0x1, %rdi
  andq $0x7ff, %rdi
  shrq $0xa, %rdi
  cmpq %rdi, %r8
  cmovbq %r8, %rdi
  addq $0x1, (%rcx, %rdi, 8)
  jmp     label5
block5:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label6; j label7
block6:
  jmp     label4
block7:
  jmp     label1


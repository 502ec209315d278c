; target x86-64-v2 (x86_64-unknown-linux-gnu): x86-64-v2 (SSE4.2, POPCNT)
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b

; kernel build_0 — build `R`: vector (1024 elements of 2 B (payload − min + 1))
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
  movl (%rax, %rdi, 4), %eax
  movl %eax, %ecx
  leaq -1(%rcx), %rax
  cmpq $0x3ff, %rax
  jbe     label5; j label4
block4:
  movq %r9, %rax
  jmp     label6
block5:
  movabsq $0x100100000000, %rax
  movl (%rax, %rdi, 4), %edx
  leaq (%rcx, %rcx), %rcx
  movabsq $0x1ffffffffffe, %r8
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgw %dx, (%rcx, %r8) ;; implicit: %ax
  testw %ax, %ax
  setne %al
  movzbq %al, %rcx
  movq %r9, %rax
  leaq (%rax, %rcx), %rax
  jmp     label6
block6:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel probe_1 — probe pipeline over `S`: `R` vector (1024 elements of 2 B (payload − min + 1))
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
  movl (%r9, %rdi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r10
  cmpq $0x3ff, %r10
  jbe     label5; j label4
block4:
  jmp     label7
block5:
  leaq (%r9, %r9), %r9
  movabsq $0x1ffffffffffe, %r10
  movzwq (%r9, %r10), %r9
  testq %r9, %r9
  jnz     label8; j label6
block6:
  jmp     label7
block7:
  jmp     label9
block8:
  leaq 1(%r8), %r8
  leaq 1(%rcx), %rcx
  movl %r9d, %r9d
  leaq (%rax, %r9), %rax
  jmp     label9
block9:
  leaq 1(%rdi), %rdi
  jmp     label1

; target icelake-server (x86_64-unknown-linux-gnu): Intel Xeon Ice Lake-SP (38 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel build_0 — build `date`: hash (identity hash, 256 slots of 4 B)
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
  movabsq $0x100100000000, %rax
  movl (%rax, %rdi, 4), %eax
  cmpl $0x7c9, %eax
  setae %cl
  cmpl $0x7cb, %eax
  setbe %al
  testb %cl, %al
  jnz     label5; j label4
block4:
  movq %r9, %rax
  jmp     label12
block5:
  movabsq $0x100000000000, %rax
  movl (%rax, %rdi, 4), %ecx
  movl %ecx, %edx
  subq $0x1, %rdx
  andq $0xff, %rdx
  jmp     label6
block6:
  movabsq $0x200000000000, %r8
  movl (%r8, %rdx, 4), %eax
  testl %eax, %eax
  jz      label8; j label7
block7:
  jmp     label10
block8:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %ecx, (%r8, %rdx, 4) ;; implicit: %eax
  testl %eax, %eax
  jz      label11; j label9
block9:
  jmp     label10
block10:
  leaq 1(%rdx), %rdx
  andq $0xff, %rdx
  cmpl %ecx, %eax
  sete %al
  movzbq %al, %r8
  movq %r9, %rax
  leaq (%rax, %r8), %rax
  movq %rax, %r9
  jmp     label6
block11:
  movq %r9, %rax
  jmp     label12
block12:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel build_1 — build `supplier`: hash (identity hash, 256 slots of 4 B)
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
  movabsq $0x101100000000, %rax
  movl (%rax, %rdi, 4), %eax
  cmpl $0x2, %eax
  jz      label5; j label4
block4:
  movq %r9, %rax
  jmp     label12
block5:
  movabsq $0x101000000000, %rax
  movl (%rax, %rdi, 4), %ecx
  movl %ecx, %edx
  subq $0x1, %rdx
  andq $0xff, %rdx
  jmp     label6
block6:
  movabsq $0x210000000000, %r8
  movl (%r8, %rdx, 4), %eax
  testl %eax, %eax
  jz      label8; j label7
block7:
  jmp     label10
block8:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %ecx, (%r8, %rdx, 4) ;; implicit: %eax
  testl %eax, %eax
  jz      label11; j label9
block9:
  jmp     label10
block10:
  leaq 1(%rdx), %rdx
  andq $0xff, %rdx
  cmpl %ecx, %eax
  sete %al
  movzbq %al, %r8
  movq %r9, %rax
  leaq (%rax, %r8), %rax
  movq %rax, %r9
  jmp     label6
block11:
  movq %r9, %rax
  jmp     label12
block12:
  leaq 1(%rdi), %rdi
  movq %rax, %r9
  jmp     label1

; kernel build_2 — build `part`: hash (identity hash, 2048 slots of 4 B)
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
  movl (%rax, %rdi, 4), %ecx
  movl %ecx, %edx
  subq $0x1, %rdx
  andq $0x7ff, %rdx
  jmp     label4
block4:
  movabsq $0x220000000000, %r8
  movl (%r8, %rdx, 4), %eax
  testl %eax, %eax
  jz      label6; j label5
block5:
  jmp     label8
block6:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %ecx, (%r8, %rdx, 4) ;; implicit: %eax
  testl %eax, %eax
  jz      label9; j label7
block7:
  jmp     label8
block8:
  leaq 1(%rdx), %rdx
  andq $0x7ff, %rdx
  cmpl %ecx, %eax
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

; kernel probe_3 — probe pipeline over `lineorder`: `date` hash (identity hash, unique keys, 256 slots of 4 B); `supplier` hash (identity hash, unique keys, 256 slots of 4 B); `part` hash (identity hash, unique keys, 2048 slots of 4 B)
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
block0:
  movq (%rdx), %r9
  movq 0x10(%rdx), %r8
  movq 0x20(%rdx), %rcx
  movq 0x28(%rdx), %rax
  movq 0x30(%rdx), %r11
  movq 0x40(%rdx), %r10
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r9, (%rdx)
  movq %r8, 0x10(%rdx)
  movq %rcx, 0x20(%rdx)
  movq %rax, 0x28(%rdx)
  movq %r11, 0x30(%rdx)
  movq %r10, 0x40(%rdx)
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  addq $0x20, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x103000000000, %rbx
  movl (%rbx, %rdi, 4), %ebx
  movl %ebx, %r12d
  movq %r12, %r13
  subq $0x1, %r13
  cmpq $0x63, %r13
  jbe     label5; j label4
block4:
  jmp     label7
block5:
  subq $0x1, %r12
  movabsq $0x200000000000, %r13
  movl (%r13, %r12, 4), %r12d
  cmpl %ebx, %r12d
  jz      label8; j label6
block6:
  jmp     label7
block7:
  jmp     label19
block8:
  movabsq $0x103100000000, %rbx
  movl (%rbx, %rdi, 4), %ebx
  movl %ebx, %r12d
  subq $0x1, %r12
  cmpq $0x63, %r12
  jbe     label10; j label9
block9:
  jmp     label12
block10:
  movabsq $0x210000000000, %r13
  movl (%r13, %r12, 4), %r12d
  cmpl %ebx, %r12d
  jz      label13; j label11
block11:
  jmp     label12
block12:
  jmp     label19
block13:
  movabsq $0x103200000000, %rbx
  movl (%rbx, %rdi, 4), %ebx
  movl %ebx, %r12d
  subq $0x1, %r12
  cmpq $0x3ff, %r12
  jbe     label15; j label14
block14:
  jmp     label17
block15:
  movabsq $0x220000000000, %r13
  movl (%r13, %r12, 4), %r12d
  cmpl %ebx, %r12d
  jz      label18; j label16
block16:
  jmp     label17
block17:
  jmp     label19
block18:
  leaq 1(%r9), %r9
  leaq 1(%r8), %r8
  movabsq $0x103500000000, %rbx
  addq (%rbx, %rdi, 8), %rcx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rbx
  movl (%rbx, %rdi, 4), %ebx
  cmpq %rbx, %r11
  cmovbq %r11, %rbx
  movabsq $0x103300000000, %r11
  movl (%r11, %rdi, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %rbx, %r11
  jmp     label19
block19:
  leaq 1(%rdi), %rdi
  jmp     label1

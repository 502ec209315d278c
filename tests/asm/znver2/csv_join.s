; target znver2 (x86_64-unknown-linux-gnu): AMD EPYC Rome (Zen 2), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel build_0 — build `customers`: hash (identity hash, 16 slots of 8 B)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r10
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r10, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100100000000, %rcx
  movl (%rcx, %rdi, 4), %edx
  cmpl $0x3, %edx
  sete %al
  cmpl $0x7, %edx
  sete %dl
  orl %edx, %eax
  testb %al, %al
  jnz     label5; j label4
block4:
  movq %r10, %rax
  jmp     label12
block5:
  movabsq $0x100000000000, %rax
  movl (%rax, %rdi, 4), %edx
  movl %edx, %r8d
  subq $0x1, %r8
  andq $0xf, %r8
  jmp     label6
block6:
  movabsq $0x200000000000, %r9
  movl (%r9, %r8, 8), %eax
  testl %eax, %eax
  jz      label8; j label7
block7:
  jmp     label10
block8:
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgl %edx, (%r9, %r8, 8) ;; implicit: %eax
  testl %eax, %eax
  jz      label11; j label9
block9:
  jmp     label10
block10:
  leaq 1(%r8), %r8
  andq $0xf, %r8
  cmpl %edx, %eax
  sete %al
  movzbq %al, %r9
  movq %r10, %rax
  leaq (%rax, %r9), %rax
  movq %rax, %r10
  jmp     label6
block11:
  movq %r10, %rax
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, 4(%r9, %r8, 8)
  jmp     label12
block12:
  leaq 1(%rdi), %rdi
  movq %rax, %r10
  jmp     label1

; kernel probe_1 — probe pipeline over `orders`: `customers` hash (identity hash, unique keys, 16 slots of 8 B)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x30, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x18(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x20(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq (%rdx), %r13
  movq %rsi, %rbx
  movq %rdi, %r12
  jmp     label1
block1:
  cmpq %rbx, %r12
  jb      label3; j label2
block2:
  movq %rdx, %r14
  jmp     label15
block3:
  movabsq $0x101100000000, %rax
  movl (%rax, %r12, 4), %eax
  movl %eax, %r15d
  subq $0x1, %r15
  cmpq $0x7, %r15
  jbe     label5; j label4
block4:
  jmp     label7
block5:
  movabsq $0x200000000000, %rcx
  movl (%rcx, %r15, 8), %ecx
  cmpl %eax, %ecx
  jz      label8; j label6
block6:
  jmp     label7
block7:
  movq %rdx, %r14
  jmp     label14
block8:
  movq %rdx, %r14
  movq 0x18(%r14), %rax
  movq 0x20(%r14), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label10; j label9
block9:
  jmp     label11
block10:
  load_ext_name userextname0+0, %rax
  movq %r14, %rdi
  call    *%rax
  jmp     label11
block11:
  movq 0x10(%r14), %rax
  movq 0x18(%r14), %rcx
  movabsq $0x101000000000, %rdx
  movq (%rdx, %r12, 8), %rdx
  movq %rdx, (%rax, %rcx, 8)
  movabsq $0x101200000000, %rdx
  movq (%rdx, %r12, 8), %rdx
  movq %rdx, 8(%rax, %rcx, 8)
  movabsq $0x200000000000, %rdx
  movl 4(%rdx, %r15, 8), %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r14)
  leaq 1(%r13), %rax
  cmpq $0xfffffffffffffffe, %r13
  jz      label12; j label13
block12:
  movq %rax, %r13
  jmp     label15
block13:
  movq %rax, %r13
  jmp     label14
block14:
  leaq 1(%r12), %r12
  movq %r14, %rdx
  jmp     label1
block15:
  movq %r13, (%r14)
  uninit  %rax
  xorq %rax, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  movq 0x10(%rsp), %r13
  movq 0x18(%rsp), %r14
  movq 0x20(%rsp), %r15
  addq $0x30, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq

; target znver2 (x86_64-unknown-linux-gnu): AMD EPYC Rome (Zen 2), AVX2
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt

; kernel build_0 — build `customers`: vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: customers.nation, +16: customers.id
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
  movl (%rcx, %rsi, 4), %r10d
  cmpl $0x3, %r10d
  sete %r9b
  cmpl $0x7, %r10d
  sete %r10b
  orl %r10d, %r9d
  testb %r9b, %r9b
  jnz     label6; j label5
block5:
  movq %r11, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %eax
  movl %eax, %r9d
  leaq -1(%r9), %rax
  cmpq $0x7, %rax
  jbe     label8; j label7
block7:
  movq %r11, %rax
  jmp     label9
block8:
  movl (%rcx, %rsi, 4), %r10d
  uninit  %rax
  xorl %eax, %eax
  lock cmpxchgb %r10b, -1(%r9, %r8) ;; implicit: %al
  testb %al, %al
  setne %al
  movzbq %al, %r9
  movq %r11, %rax
  leaq (%rax, %r9), %rax
  jmp     label9
block9:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label10; j label11
block10:
  movq %rax, %r11
  jmp     label4
block11:
  movq %rax, %r11
  jmp     label1

; kernel probe_1 — probe pipeline over `orders`: `customers` vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: orders.cust_id, +16: orders.order_id, +24: orders.amount
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
  movq (%rcx), %r13
  movq %rcx, %r8
  movq %r13, <offset:1>+0x10(%rsp)
  movq (%rdi), %r12
  movq %r12, <offset:1>+0x60(%rsp)
  movq 8(%rdi), %r15
  movq %r15, <offset:1>+0x58(%rsp)
  movq 0x10(%rdi), %r14
  movq %r14, <offset:1>+0x50(%rsp)
  movq 0x18(%rdi), %rbx
  movq %rbx, <offset:1>+0x48(%rsp)
  movq %rdx, %rax
  subq %rsi, %rax
  movq %rdx, <offset:1>+(%rsp)
  andq $0xfffffffffffffff8, %rax
  leaq (%rsi, %rax), %r13
  movq %rsi, <offset:1>+8(%rsp)
  movq <offset:1>+8(%rsp), %rbx
  jmp     label1
block1:
  cmpq %r13, %rbx
  movq %rbx, <offset:1>+8(%rsp)
  jb      label20; j label2
block2:
  movq <offset:1>+(%rsp), %r14
  jmp     label3
block3:
  cmpq %r14, %r13
  movq %r14, <offset:1>+(%rsp)
  jb      label4; j label5
block4:
  movq <offset:1>+0x58(%rsp), %rbx
  jmp     label6
block5:
  movq <offset:1>+0x10(%rsp), %r9
  movq %r8, %r14
  jmp     label35
block6:
  movl (%rbx, %r13, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rcx
  cmpq $0x7, %rcx
  jbe     label8; j label7
block7:
  movq <offset:1>+0x60(%rsp), %r12
  jmp     label10
block8:
  movq <offset:1>+0x60(%rsp), %r12
  movzbq -1(%rax, %r12), %r15
  testq %r15, %r15
  jnz     label11; j label9
block9:
  jmp     label10
block10:
  movq %r8, %r14
  jmp     label17
block11:
  movq %r8, %r14
  movq 0x18(%r14), %rax
  movq 0x20(%r14), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label13; j label12
block12:
  jmp     label14
block13:
  load_ext_name userextname0+0, %rax
  movq %r14, %rdi
  call    *%rax
  jmp     label14
block14:
  movq 0x10(%r14), %rax
  movq 0x18(%r14), %rcx
  movq <offset:1>+0x50(%rsp), %rdx
  movq (%rdx, %r13, 8), %rsi
  movq %rsi, (%rax, %rcx, 8)
  movq <offset:1>+0x48(%rsp), %rdx
  movq (%rdx, %r13, 8), %rsi
  movq %rsi, 8(%rax, %rcx, 8)
  movl %r15d, %edx
  movq %rdx, 0x10(%rax, %rcx, 8)
  leaq 3(%rcx), %rax
  movq %rax, 0x18(%r14)
  movq <offset:1>+0x10(%rsp), %r9
  leaq 1(%r9), %rax
  cmpq $0xfffffffffffffffe, %r9
  jz      label15; j label16
block15:
  movq %rax, %r9
  jmp     label35
block16:
  movq %rax, <offset:1>+0x10(%rsp)
  jmp     label17
block17:
  leaq 1(%r13), %r13
  movq <offset:1>+(%rsp), %rax
  cmpq %rax, %r13
  jb      label18; j label19
block18:
  movq %r14, %r8
  movq %r12, <offset:1>+0x60(%rsp)
  jmp     label6
block19:
  movq %r12, <offset:1>+0x60(%rsp)
  movq %rbx, <offset:1>+0x58(%rsp)
  movq %r14, %r8
  movq <offset:1>+(%rsp), %r14
  jmp     label3
block20:
  movq <offset:1>+8(%rsp), %rax
  movq <offset:1>+0x58(%rsp), %rbx
  movq <offset:1>+0x60(%rsp), %r12
  movq %r8, %r14
  movl (%rbx, %rax, 4), %esi
  movl %esi, %esi
  leaq -1(%rsi), %rsi
  cmpq $0x7, %rsi
  setbe %r9b
  movq %r9, %r15
  uninit  %rax
  xorq %rax, %rax
  cmpq $0x7, %rsi
  movq %rax, %r8
  cmovbeq %rsi, %r8
  movzbq (%r8, %r12), %r8
  movq <offset:1>+8(%rsp), %rcx
  leaq 1(%rcx), %r9
  movl (%rbx, %r9, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x7, %r9
  setbe %r11b
  movq %r11, <offset:1>+0x40(%rsp)
  cmpq $0x7, %r9
  movq %rax, %r10
  cmovbeq %r9, %r10
  movzbq (%r10, %r12), %r10
  movq <offset:1>+8(%rsp), %rsi
  leaq 2(%rsi), %r11
  movl (%rbx, %r11, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r11
  cmpq $0x7, %r11
  setbe %cl
  movq %rcx, <offset:1>+0x38(%rsp)
  cmpq $0x7, %r11
  movq %rax, %rcx
  cmovbeq %r11, %rcx
  movzbq (%rcx, %r12), %rdx
  movq <offset:1>+8(%rsp), %rcx
  leaq 3(%rcx), %rcx
  movl (%rbx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x7, %rcx
  setbe %sil
  movq %rsi, <offset:1>+0x30(%rsp)
  cmpq $0x7, %rcx
  movq %rax, %rsi
  cmovbeq %rcx, %rsi
  movzbq (%rsi, %r12), %rdi
  movq <offset:1>+8(%rsp), %rcx
  leaq 4(%rcx), %rcx
  movl (%rbx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x7, %rcx
  setbe %r9b
  movq %r9, <offset:1>+0x28(%rsp)
  cmpq $0x7, %rcx
  movq %rax, %rsi
  cmovbeq %rcx, %rsi
  movzbq (%rsi, %r12), %r11
  movq <offset:1>+8(%rsp), %rcx
  leaq 5(%rcx), %rcx
  movl (%rbx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x7, %rcx
  setbe %sil
  movq %rsi, <offset:1>+0x20(%rsp)
  cmpq $0x7, %rcx
  movq %rax, %rsi
  cmovbeq %rcx, %rsi
  movzbq (%rsi, %r12), %rsi
  movq <offset:1>+8(%rsp), %rcx
  leaq 6(%rcx), %rcx
  movl (%rbx, %rcx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x7, %rcx
  setbe %r9b
  movq %r9, <offset:1>+0x18(%rsp)
  cmpq $0x7, %rcx
  movq %rax, %r9
  cmovbeq %rcx, %r9
  movzbq (%r9, %r12), %rcx
  movq <offset:1>+8(%rsp), %r9
  leaq 7(%r9), %r9
  movl (%rbx, %r9, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %rbx
  cmpq $0x7, %rbx
  setbe %r9b
  cmpq $0x7, %rbx
  cmovbeq %rbx, %rax
  movzbq (%rax, %r12), %rax
  testq %r8, %r8
  setne %r8b
  movq %r15, %r12
  andl %r12d, %r8d
  movzbq %r8b, %rbx
  testq %r10, %r10
  setne %r8b
  movq <offset:1>+0x40(%rsp), %r10
  andl %r10d, %r8d
  movzbq %r8b, %r8
  shlq $1, %r8
  orq %r8, %rbx
  testq %rdx, %rdx
  setne %dl
  movq <offset:1>+0x38(%rsp), %r8
  andl %r8d, %edx
  movzbq %dl, %rdx
  shlq $0x2, %rdx
  orq %rdx, %rbx
  testq %rdi, %rdi
  setne %dl
  movq <offset:1>+0x30(%rsp), %rdi
  andl %edi, %edx
  movzbq %dl, %rdx
  shlq $0x3, %rdx
  orq %rdx, %rbx
  testq %r11, %r11
  setne %dl
  movq <offset:1>+0x28(%rsp), %rdi
  andl %edi, %edx
  movzbq %dl, %rdx
  shlq $0x4, %rdx
  orq %rdx, %rbx
  testq %rsi, %rsi
  setne %dl
  movq <offset:1>+0x20(%rsp), %rsi
  andl %esi, %edx
  movzbq %dl, %rdx
  shlq $0x5, %rdx
  orq %rdx, %rbx
  testq %rcx, %rcx
  setne %cl
  movq <offset:1>+0x18(%rsp), %rdx
  andl %edx, %ecx
  movzbq %cl, %rcx
  shlq $0x6, %rcx
  orq %rcx, %rbx
  testq %rax, %rax
  setne %al
  andl %r9d, %eax
  movzbq %al, %rax
  shlq $0x7, %rax
  orq %rax, %rbx
  testq %rbx, %rbx
  jnz     label21; j label22
block21:
  jmp     label23
block22:
  movq <offset:1>+0x50(%rsp), %rax
  movq <offset:1>+0x48(%rsp), %rcx
  movq <offset:1>+8(%rsp), %rbx
  movq <offset:1>+0x10(%rsp), %r9
  jmp     label34
block23:
  tzcntq %rbx, %rax
  movq <offset:1>+8(%rsp), %rcx
  leaq (%rcx, %rax), %r12
  movq <offset:1>+0x58(%rsp), %rax
  movl (%rax, %r12, 4), %eax
  movl %eax, %eax
  movq <offset:1>+0x60(%rsp), %rcx
  movzbq -1(%rax, %rcx), %r15
  testq %r15, %r15
  jnz     label25; j label24
block24:
  movq <offset:1>+0x50(%rsp), %rax
  movq <offset:1>+0x48(%rsp), %rcx
  movq <offset:1>+0x10(%rsp), %r9
  jmp     label31
block25:
  movq 0x18(%r14), %rax
  movq 0x20(%r14), %rcx
  leaq 3(%rax), %rax
  cmpq %rcx, %rax
  jnbe    label27; j label26
block26:
  jmp     label28
block27:
  load_ext_name userextname0+0, %rax
  movq %r14, %rdi
  call    *%rax
  jmp     label28
block28:
  movq 0x10(%r14), %rdx
  movq 0x18(%r14), %rsi
  movq <offset:1>+0x50(%rsp), %rax
  movq (%rax, %r12, 8), %rcx
  movq %rcx, (%rdx, %rsi, 8)
  movq <offset:1>+0x48(%rsp), %rcx
  movq (%rcx, %r12, 8), %rdi
  movq %rdi, 8(%rdx, %rsi, 8)
  movl %r15d, %edi
  movq %rdi, 0x10(%rdx, %rsi, 8)
  leaq 3(%rsi), %rdx
  movq %rdx, 0x18(%r14)
  movq <offset:1>+0x10(%rsp), %r9
  leaq 1(%r9), %rdx
  cmpq $0xfffffffffffffffe, %r9
  jz      label29; j label30
block29:
  movq %rdx, %r9
  jmp     label35
block30:
  movq %rdx, %r9
  jmp     label31
block31:
  leaq -1(%rbx), %rsi
  blsrq %rbx, %rdx
  testq %rbx, %rsi
  jnz     label32; j label33
block32:
  movq %rdx, %rbx
  movq %r9, <offset:1>+0x10(%rsp)
  movq %rcx, <offset:1>+0x48(%rsp)
  movq %rax, <offset:1>+0x50(%rsp)
  jmp     label23
block33:
  movq <offset:1>+8(%rsp), %rbx
  jmp     label34
block34:
  leaq 8(%rbx), %rbx
  movq %rbx, <offset:1>+8(%rsp)
  movq %r14, %r8
  movq %r9, <offset:1>+0x10(%rsp)
  movq %rcx, <offset:1>+0x48(%rsp)
  movq %rax, <offset:1>+0x50(%rsp)
  jmp     label1
block35:
  movq %r9, (%r14)
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

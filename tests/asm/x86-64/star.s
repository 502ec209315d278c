; target x86-64 (x86_64-unknown-linux-gnu): x86-64 baseline (SSE2 only)
; flags: (baseline)

; kernel build_0 — build `date`: vector (bitmap of 100 keys)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x100100000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  cmpl $0x7c9, %ecx
  setae %dl
  cmpl $0x7cb, %ecx
  setbe %cl
  testb %dl, %cl
  jnz     label5; j label4
block4:
  movq %r11, %rax
  jmp     label8
block5:
  movabsq $0x100000000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdx
  cmpq $0x63, %rdx
  jbe     label7; j label6
block6:
  movq %r11, %rax
  jmp     label8
block7:
  leaq -1(%rcx), %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movabsq $0x200000000000, %r8
  movl $0x1, %r9d
  andq $0x3f, %rcx
  shlq %cl, %r9
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r11, %rax
  leaq (%rax, %rcx), %rax
  jmp     label8
block8:
  leaq 1(%rdi), %rdi
  movq %rax, %r11
  jmp     label1

; kernel build_1 — build `supplier`: vector (bitmap of 100 keys)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x101100000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  cmpl $0x2, %ecx
  jz      label5; j label4
block4:
  movq %r11, %rax
  jmp     label8
block5:
  movabsq $0x101000000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdx
  cmpq $0x63, %rdx
  jbe     label7; j label6
block6:
  movq %r11, %rax
  jmp     label8
block7:
  leaq -1(%rcx), %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movabsq $0x210000000000, %r8
  movl $0x1, %r9d
  andq $0x3f, %rcx
  shlq %cl, %r9
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r11, %rax
  leaq (%rax, %rcx), %rax
  jmp     label8
block8:
  leaq 1(%rdi), %rdi
  movq %rax, %r11
  jmp     label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r11
  jmp     label1
block1:
  cmpq %rsi, %rdi
  jb      label3; j label2
block2:
  movq %r11, %rax
  movq %rbp, %rsp
  popq %rbp
  retq
block3:
  movabsq $0x102000000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rdx
  cmpq $0x3ff, %rdx
  jbe     label5; j label4
block4:
  movq %r11, %rax
  jmp     label6
block5:
  leaq -1(%rcx), %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movabsq $0x220000000000, %r8
  movl $0x1, %r9d
  andq $0x3f, %rcx
  shlq %cl, %r9
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %rcx, %rax
  setb %al
  movzbq %al, %rcx
  movq %r11, %rax
  leaq (%rax, %rcx), %rax
  jmp     label6
block6:
  leaq 1(%rdi), %rdi
  movq %rax, %r11
  jmp     label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` vector (bitmap of 100 keys); `supplier` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
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
  movq 0x20(%rdx), %rbx
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
  movq %rbx, 0x20(%rdx)
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
  movabsq $0x103000000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r12
  cmpq $0x63, %r12
  jbe     label5; j label4
block4:
  jmp     label7
block5:
  leaq -1(%rcx), %rcx
  movq %rcx, %r12
  shrq $0x6, %r12
  movabsq $0x200000000000, %r13
  movq (%r13, %r12, 8), %r12
  andq $0x3f, %rcx
  shrq %cl, %r12
  testq $0x1, %r12
  jnz     label8; j label6
block6:
  jmp     label7
block7:
  jmp     label19
block8:
  movabsq $0x103100000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x63, %rcx
  jbe     label10; j label9
block9:
  jmp     label12
block10:
  movq %rcx, %r12
  shrq $0x6, %r12
  movabsq $0x210000000000, %r13
  movq (%r13, %r12, 8), %r12
  andq $0x3f, %rcx
  shrq %cl, %r12
  testq $0x1, %r12
  jnz     label13; j label11
block11:
  jmp     label12
block12:
  jmp     label19
block13:
  movabsq $0x103200000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  cmpq $0x3ff, %rcx
  jbe     label15; j label14
block14:
  jmp     label17
block15:
  movq %rcx, %r12
  shrq $0x6, %r12
  movabsq $0x220000000000, %r13
  movq (%r13, %r12, 8), %r12
  andq $0x3f, %rcx
  shrq %cl, %r12
  testq $0x1, %r12
  jnz     label18; j label16
block16:
  jmp     label17
block17:
  jmp     label19
block18:
  leaq 1(%r9), %r9
  leaq 1(%r8), %r8
  movabsq $0x103500000000, %rcx
  addq (%rcx, %rdi, 8), %rbx
  adcq $0x0, %rax
  movabsq $0x103400000000, %rcx
  movl (%rcx, %rdi, 4), %ecx
  cmpq %rcx, %r11
  cmovbq %r11, %rcx
  movabsq $0x103300000000, %r11
  movl (%r11, %rdi, 4), %r11d
  cmpq %r11, %r10
  cmovaeq %r10, %r11
  movq %r11, %r10
  movq %rcx, %r11
  jmp     label19
block19:
  leaq 1(%rdi), %rdi
  jmp     label1

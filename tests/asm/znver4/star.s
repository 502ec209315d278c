; target znver4 (x86_64-unknown-linux-gnu): AMD EPYC Genoa (Zen 4), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel build_0 — build `supplier`: vector (bitmap of 100 keys)
; context block (first argument): +0: supplier structure, +8: supplier.region, +16: supplier.suppkey
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  movq (%rdi), %r8
  movq 8(%rdi), %rcx
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r12
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x2, %r9d
  jz      label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x63, %r9
  jbe     label8; j label7
block7:
  movq %r12, %rax
  jmp     label9
block8:
  movq %r9, %r10
  shrq $0x6, %r10
  andq $0x3f, %r9
  movl $0x1, %r11d
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
  jmp     label9
block9:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label10; j label11
block10:
  movq %rax, %r12
  jmp     label4
block11:
  movq %rax, %r12
  jmp     label1

; kernel build_1 — build `date`: vector (bitmap of 100 keys)
; context block (first argument): +0: date structure, +8: date.year, +16: date.datekey
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
block0:
  movq (%rdi), %r8
  movq 8(%rdi), %rcx
  movq 0x10(%rdi), %rdi
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %r12
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %r12, %rax
  movq (%rsp), %rbx
  movq 8(%rsp), %r12
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rcx, %rsi, 4), %r9d
  cmpl $0x7c9, %r9d
  setae %r10b
  cmpl $0x7cb, %r9d
  setbe %r9b
  testb %r10b, %r9b
  jnz     label6; j label5
block5:
  movq %r12, %rax
  jmp     label9
block6:
  movl (%rdi, %rsi, 4), %r9d
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq $0x63, %r9
  jbe     label8; j label7
block7:
  movq %r12, %rax
  jmp     label9
block8:
  movq %r9, %r10
  shrq $0x6, %r10
  andq $0x3f, %r9
  movl $0x1, %r11d
  shlxq %r9, %r11, %r11
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r9, %rax
  setb %al
  movzbq %al, %r9
  movq %r12, %rax
  leaq (%rax, %r9), %rax
  jmp     label9
block9:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label10; j label11
block10:
  movq %rax, %r12
  jmp     label4
block11:
  movq %rax, %r12
  jmp     label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
; context block (first argument): +0: part structure, +8: part.partkey
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  subq $0x10, %rsp
  movq %rbx, (%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
block0:
  movq (%rdi), %r11
  movq 8(%rdi), %rcx
  uninit  %rax
  xorq %rax, %rax
  movq %rax, %rbx
  jmp     label1
block1:
  cmpq %rdx, %rsi
  jb      label2; j label3
block2:
  jmp     label4
block3:
  movq %rbx, %rax
  movq (%rsp), %rbx
  addq $0x10, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block4:
  movl (%rcx, %rsi, 4), %edi
  movl %edi, %edi
  leaq -1(%rdi), %r8
  cmpq $0x3ff, %r8
  jbe     label6; j label5
block5:
  movq %rbx, %rax
  jmp     label7
block6:
  movq %r8, %r9
  shrq $0x6, %r9
  andq $0x3f, %r8
  movl $0x1, %edi
  shlxq %r8, %rdi, %r10
  atomically { 64_bits_at_[%r9] Or= %r10; %rax = old_value_at_[%r9]; %r11, %rflags = trash }
  btq %r8, %rax
  setb %al
  movzbq %al, %rdi
  movq %rbx, %rax
  leaq (%rax, %rdi), %rax
  jmp     label7
block7:
  leaq 1(%rsi), %rsi
  cmpq %rdx, %rsi
  jb      label8; j label9
block8:
  movq %rax, %rbx
  jmp     label4
block9:
  movq %rax, %rbx
  jmp     label1

; kernel probe_3 — probe pipeline over `lineorder`: `supplier` vector (bitmap of 100 keys); `date` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: supplier structure, +8: lineorder.suppkey, +16: date structure, +24: lineorder.orderdate, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity, +72: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x4d0, %rsp
  movq %rbx, 0x4a0(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x4a8(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x4b0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x4b8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x4c0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdi, %r8
  movq %rdx, <offset:1>+0x400(%rsp)
  movq (%rcx), %rdx
  movq %rdx, %rax
  movq 0x20(%rcx), %rdi
  movq %rdi, <offset:1>+0x418(%rsp)
  movq 0x28(%rcx), %rdx
  movq %rdx, <offset:1>+0x420(%rsp)
  movq 0x30(%rcx), %rdi
  movq 0x40(%rcx), %r13
  movq %r13, %r9
  movq %rcx, <offset:1>+0x408(%rsp)
  movq (%r8), %r11
  movq %r11, <offset:1>+0x498(%rsp)
  movq 8(%r8), %r10
  movq %r10, <offset:1>+0x490(%rsp)
  movq 0x10(%r8), %r12
  movq %r12, <offset:1>+0x488(%rsp)
  movq 0x18(%r8), %r10
  movq %r10, <offset:1>+0x480(%rsp)
  movq 0x20(%r8), %r14
  movq %r14, <offset:1>+0x478(%rsp)
  movq 0x28(%r8), %r15
  movq %r15, <offset:1>+0x470(%rsp)
  movq 0x30(%r8), %rbx
  movq %rbx, <offset:1>+0x468(%rsp)
  movq 0x38(%r8), %rcx
  movq %rcx, <offset:1>+0x460(%rsp)
  movq 0x40(%r8), %r10
  movq %r10, <offset:1>+0x458(%rsp)
  movq 0x48(%r8), %r10
  movq %r10, <offset:1>+0x450(%rsp)
  jmp     label1
block1:
  movq <offset:1>+0x400(%rsp), %rcx
  jmp     label2
block2:
  cmpq %rcx, %rsi
  movq %rcx, <offset:1>+0x400(%rsp)
  jb      label13; j label3
block3:
  movq <offset:1>+0x400(%rsp), %rcx
  movq <offset:1>+0x400(%rsp), %r13
  jmp     label4
block4:
  cmpq %r13, %rcx
  jb      label5; j label6
block5:
  movq %rax, %rdx
  movq <offset:1>+0x490(%rsp), %rsi
  movq %r9, %r13
  movq <offset:1>+0x420(%rsp), %r14
  movq <offset:1>+0x418(%rsp), %r15
  jmp     label7
block6:
  movq <offset:1>+0x408(%rsp), %rcx
  movq %rax, %rdx
  movq %rdx, (%rcx)
  movq %rcx, %rax
  movq %rdx, 0x10(%rax)
  movq <offset:1>+0x408(%rsp), %rax
  movq <offset:1>+0x418(%rsp), %r15
  movq %r15, 0x20(%rax)
  movq <offset:1>+0x420(%rsp), %r14
  movq %r14, 0x28(%rax)
  movq %rdi, 0x30(%rax)
  movq %r9, %r13
  movq %r13, 0x40(%rax)
  uninit  %rax
  xorq %rax, %rax
  movq 0x4a0(%rsp), %rbx
  movq 0x4a8(%rsp), %r12
  movq 0x4b0(%rsp), %r13
  movq 0x4b8(%rsp), %r14
  movq 0x4c0(%rsp), %r15
  addq $0x4d0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%rsi, %rcx, 4), %r10d
  movq %rsi, <offset:1>+0x490(%rsp)
  movq <offset:1>+0x480(%rsp), %rsi
  movl (%rsi, %rcx, 4), %r8d
  movq <offset:1>+0x470(%rsp), %r11
  movl (%r11, %rcx, 4), %esi
  movl %r10d, %r10d
  leaq -1(%r10), %r11
  movl $0x64, %r10d
  cmpq %r11, %r10
  cmovbq %r10, %r11
  movq %r11, %r12
  shrq $0x6, %r12
  movq <offset:1>+0x498(%rsp), %rbx
  movq (%rbx, %r12, 8), %r12
  shrxq %r11, %r12, %r11
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  cmpq %r8, %r10
  cmovbq %r10, %r8
  movq %r8, %rbx
  shrq $0x6, %rbx
  movq <offset:1>+0x488(%rsp), %r10
  movq (%r10, %rbx, 8), %rbx
  shrxq %r8, %rbx, %r8
  andq %r8, %r11
  movl %esi, %esi
  leaq -1(%rsi), %rsi
  movl $0x400, %r8d
  cmpq %rsi, %r8
  cmovbq %r8, %rsi
  movq %rsi, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x478(%rsp), %r8
  movq (%r8, %r10, 8), %r10
  shrxq %rsi, %r10, %rsi
  andq %rsi, %r11
  testq $0x1, %r11
  jnz     label9; j label8
block8:
  movq %r15, <offset:1>+0x418(%rsp)
  movq %r14, <offset:1>+0x420(%rsp)
  jmp     label10
block9:
  leaq 1(%rdx), %rdx
  movq <offset:1>+0x468(%rsp), %rsi
  addq (%rsi, %rcx, 8), %r15
  movq %r15, <offset:1>+0x418(%rsp)
  adcq $0x0, %r14
  movq <offset:1>+0x460(%rsp), %r8
  movq %r14, <offset:1>+0x420(%rsp)
  movl (%r8, %rcx, 4), %esi
  cmpq %rsi, %rdi
  cmovbq %rdi, %rsi
  movq <offset:1>+0x458(%rsp), %r9
  movl (%r9, %rcx, 4), %r8d
  cmpq %r8, %r13
  cmovaeq %r13, %r8
  movq %rsi, %rdi
  movq %r8, %r13
  jmp     label10
block10:
  leaq 1(%rcx), %rcx
  movq <offset:1>+0x400(%rsp), %rax
  cmpq %rax, %rcx
  jb      label11; j label12
block11:
  movq <offset:1>+0x490(%rsp), %rsi
  movq <offset:1>+0x420(%rsp), %r14
  movq <offset:1>+0x418(%rsp), %r15
  jmp     label7
block12:
  movq %r13, %r9
  movq <offset:1>+0x400(%rsp), %r13
  movq %rdx, %rax
  jmp     label4
block13:
  movq %rax, %rdx
  movq %r9, %r13
  uninit  %r14
  xorq %r14, %r14
  movq <offset:1>+0x400(%rsp), %rax
  movq %rax, %rcx
  subq %rsi, %rcx
  movq %rcx, <offset:1>+0x448(%rsp)
  movl $0x200, %ecx
  movq <offset:1>+0x448(%rsp), %r8
  cmpq %r8, %rcx
  movq %r8, %rax
  cmovbq %rcx, %r8
  movq %r8, %rax
  movq %r8, <offset:1>+0x448(%rsp)
  movq %rax, %rbx
  shrq $0x3, %rbx
  movq %r14, %rax
  movq %r14, %r15
  jmp     label14
block14:
  cmpq %rbx, %rax
  movq %rax, <offset:1>+0x410(%rsp)
  movq %rbx, <offset:1>+0x440(%rsp)
  jb      label30; j label15
block15:
  movq <offset:1>+0x448(%rsp), %rax
  movq %rax, %r8
  andq $0xfffffffffffffff8, %r8
  movq %rax, %rcx
  subq %r8, %rcx
  movq %r14, %rbx
  jmp     label16
block16:
  cmpq %rcx, %rbx
  jb      label28; j label17
block17:
  movq %r14, %rcx
  movq %r14, %rbx
  jmp     label18
block18:
  cmpq %r15, %rcx
  jb      label26; j label19
block19:
  movq %rsi, %r15
  jmp     label20
block20:
  cmpq %rbx, %r14
  jb      label22; j label21
block21:
  leaq 0x200(%r15), %rsi
  movq %rdx, %rax
  movq <offset:1>+0x400(%rsp), %rcx
  movq %r13, %r9
  jmp     label2
block22:
  leaq <offset:1>+(%rsp), %rcx
  movzwq (%rcx, %r14, 2), %rcx
  leaq (%rsi, %rcx), %rcx
  movq <offset:1>+0x490(%rsp), %r8
  movl (%r8, %rcx, 4), %r8d
  movq <offset:1>+0x480(%rsp), %r12
  movl (%r12, %rcx, 4), %r10d
  movq <offset:1>+0x470(%rsp), %rax
  movl (%rax, %rcx, 4), %r11d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  movl $0x64, %r12d
  cmpq %r8, %r12
  cmovbq %r12, %r8
  movq %r8, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x498(%rsp), %r9
  movq (%r9, %rax, 8), %rax
  shrxq %r8, %rax, %r8
  movl %r10d, %eax
  leaq -1(%rax), %r10
  cmpq %r10, %r12
  cmovbq %r12, %r10
  movq %r10, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x488(%rsp), %r12
  movq (%r12, %rax, 8), %rax
  shrxq %r10, %rax, %r10
  andq %r10, %r8
  movl %r11d, %eax
  leaq -1(%rax), %r11
  movl $0x400, %r10d
  cmpq %r11, %r10
  cmovbq %r10, %r11
  movq %r11, %rax
  shrq $0x6, %rax
  movq <offset:1>+0x478(%rsp), %r9
  movq (%r9, %rax, 8), %rax
  shrxq %r11, %rax, %r10
  andq %r10, %r8
  testq $0x1, %r8
  jnz     label24; j label23
block23:
  movq <offset:1>+0x420(%rsp), %rax
  movq <offset:1>+0x418(%rsp), %r9
  jmp     label25
block24:
  leaq 1(%rdx), %rdx
  movq <offset:1>+0x468(%rsp), %r8
  movq <offset:1>+0x418(%rsp), %r9
  addq (%r8, %rcx, 8), %r9
  movq <offset:1>+0x420(%rsp), %rax
  adcq $0x0, %rax
  movq <offset:1>+0x460(%rsp), %r8
  movl (%r8, %rcx, 4), %r11d
  cmpq %r11, %rdi
  cmovbq %rdi, %r11
  movq <offset:1>+0x458(%rsp), %r8
  movl (%r8, %rcx, 4), %ecx
  cmpq %rcx, %r13
  cmovaeq %r13, %rcx
  movq %r11, %rdi
  movq %rcx, %r13
  jmp     label25
block25:
  leaq 1(%r14), %r14
  movq %r9, <offset:1>+0x418(%rsp)
  movq %rax, <offset:1>+0x420(%rsp)
  movq %r12, <offset:1>+0x488(%rsp)
  jmp     label20
block26:
  movq <offset:1>+0x420(%rsp), %rax
  movq <offset:1>+0x418(%rsp), %r9
  movq <offset:1>+0x488(%rsp), %r12
  leaq <offset:1>+(%rsp), %r11
  movzwq (%r11, %rcx, 2), %r10
  movw %r10w, (%r11, %rbx, 2)
  jmp     label27
block27:
  leaq 1(%rcx), %rcx
  leaq (%rsi, %r10), %r10
  movq <offset:1>+0x480(%rsp), %r8
  movl (%r8, %r10, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r11
  movl $0x64, %r10d
  cmpq %r11, %r10
  cmovbq %r10, %r11
  movq %r11, %r10
  shrq $0x6, %r10
  movq (%r12, %r10, 8), %r10
  shrxq %r11, %r10, %r10
  andq $0x1, %r10
  leaq (%rbx, %r10), %rbx
  movq %r9, <offset:1>+0x418(%rsp)
  movq %rax, <offset:1>+0x420(%rsp)
  movq %r12, <offset:1>+0x488(%rsp)
  jmp     label18
block28:
  movq <offset:1>+0x420(%rsp), %rax
  movq <offset:1>+0x448(%rsp), %r8
  movq <offset:1>+0x418(%rsp), %r9
  movq <offset:1>+0x488(%rsp), %r12
  movq %r8, %r10
  andq $0xfffffffffffffff8, %r10
  leaq (%r10, %rbx), %r10
  leaq <offset:1>+(%rsp), %r11
  movw %r10w, (%r11, %r15, 2)
  jmp     label29
block29:
  leaq 1(%rbx), %rbx
  leaq (%rsi, %r10), %r10
  movq <offset:1>+0x490(%rsp), %r8
  movl (%r8, %r10, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r11
  movl $0x64, %r10d
  cmpq %r11, %r10
  cmovbq %r10, %r11
  movq %r11, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x498(%rsp), %r8
  movq (%r8, %r10, 8), %r10
  shrxq %r11, %r10, %r10
  andq $0x1, %r10
  leaq (%r15, %r10), %r15
  movq %r9, <offset:1>+0x418(%rsp)
  movq %rax, <offset:1>+0x420(%rsp)
  movq %r12, <offset:1>+0x488(%rsp)
  jmp     label16
block30:
  movq <offset:1>+0x420(%rsp), %rax
  movq <offset:1>+0x410(%rsp), %rbx
  movq <offset:1>+0x418(%rsp), %r9
  movq <offset:1>+0x488(%rsp), %r12
  movq %rbx, %r10
  shlq $0x3, %r10
  movq %r10, <offset:1>+0x438(%rsp)
  leaq (%rsi, %rbx, 8), %rbx
  movq <offset:1>+0x490(%rsp), %r8
  movl (%r8, %rbx, 4), %r10d
  movq %rbx, %r8
  movl %r10d, %r10d
  leaq -1(%r10), %r11
  movl $0x64, %ebx
  cmpq %r11, %rbx
  movq %rbx, <offset:1>+0x430(%rsp)
  cmovbq %rbx, %r11
  movq %r11, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x498(%rsp), %rcx
  movq (%rcx, %r10, 8), %r10
  shrxq %r11, %r10, %rbx
  andq $0x1, %rbx
  movq %rbx, <offset:1>+0x428(%rsp)
  movq %r8, %rbx
  movq <offset:1>+0x490(%rsp), %r8
  movl 4(%r8, %rbx, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r10
  movq <offset:1>+0x430(%rsp), %rcx
  cmpq %r10, %rcx
  cmovbq %rcx, %r10
  movq %r10, %r11
  shrq $0x6, %r11
  movq <offset:1>+0x498(%rsp), %rcx
  movq (%rcx, %r11, 8), %r11
  shrxq %r10, %r11, %r10
  andq $0x1, %r10
  shlq $1, %r10
  movq <offset:1>+0x428(%rsp), %rcx
  orq %r10, %rcx
  movq %rcx, <offset:1>+0x428(%rsp)
  movl 8(%r8, %rbx, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r10
  movq <offset:1>+0x430(%rsp), %rcx
  cmpq %r10, %rcx
  cmovbq %rcx, %r10
  movq %r10, %r11
  shrq $0x6, %r11
  movq <offset:1>+0x498(%rsp), %rcx
  movq (%rcx, %r11, 8), %r11
  shrxq %r10, %r11, %r10
  andq $0x1, %r10
  shlq $0x2, %r10
  movq <offset:1>+0x428(%rsp), %r8
  movq %r8, %r11
  orq %r10, %r11
  movq <offset:1>+0x490(%rsp), %r8
  movq %r11, <offset:1>+0x428(%rsp)
  movl 0xc(%r8, %rbx, 4), %r10d
  movl %r10d, %r10d
  leaq -1(%r10), %r10
  movq <offset:1>+0x430(%rsp), %rcx
  cmpq %r10, %rcx
  cmovbq %rcx, %r10
  movq %r10, %r11
  shrq $0x6, %r11
  movq <offset:1>+0x498(%rsp), %rcx
  movq (%rcx, %r11, 8), %r11
  shrxq %r10, %r11, %r10
  andq $0x1, %r10
  shlq $0x3, %r10
  movq <offset:1>+0x428(%rsp), %rcx
  orq %r10, %rcx
  movq <offset:1>+0x490(%rsp), %r8
  movq %rcx, <offset:1>+0x428(%rsp)
  movl 0x10(%r8, %rbx, 4), %r11d
  movl %r11d, %r11d
  leaq -1(%r11), %r10
  movq <offset:1>+0x430(%rsp), %r11
  cmpq %r10, %r11
  cmovbq %r11, %r10
  movq %r10, %rcx
  shrq $0x6, %rcx
  movq <offset:1>+0x498(%rsp), %r11
  movq (%r11, %rcx, 8), %rcx
  shrxq %r10, %rcx, %r10
  andq $0x1, %r10
  shlq $0x4, %r10
  movq <offset:1>+0x428(%rsp), %rcx
  orq %r10, %rcx
  movq %rcx, <offset:1>+0x428(%rsp)
  movl 0x14(%r8, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %r11
  movq <offset:1>+0x430(%rsp), %rcx
  cmpq %r11, %rcx
  cmovbq %rcx, %r11
  movq %r11, %rcx
  shrq $0x6, %rcx
  movq <offset:1>+0x498(%rsp), %r10
  movq (%r10, %rcx, 8), %rcx
  shrxq %r11, %rcx, %r11
  andq $0x1, %r11
  shlq $0x5, %r11
  movq <offset:1>+0x428(%rsp), %rcx
  orq %r11, %rcx
  movq %rcx, <offset:1>+0x428(%rsp)
  movl 0x18(%r8, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movq <offset:1>+0x430(%rsp), %r8
  cmpq %rcx, %r8
  movq <offset:1>+0x430(%rsp), %r10
  cmovbq %r10, %rcx
  movq %rcx, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x498(%rsp), %r11
  movq (%r11, %r10, 8), %r10
  shrxq %rcx, %r10, %rcx
  andq $0x1, %rcx
  shlq $0x6, %rcx
  movq <offset:1>+0x428(%rsp), %r8
  movq %r8, %r10
  orq %rcx, %r10
  movq <offset:1>+0x490(%rsp), %r8
  movq %r10, <offset:1>+0x428(%rsp)
  movl 0x1c(%r8, %rbx, 4), %ecx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movq <offset:1>+0x430(%rsp), %rbx
  cmpq %rcx, %rbx
  cmovbq %rbx, %rcx
  movq %rcx, %r10
  shrq $0x6, %r10
  movq (%r11, %r10, 8), %r10
  shrxq %rcx, %r10, %rcx
  andq $0x1, %rcx
  shlq $0x7, %rcx
  movq <offset:1>+0x428(%rsp), %rbx
  orq %rcx, %rbx
  movq %rbx, <offset:1>+0x428(%rsp)
  movq %rbx, %r10
  shlq $0x4, %r10
  movq <offset:1>+0x450(%rsp), %rcx
  vmovdqu (%rcx, %r10), %xmm0
  movq <offset:1>+0x438(%rsp), %rbx
  vmovd %ebx, %xmm1
  vpbroadcastw %xmm1, %xmm1
  vpaddw %xmm1, %xmm0, %xmm0
  leaq <offset:1>+(%rsp), %r10
  vmovdqu %xmm0, (%r10, %r15, 2)
  jmp     label31
block31:
  movq <offset:1>+0x410(%rsp), %rbx
  leaq 1(%rbx), %rbx
  movq %rbx, <offset:1>+0x410(%rsp)
  movq <offset:1>+0x428(%rsp), %rbx
  popcntq %rbx, %r10
  leaq (%r15, %r10), %r15
  movq %r12, <offset:1>+0x488(%rsp)
  movq %rcx, <offset:1>+0x450(%rsp)
  movq %rax, <offset:1>+0x420(%rsp)
  movq %r9, <offset:1>+0x418(%rsp)
  movq <offset:1>+0x440(%rsp), %rbx
  movq <offset:1>+0x410(%rsp), %rax
  jmp     label14

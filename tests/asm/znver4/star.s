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
  movq %rdx, <offset:1>+0x400(%rsp)
  movq %rdi, %rdx
  movq (%rcx), %rax
  movq %rax, <offset:1>+0x418(%rsp)
  movq 0x20(%rcx), %rax
  movq %rax, <offset:1>+0x420(%rsp)
  movq 0x28(%rcx), %rdi
  movq %rdi, %r11
  movq 0x30(%rcx), %rax
  movq %rax, <offset:1>+0x428(%rsp)
  movq 0x40(%rcx), %r12
  movq %rcx, <offset:1>+0x408(%rsp)
  movq %rdx, %rcx
  movq %r12, %rdx
  movq (%rcx), %r9
  movq %r9, <offset:1>+0x498(%rsp)
  movq 8(%rcx), %r10
  movq %r10, <offset:1>+0x490(%rsp)
  movq 0x10(%rcx), %rbx
  movq %rbx, <offset:1>+0x488(%rsp)
  movq 0x18(%rcx), %r13
  movq %r13, <offset:1>+0x480(%rsp)
  movq 0x20(%rcx), %r8
  movq %r8, <offset:1>+0x478(%rsp)
  movq 0x28(%rcx), %r14
  movq %r14, <offset:1>+0x470(%rsp)
  movq 0x30(%rcx), %r15
  movq %r15, <offset:1>+0x468(%rsp)
  movq 0x38(%rcx), %r8
  movq %r8, <offset:1>+0x460(%rsp)
  movq 0x40(%rcx), %r8
  movq %r8, <offset:1>+0x458(%rsp)
  movq 0x48(%rcx), %r13
  movq %r13, <offset:1>+0x450(%rsp)
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
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label4
block4:
  cmpq %r12, %rcx
  jb      label5; j label6
block5:
  movq <offset:1>+0x490(%rsp), %r8
  jmp     label7
block6:
  movq <offset:1>+0x408(%rsp), %rcx
  movq <offset:1>+0x418(%rsp), %r12
  movq %r12, (%rcx)
  movq %rcx, %rax
  movq %r12, 0x10(%rax)
  movq <offset:1>+0x408(%rsp), %rax
  movq <offset:1>+0x420(%rsp), %rdi
  movq %rdi, 0x20(%rax)
  movq %r11, %rax
  movq %rax, 0x28(%rcx)
  movq <offset:1>+0x408(%rsp), %rax
  movq <offset:1>+0x428(%rsp), %rdi
  movq %rdi, 0x30(%rax)
  movq %rdx, %r12
  movq %r12, 0x40(%rax)
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
  movl (%r8, %rcx, 4), %esi
  movq %r8, <offset:1>+0x490(%rsp)
  movq <offset:1>+0x480(%rsp), %r8
  movl (%r8, %rcx, 4), %r9d
  movq <offset:1>+0x470(%rsp), %r10
  movl (%r10, %rcx, 4), %r8d
  movl %esi, %esi
  leaq -1(%rsi), %rsi
  movl $0x64, %r10d
  cmpq %rsi, %r10
  cmovbq %r10, %rsi
  movq %rsi, %rbx
  shrq $0x6, %rbx
  movq <offset:1>+0x498(%rsp), %r14
  movq (%r14, %rbx, 8), %rbx
  shrxq %rsi, %rbx, %rsi
  movl %r9d, %r9d
  leaq -1(%r9), %r9
  cmpq %r9, %r10
  cmovbq %r10, %r9
  movq %r9, %rbx
  shrq $0x6, %rbx
  movq <offset:1>+0x488(%rsp), %r10
  movq (%r10, %rbx, 8), %rbx
  shrxq %r9, %rbx, %r9
  andq %r9, %rsi
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  movl $0x400, %r9d
  cmpq %r8, %r9
  cmovbq %r9, %r8
  movq %r8, %r10
  shrq $0x6, %r10
  movq <offset:1>+0x478(%rsp), %r9
  movq (%r9, %r10, 8), %r10
  shrxq %r8, %r10, %r8
  andq %r8, %rsi
  testq $0x1, %rsi
  jnz     label9; j label8
block8:
  movq %r11, %rax
  movq <offset:1>+0x428(%rsp), %rdi
  movq %rdx, %r12
  jmp     label10
block9:
  movq <offset:1>+0x418(%rsp), %r10
  leaq 1(%r10), %r10
  movq %r10, <offset:1>+0x418(%rsp)
  movq <offset:1>+0x420(%rsp), %r10
  movq <offset:1>+0x468(%rsp), %rsi
  addq (%rsi, %rcx, 8), %r10
  movq %r11, %rax
  movq %r10, <offset:1>+0x420(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x460(%rsp), %r8
  movl (%r8, %rcx, 4), %esi
  movq <offset:1>+0x428(%rsp), %rdi
  cmpq %rsi, %rdi
  cmovbq %rdi, %rsi
  movq <offset:1>+0x458(%rsp), %r9
  movl (%r9, %rcx, 4), %r8d
  movq %rdx, %r12
  cmpq %r8, %r12
  cmovaeq %r12, %r8
  movq %rsi, %rdi
  movq %r8, %r12
  jmp     label10
block10:
  leaq 1(%rcx), %rcx
  movq <offset:1>+0x400(%rsp), %rdx
  cmpq %rdx, %rcx
  jb      label11; j label12
block11:
  movq %r12, %rdx
  movq <offset:1>+0x490(%rsp), %r8
  movq %rax, %r11
  movq %rdi, <offset:1>+0x428(%rsp)
  jmp     label7
block12:
  movq %rdi, <offset:1>+0x428(%rsp)
  movq %rax, %r11
  movq %r12, %rdx
  movq <offset:1>+0x400(%rsp), %r12
  jmp     label4
block13:
  movq %r11, %rax
  movq <offset:1>+0x428(%rsp), %rdi
  movq %rdx, %r12
  uninit  %r10
  xorq %r10, %r10
  movq <offset:1>+0x400(%rsp), %rcx
  movq %rcx, %r15
  subq %rsi, %r15
  movq %r15, <offset:1>+0x448(%rsp)
  movl $0x200, %ecx
  cmpq %r15, %rcx
  cmovbq %rcx, %r15
  movq %r15, <offset:1>+0x448(%rsp)
  shrq $0x3, %r15
  movq %r15, <offset:1>+0x440(%rsp)
  movq %r10, %rcx
  movq <offset:1>+0x440(%rsp), %rbx
  movq %r10, %r11
  jmp     label14
block14:
  cmpq %rbx, %rcx
  movq %rcx, <offset:1>+0x410(%rsp)
  movq %rbx, <offset:1>+0x440(%rsp)
  jb      label34; j label15
block15:
  movq <offset:1>+0x448(%rsp), %r15
  movq %r15, %rcx
  andq $0xfffffffffffffff8, %rcx
  movq %r15, %r8
  subq %rcx, %r8
  movq %r10, %r13
  jmp     label16
block16:
  cmpq %r8, %r13
  jb      label32; j label17
block17:
  movq %r11, %rbx
  movq %r10, %r8
  movq %r10, %r15
  jmp     label18
block18:
  cmpq %rbx, %r8
  movq %rbx, %r11
  jb      label30; j label19
block19:
  movq %r10, %r8
  jmp     label20
block20:
  cmpq %r15, %r8
  jb      label28; j label21
block21:
  movq %rsi, %r8
  jmp     label22
block22:
  cmpq %r15, %r10
  jb      label24; j label23
block23:
  leaq 0x200(%r8), %rsi
  movq <offset:1>+0x400(%rsp), %rcx
  movq %r12, %rdx
  movq %rax, %r11
  movq %rdi, <offset:1>+0x428(%rsp)
  jmp     label2
block24:
  leaq <offset:1>+(%rsp), %rcx
  movzwq (%rcx, %r10, 2), %rcx
  leaq (%rsi, %rcx), %r13
  movq <offset:1>+0x490(%rsp), %rcx
  movl (%rcx, %r13, 4), %ecx
  movq <offset:1>+0x480(%rsp), %rdx
  movl (%rdx, %r13, 4), %r14d
  movq <offset:1>+0x470(%rsp), %r9
  movl (%r9, %r13, 4), %ebx
  movl %ecx, %ecx
  leaq -1(%rcx), %rcx
  movl $0x64, %r9d
  cmpq %rcx, %r9
  cmovbq %r9, %rcx
  movq %rcx, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r11
  movq (%r11, %rdx, 8), %rdx
  shrxq %rcx, %rdx, %rcx
  movl %r14d, %edx
  leaq -1(%rdx), %r14
  cmpq %r14, %r9
  cmovbq %r9, %r14
  movq %r14, %r9
  shrq $0x6, %r9
  movq <offset:1>+0x488(%rsp), %rdx
  movq (%rdx, %r9, 8), %r9
  shrxq %r14, %r9, %r9
  andq %r9, %rcx
  movl %ebx, %r9d
  leaq -1(%r9), %r9
  movl $0x400, %ebx
  cmpq %r9, %rbx
  cmovbq %rbx, %r9
  movq %r9, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x478(%rsp), %rbx
  movq (%rbx, %rdx, 8), %rdx
  shrxq %r9, %rdx, %r9
  andq %r9, %rcx
  testq $0x1, %rcx
  jnz     label26; j label25
block25:
  movq <offset:1>+0x468(%rsp), %rcx
  movq <offset:1>+0x458(%rsp), %rbx
  movq <offset:1>+0x460(%rsp), %r14
  jmp     label27
block26:
  movq <offset:1>+0x418(%rsp), %rcx
  leaq 1(%rcx), %rcx
  movq %rcx, <offset:1>+0x418(%rsp)
  movq <offset:1>+0x420(%rsp), %rdx
  movq <offset:1>+0x468(%rsp), %rcx
  addq (%rcx, %r13, 8), %rdx
  movq %rdx, <offset:1>+0x420(%rsp)
  adcq $0x0, %rax
  movq <offset:1>+0x460(%rsp), %r14
  movl (%r14, %r13, 4), %r9d
  cmpq %r9, %rdi
  cmovbq %rdi, %r9
  movq <offset:1>+0x458(%rsp), %rbx
  movl (%rbx, %r13, 4), %r11d
  cmpq %r11, %r12
  cmovaeq %r12, %r11
  movq %r9, %rdi
  movq %r11, %r12
  jmp     label27
block27:
  leaq 1(%r10), %r10
  movq %rbx, <offset:1>+0x458(%rsp)
  movq %r14, <offset:1>+0x460(%rsp)
  movq %rcx, <offset:1>+0x468(%rsp)
  jmp     label22
block28:
  movq <offset:1>+0x468(%rsp), %rcx
  movq <offset:1>+0x458(%rsp), %rbx
  movq <offset:1>+0x460(%rsp), %r14
  leaq <offset:1>+(%rsp), %rdx
  movzwq (%rdx, %r8, 2), %rdx
  leaq (%rsi, %rdx), %r9
  movq <offset:1>+0x470(%rsp), %rdx
  movl (%rdx, %r9, 4), %edx
  movl (%rbx, %r9, 4), %edx
  movl (%r14, %r9, 4), %edx
  movq (%rcx, %r9, 8), %rdx
  jmp     label29
block29:
  leaq 1(%r8), %r8
  movq %rbx, <offset:1>+0x458(%rsp)
  movq %r14, <offset:1>+0x460(%rsp)
  movq %rcx, <offset:1>+0x468(%rsp)
  jmp     label20
block30:
  movq <offset:1>+0x468(%rsp), %rcx
  movq <offset:1>+0x458(%rsp), %rbx
  movq <offset:1>+0x460(%rsp), %r14
  leaq <offset:1>+(%rsp), %r13
  movzwq (%r13, %r8, 2), %r9
  movw %r9w, (%r13, %r15, 2)
  jmp     label31
block31:
  leaq 1(%r8), %r8
  leaq (%rsi, %r9), %rdx
  movq <offset:1>+0x480(%rsp), %r9
  movl (%r9, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r9
  movl $0x64, %r13d
  cmpq %r9, %r13
  cmovbq %r13, %r9
  movq %r9, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x488(%rsp), %r13
  movq (%r13, %rdx, 8), %rdx
  shrxq %r9, %rdx, %r9
  andq $0x1, %r9
  leaq (%r15, %r9), %r15
  movq %rcx, <offset:1>+0x468(%rsp)
  movq %r14, <offset:1>+0x460(%rsp)
  movq %rbx, <offset:1>+0x458(%rsp)
  movq %r11, %rbx
  jmp     label18
block32:
  movq <offset:1>+0x468(%rsp), %rcx
  movq <offset:1>+0x458(%rsp), %rbx
  movq <offset:1>+0x460(%rsp), %r14
  movq <offset:1>+0x448(%rsp), %r15
  movq %r15, %rdx
  andq $0xfffffffffffffff8, %rdx
  leaq (%rdx, %r13), %r9
  leaq <offset:1>+(%rsp), %rdx
  movq %r11, %r15
  movw %r9w, (%rdx, %r15, 2)
  jmp     label33
block33:
  leaq 1(%r13), %r13
  leaq (%rsi, %r9), %rdx
  movq <offset:1>+0x490(%rsp), %r9
  movl (%r9, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r9
  movl $0x64, %r15d
  cmpq %r9, %r15
  cmovbq %r15, %r9
  movq %r9, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r15
  movq (%r15, %rdx, 8), %rdx
  shrxq %r9, %rdx, %r9
  andq $0x1, %r9
  movq %r11, %r15
  leaq (%r15, %r9), %r15
  movq %r15, %r11
  movq %rbx, <offset:1>+0x458(%rsp)
  movq %r14, <offset:1>+0x460(%rsp)
  movq %rcx, <offset:1>+0x468(%rsp)
  jmp     label16
block34:
  movq <offset:1>+0x468(%rsp), %rcx
  movq <offset:1>+0x458(%rsp), %rbx
  movq <offset:1>+0x460(%rsp), %r14
  movq <offset:1>+0x410(%rsp), %r15
  movq %r15, %rdx
  shlq $0x3, %rdx
  movq %rdx, <offset:1>+0x438(%rsp)
  leaq (%rsi, %r15, 8), %r15
  movq <offset:1>+0x490(%rsp), %r8
  movl (%r8, %r15, 4), %edx
  movq %r15, %r13
  movl %edx, %edx
  leaq -1(%rdx), %r8
  movl $0x64, %r15d
  cmpq %r8, %r15
  cmovbq %r15, %r8
  movq %r8, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  shrxq %r8, %rdx, %rdx
  movq %rdx, %r8
  andq $0x1, %r8
  movq %r8, <offset:1>+0x430(%rsp)
  movq %r13, %r8
  movq <offset:1>+0x490(%rsp), %rdx
  movl 4(%rdx, %r8, 4), %edx
  movq %r8, %r13
  movl %edx, %edx
  leaq -1(%rdx), %r8
  cmpq %r8, %r15
  cmovbq %r15, %r8
  movq %r8, %rdx
  shrq $0x6, %rdx
  movq (%r9, %rdx, 8), %rdx
  shrxq %r8, %rdx, %r8
  andq $0x1, %r8
  shlq $1, %r8
  movq <offset:1>+0x430(%rsp), %rdx
  movq %rdx, %r9
  orq %r8, %r9
  movq %r13, %rdx
  movq <offset:1>+0x490(%rsp), %r8
  movq %r9, <offset:1>+0x430(%rsp)
  movl 8(%r8, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r8
  cmpq %r8, %r15
  cmovbq %r15, %r8
  movq %r8, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  shrxq %r8, %rdx, %r8
  andq $0x1, %r8
  shlq $0x2, %r8
  movq <offset:1>+0x430(%rsp), %rdx
  movq %rdx, %r9
  orq %r8, %r9
  movq %r13, %rdx
  movq <offset:1>+0x490(%rsp), %r8
  movq %r9, <offset:1>+0x430(%rsp)
  movl 0xc(%r8, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r8
  cmpq %r8, %r15
  cmovbq %r15, %r8
  movq %r8, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  shrxq %r8, %rdx, %r8
  andq $0x1, %r8
  shlq $0x3, %r8
  movq <offset:1>+0x430(%rsp), %rdx
  movq %rdx, %r9
  orq %r8, %r9
  movq %r13, %rdx
  movq <offset:1>+0x490(%rsp), %r8
  movq %r9, <offset:1>+0x430(%rsp)
  movl 0x10(%r8, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r8
  cmpq %r8, %r15
  cmovbq %r15, %r8
  movq %r8, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  shrxq %r8, %rdx, %r8
  andq $0x1, %r8
  shlq $0x4, %r8
  movq <offset:1>+0x430(%rsp), %rdx
  movq %rdx, %r9
  orq %r8, %r9
  movq %r13, %rdx
  movq <offset:1>+0x490(%rsp), %r8
  movq %r9, <offset:1>+0x430(%rsp)
  movl 0x14(%r8, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r8
  cmpq %r8, %r15
  cmovbq %r15, %r8
  movq %r8, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  shrxq %r8, %rdx, %r8
  andq $0x1, %r8
  shlq $0x5, %r8
  movq <offset:1>+0x430(%rsp), %rdx
  movq %rdx, %r9
  orq %r8, %r9
  movq %r13, %rdx
  movq <offset:1>+0x490(%rsp), %r8
  movq %r9, <offset:1>+0x430(%rsp)
  movl 0x18(%r8, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r8
  cmpq %r8, %r15
  cmovbq %r15, %r8
  movq %r8, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  shrxq %r8, %rdx, %r8
  andq $0x1, %r8
  shlq $0x6, %r8
  movq <offset:1>+0x430(%rsp), %rdx
  movq %rdx, %r9
  orq %r8, %r9
  movq %r13, %rdx
  movq <offset:1>+0x490(%rsp), %r8
  movq %r9, <offset:1>+0x430(%rsp)
  movl 0x1c(%r8, %rdx, 4), %edx
  movl %edx, %edx
  leaq -1(%rdx), %r8
  cmpq %r8, %r15
  cmovbq %r15, %r8
  movq %r8, %rdx
  shrq $0x6, %rdx
  movq <offset:1>+0x498(%rsp), %r9
  movq (%r9, %rdx, 8), %rdx
  shrxq %r8, %rdx, %r8
  andq $0x1, %r8
  shlq $0x7, %r8
  movq <offset:1>+0x430(%rsp), %r15
  orq %r8, %r15
  movq %r15, <offset:1>+0x430(%rsp)
  movq %r15, %rdx
  shlq $0x4, %rdx
  movq <offset:1>+0x450(%rsp), %r13
  vmovdqu (%r13, %rdx), %xmm0
  movq <offset:1>+0x438(%rsp), %r15
  vmovd %r15d, %xmm1
  vpbroadcastw %xmm1, %xmm1
  vpaddw %xmm1, %xmm0, %xmm0
  leaq <offset:1>+(%rsp), %rdx
  movq %r11, %r15
  vmovdqu %xmm0, (%rdx, %r15, 2)
  jmp     label35
block35:
  movq <offset:1>+0x410(%rsp), %r15
  leaq 1(%r15), %r15
  movq %r15, <offset:1>+0x410(%rsp)
  movq <offset:1>+0x430(%rsp), %r15
  popcntq %r15, %rdx
  movq %r11, %r15
  leaq (%r15, %rdx), %r15
  movq %r15, %r11
  movq %rcx, <offset:1>+0x468(%rsp)
  movq %r14, <offset:1>+0x460(%rsp)
  movq %rbx, <offset:1>+0x458(%rsp)
  movq %r13, <offset:1>+0x450(%rsp)
  movq <offset:1>+0x440(%rsp), %rbx
  movq <offset:1>+0x410(%rsp), %rcx
  jmp     label14

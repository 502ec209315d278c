; target icelake-server (x86_64-unknown-linux-gnu): Intel Xeon Ice Lake-SP (38 cores), AVX-512
; flags: has_sse3 has_ssse3 has_sse41 has_sse42 has_popcnt has_cmpxchg16b has_avx has_avx2 has_fma has_bmi1 has_bmi2 has_lzcnt has_avx512f has_avx512dq has_avx512vl has_avx512vnni has_avx512bitalg has_avx512vbmi

; kernel probe_3 — probe pipeline over `lineorder`: `supplier` vector (bitmap of 100 keys); `date` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: supplier structure, +8: lineorder.suppkey, +16: date structure, +24: lineorder.orderdate, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity, +72: selection lanes
  pushq %rbp
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  movq %rsp, %rbp
  subq $0x1000, %rsp
  movl $0x0, (%rsp)
  addq $0x1000, %rsp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  subq $0x10c0, %rsp
  movq %rbx, 0x1090(%rsp)
  unwind SaveReg { clobber_offset: 0, reg: p3i }
  movq %r12, 0x1098(%rsp)
  unwind SaveReg { clobber_offset: 8, reg: p12i }
  movq %r13, 0x10a0(%rsp)
  unwind SaveReg { clobber_offset: 16, reg: p13i }
  movq %r14, 0x10a8(%rsp)
  unwind SaveReg { clobber_offset: 24, reg: p14i }
  movq %r15, 0x10b0(%rsp)
  unwind SaveReg { clobber_offset: 32, reg: p15i }
block0:
  movq %rdx, <offset:1>+0x1008(%rsp)
  movq %rsi, <offset:1>+0x1010(%rsp)
  movq (%rcx), %rax
  movq 0x20(%rcx), %rax
  movq 0x28(%rcx), %rax
  movq 0x30(%rcx), %rax
  movq 0x40(%rcx), %rax
  movq (%rdi), %r14
  movq %r14, <offset:1>+0x1088(%rsp)
  movq 8(%rdi), %r13
  movq %r13, <offset:1>+0x1080(%rsp)
  movq 0x10(%rdi), %r8
  movq %r8, <offset:1>+0x1078(%rsp)
  movq 0x18(%rdi), %r9
  movq %r9, <offset:1>+0x1070(%rsp)
  movq 0x20(%rdi), %r10
  movq %r10, <offset:1>+0x1068(%rsp)
  movq 0x28(%rdi), %r11
  movq %r11, <offset:1>+0x1060(%rsp)
  movq 0x30(%rdi), %rbx
  movq %rbx, <offset:1>+0x1058(%rsp)
  movq 0x38(%rdi), %r12
  movq %r12, <offset:1>+0x1050(%rsp)
  movq 0x40(%rdi), %rax
  movq %rax, <offset:1>+0x1048(%rsp)
  movq 0x48(%rdi), %rax
  movq %rdi, <offset:1>+0x1000(%rsp)
  jmp     label1
block1:
  movq <offset:1>+0x1008(%rsp), %rax
  movq <offset:1>+0x1010(%rsp), %r15
  jmp     label2
block2:
  cmpq %rax, %r15
  movq %rax, <offset:1>+0x1008(%rsp)
  movq %r15, <offset:1>+0x1010(%rsp)
  jb      label13; j label3
block3:
  movq (%rcx), %rdi
  movq 0x20(%rcx), %rsi
  movq 0x28(%rcx), %rdx
  movq 0x30(%rcx), %r8
  movq 0x40(%rcx), %rax
  movq <offset:1>+0x1008(%rsp), %r9
  movq <offset:1>+0x1008(%rsp), %r10
  jmp     label4
block4:
  cmpq %r10, %r9
  jb      label5; j label6
block5:
  movq <offset:1>+0x1080(%rsp), %r15
  jmp     label7
block6:
  movq %rdi, (%rcx)
  movq %rdi, 0x10(%rcx)
  movq %rsi, 0x20(%rcx)
  movq %rdx, 0x28(%rcx)
  movq %r8, 0x30(%rcx)
  movq %rax, 0x40(%rcx)
  uninit  %rax
  xorq %rax, %rax
  movq 0x1090(%rsp), %rbx
  movq 0x1098(%rsp), %r12
  movq 0x10a0(%rsp), %r13
  movq 0x10a8(%rsp), %r14
  movq 0x10b0(%rsp), %r15
  addq $0x10c0, %rsp
  movq %rbp, %rsp
  popq %rbp
  retq
block7:
  movl (%r15, %r9, 4), %r10d
  movq %r15, <offset:1>+0x1080(%rsp)
  movq <offset:1>+0x1070(%rsp), %r15
  movl (%r15, %r9, 4), %ebx
  movq <offset:1>+0x1060(%rsp), %r15
  movl (%r15, %r9, 4), %r11d
  movl %r10d, %r10d
  leaq -1(%r10), %r10
  movl $0x64, %r12d
  cmpq %r10, %r12
  cmovbq %r12, %r10
  movq %r10, %r13
  shrq $0x6, %r13
  movq <offset:1>+0x1088(%rsp), %r15
  movq (%r15, %r13, 8), %r13
  shrxq %r10, %r13, %r10
  movl %ebx, %ebx
  leaq -1(%rbx), %rbx
  cmpq %rbx, %r12
  cmovbq %r12, %rbx
  movq %rbx, %r12
  shrq $0x6, %r12
  movq <offset:1>+0x1078(%rsp), %r15
  movq (%r15, %r12, 8), %r12
  shrxq %rbx, %r12, %rbx
  andq %rbx, %r10
  movl %r11d, %r11d
  leaq -1(%r11), %r11
  movl $0x400, %ebx
  cmpq %r11, %rbx
  cmovbq %rbx, %r11
  movq %r11, %rbx
  shrq $0x6, %rbx
  movq <offset:1>+0x1068(%rsp), %r15
  movq (%r15, %rbx, 8), %rbx
  shrxq %r11, %rbx, %r11
  andq %r11, %r10
  testq $0x1, %r10
  jnz     label9; j label8
block8:
  jmp     label10
block9:
  leaq 1(%rdi), %rdi
  movq <offset:1>+0x1058(%rsp), %r15
  addq (%r15, %r9, 8), %rsi
  adcq $0x0, %rdx
  movq <offset:1>+0x1050(%rsp), %r15
  movl (%r15, %r9, 4), %r10d
  cmpq %r10, %r8
  cmovbq %r8, %r10
  movq <offset:1>+0x1048(%rsp), %r15
  movl (%r15, %r9, 4), %r8d
  cmpq %r8, %rax
  cmovaeq %rax, %r8
  movq %r8, %rax
  movq %r10, %r8
  jmp     label10
block10:
  leaq 1(%r9), %r9
  movq <offset:1>+0x1008(%rsp), %r10
  cmpq %r10, %r9
  jb      label11; j label12
block11:
  movq <offset:1>+0x1080(%rsp), %r15
  jmp     label7
block12:
  movq <offset:1>+0x1008(%rsp), %r10
  jmp     label4
block13:
  movq <offset:1>+0x1000(%rsp), %rsi
  movq 0x48(%rsi), %rax
  movq %rax, <offset:1>+0x1040(%rsp)
  movq (%rsi), %rax
  movq %rax, %r11
  movq 8(%rsi), %rax
  movq %rax, %rbx
  uninit  %rax
  xorq %rax, %rax
  movq %rax, <offset:1>+0x1030(%rsp)
  movq <offset:1>+0x1008(%rsp), %rdi
  movq <offset:1>+0x1010(%rsp), %rax
  movq %rdi, %rdx
  subq %rax, %rdx
  movq %rdx, %r14
  movl $0x800, %eax
  cmpq %rdx, %rax
  movq %rdx, %rsi
  cmovbq %rax, %rsi
  movq %rsi, %rax
  movq %rsi, %r14
  shrq $0x3, %rax
  movq %rax, <offset:1>+0x1038(%rsp)
  movq <offset:1>+0x1030(%rsp), %rax
  movq <offset:1>+0x1038(%rsp), %rdx
  movq <offset:1>+0x1030(%rsp), %rsi
  movq %rsi, <offset:1>+0x1020(%rsp)
  jmp     label14
block14:
  cmpq %rdx, %rax
  movq %rax, <offset:1>+0x1018(%rsp)
  movq %rdx, <offset:1>+0x1038(%rsp)
  jb      label34; j label15
block15:
  movq %r14, %rax
  movq %rax, %rdx
  andq $0xfffffffffffffff8, %rdx
  subq %rdx, %rax
  movq <offset:1>+0x1030(%rsp), %rdx
  jmp     label16
block16:
  cmpq %rax, %rdx
  jb      label32; j label17
block17:
  movq <offset:1>+0x1000(%rsp), %rsi
  movq 0x10(%rsi), %rax
  movq 0x18(%rsi), %r8
  movq <offset:1>+0x1020(%rsp), %rsi
  movq <offset:1>+0x1030(%rsp), %r9
  movq <offset:1>+0x1030(%rsp), %rdx
  movq %rdx, <offset:1>+0x1028(%rsp)
  jmp     label18
block18:
  cmpq %rsi, %r9
  movq %rsi, <offset:1>+0x1020(%rsp)
  jb      label30; j label19
block19:
  movq <offset:1>+0x1000(%rsp), %rsi
  movq 0x28(%rsi), %r8
  movq 0x40(%rsi), %r9
  movq 0x38(%rsi), %r10
  movq 0x30(%rsi), %r11
  movq <offset:1>+0x1030(%rsp), %rax
  movq <offset:1>+0x1028(%rsp), %rdx
  jmp     label20
block20:
  cmpq %rdx, %rax
  movq %rdx, <offset:1>+0x1028(%rsp)
  jb      label28; j label21
block21:
  movq (%rcx), %r11
  movq 0x20(%rcx), %r9
  movq 0x28(%rcx), %rax
  movq 0x30(%rcx), %r10
  movq 0x40(%rcx), %r8
  movq <offset:1>+0x1030(%rsp), %rbx
  movq <offset:1>+0x1028(%rsp), %rdi
  movq <offset:1>+0x1010(%rsp), %r14
  jmp     label22
block22:
  cmpq %rdi, %rbx
  jb      label24; j label23
block23:
  movq %r11, (%rcx)
  movq %r11, 0x10(%rcx)
  movq %r9, 0x20(%rcx)
  movq %rax, 0x28(%rcx)
  movq %r10, 0x30(%rcx)
  movq %r8, 0x40(%rcx)
  leaq 0x800(%r14), %r15
  movq %r15, <offset:1>+0x1010(%rsp)
  movq <offset:1>+0x1008(%rsp), %rax
  jmp     label2
block24:
  leaq <offset:1>+(%rsp), %rsi
  movq <offset:1>+0x1030(%rsp), %rbx
  movzwq (%rsi, %rbx, 2), %rsi
  movq <offset:1>+0x1010(%rsp), %r15
  leaq (%r15, %rsi), %rbx
  movq <offset:1>+0x1080(%rsp), %rdi
  movl (%rdi, %rbx, 4), %esi
  movq <offset:1>+0x1070(%rsp), %rdx
  movl (%rdx, %rbx, 4), %r13d
  movq <offset:1>+0x1060(%rsp), %rdx
  movl (%rdx, %rbx, 4), %r12d
  movl %esi, %esi
  leaq -1(%rsi), %rdi
  movl $0x64, %esi
  cmpq %rdi, %rsi
  cmovbq %rsi, %rdi
  movq %rdi, %r15
  shrq $0x6, %r15
  movq <offset:1>+0x1088(%rsp), %rdx
  movq (%rdx, %r15, 8), %r15
  shrxq %rdi, %r15, %rdi
  movl %r13d, %r15d
  leaq -1(%r15), %r13
  cmpq %r13, %rsi
  cmovbq %rsi, %r13
  movq %r13, %rsi
  shrq $0x6, %rsi
  movq <offset:1>+0x1078(%rsp), %r15
  movq (%r15, %rsi, 8), %rsi
  shrxq %r13, %rsi, %rsi
  andq %rsi, %rdi
  movl %r12d, %esi
  leaq -1(%rsi), %rsi
  movl $0x400, %r12d
  cmpq %rsi, %r12
  cmovbq %r12, %rsi
  movq %rsi, %r12
  shrq $0x6, %r12
  movq <offset:1>+0x1068(%rsp), %r13
  movq (%r13, %r12, 8), %r12
  shrxq %rsi, %r12, %rsi
  andq %rsi, %rdi
  testq $0x1, %rdi
  jnz     label26; j label25
block25:
  movq <offset:1>+0x1030(%rsp), %rbx
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  jmp     label27
block26:
  leaq 1(%r11), %r11
  movq <offset:1>+0x1058(%rsp), %r12
  addq (%r12, %rbx, 8), %r9
  adcq $0x0, %rax
  movq <offset:1>+0x1050(%rsp), %r13
  movl (%r13, %rbx, 4), %esi
  cmpq %rsi, %r10
  cmovbq %r10, %rsi
  movq <offset:1>+0x1048(%rsp), %rdi
  movl (%rdi, %rbx, 4), %r10d
  cmpq %r10, %r8
  cmovaeq %r8, %r10
  movq %r10, %r8
  movq %rsi, %r10
  movq <offset:1>+0x1030(%rsp), %rbx
  jmp     label27
block27:
  leaq 1(%rbx), %rbx
  movq %rbx, <offset:1>+0x1030(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq <offset:1>+0x1028(%rsp), %rdi
  jmp     label22
block28:
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  leaq <offset:1>+(%rsp), %rsi
  movzwq (%rsi, %rax, 2), %rsi
  movq <offset:1>+0x1010(%rsp), %r15
  leaq (%r15, %rsi), %rsi
  movl (%r8, %rsi, 4), %ebx
  movl (%r9, %rsi, 4), %ebx
  movl (%r10, %rsi, 4), %ebx
  movq (%r11, %rsi, 8), %rsi
  jmp     label29
block29:
  leaq 1(%rax), %rax
  movq <offset:1>+0x1028(%rsp), %rdx
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  jmp     label20
block30:
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  leaq <offset:1>+(%rsp), %r10
  movzwq (%r10, %r9, 2), %rsi
  movq <offset:1>+0x1028(%rsp), %rdx
  movw %si, (%r10, %rdx, 2)
  jmp     label31
block31:
  leaq 1(%r9), %r9
  movq <offset:1>+0x1010(%rsp), %r15
  leaq (%r15, %rsi), %rsi
  movl (%r8, %rsi, 4), %esi
  movl %esi, %esi
  leaq -1(%rsi), %rsi
  movl $0x64, %r10d
  cmpq %rsi, %r10
  cmovbq %r10, %rsi
  movq %rsi, %r10
  shrq $0x6, %r10
  movq (%rax, %r10, 8), %r10
  shrxq %rsi, %r10, %rsi
  andq $0x1, %rsi
  movq <offset:1>+0x1028(%rsp), %rdx
  leaq (%rdx, %rsi), %rdx
  movq %rdx, <offset:1>+0x1028(%rsp)
  movq <offset:1>+0x1020(%rsp), %rsi
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  jmp     label18
block32:
  movq %r14, %rsi
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  andq $0xfffffffffffffff8, %rsi
  leaq (%rsi, %rdx), %rsi
  leaq <offset:1>+(%rsp), %r8
  movq <offset:1>+0x1020(%rsp), %r9
  movw %si, (%r8, %r9, 2)
  jmp     label33
block33:
  leaq 1(%rdx), %rdx
  movq <offset:1>+0x1010(%rsp), %r15
  leaq (%r15, %rsi), %r8
  movq %rbx, %rsi
  movl (%rsi, %r8, 4), %r8d
  movl %r8d, %esi
  leaq -1(%rsi), %rsi
  movl $0x64, %r8d
  cmpq %rsi, %r8
  cmovbq %r8, %rsi
  movq %rsi, %r9
  shrq $0x6, %r9
  movq %r11, %r8
  movq (%r8, %r9, 8), %r9
  shrxq %rsi, %r9, %rsi
  andq $0x1, %rsi
  movq <offset:1>+0x1020(%rsp), %r8
  leaq (%r8, %rsi), %rsi
  movq %rsi, <offset:1>+0x1020(%rsp)
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  jmp     label16
block34:
  movq <offset:1>+0x1018(%rsp), %rdx
  movq <offset:1>+0x1048(%rsp), %rdi
  movq <offset:1>+0x1058(%rsp), %r12
  movq <offset:1>+0x1050(%rsp), %r13
  movq %rdx, %rax
  shlq $0x3, %rax
  movq <offset:1>+0x1010(%rsp), %r15
  movq %rax, <offset:1>+0x1028(%rsp)
  leaq (%r15, %rdx, 8), %rdx
  movq %rbx, %rax
  movl 0x1c(%rax, %rdx, 4), %eax
  movq %rdx, %r10
  movl %eax, %eax
  leaq -1(%rax), %rax
  movl $0x64, %edx
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq %rax, %rsi
  shrq $0x6, %rsi
  movq %r11, %r8
  movq (%r8, %rsi, 8), %rsi
  shrxq %rax, %rsi, %rax
  andq $0x1, %rax
  movq %r10, %rsi
  movq %rbx, %r8
  movl 0x18(%r8, %rsi, 4), %r8d
  movl %r8d, %esi
  leaq -1(%rsi), %rsi
  cmpq %rsi, %rdx
  cmovbq %rdx, %rsi
  movq %rsi, %r8
  shrq $0x6, %r8
  movq %r11, %r9
  movq (%r9, %r8, 8), %r8
  shrxq %rsi, %r8, %rsi
  andq $0x1, %rsi
  leaq (%rsi, %rax, 2), %rsi
  movq %r10, %rax
  movq %rbx, %r8
  movl 0x14(%r8, %rax, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  cmpq %r8, %rdx
  cmovbq %rdx, %r8
  movq %r8, %r9
  shrq $0x6, %r9
  movq %r11, %r10
  movq (%r10, %r9, 8), %r9
  shrxq %r8, %r9, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %r8
  movl 0x10(%r8, %rax, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  cmpq %r8, %rdx
  cmovbq %rdx, %r8
  movq %r8, %r9
  shrq $0x6, %r9
  movq (%r10, %r9, 8), %r9
  shrxq %r8, %r9, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %r8
  movl 0xc(%r8, %rax, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  cmpq %r8, %rdx
  cmovbq %rdx, %r8
  movq %r8, %r9
  shrq $0x6, %r9
  movq (%r10, %r9, 8), %r9
  shrxq %r8, %r9, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %r8
  movl 8(%r8, %rax, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  cmpq %r8, %rdx
  cmovbq %rdx, %r8
  movq %r8, %r9
  shrq $0x6, %r9
  movq (%r10, %r9, 8), %r9
  shrxq %r8, %r9, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %r8
  movl 4(%r8, %rax, 4), %r8d
  movl %r8d, %r8d
  leaq -1(%r8), %r8
  cmpq %r8, %rdx
  cmovbq %rdx, %r8
  movq %r8, %r9
  shrq $0x6, %r9
  movq (%r10, %r9, 8), %r9
  shrxq %r8, %r9, %r8
  andq $0x1, %r8
  leaq (%r8, %rsi, 2), %rsi
  movq %rbx, %r8
  movl (%r8, %rax, 4), %eax
  movl %eax, %eax
  leaq -1(%rax), %rax
  cmpq %rax, %rdx
  cmovbq %rdx, %rax
  movq %rax, %rdx
  shrq $0x6, %rdx
  movq %r11, %r8
  movq (%r8, %rdx, 8), %rdx
  shrxq %rax, %rdx, %rax
  andq $0x1, %rax
  leaq (%rax, %rsi, 2), %rdx
  movq %rdx, %rsi
  shlq $0x4, %rsi
  movq <offset:1>+0x1040(%rsp), %rax
  vmovdqu (%rax, %rsi), %xmm0
  movq <offset:1>+0x1028(%rsp), %rsi
  vmovd %esi, %xmm1
  vpbroadcastw %xmm1, %xmm1
  vpaddw %xmm1, %xmm0, %xmm0
  leaq <offset:1>+(%rsp), %rsi
  movq <offset:1>+0x1020(%rsp), %r8
  vmovdqu %xmm0, (%rsi, %r8, 2)
  jmp     label35
block35:
  movq <offset:1>+0x1018(%rsp), %rsi
  leaq 1(%rsi), %rsi
  movq %rsi, <offset:1>+0x1018(%rsp)
  popcntq %rdx, %rdx
  movq <offset:1>+0x1020(%rsp), %rsi
  leaq (%rsi, %rdx), %rdx
  movq %rdx, <offset:1>+0x1020(%rsp)
  movq %r12, <offset:1>+0x1058(%rsp)
  movq %r13, <offset:1>+0x1050(%rsp)
  movq %rdi, <offset:1>+0x1048(%rsp)
  movq %rax, <offset:1>+0x1040(%rsp)
  movq <offset:1>+0x1038(%rsp), %rdx
  movq <offset:1>+0x1018(%rsp), %rax
  jmp     label14

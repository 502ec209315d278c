; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `customers`: vector (8 elements of 1 B (payload − min + 1))
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  movz x6, #0
  mov x5, x6
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  mov x0, x5
  ret
block3:
  movz x2, #4097, LSL #32
  ldr w3, [x2, x0, LSL #2]
  subs wzr, w3, #3
  cset x4, eq
  subs wzr, w3, #7
  cset x3, eq
  orr w3, w4, w3
  ands wzr, w3, #255
  b.ne label5 ; b label4
block4:
  mov x2, x5
  b label8
block5:
  movz x3, #4096, LSL #32
  ldr w3, [x3, x0, LSL #2]
  mov w4, w3
  sub x4, x4, #1
  subs xzr, x4, #7
  b.ls label7 ; b label6
block6:
  mov x2, x5
  b label8
block7:
  ldr w2, [x2, x0, LSL #2]
  orr x4, xzr, #35184372088831
  add x3, x4, x3, UXTW
  movz w4, #0
  casalb w4, w4, w2, [x3]
  ands wzr, w4, #255
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label8
block8:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel probe_1 — probe pipeline over `orders`: `customers` vector (8 elements of 1 B (payload − min + 1))
  unwind Aarch64SetPointerAuth { return_addresses: false }
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  stp x23, x24, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p24i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
block0:
  ldr x20, [x2]
  movn x19, #1
  mov x21, x1
  mov x22, x0
  b label1
block1:
  subs xzr, x22, x21
  b.lo label3 ; b label2
block2:
  mov x23, x2
  b label15
block3:
  movz x0, #4113, LSL #32
  ldr w0, [x0, x22, LSL #2]
  mov w1, w0
  sub x1, x1, #1
  subs xzr, x1, #7
  b.ls label5 ; b label4
block4:
  b label7
block5:
  orr x1, xzr, #35184372088831
  ldrb w24, [x1, w0, UXTW]
  cbnz x24, label8 ; b label6
block6:
  b label7
block7:
  mov x23, x2
  b label14
block8:
  mov x23, x2
  ldr x0, [x23, #24]
  ldr x1, [x23, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label10 ; b label9
block9:
  b label11
block10:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x23
  blr x1
  b label11
block11:
  ldr x2, [x23, #16]
  ldr x0, [x23, #24]
  movz x1, #4112, LSL #32
  ldr x3, [x1, x22, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  movz x2, #4114, LSL #32
  ldr x2, [x2, x22, LSL #3]
  str x2, [x1, #8]
  mov w2, w24
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x23, #24]
  add x0, x20, #1
  subs xzr, x20, x19
  b.eq label12 ; b label13
block12:
  mov x20, x0
  b label15
block13:
  mov x20, x0
  b label14
block14:
  add x22, x22, #1
  mov x2, x23
  b label1
block15:
  str x20, [x23]
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret

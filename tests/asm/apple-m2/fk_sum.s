; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `R`: vector (1024 elements of 2 B (payload − min + 1))
; context block (first argument): +0: R structure, +8: R.key, +16: R.payload
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  ldr x5, [x0]
  ldr x3, [x0, #8]
  ldr x4, [x0, #16]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label2 ; b label3
block2:
  b label4
block3:
  ret
block4:
  ldr w6, [x3, x1, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  b.ls label6 ; b label5
block5:
  b label7
block6:
  ldr w7, [x4, x1, LSL #2]
  add x6, x5, x6, LSL 1
  movz w8, #0
  casalh w8, w8, w7, [x6]
  uxth w6, w8
  subs wzr, w6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label7
block7:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label8 ; b label9
block8:
  b label4
block9:
  b label1

; kernel probe_1 — probe pipeline over `S`: `R` vector (1024 elements of 2 B (payload − min + 1))
; context block (first argument): +0: R structure, +8: S.fk
  unwind Aarch64SetPointerAuth { return_addresses: false }
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 80 }
  str x27, [sp, #-16]!
  unwind SaveReg { clobber_offset: 64, reg: p27i }
  stp x25, x26, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p25i }
  unwind SaveReg { clobber_offset: 56, reg: p26i }
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
  mov x6, x1
  ldr x1, [x3]
  ldr x4, [x0]
  ldr x5, [x0, #8]
  movz x0, #0
  sub x7, x2, x6
  and x7, x7, #18446744073709551608
  add x14, x6, x7
  b label1
block1:
  subs xzr, x6, x14
  b.lo label15 ; b label2
block2:
  b label3
block3:
  subs xzr, x14, x2
  b.lo label4 ; b label5
block4:
  b label6
block5:
  str x1, [x3]
  str x1, [x3, #16]
  ldp x2, x1, [x3, #32]
  asr x4, x0, #63
  adds x0, x2, x0
  adc x1, x1, x4
  stp x0, x1, [x3, #32]
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldr x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block6:
  ldr w6, [x5, x14, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  b.ls label8 ; b label7
block7:
  b label10
block8:
  ldrh w6, [x4, x6, LSL #1]
  cbnz x6, label11 ; b label9
block9:
  b label10
block10:
  b label12
block11:
  add x1, x1, #1
  add x0, x0, x6, UXTW
  b label12
block12:
  add x14, x14, #1
  subs xzr, x14, x2
  b.lo label13 ; b label14
block13:
  b label6
block14:
  b label3
block15:
  ldr w7, [x5, x6, LSL #2]
  mov w7, w7
  sub x9, x7, #1
  subs xzr, x9, #1023
  cset x7, ls
  movz x8, #0
  subs xzr, x9, #1023
  csel x9, x9, x8, ls
  ldrh w9, [x4, x9, LSL #1]
  add x10, x6, #1
  ldr w10, [x5, x10, LSL #2]
  mov w10, w10
  sub x11, x10, #1
  subs xzr, x11, #1023
  cset x10, ls
  subs xzr, x11, #1023
  csel x11, x11, x8, ls
  ldrh w12, [x4, x11, LSL #1]
  add x11, x6, #2
  ldr w11, [x5, x11, LSL #2]
  mov w11, w11
  sub x13, x11, #1
  subs xzr, x13, #1023
  cset x11, ls
  subs xzr, x13, #1023
  csel x13, x13, x8, ls
  ldrh w15, [x4, x13, LSL #1]
  add x13, x6, #3
  ldr w13, [x5, x13, LSL #2]
  mov w13, w13
  sub x19, x13, #1
  subs xzr, x19, #1023
  cset x13, ls
  subs xzr, x19, #1023
  csel x19, x19, x8, ls
  ldrh w20, [x4, x19, LSL #1]
  add x19, x6, #4
  ldr w19, [x5, x19, LSL #2]
  mov w19, w19
  sub x21, x19, #1
  subs xzr, x21, #1023
  cset x19, ls
  subs xzr, x21, #1023
  csel x21, x21, x8, ls
  ldrh w22, [x4, x21, LSL #1]
  add x21, x6, #5
  ldr w21, [x5, x21, LSL #2]
  mov w21, w21
  sub x23, x21, #1
  subs xzr, x23, #1023
  cset x21, ls
  subs xzr, x23, #1023
  csel x23, x23, x8, ls
  ldrh w24, [x4, x23, LSL #1]
  add x23, x6, #6
  ldr w23, [x5, x23, LSL #2]
  mov w23, w23
  sub x25, x23, #1
  subs xzr, x25, #1023
  cset x23, ls
  subs xzr, x25, #1023
  csel x25, x25, x8, ls
  ldrh w26, [x4, x25, LSL #1]
  add x25, x6, #7
  ldr w25, [x5, x25, LSL #2]
  mov w25, w25
  sub x27, x25, #1
  subs xzr, x27, #1023
  cset x25, ls
  subs xzr, x27, #1023
  csel x8, x27, x8, ls
  ldrh w8, [x4, x8, LSL #1]
  subs xzr, x9, #0
  cset x9, ne
  and w7, w9, w7
  uxtb w7, w7
  subs xzr, x12, #0
  cset x9, ne
  and w9, w9, w10
  uxtb w9, w9
  orr x7, x7, x9, LSL 1
  subs xzr, x15, #0
  cset x9, ne
  and w9, w9, w11
  uxtb w9, w9
  orr x7, x7, x9, LSL 2
  subs xzr, x20, #0
  cset x9, ne
  and w9, w9, w13
  uxtb w9, w9
  orr x7, x7, x9, LSL 3
  subs xzr, x22, #0
  cset x9, ne
  and w9, w9, w19
  uxtb w9, w9
  orr x7, x7, x9, LSL 4
  subs xzr, x24, #0
  cset x9, ne
  and w9, w9, w21
  uxtb w9, w9
  orr x7, x7, x9, LSL 5
  subs xzr, x26, #0
  cset x9, ne
  and w9, w9, w23
  uxtb w9, w9
  orr x7, x7, x9, LSL 6
  subs xzr, x8, #0
  cset x8, ne
  and w8, w8, w25
  uxtb w8, w8
  orr x7, x7, x8, LSL 7
  cbnz x7, label16 ; b label17
block16:
  b label18
block17:
  b label24
block18:
  rbit x8, x7
  clz x9, x8
  add x8, x6, x9
  ldr w8, [x5, x8, LSL #2]
  mov w8, w8
  sub x8, x8, #1
  ldrh w8, [x4, x8, LSL #1]
  cbnz x8, label20 ; b label19
block19:
  b label21
block20:
  add x1, x1, #1
  add x0, x0, x8, UXTW
  b label21
block21:
  sub x11, x7, #1
  and x7, x7, x11
  cbnz x7, label22 ; b label23
block22:
  b label18
block23:
  b label24
block24:
  add x6, x6, #8
  b label1

; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `supplier`: vector (bitmap of 100 keys)
; context block (first argument): +0: supplier structure, +8: supplier.region, +16: supplier.suppkey
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
  subs wzr, w6, #2
  b.eq label6 ; b label5
block5:
  b label9
block6:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  b.ls label8 ; b label7
block7:
  b label9
block8:
  lsr x7, x6, #6
  add x7, x5, x7, LSL 3
  and x6, x6, #63
  movz x8, #1
  lsl x6, x8, x6
  ldsetal x6, x7, [x7]
  and x6, x7, x6
  subs xzr, x6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label9
block9:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label10 ; b label11
block10:
  b label4
block11:
  b label1

; kernel build_1 — build `date`: vector (bitmap of 100 keys)
; context block (first argument): +0: date structure, +8: date.year, +16: date.datekey
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
  subs wzr, w6, #1993
  cset x7, hs
  subs wzr, w6, #1995
  cset x6, ls
  and w6, w7, w6
  ands wzr, w6, #255
  b.ne label6 ; b label5
block5:
  b label9
block6:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  b.ls label8 ; b label7
block7:
  b label9
block8:
  lsr x7, x6, #6
  add x7, x5, x7, LSL 3
  and x6, x6, #63
  movz x8, #1
  lsl x6, x8, x6
  ldsetal x6, x7, [x7]
  and x6, x7, x6
  subs xzr, x6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label9
block9:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label10 ; b label11
block10:
  b label4
block11:
  b label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
; context block (first argument): +0: part structure, +8: part.partkey
block0:
  ldr x4, [x0]
  ldr x3, [x0, #8]
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
  ldr w5, [x3, x1, LSL #2]
  mov w5, w5
  sub x5, x5, #1
  subs xzr, x5, #1023
  b.ls label6 ; b label5
block5:
  b label7
block6:
  lsr x6, x5, #6
  add x6, x4, x6, LSL 3
  and x5, x5, #63
  movz x7, #1
  lsl x5, x7, x5
  ldsetal x5, x6, [x6]
  and x5, x6, x5
  subs xzr, x5, #0
  cset x5, ne
  add x0, x0, x5, UXTB
  b label7
block7:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label8 ; b label9
block8:
  b label4
block9:
  b label1

; kernel probe_3 — probe pipeline over `lineorder`: `supplier` vector (bitmap of 100 keys); `date` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: supplier structure, +8: lineorder.suppkey, +16: date structure, +24: lineorder.orderdate, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 80 }
  stp x27, x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 64, reg: p27i }
  unwind SaveReg { clobber_offset: 72, reg: p28i }
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
  sub sp, sp, #32
  unwind StackAlloc { size: 32 }
block0:
  mov x7, x1
  str x2, [sp]
  ldr x5, [x3]
  ldp x1, x8, [x3, #32]
  ldr x2, [x3, #48]
  ldr x4, [x3, #64]
  str x3, [sp, #8]
  ldr x10, [x0]
  mov x27, x10
  ldr x3, [x0, #8]
  str x3, [sp, #16]
  ldr x10, [x0, #16]
  ldr x11, [x0, #24]
  ldr x12, [x0, #32]
  ldr x13, [x0, #40]
  ldr x14, [x0, #48]
  ldr x15, [x0, #56]
  ldr x6, [x0, #64]
  ldr x9, [sp]
  mov x25, x7
  sub x0, x9, x25
  and x9, x0, #18446744073709551612
  add x26, x25, x9
  b label1
block1:
  subs xzr, x25, x26
  b.lo label12 ; b label2
block2:
  b label3
block3:
  movz x19, #0
  ldr x21, [sp]
  subs xzr, x26, x21
  b.lo label4 ; b label5
block4:
  ldr x21, [sp, #16]
  b label6
block5:
  ldr x3, [sp, #8]
  str x5, [x3]
  str x5, [x3, #16]
  stp x1, x8, [x3, #32]
  str x2, [x3, #48]
  str x4, [x3, #64]
  movz x0, #0
  add sp, sp, #32
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block6:
  ldr w0, [x21, x26, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  subs xzr, x0, #99
  cset x22, ls
  subs xzr, x0, #99
  csel x23, x0, x19, ls
  lsr x3, x23, #6
  mov x0, x27
  ldr x25, [x0, x3, LSL #3]
  ldr w3, [x11, x26, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x24, ls
  subs xzr, x3, #99
  csel x28, x3, x19, ls
  lsr x3, x28, #6
  ldr x20, [x10, x3, LSL #3]
  ldr w3, [x13, x26, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x27, ls
  subs xzr, x3, #1023
  csel x7, x3, x19, ls
  lsr x3, x7, #6
  ldr x9, [x12, x3, LSL #3]
  and x3, x23, #63
  lsr x3, x25, x3
  and x3, x3, #1
  uxtb w22, w22
  and x3, x3, x22
  and x28, x28, #63
  lsr x28, x20, x28
  and x28, x28, #1
  uxtb w20, w24
  and x28, x28, x20
  and x3, x3, x28
  and x7, x7, #63
  lsr x7, x9, x7
  and x7, x7, #1
  uxtb w9, w27
  and x7, x7, x9
  and x3, x3, x7
  cbnz x3, label8 ; b label7
block7:
  b label9
block8:
  ldr x3, [x14, x26, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x1, x1, x3
  adc x8, x8, x7
  ldr w3, [x15, x26, LSL #2]
  subs xzr, x3, x2
  csel x2, x3, x2, lo
  ldr w3, [x6, x26, LSL #2]
  subs xzr, x3, x4
  csel x4, x3, x4, hi
  b label9
block9:
  add x26, x26, #1
  ldr x3, [sp]
  subs xzr, x26, x3
  b.lo label10 ; b label11
block10:
  mov x27, x0
  b label6
block11:
  mov x27, x0
  str x21, [sp, #16]
  b label3
block12:
  mov x0, x27
  ldr x21, [sp, #16]
  lsl x3, x25, #2
  ldr q0, [x3, x21]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #99
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x3, v1.d[0]
  subs xzr, x3, #0
  cset x3, ne
  ands wzr, w3, #255
  b.ne label25 ; b label13
block13:
  ldr w3, [x21, x25, LSL #2]
  str x21, [sp, #16]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x20, ls
  movz x19, #0
  subs xzr, x3, #99
  csel x22, x3, x19, ls
  lsr x3, x22, #6
  ldr x23, [x0, x3, LSL #3]
  ldr w3, [x11, x25, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x21, ls
  subs xzr, x3, #99
  csel x27, x3, x19, ls
  lsr x3, x27, #6
  ldr x28, [x10, x3, LSL #3]
  ldr w3, [x13, x25, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x24, ls
  subs xzr, x3, #1023
  csel x7, x3, x19, ls
  lsr x3, x7, #6
  ldr x9, [x12, x3, LSL #3]
  and x3, x22, #63
  lsr x3, x23, x3
  and x3, x3, #1
  uxtb w20, w20
  and x3, x3, x20
  and x20, x27, #63
  lsr x20, x28, x20
  and x20, x20, #1
  uxtb w21, w21
  and x20, x20, x21
  and x3, x3, x20
  and x7, x7, #63
  lsr x7, x9, x7
  and x7, x7, #1
  uxtb w9, w24
  and x7, x7, x9
  and x3, x3, x7
  cbnz x3, label15 ; b label14
block14:
  b label16
block15:
  ldr x3, [x14, x25, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x1, x1, x3
  adc x8, x8, x7
  ldr w3, [x15, x25, LSL #2]
  subs xzr, x3, x2
  csel x2, x3, x2, lo
  ldr w3, [x6, x25, LSL #2]
  subs xzr, x3, x4
  csel x4, x3, x4, hi
  b label16
block16:
  add x20, x25, #1
  ldr x3, [sp, #16]
  ldr w3, [x3, x20, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x21, ls
  subs xzr, x3, #99
  csel x23, x3, x19, ls
  lsr x3, x23, #6
  ldr x24, [x0, x3, LSL #3]
  ldr w3, [x11, x20, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x22, ls
  subs xzr, x3, #99
  csel x28, x3, x19, ls
  lsr x3, x28, #6
  ldr x7, [x10, x3, LSL #3]
  ldr w3, [x13, x20, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x27, ls
  subs xzr, x3, #1023
  csel x9, x3, x19, ls
  lsr x3, x9, #6
  ldr x3, [x12, x3, LSL #3]
  and x23, x23, #63
  lsr x23, x24, x23
  and x23, x23, #1
  uxtb w21, w21
  and x21, x23, x21
  and x23, x28, #63
  lsr x7, x7, x23
  and x7, x7, #1
  uxtb w22, w22
  and x7, x7, x22
  and x7, x21, x7
  and x9, x9, #63
  lsr x3, x3, x9
  and x3, x3, #1
  uxtb w9, w27
  and x3, x3, x9
  and x3, x7, x3
  cbnz x3, label18 ; b label17
block17:
  b label19
block18:
  add x3, x25, #1
  ldr x3, [x14, x3, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x1, x1, x3
  adc x8, x8, x7
  ldr w3, [x15, x20, LSL #2]
  subs xzr, x3, x2
  csel x2, x3, x2, lo
  ldr w3, [x6, x20, LSL #2]
  subs xzr, x3, x4
  csel x4, x3, x4, hi
  b label19
block19:
  add x20, x25, #2
  ldr x3, [sp, #16]
  ldr w3, [x3, x20, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x21, ls
  subs xzr, x3, #99
  csel x23, x3, x19, ls
  lsr x3, x23, #6
  ldr x24, [x0, x3, LSL #3]
  ldr w3, [x11, x20, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x22, ls
  subs xzr, x3, #99
  csel x28, x3, x19, ls
  lsr x3, x28, #6
  ldr x7, [x10, x3, LSL #3]
  ldr w3, [x13, x20, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x27, ls
  subs xzr, x3, #1023
  csel x9, x3, x19, ls
  lsr x3, x9, #6
  ldr x3, [x12, x3, LSL #3]
  and x23, x23, #63
  lsr x23, x24, x23
  and x23, x23, #1
  uxtb w21, w21
  and x21, x23, x21
  and x23, x28, #63
  lsr x7, x7, x23
  and x7, x7, #1
  uxtb w22, w22
  and x7, x7, x22
  and x7, x21, x7
  and x9, x9, #63
  lsr x9, x3, x9
  and x9, x9, #1
  uxtb w3, w27
  and x9, x9, x3
  and x7, x7, x9
  cbnz x7, label21 ; b label20
block20:
  b label22
block21:
  add x7, x25, #2
  ldr x7, [x14, x7, LSL #3]
  add x5, x5, #1
  movz x9, #0
  adds x1, x1, x7
  adc x8, x8, x9
  ldr w7, [x15, x20, LSL #2]
  subs xzr, x7, x2
  csel x2, x7, x2, lo
  ldr w7, [x6, x20, LSL #2]
  subs xzr, x7, x4
  csel x4, x7, x4, hi
  b label22
block22:
  add x20, x25, #3
  ldr x3, [sp, #16]
  ldr w9, [x3, x20, LSL #2]
  mov w9, w9
  sub x9, x9, #1
  subs xzr, x9, #99
  cset x21, ls
  subs xzr, x9, #99
  csel x23, x9, x19, ls
  lsr x3, x23, #6
  ldr x24, [x0, x3, LSL #3]
  ldr w3, [x11, x20, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x22, ls
  subs xzr, x3, #99
  csel x28, x3, x19, ls
  lsr x3, x28, #6
  ldr x7, [x10, x3, LSL #3]
  ldr w3, [x13, x20, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x27, ls
  subs xzr, x3, #1023
  csel x9, x3, x19, ls
  lsr x3, x9, #6
  ldr x3, [x12, x3, LSL #3]
  and x19, x23, #63
  lsr x19, x24, x19
  and x19, x19, #1
  uxtb w21, w21
  and x19, x19, x21
  and x21, x28, #63
  lsr x7, x7, x21
  and x7, x7, #1
  uxtb w21, w22
  and x7, x7, x21
  and x7, x19, x7
  and x9, x9, #63
  lsr x3, x3, x9
  and x3, x3, #1
  uxtb w9, w27
  and x3, x3, x9
  and x3, x7, x3
  cbnz x3, label24 ; b label23
block23:
  b label37
block24:
  add x3, x25, #3
  ldr x3, [x14, x3, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x1, x1, x3
  adc x8, x8, x7
  ldr w3, [x15, x20, LSL #2]
  subs xzr, x3, x2
  csel x2, x3, x2, lo
  ldr w3, [x6, x20, LSL #2]
  subs xzr, x3, x4
  csel x4, x3, x4, hi
  b label37
block25:
  str x21, [sp, #16]
  mov w20, v0.s[0]
  lsr x3, x20, #6
  ldr x22, [x0, x3, LSL #3]
  ldr w3, [x11, x25, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x23, ls
  movz x21, #0
  subs xzr, x3, #99
  csel x7, x3, x21, ls
  lsr x3, x7, #6
  ldr x9, [x10, x3, LSL #3]
  ldr w3, [x13, x25, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x24, ls
  subs xzr, x3, #1023
  csel x3, x3, x21, ls
  lsr x27, x3, #6
  ldr x27, [x12, x27, LSL #3]
  and x28, x20, #63
  lsr x28, x22, x28
  and x28, x28, #1
  and x7, x7, #63
  lsr x7, x9, x7
  and x7, x7, #1
  uxtb w9, w23
  and x7, x7, x9
  and x7, x28, x7
  and x3, x3, #63
  lsr x3, x27, x3
  and x3, x3, #1
  uxtb w9, w24
  and x3, x3, x9
  and x3, x7, x3
  cbnz x3, label27 ; b label26
block26:
  b label28
block27:
  ldr x3, [x14, x25, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x1, x1, x3
  adc x8, x8, x7
  ldr w3, [x15, x25, LSL #2]
  subs xzr, x3, x2
  csel x2, x3, x2, lo
  ldr w3, [x6, x25, LSL #2]
  subs xzr, x3, x4
  csel x4, x3, x4, hi
  b label28
block28:
  mov w20, v0.s[1]
  lsr x3, x20, #6
  ldr x22, [x0, x3, LSL #3]
  add x19, x25, #1
  ldr w3, [x11, x19, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x23, ls
  subs xzr, x3, #99
  csel x7, x3, x21, ls
  lsr x3, x7, #6
  ldr x9, [x10, x3, LSL #3]
  ldr w3, [x13, x19, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x24, ls
  subs xzr, x3, #1023
  csel x3, x3, x21, ls
  lsr x27, x3, #6
  ldr x27, [x12, x27, LSL #3]
  and x20, x20, #63
  lsr x20, x22, x20
  and x20, x20, #1
  and x7, x7, #63
  lsr x7, x9, x7
  and x7, x7, #1
  uxtb w9, w23
  and x7, x7, x9
  and x7, x20, x7
  and x3, x3, #63
  lsr x3, x27, x3
  and x3, x3, #1
  uxtb w9, w24
  and x3, x3, x9
  and x3, x7, x3
  cbnz x3, label30 ; b label29
block29:
  b label31
block30:
  add x3, x25, #1
  ldr x3, [x14, x3, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x1, x1, x3
  adc x8, x8, x7
  ldr w3, [x15, x19, LSL #2]
  subs xzr, x3, x2
  csel x2, x3, x2, lo
  ldr w3, [x6, x19, LSL #2]
  subs xzr, x3, x4
  csel x4, x3, x4, hi
  b label31
block31:
  mov w20, v0.s[2]
  lsr x3, x20, #6
  ldr x22, [x0, x3, LSL #3]
  add x19, x25, #2
  ldr w3, [x11, x19, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x23, ls
  subs xzr, x3, #99
  csel x7, x3, x21, ls
  lsr x3, x7, #6
  ldr x9, [x10, x3, LSL #3]
  ldr w3, [x13, x19, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x24, ls
  subs xzr, x3, #1023
  csel x3, x3, x21, ls
  lsr x27, x3, #6
  ldr x27, [x12, x27, LSL #3]
  and x20, x20, #63
  lsr x20, x22, x20
  and x20, x20, #1
  and x7, x7, #63
  lsr x7, x9, x7
  and x7, x7, #1
  uxtb w9, w23
  and x7, x7, x9
  and x7, x20, x7
  and x3, x3, #63
  lsr x3, x27, x3
  and x3, x3, #1
  uxtb w9, w24
  and x3, x3, x9
  and x3, x7, x3
  cbnz x3, label33 ; b label32
block32:
  b label34
block33:
  add x3, x25, #2
  ldr x3, [x14, x3, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x1, x1, x3
  adc x8, x8, x7
  ldr w3, [x15, x19, LSL #2]
  subs xzr, x3, x2
  csel x2, x3, x2, lo
  ldr w3, [x6, x19, LSL #2]
  subs xzr, x3, x4
  csel x4, x3, x4, hi
  b label34
block34:
  mov w20, v0.s[3]
  lsr x3, x20, #6
  ldr x22, [x0, x3, LSL #3]
  add x19, x25, #3
  ldr w3, [x11, x19, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #99
  cset x23, ls
  subs xzr, x3, #99
  csel x7, x3, x21, ls
  lsr x3, x7, #6
  ldr x9, [x10, x3, LSL #3]
  ldr w3, [x13, x19, LSL #2]
  mov w3, w3
  sub x3, x3, #1
  subs xzr, x3, #1023
  cset x24, ls
  subs xzr, x3, #1023
  csel x3, x3, x21, ls
  lsr x21, x3, #6
  ldr x21, [x12, x21, LSL #3]
  and x20, x20, #63
  lsr x20, x22, x20
  and x20, x20, #1
  and x7, x7, #63
  lsr x7, x9, x7
  and x7, x7, #1
  uxtb w9, w23
  and x7, x7, x9
  and x7, x20, x7
  and x3, x3, #63
  lsr x3, x21, x3
  and x3, x3, #1
  uxtb w9, w24
  and x3, x3, x9
  and x3, x7, x3
  cbnz x3, label36 ; b label35
block35:
  b label37
block36:
  add x3, x25, #3
  ldr x3, [x14, x3, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x1, x1, x3
  adc x8, x8, x7
  ldr w3, [x15, x19, LSL #2]
  subs xzr, x3, x2
  csel x2, x3, x2, lo
  ldr w3, [x6, x19, LSL #2]
  subs xzr, x3, x4
  csel x4, x3, x4, hi
  b label37
block37:
  add x25, x25, #4
  mov x27, x0
  b label1

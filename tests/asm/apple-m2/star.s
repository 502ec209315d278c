; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `date`: vector (bitmap of 100 keys)
; context block (first argument): +0: date structure, +8: date.year, +16: date.datekey
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  ldr x5, [x0]
  ldr x3, [x0, #8]
  ldr x4, [x0, #16]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  ret
block3:
  ldr w6, [x3, x1, LSL #2]
  subs wzr, w6, #1993
  cset x7, hs
  subs wzr, w6, #1995
  cset x6, ls
  and w6, w7, w6
  ands wzr, w6, #255
  b.ne label5 ; b label4
block4:
  b label8
block5:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x7, x6, #1
  subs xzr, x7, #99
  b.ls label7 ; b label6
block6:
  b label8
block7:
  sub x6, x6, #1
  lsr x7, x6, #6
  add x7, x5, x7, LSL 3
  movz x8, #1
  and x6, x6, #63
  lsl x6, x8, x6
  ldsetal x6, x7, [x7]
  and x6, x7, x6
  subs xzr, x6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label8
block8:
  add x1, x1, #1
  b label1

; kernel build_1 — build `supplier`: vector (bitmap of 100 keys)
; context block (first argument): +0: supplier structure, +8: supplier.region, +16: supplier.suppkey
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  ldr x5, [x0]
  ldr x3, [x0, #8]
  ldr x4, [x0, #16]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  ret
block3:
  ldr w6, [x3, x1, LSL #2]
  subs wzr, w6, #2
  b.eq label5 ; b label4
block4:
  b label8
block5:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x7, x6, #1
  subs xzr, x7, #99
  b.ls label7 ; b label6
block6:
  b label8
block7:
  sub x6, x6, #1
  lsr x7, x6, #6
  add x7, x5, x7, LSL 3
  movz x8, #1
  and x6, x6, #63
  lsl x6, x8, x6
  ldsetal x6, x7, [x7]
  and x6, x7, x6
  subs xzr, x6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label8
block8:
  add x1, x1, #1
  b label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
; context block (first argument): +0: part structure, +8: part.partkey
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  ldr x4, [x0]
  ldr x3, [x0, #8]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  ret
block3:
  ldr w5, [x3, x1, LSL #2]
  mov w5, w5
  sub x6, x5, #1
  subs xzr, x6, #1023
  b.ls label5 ; b label4
block4:
  b label6
block5:
  sub x5, x5, #1
  lsr x6, x5, #6
  add x6, x4, x6, LSL 3
  movz x7, #1
  and x5, x5, #63
  lsl x5, x7, x5
  ldsetal x5, x6, [x6]
  and x5, x6, x5
  subs xzr, x5, #0
  cset x5, ne
  add x0, x0, x5, UXTB
  b label6
block6:
  add x1, x1, #1
  b label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` vector (bitmap of 100 keys); `supplier` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: date structure, +8: lineorder.orderdate, +16: supplier structure, +24: lineorder.suppkey, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity
  unwind Aarch64SetPointerAuth { return_addresses: false }
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
  ldp x4, x2, [x3, #32]
  ldr x1, [x3, #48]
  ldr x8, [x3, #64]
  ldr x6, [x0]
  str x6, [sp, #16]
  ldr x6, [x0, #8]
  str x6, [sp, #8]
  ldr x9, [x0, #16]
  mov x27, x9
  ldr x9, [x0, #24]
  ldr x10, [x0, #32]
  ldr x11, [x0, #40]
  ldr x12, [x0, #48]
  ldr x13, [x0, #56]
  ldr x14, [x0, #64]
  mov x19, x7
  ldr x7, [sp]
  sub x6, x7, x19
  and x6, x6, #18446744073709551612
  add x26, x19, x6
  b label1
block1:
  subs xzr, x19, x26
  b.lo label9 ; b label2
block2:
  ldr x15, [sp]
  b label3
block3:
  subs xzr, x26, x15
  b.lo label5 ; b label4
block4:
  str x5, [x3]
  str x5, [x3, #16]
  stp x4, x2, [x3, #32]
  str x1, [x3, #48]
  str x8, [x3, #64]
  movz x0, #0
  add sp, sp, #32
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block5:
  ldr x28, [sp, #8]
  ldr w15, [x28, x26, LSL #2]
  mov w15, w15
  sub x15, x15, #1
  subs xzr, x15, #99
  cset x19, ls
  movz x22, #0
  subs xzr, x15, #99
  csel x21, x15, x22, ls
  lsr x0, x21, #6
  ldr x6, [sp, #16]
  ldr x23, [x6, x0, LSL #3]
  ldr w0, [x9, x26, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  subs xzr, x0, #99
  cset x20, ls
  subs xzr, x0, #99
  csel x25, x0, x22, ls
  lsr x7, x25, #6
  mov x0, x27
  ldr x27, [x0, x7, LSL #3]
  ldr w7, [x11, x26, LSL #2]
  mov w7, w7
  sub x7, x7, #1
  subs xzr, x7, #1023
  cset x24, ls
  subs xzr, x7, #1023
  csel x15, x7, x22, ls
  lsr x7, x15, #6
  ldr x7, [x10, x7, LSL #3]
  and x21, x21, #63
  lsr x21, x23, x21
  and x21, x21, #1
  uxtb w22, w19
  and x21, x21, x22
  and x22, x25, #63
  lsr x22, x27, x22
  and x22, x22, #1
  uxtb w20, w20
  and x20, x22, x20
  and x20, x21, x20
  and x15, x15, #63
  lsr x7, x7, x15
  and x7, x7, #1
  uxtb w15, w24
  and x7, x7, x15
  and x7, x20, x7
  cbnz x7, label7 ; b label6
block6:
  b label8
block7:
  ldr x7, [x12, x26, LSL #3]
  add x5, x5, #1
  movz x15, #0
  adds x4, x4, x7
  adc x2, x2, x15
  ldr w7, [x13, x26, LSL #2]
  subs xzr, x7, x1
  csel x1, x7, x1, lo
  ldr w7, [x14, x26, LSL #2]
  subs xzr, x7, x8
  csel x8, x7, x8, hi
  b label8
block8:
  add x26, x26, #1
  ldr x15, [sp]
  mov x27, x0
  str x28, [sp, #8]
  str x6, [sp, #16]
  b label3
block9:
  mov x0, x27
  ldr x6, [sp, #16]
  ldr x28, [sp, #8]
  lsl x7, x19, #2
  ldr q26, [x7, x28]
  movi v27.4s, #1
  sub v26.4s, v26.4s, v27.4s
  movi v27.4s, #99
  cmhs v27.4s, v27.4s, v26.4s
  uminv s24, v27.4s
  mov x7, v24.d[0]
  subs xzr, x7, #0
  cset x7, ne
  ands wzr, w7, #255
  b.ne label22 ; b label10
block10:
  ldr w7, [x28, x19, LSL #2]
  str x28, [sp, #8]
  mov w7, w7
  sub x7, x7, #1
  subs xzr, x7, #99
  cset x21, ls
  movz x20, #0
  subs xzr, x7, #99
  csel x23, x7, x20, ls
  lsr x7, x23, #6
  ldr x24, [x6, x7, LSL #3]
  ldr w7, [x9, x19, LSL #2]
  mov w7, w7
  sub x7, x7, #1
  subs xzr, x7, #99
  cset x22, ls
  subs xzr, x7, #99
  csel x27, x7, x20, ls
  lsr x7, x27, #6
  ldr x28, [x0, x7, LSL #3]
  ldr w7, [x11, x19, LSL #2]
  mov w7, w7
  sub x7, x7, #1
  subs xzr, x7, #1023
  cset x25, ls
  subs xzr, x7, #1023
  csel x15, x7, x20, ls
  lsr x7, x15, #6
  ldr x7, [x10, x7, LSL #3]
  and x23, x23, #63
  lsr x23, x24, x23
  and x23, x23, #1
  uxtb w21, w21
  and x21, x23, x21
  and x23, x27, #63
  lsr x23, x28, x23
  and x23, x23, #1
  uxtb w22, w22
  and x22, x23, x22
  and x21, x21, x22
  and x15, x15, #63
  lsr x7, x7, x15
  and x7, x7, #1
  uxtb w15, w25
  and x7, x7, x15
  and x7, x21, x7
  cbnz x7, label12 ; b label11
block11:
  b label13
block12:
  ldr x7, [x12, x19, LSL #3]
  add x5, x5, #1
  movz x15, #0
  adds x4, x4, x7
  adc x2, x2, x15
  ldr w7, [x13, x19, LSL #2]
  subs xzr, x7, x1
  csel x1, x7, x1, lo
  ldr w7, [x14, x19, LSL #2]
  subs xzr, x7, x8
  csel x8, x7, x8, hi
  b label13
block13:
  add x21, x19, #1
  ldr x7, [sp, #8]
  ldr w7, [x7, x21, LSL #2]
  mov w7, w7
  sub x7, x7, #1
  subs xzr, x7, #99
  cset x22, ls
  subs xzr, x7, #99
  csel x24, x7, x20, ls
  lsr x7, x24, #6
  ldr x25, [x6, x7, LSL #3]
  str x6, [sp, #16]
  ldr w6, [x9, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  cset x23, ls
  subs xzr, x6, #99
  csel x28, x6, x20, ls
  lsr x6, x28, #6
  ldr x15, [x0, x6, LSL #3]
  ldr w6, [x11, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  cset x27, ls
  subs xzr, x6, #1023
  csel x7, x6, x20, ls
  lsr x6, x7, #6
  ldr x6, [x10, x6, LSL #3]
  and x24, x24, #63
  lsr x24, x25, x24
  and x24, x24, #1
  uxtb w22, w22
  and x22, x24, x22
  and x24, x28, #63
  lsr x15, x15, x24
  and x15, x15, #1
  uxtb w23, w23
  and x15, x15, x23
  and x15, x22, x15
  and x7, x7, #63
  lsr x6, x6, x7
  and x6, x6, #1
  uxtb w7, w27
  and x6, x6, x7
  and x6, x15, x6
  cbnz x6, label15 ; b label14
block14:
  b label16
block15:
  add x6, x19, #1
  ldr x6, [x12, x6, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x4, x4, x6
  adc x2, x2, x7
  ldr w6, [x13, x21, LSL #2]
  subs xzr, x6, x1
  csel x1, x6, x1, lo
  ldr w6, [x14, x21, LSL #2]
  subs xzr, x6, x8
  csel x8, x6, x8, hi
  b label16
block16:
  add x21, x19, #2
  ldr x6, [sp, #8]
  ldr w6, [x6, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  cset x22, ls
  subs xzr, x6, #99
  csel x24, x6, x20, ls
  lsr x6, x24, #6
  ldr x7, [sp, #16]
  ldr x25, [x7, x6, LSL #3]
  ldr w6, [x9, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  cset x23, ls
  subs xzr, x6, #99
  csel x28, x6, x20, ls
  lsr x6, x28, #6
  ldr x15, [x0, x6, LSL #3]
  ldr w6, [x11, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  cset x27, ls
  subs xzr, x6, #1023
  csel x7, x6, x20, ls
  lsr x6, x7, #6
  ldr x6, [x10, x6, LSL #3]
  and x24, x24, #63
  lsr x24, x25, x24
  and x24, x24, #1
  uxtb w22, w22
  and x22, x24, x22
  and x24, x28, #63
  lsr x15, x15, x24
  and x15, x15, #1
  uxtb w23, w23
  and x15, x15, x23
  and x15, x22, x15
  and x7, x7, #63
  lsr x6, x6, x7
  and x6, x6, #1
  uxtb w7, w27
  and x6, x6, x7
  and x6, x15, x6
  cbnz x6, label18 ; b label17
block17:
  b label19
block18:
  add x6, x19, #2
  ldr x6, [x12, x6, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x4, x4, x6
  adc x2, x2, x7
  ldr w6, [x13, x21, LSL #2]
  subs xzr, x6, x1
  csel x1, x6, x1, lo
  ldr w6, [x14, x21, LSL #2]
  subs xzr, x6, x8
  csel x8, x6, x8, hi
  b label19
block19:
  add x21, x19, #3
  ldr x6, [sp, #8]
  ldr w6, [x6, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  cset x22, ls
  subs xzr, x6, #99
  csel x24, x6, x20, ls
  lsr x6, x24, #6
  ldr x7, [sp, #16]
  ldr x25, [x7, x6, LSL #3]
  ldr w6, [x9, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  cset x23, ls
  subs xzr, x6, #99
  csel x28, x6, x20, ls
  lsr x6, x28, #6
  ldr x15, [x0, x6, LSL #3]
  ldr w6, [x11, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  cset x27, ls
  subs xzr, x6, #1023
  csel x7, x6, x20, ls
  lsr x6, x7, #6
  ldr x6, [x10, x6, LSL #3]
  and x20, x24, #63
  lsr x20, x25, x20
  and x20, x20, #1
  uxtb w22, w22
  and x20, x20, x22
  and x22, x28, #63
  lsr x15, x15, x22
  and x15, x15, #1
  uxtb w22, w23
  and x15, x15, x22
  and x15, x20, x15
  and x7, x7, #63
  lsr x6, x6, x7
  and x6, x6, #1
  uxtb w7, w27
  and x6, x6, x7
  and x6, x15, x6
  cbnz x6, label21 ; b label20
block20:
  b label34
block21:
  add x7, x19, #3
  ldr x7, [x12, x7, LSL #3]
  add x5, x5, #1
  movz x15, #0
  adds x4, x4, x7
  adc x2, x2, x15
  ldr w7, [x13, x21, LSL #2]
  subs xzr, x7, x1
  csel x1, x7, x1, lo
  ldr w15, [x14, x21, LSL #2]
  subs xzr, x15, x8
  csel x8, x15, x8, hi
  b label34
block22:
  str x28, [sp, #8]
  str x6, [sp, #16]
  mov w21, v26.s[0]
  lsr x15, x21, #6
  ldr x22, [x6, x15, LSL #3]
  ldr w15, [x9, x19, LSL #2]
  mov w15, w15
  sub x15, x15, #1
  subs xzr, x15, #99
  cset x23, ls
  movz x20, #0
  subs xzr, x15, #99
  csel x15, x15, x20, ls
  lsr x6, x15, #6
  ldr x7, [x0, x6, LSL #3]
  ldr w6, [x11, x19, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  cset x24, ls
  subs xzr, x6, #1023
  csel x6, x6, x20, ls
  lsr x25, x6, #6
  ldr x25, [x10, x25, LSL #3]
  and x21, x21, #63
  lsr x21, x22, x21
  and x21, x21, #1
  and x15, x15, #63
  lsr x15, x7, x15
  and x15, x15, #1
  uxtb w7, w23
  and x15, x15, x7
  and x15, x21, x15
  and x6, x6, #63
  lsr x6, x25, x6
  and x6, x6, #1
  uxtb w7, w24
  and x6, x6, x7
  and x15, x15, x6
  cbnz x15, label24 ; b label23
block23:
  b label25
block24:
  ldr x6, [x12, x19, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x4, x4, x6
  adc x2, x2, x7
  ldr w6, [x13, x19, LSL #2]
  subs xzr, x6, x1
  csel x1, x6, x1, lo
  ldr w6, [x14, x19, LSL #2]
  subs xzr, x6, x8
  csel x8, x6, x8, hi
  b label25
block25:
  mov w22, v26.s[1]
  lsr x6, x22, #6
  ldr x7, [sp, #16]
  ldr x23, [x7, x6, LSL #3]
  add x21, x19, #1
  ldr w6, [x9, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  cset x24, ls
  subs xzr, x6, #99
  csel x15, x6, x20, ls
  lsr x6, x15, #6
  ldr x7, [x0, x6, LSL #3]
  ldr w6, [x11, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  cset x25, ls
  subs xzr, x6, #1023
  csel x6, x6, x20, ls
  lsr x27, x6, #6
  ldr x27, [x10, x27, LSL #3]
  and x28, x22, #63
  lsr x23, x23, x28
  and x23, x23, #1
  and x15, x15, #63
  lsr x7, x7, x15
  and x7, x7, #1
  uxtb w15, w24
  and x7, x7, x15
  and x7, x23, x7
  and x6, x6, #63
  lsr x6, x27, x6
  and x6, x6, #1
  uxtb w15, w25
  and x6, x6, x15
  and x6, x7, x6
  cbnz x6, label27 ; b label26
block26:
  b label28
block27:
  add x6, x19, #1
  ldr x6, [x12, x6, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x4, x4, x6
  adc x2, x2, x7
  ldr w6, [x13, x21, LSL #2]
  subs xzr, x6, x1
  csel x1, x6, x1, lo
  ldr w6, [x14, x21, LSL #2]
  subs xzr, x6, x8
  csel x8, x6, x8, hi
  b label28
block28:
  mov w21, v26.s[2]
  lsr x6, x21, #6
  ldr x7, [sp, #16]
  ldr x22, [x7, x6, LSL #3]
  add x28, x19, #2
  ldr w6, [x9, x28, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  cset x23, ls
  subs xzr, x6, #99
  csel x15, x6, x20, ls
  lsr x6, x15, #6
  ldr x7, [x0, x6, LSL #3]
  ldr w6, [x11, x28, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  cset x24, ls
  subs xzr, x6, #1023
  csel x6, x6, x20, ls
  lsr x25, x6, #6
  ldr x25, [x10, x25, LSL #3]
  and x21, x21, #63
  lsr x21, x22, x21
  and x21, x21, #1
  and x15, x15, #63
  lsr x7, x7, x15
  and x7, x7, #1
  uxtb w15, w23
  and x7, x7, x15
  and x7, x21, x7
  and x6, x6, #63
  lsr x6, x25, x6
  and x6, x6, #1
  uxtb w15, w24
  and x6, x6, x15
  and x6, x7, x6
  cbnz x6, label30 ; b label29
block29:
  b label31
block30:
  add x6, x19, #2
  ldr x6, [x12, x6, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x4, x4, x6
  adc x2, x2, x7
  ldr w6, [x13, x28, LSL #2]
  subs xzr, x6, x1
  csel x1, x6, x1, lo
  ldr w6, [x14, x28, LSL #2]
  subs xzr, x6, x8
  csel x8, x6, x8, hi
  b label31
block31:
  mov w22, v26.s[3]
  lsr x6, x22, #6
  ldr x7, [sp, #16]
  ldr x23, [x7, x6, LSL #3]
  add x21, x19, #3
  ldr w6, [x9, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #99
  cset x24, ls
  subs xzr, x6, #99
  csel x15, x6, x20, ls
  lsr x6, x15, #6
  ldr x7, [x0, x6, LSL #3]
  ldr w6, [x11, x21, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  cset x25, ls
  subs xzr, x6, #1023
  csel x6, x6, x20, ls
  lsr x20, x6, #6
  ldr x20, [x10, x20, LSL #3]
  and x22, x22, #63
  lsr x22, x23, x22
  and x22, x22, #1
  and x15, x15, #63
  lsr x7, x7, x15
  and x7, x7, #1
  uxtb w15, w24
  and x7, x7, x15
  and x7, x22, x7
  and x6, x6, #63
  lsr x6, x20, x6
  and x6, x6, #1
  uxtb w15, w25
  and x6, x6, x15
  and x6, x7, x6
  cbnz x6, label33 ; b label32
block32:
  b label34
block33:
  add x6, x19, #3
  ldr x6, [x12, x6, LSL #3]
  add x5, x5, #1
  movz x7, #0
  adds x4, x4, x6
  adc x2, x2, x7
  ldr w6, [x13, x21, LSL #2]
  subs xzr, x6, x1
  csel x1, x6, x1, lo
  ldr w6, [x14, x21, LSL #2]
  subs xzr, x6, x8
  csel x8, x6, x8, hi
  b label34
block34:
  add x19, x19, #4
  mov x27, x0
  b label1

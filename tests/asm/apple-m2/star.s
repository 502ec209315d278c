; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `supplier`: vector (bitmap of 100 keys)
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
  unwind Aarch64SetPointerAuth { return_addresses: false }
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
; context block (first argument): +0: supplier structure, +8: lineorder.suppkey, +16: date structure, +24: lineorder.orderdate, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity, +72: selection lanes
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
  sub sp, sp, #1056
  unwind StackAlloc { size: 1056 }
block0:
  mov x6, x0
  mov x20, x2
  ldr x5, [x3]
  ldp x4, x2, [x3, #32]
  ldr x19, [x3, #48]
  ldr x0, [x3, #64]
  mov x15, x6
  ldr x6, [x15]
  ldr x7, [x15, #8]
  ldr x8, [x15, #16]
  ldr x9, [x15, #24]
  ldr x10, [x15, #32]
  ldr x11, [x15, #40]
  ldr x12, [x15, #48]
  ldr x13, [x15, #56]
  ldr x14, [x15, #64]
  ldr x15, [x15, #72]
  str x15, [sp, #1040]
  b label1
block1:
  mov x15, x20
  b label2
block2:
  subs xzr, x1, x15
  b.lo label13 ; b label3
block3:
  mov x1, x15
  b label4
block4:
  subs xzr, x1, x15
  b.lo label5 ; b label6
block5:
  b label7
block6:
  str x5, [x3]
  str x5, [x3, #16]
  stp x4, x2, [x3, #32]
  str x19, [x3, #48]
  str x0, [x3, #64]
  movz x0, #0
  add sp, sp, #1056
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  ldr w22, [x7, x1, LSL #2]
  ldr w21, [x9, x1, LSL #2]
  ldr w20, [x11, x1, LSL #2]
  mov w22, w22
  sub x23, x22, #1
  movz x22, #100
  subs xzr, x23, x22
  csel x23, x23, x22, lo
  lsr x24, x23, #6
  ldr x24, [x6, x24, LSL #3]
  lsr x23, x24, x23
  mov w21, w21
  sub x21, x21, #1
  subs xzr, x21, x22
  csel x21, x21, x22, lo
  lsr x22, x21, #6
  ldr x22, [x8, x22, LSL #3]
  lsr x21, x22, x21
  and x21, x23, x21
  mov w20, w20
  sub x20, x20, #1
  movz x22, #1024
  subs xzr, x20, x22
  csel x20, x20, x22, lo
  lsr x22, x20, #6
  ldr x22, [x10, x22, LSL #3]
  lsr x20, x22, x20
  and x20, x21, x20
  tbnz x20, #0, label9 ; b label8
block8:
  b label10
block9:
  ldr x20, [x12, x1, LSL #3]
  add x5, x5, #1
  movz x21, #0
  adds x4, x4, x20
  adc x2, x2, x21
  ldr w20, [x13, x1, LSL #2]
  subs xzr, x20, x19
  csel x19, x20, x19, lo
  ldr w20, [x14, x1, LSL #2]
  subs xzr, x20, x0
  csel x0, x20, x0, hi
  b label10
block10:
  add x1, x1, #1
  subs xzr, x1, x15
  b.lo label11 ; b label12
block11:
  b label7
block12:
  b label4
block13:
  movz x21, #0
  sub x20, x15, x1
  movz x22, #512
  subs xzr, x20, x22
  csel x23, x20, x22, lo
  lsr x20, x23, #3
  str x20, [sp, #1032]
  mov x22, x21
  mov x25, x21
  ldr x28, [sp, #1032]
  b label14
block14:
  subs xzr, x25, x28
  str x28, [sp, #1032]
  b.lo label34 ; b label15
block15:
  and x20, x23, #18446744073709551608
  sub x24, x23, x20
  mov x25, x21
  b label16
block16:
  subs xzr, x25, x24
  b.lo label32 ; b label17
block17:
  mov x23, x21
  mov x24, x21
  b label18
block18:
  subs xzr, x24, x22
  b.lo label30 ; b label19
block19:
  mov x22, x21
  b label20
block20:
  subs xzr, x22, x23
  b.lo label28 ; b label21
block21:
  mov x22, x1
  b label22
block22:
  subs xzr, x21, x23
  b.lo label24 ; b label23
block23:
  add x1, x22, #512
  b label2
block24:
  mov x20, sp
  ldrh w20, [x20, x21, LSL #1]
  add x24, x1, x20
  ldr w20, [x7, x24, LSL #2]
  ldr w26, [x9, x24, LSL #2]
  ldr w25, [x11, x24, LSL #2]
  mov w20, w20
  sub x27, x20, #1
  movz x20, #100
  subs xzr, x27, x20
  csel x27, x27, x20, lo
  lsr x28, x27, #6
  ldr x28, [x6, x28, LSL #3]
  lsr x27, x28, x27
  mov w26, w26
  sub x26, x26, #1
  subs xzr, x26, x20
  csel x20, x26, x20, lo
  lsr x26, x20, #6
  ldr x26, [x8, x26, LSL #3]
  lsr x20, x26, x20
  and x20, x27, x20
  mov w25, w25
  sub x25, x25, #1
  movz x26, #1024
  subs xzr, x25, x26
  csel x25, x25, x26, lo
  lsr x26, x25, #6
  ldr x26, [x10, x26, LSL #3]
  lsr x25, x26, x25
  and x20, x20, x25
  tbnz x20, #0, label26 ; b label25
block25:
  b label27
block26:
  ldr x20, [x12, x24, LSL #3]
  add x5, x5, #1
  movz x25, #0
  adds x4, x4, x20
  adc x2, x2, x25
  ldr w20, [x13, x24, LSL #2]
  subs xzr, x20, x19
  csel x19, x20, x19, lo
  ldr w20, [x14, x24, LSL #2]
  subs xzr, x20, x0
  csel x0, x20, x0, hi
  b label27
block27:
  add x21, x21, #1
  b label22
block28:
  mov x20, sp
  ldrh w20, [x20, x22, LSL #1]
  add x20, x1, x20
  ldr w24, [x11, x20, LSL #2]
  ldr w24, [x14, x20, LSL #2]
  ldr w24, [x13, x20, LSL #2]
  ldr x20, [x12, x20, LSL #3]
  b label29
block29:
  add x22, x22, #1
  b label20
block30:
  mov x25, sp
  ldrh w20, [x25, x24, LSL #1]
  strh w20, [x25, x23, LSL #1]
  b label31
block31:
  add x24, x24, #1
  add x20, x1, x20
  ldr w20, [x9, x20, LSL #2]
  mov w20, w20
  sub x20, x20, #1
  movz x25, #100
  subs xzr, x20, x25
  csel x20, x20, x25, lo
  lsr x25, x20, #6
  ldr x25, [x8, x25, LSL #3]
  lsr x20, x25, x20
  and x20, x20, #1
  add x23, x23, x20
  b label18
block32:
  and x20, x23, #18446744073709551608
  add x20, x20, x25
  mov x26, sp
  strh w20, [x26, x22, LSL #1]
  b label33
block33:
  add x25, x25, #1
  add x20, x1, x20
  ldr w20, [x7, x20, LSL #2]
  mov w20, w20
  sub x20, x20, #1
  movz x26, #100
  subs xzr, x20, x26
  csel x20, x20, x26, lo
  lsr x26, x20, #6
  ldr x26, [x6, x26, LSL #3]
  lsr x20, x26, x20
  and x20, x20, #1
  add x22, x22, x20
  b label16
block34:
  lsl x20, x25, #3
  str x20, [sp, #1024]
  add x20, x1, x25, LSL 3
  add x27, x7, x20, LSL 2
  ldr w20, [x7, x20, LSL #2]
  mov w20, w20
  sub x20, x20, #1
  movz x28, #100
  subs xzr, x20, x28
  csel x20, x20, x28, lo
  lsr x26, x20, #6
  ldr x26, [x6, x26, LSL #3]
  lsr x20, x26, x20
  and x20, x20, #1
  ldr w26, [x27, #4]
  mov w26, w26
  sub x26, x26, #1
  subs xzr, x26, x28
  csel x26, x26, x28, lo
  lsr x24, x26, #6
  ldr x24, [x6, x24, LSL #3]
  lsr x24, x24, x26
  and x24, x24, #1
  orr x20, x20, x24, LSL 1
  ldr w24, [x27, #8]
  mov w24, w24
  sub x26, x24, #1
  subs xzr, x26, x28
  csel x26, x26, x28, lo
  lsr x24, x26, #6
  ldr x24, [x6, x24, LSL #3]
  lsr x24, x24, x26
  and x24, x24, #1
  orr x20, x20, x24, LSL 2
  ldr w24, [x27, #12]
  mov w24, w24
  sub x26, x24, #1
  subs xzr, x26, x28
  csel x26, x26, x28, lo
  lsr x24, x26, #6
  ldr x24, [x6, x24, LSL #3]
  lsr x24, x24, x26
  and x24, x24, #1
  orr x20, x20, x24, LSL 3
  ldr w24, [x27, #16]
  mov w24, w24
  sub x26, x24, #1
  subs xzr, x26, x28
  csel x26, x26, x28, lo
  lsr x24, x26, #6
  ldr x24, [x6, x24, LSL #3]
  lsr x24, x24, x26
  and x24, x24, #1
  orr x20, x20, x24, LSL 4
  ldr w24, [x27, #20]
  mov w24, w24
  sub x26, x24, #1
  subs xzr, x26, x28
  csel x26, x26, x28, lo
  lsr x24, x26, #6
  ldr x24, [x6, x24, LSL #3]
  lsr x24, x24, x26
  and x24, x24, #1
  orr x20, x20, x24, LSL 5
  ldr w24, [x27, #24]
  mov w24, w24
  sub x26, x24, #1
  subs xzr, x26, x28
  csel x26, x26, x28, lo
  lsr x24, x26, #6
  ldr x24, [x6, x24, LSL #3]
  lsr x24, x24, x26
  and x24, x24, #1
  orr x20, x20, x24, LSL 6
  ldr w24, [x27, #28]
  mov w24, w24
  sub x26, x24, #1
  subs xzr, x26, x28
  csel x26, x26, x28, lo
  lsr x24, x26, #6
  ldr x24, [x6, x24, LSL #3]
  lsr x24, x24, x26
  and x24, x24, #1
  orr x27, x20, x24, LSL 7
  ldr x20, [sp, #1040]
  ldr q23, [x20, x27, LSL #4]
  ldr x24, [sp, #1024]
  dup v24.8h, w24
  add v23.8h, v23.8h, v24.8h
  mov x26, sp
  lsl x24, x22, #1
  str q23, [x26, x24]
  b label35
block35:
  add x25, x25, #1
  fmov d22, x27
  cnt v24.8b, v22.8b
  addv b26, v24.8b
  umov w28, v26.b[0]
  add x22, x22, x28
  ldr x28, [sp, #1032]
  str x20, [sp, #1040]
  b label14

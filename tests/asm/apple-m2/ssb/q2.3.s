; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `part`: vector (2000 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: part.p_brand1, +16: part.p_partkey
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
  subs wzr, w6, #278
  b.eq label6 ; b label5
block5:
  b label9
block6:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1999
  b.ls label8 ; b label7
block7:
  b label9
block8:
  ldr w7, [x3, x1, LSL #2]
  add x6, x6, x5
  movz w8, #0
  add w7, w7, #235
  casalb w8, w8, w7, [x6]
  ands wzr, w8, #255
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

; kernel build_1 — build `supplier`: vector (bitmap of 20 keys)
; context block (first argument): +0: supplier structure, +8: supplier.s_region, +16: supplier.s_suppkey
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
  subs wzr, w6, #3
  b.eq label6 ; b label5
block5:
  b label9
block6:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #19
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

; kernel build_2 — build `date`: vector (61131 elements of 1 B (payload − min + 1))
; context block (first argument): +0: date structure, +8: date.d_datekey, +16: date.d_year
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
  movn x7, #62692
  movk x7, x7, #65232, LSL #16
  add x6, x7, x6, UXTW
  movz x7, #61130
  subs xzr, x6, x7
  b.ls label6 ; b label5
block5:
  b label7
block6:
  ldr w7, [x4, x1, LSL #2]
  add x6, x6, x5
  movz w8, #0
  add w7, w7, #57
  casalb w8, w8, w7, [x6]
  ands wzr, w8, #255
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

; kernel probe_3 — probe pipeline over `lineorder`: `part` vector (2000 elements of 1 B (payload − min + 1)); `supplier` vector (bitmap of 20 keys); `date` vector (61131 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: lineorder.lo_partkey, +16: supplier structure, +24: lineorder.lo_suppkey, +32: date structure, +40: lineorder.lo_orderdate, +48: lineorder.lo_revenue, +56: selection lanes
  unwind Aarch64SetPointerAuth { return_addresses: false }
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  sub sp, sp, #4096
  str wzr, [sp]
  add sp, sp, #4096
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 64 }
  stp x26, x27, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p26i }
  unwind SaveReg { clobber_offset: 56, reg: p27i }
  stp x23, x24, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p24i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #4096
  unwind StackAlloc { size: 4096 }
block0:
  mov x4, x0
  ldr x0, [x3]
  ldr x0, [x3, #16]
  ldr x0, [x4]
  mov x10, x4
  ldr x9, [x10, #8]
  ldr x4, [x10, #16]
  ldr x5, [x10, #24]
  ldr x6, [x10, #32]
  ldr x7, [x10, #40]
  ldr x8, [x10, #48]
  ldr x11, [x10, #56]
  b label1
block1:
  b label2
block2:
  subs xzr, x1, x2
  b.lo label26 ; b label3
block3:
  ldr x1, [x3]
  ldr x10, [x3, #16]
  mov x11, x2
  b label4
block4:
  subs xzr, x11, x2
  b.lo label5 ; b label6
block5:
  b label7
block6:
  str x1, [x3]
  movz x0, #0
  add sp, sp, #4096
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x26, x27, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  ldr w12, [x9, x11, LSL #2]
  mov w12, w12
  sub x12, x12, #1
  subs xzr, x12, #1999
  b.ls label9 ; b label8
block8:
  b label11
block9:
  ldrb w12, [x12, x0]
  cbnz x12, label12 ; b label10
block10:
  b label11
block11:
  b label23
block12:
  ldr w13, [x5, x11, LSL #2]
  mov w13, w13
  sub x13, x13, #1
  subs xzr, x13, #19
  b.ls label14 ; b label13
block13:
  b label16
block14:
  lsr x15, x13, #6
  ldr x15, [x4, x15, LSL #3]
  lsr x15, x15, x13
  tbnz x15, #0, label17 ; b label15
block15:
  b label16
block16:
  b label23
block17:
  ldr w13, [x7, x11, LSL #2]
  movn x14, #62692
  movk x14, x14, #65232, LSL #16
  add x13, x14, x13, UXTW
  movz x14, #61130
  subs xzr, x13, x14
  b.ls label19 ; b label18
block18:
  b label21
block19:
  ldrb w13, [x13, x6]
  cbnz x13, label22 ; b label20
block20:
  b label21
block21:
  b label23
block22:
  add w13, w13, #1991
  mov w13, w13
  sub x13, x13, #1992
  movz x14, #7
  subs xzr, x13, #7
  b.hs #trap=user2
  add w12, w12, #277
  mov w12, w12
  sub x12, x12, #278
  cbnz x12, #trap=user2
  madd x12, x12, x14, x13
  lsl x13, x12, #5
  add x12, x10, x12, LSL 5
  ldr x14, [x10, x13]
  add x14, x14, #1
  str x14, [x10, x13]
  ldp x14, x13, [x12, #16]
  ldr w15, [x8, x11, LSL #2]
  mov w26, w15
  movz x15, #0
  adds x14, x14, x26
  adc x13, x13, x15
  stp x14, x13, [x12, #16]
  add x1, x1, #1
  b label23
block23:
  add x11, x11, #1
  subs xzr, x11, x2
  b.lo label24 ; b label25
block24:
  b label7
block25:
  b label4
block26:
  ldr x14, [x10, #56]
  ldr x15, [x10, #8]
  ldr x19, [x10]
  movz x11, #0
  sub x12, x2, x1
  movz x13, #2048
  subs xzr, x12, x13
  csel x13, x12, x13, lo
  lsr x20, x13, #3
  mov x12, x11
  mov x21, x11
  b label27
block27:
  subs xzr, x21, x20
  b.lo label60 ; b label28
block28:
  and x14, x13, #18446744073709551608
  sub x14, x13, x14
  mov x15, x11
  b label29
block29:
  subs xzr, x15, x14
  b.lo label58 ; b label30
block30:
  ldr x14, [x10, #16]
  ldr x15, [x10, #24]
  mov x13, x11
  mov x19, x11
  b label31
block31:
  subs xzr, x19, x12
  b.lo label56 ; b label32
block32:
  ldr x12, [x10, #40]
  ldr x14, [x10, #48]
  mov x15, x11
  b label33
block33:
  subs xzr, x15, x13
  b.lo label54 ; b label34
block34:
  ldr x12, [x3]
  ldr x14, [x3, #16]
  mov x15, x1
  b label35
block35:
  subs xzr, x11, x13
  b.lo label37 ; b label36
block36:
  str x12, [x3]
  add x1, x15, #2048
  b label2
block37:
  mov x19, sp
  ldrh w19, [x19, x11, LSL #1]
  add x19, x1, x19
  ldr w20, [x9, x19, LSL #2]
  mov w20, w20
  sub x21, x20, #1
  subs xzr, x21, #1999
  b.ls label39 ; b label38
block38:
  b label41
block39:
  sub x20, x20, #1
  ldrb w20, [x20, x0]
  cbnz x20, label42 ; b label40
block40:
  b label41
block41:
  b label53
block42:
  ldr w21, [x5, x19, LSL #2]
  mov w21, w21
  sub x22, x21, #1
  subs xzr, x22, #19
  b.ls label44 ; b label43
block43:
  b label46
block44:
  sub x21, x21, #1
  lsr x22, x21, #6
  ldr x22, [x4, x22, LSL #3]
  lsr x21, x22, x21
  tbnz x21, #0, label47 ; b label45
block45:
  b label46
block46:
  b label53
block47:
  ldr w21, [x7, x19, LSL #2]
  movn x22, #62692
  movk x22, x22, #65232, LSL #16
  add x23, x22, x21, UXTW
  movz x24, #61130
  subs xzr, x23, x24
  b.ls label49 ; b label48
block48:
  b label51
block49:
  add x21, x22, x21, UXTW
  ldrb w21, [x21, x6]
  cbnz x21, label52 ; b label50
block50:
  b label51
block51:
  b label53
block52:
  add w21, w21, #1991
  mov w21, w21
  sub x21, x21, #1992
  movz x22, #7
  subs xzr, x21, #7
  b.hs #trap=user2
  add w20, w20, #277
  mov w20, w20
  sub x20, x20, #278
  cbnz x20, #trap=user2
  madd x20, x20, x22, x21
  lsl x21, x20, #5
  add x20, x14, x20, LSL 5
  ldr x22, [x14, x21]
  add x22, x22, #1
  str x22, [x14, x21]
  ldp x22, x21, [x20, #16]
  ldr w19, [x8, x19, LSL #2]
  mov w23, w19
  movz x19, #0
  adds x22, x22, x23
  adc x19, x21, x19
  stp x22, x19, [x20, #16]
  add x12, x12, #1
  b label53
block53:
  add x11, x11, #1
  b label35
block54:
  mov x19, sp
  ldrh w19, [x19, x15, LSL #1]
  add x19, x1, x19
  ldr w20, [x12, x19, LSL #2]
  ldr w19, [x14, x19, LSL #2]
  b label55
block55:
  add x15, x15, #1
  b label33
block56:
  mov x21, sp
  ldrh w20, [x21, x19, LSL #1]
  strh w20, [x21, x13, LSL #1]
  b label57
block57:
  add x19, x19, #1
  add x20, x1, x20
  ldr w20, [x15, x20, LSL #2]
  mov w20, w20
  sub x20, x20, #1
  movz x21, #20
  subs xzr, x20, x21
  csel x20, x20, x21, lo
  lsr x21, x20, #6
  ldr x21, [x14, x21, LSL #3]
  lsr x20, x21, x20
  and x20, x20, #1
  add x13, x13, x20
  b label31
block58:
  ldr x19, [x10]
  ldr x20, [x10, #8]
  and x21, x13, #18446744073709551608
  add x21, x21, x15
  mov x22, sp
  strh w21, [x22, x12, LSL #1]
  b label59
block59:
  add x15, x15, #1
  add x21, x1, x21
  ldr w20, [x20, x21, LSL #2]
  sub x20, x20, #1
  movz x21, #2000
  subs xzr, x20, x21
  csel x21, x20, x21, lo
  ldrb w21, [x21, x19]
  add x21, x21, #255
  lsr x21, x21, #8
  add x12, x12, x21
  b label29
block60:
  lsl x22, x21, #3
  add x23, x1, x21, LSL 3
  lsl x24, x23, #2
  add x23, x15, x23, LSL 2
  ldr q24, [x15, x24]
  ldr q22, [x23, #16]
  movi v0.16b, #0
  movi v23.4s, #1
  sub v25.4s, v24.4s, v23.4s
  movz x23, #2000
  dup v24.4s, w23
  umin v25.4s, v25.4s, v24.4s
  mov w23, v25.s[0]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[0], v0.b[0], w23
  mov w23, v25.s[1]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[1], v0.b[1], w23
  mov w23, v25.s[2]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[2], v0.b[2], w23
  mov w23, v25.s[3]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[3], v0.b[3], w23
  sub v22.4s, v22.4s, v23.4s
  umin v22.4s, v22.4s, v24.4s
  mov w23, v22.s[0]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[4], v0.b[4], w23
  mov w23, v22.s[1]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[5], v0.b[5], w23
  mov w23, v22.s[2]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[6], v0.b[6], w23
  mov w23, v22.s[3]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[7], v0.b[7], w23
  cmeq v22.16b, v0.16b, #0
  sshr v16.16b, v22.16b, #7
  movz x23, #513
  movk x23, x23, #2052, LSL #16
  movk x23, x23, #8208, LSL #32
  movk x23, x23, #32832, LSL #48
  dup v22.2d, x23
  and v24.16b, v16.16b, v22.16b
  ext v26.16b, v24.16b, v24.16b, #8
  zip1 v28.16b, v24.16b, v26.16b
  addv h30, v28.8h
  umov w23, v30.h[0]
  and x23, x23, #255
  eor x24, x23, #255
  ldr q22, [x14, x24, LSL #4]
  dup v23.8h, w22
  add v22.8h, v22.8h, v23.8h
  mov x22, sp
  lsl x24, x12, #1
  str q22, [x22, x24]
  b label61
block61:
  add x21, x21, #1
  eor x24, x23, #255
  fmov d21, x24
  cnt v23.8b, v21.8b
  addv b25, v23.8b
  umov w27, v25.b[0]
  add x12, x12, x27
  b label27

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
  sub sp, sp, #4096
  str wzr, [sp]
  add sp, sp, #8192
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
  movz x16, #8240
  sub sp, sp, x16, UXTX
  unwind StackAlloc { size: 8240 }
block0:
  ldr x10, [x3]
  ldr x10, [x3, #16]
  mov x24, x3
  ldr x10, [x0]
  ldr x11, [x0, #8]
  ldr x12, [x0, #16]
  ldr x13, [x0, #24]
  ldr x14, [x0, #32]
  ldr x15, [x0, #40]
  mov x4, x0
  ldr x26, [x4, #48]
  mov x9, x4
  str x4, [sp, #8224]
  ldr x5, [x9, #56]
  b label1
block1:
  movz x5, #0
  str x5, [sp, #8192]
  mov x5, sp
  mov x23, x5
  movi v16.16b, #0
  movi v17.4s, #1
  movz x5, #2000
  dup v18.4s, w5
  movz x16, #4096add x5, sp, x16, SXTX
  mov x4, x1
  mov x28, x2
  b label2
block2:
  subs xzr, x4, x28
  b.lo label4 ; b label3
block3:
  b label9
block4:
  ldr x9, [sp, #8224]
  ldr x8, [x9, #56]
  ldr x9, [x9, #8]
  ldr x1, [sp, #8224]
  ldr x19, [x1]
  movz x20, #0
  sub x6, x28, x4
  movz x7, #2048
  subs xzr, x6, x7
  csel x7, x6, x7, lo
  lsr x21, x7, #3
  mov x25, x20
  b label5
block5:
  subs xzr, x20, x21
  b.lo label70 ; b label6
block6:
  movz x8, #0
  and x6, x7, #18446744073709551608
  sub x9, x7, x6
  b label7
block7:
  subs xzr, x8, x9
  b.lo label68 ; b label8
block8:
  mov x6, x25
  str x6, [sp, #8216]
  ldr x9, [sp, #8224]
  ldr x6, [x9, #24]
  add x6, x6, x4, LSL 2
  movz x7, #4
  mov x0, x6
  mov x1, x7
  mov x2, x23
  mov x3, x25
  bl 0
  b label9
block9:
  ldr x6, [sp, #8192]
  cbnz x6, label11 ; b label10
block10:
  mov x0, x24
  b label18
block11:
  ldr x7, [sp, #8200]
  ldr x9, [sp, #8208]
  ldr x0, [sp, #8224]
  ldr x1, [x0, #16]
  ldr x19, [x0, #24]
  movz x20, #0
  mov x8, x20
  b label12
block12:
  subs xzr, x20, x9
  b.lo label66 ; b label13
block13:
  ldr x9, [sp, #8224]
  ldr x9, [x9, #40]
  ldr x0, [sp, #8224]
  ldr x19, [x0, #48]
  movz x22, #0
  b label14
block14:
  subs xzr, x22, x8
  b.lo label64 ; b label15
block15:
  mov x0, x24
  ldr x9, [x0]
  ldr x19, [x0, #16]
  movz x20, #0
  b label16
block16:
  subs xzr, x20, x8
  b.lo label47 ; b label17
block17:
  str x9, [x0]
  b label18
block18:
  subs xzr, x4, x28
  b.lo label42 ; b label19
block19:
  ldr x1, [x0]
  ldr x4, [x0, #16]
  mov x5, x28
  b label20
block20:
  subs xzr, x5, x28
  b.lo label21 ; b label22
block21:
  b label23
block22:
  str x1, [x0]
  movz x0, #0
  movz x16, #8240
  add sp, sp, x16, UXTX
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block23:
  ldr w6, [x11, x5, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1999
  b.ls label25 ; b label24
block24:
  b label27
block25:
  ldrb w6, [x6, x10]
  cbnz x6, label28 ; b label26
block26:
  b label27
block27:
  b label39
block28:
  ldr w7, [x13, x5, LSL #2]
  mov w7, w7
  sub x7, x7, #1
  subs xzr, x7, #19
  b.ls label30 ; b label29
block29:
  b label32
block30:
  lsr x8, x7, #6
  ldr x8, [x12, x8, LSL #3]
  lsr x7, x8, x7
  tbnz x7, #0, label33 ; b label31
block31:
  b label32
block32:
  b label39
block33:
  ldr w7, [x15, x5, LSL #2]
  movn x8, #62692
  movk x8, x8, #65232, LSL #16
  add x7, x8, x7, UXTW
  movz x8, #61130
  subs xzr, x7, x8
  b.ls label35 ; b label34
block34:
  b label37
block35:
  ldrb w7, [x7, x14]
  cbnz x7, label38 ; b label36
block36:
  b label37
block37:
  b label39
block38:
  add w7, w7, #1991
  mov w7, w7
  sub x7, x7, #1992
  movz x8, #7
  subs xzr, x7, #7
  b.hs #trap=user2
  add w6, w6, #277
  mov w6, w6
  sub x6, x6, #278
  cbnz x6, #trap=user2
  madd x6, x6, x8, x7
  lsl x7, x6, #5
  add x6, x4, x6, LSL 5
  ldr x8, [x4, x7]
  add x8, x8, #1
  str x8, [x4, x7]
  ldp x8, x7, [x6, #16]
  ldr w9, [x26, x5, LSL #2]
  mov w19, w9
  movz x9, #0
  adds x8, x8, x19
  adc x7, x7, x9
  stp x8, x7, [x6, #16]
  add x1, x1, #1
  b label39
block39:
  add x5, x5, #1
  subs xzr, x5, x28
  b.lo label40 ; b label41
block40:
  b label23
block41:
  b label20
block42:
  str x4, [sp, #8200]
  ldr x6, [sp, #8216]
  str x6, [sp, #8208]
  movz x7, #1
  str x7, [sp, #8192]
  movz x7, #0
  add x6, x6, #7
  lsr x8, x6, #3
  b label43
block43:
  subs xzr, x7, x8
  b.lo label45 ; b label44
block44:
  add x4, x4, #2048
  mov x24, x0
  b label2
block45:
  mov x6, x23
  ldr q19, [x6, x7, LSL #4]
  str q19, [x5, x7, LSL #4]
  b label46
block46:
  add x7, x7, #1
  mov x23, x6
  b label43
block47:
  mov x6, x23
  ldrh w21, [x5, x20, LSL #1]
  add x21, x7, x21
  ldr w22, [x11, x21, LSL #2]
  mov w22, w22
  sub x22, x22, #1
  subs xzr, x22, #1999
  b.ls label49 ; b label48
block48:
  b label51
block49:
  ldrb w24, [x22, x10]
  cbnz x24, label52 ; b label50
block50:
  b label51
block51:
  b label63
block52:
  ldr w27, [x13, x21, LSL #2]
  mov w27, w27
  sub x27, x27, #1
  subs xzr, x27, #19
  b.ls label54 ; b label53
block53:
  b label56
block54:
  lsr x22, x27, #6
  ldr x22, [x12, x22, LSL #3]
  lsr x22, x22, x27
  tbnz x22, #0, label57 ; b label55
block55:
  b label56
block56:
  b label63
block57:
  ldr w22, [x15, x21, LSL #2]
  movn x23, #62692
  movk x23, x23, #65232, LSL #16
  add x22, x23, x22, UXTW
  movz x23, #61130
  subs xzr, x22, x23
  b.ls label59 ; b label58
block58:
  b label61
block59:
  ldrb w22, [x22, x14]
  cbnz x22, label62 ; b label60
block60:
  b label61
block61:
  b label63
block62:
  add w22, w22, #1991
  mov w22, w22
  sub x22, x22, #1992
  movz x23, #7
  subs xzr, x22, #7
  b.hs #trap=user2
  add w24, w24, #277
  mov w24, w24
  sub x24, x24, #278
  cbnz x24, #trap=user2
  madd x22, x24, x23, x22
  lsl x23, x22, #5
  add x22, x19, x22, LSL 5
  ldr x24, [x19, x23]
  add x24, x24, #1
  str x24, [x19, x23]
  ldp x24, x23, [x22, #16]
  ldr w21, [x26, x21, LSL #2]
  mov w25, w21
  movz x21, #0
  adds x24, x24, x25
  adc x21, x23, x21
  stp x24, x21, [x22, #16]
  add x9, x9, #1
  b label63
block63:
  add x20, x20, #1
  mov x23, x6
  b label16
block64:
  mov x0, x24
  mov x6, x23
  ldrh w20, [x5, x22, LSL #1]
  add x20, x7, x20
  ldr w21, [x9, x20, LSL #2]
  ldr w20, [x19, x20, LSL #2]
  b label65
block65:
  add x22, x22, #1
  mov x23, x6
  mov x24, x0
  b label14
block66:
  mov x0, x24
  mov x6, x23
  ldrh w21, [x5, x20, LSL #1]
  strh w21, [x5, x8, LSL #1]
  b label67
block67:
  add x20, x20, #1
  add x21, x7, x21
  ldr w21, [x19, x21, LSL #2]
  mov w21, w21
  sub x21, x21, #1
  movz x22, #20
  subs xzr, x21, x22
  csel x21, x21, x22, lo
  lsr x22, x21, #6
  ldr x22, [x1, x22, LSL #3]
  lsr x21, x22, x21
  and x21, x21, #1
  add x8, x8, x21
  mov x23, x6
  mov x24, x0
  b label12
block68:
  mov x0, x24
  ldr x1, [sp, #8224]
  mov x6, x23
  ldr x19, [x1]
  ldr x20, [x1, #8]
  and x21, x7, #18446744073709551608
  add x21, x21, x8
  mov x1, x25
  strh w21, [x6, x1, LSL #1]
  b label69
block69:
  add x8, x8, #1
  add x21, x4, x21
  ldr w20, [x20, x21, LSL #2]
  sub x20, x20, #1
  movz x21, #2000
  subs xzr, x20, x21
  csel x20, x20, x21, lo
  ldrb w19, [x20, x19]
  add x19, x19, #255
  lsr x19, x19, #8
  mov x1, x25
  add x19, x1, x19
  mov x25, x19
  mov x23, x6
  mov x24, x0
  b label7
block70:
  mov x0, x24
  mov x6, x23
  lsl x22, x20, #3
  add x23, x4, x20, LSL 3
  lsl x24, x23, #2
  add x23, x9, x23, LSL 2
  ldr q0, [x9, x24]
  ldr q1, [x23, #16]
  sub v0.4s, v0.4s, v17.4s
  umin v2.4s, v0.4s, v18.4s
  mov w23, v2.s[0]
  ldrb w23, [x19, w23, UXTW]
  mov v0.16b, v16.16b
  mov v0.b[0], v0.b[0], w23
  mov w23, v2.s[1]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[1], v0.b[1], w23
  mov w23, v2.s[2]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[2], v0.b[2], w23
  mov w23, v2.s[3]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[3], v0.b[3], w23
  sub v1.4s, v1.4s, v17.4s
  umin v1.4s, v1.4s, v18.4s
  mov w23, v1.s[0]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[4], v0.b[4], w23
  mov w23, v1.s[1]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[5], v0.b[5], w23
  mov w23, v1.s[2]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[6], v0.b[6], w23
  mov w23, v1.s[3]
  ldrb w23, [x19, w23, UXTW]
  mov v0.b[7], v0.b[7], w23
  cmeq v0.16b, v0.16b, #0
  sshr v0.16b, v0.16b, #7
  movz x23, #513
  movk x23, x23, #2052, LSL #16
  movk x23, x23, #8208, LSL #32
  movk x23, x23, #32832, LSL #48
  dup v1.2d, x23
  and v0.16b, v0.16b, v1.16b
  ext v1.16b, v0.16b, v0.16b, #8
  zip1 v0.16b, v0.16b, v1.16b
  addv h0, v0.8h
  umov w23, v0.h[0]
  and x23, x23, #255
  eor x23, x23, #255
  ldr q0, [x8, x23, LSL #4]
  dup v1.8h, w22
  add v0.8h, v0.8h, v1.8h
  mov x1, x25
  lsl x22, x1, #1
  str q0, [x6, x22]
  b label71
block71:
  add x20, x20, #1
  fmov d0, x23
  cnt v0.8b, v0.8b
  addv b0, v0.8b
  umov w22, v0.b[0]
  mov x1, x25
  add x22, x1, x22
  mov x25, x22
  mov x23, x6
  mov x24, x0
  b label5

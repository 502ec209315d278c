; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel probe_3 — probe pipeline over `lineorder`: `part` vector (2000 elements of 1 B (payload − min + 1)); `supplier` vector (bitmap of 20 keys); `date` vector (61131 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: lineorder.lo_partkey, +16: supplier structure, +24: lineorder.lo_suppkey, +32: date structure, +40: lineorder.lo_orderdate, +48: lineorder.lo_revenue, +56: selection lanes
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
  movz x16, #8208
  sub sp, sp, x16, UXTX
  unwind StackAlloc { size: 8208 }
block0:
  mov x28, x1
  ldr x9, [x3]
  ldr x9, [x3, #16]
  mov x24, x3
  ldr x9, [x0]
  ldr x10, [x0, #8]
  ldr x11, [x0, #16]
  ldr x12, [x0, #24]
  ldr x13, [x0, #32]
  ldr x14, [x0, #40]
  ldr x15, [x0, #48]
  ldr x4, [x0, #56]
  mov x1, x0
  b label1
block1:
  mov x0, sp
  mov x23, x0
  movi v16.16b, #0
  movi v17.4s, #1
  movz x0, #2000
  dup v18.4s, w0
  movz x16, #4096add x4, sp, x16, SXTX
  mov x5, x28
  mov x26, x2
  b label2
block2:
  subs xzr, x5, x26
  b.lo label4 ; b label3
block3:
  mov x25, x1
  mov x1, x28
  b label9
block4:
  mov x25, x1
  ldr x8, [x25, #56]
  ldr x19, [x25, #8]
  ldr x20, [x25]
  movz x21, #0
  sub x6, x26, x5
  movz x7, #2048
  subs xzr, x6, x7
  csel x7, x6, x7, lo
  lsr x22, x7, #3
  mov x27, x21
  b label5
block5:
  subs xzr, x21, x22
  b.lo label70 ; b label6
block6:
  movz x8, #0
  and x0, x7, #18446744073709551608
  sub x19, x7, x0
  b label7
block7:
  subs xzr, x8, x19
  b.lo label68 ; b label8
block8:
  mov x0, x27
  str x0, [sp, #8200]
  ldr x0, [x25, #24]
  add x0, x0, x5, LSL 2
  movz x1, #4
  mov x2, x23
  mov x3, x27
  bl 0
  mov x1, x28
  b label9
block9:
  subs xzr, x5, x1
  b.ne label11 ; b label10
block10:
  mov x3, x24
  b label18
block11:
  ldr x8, [sp, #8192]
  ldr x27, [x25, #16]
  ldr x28, [x25, #24]
  movz x19, #0
  mov x7, x19
  b label12
block12:
  subs xzr, x19, x8
  b.lo label66 ; b label13
block13:
  ldr x8, [x25, #40]
  ldr x19, [x25, #48]
  movz x20, #0
  b label14
block14:
  subs xzr, x20, x7
  b.lo label64 ; b label15
block15:
  mov x3, x24
  ldr x8, [x3]
  ldr x19, [x3, #16]
  movz x20, #0
  mov x2, x5
  b label16
block16:
  subs xzr, x20, x7
  b.lo label47 ; b label17
block17:
  str x8, [x3]
  mov x5, x2
  b label18
block18:
  subs xzr, x5, x26
  b.lo label42 ; b label19
block19:
  ldr x0, [x3]
  ldr x1, [x3, #16]
  mov x4, x26
  b label20
block20:
  subs xzr, x4, x26
  b.lo label21 ; b label22
block21:
  b label23
block22:
  str x0, [x3]
  movz x0, #0
  movz x16, #8208
  add sp, sp, x16, UXTX
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block23:
  ldr w5, [x10, x4, LSL #2]
  mov w5, w5
  sub x5, x5, #1
  subs xzr, x5, #1999
  b.ls label25 ; b label24
block24:
  b label27
block25:
  ldrb w5, [x5, x9]
  cbnz x5, label28 ; b label26
block26:
  b label27
block27:
  b label39
block28:
  ldr w6, [x12, x4, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #19
  b.ls label30 ; b label29
block29:
  b label32
block30:
  lsr x7, x6, #6
  ldr x7, [x11, x7, LSL #3]
  lsr x6, x7, x6
  tbnz x6, #0, label33 ; b label31
block31:
  b label32
block32:
  b label39
block33:
  ldr w6, [x14, x4, LSL #2]
  movn x7, #62692
  movk x7, x7, #65232, LSL #16
  add x6, x7, x6, UXTW
  movz x7, #61130
  subs xzr, x6, x7
  b.ls label35 ; b label34
block34:
  b label37
block35:
  ldrb w6, [x6, x13]
  cbnz x6, label38 ; b label36
block36:
  b label37
block37:
  b label39
block38:
  add w6, w6, #1991
  mov w6, w6
  sub x6, x6, #1992
  movz x7, #7
  subs xzr, x6, #7
  b.hs #trap=user2
  add w5, w5, #277
  mov w5, w5
  sub x5, x5, #278
  cbnz x5, #trap=user2
  madd x5, x5, x7, x6
  lsl x6, x5, #5
  add x5, x1, x5, LSL 5
  ldr x7, [x1, x6]
  add x7, x7, #1
  str x7, [x1, x6]
  ldp x7, x6, [x5, #16]
  ldr w8, [x15, x4, LSL #2]
  mov w19, w8
  movz x8, #0
  adds x7, x7, x19
  adc x6, x6, x8
  stp x7, x6, [x5, #16]
  add x0, x0, #1
  b label39
block39:
  add x4, x4, #1
  subs xzr, x4, x26
  b.lo label40 ; b label41
block40:
  b label23
block41:
  b label20
block42:
  ldr x6, [sp, #8200]
  str x6, [sp, #8192]
  movz x7, #0
  add x0, x6, #7
  lsr x8, x0, #3
  b label43
block43:
  subs xzr, x7, x8
  b.lo label45 ; b label44
block44:
  add x5, x5, #2048
  mov x28, x1
  mov x24, x3
  mov x1, x25
  b label2
block45:
  mov x6, x23
  ldr q19, [x6, x7, LSL #4]
  str q19, [x4, x7, LSL #4]
  b label46
block46:
  add x7, x7, #1
  mov x23, x6
  b label43
block47:
  mov x6, x23
  ldrh w0, [x4, x20, LSL #1]
  sub x21, x5, #2048
  add x21, x21, x0
  ldr w0, [x10, x21, LSL #2]
  mov w0, w0
  sub x22, x0, #1
  subs xzr, x22, #1999
  b.ls label49 ; b label48
block48:
  b label51
block49:
  ldrb w22, [x22, x9]
  cbnz x22, label52 ; b label50
block50:
  b label51
block51:
  b label63
block52:
  ldr w0, [x12, x21, LSL #2]
  mov w0, w0
  sub x24, x0, #1
  subs xzr, x24, #19
  b.ls label54 ; b label53
block53:
  b label56
block54:
  lsr x0, x24, #6
  ldr x0, [x11, x0, LSL #3]
  lsr x0, x0, x24
  tbnz x0, #0, label57 ; b label55
block55:
  b label56
block56:
  b label63
block57:
  ldr w23, [x14, x21, LSL #2]
  movn x0, #62692
  movk x0, x0, #65232, LSL #16
  add x23, x0, x23, UXTW
  movz x0, #61130
  subs xzr, x23, x0
  b.ls label59 ; b label58
block58:
  b label61
block59:
  ldrb w0, [x23, x13]
  cbnz x0, label62 ; b label60
block60:
  b label61
block61:
  b label63
block62:
  add w0, w0, #1991
  mov w0, w0
  sub x23, x0, #1992
  movz x24, #7
  subs xzr, x23, #7
  b.hs #trap=user2
  add w0, w22, #277
  mov w0, w0
  sub x0, x0, #278
  cbnz x0, #trap=user2
  madd x0, x0, x24, x23
  lsl x23, x0, #5
  add x22, x19, x0, LSL 5
  ldr x0, [x19, x23]
  add x0, x0, #1
  str x0, [x19, x23]
  ldp x24, x23, [x22, #16]
  ldr w0, [x15, x21, LSL #2]
  mov w21, w0
  movz x0, #0
  adds x21, x24, x21
  adc x0, x23, x0
  stp x21, x0, [x22, #16]
  add x8, x8, #1
  b label63
block63:
  add x20, x20, #1
  mov x23, x6
  b label16
block64:
  mov x3, x24
  mov x6, x23
  ldrh w0, [x4, x20, LSL #1]
  sub x21, x5, #2048
  add x0, x21, x0
  ldr w21, [x8, x0, LSL #2]
  ldr w0, [x19, x0, LSL #2]
  b label65
block65:
  add x20, x20, #1
  mov x23, x6
  mov x24, x3
  b label14
block66:
  mov x3, x24
  mov x6, x23
  ldrh w20, [x4, x19, LSL #1]
  strh w20, [x4, x7, LSL #1]
  b label67
block67:
  add x19, x19, #1
  sub x0, x5, #2048
  add x0, x0, x20
  ldr w0, [x28, x0, LSL #2]
  mov w0, w0
  sub x20, x0, #1
  movz x0, #20
  subs xzr, x20, x0
  csel x20, x20, x0, lo
  lsr x0, x20, #6
  ldr x0, [x27, x0, LSL #3]
  lsr x0, x0, x20
  and x0, x0, #1
  add x7, x7, x0
  mov x23, x6
  mov x24, x3
  b label12
block68:
  mov x1, x28
  mov x3, x24
  mov x6, x23
  ldr x20, [x25]
  ldr x21, [x25, #8]
  and x0, x7, #18446744073709551608
  add x22, x0, x8
  mov x0, x27
  strh w22, [x6, x0, LSL #1]
  b label69
block69:
  add x8, x8, #1
  add x0, x5, x22
  ldr w0, [x21, x0, LSL #2]
  sub x21, x0, #1
  movz x0, #2000
  subs xzr, x21, x0
  csel x0, x21, x0, lo
  ldrb w0, [x0, x20]
  add x0, x0, #255
  lsr x0, x0, #8
  mov x2, x27
  add x0, x2, x0
  mov x27, x0
  mov x23, x6
  mov x24, x3
  mov x28, x1
  b label7
block70:
  mov x1, x28
  mov x3, x24
  mov x6, x23
  lsl x23, x21, #3
  add x0, x5, x21, LSL 3
  lsl x24, x0, #2
  add x0, x19, x0, LSL 2
  ldr q1, [x19, x24]
  ldr q0, [x0, #16]
  sub v1.4s, v1.4s, v17.4s
  umin v1.4s, v1.4s, v18.4s
  mov w0, v1.s[0]
  ldrb w0, [x20, w0, UXTW]
  mov v29.16b, v16.16b
  mov v29.b[0], v29.b[0], w0
  mov w0, v1.s[1]
  ldrb w0, [x20, w0, UXTW]
  mov v29.b[1], v29.b[1], w0
  mov w0, v1.s[2]
  ldrb w0, [x20, w0, UXTW]
  mov v29.b[2], v29.b[2], w0
  mov w0, v1.s[3]
  ldrb w0, [x20, w0, UXTW]
  mov v29.b[3], v29.b[3], w0
  sub v0.4s, v0.4s, v17.4s
  umin v0.4s, v0.4s, v18.4s
  mov w0, v0.s[0]
  ldrb w0, [x20, w0, UXTW]
  mov v29.b[4], v29.b[4], w0
  mov w0, v0.s[1]
  ldrb w0, [x20, w0, UXTW]
  mov v29.b[5], v29.b[5], w0
  mov w0, v0.s[2]
  ldrb w0, [x20, w0, UXTW]
  mov v29.b[6], v29.b[6], w0
  mov w0, v0.s[3]
  ldrb w0, [x20, w0, UXTW]
  mov v29.b[7], v29.b[7], w0
  cmeq v0.16b, v29.16b, #0
  sshr v0.16b, v0.16b, #7
  movz x24, #513
  movk x24, x24, #2052, LSL #16
  movk x24, x24, #8208, LSL #32
  movk x24, x24, #32832, LSL #48
  dup v1.2d, x24
  and v0.16b, v0.16b, v1.16b
  ext v1.16b, v0.16b, v0.16b, #8
  zip1 v0.16b, v0.16b, v1.16b
  addv h0, v0.8h
  umov w0, v0.h[0]
  and x0, x0, #255
  eor x24, x0, #255
  ldr q0, [x8, x24, LSL #4]
  dup v1.8h, w23
  add v0.8h, v0.8h, v1.8h
  mov x0, x27
  lsl x0, x0, #1
  str q0, [x6, x0]
  b label71
block71:
  add x21, x21, #1
  fmov d0, x24
  cnt v0.8b, v0.8b
  addv b0, v0.8b
  umov w0, v0.b[0]
  mov x2, x27
  add x0, x2, x0
  mov x27, x0
  mov x23, x6
  mov x24, x3
  mov x28, x1
  b label5

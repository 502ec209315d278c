; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel probe_3 — probe pipeline over `lineorder`: `part` vector (1024 elements of 1 B (payload − min + 1)); `supplier` vector (bitmap of 100 keys); `date` vector (100 elements of 1 B (payload − min + 1))
; context block (first argument): +0: part structure, +8: lineorder.partkey, +16: supplier structure, +24: lineorder.suppkey, +32: date structure, +40: lineorder.orderdate, +48: lineorder.revenue, +56: lineorder.quantity, +64: selection lanes
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  sub sp, sp, #4096
  str wzr, [sp]
  add sp, sp, #4096
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
  sub sp, sp, #4096
  unwind StackAlloc { size: 4096 }
block0:
  ldr x4, [x3]
  ldr x4, [x3, #16]
  ldr x4, [x0]
  ldr x5, [x0, #8]
  ldr x6, [x0, #16]
  ldr x7, [x0, #24]
  ldr x8, [x0, #32]
  ldr x9, [x0, #40]
  ldr x10, [x0, #48]
  ldr x11, [x0, #56]
  ldr x12, [x0, #64]
  b label1
block1:
  b label2
block2:
  subs xzr, x1, x2
  b.lo label26 ; b label3
block3:
  ldr x0, [x3]
  ldr x12, [x3, #16]
  mov x1, x2
  b label4
block4:
  subs xzr, x1, x2
  b.lo label5 ; b label6
block5:
  b label7
block6:
  str x0, [x3]
  movz x0, #0
  add sp, sp, #4096
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  ldr w13, [x5, x1, LSL #2]
  mov w13, w13
  sub x13, x13, #1
  subs xzr, x13, #1023
  b.ls label9 ; b label8
block8:
  b label11
block9:
  ldrb w15, [x13, x4]
  cbnz x15, label12 ; b label10
block10:
  b label11
block11:
  b label23
block12:
  ldr w13, [x7, x1, LSL #2]
  mov w13, w13
  sub x13, x13, #1
  subs xzr, x13, #99
  b.ls label14 ; b label13
block13:
  b label16
block14:
  lsr x14, x13, #6
  ldr x14, [x6, x14, LSL #3]
  lsr x13, x14, x13
  tbnz x13, #0, label17 ; b label15
block15:
  b label16
block16:
  b label23
block17:
  ldr w13, [x9, x1, LSL #2]
  mov w13, w13
  sub x13, x13, #1
  subs xzr, x13, #99
  b.ls label19 ; b label18
block18:
  b label21
block19:
  ldrb w13, [x13, x8]
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
  add w15, w15, #5
  mov w15, w15
  sub x15, x15, #6
  subs xzr, x15, #5
  b.hs #trap=user2
  madd x13, x15, x14, x13
  lsl x14, x13, #6
  add x13, x12, x13, LSL 6
  ldr x15, [x12, x14]
  add x15, x15, #1
  str x15, [x12, x14]
  ldp x15, x14, [x13, #16]
  ldr x19, [x10, x1, LSL #3]
  movz x20, #0
  adds x15, x15, x19
  adc x14, x14, x20
  stp x15, x14, [x13, #16]
  ldr x14, [x13, #32]
  add x14, x14, #1
  str x14, [x13, #32]
  ldr x14, [x13, #48]
  ldr w15, [x11, x1, LSL #2]
  subs xzr, x15, x14
  csel x14, x15, x14, hi
  str x14, [x13, #48]
  add x0, x0, #1
  b label23
block23:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label24 ; b label25
block24:
  b label7
block25:
  b label4
block26:
  ldr x15, [x0, #64]
  ldr x19, [x0, #8]
  ldr x20, [x0]
  movz x12, #0
  sub x13, x2, x1
  movz x14, #2048
  subs xzr, x13, x14
  csel x14, x13, x14, lo
  lsr x21, x14, #3
  mov x13, x12
  mov x22, x12
  b label27
block27:
  subs xzr, x22, x21
  b.lo label60 ; b label28
block28:
  and x15, x14, #18446744073709551608
  sub x15, x14, x15
  mov x19, x12
  b label29
block29:
  subs xzr, x19, x15
  b.lo label58 ; b label30
block30:
  ldr x15, [x0, #16]
  ldr x19, [x0, #24]
  mov x14, x12
  mov x20, x12
  b label31
block31:
  subs xzr, x20, x13
  b.lo label56 ; b label32
block32:
  ldr x13, [x0, #40]
  ldr x15, [x0, #56]
  ldr x19, [x0, #48]
  mov x20, x12
  b label33
block33:
  subs xzr, x20, x14
  b.lo label54 ; b label34
block34:
  ldr x13, [x3]
  ldr x15, [x3, #16]
  mov x19, x1
  b label35
block35:
  subs xzr, x12, x14
  b.lo label37 ; b label36
block36:
  str x13, [x3]
  add x1, x19, #2048
  b label2
block37:
  mov x20, sp
  ldrh w20, [x20, x12, LSL #1]
  add x20, x1, x20
  ldr w21, [x5, x20, LSL #2]
  mov w21, w21
  sub x22, x21, #1
  subs xzr, x22, #1023
  b.ls label39 ; b label38
block38:
  b label41
block39:
  sub x21, x21, #1
  ldrb w21, [x21, x4]
  cbnz x21, label42 ; b label40
block40:
  b label41
block41:
  b label53
block42:
  ldr w22, [x7, x20, LSL #2]
  mov w22, w22
  sub x23, x22, #1
  subs xzr, x23, #99
  b.ls label44 ; b label43
block43:
  b label46
block44:
  sub x22, x22, #1
  lsr x23, x22, #6
  ldr x23, [x6, x23, LSL #3]
  lsr x22, x23, x22
  tbnz x22, #0, label47 ; b label45
block45:
  b label46
block46:
  b label53
block47:
  ldr w22, [x9, x20, LSL #2]
  mov w22, w22
  sub x23, x22, #1
  subs xzr, x23, #99
  b.ls label49 ; b label48
block48:
  b label51
block49:
  sub x22, x22, #1
  ldrb w22, [x22, x8]
  cbnz x22, label52 ; b label50
block50:
  b label51
block51:
  b label53
block52:
  add w22, w22, #1991
  mov w22, w22
  sub x22, x22, #1992
  movz x23, #7
  subs xzr, x22, #7
  b.hs #trap=user2
  add w21, w21, #5
  mov w21, w21
  sub x21, x21, #6
  subs xzr, x21, #5
  b.hs #trap=user2
  madd x21, x21, x23, x22
  lsl x22, x21, #6
  add x21, x15, x21, LSL 6
  ldr x23, [x15, x22]
  add x23, x23, #1
  str x23, [x15, x22]
  ldp x23, x22, [x21, #16]
  ldr x24, [x10, x20, LSL #3]
  movz x25, #0
  adds x23, x23, x24
  adc x22, x22, x25
  stp x23, x22, [x21, #16]
  ldr x22, [x21, #32]
  add x22, x22, #1
  str x22, [x21, #32]
  ldr x22, [x21, #48]
  ldr w23, [x11, x20, LSL #2]
  subs xzr, x23, x22
  csel x23, x23, x22, hi
  str x23, [x21, #48]
  add x13, x13, #1
  b label53
block53:
  add x12, x12, #1
  b label35
block54:
  mov x26, sp
  ldrh w26, [x26, x20, LSL #1]
  add x26, x1, x26
  ldr w27, [x13, x26, LSL #2]
  ldr w27, [x15, x26, LSL #2]
  ldr x26, [x19, x26, LSL #3]
  b label55
block55:
  add x20, x20, #1
  b label33
block56:
  mov x21, sp
  ldrh w28, [x21, x20, LSL #1]
  strh w28, [x21, x14, LSL #1]
  b label57
block57:
  add x20, x20, #1
  add x21, x1, x28
  ldr w21, [x19, x21, LSL #2]
  mov w21, w21
  sub x21, x21, #1
  movz x22, #100
  subs xzr, x21, x22
  csel x21, x21, x22, lo
  lsr x22, x21, #6
  ldr x22, [x15, x22, LSL #3]
  lsr x21, x22, x21
  and x21, x21, #1
  add x14, x14, x21
  b label31
block58:
  ldr x20, [x0]
  ldr x21, [x0, #8]
  and x22, x14, #18446744073709551608
  add x22, x22, x19
  mov x23, sp
  strh w22, [x23, x13, LSL #1]
  b label59
block59:
  add x19, x19, #1
  add x22, x1, x22
  ldr w21, [x21, x22, LSL #2]
  sub x21, x21, #1
  movz x22, #1024
  subs xzr, x21, x22
  csel x21, x21, x22, lo
  ldrb w20, [x21, x20]
  add x20, x20, #255
  lsr x20, x20, #8
  add x13, x13, x20
  b label29
block60:
  lsl x23, x22, #3
  add x24, x1, x22, LSL 3
  lsl x25, x24, #2
  add x24, x19, x24, LSL 2
  ldr q2, [x19, x25]
  ldr q0, [x24, #16]
  movi v6.16b, #0
  movi v1.4s, #1
  sub v3.4s, v2.4s, v1.4s
  movi v2.4s, #4, LSL #8
  umin v3.4s, v3.4s, v2.4s
  mov w24, v3.s[0]
  ldrb w24, [x20, w24, UXTW]
  mov v6.b[0], v6.b[0], w24
  mov w24, v3.s[1]
  ldrb w24, [x20, w24, UXTW]
  mov v6.b[1], v6.b[1], w24
  mov w24, v3.s[2]
  ldrb w24, [x20, w24, UXTW]
  mov v6.b[2], v6.b[2], w24
  mov w24, v3.s[3]
  ldrb w24, [x20, w24, UXTW]
  mov v6.b[3], v6.b[3], w24
  sub v0.4s, v0.4s, v1.4s
  umin v0.4s, v0.4s, v2.4s
  mov w24, v0.s[0]
  ldrb w24, [x20, w24, UXTW]
  mov v6.b[4], v6.b[4], w24
  mov w24, v0.s[1]
  ldrb w24, [x20, w24, UXTW]
  mov v6.b[5], v6.b[5], w24
  mov w24, v0.s[2]
  ldrb w24, [x20, w24, UXTW]
  mov v6.b[6], v6.b[6], w24
  mov w24, v0.s[3]
  ldrb w24, [x20, w24, UXTW]
  mov v6.b[7], v6.b[7], w24
  cmeq v0.16b, v6.16b, #0
  sshr v26.16b, v0.16b, #7
  movz x24, #513
  movk x24, x24, #2052, LSL #16
  movk x24, x24, #8208, LSL #32
  movk x24, x24, #32832, LSL #48
  dup v0.2d, x24
  and v0.16b, v26.16b, v0.16b
  ext v1.16b, v0.16b, v0.16b, #8
  zip1 v0.16b, v0.16b, v1.16b
  addv h0, v0.8h
  umov w24, v0.h[0]
  and x24, x24, #255
  eor x25, x24, #255
  ldr q0, [x15, x25, LSL #4]
  dup v1.8h, w23
  add v0.8h, v0.8h, v1.8h
  mov x23, sp
  lsl x25, x13, #1
  str q0, [x23, x25]
  b label61
block61:
  add x22, x22, #1
  eor x23, x24, #255
  fmov d0, x23
  cnt v0.8b, v0.8b
  addv b0, v0.8b
  umov w23, v0.b[0]
  add x13, x13, x23
  b label27

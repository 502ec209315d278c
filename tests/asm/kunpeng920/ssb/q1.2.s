; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `date`: vector (bitmap of 61131 keys)
; context block (first argument): +0: date structure, +8: date.d_yearmonthnum, +16: date.d_datekey
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
  movz w7, #2793
  movk w7, w7, #3, LSL #16
  subs wzr, w6, w7
  b.eq label6 ; b label5
block5:
  b label9
block6:
  ldr w6, [x4, x1, LSL #2]
  movn x7, #62692
  movk x7, x7, #65232, LSL #16
  add x6, x7, x6, UXTW
  movz x7, #61130
  subs xzr, x6, x7
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

; kernel probe_1 — probe pipeline over `lineorder`: `date` vector (bitmap of 61131 keys)
; context block (first argument): +0: lineorder.lo_discount, +8: lineorder.lo_quantity, +16: date structure, +24: lineorder.lo_orderdate, +32: lineorder.lo_extendedprice, +40: selection lanes
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  sub sp, sp, #4096
  str wzr, [sp]
  add sp, sp, #4096
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 64 }
  str x26, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p26i }
  stp x23, x25, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p25i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #4096
  unwind StackAlloc { size: 4096 }
block0:
  mov x5, x0
  ldr x0, [x3]
  ldp x4, x0, [x3, #16]
  mov x4, x5
  ldr x0, [x4]
  mov x8, x4
  ldr x7, [x8, #8]
  ldr x4, [x8, #16]
  ldr x5, [x8, #24]
  ldr x6, [x8, #32]
  ldr x9, [x8, #40]
  b label1
block1:
  b label2
block2:
  subs xzr, x1, x2
  b.lo label18 ; b label3
block3:
  ldr x9, [x3]
  ldp x8, x1, [x3, #16]
  mov x10, x2
  b label4
block4:
  subs xzr, x10, x2
  b.lo label5 ; b label6
block5:
  b label7
block6:
  str x9, [x3]
  stp x8, x1, [x3, #16]
  movz x0, #0
  add sp, sp, #4096
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x25, [sp], #16
  ldr x26, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  ldr w12, [x0, x10, LSL #2]
  ldr w11, [x7, x10, LSL #2]
  subs wzr, w12, #4
  cset x13, hs
  subs wzr, w12, #6
  cset x12, ls
  and w12, w13, w12
  subs wzr, w11, #26
  cset x13, hs
  subs wzr, w11, #35
  cset x11, ls
  and w11, w13, w11
  and w11, w12, w11
  ands wzr, w11, #255
  b.ne label9 ; b label8
block8:
  b label15
block9:
  ldr w11, [x5, x10, LSL #2]
  movn x12, #62692
  movk x12, x12, #65232, LSL #16
  add x11, x12, x11, UXTW
  movz x12, #61130
  subs xzr, x11, x12
  b.ls label11 ; b label10
block10:
  b label13
block11:
  lsr x12, x11, #6
  ldr x12, [x4, x12, LSL #3]
  lsr x11, x12, x11
  tbnz x11, #0, label14 ; b label12
block12:
  b label13
block13:
  b label15
block14:
  ldr w11, [x6, x10, LSL #2]
  ldr w12, [x0, x10, LSL #2]
  add x9, x9, #1
  mov w11, w11
  mov w13, w12
  madd x12, x11, x13, xzr
  umulh x11, x11, x13
  adds x8, x8, x12
  adc x1, x1, x11
  b label15
block15:
  add x10, x10, #1
  subs xzr, x10, x2
  b.lo label16 ; b label17
block16:
  b label7
block17:
  b label4
block18:
  ldr x13, [x8, #40]
  ldr x11, [x8, #24]
  movz x9, #0
  sub x10, x2, x1
  movz x12, #2048
  subs xzr, x10, x12
  csel x12, x10, x12, lo
  lsr x14, x12, #3
  mov x10, x9
  mov x15, x9
  b label19
block19:
  subs xzr, x15, x14
  b.lo label48 ; b label20
block20:
  and x13, x12, #18446744073709551608
  sub x13, x12, x13
  mov x14, x9
  b label21
block21:
  subs xzr, x14, x13
  b.lo label46 ; b label22
block22:
  ldr x12, [x8, #16]
  ldr x13, [x8, #24]
  mov x11, x9
  mov x14, x9
  b label23
block23:
  subs xzr, x14, x10
  b.lo label44 ; b label24
block24:
  mov x10, x9
  mov x12, x9
  b label25
block25:
  subs xzr, x12, x11
  b.lo label42 ; b label26
block26:
  ldr x11, [x8, #32]
  mov x12, x9
  b label27
block27:
  subs xzr, x12, x10
  b.lo label40 ; b label28
block28:
  ldr x13, [x3]
  ldp x12, x11, [x3, #16]
  mov x14, x1
  b label29
block29:
  subs xzr, x9, x10
  b.lo label31 ; b label30
block30:
  str x13, [x3]
  stp x12, x11, [x3, #16]
  add x1, x14, #2048
  b label2
block31:
  mov x15, sp
  ldrh w15, [x15, x9, LSL #1]
  add x19, x1, x15
  ldr w15, [x0, x19, LSL #2]
  ldr w20, [x7, x19, LSL #2]
  subs wzr, w15, #4
  cset x21, hs
  subs wzr, w15, #6
  cset x22, ls
  and w21, w21, w22
  subs wzr, w20, #26
  cset x22, hs
  subs wzr, w20, #35
  cset x20, ls
  and w20, w22, w20
  and w20, w21, w20
  ands wzr, w20, #255
  b.ne label33 ; b label32
block32:
  b label39
block33:
  ldr w20, [x5, x19, LSL #2]
  movn x21, #62692
  movk x21, x21, #65232, LSL #16
  add x22, x21, x20, UXTW
  movz x23, #61130
  subs xzr, x22, x23
  b.ls label35 ; b label34
block34:
  b label37
block35:
  add x22, x21, x20, UXTW
  lsr x23, x22, #6
  ldr x23, [x4, x23, LSL #3]
  lsr x22, x23, x22
  tbnz x22, #0, label38 ; b label36
block36:
  b label37
block37:
  b label39
block38:
  ldr w25, [x6, x19, LSL #2]
  add x13, x13, #1
  mov w22, w25
  mov w15, w15
  madd x26, x22, x15, xzr
  umulh x15, x22, x15
  adds x12, x12, x26
  adc x11, x11, x15
  b label39
block39:
  add x9, x9, #1
  b label29
block40:
  mov x13, sp
  ldrh w13, [x13, x12, LSL #1]
  add x13, x1, x13
  ldr w13, [x11, x13, LSL #2]
  b label41
block41:
  add x12, x12, #1
  b label27
block42:
  mov x15, sp
  ldrh w19, [x15, x12, LSL #1]
  add x13, x1, x19
  ldr w14, [x0, x13, LSL #2]
  ldr w13, [x7, x13, LSL #2]
  strh w19, [x15, x10, LSL #1]
  b label43
block43:
  add x12, x12, #1
  subs wzr, w14, #4
  cset x15, hs
  subs wzr, w14, #6
  cset x14, ls
  and w14, w15, w14
  subs wzr, w13, #26
  cset x15, hs
  subs wzr, w13, #35
  cset x13, ls
  and w13, w15, w13
  and w13, w14, w13
  add x10, x10, x13, UXTB
  b label25
block44:
  mov x19, sp
  ldrh w15, [x19, x14, LSL #1]
  strh w15, [x19, x11, LSL #1]
  b label45
block45:
  add x14, x14, #1
  add x15, x1, x15
  ldr w15, [x13, x15, LSL #2]
  movn x19, #62692
  movk x19, x19, #65232, LSL #16
  add x15, x19, x15, UXTW
  movz x19, #61131
  subs xzr, x15, x19
  csel x15, x15, x19, lo
  lsr x19, x15, #6
  ldr x19, [x12, x19, LSL #3]
  lsr x15, x19, x15
  and x15, x15, #1
  add x11, x11, x15
  b label23
block46:
  and x15, x12, #18446744073709551608
  add x19, x15, x14
  add x15, x1, x19
  ldr w15, [x11, x15, LSL #2]
  mov x20, sp
  strh w19, [x20, x10, LSL #1]
  b label47
block47:
  add x14, x14, #1
  movz w19, #17157
  movk w19, w19, #304, LSL #16
  sub w15, w15, w19
  subs wzr, w15, #30
  cset x15, ls
  add x10, x10, x15, UXTB
  b label21
block48:
  lsl x19, x15, #3
  add x20, x1, x15, LSL 3
  lsl x21, x20, #2
  add x20, x11, x20, LSL 2
  ldr q2, [x11, x21]
  ldr q0, [x20, #16]
  movz w20, #17157
  movk w20, w20, #33072, LSL #16
  dup v1.4s, w20
  sub v3.4s, v2.4s, v1.4s
  movz w20, #30
  movk w20, w20, #32768, LSL #16
  dup v2.4s, w20
  cmgt v3.4s, v3.4s, v2.4s
  sshr v3.4s, v3.4s, #31
  ldr q4, [const(1)]
  and v3.16b, v3.16b, v4.16b
  addv s3, v3.4s
  mov w20, v3.s[0]
  sub v0.4s, v0.4s, v1.4s
  cmgt v0.4s, v0.4s, v2.4s
  sshr v0.4s, v0.4s, #31
  ldr q1, [const(0)]
  and v0.16b, v0.16b, v1.16b
  addv s0, v0.4s
  mov w21, v0.s[0]
  orr x20, x20, x21, LSL 4
  eor x21, x20, #255
  ldr q0, [x13, x21, LSL #4]
  dup v1.8h, w19
  add v0.8h, v0.8h, v1.8h
  mov x19, sp
  lsl x21, x10, #1
  str q0, [x19, x21]
  b label49
block49:
  add x15, x15, #1
  eor x19, x20, #255
  fmov d0, x19
  cnt v0.8b, v0.8b
  addv b0, v0.8b
  umov w19, v0.b[0]
  add x10, x10, x19
  b label19

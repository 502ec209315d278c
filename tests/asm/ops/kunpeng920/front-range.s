; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel probe_1 — probe pipeline over `lineorder`: `date` vector (bitmap of 61131 keys)
; context block (first argument): +0: lineorder.lo_discount, +8: lineorder.lo_quantity, +16: date structure, +24: lineorder.lo_orderdate, +32: lineorder.lo_extendedprice, +40: selection lanes
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
  mov x6, x0
  mov x19, x1
  ldr x0, [x3]
  ldp x1, x0, [x3, #16]
  mov x8, x6
  mov x20, x3
  ldr x24, [x8]
  mov x7, x8
  ldr x26, [x7, #8]
  ldr x4, [x7, #16]
  ldr x5, [x7, #24]
  ldr x6, [x7, #32]
  ldr x8, [x7, #40]
  b label1
block1:
  mov x8, sp
  mov x27, x8
  movz w8, #17157
  movk w8, w8, #33072, LSL #16
  dup v0.4s, w8
  movz w8, #30
  movk w8, w8, #32768, LSL #16
  dup v1.4s, w8
  movz x16, #4096add x8, sp, x16, SXTX
  mov x9, x19
  mov x25, x2
  b label2
block2:
  subs xzr, x9, x25
  b.lo label4 ; b label3
block3:
  mov x10, x19
  b label9
block4:
  ldr x13, [x7, #40]
  ldr x11, [x7, #24]
  movz x14, #0
  sub x10, x25, x9
  movz x12, #2048
  subs xzr, x10, x12
  csel x12, x10, x12, lo
  lsr x15, x12, #3
  mov x28, x14
  b label5
block5:
  subs xzr, x14, x15
  b.lo label58 ; b label6
block6:
  movz x13, #0
  and x10, x12, #18446744073709551608
  sub x14, x12, x10
  b label7
block7:
  subs xzr, x13, x14
  b.lo label56 ; b label8
block8:
  mov x10, x28
  str x10, [sp, #8200]
  ldr x10, [x7]
  add x10, x10, x9, LSL 2
  movz x11, #4
  mov x0, x10
  mov x1, x11
  mov x2, x27
  mov x3, x28
  bl 0
  ldr x10, [x7, #8]
  add x10, x10, x9, LSL 2
  mov x0, x10
  bl 0
  mov x10, x19
  b label9
block9:
  subs xzr, x9, x10
  b.ne label11 ; b label10
block10:
  mov x3, x20
  b label20
block11:
  ldr x11, [sp, #8192]
  ldr x13, [x7, #16]
  ldr x14, [x7, #24]
  movz x15, #0
  mov x12, x15
  b label12
block12:
  subs xzr, x15, x11
  b.lo label54 ; b label13
block13:
  movz x13, #0
  mov x11, x13
  b label14
block14:
  subs xzr, x13, x12
  b.lo label52 ; b label15
block15:
  ldr x12, [x7, #32]
  movz x13, #0
  b label16
block16:
  subs xzr, x13, x11
  b.lo label50 ; b label17
block17:
  mov x3, x20
  ldr x14, [x3]
  ldp x13, x12, [x3, #16]
  movz x15, #0
  mov x0, x9
  b label18
block18:
  subs xzr, x15, x11
  b.lo label41 ; b label19
block19:
  str x14, [x3]
  stp x13, x12, [x3, #16]
  mov x9, x0
  b label20
block20:
  subs xzr, x9, x25
  b.lo label36 ; b label21
block21:
  ldr x9, [x3]
  ldp x8, x7, [x3, #16]
  mov x10, x25
  b label22
block22:
  subs xzr, x10, x25
  b.lo label23 ; b label24
block23:
  b label25
block24:
  str x9, [x3]
  stp x8, x7, [x3, #16]
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
block25:
  ldr w12, [x24, x10, LSL #2]
  ldr w11, [x26, x10, LSL #2]
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
  b.ne label27 ; b label26
block26:
  b label33
block27:
  ldr w11, [x5, x10, LSL #2]
  movn x12, #62692
  movk x12, x12, #65232, LSL #16
  add x11, x12, x11, UXTW
  movz x12, #61130
  subs xzr, x11, x12
  b.ls label29 ; b label28
block28:
  b label31
block29:
  lsr x12, x11, #6
  ldr x12, [x4, x12, LSL #3]
  lsr x11, x12, x11
  tbnz x11, #0, label32 ; b label30
block30:
  b label31
block31:
  b label33
block32:
  ldr w11, [x6, x10, LSL #2]
  ldr w12, [x24, x10, LSL #2]
  add x9, x9, #1
  mov w11, w11
  mov w13, w12
  madd x12, x11, x13, xzr
  umulh x11, x11, x13
  adds x8, x8, x12
  adc x7, x7, x11
  b label33
block33:
  add x10, x10, #1
  subs xzr, x10, x25
  b.lo label34 ; b label35
block34:
  b label25
block35:
  b label22
block36:
  ldr x12, [sp, #8200]
  str x12, [sp, #8192]
  movz x11, #0
  add x12, x12, #7
  lsr x12, x12, #3
  b label37
block37:
  subs xzr, x11, x12
  b.lo label39 ; b label38
block38:
  add x9, x9, #2048
  mov x19, x10
  mov x20, x3
  b label2
block39:
  mov x2, x27
  ldr q2, [x2, x11, LSL #4]
  str q2, [x8, x11, LSL #4]
  b label40
block40:
  add x11, x11, #1
  b label37
block41:
  ldrh w19, [x8, x15, LSL #1]
  sub x20, x9, #2048
  add x19, x20, x19
  ldr w21, [x24, x19, LSL #2]
  ldr w20, [x26, x19, LSL #2]
  subs wzr, w21, #4
  cset x22, hs
  subs wzr, w21, #6
  cset x21, ls
  and w21, w22, w21
  subs wzr, w20, #26
  cset x22, hs
  subs wzr, w20, #35
  cset x20, ls
  and w20, w22, w20
  and w20, w21, w20
  ands wzr, w20, #255
  b.ne label43 ; b label42
block42:
  b label49
block43:
  ldr w20, [x5, x19, LSL #2]
  movn x21, #62692
  movk x21, x21, #65232, LSL #16
  add x20, x21, x20, UXTW
  movz x21, #61130
  subs xzr, x20, x21
  b.ls label45 ; b label44
block44:
  b label47
block45:
  lsr x21, x20, #6
  ldr x21, [x4, x21, LSL #3]
  lsr x20, x21, x20
  tbnz x20, #0, label48 ; b label46
block46:
  b label47
block47:
  b label49
block48:
  ldr w20, [x6, x19, LSL #2]
  ldr w19, [x24, x19, LSL #2]
  add x14, x14, #1
  mov w20, w20
  mov w19, w19
  madd x21, x20, x19, xzr
  umulh x19, x20, x19
  adds x13, x13, x21
  adc x12, x12, x19
  b label49
block49:
  add x15, x15, #1
  b label18
block50:
  mov x3, x20
  ldrh w14, [x8, x13, LSL #1]
  sub x15, x9, #2048
  add x14, x15, x14
  ldr w14, [x12, x14, LSL #2]
  b label51
block51:
  add x13, x13, #1
  mov x20, x3
  b label16
block52:
  mov x3, x20
  ldrh w19, [x8, x13, LSL #1]
  sub x14, x9, #2048
  add x14, x14, x19
  ldr w15, [x24, x14, LSL #2]
  ldr w14, [x26, x14, LSL #2]
  strh w19, [x8, x11, LSL #1]
  b label53
block53:
  add x13, x13, #1
  subs wzr, w15, #4
  cset x19, hs
  subs wzr, w15, #6
  cset x15, ls
  and w15, w19, w15
  subs wzr, w14, #26
  cset x19, hs
  subs wzr, w14, #35
  cset x14, ls
  and w14, w19, w14
  and w14, w15, w14
  add x11, x11, x14, UXTB
  mov x20, x3
  b label14
block54:
  mov x3, x20
  ldrh w19, [x8, x15, LSL #1]
  strh w19, [x8, x12, LSL #1]
  b label55
block55:
  add x15, x15, #1
  sub x20, x9, #2048
  add x19, x20, x19
  ldr w19, [x14, x19, LSL #2]
  movn x20, #62692
  movk x20, x20, #65232, LSL #16
  add x19, x20, x19, UXTW
  movz x20, #61131
  subs xzr, x19, x20
  csel x19, x19, x20, lo
  lsr x20, x19, #6
  ldr x20, [x13, x20, LSL #3]
  lsr x19, x20, x19
  and x19, x19, #1
  add x12, x12, x19
  mov x20, x3
  b label12
block56:
  mov x3, x20
  mov x10, x19
  and x15, x12, #18446744073709551608
  add x19, x15, x13
  add x15, x9, x19
  ldr w15, [x11, x15, LSL #2]
  mov x0, x28
  mov x2, x27
  strh w19, [x2, x0, LSL #1]
  b label57
block57:
  add x13, x13, #1
  movz w19, #17157
  movk w19, w19, #304, LSL #16
  sub w15, w15, w19
  subs wzr, w15, #30
  cset x15, ls
  mov x0, x28
  add x15, x0, x15, UXTB
  mov x28, x15
  mov x19, x10
  mov x20, x3
  b label7
block58:
  mov x3, x20
  mov x10, x19
  lsl x19, x14, #3
  add x20, x9, x14, LSL 3
  lsl x21, x20, #2
  add x20, x11, x20, LSL 2
  ldr q19, [x11, x21]
  ldr q18, [x20, #16]
  sub v19.4s, v19.4s, v0.4s
  cmgt v19.4s, v19.4s, v1.4s
  sshr v16.4s, v19.4s, #31
  ldr q17, [const(1)]
  and v19.16b, v16.16b, v17.16b
  addv s20, v19.4s
  mov w22, v20.s[0]
  sub v18.4s, v18.4s, v0.4s
  cmgt v18.4s, v18.4s, v1.4s
  sshr v16.4s, v18.4s, #31
  ldr q17, [const(0)]
  and v18.16b, v16.16b, v17.16b
  addv s20, v18.4s
  mov w23, v20.s[0]
  orr x20, x22, x23, LSL 4
  eor x20, x20, #255
  ldr q18, [x13, x20, LSL #4]
  dup v19.8h, w19
  add v18.8h, v18.8h, v19.8h
  mov x0, x28
  lsl x19, x0, #1
  mov x2, x27
  str q18, [x2, x19]
  b label59
block59:
  add x14, x14, #1
  fmov d17, x20
  cnt v19.8b, v17.8b
  addv b21, v19.8b
  umov w23, v21.b[0]
  mov x0, x28
  add x19, x0, x23
  mov x28, x19
  mov x19, x10
  mov x20, x3
  b label5

; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel probe_1 — probe pipeline over `S`: `R` hash (identity hash, unique keys, 2048 slots of 8 B)
; context block (first argument): +0: R structure, +8: S.fk
block0:
  mov x6, x1
  ldr x1, [x3]
  ldr x4, [x0]
  ldr x5, [x0, #8]
  movz x0, #0
  sub x7, x2, x6
  and x7, x7, #18446744073709551612
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
  ret
block6:
  ldr w6, [x5, x14, LSL #2]
  mov w7, w6
  sub x7, x7, #1
  subs xzr, x7, #1023
  b.ls label8 ; b label7
block7:
  b label10
block8:
  lsl x8, x7, #3
  add x7, x4, x7, LSL 3
  ldr w8, [x4, x8]
  subs wzr, w8, w6
  b.eq label11 ; b label9
block9:
  b label10
block10:
  b label12
block11:
  ldr w6, [x7, #4]
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
  lsl x7, x6, #2
  ldr q0, [x5, x7]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #3, MSL #8
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x7, v1.d[0]
  subs xzr, x7, #0
  cset x7, ne
  ands wzr, w7, #255
  b.ne label40 ; b label16
block16:
  ldr w7, [x5, x6, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label18 ; b label17
block17:
  b label20
block18:
  sub x8, x8, #1
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label21 ; b label19
block19:
  b label20
block20:
  b label22
block21:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label22
block22:
  add x7, x6, #1
  ldr w7, [x5, x7, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label24 ; b label23
block23:
  b label26
block24:
  sub x8, x8, #1
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label27 ; b label25
block25:
  b label26
block26:
  b label28
block27:
  ldr w8, [x8, #4]
  add x1, x1, #1
  add x0, x0, x8, UXTW
  b label28
block28:
  add x9, x6, #2
  ldr w9, [x5, x9, LSL #2]
  mov w10, w9
  sub x11, x10, #1
  subs xzr, x11, #1023
  b.ls label30 ; b label29
block29:
  b label32
block30:
  sub x12, x10, #1
  lsl x13, x12, #3
  add x12, x4, x12, LSL 3
  ldr w13, [x4, x13]
  subs wzr, w13, w9
  b.eq label33 ; b label31
block31:
  b label32
block32:
  b label34
block33:
  ldr w7, [x12, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label34
block34:
  add x7, x6, #3
  ldr w7, [x5, x7, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label36 ; b label35
block35:
  b label38
block36:
  sub x8, x8, #1
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label39 ; b label37
block37:
  b label38
block38:
  b label52
block39:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label52
block40:
  ldr w7, [x5, x6, LSL #2]
  mov w8, v0.s[0]
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label42 ; b label41
block41:
  b label43
block42:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label43
block43:
  add x7, x6, #1
  ldr w7, [x5, x7, LSL #2]
  mov w8, v0.s[1]
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label45 ; b label44
block44:
  b label46
block45:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label46
block46:
  add x7, x6, #2
  ldr w7, [x5, x7, LSL #2]
  mov w8, v0.s[2]
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label48 ; b label47
block47:
  b label49
block48:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label49
block49:
  add x7, x6, #3
  ldr w7, [x5, x7, LSL #2]
  mov w8, v0.s[3]
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label51 ; b label50
block50:
  b label52
block51:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label52
block52:
  add x6, x6, #4
  b label1

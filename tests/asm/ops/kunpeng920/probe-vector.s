; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel probe_1 — probe pipeline over `S`: `R` vector (1024 elements of 2 B (payload − min + 1))
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
  ldp x5, x6, [x3, #32]
  asr x7, x0, #63
  adds x4, x5, x0
  adc x6, x6, x7
  stp x4, x6, [x3, #32]
  movz x0, #0
  ret
block6:
  ldr w7, [x5, x14, LSL #2]
  mov w7, w7
  sub x7, x7, #1
  subs xzr, x7, #1023
  b.ls label8 ; b label7
block7:
  b label10
block8:
  ldrh w10, [x4, x7, LSL #1]
  cbnz x10, label11 ; b label9
block9:
  b label10
block10:
  b label12
block11:
  add x1, x1, #1
  add x0, x0, x10, UXTW
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
  ldr q18, [x5, x7]
  movi v19.4s, #1
  sub v18.4s, v18.4s, v19.4s
  movi v19.4s, #3, MSL #8
  cmhs v19.4s, v19.4s, v18.4s
  uminv s16, v19.4s
  mov x7, v16.d[0]
  subs xzr, x7, #0
  cset x7, ne
  ands wzr, w7, #255
  b.ne label40 ; b label16
block16:
  ldr w7, [x5, x6, LSL #2]
  mov w7, w7
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label18 ; b label17
block17:
  b label20
block18:
  sub x7, x7, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label21 ; b label19
block19:
  b label20
block20:
  b label22
block21:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label22
block22:
  add x7, x6, #1
  ldr w7, [x5, x7, LSL #2]
  mov w7, w7
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label24 ; b label23
block23:
  b label26
block24:
  sub x7, x7, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label27 ; b label25
block25:
  b label26
block26:
  b label28
block27:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label28
block28:
  add x7, x6, #2
  ldr w7, [x5, x7, LSL #2]
  mov w7, w7
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label30 ; b label29
block29:
  b label32
block30:
  sub x7, x7, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label33 ; b label31
block31:
  b label32
block32:
  b label34
block33:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label34
block34:
  add x7, x6, #3
  ldr w7, [x5, x7, LSL #2]
  mov w7, w7
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label36 ; b label35
block35:
  b label38
block36:
  sub x7, x7, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label39 ; b label37
block37:
  b label38
block38:
  b label52
block39:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label52
block40:
  mov w7, v18.s[0]
  ldrh w7, [x4, w7, UXTW #1]
  cbnz x7, label42 ; b label41
block41:
  b label43
block42:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label43
block43:
  mov w7, v18.s[1]
  ldrh w7, [x4, w7, UXTW #1]
  cbnz x7, label45 ; b label44
block44:
  b label46
block45:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label46
block46:
  mov w7, v18.s[2]
  ldrh w7, [x4, w7, UXTW #1]
  cbnz x7, label48 ; b label47
block47:
  b label49
block48:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label49
block49:
  mov w7, v18.s[3]
  ldrh w7, [x4, w7, UXTW #1]
  cbnz x7, label51 ; b label50
block50:
  b label52
block51:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label52
block52:
  add x6, x6, #4
  b label1

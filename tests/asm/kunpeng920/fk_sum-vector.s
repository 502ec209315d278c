; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `R`: vector (1024 elements of 2 B (payload − min + 1))
; context block (first argument): +0: R structure, +8: R.key, +16: R.payload
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
  mov w6, w6
  sub x7, x6, #1
  subs xzr, x7, #1023
  b.ls label5 ; b label4
block4:
  b label6
block5:
  ldr w7, [x4, x1, LSL #2]
  sub x6, x6, #1
  add x6, x5, x6, LSL 1
  movz w8, #0
  casalh w8, w8, w7, [x6]
  uxth w6, w8
  subs wzr, w6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label6
block6:
  add x1, x1, #1
  b label1

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
  b.lo label12 ; b label2
block2:
  b label3
block3:
  subs xzr, x14, x2
  b.lo label5 ; b label4
block4:
  str x1, [x3]
  str x1, [x3, #16]
  ldp x2, x4, [x3, #32]
  asr x5, x0, #63
  adds x1, x2, x0
  adc x4, x4, x5
  stp x1, x4, [x3, #32]
  movz x0, #0
  ret
block5:
  ldr w6, [x5, x14, LSL #2]
  mov w6, w6
  sub x7, x6, #1
  subs xzr, x7, #1023
  b.ls label7 ; b label6
block6:
  b label9
block7:
  sub x7, x6, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label10 ; b label8
block8:
  b label9
block9:
  b label11
block10:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label11
block11:
  add x14, x14, #1
  b label3
block12:
  lsl x12, x6, #2
  ldr q16, [x12, x5]
  movi v17.4s, #1
  sub v16.4s, v16.4s, v17.4s
  movi v17.4s, #3, MSL #8
  cmhs v17.4s, v17.4s, v16.4s
  uminv s17, v17.4s
  mov x12, v17.d[0]
  subs xzr, x12, #0
  cset x15, ne
  ands wzr, w15, #255
  b.ne label37 ; b label13
block13:
  ldr w15, [x5, x6, LSL #2]
  mov w15, w15
  sub x7, x15, #1
  subs xzr, x7, #1023
  b.ls label15 ; b label14
block14:
  b label17
block15:
  sub x7, x15, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label18 ; b label16
block16:
  b label17
block17:
  b label19
block18:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label19
block19:
  add x7, x6, #1
  ldr w7, [x5, x7, LSL #2]
  mov w7, w7
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label21 ; b label20
block20:
  b label23
block21:
  sub x7, x7, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label24 ; b label22
block22:
  b label23
block23:
  b label25
block24:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label25
block25:
  add x7, x6, #2
  ldr w7, [x5, x7, LSL #2]
  mov w7, w7
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label27 ; b label26
block26:
  b label29
block27:
  sub x7, x7, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label30 ; b label28
block28:
  b label29
block29:
  b label31
block30:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label31
block31:
  add x7, x6, #3
  ldr w7, [x5, x7, LSL #2]
  mov w7, w7
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label33 ; b label32
block32:
  b label35
block33:
  sub x7, x7, #1
  ldrh w7, [x4, x7, LSL #1]
  cbnz x7, label36 ; b label34
block34:
  b label35
block35:
  b label49
block36:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label49
block37:
  mov w7, v16.s[0]
  ldrh w7, [x4, w7, UXTW #1]
  cbnz x7, label39 ; b label38
block38:
  b label40
block39:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label40
block40:
  mov w7, v16.s[1]
  ldrh w7, [x4, w7, UXTW #1]
  cbnz x7, label42 ; b label41
block41:
  b label43
block42:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label43
block43:
  mov w7, v16.s[2]
  ldrh w7, [x4, w7, UXTW #1]
  cbnz x7, label45 ; b label44
block44:
  b label46
block45:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label46
block46:
  mov w7, v16.s[3]
  ldrh w7, [x4, w7, UXTW #1]
  cbnz x7, label48 ; b label47
block47:
  b label49
block48:
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label49
block49:
  add x6, x6, #4
  b label1

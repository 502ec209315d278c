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
  mov x7, x1
  ldr x4, [x3]
  ldr x1, [x3, #16]
  ldr x5, [x0]
  ldr x6, [x0, #8]
  movz x0, #0
  mov x8, x7
  sub x7, x2, x8
  and x7, x7, #18446744073709551612
  add x7, x8, x7
  b label1
block1:
  subs xzr, x8, x7
  b.lo label12 ; b label2
block2:
  b label3
block3:
  subs xzr, x7, x2
  b.lo label5 ; b label4
block4:
  str x4, [x3]
  str x1, [x3, #16]
  ldp x2, x1, [x3, #32]
  asr x4, x0, #63
  adds x0, x2, x0
  adc x1, x1, x4
  stp x0, x1, [x3, #32]
  movz x0, #0
  ret
block5:
  ldr w8, [x6, x7, LSL #2]
  mov w8, w8
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label7 ; b label6
block6:
  b label9
block7:
  sub x8, x8, #1
  ldrh w8, [x5, x8, LSL #1]
  cbnz x8, label10 ; b label8
block8:
  b label9
block9:
  b label11
block10:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x8, UXTW
  b label11
block11:
  add x7, x7, #1
  b label3
block12:
  lsl x9, x8, #2
  ldr q0, [x9, x6]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #3, MSL #8
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x9, v1.d[0]
  subs xzr, x9, #0
  cset x9, ne
  ands wzr, w9, #255
  b.ne label37 ; b label13
block13:
  ldr w9, [x6, x8, LSL #2]
  mov w9, w9
  sub x10, x9, #1
  subs xzr, x10, #1023
  b.ls label15 ; b label14
block14:
  b label17
block15:
  sub x9, x9, #1
  ldrh w9, [x5, x9, LSL #1]
  cbnz x9, label18 ; b label16
block16:
  b label17
block17:
  b label19
block18:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x9, UXTW
  b label19
block19:
  add x9, x8, #1
  ldr w9, [x6, x9, LSL #2]
  mov w9, w9
  sub x10, x9, #1
  subs xzr, x10, #1023
  b.ls label21 ; b label20
block20:
  b label23
block21:
  sub x9, x9, #1
  ldrh w9, [x5, x9, LSL #1]
  cbnz x9, label24 ; b label22
block22:
  b label23
block23:
  b label25
block24:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x9, UXTW
  b label25
block25:
  add x9, x8, #2
  ldr w9, [x6, x9, LSL #2]
  mov w9, w9
  sub x10, x9, #1
  subs xzr, x10, #1023
  b.ls label27 ; b label26
block26:
  b label29
block27:
  sub x9, x9, #1
  ldrh w9, [x5, x9, LSL #1]
  cbnz x9, label30 ; b label28
block28:
  b label29
block29:
  b label31
block30:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x9, UXTW
  b label31
block31:
  add x9, x8, #3
  ldr w9, [x6, x9, LSL #2]
  mov w9, w9
  sub x10, x9, #1
  subs xzr, x10, #1023
  b.ls label33 ; b label32
block32:
  b label35
block33:
  sub x9, x9, #1
  ldrh w9, [x5, x9, LSL #1]
  cbnz x9, label36 ; b label34
block34:
  b label35
block35:
  b label49
block36:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x9, UXTW
  b label49
block37:
  mov w9, v0.s[0]
  ldrh w9, [x5, w9, UXTW #1]
  cbnz x9, label39 ; b label38
block38:
  b label40
block39:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x9, UXTW
  b label40
block40:
  mov w9, v0.s[1]
  ldrh w9, [x5, w9, UXTW #1]
  cbnz x9, label42 ; b label41
block41:
  b label43
block42:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x9, UXTW
  b label43
block43:
  mov w9, v0.s[2]
  ldrh w9, [x5, w9, UXTW #1]
  cbnz x9, label45 ; b label44
block44:
  b label46
block45:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x9, UXTW
  b label46
block46:
  mov w11, v0.s[3]
  ldrh w11, [x5, w11, UXTW #1]
  cbnz x11, label48 ; b label47
block47:
  b label49
block48:
  add x4, x4, #1
  add x1, x1, #1
  add x0, x0, x11, UXTW
  b label49
block49:
  add x8, x8, #4
  b label1

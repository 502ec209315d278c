; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `R`: vector (1024 elements of 2 B (payload − min + 1))
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  movz x6, #0
  mov x5, x6
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  mov x0, x5
  ret
block3:
  movz x2, #4096, LSL #32
  ldr w2, [x2, x0, LSL #2]
  mov w3, w2
  sub x4, x3, #1
  subs xzr, x4, #1023
  b.ls label5 ; b label4
block4:
  mov x2, x5
  b label6
block5:
  movz x4, #4097, LSL #32
  ldr w4, [x4, x0, LSL #2]
  add x2, x3, x2, UXTW
  orr x3, xzr, #35184372088830
  add x2, x2, x3
  movz w3, #0
  casalh w3, w3, w4, [x2]
  uxth w2, w3
  subs wzr, w2, #0
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label6
block6:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel probe_1 — probe pipeline over `S`: `R` vector (1024 elements of 2 B (payload − min + 1))
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  mov x5, x0
  ldr x4, [x2]
  ldr x3, [x2, #16]
  movz x0, #0
  sub x6, x1, x5
  and x6, x6, #18446744073709551612
  add x13, x5, x6
  b label1
block1:
  subs xzr, x5, x13
  b.lo label12 ; b label2
block2:
  b label3
block3:
  subs xzr, x13, x1
  b.lo label5 ; b label4
block4:
  str x4, [x2]
  str x3, [x2, #16]
  ldp x3, x1, [x2, #32]
  asr x4, x0, #63
  adds x0, x3, x0
  adc x1, x1, x4
  stp x0, x1, [x2, #32]
  movz x0, #0
  ret
block5:
  movz x5, #4112, LSL #32
  ldr w5, [x5, x13, LSL #2]
  mov w6, w5
  sub x7, x6, #1
  subs xzr, x7, #1023
  b.ls label7 ; b label6
block6:
  b label9
block7:
  add x5, x6, x5, UXTW
  orr x6, xzr, #35184372088830
  ldrh w5, [x5, x6]
  cbnz x5, label10 ; b label8
block8:
  b label9
block9:
  b label11
block10:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x5, UXTW
  b label11
block11:
  add x13, x13, #1
  b label3
block12:
  lsl x7, x5, #2
  movz x6, #4112, LSL #32
  ldr q0, [x7, x6]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #3, MSL #8
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x7, v1.d[0]
  subs xzr, x7, #0
  cset x7, ne
  ands wzr, w7, #255
  b.ne label37 ; b label13
block13:
  ldr w7, [x6, x5, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label15 ; b label14
block14:
  b label17
block15:
  add x7, x8, x7, UXTW
  orr x8, xzr, #35184372088830
  ldrh w7, [x7, x8]
  cbnz x7, label18 ; b label16
block16:
  b label17
block17:
  b label19
block18:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x7, UXTW
  b label19
block19:
  add x7, x5, #1
  ldr w7, [x6, x7, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label21 ; b label20
block20:
  b label23
block21:
  add x7, x8, x7, UXTW
  orr x8, xzr, #35184372088830
  ldrh w7, [x7, x8]
  cbnz x7, label24 ; b label22
block22:
  b label23
block23:
  b label25
block24:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x7, UXTW
  b label25
block25:
  add x7, x5, #2
  ldr w7, [x6, x7, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label27 ; b label26
block26:
  b label29
block27:
  add x7, x8, x7, UXTW
  orr x8, xzr, #35184372088830
  ldrh w7, [x7, x8]
  cbnz x7, label30 ; b label28
block28:
  b label29
block29:
  b label31
block30:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x7, UXTW
  b label31
block31:
  add x7, x5, #3
  ldr w6, [x6, x7, LSL #2]
  mov w7, w6
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label33 ; b label32
block32:
  b label35
block33:
  add x6, x7, x6, UXTW
  orr x7, xzr, #35184372088830
  ldrh w6, [x6, x7]
  cbnz x6, label36 ; b label34
block34:
  b label35
block35:
  b label49
block36:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x6, UXTW
  b label49
block37:
  mov w10, v0.s[0]
  movz x11, #8192, LSL #32
  ldrh w10, [x11, w10, UXTW #1]
  cbnz x10, label39 ; b label38
block38:
  b label40
block39:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x10, UXTW
  b label40
block40:
  mov w14, v0.s[1]
  movz x15, #8192, LSL #32
  ldrh w14, [x15, w14, UXTW #1]
  cbnz x14, label42 ; b label41
block41:
  b label43
block42:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x14, UXTW
  b label43
block43:
  mov w6, v0.s[2]
  movz x7, #8192, LSL #32
  ldrh w6, [x7, w6, UXTW #1]
  cbnz x6, label45 ; b label44
block44:
  b label46
block45:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x6, UXTW
  b label46
block46:
  mov w6, v0.s[3]
  movz x7, #8192, LSL #32
  ldrh w6, [x7, w6, UXTW #1]
  cbnz x6, label48 ; b label47
block47:
  b label49
block48:
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x6, UXTW
  b label49
block49:
  add x5, x5, #4
  b label1

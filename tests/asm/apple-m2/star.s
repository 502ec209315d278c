; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `date`: hash (identity hash, 256 slots of 4 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  mov x2, x0
  movz x0, #0
  b label1
block1:
  subs xzr, x2, x1
  b.lo label3 ; b label2
block2:
  ret
block3:
  movz x3, #4097, LSL #32
  ldr w3, [x3, x2, LSL #2]
  subs wzr, w3, #1993
  cset x4, hs
  subs wzr, w3, #1995
  cset x3, ls
  and w3, w4, w3
  ands wzr, w3, #255
  b.ne label5 ; b label4
block4:
  b label12
block5:
  movz x3, #4096, LSL #32
  ldr w3, [x3, x2, LSL #2]
  mov w4, w3
  sub x4, x4, #1
  and x4, x4, #255
  b label6
block6:
  movz x5, #8192, LSL #32
  add x6, x5, x4, LSL 2
  ldar w5, [x6]
  cbz w5, label8 ; b label7
block7:
  b label10
block8:
  movz w5, #0
  casal w5, w5, w3, [x6]
  cbz w5, label11 ; b label9
block9:
  b label10
block10:
  add x4, x4, #1
  and x4, x4, #255
  subs wzr, w5, w3
  cset x5, eq
  add x0, x0, x5, UXTB
  b label6
block11:
  b label12
block12:
  add x2, x2, #1
  b label1

; kernel build_1 — build `supplier`: hash (identity hash, 256 slots of 4 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  mov x2, x0
  movz x0, #0
  b label1
block1:
  subs xzr, x2, x1
  b.lo label3 ; b label2
block2:
  ret
block3:
  movz x3, #4113, LSL #32
  ldr w3, [x3, x2, LSL #2]
  subs wzr, w3, #2
  b.eq label5 ; b label4
block4:
  b label12
block5:
  movz x3, #4112, LSL #32
  ldr w3, [x3, x2, LSL #2]
  mov w4, w3
  sub x4, x4, #1
  and x4, x4, #255
  b label6
block6:
  movz x5, #8448, LSL #32
  add x6, x5, x4, LSL 2
  ldar w5, [x6]
  cbz w5, label8 ; b label7
block7:
  b label10
block8:
  movz w5, #0
  casal w5, w5, w3, [x6]
  cbz w5, label11 ; b label9
block9:
  b label10
block10:
  add x4, x4, #1
  and x4, x4, #255
  subs wzr, w5, w3
  cset x5, eq
  add x0, x0, x5, UXTB
  b label6
block11:
  b label12
block12:
  add x2, x2, #1
  b label1

; kernel build_2 — build `part`: hash (identity hash, 2048 slots of 4 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  mov x2, x0
  movz x0, #0
  b label1
block1:
  subs xzr, x2, x1
  b.lo label3 ; b label2
block2:
  ret
block3:
  movz x3, #4128, LSL #32
  ldr w3, [x3, x2, LSL #2]
  mov w4, w3
  sub x4, x4, #1
  and x14, x4, #2047
  b label4
block4:
  movz x4, #8704, LSL #32
  add x5, x4, x14, LSL 2
  ldar w4, [x5]
  cbz w4, label6 ; b label5
block5:
  b label8
block6:
  movz w4, #0
  casal w4, w4, w3, [x5]
  cbz w4, label9 ; b label7
block7:
  b label8
block8:
  add x5, x14, #1
  and x14, x5, #2047
  subs wzr, w4, w3
  cset x4, eq
  add x0, x0, x4, UXTB
  b label4
block9:
  b label10
block10:
  add x2, x2, #1
  b label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` hash (identity hash, unique keys, 256 slots of 4 B); `supplier` hash (identity hash, unique keys, 256 slots of 4 B); `part` hash (identity hash, unique keys, 2048 slots of 4 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  ldr x8, [x2]
  ldr x7, [x2, #16]
  ldp x6, x5, [x2, #32]
  ldr x4, [x2, #48]
  ldr x3, [x2, #64]
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  str x8, [x2]
  str x7, [x2, #16]
  stp x6, x5, [x2, #32]
  str x4, [x2, #48]
  str x3, [x2, #64]
  movz x0, #0
  ret
block3:
  movz x9, #4144, LSL #32
  ldr w9, [x9, x0, LSL #2]
  mov w10, w9
  sub x11, x10, #1
  subs xzr, x11, #99
  b.ls label5 ; b label4
block4:
  b label7
block5:
  sub x10, x10, #1
  movz x11, #8192, LSL #32
  ldr w10, [x11, x10, LSL #2]
  subs wzr, w10, w9
  b.eq label8 ; b label6
block6:
  b label7
block7:
  b label19
block8:
  movz x9, #4145, LSL #32
  ldr w9, [x9, x0, LSL #2]
  mov w10, w9
  sub x10, x10, #1
  subs xzr, x10, #99
  b.ls label10 ; b label9
block9:
  b label12
block10:
  movz x11, #8448, LSL #32
  ldr w10, [x11, x10, LSL #2]
  subs wzr, w10, w9
  b.eq label13 ; b label11
block11:
  b label12
block12:
  b label19
block13:
  movz x9, #4146, LSL #32
  ldr w9, [x9, x0, LSL #2]
  mov w10, w9
  sub x10, x10, #1
  subs xzr, x10, #1023
  b.ls label15 ; b label14
block14:
  b label17
block15:
  movz x11, #8704, LSL #32
  ldr w10, [x11, x10, LSL #2]
  subs wzr, w10, w9
  b.eq label18 ; b label16
block16:
  b label17
block17:
  b label19
block18:
  movz x9, #4149, LSL #32
  ldr x11, [x9, x0, LSL #3]
  movz x10, #4148, LSL #32
  movz x9, #4147, LSL #32
  add x8, x8, #1
  add x7, x7, #1
  movz x12, #0
  adds x6, x6, x11
  adc x5, x5, x12
  ldr w10, [x10, x0, LSL #2]
  subs xzr, x10, x4
  csel x4, x10, x4, lo
  ldr w9, [x9, x0, LSL #2]
  subs xzr, x9, x3
  csel x3, x9, x3, hi
  b label19
block19:
  add x0, x0, #1
  b label1

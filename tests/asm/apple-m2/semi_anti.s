; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `shipments`: hash (multiplicative hash, 2048 slots of 32 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  movz x9, #0
  mov x8, x9
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  mov x0, x8
  ret
block3:
  movz x2, #4112, LSL #32
  ldr x2, [x2, x0, LSL #3]
  movz x3, #4113, LSL #32
  ldr w3, [x3, x0, LSL #2]
  sxtw x4, w3
  movz x5, #60239
  movk x5, x5, #10196, LSL #16
  movk x5, x5, #44605, LSL #32
  movk x5, x5, #49842, LSL #48
  madd x4, x4, x5, xzr
  extr x4, x4, #32
  eor x4, x2, x4
  movz x5, #31765
  movk x5, x5, #32586, LSL #16
  movk x5, x5, #31161, LSL #32
  movk x5, x5, #40503, LSL #48
  madd x4, x4, x5, xzr
  lsr x4, x4, #53
  b label4
block4:
  movz x5, #8192, LSL #32
  add x5, x5, x4, LSL 5
  ldar w6, [x5]
  cbnz w6, label5 ; b label6
block5:
  b label9
block6:
  movz w6, #0
  movz w7, #2
  casal w6, w6, w7, [x5]
  cbnz w6, label7 ; b label8
block7:
  b label9
block8:
  str x2, [x5, #8]
  str w3, [x5, #16]
  movz w2, #1
  stlr w2, [x5]
  mov x2, x8
  b label14
block9:
  ldar w6, [x5]
  subs wzr, w6, #2
  b.eq label10 ; b label11
block10:
  b label9
block11:
  ldr x6, [x5, #8]
  ldr w5, [x5, #16]
  subs xzr, x6, x2
  cset x6, eq
  subs wzr, w5, w3
  cset x5, eq
  and w5, w6, w5
  ands wzr, w5, #255
  b.ne label13 ; b label12
block12:
  add x4, x4, #1
  and x4, x4, #2047
  b label4
block13:
  mov x2, x8
  add x2, x2, #1
  b label14
block14:
  add x0, x0, #1
  mov x8, x2
  b label1

; kernel build_1 — build `returns`: hash (multiplicative hash, 256 slots of 8 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  movz x9, #0
  mov x6, x9
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  mov x0, x6
  ret
block3:
  movz x2, #4128, LSL #32
  ldr x2, [x2, x0, LSL #3]
  movz x3, #31765
  movk x3, x3, #32586, LSL #16
  movk x3, x3, #31161, LSL #32
  movk x3, x3, #40503, LSL #48
  madd x3, x2, x3, xzr
  lsr x3, x3, #56
  b label4
block4:
  movz x4, #8448, LSL #32
  add x5, x4, x3, LSL 3
  ldar x4, [x5]
  cbz x4, label6 ; b label5
block5:
  b label8
block6:
  movz x4, #0
  casal x4, x4, x2, [x5]
  cbz x4, label11 ; b label7
block7:
  b label8
block8:
  subs xzr, x4, x2
  b.eq label10 ; b label9
block9:
  add x3, x3, #1
  and x3, x3, #255
  b label4
block10:
  mov x2, x6
  add x2, x2, #1
  b label12
block11:
  mov x2, x6
  b label12
block12:
  add x0, x0, #1
  mov x6, x2
  b label1

; kernel probe_2 — probe pipeline over `orders`: `shipments` hash (multiplicative hash, unique keys, 2048 slots of 32 B); `returns` hash (multiplicative hash, duplicate keys, 256 slots of 8 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  ldr x6, [x2]
  ldr x5, [x2, #16]
  ldp x4, x3, [x2, #32]
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  str x6, [x2]
  str x5, [x2, #16]
  stp x4, x3, [x2, #32]
  movz x0, #0
  ret
block3:
  movz x7, #4098, LSL #32
  ldr x7, [x7, x0, LSL #3]
  subs xzr, x7, #0
  b.gt label5 ; b label4
block4:
  b label19
block5:
  movz x8, #4096, LSL #32
  ldr x8, [x8, x0, LSL #3]
  movz x9, #4097, LSL #32
  ldr w9, [x9, x0, LSL #2]
  sxtw x10, w9
  movz x11, #60239
  movk x11, x11, #10196, LSL #16
  movk x11, x11, #44605, LSL #32
  movk x11, x11, #49842, LSL #48
  madd x10, x10, x11, xzr
  extr x10, x10, #32
  eor x10, x8, x10
  movz x11, #31765
  movk x11, x11, #32586, LSL #16
  movk x11, x11, #31161, LSL #32
  movk x11, x11, #40503, LSL #48
  madd x10, x10, x11, xzr
  lsr x10, x10, #53
  b label6
block6:
  lsl x11, x10, #5
  movz x13, #8192, LSL #32
  add x12, x13, x10, LSL 5
  ldr w11, [x11, x13]
  cbnz w11, label8 ; b label7
block7:
  b label19
block8:
  ldr x13, [x12, #8]
  ldr w12, [x12, #16]
  subs xzr, x13, x8
  cset x13, eq
  subs wzr, w12, w9
  cset x12, eq
  and w12, w13, w12
  subs wzr, w11, #0
  cset x11, ne
  and w11, w12, w11
  ands wzr, w11, #255
  b.ne label10 ; b label9
block9:
  add x10, x10, #1
  and x10, x10, #2047
  b label6
block10:
  movz x9, #31765
  movk x9, x9, #32586, LSL #16
  movk x9, x9, #31161, LSL #32
  movk x9, x9, #40503, LSL #48
  madd x9, x8, x9, xzr
  lsr x9, x9, #56
  cbz x8, label11 ; b label12
block11:
  b label18
block12:
  b label13
block13:
  movz x10, #8448, LSL #32
  ldr x10, [x10, x9, LSL #3]
  subs xzr, x10, x8
  b.eq label17 ; b label14
block14:
  cbz x10, label15 ; b label16
block15:
  b label18
block16:
  add x9, x9, #1
  and x9, x9, #255
  b label13
block17:
  b label19
block18:
  add x6, x6, #1
  add x5, x5, #1
  asr x8, x7, #63
  adds x4, x4, x7
  adc x3, x3, x8
  b label19
block19:
  add x0, x0, #1
  b label1

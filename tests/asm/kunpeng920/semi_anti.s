; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `shipments`: hash (multiplicative hash, 2048 slots of 16 B)
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
  movz x3, #4112, LSL #32
  ldr x3, [x3, x2, LSL #3]
  movz x4, #4113, LSL #32
  ldr w4, [x4, x2, LSL #2]
  sxtw x5, w4
  movz x6, #60239
  movk x6, x6, #10196, LSL #16
  movk x6, x6, #44605, LSL #32
  movk x6, x6, #49842, LSL #48
  madd x5, x5, x6, xzr
  extr x5, x5, #32
  eor x5, x3, x5
  movz x6, #31765
  movk x6, x6, #32586, LSL #16
  movk x6, x6, #31161, LSL #32
  movk x6, x6, #40503, LSL #48
  madd x5, x5, x6, xzr
  lsr x5, x5, #53
  b label4
block4:
  movz x6, #8192, LSL #32
  add x7, x6, x5, LSL 4
  ldar x6, [x7]
  cbz x6, label6 ; b label5
block5:
  b label8
block6:
  movz x6, #0
  casal x6, x6, x3, [x7]
  cbz x6, label9 ; b label7
block7:
  b label8
block8:
  add x5, x5, #1
  and x5, x5, #2047
  subs xzr, x6, x3
  cset x6, eq
  add x0, x0, x6, UXTB
  b label4
block9:
  str w4, [x7, #8]
  b label10
block10:
  add x2, x2, #1
  b label1

; kernel build_1 — build `returns`: hash (multiplicative hash, 256 slots of 8 B)
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
  ldr x3, [x3, x2, LSL #3]
  movz x4, #31765
  movk x4, x4, #32586, LSL #16
  movk x4, x4, #31161, LSL #32
  movk x4, x4, #40503, LSL #48
  madd x4, x3, x4, xzr
  lsr x4, x4, #56
  b label4
block4:
  movz x5, #8448, LSL #32
  add x6, x5, x4, LSL 3
  ldar x5, [x6]
  cbz x5, label6 ; b label5
block5:
  b label8
block6:
  movz x5, #0
  casal x5, x5, x3, [x6]
  cbz x5, label9 ; b label7
block7:
  b label8
block8:
  add x4, x4, #1
  and x4, x4, #255
  subs xzr, x5, x3
  cset x5, eq
  add x0, x0, x5, UXTB
  b label4
block9:
  b label10
block10:
  add x2, x2, #1
  b label1

; kernel probe_2 — probe pipeline over `orders`: `shipments` hash (multiplicative hash, unique keys, 2048 slots of 16 B); `returns` hash (multiplicative hash, duplicate keys, 256 slots of 8 B)
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
  b label25
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
  cbz x8, label6 ; b label7
block6:
  b label24
block7:
  b label8
block8:
  lsl x12, x10, #4
  movz x13, #8192, LSL #32
  add x11, x13, x10, LSL 4
  ldr x13, [x12, x13]
  subs xzr, x13, x8
  cset x12, eq
  subs xzr, x13, x8
  b.eq label12 ; b label9
block9:
  cbz x13, label10 ; b label11
block10:
  b label24
block11:
  b label14
block12:
  ldr w11, [x11, #8]
  subs wzr, w11, w9
  cset x11, eq
  and w11, w12, w11
  ands wzr, w11, #255
  b.ne label15 ; b label13
block13:
  b label14
block14:
  add x10, x10, #1
  and x10, x10, #2047
  b label8
block15:
  movz x9, #31765
  movk x9, x9, #32586, LSL #16
  movk x9, x9, #31161, LSL #32
  movk x9, x9, #40503, LSL #48
  madd x9, x8, x9, xzr
  lsr x9, x9, #56
  cbz x8, label16 ; b label17
block16:
  b label23
block17:
  b label18
block18:
  movz x10, #8448, LSL #32
  ldr x10, [x10, x9, LSL #3]
  subs xzr, x10, x8
  b.eq label22 ; b label19
block19:
  cbz x10, label20 ; b label21
block20:
  b label23
block21:
  add x9, x9, #1
  and x9, x9, #255
  b label18
block22:
  b label25
block23:
  add x6, x6, #1
  add x5, x5, #1
  asr x8, x7, #63
  adds x4, x4, x7
  adc x3, x3, x8
  b label25
block24:
  b label25
block25:
  add x0, x0, #1
  b label1

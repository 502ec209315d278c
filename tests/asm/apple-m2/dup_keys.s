; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `B`: hash (multiplicative hash, 2048 slots of 16 B)
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
  movz x3, #4096, LSL #32
  ldr x3, [x3, x2, LSL #3]
  movz x4, #31765
  movk x4, x4, #32586, LSL #16
  movk x4, x4, #31161, LSL #32
  movk x4, x4, #40503, LSL #48
  madd x4, x3, x4, xzr
  lsr x4, x4, #53
  b label4
block4:
  movz x5, #8192, LSL #32
  add x6, x5, x4, LSL 4
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
  and x4, x4, #2047
  subs xzr, x5, x3
  cset x5, eq
  add x0, x0, x5, UXTB
  b label4
block9:
  movz x3, #4097, LSL #32
  ldr d0, [x3, x2, LSL #3]
  str d0, [x6, #8]
  b label10
block10:
  add x2, x2, #1
  b label1

; kernel probe_1 — probe pipeline over `A`: `B` hash (multiplicative hash, duplicate keys, 2048 slots of 16 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  ldr x5, [x2]
  ldr x4, [x2, #16]
  ldr d20, [x2, #32]
  ldr x3, [x2, #48]
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  str x5, [x2]
  str x4, [x2, #16]
  str d20, [x2, #32]
  str x3, [x2, #48]
  movz x0, #0
  ret
block3:
  movz x6, #4112, LSL #32
  ldr x6, [x6, x0, LSL #3]
  movz x7, #31765
  movk x7, x7, #32586, LSL #16
  movk x7, x7, #31161, LSL #32
  movk x7, x7, #40503, LSL #48
  madd x7, x6, x7, xzr
  lsr x8, x7, #53
  movz x7, #4113, LSL #32
  cbz x6, label4 ; b label5
block4:
  b label12
block5:
  mov x12, x0
  b label6
block6:
  lsl x10, x8, #4
  movz x11, #8192, LSL #32
  add x9, x11, x8, LSL 4
  ldr x10, [x10, x11]
  subs xzr, x10, x6
  b.eq label10 ; b label7
block7:
  cbz x10, label8 ; b label9
block8:
  mov x0, x12
  b label12
block9:
  b label11
block10:
  ldr d5, [x9, #8]
  ldr x9, [x7, x0, LSL #3]
  add x5, x5, #1
  add x4, x4, #1
  fadd d20, d20, d5
  subs xzr, x9, x3
  csel x3, x9, x3, gt
  b label11
block11:
  add x8, x8, #1
  and x8, x8, #2047
  b label6
block12:
  b label13
block13:
  add x0, x0, #1
  b label1

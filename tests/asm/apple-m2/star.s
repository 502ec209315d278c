; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `date`: vector (bitmap of 100 keys)
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
  movz x2, #4097, LSL #32
  ldr w2, [x2, x0, LSL #2]
  subs wzr, w2, #1993
  cset x3, hs
  subs wzr, w2, #1995
  cset x2, ls
  and w2, w3, w2
  ands wzr, w2, #255
  b.ne label5 ; b label4
block4:
  mov x2, x5
  b label8
block5:
  movz x2, #4096, LSL #32
  ldr w2, [x2, x0, LSL #2]
  mov w2, w2
  sub x3, x2, #1
  subs xzr, x3, #99
  b.ls label7 ; b label6
block6:
  mov x2, x5
  b label8
block7:
  sub x2, x2, #1
  lsr x3, x2, #6
  movz x4, #8192, LSL #32
  add x3, x4, x3, LSL 3
  movz x4, #1
  and x2, x2, #63
  lsl x2, x4, x2
  ldsetal x2, x3, [x3]
  and x2, x3, x2
  subs xzr, x2, #0
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label8
block8:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel build_1 — build `supplier`: vector (bitmap of 100 keys)
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
  movz x2, #4113, LSL #32
  ldr w2, [x2, x0, LSL #2]
  subs wzr, w2, #2
  b.eq label5 ; b label4
block4:
  mov x2, x5
  b label8
block5:
  movz x2, #4112, LSL #32
  ldr w2, [x2, x0, LSL #2]
  mov w2, w2
  sub x3, x2, #1
  subs xzr, x3, #99
  b.ls label7 ; b label6
block6:
  mov x2, x5
  b label8
block7:
  sub x2, x2, #1
  lsr x3, x2, #6
  movz x4, #8448, LSL #32
  add x3, x4, x3, LSL 3
  movz x4, #1
  and x2, x2, #63
  lsl x2, x4, x2
  ldsetal x2, x3, [x3]
  and x2, x3, x2
  subs xzr, x2, #0
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label8
block8:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
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
  movz x2, #4128, LSL #32
  ldr w2, [x2, x0, LSL #2]
  mov w2, w2
  sub x3, x2, #1
  subs xzr, x3, #1023
  b.ls label5 ; b label4
block4:
  mov x2, x5
  b label6
block5:
  sub x2, x2, #1
  lsr x3, x2, #6
  movz x4, #8704, LSL #32
  add x3, x4, x3, LSL 3
  movz x4, #1
  and x2, x2, #63
  lsl x2, x4, x2
  ldsetal x2, x3, [x3]
  and x2, x3, x2
  subs xzr, x2, #0
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label6
block6:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` vector (bitmap of 100 keys); `supplier` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
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
  mov w9, w9
  sub x10, x9, #1
  subs xzr, x10, #99
  b.ls label5 ; b label4
block4:
  b label7
block5:
  sub x9, x9, #1
  lsr x10, x9, #6
  movz x11, #8192, LSL #32
  ldr x10, [x11, x10, LSL #3]
  and x9, x9, #63
  lsr x9, x10, x9
  tbnz x9, #0, label8 ; b label6
block6:
  b label7
block7:
  b label19
block8:
  movz x9, #4145, LSL #32
  ldr w9, [x9, x0, LSL #2]
  mov w9, w9
  sub x9, x9, #1
  subs xzr, x9, #99
  b.ls label10 ; b label9
block9:
  b label12
block10:
  lsr x10, x9, #6
  movz x11, #8448, LSL #32
  ldr x10, [x11, x10, LSL #3]
  and x9, x9, #63
  lsr x9, x10, x9
  tbnz x9, #0, label13 ; b label11
block11:
  b label12
block12:
  b label19
block13:
  movz x9, #4146, LSL #32
  ldr w9, [x9, x0, LSL #2]
  mov w9, w9
  sub x9, x9, #1
  subs xzr, x9, #1023
  b.ls label15 ; b label14
block14:
  b label17
block15:
  lsr x10, x9, #6
  movz x11, #8704, LSL #32
  ldr x10, [x11, x10, LSL #3]
  and x9, x9, #63
  lsr x9, x10, x9
  tbnz x9, #0, label18 ; b label16
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

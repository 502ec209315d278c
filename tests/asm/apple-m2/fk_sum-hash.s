; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `R`: hash (identity hash, 2048 slots of 8 B)
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
  ldr w3, [x3, x2, LSL #2]
  mov w4, w3
  sub x4, x4, #1
  and x14, x4, #2047
  b label4
block4:
  movz x4, #8192, LSL #32
  add x5, x4, x14, LSL 3
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
  movz x3, #4097, LSL #32
  ldr w3, [x3, x2, LSL #2]
  str w3, [x5, #4]
  b label10
block10:
  add x2, x2, #1
  b label1

; kernel probe_1 — probe pipeline over `S`: `R` hash (identity hash, unique keys, 2048 slots of 8 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  mov x3, x1
  ldr x13, [x2]
  ldr x15, [x2, #16]
  movz x1, #0
  b label1
block1:
  subs xzr, x0, x3
  b.lo label3 ; b label2
block2:
  str x13, [x2]
  str x15, [x2, #16]
  ldp x3, x0, [x2, #32]
  asr x4, x1, #63
  adds x1, x3, x1
  adc x0, x0, x4
  stp x1, x0, [x2, #32]
  movz x0, #0
  ret
block3:
  movz x4, #4112, LSL #32
  ldr w4, [x4, x0, LSL #2]
  mov w5, w4
  sub x6, x5, #1
  subs xzr, x6, #1023
  b.ls label5 ; b label4
block4:
  b label7
block5:
  sub x5, x5, #1
  lsl x7, x5, #3
  movz x6, #8192, LSL #32
  ldr w7, [x7, x6]
  subs wzr, w7, w4
  b.eq label8 ; b label6
block6:
  b label7
block7:
  b label9
block8:
  add x4, x6, x5, LSL 3
  ldr w4, [x4, #4]
  add x13, x13, #1
  add x15, x15, #1
  add x1, x1, x4, UXTW
  b label9
block9:
  add x0, x0, #1
  b label1

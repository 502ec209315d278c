; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `R`: vector (1024 elements of 2 B (payload − min + 1))
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
  add x4, x5, x4, UXTW
  orr x5, xzr, #35184372088830
  ldrh w4, [x4, x5]
  cbnz x4, label8 ; b label6
block6:
  b label7
block7:
  b label9
block8:
  add x13, x13, #1
  add x15, x15, #1
  add x1, x1, x4, UXTW
  b label9
block9:
  add x0, x0, #1
  b label1

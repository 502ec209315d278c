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
  b.lo label2 ; b label3
block2:
  b label4
block3:
  ret
block4:
  ldr w6, [x3, x1, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #1023
  b.ls label6 ; b label5
block5:
  b label7
block6:
  ldr w7, [x4, x1, LSL #2]
  add x6, x5, x6, LSL 1
  movz w8, #0
  casalh w8, w8, w7, [x6]
  uxth w6, w8
  subs wzr, w6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label7
block7:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label8 ; b label9
block8:
  b label4
block9:
  b label1


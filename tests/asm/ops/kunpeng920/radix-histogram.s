; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel histogram_0 — radix histogram of `R` (2 partitions)
; context block (first argument): +0: R.key
block0:
  ldr x0, [x0]
  b label1
block1:
  subs xzr, x1, x2
  b.lo label2 ; b label3
block2:
  b label4
block3:
  movz x0, #0
  ret
block4:
  ldr w4, [x0, x1, LSL #2]
  mov w5, w4
  movz x4, #1
  sub x5, x5, #1
  and x5, x5, #2047
  lsr x5, x5, #10
  subs xzr, x5, x4
  csel x4, x5, x4, lo
  ldr x5, [x3, x4, LSL #3]
  add x5, x5, #1
  str x5, [x3, x4, LSL #3]
  b label5
block5:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label6 ; b label7
block6:
  b label4
block7:
  b label1


; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel probe_1 — probe pipeline over `A`: `B` hash (multiplicative hash, duplicate keys, 2048 slots of 16 B)
; context block (first argument): +0: B structure, +8: A.k, +16: A.ts
block0:
  mov x5, x0
  ldr x4, [x3]
  ldr d21, [x3, #32]
  ldr x0, [x3, #48]
  mov x7, x5
  ldr x5, [x7]
  ldr x6, [x7, #8]
  ldr x7, [x7, #16]
  b label1
block1:
  subs xzr, x1, x2
  b.lo label2 ; b label3
block2:
  b label4
block3:
  str x4, [x3]
  str x4, [x3, #16]
  str d21, [x3, #32]
  str x0, [x3, #48]
  movz x0, #0
  ret
block4:
  ldr x8, [x6, x1, LSL #3]
  movz x9, #31765
  movk x9, x9, #32586, LSL #16
  movk x9, x9, #31161, LSL #32
  movk x9, x9, #40503, LSL #48
  madd x9, x8, x9, xzr
  lsr x9, x9, #53
  cbz x8, label5 ; b label6
block5:
  b label13
block6:
  mov x12, x1
  b label7
block7:
  lsl x11, x9, #4
  add x10, x5, x9, LSL 4
  ldr x11, [x5, x11]
  subs xzr, x11, x8
  b.eq label11 ; b label8
block8:
  cbz x11, label9 ; b label10
block9:
  mov x1, x12
  b label13
block10:
  b label12
block11:
  ldr d5, [x10, #8]
  ldr x10, [x7, x1, LSL #3]
  add x4, x4, #1
  fadd d21, d21, d5
  subs xzr, x10, x0
  csel x0, x10, x0, gt
  b label12
block12:
  add x9, x9, #1
  and x9, x9, #2047
  b label7
block13:
  b label14
block14:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label15 ; b label16
block15:
  b label4
block16:
  b label1

; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel probe_2 — probe pipeline over `orders`: `returns` hash (multiplicative hash, duplicate keys, 256 slots of 8 B); `shipments` hash (multiplicative hash, unique keys, 2048 slots of 32 B)
; context block (first argument): +0: orders.amount, +8: returns structure, +16: orders.cust, +24: shipments structure, +32: orders.day
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 16 }
  stp x19, x26, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p26i }
block0:
  mov x9, x2
  ldr x2, [x3]
  ldp x12, x15, [x3, #32]
  ldr x4, [x0]
  ldr x5, [x0, #8]
  ldr x6, [x0, #16]
  ldr x7, [x0, #24]
  ldr x8, [x0, #32]
  b label1
block1:
  subs xzr, x1, x9
  b.lo label2 ; b label3
block2:
  b label4
block3:
  str x2, [x3]
  str x2, [x3, #16]
  stp x12, x15, [x3, #32]
  movz x0, #0
  ldp x19, x26, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block4:
  ldr x10, [x4, x1, LSL #3]
  subs xzr, x10, #0
  b.gt label6 ; b label5
block5:
  b label20
block6:
  ldr x11, [x6, x1, LSL #3]
  movz x0, #31765
  movk x0, x0, #32586, LSL #16
  movk x0, x0, #31161, LSL #32
  movk x0, x0, #40503, LSL #48
  madd x0, x11, x0, xzr
  lsr x13, x0, #56
  cbz x11, label7 ; b label8
block7:
  mov x26, x1
  b label14
block8:
  mov x26, x1
  b label9
block9:
  ldr x0, [x5, x13, LSL #3]
  subs xzr, x0, x11
  b.eq label13 ; b label10
block10:
  cbz x0, label11 ; b label12
block11:
  b label14
block12:
  add x0, x13, #1
  and x13, x0, #255
  b label9
block13:
  mov x1, x26
  b label20
block14:
  ldr w1, [x8, x1, LSL #2]
  sxtw x0, w1
  movz x13, #60239
  movk x13, x13, #10196, LSL #16
  movk x13, x13, #44605, LSL #32
  movk x13, x13, #49842, LSL #48
  madd x0, x0, x13, xzr
  extr x0, x0, #32
  eor x0, x11, x0
  movz x13, #31765
  movk x13, x13, #32586, LSL #16
  movk x13, x13, #31161, LSL #32
  movk x13, x13, #40503, LSL #48
  madd x0, x0, x13, xzr
  lsr x13, x0, #53
  b label15
block15:
  lsl x14, x13, #5
  add x0, x7, x13, LSL 5
  ldr w14, [x7, x14]
  cbnz w14, label17 ; b label16
block16:
  mov x1, x26
  b label20
block17:
  ldr x19, [x0, #8]
  ldr w0, [x0, #16]
  subs xzr, x19, x11
  cset x19, eq
  subs wzr, w0, w1
  cset x0, eq
  and w0, w19, w0
  subs wzr, w14, #0
  cset x14, ne
  and w0, w0, w14
  ands wzr, w0, #255
  b.ne label19 ; b label18
block18:
  add x0, x13, #1
  and x13, x0, #2047
  b label15
block19:
  add x2, x2, #1
  asr x0, x10, #63
  adds x12, x12, x10
  adc x15, x15, x0
  mov x1, x26
  b label20
block20:
  add x1, x1, #1
  subs xzr, x1, x9
  b.lo label21 ; b label22
block21:
  b label4
block22:
  b label1

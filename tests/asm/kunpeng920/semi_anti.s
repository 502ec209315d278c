; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `shipments`: hash (multiplicative hash, 2048 slots of 32 B)
; context block (first argument): +0: shipments structure, +8: shipments.cust, +16: shipments.day
block0:
  ldr x5, [x0]
  ldr x3, [x0, #8]
  ldr x4, [x0, #16]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  ret
block3:
  ldr x6, [x3, x1, LSL #3]
  ldr w7, [x4, x1, LSL #2]
  sxtw x8, w7
  movz x9, #60239
  movk x9, x9, #10196, LSL #16
  movk x9, x9, #44605, LSL #32
  movk x9, x9, #49842, LSL #48
  madd x8, x8, x9, xzr
  extr x8, x8, #32
  eor x8, x6, x8
  movz x9, #31765
  movk x9, x9, #32586, LSL #16
  movk x9, x9, #31161, LSL #32
  movk x9, x9, #40503, LSL #48
  madd x8, x8, x9, xzr
  lsr x8, x8, #53
  b label4
block4:
  add x9, x5, x8, LSL 5
  ldar w10, [x9]
  cbnz w10, label5 ; b label6
block5:
  b label9
block6:
  movz w10, #0
  movz w11, #2
  casal w10, w10, w11, [x9]
  cbnz w10, label7 ; b label8
block7:
  b label9
block8:
  str x6, [x9, #8]
  str w7, [x9, #16]
  movz w6, #1
  stlr w6, [x9]
  b label14
block9:
  ldar w10, [x9]
  subs wzr, w10, #2
  b.eq label10 ; b label11
block10:
  b label9
block11:
  ldr x10, [x9, #8]
  ldr w9, [x9, #16]
  subs xzr, x10, x6
  cset x10, eq
  subs wzr, w9, w7
  cset x9, eq
  and w9, w10, w9
  ands wzr, w9, #255
  b.ne label13 ; b label12
block12:
  add x8, x8, #1
  and x8, x8, #2047
  b label4
block13:
  add x0, x0, #1
  b label14
block14:
  add x1, x1, #1
  b label1

; kernel build_1 — build `returns`: hash (multiplicative hash, 256 slots of 8 B)
; context block (first argument): +0: returns structure, +8: returns.cust
block0:
  ldr x4, [x0]
  ldr x3, [x0, #8]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  ret
block3:
  ldr x5, [x3, x1, LSL #3]
  movz x6, #31765
  movk x6, x6, #32586, LSL #16
  movk x6, x6, #31161, LSL #32
  movk x6, x6, #40503, LSL #48
  madd x6, x5, x6, xzr
  lsr x6, x6, #56
  b label4
block4:
  add x8, x4, x6, LSL 3
  ldar x7, [x8]
  cbz x7, label6 ; b label5
block5:
  b label8
block6:
  movz x7, #0
  casal x7, x7, x5, [x8]
  cbz x7, label11 ; b label7
block7:
  b label8
block8:
  subs xzr, x7, x5
  b.eq label10 ; b label9
block9:
  add x6, x6, #1
  and x6, x6, #255
  b label4
block10:
  add x0, x0, #1
  b label12
block11:
  b label12
block12:
  add x1, x1, #1
  b label1

; kernel probe_2 — probe pipeline over `orders`: `shipments` hash (multiplicative hash, unique keys, 2048 slots of 32 B); `returns` hash (multiplicative hash, duplicate keys, 256 slots of 8 B)
; context block (first argument): +0: orders.amount, +8: shipments structure, +16: orders.cust, +24: orders.day, +32: returns structure
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  str x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p28i }
  stp x23, x27, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p23i }
  unwind SaveReg { clobber_offset: 8, reg: p27i }
block0:
  mov x8, x2
  ldr x2, [x3]
  ldp x4, x23, [x3, #32]
  ldr x14, [x0]
  ldr x15, [x0, #8]
  ldr x5, [x0, #16]
  ldr x6, [x0, #24]
  ldr x7, [x0, #32]
  b label1
block1:
  subs xzr, x1, x8
  b.lo label3 ; b label2
block2:
  str x2, [x3]
  str x2, [x3, #16]
  stp x4, x23, [x3, #32]
  movz x0, #0
  ldp x23, x27, [sp], #16
  ldr x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x9, [x14, x1, LSL #3]
  subs xzr, x9, #0
  b.gt label5 ; b label4
block4:
  b label19
block5:
  ldr x10, [x5, x1, LSL #3]
  ldr w11, [x6, x1, LSL #2]
  sxtw x0, w11
  movz x12, #60239
  movk x12, x12, #10196, LSL #16
  movk x12, x12, #44605, LSL #32
  movk x12, x12, #49842, LSL #48
  madd x0, x0, x12, xzr
  extr x0, x0, #32
  eor x0, x10, x0
  movz x12, #31765
  movk x12, x12, #32586, LSL #16
  movk x12, x12, #31161, LSL #32
  movk x12, x12, #40503, LSL #48
  madd x0, x0, x12, xzr
  lsr x12, x0, #53
  b label6
block6:
  lsl x13, x12, #5
  add x0, x15, x12, LSL 5
  ldr w13, [x15, x13]
  cbnz w13, label8 ; b label7
block7:
  b label19
block8:
  ldr x27, [x0, #8]
  ldr w0, [x0, #16]
  subs xzr, x27, x10
  cset x28, eq
  subs wzr, w0, w11
  cset x0, eq
  and w0, w28, w0
  subs wzr, w13, #0
  cset x13, ne
  and w0, w0, w13
  ands wzr, w0, #255
  b.ne label10 ; b label9
block9:
  add x0, x12, #1
  and x12, x0, #2047
  b label6
block10:
  movz x0, #31765
  movk x0, x0, #32586, LSL #16
  movk x0, x0, #31161, LSL #32
  movk x0, x0, #40503, LSL #48
  madd x0, x10, x0, xzr
  lsr x11, x0, #56
  cbz x10, label11 ; b label12
block11:
  b label18
block12:
  b label13
block13:
  ldr x0, [x7, x11, LSL #3]
  subs xzr, x0, x10
  b.eq label17 ; b label14
block14:
  cbz x0, label15 ; b label16
block15:
  b label18
block16:
  add x0, x11, #1
  and x11, x0, #255
  b label13
block17:
  b label19
block18:
  add x2, x2, #1
  asr x0, x9, #63
  adds x4, x4, x9
  adc x23, x23, x0
  b label19
block19:
  add x1, x1, #1
  b label1

; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `customers`: vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: customers.nation, +16: customers.id
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
  subs wzr, w6, #3
  cset x7, eq
  subs wzr, w6, #7
  cset x6, eq
  orr w6, w7, w6
  ands wzr, w6, #255
  b.ne label6 ; b label5
block5:
  b label9
block6:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #7
  b.ls label8 ; b label7
block7:
  b label9
block8:
  ldr w7, [x3, x1, LSL #2]
  add x6, x6, x5
  movz w8, #0
  casalb w8, w8, w7, [x6]
  ands wzr, w8, #255
  cset x6, ne
  add x0, x0, x6, UXTB
  b label9
block9:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label10 ; b label11
block10:
  b label4
block11:
  b label1

; kernel probe_1 — probe pipeline over `orders`: `customers` vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: orders.cust_id, +16: orders.order_id, +24: orders.amount
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 80 }
  stp x27, x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 64, reg: p27i }
  unwind SaveReg { clobber_offset: 72, reg: p28i }
  stp x25, x26, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p25i }
  unwind SaveReg { clobber_offset: 56, reg: p26i }
  stp x23, x24, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p24i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #32
  unwind StackAlloc { size: 32 }
block0:
  ldr x23, [x3]
  ldr x19, [x0]
  ldr x20, [x0, #8]
  ldr x22, [x0, #16]
  str x22, [sp, #16]
  ldr x0, [x0, #24]
  str x0, [sp, #8]
  sub x0, x2, x1
  str x2, [sp]
  and x0, x0, #18446744073709551608
  add x24, x1, x0
  mov x27, x1
  b label1
block1:
  subs xzr, x27, x24
  b.lo label20 ; b label2
block2:
  b label3
block3:
  movn x27, #1
  ldr x25, [sp]
  subs xzr, x24, x25
  b.lo label4 ; b label5
block4:
  b label6
block5:
  mov x26, x3
  b label35
block6:
  ldr w0, [x20, x24, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  subs xzr, x0, #7
  b.ls label8 ; b label7
block7:
  b label10
block8:
  ldrb w21, [x0, x19]
  cbnz x21, label11 ; b label9
block9:
  b label10
block10:
  mov x26, x3
  b label17
block11:
  mov x26, x3
  ldr x0, [x26, #24]
  ldr x1, [x26, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label13 ; b label12
block12:
  b label14
block13:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x26
  blr x1
  b label14
block14:
  ldr x2, [x26, #16]
  ldr x0, [x26, #24]
  ldr x28, [sp, #16]
  ldr x3, [x28, x24, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  ldr x28, [sp, #8]
  ldr x2, [x28, x24, LSL #3]
  str x2, [x1, #8]
  mov w2, w21
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x26, #24]
  add x0, x23, #1
  subs xzr, x23, x27
  b.eq label15 ; b label16
block15:
  mov x23, x0
  b label35
block16:
  mov x23, x0
  b label17
block17:
  add x24, x24, #1
  subs xzr, x24, x25
  str x25, [sp]
  b.lo label18 ; b label19
block18:
  mov x3, x26
  ldr x25, [sp]
  b label6
block19:
  mov x3, x26
  b label3
block20:
  mov x26, x3
  ldr w2, [x20, x27, LSL #2]
  mov w2, w2
  sub x2, x2, #1
  subs xzr, x2, #7
  cset x3, ls
  movz x4, #0
  subs xzr, x2, #7
  csel x5, x2, x4, ls
  ldrb w5, [x5, x19]
  add x6, x27, #1
  ldr w6, [x20, x6, LSL #2]
  mov w6, w6
  sub x7, x6, #1
  subs xzr, x7, #7
  cset x6, ls
  subs xzr, x7, #7
  csel x7, x7, x4, ls
  ldrb w8, [x7, x19]
  add x7, x27, #2
  ldr w7, [x20, x7, LSL #2]
  mov w7, w7
  sub x9, x7, #1
  subs xzr, x9, #7
  cset x7, ls
  subs xzr, x9, #7
  csel x9, x9, x4, ls
  ldrb w10, [x9, x19]
  add x9, x27, #3
  ldr w9, [x20, x9, LSL #2]
  mov w9, w9
  sub x11, x9, #1
  subs xzr, x11, #7
  cset x9, ls
  subs xzr, x11, #7
  csel x11, x11, x4, ls
  ldrb w12, [x11, x19]
  add x11, x27, #4
  ldr w11, [x20, x11, LSL #2]
  mov w11, w11
  sub x13, x11, #1
  subs xzr, x13, #7
  cset x11, ls
  subs xzr, x13, #7
  csel x13, x13, x4, ls
  ldrb w14, [x13, x19]
  add x13, x27, #5
  ldr w13, [x20, x13, LSL #2]
  mov w13, w13
  sub x15, x13, #1
  subs xzr, x15, #7
  cset x13, ls
  subs xzr, x15, #7
  csel x15, x15, x4, ls
  ldrb w0, [x15, x19]
  add x15, x27, #6
  ldr w15, [x20, x15, LSL #2]
  mov w15, w15
  sub x1, x15, #1
  subs xzr, x1, #7
  cset x15, ls
  subs xzr, x1, #7
  csel x1, x1, x4, ls
  ldrb w2, [x1, x19]
  add x1, x27, #7
  ldr w1, [x20, x1, LSL #2]
  mov w1, w1
  sub x21, x1, #1
  subs xzr, x21, #7
  cset x1, ls
  subs xzr, x21, #7
  csel x4, x21, x4, ls
  ldrb w4, [x4, x19]
  subs xzr, x5, #0
  cset x5, ne
  and w3, w5, w3
  uxtb w3, w3
  subs xzr, x8, #0
  cset x5, ne
  and w5, w5, w6
  uxtb w5, w5
  orr x3, x3, x5, LSL 1
  subs xzr, x10, #0
  cset x5, ne
  and w5, w5, w7
  uxtb w5, w5
  orr x3, x3, x5, LSL 2
  subs xzr, x12, #0
  cset x5, ne
  and w5, w5, w9
  uxtb w5, w5
  orr x3, x3, x5, LSL 3
  subs xzr, x14, #0
  cset x5, ne
  and w5, w5, w11
  uxtb w5, w5
  orr x3, x3, x5, LSL 4
  subs xzr, x0, #0
  cset x0, ne
  and w0, w0, w13
  uxtb w0, w0
  orr x0, x3, x0, LSL 5
  subs xzr, x2, #0
  cset x2, ne
  and w2, w2, w15
  uxtb w2, w2
  orr x0, x0, x2, LSL 6
  subs xzr, x4, #0
  cset x2, ne
  and w1, w2, w1
  uxtb w1, w1
  orr x28, x0, x1, LSL 7
  movn x25, #1
  cbnz x28, label21 ; b label22
block21:
  b label23
block22:
  ldr x0, [sp, #16]
  ldr x1, [sp, #8]
  b label34
block23:
  rbit x0, x28
  clz x0, x0
  add x21, x27, x0
  ldr w0, [x20, x21, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  ldrb w22, [x0, x19]
  cbnz x22, label25 ; b label24
block24:
  ldr x0, [sp, #16]
  ldr x1, [sp, #8]
  b label31
block25:
  ldr x0, [x26, #24]
  ldr x1, [x26, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label27 ; b label26
block26:
  b label28
block27:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x26
  blr x1
  b label28
block28:
  ldr x1, [x26, #16]
  ldr x2, [x26, #24]
  ldr x0, [sp, #16]
  ldr x4, [x0, x21, LSL #3]
  add x3, x1, x2, LSL 3
  str x4, [x1, x2, LSL #3]
  ldr x1, [sp, #8]
  ldr x4, [x1, x21, LSL #3]
  str x4, [x3, #8]
  mov w4, w22
  str x4, [x3, #16]
  add x2, x2, #3
  str x2, [x26, #24]
  add x2, x23, #1
  subs xzr, x23, x25
  b.eq label29 ; b label30
block29:
  mov x23, x2
  b label35
block30:
  mov x23, x2
  b label31
block31:
  sub x2, x28, #1
  and x28, x28, x2
  cbnz x28, label32 ; b label33
block32:
  str x1, [sp, #8]
  str x0, [sp, #16]
  b label23
block33:
  b label34
block34:
  add x27, x27, #8
  mov x3, x26
  str x1, [sp, #8]
  str x0, [sp, #16]
  b label1
block35:
  str x23, [x26]
  movz x0, #0
  add sp, sp, #32
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret

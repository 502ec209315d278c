; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel probe_3 — probe pipeline over `lineorder`: `supplier` vector (bitmap of 100 keys); `date` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: supplier structure, +8: lineorder.suppkey, +16: date structure, +24: lineorder.orderdate, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity, +72: selection lanes
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  sub sp, sp, #4096
  str wzr, [sp]
  add sp, sp, #4096
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
  movz x16, #4112
  sub sp, sp, x16, UXTX
  unwind StackAlloc { size: 4112 }
block0:
  str x2, [sp, #4096]
  ldr x4, [x3]
  ldp x5, x4, [x3, #32]
  ldr x4, [x3, #48]
  ldr x4, [x3, #64]
  ldr x11, [x0]
  ldr x12, [x0, #8]
  ldr x4, [x0, #16]
  ldr x5, [x0, #24]
  ldr x6, [x0, #32]
  ldr x7, [x0, #40]
  ldr x8, [x0, #48]
  ldr x9, [x0, #56]
  ldr x10, [x0, #64]
  ldr x13, [x0, #72]
  b label1
block1:
  ldr x2, [sp, #4096]
  b label2
block2:
  subs xzr, x1, x2
  str x2, [sp, #4096]
  b.lo label13 ; b label3
block3:
  ldr x15, [x3]
  ldp x14, x13, [x3, #32]
  ldr x1, [x3, #48]
  ldr x0, [x3, #64]
  ldr x2, [sp, #4096]
  ldr x19, [sp, #4096]
  b label4
block4:
  subs xzr, x19, x2
  b.lo label5 ; b label6
block5:
  b label7
block6:
  str x15, [x3]
  str x15, [x3, #16]
  stp x14, x13, [x3, #32]
  str x1, [x3, #48]
  str x0, [x3, #64]
  movz x0, #0
  movz x16, #4112
  add sp, sp, x16, UXTX
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block7:
  ldr w22, [x12, x19, LSL #2]
  ldr w21, [x5, x19, LSL #2]
  ldr w20, [x7, x19, LSL #2]
  mov w22, w22
  sub x23, x22, #1
  movz x22, #100
  subs xzr, x23, x22
  csel x23, x23, x22, lo
  lsr x24, x23, #6
  ldr x24, [x11, x24, LSL #3]
  lsr x23, x24, x23
  mov w21, w21
  sub x21, x21, #1
  subs xzr, x21, x22
  csel x21, x21, x22, lo
  lsr x22, x21, #6
  ldr x22, [x4, x22, LSL #3]
  lsr x21, x22, x21
  and x21, x23, x21
  mov w20, w20
  sub x20, x20, #1
  movz x22, #1024
  subs xzr, x20, x22
  csel x20, x20, x22, lo
  lsr x22, x20, #6
  ldr x22, [x6, x22, LSL #3]
  lsr x20, x22, x20
  and x20, x21, x20
  tbnz x20, #0, label9 ; b label8
block8:
  b label10
block9:
  ldr x20, [x8, x19, LSL #3]
  add x15, x15, #1
  movz x21, #0
  adds x14, x14, x20
  adc x13, x13, x21
  ldr w20, [x9, x19, LSL #2]
  subs xzr, x20, x1
  csel x1, x20, x1, lo
  ldr w20, [x10, x19, LSL #2]
  subs xzr, x20, x0
  csel x0, x20, x0, hi
  b label10
block10:
  add x19, x19, #1
  ldr x2, [sp, #4096]
  subs xzr, x19, x2
  b.lo label11 ; b label12
block11:
  b label7
block12:
  ldr x2, [sp, #4096]
  b label4
block13:
  ldr x24, [x0, #72]
  str x24, [sp, #4104]
  ldr x15, [x0]
  ldr x19, [x0, #8]
  movz x13, #0
  ldr x2, [sp, #4096]
  sub x14, x2, x1
  movz x20, #2048
  subs xzr, x14, x20
  csel x20, x14, x20, lo
  lsr x22, x20, #3
  mov x14, x13
  mov x23, x13
  b label14
block14:
  subs xzr, x23, x22
  b.lo label34 ; b label15
block15:
  and x21, x20, #18446744073709551608
  sub x21, x20, x21
  mov x22, x13
  b label16
block16:
  subs xzr, x22, x21
  b.lo label32 ; b label17
block17:
  ldr x19, [x0, #16]
  ldr x20, [x0, #24]
  mov x15, x13
  mov x21, x13
  b label18
block18:
  subs xzr, x21, x14
  b.lo label30 ; b label19
block19:
  ldr x14, [x0, #40]
  ldr x19, [x0, #64]
  ldr x20, [x0, #56]
  ldr x21, [x0, #48]
  mov x22, x13
  b label20
block20:
  subs xzr, x22, x15
  b.lo label28 ; b label21
block21:
  ldr x22, [x3]
  ldp x24, x25, [x3, #32]
  ldr x27, [x3, #48]
  ldr x14, [x3, #64]
  mov x19, x1
  b label22
block22:
  subs xzr, x13, x15
  b.lo label24 ; b label23
block23:
  str x22, [x3]
  str x22, [x3, #16]
  stp x24, x25, [x3, #32]
  str x27, [x3, #48]
  str x14, [x3, #64]
  add x1, x19, #2048
  ldr x2, [sp, #4096]
  b label2
block24:
  mov x20, sp
  ldrh w20, [x20, x13, LSL #1]
  add x20, x1, x20
  ldr w26, [x12, x20, LSL #2]
  ldr w23, [x5, x20, LSL #2]
  ldr w21, [x7, x20, LSL #2]
  mov w26, w26
  sub x28, x26, #1
  movz x26, #100
  subs xzr, x28, x26
  csel x28, x28, x26, lo
  lsr x2, x28, #6
  ldr x2, [x11, x2, LSL #3]
  lsr x28, x2, x28
  mov w2, w23
  sub x23, x2, #1
  subs xzr, x23, x26
  csel x23, x23, x26, lo
  lsr x2, x23, #6
  ldr x2, [x4, x2, LSL #3]
  lsr x2, x2, x23
  and x23, x28, x2
  mov w2, w21
  sub x21, x2, #1
  movz x26, #1024
  subs xzr, x21, x26
  csel x21, x21, x26, lo
  lsr x2, x21, #6
  ldr x2, [x6, x2, LSL #3]
  lsr x2, x2, x21
  and x2, x23, x2
  tbnz x2, #0, label26 ; b label25
block25:
  b label27
block26:
  ldr x21, [x8, x20, LSL #3]
  add x22, x22, #1
  movz x23, #0
  adds x24, x24, x21
  adc x25, x25, x23
  ldr w21, [x9, x20, LSL #2]
  subs xzr, x21, x27
  csel x27, x21, x27, lo
  ldr w20, [x10, x20, LSL #2]
  subs xzr, x20, x14
  csel x14, x20, x14, hi
  b label27
block27:
  add x13, x13, #1
  b label22
block28:
  mov x2, sp
  ldrh w2, [x2, x22, LSL #1]
  add x23, x1, x2
  ldr w2, [x14, x23, LSL #2]
  ldr w2, [x19, x23, LSL #2]
  ldr w2, [x20, x23, LSL #2]
  ldr x2, [x21, x23, LSL #3]
  b label29
block29:
  add x22, x22, #1
  b label20
block30:
  mov x25, sp
  ldrh w24, [x25, x21, LSL #1]
  strh w24, [x25, x15, LSL #1]
  b label31
block31:
  add x21, x21, #1
  add x2, x1, x24
  ldr w2, [x20, x2, LSL #2]
  mov w2, w2
  sub x26, x2, #1
  movz x27, #100
  subs xzr, x26, x27
  csel x27, x26, x27, lo
  lsr x2, x27, #6
  ldr x2, [x19, x2, LSL #3]
  lsr x2, x2, x27
  and x2, x2, #1
  add x15, x15, x2
  b label18
block32:
  and x2, x20, #18446744073709551608
  add x28, x2, x22
  mov x2, sp
  strh w28, [x2, x14, LSL #1]
  b label33
block33:
  add x22, x22, #1
  add x2, x1, x28
  ldr w2, [x19, x2, LSL #2]
  mov w2, w2
  sub x23, x2, #1
  movz x24, #100
  subs xzr, x23, x24
  csel x23, x23, x24, lo
  lsr x2, x23, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x23
  and x2, x2, #1
  add x14, x14, x2
  b label16
block34:
  lsl x24, x23, #3
  add x25, x1, x23, LSL 3
  add x27, x19, x25, LSL 2
  ldr w2, [x27, #28]
  mov w2, w2
  sub x28, x2, #1
  movz x26, #100
  subs xzr, x28, x26
  csel x28, x28, x26, lo
  lsr x2, x28, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x28
  and x28, x2, #1
  ldr w2, [x27, #24]
  mov w2, w2
  sub x21, x2, #1
  subs xzr, x21, x26
  csel x21, x21, x26, lo
  lsr x2, x21, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x21
  and x2, x2, #1
  add x28, x2, x28, LSL 1
  ldr w2, [x27, #20]
  mov w2, w2
  sub x21, x2, #1
  subs xzr, x21, x26
  csel x21, x21, x26, lo
  lsr x2, x21, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x21
  and x2, x2, #1
  add x28, x2, x28, LSL 1
  ldr w2, [x27, #16]
  mov w2, w2
  sub x21, x2, #1
  subs xzr, x21, x26
  csel x21, x21, x26, lo
  lsr x2, x21, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x21
  and x2, x2, #1
  add x28, x2, x28, LSL 1
  ldr w2, [x27, #12]
  mov w2, w2
  sub x21, x2, #1
  subs xzr, x21, x26
  csel x21, x21, x26, lo
  lsr x2, x21, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x21
  and x2, x2, #1
  add x28, x2, x28, LSL 1
  ldr w2, [x27, #8]
  mov w2, w2
  sub x21, x2, #1
  subs xzr, x21, x26
  csel x21, x21, x26, lo
  lsr x2, x21, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x21
  and x2, x2, #1
  add x28, x2, x28, LSL 1
  ldr w2, [x27, #4]
  mov w2, w2
  sub x21, x2, #1
  subs xzr, x21, x26
  csel x21, x21, x26, lo
  lsr x2, x21, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x21
  and x2, x2, #1
  add x27, x2, x28, LSL 1
  ldr w2, [x19, x25, LSL #2]
  mov w2, w2
  sub x21, x2, #1
  subs xzr, x21, x26
  csel x21, x21, x26, lo
  lsr x2, x21, #6
  ldr x2, [x15, x2, LSL #3]
  lsr x2, x2, x21
  and x2, x2, #1
  add x25, x2, x27, LSL 1
  ldr x21, [sp, #4104]
  ldr q0, [x21, x25, LSL #4]
  dup v1.8h, w24
  add v0.8h, v0.8h, v1.8h
  mov x24, sp
  lsl x2, x14, #1
  str q0, [x24, x2]
  b label35
block35:
  add x23, x23, #1
  fmov d0, x25
  cnt v0.8b, v0.8b
  addv b0, v0.8b
  umov w2, v0.b[0]
  add x14, x14, x2
  str x21, [sp, #4104]
  b label14

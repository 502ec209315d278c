; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel scatter_1 — radix scatter of `R` (8 B tuples)
; context block (first argument): +0: R partitioned tuples, +8: R.key, +16: R.payload
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  stp x23, x24, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p24i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
block0:
  ldr x19, [x0]
  ldr x20, [x0, #8]
  ldr x21, [x0, #16]
  mov x22, x2
  mov x23, x1
  b label1
block1:
  subs xzr, x23, x22
  b.lo label2 ; b label3
block2:
  b label4
block3:
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block4:
  ldr w1, [x20, x23, LSL #2]
  mov w2, w1
  movz x0, #1
  sub x2, x2, #1
  and x2, x2, #2047
  lsr x2, x2, #10
  subs xzr, x2, x0
  csel x4, x2, x0, lo
  mov x24, x3
  add x2, x24, x4, LSL 3
  ldr x3, [x24, x4, LSL #3]
  add x0, x24, x4, LSL 6
  add x0, x0, #64
  and x5, x3, #7
  lsl x6, x5, #3
  add x5, x0, x5, LSL 3
  str w1, [x0, x6]
  ldr w1, [x21, x23, LSL #2]
  str w1, [x5, #4]
  add x1, x3, #1
  str x1, [x24, x4, LSL #3]
  and x4, x1, #7
  cbnz x4, label5 ; b label6
block5:
  b label12
block6:
  ldr x2, [x2, #16]
  sub x3, x3, #7
  subs xzr, x3, x2
  b.hs label11 ; b label7
block7:
  b label8
block8:
  subs xzr, x2, x1
  b.lo label10 ; b label9
block9:
  b label12
block10:
  and x3, x2, #7
  ldr x3, [x0, x3, LSL #3]
  str x3, [x19, x2, LSL #3]
  add x2, x2, #1
  b label8
block11:
  add x1, x19, x3, LSL 3
  load_ext_name_far x2, User(userextname0)+0
  blr x2
  b label12
block12:
  add x23, x23, #1
  subs xzr, x23, x22
  b.lo label13 ; b label14
block13:
  mov x3, x24
  b label4
block14:
  mov x3, x24
  b label1


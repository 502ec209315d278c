; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `R`: hash (identity hash, 2048 slots of 8 B)
; context block (first argument): +0: R structure, +8: R.key, +16: R.payload
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 64 }
  str x25, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p25i }
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
  mov x25, x3
  ldr x19, [x0]
  ldr x20, [x0, #8]
  ldr x21, [x0, #16]
  movz x0, #0
  mov x6, x0
  mov x22, x2
  mov x2, x1
  b label1
block1:
  subs xzr, x2, x22
  b.lo label2 ; b label3
block2:
  b label4
block3:
  mov x0, x6
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block4:
  ldr w0, [x20, x2, LSL #2]
  mov w1, w0
  sub x1, x1, #1
  and x1, x1, #2047
  movz x3, #0
  mov x23, x2
  b label5
block5:
  add x4, x19, x1, LSL 3
  ldar w5, [x4]
  cbz w5, label7 ; b label6
block6:
  b label9
block7:
  movz w5, #0
  casal w5, w5, w0, [x4]
  cbz w5, label15 ; b label8
block8:
  b label9
block9:
  subs wzr, w5, w0
  b.eq label11 ; b label10
block10:
  mov x24, x6
  b label13
block11:
  add x3, x3, #1
  mov x24, x6
  add x24, x24, #1
  subs xzr, x3, #64
  b.hs label14 ; b label12
block12:
  b label13
block13:
  add x1, x1, #1
  and x1, x1, #2047
  mov x6, x24
  b label5
block14:
  load_ext_name_far x3, User(userextname1)+0
  mov x0, x25
  mov x2, x23
  blr x3
  b label16
block15:
  mov x24, x6
  ldr w0, [x21, x2, LSL #2]
  str w0, [x4, #4]
  b label16
block16:
  add x2, x23, #1
  subs xzr, x2, x22
  b.lo label17 ; b label18
block17:
  mov x6, x24
  b label4
block18:
  mov x6, x24
  b label1


; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `customers`: hash (identity hash, 16 slots of 8 B)
block0:
  mov x2, x0
  movz x0, #0
  b label1
block1:
  subs xzr, x2, x1
  b.lo label3 ; b label2
block2:
  ret
block3:
  movz x3, #4097, LSL #32
  ldr w4, [x3, x2, LSL #2]
  subs wzr, w4, #3
  cset x5, eq
  subs wzr, w4, #7
  cset x4, eq
  orr w4, w5, w4
  ands wzr, w4, #255
  b.ne label5 ; b label4
block4:
  b label12
block5:
  movz x4, #4096, LSL #32
  ldr w4, [x4, x2, LSL #2]
  mov w5, w4
  sub x5, x5, #1
  and x5, x5, #15
  b label6
block6:
  movz x6, #8192, LSL #32
  add x7, x6, x5, LSL 3
  ldar w6, [x7]
  cbz w6, label8 ; b label7
block7:
  b label10
block8:
  movz w6, #0
  casal w6, w6, w4, [x7]
  cbz w6, label11 ; b label9
block9:
  b label10
block10:
  add x5, x5, #1
  and x5, x5, #15
  subs wzr, w6, w4
  cset x6, eq
  add x0, x0, x6, UXTB
  b label6
block11:
  ldr w3, [x3, x2, LSL #2]
  str w3, [x7, #4]
  b label12
block12:
  add x2, x2, #1
  b label1

; kernel probe_1 — probe pipeline over `orders`: `customers` hash (identity hash, unique keys, 16 slots of 8 B)
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
  ldr x20, [x2]
  mov x4, x2
  movn x19, #1
  mov x21, x1
  mov x22, x0
  b label1
block1:
  subs xzr, x22, x21
  b.lo label3 ; b label2
block2:
  mov x23, x4
  b label15
block3:
  movz x0, #4113, LSL #32
  ldr w0, [x0, x22, LSL #2]
  mov w1, w0
  sub x1, x1, #1
  subs xzr, x1, #7
  b.ls label5 ; b label4
block4:
  b label7
block5:
  lsl x2, x1, #3
  movz x3, #8192, LSL #32
  add x24, x3, x1, LSL 3
  ldr w1, [x2, x3]
  subs wzr, w1, w0
  b.eq label8 ; b label6
block6:
  b label7
block7:
  mov x23, x4
  b label14
block8:
  mov x23, x4
  ldr x0, [x23, #24]
  ldr x1, [x23, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label10 ; b label9
block9:
  b label11
block10:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x23
  blr x1
  b label11
block11:
  ldr x2, [x23, #16]
  ldr x0, [x23, #24]
  movz x1, #4112, LSL #32
  ldr x3, [x1, x22, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  movz x2, #4114, LSL #32
  ldr x2, [x2, x22, LSL #3]
  str x2, [x1, #8]
  ldr w2, [x24, #4]
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x23, #24]
  add x0, x20, #1
  subs xzr, x20, x19
  b.eq label12 ; b label13
block12:
  mov x20, x0
  b label15
block13:
  mov x20, x0
  b label14
block14:
  add x22, x22, #1
  mov x4, x23
  b label1
block15:
  str x20, [x23]
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret

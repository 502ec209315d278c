; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `B`: hash (multiplicative hash, 2048 slots of 16 B)
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
block0:
  mov x20, x2
  mov x2, x0
  movz x0, #0
  mov x22, x0
  mov x19, x1
  b label1
block1:
  subs xzr, x2, x19
  b.lo label3 ; b label2
block2:
  mov x0, x22
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  mov x0, x22
  movz x1, #4096, LSL #32
  ldr x3, [x1, x2, LSL #3]
  movz x1, #31765
  movk x1, x1, #32586, LSL #16
  movk x1, x1, #31161, LSL #32
  movk x1, x1, #40503, LSL #48
  madd x1, x3, x1, xzr
  lsr x1, x1, #53
  movz x4, #0
  mov x21, x2
  b label4
block4:
  movz x5, #8192, LSL #32
  add x5, x5, x1, LSL 4
  ldar x6, [x5]
  cbz x6, label6 ; b label5
block5:
  b label8
block6:
  movz x6, #0
  casal x6, x6, x3, [x5]
  cbz x6, label14 ; b label7
block7:
  b label8
block8:
  subs xzr, x6, x3
  b.eq label10 ; b label9
block9:
  mov x22, x0
  b label12
block10:
  add x4, x4, #1
  add x5, x0, #1
  mov x22, x0
  subs xzr, x4, #64
  b.hs label13 ; b label11
block11:
  mov x22, x5
  b label12
block12:
  add x0, x1, #1
  and x1, x0, #2047
  mov x0, x22
  b label4
block13:
  load_ext_name_far x3, User(userextname1)+0
  mov x0, x20
  mov x2, x21
  blr x3
  mov x0, x22
  add x0, x0, #1
  b label15
block14:
  movz x1, #4097, LSL #32
  ldr d0, [x1, x2, LSL #3]
  str d0, [x5, #8]
  b label15
block15:
  add x2, x21, #1
  mov x22, x0
  b label1

; kernel probe_1 — probe pipeline over `A`: `B` hash (multiplicative hash, duplicate keys, 2048 slots of 16 B)
block0:
  ldr x5, [x2]
  ldr x4, [x2, #16]
  ldr d20, [x2, #32]
  ldr x3, [x2, #48]
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  str x5, [x2]
  str x4, [x2, #16]
  str d20, [x2, #32]
  str x3, [x2, #48]
  movz x0, #0
  ret
block3:
  movz x6, #4112, LSL #32
  ldr x6, [x6, x0, LSL #3]
  movz x7, #31765
  movk x7, x7, #32586, LSL #16
  movk x7, x7, #31161, LSL #32
  movk x7, x7, #40503, LSL #48
  madd x7, x6, x7, xzr
  lsr x8, x7, #53
  movz x7, #4113, LSL #32
  cbz x6, label4 ; b label5
block4:
  b label12
block5:
  mov x12, x0
  b label6
block6:
  lsl x10, x8, #4
  movz x11, #8192, LSL #32
  add x9, x11, x8, LSL 4
  ldr x10, [x10, x11]
  subs xzr, x10, x6
  b.eq label10 ; b label7
block7:
  cbz x10, label8 ; b label9
block8:
  mov x0, x12
  b label12
block9:
  b label11
block10:
  ldr d5, [x9, #8]
  ldr x9, [x7, x0, LSL #3]
  add x5, x5, #1
  add x4, x4, #1
  fadd d20, d20, d5
  subs xzr, x9, x3
  csel x3, x9, x3, gt
  b label11
block11:
  add x8, x8, #1
  and x8, x8, #2047
  b label6
block12:
  b label13
block13:
  add x0, x0, #1
  b label1

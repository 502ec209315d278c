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
  mov x21, x2
  movz x10, #0
  mov x22, x10
  mov x19, x1
  b label1
block1:
  subs xzr, x0, x19
  b.lo label3 ; b label2
block2:
  mov x0, x22
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  movz x1, #4096, LSL #32
  ldr x2, [x1, x0, LSL #3]
  movz x1, #31765
  movk x1, x1, #32586, LSL #16
  movk x1, x1, #31161, LSL #32
  movk x1, x1, #40503, LSL #48
  madd x1, x2, x1, xzr
  lsr x1, x1, #53
  mov x20, x0
  b label4
block4:
  movz x3, #8192, LSL #32
  add x3, x3, x1, LSL 4
  ldar x4, [x3]
  cbz x4, label6 ; b label5
block5:
  b label8
block6:
  movz x4, #0
  casal x4, x4, x2, [x3]
  cbz x4, label11 ; b label7
block7:
  b label8
block8:
  subs xzr, x4, x2
  b.eq label10 ; b label9
block9:
  add x1, x1, #1
  and x1, x1, #2047
  b label4
block10:
  load_ext_name_far x3, User(userextname1)+0
  mov x0, x21
  mov x2, x20
  blr x3
  mov x6, x22
  add x6, x6, #1
  b label12
block11:
  mov x6, x22
  movz x1, #4097, LSL #32
  ldr d0, [x1, x0, LSL #3]
  str d0, [x3, #8]
  b label12
block12:
  add x0, x20, #1
  mov x22, x6
  b label1

; kernel probe_1 — probe pipeline over `A`: `B` hash (multiplicative hash, duplicate keys, 2048 slots of 16 B)
block0:
  mov x5, x0
  ldr x4, [x2]
  ldr x3, [x2, #16]
  ldr d24, [x2, #32]
  ldr x0, [x2, #48]
  mov x8, x5
  b label1
block1:
  subs xzr, x8, x1
  b.lo label3 ; b label2
block2:
  str x4, [x2]
  str x3, [x2, #16]
  str d24, [x2, #32]
  str x0, [x2, #48]
  movz x0, #0
  ret
block3:
  movz x10, #4112, LSL #32
  ldr x10, [x10, x8, LSL #3]
  movz x11, #31765
  movk x11, x11, #32586, LSL #16
  movk x11, x11, #31161, LSL #32
  movk x11, x11, #40503, LSL #48
  madd x11, x10, x11, xzr
  lsr x6, x11, #53
  cbz x10, label4 ; b label5
block4:
  b label15
block5:
  mov x5, x8
  b label6
block6:
  lsl x13, x6, #4
  movz x14, #8192, LSL #32
  add x11, x14, x6, LSL 4
  ldr x13, [x13, x14]
  subs xzr, x13, x10
  b.eq label10 ; b label7
block7:
  cbz x13, label8 ; b label9
block8:
  mov x8, x5
  b label15
block9:
  add x6, x6, #1
  and x6, x6, #2047
  b label6
block10:
  movz x7, #20480, LSL #32
  add x9, x7, x6, LSL 3
  ldr x6, [x7, x6, LSL #3]
  ldr x7, [x9, #8]
  movz x9, #4113, LSL #32
  b label11
block11:
  ldr d19, [x11, #8]
  ldr x10, [x9, x8, LSL #3]
  b label12
block12:
  add x4, x4, #1
  add x3, x3, #1
  fadd d24, d24, d19
  subs xzr, x10, x0
  csel x0, x10, x0, gt
  subs xzr, x6, x7
  b.lo label14 ; b label13
block13:
  b label16
block14:
  movz x10, #20488, LSL #32
  add x11, x10, x6, LSL 4
  add x6, x6, #1
  b label11
block15:
  mov x5, x8
  b label16
block16:
  add x8, x5, #1
  b label1

; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `B`: hash (multiplicative hash, 2048 slots of 16 B)
; context block (first argument): +0: B structure, +8: B.k, +16: B.weight
  unwind Aarch64SetPointerAuth { return_addresses: false }
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
  mov x23, x3
  ldr x19, [x0]
  ldr x20, [x0, #8]
  ldr x21, [x0, #16]
  movz x0, #0
  mov x25, x0
  mov x22, x2
  mov x2, x1
  b label1
block1:
  subs xzr, x2, x22
  b.lo label3 ; b label2
block2:
  mov x0, x25
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x25, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr x0, [x20, x2, LSL #3]
  movz x1, #31765
  movk x1, x1, #32586, LSL #16
  movk x1, x1, #31161, LSL #32
  movk x1, x1, #40503, LSL #48
  madd x1, x0, x1, xzr
  lsr x1, x1, #53
  movz x3, #0
  mov x24, x2
  b label4
block4:
  add x4, x19, x1, LSL 4
  ldar x5, [x4]
  cbz x5, label6 ; b label5
block5:
  b label8
block6:
  movz x5, #0
  casal x5, x5, x0, [x4]
  cbz x5, label14 ; b label7
block7:
  b label8
block8:
  subs xzr, x5, x0
  b.eq label10 ; b label9
block9:
  b label12
block10:
  add x3, x3, #1
  mov x4, x25
  add x4, x4, #1
  subs xzr, x3, #64
  b.hs label13 ; b label11
block11:
  mov x25, x4
  b label12
block12:
  add x1, x1, #1
  and x1, x1, #2047
  b label4
block13:
  load_ext_name_far x3, User(userextname1)+0
  mov x0, x23
  mov x2, x24
  blr x3
  mov x0, x25
  add x0, x0, #1
  b label15
block14:
  mov x0, x25
  ldr d0, [x21, x2, LSL #3]
  str d0, [x4, #8]
  b label15
block15:
  add x2, x24, #1
  mov x25, x0
  b label1

; kernel probe_1 — probe pipeline over `A`: `B` hash (multiplicative hash, duplicate keys, 2048 slots of 16 B)
; context block (first argument): +0: B structure, +8: A.k, +16: A.ts
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  ldr x15, [x3]
  ldr d17, [x3, #32]
  ldr x9, [x3, #48]
  ldr x4, [x0]
  ldr x5, [x0, #8]
  ldr x6, [x0, #16]
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  str x15, [x3]
  str x15, [x3, #16]
  str d17, [x3, #32]
  str x9, [x3, #48]
  movz x0, #0
  ret
block3:
  ldr x7, [x5, x1, LSL #3]
  movz x0, #31765
  movk x0, x0, #32586, LSL #16
  movk x0, x0, #31161, LSL #32
  movk x0, x0, #40503, LSL #48
  madd x0, x7, x0, xzr
  lsr x8, x0, #53
  cbz x7, label4 ; b label5
block4:
  b label12
block5:
  mov x11, x1
  b label6
block6:
  lsl x10, x8, #4
  add x0, x4, x8, LSL 4
  ldr x10, [x4, x10]
  subs xzr, x10, x7
  b.eq label10 ; b label7
block7:
  cbz x10, label8 ; b label9
block8:
  mov x1, x11
  b label12
block9:
  b label11
block10:
  ldr d0, [x0, #8]
  ldr x0, [x6, x1, LSL #3]
  add x15, x15, #1
  fadd d17, d17, d0
  subs xzr, x0, x9
  csel x9, x0, x9, gt
  b label11
block11:
  add x8, x8, #1
  and x8, x8, #2047
  b label6
block12:
  b label13
block13:
  add x1, x1, #1
  b label1

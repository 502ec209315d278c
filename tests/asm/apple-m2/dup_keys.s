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
  mov x24, x3
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
  ldr x0, [x20, x2, LSL #3]
  movz x1, #31765
  movk x1, x1, #32586, LSL #16
  movk x1, x1, #31161, LSL #32
  movk x1, x1, #40503, LSL #48
  madd x1, x0, x1, xzr
  lsr x1, x1, #53
  movz x3, #0
  mov x25, x2
  b label5
block5:
  add x4, x19, x1, LSL 4
  ldar x5, [x4]
  cbz x5, label7 ; b label6
block6:
  b label9
block7:
  movz x5, #0
  casal x5, x5, x0, [x4]
  cbz x5, label15 ; b label8
block8:
  b label9
block9:
  subs xzr, x5, x0
  b.eq label11 ; b label10
block10:
  mov x23, x6
  b label13
block11:
  add x3, x3, #1
  mov x23, x6
  add x23, x23, #1
  subs xzr, x3, #64
  b.hs label14 ; b label12
block12:
  b label13
block13:
  add x1, x1, #1
  and x1, x1, #2047
  mov x6, x23
  b label5
block14:
  load_ext_name_far x3, User(userextname1)+0
  mov x0, x24
  mov x2, x25
  blr x3
  b label16
block15:
  mov x23, x6
  ldr d0, [x21, x2, LSL #3]
  str d0, [x4, #8]
  b label16
block16:
  add x2, x25, #1
  subs xzr, x2, x22
  b.lo label17 ; b label18
block17:
  mov x6, x23
  b label4
block18:
  mov x6, x23
  b label1

; kernel probe_1 — probe pipeline over `A`: `B` hash (multiplicative hash, duplicate keys, 2048 slots of 16 B)
; context block (first argument): +0: B structure, +8: A.k, +16: A.ts
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  mov x5, x0
  ldr x4, [x3]
  ldr d21, [x3, #32]
  ldr x0, [x3, #48]
  mov x7, x5
  ldr x5, [x7]
  ldr x6, [x7, #8]
  ldr x7, [x7, #16]
  b label1
block1:
  subs xzr, x1, x2
  b.lo label2 ; b label3
block2:
  b label4
block3:
  str x4, [x3]
  str x4, [x3, #16]
  str d21, [x3, #32]
  str x0, [x3, #48]
  movz x0, #0
  ret
block4:
  ldr x8, [x6, x1, LSL #3]
  movz x9, #31765
  movk x9, x9, #32586, LSL #16
  movk x9, x9, #31161, LSL #32
  movk x9, x9, #40503, LSL #48
  madd x9, x8, x9, xzr
  lsr x9, x9, #53
  cbz x8, label5 ; b label6
block5:
  b label13
block6:
  mov x12, x1
  b label7
block7:
  lsl x11, x9, #4
  add x10, x5, x9, LSL 4
  ldr x11, [x5, x11]
  subs xzr, x11, x8
  b.eq label11 ; b label8
block8:
  cbz x11, label9 ; b label10
block9:
  mov x1, x12
  b label13
block10:
  b label12
block11:
  ldr d5, [x10, #8]
  ldr x10, [x7, x1, LSL #3]
  add x4, x4, #1
  fadd d21, d21, d5
  subs xzr, x10, x0
  csel x0, x10, x0, gt
  b label12
block12:
  add x9, x9, #1
  and x9, x9, #2047
  b label7
block13:
  b label14
block14:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label15 ; b label16
block15:
  b label4
block16:
  b label1

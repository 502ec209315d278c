; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel histogram_0 — radix histogram of `R` (2 partitions)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  movz x0, #0
  ret
block3:
  movz x3, #4096, LSL #32
  ldr w3, [x3, x0, LSL #2]
  mov w4, w3
  movz x3, #1
  sub x4, x4, #1
  and x4, x4, #2047
  lsr x4, x4, #10
  subs xzr, x4, x3
  csel x3, x4, x3, lo
  ldr x4, [x2, x3, LSL #3]
  add x4, x4, #1
  str x4, [x2, x3, LSL #3]
  b label4
block4:
  add x0, x0, #1
  b label1

; kernel scatter_1 — radix scatter of `R` (8 B tuples)
  unwind Aarch64SetPointerAuth { return_addresses: false }
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  str x21, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
block0:
  mov x3, x2
  mov x19, x1
  mov x20, x0
  b label1
block1:
  subs xzr, x20, x19
  b.lo label3 ; b label2
block2:
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  movz x0, #4096, LSL #32
  ldr w2, [x0, x20, LSL #2]
  mov w1, w2
  movz x0, #1
  sub x1, x1, #1
  and x1, x1, #2047
  lsr x1, x1, #10
  subs xzr, x1, x0
  csel x4, x1, x0, lo
  mov x21, x3
  add x3, x21, x4, LSL 3
  ldr x5, [x21, x4, LSL #3]
  add x1, x21, x4, LSL 6
  add x0, x1, #64
  and x6, x5, #7
  lsl x7, x6, #3
  add x6, x0, x6, LSL 3
  str w2, [x0, x7]
  movz x0, #4097, LSL #32
  ldr w0, [x0, x20, LSL #2]
  str w0, [x6, #4]
  add x0, x5, #1
  str x0, [x21, x4, LSL #3]
  and x0, x0, #7
  cbnz x0, label4 ; b label5
block4:
  b label11
block5:
  ldr x2, [x3, #16]
  sub x0, x5, #7
  subs xzr, x0, x2
  b.hs label10 ; b label6
block6:
  b label7
block7:
  add x0, x5, #1
  subs xzr, x2, x0
  b.lo label9 ; b label8
block8:
  b label11
block9:
  and x0, x2, #7
  add x3, x1, #64
  ldr x0, [x3, x0, LSL #3]
  movz x3, #16384, LSL #32
  str x0, [x3, x2, LSL #3]
  add x2, x2, #1
  b label7
block10:
  add x0, x1, #64
  sub x1, x5, #7
  movz x2, #16384, LSL #32
  add x1, x2, x1, LSL 3
  load_ext_name_far x2, User(userextname0)+0
  blr x2
  b label11
block11:
  add x20, x20, #1
  mov x3, x21
  b label1

; kernel build_2 — build `R`: radix (identity hash, 2048 slots of 8 B, 2 partitions)
  unwind Aarch64SetPointerAuth { return_addresses: false }
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
  lsl x3, x2, #3
  movz x4, #16384, LSL #32
  ldr w4, [x3, x4]
  mov w5, w4
  sub x5, x5, #1
  and x15, x5, #2047
  b label4
block4:
  movz x5, #8192, LSL #32
  add x5, x5, x15, LSL 3
  ldar w6, [x5]
  cbz w6, label6 ; b label5
block5:
  b label8
block6:
  movz w6, #0
  casal w6, w6, w4, [x5]
  cbz w6, label9 ; b label7
block7:
  b label8
block8:
  add x5, x15, #1
  and x15, x5, #2047
  subs wzr, w6, w4
  cset x5, eq
  add x0, x0, x5, UXTB
  b label4
block9:
  movz x4, #4
  movk x4, x4, #16384, LSL #32
  ldr w3, [x3, x4]
  str w3, [x5, #4]
  b label10
block10:
  add x2, x2, #1
  b label1

; kernel histogram_3 — radix histogram of `S`
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  movz x0, #0
  ret
block3:
  movz x3, #4112, LSL #32
  ldr w3, [x3, x0, LSL #2]
  mov w4, w3
  movz x3, #1
  sub x4, x4, #1
  and x4, x4, #2047
  lsr x4, x4, #10
  subs xzr, x4, x3
  csel x3, x4, x3, lo
  ldr x4, [x2, x3, LSL #3]
  add x4, x4, #1
  str x4, [x2, x3, LSL #3]
  b label4
block4:
  add x0, x0, #1
  b label1

; kernel scatter_4 — radix scatter of `S` (4 B tuples)
  unwind Aarch64SetPointerAuth { return_addresses: false }
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 32 }
  str x21, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
block0:
  mov x3, x2
  mov x19, x1
  mov x20, x0
  b label1
block1:
  subs xzr, x20, x19
  b.lo label3 ; b label2
block2:
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldr x21, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  movz x0, #4112, LSL #32
  ldr w2, [x0, x20, LSL #2]
  mov w1, w2
  movz x0, #1
  sub x1, x1, #1
  and x1, x1, #2047
  lsr x1, x1, #10
  subs xzr, x1, x0
  csel x4, x1, x0, lo
  mov x21, x3
  add x3, x21, x4, LSL 3
  ldr x5, [x21, x4, LSL #3]
  add x1, x21, x4, LSL 6
  add x0, x1, #64
  and x6, x5, #15
  str w2, [x0, x6, LSL #2]
  add x0, x5, #1
  str x0, [x21, x4, LSL #3]
  and x0, x0, #15
  cbnz x0, label4 ; b label5
block4:
  b label11
block5:
  ldr x2, [x3, #16]
  sub x0, x5, #15
  subs xzr, x0, x2
  b.hs label10 ; b label6
block6:
  b label7
block7:
  add x0, x5, #1
  subs xzr, x2, x0
  b.lo label9 ; b label8
block8:
  b label11
block9:
  and x0, x2, #15
  add x3, x1, #64
  ldr w0, [x3, x0, LSL #2]
  movz x3, #16400, LSL #32
  str w0, [x3, x2, LSL #2]
  add x2, x2, #1
  b label7
block10:
  add x0, x1, #64
  sub x1, x5, #15
  movz x2, #16400, LSL #32
  add x1, x2, x1, LSL 2
  load_ext_name_far x2, User(userextname0)+0
  blr x2
  b label11
block11:
  add x20, x20, #1
  mov x3, x21
  b label1

; kernel probe_5 — probe pipeline over `S`: `R` radix (identity hash, unique keys, 2048 slots of 8 B, 2 partitions)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  mov x3, x1
  ldr x13, [x2]
  ldr x15, [x2, #16]
  movz x1, #0
  b label1
block1:
  subs xzr, x0, x3
  b.lo label3 ; b label2
block2:
  str x13, [x2]
  str x15, [x2, #16]
  ldp x3, x0, [x2, #32]
  asr x4, x1, #63
  adds x1, x3, x1
  adc x0, x0, x4
  stp x1, x0, [x2, #32]
  movz x0, #0
  ret
block3:
  movz x4, #16400, LSL #32
  ldr w4, [x4, x0, LSL #2]
  mov w5, w4
  sub x6, x5, #1
  subs xzr, x6, #1023
  b.ls label5 ; b label4
block4:
  b label7
block5:
  sub x5, x5, #1
  lsl x7, x5, #3
  movz x6, #8192, LSL #32
  ldr w7, [x7, x6]
  subs wzr, w7, w4
  b.eq label8 ; b label6
block6:
  b label7
block7:
  b label9
block8:
  add x4, x6, x5, LSL 3
  ldr w4, [x4, #4]
  add x13, x13, #1
  add x15, x15, #1
  add x1, x1, x4, UXTW
  b label9
block9:
  add x0, x0, #1
  b label1

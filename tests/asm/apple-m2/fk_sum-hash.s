; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `R`: hash (identity hash, 2048 slots of 8 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
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
  mov x2, x0
  movz x0, #0
  mov x22, x0
  mov x4, x2
  mov x19, x1
  b label1
block1:
  subs xzr, x4, x19
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
  ldr w2, [x1, x4, LSL #2]
  mov w1, w2
  sub x1, x1, #1
  and x1, x1, #2047
  movz x3, #0
  mov x20, x4
  b label4
block4:
  movz x5, #8192, LSL #32
  add x5, x5, x1, LSL 3
  ldar w6, [x5]
  cbz w6, label6 ; b label5
block5:
  b label8
block6:
  movz w6, #0
  casal w6, w6, w2, [x5]
  cbz w6, label14 ; b label7
block7:
  b label8
block8:
  subs wzr, w6, w2
  b.eq label10 ; b label9
block9:
  mov x22, x0
  b label12
block10:
  add x3, x3, #1
  add x0, x0, #1
  mov x22, x0
  subs xzr, x3, #64
  b.hs label13 ; b label11
block11:
  b label12
block12:
  add x0, x1, #1
  and x1, x0, #2047
  mov x0, x22
  b label4
block13:
  load_ext_name_far x3, User(userextname1)+0
  mov x0, x21
  mov x2, x20
  blr x3
  b label15
block14:
  mov x22, x0
  movz x0, #4097, LSL #32
  ldr w0, [x0, x4, LSL #2]
  str w0, [x5, #4]
  b label15
block15:
  add x4, x20, #1
  b label1

; kernel probe_1 — probe pipeline over `S`: `R` hash (identity hash, unique keys, 2048 slots of 8 B)
  unwind Aarch64SetPointerAuth { return_addresses: false }
block0:
  mov x5, x0
  ldr x4, [x2]
  ldr x3, [x2, #16]
  movz x0, #0
  sub x6, x1, x5
  and x6, x6, #18446744073709551612
  add x13, x5, x6
  b label1
block1:
  subs xzr, x5, x13
  b.lo label12 ; b label2
block2:
  b label3
block3:
  subs xzr, x13, x1
  b.lo label5 ; b label4
block4:
  str x4, [x2]
  str x3, [x2, #16]
  ldp x3, x1, [x2, #32]
  asr x4, x0, #63
  adds x0, x3, x0
  adc x1, x1, x4
  stp x0, x1, [x2, #32]
  movz x0, #0
  ret
block5:
  movz x5, #4112, LSL #32
  ldr w5, [x5, x13, LSL #2]
  mov w6, w5
  sub x7, x6, #1
  subs xzr, x7, #1023
  b.ls label7 ; b label6
block6:
  b label9
block7:
  sub x6, x6, #1
  lsl x8, x6, #3
  movz x7, #8192, LSL #32
  ldr w8, [x8, x7]
  subs wzr, w8, w5
  b.eq label10 ; b label8
block8:
  b label9
block9:
  b label11
block10:
  add x9, x7, x6, LSL 3
  ldr w9, [x9, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x9, UXTW
  b label11
block11:
  add x13, x13, #1
  b label3
block12:
  lsl x12, x5, #2
  movz x11, #4112, LSL #32
  ldr q16, [x12, x11]
  movi v17.4s, #1
  sub v16.4s, v16.4s, v17.4s
  movi v17.4s, #3, MSL #8
  cmhs v17.4s, v17.4s, v16.4s
  uminv s17, v17.4s
  mov x12, v17.d[0]
  subs xzr, x12, #0
  cset x14, ne
  ands wzr, w14, #255
  b.ne label37 ; b label13
block13:
  ldr w14, [x11, x5, LSL #2]
  mov w15, w14
  sub x6, x15, #1
  subs xzr, x6, #1023
  b.ls label15 ; b label14
block14:
  b label17
block15:
  sub x6, x15, #1
  lsl x8, x6, #3
  movz x7, #8192, LSL #32
  ldr w8, [x8, x7]
  subs wzr, w8, w14
  b.eq label18 ; b label16
block16:
  b label17
block17:
  b label19
block18:
  add x6, x7, x6, LSL 3
  ldr w6, [x6, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x6, UXTW
  b label19
block19:
  add x6, x5, #1
  ldr w6, [x11, x6, LSL #2]
  mov w7, w6
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label21 ; b label20
block20:
  b label23
block21:
  sub x7, x7, #1
  lsl x9, x7, #3
  movz x8, #8192, LSL #32
  ldr w9, [x9, x8]
  subs wzr, w9, w6
  b.eq label24 ; b label22
block22:
  b label23
block23:
  b label25
block24:
  add x6, x8, x7, LSL 3
  ldr w6, [x6, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x6, UXTW
  b label25
block25:
  add x6, x5, #2
  ldr w6, [x11, x6, LSL #2]
  mov w7, w6
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label27 ; b label26
block26:
  b label29
block27:
  sub x7, x7, #1
  lsl x9, x7, #3
  movz x8, #8192, LSL #32
  ldr w9, [x9, x8]
  subs wzr, w9, w6
  b.eq label30 ; b label28
block28:
  b label29
block29:
  b label31
block30:
  add x6, x8, x7, LSL 3
  ldr w6, [x6, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x6, UXTW
  b label31
block31:
  add x6, x5, #3
  ldr w6, [x11, x6, LSL #2]
  mov w7, w6
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label33 ; b label32
block32:
  b label35
block33:
  sub x7, x7, #1
  lsl x9, x7, #3
  movz x8, #8192, LSL #32
  ldr w9, [x9, x8]
  subs wzr, w9, w6
  b.eq label36 ; b label34
block34:
  b label35
block35:
  b label49
block36:
  add x6, x8, x7, LSL 3
  ldr w6, [x6, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x6, UXTW
  b label49
block37:
  ldr w8, [x11, x5, LSL #2]
  mov w7, v16.s[0]
  lsl x9, x7, #3
  movz x6, #8192, LSL #32
  ldr w9, [x9, x6]
  subs wzr, w9, w8
  b.eq label39 ; b label38
block38:
  b label40
block39:
  add x7, x6, x7, LSL 3
  ldr w7, [x7, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x7, UXTW
  b label40
block40:
  add x7, x5, #1
  ldr w8, [x11, x7, LSL #2]
  mov w7, v16.s[1]
  lsl x9, x7, #3
  ldr w9, [x9, x6]
  subs wzr, w9, w8
  b.eq label42 ; b label41
block41:
  b label43
block42:
  add x7, x6, x7, LSL 3
  ldr w7, [x7, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x7, UXTW
  b label43
block43:
  add x7, x5, #2
  ldr w8, [x11, x7, LSL #2]
  mov w7, v16.s[2]
  lsl x9, x7, #3
  ldr w9, [x9, x6]
  subs wzr, w9, w8
  b.eq label45 ; b label44
block44:
  b label46
block45:
  add x7, x6, x7, LSL 3
  ldr w7, [x7, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x7, UXTW
  b label46
block46:
  add x7, x5, #3
  ldr w8, [x11, x7, LSL #2]
  mov w7, v16.s[3]
  lsl x9, x7, #3
  ldr w9, [x9, x6]
  subs wzr, w9, w8
  b.eq label48 ; b label47
block47:
  b label49
block48:
  add x6, x6, x7, LSL 3
  ldr w6, [x6, #4]
  add x4, x4, #1
  add x3, x3, #1
  add x0, x0, x6, UXTW
  b label49
block49:
  add x5, x5, #4
  b label1

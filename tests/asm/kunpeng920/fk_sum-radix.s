; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel histogram_0 — radix histogram of `R` (2 partitions)
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
  mov x2, x1
  mov x1, x0
  movz x0, #0
  mov x22, x0
  mov x19, x2
  mov x20, x1
  b label1
block1:
  subs xzr, x20, x19
  b.lo label3 ; b label2
block2:
  mov x0, x22
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  mov x0, x22
  lsl x3, x20, #3
  movz x1, #16384, LSL #32
  ldr w2, [x3, x1]
  mov w1, w2
  sub x1, x1, #1
  and x1, x1, #2047
  movz x4, #0
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
  add x4, x4, #1
  add x0, x0, #1
  mov x22, x0
  subs xzr, x4, #64
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
  movz x0, #4
  movk x0, x0, #16384, LSL #32
  ldr w0, [x3, x0]
  str w0, [x5, #4]
  b label15
block15:
  add x20, x20, #1
  b label1

; kernel histogram_3 — radix histogram of `S`
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
  movz x5, #16400, LSL #32
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
  movz x11, #16400, LSL #32
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

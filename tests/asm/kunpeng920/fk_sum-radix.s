; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel histogram_0 — radix histogram of `R` (2 partitions)
; context block (first argument): +0: R.key
block0:
  ldr x0, [x0]
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  movz x0, #0
  ret
block3:
  ldr w4, [x0, x1, LSL #2]
  mov w5, w4
  movz x4, #1
  sub x5, x5, #1
  and x5, x5, #2047
  lsr x5, x5, #10
  subs xzr, x5, x4
  csel x4, x5, x4, lo
  ldr x5, [x3, x4, LSL #3]
  add x5, x5, #1
  str x5, [x3, x4, LSL #3]
  b label4
block4:
  add x1, x1, #1
  b label1

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
  b.lo label3 ; b label2
block2:
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr w2, [x20, x23, LSL #2]
  mov w1, w2
  movz x0, #1
  sub x1, x1, #1
  and x1, x1, #2047
  lsr x1, x1, #10
  subs xzr, x1, x0
  csel x4, x1, x0, lo
  mov x24, x3
  add x3, x24, x4, LSL 3
  ldr x6, [x24, x4, LSL #3]
  add x1, x24, x4, LSL 6
  add x5, x1, #64
  and x0, x6, #7
  lsl x7, x0, #3
  add x0, x5, x0, LSL 3
  str w2, [x5, x7]
  ldr w2, [x21, x23, LSL #2]
  str w2, [x0, #4]
  add x0, x6, #1
  str x0, [x24, x4, LSL #3]
  and x0, x0, #7
  cbnz x0, label4 ; b label5
block4:
  b label11
block5:
  ldr x2, [x3, #16]
  sub x0, x6, #7
  subs xzr, x0, x2
  b.hs label10 ; b label6
block6:
  b label7
block7:
  add x0, x6, #1
  subs xzr, x2, x0
  b.lo label9 ; b label8
block8:
  b label11
block9:
  and x0, x2, #7
  add x3, x1, #64
  ldr x0, [x3, x0, LSL #3]
  str x0, [x19, x2, LSL #3]
  add x2, x2, #1
  b label7
block10:
  add x0, x1, #64
  sub x1, x6, #7
  add x1, x19, x1, LSL 3
  load_ext_name_far x2, User(userextname0)+0
  blr x2
  b label11
block11:
  add x23, x23, #1
  mov x3, x24
  b label1

; kernel build_2 — build `R`: radix (identity hash, 2048 slots of 8 B, 2 partitions)
; context block (first argument): +0: R structure, +8: R tuples
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
  mov x23, x3
  ldr x19, [x0]
  ldr x20, [x0, #8]
  movz x0, #0
  mov x24, x0
  mov x21, x2
  mov x22, x1
  b label1
block1:
  subs xzr, x22, x21
  b.lo label3 ; b label2
block2:
  mov x0, x24
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  mov x0, x24
  lsl x1, x22, #3
  add x3, x20, x22, LSL 3
  ldr w2, [x20, x1]
  mov w1, w2
  sub x1, x1, #1
  and x1, x1, #2047
  movz x4, #0
  b label4
block4:
  add x5, x19, x1, LSL 3
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
  mov x24, x0
  b label12
block10:
  add x4, x4, #1
  add x0, x0, #1
  mov x24, x0
  subs xzr, x4, #64
  b.hs label13 ; b label11
block11:
  b label12
block12:
  add x0, x1, #1
  and x1, x0, #2047
  mov x0, x24
  b label4
block13:
  load_ext_name_far x3, User(userextname1)+0
  mov x0, x23
  mov x2, x22
  blr x3
  b label15
block14:
  mov x24, x0
  ldr w0, [x3, #4]
  str w0, [x5, #4]
  b label15
block15:
  add x22, x22, #1
  b label1

; kernel histogram_3 — radix histogram of `S`
; context block (first argument): +0: S.fk
block0:
  ldr x0, [x0]
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  movz x0, #0
  ret
block3:
  ldr w4, [x0, x1, LSL #2]
  mov w5, w4
  movz x4, #1
  sub x5, x5, #1
  and x5, x5, #2047
  lsr x5, x5, #10
  subs xzr, x5, x4
  csel x4, x5, x4, lo
  ldr x5, [x3, x4, LSL #3]
  add x5, x5, #1
  str x5, [x3, x4, LSL #3]
  b label4
block4:
  add x1, x1, #1
  b label1

; kernel scatter_4 — radix scatter of `S` (4 B tuples)
; context block (first argument): +0: S partitioned tuples, +8: S.fk
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 48 }
  str x23, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
block0:
  ldr x19, [x0]
  ldr x20, [x0, #8]
  mov x21, x2
  mov x22, x1
  b label1
block1:
  subs xzr, x22, x21
  b.lo label3 ; b label2
block2:
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldr x23, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block3:
  ldr w2, [x20, x22, LSL #2]
  mov w1, w2
  movz x0, #1
  sub x1, x1, #1
  and x1, x1, #2047
  lsr x1, x1, #10
  subs xzr, x1, x0
  csel x4, x1, x0, lo
  mov x23, x3
  add x3, x23, x4, LSL 3
  ldr x5, [x23, x4, LSL #3]
  add x1, x23, x4, LSL 6
  add x0, x1, #64
  and x6, x5, #15
  str w2, [x0, x6, LSL #2]
  add x0, x5, #1
  str x0, [x23, x4, LSL #3]
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
  str w0, [x19, x2, LSL #2]
  add x2, x2, #1
  b label7
block10:
  add x0, x1, #64
  sub x1, x5, #15
  add x1, x19, x1, LSL 2
  load_ext_name_far x2, User(userextname0)+0
  blr x2
  b label11
block11:
  add x22, x22, #1
  mov x3, x23
  b label1

; kernel probe_5 — probe pipeline over `S`: `R` radix (identity hash, unique keys, 2048 slots of 8 B, 2 partitions)
; context block (first argument): +0: R structure, +8: S tuples
block0:
  mov x6, x1
  ldr x1, [x3]
  ldr x4, [x0]
  ldr x5, [x0, #8]
  movz x0, #0
  sub x7, x2, x6
  and x7, x7, #18446744073709551612
  add x14, x6, x7
  b label1
block1:
  subs xzr, x6, x14
  b.lo label12 ; b label2
block2:
  b label3
block3:
  subs xzr, x14, x2
  b.lo label5 ; b label4
block4:
  str x1, [x3]
  str x1, [x3, #16]
  ldp x2, x1, [x3, #32]
  asr x4, x0, #63
  adds x0, x2, x0
  adc x1, x1, x4
  stp x0, x1, [x3, #32]
  movz x0, #0
  ret
block5:
  ldr w6, [x5, x14, LSL #2]
  mov w7, w6
  sub x8, x7, #1
  subs xzr, x8, #1023
  b.ls label7 ; b label6
block6:
  b label9
block7:
  sub x7, x7, #1
  lsl x8, x7, #3
  add x7, x4, x7, LSL 3
  ldr w8, [x4, x8]
  subs wzr, w8, w6
  b.eq label10 ; b label8
block8:
  b label9
block9:
  b label11
block10:
  ldr w6, [x7, #4]
  add x1, x1, #1
  add x0, x0, x6, UXTW
  b label11
block11:
  add x14, x14, #1
  b label3
block12:
  lsl x7, x6, #2
  ldr q0, [x7, x5]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #3, MSL #8
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x7, v1.d[0]
  subs xzr, x7, #0
  cset x7, ne
  ands wzr, w7, #255
  b.ne label37 ; b label13
block13:
  ldr w7, [x5, x6, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label15 ; b label14
block14:
  b label17
block15:
  sub x8, x8, #1
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label18 ; b label16
block16:
  b label17
block17:
  b label19
block18:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label19
block19:
  add x7, x6, #1
  ldr w7, [x5, x7, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label21 ; b label20
block20:
  b label23
block21:
  sub x8, x8, #1
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label24 ; b label22
block22:
  b label23
block23:
  b label25
block24:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label25
block25:
  add x7, x6, #2
  ldr w7, [x5, x7, LSL #2]
  mov w8, w7
  sub x9, x8, #1
  subs xzr, x9, #1023
  b.ls label27 ; b label26
block26:
  b label29
block27:
  sub x8, x8, #1
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label30 ; b label28
block28:
  b label29
block29:
  b label31
block30:
  ldr w10, [x8, #4]
  add x1, x1, #1
  add x0, x0, x10, UXTW
  b label31
block31:
  add x11, x6, #3
  ldr w11, [x5, x11, LSL #2]
  mov w12, w11
  sub x13, x12, #1
  subs xzr, x13, #1023
  b.ls label33 ; b label32
block32:
  b label35
block33:
  sub x15, x12, #1
  lsl x7, x15, #3
  add x15, x4, x15, LSL 3
  ldr w7, [x4, x7]
  subs wzr, w7, w11
  b.eq label36 ; b label34
block34:
  b label35
block35:
  b label49
block36:
  ldr w7, [x15, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label49
block37:
  ldr w7, [x5, x6, LSL #2]
  mov w8, v0.s[0]
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label39 ; b label38
block38:
  b label40
block39:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label40
block40:
  add x7, x6, #1
  ldr w7, [x5, x7, LSL #2]
  mov w8, v0.s[1]
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label42 ; b label41
block41:
  b label43
block42:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label43
block43:
  add x7, x6, #2
  ldr w7, [x5, x7, LSL #2]
  mov w8, v0.s[2]
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label45 ; b label44
block44:
  b label46
block45:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label46
block46:
  add x7, x6, #3
  ldr w7, [x5, x7, LSL #2]
  mov w8, v0.s[3]
  lsl x9, x8, #3
  add x8, x4, x8, LSL 3
  ldr w9, [x4, x9]
  subs wzr, w9, w7
  b.eq label48 ; b label47
block47:
  b label49
block48:
  ldr w7, [x8, #4]
  add x1, x1, #1
  add x0, x0, x7, UXTW
  b label49
block49:
  add x6, x6, #4
  b label1

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
  mov x24, x3
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
  mov x0, x25
  ldr w4, [x20, x2, LSL #2]
  mov w1, w4
  sub x1, x1, #1
  and x1, x1, #2047
  movz x3, #0
  mov x23, x2
  b label4
block4:
  add x5, x19, x1, LSL 3
  ldar w6, [x5]
  cbz w6, label6 ; b label5
block5:
  b label8
block6:
  movz w6, #0
  casal w6, w6, w4, [x5]
  cbz w6, label14 ; b label7
block7:
  b label8
block8:
  subs wzr, w6, w4
  b.eq label10 ; b label9
block9:
  mov x25, x0
  b label12
block10:
  add x3, x3, #1
  add x0, x0, #1
  mov x25, x0
  subs xzr, x3, #64
  b.hs label13 ; b label11
block11:
  b label12
block12:
  add x0, x1, #1
  and x1, x0, #2047
  mov x0, x25
  b label4
block13:
  load_ext_name_far x3, User(userextname1)+0
  mov x0, x24
  mov x2, x23
  blr x3
  b label15
block14:
  mov x25, x0
  ldr w0, [x21, x2, LSL #2]
  str w0, [x5, #4]
  b label15
block15:
  add x2, x23, #1
  b label1

; kernel probe_1 — probe pipeline over `S`: `R` hash (identity hash, unique keys, 2048 slots of 8 B)
; context block (first argument): +0: R structure, +8: S.fk
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

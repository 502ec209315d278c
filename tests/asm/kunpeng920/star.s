; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `date`: vector (bitmap of 100 keys)
; context block (first argument): +0: date structure, +8: date.year, +16: date.datekey
block0:
  ldr x5, [x0]
  ldr x3, [x0, #8]
  ldr x4, [x0, #16]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  ret
block3:
  ldr w6, [x3, x1, LSL #2]
  subs wzr, w6, #1993
  cset x7, hs
  subs wzr, w6, #1995
  cset x6, ls
  and w6, w7, w6
  ands wzr, w6, #255
  b.ne label5 ; b label4
block4:
  b label8
block5:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x7, x6, #1
  subs xzr, x7, #99
  b.ls label7 ; b label6
block6:
  b label8
block7:
  sub x6, x6, #1
  lsr x7, x6, #6
  add x7, x5, x7, LSL 3
  movz x8, #1
  and x6, x6, #63
  lsl x6, x8, x6
  ldsetal x6, x7, [x7]
  and x6, x7, x6
  subs xzr, x6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label8
block8:
  add x1, x1, #1
  b label1

; kernel build_1 — build `supplier`: vector (bitmap of 100 keys)
; context block (first argument): +0: supplier structure, +8: supplier.region, +16: supplier.suppkey
block0:
  ldr x5, [x0]
  ldr x3, [x0, #8]
  ldr x4, [x0, #16]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  ret
block3:
  ldr w6, [x3, x1, LSL #2]
  subs wzr, w6, #2
  b.eq label5 ; b label4
block4:
  b label8
block5:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x7, x6, #1
  subs xzr, x7, #99
  b.ls label7 ; b label6
block6:
  b label8
block7:
  sub x6, x6, #1
  lsr x7, x6, #6
  add x7, x5, x7, LSL 3
  movz x8, #1
  and x6, x6, #63
  lsl x6, x8, x6
  ldsetal x6, x7, [x7]
  and x6, x7, x6
  subs xzr, x6, #0
  cset x6, ne
  add x0, x0, x6, UXTB
  b label8
block8:
  add x1, x1, #1
  b label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
; context block (first argument): +0: part structure, +8: part.partkey
block0:
  ldr x4, [x0]
  ldr x3, [x0, #8]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label3 ; b label2
block2:
  ret
block3:
  ldr w5, [x3, x1, LSL #2]
  mov w5, w5
  sub x6, x5, #1
  subs xzr, x6, #1023
  b.ls label5 ; b label4
block4:
  b label6
block5:
  sub x5, x5, #1
  lsr x6, x5, #6
  add x6, x4, x6, LSL 3
  movz x7, #1
  and x5, x5, #63
  lsl x5, x7, x5
  ldsetal x5, x6, [x6]
  and x5, x6, x5
  subs xzr, x5, #0
  cset x5, ne
  add x0, x0, x5, UXTB
  b label6
block6:
  add x1, x1, #1
  b label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` vector (bitmap of 100 keys); `supplier` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
; context block (first argument): +0: date structure, +8: lineorder.orderdate, +16: supplier structure, +24: lineorder.suppkey, +32: part structure, +40: lineorder.partkey, +48: lineorder.revenue, +56: lineorder.discount, +64: lineorder.quantity
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 80 }
  stp x27, x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 64, reg: p27i }
  unwind SaveReg { clobber_offset: 72, reg: p28i }
  stp x25, x26, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p25i }
  unwind SaveReg { clobber_offset: 56, reg: p26i }
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
  mov x8, x2
  mov x19, x1
  ldr x5, [x3]
  ldp x4, x2, [x3, #32]
  ldr x1, [x3, #48]
  ldr x20, [x3, #64]
  ldr x9, [x0]
  ldr x10, [x0, #8]
  ldr x11, [x0, #16]
  ldr x12, [x0, #24]
  ldr x13, [x0, #32]
  ldr x14, [x0, #40]
  ldr x15, [x0, #48]
  ldr x6, [x0, #56]
  ldr x7, [x0, #64]
  mov x27, x19
  sub x0, x8, x27
  and x0, x0, #18446744073709551612
  add x26, x27, x0
  b label1
block1:
  subs xzr, x27, x26
  b.lo label22 ; b label2
block2:
  b label3
block3:
  subs xzr, x26, x8
  b.lo label5 ; b label4
block4:
  str x5, [x3]
  str x5, [x3, #16]
  stp x4, x2, [x3, #32]
  str x1, [x3, #48]
  str x20, [x3, #64]
  movz x0, #0
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret
block5:
  ldr w0, [x10, x26, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #99
  b.ls label7 ; b label6
block6:
  b label9
block7:
  sub x0, x0, #1
  lsr x24, x0, #6
  ldr x24, [x9, x24, LSL #3]
  and x0, x0, #63
  lsr x0, x24, x0
  tbnz x0, #0, label10 ; b label8
block8:
  b label9
block9:
  b label21
block10:
  ldr w0, [x12, x26, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  subs xzr, x0, #99
  b.ls label12 ; b label11
block11:
  b label14
block12:
  lsr x19, x0, #6
  ldr x19, [x11, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label15 ; b label13
block13:
  b label14
block14:
  b label21
block15:
  ldr w0, [x14, x26, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  subs xzr, x0, #1023
  b.ls label17 ; b label16
block16:
  b label19
block17:
  lsr x19, x0, #6
  ldr x19, [x13, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label20 ; b label18
block18:
  b label19
block19:
  b label21
block20:
  ldr x0, [x15, x26, LSL #3]
  add x5, x5, #1
  movz x19, #0
  adds x4, x4, x0
  adc x2, x2, x19
  ldr w0, [x6, x26, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x26, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label21
block21:
  add x26, x26, #1
  b label3
block22:
  lsl x0, x27, #2
  ldr q0, [x0, x10]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #99
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x0, v1.d[0]
  subs xzr, x0, #0
  cset x0, ne
  ands wzr, w0, #255
  b.ne label87 ; b label23
block23:
  ldr w0, [x10, x27, LSL #2]
  mov w0, w0
  sub x19, x0, #1
  subs xzr, x19, #99
  b.ls label25 ; b label24
block24:
  b label27
block25:
  sub x0, x0, #1
  lsr x19, x0, #6
  ldr x19, [x9, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label28 ; b label26
block26:
  b label27
block27:
  b label39
block28:
  ldr w0, [x12, x27, LSL #2]
  mov w0, w0
  sub x19, x0, #1
  subs xzr, x19, #99
  b.ls label30 ; b label29
block29:
  b label32
block30:
  sub x0, x0, #1
  lsr x19, x0, #6
  ldr x19, [x11, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label33 ; b label31
block31:
  b label32
block32:
  b label39
block33:
  ldr w0, [x14, x27, LSL #2]
  mov w0, w0
  sub x19, x0, #1
  subs xzr, x19, #1023
  b.ls label35 ; b label34
block34:
  b label37
block35:
  sub x0, x0, #1
  lsr x19, x0, #6
  ldr x19, [x13, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label38 ; b label36
block36:
  b label37
block37:
  b label39
block38:
  ldr x0, [x15, x27, LSL #3]
  add x5, x5, #1
  movz x19, #0
  adds x4, x4, x0
  adc x2, x2, x19
  ldr w0, [x6, x27, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x27, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label39
block39:
  add x19, x27, #1
  ldr w0, [x10, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #99
  b.ls label41 ; b label40
block40:
  b label43
block41:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x9, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label44 ; b label42
block42:
  b label43
block43:
  b label55
block44:
  ldr w0, [x12, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #99
  b.ls label46 ; b label45
block45:
  b label48
block46:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x11, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label49 ; b label47
block47:
  b label48
block48:
  b label55
block49:
  ldr w0, [x14, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #1023
  b.ls label51 ; b label50
block50:
  b label53
block51:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x13, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label54 ; b label52
block52:
  b label53
block53:
  b label55
block54:
  add x0, x27, #1
  ldr x0, [x15, x0, LSL #3]
  add x5, x5, #1
  movz x22, #0
  adds x4, x4, x0
  adc x2, x2, x22
  ldr w0, [x6, x19, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x19, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label55
block55:
  add x25, x27, #2
  ldr w0, [x10, x25, LSL #2]
  mov w0, w0
  sub x28, x0, #1
  subs xzr, x28, #99
  b.ls label57 ; b label56
block56:
  b label59
block57:
  sub x0, x0, #1
  lsr x28, x0, #6
  ldr x28, [x9, x28, LSL #3]
  and x0, x0, #63
  lsr x0, x28, x0
  tbnz x0, #0, label60 ; b label58
block58:
  b label59
block59:
  b label71
block60:
  ldr w0, [x12, x25, LSL #2]
  mov w0, w0
  sub x19, x0, #1
  subs xzr, x19, #99
  b.ls label62 ; b label61
block61:
  b label64
block62:
  sub x0, x0, #1
  lsr x19, x0, #6
  ldr x19, [x11, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label65 ; b label63
block63:
  b label64
block64:
  b label71
block65:
  ldr w0, [x14, x25, LSL #2]
  mov w0, w0
  sub x19, x0, #1
  subs xzr, x19, #1023
  b.ls label67 ; b label66
block66:
  b label69
block67:
  sub x0, x0, #1
  lsr x19, x0, #6
  ldr x19, [x13, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label70 ; b label68
block68:
  b label69
block69:
  b label71
block70:
  add x0, x27, #2
  ldr x0, [x15, x0, LSL #3]
  add x5, x5, #1
  movz x19, #0
  adds x4, x4, x0
  adc x2, x2, x19
  ldr w0, [x6, x25, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x25, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label71
block71:
  add x19, x27, #3
  ldr w0, [x10, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #99
  b.ls label73 ; b label72
block72:
  b label75
block73:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x9, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label76 ; b label74
block74:
  b label75
block75:
  b label139
block76:
  ldr w0, [x12, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #99
  b.ls label78 ; b label77
block77:
  b label80
block78:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x11, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label81 ; b label79
block79:
  b label80
block80:
  b label139
block81:
  ldr w0, [x14, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #1023
  b.ls label83 ; b label82
block82:
  b label85
block83:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x13, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label86 ; b label84
block84:
  b label85
block85:
  b label139
block86:
  add x0, x27, #3
  ldr x0, [x15, x0, LSL #3]
  add x5, x5, #1
  movz x21, #0
  adds x4, x4, x0
  adc x2, x2, x21
  ldr w0, [x6, x19, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x19, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label139
block87:
  mov w0, v0.s[0]
  lsr x19, x0, #6
  ldr x19, [x9, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label89 ; b label88
block88:
  b label100
block89:
  ldr w0, [x12, x27, LSL #2]
  mov w0, w0
  sub x19, x0, #1
  subs xzr, x19, #99
  b.ls label91 ; b label90
block90:
  b label93
block91:
  sub x0, x0, #1
  lsr x19, x0, #6
  ldr x19, [x11, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label94 ; b label92
block92:
  b label93
block93:
  b label100
block94:
  ldr w0, [x14, x27, LSL #2]
  mov w0, w0
  sub x19, x0, #1
  subs xzr, x19, #1023
  b.ls label96 ; b label95
block95:
  b label98
block96:
  sub x0, x0, #1
  lsr x19, x0, #6
  ldr x19, [x13, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label99 ; b label97
block97:
  b label98
block98:
  b label100
block99:
  ldr x0, [x15, x27, LSL #3]
  add x5, x5, #1
  movz x19, #0
  adds x4, x4, x0
  adc x2, x2, x19
  ldr w0, [x6, x27, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x27, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label100
block100:
  mov w0, v0.s[1]
  lsr x21, x0, #6
  ldr x21, [x9, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label102 ; b label101
block101:
  b label113
block102:
  add x23, x27, #1
  ldr w0, [x12, x23, LSL #2]
  mov w0, w0
  sub x24, x0, #1
  subs xzr, x24, #99
  b.ls label104 ; b label103
block103:
  b label106
block104:
  sub x0, x0, #1
  lsr x28, x0, #6
  ldr x28, [x11, x28, LSL #3]
  and x0, x0, #63
  lsr x0, x28, x0
  tbnz x0, #0, label107 ; b label105
block105:
  b label106
block106:
  b label113
block107:
  ldr w0, [x14, x23, LSL #2]
  mov w0, w0
  sub x19, x0, #1
  subs xzr, x19, #1023
  b.ls label109 ; b label108
block108:
  b label111
block109:
  sub x0, x0, #1
  lsr x19, x0, #6
  ldr x19, [x13, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label112 ; b label110
block110:
  b label111
block111:
  b label113
block112:
  add x0, x27, #1
  ldr x0, [x15, x0, LSL #3]
  add x5, x5, #1
  movz x19, #0
  adds x4, x4, x0
  adc x2, x2, x19
  ldr w0, [x6, x23, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x23, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label113
block113:
  mov w0, v0.s[2]
  lsr x19, x0, #6
  ldr x19, [x9, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label115 ; b label114
block114:
  b label126
block115:
  add x19, x27, #2
  ldr w0, [x12, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #99
  b.ls label117 ; b label116
block116:
  b label119
block117:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x11, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label120 ; b label118
block118:
  b label119
block119:
  b label126
block120:
  ldr w0, [x14, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #1023
  b.ls label122 ; b label121
block121:
  b label124
block122:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x13, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label125 ; b label123
block123:
  b label124
block124:
  b label126
block125:
  add x0, x27, #2
  ldr x0, [x15, x0, LSL #3]
  add x5, x5, #1
  movz x21, #0
  adds x4, x4, x0
  adc x2, x2, x21
  ldr w0, [x6, x19, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x19, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label126
block126:
  mov w0, v0.s[3]
  lsr x19, x0, #6
  ldr x19, [x9, x19, LSL #3]
  and x0, x0, #63
  lsr x0, x19, x0
  tbnz x0, #0, label128 ; b label127
block127:
  b label139
block128:
  add x19, x27, #3
  ldr w0, [x12, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #99
  b.ls label130 ; b label129
block129:
  b label132
block130:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x11, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label133 ; b label131
block131:
  b label132
block132:
  b label139
block133:
  ldr w0, [x14, x19, LSL #2]
  mov w0, w0
  sub x21, x0, #1
  subs xzr, x21, #1023
  b.ls label135 ; b label134
block134:
  b label137
block135:
  sub x0, x0, #1
  lsr x21, x0, #6
  ldr x21, [x13, x21, LSL #3]
  and x0, x0, #63
  lsr x0, x21, x0
  tbnz x0, #0, label138 ; b label136
block136:
  b label137
block137:
  b label139
block138:
  add x0, x27, #3
  ldr x0, [x15, x0, LSL #3]
  add x5, x5, #1
  movz x21, #0
  adds x4, x4, x0
  adc x2, x2, x21
  ldr w0, [x6, x19, LSL #2]
  subs xzr, x0, x1
  csel x1, x0, x1, lo
  ldr w0, [x7, x19, LSL #2]
  subs xzr, x0, x20
  csel x20, x0, x20, hi
  b label139
block139:
  add x27, x27, #4
  b label1

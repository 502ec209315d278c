; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `date`: vector (bitmap of 100 keys)
block0:
  movz x6, #0
  mov x5, x6
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  mov x0, x5
  ret
block3:
  movz x2, #4097, LSL #32
  ldr w2, [x2, x0, LSL #2]
  subs wzr, w2, #1993
  cset x3, hs
  subs wzr, w2, #1995
  cset x2, ls
  and w2, w3, w2
  ands wzr, w2, #255
  b.ne label5 ; b label4
block4:
  mov x2, x5
  b label8
block5:
  movz x2, #4096, LSL #32
  ldr w2, [x2, x0, LSL #2]
  mov w2, w2
  sub x3, x2, #1
  subs xzr, x3, #99
  b.ls label7 ; b label6
block6:
  mov x2, x5
  b label8
block7:
  sub x2, x2, #1
  lsr x3, x2, #6
  movz x4, #8192, LSL #32
  add x3, x4, x3, LSL 3
  movz x4, #1
  and x2, x2, #63
  lsl x2, x4, x2
  ldsetal x2, x3, [x3]
  and x2, x3, x2
  subs xzr, x2, #0
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label8
block8:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel build_1 — build `supplier`: vector (bitmap of 100 keys)
block0:
  movz x6, #0
  mov x5, x6
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  mov x0, x5
  ret
block3:
  movz x2, #4113, LSL #32
  ldr w2, [x2, x0, LSL #2]
  subs wzr, w2, #2
  b.eq label5 ; b label4
block4:
  mov x2, x5
  b label8
block5:
  movz x2, #4112, LSL #32
  ldr w2, [x2, x0, LSL #2]
  mov w2, w2
  sub x3, x2, #1
  subs xzr, x3, #99
  b.ls label7 ; b label6
block6:
  mov x2, x5
  b label8
block7:
  sub x2, x2, #1
  lsr x3, x2, #6
  movz x4, #8448, LSL #32
  add x3, x4, x3, LSL 3
  movz x4, #1
  and x2, x2, #63
  lsl x2, x4, x2
  ldsetal x2, x3, [x3]
  and x2, x3, x2
  subs xzr, x2, #0
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label8
block8:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel build_2 — build `part`: vector (bitmap of 1024 keys)
block0:
  movz x6, #0
  mov x5, x6
  b label1
block1:
  subs xzr, x0, x1
  b.lo label3 ; b label2
block2:
  mov x0, x5
  ret
block3:
  movz x2, #4128, LSL #32
  ldr w2, [x2, x0, LSL #2]
  mov w2, w2
  sub x3, x2, #1
  subs xzr, x3, #1023
  b.ls label5 ; b label4
block4:
  mov x2, x5
  b label6
block5:
  sub x2, x2, #1
  lsr x3, x2, #6
  movz x4, #8704, LSL #32
  add x3, x4, x3, LSL 3
  movz x4, #1
  and x2, x2, #63
  lsl x2, x4, x2
  ldsetal x2, x3, [x3]
  and x2, x3, x2
  subs xzr, x2, #0
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label6
block6:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel probe_3 — probe pipeline over `lineorder`: `date` vector (bitmap of 100 keys); `supplier` vector (bitmap of 100 keys); `part` vector (bitmap of 1024 keys)
block0:
  mov x8, x0
  ldr x7, [x2]
  ldr x6, [x2, #16]
  ldp x5, x4, [x2, #32]
  ldr x0, [x2, #48]
  ldr x3, [x2, #64]
  mov x9, x8
  sub x8, x1, x9
  and x8, x8, #18446744073709551612
  add x8, x9, x8
  b label1
block1:
  subs xzr, x9, x8
  b.lo label22 ; b label2
block2:
  b label3
block3:
  subs xzr, x8, x1
  b.lo label5 ; b label4
block4:
  str x7, [x2]
  str x6, [x2, #16]
  stp x5, x4, [x2, #32]
  str x0, [x2, #48]
  str x3, [x2, #64]
  movz x0, #0
  ret
block5:
  movz x9, #4144, LSL #32
  ldr w9, [x9, x8, LSL #2]
  mov w9, w9
  sub x10, x9, #1
  subs xzr, x10, #99
  b.ls label7 ; b label6
block6:
  b label9
block7:
  sub x9, x9, #1
  lsr x10, x9, #6
  movz x11, #8192, LSL #32
  ldr x10, [x11, x10, LSL #3]
  and x9, x9, #63
  lsr x9, x10, x9
  tbnz x9, #0, label10 ; b label8
block8:
  b label9
block9:
  b label21
block10:
  movz x9, #4145, LSL #32
  ldr w9, [x9, x8, LSL #2]
  mov w9, w9
  sub x9, x9, #1
  subs xzr, x9, #99
  b.ls label12 ; b label11
block11:
  b label14
block12:
  lsr x10, x9, #6
  movz x11, #8448, LSL #32
  ldr x10, [x11, x10, LSL #3]
  and x9, x9, #63
  lsr x9, x10, x9
  tbnz x9, #0, label15 ; b label13
block13:
  b label14
block14:
  b label21
block15:
  movz x9, #4146, LSL #32
  ldr w9, [x9, x8, LSL #2]
  mov w9, w9
  sub x9, x9, #1
  subs xzr, x9, #1023
  b.ls label17 ; b label16
block16:
  b label19
block17:
  lsr x10, x9, #6
  movz x11, #8704, LSL #32
  ldr x10, [x11, x10, LSL #3]
  and x9, x9, #63
  lsr x9, x10, x9
  tbnz x9, #0, label20 ; b label18
block18:
  b label19
block19:
  b label21
block20:
  movz x9, #4149, LSL #32
  ldr x11, [x9, x8, LSL #3]
  movz x10, #4148, LSL #32
  movz x9, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x12, #0
  adds x5, x5, x11
  adc x4, x4, x12
  ldr w10, [x10, x8, LSL #2]
  subs xzr, x10, x0
  csel x0, x10, x0, lo
  ldr w9, [x9, x8, LSL #2]
  subs xzr, x9, x3
  csel x3, x9, x3, hi
  b label21
block21:
  add x8, x8, #1
  b label3
block22:
  lsl x11, x9, #2
  movz x10, #4144, LSL #32
  ldr q6, [x11, x10]
  movi v7.4s, #1
  sub v6.4s, v6.4s, v7.4s
  movi v7.4s, #99
  cmhs v7.4s, v7.4s, v6.4s
  uminv s4, v7.4s
  mov x11, v4.d[0]
  subs xzr, x11, #0
  cset x11, ne
  ands wzr, w11, #255
  b.ne label87 ; b label23
block23:
  ldr w11, [x10, x9, LSL #2]
  mov w11, w11
  sub x12, x11, #1
  subs xzr, x12, #99
  b.ls label25 ; b label24
block24:
  b label27
block25:
  sub x12, x11, #1
  lsr x13, x12, #6
  movz x14, #8192, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label28 ; b label26
block26:
  b label27
block27:
  b label39
block28:
  movz x15, #4145, LSL #32
  ldr w15, [x15, x9, LSL #2]
  mov w15, w15
  sub x11, x15, #1
  subs xzr, x11, #99
  b.ls label30 ; b label29
block29:
  b label32
block30:
  sub x11, x15, #1
  lsr x12, x11, #6
  movz x13, #8448, LSL #32
  ldr x12, [x13, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label33 ; b label31
block31:
  b label32
block32:
  b label39
block33:
  movz x11, #4146, LSL #32
  ldr w11, [x11, x9, LSL #2]
  mov w11, w11
  sub x12, x11, #1
  subs xzr, x12, #1023
  b.ls label35 ; b label34
block34:
  b label37
block35:
  sub x11, x11, #1
  lsr x12, x11, #6
  movz x13, #8704, LSL #32
  ldr x12, [x13, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label38 ; b label36
block36:
  b label37
block37:
  b label39
block38:
  movz x11, #4149, LSL #32
  ldr x13, [x11, x9, LSL #3]
  movz x12, #4148, LSL #32
  movz x11, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x14, #0
  adds x5, x5, x13
  adc x4, x4, x14
  ldr w12, [x12, x9, LSL #2]
  subs xzr, x12, x0
  csel x0, x12, x0, lo
  ldr w11, [x11, x9, LSL #2]
  subs xzr, x11, x3
  csel x3, x11, x3, hi
  b label39
block39:
  add x11, x9, #1
  ldr w12, [x10, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #99
  b.ls label41 ; b label40
block40:
  b label43
block41:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8192, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label44 ; b label42
block42:
  b label43
block43:
  b label55
block44:
  movz x12, #4145, LSL #32
  ldr w12, [x12, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #99
  b.ls label46 ; b label45
block45:
  b label48
block46:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8448, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label49 ; b label47
block47:
  b label48
block48:
  b label55
block49:
  movz x12, #4146, LSL #32
  ldr w12, [x12, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #1023
  b.ls label51 ; b label50
block50:
  b label53
block51:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8704, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label54 ; b label52
block52:
  b label53
block53:
  b label55
block54:
  add x12, x9, #1
  movz x13, #4149, LSL #32
  ldr x14, [x13, x12, LSL #3]
  movz x13, #4148, LSL #32
  movz x12, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x15, #0
  adds x5, x5, x14
  adc x4, x4, x15
  ldr w13, [x13, x11, LSL #2]
  subs xzr, x13, x0
  csel x0, x13, x0, lo
  ldr w11, [x12, x11, LSL #2]
  subs xzr, x11, x3
  csel x3, x11, x3, hi
  b label55
block55:
  add x11, x9, #2
  ldr w12, [x10, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #99
  b.ls label57 ; b label56
block56:
  b label59
block57:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8192, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label60 ; b label58
block58:
  b label59
block59:
  b label71
block60:
  movz x12, #4145, LSL #32
  ldr w12, [x12, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #99
  b.ls label62 ; b label61
block61:
  b label64
block62:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8448, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label65 ; b label63
block63:
  b label64
block64:
  b label71
block65:
  movz x12, #4146, LSL #32
  ldr w12, [x12, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #1023
  b.ls label67 ; b label66
block66:
  b label69
block67:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8704, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label70 ; b label68
block68:
  b label69
block69:
  b label71
block70:
  add x12, x9, #2
  movz x13, #4149, LSL #32
  ldr x14, [x13, x12, LSL #3]
  movz x13, #4148, LSL #32
  movz x12, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x15, #0
  adds x5, x5, x14
  adc x4, x4, x15
  ldr w13, [x13, x11, LSL #2]
  subs xzr, x13, x0
  csel x0, x13, x0, lo
  ldr w11, [x12, x11, LSL #2]
  subs xzr, x11, x3
  csel x3, x11, x3, hi
  b label71
block71:
  add x11, x9, #3
  ldr w10, [x10, x11, LSL #2]
  mov w10, w10
  sub x12, x10, #1
  subs xzr, x12, #99
  b.ls label73 ; b label72
block72:
  b label75
block73:
  sub x12, x10, #1
  lsr x13, x12, #6
  movz x14, #8192, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label76 ; b label74
block74:
  b label75
block75:
  b label139
block76:
  movz x15, #4145, LSL #32
  ldr w15, [x15, x11, LSL #2]
  mov w15, w15
  sub x10, x15, #1
  subs xzr, x10, #99
  b.ls label78 ; b label77
block77:
  b label80
block78:
  sub x10, x15, #1
  lsr x12, x10, #6
  movz x13, #8448, LSL #32
  ldr x12, [x13, x12, LSL #3]
  and x10, x10, #63
  lsr x10, x12, x10
  tbnz x10, #0, label81 ; b label79
block79:
  b label80
block80:
  b label139
block81:
  movz x10, #4146, LSL #32
  ldr w10, [x10, x11, LSL #2]
  mov w10, w10
  sub x12, x10, #1
  subs xzr, x12, #1023
  b.ls label83 ; b label82
block82:
  b label85
block83:
  sub x10, x10, #1
  lsr x12, x10, #6
  movz x13, #8704, LSL #32
  ldr x12, [x13, x12, LSL #3]
  and x10, x10, #63
  lsr x10, x12, x10
  tbnz x10, #0, label86 ; b label84
block84:
  b label85
block85:
  b label139
block86:
  add x10, x9, #3
  movz x12, #4149, LSL #32
  ldr x13, [x12, x10, LSL #3]
  movz x12, #4148, LSL #32
  movz x10, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x14, #0
  adds x5, x5, x13
  adc x4, x4, x14
  ldr w12, [x12, x11, LSL #2]
  subs xzr, x12, x0
  csel x0, x12, x0, lo
  ldr w10, [x10, x11, LSL #2]
  subs xzr, x10, x3
  csel x3, x10, x3, hi
  b label139
block87:
  mov w11, v6.s[0]
  lsr x12, x11, #6
  movz x10, #8192, LSL #32
  ldr x12, [x10, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label89 ; b label88
block88:
  b label100
block89:
  movz x11, #4145, LSL #32
  ldr w11, [x11, x9, LSL #2]
  mov w11, w11
  sub x12, x11, #1
  subs xzr, x12, #99
  b.ls label91 ; b label90
block90:
  b label93
block91:
  sub x11, x11, #1
  lsr x12, x11, #6
  movz x13, #8448, LSL #32
  ldr x12, [x13, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label94 ; b label92
block92:
  b label93
block93:
  b label100
block94:
  movz x11, #4146, LSL #32
  ldr w11, [x11, x9, LSL #2]
  mov w11, w11
  sub x12, x11, #1
  subs xzr, x12, #1023
  b.ls label96 ; b label95
block95:
  b label98
block96:
  sub x11, x11, #1
  lsr x12, x11, #6
  movz x13, #8704, LSL #32
  ldr x12, [x13, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label99 ; b label97
block97:
  b label98
block98:
  b label100
block99:
  movz x11, #4149, LSL #32
  ldr x13, [x11, x9, LSL #3]
  movz x12, #4148, LSL #32
  movz x11, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x14, #0
  adds x5, x5, x13
  adc x4, x4, x14
  ldr w12, [x12, x9, LSL #2]
  subs xzr, x12, x0
  csel x0, x12, x0, lo
  ldr w11, [x11, x9, LSL #2]
  subs xzr, x11, x3
  csel x3, x11, x3, hi
  b label100
block100:
  mov w11, v6.s[1]
  lsr x12, x11, #6
  ldr x12, [x10, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label102 ; b label101
block101:
  b label113
block102:
  add x11, x9, #1
  movz x12, #4145, LSL #32
  ldr w12, [x12, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #99
  b.ls label104 ; b label103
block103:
  b label106
block104:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8448, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label107 ; b label105
block105:
  b label106
block106:
  b label113
block107:
  movz x12, #4146, LSL #32
  ldr w12, [x12, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #1023
  b.ls label109 ; b label108
block108:
  b label111
block109:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8704, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label112 ; b label110
block110:
  b label111
block111:
  b label113
block112:
  add x12, x9, #1
  movz x13, #4149, LSL #32
  ldr x14, [x13, x12, LSL #3]
  movz x13, #4148, LSL #32
  movz x12, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x15, #0
  adds x5, x5, x14
  adc x4, x4, x15
  ldr w13, [x13, x11, LSL #2]
  subs xzr, x13, x0
  csel x0, x13, x0, lo
  ldr w11, [x12, x11, LSL #2]
  subs xzr, x11, x3
  csel x3, x11, x3, hi
  b label113
block113:
  mov w11, v6.s[2]
  lsr x12, x11, #6
  ldr x12, [x10, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label115 ; b label114
block114:
  b label126
block115:
  add x11, x9, #2
  movz x12, #4145, LSL #32
  ldr w12, [x12, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #99
  b.ls label117 ; b label116
block116:
  b label119
block117:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8448, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label120 ; b label118
block118:
  b label119
block119:
  b label126
block120:
  movz x12, #4146, LSL #32
  ldr w12, [x12, x11, LSL #2]
  mov w12, w12
  sub x13, x12, #1
  subs xzr, x13, #1023
  b.ls label122 ; b label121
block121:
  b label124
block122:
  sub x12, x12, #1
  lsr x13, x12, #6
  movz x14, #8704, LSL #32
  ldr x13, [x14, x13, LSL #3]
  and x12, x12, #63
  lsr x12, x13, x12
  tbnz x12, #0, label125 ; b label123
block123:
  b label124
block124:
  b label126
block125:
  add x15, x9, #2
  movz x12, #4149, LSL #32
  ldr x13, [x12, x15, LSL #3]
  movz x12, #4148, LSL #32
  movz x15, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x14, #0
  adds x5, x5, x13
  adc x4, x4, x14
  ldr w12, [x12, x11, LSL #2]
  subs xzr, x12, x0
  csel x0, x12, x0, lo
  ldr w11, [x15, x11, LSL #2]
  subs xzr, x11, x3
  csel x3, x11, x3, hi
  b label126
block126:
  mov w11, v6.s[3]
  lsr x12, x11, #6
  ldr x10, [x10, x12, LSL #3]
  and x11, x11, #63
  lsr x10, x10, x11
  tbnz x10, #0, label128 ; b label127
block127:
  b label139
block128:
  add x10, x9, #3
  movz x11, #4145, LSL #32
  ldr w11, [x11, x10, LSL #2]
  mov w11, w11
  sub x12, x11, #1
  subs xzr, x12, #99
  b.ls label130 ; b label129
block129:
  b label132
block130:
  sub x11, x11, #1
  lsr x12, x11, #6
  movz x13, #8448, LSL #32
  ldr x12, [x13, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label133 ; b label131
block131:
  b label132
block132:
  b label139
block133:
  movz x11, #4146, LSL #32
  ldr w11, [x11, x10, LSL #2]
  mov w11, w11
  sub x12, x11, #1
  subs xzr, x12, #1023
  b.ls label135 ; b label134
block134:
  b label137
block135:
  sub x11, x11, #1
  lsr x12, x11, #6
  movz x13, #8704, LSL #32
  ldr x12, [x13, x12, LSL #3]
  and x11, x11, #63
  lsr x11, x12, x11
  tbnz x11, #0, label138 ; b label136
block136:
  b label137
block137:
  b label139
block138:
  add x11, x9, #3
  movz x12, #4149, LSL #32
  ldr x13, [x12, x11, LSL #3]
  movz x12, #4148, LSL #32
  movz x11, #4147, LSL #32
  add x7, x7, #1
  add x6, x6, #1
  movz x14, #0
  adds x5, x5, x13
  adc x4, x4, x14
  ldr w12, [x12, x10, LSL #2]
  subs xzr, x12, x0
  csel x0, x12, x0, lo
  ldr w10, [x11, x10, LSL #2]
  subs xzr, x10, x3
  csel x3, x10, x3, hi
  b label139
block139:
  add x9, x9, #4
  b label1

; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `customers`: vector (8 elements of 1 B (payload − min + 1))
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
  ldr w3, [x2, x0, LSL #2]
  subs wzr, w3, #3
  cset x4, eq
  subs wzr, w3, #7
  cset x3, eq
  orr w3, w4, w3
  ands wzr, w3, #255
  b.ne label5 ; b label4
block4:
  mov x2, x5
  b label8
block5:
  movz x3, #4096, LSL #32
  ldr w3, [x3, x0, LSL #2]
  mov w4, w3
  sub x4, x4, #1
  subs xzr, x4, #7
  b.ls label7 ; b label6
block6:
  mov x2, x5
  b label8
block7:
  ldr w2, [x2, x0, LSL #2]
  orr x4, xzr, #35184372088831
  add x3, x4, x3, UXTW
  movz w4, #0
  casalb w4, w4, w2, [x3]
  ands wzr, w4, #255
  cset x3, ne
  mov x2, x5
  add x2, x2, x3, UXTB
  b label8
block8:
  add x0, x0, #1
  mov x5, x2
  b label1

; kernel probe_1 — probe pipeline over `orders`: `customers` vector (8 elements of 1 B (payload − min + 1))
  stp fp, lr, [sp, #-16]!
  unwind PushFrameRegs { offset_upward_to_caller_sp: 16 }
  mov fp, sp
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 64 }
  str x28, [sp, #-16]!
  unwind SaveReg { clobber_offset: 48, reg: p28i }
  stp x23, x24, [sp, #-16]!
  unwind SaveReg { clobber_offset: 32, reg: p23i }
  unwind SaveReg { clobber_offset: 40, reg: p24i }
  stp x21, x22, [sp, #-16]!
  unwind SaveReg { clobber_offset: 16, reg: p21i }
  unwind SaveReg { clobber_offset: 24, reg: p22i }
  stp x19, x20, [sp, #-16]!
  unwind SaveReg { clobber_offset: 0, reg: p19i }
  unwind SaveReg { clobber_offset: 8, reg: p20i }
  sub sp, sp, #16
  unwind StackAlloc { size: 16 }
block0:
  ldr x28, [x2]
  mov x3, x2
  sub x2, x1, x0
  mov x4, x1
  and x1, x2, #18446744073709551612
  add x19, x0, x1
  mov x22, x0
  b label1
block1:
  subs xzr, x22, x19
  b.lo label17 ; b label2
block2:
  movn x22, #1
  mov x20, x4
  b label3
block3:
  subs xzr, x19, x20
  b.lo label5 ; b label4
block4:
  mov x21, x3
  b label95
block5:
  movz x0, #4113, LSL #32
  ldr w0, [x0, x19, LSL #2]
  mov w1, w0
  sub x1, x1, #1
  subs xzr, x1, #7
  b.ls label7 ; b label6
block6:
  b label9
block7:
  orr x1, xzr, #35184372088831
  ldrb w23, [x1, w0, UXTW]
  cbnz x23, label10 ; b label8
block8:
  b label9
block9:
  mov x21, x3
  b label16
block10:
  mov x21, x3
  ldr x0, [x21, #24]
  ldr x1, [x21, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label12 ; b label11
block11:
  b label13
block12:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x21
  blr x1
  b label13
block13:
  ldr x2, [x21, #16]
  ldr x0, [x21, #24]
  movz x1, #4112, LSL #32
  ldr x3, [x1, x19, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  movz x2, #4114, LSL #32
  ldr x2, [x2, x19, LSL #3]
  str x2, [x1, #8]
  mov w2, w23
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x21, #24]
  add x0, x28, #1
  subs xzr, x28, x22
  b.eq label14 ; b label15
block14:
  mov x28, x0
  b label95
block15:
  mov x28, x0
  b label16
block16:
  add x19, x19, #1
  mov x3, x21
  b label3
block17:
  mov x20, x4
  mov x21, x3
  lsl x5, x22, #2
  movz x23, #4113, LSL #32
  ldr q5, [x5, x23]
  movi v6.4s, #1
  sub v5.4s, v5.4s, v6.4s
  movi v6.4s, #7
  cmhs v6.4s, v6.4s, v5.4s
  uminv s3, v6.4s
  mov x5, v3.d[0]
  subs xzr, x5, #0
  cset x8, ne
  ands wzr, w8, #255
  b.ne label62 ; b label18
block18:
  ldr w8, [x23, x22, LSL #2]
  mov w9, w8
  sub x9, x9, #1
  subs xzr, x9, #7
  b.ls label20 ; b label19
block19:
  b label22
block20:
  orr x11, xzr, #35184372088831
  ldrb w24, [x11, w8, UXTW]
  cbnz x24, label23 ; b label21
block21:
  b label22
block22:
  b label29
block23:
  ldr x14, [x21, #24]
  ldr x15, [x21, #32]
  add x14, x14, #3
  subs xzr, x14, x15
  b.hi label25 ; b label24
block24:
  b label26
block25:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x21
  blr x1
  b label26
block26:
  ldr x2, [x21, #16]
  ldr x0, [x21, #24]
  movz x1, #4112, LSL #32
  ldr x3, [x1, x22, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  movz x2, #4114, LSL #32
  ldr x2, [x2, x22, LSL #3]
  str x2, [x1, #8]
  mov w2, w24
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x21, #24]
  movn x1, #1
  add x0, x28, #1
  subs xzr, x28, x1
  b.eq label27 ; b label28
block27:
  mov x28, x0
  b label95
block28:
  mov x28, x0
  b label29
block29:
  add x0, x22, #1
  ldr w0, [x23, x0, LSL #2]
  mov w1, w0
  sub x1, x1, #1
  subs xzr, x1, #7
  b.ls label31 ; b label30
block30:
  b label33
block31:
  orr x1, xzr, #35184372088831
  ldrb w24, [x1, w0, UXTW]
  cbnz x24, label34 ; b label32
block32:
  b label33
block33:
  b label40
block34:
  ldr x0, [x21, #24]
  ldr x1, [x21, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label36 ; b label35
block35:
  b label37
block36:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x21
  blr x1
  b label37
block37:
  ldr x1, [x21, #16]
  ldr x0, [x21, #24]
  add x2, x22, #1
  movz x3, #4112, LSL #32
  ldr x4, [x3, x2, LSL #3]
  add x3, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  movz x1, #4114, LSL #32
  ldr x1, [x1, x2, LSL #3]
  str x1, [x3, #8]
  mov w1, w24
  str x1, [x3, #16]
  add x0, x0, #3
  str x0, [x21, #24]
  movn x1, #1
  add x0, x28, #1
  subs xzr, x28, x1
  b.eq label38 ; b label39
block38:
  mov x28, x0
  b label95
block39:
  mov x28, x0
  b label40
block40:
  add x0, x22, #2
  ldr w0, [x23, x0, LSL #2]
  mov w1, w0
  sub x1, x1, #1
  subs xzr, x1, #7
  b.ls label42 ; b label41
block41:
  b label44
block42:
  orr x1, xzr, #35184372088831
  ldrb w24, [x1, w0, UXTW]
  cbnz x24, label45 ; b label43
block43:
  b label44
block44:
  b label51
block45:
  ldr x0, [x21, #24]
  ldr x1, [x21, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label47 ; b label46
block46:
  b label48
block47:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x21
  blr x1
  b label48
block48:
  ldr x1, [x21, #16]
  ldr x0, [x21, #24]
  add x2, x22, #2
  movz x3, #4112, LSL #32
  ldr x4, [x3, x2, LSL #3]
  add x3, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  movz x1, #4114, LSL #32
  ldr x1, [x1, x2, LSL #3]
  str x1, [x3, #8]
  mov w1, w24
  str x1, [x3, #16]
  add x0, x0, #3
  str x0, [x21, #24]
  movn x1, #1
  add x0, x28, #1
  subs xzr, x28, x1
  b.eq label49 ; b label50
block49:
  mov x28, x0
  b label95
block50:
  mov x28, x0
  b label51
block51:
  add x2, x22, #3
  ldr w2, [x23, x2, LSL #2]
  mov w3, w2
  sub x3, x3, #1
  subs xzr, x3, #7
  b.ls label53 ; b label52
block52:
  b label55
block53:
  orr x5, xzr, #35184372088831
  ldrb w23, [x5, w2, UXTW]
  cbnz x23, label56 ; b label54
block54:
  b label55
block55:
  b label94
block56:
  ldr x8, [x21, #24]
  ldr x9, [x21, #32]
  add x8, x8, #3
  subs xzr, x8, x9
  b.hi label58 ; b label57
block57:
  b label59
block58:
  load_ext_name_far x11, User(userextname0)+0
  mov x0, x21
  blr x11
  b label59
block59:
  ldr x14, [x21, #16]
  ldr x13, [x21, #24]
  add x15, x22, #3
  movz x0, #4112, LSL #32
  ldr x1, [x0, x15, LSL #3]
  add x0, x14, x13, LSL 3
  str x1, [x14, x13, LSL #3]
  movz x14, #4114, LSL #32
  ldr x14, [x14, x15, LSL #3]
  str x14, [x0, #8]
  mov w15, w23
  str x15, [x0, #16]
  add x0, x13, #3
  str x0, [x21, #24]
  movn x1, #1
  add x0, x28, #1
  subs xzr, x28, x1
  b.eq label60 ; b label61
block60:
  mov x28, x0
  b label95
block61:
  mov x28, x0
  b label94
block62:
  mov w0, v5.s[0]
  str q5, [sp]
  movz x1, #8192, LSL #32
  ldrb w23, [x1, w0, UXTW]
  cbnz x23, label64 ; b label63
block63:
  ldr q5, [sp]
  b label70
block64:
  ldr x0, [x21, #24]
  ldr x1, [x21, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label66 ; b label65
block65:
  b label67
block66:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x21
  blr x1
  b label67
block67:
  ldr x2, [x21, #16]
  ldr x0, [x21, #24]
  movz x1, #4112, LSL #32
  ldr x3, [x1, x22, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  movz x2, #4114, LSL #32
  ldr x2, [x2, x22, LSL #3]
  str x2, [x1, #8]
  mov w2, w23
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x21, #24]
  movn x1, #1
  add x0, x28, #1
  subs xzr, x28, x1
  b.eq label68 ; b label69
block68:
  mov x28, x0
  b label95
block69:
  mov x28, x0
  ldr q5, [sp]
  b label70
block70:
  mov w0, v5.s[1]
  str q5, [sp]
  movz x1, #8192, LSL #32
  ldrb w23, [x1, w0, UXTW]
  cbnz x23, label72 ; b label71
block71:
  ldr q5, [sp]
  b label78
block72:
  ldr x0, [x21, #24]
  ldr x1, [x21, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label74 ; b label73
block73:
  b label75
block74:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x21
  blr x1
  b label75
block75:
  ldr x1, [x21, #16]
  ldr x0, [x21, #24]
  add x2, x22, #1
  movz x3, #4112, LSL #32
  ldr x4, [x3, x2, LSL #3]
  add x3, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  movz x1, #4114, LSL #32
  ldr x1, [x1, x2, LSL #3]
  str x1, [x3, #8]
  mov w1, w23
  str x1, [x3, #16]
  add x0, x0, #3
  str x0, [x21, #24]
  movn x1, #1
  add x0, x28, #1
  subs xzr, x28, x1
  b.eq label76 ; b label77
block76:
  mov x28, x0
  b label95
block77:
  mov x28, x0
  ldr q5, [sp]
  b label78
block78:
  mov w0, v5.s[2]
  movz x1, #8192, LSL #32
  ldrb w23, [x1, w0, UXTW]
  cbnz x23, label80 ; b label79
block79:
  ldr q5, [sp]
  b label86
block80:
  ldr x0, [x21, #24]
  ldr x1, [x21, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label82 ; b label81
block81:
  b label83
block82:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x21
  blr x1
  b label83
block83:
  ldr x1, [x21, #16]
  ldr x0, [x21, #24]
  add x2, x22, #2
  movz x3, #4112, LSL #32
  ldr x4, [x3, x2, LSL #3]
  add x3, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  movz x1, #4114, LSL #32
  ldr x1, [x1, x2, LSL #3]
  str x1, [x3, #8]
  mov w1, w23
  str x1, [x3, #16]
  add x0, x0, #3
  str x0, [x21, #24]
  movn x1, #1
  add x0, x28, #1
  subs xzr, x28, x1
  b.eq label84 ; b label85
block84:
  mov x28, x0
  b label95
block85:
  mov x28, x0
  ldr q5, [sp]
  b label86
block86:
  ldr q5, [sp]
  mov w3, v5.s[3]
  movz x4, #8192, LSL #32
  ldrb w23, [x4, w3, UXTW]
  cbnz x23, label88 ; b label87
block87:
  b label94
block88:
  ldr x5, [x21, #24]
  ldr x6, [x21, #32]
  add x5, x5, #3
  subs xzr, x5, x6
  b.hi label90 ; b label89
block89:
  b label91
block90:
  load_ext_name_far x8, User(userextname0)+0
  mov x0, x21
  blr x8
  b label91
block91:
  ldr x11, [x21, #16]
  ldr x10, [x21, #24]
  add x12, x22, #3
  movz x13, #4112, LSL #32
  ldr x14, [x13, x12, LSL #3]
  add x13, x11, x10, LSL 3
  str x14, [x11, x10, LSL #3]
  movz x11, #4114, LSL #32
  ldr x11, [x11, x12, LSL #3]
  str x11, [x13, #8]
  mov w12, w23
  str x12, [x13, #16]
  add x13, x10, #3
  str x13, [x21, #24]
  movn x15, #1
  add x14, x28, #1
  subs xzr, x28, x15
  b.eq label92 ; b label93
block92:
  mov x28, x14
  b label95
block93:
  mov x28, x14
  b label94
block94:
  add x22, x22, #4
  mov x3, x21
  mov x4, x20
  b label1
block95:
  str x28, [x21]
  movz x0, #0
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldr x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret

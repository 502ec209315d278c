; target kunpeng920 (aarch64-unknown-linux-gnu): HiSilicon Kunpeng 920 (TaiShan v110), NEON, 2 sockets x 2 dies
; flags: has_lse has_fp16 has_dotprod

; kernel build_0 — build `customers`: vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: customers.nation, +16: customers.id
block0:
  ldr x5, [x0]
  ldr x3, [x0, #8]
  ldr x4, [x0, #16]
  movz x0, #0
  b label1
block1:
  subs xzr, x1, x2
  b.lo label2 ; b label3
block2:
  b label4
block3:
  ret
block4:
  ldr w6, [x3, x1, LSL #2]
  subs wzr, w6, #3
  cset x7, eq
  subs wzr, w6, #7
  cset x6, eq
  orr w6, w7, w6
  ands wzr, w6, #255
  b.ne label6 ; b label5
block5:
  b label9
block6:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x6, x6, #1
  subs xzr, x6, #7
  b.ls label8 ; b label7
block7:
  b label9
block8:
  ldr w7, [x3, x1, LSL #2]
  add x6, x6, x5
  movz w8, #0
  add w7, w7, #254
  casalb w8, w8, w7, [x6]
  ands wzr, w8, #255
  cset x6, ne
  add x0, x0, x6, UXTB
  b label9
block9:
  add x1, x1, #1
  subs xzr, x1, x2
  b.lo label10 ; b label11
block10:
  b label4
block11:
  b label1

; kernel probe_1 — probe pipeline over `orders`: `customers` vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: orders.cust_id, +16: orders.order_id, +24: orders.amount
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
  sub sp, sp, #16
  unwind StackAlloc { size: 16 }
block0:
  ldr x26, [x3]
  ldr x19, [x0]
  ldr x20, [x0, #8]
  ldr x21, [x0, #16]
  ldr x22, [x0, #24]
  sub x0, x2, x1
  and x0, x0, #18446744073709551612
  add x23, x1, x0
  mov x27, x1
  b label1
block1:
  subs xzr, x27, x23
  b.lo label20 ; b label2
block2:
  b label3
block3:
  movn x27, #1
  mov x24, x2
  subs xzr, x23, x24
  b.lo label4 ; b label5
block4:
  b label6
block5:
  mov x25, x3
  b label98
block6:
  ldr w0, [x20, x23, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  subs xzr, x0, #7
  b.ls label8 ; b label7
block7:
  b label10
block8:
  ldrb w28, [x0, x19]
  cbnz x28, label11 ; b label9
block9:
  b label10
block10:
  mov x25, x3
  b label17
block11:
  mov x25, x3
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label13 ; b label12
block12:
  b label14
block13:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label14
block14:
  ldr x2, [x25, #16]
  ldr x0, [x25, #24]
  ldr x3, [x21, x23, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  ldr x2, [x22, x23, LSL #3]
  str x2, [x1, #8]
  add w2, w28, #2
  mov w2, w2
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  add x0, x26, #1
  subs xzr, x26, x27
  b.eq label15 ; b label16
block15:
  mov x26, x0
  b label98
block16:
  mov x26, x0
  b label17
block17:
  add x23, x23, #1
  subs xzr, x23, x24
  b.lo label18 ; b label19
block18:
  mov x3, x25
  b label6
block19:
  mov x2, x24
  mov x3, x25
  b label3
block20:
  mov x24, x2
  mov x25, x3
  lsl x0, x27, #2
  ldr q0, [x0, x20]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #7
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x0, v1.d[0]
  subs xzr, x0, #0
  cset x3, ne
  ands wzr, w3, #255
  b.ne label65 ; b label21
block21:
  ldr w3, [x20, x27, LSL #2]
  mov w3, w3
  sub x4, x3, #1
  subs xzr, x4, #7
  b.ls label23 ; b label22
block22:
  b label25
block23:
  sub x6, x3, #1
  ldrb w28, [x6, x19]
  cbnz x28, label26 ; b label24
block24:
  b label25
block25:
  b label32
block26:
  ldr x9, [x25, #24]
  ldr x10, [x25, #32]
  add x9, x9, #3
  subs xzr, x9, x10
  b.hi label28 ; b label27
block27:
  b label29
block28:
  load_ext_name_far x12, User(userextname0)+0
  mov x0, x25
  blr x12
  b label29
block29:
  ldr x0, [x25, #16]
  ldr x14, [x25, #24]
  ldr x1, [x21, x27, LSL #3]
  add x15, x0, x14, LSL 3
  str x1, [x0, x14, LSL #3]
  ldr x0, [x22, x27, LSL #3]
  str x0, [x15, #8]
  add w0, w28, #2
  mov w0, w0
  str x0, [x15, #16]
  add x0, x14, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label30 ; b label31
block30:
  mov x26, x0
  b label98
block31:
  mov x26, x0
  b label32
block32:
  add x0, x27, #1
  ldr w0, [x20, x0, LSL #2]
  mov w0, w0
  sub x1, x0, #1
  subs xzr, x1, #7
  b.ls label34 ; b label33
block33:
  b label36
block34:
  sub x0, x0, #1
  ldrb w28, [x0, x19]
  cbnz x28, label37 ; b label35
block35:
  b label36
block36:
  b label43
block37:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label39 ; b label38
block38:
  b label40
block39:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label40
block40:
  ldr x2, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #1
  ldr x4, [x21, x3, LSL #3]
  add x1, x2, x0, LSL 3
  str x4, [x2, x0, LSL #3]
  ldr x2, [x22, x3, LSL #3]
  str x2, [x1, #8]
  add w2, w28, #2
  mov w2, w2
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label41 ; b label42
block41:
  mov x26, x0
  b label98
block42:
  mov x26, x0
  b label43
block43:
  add x0, x27, #2
  ldr w0, [x20, x0, LSL #2]
  mov w0, w0
  sub x1, x0, #1
  subs xzr, x1, #7
  b.ls label45 ; b label44
block44:
  b label47
block45:
  sub x0, x0, #1
  ldrb w28, [x0, x19]
  cbnz x28, label48 ; b label46
block46:
  b label47
block47:
  b label54
block48:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label50 ; b label49
block49:
  b label51
block50:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label51
block51:
  ldr x2, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #2
  ldr x4, [x21, x3, LSL #3]
  add x1, x2, x0, LSL 3
  str x4, [x2, x0, LSL #3]
  ldr x2, [x22, x3, LSL #3]
  str x2, [x1, #8]
  add w2, w28, #2
  mov w2, w2
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label52 ; b label53
block52:
  mov x26, x0
  b label98
block53:
  mov x26, x0
  b label54
block54:
  add x0, x27, #3
  ldr w0, [x20, x0, LSL #2]
  mov w0, w0
  sub x1, x0, #1
  subs xzr, x1, #7
  b.ls label56 ; b label55
block55:
  b label58
block56:
  sub x0, x0, #1
  ldrb w28, [x0, x19]
  cbnz x28, label59 ; b label57
block57:
  b label58
block58:
  b label97
block59:
  ldr x3, [x25, #24]
  ldr x4, [x25, #32]
  add x3, x3, #3
  subs xzr, x3, x4
  b.hi label61 ; b label60
block60:
  b label62
block61:
  load_ext_name_far x6, User(userextname0)+0
  mov x0, x25
  blr x6
  b label62
block62:
  ldr x10, [x25, #16]
  ldr x8, [x25, #24]
  add x11, x27, #3
  ldr x12, [x21, x11, LSL #3]
  add x9, x10, x8, LSL 3
  str x12, [x10, x8, LSL #3]
  ldr x10, [x22, x11, LSL #3]
  str x10, [x9, #8]
  add w10, w28, #2
  mov w10, w10
  str x10, [x9, #16]
  add x11, x8, #3
  str x11, [x25, #24]
  movn x13, #1
  add x12, x26, #1
  subs xzr, x26, x13
  b.eq label63 ; b label64
block63:
  mov x26, x12
  b label98
block64:
  mov x26, x12
  b label97
block65:
  mov w0, v0.s[0]
  str q0, [sp]
  ldrb w28, [x19, w0, UXTW]
  cbnz x28, label67 ; b label66
block66:
  ldr q0, [sp]
  b label73
block67:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label69 ; b label68
block68:
  b label70
block69:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label70
block70:
  ldr x2, [x25, #16]
  ldr x0, [x25, #24]
  ldr x3, [x21, x27, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  ldr x2, [x22, x27, LSL #3]
  str x2, [x1, #8]
  add w2, w28, #2
  mov w2, w2
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label71 ; b label72
block71:
  mov x26, x0
  b label98
block72:
  mov x26, x0
  ldr q0, [sp]
  b label73
block73:
  mov w0, v0.s[1]
  str q0, [sp]
  ldrb w28, [x19, w0, UXTW]
  cbnz x28, label75 ; b label74
block74:
  ldr q0, [sp]
  b label81
block75:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label77 ; b label76
block76:
  b label78
block77:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label78
block78:
  ldr x2, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #1
  ldr x4, [x21, x3, LSL #3]
  add x1, x2, x0, LSL 3
  str x4, [x2, x0, LSL #3]
  ldr x2, [x22, x3, LSL #3]
  str x2, [x1, #8]
  add w2, w28, #2
  mov w2, w2
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label79 ; b label80
block79:
  mov x26, x0
  b label98
block80:
  mov x26, x0
  ldr q0, [sp]
  b label81
block81:
  mov w0, v0.s[2]
  ldrb w28, [x19, w0, UXTW]
  cbnz x28, label83 ; b label82
block82:
  ldr q0, [sp]
  b label89
block83:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label85 ; b label84
block84:
  b label86
block85:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label86
block86:
  ldr x2, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #2
  ldr x4, [x21, x3, LSL #3]
  add x1, x2, x0, LSL 3
  str x4, [x2, x0, LSL #3]
  ldr x2, [x22, x3, LSL #3]
  str x2, [x1, #8]
  add w2, w28, #2
  mov w2, w2
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label87 ; b label88
block87:
  mov x26, x0
  b label98
block88:
  mov x26, x0
  ldr q0, [sp]
  b label89
block89:
  ldr q0, [sp]
  mov w0, v0.s[3]
  ldrb w28, [x19, w0, UXTW]
  cbnz x28, label91 ; b label90
block90:
  b label97
block91:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label93 ; b label92
block92:
  b label94
block93:
  load_ext_name_far x3, User(userextname0)+0
  mov x0, x25
  blr x3
  b label94
block94:
  ldr x7, [x25, #16]
  ldr x5, [x25, #24]
  add x8, x27, #3
  ldr x9, [x21, x8, LSL #3]
  add x6, x7, x5, LSL 3
  str x9, [x7, x5, LSL #3]
  ldr x7, [x22, x8, LSL #3]
  str x7, [x6, #8]
  add w7, w28, #2
  mov w7, w7
  str x7, [x6, #16]
  add x8, x5, #3
  str x8, [x25, #24]
  movn x10, #1
  add x9, x26, #1
  subs xzr, x26, x10
  b.eq label95 ; b label96
block95:
  mov x26, x9
  b label98
block96:
  mov x26, x9
  b label97
block97:
  add x27, x27, #4
  mov x2, x24
  mov x3, x25
  b label1
block98:
  str x26, [x25]
  movz x0, #0
  add sp, sp, #16
  ldp x19, x20, [sp], #16
  ldp x21, x22, [sp], #16
  ldp x23, x24, [sp], #16
  ldp x25, x26, [sp], #16
  ldp x27, x28, [sp], #16
  ldp fp, lr, [sp], #16
  ret

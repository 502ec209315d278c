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
  unwind DefineNewFrame { offset_upward_to_caller_sp: 16, offset_downward_to_clobbers: 0 }
block0:
  ldr x6, [x3]
  ldr x5, [x0]
  ldr x7, [x0, #8]
  ldr x8, [x0, #16]
  ldr x4, [x0, #24]
  sub x0, x2, x1
  and x0, x0, #18446744073709551612
  add x14, x1, x0
  b label1
block1:
  subs xzr, x1, x14
  b.lo label20 ; b label2
block2:
  b label3
block3:
  movn x1, #1
  subs xzr, x14, x2
  b.lo label4 ; b label5
block4:
  b label6
block5:
  mov x0, x3
  b label98
block6:
  ldr w0, [x7, x14, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  subs xzr, x0, #7
  b.ls label8 ; b label7
block7:
  b label10
block8:
  ldrb w9, [x0, x5]
  cbnz x9, label11 ; b label9
block9:
  b label10
block10:
  mov x0, x3
  b label17
block11:
  ldr x0, [x3, #24]
  ldr x10, [x3, #32]
  add x0, x0, #3
  subs xzr, x0, x10
  b.hi label13 ; b label12
block12:
  mov x0, x3
  b label14
block13:
  mov x0, x3
  bl 0
  b label14
block14:
  ldr x11, [x0, #16]
  ldr x3, [x0, #24]
  ldr x12, [x8, x14, LSL #3]
  add x10, x11, x3, LSL 3
  str x12, [x11, x3, LSL #3]
  ldr x11, [x4, x14, LSL #3]
  str x11, [x10, #8]
  add w9, w9, #2
  mov w9, w9
  str x9, [x10, #16]
  add x3, x3, #3
  str x3, [x0, #24]
  add x3, x6, #1
  subs xzr, x6, x1
  b.eq label15 ; b label16
block15:
  mov x6, x3
  b label98
block16:
  mov x6, x3
  b label17
block17:
  add x14, x14, #1
  subs xzr, x14, x2
  b.lo label18 ; b label19
block18:
  mov x3, x0
  b label6
block19:
  mov x3, x0
  b label3
block20:
  mov x0, x3
  lsl x3, x1, #2
  ldr q0, [x3, x7]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #7
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x3, v1.d[0]
  subs xzr, x3, #0
  cset x3, ne
  ands wzr, w3, #255
  b.ne label65 ; b label21
block21:
  ldr w3, [x7, x1, LSL #2]
  mov w3, w3
  sub x9, x3, #1
  subs xzr, x9, #7
  b.ls label23 ; b label22
block22:
  b label25
block23:
  sub x3, x3, #1
  ldrb w3, [x3, x5]
  cbnz x3, label26 ; b label24
block24:
  b label25
block25:
  b label32
block26:
  ldr x9, [x0, #24]
  ldr x10, [x0, #32]
  add x9, x9, #3
  subs xzr, x9, x10
  b.hi label28 ; b label27
block27:
  b label29
block28:
  bl 0
  b label29
block29:
  ldr x11, [x0, #16]
  ldr x9, [x0, #24]
  ldr x12, [x8, x1, LSL #3]
  add x10, x11, x9, LSL 3
  str x12, [x11, x9, LSL #3]
  ldr x11, [x4, x1, LSL #3]
  str x11, [x10, #8]
  add w11, w3, #2
  mov w11, w11
  str x11, [x10, #16]
  add x9, x9, #3
  str x9, [x0, #24]
  movn x10, #1
  add x9, x6, #1
  subs xzr, x6, x10
  b.eq label30 ; b label31
block30:
  mov x6, x9
  b label98
block31:
  mov x6, x9
  b label32
block32:
  add x13, x1, #1
  ldr w13, [x7, x13, LSL #2]
  mov w13, w13
  sub x15, x13, #1
  subs xzr, x15, #7
  b.ls label34 ; b label33
block33:
  b label36
block34:
  sub x3, x13, #1
  ldrb w3, [x3, x5]
  cbnz x3, label37 ; b label35
block35:
  b label36
block36:
  b label43
block37:
  ldr x9, [x0, #24]
  ldr x10, [x0, #32]
  add x9, x9, #3
  subs xzr, x9, x10
  b.hi label39 ; b label38
block38:
  b label40
block39:
  bl 0
  b label40
block40:
  ldr x11, [x0, #16]
  ldr x9, [x0, #24]
  add x12, x1, #1
  ldr x13, [x8, x12, LSL #3]
  add x10, x11, x9, LSL 3
  str x13, [x11, x9, LSL #3]
  ldr x11, [x4, x12, LSL #3]
  str x11, [x10, #8]
  add w3, w3, #2
  mov w3, w3
  str x3, [x10, #16]
  add x3, x9, #3
  str x3, [x0, #24]
  movn x9, #1
  add x3, x6, #1
  subs xzr, x6, x9
  b.eq label41 ; b label42
block41:
  mov x6, x3
  b label98
block42:
  mov x6, x3
  b label43
block43:
  add x3, x1, #2
  ldr w3, [x7, x3, LSL #2]
  mov w3, w3
  sub x9, x3, #1
  subs xzr, x9, #7
  b.ls label45 ; b label44
block44:
  b label47
block45:
  sub x3, x3, #1
  ldrb w3, [x3, x5]
  cbnz x3, label48 ; b label46
block46:
  b label47
block47:
  b label54
block48:
  ldr x9, [x0, #24]
  ldr x10, [x0, #32]
  add x9, x9, #3
  subs xzr, x9, x10
  b.hi label50 ; b label49
block49:
  b label51
block50:
  bl 0
  b label51
block51:
  ldr x11, [x0, #16]
  ldr x9, [x0, #24]
  add x12, x1, #2
  ldr x13, [x8, x12, LSL #3]
  add x10, x11, x9, LSL 3
  str x13, [x11, x9, LSL #3]
  ldr x11, [x4, x12, LSL #3]
  str x11, [x10, #8]
  add w3, w3, #2
  mov w3, w3
  str x3, [x10, #16]
  add x3, x9, #3
  str x3, [x0, #24]
  movn x9, #1
  add x3, x6, #1
  subs xzr, x6, x9
  b.eq label52 ; b label53
block52:
  mov x6, x3
  b label98
block53:
  mov x6, x3
  b label54
block54:
  add x3, x1, #3
  ldr w3, [x7, x3, LSL #2]
  mov w3, w3
  sub x9, x3, #1
  subs xzr, x9, #7
  b.ls label56 ; b label55
block55:
  b label58
block56:
  sub x3, x3, #1
  ldrb w3, [x3, x5]
  cbnz x3, label59 ; b label57
block57:
  b label58
block58:
  b label97
block59:
  ldr x9, [x0, #24]
  ldr x10, [x0, #32]
  add x9, x9, #3
  subs xzr, x9, x10
  b.hi label61 ; b label60
block60:
  b label62
block61:
  bl 0
  b label62
block62:
  ldr x11, [x0, #16]
  ldr x9, [x0, #24]
  add x12, x1, #3
  ldr x13, [x8, x12, LSL #3]
  add x10, x11, x9, LSL 3
  str x13, [x11, x9, LSL #3]
  ldr x11, [x4, x12, LSL #3]
  str x11, [x10, #8]
  add w3, w3, #2
  mov w3, w3
  str x3, [x10, #16]
  add x3, x9, #3
  str x3, [x0, #24]
  movn x9, #1
  add x3, x6, #1
  subs xzr, x6, x9
  b.eq label63 ; b label64
block63:
  mov x6, x3
  b label98
block64:
  mov x6, x3
  b label97
block65:
  mov w9, v0.s[0]
  ldrb w9, [x5, w9, UXTW]
  cbnz x9, label67 ; b label66
block66:
  b label73
block67:
  ldr x10, [x0, #24]
  ldr x11, [x0, #32]
  add x10, x10, #3
  subs xzr, x10, x11
  b.hi label69 ; b label68
block68:
  b label70
block69:
  bl 0
  b label70
block70:
  ldr x10, [x0, #16]
  ldr x15, [x0, #24]
  ldr x11, [x8, x1, LSL #3]
  add x3, x10, x15, LSL 3
  str x11, [x10, x15, LSL #3]
  ldr x10, [x4, x1, LSL #3]
  str x10, [x3, #8]
  add w9, w9, #2
  mov w9, w9
  str x9, [x3, #16]
  add x3, x15, #3
  str x3, [x0, #24]
  movn x9, #1
  add x3, x6, #1
  subs xzr, x6, x9
  b.eq label71 ; b label72
block71:
  mov x6, x3
  b label98
block72:
  mov x6, x3
  b label73
block73:
  mov w3, v0.s[1]
  ldrb w3, [x5, w3, UXTW]
  cbnz x3, label75 ; b label74
block74:
  b label81
block75:
  ldr x9, [x0, #24]
  ldr x10, [x0, #32]
  add x9, x9, #3
  subs xzr, x9, x10
  b.hi label77 ; b label76
block76:
  b label78
block77:
  bl 0
  b label78
block78:
  ldr x11, [x0, #16]
  ldr x9, [x0, #24]
  add x12, x1, #1
  ldr x13, [x8, x12, LSL #3]
  add x10, x11, x9, LSL 3
  str x13, [x11, x9, LSL #3]
  ldr x11, [x4, x12, LSL #3]
  str x11, [x10, #8]
  add w3, w3, #2
  mov w3, w3
  str x3, [x10, #16]
  add x3, x9, #3
  str x3, [x0, #24]
  movn x9, #1
  add x3, x6, #1
  subs xzr, x6, x9
  b.eq label79 ; b label80
block79:
  mov x6, x3
  b label98
block80:
  mov x6, x3
  b label81
block81:
  mov w3, v0.s[2]
  ldrb w3, [x5, w3, UXTW]
  cbnz x3, label83 ; b label82
block82:
  b label89
block83:
  ldr x9, [x0, #24]
  ldr x10, [x0, #32]
  add x9, x9, #3
  subs xzr, x9, x10
  b.hi label85 ; b label84
block84:
  b label86
block85:
  bl 0
  b label86
block86:
  ldr x11, [x0, #16]
  ldr x9, [x0, #24]
  add x12, x1, #2
  ldr x13, [x8, x12, LSL #3]
  add x10, x11, x9, LSL 3
  str x13, [x11, x9, LSL #3]
  ldr x11, [x4, x12, LSL #3]
  str x11, [x10, #8]
  add w3, w3, #2
  mov w3, w3
  str x3, [x10, #16]
  add x3, x9, #3
  str x3, [x0, #24]
  movn x9, #1
  add x3, x6, #1
  subs xzr, x6, x9
  b.eq label87 ; b label88
block87:
  mov x6, x3
  b label98
block88:
  mov x6, x3
  b label89
block89:
  mov w3, v0.s[3]
  ldrb w3, [x5, w3, UXTW]
  cbnz x3, label91 ; b label90
block90:
  b label97
block91:
  ldr x9, [x0, #24]
  ldr x10, [x0, #32]
  add x9, x9, #3
  subs xzr, x9, x10
  b.hi label93 ; b label92
block92:
  b label94
block93:
  bl 0
  b label94
block94:
  ldr x11, [x0, #16]
  ldr x9, [x0, #24]
  add x12, x1, #3
  ldr x13, [x8, x12, LSL #3]
  add x10, x11, x9, LSL 3
  str x13, [x11, x9, LSL #3]
  ldr x11, [x4, x12, LSL #3]
  str x11, [x10, #8]
  add w3, w3, #2
  mov w3, w3
  str x3, [x10, #16]
  add x3, x9, #3
  str x3, [x0, #24]
  movn x9, #1
  add x3, x6, #1
  subs xzr, x6, x9
  b.eq label95 ; b label96
block95:
  mov x6, x3
  b label98
block96:
  mov x6, x3
  b label97
block97:
  add x1, x1, #4
  mov x3, x0
  b label1
block98:
  str x6, [x0]
  movz x0, #0
  ldp fp, lr, [sp], #16
  ret

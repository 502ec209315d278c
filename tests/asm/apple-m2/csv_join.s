; target apple-m2 (aarch64-apple-darwin): Apple M2 (4 performance + 4 efficiency cores), NEON, no L3
; flags: has_lse has_fp16 has_dotprod has_i8mm

; kernel build_0 — build `customers`: vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: customers.nation, +16: customers.id
  unwind Aarch64SetPointerAuth { return_addresses: false }
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
  subs wzr, w6, #3
  cset x7, eq
  subs wzr, w6, #7
  cset x6, eq
  orr w6, w7, w6
  ands wzr, w6, #255
  b.ne label5 ; b label4
block4:
  b label8
block5:
  ldr w6, [x4, x1, LSL #2]
  mov w6, w6
  sub x7, x6, #1
  subs xzr, x7, #7
  b.ls label7 ; b label6
block6:
  b label8
block7:
  ldr w7, [x3, x1, LSL #2]
  sub x6, x6, #1
  add x6, x6, x5
  movz w8, #0
  casalb w8, w8, w7, [x6]
  ands wzr, w8, #255
  cset x6, ne
  add x0, x0, x6, UXTB
  b label8
block8:
  add x1, x1, #1
  b label1

; kernel probe_1 — probe pipeline over `orders`: `customers` vector (8 elements of 1 B (payload − min + 1))
; context block (first argument): +0: customers structure, +8: orders.cust_id, +16: orders.order_id, +24: orders.amount
  unwind Aarch64SetPointerAuth { return_addresses: false }
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
  ldr x21, [x0]
  ldr x22, [x0, #8]
  ldr x23, [x0, #16]
  ldr x24, [x0, #24]
  sub x0, x2, x1
  and x0, x0, #18446744073709551612
  add x19, x1, x0
  mov x27, x1
  b label1
block1:
  subs xzr, x27, x19
  b.lo label17 ; b label2
block2:
  movn x27, #1
  mov x20, x2
  b label3
block3:
  subs xzr, x19, x20
  b.lo label5 ; b label4
block4:
  mov x25, x3
  b label95
block5:
  ldr w0, [x22, x19, LSL #2]
  mov w0, w0
  sub x0, x0, #1
  subs xzr, x0, #7
  b.ls label7 ; b label6
block6:
  b label9
block7:
  ldrb w28, [x0, x21]
  cbnz x28, label10 ; b label8
block8:
  b label9
block9:
  mov x25, x3
  b label16
block10:
  mov x25, x3
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label12 ; b label11
block11:
  b label13
block12:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label13
block13:
  ldr x2, [x25, #16]
  ldr x0, [x25, #24]
  ldr x3, [x23, x19, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  ldr x2, [x24, x19, LSL #3]
  str x2, [x1, #8]
  mov w2, w28
  str x2, [x1, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  add x0, x26, #1
  subs xzr, x26, x27
  b.eq label14 ; b label15
block14:
  mov x26, x0
  b label95
block15:
  mov x26, x0
  b label16
block16:
  add x19, x19, #1
  mov x3, x25
  b label3
block17:
  mov x20, x2
  mov x25, x3
  lsl x0, x27, #2
  ldr q0, [x0, x22]
  movi v1.4s, #1
  sub v0.4s, v0.4s, v1.4s
  movi v1.4s, #7
  cmhs v1.4s, v1.4s, v0.4s
  uminv s1, v1.4s
  mov x0, v1.d[0]
  subs xzr, x0, #0
  cset x0, ne
  ands wzr, w0, #255
  b.ne label62 ; b label18
block18:
  ldr w0, [x22, x27, LSL #2]
  mov w0, w0
  sub x1, x0, #1
  subs xzr, x1, #7
  b.ls label20 ; b label19
block19:
  b label22
block20:
  sub x0, x0, #1
  ldrb w28, [x0, x21]
  cbnz x28, label23 ; b label21
block21:
  b label22
block22:
  b label29
block23:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label25 ; b label24
block24:
  b label26
block25:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label26
block26:
  ldr x2, [x25, #16]
  ldr x0, [x25, #24]
  ldr x3, [x23, x27, LSL #3]
  add x1, x2, x0, LSL 3
  str x3, [x2, x0, LSL #3]
  ldr x2, [x24, x27, LSL #3]
  str x2, [x1, #8]
  mov w2, w28
  str x2, [x1, #16]
  add x2, x0, #3
  str x2, [x25, #24]
  movn x4, #1
  add x3, x26, #1
  subs xzr, x26, x4
  b.eq label27 ; b label28
block27:
  mov x26, x3
  b label95
block28:
  mov x26, x3
  b label29
block29:
  add x7, x27, #1
  ldr w7, [x22, x7, LSL #2]
  mov w7, w7
  sub x8, x7, #1
  subs xzr, x8, #7
  b.ls label31 ; b label30
block30:
  b label33
block31:
  sub x10, x7, #1
  ldrb w28, [x10, x21]
  cbnz x28, label34 ; b label32
block32:
  b label33
block33:
  b label40
block34:
  ldr x13, [x25, #24]
  ldr x14, [x25, #32]
  add x13, x13, #3
  subs xzr, x13, x14
  b.hi label36 ; b label35
block35:
  b label37
block36:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label37
block37:
  ldr x1, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #1
  ldr x4, [x23, x3, LSL #3]
  add x2, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  ldr x1, [x24, x3, LSL #3]
  str x1, [x2, #8]
  mov w1, w28
  str x1, [x2, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label38 ; b label39
block38:
  mov x26, x0
  b label95
block39:
  mov x26, x0
  b label40
block40:
  add x0, x27, #2
  ldr w0, [x22, x0, LSL #2]
  mov w0, w0
  sub x1, x0, #1
  subs xzr, x1, #7
  b.ls label42 ; b label41
block41:
  b label44
block42:
  sub x0, x0, #1
  ldrb w28, [x0, x21]
  cbnz x28, label45 ; b label43
block43:
  b label44
block44:
  b label51
block45:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label47 ; b label46
block46:
  b label48
block47:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label48
block48:
  ldr x1, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #2
  ldr x4, [x23, x3, LSL #3]
  add x2, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  ldr x1, [x24, x3, LSL #3]
  str x1, [x2, #8]
  mov w1, w28
  str x1, [x2, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label49 ; b label50
block49:
  mov x26, x0
  b label95
block50:
  mov x26, x0
  b label51
block51:
  add x0, x27, #3
  ldr w0, [x22, x0, LSL #2]
  mov w0, w0
  sub x1, x0, #1
  subs xzr, x1, #7
  b.ls label53 ; b label52
block52:
  b label55
block53:
  sub x0, x0, #1
  ldrb w28, [x0, x21]
  cbnz x28, label56 ; b label54
block54:
  b label55
block55:
  b label94
block56:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label58 ; b label57
block57:
  b label59
block58:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label59
block59:
  ldr x1, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #3
  ldr x4, [x23, x3, LSL #3]
  add x2, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  ldr x1, [x24, x3, LSL #3]
  str x1, [x2, #8]
  mov w1, w28
  str x1, [x2, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label60 ; b label61
block60:
  mov x26, x0
  b label95
block61:
  mov x26, x0
  b label94
block62:
  mov w1, v0.s[0]
  str q0, [sp]
  ldrb w28, [x21, w1, UXTW]
  cbnz x28, label64 ; b label63
block63:
  ldr q0, [sp]
  b label70
block64:
  ldr x3, [x25, #24]
  ldr x4, [x25, #32]
  add x3, x3, #3
  subs xzr, x3, x4
  b.hi label66 ; b label65
block65:
  b label67
block66:
  load_ext_name_far x6, User(userextname0)+0
  mov x0, x25
  blr x6
  b label67
block67:
  ldr x10, [x25, #16]
  ldr x8, [x25, #24]
  ldr x11, [x23, x27, LSL #3]
  add x9, x10, x8, LSL 3
  str x11, [x10, x8, LSL #3]
  ldr x10, [x24, x27, LSL #3]
  str x10, [x9, #8]
  mov w10, w28
  str x10, [x9, #16]
  add x11, x8, #3
  str x11, [x25, #24]
  movn x13, #1
  add x12, x26, #1
  subs xzr, x26, x13
  b.eq label68 ; b label69
block68:
  mov x26, x12
  b label95
block69:
  mov x26, x12
  ldr q0, [sp]
  b label70
block70:
  mov w0, v0.s[1]
  str q0, [sp]
  ldrb w28, [x21, w0, UXTW]
  cbnz x28, label72 ; b label71
block71:
  ldr q0, [sp]
  b label78
block72:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label74 ; b label73
block73:
  b label75
block74:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label75
block75:
  ldr x1, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #1
  ldr x4, [x23, x3, LSL #3]
  add x2, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  ldr x1, [x24, x3, LSL #3]
  str x1, [x2, #8]
  mov w1, w28
  str x1, [x2, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label76 ; b label77
block76:
  mov x26, x0
  b label95
block77:
  mov x26, x0
  ldr q0, [sp]
  b label78
block78:
  mov w0, v0.s[2]
  ldrb w28, [x21, w0, UXTW]
  cbnz x28, label80 ; b label79
block79:
  ldr q0, [sp]
  b label86
block80:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label82 ; b label81
block81:
  b label83
block82:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label83
block83:
  ldr x1, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #2
  ldr x4, [x23, x3, LSL #3]
  add x2, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  ldr x1, [x24, x3, LSL #3]
  str x1, [x2, #8]
  mov w1, w28
  str x1, [x2, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label84 ; b label85
block84:
  mov x26, x0
  b label95
block85:
  mov x26, x0
  ldr q0, [sp]
  b label86
block86:
  ldr q0, [sp]
  mov w0, v0.s[3]
  ldrb w28, [x21, w0, UXTW]
  cbnz x28, label88 ; b label87
block87:
  b label94
block88:
  ldr x0, [x25, #24]
  ldr x1, [x25, #32]
  add x0, x0, #3
  subs xzr, x0, x1
  b.hi label90 ; b label89
block89:
  b label91
block90:
  load_ext_name_far x1, User(userextname0)+0
  mov x0, x25
  blr x1
  b label91
block91:
  ldr x1, [x25, #16]
  ldr x0, [x25, #24]
  add x3, x27, #3
  ldr x4, [x23, x3, LSL #3]
  add x2, x1, x0, LSL 3
  str x4, [x1, x0, LSL #3]
  ldr x1, [x24, x3, LSL #3]
  str x1, [x2, #8]
  mov w1, w28
  str x1, [x2, #16]
  add x0, x0, #3
  str x0, [x25, #24]
  movn x1, #1
  add x0, x26, #1
  subs xzr, x26, x1
  b.eq label92 ; b label93
block92:
  mov x26, x0
  b label95
block93:
  mov x26, x0
  b label94
block94:
  add x27, x27, #4
  mov x2, x20
  mov x3, x25
  b label1
block95:
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

; kern module github.com/kernlab/kern/examples/devicefn (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"


define internal double @"math.pow"(double %p0, double %p1) #1 {
entry:
  br label %b0

b0:
  br label %b1

b1:
  %t0 = phi double [ %p0, %b0 ], [ %t272, %b140 ]
  %t1 = phi double [ %p1, %b0 ], [ %t273, %b140 ]
  %t2 = fcmp oeq double %t1, 0x0000000000000000
  br i1 %t2, label %b2, label %b3

b2:
  ret double 0x3FF0000000000000

b3:
  %t3 = fcmp oeq double %t0, 0x3FF0000000000000
  br i1 %t3, label %b2, label %b4

b4:
  %t4 = fcmp oeq double %t1, 0x3FF0000000000000
  br i1 %t4, label %b5, label %b6

b5:
  ret double %t0

b6:
  %t5 = fcmp une double %t0, %t0
  br i1 %t5, label %b7, label %b8

b7:
  ret double 0x7FF8000000000001

b8:
  %t6 = fcmp une double %t1, %t1
  br i1 %t6, label %b7, label %b9

b9:
  %t7 = fcmp oeq double %t0, 0x0000000000000000
  br i1 %t7, label %b10, label %b132

b10:
  %t8 = fcmp olt double %t1, 0x0000000000000000
  br i1 %t8, label %b11, label %b20

b11:
  %t9 = bitcast double %t0 to i64
  %t11 = icmp slt i64 %t9, 0
  br i1 %t11, label %b12, label %b19

b12:
  %t12 = call double @llvm.fabs.f64(double %t1)
  %t13 = fcmp oge double %t12, 0x4340000000000000
  br i1 %t13, label %b13, label %b14

b13:
  br label %b17

b14:
  %t14 = call double @llvm.trunc.f64(double %t1)
  %t15 = fsub double %t1, %t14
  %t16 = call double @llvm.copysign.f64(double %t15, double %t1)
  %t17 = fcmp oeq double %t16, 0x0000000000000000
  br i1 %t17, label %b15, label %b16

b15:
  %.1 = fcmp oge double %t14, 0xC3E0000000000000
  %.2 = fcmp olt double %t14, 0x43E0000000000000
  %.3 = and i1 %.1, %.2
  %.4 = select i1 %.3, double %t14, double 0.0
  %.5 = fptosi double %.4 to i64
  %.6 = select i1 %.3, i64 %.5, i64 -9223372036854775808
  %t19 = and i64 %.6, 1
  %t20 = icmp eq i64 %t19, 1
  br label %b16

b16:
  %t21 = phi i1 [ false, %b14 ], [ %t20, %b15 ]
  br label %b17

b17:
  %t22 = phi i1 [ false, %b13 ], [ %t21, %b16 ]
  br i1 %t22, label %b18, label %b19

b18:
  ret double 0xFFF0000000000000

b19:
  ret double 0x7FF0000000000000

b20:
  %t23 = fcmp ogt double %t1, 0x0000000000000000
  br i1 %t23, label %b21, label %b30

b21:
  %t24 = bitcast double %t0 to i64
  %t26 = icmp slt i64 %t24, 0
  br i1 %t26, label %b22, label %b29

b22:
  %t27 = call double @llvm.fabs.f64(double %t1)
  %t28 = fcmp oge double %t27, 0x4340000000000000
  br i1 %t28, label %b23, label %b24

b23:
  br label %b27

b24:
  %t29 = call double @llvm.trunc.f64(double %t1)
  %t30 = fsub double %t1, %t29
  %t31 = call double @llvm.copysign.f64(double %t30, double %t1)
  %t32 = fcmp oeq double %t31, 0x0000000000000000
  br i1 %t32, label %b25, label %b26

b25:
  %.7 = fcmp oge double %t29, 0xC3E0000000000000
  %.8 = fcmp olt double %t29, 0x43E0000000000000
  %.9 = and i1 %.7, %.8
  %.10 = select i1 %.9, double %t29, double 0.0
  %.11 = fptosi double %.10 to i64
  %.12 = select i1 %.9, i64 %.11, i64 -9223372036854775808
  %t34 = and i64 %.12, 1
  %t35 = icmp eq i64 %t34, 1
  br label %b26

b26:
  %t36 = phi i1 [ false, %b24 ], [ %t35, %b25 ]
  br label %b27

b27:
  %t37 = phi i1 [ false, %b23 ], [ %t36, %b26 ]
  br i1 %t37, label %b28, label %b29

b28:
  ret double %t0

b29:
  ret double 0x0000000000000000

b30:
  %t38 = call double @llvm.fabs.f64(double %t1)
  %t39 = call double @llvm.trunc.f64(double %t38)
  %t40 = fsub double %t38, %t39
  %t41 = call double @llvm.copysign.f64(double %t40, double %t38)
  %t42 = fcmp une double %t41, 0x0000000000000000
  br i1 %t42, label %b31, label %b33

b31:
  %t43 = fcmp olt double %t0, 0x0000000000000000
  br i1 %t43, label %b32, label %b33

b32:
  ret double 0x7FF8000000000001

b33:
  %t44 = fcmp oge double %t39, 0x43E0000000000000
  br i1 %t44, label %b34, label %b39

b34:
  %t45 = fcmp oeq double %t0, 0xBFF0000000000000
  br i1 %t45, label %b35, label %b36

b35:
  ret double 0x3FF0000000000000

b36:
  %t46 = call double @llvm.fabs.f64(double %t0)
  %t47 = fcmp olt double %t46, 0x3FF0000000000000
  %t48 = fcmp ogt double %t1, 0x0000000000000000
  %t49 = icmp eq i1 %t47, %t48
  br i1 %t49, label %b37, label %b38

b37:
  ret double 0x0000000000000000

b38:
  ret double 0x7FF0000000000000

b39:
  br i1 %t42, label %b40, label %b93

b40:
  %t50 = fcmp ogt double %t41, 0x3FE0000000000000
  br i1 %t50, label %b41, label %b42

b41:
  %t51 = fsub double %t41, 0x3FF0000000000000
  %t52 = fadd double %t39, 0x3FF0000000000000
  br label %b42

b42:
  %t53 = phi double [ %t39, %b40 ], [ %t52, %b41 ]
  %t54 = phi double [ %t41, %b40 ], [ %t51, %b41 ]
  br i1 %t5, label %b43, label %b44

b43:
  br label %b61

b44:
  %t55 = fcmp ogt double %t0, 0x7FEFFFFFFFFFFFFF
  br i1 %t55, label %b43, label %b45

b45:
  %t56 = fcmp olt double %t0, 0x0000000000000000
  br i1 %t56, label %b46, label %b47

b46:
  br label %b61

b47:
  br i1 %t7, label %b48, label %b49

b48:
  br label %b61

b49:
  br i1 %t7, label %b50, label %b51

b50:
  br label %b58

b51:
  %t57 = call double @llvm.fabs.f64(double %t0)
  %t58 = fcmp ogt double %t57, 0x7FEFFFFFFFFFFFFF
  br i1 %t58, label %b52, label %b53

b52:
  br label %b58

b53:
  br i1 %t5, label %b52, label %b54

b54:
  %t59 = fcmp olt double %t57, 0x0010000000000000
  br i1 %t59, label %b55, label %b56

b55:
  %t60 = fmul double %t0, 0x4330000000000000
  br label %b57

b56:
  br label %b57

b57:
  %t61 = phi double [ %t60, %b55 ], [ %t0, %b56 ]
  %t62 = phi i64 [ -52, %b55 ], [ 0, %b56 ]
  %t63 = bitcast double %t61 to i64
  %t64 = lshr i64 %t63, 52
  %t65 = and i64 %t64, 2047
  %t67 = sub i64 %t65, 1023
  %t68 = add i64 %t67, 1
  %t69 = add i64 %t62, %t68
  %.13 = xor i64 9218868437227405312, -1
  %t70 = and i64 %t63, %.13
  %t71 = or i64 %t70, 4602678819172646912
  %t72 = bitcast i64 %t71 to double
  br label %b58

b58:
  %t73 = phi double [ %t0, %b50 ], [ %t0, %b52 ], [ %t72, %b57 ]
  %t74 = phi i64 [ 0, %b50 ], [ 0, %b52 ], [ %t69, %b57 ]
  %t75 = fcmp olt double %t73, 0x3FE6A09E667F3BCD
  br i1 %t75, label %b59, label %b60

b59:
  %t76 = fmul double %t73, 0x4000000000000000
  %t77 = sub i64 %t74, 1
  br label %b60

b60:
  %t78 = phi double [ %t73, %b58 ], [ %t76, %b59 ]
  %t79 = phi i64 [ %t74, %b58 ], [ %t77, %b59 ]
  %t80 = fsub double %t78, 0x3FF0000000000000
  %t81 = sitofp i64 %t79 to double
  %t82 = fadd double 0x4000000000000000, %t80
  %t83 = fdiv double %t80, %t82
  %t84 = fmul double %t83, %t83
  %t85 = fmul double %t84, %t84
  %t86 = fmul double %t85, 0x3FC2F112DF3E5244
  %t87 = fadd double 0x3FC7466496CB03DE, %t86
  %t88 = fmul double %t85, %t87
  %t89 = fadd double 0x3FD2492494229359, %t88
  %t90 = fmul double %t85, %t89
  %t91 = fadd double 0x3FE5555555555593, %t90
  %t92 = fmul double %t84, %t91
  %t93 = fmul double %t85, 0x3FC39A09D078C69F
  %t94 = fadd double 0x3FCC71C51D8E78AF, %t93
  %t95 = fmul double %t85, %t94
  %t96 = fadd double 0x3FD999999997FA04, %t95
  %t97 = fmul double %t85, %t96
  %t98 = fadd double %t92, %t97
  %t99 = fmul double 0x3FE0000000000000, %t80
  %t100 = fmul double %t99, %t80
  %t101 = fmul double %t81, 0x3FE62E42FEE00000
  %t102 = fadd double %t100, %t98
  %t103 = fmul double %t83, %t102
  %t104 = fmul double %t81, 0x3DEA39EF35793C76
  %t105 = fadd double %t103, %t104
  %t106 = fsub double %t100, %t105
  %t107 = fsub double %t106, %t80
  %t108 = fsub double %t101, %t107
  br label %b61

b61:
  %t109 = phi double [ %t0, %b43 ], [ 0x7FF8000000000001, %b46 ], [ 0xFFF0000000000000, %b48 ], [ %t108, %b60 ]
  %t110 = fmul double %t54, %t109
  %t111 = fcmp une double %t110, %t110
  br i1 %t111, label %b62, label %b63

b62:
  br label %b92

b63:
  %t112 = fcmp ogt double %t110, 0x40862E42FEFA39EF
  br i1 %t112, label %b64, label %b65

b64:
  br label %b92

b65:
  %t113 = fcmp olt double %t110, 0xC0874910D52D3051
  br i1 %t113, label %b66, label %b67

b66:
  br label %b92

b67:
  %t114 = fcmp olt double 0xBE30000000000000, %t110
  br i1 %t114, label %b68, label %b70

b68:
  %t115 = fcmp olt double %t110, 0x3E30000000000000
  br i1 %t115, label %b69, label %b70

b69:
  %t116 = fadd double 0x3FF0000000000000, %t110
  br label %b92

b70:
  %t117 = fcmp olt double %t110, 0x0000000000000000
  br i1 %t117, label %b71, label %b90

b71:
  %t118 = fmul double 0x3FF71547652B82FE, %t110
  %t119 = fsub double %t118, 0x3FE0000000000000
  %.14 = fcmp oge double %t119, 0xC3E0000000000000
  %.15 = fcmp olt double %t119, 0x43E0000000000000
  %.16 = and i1 %.14, %.15
  %.17 = select i1 %.16, double %t119, double 0.0
  %.18 = fptosi double %.17 to i64
  %.19 = select i1 %.16, i64 %.18, i64 -9223372036854775808
  br label %b72

b72:
  %t121 = phi i64 [ %.19, %b71 ], [ 0, %b90 ], [ %.26, %b91 ]
  %t122 = sitofp i64 %t121 to double
  %t123 = fmul double %t122, 0x3FE62E42FEE00000
  %t124 = fsub double %t110, %t123
  %t125 = fmul double %t122, 0x3DEA39EF35793C76
  %t126 = fsub double %t124, %t125
  %t127 = fmul double %t126, %t126
  %t128 = fmul double %t127, 0x3E66376972BEA4D0
  %t129 = fadd double 0xBEBBBD41C5D26BF1, %t128
  %t130 = fmul double %t127, %t129
  %t131 = fadd double 0x3F11566AAF25DE2C, %t130
  %t132 = fmul double %t127, %t131
  %t133 = fadd double 0xBF66C16C16BEBD93, %t132
  %t134 = fmul double %t127, %t133
  %t135 = fadd double 0x3FC5555555555555, %t134
  %t136 = fmul double %t127, %t135
  %t137 = fsub double %t126, %t136
  %t138 = fmul double %t126, %t137
  %t139 = fsub double 0x4000000000000000, %t137
  %t140 = fdiv double %t138, %t139
  %t141 = fsub double %t125, %t140
  %t142 = fsub double %t141, %t124
  %t143 = fsub double 0x3FF0000000000000, %t142
  %t144 = fcmp oeq double %t143, 0x0000000000000000
  br i1 %t144, label %b73, label %b74

b73:
  br label %b89

b74:
  %t145 = call double @llvm.fabs.f64(double %t143)
  %t146 = fcmp ogt double %t145, 0x7FEFFFFFFFFFFFFF
  br i1 %t146, label %b75, label %b76

b75:
  br label %b89

b76:
  %t147 = fcmp une double %t143, %t143
  br i1 %t147, label %b75, label %b77

b77:
  %t148 = fcmp olt double %t145, 0x0010000000000000
  br i1 %t148, label %b78, label %b79

b78:
  %t149 = fmul double %t143, 0x4330000000000000
  br label %b80

b79:
  br label %b80

b80:
  %t150 = phi double [ %t149, %b78 ], [ %t143, %b79 ]
  %t151 = phi i64 [ -52, %b78 ], [ 0, %b79 ]
  %t152 = add i64 %t121, %t151
  %t153 = bitcast double %t150 to i64
  %t154 = lshr i64 %t153, 52
  %t156 = and i64 %t154, 2047
  %t157 = sub i64 %t156, 1023
  %t158 = add i64 %t152, %t157
  %t159 = icmp slt i64 %t158, -1075
  br i1 %t159, label %b81, label %b82

b81:
  %t160 = call double @llvm.copysign.f64(double 0x0000000000000000, double %t150)
  br label %b89

b82:
  %t161 = icmp sgt i64 %t158, 1023
  br i1 %t161, label %b83, label %b86

b83:
  %t162 = fcmp olt double %t150, 0x0000000000000000
  br i1 %t162, label %b84, label %b85

b84:
  br label %b89

b85:
  br label %b89

b86:
  %t163 = icmp slt i64 %t158, -1022
  br i1 %t163, label %b87, label %b88

b87:
  %t164 = add i64 %t158, 53
  br label %b88

b88:
  %t165 = phi i64 [ %t158, %b86 ], [ %t164, %b87 ]
  %t166 = phi double [ 0x3FF0000000000000, %b86 ], [ 0x3CA0000000000000, %b87 ]
  %.20 = xor i64 9218868437227405312, -1
  %t167 = and i64 %t153, %.20
  %t168 = add i64 %t165, 1023
  %t170 = shl i64 %t168, 52
  %t171 = or i64 %t167, %t170
  %t172 = bitcast i64 %t171 to double
  %t173 = fmul double %t166, %t172
  br label %b89

b89:
  %t174 = phi double [ %t143, %b73 ], [ %t143, %b75 ], [ %t160, %b81 ], [ 0xFFF0000000000000, %b84 ], [ 0x7FF0000000000000, %b85 ], [ %t173, %b88 ]
  br label %b92

b90:
  %t175 = fcmp ogt double %t110, 0x0000000000000000
  br i1 %t175, label %b91, label %b72

b91:
  %t176 = fmul double 0x3FF71547652B82FE, %t110
  %t177 = fadd double %t176, 0x3FE0000000000000
  %.21 = fcmp oge double %t177, 0xC3E0000000000000
  %.22 = fcmp olt double %t177, 0x43E0000000000000
  %.23 = and i1 %.21, %.22
  %.24 = select i1 %.23, double %t177, double 0.0
  %.25 = fptosi double %.24 to i64
  %.26 = select i1 %.23, i64 %.25, i64 -9223372036854775808
  br label %b72

b92:
  %t179 = phi double [ %t110, %b62 ], [ 0x7FF0000000000000, %b64 ], [ 0x0000000000000000, %b66 ], [ %t116, %b69 ], [ %t174, %b89 ]
  br label %b93

b93:
  %t180 = phi double [ %t39, %b39 ], [ %t53, %b92 ]
  %t181 = phi double [ 0x3FF0000000000000, %b39 ], [ %t179, %b92 ]
  br i1 %t7, label %b94, label %b95

b94:
  br label %b102

b95:
  %t182 = call double @llvm.fabs.f64(double %t0)
  %t183 = fcmp ogt double %t182, 0x7FEFFFFFFFFFFFFF
  br i1 %t183, label %b96, label %b97

b96:
  br label %b102

b97:
  br i1 %t5, label %b96, label %b98

b98:
  %t184 = fcmp olt double %t182, 0x0010000000000000
  br i1 %t184, label %b99, label %b100

b99:
  %t185 = fmul double %t0, 0x4330000000000000
  br label %b101

b100:
  br label %b101

b101:
  %t186 = phi double [ %t185, %b99 ], [ %t0, %b100 ]
  %t187 = phi i64 [ -52, %b99 ], [ 0, %b100 ]
  %t188 = bitcast double %t186 to i64
  %t189 = lshr i64 %t188, 52
  %t190 = and i64 %t189, 2047
  %t192 = sub i64 %t190, 1023
  %t193 = add i64 %t192, 1
  %t194 = add i64 %t187, %t193
  %.27 = xor i64 9218868437227405312, -1
  %t195 = and i64 %t188, %.27
  %t196 = or i64 %t195, 4602678819172646912
  %t197 = bitcast i64 %t196 to double
  br label %b102

b102:
  %t198 = phi double [ %t0, %b94 ], [ %t0, %b96 ], [ %t197, %b101 ]
  %t199 = phi i64 [ 0, %b94 ], [ 0, %b96 ], [ %t194, %b101 ]
  %.28 = fcmp oge double %t180, 0xC3E0000000000000
  %.29 = fcmp olt double %t180, 0x43E0000000000000
  %.30 = and i1 %.28, %.29
  %.31 = select i1 %.30, double %t180, double 0.0
  %.32 = fptosi double %.31 to i64
  %.33 = select i1 %.30, i64 %.32, i64 -9223372036854775808
  br label %b103

b103:
  %t201 = phi double [ %t181, %b102 ], [ %t214, %b111 ]
  %t202 = phi i64 [ 0, %b102 ], [ %t215, %b111 ]
  %t203 = phi double [ %t198, %b102 ], [ %t221, %b111 ]
  %t204 = phi i64 [ %t199, %b102 ], [ %t222, %b111 ]
  %t205 = phi i64 [ %.33, %b102 ], [ %t223, %b111 ]
  %t206 = icmp ne i64 %t205, 0
  br i1 %t206, label %b104, label %b112

b104:
  %t207 = icmp slt i64 %t204, -4096
  br i1 %t207, label %b105, label %b106

b105:
  %t208 = add i64 %t202, %t204
  br label %b112

b106:
  %t209 = icmp slt i64 4096, %t204
  br i1 %t209, label %b105, label %b107

b107:
  %t210 = and i64 %t205, 1
  %t211 = icmp eq i64 %t210, 1
  br i1 %t211, label %b108, label %b109

b108:
  %t212 = fmul double %t201, %t203
  %t213 = add i64 %t202, %t204
  br label %b109

b109:
  %t214 = phi double [ %t201, %b107 ], [ %t212, %b108 ]
  %t215 = phi i64 [ %t202, %b107 ], [ %t213, %b108 ]
  %t216 = fmul double %t203, %t203
  %t217 = shl i64 %t204, 1
  %t218 = fcmp olt double %t216, 0x3FE0000000000000
  br i1 %t218, label %b110, label %b111

b110:
  %t219 = fadd double %t216, %t216
  %t220 = sub i64 %t217, 1
  br label %b111

b111:
  %t221 = phi double [ %t216, %b109 ], [ %t219, %b110 ]
  %t222 = phi i64 [ %t217, %b109 ], [ %t220, %b110 ]
  %t223 = ashr i64 %t205, 1
  br label %b103

b112:
  %t224 = phi i64 [ %t202, %b103 ], [ %t208, %b105 ]
  %t225 = fcmp olt double %t1, 0x0000000000000000
  br i1 %t225, label %b113, label %b114

b113:
  %t226 = fdiv double 0x3FF0000000000000, %t201
  %t227 = sub i64 0, %t224
  br label %b114

b114:
  %t228 = phi double [ %t201, %b112 ], [ %t226, %b113 ]
  %t229 = phi i64 [ %t224, %b112 ], [ %t227, %b113 ]
  %t230 = fcmp oeq double %t228, 0x0000000000000000
  br i1 %t230, label %b115, label %b116

b115:
  br label %b131

b116:
  %t231 = call double @llvm.fabs.f64(double %t228)
  %t232 = fcmp ogt double %t231, 0x7FEFFFFFFFFFFFFF
  br i1 %t232, label %b117, label %b118

b117:
  br label %b131

b118:
  %t233 = fcmp une double %t228, %t228
  br i1 %t233, label %b117, label %b119

b119:
  %t234 = fcmp olt double %t231, 0x0010000000000000
  br i1 %t234, label %b120, label %b121

b120:
  %t235 = fmul double %t228, 0x4330000000000000
  br label %b122

b121:
  br label %b122

b122:
  %t236 = phi double [ %t235, %b120 ], [ %t228, %b121 ]
  %t237 = phi i64 [ -52, %b120 ], [ 0, %b121 ]
  %t238 = add i64 %t229, %t237
  %t239 = bitcast double %t236 to i64
  %t240 = lshr i64 %t239, 52
  %t242 = and i64 %t240, 2047
  %t243 = sub i64 %t242, 1023
  %t244 = add i64 %t238, %t243
  %t245 = icmp slt i64 %t244, -1075
  br i1 %t245, label %b123, label %b124

b123:
  %t246 = call double @llvm.copysign.f64(double 0x0000000000000000, double %t236)
  br label %b131

b124:
  %t247 = icmp sgt i64 %t244, 1023
  br i1 %t247, label %b125, label %b128

b125:
  %t248 = fcmp olt double %t236, 0x0000000000000000
  br i1 %t248, label %b126, label %b127

b126:
  br label %b131

b127:
  br label %b131

b128:
  %t249 = icmp slt i64 %t244, -1022
  br i1 %t249, label %b129, label %b130

b129:
  %t250 = add i64 %t244, 53
  br label %b130

b130:
  %t251 = phi i64 [ %t244, %b128 ], [ %t250, %b129 ]
  %t252 = phi double [ 0x3FF0000000000000, %b128 ], [ 0x3CA0000000000000, %b129 ]
  %.34 = xor i64 9218868437227405312, -1
  %t253 = and i64 %t239, %.34
  %t254 = add i64 %t251, 1023
  %t256 = shl i64 %t254, 52
  %t257 = or i64 %t253, %t256
  %t258 = bitcast i64 %t257 to double
  %t259 = fmul double %t252, %t258
  br label %b131

b131:
  %t260 = phi double [ %t228, %b115 ], [ %t228, %b117 ], [ %t246, %b123 ], [ 0xFFF0000000000000, %b126 ], [ 0x7FF0000000000000, %b127 ], [ %t259, %b130 ]
  ret double %t260

b132:
  %t261 = call double @llvm.fabs.f64(double %t1)
  %t262 = fcmp ogt double %t261, 0x7FEFFFFFFFFFFFFF
  br i1 %t262, label %b133, label %b138

b133:
  %t263 = fcmp oeq double %t0, 0xBFF0000000000000
  br i1 %t263, label %b134, label %b135

b134:
  ret double 0x3FF0000000000000

b135:
  %t264 = call double @llvm.fabs.f64(double %t0)
  %t265 = fcmp olt double %t264, 0x3FF0000000000000
  %t266 = fcmp ogt double %t1, 0x7FEFFFFFFFFFFFFF
  %t267 = icmp eq i1 %t265, %t266
  br i1 %t267, label %b136, label %b137

b136:
  ret double 0x0000000000000000

b137:
  ret double 0x7FF0000000000000

b138:
  %t268 = call double @llvm.fabs.f64(double %t0)
  %t269 = fcmp ogt double %t268, 0x7FEFFFFFFFFFFFFF
  br i1 %t269, label %b139, label %b145

b139:
  %t270 = fneg double %t0
  %t271 = fcmp ogt double %t270, 0x7FEFFFFFFFFFFFFF
  br i1 %t271, label %b140, label %b141

b140:
  %t272 = fdiv double 0x3FF0000000000000, %t0
  %t273 = fneg double %t1
  br label %b1

b141:
  %t274 = fcmp olt double %t1, 0x0000000000000000
  br i1 %t274, label %b142, label %b143

b142:
  ret double 0x0000000000000000

b143:
  %t275 = fcmp ogt double %t1, 0x0000000000000000
  br i1 %t275, label %b144, label %b30

b144:
  ret double 0x7FF0000000000000

b145:
  %t276 = fcmp oeq double %t1, 0x3FE0000000000000
  br i1 %t276, label %b146, label %b147

b146:
  %.35 = fcmp olt double %t0, 0x1000000000000000
  %.36 = fmul double %t0, 0x4FF0000000000000
  %.37 = select i1 %.35, double %.36, double %t0
  %.38 = call double @llvm.amdgcn.rsq.f64(double %.37)
  %.39 = fmul double %.37, %.38
  %.40 = fmul double %.38, 0x3FE0000000000000
  %.41 = fneg double %.40
  %.42 = call double @llvm.fma.f64(double %.41, double %.39, double 0x3FE0000000000000)
  %.43 = call double @llvm.fma.f64(double %.40, double %.42, double %.40)
  %.44 = call double @llvm.fma.f64(double %.39, double %.42, double %.39)
  %.45 = fneg double %.44
  %.46 = call double @llvm.fma.f64(double %.45, double %.44, double %.37)
  %.47 = call double @llvm.fma.f64(double %.46, double %.43, double %.44)
  %.48 = fneg double %.47
  %.49 = call double @llvm.fma.f64(double %.48, double %.47, double %.37)
  %.50 = call double @llvm.fma.f64(double %.49, double %.43, double %.47)
  %.51 = fmul double %.50, 0x37F0000000000000
  %.52 = select i1 %.35, double %.51, double %.50
  %.53 = fcmp oeq double %.37, 0.0
  %.54 = fcmp oeq double %.37, 0x7FF0000000000000
  %.55 = or i1 %.53, %.54
  %.56 = select i1 %.55, double %.37, double %.52
  ret double %.56

b147:
  %t278 = fcmp oeq double %t1, 0xBFE0000000000000
  br i1 %t278, label %b148, label %b30

b148:
  %.57 = fcmp olt double %t0, 0x1000000000000000
  %.58 = fmul double %t0, 0x4FF0000000000000
  %.59 = select i1 %.57, double %.58, double %t0
  %.60 = call double @llvm.amdgcn.rsq.f64(double %.59)
  %.61 = fmul double %.59, %.60
  %.62 = fmul double %.60, 0x3FE0000000000000
  %.63 = fneg double %.62
  %.64 = call double @llvm.fma.f64(double %.63, double %.61, double 0x3FE0000000000000)
  %.65 = call double @llvm.fma.f64(double %.62, double %.64, double %.62)
  %.66 = call double @llvm.fma.f64(double %.61, double %.64, double %.61)
  %.67 = fneg double %.66
  %.68 = call double @llvm.fma.f64(double %.67, double %.66, double %.59)
  %.69 = call double @llvm.fma.f64(double %.68, double %.65, double %.66)
  %.70 = fneg double %.69
  %.71 = call double @llvm.fma.f64(double %.70, double %.69, double %.59)
  %.72 = call double @llvm.fma.f64(double %.71, double %.65, double %.69)
  %.73 = fmul double %.72, 0x37F0000000000000
  %.74 = select i1 %.57, double %.73, double %.72
  %.75 = fcmp oeq double %.59, 0.0
  %.76 = fcmp oeq double %.59, 0x7FF0000000000000
  %.77 = or i1 %.75, %.76
  %.78 = select i1 %.77, double %.59, double %.74
  %t280 = fdiv double 0x3FF0000000000000, %.78
  ret double %t280
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fcontig"(i64 %a0, ptr addrspace(1) %a1, float %a2, ptr addrspace(1) %a3, float %a4, ptr addrspace(1) %a5, float %a6, ptr addrspace(1) %a7) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a1, null
  %t1 = icmp ne ptr addrspace(1) %a3, null
  %t2 = icmp ne ptr addrspace(1) %a5, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = sext i32 %.6 to i64
  %.7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.10 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4
  %.12 = load i16, ptr addrspace(4) %.11, align 2, !invariant.load !0
  %.13 = zext i16 %.12 to i32
  %.14 = add i32 %.13, -1
  %.15 = add i32 %.9, %.14
  %.16 = udiv i32 %.15, %.13
  %t10 = sext i32 %.16 to i64
  %t11 = mul i64 %t6, %t8
  %t12 = add i64 %t11, %t4
  %t13 = mul i64 %t10, %t8
  br label %b1

b1:
  %t14 = phi i64 [ %t12, %b0 ], [ %t31, %b8 ]
  %t15 = icmp slt i64 %t14, %a0
  br i1 %t15, label %b2, label %b9

b2:
  br i1 %t0, label %b3, label %b4

b3:
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t14
  %.17 = load float, ptr addrspace(1) %t16, align 4
  br label %b4

b4:
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1, label %b5, label %b6

b5:
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t14
  %.18 = load float, ptr addrspace(1) %t19, align 4
  br label %b6

b6:
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2, label %b7, label %b8

b7:
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t14
  %.19 = load float, ptr addrspace(1) %t22, align 4
  br label %b8

b8:
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fpext float %t18 to double
  %t26 = fpext float %t21 to double
  %t27 = call double @"math.pow"(double %t25, double %t26)
  %t28 = fptrunc double %t27 to float
  %t29 = fdiv float %t28, %t24
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t14
  store float %t29, ptr addrspace(1) %t30, align 4
  %t31 = add i64 %t14, %t13
  br label %b1

b9:
  ret void
}

define amdgpu_kernel void @"github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided"(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) #0 {
entry:
  br label %b0

b0:
  %t0 = icmp ne ptr addrspace(1) %a10, null
  %t1 = icmp ne ptr addrspace(1) %a20, null
  %t2 = icmp ne ptr addrspace(1) %a30, null
  %.1 = call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 2, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = sext i32 %.6 to i64
  %.7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.10 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4
  %.12 = load i16, ptr addrspace(4) %.11, align 2, !invariant.load !0
  %.13 = zext i16 %.12 to i32
  %.14 = add i32 %.13, -1
  %.15 = add i32 %.9, %.14
  %.16 = udiv i32 %.15, %.13
  %t10 = sext i32 %.16 to i64
  %t11 = mul i64 %t6, %t8
  %t12 = add i64 %t11, %t4
  %t13 = mul i64 %t10, %t8
  %t14 = icmp slt i64 7, %a1
  %t15 = icmp slt i64 6, %a1
  %t16 = icmp slt i64 5, %a1
  %t17 = icmp slt i64 4, %a1
  %t18 = icmp slt i64 3, %a1
  %t19 = icmp slt i64 2, %a1
  %t20 = icmp slt i64 1, %a1
  %t21 = icmp slt i64 0, %a1
  br label %b1

b1:
  %t22 = phi i64 [ %t12, %b0 ], [ %t152, %b24 ]
  %t23 = icmp slt i64 %t22, %a0
  br i1 %t23, label %b2, label %b25

b2:
  br i1 %t14, label %b3, label %b4

b3:
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %.19 = or i1 %.17, %.18
  %.20 = select i1 %.19, i64 1, i64 %a9
  %.21 = srem i64 %t22, %.20
  %.22 = select i1 %.17, i64 %t22, i64 %.21
  %.23 = icmp eq i64 %a9, 0
  %.24 = icmp eq i64 %a9, -1
  %.25 = or i1 %.23, %.24
  %.26 = select i1 %.25, i64 1, i64 %a9
  %.27 = sdiv i64 %t22, %.26
  %.28 = sub i64 0, %t22
  %.29 = select i1 %.24, i64 %.28, i64 %.27
  %.30 = select i1 %.23, i64 -1, i64 %.29
  %t26 = mul i64 %.22, %a19
  %t27 = mul i64 %.22, %a29
  %t28 = mul i64 %.22, %a39
  %t29 = mul i64 %.22, %a48
  br label %b4

b4:
  %t30 = phi i64 [ %.30, %b3 ], [ %t22, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6

b5:
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %.33 = or i1 %.31, %.32
  %.34 = select i1 %.33, i64 1, i64 %a8
  %.35 = srem i64 %t30, %.34
  %.36 = select i1 %.31, i64 %t30, i64 %.35
  %.37 = icmp eq i64 %a8, 0
  %.38 = icmp eq i64 %a8, -1
  %.39 = or i1 %.37, %.38
  %.40 = select i1 %.39, i64 1, i64 %a8
  %.41 = sdiv i64 %t30, %.40
  %.42 = sub i64 0, %t30
  %.43 = select i1 %.38, i64 %.42, i64 %.41
  %.44 = select i1 %.37, i64 -1, i64 %.43
  %t37 = mul i64 %.36, %a18
  %t38 = add i64 %t31, %t37
  %t39 = mul i64 %.36, %a28
  %t40 = add i64 %t32, %t39
  %t41 = mul i64 %.36, %a38
  %t42 = add i64 %t33, %t41
  %t43 = mul i64 %.36, %a47
  %t44 = add i64 %t34, %t43
  br label %b6

b6:
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8

b7:
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %.47 = or i1 %.45, %.46
  %.48 = select i1 %.47, i64 1, i64 %a7
  %.49 = srem i64 %t45, %.48
  %.50 = select i1 %.45, i64 %t45, i64 %.49
  %.51 = icmp eq i64 %a7, 0
  %.52 = icmp eq i64 %a7, -1
  %.53 = or i1 %.51, %.52
  %.54 = select i1 %.53, i64 1, i64 %a7
  %.55 = sdiv i64 %t45, %.54
  %.56 = sub i64 0, %t45
  %.57 = select i1 %.52, i64 %.56, i64 %.55
  %.58 = select i1 %.51, i64 -1, i64 %.57
  %t52 = mul i64 %.50, %a17
  %t53 = add i64 %t46, %t52
  %t54 = mul i64 %.50, %a27
  %t55 = add i64 %t47, %t54
  %t56 = mul i64 %.50, %a37
  %t57 = add i64 %t48, %t56
  %t58 = mul i64 %.50, %a46
  %t59 = add i64 %t49, %t58
  br label %b8

b8:
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10

b9:
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %.61 = or i1 %.59, %.60
  %.62 = select i1 %.61, i64 1, i64 %a6
  %.63 = srem i64 %t60, %.62
  %.64 = select i1 %.59, i64 %t60, i64 %.63
  %.65 = icmp eq i64 %a6, 0
  %.66 = icmp eq i64 %a6, -1
  %.67 = or i1 %.65, %.66
  %.68 = select i1 %.67, i64 1, i64 %a6
  %.69 = sdiv i64 %t60, %.68
  %.70 = sub i64 0, %t60
  %.71 = select i1 %.66, i64 %.70, i64 %.69
  %.72 = select i1 %.65, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t61, %t67
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t62, %t69
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t63, %t71
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t64, %t73
  br label %b10

b10:
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12

b11:
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %.75 = or i1 %.73, %.74
  %.76 = select i1 %.75, i64 1, i64 %a5
  %.77 = srem i64 %t75, %.76
  %.78 = select i1 %.73, i64 %t75, i64 %.77
  %.79 = icmp eq i64 %a5, 0
  %.80 = icmp eq i64 %a5, -1
  %.81 = or i1 %.79, %.80
  %.82 = select i1 %.81, i64 1, i64 %a5
  %.83 = sdiv i64 %t75, %.82
  %.84 = sub i64 0, %t75
  %.85 = select i1 %.80, i64 %.84, i64 %.83
  %.86 = select i1 %.79, i64 -1, i64 %.85
  %t82 = mul i64 %.78, %a15
  %t83 = add i64 %t76, %t82
  %t84 = mul i64 %.78, %a25
  %t85 = add i64 %t77, %t84
  %t86 = mul i64 %.78, %a35
  %t87 = add i64 %t78, %t86
  %t88 = mul i64 %.78, %a44
  %t89 = add i64 %t79, %t88
  br label %b12

b12:
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14

b13:
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %.89 = or i1 %.87, %.88
  %.90 = select i1 %.89, i64 1, i64 %a4
  %.91 = srem i64 %t90, %.90
  %.92 = select i1 %.87, i64 %t90, i64 %.91
  %.93 = icmp eq i64 %a4, 0
  %.94 = icmp eq i64 %a4, -1
  %.95 = or i1 %.93, %.94
  %.96 = select i1 %.95, i64 1, i64 %a4
  %.97 = sdiv i64 %t90, %.96
  %.98 = sub i64 0, %t90
  %.99 = select i1 %.94, i64 %.98, i64 %.97
  %.100 = select i1 %.93, i64 -1, i64 %.99
  %t97 = mul i64 %.92, %a14
  %t98 = add i64 %t91, %t97
  %t99 = mul i64 %.92, %a24
  %t100 = add i64 %t92, %t99
  %t101 = mul i64 %.92, %a34
  %t102 = add i64 %t93, %t101
  %t103 = mul i64 %.92, %a43
  %t104 = add i64 %t94, %t103
  br label %b14

b14:
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16

b15:
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %.103 = or i1 %.101, %.102
  %.104 = select i1 %.103, i64 1, i64 %a3
  %.105 = srem i64 %t105, %.104
  %.106 = select i1 %.101, i64 %t105, i64 %.105
  %.107 = icmp eq i64 %a3, 0
  %.108 = icmp eq i64 %a3, -1
  %.109 = or i1 %.107, %.108
  %.110 = select i1 %.109, i64 1, i64 %a3
  %.111 = sdiv i64 %t105, %.110
  %.112 = sub i64 0, %t105
  %.113 = select i1 %.108, i64 %.112, i64 %.111
  %.114 = select i1 %.107, i64 -1, i64 %.113
  %t112 = mul i64 %.106, %a13
  %t113 = add i64 %t106, %t112
  %t114 = mul i64 %.106, %a23
  %t115 = add i64 %t107, %t114
  %t116 = mul i64 %.106, %a33
  %t117 = add i64 %t108, %t116
  %t118 = mul i64 %.106, %a42
  %t119 = add i64 %t109, %t118
  br label %b16

b16:
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18

b17:
  %t125 = mul i64 %t120, %a12
  %t126 = add i64 %t121, %t125
  %t127 = mul i64 %t120, %a22
  %t128 = add i64 %t122, %t127
  %t129 = mul i64 %t120, %a32
  %t130 = add i64 %t123, %t129
  %t131 = mul i64 %t120, %a41
  %t132 = add i64 %t124, %t131
  br label %b18

b18:
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0, label %b19, label %b20

b19:
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133
  %.115 = load float, ptr addrspace(1) %t137, align 4
  br label %b20

b20:
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1, label %b21, label %b22

b21:
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134
  %.116 = load float, ptr addrspace(1) %t140, align 4
  br label %b22

b22:
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2, label %b23, label %b24

b23:
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135
  %.117 = load float, ptr addrspace(1) %t143, align 4
  br label %b24

b24:
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = fpext float %t139 to double
  %t147 = fpext float %t142 to double
  %t148 = call double @"math.pow"(double %t146, double %t147)
  %t149 = fptrunc double %t148 to float
  %t150 = fdiv float %t149, %t145
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136
  store float %t150, ptr addrspace(1) %t151, align 4
  %t152 = add i64 %t22, %t13
  br label %b1

b25:
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare double @llvm.amdgcn.rsq.f64(double)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare double @llvm.copysign.f64(double, double)
declare double @llvm.fabs.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.trunc.f64(double)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }

!0 = !{}

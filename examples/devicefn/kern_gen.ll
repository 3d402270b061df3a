; kern module github.com/kernlab/kern/examples/devicefn (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"


define internal double @"math.pow"(double %p0, double %p1) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp oeq double %p1, 0x0000000000000000
  br i1 %t0, label %b1, label %b2

b1:
  ret double 0x3FF0000000000000

b2:
  %t1 = fcmp oeq double %p0, 0x3FF0000000000000
  br i1 %t1, label %b1, label %b3

b3:
  %t2 = fcmp oeq double %p1, 0x3FF0000000000000
  br i1 %t2, label %b4, label %b5

b4:
  ret double %p0

b5:
  %t3 = fcmp une double %p0, %p0
  br i1 %t3, label %b6, label %b7

b6:
  ret double 0x7FF8000000000001

b7:
  %t4 = fcmp une double %p1, %p1
  br i1 %t4, label %b6, label %b8

b8:
  %t5 = fcmp oeq double %p0, 0x0000000000000000
  br i1 %t5, label %b9, label %b131

b9:
  %t6 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t6, label %b10, label %b19

b10:
  %t7 = bitcast double %p0 to i64
  %t9 = icmp slt i64 %t7, 0
  br i1 %t9, label %b11, label %b18

b11:
  %t10 = call double @llvm.fabs.f64(double %p1)
  %t11 = fcmp oge double %t10, 0x4340000000000000
  br i1 %t11, label %b12, label %b13

b12:
  br label %b16

b13:
  %t12 = call double @llvm.trunc.f64(double %p1)
  %t13 = fsub double %p1, %t12
  %t14 = call double @llvm.copysign.f64(double %t13, double %p1)
  %t15 = fcmp oeq double %t14, 0x0000000000000000
  br i1 %t15, label %b14, label %b15

b14:
  %.1 = fcmp oge double %t12, 0xC3E0000000000000
  %.2 = fcmp olt double %t12, 0x43E0000000000000
  %.3 = and i1 %.1, %.2
  %.4 = select i1 %.3, double %t12, double 0.0
  %.5 = fptosi double %.4 to i64
  %.6 = select i1 %.3, i64 %.5, i64 -9223372036854775808
  %t17 = and i64 %.6, 1
  %t18 = icmp eq i64 %t17, 1
  br label %b15

b15:
  %t19 = phi i1 [ false, %b13 ], [ %t18, %b14 ]
  br label %b16

b16:
  %t20 = phi i1 [ false, %b12 ], [ %t19, %b15 ]
  br i1 %t20, label %b17, label %b18

b17:
  ret double 0xFFF0000000000000

b18:
  ret double 0x7FF0000000000000

b19:
  %t21 = fcmp ogt double %p1, 0x0000000000000000
  br i1 %t21, label %b20, label %b29

b20:
  %t22 = bitcast double %p0 to i64
  %t24 = icmp slt i64 %t22, 0
  br i1 %t24, label %b21, label %b28

b21:
  %t25 = call double @llvm.fabs.f64(double %p1)
  %t26 = fcmp oge double %t25, 0x4340000000000000
  br i1 %t26, label %b22, label %b23

b22:
  br label %b26

b23:
  %t27 = call double @llvm.trunc.f64(double %p1)
  %t28 = fsub double %p1, %t27
  %t29 = call double @llvm.copysign.f64(double %t28, double %p1)
  %t30 = fcmp oeq double %t29, 0x0000000000000000
  br i1 %t30, label %b24, label %b25

b24:
  %.7 = fcmp oge double %t27, 0xC3E0000000000000
  %.8 = fcmp olt double %t27, 0x43E0000000000000
  %.9 = and i1 %.7, %.8
  %.10 = select i1 %.9, double %t27, double 0.0
  %.11 = fptosi double %.10 to i64
  %.12 = select i1 %.9, i64 %.11, i64 -9223372036854775808
  %t32 = and i64 %.12, 1
  %t33 = icmp eq i64 %t32, 1
  br label %b25

b25:
  %t34 = phi i1 [ false, %b23 ], [ %t33, %b24 ]
  br label %b26

b26:
  %t35 = phi i1 [ false, %b22 ], [ %t34, %b25 ]
  br i1 %t35, label %b27, label %b28

b27:
  ret double %p0

b28:
  ret double 0x0000000000000000

b29:
  %t36 = call double @llvm.fabs.f64(double %p1)
  %t37 = call double @llvm.trunc.f64(double %t36)
  %t38 = fsub double %t36, %t37
  %t39 = call double @llvm.copysign.f64(double %t38, double %t36)
  %t40 = fcmp une double %t39, 0x0000000000000000
  br i1 %t40, label %b30, label %b32

b30:
  %t41 = fcmp olt double %p0, 0x0000000000000000
  br i1 %t41, label %b31, label %b32

b31:
  ret double 0x7FF8000000000001

b32:
  %t42 = fcmp oge double %t37, 0x43E0000000000000
  br i1 %t42, label %b33, label %b38

b33:
  %t43 = fcmp oeq double %p0, 0xBFF0000000000000
  br i1 %t43, label %b34, label %b35

b34:
  ret double 0x3FF0000000000000

b35:
  %t44 = call double @llvm.fabs.f64(double %p0)
  %t45 = fcmp olt double %t44, 0x3FF0000000000000
  %t46 = fcmp ogt double %p1, 0x0000000000000000
  %t47 = icmp eq i1 %t45, %t46
  br i1 %t47, label %b36, label %b37

b36:
  ret double 0x0000000000000000

b37:
  ret double 0x7FF0000000000000

b38:
  br i1 %t40, label %b39, label %b92

b39:
  %t48 = fcmp ogt double %t39, 0x3FE0000000000000
  br i1 %t48, label %b40, label %b41

b40:
  %t49 = fsub double %t39, 0x3FF0000000000000
  %t50 = fadd double %t37, 0x3FF0000000000000
  br label %b41

b41:
  %t51 = phi double [ %t37, %b39 ], [ %t50, %b40 ]
  %t52 = phi double [ %t39, %b39 ], [ %t49, %b40 ]
  br i1 %t3, label %b42, label %b43

b42:
  br label %b60

b43:
  %t53 = fcmp ogt double %p0, 0x7FEFFFFFFFFFFFFF
  br i1 %t53, label %b42, label %b44

b44:
  %t54 = fcmp olt double %p0, 0x0000000000000000
  br i1 %t54, label %b45, label %b46

b45:
  br label %b60

b46:
  br i1 %t5, label %b47, label %b48

b47:
  br label %b60

b48:
  br i1 %t5, label %b49, label %b50

b49:
  br label %b57

b50:
  %t55 = call double @llvm.fabs.f64(double %p0)
  %t56 = fcmp ogt double %t55, 0x7FEFFFFFFFFFFFFF
  br i1 %t56, label %b51, label %b52

b51:
  br label %b57

b52:
  br i1 %t3, label %b51, label %b53

b53:
  %t57 = fcmp olt double %t55, 0x0010000000000000
  br i1 %t57, label %b54, label %b55

b54:
  %t58 = fmul double %p0, 0x4330000000000000
  br label %b56

b55:
  br label %b56

b56:
  %t59 = phi double [ %t58, %b54 ], [ %p0, %b55 ]
  %t60 = phi i64 [ -52, %b54 ], [ 0, %b55 ]
  %t61 = bitcast double %t59 to i64
  %t62 = lshr i64 %t61, 52
  %t63 = and i64 %t62, 2047
  %t65 = sub i64 %t63, 1023
  %t66 = add i64 %t65, 1
  %t67 = add i64 %t60, %t66
  %.13 = xor i64 9218868437227405312, -1
  %t68 = and i64 %t61, %.13
  %t69 = or i64 %t68, 4602678819172646912
  %t70 = bitcast i64 %t69 to double
  br label %b57

b57:
  %t71 = phi double [ %p0, %b49 ], [ %p0, %b51 ], [ %t70, %b56 ]
  %t72 = phi i64 [ 0, %b49 ], [ 0, %b51 ], [ %t67, %b56 ]
  %t73 = fcmp olt double %t71, 0x3FE6A09E667F3BCD
  br i1 %t73, label %b58, label %b59

b58:
  %t74 = fmul double %t71, 0x4000000000000000
  %t75 = sub i64 %t72, 1
  br label %b59

b59:
  %t76 = phi double [ %t71, %b57 ], [ %t74, %b58 ]
  %t77 = phi i64 [ %t72, %b57 ], [ %t75, %b58 ]
  %t78 = fsub double %t76, 0x3FF0000000000000
  %t79 = sitofp i64 %t77 to double
  %t80 = fadd double 0x4000000000000000, %t78
  %t81 = fdiv double %t78, %t80
  %t82 = fmul double %t81, %t81
  %t83 = fmul double %t82, %t82
  %t84 = fmul double %t83, 0x3FC2F112DF3E5244
  %t85 = fadd double 0x3FC7466496CB03DE, %t84
  %t86 = fmul double %t83, %t85
  %t87 = fadd double 0x3FD2492494229359, %t86
  %t88 = fmul double %t83, %t87
  %t89 = fadd double 0x3FE5555555555593, %t88
  %t90 = fmul double %t82, %t89
  %t91 = fmul double %t83, 0x3FC39A09D078C69F
  %t92 = fadd double 0x3FCC71C51D8E78AF, %t91
  %t93 = fmul double %t83, %t92
  %t94 = fadd double 0x3FD999999997FA04, %t93
  %t95 = fmul double %t83, %t94
  %t96 = fadd double %t90, %t95
  %t97 = fmul double 0x3FE0000000000000, %t78
  %t98 = fmul double %t97, %t78
  %t99 = fmul double %t79, 0x3FE62E42FEE00000
  %t100 = fadd double %t98, %t96
  %t101 = fmul double %t81, %t100
  %t102 = fmul double %t79, 0x3DEA39EF35793C76
  %t103 = fadd double %t101, %t102
  %t104 = fsub double %t98, %t103
  %t105 = fsub double %t104, %t78
  %t106 = fsub double %t99, %t105
  br label %b60

b60:
  %t107 = phi double [ %p0, %b42 ], [ 0x7FF8000000000001, %b45 ], [ 0xFFF0000000000000, %b47 ], [ %t106, %b59 ]
  %t108 = fmul double %t52, %t107
  %t109 = fcmp une double %t108, %t108
  br i1 %t109, label %b61, label %b62

b61:
  br label %b91

b62:
  %t110 = fcmp ogt double %t108, 0x40862E42FEFA39EF
  br i1 %t110, label %b63, label %b64

b63:
  br label %b91

b64:
  %t111 = fcmp olt double %t108, 0xC0874910D52D3051
  br i1 %t111, label %b65, label %b66

b65:
  br label %b91

b66:
  %t112 = fcmp olt double 0xBE30000000000000, %t108
  br i1 %t112, label %b67, label %b69

b67:
  %t113 = fcmp olt double %t108, 0x3E30000000000000
  br i1 %t113, label %b68, label %b69

b68:
  %t114 = fadd double 0x3FF0000000000000, %t108
  br label %b91

b69:
  %t115 = fcmp olt double %t108, 0x0000000000000000
  br i1 %t115, label %b70, label %b89

b70:
  %t116 = fmul double 0x3FF71547652B82FE, %t108
  %t117 = fsub double %t116, 0x3FE0000000000000
  %.14 = fcmp oge double %t117, 0xC3E0000000000000
  %.15 = fcmp olt double %t117, 0x43E0000000000000
  %.16 = and i1 %.14, %.15
  %.17 = select i1 %.16, double %t117, double 0.0
  %.18 = fptosi double %.17 to i64
  %.19 = select i1 %.16, i64 %.18, i64 -9223372036854775808
  br label %b71

b71:
  %t119 = phi i64 [ %.19, %b70 ], [ 0, %b89 ], [ %.26, %b90 ]
  %t120 = sitofp i64 %t119 to double
  %t121 = fmul double %t120, 0x3FE62E42FEE00000
  %t122 = fsub double %t108, %t121
  %t123 = fmul double %t120, 0x3DEA39EF35793C76
  %t124 = fsub double %t122, %t123
  %t125 = fmul double %t124, %t124
  %t126 = fmul double %t125, 0x3E66376972BEA4D0
  %t127 = fadd double 0xBEBBBD41C5D26BF1, %t126
  %t128 = fmul double %t125, %t127
  %t129 = fadd double 0x3F11566AAF25DE2C, %t128
  %t130 = fmul double %t125, %t129
  %t131 = fadd double 0xBF66C16C16BEBD93, %t130
  %t132 = fmul double %t125, %t131
  %t133 = fadd double 0x3FC5555555555555, %t132
  %t134 = fmul double %t125, %t133
  %t135 = fsub double %t124, %t134
  %t136 = fmul double %t124, %t135
  %t137 = fsub double 0x4000000000000000, %t135
  %t138 = fdiv double %t136, %t137
  %t139 = fsub double %t123, %t138
  %t140 = fsub double %t139, %t122
  %t141 = fsub double 0x3FF0000000000000, %t140
  %t142 = fcmp oeq double %t141, 0x0000000000000000
  br i1 %t142, label %b72, label %b73

b72:
  br label %b88

b73:
  %t143 = call double @llvm.fabs.f64(double %t141)
  %t144 = fcmp ogt double %t143, 0x7FEFFFFFFFFFFFFF
  br i1 %t144, label %b74, label %b75

b74:
  br label %b88

b75:
  %t145 = fcmp une double %t141, %t141
  br i1 %t145, label %b74, label %b76

b76:
  %t146 = fcmp olt double %t143, 0x0010000000000000
  br i1 %t146, label %b77, label %b78

b77:
  %t147 = fmul double %t141, 0x4330000000000000
  br label %b79

b78:
  br label %b79

b79:
  %t148 = phi double [ %t147, %b77 ], [ %t141, %b78 ]
  %t149 = phi i64 [ -52, %b77 ], [ 0, %b78 ]
  %t150 = add i64 %t119, %t149
  %t151 = bitcast double %t148 to i64
  %t152 = lshr i64 %t151, 52
  %t154 = and i64 %t152, 2047
  %t155 = sub i64 %t154, 1023
  %t156 = add i64 %t150, %t155
  %t157 = icmp slt i64 %t156, -1075
  br i1 %t157, label %b80, label %b81

b80:
  %t158 = call double @llvm.copysign.f64(double 0x0000000000000000, double %t148)
  br label %b88

b81:
  %t159 = icmp sgt i64 %t156, 1023
  br i1 %t159, label %b82, label %b85

b82:
  %t160 = fcmp olt double %t148, 0x0000000000000000
  br i1 %t160, label %b83, label %b84

b83:
  br label %b88

b84:
  br label %b88

b85:
  %t161 = icmp slt i64 %t156, -1022
  br i1 %t161, label %b86, label %b87

b86:
  %t162 = add i64 %t156, 53
  br label %b87

b87:
  %t163 = phi i64 [ %t156, %b85 ], [ %t162, %b86 ]
  %t164 = phi double [ 0x3FF0000000000000, %b85 ], [ 0x3CA0000000000000, %b86 ]
  %.20 = xor i64 9218868437227405312, -1
  %t165 = and i64 %t151, %.20
  %t166 = add i64 %t163, 1023
  %t168 = shl i64 %t166, 52
  %t169 = or i64 %t165, %t168
  %t170 = bitcast i64 %t169 to double
  %t171 = fmul double %t164, %t170
  br label %b88

b88:
  %t172 = phi double [ %t141, %b72 ], [ %t141, %b74 ], [ %t158, %b80 ], [ 0xFFF0000000000000, %b83 ], [ 0x7FF0000000000000, %b84 ], [ %t171, %b87 ]
  br label %b91

b89:
  %t173 = fcmp ogt double %t108, 0x0000000000000000
  br i1 %t173, label %b90, label %b71

b90:
  %t174 = fmul double 0x3FF71547652B82FE, %t108
  %t175 = fadd double %t174, 0x3FE0000000000000
  %.21 = fcmp oge double %t175, 0xC3E0000000000000
  %.22 = fcmp olt double %t175, 0x43E0000000000000
  %.23 = and i1 %.21, %.22
  %.24 = select i1 %.23, double %t175, double 0.0
  %.25 = fptosi double %.24 to i64
  %.26 = select i1 %.23, i64 %.25, i64 -9223372036854775808
  br label %b71

b91:
  %t177 = phi double [ %t108, %b61 ], [ 0x7FF0000000000000, %b63 ], [ 0x0000000000000000, %b65 ], [ %t114, %b68 ], [ %t172, %b88 ]
  br label %b92

b92:
  %t178 = phi double [ %t37, %b38 ], [ %t51, %b91 ]
  %t179 = phi double [ 0x3FF0000000000000, %b38 ], [ %t177, %b91 ]
  br i1 %t5, label %b93, label %b94

b93:
  br label %b101

b94:
  %t180 = call double @llvm.fabs.f64(double %p0)
  %t181 = fcmp ogt double %t180, 0x7FEFFFFFFFFFFFFF
  br i1 %t181, label %b95, label %b96

b95:
  br label %b101

b96:
  br i1 %t3, label %b95, label %b97

b97:
  %t182 = fcmp olt double %t180, 0x0010000000000000
  br i1 %t182, label %b98, label %b99

b98:
  %t183 = fmul double %p0, 0x4330000000000000
  br label %b100

b99:
  br label %b100

b100:
  %t184 = phi double [ %t183, %b98 ], [ %p0, %b99 ]
  %t185 = phi i64 [ -52, %b98 ], [ 0, %b99 ]
  %t186 = bitcast double %t184 to i64
  %t187 = lshr i64 %t186, 52
  %t188 = and i64 %t187, 2047
  %t190 = sub i64 %t188, 1023
  %t191 = add i64 %t190, 1
  %t192 = add i64 %t185, %t191
  %.27 = xor i64 9218868437227405312, -1
  %t193 = and i64 %t186, %.27
  %t194 = or i64 %t193, 4602678819172646912
  %t195 = bitcast i64 %t194 to double
  br label %b101

b101:
  %t196 = phi double [ %p0, %b93 ], [ %p0, %b95 ], [ %t195, %b100 ]
  %t197 = phi i64 [ 0, %b93 ], [ 0, %b95 ], [ %t192, %b100 ]
  %.28 = fcmp oge double %t178, 0xC3E0000000000000
  %.29 = fcmp olt double %t178, 0x43E0000000000000
  %.30 = and i1 %.28, %.29
  %.31 = select i1 %.30, double %t178, double 0.0
  %.32 = fptosi double %.31 to i64
  %.33 = select i1 %.30, i64 %.32, i64 -9223372036854775808
  br label %b102

b102:
  %t199 = phi double [ %t179, %b101 ], [ %t212, %b110 ]
  %t200 = phi i64 [ 0, %b101 ], [ %t213, %b110 ]
  %t201 = phi double [ %t196, %b101 ], [ %t219, %b110 ]
  %t202 = phi i64 [ %t197, %b101 ], [ %t220, %b110 ]
  %t203 = phi i64 [ %.33, %b101 ], [ %t221, %b110 ]
  %t204 = icmp ne i64 %t203, 0
  br i1 %t204, label %b103, label %b111

b103:
  %t205 = icmp slt i64 %t202, -4096
  br i1 %t205, label %b104, label %b105

b104:
  %t206 = add i64 %t200, %t202
  br label %b111

b105:
  %t207 = icmp slt i64 4096, %t202
  br i1 %t207, label %b104, label %b106

b106:
  %t208 = and i64 %t203, 1
  %t209 = icmp eq i64 %t208, 1
  br i1 %t209, label %b107, label %b108

b107:
  %t210 = fmul double %t199, %t201
  %t211 = add i64 %t200, %t202
  br label %b108

b108:
  %t212 = phi double [ %t199, %b106 ], [ %t210, %b107 ]
  %t213 = phi i64 [ %t200, %b106 ], [ %t211, %b107 ]
  %t214 = fmul double %t201, %t201
  %t215 = shl i64 %t202, 1
  %t216 = fcmp olt double %t214, 0x3FE0000000000000
  br i1 %t216, label %b109, label %b110

b109:
  %t217 = fadd double %t214, %t214
  %t218 = sub i64 %t215, 1
  br label %b110

b110:
  %t219 = phi double [ %t214, %b108 ], [ %t217, %b109 ]
  %t220 = phi i64 [ %t215, %b108 ], [ %t218, %b109 ]
  %t221 = ashr i64 %t203, 1
  br label %b102

b111:
  %t222 = phi i64 [ %t200, %b102 ], [ %t206, %b104 ]
  %t223 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t223, label %b112, label %b113

b112:
  %t224 = fdiv double 0x3FF0000000000000, %t199
  %t225 = sub i64 0, %t222
  br label %b113

b113:
  %t226 = phi double [ %t199, %b111 ], [ %t224, %b112 ]
  %t227 = phi i64 [ %t222, %b111 ], [ %t225, %b112 ]
  %t228 = fcmp oeq double %t226, 0x0000000000000000
  br i1 %t228, label %b114, label %b115

b114:
  br label %b130

b115:
  %t229 = call double @llvm.fabs.f64(double %t226)
  %t230 = fcmp ogt double %t229, 0x7FEFFFFFFFFFFFFF
  br i1 %t230, label %b116, label %b117

b116:
  br label %b130

b117:
  %t231 = fcmp une double %t226, %t226
  br i1 %t231, label %b116, label %b118

b118:
  %t232 = fcmp olt double %t229, 0x0010000000000000
  br i1 %t232, label %b119, label %b120

b119:
  %t233 = fmul double %t226, 0x4330000000000000
  br label %b121

b120:
  br label %b121

b121:
  %t234 = phi double [ %t233, %b119 ], [ %t226, %b120 ]
  %t235 = phi i64 [ -52, %b119 ], [ 0, %b120 ]
  %t236 = add i64 %t227, %t235
  %t237 = bitcast double %t234 to i64
  %t238 = lshr i64 %t237, 52
  %t240 = and i64 %t238, 2047
  %t241 = sub i64 %t240, 1023
  %t242 = add i64 %t236, %t241
  %t243 = icmp slt i64 %t242, -1075
  br i1 %t243, label %b122, label %b123

b122:
  %t244 = call double @llvm.copysign.f64(double 0x0000000000000000, double %t234)
  br label %b130

b123:
  %t245 = icmp sgt i64 %t242, 1023
  br i1 %t245, label %b124, label %b127

b124:
  %t246 = fcmp olt double %t234, 0x0000000000000000
  br i1 %t246, label %b125, label %b126

b125:
  br label %b130

b126:
  br label %b130

b127:
  %t247 = icmp slt i64 %t242, -1022
  br i1 %t247, label %b128, label %b129

b128:
  %t248 = add i64 %t242, 53
  br label %b129

b129:
  %t249 = phi i64 [ %t242, %b127 ], [ %t248, %b128 ]
  %t250 = phi double [ 0x3FF0000000000000, %b127 ], [ 0x3CA0000000000000, %b128 ]
  %.34 = xor i64 9218868437227405312, -1
  %t251 = and i64 %t237, %.34
  %t252 = add i64 %t249, 1023
  %t254 = shl i64 %t252, 52
  %t255 = or i64 %t251, %t254
  %t256 = bitcast i64 %t255 to double
  %t257 = fmul double %t250, %t256
  br label %b130

b130:
  %t258 = phi double [ %t226, %b114 ], [ %t226, %b116 ], [ %t244, %b122 ], [ 0xFFF0000000000000, %b125 ], [ 0x7FF0000000000000, %b126 ], [ %t257, %b129 ]
  ret double %t258

b131:
  %t259 = call double @llvm.fabs.f64(double %p1)
  %t260 = fcmp ogt double %t259, 0x7FEFFFFFFFFFFFFF
  br i1 %t260, label %b132, label %b137

b132:
  %t261 = fcmp oeq double %p0, 0xBFF0000000000000
  br i1 %t261, label %b133, label %b134

b133:
  ret double 0x3FF0000000000000

b134:
  %t262 = call double @llvm.fabs.f64(double %p0)
  %t263 = fcmp olt double %t262, 0x3FF0000000000000
  %t264 = fcmp ogt double %p1, 0x7FEFFFFFFFFFFFFF
  %t265 = icmp eq i1 %t263, %t264
  br i1 %t265, label %b135, label %b136

b135:
  ret double 0x0000000000000000

b136:
  ret double 0x7FF0000000000000

b137:
  %t266 = call double @llvm.fabs.f64(double %p0)
  %t267 = fcmp ogt double %t266, 0x7FEFFFFFFFFFFFFF
  br i1 %t267, label %b138, label %b144

b138:
  %t268 = fneg double %p0
  %t269 = fcmp ogt double %t268, 0x7FEFFFFFFFFFFFFF
  br i1 %t269, label %b139, label %b140

b139:
  %t270 = fdiv double 0x3FF0000000000000, %p0
  %t271 = fneg double %p1
  %t272 = call double @"math.pow\C2\B71"(double %t270, double %t271)
  ret double %t272

b140:
  %t273 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t273, label %b141, label %b142

b141:
  ret double 0x0000000000000000

b142:
  %t274 = fcmp ogt double %p1, 0x0000000000000000
  br i1 %t274, label %b143, label %b29

b143:
  ret double 0x7FF0000000000000

b144:
  %t275 = fcmp oeq double %p1, 0x3FE0000000000000
  br i1 %t275, label %b145, label %b146

b145:
  %.35 = fcmp olt double %p0, 0x1000000000000000
  %.36 = fmul double %p0, 0x4FF0000000000000
  %.37 = select i1 %.35, double %.36, double %p0
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

b146:
  %t277 = fcmp oeq double %p1, 0xBFE0000000000000
  br i1 %t277, label %b147, label %b29

b147:
  %.57 = fcmp olt double %p0, 0x1000000000000000
  %.58 = fmul double %p0, 0x4FF0000000000000
  %.59 = select i1 %.57, double %.58, double %p0
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
  %t279 = fdiv double 0x3FF0000000000000, %.78
  ret double %t279
}

define internal double @"math.log"(double %p0) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp une double %p0, %p0
  br i1 %t0, label %b1, label %b2

b1:
  ret double %p0

b2:
  %t1 = fcmp ogt double %p0, 0x7FEFFFFFFFFFFFFF
  br i1 %t1, label %b1, label %b3

b3:
  %t2 = fcmp olt double %p0, 0x0000000000000000
  br i1 %t2, label %b4, label %b5

b4:
  ret double 0x7FF8000000000001

b5:
  %t3 = fcmp oeq double %p0, 0x0000000000000000
  br i1 %t3, label %b6, label %b7

b6:
  ret double 0xFFF0000000000000

b7:
  br i1 %t3, label %b8, label %b9

b8:
  br label %b16

b9:
  %t4 = call double @llvm.fabs.f64(double %p0)
  %t5 = fcmp ogt double %t4, 0x7FEFFFFFFFFFFFFF
  br i1 %t5, label %b10, label %b11

b10:
  br label %b16

b11:
  br i1 %t0, label %b10, label %b12

b12:
  %t6 = fcmp olt double %t4, 0x0010000000000000
  br i1 %t6, label %b13, label %b14

b13:
  %t7 = fmul double %p0, 0x4330000000000000
  br label %b15

b14:
  br label %b15

b15:
  %t8 = phi double [ %t7, %b13 ], [ %p0, %b14 ]
  %t9 = phi i64 [ -52, %b13 ], [ 0, %b14 ]
  %t10 = bitcast double %t8 to i64
  %t11 = lshr i64 %t10, 52
  %t12 = and i64 %t11, 2047
  %t14 = sub i64 %t12, 1023
  %t15 = add i64 %t14, 1
  %t16 = add i64 %t9, %t15
  %.1 = xor i64 9218868437227405312, -1
  %t17 = and i64 %t10, %.1
  %t18 = or i64 %t17, 4602678819172646912
  %t19 = bitcast i64 %t18 to double
  br label %b16

b16:
  %t20 = phi double [ %p0, %b8 ], [ %p0, %b10 ], [ %t19, %b15 ]
  %t21 = phi i64 [ 0, %b8 ], [ 0, %b10 ], [ %t16, %b15 ]
  %t22 = fcmp olt double %t20, 0x3FE6A09E667F3BCD
  br i1 %t22, label %b17, label %b18

b17:
  %t23 = fmul double %t20, 0x4000000000000000
  %t24 = sub i64 %t21, 1
  br label %b18

b18:
  %t25 = phi double [ %t20, %b16 ], [ %t23, %b17 ]
  %t26 = phi i64 [ %t21, %b16 ], [ %t24, %b17 ]
  %t27 = fsub double %t25, 0x3FF0000000000000
  %t28 = sitofp i64 %t26 to double
  %t29 = fadd double 0x4000000000000000, %t27
  %t30 = fdiv double %t27, %t29
  %t31 = fmul double %t30, %t30
  %t32 = fmul double %t31, %t31
  %t33 = fmul double %t32, 0x3FC2F112DF3E5244
  %t34 = fadd double 0x3FC7466496CB03DE, %t33
  %t35 = fmul double %t32, %t34
  %t36 = fadd double 0x3FD2492494229359, %t35
  %t37 = fmul double %t32, %t36
  %t38 = fadd double 0x3FE5555555555593, %t37
  %t39 = fmul double %t31, %t38
  %t40 = fmul double %t32, 0x3FC39A09D078C69F
  %t41 = fadd double 0x3FCC71C51D8E78AF, %t40
  %t42 = fmul double %t32, %t41
  %t43 = fadd double 0x3FD999999997FA04, %t42
  %t44 = fmul double %t32, %t43
  %t45 = fadd double %t39, %t44
  %t46 = fmul double 0x3FE0000000000000, %t27
  %t47 = fmul double %t46, %t27
  %t48 = fmul double %t28, 0x3FE62E42FEE00000
  %t49 = fadd double %t47, %t45
  %t50 = fmul double %t30, %t49
  %t51 = fmul double %t28, 0x3DEA39EF35793C76
  %t52 = fadd double %t50, %t51
  %t53 = fsub double %t47, %t52
  %t54 = fsub double %t53, %t27
  %t55 = fsub double %t48, %t54
  ret double %t55
}

define internal double @"math.exp"(double %p0) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp une double %p0, %p0
  br i1 %t0, label %b1, label %b2

b1:
  ret double %p0

b2:
  %t1 = fcmp ogt double %p0, 0x40862E42FEFA39EF
  br i1 %t1, label %b3, label %b4

b3:
  ret double 0x7FF0000000000000

b4:
  %t2 = fcmp olt double %p0, 0xC0874910D52D3051
  br i1 %t2, label %b5, label %b6

b5:
  ret double 0x0000000000000000

b6:
  %t3 = fcmp olt double 0xBE30000000000000, %p0
  br i1 %t3, label %b7, label %b9

b7:
  %t4 = fcmp olt double %p0, 0x3E30000000000000
  br i1 %t4, label %b8, label %b9

b8:
  %t5 = fadd double 0x3FF0000000000000, %p0
  ret double %t5

b9:
  %t6 = fcmp olt double %p0, 0x0000000000000000
  br i1 %t6, label %b10, label %b29

b10:
  %t7 = fmul double 0x3FF71547652B82FE, %p0
  %t8 = fsub double %t7, 0x3FE0000000000000
  %.1 = fcmp oge double %t8, 0xC3E0000000000000
  %.2 = fcmp olt double %t8, 0x43E0000000000000
  %.3 = and i1 %.1, %.2
  %.4 = select i1 %.3, double %t8, double 0.0
  %.5 = fptosi double %.4 to i64
  %.6 = select i1 %.3, i64 %.5, i64 -9223372036854775808
  br label %b11

b11:
  %t10 = phi i64 [ %.6, %b10 ], [ 0, %b29 ], [ %.13, %b30 ]
  %t11 = sitofp i64 %t10 to double
  %t12 = fmul double %t11, 0x3FE62E42FEE00000
  %t13 = fsub double %p0, %t12
  %t14 = fmul double %t11, 0x3DEA39EF35793C76
  %t15 = fsub double %t13, %t14
  %t16 = fmul double %t15, %t15
  %t17 = fmul double %t16, 0x3E66376972BEA4D0
  %t18 = fadd double 0xBEBBBD41C5D26BF1, %t17
  %t19 = fmul double %t16, %t18
  %t20 = fadd double 0x3F11566AAF25DE2C, %t19
  %t21 = fmul double %t16, %t20
  %t22 = fadd double 0xBF66C16C16BEBD93, %t21
  %t23 = fmul double %t16, %t22
  %t24 = fadd double 0x3FC5555555555555, %t23
  %t25 = fmul double %t16, %t24
  %t26 = fsub double %t15, %t25
  %t27 = fmul double %t15, %t26
  %t28 = fsub double 0x4000000000000000, %t26
  %t29 = fdiv double %t27, %t28
  %t30 = fsub double %t14, %t29
  %t31 = fsub double %t30, %t13
  %t32 = fsub double 0x3FF0000000000000, %t31
  %t33 = fcmp oeq double %t32, 0x0000000000000000
  br i1 %t33, label %b12, label %b13

b12:
  br label %b28

b13:
  %t34 = call double @llvm.fabs.f64(double %t32)
  %t35 = fcmp ogt double %t34, 0x7FEFFFFFFFFFFFFF
  br i1 %t35, label %b14, label %b15

b14:
  br label %b28

b15:
  %t36 = fcmp une double %t32, %t32
  br i1 %t36, label %b14, label %b16

b16:
  %t37 = fcmp olt double %t34, 0x0010000000000000
  br i1 %t37, label %b17, label %b18

b17:
  %t38 = fmul double %t32, 0x4330000000000000
  br label %b19

b18:
  br label %b19

b19:
  %t39 = phi double [ %t38, %b17 ], [ %t32, %b18 ]
  %t40 = phi i64 [ -52, %b17 ], [ 0, %b18 ]
  %t41 = add i64 %t10, %t40
  %t42 = bitcast double %t39 to i64
  %t43 = lshr i64 %t42, 52
  %t45 = and i64 %t43, 2047
  %t46 = sub i64 %t45, 1023
  %t47 = add i64 %t41, %t46
  %t48 = icmp slt i64 %t47, -1075
  br i1 %t48, label %b20, label %b21

b20:
  %t49 = call double @llvm.copysign.f64(double 0x0000000000000000, double %t39)
  br label %b28

b21:
  %t50 = icmp sgt i64 %t47, 1023
  br i1 %t50, label %b22, label %b25

b22:
  %t51 = fcmp olt double %t39, 0x0000000000000000
  br i1 %t51, label %b23, label %b24

b23:
  br label %b28

b24:
  br label %b28

b25:
  %t52 = icmp slt i64 %t47, -1022
  br i1 %t52, label %b26, label %b27

b26:
  %t53 = add i64 %t47, 53
  br label %b27

b27:
  %t54 = phi i64 [ %t47, %b25 ], [ %t53, %b26 ]
  %t55 = phi double [ 0x3FF0000000000000, %b25 ], [ 0x3CA0000000000000, %b26 ]
  %.7 = xor i64 9218868437227405312, -1
  %t56 = and i64 %t42, %.7
  %t57 = add i64 %t54, 1023
  %t59 = shl i64 %t57, 52
  %t60 = or i64 %t56, %t59
  %t61 = bitcast i64 %t60 to double
  %t62 = fmul double %t55, %t61
  br label %b28

b28:
  %t63 = phi double [ %t32, %b12 ], [ %t32, %b14 ], [ %t49, %b20 ], [ 0xFFF0000000000000, %b23 ], [ 0x7FF0000000000000, %b24 ], [ %t62, %b27 ]
  ret double %t63

b29:
  %t64 = fcmp ogt double %p0, 0x0000000000000000
  br i1 %t64, label %b30, label %b11

b30:
  %t65 = fmul double 0x3FF71547652B82FE, %p0
  %t66 = fadd double %t65, 0x3FE0000000000000
  %.8 = fcmp oge double %t66, 0xC3E0000000000000
  %.9 = fcmp olt double %t66, 0x43E0000000000000
  %.10 = and i1 %.8, %.9
  %.11 = select i1 %.10, double %t66, double 0.0
  %.12 = fptosi double %.11 to i64
  %.13 = select i1 %.10, i64 %.12, i64 -9223372036854775808
  br label %b11
}

define internal double @"math.pow\C2\B71"(double %p0, double %p1) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp oeq double %p1, 0x0000000000000000
  br i1 %t0, label %b1, label %b2

b1:
  ret double 0x3FF0000000000000

b2:
  %t1 = fcmp oeq double %p0, 0x3FF0000000000000
  br i1 %t1, label %b1, label %b3

b3:
  %t2 = fcmp oeq double %p1, 0x3FF0000000000000
  br i1 %t2, label %b4, label %b5

b4:
  ret double %p0

b5:
  %t3 = fcmp une double %p0, %p0
  br i1 %t3, label %b6, label %b7

b6:
  ret double 0x7FF8000000000001

b7:
  %t4 = fcmp une double %p1, %p1
  br i1 %t4, label %b6, label %b8

b8:
  %t5 = fcmp oeq double %p0, 0x0000000000000000
  br i1 %t5, label %b9, label %b81

b9:
  %t6 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t6, label %b10, label %b19

b10:
  %t7 = bitcast double %p0 to i64
  %t9 = icmp slt i64 %t7, 0
  br i1 %t9, label %b11, label %b18

b11:
  %t10 = call double @llvm.fabs.f64(double %p1)
  %t11 = fcmp oge double %t10, 0x4340000000000000
  br i1 %t11, label %b12, label %b13

b12:
  br label %b16

b13:
  %t12 = call double @llvm.trunc.f64(double %p1)
  %t13 = fsub double %p1, %t12
  %t14 = call double @llvm.copysign.f64(double %t13, double %p1)
  %t15 = fcmp oeq double %t14, 0x0000000000000000
  br i1 %t15, label %b14, label %b15

b14:
  %.1 = fcmp oge double %t12, 0xC3E0000000000000
  %.2 = fcmp olt double %t12, 0x43E0000000000000
  %.3 = and i1 %.1, %.2
  %.4 = select i1 %.3, double %t12, double 0.0
  %.5 = fptosi double %.4 to i64
  %.6 = select i1 %.3, i64 %.5, i64 -9223372036854775808
  %t17 = and i64 %.6, 1
  %t18 = icmp eq i64 %t17, 1
  br label %b15

b15:
  %t19 = phi i1 [ false, %b13 ], [ %t18, %b14 ]
  br label %b16

b16:
  %t20 = phi i1 [ false, %b12 ], [ %t19, %b15 ]
  br i1 %t20, label %b17, label %b18

b17:
  ret double 0xFFF0000000000000

b18:
  ret double 0x7FF0000000000000

b19:
  %t21 = fcmp ogt double %p1, 0x0000000000000000
  br i1 %t21, label %b20, label %b29

b20:
  %t22 = bitcast double %p0 to i64
  %t24 = icmp slt i64 %t22, 0
  br i1 %t24, label %b21, label %b28

b21:
  %t25 = call double @llvm.fabs.f64(double %p1)
  %t26 = fcmp oge double %t25, 0x4340000000000000
  br i1 %t26, label %b22, label %b23

b22:
  br label %b26

b23:
  %t27 = call double @llvm.trunc.f64(double %p1)
  %t28 = fsub double %p1, %t27
  %t29 = call double @llvm.copysign.f64(double %t28, double %p1)
  %t30 = fcmp oeq double %t29, 0x0000000000000000
  br i1 %t30, label %b24, label %b25

b24:
  %.7 = fcmp oge double %t27, 0xC3E0000000000000
  %.8 = fcmp olt double %t27, 0x43E0000000000000
  %.9 = and i1 %.7, %.8
  %.10 = select i1 %.9, double %t27, double 0.0
  %.11 = fptosi double %.10 to i64
  %.12 = select i1 %.9, i64 %.11, i64 -9223372036854775808
  %t32 = and i64 %.12, 1
  %t33 = icmp eq i64 %t32, 1
  br label %b25

b25:
  %t34 = phi i1 [ false, %b23 ], [ %t33, %b24 ]
  br label %b26

b26:
  %t35 = phi i1 [ false, %b22 ], [ %t34, %b25 ]
  br i1 %t35, label %b27, label %b28

b27:
  ret double %p0

b28:
  ret double 0x0000000000000000

b29:
  %t36 = call double @llvm.fabs.f64(double %p1)
  %t37 = call double @llvm.trunc.f64(double %t36)
  %t38 = fsub double %t36, %t37
  %t39 = call double @llvm.copysign.f64(double %t38, double %t36)
  %t40 = fcmp une double %t39, 0x0000000000000000
  br i1 %t40, label %b30, label %b32

b30:
  %t41 = fcmp olt double %p0, 0x0000000000000000
  br i1 %t41, label %b31, label %b32

b31:
  ret double 0x7FF8000000000001

b32:
  %t42 = fcmp oge double %t37, 0x43E0000000000000
  br i1 %t42, label %b33, label %b38

b33:
  %t43 = fcmp oeq double %p0, 0xBFF0000000000000
  br i1 %t43, label %b34, label %b35

b34:
  ret double 0x3FF0000000000000

b35:
  %t44 = call double @llvm.fabs.f64(double %p0)
  %t45 = fcmp olt double %t44, 0x3FF0000000000000
  %t46 = fcmp ogt double %p1, 0x0000000000000000
  %t47 = icmp eq i1 %t45, %t46
  br i1 %t47, label %b36, label %b37

b36:
  ret double 0x0000000000000000

b37:
  ret double 0x7FF0000000000000

b38:
  br i1 %t40, label %b39, label %b42

b39:
  %t48 = fcmp ogt double %t39, 0x3FE0000000000000
  br i1 %t48, label %b40, label %b41

b40:
  %t49 = fsub double %t39, 0x3FF0000000000000
  %t50 = fadd double %t37, 0x3FF0000000000000
  br label %b41

b41:
  %t51 = phi double [ %t37, %b39 ], [ %t50, %b40 ]
  %t52 = phi double [ %t39, %b39 ], [ %t49, %b40 ]
  %t53 = call double @"math.log"(double %p0)
  %t54 = fmul double %t52, %t53
  %t55 = call double @"math.exp"(double %t54)
  br label %b42

b42:
  %t56 = phi double [ %t37, %b38 ], [ %t51, %b41 ]
  %t57 = phi double [ 0x3FF0000000000000, %b38 ], [ %t55, %b41 ]
  br i1 %t5, label %b43, label %b44

b43:
  br label %b51

b44:
  %t58 = call double @llvm.fabs.f64(double %p0)
  %t59 = fcmp ogt double %t58, 0x7FEFFFFFFFFFFFFF
  br i1 %t59, label %b45, label %b46

b45:
  br label %b51

b46:
  br i1 %t3, label %b45, label %b47

b47:
  %t60 = fcmp olt double %t58, 0x0010000000000000
  br i1 %t60, label %b48, label %b49

b48:
  %t61 = fmul double %p0, 0x4330000000000000
  br label %b50

b49:
  br label %b50

b50:
  %t62 = phi double [ %t61, %b48 ], [ %p0, %b49 ]
  %t63 = phi i64 [ -52, %b48 ], [ 0, %b49 ]
  %t64 = bitcast double %t62 to i64
  %t65 = lshr i64 %t64, 52
  %t66 = and i64 %t65, 2047
  %t68 = sub i64 %t66, 1023
  %t69 = add i64 %t68, 1
  %t70 = add i64 %t63, %t69
  %.13 = xor i64 9218868437227405312, -1
  %t71 = and i64 %t64, %.13
  %t72 = or i64 %t71, 4602678819172646912
  %t73 = bitcast i64 %t72 to double
  br label %b51

b51:
  %t74 = phi double [ %p0, %b43 ], [ %p0, %b45 ], [ %t73, %b50 ]
  %t75 = phi i64 [ 0, %b43 ], [ 0, %b45 ], [ %t70, %b50 ]
  %.14 = fcmp oge double %t56, 0xC3E0000000000000
  %.15 = fcmp olt double %t56, 0x43E0000000000000
  %.16 = and i1 %.14, %.15
  %.17 = select i1 %.16, double %t56, double 0.0
  %.18 = fptosi double %.17 to i64
  %.19 = select i1 %.16, i64 %.18, i64 -9223372036854775808
  br label %b52

b52:
  %t77 = phi double [ %t57, %b51 ], [ %t90, %b60 ]
  %t78 = phi i64 [ 0, %b51 ], [ %t91, %b60 ]
  %t79 = phi double [ %t74, %b51 ], [ %t97, %b60 ]
  %t80 = phi i64 [ %t75, %b51 ], [ %t98, %b60 ]
  %t81 = phi i64 [ %.19, %b51 ], [ %t99, %b60 ]
  %t82 = icmp ne i64 %t81, 0
  br i1 %t82, label %b53, label %b61

b53:
  %t83 = icmp slt i64 %t80, -4096
  br i1 %t83, label %b54, label %b55

b54:
  %t84 = add i64 %t78, %t80
  br label %b61

b55:
  %t85 = icmp slt i64 4096, %t80
  br i1 %t85, label %b54, label %b56

b56:
  %t86 = and i64 %t81, 1
  %t87 = icmp eq i64 %t86, 1
  br i1 %t87, label %b57, label %b58

b57:
  %t88 = fmul double %t77, %t79
  %t89 = add i64 %t78, %t80
  br label %b58

b58:
  %t90 = phi double [ %t77, %b56 ], [ %t88, %b57 ]
  %t91 = phi i64 [ %t78, %b56 ], [ %t89, %b57 ]
  %t92 = fmul double %t79, %t79
  %t93 = shl i64 %t80, 1
  %t94 = fcmp olt double %t92, 0x3FE0000000000000
  br i1 %t94, label %b59, label %b60

b59:
  %t95 = fadd double %t92, %t92
  %t96 = sub i64 %t93, 1
  br label %b60

b60:
  %t97 = phi double [ %t92, %b58 ], [ %t95, %b59 ]
  %t98 = phi i64 [ %t93, %b58 ], [ %t96, %b59 ]
  %t99 = ashr i64 %t81, 1
  br label %b52

b61:
  %t100 = phi i64 [ %t78, %b52 ], [ %t84, %b54 ]
  %t101 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t101, label %b62, label %b63

b62:
  %t102 = fdiv double 0x3FF0000000000000, %t77
  %t103 = sub i64 0, %t100
  br label %b63

b63:
  %t104 = phi double [ %t77, %b61 ], [ %t102, %b62 ]
  %t105 = phi i64 [ %t100, %b61 ], [ %t103, %b62 ]
  %t106 = fcmp oeq double %t104, 0x0000000000000000
  br i1 %t106, label %b64, label %b65

b64:
  br label %b80

b65:
  %t107 = call double @llvm.fabs.f64(double %t104)
  %t108 = fcmp ogt double %t107, 0x7FEFFFFFFFFFFFFF
  br i1 %t108, label %b66, label %b67

b66:
  br label %b80

b67:
  %t109 = fcmp une double %t104, %t104
  br i1 %t109, label %b66, label %b68

b68:
  %t110 = fcmp olt double %t107, 0x0010000000000000
  br i1 %t110, label %b69, label %b70

b69:
  %t111 = fmul double %t104, 0x4330000000000000
  br label %b71

b70:
  br label %b71

b71:
  %t112 = phi double [ %t111, %b69 ], [ %t104, %b70 ]
  %t113 = phi i64 [ -52, %b69 ], [ 0, %b70 ]
  %t114 = add i64 %t105, %t113
  %t115 = bitcast double %t112 to i64
  %t116 = lshr i64 %t115, 52
  %t118 = and i64 %t116, 2047
  %t119 = sub i64 %t118, 1023
  %t120 = add i64 %t114, %t119
  %t121 = icmp slt i64 %t120, -1075
  br i1 %t121, label %b72, label %b73

b72:
  %t122 = call double @llvm.copysign.f64(double 0x0000000000000000, double %t112)
  br label %b80

b73:
  %t123 = icmp sgt i64 %t120, 1023
  br i1 %t123, label %b74, label %b77

b74:
  %t124 = fcmp olt double %t112, 0x0000000000000000
  br i1 %t124, label %b75, label %b76

b75:
  br label %b80

b76:
  br label %b80

b77:
  %t125 = icmp slt i64 %t120, -1022
  br i1 %t125, label %b78, label %b79

b78:
  %t126 = add i64 %t120, 53
  br label %b79

b79:
  %t127 = phi i64 [ %t120, %b77 ], [ %t126, %b78 ]
  %t128 = phi double [ 0x3FF0000000000000, %b77 ], [ 0x3CA0000000000000, %b78 ]
  %.20 = xor i64 9218868437227405312, -1
  %t129 = and i64 %t115, %.20
  %t130 = add i64 %t127, 1023
  %t132 = shl i64 %t130, 52
  %t133 = or i64 %t129, %t132
  %t134 = bitcast i64 %t133 to double
  %t135 = fmul double %t128, %t134
  br label %b80

b80:
  %t136 = phi double [ %t104, %b64 ], [ %t104, %b66 ], [ %t122, %b72 ], [ 0xFFF0000000000000, %b75 ], [ 0x7FF0000000000000, %b76 ], [ %t135, %b79 ]
  ret double %t136

b81:
  %t137 = call double @llvm.fabs.f64(double %p1)
  %t138 = fcmp ogt double %t137, 0x7FEFFFFFFFFFFFFF
  br i1 %t138, label %b82, label %b87

b82:
  %t139 = fcmp oeq double %p0, 0xBFF0000000000000
  br i1 %t139, label %b83, label %b84

b83:
  ret double 0x3FF0000000000000

b84:
  %t140 = call double @llvm.fabs.f64(double %p0)
  %t141 = fcmp olt double %t140, 0x3FF0000000000000
  %t142 = fcmp ogt double %p1, 0x7FEFFFFFFFFFFFFF
  %t143 = icmp eq i1 %t141, %t142
  br i1 %t143, label %b85, label %b86

b85:
  ret double 0x0000000000000000

b86:
  ret double 0x7FF0000000000000

b87:
  %t144 = call double @llvm.fabs.f64(double %p0)
  %t145 = fcmp ogt double %t144, 0x7FEFFFFFFFFFFFFF
  br i1 %t145, label %b88, label %b94

b88:
  %t146 = fneg double %p0
  %t147 = fcmp ogt double %t146, 0x7FEFFFFFFFFFFFFF
  br i1 %t147, label %b89, label %b90

b89:
  %t148 = fdiv double 0x3FF0000000000000, %p0
  %t149 = fneg double %p1
  %t150 = call double @"math.pow\C2\B72"(double %t148, double %t149)
  ret double %t150

b90:
  %t151 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t151, label %b91, label %b92

b91:
  ret double 0x0000000000000000

b92:
  %t152 = fcmp ogt double %p1, 0x0000000000000000
  br i1 %t152, label %b93, label %b29

b93:
  ret double 0x7FF0000000000000

b94:
  %t153 = fcmp oeq double %p1, 0x3FE0000000000000
  br i1 %t153, label %b95, label %b96

b95:
  %.21 = fcmp olt double %p0, 0x1000000000000000
  %.22 = fmul double %p0, 0x4FF0000000000000
  %.23 = select i1 %.21, double %.22, double %p0
  %.24 = call double @llvm.amdgcn.rsq.f64(double %.23)
  %.25 = fmul double %.23, %.24
  %.26 = fmul double %.24, 0x3FE0000000000000
  %.27 = fneg double %.26
  %.28 = call double @llvm.fma.f64(double %.27, double %.25, double 0x3FE0000000000000)
  %.29 = call double @llvm.fma.f64(double %.26, double %.28, double %.26)
  %.30 = call double @llvm.fma.f64(double %.25, double %.28, double %.25)
  %.31 = fneg double %.30
  %.32 = call double @llvm.fma.f64(double %.31, double %.30, double %.23)
  %.33 = call double @llvm.fma.f64(double %.32, double %.29, double %.30)
  %.34 = fneg double %.33
  %.35 = call double @llvm.fma.f64(double %.34, double %.33, double %.23)
  %.36 = call double @llvm.fma.f64(double %.35, double %.29, double %.33)
  %.37 = fmul double %.36, 0x37F0000000000000
  %.38 = select i1 %.21, double %.37, double %.36
  %.39 = fcmp oeq double %.23, 0.0
  %.40 = fcmp oeq double %.23, 0x7FF0000000000000
  %.41 = or i1 %.39, %.40
  %.42 = select i1 %.41, double %.23, double %.38
  ret double %.42

b96:
  %t155 = fcmp oeq double %p1, 0xBFE0000000000000
  br i1 %t155, label %b97, label %b29

b97:
  %.43 = fcmp olt double %p0, 0x1000000000000000
  %.44 = fmul double %p0, 0x4FF0000000000000
  %.45 = select i1 %.43, double %.44, double %p0
  %.46 = call double @llvm.amdgcn.rsq.f64(double %.45)
  %.47 = fmul double %.45, %.46
  %.48 = fmul double %.46, 0x3FE0000000000000
  %.49 = fneg double %.48
  %.50 = call double @llvm.fma.f64(double %.49, double %.47, double 0x3FE0000000000000)
  %.51 = call double @llvm.fma.f64(double %.48, double %.50, double %.48)
  %.52 = call double @llvm.fma.f64(double %.47, double %.50, double %.47)
  %.53 = fneg double %.52
  %.54 = call double @llvm.fma.f64(double %.53, double %.52, double %.45)
  %.55 = call double @llvm.fma.f64(double %.54, double %.51, double %.52)
  %.56 = fneg double %.55
  %.57 = call double @llvm.fma.f64(double %.56, double %.55, double %.45)
  %.58 = call double @llvm.fma.f64(double %.57, double %.51, double %.55)
  %.59 = fmul double %.58, 0x37F0000000000000
  %.60 = select i1 %.43, double %.59, double %.58
  %.61 = fcmp oeq double %.45, 0.0
  %.62 = fcmp oeq double %.45, 0x7FF0000000000000
  %.63 = or i1 %.61, %.62
  %.64 = select i1 %.63, double %.45, double %.60
  %t157 = fdiv double 0x3FF0000000000000, %.64
  ret double %t157
}

define internal double @"math.pow\C2\B72"(double %p0, double %p1) #1 {
entry:
  br label %b0

b0:
  %t0 = fcmp oeq double %p1, 0x0000000000000000
  br i1 %t0, label %b1, label %b2

b1:
  ret double 0x3FF0000000000000

b2:
  %t1 = fcmp oeq double %p0, 0x3FF0000000000000
  br i1 %t1, label %b1, label %b3

b3:
  %t2 = fcmp oeq double %p1, 0x3FF0000000000000
  br i1 %t2, label %b4, label %b5

b4:
  ret double %p0

b5:
  %t3 = fcmp une double %p0, %p0
  br i1 %t3, label %b6, label %b7

b6:
  ret double 0x7FF8000000000001

b7:
  %t4 = fcmp une double %p1, %p1
  br i1 %t4, label %b6, label %b8

b8:
  %t5 = fcmp oeq double %p0, 0x0000000000000000
  br i1 %t5, label %b9, label %b81

b9:
  %t6 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t6, label %b10, label %b19

b10:
  %t7 = bitcast double %p0 to i64
  %t9 = icmp slt i64 %t7, 0
  br i1 %t9, label %b11, label %b18

b11:
  %t10 = call double @llvm.fabs.f64(double %p1)
  %t11 = fcmp oge double %t10, 0x4340000000000000
  br i1 %t11, label %b12, label %b13

b12:
  br label %b16

b13:
  %t12 = call double @llvm.trunc.f64(double %p1)
  %t13 = fsub double %p1, %t12
  %t14 = call double @llvm.copysign.f64(double %t13, double %p1)
  %t15 = fcmp oeq double %t14, 0x0000000000000000
  br i1 %t15, label %b14, label %b15

b14:
  %.1 = fcmp oge double %t12, 0xC3E0000000000000
  %.2 = fcmp olt double %t12, 0x43E0000000000000
  %.3 = and i1 %.1, %.2
  %.4 = select i1 %.3, double %t12, double 0.0
  %.5 = fptosi double %.4 to i64
  %.6 = select i1 %.3, i64 %.5, i64 -9223372036854775808
  %t17 = and i64 %.6, 1
  %t18 = icmp eq i64 %t17, 1
  br label %b15

b15:
  %t19 = phi i1 [ false, %b13 ], [ %t18, %b14 ]
  br label %b16

b16:
  %t20 = phi i1 [ false, %b12 ], [ %t19, %b15 ]
  br i1 %t20, label %b17, label %b18

b17:
  ret double 0xFFF0000000000000

b18:
  ret double 0x7FF0000000000000

b19:
  %t21 = fcmp ogt double %p1, 0x0000000000000000
  br i1 %t21, label %b20, label %b29

b20:
  %t22 = bitcast double %p0 to i64
  %t24 = icmp slt i64 %t22, 0
  br i1 %t24, label %b21, label %b28

b21:
  %t25 = call double @llvm.fabs.f64(double %p1)
  %t26 = fcmp oge double %t25, 0x4340000000000000
  br i1 %t26, label %b22, label %b23

b22:
  br label %b26

b23:
  %t27 = call double @llvm.trunc.f64(double %p1)
  %t28 = fsub double %p1, %t27
  %t29 = call double @llvm.copysign.f64(double %t28, double %p1)
  %t30 = fcmp oeq double %t29, 0x0000000000000000
  br i1 %t30, label %b24, label %b25

b24:
  %.7 = fcmp oge double %t27, 0xC3E0000000000000
  %.8 = fcmp olt double %t27, 0x43E0000000000000
  %.9 = and i1 %.7, %.8
  %.10 = select i1 %.9, double %t27, double 0.0
  %.11 = fptosi double %.10 to i64
  %.12 = select i1 %.9, i64 %.11, i64 -9223372036854775808
  %t32 = and i64 %.12, 1
  %t33 = icmp eq i64 %t32, 1
  br label %b25

b25:
  %t34 = phi i1 [ false, %b23 ], [ %t33, %b24 ]
  br label %b26

b26:
  %t35 = phi i1 [ false, %b22 ], [ %t34, %b25 ]
  br i1 %t35, label %b27, label %b28

b27:
  ret double %p0

b28:
  ret double 0x0000000000000000

b29:
  %t36 = call double @llvm.fabs.f64(double %p1)
  %t37 = call double @llvm.trunc.f64(double %t36)
  %t38 = fsub double %t36, %t37
  %t39 = call double @llvm.copysign.f64(double %t38, double %t36)
  %t40 = fcmp une double %t39, 0x0000000000000000
  br i1 %t40, label %b30, label %b32

b30:
  %t41 = fcmp olt double %p0, 0x0000000000000000
  br i1 %t41, label %b31, label %b32

b31:
  ret double 0x7FF8000000000001

b32:
  %t42 = fcmp oge double %t37, 0x43E0000000000000
  br i1 %t42, label %b33, label %b38

b33:
  %t43 = fcmp oeq double %p0, 0xBFF0000000000000
  br i1 %t43, label %b34, label %b35

b34:
  ret double 0x3FF0000000000000

b35:
  %t44 = call double @llvm.fabs.f64(double %p0)
  %t45 = fcmp olt double %t44, 0x3FF0000000000000
  %t46 = fcmp ogt double %p1, 0x0000000000000000
  %t47 = icmp eq i1 %t45, %t46
  br i1 %t47, label %b36, label %b37

b36:
  ret double 0x0000000000000000

b37:
  ret double 0x7FF0000000000000

b38:
  br i1 %t40, label %b39, label %b42

b39:
  %t48 = fcmp ogt double %t39, 0x3FE0000000000000
  br i1 %t48, label %b40, label %b41

b40:
  %t49 = fsub double %t39, 0x3FF0000000000000
  %t50 = fadd double %t37, 0x3FF0000000000000
  br label %b41

b41:
  %t51 = phi double [ %t37, %b39 ], [ %t50, %b40 ]
  %t52 = phi double [ %t39, %b39 ], [ %t49, %b40 ]
  %t53 = call double @"math.log"(double %p0)
  %t54 = fmul double %t52, %t53
  %t55 = call double @"math.exp"(double %t54)
  br label %b42

b42:
  %t56 = phi double [ %t37, %b38 ], [ %t51, %b41 ]
  %t57 = phi double [ 0x3FF0000000000000, %b38 ], [ %t55, %b41 ]
  br i1 %t5, label %b43, label %b44

b43:
  br label %b51

b44:
  %t58 = call double @llvm.fabs.f64(double %p0)
  %t59 = fcmp ogt double %t58, 0x7FEFFFFFFFFFFFFF
  br i1 %t59, label %b45, label %b46

b45:
  br label %b51

b46:
  br i1 %t3, label %b45, label %b47

b47:
  %t60 = fcmp olt double %t58, 0x0010000000000000
  br i1 %t60, label %b48, label %b49

b48:
  %t61 = fmul double %p0, 0x4330000000000000
  br label %b50

b49:
  br label %b50

b50:
  %t62 = phi double [ %t61, %b48 ], [ %p0, %b49 ]
  %t63 = phi i64 [ -52, %b48 ], [ 0, %b49 ]
  %t64 = bitcast double %t62 to i64
  %t65 = lshr i64 %t64, 52
  %t66 = and i64 %t65, 2047
  %t68 = sub i64 %t66, 1023
  %t69 = add i64 %t68, 1
  %t70 = add i64 %t63, %t69
  %.13 = xor i64 9218868437227405312, -1
  %t71 = and i64 %t64, %.13
  %t72 = or i64 %t71, 4602678819172646912
  %t73 = bitcast i64 %t72 to double
  br label %b51

b51:
  %t74 = phi double [ %p0, %b43 ], [ %p0, %b45 ], [ %t73, %b50 ]
  %t75 = phi i64 [ 0, %b43 ], [ 0, %b45 ], [ %t70, %b50 ]
  %.14 = fcmp oge double %t56, 0xC3E0000000000000
  %.15 = fcmp olt double %t56, 0x43E0000000000000
  %.16 = and i1 %.14, %.15
  %.17 = select i1 %.16, double %t56, double 0.0
  %.18 = fptosi double %.17 to i64
  %.19 = select i1 %.16, i64 %.18, i64 -9223372036854775808
  br label %b52

b52:
  %t77 = phi double [ %t57, %b51 ], [ %t90, %b60 ]
  %t78 = phi i64 [ 0, %b51 ], [ %t91, %b60 ]
  %t79 = phi double [ %t74, %b51 ], [ %t97, %b60 ]
  %t80 = phi i64 [ %t75, %b51 ], [ %t98, %b60 ]
  %t81 = phi i64 [ %.19, %b51 ], [ %t99, %b60 ]
  %t82 = icmp ne i64 %t81, 0
  br i1 %t82, label %b53, label %b61

b53:
  %t83 = icmp slt i64 %t80, -4096
  br i1 %t83, label %b54, label %b55

b54:
  %t84 = add i64 %t78, %t80
  br label %b61

b55:
  %t85 = icmp slt i64 4096, %t80
  br i1 %t85, label %b54, label %b56

b56:
  %t86 = and i64 %t81, 1
  %t87 = icmp eq i64 %t86, 1
  br i1 %t87, label %b57, label %b58

b57:
  %t88 = fmul double %t77, %t79
  %t89 = add i64 %t78, %t80
  br label %b58

b58:
  %t90 = phi double [ %t77, %b56 ], [ %t88, %b57 ]
  %t91 = phi i64 [ %t78, %b56 ], [ %t89, %b57 ]
  %t92 = fmul double %t79, %t79
  %t93 = shl i64 %t80, 1
  %t94 = fcmp olt double %t92, 0x3FE0000000000000
  br i1 %t94, label %b59, label %b60

b59:
  %t95 = fadd double %t92, %t92
  %t96 = sub i64 %t93, 1
  br label %b60

b60:
  %t97 = phi double [ %t92, %b58 ], [ %t95, %b59 ]
  %t98 = phi i64 [ %t93, %b58 ], [ %t96, %b59 ]
  %t99 = ashr i64 %t81, 1
  br label %b52

b61:
  %t100 = phi i64 [ %t78, %b52 ], [ %t84, %b54 ]
  %t101 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t101, label %b62, label %b63

b62:
  %t102 = fdiv double 0x3FF0000000000000, %t77
  %t103 = sub i64 0, %t100
  br label %b63

b63:
  %t104 = phi double [ %t77, %b61 ], [ %t102, %b62 ]
  %t105 = phi i64 [ %t100, %b61 ], [ %t103, %b62 ]
  %t106 = fcmp oeq double %t104, 0x0000000000000000
  br i1 %t106, label %b64, label %b65

b64:
  br label %b80

b65:
  %t107 = call double @llvm.fabs.f64(double %t104)
  %t108 = fcmp ogt double %t107, 0x7FEFFFFFFFFFFFFF
  br i1 %t108, label %b66, label %b67

b66:
  br label %b80

b67:
  %t109 = fcmp une double %t104, %t104
  br i1 %t109, label %b66, label %b68

b68:
  %t110 = fcmp olt double %t107, 0x0010000000000000
  br i1 %t110, label %b69, label %b70

b69:
  %t111 = fmul double %t104, 0x4330000000000000
  br label %b71

b70:
  br label %b71

b71:
  %t112 = phi double [ %t111, %b69 ], [ %t104, %b70 ]
  %t113 = phi i64 [ -52, %b69 ], [ 0, %b70 ]
  %t114 = add i64 %t105, %t113
  %t115 = bitcast double %t112 to i64
  %t116 = lshr i64 %t115, 52
  %t118 = and i64 %t116, 2047
  %t119 = sub i64 %t118, 1023
  %t120 = add i64 %t114, %t119
  %t121 = icmp slt i64 %t120, -1075
  br i1 %t121, label %b72, label %b73

b72:
  %t122 = call double @llvm.copysign.f64(double 0x0000000000000000, double %t112)
  br label %b80

b73:
  %t123 = icmp sgt i64 %t120, 1023
  br i1 %t123, label %b74, label %b77

b74:
  %t124 = fcmp olt double %t112, 0x0000000000000000
  br i1 %t124, label %b75, label %b76

b75:
  br label %b80

b76:
  br label %b80

b77:
  %t125 = icmp slt i64 %t120, -1022
  br i1 %t125, label %b78, label %b79

b78:
  %t126 = add i64 %t120, 53
  br label %b79

b79:
  %t127 = phi i64 [ %t120, %b77 ], [ %t126, %b78 ]
  %t128 = phi double [ 0x3FF0000000000000, %b77 ], [ 0x3CA0000000000000, %b78 ]
  %.20 = xor i64 9218868437227405312, -1
  %t129 = and i64 %t115, %.20
  %t130 = add i64 %t127, 1023
  %t132 = shl i64 %t130, 52
  %t133 = or i64 %t129, %t132
  %t134 = bitcast i64 %t133 to double
  %t135 = fmul double %t128, %t134
  br label %b80

b80:
  %t136 = phi double [ %t104, %b64 ], [ %t104, %b66 ], [ %t122, %b72 ], [ 0xFFF0000000000000, %b75 ], [ 0x7FF0000000000000, %b76 ], [ %t135, %b79 ]
  ret double %t136

b81:
  %t137 = call double @llvm.fabs.f64(double %p1)
  %t138 = fcmp ogt double %t137, 0x7FEFFFFFFFFFFFFF
  br i1 %t138, label %b82, label %b87

b82:
  %t139 = fcmp oeq double %p0, 0xBFF0000000000000
  br i1 %t139, label %b83, label %b84

b83:
  ret double 0x3FF0000000000000

b84:
  %t140 = call double @llvm.fabs.f64(double %p0)
  %t141 = fcmp olt double %t140, 0x3FF0000000000000
  %t142 = fcmp ogt double %p1, 0x7FEFFFFFFFFFFFFF
  %t143 = icmp eq i1 %t141, %t142
  br i1 %t143, label %b85, label %b86

b85:
  ret double 0x0000000000000000

b86:
  ret double 0x7FF0000000000000

b87:
  %t144 = call double @llvm.fabs.f64(double %p0)
  %t145 = fcmp ogt double %t144, 0x7FEFFFFFFFFFFFFF
  br i1 %t145, label %b88, label %b94

b88:
  %t146 = fneg double %p0
  %t147 = fcmp ogt double %t146, 0x7FEFFFFFFFFFFFFF
  br i1 %t147, label %b89, label %b90

b89:
  call void @llvm.trap()
  unreachable

b90:
  %t148 = fcmp olt double %p1, 0x0000000000000000
  br i1 %t148, label %b91, label %b92

b91:
  ret double 0x0000000000000000

b92:
  %t149 = fcmp ogt double %p1, 0x0000000000000000
  br i1 %t149, label %b93, label %b29

b93:
  ret double 0x7FF0000000000000

b94:
  %t150 = fcmp oeq double %p1, 0x3FE0000000000000
  br i1 %t150, label %b95, label %b96

b95:
  %.21 = fcmp olt double %p0, 0x1000000000000000
  %.22 = fmul double %p0, 0x4FF0000000000000
  %.23 = select i1 %.21, double %.22, double %p0
  %.24 = call double @llvm.amdgcn.rsq.f64(double %.23)
  %.25 = fmul double %.23, %.24
  %.26 = fmul double %.24, 0x3FE0000000000000
  %.27 = fneg double %.26
  %.28 = call double @llvm.fma.f64(double %.27, double %.25, double 0x3FE0000000000000)
  %.29 = call double @llvm.fma.f64(double %.26, double %.28, double %.26)
  %.30 = call double @llvm.fma.f64(double %.25, double %.28, double %.25)
  %.31 = fneg double %.30
  %.32 = call double @llvm.fma.f64(double %.31, double %.30, double %.23)
  %.33 = call double @llvm.fma.f64(double %.32, double %.29, double %.30)
  %.34 = fneg double %.33
  %.35 = call double @llvm.fma.f64(double %.34, double %.33, double %.23)
  %.36 = call double @llvm.fma.f64(double %.35, double %.29, double %.33)
  %.37 = fmul double %.36, 0x37F0000000000000
  %.38 = select i1 %.21, double %.37, double %.36
  %.39 = fcmp oeq double %.23, 0.0
  %.40 = fcmp oeq double %.23, 0x7FF0000000000000
  %.41 = or i1 %.39, %.40
  %.42 = select i1 %.41, double %.23, double %.38
  ret double %.42

b96:
  %t152 = fcmp oeq double %p1, 0xBFE0000000000000
  br i1 %t152, label %b97, label %b29

b97:
  %.43 = fcmp olt double %p0, 0x1000000000000000
  %.44 = fmul double %p0, 0x4FF0000000000000
  %.45 = select i1 %.43, double %.44, double %p0
  %.46 = call double @llvm.amdgcn.rsq.f64(double %.45)
  %.47 = fmul double %.45, %.46
  %.48 = fmul double %.46, 0x3FE0000000000000
  %.49 = fneg double %.48
  %.50 = call double @llvm.fma.f64(double %.49, double %.47, double 0x3FE0000000000000)
  %.51 = call double @llvm.fma.f64(double %.48, double %.50, double %.48)
  %.52 = call double @llvm.fma.f64(double %.47, double %.50, double %.47)
  %.53 = fneg double %.52
  %.54 = call double @llvm.fma.f64(double %.53, double %.52, double %.45)
  %.55 = call double @llvm.fma.f64(double %.54, double %.51, double %.52)
  %.56 = fneg double %.55
  %.57 = call double @llvm.fma.f64(double %.56, double %.55, double %.45)
  %.58 = call double @llvm.fma.f64(double %.57, double %.51, double %.55)
  %.59 = fmul double %.58, 0x37F0000000000000
  %.60 = select i1 %.43, double %.59, double %.58
  %.61 = fcmp oeq double %.45, 0.0
  %.62 = fcmp oeq double %.45, 0x7FF0000000000000
  %.63 = or i1 %.61, %.62
  %.64 = select i1 %.63, double %.45, double %.60
  %t154 = fdiv double 0x3FF0000000000000, %.64
  ret double %t154
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
declare void @llvm.trap() cold noreturn nounwind
declare double @llvm.trunc.f64(double)

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }

!0 = !{}

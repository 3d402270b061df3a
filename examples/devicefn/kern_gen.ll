; kern module github.com/kernlab/kern/examples/devicefn (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !4 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !7
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !7
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !7
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t4 = sext i32 %.1 to i64, !dbg !7
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t6 = sext i32 %.2 to i64, !dbg !7
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !7
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !7, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !7
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !7
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !7, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !7
  %.15 = add i32 %.14, %.9, !dbg !7
  %.16 = udiv i32 %.15, %.6, !dbg !7
  %t10 = sext i32 %.16 to i64, !dbg !7
  %t11 = mul nsw i64 %t8, %t6, !dbg !7
  %t12 = add nsw i64 %t11, %t4, !dbg !7
  %t13 = mul nsw i64 %t10, %t8, !dbg !7
  %t15118 = icmp slt i64 %t12, %a0, !dbg !7
  br i1 %t15118, label %b2, label %b129, !dbg !7

b2:                                               ; preds = %entry, %b128
  %t14119 = phi i64 [ %t291, %b128 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !7

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t14119, !dbg !7
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !7

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t14119, !dbg !7
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t14119, !dbg !7
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !7
  br label %b8, !dbg !7

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t29103 = fcmp oeq float %t21, 0.000000e+00, !dbg !8
  %t30104 = fcmp oeq float %t18, 1.000000e+00, !dbg !11
  %t31105 = or i1 %t30104, %t29103, !dbg !11
  br i1 %t31105, label %b128, label %b11.preheader, !dbg !8

b11.preheader:                                    ; preds = %b8
  %t26 = fpext float %t21 to double, !dbg !12
  %t25 = fpext float %t18 to double, !dbg !13
  br label %b11, !dbg !14

b11:                                              ; preds = %b11.preheader, %b120
  %t28107 = phi double [ %t280, %b120 ], [ %t26, %b11.preheader ]
  %t27106 = phi double [ %t279, %b120 ], [ %t25, %b11.preheader ]
  %t32 = fcmp oeq double %t28107, 1.000000e+00, !dbg !14
  br i1 %t32, label %b128, label %b13, !dbg !14

b13:                                              ; preds = %b11
  %0 = fcmp uno double %t27106, %t28107, !dbg !15
  br i1 %0, label %b128, label %b15, !dbg !16

b15:                                              ; preds = %b13
  %t36 = fcmp oeq double %t27106, 0.000000e+00, !dbg !17
  br i1 %t36, label %b16, label %b112, !dbg !17

b16:                                              ; preds = %b15
  %t37 = fcmp olt double %t28107, 0.000000e+00, !dbg !18
  %t38 = bitcast double %t27106 to i64, !dbg !19
  %t40 = icmp sgt i64 %t38, -1, !dbg !22
  %t41 = tail call double @llvm.fabs.f64(double %t28107)
  %t42 = fcmp oge double %t41, 0x4340000000000000
  %or.cond = select i1 %t40, i1 true, i1 %t42, !dbg !23
  br i1 %t37, label %b17, label %b26, !dbg !18

b17:                                              ; preds = %b16
  br i1 %or.cond, label %b25, label %b20, !dbg !24

b20:                                              ; preds = %b17
  %t43 = tail call double @llvm.trunc.f64(double %t28107), !dbg !25
  %t44 = fsub double %t28107, %t43, !dbg !28
  %t45 = tail call double @llvm.copysign.f64(double %t44, double %t28107), !dbg !29
  %t46 = fcmp oeq double %t45, 0.000000e+00, !dbg !30
  %.20 = fptosi double %t43 to i64, !dbg !30
  %t48 = and i64 %.20, 1, !dbg !30
  %t49 = icmp ne i64 %t48, 0, !dbg !30
  %t50 = select i1 %t46, i1 %t49, i1 false, !dbg !30
  br i1 %t50, label %b128, label %b25, !dbg !31

b25:                                              ; preds = %b20, %b17
  br label %b128, !dbg !32

b26:                                              ; preds = %b16
  br i1 %or.cond, label %b34, label %b29, !dbg !33

b29:                                              ; preds = %b26
  %t57 = tail call double @llvm.trunc.f64(double %t28107), !dbg !25
  %t58 = fsub double %t28107, %t57, !dbg !28
  %t59 = tail call double @llvm.copysign.f64(double %t58, double %t28107), !dbg !29
  %t60 = fcmp oeq double %t59, 0.000000e+00, !dbg !30
  %.21 = fptosi double %t57 to i64, !dbg !30
  %t62 = and i64 %.21, 1, !dbg !30
  %t63 = icmp ne i64 %t62, 0, !dbg !30
  %t64 = select i1 %t60, i1 %t63, i1 false, !dbg !30
  br i1 %t64, label %b128, label %b34, !dbg !34

b34:                                              ; preds = %b29, %b26
  br label %b128, !dbg !35

b35:                                              ; preds = %b126
  %t66 = tail call double @llvm.trunc.f64(double %t268.le), !dbg !25
  %t67 = fsub double %t268.le, %t66, !dbg !28
  %1 = tail call double @llvm.fabs.f64(double %t67), !dbg !29
  %t69 = fcmp une double %t67, 0.000000e+00, !dbg !36
  %t70 = fcmp olt double %t27106, 0.000000e+00, !dbg !37
  %t71 = and i1 %t70, %t69, !dbg !37
  br i1 %t71, label %b128, label %b37, !dbg !36

b37:                                              ; preds = %b35
  %t72 = fcmp ult double %t66, 0x43E0000000000000, !dbg !38
  br i1 %t72, label %b43, label %b38, !dbg !38

b38:                                              ; preds = %b37
  %t73 = fcmp oeq double %t27106, -1.000000e+00, !dbg !39
  br i1 %t73, label %b128, label %b40, !dbg !39

b40:                                              ; preds = %b38
  %t74 = fcmp uge double %t275.le, 1.000000e+00, !dbg !40
  %t75 = fcmp ogt double %t28107, 0.000000e+00, !dbg !41
  %t76 = xor i1 %t74, %t75, !dbg !42
  %. = select i1 %t76, double 0.000000e+00, double 0x7FF0000000000000, !dbg !23
  br label %b128, !dbg !23

b43:                                              ; preds = %b37
  br i1 %t69, label %b44, label %b81, !dbg !43

b44:                                              ; preds = %b43
  %t77 = fcmp ogt double %1, 5.000000e-01, !dbg !44
  %t78 = fadd double %1, -1.000000e+00, !dbg !44
  %t79 = fadd double %t66, 1.000000e+00, !dbg !44
  %t80 = select i1 %t77, double %t79, double %t66, !dbg !44
  %t81 = select i1 %t77, double %t78, double %1, !dbg !44
  %t82 = tail call i1 @llvm.amdgcn.class.f64(double %t27106, i32 240), !dbg !45
  %t83 = fmul double %t27106, 0x4330000000000000, !dbg !45
  %t84 = select i1 %t82, double %t83, double %t27106, !dbg !45
  %t86 = bitcast double %t84 to i64, !dbg !48
  %t87 = lshr i64 %t86, 52, !dbg !51
  %t88 = and i64 %t87, 2047, !dbg !52
  %t93 = and i64 %t86, -9218868437227405313, !dbg !53
  %t94 = or i64 %t93, 4602678819172646912, !dbg !54
  %t95 = bitcast i64 %t94 to double, !dbg !55
  %t96 = fcmp olt double %t95, 0x3FE6A09E667F3BCD, !dbg !56
  %t97 = fmul double %t95, 2.000000e+00, !dbg !56
  %t99 = select i1 %t96, double %t97, double %t95, !dbg !56
  %t98 = sext i1 %t96 to i64, !dbg !56
  %t91 = select i1 %t82, i64 -1074, i64 -1022, !dbg !59
  %t92 = add nsw i64 %t91, %t88, !dbg !60
  %t100 = add nsw i64 %t92, %t98, !dbg !56
  %t101 = fadd double %t99, -1.000000e+00, !dbg !61
  %t102 = sitofp i64 %t100 to double, !dbg !62
  %t103 = fadd double %t101, 2.000000e+00, !dbg !63
  %t104 = fdiv double %t101, %t103, !dbg !64
  %t105 = fmul double %t104, %t104, !dbg !65
  %t106 = fmul double %t105, %t105, !dbg !66
  %t107 = tail call double @llvm.fma.f64(double %t106, double 0x3FC2F112DF3E5244, double 0x3FC7466496CB03DE), !dbg !67
  %t108 = tail call double @llvm.fma.f64(double %t106, double %t107, double 0x3FD2492494229359), !dbg !68
  %t109 = tail call double @llvm.fma.f64(double %t106, double %t108, double 0x3FE5555555555593), !dbg !69
  %t110 = tail call double @llvm.fma.f64(double %t106, double 0x3FC39A09D078C69F, double 0x3FCC71C51D8E78AF), !dbg !70
  %t111 = tail call double @llvm.fma.f64(double %t106, double %t110, double 0x3FD999999997FA04), !dbg !71
  %t112 = fmul double %t106, %t111, !dbg !72
  %t113 = tail call double @llvm.fma.f64(double %t105, double %t109, double %t112), !dbg !73
  %t114 = fmul double %t101, 5.000000e-01, !dbg !74
  %t115 = fmul double %t101, %t114, !dbg !75
  %t116 = fadd double %t115, %t113, !dbg !76
  %t117 = fmul double %t102, 0x3DEA39EF35793C76, !dbg !77
  %t118 = tail call double @llvm.fma.f64(double %t104, double %t116, double %t117), !dbg !78
  %t119 = fsub double %t115, %t118, !dbg !79
  %t120 = fsub double %t119, %t101, !dbg !80
  %t121 = fneg double %t120, !dbg !81
  %t122 = tail call double @llvm.fma.f64(double %t102, double 0x3FE62E42FEE00000, double %t121), !dbg !81
  %t123 = fmul double %t81, %t122, !dbg !82
  %t124 = fcmp uno double %t123, 0.000000e+00, !dbg !83
  br i1 %t124, label %b81, label %b53, !dbg !84

b53:                                              ; preds = %b44
  %t125 = fcmp ogt double %t123, 0x40862E42FEFA39EF, !dbg !87
  br i1 %t125, label %b81, label %b55, !dbg !87

b55:                                              ; preds = %b53
  %t126 = fcmp olt double %t123, 0xC0874910D52D3051, !dbg !88
  br i1 %t126, label %b81, label %b57, !dbg !88

b57:                                              ; preds = %b55
  %t127 = fcmp ogt double %t123, 0xBE30000000000000, !dbg !89
  %t128 = fcmp olt double %t123, 0x3E30000000000000, !dbg !90
  %t129 = and i1 %t127, %t128, !dbg !90
  br i1 %t129, label %b58, label %b59, !dbg !89

b58:                                              ; preds = %b57
  %t130 = fadd double %t123, 1.000000e+00, !dbg !91
  br label %b81, !dbg !92

b59:                                              ; preds = %b57
  %t131 = fcmp olt double %t123, 0.000000e+00, !dbg !93
  br i1 %t131, label %b60, label %b78, !dbg !93

b60:                                              ; preds = %b59
  %t132 = tail call double @llvm.fma.f64(double %t123, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !94
  %.23 = fptosi double %t132 to i64, !dbg !95
  br label %b61, !dbg !95

b61:                                              ; preds = %b79, %b78, %b60
  %t134 = phi i64 [ %.23, %b60 ], [ 0, %b78 ], [ %.25, %b79 ]
  %t135 = sitofp i64 %t134 to double, !dbg !96
  %t136 = fneg double %t135, !dbg !97
  %t137 = tail call double @llvm.fma.f64(double %t136, double 0x3FE62E42FEE00000, double %t123), !dbg !97
  %t138 = fmul double %t135, 0x3DEA39EF35793C76, !dbg !98
  %t139 = fsub double %t137, %t138, !dbg !99
  %t140 = fmul double %t139, %t139, !dbg !100
  %t141 = tail call double @llvm.fma.f64(double %t140, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !101
  %t142 = tail call double @llvm.fma.f64(double %t140, double %t141, double 0x3F11566AAF25DE2C), !dbg !102
  %t143 = tail call double @llvm.fma.f64(double %t140, double %t142, double 0xBF66C16C16BEBD93), !dbg !103
  %t144 = tail call double @llvm.fma.f64(double %t140, double %t143, double 0x3FC5555555555555), !dbg !104
  %t145 = fneg double %t140, !dbg !105
  %t146 = tail call double @llvm.fma.f64(double %t145, double %t144, double %t139), !dbg !105
  %t147 = fmul double %t139, %t146, !dbg !106
  %t148 = fsub double 2.000000e+00, %t146, !dbg !107
  %t149 = fdiv double %t147, %t148, !dbg !108
  %t150 = fsub double %t138, %t149, !dbg !109
  %2 = fsub double %t137, %t150, !dbg !110
  %t152 = fadd double %2, 1.000000e+00, !dbg !110
  %t153 = fcmp oeq double %t152, 0.000000e+00, !dbg !111
  br i1 %t153, label %b81, label %b63, !dbg !111

b63:                                              ; preds = %b61
  %t155 = tail call i1 @llvm.amdgcn.class.f64(double %t152, i32 516), !dbg !114
  %t156 = fcmp uno double %t152, 0.000000e+00, !dbg !83
  %t157 = or i1 %t155, %t156, !dbg !115
  br i1 %t157, label %b81, label %b65, !dbg !116

b65:                                              ; preds = %b63
  %t158 = tail call i1 @llvm.amdgcn.class.f64(double %t152, i32 240), !dbg !45
  %t159 = fmul double %t152, 0x4330000000000000, !dbg !45
  %t160 = select i1 %t158, double %t159, double %t152, !dbg !45
  %t161 = select i1 %t158, i64 -52, i64 0, !dbg !45
  %t163 = bitcast double %t160 to i64, !dbg !117
  %t164 = lshr i64 %t163, 52, !dbg !118
  %t166 = and i64 %t164, 2047, !dbg !119
  %t167 = add i64 %t134, -1023, !dbg !120
  %t162 = add i64 %t167, %t161, !dbg !121
  %t168 = add i64 %t162, %t166, !dbg !122
  %t169 = icmp slt i64 %t168, -1075, !dbg !123
  br i1 %t169, label %b69, label %b70, !dbg !123

b69:                                              ; preds = %b65
  %t170 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t160), !dbg !124
  br label %b81, !dbg !125

b70:                                              ; preds = %b65
  %t171 = icmp sgt i64 %t168, 1023, !dbg !126
  br i1 %t171, label %b71, label %b74, !dbg !126

b71:                                              ; preds = %b70
  %t172 = fcmp olt double %t160, 0.000000e+00, !dbg !127
  %.78 = select i1 %t172, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !128
  br label %b81, !dbg !128

b74:                                              ; preds = %b70
  %t173 = icmp slt i64 %t168, -1022, !dbg !129
  %spec.select79 = select i1 %t173, double 0x3CA0000000000000, double 1.000000e+00, !dbg !129
  %t177 = and i64 %t163, -9218868437227405313, !dbg !130
  %3 = shl nsw i64 %t168, 52, !dbg !131
  %4 = add i64 %3, 238690780250636288, !dbg !131
  %t178 = select i1 %t173, i64 %4, i64 %3, !dbg !131
  %t180 = add i64 %t178, 4607182418800017408, !dbg !131
  %t181 = or i64 %t180, %t177, !dbg !132
  %t182 = bitcast i64 %t181 to double, !dbg !133
  %t183 = fmul double %spec.select79, %t182, !dbg !134
  br label %b81, !dbg !135

b78:                                              ; preds = %b59
  %t185 = fcmp ogt double %t123, 0.000000e+00, !dbg !136
  br i1 %t185, label %b79, label %b61, !dbg !136

b79:                                              ; preds = %b78
  %t186 = tail call double @llvm.fma.f64(double %t123, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !137
  %.25 = fptosi double %t186 to i64, !dbg !138
  br label %b61, !dbg !138

b81:                                              ; preds = %b58, %b44, %b53, %b55, %b71, %b63, %b61, %b74, %b69, %b43
  %t189 = phi double [ %t66, %b43 ], [ %t80, %b69 ], [ %t80, %b74 ], [ %t80, %b61 ], [ %t80, %b63 ], [ %t80, %b71 ], [ %t80, %b55 ], [ %t80, %b53 ], [ %t80, %b44 ], [ %t80, %b58 ]
  %t190 = phi double [ 1.000000e+00, %b43 ], [ %t170, %b69 ], [ %t183, %b74 ], [ %t152, %b61 ], [ %t152, %b63 ], [ %.78, %b71 ], [ 0.000000e+00, %b55 ], [ 0x7FF0000000000000, %b53 ], [ %t123, %b44 ], [ %t130, %b58 ]
  %.27 = fcmp oge double %t189, 0xC3E0000000000000, !dbg !139
  %.28 = fcmp olt double %t189, 0x43E0000000000000, !dbg !139
  %.29 = and i1 %.27, %.28, !dbg !139
  %5 = fptosi double %t189 to i64, !dbg !139
  %.32 = select i1 %.29, i64 %5, i64 -9223372036854775808, !dbg !139
  %t211.not110 = icmp eq i64 %.32, 0, !dbg !140
  br i1 %t211.not110, label %b93, label %b86.preheader, !dbg !140

b86.preheader:                                    ; preds = %b81
  %t191 = tail call i1 @llvm.amdgcn.class.f64(double %t27106, i32 240), !dbg !45
  %t192 = fmul double %t27106, 0x4330000000000000, !dbg !45
  %t193 = select i1 %t191, double %t192, double %t27106, !dbg !45
  %t195 = bitcast double %t193 to i64, !dbg !48
  %t202 = and i64 %t195, -9218868437227405313, !dbg !53
  %t203 = or i64 %t202, 4602678819172646912, !dbg !54
  %t204 = bitcast i64 %t203 to double, !dbg !55
  %t200 = select i1 %t191, i64 -1074, i64 -1022, !dbg !59
  %t196 = lshr i64 %t195, 52, !dbg !51
  %t197 = and i64 %t196, 2047, !dbg !52
  %t201 = add nsw i64 %t200, %t197, !dbg !60
  br label %b86, !dbg !141

b86:                                              ; preds = %b86.preheader, %b88
  %t210115 = phi i64 [ %t229, %b88 ], [ %.32, %b86.preheader ]
  %t209114 = phi i64 [ %t228, %b88 ], [ %t201, %b86.preheader ]
  %t208113 = phi double [ %t227, %b88 ], [ %t204, %b86.preheader ]
  %t207112 = phi i64 [ %t221, %b88 ], [ 0, %b86.preheader ]
  %t206111 = phi double [ %t220, %b88 ], [ %t190, %b86.preheader ]
  %6 = add i64 %t209114, -4097, !dbg !142
  %7 = icmp ult i64 %6, -8193, !dbg !142
  br i1 %7, label %b87, label %b88, !dbg !141

b87:                                              ; preds = %b86
  %t215 = add i64 %t209114, %t207112, !dbg !143
  br label %b93, !dbg !143

b88:                                              ; preds = %b86
  %t216 = and i64 %t210115, 1, !dbg !144
  %t217.not = icmp eq i64 %t216, 0, !dbg !145
  %t218 = select i1 %t217.not, double 1.000000e+00, double %t208113, !dbg !145
  %t220 = fmul double %t206111, %t218, !dbg !145
  %t219 = select i1 %t217.not, i64 0, i64 %t209114, !dbg !145
  %t221 = add i64 %t219, %t207112, !dbg !145
  %t222 = fmul double %t208113, %t208113, !dbg !146
  %t223 = shl nsw i64 %t209114, 1, !dbg !147
  %t224 = fcmp olt double %t222, 5.000000e-01, !dbg !148
  %t225 = select i1 %t224, double %t222, double -0.000000e+00, !dbg !148
  %t227 = fadd double %t222, %t225, !dbg !148
  %t226 = sext i1 %t224 to i64, !dbg !148
  %t228 = add i64 %t223, %t226, !dbg !148
  %t229 = ashr i64 %t210115, 1, !dbg !149
  %t211.not = icmp ult i64 %t210115, 2, !dbg !140
  br i1 %t211.not, label %b93, label %b86, !dbg !140

b93:                                              ; preds = %b88, %b81, %b87
  %t206100 = phi double [ %t206111, %b87 ], [ %t190, %b81 ], [ %t220, %b88 ]
  %t230 = phi i64 [ %t215, %b87 ], [ 0, %b81 ], [ %t221, %b88 ]
  %t231 = fcmp olt double %t28107, 0.000000e+00, !dbg !150
  br i1 %t231, label %b94, label %b95, !dbg !150

b94:                                              ; preds = %b93
  %t232 = fdiv double 1.000000e+00, %t206100, !dbg !151
  %t233 = sub i64 0, %t230, !dbg !152
  br label %b95, !dbg !152

b95:                                              ; preds = %b94, %b93
  %t234 = phi double [ %t206100, %b93 ], [ %t232, %b94 ]
  %t235 = phi i64 [ %t230, %b93 ], [ %t233, %b94 ]
  %t236 = fcmp oeq double %t234, 0.000000e+00, !dbg !111
  br i1 %t236, label %b128, label %b97, !dbg !111

b97:                                              ; preds = %b95
  %t238 = tail call i1 @llvm.amdgcn.class.f64(double %t234, i32 516), !dbg !114
  %t239 = fcmp uno double %t234, 0.000000e+00, !dbg !83
  %t240 = or i1 %t238, %t239, !dbg !115
  br i1 %t240, label %b128, label %b99, !dbg !116

b99:                                              ; preds = %b97
  %t241 = tail call i1 @llvm.amdgcn.class.f64(double %t234, i32 240), !dbg !45
  %t242 = fmul double %t234, 0x4330000000000000, !dbg !45
  %t243 = select i1 %t241, double %t242, double %t234, !dbg !45
  %t244 = select i1 %t241, i64 -52, i64 0, !dbg !45
  %t246 = bitcast double %t243 to i64, !dbg !117
  %t247 = lshr i64 %t246, 52, !dbg !118
  %t249 = and i64 %t247, 2047, !dbg !119
  %t250 = add i64 %t235, -1023, !dbg !120
  %t245 = add i64 %t250, %t244, !dbg !121
  %t251 = add i64 %t245, %t249, !dbg !122
  %t252 = icmp slt i64 %t251, -1075, !dbg !123
  br i1 %t252, label %b103, label %b104, !dbg !123

b103:                                             ; preds = %b99
  %t253 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t243), !dbg !124
  br label %b128, !dbg !125

b104:                                             ; preds = %b99
  %t254 = icmp sgt i64 %t251, 1023, !dbg !126
  br i1 %t254, label %b105, label %b108, !dbg !126

b105:                                             ; preds = %b104
  %t255 = fcmp olt double %t243, 0.000000e+00, !dbg !127
  %.80 = select i1 %t255, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !128
  br label %b128, !dbg !128

b108:                                             ; preds = %b104
  %t256 = icmp slt i64 %t251, -1022, !dbg !129
  %spec.select82 = select i1 %t256, double 0x3CA0000000000000, double 1.000000e+00, !dbg !129
  %t260 = and i64 %t246, -9218868437227405313, !dbg !130
  %8 = shl nsw i64 %t251, 52, !dbg !131
  %9 = add i64 %8, 238690780250636288, !dbg !131
  %t261 = select i1 %t256, i64 %9, i64 %8, !dbg !131
  %t263 = add i64 %t261, 4607182418800017408, !dbg !131
  %t264 = or i64 %t263, %t260, !dbg !132
  %t265 = bitcast i64 %t264 to double, !dbg !133
  %t266 = fmul double %spec.select82, %t265, !dbg !134
  br label %b128, !dbg !135

b112:                                             ; preds = %b15
  %t269 = tail call i1 @llvm.amdgcn.class.f64(double %t28107, i32 516), !dbg !114
  br i1 %t269, label %b113, label %b118, !dbg !153

b113:                                             ; preds = %b112
  %t270 = fcmp oeq double %t27106, -1.000000e+00, !dbg !154
  br i1 %t270, label %b128, label %b115, !dbg !154

b115:                                             ; preds = %b113
  %t271 = tail call double @llvm.fabs.f64(double %t27106), !dbg !155
  %t272 = fcmp uge double %t271, 1.000000e+00, !dbg !156
  %t273 = fcmp ogt double %t28107, 0x7FEFFFFFFFFFFFFF, !dbg !114
  %t274 = xor i1 %t272, %t273, !dbg !157
  %.83 = select i1 %t274, double 0.000000e+00, double 0x7FF0000000000000, !dbg !23
  br label %b128, !dbg !23

b118:                                             ; preds = %b112
  %t276 = tail call i1 @llvm.amdgcn.class.f64(double %t27106, i32 516), !dbg !114
  br i1 %t276, label %b119, label %b124, !dbg !158

b119:                                             ; preds = %b118
  %t278 = fcmp olt double %t27106, 0xFFEFFFFFFFFFFFFF, !dbg !114
  br i1 %t278, label %b120, label %b121, !dbg !159

b120:                                             ; preds = %b119
  %t279 = fdiv double 1.000000e+00, %t27106, !dbg !160
  %t280 = fneg double %t28107, !dbg !161
  %t29 = fcmp oeq double %t28107, 0.000000e+00, !dbg !8
  %t30 = fcmp oeq double %t279, 1.000000e+00, !dbg !11
  %t31 = or i1 %t30, %t29, !dbg !11
  br i1 %t31, label %b128, label %b11, !dbg !8

b121:                                             ; preds = %b119
  %t281 = fcmp olt double %t28107, 0.000000e+00, !dbg !162
  %.84 = select i1 %t281, double 0.000000e+00, double 0x7FF0000000000000, !dbg !23
  br label %b128, !dbg !23

b124:                                             ; preds = %b118
  %t268.le = tail call double @llvm.fabs.f64(double %t28107), !dbg !163
  %t275.le = tail call double @llvm.fabs.f64(double %t27106), !dbg !163
  %t282 = fcmp oeq double %t28107, 5.000000e-01, !dbg !164
  br i1 %t282, label %b125, label %b126, !dbg !164

b125:                                             ; preds = %b124
  %.34 = fcmp olt double %t27106, 0x1000000000000000, !dbg !165
  %.35 = fmul double %t27106, 0x4FF0000000000000, !dbg !165
  %.36 = select i1 %.34, double %.35, double %t27106, !dbg !165
  %.37 = tail call double @llvm.amdgcn.rsq.f64(double %.36), !dbg !165
  %.38 = fmul double %.36, %.37, !dbg !165
  %.39 = fmul double %.37, 5.000000e-01, !dbg !165
  %.40 = fneg double %.39, !dbg !165
  %.41 = tail call double @llvm.fma.f64(double %.40, double %.38, double 5.000000e-01), !dbg !165
  %.42 = tail call double @llvm.fma.f64(double %.39, double %.41, double %.39), !dbg !165
  %.43 = tail call double @llvm.fma.f64(double %.38, double %.41, double %.38), !dbg !165
  %.44 = fneg double %.43, !dbg !165
  %.45 = tail call double @llvm.fma.f64(double %.44, double %.43, double %.36), !dbg !165
  %.46 = tail call double @llvm.fma.f64(double %.45, double %.42, double %.43), !dbg !165
  %.47 = fneg double %.46, !dbg !165
  %.48 = tail call double @llvm.fma.f64(double %.47, double %.46, double %.36), !dbg !165
  %.49 = tail call double @llvm.fma.f64(double %.48, double %.42, double %.46), !dbg !165
  %.50 = fmul double %.49, 0x37F0000000000000, !dbg !165
  %.51 = select i1 %.34, double %.50, double %.49, !dbg !165
  %.52 = fcmp oeq double %.36, 0.000000e+00, !dbg !165
  %.53 = fcmp oeq double %.36, 0x7FF0000000000000, !dbg !165
  %.54 = or i1 %.52, %.53, !dbg !165
  %.55 = select i1 %.54, double %.36, double %.51, !dbg !165
  br label %b128, !dbg !166

b126:                                             ; preds = %b124
  %t284 = fcmp oeq double %t28107, -5.000000e-01, !dbg !167
  br i1 %t284, label %b127, label %b35, !dbg !167

b127:                                             ; preds = %b126
  %.56 = fcmp olt double %t27106, 0x1000000000000000, !dbg !168
  %.57 = fmul double %t27106, 0x4FF0000000000000, !dbg !168
  %.58 = select i1 %.56, double %.57, double %t27106, !dbg !168
  %.59 = tail call double @llvm.amdgcn.rsq.f64(double %.58), !dbg !168
  %.60 = fmul double %.58, %.59, !dbg !168
  %.61 = fmul double %.59, 5.000000e-01, !dbg !168
  %.62 = fneg double %.61, !dbg !168
  %.63 = tail call double @llvm.fma.f64(double %.62, double %.60, double 5.000000e-01), !dbg !168
  %.64 = tail call double @llvm.fma.f64(double %.61, double %.63, double %.61), !dbg !168
  %.65 = tail call double @llvm.fma.f64(double %.60, double %.63, double %.60), !dbg !168
  %.66 = fneg double %.65, !dbg !168
  %.67 = tail call double @llvm.fma.f64(double %.66, double %.65, double %.58), !dbg !168
  %.68 = tail call double @llvm.fma.f64(double %.67, double %.64, double %.65), !dbg !168
  %.69 = fneg double %.68, !dbg !168
  %.70 = tail call double @llvm.fma.f64(double %.69, double %.68, double %.58), !dbg !168
  %.71 = tail call double @llvm.fma.f64(double %.70, double %.64, double %.68), !dbg !168
  %.72 = fmul double %.71, 0x37F0000000000000, !dbg !168
  %.73 = select i1 %.56, double %.72, double %.71, !dbg !168
  %.74 = fcmp oeq double %.58, 0.000000e+00, !dbg !168
  %.75 = fcmp oeq double %.58, 0x7FF0000000000000, !dbg !168
  %.76 = or i1 %.74, %.75, !dbg !168
  %.77 = select i1 %.76, double %.58, double %.73, !dbg !168
  %t286 = fdiv double 1.000000e+00, %.77, !dbg !169
  br label %b128, !dbg !170

b128:                                             ; preds = %b120, %b11, %b13, %b8, %b121, %b115, %b113, %b103, %b108, %b95, %b97, %b105, %b40, %b38, %b35, %b29, %b20, %b127, %b125, %b34, %b25
  %t287 = phi double [ 0x7FF0000000000000, %b25 ], [ 0.000000e+00, %b34 ], [ %.55, %b125 ], [ %t286, %b127 ], [ 0xFFF0000000000000, %b20 ], [ %t27106, %b29 ], [ 0x7FF8000000000001, %b35 ], [ 1.000000e+00, %b38 ], [ %., %b40 ], [ %t253, %b103 ], [ %t266, %b108 ], [ %t234, %b95 ], [ %t234, %b97 ], [ %.80, %b105 ], [ 1.000000e+00, %b113 ], [ %.83, %b115 ], [ %.84, %b121 ], [ 1.000000e+00, %b8 ], [ 0x7FF8000000000001, %b13 ], [ %t27106, %b11 ], [ 1.000000e+00, %b120 ]
  %t288 = fptrunc double %t287 to float, !dbg !171
  %t289 = fdiv float %t288, %t24, !dbg !172
  %t290 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t14119, !dbg !7
  store float %t289, ptr addrspace(1) %t290, align 4, !dbg !7
  %t291 = add i64 %t14119, %t13, !dbg !7
  %t15 = icmp slt i64 %t291, %a0, !dbg !7
  br i1 %t15, label %b2, label %b129, !dbg !7

b129:                                             ; preds = %b128, %entry
  ret void, !dbg !7
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #1 !dbg !173 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !174
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !174
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !174
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !174
  %t4 = sext i32 %.1 to i64, !dbg !174
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !174
  %t6 = sext i32 %.2 to i64, !dbg !174
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !174
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !174
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !174, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !174
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !174
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !174, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !174
  %.15 = add i32 %.14, %.9, !dbg !174
  %.16 = udiv i32 %.15, %.6, !dbg !174
  %t10 = sext i32 %.16 to i64, !dbg !174
  %t11 = mul nsw i64 %t8, %t6, !dbg !174
  %t12 = add nsw i64 %t11, %t4, !dbg !174
  %t13 = mul nsw i64 %t10, %t8, !dbg !174
  %t14 = icmp sgt i64 %a1, 7, !dbg !174
  %t16 = icmp sgt i64 %a1, 6, !dbg !174
  %t18 = icmp sgt i64 %a1, 5, !dbg !174
  %t20 = icmp sgt i64 %a1, 4, !dbg !174
  %t22 = icmp sgt i64 %a1, 3, !dbg !174
  %t24 = icmp sgt i64 %a1, 2, !dbg !174
  %t26 = icmp sgt i64 %a1, 1, !dbg !174
  %t28 = icmp sgt i64 %a1, 0, !dbg !174
  %t30125 = icmp slt i64 %t12, %a0, !dbg !174
  br i1 %t30125, label %b2, label %b145, !dbg !174

b2:                                               ; preds = %entry, %b144
  %t29126 = phi i64 [ %t440, %b144 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !174

b3:                                               ; preds = %b2
  %.17 = tail call i64 asm sideeffect "", "=s,0"(i64 %a9) #4, !dbg !174
  %t32 = udiv i64 %t29126, %.17, !dbg !174
  %t34 = mul i64 %t32, %a9, !dbg !174
  %t35 = sub i64 %t29126, %t34, !dbg !174
  %t36 = mul i64 %t35, %a19, !dbg !174
  %t37 = mul i64 %t35, %a29, !dbg !174
  %t38 = mul i64 %t35, %a39, !dbg !174
  %t39 = mul i64 %t35, %a48, !dbg !174
  br label %b4, !dbg !174

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t29126, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !174

b5:                                               ; preds = %b4
  %.18 = tail call i64 asm sideeffect "", "=s,0"(i64 %a8) #4, !dbg !174
  %t46 = udiv i64 %t40, %.18, !dbg !174
  %t48 = mul i64 %t46, %a8, !dbg !174
  %t49 = sub i64 %t40, %t48, !dbg !174
  %t50 = mul i64 %t49, %a18, !dbg !174
  %t51 = add i64 %t50, %t41, !dbg !174
  %t52 = mul i64 %t49, %a28, !dbg !174
  %t53 = add i64 %t52, %t42, !dbg !174
  %t54 = mul i64 %t49, %a38, !dbg !174
  %t55 = add i64 %t54, %t43, !dbg !174
  %t56 = mul i64 %t49, %a47, !dbg !174
  %t57 = add i64 %t56, %t44, !dbg !174
  br label %b6, !dbg !174

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !174

b7:                                               ; preds = %b6
  %.19 = tail call i64 asm sideeffect "", "=s,0"(i64 %a7) #4, !dbg !174
  %t64 = udiv i64 %t58, %.19, !dbg !174
  %t66 = mul i64 %t64, %a7, !dbg !174
  %t67 = sub i64 %t58, %t66, !dbg !174
  %t68 = mul i64 %t67, %a17, !dbg !174
  %t69 = add i64 %t68, %t59, !dbg !174
  %t70 = mul i64 %t67, %a27, !dbg !174
  %t71 = add i64 %t70, %t60, !dbg !174
  %t72 = mul i64 %t67, %a37, !dbg !174
  %t73 = add i64 %t72, %t61, !dbg !174
  %t74 = mul i64 %t67, %a46, !dbg !174
  %t75 = add i64 %t74, %t62, !dbg !174
  br label %b8, !dbg !174

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !174

b9:                                               ; preds = %b8
  %.20 = tail call i64 asm sideeffect "", "=s,0"(i64 %a6) #4, !dbg !174
  %t82 = udiv i64 %t76, %.20, !dbg !174
  %t84 = mul i64 %t82, %a6, !dbg !174
  %t85 = sub i64 %t76, %t84, !dbg !174
  %t86 = mul i64 %t85, %a16, !dbg !174
  %t87 = add i64 %t86, %t77, !dbg !174
  %t88 = mul i64 %t85, %a26, !dbg !174
  %t89 = add i64 %t88, %t78, !dbg !174
  %t90 = mul i64 %t85, %a36, !dbg !174
  %t91 = add i64 %t90, %t79, !dbg !174
  %t92 = mul i64 %t85, %a45, !dbg !174
  %t93 = add i64 %t92, %t80, !dbg !174
  br label %b10, !dbg !174

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !174

b11:                                              ; preds = %b10
  %.21 = tail call i64 asm sideeffect "", "=s,0"(i64 %a5) #4, !dbg !174
  %t100 = udiv i64 %t94, %.21, !dbg !174
  %t102 = mul i64 %t100, %a5, !dbg !174
  %t103 = sub i64 %t94, %t102, !dbg !174
  %t104 = mul i64 %t103, %a15, !dbg !174
  %t105 = add i64 %t104, %t95, !dbg !174
  %t106 = mul i64 %t103, %a25, !dbg !174
  %t107 = add i64 %t106, %t96, !dbg !174
  %t108 = mul i64 %t103, %a35, !dbg !174
  %t109 = add i64 %t108, %t97, !dbg !174
  %t110 = mul i64 %t103, %a44, !dbg !174
  %t111 = add i64 %t110, %t98, !dbg !174
  br label %b12, !dbg !174

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !174

b13:                                              ; preds = %b12
  %.22 = tail call i64 asm sideeffect "", "=s,0"(i64 %a4) #4, !dbg !174
  %t118 = udiv i64 %t112, %.22, !dbg !174
  %t120 = mul i64 %t118, %a4, !dbg !174
  %t121 = sub i64 %t112, %t120, !dbg !174
  %t122 = mul i64 %t121, %a14, !dbg !174
  %t123 = add i64 %t122, %t113, !dbg !174
  %t124 = mul i64 %t121, %a24, !dbg !174
  %t125 = add i64 %t124, %t114, !dbg !174
  %t126 = mul i64 %t121, %a34, !dbg !174
  %t127 = add i64 %t126, %t115, !dbg !174
  %t128 = mul i64 %t121, %a43, !dbg !174
  %t129 = add i64 %t128, %t116, !dbg !174
  br label %b14, !dbg !174

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !174

b15:                                              ; preds = %b14
  %.23 = tail call i64 asm sideeffect "", "=s,0"(i64 %a3) #4, !dbg !174
  %t136 = udiv i64 %t130, %.23, !dbg !174
  %t138 = mul i64 %t136, %a3, !dbg !174
  %t139 = sub i64 %t130, %t138, !dbg !174
  %t140 = mul i64 %t139, %a13, !dbg !174
  %t141 = add i64 %t140, %t131, !dbg !174
  %t142 = mul i64 %t139, %a23, !dbg !174
  %t143 = add i64 %t142, %t132, !dbg !174
  %t144 = mul i64 %t139, %a33, !dbg !174
  %t145 = add i64 %t144, %t133, !dbg !174
  %t146 = mul i64 %t139, %a42, !dbg !174
  %t147 = add i64 %t146, %t134, !dbg !174
  br label %b16, !dbg !174

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !174

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !174
  %t154 = add i64 %t149, %t153, !dbg !174
  %t155 = mul i64 %t148, %a22, !dbg !174
  %t156 = add i64 %t150, %t155, !dbg !174
  %t157 = mul i64 %t148, %a32, !dbg !174
  %t158 = add i64 %t151, %t157, !dbg !174
  %t159 = mul i64 %t148, %a41, !dbg !174
  %t160 = add i64 %t152, %t159, !dbg !174
  br label %b18, !dbg !174

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !174

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t161, !dbg !174
  %.24 = load float, ptr addrspace(1) %t165, align 4, !dbg !174
  br label %b20, !dbg !174

b20:                                              ; preds = %b19, %b18
  %t167 = phi float [ %.24, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !174

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t162, !dbg !174
  %.25 = load float, ptr addrspace(1) %t168, align 4, !dbg !174
  br label %b22, !dbg !174

b22:                                              ; preds = %b21, %b20
  %t170 = phi float [ %.25, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !174

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t163, !dbg !174
  %.26 = load float, ptr addrspace(1) %t171, align 4, !dbg !174
  br label %b24, !dbg !174

b24:                                              ; preds = %b23, %b22
  %t173 = phi float [ %.26, %b23 ], [ %a31, %b22 ]
  %t178110 = fcmp oeq float %t170, 0.000000e+00, !dbg !175
  %t179111 = fcmp oeq float %t167, 1.000000e+00, !dbg !177
  %t180112 = or i1 %t179111, %t178110, !dbg !177
  br i1 %t180112, label %b144, label %b27.preheader, !dbg !175

b27.preheader:                                    ; preds = %b24
  %t175 = fpext float %t170 to double, !dbg !178
  %t174 = fpext float %t167 to double, !dbg !179
  br label %b27, !dbg !180

b27:                                              ; preds = %b27.preheader, %b136
  %t177114 = phi double [ %t429, %b136 ], [ %t175, %b27.preheader ]
  %t176113 = phi double [ %t428, %b136 ], [ %t174, %b27.preheader ]
  %t181 = fcmp oeq double %t177114, 1.000000e+00, !dbg !180
  br i1 %t181, label %b144, label %b29, !dbg !180

b29:                                              ; preds = %b27
  %0 = fcmp uno double %t176113, %t177114, !dbg !181
  br i1 %0, label %b144, label %b31, !dbg !182

b31:                                              ; preds = %b29
  %t185 = fcmp oeq double %t176113, 0.000000e+00, !dbg !183
  br i1 %t185, label %b32, label %b128, !dbg !183

b32:                                              ; preds = %b31
  %t186 = fcmp olt double %t177114, 0.000000e+00, !dbg !184
  %t187 = bitcast double %t176113 to i64, !dbg !185
  %t189 = icmp sgt i64 %t187, -1, !dbg !187
  %t190 = tail call double @llvm.fabs.f64(double %t177114)
  %t191 = fcmp oge double %t190, 0x4340000000000000
  %or.cond = select i1 %t189, i1 true, i1 %t191, !dbg !188
  br i1 %t186, label %b33, label %b42, !dbg !184

b33:                                              ; preds = %b32
  br i1 %or.cond, label %b41, label %b36, !dbg !189

b36:                                              ; preds = %b33
  %t192 = tail call double @llvm.trunc.f64(double %t177114), !dbg !190
  %t193 = fsub double %t177114, %t192, !dbg !192
  %t194 = tail call double @llvm.copysign.f64(double %t193, double %t177114), !dbg !193
  %t195 = fcmp oeq double %t194, 0.000000e+00, !dbg !194
  %.27 = fptosi double %t192 to i64, !dbg !194
  %t197 = and i64 %.27, 1, !dbg !194
  %t198 = icmp ne i64 %t197, 0, !dbg !194
  %t199 = select i1 %t195, i1 %t198, i1 false, !dbg !194
  br i1 %t199, label %b144, label %b41, !dbg !195

b41:                                              ; preds = %b36, %b33
  br label %b144, !dbg !196

b42:                                              ; preds = %b32
  br i1 %or.cond, label %b50, label %b45, !dbg !197

b45:                                              ; preds = %b42
  %t206 = tail call double @llvm.trunc.f64(double %t177114), !dbg !190
  %t207 = fsub double %t177114, %t206, !dbg !192
  %t208 = tail call double @llvm.copysign.f64(double %t207, double %t177114), !dbg !193
  %t209 = fcmp oeq double %t208, 0.000000e+00, !dbg !194
  %.28 = fptosi double %t206 to i64, !dbg !194
  %t211 = and i64 %.28, 1, !dbg !194
  %t212 = icmp ne i64 %t211, 0, !dbg !194
  %t213 = select i1 %t209, i1 %t212, i1 false, !dbg !194
  br i1 %t213, label %b144, label %b50, !dbg !198

b50:                                              ; preds = %b45, %b42
  br label %b144, !dbg !199

b51:                                              ; preds = %b142
  %t215 = tail call double @llvm.trunc.f64(double %t417.le), !dbg !190
  %t216 = fsub double %t417.le, %t215, !dbg !192
  %1 = tail call double @llvm.fabs.f64(double %t216), !dbg !193
  %t218 = fcmp une double %t216, 0.000000e+00, !dbg !200
  %t219 = fcmp olt double %t176113, 0.000000e+00, !dbg !201
  %t220 = and i1 %t219, %t218, !dbg !201
  br i1 %t220, label %b144, label %b53, !dbg !200

b53:                                              ; preds = %b51
  %t221 = fcmp ult double %t215, 0x43E0000000000000, !dbg !202
  br i1 %t221, label %b59, label %b54, !dbg !202

b54:                                              ; preds = %b53
  %t222 = fcmp oeq double %t176113, -1.000000e+00, !dbg !203
  br i1 %t222, label %b144, label %b56, !dbg !203

b56:                                              ; preds = %b54
  %t223 = fcmp uge double %t424.le, 1.000000e+00, !dbg !204
  %t224 = fcmp ogt double %t177114, 0.000000e+00, !dbg !205
  %t225 = xor i1 %t223, %t224, !dbg !206
  %. = select i1 %t225, double 0.000000e+00, double 0x7FF0000000000000, !dbg !188
  br label %b144, !dbg !188

b59:                                              ; preds = %b53
  br i1 %t218, label %b60, label %b97, !dbg !207

b60:                                              ; preds = %b59
  %t226 = fcmp ogt double %1, 5.000000e-01, !dbg !208
  %t227 = fadd double %1, -1.000000e+00, !dbg !208
  %t228 = fadd double %t215, 1.000000e+00, !dbg !208
  %t229 = select i1 %t226, double %t228, double %t215, !dbg !208
  %t230 = select i1 %t226, double %t227, double %1, !dbg !208
  %t231 = tail call i1 @llvm.amdgcn.class.f64(double %t176113, i32 240), !dbg !209
  %t232 = fmul double %t176113, 0x4330000000000000, !dbg !209
  %t233 = select i1 %t231, double %t232, double %t176113, !dbg !209
  %t235 = bitcast double %t233 to i64, !dbg !211
  %t236 = lshr i64 %t235, 52, !dbg !213
  %t237 = and i64 %t236, 2047, !dbg !214
  %t242 = and i64 %t235, -9218868437227405313, !dbg !215
  %t243 = or i64 %t242, 4602678819172646912, !dbg !216
  %t244 = bitcast i64 %t243 to double, !dbg !217
  %t245 = fcmp olt double %t244, 0x3FE6A09E667F3BCD, !dbg !218
  %t246 = fmul double %t244, 2.000000e+00, !dbg !218
  %t248 = select i1 %t245, double %t246, double %t244, !dbg !218
  %t247 = sext i1 %t245 to i64, !dbg !218
  %t240 = select i1 %t231, i64 -1074, i64 -1022, !dbg !220
  %t241 = add nsw i64 %t240, %t237, !dbg !221
  %t249 = add nsw i64 %t241, %t247, !dbg !218
  %t250 = fadd double %t248, -1.000000e+00, !dbg !222
  %t251 = sitofp i64 %t249 to double, !dbg !223
  %t252 = fadd double %t250, 2.000000e+00, !dbg !224
  %t253 = fdiv double %t250, %t252, !dbg !225
  %t254 = fmul double %t253, %t253, !dbg !226
  %t255 = fmul double %t254, %t254, !dbg !227
  %t256 = tail call double @llvm.fma.f64(double %t255, double 0x3FC2F112DF3E5244, double 0x3FC7466496CB03DE), !dbg !228
  %t257 = tail call double @llvm.fma.f64(double %t255, double %t256, double 0x3FD2492494229359), !dbg !229
  %t258 = tail call double @llvm.fma.f64(double %t255, double %t257, double 0x3FE5555555555593), !dbg !230
  %t259 = tail call double @llvm.fma.f64(double %t255, double 0x3FC39A09D078C69F, double 0x3FCC71C51D8E78AF), !dbg !231
  %t260 = tail call double @llvm.fma.f64(double %t255, double %t259, double 0x3FD999999997FA04), !dbg !232
  %t261 = fmul double %t255, %t260, !dbg !233
  %t262 = tail call double @llvm.fma.f64(double %t254, double %t258, double %t261), !dbg !234
  %t263 = fmul double %t250, 5.000000e-01, !dbg !235
  %t264 = fmul double %t250, %t263, !dbg !236
  %t265 = fadd double %t264, %t262, !dbg !237
  %t266 = fmul double %t251, 0x3DEA39EF35793C76, !dbg !238
  %t267 = tail call double @llvm.fma.f64(double %t253, double %t265, double %t266), !dbg !239
  %t268 = fsub double %t264, %t267, !dbg !240
  %t269 = fsub double %t268, %t250, !dbg !241
  %t270 = fneg double %t269, !dbg !242
  %t271 = tail call double @llvm.fma.f64(double %t251, double 0x3FE62E42FEE00000, double %t270), !dbg !242
  %t272 = fmul double %t230, %t271, !dbg !243
  %t273 = fcmp uno double %t272, 0.000000e+00, !dbg !244
  br i1 %t273, label %b97, label %b69, !dbg !245

b69:                                              ; preds = %b60
  %t274 = fcmp ogt double %t272, 0x40862E42FEFA39EF, !dbg !247
  br i1 %t274, label %b97, label %b71, !dbg !247

b71:                                              ; preds = %b69
  %t275 = fcmp olt double %t272, 0xC0874910D52D3051, !dbg !248
  br i1 %t275, label %b97, label %b73, !dbg !248

b73:                                              ; preds = %b71
  %t276 = fcmp ogt double %t272, 0xBE30000000000000, !dbg !249
  %t277 = fcmp olt double %t272, 0x3E30000000000000, !dbg !250
  %t278 = and i1 %t276, %t277, !dbg !250
  br i1 %t278, label %b74, label %b75, !dbg !249

b74:                                              ; preds = %b73
  %t279 = fadd double %t272, 1.000000e+00, !dbg !251
  br label %b97, !dbg !252

b75:                                              ; preds = %b73
  %t280 = fcmp olt double %t272, 0.000000e+00, !dbg !253
  br i1 %t280, label %b76, label %b94, !dbg !253

b76:                                              ; preds = %b75
  %t281 = tail call double @llvm.fma.f64(double %t272, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !254
  %.30 = fptosi double %t281 to i64, !dbg !255
  br label %b77, !dbg !255

b77:                                              ; preds = %b95, %b94, %b76
  %t283 = phi i64 [ %.30, %b76 ], [ 0, %b94 ], [ %.32, %b95 ]
  %t284 = sitofp i64 %t283 to double, !dbg !256
  %t285 = fneg double %t284, !dbg !257
  %t286 = tail call double @llvm.fma.f64(double %t285, double 0x3FE62E42FEE00000, double %t272), !dbg !257
  %t287 = fmul double %t284, 0x3DEA39EF35793C76, !dbg !258
  %t288 = fsub double %t286, %t287, !dbg !259
  %t289 = fmul double %t288, %t288, !dbg !260
  %t290 = tail call double @llvm.fma.f64(double %t289, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !261
  %t291 = tail call double @llvm.fma.f64(double %t289, double %t290, double 0x3F11566AAF25DE2C), !dbg !262
  %t292 = tail call double @llvm.fma.f64(double %t289, double %t291, double 0xBF66C16C16BEBD93), !dbg !263
  %t293 = tail call double @llvm.fma.f64(double %t289, double %t292, double 0x3FC5555555555555), !dbg !264
  %t294 = fneg double %t289, !dbg !265
  %t295 = tail call double @llvm.fma.f64(double %t294, double %t293, double %t288), !dbg !265
  %t296 = fmul double %t288, %t295, !dbg !266
  %t297 = fsub double 2.000000e+00, %t295, !dbg !267
  %t298 = fdiv double %t296, %t297, !dbg !268
  %t299 = fsub double %t287, %t298, !dbg !269
  %2 = fsub double %t286, %t299, !dbg !270
  %t301 = fadd double %2, 1.000000e+00, !dbg !270
  %t302 = fcmp oeq double %t301, 0.000000e+00, !dbg !271
  br i1 %t302, label %b97, label %b79, !dbg !271

b79:                                              ; preds = %b77
  %t304 = tail call i1 @llvm.amdgcn.class.f64(double %t301, i32 516), !dbg !273
  %t305 = fcmp uno double %t301, 0.000000e+00, !dbg !244
  %t306 = or i1 %t304, %t305, !dbg !274
  br i1 %t306, label %b97, label %b81, !dbg !275

b81:                                              ; preds = %b79
  %t307 = tail call i1 @llvm.amdgcn.class.f64(double %t301, i32 240), !dbg !209
  %t308 = fmul double %t301, 0x4330000000000000, !dbg !209
  %t309 = select i1 %t307, double %t308, double %t301, !dbg !209
  %t310 = select i1 %t307, i64 -52, i64 0, !dbg !209
  %t312 = bitcast double %t309 to i64, !dbg !276
  %t313 = lshr i64 %t312, 52, !dbg !277
  %t315 = and i64 %t313, 2047, !dbg !278
  %t316 = add i64 %t283, -1023, !dbg !279
  %t311 = add i64 %t316, %t310, !dbg !280
  %t317 = add i64 %t311, %t315, !dbg !281
  %t318 = icmp slt i64 %t317, -1075, !dbg !282
  br i1 %t318, label %b85, label %b86, !dbg !282

b85:                                              ; preds = %b81
  %t319 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t309), !dbg !283
  br label %b97, !dbg !284

b86:                                              ; preds = %b81
  %t320 = icmp sgt i64 %t317, 1023, !dbg !285
  br i1 %t320, label %b87, label %b90, !dbg !285

b87:                                              ; preds = %b86
  %t321 = fcmp olt double %t309, 0.000000e+00, !dbg !286
  %.85 = select i1 %t321, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !287
  br label %b97, !dbg !287

b90:                                              ; preds = %b86
  %t322 = icmp slt i64 %t317, -1022, !dbg !288
  %spec.select86 = select i1 %t322, double 0x3CA0000000000000, double 1.000000e+00, !dbg !288
  %t326 = and i64 %t312, -9218868437227405313, !dbg !289
  %3 = shl nsw i64 %t317, 52, !dbg !290
  %4 = add i64 %3, 238690780250636288, !dbg !290
  %t327 = select i1 %t322, i64 %4, i64 %3, !dbg !290
  %t329 = add i64 %t327, 4607182418800017408, !dbg !290
  %t330 = or i64 %t329, %t326, !dbg !291
  %t331 = bitcast i64 %t330 to double, !dbg !292
  %t332 = fmul double %spec.select86, %t331, !dbg !293
  br label %b97, !dbg !294

b94:                                              ; preds = %b75
  %t334 = fcmp ogt double %t272, 0.000000e+00, !dbg !295
  br i1 %t334, label %b95, label %b77, !dbg !295

b95:                                              ; preds = %b94
  %t335 = tail call double @llvm.fma.f64(double %t272, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !296
  %.32 = fptosi double %t335 to i64, !dbg !297
  br label %b77, !dbg !297

b97:                                              ; preds = %b74, %b60, %b69, %b71, %b87, %b79, %b77, %b90, %b85, %b59
  %t338 = phi double [ %t215, %b59 ], [ %t229, %b85 ], [ %t229, %b90 ], [ %t229, %b77 ], [ %t229, %b79 ], [ %t229, %b87 ], [ %t229, %b71 ], [ %t229, %b69 ], [ %t229, %b60 ], [ %t229, %b74 ]
  %t339 = phi double [ 1.000000e+00, %b59 ], [ %t319, %b85 ], [ %t332, %b90 ], [ %t301, %b77 ], [ %t301, %b79 ], [ %.85, %b87 ], [ 0.000000e+00, %b71 ], [ 0x7FF0000000000000, %b69 ], [ %t272, %b60 ], [ %t279, %b74 ]
  %.34 = fcmp oge double %t338, 0xC3E0000000000000, !dbg !298
  %.35 = fcmp olt double %t338, 0x43E0000000000000, !dbg !298
  %.36 = and i1 %.34, %.35, !dbg !298
  %5 = fptosi double %t338 to i64, !dbg !298
  %.39 = select i1 %.36, i64 %5, i64 -9223372036854775808, !dbg !298
  %t360.not117 = icmp eq i64 %.39, 0, !dbg !299
  br i1 %t360.not117, label %b109, label %b102.preheader, !dbg !299

b102.preheader:                                   ; preds = %b97
  %t340 = tail call i1 @llvm.amdgcn.class.f64(double %t176113, i32 240), !dbg !209
  %t341 = fmul double %t176113, 0x4330000000000000, !dbg !209
  %t342 = select i1 %t340, double %t341, double %t176113, !dbg !209
  %t344 = bitcast double %t342 to i64, !dbg !211
  %t351 = and i64 %t344, -9218868437227405313, !dbg !215
  %t352 = or i64 %t351, 4602678819172646912, !dbg !216
  %t353 = bitcast i64 %t352 to double, !dbg !217
  %t349 = select i1 %t340, i64 -1074, i64 -1022, !dbg !220
  %t345 = lshr i64 %t344, 52, !dbg !213
  %t346 = and i64 %t345, 2047, !dbg !214
  %t350 = add nsw i64 %t349, %t346, !dbg !221
  br label %b102, !dbg !300

b102:                                             ; preds = %b102.preheader, %b104
  %t359122 = phi i64 [ %t378, %b104 ], [ %.39, %b102.preheader ]
  %t358121 = phi i64 [ %t377, %b104 ], [ %t350, %b102.preheader ]
  %t357120 = phi double [ %t376, %b104 ], [ %t353, %b102.preheader ]
  %t356119 = phi i64 [ %t370, %b104 ], [ 0, %b102.preheader ]
  %t355118 = phi double [ %t369, %b104 ], [ %t339, %b102.preheader ]
  %6 = add i64 %t358121, -4097, !dbg !301
  %7 = icmp ult i64 %6, -8193, !dbg !301
  br i1 %7, label %b103, label %b104, !dbg !300

b103:                                             ; preds = %b102
  %t364 = add i64 %t358121, %t356119, !dbg !302
  br label %b109, !dbg !302

b104:                                             ; preds = %b102
  %t365 = and i64 %t359122, 1, !dbg !303
  %t366.not = icmp eq i64 %t365, 0, !dbg !304
  %t367 = select i1 %t366.not, double 1.000000e+00, double %t357120, !dbg !304
  %t369 = fmul double %t355118, %t367, !dbg !304
  %t368 = select i1 %t366.not, i64 0, i64 %t358121, !dbg !304
  %t370 = add i64 %t368, %t356119, !dbg !304
  %t371 = fmul double %t357120, %t357120, !dbg !305
  %t372 = shl nsw i64 %t358121, 1, !dbg !306
  %t373 = fcmp olt double %t371, 5.000000e-01, !dbg !307
  %t374 = select i1 %t373, double %t371, double -0.000000e+00, !dbg !307
  %t376 = fadd double %t371, %t374, !dbg !307
  %t375 = sext i1 %t373 to i64, !dbg !307
  %t377 = add i64 %t372, %t375, !dbg !307
  %t378 = ashr i64 %t359122, 1, !dbg !308
  %t360.not = icmp ult i64 %t359122, 2, !dbg !299
  br i1 %t360.not, label %b109, label %b102, !dbg !299

b109:                                             ; preds = %b104, %b97, %b103
  %t355107 = phi double [ %t355118, %b103 ], [ %t339, %b97 ], [ %t369, %b104 ]
  %t379 = phi i64 [ %t364, %b103 ], [ 0, %b97 ], [ %t370, %b104 ]
  %t380 = fcmp olt double %t177114, 0.000000e+00, !dbg !309
  br i1 %t380, label %b110, label %b111, !dbg !309

b110:                                             ; preds = %b109
  %t381 = fdiv double 1.000000e+00, %t355107, !dbg !310
  %t382 = sub i64 0, %t379, !dbg !311
  br label %b111, !dbg !311

b111:                                             ; preds = %b110, %b109
  %t383 = phi double [ %t355107, %b109 ], [ %t381, %b110 ]
  %t384 = phi i64 [ %t379, %b109 ], [ %t382, %b110 ]
  %t385 = fcmp oeq double %t383, 0.000000e+00, !dbg !271
  br i1 %t385, label %b144, label %b113, !dbg !271

b113:                                             ; preds = %b111
  %t387 = tail call i1 @llvm.amdgcn.class.f64(double %t383, i32 516), !dbg !273
  %t388 = fcmp uno double %t383, 0.000000e+00, !dbg !244
  %t389 = or i1 %t387, %t388, !dbg !274
  br i1 %t389, label %b144, label %b115, !dbg !275

b115:                                             ; preds = %b113
  %t390 = tail call i1 @llvm.amdgcn.class.f64(double %t383, i32 240), !dbg !209
  %t391 = fmul double %t383, 0x4330000000000000, !dbg !209
  %t392 = select i1 %t390, double %t391, double %t383, !dbg !209
  %t393 = select i1 %t390, i64 -52, i64 0, !dbg !209
  %t395 = bitcast double %t392 to i64, !dbg !276
  %t396 = lshr i64 %t395, 52, !dbg !277
  %t398 = and i64 %t396, 2047, !dbg !278
  %t399 = add i64 %t384, -1023, !dbg !279
  %t394 = add i64 %t399, %t393, !dbg !280
  %t400 = add i64 %t394, %t398, !dbg !281
  %t401 = icmp slt i64 %t400, -1075, !dbg !282
  br i1 %t401, label %b119, label %b120, !dbg !282

b119:                                             ; preds = %b115
  %t402 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t392), !dbg !283
  br label %b144, !dbg !284

b120:                                             ; preds = %b115
  %t403 = icmp sgt i64 %t400, 1023, !dbg !285
  br i1 %t403, label %b121, label %b124, !dbg !285

b121:                                             ; preds = %b120
  %t404 = fcmp olt double %t392, 0.000000e+00, !dbg !286
  %.87 = select i1 %t404, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !287
  br label %b144, !dbg !287

b124:                                             ; preds = %b120
  %t405 = icmp slt i64 %t400, -1022, !dbg !288
  %spec.select89 = select i1 %t405, double 0x3CA0000000000000, double 1.000000e+00, !dbg !288
  %t409 = and i64 %t395, -9218868437227405313, !dbg !289
  %8 = shl nsw i64 %t400, 52, !dbg !290
  %9 = add i64 %8, 238690780250636288, !dbg !290
  %t410 = select i1 %t405, i64 %9, i64 %8, !dbg !290
  %t412 = add i64 %t410, 4607182418800017408, !dbg !290
  %t413 = or i64 %t412, %t409, !dbg !291
  %t414 = bitcast i64 %t413 to double, !dbg !292
  %t415 = fmul double %spec.select89, %t414, !dbg !293
  br label %b144, !dbg !294

b128:                                             ; preds = %b31
  %t418 = tail call i1 @llvm.amdgcn.class.f64(double %t177114, i32 516), !dbg !273
  br i1 %t418, label %b129, label %b134, !dbg !312

b129:                                             ; preds = %b128
  %t419 = fcmp oeq double %t176113, -1.000000e+00, !dbg !313
  br i1 %t419, label %b144, label %b131, !dbg !313

b131:                                             ; preds = %b129
  %t420 = tail call double @llvm.fabs.f64(double %t176113), !dbg !314
  %t421 = fcmp uge double %t420, 1.000000e+00, !dbg !315
  %t422 = fcmp ogt double %t177114, 0x7FEFFFFFFFFFFFFF, !dbg !273
  %t423 = xor i1 %t421, %t422, !dbg !316
  %.90 = select i1 %t423, double 0.000000e+00, double 0x7FF0000000000000, !dbg !188
  br label %b144, !dbg !188

b134:                                             ; preds = %b128
  %t425 = tail call i1 @llvm.amdgcn.class.f64(double %t176113, i32 516), !dbg !273
  br i1 %t425, label %b135, label %b140, !dbg !317

b135:                                             ; preds = %b134
  %t427 = fcmp olt double %t176113, 0xFFEFFFFFFFFFFFFF, !dbg !273
  br i1 %t427, label %b136, label %b137, !dbg !318

b136:                                             ; preds = %b135
  %t428 = fdiv double 1.000000e+00, %t176113, !dbg !319
  %t429 = fneg double %t177114, !dbg !320
  %t178 = fcmp oeq double %t177114, 0.000000e+00, !dbg !175
  %t179 = fcmp oeq double %t428, 1.000000e+00, !dbg !177
  %t180 = or i1 %t179, %t178, !dbg !177
  br i1 %t180, label %b144, label %b27, !dbg !175

b137:                                             ; preds = %b135
  %t430 = fcmp olt double %t177114, 0.000000e+00, !dbg !321
  %.91 = select i1 %t430, double 0.000000e+00, double 0x7FF0000000000000, !dbg !188
  br label %b144, !dbg !188

b140:                                             ; preds = %b134
  %t417.le = tail call double @llvm.fabs.f64(double %t177114), !dbg !322
  %t424.le = tail call double @llvm.fabs.f64(double %t176113), !dbg !322
  %t431 = fcmp oeq double %t177114, 5.000000e-01, !dbg !323
  br i1 %t431, label %b141, label %b142, !dbg !323

b141:                                             ; preds = %b140
  %.41 = fcmp olt double %t176113, 0x1000000000000000, !dbg !324
  %.42 = fmul double %t176113, 0x4FF0000000000000, !dbg !324
  %.43 = select i1 %.41, double %.42, double %t176113, !dbg !324
  %.44 = tail call double @llvm.amdgcn.rsq.f64(double %.43), !dbg !324
  %.45 = fmul double %.43, %.44, !dbg !324
  %.46 = fmul double %.44, 5.000000e-01, !dbg !324
  %.47 = fneg double %.46, !dbg !324
  %.48 = tail call double @llvm.fma.f64(double %.47, double %.45, double 5.000000e-01), !dbg !324
  %.49 = tail call double @llvm.fma.f64(double %.46, double %.48, double %.46), !dbg !324
  %.50 = tail call double @llvm.fma.f64(double %.45, double %.48, double %.45), !dbg !324
  %.51 = fneg double %.50, !dbg !324
  %.52 = tail call double @llvm.fma.f64(double %.51, double %.50, double %.43), !dbg !324
  %.53 = tail call double @llvm.fma.f64(double %.52, double %.49, double %.50), !dbg !324
  %.54 = fneg double %.53, !dbg !324
  %.55 = tail call double @llvm.fma.f64(double %.54, double %.53, double %.43), !dbg !324
  %.56 = tail call double @llvm.fma.f64(double %.55, double %.49, double %.53), !dbg !324
  %.57 = fmul double %.56, 0x37F0000000000000, !dbg !324
  %.58 = select i1 %.41, double %.57, double %.56, !dbg !324
  %.59 = fcmp oeq double %.43, 0.000000e+00, !dbg !324
  %.60 = fcmp oeq double %.43, 0x7FF0000000000000, !dbg !324
  %.61 = or i1 %.59, %.60, !dbg !324
  %.62 = select i1 %.61, double %.43, double %.58, !dbg !324
  br label %b144, !dbg !325

b142:                                             ; preds = %b140
  %t433 = fcmp oeq double %t177114, -5.000000e-01, !dbg !326
  br i1 %t433, label %b143, label %b51, !dbg !326

b143:                                             ; preds = %b142
  %.63 = fcmp olt double %t176113, 0x1000000000000000, !dbg !327
  %.64 = fmul double %t176113, 0x4FF0000000000000, !dbg !327
  %.65 = select i1 %.63, double %.64, double %t176113, !dbg !327
  %.66 = tail call double @llvm.amdgcn.rsq.f64(double %.65), !dbg !327
  %.67 = fmul double %.65, %.66, !dbg !327
  %.68 = fmul double %.66, 5.000000e-01, !dbg !327
  %.69 = fneg double %.68, !dbg !327
  %.70 = tail call double @llvm.fma.f64(double %.69, double %.67, double 5.000000e-01), !dbg !327
  %.71 = tail call double @llvm.fma.f64(double %.68, double %.70, double %.68), !dbg !327
  %.72 = tail call double @llvm.fma.f64(double %.67, double %.70, double %.67), !dbg !327
  %.73 = fneg double %.72, !dbg !327
  %.74 = tail call double @llvm.fma.f64(double %.73, double %.72, double %.65), !dbg !327
  %.75 = tail call double @llvm.fma.f64(double %.74, double %.71, double %.72), !dbg !327
  %.76 = fneg double %.75, !dbg !327
  %.77 = tail call double @llvm.fma.f64(double %.76, double %.75, double %.65), !dbg !327
  %.78 = tail call double @llvm.fma.f64(double %.77, double %.71, double %.75), !dbg !327
  %.79 = fmul double %.78, 0x37F0000000000000, !dbg !327
  %.80 = select i1 %.63, double %.79, double %.78, !dbg !327
  %.81 = fcmp oeq double %.65, 0.000000e+00, !dbg !327
  %.82 = fcmp oeq double %.65, 0x7FF0000000000000, !dbg !327
  %.83 = or i1 %.81, %.82, !dbg !327
  %.84 = select i1 %.83, double %.65, double %.80, !dbg !327
  %t435 = fdiv double 1.000000e+00, %.84, !dbg !328
  br label %b144, !dbg !329

b144:                                             ; preds = %b136, %b27, %b29, %b24, %b137, %b131, %b129, %b119, %b124, %b111, %b113, %b121, %b56, %b54, %b51, %b45, %b36, %b143, %b141, %b50, %b41
  %t436 = phi double [ 0x7FF0000000000000, %b41 ], [ 0.000000e+00, %b50 ], [ %.62, %b141 ], [ %t435, %b143 ], [ 0xFFF0000000000000, %b36 ], [ %t176113, %b45 ], [ 0x7FF8000000000001, %b51 ], [ 1.000000e+00, %b54 ], [ %., %b56 ], [ %t402, %b119 ], [ %t415, %b124 ], [ %t383, %b111 ], [ %t383, %b113 ], [ %.87, %b121 ], [ 1.000000e+00, %b129 ], [ %.90, %b131 ], [ %.91, %b137 ], [ 1.000000e+00, %b24 ], [ 0x7FF8000000000001, %b29 ], [ %t176113, %b27 ], [ 1.000000e+00, %b136 ]
  %t437 = fptrunc double %t436 to float, !dbg !330
  %t438 = fdiv float %t437, %t173, !dbg !331
  %t439 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t164, !dbg !174
  store float %t438, ptr addrspace(1) %t439, align 4, !dbg !174
  %t440 = add i64 %t29126, %t13, !dbg !174
  %t30 = icmp slt i64 %t440, %a0, !dbg !174
  br i1 %t30, label %b2, label %b145, !dbg !174

b145:                                             ; preds = %b144, %entry
  ret void, !dbg !174
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.amdgcn.class.f64(double, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.amdgcn.rsq.f64(double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #3

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "main.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fcontig", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 45, column: 6, scope: !4)
!8 = !DILocation(line: 57, column: 9, scope: !9)
!9 = !DILexicalBlockFile(scope: !4, file: !10, discriminator: 0)
!10 = !DIFile(filename: "math/pow.go", directory: "")
!11 = !DILocation(line: 57, column: 19, scope: !9)
!12 = !DILocation(line: 39, column: 45, scope: !4)
!13 = !DILocation(line: 39, column: 33, scope: !4)
!14 = !DILocation(line: 59, column: 9, scope: !9)
!15 = !DILocation(line: 61, column: 24, scope: !9)
!16 = !DILocation(line: 61, column: 12, scope: !9)
!17 = !DILocation(line: 63, column: 9, scope: !9)
!18 = !DILocation(line: 65, column: 10, scope: !9)
!19 = !DILocation(line: 9, column: 26, scope: !20)
!20 = !DILexicalBlockFile(scope: !4, file: !21, discriminator: 0)
!21 = !DIFile(filename: "math/signbit.go", directory: "")
!22 = !DILocation(line: 9, column: 31, scope: !20)
!23 = !DILocation(line: 0, scope: !9)
!24 = !DILocation(line: 66, column: 14, scope: !9)
!25 = !DILocation(line: 15, column: 17, scope: !26)
!26 = !DILexicalBlockFile(scope: !4, file: !27, discriminator: 0)
!27 = !DIFile(filename: "math/modf.go", directory: "")
!28 = !DILocation(line: 16, column: 25, scope: !26)
!29 = !DILocation(line: 16, column: 23, scope: !26)
!30 = !DILocation(line: 18, column: 12, scope: !9)
!31 = !DILocation(line: 66, column: 29, scope: !9)
!32 = !DILocation(line: 69, column: 4, scope: !9)
!33 = !DILocation(line: 71, column: 14, scope: !9)
!34 = !DILocation(line: 71, column: 29, scope: !9)
!35 = !DILocation(line: 74, column: 4, scope: !9)
!36 = !DILocation(line: 102, column: 8, scope: !9)
!37 = !DILocation(line: 102, column: 18, scope: !9)
!38 = !DILocation(line: 105, column: 8, scope: !9)
!39 = !DILocation(line: 109, column: 10, scope: !9)
!40 = !DILocation(line: 111, column: 16, scope: !9)
!41 = !DILocation(line: 111, column: 27, scope: !9)
!42 = !DILocation(line: 111, column: 21, scope: !9)
!43 = !DILocation(line: 123, column: 8, scope: !9)
!44 = !DILocation(line: 124, column: 9, scope: !9)
!45 = !DILocation(line: 63, column: 12, scope: !46)
!46 = !DILexicalBlockFile(scope: !4, file: !47, discriminator: 0)
!47 = !DIFile(filename: "math/bits.go", directory: "")
!48 = !DILocation(line: 33, column: 18, scope: !49)
!49 = !DILexicalBlockFile(scope: !4, file: !50, discriminator: 0)
!50 = !DIFile(filename: "math/frexp.go", directory: "")
!51 = !DILocation(line: 34, column: 15, scope: !49)
!52 = !DILocation(line: 34, column: 23, scope: !49)
!53 = !DILocation(line: 35, column: 2, scope: !49)
!54 = !DILocation(line: 36, column: 2, scope: !49)
!55 = !DILocation(line: 37, column: 24, scope: !49)
!56 = !DILocation(line: 113, column: 8, scope: !57)
!57 = !DILexicalBlockFile(scope: !4, file: !58, discriminator: 0)
!58 = !DIFile(filename: "math/log.go", directory: "")
!59 = !DILocation(line: 34, column: 37, scope: !49)
!60 = !DILocation(line: 34, column: 2, scope: !49)
!61 = !DILocation(line: 117, column: 10, scope: !57)
!62 = !DILocation(line: 118, column: 14, scope: !57)
!63 = !DILocation(line: 121, column: 14, scope: !57)
!64 = !DILocation(line: 121, column: 9, scope: !57)
!65 = !DILocation(line: 122, column: 10, scope: !57)
!66 = !DILocation(line: 123, column: 11, scope: !57)
!67 = !DILocation(line: 124, column: 32, scope: !57)
!68 = !DILocation(line: 124, column: 25, scope: !57)
!69 = !DILocation(line: 124, column: 17, scope: !57)
!70 = !DILocation(line: 125, column: 25, scope: !57)
!71 = !DILocation(line: 125, column: 17, scope: !57)
!72 = !DILocation(line: 125, column: 11, scope: !57)
!73 = !DILocation(line: 126, column: 10, scope: !57)
!74 = !DILocation(line: 127, column: 14, scope: !57)
!75 = !DILocation(line: 127, column: 18, scope: !57)
!76 = !DILocation(line: 128, column: 36, scope: !57)
!77 = !DILocation(line: 128, column: 43, scope: !57)
!78 = !DILocation(line: 128, column: 40, scope: !57)
!79 = !DILocation(line: 128, column: 26, scope: !57)
!80 = !DILocation(line: 128, column: 52, scope: !57)
!81 = !DILocation(line: 128, column: 17, scope: !57)
!82 = !DILocation(line: 128, column: 15, scope: !9)
!83 = !DILocation(line: 39, column: 11, scope: !46)
!84 = !DILocation(line: 112, column: 12, scope: !85)
!85 = !DILexicalBlockFile(scope: !4, file: !86, discriminator: 0)
!86 = !DIFile(filename: "math/exp.go", directory: "")
!87 = !DILocation(line: 114, column: 9, scope: !85)
!88 = !DILocation(line: 116, column: 9, scope: !85)
!89 = !DILocation(line: 118, column: 17, scope: !85)
!90 = !DILocation(line: 118, column: 26, scope: !85)
!91 = !DILocation(line: 119, column: 12, scope: !85)
!92 = !DILocation(line: 119, column: 3, scope: !85)
!93 = !DILocation(line: 125, column: 9, scope: !85)
!94 = !DILocation(line: 126, column: 19, scope: !85)
!95 = !DILocation(line: 126, column: 10, scope: !85)
!96 = !DILocation(line: 130, column: 19, scope: !85)
!97 = !DILocation(line: 130, column: 10, scope: !85)
!98 = !DILocation(line: 131, column: 19, scope: !85)
!99 = !DILocation(line: 193, column: 10, scope: !85)
!100 = !DILocation(line: 194, column: 9, scope: !85)
!101 = !DILocation(line: 195, column: 34, scope: !85)
!102 = !DILocation(line: 195, column: 28, scope: !85)
!103 = !DILocation(line: 195, column: 22, scope: !85)
!104 = !DILocation(line: 195, column: 16, scope: !85)
!105 = !DILocation(line: 195, column: 9, scope: !85)
!106 = !DILocation(line: 196, column: 20, scope: !85)
!107 = !DILocation(line: 196, column: 26, scope: !85)
!108 = !DILocation(line: 196, column: 23, scope: !85)
!109 = !DILocation(line: 196, column: 16, scope: !85)
!110 = !DILocation(line: 196, column: 9, scope: !85)
!111 = !DILocation(line: 25, column: 12, scope: !112)
!112 = !DILexicalBlockFile(scope: !4, file: !113, discriminator: 0)
!113 = !DIFile(filename: "math/ldexp.go", directory: "")
!114 = !DILocation(line: 56, column: 11, scope: !46)
!115 = !DILocation(line: 27, column: 30, scope: !112)
!116 = !DILocation(line: 27, column: 12, scope: !112)
!117 = !DILocation(line: 32, column: 18, scope: !112)
!118 = !DILocation(line: 33, column: 14, scope: !112)
!119 = !DILocation(line: 33, column: 22, scope: !112)
!120 = !DILocation(line: 33, column: 28, scope: !112)
!121 = !DILocation(line: 31, column: 2, scope: !112)
!122 = !DILocation(line: 33, column: 2, scope: !112)
!123 = !DILocation(line: 34, column: 9, scope: !112)
!124 = !DILocation(line: 35, column: 18, scope: !112)
!125 = !DILocation(line: 35, column: 3, scope: !112)
!126 = !DILocation(line: 37, column: 9, scope: !112)
!127 = !DILocation(line: 38, column: 11, scope: !112)
!128 = !DILocation(line: 0, scope: !112)
!129 = !DILocation(line: 44, column: 9, scope: !112)
!130 = !DILocation(line: 48, column: 2, scope: !112)
!131 = !DILocation(line: 49, column: 24, scope: !112)
!132 = !DILocation(line: 49, column: 2, scope: !112)
!133 = !DILocation(line: 50, column: 28, scope: !112)
!134 = !DILocation(line: 50, column: 11, scope: !112)
!135 = !DILocation(line: 50, column: 2, scope: !112)
!136 = !DILocation(line: 127, column: 9, scope: !85)
!137 = !DILocation(line: 128, column: 19, scope: !85)
!138 = !DILocation(line: 128, column: 10, scope: !85)
!139 = !DILocation(line: 136, column: 16, scope: !9)
!140 = !DILocation(line: 136, column: 24, scope: !9)
!141 = !DILocation(line: 137, column: 9, scope: !9)
!142 = !DILocation(line: 137, column: 27, scope: !9)
!143 = !DILocation(line: 143, column: 4, scope: !9)
!144 = !DILocation(line: 146, column: 7, scope: !9)
!145 = !DILocation(line: 146, column: 10, scope: !9)
!146 = !DILocation(line: 150, column: 3, scope: !9)
!147 = !DILocation(line: 151, column: 3, scope: !9)
!148 = !DILocation(line: 152, column: 9, scope: !9)
!149 = !DILocation(line: 136, column: 30, scope: !9)
!150 = !DILocation(line: 161, column: 7, scope: !9)
!151 = !DILocation(line: 162, column: 10, scope: !9)
!152 = !DILocation(line: 163, column: 8, scope: !9)
!153 = !DILocation(line: 76, column: 12, scope: !9)
!154 = !DILocation(line: 78, column: 10, scope: !9)
!155 = !DILocation(line: 80, column: 12, scope: !9)
!156 = !DILocation(line: 80, column: 16, scope: !9)
!157 = !DILocation(line: 80, column: 21, scope: !9)
!158 = !DILocation(line: 85, column: 12, scope: !9)
!159 = !DILocation(line: 86, column: 11, scope: !9)
!160 = !DILocation(line: 87, column: 16, scope: !9)
!161 = !DILocation(line: 87, column: 20, scope: !9)
!162 = !DILocation(line: 90, column: 10, scope: !9)
!163 = !DILocation(line: 52, column: 10, scope: !46)
!164 = !DILocation(line: 95, column: 9, scope: !9)
!165 = !DILocation(line: 96, column: 14, scope: !9)
!166 = !DILocation(line: 96, column: 3, scope: !9)
!167 = !DILocation(line: 97, column: 9, scope: !9)
!168 = !DILocation(line: 98, column: 18, scope: !9)
!169 = !DILocation(line: 98, column: 12, scope: !9)
!170 = !DILocation(line: 98, column: 3, scope: !9)
!171 = !DILocation(line: 39, column: 16, scope: !4)
!172 = !DILocation(line: 39, column: 51, scope: !4)
!173 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!174 = !DILocation(line: 45, column: 6, scope: !173)
!175 = !DILocation(line: 57, column: 9, scope: !176)
!176 = !DILexicalBlockFile(scope: !173, file: !10, discriminator: 0)
!177 = !DILocation(line: 57, column: 19, scope: !176)
!178 = !DILocation(line: 39, column: 45, scope: !173)
!179 = !DILocation(line: 39, column: 33, scope: !173)
!180 = !DILocation(line: 59, column: 9, scope: !176)
!181 = !DILocation(line: 61, column: 24, scope: !176)
!182 = !DILocation(line: 61, column: 12, scope: !176)
!183 = !DILocation(line: 63, column: 9, scope: !176)
!184 = !DILocation(line: 65, column: 10, scope: !176)
!185 = !DILocation(line: 9, column: 26, scope: !186)
!186 = !DILexicalBlockFile(scope: !173, file: !21, discriminator: 0)
!187 = !DILocation(line: 9, column: 31, scope: !186)
!188 = !DILocation(line: 0, scope: !176)
!189 = !DILocation(line: 66, column: 14, scope: !176)
!190 = !DILocation(line: 15, column: 17, scope: !191)
!191 = !DILexicalBlockFile(scope: !173, file: !27, discriminator: 0)
!192 = !DILocation(line: 16, column: 25, scope: !191)
!193 = !DILocation(line: 16, column: 23, scope: !191)
!194 = !DILocation(line: 18, column: 12, scope: !176)
!195 = !DILocation(line: 66, column: 29, scope: !176)
!196 = !DILocation(line: 69, column: 4, scope: !176)
!197 = !DILocation(line: 71, column: 14, scope: !176)
!198 = !DILocation(line: 71, column: 29, scope: !176)
!199 = !DILocation(line: 74, column: 4, scope: !176)
!200 = !DILocation(line: 102, column: 8, scope: !176)
!201 = !DILocation(line: 102, column: 18, scope: !176)
!202 = !DILocation(line: 105, column: 8, scope: !176)
!203 = !DILocation(line: 109, column: 10, scope: !176)
!204 = !DILocation(line: 111, column: 16, scope: !176)
!205 = !DILocation(line: 111, column: 27, scope: !176)
!206 = !DILocation(line: 111, column: 21, scope: !176)
!207 = !DILocation(line: 123, column: 8, scope: !176)
!208 = !DILocation(line: 124, column: 9, scope: !176)
!209 = !DILocation(line: 63, column: 12, scope: !210)
!210 = !DILexicalBlockFile(scope: !173, file: !47, discriminator: 0)
!211 = !DILocation(line: 33, column: 18, scope: !212)
!212 = !DILexicalBlockFile(scope: !173, file: !50, discriminator: 0)
!213 = !DILocation(line: 34, column: 15, scope: !212)
!214 = !DILocation(line: 34, column: 23, scope: !212)
!215 = !DILocation(line: 35, column: 2, scope: !212)
!216 = !DILocation(line: 36, column: 2, scope: !212)
!217 = !DILocation(line: 37, column: 24, scope: !212)
!218 = !DILocation(line: 113, column: 8, scope: !219)
!219 = !DILexicalBlockFile(scope: !173, file: !58, discriminator: 0)
!220 = !DILocation(line: 34, column: 37, scope: !212)
!221 = !DILocation(line: 34, column: 2, scope: !212)
!222 = !DILocation(line: 117, column: 10, scope: !219)
!223 = !DILocation(line: 118, column: 14, scope: !219)
!224 = !DILocation(line: 121, column: 14, scope: !219)
!225 = !DILocation(line: 121, column: 9, scope: !219)
!226 = !DILocation(line: 122, column: 10, scope: !219)
!227 = !DILocation(line: 123, column: 11, scope: !219)
!228 = !DILocation(line: 124, column: 32, scope: !219)
!229 = !DILocation(line: 124, column: 25, scope: !219)
!230 = !DILocation(line: 124, column: 17, scope: !219)
!231 = !DILocation(line: 125, column: 25, scope: !219)
!232 = !DILocation(line: 125, column: 17, scope: !219)
!233 = !DILocation(line: 125, column: 11, scope: !219)
!234 = !DILocation(line: 126, column: 10, scope: !219)
!235 = !DILocation(line: 127, column: 14, scope: !219)
!236 = !DILocation(line: 127, column: 18, scope: !219)
!237 = !DILocation(line: 128, column: 36, scope: !219)
!238 = !DILocation(line: 128, column: 43, scope: !219)
!239 = !DILocation(line: 128, column: 40, scope: !219)
!240 = !DILocation(line: 128, column: 26, scope: !219)
!241 = !DILocation(line: 128, column: 52, scope: !219)
!242 = !DILocation(line: 128, column: 17, scope: !219)
!243 = !DILocation(line: 128, column: 15, scope: !176)
!244 = !DILocation(line: 39, column: 11, scope: !210)
!245 = !DILocation(line: 112, column: 12, scope: !246)
!246 = !DILexicalBlockFile(scope: !173, file: !86, discriminator: 0)
!247 = !DILocation(line: 114, column: 9, scope: !246)
!248 = !DILocation(line: 116, column: 9, scope: !246)
!249 = !DILocation(line: 118, column: 17, scope: !246)
!250 = !DILocation(line: 118, column: 26, scope: !246)
!251 = !DILocation(line: 119, column: 12, scope: !246)
!252 = !DILocation(line: 119, column: 3, scope: !246)
!253 = !DILocation(line: 125, column: 9, scope: !246)
!254 = !DILocation(line: 126, column: 19, scope: !246)
!255 = !DILocation(line: 126, column: 10, scope: !246)
!256 = !DILocation(line: 130, column: 19, scope: !246)
!257 = !DILocation(line: 130, column: 10, scope: !246)
!258 = !DILocation(line: 131, column: 19, scope: !246)
!259 = !DILocation(line: 193, column: 10, scope: !246)
!260 = !DILocation(line: 194, column: 9, scope: !246)
!261 = !DILocation(line: 195, column: 34, scope: !246)
!262 = !DILocation(line: 195, column: 28, scope: !246)
!263 = !DILocation(line: 195, column: 22, scope: !246)
!264 = !DILocation(line: 195, column: 16, scope: !246)
!265 = !DILocation(line: 195, column: 9, scope: !246)
!266 = !DILocation(line: 196, column: 20, scope: !246)
!267 = !DILocation(line: 196, column: 26, scope: !246)
!268 = !DILocation(line: 196, column: 23, scope: !246)
!269 = !DILocation(line: 196, column: 16, scope: !246)
!270 = !DILocation(line: 196, column: 9, scope: !246)
!271 = !DILocation(line: 25, column: 12, scope: !272)
!272 = !DILexicalBlockFile(scope: !173, file: !113, discriminator: 0)
!273 = !DILocation(line: 56, column: 11, scope: !210)
!274 = !DILocation(line: 27, column: 30, scope: !272)
!275 = !DILocation(line: 27, column: 12, scope: !272)
!276 = !DILocation(line: 32, column: 18, scope: !272)
!277 = !DILocation(line: 33, column: 14, scope: !272)
!278 = !DILocation(line: 33, column: 22, scope: !272)
!279 = !DILocation(line: 33, column: 28, scope: !272)
!280 = !DILocation(line: 31, column: 2, scope: !272)
!281 = !DILocation(line: 33, column: 2, scope: !272)
!282 = !DILocation(line: 34, column: 9, scope: !272)
!283 = !DILocation(line: 35, column: 18, scope: !272)
!284 = !DILocation(line: 35, column: 3, scope: !272)
!285 = !DILocation(line: 37, column: 9, scope: !272)
!286 = !DILocation(line: 38, column: 11, scope: !272)
!287 = !DILocation(line: 0, scope: !272)
!288 = !DILocation(line: 44, column: 9, scope: !272)
!289 = !DILocation(line: 48, column: 2, scope: !272)
!290 = !DILocation(line: 49, column: 24, scope: !272)
!291 = !DILocation(line: 49, column: 2, scope: !272)
!292 = !DILocation(line: 50, column: 28, scope: !272)
!293 = !DILocation(line: 50, column: 11, scope: !272)
!294 = !DILocation(line: 50, column: 2, scope: !272)
!295 = !DILocation(line: 127, column: 9, scope: !246)
!296 = !DILocation(line: 128, column: 19, scope: !246)
!297 = !DILocation(line: 128, column: 10, scope: !246)
!298 = !DILocation(line: 136, column: 16, scope: !176)
!299 = !DILocation(line: 136, column: 24, scope: !176)
!300 = !DILocation(line: 137, column: 9, scope: !176)
!301 = !DILocation(line: 137, column: 27, scope: !176)
!302 = !DILocation(line: 143, column: 4, scope: !176)
!303 = !DILocation(line: 146, column: 7, scope: !176)
!304 = !DILocation(line: 146, column: 10, scope: !176)
!305 = !DILocation(line: 150, column: 3, scope: !176)
!306 = !DILocation(line: 151, column: 3, scope: !176)
!307 = !DILocation(line: 152, column: 9, scope: !176)
!308 = !DILocation(line: 136, column: 30, scope: !176)
!309 = !DILocation(line: 161, column: 7, scope: !176)
!310 = !DILocation(line: 162, column: 10, scope: !176)
!311 = !DILocation(line: 163, column: 8, scope: !176)
!312 = !DILocation(line: 76, column: 12, scope: !176)
!313 = !DILocation(line: 78, column: 10, scope: !176)
!314 = !DILocation(line: 80, column: 12, scope: !176)
!315 = !DILocation(line: 80, column: 16, scope: !176)
!316 = !DILocation(line: 80, column: 21, scope: !176)
!317 = !DILocation(line: 85, column: 12, scope: !176)
!318 = !DILocation(line: 86, column: 11, scope: !176)
!319 = !DILocation(line: 87, column: 16, scope: !176)
!320 = !DILocation(line: 87, column: 20, scope: !176)
!321 = !DILocation(line: 90, column: 10, scope: !176)
!322 = !DILocation(line: 52, column: 10, scope: !210)
!323 = !DILocation(line: 95, column: 9, scope: !176)
!324 = !DILocation(line: 96, column: 14, scope: !176)
!325 = !DILocation(line: 96, column: 3, scope: !176)
!326 = !DILocation(line: 97, column: 9, scope: !176)
!327 = !DILocation(line: 98, column: 18, scope: !176)
!328 = !DILocation(line: 98, column: 12, scope: !176)
!329 = !DILocation(line: 98, column: 3, scope: !176)
!330 = !DILocation(line: 39, column: 16, scope: !173)
!331 = !DILocation(line: 39, column: 51, scope: !173)

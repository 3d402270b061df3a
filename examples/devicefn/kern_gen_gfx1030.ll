; kern module github.com/kernlab/kern/examples/devicefn (wave32, gfx1030)
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
  %t15119 = icmp slt i64 %t12, %a0, !dbg !7
  br i1 %t15119, label %b2, label %b129, !dbg !7

b2:                                               ; preds = %entry, %b128
  %t14120 = phi i64 [ %t291, %b128 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !7

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t14120, !dbg !7
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !7

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t14120, !dbg !7
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t14120, !dbg !7
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !7
  br label %b8, !dbg !7

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t29104 = fcmp oeq float %t21, 0.000000e+00, !dbg !8
  %t30105 = fcmp oeq float %t18, 1.000000e+00, !dbg !11
  %t31106 = or i1 %t30105, %t29104, !dbg !11
  br i1 %t31106, label %b128, label %b11.preheader, !dbg !8

b11.preheader:                                    ; preds = %b8
  %t26 = fpext float %t21 to double, !dbg !12
  %t25 = fpext float %t18 to double, !dbg !13
  br label %b11, !dbg !14

b11:                                              ; preds = %b11.preheader, %b120
  %t28108 = phi double [ %t280, %b120 ], [ %t26, %b11.preheader ]
  %t27107 = phi double [ %t279, %b120 ], [ %t25, %b11.preheader ]
  %t32 = fcmp oeq double %t28108, 1.000000e+00, !dbg !14
  br i1 %t32, label %b128, label %b13, !dbg !14

b13:                                              ; preds = %b11
  %0 = fcmp uno double %t27107, %t28108, !dbg !15
  br i1 %0, label %b128, label %b15, !dbg !16

b15:                                              ; preds = %b13
  %t36 = fcmp oeq double %t27107, 0.000000e+00, !dbg !17
  br i1 %t36, label %b16, label %b112, !dbg !17

b16:                                              ; preds = %b15
  %t37 = fcmp olt double %t28108, 0.000000e+00, !dbg !18
  %t38 = bitcast double %t27107 to i64, !dbg !19
  %t40 = icmp sgt i64 %t38, -1, !dbg !22
  %t41 = tail call double @llvm.fabs.f64(double %t28108)
  %t42 = fcmp oge double %t41, 0x4340000000000000
  %or.cond = select i1 %t40, i1 true, i1 %t42, !dbg !23
  br i1 %t37, label %b17, label %b26, !dbg !18

b17:                                              ; preds = %b16
  br i1 %or.cond, label %b25, label %b20, !dbg !24

b20:                                              ; preds = %b17
  %t43 = tail call double @llvm.trunc.f64(double %t28108), !dbg !25
  %t44 = fsub double %t28108, %t43, !dbg !28
  %t45 = tail call double @llvm.copysign.f64(double %t44, double %t28108), !dbg !29
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
  %t57 = tail call double @llvm.trunc.f64(double %t28108), !dbg !25
  %t58 = fsub double %t28108, %t57, !dbg !28
  %t59 = tail call double @llvm.copysign.f64(double %t58, double %t28108), !dbg !29
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
  %t70 = fcmp olt double %t27107, 0.000000e+00, !dbg !37
  %t71 = and i1 %t70, %t69, !dbg !37
  br i1 %t71, label %b128, label %b37, !dbg !36

b37:                                              ; preds = %b35
  %t72 = fcmp ult double %t66, 0x43E0000000000000, !dbg !38
  br i1 %t72, label %b43, label %b38, !dbg !38

b38:                                              ; preds = %b37
  %t73 = fcmp oeq double %t27107, -1.000000e+00, !dbg !39
  br i1 %t73, label %b128, label %b40, !dbg !39

b40:                                              ; preds = %b38
  %t74 = fcmp uge double %t275.le, 1.000000e+00, !dbg !40
  %t75 = fcmp ogt double %t28108, 0.000000e+00, !dbg !41
  %t76 = xor i1 %t74, %t75, !dbg !42
  %. = select i1 %t76, double 0.000000e+00, double 0x7FF0000000000000, !dbg !23
  br label %b128, !dbg !23

b43:                                              ; preds = %b37
  br i1 %t69, label %b44, label %b81, !dbg !43

b44:                                              ; preds = %b43
  %t77 = fcmp ogt double %1, 5.000000e-01, !dbg !44
  br i1 %t77, label %b45, label %b46, !dbg !44

b45:                                              ; preds = %b44
  %t78 = fadd double %1, -1.000000e+00, !dbg !45
  %t79 = fadd double %t66, 1.000000e+00, !dbg !46
  br label %b46, !dbg !46

b46:                                              ; preds = %b45, %b44
  %t80 = phi double [ %t66, %b44 ], [ %t79, %b45 ]
  %t81 = phi double [ %1, %b44 ], [ %t78, %b45 ]
  %t82 = tail call i1 @llvm.amdgcn.class.f64(double %t27107, i32 240), !dbg !47
  %t83 = fmul double %t27107, 0x4330000000000000, !dbg !47
  %t84 = select i1 %t82, double %t83, double %t27107, !dbg !47
  %t86 = bitcast double %t84 to i64, !dbg !50
  %t87 = lshr i64 %t86, 52, !dbg !53
  %t88 = and i64 %t87, 2047, !dbg !54
  %t93 = and i64 %t86, -9218868437227405313, !dbg !55
  %t94 = or i64 %t93, 4602678819172646912, !dbg !56
  %t95 = bitcast i64 %t94 to double, !dbg !57
  %t96 = fcmp olt double %t95, 0x3FE6A09E667F3BCD, !dbg !58
  %t97 = fmul double %t95, 2.000000e+00, !dbg !61
  %t99 = select i1 %t96, double %t97, double %t95, !dbg !58
  %t98 = sext i1 %t96 to i64, !dbg !58
  %t91 = select i1 %t82, i64 -1074, i64 -1022, !dbg !62
  %t92 = add nsw i64 %t91, %t88, !dbg !63
  %t100 = add nsw i64 %t92, %t98, !dbg !58
  %t101 = fadd double %t99, -1.000000e+00, !dbg !64
  %t102 = sitofp i64 %t100 to double, !dbg !65
  %t103 = fadd double %t101, 2.000000e+00, !dbg !66
  %t104 = fdiv double %t101, %t103, !dbg !67
  %t105 = fmul double %t104, %t104, !dbg !68
  %t106 = fmul double %t105, %t105, !dbg !69
  %t107 = tail call double @llvm.fma.f64(double %t106, double 0x3FC2F112DF3E5244, double 0x3FC7466496CB03DE), !dbg !70
  %t108 = tail call double @llvm.fma.f64(double %t106, double %t107, double 0x3FD2492494229359), !dbg !71
  %t109 = tail call double @llvm.fma.f64(double %t106, double %t108, double 0x3FE5555555555593), !dbg !72
  %t110 = tail call double @llvm.fma.f64(double %t106, double 0x3FC39A09D078C69F, double 0x3FCC71C51D8E78AF), !dbg !73
  %t111 = tail call double @llvm.fma.f64(double %t106, double %t110, double 0x3FD999999997FA04), !dbg !74
  %t112 = fmul double %t106, %t111, !dbg !75
  %t113 = tail call double @llvm.fma.f64(double %t105, double %t109, double %t112), !dbg !76
  %t114 = fmul double %t101, 5.000000e-01, !dbg !77
  %t115 = fmul double %t101, %t114, !dbg !78
  %t116 = fadd double %t115, %t113, !dbg !79
  %t117 = fmul double %t102, 0x3DEA39EF35793C76, !dbg !80
  %t118 = tail call double @llvm.fma.f64(double %t104, double %t116, double %t117), !dbg !81
  %t119 = fsub double %t115, %t118, !dbg !82
  %t120 = fsub double %t119, %t101, !dbg !83
  %t121 = fneg double %t120, !dbg !84
  %t122 = tail call double @llvm.fma.f64(double %t102, double 0x3FE62E42FEE00000, double %t121), !dbg !84
  %t123 = fmul double %t122, %t81, !dbg !85
  %t124 = fcmp uno double %t123, 0.000000e+00, !dbg !86
  br i1 %t124, label %b81, label %b53, !dbg !87

b53:                                              ; preds = %b46
  %t125 = fcmp ogt double %t123, 0x40862E42FEFA39EF, !dbg !90
  br i1 %t125, label %b81, label %b55, !dbg !90

b55:                                              ; preds = %b53
  %t126 = fcmp olt double %t123, 0xC0874910D52D3051, !dbg !91
  br i1 %t126, label %b81, label %b57, !dbg !91

b57:                                              ; preds = %b55
  %t127 = fcmp ogt double %t123, 0xBE30000000000000, !dbg !92
  %t128 = fcmp olt double %t123, 0x3E30000000000000, !dbg !93
  %t129 = and i1 %t127, %t128, !dbg !93
  br i1 %t129, label %b58, label %b59, !dbg !92

b58:                                              ; preds = %b57
  %t130 = fadd double %t123, 1.000000e+00, !dbg !94
  br label %b81, !dbg !95

b59:                                              ; preds = %b57
  %t131 = fcmp olt double %t123, 0.000000e+00, !dbg !96
  br i1 %t131, label %b60, label %b78, !dbg !96

b60:                                              ; preds = %b59
  %t132 = tail call double @llvm.fma.f64(double %t123, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !97
  %.23 = fptosi double %t132 to i64, !dbg !98
  br label %b61, !dbg !98

b61:                                              ; preds = %b79, %b78, %b60
  %t134 = phi i64 [ %.23, %b60 ], [ 0, %b78 ], [ %.25, %b79 ]
  %t135 = sitofp i64 %t134 to double, !dbg !99
  %t136 = fneg double %t135, !dbg !100
  %t137 = tail call double @llvm.fma.f64(double %t136, double 0x3FE62E42FEE00000, double %t123), !dbg !100
  %t138 = fmul double %t135, 0x3DEA39EF35793C76, !dbg !101
  %t139 = fsub double %t137, %t138, !dbg !102
  %t140 = fmul double %t139, %t139, !dbg !103
  %t141 = tail call double @llvm.fma.f64(double %t140, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !104
  %t142 = tail call double @llvm.fma.f64(double %t140, double %t141, double 0x3F11566AAF25DE2C), !dbg !105
  %t143 = tail call double @llvm.fma.f64(double %t140, double %t142, double 0xBF66C16C16BEBD93), !dbg !106
  %t144 = tail call double @llvm.fma.f64(double %t140, double %t143, double 0x3FC5555555555555), !dbg !107
  %t145 = fneg double %t140, !dbg !108
  %t146 = tail call double @llvm.fma.f64(double %t145, double %t144, double %t139), !dbg !108
  %t147 = fmul double %t139, %t146, !dbg !109
  %t148 = fsub double 2.000000e+00, %t146, !dbg !110
  %t149 = fdiv double %t147, %t148, !dbg !111
  %t150 = fsub double %t138, %t149, !dbg !112
  %2 = fsub double %t137, %t150, !dbg !113
  %t152 = fadd double %2, 1.000000e+00, !dbg !113
  %t153 = fcmp oeq double %t152, 0.000000e+00, !dbg !114
  br i1 %t153, label %b81, label %b63, !dbg !114

b63:                                              ; preds = %b61
  %t155 = tail call i1 @llvm.amdgcn.class.f64(double %t152, i32 516), !dbg !117
  %t156 = fcmp uno double %t152, 0.000000e+00, !dbg !86
  %t157 = or i1 %t155, %t156, !dbg !118
  br i1 %t157, label %b81, label %b65, !dbg !119

b65:                                              ; preds = %b63
  %t158 = tail call i1 @llvm.amdgcn.class.f64(double %t152, i32 240), !dbg !47
  %t159 = fmul double %t152, 0x4330000000000000, !dbg !47
  %t160 = select i1 %t158, double %t159, double %t152, !dbg !47
  %t161 = select i1 %t158, i64 -52, i64 0, !dbg !47
  %t163 = bitcast double %t160 to i64, !dbg !120
  %t164 = lshr i64 %t163, 52, !dbg !121
  %t166 = and i64 %t164, 2047, !dbg !122
  %t167 = add i64 %t134, -1023, !dbg !123
  %t162 = add i64 %t167, %t161, !dbg !124
  %t168 = add i64 %t162, %t166, !dbg !125
  %t169 = icmp slt i64 %t168, -1075, !dbg !126
  br i1 %t169, label %b69, label %b70, !dbg !126

b69:                                              ; preds = %b65
  %t170 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t160), !dbg !127
  br label %b81, !dbg !128

b70:                                              ; preds = %b65
  %t171 = icmp sgt i64 %t168, 1023, !dbg !129
  br i1 %t171, label %b71, label %b74, !dbg !129

b71:                                              ; preds = %b70
  %t172 = fcmp olt double %t160, 0.000000e+00, !dbg !130
  %.78 = select i1 %t172, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !131
  br label %b81, !dbg !131

b74:                                              ; preds = %b70
  %t173 = icmp slt i64 %t168, -1022, !dbg !132
  %spec.select79 = select i1 %t173, double 0x3CA0000000000000, double 1.000000e+00, !dbg !132
  %t177 = and i64 %t163, -9218868437227405313, !dbg !133
  %3 = shl nsw i64 %t168, 52, !dbg !134
  %4 = add i64 %3, 238690780250636288, !dbg !134
  %t178 = select i1 %t173, i64 %4, i64 %3, !dbg !134
  %t180 = add i64 %t178, 4607182418800017408, !dbg !134
  %t181 = or i64 %t180, %t177, !dbg !135
  %t182 = bitcast i64 %t181 to double, !dbg !136
  %t183 = fmul double %spec.select79, %t182, !dbg !137
  br label %b81, !dbg !138

b78:                                              ; preds = %b59
  %t185 = fcmp ogt double %t123, 0.000000e+00, !dbg !139
  br i1 %t185, label %b79, label %b61, !dbg !139

b79:                                              ; preds = %b78
  %t186 = tail call double @llvm.fma.f64(double %t123, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !140
  %.25 = fptosi double %t186 to i64, !dbg !141
  br label %b61, !dbg !141

b81:                                              ; preds = %b58, %b46, %b53, %b55, %b71, %b63, %b61, %b74, %b69, %b43
  %t189 = phi double [ %t66, %b43 ], [ %t80, %b69 ], [ %t80, %b74 ], [ %t80, %b61 ], [ %t80, %b63 ], [ %t80, %b71 ], [ %t80, %b55 ], [ %t80, %b53 ], [ %t80, %b46 ], [ %t80, %b58 ]
  %t190 = phi double [ 1.000000e+00, %b43 ], [ %t170, %b69 ], [ %t183, %b74 ], [ %t152, %b61 ], [ %t152, %b63 ], [ %.78, %b71 ], [ 0.000000e+00, %b55 ], [ 0x7FF0000000000000, %b53 ], [ %t123, %b46 ], [ %t130, %b58 ]
  %.27 = fcmp oge double %t189, 0xC3E0000000000000, !dbg !142
  %.28 = fcmp olt double %t189, 0x43E0000000000000, !dbg !142
  %.29 = and i1 %.27, %.28, !dbg !142
  %5 = fptosi double %t189 to i64, !dbg !142
  %.32 = select i1 %.29, i64 %5, i64 -9223372036854775808, !dbg !142
  %t211.not111 = icmp eq i64 %.32, 0, !dbg !143
  br i1 %t211.not111, label %b93, label %b86.preheader, !dbg !143

b86.preheader:                                    ; preds = %b81
  %t191 = tail call i1 @llvm.amdgcn.class.f64(double %t27107, i32 240), !dbg !47
  %t192 = fmul double %t27107, 0x4330000000000000, !dbg !47
  %t193 = select i1 %t191, double %t192, double %t27107, !dbg !47
  %t195 = bitcast double %t193 to i64, !dbg !50
  %t202 = and i64 %t195, -9218868437227405313, !dbg !55
  %t203 = or i64 %t202, 4602678819172646912, !dbg !56
  %t204 = bitcast i64 %t203 to double, !dbg !57
  %t200 = select i1 %t191, i64 -1074, i64 -1022, !dbg !62
  %t196 = lshr i64 %t195, 52, !dbg !53
  %t197 = and i64 %t196, 2047, !dbg !54
  %t201 = add nsw i64 %t200, %t197, !dbg !63
  br label %b86, !dbg !144

b86:                                              ; preds = %b86.preheader, %b88
  %t210116 = phi i64 [ %t229, %b88 ], [ %.32, %b86.preheader ]
  %t209115 = phi i64 [ %t228, %b88 ], [ %t201, %b86.preheader ]
  %t208114 = phi double [ %t227, %b88 ], [ %t204, %b86.preheader ]
  %t207113 = phi i64 [ %spec.select86, %b88 ], [ 0, %b86.preheader ]
  %t206112 = phi double [ %spec.select, %b88 ], [ %t190, %b86.preheader ]
  %6 = add i64 %t209115, -4097, !dbg !145
  %7 = icmp ult i64 %6, -8193, !dbg !145
  br i1 %7, label %b87, label %b88, !dbg !144

b87:                                              ; preds = %b86
  %t215 = add i64 %t209115, %t207113, !dbg !146
  br label %b93, !dbg !146

b88:                                              ; preds = %b86
  %t216 = and i64 %t210116, 1, !dbg !147
  %t217.not = icmp eq i64 %t216, 0, !dbg !148
  %t218 = select i1 %t217.not, double 1.000000e+00, double %t208114, !dbg !148
  %spec.select = fmul double %t206112, %t218, !dbg !148
  %t219 = select i1 %t217.not, i64 0, i64 %t209115, !dbg !148
  %spec.select86 = add i64 %t219, %t207113, !dbg !148
  %t222 = fmul double %t208114, %t208114, !dbg !149
  %t223 = shl nsw i64 %t209115, 1, !dbg !150
  %t224 = fcmp olt double %t222, 5.000000e-01, !dbg !151
  %t225 = select i1 %t224, double %t222, double -0.000000e+00, !dbg !151
  %t227 = fadd double %t222, %t225, !dbg !151
  %t226 = sext i1 %t224 to i64, !dbg !151
  %t228 = add i64 %t223, %t226, !dbg !151
  %t229 = ashr i64 %t210116, 1, !dbg !152
  %t211.not = icmp ult i64 %t210116, 2, !dbg !143
  br i1 %t211.not, label %b93, label %b86, !dbg !143

b93:                                              ; preds = %b88, %b81, %b87
  %t206101 = phi double [ %t206112, %b87 ], [ %t190, %b81 ], [ %spec.select, %b88 ]
  %t230 = phi i64 [ %t215, %b87 ], [ 0, %b81 ], [ %spec.select86, %b88 ]
  %t231 = fcmp olt double %t28108, 0.000000e+00, !dbg !153
  br i1 %t231, label %b94, label %b95, !dbg !153

b94:                                              ; preds = %b93
  %t232 = fdiv double 1.000000e+00, %t206101, !dbg !154
  %t233 = sub i64 0, %t230, !dbg !155
  br label %b95, !dbg !155

b95:                                              ; preds = %b94, %b93
  %t234 = phi double [ %t206101, %b93 ], [ %t232, %b94 ]
  %t235 = phi i64 [ %t230, %b93 ], [ %t233, %b94 ]
  %t236 = fcmp oeq double %t234, 0.000000e+00, !dbg !114
  br i1 %t236, label %b128, label %b97, !dbg !114

b97:                                              ; preds = %b95
  %t238 = tail call i1 @llvm.amdgcn.class.f64(double %t234, i32 516), !dbg !117
  %t239 = fcmp uno double %t234, 0.000000e+00, !dbg !86
  %t240 = or i1 %t238, %t239, !dbg !118
  br i1 %t240, label %b128, label %b99, !dbg !119

b99:                                              ; preds = %b97
  %t241 = tail call i1 @llvm.amdgcn.class.f64(double %t234, i32 240), !dbg !47
  %t242 = fmul double %t234, 0x4330000000000000, !dbg !47
  %t243 = select i1 %t241, double %t242, double %t234, !dbg !47
  %t244 = select i1 %t241, i64 -52, i64 0, !dbg !47
  %t246 = bitcast double %t243 to i64, !dbg !120
  %t247 = lshr i64 %t246, 52, !dbg !121
  %t249 = and i64 %t247, 2047, !dbg !122
  %t250 = add i64 %t235, -1023, !dbg !123
  %t245 = add i64 %t250, %t244, !dbg !124
  %t251 = add i64 %t245, %t249, !dbg !125
  %t252 = icmp slt i64 %t251, -1075, !dbg !126
  br i1 %t252, label %b103, label %b104, !dbg !126

b103:                                             ; preds = %b99
  %t253 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t243), !dbg !127
  br label %b128, !dbg !128

b104:                                             ; preds = %b99
  %t254 = icmp sgt i64 %t251, 1023, !dbg !129
  br i1 %t254, label %b105, label %b108, !dbg !129

b105:                                             ; preds = %b104
  %t255 = fcmp olt double %t243, 0.000000e+00, !dbg !130
  %.80 = select i1 %t255, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !131
  br label %b128, !dbg !131

b108:                                             ; preds = %b104
  %t256 = icmp slt i64 %t251, -1022, !dbg !132
  %spec.select82 = select i1 %t256, double 0x3CA0000000000000, double 1.000000e+00, !dbg !132
  %t260 = and i64 %t246, -9218868437227405313, !dbg !133
  %8 = shl nsw i64 %t251, 52, !dbg !134
  %9 = add i64 %8, 238690780250636288, !dbg !134
  %t261 = select i1 %t256, i64 %9, i64 %8, !dbg !134
  %t263 = add i64 %t261, 4607182418800017408, !dbg !134
  %t264 = or i64 %t263, %t260, !dbg !135
  %t265 = bitcast i64 %t264 to double, !dbg !136
  %t266 = fmul double %spec.select82, %t265, !dbg !137
  br label %b128, !dbg !138

b112:                                             ; preds = %b15
  %t269 = tail call i1 @llvm.amdgcn.class.f64(double %t28108, i32 516), !dbg !117
  br i1 %t269, label %b113, label %b118, !dbg !156

b113:                                             ; preds = %b112
  %t270 = fcmp oeq double %t27107, -1.000000e+00, !dbg !157
  br i1 %t270, label %b128, label %b115, !dbg !157

b115:                                             ; preds = %b113
  %t271 = tail call double @llvm.fabs.f64(double %t27107), !dbg !158
  %t272 = fcmp uge double %t271, 1.000000e+00, !dbg !159
  %t273 = fcmp ogt double %t28108, 0x7FEFFFFFFFFFFFFF, !dbg !117
  %t274 = xor i1 %t272, %t273, !dbg !160
  %.83 = select i1 %t274, double 0.000000e+00, double 0x7FF0000000000000, !dbg !23
  br label %b128, !dbg !23

b118:                                             ; preds = %b112
  %t276 = tail call i1 @llvm.amdgcn.class.f64(double %t27107, i32 516), !dbg !117
  br i1 %t276, label %b119, label %b124, !dbg !161

b119:                                             ; preds = %b118
  %t278 = fcmp olt double %t27107, 0xFFEFFFFFFFFFFFFF, !dbg !117
  br i1 %t278, label %b120, label %b121, !dbg !162

b120:                                             ; preds = %b119
  %t279 = fdiv double 1.000000e+00, %t27107, !dbg !163
  %t280 = fneg double %t28108, !dbg !164
  %t29 = fcmp oeq double %t28108, 0.000000e+00, !dbg !8
  %t30 = fcmp oeq double %t279, 1.000000e+00, !dbg !11
  %t31 = or i1 %t30, %t29, !dbg !11
  br i1 %t31, label %b128, label %b11, !dbg !8

b121:                                             ; preds = %b119
  %t281 = fcmp olt double %t28108, 0.000000e+00, !dbg !165
  %.84 = select i1 %t281, double 0.000000e+00, double 0x7FF0000000000000, !dbg !23
  br label %b128, !dbg !23

b124:                                             ; preds = %b118
  %t268.le = tail call double @llvm.fabs.f64(double %t28108), !dbg !166
  %t275.le = tail call double @llvm.fabs.f64(double %t27107), !dbg !166
  %t282 = fcmp oeq double %t28108, 5.000000e-01, !dbg !167
  br i1 %t282, label %b125, label %b126, !dbg !167

b125:                                             ; preds = %b124
  %.34 = fcmp olt double %t27107, 0x1000000000000000, !dbg !168
  %.35 = fmul double %t27107, 0x4FF0000000000000, !dbg !168
  %.36 = select i1 %.34, double %.35, double %t27107, !dbg !168
  %.37 = tail call double @llvm.amdgcn.rsq.f64(double %.36), !dbg !168
  %.38 = fmul double %.36, %.37, !dbg !168
  %.39 = fmul double %.37, 5.000000e-01, !dbg !168
  %.40 = fneg double %.39, !dbg !168
  %.41 = tail call double @llvm.fma.f64(double %.40, double %.38, double 5.000000e-01), !dbg !168
  %.42 = tail call double @llvm.fma.f64(double %.39, double %.41, double %.39), !dbg !168
  %.43 = tail call double @llvm.fma.f64(double %.38, double %.41, double %.38), !dbg !168
  %.44 = fneg double %.43, !dbg !168
  %.45 = tail call double @llvm.fma.f64(double %.44, double %.43, double %.36), !dbg !168
  %.46 = tail call double @llvm.fma.f64(double %.45, double %.42, double %.43), !dbg !168
  %.47 = fneg double %.46, !dbg !168
  %.48 = tail call double @llvm.fma.f64(double %.47, double %.46, double %.36), !dbg !168
  %.49 = tail call double @llvm.fma.f64(double %.48, double %.42, double %.46), !dbg !168
  %.50 = fmul double %.49, 0x37F0000000000000, !dbg !168
  %.51 = select i1 %.34, double %.50, double %.49, !dbg !168
  %.52 = fcmp oeq double %.36, 0.000000e+00, !dbg !168
  %.53 = fcmp oeq double %.36, 0x7FF0000000000000, !dbg !168
  %.54 = or i1 %.52, %.53, !dbg !168
  %.55 = select i1 %.54, double %.36, double %.51, !dbg !168
  br label %b128, !dbg !169

b126:                                             ; preds = %b124
  %t284 = fcmp oeq double %t28108, -5.000000e-01, !dbg !170
  br i1 %t284, label %b127, label %b35, !dbg !170

b127:                                             ; preds = %b126
  %.56 = fcmp olt double %t27107, 0x1000000000000000, !dbg !171
  %.57 = fmul double %t27107, 0x4FF0000000000000, !dbg !171
  %.58 = select i1 %.56, double %.57, double %t27107, !dbg !171
  %.59 = tail call double @llvm.amdgcn.rsq.f64(double %.58), !dbg !171
  %.60 = fmul double %.58, %.59, !dbg !171
  %.61 = fmul double %.59, 5.000000e-01, !dbg !171
  %.62 = fneg double %.61, !dbg !171
  %.63 = tail call double @llvm.fma.f64(double %.62, double %.60, double 5.000000e-01), !dbg !171
  %.64 = tail call double @llvm.fma.f64(double %.61, double %.63, double %.61), !dbg !171
  %.65 = tail call double @llvm.fma.f64(double %.60, double %.63, double %.60), !dbg !171
  %.66 = fneg double %.65, !dbg !171
  %.67 = tail call double @llvm.fma.f64(double %.66, double %.65, double %.58), !dbg !171
  %.68 = tail call double @llvm.fma.f64(double %.67, double %.64, double %.65), !dbg !171
  %.69 = fneg double %.68, !dbg !171
  %.70 = tail call double @llvm.fma.f64(double %.69, double %.68, double %.58), !dbg !171
  %.71 = tail call double @llvm.fma.f64(double %.70, double %.64, double %.68), !dbg !171
  %.72 = fmul double %.71, 0x37F0000000000000, !dbg !171
  %.73 = select i1 %.56, double %.72, double %.71, !dbg !171
  %.74 = fcmp oeq double %.58, 0.000000e+00, !dbg !171
  %.75 = fcmp oeq double %.58, 0x7FF0000000000000, !dbg !171
  %.76 = or i1 %.74, %.75, !dbg !171
  %.77 = select i1 %.76, double %.58, double %.73, !dbg !171
  %t286 = fdiv double 1.000000e+00, %.77, !dbg !172
  br label %b128, !dbg !173

b128:                                             ; preds = %b120, %b11, %b13, %b8, %b121, %b115, %b113, %b103, %b108, %b95, %b97, %b105, %b40, %b38, %b35, %b29, %b20, %b127, %b125, %b34, %b25
  %t287 = phi double [ 0x7FF0000000000000, %b25 ], [ 0.000000e+00, %b34 ], [ %.55, %b125 ], [ %t286, %b127 ], [ 0xFFF0000000000000, %b20 ], [ %t27107, %b29 ], [ 0x7FF8000000000001, %b35 ], [ 1.000000e+00, %b38 ], [ %., %b40 ], [ %t253, %b103 ], [ %t266, %b108 ], [ %t234, %b95 ], [ %t234, %b97 ], [ %.80, %b105 ], [ 1.000000e+00, %b113 ], [ %.83, %b115 ], [ %.84, %b121 ], [ 1.000000e+00, %b8 ], [ 0x7FF8000000000001, %b13 ], [ %t27107, %b11 ], [ 1.000000e+00, %b120 ]
  %t288 = fptrunc double %t287 to float, !dbg !174
  %t289 = fdiv float %t288, %t24, !dbg !175
  %t290 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t14120, !dbg !7
  store float %t289, ptr addrspace(1) %t290, align 4, !dbg !7
  %t291 = add i64 %t14120, %t13, !dbg !7
  %t15 = icmp slt i64 %t291, %a0, !dbg !7
  br i1 %t15, label %b2, label %b129, !dbg !7

b129:                                             ; preds = %b128, %entry
  ret void, !dbg !7
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #1 !dbg !176 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !177
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !177
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !177
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !177
  %t4 = sext i32 %.1 to i64, !dbg !177
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !177
  %t6 = sext i32 %.2 to i64, !dbg !177
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !177
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !177
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !177, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !177
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !177
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !177, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !177
  %.15 = add i32 %.14, %.9, !dbg !177
  %.16 = udiv i32 %.15, %.6, !dbg !177
  %t10 = sext i32 %.16 to i64, !dbg !177
  %t11 = mul nsw i64 %t8, %t6, !dbg !177
  %t12 = add nsw i64 %t11, %t4, !dbg !177
  %t13 = mul nsw i64 %t10, %t8, !dbg !177
  %t14 = icmp sgt i64 %a1, 7, !dbg !177
  %t16 = icmp sgt i64 %a1, 6, !dbg !177
  %t18 = icmp sgt i64 %a1, 5, !dbg !177
  %t20 = icmp sgt i64 %a1, 4, !dbg !177
  %t22 = icmp sgt i64 %a1, 3, !dbg !177
  %t24 = icmp sgt i64 %a1, 2, !dbg !177
  %t26 = icmp sgt i64 %a1, 1, !dbg !177
  %t28 = icmp sgt i64 %a1, 0, !dbg !177
  %t30126 = icmp slt i64 %t12, %a0, !dbg !177
  br i1 %t30126, label %b2, label %b145, !dbg !177

b2:                                               ; preds = %entry, %b144
  %t29127 = phi i64 [ %t440, %b144 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !177

b3:                                               ; preds = %b2
  %.17 = tail call i64 asm sideeffect "", "=s,0"(i64 %a9) #4, !dbg !177
  %t32 = udiv i64 %t29127, %.17, !dbg !177
  %t34 = mul i64 %t32, %a9, !dbg !177
  %t35 = sub i64 %t29127, %t34, !dbg !177
  %t36 = mul i64 %t35, %a19, !dbg !177
  %t37 = mul i64 %t35, %a29, !dbg !177
  %t38 = mul i64 %t35, %a39, !dbg !177
  %t39 = mul i64 %t35, %a48, !dbg !177
  br label %b4, !dbg !177

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t29127, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !177

b5:                                               ; preds = %b4
  %.18 = tail call i64 asm sideeffect "", "=s,0"(i64 %a8) #4, !dbg !177
  %t46 = udiv i64 %t40, %.18, !dbg !177
  %t48 = mul i64 %t46, %a8, !dbg !177
  %t49 = sub i64 %t40, %t48, !dbg !177
  %t50 = mul i64 %t49, %a18, !dbg !177
  %t51 = add i64 %t50, %t41, !dbg !177
  %t52 = mul i64 %t49, %a28, !dbg !177
  %t53 = add i64 %t52, %t42, !dbg !177
  %t54 = mul i64 %t49, %a38, !dbg !177
  %t55 = add i64 %t54, %t43, !dbg !177
  %t56 = mul i64 %t49, %a47, !dbg !177
  %t57 = add i64 %t56, %t44, !dbg !177
  br label %b6, !dbg !177

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !177

b7:                                               ; preds = %b6
  %.19 = tail call i64 asm sideeffect "", "=s,0"(i64 %a7) #4, !dbg !177
  %t64 = udiv i64 %t58, %.19, !dbg !177
  %t66 = mul i64 %t64, %a7, !dbg !177
  %t67 = sub i64 %t58, %t66, !dbg !177
  %t68 = mul i64 %t67, %a17, !dbg !177
  %t69 = add i64 %t68, %t59, !dbg !177
  %t70 = mul i64 %t67, %a27, !dbg !177
  %t71 = add i64 %t70, %t60, !dbg !177
  %t72 = mul i64 %t67, %a37, !dbg !177
  %t73 = add i64 %t72, %t61, !dbg !177
  %t74 = mul i64 %t67, %a46, !dbg !177
  %t75 = add i64 %t74, %t62, !dbg !177
  br label %b8, !dbg !177

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !177

b9:                                               ; preds = %b8
  %.20 = tail call i64 asm sideeffect "", "=s,0"(i64 %a6) #4, !dbg !177
  %t82 = udiv i64 %t76, %.20, !dbg !177
  %t84 = mul i64 %t82, %a6, !dbg !177
  %t85 = sub i64 %t76, %t84, !dbg !177
  %t86 = mul i64 %t85, %a16, !dbg !177
  %t87 = add i64 %t86, %t77, !dbg !177
  %t88 = mul i64 %t85, %a26, !dbg !177
  %t89 = add i64 %t88, %t78, !dbg !177
  %t90 = mul i64 %t85, %a36, !dbg !177
  %t91 = add i64 %t90, %t79, !dbg !177
  %t92 = mul i64 %t85, %a45, !dbg !177
  %t93 = add i64 %t92, %t80, !dbg !177
  br label %b10, !dbg !177

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !177

b11:                                              ; preds = %b10
  %.21 = tail call i64 asm sideeffect "", "=s,0"(i64 %a5) #4, !dbg !177
  %t100 = udiv i64 %t94, %.21, !dbg !177
  %t102 = mul i64 %t100, %a5, !dbg !177
  %t103 = sub i64 %t94, %t102, !dbg !177
  %t104 = mul i64 %t103, %a15, !dbg !177
  %t105 = add i64 %t104, %t95, !dbg !177
  %t106 = mul i64 %t103, %a25, !dbg !177
  %t107 = add i64 %t106, %t96, !dbg !177
  %t108 = mul i64 %t103, %a35, !dbg !177
  %t109 = add i64 %t108, %t97, !dbg !177
  %t110 = mul i64 %t103, %a44, !dbg !177
  %t111 = add i64 %t110, %t98, !dbg !177
  br label %b12, !dbg !177

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !177

b13:                                              ; preds = %b12
  %.22 = tail call i64 asm sideeffect "", "=s,0"(i64 %a4) #4, !dbg !177
  %t118 = udiv i64 %t112, %.22, !dbg !177
  %t120 = mul i64 %t118, %a4, !dbg !177
  %t121 = sub i64 %t112, %t120, !dbg !177
  %t122 = mul i64 %t121, %a14, !dbg !177
  %t123 = add i64 %t122, %t113, !dbg !177
  %t124 = mul i64 %t121, %a24, !dbg !177
  %t125 = add i64 %t124, %t114, !dbg !177
  %t126 = mul i64 %t121, %a34, !dbg !177
  %t127 = add i64 %t126, %t115, !dbg !177
  %t128 = mul i64 %t121, %a43, !dbg !177
  %t129 = add i64 %t128, %t116, !dbg !177
  br label %b14, !dbg !177

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !177

b15:                                              ; preds = %b14
  %.23 = tail call i64 asm sideeffect "", "=s,0"(i64 %a3) #4, !dbg !177
  %t136 = udiv i64 %t130, %.23, !dbg !177
  %t138 = mul i64 %t136, %a3, !dbg !177
  %t139 = sub i64 %t130, %t138, !dbg !177
  %t140 = mul i64 %t139, %a13, !dbg !177
  %t141 = add i64 %t140, %t131, !dbg !177
  %t142 = mul i64 %t139, %a23, !dbg !177
  %t143 = add i64 %t142, %t132, !dbg !177
  %t144 = mul i64 %t139, %a33, !dbg !177
  %t145 = add i64 %t144, %t133, !dbg !177
  %t146 = mul i64 %t139, %a42, !dbg !177
  %t147 = add i64 %t146, %t134, !dbg !177
  br label %b16, !dbg !177

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !177

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !177
  %t154 = add i64 %t149, %t153, !dbg !177
  %t155 = mul i64 %t148, %a22, !dbg !177
  %t156 = add i64 %t150, %t155, !dbg !177
  %t157 = mul i64 %t148, %a32, !dbg !177
  %t158 = add i64 %t151, %t157, !dbg !177
  %t159 = mul i64 %t148, %a41, !dbg !177
  %t160 = add i64 %t152, %t159, !dbg !177
  br label %b18, !dbg !177

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !177

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t161, !dbg !177
  %.24 = load float, ptr addrspace(1) %t165, align 4, !dbg !177
  br label %b20, !dbg !177

b20:                                              ; preds = %b19, %b18
  %t167 = phi float [ %.24, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !177

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t162, !dbg !177
  %.25 = load float, ptr addrspace(1) %t168, align 4, !dbg !177
  br label %b22, !dbg !177

b22:                                              ; preds = %b21, %b20
  %t170 = phi float [ %.25, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !177

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t163, !dbg !177
  %.26 = load float, ptr addrspace(1) %t171, align 4, !dbg !177
  br label %b24, !dbg !177

b24:                                              ; preds = %b23, %b22
  %t173 = phi float [ %.26, %b23 ], [ %a31, %b22 ]
  %t178111 = fcmp oeq float %t170, 0.000000e+00, !dbg !178
  %t179112 = fcmp oeq float %t167, 1.000000e+00, !dbg !180
  %t180113 = or i1 %t179112, %t178111, !dbg !180
  br i1 %t180113, label %b144, label %b27.preheader, !dbg !178

b27.preheader:                                    ; preds = %b24
  %t175 = fpext float %t170 to double, !dbg !181
  %t174 = fpext float %t167 to double, !dbg !182
  br label %b27, !dbg !183

b27:                                              ; preds = %b27.preheader, %b136
  %t177115 = phi double [ %t429, %b136 ], [ %t175, %b27.preheader ]
  %t176114 = phi double [ %t428, %b136 ], [ %t174, %b27.preheader ]
  %t181 = fcmp oeq double %t177115, 1.000000e+00, !dbg !183
  br i1 %t181, label %b144, label %b29, !dbg !183

b29:                                              ; preds = %b27
  %0 = fcmp uno double %t176114, %t177115, !dbg !184
  br i1 %0, label %b144, label %b31, !dbg !185

b31:                                              ; preds = %b29
  %t185 = fcmp oeq double %t176114, 0.000000e+00, !dbg !186
  br i1 %t185, label %b32, label %b128, !dbg !186

b32:                                              ; preds = %b31
  %t186 = fcmp olt double %t177115, 0.000000e+00, !dbg !187
  %t187 = bitcast double %t176114 to i64, !dbg !188
  %t189 = icmp sgt i64 %t187, -1, !dbg !190
  %t190 = tail call double @llvm.fabs.f64(double %t177115)
  %t191 = fcmp oge double %t190, 0x4340000000000000
  %or.cond = select i1 %t189, i1 true, i1 %t191, !dbg !191
  br i1 %t186, label %b33, label %b42, !dbg !187

b33:                                              ; preds = %b32
  br i1 %or.cond, label %b41, label %b36, !dbg !192

b36:                                              ; preds = %b33
  %t192 = tail call double @llvm.trunc.f64(double %t177115), !dbg !193
  %t193 = fsub double %t177115, %t192, !dbg !195
  %t194 = tail call double @llvm.copysign.f64(double %t193, double %t177115), !dbg !196
  %t195 = fcmp oeq double %t194, 0.000000e+00, !dbg !197
  %.27 = fptosi double %t192 to i64, !dbg !197
  %t197 = and i64 %.27, 1, !dbg !197
  %t198 = icmp ne i64 %t197, 0, !dbg !197
  %t199 = select i1 %t195, i1 %t198, i1 false, !dbg !197
  br i1 %t199, label %b144, label %b41, !dbg !198

b41:                                              ; preds = %b36, %b33
  br label %b144, !dbg !199

b42:                                              ; preds = %b32
  br i1 %or.cond, label %b50, label %b45, !dbg !200

b45:                                              ; preds = %b42
  %t206 = tail call double @llvm.trunc.f64(double %t177115), !dbg !193
  %t207 = fsub double %t177115, %t206, !dbg !195
  %t208 = tail call double @llvm.copysign.f64(double %t207, double %t177115), !dbg !196
  %t209 = fcmp oeq double %t208, 0.000000e+00, !dbg !197
  %.28 = fptosi double %t206 to i64, !dbg !197
  %t211 = and i64 %.28, 1, !dbg !197
  %t212 = icmp ne i64 %t211, 0, !dbg !197
  %t213 = select i1 %t209, i1 %t212, i1 false, !dbg !197
  br i1 %t213, label %b144, label %b50, !dbg !201

b50:                                              ; preds = %b45, %b42
  br label %b144, !dbg !202

b51:                                              ; preds = %b142
  %t215 = tail call double @llvm.trunc.f64(double %t417.le), !dbg !193
  %t216 = fsub double %t417.le, %t215, !dbg !195
  %1 = tail call double @llvm.fabs.f64(double %t216), !dbg !196
  %t218 = fcmp une double %t216, 0.000000e+00, !dbg !203
  %t219 = fcmp olt double %t176114, 0.000000e+00, !dbg !204
  %t220 = and i1 %t219, %t218, !dbg !204
  br i1 %t220, label %b144, label %b53, !dbg !203

b53:                                              ; preds = %b51
  %t221 = fcmp ult double %t215, 0x43E0000000000000, !dbg !205
  br i1 %t221, label %b59, label %b54, !dbg !205

b54:                                              ; preds = %b53
  %t222 = fcmp oeq double %t176114, -1.000000e+00, !dbg !206
  br i1 %t222, label %b144, label %b56, !dbg !206

b56:                                              ; preds = %b54
  %t223 = fcmp uge double %t424.le, 1.000000e+00, !dbg !207
  %t224 = fcmp ogt double %t177115, 0.000000e+00, !dbg !208
  %t225 = xor i1 %t223, %t224, !dbg !209
  %. = select i1 %t225, double 0.000000e+00, double 0x7FF0000000000000, !dbg !191
  br label %b144, !dbg !191

b59:                                              ; preds = %b53
  br i1 %t218, label %b60, label %b97, !dbg !210

b60:                                              ; preds = %b59
  %t226 = fcmp ogt double %1, 5.000000e-01, !dbg !211
  br i1 %t226, label %b61, label %b62, !dbg !211

b61:                                              ; preds = %b60
  %t227 = fadd double %1, -1.000000e+00, !dbg !212
  %t228 = fadd double %t215, 1.000000e+00, !dbg !213
  br label %b62, !dbg !213

b62:                                              ; preds = %b61, %b60
  %t229 = phi double [ %t215, %b60 ], [ %t228, %b61 ]
  %t230 = phi double [ %1, %b60 ], [ %t227, %b61 ]
  %t231 = tail call i1 @llvm.amdgcn.class.f64(double %t176114, i32 240), !dbg !214
  %t232 = fmul double %t176114, 0x4330000000000000, !dbg !214
  %t233 = select i1 %t231, double %t232, double %t176114, !dbg !214
  %t235 = bitcast double %t233 to i64, !dbg !216
  %t236 = lshr i64 %t235, 52, !dbg !218
  %t237 = and i64 %t236, 2047, !dbg !219
  %t242 = and i64 %t235, -9218868437227405313, !dbg !220
  %t243 = or i64 %t242, 4602678819172646912, !dbg !221
  %t244 = bitcast i64 %t243 to double, !dbg !222
  %t245 = fcmp olt double %t244, 0x3FE6A09E667F3BCD, !dbg !223
  %t246 = fmul double %t244, 2.000000e+00, !dbg !225
  %t248 = select i1 %t245, double %t246, double %t244, !dbg !223
  %t247 = sext i1 %t245 to i64, !dbg !223
  %t240 = select i1 %t231, i64 -1074, i64 -1022, !dbg !226
  %t241 = add nsw i64 %t240, %t237, !dbg !227
  %t249 = add nsw i64 %t241, %t247, !dbg !223
  %t250 = fadd double %t248, -1.000000e+00, !dbg !228
  %t251 = sitofp i64 %t249 to double, !dbg !229
  %t252 = fadd double %t250, 2.000000e+00, !dbg !230
  %t253 = fdiv double %t250, %t252, !dbg !231
  %t254 = fmul double %t253, %t253, !dbg !232
  %t255 = fmul double %t254, %t254, !dbg !233
  %t256 = tail call double @llvm.fma.f64(double %t255, double 0x3FC2F112DF3E5244, double 0x3FC7466496CB03DE), !dbg !234
  %t257 = tail call double @llvm.fma.f64(double %t255, double %t256, double 0x3FD2492494229359), !dbg !235
  %t258 = tail call double @llvm.fma.f64(double %t255, double %t257, double 0x3FE5555555555593), !dbg !236
  %t259 = tail call double @llvm.fma.f64(double %t255, double 0x3FC39A09D078C69F, double 0x3FCC71C51D8E78AF), !dbg !237
  %t260 = tail call double @llvm.fma.f64(double %t255, double %t259, double 0x3FD999999997FA04), !dbg !238
  %t261 = fmul double %t255, %t260, !dbg !239
  %t262 = tail call double @llvm.fma.f64(double %t254, double %t258, double %t261), !dbg !240
  %t263 = fmul double %t250, 5.000000e-01, !dbg !241
  %t264 = fmul double %t250, %t263, !dbg !242
  %t265 = fadd double %t264, %t262, !dbg !243
  %t266 = fmul double %t251, 0x3DEA39EF35793C76, !dbg !244
  %t267 = tail call double @llvm.fma.f64(double %t253, double %t265, double %t266), !dbg !245
  %t268 = fsub double %t264, %t267, !dbg !246
  %t269 = fsub double %t268, %t250, !dbg !247
  %t270 = fneg double %t269, !dbg !248
  %t271 = tail call double @llvm.fma.f64(double %t251, double 0x3FE62E42FEE00000, double %t270), !dbg !248
  %t272 = fmul double %t271, %t230, !dbg !249
  %t273 = fcmp uno double %t272, 0.000000e+00, !dbg !250
  br i1 %t273, label %b97, label %b69, !dbg !251

b69:                                              ; preds = %b62
  %t274 = fcmp ogt double %t272, 0x40862E42FEFA39EF, !dbg !253
  br i1 %t274, label %b97, label %b71, !dbg !253

b71:                                              ; preds = %b69
  %t275 = fcmp olt double %t272, 0xC0874910D52D3051, !dbg !254
  br i1 %t275, label %b97, label %b73, !dbg !254

b73:                                              ; preds = %b71
  %t276 = fcmp ogt double %t272, 0xBE30000000000000, !dbg !255
  %t277 = fcmp olt double %t272, 0x3E30000000000000, !dbg !256
  %t278 = and i1 %t276, %t277, !dbg !256
  br i1 %t278, label %b74, label %b75, !dbg !255

b74:                                              ; preds = %b73
  %t279 = fadd double %t272, 1.000000e+00, !dbg !257
  br label %b97, !dbg !258

b75:                                              ; preds = %b73
  %t280 = fcmp olt double %t272, 0.000000e+00, !dbg !259
  br i1 %t280, label %b76, label %b94, !dbg !259

b76:                                              ; preds = %b75
  %t281 = tail call double @llvm.fma.f64(double %t272, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !260
  %.30 = fptosi double %t281 to i64, !dbg !261
  br label %b77, !dbg !261

b77:                                              ; preds = %b95, %b94, %b76
  %t283 = phi i64 [ %.30, %b76 ], [ 0, %b94 ], [ %.32, %b95 ]
  %t284 = sitofp i64 %t283 to double, !dbg !262
  %t285 = fneg double %t284, !dbg !263
  %t286 = tail call double @llvm.fma.f64(double %t285, double 0x3FE62E42FEE00000, double %t272), !dbg !263
  %t287 = fmul double %t284, 0x3DEA39EF35793C76, !dbg !264
  %t288 = fsub double %t286, %t287, !dbg !265
  %t289 = fmul double %t288, %t288, !dbg !266
  %t290 = tail call double @llvm.fma.f64(double %t289, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !267
  %t291 = tail call double @llvm.fma.f64(double %t289, double %t290, double 0x3F11566AAF25DE2C), !dbg !268
  %t292 = tail call double @llvm.fma.f64(double %t289, double %t291, double 0xBF66C16C16BEBD93), !dbg !269
  %t293 = tail call double @llvm.fma.f64(double %t289, double %t292, double 0x3FC5555555555555), !dbg !270
  %t294 = fneg double %t289, !dbg !271
  %t295 = tail call double @llvm.fma.f64(double %t294, double %t293, double %t288), !dbg !271
  %t296 = fmul double %t288, %t295, !dbg !272
  %t297 = fsub double 2.000000e+00, %t295, !dbg !273
  %t298 = fdiv double %t296, %t297, !dbg !274
  %t299 = fsub double %t287, %t298, !dbg !275
  %2 = fsub double %t286, %t299, !dbg !276
  %t301 = fadd double %2, 1.000000e+00, !dbg !276
  %t302 = fcmp oeq double %t301, 0.000000e+00, !dbg !277
  br i1 %t302, label %b97, label %b79, !dbg !277

b79:                                              ; preds = %b77
  %t304 = tail call i1 @llvm.amdgcn.class.f64(double %t301, i32 516), !dbg !279
  %t305 = fcmp uno double %t301, 0.000000e+00, !dbg !250
  %t306 = or i1 %t304, %t305, !dbg !280
  br i1 %t306, label %b97, label %b81, !dbg !281

b81:                                              ; preds = %b79
  %t307 = tail call i1 @llvm.amdgcn.class.f64(double %t301, i32 240), !dbg !214
  %t308 = fmul double %t301, 0x4330000000000000, !dbg !214
  %t309 = select i1 %t307, double %t308, double %t301, !dbg !214
  %t310 = select i1 %t307, i64 -52, i64 0, !dbg !214
  %t312 = bitcast double %t309 to i64, !dbg !282
  %t313 = lshr i64 %t312, 52, !dbg !283
  %t315 = and i64 %t313, 2047, !dbg !284
  %t316 = add i64 %t283, -1023, !dbg !285
  %t311 = add i64 %t316, %t310, !dbg !286
  %t317 = add i64 %t311, %t315, !dbg !287
  %t318 = icmp slt i64 %t317, -1075, !dbg !288
  br i1 %t318, label %b85, label %b86, !dbg !288

b85:                                              ; preds = %b81
  %t319 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t309), !dbg !289
  br label %b97, !dbg !290

b86:                                              ; preds = %b81
  %t320 = icmp sgt i64 %t317, 1023, !dbg !291
  br i1 %t320, label %b87, label %b90, !dbg !291

b87:                                              ; preds = %b86
  %t321 = fcmp olt double %t309, 0.000000e+00, !dbg !292
  %.85 = select i1 %t321, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !293
  br label %b97, !dbg !293

b90:                                              ; preds = %b86
  %t322 = icmp slt i64 %t317, -1022, !dbg !294
  %spec.select86 = select i1 %t322, double 0x3CA0000000000000, double 1.000000e+00, !dbg !294
  %t326 = and i64 %t312, -9218868437227405313, !dbg !295
  %3 = shl nsw i64 %t317, 52, !dbg !296
  %4 = add i64 %3, 238690780250636288, !dbg !296
  %t327 = select i1 %t322, i64 %4, i64 %3, !dbg !296
  %t329 = add i64 %t327, 4607182418800017408, !dbg !296
  %t330 = or i64 %t329, %t326, !dbg !297
  %t331 = bitcast i64 %t330 to double, !dbg !298
  %t332 = fmul double %spec.select86, %t331, !dbg !299
  br label %b97, !dbg !300

b94:                                              ; preds = %b75
  %t334 = fcmp ogt double %t272, 0.000000e+00, !dbg !301
  br i1 %t334, label %b95, label %b77, !dbg !301

b95:                                              ; preds = %b94
  %t335 = tail call double @llvm.fma.f64(double %t272, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !302
  %.32 = fptosi double %t335 to i64, !dbg !303
  br label %b77, !dbg !303

b97:                                              ; preds = %b74, %b62, %b69, %b71, %b87, %b79, %b77, %b90, %b85, %b59
  %t338 = phi double [ %t215, %b59 ], [ %t229, %b85 ], [ %t229, %b90 ], [ %t229, %b77 ], [ %t229, %b79 ], [ %t229, %b87 ], [ %t229, %b71 ], [ %t229, %b69 ], [ %t229, %b62 ], [ %t229, %b74 ]
  %t339 = phi double [ 1.000000e+00, %b59 ], [ %t319, %b85 ], [ %t332, %b90 ], [ %t301, %b77 ], [ %t301, %b79 ], [ %.85, %b87 ], [ 0.000000e+00, %b71 ], [ 0x7FF0000000000000, %b69 ], [ %t272, %b62 ], [ %t279, %b74 ]
  %.34 = fcmp oge double %t338, 0xC3E0000000000000, !dbg !304
  %.35 = fcmp olt double %t338, 0x43E0000000000000, !dbg !304
  %.36 = and i1 %.34, %.35, !dbg !304
  %5 = fptosi double %t338 to i64, !dbg !304
  %.39 = select i1 %.36, i64 %5, i64 -9223372036854775808, !dbg !304
  %t360.not118 = icmp eq i64 %.39, 0, !dbg !305
  br i1 %t360.not118, label %b109, label %b102.preheader, !dbg !305

b102.preheader:                                   ; preds = %b97
  %t340 = tail call i1 @llvm.amdgcn.class.f64(double %t176114, i32 240), !dbg !214
  %t341 = fmul double %t176114, 0x4330000000000000, !dbg !214
  %t342 = select i1 %t340, double %t341, double %t176114, !dbg !214
  %t344 = bitcast double %t342 to i64, !dbg !216
  %t351 = and i64 %t344, -9218868437227405313, !dbg !220
  %t352 = or i64 %t351, 4602678819172646912, !dbg !221
  %t353 = bitcast i64 %t352 to double, !dbg !222
  %t349 = select i1 %t340, i64 -1074, i64 -1022, !dbg !226
  %t345 = lshr i64 %t344, 52, !dbg !218
  %t346 = and i64 %t345, 2047, !dbg !219
  %t350 = add nsw i64 %t349, %t346, !dbg !227
  br label %b102, !dbg !306

b102:                                             ; preds = %b102.preheader, %b104
  %t359123 = phi i64 [ %t378, %b104 ], [ %.39, %b102.preheader ]
  %t358122 = phi i64 [ %t377, %b104 ], [ %t350, %b102.preheader ]
  %t357121 = phi double [ %t376, %b104 ], [ %t353, %b102.preheader ]
  %t356120 = phi i64 [ %spec.select93, %b104 ], [ 0, %b102.preheader ]
  %t355119 = phi double [ %spec.select, %b104 ], [ %t339, %b102.preheader ]
  %6 = add i64 %t358122, -4097, !dbg !307
  %7 = icmp ult i64 %6, -8193, !dbg !307
  br i1 %7, label %b103, label %b104, !dbg !306

b103:                                             ; preds = %b102
  %t364 = add i64 %t358122, %t356120, !dbg !308
  br label %b109, !dbg !308

b104:                                             ; preds = %b102
  %t365 = and i64 %t359123, 1, !dbg !309
  %t366.not = icmp eq i64 %t365, 0, !dbg !310
  %t367 = select i1 %t366.not, double 1.000000e+00, double %t357121, !dbg !310
  %spec.select = fmul double %t355119, %t367, !dbg !310
  %t368 = select i1 %t366.not, i64 0, i64 %t358122, !dbg !310
  %spec.select93 = add i64 %t368, %t356120, !dbg !310
  %t371 = fmul double %t357121, %t357121, !dbg !311
  %t372 = shl nsw i64 %t358122, 1, !dbg !312
  %t373 = fcmp olt double %t371, 5.000000e-01, !dbg !313
  %t374 = select i1 %t373, double %t371, double -0.000000e+00, !dbg !313
  %t376 = fadd double %t371, %t374, !dbg !313
  %t375 = sext i1 %t373 to i64, !dbg !313
  %t377 = add i64 %t372, %t375, !dbg !313
  %t378 = ashr i64 %t359123, 1, !dbg !314
  %t360.not = icmp ult i64 %t359123, 2, !dbg !305
  br i1 %t360.not, label %b109, label %b102, !dbg !305

b109:                                             ; preds = %b104, %b97, %b103
  %t355108 = phi double [ %t355119, %b103 ], [ %t339, %b97 ], [ %spec.select, %b104 ]
  %t379 = phi i64 [ %t364, %b103 ], [ 0, %b97 ], [ %spec.select93, %b104 ]
  %t380 = fcmp olt double %t177115, 0.000000e+00, !dbg !315
  br i1 %t380, label %b110, label %b111, !dbg !315

b110:                                             ; preds = %b109
  %t381 = fdiv double 1.000000e+00, %t355108, !dbg !316
  %t382 = sub i64 0, %t379, !dbg !317
  br label %b111, !dbg !317

b111:                                             ; preds = %b110, %b109
  %t383 = phi double [ %t355108, %b109 ], [ %t381, %b110 ]
  %t384 = phi i64 [ %t379, %b109 ], [ %t382, %b110 ]
  %t385 = fcmp oeq double %t383, 0.000000e+00, !dbg !277
  br i1 %t385, label %b144, label %b113, !dbg !277

b113:                                             ; preds = %b111
  %t387 = tail call i1 @llvm.amdgcn.class.f64(double %t383, i32 516), !dbg !279
  %t388 = fcmp uno double %t383, 0.000000e+00, !dbg !250
  %t389 = or i1 %t387, %t388, !dbg !280
  br i1 %t389, label %b144, label %b115, !dbg !281

b115:                                             ; preds = %b113
  %t390 = tail call i1 @llvm.amdgcn.class.f64(double %t383, i32 240), !dbg !214
  %t391 = fmul double %t383, 0x4330000000000000, !dbg !214
  %t392 = select i1 %t390, double %t391, double %t383, !dbg !214
  %t393 = select i1 %t390, i64 -52, i64 0, !dbg !214
  %t395 = bitcast double %t392 to i64, !dbg !282
  %t396 = lshr i64 %t395, 52, !dbg !283
  %t398 = and i64 %t396, 2047, !dbg !284
  %t399 = add i64 %t384, -1023, !dbg !285
  %t394 = add i64 %t399, %t393, !dbg !286
  %t400 = add i64 %t394, %t398, !dbg !287
  %t401 = icmp slt i64 %t400, -1075, !dbg !288
  br i1 %t401, label %b119, label %b120, !dbg !288

b119:                                             ; preds = %b115
  %t402 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t392), !dbg !289
  br label %b144, !dbg !290

b120:                                             ; preds = %b115
  %t403 = icmp sgt i64 %t400, 1023, !dbg !291
  br i1 %t403, label %b121, label %b124, !dbg !291

b121:                                             ; preds = %b120
  %t404 = fcmp olt double %t392, 0.000000e+00, !dbg !292
  %.87 = select i1 %t404, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !293
  br label %b144, !dbg !293

b124:                                             ; preds = %b120
  %t405 = icmp slt i64 %t400, -1022, !dbg !294
  %spec.select89 = select i1 %t405, double 0x3CA0000000000000, double 1.000000e+00, !dbg !294
  %t409 = and i64 %t395, -9218868437227405313, !dbg !295
  %8 = shl nsw i64 %t400, 52, !dbg !296
  %9 = add i64 %8, 238690780250636288, !dbg !296
  %t410 = select i1 %t405, i64 %9, i64 %8, !dbg !296
  %t412 = add i64 %t410, 4607182418800017408, !dbg !296
  %t413 = or i64 %t412, %t409, !dbg !297
  %t414 = bitcast i64 %t413 to double, !dbg !298
  %t415 = fmul double %spec.select89, %t414, !dbg !299
  br label %b144, !dbg !300

b128:                                             ; preds = %b31
  %t418 = tail call i1 @llvm.amdgcn.class.f64(double %t177115, i32 516), !dbg !279
  br i1 %t418, label %b129, label %b134, !dbg !318

b129:                                             ; preds = %b128
  %t419 = fcmp oeq double %t176114, -1.000000e+00, !dbg !319
  br i1 %t419, label %b144, label %b131, !dbg !319

b131:                                             ; preds = %b129
  %t420 = tail call double @llvm.fabs.f64(double %t176114), !dbg !320
  %t421 = fcmp uge double %t420, 1.000000e+00, !dbg !321
  %t422 = fcmp ogt double %t177115, 0x7FEFFFFFFFFFFFFF, !dbg !279
  %t423 = xor i1 %t421, %t422, !dbg !322
  %.90 = select i1 %t423, double 0.000000e+00, double 0x7FF0000000000000, !dbg !191
  br label %b144, !dbg !191

b134:                                             ; preds = %b128
  %t425 = tail call i1 @llvm.amdgcn.class.f64(double %t176114, i32 516), !dbg !279
  br i1 %t425, label %b135, label %b140, !dbg !323

b135:                                             ; preds = %b134
  %t427 = fcmp olt double %t176114, 0xFFEFFFFFFFFFFFFF, !dbg !279
  br i1 %t427, label %b136, label %b137, !dbg !324

b136:                                             ; preds = %b135
  %t428 = fdiv double 1.000000e+00, %t176114, !dbg !325
  %t429 = fneg double %t177115, !dbg !326
  %t178 = fcmp oeq double %t177115, 0.000000e+00, !dbg !178
  %t179 = fcmp oeq double %t428, 1.000000e+00, !dbg !180
  %t180 = or i1 %t179, %t178, !dbg !180
  br i1 %t180, label %b144, label %b27, !dbg !178

b137:                                             ; preds = %b135
  %t430 = fcmp olt double %t177115, 0.000000e+00, !dbg !327
  %.91 = select i1 %t430, double 0.000000e+00, double 0x7FF0000000000000, !dbg !191
  br label %b144, !dbg !191

b140:                                             ; preds = %b134
  %t417.le = tail call double @llvm.fabs.f64(double %t177115), !dbg !328
  %t424.le = tail call double @llvm.fabs.f64(double %t176114), !dbg !328
  %t431 = fcmp oeq double %t177115, 5.000000e-01, !dbg !329
  br i1 %t431, label %b141, label %b142, !dbg !329

b141:                                             ; preds = %b140
  %.41 = fcmp olt double %t176114, 0x1000000000000000, !dbg !330
  %.42 = fmul double %t176114, 0x4FF0000000000000, !dbg !330
  %.43 = select i1 %.41, double %.42, double %t176114, !dbg !330
  %.44 = tail call double @llvm.amdgcn.rsq.f64(double %.43), !dbg !330
  %.45 = fmul double %.43, %.44, !dbg !330
  %.46 = fmul double %.44, 5.000000e-01, !dbg !330
  %.47 = fneg double %.46, !dbg !330
  %.48 = tail call double @llvm.fma.f64(double %.47, double %.45, double 5.000000e-01), !dbg !330
  %.49 = tail call double @llvm.fma.f64(double %.46, double %.48, double %.46), !dbg !330
  %.50 = tail call double @llvm.fma.f64(double %.45, double %.48, double %.45), !dbg !330
  %.51 = fneg double %.50, !dbg !330
  %.52 = tail call double @llvm.fma.f64(double %.51, double %.50, double %.43), !dbg !330
  %.53 = tail call double @llvm.fma.f64(double %.52, double %.49, double %.50), !dbg !330
  %.54 = fneg double %.53, !dbg !330
  %.55 = tail call double @llvm.fma.f64(double %.54, double %.53, double %.43), !dbg !330
  %.56 = tail call double @llvm.fma.f64(double %.55, double %.49, double %.53), !dbg !330
  %.57 = fmul double %.56, 0x37F0000000000000, !dbg !330
  %.58 = select i1 %.41, double %.57, double %.56, !dbg !330
  %.59 = fcmp oeq double %.43, 0.000000e+00, !dbg !330
  %.60 = fcmp oeq double %.43, 0x7FF0000000000000, !dbg !330
  %.61 = or i1 %.59, %.60, !dbg !330
  %.62 = select i1 %.61, double %.43, double %.58, !dbg !330
  br label %b144, !dbg !331

b142:                                             ; preds = %b140
  %t433 = fcmp oeq double %t177115, -5.000000e-01, !dbg !332
  br i1 %t433, label %b143, label %b51, !dbg !332

b143:                                             ; preds = %b142
  %.63 = fcmp olt double %t176114, 0x1000000000000000, !dbg !333
  %.64 = fmul double %t176114, 0x4FF0000000000000, !dbg !333
  %.65 = select i1 %.63, double %.64, double %t176114, !dbg !333
  %.66 = tail call double @llvm.amdgcn.rsq.f64(double %.65), !dbg !333
  %.67 = fmul double %.65, %.66, !dbg !333
  %.68 = fmul double %.66, 5.000000e-01, !dbg !333
  %.69 = fneg double %.68, !dbg !333
  %.70 = tail call double @llvm.fma.f64(double %.69, double %.67, double 5.000000e-01), !dbg !333
  %.71 = tail call double @llvm.fma.f64(double %.68, double %.70, double %.68), !dbg !333
  %.72 = tail call double @llvm.fma.f64(double %.67, double %.70, double %.67), !dbg !333
  %.73 = fneg double %.72, !dbg !333
  %.74 = tail call double @llvm.fma.f64(double %.73, double %.72, double %.65), !dbg !333
  %.75 = tail call double @llvm.fma.f64(double %.74, double %.71, double %.72), !dbg !333
  %.76 = fneg double %.75, !dbg !333
  %.77 = tail call double @llvm.fma.f64(double %.76, double %.75, double %.65), !dbg !333
  %.78 = tail call double @llvm.fma.f64(double %.77, double %.71, double %.75), !dbg !333
  %.79 = fmul double %.78, 0x37F0000000000000, !dbg !333
  %.80 = select i1 %.63, double %.79, double %.78, !dbg !333
  %.81 = fcmp oeq double %.65, 0.000000e+00, !dbg !333
  %.82 = fcmp oeq double %.65, 0x7FF0000000000000, !dbg !333
  %.83 = or i1 %.81, %.82, !dbg !333
  %.84 = select i1 %.83, double %.65, double %.80, !dbg !333
  %t435 = fdiv double 1.000000e+00, %.84, !dbg !334
  br label %b144, !dbg !335

b144:                                             ; preds = %b136, %b27, %b29, %b24, %b137, %b131, %b129, %b119, %b124, %b111, %b113, %b121, %b56, %b54, %b51, %b45, %b36, %b143, %b141, %b50, %b41
  %t436 = phi double [ 0x7FF0000000000000, %b41 ], [ 0.000000e+00, %b50 ], [ %.62, %b141 ], [ %t435, %b143 ], [ 0xFFF0000000000000, %b36 ], [ %t176114, %b45 ], [ 0x7FF8000000000001, %b51 ], [ 1.000000e+00, %b54 ], [ %., %b56 ], [ %t402, %b119 ], [ %t415, %b124 ], [ %t383, %b111 ], [ %t383, %b113 ], [ %.87, %b121 ], [ 1.000000e+00, %b129 ], [ %.90, %b131 ], [ %.91, %b137 ], [ 1.000000e+00, %b24 ], [ 0x7FF8000000000001, %b29 ], [ %t176114, %b27 ], [ 1.000000e+00, %b136 ]
  %t437 = fptrunc double %t436 to float, !dbg !336
  %t438 = fdiv float %t437, %t173, !dbg !337
  %t439 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t164, !dbg !177
  store float %t438, ptr addrspace(1) %t439, align 4, !dbg !177
  %t440 = add i64 %t29127, %t13, !dbg !177
  %t30 = icmp slt i64 %t440, %a0, !dbg !177
  br i1 %t30, label %b2, label %b145, !dbg !177

b145:                                             ; preds = %b144, %entry
  ret void, !dbg !177
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

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
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
!45 = !DILocation(line: 125, column: 4, scope: !9)
!46 = !DILocation(line: 126, column: 4, scope: !9)
!47 = !DILocation(line: 63, column: 12, scope: !48)
!48 = !DILexicalBlockFile(scope: !4, file: !49, discriminator: 0)
!49 = !DIFile(filename: "math/bits.go", directory: "")
!50 = !DILocation(line: 33, column: 18, scope: !51)
!51 = !DILexicalBlockFile(scope: !4, file: !52, discriminator: 0)
!52 = !DIFile(filename: "math/frexp.go", directory: "")
!53 = !DILocation(line: 34, column: 15, scope: !51)
!54 = !DILocation(line: 34, column: 23, scope: !51)
!55 = !DILocation(line: 35, column: 2, scope: !51)
!56 = !DILocation(line: 36, column: 2, scope: !51)
!57 = !DILocation(line: 37, column: 24, scope: !51)
!58 = !DILocation(line: 113, column: 8, scope: !59)
!59 = !DILexicalBlockFile(scope: !4, file: !60, discriminator: 0)
!60 = !DIFile(filename: "math/log.go", directory: "")
!61 = !DILocation(line: 114, column: 3, scope: !59)
!62 = !DILocation(line: 34, column: 37, scope: !51)
!63 = !DILocation(line: 34, column: 2, scope: !51)
!64 = !DILocation(line: 117, column: 10, scope: !59)
!65 = !DILocation(line: 118, column: 14, scope: !59)
!66 = !DILocation(line: 121, column: 14, scope: !59)
!67 = !DILocation(line: 121, column: 9, scope: !59)
!68 = !DILocation(line: 122, column: 10, scope: !59)
!69 = !DILocation(line: 123, column: 11, scope: !59)
!70 = !DILocation(line: 124, column: 32, scope: !59)
!71 = !DILocation(line: 124, column: 25, scope: !59)
!72 = !DILocation(line: 124, column: 17, scope: !59)
!73 = !DILocation(line: 125, column: 25, scope: !59)
!74 = !DILocation(line: 125, column: 17, scope: !59)
!75 = !DILocation(line: 125, column: 11, scope: !59)
!76 = !DILocation(line: 126, column: 10, scope: !59)
!77 = !DILocation(line: 127, column: 14, scope: !59)
!78 = !DILocation(line: 127, column: 18, scope: !59)
!79 = !DILocation(line: 128, column: 36, scope: !59)
!80 = !DILocation(line: 128, column: 43, scope: !59)
!81 = !DILocation(line: 128, column: 40, scope: !59)
!82 = !DILocation(line: 128, column: 26, scope: !59)
!83 = !DILocation(line: 128, column: 52, scope: !59)
!84 = !DILocation(line: 128, column: 17, scope: !59)
!85 = !DILocation(line: 128, column: 15, scope: !9)
!86 = !DILocation(line: 39, column: 11, scope: !48)
!87 = !DILocation(line: 112, column: 12, scope: !88)
!88 = !DILexicalBlockFile(scope: !4, file: !89, discriminator: 0)
!89 = !DIFile(filename: "math/exp.go", directory: "")
!90 = !DILocation(line: 114, column: 9, scope: !88)
!91 = !DILocation(line: 116, column: 9, scope: !88)
!92 = !DILocation(line: 118, column: 17, scope: !88)
!93 = !DILocation(line: 118, column: 26, scope: !88)
!94 = !DILocation(line: 119, column: 12, scope: !88)
!95 = !DILocation(line: 119, column: 3, scope: !88)
!96 = !DILocation(line: 125, column: 9, scope: !88)
!97 = !DILocation(line: 126, column: 19, scope: !88)
!98 = !DILocation(line: 126, column: 10, scope: !88)
!99 = !DILocation(line: 130, column: 19, scope: !88)
!100 = !DILocation(line: 130, column: 10, scope: !88)
!101 = !DILocation(line: 131, column: 19, scope: !88)
!102 = !DILocation(line: 193, column: 10, scope: !88)
!103 = !DILocation(line: 194, column: 9, scope: !88)
!104 = !DILocation(line: 195, column: 34, scope: !88)
!105 = !DILocation(line: 195, column: 28, scope: !88)
!106 = !DILocation(line: 195, column: 22, scope: !88)
!107 = !DILocation(line: 195, column: 16, scope: !88)
!108 = !DILocation(line: 195, column: 9, scope: !88)
!109 = !DILocation(line: 196, column: 20, scope: !88)
!110 = !DILocation(line: 196, column: 26, scope: !88)
!111 = !DILocation(line: 196, column: 23, scope: !88)
!112 = !DILocation(line: 196, column: 16, scope: !88)
!113 = !DILocation(line: 196, column: 9, scope: !88)
!114 = !DILocation(line: 25, column: 12, scope: !115)
!115 = !DILexicalBlockFile(scope: !4, file: !116, discriminator: 0)
!116 = !DIFile(filename: "math/ldexp.go", directory: "")
!117 = !DILocation(line: 56, column: 11, scope: !48)
!118 = !DILocation(line: 27, column: 30, scope: !115)
!119 = !DILocation(line: 27, column: 12, scope: !115)
!120 = !DILocation(line: 32, column: 18, scope: !115)
!121 = !DILocation(line: 33, column: 14, scope: !115)
!122 = !DILocation(line: 33, column: 22, scope: !115)
!123 = !DILocation(line: 33, column: 28, scope: !115)
!124 = !DILocation(line: 31, column: 2, scope: !115)
!125 = !DILocation(line: 33, column: 2, scope: !115)
!126 = !DILocation(line: 34, column: 9, scope: !115)
!127 = !DILocation(line: 35, column: 18, scope: !115)
!128 = !DILocation(line: 35, column: 3, scope: !115)
!129 = !DILocation(line: 37, column: 9, scope: !115)
!130 = !DILocation(line: 38, column: 11, scope: !115)
!131 = !DILocation(line: 0, scope: !115)
!132 = !DILocation(line: 44, column: 9, scope: !115)
!133 = !DILocation(line: 48, column: 2, scope: !115)
!134 = !DILocation(line: 49, column: 24, scope: !115)
!135 = !DILocation(line: 49, column: 2, scope: !115)
!136 = !DILocation(line: 50, column: 28, scope: !115)
!137 = !DILocation(line: 50, column: 11, scope: !115)
!138 = !DILocation(line: 50, column: 2, scope: !115)
!139 = !DILocation(line: 127, column: 9, scope: !88)
!140 = !DILocation(line: 128, column: 19, scope: !88)
!141 = !DILocation(line: 128, column: 10, scope: !88)
!142 = !DILocation(line: 136, column: 16, scope: !9)
!143 = !DILocation(line: 136, column: 24, scope: !9)
!144 = !DILocation(line: 137, column: 9, scope: !9)
!145 = !DILocation(line: 137, column: 27, scope: !9)
!146 = !DILocation(line: 143, column: 4, scope: !9)
!147 = !DILocation(line: 146, column: 7, scope: !9)
!148 = !DILocation(line: 146, column: 10, scope: !9)
!149 = !DILocation(line: 150, column: 3, scope: !9)
!150 = !DILocation(line: 151, column: 3, scope: !9)
!151 = !DILocation(line: 152, column: 9, scope: !9)
!152 = !DILocation(line: 136, column: 30, scope: !9)
!153 = !DILocation(line: 161, column: 7, scope: !9)
!154 = !DILocation(line: 162, column: 10, scope: !9)
!155 = !DILocation(line: 163, column: 8, scope: !9)
!156 = !DILocation(line: 76, column: 12, scope: !9)
!157 = !DILocation(line: 78, column: 10, scope: !9)
!158 = !DILocation(line: 80, column: 12, scope: !9)
!159 = !DILocation(line: 80, column: 16, scope: !9)
!160 = !DILocation(line: 80, column: 21, scope: !9)
!161 = !DILocation(line: 85, column: 12, scope: !9)
!162 = !DILocation(line: 86, column: 11, scope: !9)
!163 = !DILocation(line: 87, column: 16, scope: !9)
!164 = !DILocation(line: 87, column: 20, scope: !9)
!165 = !DILocation(line: 90, column: 10, scope: !9)
!166 = !DILocation(line: 52, column: 10, scope: !48)
!167 = !DILocation(line: 95, column: 9, scope: !9)
!168 = !DILocation(line: 96, column: 14, scope: !9)
!169 = !DILocation(line: 96, column: 3, scope: !9)
!170 = !DILocation(line: 97, column: 9, scope: !9)
!171 = !DILocation(line: 98, column: 18, scope: !9)
!172 = !DILocation(line: 98, column: 12, scope: !9)
!173 = !DILocation(line: 98, column: 3, scope: !9)
!174 = !DILocation(line: 39, column: 16, scope: !4)
!175 = !DILocation(line: 39, column: 51, scope: !4)
!176 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!177 = !DILocation(line: 45, column: 6, scope: !176)
!178 = !DILocation(line: 57, column: 9, scope: !179)
!179 = !DILexicalBlockFile(scope: !176, file: !10, discriminator: 0)
!180 = !DILocation(line: 57, column: 19, scope: !179)
!181 = !DILocation(line: 39, column: 45, scope: !176)
!182 = !DILocation(line: 39, column: 33, scope: !176)
!183 = !DILocation(line: 59, column: 9, scope: !179)
!184 = !DILocation(line: 61, column: 24, scope: !179)
!185 = !DILocation(line: 61, column: 12, scope: !179)
!186 = !DILocation(line: 63, column: 9, scope: !179)
!187 = !DILocation(line: 65, column: 10, scope: !179)
!188 = !DILocation(line: 9, column: 26, scope: !189)
!189 = !DILexicalBlockFile(scope: !176, file: !21, discriminator: 0)
!190 = !DILocation(line: 9, column: 31, scope: !189)
!191 = !DILocation(line: 0, scope: !179)
!192 = !DILocation(line: 66, column: 14, scope: !179)
!193 = !DILocation(line: 15, column: 17, scope: !194)
!194 = !DILexicalBlockFile(scope: !176, file: !27, discriminator: 0)
!195 = !DILocation(line: 16, column: 25, scope: !194)
!196 = !DILocation(line: 16, column: 23, scope: !194)
!197 = !DILocation(line: 18, column: 12, scope: !179)
!198 = !DILocation(line: 66, column: 29, scope: !179)
!199 = !DILocation(line: 69, column: 4, scope: !179)
!200 = !DILocation(line: 71, column: 14, scope: !179)
!201 = !DILocation(line: 71, column: 29, scope: !179)
!202 = !DILocation(line: 74, column: 4, scope: !179)
!203 = !DILocation(line: 102, column: 8, scope: !179)
!204 = !DILocation(line: 102, column: 18, scope: !179)
!205 = !DILocation(line: 105, column: 8, scope: !179)
!206 = !DILocation(line: 109, column: 10, scope: !179)
!207 = !DILocation(line: 111, column: 16, scope: !179)
!208 = !DILocation(line: 111, column: 27, scope: !179)
!209 = !DILocation(line: 111, column: 21, scope: !179)
!210 = !DILocation(line: 123, column: 8, scope: !179)
!211 = !DILocation(line: 124, column: 9, scope: !179)
!212 = !DILocation(line: 125, column: 4, scope: !179)
!213 = !DILocation(line: 126, column: 4, scope: !179)
!214 = !DILocation(line: 63, column: 12, scope: !215)
!215 = !DILexicalBlockFile(scope: !176, file: !49, discriminator: 0)
!216 = !DILocation(line: 33, column: 18, scope: !217)
!217 = !DILexicalBlockFile(scope: !176, file: !52, discriminator: 0)
!218 = !DILocation(line: 34, column: 15, scope: !217)
!219 = !DILocation(line: 34, column: 23, scope: !217)
!220 = !DILocation(line: 35, column: 2, scope: !217)
!221 = !DILocation(line: 36, column: 2, scope: !217)
!222 = !DILocation(line: 37, column: 24, scope: !217)
!223 = !DILocation(line: 113, column: 8, scope: !224)
!224 = !DILexicalBlockFile(scope: !176, file: !60, discriminator: 0)
!225 = !DILocation(line: 114, column: 3, scope: !224)
!226 = !DILocation(line: 34, column: 37, scope: !217)
!227 = !DILocation(line: 34, column: 2, scope: !217)
!228 = !DILocation(line: 117, column: 10, scope: !224)
!229 = !DILocation(line: 118, column: 14, scope: !224)
!230 = !DILocation(line: 121, column: 14, scope: !224)
!231 = !DILocation(line: 121, column: 9, scope: !224)
!232 = !DILocation(line: 122, column: 10, scope: !224)
!233 = !DILocation(line: 123, column: 11, scope: !224)
!234 = !DILocation(line: 124, column: 32, scope: !224)
!235 = !DILocation(line: 124, column: 25, scope: !224)
!236 = !DILocation(line: 124, column: 17, scope: !224)
!237 = !DILocation(line: 125, column: 25, scope: !224)
!238 = !DILocation(line: 125, column: 17, scope: !224)
!239 = !DILocation(line: 125, column: 11, scope: !224)
!240 = !DILocation(line: 126, column: 10, scope: !224)
!241 = !DILocation(line: 127, column: 14, scope: !224)
!242 = !DILocation(line: 127, column: 18, scope: !224)
!243 = !DILocation(line: 128, column: 36, scope: !224)
!244 = !DILocation(line: 128, column: 43, scope: !224)
!245 = !DILocation(line: 128, column: 40, scope: !224)
!246 = !DILocation(line: 128, column: 26, scope: !224)
!247 = !DILocation(line: 128, column: 52, scope: !224)
!248 = !DILocation(line: 128, column: 17, scope: !224)
!249 = !DILocation(line: 128, column: 15, scope: !179)
!250 = !DILocation(line: 39, column: 11, scope: !215)
!251 = !DILocation(line: 112, column: 12, scope: !252)
!252 = !DILexicalBlockFile(scope: !176, file: !89, discriminator: 0)
!253 = !DILocation(line: 114, column: 9, scope: !252)
!254 = !DILocation(line: 116, column: 9, scope: !252)
!255 = !DILocation(line: 118, column: 17, scope: !252)
!256 = !DILocation(line: 118, column: 26, scope: !252)
!257 = !DILocation(line: 119, column: 12, scope: !252)
!258 = !DILocation(line: 119, column: 3, scope: !252)
!259 = !DILocation(line: 125, column: 9, scope: !252)
!260 = !DILocation(line: 126, column: 19, scope: !252)
!261 = !DILocation(line: 126, column: 10, scope: !252)
!262 = !DILocation(line: 130, column: 19, scope: !252)
!263 = !DILocation(line: 130, column: 10, scope: !252)
!264 = !DILocation(line: 131, column: 19, scope: !252)
!265 = !DILocation(line: 193, column: 10, scope: !252)
!266 = !DILocation(line: 194, column: 9, scope: !252)
!267 = !DILocation(line: 195, column: 34, scope: !252)
!268 = !DILocation(line: 195, column: 28, scope: !252)
!269 = !DILocation(line: 195, column: 22, scope: !252)
!270 = !DILocation(line: 195, column: 16, scope: !252)
!271 = !DILocation(line: 195, column: 9, scope: !252)
!272 = !DILocation(line: 196, column: 20, scope: !252)
!273 = !DILocation(line: 196, column: 26, scope: !252)
!274 = !DILocation(line: 196, column: 23, scope: !252)
!275 = !DILocation(line: 196, column: 16, scope: !252)
!276 = !DILocation(line: 196, column: 9, scope: !252)
!277 = !DILocation(line: 25, column: 12, scope: !278)
!278 = !DILexicalBlockFile(scope: !176, file: !116, discriminator: 0)
!279 = !DILocation(line: 56, column: 11, scope: !215)
!280 = !DILocation(line: 27, column: 30, scope: !278)
!281 = !DILocation(line: 27, column: 12, scope: !278)
!282 = !DILocation(line: 32, column: 18, scope: !278)
!283 = !DILocation(line: 33, column: 14, scope: !278)
!284 = !DILocation(line: 33, column: 22, scope: !278)
!285 = !DILocation(line: 33, column: 28, scope: !278)
!286 = !DILocation(line: 31, column: 2, scope: !278)
!287 = !DILocation(line: 33, column: 2, scope: !278)
!288 = !DILocation(line: 34, column: 9, scope: !278)
!289 = !DILocation(line: 35, column: 18, scope: !278)
!290 = !DILocation(line: 35, column: 3, scope: !278)
!291 = !DILocation(line: 37, column: 9, scope: !278)
!292 = !DILocation(line: 38, column: 11, scope: !278)
!293 = !DILocation(line: 0, scope: !278)
!294 = !DILocation(line: 44, column: 9, scope: !278)
!295 = !DILocation(line: 48, column: 2, scope: !278)
!296 = !DILocation(line: 49, column: 24, scope: !278)
!297 = !DILocation(line: 49, column: 2, scope: !278)
!298 = !DILocation(line: 50, column: 28, scope: !278)
!299 = !DILocation(line: 50, column: 11, scope: !278)
!300 = !DILocation(line: 50, column: 2, scope: !278)
!301 = !DILocation(line: 127, column: 9, scope: !252)
!302 = !DILocation(line: 128, column: 19, scope: !252)
!303 = !DILocation(line: 128, column: 10, scope: !252)
!304 = !DILocation(line: 136, column: 16, scope: !179)
!305 = !DILocation(line: 136, column: 24, scope: !179)
!306 = !DILocation(line: 137, column: 9, scope: !179)
!307 = !DILocation(line: 137, column: 27, scope: !179)
!308 = !DILocation(line: 143, column: 4, scope: !179)
!309 = !DILocation(line: 146, column: 7, scope: !179)
!310 = !DILocation(line: 146, column: 10, scope: !179)
!311 = !DILocation(line: 150, column: 3, scope: !179)
!312 = !DILocation(line: 151, column: 3, scope: !179)
!313 = !DILocation(line: 152, column: 9, scope: !179)
!314 = !DILocation(line: 136, column: 30, scope: !179)
!315 = !DILocation(line: 161, column: 7, scope: !179)
!316 = !DILocation(line: 162, column: 10, scope: !179)
!317 = !DILocation(line: 163, column: 8, scope: !179)
!318 = !DILocation(line: 76, column: 12, scope: !179)
!319 = !DILocation(line: 78, column: 10, scope: !179)
!320 = !DILocation(line: 80, column: 12, scope: !179)
!321 = !DILocation(line: 80, column: 16, scope: !179)
!322 = !DILocation(line: 80, column: 21, scope: !179)
!323 = !DILocation(line: 85, column: 12, scope: !179)
!324 = !DILocation(line: 86, column: 11, scope: !179)
!325 = !DILocation(line: 87, column: 16, scope: !179)
!326 = !DILocation(line: 87, column: 20, scope: !179)
!327 = !DILocation(line: 90, column: 10, scope: !179)
!328 = !DILocation(line: 52, column: 10, scope: !215)
!329 = !DILocation(line: 95, column: 9, scope: !179)
!330 = !DILocation(line: 96, column: 14, scope: !179)
!331 = !DILocation(line: 96, column: 3, scope: !179)
!332 = !DILocation(line: 97, column: 9, scope: !179)
!333 = !DILocation(line: 98, column: 18, scope: !179)
!334 = !DILocation(line: 98, column: 12, scope: !179)
!335 = !DILocation(line: 98, column: 3, scope: !179)
!336 = !DILocation(line: 39, column: 16, scope: !176)
!337 = !DILocation(line: 39, column: 51, scope: !176)

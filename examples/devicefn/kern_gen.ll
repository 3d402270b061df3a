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
  %t15119 = icmp slt i64 %t12, %a0, !dbg !7
  br i1 %t15119, label %b2, label %b148, !dbg !7

b2:                                               ; preds = %entry, %b147
  %t14120 = phi i64 [ %t321, %b147 ], [ %t12, %entry ]
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
  br i1 %t31106, label %b147, label %b11.preheader, !dbg !8

b11.preheader:                                    ; preds = %b8
  %t26 = fpext float %t21 to double, !dbg !12
  %t25 = fpext float %t18 to double, !dbg !13
  br label %b11, !dbg !14

b11:                                              ; preds = %b11.preheader, %b138
  %t28108 = phi double [ %t309, %b138 ], [ %t26, %b11.preheader ]
  %t27107 = phi double [ %t308, %b138 ], [ %t25, %b11.preheader ]
  %t32 = fcmp oeq double %t28108, 1.000000e+00, !dbg !14
  br i1 %t32, label %b147, label %b13, !dbg !14

b13:                                              ; preds = %b11
  %0 = fcmp uno double %t27107, %t28108, !dbg !15
  br i1 %0, label %b147, label %b15, !dbg !16

b15:                                              ; preds = %b13
  %t36 = fcmp oeq double %t27107, 0.000000e+00, !dbg !17
  br i1 %t36, label %b16, label %b130, !dbg !17

b16:                                              ; preds = %b15
  %t37 = fcmp olt double %t28108, 0.000000e+00, !dbg !18
  br i1 %t37, label %b17, label %b26, !dbg !18

b17:                                              ; preds = %b16
  %t38 = bitcast double %t27107 to i64, !dbg !19
  %t40 = icmp sgt i64 %t38, -1, !dbg !22
  %t41 = tail call double @llvm.fabs.f64(double %t28108)
  %t42 = fcmp oge double %t41, 0x4340000000000000
  %or.cond = select i1 %t40, i1 true, i1 %t42, !dbg !23
  br i1 %or.cond, label %b25, label %b20, !dbg !23

b20:                                              ; preds = %b17
  %t43 = tail call double @llvm.trunc.f64(double %t28108), !dbg !24
  %t44 = fsub double %t28108, %t43, !dbg !27
  %t45 = tail call double @llvm.copysign.f64(double %t44, double %t28108), !dbg !28
  %t46 = fcmp oeq double %t45, 0.000000e+00, !dbg !29
  %.20 = fptosi double %t43 to i64, !dbg !29
  %t48 = and i64 %.20, 1, !dbg !29
  %t49 = icmp ne i64 %t48, 0, !dbg !29
  %t50 = select i1 %t46, i1 %t49, i1 false, !dbg !29
  br i1 %t50, label %b147, label %b25, !dbg !30

b25:                                              ; preds = %b20, %b17
  br label %b147, !dbg !31

b26:                                              ; preds = %b16
  %t52 = fcmp ogt double %t28108, 0.000000e+00, !dbg !32
  br i1 %t52, label %b27, label %b26.b36_crit_edge, !dbg !32

b26.b36_crit_edge:                                ; preds = %b26
  %.pre = tail call double @llvm.fabs.f64(double %t28108), !dbg !33
  br label %b36, !dbg !32

b27:                                              ; preds = %b26
  %t53 = bitcast double %t27107 to i64, !dbg !19
  %t55 = icmp sgt i64 %t53, -1, !dbg !22
  %t56 = tail call double @llvm.fabs.f64(double %t28108)
  %t57 = fcmp oge double %t56, 0x4340000000000000
  %or.cond84 = select i1 %t55, i1 true, i1 %t57, !dbg !34
  br i1 %or.cond84, label %b35, label %b30, !dbg !34

b30:                                              ; preds = %b27
  %t58 = tail call double @llvm.trunc.f64(double %t28108), !dbg !24
  %t59 = fsub double %t28108, %t58, !dbg !27
  %t60 = tail call double @llvm.copysign.f64(double %t59, double %t28108), !dbg !28
  %t61 = fcmp oeq double %t60, 0.000000e+00, !dbg !29
  %.21 = fptosi double %t58 to i64, !dbg !29
  %t63 = and i64 %.21, 1, !dbg !29
  %t64 = icmp ne i64 %t63, 0, !dbg !29
  %t65 = select i1 %t61, i1 %t64, i1 false, !dbg !29
  br i1 %t65, label %b147, label %b35, !dbg !35

b35:                                              ; preds = %b30, %b27
  br label %b147, !dbg !36

b36:                                              ; preds = %b26.b36_crit_edge, %b145, %b141
  %t67.pre-phi = phi double [ %.pre, %b26.b36_crit_edge ], [ %t297.le159, %b145 ], [ %t297.le, %b141 ], !dbg !33
  %t68 = tail call double @llvm.trunc.f64(double %t67.pre-phi), !dbg !24
  %t69 = fsub double %t67.pre-phi, %t68, !dbg !27
  %1 = tail call double @llvm.fabs.f64(double %t69), !dbg !28
  %t71 = fcmp une double %t69, 0.000000e+00, !dbg !37
  %t72 = fcmp olt double %t27107, 0.000000e+00, !dbg !38
  %t73 = and i1 %t72, %t71, !dbg !38
  br i1 %t73, label %b147, label %b38, !dbg !37

b38:                                              ; preds = %b36
  %t74 = fcmp ult double %t68, 0x43E0000000000000, !dbg !39
  br i1 %t74, label %b44, label %b39, !dbg !39

b39:                                              ; preds = %b38
  %t75 = fcmp oeq double %t27107, -1.000000e+00, !dbg !40
  br i1 %t75, label %b147, label %b41, !dbg !40

b41:                                              ; preds = %b39
  %t76 = tail call double @llvm.fabs.f64(double %t27107), !dbg !41
  %t77 = fcmp uge double %t76, 1.000000e+00, !dbg !42
  %t78 = fcmp ogt double %t28108, 0.000000e+00, !dbg !43
  %t79 = xor i1 %t77, %t78, !dbg !44
  %. = select i1 %t79, double 0.000000e+00, double 0x7FF0000000000000, !dbg !45
  br label %b147, !dbg !45

b44:                                              ; preds = %b38
  br i1 %t71, label %b45, label %b94, !dbg !46

b45:                                              ; preds = %b44
  %t80 = fcmp ogt double %1, 5.000000e-01, !dbg !47
  %t81 = fadd double %1, -1.000000e+00, !dbg !47
  %t82 = fadd double %t68, 1.000000e+00, !dbg !47
  %t83 = select i1 %t80, double %t82, double %t68, !dbg !47
  %t84 = select i1 %t80, double %t81, double %1, !dbg !47
  %t85 = fcmp ogt double %t27107, 0x7FEFFFFFFFFFFFFF, !dbg !48
  %brmerge = or i1 %t85, %t72, !dbg !51
  %t27.mux = select i1 %t85, double %t27107, double 0x7FF8000000000001, !dbg !51
  %brmerge85 = or i1 %t36, %brmerge, !dbg !51
  %t27.mux.mux = select i1 %brmerge, double %t27.mux, double 0xFFF0000000000000, !dbg !51
  br i1 %brmerge85, label %b64, label %b55, !dbg !51

b55:                                              ; preds = %b45
  %t87 = tail call double @llvm.fabs.f64(double %t27107), !dbg !54
  %t88 = fcmp ogt double %t87, 0x7FEFFFFFFFFFFFFF, !dbg !48
  br i1 %t88, label %b61, label %b57, !dbg !55

b57:                                              ; preds = %b55
  %t90 = fcmp olt double %t87, 0x10000000000000, !dbg !58
  %t91 = fmul double %t27107, 0x4330000000000000, !dbg !58
  %t92 = select i1 %t90, double %t91, double %t27107, !dbg !58
  %t94 = bitcast double %t92 to i64, !dbg !59
  %t95 = lshr i64 %t94, 52, !dbg !60
  %t96 = and i64 %t95, 2047, !dbg !61
  %t99 = select i1 %t90, i64 -1074, i64 -1022, !dbg !62
  %t100 = add nsw i64 %t99, %t96, !dbg !63
  %t101 = and i64 %t94, -9218868437227405313, !dbg !64
  %t102 = or i64 %t101, 4602678819172646912, !dbg !65
  %t103 = bitcast i64 %t102 to double, !dbg !66
  br label %b61, !dbg !67

b61:                                              ; preds = %b55, %b57
  %t104 = phi double [ %t103, %b57 ], [ %t27107, %b55 ]
  %t105 = phi i64 [ %t100, %b57 ], [ 0, %b55 ]
  %t106 = fcmp olt double %t104, 0x3FE6A09E667F3BCD, !dbg !68
  %t107 = fmul double %t104, 2.000000e+00, !dbg !68
  %t109 = select i1 %t106, double %t107, double %t104, !dbg !68
  %t108 = sext i1 %t106 to i64, !dbg !68
  %t110 = add nsw i64 %t105, %t108, !dbg !68
  %t111 = fadd double %t109, -1.000000e+00, !dbg !69
  %t112 = sitofp i64 %t110 to double, !dbg !70
  %t113 = fadd double %t111, 2.000000e+00, !dbg !71
  %t114 = fdiv double %t111, %t113, !dbg !72
  %t115 = fmul double %t114, %t114, !dbg !73
  %t116 = fmul double %t115, %t115, !dbg !74
  %t117 = fmul double %t116, 0x3FC2F112DF3E5244, !dbg !75
  %t118 = fadd double %t117, 0x3FC7466496CB03DE, !dbg !76
  %t119 = fmul double %t116, %t118, !dbg !77
  %t120 = fadd double %t119, 0x3FD2492494229359, !dbg !78
  %t121 = fmul double %t116, %t120, !dbg !79
  %t122 = fadd double %t121, 0x3FE5555555555593, !dbg !80
  %t123 = fmul double %t115, %t122, !dbg !81
  %t124 = fmul double %t116, 0x3FC39A09D078C69F, !dbg !82
  %t125 = fadd double %t124, 0x3FCC71C51D8E78AF, !dbg !83
  %t126 = fmul double %t116, %t125, !dbg !84
  %t127 = fadd double %t126, 0x3FD999999997FA04, !dbg !85
  %t128 = fmul double %t116, %t127, !dbg !86
  %t129 = fadd double %t128, %t123, !dbg !87
  %t130 = fmul double %t111, 5.000000e-01, !dbg !88
  %t131 = fmul double %t111, %t130, !dbg !89
  %t132 = fmul double %t112, 0x3FE62E42FEE00000, !dbg !90
  %t133 = fadd double %t131, %t129, !dbg !91
  %t134 = fmul double %t114, %t133, !dbg !92
  %t135 = fmul double %t112, 0x3DEA39EF35793C76, !dbg !93
  %t136 = fadd double %t135, %t134, !dbg !94
  %t137 = fsub double %t131, %t136, !dbg !95
  %t138 = fsub double %t137, %t111, !dbg !96
  %t139 = fsub double %t132, %t138, !dbg !97
  br label %b64, !dbg !98

b64:                                              ; preds = %b45, %b61
  %t140 = phi double [ %t139, %b61 ], [ %t27.mux.mux, %b45 ]
  %t141 = fmul double %t84, %t140, !dbg !99
  %t142 = fcmp uno double %t141, 0.000000e+00, !dbg !100
  br i1 %t142, label %b94, label %b66, !dbg !101

b66:                                              ; preds = %b64
  %t143 = fcmp ogt double %t141, 0x40862E42FEFA39EF, !dbg !104
  br i1 %t143, label %b94, label %b68, !dbg !104

b68:                                              ; preds = %b66
  %t144 = fcmp olt double %t141, 0xC0874910D52D3051, !dbg !105
  br i1 %t144, label %b94, label %b70, !dbg !105

b70:                                              ; preds = %b68
  %t145 = fcmp ogt double %t141, 0xBE30000000000000, !dbg !106
  %t146 = fcmp olt double %t141, 0x3E30000000000000, !dbg !107
  %t147 = and i1 %t145, %t146, !dbg !107
  br i1 %t147, label %b71, label %b72, !dbg !106

b71:                                              ; preds = %b70
  %t148 = fadd double %t141, 1.000000e+00, !dbg !108
  br label %b94, !dbg !109

b72:                                              ; preds = %b70
  %t149 = fcmp olt double %t141, 0.000000e+00, !dbg !110
  br i1 %t149, label %b73, label %b91, !dbg !110

b73:                                              ; preds = %b72
  %t150 = fmul double %t141, 0x3FF71547652B82FE, !dbg !111
  %t151 = fadd double %t150, -5.000000e-01, !dbg !112
  %.23 = fptosi double %t151 to i64, !dbg !113
  br label %b74, !dbg !113

b74:                                              ; preds = %b92, %b91, %b73
  %t153 = phi i64 [ %.23, %b73 ], [ 0, %b91 ], [ %.25, %b92 ]
  %t154 = sitofp i64 %t153 to double, !dbg !114
  %t155 = fmul double %t154, 0x3FE62E42FEE00000, !dbg !115
  %t156 = fsub double %t141, %t155, !dbg !116
  %t157 = fmul double %t154, 0x3DEA39EF35793C76, !dbg !117
  %t158 = fsub double %t156, %t157, !dbg !118
  %t159 = fmul double %t158, %t158, !dbg !119
  %t160 = fmul double %t159, 0x3E66376972BEA4D0, !dbg !120
  %t161 = fadd double %t160, 0xBEBBBD41C5D26BF1, !dbg !121
  %t162 = fmul double %t159, %t161, !dbg !122
  %t163 = fadd double %t162, 0x3F11566AAF25DE2C, !dbg !123
  %t164 = fmul double %t159, %t163, !dbg !124
  %t165 = fadd double %t164, 0xBF66C16C16BEBD93, !dbg !125
  %t166 = fmul double %t159, %t165, !dbg !126
  %t167 = fadd double %t166, 0x3FC5555555555555, !dbg !127
  %t168 = fmul double %t159, %t167, !dbg !128
  %t169 = fsub double %t158, %t168, !dbg !129
  %t170 = fmul double %t158, %t169, !dbg !130
  %t171 = fsub double 2.000000e+00, %t169, !dbg !131
  %t172 = fdiv double %t170, %t171, !dbg !132
  %t173 = fsub double %t157, %t172, !dbg !133
  %2 = fsub double %t156, %t173, !dbg !134
  %t175 = fadd double %2, 1.000000e+00, !dbg !134
  %t176 = fcmp oeq double %t175, 0.000000e+00, !dbg !135
  br i1 %t176, label %b94, label %b76, !dbg !135

b76:                                              ; preds = %b74
  %t177 = tail call double @llvm.fabs.f64(double %t175), !dbg !54
  %t178 = fcmp ogt double %t177, 0x7FEFFFFFFFFFFFFF, !dbg !48
  %t179 = fcmp uno double %t175, 0.000000e+00, !dbg !100
  %t180 = or i1 %t179, %t178, !dbg !138
  br i1 %t180, label %b94, label %b78, !dbg !139

b78:                                              ; preds = %b76
  %t181 = fcmp olt double %t177, 0x10000000000000, !dbg !58
  %t182 = fmul double %t175, 0x4330000000000000, !dbg !58
  %t183 = select i1 %t181, double %t182, double %t175, !dbg !58
  %t184 = select i1 %t181, i64 -52, i64 0, !dbg !58
  %t186 = bitcast double %t183 to i64, !dbg !140
  %t187 = lshr i64 %t186, 52, !dbg !141
  %t189 = and i64 %t187, 2047, !dbg !142
  %t190 = add i64 %t153, -1023, !dbg !143
  %t185 = add i64 %t190, %t184, !dbg !144
  %t191 = add i64 %t185, %t189, !dbg !145
  %t192 = icmp slt i64 %t191, -1075, !dbg !146
  br i1 %t192, label %b82, label %b83, !dbg !146

b82:                                              ; preds = %b78
  %t193 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t183), !dbg !147
  br label %b94, !dbg !148

b83:                                              ; preds = %b78
  %t194 = icmp sgt i64 %t191, 1023, !dbg !149
  br i1 %t194, label %b84, label %b87, !dbg !149

b84:                                              ; preds = %b83
  %t195 = fcmp olt double %t183, 0.000000e+00, !dbg !150
  %.78 = select i1 %t195, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !151
  br label %b94, !dbg !151

b87:                                              ; preds = %b83
  %t196 = icmp slt i64 %t191, -1022, !dbg !152
  %spec.select79 = select i1 %t196, double 0x3CA0000000000000, double 1.000000e+00, !dbg !152
  %t200 = and i64 %t186, -9218868437227405313, !dbg !153
  %3 = shl nsw i64 %t191, 52, !dbg !154
  %4 = add i64 %3, 238690780250636288, !dbg !154
  %t201 = select i1 %t196, i64 %4, i64 %3, !dbg !154
  %t203 = add i64 %t201, 4607182418800017408, !dbg !154
  %t204 = or i64 %t203, %t200, !dbg !155
  %t205 = bitcast i64 %t204 to double, !dbg !156
  %t206 = fmul double %spec.select79, %t205, !dbg !157
  br label %b94, !dbg !158

b91:                                              ; preds = %b72
  %t208 = fcmp ogt double %t141, 0.000000e+00, !dbg !159
  br i1 %t208, label %b92, label %b74, !dbg !159

b92:                                              ; preds = %b91
  %t209 = fmul double %t141, 0x3FF71547652B82FE, !dbg !160
  %t210 = fadd double %t209, 5.000000e-01, !dbg !161
  %.25 = fptosi double %t210 to i64, !dbg !162
  br label %b74, !dbg !162

b94:                                              ; preds = %b71, %b64, %b66, %b68, %b84, %b76, %b74, %b87, %b82, %b44
  %t213 = phi double [ %t68, %b44 ], [ %t83, %b82 ], [ %t83, %b87 ], [ %t83, %b74 ], [ %t83, %b76 ], [ %t83, %b84 ], [ %t83, %b68 ], [ %t83, %b66 ], [ %t83, %b64 ], [ %t83, %b71 ]
  %t214 = phi double [ 1.000000e+00, %b44 ], [ %t193, %b82 ], [ %t206, %b87 ], [ %t175, %b74 ], [ %t175, %b76 ], [ %.78, %b84 ], [ 0.000000e+00, %b68 ], [ 0x7FF0000000000000, %b66 ], [ %t141, %b64 ], [ %t148, %b71 ]
  br i1 %t36, label %b102, label %b96, !dbg !163

b96:                                              ; preds = %b94
  %t215 = tail call double @llvm.fabs.f64(double %t27107), !dbg !54
  %t216 = fcmp ogt double %t215, 0x7FEFFFFFFFFFFFFF, !dbg !48
  br i1 %t216, label %b102, label %b98, !dbg !55

b98:                                              ; preds = %b96
  %t218 = fcmp olt double %t215, 0x10000000000000, !dbg !58
  %t219 = fmul double %t27107, 0x4330000000000000, !dbg !58
  %t220 = select i1 %t218, double %t219, double %t27107, !dbg !58
  %t222 = bitcast double %t220 to i64, !dbg !59
  %t223 = lshr i64 %t222, 52, !dbg !60
  %t224 = and i64 %t223, 2047, !dbg !61
  %t227 = select i1 %t218, i64 -1074, i64 -1022, !dbg !62
  %t228 = add nsw i64 %t227, %t224, !dbg !63
  %t229 = and i64 %t222, -9218868437227405313, !dbg !64
  %t230 = or i64 %t229, 4602678819172646912, !dbg !65
  %t231 = bitcast i64 %t230 to double, !dbg !66
  br label %b102, !dbg !67

b102:                                             ; preds = %b96, %b94, %b98
  %t232 = phi double [ %t231, %b98 ], [ %t27107, %b94 ], [ %t27107, %b96 ]
  %t233 = phi i64 [ %t228, %b98 ], [ 0, %b94 ], [ 0, %b96 ]
  %.27 = fcmp oge double %t213, 0xC3E0000000000000, !dbg !164
  %.28 = fcmp olt double %t213, 0x43E0000000000000, !dbg !164
  %.29 = and i1 %.27, %.28, !dbg !164
  %5 = fptosi double %t213 to i64, !dbg !164
  %.32 = select i1 %.29, i64 %5, i64 -9223372036854775808, !dbg !164
  %t240.not111 = icmp eq i64 %.32, 0, !dbg !165
  br i1 %t240.not111, label %b111, label %b104, !dbg !165

b104:                                             ; preds = %b102, %b106
  %t239116 = phi i64 [ %t258, %b106 ], [ %.32, %b102 ]
  %t238115 = phi i64 [ %t257, %b106 ], [ %t233, %b102 ]
  %t237114 = phi double [ %t256, %b106 ], [ %t232, %b102 ]
  %t236113 = phi i64 [ %t250, %b106 ], [ 0, %b102 ]
  %t235112 = phi double [ %t249, %b106 ], [ %t214, %b102 ]
  %6 = add i64 %t238115, -4097, !dbg !166
  %7 = icmp ult i64 %6, -8193, !dbg !166
  br i1 %7, label %b105, label %b106, !dbg !167

b105:                                             ; preds = %b104
  %t244 = add i64 %t238115, %t236113, !dbg !168
  br label %b111, !dbg !168

b106:                                             ; preds = %b104
  %t245 = and i64 %t239116, 1, !dbg !169
  %t246.not = icmp eq i64 %t245, 0, !dbg !170
  %t247 = select i1 %t246.not, double 1.000000e+00, double %t237114, !dbg !170
  %t249 = fmul double %t235112, %t247, !dbg !170
  %t248 = select i1 %t246.not, i64 0, i64 %t238115, !dbg !170
  %t250 = add i64 %t248, %t236113, !dbg !170
  %t251 = fmul double %t237114, %t237114, !dbg !171
  %t252 = shl nsw i64 %t238115, 1, !dbg !172
  %t253 = fcmp olt double %t251, 5.000000e-01, !dbg !173
  %t254 = select i1 %t253, double %t251, double -0.000000e+00, !dbg !173
  %t256 = fadd double %t251, %t254, !dbg !173
  %t255 = sext i1 %t253 to i64, !dbg !173
  %t257 = add i64 %t252, %t255, !dbg !173
  %t258 = ashr i64 %t239116, 1, !dbg !174
  %t240.not = icmp ult i64 %t239116, 2, !dbg !165
  br i1 %t240.not, label %b111, label %b104, !dbg !165

b111:                                             ; preds = %b106, %b102, %b105
  %t235103 = phi double [ %t235112, %b105 ], [ %t214, %b102 ], [ %t249, %b106 ]
  %t259 = phi i64 [ %t244, %b105 ], [ 0, %b102 ], [ %t250, %b106 ]
  %t260 = fcmp olt double %t28108, 0.000000e+00, !dbg !175
  br i1 %t260, label %b112, label %b113, !dbg !175

b112:                                             ; preds = %b111
  %t261 = fdiv double 1.000000e+00, %t235103, !dbg !176
  %t262 = sub i64 0, %t259, !dbg !177
  br label %b113, !dbg !177

b113:                                             ; preds = %b112, %b111
  %t263 = phi double [ %t235103, %b111 ], [ %t261, %b112 ]
  %t264 = phi i64 [ %t259, %b111 ], [ %t262, %b112 ]
  %t265 = fcmp oeq double %t263, 0.000000e+00, !dbg !135
  br i1 %t265, label %b147, label %b115, !dbg !135

b115:                                             ; preds = %b113
  %t266 = tail call double @llvm.fabs.f64(double %t263), !dbg !54
  %t267 = fcmp ogt double %t266, 0x7FEFFFFFFFFFFFFF, !dbg !48
  %t268 = fcmp uno double %t263, 0.000000e+00, !dbg !100
  %t269 = or i1 %t268, %t267, !dbg !138
  br i1 %t269, label %b147, label %b117, !dbg !139

b117:                                             ; preds = %b115
  %t270 = fcmp olt double %t266, 0x10000000000000, !dbg !58
  %t271 = fmul double %t263, 0x4330000000000000, !dbg !58
  %t272 = select i1 %t270, double %t271, double %t263, !dbg !58
  %t273 = select i1 %t270, i64 -52, i64 0, !dbg !58
  %t275 = bitcast double %t272 to i64, !dbg !140
  %t276 = lshr i64 %t275, 52, !dbg !141
  %t278 = and i64 %t276, 2047, !dbg !142
  %t279 = add i64 %t264, -1023, !dbg !143
  %t274 = add i64 %t279, %t273, !dbg !144
  %t280 = add i64 %t274, %t278, !dbg !145
  %t281 = icmp slt i64 %t280, -1075, !dbg !146
  br i1 %t281, label %b121, label %b122, !dbg !146

b121:                                             ; preds = %b117
  %t282 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t272), !dbg !147
  br label %b147, !dbg !148

b122:                                             ; preds = %b117
  %t283 = icmp sgt i64 %t280, 1023, !dbg !149
  br i1 %t283, label %b123, label %b126, !dbg !149

b123:                                             ; preds = %b122
  %t284 = fcmp olt double %t272, 0.000000e+00, !dbg !150
  %.80 = select i1 %t284, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !151
  br label %b147, !dbg !151

b126:                                             ; preds = %b122
  %t285 = icmp slt i64 %t280, -1022, !dbg !152
  %spec.select82 = select i1 %t285, double 0x3CA0000000000000, double 1.000000e+00, !dbg !152
  %t289 = and i64 %t275, -9218868437227405313, !dbg !153
  %8 = shl nsw i64 %t280, 52, !dbg !154
  %9 = add i64 %8, 238690780250636288, !dbg !154
  %t290 = select i1 %t285, i64 %9, i64 %8, !dbg !154
  %t292 = add i64 %t290, 4607182418800017408, !dbg !154
  %t293 = or i64 %t292, %t289, !dbg !155
  %t294 = bitcast i64 %t293 to double, !dbg !156
  %t295 = fmul double %spec.select82, %t294, !dbg !157
  br label %b147, !dbg !158

b130:                                             ; preds = %b15
  %t297 = tail call double @llvm.fabs.f64(double %t28108), !dbg !54
  %t298 = fcmp ogt double %t297, 0x7FEFFFFFFFFFFFFF, !dbg !48
  br i1 %t298, label %b131, label %b136, !dbg !178

b131:                                             ; preds = %b130
  %t299 = fcmp oeq double %t27107, -1.000000e+00, !dbg !179
  br i1 %t299, label %b147, label %b133, !dbg !179

b133:                                             ; preds = %b131
  %t300 = tail call double @llvm.fabs.f64(double %t27107), !dbg !180
  %t301 = fcmp uge double %t300, 1.000000e+00, !dbg !181
  %t302 = fcmp ogt double %t28108, 0x7FEFFFFFFFFFFFFF, !dbg !48
  %t303 = xor i1 %t301, %t302, !dbg !182
  %.83 = select i1 %t303, double 0.000000e+00, double 0x7FF0000000000000, !dbg !45
  br label %b147, !dbg !45

b136:                                             ; preds = %b130
  %t304 = tail call double @llvm.fabs.f64(double %t27107), !dbg !54
  %t305 = fcmp ogt double %t304, 0x7FEFFFFFFFFFFFFF, !dbg !48
  br i1 %t305, label %b137, label %b143, !dbg !183

b137:                                             ; preds = %b136
  %t307 = fcmp olt double %t27107, 0xFFEFFFFFFFFFFFFF, !dbg !48
  br i1 %t307, label %b138, label %b139, !dbg !184

b138:                                             ; preds = %b137
  %t308 = fdiv double 1.000000e+00, %t27107, !dbg !185
  %t309 = fneg double %t28108, !dbg !186
  %t29 = fcmp oeq double %t28108, 0.000000e+00, !dbg !8
  %t30 = fcmp oeq double %t308, 1.000000e+00, !dbg !11
  %t31 = or i1 %t30, %t29, !dbg !11
  br i1 %t31, label %b147, label %b11, !dbg !8

b139:                                             ; preds = %b137
  %t310 = fcmp olt double %t28108, 0.000000e+00, !dbg !187
  br i1 %t310, label %b147, label %b141, !dbg !187

b141:                                             ; preds = %b139
  %t297.le = tail call double @llvm.fabs.f64(double %t28108), !dbg !54
  %t311 = fcmp ogt double %t28108, 0.000000e+00, !dbg !188
  br i1 %t311, label %b147, label %b36, !dbg !188

b143:                                             ; preds = %b136
  %t312 = fcmp oeq double %t28108, 5.000000e-01, !dbg !189
  br i1 %t312, label %b144, label %b145, !dbg !189

b144:                                             ; preds = %b143
  %.34 = fcmp olt double %t27107, 0x1000000000000000, !dbg !190
  %.35 = fmul double %t27107, 0x4FF0000000000000, !dbg !190
  %.36 = select i1 %.34, double %.35, double %t27107, !dbg !190
  %.37 = tail call double @llvm.amdgcn.rsq.f64(double %.36), !dbg !190
  %.38 = fmul double %.36, %.37, !dbg !190
  %.39 = fmul double %.37, 5.000000e-01, !dbg !190
  %.40 = fneg double %.39, !dbg !190
  %.41 = tail call double @llvm.fma.f64(double %.40, double %.38, double 5.000000e-01), !dbg !190
  %.42 = tail call double @llvm.fma.f64(double %.39, double %.41, double %.39), !dbg !190
  %.43 = tail call double @llvm.fma.f64(double %.38, double %.41, double %.38), !dbg !190
  %.44 = fneg double %.43, !dbg !190
  %.45 = tail call double @llvm.fma.f64(double %.44, double %.43, double %.36), !dbg !190
  %.46 = tail call double @llvm.fma.f64(double %.45, double %.42, double %.43), !dbg !190
  %.47 = fneg double %.46, !dbg !190
  %.48 = tail call double @llvm.fma.f64(double %.47, double %.46, double %.36), !dbg !190
  %.49 = tail call double @llvm.fma.f64(double %.48, double %.42, double %.46), !dbg !190
  %.50 = fmul double %.49, 0x37F0000000000000, !dbg !190
  %.51 = select i1 %.34, double %.50, double %.49, !dbg !190
  %.52 = fcmp oeq double %.36, 0.000000e+00, !dbg !190
  %.53 = fcmp oeq double %.36, 0x7FF0000000000000, !dbg !190
  %.54 = or i1 %.52, %.53, !dbg !190
  %.55 = select i1 %.54, double %.36, double %.51, !dbg !190
  br label %b147, !dbg !191

b145:                                             ; preds = %b143
  %t297.le159 = tail call double @llvm.fabs.f64(double %t28108), !dbg !54
  %t314 = fcmp oeq double %t28108, -5.000000e-01, !dbg !192
  br i1 %t314, label %b146, label %b36, !dbg !192

b146:                                             ; preds = %b145
  %.56 = fcmp olt double %t27107, 0x1000000000000000, !dbg !193
  %.57 = fmul double %t27107, 0x4FF0000000000000, !dbg !193
  %.58 = select i1 %.56, double %.57, double %t27107, !dbg !193
  %.59 = tail call double @llvm.amdgcn.rsq.f64(double %.58), !dbg !193
  %.60 = fmul double %.58, %.59, !dbg !193
  %.61 = fmul double %.59, 5.000000e-01, !dbg !193
  %.62 = fneg double %.61, !dbg !193
  %.63 = tail call double @llvm.fma.f64(double %.62, double %.60, double 5.000000e-01), !dbg !193
  %.64 = tail call double @llvm.fma.f64(double %.61, double %.63, double %.61), !dbg !193
  %.65 = tail call double @llvm.fma.f64(double %.60, double %.63, double %.60), !dbg !193
  %.66 = fneg double %.65, !dbg !193
  %.67 = tail call double @llvm.fma.f64(double %.66, double %.65, double %.58), !dbg !193
  %.68 = tail call double @llvm.fma.f64(double %.67, double %.64, double %.65), !dbg !193
  %.69 = fneg double %.68, !dbg !193
  %.70 = tail call double @llvm.fma.f64(double %.69, double %.68, double %.58), !dbg !193
  %.71 = tail call double @llvm.fma.f64(double %.70, double %.64, double %.68), !dbg !193
  %.72 = fmul double %.71, 0x37F0000000000000, !dbg !193
  %.73 = select i1 %.56, double %.72, double %.71, !dbg !193
  %.74 = fcmp oeq double %.58, 0.000000e+00, !dbg !193
  %.75 = fcmp oeq double %.58, 0x7FF0000000000000, !dbg !193
  %.76 = or i1 %.74, %.75, !dbg !193
  %.77 = select i1 %.76, double %.58, double %.73, !dbg !193
  %t316 = fdiv double 1.000000e+00, %.77, !dbg !194
  br label %b147, !dbg !195

b147:                                             ; preds = %b138, %b11, %b13, %b8, %b141, %b139, %b133, %b131, %b121, %b126, %b113, %b115, %b123, %b41, %b39, %b36, %b30, %b20, %b146, %b144, %b35, %b25
  %t317 = phi double [ 0x7FF0000000000000, %b25 ], [ 0.000000e+00, %b35 ], [ %.55, %b144 ], [ %t316, %b146 ], [ 0xFFF0000000000000, %b20 ], [ %t27107, %b30 ], [ 0x7FF8000000000001, %b36 ], [ 1.000000e+00, %b39 ], [ %., %b41 ], [ %t282, %b121 ], [ %t295, %b126 ], [ %t263, %b113 ], [ %t263, %b115 ], [ %.80, %b123 ], [ 1.000000e+00, %b131 ], [ %.83, %b133 ], [ 0.000000e+00, %b139 ], [ 0x7FF0000000000000, %b141 ], [ 1.000000e+00, %b8 ], [ 0x7FF8000000000001, %b13 ], [ %t27107, %b11 ], [ 1.000000e+00, %b138 ]
  %t318 = fptrunc double %t317 to float, !dbg !196
  %t319 = fdiv float %t318, %t24, !dbg !197
  %t320 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t14120, !dbg !7
  store float %t319, ptr addrspace(1) %t320, align 4, !dbg !7
  %t321 = add i64 %t14120, %t13, !dbg !7
  %t15 = icmp slt i64 %t321, %a0, !dbg !7
  br i1 %t15, label %b2, label %b148, !dbg !7

b148:                                             ; preds = %b147, %entry
  ret void, !dbg !7
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !198 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !199
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !199
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !199
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !199
  %t4 = sext i32 %.1 to i64, !dbg !199
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !199
  %t6 = sext i32 %.2 to i64, !dbg !199
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !199
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !199
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !199, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !199
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !199
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !199, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !199
  %.15 = add i32 %.14, %.9, !dbg !199
  %.16 = udiv i32 %.15, %.6, !dbg !199
  %t10 = sext i32 %.16 to i64, !dbg !199
  %t11 = mul nsw i64 %t8, %t6, !dbg !199
  %t12 = add nsw i64 %t11, %t4, !dbg !199
  %t13 = mul nsw i64 %t10, %t8, !dbg !199
  %t14 = icmp sgt i64 %a1, 7, !dbg !199
  %t15 = icmp sgt i64 %a1, 6, !dbg !199
  %t16 = icmp sgt i64 %a1, 5, !dbg !199
  %t17 = icmp sgt i64 %a1, 4, !dbg !199
  %t18 = icmp sgt i64 %a1, 3, !dbg !199
  %t19 = icmp sgt i64 %a1, 2, !dbg !199
  %t20 = icmp sgt i64 %a1, 1, !dbg !199
  %t21 = icmp sgt i64 %a1, 0, !dbg !199
  %t23217 = icmp slt i64 %t12, %a0, !dbg !199
  br i1 %t23217, label %b2.lr.ph, label %b164, !dbg !199

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  br label %b2, !dbg !199

b2:                                               ; preds = %b2.lr.ph, %b163
  %t22218 = phi i64 [ %t12, %b2.lr.ph ], [ %t442, %b163 ]
  br i1 %t14, label %b3, label %b4, !dbg !199

b3:                                               ; preds = %b2
  %t22218.frozen = freeze i64 %t22218
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t22218.frozen, %.20.frozen, !dbg !199
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t22218.frozen, %14
  %.22 = select i1 %.17, i64 %t22218, i64 %.21.decomposed, !dbg !199
  %.28 = sub i64 0, %t22218, !dbg !199
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !199
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !199
  %t26 = mul i64 %.22, %a19, !dbg !199
  %t27 = mul i64 %.22, %a29, !dbg !199
  %t28 = mul i64 %.22, %a39, !dbg !199
  %t29 = mul i64 %.22, %a48, !dbg !199
  br label %b4, !dbg !199

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t22218, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !199

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !199
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !199
  %.42 = sub i64 0, %t30, !dbg !199
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !199
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !199
  %t37 = mul i64 %.36, %a18, !dbg !199
  %t38 = add i64 %t37, %t31, !dbg !199
  %t39 = mul i64 %.36, %a28, !dbg !199
  %t40 = add i64 %t39, %t32, !dbg !199
  %t41 = mul i64 %.36, %a38, !dbg !199
  %t42 = add i64 %t41, %t33, !dbg !199
  %t43 = mul i64 %.36, %a47, !dbg !199
  %t44 = add i64 %t43, %t34, !dbg !199
  br label %b6, !dbg !199

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !199

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !199
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !199
  %.56 = sub i64 0, %t45, !dbg !199
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !199
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !199
  %t52 = mul i64 %.50, %a17, !dbg !199
  %t53 = add i64 %t52, %t46, !dbg !199
  %t54 = mul i64 %.50, %a27, !dbg !199
  %t55 = add i64 %t54, %t47, !dbg !199
  %t56 = mul i64 %.50, %a37, !dbg !199
  %t57 = add i64 %t56, %t48, !dbg !199
  %t58 = mul i64 %.50, %a46, !dbg !199
  %t59 = add i64 %t58, %t49, !dbg !199
  br label %b8, !dbg !199

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !199

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !199
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !199
  %.70 = sub i64 0, %t60, !dbg !199
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !199
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !199
  %t67 = mul i64 %.64, %a16, !dbg !199
  %t68 = add i64 %t67, %t61, !dbg !199
  %t69 = mul i64 %.64, %a26, !dbg !199
  %t70 = add i64 %t69, %t62, !dbg !199
  %t71 = mul i64 %.64, %a36, !dbg !199
  %t72 = add i64 %t71, %t63, !dbg !199
  %t73 = mul i64 %.64, %a45, !dbg !199
  %t74 = add i64 %t73, %t64, !dbg !199
  br label %b10, !dbg !199

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !199

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !199
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !199
  %.84 = sub i64 0, %t75, !dbg !199
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !199
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !199
  %t82 = mul i64 %.78, %a15, !dbg !199
  %t83 = add i64 %t82, %t76, !dbg !199
  %t84 = mul i64 %.78, %a25, !dbg !199
  %t85 = add i64 %t84, %t77, !dbg !199
  %t86 = mul i64 %.78, %a35, !dbg !199
  %t87 = add i64 %t86, %t78, !dbg !199
  %t88 = mul i64 %.78, %a44, !dbg !199
  %t89 = add i64 %t88, %t79, !dbg !199
  br label %b12, !dbg !199

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !199

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !199
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !199
  %.98 = sub i64 0, %t90, !dbg !199
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !199
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !199
  %t97 = mul i64 %.92, %a14, !dbg !199
  %t98 = add i64 %t97, %t91, !dbg !199
  %t99 = mul i64 %.92, %a24, !dbg !199
  %t100 = add i64 %t99, %t92, !dbg !199
  %t101 = mul i64 %.92, %a34, !dbg !199
  %t102 = add i64 %t101, %t93, !dbg !199
  %t103 = mul i64 %.92, %a43, !dbg !199
  %t104 = add i64 %t103, %t94, !dbg !199
  br label %b14, !dbg !199

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !199

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !199
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !199
  %.112 = sub i64 0, %t105, !dbg !199
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !199
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !199
  %t112 = mul i64 %.106, %a13, !dbg !199
  %t113 = add i64 %t112, %t106, !dbg !199
  %t114 = mul i64 %.106, %a23, !dbg !199
  %t115 = add i64 %t114, %t107, !dbg !199
  %t116 = mul i64 %.106, %a33, !dbg !199
  %t117 = add i64 %t116, %t108, !dbg !199
  %t118 = mul i64 %.106, %a42, !dbg !199
  %t119 = add i64 %t118, %t109, !dbg !199
  br label %b16, !dbg !199

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !199

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !199
  %t126 = add i64 %t121, %t125, !dbg !199
  %t127 = mul i64 %t120, %a22, !dbg !199
  %t128 = add i64 %t122, %t127, !dbg !199
  %t129 = mul i64 %t120, %a32, !dbg !199
  %t130 = add i64 %t123, %t129, !dbg !199
  %t131 = mul i64 %t120, %a41, !dbg !199
  %t132 = add i64 %t124, %t131, !dbg !199
  br label %b18, !dbg !199

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !199

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !199
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !199
  br label %b20, !dbg !199

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !199

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !199
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !199
  br label %b22, !dbg !199

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !199

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !199
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !199
  br label %b24, !dbg !199

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t150202 = fcmp oeq float %t142, 0.000000e+00, !dbg !200
  %t151203 = fcmp oeq float %t139, 1.000000e+00, !dbg !202
  %t152204 = or i1 %t151203, %t150202, !dbg !202
  br i1 %t152204, label %b163, label %b27.preheader, !dbg !200

b27.preheader:                                    ; preds = %b24
  %t147 = fpext float %t142 to double, !dbg !203
  %t146 = fpext float %t139 to double, !dbg !204
  br label %b27, !dbg !205

b27:                                              ; preds = %b27.preheader, %b154
  %t149206 = phi double [ %t430, %b154 ], [ %t147, %b27.preheader ]
  %t148205 = phi double [ %t429, %b154 ], [ %t146, %b27.preheader ]
  %t153 = fcmp oeq double %t149206, 1.000000e+00, !dbg !205
  br i1 %t153, label %b163, label %b29, !dbg !205

b29:                                              ; preds = %b27
  %21 = fcmp uno double %t148205, %t149206, !dbg !206
  br i1 %21, label %b163, label %b31, !dbg !207

b31:                                              ; preds = %b29
  %t157 = fcmp oeq double %t148205, 0.000000e+00, !dbg !208
  br i1 %t157, label %b32, label %b146, !dbg !208

b32:                                              ; preds = %b31
  %t158 = fcmp olt double %t149206, 0.000000e+00, !dbg !209
  br i1 %t158, label %b33, label %b42, !dbg !209

b33:                                              ; preds = %b32
  %t159 = bitcast double %t148205 to i64, !dbg !210
  %t161 = icmp sgt i64 %t159, -1, !dbg !212
  %t162 = tail call double @llvm.fabs.f64(double %t149206)
  %t163 = fcmp oge double %t162, 0x4340000000000000
  %or.cond = select i1 %t161, i1 true, i1 %t163, !dbg !213
  br i1 %or.cond, label %b41, label %b36, !dbg !213

b36:                                              ; preds = %b33
  %t164 = tail call double @llvm.trunc.f64(double %t149206), !dbg !214
  %t165 = fsub double %t149206, %t164, !dbg !216
  %t166 = tail call double @llvm.copysign.f64(double %t165, double %t149206), !dbg !217
  %t167 = fcmp oeq double %t166, 0.000000e+00, !dbg !218
  %.118 = fptosi double %t164 to i64, !dbg !218
  %t169 = and i64 %.118, 1, !dbg !218
  %t170 = icmp ne i64 %t169, 0, !dbg !218
  %t171 = select i1 %t167, i1 %t170, i1 false, !dbg !218
  br i1 %t171, label %b163, label %b41, !dbg !219

b41:                                              ; preds = %b36, %b33
  br label %b163, !dbg !220

b42:                                              ; preds = %b32
  %t173 = fcmp ogt double %t149206, 0.000000e+00, !dbg !221
  br i1 %t173, label %b43, label %b42.b52_crit_edge, !dbg !221

b42.b52_crit_edge:                                ; preds = %b42
  %.pre = tail call double @llvm.fabs.f64(double %t149206), !dbg !222
  br label %b52, !dbg !221

b43:                                              ; preds = %b42
  %t174 = bitcast double %t148205 to i64, !dbg !210
  %t176 = icmp sgt i64 %t174, -1, !dbg !212
  %t177 = tail call double @llvm.fabs.f64(double %t149206)
  %t178 = fcmp oge double %t177, 0x4340000000000000
  %or.cond182 = select i1 %t176, i1 true, i1 %t178, !dbg !223
  br i1 %or.cond182, label %b51, label %b46, !dbg !223

b46:                                              ; preds = %b43
  %t179 = tail call double @llvm.trunc.f64(double %t149206), !dbg !214
  %t180 = fsub double %t149206, %t179, !dbg !216
  %t181 = tail call double @llvm.copysign.f64(double %t180, double %t149206), !dbg !217
  %t182 = fcmp oeq double %t181, 0.000000e+00, !dbg !218
  %.119 = fptosi double %t179 to i64, !dbg !218
  %t184 = and i64 %.119, 1, !dbg !218
  %t185 = icmp ne i64 %t184, 0, !dbg !218
  %t186 = select i1 %t182, i1 %t185, i1 false, !dbg !218
  br i1 %t186, label %b163, label %b51, !dbg !224

b51:                                              ; preds = %b46, %b43
  br label %b163, !dbg !225

b52:                                              ; preds = %b42.b52_crit_edge, %b161, %b157
  %t188.pre-phi = phi double [ %.pre, %b42.b52_crit_edge ], [ %t418.le257, %b161 ], [ %t418.le, %b157 ], !dbg !222
  %t189 = tail call double @llvm.trunc.f64(double %t188.pre-phi), !dbg !214
  %t190 = fsub double %t188.pre-phi, %t189, !dbg !216
  %22 = tail call double @llvm.fabs.f64(double %t190), !dbg !217
  %t192 = fcmp une double %t190, 0.000000e+00, !dbg !226
  %t193 = fcmp olt double %t148205, 0.000000e+00, !dbg !227
  %t194 = and i1 %t193, %t192, !dbg !227
  br i1 %t194, label %b163, label %b54, !dbg !226

b54:                                              ; preds = %b52
  %t195 = fcmp ult double %t189, 0x43E0000000000000, !dbg !228
  br i1 %t195, label %b60, label %b55, !dbg !228

b55:                                              ; preds = %b54
  %t196 = fcmp oeq double %t148205, -1.000000e+00, !dbg !229
  br i1 %t196, label %b163, label %b57, !dbg !229

b57:                                              ; preds = %b55
  %t197 = tail call double @llvm.fabs.f64(double %t148205), !dbg !230
  %t198 = fcmp uge double %t197, 1.000000e+00, !dbg !231
  %t199 = fcmp ogt double %t149206, 0.000000e+00, !dbg !232
  %t200 = xor i1 %t198, %t199, !dbg !233
  %. = select i1 %t200, double 0.000000e+00, double 0x7FF0000000000000, !dbg !234
  br label %b163, !dbg !234

b60:                                              ; preds = %b54
  br i1 %t192, label %b61, label %b110, !dbg !235

b61:                                              ; preds = %b60
  %t201 = fcmp ogt double %22, 5.000000e-01, !dbg !236
  %t202 = fadd double %22, -1.000000e+00, !dbg !236
  %t203 = fadd double %t189, 1.000000e+00, !dbg !236
  %t204 = select i1 %t201, double %t203, double %t189, !dbg !236
  %t205 = select i1 %t201, double %t202, double %22, !dbg !236
  %t206 = fcmp ogt double %t148205, 0x7FEFFFFFFFFFFFFF, !dbg !237
  %brmerge = or i1 %t206, %t193, !dbg !239
  %t148.mux = select i1 %t206, double %t148205, double 0x7FF8000000000001, !dbg !239
  %brmerge183 = or i1 %t157, %brmerge, !dbg !239
  %t148.mux.mux = select i1 %brmerge, double %t148.mux, double 0xFFF0000000000000, !dbg !239
  br i1 %brmerge183, label %b80, label %b71, !dbg !239

b71:                                              ; preds = %b61
  %t208 = tail call double @llvm.fabs.f64(double %t148205), !dbg !241
  %t209 = fcmp ogt double %t208, 0x7FEFFFFFFFFFFFFF, !dbg !237
  br i1 %t209, label %b77, label %b73, !dbg !242

b73:                                              ; preds = %b71
  %t211 = fcmp olt double %t208, 0x10000000000000, !dbg !244
  %t212 = fmul double %t148205, 0x4330000000000000, !dbg !244
  %t213 = select i1 %t211, double %t212, double %t148205, !dbg !244
  %t215 = bitcast double %t213 to i64, !dbg !245
  %t216 = lshr i64 %t215, 52, !dbg !246
  %t217 = and i64 %t216, 2047, !dbg !247
  %t220 = select i1 %t211, i64 -1074, i64 -1022, !dbg !248
  %t221 = add nsw i64 %t220, %t217, !dbg !249
  %t222 = and i64 %t215, -9218868437227405313, !dbg !250
  %t223 = or i64 %t222, 4602678819172646912, !dbg !251
  %t224 = bitcast i64 %t223 to double, !dbg !252
  br label %b77, !dbg !253

b77:                                              ; preds = %b71, %b73
  %t225 = phi double [ %t224, %b73 ], [ %t148205, %b71 ]
  %t226 = phi i64 [ %t221, %b73 ], [ 0, %b71 ]
  %t227 = fcmp olt double %t225, 0x3FE6A09E667F3BCD, !dbg !254
  %t228 = fmul double %t225, 2.000000e+00, !dbg !254
  %t230 = select i1 %t227, double %t228, double %t225, !dbg !254
  %t229 = sext i1 %t227 to i64, !dbg !254
  %t231 = add nsw i64 %t226, %t229, !dbg !254
  %t232 = fadd double %t230, -1.000000e+00, !dbg !255
  %t233 = sitofp i64 %t231 to double, !dbg !256
  %t234 = fadd double %t232, 2.000000e+00, !dbg !257
  %t235 = fdiv double %t232, %t234, !dbg !258
  %t236 = fmul double %t235, %t235, !dbg !259
  %t237 = fmul double %t236, %t236, !dbg !260
  %t238 = fmul double %t237, 0x3FC2F112DF3E5244, !dbg !261
  %t239 = fadd double %t238, 0x3FC7466496CB03DE, !dbg !262
  %t240 = fmul double %t237, %t239, !dbg !263
  %t241 = fadd double %t240, 0x3FD2492494229359, !dbg !264
  %t242 = fmul double %t237, %t241, !dbg !265
  %t243 = fadd double %t242, 0x3FE5555555555593, !dbg !266
  %t244 = fmul double %t236, %t243, !dbg !267
  %t245 = fmul double %t237, 0x3FC39A09D078C69F, !dbg !268
  %t246 = fadd double %t245, 0x3FCC71C51D8E78AF, !dbg !269
  %t247 = fmul double %t237, %t246, !dbg !270
  %t248 = fadd double %t247, 0x3FD999999997FA04, !dbg !271
  %t249 = fmul double %t237, %t248, !dbg !272
  %t250 = fadd double %t249, %t244, !dbg !273
  %t251 = fmul double %t232, 5.000000e-01, !dbg !274
  %t252 = fmul double %t232, %t251, !dbg !275
  %t253 = fmul double %t233, 0x3FE62E42FEE00000, !dbg !276
  %t254 = fadd double %t252, %t250, !dbg !277
  %t255 = fmul double %t235, %t254, !dbg !278
  %t256 = fmul double %t233, 0x3DEA39EF35793C76, !dbg !279
  %t257 = fadd double %t256, %t255, !dbg !280
  %t258 = fsub double %t252, %t257, !dbg !281
  %t259 = fsub double %t258, %t232, !dbg !282
  %t260 = fsub double %t253, %t259, !dbg !283
  br label %b80, !dbg !284

b80:                                              ; preds = %b61, %b77
  %t261 = phi double [ %t260, %b77 ], [ %t148.mux.mux, %b61 ]
  %t262 = fmul double %t205, %t261, !dbg !285
  %t263 = fcmp uno double %t262, 0.000000e+00, !dbg !286
  br i1 %t263, label %b110, label %b82, !dbg !287

b82:                                              ; preds = %b80
  %t264 = fcmp ogt double %t262, 0x40862E42FEFA39EF, !dbg !289
  br i1 %t264, label %b110, label %b84, !dbg !289

b84:                                              ; preds = %b82
  %t265 = fcmp olt double %t262, 0xC0874910D52D3051, !dbg !290
  br i1 %t265, label %b110, label %b86, !dbg !290

b86:                                              ; preds = %b84
  %t266 = fcmp ogt double %t262, 0xBE30000000000000, !dbg !291
  %t267 = fcmp olt double %t262, 0x3E30000000000000, !dbg !292
  %t268 = and i1 %t266, %t267, !dbg !292
  br i1 %t268, label %b87, label %b88, !dbg !291

b87:                                              ; preds = %b86
  %t269 = fadd double %t262, 1.000000e+00, !dbg !293
  br label %b110, !dbg !294

b88:                                              ; preds = %b86
  %t270 = fcmp olt double %t262, 0.000000e+00, !dbg !295
  br i1 %t270, label %b89, label %b107, !dbg !295

b89:                                              ; preds = %b88
  %t271 = fmul double %t262, 0x3FF71547652B82FE, !dbg !296
  %t272 = fadd double %t271, -5.000000e-01, !dbg !297
  %.121 = fptosi double %t272 to i64, !dbg !298
  br label %b90, !dbg !298

b90:                                              ; preds = %b108, %b107, %b89
  %t274 = phi i64 [ %.121, %b89 ], [ 0, %b107 ], [ %.123, %b108 ]
  %t275 = sitofp i64 %t274 to double, !dbg !299
  %t276 = fmul double %t275, 0x3FE62E42FEE00000, !dbg !300
  %t277 = fsub double %t262, %t276, !dbg !301
  %t278 = fmul double %t275, 0x3DEA39EF35793C76, !dbg !302
  %t279 = fsub double %t277, %t278, !dbg !303
  %t280 = fmul double %t279, %t279, !dbg !304
  %t281 = fmul double %t280, 0x3E66376972BEA4D0, !dbg !305
  %t282 = fadd double %t281, 0xBEBBBD41C5D26BF1, !dbg !306
  %t283 = fmul double %t280, %t282, !dbg !307
  %t284 = fadd double %t283, 0x3F11566AAF25DE2C, !dbg !308
  %t285 = fmul double %t280, %t284, !dbg !309
  %t286 = fadd double %t285, 0xBF66C16C16BEBD93, !dbg !310
  %t287 = fmul double %t280, %t286, !dbg !311
  %t288 = fadd double %t287, 0x3FC5555555555555, !dbg !312
  %t289 = fmul double %t280, %t288, !dbg !313
  %t290 = fsub double %t279, %t289, !dbg !314
  %t291 = fmul double %t279, %t290, !dbg !315
  %t292 = fsub double 2.000000e+00, %t290, !dbg !316
  %t293 = fdiv double %t291, %t292, !dbg !317
  %t294 = fsub double %t278, %t293, !dbg !318
  %23 = fsub double %t277, %t294, !dbg !319
  %t296 = fadd double %23, 1.000000e+00, !dbg !319
  %t297 = fcmp oeq double %t296, 0.000000e+00, !dbg !320
  br i1 %t297, label %b110, label %b92, !dbg !320

b92:                                              ; preds = %b90
  %t298 = tail call double @llvm.fabs.f64(double %t296), !dbg !241
  %t299 = fcmp ogt double %t298, 0x7FEFFFFFFFFFFFFF, !dbg !237
  %t300 = fcmp uno double %t296, 0.000000e+00, !dbg !286
  %t301 = or i1 %t300, %t299, !dbg !322
  br i1 %t301, label %b110, label %b94, !dbg !323

b94:                                              ; preds = %b92
  %t302 = fcmp olt double %t298, 0x10000000000000, !dbg !244
  %t303 = fmul double %t296, 0x4330000000000000, !dbg !244
  %t304 = select i1 %t302, double %t303, double %t296, !dbg !244
  %t305 = select i1 %t302, i64 -52, i64 0, !dbg !244
  %t307 = bitcast double %t304 to i64, !dbg !324
  %t308 = lshr i64 %t307, 52, !dbg !325
  %t310 = and i64 %t308, 2047, !dbg !326
  %t311 = add i64 %t274, -1023, !dbg !327
  %t306 = add i64 %t311, %t305, !dbg !328
  %t312 = add i64 %t306, %t310, !dbg !329
  %t313 = icmp slt i64 %t312, -1075, !dbg !330
  br i1 %t313, label %b98, label %b99, !dbg !330

b98:                                              ; preds = %b94
  %t314 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t304), !dbg !331
  br label %b110, !dbg !332

b99:                                              ; preds = %b94
  %t315 = icmp sgt i64 %t312, 1023, !dbg !333
  br i1 %t315, label %b100, label %b103, !dbg !333

b100:                                             ; preds = %b99
  %t316 = fcmp olt double %t304, 0.000000e+00, !dbg !334
  %.176 = select i1 %t316, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !335
  br label %b110, !dbg !335

b103:                                             ; preds = %b99
  %t317 = icmp slt i64 %t312, -1022, !dbg !336
  %spec.select177 = select i1 %t317, double 0x3CA0000000000000, double 1.000000e+00, !dbg !336
  %t321 = and i64 %t307, -9218868437227405313, !dbg !337
  %24 = shl nsw i64 %t312, 52, !dbg !338
  %25 = add i64 %24, 238690780250636288, !dbg !338
  %t322 = select i1 %t317, i64 %25, i64 %24, !dbg !338
  %t324 = add i64 %t322, 4607182418800017408, !dbg !338
  %t325 = or i64 %t324, %t321, !dbg !339
  %t326 = bitcast i64 %t325 to double, !dbg !340
  %t327 = fmul double %spec.select177, %t326, !dbg !341
  br label %b110, !dbg !342

b107:                                             ; preds = %b88
  %t329 = fcmp ogt double %t262, 0.000000e+00, !dbg !343
  br i1 %t329, label %b108, label %b90, !dbg !343

b108:                                             ; preds = %b107
  %t330 = fmul double %t262, 0x3FF71547652B82FE, !dbg !344
  %t331 = fadd double %t330, 5.000000e-01, !dbg !345
  %.123 = fptosi double %t331 to i64, !dbg !346
  br label %b90, !dbg !346

b110:                                             ; preds = %b87, %b80, %b82, %b84, %b100, %b92, %b90, %b103, %b98, %b60
  %t334 = phi double [ %t189, %b60 ], [ %t204, %b98 ], [ %t204, %b103 ], [ %t204, %b90 ], [ %t204, %b92 ], [ %t204, %b100 ], [ %t204, %b84 ], [ %t204, %b82 ], [ %t204, %b80 ], [ %t204, %b87 ]
  %t335 = phi double [ 1.000000e+00, %b60 ], [ %t314, %b98 ], [ %t327, %b103 ], [ %t296, %b90 ], [ %t296, %b92 ], [ %.176, %b100 ], [ 0.000000e+00, %b84 ], [ 0x7FF0000000000000, %b82 ], [ %t262, %b80 ], [ %t269, %b87 ]
  br i1 %t157, label %b118, label %b112, !dbg !347

b112:                                             ; preds = %b110
  %t336 = tail call double @llvm.fabs.f64(double %t148205), !dbg !241
  %t337 = fcmp ogt double %t336, 0x7FEFFFFFFFFFFFFF, !dbg !237
  br i1 %t337, label %b118, label %b114, !dbg !242

b114:                                             ; preds = %b112
  %t339 = fcmp olt double %t336, 0x10000000000000, !dbg !244
  %t340 = fmul double %t148205, 0x4330000000000000, !dbg !244
  %t341 = select i1 %t339, double %t340, double %t148205, !dbg !244
  %t343 = bitcast double %t341 to i64, !dbg !245
  %t344 = lshr i64 %t343, 52, !dbg !246
  %t345 = and i64 %t344, 2047, !dbg !247
  %t348 = select i1 %t339, i64 -1074, i64 -1022, !dbg !248
  %t349 = add nsw i64 %t348, %t345, !dbg !249
  %t350 = and i64 %t343, -9218868437227405313, !dbg !250
  %t351 = or i64 %t350, 4602678819172646912, !dbg !251
  %t352 = bitcast i64 %t351 to double, !dbg !252
  br label %b118, !dbg !253

b118:                                             ; preds = %b112, %b110, %b114
  %t353 = phi double [ %t352, %b114 ], [ %t148205, %b110 ], [ %t148205, %b112 ]
  %t354 = phi i64 [ %t349, %b114 ], [ 0, %b110 ], [ 0, %b112 ]
  %.125 = fcmp oge double %t334, 0xC3E0000000000000, !dbg !348
  %.126 = fcmp olt double %t334, 0x43E0000000000000, !dbg !348
  %.127 = and i1 %.125, %.126, !dbg !348
  %26 = fptosi double %t334 to i64, !dbg !348
  %.130 = select i1 %.127, i64 %26, i64 -9223372036854775808, !dbg !348
  %t361.not209 = icmp eq i64 %.130, 0, !dbg !349
  br i1 %t361.not209, label %b127, label %b120, !dbg !349

b120:                                             ; preds = %b118, %b122
  %t360214 = phi i64 [ %t379, %b122 ], [ %.130, %b118 ]
  %t359213 = phi i64 [ %t378, %b122 ], [ %t354, %b118 ]
  %t358212 = phi double [ %t377, %b122 ], [ %t353, %b118 ]
  %t357211 = phi i64 [ %t371, %b122 ], [ 0, %b118 ]
  %t356210 = phi double [ %t370, %b122 ], [ %t335, %b118 ]
  %27 = add i64 %t359213, -4097, !dbg !350
  %28 = icmp ult i64 %27, -8193, !dbg !350
  br i1 %28, label %b121, label %b122, !dbg !351

b121:                                             ; preds = %b120
  %t365 = add i64 %t359213, %t357211, !dbg !352
  br label %b127, !dbg !352

b122:                                             ; preds = %b120
  %t366 = and i64 %t360214, 1, !dbg !353
  %t367.not = icmp eq i64 %t366, 0, !dbg !354
  %t368 = select i1 %t367.not, double 1.000000e+00, double %t358212, !dbg !354
  %t370 = fmul double %t356210, %t368, !dbg !354
  %t369 = select i1 %t367.not, i64 0, i64 %t359213, !dbg !354
  %t371 = add i64 %t369, %t357211, !dbg !354
  %t372 = fmul double %t358212, %t358212, !dbg !355
  %t373 = shl nsw i64 %t359213, 1, !dbg !356
  %t374 = fcmp olt double %t372, 5.000000e-01, !dbg !357
  %t375 = select i1 %t374, double %t372, double -0.000000e+00, !dbg !357
  %t377 = fadd double %t372, %t375, !dbg !357
  %t376 = sext i1 %t374 to i64, !dbg !357
  %t378 = add i64 %t373, %t376, !dbg !357
  %t379 = ashr i64 %t360214, 1, !dbg !358
  %t361.not = icmp ult i64 %t360214, 2, !dbg !349
  br i1 %t361.not, label %b127, label %b120, !dbg !349

b127:                                             ; preds = %b122, %b118, %b121
  %t356201 = phi double [ %t356210, %b121 ], [ %t335, %b118 ], [ %t370, %b122 ]
  %t380 = phi i64 [ %t365, %b121 ], [ 0, %b118 ], [ %t371, %b122 ]
  %t381 = fcmp olt double %t149206, 0.000000e+00, !dbg !359
  br i1 %t381, label %b128, label %b129, !dbg !359

b128:                                             ; preds = %b127
  %t382 = fdiv double 1.000000e+00, %t356201, !dbg !360
  %t383 = sub i64 0, %t380, !dbg !361
  br label %b129, !dbg !361

b129:                                             ; preds = %b128, %b127
  %t384 = phi double [ %t356201, %b127 ], [ %t382, %b128 ]
  %t385 = phi i64 [ %t380, %b127 ], [ %t383, %b128 ]
  %t386 = fcmp oeq double %t384, 0.000000e+00, !dbg !320
  br i1 %t386, label %b163, label %b131, !dbg !320

b131:                                             ; preds = %b129
  %t387 = tail call double @llvm.fabs.f64(double %t384), !dbg !241
  %t388 = fcmp ogt double %t387, 0x7FEFFFFFFFFFFFFF, !dbg !237
  %t389 = fcmp uno double %t384, 0.000000e+00, !dbg !286
  %t390 = or i1 %t389, %t388, !dbg !322
  br i1 %t390, label %b163, label %b133, !dbg !323

b133:                                             ; preds = %b131
  %t391 = fcmp olt double %t387, 0x10000000000000, !dbg !244
  %t392 = fmul double %t384, 0x4330000000000000, !dbg !244
  %t393 = select i1 %t391, double %t392, double %t384, !dbg !244
  %t394 = select i1 %t391, i64 -52, i64 0, !dbg !244
  %t396 = bitcast double %t393 to i64, !dbg !324
  %t397 = lshr i64 %t396, 52, !dbg !325
  %t399 = and i64 %t397, 2047, !dbg !326
  %t400 = add i64 %t385, -1023, !dbg !327
  %t395 = add i64 %t400, %t394, !dbg !328
  %t401 = add i64 %t395, %t399, !dbg !329
  %t402 = icmp slt i64 %t401, -1075, !dbg !330
  br i1 %t402, label %b137, label %b138, !dbg !330

b137:                                             ; preds = %b133
  %t403 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t393), !dbg !331
  br label %b163, !dbg !332

b138:                                             ; preds = %b133
  %t404 = icmp sgt i64 %t401, 1023, !dbg !333
  br i1 %t404, label %b139, label %b142, !dbg !333

b139:                                             ; preds = %b138
  %t405 = fcmp olt double %t393, 0.000000e+00, !dbg !334
  %.178 = select i1 %t405, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !335
  br label %b163, !dbg !335

b142:                                             ; preds = %b138
  %t406 = icmp slt i64 %t401, -1022, !dbg !336
  %spec.select180 = select i1 %t406, double 0x3CA0000000000000, double 1.000000e+00, !dbg !336
  %t410 = and i64 %t396, -9218868437227405313, !dbg !337
  %29 = shl nsw i64 %t401, 52, !dbg !338
  %30 = add i64 %29, 238690780250636288, !dbg !338
  %t411 = select i1 %t406, i64 %30, i64 %29, !dbg !338
  %t413 = add i64 %t411, 4607182418800017408, !dbg !338
  %t414 = or i64 %t413, %t410, !dbg !339
  %t415 = bitcast i64 %t414 to double, !dbg !340
  %t416 = fmul double %spec.select180, %t415, !dbg !341
  br label %b163, !dbg !342

b146:                                             ; preds = %b31
  %t418 = tail call double @llvm.fabs.f64(double %t149206), !dbg !241
  %t419 = fcmp ogt double %t418, 0x7FEFFFFFFFFFFFFF, !dbg !237
  br i1 %t419, label %b147, label %b152, !dbg !362

b147:                                             ; preds = %b146
  %t420 = fcmp oeq double %t148205, -1.000000e+00, !dbg !363
  br i1 %t420, label %b163, label %b149, !dbg !363

b149:                                             ; preds = %b147
  %t421 = tail call double @llvm.fabs.f64(double %t148205), !dbg !364
  %t422 = fcmp uge double %t421, 1.000000e+00, !dbg !365
  %t423 = fcmp ogt double %t149206, 0x7FEFFFFFFFFFFFFF, !dbg !237
  %t424 = xor i1 %t422, %t423, !dbg !366
  %.181 = select i1 %t424, double 0.000000e+00, double 0x7FF0000000000000, !dbg !234
  br label %b163, !dbg !234

b152:                                             ; preds = %b146
  %t425 = tail call double @llvm.fabs.f64(double %t148205), !dbg !241
  %t426 = fcmp ogt double %t425, 0x7FEFFFFFFFFFFFFF, !dbg !237
  br i1 %t426, label %b153, label %b159, !dbg !367

b153:                                             ; preds = %b152
  %t428 = fcmp olt double %t148205, 0xFFEFFFFFFFFFFFFF, !dbg !237
  br i1 %t428, label %b154, label %b155, !dbg !368

b154:                                             ; preds = %b153
  %t429 = fdiv double 1.000000e+00, %t148205, !dbg !369
  %t430 = fneg double %t149206, !dbg !370
  %t150 = fcmp oeq double %t149206, 0.000000e+00, !dbg !200
  %t151 = fcmp oeq double %t429, 1.000000e+00, !dbg !202
  %t152 = or i1 %t151, %t150, !dbg !202
  br i1 %t152, label %b163, label %b27, !dbg !200

b155:                                             ; preds = %b153
  %t431 = fcmp olt double %t149206, 0.000000e+00, !dbg !371
  br i1 %t431, label %b163, label %b157, !dbg !371

b157:                                             ; preds = %b155
  %t418.le = tail call double @llvm.fabs.f64(double %t149206), !dbg !241
  %t432 = fcmp ogt double %t149206, 0.000000e+00, !dbg !372
  br i1 %t432, label %b163, label %b52, !dbg !372

b159:                                             ; preds = %b152
  %t433 = fcmp oeq double %t149206, 5.000000e-01, !dbg !373
  br i1 %t433, label %b160, label %b161, !dbg !373

b160:                                             ; preds = %b159
  %.132 = fcmp olt double %t148205, 0x1000000000000000, !dbg !374
  %.133 = fmul double %t148205, 0x4FF0000000000000, !dbg !374
  %.134 = select i1 %.132, double %.133, double %t148205, !dbg !374
  %.135 = tail call double @llvm.amdgcn.rsq.f64(double %.134), !dbg !374
  %.136 = fmul double %.134, %.135, !dbg !374
  %.137 = fmul double %.135, 5.000000e-01, !dbg !374
  %.138 = fneg double %.137, !dbg !374
  %.139 = tail call double @llvm.fma.f64(double %.138, double %.136, double 5.000000e-01), !dbg !374
  %.140 = tail call double @llvm.fma.f64(double %.137, double %.139, double %.137), !dbg !374
  %.141 = tail call double @llvm.fma.f64(double %.136, double %.139, double %.136), !dbg !374
  %.142 = fneg double %.141, !dbg !374
  %.143 = tail call double @llvm.fma.f64(double %.142, double %.141, double %.134), !dbg !374
  %.144 = tail call double @llvm.fma.f64(double %.143, double %.140, double %.141), !dbg !374
  %.145 = fneg double %.144, !dbg !374
  %.146 = tail call double @llvm.fma.f64(double %.145, double %.144, double %.134), !dbg !374
  %.147 = tail call double @llvm.fma.f64(double %.146, double %.140, double %.144), !dbg !374
  %.148 = fmul double %.147, 0x37F0000000000000, !dbg !374
  %.149 = select i1 %.132, double %.148, double %.147, !dbg !374
  %.150 = fcmp oeq double %.134, 0.000000e+00, !dbg !374
  %.151 = fcmp oeq double %.134, 0x7FF0000000000000, !dbg !374
  %.152 = or i1 %.150, %.151, !dbg !374
  %.153 = select i1 %.152, double %.134, double %.149, !dbg !374
  br label %b163, !dbg !375

b161:                                             ; preds = %b159
  %t418.le257 = tail call double @llvm.fabs.f64(double %t149206), !dbg !241
  %t435 = fcmp oeq double %t149206, -5.000000e-01, !dbg !376
  br i1 %t435, label %b162, label %b52, !dbg !376

b162:                                             ; preds = %b161
  %.154 = fcmp olt double %t148205, 0x1000000000000000, !dbg !377
  %.155 = fmul double %t148205, 0x4FF0000000000000, !dbg !377
  %.156 = select i1 %.154, double %.155, double %t148205, !dbg !377
  %.157 = tail call double @llvm.amdgcn.rsq.f64(double %.156), !dbg !377
  %.158 = fmul double %.156, %.157, !dbg !377
  %.159 = fmul double %.157, 5.000000e-01, !dbg !377
  %.160 = fneg double %.159, !dbg !377
  %.161 = tail call double @llvm.fma.f64(double %.160, double %.158, double 5.000000e-01), !dbg !377
  %.162 = tail call double @llvm.fma.f64(double %.159, double %.161, double %.159), !dbg !377
  %.163 = tail call double @llvm.fma.f64(double %.158, double %.161, double %.158), !dbg !377
  %.164 = fneg double %.163, !dbg !377
  %.165 = tail call double @llvm.fma.f64(double %.164, double %.163, double %.156), !dbg !377
  %.166 = tail call double @llvm.fma.f64(double %.165, double %.162, double %.163), !dbg !377
  %.167 = fneg double %.166, !dbg !377
  %.168 = tail call double @llvm.fma.f64(double %.167, double %.166, double %.156), !dbg !377
  %.169 = tail call double @llvm.fma.f64(double %.168, double %.162, double %.166), !dbg !377
  %.170 = fmul double %.169, 0x37F0000000000000, !dbg !377
  %.171 = select i1 %.154, double %.170, double %.169, !dbg !377
  %.172 = fcmp oeq double %.156, 0.000000e+00, !dbg !377
  %.173 = fcmp oeq double %.156, 0x7FF0000000000000, !dbg !377
  %.174 = or i1 %.172, %.173, !dbg !377
  %.175 = select i1 %.174, double %.156, double %.171, !dbg !377
  %t437 = fdiv double 1.000000e+00, %.175, !dbg !378
  br label %b163, !dbg !379

b163:                                             ; preds = %b154, %b27, %b29, %b24, %b157, %b155, %b149, %b147, %b137, %b142, %b129, %b131, %b139, %b57, %b55, %b52, %b46, %b36, %b162, %b160, %b51, %b41
  %t438 = phi double [ 0x7FF0000000000000, %b41 ], [ 0.000000e+00, %b51 ], [ %.153, %b160 ], [ %t437, %b162 ], [ 0xFFF0000000000000, %b36 ], [ %t148205, %b46 ], [ 0x7FF8000000000001, %b52 ], [ 1.000000e+00, %b55 ], [ %., %b57 ], [ %t403, %b137 ], [ %t416, %b142 ], [ %t384, %b129 ], [ %t384, %b131 ], [ %.178, %b139 ], [ 1.000000e+00, %b147 ], [ %.181, %b149 ], [ 0.000000e+00, %b155 ], [ 0x7FF0000000000000, %b157 ], [ 1.000000e+00, %b24 ], [ 0x7FF8000000000001, %b29 ], [ %t148205, %b27 ], [ 1.000000e+00, %b154 ]
  %t439 = fptrunc double %t438 to float, !dbg !380
  %t440 = fdiv float %t439, %t145, !dbg !381
  %t441 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !199
  store float %t440, ptr addrspace(1) %t441, align 4, !dbg !199
  %t442 = add i64 %t22218, %t13, !dbg !199
  %t23 = icmp slt i64 %t442, %a0, !dbg !199
  br i1 %t23, label %b2, label %b164, !dbg !199

b164:                                             ; preds = %b163, %entry
  ret void, !dbg !199
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.amdgcn.rsq.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #2

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

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
!23 = !DILocation(line: 66, column: 14, scope: !9)
!24 = !DILocation(line: 15, column: 17, scope: !25)
!25 = !DILexicalBlockFile(scope: !4, file: !26, discriminator: 0)
!26 = !DIFile(filename: "math/modf.go", directory: "")
!27 = !DILocation(line: 16, column: 25, scope: !25)
!28 = !DILocation(line: 16, column: 23, scope: !25)
!29 = !DILocation(line: 18, column: 12, scope: !9)
!30 = !DILocation(line: 66, column: 29, scope: !9)
!31 = !DILocation(line: 69, column: 4, scope: !9)
!32 = !DILocation(line: 70, column: 10, scope: !9)
!33 = !DILocation(line: 101, column: 20, scope: !9)
!34 = !DILocation(line: 71, column: 14, scope: !9)
!35 = !DILocation(line: 71, column: 29, scope: !9)
!36 = !DILocation(line: 74, column: 4, scope: !9)
!37 = !DILocation(line: 102, column: 8, scope: !9)
!38 = !DILocation(line: 102, column: 18, scope: !9)
!39 = !DILocation(line: 105, column: 8, scope: !9)
!40 = !DILocation(line: 109, column: 10, scope: !9)
!41 = !DILocation(line: 111, column: 12, scope: !9)
!42 = !DILocation(line: 111, column: 16, scope: !9)
!43 = !DILocation(line: 111, column: 27, scope: !9)
!44 = !DILocation(line: 111, column: 21, scope: !9)
!45 = !DILocation(line: 0, scope: !9)
!46 = !DILocation(line: 123, column: 8, scope: !9)
!47 = !DILocation(line: 124, column: 9, scope: !9)
!48 = !DILocation(line: 56, column: 11, scope: !49)
!49 = !DILexicalBlockFile(scope: !4, file: !50, discriminator: 0)
!50 = !DIFile(filename: "math/bits.go", directory: "")
!51 = !DILocation(line: 103, column: 12, scope: !52)
!52 = !DILexicalBlockFile(scope: !4, file: !53, discriminator: 0)
!53 = !DIFile(filename: "math/log.go", directory: "")
!54 = !DILocation(line: 52, column: 10, scope: !49)
!55 = !DILocation(line: 29, column: 12, scope: !56)
!56 = !DILexicalBlockFile(scope: !4, file: !57, discriminator: 0)
!57 = !DIFile(filename: "math/frexp.go", directory: "")
!58 = !DILocation(line: 63, column: 12, scope: !49)
!59 = !DILocation(line: 33, column: 18, scope: !56)
!60 = !DILocation(line: 34, column: 15, scope: !56)
!61 = !DILocation(line: 34, column: 23, scope: !56)
!62 = !DILocation(line: 34, column: 37, scope: !56)
!63 = !DILocation(line: 34, column: 2, scope: !56)
!64 = !DILocation(line: 35, column: 2, scope: !56)
!65 = !DILocation(line: 36, column: 2, scope: !56)
!66 = !DILocation(line: 37, column: 24, scope: !56)
!67 = !DILocation(line: 38, column: 2, scope: !56)
!68 = !DILocation(line: 113, column: 8, scope: !52)
!69 = !DILocation(line: 117, column: 10, scope: !52)
!70 = !DILocation(line: 118, column: 14, scope: !52)
!71 = !DILocation(line: 121, column: 14, scope: !52)
!72 = !DILocation(line: 121, column: 9, scope: !52)
!73 = !DILocation(line: 122, column: 10, scope: !52)
!74 = !DILocation(line: 123, column: 11, scope: !52)
!75 = !DILocation(line: 124, column: 35, scope: !52)
!76 = !DILocation(line: 124, column: 32, scope: !52)
!77 = !DILocation(line: 124, column: 28, scope: !52)
!78 = !DILocation(line: 124, column: 25, scope: !52)
!79 = !DILocation(line: 124, column: 21, scope: !52)
!80 = !DILocation(line: 124, column: 17, scope: !52)
!81 = !DILocation(line: 124, column: 11, scope: !52)
!82 = !DILocation(line: 125, column: 28, scope: !52)
!83 = !DILocation(line: 125, column: 25, scope: !52)
!84 = !DILocation(line: 125, column: 21, scope: !52)
!85 = !DILocation(line: 125, column: 17, scope: !52)
!86 = !DILocation(line: 125, column: 11, scope: !52)
!87 = !DILocation(line: 126, column: 10, scope: !52)
!88 = !DILocation(line: 127, column: 14, scope: !52)
!89 = !DILocation(line: 127, column: 18, scope: !52)
!90 = !DILocation(line: 128, column: 10, scope: !52)
!91 = !DILocation(line: 128, column: 36, scope: !52)
!92 = !DILocation(line: 128, column: 30, scope: !52)
!93 = !DILocation(line: 128, column: 43, scope: !52)
!94 = !DILocation(line: 128, column: 40, scope: !52)
!95 = !DILocation(line: 128, column: 26, scope: !52)
!96 = !DILocation(line: 128, column: 52, scope: !52)
!97 = !DILocation(line: 128, column: 17, scope: !52)
!98 = !DILocation(line: 128, column: 2, scope: !52)
!99 = !DILocation(line: 128, column: 15, scope: !9)
!100 = !DILocation(line: 39, column: 11, scope: !49)
!101 = !DILocation(line: 112, column: 12, scope: !102)
!102 = !DILexicalBlockFile(scope: !4, file: !103, discriminator: 0)
!103 = !DIFile(filename: "math/exp.go", directory: "")
!104 = !DILocation(line: 114, column: 9, scope: !102)
!105 = !DILocation(line: 116, column: 9, scope: !102)
!106 = !DILocation(line: 118, column: 17, scope: !102)
!107 = !DILocation(line: 118, column: 26, scope: !102)
!108 = !DILocation(line: 119, column: 12, scope: !102)
!109 = !DILocation(line: 119, column: 3, scope: !102)
!110 = !DILocation(line: 125, column: 9, scope: !102)
!111 = !DILocation(line: 126, column: 16, scope: !102)
!112 = !DILocation(line: 126, column: 19, scope: !102)
!113 = !DILocation(line: 126, column: 10, scope: !102)
!114 = !DILocation(line: 130, column: 19, scope: !102)
!115 = !DILocation(line: 130, column: 22, scope: !102)
!116 = !DILocation(line: 130, column: 10, scope: !102)
!117 = !DILocation(line: 131, column: 19, scope: !102)
!118 = !DILocation(line: 193, column: 10, scope: !102)
!119 = !DILocation(line: 194, column: 9, scope: !102)
!120 = !DILocation(line: 195, column: 36, scope: !102)
!121 = !DILocation(line: 195, column: 34, scope: !102)
!122 = !DILocation(line: 195, column: 30, scope: !102)
!123 = !DILocation(line: 195, column: 28, scope: !102)
!124 = !DILocation(line: 195, column: 24, scope: !102)
!125 = !DILocation(line: 195, column: 22, scope: !102)
!126 = !DILocation(line: 195, column: 18, scope: !102)
!127 = !DILocation(line: 195, column: 16, scope: !102)
!128 = !DILocation(line: 195, column: 12, scope: !102)
!129 = !DILocation(line: 195, column: 9, scope: !102)
!130 = !DILocation(line: 196, column: 20, scope: !102)
!131 = !DILocation(line: 196, column: 26, scope: !102)
!132 = !DILocation(line: 196, column: 23, scope: !102)
!133 = !DILocation(line: 196, column: 16, scope: !102)
!134 = !DILocation(line: 196, column: 9, scope: !102)
!135 = !DILocation(line: 25, column: 12, scope: !136)
!136 = !DILexicalBlockFile(scope: !4, file: !137, discriminator: 0)
!137 = !DIFile(filename: "math/ldexp.go", directory: "")
!138 = !DILocation(line: 27, column: 30, scope: !136)
!139 = !DILocation(line: 27, column: 12, scope: !136)
!140 = !DILocation(line: 32, column: 18, scope: !136)
!141 = !DILocation(line: 33, column: 14, scope: !136)
!142 = !DILocation(line: 33, column: 22, scope: !136)
!143 = !DILocation(line: 33, column: 28, scope: !136)
!144 = !DILocation(line: 31, column: 2, scope: !136)
!145 = !DILocation(line: 33, column: 2, scope: !136)
!146 = !DILocation(line: 34, column: 9, scope: !136)
!147 = !DILocation(line: 35, column: 18, scope: !136)
!148 = !DILocation(line: 35, column: 3, scope: !136)
!149 = !DILocation(line: 37, column: 9, scope: !136)
!150 = !DILocation(line: 38, column: 11, scope: !136)
!151 = !DILocation(line: 0, scope: !136)
!152 = !DILocation(line: 44, column: 9, scope: !136)
!153 = !DILocation(line: 48, column: 2, scope: !136)
!154 = !DILocation(line: 49, column: 24, scope: !136)
!155 = !DILocation(line: 49, column: 2, scope: !136)
!156 = !DILocation(line: 50, column: 28, scope: !136)
!157 = !DILocation(line: 50, column: 11, scope: !136)
!158 = !DILocation(line: 50, column: 2, scope: !136)
!159 = !DILocation(line: 127, column: 9, scope: !102)
!160 = !DILocation(line: 128, column: 16, scope: !102)
!161 = !DILocation(line: 128, column: 19, scope: !102)
!162 = !DILocation(line: 128, column: 10, scope: !102)
!163 = !DILocation(line: 27, column: 9, scope: !56)
!164 = !DILocation(line: 136, column: 16, scope: !9)
!165 = !DILocation(line: 136, column: 24, scope: !9)
!166 = !DILocation(line: 137, column: 27, scope: !9)
!167 = !DILocation(line: 137, column: 9, scope: !9)
!168 = !DILocation(line: 143, column: 4, scope: !9)
!169 = !DILocation(line: 146, column: 7, scope: !9)
!170 = !DILocation(line: 146, column: 10, scope: !9)
!171 = !DILocation(line: 150, column: 3, scope: !9)
!172 = !DILocation(line: 151, column: 3, scope: !9)
!173 = !DILocation(line: 152, column: 9, scope: !9)
!174 = !DILocation(line: 136, column: 30, scope: !9)
!175 = !DILocation(line: 161, column: 7, scope: !9)
!176 = !DILocation(line: 162, column: 10, scope: !9)
!177 = !DILocation(line: 163, column: 8, scope: !9)
!178 = !DILocation(line: 76, column: 12, scope: !9)
!179 = !DILocation(line: 78, column: 10, scope: !9)
!180 = !DILocation(line: 80, column: 12, scope: !9)
!181 = !DILocation(line: 80, column: 16, scope: !9)
!182 = !DILocation(line: 80, column: 21, scope: !9)
!183 = !DILocation(line: 85, column: 12, scope: !9)
!184 = !DILocation(line: 86, column: 11, scope: !9)
!185 = !DILocation(line: 87, column: 16, scope: !9)
!186 = !DILocation(line: 87, column: 20, scope: !9)
!187 = !DILocation(line: 90, column: 10, scope: !9)
!188 = !DILocation(line: 92, column: 10, scope: !9)
!189 = !DILocation(line: 95, column: 9, scope: !9)
!190 = !DILocation(line: 96, column: 14, scope: !9)
!191 = !DILocation(line: 96, column: 3, scope: !9)
!192 = !DILocation(line: 97, column: 9, scope: !9)
!193 = !DILocation(line: 98, column: 18, scope: !9)
!194 = !DILocation(line: 98, column: 12, scope: !9)
!195 = !DILocation(line: 98, column: 3, scope: !9)
!196 = !DILocation(line: 39, column: 16, scope: !4)
!197 = !DILocation(line: 39, column: 51, scope: !4)
!198 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!199 = !DILocation(line: 45, column: 6, scope: !198)
!200 = !DILocation(line: 57, column: 9, scope: !201)
!201 = !DILexicalBlockFile(scope: !198, file: !10, discriminator: 0)
!202 = !DILocation(line: 57, column: 19, scope: !201)
!203 = !DILocation(line: 39, column: 45, scope: !198)
!204 = !DILocation(line: 39, column: 33, scope: !198)
!205 = !DILocation(line: 59, column: 9, scope: !201)
!206 = !DILocation(line: 61, column: 24, scope: !201)
!207 = !DILocation(line: 61, column: 12, scope: !201)
!208 = !DILocation(line: 63, column: 9, scope: !201)
!209 = !DILocation(line: 65, column: 10, scope: !201)
!210 = !DILocation(line: 9, column: 26, scope: !211)
!211 = !DILexicalBlockFile(scope: !198, file: !21, discriminator: 0)
!212 = !DILocation(line: 9, column: 31, scope: !211)
!213 = !DILocation(line: 66, column: 14, scope: !201)
!214 = !DILocation(line: 15, column: 17, scope: !215)
!215 = !DILexicalBlockFile(scope: !198, file: !26, discriminator: 0)
!216 = !DILocation(line: 16, column: 25, scope: !215)
!217 = !DILocation(line: 16, column: 23, scope: !215)
!218 = !DILocation(line: 18, column: 12, scope: !201)
!219 = !DILocation(line: 66, column: 29, scope: !201)
!220 = !DILocation(line: 69, column: 4, scope: !201)
!221 = !DILocation(line: 70, column: 10, scope: !201)
!222 = !DILocation(line: 101, column: 20, scope: !201)
!223 = !DILocation(line: 71, column: 14, scope: !201)
!224 = !DILocation(line: 71, column: 29, scope: !201)
!225 = !DILocation(line: 74, column: 4, scope: !201)
!226 = !DILocation(line: 102, column: 8, scope: !201)
!227 = !DILocation(line: 102, column: 18, scope: !201)
!228 = !DILocation(line: 105, column: 8, scope: !201)
!229 = !DILocation(line: 109, column: 10, scope: !201)
!230 = !DILocation(line: 111, column: 12, scope: !201)
!231 = !DILocation(line: 111, column: 16, scope: !201)
!232 = !DILocation(line: 111, column: 27, scope: !201)
!233 = !DILocation(line: 111, column: 21, scope: !201)
!234 = !DILocation(line: 0, scope: !201)
!235 = !DILocation(line: 123, column: 8, scope: !201)
!236 = !DILocation(line: 124, column: 9, scope: !201)
!237 = !DILocation(line: 56, column: 11, scope: !238)
!238 = !DILexicalBlockFile(scope: !198, file: !50, discriminator: 0)
!239 = !DILocation(line: 103, column: 12, scope: !240)
!240 = !DILexicalBlockFile(scope: !198, file: !53, discriminator: 0)
!241 = !DILocation(line: 52, column: 10, scope: !238)
!242 = !DILocation(line: 29, column: 12, scope: !243)
!243 = !DILexicalBlockFile(scope: !198, file: !57, discriminator: 0)
!244 = !DILocation(line: 63, column: 12, scope: !238)
!245 = !DILocation(line: 33, column: 18, scope: !243)
!246 = !DILocation(line: 34, column: 15, scope: !243)
!247 = !DILocation(line: 34, column: 23, scope: !243)
!248 = !DILocation(line: 34, column: 37, scope: !243)
!249 = !DILocation(line: 34, column: 2, scope: !243)
!250 = !DILocation(line: 35, column: 2, scope: !243)
!251 = !DILocation(line: 36, column: 2, scope: !243)
!252 = !DILocation(line: 37, column: 24, scope: !243)
!253 = !DILocation(line: 38, column: 2, scope: !243)
!254 = !DILocation(line: 113, column: 8, scope: !240)
!255 = !DILocation(line: 117, column: 10, scope: !240)
!256 = !DILocation(line: 118, column: 14, scope: !240)
!257 = !DILocation(line: 121, column: 14, scope: !240)
!258 = !DILocation(line: 121, column: 9, scope: !240)
!259 = !DILocation(line: 122, column: 10, scope: !240)
!260 = !DILocation(line: 123, column: 11, scope: !240)
!261 = !DILocation(line: 124, column: 35, scope: !240)
!262 = !DILocation(line: 124, column: 32, scope: !240)
!263 = !DILocation(line: 124, column: 28, scope: !240)
!264 = !DILocation(line: 124, column: 25, scope: !240)
!265 = !DILocation(line: 124, column: 21, scope: !240)
!266 = !DILocation(line: 124, column: 17, scope: !240)
!267 = !DILocation(line: 124, column: 11, scope: !240)
!268 = !DILocation(line: 125, column: 28, scope: !240)
!269 = !DILocation(line: 125, column: 25, scope: !240)
!270 = !DILocation(line: 125, column: 21, scope: !240)
!271 = !DILocation(line: 125, column: 17, scope: !240)
!272 = !DILocation(line: 125, column: 11, scope: !240)
!273 = !DILocation(line: 126, column: 10, scope: !240)
!274 = !DILocation(line: 127, column: 14, scope: !240)
!275 = !DILocation(line: 127, column: 18, scope: !240)
!276 = !DILocation(line: 128, column: 10, scope: !240)
!277 = !DILocation(line: 128, column: 36, scope: !240)
!278 = !DILocation(line: 128, column: 30, scope: !240)
!279 = !DILocation(line: 128, column: 43, scope: !240)
!280 = !DILocation(line: 128, column: 40, scope: !240)
!281 = !DILocation(line: 128, column: 26, scope: !240)
!282 = !DILocation(line: 128, column: 52, scope: !240)
!283 = !DILocation(line: 128, column: 17, scope: !240)
!284 = !DILocation(line: 128, column: 2, scope: !240)
!285 = !DILocation(line: 128, column: 15, scope: !201)
!286 = !DILocation(line: 39, column: 11, scope: !238)
!287 = !DILocation(line: 112, column: 12, scope: !288)
!288 = !DILexicalBlockFile(scope: !198, file: !103, discriminator: 0)
!289 = !DILocation(line: 114, column: 9, scope: !288)
!290 = !DILocation(line: 116, column: 9, scope: !288)
!291 = !DILocation(line: 118, column: 17, scope: !288)
!292 = !DILocation(line: 118, column: 26, scope: !288)
!293 = !DILocation(line: 119, column: 12, scope: !288)
!294 = !DILocation(line: 119, column: 3, scope: !288)
!295 = !DILocation(line: 125, column: 9, scope: !288)
!296 = !DILocation(line: 126, column: 16, scope: !288)
!297 = !DILocation(line: 126, column: 19, scope: !288)
!298 = !DILocation(line: 126, column: 10, scope: !288)
!299 = !DILocation(line: 130, column: 19, scope: !288)
!300 = !DILocation(line: 130, column: 22, scope: !288)
!301 = !DILocation(line: 130, column: 10, scope: !288)
!302 = !DILocation(line: 131, column: 19, scope: !288)
!303 = !DILocation(line: 193, column: 10, scope: !288)
!304 = !DILocation(line: 194, column: 9, scope: !288)
!305 = !DILocation(line: 195, column: 36, scope: !288)
!306 = !DILocation(line: 195, column: 34, scope: !288)
!307 = !DILocation(line: 195, column: 30, scope: !288)
!308 = !DILocation(line: 195, column: 28, scope: !288)
!309 = !DILocation(line: 195, column: 24, scope: !288)
!310 = !DILocation(line: 195, column: 22, scope: !288)
!311 = !DILocation(line: 195, column: 18, scope: !288)
!312 = !DILocation(line: 195, column: 16, scope: !288)
!313 = !DILocation(line: 195, column: 12, scope: !288)
!314 = !DILocation(line: 195, column: 9, scope: !288)
!315 = !DILocation(line: 196, column: 20, scope: !288)
!316 = !DILocation(line: 196, column: 26, scope: !288)
!317 = !DILocation(line: 196, column: 23, scope: !288)
!318 = !DILocation(line: 196, column: 16, scope: !288)
!319 = !DILocation(line: 196, column: 9, scope: !288)
!320 = !DILocation(line: 25, column: 12, scope: !321)
!321 = !DILexicalBlockFile(scope: !198, file: !137, discriminator: 0)
!322 = !DILocation(line: 27, column: 30, scope: !321)
!323 = !DILocation(line: 27, column: 12, scope: !321)
!324 = !DILocation(line: 32, column: 18, scope: !321)
!325 = !DILocation(line: 33, column: 14, scope: !321)
!326 = !DILocation(line: 33, column: 22, scope: !321)
!327 = !DILocation(line: 33, column: 28, scope: !321)
!328 = !DILocation(line: 31, column: 2, scope: !321)
!329 = !DILocation(line: 33, column: 2, scope: !321)
!330 = !DILocation(line: 34, column: 9, scope: !321)
!331 = !DILocation(line: 35, column: 18, scope: !321)
!332 = !DILocation(line: 35, column: 3, scope: !321)
!333 = !DILocation(line: 37, column: 9, scope: !321)
!334 = !DILocation(line: 38, column: 11, scope: !321)
!335 = !DILocation(line: 0, scope: !321)
!336 = !DILocation(line: 44, column: 9, scope: !321)
!337 = !DILocation(line: 48, column: 2, scope: !321)
!338 = !DILocation(line: 49, column: 24, scope: !321)
!339 = !DILocation(line: 49, column: 2, scope: !321)
!340 = !DILocation(line: 50, column: 28, scope: !321)
!341 = !DILocation(line: 50, column: 11, scope: !321)
!342 = !DILocation(line: 50, column: 2, scope: !321)
!343 = !DILocation(line: 127, column: 9, scope: !288)
!344 = !DILocation(line: 128, column: 16, scope: !288)
!345 = !DILocation(line: 128, column: 19, scope: !288)
!346 = !DILocation(line: 128, column: 10, scope: !288)
!347 = !DILocation(line: 27, column: 9, scope: !243)
!348 = !DILocation(line: 136, column: 16, scope: !201)
!349 = !DILocation(line: 136, column: 24, scope: !201)
!350 = !DILocation(line: 137, column: 27, scope: !201)
!351 = !DILocation(line: 137, column: 9, scope: !201)
!352 = !DILocation(line: 143, column: 4, scope: !201)
!353 = !DILocation(line: 146, column: 7, scope: !201)
!354 = !DILocation(line: 146, column: 10, scope: !201)
!355 = !DILocation(line: 150, column: 3, scope: !201)
!356 = !DILocation(line: 151, column: 3, scope: !201)
!357 = !DILocation(line: 152, column: 9, scope: !201)
!358 = !DILocation(line: 136, column: 30, scope: !201)
!359 = !DILocation(line: 161, column: 7, scope: !201)
!360 = !DILocation(line: 162, column: 10, scope: !201)
!361 = !DILocation(line: 163, column: 8, scope: !201)
!362 = !DILocation(line: 76, column: 12, scope: !201)
!363 = !DILocation(line: 78, column: 10, scope: !201)
!364 = !DILocation(line: 80, column: 12, scope: !201)
!365 = !DILocation(line: 80, column: 16, scope: !201)
!366 = !DILocation(line: 80, column: 21, scope: !201)
!367 = !DILocation(line: 85, column: 12, scope: !201)
!368 = !DILocation(line: 86, column: 11, scope: !201)
!369 = !DILocation(line: 87, column: 16, scope: !201)
!370 = !DILocation(line: 87, column: 20, scope: !201)
!371 = !DILocation(line: 90, column: 10, scope: !201)
!372 = !DILocation(line: 92, column: 10, scope: !201)
!373 = !DILocation(line: 95, column: 9, scope: !201)
!374 = !DILocation(line: 96, column: 14, scope: !201)
!375 = !DILocation(line: 96, column: 3, scope: !201)
!376 = !DILocation(line: 97, column: 9, scope: !201)
!377 = !DILocation(line: 98, column: 18, scope: !201)
!378 = !DILocation(line: 98, column: 12, scope: !201)
!379 = !DILocation(line: 98, column: 3, scope: !201)
!380 = !DILocation(line: 39, column: 16, scope: !198)
!381 = !DILocation(line: 39, column: 51, scope: !198)

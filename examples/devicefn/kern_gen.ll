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
  %t1524 = icmp slt i64 %t12, %a0, !dbg !7
  br i1 %t1524, label %b2, label %b9, !dbg !7

b2:                                               ; preds = %entry, %math.pow.exit
  %t1425 = phi i64 [ %t31, %math.pow.exit ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !7

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1425, !dbg !7
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !7

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1425, !dbg !7
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t1425, !dbg !7
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !7
  br label %b8, !dbg !7

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t2113.i = fcmp oeq float %t21, 0.000000e+00, !dbg !8
  %t3114.i = fcmp oeq float %t18, 1.000000e+00
  %or.cond115.i = select i1 %t2113.i, i1 true, i1 %t3114.i, !dbg !8
  br i1 %or.cond115.i, label %math.pow.exit, label %b4.i.preheader, !dbg !8

b4.i.preheader:                                   ; preds = %b8
  %t26 = fpext float %t21 to double, !dbg !12
  %t25 = fpext float %t18 to double, !dbg !13
  br label %b4.i, !dbg !14

b4.i:                                             ; preds = %b4.i.preheader, %b140.i
  %t1117.i = phi double [ %t273.i, %b140.i ], [ %t26, %b4.i.preheader ]
  %t0116.i = phi double [ %t272.i, %b140.i ], [ %t25, %b4.i.preheader ]
  %t4.i = fcmp oeq double %t1117.i, 1.000000e+00, !dbg !14
  br i1 %t4.i, label %math.pow.exit, label %b6.i, !dbg !14

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp uno double %t0116.i, 0.000000e+00, !dbg !15
  %t6.i = fcmp uno double %t1117.i, 0.000000e+00
  %or.cond1.i = select i1 %t5.i, i1 true, i1 %t6.i, !dbg !18
  br i1 %or.cond1.i, label %math.pow.exit, label %b9.i, !dbg !18

b9.i:                                             ; preds = %b6.i
  %t7.i = fcmp oeq double %t0116.i, 0.000000e+00, !dbg !19
  br i1 %t7.i, label %b10.i, label %b132.i, !dbg !19

b10.i:                                            ; preds = %b9.i
  %t8.i = fcmp olt double %t1117.i, 0.000000e+00, !dbg !20
  br i1 %t8.i, label %b11.i, label %b20.i, !dbg !20

b11.i:                                            ; preds = %b10.i
  %t9.i = bitcast double %t0116.i to i64, !dbg !21
  %t11.i = icmp sgt i64 %t9.i, -1, !dbg !24
  %t12.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t13.i = fcmp oge double %t12.i, 0x4340000000000000
  %or.cond88.i = select i1 %t11.i, i1 true, i1 %t13.i, !dbg !25
  br i1 %or.cond88.i, label %b19.i, label %b14.i, !dbg !25

b14.i:                                            ; preds = %b11.i
  %t14.i = tail call double @llvm.trunc.f64(double %t1117.i), !dbg !26
  %t15.i = fsub double %t1117.i, %t14.i, !dbg !29
  %t16.i = tail call double @llvm.copysign.f64(double %t15.i, double %t1117.i), !dbg !30
  %t17.i = fcmp oeq double %t16.i, 0.000000e+00, !dbg !31
  br i1 %t17.i, label %b15.i, label %b19.i, !dbg !31

b15.i:                                            ; preds = %b14.i
  %.1.i = fcmp oge double %t14.i, 0xC3E0000000000000, !dbg !32
  %.2.i = fcmp olt double %t14.i, 0x43E0000000000000, !dbg !32
  %.3.i = and i1 %.1.i, %.2.i, !dbg !32
  %0 = fptosi double %t14.i to i64, !dbg !32
  %.op92.i = and i64 %0, 1, !dbg !33
  %t2093.i = icmp ne i64 %.op92.i, 0, !dbg !34
  %t20.i = select i1 %.3.i, i1 %t2093.i, i1 false, !dbg !34
  br i1 %t20.i, label %math.pow.exit, label %b19.i, !dbg !35

b19.i:                                            ; preds = %b15.i, %b14.i, %b11.i
  br label %math.pow.exit

b20.i:                                            ; preds = %b10.i
  %t23.i = fcmp ogt double %t1117.i, 0.000000e+00, !dbg !36
  br i1 %t23.i, label %b21.i, label %b20.b30_crit_edge.i, !dbg !36

b20.b30_crit_edge.i:                              ; preds = %b20.i
  %.pre.i = tail call double @llvm.fabs.f64(double %t1117.i), !dbg !37
  br label %b30.i, !dbg !36

b21.i:                                            ; preds = %b20.i
  %t24.i = bitcast double %t0116.i to i64, !dbg !21
  %t26.i = icmp sgt i64 %t24.i, -1, !dbg !24
  %t27.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t28.i = fcmp oge double %t27.i, 0x4340000000000000
  %or.cond89.i = select i1 %t26.i, i1 true, i1 %t28.i, !dbg !38
  br i1 %or.cond89.i, label %b29.i, label %b24.i, !dbg !38

b24.i:                                            ; preds = %b21.i
  %t29.i = tail call double @llvm.trunc.f64(double %t1117.i), !dbg !26
  %t30.i = fsub double %t1117.i, %t29.i, !dbg !29
  %t31.i = tail call double @llvm.copysign.f64(double %t30.i, double %t1117.i), !dbg !30
  %t32.i = fcmp oeq double %t31.i, 0.000000e+00, !dbg !31
  br i1 %t32.i, label %b25.i, label %b29.i, !dbg !31

b25.i:                                            ; preds = %b24.i
  %.7.i = fcmp oge double %t29.i, 0xC3E0000000000000, !dbg !32
  %.8.i = fcmp olt double %t29.i, 0x43E0000000000000, !dbg !32
  %.9.i = and i1 %.7.i, %.8.i, !dbg !32
  %1 = fptosi double %t29.i to i64, !dbg !32
  %.op.i = and i64 %1, 1, !dbg !33
  %t3591.i = icmp ne i64 %.op.i, 0, !dbg !34
  %t35.i = select i1 %.9.i, i1 %t3591.i, i1 false, !dbg !34
  br i1 %t35.i, label %math.pow.exit, label %b29.i, !dbg !39

b29.i:                                            ; preds = %b25.i, %b24.i, %b21.i
  br label %math.pow.exit

b30.i:                                            ; preds = %b147.i, %b143.i, %b20.b30_crit_edge.i
  %t38.pre-phi.i = phi double [ %.pre.i, %b20.b30_crit_edge.i ], [ %t261.i.le64, %b147.i ], [ %t261.i.le, %b143.i ], !dbg !37
  %t39.i = tail call double @llvm.trunc.f64(double %t38.pre-phi.i), !dbg !26
  %t40.i = fsub double %t38.pre-phi.i, %t39.i, !dbg !29
  %2 = tail call double @llvm.fabs.f64(double %t40.i), !dbg !30
  %t42.i = fcmp une double %t40.i, 0.000000e+00, !dbg !40
  %t43.i = fcmp olt double %t0116.i, 0.000000e+00
  %or.cond2.i = select i1 %t42.i, i1 %t43.i, i1 false, !dbg !40
  br i1 %or.cond2.i, label %math.pow.exit, label %b33.i, !dbg !40

b33.i:                                            ; preds = %b30.i
  %t44.i = fcmp ult double %t39.i, 0x43E0000000000000, !dbg !41
  br i1 %t44.i, label %b39.i, label %b34.i, !dbg !41

b34.i:                                            ; preds = %b33.i
  %t45.i = fcmp oeq double %t0116.i, -1.000000e+00, !dbg !42
  br i1 %t45.i, label %math.pow.exit, label %b36.i, !dbg !42

b36.i:                                            ; preds = %b34.i
  %t46.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !43
  %t47.i = fcmp uge double %t46.i, 1.000000e+00, !dbg !44
  %t48.i = fcmp ogt double %t1117.i, 0.000000e+00, !dbg !45
  %t49.i = xor i1 %t48.i, %t47.i, !dbg !46
  %..i = select i1 %t49.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b39.i:                                            ; preds = %b33.i
  br i1 %t42.i, label %b40.i, label %b93.i, !dbg !47

b40.i:                                            ; preds = %b39.i
  %t50.i = fcmp ogt double %2, 5.000000e-01, !dbg !48
  %t51.i = fadd double %2, -1.000000e+00, !dbg !48
  %t52.i = fadd double %t39.i, 1.000000e+00, !dbg !48
  %t53.i = select i1 %t50.i, double %t52.i, double %t39.i, !dbg !48
  %t54.i = select i1 %t50.i, double %t51.i, double %2, !dbg !48
  %t55.i = fcmp ogt double %t0116.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t55.i, label %b61.i, label %b45.i, !dbg !49

b45.i:                                            ; preds = %b40.i
  %3 = fcmp ugt double %t0116.i, 0.000000e+00, !dbg !52
  %.mux.i = select i1 %t43.i, double 0x7FF8000000000001, double 0xFFF0000000000000, !dbg !52
  br i1 %3, label %b51.i, label %b61.i, !dbg !52

b51.i:                                            ; preds = %b45.i
  %t57.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !53
  %t58.i = fcmp ogt double %t57.i, 0x7FEFFFFFFFFFFFFF, !dbg !54
  br i1 %t58.i, label %b58.i, label %b54.i, !dbg !55

b54.i:                                            ; preds = %b51.i
  %t59.i = fcmp olt double %t57.i, 0x10000000000000, !dbg !58
  %t60.i = fmul double %t0116.i, 0x4330000000000000, !dbg !58
  %t61.i = select i1 %t59.i, double %t60.i, double %t0116.i, !dbg !58
  %t63.i = bitcast double %t61.i to i64, !dbg !59
  %t64.i = lshr i64 %t63.i, 52, !dbg !60
  %t65.i = and i64 %t64.i, 2047, !dbg !61
  %t68.i = select i1 %t59.i, i64 -1074, i64 -1022, !dbg !62
  %t69.i = add nsw i64 %t65.i, %t68.i, !dbg !63
  %t70.i = and i64 %t63.i, -9218868437227405313, !dbg !64
  %t71.i = or i64 %t70.i, 4602678819172646912, !dbg !65
  %t72.i = bitcast i64 %t71.i to double, !dbg !66
  br label %b58.i, !dbg !67

b58.i:                                            ; preds = %b54.i, %b51.i
  %t73.i = phi double [ %t72.i, %b54.i ], [ %t0116.i, %b51.i ]
  %t74.i = phi i64 [ %t69.i, %b54.i ], [ 0, %b51.i ]
  %t75.i = fcmp olt double %t73.i, 0x3FE6A09E667F3BCD, !dbg !68
  %t76.i = fmul double %t73.i, 2.000000e+00, !dbg !68
  %t78.i = select i1 %t75.i, double %t76.i, double %t73.i, !dbg !68
  %t77.i = sext i1 %t75.i to i64, !dbg !68
  %t79.i = add nsw i64 %t74.i, %t77.i, !dbg !68
  %t80.i = fadd double %t78.i, -1.000000e+00, !dbg !69
  %t81.i = sitofp i64 %t79.i to double, !dbg !70
  %t82.i = fadd double %t80.i, 2.000000e+00, !dbg !71
  %t83.i = fdiv double %t80.i, %t82.i, !dbg !72
  %t84.i = fmul double %t83.i, %t83.i, !dbg !73
  %t85.i = fmul double %t84.i, %t84.i, !dbg !74
  %t86.i = fmul double %t85.i, 0x3FC2F112DF3E5244, !dbg !75
  %t87.i = fadd double %t86.i, 0x3FC7466496CB03DE, !dbg !76
  %t88.i = fmul double %t85.i, %t87.i, !dbg !77
  %t89.i = fadd double %t88.i, 0x3FD2492494229359, !dbg !78
  %t90.i = fmul double %t85.i, %t89.i, !dbg !79
  %t91.i = fadd double %t90.i, 0x3FE5555555555593, !dbg !80
  %t92.i = fmul double %t84.i, %t91.i, !dbg !81
  %t93.i = fmul double %t85.i, 0x3FC39A09D078C69F, !dbg !82
  %t94.i = fadd double %t93.i, 0x3FCC71C51D8E78AF, !dbg !83
  %t95.i = fmul double %t85.i, %t94.i, !dbg !84
  %t96.i = fadd double %t95.i, 0x3FD999999997FA04, !dbg !85
  %t97.i = fmul double %t85.i, %t96.i, !dbg !86
  %t98.i = fadd double %t97.i, %t92.i, !dbg !87
  %t99.i = fmul double %t80.i, 5.000000e-01, !dbg !88
  %t100.i = fmul double %t80.i, %t99.i, !dbg !89
  %t101.i = fmul double %t81.i, 0x3FE62E42FEE00000, !dbg !90
  %t102.i = fadd double %t100.i, %t98.i, !dbg !91
  %t103.i = fmul double %t83.i, %t102.i, !dbg !92
  %t104.i = fmul double %t81.i, 0x3DEA39EF35793C76, !dbg !93
  %t105.i = fadd double %t104.i, %t103.i, !dbg !94
  %t106.i = fsub double %t100.i, %t105.i, !dbg !95
  %t107.i = fsub double %t106.i, %t80.i, !dbg !96
  %t108.i = fsub double %t101.i, %t107.i, !dbg !97
  br label %b61.i, !dbg !98

b61.i:                                            ; preds = %b58.i, %b45.i, %b40.i
  %t109.i = phi double [ %t108.i, %b58.i ], [ %t0116.i, %b40.i ], [ %.mux.i, %b45.i ]
  %t110.i = fmul double %t54.i, %t109.i, !dbg !99
  %t111.i = fcmp uno double %t110.i, 0.000000e+00, !dbg !15
  br i1 %t111.i, label %b93.i, label %b63.i, !dbg !100

b63.i:                                            ; preds = %b61.i
  %t112.i = fcmp ogt double %t110.i, 0x40862E42FEFA39EF, !dbg !103
  br i1 %t112.i, label %b93.i, label %b65.i, !dbg !103

b65.i:                                            ; preds = %b63.i
  %t113.i = fcmp olt double %t110.i, 0xC0874910D52D3051, !dbg !104
  br i1 %t113.i, label %b93.i, label %b67.i, !dbg !104

b67.i:                                            ; preds = %b65.i
  %t114.i = fcmp ogt double %t110.i, 0xBE30000000000000, !dbg !105
  %t115.i = fcmp olt double %t110.i, 0x3E30000000000000
  %or.cond4.i = and i1 %t114.i, %t115.i, !dbg !105
  br i1 %or.cond4.i, label %b69.i, label %b70.i, !dbg !105

b69.i:                                            ; preds = %b67.i
  %t116.i = fadd double %t110.i, 1.000000e+00, !dbg !106
  br label %b93.i, !dbg !107

b70.i:                                            ; preds = %b67.i
  %t117.i = fcmp olt double %t110.i, 0.000000e+00, !dbg !108
  br i1 %t117.i, label %b71.i, label %b90.i, !dbg !108

b71.i:                                            ; preds = %b70.i
  %t118.i = fmul double %t110.i, 0x3FF71547652B82FE, !dbg !109
  %t119.i = fadd double %t118.i, -5.000000e-01, !dbg !110
  %.14.i = fcmp oge double %t119.i, 0xC3E0000000000000, !dbg !111
  %.15.i = fcmp olt double %t119.i, 0x43E0000000000000, !dbg !111
  %.16.i = and i1 %.14.i, %.15.i, !dbg !111
  %4 = fptosi double %t119.i to i64, !dbg !111
  %.19.i = select i1 %.16.i, i64 %4, i64 -9223372036854775808, !dbg !111
  br label %b72.i, !dbg !111

b72.i:                                            ; preds = %b91.i, %b90.i, %b71.i
  %t121.i = phi i64 [ %.19.i, %b71.i ], [ 0, %b90.i ], [ %.26.i, %b91.i ]
  %t122.i = sitofp i64 %t121.i to double, !dbg !112
  %t123.i = fmul double %t122.i, 0x3FE62E42FEE00000, !dbg !113
  %t124.i = fsub double %t110.i, %t123.i, !dbg !114
  %t125.i = fmul double %t122.i, 0x3DEA39EF35793C76, !dbg !115
  %t126.i = fsub double %t124.i, %t125.i, !dbg !116
  %t127.i = fmul double %t126.i, %t126.i, !dbg !117
  %t128.i = fmul double %t127.i, 0x3E66376972BEA4D0, !dbg !118
  %t129.i = fadd double %t128.i, 0xBEBBBD41C5D26BF1, !dbg !119
  %t130.i = fmul double %t127.i, %t129.i, !dbg !120
  %t131.i = fadd double %t130.i, 0x3F11566AAF25DE2C, !dbg !121
  %t132.i = fmul double %t127.i, %t131.i, !dbg !122
  %t133.i = fadd double %t132.i, 0xBF66C16C16BEBD93, !dbg !123
  %t134.i = fmul double %t127.i, %t133.i, !dbg !124
  %t135.i = fadd double %t134.i, 0x3FC5555555555555, !dbg !125
  %t136.i = fmul double %t127.i, %t135.i, !dbg !126
  %t137.i = fsub double %t126.i, %t136.i, !dbg !127
  %t138.i = fmul double %t126.i, %t137.i, !dbg !128
  %t139.i = fsub double 2.000000e+00, %t137.i, !dbg !129
  %t140.i = fdiv double %t138.i, %t139.i, !dbg !130
  %t141.i = fsub double %t125.i, %t140.i, !dbg !131
  %5 = fsub double %t124.i, %t141.i, !dbg !132
  %t143.i = fadd double %5, 1.000000e+00, !dbg !132
  %t144.i = fcmp oeq double %t143.i, 0.000000e+00, !dbg !133
  br i1 %t144.i, label %b93.i, label %b74.i, !dbg !133

b74.i:                                            ; preds = %b72.i
  %t145.i = tail call double @llvm.fabs.f64(double %t143.i), !dbg !53
  %t146.i = fcmp ogt double %t145.i, 0x7FEFFFFFFFFFFFFF, !dbg !54
  %t147.i = fcmp uno double %t143.i, 0.000000e+00
  %or.cond5.i = select i1 %t146.i, i1 true, i1 %t147.i, !dbg !136
  br i1 %or.cond5.i, label %b93.i, label %b77.i, !dbg !136

b77.i:                                            ; preds = %b74.i
  %t148.i = fcmp olt double %t145.i, 0x10000000000000, !dbg !58
  %t149.i = fmul double %t143.i, 0x4330000000000000, !dbg !58
  %t150.i = select i1 %t148.i, double %t149.i, double %t143.i, !dbg !58
  %t151.i = select i1 %t148.i, i64 -52, i64 0, !dbg !58
  %t153.i = bitcast double %t150.i to i64, !dbg !137
  %t154.i = lshr i64 %t153.i, 52, !dbg !138
  %t156.i = and i64 %t154.i, 2047, !dbg !139
  %t157.i = add i64 %t121.i, -1023, !dbg !140
  %t152.i = add i64 %t157.i, %t151.i, !dbg !141
  %t158.i = add i64 %t152.i, %t156.i, !dbg !142
  %t159.i = icmp slt i64 %t158.i, -1075, !dbg !143
  br i1 %t159.i, label %b81.i, label %b82.i, !dbg !143

b81.i:                                            ; preds = %b77.i
  %t160.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t150.i), !dbg !144
  br label %b93.i, !dbg !145

b82.i:                                            ; preds = %b77.i
  %t161.i = icmp sgt i64 %t158.i, 1023, !dbg !146
  br i1 %t161.i, label %b83.i, label %b86.i, !dbg !146

b83.i:                                            ; preds = %b82.i
  %t162.i = fcmp olt double %t150.i, 0.000000e+00, !dbg !147
  %.79.i = select i1 %t162.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !148
  br label %b93.i, !dbg !148

b86.i:                                            ; preds = %b82.i
  %t163.i = icmp slt i64 %t158.i, -1022, !dbg !149
  %spec.select80.i = select i1 %t163.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !149
  %t167.i = and i64 %t153.i, -9218868437227405313, !dbg !150
  %6 = shl nsw i64 %t158.i, 52, !dbg !151
  %7 = add i64 %6, 238690780250636288, !dbg !151
  %t168.i = select i1 %t163.i, i64 %7, i64 %6, !dbg !151
  %t170.i = add i64 %t168.i, 4607182418800017408, !dbg !151
  %t171.i = or i64 %t170.i, %t167.i, !dbg !152
  %t172.i = bitcast i64 %t171.i to double, !dbg !153
  %t173.i = fmul double %spec.select80.i, %t172.i, !dbg !154
  br label %b93.i, !dbg !155

b90.i:                                            ; preds = %b70.i
  %t175.i = fcmp ogt double %t110.i, 0.000000e+00, !dbg !156
  br i1 %t175.i, label %b91.i, label %b72.i, !dbg !156

b91.i:                                            ; preds = %b90.i
  %t176.i = fmul double %t110.i, 0x3FF71547652B82FE, !dbg !157
  %t177.i = fadd double %t176.i, 5.000000e-01, !dbg !158
  %.21.i = fcmp oge double %t177.i, 0xC3E0000000000000, !dbg !159
  %.22.i = fcmp olt double %t177.i, 0x43E0000000000000, !dbg !159
  %.23.i = and i1 %.21.i, %.22.i, !dbg !159
  %8 = fptosi double %t177.i to i64, !dbg !159
  %.26.i = select i1 %.23.i, i64 %8, i64 -9223372036854775808, !dbg !159
  br label %b72.i, !dbg !159

b93.i:                                            ; preds = %b86.i, %b83.i, %b81.i, %b74.i, %b72.i, %b69.i, %b65.i, %b63.i, %b61.i, %b39.i
  %t180.i = phi double [ %t39.i, %b39.i ], [ %t53.i, %b81.i ], [ %t53.i, %b86.i ], [ %t53.i, %b72.i ], [ %t53.i, %b74.i ], [ %t53.i, %b83.i ], [ %t53.i, %b65.i ], [ %t53.i, %b63.i ], [ %t53.i, %b61.i ], [ %t53.i, %b69.i ]
  %t181.i = phi double [ 1.000000e+00, %b39.i ], [ %t160.i, %b81.i ], [ %t173.i, %b86.i ], [ %t143.i, %b72.i ], [ %t143.i, %b74.i ], [ %.79.i, %b83.i ], [ 0.000000e+00, %b65.i ], [ 0x7FF0000000000000, %b63.i ], [ %t110.i, %b61.i ], [ %t116.i, %b69.i ]
  br i1 %t7.i, label %b102.i, label %b95.i, !dbg !160

b95.i:                                            ; preds = %b93.i
  %t182.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !53
  %t183.i = fcmp ogt double %t182.i, 0x7FEFFFFFFFFFFFFF, !dbg !54
  br i1 %t183.i, label %b102.i, label %b98.i, !dbg !55

b98.i:                                            ; preds = %b95.i
  %t184.i = fcmp olt double %t182.i, 0x10000000000000, !dbg !58
  %t185.i = fmul double %t0116.i, 0x4330000000000000, !dbg !58
  %t186.i = select i1 %t184.i, double %t185.i, double %t0116.i, !dbg !58
  %t188.i = bitcast double %t186.i to i64, !dbg !59
  %t189.i = lshr i64 %t188.i, 52, !dbg !60
  %t190.i = and i64 %t189.i, 2047, !dbg !61
  %t193.i = select i1 %t184.i, i64 -1074, i64 -1022, !dbg !62
  %t194.i = add nsw i64 %t190.i, %t193.i, !dbg !63
  %t195.i = and i64 %t188.i, -9218868437227405313, !dbg !64
  %t196.i = or i64 %t195.i, 4602678819172646912, !dbg !65
  %t197.i = bitcast i64 %t196.i to double, !dbg !66
  br label %b102.i, !dbg !67

b102.i:                                           ; preds = %b98.i, %b95.i, %b93.i
  %t198.i = phi double [ %t197.i, %b98.i ], [ %t0116.i, %b93.i ], [ %t0116.i, %b95.i ]
  %t199.i = phi i64 [ %t194.i, %b98.i ], [ 0, %b93.i ], [ 0, %b95.i ]
  %.28.i = fcmp oge double %t180.i, 0xC3E0000000000000, !dbg !161
  %.29.i = fcmp olt double %t180.i, 0x43E0000000000000, !dbg !161
  %.30.i = and i1 %.28.i, %.29.i, !dbg !161
  %9 = fptosi double %t180.i to i64, !dbg !161
  %.33.i = select i1 %.30.i, i64 %9, i64 -9223372036854775808, !dbg !161
  %t206.not120.i = icmp eq i64 %.33.i, 0, !dbg !162
  br i1 %t206.not120.i, label %b112.i, label %b104.i, !dbg !162

b104.i:                                           ; preds = %b102.i, %b107.i
  %t205125.i = phi i64 [ %t223.i, %b107.i ], [ %.33.i, %b102.i ]
  %t204124.i = phi i64 [ %t222.i, %b107.i ], [ %t199.i, %b102.i ]
  %t203123.i = phi double [ %t221.i, %b107.i ], [ %t198.i, %b102.i ]
  %t202122.i = phi i64 [ %t215.i, %b107.i ], [ 0, %b102.i ]
  %t201121.i = phi double [ %t214.i, %b107.i ], [ %t181.i, %b102.i ]
  %10 = add i64 %t204124.i, -4097, !dbg !163
  %11 = icmp ult i64 %10, -8193, !dbg !163
  br i1 %11, label %b105.i, label %b107.i, !dbg !163

b105.i:                                           ; preds = %b104.i
  %t208.i = add i64 %t202122.i, %t204124.i, !dbg !164
  br label %b112.i, !dbg !164

b107.i:                                           ; preds = %b104.i
  %t210.i = and i64 %t205125.i, 1, !dbg !165
  %t211.not.i = icmp eq i64 %t210.i, 0, !dbg !166
  %t212.i = select i1 %t211.not.i, double 1.000000e+00, double %t203123.i, !dbg !166
  %t214.i = fmul double %t212.i, %t201121.i, !dbg !166
  %t213.i = select i1 %t211.not.i, i64 0, i64 %t204124.i, !dbg !166
  %t215.i = add i64 %t213.i, %t202122.i, !dbg !166
  %t216.i = fmul double %t203123.i, %t203123.i, !dbg !167
  %t217.i = shl nsw i64 %t204124.i, 1, !dbg !168
  %t218.i = fcmp olt double %t216.i, 5.000000e-01, !dbg !169
  %t219.i = select i1 %t218.i, double %t216.i, double -0.000000e+00, !dbg !169
  %t221.i = fadd double %t216.i, %t219.i, !dbg !169
  %t220.i = sext i1 %t218.i to i64, !dbg !169
  %t222.i = add i64 %t217.i, %t220.i, !dbg !169
  %t223.i = ashr i64 %t205125.i, 1, !dbg !170
  %t206.not.i = icmp ult i64 %t205125.i, 2, !dbg !162
  br i1 %t206.not.i, label %b112.i, label %b104.i, !dbg !162

b112.i:                                           ; preds = %b107.i, %b105.i, %b102.i
  %t20197.i = phi double [ %t201121.i, %b105.i ], [ %t181.i, %b102.i ], [ %t214.i, %b107.i ]
  %t224.i = phi i64 [ %t208.i, %b105.i ], [ 0, %b102.i ], [ %t215.i, %b107.i ]
  %t225.i = fcmp olt double %t1117.i, 0.000000e+00, !dbg !171
  br i1 %t225.i, label %b113.i, label %b114.i, !dbg !171

b113.i:                                           ; preds = %b112.i
  %t226.i = fdiv double 1.000000e+00, %t20197.i, !dbg !172
  %t227.i = sub i64 0, %t224.i, !dbg !173
  br label %b114.i, !dbg !173

b114.i:                                           ; preds = %b113.i, %b112.i
  %t228.i = phi double [ %t20197.i, %b112.i ], [ %t226.i, %b113.i ]
  %t229.i = phi i64 [ %t224.i, %b112.i ], [ %t227.i, %b113.i ]
  %t230.i = fcmp oeq double %t228.i, 0.000000e+00, !dbg !133
  br i1 %t230.i, label %math.pow.exit, label %b116.i, !dbg !133

b116.i:                                           ; preds = %b114.i
  %t231.i = tail call double @llvm.fabs.f64(double %t228.i), !dbg !53
  %t232.i = fcmp ogt double %t231.i, 0x7FEFFFFFFFFFFFFF, !dbg !54
  %t233.i = fcmp uno double %t228.i, 0.000000e+00
  %or.cond83.i = select i1 %t232.i, i1 true, i1 %t233.i, !dbg !136
  br i1 %or.cond83.i, label %math.pow.exit, label %b119.i, !dbg !136

b119.i:                                           ; preds = %b116.i
  %t234.i = fcmp olt double %t231.i, 0x10000000000000, !dbg !58
  %t235.i = fmul double %t228.i, 0x4330000000000000, !dbg !58
  %t236.i = select i1 %t234.i, double %t235.i, double %t228.i, !dbg !58
  %t237.i = select i1 %t234.i, i64 -52, i64 0, !dbg !58
  %t239.i = bitcast double %t236.i to i64, !dbg !137
  %t240.i = lshr i64 %t239.i, 52, !dbg !138
  %t242.i = and i64 %t240.i, 2047, !dbg !139
  %t243.i = add i64 %t229.i, -1023, !dbg !140
  %t238.i = add i64 %t243.i, %t237.i, !dbg !141
  %t244.i = add i64 %t238.i, %t242.i, !dbg !142
  %t245.i = icmp slt i64 %t244.i, -1075, !dbg !143
  br i1 %t245.i, label %b123.i, label %b124.i, !dbg !143

b123.i:                                           ; preds = %b119.i
  %t246.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t236.i), !dbg !144
  br label %math.pow.exit, !dbg !145

b124.i:                                           ; preds = %b119.i
  %t247.i = icmp sgt i64 %t244.i, 1023, !dbg !146
  br i1 %t247.i, label %b125.i, label %b128.i, !dbg !146

b125.i:                                           ; preds = %b124.i
  %t248.i = fcmp olt double %t236.i, 0.000000e+00, !dbg !147
  %.84.i = select i1 %t248.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !148
  br label %math.pow.exit, !dbg !148

b128.i:                                           ; preds = %b124.i
  %t249.i = icmp slt i64 %t244.i, -1022, !dbg !149
  %spec.select86.i = select i1 %t249.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !149
  %t253.i = and i64 %t239.i, -9218868437227405313, !dbg !150
  %12 = shl nsw i64 %t244.i, 52, !dbg !151
  %13 = add i64 %12, 238690780250636288, !dbg !151
  %t254.i = select i1 %t249.i, i64 %13, i64 %12, !dbg !151
  %t256.i = add i64 %t254.i, 4607182418800017408, !dbg !151
  %t257.i = or i64 %t256.i, %t253.i, !dbg !152
  %t258.i = bitcast i64 %t257.i to double, !dbg !153
  %t259.i = fmul double %spec.select86.i, %t258.i, !dbg !154
  br label %math.pow.exit, !dbg !155

b132.i:                                           ; preds = %b9.i
  %t261.i = tail call double @llvm.fabs.f64(double %t1117.i), !dbg !53
  %t262.i = fcmp ogt double %t261.i, 0x7FEFFFFFFFFFFFFF, !dbg !54
  br i1 %t262.i, label %b133.i, label %b138.i, !dbg !174

b133.i:                                           ; preds = %b132.i
  %t263.i = fcmp oeq double %t0116.i, -1.000000e+00, !dbg !175
  br i1 %t263.i, label %math.pow.exit, label %b135.i, !dbg !175

b135.i:                                           ; preds = %b133.i
  %t264.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !176
  %t265.i = fcmp uge double %t264.i, 1.000000e+00, !dbg !177
  %t266.i = fcmp ogt double %t1117.i, 0x7FEFFFFFFFFFFFFF, !dbg !54
  %t267.i = xor i1 %t266.i, %t265.i, !dbg !178
  %.87.i = select i1 %t267.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b138.i:                                           ; preds = %b132.i
  %t268.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !53
  %t269.i = fcmp ogt double %t268.i, 0x7FEFFFFFFFFFFFFF, !dbg !54
  br i1 %t269.i, label %b139.i, label %b145.i, !dbg !179

b139.i:                                           ; preds = %b138.i
  %t271.i = fcmp olt double %t0116.i, 0xFFEFFFFFFFFFFFFF, !dbg !54
  br i1 %t271.i, label %b140.i, label %b141.i, !dbg !180

b140.i:                                           ; preds = %b139.i
  %t272.i = fdiv double 1.000000e+00, %t0116.i, !dbg !181
  %t273.i = fneg double %t1117.i, !dbg !182
  %t2.i = fcmp oeq double %t1117.i, 0.000000e+00, !dbg !8
  %t3.i = fcmp oeq double %t272.i, 1.000000e+00
  %or.cond.i = select i1 %t2.i, i1 true, i1 %t3.i, !dbg !8
  br i1 %or.cond.i, label %math.pow.exit, label %b4.i, !dbg !8

b141.i:                                           ; preds = %b139.i
  %t274.i = fcmp olt double %t1117.i, 0.000000e+00, !dbg !183
  br i1 %t274.i, label %math.pow.exit, label %b143.i, !dbg !183

b143.i:                                           ; preds = %b141.i
  %t261.i.le = tail call double @llvm.fabs.f64(double %t1117.i), !dbg !53
  %t275.i = fcmp ogt double %t1117.i, 0.000000e+00, !dbg !184
  br i1 %t275.i, label %math.pow.exit, label %b30.i, !dbg !184

b145.i:                                           ; preds = %b138.i
  %t276.i = fcmp oeq double %t1117.i, 5.000000e-01, !dbg !185
  br i1 %t276.i, label %b146.i, label %b147.i, !dbg !185

b146.i:                                           ; preds = %b145.i
  %.35.i = fcmp olt double %t0116.i, 0x1000000000000000, !dbg !186
  %.36.i = fmul double %t0116.i, 0x4FF0000000000000, !dbg !186
  %.37.i = select i1 %.35.i, double %.36.i, double %t0116.i, !dbg !186
  %.38.i = tail call double @llvm.amdgcn.rsq.f64(double %.37.i), !dbg !186
  %.39.i = fmul double %.37.i, %.38.i, !dbg !186
  %.40.i = fmul double %.38.i, 5.000000e-01, !dbg !186
  %.41.i = fneg double %.40.i, !dbg !186
  %.42.i = tail call double @llvm.fma.f64(double %.41.i, double %.39.i, double 5.000000e-01), !dbg !186
  %.43.i = tail call double @llvm.fma.f64(double %.40.i, double %.42.i, double %.40.i), !dbg !186
  %.44.i = tail call double @llvm.fma.f64(double %.39.i, double %.42.i, double %.39.i), !dbg !186
  %.45.i = fneg double %.44.i, !dbg !186
  %.46.i = tail call double @llvm.fma.f64(double %.45.i, double %.44.i, double %.37.i), !dbg !186
  %.47.i = tail call double @llvm.fma.f64(double %.46.i, double %.43.i, double %.44.i), !dbg !186
  %.48.i = fneg double %.47.i, !dbg !186
  %.49.i = tail call double @llvm.fma.f64(double %.48.i, double %.47.i, double %.37.i), !dbg !186
  %.50.i = tail call double @llvm.fma.f64(double %.49.i, double %.43.i, double %.47.i), !dbg !186
  %.51.i = fmul double %.50.i, 0x37F0000000000000, !dbg !186
  %.52.i = select i1 %.35.i, double %.51.i, double %.50.i, !dbg !186
  %.53.i = fcmp oeq double %.37.i, 0.000000e+00, !dbg !186
  %.54.i = fcmp oeq double %.37.i, 0x7FF0000000000000, !dbg !186
  %.55.i = or i1 %.53.i, %.54.i, !dbg !186
  %.56.i = select i1 %.55.i, double %.37.i, double %.52.i, !dbg !186
  br label %math.pow.exit

b147.i:                                           ; preds = %b145.i
  %t261.i.le64 = tail call double @llvm.fabs.f64(double %t1117.i), !dbg !53
  %t278.i = fcmp oeq double %t1117.i, -5.000000e-01, !dbg !187
  br i1 %t278.i, label %b148.i, label %b30.i, !dbg !187

b148.i:                                           ; preds = %b147.i
  %.57.i = fcmp olt double %t0116.i, 0x1000000000000000, !dbg !188
  %.58.i = fmul double %t0116.i, 0x4FF0000000000000, !dbg !188
  %.59.i = select i1 %.57.i, double %.58.i, double %t0116.i, !dbg !188
  %.60.i = tail call double @llvm.amdgcn.rsq.f64(double %.59.i), !dbg !188
  %.61.i = fmul double %.59.i, %.60.i, !dbg !188
  %.62.i = fmul double %.60.i, 5.000000e-01, !dbg !188
  %.63.i = fneg double %.62.i, !dbg !188
  %.64.i = tail call double @llvm.fma.f64(double %.63.i, double %.61.i, double 5.000000e-01), !dbg !188
  %.65.i = tail call double @llvm.fma.f64(double %.62.i, double %.64.i, double %.62.i), !dbg !188
  %.66.i = tail call double @llvm.fma.f64(double %.61.i, double %.64.i, double %.61.i), !dbg !188
  %.67.i = fneg double %.66.i, !dbg !188
  %.68.i = tail call double @llvm.fma.f64(double %.67.i, double %.66.i, double %.59.i), !dbg !188
  %.69.i = tail call double @llvm.fma.f64(double %.68.i, double %.65.i, double %.66.i), !dbg !188
  %.70.i = fneg double %.69.i, !dbg !188
  %.71.i = tail call double @llvm.fma.f64(double %.70.i, double %.69.i, double %.59.i), !dbg !188
  %.72.i = tail call double @llvm.fma.f64(double %.71.i, double %.65.i, double %.69.i), !dbg !188
  %.73.i = fmul double %.72.i, 0x37F0000000000000, !dbg !188
  %.74.i = select i1 %.57.i, double %.73.i, double %.72.i, !dbg !188
  %.75.i = fcmp oeq double %.59.i, 0.000000e+00, !dbg !188
  %.76.i = fcmp oeq double %.59.i, 0x7FF0000000000000, !dbg !188
  %.77.i = or i1 %.75.i, %.76.i, !dbg !188
  %.78.i = select i1 %.77.i, double %.59.i, double %.74.i, !dbg !188
  %t280.i = fdiv double 1.000000e+00, %.78.i, !dbg !189
  br label %math.pow.exit

math.pow.exit:                                    ; preds = %b4.i, %b6.i, %b140.i, %b8, %b15.i, %b19.i, %b25.i, %b29.i, %b30.i, %b34.i, %b36.i, %b114.i, %b116.i, %b123.i, %b125.i, %b128.i, %b133.i, %b135.i, %b141.i, %b143.i, %b146.i, %b148.i
  %common.ret.op.i = phi double [ 0x7FF0000000000000, %b19.i ], [ 0.000000e+00, %b29.i ], [ %.56.i, %b146.i ], [ %t280.i, %b148.i ], [ 0xFFF0000000000000, %b15.i ], [ %t0116.i, %b25.i ], [ 0x7FF8000000000001, %b30.i ], [ 1.000000e+00, %b34.i ], [ %..i, %b36.i ], [ %t246.i, %b123.i ], [ %t259.i, %b128.i ], [ %t228.i, %b114.i ], [ %t228.i, %b116.i ], [ %.84.i, %b125.i ], [ 1.000000e+00, %b133.i ], [ %.87.i, %b135.i ], [ 0.000000e+00, %b141.i ], [ 0x7FF0000000000000, %b143.i ], [ 1.000000e+00, %b8 ], [ 0x7FF8000000000001, %b6.i ], [ %t0116.i, %b4.i ], [ 1.000000e+00, %b140.i ]
  %t28 = fptrunc double %common.ret.op.i to float, !dbg !190
  %t29 = fdiv float %t28, %t24, !dbg !191
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t1425, !dbg !7
  store float %t29, ptr addrspace(1) %t30, align 4, !dbg !7
  %t31 = add i64 %t1425, %t13, !dbg !7
  %t15 = icmp slt i64 %t31, %a0, !dbg !7
  br i1 %t15, label %b2, label %b9, !dbg !7

b9:                                               ; preds = %math.pow.exit, %entry
  ret void, !dbg !7
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !192 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !193
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !193
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !193
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !193
  %t4 = sext i32 %.1 to i64, !dbg !193
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !193
  %t6 = sext i32 %.2 to i64, !dbg !193
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !193
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !193
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !193, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !193
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !193
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !193, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !193
  %.15 = add i32 %.14, %.9, !dbg !193
  %.16 = udiv i32 %.15, %.6, !dbg !193
  %t10 = sext i32 %.16 to i64, !dbg !193
  %t11 = mul nsw i64 %t8, %t6, !dbg !193
  %t12 = add nsw i64 %t11, %t4, !dbg !193
  %t13 = mul nsw i64 %t10, %t8, !dbg !193
  %t14 = icmp sgt i64 %a1, 7, !dbg !193
  %t15 = icmp sgt i64 %a1, 6, !dbg !193
  %t16 = icmp sgt i64 %a1, 5, !dbg !193
  %t17 = icmp sgt i64 %a1, 4, !dbg !193
  %t18 = icmp sgt i64 %a1, 3, !dbg !193
  %t19 = icmp sgt i64 %a1, 2, !dbg !193
  %t20 = icmp sgt i64 %a1, 1, !dbg !193
  %t21 = icmp sgt i64 %a1, 0, !dbg !193
  %t2324 = icmp slt i64 %t12, %a0, !dbg !193
  br i1 %t2324, label %b2.lr.ph, label %b25, !dbg !193

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
  br label %b2, !dbg !193

b2:                                               ; preds = %b2.lr.ph, %math.pow.exit
  %t2225 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %math.pow.exit ]
  br i1 %t14, label %b3, label %b4, !dbg !193

b3:                                               ; preds = %b2
  %t2225.frozen = freeze i64 %t2225
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t2225.frozen, %.20.frozen, !dbg !193
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t2225.frozen, %14
  %.22 = select i1 %.17, i64 %t2225, i64 %.21.decomposed, !dbg !193
  %.28 = sub i64 0, %t2225, !dbg !193
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !193
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !193
  %t26 = mul i64 %.22, %a19, !dbg !193
  %t27 = mul i64 %.22, %a29, !dbg !193
  %t28 = mul i64 %.22, %a39, !dbg !193
  %t29 = mul i64 %.22, %a48, !dbg !193
  br label %b4, !dbg !193

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t2225, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !193

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !193
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !193
  %.42 = sub i64 0, %t30, !dbg !193
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !193
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !193
  %t37 = mul i64 %.36, %a18, !dbg !193
  %t38 = add i64 %t37, %t31, !dbg !193
  %t39 = mul i64 %.36, %a28, !dbg !193
  %t40 = add i64 %t39, %t32, !dbg !193
  %t41 = mul i64 %.36, %a38, !dbg !193
  %t42 = add i64 %t41, %t33, !dbg !193
  %t43 = mul i64 %.36, %a47, !dbg !193
  %t44 = add i64 %t43, %t34, !dbg !193
  br label %b6, !dbg !193

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !193

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !193
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !193
  %.56 = sub i64 0, %t45, !dbg !193
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !193
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !193
  %t52 = mul i64 %.50, %a17, !dbg !193
  %t53 = add i64 %t52, %t46, !dbg !193
  %t54 = mul i64 %.50, %a27, !dbg !193
  %t55 = add i64 %t54, %t47, !dbg !193
  %t56 = mul i64 %.50, %a37, !dbg !193
  %t57 = add i64 %t56, %t48, !dbg !193
  %t58 = mul i64 %.50, %a46, !dbg !193
  %t59 = add i64 %t58, %t49, !dbg !193
  br label %b8, !dbg !193

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !193

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !193
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !193
  %.70 = sub i64 0, %t60, !dbg !193
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !193
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !193
  %t67 = mul i64 %.64, %a16, !dbg !193
  %t68 = add i64 %t67, %t61, !dbg !193
  %t69 = mul i64 %.64, %a26, !dbg !193
  %t70 = add i64 %t69, %t62, !dbg !193
  %t71 = mul i64 %.64, %a36, !dbg !193
  %t72 = add i64 %t71, %t63, !dbg !193
  %t73 = mul i64 %.64, %a45, !dbg !193
  %t74 = add i64 %t73, %t64, !dbg !193
  br label %b10, !dbg !193

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !193

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !193
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !193
  %.84 = sub i64 0, %t75, !dbg !193
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !193
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !193
  %t82 = mul i64 %.78, %a15, !dbg !193
  %t83 = add i64 %t82, %t76, !dbg !193
  %t84 = mul i64 %.78, %a25, !dbg !193
  %t85 = add i64 %t84, %t77, !dbg !193
  %t86 = mul i64 %.78, %a35, !dbg !193
  %t87 = add i64 %t86, %t78, !dbg !193
  %t88 = mul i64 %.78, %a44, !dbg !193
  %t89 = add i64 %t88, %t79, !dbg !193
  br label %b12, !dbg !193

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !193

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !193
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !193
  %.98 = sub i64 0, %t90, !dbg !193
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !193
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !193
  %t97 = mul i64 %.92, %a14, !dbg !193
  %t98 = add i64 %t97, %t91, !dbg !193
  %t99 = mul i64 %.92, %a24, !dbg !193
  %t100 = add i64 %t99, %t92, !dbg !193
  %t101 = mul i64 %.92, %a34, !dbg !193
  %t102 = add i64 %t101, %t93, !dbg !193
  %t103 = mul i64 %.92, %a43, !dbg !193
  %t104 = add i64 %t103, %t94, !dbg !193
  br label %b14, !dbg !193

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !193

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !193
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !193
  %.112 = sub i64 0, %t105, !dbg !193
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !193
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !193
  %t112 = mul i64 %.106, %a13, !dbg !193
  %t113 = add i64 %t112, %t106, !dbg !193
  %t114 = mul i64 %.106, %a23, !dbg !193
  %t115 = add i64 %t114, %t107, !dbg !193
  %t116 = mul i64 %.106, %a33, !dbg !193
  %t117 = add i64 %t116, %t108, !dbg !193
  %t118 = mul i64 %.106, %a42, !dbg !193
  %t119 = add i64 %t118, %t109, !dbg !193
  br label %b16, !dbg !193

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !193

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !193
  %t126 = add i64 %t121, %t125, !dbg !193
  %t127 = mul i64 %t120, %a22, !dbg !193
  %t128 = add i64 %t122, %t127, !dbg !193
  %t129 = mul i64 %t120, %a32, !dbg !193
  %t130 = add i64 %t123, %t129, !dbg !193
  %t131 = mul i64 %t120, %a41, !dbg !193
  %t132 = add i64 %t124, %t131, !dbg !193
  br label %b18, !dbg !193

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !193

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !193
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !193
  br label %b20, !dbg !193

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !193

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !193
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !193
  br label %b22, !dbg !193

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !193

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !193
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !193
  br label %b24, !dbg !193

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t2113.i = fcmp oeq float %t142, 0.000000e+00, !dbg !194
  %t3114.i = fcmp oeq float %t139, 1.000000e+00
  %or.cond115.i = select i1 %t2113.i, i1 true, i1 %t3114.i, !dbg !194
  br i1 %or.cond115.i, label %math.pow.exit, label %b4.i.preheader, !dbg !194

b4.i.preheader:                                   ; preds = %b24
  %t147 = fpext float %t142 to double, !dbg !196
  %t146 = fpext float %t139 to double, !dbg !197
  br label %b4.i, !dbg !198

b4.i:                                             ; preds = %b4.i.preheader, %b140.i
  %t1117.i = phi double [ %t273.i, %b140.i ], [ %t147, %b4.i.preheader ]
  %t0116.i = phi double [ %t272.i, %b140.i ], [ %t146, %b4.i.preheader ]
  %t4.i = fcmp oeq double %t1117.i, 1.000000e+00, !dbg !198
  br i1 %t4.i, label %math.pow.exit, label %b6.i, !dbg !198

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp uno double %t0116.i, 0.000000e+00, !dbg !199
  %t6.i = fcmp uno double %t1117.i, 0.000000e+00
  %or.cond1.i = select i1 %t5.i, i1 true, i1 %t6.i, !dbg !200
  br i1 %or.cond1.i, label %math.pow.exit, label %b9.i, !dbg !200

b9.i:                                             ; preds = %b6.i
  %t7.i = fcmp oeq double %t0116.i, 0.000000e+00, !dbg !201
  br i1 %t7.i, label %b10.i, label %b132.i, !dbg !201

b10.i:                                            ; preds = %b9.i
  %t8.i = fcmp olt double %t1117.i, 0.000000e+00, !dbg !202
  br i1 %t8.i, label %b11.i, label %b20.i, !dbg !202

b11.i:                                            ; preds = %b10.i
  %t9.i = bitcast double %t0116.i to i64, !dbg !203
  %t11.i = icmp sgt i64 %t9.i, -1, !dbg !204
  %t12.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t13.i = fcmp oge double %t12.i, 0x4340000000000000
  %or.cond88.i = select i1 %t11.i, i1 true, i1 %t13.i, !dbg !205
  br i1 %or.cond88.i, label %b19.i, label %b14.i, !dbg !205

b14.i:                                            ; preds = %b11.i
  %t14.i = tail call double @llvm.trunc.f64(double %t1117.i), !dbg !206
  %t15.i = fsub double %t1117.i, %t14.i, !dbg !207
  %t16.i = tail call double @llvm.copysign.f64(double %t15.i, double %t1117.i), !dbg !208
  %t17.i = fcmp oeq double %t16.i, 0.000000e+00, !dbg !209
  br i1 %t17.i, label %b15.i, label %b19.i, !dbg !209

b15.i:                                            ; preds = %b14.i
  %.1.i = fcmp oge double %t14.i, 0xC3E0000000000000, !dbg !210
  %.2.i = fcmp olt double %t14.i, 0x43E0000000000000, !dbg !210
  %.3.i = and i1 %.1.i, %.2.i, !dbg !210
  %21 = fptosi double %t14.i to i64, !dbg !210
  %.op92.i = and i64 %21, 1, !dbg !211
  %t2093.i = icmp ne i64 %.op92.i, 0, !dbg !212
  %t20.i = select i1 %.3.i, i1 %t2093.i, i1 false, !dbg !212
  br i1 %t20.i, label %math.pow.exit, label %b19.i, !dbg !213

b19.i:                                            ; preds = %b15.i, %b14.i, %b11.i
  br label %math.pow.exit

b20.i:                                            ; preds = %b10.i
  %t23.i = fcmp ogt double %t1117.i, 0.000000e+00, !dbg !214
  br i1 %t23.i, label %b21.i, label %b20.b30_crit_edge.i, !dbg !214

b20.b30_crit_edge.i:                              ; preds = %b20.i
  %.pre.i = tail call double @llvm.fabs.f64(double %t1117.i), !dbg !215
  br label %b30.i, !dbg !214

b21.i:                                            ; preds = %b20.i
  %t24.i = bitcast double %t0116.i to i64, !dbg !203
  %t26.i = icmp sgt i64 %t24.i, -1, !dbg !204
  %t27.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t28.i = fcmp oge double %t27.i, 0x4340000000000000
  %or.cond89.i = select i1 %t26.i, i1 true, i1 %t28.i, !dbg !216
  br i1 %or.cond89.i, label %b29.i, label %b24.i, !dbg !216

b24.i:                                            ; preds = %b21.i
  %t29.i = tail call double @llvm.trunc.f64(double %t1117.i), !dbg !206
  %t30.i = fsub double %t1117.i, %t29.i, !dbg !207
  %t31.i = tail call double @llvm.copysign.f64(double %t30.i, double %t1117.i), !dbg !208
  %t32.i = fcmp oeq double %t31.i, 0.000000e+00, !dbg !209
  br i1 %t32.i, label %b25.i, label %b29.i, !dbg !209

b25.i:                                            ; preds = %b24.i
  %.7.i = fcmp oge double %t29.i, 0xC3E0000000000000, !dbg !210
  %.8.i = fcmp olt double %t29.i, 0x43E0000000000000, !dbg !210
  %.9.i = and i1 %.7.i, %.8.i, !dbg !210
  %22 = fptosi double %t29.i to i64, !dbg !210
  %.op.i = and i64 %22, 1, !dbg !211
  %t3591.i = icmp ne i64 %.op.i, 0, !dbg !212
  %t35.i = select i1 %.9.i, i1 %t3591.i, i1 false, !dbg !212
  br i1 %t35.i, label %math.pow.exit, label %b29.i, !dbg !217

b29.i:                                            ; preds = %b25.i, %b24.i, %b21.i
  br label %math.pow.exit

b30.i:                                            ; preds = %b147.i, %b143.i, %b20.b30_crit_edge.i
  %t38.pre-phi.i = phi double [ %.pre.i, %b20.b30_crit_edge.i ], [ %t261.i.le64, %b147.i ], [ %t261.i.le, %b143.i ], !dbg !215
  %t39.i = tail call double @llvm.trunc.f64(double %t38.pre-phi.i), !dbg !206
  %t40.i = fsub double %t38.pre-phi.i, %t39.i, !dbg !207
  %23 = tail call double @llvm.fabs.f64(double %t40.i), !dbg !208
  %t42.i = fcmp une double %t40.i, 0.000000e+00, !dbg !218
  %t43.i = fcmp olt double %t0116.i, 0.000000e+00
  %or.cond2.i = select i1 %t42.i, i1 %t43.i, i1 false, !dbg !218
  br i1 %or.cond2.i, label %math.pow.exit, label %b33.i, !dbg !218

b33.i:                                            ; preds = %b30.i
  %t44.i = fcmp ult double %t39.i, 0x43E0000000000000, !dbg !219
  br i1 %t44.i, label %b39.i, label %b34.i, !dbg !219

b34.i:                                            ; preds = %b33.i
  %t45.i = fcmp oeq double %t0116.i, -1.000000e+00, !dbg !220
  br i1 %t45.i, label %math.pow.exit, label %b36.i, !dbg !220

b36.i:                                            ; preds = %b34.i
  %t46.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !221
  %t47.i = fcmp uge double %t46.i, 1.000000e+00, !dbg !222
  %t48.i = fcmp ogt double %t1117.i, 0.000000e+00, !dbg !223
  %t49.i = xor i1 %t48.i, %t47.i, !dbg !224
  %..i = select i1 %t49.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b39.i:                                            ; preds = %b33.i
  br i1 %t42.i, label %b40.i, label %b93.i, !dbg !225

b40.i:                                            ; preds = %b39.i
  %t50.i = fcmp ogt double %23, 5.000000e-01, !dbg !226
  %t51.i = fadd double %23, -1.000000e+00, !dbg !226
  %t52.i = fadd double %t39.i, 1.000000e+00, !dbg !226
  %t53.i = select i1 %t50.i, double %t52.i, double %t39.i, !dbg !226
  %t54.i = select i1 %t50.i, double %t51.i, double %23, !dbg !226
  %t55.i = fcmp ogt double %t0116.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t55.i, label %b61.i, label %b45.i, !dbg !227

b45.i:                                            ; preds = %b40.i
  %24 = fcmp ugt double %t0116.i, 0.000000e+00, !dbg !228
  %.mux.i = select i1 %t43.i, double 0x7FF8000000000001, double 0xFFF0000000000000, !dbg !228
  br i1 %24, label %b51.i, label %b61.i, !dbg !228

b51.i:                                            ; preds = %b45.i
  %t57.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !229
  %t58.i = fcmp ogt double %t57.i, 0x7FEFFFFFFFFFFFFF, !dbg !230
  br i1 %t58.i, label %b58.i, label %b54.i, !dbg !231

b54.i:                                            ; preds = %b51.i
  %t59.i = fcmp olt double %t57.i, 0x10000000000000, !dbg !232
  %t60.i = fmul double %t0116.i, 0x4330000000000000, !dbg !232
  %t61.i = select i1 %t59.i, double %t60.i, double %t0116.i, !dbg !232
  %t63.i = bitcast double %t61.i to i64, !dbg !233
  %t64.i = lshr i64 %t63.i, 52, !dbg !234
  %t65.i = and i64 %t64.i, 2047, !dbg !235
  %t68.i = select i1 %t59.i, i64 -1074, i64 -1022, !dbg !236
  %t69.i = add nsw i64 %t65.i, %t68.i, !dbg !237
  %t70.i = and i64 %t63.i, -9218868437227405313, !dbg !238
  %t71.i = or i64 %t70.i, 4602678819172646912, !dbg !239
  %t72.i = bitcast i64 %t71.i to double, !dbg !240
  br label %b58.i, !dbg !241

b58.i:                                            ; preds = %b54.i, %b51.i
  %t73.i = phi double [ %t72.i, %b54.i ], [ %t0116.i, %b51.i ]
  %t74.i = phi i64 [ %t69.i, %b54.i ], [ 0, %b51.i ]
  %t75.i = fcmp olt double %t73.i, 0x3FE6A09E667F3BCD, !dbg !242
  %t76.i = fmul double %t73.i, 2.000000e+00, !dbg !242
  %t78.i = select i1 %t75.i, double %t76.i, double %t73.i, !dbg !242
  %t77.i = sext i1 %t75.i to i64, !dbg !242
  %t79.i = add nsw i64 %t74.i, %t77.i, !dbg !242
  %t80.i = fadd double %t78.i, -1.000000e+00, !dbg !243
  %t81.i = sitofp i64 %t79.i to double, !dbg !244
  %t82.i = fadd double %t80.i, 2.000000e+00, !dbg !245
  %t83.i = fdiv double %t80.i, %t82.i, !dbg !246
  %t84.i = fmul double %t83.i, %t83.i, !dbg !247
  %t85.i = fmul double %t84.i, %t84.i, !dbg !248
  %t86.i = fmul double %t85.i, 0x3FC2F112DF3E5244, !dbg !249
  %t87.i = fadd double %t86.i, 0x3FC7466496CB03DE, !dbg !250
  %t88.i = fmul double %t85.i, %t87.i, !dbg !251
  %t89.i = fadd double %t88.i, 0x3FD2492494229359, !dbg !252
  %t90.i = fmul double %t85.i, %t89.i, !dbg !253
  %t91.i = fadd double %t90.i, 0x3FE5555555555593, !dbg !254
  %t92.i = fmul double %t84.i, %t91.i, !dbg !255
  %t93.i = fmul double %t85.i, 0x3FC39A09D078C69F, !dbg !256
  %t94.i = fadd double %t93.i, 0x3FCC71C51D8E78AF, !dbg !257
  %t95.i = fmul double %t85.i, %t94.i, !dbg !258
  %t96.i = fadd double %t95.i, 0x3FD999999997FA04, !dbg !259
  %t97.i = fmul double %t85.i, %t96.i, !dbg !260
  %t98.i = fadd double %t97.i, %t92.i, !dbg !261
  %t99.i = fmul double %t80.i, 5.000000e-01, !dbg !262
  %t100.i = fmul double %t80.i, %t99.i, !dbg !263
  %t101.i = fmul double %t81.i, 0x3FE62E42FEE00000, !dbg !264
  %t102.i = fadd double %t100.i, %t98.i, !dbg !265
  %t103.i = fmul double %t83.i, %t102.i, !dbg !266
  %t104.i = fmul double %t81.i, 0x3DEA39EF35793C76, !dbg !267
  %t105.i = fadd double %t104.i, %t103.i, !dbg !268
  %t106.i = fsub double %t100.i, %t105.i, !dbg !269
  %t107.i = fsub double %t106.i, %t80.i, !dbg !270
  %t108.i = fsub double %t101.i, %t107.i, !dbg !271
  br label %b61.i, !dbg !272

b61.i:                                            ; preds = %b58.i, %b45.i, %b40.i
  %t109.i = phi double [ %t108.i, %b58.i ], [ %t0116.i, %b40.i ], [ %.mux.i, %b45.i ]
  %t110.i = fmul double %t54.i, %t109.i, !dbg !273
  %t111.i = fcmp uno double %t110.i, 0.000000e+00, !dbg !199
  br i1 %t111.i, label %b93.i, label %b63.i, !dbg !274

b63.i:                                            ; preds = %b61.i
  %t112.i = fcmp ogt double %t110.i, 0x40862E42FEFA39EF, !dbg !275
  br i1 %t112.i, label %b93.i, label %b65.i, !dbg !275

b65.i:                                            ; preds = %b63.i
  %t113.i = fcmp olt double %t110.i, 0xC0874910D52D3051, !dbg !276
  br i1 %t113.i, label %b93.i, label %b67.i, !dbg !276

b67.i:                                            ; preds = %b65.i
  %t114.i = fcmp ogt double %t110.i, 0xBE30000000000000, !dbg !277
  %t115.i = fcmp olt double %t110.i, 0x3E30000000000000
  %or.cond4.i = and i1 %t114.i, %t115.i, !dbg !277
  br i1 %or.cond4.i, label %b69.i, label %b70.i, !dbg !277

b69.i:                                            ; preds = %b67.i
  %t116.i = fadd double %t110.i, 1.000000e+00, !dbg !278
  br label %b93.i, !dbg !279

b70.i:                                            ; preds = %b67.i
  %t117.i = fcmp olt double %t110.i, 0.000000e+00, !dbg !280
  br i1 %t117.i, label %b71.i, label %b90.i, !dbg !280

b71.i:                                            ; preds = %b70.i
  %t118.i = fmul double %t110.i, 0x3FF71547652B82FE, !dbg !281
  %t119.i = fadd double %t118.i, -5.000000e-01, !dbg !282
  %.14.i = fcmp oge double %t119.i, 0xC3E0000000000000, !dbg !283
  %.15.i = fcmp olt double %t119.i, 0x43E0000000000000, !dbg !283
  %.16.i = and i1 %.14.i, %.15.i, !dbg !283
  %25 = fptosi double %t119.i to i64, !dbg !283
  %.19.i = select i1 %.16.i, i64 %25, i64 -9223372036854775808, !dbg !283
  br label %b72.i, !dbg !283

b72.i:                                            ; preds = %b91.i, %b90.i, %b71.i
  %t121.i = phi i64 [ %.19.i, %b71.i ], [ 0, %b90.i ], [ %.26.i, %b91.i ]
  %t122.i = sitofp i64 %t121.i to double, !dbg !284
  %t123.i = fmul double %t122.i, 0x3FE62E42FEE00000, !dbg !285
  %t124.i = fsub double %t110.i, %t123.i, !dbg !286
  %t125.i = fmul double %t122.i, 0x3DEA39EF35793C76, !dbg !287
  %t126.i = fsub double %t124.i, %t125.i, !dbg !288
  %t127.i = fmul double %t126.i, %t126.i, !dbg !289
  %t128.i = fmul double %t127.i, 0x3E66376972BEA4D0, !dbg !290
  %t129.i = fadd double %t128.i, 0xBEBBBD41C5D26BF1, !dbg !291
  %t130.i = fmul double %t127.i, %t129.i, !dbg !292
  %t131.i = fadd double %t130.i, 0x3F11566AAF25DE2C, !dbg !293
  %t132.i = fmul double %t127.i, %t131.i, !dbg !294
  %t133.i = fadd double %t132.i, 0xBF66C16C16BEBD93, !dbg !295
  %t134.i = fmul double %t127.i, %t133.i, !dbg !296
  %t135.i = fadd double %t134.i, 0x3FC5555555555555, !dbg !297
  %t136.i = fmul double %t127.i, %t135.i, !dbg !298
  %t137.i = fsub double %t126.i, %t136.i, !dbg !299
  %t138.i = fmul double %t126.i, %t137.i, !dbg !300
  %t139.i = fsub double 2.000000e+00, %t137.i, !dbg !301
  %t140.i = fdiv double %t138.i, %t139.i, !dbg !302
  %t141.i = fsub double %t125.i, %t140.i, !dbg !303
  %26 = fsub double %t124.i, %t141.i, !dbg !304
  %t143.i = fadd double %26, 1.000000e+00, !dbg !304
  %t144.i = fcmp oeq double %t143.i, 0.000000e+00, !dbg !305
  br i1 %t144.i, label %b93.i, label %b74.i, !dbg !305

b74.i:                                            ; preds = %b72.i
  %t145.i = tail call double @llvm.fabs.f64(double %t143.i), !dbg !229
  %t146.i = fcmp ogt double %t145.i, 0x7FEFFFFFFFFFFFFF, !dbg !230
  %t147.i = fcmp uno double %t143.i, 0.000000e+00
  %or.cond5.i = select i1 %t146.i, i1 true, i1 %t147.i, !dbg !306
  br i1 %or.cond5.i, label %b93.i, label %b77.i, !dbg !306

b77.i:                                            ; preds = %b74.i
  %t148.i = fcmp olt double %t145.i, 0x10000000000000, !dbg !232
  %t149.i = fmul double %t143.i, 0x4330000000000000, !dbg !232
  %t150.i = select i1 %t148.i, double %t149.i, double %t143.i, !dbg !232
  %t151.i = select i1 %t148.i, i64 -52, i64 0, !dbg !232
  %t153.i = bitcast double %t150.i to i64, !dbg !307
  %t154.i = lshr i64 %t153.i, 52, !dbg !308
  %t156.i = and i64 %t154.i, 2047, !dbg !309
  %t157.i = add i64 %t121.i, -1023, !dbg !310
  %t152.i = add i64 %t157.i, %t151.i, !dbg !311
  %t158.i = add i64 %t152.i, %t156.i, !dbg !312
  %t159.i = icmp slt i64 %t158.i, -1075, !dbg !313
  br i1 %t159.i, label %b81.i, label %b82.i, !dbg !313

b81.i:                                            ; preds = %b77.i
  %t160.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t150.i), !dbg !314
  br label %b93.i, !dbg !315

b82.i:                                            ; preds = %b77.i
  %t161.i = icmp sgt i64 %t158.i, 1023, !dbg !316
  br i1 %t161.i, label %b83.i, label %b86.i, !dbg !316

b83.i:                                            ; preds = %b82.i
  %t162.i = fcmp olt double %t150.i, 0.000000e+00, !dbg !317
  %.79.i = select i1 %t162.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !318
  br label %b93.i, !dbg !318

b86.i:                                            ; preds = %b82.i
  %t163.i = icmp slt i64 %t158.i, -1022, !dbg !319
  %spec.select80.i = select i1 %t163.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !319
  %t167.i = and i64 %t153.i, -9218868437227405313, !dbg !320
  %27 = shl nsw i64 %t158.i, 52, !dbg !321
  %28 = add i64 %27, 238690780250636288, !dbg !321
  %t168.i = select i1 %t163.i, i64 %28, i64 %27, !dbg !321
  %t170.i = add i64 %t168.i, 4607182418800017408, !dbg !321
  %t171.i = or i64 %t170.i, %t167.i, !dbg !322
  %t172.i = bitcast i64 %t171.i to double, !dbg !323
  %t173.i = fmul double %spec.select80.i, %t172.i, !dbg !324
  br label %b93.i, !dbg !325

b90.i:                                            ; preds = %b70.i
  %t175.i = fcmp ogt double %t110.i, 0.000000e+00, !dbg !326
  br i1 %t175.i, label %b91.i, label %b72.i, !dbg !326

b91.i:                                            ; preds = %b90.i
  %t176.i = fmul double %t110.i, 0x3FF71547652B82FE, !dbg !327
  %t177.i = fadd double %t176.i, 5.000000e-01, !dbg !328
  %.21.i = fcmp oge double %t177.i, 0xC3E0000000000000, !dbg !329
  %.22.i = fcmp olt double %t177.i, 0x43E0000000000000, !dbg !329
  %.23.i = and i1 %.21.i, %.22.i, !dbg !329
  %29 = fptosi double %t177.i to i64, !dbg !329
  %.26.i = select i1 %.23.i, i64 %29, i64 -9223372036854775808, !dbg !329
  br label %b72.i, !dbg !329

b93.i:                                            ; preds = %b86.i, %b83.i, %b81.i, %b74.i, %b72.i, %b69.i, %b65.i, %b63.i, %b61.i, %b39.i
  %t180.i = phi double [ %t39.i, %b39.i ], [ %t53.i, %b81.i ], [ %t53.i, %b86.i ], [ %t53.i, %b72.i ], [ %t53.i, %b74.i ], [ %t53.i, %b83.i ], [ %t53.i, %b65.i ], [ %t53.i, %b63.i ], [ %t53.i, %b61.i ], [ %t53.i, %b69.i ]
  %t181.i = phi double [ 1.000000e+00, %b39.i ], [ %t160.i, %b81.i ], [ %t173.i, %b86.i ], [ %t143.i, %b72.i ], [ %t143.i, %b74.i ], [ %.79.i, %b83.i ], [ 0.000000e+00, %b65.i ], [ 0x7FF0000000000000, %b63.i ], [ %t110.i, %b61.i ], [ %t116.i, %b69.i ]
  br i1 %t7.i, label %b102.i, label %b95.i, !dbg !330

b95.i:                                            ; preds = %b93.i
  %t182.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !229
  %t183.i = fcmp ogt double %t182.i, 0x7FEFFFFFFFFFFFFF, !dbg !230
  br i1 %t183.i, label %b102.i, label %b98.i, !dbg !231

b98.i:                                            ; preds = %b95.i
  %t184.i = fcmp olt double %t182.i, 0x10000000000000, !dbg !232
  %t185.i = fmul double %t0116.i, 0x4330000000000000, !dbg !232
  %t186.i = select i1 %t184.i, double %t185.i, double %t0116.i, !dbg !232
  %t188.i = bitcast double %t186.i to i64, !dbg !233
  %t189.i = lshr i64 %t188.i, 52, !dbg !234
  %t190.i = and i64 %t189.i, 2047, !dbg !235
  %t193.i = select i1 %t184.i, i64 -1074, i64 -1022, !dbg !236
  %t194.i = add nsw i64 %t190.i, %t193.i, !dbg !237
  %t195.i = and i64 %t188.i, -9218868437227405313, !dbg !238
  %t196.i = or i64 %t195.i, 4602678819172646912, !dbg !239
  %t197.i = bitcast i64 %t196.i to double, !dbg !240
  br label %b102.i, !dbg !241

b102.i:                                           ; preds = %b98.i, %b95.i, %b93.i
  %t198.i = phi double [ %t197.i, %b98.i ], [ %t0116.i, %b93.i ], [ %t0116.i, %b95.i ]
  %t199.i = phi i64 [ %t194.i, %b98.i ], [ 0, %b93.i ], [ 0, %b95.i ]
  %.28.i = fcmp oge double %t180.i, 0xC3E0000000000000, !dbg !331
  %.29.i = fcmp olt double %t180.i, 0x43E0000000000000, !dbg !331
  %.30.i = and i1 %.28.i, %.29.i, !dbg !331
  %30 = fptosi double %t180.i to i64, !dbg !331
  %.33.i = select i1 %.30.i, i64 %30, i64 -9223372036854775808, !dbg !331
  %t206.not120.i = icmp eq i64 %.33.i, 0, !dbg !332
  br i1 %t206.not120.i, label %b112.i, label %b104.i, !dbg !332

b104.i:                                           ; preds = %b102.i, %b107.i
  %t205125.i = phi i64 [ %t223.i, %b107.i ], [ %.33.i, %b102.i ]
  %t204124.i = phi i64 [ %t222.i, %b107.i ], [ %t199.i, %b102.i ]
  %t203123.i = phi double [ %t221.i, %b107.i ], [ %t198.i, %b102.i ]
  %t202122.i = phi i64 [ %t215.i, %b107.i ], [ 0, %b102.i ]
  %t201121.i = phi double [ %t214.i, %b107.i ], [ %t181.i, %b102.i ]
  %31 = add i64 %t204124.i, -4097, !dbg !333
  %32 = icmp ult i64 %31, -8193, !dbg !333
  br i1 %32, label %b105.i, label %b107.i, !dbg !333

b105.i:                                           ; preds = %b104.i
  %t208.i = add i64 %t202122.i, %t204124.i, !dbg !334
  br label %b112.i, !dbg !334

b107.i:                                           ; preds = %b104.i
  %t210.i = and i64 %t205125.i, 1, !dbg !335
  %t211.not.i = icmp eq i64 %t210.i, 0, !dbg !336
  %t212.i = select i1 %t211.not.i, double 1.000000e+00, double %t203123.i, !dbg !336
  %t214.i = fmul double %t212.i, %t201121.i, !dbg !336
  %t213.i = select i1 %t211.not.i, i64 0, i64 %t204124.i, !dbg !336
  %t215.i = add i64 %t213.i, %t202122.i, !dbg !336
  %t216.i = fmul double %t203123.i, %t203123.i, !dbg !337
  %t217.i = shl nsw i64 %t204124.i, 1, !dbg !338
  %t218.i = fcmp olt double %t216.i, 5.000000e-01, !dbg !339
  %t219.i = select i1 %t218.i, double %t216.i, double -0.000000e+00, !dbg !339
  %t221.i = fadd double %t216.i, %t219.i, !dbg !339
  %t220.i = sext i1 %t218.i to i64, !dbg !339
  %t222.i = add i64 %t217.i, %t220.i, !dbg !339
  %t223.i = ashr i64 %t205125.i, 1, !dbg !340
  %t206.not.i = icmp ult i64 %t205125.i, 2, !dbg !332
  br i1 %t206.not.i, label %b112.i, label %b104.i, !dbg !332

b112.i:                                           ; preds = %b107.i, %b105.i, %b102.i
  %t20197.i = phi double [ %t201121.i, %b105.i ], [ %t181.i, %b102.i ], [ %t214.i, %b107.i ]
  %t224.i = phi i64 [ %t208.i, %b105.i ], [ 0, %b102.i ], [ %t215.i, %b107.i ]
  %t225.i = fcmp olt double %t1117.i, 0.000000e+00, !dbg !341
  br i1 %t225.i, label %b113.i, label %b114.i, !dbg !341

b113.i:                                           ; preds = %b112.i
  %t226.i = fdiv double 1.000000e+00, %t20197.i, !dbg !342
  %t227.i = sub i64 0, %t224.i, !dbg !343
  br label %b114.i, !dbg !343

b114.i:                                           ; preds = %b113.i, %b112.i
  %t228.i = phi double [ %t20197.i, %b112.i ], [ %t226.i, %b113.i ]
  %t229.i = phi i64 [ %t224.i, %b112.i ], [ %t227.i, %b113.i ]
  %t230.i = fcmp oeq double %t228.i, 0.000000e+00, !dbg !305
  br i1 %t230.i, label %math.pow.exit, label %b116.i, !dbg !305

b116.i:                                           ; preds = %b114.i
  %t231.i = tail call double @llvm.fabs.f64(double %t228.i), !dbg !229
  %t232.i = fcmp ogt double %t231.i, 0x7FEFFFFFFFFFFFFF, !dbg !230
  %t233.i = fcmp uno double %t228.i, 0.000000e+00
  %or.cond83.i = select i1 %t232.i, i1 true, i1 %t233.i, !dbg !306
  br i1 %or.cond83.i, label %math.pow.exit, label %b119.i, !dbg !306

b119.i:                                           ; preds = %b116.i
  %t234.i = fcmp olt double %t231.i, 0x10000000000000, !dbg !232
  %t235.i = fmul double %t228.i, 0x4330000000000000, !dbg !232
  %t236.i = select i1 %t234.i, double %t235.i, double %t228.i, !dbg !232
  %t237.i = select i1 %t234.i, i64 -52, i64 0, !dbg !232
  %t239.i = bitcast double %t236.i to i64, !dbg !307
  %t240.i = lshr i64 %t239.i, 52, !dbg !308
  %t242.i = and i64 %t240.i, 2047, !dbg !309
  %t243.i = add i64 %t229.i, -1023, !dbg !310
  %t238.i = add i64 %t243.i, %t237.i, !dbg !311
  %t244.i = add i64 %t238.i, %t242.i, !dbg !312
  %t245.i = icmp slt i64 %t244.i, -1075, !dbg !313
  br i1 %t245.i, label %b123.i, label %b124.i, !dbg !313

b123.i:                                           ; preds = %b119.i
  %t246.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t236.i), !dbg !314
  br label %math.pow.exit, !dbg !315

b124.i:                                           ; preds = %b119.i
  %t247.i = icmp sgt i64 %t244.i, 1023, !dbg !316
  br i1 %t247.i, label %b125.i, label %b128.i, !dbg !316

b125.i:                                           ; preds = %b124.i
  %t248.i = fcmp olt double %t236.i, 0.000000e+00, !dbg !317
  %.84.i = select i1 %t248.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !318
  br label %math.pow.exit, !dbg !318

b128.i:                                           ; preds = %b124.i
  %t249.i = icmp slt i64 %t244.i, -1022, !dbg !319
  %spec.select86.i = select i1 %t249.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !319
  %t253.i = and i64 %t239.i, -9218868437227405313, !dbg !320
  %33 = shl nsw i64 %t244.i, 52, !dbg !321
  %34 = add i64 %33, 238690780250636288, !dbg !321
  %t254.i = select i1 %t249.i, i64 %34, i64 %33, !dbg !321
  %t256.i = add i64 %t254.i, 4607182418800017408, !dbg !321
  %t257.i = or i64 %t256.i, %t253.i, !dbg !322
  %t258.i = bitcast i64 %t257.i to double, !dbg !323
  %t259.i = fmul double %spec.select86.i, %t258.i, !dbg !324
  br label %math.pow.exit, !dbg !325

b132.i:                                           ; preds = %b9.i
  %t261.i = tail call double @llvm.fabs.f64(double %t1117.i), !dbg !229
  %t262.i = fcmp ogt double %t261.i, 0x7FEFFFFFFFFFFFFF, !dbg !230
  br i1 %t262.i, label %b133.i, label %b138.i, !dbg !344

b133.i:                                           ; preds = %b132.i
  %t263.i = fcmp oeq double %t0116.i, -1.000000e+00, !dbg !345
  br i1 %t263.i, label %math.pow.exit, label %b135.i, !dbg !345

b135.i:                                           ; preds = %b133.i
  %t264.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !346
  %t265.i = fcmp uge double %t264.i, 1.000000e+00, !dbg !347
  %t266.i = fcmp ogt double %t1117.i, 0x7FEFFFFFFFFFFFFF, !dbg !230
  %t267.i = xor i1 %t266.i, %t265.i, !dbg !348
  %.87.i = select i1 %t267.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b138.i:                                           ; preds = %b132.i
  %t268.i = tail call double @llvm.fabs.f64(double %t0116.i), !dbg !229
  %t269.i = fcmp ogt double %t268.i, 0x7FEFFFFFFFFFFFFF, !dbg !230
  br i1 %t269.i, label %b139.i, label %b145.i, !dbg !349

b139.i:                                           ; preds = %b138.i
  %t271.i = fcmp olt double %t0116.i, 0xFFEFFFFFFFFFFFFF, !dbg !230
  br i1 %t271.i, label %b140.i, label %b141.i, !dbg !350

b140.i:                                           ; preds = %b139.i
  %t272.i = fdiv double 1.000000e+00, %t0116.i, !dbg !351
  %t273.i = fneg double %t1117.i, !dbg !352
  %t2.i = fcmp oeq double %t1117.i, 0.000000e+00, !dbg !194
  %t3.i = fcmp oeq double %t272.i, 1.000000e+00
  %or.cond.i = select i1 %t2.i, i1 true, i1 %t3.i, !dbg !194
  br i1 %or.cond.i, label %math.pow.exit, label %b4.i, !dbg !194

b141.i:                                           ; preds = %b139.i
  %t274.i = fcmp olt double %t1117.i, 0.000000e+00, !dbg !353
  br i1 %t274.i, label %math.pow.exit, label %b143.i, !dbg !353

b143.i:                                           ; preds = %b141.i
  %t261.i.le = tail call double @llvm.fabs.f64(double %t1117.i), !dbg !229
  %t275.i = fcmp ogt double %t1117.i, 0.000000e+00, !dbg !354
  br i1 %t275.i, label %math.pow.exit, label %b30.i, !dbg !354

b145.i:                                           ; preds = %b138.i
  %t276.i = fcmp oeq double %t1117.i, 5.000000e-01, !dbg !355
  br i1 %t276.i, label %b146.i, label %b147.i, !dbg !355

b146.i:                                           ; preds = %b145.i
  %.35.i = fcmp olt double %t0116.i, 0x1000000000000000, !dbg !356
  %.36.i = fmul double %t0116.i, 0x4FF0000000000000, !dbg !356
  %.37.i = select i1 %.35.i, double %.36.i, double %t0116.i, !dbg !356
  %.38.i = tail call double @llvm.amdgcn.rsq.f64(double %.37.i), !dbg !356
  %.39.i = fmul double %.37.i, %.38.i, !dbg !356
  %.40.i = fmul double %.38.i, 5.000000e-01, !dbg !356
  %.41.i = fneg double %.40.i, !dbg !356
  %.42.i = tail call double @llvm.fma.f64(double %.41.i, double %.39.i, double 5.000000e-01), !dbg !356
  %.43.i = tail call double @llvm.fma.f64(double %.40.i, double %.42.i, double %.40.i), !dbg !356
  %.44.i = tail call double @llvm.fma.f64(double %.39.i, double %.42.i, double %.39.i), !dbg !356
  %.45.i = fneg double %.44.i, !dbg !356
  %.46.i = tail call double @llvm.fma.f64(double %.45.i, double %.44.i, double %.37.i), !dbg !356
  %.47.i = tail call double @llvm.fma.f64(double %.46.i, double %.43.i, double %.44.i), !dbg !356
  %.48.i = fneg double %.47.i, !dbg !356
  %.49.i = tail call double @llvm.fma.f64(double %.48.i, double %.47.i, double %.37.i), !dbg !356
  %.50.i = tail call double @llvm.fma.f64(double %.49.i, double %.43.i, double %.47.i), !dbg !356
  %.51.i = fmul double %.50.i, 0x37F0000000000000, !dbg !356
  %.52.i = select i1 %.35.i, double %.51.i, double %.50.i, !dbg !356
  %.53.i = fcmp oeq double %.37.i, 0.000000e+00, !dbg !356
  %.54.i = fcmp oeq double %.37.i, 0x7FF0000000000000, !dbg !356
  %.55.i = or i1 %.53.i, %.54.i, !dbg !356
  %.56.i = select i1 %.55.i, double %.37.i, double %.52.i, !dbg !356
  br label %math.pow.exit

b147.i:                                           ; preds = %b145.i
  %t261.i.le64 = tail call double @llvm.fabs.f64(double %t1117.i), !dbg !229
  %t278.i = fcmp oeq double %t1117.i, -5.000000e-01, !dbg !357
  br i1 %t278.i, label %b148.i, label %b30.i, !dbg !357

b148.i:                                           ; preds = %b147.i
  %.57.i = fcmp olt double %t0116.i, 0x1000000000000000, !dbg !358
  %.58.i = fmul double %t0116.i, 0x4FF0000000000000, !dbg !358
  %.59.i = select i1 %.57.i, double %.58.i, double %t0116.i, !dbg !358
  %.60.i = tail call double @llvm.amdgcn.rsq.f64(double %.59.i), !dbg !358
  %.61.i = fmul double %.59.i, %.60.i, !dbg !358
  %.62.i = fmul double %.60.i, 5.000000e-01, !dbg !358
  %.63.i = fneg double %.62.i, !dbg !358
  %.64.i = tail call double @llvm.fma.f64(double %.63.i, double %.61.i, double 5.000000e-01), !dbg !358
  %.65.i = tail call double @llvm.fma.f64(double %.62.i, double %.64.i, double %.62.i), !dbg !358
  %.66.i = tail call double @llvm.fma.f64(double %.61.i, double %.64.i, double %.61.i), !dbg !358
  %.67.i = fneg double %.66.i, !dbg !358
  %.68.i = tail call double @llvm.fma.f64(double %.67.i, double %.66.i, double %.59.i), !dbg !358
  %.69.i = tail call double @llvm.fma.f64(double %.68.i, double %.65.i, double %.66.i), !dbg !358
  %.70.i = fneg double %.69.i, !dbg !358
  %.71.i = tail call double @llvm.fma.f64(double %.70.i, double %.69.i, double %.59.i), !dbg !358
  %.72.i = tail call double @llvm.fma.f64(double %.71.i, double %.65.i, double %.69.i), !dbg !358
  %.73.i = fmul double %.72.i, 0x37F0000000000000, !dbg !358
  %.74.i = select i1 %.57.i, double %.73.i, double %.72.i, !dbg !358
  %.75.i = fcmp oeq double %.59.i, 0.000000e+00, !dbg !358
  %.76.i = fcmp oeq double %.59.i, 0x7FF0000000000000, !dbg !358
  %.77.i = or i1 %.75.i, %.76.i, !dbg !358
  %.78.i = select i1 %.77.i, double %.59.i, double %.74.i, !dbg !358
  %t280.i = fdiv double 1.000000e+00, %.78.i, !dbg !359
  br label %math.pow.exit

math.pow.exit:                                    ; preds = %b4.i, %b6.i, %b140.i, %b24, %b15.i, %b19.i, %b25.i, %b29.i, %b30.i, %b34.i, %b36.i, %b114.i, %b116.i, %b123.i, %b125.i, %b128.i, %b133.i, %b135.i, %b141.i, %b143.i, %b146.i, %b148.i
  %common.ret.op.i = phi double [ 0x7FF0000000000000, %b19.i ], [ 0.000000e+00, %b29.i ], [ %.56.i, %b146.i ], [ %t280.i, %b148.i ], [ 0xFFF0000000000000, %b15.i ], [ %t0116.i, %b25.i ], [ 0x7FF8000000000001, %b30.i ], [ 1.000000e+00, %b34.i ], [ %..i, %b36.i ], [ %t246.i, %b123.i ], [ %t259.i, %b128.i ], [ %t228.i, %b114.i ], [ %t228.i, %b116.i ], [ %.84.i, %b125.i ], [ 1.000000e+00, %b133.i ], [ %.87.i, %b135.i ], [ 0.000000e+00, %b141.i ], [ 0x7FF0000000000000, %b143.i ], [ 1.000000e+00, %b24 ], [ 0x7FF8000000000001, %b6.i ], [ %t0116.i, %b4.i ], [ 1.000000e+00, %b140.i ]
  %t149 = fptrunc double %common.ret.op.i to float, !dbg !360
  %t150 = fdiv float %t149, %t145, !dbg !361
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !193
  store float %t150, ptr addrspace(1) %t151, align 4, !dbg !193
  %t152 = add i64 %t2225, %t13, !dbg !193
  %t23 = icmp slt i64 %t152, %a0, !dbg !193
  br i1 %t23, label %b2, label %b25, !dbg !193

b25:                                              ; preds = %math.pow.exit, %entry
  ret void, !dbg !193
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
!8 = !DILocation(line: 57, column: 9, scope: !9, inlinedAt: !11)
!9 = distinct !DISubprogram(name: "math.pow", scope: !10, file: !10, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "math/pow.go", directory: "")
!11 = distinct !DILocation(line: 39, column: 25, scope: !4)
!12 = !DILocation(line: 39, column: 45, scope: !4)
!13 = !DILocation(line: 39, column: 33, scope: !4)
!14 = !DILocation(line: 59, column: 9, scope: !9, inlinedAt: !11)
!15 = !DILocation(line: 39, column: 11, scope: !16, inlinedAt: !11)
!16 = !DILexicalBlockFile(scope: !9, file: !17, discriminator: 0)
!17 = !DIFile(filename: "math/bits.go", directory: "")
!18 = !DILocation(line: 61, column: 12, scope: !9, inlinedAt: !11)
!19 = !DILocation(line: 63, column: 9, scope: !9, inlinedAt: !11)
!20 = !DILocation(line: 65, column: 10, scope: !9, inlinedAt: !11)
!21 = !DILocation(line: 9, column: 26, scope: !22, inlinedAt: !11)
!22 = !DILexicalBlockFile(scope: !9, file: !23, discriminator: 0)
!23 = !DIFile(filename: "math/signbit.go", directory: "")
!24 = !DILocation(line: 9, column: 31, scope: !22, inlinedAt: !11)
!25 = !DILocation(line: 66, column: 14, scope: !9, inlinedAt: !11)
!26 = !DILocation(line: 15, column: 17, scope: !27, inlinedAt: !11)
!27 = !DILexicalBlockFile(scope: !9, file: !28, discriminator: 0)
!28 = !DIFile(filename: "math/modf.go", directory: "")
!29 = !DILocation(line: 16, column: 25, scope: !27, inlinedAt: !11)
!30 = !DILocation(line: 16, column: 23, scope: !27, inlinedAt: !11)
!31 = !DILocation(line: 18, column: 12, scope: !9, inlinedAt: !11)
!32 = !DILocation(line: 18, column: 25, scope: !9, inlinedAt: !11)
!33 = !DILocation(line: 18, column: 29, scope: !9, inlinedAt: !11)
!34 = !DILocation(line: 18, column: 32, scope: !9, inlinedAt: !11)
!35 = !DILocation(line: 66, column: 29, scope: !9, inlinedAt: !11)
!36 = !DILocation(line: 70, column: 10, scope: !9, inlinedAt: !11)
!37 = !DILocation(line: 101, column: 20, scope: !9, inlinedAt: !11)
!38 = !DILocation(line: 71, column: 14, scope: !9, inlinedAt: !11)
!39 = !DILocation(line: 71, column: 29, scope: !9, inlinedAt: !11)
!40 = !DILocation(line: 102, column: 8, scope: !9, inlinedAt: !11)
!41 = !DILocation(line: 105, column: 8, scope: !9, inlinedAt: !11)
!42 = !DILocation(line: 109, column: 10, scope: !9, inlinedAt: !11)
!43 = !DILocation(line: 111, column: 12, scope: !9, inlinedAt: !11)
!44 = !DILocation(line: 111, column: 16, scope: !9, inlinedAt: !11)
!45 = !DILocation(line: 111, column: 27, scope: !9, inlinedAt: !11)
!46 = !DILocation(line: 111, column: 21, scope: !9, inlinedAt: !11)
!47 = !DILocation(line: 123, column: 8, scope: !9, inlinedAt: !11)
!48 = !DILocation(line: 124, column: 9, scope: !9, inlinedAt: !11)
!49 = !DILocation(line: 103, column: 12, scope: !50, inlinedAt: !11)
!50 = !DILexicalBlockFile(scope: !9, file: !51, discriminator: 0)
!51 = !DIFile(filename: "math/log.go", directory: "")
!52 = !DILocation(line: 105, column: 9, scope: !50, inlinedAt: !11)
!53 = !DILocation(line: 52, column: 10, scope: !16, inlinedAt: !11)
!54 = !DILocation(line: 56, column: 11, scope: !16, inlinedAt: !11)
!55 = !DILocation(line: 29, column: 12, scope: !56, inlinedAt: !11)
!56 = !DILexicalBlockFile(scope: !9, file: !57, discriminator: 0)
!57 = !DIFile(filename: "math/frexp.go", directory: "")
!58 = !DILocation(line: 63, column: 12, scope: !16, inlinedAt: !11)
!59 = !DILocation(line: 33, column: 18, scope: !56, inlinedAt: !11)
!60 = !DILocation(line: 34, column: 15, scope: !56, inlinedAt: !11)
!61 = !DILocation(line: 34, column: 23, scope: !56, inlinedAt: !11)
!62 = !DILocation(line: 34, column: 37, scope: !56, inlinedAt: !11)
!63 = !DILocation(line: 34, column: 2, scope: !56, inlinedAt: !11)
!64 = !DILocation(line: 35, column: 2, scope: !56, inlinedAt: !11)
!65 = !DILocation(line: 36, column: 2, scope: !56, inlinedAt: !11)
!66 = !DILocation(line: 37, column: 24, scope: !56, inlinedAt: !11)
!67 = !DILocation(line: 38, column: 2, scope: !56, inlinedAt: !11)
!68 = !DILocation(line: 113, column: 8, scope: !50, inlinedAt: !11)
!69 = !DILocation(line: 117, column: 10, scope: !50, inlinedAt: !11)
!70 = !DILocation(line: 118, column: 14, scope: !50, inlinedAt: !11)
!71 = !DILocation(line: 121, column: 14, scope: !50, inlinedAt: !11)
!72 = !DILocation(line: 121, column: 9, scope: !50, inlinedAt: !11)
!73 = !DILocation(line: 122, column: 10, scope: !50, inlinedAt: !11)
!74 = !DILocation(line: 123, column: 11, scope: !50, inlinedAt: !11)
!75 = !DILocation(line: 124, column: 35, scope: !50, inlinedAt: !11)
!76 = !DILocation(line: 124, column: 32, scope: !50, inlinedAt: !11)
!77 = !DILocation(line: 124, column: 28, scope: !50, inlinedAt: !11)
!78 = !DILocation(line: 124, column: 25, scope: !50, inlinedAt: !11)
!79 = !DILocation(line: 124, column: 21, scope: !50, inlinedAt: !11)
!80 = !DILocation(line: 124, column: 17, scope: !50, inlinedAt: !11)
!81 = !DILocation(line: 124, column: 11, scope: !50, inlinedAt: !11)
!82 = !DILocation(line: 125, column: 28, scope: !50, inlinedAt: !11)
!83 = !DILocation(line: 125, column: 25, scope: !50, inlinedAt: !11)
!84 = !DILocation(line: 125, column: 21, scope: !50, inlinedAt: !11)
!85 = !DILocation(line: 125, column: 17, scope: !50, inlinedAt: !11)
!86 = !DILocation(line: 125, column: 11, scope: !50, inlinedAt: !11)
!87 = !DILocation(line: 126, column: 10, scope: !50, inlinedAt: !11)
!88 = !DILocation(line: 127, column: 14, scope: !50, inlinedAt: !11)
!89 = !DILocation(line: 127, column: 18, scope: !50, inlinedAt: !11)
!90 = !DILocation(line: 128, column: 10, scope: !50, inlinedAt: !11)
!91 = !DILocation(line: 128, column: 36, scope: !50, inlinedAt: !11)
!92 = !DILocation(line: 128, column: 30, scope: !50, inlinedAt: !11)
!93 = !DILocation(line: 128, column: 43, scope: !50, inlinedAt: !11)
!94 = !DILocation(line: 128, column: 40, scope: !50, inlinedAt: !11)
!95 = !DILocation(line: 128, column: 26, scope: !50, inlinedAt: !11)
!96 = !DILocation(line: 128, column: 52, scope: !50, inlinedAt: !11)
!97 = !DILocation(line: 128, column: 17, scope: !50, inlinedAt: !11)
!98 = !DILocation(line: 128, column: 2, scope: !50, inlinedAt: !11)
!99 = !DILocation(line: 128, column: 15, scope: !9, inlinedAt: !11)
!100 = !DILocation(line: 112, column: 12, scope: !101, inlinedAt: !11)
!101 = !DILexicalBlockFile(scope: !9, file: !102, discriminator: 0)
!102 = !DIFile(filename: "math/exp.go", directory: "")
!103 = !DILocation(line: 114, column: 9, scope: !101, inlinedAt: !11)
!104 = !DILocation(line: 116, column: 9, scope: !101, inlinedAt: !11)
!105 = !DILocation(line: 118, column: 17, scope: !101, inlinedAt: !11)
!106 = !DILocation(line: 119, column: 12, scope: !101, inlinedAt: !11)
!107 = !DILocation(line: 119, column: 3, scope: !101, inlinedAt: !11)
!108 = !DILocation(line: 125, column: 9, scope: !101, inlinedAt: !11)
!109 = !DILocation(line: 126, column: 16, scope: !101, inlinedAt: !11)
!110 = !DILocation(line: 126, column: 19, scope: !101, inlinedAt: !11)
!111 = !DILocation(line: 126, column: 10, scope: !101, inlinedAt: !11)
!112 = !DILocation(line: 130, column: 19, scope: !101, inlinedAt: !11)
!113 = !DILocation(line: 130, column: 22, scope: !101, inlinedAt: !11)
!114 = !DILocation(line: 130, column: 10, scope: !101, inlinedAt: !11)
!115 = !DILocation(line: 131, column: 19, scope: !101, inlinedAt: !11)
!116 = !DILocation(line: 193, column: 10, scope: !101, inlinedAt: !11)
!117 = !DILocation(line: 194, column: 9, scope: !101, inlinedAt: !11)
!118 = !DILocation(line: 195, column: 36, scope: !101, inlinedAt: !11)
!119 = !DILocation(line: 195, column: 34, scope: !101, inlinedAt: !11)
!120 = !DILocation(line: 195, column: 30, scope: !101, inlinedAt: !11)
!121 = !DILocation(line: 195, column: 28, scope: !101, inlinedAt: !11)
!122 = !DILocation(line: 195, column: 24, scope: !101, inlinedAt: !11)
!123 = !DILocation(line: 195, column: 22, scope: !101, inlinedAt: !11)
!124 = !DILocation(line: 195, column: 18, scope: !101, inlinedAt: !11)
!125 = !DILocation(line: 195, column: 16, scope: !101, inlinedAt: !11)
!126 = !DILocation(line: 195, column: 12, scope: !101, inlinedAt: !11)
!127 = !DILocation(line: 195, column: 9, scope: !101, inlinedAt: !11)
!128 = !DILocation(line: 196, column: 20, scope: !101, inlinedAt: !11)
!129 = !DILocation(line: 196, column: 26, scope: !101, inlinedAt: !11)
!130 = !DILocation(line: 196, column: 23, scope: !101, inlinedAt: !11)
!131 = !DILocation(line: 196, column: 16, scope: !101, inlinedAt: !11)
!132 = !DILocation(line: 196, column: 9, scope: !101, inlinedAt: !11)
!133 = !DILocation(line: 25, column: 12, scope: !134, inlinedAt: !11)
!134 = !DILexicalBlockFile(scope: !9, file: !135, discriminator: 0)
!135 = !DIFile(filename: "math/ldexp.go", directory: "")
!136 = !DILocation(line: 27, column: 12, scope: !134, inlinedAt: !11)
!137 = !DILocation(line: 32, column: 18, scope: !134, inlinedAt: !11)
!138 = !DILocation(line: 33, column: 14, scope: !134, inlinedAt: !11)
!139 = !DILocation(line: 33, column: 22, scope: !134, inlinedAt: !11)
!140 = !DILocation(line: 33, column: 28, scope: !134, inlinedAt: !11)
!141 = !DILocation(line: 31, column: 2, scope: !134, inlinedAt: !11)
!142 = !DILocation(line: 33, column: 2, scope: !134, inlinedAt: !11)
!143 = !DILocation(line: 34, column: 9, scope: !134, inlinedAt: !11)
!144 = !DILocation(line: 35, column: 18, scope: !134, inlinedAt: !11)
!145 = !DILocation(line: 35, column: 3, scope: !134, inlinedAt: !11)
!146 = !DILocation(line: 37, column: 9, scope: !134, inlinedAt: !11)
!147 = !DILocation(line: 38, column: 11, scope: !134, inlinedAt: !11)
!148 = !DILocation(line: 0, scope: !134, inlinedAt: !11)
!149 = !DILocation(line: 44, column: 9, scope: !134, inlinedAt: !11)
!150 = !DILocation(line: 48, column: 2, scope: !134, inlinedAt: !11)
!151 = !DILocation(line: 49, column: 24, scope: !134, inlinedAt: !11)
!152 = !DILocation(line: 49, column: 2, scope: !134, inlinedAt: !11)
!153 = !DILocation(line: 50, column: 28, scope: !134, inlinedAt: !11)
!154 = !DILocation(line: 50, column: 11, scope: !134, inlinedAt: !11)
!155 = !DILocation(line: 50, column: 2, scope: !134, inlinedAt: !11)
!156 = !DILocation(line: 127, column: 9, scope: !101, inlinedAt: !11)
!157 = !DILocation(line: 128, column: 16, scope: !101, inlinedAt: !11)
!158 = !DILocation(line: 128, column: 19, scope: !101, inlinedAt: !11)
!159 = !DILocation(line: 128, column: 10, scope: !101, inlinedAt: !11)
!160 = !DILocation(line: 27, column: 9, scope: !56, inlinedAt: !11)
!161 = !DILocation(line: 136, column: 16, scope: !9, inlinedAt: !11)
!162 = !DILocation(line: 136, column: 24, scope: !9, inlinedAt: !11)
!163 = !DILocation(line: 137, column: 9, scope: !9, inlinedAt: !11)
!164 = !DILocation(line: 143, column: 4, scope: !9, inlinedAt: !11)
!165 = !DILocation(line: 146, column: 7, scope: !9, inlinedAt: !11)
!166 = !DILocation(line: 146, column: 10, scope: !9, inlinedAt: !11)
!167 = !DILocation(line: 150, column: 3, scope: !9, inlinedAt: !11)
!168 = !DILocation(line: 151, column: 3, scope: !9, inlinedAt: !11)
!169 = !DILocation(line: 152, column: 9, scope: !9, inlinedAt: !11)
!170 = !DILocation(line: 136, column: 30, scope: !9, inlinedAt: !11)
!171 = !DILocation(line: 161, column: 7, scope: !9, inlinedAt: !11)
!172 = !DILocation(line: 162, column: 10, scope: !9, inlinedAt: !11)
!173 = !DILocation(line: 163, column: 8, scope: !9, inlinedAt: !11)
!174 = !DILocation(line: 76, column: 12, scope: !9, inlinedAt: !11)
!175 = !DILocation(line: 78, column: 10, scope: !9, inlinedAt: !11)
!176 = !DILocation(line: 80, column: 12, scope: !9, inlinedAt: !11)
!177 = !DILocation(line: 80, column: 16, scope: !9, inlinedAt: !11)
!178 = !DILocation(line: 80, column: 21, scope: !9, inlinedAt: !11)
!179 = !DILocation(line: 85, column: 12, scope: !9, inlinedAt: !11)
!180 = !DILocation(line: 86, column: 11, scope: !9, inlinedAt: !11)
!181 = !DILocation(line: 87, column: 16, scope: !9, inlinedAt: !11)
!182 = !DILocation(line: 87, column: 20, scope: !9, inlinedAt: !11)
!183 = !DILocation(line: 90, column: 10, scope: !9, inlinedAt: !11)
!184 = !DILocation(line: 92, column: 10, scope: !9, inlinedAt: !11)
!185 = !DILocation(line: 95, column: 9, scope: !9, inlinedAt: !11)
!186 = !DILocation(line: 96, column: 14, scope: !9, inlinedAt: !11)
!187 = !DILocation(line: 97, column: 9, scope: !9, inlinedAt: !11)
!188 = !DILocation(line: 98, column: 18, scope: !9, inlinedAt: !11)
!189 = !DILocation(line: 98, column: 12, scope: !9, inlinedAt: !11)
!190 = !DILocation(line: 39, column: 16, scope: !4)
!191 = !DILocation(line: 39, column: 51, scope: !4)
!192 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!193 = !DILocation(line: 45, column: 6, scope: !192)
!194 = !DILocation(line: 57, column: 9, scope: !9, inlinedAt: !195)
!195 = distinct !DILocation(line: 39, column: 25, scope: !192)
!196 = !DILocation(line: 39, column: 45, scope: !192)
!197 = !DILocation(line: 39, column: 33, scope: !192)
!198 = !DILocation(line: 59, column: 9, scope: !9, inlinedAt: !195)
!199 = !DILocation(line: 39, column: 11, scope: !16, inlinedAt: !195)
!200 = !DILocation(line: 61, column: 12, scope: !9, inlinedAt: !195)
!201 = !DILocation(line: 63, column: 9, scope: !9, inlinedAt: !195)
!202 = !DILocation(line: 65, column: 10, scope: !9, inlinedAt: !195)
!203 = !DILocation(line: 9, column: 26, scope: !22, inlinedAt: !195)
!204 = !DILocation(line: 9, column: 31, scope: !22, inlinedAt: !195)
!205 = !DILocation(line: 66, column: 14, scope: !9, inlinedAt: !195)
!206 = !DILocation(line: 15, column: 17, scope: !27, inlinedAt: !195)
!207 = !DILocation(line: 16, column: 25, scope: !27, inlinedAt: !195)
!208 = !DILocation(line: 16, column: 23, scope: !27, inlinedAt: !195)
!209 = !DILocation(line: 18, column: 12, scope: !9, inlinedAt: !195)
!210 = !DILocation(line: 18, column: 25, scope: !9, inlinedAt: !195)
!211 = !DILocation(line: 18, column: 29, scope: !9, inlinedAt: !195)
!212 = !DILocation(line: 18, column: 32, scope: !9, inlinedAt: !195)
!213 = !DILocation(line: 66, column: 29, scope: !9, inlinedAt: !195)
!214 = !DILocation(line: 70, column: 10, scope: !9, inlinedAt: !195)
!215 = !DILocation(line: 101, column: 20, scope: !9, inlinedAt: !195)
!216 = !DILocation(line: 71, column: 14, scope: !9, inlinedAt: !195)
!217 = !DILocation(line: 71, column: 29, scope: !9, inlinedAt: !195)
!218 = !DILocation(line: 102, column: 8, scope: !9, inlinedAt: !195)
!219 = !DILocation(line: 105, column: 8, scope: !9, inlinedAt: !195)
!220 = !DILocation(line: 109, column: 10, scope: !9, inlinedAt: !195)
!221 = !DILocation(line: 111, column: 12, scope: !9, inlinedAt: !195)
!222 = !DILocation(line: 111, column: 16, scope: !9, inlinedAt: !195)
!223 = !DILocation(line: 111, column: 27, scope: !9, inlinedAt: !195)
!224 = !DILocation(line: 111, column: 21, scope: !9, inlinedAt: !195)
!225 = !DILocation(line: 123, column: 8, scope: !9, inlinedAt: !195)
!226 = !DILocation(line: 124, column: 9, scope: !9, inlinedAt: !195)
!227 = !DILocation(line: 103, column: 12, scope: !50, inlinedAt: !195)
!228 = !DILocation(line: 105, column: 9, scope: !50, inlinedAt: !195)
!229 = !DILocation(line: 52, column: 10, scope: !16, inlinedAt: !195)
!230 = !DILocation(line: 56, column: 11, scope: !16, inlinedAt: !195)
!231 = !DILocation(line: 29, column: 12, scope: !56, inlinedAt: !195)
!232 = !DILocation(line: 63, column: 12, scope: !16, inlinedAt: !195)
!233 = !DILocation(line: 33, column: 18, scope: !56, inlinedAt: !195)
!234 = !DILocation(line: 34, column: 15, scope: !56, inlinedAt: !195)
!235 = !DILocation(line: 34, column: 23, scope: !56, inlinedAt: !195)
!236 = !DILocation(line: 34, column: 37, scope: !56, inlinedAt: !195)
!237 = !DILocation(line: 34, column: 2, scope: !56, inlinedAt: !195)
!238 = !DILocation(line: 35, column: 2, scope: !56, inlinedAt: !195)
!239 = !DILocation(line: 36, column: 2, scope: !56, inlinedAt: !195)
!240 = !DILocation(line: 37, column: 24, scope: !56, inlinedAt: !195)
!241 = !DILocation(line: 38, column: 2, scope: !56, inlinedAt: !195)
!242 = !DILocation(line: 113, column: 8, scope: !50, inlinedAt: !195)
!243 = !DILocation(line: 117, column: 10, scope: !50, inlinedAt: !195)
!244 = !DILocation(line: 118, column: 14, scope: !50, inlinedAt: !195)
!245 = !DILocation(line: 121, column: 14, scope: !50, inlinedAt: !195)
!246 = !DILocation(line: 121, column: 9, scope: !50, inlinedAt: !195)
!247 = !DILocation(line: 122, column: 10, scope: !50, inlinedAt: !195)
!248 = !DILocation(line: 123, column: 11, scope: !50, inlinedAt: !195)
!249 = !DILocation(line: 124, column: 35, scope: !50, inlinedAt: !195)
!250 = !DILocation(line: 124, column: 32, scope: !50, inlinedAt: !195)
!251 = !DILocation(line: 124, column: 28, scope: !50, inlinedAt: !195)
!252 = !DILocation(line: 124, column: 25, scope: !50, inlinedAt: !195)
!253 = !DILocation(line: 124, column: 21, scope: !50, inlinedAt: !195)
!254 = !DILocation(line: 124, column: 17, scope: !50, inlinedAt: !195)
!255 = !DILocation(line: 124, column: 11, scope: !50, inlinedAt: !195)
!256 = !DILocation(line: 125, column: 28, scope: !50, inlinedAt: !195)
!257 = !DILocation(line: 125, column: 25, scope: !50, inlinedAt: !195)
!258 = !DILocation(line: 125, column: 21, scope: !50, inlinedAt: !195)
!259 = !DILocation(line: 125, column: 17, scope: !50, inlinedAt: !195)
!260 = !DILocation(line: 125, column: 11, scope: !50, inlinedAt: !195)
!261 = !DILocation(line: 126, column: 10, scope: !50, inlinedAt: !195)
!262 = !DILocation(line: 127, column: 14, scope: !50, inlinedAt: !195)
!263 = !DILocation(line: 127, column: 18, scope: !50, inlinedAt: !195)
!264 = !DILocation(line: 128, column: 10, scope: !50, inlinedAt: !195)
!265 = !DILocation(line: 128, column: 36, scope: !50, inlinedAt: !195)
!266 = !DILocation(line: 128, column: 30, scope: !50, inlinedAt: !195)
!267 = !DILocation(line: 128, column: 43, scope: !50, inlinedAt: !195)
!268 = !DILocation(line: 128, column: 40, scope: !50, inlinedAt: !195)
!269 = !DILocation(line: 128, column: 26, scope: !50, inlinedAt: !195)
!270 = !DILocation(line: 128, column: 52, scope: !50, inlinedAt: !195)
!271 = !DILocation(line: 128, column: 17, scope: !50, inlinedAt: !195)
!272 = !DILocation(line: 128, column: 2, scope: !50, inlinedAt: !195)
!273 = !DILocation(line: 128, column: 15, scope: !9, inlinedAt: !195)
!274 = !DILocation(line: 112, column: 12, scope: !101, inlinedAt: !195)
!275 = !DILocation(line: 114, column: 9, scope: !101, inlinedAt: !195)
!276 = !DILocation(line: 116, column: 9, scope: !101, inlinedAt: !195)
!277 = !DILocation(line: 118, column: 17, scope: !101, inlinedAt: !195)
!278 = !DILocation(line: 119, column: 12, scope: !101, inlinedAt: !195)
!279 = !DILocation(line: 119, column: 3, scope: !101, inlinedAt: !195)
!280 = !DILocation(line: 125, column: 9, scope: !101, inlinedAt: !195)
!281 = !DILocation(line: 126, column: 16, scope: !101, inlinedAt: !195)
!282 = !DILocation(line: 126, column: 19, scope: !101, inlinedAt: !195)
!283 = !DILocation(line: 126, column: 10, scope: !101, inlinedAt: !195)
!284 = !DILocation(line: 130, column: 19, scope: !101, inlinedAt: !195)
!285 = !DILocation(line: 130, column: 22, scope: !101, inlinedAt: !195)
!286 = !DILocation(line: 130, column: 10, scope: !101, inlinedAt: !195)
!287 = !DILocation(line: 131, column: 19, scope: !101, inlinedAt: !195)
!288 = !DILocation(line: 193, column: 10, scope: !101, inlinedAt: !195)
!289 = !DILocation(line: 194, column: 9, scope: !101, inlinedAt: !195)
!290 = !DILocation(line: 195, column: 36, scope: !101, inlinedAt: !195)
!291 = !DILocation(line: 195, column: 34, scope: !101, inlinedAt: !195)
!292 = !DILocation(line: 195, column: 30, scope: !101, inlinedAt: !195)
!293 = !DILocation(line: 195, column: 28, scope: !101, inlinedAt: !195)
!294 = !DILocation(line: 195, column: 24, scope: !101, inlinedAt: !195)
!295 = !DILocation(line: 195, column: 22, scope: !101, inlinedAt: !195)
!296 = !DILocation(line: 195, column: 18, scope: !101, inlinedAt: !195)
!297 = !DILocation(line: 195, column: 16, scope: !101, inlinedAt: !195)
!298 = !DILocation(line: 195, column: 12, scope: !101, inlinedAt: !195)
!299 = !DILocation(line: 195, column: 9, scope: !101, inlinedAt: !195)
!300 = !DILocation(line: 196, column: 20, scope: !101, inlinedAt: !195)
!301 = !DILocation(line: 196, column: 26, scope: !101, inlinedAt: !195)
!302 = !DILocation(line: 196, column: 23, scope: !101, inlinedAt: !195)
!303 = !DILocation(line: 196, column: 16, scope: !101, inlinedAt: !195)
!304 = !DILocation(line: 196, column: 9, scope: !101, inlinedAt: !195)
!305 = !DILocation(line: 25, column: 12, scope: !134, inlinedAt: !195)
!306 = !DILocation(line: 27, column: 12, scope: !134, inlinedAt: !195)
!307 = !DILocation(line: 32, column: 18, scope: !134, inlinedAt: !195)
!308 = !DILocation(line: 33, column: 14, scope: !134, inlinedAt: !195)
!309 = !DILocation(line: 33, column: 22, scope: !134, inlinedAt: !195)
!310 = !DILocation(line: 33, column: 28, scope: !134, inlinedAt: !195)
!311 = !DILocation(line: 31, column: 2, scope: !134, inlinedAt: !195)
!312 = !DILocation(line: 33, column: 2, scope: !134, inlinedAt: !195)
!313 = !DILocation(line: 34, column: 9, scope: !134, inlinedAt: !195)
!314 = !DILocation(line: 35, column: 18, scope: !134, inlinedAt: !195)
!315 = !DILocation(line: 35, column: 3, scope: !134, inlinedAt: !195)
!316 = !DILocation(line: 37, column: 9, scope: !134, inlinedAt: !195)
!317 = !DILocation(line: 38, column: 11, scope: !134, inlinedAt: !195)
!318 = !DILocation(line: 0, scope: !134, inlinedAt: !195)
!319 = !DILocation(line: 44, column: 9, scope: !134, inlinedAt: !195)
!320 = !DILocation(line: 48, column: 2, scope: !134, inlinedAt: !195)
!321 = !DILocation(line: 49, column: 24, scope: !134, inlinedAt: !195)
!322 = !DILocation(line: 49, column: 2, scope: !134, inlinedAt: !195)
!323 = !DILocation(line: 50, column: 28, scope: !134, inlinedAt: !195)
!324 = !DILocation(line: 50, column: 11, scope: !134, inlinedAt: !195)
!325 = !DILocation(line: 50, column: 2, scope: !134, inlinedAt: !195)
!326 = !DILocation(line: 127, column: 9, scope: !101, inlinedAt: !195)
!327 = !DILocation(line: 128, column: 16, scope: !101, inlinedAt: !195)
!328 = !DILocation(line: 128, column: 19, scope: !101, inlinedAt: !195)
!329 = !DILocation(line: 128, column: 10, scope: !101, inlinedAt: !195)
!330 = !DILocation(line: 27, column: 9, scope: !56, inlinedAt: !195)
!331 = !DILocation(line: 136, column: 16, scope: !9, inlinedAt: !195)
!332 = !DILocation(line: 136, column: 24, scope: !9, inlinedAt: !195)
!333 = !DILocation(line: 137, column: 9, scope: !9, inlinedAt: !195)
!334 = !DILocation(line: 143, column: 4, scope: !9, inlinedAt: !195)
!335 = !DILocation(line: 146, column: 7, scope: !9, inlinedAt: !195)
!336 = !DILocation(line: 146, column: 10, scope: !9, inlinedAt: !195)
!337 = !DILocation(line: 150, column: 3, scope: !9, inlinedAt: !195)
!338 = !DILocation(line: 151, column: 3, scope: !9, inlinedAt: !195)
!339 = !DILocation(line: 152, column: 9, scope: !9, inlinedAt: !195)
!340 = !DILocation(line: 136, column: 30, scope: !9, inlinedAt: !195)
!341 = !DILocation(line: 161, column: 7, scope: !9, inlinedAt: !195)
!342 = !DILocation(line: 162, column: 10, scope: !9, inlinedAt: !195)
!343 = !DILocation(line: 163, column: 8, scope: !9, inlinedAt: !195)
!344 = !DILocation(line: 76, column: 12, scope: !9, inlinedAt: !195)
!345 = !DILocation(line: 78, column: 10, scope: !9, inlinedAt: !195)
!346 = !DILocation(line: 80, column: 12, scope: !9, inlinedAt: !195)
!347 = !DILocation(line: 80, column: 16, scope: !9, inlinedAt: !195)
!348 = !DILocation(line: 80, column: 21, scope: !9, inlinedAt: !195)
!349 = !DILocation(line: 85, column: 12, scope: !9, inlinedAt: !195)
!350 = !DILocation(line: 86, column: 11, scope: !9, inlinedAt: !195)
!351 = !DILocation(line: 87, column: 16, scope: !9, inlinedAt: !195)
!352 = !DILocation(line: 87, column: 20, scope: !9, inlinedAt: !195)
!353 = !DILocation(line: 90, column: 10, scope: !9, inlinedAt: !195)
!354 = !DILocation(line: 92, column: 10, scope: !9, inlinedAt: !195)
!355 = !DILocation(line: 95, column: 9, scope: !9, inlinedAt: !195)
!356 = !DILocation(line: 96, column: 14, scope: !9, inlinedAt: !195)
!357 = !DILocation(line: 97, column: 9, scope: !9, inlinedAt: !195)
!358 = !DILocation(line: 98, column: 18, scope: !9, inlinedAt: !195)
!359 = !DILocation(line: 98, column: 12, scope: !9, inlinedAt: !195)
!360 = !DILocation(line: 39, column: 16, scope: !192)
!361 = !DILocation(line: 39, column: 51, scope: !192)

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
  %t2108.i = fcmp oeq float %t21, 0.000000e+00, !dbg !8
  %t3109.i = fcmp oeq float %t18, 1.000000e+00, !dbg !12
  %t4110.i = or i1 %t3109.i, %t2108.i, !dbg !12
  br i1 %t4110.i, label %math.pow.exit, label %b3.i.preheader, !dbg !8

b3.i.preheader:                                   ; preds = %b8
  %t26 = fpext float %t21 to double, !dbg !13
  %t25 = fpext float %t18 to double, !dbg !14
  br label %b3.i, !dbg !15

b3.i:                                             ; preds = %b3.i.preheader, %b130.i
  %t1112.i = phi double [ %t282.i, %b130.i ], [ %t26, %b3.i.preheader ]
  %t0111.i = phi double [ %t281.i, %b130.i ], [ %t25, %b3.i.preheader ]
  %t5.i = fcmp oeq double %t1112.i, 1.000000e+00, !dbg !15
  br i1 %t5.i, label %math.pow.exit, label %b5.i, !dbg !15

b5.i:                                             ; preds = %b3.i
  %0 = fcmp uno double %t0111.i, %t1112.i, !dbg !16
  br i1 %0, label %math.pow.exit, label %b7.i, !dbg !17

b7.i:                                             ; preds = %b5.i
  %t9.i = fcmp oeq double %t0111.i, 0.000000e+00, !dbg !18
  br i1 %t9.i, label %b8.i, label %b122.i, !dbg !18

b8.i:                                             ; preds = %b7.i
  %t10.i = fcmp olt double %t1112.i, 0.000000e+00, !dbg !19
  br i1 %t10.i, label %b9.i, label %b18.i, !dbg !19

b9.i:                                             ; preds = %b8.i
  %t11.i = bitcast double %t0111.i to i64, !dbg !20
  %t13.i = icmp sgt i64 %t11.i, -1, !dbg !23
  %t14.i = tail call double @llvm.fabs.f64(double %t1112.i)
  %t15.i = fcmp oge double %t14.i, 0x4340000000000000
  %or.cond.i = select i1 %t13.i, i1 true, i1 %t15.i, !dbg !24
  br i1 %or.cond.i, label %b17.i, label %b12.i, !dbg !24

b12.i:                                            ; preds = %b9.i
  %t16.i = tail call double @llvm.trunc.f64(double %t1112.i), !dbg !25
  %t17.i = fsub double %t1112.i, %t16.i, !dbg !28
  %t18.i = tail call double @llvm.copysign.f64(double %t17.i, double %t1112.i), !dbg !29
  %t19.i = fcmp oeq double %t18.i, 0.000000e+00, !dbg !30
  br i1 %t19.i, label %b13.i, label %b17.i, !dbg !30

b13.i:                                            ; preds = %b12.i
  %.1.i = fcmp oge double %t16.i, 0xC3E0000000000000, !dbg !31
  %.2.i = fcmp olt double %t16.i, 0x43E0000000000000, !dbg !31
  %.3.i = and i1 %.1.i, %.2.i, !dbg !31
  %1 = fptosi double %t16.i to i64, !dbg !31
  %.op88.i = and i64 %1, 1, !dbg !32
  %t2289.i = icmp ne i64 %.op88.i, 0, !dbg !33
  %t22.i = select i1 %.3.i, i1 %t2289.i, i1 false, !dbg !33
  br i1 %t22.i, label %math.pow.exit, label %b17.i, !dbg !34

b17.i:                                            ; preds = %b13.i, %b12.i, %b9.i
  br label %math.pow.exit

b18.i:                                            ; preds = %b8.i
  %t25.i = fcmp ogt double %t1112.i, 0.000000e+00, !dbg !35
  br i1 %t25.i, label %b19.i, label %b18.b28_crit_edge.i, !dbg !35

b18.b28_crit_edge.i:                              ; preds = %b18.i
  %.pre.i = tail call double @llvm.fabs.f64(double %t1112.i), !dbg !36
  br label %b28.i, !dbg !35

b19.i:                                            ; preds = %b18.i
  %t26.i = bitcast double %t0111.i to i64, !dbg !20
  %t28.i = icmp sgt i64 %t26.i, -1, !dbg !23
  %t29.i = tail call double @llvm.fabs.f64(double %t1112.i)
  %t30.i = fcmp oge double %t29.i, 0x4340000000000000
  %or.cond85.i = select i1 %t28.i, i1 true, i1 %t30.i, !dbg !37
  br i1 %or.cond85.i, label %b27.i, label %b22.i, !dbg !37

b22.i:                                            ; preds = %b19.i
  %t31.i = tail call double @llvm.trunc.f64(double %t1112.i), !dbg !25
  %t32.i = fsub double %t1112.i, %t31.i, !dbg !28
  %t33.i = tail call double @llvm.copysign.f64(double %t32.i, double %t1112.i), !dbg !29
  %t34.i = fcmp oeq double %t33.i, 0.000000e+00, !dbg !30
  br i1 %t34.i, label %b23.i, label %b27.i, !dbg !30

b23.i:                                            ; preds = %b22.i
  %.7.i = fcmp oge double %t31.i, 0xC3E0000000000000, !dbg !31
  %.8.i = fcmp olt double %t31.i, 0x43E0000000000000, !dbg !31
  %.9.i = and i1 %.7.i, %.8.i, !dbg !31
  %2 = fptosi double %t31.i to i64, !dbg !31
  %.op.i = and i64 %2, 1, !dbg !32
  %t3787.i = icmp ne i64 %.op.i, 0, !dbg !33
  %t37.i = select i1 %.9.i, i1 %t3787.i, i1 false, !dbg !33
  br i1 %t37.i, label %math.pow.exit, label %b27.i, !dbg !38

b27.i:                                            ; preds = %b23.i, %b22.i, %b19.i
  br label %math.pow.exit

b28.i:                                            ; preds = %b137.i, %b133.i, %b18.b28_crit_edge.i
  %t40.pre-phi.i = phi double [ %.pre.i, %b18.b28_crit_edge.i ], [ %t270.i.le64, %b137.i ], [ %t270.i.le, %b133.i ], !dbg !36
  %t41.i = tail call double @llvm.trunc.f64(double %t40.pre-phi.i), !dbg !25
  %t42.i = fsub double %t40.pre-phi.i, %t41.i, !dbg !28
  %3 = tail call double @llvm.fabs.f64(double %t42.i), !dbg !29
  %t44.i = fcmp une double %t42.i, 0.000000e+00, !dbg !39
  %t45.i = fcmp olt double %t0111.i, 0.000000e+00, !dbg !40
  %t46.i = and i1 %t45.i, %t44.i, !dbg !40
  br i1 %t46.i, label %math.pow.exit, label %b30.i, !dbg !39

b30.i:                                            ; preds = %b28.i
  %t47.i = fcmp ult double %t41.i, 0x43E0000000000000, !dbg !41
  br i1 %t47.i, label %b36.i, label %b31.i, !dbg !41

b31.i:                                            ; preds = %b30.i
  %t48.i = fcmp oeq double %t0111.i, -1.000000e+00, !dbg !42
  br i1 %t48.i, label %math.pow.exit, label %b33.i, !dbg !42

b33.i:                                            ; preds = %b31.i
  %t49.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !43
  %t50.i = fcmp uge double %t49.i, 1.000000e+00, !dbg !44
  %t51.i = fcmp ogt double %t1112.i, 0.000000e+00, !dbg !45
  %t52.i = xor i1 %t51.i, %t50.i, !dbg !46
  %..i = select i1 %t52.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b36.i:                                            ; preds = %b30.i
  br i1 %t44.i, label %b37.i, label %b86.i, !dbg !47

b37.i:                                            ; preds = %b36.i
  %t53.i = fcmp ogt double %3, 5.000000e-01, !dbg !48
  %t54.i = fadd double %3, -1.000000e+00, !dbg !48
  %t55.i = fadd double %t41.i, 1.000000e+00, !dbg !48
  %t56.i = select i1 %t53.i, double %t55.i, double %t41.i, !dbg !48
  %t57.i = select i1 %t53.i, double %t54.i, double %3, !dbg !48
  %t58.i = fcmp ogt double %t0111.i, 0x7FEFFFFFFFFFFFFF, !dbg !49
  %brmerge.i = or i1 %t58.i, %t45.i, !dbg !52
  %t0.mux.i = select i1 %t58.i, double %t0111.i, double 0x7FF8000000000001, !dbg !52
  %brmerge86.i = or i1 %t9.i, %brmerge.i, !dbg !52
  %t0.mux.mux.i = select i1 %brmerge.i, double %t0.mux.i, double 0xFFF0000000000000, !dbg !52
  br i1 %brmerge86.i, label %b56.i, label %b47.i, !dbg !52

b47.i:                                            ; preds = %b37.i
  %t60.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !55
  %t61.i = fcmp ogt double %t60.i, 0x7FEFFFFFFFFFFFFF, !dbg !49
  br i1 %t61.i, label %b53.i, label %b49.i, !dbg !56

b49.i:                                            ; preds = %b47.i
  %t63.i = fcmp olt double %t60.i, 0x10000000000000, !dbg !59
  %t64.i = fmul double %t0111.i, 0x4330000000000000, !dbg !59
  %t65.i = select i1 %t63.i, double %t64.i, double %t0111.i, !dbg !59
  %t67.i = bitcast double %t65.i to i64, !dbg !60
  %t68.i = lshr i64 %t67.i, 52, !dbg !61
  %t69.i = and i64 %t68.i, 2047, !dbg !62
  %t72.i = select i1 %t63.i, i64 -1074, i64 -1022, !dbg !63
  %t73.i = add nsw i64 %t69.i, %t72.i, !dbg !64
  %t74.i = and i64 %t67.i, -9218868437227405313, !dbg !65
  %t75.i = or i64 %t74.i, 4602678819172646912, !dbg !66
  %t76.i = bitcast i64 %t75.i to double, !dbg !67
  br label %b53.i, !dbg !68

b53.i:                                            ; preds = %b49.i, %b47.i
  %t77.i = phi double [ %t76.i, %b49.i ], [ %t0111.i, %b47.i ]
  %t78.i = phi i64 [ %t73.i, %b49.i ], [ 0, %b47.i ]
  %t79.i = fcmp olt double %t77.i, 0x3FE6A09E667F3BCD, !dbg !69
  %t80.i = fmul double %t77.i, 2.000000e+00, !dbg !69
  %t82.i = select i1 %t79.i, double %t80.i, double %t77.i, !dbg !69
  %t81.i = sext i1 %t79.i to i64, !dbg !69
  %t83.i = add nsw i64 %t78.i, %t81.i, !dbg !69
  %t84.i = fadd double %t82.i, -1.000000e+00, !dbg !70
  %t85.i = sitofp i64 %t83.i to double, !dbg !71
  %t86.i = fadd double %t84.i, 2.000000e+00, !dbg !72
  %t87.i = fdiv double %t84.i, %t86.i, !dbg !73
  %t88.i = fmul double %t87.i, %t87.i, !dbg !74
  %t89.i = fmul double %t88.i, %t88.i, !dbg !75
  %t90.i = fmul double %t89.i, 0x3FC2F112DF3E5244, !dbg !76
  %t91.i = fadd double %t90.i, 0x3FC7466496CB03DE, !dbg !77
  %t92.i = fmul double %t89.i, %t91.i, !dbg !78
  %t93.i = fadd double %t92.i, 0x3FD2492494229359, !dbg !79
  %t94.i = fmul double %t89.i, %t93.i, !dbg !80
  %t95.i = fadd double %t94.i, 0x3FE5555555555593, !dbg !81
  %t96.i = fmul double %t88.i, %t95.i, !dbg !82
  %t97.i = fmul double %t89.i, 0x3FC39A09D078C69F, !dbg !83
  %t98.i = fadd double %t97.i, 0x3FCC71C51D8E78AF, !dbg !84
  %t99.i = fmul double %t89.i, %t98.i, !dbg !85
  %t100.i = fadd double %t99.i, 0x3FD999999997FA04, !dbg !86
  %t101.i = fmul double %t89.i, %t100.i, !dbg !87
  %t102.i = fadd double %t101.i, %t96.i, !dbg !88
  %t103.i = fmul double %t84.i, 5.000000e-01, !dbg !89
  %t104.i = fmul double %t84.i, %t103.i, !dbg !90
  %t105.i = fmul double %t85.i, 0x3FE62E42FEE00000, !dbg !91
  %t106.i = fadd double %t104.i, %t102.i, !dbg !92
  %t107.i = fmul double %t87.i, %t106.i, !dbg !93
  %t108.i = fmul double %t85.i, 0x3DEA39EF35793C76, !dbg !94
  %t109.i = fadd double %t108.i, %t107.i, !dbg !95
  %t110.i = fsub double %t104.i, %t109.i, !dbg !96
  %t111.i = fsub double %t110.i, %t84.i, !dbg !97
  %t112.i = fsub double %t105.i, %t111.i, !dbg !98
  br label %b56.i, !dbg !99

b56.i:                                            ; preds = %b53.i, %b37.i
  %t113.i = phi double [ %t112.i, %b53.i ], [ %t0.mux.mux.i, %b37.i ]
  %t114.i = fmul double %t57.i, %t113.i, !dbg !100
  %t115.i = fcmp uno double %t114.i, 0.000000e+00, !dbg !101
  br i1 %t115.i, label %b86.i, label %b58.i, !dbg !102

b58.i:                                            ; preds = %b56.i
  %t116.i = fcmp ogt double %t114.i, 0x40862E42FEFA39EF, !dbg !105
  br i1 %t116.i, label %b86.i, label %b60.i, !dbg !105

b60.i:                                            ; preds = %b58.i
  %t117.i = fcmp olt double %t114.i, 0xC0874910D52D3051, !dbg !106
  br i1 %t117.i, label %b86.i, label %b62.i, !dbg !106

b62.i:                                            ; preds = %b60.i
  %t118.i = fcmp ogt double %t114.i, 0xBE30000000000000, !dbg !107
  %t119.i = fcmp olt double %t114.i, 0x3E30000000000000, !dbg !108
  %t120.i = and i1 %t118.i, %t119.i, !dbg !108
  br i1 %t120.i, label %b63.i, label %b64.i, !dbg !107

b63.i:                                            ; preds = %b62.i
  %t121.i = fadd double %t114.i, 1.000000e+00, !dbg !109
  br label %b86.i, !dbg !110

b64.i:                                            ; preds = %b62.i
  %t122.i = fcmp olt double %t114.i, 0.000000e+00, !dbg !111
  br i1 %t122.i, label %b65.i, label %b83.i, !dbg !111

b65.i:                                            ; preds = %b64.i
  %t123.i = fmul double %t114.i, 0x3FF71547652B82FE, !dbg !112
  %t124.i = fadd double %t123.i, -5.000000e-01, !dbg !113
  %.14.i = fcmp oge double %t124.i, 0xC3E0000000000000, !dbg !114
  %.15.i = fcmp olt double %t124.i, 0x43E0000000000000, !dbg !114
  %.16.i = and i1 %.14.i, %.15.i, !dbg !114
  %4 = fptosi double %t124.i to i64, !dbg !114
  %.19.i = select i1 %.16.i, i64 %4, i64 -9223372036854775808, !dbg !114
  br label %b66.i, !dbg !114

b66.i:                                            ; preds = %b84.i, %b83.i, %b65.i
  %t126.i = phi i64 [ %.19.i, %b65.i ], [ 0, %b83.i ], [ %.26.i, %b84.i ]
  %t127.i = sitofp i64 %t126.i to double, !dbg !115
  %t128.i = fmul double %t127.i, 0x3FE62E42FEE00000, !dbg !116
  %t129.i = fsub double %t114.i, %t128.i, !dbg !117
  %t130.i = fmul double %t127.i, 0x3DEA39EF35793C76, !dbg !118
  %t131.i = fsub double %t129.i, %t130.i, !dbg !119
  %t132.i = fmul double %t131.i, %t131.i, !dbg !120
  %t133.i = fmul double %t132.i, 0x3E66376972BEA4D0, !dbg !121
  %t134.i = fadd double %t133.i, 0xBEBBBD41C5D26BF1, !dbg !122
  %t135.i = fmul double %t132.i, %t134.i, !dbg !123
  %t136.i = fadd double %t135.i, 0x3F11566AAF25DE2C, !dbg !124
  %t137.i = fmul double %t132.i, %t136.i, !dbg !125
  %t138.i = fadd double %t137.i, 0xBF66C16C16BEBD93, !dbg !126
  %t139.i = fmul double %t132.i, %t138.i, !dbg !127
  %t140.i = fadd double %t139.i, 0x3FC5555555555555, !dbg !128
  %t141.i = fmul double %t132.i, %t140.i, !dbg !129
  %t142.i = fsub double %t131.i, %t141.i, !dbg !130
  %t143.i = fmul double %t131.i, %t142.i, !dbg !131
  %t144.i = fsub double 2.000000e+00, %t142.i, !dbg !132
  %t145.i = fdiv double %t143.i, %t144.i, !dbg !133
  %t146.i = fsub double %t130.i, %t145.i, !dbg !134
  %5 = fsub double %t129.i, %t146.i, !dbg !135
  %t148.i = fadd double %5, 1.000000e+00, !dbg !135
  %t149.i = fcmp oeq double %t148.i, 0.000000e+00, !dbg !136
  br i1 %t149.i, label %b86.i, label %b68.i, !dbg !136

b68.i:                                            ; preds = %b66.i
  %t150.i = tail call double @llvm.fabs.f64(double %t148.i), !dbg !55
  %t151.i = fcmp ogt double %t150.i, 0x7FEFFFFFFFFFFFFF, !dbg !49
  %t152.i = fcmp uno double %t148.i, 0.000000e+00, !dbg !101
  %t153.i = or i1 %t152.i, %t151.i, !dbg !139
  br i1 %t153.i, label %b86.i, label %b70.i, !dbg !140

b70.i:                                            ; preds = %b68.i
  %t154.i = fcmp olt double %t150.i, 0x10000000000000, !dbg !59
  %t155.i = fmul double %t148.i, 0x4330000000000000, !dbg !59
  %t156.i = select i1 %t154.i, double %t155.i, double %t148.i, !dbg !59
  %t157.i = select i1 %t154.i, i64 -52, i64 0, !dbg !59
  %t159.i = bitcast double %t156.i to i64, !dbg !141
  %t160.i = lshr i64 %t159.i, 52, !dbg !142
  %t162.i = and i64 %t160.i, 2047, !dbg !143
  %t163.i = add i64 %t126.i, -1023, !dbg !144
  %t158.i = add i64 %t163.i, %t157.i, !dbg !145
  %t164.i = add i64 %t158.i, %t162.i, !dbg !146
  %t165.i = icmp slt i64 %t164.i, -1075, !dbg !147
  br i1 %t165.i, label %b74.i, label %b75.i, !dbg !147

b74.i:                                            ; preds = %b70.i
  %t166.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t156.i), !dbg !148
  br label %b86.i, !dbg !149

b75.i:                                            ; preds = %b70.i
  %t167.i = icmp sgt i64 %t164.i, 1023, !dbg !150
  br i1 %t167.i, label %b76.i, label %b79.i, !dbg !150

b76.i:                                            ; preds = %b75.i
  %t168.i = fcmp olt double %t156.i, 0.000000e+00, !dbg !151
  %.79.i = select i1 %t168.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !152
  br label %b86.i, !dbg !152

b79.i:                                            ; preds = %b75.i
  %t169.i = icmp slt i64 %t164.i, -1022, !dbg !153
  %spec.select80.i = select i1 %t169.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !153
  %t173.i = and i64 %t159.i, -9218868437227405313, !dbg !154
  %6 = shl nsw i64 %t164.i, 52, !dbg !155
  %7 = add i64 %6, 238690780250636288, !dbg !155
  %t174.i = select i1 %t169.i, i64 %7, i64 %6, !dbg !155
  %t176.i = add i64 %t174.i, 4607182418800017408, !dbg !155
  %t177.i = or i64 %t176.i, %t173.i, !dbg !156
  %t178.i = bitcast i64 %t177.i to double, !dbg !157
  %t179.i = fmul double %spec.select80.i, %t178.i, !dbg !158
  br label %b86.i, !dbg !159

b83.i:                                            ; preds = %b64.i
  %t181.i = fcmp ogt double %t114.i, 0.000000e+00, !dbg !160
  br i1 %t181.i, label %b84.i, label %b66.i, !dbg !160

b84.i:                                            ; preds = %b83.i
  %t182.i = fmul double %t114.i, 0x3FF71547652B82FE, !dbg !161
  %t183.i = fadd double %t182.i, 5.000000e-01, !dbg !162
  %.21.i = fcmp oge double %t183.i, 0xC3E0000000000000, !dbg !163
  %.22.i = fcmp olt double %t183.i, 0x43E0000000000000, !dbg !163
  %.23.i = and i1 %.21.i, %.22.i, !dbg !163
  %8 = fptosi double %t183.i to i64, !dbg !163
  %.26.i = select i1 %.23.i, i64 %8, i64 -9223372036854775808, !dbg !163
  br label %b66.i, !dbg !163

b86.i:                                            ; preds = %b79.i, %b76.i, %b74.i, %b68.i, %b66.i, %b63.i, %b60.i, %b58.i, %b56.i, %b36.i
  %t186.i = phi double [ %t41.i, %b36.i ], [ %t56.i, %b74.i ], [ %t56.i, %b79.i ], [ %t56.i, %b66.i ], [ %t56.i, %b68.i ], [ %t56.i, %b76.i ], [ %t56.i, %b60.i ], [ %t56.i, %b58.i ], [ %t56.i, %b56.i ], [ %t56.i, %b63.i ]
  %t187.i = phi double [ 1.000000e+00, %b36.i ], [ %t166.i, %b74.i ], [ %t179.i, %b79.i ], [ %t148.i, %b66.i ], [ %t148.i, %b68.i ], [ %.79.i, %b76.i ], [ 0.000000e+00, %b60.i ], [ 0x7FF0000000000000, %b58.i ], [ %t114.i, %b56.i ], [ %t121.i, %b63.i ]
  br i1 %t9.i, label %b94.i, label %b88.i, !dbg !164

b88.i:                                            ; preds = %b86.i
  %t188.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !55
  %t189.i = fcmp ogt double %t188.i, 0x7FEFFFFFFFFFFFFF, !dbg !49
  br i1 %t189.i, label %b94.i, label %b90.i, !dbg !56

b90.i:                                            ; preds = %b88.i
  %t191.i = fcmp olt double %t188.i, 0x10000000000000, !dbg !59
  %t192.i = fmul double %t0111.i, 0x4330000000000000, !dbg !59
  %t193.i = select i1 %t191.i, double %t192.i, double %t0111.i, !dbg !59
  %t195.i = bitcast double %t193.i to i64, !dbg !60
  %t196.i = lshr i64 %t195.i, 52, !dbg !61
  %t197.i = and i64 %t196.i, 2047, !dbg !62
  %t200.i = select i1 %t191.i, i64 -1074, i64 -1022, !dbg !63
  %t201.i = add nsw i64 %t197.i, %t200.i, !dbg !64
  %t202.i = and i64 %t195.i, -9218868437227405313, !dbg !65
  %t203.i = or i64 %t202.i, 4602678819172646912, !dbg !66
  %t204.i = bitcast i64 %t203.i to double, !dbg !67
  br label %b94.i, !dbg !68

b94.i:                                            ; preds = %b90.i, %b88.i, %b86.i
  %t205.i = phi double [ %t204.i, %b90.i ], [ %t0111.i, %b86.i ], [ %t0111.i, %b88.i ]
  %t206.i = phi i64 [ %t201.i, %b90.i ], [ 0, %b86.i ], [ 0, %b88.i ]
  %.28.i = fcmp oge double %t186.i, 0xC3E0000000000000, !dbg !165
  %.29.i = fcmp olt double %t186.i, 0x43E0000000000000, !dbg !165
  %.30.i = and i1 %.28.i, %.29.i, !dbg !165
  %9 = fptosi double %t186.i to i64, !dbg !165
  %.33.i = select i1 %.30.i, i64 %9, i64 -9223372036854775808, !dbg !165
  %t213.not115.i = icmp eq i64 %.33.i, 0, !dbg !166
  br i1 %t213.not115.i, label %b103.i, label %b96.i, !dbg !166

b96.i:                                            ; preds = %b94.i, %b98.i
  %t212120.i = phi i64 [ %t231.i, %b98.i ], [ %.33.i, %b94.i ]
  %t211119.i = phi i64 [ %t230.i, %b98.i ], [ %t206.i, %b94.i ]
  %t210118.i = phi double [ %t229.i, %b98.i ], [ %t205.i, %b94.i ]
  %t209117.i = phi i64 [ %t223.i, %b98.i ], [ 0, %b94.i ]
  %t208116.i = phi double [ %t222.i, %b98.i ], [ %t187.i, %b94.i ]
  %10 = add i64 %t211119.i, -4097, !dbg !167
  %11 = icmp ult i64 %10, -8193, !dbg !167
  br i1 %11, label %b97.i, label %b98.i, !dbg !168

b97.i:                                            ; preds = %b96.i
  %t217.i = add i64 %t209117.i, %t211119.i, !dbg !169
  br label %b103.i, !dbg !169

b98.i:                                            ; preds = %b96.i
  %t218.i = and i64 %t212120.i, 1, !dbg !170
  %t219.not.i = icmp eq i64 %t218.i, 0, !dbg !171
  %t220.i = select i1 %t219.not.i, double 1.000000e+00, double %t210118.i, !dbg !171
  %t222.i = fmul double %t220.i, %t208116.i, !dbg !171
  %t221.i = select i1 %t219.not.i, i64 0, i64 %t211119.i, !dbg !171
  %t223.i = add i64 %t221.i, %t209117.i, !dbg !171
  %t224.i = fmul double %t210118.i, %t210118.i, !dbg !172
  %t225.i = shl nsw i64 %t211119.i, 1, !dbg !173
  %t226.i = fcmp olt double %t224.i, 5.000000e-01, !dbg !174
  %t227.i = select i1 %t226.i, double %t224.i, double -0.000000e+00, !dbg !174
  %t229.i = fadd double %t224.i, %t227.i, !dbg !174
  %t228.i = sext i1 %t226.i to i64, !dbg !174
  %t230.i = add i64 %t225.i, %t228.i, !dbg !174
  %t231.i = ashr i64 %t212120.i, 1, !dbg !175
  %t213.not.i = icmp ult i64 %t212120.i, 2, !dbg !166
  br i1 %t213.not.i, label %b103.i, label %b96.i, !dbg !166

b103.i:                                           ; preds = %b98.i, %b97.i, %b94.i
  %t20893.i = phi double [ %t208116.i, %b97.i ], [ %t187.i, %b94.i ], [ %t222.i, %b98.i ]
  %t232.i = phi i64 [ %t217.i, %b97.i ], [ 0, %b94.i ], [ %t223.i, %b98.i ]
  %t233.i = fcmp olt double %t1112.i, 0.000000e+00, !dbg !176
  br i1 %t233.i, label %b104.i, label %b105.i, !dbg !176

b104.i:                                           ; preds = %b103.i
  %t234.i = fdiv double 1.000000e+00, %t20893.i, !dbg !177
  %t235.i = sub i64 0, %t232.i, !dbg !178
  br label %b105.i, !dbg !178

b105.i:                                           ; preds = %b104.i, %b103.i
  %t236.i = phi double [ %t20893.i, %b103.i ], [ %t234.i, %b104.i ]
  %t237.i = phi i64 [ %t232.i, %b103.i ], [ %t235.i, %b104.i ]
  %t238.i = fcmp oeq double %t236.i, 0.000000e+00, !dbg !136
  br i1 %t238.i, label %math.pow.exit, label %b107.i, !dbg !136

b107.i:                                           ; preds = %b105.i
  %t239.i = tail call double @llvm.fabs.f64(double %t236.i), !dbg !55
  %t240.i = fcmp ogt double %t239.i, 0x7FEFFFFFFFFFFFFF, !dbg !49
  %t241.i = fcmp uno double %t236.i, 0.000000e+00, !dbg !101
  %t242.i = or i1 %t241.i, %t240.i, !dbg !139
  br i1 %t242.i, label %math.pow.exit, label %b109.i, !dbg !140

b109.i:                                           ; preds = %b107.i
  %t243.i = fcmp olt double %t239.i, 0x10000000000000, !dbg !59
  %t244.i = fmul double %t236.i, 0x4330000000000000, !dbg !59
  %t245.i = select i1 %t243.i, double %t244.i, double %t236.i, !dbg !59
  %t246.i = select i1 %t243.i, i64 -52, i64 0, !dbg !59
  %t248.i = bitcast double %t245.i to i64, !dbg !141
  %t249.i = lshr i64 %t248.i, 52, !dbg !142
  %t251.i = and i64 %t249.i, 2047, !dbg !143
  %t252.i = add i64 %t237.i, -1023, !dbg !144
  %t247.i = add i64 %t252.i, %t246.i, !dbg !145
  %t253.i = add i64 %t247.i, %t251.i, !dbg !146
  %t254.i = icmp slt i64 %t253.i, -1075, !dbg !147
  br i1 %t254.i, label %b113.i, label %b114.i, !dbg !147

b113.i:                                           ; preds = %b109.i
  %t255.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t245.i), !dbg !148
  br label %math.pow.exit, !dbg !149

b114.i:                                           ; preds = %b109.i
  %t256.i = icmp sgt i64 %t253.i, 1023, !dbg !150
  br i1 %t256.i, label %b115.i, label %b118.i, !dbg !150

b115.i:                                           ; preds = %b114.i
  %t257.i = fcmp olt double %t245.i, 0.000000e+00, !dbg !151
  %.81.i = select i1 %t257.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !152
  br label %math.pow.exit, !dbg !152

b118.i:                                           ; preds = %b114.i
  %t258.i = icmp slt i64 %t253.i, -1022, !dbg !153
  %spec.select83.i = select i1 %t258.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !153
  %t262.i = and i64 %t248.i, -9218868437227405313, !dbg !154
  %12 = shl nsw i64 %t253.i, 52, !dbg !155
  %13 = add i64 %12, 238690780250636288, !dbg !155
  %t263.i = select i1 %t258.i, i64 %13, i64 %12, !dbg !155
  %t265.i = add i64 %t263.i, 4607182418800017408, !dbg !155
  %t266.i = or i64 %t265.i, %t262.i, !dbg !156
  %t267.i = bitcast i64 %t266.i to double, !dbg !157
  %t268.i = fmul double %spec.select83.i, %t267.i, !dbg !158
  br label %math.pow.exit, !dbg !159

b122.i:                                           ; preds = %b7.i
  %t270.i = tail call double @llvm.fabs.f64(double %t1112.i), !dbg !55
  %t271.i = fcmp ogt double %t270.i, 0x7FEFFFFFFFFFFFFF, !dbg !49
  br i1 %t271.i, label %b123.i, label %b128.i, !dbg !179

b123.i:                                           ; preds = %b122.i
  %t272.i = fcmp oeq double %t0111.i, -1.000000e+00, !dbg !180
  br i1 %t272.i, label %math.pow.exit, label %b125.i, !dbg !180

b125.i:                                           ; preds = %b123.i
  %t273.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !181
  %t274.i = fcmp uge double %t273.i, 1.000000e+00, !dbg !182
  %t275.i = fcmp ogt double %t1112.i, 0x7FEFFFFFFFFFFFFF, !dbg !49
  %t276.i = xor i1 %t275.i, %t274.i, !dbg !183
  %.84.i = select i1 %t276.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b128.i:                                           ; preds = %b122.i
  %t277.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !55
  %t278.i = fcmp ogt double %t277.i, 0x7FEFFFFFFFFFFFFF, !dbg !49
  br i1 %t278.i, label %b129.i, label %b135.i, !dbg !184

b129.i:                                           ; preds = %b128.i
  %t280.i = fcmp olt double %t0111.i, 0xFFEFFFFFFFFFFFFF, !dbg !49
  br i1 %t280.i, label %b130.i, label %b131.i, !dbg !185

b130.i:                                           ; preds = %b129.i
  %t281.i = fdiv double 1.000000e+00, %t0111.i, !dbg !186
  %t282.i = fneg double %t1112.i, !dbg !187
  %t2.i = fcmp oeq double %t1112.i, 0.000000e+00, !dbg !8
  %t3.i = fcmp oeq double %t281.i, 1.000000e+00, !dbg !12
  %t4.i = or i1 %t2.i, %t3.i, !dbg !12
  br i1 %t4.i, label %math.pow.exit, label %b3.i, !dbg !8

b131.i:                                           ; preds = %b129.i
  %t283.i = fcmp olt double %t1112.i, 0.000000e+00, !dbg !188
  br i1 %t283.i, label %math.pow.exit, label %b133.i, !dbg !188

b133.i:                                           ; preds = %b131.i
  %t270.i.le = tail call double @llvm.fabs.f64(double %t1112.i), !dbg !55
  %t284.i = fcmp ogt double %t1112.i, 0.000000e+00, !dbg !189
  br i1 %t284.i, label %math.pow.exit, label %b28.i, !dbg !189

b135.i:                                           ; preds = %b128.i
  %t285.i = fcmp oeq double %t1112.i, 5.000000e-01, !dbg !190
  br i1 %t285.i, label %b136.i, label %b137.i, !dbg !190

b136.i:                                           ; preds = %b135.i
  %.35.i = fcmp olt double %t0111.i, 0x1000000000000000, !dbg !191
  %.36.i = fmul double %t0111.i, 0x4FF0000000000000, !dbg !191
  %.37.i = select i1 %.35.i, double %.36.i, double %t0111.i, !dbg !191
  %.38.i = tail call double @llvm.amdgcn.rsq.f64(double %.37.i), !dbg !191
  %.39.i = fmul double %.37.i, %.38.i, !dbg !191
  %.40.i = fmul double %.38.i, 5.000000e-01, !dbg !191
  %.41.i = fneg double %.40.i, !dbg !191
  %.42.i = tail call double @llvm.fma.f64(double %.41.i, double %.39.i, double 5.000000e-01), !dbg !191
  %.43.i = tail call double @llvm.fma.f64(double %.40.i, double %.42.i, double %.40.i), !dbg !191
  %.44.i = tail call double @llvm.fma.f64(double %.39.i, double %.42.i, double %.39.i), !dbg !191
  %.45.i = fneg double %.44.i, !dbg !191
  %.46.i = tail call double @llvm.fma.f64(double %.45.i, double %.44.i, double %.37.i), !dbg !191
  %.47.i = tail call double @llvm.fma.f64(double %.46.i, double %.43.i, double %.44.i), !dbg !191
  %.48.i = fneg double %.47.i, !dbg !191
  %.49.i = tail call double @llvm.fma.f64(double %.48.i, double %.47.i, double %.37.i), !dbg !191
  %.50.i = tail call double @llvm.fma.f64(double %.49.i, double %.43.i, double %.47.i), !dbg !191
  %.51.i = fmul double %.50.i, 0x37F0000000000000, !dbg !191
  %.52.i = select i1 %.35.i, double %.51.i, double %.50.i, !dbg !191
  %.53.i = fcmp oeq double %.37.i, 0.000000e+00, !dbg !191
  %.54.i = fcmp oeq double %.37.i, 0x7FF0000000000000, !dbg !191
  %.55.i = or i1 %.53.i, %.54.i, !dbg !191
  %.56.i = select i1 %.55.i, double %.37.i, double %.52.i, !dbg !191
  br label %math.pow.exit

b137.i:                                           ; preds = %b135.i
  %t270.i.le64 = tail call double @llvm.fabs.f64(double %t1112.i), !dbg !55
  %t287.i = fcmp oeq double %t1112.i, -5.000000e-01, !dbg !192
  br i1 %t287.i, label %b138.i, label %b28.i, !dbg !192

b138.i:                                           ; preds = %b137.i
  %.57.i = fcmp olt double %t0111.i, 0x1000000000000000, !dbg !193
  %.58.i = fmul double %t0111.i, 0x4FF0000000000000, !dbg !193
  %.59.i = select i1 %.57.i, double %.58.i, double %t0111.i, !dbg !193
  %.60.i = tail call double @llvm.amdgcn.rsq.f64(double %.59.i), !dbg !193
  %.61.i = fmul double %.59.i, %.60.i, !dbg !193
  %.62.i = fmul double %.60.i, 5.000000e-01, !dbg !193
  %.63.i = fneg double %.62.i, !dbg !193
  %.64.i = tail call double @llvm.fma.f64(double %.63.i, double %.61.i, double 5.000000e-01), !dbg !193
  %.65.i = tail call double @llvm.fma.f64(double %.62.i, double %.64.i, double %.62.i), !dbg !193
  %.66.i = tail call double @llvm.fma.f64(double %.61.i, double %.64.i, double %.61.i), !dbg !193
  %.67.i = fneg double %.66.i, !dbg !193
  %.68.i = tail call double @llvm.fma.f64(double %.67.i, double %.66.i, double %.59.i), !dbg !193
  %.69.i = tail call double @llvm.fma.f64(double %.68.i, double %.65.i, double %.66.i), !dbg !193
  %.70.i = fneg double %.69.i, !dbg !193
  %.71.i = tail call double @llvm.fma.f64(double %.70.i, double %.69.i, double %.59.i), !dbg !193
  %.72.i = tail call double @llvm.fma.f64(double %.71.i, double %.65.i, double %.69.i), !dbg !193
  %.73.i = fmul double %.72.i, 0x37F0000000000000, !dbg !193
  %.74.i = select i1 %.57.i, double %.73.i, double %.72.i, !dbg !193
  %.75.i = fcmp oeq double %.59.i, 0.000000e+00, !dbg !193
  %.76.i = fcmp oeq double %.59.i, 0x7FF0000000000000, !dbg !193
  %.77.i = or i1 %.75.i, %.76.i, !dbg !193
  %.78.i = select i1 %.77.i, double %.59.i, double %.74.i, !dbg !193
  %t289.i = fdiv double 1.000000e+00, %.78.i, !dbg !194
  br label %math.pow.exit

math.pow.exit:                                    ; preds = %b3.i, %b5.i, %b130.i, %b8, %b13.i, %b17.i, %b23.i, %b27.i, %b28.i, %b31.i, %b33.i, %b105.i, %b107.i, %b113.i, %b115.i, %b118.i, %b123.i, %b125.i, %b131.i, %b133.i, %b136.i, %b138.i
  %common.ret.op.i = phi double [ 0x7FF0000000000000, %b17.i ], [ 0.000000e+00, %b27.i ], [ %.56.i, %b136.i ], [ %t289.i, %b138.i ], [ 0xFFF0000000000000, %b13.i ], [ %t0111.i, %b23.i ], [ 0x7FF8000000000001, %b28.i ], [ 1.000000e+00, %b31.i ], [ %..i, %b33.i ], [ %t255.i, %b113.i ], [ %t268.i, %b118.i ], [ %t236.i, %b105.i ], [ %t236.i, %b107.i ], [ %.81.i, %b115.i ], [ 1.000000e+00, %b123.i ], [ %.84.i, %b125.i ], [ 0.000000e+00, %b131.i ], [ 0x7FF0000000000000, %b133.i ], [ 1.000000e+00, %b8 ], [ 0x7FF8000000000001, %b5.i ], [ %t0111.i, %b3.i ], [ 1.000000e+00, %b130.i ]
  %t28 = fptrunc double %common.ret.op.i to float, !dbg !195
  %t29 = fdiv float %t28, %t24, !dbg !196
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t1425, !dbg !7
  store float %t29, ptr addrspace(1) %t30, align 4, !dbg !7
  %t31 = add i64 %t1425, %t13, !dbg !7
  %t15 = icmp slt i64 %t31, %a0, !dbg !7
  br i1 %t15, label %b2, label %b9, !dbg !7

b9:                                               ; preds = %math.pow.exit, %entry
  ret void, !dbg !7
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !197 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !198
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !198
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !198
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !198
  %t4 = sext i32 %.1 to i64, !dbg !198
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !198
  %t6 = sext i32 %.2 to i64, !dbg !198
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !198
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !198
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !198, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !198
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !198
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !198, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !198
  %.15 = add i32 %.14, %.9, !dbg !198
  %.16 = udiv i32 %.15, %.6, !dbg !198
  %t10 = sext i32 %.16 to i64, !dbg !198
  %t11 = mul nsw i64 %t8, %t6, !dbg !198
  %t12 = add nsw i64 %t11, %t4, !dbg !198
  %t13 = mul nsw i64 %t10, %t8, !dbg !198
  %t14 = icmp sgt i64 %a1, 7, !dbg !198
  %t15 = icmp sgt i64 %a1, 6, !dbg !198
  %t16 = icmp sgt i64 %a1, 5, !dbg !198
  %t17 = icmp sgt i64 %a1, 4, !dbg !198
  %t18 = icmp sgt i64 %a1, 3, !dbg !198
  %t19 = icmp sgt i64 %a1, 2, !dbg !198
  %t20 = icmp sgt i64 %a1, 1, !dbg !198
  %t21 = icmp sgt i64 %a1, 0, !dbg !198
  %t2324 = icmp slt i64 %t12, %a0, !dbg !198
  br i1 %t2324, label %b2.lr.ph, label %b25, !dbg !198

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
  br label %b2, !dbg !198

b2:                                               ; preds = %b2.lr.ph, %math.pow.exit
  %t2225 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %math.pow.exit ]
  br i1 %t14, label %b3, label %b4, !dbg !198

b3:                                               ; preds = %b2
  %t2225.frozen = freeze i64 %t2225
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t2225.frozen, %.20.frozen, !dbg !198
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t2225.frozen, %14
  %.22 = select i1 %.17, i64 %t2225, i64 %.21.decomposed, !dbg !198
  %.28 = sub i64 0, %t2225, !dbg !198
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !198
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !198
  %t26 = mul i64 %.22, %a19, !dbg !198
  %t27 = mul i64 %.22, %a29, !dbg !198
  %t28 = mul i64 %.22, %a39, !dbg !198
  %t29 = mul i64 %.22, %a48, !dbg !198
  br label %b4, !dbg !198

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t2225, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !198

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !198
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !198
  %.42 = sub i64 0, %t30, !dbg !198
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !198
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !198
  %t37 = mul i64 %.36, %a18, !dbg !198
  %t38 = add i64 %t37, %t31, !dbg !198
  %t39 = mul i64 %.36, %a28, !dbg !198
  %t40 = add i64 %t39, %t32, !dbg !198
  %t41 = mul i64 %.36, %a38, !dbg !198
  %t42 = add i64 %t41, %t33, !dbg !198
  %t43 = mul i64 %.36, %a47, !dbg !198
  %t44 = add i64 %t43, %t34, !dbg !198
  br label %b6, !dbg !198

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !198

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !198
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !198
  %.56 = sub i64 0, %t45, !dbg !198
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !198
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !198
  %t52 = mul i64 %.50, %a17, !dbg !198
  %t53 = add i64 %t52, %t46, !dbg !198
  %t54 = mul i64 %.50, %a27, !dbg !198
  %t55 = add i64 %t54, %t47, !dbg !198
  %t56 = mul i64 %.50, %a37, !dbg !198
  %t57 = add i64 %t56, %t48, !dbg !198
  %t58 = mul i64 %.50, %a46, !dbg !198
  %t59 = add i64 %t58, %t49, !dbg !198
  br label %b8, !dbg !198

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !198

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !198
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !198
  %.70 = sub i64 0, %t60, !dbg !198
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !198
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !198
  %t67 = mul i64 %.64, %a16, !dbg !198
  %t68 = add i64 %t67, %t61, !dbg !198
  %t69 = mul i64 %.64, %a26, !dbg !198
  %t70 = add i64 %t69, %t62, !dbg !198
  %t71 = mul i64 %.64, %a36, !dbg !198
  %t72 = add i64 %t71, %t63, !dbg !198
  %t73 = mul i64 %.64, %a45, !dbg !198
  %t74 = add i64 %t73, %t64, !dbg !198
  br label %b10, !dbg !198

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !198

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !198
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !198
  %.84 = sub i64 0, %t75, !dbg !198
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !198
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !198
  %t82 = mul i64 %.78, %a15, !dbg !198
  %t83 = add i64 %t82, %t76, !dbg !198
  %t84 = mul i64 %.78, %a25, !dbg !198
  %t85 = add i64 %t84, %t77, !dbg !198
  %t86 = mul i64 %.78, %a35, !dbg !198
  %t87 = add i64 %t86, %t78, !dbg !198
  %t88 = mul i64 %.78, %a44, !dbg !198
  %t89 = add i64 %t88, %t79, !dbg !198
  br label %b12, !dbg !198

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !198

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !198
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !198
  %.98 = sub i64 0, %t90, !dbg !198
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !198
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !198
  %t97 = mul i64 %.92, %a14, !dbg !198
  %t98 = add i64 %t97, %t91, !dbg !198
  %t99 = mul i64 %.92, %a24, !dbg !198
  %t100 = add i64 %t99, %t92, !dbg !198
  %t101 = mul i64 %.92, %a34, !dbg !198
  %t102 = add i64 %t101, %t93, !dbg !198
  %t103 = mul i64 %.92, %a43, !dbg !198
  %t104 = add i64 %t103, %t94, !dbg !198
  br label %b14, !dbg !198

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !198

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !198
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !198
  %.112 = sub i64 0, %t105, !dbg !198
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !198
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !198
  %t112 = mul i64 %.106, %a13, !dbg !198
  %t113 = add i64 %t112, %t106, !dbg !198
  %t114 = mul i64 %.106, %a23, !dbg !198
  %t115 = add i64 %t114, %t107, !dbg !198
  %t116 = mul i64 %.106, %a33, !dbg !198
  %t117 = add i64 %t116, %t108, !dbg !198
  %t118 = mul i64 %.106, %a42, !dbg !198
  %t119 = add i64 %t118, %t109, !dbg !198
  br label %b16, !dbg !198

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !198

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !198
  %t126 = add i64 %t121, %t125, !dbg !198
  %t127 = mul i64 %t120, %a22, !dbg !198
  %t128 = add i64 %t122, %t127, !dbg !198
  %t129 = mul i64 %t120, %a32, !dbg !198
  %t130 = add i64 %t123, %t129, !dbg !198
  %t131 = mul i64 %t120, %a41, !dbg !198
  %t132 = add i64 %t124, %t131, !dbg !198
  br label %b18, !dbg !198

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !198

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !198
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !198
  br label %b20, !dbg !198

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !198

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !198
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !198
  br label %b22, !dbg !198

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !198

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !198
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !198
  br label %b24, !dbg !198

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t2108.i = fcmp oeq float %t142, 0.000000e+00, !dbg !199
  %t3109.i = fcmp oeq float %t139, 1.000000e+00, !dbg !201
  %t4110.i = or i1 %t3109.i, %t2108.i, !dbg !201
  br i1 %t4110.i, label %math.pow.exit, label %b3.i.preheader, !dbg !199

b3.i.preheader:                                   ; preds = %b24
  %t147 = fpext float %t142 to double, !dbg !202
  %t146 = fpext float %t139 to double, !dbg !203
  br label %b3.i, !dbg !204

b3.i:                                             ; preds = %b3.i.preheader, %b130.i
  %t1112.i = phi double [ %t282.i, %b130.i ], [ %t147, %b3.i.preheader ]
  %t0111.i = phi double [ %t281.i, %b130.i ], [ %t146, %b3.i.preheader ]
  %t5.i = fcmp oeq double %t1112.i, 1.000000e+00, !dbg !204
  br i1 %t5.i, label %math.pow.exit, label %b5.i, !dbg !204

b5.i:                                             ; preds = %b3.i
  %21 = fcmp uno double %t0111.i, %t1112.i, !dbg !205
  br i1 %21, label %math.pow.exit, label %b7.i, !dbg !206

b7.i:                                             ; preds = %b5.i
  %t9.i = fcmp oeq double %t0111.i, 0.000000e+00, !dbg !207
  br i1 %t9.i, label %b8.i, label %b122.i, !dbg !207

b8.i:                                             ; preds = %b7.i
  %t10.i = fcmp olt double %t1112.i, 0.000000e+00, !dbg !208
  br i1 %t10.i, label %b9.i, label %b18.i, !dbg !208

b9.i:                                             ; preds = %b8.i
  %t11.i = bitcast double %t0111.i to i64, !dbg !209
  %t13.i = icmp sgt i64 %t11.i, -1, !dbg !210
  %t14.i = tail call double @llvm.fabs.f64(double %t1112.i)
  %t15.i = fcmp oge double %t14.i, 0x4340000000000000
  %or.cond.i = select i1 %t13.i, i1 true, i1 %t15.i, !dbg !211
  br i1 %or.cond.i, label %b17.i, label %b12.i, !dbg !211

b12.i:                                            ; preds = %b9.i
  %t16.i = tail call double @llvm.trunc.f64(double %t1112.i), !dbg !212
  %t17.i = fsub double %t1112.i, %t16.i, !dbg !213
  %t18.i = tail call double @llvm.copysign.f64(double %t17.i, double %t1112.i), !dbg !214
  %t19.i = fcmp oeq double %t18.i, 0.000000e+00, !dbg !215
  br i1 %t19.i, label %b13.i, label %b17.i, !dbg !215

b13.i:                                            ; preds = %b12.i
  %.1.i = fcmp oge double %t16.i, 0xC3E0000000000000, !dbg !216
  %.2.i = fcmp olt double %t16.i, 0x43E0000000000000, !dbg !216
  %.3.i = and i1 %.1.i, %.2.i, !dbg !216
  %22 = fptosi double %t16.i to i64, !dbg !216
  %.op88.i = and i64 %22, 1, !dbg !217
  %t2289.i = icmp ne i64 %.op88.i, 0, !dbg !218
  %t22.i = select i1 %.3.i, i1 %t2289.i, i1 false, !dbg !218
  br i1 %t22.i, label %math.pow.exit, label %b17.i, !dbg !219

b17.i:                                            ; preds = %b13.i, %b12.i, %b9.i
  br label %math.pow.exit

b18.i:                                            ; preds = %b8.i
  %t25.i = fcmp ogt double %t1112.i, 0.000000e+00, !dbg !220
  br i1 %t25.i, label %b19.i, label %b18.b28_crit_edge.i, !dbg !220

b18.b28_crit_edge.i:                              ; preds = %b18.i
  %.pre.i = tail call double @llvm.fabs.f64(double %t1112.i), !dbg !221
  br label %b28.i, !dbg !220

b19.i:                                            ; preds = %b18.i
  %t26.i = bitcast double %t0111.i to i64, !dbg !209
  %t28.i = icmp sgt i64 %t26.i, -1, !dbg !210
  %t29.i = tail call double @llvm.fabs.f64(double %t1112.i)
  %t30.i = fcmp oge double %t29.i, 0x4340000000000000
  %or.cond85.i = select i1 %t28.i, i1 true, i1 %t30.i, !dbg !222
  br i1 %or.cond85.i, label %b27.i, label %b22.i, !dbg !222

b22.i:                                            ; preds = %b19.i
  %t31.i = tail call double @llvm.trunc.f64(double %t1112.i), !dbg !212
  %t32.i = fsub double %t1112.i, %t31.i, !dbg !213
  %t33.i = tail call double @llvm.copysign.f64(double %t32.i, double %t1112.i), !dbg !214
  %t34.i = fcmp oeq double %t33.i, 0.000000e+00, !dbg !215
  br i1 %t34.i, label %b23.i, label %b27.i, !dbg !215

b23.i:                                            ; preds = %b22.i
  %.7.i = fcmp oge double %t31.i, 0xC3E0000000000000, !dbg !216
  %.8.i = fcmp olt double %t31.i, 0x43E0000000000000, !dbg !216
  %.9.i = and i1 %.7.i, %.8.i, !dbg !216
  %23 = fptosi double %t31.i to i64, !dbg !216
  %.op.i = and i64 %23, 1, !dbg !217
  %t3787.i = icmp ne i64 %.op.i, 0, !dbg !218
  %t37.i = select i1 %.9.i, i1 %t3787.i, i1 false, !dbg !218
  br i1 %t37.i, label %math.pow.exit, label %b27.i, !dbg !223

b27.i:                                            ; preds = %b23.i, %b22.i, %b19.i
  br label %math.pow.exit

b28.i:                                            ; preds = %b137.i, %b133.i, %b18.b28_crit_edge.i
  %t40.pre-phi.i = phi double [ %.pre.i, %b18.b28_crit_edge.i ], [ %t270.i.le64, %b137.i ], [ %t270.i.le, %b133.i ], !dbg !221
  %t41.i = tail call double @llvm.trunc.f64(double %t40.pre-phi.i), !dbg !212
  %t42.i = fsub double %t40.pre-phi.i, %t41.i, !dbg !213
  %24 = tail call double @llvm.fabs.f64(double %t42.i), !dbg !214
  %t44.i = fcmp une double %t42.i, 0.000000e+00, !dbg !224
  %t45.i = fcmp olt double %t0111.i, 0.000000e+00, !dbg !225
  %t46.i = and i1 %t45.i, %t44.i, !dbg !225
  br i1 %t46.i, label %math.pow.exit, label %b30.i, !dbg !224

b30.i:                                            ; preds = %b28.i
  %t47.i = fcmp ult double %t41.i, 0x43E0000000000000, !dbg !226
  br i1 %t47.i, label %b36.i, label %b31.i, !dbg !226

b31.i:                                            ; preds = %b30.i
  %t48.i = fcmp oeq double %t0111.i, -1.000000e+00, !dbg !227
  br i1 %t48.i, label %math.pow.exit, label %b33.i, !dbg !227

b33.i:                                            ; preds = %b31.i
  %t49.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !228
  %t50.i = fcmp uge double %t49.i, 1.000000e+00, !dbg !229
  %t51.i = fcmp ogt double %t1112.i, 0.000000e+00, !dbg !230
  %t52.i = xor i1 %t51.i, %t50.i, !dbg !231
  %..i = select i1 %t52.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b36.i:                                            ; preds = %b30.i
  br i1 %t44.i, label %b37.i, label %b86.i, !dbg !232

b37.i:                                            ; preds = %b36.i
  %t53.i = fcmp ogt double %24, 5.000000e-01, !dbg !233
  %t54.i = fadd double %24, -1.000000e+00, !dbg !233
  %t55.i = fadd double %t41.i, 1.000000e+00, !dbg !233
  %t56.i = select i1 %t53.i, double %t55.i, double %t41.i, !dbg !233
  %t57.i = select i1 %t53.i, double %t54.i, double %24, !dbg !233
  %t58.i = fcmp ogt double %t0111.i, 0x7FEFFFFFFFFFFFFF, !dbg !234
  %brmerge.i = or i1 %t58.i, %t45.i, !dbg !235
  %t0.mux.i = select i1 %t58.i, double %t0111.i, double 0x7FF8000000000001, !dbg !235
  %brmerge86.i = or i1 %t9.i, %brmerge.i, !dbg !235
  %t0.mux.mux.i = select i1 %brmerge.i, double %t0.mux.i, double 0xFFF0000000000000, !dbg !235
  br i1 %brmerge86.i, label %b56.i, label %b47.i, !dbg !235

b47.i:                                            ; preds = %b37.i
  %t60.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !236
  %t61.i = fcmp ogt double %t60.i, 0x7FEFFFFFFFFFFFFF, !dbg !234
  br i1 %t61.i, label %b53.i, label %b49.i, !dbg !237

b49.i:                                            ; preds = %b47.i
  %t63.i = fcmp olt double %t60.i, 0x10000000000000, !dbg !238
  %t64.i = fmul double %t0111.i, 0x4330000000000000, !dbg !238
  %t65.i = select i1 %t63.i, double %t64.i, double %t0111.i, !dbg !238
  %t67.i = bitcast double %t65.i to i64, !dbg !239
  %t68.i = lshr i64 %t67.i, 52, !dbg !240
  %t69.i = and i64 %t68.i, 2047, !dbg !241
  %t72.i = select i1 %t63.i, i64 -1074, i64 -1022, !dbg !242
  %t73.i = add nsw i64 %t69.i, %t72.i, !dbg !243
  %t74.i = and i64 %t67.i, -9218868437227405313, !dbg !244
  %t75.i = or i64 %t74.i, 4602678819172646912, !dbg !245
  %t76.i = bitcast i64 %t75.i to double, !dbg !246
  br label %b53.i, !dbg !247

b53.i:                                            ; preds = %b49.i, %b47.i
  %t77.i = phi double [ %t76.i, %b49.i ], [ %t0111.i, %b47.i ]
  %t78.i = phi i64 [ %t73.i, %b49.i ], [ 0, %b47.i ]
  %t79.i = fcmp olt double %t77.i, 0x3FE6A09E667F3BCD, !dbg !248
  %t80.i = fmul double %t77.i, 2.000000e+00, !dbg !248
  %t82.i = select i1 %t79.i, double %t80.i, double %t77.i, !dbg !248
  %t81.i = sext i1 %t79.i to i64, !dbg !248
  %t83.i = add nsw i64 %t78.i, %t81.i, !dbg !248
  %t84.i = fadd double %t82.i, -1.000000e+00, !dbg !249
  %t85.i = sitofp i64 %t83.i to double, !dbg !250
  %t86.i = fadd double %t84.i, 2.000000e+00, !dbg !251
  %t87.i = fdiv double %t84.i, %t86.i, !dbg !252
  %t88.i = fmul double %t87.i, %t87.i, !dbg !253
  %t89.i = fmul double %t88.i, %t88.i, !dbg !254
  %t90.i = fmul double %t89.i, 0x3FC2F112DF3E5244, !dbg !255
  %t91.i = fadd double %t90.i, 0x3FC7466496CB03DE, !dbg !256
  %t92.i = fmul double %t89.i, %t91.i, !dbg !257
  %t93.i = fadd double %t92.i, 0x3FD2492494229359, !dbg !258
  %t94.i = fmul double %t89.i, %t93.i, !dbg !259
  %t95.i = fadd double %t94.i, 0x3FE5555555555593, !dbg !260
  %t96.i = fmul double %t88.i, %t95.i, !dbg !261
  %t97.i = fmul double %t89.i, 0x3FC39A09D078C69F, !dbg !262
  %t98.i = fadd double %t97.i, 0x3FCC71C51D8E78AF, !dbg !263
  %t99.i = fmul double %t89.i, %t98.i, !dbg !264
  %t100.i = fadd double %t99.i, 0x3FD999999997FA04, !dbg !265
  %t101.i = fmul double %t89.i, %t100.i, !dbg !266
  %t102.i = fadd double %t101.i, %t96.i, !dbg !267
  %t103.i = fmul double %t84.i, 5.000000e-01, !dbg !268
  %t104.i = fmul double %t84.i, %t103.i, !dbg !269
  %t105.i = fmul double %t85.i, 0x3FE62E42FEE00000, !dbg !270
  %t106.i = fadd double %t104.i, %t102.i, !dbg !271
  %t107.i = fmul double %t87.i, %t106.i, !dbg !272
  %t108.i = fmul double %t85.i, 0x3DEA39EF35793C76, !dbg !273
  %t109.i = fadd double %t108.i, %t107.i, !dbg !274
  %t110.i = fsub double %t104.i, %t109.i, !dbg !275
  %t111.i = fsub double %t110.i, %t84.i, !dbg !276
  %t112.i = fsub double %t105.i, %t111.i, !dbg !277
  br label %b56.i, !dbg !278

b56.i:                                            ; preds = %b53.i, %b37.i
  %t113.i = phi double [ %t112.i, %b53.i ], [ %t0.mux.mux.i, %b37.i ]
  %t114.i = fmul double %t57.i, %t113.i, !dbg !279
  %t115.i = fcmp uno double %t114.i, 0.000000e+00, !dbg !280
  br i1 %t115.i, label %b86.i, label %b58.i, !dbg !281

b58.i:                                            ; preds = %b56.i
  %t116.i = fcmp ogt double %t114.i, 0x40862E42FEFA39EF, !dbg !282
  br i1 %t116.i, label %b86.i, label %b60.i, !dbg !282

b60.i:                                            ; preds = %b58.i
  %t117.i = fcmp olt double %t114.i, 0xC0874910D52D3051, !dbg !283
  br i1 %t117.i, label %b86.i, label %b62.i, !dbg !283

b62.i:                                            ; preds = %b60.i
  %t118.i = fcmp ogt double %t114.i, 0xBE30000000000000, !dbg !284
  %t119.i = fcmp olt double %t114.i, 0x3E30000000000000, !dbg !285
  %t120.i = and i1 %t118.i, %t119.i, !dbg !285
  br i1 %t120.i, label %b63.i, label %b64.i, !dbg !284

b63.i:                                            ; preds = %b62.i
  %t121.i = fadd double %t114.i, 1.000000e+00, !dbg !286
  br label %b86.i, !dbg !287

b64.i:                                            ; preds = %b62.i
  %t122.i = fcmp olt double %t114.i, 0.000000e+00, !dbg !288
  br i1 %t122.i, label %b65.i, label %b83.i, !dbg !288

b65.i:                                            ; preds = %b64.i
  %t123.i = fmul double %t114.i, 0x3FF71547652B82FE, !dbg !289
  %t124.i = fadd double %t123.i, -5.000000e-01, !dbg !290
  %.14.i = fcmp oge double %t124.i, 0xC3E0000000000000, !dbg !291
  %.15.i = fcmp olt double %t124.i, 0x43E0000000000000, !dbg !291
  %.16.i = and i1 %.14.i, %.15.i, !dbg !291
  %25 = fptosi double %t124.i to i64, !dbg !291
  %.19.i = select i1 %.16.i, i64 %25, i64 -9223372036854775808, !dbg !291
  br label %b66.i, !dbg !291

b66.i:                                            ; preds = %b84.i, %b83.i, %b65.i
  %t126.i = phi i64 [ %.19.i, %b65.i ], [ 0, %b83.i ], [ %.26.i, %b84.i ]
  %t127.i = sitofp i64 %t126.i to double, !dbg !292
  %t128.i = fmul double %t127.i, 0x3FE62E42FEE00000, !dbg !293
  %t129.i = fsub double %t114.i, %t128.i, !dbg !294
  %t130.i = fmul double %t127.i, 0x3DEA39EF35793C76, !dbg !295
  %t131.i = fsub double %t129.i, %t130.i, !dbg !296
  %t132.i = fmul double %t131.i, %t131.i, !dbg !297
  %t133.i = fmul double %t132.i, 0x3E66376972BEA4D0, !dbg !298
  %t134.i = fadd double %t133.i, 0xBEBBBD41C5D26BF1, !dbg !299
  %t135.i = fmul double %t132.i, %t134.i, !dbg !300
  %t136.i = fadd double %t135.i, 0x3F11566AAF25DE2C, !dbg !301
  %t137.i = fmul double %t132.i, %t136.i, !dbg !302
  %t138.i = fadd double %t137.i, 0xBF66C16C16BEBD93, !dbg !303
  %t139.i = fmul double %t132.i, %t138.i, !dbg !304
  %t140.i = fadd double %t139.i, 0x3FC5555555555555, !dbg !305
  %t141.i = fmul double %t132.i, %t140.i, !dbg !306
  %t142.i = fsub double %t131.i, %t141.i, !dbg !307
  %t143.i = fmul double %t131.i, %t142.i, !dbg !308
  %t144.i = fsub double 2.000000e+00, %t142.i, !dbg !309
  %t145.i = fdiv double %t143.i, %t144.i, !dbg !310
  %t146.i = fsub double %t130.i, %t145.i, !dbg !311
  %26 = fsub double %t129.i, %t146.i, !dbg !312
  %t148.i = fadd double %26, 1.000000e+00, !dbg !312
  %t149.i = fcmp oeq double %t148.i, 0.000000e+00, !dbg !313
  br i1 %t149.i, label %b86.i, label %b68.i, !dbg !313

b68.i:                                            ; preds = %b66.i
  %t150.i = tail call double @llvm.fabs.f64(double %t148.i), !dbg !236
  %t151.i = fcmp ogt double %t150.i, 0x7FEFFFFFFFFFFFFF, !dbg !234
  %t152.i = fcmp uno double %t148.i, 0.000000e+00, !dbg !280
  %t153.i = or i1 %t152.i, %t151.i, !dbg !314
  br i1 %t153.i, label %b86.i, label %b70.i, !dbg !315

b70.i:                                            ; preds = %b68.i
  %t154.i = fcmp olt double %t150.i, 0x10000000000000, !dbg !238
  %t155.i = fmul double %t148.i, 0x4330000000000000, !dbg !238
  %t156.i = select i1 %t154.i, double %t155.i, double %t148.i, !dbg !238
  %t157.i = select i1 %t154.i, i64 -52, i64 0, !dbg !238
  %t159.i = bitcast double %t156.i to i64, !dbg !316
  %t160.i = lshr i64 %t159.i, 52, !dbg !317
  %t162.i = and i64 %t160.i, 2047, !dbg !318
  %t163.i = add i64 %t126.i, -1023, !dbg !319
  %t158.i = add i64 %t163.i, %t157.i, !dbg !320
  %t164.i = add i64 %t158.i, %t162.i, !dbg !321
  %t165.i = icmp slt i64 %t164.i, -1075, !dbg !322
  br i1 %t165.i, label %b74.i, label %b75.i, !dbg !322

b74.i:                                            ; preds = %b70.i
  %t166.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t156.i), !dbg !323
  br label %b86.i, !dbg !324

b75.i:                                            ; preds = %b70.i
  %t167.i = icmp sgt i64 %t164.i, 1023, !dbg !325
  br i1 %t167.i, label %b76.i, label %b79.i, !dbg !325

b76.i:                                            ; preds = %b75.i
  %t168.i = fcmp olt double %t156.i, 0.000000e+00, !dbg !326
  %.79.i = select i1 %t168.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !327
  br label %b86.i, !dbg !327

b79.i:                                            ; preds = %b75.i
  %t169.i = icmp slt i64 %t164.i, -1022, !dbg !328
  %spec.select80.i = select i1 %t169.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !328
  %t173.i = and i64 %t159.i, -9218868437227405313, !dbg !329
  %27 = shl nsw i64 %t164.i, 52, !dbg !330
  %28 = add i64 %27, 238690780250636288, !dbg !330
  %t174.i = select i1 %t169.i, i64 %28, i64 %27, !dbg !330
  %t176.i = add i64 %t174.i, 4607182418800017408, !dbg !330
  %t177.i = or i64 %t176.i, %t173.i, !dbg !331
  %t178.i = bitcast i64 %t177.i to double, !dbg !332
  %t179.i = fmul double %spec.select80.i, %t178.i, !dbg !333
  br label %b86.i, !dbg !334

b83.i:                                            ; preds = %b64.i
  %t181.i = fcmp ogt double %t114.i, 0.000000e+00, !dbg !335
  br i1 %t181.i, label %b84.i, label %b66.i, !dbg !335

b84.i:                                            ; preds = %b83.i
  %t182.i = fmul double %t114.i, 0x3FF71547652B82FE, !dbg !336
  %t183.i = fadd double %t182.i, 5.000000e-01, !dbg !337
  %.21.i = fcmp oge double %t183.i, 0xC3E0000000000000, !dbg !338
  %.22.i = fcmp olt double %t183.i, 0x43E0000000000000, !dbg !338
  %.23.i = and i1 %.21.i, %.22.i, !dbg !338
  %29 = fptosi double %t183.i to i64, !dbg !338
  %.26.i = select i1 %.23.i, i64 %29, i64 -9223372036854775808, !dbg !338
  br label %b66.i, !dbg !338

b86.i:                                            ; preds = %b79.i, %b76.i, %b74.i, %b68.i, %b66.i, %b63.i, %b60.i, %b58.i, %b56.i, %b36.i
  %t186.i = phi double [ %t41.i, %b36.i ], [ %t56.i, %b74.i ], [ %t56.i, %b79.i ], [ %t56.i, %b66.i ], [ %t56.i, %b68.i ], [ %t56.i, %b76.i ], [ %t56.i, %b60.i ], [ %t56.i, %b58.i ], [ %t56.i, %b56.i ], [ %t56.i, %b63.i ]
  %t187.i = phi double [ 1.000000e+00, %b36.i ], [ %t166.i, %b74.i ], [ %t179.i, %b79.i ], [ %t148.i, %b66.i ], [ %t148.i, %b68.i ], [ %.79.i, %b76.i ], [ 0.000000e+00, %b60.i ], [ 0x7FF0000000000000, %b58.i ], [ %t114.i, %b56.i ], [ %t121.i, %b63.i ]
  br i1 %t9.i, label %b94.i, label %b88.i, !dbg !339

b88.i:                                            ; preds = %b86.i
  %t188.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !236
  %t189.i = fcmp ogt double %t188.i, 0x7FEFFFFFFFFFFFFF, !dbg !234
  br i1 %t189.i, label %b94.i, label %b90.i, !dbg !237

b90.i:                                            ; preds = %b88.i
  %t191.i = fcmp olt double %t188.i, 0x10000000000000, !dbg !238
  %t192.i = fmul double %t0111.i, 0x4330000000000000, !dbg !238
  %t193.i = select i1 %t191.i, double %t192.i, double %t0111.i, !dbg !238
  %t195.i = bitcast double %t193.i to i64, !dbg !239
  %t196.i = lshr i64 %t195.i, 52, !dbg !240
  %t197.i = and i64 %t196.i, 2047, !dbg !241
  %t200.i = select i1 %t191.i, i64 -1074, i64 -1022, !dbg !242
  %t201.i = add nsw i64 %t197.i, %t200.i, !dbg !243
  %t202.i = and i64 %t195.i, -9218868437227405313, !dbg !244
  %t203.i = or i64 %t202.i, 4602678819172646912, !dbg !245
  %t204.i = bitcast i64 %t203.i to double, !dbg !246
  br label %b94.i, !dbg !247

b94.i:                                            ; preds = %b90.i, %b88.i, %b86.i
  %t205.i = phi double [ %t204.i, %b90.i ], [ %t0111.i, %b86.i ], [ %t0111.i, %b88.i ]
  %t206.i = phi i64 [ %t201.i, %b90.i ], [ 0, %b86.i ], [ 0, %b88.i ]
  %.28.i = fcmp oge double %t186.i, 0xC3E0000000000000, !dbg !340
  %.29.i = fcmp olt double %t186.i, 0x43E0000000000000, !dbg !340
  %.30.i = and i1 %.28.i, %.29.i, !dbg !340
  %30 = fptosi double %t186.i to i64, !dbg !340
  %.33.i = select i1 %.30.i, i64 %30, i64 -9223372036854775808, !dbg !340
  %t213.not115.i = icmp eq i64 %.33.i, 0, !dbg !341
  br i1 %t213.not115.i, label %b103.i, label %b96.i, !dbg !341

b96.i:                                            ; preds = %b94.i, %b98.i
  %t212120.i = phi i64 [ %t231.i, %b98.i ], [ %.33.i, %b94.i ]
  %t211119.i = phi i64 [ %t230.i, %b98.i ], [ %t206.i, %b94.i ]
  %t210118.i = phi double [ %t229.i, %b98.i ], [ %t205.i, %b94.i ]
  %t209117.i = phi i64 [ %t223.i, %b98.i ], [ 0, %b94.i ]
  %t208116.i = phi double [ %t222.i, %b98.i ], [ %t187.i, %b94.i ]
  %31 = add i64 %t211119.i, -4097, !dbg !342
  %32 = icmp ult i64 %31, -8193, !dbg !342
  br i1 %32, label %b97.i, label %b98.i, !dbg !343

b97.i:                                            ; preds = %b96.i
  %t217.i = add i64 %t209117.i, %t211119.i, !dbg !344
  br label %b103.i, !dbg !344

b98.i:                                            ; preds = %b96.i
  %t218.i = and i64 %t212120.i, 1, !dbg !345
  %t219.not.i = icmp eq i64 %t218.i, 0, !dbg !346
  %t220.i = select i1 %t219.not.i, double 1.000000e+00, double %t210118.i, !dbg !346
  %t222.i = fmul double %t220.i, %t208116.i, !dbg !346
  %t221.i = select i1 %t219.not.i, i64 0, i64 %t211119.i, !dbg !346
  %t223.i = add i64 %t221.i, %t209117.i, !dbg !346
  %t224.i = fmul double %t210118.i, %t210118.i, !dbg !347
  %t225.i = shl nsw i64 %t211119.i, 1, !dbg !348
  %t226.i = fcmp olt double %t224.i, 5.000000e-01, !dbg !349
  %t227.i = select i1 %t226.i, double %t224.i, double -0.000000e+00, !dbg !349
  %t229.i = fadd double %t224.i, %t227.i, !dbg !349
  %t228.i = sext i1 %t226.i to i64, !dbg !349
  %t230.i = add i64 %t225.i, %t228.i, !dbg !349
  %t231.i = ashr i64 %t212120.i, 1, !dbg !350
  %t213.not.i = icmp ult i64 %t212120.i, 2, !dbg !341
  br i1 %t213.not.i, label %b103.i, label %b96.i, !dbg !341

b103.i:                                           ; preds = %b98.i, %b97.i, %b94.i
  %t20893.i = phi double [ %t208116.i, %b97.i ], [ %t187.i, %b94.i ], [ %t222.i, %b98.i ]
  %t232.i = phi i64 [ %t217.i, %b97.i ], [ 0, %b94.i ], [ %t223.i, %b98.i ]
  %t233.i = fcmp olt double %t1112.i, 0.000000e+00, !dbg !351
  br i1 %t233.i, label %b104.i, label %b105.i, !dbg !351

b104.i:                                           ; preds = %b103.i
  %t234.i = fdiv double 1.000000e+00, %t20893.i, !dbg !352
  %t235.i = sub i64 0, %t232.i, !dbg !353
  br label %b105.i, !dbg !353

b105.i:                                           ; preds = %b104.i, %b103.i
  %t236.i = phi double [ %t20893.i, %b103.i ], [ %t234.i, %b104.i ]
  %t237.i = phi i64 [ %t232.i, %b103.i ], [ %t235.i, %b104.i ]
  %t238.i = fcmp oeq double %t236.i, 0.000000e+00, !dbg !313
  br i1 %t238.i, label %math.pow.exit, label %b107.i, !dbg !313

b107.i:                                           ; preds = %b105.i
  %t239.i = tail call double @llvm.fabs.f64(double %t236.i), !dbg !236
  %t240.i = fcmp ogt double %t239.i, 0x7FEFFFFFFFFFFFFF, !dbg !234
  %t241.i = fcmp uno double %t236.i, 0.000000e+00, !dbg !280
  %t242.i = or i1 %t241.i, %t240.i, !dbg !314
  br i1 %t242.i, label %math.pow.exit, label %b109.i, !dbg !315

b109.i:                                           ; preds = %b107.i
  %t243.i = fcmp olt double %t239.i, 0x10000000000000, !dbg !238
  %t244.i = fmul double %t236.i, 0x4330000000000000, !dbg !238
  %t245.i = select i1 %t243.i, double %t244.i, double %t236.i, !dbg !238
  %t246.i = select i1 %t243.i, i64 -52, i64 0, !dbg !238
  %t248.i = bitcast double %t245.i to i64, !dbg !316
  %t249.i = lshr i64 %t248.i, 52, !dbg !317
  %t251.i = and i64 %t249.i, 2047, !dbg !318
  %t252.i = add i64 %t237.i, -1023, !dbg !319
  %t247.i = add i64 %t252.i, %t246.i, !dbg !320
  %t253.i = add i64 %t247.i, %t251.i, !dbg !321
  %t254.i = icmp slt i64 %t253.i, -1075, !dbg !322
  br i1 %t254.i, label %b113.i, label %b114.i, !dbg !322

b113.i:                                           ; preds = %b109.i
  %t255.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t245.i), !dbg !323
  br label %math.pow.exit, !dbg !324

b114.i:                                           ; preds = %b109.i
  %t256.i = icmp sgt i64 %t253.i, 1023, !dbg !325
  br i1 %t256.i, label %b115.i, label %b118.i, !dbg !325

b115.i:                                           ; preds = %b114.i
  %t257.i = fcmp olt double %t245.i, 0.000000e+00, !dbg !326
  %.81.i = select i1 %t257.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !327
  br label %math.pow.exit, !dbg !327

b118.i:                                           ; preds = %b114.i
  %t258.i = icmp slt i64 %t253.i, -1022, !dbg !328
  %spec.select83.i = select i1 %t258.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !328
  %t262.i = and i64 %t248.i, -9218868437227405313, !dbg !329
  %33 = shl nsw i64 %t253.i, 52, !dbg !330
  %34 = add i64 %33, 238690780250636288, !dbg !330
  %t263.i = select i1 %t258.i, i64 %34, i64 %33, !dbg !330
  %t265.i = add i64 %t263.i, 4607182418800017408, !dbg !330
  %t266.i = or i64 %t265.i, %t262.i, !dbg !331
  %t267.i = bitcast i64 %t266.i to double, !dbg !332
  %t268.i = fmul double %spec.select83.i, %t267.i, !dbg !333
  br label %math.pow.exit, !dbg !334

b122.i:                                           ; preds = %b7.i
  %t270.i = tail call double @llvm.fabs.f64(double %t1112.i), !dbg !236
  %t271.i = fcmp ogt double %t270.i, 0x7FEFFFFFFFFFFFFF, !dbg !234
  br i1 %t271.i, label %b123.i, label %b128.i, !dbg !354

b123.i:                                           ; preds = %b122.i
  %t272.i = fcmp oeq double %t0111.i, -1.000000e+00, !dbg !355
  br i1 %t272.i, label %math.pow.exit, label %b125.i, !dbg !355

b125.i:                                           ; preds = %b123.i
  %t273.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !356
  %t274.i = fcmp uge double %t273.i, 1.000000e+00, !dbg !357
  %t275.i = fcmp ogt double %t1112.i, 0x7FEFFFFFFFFFFFFF, !dbg !234
  %t276.i = xor i1 %t275.i, %t274.i, !dbg !358
  %.84.i = select i1 %t276.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b128.i:                                           ; preds = %b122.i
  %t277.i = tail call double @llvm.fabs.f64(double %t0111.i), !dbg !236
  %t278.i = fcmp ogt double %t277.i, 0x7FEFFFFFFFFFFFFF, !dbg !234
  br i1 %t278.i, label %b129.i, label %b135.i, !dbg !359

b129.i:                                           ; preds = %b128.i
  %t280.i = fcmp olt double %t0111.i, 0xFFEFFFFFFFFFFFFF, !dbg !234
  br i1 %t280.i, label %b130.i, label %b131.i, !dbg !360

b130.i:                                           ; preds = %b129.i
  %t281.i = fdiv double 1.000000e+00, %t0111.i, !dbg !361
  %t282.i = fneg double %t1112.i, !dbg !362
  %t2.i = fcmp oeq double %t1112.i, 0.000000e+00, !dbg !199
  %t3.i = fcmp oeq double %t281.i, 1.000000e+00, !dbg !201
  %t4.i = or i1 %t2.i, %t3.i, !dbg !201
  br i1 %t4.i, label %math.pow.exit, label %b3.i, !dbg !199

b131.i:                                           ; preds = %b129.i
  %t283.i = fcmp olt double %t1112.i, 0.000000e+00, !dbg !363
  br i1 %t283.i, label %math.pow.exit, label %b133.i, !dbg !363

b133.i:                                           ; preds = %b131.i
  %t270.i.le = tail call double @llvm.fabs.f64(double %t1112.i), !dbg !236
  %t284.i = fcmp ogt double %t1112.i, 0.000000e+00, !dbg !364
  br i1 %t284.i, label %math.pow.exit, label %b28.i, !dbg !364

b135.i:                                           ; preds = %b128.i
  %t285.i = fcmp oeq double %t1112.i, 5.000000e-01, !dbg !365
  br i1 %t285.i, label %b136.i, label %b137.i, !dbg !365

b136.i:                                           ; preds = %b135.i
  %.35.i = fcmp olt double %t0111.i, 0x1000000000000000, !dbg !366
  %.36.i = fmul double %t0111.i, 0x4FF0000000000000, !dbg !366
  %.37.i = select i1 %.35.i, double %.36.i, double %t0111.i, !dbg !366
  %.38.i = tail call double @llvm.amdgcn.rsq.f64(double %.37.i), !dbg !366
  %.39.i = fmul double %.37.i, %.38.i, !dbg !366
  %.40.i = fmul double %.38.i, 5.000000e-01, !dbg !366
  %.41.i = fneg double %.40.i, !dbg !366
  %.42.i = tail call double @llvm.fma.f64(double %.41.i, double %.39.i, double 5.000000e-01), !dbg !366
  %.43.i = tail call double @llvm.fma.f64(double %.40.i, double %.42.i, double %.40.i), !dbg !366
  %.44.i = tail call double @llvm.fma.f64(double %.39.i, double %.42.i, double %.39.i), !dbg !366
  %.45.i = fneg double %.44.i, !dbg !366
  %.46.i = tail call double @llvm.fma.f64(double %.45.i, double %.44.i, double %.37.i), !dbg !366
  %.47.i = tail call double @llvm.fma.f64(double %.46.i, double %.43.i, double %.44.i), !dbg !366
  %.48.i = fneg double %.47.i, !dbg !366
  %.49.i = tail call double @llvm.fma.f64(double %.48.i, double %.47.i, double %.37.i), !dbg !366
  %.50.i = tail call double @llvm.fma.f64(double %.49.i, double %.43.i, double %.47.i), !dbg !366
  %.51.i = fmul double %.50.i, 0x37F0000000000000, !dbg !366
  %.52.i = select i1 %.35.i, double %.51.i, double %.50.i, !dbg !366
  %.53.i = fcmp oeq double %.37.i, 0.000000e+00, !dbg !366
  %.54.i = fcmp oeq double %.37.i, 0x7FF0000000000000, !dbg !366
  %.55.i = or i1 %.53.i, %.54.i, !dbg !366
  %.56.i = select i1 %.55.i, double %.37.i, double %.52.i, !dbg !366
  br label %math.pow.exit

b137.i:                                           ; preds = %b135.i
  %t270.i.le64 = tail call double @llvm.fabs.f64(double %t1112.i), !dbg !236
  %t287.i = fcmp oeq double %t1112.i, -5.000000e-01, !dbg !367
  br i1 %t287.i, label %b138.i, label %b28.i, !dbg !367

b138.i:                                           ; preds = %b137.i
  %.57.i = fcmp olt double %t0111.i, 0x1000000000000000, !dbg !368
  %.58.i = fmul double %t0111.i, 0x4FF0000000000000, !dbg !368
  %.59.i = select i1 %.57.i, double %.58.i, double %t0111.i, !dbg !368
  %.60.i = tail call double @llvm.amdgcn.rsq.f64(double %.59.i), !dbg !368
  %.61.i = fmul double %.59.i, %.60.i, !dbg !368
  %.62.i = fmul double %.60.i, 5.000000e-01, !dbg !368
  %.63.i = fneg double %.62.i, !dbg !368
  %.64.i = tail call double @llvm.fma.f64(double %.63.i, double %.61.i, double 5.000000e-01), !dbg !368
  %.65.i = tail call double @llvm.fma.f64(double %.62.i, double %.64.i, double %.62.i), !dbg !368
  %.66.i = tail call double @llvm.fma.f64(double %.61.i, double %.64.i, double %.61.i), !dbg !368
  %.67.i = fneg double %.66.i, !dbg !368
  %.68.i = tail call double @llvm.fma.f64(double %.67.i, double %.66.i, double %.59.i), !dbg !368
  %.69.i = tail call double @llvm.fma.f64(double %.68.i, double %.65.i, double %.66.i), !dbg !368
  %.70.i = fneg double %.69.i, !dbg !368
  %.71.i = tail call double @llvm.fma.f64(double %.70.i, double %.69.i, double %.59.i), !dbg !368
  %.72.i = tail call double @llvm.fma.f64(double %.71.i, double %.65.i, double %.69.i), !dbg !368
  %.73.i = fmul double %.72.i, 0x37F0000000000000, !dbg !368
  %.74.i = select i1 %.57.i, double %.73.i, double %.72.i, !dbg !368
  %.75.i = fcmp oeq double %.59.i, 0.000000e+00, !dbg !368
  %.76.i = fcmp oeq double %.59.i, 0x7FF0000000000000, !dbg !368
  %.77.i = or i1 %.75.i, %.76.i, !dbg !368
  %.78.i = select i1 %.77.i, double %.59.i, double %.74.i, !dbg !368
  %t289.i = fdiv double 1.000000e+00, %.78.i, !dbg !369
  br label %math.pow.exit

math.pow.exit:                                    ; preds = %b3.i, %b5.i, %b130.i, %b24, %b13.i, %b17.i, %b23.i, %b27.i, %b28.i, %b31.i, %b33.i, %b105.i, %b107.i, %b113.i, %b115.i, %b118.i, %b123.i, %b125.i, %b131.i, %b133.i, %b136.i, %b138.i
  %common.ret.op.i = phi double [ 0x7FF0000000000000, %b17.i ], [ 0.000000e+00, %b27.i ], [ %.56.i, %b136.i ], [ %t289.i, %b138.i ], [ 0xFFF0000000000000, %b13.i ], [ %t0111.i, %b23.i ], [ 0x7FF8000000000001, %b28.i ], [ 1.000000e+00, %b31.i ], [ %..i, %b33.i ], [ %t255.i, %b113.i ], [ %t268.i, %b118.i ], [ %t236.i, %b105.i ], [ %t236.i, %b107.i ], [ %.81.i, %b115.i ], [ 1.000000e+00, %b123.i ], [ %.84.i, %b125.i ], [ 0.000000e+00, %b131.i ], [ 0x7FF0000000000000, %b133.i ], [ 1.000000e+00, %b24 ], [ 0x7FF8000000000001, %b5.i ], [ %t0111.i, %b3.i ], [ 1.000000e+00, %b130.i ]
  %t149 = fptrunc double %common.ret.op.i to float, !dbg !370
  %t150 = fdiv float %t149, %t145, !dbg !371
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !198
  store float %t150, ptr addrspace(1) %t151, align 4, !dbg !198
  %t152 = add i64 %t2225, %t13, !dbg !198
  %t23 = icmp slt i64 %t152, %a0, !dbg !198
  br i1 %t23, label %b2, label %b25, !dbg !198

b25:                                              ; preds = %math.pow.exit, %entry
  ret void, !dbg !198
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
!12 = !DILocation(line: 57, column: 19, scope: !9, inlinedAt: !11)
!13 = !DILocation(line: 39, column: 45, scope: !4)
!14 = !DILocation(line: 39, column: 33, scope: !4)
!15 = !DILocation(line: 59, column: 9, scope: !9, inlinedAt: !11)
!16 = !DILocation(line: 61, column: 24, scope: !9, inlinedAt: !11)
!17 = !DILocation(line: 61, column: 12, scope: !9, inlinedAt: !11)
!18 = !DILocation(line: 63, column: 9, scope: !9, inlinedAt: !11)
!19 = !DILocation(line: 65, column: 10, scope: !9, inlinedAt: !11)
!20 = !DILocation(line: 9, column: 26, scope: !21, inlinedAt: !11)
!21 = !DILexicalBlockFile(scope: !9, file: !22, discriminator: 0)
!22 = !DIFile(filename: "math/signbit.go", directory: "")
!23 = !DILocation(line: 9, column: 31, scope: !21, inlinedAt: !11)
!24 = !DILocation(line: 66, column: 14, scope: !9, inlinedAt: !11)
!25 = !DILocation(line: 15, column: 17, scope: !26, inlinedAt: !11)
!26 = !DILexicalBlockFile(scope: !9, file: !27, discriminator: 0)
!27 = !DIFile(filename: "math/modf.go", directory: "")
!28 = !DILocation(line: 16, column: 25, scope: !26, inlinedAt: !11)
!29 = !DILocation(line: 16, column: 23, scope: !26, inlinedAt: !11)
!30 = !DILocation(line: 18, column: 12, scope: !9, inlinedAt: !11)
!31 = !DILocation(line: 18, column: 25, scope: !9, inlinedAt: !11)
!32 = !DILocation(line: 18, column: 29, scope: !9, inlinedAt: !11)
!33 = !DILocation(line: 18, column: 32, scope: !9, inlinedAt: !11)
!34 = !DILocation(line: 66, column: 29, scope: !9, inlinedAt: !11)
!35 = !DILocation(line: 70, column: 10, scope: !9, inlinedAt: !11)
!36 = !DILocation(line: 101, column: 20, scope: !9, inlinedAt: !11)
!37 = !DILocation(line: 71, column: 14, scope: !9, inlinedAt: !11)
!38 = !DILocation(line: 71, column: 29, scope: !9, inlinedAt: !11)
!39 = !DILocation(line: 102, column: 8, scope: !9, inlinedAt: !11)
!40 = !DILocation(line: 102, column: 18, scope: !9, inlinedAt: !11)
!41 = !DILocation(line: 105, column: 8, scope: !9, inlinedAt: !11)
!42 = !DILocation(line: 109, column: 10, scope: !9, inlinedAt: !11)
!43 = !DILocation(line: 111, column: 12, scope: !9, inlinedAt: !11)
!44 = !DILocation(line: 111, column: 16, scope: !9, inlinedAt: !11)
!45 = !DILocation(line: 111, column: 27, scope: !9, inlinedAt: !11)
!46 = !DILocation(line: 111, column: 21, scope: !9, inlinedAt: !11)
!47 = !DILocation(line: 123, column: 8, scope: !9, inlinedAt: !11)
!48 = !DILocation(line: 124, column: 9, scope: !9, inlinedAt: !11)
!49 = !DILocation(line: 56, column: 11, scope: !50, inlinedAt: !11)
!50 = !DILexicalBlockFile(scope: !9, file: !51, discriminator: 0)
!51 = !DIFile(filename: "math/bits.go", directory: "")
!52 = !DILocation(line: 103, column: 12, scope: !53, inlinedAt: !11)
!53 = !DILexicalBlockFile(scope: !9, file: !54, discriminator: 0)
!54 = !DIFile(filename: "math/log.go", directory: "")
!55 = !DILocation(line: 52, column: 10, scope: !50, inlinedAt: !11)
!56 = !DILocation(line: 29, column: 12, scope: !57, inlinedAt: !11)
!57 = !DILexicalBlockFile(scope: !9, file: !58, discriminator: 0)
!58 = !DIFile(filename: "math/frexp.go", directory: "")
!59 = !DILocation(line: 63, column: 12, scope: !50, inlinedAt: !11)
!60 = !DILocation(line: 33, column: 18, scope: !57, inlinedAt: !11)
!61 = !DILocation(line: 34, column: 15, scope: !57, inlinedAt: !11)
!62 = !DILocation(line: 34, column: 23, scope: !57, inlinedAt: !11)
!63 = !DILocation(line: 34, column: 37, scope: !57, inlinedAt: !11)
!64 = !DILocation(line: 34, column: 2, scope: !57, inlinedAt: !11)
!65 = !DILocation(line: 35, column: 2, scope: !57, inlinedAt: !11)
!66 = !DILocation(line: 36, column: 2, scope: !57, inlinedAt: !11)
!67 = !DILocation(line: 37, column: 24, scope: !57, inlinedAt: !11)
!68 = !DILocation(line: 38, column: 2, scope: !57, inlinedAt: !11)
!69 = !DILocation(line: 113, column: 8, scope: !53, inlinedAt: !11)
!70 = !DILocation(line: 117, column: 10, scope: !53, inlinedAt: !11)
!71 = !DILocation(line: 118, column: 14, scope: !53, inlinedAt: !11)
!72 = !DILocation(line: 121, column: 14, scope: !53, inlinedAt: !11)
!73 = !DILocation(line: 121, column: 9, scope: !53, inlinedAt: !11)
!74 = !DILocation(line: 122, column: 10, scope: !53, inlinedAt: !11)
!75 = !DILocation(line: 123, column: 11, scope: !53, inlinedAt: !11)
!76 = !DILocation(line: 124, column: 35, scope: !53, inlinedAt: !11)
!77 = !DILocation(line: 124, column: 32, scope: !53, inlinedAt: !11)
!78 = !DILocation(line: 124, column: 28, scope: !53, inlinedAt: !11)
!79 = !DILocation(line: 124, column: 25, scope: !53, inlinedAt: !11)
!80 = !DILocation(line: 124, column: 21, scope: !53, inlinedAt: !11)
!81 = !DILocation(line: 124, column: 17, scope: !53, inlinedAt: !11)
!82 = !DILocation(line: 124, column: 11, scope: !53, inlinedAt: !11)
!83 = !DILocation(line: 125, column: 28, scope: !53, inlinedAt: !11)
!84 = !DILocation(line: 125, column: 25, scope: !53, inlinedAt: !11)
!85 = !DILocation(line: 125, column: 21, scope: !53, inlinedAt: !11)
!86 = !DILocation(line: 125, column: 17, scope: !53, inlinedAt: !11)
!87 = !DILocation(line: 125, column: 11, scope: !53, inlinedAt: !11)
!88 = !DILocation(line: 126, column: 10, scope: !53, inlinedAt: !11)
!89 = !DILocation(line: 127, column: 14, scope: !53, inlinedAt: !11)
!90 = !DILocation(line: 127, column: 18, scope: !53, inlinedAt: !11)
!91 = !DILocation(line: 128, column: 10, scope: !53, inlinedAt: !11)
!92 = !DILocation(line: 128, column: 36, scope: !53, inlinedAt: !11)
!93 = !DILocation(line: 128, column: 30, scope: !53, inlinedAt: !11)
!94 = !DILocation(line: 128, column: 43, scope: !53, inlinedAt: !11)
!95 = !DILocation(line: 128, column: 40, scope: !53, inlinedAt: !11)
!96 = !DILocation(line: 128, column: 26, scope: !53, inlinedAt: !11)
!97 = !DILocation(line: 128, column: 52, scope: !53, inlinedAt: !11)
!98 = !DILocation(line: 128, column: 17, scope: !53, inlinedAt: !11)
!99 = !DILocation(line: 128, column: 2, scope: !53, inlinedAt: !11)
!100 = !DILocation(line: 128, column: 15, scope: !9, inlinedAt: !11)
!101 = !DILocation(line: 39, column: 11, scope: !50, inlinedAt: !11)
!102 = !DILocation(line: 112, column: 12, scope: !103, inlinedAt: !11)
!103 = !DILexicalBlockFile(scope: !9, file: !104, discriminator: 0)
!104 = !DIFile(filename: "math/exp.go", directory: "")
!105 = !DILocation(line: 114, column: 9, scope: !103, inlinedAt: !11)
!106 = !DILocation(line: 116, column: 9, scope: !103, inlinedAt: !11)
!107 = !DILocation(line: 118, column: 17, scope: !103, inlinedAt: !11)
!108 = !DILocation(line: 118, column: 26, scope: !103, inlinedAt: !11)
!109 = !DILocation(line: 119, column: 12, scope: !103, inlinedAt: !11)
!110 = !DILocation(line: 119, column: 3, scope: !103, inlinedAt: !11)
!111 = !DILocation(line: 125, column: 9, scope: !103, inlinedAt: !11)
!112 = !DILocation(line: 126, column: 16, scope: !103, inlinedAt: !11)
!113 = !DILocation(line: 126, column: 19, scope: !103, inlinedAt: !11)
!114 = !DILocation(line: 126, column: 10, scope: !103, inlinedAt: !11)
!115 = !DILocation(line: 130, column: 19, scope: !103, inlinedAt: !11)
!116 = !DILocation(line: 130, column: 22, scope: !103, inlinedAt: !11)
!117 = !DILocation(line: 130, column: 10, scope: !103, inlinedAt: !11)
!118 = !DILocation(line: 131, column: 19, scope: !103, inlinedAt: !11)
!119 = !DILocation(line: 193, column: 10, scope: !103, inlinedAt: !11)
!120 = !DILocation(line: 194, column: 9, scope: !103, inlinedAt: !11)
!121 = !DILocation(line: 195, column: 36, scope: !103, inlinedAt: !11)
!122 = !DILocation(line: 195, column: 34, scope: !103, inlinedAt: !11)
!123 = !DILocation(line: 195, column: 30, scope: !103, inlinedAt: !11)
!124 = !DILocation(line: 195, column: 28, scope: !103, inlinedAt: !11)
!125 = !DILocation(line: 195, column: 24, scope: !103, inlinedAt: !11)
!126 = !DILocation(line: 195, column: 22, scope: !103, inlinedAt: !11)
!127 = !DILocation(line: 195, column: 18, scope: !103, inlinedAt: !11)
!128 = !DILocation(line: 195, column: 16, scope: !103, inlinedAt: !11)
!129 = !DILocation(line: 195, column: 12, scope: !103, inlinedAt: !11)
!130 = !DILocation(line: 195, column: 9, scope: !103, inlinedAt: !11)
!131 = !DILocation(line: 196, column: 20, scope: !103, inlinedAt: !11)
!132 = !DILocation(line: 196, column: 26, scope: !103, inlinedAt: !11)
!133 = !DILocation(line: 196, column: 23, scope: !103, inlinedAt: !11)
!134 = !DILocation(line: 196, column: 16, scope: !103, inlinedAt: !11)
!135 = !DILocation(line: 196, column: 9, scope: !103, inlinedAt: !11)
!136 = !DILocation(line: 25, column: 12, scope: !137, inlinedAt: !11)
!137 = !DILexicalBlockFile(scope: !9, file: !138, discriminator: 0)
!138 = !DIFile(filename: "math/ldexp.go", directory: "")
!139 = !DILocation(line: 27, column: 30, scope: !137, inlinedAt: !11)
!140 = !DILocation(line: 27, column: 12, scope: !137, inlinedAt: !11)
!141 = !DILocation(line: 32, column: 18, scope: !137, inlinedAt: !11)
!142 = !DILocation(line: 33, column: 14, scope: !137, inlinedAt: !11)
!143 = !DILocation(line: 33, column: 22, scope: !137, inlinedAt: !11)
!144 = !DILocation(line: 33, column: 28, scope: !137, inlinedAt: !11)
!145 = !DILocation(line: 31, column: 2, scope: !137, inlinedAt: !11)
!146 = !DILocation(line: 33, column: 2, scope: !137, inlinedAt: !11)
!147 = !DILocation(line: 34, column: 9, scope: !137, inlinedAt: !11)
!148 = !DILocation(line: 35, column: 18, scope: !137, inlinedAt: !11)
!149 = !DILocation(line: 35, column: 3, scope: !137, inlinedAt: !11)
!150 = !DILocation(line: 37, column: 9, scope: !137, inlinedAt: !11)
!151 = !DILocation(line: 38, column: 11, scope: !137, inlinedAt: !11)
!152 = !DILocation(line: 0, scope: !137, inlinedAt: !11)
!153 = !DILocation(line: 44, column: 9, scope: !137, inlinedAt: !11)
!154 = !DILocation(line: 48, column: 2, scope: !137, inlinedAt: !11)
!155 = !DILocation(line: 49, column: 24, scope: !137, inlinedAt: !11)
!156 = !DILocation(line: 49, column: 2, scope: !137, inlinedAt: !11)
!157 = !DILocation(line: 50, column: 28, scope: !137, inlinedAt: !11)
!158 = !DILocation(line: 50, column: 11, scope: !137, inlinedAt: !11)
!159 = !DILocation(line: 50, column: 2, scope: !137, inlinedAt: !11)
!160 = !DILocation(line: 127, column: 9, scope: !103, inlinedAt: !11)
!161 = !DILocation(line: 128, column: 16, scope: !103, inlinedAt: !11)
!162 = !DILocation(line: 128, column: 19, scope: !103, inlinedAt: !11)
!163 = !DILocation(line: 128, column: 10, scope: !103, inlinedAt: !11)
!164 = !DILocation(line: 27, column: 9, scope: !57, inlinedAt: !11)
!165 = !DILocation(line: 136, column: 16, scope: !9, inlinedAt: !11)
!166 = !DILocation(line: 136, column: 24, scope: !9, inlinedAt: !11)
!167 = !DILocation(line: 137, column: 27, scope: !9, inlinedAt: !11)
!168 = !DILocation(line: 137, column: 9, scope: !9, inlinedAt: !11)
!169 = !DILocation(line: 143, column: 4, scope: !9, inlinedAt: !11)
!170 = !DILocation(line: 146, column: 7, scope: !9, inlinedAt: !11)
!171 = !DILocation(line: 146, column: 10, scope: !9, inlinedAt: !11)
!172 = !DILocation(line: 150, column: 3, scope: !9, inlinedAt: !11)
!173 = !DILocation(line: 151, column: 3, scope: !9, inlinedAt: !11)
!174 = !DILocation(line: 152, column: 9, scope: !9, inlinedAt: !11)
!175 = !DILocation(line: 136, column: 30, scope: !9, inlinedAt: !11)
!176 = !DILocation(line: 161, column: 7, scope: !9, inlinedAt: !11)
!177 = !DILocation(line: 162, column: 10, scope: !9, inlinedAt: !11)
!178 = !DILocation(line: 163, column: 8, scope: !9, inlinedAt: !11)
!179 = !DILocation(line: 76, column: 12, scope: !9, inlinedAt: !11)
!180 = !DILocation(line: 78, column: 10, scope: !9, inlinedAt: !11)
!181 = !DILocation(line: 80, column: 12, scope: !9, inlinedAt: !11)
!182 = !DILocation(line: 80, column: 16, scope: !9, inlinedAt: !11)
!183 = !DILocation(line: 80, column: 21, scope: !9, inlinedAt: !11)
!184 = !DILocation(line: 85, column: 12, scope: !9, inlinedAt: !11)
!185 = !DILocation(line: 86, column: 11, scope: !9, inlinedAt: !11)
!186 = !DILocation(line: 87, column: 16, scope: !9, inlinedAt: !11)
!187 = !DILocation(line: 87, column: 20, scope: !9, inlinedAt: !11)
!188 = !DILocation(line: 90, column: 10, scope: !9, inlinedAt: !11)
!189 = !DILocation(line: 92, column: 10, scope: !9, inlinedAt: !11)
!190 = !DILocation(line: 95, column: 9, scope: !9, inlinedAt: !11)
!191 = !DILocation(line: 96, column: 14, scope: !9, inlinedAt: !11)
!192 = !DILocation(line: 97, column: 9, scope: !9, inlinedAt: !11)
!193 = !DILocation(line: 98, column: 18, scope: !9, inlinedAt: !11)
!194 = !DILocation(line: 98, column: 12, scope: !9, inlinedAt: !11)
!195 = !DILocation(line: 39, column: 16, scope: !4)
!196 = !DILocation(line: 39, column: 51, scope: !4)
!197 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!198 = !DILocation(line: 45, column: 6, scope: !197)
!199 = !DILocation(line: 57, column: 9, scope: !9, inlinedAt: !200)
!200 = distinct !DILocation(line: 39, column: 25, scope: !197)
!201 = !DILocation(line: 57, column: 19, scope: !9, inlinedAt: !200)
!202 = !DILocation(line: 39, column: 45, scope: !197)
!203 = !DILocation(line: 39, column: 33, scope: !197)
!204 = !DILocation(line: 59, column: 9, scope: !9, inlinedAt: !200)
!205 = !DILocation(line: 61, column: 24, scope: !9, inlinedAt: !200)
!206 = !DILocation(line: 61, column: 12, scope: !9, inlinedAt: !200)
!207 = !DILocation(line: 63, column: 9, scope: !9, inlinedAt: !200)
!208 = !DILocation(line: 65, column: 10, scope: !9, inlinedAt: !200)
!209 = !DILocation(line: 9, column: 26, scope: !21, inlinedAt: !200)
!210 = !DILocation(line: 9, column: 31, scope: !21, inlinedAt: !200)
!211 = !DILocation(line: 66, column: 14, scope: !9, inlinedAt: !200)
!212 = !DILocation(line: 15, column: 17, scope: !26, inlinedAt: !200)
!213 = !DILocation(line: 16, column: 25, scope: !26, inlinedAt: !200)
!214 = !DILocation(line: 16, column: 23, scope: !26, inlinedAt: !200)
!215 = !DILocation(line: 18, column: 12, scope: !9, inlinedAt: !200)
!216 = !DILocation(line: 18, column: 25, scope: !9, inlinedAt: !200)
!217 = !DILocation(line: 18, column: 29, scope: !9, inlinedAt: !200)
!218 = !DILocation(line: 18, column: 32, scope: !9, inlinedAt: !200)
!219 = !DILocation(line: 66, column: 29, scope: !9, inlinedAt: !200)
!220 = !DILocation(line: 70, column: 10, scope: !9, inlinedAt: !200)
!221 = !DILocation(line: 101, column: 20, scope: !9, inlinedAt: !200)
!222 = !DILocation(line: 71, column: 14, scope: !9, inlinedAt: !200)
!223 = !DILocation(line: 71, column: 29, scope: !9, inlinedAt: !200)
!224 = !DILocation(line: 102, column: 8, scope: !9, inlinedAt: !200)
!225 = !DILocation(line: 102, column: 18, scope: !9, inlinedAt: !200)
!226 = !DILocation(line: 105, column: 8, scope: !9, inlinedAt: !200)
!227 = !DILocation(line: 109, column: 10, scope: !9, inlinedAt: !200)
!228 = !DILocation(line: 111, column: 12, scope: !9, inlinedAt: !200)
!229 = !DILocation(line: 111, column: 16, scope: !9, inlinedAt: !200)
!230 = !DILocation(line: 111, column: 27, scope: !9, inlinedAt: !200)
!231 = !DILocation(line: 111, column: 21, scope: !9, inlinedAt: !200)
!232 = !DILocation(line: 123, column: 8, scope: !9, inlinedAt: !200)
!233 = !DILocation(line: 124, column: 9, scope: !9, inlinedAt: !200)
!234 = !DILocation(line: 56, column: 11, scope: !50, inlinedAt: !200)
!235 = !DILocation(line: 103, column: 12, scope: !53, inlinedAt: !200)
!236 = !DILocation(line: 52, column: 10, scope: !50, inlinedAt: !200)
!237 = !DILocation(line: 29, column: 12, scope: !57, inlinedAt: !200)
!238 = !DILocation(line: 63, column: 12, scope: !50, inlinedAt: !200)
!239 = !DILocation(line: 33, column: 18, scope: !57, inlinedAt: !200)
!240 = !DILocation(line: 34, column: 15, scope: !57, inlinedAt: !200)
!241 = !DILocation(line: 34, column: 23, scope: !57, inlinedAt: !200)
!242 = !DILocation(line: 34, column: 37, scope: !57, inlinedAt: !200)
!243 = !DILocation(line: 34, column: 2, scope: !57, inlinedAt: !200)
!244 = !DILocation(line: 35, column: 2, scope: !57, inlinedAt: !200)
!245 = !DILocation(line: 36, column: 2, scope: !57, inlinedAt: !200)
!246 = !DILocation(line: 37, column: 24, scope: !57, inlinedAt: !200)
!247 = !DILocation(line: 38, column: 2, scope: !57, inlinedAt: !200)
!248 = !DILocation(line: 113, column: 8, scope: !53, inlinedAt: !200)
!249 = !DILocation(line: 117, column: 10, scope: !53, inlinedAt: !200)
!250 = !DILocation(line: 118, column: 14, scope: !53, inlinedAt: !200)
!251 = !DILocation(line: 121, column: 14, scope: !53, inlinedAt: !200)
!252 = !DILocation(line: 121, column: 9, scope: !53, inlinedAt: !200)
!253 = !DILocation(line: 122, column: 10, scope: !53, inlinedAt: !200)
!254 = !DILocation(line: 123, column: 11, scope: !53, inlinedAt: !200)
!255 = !DILocation(line: 124, column: 35, scope: !53, inlinedAt: !200)
!256 = !DILocation(line: 124, column: 32, scope: !53, inlinedAt: !200)
!257 = !DILocation(line: 124, column: 28, scope: !53, inlinedAt: !200)
!258 = !DILocation(line: 124, column: 25, scope: !53, inlinedAt: !200)
!259 = !DILocation(line: 124, column: 21, scope: !53, inlinedAt: !200)
!260 = !DILocation(line: 124, column: 17, scope: !53, inlinedAt: !200)
!261 = !DILocation(line: 124, column: 11, scope: !53, inlinedAt: !200)
!262 = !DILocation(line: 125, column: 28, scope: !53, inlinedAt: !200)
!263 = !DILocation(line: 125, column: 25, scope: !53, inlinedAt: !200)
!264 = !DILocation(line: 125, column: 21, scope: !53, inlinedAt: !200)
!265 = !DILocation(line: 125, column: 17, scope: !53, inlinedAt: !200)
!266 = !DILocation(line: 125, column: 11, scope: !53, inlinedAt: !200)
!267 = !DILocation(line: 126, column: 10, scope: !53, inlinedAt: !200)
!268 = !DILocation(line: 127, column: 14, scope: !53, inlinedAt: !200)
!269 = !DILocation(line: 127, column: 18, scope: !53, inlinedAt: !200)
!270 = !DILocation(line: 128, column: 10, scope: !53, inlinedAt: !200)
!271 = !DILocation(line: 128, column: 36, scope: !53, inlinedAt: !200)
!272 = !DILocation(line: 128, column: 30, scope: !53, inlinedAt: !200)
!273 = !DILocation(line: 128, column: 43, scope: !53, inlinedAt: !200)
!274 = !DILocation(line: 128, column: 40, scope: !53, inlinedAt: !200)
!275 = !DILocation(line: 128, column: 26, scope: !53, inlinedAt: !200)
!276 = !DILocation(line: 128, column: 52, scope: !53, inlinedAt: !200)
!277 = !DILocation(line: 128, column: 17, scope: !53, inlinedAt: !200)
!278 = !DILocation(line: 128, column: 2, scope: !53, inlinedAt: !200)
!279 = !DILocation(line: 128, column: 15, scope: !9, inlinedAt: !200)
!280 = !DILocation(line: 39, column: 11, scope: !50, inlinedAt: !200)
!281 = !DILocation(line: 112, column: 12, scope: !103, inlinedAt: !200)
!282 = !DILocation(line: 114, column: 9, scope: !103, inlinedAt: !200)
!283 = !DILocation(line: 116, column: 9, scope: !103, inlinedAt: !200)
!284 = !DILocation(line: 118, column: 17, scope: !103, inlinedAt: !200)
!285 = !DILocation(line: 118, column: 26, scope: !103, inlinedAt: !200)
!286 = !DILocation(line: 119, column: 12, scope: !103, inlinedAt: !200)
!287 = !DILocation(line: 119, column: 3, scope: !103, inlinedAt: !200)
!288 = !DILocation(line: 125, column: 9, scope: !103, inlinedAt: !200)
!289 = !DILocation(line: 126, column: 16, scope: !103, inlinedAt: !200)
!290 = !DILocation(line: 126, column: 19, scope: !103, inlinedAt: !200)
!291 = !DILocation(line: 126, column: 10, scope: !103, inlinedAt: !200)
!292 = !DILocation(line: 130, column: 19, scope: !103, inlinedAt: !200)
!293 = !DILocation(line: 130, column: 22, scope: !103, inlinedAt: !200)
!294 = !DILocation(line: 130, column: 10, scope: !103, inlinedAt: !200)
!295 = !DILocation(line: 131, column: 19, scope: !103, inlinedAt: !200)
!296 = !DILocation(line: 193, column: 10, scope: !103, inlinedAt: !200)
!297 = !DILocation(line: 194, column: 9, scope: !103, inlinedAt: !200)
!298 = !DILocation(line: 195, column: 36, scope: !103, inlinedAt: !200)
!299 = !DILocation(line: 195, column: 34, scope: !103, inlinedAt: !200)
!300 = !DILocation(line: 195, column: 30, scope: !103, inlinedAt: !200)
!301 = !DILocation(line: 195, column: 28, scope: !103, inlinedAt: !200)
!302 = !DILocation(line: 195, column: 24, scope: !103, inlinedAt: !200)
!303 = !DILocation(line: 195, column: 22, scope: !103, inlinedAt: !200)
!304 = !DILocation(line: 195, column: 18, scope: !103, inlinedAt: !200)
!305 = !DILocation(line: 195, column: 16, scope: !103, inlinedAt: !200)
!306 = !DILocation(line: 195, column: 12, scope: !103, inlinedAt: !200)
!307 = !DILocation(line: 195, column: 9, scope: !103, inlinedAt: !200)
!308 = !DILocation(line: 196, column: 20, scope: !103, inlinedAt: !200)
!309 = !DILocation(line: 196, column: 26, scope: !103, inlinedAt: !200)
!310 = !DILocation(line: 196, column: 23, scope: !103, inlinedAt: !200)
!311 = !DILocation(line: 196, column: 16, scope: !103, inlinedAt: !200)
!312 = !DILocation(line: 196, column: 9, scope: !103, inlinedAt: !200)
!313 = !DILocation(line: 25, column: 12, scope: !137, inlinedAt: !200)
!314 = !DILocation(line: 27, column: 30, scope: !137, inlinedAt: !200)
!315 = !DILocation(line: 27, column: 12, scope: !137, inlinedAt: !200)
!316 = !DILocation(line: 32, column: 18, scope: !137, inlinedAt: !200)
!317 = !DILocation(line: 33, column: 14, scope: !137, inlinedAt: !200)
!318 = !DILocation(line: 33, column: 22, scope: !137, inlinedAt: !200)
!319 = !DILocation(line: 33, column: 28, scope: !137, inlinedAt: !200)
!320 = !DILocation(line: 31, column: 2, scope: !137, inlinedAt: !200)
!321 = !DILocation(line: 33, column: 2, scope: !137, inlinedAt: !200)
!322 = !DILocation(line: 34, column: 9, scope: !137, inlinedAt: !200)
!323 = !DILocation(line: 35, column: 18, scope: !137, inlinedAt: !200)
!324 = !DILocation(line: 35, column: 3, scope: !137, inlinedAt: !200)
!325 = !DILocation(line: 37, column: 9, scope: !137, inlinedAt: !200)
!326 = !DILocation(line: 38, column: 11, scope: !137, inlinedAt: !200)
!327 = !DILocation(line: 0, scope: !137, inlinedAt: !200)
!328 = !DILocation(line: 44, column: 9, scope: !137, inlinedAt: !200)
!329 = !DILocation(line: 48, column: 2, scope: !137, inlinedAt: !200)
!330 = !DILocation(line: 49, column: 24, scope: !137, inlinedAt: !200)
!331 = !DILocation(line: 49, column: 2, scope: !137, inlinedAt: !200)
!332 = !DILocation(line: 50, column: 28, scope: !137, inlinedAt: !200)
!333 = !DILocation(line: 50, column: 11, scope: !137, inlinedAt: !200)
!334 = !DILocation(line: 50, column: 2, scope: !137, inlinedAt: !200)
!335 = !DILocation(line: 127, column: 9, scope: !103, inlinedAt: !200)
!336 = !DILocation(line: 128, column: 16, scope: !103, inlinedAt: !200)
!337 = !DILocation(line: 128, column: 19, scope: !103, inlinedAt: !200)
!338 = !DILocation(line: 128, column: 10, scope: !103, inlinedAt: !200)
!339 = !DILocation(line: 27, column: 9, scope: !57, inlinedAt: !200)
!340 = !DILocation(line: 136, column: 16, scope: !9, inlinedAt: !200)
!341 = !DILocation(line: 136, column: 24, scope: !9, inlinedAt: !200)
!342 = !DILocation(line: 137, column: 27, scope: !9, inlinedAt: !200)
!343 = !DILocation(line: 137, column: 9, scope: !9, inlinedAt: !200)
!344 = !DILocation(line: 143, column: 4, scope: !9, inlinedAt: !200)
!345 = !DILocation(line: 146, column: 7, scope: !9, inlinedAt: !200)
!346 = !DILocation(line: 146, column: 10, scope: !9, inlinedAt: !200)
!347 = !DILocation(line: 150, column: 3, scope: !9, inlinedAt: !200)
!348 = !DILocation(line: 151, column: 3, scope: !9, inlinedAt: !200)
!349 = !DILocation(line: 152, column: 9, scope: !9, inlinedAt: !200)
!350 = !DILocation(line: 136, column: 30, scope: !9, inlinedAt: !200)
!351 = !DILocation(line: 161, column: 7, scope: !9, inlinedAt: !200)
!352 = !DILocation(line: 162, column: 10, scope: !9, inlinedAt: !200)
!353 = !DILocation(line: 163, column: 8, scope: !9, inlinedAt: !200)
!354 = !DILocation(line: 76, column: 12, scope: !9, inlinedAt: !200)
!355 = !DILocation(line: 78, column: 10, scope: !9, inlinedAt: !200)
!356 = !DILocation(line: 80, column: 12, scope: !9, inlinedAt: !200)
!357 = !DILocation(line: 80, column: 16, scope: !9, inlinedAt: !200)
!358 = !DILocation(line: 80, column: 21, scope: !9, inlinedAt: !200)
!359 = !DILocation(line: 85, column: 12, scope: !9, inlinedAt: !200)
!360 = !DILocation(line: 86, column: 11, scope: !9, inlinedAt: !200)
!361 = !DILocation(line: 87, column: 16, scope: !9, inlinedAt: !200)
!362 = !DILocation(line: 87, column: 20, scope: !9, inlinedAt: !200)
!363 = !DILocation(line: 90, column: 10, scope: !9, inlinedAt: !200)
!364 = !DILocation(line: 92, column: 10, scope: !9, inlinedAt: !200)
!365 = !DILocation(line: 95, column: 9, scope: !9, inlinedAt: !200)
!366 = !DILocation(line: 96, column: 14, scope: !9, inlinedAt: !200)
!367 = !DILocation(line: 97, column: 9, scope: !9, inlinedAt: !200)
!368 = !DILocation(line: 98, column: 18, scope: !9, inlinedAt: !200)
!369 = !DILocation(line: 98, column: 12, scope: !9, inlinedAt: !200)
!370 = !DILocation(line: 39, column: 16, scope: !197)
!371 = !DILocation(line: 39, column: 51, scope: !197)

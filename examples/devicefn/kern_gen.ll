; kern module github.com/kernlab/kern/examples/devicefn (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %t2.not = icmp eq ptr addrspace(1) %a5, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t10 = sext i32 %.16 to i64
  %t11 = mul nsw i64 %t8, %t6
  %t12 = add nsw i64 %t11, %t4
  %t13 = mul nsw i64 %t10, %t8
  %t1524 = icmp slt i64 %t12, %a0
  br i1 %t1524, label %b2, label %b9

b2:                                               ; preds = %entry, %math.pow.exit
  %t1425 = phi i64 [ %t31, %math.pow.exit ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1425
  %.17 = load float, ptr addrspace(1) %t16, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1425
  %.18 = load float, ptr addrspace(1) %t19, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t1425
  %.19 = load float, ptr addrspace(1) %t22, align 4
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t2113.i = fcmp oeq float %t21, 0.000000e+00
  %t3114.i = fcmp oeq float %t18, 1.000000e+00
  %or.cond115.i = select i1 %t2113.i, i1 true, i1 %t3114.i
  br i1 %or.cond115.i, label %math.pow.exit, label %b4.i.preheader

b4.i.preheader:                                   ; preds = %b8
  %t26 = fpext float %t21 to double
  %t25 = fpext float %t18 to double
  br label %b4.i

b4.i:                                             ; preds = %b4.i.preheader, %b140.i
  %t1117.i = phi double [ %t273.i, %b140.i ], [ %t26, %b4.i.preheader ]
  %t0116.i = phi double [ %t272.i, %b140.i ], [ %t25, %b4.i.preheader ]
  %t4.i = fcmp oeq double %t1117.i, 1.000000e+00
  br i1 %t4.i, label %math.pow.exit, label %b6.i

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp uno double %t0116.i, 0.000000e+00
  %t6.i = fcmp uno double %t1117.i, 0.000000e+00
  %or.cond1.i = select i1 %t5.i, i1 true, i1 %t6.i
  br i1 %or.cond1.i, label %math.pow.exit, label %b9.i

b9.i:                                             ; preds = %b6.i
  %t7.i = fcmp oeq double %t0116.i, 0.000000e+00
  br i1 %t7.i, label %b10.i, label %b132.i

b10.i:                                            ; preds = %b9.i
  %t8.i = fcmp olt double %t1117.i, 0.000000e+00
  br i1 %t8.i, label %b11.i, label %b20.i

b11.i:                                            ; preds = %b10.i
  %t9.i = bitcast double %t0116.i to i64
  %t11.i = icmp sgt i64 %t9.i, -1
  %t12.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t13.i = fcmp oge double %t12.i, 0x4340000000000000
  %or.cond88.i = select i1 %t11.i, i1 true, i1 %t13.i
  br i1 %or.cond88.i, label %b19.i, label %b14.i

b14.i:                                            ; preds = %b11.i
  %t14.i = tail call double @llvm.trunc.f64(double %t1117.i)
  %t15.i = fsub double %t1117.i, %t14.i
  %t16.i = tail call double @llvm.copysign.f64(double %t15.i, double %t1117.i)
  %t17.i = fcmp oeq double %t16.i, 0.000000e+00
  br i1 %t17.i, label %b15.i, label %b19.i

b15.i:                                            ; preds = %b14.i
  %.1.i = fcmp oge double %t14.i, 0xC3E0000000000000
  %.2.i = fcmp olt double %t14.i, 0x43E0000000000000
  %.3.i = and i1 %.1.i, %.2.i
  %0 = fptosi double %t14.i to i64
  %.op92.i = and i64 %0, 1
  %t2093.i = icmp ne i64 %.op92.i, 0
  %t20.i = select i1 %.3.i, i1 %t2093.i, i1 false
  br i1 %t20.i, label %math.pow.exit, label %b19.i

b19.i:                                            ; preds = %b15.i, %b14.i, %b11.i
  br label %math.pow.exit

b20.i:                                            ; preds = %b10.i
  %t23.i = fcmp ogt double %t1117.i, 0.000000e+00
  br i1 %t23.i, label %b21.i, label %b20.b30_crit_edge.i

b20.b30_crit_edge.i:                              ; preds = %b20.i
  %.pre.i = tail call double @llvm.fabs.f64(double %t1117.i)
  br label %b30.i

b21.i:                                            ; preds = %b20.i
  %t24.i = bitcast double %t0116.i to i64
  %t26.i = icmp sgt i64 %t24.i, -1
  %t27.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t28.i = fcmp oge double %t27.i, 0x4340000000000000
  %or.cond89.i = select i1 %t26.i, i1 true, i1 %t28.i
  br i1 %or.cond89.i, label %b29.i, label %b24.i

b24.i:                                            ; preds = %b21.i
  %t29.i = tail call double @llvm.trunc.f64(double %t1117.i)
  %t30.i = fsub double %t1117.i, %t29.i
  %t31.i = tail call double @llvm.copysign.f64(double %t30.i, double %t1117.i)
  %t32.i = fcmp oeq double %t31.i, 0.000000e+00
  br i1 %t32.i, label %b25.i, label %b29.i

b25.i:                                            ; preds = %b24.i
  %.7.i = fcmp oge double %t29.i, 0xC3E0000000000000
  %.8.i = fcmp olt double %t29.i, 0x43E0000000000000
  %.9.i = and i1 %.7.i, %.8.i
  %1 = fptosi double %t29.i to i64
  %.op.i = and i64 %1, 1
  %t3591.i = icmp ne i64 %.op.i, 0
  %t35.i = select i1 %.9.i, i1 %t3591.i, i1 false
  br i1 %t35.i, label %math.pow.exit, label %b29.i

b29.i:                                            ; preds = %b25.i, %b24.i, %b21.i
  br label %math.pow.exit

b30.i:                                            ; preds = %b147.i, %b143.i, %b20.b30_crit_edge.i
  %t38.pre-phi.i = phi double [ %.pre.i, %b20.b30_crit_edge.i ], [ %t261.i.le64, %b147.i ], [ %t261.i.le, %b143.i ]
  %t39.i = tail call double @llvm.trunc.f64(double %t38.pre-phi.i)
  %t40.i = fsub double %t38.pre-phi.i, %t39.i
  %2 = tail call double @llvm.fabs.f64(double %t40.i)
  %t42.i = fcmp une double %t40.i, 0.000000e+00
  %t43.i = fcmp olt double %t0116.i, 0.000000e+00
  %or.cond2.i = select i1 %t42.i, i1 %t43.i, i1 false
  br i1 %or.cond2.i, label %math.pow.exit, label %b33.i

b33.i:                                            ; preds = %b30.i
  %t44.i = fcmp ult double %t39.i, 0x43E0000000000000
  br i1 %t44.i, label %b39.i, label %b34.i

b34.i:                                            ; preds = %b33.i
  %t45.i = fcmp oeq double %t0116.i, -1.000000e+00
  br i1 %t45.i, label %math.pow.exit, label %b36.i

b36.i:                                            ; preds = %b34.i
  %t46.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t47.i = fcmp uge double %t46.i, 1.000000e+00
  %t48.i = fcmp ogt double %t1117.i, 0.000000e+00
  %t49.i = xor i1 %t48.i, %t47.i
  %..i = select i1 %t49.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b39.i:                                            ; preds = %b33.i
  br i1 %t42.i, label %b40.i, label %b93.i

b40.i:                                            ; preds = %b39.i
  %t50.i = fcmp ogt double %2, 5.000000e-01
  %t51.i = fadd double %2, -1.000000e+00
  %t52.i = fadd double %t39.i, 1.000000e+00
  %t53.i = select i1 %t50.i, double %t52.i, double %t39.i
  %t54.i = select i1 %t50.i, double %t51.i, double %2
  %t55.i = fcmp ogt double %t0116.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t55.i, label %b61.i, label %b45.i

b45.i:                                            ; preds = %b40.i
  %3 = fcmp ugt double %t0116.i, 0.000000e+00
  %.mux.i = select i1 %t43.i, double 0x7FF8000000000001, double 0xFFF0000000000000
  br i1 %3, label %b51.i, label %b61.i

b51.i:                                            ; preds = %b45.i
  %t57.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t58.i = fcmp ogt double %t57.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t58.i, label %b58.i, label %b54.i

b54.i:                                            ; preds = %b51.i
  %t59.i = fcmp olt double %t57.i, 0x10000000000000
  %t60.i = fmul double %t0116.i, 0x4330000000000000
  %t61.i = select i1 %t59.i, double %t60.i, double %t0116.i
  %t63.i = bitcast double %t61.i to i64
  %t64.i = lshr i64 %t63.i, 52
  %t65.i = and i64 %t64.i, 2047
  %t68.i = select i1 %t59.i, i64 -1074, i64 -1022
  %t69.i = add nsw i64 %t65.i, %t68.i
  %t70.i = and i64 %t63.i, -9218868437227405313
  %t71.i = or i64 %t70.i, 4602678819172646912
  %t72.i = bitcast i64 %t71.i to double
  br label %b58.i

b58.i:                                            ; preds = %b54.i, %b51.i
  %t73.i = phi double [ %t72.i, %b54.i ], [ %t0116.i, %b51.i ]
  %t74.i = phi i64 [ %t69.i, %b54.i ], [ 0, %b51.i ]
  %t75.i = fcmp olt double %t73.i, 0x3FE6A09E667F3BCD
  %t76.i = fmul double %t73.i, 2.000000e+00
  %t78.i = select i1 %t75.i, double %t76.i, double %t73.i
  %t77.i = sext i1 %t75.i to i64
  %t79.i = add nsw i64 %t74.i, %t77.i
  %t80.i = fadd double %t78.i, -1.000000e+00
  %t81.i = sitofp i64 %t79.i to double
  %t82.i = fadd double %t80.i, 2.000000e+00
  %t83.i = fdiv double %t80.i, %t82.i
  %t84.i = fmul double %t83.i, %t83.i
  %t85.i = fmul double %t84.i, %t84.i
  %t86.i = fmul double %t85.i, 0x3FC2F112DF3E5244
  %t87.i = fadd double %t86.i, 0x3FC7466496CB03DE
  %t88.i = fmul double %t85.i, %t87.i
  %t89.i = fadd double %t88.i, 0x3FD2492494229359
  %t90.i = fmul double %t85.i, %t89.i
  %t91.i = fadd double %t90.i, 0x3FE5555555555593
  %t92.i = fmul double %t84.i, %t91.i
  %t93.i = fmul double %t85.i, 0x3FC39A09D078C69F
  %t94.i = fadd double %t93.i, 0x3FCC71C51D8E78AF
  %t95.i = fmul double %t85.i, %t94.i
  %t96.i = fadd double %t95.i, 0x3FD999999997FA04
  %t97.i = fmul double %t85.i, %t96.i
  %t98.i = fadd double %t97.i, %t92.i
  %t99.i = fmul double %t80.i, 5.000000e-01
  %t100.i = fmul double %t80.i, %t99.i
  %t101.i = fmul double %t81.i, 0x3FE62E42FEE00000
  %t102.i = fadd double %t100.i, %t98.i
  %t103.i = fmul double %t83.i, %t102.i
  %t104.i = fmul double %t81.i, 0x3DEA39EF35793C76
  %t105.i = fadd double %t104.i, %t103.i
  %t106.i = fsub double %t100.i, %t105.i
  %t107.i = fsub double %t106.i, %t80.i
  %t108.i = fsub double %t101.i, %t107.i
  br label %b61.i

b61.i:                                            ; preds = %b58.i, %b45.i, %b40.i
  %t109.i = phi double [ %t108.i, %b58.i ], [ %t0116.i, %b40.i ], [ %.mux.i, %b45.i ]
  %t110.i = fmul double %t54.i, %t109.i
  %t111.i = fcmp uno double %t110.i, 0.000000e+00
  br i1 %t111.i, label %b93.i, label %b63.i

b63.i:                                            ; preds = %b61.i
  %t112.i = fcmp ogt double %t110.i, 0x40862E42FEFA39EF
  br i1 %t112.i, label %b93.i, label %b65.i

b65.i:                                            ; preds = %b63.i
  %t113.i = fcmp olt double %t110.i, 0xC0874910D52D3051
  br i1 %t113.i, label %b93.i, label %b67.i

b67.i:                                            ; preds = %b65.i
  %t114.i = fcmp ogt double %t110.i, 0xBE30000000000000
  %t115.i = fcmp olt double %t110.i, 0x3E30000000000000
  %or.cond4.i = and i1 %t114.i, %t115.i
  br i1 %or.cond4.i, label %b69.i, label %b70.i

b69.i:                                            ; preds = %b67.i
  %t116.i = fadd double %t110.i, 1.000000e+00
  br label %b93.i

b70.i:                                            ; preds = %b67.i
  %t117.i = fcmp olt double %t110.i, 0.000000e+00
  br i1 %t117.i, label %b71.i, label %b90.i

b71.i:                                            ; preds = %b70.i
  %t118.i = fmul double %t110.i, 0x3FF71547652B82FE
  %t119.i = fadd double %t118.i, -5.000000e-01
  %.14.i = fcmp oge double %t119.i, 0xC3E0000000000000
  %.15.i = fcmp olt double %t119.i, 0x43E0000000000000
  %.16.i = and i1 %.14.i, %.15.i
  %4 = fptosi double %t119.i to i64
  %.19.i = select i1 %.16.i, i64 %4, i64 -9223372036854775808
  br label %b72.i

b72.i:                                            ; preds = %b91.i, %b90.i, %b71.i
  %t121.i = phi i64 [ %.19.i, %b71.i ], [ 0, %b90.i ], [ %.26.i, %b91.i ]
  %t122.i = sitofp i64 %t121.i to double
  %t123.i = fmul double %t122.i, 0x3FE62E42FEE00000
  %t124.i = fsub double %t110.i, %t123.i
  %t125.i = fmul double %t122.i, 0x3DEA39EF35793C76
  %t126.i = fsub double %t124.i, %t125.i
  %t127.i = fmul double %t126.i, %t126.i
  %t128.i = fmul double %t127.i, 0x3E66376972BEA4D0
  %t129.i = fadd double %t128.i, 0xBEBBBD41C5D26BF1
  %t130.i = fmul double %t127.i, %t129.i
  %t131.i = fadd double %t130.i, 0x3F11566AAF25DE2C
  %t132.i = fmul double %t127.i, %t131.i
  %t133.i = fadd double %t132.i, 0xBF66C16C16BEBD93
  %t134.i = fmul double %t127.i, %t133.i
  %t135.i = fadd double %t134.i, 0x3FC5555555555555
  %t136.i = fmul double %t127.i, %t135.i
  %t137.i = fsub double %t126.i, %t136.i
  %t138.i = fmul double %t126.i, %t137.i
  %t139.i = fsub double 2.000000e+00, %t137.i
  %t140.i = fdiv double %t138.i, %t139.i
  %t141.i = fsub double %t125.i, %t140.i
  %5 = fsub double %t124.i, %t141.i
  %t143.i = fadd double %5, 1.000000e+00
  %t144.i = fcmp oeq double %t143.i, 0.000000e+00
  br i1 %t144.i, label %b93.i, label %b74.i

b74.i:                                            ; preds = %b72.i
  %t145.i = tail call double @llvm.fabs.f64(double %t143.i)
  %t146.i = fcmp ogt double %t145.i, 0x7FEFFFFFFFFFFFFF
  %t147.i = fcmp uno double %t143.i, 0.000000e+00
  %or.cond5.i = select i1 %t146.i, i1 true, i1 %t147.i
  br i1 %or.cond5.i, label %b93.i, label %b77.i

b77.i:                                            ; preds = %b74.i
  %t148.i = fcmp olt double %t145.i, 0x10000000000000
  %t149.i = fmul double %t143.i, 0x4330000000000000
  %t150.i = select i1 %t148.i, double %t149.i, double %t143.i
  %t151.i = select i1 %t148.i, i64 -52, i64 0
  %t153.i = bitcast double %t150.i to i64
  %t154.i = lshr i64 %t153.i, 52
  %t156.i = and i64 %t154.i, 2047
  %t157.i = add i64 %t121.i, -1023
  %t152.i = add i64 %t157.i, %t151.i
  %t158.i = add i64 %t152.i, %t156.i
  %t159.i = icmp slt i64 %t158.i, -1075
  br i1 %t159.i, label %b81.i, label %b82.i

b81.i:                                            ; preds = %b77.i
  %t160.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t150.i)
  br label %b93.i

b82.i:                                            ; preds = %b77.i
  %t161.i = icmp sgt i64 %t158.i, 1023
  br i1 %t161.i, label %b83.i, label %b86.i

b83.i:                                            ; preds = %b82.i
  %t162.i = fcmp olt double %t150.i, 0.000000e+00
  %.79.i = select i1 %t162.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b93.i

b86.i:                                            ; preds = %b82.i
  %t163.i = icmp slt i64 %t158.i, -1022
  %spec.select80.i = select i1 %t163.i, double 0x3CA0000000000000, double 1.000000e+00
  %t167.i = and i64 %t153.i, -9218868437227405313
  %6 = shl nsw i64 %t158.i, 52
  %7 = add i64 %6, 238690780250636288
  %t168.i = select i1 %t163.i, i64 %7, i64 %6
  %t170.i = add i64 %t168.i, 4607182418800017408
  %t171.i = or i64 %t170.i, %t167.i
  %t172.i = bitcast i64 %t171.i to double
  %t173.i = fmul double %spec.select80.i, %t172.i
  br label %b93.i

b90.i:                                            ; preds = %b70.i
  %t175.i = fcmp ogt double %t110.i, 0.000000e+00
  br i1 %t175.i, label %b91.i, label %b72.i

b91.i:                                            ; preds = %b90.i
  %t176.i = fmul double %t110.i, 0x3FF71547652B82FE
  %t177.i = fadd double %t176.i, 5.000000e-01
  %.21.i = fcmp oge double %t177.i, 0xC3E0000000000000
  %.22.i = fcmp olt double %t177.i, 0x43E0000000000000
  %.23.i = and i1 %.21.i, %.22.i
  %8 = fptosi double %t177.i to i64
  %.26.i = select i1 %.23.i, i64 %8, i64 -9223372036854775808
  br label %b72.i

b93.i:                                            ; preds = %b86.i, %b83.i, %b81.i, %b74.i, %b72.i, %b69.i, %b65.i, %b63.i, %b61.i, %b39.i
  %t180.i = phi double [ %t39.i, %b39.i ], [ %t53.i, %b81.i ], [ %t53.i, %b86.i ], [ %t53.i, %b72.i ], [ %t53.i, %b74.i ], [ %t53.i, %b83.i ], [ %t53.i, %b65.i ], [ %t53.i, %b63.i ], [ %t53.i, %b61.i ], [ %t53.i, %b69.i ]
  %t181.i = phi double [ 1.000000e+00, %b39.i ], [ %t160.i, %b81.i ], [ %t173.i, %b86.i ], [ %t143.i, %b72.i ], [ %t143.i, %b74.i ], [ %.79.i, %b83.i ], [ 0.000000e+00, %b65.i ], [ 0x7FF0000000000000, %b63.i ], [ %t110.i, %b61.i ], [ %t116.i, %b69.i ]
  br i1 %t7.i, label %b102.i, label %b95.i

b95.i:                                            ; preds = %b93.i
  %t182.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t183.i = fcmp ogt double %t182.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t183.i, label %b102.i, label %b98.i

b98.i:                                            ; preds = %b95.i
  %t184.i = fcmp olt double %t182.i, 0x10000000000000
  %t185.i = fmul double %t0116.i, 0x4330000000000000
  %t186.i = select i1 %t184.i, double %t185.i, double %t0116.i
  %t188.i = bitcast double %t186.i to i64
  %t189.i = lshr i64 %t188.i, 52
  %t190.i = and i64 %t189.i, 2047
  %t193.i = select i1 %t184.i, i64 -1074, i64 -1022
  %t194.i = add nsw i64 %t190.i, %t193.i
  %t195.i = and i64 %t188.i, -9218868437227405313
  %t196.i = or i64 %t195.i, 4602678819172646912
  %t197.i = bitcast i64 %t196.i to double
  br label %b102.i

b102.i:                                           ; preds = %b98.i, %b95.i, %b93.i
  %t198.i = phi double [ %t197.i, %b98.i ], [ %t0116.i, %b93.i ], [ %t0116.i, %b95.i ]
  %t199.i = phi i64 [ %t194.i, %b98.i ], [ 0, %b93.i ], [ 0, %b95.i ]
  %.28.i = fcmp oge double %t180.i, 0xC3E0000000000000
  %.29.i = fcmp olt double %t180.i, 0x43E0000000000000
  %.30.i = and i1 %.28.i, %.29.i
  %9 = fptosi double %t180.i to i64
  %.33.i = select i1 %.30.i, i64 %9, i64 -9223372036854775808
  %t206.not120.i = icmp eq i64 %.33.i, 0
  br i1 %t206.not120.i, label %b112.i, label %b104.i

b104.i:                                           ; preds = %b102.i, %b107.i
  %t205125.i = phi i64 [ %t223.i, %b107.i ], [ %.33.i, %b102.i ]
  %t204124.i = phi i64 [ %t222.i, %b107.i ], [ %t199.i, %b102.i ]
  %t203123.i = phi double [ %t221.i, %b107.i ], [ %t198.i, %b102.i ]
  %t202122.i = phi i64 [ %t215.i, %b107.i ], [ 0, %b102.i ]
  %t201121.i = phi double [ %t214.i, %b107.i ], [ %t181.i, %b102.i ]
  %10 = add i64 %t204124.i, -4097
  %11 = icmp ult i64 %10, -8193
  br i1 %11, label %b105.i, label %b107.i

b105.i:                                           ; preds = %b104.i
  %t208.i = add i64 %t202122.i, %t204124.i
  br label %b112.i

b107.i:                                           ; preds = %b104.i
  %t210.i = and i64 %t205125.i, 1
  %t211.not.i = icmp eq i64 %t210.i, 0
  %t212.i = select i1 %t211.not.i, double 1.000000e+00, double %t203123.i
  %t214.i = fmul double %t212.i, %t201121.i
  %t213.i = select i1 %t211.not.i, i64 0, i64 %t204124.i
  %t215.i = add i64 %t213.i, %t202122.i
  %t216.i = fmul double %t203123.i, %t203123.i
  %t217.i = shl nsw i64 %t204124.i, 1
  %t218.i = fcmp olt double %t216.i, 5.000000e-01
  %t219.i = select i1 %t218.i, double %t216.i, double -0.000000e+00
  %t221.i = fadd double %t216.i, %t219.i
  %t220.i = sext i1 %t218.i to i64
  %t222.i = add i64 %t217.i, %t220.i
  %t223.i = ashr i64 %t205125.i, 1
  %t206.not.i = icmp ult i64 %t205125.i, 2
  br i1 %t206.not.i, label %b112.i, label %b104.i

b112.i:                                           ; preds = %b107.i, %b105.i, %b102.i
  %t20197.i = phi double [ %t201121.i, %b105.i ], [ %t181.i, %b102.i ], [ %t214.i, %b107.i ]
  %t224.i = phi i64 [ %t208.i, %b105.i ], [ 0, %b102.i ], [ %t215.i, %b107.i ]
  %t225.i = fcmp olt double %t1117.i, 0.000000e+00
  br i1 %t225.i, label %b113.i, label %b114.i

b113.i:                                           ; preds = %b112.i
  %t226.i = fdiv double 1.000000e+00, %t20197.i
  %t227.i = sub i64 0, %t224.i
  br label %b114.i

b114.i:                                           ; preds = %b113.i, %b112.i
  %t228.i = phi double [ %t20197.i, %b112.i ], [ %t226.i, %b113.i ]
  %t229.i = phi i64 [ %t224.i, %b112.i ], [ %t227.i, %b113.i ]
  %t230.i = fcmp oeq double %t228.i, 0.000000e+00
  br i1 %t230.i, label %math.pow.exit, label %b116.i

b116.i:                                           ; preds = %b114.i
  %t231.i = tail call double @llvm.fabs.f64(double %t228.i)
  %t232.i = fcmp ogt double %t231.i, 0x7FEFFFFFFFFFFFFF
  %t233.i = fcmp uno double %t228.i, 0.000000e+00
  %or.cond83.i = select i1 %t232.i, i1 true, i1 %t233.i
  br i1 %or.cond83.i, label %math.pow.exit, label %b119.i

b119.i:                                           ; preds = %b116.i
  %t234.i = fcmp olt double %t231.i, 0x10000000000000
  %t235.i = fmul double %t228.i, 0x4330000000000000
  %t236.i = select i1 %t234.i, double %t235.i, double %t228.i
  %t237.i = select i1 %t234.i, i64 -52, i64 0
  %t239.i = bitcast double %t236.i to i64
  %t240.i = lshr i64 %t239.i, 52
  %t242.i = and i64 %t240.i, 2047
  %t243.i = add i64 %t229.i, -1023
  %t238.i = add i64 %t243.i, %t237.i
  %t244.i = add i64 %t238.i, %t242.i
  %t245.i = icmp slt i64 %t244.i, -1075
  br i1 %t245.i, label %b123.i, label %b124.i

b123.i:                                           ; preds = %b119.i
  %t246.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t236.i)
  br label %math.pow.exit

b124.i:                                           ; preds = %b119.i
  %t247.i = icmp sgt i64 %t244.i, 1023
  br i1 %t247.i, label %b125.i, label %b128.i

b125.i:                                           ; preds = %b124.i
  %t248.i = fcmp olt double %t236.i, 0.000000e+00
  %.84.i = select i1 %t248.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %math.pow.exit

b128.i:                                           ; preds = %b124.i
  %t249.i = icmp slt i64 %t244.i, -1022
  %spec.select86.i = select i1 %t249.i, double 0x3CA0000000000000, double 1.000000e+00
  %t253.i = and i64 %t239.i, -9218868437227405313
  %12 = shl nsw i64 %t244.i, 52
  %13 = add i64 %12, 238690780250636288
  %t254.i = select i1 %t249.i, i64 %13, i64 %12
  %t256.i = add i64 %t254.i, 4607182418800017408
  %t257.i = or i64 %t256.i, %t253.i
  %t258.i = bitcast i64 %t257.i to double
  %t259.i = fmul double %spec.select86.i, %t258.i
  br label %math.pow.exit

b132.i:                                           ; preds = %b9.i
  %t261.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t262.i = fcmp ogt double %t261.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t262.i, label %b133.i, label %b138.i

b133.i:                                           ; preds = %b132.i
  %t263.i = fcmp oeq double %t0116.i, -1.000000e+00
  br i1 %t263.i, label %math.pow.exit, label %b135.i

b135.i:                                           ; preds = %b133.i
  %t264.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t265.i = fcmp uge double %t264.i, 1.000000e+00
  %t266.i = fcmp ogt double %t1117.i, 0x7FEFFFFFFFFFFFFF
  %t267.i = xor i1 %t266.i, %t265.i
  %.87.i = select i1 %t267.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b138.i:                                           ; preds = %b132.i
  %t268.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t269.i = fcmp ogt double %t268.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t269.i, label %b139.i, label %b145.i

b139.i:                                           ; preds = %b138.i
  %t271.i = fcmp olt double %t0116.i, 0xFFEFFFFFFFFFFFFF
  br i1 %t271.i, label %b140.i, label %b141.i

b140.i:                                           ; preds = %b139.i
  %t272.i = fdiv double 1.000000e+00, %t0116.i
  %t273.i = fneg double %t1117.i
  %t2.i = fcmp oeq double %t1117.i, 0.000000e+00
  %t3.i = fcmp oeq double %t272.i, 1.000000e+00
  %or.cond.i = select i1 %t2.i, i1 true, i1 %t3.i
  br i1 %or.cond.i, label %math.pow.exit, label %b4.i

b141.i:                                           ; preds = %b139.i
  %t274.i = fcmp olt double %t1117.i, 0.000000e+00
  br i1 %t274.i, label %math.pow.exit, label %b143.i

b143.i:                                           ; preds = %b141.i
  %t261.i.le = tail call double @llvm.fabs.f64(double %t1117.i)
  %t275.i = fcmp ogt double %t1117.i, 0.000000e+00
  br i1 %t275.i, label %math.pow.exit, label %b30.i

b145.i:                                           ; preds = %b138.i
  %t276.i = fcmp oeq double %t1117.i, 5.000000e-01
  br i1 %t276.i, label %b146.i, label %b147.i

b146.i:                                           ; preds = %b145.i
  %.35.i = fcmp olt double %t0116.i, 0x1000000000000000
  %.36.i = fmul double %t0116.i, 0x4FF0000000000000
  %.37.i = select i1 %.35.i, double %.36.i, double %t0116.i
  %.38.i = tail call double @llvm.amdgcn.rsq.f64(double %.37.i)
  %.39.i = fmul double %.37.i, %.38.i
  %.40.i = fmul double %.38.i, 5.000000e-01
  %.41.i = fneg double %.40.i
  %.42.i = tail call double @llvm.fma.f64(double %.41.i, double %.39.i, double 5.000000e-01)
  %.43.i = tail call double @llvm.fma.f64(double %.40.i, double %.42.i, double %.40.i)
  %.44.i = tail call double @llvm.fma.f64(double %.39.i, double %.42.i, double %.39.i)
  %.45.i = fneg double %.44.i
  %.46.i = tail call double @llvm.fma.f64(double %.45.i, double %.44.i, double %.37.i)
  %.47.i = tail call double @llvm.fma.f64(double %.46.i, double %.43.i, double %.44.i)
  %.48.i = fneg double %.47.i
  %.49.i = tail call double @llvm.fma.f64(double %.48.i, double %.47.i, double %.37.i)
  %.50.i = tail call double @llvm.fma.f64(double %.49.i, double %.43.i, double %.47.i)
  %.51.i = fmul double %.50.i, 0x37F0000000000000
  %.52.i = select i1 %.35.i, double %.51.i, double %.50.i
  %.53.i = fcmp oeq double %.37.i, 0.000000e+00
  %.54.i = fcmp oeq double %.37.i, 0x7FF0000000000000
  %.55.i = or i1 %.53.i, %.54.i
  %.56.i = select i1 %.55.i, double %.37.i, double %.52.i
  br label %math.pow.exit

b147.i:                                           ; preds = %b145.i
  %t261.i.le64 = tail call double @llvm.fabs.f64(double %t1117.i)
  %t278.i = fcmp oeq double %t1117.i, -5.000000e-01
  br i1 %t278.i, label %b148.i, label %b30.i

b148.i:                                           ; preds = %b147.i
  %.57.i = fcmp olt double %t0116.i, 0x1000000000000000
  %.58.i = fmul double %t0116.i, 0x4FF0000000000000
  %.59.i = select i1 %.57.i, double %.58.i, double %t0116.i
  %.60.i = tail call double @llvm.amdgcn.rsq.f64(double %.59.i)
  %.61.i = fmul double %.59.i, %.60.i
  %.62.i = fmul double %.60.i, 5.000000e-01
  %.63.i = fneg double %.62.i
  %.64.i = tail call double @llvm.fma.f64(double %.63.i, double %.61.i, double 5.000000e-01)
  %.65.i = tail call double @llvm.fma.f64(double %.62.i, double %.64.i, double %.62.i)
  %.66.i = tail call double @llvm.fma.f64(double %.61.i, double %.64.i, double %.61.i)
  %.67.i = fneg double %.66.i
  %.68.i = tail call double @llvm.fma.f64(double %.67.i, double %.66.i, double %.59.i)
  %.69.i = tail call double @llvm.fma.f64(double %.68.i, double %.65.i, double %.66.i)
  %.70.i = fneg double %.69.i
  %.71.i = tail call double @llvm.fma.f64(double %.70.i, double %.69.i, double %.59.i)
  %.72.i = tail call double @llvm.fma.f64(double %.71.i, double %.65.i, double %.69.i)
  %.73.i = fmul double %.72.i, 0x37F0000000000000
  %.74.i = select i1 %.57.i, double %.73.i, double %.72.i
  %.75.i = fcmp oeq double %.59.i, 0.000000e+00
  %.76.i = fcmp oeq double %.59.i, 0x7FF0000000000000
  %.77.i = or i1 %.75.i, %.76.i
  %.78.i = select i1 %.77.i, double %.59.i, double %.74.i
  %t280.i = fdiv double 1.000000e+00, %.78.i
  br label %math.pow.exit

math.pow.exit:                                    ; preds = %b4.i, %b6.i, %b140.i, %b8, %b15.i, %b19.i, %b25.i, %b29.i, %b30.i, %b34.i, %b36.i, %b114.i, %b116.i, %b123.i, %b125.i, %b128.i, %b133.i, %b135.i, %b141.i, %b143.i, %b146.i, %b148.i
  %common.ret.op.i = phi double [ 0x7FF0000000000000, %b19.i ], [ 0.000000e+00, %b29.i ], [ %.56.i, %b146.i ], [ %t280.i, %b148.i ], [ 0xFFF0000000000000, %b15.i ], [ %t0116.i, %b25.i ], [ 0x7FF8000000000001, %b30.i ], [ 1.000000e+00, %b34.i ], [ %..i, %b36.i ], [ %t246.i, %b123.i ], [ %t259.i, %b128.i ], [ %t228.i, %b114.i ], [ %t228.i, %b116.i ], [ %.84.i, %b125.i ], [ 1.000000e+00, %b133.i ], [ %.87.i, %b135.i ], [ 0.000000e+00, %b141.i ], [ 0x7FF0000000000000, %b143.i ], [ 1.000000e+00, %b8 ], [ 0x7FF8000000000001, %b6.i ], [ %t0116.i, %b4.i ], [ 1.000000e+00, %b140.i ]
  %t28 = fptrunc double %common.ret.op.i to float
  %t29 = fdiv float %t28, %t24
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t1425
  store float %t29, ptr addrspace(1) %t30, align 4
  %t31 = add i64 %t1425, %t13
  %t15 = icmp slt i64 %t31, %a0
  br i1 %t15, label %b2, label %b9

b9:                                               ; preds = %math.pow.exit, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdevicefn_2eRocUfunc_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %t2.not = icmp eq ptr addrspace(1) %a30, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t10 = sext i32 %.16 to i64
  %t11 = mul nsw i64 %t8, %t6
  %t12 = add nsw i64 %t11, %t4
  %t13 = mul nsw i64 %t10, %t8
  %t14 = icmp sgt i64 %a1, 7
  %t15 = icmp sgt i64 %a1, 6
  %t16 = icmp sgt i64 %a1, 5
  %t17 = icmp sgt i64 %a1, 4
  %t18 = icmp sgt i64 %a1, 3
  %t19 = icmp sgt i64 %a1, 2
  %t20 = icmp sgt i64 %a1, 1
  %t21 = icmp sgt i64 %a1, 0
  %t2324 = icmp slt i64 %t12, %a0
  br i1 %t2324, label %b2.lr.ph, label %b25

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %math.pow.exit
  %t2225 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %math.pow.exit ]
  br i1 %t14, label %b3, label %b4

b3:                                               ; preds = %b2
  %t2225.frozen = freeze i64 %t2225
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t2225.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t2225.frozen, %14
  %.22 = select i1 %.17, i64 %t2225, i64 %.21.decomposed
  %.28 = sub i64 0, %t2225
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t26 = mul i64 %.22, %a19
  %t27 = mul i64 %.22, %a29
  %t28 = mul i64 %.22, %a39
  %t29 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t2225, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed
  %.42 = sub i64 0, %t30
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t37 = mul i64 %.36, %a18
  %t38 = add i64 %t37, %t31
  %t39 = mul i64 %.36, %a28
  %t40 = add i64 %t39, %t32
  %t41 = mul i64 %.36, %a38
  %t42 = add i64 %t41, %t33
  %t43 = mul i64 %.36, %a47
  %t44 = add i64 %t43, %t34
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed
  %.56 = sub i64 0, %t45
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t52 = mul i64 %.50, %a17
  %t53 = add i64 %t52, %t46
  %t54 = mul i64 %.50, %a27
  %t55 = add i64 %t54, %t47
  %t56 = mul i64 %.50, %a37
  %t57 = add i64 %t56, %t48
  %t58 = mul i64 %.50, %a46
  %t59 = add i64 %t58, %t49
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed
  %.70 = sub i64 0, %t60
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t67, %t61
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t69, %t62
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t71, %t63
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t73, %t64
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed
  %.84 = sub i64 0, %t75
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t82 = mul i64 %.78, %a15
  %t83 = add i64 %t82, %t76
  %t84 = mul i64 %.78, %a25
  %t85 = add i64 %t84, %t77
  %t86 = mul i64 %.78, %a35
  %t87 = add i64 %t86, %t78
  %t88 = mul i64 %.78, %a44
  %t89 = add i64 %t88, %t79
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed
  %.98 = sub i64 0, %t90
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t97 = mul i64 %.92, %a14
  %t98 = add i64 %t97, %t91
  %t99 = mul i64 %.92, %a24
  %t100 = add i64 %t99, %t92
  %t101 = mul i64 %.92, %a34
  %t102 = add i64 %t101, %t93
  %t103 = mul i64 %.92, %a43
  %t104 = add i64 %t103, %t94
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed
  %.112 = sub i64 0, %t105
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t112 = mul i64 %.106, %a13
  %t113 = add i64 %t112, %t106
  %t114 = mul i64 %.106, %a23
  %t115 = add i64 %t114, %t107
  %t116 = mul i64 %.106, %a33
  %t117 = add i64 %t116, %t108
  %t118 = mul i64 %.106, %a42
  %t119 = add i64 %t118, %t109
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12
  %t126 = add i64 %t121, %t125
  %t127 = mul i64 %t120, %a22
  %t128 = add i64 %t122, %t127
  %t129 = mul i64 %t120, %a32
  %t130 = add i64 %t123, %t129
  %t131 = mul i64 %t120, %a41
  %t132 = add i64 %t124, %t131
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133
  %.115 = load float, ptr addrspace(1) %t137, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134
  %.116 = load float, ptr addrspace(1) %t140, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135
  %.117 = load float, ptr addrspace(1) %t143, align 4
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t2113.i = fcmp oeq float %t142, 0.000000e+00
  %t3114.i = fcmp oeq float %t139, 1.000000e+00
  %or.cond115.i = select i1 %t2113.i, i1 true, i1 %t3114.i
  br i1 %or.cond115.i, label %math.pow.exit, label %b4.i.preheader

b4.i.preheader:                                   ; preds = %b24
  %t147 = fpext float %t142 to double
  %t146 = fpext float %t139 to double
  br label %b4.i

b4.i:                                             ; preds = %b4.i.preheader, %b140.i
  %t1117.i = phi double [ %t273.i, %b140.i ], [ %t147, %b4.i.preheader ]
  %t0116.i = phi double [ %t272.i, %b140.i ], [ %t146, %b4.i.preheader ]
  %t4.i = fcmp oeq double %t1117.i, 1.000000e+00
  br i1 %t4.i, label %math.pow.exit, label %b6.i

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp uno double %t0116.i, 0.000000e+00
  %t6.i = fcmp uno double %t1117.i, 0.000000e+00
  %or.cond1.i = select i1 %t5.i, i1 true, i1 %t6.i
  br i1 %or.cond1.i, label %math.pow.exit, label %b9.i

b9.i:                                             ; preds = %b6.i
  %t7.i = fcmp oeq double %t0116.i, 0.000000e+00
  br i1 %t7.i, label %b10.i, label %b132.i

b10.i:                                            ; preds = %b9.i
  %t8.i = fcmp olt double %t1117.i, 0.000000e+00
  br i1 %t8.i, label %b11.i, label %b20.i

b11.i:                                            ; preds = %b10.i
  %t9.i = bitcast double %t0116.i to i64
  %t11.i = icmp sgt i64 %t9.i, -1
  %t12.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t13.i = fcmp oge double %t12.i, 0x4340000000000000
  %or.cond88.i = select i1 %t11.i, i1 true, i1 %t13.i
  br i1 %or.cond88.i, label %b19.i, label %b14.i

b14.i:                                            ; preds = %b11.i
  %t14.i = tail call double @llvm.trunc.f64(double %t1117.i)
  %t15.i = fsub double %t1117.i, %t14.i
  %t16.i = tail call double @llvm.copysign.f64(double %t15.i, double %t1117.i)
  %t17.i = fcmp oeq double %t16.i, 0.000000e+00
  br i1 %t17.i, label %b15.i, label %b19.i

b15.i:                                            ; preds = %b14.i
  %.1.i = fcmp oge double %t14.i, 0xC3E0000000000000
  %.2.i = fcmp olt double %t14.i, 0x43E0000000000000
  %.3.i = and i1 %.1.i, %.2.i
  %21 = fptosi double %t14.i to i64
  %.op92.i = and i64 %21, 1
  %t2093.i = icmp ne i64 %.op92.i, 0
  %t20.i = select i1 %.3.i, i1 %t2093.i, i1 false
  br i1 %t20.i, label %math.pow.exit, label %b19.i

b19.i:                                            ; preds = %b15.i, %b14.i, %b11.i
  br label %math.pow.exit

b20.i:                                            ; preds = %b10.i
  %t23.i = fcmp ogt double %t1117.i, 0.000000e+00
  br i1 %t23.i, label %b21.i, label %b20.b30_crit_edge.i

b20.b30_crit_edge.i:                              ; preds = %b20.i
  %.pre.i = tail call double @llvm.fabs.f64(double %t1117.i)
  br label %b30.i

b21.i:                                            ; preds = %b20.i
  %t24.i = bitcast double %t0116.i to i64
  %t26.i = icmp sgt i64 %t24.i, -1
  %t27.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t28.i = fcmp oge double %t27.i, 0x4340000000000000
  %or.cond89.i = select i1 %t26.i, i1 true, i1 %t28.i
  br i1 %or.cond89.i, label %b29.i, label %b24.i

b24.i:                                            ; preds = %b21.i
  %t29.i = tail call double @llvm.trunc.f64(double %t1117.i)
  %t30.i = fsub double %t1117.i, %t29.i
  %t31.i = tail call double @llvm.copysign.f64(double %t30.i, double %t1117.i)
  %t32.i = fcmp oeq double %t31.i, 0.000000e+00
  br i1 %t32.i, label %b25.i, label %b29.i

b25.i:                                            ; preds = %b24.i
  %.7.i = fcmp oge double %t29.i, 0xC3E0000000000000
  %.8.i = fcmp olt double %t29.i, 0x43E0000000000000
  %.9.i = and i1 %.7.i, %.8.i
  %22 = fptosi double %t29.i to i64
  %.op.i = and i64 %22, 1
  %t3591.i = icmp ne i64 %.op.i, 0
  %t35.i = select i1 %.9.i, i1 %t3591.i, i1 false
  br i1 %t35.i, label %math.pow.exit, label %b29.i

b29.i:                                            ; preds = %b25.i, %b24.i, %b21.i
  br label %math.pow.exit

b30.i:                                            ; preds = %b147.i, %b143.i, %b20.b30_crit_edge.i
  %t38.pre-phi.i = phi double [ %.pre.i, %b20.b30_crit_edge.i ], [ %t261.i.le64, %b147.i ], [ %t261.i.le, %b143.i ]
  %t39.i = tail call double @llvm.trunc.f64(double %t38.pre-phi.i)
  %t40.i = fsub double %t38.pre-phi.i, %t39.i
  %23 = tail call double @llvm.fabs.f64(double %t40.i)
  %t42.i = fcmp une double %t40.i, 0.000000e+00
  %t43.i = fcmp olt double %t0116.i, 0.000000e+00
  %or.cond2.i = select i1 %t42.i, i1 %t43.i, i1 false
  br i1 %or.cond2.i, label %math.pow.exit, label %b33.i

b33.i:                                            ; preds = %b30.i
  %t44.i = fcmp ult double %t39.i, 0x43E0000000000000
  br i1 %t44.i, label %b39.i, label %b34.i

b34.i:                                            ; preds = %b33.i
  %t45.i = fcmp oeq double %t0116.i, -1.000000e+00
  br i1 %t45.i, label %math.pow.exit, label %b36.i

b36.i:                                            ; preds = %b34.i
  %t46.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t47.i = fcmp uge double %t46.i, 1.000000e+00
  %t48.i = fcmp ogt double %t1117.i, 0.000000e+00
  %t49.i = xor i1 %t48.i, %t47.i
  %..i = select i1 %t49.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b39.i:                                            ; preds = %b33.i
  br i1 %t42.i, label %b40.i, label %b93.i

b40.i:                                            ; preds = %b39.i
  %t50.i = fcmp ogt double %23, 5.000000e-01
  %t51.i = fadd double %23, -1.000000e+00
  %t52.i = fadd double %t39.i, 1.000000e+00
  %t53.i = select i1 %t50.i, double %t52.i, double %t39.i
  %t54.i = select i1 %t50.i, double %t51.i, double %23
  %t55.i = fcmp ogt double %t0116.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t55.i, label %b61.i, label %b45.i

b45.i:                                            ; preds = %b40.i
  %24 = fcmp ugt double %t0116.i, 0.000000e+00
  %.mux.i = select i1 %t43.i, double 0x7FF8000000000001, double 0xFFF0000000000000
  br i1 %24, label %b51.i, label %b61.i

b51.i:                                            ; preds = %b45.i
  %t57.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t58.i = fcmp ogt double %t57.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t58.i, label %b58.i, label %b54.i

b54.i:                                            ; preds = %b51.i
  %t59.i = fcmp olt double %t57.i, 0x10000000000000
  %t60.i = fmul double %t0116.i, 0x4330000000000000
  %t61.i = select i1 %t59.i, double %t60.i, double %t0116.i
  %t63.i = bitcast double %t61.i to i64
  %t64.i = lshr i64 %t63.i, 52
  %t65.i = and i64 %t64.i, 2047
  %t68.i = select i1 %t59.i, i64 -1074, i64 -1022
  %t69.i = add nsw i64 %t65.i, %t68.i
  %t70.i = and i64 %t63.i, -9218868437227405313
  %t71.i = or i64 %t70.i, 4602678819172646912
  %t72.i = bitcast i64 %t71.i to double
  br label %b58.i

b58.i:                                            ; preds = %b54.i, %b51.i
  %t73.i = phi double [ %t72.i, %b54.i ], [ %t0116.i, %b51.i ]
  %t74.i = phi i64 [ %t69.i, %b54.i ], [ 0, %b51.i ]
  %t75.i = fcmp olt double %t73.i, 0x3FE6A09E667F3BCD
  %t76.i = fmul double %t73.i, 2.000000e+00
  %t78.i = select i1 %t75.i, double %t76.i, double %t73.i
  %t77.i = sext i1 %t75.i to i64
  %t79.i = add nsw i64 %t74.i, %t77.i
  %t80.i = fadd double %t78.i, -1.000000e+00
  %t81.i = sitofp i64 %t79.i to double
  %t82.i = fadd double %t80.i, 2.000000e+00
  %t83.i = fdiv double %t80.i, %t82.i
  %t84.i = fmul double %t83.i, %t83.i
  %t85.i = fmul double %t84.i, %t84.i
  %t86.i = fmul double %t85.i, 0x3FC2F112DF3E5244
  %t87.i = fadd double %t86.i, 0x3FC7466496CB03DE
  %t88.i = fmul double %t85.i, %t87.i
  %t89.i = fadd double %t88.i, 0x3FD2492494229359
  %t90.i = fmul double %t85.i, %t89.i
  %t91.i = fadd double %t90.i, 0x3FE5555555555593
  %t92.i = fmul double %t84.i, %t91.i
  %t93.i = fmul double %t85.i, 0x3FC39A09D078C69F
  %t94.i = fadd double %t93.i, 0x3FCC71C51D8E78AF
  %t95.i = fmul double %t85.i, %t94.i
  %t96.i = fadd double %t95.i, 0x3FD999999997FA04
  %t97.i = fmul double %t85.i, %t96.i
  %t98.i = fadd double %t97.i, %t92.i
  %t99.i = fmul double %t80.i, 5.000000e-01
  %t100.i = fmul double %t80.i, %t99.i
  %t101.i = fmul double %t81.i, 0x3FE62E42FEE00000
  %t102.i = fadd double %t100.i, %t98.i
  %t103.i = fmul double %t83.i, %t102.i
  %t104.i = fmul double %t81.i, 0x3DEA39EF35793C76
  %t105.i = fadd double %t104.i, %t103.i
  %t106.i = fsub double %t100.i, %t105.i
  %t107.i = fsub double %t106.i, %t80.i
  %t108.i = fsub double %t101.i, %t107.i
  br label %b61.i

b61.i:                                            ; preds = %b58.i, %b45.i, %b40.i
  %t109.i = phi double [ %t108.i, %b58.i ], [ %t0116.i, %b40.i ], [ %.mux.i, %b45.i ]
  %t110.i = fmul double %t54.i, %t109.i
  %t111.i = fcmp uno double %t110.i, 0.000000e+00
  br i1 %t111.i, label %b93.i, label %b63.i

b63.i:                                            ; preds = %b61.i
  %t112.i = fcmp ogt double %t110.i, 0x40862E42FEFA39EF
  br i1 %t112.i, label %b93.i, label %b65.i

b65.i:                                            ; preds = %b63.i
  %t113.i = fcmp olt double %t110.i, 0xC0874910D52D3051
  br i1 %t113.i, label %b93.i, label %b67.i

b67.i:                                            ; preds = %b65.i
  %t114.i = fcmp ogt double %t110.i, 0xBE30000000000000
  %t115.i = fcmp olt double %t110.i, 0x3E30000000000000
  %or.cond4.i = and i1 %t114.i, %t115.i
  br i1 %or.cond4.i, label %b69.i, label %b70.i

b69.i:                                            ; preds = %b67.i
  %t116.i = fadd double %t110.i, 1.000000e+00
  br label %b93.i

b70.i:                                            ; preds = %b67.i
  %t117.i = fcmp olt double %t110.i, 0.000000e+00
  br i1 %t117.i, label %b71.i, label %b90.i

b71.i:                                            ; preds = %b70.i
  %t118.i = fmul double %t110.i, 0x3FF71547652B82FE
  %t119.i = fadd double %t118.i, -5.000000e-01
  %.14.i = fcmp oge double %t119.i, 0xC3E0000000000000
  %.15.i = fcmp olt double %t119.i, 0x43E0000000000000
  %.16.i = and i1 %.14.i, %.15.i
  %25 = fptosi double %t119.i to i64
  %.19.i = select i1 %.16.i, i64 %25, i64 -9223372036854775808
  br label %b72.i

b72.i:                                            ; preds = %b91.i, %b90.i, %b71.i
  %t121.i = phi i64 [ %.19.i, %b71.i ], [ 0, %b90.i ], [ %.26.i, %b91.i ]
  %t122.i = sitofp i64 %t121.i to double
  %t123.i = fmul double %t122.i, 0x3FE62E42FEE00000
  %t124.i = fsub double %t110.i, %t123.i
  %t125.i = fmul double %t122.i, 0x3DEA39EF35793C76
  %t126.i = fsub double %t124.i, %t125.i
  %t127.i = fmul double %t126.i, %t126.i
  %t128.i = fmul double %t127.i, 0x3E66376972BEA4D0
  %t129.i = fadd double %t128.i, 0xBEBBBD41C5D26BF1
  %t130.i = fmul double %t127.i, %t129.i
  %t131.i = fadd double %t130.i, 0x3F11566AAF25DE2C
  %t132.i = fmul double %t127.i, %t131.i
  %t133.i = fadd double %t132.i, 0xBF66C16C16BEBD93
  %t134.i = fmul double %t127.i, %t133.i
  %t135.i = fadd double %t134.i, 0x3FC5555555555555
  %t136.i = fmul double %t127.i, %t135.i
  %t137.i = fsub double %t126.i, %t136.i
  %t138.i = fmul double %t126.i, %t137.i
  %t139.i = fsub double 2.000000e+00, %t137.i
  %t140.i = fdiv double %t138.i, %t139.i
  %t141.i = fsub double %t125.i, %t140.i
  %26 = fsub double %t124.i, %t141.i
  %t143.i = fadd double %26, 1.000000e+00
  %t144.i = fcmp oeq double %t143.i, 0.000000e+00
  br i1 %t144.i, label %b93.i, label %b74.i

b74.i:                                            ; preds = %b72.i
  %t145.i = tail call double @llvm.fabs.f64(double %t143.i)
  %t146.i = fcmp ogt double %t145.i, 0x7FEFFFFFFFFFFFFF
  %t147.i = fcmp uno double %t143.i, 0.000000e+00
  %or.cond5.i = select i1 %t146.i, i1 true, i1 %t147.i
  br i1 %or.cond5.i, label %b93.i, label %b77.i

b77.i:                                            ; preds = %b74.i
  %t148.i = fcmp olt double %t145.i, 0x10000000000000
  %t149.i = fmul double %t143.i, 0x4330000000000000
  %t150.i = select i1 %t148.i, double %t149.i, double %t143.i
  %t151.i = select i1 %t148.i, i64 -52, i64 0
  %t153.i = bitcast double %t150.i to i64
  %t154.i = lshr i64 %t153.i, 52
  %t156.i = and i64 %t154.i, 2047
  %t157.i = add i64 %t121.i, -1023
  %t152.i = add i64 %t157.i, %t151.i
  %t158.i = add i64 %t152.i, %t156.i
  %t159.i = icmp slt i64 %t158.i, -1075
  br i1 %t159.i, label %b81.i, label %b82.i

b81.i:                                            ; preds = %b77.i
  %t160.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t150.i)
  br label %b93.i

b82.i:                                            ; preds = %b77.i
  %t161.i = icmp sgt i64 %t158.i, 1023
  br i1 %t161.i, label %b83.i, label %b86.i

b83.i:                                            ; preds = %b82.i
  %t162.i = fcmp olt double %t150.i, 0.000000e+00
  %.79.i = select i1 %t162.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b93.i

b86.i:                                            ; preds = %b82.i
  %t163.i = icmp slt i64 %t158.i, -1022
  %spec.select80.i = select i1 %t163.i, double 0x3CA0000000000000, double 1.000000e+00
  %t167.i = and i64 %t153.i, -9218868437227405313
  %27 = shl nsw i64 %t158.i, 52
  %28 = add i64 %27, 238690780250636288
  %t168.i = select i1 %t163.i, i64 %28, i64 %27
  %t170.i = add i64 %t168.i, 4607182418800017408
  %t171.i = or i64 %t170.i, %t167.i
  %t172.i = bitcast i64 %t171.i to double
  %t173.i = fmul double %spec.select80.i, %t172.i
  br label %b93.i

b90.i:                                            ; preds = %b70.i
  %t175.i = fcmp ogt double %t110.i, 0.000000e+00
  br i1 %t175.i, label %b91.i, label %b72.i

b91.i:                                            ; preds = %b90.i
  %t176.i = fmul double %t110.i, 0x3FF71547652B82FE
  %t177.i = fadd double %t176.i, 5.000000e-01
  %.21.i = fcmp oge double %t177.i, 0xC3E0000000000000
  %.22.i = fcmp olt double %t177.i, 0x43E0000000000000
  %.23.i = and i1 %.21.i, %.22.i
  %29 = fptosi double %t177.i to i64
  %.26.i = select i1 %.23.i, i64 %29, i64 -9223372036854775808
  br label %b72.i

b93.i:                                            ; preds = %b86.i, %b83.i, %b81.i, %b74.i, %b72.i, %b69.i, %b65.i, %b63.i, %b61.i, %b39.i
  %t180.i = phi double [ %t39.i, %b39.i ], [ %t53.i, %b81.i ], [ %t53.i, %b86.i ], [ %t53.i, %b72.i ], [ %t53.i, %b74.i ], [ %t53.i, %b83.i ], [ %t53.i, %b65.i ], [ %t53.i, %b63.i ], [ %t53.i, %b61.i ], [ %t53.i, %b69.i ]
  %t181.i = phi double [ 1.000000e+00, %b39.i ], [ %t160.i, %b81.i ], [ %t173.i, %b86.i ], [ %t143.i, %b72.i ], [ %t143.i, %b74.i ], [ %.79.i, %b83.i ], [ 0.000000e+00, %b65.i ], [ 0x7FF0000000000000, %b63.i ], [ %t110.i, %b61.i ], [ %t116.i, %b69.i ]
  br i1 %t7.i, label %b102.i, label %b95.i

b95.i:                                            ; preds = %b93.i
  %t182.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t183.i = fcmp ogt double %t182.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t183.i, label %b102.i, label %b98.i

b98.i:                                            ; preds = %b95.i
  %t184.i = fcmp olt double %t182.i, 0x10000000000000
  %t185.i = fmul double %t0116.i, 0x4330000000000000
  %t186.i = select i1 %t184.i, double %t185.i, double %t0116.i
  %t188.i = bitcast double %t186.i to i64
  %t189.i = lshr i64 %t188.i, 52
  %t190.i = and i64 %t189.i, 2047
  %t193.i = select i1 %t184.i, i64 -1074, i64 -1022
  %t194.i = add nsw i64 %t190.i, %t193.i
  %t195.i = and i64 %t188.i, -9218868437227405313
  %t196.i = or i64 %t195.i, 4602678819172646912
  %t197.i = bitcast i64 %t196.i to double
  br label %b102.i

b102.i:                                           ; preds = %b98.i, %b95.i, %b93.i
  %t198.i = phi double [ %t197.i, %b98.i ], [ %t0116.i, %b93.i ], [ %t0116.i, %b95.i ]
  %t199.i = phi i64 [ %t194.i, %b98.i ], [ 0, %b93.i ], [ 0, %b95.i ]
  %.28.i = fcmp oge double %t180.i, 0xC3E0000000000000
  %.29.i = fcmp olt double %t180.i, 0x43E0000000000000
  %.30.i = and i1 %.28.i, %.29.i
  %30 = fptosi double %t180.i to i64
  %.33.i = select i1 %.30.i, i64 %30, i64 -9223372036854775808
  %t206.not120.i = icmp eq i64 %.33.i, 0
  br i1 %t206.not120.i, label %b112.i, label %b104.i

b104.i:                                           ; preds = %b102.i, %b107.i
  %t205125.i = phi i64 [ %t223.i, %b107.i ], [ %.33.i, %b102.i ]
  %t204124.i = phi i64 [ %t222.i, %b107.i ], [ %t199.i, %b102.i ]
  %t203123.i = phi double [ %t221.i, %b107.i ], [ %t198.i, %b102.i ]
  %t202122.i = phi i64 [ %t215.i, %b107.i ], [ 0, %b102.i ]
  %t201121.i = phi double [ %t214.i, %b107.i ], [ %t181.i, %b102.i ]
  %31 = add i64 %t204124.i, -4097
  %32 = icmp ult i64 %31, -8193
  br i1 %32, label %b105.i, label %b107.i

b105.i:                                           ; preds = %b104.i
  %t208.i = add i64 %t202122.i, %t204124.i
  br label %b112.i

b107.i:                                           ; preds = %b104.i
  %t210.i = and i64 %t205125.i, 1
  %t211.not.i = icmp eq i64 %t210.i, 0
  %t212.i = select i1 %t211.not.i, double 1.000000e+00, double %t203123.i
  %t214.i = fmul double %t212.i, %t201121.i
  %t213.i = select i1 %t211.not.i, i64 0, i64 %t204124.i
  %t215.i = add i64 %t213.i, %t202122.i
  %t216.i = fmul double %t203123.i, %t203123.i
  %t217.i = shl nsw i64 %t204124.i, 1
  %t218.i = fcmp olt double %t216.i, 5.000000e-01
  %t219.i = select i1 %t218.i, double %t216.i, double -0.000000e+00
  %t221.i = fadd double %t216.i, %t219.i
  %t220.i = sext i1 %t218.i to i64
  %t222.i = add i64 %t217.i, %t220.i
  %t223.i = ashr i64 %t205125.i, 1
  %t206.not.i = icmp ult i64 %t205125.i, 2
  br i1 %t206.not.i, label %b112.i, label %b104.i

b112.i:                                           ; preds = %b107.i, %b105.i, %b102.i
  %t20197.i = phi double [ %t201121.i, %b105.i ], [ %t181.i, %b102.i ], [ %t214.i, %b107.i ]
  %t224.i = phi i64 [ %t208.i, %b105.i ], [ 0, %b102.i ], [ %t215.i, %b107.i ]
  %t225.i = fcmp olt double %t1117.i, 0.000000e+00
  br i1 %t225.i, label %b113.i, label %b114.i

b113.i:                                           ; preds = %b112.i
  %t226.i = fdiv double 1.000000e+00, %t20197.i
  %t227.i = sub i64 0, %t224.i
  br label %b114.i

b114.i:                                           ; preds = %b113.i, %b112.i
  %t228.i = phi double [ %t20197.i, %b112.i ], [ %t226.i, %b113.i ]
  %t229.i = phi i64 [ %t224.i, %b112.i ], [ %t227.i, %b113.i ]
  %t230.i = fcmp oeq double %t228.i, 0.000000e+00
  br i1 %t230.i, label %math.pow.exit, label %b116.i

b116.i:                                           ; preds = %b114.i
  %t231.i = tail call double @llvm.fabs.f64(double %t228.i)
  %t232.i = fcmp ogt double %t231.i, 0x7FEFFFFFFFFFFFFF
  %t233.i = fcmp uno double %t228.i, 0.000000e+00
  %or.cond83.i = select i1 %t232.i, i1 true, i1 %t233.i
  br i1 %or.cond83.i, label %math.pow.exit, label %b119.i

b119.i:                                           ; preds = %b116.i
  %t234.i = fcmp olt double %t231.i, 0x10000000000000
  %t235.i = fmul double %t228.i, 0x4330000000000000
  %t236.i = select i1 %t234.i, double %t235.i, double %t228.i
  %t237.i = select i1 %t234.i, i64 -52, i64 0
  %t239.i = bitcast double %t236.i to i64
  %t240.i = lshr i64 %t239.i, 52
  %t242.i = and i64 %t240.i, 2047
  %t243.i = add i64 %t229.i, -1023
  %t238.i = add i64 %t243.i, %t237.i
  %t244.i = add i64 %t238.i, %t242.i
  %t245.i = icmp slt i64 %t244.i, -1075
  br i1 %t245.i, label %b123.i, label %b124.i

b123.i:                                           ; preds = %b119.i
  %t246.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t236.i)
  br label %math.pow.exit

b124.i:                                           ; preds = %b119.i
  %t247.i = icmp sgt i64 %t244.i, 1023
  br i1 %t247.i, label %b125.i, label %b128.i

b125.i:                                           ; preds = %b124.i
  %t248.i = fcmp olt double %t236.i, 0.000000e+00
  %.84.i = select i1 %t248.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %math.pow.exit

b128.i:                                           ; preds = %b124.i
  %t249.i = icmp slt i64 %t244.i, -1022
  %spec.select86.i = select i1 %t249.i, double 0x3CA0000000000000, double 1.000000e+00
  %t253.i = and i64 %t239.i, -9218868437227405313
  %33 = shl nsw i64 %t244.i, 52
  %34 = add i64 %33, 238690780250636288
  %t254.i = select i1 %t249.i, i64 %34, i64 %33
  %t256.i = add i64 %t254.i, 4607182418800017408
  %t257.i = or i64 %t256.i, %t253.i
  %t258.i = bitcast i64 %t257.i to double
  %t259.i = fmul double %spec.select86.i, %t258.i
  br label %math.pow.exit

b132.i:                                           ; preds = %b9.i
  %t261.i = tail call double @llvm.fabs.f64(double %t1117.i)
  %t262.i = fcmp ogt double %t261.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t262.i, label %b133.i, label %b138.i

b133.i:                                           ; preds = %b132.i
  %t263.i = fcmp oeq double %t0116.i, -1.000000e+00
  br i1 %t263.i, label %math.pow.exit, label %b135.i

b135.i:                                           ; preds = %b133.i
  %t264.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t265.i = fcmp uge double %t264.i, 1.000000e+00
  %t266.i = fcmp ogt double %t1117.i, 0x7FEFFFFFFFFFFFFF
  %t267.i = xor i1 %t266.i, %t265.i
  %.87.i = select i1 %t267.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b138.i:                                           ; preds = %b132.i
  %t268.i = tail call double @llvm.fabs.f64(double %t0116.i)
  %t269.i = fcmp ogt double %t268.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t269.i, label %b139.i, label %b145.i

b139.i:                                           ; preds = %b138.i
  %t271.i = fcmp olt double %t0116.i, 0xFFEFFFFFFFFFFFFF
  br i1 %t271.i, label %b140.i, label %b141.i

b140.i:                                           ; preds = %b139.i
  %t272.i = fdiv double 1.000000e+00, %t0116.i
  %t273.i = fneg double %t1117.i
  %t2.i = fcmp oeq double %t1117.i, 0.000000e+00
  %t3.i = fcmp oeq double %t272.i, 1.000000e+00
  %or.cond.i = select i1 %t2.i, i1 true, i1 %t3.i
  br i1 %or.cond.i, label %math.pow.exit, label %b4.i

b141.i:                                           ; preds = %b139.i
  %t274.i = fcmp olt double %t1117.i, 0.000000e+00
  br i1 %t274.i, label %math.pow.exit, label %b143.i

b143.i:                                           ; preds = %b141.i
  %t261.i.le = tail call double @llvm.fabs.f64(double %t1117.i)
  %t275.i = fcmp ogt double %t1117.i, 0.000000e+00
  br i1 %t275.i, label %math.pow.exit, label %b30.i

b145.i:                                           ; preds = %b138.i
  %t276.i = fcmp oeq double %t1117.i, 5.000000e-01
  br i1 %t276.i, label %b146.i, label %b147.i

b146.i:                                           ; preds = %b145.i
  %.35.i = fcmp olt double %t0116.i, 0x1000000000000000
  %.36.i = fmul double %t0116.i, 0x4FF0000000000000
  %.37.i = select i1 %.35.i, double %.36.i, double %t0116.i
  %.38.i = tail call double @llvm.amdgcn.rsq.f64(double %.37.i)
  %.39.i = fmul double %.37.i, %.38.i
  %.40.i = fmul double %.38.i, 5.000000e-01
  %.41.i = fneg double %.40.i
  %.42.i = tail call double @llvm.fma.f64(double %.41.i, double %.39.i, double 5.000000e-01)
  %.43.i = tail call double @llvm.fma.f64(double %.40.i, double %.42.i, double %.40.i)
  %.44.i = tail call double @llvm.fma.f64(double %.39.i, double %.42.i, double %.39.i)
  %.45.i = fneg double %.44.i
  %.46.i = tail call double @llvm.fma.f64(double %.45.i, double %.44.i, double %.37.i)
  %.47.i = tail call double @llvm.fma.f64(double %.46.i, double %.43.i, double %.44.i)
  %.48.i = fneg double %.47.i
  %.49.i = tail call double @llvm.fma.f64(double %.48.i, double %.47.i, double %.37.i)
  %.50.i = tail call double @llvm.fma.f64(double %.49.i, double %.43.i, double %.47.i)
  %.51.i = fmul double %.50.i, 0x37F0000000000000
  %.52.i = select i1 %.35.i, double %.51.i, double %.50.i
  %.53.i = fcmp oeq double %.37.i, 0.000000e+00
  %.54.i = fcmp oeq double %.37.i, 0x7FF0000000000000
  %.55.i = or i1 %.53.i, %.54.i
  %.56.i = select i1 %.55.i, double %.37.i, double %.52.i
  br label %math.pow.exit

b147.i:                                           ; preds = %b145.i
  %t261.i.le64 = tail call double @llvm.fabs.f64(double %t1117.i)
  %t278.i = fcmp oeq double %t1117.i, -5.000000e-01
  br i1 %t278.i, label %b148.i, label %b30.i

b148.i:                                           ; preds = %b147.i
  %.57.i = fcmp olt double %t0116.i, 0x1000000000000000
  %.58.i = fmul double %t0116.i, 0x4FF0000000000000
  %.59.i = select i1 %.57.i, double %.58.i, double %t0116.i
  %.60.i = tail call double @llvm.amdgcn.rsq.f64(double %.59.i)
  %.61.i = fmul double %.59.i, %.60.i
  %.62.i = fmul double %.60.i, 5.000000e-01
  %.63.i = fneg double %.62.i
  %.64.i = tail call double @llvm.fma.f64(double %.63.i, double %.61.i, double 5.000000e-01)
  %.65.i = tail call double @llvm.fma.f64(double %.62.i, double %.64.i, double %.62.i)
  %.66.i = tail call double @llvm.fma.f64(double %.61.i, double %.64.i, double %.61.i)
  %.67.i = fneg double %.66.i
  %.68.i = tail call double @llvm.fma.f64(double %.67.i, double %.66.i, double %.59.i)
  %.69.i = tail call double @llvm.fma.f64(double %.68.i, double %.65.i, double %.66.i)
  %.70.i = fneg double %.69.i
  %.71.i = tail call double @llvm.fma.f64(double %.70.i, double %.69.i, double %.59.i)
  %.72.i = tail call double @llvm.fma.f64(double %.71.i, double %.65.i, double %.69.i)
  %.73.i = fmul double %.72.i, 0x37F0000000000000
  %.74.i = select i1 %.57.i, double %.73.i, double %.72.i
  %.75.i = fcmp oeq double %.59.i, 0.000000e+00
  %.76.i = fcmp oeq double %.59.i, 0x7FF0000000000000
  %.77.i = or i1 %.75.i, %.76.i
  %.78.i = select i1 %.77.i, double %.59.i, double %.74.i
  %t280.i = fdiv double 1.000000e+00, %.78.i
  br label %math.pow.exit

math.pow.exit:                                    ; preds = %b4.i, %b6.i, %b140.i, %b24, %b15.i, %b19.i, %b25.i, %b29.i, %b30.i, %b34.i, %b36.i, %b114.i, %b116.i, %b123.i, %b125.i, %b128.i, %b133.i, %b135.i, %b141.i, %b143.i, %b146.i, %b148.i
  %common.ret.op.i = phi double [ 0x7FF0000000000000, %b19.i ], [ 0.000000e+00, %b29.i ], [ %.56.i, %b146.i ], [ %t280.i, %b148.i ], [ 0xFFF0000000000000, %b15.i ], [ %t0116.i, %b25.i ], [ 0x7FF8000000000001, %b30.i ], [ 1.000000e+00, %b34.i ], [ %..i, %b36.i ], [ %t246.i, %b123.i ], [ %t259.i, %b128.i ], [ %t228.i, %b114.i ], [ %t228.i, %b116.i ], [ %.84.i, %b125.i ], [ 1.000000e+00, %b133.i ], [ %.87.i, %b135.i ], [ 0.000000e+00, %b141.i ], [ 0x7FF0000000000000, %b143.i ], [ 1.000000e+00, %b24 ], [ 0x7FF8000000000001, %b6.i ], [ %t0116.i, %b4.i ], [ 1.000000e+00, %b140.i ]
  %t149 = fptrunc double %common.ret.op.i to float
  %t150 = fdiv float %t149, %t145
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136
  store float %t150, ptr addrspace(1) %t151, align 4
  %t152 = add i64 %t2225, %t13
  %t23 = icmp slt i64 %t152, %a0
  br i1 %t23, label %b2, label %b25

b25:                                              ; preds = %math.pow.exit, %entry
  ret void
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

!0 = !{}

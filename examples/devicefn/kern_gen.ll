; kern module github.com/kernlab/kern/examples/devicefn (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nounwind
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
  %t1510 = icmp slt i64 %t12, %a0
  br i1 %t1510, label %b2, label %b9

b2:                                               ; preds = %entry, %math.pow.exit
  %t1411 = phi i64 [ %t31, %math.pow.exit ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1411
  %.17 = load float, ptr addrspace(1) %t16, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1411
  %.18 = load float, ptr addrspace(1) %t19, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t1411
  %.19 = load float, ptr addrspace(1) %t22, align 4
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fpext float %t18 to double
  %t26 = fpext float %t21 to double
  %t0.i = fcmp oeq float %t21, 0.000000e+00
  %t1.i = fcmp oeq float %t18, 1.000000e+00
  %or.cond.i = select i1 %t0.i, i1 true, i1 %t1.i
  br i1 %or.cond.i, label %math.pow.exit, label %b3.i

b3.i:                                             ; preds = %b8
  %t2.i = fcmp oeq float %t21, 1.000000e+00
  br i1 %t2.i, label %math.pow.exit, label %b5.i

b5.i:                                             ; preds = %b3.i
  %t3.i = fcmp uno float %t18, 0.000000e+00
  %t4.i = fcmp uno float %t21, 0.000000e+00
  %or.cond1.i = select i1 %t3.i, i1 true, i1 %t4.i
  br i1 %or.cond1.i, label %math.pow.exit, label %b8.i

b8.i:                                             ; preds = %b5.i
  %t5.i = fcmp oeq float %t18, 0.000000e+00
  br i1 %t5.i, label %b9.i, label %b131.i

b9.i:                                             ; preds = %b8.i
  %t6.i = fcmp olt float %t21, 0.000000e+00
  br i1 %t6.i, label %b10.i, label %b19.i

b10.i:                                            ; preds = %b9.i
  %0 = bitcast float %t18 to i32
  %t9.i = icmp sgt i32 %0, -1
  %t10.i = tail call double @llvm.fabs.f64(double %t26)
  %t11.i = fcmp oge double %t10.i, 0x4340000000000000
  %or.cond88.i = select i1 %t9.i, i1 true, i1 %t11.i
  br i1 %or.cond88.i, label %b18.i, label %b13.i

b13.i:                                            ; preds = %b10.i
  %t12.i = tail call double @llvm.trunc.f64(double %t26)
  %t13.i = fsub double %t26, %t12.i
  %t14.i = tail call double @llvm.copysign.f64(double %t13.i, double %t26)
  %t15.i = fcmp oeq double %t14.i, 0.000000e+00
  br i1 %t15.i, label %b14.i, label %b18.i

b14.i:                                            ; preds = %b13.i
  %.1.i = fcmp oge double %t12.i, 0xC3E0000000000000
  %.2.i = fcmp olt double %t12.i, 0x43E0000000000000
  %.3.i = and i1 %.1.i, %.2.i
  %1 = fptosi double %t12.i to i64
  %.op92.i = and i64 %1, 1
  %t1893.i = icmp ne i64 %.op92.i, 0
  %t18.i = select i1 %.3.i, i1 %t1893.i, i1 false
  br i1 %t18.i, label %math.pow.exit, label %b18.i

b18.i:                                            ; preds = %b14.i, %b13.i, %b10.i
  br label %math.pow.exit

b19.i:                                            ; preds = %b9.i
  %t21.i = fcmp ogt float %t21, 0.000000e+00
  br i1 %t21.i, label %b20.i, label %b19.b29_crit_edge.i

b19.b29_crit_edge.i:                              ; preds = %b19.i
  %.pre.i = tail call double @llvm.fabs.f64(double %t26)
  br label %b29.i

b20.i:                                            ; preds = %b19.i
  %2 = bitcast float %t18 to i32
  %t24.i = icmp sgt i32 %2, -1
  %t25.i = tail call double @llvm.fabs.f64(double %t26)
  %t26.i = fcmp oge double %t25.i, 0x4340000000000000
  %or.cond89.i = select i1 %t24.i, i1 true, i1 %t26.i
  br i1 %or.cond89.i, label %b28.i, label %b23.i

b23.i:                                            ; preds = %b20.i
  %t27.i = tail call double @llvm.trunc.f64(double %t26)
  %t28.i = fsub double %t26, %t27.i
  %t29.i = tail call double @llvm.copysign.f64(double %t28.i, double %t26)
  %t30.i = fcmp oeq double %t29.i, 0.000000e+00
  br i1 %t30.i, label %b24.i, label %b28.i

b24.i:                                            ; preds = %b23.i
  %.7.i = fcmp oge double %t27.i, 0xC3E0000000000000
  %.8.i = fcmp olt double %t27.i, 0x43E0000000000000
  %.9.i = and i1 %.7.i, %.8.i
  %3 = fptosi double %t27.i to i64
  %.op.i = and i64 %3, 1
  %t3391.i = icmp ne i64 %.op.i, 0
  %t33.i = select i1 %.9.i, i1 %t3391.i, i1 false
  br i1 %t33.i, label %math.pow.exit, label %b28.i

b28.i:                                            ; preds = %b24.i, %b23.i, %b20.i
  br label %math.pow.exit

b29.i:                                            ; preds = %b146.i, %b142.i, %b19.b29_crit_edge.i
  %t36.pre-phi.i = phi double [ %.pre.i, %b19.b29_crit_edge.i ], [ %t259.i, %b146.i ], [ %t259.i, %b142.i ]
  %t37.i = tail call double @llvm.trunc.f64(double %t36.pre-phi.i)
  %t38.i = fsub double %t36.pre-phi.i, %t37.i
  %4 = tail call double @llvm.fabs.f64(double %t38.i)
  %t40.i = fcmp une double %t38.i, 0.000000e+00
  %t41.i = fcmp olt float %t18, 0.000000e+00
  %or.cond2.i = select i1 %t40.i, i1 %t41.i, i1 false
  br i1 %or.cond2.i, label %math.pow.exit, label %b32.i

b32.i:                                            ; preds = %b29.i
  %t42.i = fcmp ult double %t37.i, 0x43E0000000000000
  br i1 %t42.i, label %b38.i, label %b33.i

b33.i:                                            ; preds = %b32.i
  %t43.i = fcmp oeq float %t18, -1.000000e+00
  br i1 %t43.i, label %math.pow.exit, label %b35.i

b35.i:                                            ; preds = %b33.i
  %t44.i = tail call double @llvm.fabs.f64(double %t25)
  %t45.i = fcmp uge double %t44.i, 1.000000e+00
  %t46.i = fcmp ogt float %t21, 0.000000e+00
  %t47.i = xor i1 %t45.i, %t46.i
  %..i = select i1 %t47.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b38.i:                                            ; preds = %b32.i
  br i1 %t40.i, label %b39.i, label %b92.i

b39.i:                                            ; preds = %b38.i
  %t48.i = fcmp ogt double %4, 5.000000e-01
  %t49.i = fadd double %4, -1.000000e+00
  %t50.i = fadd double %t37.i, 1.000000e+00
  %t51.i = select i1 %t48.i, double %t50.i, double %t37.i
  %t52.i = select i1 %t48.i, double %t49.i, double %4
  %t53.i = fcmp ogt double %t25, 0x7FEFFFFFFFFFFFFF
  br i1 %t53.i, label %b60.i, label %b44.i

b44.i:                                            ; preds = %b39.i
  %5 = fcmp ugt float %t18, 0.000000e+00
  %.mux.i = select i1 %t41.i, double 0x7FF8000000000001, double 0xFFF0000000000000
  br i1 %5, label %b50.i, label %b60.i

b50.i:                                            ; preds = %b44.i
  %t55.i = tail call double @llvm.fabs.f64(double %t25)
  %t56.i = fcmp ogt double %t55.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t56.i, label %b57.i, label %b53.i

b53.i:                                            ; preds = %b50.i
  %t57.i = fcmp olt double %t55.i, 0x10000000000000
  %t58.i = fmul double %t25, 0x4330000000000000
  %t59.i = select i1 %t57.i, double %t58.i, double %t25
  %t61.i = bitcast double %t59.i to i64
  %t62.i = lshr i64 %t61.i, 52
  %t63.i = and i64 %t62.i, 2047
  %t66.i = select i1 %t57.i, i64 -1074, i64 -1022
  %t67.i = add nsw i64 %t63.i, %t66.i
  %t68.i = and i64 %t61.i, -9218868437227405313
  %t69.i = or i64 %t68.i, 4602678819172646912
  %t70.i = bitcast i64 %t69.i to double
  br label %b57.i

b57.i:                                            ; preds = %b53.i, %b50.i
  %t71.i = phi double [ %t70.i, %b53.i ], [ %t25, %b50.i ]
  %t72.i = phi i64 [ %t67.i, %b53.i ], [ 0, %b50.i ]
  %t73.i = fcmp olt double %t71.i, 0x3FE6A09E667F3BCD
  %t74.i = fmul double %t71.i, 2.000000e+00
  %t76.i = select i1 %t73.i, double %t74.i, double %t71.i
  %t75.i = sext i1 %t73.i to i64
  %t77.i = add nsw i64 %t72.i, %t75.i
  %t78.i = fadd double %t76.i, -1.000000e+00
  %t79.i = sitofp i64 %t77.i to double
  %t80.i = fadd double %t78.i, 2.000000e+00
  %t81.i = fdiv double %t78.i, %t80.i
  %t82.i = fmul double %t81.i, %t81.i
  %t83.i = fmul double %t82.i, %t82.i
  %t84.i = fmul double %t83.i, 0x3FC2F112DF3E5244
  %t85.i = fadd double %t84.i, 0x3FC7466496CB03DE
  %t86.i = fmul double %t83.i, %t85.i
  %t87.i = fadd double %t86.i, 0x3FD2492494229359
  %t88.i = fmul double %t83.i, %t87.i
  %t89.i = fadd double %t88.i, 0x3FE5555555555593
  %t90.i = fmul double %t82.i, %t89.i
  %t91.i = fmul double %t83.i, 0x3FC39A09D078C69F
  %t92.i = fadd double %t91.i, 0x3FCC71C51D8E78AF
  %t93.i = fmul double %t83.i, %t92.i
  %t94.i = fadd double %t93.i, 0x3FD999999997FA04
  %t95.i = fmul double %t83.i, %t94.i
  %t96.i = fadd double %t95.i, %t90.i
  %t97.i = fmul double %t78.i, 5.000000e-01
  %t98.i = fmul double %t78.i, %t97.i
  %t99.i = fmul double %t79.i, 0x3FE62E42FEE00000
  %t100.i = fadd double %t98.i, %t96.i
  %t101.i = fmul double %t81.i, %t100.i
  %t102.i = fmul double %t79.i, 0x3DEA39EF35793C76
  %t103.i = fadd double %t102.i, %t101.i
  %t104.i = fsub double %t98.i, %t103.i
  %t105.i = fsub double %t104.i, %t78.i
  %t106.i = fsub double %t99.i, %t105.i
  br label %b60.i

b60.i:                                            ; preds = %b57.i, %b44.i, %b39.i
  %t107.i = phi double [ %t106.i, %b57.i ], [ %t25, %b39.i ], [ %.mux.i, %b44.i ]
  %t108.i = fmul double %t52.i, %t107.i
  %t109.i = fcmp uno double %t108.i, 0.000000e+00
  br i1 %t109.i, label %b92.i, label %b62.i

b62.i:                                            ; preds = %b60.i
  %t110.i = fcmp ogt double %t108.i, 0x40862E42FEFA39EF
  br i1 %t110.i, label %b92.i, label %b64.i

b64.i:                                            ; preds = %b62.i
  %t111.i = fcmp olt double %t108.i, 0xC0874910D52D3051
  br i1 %t111.i, label %b92.i, label %b66.i

b66.i:                                            ; preds = %b64.i
  %t112.i = fcmp ogt double %t108.i, 0xBE30000000000000
  %t113.i = fcmp olt double %t108.i, 0x3E30000000000000
  %or.cond4.i = and i1 %t112.i, %t113.i
  br i1 %or.cond4.i, label %b68.i, label %b69.i

b68.i:                                            ; preds = %b66.i
  %t114.i = fadd double %t108.i, 1.000000e+00
  br label %b92.i

b69.i:                                            ; preds = %b66.i
  %t115.i = fcmp olt double %t108.i, 0.000000e+00
  br i1 %t115.i, label %b70.i, label %b89.i

b70.i:                                            ; preds = %b69.i
  %t116.i = fmul double %t108.i, 0x3FF71547652B82FE
  %t117.i = fadd double %t116.i, -5.000000e-01
  %.14.i = fcmp oge double %t117.i, 0xC3E0000000000000
  %.15.i = fcmp olt double %t117.i, 0x43E0000000000000
  %.16.i = and i1 %.14.i, %.15.i
  %6 = fptosi double %t117.i to i64
  %.19.i = select i1 %.16.i, i64 %6, i64 -9223372036854775808
  br label %b71.i

b71.i:                                            ; preds = %b90.i, %b89.i, %b70.i
  %t119.i = phi i64 [ %.19.i, %b70.i ], [ 0, %b89.i ], [ %.26.i, %b90.i ]
  %t120.i = sitofp i64 %t119.i to double
  %t121.i = fmul double %t120.i, 0x3FE62E42FEE00000
  %t122.i = fsub double %t108.i, %t121.i
  %t123.i = fmul double %t120.i, 0x3DEA39EF35793C76
  %t124.i = fsub double %t122.i, %t123.i
  %t125.i = fmul double %t124.i, %t124.i
  %t126.i = fmul double %t125.i, 0x3E66376972BEA4D0
  %t127.i = fadd double %t126.i, 0xBEBBBD41C5D26BF1
  %t128.i = fmul double %t125.i, %t127.i
  %t129.i = fadd double %t128.i, 0x3F11566AAF25DE2C
  %t130.i = fmul double %t125.i, %t129.i
  %t131.i = fadd double %t130.i, 0xBF66C16C16BEBD93
  %t132.i = fmul double %t125.i, %t131.i
  %t133.i = fadd double %t132.i, 0x3FC5555555555555
  %t134.i = fmul double %t125.i, %t133.i
  %t135.i = fsub double %t124.i, %t134.i
  %t136.i = fmul double %t124.i, %t135.i
  %t137.i = fsub double 2.000000e+00, %t135.i
  %t138.i = fdiv double %t136.i, %t137.i
  %t139.i = fsub double %t123.i, %t138.i
  %7 = fsub double %t122.i, %t139.i
  %t141.i = fadd double %7, 1.000000e+00
  %t142.i = fcmp oeq double %t141.i, 0.000000e+00
  br i1 %t142.i, label %b92.i, label %b73.i

b73.i:                                            ; preds = %b71.i
  %t143.i = tail call double @llvm.fabs.f64(double %t141.i)
  %t144.i = fcmp ogt double %t143.i, 0x7FEFFFFFFFFFFFFF
  %t145.i = fcmp uno double %t141.i, 0.000000e+00
  %or.cond5.i = select i1 %t144.i, i1 true, i1 %t145.i
  br i1 %or.cond5.i, label %b92.i, label %b76.i

b76.i:                                            ; preds = %b73.i
  %t146.i = fcmp olt double %t143.i, 0x10000000000000
  %t147.i = fmul double %t141.i, 0x4330000000000000
  %t148.i = select i1 %t146.i, double %t147.i, double %t141.i
  %t149.i = select i1 %t146.i, i64 -52, i64 0
  %t151.i = bitcast double %t148.i to i64
  %t152.i = lshr i64 %t151.i, 52
  %t154.i = and i64 %t152.i, 2047
  %t155.i = add i64 %t119.i, -1023
  %t150.i = add i64 %t155.i, %t149.i
  %t156.i = add i64 %t150.i, %t154.i
  %t157.i = icmp slt i64 %t156.i, -1075
  br i1 %t157.i, label %b80.i, label %b81.i

b80.i:                                            ; preds = %b76.i
  %t158.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t148.i)
  br label %b92.i

b81.i:                                            ; preds = %b76.i
  %t159.i = icmp sgt i64 %t156.i, 1023
  br i1 %t159.i, label %b82.i, label %b85.i

b82.i:                                            ; preds = %b81.i
  %t160.i = fcmp olt double %t148.i, 0.000000e+00
  %.79.i = select i1 %t160.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b92.i

b85.i:                                            ; preds = %b81.i
  %t161.i = icmp slt i64 %t156.i, -1022
  %spec.select80.i = select i1 %t161.i, double 0x3CA0000000000000, double 1.000000e+00
  %t165.i = and i64 %t151.i, -9218868437227405313
  %8 = shl nsw i64 %t156.i, 52
  %9 = add i64 %8, 238690780250636288
  %t166.i = select i1 %t161.i, i64 %9, i64 %8
  %t168.i = add i64 %t166.i, 4607182418800017408
  %t169.i = or i64 %t168.i, %t165.i
  %t170.i = bitcast i64 %t169.i to double
  %t171.i = fmul double %spec.select80.i, %t170.i
  br label %b92.i

b89.i:                                            ; preds = %b69.i
  %t173.i = fcmp ogt double %t108.i, 0.000000e+00
  br i1 %t173.i, label %b90.i, label %b71.i

b90.i:                                            ; preds = %b89.i
  %t174.i = fmul double %t108.i, 0x3FF71547652B82FE
  %t175.i = fadd double %t174.i, 5.000000e-01
  %.21.i = fcmp oge double %t175.i, 0xC3E0000000000000
  %.22.i = fcmp olt double %t175.i, 0x43E0000000000000
  %.23.i = and i1 %.21.i, %.22.i
  %10 = fptosi double %t175.i to i64
  %.26.i = select i1 %.23.i, i64 %10, i64 -9223372036854775808
  br label %b71.i

b92.i:                                            ; preds = %b85.i, %b82.i, %b80.i, %b73.i, %b71.i, %b68.i, %b64.i, %b62.i, %b60.i, %b38.i
  %t178.i = phi double [ %t37.i, %b38.i ], [ %t51.i, %b80.i ], [ %t51.i, %b85.i ], [ %t51.i, %b71.i ], [ %t51.i, %b73.i ], [ %t51.i, %b82.i ], [ %t51.i, %b64.i ], [ %t51.i, %b62.i ], [ %t51.i, %b60.i ], [ %t51.i, %b68.i ]
  %t179.i = phi double [ 1.000000e+00, %b38.i ], [ %t158.i, %b80.i ], [ %t171.i, %b85.i ], [ %t141.i, %b71.i ], [ %t141.i, %b73.i ], [ %.79.i, %b82.i ], [ 0.000000e+00, %b64.i ], [ 0x7FF0000000000000, %b62.i ], [ %t108.i, %b60.i ], [ %t114.i, %b68.i ]
  br i1 %t5.i, label %b101.i, label %b94.i

b94.i:                                            ; preds = %b92.i
  %t180.i = tail call double @llvm.fabs.f64(double %t25)
  %t181.i = fcmp ogt double %t180.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t181.i, label %b101.i, label %b97.i

b97.i:                                            ; preds = %b94.i
  %t182.i = fcmp olt double %t180.i, 0x10000000000000
  %t183.i = fmul double %t25, 0x4330000000000000
  %t184.i = select i1 %t182.i, double %t183.i, double %t25
  %t186.i = bitcast double %t184.i to i64
  %t187.i = lshr i64 %t186.i, 52
  %t188.i = and i64 %t187.i, 2047
  %t191.i = select i1 %t182.i, i64 -1074, i64 -1022
  %t192.i = add nsw i64 %t188.i, %t191.i
  %t193.i = and i64 %t186.i, -9218868437227405313
  %t194.i = or i64 %t193.i, 4602678819172646912
  %t195.i = bitcast i64 %t194.i to double
  br label %b101.i

b101.i:                                           ; preds = %b97.i, %b94.i, %b92.i
  %t196.i = phi double [ %t195.i, %b97.i ], [ %t25, %b92.i ], [ %t25, %b94.i ]
  %t197.i = phi i64 [ %t192.i, %b97.i ], [ 0, %b92.i ], [ 0, %b94.i ]
  %.28.i = fcmp oge double %t178.i, 0xC3E0000000000000
  %.29.i = fcmp olt double %t178.i, 0x43E0000000000000
  %.30.i = and i1 %.28.i, %.29.i
  %11 = fptosi double %t178.i to i64
  %.33.i = select i1 %.30.i, i64 %11, i64 -9223372036854775808
  %t204.not104.i = icmp eq i64 %.33.i, 0
  br i1 %t204.not104.i, label %b111.i, label %b103.i

b103.i:                                           ; preds = %b101.i, %b106.i
  %t203109.i = phi i64 [ %t221.i, %b106.i ], [ %.33.i, %b101.i ]
  %t202108.i = phi i64 [ %t220.i, %b106.i ], [ %t197.i, %b101.i ]
  %t201107.i = phi double [ %t219.i, %b106.i ], [ %t196.i, %b101.i ]
  %t200106.i = phi i64 [ %t213.i, %b106.i ], [ 0, %b101.i ]
  %t199105.i = phi double [ %t212.i, %b106.i ], [ %t179.i, %b101.i ]
  %12 = add i64 %t202108.i, -4097
  %13 = icmp ult i64 %12, -8193
  br i1 %13, label %b104.i, label %b106.i

b104.i:                                           ; preds = %b103.i
  %t206.i = add i64 %t200106.i, %t202108.i
  br label %b111.i

b106.i:                                           ; preds = %b103.i
  %t208.i = and i64 %t203109.i, 1
  %t209.not.i = icmp eq i64 %t208.i, 0
  %t210.i = select i1 %t209.not.i, double 1.000000e+00, double %t201107.i
  %t212.i = fmul double %t210.i, %t199105.i
  %t211.i = select i1 %t209.not.i, i64 0, i64 %t202108.i
  %t213.i = add i64 %t211.i, %t200106.i
  %t214.i = fmul double %t201107.i, %t201107.i
  %t215.i = shl nsw i64 %t202108.i, 1
  %t216.i = fcmp olt double %t214.i, 5.000000e-01
  %t217.i = select i1 %t216.i, double %t214.i, double -0.000000e+00
  %t219.i = fadd double %t214.i, %t217.i
  %t218.i = sext i1 %t216.i to i64
  %t220.i = add i64 %t215.i, %t218.i
  %t221.i = ashr i64 %t203109.i, 1
  %t204.not.i = icmp ult i64 %t203109.i, 2
  br i1 %t204.not.i, label %b111.i, label %b103.i

b111.i:                                           ; preds = %b106.i, %b104.i, %b101.i
  %t19997.i = phi double [ %t199105.i, %b104.i ], [ %t179.i, %b101.i ], [ %t212.i, %b106.i ]
  %t222.i = phi i64 [ %t206.i, %b104.i ], [ 0, %b101.i ], [ %t213.i, %b106.i ]
  %t223.i = fcmp olt float %t21, 0.000000e+00
  br i1 %t223.i, label %b112.i, label %b113.i

b112.i:                                           ; preds = %b111.i
  %t224.i = fdiv double 1.000000e+00, %t19997.i
  %t225.i = sub i64 0, %t222.i
  br label %b113.i

b113.i:                                           ; preds = %b112.i, %b111.i
  %t226.i = phi double [ %t19997.i, %b111.i ], [ %t224.i, %b112.i ]
  %t227.i = phi i64 [ %t222.i, %b111.i ], [ %t225.i, %b112.i ]
  %t228.i = fcmp oeq double %t226.i, 0.000000e+00
  br i1 %t228.i, label %math.pow.exit, label %b115.i

b115.i:                                           ; preds = %b113.i
  %t229.i = tail call double @llvm.fabs.f64(double %t226.i)
  %t230.i = fcmp ogt double %t229.i, 0x7FEFFFFFFFFFFFFF
  %t231.i = fcmp uno double %t226.i, 0.000000e+00
  %or.cond83.i = select i1 %t230.i, i1 true, i1 %t231.i
  br i1 %or.cond83.i, label %math.pow.exit, label %b118.i

b118.i:                                           ; preds = %b115.i
  %t232.i = fcmp olt double %t229.i, 0x10000000000000
  %t233.i = fmul double %t226.i, 0x4330000000000000
  %t234.i = select i1 %t232.i, double %t233.i, double %t226.i
  %t235.i = select i1 %t232.i, i64 -52, i64 0
  %t237.i = bitcast double %t234.i to i64
  %t238.i = lshr i64 %t237.i, 52
  %t240.i = and i64 %t238.i, 2047
  %t241.i = add i64 %t227.i, -1023
  %t236.i = add i64 %t241.i, %t235.i
  %t242.i = add i64 %t236.i, %t240.i
  %t243.i = icmp slt i64 %t242.i, -1075
  br i1 %t243.i, label %b122.i, label %b123.i

b122.i:                                           ; preds = %b118.i
  %t244.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t234.i)
  br label %math.pow.exit

b123.i:                                           ; preds = %b118.i
  %t245.i = icmp sgt i64 %t242.i, 1023
  br i1 %t245.i, label %b124.i, label %b127.i

b124.i:                                           ; preds = %b123.i
  %t246.i = fcmp olt double %t234.i, 0.000000e+00
  %.84.i = select i1 %t246.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %math.pow.exit

b127.i:                                           ; preds = %b123.i
  %t247.i = icmp slt i64 %t242.i, -1022
  %spec.select86.i = select i1 %t247.i, double 0x3CA0000000000000, double 1.000000e+00
  %t251.i = and i64 %t237.i, -9218868437227405313
  %14 = shl nsw i64 %t242.i, 52
  %15 = add i64 %14, 238690780250636288
  %t252.i = select i1 %t247.i, i64 %15, i64 %14
  %t254.i = add i64 %t252.i, 4607182418800017408
  %t255.i = or i64 %t254.i, %t251.i
  %t256.i = bitcast i64 %t255.i to double
  %t257.i = fmul double %spec.select86.i, %t256.i
  br label %math.pow.exit

b131.i:                                           ; preds = %b8.i
  %t259.i = tail call double @llvm.fabs.f64(double %t26)
  %t260.i = fcmp ogt double %t259.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t260.i, label %b132.i, label %b137.i

b132.i:                                           ; preds = %b131.i
  %t261.i = fcmp oeq float %t18, -1.000000e+00
  br i1 %t261.i, label %math.pow.exit, label %b134.i

b134.i:                                           ; preds = %b132.i
  %t262.i = tail call double @llvm.fabs.f64(double %t25)
  %t263.i = fcmp uge double %t262.i, 1.000000e+00
  %t264.i = fcmp ogt double %t26, 0x7FEFFFFFFFFFFFFF
  %t265.i = xor i1 %t263.i, %t264.i
  %.87.i = select i1 %t265.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b137.i:                                           ; preds = %b131.i
  %t266.i = tail call double @llvm.fabs.f64(double %t25)
  %t267.i = fcmp ogt double %t266.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t267.i, label %b138.i, label %b144.i

b138.i:                                           ; preds = %b137.i
  %t269.i = fcmp olt double %t25, 0xFFEFFFFFFFFFFFFF
  br i1 %t269.i, label %b139.i, label %b140.i

b139.i:                                           ; preds = %b138.i
  %t270.i = fdiv double 1.000000e+00, %t25
  %t271.i = fneg double %t26
  %t1.i.i = fcmp oeq double %t270.i, 1.000000e+00
  br i1 %t1.i.i, label %math.pow.exit, label %b3.i.i

b3.i.i:                                           ; preds = %b139.i
  %t2.i.i = fcmp oeq float %t21, -1.000000e+00
  br i1 %t2.i.i, label %math.pow.exit, label %b5.i.i

b5.i.i:                                           ; preds = %b3.i.i
  %t3.i.i = fcmp uno double %t270.i, 0.000000e+00
  br i1 %t3.i.i, label %math.pow.exit, label %b8.i.i

b8.i.i:                                           ; preds = %b5.i.i
  %t5.i.i = fcmp oeq double %t270.i, 0.000000e+00
  br i1 %t5.i.i, label %b9.i.i, label %b81.i.i

b9.i.i:                                           ; preds = %b8.i.i
  %t6.i.i = fcmp ogt float %t21, 0.000000e+00
  br i1 %t6.i.i, label %b10.i.i, label %b19.i.i

b10.i.i:                                          ; preds = %b9.i.i
  %t7.i.i = bitcast double %t270.i to i64
  %t9.i.i = icmp sgt i64 %t7.i.i, -1
  %t10.i.i = tail call double @llvm.fabs.f64(double %t271.i)
  %t11.i.i = fcmp oge double %t10.i.i, 0x4340000000000000
  %or.cond68.i.i = select i1 %t9.i.i, i1 true, i1 %t11.i.i
  br i1 %or.cond68.i.i, label %b18.i.i, label %b13.i.i

b13.i.i:                                          ; preds = %b10.i.i
  %t12.i.i = tail call double @llvm.trunc.f64(double %t271.i)
  %t13.i.i = fsub double %t271.i, %t12.i.i
  %t14.i.i = tail call double @llvm.copysign.f64(double %t13.i.i, double %t271.i)
  %t15.i.i = fcmp oeq double %t14.i.i, 0.000000e+00
  br i1 %t15.i.i, label %b14.i.i, label %b18.i.i

b14.i.i:                                          ; preds = %b13.i.i
  %.1.i.i = fcmp oge double %t12.i.i, 0xC3E0000000000000
  %.2.i.i = fcmp olt double %t12.i.i, 0x43E0000000000000
  %.3.i.i = and i1 %.1.i.i, %.2.i.i
  %16 = fptosi double %t12.i.i to i64
  %.op71.i.i = and i64 %16, 1
  %t1872.i.i = icmp ne i64 %.op71.i.i, 0
  %t18.i.i = select i1 %.3.i.i, i1 %t1872.i.i, i1 false
  br i1 %t18.i.i, label %math.pow.exit, label %b18.i.i

b18.i.i:                                          ; preds = %b14.i.i, %b13.i.i, %b10.i.i
  br label %math.pow.exit

b19.i.i:                                          ; preds = %b9.i.i
  %t21.i.i = fcmp olt float %t21, 0.000000e+00
  br i1 %t21.i.i, label %b20.i.i, label %b19.b29_crit_edge.i.i

b19.b29_crit_edge.i.i:                            ; preds = %b19.i.i
  %.pre.i.i = tail call double @llvm.fabs.f64(double %t271.i)
  br label %b29.i.i

b20.i.i:                                          ; preds = %b19.i.i
  %t22.i.i = bitcast double %t270.i to i64
  %t24.i.i = icmp sgt i64 %t22.i.i, -1
  %t25.i.i = tail call double @llvm.fabs.f64(double %t271.i)
  %t26.i.i = fcmp oge double %t25.i.i, 0x4340000000000000
  %or.cond69.i.i = select i1 %t24.i.i, i1 true, i1 %t26.i.i
  br i1 %or.cond69.i.i, label %b28.i.i, label %b23.i.i

b23.i.i:                                          ; preds = %b20.i.i
  %t27.i.i = tail call double @llvm.trunc.f64(double %t271.i)
  %t28.i.i = fsub double %t271.i, %t27.i.i
  %t29.i.i = tail call double @llvm.copysign.f64(double %t28.i.i, double %t271.i)
  %t30.i.i = fcmp oeq double %t29.i.i, 0.000000e+00
  br i1 %t30.i.i, label %b24.i.i, label %b28.i.i

b24.i.i:                                          ; preds = %b23.i.i
  %.7.i.i = fcmp oge double %t27.i.i, 0xC3E0000000000000
  %.8.i.i = fcmp olt double %t27.i.i, 0x43E0000000000000
  %.9.i.i = and i1 %.7.i.i, %.8.i.i
  %17 = fptosi double %t27.i.i to i64
  %.op.i.i = and i64 %17, 1
  %t3370.i.i = icmp ne i64 %.op.i.i, 0
  %t33.i.i = select i1 %.9.i.i, i1 %t3370.i.i, i1 false
  br i1 %t33.i.i, label %math.pow.exit, label %b28.i.i

b28.i.i:                                          ; preds = %b24.i.i, %b23.i.i, %b20.i.i
  br label %math.pow.exit

b29.i.i:                                          ; preds = %b96.i.i, %b92.i.i, %b19.b29_crit_edge.i.i
  %t36.pre-phi.i.i = phi double [ %.pre.i.i, %b19.b29_crit_edge.i.i ], [ %t137.i.i, %b96.i.i ], [ %t137.i.i, %b92.i.i ]
  %t37.i.i = tail call double @llvm.trunc.f64(double %t36.pre-phi.i.i)
  %t38.i.i = fsub double %t36.pre-phi.i.i, %t37.i.i
  %18 = tail call double @llvm.fabs.f64(double %t38.i.i)
  %t40.i.i = fcmp une double %t38.i.i, 0.000000e+00
  %t41.i.i = fcmp olt double %t270.i, 0.000000e+00
  %or.cond2.i.i = select i1 %t40.i.i, i1 %t41.i.i, i1 false
  br i1 %or.cond2.i.i, label %math.pow.exit, label %b32.i.i

b32.i.i:                                          ; preds = %b29.i.i
  %t42.i.i = fcmp ult double %t37.i.i, 0x43E0000000000000
  br i1 %t42.i.i, label %b38.i.i, label %b33.i.i

b33.i.i:                                          ; preds = %b32.i.i
  %t43.i.i = fcmp oeq double %t270.i, -1.000000e+00
  br i1 %t43.i.i, label %math.pow.exit, label %b35.i.i

b35.i.i:                                          ; preds = %b33.i.i
  %t46.i.i = fcmp olt float %t21, 0.000000e+00
  %t44.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t45.i.i = fcmp uge double %t44.i.i, 1.000000e+00
  %t47.i.i = xor i1 %t45.i.i, %t46.i.i
  %..i.i = select i1 %t47.i.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b38.i.i:                                          ; preds = %b32.i.i
  br i1 %t40.i.i, label %b39.i.i, label %b42.i.i

b39.i.i:                                          ; preds = %b38.i.i
  %t48.i.i = fcmp ogt double %18, 5.000000e-01
  %t49.i.i = fadd double %18, -1.000000e+00
  %t50.i.i = fadd double %t37.i.i, 1.000000e+00
  %t51.i.i = select i1 %t48.i.i, double %t50.i.i, double %t37.i.i
  %t52.i.i = select i1 %t48.i.i, double %t49.i.i, double %18
  %t1.i.i.i = fcmp ogt double %t270.i, 0x7FEFFFFFFFFFFFFF
  %brmerge.i.i = or i1 %t1.i.i.i, %t41.i.i
  %p0.mux.i.i = select i1 %t1.i.i.i, double %t270.i, double 0x7FF8000000000001
  %brmerge192.i.i = or i1 %t5.i.i, %brmerge.i.i
  %p0.mux.mux.i.i = select i1 %brmerge.i.i, double %p0.mux.i.i, double 0xFFF0000000000000
  br i1 %brmerge192.i.i, label %math.log.exit.i.i, label %b9.i.i.i

b9.i.i.i:                                         ; preds = %b39.i.i
  %t4.i.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t5.i.i.i = fcmp ogt double %t4.i.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t5.i.i.i, label %b16.i.i.i, label %b12.i.i.i

b12.i.i.i:                                        ; preds = %b9.i.i.i
  %t6.i.i.i = fcmp olt double %t4.i.i.i, 0x10000000000000
  %t7.i.i.i = fmul double %t270.i, 0x4330000000000000
  %t8.i.i.i = select i1 %t6.i.i.i, double %t7.i.i.i, double %t270.i
  %t10.i.i.i = bitcast double %t8.i.i.i to i64
  %t11.i.i.i = lshr i64 %t10.i.i.i, 52
  %t12.i.i.i = and i64 %t11.i.i.i, 2047
  %t15.i.i.i = select i1 %t6.i.i.i, i64 -1074, i64 -1022
  %t16.i.i.i = add nsw i64 %t12.i.i.i, %t15.i.i.i
  %t17.i.i.i = and i64 %t10.i.i.i, -9218868437227405313
  %t18.i.i.i = or i64 %t17.i.i.i, 4602678819172646912
  %t19.i.i.i = bitcast i64 %t18.i.i.i to double
  br label %b16.i.i.i

b16.i.i.i:                                        ; preds = %b12.i.i.i, %b9.i.i.i
  %t20.i.i.i = phi double [ %t19.i.i.i, %b12.i.i.i ], [ %t270.i, %b9.i.i.i ]
  %t21.i.i.i = phi i64 [ %t16.i.i.i, %b12.i.i.i ], [ 0, %b9.i.i.i ]
  %t22.i.i.i = fcmp olt double %t20.i.i.i, 0x3FE6A09E667F3BCD
  %t23.i.i.i = fmul double %t20.i.i.i, 2.000000e+00
  %t25.i.i.i = select i1 %t22.i.i.i, double %t23.i.i.i, double %t20.i.i.i
  %t24.i.i.i = sext i1 %t22.i.i.i to i64
  %t26.i.i.i = add nsw i64 %t21.i.i.i, %t24.i.i.i
  %t27.i.i.i = fadd double %t25.i.i.i, -1.000000e+00
  %t28.i.i.i = sitofp i64 %t26.i.i.i to double
  %t29.i.i.i = fadd double %t27.i.i.i, 2.000000e+00
  %t30.i.i.i = fdiv double %t27.i.i.i, %t29.i.i.i
  %t31.i.i.i = fmul double %t30.i.i.i, %t30.i.i.i
  %t32.i.i.i = fmul double %t31.i.i.i, %t31.i.i.i
  %t33.i.i.i = fmul double %t32.i.i.i, 0x3FC2F112DF3E5244
  %t34.i.i.i = fadd double %t33.i.i.i, 0x3FC7466496CB03DE
  %t35.i.i.i = fmul double %t32.i.i.i, %t34.i.i.i
  %t36.i.i.i = fadd double %t35.i.i.i, 0x3FD2492494229359
  %t37.i.i.i = fmul double %t32.i.i.i, %t36.i.i.i
  %t38.i.i.i = fadd double %t37.i.i.i, 0x3FE5555555555593
  %t39.i.i.i = fmul double %t31.i.i.i, %t38.i.i.i
  %t40.i.i.i = fmul double %t32.i.i.i, 0x3FC39A09D078C69F
  %t41.i.i.i = fadd double %t40.i.i.i, 0x3FCC71C51D8E78AF
  %t42.i.i.i = fmul double %t32.i.i.i, %t41.i.i.i
  %t43.i.i.i = fadd double %t42.i.i.i, 0x3FD999999997FA04
  %t44.i.i.i = fmul double %t32.i.i.i, %t43.i.i.i
  %t45.i.i.i = fadd double %t44.i.i.i, %t39.i.i.i
  %t46.i.i.i = fmul double %t27.i.i.i, 5.000000e-01
  %t47.i.i.i = fmul double %t27.i.i.i, %t46.i.i.i
  %t48.i.i.i = fmul double %t28.i.i.i, 0x3FE62E42FEE00000
  %t49.i.i.i = fadd double %t47.i.i.i, %t45.i.i.i
  %t50.i.i.i = fmul double %t30.i.i.i, %t49.i.i.i
  %t51.i.i.i = fmul double %t28.i.i.i, 0x3DEA39EF35793C76
  %t52.i.i.i = fadd double %t51.i.i.i, %t50.i.i.i
  %t53.i.i.i = fsub double %t47.i.i.i, %t52.i.i.i
  %t54.i.i.i = fsub double %t53.i.i.i, %t27.i.i.i
  %t55.i.i.i = fsub double %t48.i.i.i, %t54.i.i.i
  br label %math.log.exit.i.i

math.log.exit.i.i:                                ; preds = %b16.i.i.i, %b39.i.i
  %common.ret.op.i.i.i = phi double [ %t55.i.i.i, %b16.i.i.i ], [ %p0.mux.mux.i.i, %b39.i.i ]
  %t54.i.i = fmul double %t52.i.i, %common.ret.op.i.i.i
  %t0.i73.i.i = fcmp uno double %t54.i.i, 0.000000e+00
  br i1 %t0.i73.i.i, label %b42.i.i, label %b2.i.i.i

b2.i.i.i:                                         ; preds = %math.log.exit.i.i
  %t1.i75.i.i = fcmp ogt double %t54.i.i, 0x40862E42FEFA39EF
  br i1 %t1.i75.i.i, label %b42.i.i, label %b4.i.i.i

b4.i.i.i:                                         ; preds = %b2.i.i.i
  %t2.i76.i.i = fcmp olt double %t54.i.i, 0xC0874910D52D3051
  br i1 %t2.i76.i.i, label %b42.i.i, label %b6.i.i.i

b6.i.i.i:                                         ; preds = %b4.i.i.i
  %t3.i77.i.i = fcmp ogt double %t54.i.i, 0xBE30000000000000
  %t4.i78.i.i = fcmp olt double %t54.i.i, 0x3E30000000000000
  %or.cond.i79.i.i = and i1 %t3.i77.i.i, %t4.i78.i.i
  br i1 %or.cond.i79.i.i, label %b8.i.i.i, label %b9.i82.i.i

b8.i.i.i:                                         ; preds = %b6.i.i.i
  %t5.i80.i.i = fadd double %t54.i.i, 1.000000e+00
  br label %b42.i.i

b9.i82.i.i:                                       ; preds = %b6.i.i.i
  %t6.i81.i.i = fcmp olt double %t54.i.i, 0.000000e+00
  br i1 %t6.i81.i.i, label %b10.i.i.i, label %b29.i.i.i

b10.i.i.i:                                        ; preds = %b9.i82.i.i
  %t7.i83.i.i = fmul double %t54.i.i, 0x3FF71547652B82FE
  %t8.i84.i.i = fadd double %t7.i83.i.i, -5.000000e-01
  %.1.i.i.i = fcmp oge double %t8.i84.i.i, 0xC3E0000000000000
  %.2.i.i.i = fcmp olt double %t8.i84.i.i, 0x43E0000000000000
  %.3.i.i.i = and i1 %.1.i.i.i, %.2.i.i.i
  %19 = fptosi double %t8.i84.i.i to i64
  %.6.i.i.i = select i1 %.3.i.i.i, i64 %19, i64 -9223372036854775808
  br label %b11.i.i.i

b11.i.i.i:                                        ; preds = %b30.i.i.i, %b29.i.i.i, %b10.i.i.i
  %t10.i85.i.i = phi i64 [ %.6.i.i.i, %b10.i.i.i ], [ 0, %b29.i.i.i ], [ %.13.i.i.i, %b30.i.i.i ]
  %t11.i86.i.i = sitofp i64 %t10.i85.i.i to double
  %t12.i87.i.i = fmul double %t11.i86.i.i, 0x3FE62E42FEE00000
  %t13.i.i.i = fsub double %t54.i.i, %t12.i87.i.i
  %t14.i.i.i = fmul double %t11.i86.i.i, 0x3DEA39EF35793C76
  %t15.i88.i.i = fsub double %t13.i.i.i, %t14.i.i.i
  %t16.i89.i.i = fmul double %t15.i88.i.i, %t15.i88.i.i
  %t17.i90.i.i = fmul double %t16.i89.i.i, 0x3E66376972BEA4D0
  %t18.i91.i.i = fadd double %t17.i90.i.i, 0xBEBBBD41C5D26BF1
  %t19.i92.i.i = fmul double %t16.i89.i.i, %t18.i91.i.i
  %t20.i93.i.i = fadd double %t19.i92.i.i, 0x3F11566AAF25DE2C
  %t21.i94.i.i = fmul double %t16.i89.i.i, %t20.i93.i.i
  %t22.i95.i.i = fadd double %t21.i94.i.i, 0xBF66C16C16BEBD93
  %t23.i96.i.i = fmul double %t16.i89.i.i, %t22.i95.i.i
  %t24.i97.i.i = fadd double %t23.i96.i.i, 0x3FC5555555555555
  %t25.i98.i.i = fmul double %t16.i89.i.i, %t24.i97.i.i
  %t26.i99.i.i = fsub double %t15.i88.i.i, %t25.i98.i.i
  %t27.i100.i.i = fmul double %t15.i88.i.i, %t26.i99.i.i
  %t28.i101.i.i = fsub double 2.000000e+00, %t26.i99.i.i
  %t29.i102.i.i = fdiv double %t27.i100.i.i, %t28.i101.i.i
  %t30.i103.i.i = fsub double %t14.i.i.i, %t29.i102.i.i
  %20 = fsub double %t13.i.i.i, %t30.i103.i.i
  %t32.i104.i.i = fadd double %20, 1.000000e+00
  %t33.i105.i.i = fcmp oeq double %t32.i104.i.i, 0.000000e+00
  br i1 %t33.i105.i.i, label %b42.i.i, label %b13.i.i.i

b13.i.i.i:                                        ; preds = %b11.i.i.i
  %t34.i106.i.i = tail call double @llvm.fabs.f64(double %t32.i104.i.i)
  %t35.i107.i.i = fcmp ogt double %t34.i106.i.i, 0x7FEFFFFFFFFFFFFF
  %t36.i108.i.i = fcmp uno double %t32.i104.i.i, 0.000000e+00
  %or.cond1.i.i.i = select i1 %t35.i107.i.i, i1 true, i1 %t36.i108.i.i
  br i1 %or.cond1.i.i.i, label %b42.i.i, label %b16.i120.i.i

b16.i120.i.i:                                     ; preds = %b13.i.i.i
  %t37.i109.i.i = fcmp olt double %t34.i106.i.i, 0x10000000000000
  %t38.i110.i.i = fmul double %t32.i104.i.i, 0x4330000000000000
  %t39.i111.i.i = select i1 %t37.i109.i.i, double %t38.i110.i.i, double %t32.i104.i.i
  %t40.i112.i.i = select i1 %t37.i109.i.i, i64 -52, i64 0
  %t42.i113.i.i = bitcast double %t39.i111.i.i to i64
  %t43.i114.i.i = lshr i64 %t42.i113.i.i, 52
  %t45.i115.i.i = and i64 %t43.i114.i.i, 2047
  %t46.i116.i.i = add i64 %t10.i85.i.i, -1023
  %t41.i117.i.i = add i64 %t46.i116.i.i, %t40.i112.i.i
  %t47.i118.i.i = add i64 %t41.i117.i.i, %t45.i115.i.i
  %t48.i119.i.i = icmp slt i64 %t47.i118.i.i, -1075
  br i1 %t48.i119.i.i, label %b20.i.i.i, label %b21.i.i.i

b20.i.i.i:                                        ; preds = %b16.i120.i.i
  %t49.i121.i.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t39.i111.i.i)
  br label %b42.i.i

b21.i.i.i:                                        ; preds = %b16.i120.i.i
  %t50.i122.i.i = icmp sgt i64 %t47.i118.i.i, 1023
  br i1 %t50.i122.i.i, label %b22.i.i.i, label %b25.i.i.i

b22.i.i.i:                                        ; preds = %b21.i.i.i
  %t51.i123.i.i = fcmp olt double %t39.i111.i.i, 0.000000e+00
  %..i.i.i = select i1 %t51.i123.i.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b42.i.i

b25.i.i.i:                                        ; preds = %b21.i.i.i
  %t52.i124.i.i = icmp slt i64 %t47.i118.i.i, -1022
  %spec.select2.i.i.i = select i1 %t52.i124.i.i, double 0x3CA0000000000000, double 1.000000e+00
  %t56.i.i.i = and i64 %t42.i113.i.i, -9218868437227405313
  %21 = shl nsw i64 %t47.i118.i.i, 52
  %22 = add i64 %21, 238690780250636288
  %t57.i.i.i = select i1 %t52.i124.i.i, i64 %22, i64 %21
  %t59.i.i.i = add i64 %t57.i.i.i, 4607182418800017408
  %t60.i.i.i = or i64 %t59.i.i.i, %t56.i.i.i
  %t61.i.i.i = bitcast i64 %t60.i.i.i to double
  %t62.i.i.i = fmul double %spec.select2.i.i.i, %t61.i.i.i
  br label %b42.i.i

b29.i.i.i:                                        ; preds = %b9.i82.i.i
  %t64.i.i.i = fcmp ogt double %t54.i.i, 0.000000e+00
  br i1 %t64.i.i.i, label %b30.i.i.i, label %b11.i.i.i

b30.i.i.i:                                        ; preds = %b29.i.i.i
  %t65.i.i.i = fmul double %t54.i.i, 0x3FF71547652B82FE
  %t66.i.i.i = fadd double %t65.i.i.i, 5.000000e-01
  %.8.i.i.i = fcmp oge double %t66.i.i.i, 0xC3E0000000000000
  %.9.i.i.i = fcmp olt double %t66.i.i.i, 0x43E0000000000000
  %.10.i.i.i = and i1 %.8.i.i.i, %.9.i.i.i
  %23 = fptosi double %t66.i.i.i to i64
  %.13.i.i.i = select i1 %.10.i.i.i, i64 %23, i64 -9223372036854775808
  br label %b11.i.i.i

b42.i.i:                                          ; preds = %b25.i.i.i, %b22.i.i.i, %b20.i.i.i, %b13.i.i.i, %b11.i.i.i, %b8.i.i.i, %b4.i.i.i, %b2.i.i.i, %math.log.exit.i.i, %b38.i.i
  %t56.i.i = phi double [ %t37.i.i, %b38.i.i ], [ %t51.i.i, %math.log.exit.i.i ], [ %t51.i.i, %b2.i.i.i ], [ %t51.i.i, %b4.i.i.i ], [ %t51.i.i, %b8.i.i.i ], [ %t51.i.i, %b11.i.i.i ], [ %t51.i.i, %b13.i.i.i ], [ %t51.i.i, %b20.i.i.i ], [ %t51.i.i, %b22.i.i.i ], [ %t51.i.i, %b25.i.i.i ]
  %t57.i.i = phi double [ 1.000000e+00, %b38.i.i ], [ %t54.i.i, %math.log.exit.i.i ], [ 0x7FF0000000000000, %b2.i.i.i ], [ 0.000000e+00, %b4.i.i.i ], [ %t5.i80.i.i, %b8.i.i.i ], [ %t32.i104.i.i, %b11.i.i.i ], [ %t32.i104.i.i, %b13.i.i.i ], [ %t49.i121.i.i, %b20.i.i.i ], [ %..i.i.i, %b22.i.i.i ], [ %t62.i.i.i, %b25.i.i.i ]
  br i1 %t5.i.i, label %b51.i.i, label %b44.i.i

b44.i.i:                                          ; preds = %b42.i.i
  %t58.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t59.i.i = fcmp ogt double %t58.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t59.i.i, label %b51.i.i, label %b47.i.i

b47.i.i:                                          ; preds = %b44.i.i
  %t60.i.i = fcmp olt double %t58.i.i, 0x10000000000000
  %t61.i.i = fmul double %t270.i, 0x4330000000000000
  %t62.i.i = select i1 %t60.i.i, double %t61.i.i, double %t270.i
  %t64.i.i = bitcast double %t62.i.i to i64
  %t65.i.i = lshr i64 %t64.i.i, 52
  %t66.i.i = and i64 %t65.i.i, 2047
  %t69.i.i = select i1 %t60.i.i, i64 -1074, i64 -1022
  %t70.i.i = add nsw i64 %t66.i.i, %t69.i.i
  %t71.i.i = and i64 %t64.i.i, -9218868437227405313
  %t72.i.i = or i64 %t71.i.i, 4602678819172646912
  %t73.i.i = bitcast i64 %t72.i.i to double
  br label %b51.i.i

b51.i.i:                                          ; preds = %b47.i.i, %b44.i.i, %b42.i.i
  %t74.i.i = phi double [ %t73.i.i, %b47.i.i ], [ %t270.i, %b42.i.i ], [ %t270.i, %b44.i.i ]
  %t75.i.i = phi i64 [ %t70.i.i, %b47.i.i ], [ 0, %b42.i.i ], [ 0, %b44.i.i ]
  %.14.i.i = fcmp oge double %t56.i.i, 0xC3E0000000000000
  %.15.i.i = fcmp olt double %t56.i.i, 0x43E0000000000000
  %.16.i.i = and i1 %.14.i.i, %.15.i.i
  %24 = fptosi double %t56.i.i to i64
  %.19.i.i = select i1 %.16.i.i, i64 %24, i64 -9223372036854775808
  %t82.not200.i.i = icmp eq i64 %.19.i.i, 0
  br i1 %t82.not200.i.i, label %b61.i.i, label %b53.i.i

b53.i.i:                                          ; preds = %b51.i.i, %b56.i.i
  %t81205.i.i = phi i64 [ %t99.i.i, %b56.i.i ], [ %.19.i.i, %b51.i.i ]
  %t80204.i.i = phi i64 [ %t98.i.i, %b56.i.i ], [ %t75.i.i, %b51.i.i ]
  %t79203.i.i = phi double [ %t97.i.i, %b56.i.i ], [ %t74.i.i, %b51.i.i ]
  %t78202.i.i = phi i64 [ %t91.i.i, %b56.i.i ], [ 0, %b51.i.i ]
  %t77201.i.i = phi double [ %t90.i.i, %b56.i.i ], [ %t57.i.i, %b51.i.i ]
  %25 = add i64 %t80204.i.i, -4097
  %26 = icmp ult i64 %25, -8193
  br i1 %26, label %b54.i.i, label %b56.i.i

b54.i.i:                                          ; preds = %b53.i.i
  %t84.i.i = add i64 %t78202.i.i, %t80204.i.i
  br label %b61.i.i

b56.i.i:                                          ; preds = %b53.i.i
  %t86.i.i = and i64 %t81205.i.i, 1
  %t87.not.i.i = icmp eq i64 %t86.i.i, 0
  %t88.i.i = select i1 %t87.not.i.i, double 1.000000e+00, double %t79203.i.i
  %t90.i.i = fmul double %t88.i.i, %t77201.i.i
  %t89.i.i = select i1 %t87.not.i.i, i64 0, i64 %t80204.i.i
  %t91.i.i = add i64 %t89.i.i, %t78202.i.i
  %t92.i.i = fmul double %t79203.i.i, %t79203.i.i
  %t93.i.i = shl nsw i64 %t80204.i.i, 1
  %t94.i.i = fcmp olt double %t92.i.i, 5.000000e-01
  %t95.i.i = select i1 %t94.i.i, double %t92.i.i, double -0.000000e+00
  %t97.i.i = fadd double %t92.i.i, %t95.i.i
  %t96.i.i = sext i1 %t94.i.i to i64
  %t98.i.i = add i64 %t93.i.i, %t96.i.i
  %t99.i.i = ashr i64 %t81205.i.i, 1
  %t82.not.i.i = icmp ult i64 %t81205.i.i, 2
  br i1 %t82.not.i.i, label %b61.i.i, label %b53.i.i

b61.i.i:                                          ; preds = %b56.i.i, %b54.i.i, %b51.i.i
  %t77196.i.i = phi double [ %t77201.i.i, %b54.i.i ], [ %t57.i.i, %b51.i.i ], [ %t90.i.i, %b56.i.i ]
  %t100.i.i = phi i64 [ %t84.i.i, %b54.i.i ], [ 0, %b51.i.i ], [ %t91.i.i, %b56.i.i ]
  %t101.i.i = fcmp ogt float %t21, 0.000000e+00
  br i1 %t101.i.i, label %b62.i.i, label %b63.i.i

b62.i.i:                                          ; preds = %b61.i.i
  %t102.i.i = fdiv double 1.000000e+00, %t77196.i.i
  %t103.i.i = sub i64 0, %t100.i.i
  br label %b63.i.i

b63.i.i:                                          ; preds = %b62.i.i, %b61.i.i
  %t104.i.i = phi double [ %t77196.i.i, %b61.i.i ], [ %t102.i.i, %b62.i.i ]
  %t105.i.i = phi i64 [ %t100.i.i, %b61.i.i ], [ %t103.i.i, %b62.i.i ]
  %t106.i.i = fcmp oeq double %t104.i.i, 0.000000e+00
  br i1 %t106.i.i, label %math.pow.exit, label %b65.i.i

b65.i.i:                                          ; preds = %b63.i.i
  %t107.i.i = tail call double @llvm.fabs.f64(double %t104.i.i)
  %t108.i.i = fcmp ogt double %t107.i.i, 0x7FEFFFFFFFFFFFFF
  %t109.i.i = fcmp uno double %t104.i.i, 0.000000e+00
  %or.cond4.i.i = select i1 %t108.i.i, i1 true, i1 %t109.i.i
  br i1 %or.cond4.i.i, label %math.pow.exit, label %b68.i.i

b68.i.i:                                          ; preds = %b65.i.i
  %t110.i.i = fcmp olt double %t107.i.i, 0x10000000000000
  %t111.i.i = fmul double %t104.i.i, 0x4330000000000000
  %t112.i.i = select i1 %t110.i.i, double %t111.i.i, double %t104.i.i
  %t113.i.i = select i1 %t110.i.i, i64 -52, i64 0
  %t115.i.i = bitcast double %t112.i.i to i64
  %t116.i.i = lshr i64 %t115.i.i, 52
  %t118.i.i = and i64 %t116.i.i, 2047
  %t119.i.i = add i64 %t105.i.i, -1023
  %t114.i.i = add i64 %t119.i.i, %t113.i.i
  %t120.i.i = add i64 %t114.i.i, %t118.i.i
  %t121.i.i = icmp slt i64 %t120.i.i, -1075
  br i1 %t121.i.i, label %b72.i.i, label %b73.i.i

b72.i.i:                                          ; preds = %b68.i.i
  %t122.i.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t112.i.i)
  br label %math.pow.exit

b73.i.i:                                          ; preds = %b68.i.i
  %t123.i.i = icmp sgt i64 %t120.i.i, 1023
  br i1 %t123.i.i, label %b74.i.i, label %b77.i.i

b74.i.i:                                          ; preds = %b73.i.i
  %t124.i.i = fcmp olt double %t112.i.i, 0.000000e+00
  %.65.i.i = select i1 %t124.i.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %math.pow.exit

b77.i.i:                                          ; preds = %b73.i.i
  %t125.i.i = icmp slt i64 %t120.i.i, -1022
  %spec.select66.i.i = select i1 %t125.i.i, double 0x3CA0000000000000, double 1.000000e+00
  %t129.i.i = and i64 %t115.i.i, -9218868437227405313
  %27 = shl nsw i64 %t120.i.i, 52
  %28 = add i64 %27, 238690780250636288
  %t130.i.i = select i1 %t125.i.i, i64 %28, i64 %27
  %t132.i.i = add i64 %t130.i.i, 4607182418800017408
  %t133.i.i = or i64 %t132.i.i, %t129.i.i
  %t134.i.i = bitcast i64 %t133.i.i to double
  %t135.i.i = fmul double %spec.select66.i.i, %t134.i.i
  br label %math.pow.exit

b81.i.i:                                          ; preds = %b8.i.i
  %t137.i.i = tail call double @llvm.fabs.f64(double %t271.i)
  %t138.i.i = fcmp ogt double %t137.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t138.i.i, label %b82.i.i, label %b87.i.i

b82.i.i:                                          ; preds = %b81.i.i
  %t139.i.i = fcmp oeq double %t270.i, -1.000000e+00
  br i1 %t139.i.i, label %math.pow.exit, label %b84.i.i

b84.i.i:                                          ; preds = %b82.i.i
  %t142.i.i = fcmp olt double %t26, 0xFFEFFFFFFFFFFFFF
  %t140.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t141.i.i = fcmp uge double %t140.i.i, 1.000000e+00
  %t143.i.i = xor i1 %t141.i.i, %t142.i.i
  %.67.i.i = select i1 %t143.i.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b87.i.i:                                          ; preds = %b81.i.i
  %t144.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t145.i.i = fcmp ogt double %t144.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t145.i.i, label %b88.i.i, label %b94.i.i

b88.i.i:                                          ; preds = %b87.i.i
  %t147.i.i = fcmp olt double %t270.i, 0xFFEFFFFFFFFFFFFF
  br i1 %t147.i.i, label %b89.i.i, label %b90.i.i

b89.i.i:                                          ; preds = %b88.i.i
  %t148.i.i = fdiv double 1.000000e+00, %t270.i
  %t1.i126.i.i = fcmp oeq double %t148.i.i, 1.000000e+00
  br i1 %t1.i126.i.i, label %math.pow.exit, label %b5.i134.i.i

b5.i134.i.i:                                      ; preds = %b89.i.i
  %t3.i131.i.i = fcmp uno double %t148.i.i, 0.000000e+00
  br i1 %t3.i131.i.i, label %math.pow.exit, label %b8.i136.i.i

b8.i136.i.i:                                      ; preds = %b5.i134.i.i
  %t5.i135.i.i = fcmp oeq double %t148.i.i, 0.000000e+00
  br i1 %t5.i135.i.i, label %b9.i138.i.i, label %b87.i.i.i

b9.i138.i.i:                                      ; preds = %b8.i136.i.i
  %t6.i137.i.i = fcmp olt float %t21, 0.000000e+00
  br i1 %t6.i137.i.i, label %b10.i142.i.i, label %b19.i.i.i

b10.i142.i.i:                                     ; preds = %b9.i138.i.i
  %t7.i139.i.i = bitcast double %t148.i.i to i64
  %t9.i.i.i = icmp sgt i64 %t7.i139.i.i, -1
  %t11.i141.i.i = fcmp oge double %t259.i, 0x4340000000000000
  %or.cond68.i.i.i = select i1 %t9.i.i.i, i1 true, i1 %t11.i141.i.i
  br i1 %or.cond68.i.i.i, label %b18.i.i.i, label %b13.i147.i.i

b13.i147.i.i:                                     ; preds = %b10.i142.i.i
  %t12.i143.i.i = tail call double @llvm.trunc.f64(double %t26)
  %t13.i144.i.i = fsub double %t26, %t12.i143.i.i
  %t14.i145.i.i = tail call double @llvm.copysign.f64(double %t13.i144.i.i, double %t26)
  %t15.i146.i.i = fcmp oeq double %t14.i145.i.i, 0.000000e+00
  br i1 %t15.i146.i.i, label %b14.i.i.i, label %b18.i.i.i

b14.i.i.i:                                        ; preds = %b13.i147.i.i
  %.1.i148.i.i = fcmp oge double %t12.i143.i.i, 0xC3E0000000000000
  %.2.i149.i.i = fcmp olt double %t12.i143.i.i, 0x43E0000000000000
  %.3.i150.i.i = and i1 %.1.i148.i.i, %.2.i149.i.i
  %29 = fptosi double %t12.i143.i.i to i64
  %.op71.i.i.i = and i64 %29, 1
  %t1872.i.i.i = icmp ne i64 %.op71.i.i.i, 0
  %t18.i151.i.i = select i1 %.3.i150.i.i, i1 %t1872.i.i.i, i1 false
  br i1 %t18.i151.i.i, label %math.pow.exit, label %b18.i.i.i

b18.i.i.i:                                        ; preds = %b14.i.i.i, %b13.i147.i.i, %b10.i142.i.i
  br label %math.pow.exit

b19.i.i.i:                                        ; preds = %b9.i138.i.i
  %t21.i152.i.i = fcmp ogt float %t21, 0.000000e+00
  br i1 %t21.i152.i.i, label %b20.i157.i.i, label %b29.i169.i.i

b20.i157.i.i:                                     ; preds = %b19.i.i.i
  %t22.i153.i.i = bitcast double %t148.i.i to i64
  %t24.i154.i.i = icmp sgt i64 %t22.i153.i.i, -1
  %t26.i156.i.i = fcmp oge double %t259.i, 0x4340000000000000
  %or.cond69.i.i.i = select i1 %t24.i154.i.i, i1 true, i1 %t26.i156.i.i
  br i1 %or.cond69.i.i.i, label %b28.i.i.i, label %b23.i.i.i

b23.i.i.i:                                        ; preds = %b20.i157.i.i
  %t27.i158.i.i = tail call double @llvm.trunc.f64(double %t26)
  %t28.i159.i.i = fsub double %t26, %t27.i158.i.i
  %t29.i160.i.i = tail call double @llvm.copysign.f64(double %t28.i159.i.i, double %t26)
  %t30.i161.i.i = fcmp oeq double %t29.i160.i.i, 0.000000e+00
  br i1 %t30.i161.i.i, label %b24.i.i.i, label %b28.i.i.i

b24.i.i.i:                                        ; preds = %b23.i.i.i
  %.7.i.i.i = fcmp oge double %t27.i158.i.i, 0xC3E0000000000000
  %.8.i162.i.i = fcmp olt double %t27.i158.i.i, 0x43E0000000000000
  %.9.i163.i.i = and i1 %.7.i.i.i, %.8.i162.i.i
  %30 = fptosi double %t27.i158.i.i to i64
  %.op.i.i.i = and i64 %30, 1
  %t3370.i.i.i = icmp ne i64 %.op.i.i.i, 0
  %t33.i164.i.i = select i1 %.9.i163.i.i, i1 %t3370.i.i.i, i1 false
  br i1 %t33.i164.i.i, label %math.pow.exit, label %b28.i.i.i

b28.i.i.i:                                        ; preds = %b24.i.i.i, %b23.i.i.i, %b20.i157.i.i
  br label %math.pow.exit

b29.i169.i.i:                                     ; preds = %b96.i.i.i, %b92.i.i.i, %b19.i.i.i
  %t37.i165.i.i = tail call double @llvm.trunc.f64(double %t259.i)
  %t38.i166.i.i = fsub double %t259.i, %t37.i165.i.i
  %31 = tail call double @llvm.fabs.f64(double %t38.i166.i.i)
  %t40.i167.i.i = fcmp une double %t38.i166.i.i, 0.000000e+00
  %t41.i168.i.i = fcmp olt double %t148.i.i, 0.000000e+00
  %or.cond2.i.i.i = select i1 %t40.i167.i.i, i1 %t41.i168.i.i, i1 false
  br i1 %or.cond2.i.i.i, label %math.pow.exit, label %b32.i.i.i

b32.i.i.i:                                        ; preds = %b29.i169.i.i
  %t42.i170.i.i = fcmp ult double %t37.i165.i.i, 0x43E0000000000000
  br i1 %t42.i170.i.i, label %b38.i.i.i, label %b33.i.i.i

b33.i.i.i:                                        ; preds = %b32.i.i.i
  %t43.i171.i.i = fcmp oeq double %t148.i.i, -1.000000e+00
  br i1 %t43.i171.i.i, label %math.pow.exit, label %b35.i.i.i

b35.i.i.i:                                        ; preds = %b33.i.i.i
  %t46.i174.i.i = fcmp ogt float %t21, 0.000000e+00
  %t44.i172.i.i = tail call double @llvm.fabs.f64(double %t148.i.i)
  %t45.i173.i.i = fcmp uge double %t44.i172.i.i, 1.000000e+00
  %t47.i175.i.i = xor i1 %t45.i173.i.i, %t46.i174.i.i
  %..i176.i.i = select i1 %t47.i175.i.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b38.i.i.i:                                        ; preds = %b32.i.i.i
  br i1 %t40.i167.i.i, label %b39.i.i.i, label %b42.i.i.i

b39.i.i.i:                                        ; preds = %b38.i.i.i
  %t48.i177.i.i = fcmp ogt double %31, 5.000000e-01
  %t49.i178.i.i = fadd double %31, -1.000000e+00
  %t50.i179.i.i = fadd double %t37.i165.i.i, 1.000000e+00
  %t51.i180.i.i = select i1 %t48.i177.i.i, double %t50.i179.i.i, double %t37.i165.i.i
  %t52.i181.i.i = select i1 %t48.i177.i.i, double %t49.i178.i.i, double %31
  %t1.i.i.i.i = fcmp ogt double %t148.i.i, 0x7FEFFFFFFFFFFFFF
  %brmerge.i.i.i = or i1 %t1.i.i.i.i, %t41.i168.i.i
  %p0.mux.i.i.i = select i1 %t1.i.i.i.i, double %t148.i.i, double 0x7FF8000000000001
  %brmerge125.i.i.i = or i1 %t5.i135.i.i, %brmerge.i.i.i
  %p0.mux.mux.i.i.i = select i1 %brmerge.i.i.i, double %p0.mux.i.i.i, double 0xFFF0000000000000
  br i1 %brmerge125.i.i.i, label %math.log.exit.i.i.i, label %b9.i.i.i.i

b9.i.i.i.i:                                       ; preds = %b39.i.i.i
  %t4.i.i.i.i = tail call double @llvm.fabs.f64(double %t148.i.i)
  %t5.i.i.i.i = fcmp ogt double %t4.i.i.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t5.i.i.i.i, label %b16.i.i.i.i, label %b12.i.i.i.i

b12.i.i.i.i:                                      ; preds = %b9.i.i.i.i
  %t6.i.i.i.i = fcmp olt double %t4.i.i.i.i, 0x10000000000000
  %t7.i.i.i.i = fmul double %t148.i.i, 0x4330000000000000
  %t8.i.i.i.i = select i1 %t6.i.i.i.i, double %t7.i.i.i.i, double %t148.i.i
  %t10.i.i.i.i = bitcast double %t8.i.i.i.i to i64
  %t11.i.i.i.i = lshr i64 %t10.i.i.i.i, 52
  %t12.i.i.i.i = and i64 %t11.i.i.i.i, 2047
  %t15.i.i.i.i = select i1 %t6.i.i.i.i, i64 -1074, i64 -1022
  %t16.i.i.i.i = add nsw i64 %t12.i.i.i.i, %t15.i.i.i.i
  %t17.i.i.i.i = and i64 %t10.i.i.i.i, -9218868437227405313
  %t18.i.i.i.i = or i64 %t17.i.i.i.i, 4602678819172646912
  %t19.i.i.i.i = bitcast i64 %t18.i.i.i.i to double
  br label %b16.i.i.i.i

b16.i.i.i.i:                                      ; preds = %b12.i.i.i.i, %b9.i.i.i.i
  %t20.i.i.i.i = phi double [ %t19.i.i.i.i, %b12.i.i.i.i ], [ %t148.i.i, %b9.i.i.i.i ]
  %t21.i.i.i.i = phi i64 [ %t16.i.i.i.i, %b12.i.i.i.i ], [ 0, %b9.i.i.i.i ]
  %t22.i.i.i.i = fcmp olt double %t20.i.i.i.i, 0x3FE6A09E667F3BCD
  %t23.i.i.i.i = fmul double %t20.i.i.i.i, 2.000000e+00
  %t25.i.i.i.i = select i1 %t22.i.i.i.i, double %t23.i.i.i.i, double %t20.i.i.i.i
  %t24.i.i.i.i = sext i1 %t22.i.i.i.i to i64
  %t26.i.i.i.i = add nsw i64 %t21.i.i.i.i, %t24.i.i.i.i
  %t27.i.i.i.i = fadd double %t25.i.i.i.i, -1.000000e+00
  %t28.i.i.i.i = sitofp i64 %t26.i.i.i.i to double
  %t29.i.i.i.i = fadd double %t27.i.i.i.i, 2.000000e+00
  %t30.i.i.i.i = fdiv double %t27.i.i.i.i, %t29.i.i.i.i
  %t31.i.i.i.i = fmul double %t30.i.i.i.i, %t30.i.i.i.i
  %t32.i.i.i.i = fmul double %t31.i.i.i.i, %t31.i.i.i.i
  %t33.i.i.i.i = fmul double %t32.i.i.i.i, 0x3FC2F112DF3E5244
  %t34.i.i.i.i = fadd double %t33.i.i.i.i, 0x3FC7466496CB03DE
  %t35.i.i.i.i = fmul double %t32.i.i.i.i, %t34.i.i.i.i
  %t36.i.i.i.i = fadd double %t35.i.i.i.i, 0x3FD2492494229359
  %t37.i.i.i.i = fmul double %t32.i.i.i.i, %t36.i.i.i.i
  %t38.i.i.i.i = fadd double %t37.i.i.i.i, 0x3FE5555555555593
  %t39.i.i.i.i = fmul double %t31.i.i.i.i, %t38.i.i.i.i
  %t40.i.i.i.i = fmul double %t32.i.i.i.i, 0x3FC39A09D078C69F
  %t41.i.i.i.i = fadd double %t40.i.i.i.i, 0x3FCC71C51D8E78AF
  %t42.i.i.i.i = fmul double %t32.i.i.i.i, %t41.i.i.i.i
  %t43.i.i.i.i = fadd double %t42.i.i.i.i, 0x3FD999999997FA04
  %t44.i.i.i.i = fmul double %t32.i.i.i.i, %t43.i.i.i.i
  %t45.i.i.i.i = fadd double %t44.i.i.i.i, %t39.i.i.i.i
  %t46.i.i.i.i = fmul double %t27.i.i.i.i, 5.000000e-01
  %t47.i.i.i.i = fmul double %t27.i.i.i.i, %t46.i.i.i.i
  %t48.i.i.i.i = fmul double %t28.i.i.i.i, 0x3FE62E42FEE00000
  %t49.i.i.i.i = fadd double %t47.i.i.i.i, %t45.i.i.i.i
  %t50.i.i.i.i = fmul double %t30.i.i.i.i, %t49.i.i.i.i
  %t51.i.i.i.i = fmul double %t28.i.i.i.i, 0x3DEA39EF35793C76
  %t52.i.i.i.i = fadd double %t51.i.i.i.i, %t50.i.i.i.i
  %t53.i.i.i.i = fsub double %t47.i.i.i.i, %t52.i.i.i.i
  %t54.i.i.i.i = fsub double %t53.i.i.i.i, %t27.i.i.i.i
  %t55.i.i.i.i = fsub double %t48.i.i.i.i, %t54.i.i.i.i
  br label %math.log.exit.i.i.i

math.log.exit.i.i.i:                              ; preds = %b16.i.i.i.i, %b39.i.i.i
  %common.ret.op.i.i.i.i = phi double [ %t55.i.i.i.i, %b16.i.i.i.i ], [ %p0.mux.mux.i.i.i, %b39.i.i.i ]
  %t54.i182.i.i = fmul double %t52.i181.i.i, %common.ret.op.i.i.i.i
  %t0.i73.i.i.i = fcmp uno double %t54.i182.i.i, 0.000000e+00
  br i1 %t0.i73.i.i.i, label %b42.i.i.i, label %b2.i.i.i.i

b2.i.i.i.i:                                       ; preds = %math.log.exit.i.i.i
  %t1.i75.i.i.i = fcmp ogt double %t54.i182.i.i, 0x40862E42FEFA39EF
  br i1 %t1.i75.i.i.i, label %b42.i.i.i, label %b4.i.i.i.i

b4.i.i.i.i:                                       ; preds = %b2.i.i.i.i
  %t2.i76.i.i.i = fcmp olt double %t54.i182.i.i, 0xC0874910D52D3051
  br i1 %t2.i76.i.i.i, label %b42.i.i.i, label %b6.i.i.i.i

b6.i.i.i.i:                                       ; preds = %b4.i.i.i.i
  %t3.i77.i.i.i = fcmp ogt double %t54.i182.i.i, 0xBE30000000000000
  %t4.i78.i.i.i = fcmp olt double %t54.i182.i.i, 0x3E30000000000000
  %or.cond.i79.i.i.i = and i1 %t3.i77.i.i.i, %t4.i78.i.i.i
  br i1 %or.cond.i79.i.i.i, label %b8.i.i.i.i, label %b9.i82.i.i.i

b8.i.i.i.i:                                       ; preds = %b6.i.i.i.i
  %t5.i80.i.i.i = fadd double %t54.i182.i.i, 1.000000e+00
  br label %b42.i.i.i

b9.i82.i.i.i:                                     ; preds = %b6.i.i.i.i
  %t6.i81.i.i.i = fcmp olt double %t54.i182.i.i, 0.000000e+00
  br i1 %t6.i81.i.i.i, label %b10.i.i.i.i, label %b29.i.i.i.i

b10.i.i.i.i:                                      ; preds = %b9.i82.i.i.i
  %t7.i83.i.i.i = fmul double %t54.i182.i.i, 0x3FF71547652B82FE
  %t8.i84.i.i.i = fadd double %t7.i83.i.i.i, -5.000000e-01
  %.1.i.i.i.i = fcmp oge double %t8.i84.i.i.i, 0xC3E0000000000000
  %.2.i.i.i.i = fcmp olt double %t8.i84.i.i.i, 0x43E0000000000000
  %.3.i.i.i.i = and i1 %.1.i.i.i.i, %.2.i.i.i.i
  %32 = fptosi double %t8.i84.i.i.i to i64
  %.6.i.i.i.i = select i1 %.3.i.i.i.i, i64 %32, i64 -9223372036854775808
  br label %b11.i.i.i.i

b11.i.i.i.i:                                      ; preds = %b30.i.i.i.i, %b29.i.i.i.i, %b10.i.i.i.i
  %t10.i85.i.i.i = phi i64 [ %.6.i.i.i.i, %b10.i.i.i.i ], [ 0, %b29.i.i.i.i ], [ %.13.i.i.i.i, %b30.i.i.i.i ]
  %t11.i86.i.i.i = sitofp i64 %t10.i85.i.i.i to double
  %t12.i87.i.i.i = fmul double %t11.i86.i.i.i, 0x3FE62E42FEE00000
  %t13.i.i.i.i = fsub double %t54.i182.i.i, %t12.i87.i.i.i
  %t14.i.i.i.i = fmul double %t11.i86.i.i.i, 0x3DEA39EF35793C76
  %t15.i88.i.i.i = fsub double %t13.i.i.i.i, %t14.i.i.i.i
  %t16.i89.i.i.i = fmul double %t15.i88.i.i.i, %t15.i88.i.i.i
  %t17.i90.i.i.i = fmul double %t16.i89.i.i.i, 0x3E66376972BEA4D0
  %t18.i91.i.i.i = fadd double %t17.i90.i.i.i, 0xBEBBBD41C5D26BF1
  %t19.i92.i.i.i = fmul double %t16.i89.i.i.i, %t18.i91.i.i.i
  %t20.i93.i.i.i = fadd double %t19.i92.i.i.i, 0x3F11566AAF25DE2C
  %t21.i94.i.i.i = fmul double %t16.i89.i.i.i, %t20.i93.i.i.i
  %t22.i95.i.i.i = fadd double %t21.i94.i.i.i, 0xBF66C16C16BEBD93
  %t23.i96.i.i.i = fmul double %t16.i89.i.i.i, %t22.i95.i.i.i
  %t24.i97.i.i.i = fadd double %t23.i96.i.i.i, 0x3FC5555555555555
  %t25.i98.i.i.i = fmul double %t16.i89.i.i.i, %t24.i97.i.i.i
  %t26.i99.i.i.i = fsub double %t15.i88.i.i.i, %t25.i98.i.i.i
  %t27.i100.i.i.i = fmul double %t15.i88.i.i.i, %t26.i99.i.i.i
  %t28.i101.i.i.i = fsub double 2.000000e+00, %t26.i99.i.i.i
  %t29.i102.i.i.i = fdiv double %t27.i100.i.i.i, %t28.i101.i.i.i
  %t30.i103.i.i.i = fsub double %t14.i.i.i.i, %t29.i102.i.i.i
  %33 = fsub double %t13.i.i.i.i, %t30.i103.i.i.i
  %t32.i104.i.i.i = fadd double %33, 1.000000e+00
  %t33.i105.i.i.i = fcmp oeq double %t32.i104.i.i.i, 0.000000e+00
  br i1 %t33.i105.i.i.i, label %b42.i.i.i, label %b13.i.i.i.i

b13.i.i.i.i:                                      ; preds = %b11.i.i.i.i
  %t34.i106.i.i.i = tail call double @llvm.fabs.f64(double %t32.i104.i.i.i)
  %t35.i107.i.i.i = fcmp ogt double %t34.i106.i.i.i, 0x7FEFFFFFFFFFFFFF
  %t36.i108.i.i.i = fcmp uno double %t32.i104.i.i.i, 0.000000e+00
  %or.cond1.i.i.i.i = select i1 %t35.i107.i.i.i, i1 true, i1 %t36.i108.i.i.i
  br i1 %or.cond1.i.i.i.i, label %b42.i.i.i, label %b16.i120.i.i.i

b16.i120.i.i.i:                                   ; preds = %b13.i.i.i.i
  %t37.i109.i.i.i = fcmp olt double %t34.i106.i.i.i, 0x10000000000000
  %t38.i110.i.i.i = fmul double %t32.i104.i.i.i, 0x4330000000000000
  %t39.i111.i.i.i = select i1 %t37.i109.i.i.i, double %t38.i110.i.i.i, double %t32.i104.i.i.i
  %t40.i112.i.i.i = select i1 %t37.i109.i.i.i, i64 -52, i64 0
  %t42.i113.i.i.i = bitcast double %t39.i111.i.i.i to i64
  %t43.i114.i.i.i = lshr i64 %t42.i113.i.i.i, 52
  %t45.i115.i.i.i = and i64 %t43.i114.i.i.i, 2047
  %t46.i116.i.i.i = add i64 %t10.i85.i.i.i, -1023
  %t41.i117.i.i.i = add i64 %t46.i116.i.i.i, %t40.i112.i.i.i
  %t47.i118.i.i.i = add i64 %t41.i117.i.i.i, %t45.i115.i.i.i
  %t48.i119.i.i.i = icmp slt i64 %t47.i118.i.i.i, -1075
  br i1 %t48.i119.i.i.i, label %b20.i.i.i.i, label %b21.i.i.i.i

b20.i.i.i.i:                                      ; preds = %b16.i120.i.i.i
  %t49.i121.i.i.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t39.i111.i.i.i)
  br label %b42.i.i.i

b21.i.i.i.i:                                      ; preds = %b16.i120.i.i.i
  %t50.i122.i.i.i = icmp sgt i64 %t47.i118.i.i.i, 1023
  br i1 %t50.i122.i.i.i, label %b22.i.i.i.i, label %b25.i.i.i.i

b22.i.i.i.i:                                      ; preds = %b21.i.i.i.i
  %t51.i123.i.i.i = fcmp olt double %t39.i111.i.i.i, 0.000000e+00
  %..i.i.i.i = select i1 %t51.i123.i.i.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b42.i.i.i

b25.i.i.i.i:                                      ; preds = %b21.i.i.i.i
  %t52.i124.i.i.i = icmp slt i64 %t47.i118.i.i.i, -1022
  %spec.select2.i.i.i.i = select i1 %t52.i124.i.i.i, double 0x3CA0000000000000, double 1.000000e+00
  %t56.i.i.i.i = and i64 %t42.i113.i.i.i, -9218868437227405313
  %34 = shl nsw i64 %t47.i118.i.i.i, 52
  %35 = add i64 %34, 238690780250636288
  %t57.i.i.i.i = select i1 %t52.i124.i.i.i, i64 %35, i64 %34
  %t59.i.i.i.i = add i64 %t57.i.i.i.i, 4607182418800017408
  %t60.i.i.i.i = or i64 %t59.i.i.i.i, %t56.i.i.i.i
  %t61.i.i.i.i = bitcast i64 %t60.i.i.i.i to double
  %t62.i.i.i.i = fmul double %spec.select2.i.i.i.i, %t61.i.i.i.i
  br label %b42.i.i.i

b29.i.i.i.i:                                      ; preds = %b9.i82.i.i.i
  %t64.i.i.i.i = fcmp ogt double %t54.i182.i.i, 0.000000e+00
  br i1 %t64.i.i.i.i, label %b30.i.i.i.i, label %b11.i.i.i.i

b30.i.i.i.i:                                      ; preds = %b29.i.i.i.i
  %t65.i.i.i.i = fmul double %t54.i182.i.i, 0x3FF71547652B82FE
  %t66.i.i.i.i = fadd double %t65.i.i.i.i, 5.000000e-01
  %.8.i.i.i.i = fcmp oge double %t66.i.i.i.i, 0xC3E0000000000000
  %.9.i.i.i.i = fcmp olt double %t66.i.i.i.i, 0x43E0000000000000
  %.10.i.i.i.i = and i1 %.8.i.i.i.i, %.9.i.i.i.i
  %36 = fptosi double %t66.i.i.i.i to i64
  %.13.i.i.i.i = select i1 %.10.i.i.i.i, i64 %36, i64 -9223372036854775808
  br label %b11.i.i.i.i

b42.i.i.i:                                        ; preds = %b25.i.i.i.i, %b22.i.i.i.i, %b20.i.i.i.i, %b13.i.i.i.i, %b11.i.i.i.i, %b8.i.i.i.i, %b4.i.i.i.i, %b2.i.i.i.i, %math.log.exit.i.i.i, %b38.i.i.i
  %t56.i183.i.i = phi double [ %t37.i165.i.i, %b38.i.i.i ], [ %t51.i180.i.i, %math.log.exit.i.i.i ], [ %t51.i180.i.i, %b2.i.i.i.i ], [ %t51.i180.i.i, %b4.i.i.i.i ], [ %t51.i180.i.i, %b8.i.i.i.i ], [ %t51.i180.i.i, %b11.i.i.i.i ], [ %t51.i180.i.i, %b13.i.i.i.i ], [ %t51.i180.i.i, %b20.i.i.i.i ], [ %t51.i180.i.i, %b22.i.i.i.i ], [ %t51.i180.i.i, %b25.i.i.i.i ]
  %t57.i184.i.i = phi double [ 1.000000e+00, %b38.i.i.i ], [ %t54.i182.i.i, %math.log.exit.i.i.i ], [ 0x7FF0000000000000, %b2.i.i.i.i ], [ 0.000000e+00, %b4.i.i.i.i ], [ %t5.i80.i.i.i, %b8.i.i.i.i ], [ %t32.i104.i.i.i, %b11.i.i.i.i ], [ %t32.i104.i.i.i, %b13.i.i.i.i ], [ %t49.i121.i.i.i, %b20.i.i.i.i ], [ %..i.i.i.i, %b22.i.i.i.i ], [ %t62.i.i.i.i, %b25.i.i.i.i ]
  br i1 %t5.i135.i.i, label %b51.i.i.i, label %b44.i.i.i

b44.i.i.i:                                        ; preds = %b42.i.i.i
  %t58.i.i.i = tail call double @llvm.fabs.f64(double %t148.i.i)
  %t59.i185.i.i = fcmp ogt double %t58.i.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t59.i185.i.i, label %b51.i.i.i, label %b47.i.i.i

b47.i.i.i:                                        ; preds = %b44.i.i.i
  %t60.i186.i.i = fcmp olt double %t58.i.i.i, 0x10000000000000
  %t61.i187.i.i = fmul double %t148.i.i, 0x4330000000000000
  %t62.i188.i.i = select i1 %t60.i186.i.i, double %t61.i187.i.i, double %t148.i.i
  %t64.i189.i.i = bitcast double %t62.i188.i.i to i64
  %t65.i190.i.i = lshr i64 %t64.i189.i.i, 52
  %t66.i191.i.i = and i64 %t65.i190.i.i, 2047
  %t69.i.i.i = select i1 %t60.i186.i.i, i64 -1074, i64 -1022
  %t70.i.i.i = add nsw i64 %t66.i191.i.i, %t69.i.i.i
  %t71.i.i.i = and i64 %t64.i189.i.i, -9218868437227405313
  %t72.i.i.i = or i64 %t71.i.i.i, 4602678819172646912
  %t73.i.i.i = bitcast i64 %t72.i.i.i to double
  br label %b51.i.i.i

b51.i.i.i:                                        ; preds = %b47.i.i.i, %b44.i.i.i, %b42.i.i.i
  %t74.i.i.i = phi double [ %t73.i.i.i, %b47.i.i.i ], [ %t148.i.i, %b42.i.i.i ], [ %t148.i.i, %b44.i.i.i ]
  %t75.i.i.i = phi i64 [ %t70.i.i.i, %b47.i.i.i ], [ 0, %b42.i.i.i ], [ 0, %b44.i.i.i ]
  %.14.i.i.i = fcmp oge double %t56.i183.i.i, 0xC3E0000000000000
  %.15.i.i.i = fcmp olt double %t56.i183.i.i, 0x43E0000000000000
  %.16.i.i.i = and i1 %.14.i.i.i, %.15.i.i.i
  %37 = fptosi double %t56.i183.i.i to i64
  %.19.i.i.i = select i1 %.16.i.i.i, i64 %37, i64 -9223372036854775808
  %t82.not130.i.i.i = icmp eq i64 %.19.i.i.i, 0
  br i1 %t82.not130.i.i.i, label %b61.i.i.i, label %b53.i.i.i

b53.i.i.i:                                        ; preds = %b51.i.i.i, %b56.i.i.i
  %t81135.i.i.i = phi i64 [ %t99.i.i.i, %b56.i.i.i ], [ %.19.i.i.i, %b51.i.i.i ]
  %t80134.i.i.i = phi i64 [ %t98.i.i.i, %b56.i.i.i ], [ %t75.i.i.i, %b51.i.i.i ]
  %t79133.i.i.i = phi double [ %t97.i.i.i, %b56.i.i.i ], [ %t74.i.i.i, %b51.i.i.i ]
  %t78132.i.i.i = phi i64 [ %t91.i.i.i, %b56.i.i.i ], [ 0, %b51.i.i.i ]
  %t77131.i.i.i = phi double [ %t90.i.i.i, %b56.i.i.i ], [ %t57.i184.i.i, %b51.i.i.i ]
  %38 = add i64 %t80134.i.i.i, -4097
  %39 = icmp ult i64 %38, -8193
  br i1 %39, label %b54.i.i.i, label %b56.i.i.i

b54.i.i.i:                                        ; preds = %b53.i.i.i
  %t84.i.i.i = add i64 %t78132.i.i.i, %t80134.i.i.i
  br label %b61.i.i.i

b56.i.i.i:                                        ; preds = %b53.i.i.i
  %t86.i.i.i = and i64 %t81135.i.i.i, 1
  %t87.not.i.i.i = icmp eq i64 %t86.i.i.i, 0
  %t88.i.i.i = select i1 %t87.not.i.i.i, double 1.000000e+00, double %t79133.i.i.i
  %t90.i.i.i = fmul double %t88.i.i.i, %t77131.i.i.i
  %t89.i.i.i = select i1 %t87.not.i.i.i, i64 0, i64 %t80134.i.i.i
  %t91.i.i.i = add i64 %t89.i.i.i, %t78132.i.i.i
  %t92.i.i.i = fmul double %t79133.i.i.i, %t79133.i.i.i
  %t93.i.i.i = shl nsw i64 %t80134.i.i.i, 1
  %t94.i.i.i = fcmp olt double %t92.i.i.i, 5.000000e-01
  %t95.i.i.i = select i1 %t94.i.i.i, double %t92.i.i.i, double -0.000000e+00
  %t97.i.i.i = fadd double %t92.i.i.i, %t95.i.i.i
  %t96.i.i.i = sext i1 %t94.i.i.i to i64
  %t98.i.i.i = add i64 %t93.i.i.i, %t96.i.i.i
  %t99.i.i.i = ashr i64 %t81135.i.i.i, 1
  %t82.not.i.i.i = icmp ult i64 %t81135.i.i.i, 2
  br i1 %t82.not.i.i.i, label %b61.i.i.i, label %b53.i.i.i

b61.i.i.i:                                        ; preds = %b56.i.i.i, %b54.i.i.i, %b51.i.i.i
  %t77129.i.i.i = phi double [ %t77131.i.i.i, %b54.i.i.i ], [ %t57.i184.i.i, %b51.i.i.i ], [ %t90.i.i.i, %b56.i.i.i ]
  %t100.i.i.i = phi i64 [ %t84.i.i.i, %b54.i.i.i ], [ 0, %b51.i.i.i ], [ %t91.i.i.i, %b56.i.i.i ]
  %t101.i.i.i = fcmp olt float %t21, 0.000000e+00
  br i1 %t101.i.i.i, label %b62.i.i.i, label %b63.i.i.i

b62.i.i.i:                                        ; preds = %b61.i.i.i
  %t102.i.i.i = fdiv double 1.000000e+00, %t77129.i.i.i
  %t103.i.i.i = sub i64 0, %t100.i.i.i
  br label %b63.i.i.i

b63.i.i.i:                                        ; preds = %b62.i.i.i, %b61.i.i.i
  %t104.i.i.i = phi double [ %t77129.i.i.i, %b61.i.i.i ], [ %t102.i.i.i, %b62.i.i.i ]
  %t105.i.i.i = phi i64 [ %t100.i.i.i, %b61.i.i.i ], [ %t103.i.i.i, %b62.i.i.i ]
  %t106.i.i.i = fcmp oeq double %t104.i.i.i, 0.000000e+00
  br i1 %t106.i.i.i, label %math.pow.exit, label %b65.i.i.i

b65.i.i.i:                                        ; preds = %b63.i.i.i
  %t107.i.i.i = tail call double @llvm.fabs.f64(double %t104.i.i.i)
  %t108.i.i.i = fcmp ogt double %t107.i.i.i, 0x7FEFFFFFFFFFFFFF
  %t109.i.i.i = fcmp uno double %t104.i.i.i, 0.000000e+00
  %or.cond4.i.i.i = select i1 %t108.i.i.i, i1 true, i1 %t109.i.i.i
  br i1 %or.cond4.i.i.i, label %math.pow.exit, label %b68.i.i.i

b68.i.i.i:                                        ; preds = %b65.i.i.i
  %t110.i.i.i = fcmp olt double %t107.i.i.i, 0x10000000000000
  %t111.i.i.i = fmul double %t104.i.i.i, 0x4330000000000000
  %t112.i.i.i = select i1 %t110.i.i.i, double %t111.i.i.i, double %t104.i.i.i
  %t113.i.i.i = select i1 %t110.i.i.i, i64 -52, i64 0
  %t115.i.i.i = bitcast double %t112.i.i.i to i64
  %t116.i.i.i = lshr i64 %t115.i.i.i, 52
  %t118.i.i.i = and i64 %t116.i.i.i, 2047
  %t119.i.i.i = add i64 %t105.i.i.i, -1023
  %t114.i.i.i = add i64 %t119.i.i.i, %t113.i.i.i
  %t120.i.i.i = add i64 %t114.i.i.i, %t118.i.i.i
  %t121.i.i.i = icmp slt i64 %t120.i.i.i, -1075
  br i1 %t121.i.i.i, label %b72.i.i.i, label %b73.i.i.i

b72.i.i.i:                                        ; preds = %b68.i.i.i
  %t122.i.i.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t112.i.i.i)
  br label %math.pow.exit

b73.i.i.i:                                        ; preds = %b68.i.i.i
  %t123.i.i.i = icmp sgt i64 %t120.i.i.i, 1023
  br i1 %t123.i.i.i, label %b74.i.i.i, label %b77.i.i.i

b74.i.i.i:                                        ; preds = %b73.i.i.i
  %t124.i.i.i = fcmp olt double %t112.i.i.i, 0.000000e+00
  %.65.i.i.i = select i1 %t124.i.i.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %math.pow.exit

b77.i.i.i:                                        ; preds = %b73.i.i.i
  %t125.i.i.i = icmp slt i64 %t120.i.i.i, -1022
  %spec.select66.i.i.i = select i1 %t125.i.i.i, double 0x3CA0000000000000, double 1.000000e+00
  %t129.i.i.i = and i64 %t115.i.i.i, -9218868437227405313
  %40 = shl nsw i64 %t120.i.i.i, 52
  %41 = add i64 %40, 238690780250636288
  %t130.i.i.i = select i1 %t125.i.i.i, i64 %41, i64 %40
  %t132.i.i.i = add i64 %t130.i.i.i, 4607182418800017408
  %t133.i.i.i = or i64 %t132.i.i.i, %t129.i.i.i
  %t134.i.i.i = bitcast i64 %t133.i.i.i to double
  %t135.i.i.i = fmul double %spec.select66.i.i.i, %t134.i.i.i
  br label %math.pow.exit

b87.i.i.i:                                        ; preds = %b8.i136.i.i
  %t144.i.i.i = tail call double @llvm.fabs.f64(double %t148.i.i)
  %t145.i.i.i = fcmp ogt double %t144.i.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t145.i.i.i, label %b88.i.i.i, label %b94.i.i.i

b88.i.i.i:                                        ; preds = %b87.i.i.i
  %t147.i.i.i = fcmp olt double %t148.i.i, 0xFFEFFFFFFFFFFFFF
  br i1 %t147.i.i.i, label %b89.i.i.i, label %b90.i.i.i

b89.i.i.i:                                        ; preds = %b88.i.i.i
  tail call void @llvm.trap()
  unreachable

b90.i.i.i:                                        ; preds = %b88.i.i.i
  %t148.i.i.i = fcmp olt float %t21, 0.000000e+00
  br i1 %t148.i.i.i, label %math.pow.exit, label %b92.i.i.i

b92.i.i.i:                                        ; preds = %b90.i.i.i
  %t149.i.i.i = fcmp ogt float %t21, 0.000000e+00
  br i1 %t149.i.i.i, label %math.pow.exit, label %b29.i169.i.i

b94.i.i.i:                                        ; preds = %b87.i.i.i
  %t150.i.i.i = fcmp oeq float %t21, 5.000000e-01
  br i1 %t150.i.i.i, label %b95.i.i.i, label %b96.i.i.i

b95.i.i.i:                                        ; preds = %b94.i.i.i
  %.21.i.i.i = fcmp olt double %t148.i.i, 0x1000000000000000
  %.22.i.i.i = fmul double %t148.i.i, 0x4FF0000000000000
  %.23.i.i.i = select i1 %.21.i.i.i, double %.22.i.i.i, double %t148.i.i
  %.24.i.i.i = tail call double @llvm.amdgcn.rsq.f64(double %.23.i.i.i)
  %.25.i.i.i = fmul double %.23.i.i.i, %.24.i.i.i
  %.26.i.i.i = fmul double %.24.i.i.i, 5.000000e-01
  %.27.i.i.i = fneg double %.26.i.i.i
  %.28.i.i.i = tail call double @llvm.fma.f64(double %.27.i.i.i, double %.25.i.i.i, double 5.000000e-01)
  %.29.i.i.i = tail call double @llvm.fma.f64(double %.26.i.i.i, double %.28.i.i.i, double %.26.i.i.i)
  %.30.i.i.i = tail call double @llvm.fma.f64(double %.25.i.i.i, double %.28.i.i.i, double %.25.i.i.i)
  %.31.i.i.i = fneg double %.30.i.i.i
  %.32.i.i.i = tail call double @llvm.fma.f64(double %.31.i.i.i, double %.30.i.i.i, double %.23.i.i.i)
  %.33.i.i.i = tail call double @llvm.fma.f64(double %.32.i.i.i, double %.29.i.i.i, double %.30.i.i.i)
  %.34.i.i.i = fneg double %.33.i.i.i
  %.35.i.i.i = tail call double @llvm.fma.f64(double %.34.i.i.i, double %.33.i.i.i, double %.23.i.i.i)
  %.36.i.i.i = tail call double @llvm.fma.f64(double %.35.i.i.i, double %.29.i.i.i, double %.33.i.i.i)
  %.37.i.i.i = fmul double %.36.i.i.i, 0x37F0000000000000
  %.38.i.i.i = select i1 %.21.i.i.i, double %.37.i.i.i, double %.36.i.i.i
  %.39.i.i.i = fcmp oeq double %.23.i.i.i, 0.000000e+00
  %.40.i.i.i = fcmp oeq double %.23.i.i.i, 0x7FF0000000000000
  %.41.i.i.i = or i1 %.39.i.i.i, %.40.i.i.i
  %.42.i.i.i = select i1 %.41.i.i.i, double %.23.i.i.i, double %.38.i.i.i
  br label %math.pow.exit

b96.i.i.i:                                        ; preds = %b94.i.i.i
  %t152.i.i.i = fcmp oeq float %t21, -5.000000e-01
  br i1 %t152.i.i.i, label %b97.i.i.i, label %b29.i169.i.i

b97.i.i.i:                                        ; preds = %b96.i.i.i
  %.43.i.i.i = fcmp olt double %t148.i.i, 0x1000000000000000
  %.44.i.i.i = fmul double %t148.i.i, 0x4FF0000000000000
  %.45.i.i.i = select i1 %.43.i.i.i, double %.44.i.i.i, double %t148.i.i
  %.46.i.i.i = tail call double @llvm.amdgcn.rsq.f64(double %.45.i.i.i)
  %.47.i.i.i = fmul double %.45.i.i.i, %.46.i.i.i
  %.48.i.i.i = fmul double %.46.i.i.i, 5.000000e-01
  %.49.i.i.i = fneg double %.48.i.i.i
  %.50.i.i.i = tail call double @llvm.fma.f64(double %.49.i.i.i, double %.47.i.i.i, double 5.000000e-01)
  %.51.i.i.i = tail call double @llvm.fma.f64(double %.48.i.i.i, double %.50.i.i.i, double %.48.i.i.i)
  %.52.i.i.i = tail call double @llvm.fma.f64(double %.47.i.i.i, double %.50.i.i.i, double %.47.i.i.i)
  %.53.i.i.i = fneg double %.52.i.i.i
  %.54.i.i.i = tail call double @llvm.fma.f64(double %.53.i.i.i, double %.52.i.i.i, double %.45.i.i.i)
  %.55.i.i.i = tail call double @llvm.fma.f64(double %.54.i.i.i, double %.51.i.i.i, double %.52.i.i.i)
  %.56.i.i.i = fneg double %.55.i.i.i
  %.57.i.i.i = tail call double @llvm.fma.f64(double %.56.i.i.i, double %.55.i.i.i, double %.45.i.i.i)
  %.58.i.i.i = tail call double @llvm.fma.f64(double %.57.i.i.i, double %.51.i.i.i, double %.55.i.i.i)
  %.59.i.i.i = fmul double %.58.i.i.i, 0x37F0000000000000
  %.60.i.i.i = select i1 %.43.i.i.i, double %.59.i.i.i, double %.58.i.i.i
  %.61.i.i.i = fcmp oeq double %.45.i.i.i, 0.000000e+00
  %.62.i.i.i = fcmp oeq double %.45.i.i.i, 0x7FF0000000000000
  %.63.i.i.i = or i1 %.61.i.i.i, %.62.i.i.i
  %.64.i.i.i = select i1 %.63.i.i.i, double %.45.i.i.i, double %.60.i.i.i
  %t154.i.i.i = fdiv double 1.000000e+00, %.64.i.i.i
  br label %math.pow.exit

b90.i.i:                                          ; preds = %b88.i.i
  %t151.i.i = fcmp ogt float %t21, 0.000000e+00
  br i1 %t151.i.i, label %math.pow.exit, label %b92.i.i

b92.i.i:                                          ; preds = %b90.i.i
  %t152.i.i = fcmp olt float %t21, 0.000000e+00
  br i1 %t152.i.i, label %math.pow.exit, label %b29.i.i

b94.i.i:                                          ; preds = %b87.i.i
  %t153.i.i = fcmp oeq float %t21, -5.000000e-01
  br i1 %t153.i.i, label %b95.i.i, label %b96.i.i

b95.i.i:                                          ; preds = %b94.i.i
  %.21.i.i = fcmp olt double %t270.i, 0x1000000000000000
  %.22.i.i = fmul double %t270.i, 0x4FF0000000000000
  %.23.i.i = select i1 %.21.i.i, double %.22.i.i, double %t270.i
  %.24.i.i = tail call double @llvm.amdgcn.rsq.f64(double %.23.i.i)
  %.25.i.i = fmul double %.23.i.i, %.24.i.i
  %.26.i.i = fmul double %.24.i.i, 5.000000e-01
  %.27.i.i = fneg double %.26.i.i
  %.28.i.i = tail call double @llvm.fma.f64(double %.27.i.i, double %.25.i.i, double 5.000000e-01)
  %.29.i.i = tail call double @llvm.fma.f64(double %.26.i.i, double %.28.i.i, double %.26.i.i)
  %.30.i.i = tail call double @llvm.fma.f64(double %.25.i.i, double %.28.i.i, double %.25.i.i)
  %.31.i.i = fneg double %.30.i.i
  %.32.i.i = tail call double @llvm.fma.f64(double %.31.i.i, double %.30.i.i, double %.23.i.i)
  %.33.i.i = tail call double @llvm.fma.f64(double %.32.i.i, double %.29.i.i, double %.30.i.i)
  %.34.i.i = fneg double %.33.i.i
  %.35.i.i = tail call double @llvm.fma.f64(double %.34.i.i, double %.33.i.i, double %.23.i.i)
  %.36.i.i = tail call double @llvm.fma.f64(double %.35.i.i, double %.29.i.i, double %.33.i.i)
  %.37.i.i = fmul double %.36.i.i, 0x37F0000000000000
  %.38.i.i = select i1 %.21.i.i, double %.37.i.i, double %.36.i.i
  %.39.i.i = fcmp oeq double %.23.i.i, 0.000000e+00
  %.40.i.i = fcmp oeq double %.23.i.i, 0x7FF0000000000000
  %.41.i.i = or i1 %.39.i.i, %.40.i.i
  %.42.i.i = select i1 %.41.i.i, double %.23.i.i, double %.38.i.i
  br label %math.pow.exit

b96.i.i:                                          ; preds = %b94.i.i
  %t155.i.i = fcmp oeq float %t21, 5.000000e-01
  br i1 %t155.i.i, label %b97.i.i, label %b29.i.i

b97.i.i:                                          ; preds = %b96.i.i
  %.43.i.i = fcmp olt double %t270.i, 0x1000000000000000
  %.44.i.i = fmul double %t270.i, 0x4FF0000000000000
  %.45.i.i = select i1 %.43.i.i, double %.44.i.i, double %t270.i
  %.46.i.i = tail call double @llvm.amdgcn.rsq.f64(double %.45.i.i)
  %.47.i.i = fmul double %.45.i.i, %.46.i.i
  %.48.i.i = fmul double %.46.i.i, 5.000000e-01
  %.49.i.i = fneg double %.48.i.i
  %.50.i.i = tail call double @llvm.fma.f64(double %.49.i.i, double %.47.i.i, double 5.000000e-01)
  %.51.i.i = tail call double @llvm.fma.f64(double %.48.i.i, double %.50.i.i, double %.48.i.i)
  %.52.i.i = tail call double @llvm.fma.f64(double %.47.i.i, double %.50.i.i, double %.47.i.i)
  %.53.i.i = fneg double %.52.i.i
  %.54.i.i = tail call double @llvm.fma.f64(double %.53.i.i, double %.52.i.i, double %.45.i.i)
  %.55.i.i = tail call double @llvm.fma.f64(double %.54.i.i, double %.51.i.i, double %.52.i.i)
  %.56.i.i = fneg double %.55.i.i
  %.57.i.i = tail call double @llvm.fma.f64(double %.56.i.i, double %.55.i.i, double %.45.i.i)
  %.58.i.i = tail call double @llvm.fma.f64(double %.57.i.i, double %.51.i.i, double %.55.i.i)
  %.59.i.i = fmul double %.58.i.i, 0x37F0000000000000
  %.60.i.i = select i1 %.43.i.i, double %.59.i.i, double %.58.i.i
  %.61.i.i = fcmp oeq double %.45.i.i, 0.000000e+00
  %.62.i.i = fcmp oeq double %.45.i.i, 0x7FF0000000000000
  %.63.i.i = or i1 %.61.i.i, %.62.i.i
  %.64.i.i = select i1 %.63.i.i, double %.45.i.i, double %.60.i.i
  %t157.i.i = fdiv double 1.000000e+00, %.64.i.i
  br label %math.pow.exit

b140.i:                                           ; preds = %b138.i
  %t273.i = fcmp olt float %t21, 0.000000e+00
  br i1 %t273.i, label %math.pow.exit, label %b142.i

b142.i:                                           ; preds = %b140.i
  %t274.i = fcmp ogt float %t21, 0.000000e+00
  br i1 %t274.i, label %math.pow.exit, label %b29.i

b144.i:                                           ; preds = %b137.i
  %t275.i = fcmp oeq float %t21, 5.000000e-01
  br i1 %t275.i, label %b145.i, label %b146.i

b145.i:                                           ; preds = %b144.i
  %.35.i = fcmp olt double %t25, 0x1000000000000000
  %.36.i = fmul double %t25, 0x4FF0000000000000
  %.37.i = select i1 %.35.i, double %.36.i, double %t25
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

b146.i:                                           ; preds = %b144.i
  %t277.i = fcmp oeq float %t21, -5.000000e-01
  br i1 %t277.i, label %b147.i, label %b29.i

b147.i:                                           ; preds = %b146.i
  %.57.i = fcmp olt double %t25, 0x1000000000000000
  %.58.i = fmul double %t25, 0x4FF0000000000000
  %.59.i = select i1 %.57.i, double %.58.i, double %t25
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
  %t279.i = fdiv double 1.000000e+00, %.78.i
  br label %math.pow.exit

math.pow.exit:                                    ; preds = %b8, %b3.i, %b5.i, %b14.i, %b18.i, %b24.i, %b28.i, %b29.i, %b33.i, %b35.i, %b113.i, %b115.i, %b122.i, %b124.i, %b127.i, %b132.i, %b134.i, %b139.i, %b3.i.i, %b5.i.i, %b14.i.i, %b18.i.i, %b24.i.i, %b28.i.i, %b29.i.i, %b33.i.i, %b35.i.i, %b63.i.i, %b65.i.i, %b72.i.i, %b74.i.i, %b77.i.i, %b82.i.i, %b84.i.i, %b89.i.i, %b5.i134.i.i, %b14.i.i.i, %b18.i.i.i, %b24.i.i.i, %b28.i.i.i, %b29.i169.i.i, %b33.i.i.i, %b35.i.i.i, %b63.i.i.i, %b65.i.i.i, %b72.i.i.i, %b74.i.i.i, %b77.i.i.i, %b90.i.i.i, %b92.i.i.i, %b95.i.i.i, %b97.i.i.i, %b90.i.i, %b92.i.i, %b95.i.i, %b97.i.i, %b140.i, %b142.i, %b145.i, %b147.i
  %common.ret.op.i = phi double [ 0x7FF0000000000000, %b18.i ], [ 0.000000e+00, %b28.i ], [ %.56.i, %b145.i ], [ %t279.i, %b147.i ], [ 1.000000e+00, %b8 ], [ %t25, %b3.i ], [ 0x7FF8000000000001, %b5.i ], [ 0xFFF0000000000000, %b14.i ], [ %t25, %b24.i ], [ 0x7FF8000000000001, %b29.i ], [ 1.000000e+00, %b33.i ], [ %..i, %b35.i ], [ %t244.i, %b122.i ], [ %t257.i, %b127.i ], [ %t226.i, %b113.i ], [ %t226.i, %b115.i ], [ %.84.i, %b124.i ], [ 1.000000e+00, %b132.i ], [ %.87.i, %b134.i ], [ 0.000000e+00, %b140.i ], [ 0x7FF0000000000000, %b142.i ], [ 0x7FF0000000000000, %b18.i.i ], [ 0.000000e+00, %b28.i.i ], [ %.42.i.i, %b95.i.i ], [ %t157.i.i, %b97.i.i ], [ 1.000000e+00, %b139.i ], [ %t270.i, %b3.i.i ], [ 0x7FF8000000000001, %b5.i.i ], [ 0xFFF0000000000000, %b14.i.i ], [ %t270.i, %b24.i.i ], [ 0x7FF8000000000001, %b29.i.i ], [ 1.000000e+00, %b33.i.i ], [ %..i.i, %b35.i.i ], [ %t122.i.i, %b72.i.i ], [ %t135.i.i, %b77.i.i ], [ %t104.i.i, %b63.i.i ], [ %t104.i.i, %b65.i.i ], [ %.65.i.i, %b74.i.i ], [ 1.000000e+00, %b82.i.i ], [ %.67.i.i, %b84.i.i ], [ 0.000000e+00, %b90.i.i ], [ 0x7FF0000000000000, %b92.i.i ], [ 0x7FF0000000000000, %b18.i.i.i ], [ 0.000000e+00, %b28.i.i.i ], [ %.42.i.i.i, %b95.i.i.i ], [ %t154.i.i.i, %b97.i.i.i ], [ 1.000000e+00, %b89.i.i ], [ 0x7FF8000000000001, %b5.i134.i.i ], [ 0xFFF0000000000000, %b14.i.i.i ], [ %t148.i.i, %b24.i.i.i ], [ 0x7FF8000000000001, %b29.i169.i.i ], [ 1.000000e+00, %b33.i.i.i ], [ %..i176.i.i, %b35.i.i.i ], [ %t122.i.i.i, %b72.i.i.i ], [ %t135.i.i.i, %b77.i.i.i ], [ %t104.i.i.i, %b63.i.i.i ], [ %t104.i.i.i, %b65.i.i.i ], [ %.65.i.i.i, %b74.i.i.i ], [ 0.000000e+00, %b90.i.i.i ], [ 0x7FF0000000000000, %b92.i.i.i ]
  %t28 = fptrunc double %common.ret.op.i to float
  %t29 = fdiv float %t28, %t24
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t1411
  store float %t29, ptr addrspace(1) %t30, align 4
  %t31 = add i64 %t1411, %t13
  %t15 = icmp slt i64 %t31, %a0
  br i1 %t15, label %b2, label %b9

b9:                                               ; preds = %math.pow.exit, %entry
  ret void
}

; Function Attrs: nounwind
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
  %t1510 = icmp slt i64 %t12, %a0
  br i1 %t1510, label %b2.lr.ph, label %b25

b2.lr.ph:                                         ; preds = %entry
  %t16 = icmp sgt i64 %a1, 7
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %t32 = icmp sgt i64 %a1, 6
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %t48 = icmp sgt i64 %a1, 5
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %t64 = icmp sgt i64 %a1, 4
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %t80 = icmp sgt i64 %a1, 3
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %t96 = icmp sgt i64 %a1, 2
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %t112 = icmp sgt i64 %a1, 1
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  %t128 = icmp sgt i64 %a1, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %math.pow.exit
  %t1411 = phi i64 [ %t12, %b2.lr.ph ], [ %t156, %math.pow.exit ]
  br i1 %t16, label %b3, label %b4

b3:                                               ; preds = %b2
  %t1411.frozen = freeze i64 %t1411
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t1411.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t1411.frozen, %14
  %.22 = select i1 %.17, i64 %t1411, i64 %.21.decomposed
  %.28 = sub i64 0, %t1411
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t19 = mul i64 %.22, %a19
  %t21 = mul i64 %.22, %a29
  %t23 = mul i64 %.22, %a39
  %t25 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t27 = phi i64 [ %.30, %b3 ], [ %t1411, %b2 ]
  %t28 = phi i64 [ %t19, %b3 ], [ 0, %b2 ]
  %t29 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t32, label %b5, label %b6

b5:                                               ; preds = %b4
  %t27.frozen = freeze i64 %t27
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t27.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t27.frozen, %15
  %.36 = select i1 %.31, i64 %t27, i64 %.35.decomposed
  %.42 = sub i64 0, %t27
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t35 = mul i64 %.36, %a18
  %t36 = add i64 %t35, %t28
  %t37 = mul i64 %.36, %a28
  %t38 = add i64 %t37, %t29
  %t39 = mul i64 %.36, %a38
  %t40 = add i64 %t39, %t30
  %t41 = mul i64 %.36, %a47
  %t42 = add i64 %t41, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t43 = phi i64 [ %.44, %b5 ], [ %t27, %b4 ]
  %t44 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  %t45 = phi i64 [ %t38, %b5 ], [ %t29, %b4 ]
  %t46 = phi i64 [ %t40, %b5 ], [ %t30, %b4 ]
  %t47 = phi i64 [ %t42, %b5 ], [ %t31, %b4 ]
  br i1 %t48, label %b7, label %b8

b7:                                               ; preds = %b6
  %t43.frozen = freeze i64 %t43
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t43.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t43.frozen, %16
  %.50 = select i1 %.45, i64 %t43, i64 %.49.decomposed
  %.56 = sub i64 0, %t43
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t51 = mul i64 %.50, %a17
  %t52 = add i64 %t51, %t44
  %t53 = mul i64 %.50, %a27
  %t54 = add i64 %t53, %t45
  %t55 = mul i64 %.50, %a37
  %t56 = add i64 %t55, %t46
  %t57 = mul i64 %.50, %a46
  %t58 = add i64 %t57, %t47
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t59 = phi i64 [ %.58, %b7 ], [ %t43, %b6 ]
  %t60 = phi i64 [ %t52, %b7 ], [ %t44, %b6 ]
  %t61 = phi i64 [ %t54, %b7 ], [ %t45, %b6 ]
  %t62 = phi i64 [ %t56, %b7 ], [ %t46, %b6 ]
  %t63 = phi i64 [ %t58, %b7 ], [ %t47, %b6 ]
  br i1 %t64, label %b9, label %b10

b9:                                               ; preds = %b8
  %t59.frozen = freeze i64 %t59
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t59.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t59.frozen, %17
  %.64 = select i1 %.59, i64 %t59, i64 %.63.decomposed
  %.70 = sub i64 0, %t59
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t67, %t60
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t69, %t61
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t71, %t62
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t73, %t63
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t59, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t60, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t61, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t62, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t63, %b8 ]
  br i1 %t80, label %b11, label %b12

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
  %t83 = mul i64 %.78, %a15
  %t84 = add i64 %t83, %t76
  %t85 = mul i64 %.78, %a25
  %t86 = add i64 %t85, %t77
  %t87 = mul i64 %.78, %a35
  %t88 = add i64 %t87, %t78
  %t89 = mul i64 %.78, %a44
  %t90 = add i64 %t89, %t79
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t91 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t92 = phi i64 [ %t84, %b11 ], [ %t76, %b10 ]
  %t93 = phi i64 [ %t86, %b11 ], [ %t77, %b10 ]
  %t94 = phi i64 [ %t88, %b11 ], [ %t78, %b10 ]
  %t95 = phi i64 [ %t90, %b11 ], [ %t79, %b10 ]
  br i1 %t96, label %b13, label %b14

b13:                                              ; preds = %b12
  %t91.frozen = freeze i64 %t91
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t91.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t91.frozen, %19
  %.92 = select i1 %.87, i64 %t91, i64 %.91.decomposed
  %.98 = sub i64 0, %t91
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t99 = mul i64 %.92, %a14
  %t100 = add i64 %t99, %t92
  %t101 = mul i64 %.92, %a24
  %t102 = add i64 %t101, %t93
  %t103 = mul i64 %.92, %a34
  %t104 = add i64 %t103, %t94
  %t105 = mul i64 %.92, %a43
  %t106 = add i64 %t105, %t95
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t107 = phi i64 [ %.100, %b13 ], [ %t91, %b12 ]
  %t108 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t109 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t110 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  %t111 = phi i64 [ %t106, %b13 ], [ %t95, %b12 ]
  br i1 %t112, label %b15, label %b16

b15:                                              ; preds = %b14
  %t107.frozen = freeze i64 %t107
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t107.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t107.frozen, %20
  %.106 = select i1 %.101, i64 %t107, i64 %.105.decomposed
  %.112 = sub i64 0, %t107
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t115 = mul i64 %.106, %a13
  %t116 = add i64 %t115, %t108
  %t117 = mul i64 %.106, %a23
  %t118 = add i64 %t117, %t109
  %t119 = mul i64 %.106, %a33
  %t120 = add i64 %t119, %t110
  %t121 = mul i64 %.106, %a42
  %t122 = add i64 %t121, %t111
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t123 = phi i64 [ %.114, %b15 ], [ %t107, %b14 ]
  %t124 = phi i64 [ %t116, %b15 ], [ %t108, %b14 ]
  %t125 = phi i64 [ %t118, %b15 ], [ %t109, %b14 ]
  %t126 = phi i64 [ %t120, %b15 ], [ %t110, %b14 ]
  %t127 = phi i64 [ %t122, %b15 ], [ %t111, %b14 ]
  br i1 %t128, label %b17, label %b18

b17:                                              ; preds = %b16
  %t129 = mul i64 %t123, %a12
  %t130 = add i64 %t124, %t129
  %t131 = mul i64 %t123, %a22
  %t132 = add i64 %t125, %t131
  %t133 = mul i64 %t123, %a32
  %t134 = add i64 %t126, %t133
  %t135 = mul i64 %t123, %a41
  %t136 = add i64 %t127, %t135
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t137 = phi i64 [ %t130, %b17 ], [ %t124, %b16 ]
  %t138 = phi i64 [ %t132, %b17 ], [ %t125, %b16 ]
  %t139 = phi i64 [ %t134, %b17 ], [ %t126, %b16 ]
  %t140 = phi i64 [ %t136, %b17 ], [ %t127, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t137
  %.115 = load float, ptr addrspace(1) %t141, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t143 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t138
  %.116 = load float, ptr addrspace(1) %t144, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t146 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t147 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t139
  %.117 = load float, ptr addrspace(1) %t147, align 4
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t149 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t150 = fpext float %t143 to double
  %t151 = fpext float %t146 to double
  %t0.i = fcmp oeq float %t146, 0.000000e+00
  %t1.i = fcmp oeq float %t143, 1.000000e+00
  %or.cond.i = select i1 %t0.i, i1 true, i1 %t1.i
  br i1 %or.cond.i, label %math.pow.exit, label %b3.i

b3.i:                                             ; preds = %b24
  %t2.i = fcmp oeq float %t146, 1.000000e+00
  br i1 %t2.i, label %math.pow.exit, label %b5.i

b5.i:                                             ; preds = %b3.i
  %t3.i = fcmp uno float %t143, 0.000000e+00
  %t4.i = fcmp uno float %t146, 0.000000e+00
  %or.cond1.i = select i1 %t3.i, i1 true, i1 %t4.i
  br i1 %or.cond1.i, label %math.pow.exit, label %b8.i

b8.i:                                             ; preds = %b5.i
  %t5.i = fcmp oeq float %t143, 0.000000e+00
  br i1 %t5.i, label %b9.i, label %b131.i

b9.i:                                             ; preds = %b8.i
  %t6.i = fcmp olt float %t146, 0.000000e+00
  br i1 %t6.i, label %b10.i, label %b19.i

b10.i:                                            ; preds = %b9.i
  %21 = bitcast float %t143 to i32
  %t9.i = icmp sgt i32 %21, -1
  %t10.i = tail call double @llvm.fabs.f64(double %t151)
  %t11.i = fcmp oge double %t10.i, 0x4340000000000000
  %or.cond88.i = select i1 %t9.i, i1 true, i1 %t11.i
  br i1 %or.cond88.i, label %b18.i, label %b13.i

b13.i:                                            ; preds = %b10.i
  %t12.i = tail call double @llvm.trunc.f64(double %t151)
  %t13.i = fsub double %t151, %t12.i
  %t14.i = tail call double @llvm.copysign.f64(double %t13.i, double %t151)
  %t15.i = fcmp oeq double %t14.i, 0.000000e+00
  br i1 %t15.i, label %b14.i, label %b18.i

b14.i:                                            ; preds = %b13.i
  %.1.i = fcmp oge double %t12.i, 0xC3E0000000000000
  %.2.i = fcmp olt double %t12.i, 0x43E0000000000000
  %.3.i = and i1 %.1.i, %.2.i
  %22 = fptosi double %t12.i to i64
  %.op92.i = and i64 %22, 1
  %t1893.i = icmp ne i64 %.op92.i, 0
  %t18.i = select i1 %.3.i, i1 %t1893.i, i1 false
  br i1 %t18.i, label %math.pow.exit, label %b18.i

b18.i:                                            ; preds = %b14.i, %b13.i, %b10.i
  br label %math.pow.exit

b19.i:                                            ; preds = %b9.i
  %t21.i = fcmp ogt float %t146, 0.000000e+00
  br i1 %t21.i, label %b20.i, label %b19.b29_crit_edge.i

b19.b29_crit_edge.i:                              ; preds = %b19.i
  %.pre.i = tail call double @llvm.fabs.f64(double %t151)
  br label %b29.i

b20.i:                                            ; preds = %b19.i
  %23 = bitcast float %t143 to i32
  %t24.i = icmp sgt i32 %23, -1
  %t25.i = tail call double @llvm.fabs.f64(double %t151)
  %t26.i = fcmp oge double %t25.i, 0x4340000000000000
  %or.cond89.i = select i1 %t24.i, i1 true, i1 %t26.i
  br i1 %or.cond89.i, label %b28.i, label %b23.i

b23.i:                                            ; preds = %b20.i
  %t27.i = tail call double @llvm.trunc.f64(double %t151)
  %t28.i = fsub double %t151, %t27.i
  %t29.i = tail call double @llvm.copysign.f64(double %t28.i, double %t151)
  %t30.i = fcmp oeq double %t29.i, 0.000000e+00
  br i1 %t30.i, label %b24.i, label %b28.i

b24.i:                                            ; preds = %b23.i
  %.7.i = fcmp oge double %t27.i, 0xC3E0000000000000
  %.8.i = fcmp olt double %t27.i, 0x43E0000000000000
  %.9.i = and i1 %.7.i, %.8.i
  %24 = fptosi double %t27.i to i64
  %.op.i = and i64 %24, 1
  %t3391.i = icmp ne i64 %.op.i, 0
  %t33.i = select i1 %.9.i, i1 %t3391.i, i1 false
  br i1 %t33.i, label %math.pow.exit, label %b28.i

b28.i:                                            ; preds = %b24.i, %b23.i, %b20.i
  br label %math.pow.exit

b29.i:                                            ; preds = %b146.i, %b142.i, %b19.b29_crit_edge.i
  %t36.pre-phi.i = phi double [ %.pre.i, %b19.b29_crit_edge.i ], [ %t259.i, %b146.i ], [ %t259.i, %b142.i ]
  %t37.i = tail call double @llvm.trunc.f64(double %t36.pre-phi.i)
  %t38.i = fsub double %t36.pre-phi.i, %t37.i
  %25 = tail call double @llvm.fabs.f64(double %t38.i)
  %t40.i = fcmp une double %t38.i, 0.000000e+00
  %t41.i = fcmp olt float %t143, 0.000000e+00
  %or.cond2.i = select i1 %t40.i, i1 %t41.i, i1 false
  br i1 %or.cond2.i, label %math.pow.exit, label %b32.i

b32.i:                                            ; preds = %b29.i
  %t42.i = fcmp ult double %t37.i, 0x43E0000000000000
  br i1 %t42.i, label %b38.i, label %b33.i

b33.i:                                            ; preds = %b32.i
  %t43.i = fcmp oeq float %t143, -1.000000e+00
  br i1 %t43.i, label %math.pow.exit, label %b35.i

b35.i:                                            ; preds = %b33.i
  %t44.i = tail call double @llvm.fabs.f64(double %t150)
  %t45.i = fcmp uge double %t44.i, 1.000000e+00
  %t46.i = fcmp ogt float %t146, 0.000000e+00
  %t47.i = xor i1 %t45.i, %t46.i
  %..i = select i1 %t47.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b38.i:                                            ; preds = %b32.i
  br i1 %t40.i, label %b39.i, label %b92.i

b39.i:                                            ; preds = %b38.i
  %t48.i = fcmp ogt double %25, 5.000000e-01
  %t49.i = fadd double %25, -1.000000e+00
  %t50.i = fadd double %t37.i, 1.000000e+00
  %t51.i = select i1 %t48.i, double %t50.i, double %t37.i
  %t52.i = select i1 %t48.i, double %t49.i, double %25
  %t53.i = fcmp ogt double %t150, 0x7FEFFFFFFFFFFFFF
  br i1 %t53.i, label %b60.i, label %b44.i

b44.i:                                            ; preds = %b39.i
  %26 = fcmp ugt float %t143, 0.000000e+00
  %.mux.i = select i1 %t41.i, double 0x7FF8000000000001, double 0xFFF0000000000000
  br i1 %26, label %b50.i, label %b60.i

b50.i:                                            ; preds = %b44.i
  %t55.i = tail call double @llvm.fabs.f64(double %t150)
  %t56.i = fcmp ogt double %t55.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t56.i, label %b57.i, label %b53.i

b53.i:                                            ; preds = %b50.i
  %t57.i = fcmp olt double %t55.i, 0x10000000000000
  %t58.i = fmul double %t150, 0x4330000000000000
  %t59.i = select i1 %t57.i, double %t58.i, double %t150
  %t61.i = bitcast double %t59.i to i64
  %t62.i = lshr i64 %t61.i, 52
  %t63.i = and i64 %t62.i, 2047
  %t66.i = select i1 %t57.i, i64 -1074, i64 -1022
  %t67.i = add nsw i64 %t63.i, %t66.i
  %t68.i = and i64 %t61.i, -9218868437227405313
  %t69.i = or i64 %t68.i, 4602678819172646912
  %t70.i = bitcast i64 %t69.i to double
  br label %b57.i

b57.i:                                            ; preds = %b53.i, %b50.i
  %t71.i = phi double [ %t70.i, %b53.i ], [ %t150, %b50.i ]
  %t72.i = phi i64 [ %t67.i, %b53.i ], [ 0, %b50.i ]
  %t73.i = fcmp olt double %t71.i, 0x3FE6A09E667F3BCD
  %t74.i = fmul double %t71.i, 2.000000e+00
  %t76.i = select i1 %t73.i, double %t74.i, double %t71.i
  %t75.i = sext i1 %t73.i to i64
  %t77.i = add nsw i64 %t72.i, %t75.i
  %t78.i = fadd double %t76.i, -1.000000e+00
  %t79.i = sitofp i64 %t77.i to double
  %t80.i = fadd double %t78.i, 2.000000e+00
  %t81.i = fdiv double %t78.i, %t80.i
  %t82.i = fmul double %t81.i, %t81.i
  %t83.i = fmul double %t82.i, %t82.i
  %t84.i = fmul double %t83.i, 0x3FC2F112DF3E5244
  %t85.i = fadd double %t84.i, 0x3FC7466496CB03DE
  %t86.i = fmul double %t83.i, %t85.i
  %t87.i = fadd double %t86.i, 0x3FD2492494229359
  %t88.i = fmul double %t83.i, %t87.i
  %t89.i = fadd double %t88.i, 0x3FE5555555555593
  %t90.i = fmul double %t82.i, %t89.i
  %t91.i = fmul double %t83.i, 0x3FC39A09D078C69F
  %t92.i = fadd double %t91.i, 0x3FCC71C51D8E78AF
  %t93.i = fmul double %t83.i, %t92.i
  %t94.i = fadd double %t93.i, 0x3FD999999997FA04
  %t95.i = fmul double %t83.i, %t94.i
  %t96.i = fadd double %t95.i, %t90.i
  %t97.i = fmul double %t78.i, 5.000000e-01
  %t98.i = fmul double %t78.i, %t97.i
  %t99.i = fmul double %t79.i, 0x3FE62E42FEE00000
  %t100.i = fadd double %t98.i, %t96.i
  %t101.i = fmul double %t81.i, %t100.i
  %t102.i = fmul double %t79.i, 0x3DEA39EF35793C76
  %t103.i = fadd double %t102.i, %t101.i
  %t104.i = fsub double %t98.i, %t103.i
  %t105.i = fsub double %t104.i, %t78.i
  %t106.i = fsub double %t99.i, %t105.i
  br label %b60.i

b60.i:                                            ; preds = %b57.i, %b44.i, %b39.i
  %t107.i = phi double [ %t106.i, %b57.i ], [ %t150, %b39.i ], [ %.mux.i, %b44.i ]
  %t108.i = fmul double %t52.i, %t107.i
  %t109.i = fcmp uno double %t108.i, 0.000000e+00
  br i1 %t109.i, label %b92.i, label %b62.i

b62.i:                                            ; preds = %b60.i
  %t110.i = fcmp ogt double %t108.i, 0x40862E42FEFA39EF
  br i1 %t110.i, label %b92.i, label %b64.i

b64.i:                                            ; preds = %b62.i
  %t111.i = fcmp olt double %t108.i, 0xC0874910D52D3051
  br i1 %t111.i, label %b92.i, label %b66.i

b66.i:                                            ; preds = %b64.i
  %t112.i = fcmp ogt double %t108.i, 0xBE30000000000000
  %t113.i = fcmp olt double %t108.i, 0x3E30000000000000
  %or.cond4.i = and i1 %t112.i, %t113.i
  br i1 %or.cond4.i, label %b68.i, label %b69.i

b68.i:                                            ; preds = %b66.i
  %t114.i = fadd double %t108.i, 1.000000e+00
  br label %b92.i

b69.i:                                            ; preds = %b66.i
  %t115.i = fcmp olt double %t108.i, 0.000000e+00
  br i1 %t115.i, label %b70.i, label %b89.i

b70.i:                                            ; preds = %b69.i
  %t116.i = fmul double %t108.i, 0x3FF71547652B82FE
  %t117.i = fadd double %t116.i, -5.000000e-01
  %.14.i = fcmp oge double %t117.i, 0xC3E0000000000000
  %.15.i = fcmp olt double %t117.i, 0x43E0000000000000
  %.16.i = and i1 %.14.i, %.15.i
  %27 = fptosi double %t117.i to i64
  %.19.i = select i1 %.16.i, i64 %27, i64 -9223372036854775808
  br label %b71.i

b71.i:                                            ; preds = %b90.i, %b89.i, %b70.i
  %t119.i = phi i64 [ %.19.i, %b70.i ], [ 0, %b89.i ], [ %.26.i, %b90.i ]
  %t120.i = sitofp i64 %t119.i to double
  %t121.i = fmul double %t120.i, 0x3FE62E42FEE00000
  %t122.i = fsub double %t108.i, %t121.i
  %t123.i = fmul double %t120.i, 0x3DEA39EF35793C76
  %t124.i = fsub double %t122.i, %t123.i
  %t125.i = fmul double %t124.i, %t124.i
  %t126.i = fmul double %t125.i, 0x3E66376972BEA4D0
  %t127.i = fadd double %t126.i, 0xBEBBBD41C5D26BF1
  %t128.i = fmul double %t125.i, %t127.i
  %t129.i = fadd double %t128.i, 0x3F11566AAF25DE2C
  %t130.i = fmul double %t125.i, %t129.i
  %t131.i = fadd double %t130.i, 0xBF66C16C16BEBD93
  %t132.i = fmul double %t125.i, %t131.i
  %t133.i = fadd double %t132.i, 0x3FC5555555555555
  %t134.i = fmul double %t125.i, %t133.i
  %t135.i = fsub double %t124.i, %t134.i
  %t136.i = fmul double %t124.i, %t135.i
  %t137.i = fsub double 2.000000e+00, %t135.i
  %t138.i = fdiv double %t136.i, %t137.i
  %t139.i = fsub double %t123.i, %t138.i
  %28 = fsub double %t122.i, %t139.i
  %t141.i = fadd double %28, 1.000000e+00
  %t142.i = fcmp oeq double %t141.i, 0.000000e+00
  br i1 %t142.i, label %b92.i, label %b73.i

b73.i:                                            ; preds = %b71.i
  %t143.i = tail call double @llvm.fabs.f64(double %t141.i)
  %t144.i = fcmp ogt double %t143.i, 0x7FEFFFFFFFFFFFFF
  %t145.i = fcmp uno double %t141.i, 0.000000e+00
  %or.cond5.i = select i1 %t144.i, i1 true, i1 %t145.i
  br i1 %or.cond5.i, label %b92.i, label %b76.i

b76.i:                                            ; preds = %b73.i
  %t146.i = fcmp olt double %t143.i, 0x10000000000000
  %t147.i = fmul double %t141.i, 0x4330000000000000
  %t148.i = select i1 %t146.i, double %t147.i, double %t141.i
  %t149.i = select i1 %t146.i, i64 -52, i64 0
  %t151.i = bitcast double %t148.i to i64
  %t152.i = lshr i64 %t151.i, 52
  %t154.i = and i64 %t152.i, 2047
  %t155.i = add i64 %t119.i, -1023
  %t150.i = add i64 %t155.i, %t149.i
  %t156.i = add i64 %t150.i, %t154.i
  %t157.i = icmp slt i64 %t156.i, -1075
  br i1 %t157.i, label %b80.i, label %b81.i

b80.i:                                            ; preds = %b76.i
  %t158.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t148.i)
  br label %b92.i

b81.i:                                            ; preds = %b76.i
  %t159.i = icmp sgt i64 %t156.i, 1023
  br i1 %t159.i, label %b82.i, label %b85.i

b82.i:                                            ; preds = %b81.i
  %t160.i = fcmp olt double %t148.i, 0.000000e+00
  %.79.i = select i1 %t160.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b92.i

b85.i:                                            ; preds = %b81.i
  %t161.i = icmp slt i64 %t156.i, -1022
  %spec.select80.i = select i1 %t161.i, double 0x3CA0000000000000, double 1.000000e+00
  %t165.i = and i64 %t151.i, -9218868437227405313
  %29 = shl nsw i64 %t156.i, 52
  %30 = add i64 %29, 238690780250636288
  %t166.i = select i1 %t161.i, i64 %30, i64 %29
  %t168.i = add i64 %t166.i, 4607182418800017408
  %t169.i = or i64 %t168.i, %t165.i
  %t170.i = bitcast i64 %t169.i to double
  %t171.i = fmul double %spec.select80.i, %t170.i
  br label %b92.i

b89.i:                                            ; preds = %b69.i
  %t173.i = fcmp ogt double %t108.i, 0.000000e+00
  br i1 %t173.i, label %b90.i, label %b71.i

b90.i:                                            ; preds = %b89.i
  %t174.i = fmul double %t108.i, 0x3FF71547652B82FE
  %t175.i = fadd double %t174.i, 5.000000e-01
  %.21.i = fcmp oge double %t175.i, 0xC3E0000000000000
  %.22.i = fcmp olt double %t175.i, 0x43E0000000000000
  %.23.i = and i1 %.21.i, %.22.i
  %31 = fptosi double %t175.i to i64
  %.26.i = select i1 %.23.i, i64 %31, i64 -9223372036854775808
  br label %b71.i

b92.i:                                            ; preds = %b85.i, %b82.i, %b80.i, %b73.i, %b71.i, %b68.i, %b64.i, %b62.i, %b60.i, %b38.i
  %t178.i = phi double [ %t37.i, %b38.i ], [ %t51.i, %b80.i ], [ %t51.i, %b85.i ], [ %t51.i, %b71.i ], [ %t51.i, %b73.i ], [ %t51.i, %b82.i ], [ %t51.i, %b64.i ], [ %t51.i, %b62.i ], [ %t51.i, %b60.i ], [ %t51.i, %b68.i ]
  %t179.i = phi double [ 1.000000e+00, %b38.i ], [ %t158.i, %b80.i ], [ %t171.i, %b85.i ], [ %t141.i, %b71.i ], [ %t141.i, %b73.i ], [ %.79.i, %b82.i ], [ 0.000000e+00, %b64.i ], [ 0x7FF0000000000000, %b62.i ], [ %t108.i, %b60.i ], [ %t114.i, %b68.i ]
  br i1 %t5.i, label %b101.i, label %b94.i

b94.i:                                            ; preds = %b92.i
  %t180.i = tail call double @llvm.fabs.f64(double %t150)
  %t181.i = fcmp ogt double %t180.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t181.i, label %b101.i, label %b97.i

b97.i:                                            ; preds = %b94.i
  %t182.i = fcmp olt double %t180.i, 0x10000000000000
  %t183.i = fmul double %t150, 0x4330000000000000
  %t184.i = select i1 %t182.i, double %t183.i, double %t150
  %t186.i = bitcast double %t184.i to i64
  %t187.i = lshr i64 %t186.i, 52
  %t188.i = and i64 %t187.i, 2047
  %t191.i = select i1 %t182.i, i64 -1074, i64 -1022
  %t192.i = add nsw i64 %t188.i, %t191.i
  %t193.i = and i64 %t186.i, -9218868437227405313
  %t194.i = or i64 %t193.i, 4602678819172646912
  %t195.i = bitcast i64 %t194.i to double
  br label %b101.i

b101.i:                                           ; preds = %b97.i, %b94.i, %b92.i
  %t196.i = phi double [ %t195.i, %b97.i ], [ %t150, %b92.i ], [ %t150, %b94.i ]
  %t197.i = phi i64 [ %t192.i, %b97.i ], [ 0, %b92.i ], [ 0, %b94.i ]
  %.28.i = fcmp oge double %t178.i, 0xC3E0000000000000
  %.29.i = fcmp olt double %t178.i, 0x43E0000000000000
  %.30.i = and i1 %.28.i, %.29.i
  %32 = fptosi double %t178.i to i64
  %.33.i = select i1 %.30.i, i64 %32, i64 -9223372036854775808
  %t204.not104.i = icmp eq i64 %.33.i, 0
  br i1 %t204.not104.i, label %b111.i, label %b103.i

b103.i:                                           ; preds = %b101.i, %b106.i
  %t203109.i = phi i64 [ %t221.i, %b106.i ], [ %.33.i, %b101.i ]
  %t202108.i = phi i64 [ %t220.i, %b106.i ], [ %t197.i, %b101.i ]
  %t201107.i = phi double [ %t219.i, %b106.i ], [ %t196.i, %b101.i ]
  %t200106.i = phi i64 [ %t213.i, %b106.i ], [ 0, %b101.i ]
  %t199105.i = phi double [ %t212.i, %b106.i ], [ %t179.i, %b101.i ]
  %33 = add i64 %t202108.i, -4097
  %34 = icmp ult i64 %33, -8193
  br i1 %34, label %b104.i, label %b106.i

b104.i:                                           ; preds = %b103.i
  %t206.i = add i64 %t200106.i, %t202108.i
  br label %b111.i

b106.i:                                           ; preds = %b103.i
  %t208.i = and i64 %t203109.i, 1
  %t209.not.i = icmp eq i64 %t208.i, 0
  %t210.i = select i1 %t209.not.i, double 1.000000e+00, double %t201107.i
  %t212.i = fmul double %t210.i, %t199105.i
  %t211.i = select i1 %t209.not.i, i64 0, i64 %t202108.i
  %t213.i = add i64 %t211.i, %t200106.i
  %t214.i = fmul double %t201107.i, %t201107.i
  %t215.i = shl nsw i64 %t202108.i, 1
  %t216.i = fcmp olt double %t214.i, 5.000000e-01
  %t217.i = select i1 %t216.i, double %t214.i, double -0.000000e+00
  %t219.i = fadd double %t214.i, %t217.i
  %t218.i = sext i1 %t216.i to i64
  %t220.i = add i64 %t215.i, %t218.i
  %t221.i = ashr i64 %t203109.i, 1
  %t204.not.i = icmp ult i64 %t203109.i, 2
  br i1 %t204.not.i, label %b111.i, label %b103.i

b111.i:                                           ; preds = %b106.i, %b104.i, %b101.i
  %t19997.i = phi double [ %t199105.i, %b104.i ], [ %t179.i, %b101.i ], [ %t212.i, %b106.i ]
  %t222.i = phi i64 [ %t206.i, %b104.i ], [ 0, %b101.i ], [ %t213.i, %b106.i ]
  %t223.i = fcmp olt float %t146, 0.000000e+00
  br i1 %t223.i, label %b112.i, label %b113.i

b112.i:                                           ; preds = %b111.i
  %t224.i = fdiv double 1.000000e+00, %t19997.i
  %t225.i = sub i64 0, %t222.i
  br label %b113.i

b113.i:                                           ; preds = %b112.i, %b111.i
  %t226.i = phi double [ %t19997.i, %b111.i ], [ %t224.i, %b112.i ]
  %t227.i = phi i64 [ %t222.i, %b111.i ], [ %t225.i, %b112.i ]
  %t228.i = fcmp oeq double %t226.i, 0.000000e+00
  br i1 %t228.i, label %math.pow.exit, label %b115.i

b115.i:                                           ; preds = %b113.i
  %t229.i = tail call double @llvm.fabs.f64(double %t226.i)
  %t230.i = fcmp ogt double %t229.i, 0x7FEFFFFFFFFFFFFF
  %t231.i = fcmp uno double %t226.i, 0.000000e+00
  %or.cond83.i = select i1 %t230.i, i1 true, i1 %t231.i
  br i1 %or.cond83.i, label %math.pow.exit, label %b118.i

b118.i:                                           ; preds = %b115.i
  %t232.i = fcmp olt double %t229.i, 0x10000000000000
  %t233.i = fmul double %t226.i, 0x4330000000000000
  %t234.i = select i1 %t232.i, double %t233.i, double %t226.i
  %t235.i = select i1 %t232.i, i64 -52, i64 0
  %t237.i = bitcast double %t234.i to i64
  %t238.i = lshr i64 %t237.i, 52
  %t240.i = and i64 %t238.i, 2047
  %t241.i = add i64 %t227.i, -1023
  %t236.i = add i64 %t241.i, %t235.i
  %t242.i = add i64 %t236.i, %t240.i
  %t243.i = icmp slt i64 %t242.i, -1075
  br i1 %t243.i, label %b122.i, label %b123.i

b122.i:                                           ; preds = %b118.i
  %t244.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t234.i)
  br label %math.pow.exit

b123.i:                                           ; preds = %b118.i
  %t245.i = icmp sgt i64 %t242.i, 1023
  br i1 %t245.i, label %b124.i, label %b127.i

b124.i:                                           ; preds = %b123.i
  %t246.i = fcmp olt double %t234.i, 0.000000e+00
  %.84.i = select i1 %t246.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %math.pow.exit

b127.i:                                           ; preds = %b123.i
  %t247.i = icmp slt i64 %t242.i, -1022
  %spec.select86.i = select i1 %t247.i, double 0x3CA0000000000000, double 1.000000e+00
  %t251.i = and i64 %t237.i, -9218868437227405313
  %35 = shl nsw i64 %t242.i, 52
  %36 = add i64 %35, 238690780250636288
  %t252.i = select i1 %t247.i, i64 %36, i64 %35
  %t254.i = add i64 %t252.i, 4607182418800017408
  %t255.i = or i64 %t254.i, %t251.i
  %t256.i = bitcast i64 %t255.i to double
  %t257.i = fmul double %spec.select86.i, %t256.i
  br label %math.pow.exit

b131.i:                                           ; preds = %b8.i
  %t259.i = tail call double @llvm.fabs.f64(double %t151)
  %t260.i = fcmp ogt double %t259.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t260.i, label %b132.i, label %b137.i

b132.i:                                           ; preds = %b131.i
  %t261.i = fcmp oeq float %t143, -1.000000e+00
  br i1 %t261.i, label %math.pow.exit, label %b134.i

b134.i:                                           ; preds = %b132.i
  %t262.i = tail call double @llvm.fabs.f64(double %t150)
  %t263.i = fcmp uge double %t262.i, 1.000000e+00
  %t264.i = fcmp ogt double %t151, 0x7FEFFFFFFFFFFFFF
  %t265.i = xor i1 %t263.i, %t264.i
  %.87.i = select i1 %t265.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b137.i:                                           ; preds = %b131.i
  %t266.i = tail call double @llvm.fabs.f64(double %t150)
  %t267.i = fcmp ogt double %t266.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t267.i, label %b138.i, label %b144.i

b138.i:                                           ; preds = %b137.i
  %t269.i = fcmp olt double %t150, 0xFFEFFFFFFFFFFFFF
  br i1 %t269.i, label %b139.i, label %b140.i

b139.i:                                           ; preds = %b138.i
  %t270.i = fdiv double 1.000000e+00, %t150
  %t271.i = fneg double %t151
  %t1.i.i = fcmp oeq double %t270.i, 1.000000e+00
  br i1 %t1.i.i, label %math.pow.exit, label %b3.i.i

b3.i.i:                                           ; preds = %b139.i
  %t2.i.i = fcmp oeq float %t146, -1.000000e+00
  br i1 %t2.i.i, label %math.pow.exit, label %b5.i.i

b5.i.i:                                           ; preds = %b3.i.i
  %t3.i.i = fcmp uno double %t270.i, 0.000000e+00
  br i1 %t3.i.i, label %math.pow.exit, label %b8.i.i

b8.i.i:                                           ; preds = %b5.i.i
  %t5.i.i = fcmp oeq double %t270.i, 0.000000e+00
  br i1 %t5.i.i, label %b9.i.i, label %b81.i.i

b9.i.i:                                           ; preds = %b8.i.i
  %t6.i.i = fcmp ogt float %t146, 0.000000e+00
  br i1 %t6.i.i, label %b10.i.i, label %b19.i.i

b10.i.i:                                          ; preds = %b9.i.i
  %t7.i.i = bitcast double %t270.i to i64
  %t9.i.i = icmp sgt i64 %t7.i.i, -1
  %t10.i.i = tail call double @llvm.fabs.f64(double %t271.i)
  %t11.i.i = fcmp oge double %t10.i.i, 0x4340000000000000
  %or.cond68.i.i = select i1 %t9.i.i, i1 true, i1 %t11.i.i
  br i1 %or.cond68.i.i, label %b18.i.i, label %b13.i.i

b13.i.i:                                          ; preds = %b10.i.i
  %t12.i.i = tail call double @llvm.trunc.f64(double %t271.i)
  %t13.i.i = fsub double %t271.i, %t12.i.i
  %t14.i.i = tail call double @llvm.copysign.f64(double %t13.i.i, double %t271.i)
  %t15.i.i = fcmp oeq double %t14.i.i, 0.000000e+00
  br i1 %t15.i.i, label %b14.i.i, label %b18.i.i

b14.i.i:                                          ; preds = %b13.i.i
  %.1.i.i = fcmp oge double %t12.i.i, 0xC3E0000000000000
  %.2.i.i = fcmp olt double %t12.i.i, 0x43E0000000000000
  %.3.i.i = and i1 %.1.i.i, %.2.i.i
  %37 = fptosi double %t12.i.i to i64
  %.op71.i.i = and i64 %37, 1
  %t1872.i.i = icmp ne i64 %.op71.i.i, 0
  %t18.i.i = select i1 %.3.i.i, i1 %t1872.i.i, i1 false
  br i1 %t18.i.i, label %math.pow.exit, label %b18.i.i

b18.i.i:                                          ; preds = %b14.i.i, %b13.i.i, %b10.i.i
  br label %math.pow.exit

b19.i.i:                                          ; preds = %b9.i.i
  %t21.i.i = fcmp olt float %t146, 0.000000e+00
  br i1 %t21.i.i, label %b20.i.i, label %b19.b29_crit_edge.i.i

b19.b29_crit_edge.i.i:                            ; preds = %b19.i.i
  %.pre.i.i = tail call double @llvm.fabs.f64(double %t271.i)
  br label %b29.i.i

b20.i.i:                                          ; preds = %b19.i.i
  %t22.i.i = bitcast double %t270.i to i64
  %t24.i.i = icmp sgt i64 %t22.i.i, -1
  %t25.i.i = tail call double @llvm.fabs.f64(double %t271.i)
  %t26.i.i = fcmp oge double %t25.i.i, 0x4340000000000000
  %or.cond69.i.i = select i1 %t24.i.i, i1 true, i1 %t26.i.i
  br i1 %or.cond69.i.i, label %b28.i.i, label %b23.i.i

b23.i.i:                                          ; preds = %b20.i.i
  %t27.i.i = tail call double @llvm.trunc.f64(double %t271.i)
  %t28.i.i = fsub double %t271.i, %t27.i.i
  %t29.i.i = tail call double @llvm.copysign.f64(double %t28.i.i, double %t271.i)
  %t30.i.i = fcmp oeq double %t29.i.i, 0.000000e+00
  br i1 %t30.i.i, label %b24.i.i, label %b28.i.i

b24.i.i:                                          ; preds = %b23.i.i
  %.7.i.i = fcmp oge double %t27.i.i, 0xC3E0000000000000
  %.8.i.i = fcmp olt double %t27.i.i, 0x43E0000000000000
  %.9.i.i = and i1 %.7.i.i, %.8.i.i
  %38 = fptosi double %t27.i.i to i64
  %.op.i.i = and i64 %38, 1
  %t3370.i.i = icmp ne i64 %.op.i.i, 0
  %t33.i.i = select i1 %.9.i.i, i1 %t3370.i.i, i1 false
  br i1 %t33.i.i, label %math.pow.exit, label %b28.i.i

b28.i.i:                                          ; preds = %b24.i.i, %b23.i.i, %b20.i.i
  br label %math.pow.exit

b29.i.i:                                          ; preds = %b96.i.i, %b92.i.i, %b19.b29_crit_edge.i.i
  %t36.pre-phi.i.i = phi double [ %.pre.i.i, %b19.b29_crit_edge.i.i ], [ %t137.i.i, %b96.i.i ], [ %t137.i.i, %b92.i.i ]
  %t37.i.i = tail call double @llvm.trunc.f64(double %t36.pre-phi.i.i)
  %t38.i.i = fsub double %t36.pre-phi.i.i, %t37.i.i
  %39 = tail call double @llvm.fabs.f64(double %t38.i.i)
  %t40.i.i = fcmp une double %t38.i.i, 0.000000e+00
  %t41.i.i = fcmp olt double %t270.i, 0.000000e+00
  %or.cond2.i.i = select i1 %t40.i.i, i1 %t41.i.i, i1 false
  br i1 %or.cond2.i.i, label %math.pow.exit, label %b32.i.i

b32.i.i:                                          ; preds = %b29.i.i
  %t42.i.i = fcmp ult double %t37.i.i, 0x43E0000000000000
  br i1 %t42.i.i, label %b38.i.i, label %b33.i.i

b33.i.i:                                          ; preds = %b32.i.i
  %t43.i.i = fcmp oeq double %t270.i, -1.000000e+00
  br i1 %t43.i.i, label %math.pow.exit, label %b35.i.i

b35.i.i:                                          ; preds = %b33.i.i
  %t46.i.i = fcmp olt float %t146, 0.000000e+00
  %t44.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t45.i.i = fcmp uge double %t44.i.i, 1.000000e+00
  %t47.i.i = xor i1 %t45.i.i, %t46.i.i
  %..i.i = select i1 %t47.i.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b38.i.i:                                          ; preds = %b32.i.i
  br i1 %t40.i.i, label %b39.i.i, label %b42.i.i

b39.i.i:                                          ; preds = %b38.i.i
  %t48.i.i = fcmp ogt double %39, 5.000000e-01
  %t49.i.i = fadd double %39, -1.000000e+00
  %t50.i.i = fadd double %t37.i.i, 1.000000e+00
  %t51.i.i = select i1 %t48.i.i, double %t50.i.i, double %t37.i.i
  %t52.i.i = select i1 %t48.i.i, double %t49.i.i, double %39
  %t1.i.i.i = fcmp ogt double %t270.i, 0x7FEFFFFFFFFFFFFF
  %brmerge.i.i = or i1 %t1.i.i.i, %t41.i.i
  %p0.mux.i.i = select i1 %t1.i.i.i, double %t270.i, double 0x7FF8000000000001
  %brmerge192.i.i = or i1 %t5.i.i, %brmerge.i.i
  %p0.mux.mux.i.i = select i1 %brmerge.i.i, double %p0.mux.i.i, double 0xFFF0000000000000
  br i1 %brmerge192.i.i, label %math.log.exit.i.i, label %b9.i.i.i

b9.i.i.i:                                         ; preds = %b39.i.i
  %t4.i.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t5.i.i.i = fcmp ogt double %t4.i.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t5.i.i.i, label %b16.i.i.i, label %b12.i.i.i

b12.i.i.i:                                        ; preds = %b9.i.i.i
  %t6.i.i.i = fcmp olt double %t4.i.i.i, 0x10000000000000
  %t7.i.i.i = fmul double %t270.i, 0x4330000000000000
  %t8.i.i.i = select i1 %t6.i.i.i, double %t7.i.i.i, double %t270.i
  %t10.i.i.i = bitcast double %t8.i.i.i to i64
  %t11.i.i.i = lshr i64 %t10.i.i.i, 52
  %t12.i.i.i = and i64 %t11.i.i.i, 2047
  %t15.i.i.i = select i1 %t6.i.i.i, i64 -1074, i64 -1022
  %t16.i.i.i = add nsw i64 %t12.i.i.i, %t15.i.i.i
  %t17.i.i.i = and i64 %t10.i.i.i, -9218868437227405313
  %t18.i.i.i = or i64 %t17.i.i.i, 4602678819172646912
  %t19.i.i.i = bitcast i64 %t18.i.i.i to double
  br label %b16.i.i.i

b16.i.i.i:                                        ; preds = %b12.i.i.i, %b9.i.i.i
  %t20.i.i.i = phi double [ %t19.i.i.i, %b12.i.i.i ], [ %t270.i, %b9.i.i.i ]
  %t21.i.i.i = phi i64 [ %t16.i.i.i, %b12.i.i.i ], [ 0, %b9.i.i.i ]
  %t22.i.i.i = fcmp olt double %t20.i.i.i, 0x3FE6A09E667F3BCD
  %t23.i.i.i = fmul double %t20.i.i.i, 2.000000e+00
  %t25.i.i.i = select i1 %t22.i.i.i, double %t23.i.i.i, double %t20.i.i.i
  %t24.i.i.i = sext i1 %t22.i.i.i to i64
  %t26.i.i.i = add nsw i64 %t21.i.i.i, %t24.i.i.i
  %t27.i.i.i = fadd double %t25.i.i.i, -1.000000e+00
  %t28.i.i.i = sitofp i64 %t26.i.i.i to double
  %t29.i.i.i = fadd double %t27.i.i.i, 2.000000e+00
  %t30.i.i.i = fdiv double %t27.i.i.i, %t29.i.i.i
  %t31.i.i.i = fmul double %t30.i.i.i, %t30.i.i.i
  %t32.i.i.i = fmul double %t31.i.i.i, %t31.i.i.i
  %t33.i.i.i = fmul double %t32.i.i.i, 0x3FC2F112DF3E5244
  %t34.i.i.i = fadd double %t33.i.i.i, 0x3FC7466496CB03DE
  %t35.i.i.i = fmul double %t32.i.i.i, %t34.i.i.i
  %t36.i.i.i = fadd double %t35.i.i.i, 0x3FD2492494229359
  %t37.i.i.i = fmul double %t32.i.i.i, %t36.i.i.i
  %t38.i.i.i = fadd double %t37.i.i.i, 0x3FE5555555555593
  %t39.i.i.i = fmul double %t31.i.i.i, %t38.i.i.i
  %t40.i.i.i = fmul double %t32.i.i.i, 0x3FC39A09D078C69F
  %t41.i.i.i = fadd double %t40.i.i.i, 0x3FCC71C51D8E78AF
  %t42.i.i.i = fmul double %t32.i.i.i, %t41.i.i.i
  %t43.i.i.i = fadd double %t42.i.i.i, 0x3FD999999997FA04
  %t44.i.i.i = fmul double %t32.i.i.i, %t43.i.i.i
  %t45.i.i.i = fadd double %t44.i.i.i, %t39.i.i.i
  %t46.i.i.i = fmul double %t27.i.i.i, 5.000000e-01
  %t47.i.i.i = fmul double %t27.i.i.i, %t46.i.i.i
  %t48.i.i.i = fmul double %t28.i.i.i, 0x3FE62E42FEE00000
  %t49.i.i.i = fadd double %t47.i.i.i, %t45.i.i.i
  %t50.i.i.i = fmul double %t30.i.i.i, %t49.i.i.i
  %t51.i.i.i = fmul double %t28.i.i.i, 0x3DEA39EF35793C76
  %t52.i.i.i = fadd double %t51.i.i.i, %t50.i.i.i
  %t53.i.i.i = fsub double %t47.i.i.i, %t52.i.i.i
  %t54.i.i.i = fsub double %t53.i.i.i, %t27.i.i.i
  %t55.i.i.i = fsub double %t48.i.i.i, %t54.i.i.i
  br label %math.log.exit.i.i

math.log.exit.i.i:                                ; preds = %b16.i.i.i, %b39.i.i
  %common.ret.op.i.i.i = phi double [ %t55.i.i.i, %b16.i.i.i ], [ %p0.mux.mux.i.i, %b39.i.i ]
  %t54.i.i = fmul double %t52.i.i, %common.ret.op.i.i.i
  %t0.i73.i.i = fcmp uno double %t54.i.i, 0.000000e+00
  br i1 %t0.i73.i.i, label %b42.i.i, label %b2.i.i.i

b2.i.i.i:                                         ; preds = %math.log.exit.i.i
  %t1.i75.i.i = fcmp ogt double %t54.i.i, 0x40862E42FEFA39EF
  br i1 %t1.i75.i.i, label %b42.i.i, label %b4.i.i.i

b4.i.i.i:                                         ; preds = %b2.i.i.i
  %t2.i76.i.i = fcmp olt double %t54.i.i, 0xC0874910D52D3051
  br i1 %t2.i76.i.i, label %b42.i.i, label %b6.i.i.i

b6.i.i.i:                                         ; preds = %b4.i.i.i
  %t3.i77.i.i = fcmp ogt double %t54.i.i, 0xBE30000000000000
  %t4.i78.i.i = fcmp olt double %t54.i.i, 0x3E30000000000000
  %or.cond.i79.i.i = and i1 %t3.i77.i.i, %t4.i78.i.i
  br i1 %or.cond.i79.i.i, label %b8.i.i.i, label %b9.i82.i.i

b8.i.i.i:                                         ; preds = %b6.i.i.i
  %t5.i80.i.i = fadd double %t54.i.i, 1.000000e+00
  br label %b42.i.i

b9.i82.i.i:                                       ; preds = %b6.i.i.i
  %t6.i81.i.i = fcmp olt double %t54.i.i, 0.000000e+00
  br i1 %t6.i81.i.i, label %b10.i.i.i, label %b29.i.i.i

b10.i.i.i:                                        ; preds = %b9.i82.i.i
  %t7.i83.i.i = fmul double %t54.i.i, 0x3FF71547652B82FE
  %t8.i84.i.i = fadd double %t7.i83.i.i, -5.000000e-01
  %.1.i.i.i = fcmp oge double %t8.i84.i.i, 0xC3E0000000000000
  %.2.i.i.i = fcmp olt double %t8.i84.i.i, 0x43E0000000000000
  %.3.i.i.i = and i1 %.1.i.i.i, %.2.i.i.i
  %40 = fptosi double %t8.i84.i.i to i64
  %.6.i.i.i = select i1 %.3.i.i.i, i64 %40, i64 -9223372036854775808
  br label %b11.i.i.i

b11.i.i.i:                                        ; preds = %b30.i.i.i, %b29.i.i.i, %b10.i.i.i
  %t10.i85.i.i = phi i64 [ %.6.i.i.i, %b10.i.i.i ], [ 0, %b29.i.i.i ], [ %.13.i.i.i, %b30.i.i.i ]
  %t11.i86.i.i = sitofp i64 %t10.i85.i.i to double
  %t12.i87.i.i = fmul double %t11.i86.i.i, 0x3FE62E42FEE00000
  %t13.i.i.i = fsub double %t54.i.i, %t12.i87.i.i
  %t14.i.i.i = fmul double %t11.i86.i.i, 0x3DEA39EF35793C76
  %t15.i88.i.i = fsub double %t13.i.i.i, %t14.i.i.i
  %t16.i89.i.i = fmul double %t15.i88.i.i, %t15.i88.i.i
  %t17.i90.i.i = fmul double %t16.i89.i.i, 0x3E66376972BEA4D0
  %t18.i91.i.i = fadd double %t17.i90.i.i, 0xBEBBBD41C5D26BF1
  %t19.i92.i.i = fmul double %t16.i89.i.i, %t18.i91.i.i
  %t20.i93.i.i = fadd double %t19.i92.i.i, 0x3F11566AAF25DE2C
  %t21.i94.i.i = fmul double %t16.i89.i.i, %t20.i93.i.i
  %t22.i95.i.i = fadd double %t21.i94.i.i, 0xBF66C16C16BEBD93
  %t23.i96.i.i = fmul double %t16.i89.i.i, %t22.i95.i.i
  %t24.i97.i.i = fadd double %t23.i96.i.i, 0x3FC5555555555555
  %t25.i98.i.i = fmul double %t16.i89.i.i, %t24.i97.i.i
  %t26.i99.i.i = fsub double %t15.i88.i.i, %t25.i98.i.i
  %t27.i100.i.i = fmul double %t15.i88.i.i, %t26.i99.i.i
  %t28.i101.i.i = fsub double 2.000000e+00, %t26.i99.i.i
  %t29.i102.i.i = fdiv double %t27.i100.i.i, %t28.i101.i.i
  %t30.i103.i.i = fsub double %t14.i.i.i, %t29.i102.i.i
  %41 = fsub double %t13.i.i.i, %t30.i103.i.i
  %t32.i104.i.i = fadd double %41, 1.000000e+00
  %t33.i105.i.i = fcmp oeq double %t32.i104.i.i, 0.000000e+00
  br i1 %t33.i105.i.i, label %b42.i.i, label %b13.i.i.i

b13.i.i.i:                                        ; preds = %b11.i.i.i
  %t34.i106.i.i = tail call double @llvm.fabs.f64(double %t32.i104.i.i)
  %t35.i107.i.i = fcmp ogt double %t34.i106.i.i, 0x7FEFFFFFFFFFFFFF
  %t36.i108.i.i = fcmp uno double %t32.i104.i.i, 0.000000e+00
  %or.cond1.i.i.i = select i1 %t35.i107.i.i, i1 true, i1 %t36.i108.i.i
  br i1 %or.cond1.i.i.i, label %b42.i.i, label %b16.i120.i.i

b16.i120.i.i:                                     ; preds = %b13.i.i.i
  %t37.i109.i.i = fcmp olt double %t34.i106.i.i, 0x10000000000000
  %t38.i110.i.i = fmul double %t32.i104.i.i, 0x4330000000000000
  %t39.i111.i.i = select i1 %t37.i109.i.i, double %t38.i110.i.i, double %t32.i104.i.i
  %t40.i112.i.i = select i1 %t37.i109.i.i, i64 -52, i64 0
  %t42.i113.i.i = bitcast double %t39.i111.i.i to i64
  %t43.i114.i.i = lshr i64 %t42.i113.i.i, 52
  %t45.i115.i.i = and i64 %t43.i114.i.i, 2047
  %t46.i116.i.i = add i64 %t10.i85.i.i, -1023
  %t41.i117.i.i = add i64 %t46.i116.i.i, %t40.i112.i.i
  %t47.i118.i.i = add i64 %t41.i117.i.i, %t45.i115.i.i
  %t48.i119.i.i = icmp slt i64 %t47.i118.i.i, -1075
  br i1 %t48.i119.i.i, label %b20.i.i.i, label %b21.i.i.i

b20.i.i.i:                                        ; preds = %b16.i120.i.i
  %t49.i121.i.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t39.i111.i.i)
  br label %b42.i.i

b21.i.i.i:                                        ; preds = %b16.i120.i.i
  %t50.i122.i.i = icmp sgt i64 %t47.i118.i.i, 1023
  br i1 %t50.i122.i.i, label %b22.i.i.i, label %b25.i.i.i

b22.i.i.i:                                        ; preds = %b21.i.i.i
  %t51.i123.i.i = fcmp olt double %t39.i111.i.i, 0.000000e+00
  %..i.i.i = select i1 %t51.i123.i.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b42.i.i

b25.i.i.i:                                        ; preds = %b21.i.i.i
  %t52.i124.i.i = icmp slt i64 %t47.i118.i.i, -1022
  %spec.select2.i.i.i = select i1 %t52.i124.i.i, double 0x3CA0000000000000, double 1.000000e+00
  %t56.i.i.i = and i64 %t42.i113.i.i, -9218868437227405313
  %42 = shl nsw i64 %t47.i118.i.i, 52
  %43 = add i64 %42, 238690780250636288
  %t57.i.i.i = select i1 %t52.i124.i.i, i64 %43, i64 %42
  %t59.i.i.i = add i64 %t57.i.i.i, 4607182418800017408
  %t60.i.i.i = or i64 %t59.i.i.i, %t56.i.i.i
  %t61.i.i.i = bitcast i64 %t60.i.i.i to double
  %t62.i.i.i = fmul double %spec.select2.i.i.i, %t61.i.i.i
  br label %b42.i.i

b29.i.i.i:                                        ; preds = %b9.i82.i.i
  %t64.i.i.i = fcmp ogt double %t54.i.i, 0.000000e+00
  br i1 %t64.i.i.i, label %b30.i.i.i, label %b11.i.i.i

b30.i.i.i:                                        ; preds = %b29.i.i.i
  %t65.i.i.i = fmul double %t54.i.i, 0x3FF71547652B82FE
  %t66.i.i.i = fadd double %t65.i.i.i, 5.000000e-01
  %.8.i.i.i = fcmp oge double %t66.i.i.i, 0xC3E0000000000000
  %.9.i.i.i = fcmp olt double %t66.i.i.i, 0x43E0000000000000
  %.10.i.i.i = and i1 %.8.i.i.i, %.9.i.i.i
  %44 = fptosi double %t66.i.i.i to i64
  %.13.i.i.i = select i1 %.10.i.i.i, i64 %44, i64 -9223372036854775808
  br label %b11.i.i.i

b42.i.i:                                          ; preds = %b25.i.i.i, %b22.i.i.i, %b20.i.i.i, %b13.i.i.i, %b11.i.i.i, %b8.i.i.i, %b4.i.i.i, %b2.i.i.i, %math.log.exit.i.i, %b38.i.i
  %t56.i.i = phi double [ %t37.i.i, %b38.i.i ], [ %t51.i.i, %math.log.exit.i.i ], [ %t51.i.i, %b2.i.i.i ], [ %t51.i.i, %b4.i.i.i ], [ %t51.i.i, %b8.i.i.i ], [ %t51.i.i, %b11.i.i.i ], [ %t51.i.i, %b13.i.i.i ], [ %t51.i.i, %b20.i.i.i ], [ %t51.i.i, %b22.i.i.i ], [ %t51.i.i, %b25.i.i.i ]
  %t57.i.i = phi double [ 1.000000e+00, %b38.i.i ], [ %t54.i.i, %math.log.exit.i.i ], [ 0x7FF0000000000000, %b2.i.i.i ], [ 0.000000e+00, %b4.i.i.i ], [ %t5.i80.i.i, %b8.i.i.i ], [ %t32.i104.i.i, %b11.i.i.i ], [ %t32.i104.i.i, %b13.i.i.i ], [ %t49.i121.i.i, %b20.i.i.i ], [ %..i.i.i, %b22.i.i.i ], [ %t62.i.i.i, %b25.i.i.i ]
  br i1 %t5.i.i, label %b51.i.i, label %b44.i.i

b44.i.i:                                          ; preds = %b42.i.i
  %t58.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t59.i.i = fcmp ogt double %t58.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t59.i.i, label %b51.i.i, label %b47.i.i

b47.i.i:                                          ; preds = %b44.i.i
  %t60.i.i = fcmp olt double %t58.i.i, 0x10000000000000
  %t61.i.i = fmul double %t270.i, 0x4330000000000000
  %t62.i.i = select i1 %t60.i.i, double %t61.i.i, double %t270.i
  %t64.i.i = bitcast double %t62.i.i to i64
  %t65.i.i = lshr i64 %t64.i.i, 52
  %t66.i.i = and i64 %t65.i.i, 2047
  %t69.i.i = select i1 %t60.i.i, i64 -1074, i64 -1022
  %t70.i.i = add nsw i64 %t66.i.i, %t69.i.i
  %t71.i.i = and i64 %t64.i.i, -9218868437227405313
  %t72.i.i = or i64 %t71.i.i, 4602678819172646912
  %t73.i.i = bitcast i64 %t72.i.i to double
  br label %b51.i.i

b51.i.i:                                          ; preds = %b47.i.i, %b44.i.i, %b42.i.i
  %t74.i.i = phi double [ %t73.i.i, %b47.i.i ], [ %t270.i, %b42.i.i ], [ %t270.i, %b44.i.i ]
  %t75.i.i = phi i64 [ %t70.i.i, %b47.i.i ], [ 0, %b42.i.i ], [ 0, %b44.i.i ]
  %.14.i.i = fcmp oge double %t56.i.i, 0xC3E0000000000000
  %.15.i.i = fcmp olt double %t56.i.i, 0x43E0000000000000
  %.16.i.i = and i1 %.14.i.i, %.15.i.i
  %45 = fptosi double %t56.i.i to i64
  %.19.i.i = select i1 %.16.i.i, i64 %45, i64 -9223372036854775808
  %t82.not200.i.i = icmp eq i64 %.19.i.i, 0
  br i1 %t82.not200.i.i, label %b61.i.i, label %b53.i.i

b53.i.i:                                          ; preds = %b51.i.i, %b56.i.i
  %t81205.i.i = phi i64 [ %t99.i.i, %b56.i.i ], [ %.19.i.i, %b51.i.i ]
  %t80204.i.i = phi i64 [ %t98.i.i, %b56.i.i ], [ %t75.i.i, %b51.i.i ]
  %t79203.i.i = phi double [ %t97.i.i, %b56.i.i ], [ %t74.i.i, %b51.i.i ]
  %t78202.i.i = phi i64 [ %t91.i.i, %b56.i.i ], [ 0, %b51.i.i ]
  %t77201.i.i = phi double [ %t90.i.i, %b56.i.i ], [ %t57.i.i, %b51.i.i ]
  %46 = add i64 %t80204.i.i, -4097
  %47 = icmp ult i64 %46, -8193
  br i1 %47, label %b54.i.i, label %b56.i.i

b54.i.i:                                          ; preds = %b53.i.i
  %t84.i.i = add i64 %t78202.i.i, %t80204.i.i
  br label %b61.i.i

b56.i.i:                                          ; preds = %b53.i.i
  %t86.i.i = and i64 %t81205.i.i, 1
  %t87.not.i.i = icmp eq i64 %t86.i.i, 0
  %t88.i.i = select i1 %t87.not.i.i, double 1.000000e+00, double %t79203.i.i
  %t90.i.i = fmul double %t88.i.i, %t77201.i.i
  %t89.i.i = select i1 %t87.not.i.i, i64 0, i64 %t80204.i.i
  %t91.i.i = add i64 %t89.i.i, %t78202.i.i
  %t92.i.i = fmul double %t79203.i.i, %t79203.i.i
  %t93.i.i = shl nsw i64 %t80204.i.i, 1
  %t94.i.i = fcmp olt double %t92.i.i, 5.000000e-01
  %t95.i.i = select i1 %t94.i.i, double %t92.i.i, double -0.000000e+00
  %t97.i.i = fadd double %t92.i.i, %t95.i.i
  %t96.i.i = sext i1 %t94.i.i to i64
  %t98.i.i = add i64 %t93.i.i, %t96.i.i
  %t99.i.i = ashr i64 %t81205.i.i, 1
  %t82.not.i.i = icmp ult i64 %t81205.i.i, 2
  br i1 %t82.not.i.i, label %b61.i.i, label %b53.i.i

b61.i.i:                                          ; preds = %b56.i.i, %b54.i.i, %b51.i.i
  %t77196.i.i = phi double [ %t77201.i.i, %b54.i.i ], [ %t57.i.i, %b51.i.i ], [ %t90.i.i, %b56.i.i ]
  %t100.i.i = phi i64 [ %t84.i.i, %b54.i.i ], [ 0, %b51.i.i ], [ %t91.i.i, %b56.i.i ]
  %t101.i.i = fcmp ogt float %t146, 0.000000e+00
  br i1 %t101.i.i, label %b62.i.i, label %b63.i.i

b62.i.i:                                          ; preds = %b61.i.i
  %t102.i.i = fdiv double 1.000000e+00, %t77196.i.i
  %t103.i.i = sub i64 0, %t100.i.i
  br label %b63.i.i

b63.i.i:                                          ; preds = %b62.i.i, %b61.i.i
  %t104.i.i = phi double [ %t77196.i.i, %b61.i.i ], [ %t102.i.i, %b62.i.i ]
  %t105.i.i = phi i64 [ %t100.i.i, %b61.i.i ], [ %t103.i.i, %b62.i.i ]
  %t106.i.i = fcmp oeq double %t104.i.i, 0.000000e+00
  br i1 %t106.i.i, label %math.pow.exit, label %b65.i.i

b65.i.i:                                          ; preds = %b63.i.i
  %t107.i.i = tail call double @llvm.fabs.f64(double %t104.i.i)
  %t108.i.i = fcmp ogt double %t107.i.i, 0x7FEFFFFFFFFFFFFF
  %t109.i.i = fcmp uno double %t104.i.i, 0.000000e+00
  %or.cond4.i.i = select i1 %t108.i.i, i1 true, i1 %t109.i.i
  br i1 %or.cond4.i.i, label %math.pow.exit, label %b68.i.i

b68.i.i:                                          ; preds = %b65.i.i
  %t110.i.i = fcmp olt double %t107.i.i, 0x10000000000000
  %t111.i.i = fmul double %t104.i.i, 0x4330000000000000
  %t112.i.i = select i1 %t110.i.i, double %t111.i.i, double %t104.i.i
  %t113.i.i = select i1 %t110.i.i, i64 -52, i64 0
  %t115.i.i = bitcast double %t112.i.i to i64
  %t116.i.i = lshr i64 %t115.i.i, 52
  %t118.i.i = and i64 %t116.i.i, 2047
  %t119.i.i = add i64 %t105.i.i, -1023
  %t114.i.i = add i64 %t119.i.i, %t113.i.i
  %t120.i.i = add i64 %t114.i.i, %t118.i.i
  %t121.i.i = icmp slt i64 %t120.i.i, -1075
  br i1 %t121.i.i, label %b72.i.i, label %b73.i.i

b72.i.i:                                          ; preds = %b68.i.i
  %t122.i.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t112.i.i)
  br label %math.pow.exit

b73.i.i:                                          ; preds = %b68.i.i
  %t123.i.i = icmp sgt i64 %t120.i.i, 1023
  br i1 %t123.i.i, label %b74.i.i, label %b77.i.i

b74.i.i:                                          ; preds = %b73.i.i
  %t124.i.i = fcmp olt double %t112.i.i, 0.000000e+00
  %.65.i.i = select i1 %t124.i.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %math.pow.exit

b77.i.i:                                          ; preds = %b73.i.i
  %t125.i.i = icmp slt i64 %t120.i.i, -1022
  %spec.select66.i.i = select i1 %t125.i.i, double 0x3CA0000000000000, double 1.000000e+00
  %t129.i.i = and i64 %t115.i.i, -9218868437227405313
  %48 = shl nsw i64 %t120.i.i, 52
  %49 = add i64 %48, 238690780250636288
  %t130.i.i = select i1 %t125.i.i, i64 %49, i64 %48
  %t132.i.i = add i64 %t130.i.i, 4607182418800017408
  %t133.i.i = or i64 %t132.i.i, %t129.i.i
  %t134.i.i = bitcast i64 %t133.i.i to double
  %t135.i.i = fmul double %spec.select66.i.i, %t134.i.i
  br label %math.pow.exit

b81.i.i:                                          ; preds = %b8.i.i
  %t137.i.i = tail call double @llvm.fabs.f64(double %t271.i)
  %t138.i.i = fcmp ogt double %t137.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t138.i.i, label %b82.i.i, label %b87.i.i

b82.i.i:                                          ; preds = %b81.i.i
  %t139.i.i = fcmp oeq double %t270.i, -1.000000e+00
  br i1 %t139.i.i, label %math.pow.exit, label %b84.i.i

b84.i.i:                                          ; preds = %b82.i.i
  %t142.i.i = fcmp olt double %t151, 0xFFEFFFFFFFFFFFFF
  %t140.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t141.i.i = fcmp uge double %t140.i.i, 1.000000e+00
  %t143.i.i = xor i1 %t141.i.i, %t142.i.i
  %.67.i.i = select i1 %t143.i.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b87.i.i:                                          ; preds = %b81.i.i
  %t144.i.i = tail call double @llvm.fabs.f64(double %t270.i)
  %t145.i.i = fcmp ogt double %t144.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t145.i.i, label %b88.i.i, label %b94.i.i

b88.i.i:                                          ; preds = %b87.i.i
  %t147.i.i = fcmp olt double %t270.i, 0xFFEFFFFFFFFFFFFF
  br i1 %t147.i.i, label %b89.i.i, label %b90.i.i

b89.i.i:                                          ; preds = %b88.i.i
  %t148.i.i = fdiv double 1.000000e+00, %t270.i
  %t1.i126.i.i = fcmp oeq double %t148.i.i, 1.000000e+00
  br i1 %t1.i126.i.i, label %math.pow.exit, label %b5.i134.i.i

b5.i134.i.i:                                      ; preds = %b89.i.i
  %t3.i131.i.i = fcmp uno double %t148.i.i, 0.000000e+00
  br i1 %t3.i131.i.i, label %math.pow.exit, label %b8.i136.i.i

b8.i136.i.i:                                      ; preds = %b5.i134.i.i
  %t5.i135.i.i = fcmp oeq double %t148.i.i, 0.000000e+00
  br i1 %t5.i135.i.i, label %b9.i138.i.i, label %b87.i.i.i

b9.i138.i.i:                                      ; preds = %b8.i136.i.i
  %t6.i137.i.i = fcmp olt float %t146, 0.000000e+00
  br i1 %t6.i137.i.i, label %b10.i142.i.i, label %b19.i.i.i

b10.i142.i.i:                                     ; preds = %b9.i138.i.i
  %t7.i139.i.i = bitcast double %t148.i.i to i64
  %t9.i.i.i = icmp sgt i64 %t7.i139.i.i, -1
  %t11.i141.i.i = fcmp oge double %t259.i, 0x4340000000000000
  %or.cond68.i.i.i = select i1 %t9.i.i.i, i1 true, i1 %t11.i141.i.i
  br i1 %or.cond68.i.i.i, label %b18.i.i.i, label %b13.i147.i.i

b13.i147.i.i:                                     ; preds = %b10.i142.i.i
  %t12.i143.i.i = tail call double @llvm.trunc.f64(double %t151)
  %t13.i144.i.i = fsub double %t151, %t12.i143.i.i
  %t14.i145.i.i = tail call double @llvm.copysign.f64(double %t13.i144.i.i, double %t151)
  %t15.i146.i.i = fcmp oeq double %t14.i145.i.i, 0.000000e+00
  br i1 %t15.i146.i.i, label %b14.i.i.i, label %b18.i.i.i

b14.i.i.i:                                        ; preds = %b13.i147.i.i
  %.1.i148.i.i = fcmp oge double %t12.i143.i.i, 0xC3E0000000000000
  %.2.i149.i.i = fcmp olt double %t12.i143.i.i, 0x43E0000000000000
  %.3.i150.i.i = and i1 %.1.i148.i.i, %.2.i149.i.i
  %50 = fptosi double %t12.i143.i.i to i64
  %.op71.i.i.i = and i64 %50, 1
  %t1872.i.i.i = icmp ne i64 %.op71.i.i.i, 0
  %t18.i151.i.i = select i1 %.3.i150.i.i, i1 %t1872.i.i.i, i1 false
  br i1 %t18.i151.i.i, label %math.pow.exit, label %b18.i.i.i

b18.i.i.i:                                        ; preds = %b14.i.i.i, %b13.i147.i.i, %b10.i142.i.i
  br label %math.pow.exit

b19.i.i.i:                                        ; preds = %b9.i138.i.i
  %t21.i152.i.i = fcmp ogt float %t146, 0.000000e+00
  br i1 %t21.i152.i.i, label %b20.i157.i.i, label %b29.i169.i.i

b20.i157.i.i:                                     ; preds = %b19.i.i.i
  %t22.i153.i.i = bitcast double %t148.i.i to i64
  %t24.i154.i.i = icmp sgt i64 %t22.i153.i.i, -1
  %t26.i156.i.i = fcmp oge double %t259.i, 0x4340000000000000
  %or.cond69.i.i.i = select i1 %t24.i154.i.i, i1 true, i1 %t26.i156.i.i
  br i1 %or.cond69.i.i.i, label %b28.i.i.i, label %b23.i.i.i

b23.i.i.i:                                        ; preds = %b20.i157.i.i
  %t27.i158.i.i = tail call double @llvm.trunc.f64(double %t151)
  %t28.i159.i.i = fsub double %t151, %t27.i158.i.i
  %t29.i160.i.i = tail call double @llvm.copysign.f64(double %t28.i159.i.i, double %t151)
  %t30.i161.i.i = fcmp oeq double %t29.i160.i.i, 0.000000e+00
  br i1 %t30.i161.i.i, label %b24.i.i.i, label %b28.i.i.i

b24.i.i.i:                                        ; preds = %b23.i.i.i
  %.7.i.i.i = fcmp oge double %t27.i158.i.i, 0xC3E0000000000000
  %.8.i162.i.i = fcmp olt double %t27.i158.i.i, 0x43E0000000000000
  %.9.i163.i.i = and i1 %.7.i.i.i, %.8.i162.i.i
  %51 = fptosi double %t27.i158.i.i to i64
  %.op.i.i.i = and i64 %51, 1
  %t3370.i.i.i = icmp ne i64 %.op.i.i.i, 0
  %t33.i164.i.i = select i1 %.9.i163.i.i, i1 %t3370.i.i.i, i1 false
  br i1 %t33.i164.i.i, label %math.pow.exit, label %b28.i.i.i

b28.i.i.i:                                        ; preds = %b24.i.i.i, %b23.i.i.i, %b20.i157.i.i
  br label %math.pow.exit

b29.i169.i.i:                                     ; preds = %b96.i.i.i, %b92.i.i.i, %b19.i.i.i
  %t37.i165.i.i = tail call double @llvm.trunc.f64(double %t259.i)
  %t38.i166.i.i = fsub double %t259.i, %t37.i165.i.i
  %52 = tail call double @llvm.fabs.f64(double %t38.i166.i.i)
  %t40.i167.i.i = fcmp une double %t38.i166.i.i, 0.000000e+00
  %t41.i168.i.i = fcmp olt double %t148.i.i, 0.000000e+00
  %or.cond2.i.i.i = select i1 %t40.i167.i.i, i1 %t41.i168.i.i, i1 false
  br i1 %or.cond2.i.i.i, label %math.pow.exit, label %b32.i.i.i

b32.i.i.i:                                        ; preds = %b29.i169.i.i
  %t42.i170.i.i = fcmp ult double %t37.i165.i.i, 0x43E0000000000000
  br i1 %t42.i170.i.i, label %b38.i.i.i, label %b33.i.i.i

b33.i.i.i:                                        ; preds = %b32.i.i.i
  %t43.i171.i.i = fcmp oeq double %t148.i.i, -1.000000e+00
  br i1 %t43.i171.i.i, label %math.pow.exit, label %b35.i.i.i

b35.i.i.i:                                        ; preds = %b33.i.i.i
  %t46.i174.i.i = fcmp ogt float %t146, 0.000000e+00
  %t44.i172.i.i = tail call double @llvm.fabs.f64(double %t148.i.i)
  %t45.i173.i.i = fcmp uge double %t44.i172.i.i, 1.000000e+00
  %t47.i175.i.i = xor i1 %t45.i173.i.i, %t46.i174.i.i
  %..i176.i.i = select i1 %t47.i175.i.i, double 0.000000e+00, double 0x7FF0000000000000
  br label %math.pow.exit

b38.i.i.i:                                        ; preds = %b32.i.i.i
  br i1 %t40.i167.i.i, label %b39.i.i.i, label %b42.i.i.i

b39.i.i.i:                                        ; preds = %b38.i.i.i
  %t48.i177.i.i = fcmp ogt double %52, 5.000000e-01
  %t49.i178.i.i = fadd double %52, -1.000000e+00
  %t50.i179.i.i = fadd double %t37.i165.i.i, 1.000000e+00
  %t51.i180.i.i = select i1 %t48.i177.i.i, double %t50.i179.i.i, double %t37.i165.i.i
  %t52.i181.i.i = select i1 %t48.i177.i.i, double %t49.i178.i.i, double %52
  %t1.i.i.i.i = fcmp ogt double %t148.i.i, 0x7FEFFFFFFFFFFFFF
  %brmerge.i.i.i = or i1 %t1.i.i.i.i, %t41.i168.i.i
  %p0.mux.i.i.i = select i1 %t1.i.i.i.i, double %t148.i.i, double 0x7FF8000000000001
  %brmerge125.i.i.i = or i1 %t5.i135.i.i, %brmerge.i.i.i
  %p0.mux.mux.i.i.i = select i1 %brmerge.i.i.i, double %p0.mux.i.i.i, double 0xFFF0000000000000
  br i1 %brmerge125.i.i.i, label %math.log.exit.i.i.i, label %b9.i.i.i.i

b9.i.i.i.i:                                       ; preds = %b39.i.i.i
  %t4.i.i.i.i = tail call double @llvm.fabs.f64(double %t148.i.i)
  %t5.i.i.i.i = fcmp ogt double %t4.i.i.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t5.i.i.i.i, label %b16.i.i.i.i, label %b12.i.i.i.i

b12.i.i.i.i:                                      ; preds = %b9.i.i.i.i
  %t6.i.i.i.i = fcmp olt double %t4.i.i.i.i, 0x10000000000000
  %t7.i.i.i.i = fmul double %t148.i.i, 0x4330000000000000
  %t8.i.i.i.i = select i1 %t6.i.i.i.i, double %t7.i.i.i.i, double %t148.i.i
  %t10.i.i.i.i = bitcast double %t8.i.i.i.i to i64
  %t11.i.i.i.i = lshr i64 %t10.i.i.i.i, 52
  %t12.i.i.i.i = and i64 %t11.i.i.i.i, 2047
  %t15.i.i.i.i = select i1 %t6.i.i.i.i, i64 -1074, i64 -1022
  %t16.i.i.i.i = add nsw i64 %t12.i.i.i.i, %t15.i.i.i.i
  %t17.i.i.i.i = and i64 %t10.i.i.i.i, -9218868437227405313
  %t18.i.i.i.i = or i64 %t17.i.i.i.i, 4602678819172646912
  %t19.i.i.i.i = bitcast i64 %t18.i.i.i.i to double
  br label %b16.i.i.i.i

b16.i.i.i.i:                                      ; preds = %b12.i.i.i.i, %b9.i.i.i.i
  %t20.i.i.i.i = phi double [ %t19.i.i.i.i, %b12.i.i.i.i ], [ %t148.i.i, %b9.i.i.i.i ]
  %t21.i.i.i.i = phi i64 [ %t16.i.i.i.i, %b12.i.i.i.i ], [ 0, %b9.i.i.i.i ]
  %t22.i.i.i.i = fcmp olt double %t20.i.i.i.i, 0x3FE6A09E667F3BCD
  %t23.i.i.i.i = fmul double %t20.i.i.i.i, 2.000000e+00
  %t25.i.i.i.i = select i1 %t22.i.i.i.i, double %t23.i.i.i.i, double %t20.i.i.i.i
  %t24.i.i.i.i = sext i1 %t22.i.i.i.i to i64
  %t26.i.i.i.i = add nsw i64 %t21.i.i.i.i, %t24.i.i.i.i
  %t27.i.i.i.i = fadd double %t25.i.i.i.i, -1.000000e+00
  %t28.i.i.i.i = sitofp i64 %t26.i.i.i.i to double
  %t29.i.i.i.i = fadd double %t27.i.i.i.i, 2.000000e+00
  %t30.i.i.i.i = fdiv double %t27.i.i.i.i, %t29.i.i.i.i
  %t31.i.i.i.i = fmul double %t30.i.i.i.i, %t30.i.i.i.i
  %t32.i.i.i.i = fmul double %t31.i.i.i.i, %t31.i.i.i.i
  %t33.i.i.i.i = fmul double %t32.i.i.i.i, 0x3FC2F112DF3E5244
  %t34.i.i.i.i = fadd double %t33.i.i.i.i, 0x3FC7466496CB03DE
  %t35.i.i.i.i = fmul double %t32.i.i.i.i, %t34.i.i.i.i
  %t36.i.i.i.i = fadd double %t35.i.i.i.i, 0x3FD2492494229359
  %t37.i.i.i.i = fmul double %t32.i.i.i.i, %t36.i.i.i.i
  %t38.i.i.i.i = fadd double %t37.i.i.i.i, 0x3FE5555555555593
  %t39.i.i.i.i = fmul double %t31.i.i.i.i, %t38.i.i.i.i
  %t40.i.i.i.i = fmul double %t32.i.i.i.i, 0x3FC39A09D078C69F
  %t41.i.i.i.i = fadd double %t40.i.i.i.i, 0x3FCC71C51D8E78AF
  %t42.i.i.i.i = fmul double %t32.i.i.i.i, %t41.i.i.i.i
  %t43.i.i.i.i = fadd double %t42.i.i.i.i, 0x3FD999999997FA04
  %t44.i.i.i.i = fmul double %t32.i.i.i.i, %t43.i.i.i.i
  %t45.i.i.i.i = fadd double %t44.i.i.i.i, %t39.i.i.i.i
  %t46.i.i.i.i = fmul double %t27.i.i.i.i, 5.000000e-01
  %t47.i.i.i.i = fmul double %t27.i.i.i.i, %t46.i.i.i.i
  %t48.i.i.i.i = fmul double %t28.i.i.i.i, 0x3FE62E42FEE00000
  %t49.i.i.i.i = fadd double %t47.i.i.i.i, %t45.i.i.i.i
  %t50.i.i.i.i = fmul double %t30.i.i.i.i, %t49.i.i.i.i
  %t51.i.i.i.i = fmul double %t28.i.i.i.i, 0x3DEA39EF35793C76
  %t52.i.i.i.i = fadd double %t51.i.i.i.i, %t50.i.i.i.i
  %t53.i.i.i.i = fsub double %t47.i.i.i.i, %t52.i.i.i.i
  %t54.i.i.i.i = fsub double %t53.i.i.i.i, %t27.i.i.i.i
  %t55.i.i.i.i = fsub double %t48.i.i.i.i, %t54.i.i.i.i
  br label %math.log.exit.i.i.i

math.log.exit.i.i.i:                              ; preds = %b16.i.i.i.i, %b39.i.i.i
  %common.ret.op.i.i.i.i = phi double [ %t55.i.i.i.i, %b16.i.i.i.i ], [ %p0.mux.mux.i.i.i, %b39.i.i.i ]
  %t54.i182.i.i = fmul double %t52.i181.i.i, %common.ret.op.i.i.i.i
  %t0.i73.i.i.i = fcmp uno double %t54.i182.i.i, 0.000000e+00
  br i1 %t0.i73.i.i.i, label %b42.i.i.i, label %b2.i.i.i.i

b2.i.i.i.i:                                       ; preds = %math.log.exit.i.i.i
  %t1.i75.i.i.i = fcmp ogt double %t54.i182.i.i, 0x40862E42FEFA39EF
  br i1 %t1.i75.i.i.i, label %b42.i.i.i, label %b4.i.i.i.i

b4.i.i.i.i:                                       ; preds = %b2.i.i.i.i
  %t2.i76.i.i.i = fcmp olt double %t54.i182.i.i, 0xC0874910D52D3051
  br i1 %t2.i76.i.i.i, label %b42.i.i.i, label %b6.i.i.i.i

b6.i.i.i.i:                                       ; preds = %b4.i.i.i.i
  %t3.i77.i.i.i = fcmp ogt double %t54.i182.i.i, 0xBE30000000000000
  %t4.i78.i.i.i = fcmp olt double %t54.i182.i.i, 0x3E30000000000000
  %or.cond.i79.i.i.i = and i1 %t3.i77.i.i.i, %t4.i78.i.i.i
  br i1 %or.cond.i79.i.i.i, label %b8.i.i.i.i, label %b9.i82.i.i.i

b8.i.i.i.i:                                       ; preds = %b6.i.i.i.i
  %t5.i80.i.i.i = fadd double %t54.i182.i.i, 1.000000e+00
  br label %b42.i.i.i

b9.i82.i.i.i:                                     ; preds = %b6.i.i.i.i
  %t6.i81.i.i.i = fcmp olt double %t54.i182.i.i, 0.000000e+00
  br i1 %t6.i81.i.i.i, label %b10.i.i.i.i, label %b29.i.i.i.i

b10.i.i.i.i:                                      ; preds = %b9.i82.i.i.i
  %t7.i83.i.i.i = fmul double %t54.i182.i.i, 0x3FF71547652B82FE
  %t8.i84.i.i.i = fadd double %t7.i83.i.i.i, -5.000000e-01
  %.1.i.i.i.i = fcmp oge double %t8.i84.i.i.i, 0xC3E0000000000000
  %.2.i.i.i.i = fcmp olt double %t8.i84.i.i.i, 0x43E0000000000000
  %.3.i.i.i.i = and i1 %.1.i.i.i.i, %.2.i.i.i.i
  %53 = fptosi double %t8.i84.i.i.i to i64
  %.6.i.i.i.i = select i1 %.3.i.i.i.i, i64 %53, i64 -9223372036854775808
  br label %b11.i.i.i.i

b11.i.i.i.i:                                      ; preds = %b30.i.i.i.i, %b29.i.i.i.i, %b10.i.i.i.i
  %t10.i85.i.i.i = phi i64 [ %.6.i.i.i.i, %b10.i.i.i.i ], [ 0, %b29.i.i.i.i ], [ %.13.i.i.i.i, %b30.i.i.i.i ]
  %t11.i86.i.i.i = sitofp i64 %t10.i85.i.i.i to double
  %t12.i87.i.i.i = fmul double %t11.i86.i.i.i, 0x3FE62E42FEE00000
  %t13.i.i.i.i = fsub double %t54.i182.i.i, %t12.i87.i.i.i
  %t14.i.i.i.i = fmul double %t11.i86.i.i.i, 0x3DEA39EF35793C76
  %t15.i88.i.i.i = fsub double %t13.i.i.i.i, %t14.i.i.i.i
  %t16.i89.i.i.i = fmul double %t15.i88.i.i.i, %t15.i88.i.i.i
  %t17.i90.i.i.i = fmul double %t16.i89.i.i.i, 0x3E66376972BEA4D0
  %t18.i91.i.i.i = fadd double %t17.i90.i.i.i, 0xBEBBBD41C5D26BF1
  %t19.i92.i.i.i = fmul double %t16.i89.i.i.i, %t18.i91.i.i.i
  %t20.i93.i.i.i = fadd double %t19.i92.i.i.i, 0x3F11566AAF25DE2C
  %t21.i94.i.i.i = fmul double %t16.i89.i.i.i, %t20.i93.i.i.i
  %t22.i95.i.i.i = fadd double %t21.i94.i.i.i, 0xBF66C16C16BEBD93
  %t23.i96.i.i.i = fmul double %t16.i89.i.i.i, %t22.i95.i.i.i
  %t24.i97.i.i.i = fadd double %t23.i96.i.i.i, 0x3FC5555555555555
  %t25.i98.i.i.i = fmul double %t16.i89.i.i.i, %t24.i97.i.i.i
  %t26.i99.i.i.i = fsub double %t15.i88.i.i.i, %t25.i98.i.i.i
  %t27.i100.i.i.i = fmul double %t15.i88.i.i.i, %t26.i99.i.i.i
  %t28.i101.i.i.i = fsub double 2.000000e+00, %t26.i99.i.i.i
  %t29.i102.i.i.i = fdiv double %t27.i100.i.i.i, %t28.i101.i.i.i
  %t30.i103.i.i.i = fsub double %t14.i.i.i.i, %t29.i102.i.i.i
  %54 = fsub double %t13.i.i.i.i, %t30.i103.i.i.i
  %t32.i104.i.i.i = fadd double %54, 1.000000e+00
  %t33.i105.i.i.i = fcmp oeq double %t32.i104.i.i.i, 0.000000e+00
  br i1 %t33.i105.i.i.i, label %b42.i.i.i, label %b13.i.i.i.i

b13.i.i.i.i:                                      ; preds = %b11.i.i.i.i
  %t34.i106.i.i.i = tail call double @llvm.fabs.f64(double %t32.i104.i.i.i)
  %t35.i107.i.i.i = fcmp ogt double %t34.i106.i.i.i, 0x7FEFFFFFFFFFFFFF
  %t36.i108.i.i.i = fcmp uno double %t32.i104.i.i.i, 0.000000e+00
  %or.cond1.i.i.i.i = select i1 %t35.i107.i.i.i, i1 true, i1 %t36.i108.i.i.i
  br i1 %or.cond1.i.i.i.i, label %b42.i.i.i, label %b16.i120.i.i.i

b16.i120.i.i.i:                                   ; preds = %b13.i.i.i.i
  %t37.i109.i.i.i = fcmp olt double %t34.i106.i.i.i, 0x10000000000000
  %t38.i110.i.i.i = fmul double %t32.i104.i.i.i, 0x4330000000000000
  %t39.i111.i.i.i = select i1 %t37.i109.i.i.i, double %t38.i110.i.i.i, double %t32.i104.i.i.i
  %t40.i112.i.i.i = select i1 %t37.i109.i.i.i, i64 -52, i64 0
  %t42.i113.i.i.i = bitcast double %t39.i111.i.i.i to i64
  %t43.i114.i.i.i = lshr i64 %t42.i113.i.i.i, 52
  %t45.i115.i.i.i = and i64 %t43.i114.i.i.i, 2047
  %t46.i116.i.i.i = add i64 %t10.i85.i.i.i, -1023
  %t41.i117.i.i.i = add i64 %t46.i116.i.i.i, %t40.i112.i.i.i
  %t47.i118.i.i.i = add i64 %t41.i117.i.i.i, %t45.i115.i.i.i
  %t48.i119.i.i.i = icmp slt i64 %t47.i118.i.i.i, -1075
  br i1 %t48.i119.i.i.i, label %b20.i.i.i.i, label %b21.i.i.i.i

b20.i.i.i.i:                                      ; preds = %b16.i120.i.i.i
  %t49.i121.i.i.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t39.i111.i.i.i)
  br label %b42.i.i.i

b21.i.i.i.i:                                      ; preds = %b16.i120.i.i.i
  %t50.i122.i.i.i = icmp sgt i64 %t47.i118.i.i.i, 1023
  br i1 %t50.i122.i.i.i, label %b22.i.i.i.i, label %b25.i.i.i.i

b22.i.i.i.i:                                      ; preds = %b21.i.i.i.i
  %t51.i123.i.i.i = fcmp olt double %t39.i111.i.i.i, 0.000000e+00
  %..i.i.i.i = select i1 %t51.i123.i.i.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b42.i.i.i

b25.i.i.i.i:                                      ; preds = %b21.i.i.i.i
  %t52.i124.i.i.i = icmp slt i64 %t47.i118.i.i.i, -1022
  %spec.select2.i.i.i.i = select i1 %t52.i124.i.i.i, double 0x3CA0000000000000, double 1.000000e+00
  %t56.i.i.i.i = and i64 %t42.i113.i.i.i, -9218868437227405313
  %55 = shl nsw i64 %t47.i118.i.i.i, 52
  %56 = add i64 %55, 238690780250636288
  %t57.i.i.i.i = select i1 %t52.i124.i.i.i, i64 %56, i64 %55
  %t59.i.i.i.i = add i64 %t57.i.i.i.i, 4607182418800017408
  %t60.i.i.i.i = or i64 %t59.i.i.i.i, %t56.i.i.i.i
  %t61.i.i.i.i = bitcast i64 %t60.i.i.i.i to double
  %t62.i.i.i.i = fmul double %spec.select2.i.i.i.i, %t61.i.i.i.i
  br label %b42.i.i.i

b29.i.i.i.i:                                      ; preds = %b9.i82.i.i.i
  %t64.i.i.i.i = fcmp ogt double %t54.i182.i.i, 0.000000e+00
  br i1 %t64.i.i.i.i, label %b30.i.i.i.i, label %b11.i.i.i.i

b30.i.i.i.i:                                      ; preds = %b29.i.i.i.i
  %t65.i.i.i.i = fmul double %t54.i182.i.i, 0x3FF71547652B82FE
  %t66.i.i.i.i = fadd double %t65.i.i.i.i, 5.000000e-01
  %.8.i.i.i.i = fcmp oge double %t66.i.i.i.i, 0xC3E0000000000000
  %.9.i.i.i.i = fcmp olt double %t66.i.i.i.i, 0x43E0000000000000
  %.10.i.i.i.i = and i1 %.8.i.i.i.i, %.9.i.i.i.i
  %57 = fptosi double %t66.i.i.i.i to i64
  %.13.i.i.i.i = select i1 %.10.i.i.i.i, i64 %57, i64 -9223372036854775808
  br label %b11.i.i.i.i

b42.i.i.i:                                        ; preds = %b25.i.i.i.i, %b22.i.i.i.i, %b20.i.i.i.i, %b13.i.i.i.i, %b11.i.i.i.i, %b8.i.i.i.i, %b4.i.i.i.i, %b2.i.i.i.i, %math.log.exit.i.i.i, %b38.i.i.i
  %t56.i183.i.i = phi double [ %t37.i165.i.i, %b38.i.i.i ], [ %t51.i180.i.i, %math.log.exit.i.i.i ], [ %t51.i180.i.i, %b2.i.i.i.i ], [ %t51.i180.i.i, %b4.i.i.i.i ], [ %t51.i180.i.i, %b8.i.i.i.i ], [ %t51.i180.i.i, %b11.i.i.i.i ], [ %t51.i180.i.i, %b13.i.i.i.i ], [ %t51.i180.i.i, %b20.i.i.i.i ], [ %t51.i180.i.i, %b22.i.i.i.i ], [ %t51.i180.i.i, %b25.i.i.i.i ]
  %t57.i184.i.i = phi double [ 1.000000e+00, %b38.i.i.i ], [ %t54.i182.i.i, %math.log.exit.i.i.i ], [ 0x7FF0000000000000, %b2.i.i.i.i ], [ 0.000000e+00, %b4.i.i.i.i ], [ %t5.i80.i.i.i, %b8.i.i.i.i ], [ %t32.i104.i.i.i, %b11.i.i.i.i ], [ %t32.i104.i.i.i, %b13.i.i.i.i ], [ %t49.i121.i.i.i, %b20.i.i.i.i ], [ %..i.i.i.i, %b22.i.i.i.i ], [ %t62.i.i.i.i, %b25.i.i.i.i ]
  br i1 %t5.i135.i.i, label %b51.i.i.i, label %b44.i.i.i

b44.i.i.i:                                        ; preds = %b42.i.i.i
  %t58.i.i.i = tail call double @llvm.fabs.f64(double %t148.i.i)
  %t59.i185.i.i = fcmp ogt double %t58.i.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t59.i185.i.i, label %b51.i.i.i, label %b47.i.i.i

b47.i.i.i:                                        ; preds = %b44.i.i.i
  %t60.i186.i.i = fcmp olt double %t58.i.i.i, 0x10000000000000
  %t61.i187.i.i = fmul double %t148.i.i, 0x4330000000000000
  %t62.i188.i.i = select i1 %t60.i186.i.i, double %t61.i187.i.i, double %t148.i.i
  %t64.i189.i.i = bitcast double %t62.i188.i.i to i64
  %t65.i190.i.i = lshr i64 %t64.i189.i.i, 52
  %t66.i191.i.i = and i64 %t65.i190.i.i, 2047
  %t69.i.i.i = select i1 %t60.i186.i.i, i64 -1074, i64 -1022
  %t70.i.i.i = add nsw i64 %t66.i191.i.i, %t69.i.i.i
  %t71.i.i.i = and i64 %t64.i189.i.i, -9218868437227405313
  %t72.i.i.i = or i64 %t71.i.i.i, 4602678819172646912
  %t73.i.i.i = bitcast i64 %t72.i.i.i to double
  br label %b51.i.i.i

b51.i.i.i:                                        ; preds = %b47.i.i.i, %b44.i.i.i, %b42.i.i.i
  %t74.i.i.i = phi double [ %t73.i.i.i, %b47.i.i.i ], [ %t148.i.i, %b42.i.i.i ], [ %t148.i.i, %b44.i.i.i ]
  %t75.i.i.i = phi i64 [ %t70.i.i.i, %b47.i.i.i ], [ 0, %b42.i.i.i ], [ 0, %b44.i.i.i ]
  %.14.i.i.i = fcmp oge double %t56.i183.i.i, 0xC3E0000000000000
  %.15.i.i.i = fcmp olt double %t56.i183.i.i, 0x43E0000000000000
  %.16.i.i.i = and i1 %.14.i.i.i, %.15.i.i.i
  %58 = fptosi double %t56.i183.i.i to i64
  %.19.i.i.i = select i1 %.16.i.i.i, i64 %58, i64 -9223372036854775808
  %t82.not130.i.i.i = icmp eq i64 %.19.i.i.i, 0
  br i1 %t82.not130.i.i.i, label %b61.i.i.i, label %b53.i.i.i

b53.i.i.i:                                        ; preds = %b51.i.i.i, %b56.i.i.i
  %t81135.i.i.i = phi i64 [ %t99.i.i.i, %b56.i.i.i ], [ %.19.i.i.i, %b51.i.i.i ]
  %t80134.i.i.i = phi i64 [ %t98.i.i.i, %b56.i.i.i ], [ %t75.i.i.i, %b51.i.i.i ]
  %t79133.i.i.i = phi double [ %t97.i.i.i, %b56.i.i.i ], [ %t74.i.i.i, %b51.i.i.i ]
  %t78132.i.i.i = phi i64 [ %t91.i.i.i, %b56.i.i.i ], [ 0, %b51.i.i.i ]
  %t77131.i.i.i = phi double [ %t90.i.i.i, %b56.i.i.i ], [ %t57.i184.i.i, %b51.i.i.i ]
  %59 = add i64 %t80134.i.i.i, -4097
  %60 = icmp ult i64 %59, -8193
  br i1 %60, label %b54.i.i.i, label %b56.i.i.i

b54.i.i.i:                                        ; preds = %b53.i.i.i
  %t84.i.i.i = add i64 %t78132.i.i.i, %t80134.i.i.i
  br label %b61.i.i.i

b56.i.i.i:                                        ; preds = %b53.i.i.i
  %t86.i.i.i = and i64 %t81135.i.i.i, 1
  %t87.not.i.i.i = icmp eq i64 %t86.i.i.i, 0
  %t88.i.i.i = select i1 %t87.not.i.i.i, double 1.000000e+00, double %t79133.i.i.i
  %t90.i.i.i = fmul double %t88.i.i.i, %t77131.i.i.i
  %t89.i.i.i = select i1 %t87.not.i.i.i, i64 0, i64 %t80134.i.i.i
  %t91.i.i.i = add i64 %t89.i.i.i, %t78132.i.i.i
  %t92.i.i.i = fmul double %t79133.i.i.i, %t79133.i.i.i
  %t93.i.i.i = shl nsw i64 %t80134.i.i.i, 1
  %t94.i.i.i = fcmp olt double %t92.i.i.i, 5.000000e-01
  %t95.i.i.i = select i1 %t94.i.i.i, double %t92.i.i.i, double -0.000000e+00
  %t97.i.i.i = fadd double %t92.i.i.i, %t95.i.i.i
  %t96.i.i.i = sext i1 %t94.i.i.i to i64
  %t98.i.i.i = add i64 %t93.i.i.i, %t96.i.i.i
  %t99.i.i.i = ashr i64 %t81135.i.i.i, 1
  %t82.not.i.i.i = icmp ult i64 %t81135.i.i.i, 2
  br i1 %t82.not.i.i.i, label %b61.i.i.i, label %b53.i.i.i

b61.i.i.i:                                        ; preds = %b56.i.i.i, %b54.i.i.i, %b51.i.i.i
  %t77129.i.i.i = phi double [ %t77131.i.i.i, %b54.i.i.i ], [ %t57.i184.i.i, %b51.i.i.i ], [ %t90.i.i.i, %b56.i.i.i ]
  %t100.i.i.i = phi i64 [ %t84.i.i.i, %b54.i.i.i ], [ 0, %b51.i.i.i ], [ %t91.i.i.i, %b56.i.i.i ]
  %t101.i.i.i = fcmp olt float %t146, 0.000000e+00
  br i1 %t101.i.i.i, label %b62.i.i.i, label %b63.i.i.i

b62.i.i.i:                                        ; preds = %b61.i.i.i
  %t102.i.i.i = fdiv double 1.000000e+00, %t77129.i.i.i
  %t103.i.i.i = sub i64 0, %t100.i.i.i
  br label %b63.i.i.i

b63.i.i.i:                                        ; preds = %b62.i.i.i, %b61.i.i.i
  %t104.i.i.i = phi double [ %t77129.i.i.i, %b61.i.i.i ], [ %t102.i.i.i, %b62.i.i.i ]
  %t105.i.i.i = phi i64 [ %t100.i.i.i, %b61.i.i.i ], [ %t103.i.i.i, %b62.i.i.i ]
  %t106.i.i.i = fcmp oeq double %t104.i.i.i, 0.000000e+00
  br i1 %t106.i.i.i, label %math.pow.exit, label %b65.i.i.i

b65.i.i.i:                                        ; preds = %b63.i.i.i
  %t107.i.i.i = tail call double @llvm.fabs.f64(double %t104.i.i.i)
  %t108.i.i.i = fcmp ogt double %t107.i.i.i, 0x7FEFFFFFFFFFFFFF
  %t109.i.i.i = fcmp uno double %t104.i.i.i, 0.000000e+00
  %or.cond4.i.i.i = select i1 %t108.i.i.i, i1 true, i1 %t109.i.i.i
  br i1 %or.cond4.i.i.i, label %math.pow.exit, label %b68.i.i.i

b68.i.i.i:                                        ; preds = %b65.i.i.i
  %t110.i.i.i = fcmp olt double %t107.i.i.i, 0x10000000000000
  %t111.i.i.i = fmul double %t104.i.i.i, 0x4330000000000000
  %t112.i.i.i = select i1 %t110.i.i.i, double %t111.i.i.i, double %t104.i.i.i
  %t113.i.i.i = select i1 %t110.i.i.i, i64 -52, i64 0
  %t115.i.i.i = bitcast double %t112.i.i.i to i64
  %t116.i.i.i = lshr i64 %t115.i.i.i, 52
  %t118.i.i.i = and i64 %t116.i.i.i, 2047
  %t119.i.i.i = add i64 %t105.i.i.i, -1023
  %t114.i.i.i = add i64 %t119.i.i.i, %t113.i.i.i
  %t120.i.i.i = add i64 %t114.i.i.i, %t118.i.i.i
  %t121.i.i.i = icmp slt i64 %t120.i.i.i, -1075
  br i1 %t121.i.i.i, label %b72.i.i.i, label %b73.i.i.i

b72.i.i.i:                                        ; preds = %b68.i.i.i
  %t122.i.i.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t112.i.i.i)
  br label %math.pow.exit

b73.i.i.i:                                        ; preds = %b68.i.i.i
  %t123.i.i.i = icmp sgt i64 %t120.i.i.i, 1023
  br i1 %t123.i.i.i, label %b74.i.i.i, label %b77.i.i.i

b74.i.i.i:                                        ; preds = %b73.i.i.i
  %t124.i.i.i = fcmp olt double %t112.i.i.i, 0.000000e+00
  %.65.i.i.i = select i1 %t124.i.i.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %math.pow.exit

b77.i.i.i:                                        ; preds = %b73.i.i.i
  %t125.i.i.i = icmp slt i64 %t120.i.i.i, -1022
  %spec.select66.i.i.i = select i1 %t125.i.i.i, double 0x3CA0000000000000, double 1.000000e+00
  %t129.i.i.i = and i64 %t115.i.i.i, -9218868437227405313
  %61 = shl nsw i64 %t120.i.i.i, 52
  %62 = add i64 %61, 238690780250636288
  %t130.i.i.i = select i1 %t125.i.i.i, i64 %62, i64 %61
  %t132.i.i.i = add i64 %t130.i.i.i, 4607182418800017408
  %t133.i.i.i = or i64 %t132.i.i.i, %t129.i.i.i
  %t134.i.i.i = bitcast i64 %t133.i.i.i to double
  %t135.i.i.i = fmul double %spec.select66.i.i.i, %t134.i.i.i
  br label %math.pow.exit

b87.i.i.i:                                        ; preds = %b8.i136.i.i
  %t144.i.i.i = tail call double @llvm.fabs.f64(double %t148.i.i)
  %t145.i.i.i = fcmp ogt double %t144.i.i.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t145.i.i.i, label %b88.i.i.i, label %b94.i.i.i

b88.i.i.i:                                        ; preds = %b87.i.i.i
  %t147.i.i.i = fcmp olt double %t148.i.i, 0xFFEFFFFFFFFFFFFF
  br i1 %t147.i.i.i, label %b89.i.i.i, label %b90.i.i.i

b89.i.i.i:                                        ; preds = %b88.i.i.i
  tail call void @llvm.trap()
  unreachable

b90.i.i.i:                                        ; preds = %b88.i.i.i
  %t148.i.i.i = fcmp olt float %t146, 0.000000e+00
  br i1 %t148.i.i.i, label %math.pow.exit, label %b92.i.i.i

b92.i.i.i:                                        ; preds = %b90.i.i.i
  %t149.i.i.i = fcmp ogt float %t146, 0.000000e+00
  br i1 %t149.i.i.i, label %math.pow.exit, label %b29.i169.i.i

b94.i.i.i:                                        ; preds = %b87.i.i.i
  %t150.i.i.i = fcmp oeq float %t146, 5.000000e-01
  br i1 %t150.i.i.i, label %b95.i.i.i, label %b96.i.i.i

b95.i.i.i:                                        ; preds = %b94.i.i.i
  %.21.i.i.i = fcmp olt double %t148.i.i, 0x1000000000000000
  %.22.i.i.i = fmul double %t148.i.i, 0x4FF0000000000000
  %.23.i.i.i = select i1 %.21.i.i.i, double %.22.i.i.i, double %t148.i.i
  %.24.i.i.i = tail call double @llvm.amdgcn.rsq.f64(double %.23.i.i.i)
  %.25.i.i.i = fmul double %.23.i.i.i, %.24.i.i.i
  %.26.i.i.i = fmul double %.24.i.i.i, 5.000000e-01
  %.27.i.i.i = fneg double %.26.i.i.i
  %.28.i.i.i = tail call double @llvm.fma.f64(double %.27.i.i.i, double %.25.i.i.i, double 5.000000e-01)
  %.29.i.i.i = tail call double @llvm.fma.f64(double %.26.i.i.i, double %.28.i.i.i, double %.26.i.i.i)
  %.30.i.i.i = tail call double @llvm.fma.f64(double %.25.i.i.i, double %.28.i.i.i, double %.25.i.i.i)
  %.31.i.i.i = fneg double %.30.i.i.i
  %.32.i.i.i = tail call double @llvm.fma.f64(double %.31.i.i.i, double %.30.i.i.i, double %.23.i.i.i)
  %.33.i.i.i = tail call double @llvm.fma.f64(double %.32.i.i.i, double %.29.i.i.i, double %.30.i.i.i)
  %.34.i.i.i = fneg double %.33.i.i.i
  %.35.i.i.i = tail call double @llvm.fma.f64(double %.34.i.i.i, double %.33.i.i.i, double %.23.i.i.i)
  %.36.i.i.i = tail call double @llvm.fma.f64(double %.35.i.i.i, double %.29.i.i.i, double %.33.i.i.i)
  %.37.i.i.i = fmul double %.36.i.i.i, 0x37F0000000000000
  %.38.i.i.i = select i1 %.21.i.i.i, double %.37.i.i.i, double %.36.i.i.i
  %.39.i.i.i = fcmp oeq double %.23.i.i.i, 0.000000e+00
  %.40.i.i.i = fcmp oeq double %.23.i.i.i, 0x7FF0000000000000
  %.41.i.i.i = or i1 %.39.i.i.i, %.40.i.i.i
  %.42.i.i.i = select i1 %.41.i.i.i, double %.23.i.i.i, double %.38.i.i.i
  br label %math.pow.exit

b96.i.i.i:                                        ; preds = %b94.i.i.i
  %t152.i.i.i = fcmp oeq float %t146, -5.000000e-01
  br i1 %t152.i.i.i, label %b97.i.i.i, label %b29.i169.i.i

b97.i.i.i:                                        ; preds = %b96.i.i.i
  %.43.i.i.i = fcmp olt double %t148.i.i, 0x1000000000000000
  %.44.i.i.i = fmul double %t148.i.i, 0x4FF0000000000000
  %.45.i.i.i = select i1 %.43.i.i.i, double %.44.i.i.i, double %t148.i.i
  %.46.i.i.i = tail call double @llvm.amdgcn.rsq.f64(double %.45.i.i.i)
  %.47.i.i.i = fmul double %.45.i.i.i, %.46.i.i.i
  %.48.i.i.i = fmul double %.46.i.i.i, 5.000000e-01
  %.49.i.i.i = fneg double %.48.i.i.i
  %.50.i.i.i = tail call double @llvm.fma.f64(double %.49.i.i.i, double %.47.i.i.i, double 5.000000e-01)
  %.51.i.i.i = tail call double @llvm.fma.f64(double %.48.i.i.i, double %.50.i.i.i, double %.48.i.i.i)
  %.52.i.i.i = tail call double @llvm.fma.f64(double %.47.i.i.i, double %.50.i.i.i, double %.47.i.i.i)
  %.53.i.i.i = fneg double %.52.i.i.i
  %.54.i.i.i = tail call double @llvm.fma.f64(double %.53.i.i.i, double %.52.i.i.i, double %.45.i.i.i)
  %.55.i.i.i = tail call double @llvm.fma.f64(double %.54.i.i.i, double %.51.i.i.i, double %.52.i.i.i)
  %.56.i.i.i = fneg double %.55.i.i.i
  %.57.i.i.i = tail call double @llvm.fma.f64(double %.56.i.i.i, double %.55.i.i.i, double %.45.i.i.i)
  %.58.i.i.i = tail call double @llvm.fma.f64(double %.57.i.i.i, double %.51.i.i.i, double %.55.i.i.i)
  %.59.i.i.i = fmul double %.58.i.i.i, 0x37F0000000000000
  %.60.i.i.i = select i1 %.43.i.i.i, double %.59.i.i.i, double %.58.i.i.i
  %.61.i.i.i = fcmp oeq double %.45.i.i.i, 0.000000e+00
  %.62.i.i.i = fcmp oeq double %.45.i.i.i, 0x7FF0000000000000
  %.63.i.i.i = or i1 %.61.i.i.i, %.62.i.i.i
  %.64.i.i.i = select i1 %.63.i.i.i, double %.45.i.i.i, double %.60.i.i.i
  %t154.i.i.i = fdiv double 1.000000e+00, %.64.i.i.i
  br label %math.pow.exit

b90.i.i:                                          ; preds = %b88.i.i
  %t151.i.i = fcmp ogt float %t146, 0.000000e+00
  br i1 %t151.i.i, label %math.pow.exit, label %b92.i.i

b92.i.i:                                          ; preds = %b90.i.i
  %t152.i.i = fcmp olt float %t146, 0.000000e+00
  br i1 %t152.i.i, label %math.pow.exit, label %b29.i.i

b94.i.i:                                          ; preds = %b87.i.i
  %t153.i.i = fcmp oeq float %t146, -5.000000e-01
  br i1 %t153.i.i, label %b95.i.i, label %b96.i.i

b95.i.i:                                          ; preds = %b94.i.i
  %.21.i.i = fcmp olt double %t270.i, 0x1000000000000000
  %.22.i.i = fmul double %t270.i, 0x4FF0000000000000
  %.23.i.i = select i1 %.21.i.i, double %.22.i.i, double %t270.i
  %.24.i.i = tail call double @llvm.amdgcn.rsq.f64(double %.23.i.i)
  %.25.i.i = fmul double %.23.i.i, %.24.i.i
  %.26.i.i = fmul double %.24.i.i, 5.000000e-01
  %.27.i.i = fneg double %.26.i.i
  %.28.i.i = tail call double @llvm.fma.f64(double %.27.i.i, double %.25.i.i, double 5.000000e-01)
  %.29.i.i = tail call double @llvm.fma.f64(double %.26.i.i, double %.28.i.i, double %.26.i.i)
  %.30.i.i = tail call double @llvm.fma.f64(double %.25.i.i, double %.28.i.i, double %.25.i.i)
  %.31.i.i = fneg double %.30.i.i
  %.32.i.i = tail call double @llvm.fma.f64(double %.31.i.i, double %.30.i.i, double %.23.i.i)
  %.33.i.i = tail call double @llvm.fma.f64(double %.32.i.i, double %.29.i.i, double %.30.i.i)
  %.34.i.i = fneg double %.33.i.i
  %.35.i.i = tail call double @llvm.fma.f64(double %.34.i.i, double %.33.i.i, double %.23.i.i)
  %.36.i.i = tail call double @llvm.fma.f64(double %.35.i.i, double %.29.i.i, double %.33.i.i)
  %.37.i.i = fmul double %.36.i.i, 0x37F0000000000000
  %.38.i.i = select i1 %.21.i.i, double %.37.i.i, double %.36.i.i
  %.39.i.i = fcmp oeq double %.23.i.i, 0.000000e+00
  %.40.i.i = fcmp oeq double %.23.i.i, 0x7FF0000000000000
  %.41.i.i = or i1 %.39.i.i, %.40.i.i
  %.42.i.i = select i1 %.41.i.i, double %.23.i.i, double %.38.i.i
  br label %math.pow.exit

b96.i.i:                                          ; preds = %b94.i.i
  %t155.i.i = fcmp oeq float %t146, 5.000000e-01
  br i1 %t155.i.i, label %b97.i.i, label %b29.i.i

b97.i.i:                                          ; preds = %b96.i.i
  %.43.i.i = fcmp olt double %t270.i, 0x1000000000000000
  %.44.i.i = fmul double %t270.i, 0x4FF0000000000000
  %.45.i.i = select i1 %.43.i.i, double %.44.i.i, double %t270.i
  %.46.i.i = tail call double @llvm.amdgcn.rsq.f64(double %.45.i.i)
  %.47.i.i = fmul double %.45.i.i, %.46.i.i
  %.48.i.i = fmul double %.46.i.i, 5.000000e-01
  %.49.i.i = fneg double %.48.i.i
  %.50.i.i = tail call double @llvm.fma.f64(double %.49.i.i, double %.47.i.i, double 5.000000e-01)
  %.51.i.i = tail call double @llvm.fma.f64(double %.48.i.i, double %.50.i.i, double %.48.i.i)
  %.52.i.i = tail call double @llvm.fma.f64(double %.47.i.i, double %.50.i.i, double %.47.i.i)
  %.53.i.i = fneg double %.52.i.i
  %.54.i.i = tail call double @llvm.fma.f64(double %.53.i.i, double %.52.i.i, double %.45.i.i)
  %.55.i.i = tail call double @llvm.fma.f64(double %.54.i.i, double %.51.i.i, double %.52.i.i)
  %.56.i.i = fneg double %.55.i.i
  %.57.i.i = tail call double @llvm.fma.f64(double %.56.i.i, double %.55.i.i, double %.45.i.i)
  %.58.i.i = tail call double @llvm.fma.f64(double %.57.i.i, double %.51.i.i, double %.55.i.i)
  %.59.i.i = fmul double %.58.i.i, 0x37F0000000000000
  %.60.i.i = select i1 %.43.i.i, double %.59.i.i, double %.58.i.i
  %.61.i.i = fcmp oeq double %.45.i.i, 0.000000e+00
  %.62.i.i = fcmp oeq double %.45.i.i, 0x7FF0000000000000
  %.63.i.i = or i1 %.61.i.i, %.62.i.i
  %.64.i.i = select i1 %.63.i.i, double %.45.i.i, double %.60.i.i
  %t157.i.i = fdiv double 1.000000e+00, %.64.i.i
  br label %math.pow.exit

b140.i:                                           ; preds = %b138.i
  %t273.i = fcmp olt float %t146, 0.000000e+00
  br i1 %t273.i, label %math.pow.exit, label %b142.i

b142.i:                                           ; preds = %b140.i
  %t274.i = fcmp ogt float %t146, 0.000000e+00
  br i1 %t274.i, label %math.pow.exit, label %b29.i

b144.i:                                           ; preds = %b137.i
  %t275.i = fcmp oeq float %t146, 5.000000e-01
  br i1 %t275.i, label %b145.i, label %b146.i

b145.i:                                           ; preds = %b144.i
  %.35.i = fcmp olt double %t150, 0x1000000000000000
  %.36.i = fmul double %t150, 0x4FF0000000000000
  %.37.i = select i1 %.35.i, double %.36.i, double %t150
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

b146.i:                                           ; preds = %b144.i
  %t277.i = fcmp oeq float %t146, -5.000000e-01
  br i1 %t277.i, label %b147.i, label %b29.i

b147.i:                                           ; preds = %b146.i
  %.57.i = fcmp olt double %t150, 0x1000000000000000
  %.58.i = fmul double %t150, 0x4FF0000000000000
  %.59.i = select i1 %.57.i, double %.58.i, double %t150
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
  %t279.i = fdiv double 1.000000e+00, %.78.i
  br label %math.pow.exit

math.pow.exit:                                    ; preds = %b24, %b3.i, %b5.i, %b14.i, %b18.i, %b24.i, %b28.i, %b29.i, %b33.i, %b35.i, %b113.i, %b115.i, %b122.i, %b124.i, %b127.i, %b132.i, %b134.i, %b139.i, %b3.i.i, %b5.i.i, %b14.i.i, %b18.i.i, %b24.i.i, %b28.i.i, %b29.i.i, %b33.i.i, %b35.i.i, %b63.i.i, %b65.i.i, %b72.i.i, %b74.i.i, %b77.i.i, %b82.i.i, %b84.i.i, %b89.i.i, %b5.i134.i.i, %b14.i.i.i, %b18.i.i.i, %b24.i.i.i, %b28.i.i.i, %b29.i169.i.i, %b33.i.i.i, %b35.i.i.i, %b63.i.i.i, %b65.i.i.i, %b72.i.i.i, %b74.i.i.i, %b77.i.i.i, %b90.i.i.i, %b92.i.i.i, %b95.i.i.i, %b97.i.i.i, %b90.i.i, %b92.i.i, %b95.i.i, %b97.i.i, %b140.i, %b142.i, %b145.i, %b147.i
  %common.ret.op.i = phi double [ 0x7FF0000000000000, %b18.i ], [ 0.000000e+00, %b28.i ], [ %.56.i, %b145.i ], [ %t279.i, %b147.i ], [ 1.000000e+00, %b24 ], [ %t150, %b3.i ], [ 0x7FF8000000000001, %b5.i ], [ 0xFFF0000000000000, %b14.i ], [ %t150, %b24.i ], [ 0x7FF8000000000001, %b29.i ], [ 1.000000e+00, %b33.i ], [ %..i, %b35.i ], [ %t244.i, %b122.i ], [ %t257.i, %b127.i ], [ %t226.i, %b113.i ], [ %t226.i, %b115.i ], [ %.84.i, %b124.i ], [ 1.000000e+00, %b132.i ], [ %.87.i, %b134.i ], [ 0.000000e+00, %b140.i ], [ 0x7FF0000000000000, %b142.i ], [ 0x7FF0000000000000, %b18.i.i ], [ 0.000000e+00, %b28.i.i ], [ %.42.i.i, %b95.i.i ], [ %t157.i.i, %b97.i.i ], [ 1.000000e+00, %b139.i ], [ %t270.i, %b3.i.i ], [ 0x7FF8000000000001, %b5.i.i ], [ 0xFFF0000000000000, %b14.i.i ], [ %t270.i, %b24.i.i ], [ 0x7FF8000000000001, %b29.i.i ], [ 1.000000e+00, %b33.i.i ], [ %..i.i, %b35.i.i ], [ %t122.i.i, %b72.i.i ], [ %t135.i.i, %b77.i.i ], [ %t104.i.i, %b63.i.i ], [ %t104.i.i, %b65.i.i ], [ %.65.i.i, %b74.i.i ], [ 1.000000e+00, %b82.i.i ], [ %.67.i.i, %b84.i.i ], [ 0.000000e+00, %b90.i.i ], [ 0x7FF0000000000000, %b92.i.i ], [ 0x7FF0000000000000, %b18.i.i.i ], [ 0.000000e+00, %b28.i.i.i ], [ %.42.i.i.i, %b95.i.i.i ], [ %t154.i.i.i, %b97.i.i.i ], [ 1.000000e+00, %b89.i.i ], [ 0x7FF8000000000001, %b5.i134.i.i ], [ 0xFFF0000000000000, %b14.i.i.i ], [ %t148.i.i, %b24.i.i.i ], [ 0x7FF8000000000001, %b29.i169.i.i ], [ 1.000000e+00, %b33.i.i.i ], [ %..i176.i.i, %b35.i.i.i ], [ %t122.i.i.i, %b72.i.i.i ], [ %t135.i.i.i, %b77.i.i.i ], [ %t104.i.i.i, %b63.i.i.i ], [ %t104.i.i.i, %b65.i.i.i ], [ %.65.i.i.i, %b74.i.i.i ], [ 0.000000e+00, %b90.i.i.i ], [ 0x7FF0000000000000, %b92.i.i.i ]
  %t153 = fptrunc double %common.ret.op.i to float
  %t154 = fdiv float %t153, %t149
  %t155 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t140
  store float %t154, ptr addrspace(1) %t155, align 4
  %t156 = add i64 %t1411, %t13
  %t15 = icmp slt i64 %t156, %a0
  br i1 %t15, label %b2, label %b25

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

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #2

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { cold noreturn nounwind }

!0 = !{}

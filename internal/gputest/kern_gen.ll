; kern module github.com/kernlab/kern/internal/gputest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@math.mPi4 = internal unnamed_addr addrspace(4) constant [160 x i8] c"\01\00\00\00\00\00\00\00S*\88\9C\DC\06\F3E\81\BBi\EA\A3\AFN\F8\83 \87x2+\C5\B6\C3\8Aw\BDW\C7\A2\FC\C0\A5\9B\84t\DCHn9$\A3\13\D4]\92\0C}NSb9\D6;\FC\09\89v]\EAk\04\D1\82\FC\BEhM\E08\D3\E9s\A6\06s\AC#svP\F2{\17\BF\089\1F0\0B\BC\FF/\F1?>\DA\14\B4\16#^\DEn\13\96O\9E\FDl\DAZ\D4\BF<\CD~\8C\9E\F6\E2\CB\D7\8FuO\EA\D4%\A5\14\EFs\0Ez\10\BA\1A?b\BF\F6\D7W\D7\F6\F8\8D`\06\AC", align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0 = internal addrspace(3) global [24 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0 = internal addrspace(3) global [8 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0 = internal addrspace(3) global [8 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0 = internal unnamed_addr addrspace(3) global [1088 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@__kern_dynshared = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eComplexOps(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.10 to i64
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !invariant.load !0
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.15 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a1
  br i1 %t9, label %b1, label %b105

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t7
  %.16 = load double, ptr addrspace(1) %t11, align 8, !amdgpu.noclobber !0
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8
  %.19 = load double, ptr addrspace(1) %.18, align 8, !amdgpu.noclobber !0
  %t14 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t7
  %0 = load <2 x double>, ptr addrspace(1) %t14, align 8
  %1 = extractelement <2 x double> %0, i64 0
  %.22 = insertvalue { double, double } poison, double %1, 0
  %2 = extractelement <2 x double> %0, i64 1
  %.25 = insertvalue { double, double } %.22, double %2, 1
  %t16 = shl nsw i64 %t7, 3
  %t18 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a6, i64 %t16
  %t23 = fadd double %.16, %1
  %t24 = fadd double %.19, %2
  %t27 = fsub double %.16, %1
  %t28 = fsub double %.19, %2
  %t31 = fmul double %.16, %1
  %t32 = fmul double %.19, %2
  %t33 = fsub double %t31, %t32
  %t34 = fmul double %.16, %2
  %t35 = fmul double %.19, %1
  %t36 = fadd double %t35, %t34
  %t39 = tail call double @llvm.fabs.f64(double %1)
  %t40 = tail call double @llvm.fabs.f64(double %2)
  %t41 = fcmp oge double %t39, %t40
  %t42 = fdiv double %2, %1
  %t43 = fmul double %2, %t42
  %t44 = fadd double %1, %t43
  %t45 = fmul double %.19, %t42
  %t46 = fadd double %.16, %t45
  %t47 = fdiv double %t46, %t44
  %t48 = fmul double %.16, %t42
  %t49 = fsub double %.19, %t48
  %t50 = fdiv double %t49, %t44
  %t51 = fdiv double %1, %2
  %t52 = fmul double %1, %t51
  %t53 = fadd double %2, %t52
  %t54 = fmul double %.16, %t51
  %t55 = fadd double %.19, %t54
  %t56 = fdiv double %t55, %t53
  %t57 = fmul double %.19, %t51
  %t58 = fsub double %t57, %.16
  %t59 = fdiv double %t58, %t53
  %t60 = select i1 %t41, double %t47, double %t56
  %t61 = select i1 %t41, double %t50, double %t59
  %t62 = fcmp oeq double %1, 0.000000e+00
  %t63 = fcmp oeq double %2, 0.000000e+00
  %t64 = and i1 %t62, %t63
  %t65 = fcmp ord double %.16, 0.000000e+00
  %t66 = fcmp ord double %.19, 0.000000e+00
  %t67 = or i1 %t65, %t66
  %t68 = and i1 %t67, %t64
  %t69 = tail call double @llvm.copysign.f64(double 0x7FF0000000000000, double %1)
  %t70 = fmul double %.16, %t69
  %t71 = fmul double %.19, %t69
  %t72 = tail call double @llvm.fabs.f64(double %.16)
  %t73 = fcmp oeq double %t72, 0x7FF0000000000000
  %t74 = tail call double @llvm.fabs.f64(double %.19)
  %t75 = fcmp oeq double %t74, 0x7FF0000000000000
  %t76 = or i1 %t73, %t75
  %t77 = fcmp olt double %t39, 0x7FF0000000000000
  %t78 = and i1 %t76, %t77
  %t79 = fcmp olt double %t40, 0x7FF0000000000000
  %t80 = and i1 %t78, %t79
  %t81 = select i1 %t73, double 1.000000e+00, double 0.000000e+00
  %t82 = tail call double @llvm.copysign.f64(double %t81, double %.16)
  %t83 = select i1 %t75, double 1.000000e+00, double 0.000000e+00
  %t84 = tail call double @llvm.copysign.f64(double %t83, double %.19)
  %t85 = fmul double %1, %t82
  %t86 = fmul double %2, %t84
  %t87 = fadd double %t85, %t86
  %t88 = fmul double %t87, 0x7FF0000000000000
  %t89 = fmul double %1, %t84
  %t90 = fmul double %2, %t82
  %t91 = fsub double %t89, %t90
  %t92 = fmul double %t91, 0x7FF0000000000000
  %t93 = fcmp oeq double %t39, 0x7FF0000000000000
  %t94 = fcmp oeq double %t40, 0x7FF0000000000000
  %t95 = or i1 %t93, %t94
  %t96 = fcmp olt double %t72, 0x7FF0000000000000
  %t97 = and i1 %t96, %t95
  %t98 = fcmp olt double %t74, 0x7FF0000000000000
  %t99 = and i1 %t98, %t97
  %t100 = select i1 %t93, double 1.000000e+00, double 0.000000e+00
  %t101 = tail call double @llvm.copysign.f64(double %t100, double %1)
  %t102 = select i1 %t94, double 1.000000e+00, double 0.000000e+00
  %t103 = tail call double @llvm.copysign.f64(double %t102, double %2)
  %t104 = fmul double %.16, %t101
  %t105 = fmul double %.19, %t103
  %t106 = fadd double %t104, %t105
  %t107 = fmul double %t106, 0.000000e+00
  %t108 = fmul double %.19, %t101
  %t109 = fmul double %.16, %t103
  %t110 = fsub double %t108, %t109
  %t111 = fmul double %t110, 0.000000e+00
  %t112 = select i1 %t99, double %t107, double %t60
  %t113 = select i1 %t80, double %t88, double %t112
  %t114 = select i1 %t68, double %t70, double %t113
  %t115 = select i1 %t99, double %t111, double %t61
  %t116 = select i1 %t80, double %t92, double %t115
  %t117 = select i1 %t68, double %t71, double %t116
  %t118 = fcmp uno double %t60, 0.000000e+00
  %t119 = fcmp uno double %t61, 0.000000e+00
  %t120 = and i1 %t118, %t119
  %t121 = select i1 %t120, double %t114, double %t60
  %t122 = select i1 %t120, double %t117, double %t61
  store double %t23, ptr addrspace(1) %t18, align 8
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 8
  store double %t24, ptr addrspace(1) %.28, align 8
  %t126 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t18, i64 1
  store double %t27, ptr addrspace(1) %t126, align 8
  %.31 = getelementptr inbounds i8, ptr addrspace(1) %t126, i64 8
  store double %t28, ptr addrspace(1) %.31, align 8
  %t127 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t18, i64 2
  store double %t33, ptr addrspace(1) %t127, align 8
  %.34 = getelementptr inbounds i8, ptr addrspace(1) %t127, i64 8
  store double %t36, ptr addrspace(1) %.34, align 8
  %t128 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t18, i64 3
  store double %t121, ptr addrspace(1) %t128, align 8
  %.37 = getelementptr inbounds i8, ptr addrspace(1) %t128, i64 8
  store double %t122, ptr addrspace(1) %.37, align 8
  %t130 = fneg double %.19
  %t133 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t18, i64 4
  store double %t34, ptr addrspace(1) %t133, align 8
  %.40 = getelementptr inbounds i8, ptr addrspace(1) %t133, i64 8
  store double %t130, ptr addrspace(1) %.40, align 8
  %t134 = fcmp oeq double %.16, %1
  %t135 = fcmp oeq double %.19, %2
  %t136 = and i1 %t134, %t135
  br i1 %t136, label %b2, label %b3

b2:                                               ; preds = %b1
  %t137 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t18, i64 5
  %.43 = getelementptr inbounds i8, ptr addrspace(1) %t137, i64 8
  store double 1.000000e+00, ptr addrspace(1) %t137, align 8
  store double 0.000000e+00, ptr addrspace(1) %.43, align 8
  br label %b3

b3:                                               ; preds = %b2, %b1
  %t140 = fcmp oeq double %.19, 0.000000e+00
  br i1 %t140, label %b4, label %b9

b4:                                               ; preds = %b3
  %t141 = fcmp oeq double %.16, 0.000000e+00
  br i1 %t141, label %b36, label %b6

b6:                                               ; preds = %b4
  %t144 = fcmp olt double %.16, 0.000000e+00
  br i1 %t144, label %b7, label %b8

b7:                                               ; preds = %b6
  %t145 = fneg double %.16
  %.44 = fcmp ogt double %.16, 0x9000000000000000
  %.45 = fmul double %.16, 0xCFF0000000000000
  %.46 = select i1 %.44, double %.45, double %t145
  %.47 = tail call double @llvm.amdgcn.rsq.f64(double %.46)
  %.48 = fmul double %.46, %.47
  %.49 = fmul double %.47, 5.000000e-01
  %.50 = fneg double %.49
  %.51 = tail call double @llvm.fma.f64(double %.50, double %.48, double 5.000000e-01)
  %.52 = tail call double @llvm.fma.f64(double %.49, double %.51, double %.49)
  %.53 = tail call double @llvm.fma.f64(double %.48, double %.51, double %.48)
  %.54 = fneg double %.53
  %.55 = tail call double @llvm.fma.f64(double %.54, double %.53, double %.46)
  %.56 = tail call double @llvm.fma.f64(double %.55, double %.52, double %.53)
  %.57 = fneg double %.56
  %.58 = tail call double @llvm.fma.f64(double %.57, double %.56, double %.46)
  %.59 = tail call double @llvm.fma.f64(double %.58, double %.52, double %.56)
  %.60 = fmul double %.59, 0x37F0000000000000
  %.61 = select i1 %.44, double %.60, double %.59
  %.62 = fcmp oeq double %.46, 0.000000e+00
  %.63 = fcmp oeq double %.46, 0x7FF0000000000000
  %.64 = or i1 %.62, %.63
  %.65 = select i1 %.64, double %.46, double %.61
  %t147 = tail call double @llvm.copysign.f64(double %.65, double %.19)
  br label %b36

b8:                                               ; preds = %b6
  %.66 = fcmp olt double %.16, 0x1000000000000000
  %.67 = fmul double %.16, 0x4FF0000000000000
  %.68 = select i1 %.66, double %.67, double %.16
  %.69 = tail call double @llvm.amdgcn.rsq.f64(double %.68)
  %.70 = fmul double %.68, %.69
  %.71 = fmul double %.69, 5.000000e-01
  %.72 = fneg double %.71
  %.73 = tail call double @llvm.fma.f64(double %.72, double %.70, double 5.000000e-01)
  %.74 = tail call double @llvm.fma.f64(double %.71, double %.73, double %.71)
  %.75 = tail call double @llvm.fma.f64(double %.70, double %.73, double %.70)
  %.76 = fneg double %.75
  %.77 = tail call double @llvm.fma.f64(double %.76, double %.75, double %.68)
  %.78 = tail call double @llvm.fma.f64(double %.77, double %.74, double %.75)
  %.79 = fneg double %.78
  %.80 = tail call double @llvm.fma.f64(double %.79, double %.78, double %.68)
  %.81 = tail call double @llvm.fma.f64(double %.80, double %.74, double %.78)
  %.82 = fmul double %.81, 0x37F0000000000000
  %.83 = select i1 %.66, double %.82, double %.81
  %.84 = fcmp oeq double %.68, 0.000000e+00
  %.85 = fcmp oeq double %.68, 0x7FF0000000000000
  %.86 = or i1 %.84, %.85
  %.87 = select i1 %.86, double %.68, double %.83
  %t151 = insertvalue { double, double } zeroinitializer, double %.87, 0
  br label %b36

b9:                                               ; preds = %b3
  %t153 = fcmp ogt double %t74, 0x7FEFFFFFFFFFFFFF
  br i1 %t153, label %b36, label %b11

b11:                                              ; preds = %b9
  %t156 = fcmp oeq double %.16, 0.000000e+00
  br i1 %t156, label %b12, label %b15

b12:                                              ; preds = %b11
  %t157 = fcmp olt double %.19, 0.000000e+00
  br i1 %t157, label %b13, label %b14

b13:                                              ; preds = %b12
  %t158 = fmul double %.19, -5.000000e-01
  %.88 = fcmp olt double %t158, 0x1000000000000000
  %.89 = fmul double %t158, 0x4FF0000000000000
  %.90 = select i1 %.88, double %.89, double %t158
  %.91 = tail call double @llvm.amdgcn.rsq.f64(double %.90)
  %.92 = fmul double %.90, %.91
  %.93 = fmul double %.91, 5.000000e-01
  %.94 = fneg double %.93
  %.95 = tail call double @llvm.fma.f64(double %.94, double %.92, double 5.000000e-01)
  %.96 = tail call double @llvm.fma.f64(double %.93, double %.95, double %.93)
  %.97 = tail call double @llvm.fma.f64(double %.92, double %.95, double %.92)
  %.98 = fneg double %.97
  %.99 = tail call double @llvm.fma.f64(double %.98, double %.97, double %.90)
  %.100 = tail call double @llvm.fma.f64(double %.99, double %.96, double %.97)
  %.101 = fneg double %.100
  %.102 = tail call double @llvm.fma.f64(double %.101, double %.100, double %.90)
  %.103 = tail call double @llvm.fma.f64(double %.102, double %.96, double %.100)
  %.104 = fmul double %.103, 0x37F0000000000000
  %.105 = select i1 %.88, double %.104, double %.103
  %.106 = fcmp oeq double %.90, 0.000000e+00
  %.107 = fcmp oeq double %.90, 0x7FF0000000000000
  %.108 = or i1 %.106, %.107
  %.109 = select i1 %.108, double %.90, double %.105
  %t160 = fneg double %.109
  %t161 = insertvalue { double, double } zeroinitializer, double %.109, 0
  br label %b36

b14:                                              ; preds = %b12
  %t163 = fmul double %.19, 5.000000e-01
  %.110 = fcmp olt double %t163, 0x1000000000000000
  %.111 = fmul double %t163, 0x4FF0000000000000
  %.112 = select i1 %.110, double %.111, double %t163
  %.113 = tail call double @llvm.amdgcn.rsq.f64(double %.112)
  %.114 = fmul double %.112, %.113
  %.115 = fmul double %.113, 5.000000e-01
  %.116 = fneg double %.115
  %.117 = tail call double @llvm.fma.f64(double %.116, double %.114, double 5.000000e-01)
  %.118 = tail call double @llvm.fma.f64(double %.115, double %.117, double %.115)
  %.119 = tail call double @llvm.fma.f64(double %.114, double %.117, double %.114)
  %.120 = fneg double %.119
  %.121 = tail call double @llvm.fma.f64(double %.120, double %.119, double %.112)
  %.122 = tail call double @llvm.fma.f64(double %.121, double %.118, double %.119)
  %.123 = fneg double %.122
  %.124 = tail call double @llvm.fma.f64(double %.123, double %.122, double %.112)
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.118, double %.122)
  %.126 = fmul double %.125, 0x37F0000000000000
  %.127 = select i1 %.110, double %.126, double %.125
  %.128 = fcmp oeq double %.112, 0.000000e+00
  %.129 = fcmp oeq double %.112, 0x7FF0000000000000
  %.130 = or i1 %.128, %.129
  %.131 = select i1 %.130, double %.112, double %.127
  %t165 = insertvalue { double, double } zeroinitializer, double %.131, 0
  br label %b36

b15:                                              ; preds = %b11
  %t167 = fcmp ogt double %t72, 4.000000e+00
  %t216 = fcmp ogt double %t74, 4.000000e+00
  %or.cond2 = select i1 %t167, i1 true, i1 %t216
  %t170.v = select i1 %or.cond2, double 2.500000e-01, double 0x4350000000000000
  %t170 = fmul double %.16, %t170.v
  %t171 = fmul double %.19, %t170.v
  %t172 = select i1 %or.cond2, double 2.000000e+00, double 0x3E40000000000000
  %t173 = tail call double @llvm.fabs.f64(double %t170)
  %t174 = tail call double @llvm.fabs.f64(double %t171)
  %t175 = fcmp ogt double %t173, 0x7FEFFFFFFFFFFFFF
  %t176 = fcmp ogt double %t174, 0x7FEFFFFFFFFFFFFF
  %or.cond = select i1 %t175, i1 true, i1 %t176
  br i1 %or.cond, label %b28, label %b20

b20:                                              ; preds = %b15
  %t177 = fcmp uno double %t170, 0.000000e+00
  %t178 = fcmp uno double %t171, 0.000000e+00
  %or.cond1 = select i1 %t177, i1 true, i1 %t178
  br i1 %or.cond1, label %b28, label %b23

b23:                                              ; preds = %b20
  %t179 = fcmp olt double %t173, %t174
  %t180 = select i1 %t179, double %t174, double %t173
  %t182 = fcmp oeq double %t180, 0.000000e+00
  br i1 %t182, label %b28, label %b27

b27:                                              ; preds = %b23
  %t181 = select i1 %t179, double %t173, double %t174
  %t183 = fdiv double %t181, %t180
  %t184 = fmul double %t183, %t183
  %t185 = fadd double %t184, 1.000000e+00
  %.132 = fcmp olt double %t185, 0x1000000000000000
  %.133 = fmul double %t185, 0x4FF0000000000000
  %.134 = select i1 %.132, double %.133, double %t185
  %.135 = tail call double @llvm.amdgcn.rsq.f64(double %.134)
  %.136 = fmul double %.134, %.135
  %.137 = fmul double %.135, 5.000000e-01
  %.138 = fneg double %.137
  %.139 = tail call double @llvm.fma.f64(double %.138, double %.136, double 5.000000e-01)
  %.140 = tail call double @llvm.fma.f64(double %.137, double %.139, double %.137)
  %.141 = tail call double @llvm.fma.f64(double %.136, double %.139, double %.136)
  %.142 = fneg double %.141
  %.143 = tail call double @llvm.fma.f64(double %.142, double %.141, double %.134)
  %.144 = tail call double @llvm.fma.f64(double %.143, double %.140, double %.141)
  %.145 = fneg double %.144
  %.146 = tail call double @llvm.fma.f64(double %.145, double %.144, double %.134)
  %.147 = tail call double @llvm.fma.f64(double %.146, double %.140, double %.144)
  %.148 = fmul double %.147, 0x37F0000000000000
  %.149 = select i1 %.132, double %.148, double %.147
  %.150 = fcmp oeq double %.134, 0.000000e+00
  %.151 = fcmp oeq double %.134, 0x7FF0000000000000
  %.152 = or i1 %.150, %.151
  %.153 = select i1 %.152, double %.134, double %.149
  %t187 = fmul double %t180, %.153
  br label %b28

b28:                                              ; preds = %b23, %b20, %b15, %b27
  %t188 = phi double [ %t187, %b27 ], [ 0x7FF0000000000000, %b15 ], [ 0x7FF8000000000001, %b20 ], [ 0.000000e+00, %b23 ]
  %t189 = fcmp ogt double %t170, 0.000000e+00
  %t190 = fmul double %t188, 5.000000e-01
  %t191 = fmul double %t170, 5.000000e-01
  br i1 %t189, label %b29, label %b33

b29:                                              ; preds = %b28
  %t192 = fadd double %t191, %t190
  %.154 = fcmp olt double %t192, 0x1000000000000000
  %.155 = fmul double %t192, 0x4FF0000000000000
  %.156 = select i1 %.154, double %.155, double %t192
  %.157 = tail call double @llvm.amdgcn.rsq.f64(double %.156)
  %.158 = fmul double %.156, %.157
  %.159 = fmul double %.157, 5.000000e-01
  %.160 = fneg double %.159
  %.161 = tail call double @llvm.fma.f64(double %.160, double %.158, double 5.000000e-01)
  %.162 = tail call double @llvm.fma.f64(double %.159, double %.161, double %.159)
  %.163 = tail call double @llvm.fma.f64(double %.158, double %.161, double %.158)
  %.164 = fneg double %.163
  %.165 = tail call double @llvm.fma.f64(double %.164, double %.163, double %.156)
  %.166 = tail call double @llvm.fma.f64(double %.165, double %.162, double %.163)
  %.167 = fneg double %.166
  %.168 = tail call double @llvm.fma.f64(double %.167, double %.166, double %.156)
  %.169 = tail call double @llvm.fma.f64(double %.168, double %.162, double %.166)
  %.170 = fmul double %.169, 0x37F0000000000000
  %.171 = select i1 %.154, double %.170, double %.169
  %.172 = fcmp oeq double %.156, 0.000000e+00
  %.173 = fcmp oeq double %.156, 0x7FF0000000000000
  %.174 = or i1 %.172, %.173
  %.175 = select i1 %.174, double %.156, double %.171
  %t194 = fmul double %t171, 5.000000e-01
  %t195 = fdiv double %t194, %.175
  %t196 = tail call double @llvm.fabs.f64(double %t195)
  br label %b30

b30:                                              ; preds = %b33, %b29
  %t196.pn = phi double [ %t196, %b29 ], [ %.197, %b33 ]
  %.175.pn = phi double [ %.175, %b29 ], [ %t213, %b33 ]
  %t200 = fmul double %t172, %.175.pn
  %t199 = fmul double %t172, %t196.pn
  %t201 = fcmp olt double %t171, 0.000000e+00
  br i1 %t201, label %b31, label %b32

b31:                                              ; preds = %b30
  %t202 = fneg double %t199
  %t203 = insertvalue { double, double } zeroinitializer, double %t200, 0
  br label %b36

b32:                                              ; preds = %b30
  %t205 = insertvalue { double, double } zeroinitializer, double %t200, 0
  br label %b36

b33:                                              ; preds = %b28
  %t209 = fsub double %t190, %t191
  %.176 = fcmp olt double %t209, 0x1000000000000000
  %.177 = fmul double %t209, 0x4FF0000000000000
  %.178 = select i1 %.176, double %.177, double %t209
  %.179 = tail call double @llvm.amdgcn.rsq.f64(double %.178)
  %.180 = fmul double %.178, %.179
  %.181 = fmul double %.179, 5.000000e-01
  %.182 = fneg double %.181
  %.183 = tail call double @llvm.fma.f64(double %.182, double %.180, double 5.000000e-01)
  %.184 = tail call double @llvm.fma.f64(double %.181, double %.183, double %.181)
  %.185 = tail call double @llvm.fma.f64(double %.180, double %.183, double %.180)
  %.186 = fneg double %.185
  %.187 = tail call double @llvm.fma.f64(double %.186, double %.185, double %.178)
  %.188 = tail call double @llvm.fma.f64(double %.187, double %.184, double %.185)
  %.189 = fneg double %.188
  %.190 = tail call double @llvm.fma.f64(double %.189, double %.188, double %.178)
  %.191 = tail call double @llvm.fma.f64(double %.190, double %.184, double %.188)
  %.192 = fmul double %.191, 0x37F0000000000000
  %.193 = select i1 %.176, double %.192, double %.191
  %.194 = fcmp oeq double %.178, 0.000000e+00
  %.195 = fcmp oeq double %.178, 0x7FF0000000000000
  %.196 = or i1 %.194, %.195
  %.197 = select i1 %.196, double %.178, double %.193
  %t211 = fmul double %t171, 5.000000e-01
  %t212 = fdiv double %t211, %.197
  %t213 = tail call double @llvm.fabs.f64(double %t212)
  br label %b30

b36:                                              ; preds = %b9, %b4, %b32, %b31, %b14, %b13, %b8, %b7
  %.pn = phi { double, double } [ zeroinitializer, %b7 ], [ %t151, %b8 ], [ %t161, %b13 ], [ %t165, %b14 ], [ %t203, %b31 ], [ %t205, %b32 ], [ zeroinitializer, %b4 ], [ { double 0x7FF0000000000000, double 0.000000e+00 }, %b9 ]
  %.19.pn = phi double [ %t147, %b7 ], [ %.19, %b8 ], [ %t160, %b13 ], [ %.131, %b14 ], [ %t202, %b31 ], [ %t199, %b32 ], [ %.19, %b4 ], [ %.19, %b9 ]
  %t220 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t18, i64 6
  %.198 = extractvalue { double, double } %.pn, 0
  store double %.198, ptr addrspace(1) %t220, align 8
  %.200 = getelementptr inbounds i8, ptr addrspace(1) %t220, i64 8
  store double %.19.pn, ptr addrspace(1) %.200, align 8
  %t221 = fcmp ogt double %t39, 0x7FEFFFFFFFFFFFFF
  br i1 %t221, label %b37, label %b101

b37:                                              ; preds = %b36
  %t222 = fcmp ule double %1, 0.000000e+00
  %t63.not = xor i1 %t63, true
  %brmerge = select i1 %t222, i1 true, i1 %t63.not
  br i1 %brmerge, label %b40, label %b104

b40:                                              ; preds = %b37
  %t223 = fcmp ogt double %t40, 0x7FEFFFFFFFFFFFFF
  %t230 = fcmp uno double %2, 0.000000e+00
  %or.cond3 = select i1 %t223, i1 true, i1 %t230
  br i1 %or.cond3, label %b41, label %b45

b41:                                              ; preds = %b40
  %t224 = fcmp olt double %1, 0.000000e+00
  br i1 %t224, label %b42, label %b104

b42:                                              ; preds = %b41
  %t225 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %2)
  %t227 = insertvalue { double, double } zeroinitializer, double %t225, 1
  br label %b104

b45:                                              ; preds = %b101, %b40
  %t231 = fcmp uno double %1, 0.000000e+00
  br i1 %t231, label %b76, label %b47

b47:                                              ; preds = %b45
  %t232 = fcmp ogt double %1, 0x40862E42FEFA39EF
  br i1 %t232, label %b76, label %b49

b49:                                              ; preds = %b47
  %t233 = fcmp olt double %1, 0xC0874910D52D3051
  br i1 %t233, label %b76, label %b51

b51:                                              ; preds = %b49
  %t234 = fcmp ogt double %1, 0xBE30000000000000
  %t235 = fcmp olt double %1, 0x3E30000000000000
  %or.cond4 = and i1 %t234, %t235
  br i1 %or.cond4, label %b53, label %b54

b53:                                              ; preds = %b51
  %t236 = fadd double %1, 1.000000e+00
  br label %b76

b54:                                              ; preds = %b51
  %t237 = fcmp olt double %1, 0.000000e+00
  br i1 %t237, label %b55, label %b74

b55:                                              ; preds = %b54
  %t238 = fmul double %1, 0x3FF71547652B82FE
  %t239 = fadd double %t238, -5.000000e-01
  %.201 = fcmp oge double %t239, 0xC3E0000000000000
  %.202 = fcmp olt double %t239, 0x43E0000000000000
  %.203 = and i1 %.201, %.202
  %3 = fptosi double %t239 to i64
  %.206 = select i1 %.203, i64 %3, i64 -9223372036854775808
  br label %b56

b56:                                              ; preds = %b75, %b74, %b55
  %t241 = phi i64 [ %.206, %b55 ], [ 0, %b74 ], [ %.213, %b75 ]
  %t242 = sitofp i64 %t241 to double
  %t243 = fmul double %t242, 0x3FE62E42FEE00000
  %t244 = fsub double %1, %t243
  %t245 = fmul double %t242, 0x3DEA39EF35793C76
  %t246 = fsub double %t244, %t245
  %t247 = fmul double %t246, %t246
  %t248 = fmul double %t247, 0x3E66376972BEA4D0
  %t249 = fadd double %t248, 0xBEBBBD41C5D26BF1
  %t250 = fmul double %t247, %t249
  %t251 = fadd double %t250, 0x3F11566AAF25DE2C
  %t252 = fmul double %t247, %t251
  %t253 = fadd double %t252, 0xBF66C16C16BEBD93
  %t254 = fmul double %t247, %t253
  %t255 = fadd double %t254, 0x3FC5555555555555
  %t256 = fmul double %t247, %t255
  %t257 = fsub double %t246, %t256
  %t258 = fmul double %t246, %t257
  %t259 = fsub double 2.000000e+00, %t257
  %t260 = fdiv double %t258, %t259
  %t261 = fsub double %t245, %t260
  %4 = fsub double %t244, %t261
  %t263 = fadd double %4, 1.000000e+00
  %t264 = fcmp oeq double %t263, 0.000000e+00
  br i1 %t264, label %b76, label %b58

b58:                                              ; preds = %b56
  %t265 = tail call double @llvm.fabs.f64(double %t263)
  %t266 = fcmp ogt double %t265, 0x7FEFFFFFFFFFFFFF
  %t267 = fcmp uno double %t263, 0.000000e+00
  %or.cond5 = select i1 %t266, i1 true, i1 %t267
  br i1 %or.cond5, label %b76, label %b61

b61:                                              ; preds = %b58
  %t268 = fcmp olt double %t265, 0x10000000000000
  %t269 = fmul double %t263, 0x4330000000000000
  %t270 = select i1 %t268, double %t269, double %t263
  %t271 = select i1 %t268, i64 -52, i64 0
  %t273 = bitcast double %t270 to i64
  %t274 = lshr i64 %t273, 52
  %t276 = and i64 %t274, 2047
  %t277 = add i64 %t241, -1023
  %t272 = add i64 %t277, %t271
  %t278 = add i64 %t272, %t276
  %t279 = icmp slt i64 %t278, -1075
  br i1 %t279, label %b65, label %b66

b65:                                              ; preds = %b61
  %t280 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t270)
  br label %b76

b66:                                              ; preds = %b61
  %t281 = icmp sgt i64 %t278, 1023
  br i1 %t281, label %b67, label %b70

b67:                                              ; preds = %b66
  %t282 = fcmp olt double %t270, 0.000000e+00
  %. = select i1 %t282, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b76

b70:                                              ; preds = %b66
  %t283 = icmp slt i64 %t278, -1022
  %spec.select6 = select i1 %t283, double 0x3CA0000000000000, double 1.000000e+00
  %t287 = and i64 %t273, -9218868437227405313
  %5 = shl nsw i64 %t278, 52
  %6 = add i64 %5, 238690780250636288
  %t288 = select i1 %t283, i64 %6, i64 %5
  %t290 = add i64 %t288, 4607182418800017408
  %t291 = or i64 %t290, %t287
  %t292 = bitcast i64 %t291 to double
  %t293 = fmul double %spec.select6, %t292
  br label %b76

b74:                                              ; preds = %b54
  %t295 = fcmp ogt double %1, 0.000000e+00
  br i1 %t295, label %b75, label %b56

b75:                                              ; preds = %b74
  %t296 = fmul double %1, 0x3FF71547652B82FE
  %t297 = fadd double %t296, 5.000000e-01
  %.208 = fcmp oge double %t297, 0xC3E0000000000000
  %.209 = fcmp olt double %t297, 0x43E0000000000000
  %.210 = and i1 %.208, %.209
  %7 = fptosi double %t297 to i64
  %.213 = select i1 %.210, i64 %7, i64 -9223372036854775808
  br label %b56

b76:                                              ; preds = %b65, %b70, %b56, %b58, %b67, %b49, %b47, %b45, %b53
  %t299 = phi double [ %t236, %b53 ], [ %1, %b45 ], [ 0x7FF0000000000000, %b47 ], [ 0.000000e+00, %b49 ], [ %t280, %b65 ], [ %t293, %b70 ], [ %t263, %b56 ], [ %t263, %b58 ], [ %., %b67 ]
  br i1 %t63, label %b100, label %b78

b78:                                              ; preds = %b76
  %t300 = fcmp uno double %2, 0.000000e+00
  %t301 = fcmp ogt double %t40, 0x7FEFFFFFFFFFFFFF
  %or.cond7 = select i1 %t300, i1 true, i1 %t301
  br i1 %or.cond7, label %b100, label %b81

b81:                                              ; preds = %b78
  %t302 = fcmp olt double %2, 0.000000e+00
  %t303 = fneg double %2
  %t304 = select i1 %t302, double %t303, double %2
  %t306 = fcmp ult double %t304, 0x41C0000000000000
  br i1 %t306, label %b97, label %b84

b84:                                              ; preds = %b81
  %t0.i = fcmp olt double %t304, 0x3FE921FB54442D18
  br i1 %t0.i, label %math.trigReduce.exit, label %b2.i

b2.i:                                             ; preds = %b84
  %t1.i = bitcast double %t304 to i64
  %t2.i = lshr i64 %t1.i, 52
  %t3.i = and i64 %t2.i, 2047
  %t7.i = and i64 %t1.i, -9218868437227405313
  %t8.i = or i64 %t7.i, 4503599627370496
  %t9.i = add nsw i64 %t3.i, -1014
  %t111.i = lshr i64 %t9.i, 6
  %t12.i = and i64 %t9.i, 63
  %t14.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t111.i
  %.4.i = load i64, ptr addrspace(4) %t14.i, align 8
  %.7.i = shl i64 %.4.i, %t12.i
  %t17.i = add nuw nsw i64 %t111.i, 1
  %t19.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t17.i
  %.8.i = load i64, ptr addrspace(4) %t19.i, align 8
  %t21.i = sub nsw i64 54, %t2.i
  %.9.i = icmp eq i64 %t12.i, 0
  %.10.i = and i64 %t21.i, 63
  %.11.i = lshr i64 %.8.i, %.10.i
  %t22.i = select i1 %.9.i, i64 0, i64 %.11.i
  %t23.i = or i64 %t22.i, %.7.i
  %.15.i = shl i64 %.8.i, %t12.i
  %t26.i = add nuw nsw i64 %t111.i, 2
  %t28.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t26.i
  %.16.i = load i64, ptr addrspace(4) %t28.i, align 8
  %.19.i = lshr i64 %.16.i, %.10.i
  %t30.i = select i1 %.9.i, i64 0, i64 %.19.i
  %t31.i = or i64 %t30.i, %.15.i
  %.23.i = shl i64 %.16.i, %t12.i
  %t34.i = add nuw nsw i64 %t111.i, 3
  %t36.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t34.i
  %.24.i = load i64, ptr addrspace(4) %t36.i, align 8
  %.27.i = lshr i64 %.24.i, %.10.i
  %t38.i = select i1 %.9.i, i64 0, i64 %.27.i
  %t39.i = or i64 %t38.i, %.23.i
  %t40.i = and i64 %t39.i, 4294967295
  %t41.i = lshr i64 %t39.i, 32
  %t42.i = and i64 %t1.i, 4294967295
  %t43.i = lshr i64 %t8.i, 32
  %t44.i = mul nuw i64 %t40.i, %t42.i
  %t45.i = mul nuw i64 %t41.i, %t42.i
  %t46.i = lshr i64 %t44.i, 32
  %t47.i = add nuw i64 %t46.i, %t45.i
  %t48.i = and i64 %t47.i, 4294967295
  %t49.i = lshr i64 %t47.i, 32
  %t50.i = mul nuw i64 %t40.i, %t43.i
  %t51.i = add nuw i64 %t48.i, %t50.i
  %t52.i = mul nuw i64 %t41.i, %t43.i
  %t53.i = add nuw i64 %t49.i, %t52.i
  %t54.i = lshr i64 %t51.i, 32
  %t55.i = add nuw i64 %t53.i, %t54.i
  %t56.i = and i64 %t31.i, 4294967295
  %t57.i = lshr i64 %t31.i, 32
  %t58.i = mul nuw i64 %t56.i, %t42.i
  %t59.i = mul nuw i64 %t57.i, %t42.i
  %t60.i = lshr i64 %t58.i, 32
  %t61.i = add nuw i64 %t60.i, %t59.i
  %t62.i = and i64 %t61.i, 4294967295
  %t63.i = lshr i64 %t61.i, 32
  %t64.i = mul nuw i64 %t56.i, %t43.i
  %t65.i = add nuw i64 %t62.i, %t64.i
  %t66.i = mul nuw i64 %t57.i, %t43.i
  %t68.i = lshr i64 %t65.i, 32
  %t70.i = mul i64 %t31.i, %t8.i
  %t71.i = mul i64 %t23.i, %t8.i
  %t72.i = add i64 %t55.i, %t70.i
  %t73.i = and i64 %t55.i, %t70.i
  %t74.i = or i64 %t55.i, %t70.i
  %.28.i = xor i64 %t72.i, -1
  %t75.i = and i64 %t74.i, %.28.i
  %t76.i = or i64 %t75.i, %t73.i
  %t77.i = lshr i64 %t76.i, 63
  %t67.i = add i64 %t66.i, %t71.i
  %t69.i = add i64 %t67.i, %t63.i
  %t78.i = add i64 %t69.i, %t68.i
  %t79.i = add i64 %t78.i, %t77.i
  %t80.i = lshr i64 %t79.i, 61
  %t83.i = tail call i64 @llvm.fshl.i64(i64 %t79.i, i64 %t72.i, i64 3)
  %.29.i = tail call i64 @llvm.ctlz.i64(i64 %t83.i, i1 false), !range !1
  %t87.i = add nuw nsw i64 %.29.i, 1
  %.30.i = icmp ult i64 %t83.i, 2
  %.31.i = and i64 %t87.i, 63
  %.32.i = shl i64 %t83.i, %.31.i
  %t89.i = select i1 %.30.i, i64 2, i64 %.32.i
  %t90.i = sub nsw i64 63, %.29.i
  %.33.i = icmp eq i64 %t83.i, 0
  %.34.i = and i64 %t90.i, 63
  %.35.i = lshr i64 %t72.i, %.34.i
  %t91.i = select i1 %.33.i, i64 0, i64 %.35.i
  %t92.i = or i64 %t89.i, %t91.i
  %t93.i = lshr i64 %t92.i, 12
  %.neg.i = mul nsw i64 %.29.i, -4503599627370496
  %t94.i = add nsw i64 %.neg.i, 4602678819172646912
  %t95.i = or i64 %t93.i, %t94.i
  %t96.i = bitcast i64 %t95.i to double
  %8 = and i64 %t79.i, 2305843009213693952
  %t98.not.i = icmp eq i64 %8, 0
  %t99.i = add nuw nsw i64 %t80.i, 1
  %t100.i = and i64 %t99.i, 7
  %t101.i = fadd double %t96.i, -1.000000e+00
  %spec.select.i = select i1 %t98.not.i, i64 %t80.i, i64 %t100.i
  %spec.select2.i = select i1 %t98.not.i, double %t96.i, double %t101.i
  %t104.i = fmul double %spec.select2.i, 0x3FE921FB54442D18
  %.36.i = insertvalue { i64, double } poison, i64 %spec.select.i, 0
  br label %math.trigReduce.exit

math.trigReduce.exit:                             ; preds = %b84, %b2.i
  %.pn.i = phi { i64, double } [ %.36.i, %b2.i ], [ { i64 0, double poison }, %b84 ]
  %p0.pn.i = phi double [ %t104.i, %b2.i ], [ %t304, %b84 ]
  %t308 = extractvalue { i64, double } %.pn.i, 0
  br label %b85

b85:                                              ; preds = %b97, %math.trigReduce.exit
  %t310 = phi i64 [ %t308, %math.trigReduce.exit ], [ %t391, %b97 ]
  %t311 = phi double [ %p0.pn.i, %math.trigReduce.exit ], [ %t397, %b97 ]
  %t312 = icmp ugt i64 %t310, 3
  %t313 = add i64 %t310, -4
  %spec.select13 = xor i1 %t302, %t312
  %spec.select14 = select i1 %t312, i64 %t313, i64 %t310
  %t318 = icmp ugt i64 %spec.select14, 1
  %spec.select8 = xor i1 %t312, %t318
  %t321 = fmul double %t311, %t311
  %t322 = fmul double %t321, 5.000000e-01
  %t323 = fsub double 1.000000e+00, %t322
  %t324 = fmul double %t321, %t321
  %t327 = fmul double %t321, 0x3DA8FA49A0861A9B
  %9 = fsub double 0x3E21EE9D7B4E3F05, %t327
  %t331 = fmul double %t321, %9
  %t334 = fadd double %t331, 0xBE927E4F7EAC4BC6
  %t335 = fmul double %t321, %t334
  %t338 = fadd double %t335, 0x3EFA01A019C844F5
  %t339 = fmul double %t321, %t338
  %t342 = fadd double %t339, 0xBF56C16C16C14F91
  %t343 = fmul double %t321, %t342
  %t346 = fadd double %t343, 0x3FA555555555554B
  %t347 = fmul double %t324, %t346
  %t348 = fadd double %t323, %t347
  %t349 = fmul double %t311, %t321
  %t352 = fmul double %t321, 0x3DE5D8FD1FD19CCD
  %t355 = fadd double %t352, 0xBE5AE5E5A9291F5D
  %t356 = fmul double %t321, %t355
  %t359 = fadd double %t356, 0x3EC71DE3567D48A1
  %t360 = fmul double %t321, %t359
  %t363 = fadd double %t360, 0xBF2A01A019BFDF03
  %t364 = fmul double %t321, %t363
  %t367 = fadd double %t364, 0x3F8111111110F7D0
  %t368 = fmul double %t321, %t367
  %t371 = fadd double %t368, 0xBFC5555555555548
  %t372 = fmul double %t349, %t371
  %t373 = fadd double %t311, %t372
  %t317.off = add i64 %spec.select14, -1
  %switch = icmp ult i64 %t317.off, 2
  %spec.select = select i1 %switch, double %t348, double %t373
  %spec.select12 = select i1 %switch, double %t373, double %t348
  %t377 = fneg double %spec.select12
  %spec.select9 = select i1 %spec.select8, double %t377, double %spec.select12
  %t379 = fneg double %spec.select
  %t380 = select i1 %spec.select13, double %t379, double %spec.select
  br label %b100

b97:                                              ; preds = %b81
  %t382 = fmul double %t304, 0x3FF45F306DC9C883
  %.226 = fcmp olt double %t382, 0x43E0000000000000
  %.227 = fcmp oge double %t382, 0xC3E0000000000000
  %.229 = and i1 %.227, %.226
  %10 = fptosi double %t382 to i64
  %.232 = select i1 %.229, i64 %10, i64 -9223372036854775808
  %.233 = fadd double %t382, 0xC3E0000000000000
  %.234 = fcmp oge double %.233, 0xC3E0000000000000
  %.235 = fcmp olt double %.233, 0x43E0000000000000
  %.236 = and i1 %.234, %.235
  %11 = fptosi double %.233 to i64
  %.op = or i64 %11, -9223372036854775808
  %.240 = select i1 %.236, i64 %.op, i64 -9223372036854775808
  %.241 = select i1 %.226, i64 %.232, i64 %.240
  %t384 = uitofp i64 %.241 to double
  %t385 = and i64 %.241, 1
  %t386.not = icmp eq i64 %t385, 0
  %t388 = fadd double %t384, 1.000000e+00
  %not.t386.not = xor i1 %t386.not, true
  %t387 = zext i1 %not.t386.not to i64
  %t389 = add i64 %.241, %t387
  %t390 = select i1 %t386.not, double %t384, double %t388
  %t391 = and i64 %t389, 7
  %t392 = fmul double %t390, 0x3FE921FB40000000
  %t393 = fsub double %t304, %t392
  %t394 = fmul double %t390, 0x3E64442D00000000
  %t395 = fsub double %t393, %t394
  %t396 = fmul double %t390, 0x3CE8469898CC5170
  %t397 = fsub double %t395, %t396
  br label %b85

b100:                                             ; preds = %b78, %b76, %b85
  %t398 = phi double [ %t380, %b85 ], [ %2, %b76 ], [ 0x7FF8000000000001, %b78 ]
  %t399 = phi double [ %spec.select9, %b85 ], [ 1.000000e+00, %b76 ], [ 0x7FF8000000000001, %b78 ]
  %t400 = fmul double %t299, %t399
  %t401 = fmul double %t299, %t398
  %t402 = insertvalue { double, double } zeroinitializer, double %t400, 0
  %t403 = insertvalue { double, double } %t402, double %t401, 1
  br label %b104

b101:                                             ; preds = %b36
  %t404 = fcmp ord double %1, 0.000000e+00
  %t63.not10 = xor i1 %t63, true
  %brmerge11 = select i1 %t404, i1 true, i1 %t63.not10
  br i1 %brmerge11, label %b45, label %b103

b103:                                             ; preds = %b101
  %t406 = insertvalue { double, double } { double 0x7FF8000000000001, double 0.000000e+00 }, double %2, 1
  br label %b104

b104:                                             ; preds = %b41, %b37, %b103, %b100, %b42
  %t407 = phi { double, double } [ %t227, %b42 ], [ %t403, %b100 ], [ %t406, %b103 ], [ %.25, %b37 ], [ { double 0x7FF0000000000000, double 0x7FF8000000000001 }, %b41 ]
  %t408 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t18, i64 7
  %.242 = extractvalue { double, double } %t407, 0
  store double %.242, ptr addrspace(1) %t408, align 8
  %.243 = extractvalue { double, double } %t407, 1
  %.244 = getelementptr inbounds i8, ptr addrspace(1) %t408, i64 8
  store double %.243, ptr addrspace(1) %.244, align 8
  br label %b105

b105:                                             ; preds = %b104, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eComplexOps64(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.10 to i64
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !invariant.load !0
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.15 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a1
  br i1 %t9, label %b1, label %b4

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a0, i64 %t7
  %t14 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a3, i64 %t7
  %t16 = shl nsw i64 %t7, 3
  %t18 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a6, i64 %t16
  %t134 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t18, i64 1
  %t135 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t18, i64 2
  %.34 = getelementptr inbounds i8, ptr addrspace(1) %t135, i64 4
  %t136 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t18, i64 3
  %.37 = getelementptr inbounds i8, ptr addrspace(1) %t136, i64 4
  %t141 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t18, i64 4
  %0 = load <2 x float>, ptr addrspace(1) %t11, align 4
  %1 = extractelement <2 x float> %0, i64 0
  %t31 = fpext float %1 to double
  %2 = extractelement <2 x float> %0, i64 1
  %t32 = fpext float %2 to double
  %t71 = fcmp ord float %1, 0.000000e+00
  %t72 = fcmp ord float %2, 0.000000e+00
  %t73 = or i1 %t71, %t72
  %t78 = tail call double @llvm.fabs.f64(double %t31)
  %t79 = fcmp oeq double %t78, 0x7FF0000000000000
  %t80 = tail call double @llvm.fabs.f64(double %t32)
  %t81 = fcmp oeq double %t80, 0x7FF0000000000000
  %t82 = or i1 %t79, %t81
  %t87 = select i1 %t79, double 1.000000e+00, double 0.000000e+00
  %t88 = tail call double @llvm.copysign.f64(double %t87, double %t31)
  %t89 = select i1 %t81, double 1.000000e+00, double 0.000000e+00
  %t90 = tail call double @llvm.copysign.f64(double %t89, double %t32)
  %t102 = fcmp olt double %t78, 0x7FF0000000000000
  %t104 = fcmp olt double %t80, 0x7FF0000000000000
  %3 = load <2 x float>, ptr addrspace(1) %t14, align 4
  %4 = extractelement <2 x float> %3, i64 0
  %t33 = fpext float %4 to double
  %5 = extractelement <2 x float> %3, i64 1
  %t34 = fpext float %5 to double
  %t45 = tail call double @llvm.fabs.f64(double %t33)
  %t46 = tail call double @llvm.fabs.f64(double %t34)
  %t47 = fcmp oge double %t45, %t46
  %t48 = fdiv double %t34, %t33
  %t49 = fmul double %t48, %t34
  %t50 = fadd double %t49, %t33
  %t57 = fdiv double %t33, %t34
  %t58 = fmul double %t57, %t33
  %t59 = fadd double %t58, %t34
  %t68 = fcmp oeq float %4, 0.000000e+00
  %t69 = fcmp oeq float %5, 0.000000e+00
  %t70 = and i1 %t68, %t69
  %t75 = tail call double @llvm.copysign.f64(double 0x7FF0000000000000, double %t33)
  %t83 = fcmp olt double %t45, 0x7FF0000000000000
  %t85 = fcmp olt double %t46, 0x7FF0000000000000
  %t99 = fcmp oeq double %t45, 0x7FF0000000000000
  %t100 = fcmp oeq double %t46, 0x7FF0000000000000
  %t101 = or i1 %t99, %t100
  %t106 = select i1 %t99, double 1.000000e+00, double 0.000000e+00
  %t107 = tail call double @llvm.copysign.f64(double %t106, double %t33)
  %t108 = select i1 %t100, double 1.000000e+00, double 0.000000e+00
  %t109 = tail call double @llvm.copysign.f64(double %t108, double %t34)
  %6 = fadd <2 x float> %0, %3
  %t35 = fmul double %t31, %t33
  %t36 = fmul double %t32, %t34
  %t37 = fsub double %t35, %t36
  %t38 = fmul double %t31, %t34
  %t39 = fmul double %t32, %t33
  %t40 = fadd double %t39, %t38
  %t41 = fptrunc double %t37 to float
  %t51 = fmul double %t48, %t32
  %t52 = fadd double %t51, %t31
  %t53 = fdiv double %t52, %t50
  %t54 = fmul double %t48, %t31
  %t55 = fsub double %t32, %t54
  %t56 = fdiv double %t55, %t50
  %t60 = fmul double %t57, %t31
  %t61 = fadd double %t60, %t32
  %t62 = fdiv double %t61, %t59
  %t63 = fmul double %t57, %t32
  %t64 = fsub double %t63, %t31
  %t65 = fdiv double %t64, %t59
  %t66 = select i1 %t47, double %t53, double %t62
  %t67 = select i1 %t47, double %t56, double %t65
  %t74 = and i1 %t73, %t70
  %t76 = fmul double %t75, %t31
  %t77 = fmul double %t75, %t32
  %t84 = and i1 %t82, %t83
  %t86 = and i1 %t84, %t85
  %t91 = fmul double %t88, %t33
  %t92 = fmul double %t90, %t34
  %t93 = fadd double %t91, %t92
  %t94 = fmul double %t93, 0x7FF0000000000000
  %t95 = fmul double %t90, %t33
  %t96 = fmul double %t88, %t34
  %t97 = fsub double %t95, %t96
  %t98 = fmul double %t97, 0x7FF0000000000000
  %t103 = and i1 %t102, %t101
  %t105 = and i1 %t104, %t103
  %t110 = fmul double %t107, %t31
  %t111 = fmul double %t109, %t32
  %t112 = fadd double %t110, %t111
  %t113 = fmul double %t112, 0.000000e+00
  %t114 = fmul double %t107, %t32
  %t115 = fmul double %t109, %t31
  %t116 = fsub double %t114, %t115
  %t117 = fmul double %t116, 0.000000e+00
  %t118 = select i1 %t105, double %t113, double %t66
  %t119 = select i1 %t86, double %t94, double %t118
  %t120 = select i1 %t74, double %t76, double %t119
  %t121 = select i1 %t105, double %t117, double %t67
  %t122 = select i1 %t86, double %t98, double %t121
  %t123 = select i1 %t74, double %t77, double %t122
  %t124 = fcmp uno double %t66, 0.000000e+00
  %t125 = fcmp uno double %t67, 0.000000e+00
  %t126 = and i1 %t124, %t125
  %t127 = select i1 %t126, double %t120, double %t66
  %t128 = select i1 %t126, double %t123, double %t67
  %t130 = fptrunc double %t128 to float
  store <2 x float> %6, ptr addrspace(1) %t18, align 4
  %7 = fsub <2 x float> %0, %3
  store <2 x float> %7, ptr addrspace(1) %t134, align 4
  store float %t41, ptr addrspace(1) %t135, align 4
  %8 = insertelement <2 x double> poison, double %t40, i64 0
  %9 = insertelement <2 x double> %8, double %t127, i64 1
  %10 = fptrunc <2 x double> %9 to <2 x float>
  store <2 x float> %10, ptr addrspace(1) %.34, align 4
  store float %t130, ptr addrspace(1) %.37, align 4
  %11 = fneg <2 x float> %0
  store <2 x float> %11, ptr addrspace(1) %t141, align 4
  %t142 = fcmp une float %1, %4
  %t143 = fcmp une float %2, %5
  %t145 = or i1 %t142, %t143
  br i1 %t145, label %b2, label %b3

b2:                                               ; preds = %b1
  %t146 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t18, i64 5
  store <2 x float> <float 0.000000e+00, float 2.000000e+00>, ptr addrspace(1) %t146, align 4
  br label %b3

b3:                                               ; preds = %b2, %b1
  %t149 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t18, i64 6
  store float %t41, ptr addrspace(1) %t149, align 4
  %.46 = getelementptr inbounds i8, ptr addrspace(1) %t149, i64 4
  %12 = extractelement <2 x float> %10, i64 0
  store float %12, ptr addrspace(1) %.46, align 4
  %shift = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %13 = fmul <2 x float> %0, %shift
  %shift1 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %14 = fadd <2 x float> %shift1, %13
  %t151 = extractelement <2 x float> %14, i64 0
  %t154 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t18, i64 7
  store float %t151, ptr addrspace(1) %t154, align 4
  %.49 = getelementptr inbounds i8, ptr addrspace(1) %t154, i64 4
  store float 5.000000e-01, ptr addrspace(1) %.49, align 4
  br label %b4

b4:                                               ; preds = %b3, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eComplexScale(double %a0, double %a1, float %a2, float %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.8 to i64
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !invariant.load !0
  %t3 = zext i16 %.11 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.13 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a5
  br i1 %t9, label %b1, label %b2

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a4, i64 %t7
  %.14 = load double, ptr addrspace(1) %t11, align 8, !amdgpu.noclobber !0
  %.16 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8
  %.17 = load double, ptr addrspace(1) %.16, align 8, !amdgpu.noclobber !0
  %t17 = fmul double %.14, %a0
  %t18 = fmul double %.17, %a1
  %t19 = fsub double %t17, %t18
  %t20 = fmul double %.17, %a0
  %t21 = fmul double %.14, %a1
  %t22 = fadd double %t21, %t20
  %t25 = fpext float %a2 to double
  %t26 = fpext float %a3 to double
  %t27 = fadd double %t19, %t25
  %t28 = fadd double %t22, %t26
  store double %t27, ptr addrspace(1) %t11, align 8
  store double %t28, ptr addrspace(1) %.16, align 8
  br label %b2

b2:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRandDraws(i64 %a0, i64 %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i64 %a4) local_unnamed_addr #1 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t2 = sext i32 %.4 to i64
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !invariant.load !0
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t7 = sext i32 %.9 to i64
  %t8 = add nsw i64 %t5, %t7
  %t9 = add nsw i64 %t8, 1
  %t10 = mul i64 %a1, 7
  %t11 = mul i64 %t10, %t9
  %t13 = icmp sle i64 %t11, %a3
  %t66 = icmp sgt i64 %a1, 0
  %or.cond2797 = select i1 %t13, i1 %t66, i1 false
  br i1 %or.cond2797, label %b3.preheader, label %common.ret

common.ret:                                       ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2794", %entry
  ret void

b3.preheader:                                     ; preds = %entry
  %t69 = mul i64 %t10, %t8
  %t70 = getelementptr inbounds i64, ptr addrspace(1) %a2, i64 %t69
  %t17.i = and i64 %t8, 4294967295
  %t18.i = mul nuw i64 %t17.i, 3449720151
  %t19.i = lshr i64 %t18.i, 32
  %a0.masked = and i64 %a0, 4294967295
  %t31.i = xor i64 %t19.i, %a0.masked
  %t32.i = mul nuw i64 %t31.i, 3528531795
  %t19 = lshr i64 %a0, 32
  %t46.i = add nuw nsw i64 %t19, 1993301258
  %t584.i = xor i64 %t32.i, %t46.i
  %t584.i.masked = and i64 %t584.i, 4294967295
  %t29.i = add i64 %a0, 2654435769
  %t371.i = xor i64 %t18.i, %t29.i
  %t371.i.masked = and i64 %t371.i, 4294967295
  %t24 = lshr i64 %t8, 32
  %t26.i = xor i64 %t24, %t19
  %t34.i = mul nuw i64 %t26.i, 3449720151
  %t35.i = lshr i64 %t34.i, 32
  %t47.i = xor i64 %t371.i.masked, %t35.i
  %t48.i = mul nuw i64 %t47.i, 3528531795
  %t56.i = lshr i64 %t48.i, 32
  %t65.i = xor i64 %t584.i.masked, %t56.i
  %t66.i = mul nuw i64 %t65.i, 3449720151
  %t77.i = add i64 %a0, 2027808484
  %t857.i = xor i64 %t66.i, %t77.i
  %t857.i.masked = and i64 %t857.i, 4294967295
  %t62.i = add nuw nsw i64 %t19, 842468239
  %t746.i = xor i64 %t48.i, %t62.i
  %t746.i.masked = and i64 %t746.i, 4294967295
  %t45.i = add i64 %a0, 1013904242
  %t533.i = xor i64 %t34.i, %t45.i
  %t533.i.masked = and i64 %t533.i, 4294967295
  %t40.i = lshr i64 %t32.i, 32
  %t30.i = add nuw nsw i64 %t19, 3144134277
  %t30.i.masked = and i64 %t30.i, 4294967295
  %t49.i = xor i64 %t40.i, %t30.i.masked
  %t50.i = mul nuw i64 %t49.i, 3449720151
  %t51.i = lshr i64 %t50.i, 32
  %t63.i = xor i64 %t533.i.masked, %t51.i
  %t64.i = mul nuw i64 %t63.i, 3528531795
  %t72.i = lshr i64 %t64.i, 32
  %t81.i = xor i64 %t746.i.masked, %t72.i
  %t82.i = mul nuw i64 %t81.i, 3449720151
  %t83.i = lshr i64 %t82.i, 32
  %t95.i = xor i64 %t857.i.masked, %t83.i
  %t96.i = mul nuw i64 %t95.i, 3528531795
  %t110.i = add nuw nsw i64 %t19, 1684936478
  %t12212.i = xor i64 %t96.i, %t110.i
  %t12212.i.masked = and i64 %t12212.i, 4294967295
  %t93.i = add i64 %a0, 387276957
  %t1019.i = xor i64 %t82.i, %t93.i
  %t1019.i.masked = and i64 %t1019.i, 4294967295
  %t78.i = add nuw nsw i64 %t19, 3986602516
  %t908.i = xor i64 %t64.i, %t78.i
  %t908.i.masked = and i64 %t908.i, 4294967295
  %t61.i = add i64 %a0, 3668340011
  %t695.i = xor i64 %t50.i, %t61.i
  %t695.i.masked = and i64 %t695.i, 4294967295
  %t67.i = lshr i64 %t66.i, 32
  %t79.i = xor i64 %t695.i.masked, %t67.i
  %t80.i = mul nuw i64 %t79.i, 3528531795
  %t88.i = lshr i64 %t80.i, 32
  %t97.i = xor i64 %t908.i.masked, %t88.i
  %t98.i = mul nuw i64 %t97.i, 3449720151
  %t99.i = lshr i64 %t98.i, 32
  %t111.i = xor i64 %t1019.i.masked, %t99.i
  %t112.i = mul nuw i64 %t111.i, 3528531795
  %t120.i = lshr i64 %t112.i, 32
  %t129.i = xor i64 %t12212.i.masked, %t120.i
  %t130.i = mul nuw i64 %t129.i, 3449720151
  %t141.i = add i64 %a0, 4055616968
  %t14915.i = xor i64 %t130.i, %t141.i
  %t14915.i.masked = and i64 %t14915.i, 4294967295
  %t126.i = add nuw nsw i64 %t19, 534103459
  %t13814.i = xor i64 %t112.i, %t126.i
  %t13814.i.masked = and i64 %t13814.i, 4294967295
  %t109.i = add i64 %a0, 3041712726
  %t11711.i = xor i64 %t98.i, %t109.i
  %t11711.i.masked = and i64 %t11711.i, 4294967295
  %t94.i = add nuw nsw i64 %t19, 2835769497
  %t10610.i = xor i64 %t80.i, %t94.i
  %t10610.i.masked = and i64 %t10610.i, 4294967295
  %t104.i = lshr i64 %t96.i, 32
  %t113.i = xor i64 %t10610.i.masked, %t104.i
  %t114.i = mul nuw i64 %t113.i, 3449720151
  %t115.i = lshr i64 %t114.i, 32
  %t127.i = xor i64 %t11711.i.masked, %t115.i
  %t128.i = mul nuw i64 %t127.i, 3528531795
  %t136.i = lshr i64 %t128.i, 32
  %t145.i = xor i64 %t13814.i.masked, %t136.i
  %t146.i = mul nuw i64 %t145.i, 3449720151
  %t147.i = lshr i64 %t146.i, 32
  %t159.i = xor i64 %t14915.i.masked, %t147.i
  %t160.i = mul nuw i64 %t159.i, 3528531795
  %t172.i = trunc i64 %t160.i to i32
  %t20 = trunc i64 %t19 to i32
  %t158.i = add i32 %t20, -1767562579
  %t168.i = lshr i64 %t160.i, 32
  %t125.i = add i64 %a0, 1401181199
  %t13313.i = xor i64 %t114.i, %t125.i
  %t13313.i.masked = and i64 %t13313.i, 4294967295
  %t131.i = lshr i64 %t130.i, 32
  %t143.i = xor i64 %t13313.i.masked, %t131.i
  %t144.i = mul nuw i64 %t143.i, 3528531795
  %t17018.i = xor i64 %t168.i, %t144.i
  %t170.i = trunc i64 %t17018.i to i32
  %t171.i = xor i32 %t158.i, %t170.i
  %t142.i = add nuw nsw i64 %t19, 3678237736
  %t15416.i = xor i64 %t128.i, %t142.i
  %t15416.i.masked = and i64 %t15416.i, 4294967295
  %t152.i = lshr i64 %t144.i, 32
  %t161.i = xor i64 %t15416.i.masked, %t152.i
  %t162.i = mul nuw i64 %t161.i, 3449720151
  %t167.i = trunc i64 %t162.i to i32
  %t17 = trunc i64 %a0 to i32
  %t157.i = add i32 %t17, -1879881855
  %t163.i = lshr i64 %t162.i, 32
  %t16517.i = xor i64 %t163.i, %t146.i
  %t165.i = trunc i64 %t16517.i to i32
  %t166.i = xor i32 %t157.i, %t165.i
  %t25 = trunc i64 %t24 to i32
  %t22 = trunc i64 %t8 to i32
  br label %b3

b3:                                               ; preds = %b3.preheader, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794"
  %t0.sroa.0.0 = phi i32 [ %.699, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t17, %b3.preheader ]
  %t0.sroa.17.0 = phi i32 [ %.700, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t20, %b3.preheader ]
  %t0.sroa.33.0 = phi i32 [ %t0.sroa.11.0.i2772, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ 0, %b3.preheader ]
  %t0.sroa.49.0 = phi i32 [ %t0.sroa.19.1.i2773, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ 0, %b3.preheader ]
  %t0.sroa.65.0 = phi i32 [ %t0.sroa.27.1.i2774, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t22, %b3.preheader ]
  %t0.sroa.81.0 = phi i32 [ %t0.sroa.35.1.i2775, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t25, %b3.preheader ]
  %t0.sroa.97.0 = phi i32 [ %t0.sroa.42.0.i2776, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t166.i, %b3.preheader ]
  %t0.sroa.113.0 = phi i32 [ %t0.sroa.48.0.i2777, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t167.i, %b3.preheader ]
  %t0.sroa.129.0 = phi i32 [ %t0.sroa.54.0.i2778, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t171.i, %b3.preheader ]
  %t0.sroa.145.0 = phi i32 [ %t0.sroa.60.0.i2779, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t172.i, %b3.preheader ]
  %t0.sroa.161.0 = phi i32 [ %t0.sroa.66.0.i2780, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ 0, %b3.preheader ]
  %t71 = phi ptr addrspace(1) [ %t304, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ %t70, %b3.preheader ]
  %t72 = phi i64 [ %t302, %"github.com/kernlab/kern.kern.Rand.uint32.exit2794" ], [ 0, %b3.preheader ]
  %.230 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %t0.sroa.0.0, 0
  %.233 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.230, i32 %t0.sroa.17.0, 1
  %.236 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.233, i32 %t0.sroa.33.0, 2
  %.239 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.236, i32 %t0.sroa.49.0, 3
  %.242 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239, i32 %t0.sroa.65.0, 4
  %.245 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242, i32 %t0.sroa.81.0, 5
  %.248 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245, i32 %t0.sroa.97.0, 6
  %.251 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248, i32 %t0.sroa.113.0, 7
  %.254 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251, i32 %t0.sroa.129.0, 8
  %.257 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254, i32 %t0.sroa.145.0, 9
  %.260 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257, i32 %t0.sroa.161.0, 10
  switch i32 %t0.sroa.161.0, label %b2.i [
    i32 0, label %b1.i
    i32 1, label %b10.i
    i32 2, label %b12.i
  ]

b1.i:                                             ; preds = %b3
  br label %b2.i

b2.i:                                             ; preds = %b12.i, %b10.i, %b1.i, %b3
  %t8.i = phi i32 [ %t0.sroa.97.0, %b1.i ], [ %t0.sroa.113.0, %b10.i ], [ %t0.sroa.129.0, %b12.i ], [ %t0.sroa.145.0, %b3 ]
  %t10.i = add i32 %t0.sroa.161.0, 1
  %t12.i = icmp eq i32 %t10.i, 4
  br i1 %t12.i, label %b3.i, label %"github.com/kernlab/kern.kern.Rand.uint32.exit"

b3.i:                                             ; preds = %b2.i
  %t15.i86 = add i32 %t0.sroa.33.0, 1
  %t17.i87 = icmp eq i32 %t15.i86, 0
  br i1 %t17.i87, label %b4.i, label %b7.i

b4.i:                                             ; preds = %b3.i
  %t20.i88 = add i32 %t0.sroa.49.0, 1
  %t22.i89 = icmp eq i32 %t20.i88, 0
  br i1 %t22.i89, label %b5.i, label %b7.i

b5.i:                                             ; preds = %b4.i
  %t25.i90 = add i32 %t0.sroa.65.0, 1
  %t27.i91 = icmp eq i32 %t25.i90, 0
  %t30.i92 = zext i1 %t27.i91 to i32
  %spec.select33.i = add i32 %t0.sroa.81.0, %t30.i92
  br label %b7.i

b7.i:                                             ; preds = %b5.i, %b4.i, %b3.i
  %t0.sroa.19.0.i = phi i32 [ %t20.i88, %b4.i ], [ %t0.sroa.49.0, %b3.i ], [ 0, %b5.i ]
  %t0.sroa.27.0.i = phi i32 [ %t0.sroa.65.0, %b4.i ], [ %t0.sroa.65.0, %b3.i ], [ %t25.i90, %b5.i ]
  %t0.sroa.35.0.i = phi i32 [ %t0.sroa.81.0, %b4.i ], [ %t0.sroa.81.0, %b3.i ], [ %spec.select33.i, %b5.i ]
  %t15.i.i = zext i32 %t15.i86 to i64
  %t16.i.i = mul nuw i64 %t15.i.i, 3528531795
  %t17.i.i = zext i32 %t0.sroa.27.0.i to i64
  %t18.i.i = mul nuw i64 %t17.i.i, 3449720151
  %t19.i.i = lshr i64 %t18.i.i, 32
  %t20.i.i = trunc i64 %t19.i.i to i32
  %t21.i.i = xor i32 %t0.sroa.19.0.i, %t0.sroa.0.0
  %t22.i.i = xor i32 %t21.i.i, %t20.i.i
  %t24.i.i = lshr i64 %t16.i.i, 32
  %t25.i.i = trunc i64 %t24.i.i to i32
  %t26.i.i = xor i32 %t0.sroa.17.0, %t25.i.i
  %t27.i.i = xor i32 %t26.i.i, %t0.sroa.35.0.i
  %t29.i.i = add i32 %t0.sroa.0.0, -1640531527
  %t30.i.i = add i32 %t0.sroa.17.0, -1150833019
  %t31.i.i = zext i32 %t22.i.i to i64
  %t32.i.i = mul nuw i64 %t31.i.i, 3528531795
  %t33.i.i = zext i32 %t27.i.i to i64
  %t34.i.i = mul nuw i64 %t33.i.i, 3449720151
  %t35.i.i = lshr i64 %t34.i.i, 32
  %t371.i.i = xor i64 %t35.i.i, %t18.i.i
  %t37.i.i = trunc i64 %t371.i.i to i32
  %t38.i.i = xor i32 %t29.i.i, %t37.i.i
  %t40.i.i = lshr i64 %t32.i.i, 32
  %t422.i.i = xor i64 %t40.i.i, %t16.i.i
  %t42.i.i = trunc i64 %t422.i.i to i32
  %t43.i.i = xor i32 %t30.i.i, %t42.i.i
  %t45.i.i = add i32 %t0.sroa.0.0, 1013904242
  %t46.i.i = add i32 %t0.sroa.17.0, 1993301258
  %t47.i.i = zext i32 %t38.i.i to i64
  %t48.i.i = mul nuw i64 %t47.i.i, 3528531795
  %t49.i.i = zext i32 %t43.i.i to i64
  %t50.i.i = mul nuw i64 %t49.i.i, 3449720151
  %t51.i.i = lshr i64 %t50.i.i, 32
  %t533.i.i = xor i64 %t51.i.i, %t34.i.i
  %t53.i.i = trunc i64 %t533.i.i to i32
  %t54.i.i = xor i32 %t45.i.i, %t53.i.i
  %t56.i.i = lshr i64 %t48.i.i, 32
  %t584.i.i = xor i64 %t56.i.i, %t32.i.i
  %t58.i.i = trunc i64 %t584.i.i to i32
  %t59.i.i = xor i32 %t46.i.i, %t58.i.i
  %t61.i.i = add i32 %t0.sroa.0.0, -626627285
  %t62.i.i = add i32 %t0.sroa.17.0, 842468239
  %t63.i.i = zext i32 %t54.i.i to i64
  %t64.i.i = mul nuw i64 %t63.i.i, 3528531795
  %t65.i.i = zext i32 %t59.i.i to i64
  %t66.i.i = mul nuw i64 %t65.i.i, 3449720151
  %t67.i.i = lshr i64 %t66.i.i, 32
  %t695.i.i = xor i64 %t67.i.i, %t50.i.i
  %t69.i.i = trunc i64 %t695.i.i to i32
  %t70.i.i = xor i32 %t61.i.i, %t69.i.i
  %t72.i.i = lshr i64 %t64.i.i, 32
  %t746.i.i = xor i64 %t72.i.i, %t48.i.i
  %t74.i.i = trunc i64 %t746.i.i to i32
  %t75.i.i = xor i32 %t62.i.i, %t74.i.i
  %t77.i.i = add i32 %t0.sroa.0.0, 2027808484
  %t78.i.i = add i32 %t0.sroa.17.0, -308364780
  %t79.i.i = zext i32 %t70.i.i to i64
  %t80.i.i = mul nuw i64 %t79.i.i, 3528531795
  %t81.i.i = zext i32 %t75.i.i to i64
  %t82.i.i = mul nuw i64 %t81.i.i, 3449720151
  %t83.i.i = lshr i64 %t82.i.i, 32
  %t857.i.i = xor i64 %t83.i.i, %t66.i.i
  %t85.i.i = trunc i64 %t857.i.i to i32
  %t86.i.i = xor i32 %t77.i.i, %t85.i.i
  %t88.i.i = lshr i64 %t80.i.i, 32
  %t908.i.i = xor i64 %t88.i.i, %t64.i.i
  %t90.i.i = trunc i64 %t908.i.i to i32
  %t91.i.i = xor i32 %t78.i.i, %t90.i.i
  %t93.i.i = add i32 %t0.sroa.0.0, 387276957
  %t94.i.i = add i32 %t0.sroa.17.0, -1459197799
  %t95.i.i = zext i32 %t86.i.i to i64
  %t96.i.i = mul nuw i64 %t95.i.i, 3528531795
  %t97.i.i = zext i32 %t91.i.i to i64
  %t98.i.i = mul nuw i64 %t97.i.i, 3449720151
  %t99.i.i = lshr i64 %t98.i.i, 32
  %t1019.i.i = xor i64 %t99.i.i, %t82.i.i
  %t101.i.i = trunc i64 %t1019.i.i to i32
  %t102.i.i = xor i32 %t93.i.i, %t101.i.i
  %t104.i.i = lshr i64 %t96.i.i, 32
  %t10610.i.i = xor i64 %t104.i.i, %t80.i.i
  %t106.i.i = trunc i64 %t10610.i.i to i32
  %t107.i.i = xor i32 %t94.i.i, %t106.i.i
  %t109.i.i = add i32 %t0.sroa.0.0, -1253254570
  %t110.i.i = add i32 %t0.sroa.17.0, 1684936478
  %t111.i.i = zext i32 %t102.i.i to i64
  %t112.i.i = mul nuw i64 %t111.i.i, 3528531795
  %t113.i.i = zext i32 %t107.i.i to i64
  %t114.i.i = mul nuw i64 %t113.i.i, 3449720151
  %t115.i.i = lshr i64 %t114.i.i, 32
  %t11711.i.i = xor i64 %t115.i.i, %t98.i.i
  %t117.i.i = trunc i64 %t11711.i.i to i32
  %t118.i.i = xor i32 %t109.i.i, %t117.i.i
  %t120.i.i = lshr i64 %t112.i.i, 32
  %t12212.i.i = xor i64 %t120.i.i, %t96.i.i
  %t122.i.i = trunc i64 %t12212.i.i to i32
  %t123.i.i = xor i32 %t110.i.i, %t122.i.i
  %t125.i.i = add i32 %t0.sroa.0.0, 1401181199
  %t126.i.i = add i32 %t0.sroa.17.0, 534103459
  %t127.i.i = zext i32 %t118.i.i to i64
  %t128.i.i = mul nuw i64 %t127.i.i, 3528531795
  %t129.i.i = zext i32 %t123.i.i to i64
  %t130.i.i = mul nuw i64 %t129.i.i, 3449720151
  %t131.i.i = lshr i64 %t130.i.i, 32
  %t13313.i.i = xor i64 %t131.i.i, %t114.i.i
  %t133.i.i = trunc i64 %t13313.i.i to i32
  %t134.i.i = xor i32 %t125.i.i, %t133.i.i
  %t136.i.i = lshr i64 %t128.i.i, 32
  %t13814.i.i = xor i64 %t136.i.i, %t112.i.i
  %t138.i.i = trunc i64 %t13814.i.i to i32
  %t139.i.i = xor i32 %t126.i.i, %t138.i.i
  %t141.i.i = add i32 %t0.sroa.0.0, -239350328
  %t142.i.i = add i32 %t0.sroa.17.0, -616729560
  %t143.i.i = zext i32 %t134.i.i to i64
  %t144.i.i = mul nuw i64 %t143.i.i, 3528531795
  %t145.i.i = zext i32 %t139.i.i to i64
  %t146.i.i = mul nuw i64 %t145.i.i, 3449720151
  %t147.i.i = lshr i64 %t146.i.i, 32
  %t14915.i.i = xor i64 %t147.i.i, %t130.i.i
  %t149.i.i = trunc i64 %t14915.i.i to i32
  %t150.i.i = xor i32 %t141.i.i, %t149.i.i
  %t152.i.i = lshr i64 %t144.i.i, 32
  %t15416.i.i = xor i64 %t152.i.i, %t128.i.i
  %t154.i.i = trunc i64 %t15416.i.i to i32
  %t155.i.i = xor i32 %t142.i.i, %t154.i.i
  %t157.i.i = add i32 %t0.sroa.0.0, -1879881855
  %t158.i.i = add i32 %t0.sroa.17.0, -1767562579
  %t159.i.i = zext i32 %t150.i.i to i64
  %t160.i.i = mul nuw i64 %t159.i.i, 3528531795
  %t161.i.i = zext i32 %t155.i.i to i64
  %t162.i.i = mul nuw i64 %t161.i.i, 3449720151
  %t163.i.i = lshr i64 %t162.i.i, 32
  %t16517.i.i = xor i64 %t163.i.i, %t146.i.i
  %t165.i.i = trunc i64 %t16517.i.i to i32
  %t166.i.i = xor i32 %t157.i.i, %t165.i.i
  %t167.i.i = trunc i64 %t162.i.i to i32
  %t168.i.i = lshr i64 %t160.i.i, 32
  %t17018.i.i = xor i64 %t168.i.i, %t144.i.i
  %t170.i.i = trunc i64 %t17018.i.i to i32
  %t171.i.i = xor i32 %t158.i.i, %t170.i.i
  %t172.i.i = trunc i64 %t160.i.i to i32
  %.186.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260, i32 %t15.i86, 2
  %.189.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i, i32 %t0.sroa.19.0.i, 3
  %.192.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i, i32 %t0.sroa.27.0.i, 4
  %.195.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i, i32 %t0.sroa.35.0.i, 5
  %.198.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i, i32 %t166.i.i, 6
  %.201.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i, i32 %t167.i.i, 7
  %.204.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i, i32 %t171.i.i, 8
  %.207.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i, i32 %t172.i.i, 9
  %.210.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit"

b10.i:                                            ; preds = %b3
  br label %b2.i

b12.i:                                            ; preds = %b3
  br label %b2.i

"github.com/kernlab/kern.kern.Rand.uint32.exit":  ; preds = %b2.i, %b7.i
  %.210.pn.i = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i, %b7.i ], [ %.260, %b2.i ]
  %t0.sroa.11.0.i = phi i32 [ %t15.i86, %b7.i ], [ %t0.sroa.33.0, %b2.i ]
  %t0.sroa.19.1.i = phi i32 [ %t0.sroa.19.0.i, %b7.i ], [ %t0.sroa.49.0, %b2.i ]
  %t0.sroa.27.1.i = phi i32 [ %t0.sroa.27.0.i, %b7.i ], [ %t0.sroa.65.0, %b2.i ]
  %t0.sroa.35.1.i = phi i32 [ %t0.sroa.35.0.i, %b7.i ], [ %t0.sroa.81.0, %b2.i ]
  %t0.sroa.42.0.i = phi i32 [ %t166.i.i, %b7.i ], [ %t0.sroa.97.0, %b2.i ]
  %t0.sroa.48.0.i = phi i32 [ %t167.i.i, %b7.i ], [ %t0.sroa.113.0, %b2.i ]
  %t0.sroa.54.0.i = phi i32 [ %t171.i.i, %b7.i ], [ %t0.sroa.129.0, %b2.i ]
  %t0.sroa.60.0.i = phi i32 [ %t172.i.i, %b7.i ], [ %t0.sroa.145.0, %b2.i ]
  %t0.sroa.66.0.i = phi i32 [ 0, %b7.i ], [ %t10.i, %b2.i ]
  %.239.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, i32 %t0.sroa.11.0.i, 2
  %.242.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i, i32 %t0.sroa.19.1.i, 3
  %.245.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i, i32 %t0.sroa.27.1.i, 4
  %.248.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i, i32 %t0.sroa.35.1.i, 5
  %.251.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i, i32 %t0.sroa.42.0.i, 6
  %.254.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i, i32 %t0.sroa.48.0.i, 7
  %.257.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i, i32 %t0.sroa.54.0.i, 8
  %.260.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i, i32 %t0.sroa.60.0.i, 9
  %.263.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i, i32 %t0.sroa.66.0.i, 10
  %t77 = zext i32 %t8.i to i64
  store i64 %t77, ptr addrspace(1) %t71, align 8
  switch i32 %t0.sroa.66.0.i, label %b2.i99 [
    i32 0, label %b1.i95
    i32 1, label %b10.i285
    i32 2, label %b12.i286
  ]

b1.i95:                                           ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i99

b2.i99:                                           ; preds = %b12.i286, %b10.i285, %b1.i95, %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  %t8.i96 = phi i32 [ %t0.sroa.42.0.i, %b1.i95 ], [ %t0.sroa.48.0.i, %b10.i285 ], [ %t0.sroa.54.0.i, %b12.i286 ], [ %t0.sroa.60.0.i, %"github.com/kernlab/kern.kern.Rand.uint32.exit" ]
  %t10.i97 = add i32 %t0.sroa.66.0.i, 1
  %t12.i98 = icmp eq i32 %t10.i97, 4
  br i1 %t12.i98, label %b3.i102, label %"github.com/kernlab/kern.kern.Rand.uint32.exit287"

b3.i102:                                          ; preds = %b2.i99
  %t15.i100 = add i32 %t0.sroa.11.0.i, 1
  %t17.i101 = icmp eq i32 %t15.i100, 0
  br i1 %t17.i101, label %b4.i105, label %b7.i263

b4.i105:                                          ; preds = %b3.i102
  %t20.i103 = add i32 %t0.sroa.19.1.i, 1
  %t22.i104 = icmp eq i32 %t20.i103, 0
  br i1 %t22.i104, label %b5.i110, label %b7.i263

b5.i110:                                          ; preds = %b4.i105
  %t25.i106 = add i32 %t0.sroa.27.1.i, 1
  %t27.i107 = icmp eq i32 %t25.i106, 0
  %t30.i108 = zext i1 %t27.i107 to i32
  %spec.select33.i109 = add i32 %t0.sroa.35.1.i, %t30.i108
  br label %b7.i263

b7.i263:                                          ; preds = %b5.i110, %b4.i105, %b3.i102
  %t0.sroa.19.0.i111 = phi i32 [ %t20.i103, %b4.i105 ], [ %t0.sroa.19.1.i, %b3.i102 ], [ 0, %b5.i110 ]
  %t0.sroa.27.0.i112 = phi i32 [ %t0.sroa.27.1.i, %b4.i105 ], [ %t0.sroa.27.1.i, %b3.i102 ], [ %t25.i106, %b5.i110 ]
  %t0.sroa.35.0.i113 = phi i32 [ %t0.sroa.35.1.i, %b4.i105 ], [ %t0.sroa.35.1.i, %b3.i102 ], [ %spec.select33.i109, %b5.i110 ]
  %.108.i = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, 0
  %.109.i = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, 1
  %t15.i.i114 = zext i32 %t15.i100 to i64
  %t16.i.i115 = mul nuw i64 %t15.i.i114, 3528531795
  %t17.i.i116 = zext i32 %t0.sroa.27.0.i112 to i64
  %t18.i.i117 = mul nuw i64 %t17.i.i116, 3449720151
  %t19.i.i118 = lshr i64 %t18.i.i117, 32
  %t20.i.i119 = trunc i64 %t19.i.i118 to i32
  %t21.i.i120 = xor i32 %t0.sroa.19.0.i111, %.108.i
  %t22.i.i121 = xor i32 %t21.i.i120, %t20.i.i119
  %t24.i.i122 = lshr i64 %t16.i.i115, 32
  %t25.i.i123 = trunc i64 %t24.i.i122 to i32
  %t26.i.i124 = xor i32 %.109.i, %t25.i.i123
  %t27.i.i125 = xor i32 %t26.i.i124, %t0.sroa.35.0.i113
  %t29.i.i126 = add i32 %.108.i, -1640531527
  %t30.i.i127 = add i32 %.109.i, -1150833019
  %t31.i.i128 = zext i32 %t22.i.i121 to i64
  %t32.i.i129 = mul nuw i64 %t31.i.i128, 3528531795
  %t33.i.i130 = zext i32 %t27.i.i125 to i64
  %t34.i.i131 = mul nuw i64 %t33.i.i130, 3449720151
  %t35.i.i132 = lshr i64 %t34.i.i131, 32
  %t371.i.i133 = xor i64 %t35.i.i132, %t18.i.i117
  %t37.i.i134 = trunc i64 %t371.i.i133 to i32
  %t38.i.i135 = xor i32 %t29.i.i126, %t37.i.i134
  %t40.i.i136 = lshr i64 %t32.i.i129, 32
  %t422.i.i137 = xor i64 %t40.i.i136, %t16.i.i115
  %t42.i.i138 = trunc i64 %t422.i.i137 to i32
  %t43.i.i139 = xor i32 %t30.i.i127, %t42.i.i138
  %t45.i.i140 = add i32 %.108.i, 1013904242
  %t46.i.i141 = add i32 %.109.i, 1993301258
  %t47.i.i142 = zext i32 %t38.i.i135 to i64
  %t48.i.i143 = mul nuw i64 %t47.i.i142, 3528531795
  %t49.i.i144 = zext i32 %t43.i.i139 to i64
  %t50.i.i145 = mul nuw i64 %t49.i.i144, 3449720151
  %t51.i.i146 = lshr i64 %t50.i.i145, 32
  %t533.i.i147 = xor i64 %t51.i.i146, %t34.i.i131
  %t53.i.i148 = trunc i64 %t533.i.i147 to i32
  %t54.i.i149 = xor i32 %t45.i.i140, %t53.i.i148
  %t56.i.i150 = lshr i64 %t48.i.i143, 32
  %t584.i.i151 = xor i64 %t56.i.i150, %t32.i.i129
  %t58.i.i152 = trunc i64 %t584.i.i151 to i32
  %t59.i.i153 = xor i32 %t46.i.i141, %t58.i.i152
  %t61.i.i154 = add i32 %.108.i, -626627285
  %t62.i.i155 = add i32 %.109.i, 842468239
  %t63.i.i156 = zext i32 %t54.i.i149 to i64
  %t64.i.i157 = mul nuw i64 %t63.i.i156, 3528531795
  %t65.i.i158 = zext i32 %t59.i.i153 to i64
  %t66.i.i159 = mul nuw i64 %t65.i.i158, 3449720151
  %t67.i.i160 = lshr i64 %t66.i.i159, 32
  %t695.i.i161 = xor i64 %t67.i.i160, %t50.i.i145
  %t69.i.i162 = trunc i64 %t695.i.i161 to i32
  %t70.i.i163 = xor i32 %t61.i.i154, %t69.i.i162
  %t72.i.i164 = lshr i64 %t64.i.i157, 32
  %t746.i.i165 = xor i64 %t72.i.i164, %t48.i.i143
  %t74.i.i166 = trunc i64 %t746.i.i165 to i32
  %t75.i.i167 = xor i32 %t62.i.i155, %t74.i.i166
  %t77.i.i168 = add i32 %.108.i, 2027808484
  %t78.i.i169 = add i32 %.109.i, -308364780
  %t79.i.i170 = zext i32 %t70.i.i163 to i64
  %t80.i.i171 = mul nuw i64 %t79.i.i170, 3528531795
  %t81.i.i172 = zext i32 %t75.i.i167 to i64
  %t82.i.i173 = mul nuw i64 %t81.i.i172, 3449720151
  %t83.i.i174 = lshr i64 %t82.i.i173, 32
  %t857.i.i175 = xor i64 %t83.i.i174, %t66.i.i159
  %t85.i.i176 = trunc i64 %t857.i.i175 to i32
  %t86.i.i177 = xor i32 %t77.i.i168, %t85.i.i176
  %t88.i.i178 = lshr i64 %t80.i.i171, 32
  %t908.i.i179 = xor i64 %t88.i.i178, %t64.i.i157
  %t90.i.i180 = trunc i64 %t908.i.i179 to i32
  %t91.i.i181 = xor i32 %t78.i.i169, %t90.i.i180
  %t93.i.i182 = add i32 %.108.i, 387276957
  %t94.i.i183 = add i32 %.109.i, -1459197799
  %t95.i.i184 = zext i32 %t86.i.i177 to i64
  %t96.i.i185 = mul nuw i64 %t95.i.i184, 3528531795
  %t97.i.i186 = zext i32 %t91.i.i181 to i64
  %t98.i.i187 = mul nuw i64 %t97.i.i186, 3449720151
  %t99.i.i188 = lshr i64 %t98.i.i187, 32
  %t1019.i.i189 = xor i64 %t99.i.i188, %t82.i.i173
  %t101.i.i190 = trunc i64 %t1019.i.i189 to i32
  %t102.i.i191 = xor i32 %t93.i.i182, %t101.i.i190
  %t104.i.i192 = lshr i64 %t96.i.i185, 32
  %t10610.i.i193 = xor i64 %t104.i.i192, %t80.i.i171
  %t106.i.i194 = trunc i64 %t10610.i.i193 to i32
  %t107.i.i195 = xor i32 %t94.i.i183, %t106.i.i194
  %t109.i.i196 = add i32 %.108.i, -1253254570
  %t110.i.i197 = add i32 %.109.i, 1684936478
  %t111.i.i198 = zext i32 %t102.i.i191 to i64
  %t112.i.i199 = mul nuw i64 %t111.i.i198, 3528531795
  %t113.i.i200 = zext i32 %t107.i.i195 to i64
  %t114.i.i201 = mul nuw i64 %t113.i.i200, 3449720151
  %t115.i.i202 = lshr i64 %t114.i.i201, 32
  %t11711.i.i203 = xor i64 %t115.i.i202, %t98.i.i187
  %t117.i.i204 = trunc i64 %t11711.i.i203 to i32
  %t118.i.i205 = xor i32 %t109.i.i196, %t117.i.i204
  %t120.i.i206 = lshr i64 %t112.i.i199, 32
  %t12212.i.i207 = xor i64 %t120.i.i206, %t96.i.i185
  %t122.i.i208 = trunc i64 %t12212.i.i207 to i32
  %t123.i.i209 = xor i32 %t110.i.i197, %t122.i.i208
  %t125.i.i210 = add i32 %.108.i, 1401181199
  %t126.i.i211 = add i32 %.109.i, 534103459
  %t127.i.i212 = zext i32 %t118.i.i205 to i64
  %t128.i.i213 = mul nuw i64 %t127.i.i212, 3528531795
  %t129.i.i214 = zext i32 %t123.i.i209 to i64
  %t130.i.i215 = mul nuw i64 %t129.i.i214, 3449720151
  %t131.i.i216 = lshr i64 %t130.i.i215, 32
  %t13313.i.i217 = xor i64 %t131.i.i216, %t114.i.i201
  %t133.i.i218 = trunc i64 %t13313.i.i217 to i32
  %t134.i.i219 = xor i32 %t125.i.i210, %t133.i.i218
  %t136.i.i220 = lshr i64 %t128.i.i213, 32
  %t13814.i.i221 = xor i64 %t136.i.i220, %t112.i.i199
  %t138.i.i222 = trunc i64 %t13814.i.i221 to i32
  %t139.i.i223 = xor i32 %t126.i.i211, %t138.i.i222
  %t141.i.i224 = add i32 %.108.i, -239350328
  %t142.i.i225 = add i32 %.109.i, -616729560
  %t143.i.i226 = zext i32 %t134.i.i219 to i64
  %t144.i.i227 = mul nuw i64 %t143.i.i226, 3528531795
  %t145.i.i228 = zext i32 %t139.i.i223 to i64
  %t146.i.i229 = mul nuw i64 %t145.i.i228, 3449720151
  %t147.i.i230 = lshr i64 %t146.i.i229, 32
  %t14915.i.i231 = xor i64 %t147.i.i230, %t130.i.i215
  %t149.i.i232 = trunc i64 %t14915.i.i231 to i32
  %t150.i.i233 = xor i32 %t141.i.i224, %t149.i.i232
  %t152.i.i234 = lshr i64 %t144.i.i227, 32
  %t15416.i.i235 = xor i64 %t152.i.i234, %t128.i.i213
  %t154.i.i236 = trunc i64 %t15416.i.i235 to i32
  %t155.i.i237 = xor i32 %t142.i.i225, %t154.i.i236
  %t157.i.i238 = add i32 %.108.i, -1879881855
  %t158.i.i239 = add i32 %.109.i, -1767562579
  %t159.i.i240 = zext i32 %t150.i.i233 to i64
  %t160.i.i241 = mul nuw i64 %t159.i.i240, 3528531795
  %t161.i.i242 = zext i32 %t155.i.i237 to i64
  %t162.i.i243 = mul nuw i64 %t161.i.i242, 3449720151
  %t163.i.i244 = lshr i64 %t162.i.i243, 32
  %t16517.i.i245 = xor i64 %t163.i.i244, %t146.i.i229
  %t165.i.i246 = trunc i64 %t16517.i.i245 to i32
  %t166.i.i247 = xor i32 %t157.i.i238, %t165.i.i246
  %t167.i.i248 = trunc i64 %t162.i.i243 to i32
  %t168.i.i249 = lshr i64 %t160.i.i241, 32
  %t17018.i.i250 = xor i64 %t168.i.i249, %t144.i.i227
  %t170.i.i251 = trunc i64 %t17018.i.i250 to i32
  %t171.i.i252 = xor i32 %t158.i.i239, %t170.i.i251
  %t172.i.i253 = trunc i64 %t160.i.i241 to i32
  %.186.i254 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i, i32 %t15.i100, 2
  %.189.i255 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i254, i32 %t0.sroa.19.0.i111, 3
  %.192.i256 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i255, i32 %t0.sroa.27.0.i112, 4
  %.195.i257 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i256, i32 %t0.sroa.35.0.i113, 5
  %.198.i258 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i257, i32 %t166.i.i247, 6
  %.201.i259 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i258, i32 %t167.i.i248, 7
  %.204.i260 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i259, i32 %t171.i.i252, 8
  %.207.i261 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i260, i32 %t172.i.i253, 9
  %.210.i262 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i261, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit287"

b10.i285:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i99

b12.i286:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i99

"github.com/kernlab/kern.kern.Rand.uint32.exit287": ; preds = %b2.i99, %b7.i263
  %.210.pn.i264 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i262, %b7.i263 ], [ %.263.i, %b2.i99 ]
  %t0.sroa.11.0.i265 = phi i32 [ %t15.i100, %b7.i263 ], [ %t0.sroa.11.0.i, %b2.i99 ]
  %t0.sroa.19.1.i266 = phi i32 [ %t0.sroa.19.0.i111, %b7.i263 ], [ %t0.sroa.19.1.i, %b2.i99 ]
  %t0.sroa.27.1.i267 = phi i32 [ %t0.sroa.27.0.i112, %b7.i263 ], [ %t0.sroa.27.1.i, %b2.i99 ]
  %t0.sroa.35.1.i268 = phi i32 [ %t0.sroa.35.0.i113, %b7.i263 ], [ %t0.sroa.35.1.i, %b2.i99 ]
  %t0.sroa.42.0.i269 = phi i32 [ %t166.i.i247, %b7.i263 ], [ %t0.sroa.42.0.i, %b2.i99 ]
  %t0.sroa.48.0.i270 = phi i32 [ %t167.i.i248, %b7.i263 ], [ %t0.sroa.48.0.i, %b2.i99 ]
  %t0.sroa.54.0.i271 = phi i32 [ %t171.i.i252, %b7.i263 ], [ %t0.sroa.54.0.i, %b2.i99 ]
  %t0.sroa.60.0.i272 = phi i32 [ %t172.i.i253, %b7.i263 ], [ %t0.sroa.60.0.i, %b2.i99 ]
  %t0.sroa.66.0.i273 = phi i32 [ 0, %b7.i263 ], [ %t10.i97, %b2.i99 ]
  %.239.i274 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i264, i32 %t0.sroa.11.0.i265, 2
  %.242.i275 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i274, i32 %t0.sroa.19.1.i266, 3
  %.245.i276 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i275, i32 %t0.sroa.27.1.i267, 4
  %.248.i277 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i276, i32 %t0.sroa.35.1.i268, 5
  %.251.i278 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i277, i32 %t0.sroa.42.0.i269, 6
  %.254.i279 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i278, i32 %t0.sroa.48.0.i270, 7
  %.257.i280 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i279, i32 %t0.sroa.54.0.i271, 8
  %.260.i281 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i280, i32 %t0.sroa.60.0.i272, 9
  %.263.i282 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i281, i32 %t0.sroa.66.0.i273, 10
  switch i32 %t0.sroa.66.0.i273, label %b2.i301 [
    i32 0, label %b1.i297
    i32 1, label %b10.i489
    i32 2, label %b12.i490
  ]

b1.i297:                                          ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit287"
  br label %b2.i301

b2.i301:                                          ; preds = %b12.i490, %b10.i489, %b1.i297, %"github.com/kernlab/kern.kern.Rand.uint32.exit287"
  %t8.i298 = phi i32 [ %t0.sroa.42.0.i269, %b1.i297 ], [ %t0.sroa.48.0.i270, %b10.i489 ], [ %t0.sroa.54.0.i271, %b12.i490 ], [ %t0.sroa.60.0.i272, %"github.com/kernlab/kern.kern.Rand.uint32.exit287" ]
  %t10.i299 = add i32 %t0.sroa.66.0.i273, 1
  %t12.i300 = icmp eq i32 %t10.i299, 4
  br i1 %t12.i300, label %b3.i304, label %"github.com/kernlab/kern.kern.Rand.uint32.exit491"

b3.i304:                                          ; preds = %b2.i301
  %t15.i302 = add i32 %t0.sroa.11.0.i265, 1
  %t17.i303 = icmp eq i32 %t15.i302, 0
  br i1 %t17.i303, label %b4.i307, label %b7.i467

b4.i307:                                          ; preds = %b3.i304
  %t20.i305 = add i32 %t0.sroa.19.1.i266, 1
  %t22.i306 = icmp eq i32 %t20.i305, 0
  br i1 %t22.i306, label %b5.i312, label %b7.i467

b5.i312:                                          ; preds = %b4.i307
  %t25.i308 = add i32 %t0.sroa.27.1.i267, 1
  %t27.i309 = icmp eq i32 %t25.i308, 0
  %t30.i310 = zext i1 %t27.i309 to i32
  %spec.select33.i311 = add i32 %t0.sroa.35.1.i268, %t30.i310
  br label %b7.i467

b7.i467:                                          ; preds = %b5.i312, %b4.i307, %b3.i304
  %t0.sroa.19.0.i313 = phi i32 [ %t20.i305, %b4.i307 ], [ %t0.sroa.19.1.i266, %b3.i304 ], [ 0, %b5.i312 ]
  %t0.sroa.27.0.i314 = phi i32 [ %t0.sroa.27.1.i267, %b4.i307 ], [ %t0.sroa.27.1.i267, %b3.i304 ], [ %t25.i308, %b5.i312 ]
  %t0.sroa.35.0.i315 = phi i32 [ %t0.sroa.35.1.i268, %b4.i307 ], [ %t0.sroa.35.1.i268, %b3.i304 ], [ %spec.select33.i311, %b5.i312 ]
  %.108.i316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i264, 0
  %.109.i317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i264, 1
  %t15.i.i318 = zext i32 %t15.i302 to i64
  %t16.i.i319 = mul nuw i64 %t15.i.i318, 3528531795
  %t17.i.i320 = zext i32 %t0.sroa.27.0.i314 to i64
  %t18.i.i321 = mul nuw i64 %t17.i.i320, 3449720151
  %t19.i.i322 = lshr i64 %t18.i.i321, 32
  %t20.i.i323 = trunc i64 %t19.i.i322 to i32
  %t21.i.i324 = xor i32 %t0.sroa.19.0.i313, %.108.i316
  %t22.i.i325 = xor i32 %t21.i.i324, %t20.i.i323
  %t24.i.i326 = lshr i64 %t16.i.i319, 32
  %t25.i.i327 = trunc i64 %t24.i.i326 to i32
  %t26.i.i328 = xor i32 %.109.i317, %t25.i.i327
  %t27.i.i329 = xor i32 %t26.i.i328, %t0.sroa.35.0.i315
  %t29.i.i330 = add i32 %.108.i316, -1640531527
  %t30.i.i331 = add i32 %.109.i317, -1150833019
  %t31.i.i332 = zext i32 %t22.i.i325 to i64
  %t32.i.i333 = mul nuw i64 %t31.i.i332, 3528531795
  %t33.i.i334 = zext i32 %t27.i.i329 to i64
  %t34.i.i335 = mul nuw i64 %t33.i.i334, 3449720151
  %t35.i.i336 = lshr i64 %t34.i.i335, 32
  %t371.i.i337 = xor i64 %t35.i.i336, %t18.i.i321
  %t37.i.i338 = trunc i64 %t371.i.i337 to i32
  %t38.i.i339 = xor i32 %t29.i.i330, %t37.i.i338
  %t40.i.i340 = lshr i64 %t32.i.i333, 32
  %t422.i.i341 = xor i64 %t40.i.i340, %t16.i.i319
  %t42.i.i342 = trunc i64 %t422.i.i341 to i32
  %t43.i.i343 = xor i32 %t30.i.i331, %t42.i.i342
  %t45.i.i344 = add i32 %.108.i316, 1013904242
  %t46.i.i345 = add i32 %.109.i317, 1993301258
  %t47.i.i346 = zext i32 %t38.i.i339 to i64
  %t48.i.i347 = mul nuw i64 %t47.i.i346, 3528531795
  %t49.i.i348 = zext i32 %t43.i.i343 to i64
  %t50.i.i349 = mul nuw i64 %t49.i.i348, 3449720151
  %t51.i.i350 = lshr i64 %t50.i.i349, 32
  %t533.i.i351 = xor i64 %t51.i.i350, %t34.i.i335
  %t53.i.i352 = trunc i64 %t533.i.i351 to i32
  %t54.i.i353 = xor i32 %t45.i.i344, %t53.i.i352
  %t56.i.i354 = lshr i64 %t48.i.i347, 32
  %t584.i.i355 = xor i64 %t56.i.i354, %t32.i.i333
  %t58.i.i356 = trunc i64 %t584.i.i355 to i32
  %t59.i.i357 = xor i32 %t46.i.i345, %t58.i.i356
  %t61.i.i358 = add i32 %.108.i316, -626627285
  %t62.i.i359 = add i32 %.109.i317, 842468239
  %t63.i.i360 = zext i32 %t54.i.i353 to i64
  %t64.i.i361 = mul nuw i64 %t63.i.i360, 3528531795
  %t65.i.i362 = zext i32 %t59.i.i357 to i64
  %t66.i.i363 = mul nuw i64 %t65.i.i362, 3449720151
  %t67.i.i364 = lshr i64 %t66.i.i363, 32
  %t695.i.i365 = xor i64 %t67.i.i364, %t50.i.i349
  %t69.i.i366 = trunc i64 %t695.i.i365 to i32
  %t70.i.i367 = xor i32 %t61.i.i358, %t69.i.i366
  %t72.i.i368 = lshr i64 %t64.i.i361, 32
  %t746.i.i369 = xor i64 %t72.i.i368, %t48.i.i347
  %t74.i.i370 = trunc i64 %t746.i.i369 to i32
  %t75.i.i371 = xor i32 %t62.i.i359, %t74.i.i370
  %t77.i.i372 = add i32 %.108.i316, 2027808484
  %t78.i.i373 = add i32 %.109.i317, -308364780
  %t79.i.i374 = zext i32 %t70.i.i367 to i64
  %t80.i.i375 = mul nuw i64 %t79.i.i374, 3528531795
  %t81.i.i376 = zext i32 %t75.i.i371 to i64
  %t82.i.i377 = mul nuw i64 %t81.i.i376, 3449720151
  %t83.i.i378 = lshr i64 %t82.i.i377, 32
  %t857.i.i379 = xor i64 %t83.i.i378, %t66.i.i363
  %t85.i.i380 = trunc i64 %t857.i.i379 to i32
  %t86.i.i381 = xor i32 %t77.i.i372, %t85.i.i380
  %t88.i.i382 = lshr i64 %t80.i.i375, 32
  %t908.i.i383 = xor i64 %t88.i.i382, %t64.i.i361
  %t90.i.i384 = trunc i64 %t908.i.i383 to i32
  %t91.i.i385 = xor i32 %t78.i.i373, %t90.i.i384
  %t93.i.i386 = add i32 %.108.i316, 387276957
  %t94.i.i387 = add i32 %.109.i317, -1459197799
  %t95.i.i388 = zext i32 %t86.i.i381 to i64
  %t96.i.i389 = mul nuw i64 %t95.i.i388, 3528531795
  %t97.i.i390 = zext i32 %t91.i.i385 to i64
  %t98.i.i391 = mul nuw i64 %t97.i.i390, 3449720151
  %t99.i.i392 = lshr i64 %t98.i.i391, 32
  %t1019.i.i393 = xor i64 %t99.i.i392, %t82.i.i377
  %t101.i.i394 = trunc i64 %t1019.i.i393 to i32
  %t102.i.i395 = xor i32 %t93.i.i386, %t101.i.i394
  %t104.i.i396 = lshr i64 %t96.i.i389, 32
  %t10610.i.i397 = xor i64 %t104.i.i396, %t80.i.i375
  %t106.i.i398 = trunc i64 %t10610.i.i397 to i32
  %t107.i.i399 = xor i32 %t94.i.i387, %t106.i.i398
  %t109.i.i400 = add i32 %.108.i316, -1253254570
  %t110.i.i401 = add i32 %.109.i317, 1684936478
  %t111.i.i402 = zext i32 %t102.i.i395 to i64
  %t112.i.i403 = mul nuw i64 %t111.i.i402, 3528531795
  %t113.i.i404 = zext i32 %t107.i.i399 to i64
  %t114.i.i405 = mul nuw i64 %t113.i.i404, 3449720151
  %t115.i.i406 = lshr i64 %t114.i.i405, 32
  %t11711.i.i407 = xor i64 %t115.i.i406, %t98.i.i391
  %t117.i.i408 = trunc i64 %t11711.i.i407 to i32
  %t118.i.i409 = xor i32 %t109.i.i400, %t117.i.i408
  %t120.i.i410 = lshr i64 %t112.i.i403, 32
  %t12212.i.i411 = xor i64 %t120.i.i410, %t96.i.i389
  %t122.i.i412 = trunc i64 %t12212.i.i411 to i32
  %t123.i.i413 = xor i32 %t110.i.i401, %t122.i.i412
  %t125.i.i414 = add i32 %.108.i316, 1401181199
  %t126.i.i415 = add i32 %.109.i317, 534103459
  %t127.i.i416 = zext i32 %t118.i.i409 to i64
  %t128.i.i417 = mul nuw i64 %t127.i.i416, 3528531795
  %t129.i.i418 = zext i32 %t123.i.i413 to i64
  %t130.i.i419 = mul nuw i64 %t129.i.i418, 3449720151
  %t131.i.i420 = lshr i64 %t130.i.i419, 32
  %t13313.i.i421 = xor i64 %t131.i.i420, %t114.i.i405
  %t133.i.i422 = trunc i64 %t13313.i.i421 to i32
  %t134.i.i423 = xor i32 %t125.i.i414, %t133.i.i422
  %t136.i.i424 = lshr i64 %t128.i.i417, 32
  %t13814.i.i425 = xor i64 %t136.i.i424, %t112.i.i403
  %t138.i.i426 = trunc i64 %t13814.i.i425 to i32
  %t139.i.i427 = xor i32 %t126.i.i415, %t138.i.i426
  %t141.i.i428 = add i32 %.108.i316, -239350328
  %t142.i.i429 = add i32 %.109.i317, -616729560
  %t143.i.i430 = zext i32 %t134.i.i423 to i64
  %t144.i.i431 = mul nuw i64 %t143.i.i430, 3528531795
  %t145.i.i432 = zext i32 %t139.i.i427 to i64
  %t146.i.i433 = mul nuw i64 %t145.i.i432, 3449720151
  %t147.i.i434 = lshr i64 %t146.i.i433, 32
  %t14915.i.i435 = xor i64 %t147.i.i434, %t130.i.i419
  %t149.i.i436 = trunc i64 %t14915.i.i435 to i32
  %t150.i.i437 = xor i32 %t141.i.i428, %t149.i.i436
  %t152.i.i438 = lshr i64 %t144.i.i431, 32
  %t15416.i.i439 = xor i64 %t152.i.i438, %t128.i.i417
  %t154.i.i440 = trunc i64 %t15416.i.i439 to i32
  %t155.i.i441 = xor i32 %t142.i.i429, %t154.i.i440
  %t157.i.i442 = add i32 %.108.i316, -1879881855
  %t158.i.i443 = add i32 %.109.i317, -1767562579
  %t159.i.i444 = zext i32 %t150.i.i437 to i64
  %t160.i.i445 = mul nuw i64 %t159.i.i444, 3528531795
  %t161.i.i446 = zext i32 %t155.i.i441 to i64
  %t162.i.i447 = mul nuw i64 %t161.i.i446, 3449720151
  %t163.i.i448 = lshr i64 %t162.i.i447, 32
  %t16517.i.i449 = xor i64 %t163.i.i448, %t146.i.i433
  %t165.i.i450 = trunc i64 %t16517.i.i449 to i32
  %t166.i.i451 = xor i32 %t157.i.i442, %t165.i.i450
  %t167.i.i452 = trunc i64 %t162.i.i447 to i32
  %t168.i.i453 = lshr i64 %t160.i.i445, 32
  %t17018.i.i454 = xor i64 %t168.i.i453, %t144.i.i431
  %t170.i.i455 = trunc i64 %t17018.i.i454 to i32
  %t171.i.i456 = xor i32 %t158.i.i443, %t170.i.i455
  %t172.i.i457 = trunc i64 %t160.i.i445 to i32
  %.186.i458 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i282, i32 %t15.i302, 2
  %.189.i459 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i458, i32 %t0.sroa.19.0.i313, 3
  %.192.i460 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i459, i32 %t0.sroa.27.0.i314, 4
  %.195.i461 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i460, i32 %t0.sroa.35.0.i315, 5
  %.198.i462 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i461, i32 %t166.i.i451, 6
  %.201.i463 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i462, i32 %t167.i.i452, 7
  %.204.i464 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i463, i32 %t171.i.i456, 8
  %.207.i465 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i464, i32 %t172.i.i457, 9
  %.210.i466 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i465, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit491"

b10.i489:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit287"
  br label %b2.i301

b12.i490:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit287"
  br label %b2.i301

"github.com/kernlab/kern.kern.Rand.uint32.exit491": ; preds = %b2.i301, %b7.i467
  %.210.pn.i468 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i466, %b7.i467 ], [ %.263.i282, %b2.i301 ]
  %t0.sroa.11.0.i469 = phi i32 [ %t15.i302, %b7.i467 ], [ %t0.sroa.11.0.i265, %b2.i301 ]
  %t0.sroa.19.1.i470 = phi i32 [ %t0.sroa.19.0.i313, %b7.i467 ], [ %t0.sroa.19.1.i266, %b2.i301 ]
  %t0.sroa.27.1.i471 = phi i32 [ %t0.sroa.27.0.i314, %b7.i467 ], [ %t0.sroa.27.1.i267, %b2.i301 ]
  %t0.sroa.35.1.i472 = phi i32 [ %t0.sroa.35.0.i315, %b7.i467 ], [ %t0.sroa.35.1.i268, %b2.i301 ]
  %t0.sroa.42.0.i473 = phi i32 [ %t166.i.i451, %b7.i467 ], [ %t0.sroa.42.0.i269, %b2.i301 ]
  %t0.sroa.48.0.i474 = phi i32 [ %t167.i.i452, %b7.i467 ], [ %t0.sroa.48.0.i270, %b2.i301 ]
  %t0.sroa.54.0.i475 = phi i32 [ %t171.i.i456, %b7.i467 ], [ %t0.sroa.54.0.i271, %b2.i301 ]
  %t0.sroa.60.0.i476 = phi i32 [ %t172.i.i457, %b7.i467 ], [ %t0.sroa.60.0.i272, %b2.i301 ]
  %t0.sroa.66.0.i477 = phi i32 [ 0, %b7.i467 ], [ %t10.i299, %b2.i301 ]
  %.239.i478 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i468, i32 %t0.sroa.11.0.i469, 2
  %.242.i479 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i478, i32 %t0.sroa.19.1.i470, 3
  %.245.i480 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i479, i32 %t0.sroa.27.1.i471, 4
  %.248.i481 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i480, i32 %t0.sroa.35.1.i472, 5
  %.251.i482 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i481, i32 %t0.sroa.42.0.i473, 6
  %.254.i483 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i482, i32 %t0.sroa.48.0.i474, 7
  %.257.i484 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i483, i32 %t0.sroa.54.0.i475, 8
  %.260.i485 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i484, i32 %t0.sroa.60.0.i476, 9
  %.263.i486 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i485, i32 %t0.sroa.66.0.i477, 10
  %t86 = zext i32 %t8.i96 to i64
  %t87 = zext i32 %t8.i298 to i64
  %t88 = shl nuw i64 %t87, 32
  %t89 = or i64 %t88, %t86
  %t90 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 1
  store i64 %t89, ptr addrspace(1) %t90, align 8
  switch i32 %t0.sroa.66.0.i477, label %b2.i505 [
    i32 0, label %b1.i501
    i32 1, label %b10.i693
    i32 2, label %b12.i694
  ]

b1.i501:                                          ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit491"
  br label %b2.i505

b2.i505:                                          ; preds = %b12.i694, %b10.i693, %b1.i501, %"github.com/kernlab/kern.kern.Rand.uint32.exit491"
  %t8.i502 = phi i32 [ %t0.sroa.42.0.i473, %b1.i501 ], [ %t0.sroa.48.0.i474, %b10.i693 ], [ %t0.sroa.54.0.i475, %b12.i694 ], [ %t0.sroa.60.0.i476, %"github.com/kernlab/kern.kern.Rand.uint32.exit491" ]
  %t10.i503 = add i32 %t0.sroa.66.0.i477, 1
  %t12.i504 = icmp eq i32 %t10.i503, 4
  br i1 %t12.i504, label %b3.i508, label %"github.com/kernlab/kern.kern.Rand.uint32.exit695"

b3.i508:                                          ; preds = %b2.i505
  %t15.i506 = add i32 %t0.sroa.11.0.i469, 1
  %t17.i507 = icmp eq i32 %t15.i506, 0
  br i1 %t17.i507, label %b4.i511, label %b7.i671

b4.i511:                                          ; preds = %b3.i508
  %t20.i509 = add i32 %t0.sroa.19.1.i470, 1
  %t22.i510 = icmp eq i32 %t20.i509, 0
  br i1 %t22.i510, label %b5.i516, label %b7.i671

b5.i516:                                          ; preds = %b4.i511
  %t25.i512 = add i32 %t0.sroa.27.1.i471, 1
  %t27.i513 = icmp eq i32 %t25.i512, 0
  %t30.i514 = zext i1 %t27.i513 to i32
  %spec.select33.i515 = add i32 %t0.sroa.35.1.i472, %t30.i514
  br label %b7.i671

b7.i671:                                          ; preds = %b5.i516, %b4.i511, %b3.i508
  %t0.sroa.19.0.i517 = phi i32 [ %t20.i509, %b4.i511 ], [ %t0.sroa.19.1.i470, %b3.i508 ], [ 0, %b5.i516 ]
  %t0.sroa.27.0.i518 = phi i32 [ %t0.sroa.27.1.i471, %b4.i511 ], [ %t0.sroa.27.1.i471, %b3.i508 ], [ %t25.i512, %b5.i516 ]
  %t0.sroa.35.0.i519 = phi i32 [ %t0.sroa.35.1.i472, %b4.i511 ], [ %t0.sroa.35.1.i472, %b3.i508 ], [ %spec.select33.i515, %b5.i516 ]
  %.108.i520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i468, 0
  %.109.i521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i468, 1
  %t15.i.i522 = zext i32 %t15.i506 to i64
  %t16.i.i523 = mul nuw i64 %t15.i.i522, 3528531795
  %t17.i.i524 = zext i32 %t0.sroa.27.0.i518 to i64
  %t18.i.i525 = mul nuw i64 %t17.i.i524, 3449720151
  %t19.i.i526 = lshr i64 %t18.i.i525, 32
  %t20.i.i527 = trunc i64 %t19.i.i526 to i32
  %t21.i.i528 = xor i32 %t0.sroa.19.0.i517, %.108.i520
  %t22.i.i529 = xor i32 %t21.i.i528, %t20.i.i527
  %t24.i.i530 = lshr i64 %t16.i.i523, 32
  %t25.i.i531 = trunc i64 %t24.i.i530 to i32
  %t26.i.i532 = xor i32 %.109.i521, %t25.i.i531
  %t27.i.i533 = xor i32 %t26.i.i532, %t0.sroa.35.0.i519
  %t29.i.i534 = add i32 %.108.i520, -1640531527
  %t30.i.i535 = add i32 %.109.i521, -1150833019
  %t31.i.i536 = zext i32 %t22.i.i529 to i64
  %t32.i.i537 = mul nuw i64 %t31.i.i536, 3528531795
  %t33.i.i538 = zext i32 %t27.i.i533 to i64
  %t34.i.i539 = mul nuw i64 %t33.i.i538, 3449720151
  %t35.i.i540 = lshr i64 %t34.i.i539, 32
  %t371.i.i541 = xor i64 %t35.i.i540, %t18.i.i525
  %t37.i.i542 = trunc i64 %t371.i.i541 to i32
  %t38.i.i543 = xor i32 %t29.i.i534, %t37.i.i542
  %t40.i.i544 = lshr i64 %t32.i.i537, 32
  %t422.i.i545 = xor i64 %t40.i.i544, %t16.i.i523
  %t42.i.i546 = trunc i64 %t422.i.i545 to i32
  %t43.i.i547 = xor i32 %t30.i.i535, %t42.i.i546
  %t45.i.i548 = add i32 %.108.i520, 1013904242
  %t46.i.i549 = add i32 %.109.i521, 1993301258
  %t47.i.i550 = zext i32 %t38.i.i543 to i64
  %t48.i.i551 = mul nuw i64 %t47.i.i550, 3528531795
  %t49.i.i552 = zext i32 %t43.i.i547 to i64
  %t50.i.i553 = mul nuw i64 %t49.i.i552, 3449720151
  %t51.i.i554 = lshr i64 %t50.i.i553, 32
  %t533.i.i555 = xor i64 %t51.i.i554, %t34.i.i539
  %t53.i.i556 = trunc i64 %t533.i.i555 to i32
  %t54.i.i557 = xor i32 %t45.i.i548, %t53.i.i556
  %t56.i.i558 = lshr i64 %t48.i.i551, 32
  %t584.i.i559 = xor i64 %t56.i.i558, %t32.i.i537
  %t58.i.i560 = trunc i64 %t584.i.i559 to i32
  %t59.i.i561 = xor i32 %t46.i.i549, %t58.i.i560
  %t61.i.i562 = add i32 %.108.i520, -626627285
  %t62.i.i563 = add i32 %.109.i521, 842468239
  %t63.i.i564 = zext i32 %t54.i.i557 to i64
  %t64.i.i565 = mul nuw i64 %t63.i.i564, 3528531795
  %t65.i.i566 = zext i32 %t59.i.i561 to i64
  %t66.i.i567 = mul nuw i64 %t65.i.i566, 3449720151
  %t67.i.i568 = lshr i64 %t66.i.i567, 32
  %t695.i.i569 = xor i64 %t67.i.i568, %t50.i.i553
  %t69.i.i570 = trunc i64 %t695.i.i569 to i32
  %t70.i.i571 = xor i32 %t61.i.i562, %t69.i.i570
  %t72.i.i572 = lshr i64 %t64.i.i565, 32
  %t746.i.i573 = xor i64 %t72.i.i572, %t48.i.i551
  %t74.i.i574 = trunc i64 %t746.i.i573 to i32
  %t75.i.i575 = xor i32 %t62.i.i563, %t74.i.i574
  %t77.i.i576 = add i32 %.108.i520, 2027808484
  %t78.i.i577 = add i32 %.109.i521, -308364780
  %t79.i.i578 = zext i32 %t70.i.i571 to i64
  %t80.i.i579 = mul nuw i64 %t79.i.i578, 3528531795
  %t81.i.i580 = zext i32 %t75.i.i575 to i64
  %t82.i.i581 = mul nuw i64 %t81.i.i580, 3449720151
  %t83.i.i582 = lshr i64 %t82.i.i581, 32
  %t857.i.i583 = xor i64 %t83.i.i582, %t66.i.i567
  %t85.i.i584 = trunc i64 %t857.i.i583 to i32
  %t86.i.i585 = xor i32 %t77.i.i576, %t85.i.i584
  %t88.i.i586 = lshr i64 %t80.i.i579, 32
  %t908.i.i587 = xor i64 %t88.i.i586, %t64.i.i565
  %t90.i.i588 = trunc i64 %t908.i.i587 to i32
  %t91.i.i589 = xor i32 %t78.i.i577, %t90.i.i588
  %t93.i.i590 = add i32 %.108.i520, 387276957
  %t94.i.i591 = add i32 %.109.i521, -1459197799
  %t95.i.i592 = zext i32 %t86.i.i585 to i64
  %t96.i.i593 = mul nuw i64 %t95.i.i592, 3528531795
  %t97.i.i594 = zext i32 %t91.i.i589 to i64
  %t98.i.i595 = mul nuw i64 %t97.i.i594, 3449720151
  %t99.i.i596 = lshr i64 %t98.i.i595, 32
  %t1019.i.i597 = xor i64 %t99.i.i596, %t82.i.i581
  %t101.i.i598 = trunc i64 %t1019.i.i597 to i32
  %t102.i.i599 = xor i32 %t93.i.i590, %t101.i.i598
  %t104.i.i600 = lshr i64 %t96.i.i593, 32
  %t10610.i.i601 = xor i64 %t104.i.i600, %t80.i.i579
  %t106.i.i602 = trunc i64 %t10610.i.i601 to i32
  %t107.i.i603 = xor i32 %t94.i.i591, %t106.i.i602
  %t109.i.i604 = add i32 %.108.i520, -1253254570
  %t110.i.i605 = add i32 %.109.i521, 1684936478
  %t111.i.i606 = zext i32 %t102.i.i599 to i64
  %t112.i.i607 = mul nuw i64 %t111.i.i606, 3528531795
  %t113.i.i608 = zext i32 %t107.i.i603 to i64
  %t114.i.i609 = mul nuw i64 %t113.i.i608, 3449720151
  %t115.i.i610 = lshr i64 %t114.i.i609, 32
  %t11711.i.i611 = xor i64 %t115.i.i610, %t98.i.i595
  %t117.i.i612 = trunc i64 %t11711.i.i611 to i32
  %t118.i.i613 = xor i32 %t109.i.i604, %t117.i.i612
  %t120.i.i614 = lshr i64 %t112.i.i607, 32
  %t12212.i.i615 = xor i64 %t120.i.i614, %t96.i.i593
  %t122.i.i616 = trunc i64 %t12212.i.i615 to i32
  %t123.i.i617 = xor i32 %t110.i.i605, %t122.i.i616
  %t125.i.i618 = add i32 %.108.i520, 1401181199
  %t126.i.i619 = add i32 %.109.i521, 534103459
  %t127.i.i620 = zext i32 %t118.i.i613 to i64
  %t128.i.i621 = mul nuw i64 %t127.i.i620, 3528531795
  %t129.i.i622 = zext i32 %t123.i.i617 to i64
  %t130.i.i623 = mul nuw i64 %t129.i.i622, 3449720151
  %t131.i.i624 = lshr i64 %t130.i.i623, 32
  %t13313.i.i625 = xor i64 %t131.i.i624, %t114.i.i609
  %t133.i.i626 = trunc i64 %t13313.i.i625 to i32
  %t134.i.i627 = xor i32 %t125.i.i618, %t133.i.i626
  %t136.i.i628 = lshr i64 %t128.i.i621, 32
  %t13814.i.i629 = xor i64 %t136.i.i628, %t112.i.i607
  %t138.i.i630 = trunc i64 %t13814.i.i629 to i32
  %t139.i.i631 = xor i32 %t126.i.i619, %t138.i.i630
  %t141.i.i632 = add i32 %.108.i520, -239350328
  %t142.i.i633 = add i32 %.109.i521, -616729560
  %t143.i.i634 = zext i32 %t134.i.i627 to i64
  %t144.i.i635 = mul nuw i64 %t143.i.i634, 3528531795
  %t145.i.i636 = zext i32 %t139.i.i631 to i64
  %t146.i.i637 = mul nuw i64 %t145.i.i636, 3449720151
  %t147.i.i638 = lshr i64 %t146.i.i637, 32
  %t14915.i.i639 = xor i64 %t147.i.i638, %t130.i.i623
  %t149.i.i640 = trunc i64 %t14915.i.i639 to i32
  %t150.i.i641 = xor i32 %t141.i.i632, %t149.i.i640
  %t152.i.i642 = lshr i64 %t144.i.i635, 32
  %t15416.i.i643 = xor i64 %t152.i.i642, %t128.i.i621
  %t154.i.i644 = trunc i64 %t15416.i.i643 to i32
  %t155.i.i645 = xor i32 %t142.i.i633, %t154.i.i644
  %t157.i.i646 = add i32 %.108.i520, -1879881855
  %t158.i.i647 = add i32 %.109.i521, -1767562579
  %t159.i.i648 = zext i32 %t150.i.i641 to i64
  %t160.i.i649 = mul nuw i64 %t159.i.i648, 3528531795
  %t161.i.i650 = zext i32 %t155.i.i645 to i64
  %t162.i.i651 = mul nuw i64 %t161.i.i650, 3449720151
  %t163.i.i652 = lshr i64 %t162.i.i651, 32
  %t16517.i.i653 = xor i64 %t163.i.i652, %t146.i.i637
  %t165.i.i654 = trunc i64 %t16517.i.i653 to i32
  %t166.i.i655 = xor i32 %t157.i.i646, %t165.i.i654
  %t167.i.i656 = trunc i64 %t162.i.i651 to i32
  %t168.i.i657 = lshr i64 %t160.i.i649, 32
  %t17018.i.i658 = xor i64 %t168.i.i657, %t144.i.i635
  %t170.i.i659 = trunc i64 %t17018.i.i658 to i32
  %t171.i.i660 = xor i32 %t158.i.i647, %t170.i.i659
  %t172.i.i661 = trunc i64 %t160.i.i649 to i32
  %.186.i662 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i486, i32 %t15.i506, 2
  %.189.i663 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i662, i32 %t0.sroa.19.0.i517, 3
  %.192.i664 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i663, i32 %t0.sroa.27.0.i518, 4
  %.195.i665 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i664, i32 %t0.sroa.35.0.i519, 5
  %.198.i666 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i665, i32 %t166.i.i655, 6
  %.201.i667 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i666, i32 %t167.i.i656, 7
  %.204.i668 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i667, i32 %t171.i.i660, 8
  %.207.i669 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i668, i32 %t172.i.i661, 9
  %.210.i670 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i669, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit695"

b10.i693:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit491"
  br label %b2.i505

b12.i694:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit491"
  br label %b2.i505

"github.com/kernlab/kern.kern.Rand.uint32.exit695": ; preds = %b2.i505, %b7.i671
  %.210.pn.i672 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i670, %b7.i671 ], [ %.263.i486, %b2.i505 ]
  %t0.sroa.11.0.i673 = phi i32 [ %t15.i506, %b7.i671 ], [ %t0.sroa.11.0.i469, %b2.i505 ]
  %t0.sroa.19.1.i674 = phi i32 [ %t0.sroa.19.0.i517, %b7.i671 ], [ %t0.sroa.19.1.i470, %b2.i505 ]
  %t0.sroa.27.1.i675 = phi i32 [ %t0.sroa.27.0.i518, %b7.i671 ], [ %t0.sroa.27.1.i471, %b2.i505 ]
  %t0.sroa.35.1.i676 = phi i32 [ %t0.sroa.35.0.i519, %b7.i671 ], [ %t0.sroa.35.1.i472, %b2.i505 ]
  %t0.sroa.42.0.i677 = phi i32 [ %t166.i.i655, %b7.i671 ], [ %t0.sroa.42.0.i473, %b2.i505 ]
  %t0.sroa.48.0.i678 = phi i32 [ %t167.i.i656, %b7.i671 ], [ %t0.sroa.48.0.i474, %b2.i505 ]
  %t0.sroa.54.0.i679 = phi i32 [ %t171.i.i660, %b7.i671 ], [ %t0.sroa.54.0.i475, %b2.i505 ]
  %t0.sroa.60.0.i680 = phi i32 [ %t172.i.i661, %b7.i671 ], [ %t0.sroa.60.0.i476, %b2.i505 ]
  %t0.sroa.66.0.i681 = phi i32 [ 0, %b7.i671 ], [ %t10.i503, %b2.i505 ]
  %.239.i682 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i672, i32 %t0.sroa.11.0.i673, 2
  %.242.i683 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i682, i32 %t0.sroa.19.1.i674, 3
  %.245.i684 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i683, i32 %t0.sroa.27.1.i675, 4
  %.248.i685 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i684, i32 %t0.sroa.35.1.i676, 5
  %.251.i686 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i685, i32 %t0.sroa.42.0.i677, 6
  %.254.i687 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i686, i32 %t0.sroa.48.0.i678, 7
  %.257.i688 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i687, i32 %t0.sroa.54.0.i679, 8
  %.260.i689 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i688, i32 %t0.sroa.60.0.i680, 9
  %.263.i690 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i689, i32 %t0.sroa.66.0.i681, 10
  %t95 = lshr i32 %t8.i502, 8
  %t96 = uitofp i32 %t95 to float
  %t97 = fmul float %t96, 0x3E70000000000000
  %t98 = bitcast float %t97 to i32
  %t99 = zext i32 %t98 to i64
  %t100 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 2
  store i64 %t99, ptr addrspace(1) %t100, align 8
  switch i32 %t0.sroa.66.0.i681, label %b2.i709 [
    i32 0, label %b1.i705
    i32 1, label %b10.i897
    i32 2, label %b12.i898
  ]

b1.i705:                                          ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit695"
  br label %b2.i709

b2.i709:                                          ; preds = %b12.i898, %b10.i897, %b1.i705, %"github.com/kernlab/kern.kern.Rand.uint32.exit695"
  %t8.i706 = phi i32 [ %t0.sroa.42.0.i677, %b1.i705 ], [ %t0.sroa.48.0.i678, %b10.i897 ], [ %t0.sroa.54.0.i679, %b12.i898 ], [ %t0.sroa.60.0.i680, %"github.com/kernlab/kern.kern.Rand.uint32.exit695" ]
  %t10.i707 = add i32 %t0.sroa.66.0.i681, 1
  %t12.i708 = icmp eq i32 %t10.i707, 4
  br i1 %t12.i708, label %b3.i712, label %"github.com/kernlab/kern.kern.Rand.uint32.exit899"

b3.i712:                                          ; preds = %b2.i709
  %t15.i710 = add i32 %t0.sroa.11.0.i673, 1
  %t17.i711 = icmp eq i32 %t15.i710, 0
  br i1 %t17.i711, label %b4.i715, label %b7.i875

b4.i715:                                          ; preds = %b3.i712
  %t20.i713 = add i32 %t0.sroa.19.1.i674, 1
  %t22.i714 = icmp eq i32 %t20.i713, 0
  br i1 %t22.i714, label %b5.i720, label %b7.i875

b5.i720:                                          ; preds = %b4.i715
  %t25.i716 = add i32 %t0.sroa.27.1.i675, 1
  %t27.i717 = icmp eq i32 %t25.i716, 0
  %t30.i718 = zext i1 %t27.i717 to i32
  %spec.select33.i719 = add i32 %t0.sroa.35.1.i676, %t30.i718
  br label %b7.i875

b7.i875:                                          ; preds = %b5.i720, %b4.i715, %b3.i712
  %t0.sroa.19.0.i721 = phi i32 [ %t20.i713, %b4.i715 ], [ %t0.sroa.19.1.i674, %b3.i712 ], [ 0, %b5.i720 ]
  %t0.sroa.27.0.i722 = phi i32 [ %t0.sroa.27.1.i675, %b4.i715 ], [ %t0.sroa.27.1.i675, %b3.i712 ], [ %t25.i716, %b5.i720 ]
  %t0.sroa.35.0.i723 = phi i32 [ %t0.sroa.35.1.i676, %b4.i715 ], [ %t0.sroa.35.1.i676, %b3.i712 ], [ %spec.select33.i719, %b5.i720 ]
  %.108.i724 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i672, 0
  %.109.i725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i672, 1
  %t15.i.i726 = zext i32 %t15.i710 to i64
  %t16.i.i727 = mul nuw i64 %t15.i.i726, 3528531795
  %t17.i.i728 = zext i32 %t0.sroa.27.0.i722 to i64
  %t18.i.i729 = mul nuw i64 %t17.i.i728, 3449720151
  %t19.i.i730 = lshr i64 %t18.i.i729, 32
  %t20.i.i731 = trunc i64 %t19.i.i730 to i32
  %t21.i.i732 = xor i32 %t0.sroa.19.0.i721, %.108.i724
  %t22.i.i733 = xor i32 %t21.i.i732, %t20.i.i731
  %t24.i.i734 = lshr i64 %t16.i.i727, 32
  %t25.i.i735 = trunc i64 %t24.i.i734 to i32
  %t26.i.i736 = xor i32 %.109.i725, %t25.i.i735
  %t27.i.i737 = xor i32 %t26.i.i736, %t0.sroa.35.0.i723
  %t29.i.i738 = add i32 %.108.i724, -1640531527
  %t30.i.i739 = add i32 %.109.i725, -1150833019
  %t31.i.i740 = zext i32 %t22.i.i733 to i64
  %t32.i.i741 = mul nuw i64 %t31.i.i740, 3528531795
  %t33.i.i742 = zext i32 %t27.i.i737 to i64
  %t34.i.i743 = mul nuw i64 %t33.i.i742, 3449720151
  %t35.i.i744 = lshr i64 %t34.i.i743, 32
  %t371.i.i745 = xor i64 %t35.i.i744, %t18.i.i729
  %t37.i.i746 = trunc i64 %t371.i.i745 to i32
  %t38.i.i747 = xor i32 %t29.i.i738, %t37.i.i746
  %t40.i.i748 = lshr i64 %t32.i.i741, 32
  %t422.i.i749 = xor i64 %t40.i.i748, %t16.i.i727
  %t42.i.i750 = trunc i64 %t422.i.i749 to i32
  %t43.i.i751 = xor i32 %t30.i.i739, %t42.i.i750
  %t45.i.i752 = add i32 %.108.i724, 1013904242
  %t46.i.i753 = add i32 %.109.i725, 1993301258
  %t47.i.i754 = zext i32 %t38.i.i747 to i64
  %t48.i.i755 = mul nuw i64 %t47.i.i754, 3528531795
  %t49.i.i756 = zext i32 %t43.i.i751 to i64
  %t50.i.i757 = mul nuw i64 %t49.i.i756, 3449720151
  %t51.i.i758 = lshr i64 %t50.i.i757, 32
  %t533.i.i759 = xor i64 %t51.i.i758, %t34.i.i743
  %t53.i.i760 = trunc i64 %t533.i.i759 to i32
  %t54.i.i761 = xor i32 %t45.i.i752, %t53.i.i760
  %t56.i.i762 = lshr i64 %t48.i.i755, 32
  %t584.i.i763 = xor i64 %t56.i.i762, %t32.i.i741
  %t58.i.i764 = trunc i64 %t584.i.i763 to i32
  %t59.i.i765 = xor i32 %t46.i.i753, %t58.i.i764
  %t61.i.i766 = add i32 %.108.i724, -626627285
  %t62.i.i767 = add i32 %.109.i725, 842468239
  %t63.i.i768 = zext i32 %t54.i.i761 to i64
  %t64.i.i769 = mul nuw i64 %t63.i.i768, 3528531795
  %t65.i.i770 = zext i32 %t59.i.i765 to i64
  %t66.i.i771 = mul nuw i64 %t65.i.i770, 3449720151
  %t67.i.i772 = lshr i64 %t66.i.i771, 32
  %t695.i.i773 = xor i64 %t67.i.i772, %t50.i.i757
  %t69.i.i774 = trunc i64 %t695.i.i773 to i32
  %t70.i.i775 = xor i32 %t61.i.i766, %t69.i.i774
  %t72.i.i776 = lshr i64 %t64.i.i769, 32
  %t746.i.i777 = xor i64 %t72.i.i776, %t48.i.i755
  %t74.i.i778 = trunc i64 %t746.i.i777 to i32
  %t75.i.i779 = xor i32 %t62.i.i767, %t74.i.i778
  %t77.i.i780 = add i32 %.108.i724, 2027808484
  %t78.i.i781 = add i32 %.109.i725, -308364780
  %t79.i.i782 = zext i32 %t70.i.i775 to i64
  %t80.i.i783 = mul nuw i64 %t79.i.i782, 3528531795
  %t81.i.i784 = zext i32 %t75.i.i779 to i64
  %t82.i.i785 = mul nuw i64 %t81.i.i784, 3449720151
  %t83.i.i786 = lshr i64 %t82.i.i785, 32
  %t857.i.i787 = xor i64 %t83.i.i786, %t66.i.i771
  %t85.i.i788 = trunc i64 %t857.i.i787 to i32
  %t86.i.i789 = xor i32 %t77.i.i780, %t85.i.i788
  %t88.i.i790 = lshr i64 %t80.i.i783, 32
  %t908.i.i791 = xor i64 %t88.i.i790, %t64.i.i769
  %t90.i.i792 = trunc i64 %t908.i.i791 to i32
  %t91.i.i793 = xor i32 %t78.i.i781, %t90.i.i792
  %t93.i.i794 = add i32 %.108.i724, 387276957
  %t94.i.i795 = add i32 %.109.i725, -1459197799
  %t95.i.i796 = zext i32 %t86.i.i789 to i64
  %t96.i.i797 = mul nuw i64 %t95.i.i796, 3528531795
  %t97.i.i798 = zext i32 %t91.i.i793 to i64
  %t98.i.i799 = mul nuw i64 %t97.i.i798, 3449720151
  %t99.i.i800 = lshr i64 %t98.i.i799, 32
  %t1019.i.i801 = xor i64 %t99.i.i800, %t82.i.i785
  %t101.i.i802 = trunc i64 %t1019.i.i801 to i32
  %t102.i.i803 = xor i32 %t93.i.i794, %t101.i.i802
  %t104.i.i804 = lshr i64 %t96.i.i797, 32
  %t10610.i.i805 = xor i64 %t104.i.i804, %t80.i.i783
  %t106.i.i806 = trunc i64 %t10610.i.i805 to i32
  %t107.i.i807 = xor i32 %t94.i.i795, %t106.i.i806
  %t109.i.i808 = add i32 %.108.i724, -1253254570
  %t110.i.i809 = add i32 %.109.i725, 1684936478
  %t111.i.i810 = zext i32 %t102.i.i803 to i64
  %t112.i.i811 = mul nuw i64 %t111.i.i810, 3528531795
  %t113.i.i812 = zext i32 %t107.i.i807 to i64
  %t114.i.i813 = mul nuw i64 %t113.i.i812, 3449720151
  %t115.i.i814 = lshr i64 %t114.i.i813, 32
  %t11711.i.i815 = xor i64 %t115.i.i814, %t98.i.i799
  %t117.i.i816 = trunc i64 %t11711.i.i815 to i32
  %t118.i.i817 = xor i32 %t109.i.i808, %t117.i.i816
  %t120.i.i818 = lshr i64 %t112.i.i811, 32
  %t12212.i.i819 = xor i64 %t120.i.i818, %t96.i.i797
  %t122.i.i820 = trunc i64 %t12212.i.i819 to i32
  %t123.i.i821 = xor i32 %t110.i.i809, %t122.i.i820
  %t125.i.i822 = add i32 %.108.i724, 1401181199
  %t126.i.i823 = add i32 %.109.i725, 534103459
  %t127.i.i824 = zext i32 %t118.i.i817 to i64
  %t128.i.i825 = mul nuw i64 %t127.i.i824, 3528531795
  %t129.i.i826 = zext i32 %t123.i.i821 to i64
  %t130.i.i827 = mul nuw i64 %t129.i.i826, 3449720151
  %t131.i.i828 = lshr i64 %t130.i.i827, 32
  %t13313.i.i829 = xor i64 %t131.i.i828, %t114.i.i813
  %t133.i.i830 = trunc i64 %t13313.i.i829 to i32
  %t134.i.i831 = xor i32 %t125.i.i822, %t133.i.i830
  %t136.i.i832 = lshr i64 %t128.i.i825, 32
  %t13814.i.i833 = xor i64 %t136.i.i832, %t112.i.i811
  %t138.i.i834 = trunc i64 %t13814.i.i833 to i32
  %t139.i.i835 = xor i32 %t126.i.i823, %t138.i.i834
  %t141.i.i836 = add i32 %.108.i724, -239350328
  %t142.i.i837 = add i32 %.109.i725, -616729560
  %t143.i.i838 = zext i32 %t134.i.i831 to i64
  %t144.i.i839 = mul nuw i64 %t143.i.i838, 3528531795
  %t145.i.i840 = zext i32 %t139.i.i835 to i64
  %t146.i.i841 = mul nuw i64 %t145.i.i840, 3449720151
  %t147.i.i842 = lshr i64 %t146.i.i841, 32
  %t14915.i.i843 = xor i64 %t147.i.i842, %t130.i.i827
  %t149.i.i844 = trunc i64 %t14915.i.i843 to i32
  %t150.i.i845 = xor i32 %t141.i.i836, %t149.i.i844
  %t152.i.i846 = lshr i64 %t144.i.i839, 32
  %t15416.i.i847 = xor i64 %t152.i.i846, %t128.i.i825
  %t154.i.i848 = trunc i64 %t15416.i.i847 to i32
  %t155.i.i849 = xor i32 %t142.i.i837, %t154.i.i848
  %t157.i.i850 = add i32 %.108.i724, -1879881855
  %t158.i.i851 = add i32 %.109.i725, -1767562579
  %t159.i.i852 = zext i32 %t150.i.i845 to i64
  %t160.i.i853 = mul nuw i64 %t159.i.i852, 3528531795
  %t161.i.i854 = zext i32 %t155.i.i849 to i64
  %t162.i.i855 = mul nuw i64 %t161.i.i854, 3449720151
  %t163.i.i856 = lshr i64 %t162.i.i855, 32
  %t16517.i.i857 = xor i64 %t163.i.i856, %t146.i.i841
  %t165.i.i858 = trunc i64 %t16517.i.i857 to i32
  %t166.i.i859 = xor i32 %t157.i.i850, %t165.i.i858
  %t167.i.i860 = trunc i64 %t162.i.i855 to i32
  %t168.i.i861 = lshr i64 %t160.i.i853, 32
  %t17018.i.i862 = xor i64 %t168.i.i861, %t144.i.i839
  %t170.i.i863 = trunc i64 %t17018.i.i862 to i32
  %t171.i.i864 = xor i32 %t158.i.i851, %t170.i.i863
  %t172.i.i865 = trunc i64 %t160.i.i853 to i32
  %.186.i866 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i690, i32 %t15.i710, 2
  %.189.i867 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i866, i32 %t0.sroa.19.0.i721, 3
  %.192.i868 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i867, i32 %t0.sroa.27.0.i722, 4
  %.195.i869 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i868, i32 %t0.sroa.35.0.i723, 5
  %.198.i870 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i869, i32 %t166.i.i859, 6
  %.201.i871 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i870, i32 %t167.i.i860, 7
  %.204.i872 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i871, i32 %t171.i.i864, 8
  %.207.i873 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i872, i32 %t172.i.i865, 9
  %.210.i874 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i873, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit899"

b10.i897:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit695"
  br label %b2.i709

b12.i898:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit695"
  br label %b2.i709

"github.com/kernlab/kern.kern.Rand.uint32.exit899": ; preds = %b2.i709, %b7.i875
  %.210.pn.i876 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i874, %b7.i875 ], [ %.263.i690, %b2.i709 ]
  %t0.sroa.11.0.i877 = phi i32 [ %t15.i710, %b7.i875 ], [ %t0.sroa.11.0.i673, %b2.i709 ]
  %t0.sroa.19.1.i878 = phi i32 [ %t0.sroa.19.0.i721, %b7.i875 ], [ %t0.sroa.19.1.i674, %b2.i709 ]
  %t0.sroa.27.1.i879 = phi i32 [ %t0.sroa.27.0.i722, %b7.i875 ], [ %t0.sroa.27.1.i675, %b2.i709 ]
  %t0.sroa.35.1.i880 = phi i32 [ %t0.sroa.35.0.i723, %b7.i875 ], [ %t0.sroa.35.1.i676, %b2.i709 ]
  %t0.sroa.42.0.i881 = phi i32 [ %t166.i.i859, %b7.i875 ], [ %t0.sroa.42.0.i677, %b2.i709 ]
  %t0.sroa.48.0.i882 = phi i32 [ %t167.i.i860, %b7.i875 ], [ %t0.sroa.48.0.i678, %b2.i709 ]
  %t0.sroa.54.0.i883 = phi i32 [ %t171.i.i864, %b7.i875 ], [ %t0.sroa.54.0.i679, %b2.i709 ]
  %t0.sroa.60.0.i884 = phi i32 [ %t172.i.i865, %b7.i875 ], [ %t0.sroa.60.0.i680, %b2.i709 ]
  %t0.sroa.66.0.i885 = phi i32 [ 0, %b7.i875 ], [ %t10.i707, %b2.i709 ]
  %.239.i886 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i876, i32 %t0.sroa.11.0.i877, 2
  %.242.i887 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i886, i32 %t0.sroa.19.1.i878, 3
  %.245.i888 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i887, i32 %t0.sroa.27.1.i879, 4
  %.248.i889 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i888, i32 %t0.sroa.35.1.i880, 5
  %.251.i890 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i889, i32 %t0.sroa.42.0.i881, 6
  %.254.i891 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i890, i32 %t0.sroa.48.0.i882, 7
  %.257.i892 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i891, i32 %t0.sroa.54.0.i883, 8
  %.260.i893 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i892, i32 %t0.sroa.60.0.i884, 9
  %.263.i894 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i893, i32 %t0.sroa.66.0.i885, 10
  switch i32 %t0.sroa.66.0.i885, label %b2.i913 [
    i32 0, label %b1.i909
    i32 1, label %b10.i1101
    i32 2, label %b12.i1102
  ]

b1.i909:                                          ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit899"
  br label %b2.i913

b2.i913:                                          ; preds = %b12.i1102, %b10.i1101, %b1.i909, %"github.com/kernlab/kern.kern.Rand.uint32.exit899"
  %t8.i910 = phi i32 [ %t0.sroa.42.0.i881, %b1.i909 ], [ %t0.sroa.48.0.i882, %b10.i1101 ], [ %t0.sroa.54.0.i883, %b12.i1102 ], [ %t0.sroa.60.0.i884, %"github.com/kernlab/kern.kern.Rand.uint32.exit899" ]
  %t10.i911 = add i32 %t0.sroa.66.0.i885, 1
  %t12.i912 = icmp eq i32 %t10.i911, 4
  br i1 %t12.i912, label %b3.i916, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"

b3.i916:                                          ; preds = %b2.i913
  %t15.i914 = add i32 %t0.sroa.11.0.i877, 1
  %t17.i915 = icmp eq i32 %t15.i914, 0
  br i1 %t17.i915, label %b4.i919, label %b7.i1079

b4.i919:                                          ; preds = %b3.i916
  %t20.i917 = add i32 %t0.sroa.19.1.i878, 1
  %t22.i918 = icmp eq i32 %t20.i917, 0
  br i1 %t22.i918, label %b5.i924, label %b7.i1079

b5.i924:                                          ; preds = %b4.i919
  %t25.i920 = add i32 %t0.sroa.27.1.i879, 1
  %t27.i921 = icmp eq i32 %t25.i920, 0
  %t30.i922 = zext i1 %t27.i921 to i32
  %spec.select33.i923 = add i32 %t0.sroa.35.1.i880, %t30.i922
  br label %b7.i1079

b7.i1079:                                         ; preds = %b5.i924, %b4.i919, %b3.i916
  %t0.sroa.19.0.i925 = phi i32 [ %t20.i917, %b4.i919 ], [ %t0.sroa.19.1.i878, %b3.i916 ], [ 0, %b5.i924 ]
  %t0.sroa.27.0.i926 = phi i32 [ %t0.sroa.27.1.i879, %b4.i919 ], [ %t0.sroa.27.1.i879, %b3.i916 ], [ %t25.i920, %b5.i924 ]
  %t0.sroa.35.0.i927 = phi i32 [ %t0.sroa.35.1.i880, %b4.i919 ], [ %t0.sroa.35.1.i880, %b3.i916 ], [ %spec.select33.i923, %b5.i924 ]
  %.108.i928 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i876, 0
  %.109.i929 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i876, 1
  %t15.i.i930 = zext i32 %t15.i914 to i64
  %t16.i.i931 = mul nuw i64 %t15.i.i930, 3528531795
  %t17.i.i932 = zext i32 %t0.sroa.27.0.i926 to i64
  %t18.i.i933 = mul nuw i64 %t17.i.i932, 3449720151
  %t19.i.i934 = lshr i64 %t18.i.i933, 32
  %t20.i.i935 = trunc i64 %t19.i.i934 to i32
  %t21.i.i936 = xor i32 %t0.sroa.19.0.i925, %.108.i928
  %t22.i.i937 = xor i32 %t21.i.i936, %t20.i.i935
  %t24.i.i938 = lshr i64 %t16.i.i931, 32
  %t25.i.i939 = trunc i64 %t24.i.i938 to i32
  %t26.i.i940 = xor i32 %.109.i929, %t25.i.i939
  %t27.i.i941 = xor i32 %t26.i.i940, %t0.sroa.35.0.i927
  %t29.i.i942 = add i32 %.108.i928, -1640531527
  %t30.i.i943 = add i32 %.109.i929, -1150833019
  %t31.i.i944 = zext i32 %t22.i.i937 to i64
  %t32.i.i945 = mul nuw i64 %t31.i.i944, 3528531795
  %t33.i.i946 = zext i32 %t27.i.i941 to i64
  %t34.i.i947 = mul nuw i64 %t33.i.i946, 3449720151
  %t35.i.i948 = lshr i64 %t34.i.i947, 32
  %t371.i.i949 = xor i64 %t35.i.i948, %t18.i.i933
  %t37.i.i950 = trunc i64 %t371.i.i949 to i32
  %t38.i.i951 = xor i32 %t29.i.i942, %t37.i.i950
  %t40.i.i952 = lshr i64 %t32.i.i945, 32
  %t422.i.i953 = xor i64 %t40.i.i952, %t16.i.i931
  %t42.i.i954 = trunc i64 %t422.i.i953 to i32
  %t43.i.i955 = xor i32 %t30.i.i943, %t42.i.i954
  %t45.i.i956 = add i32 %.108.i928, 1013904242
  %t46.i.i957 = add i32 %.109.i929, 1993301258
  %t47.i.i958 = zext i32 %t38.i.i951 to i64
  %t48.i.i959 = mul nuw i64 %t47.i.i958, 3528531795
  %t49.i.i960 = zext i32 %t43.i.i955 to i64
  %t50.i.i961 = mul nuw i64 %t49.i.i960, 3449720151
  %t51.i.i962 = lshr i64 %t50.i.i961, 32
  %t533.i.i963 = xor i64 %t51.i.i962, %t34.i.i947
  %t53.i.i964 = trunc i64 %t533.i.i963 to i32
  %t54.i.i965 = xor i32 %t45.i.i956, %t53.i.i964
  %t56.i.i966 = lshr i64 %t48.i.i959, 32
  %t584.i.i967 = xor i64 %t56.i.i966, %t32.i.i945
  %t58.i.i968 = trunc i64 %t584.i.i967 to i32
  %t59.i.i969 = xor i32 %t46.i.i957, %t58.i.i968
  %t61.i.i970 = add i32 %.108.i928, -626627285
  %t62.i.i971 = add i32 %.109.i929, 842468239
  %t63.i.i972 = zext i32 %t54.i.i965 to i64
  %t64.i.i973 = mul nuw i64 %t63.i.i972, 3528531795
  %t65.i.i974 = zext i32 %t59.i.i969 to i64
  %t66.i.i975 = mul nuw i64 %t65.i.i974, 3449720151
  %t67.i.i976 = lshr i64 %t66.i.i975, 32
  %t695.i.i977 = xor i64 %t67.i.i976, %t50.i.i961
  %t69.i.i978 = trunc i64 %t695.i.i977 to i32
  %t70.i.i979 = xor i32 %t61.i.i970, %t69.i.i978
  %t72.i.i980 = lshr i64 %t64.i.i973, 32
  %t746.i.i981 = xor i64 %t72.i.i980, %t48.i.i959
  %t74.i.i982 = trunc i64 %t746.i.i981 to i32
  %t75.i.i983 = xor i32 %t62.i.i971, %t74.i.i982
  %t77.i.i984 = add i32 %.108.i928, 2027808484
  %t78.i.i985 = add i32 %.109.i929, -308364780
  %t79.i.i986 = zext i32 %t70.i.i979 to i64
  %t80.i.i987 = mul nuw i64 %t79.i.i986, 3528531795
  %t81.i.i988 = zext i32 %t75.i.i983 to i64
  %t82.i.i989 = mul nuw i64 %t81.i.i988, 3449720151
  %t83.i.i990 = lshr i64 %t82.i.i989, 32
  %t857.i.i991 = xor i64 %t83.i.i990, %t66.i.i975
  %t85.i.i992 = trunc i64 %t857.i.i991 to i32
  %t86.i.i993 = xor i32 %t77.i.i984, %t85.i.i992
  %t88.i.i994 = lshr i64 %t80.i.i987, 32
  %t908.i.i995 = xor i64 %t88.i.i994, %t64.i.i973
  %t90.i.i996 = trunc i64 %t908.i.i995 to i32
  %t91.i.i997 = xor i32 %t78.i.i985, %t90.i.i996
  %t93.i.i998 = add i32 %.108.i928, 387276957
  %t94.i.i999 = add i32 %.109.i929, -1459197799
  %t95.i.i1000 = zext i32 %t86.i.i993 to i64
  %t96.i.i1001 = mul nuw i64 %t95.i.i1000, 3528531795
  %t97.i.i1002 = zext i32 %t91.i.i997 to i64
  %t98.i.i1003 = mul nuw i64 %t97.i.i1002, 3449720151
  %t99.i.i1004 = lshr i64 %t98.i.i1003, 32
  %t1019.i.i1005 = xor i64 %t99.i.i1004, %t82.i.i989
  %t101.i.i1006 = trunc i64 %t1019.i.i1005 to i32
  %t102.i.i1007 = xor i32 %t93.i.i998, %t101.i.i1006
  %t104.i.i1008 = lshr i64 %t96.i.i1001, 32
  %t10610.i.i1009 = xor i64 %t104.i.i1008, %t80.i.i987
  %t106.i.i1010 = trunc i64 %t10610.i.i1009 to i32
  %t107.i.i1011 = xor i32 %t94.i.i999, %t106.i.i1010
  %t109.i.i1012 = add i32 %.108.i928, -1253254570
  %t110.i.i1013 = add i32 %.109.i929, 1684936478
  %t111.i.i1014 = zext i32 %t102.i.i1007 to i64
  %t112.i.i1015 = mul nuw i64 %t111.i.i1014, 3528531795
  %t113.i.i1016 = zext i32 %t107.i.i1011 to i64
  %t114.i.i1017 = mul nuw i64 %t113.i.i1016, 3449720151
  %t115.i.i1018 = lshr i64 %t114.i.i1017, 32
  %t11711.i.i1019 = xor i64 %t115.i.i1018, %t98.i.i1003
  %t117.i.i1020 = trunc i64 %t11711.i.i1019 to i32
  %t118.i.i1021 = xor i32 %t109.i.i1012, %t117.i.i1020
  %t120.i.i1022 = lshr i64 %t112.i.i1015, 32
  %t12212.i.i1023 = xor i64 %t120.i.i1022, %t96.i.i1001
  %t122.i.i1024 = trunc i64 %t12212.i.i1023 to i32
  %t123.i.i1025 = xor i32 %t110.i.i1013, %t122.i.i1024
  %t125.i.i1026 = add i32 %.108.i928, 1401181199
  %t126.i.i1027 = add i32 %.109.i929, 534103459
  %t127.i.i1028 = zext i32 %t118.i.i1021 to i64
  %t128.i.i1029 = mul nuw i64 %t127.i.i1028, 3528531795
  %t129.i.i1030 = zext i32 %t123.i.i1025 to i64
  %t130.i.i1031 = mul nuw i64 %t129.i.i1030, 3449720151
  %t131.i.i1032 = lshr i64 %t130.i.i1031, 32
  %t13313.i.i1033 = xor i64 %t131.i.i1032, %t114.i.i1017
  %t133.i.i1034 = trunc i64 %t13313.i.i1033 to i32
  %t134.i.i1035 = xor i32 %t125.i.i1026, %t133.i.i1034
  %t136.i.i1036 = lshr i64 %t128.i.i1029, 32
  %t13814.i.i1037 = xor i64 %t136.i.i1036, %t112.i.i1015
  %t138.i.i1038 = trunc i64 %t13814.i.i1037 to i32
  %t139.i.i1039 = xor i32 %t126.i.i1027, %t138.i.i1038
  %t141.i.i1040 = add i32 %.108.i928, -239350328
  %t142.i.i1041 = add i32 %.109.i929, -616729560
  %t143.i.i1042 = zext i32 %t134.i.i1035 to i64
  %t144.i.i1043 = mul nuw i64 %t143.i.i1042, 3528531795
  %t145.i.i1044 = zext i32 %t139.i.i1039 to i64
  %t146.i.i1045 = mul nuw i64 %t145.i.i1044, 3449720151
  %t147.i.i1046 = lshr i64 %t146.i.i1045, 32
  %t14915.i.i1047 = xor i64 %t147.i.i1046, %t130.i.i1031
  %t149.i.i1048 = trunc i64 %t14915.i.i1047 to i32
  %t150.i.i1049 = xor i32 %t141.i.i1040, %t149.i.i1048
  %t152.i.i1050 = lshr i64 %t144.i.i1043, 32
  %t15416.i.i1051 = xor i64 %t152.i.i1050, %t128.i.i1029
  %t154.i.i1052 = trunc i64 %t15416.i.i1051 to i32
  %t155.i.i1053 = xor i32 %t142.i.i1041, %t154.i.i1052
  %t157.i.i1054 = add i32 %.108.i928, -1879881855
  %t158.i.i1055 = add i32 %.109.i929, -1767562579
  %t159.i.i1056 = zext i32 %t150.i.i1049 to i64
  %t160.i.i1057 = mul nuw i64 %t159.i.i1056, 3528531795
  %t161.i.i1058 = zext i32 %t155.i.i1053 to i64
  %t162.i.i1059 = mul nuw i64 %t161.i.i1058, 3449720151
  %t163.i.i1060 = lshr i64 %t162.i.i1059, 32
  %t16517.i.i1061 = xor i64 %t163.i.i1060, %t146.i.i1045
  %t165.i.i1062 = trunc i64 %t16517.i.i1061 to i32
  %t166.i.i1063 = xor i32 %t157.i.i1054, %t165.i.i1062
  %t167.i.i1064 = trunc i64 %t162.i.i1059 to i32
  %t168.i.i1065 = lshr i64 %t160.i.i1057, 32
  %t17018.i.i1066 = xor i64 %t168.i.i1065, %t144.i.i1043
  %t170.i.i1067 = trunc i64 %t17018.i.i1066 to i32
  %t171.i.i1068 = xor i32 %t158.i.i1055, %t170.i.i1067
  %t172.i.i1069 = trunc i64 %t160.i.i1057 to i32
  %.186.i1070 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i894, i32 %t15.i914, 2
  %.189.i1071 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1070, i32 %t0.sroa.19.0.i925, 3
  %.192.i1072 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1071, i32 %t0.sroa.27.0.i926, 4
  %.195.i1073 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1072, i32 %t0.sroa.35.0.i927, 5
  %.198.i1074 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1073, i32 %t166.i.i1063, 6
  %.201.i1075 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1074, i32 %t167.i.i1064, 7
  %.204.i1076 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1075, i32 %t171.i.i1068, 8
  %.207.i1077 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1076, i32 %t172.i.i1069, 9
  %.210.i1078 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1077, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"

b10.i1101:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit899"
  br label %b2.i913

b12.i1102:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit899"
  br label %b2.i913

"github.com/kernlab/kern.kern.Rand.uint32.exit1103": ; preds = %b2.i913, %b7.i1079
  %.210.pn.i1080 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1078, %b7.i1079 ], [ %.263.i894, %b2.i913 ]
  %t0.sroa.11.0.i1081 = phi i32 [ %t15.i914, %b7.i1079 ], [ %t0.sroa.11.0.i877, %b2.i913 ]
  %t0.sroa.19.1.i1082 = phi i32 [ %t0.sroa.19.0.i925, %b7.i1079 ], [ %t0.sroa.19.1.i878, %b2.i913 ]
  %t0.sroa.27.1.i1083 = phi i32 [ %t0.sroa.27.0.i926, %b7.i1079 ], [ %t0.sroa.27.1.i879, %b2.i913 ]
  %t0.sroa.35.1.i1084 = phi i32 [ %t0.sroa.35.0.i927, %b7.i1079 ], [ %t0.sroa.35.1.i880, %b2.i913 ]
  %t0.sroa.42.0.i1085 = phi i32 [ %t166.i.i1063, %b7.i1079 ], [ %t0.sroa.42.0.i881, %b2.i913 ]
  %t0.sroa.48.0.i1086 = phi i32 [ %t167.i.i1064, %b7.i1079 ], [ %t0.sroa.48.0.i882, %b2.i913 ]
  %t0.sroa.54.0.i1087 = phi i32 [ %t171.i.i1068, %b7.i1079 ], [ %t0.sroa.54.0.i883, %b2.i913 ]
  %t0.sroa.60.0.i1088 = phi i32 [ %t172.i.i1069, %b7.i1079 ], [ %t0.sroa.60.0.i884, %b2.i913 ]
  %t0.sroa.66.0.i1089 = phi i32 [ 0, %b7.i1079 ], [ %t10.i911, %b2.i913 ]
  %.239.i1090 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1080, i32 %t0.sroa.11.0.i1081, 2
  %.242.i1091 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1090, i32 %t0.sroa.19.1.i1082, 3
  %.245.i1092 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1091, i32 %t0.sroa.27.1.i1083, 4
  %.248.i1093 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1092, i32 %t0.sroa.35.1.i1084, 5
  %.251.i1094 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1093, i32 %t0.sroa.42.0.i1085, 6
  %.254.i1095 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1094, i32 %t0.sroa.48.0.i1086, 7
  %.257.i1096 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1095, i32 %t0.sroa.54.0.i1087, 8
  %.260.i1097 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1096, i32 %t0.sroa.60.0.i1088, 9
  %.263.i1098 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1097, i32 %t0.sroa.66.0.i1089, 10
  %t108 = zext i32 %t8.i706 to i64
  %t109 = zext i32 %t8.i910 to i64
  %t110 = shl nuw i64 %t109, 32
  %t111 = or i64 %t110, %t108
  %t112 = lshr i64 %t111, 11
  %t113 = uitofp i64 %t112 to double
  %t114 = fmul double %t113, 0x3CA0000000000000
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 3
  store double %t114, ptr addrspace(1) %t116, align 8
  switch i32 %t0.sroa.66.0.i1089, label %b2.i1117 [
    i32 0, label %b1.i1113
    i32 1, label %b10.i1305
    i32 2, label %b12.i1306
  ]

b1.i1113:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"
  br label %b2.i1117

b2.i1117:                                         ; preds = %b12.i1306, %b10.i1305, %b1.i1113, %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"
  %t8.i1114 = phi i32 [ %t0.sroa.42.0.i1085, %b1.i1113 ], [ %t0.sroa.48.0.i1086, %b10.i1305 ], [ %t0.sroa.54.0.i1087, %b12.i1306 ], [ %t0.sroa.60.0.i1088, %"github.com/kernlab/kern.kern.Rand.uint32.exit1103" ]
  %t10.i1115 = add i32 %t0.sroa.66.0.i1089, 1
  %t12.i1116 = icmp eq i32 %t10.i1115, 4
  br i1 %t12.i1116, label %b3.i1120, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"

b3.i1120:                                         ; preds = %b2.i1117
  %t15.i1118 = add i32 %t0.sroa.11.0.i1081, 1
  %t17.i1119 = icmp eq i32 %t15.i1118, 0
  br i1 %t17.i1119, label %b4.i1123, label %b7.i1283

b4.i1123:                                         ; preds = %b3.i1120
  %t20.i1121 = add i32 %t0.sroa.19.1.i1082, 1
  %t22.i1122 = icmp eq i32 %t20.i1121, 0
  br i1 %t22.i1122, label %b5.i1128, label %b7.i1283

b5.i1128:                                         ; preds = %b4.i1123
  %t25.i1124 = add i32 %t0.sroa.27.1.i1083, 1
  %t27.i1125 = icmp eq i32 %t25.i1124, 0
  %t30.i1126 = zext i1 %t27.i1125 to i32
  %spec.select33.i1127 = add i32 %t0.sroa.35.1.i1084, %t30.i1126
  br label %b7.i1283

b7.i1283:                                         ; preds = %b5.i1128, %b4.i1123, %b3.i1120
  %t0.sroa.19.0.i1129 = phi i32 [ %t20.i1121, %b4.i1123 ], [ %t0.sroa.19.1.i1082, %b3.i1120 ], [ 0, %b5.i1128 ]
  %t0.sroa.27.0.i1130 = phi i32 [ %t0.sroa.27.1.i1083, %b4.i1123 ], [ %t0.sroa.27.1.i1083, %b3.i1120 ], [ %t25.i1124, %b5.i1128 ]
  %t0.sroa.35.0.i1131 = phi i32 [ %t0.sroa.35.1.i1084, %b4.i1123 ], [ %t0.sroa.35.1.i1084, %b3.i1120 ], [ %spec.select33.i1127, %b5.i1128 ]
  %.108.i1132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1080, 0
  %.109.i1133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1080, 1
  %t15.i.i1134 = zext i32 %t15.i1118 to i64
  %t16.i.i1135 = mul nuw i64 %t15.i.i1134, 3528531795
  %t17.i.i1136 = zext i32 %t0.sroa.27.0.i1130 to i64
  %t18.i.i1137 = mul nuw i64 %t17.i.i1136, 3449720151
  %t19.i.i1138 = lshr i64 %t18.i.i1137, 32
  %t20.i.i1139 = trunc i64 %t19.i.i1138 to i32
  %t21.i.i1140 = xor i32 %t0.sroa.19.0.i1129, %.108.i1132
  %t22.i.i1141 = xor i32 %t21.i.i1140, %t20.i.i1139
  %t24.i.i1142 = lshr i64 %t16.i.i1135, 32
  %t25.i.i1143 = trunc i64 %t24.i.i1142 to i32
  %t26.i.i1144 = xor i32 %.109.i1133, %t25.i.i1143
  %t27.i.i1145 = xor i32 %t26.i.i1144, %t0.sroa.35.0.i1131
  %t29.i.i1146 = add i32 %.108.i1132, -1640531527
  %t30.i.i1147 = add i32 %.109.i1133, -1150833019
  %t31.i.i1148 = zext i32 %t22.i.i1141 to i64
  %t32.i.i1149 = mul nuw i64 %t31.i.i1148, 3528531795
  %t33.i.i1150 = zext i32 %t27.i.i1145 to i64
  %t34.i.i1151 = mul nuw i64 %t33.i.i1150, 3449720151
  %t35.i.i1152 = lshr i64 %t34.i.i1151, 32
  %t371.i.i1153 = xor i64 %t35.i.i1152, %t18.i.i1137
  %t37.i.i1154 = trunc i64 %t371.i.i1153 to i32
  %t38.i.i1155 = xor i32 %t29.i.i1146, %t37.i.i1154
  %t40.i.i1156 = lshr i64 %t32.i.i1149, 32
  %t422.i.i1157 = xor i64 %t40.i.i1156, %t16.i.i1135
  %t42.i.i1158 = trunc i64 %t422.i.i1157 to i32
  %t43.i.i1159 = xor i32 %t30.i.i1147, %t42.i.i1158
  %t45.i.i1160 = add i32 %.108.i1132, 1013904242
  %t46.i.i1161 = add i32 %.109.i1133, 1993301258
  %t47.i.i1162 = zext i32 %t38.i.i1155 to i64
  %t48.i.i1163 = mul nuw i64 %t47.i.i1162, 3528531795
  %t49.i.i1164 = zext i32 %t43.i.i1159 to i64
  %t50.i.i1165 = mul nuw i64 %t49.i.i1164, 3449720151
  %t51.i.i1166 = lshr i64 %t50.i.i1165, 32
  %t533.i.i1167 = xor i64 %t51.i.i1166, %t34.i.i1151
  %t53.i.i1168 = trunc i64 %t533.i.i1167 to i32
  %t54.i.i1169 = xor i32 %t45.i.i1160, %t53.i.i1168
  %t56.i.i1170 = lshr i64 %t48.i.i1163, 32
  %t584.i.i1171 = xor i64 %t56.i.i1170, %t32.i.i1149
  %t58.i.i1172 = trunc i64 %t584.i.i1171 to i32
  %t59.i.i1173 = xor i32 %t46.i.i1161, %t58.i.i1172
  %t61.i.i1174 = add i32 %.108.i1132, -626627285
  %t62.i.i1175 = add i32 %.109.i1133, 842468239
  %t63.i.i1176 = zext i32 %t54.i.i1169 to i64
  %t64.i.i1177 = mul nuw i64 %t63.i.i1176, 3528531795
  %t65.i.i1178 = zext i32 %t59.i.i1173 to i64
  %t66.i.i1179 = mul nuw i64 %t65.i.i1178, 3449720151
  %t67.i.i1180 = lshr i64 %t66.i.i1179, 32
  %t695.i.i1181 = xor i64 %t67.i.i1180, %t50.i.i1165
  %t69.i.i1182 = trunc i64 %t695.i.i1181 to i32
  %t70.i.i1183 = xor i32 %t61.i.i1174, %t69.i.i1182
  %t72.i.i1184 = lshr i64 %t64.i.i1177, 32
  %t746.i.i1185 = xor i64 %t72.i.i1184, %t48.i.i1163
  %t74.i.i1186 = trunc i64 %t746.i.i1185 to i32
  %t75.i.i1187 = xor i32 %t62.i.i1175, %t74.i.i1186
  %t77.i.i1188 = add i32 %.108.i1132, 2027808484
  %t78.i.i1189 = add i32 %.109.i1133, -308364780
  %t79.i.i1190 = zext i32 %t70.i.i1183 to i64
  %t80.i.i1191 = mul nuw i64 %t79.i.i1190, 3528531795
  %t81.i.i1192 = zext i32 %t75.i.i1187 to i64
  %t82.i.i1193 = mul nuw i64 %t81.i.i1192, 3449720151
  %t83.i.i1194 = lshr i64 %t82.i.i1193, 32
  %t857.i.i1195 = xor i64 %t83.i.i1194, %t66.i.i1179
  %t85.i.i1196 = trunc i64 %t857.i.i1195 to i32
  %t86.i.i1197 = xor i32 %t77.i.i1188, %t85.i.i1196
  %t88.i.i1198 = lshr i64 %t80.i.i1191, 32
  %t908.i.i1199 = xor i64 %t88.i.i1198, %t64.i.i1177
  %t90.i.i1200 = trunc i64 %t908.i.i1199 to i32
  %t91.i.i1201 = xor i32 %t78.i.i1189, %t90.i.i1200
  %t93.i.i1202 = add i32 %.108.i1132, 387276957
  %t94.i.i1203 = add i32 %.109.i1133, -1459197799
  %t95.i.i1204 = zext i32 %t86.i.i1197 to i64
  %t96.i.i1205 = mul nuw i64 %t95.i.i1204, 3528531795
  %t97.i.i1206 = zext i32 %t91.i.i1201 to i64
  %t98.i.i1207 = mul nuw i64 %t97.i.i1206, 3449720151
  %t99.i.i1208 = lshr i64 %t98.i.i1207, 32
  %t1019.i.i1209 = xor i64 %t99.i.i1208, %t82.i.i1193
  %t101.i.i1210 = trunc i64 %t1019.i.i1209 to i32
  %t102.i.i1211 = xor i32 %t93.i.i1202, %t101.i.i1210
  %t104.i.i1212 = lshr i64 %t96.i.i1205, 32
  %t10610.i.i1213 = xor i64 %t104.i.i1212, %t80.i.i1191
  %t106.i.i1214 = trunc i64 %t10610.i.i1213 to i32
  %t107.i.i1215 = xor i32 %t94.i.i1203, %t106.i.i1214
  %t109.i.i1216 = add i32 %.108.i1132, -1253254570
  %t110.i.i1217 = add i32 %.109.i1133, 1684936478
  %t111.i.i1218 = zext i32 %t102.i.i1211 to i64
  %t112.i.i1219 = mul nuw i64 %t111.i.i1218, 3528531795
  %t113.i.i1220 = zext i32 %t107.i.i1215 to i64
  %t114.i.i1221 = mul nuw i64 %t113.i.i1220, 3449720151
  %t115.i.i1222 = lshr i64 %t114.i.i1221, 32
  %t11711.i.i1223 = xor i64 %t115.i.i1222, %t98.i.i1207
  %t117.i.i1224 = trunc i64 %t11711.i.i1223 to i32
  %t118.i.i1225 = xor i32 %t109.i.i1216, %t117.i.i1224
  %t120.i.i1226 = lshr i64 %t112.i.i1219, 32
  %t12212.i.i1227 = xor i64 %t120.i.i1226, %t96.i.i1205
  %t122.i.i1228 = trunc i64 %t12212.i.i1227 to i32
  %t123.i.i1229 = xor i32 %t110.i.i1217, %t122.i.i1228
  %t125.i.i1230 = add i32 %.108.i1132, 1401181199
  %t126.i.i1231 = add i32 %.109.i1133, 534103459
  %t127.i.i1232 = zext i32 %t118.i.i1225 to i64
  %t128.i.i1233 = mul nuw i64 %t127.i.i1232, 3528531795
  %t129.i.i1234 = zext i32 %t123.i.i1229 to i64
  %t130.i.i1235 = mul nuw i64 %t129.i.i1234, 3449720151
  %t131.i.i1236 = lshr i64 %t130.i.i1235, 32
  %t13313.i.i1237 = xor i64 %t131.i.i1236, %t114.i.i1221
  %t133.i.i1238 = trunc i64 %t13313.i.i1237 to i32
  %t134.i.i1239 = xor i32 %t125.i.i1230, %t133.i.i1238
  %t136.i.i1240 = lshr i64 %t128.i.i1233, 32
  %t13814.i.i1241 = xor i64 %t136.i.i1240, %t112.i.i1219
  %t138.i.i1242 = trunc i64 %t13814.i.i1241 to i32
  %t139.i.i1243 = xor i32 %t126.i.i1231, %t138.i.i1242
  %t141.i.i1244 = add i32 %.108.i1132, -239350328
  %t142.i.i1245 = add i32 %.109.i1133, -616729560
  %t143.i.i1246 = zext i32 %t134.i.i1239 to i64
  %t144.i.i1247 = mul nuw i64 %t143.i.i1246, 3528531795
  %t145.i.i1248 = zext i32 %t139.i.i1243 to i64
  %t146.i.i1249 = mul nuw i64 %t145.i.i1248, 3449720151
  %t147.i.i1250 = lshr i64 %t146.i.i1249, 32
  %t14915.i.i1251 = xor i64 %t147.i.i1250, %t130.i.i1235
  %t149.i.i1252 = trunc i64 %t14915.i.i1251 to i32
  %t150.i.i1253 = xor i32 %t141.i.i1244, %t149.i.i1252
  %t152.i.i1254 = lshr i64 %t144.i.i1247, 32
  %t15416.i.i1255 = xor i64 %t152.i.i1254, %t128.i.i1233
  %t154.i.i1256 = trunc i64 %t15416.i.i1255 to i32
  %t155.i.i1257 = xor i32 %t142.i.i1245, %t154.i.i1256
  %t157.i.i1258 = add i32 %.108.i1132, -1879881855
  %t158.i.i1259 = add i32 %.109.i1133, -1767562579
  %t159.i.i1260 = zext i32 %t150.i.i1253 to i64
  %t160.i.i1261 = mul nuw i64 %t159.i.i1260, 3528531795
  %t161.i.i1262 = zext i32 %t155.i.i1257 to i64
  %t162.i.i1263 = mul nuw i64 %t161.i.i1262, 3449720151
  %t163.i.i1264 = lshr i64 %t162.i.i1263, 32
  %t16517.i.i1265 = xor i64 %t163.i.i1264, %t146.i.i1249
  %t165.i.i1266 = trunc i64 %t16517.i.i1265 to i32
  %t166.i.i1267 = xor i32 %t157.i.i1258, %t165.i.i1266
  %t167.i.i1268 = trunc i64 %t162.i.i1263 to i32
  %t168.i.i1269 = lshr i64 %t160.i.i1261, 32
  %t17018.i.i1270 = xor i64 %t168.i.i1269, %t144.i.i1247
  %t170.i.i1271 = trunc i64 %t17018.i.i1270 to i32
  %t171.i.i1272 = xor i32 %t158.i.i1259, %t170.i.i1271
  %t172.i.i1273 = trunc i64 %t160.i.i1261 to i32
  %.186.i1274 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1098, i32 %t15.i1118, 2
  %.189.i1275 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1274, i32 %t0.sroa.19.0.i1129, 3
  %.192.i1276 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1275, i32 %t0.sroa.27.0.i1130, 4
  %.195.i1277 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1276, i32 %t0.sroa.35.0.i1131, 5
  %.198.i1278 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1277, i32 %t166.i.i1267, 6
  %.201.i1279 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1278, i32 %t167.i.i1268, 7
  %.204.i1280 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1279, i32 %t171.i.i1272, 8
  %.207.i1281 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1280, i32 %t172.i.i1273, 9
  %.210.i1282 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1281, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"

b10.i1305:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"
  br label %b2.i1117

b12.i1306:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"
  br label %b2.i1117

"github.com/kernlab/kern.kern.Rand.uint32.exit1307": ; preds = %b2.i1117, %b7.i1283
  %.210.pn.i1284 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1282, %b7.i1283 ], [ %.263.i1098, %b2.i1117 ]
  %t0.sroa.11.0.i1285 = phi i32 [ %t15.i1118, %b7.i1283 ], [ %t0.sroa.11.0.i1081, %b2.i1117 ]
  %t0.sroa.19.1.i1286 = phi i32 [ %t0.sroa.19.0.i1129, %b7.i1283 ], [ %t0.sroa.19.1.i1082, %b2.i1117 ]
  %t0.sroa.27.1.i1287 = phi i32 [ %t0.sroa.27.0.i1130, %b7.i1283 ], [ %t0.sroa.27.1.i1083, %b2.i1117 ]
  %t0.sroa.35.1.i1288 = phi i32 [ %t0.sroa.35.0.i1131, %b7.i1283 ], [ %t0.sroa.35.1.i1084, %b2.i1117 ]
  %t0.sroa.42.0.i1289 = phi i32 [ %t166.i.i1267, %b7.i1283 ], [ %t0.sroa.42.0.i1085, %b2.i1117 ]
  %t0.sroa.48.0.i1290 = phi i32 [ %t167.i.i1268, %b7.i1283 ], [ %t0.sroa.48.0.i1086, %b2.i1117 ]
  %t0.sroa.54.0.i1291 = phi i32 [ %t171.i.i1272, %b7.i1283 ], [ %t0.sroa.54.0.i1087, %b2.i1117 ]
  %t0.sroa.60.0.i1292 = phi i32 [ %t172.i.i1273, %b7.i1283 ], [ %t0.sroa.60.0.i1088, %b2.i1117 ]
  %t0.sroa.66.0.i1293 = phi i32 [ 0, %b7.i1283 ], [ %t10.i1115, %b2.i1117 ]
  %.239.i1294 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1284, i32 %t0.sroa.11.0.i1285, 2
  %.242.i1295 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1294, i32 %t0.sroa.19.1.i1286, 3
  %.245.i1296 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1295, i32 %t0.sroa.27.1.i1287, 4
  %.248.i1297 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1296, i32 %t0.sroa.35.1.i1288, 5
  %.251.i1298 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1297, i32 %t0.sroa.42.0.i1289, 6
  %.254.i1299 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1298, i32 %t0.sroa.48.0.i1290, 7
  %.257.i1300 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1299, i32 %t0.sroa.54.0.i1291, 8
  %.260.i1301 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1300, i32 %t0.sroa.60.0.i1292, 9
  %.263.i1302 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1301, i32 %t0.sroa.66.0.i1293, 10
  switch i32 %t0.sroa.66.0.i1293, label %b2.i1321 [
    i32 0, label %b1.i1317
    i32 1, label %b10.i1509
    i32 2, label %b12.i1510
  ]

b1.i1317:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"
  br label %b2.i1321

b2.i1321:                                         ; preds = %b12.i1510, %b10.i1509, %b1.i1317, %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"
  %t8.i1318 = phi i32 [ %t0.sroa.42.0.i1289, %b1.i1317 ], [ %t0.sroa.48.0.i1290, %b10.i1509 ], [ %t0.sroa.54.0.i1291, %b12.i1510 ], [ %t0.sroa.60.0.i1292, %"github.com/kernlab/kern.kern.Rand.uint32.exit1307" ]
  %t10.i1319 = add i32 %t0.sroa.66.0.i1293, 1
  %t12.i1320 = icmp eq i32 %t10.i1319, 4
  br i1 %t12.i1320, label %b3.i1324, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1511"

b3.i1324:                                         ; preds = %b2.i1321
  %t15.i1322 = add i32 %t0.sroa.11.0.i1285, 1
  %t17.i1323 = icmp eq i32 %t15.i1322, 0
  br i1 %t17.i1323, label %b4.i1327, label %b7.i1487

b4.i1327:                                         ; preds = %b3.i1324
  %t20.i1325 = add i32 %t0.sroa.19.1.i1286, 1
  %t22.i1326 = icmp eq i32 %t20.i1325, 0
  br i1 %t22.i1326, label %b5.i1332, label %b7.i1487

b5.i1332:                                         ; preds = %b4.i1327
  %t25.i1328 = add i32 %t0.sroa.27.1.i1287, 1
  %t27.i1329 = icmp eq i32 %t25.i1328, 0
  %t30.i1330 = zext i1 %t27.i1329 to i32
  %spec.select33.i1331 = add i32 %t0.sroa.35.1.i1288, %t30.i1330
  br label %b7.i1487

b7.i1487:                                         ; preds = %b5.i1332, %b4.i1327, %b3.i1324
  %t0.sroa.19.0.i1333 = phi i32 [ %t20.i1325, %b4.i1327 ], [ %t0.sroa.19.1.i1286, %b3.i1324 ], [ 0, %b5.i1332 ]
  %t0.sroa.27.0.i1334 = phi i32 [ %t0.sroa.27.1.i1287, %b4.i1327 ], [ %t0.sroa.27.1.i1287, %b3.i1324 ], [ %t25.i1328, %b5.i1332 ]
  %t0.sroa.35.0.i1335 = phi i32 [ %t0.sroa.35.1.i1288, %b4.i1327 ], [ %t0.sroa.35.1.i1288, %b3.i1324 ], [ %spec.select33.i1331, %b5.i1332 ]
  %.108.i1336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1284, 0
  %.109.i1337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1284, 1
  %t15.i.i1338 = zext i32 %t15.i1322 to i64
  %t16.i.i1339 = mul nuw i64 %t15.i.i1338, 3528531795
  %t17.i.i1340 = zext i32 %t0.sroa.27.0.i1334 to i64
  %t18.i.i1341 = mul nuw i64 %t17.i.i1340, 3449720151
  %t19.i.i1342 = lshr i64 %t18.i.i1341, 32
  %t20.i.i1343 = trunc i64 %t19.i.i1342 to i32
  %t21.i.i1344 = xor i32 %t0.sroa.19.0.i1333, %.108.i1336
  %t22.i.i1345 = xor i32 %t21.i.i1344, %t20.i.i1343
  %t24.i.i1346 = lshr i64 %t16.i.i1339, 32
  %t25.i.i1347 = trunc i64 %t24.i.i1346 to i32
  %t26.i.i1348 = xor i32 %.109.i1337, %t25.i.i1347
  %t27.i.i1349 = xor i32 %t26.i.i1348, %t0.sroa.35.0.i1335
  %t29.i.i1350 = add i32 %.108.i1336, -1640531527
  %t30.i.i1351 = add i32 %.109.i1337, -1150833019
  %t31.i.i1352 = zext i32 %t22.i.i1345 to i64
  %t32.i.i1353 = mul nuw i64 %t31.i.i1352, 3528531795
  %t33.i.i1354 = zext i32 %t27.i.i1349 to i64
  %t34.i.i1355 = mul nuw i64 %t33.i.i1354, 3449720151
  %t35.i.i1356 = lshr i64 %t34.i.i1355, 32
  %t371.i.i1357 = xor i64 %t35.i.i1356, %t18.i.i1341
  %t37.i.i1358 = trunc i64 %t371.i.i1357 to i32
  %t38.i.i1359 = xor i32 %t29.i.i1350, %t37.i.i1358
  %t40.i.i1360 = lshr i64 %t32.i.i1353, 32
  %t422.i.i1361 = xor i64 %t40.i.i1360, %t16.i.i1339
  %t42.i.i1362 = trunc i64 %t422.i.i1361 to i32
  %t43.i.i1363 = xor i32 %t30.i.i1351, %t42.i.i1362
  %t45.i.i1364 = add i32 %.108.i1336, 1013904242
  %t46.i.i1365 = add i32 %.109.i1337, 1993301258
  %t47.i.i1366 = zext i32 %t38.i.i1359 to i64
  %t48.i.i1367 = mul nuw i64 %t47.i.i1366, 3528531795
  %t49.i.i1368 = zext i32 %t43.i.i1363 to i64
  %t50.i.i1369 = mul nuw i64 %t49.i.i1368, 3449720151
  %t51.i.i1370 = lshr i64 %t50.i.i1369, 32
  %t533.i.i1371 = xor i64 %t51.i.i1370, %t34.i.i1355
  %t53.i.i1372 = trunc i64 %t533.i.i1371 to i32
  %t54.i.i1373 = xor i32 %t45.i.i1364, %t53.i.i1372
  %t56.i.i1374 = lshr i64 %t48.i.i1367, 32
  %t584.i.i1375 = xor i64 %t56.i.i1374, %t32.i.i1353
  %t58.i.i1376 = trunc i64 %t584.i.i1375 to i32
  %t59.i.i1377 = xor i32 %t46.i.i1365, %t58.i.i1376
  %t61.i.i1378 = add i32 %.108.i1336, -626627285
  %t62.i.i1379 = add i32 %.109.i1337, 842468239
  %t63.i.i1380 = zext i32 %t54.i.i1373 to i64
  %t64.i.i1381 = mul nuw i64 %t63.i.i1380, 3528531795
  %t65.i.i1382 = zext i32 %t59.i.i1377 to i64
  %t66.i.i1383 = mul nuw i64 %t65.i.i1382, 3449720151
  %t67.i.i1384 = lshr i64 %t66.i.i1383, 32
  %t695.i.i1385 = xor i64 %t67.i.i1384, %t50.i.i1369
  %t69.i.i1386 = trunc i64 %t695.i.i1385 to i32
  %t70.i.i1387 = xor i32 %t61.i.i1378, %t69.i.i1386
  %t72.i.i1388 = lshr i64 %t64.i.i1381, 32
  %t746.i.i1389 = xor i64 %t72.i.i1388, %t48.i.i1367
  %t74.i.i1390 = trunc i64 %t746.i.i1389 to i32
  %t75.i.i1391 = xor i32 %t62.i.i1379, %t74.i.i1390
  %t77.i.i1392 = add i32 %.108.i1336, 2027808484
  %t78.i.i1393 = add i32 %.109.i1337, -308364780
  %t79.i.i1394 = zext i32 %t70.i.i1387 to i64
  %t80.i.i1395 = mul nuw i64 %t79.i.i1394, 3528531795
  %t81.i.i1396 = zext i32 %t75.i.i1391 to i64
  %t82.i.i1397 = mul nuw i64 %t81.i.i1396, 3449720151
  %t83.i.i1398 = lshr i64 %t82.i.i1397, 32
  %t857.i.i1399 = xor i64 %t83.i.i1398, %t66.i.i1383
  %t85.i.i1400 = trunc i64 %t857.i.i1399 to i32
  %t86.i.i1401 = xor i32 %t77.i.i1392, %t85.i.i1400
  %t88.i.i1402 = lshr i64 %t80.i.i1395, 32
  %t908.i.i1403 = xor i64 %t88.i.i1402, %t64.i.i1381
  %t90.i.i1404 = trunc i64 %t908.i.i1403 to i32
  %t91.i.i1405 = xor i32 %t78.i.i1393, %t90.i.i1404
  %t93.i.i1406 = add i32 %.108.i1336, 387276957
  %t94.i.i1407 = add i32 %.109.i1337, -1459197799
  %t95.i.i1408 = zext i32 %t86.i.i1401 to i64
  %t96.i.i1409 = mul nuw i64 %t95.i.i1408, 3528531795
  %t97.i.i1410 = zext i32 %t91.i.i1405 to i64
  %t98.i.i1411 = mul nuw i64 %t97.i.i1410, 3449720151
  %t99.i.i1412 = lshr i64 %t98.i.i1411, 32
  %t1019.i.i1413 = xor i64 %t99.i.i1412, %t82.i.i1397
  %t101.i.i1414 = trunc i64 %t1019.i.i1413 to i32
  %t102.i.i1415 = xor i32 %t93.i.i1406, %t101.i.i1414
  %t104.i.i1416 = lshr i64 %t96.i.i1409, 32
  %t10610.i.i1417 = xor i64 %t104.i.i1416, %t80.i.i1395
  %t106.i.i1418 = trunc i64 %t10610.i.i1417 to i32
  %t107.i.i1419 = xor i32 %t94.i.i1407, %t106.i.i1418
  %t109.i.i1420 = add i32 %.108.i1336, -1253254570
  %t110.i.i1421 = add i32 %.109.i1337, 1684936478
  %t111.i.i1422 = zext i32 %t102.i.i1415 to i64
  %t112.i.i1423 = mul nuw i64 %t111.i.i1422, 3528531795
  %t113.i.i1424 = zext i32 %t107.i.i1419 to i64
  %t114.i.i1425 = mul nuw i64 %t113.i.i1424, 3449720151
  %t115.i.i1426 = lshr i64 %t114.i.i1425, 32
  %t11711.i.i1427 = xor i64 %t115.i.i1426, %t98.i.i1411
  %t117.i.i1428 = trunc i64 %t11711.i.i1427 to i32
  %t118.i.i1429 = xor i32 %t109.i.i1420, %t117.i.i1428
  %t120.i.i1430 = lshr i64 %t112.i.i1423, 32
  %t12212.i.i1431 = xor i64 %t120.i.i1430, %t96.i.i1409
  %t122.i.i1432 = trunc i64 %t12212.i.i1431 to i32
  %t123.i.i1433 = xor i32 %t110.i.i1421, %t122.i.i1432
  %t125.i.i1434 = add i32 %.108.i1336, 1401181199
  %t126.i.i1435 = add i32 %.109.i1337, 534103459
  %t127.i.i1436 = zext i32 %t118.i.i1429 to i64
  %t128.i.i1437 = mul nuw i64 %t127.i.i1436, 3528531795
  %t129.i.i1438 = zext i32 %t123.i.i1433 to i64
  %t130.i.i1439 = mul nuw i64 %t129.i.i1438, 3449720151
  %t131.i.i1440 = lshr i64 %t130.i.i1439, 32
  %t13313.i.i1441 = xor i64 %t131.i.i1440, %t114.i.i1425
  %t133.i.i1442 = trunc i64 %t13313.i.i1441 to i32
  %t134.i.i1443 = xor i32 %t125.i.i1434, %t133.i.i1442
  %t136.i.i1444 = lshr i64 %t128.i.i1437, 32
  %t13814.i.i1445 = xor i64 %t136.i.i1444, %t112.i.i1423
  %t138.i.i1446 = trunc i64 %t13814.i.i1445 to i32
  %t139.i.i1447 = xor i32 %t126.i.i1435, %t138.i.i1446
  %t141.i.i1448 = add i32 %.108.i1336, -239350328
  %t142.i.i1449 = add i32 %.109.i1337, -616729560
  %t143.i.i1450 = zext i32 %t134.i.i1443 to i64
  %t144.i.i1451 = mul nuw i64 %t143.i.i1450, 3528531795
  %t145.i.i1452 = zext i32 %t139.i.i1447 to i64
  %t146.i.i1453 = mul nuw i64 %t145.i.i1452, 3449720151
  %t147.i.i1454 = lshr i64 %t146.i.i1453, 32
  %t14915.i.i1455 = xor i64 %t147.i.i1454, %t130.i.i1439
  %t149.i.i1456 = trunc i64 %t14915.i.i1455 to i32
  %t150.i.i1457 = xor i32 %t141.i.i1448, %t149.i.i1456
  %t152.i.i1458 = lshr i64 %t144.i.i1451, 32
  %t15416.i.i1459 = xor i64 %t152.i.i1458, %t128.i.i1437
  %t154.i.i1460 = trunc i64 %t15416.i.i1459 to i32
  %t155.i.i1461 = xor i32 %t142.i.i1449, %t154.i.i1460
  %t157.i.i1462 = add i32 %.108.i1336, -1879881855
  %t158.i.i1463 = add i32 %.109.i1337, -1767562579
  %t159.i.i1464 = zext i32 %t150.i.i1457 to i64
  %t160.i.i1465 = mul nuw i64 %t159.i.i1464, 3528531795
  %t161.i.i1466 = zext i32 %t155.i.i1461 to i64
  %t162.i.i1467 = mul nuw i64 %t161.i.i1466, 3449720151
  %t163.i.i1468 = lshr i64 %t162.i.i1467, 32
  %t16517.i.i1469 = xor i64 %t163.i.i1468, %t146.i.i1453
  %t165.i.i1470 = trunc i64 %t16517.i.i1469 to i32
  %t166.i.i1471 = xor i32 %t157.i.i1462, %t165.i.i1470
  %t167.i.i1472 = trunc i64 %t162.i.i1467 to i32
  %t168.i.i1473 = lshr i64 %t160.i.i1465, 32
  %t17018.i.i1474 = xor i64 %t168.i.i1473, %t144.i.i1451
  %t170.i.i1475 = trunc i64 %t17018.i.i1474 to i32
  %t171.i.i1476 = xor i32 %t158.i.i1463, %t170.i.i1475
  %t172.i.i1477 = trunc i64 %t160.i.i1465 to i32
  %.186.i1478 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1302, i32 %t15.i1322, 2
  %.189.i1479 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1478, i32 %t0.sroa.19.0.i1333, 3
  %.192.i1480 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1479, i32 %t0.sroa.27.0.i1334, 4
  %.195.i1481 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1480, i32 %t0.sroa.35.0.i1335, 5
  %.198.i1482 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1481, i32 %t166.i.i1471, 6
  %.201.i1483 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1482, i32 %t167.i.i1472, 7
  %.204.i1484 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1483, i32 %t171.i.i1476, 8
  %.207.i1485 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1484, i32 %t172.i.i1477, 9
  %.210.i1486 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1485, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1511"

b10.i1509:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"
  br label %b2.i1321

b12.i1510:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"
  br label %b2.i1321

"github.com/kernlab/kern.kern.Rand.uint32.exit1511": ; preds = %b2.i1321, %b7.i1487
  %.210.pn.i1488 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1486, %b7.i1487 ], [ %.263.i1302, %b2.i1321 ]
  %t0.sroa.11.0.i1489 = phi i32 [ %t15.i1322, %b7.i1487 ], [ %t0.sroa.11.0.i1285, %b2.i1321 ]
  %t0.sroa.19.1.i1490 = phi i32 [ %t0.sroa.19.0.i1333, %b7.i1487 ], [ %t0.sroa.19.1.i1286, %b2.i1321 ]
  %t0.sroa.27.1.i1491 = phi i32 [ %t0.sroa.27.0.i1334, %b7.i1487 ], [ %t0.sroa.27.1.i1287, %b2.i1321 ]
  %t0.sroa.35.1.i1492 = phi i32 [ %t0.sroa.35.0.i1335, %b7.i1487 ], [ %t0.sroa.35.1.i1288, %b2.i1321 ]
  %t0.sroa.42.0.i1493 = phi i32 [ %t166.i.i1471, %b7.i1487 ], [ %t0.sroa.42.0.i1289, %b2.i1321 ]
  %t0.sroa.48.0.i1494 = phi i32 [ %t167.i.i1472, %b7.i1487 ], [ %t0.sroa.48.0.i1290, %b2.i1321 ]
  %t0.sroa.54.0.i1495 = phi i32 [ %t171.i.i1476, %b7.i1487 ], [ %t0.sroa.54.0.i1291, %b2.i1321 ]
  %t0.sroa.60.0.i1496 = phi i32 [ %t172.i.i1477, %b7.i1487 ], [ %t0.sroa.60.0.i1292, %b2.i1321 ]
  %t0.sroa.66.0.i1497 = phi i32 [ 0, %b7.i1487 ], [ %t10.i1319, %b2.i1321 ]
  %.239.i1498 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1488, i32 %t0.sroa.11.0.i1489, 2
  %.242.i1499 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1498, i32 %t0.sroa.19.1.i1490, 3
  %.245.i1500 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1499, i32 %t0.sroa.27.1.i1491, 4
  %.248.i1501 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1500, i32 %t0.sroa.35.1.i1492, 5
  %.251.i1502 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1501, i32 %t0.sroa.42.0.i1493, 6
  %.254.i1503 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1502, i32 %t0.sroa.48.0.i1494, 7
  %.257.i1504 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1503, i32 %t0.sroa.54.0.i1495, 8
  %.260.i1505 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1504, i32 %t0.sroa.60.0.i1496, 9
  %.263.i1506 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1505, i32 %t0.sroa.66.0.i1497, 10
  %t124 = lshr i32 %t8.i1114, 8
  %t125 = add nuw nsw i32 %t124, 1
  %t126 = uitofp i32 %t125 to double
  %t127 = fmul double %t126, 0x3E70000000000000
  %t128 = lshr i32 %t8.i1318, 8
  %t129 = uitofp i32 %t128 to double
  %t130 = fmul double %t129, 0x3E70000000000000
  %t132 = fcmp ogt double %t127, 0x7FEFFFFFFFFFFFFF
  br i1 %t132, label %b22, label %b8

b8:                                               ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1511"
  %t134 = fcmp oeq double %t127, 0.000000e+00
  br i1 %t134, label %b22, label %b19

b19:                                              ; preds = %b8
  %t137 = fcmp olt double %t127, 0x10000000000000
  %t138 = fmul double %t127, 0x4330000000000000
  %t139 = select i1 %t137, double %t138, double %t127
  %t141 = bitcast double %t139 to i64
  %t148 = and i64 %t141, -9218868437227405313
  %t149 = or i64 %t148, 4602678819172646912
  %t150 = bitcast i64 %t149 to double
  %t142 = lshr i64 %t141, 52
  %t143 = and i64 %t142, 2047
  %t153 = fcmp olt double %t150, 0x3FE6A09E667F3BCD
  %t154 = fmul double %t150, 2.000000e+00
  %t156 = select i1 %t153, double %t154, double %t150
  %t155 = sext i1 %t153 to i64
  %t146 = select i1 %t137, i64 -1074, i64 -1022
  %t147 = add nsw i64 %t146, %t143
  %t157 = add nsw i64 %t147, %t155
  %t158 = fadd double %t156, -1.000000e+00
  %t159 = sitofp i64 %t157 to double
  %t160 = fadd double %t158, 2.000000e+00
  %t161 = fdiv double %t158, %t160
  %t162 = fmul double %t161, %t161
  %t163 = fmul double %t162, %t162
  %t164 = fmul double %t163, 0x3FC2F112DF3E5244
  %t165 = fadd double %t164, 0x3FC7466496CB03DE
  %t166 = fmul double %t163, %t165
  %t167 = fadd double %t166, 0x3FD2492494229359
  %t168 = fmul double %t163, %t167
  %t169 = fadd double %t168, 0x3FE5555555555593
  %t170 = fmul double %t162, %t169
  %t171 = fmul double %t163, 0x3FC39A09D078C69F
  %t172 = fadd double %t171, 0x3FCC71C51D8E78AF
  %t173 = fmul double %t163, %t172
  %t174 = fadd double %t173, 0x3FD999999997FA04
  %t175 = fmul double %t163, %t174
  %t176 = fadd double %t175, %t170
  %t177 = fmul double %t158, 5.000000e-01
  %t178 = fmul double %t158, %t177
  %t179 = fmul double %t159, 0x3FE62E42FEE00000
  %t180 = fadd double %t178, %t176
  %t181 = fmul double %t161, %t180
  %t182 = fmul double %t159, 0x3DEA39EF35793C76
  %t183 = fadd double %t182, %t181
  %t184 = fsub double %t178, %t183
  %t185 = fsub double %t184, %t158
  %t186 = fsub double %t179, %t185
  br label %b22

b22:                                              ; preds = %b8, %"github.com/kernlab/kern.kern.Rand.uint32.exit1511", %b19
  %t187 = phi double [ %t186, %b19 ], [ %t127, %"github.com/kernlab/kern.kern.Rand.uint32.exit1511" ], [ 0xFFF0000000000000, %b8 ]
  %t188 = fmul double %t187, -2.000000e+00
  %.474 = fcmp olt double %t188, 0x1000000000000000
  %.475 = fmul double %t188, 0x4FF0000000000000
  %.476 = select i1 %.474, double %.475, double %t188
  %.477 = tail call double @llvm.amdgcn.rsq.f64(double %.476)
  %.478 = fmul double %.476, %.477
  %.479 = fmul double %.477, 5.000000e-01
  %.480 = fneg double %.479
  %.481 = tail call double @llvm.fma.f64(double %.480, double %.478, double 5.000000e-01)
  %.482 = tail call double @llvm.fma.f64(double %.479, double %.481, double %.479)
  %.483 = tail call double @llvm.fma.f64(double %.478, double %.481, double %.478)
  %.484 = fneg double %.483
  %.485 = tail call double @llvm.fma.f64(double %.484, double %.483, double %.476)
  %.486 = tail call double @llvm.fma.f64(double %.485, double %.482, double %.483)
  %.487 = fneg double %.486
  %.488 = tail call double @llvm.fma.f64(double %.487, double %.486, double %.476)
  %.489 = tail call double @llvm.fma.f64(double %.488, double %.482, double %.486)
  %.490 = fmul double %.489, 0x37F0000000000000
  %.491 = select i1 %.474, double %.490, double %.489
  %.492 = fcmp oeq double %.476, 0.000000e+00
  %.493 = fcmp oeq double %.476, 0x7FF0000000000000
  %.494 = or i1 %.492, %.493
  %.495 = select i1 %.494, double %.476, double %.491
  %t190 = fmul double %t130, 0x401921FB54442D18
  %t0.i = fcmp uno double %t190, 0.000000e+00
  %t2.i = fcmp ogt double %t190, 0x7FEFFFFFFFFFFFFF
  %or.cond = or i1 %t0.i, %t2.i
  br i1 %or.cond, label %math.cos.exit, label %b3.i1513

b3.i1513:                                         ; preds = %b22
  %t3.i = fcmp ult double %t190, 0x41C0000000000000
  br i1 %t3.i, label %b16.i, label %b4.i1514

b4.i1514:                                         ; preds = %b3.i1513
  %t0.i.i = fcmp olt double %t190, 0x3FE921FB54442D18
  br i1 %t0.i.i, label %math.trigReduce.exit.i, label %b2.i.i

b2.i.i:                                           ; preds = %b4.i1514
  %t1.i.i = bitcast double %t190 to i64
  %t2.i.i = lshr i64 %t1.i.i, 52
  %t3.i.i = and i64 %t2.i.i, 2047
  %t7.i.i = and i64 %t1.i.i, -9218868437227405313
  %t8.i.i = or i64 %t7.i.i, 4503599627370496
  %t9.i.i = add nsw i64 %t3.i.i, -1014
  %t111.i.i1515 = lshr i64 %t9.i.i, 6
  %t12.i.i = and i64 %t9.i.i, 63
  %t14.i.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t111.i.i1515
  %.4.i.i = load i64, ptr addrspace(4) %t14.i.i, align 8
  %.7.i.i = shl i64 %.4.i.i, %t12.i.i
  %t17.i.i1516 = add nuw nsw i64 %t111.i.i1515, 1
  %t19.i.i1517 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t17.i.i1516
  %.8.i.i = load i64, ptr addrspace(4) %t19.i.i1517, align 8
  %t21.i.i1518 = sub nsw i64 54, %t2.i.i
  %.9.i.i = icmp eq i64 %t12.i.i, 0
  %.10.i.i = and i64 %t21.i.i1518, 63
  %.11.i.i = lshr i64 %.8.i.i, %.10.i.i
  %t22.i.i1519 = select i1 %.9.i.i, i64 0, i64 %.11.i.i
  %t23.i.i = or i64 %t22.i.i1519, %.7.i.i
  %.15.i.i = shl i64 %.8.i.i, %t12.i.i
  %t26.i.i1520 = add nuw nsw i64 %t111.i.i1515, 2
  %t28.i.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t26.i.i1520
  %.16.i.i = load i64, ptr addrspace(4) %t28.i.i, align 8
  %.19.i.i = lshr i64 %.16.i.i, %.10.i.i
  %t30.i.i1521 = select i1 %.9.i.i, i64 0, i64 %.19.i.i
  %t31.i.i1522 = or i64 %t30.i.i1521, %.15.i.i
  %.23.i.i = shl i64 %.16.i.i, %t12.i.i
  %t34.i.i1523 = add nuw nsw i64 %t111.i.i1515, 3
  %t36.i.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t34.i.i1523
  %.24.i.i = load i64, ptr addrspace(4) %t36.i.i, align 8
  %.27.i.i = lshr i64 %.24.i.i, %.10.i.i
  %t38.i.i1524 = select i1 %.9.i.i, i64 0, i64 %.27.i.i
  %t39.i.i = or i64 %t38.i.i1524, %.23.i.i
  %t40.i.i1525 = and i64 %t39.i.i, 4294967295
  %t41.i.i = lshr i64 %t39.i.i, 32
  %t42.i.i1526 = and i64 %t1.i.i, 4294967295
  %t43.i.i1527 = lshr i64 %t8.i.i, 32
  %t44.i.i = mul nuw i64 %t40.i.i1525, %t42.i.i1526
  %t45.i.i1528 = mul nuw i64 %t41.i.i, %t42.i.i1526
  %t46.i.i1529 = lshr i64 %t44.i.i, 32
  %t47.i.i1530 = add nuw i64 %t46.i.i1529, %t45.i.i1528
  %t48.i.i1531 = and i64 %t47.i.i1530, 4294967295
  %t49.i.i1532 = lshr i64 %t47.i.i1530, 32
  %t50.i.i1533 = mul nuw i64 %t40.i.i1525, %t43.i.i1527
  %t51.i.i1534 = add nuw i64 %t48.i.i1531, %t50.i.i1533
  %t52.i.i = mul nuw i64 %t41.i.i, %t43.i.i1527
  %t53.i.i1535 = add nuw i64 %t49.i.i1532, %t52.i.i
  %t54.i.i1536 = lshr i64 %t51.i.i1534, 32
  %t55.i.i = add nuw i64 %t53.i.i1535, %t54.i.i1536
  %t56.i.i1537 = and i64 %t31.i.i1522, 4294967295
  %t57.i.i = lshr i64 %t31.i.i1522, 32
  %t58.i.i1538 = mul nuw i64 %t56.i.i1537, %t42.i.i1526
  %t59.i.i1539 = mul nuw i64 %t57.i.i, %t42.i.i1526
  %t60.i.i = lshr i64 %t58.i.i1538, 32
  %t61.i.i1540 = add nuw i64 %t60.i.i, %t59.i.i1539
  %t62.i.i1541 = and i64 %t61.i.i1540, 4294967295
  %t63.i.i1542 = lshr i64 %t61.i.i1540, 32
  %t64.i.i1543 = mul nuw i64 %t56.i.i1537, %t43.i.i1527
  %t65.i.i1544 = add nuw i64 %t62.i.i1541, %t64.i.i1543
  %t66.i.i1545 = mul nuw i64 %t57.i.i, %t43.i.i1527
  %t68.i.i = lshr i64 %t65.i.i1544, 32
  %t70.i.i1546 = mul i64 %t31.i.i1522, %t8.i.i
  %t71.i.i = mul i64 %t23.i.i, %t8.i.i
  %t72.i.i1547 = add i64 %t55.i.i, %t70.i.i1546
  %t73.i.i = and i64 %t55.i.i, %t70.i.i1546
  %t74.i.i1548 = or i64 %t55.i.i, %t70.i.i1546
  %.28.i.i = xor i64 %t72.i.i1547, -1
  %t75.i.i1549 = and i64 %t74.i.i1548, %.28.i.i
  %t76.i.i = or i64 %t75.i.i1549, %t73.i.i
  %t77.i.i1550 = lshr i64 %t76.i.i, 63
  %t67.i.i1551 = add i64 %t66.i.i1545, %t71.i.i
  %t69.i.i1552 = add i64 %t67.i.i1551, %t63.i.i1542
  %t78.i.i1553 = add i64 %t69.i.i1552, %t68.i.i
  %t79.i.i1554 = add i64 %t78.i.i1553, %t77.i.i1550
  %t80.i.i1555 = lshr i64 %t79.i.i1554, 61
  %t83.i.i1556 = tail call i64 @llvm.fshl.i64(i64 %t79.i.i1554, i64 %t72.i.i1547, i64 3)
  %.29.i.i = tail call i64 @llvm.ctlz.i64(i64 %t83.i.i1556, i1 false), !range !1
  %t87.i.i = add nuw nsw i64 %.29.i.i, 1
  %.30.i.i = icmp ult i64 %t83.i.i1556, 2
  %.31.i.i = and i64 %t87.i.i, 63
  %.32.i.i = shl i64 %t83.i.i1556, %.31.i.i
  %t89.i.i = select i1 %.30.i.i, i64 2, i64 %.32.i.i
  %t90.i.i1557 = sub nsw i64 63, %.29.i.i
  %.33.i.i = icmp eq i64 %t83.i.i1556, 0
  %.34.i.i = and i64 %t90.i.i1557, 63
  %.35.i.i = lshr i64 %t72.i.i1547, %.34.i.i
  %t91.i.i1558 = select i1 %.33.i.i, i64 0, i64 %.35.i.i
  %t92.i.i = or i64 %t89.i.i, %t91.i.i1558
  %t93.i.i1559 = lshr i64 %t92.i.i, 12
  %.neg.i.i = mul nsw i64 %.29.i.i, -4503599627370496
  %t94.i.i1560 = add nsw i64 %.neg.i.i, 4602678819172646912
  %t95.i.i1561 = or i64 %t93.i.i1559, %t94.i.i1560
  %t96.i.i1562 = bitcast i64 %t95.i.i1561 to double
  %0 = and i64 %t79.i.i1554, 2305843009213693952
  %t98.not.i.i = icmp eq i64 %0, 0
  %t99.i.i1563 = add nuw nsw i64 %t80.i.i1555, 1
  %t100.i.i = and i64 %t99.i.i1563, 7
  %t101.i.i1564 = fadd double %t96.i.i1562, -1.000000e+00
  %spec.select.i.i = select i1 %t98.not.i.i, i64 %t80.i.i1555, i64 %t100.i.i
  %spec.select2.i.i = select i1 %t98.not.i.i, double %t96.i.i1562, double %t101.i.i1564
  %t104.i.i1565 = fmul double %spec.select2.i.i, 0x3FE921FB54442D18
  %.36.i.i = insertvalue { i64, double } poison, i64 %spec.select.i.i, 0
  br label %math.trigReduce.exit.i

math.trigReduce.exit.i:                           ; preds = %b2.i.i, %b4.i1514
  %.pn.i.i = phi { i64, double } [ %.36.i.i, %b2.i.i ], [ { i64 0, double poison }, %b4.i1514 ]
  %p0.pn.i.i = phi double [ %t104.i.i1565, %b2.i.i ], [ %t190, %b4.i1514 ]
  %t5.i = extractvalue { i64, double } %.pn.i.i, 0
  br label %b5.i1569

b5.i1569:                                         ; preds = %b16.i, %math.trigReduce.exit.i
  %t7.i = phi i64 [ %t5.i, %math.trigReduce.exit.i ], [ %t83.i1588, %b16.i ]
  %t8.i1566 = phi double [ %p0.pn.i.i, %math.trigReduce.exit.i ], [ %t89.i, %b16.i ]
  %t9.i = icmp ugt i64 %t7.i, 3
  %t10.i1567 = add i64 %t7.i, -4
  %spec.select1.i = select i1 %t9.i, i64 %t10.i1567, i64 %t7.i
  %t13.i = icmp ugt i64 %spec.select1.i, 1
  %spec.select3.i = xor i1 %t9.i, %t13.i
  %t16.i1568 = fmul double %t8.i1566, %t8.i1566
  %spec.select1.off.i = add i64 %spec.select1.i, -1
  %switch.i = icmp ult i64 %spec.select1.off.i, 2
  br i1 %switch.i, label %b10.i1572, label %b15.i

b10.i1572:                                        ; preds = %b5.i1569
  %t21.i1570 = fmul double %t16.i1568, 0x3DE5D8FD1FD19CCD
  %t24.i1571 = fadd double %t21.i1570, 0xBE5AE5E5A9291F5D
  br label %b11.i

b11.i:                                            ; preds = %b15.i, %b10.i1572
  %.sink7.i = phi double [ %1, %b15.i ], [ %t24.i1571, %b10.i1572 ]
  %.sink6.i = phi double [ 0xBE927E4F7EAC4BC6, %b15.i ], [ 0x3EC71DE3567D48A1, %b10.i1572 ]
  %.sink5.i = phi double [ 0x3EFA01A019C844F5, %b15.i ], [ 0xBF2A01A019BFDF03, %b10.i1572 ]
  %.sink4.i = phi double [ 0xBF56C16C16C14F91, %b15.i ], [ 0x3F8111111110F7D0, %b10.i1572 ]
  %.sink.i = phi double [ 0x3FA555555555554B, %b15.i ], [ 0xBFC5555555555548, %b10.i1572 ]
  %t16.pn.i = phi double [ %t16.i1568, %b15.i ], [ %t8.i1566, %b10.i1572 ]
  %t48.sink.i = phi double [ %t48.i1580, %b15.i ], [ %t8.i1566, %b10.i1572 ]
  %t49.sink.i = fmul double %t16.i1568, %t16.pn.i
  %t56.i1573 = fmul double %t16.i1568, %.sink7.i
  %t59.i1574 = fadd double %t56.i1573, %.sink6.i
  %t60.i = fmul double %t16.i1568, %t59.i1574
  %t63.i1575 = fadd double %.sink5.i, %t60.i
  %t64.i1576 = fmul double %t16.i1568, %t63.i1575
  %t67.i1577 = fadd double %.sink4.i, %t64.i1576
  %t68.i = fmul double %t16.i1568, %t67.i1577
  %t71.i = fadd double %.sink.i, %t68.i
  %t72.i1578 = fmul double %t49.sink.i, %t71.i
  %t73.i = fadd double %t48.sink.i, %t72.i1578
  %t44.i = fneg double %t73.i
  %spec.select2.i = select i1 %spec.select3.i, double %t44.i, double %t73.i
  br label %math.cos.exit

b15.i:                                            ; preds = %b5.i1569
  %t47.i1579 = fmul double %t16.i1568, 5.000000e-01
  %t48.i1580 = fsub double 1.000000e+00, %t47.i1579
  %t52.i = fmul double %t16.i1568, 0x3DA8FA49A0861A9B
  %1 = fsub double 0x3E21EE9D7B4E3F05, %t52.i
  br label %b11.i

b16.i:                                            ; preds = %b3.i1513
  %t74.i1581 = fmul double %t190, 0x3FF45F306DC9C883
  %.13.i = fcmp olt double %t74.i1581, 0x43E0000000000000
  %.14.i = fcmp oge double %t74.i1581, 0xC3E0000000000000
  %.16.i = and i1 %.14.i, %.13.i
  %2 = fptosi double %t74.i1581 to i64
  %.19.i = select i1 %.16.i, i64 %2, i64 -9223372036854775808
  %.20.i = fadd double %t74.i1581, 0xC3E0000000000000
  %.21.i = fcmp oge double %.20.i, 0xC3E0000000000000
  %.22.i = fcmp olt double %.20.i, 0x43E0000000000000
  %.23.i = and i1 %.21.i, %.22.i
  %3 = fptosi double %.20.i to i64
  %.op.i = or i64 %3, -9223372036854775808
  %.27.i1582 = select i1 %.23.i, i64 %.op.i, i64 -9223372036854775808
  %.28.i = select i1 %.13.i, i64 %.19.i, i64 %.27.i1582
  %t76.i = uitofp i64 %.28.i to double
  %t77.i1583 = and i64 %.28.i, 1
  %t78.not.i = icmp eq i64 %t77.i1583, 0
  %t80.i1584 = fadd double %t76.i, 1.000000e+00
  %not.t78.not.i = xor i1 %t78.not.i, true
  %t79.i1585 = zext i1 %not.t78.not.i to i64
  %t81.i1586 = add i64 %.28.i, %t79.i1585
  %t82.i1587 = select i1 %t78.not.i, double %t76.i, double %t80.i1584
  %t83.i1588 = and i64 %t81.i1586, 7
  %t84.i = fmul double %t82.i1587, 0x3FE921FB40000000
  %t85.i1589 = fsub double %t190, %t84.i
  %t86.i1590 = fmul double %t82.i1587, 0x3E64442D00000000
  %t87.i = fsub double %t85.i1589, %t86.i1590
  %t88.i1591 = fmul double %t82.i1587, 0x3CE8469898CC5170
  %t89.i = fsub double %t87.i, %t88.i1591
  br label %b5.i1569

math.cos.exit:                                    ; preds = %b22, %b11.i
  %common.ret.op.i = phi double [ %spec.select2.i, %b11.i ], [ 0x7FF8000000000001, %b22 ]
  %t192 = fmul double %.495, %common.ret.op.i
  %t193 = fptrunc double %t192 to float
  %t194 = bitcast float %t193 to i32
  %t195 = zext i32 %t194 to i64
  %t196 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 4
  store i64 %t195, ptr addrspace(1) %t196, align 8
  switch i32 %t0.sroa.66.0.i1497, label %b2.i1605 [
    i32 0, label %b1.i1601
    i32 1, label %b10.i1793
    i32 2, label %b12.i1794
  ]

b1.i1601:                                         ; preds = %math.cos.exit
  br label %b2.i1605

b2.i1605:                                         ; preds = %b12.i1794, %b10.i1793, %b1.i1601, %math.cos.exit
  %t8.i1602 = phi i32 [ %t0.sroa.42.0.i1493, %b1.i1601 ], [ %t0.sroa.48.0.i1494, %b10.i1793 ], [ %t0.sroa.54.0.i1495, %b12.i1794 ], [ %t0.sroa.60.0.i1496, %math.cos.exit ]
  %t10.i1603 = add i32 %t0.sroa.66.0.i1497, 1
  %t12.i1604 = icmp eq i32 %t10.i1603, 4
  br i1 %t12.i1604, label %b3.i1608, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1795"

b3.i1608:                                         ; preds = %b2.i1605
  %t15.i1606 = add i32 %t0.sroa.11.0.i1489, 1
  %t17.i1607 = icmp eq i32 %t15.i1606, 0
  br i1 %t17.i1607, label %b4.i1611, label %b7.i1771

b4.i1611:                                         ; preds = %b3.i1608
  %t20.i1609 = add i32 %t0.sroa.19.1.i1490, 1
  %t22.i1610 = icmp eq i32 %t20.i1609, 0
  br i1 %t22.i1610, label %b5.i1616, label %b7.i1771

b5.i1616:                                         ; preds = %b4.i1611
  %t25.i1612 = add i32 %t0.sroa.27.1.i1491, 1
  %t27.i1613 = icmp eq i32 %t25.i1612, 0
  %t30.i1614 = zext i1 %t27.i1613 to i32
  %spec.select33.i1615 = add i32 %t0.sroa.35.1.i1492, %t30.i1614
  br label %b7.i1771

b7.i1771:                                         ; preds = %b5.i1616, %b4.i1611, %b3.i1608
  %t0.sroa.19.0.i1617 = phi i32 [ %t20.i1609, %b4.i1611 ], [ %t0.sroa.19.1.i1490, %b3.i1608 ], [ 0, %b5.i1616 ]
  %t0.sroa.27.0.i1618 = phi i32 [ %t0.sroa.27.1.i1491, %b4.i1611 ], [ %t0.sroa.27.1.i1491, %b3.i1608 ], [ %t25.i1612, %b5.i1616 ]
  %t0.sroa.35.0.i1619 = phi i32 [ %t0.sroa.35.1.i1492, %b4.i1611 ], [ %t0.sroa.35.1.i1492, %b3.i1608 ], [ %spec.select33.i1615, %b5.i1616 ]
  %.108.i1620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1488, 0
  %.109.i1621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1488, 1
  %t15.i.i1622 = zext i32 %t15.i1606 to i64
  %t16.i.i1623 = mul nuw i64 %t15.i.i1622, 3528531795
  %t17.i.i1624 = zext i32 %t0.sroa.27.0.i1618 to i64
  %t18.i.i1625 = mul nuw i64 %t17.i.i1624, 3449720151
  %t19.i.i1626 = lshr i64 %t18.i.i1625, 32
  %t20.i.i1627 = trunc i64 %t19.i.i1626 to i32
  %t21.i.i1628 = xor i32 %t0.sroa.19.0.i1617, %.108.i1620
  %t22.i.i1629 = xor i32 %t21.i.i1628, %t20.i.i1627
  %t24.i.i1630 = lshr i64 %t16.i.i1623, 32
  %t25.i.i1631 = trunc i64 %t24.i.i1630 to i32
  %t26.i.i1632 = xor i32 %.109.i1621, %t25.i.i1631
  %t27.i.i1633 = xor i32 %t26.i.i1632, %t0.sroa.35.0.i1619
  %t29.i.i1634 = add i32 %.108.i1620, -1640531527
  %t30.i.i1635 = add i32 %.109.i1621, -1150833019
  %t31.i.i1636 = zext i32 %t22.i.i1629 to i64
  %t32.i.i1637 = mul nuw i64 %t31.i.i1636, 3528531795
  %t33.i.i1638 = zext i32 %t27.i.i1633 to i64
  %t34.i.i1639 = mul nuw i64 %t33.i.i1638, 3449720151
  %t35.i.i1640 = lshr i64 %t34.i.i1639, 32
  %t371.i.i1641 = xor i64 %t35.i.i1640, %t18.i.i1625
  %t37.i.i1642 = trunc i64 %t371.i.i1641 to i32
  %t38.i.i1643 = xor i32 %t29.i.i1634, %t37.i.i1642
  %t40.i.i1644 = lshr i64 %t32.i.i1637, 32
  %t422.i.i1645 = xor i64 %t40.i.i1644, %t16.i.i1623
  %t42.i.i1646 = trunc i64 %t422.i.i1645 to i32
  %t43.i.i1647 = xor i32 %t30.i.i1635, %t42.i.i1646
  %t45.i.i1648 = add i32 %.108.i1620, 1013904242
  %t46.i.i1649 = add i32 %.109.i1621, 1993301258
  %t47.i.i1650 = zext i32 %t38.i.i1643 to i64
  %t48.i.i1651 = mul nuw i64 %t47.i.i1650, 3528531795
  %t49.i.i1652 = zext i32 %t43.i.i1647 to i64
  %t50.i.i1653 = mul nuw i64 %t49.i.i1652, 3449720151
  %t51.i.i1654 = lshr i64 %t50.i.i1653, 32
  %t533.i.i1655 = xor i64 %t51.i.i1654, %t34.i.i1639
  %t53.i.i1656 = trunc i64 %t533.i.i1655 to i32
  %t54.i.i1657 = xor i32 %t45.i.i1648, %t53.i.i1656
  %t56.i.i1658 = lshr i64 %t48.i.i1651, 32
  %t584.i.i1659 = xor i64 %t56.i.i1658, %t32.i.i1637
  %t58.i.i1660 = trunc i64 %t584.i.i1659 to i32
  %t59.i.i1661 = xor i32 %t46.i.i1649, %t58.i.i1660
  %t61.i.i1662 = add i32 %.108.i1620, -626627285
  %t62.i.i1663 = add i32 %.109.i1621, 842468239
  %t63.i.i1664 = zext i32 %t54.i.i1657 to i64
  %t64.i.i1665 = mul nuw i64 %t63.i.i1664, 3528531795
  %t65.i.i1666 = zext i32 %t59.i.i1661 to i64
  %t66.i.i1667 = mul nuw i64 %t65.i.i1666, 3449720151
  %t67.i.i1668 = lshr i64 %t66.i.i1667, 32
  %t695.i.i1669 = xor i64 %t67.i.i1668, %t50.i.i1653
  %t69.i.i1670 = trunc i64 %t695.i.i1669 to i32
  %t70.i.i1671 = xor i32 %t61.i.i1662, %t69.i.i1670
  %t72.i.i1672 = lshr i64 %t64.i.i1665, 32
  %t746.i.i1673 = xor i64 %t72.i.i1672, %t48.i.i1651
  %t74.i.i1674 = trunc i64 %t746.i.i1673 to i32
  %t75.i.i1675 = xor i32 %t62.i.i1663, %t74.i.i1674
  %t77.i.i1676 = add i32 %.108.i1620, 2027808484
  %t78.i.i1677 = add i32 %.109.i1621, -308364780
  %t79.i.i1678 = zext i32 %t70.i.i1671 to i64
  %t80.i.i1679 = mul nuw i64 %t79.i.i1678, 3528531795
  %t81.i.i1680 = zext i32 %t75.i.i1675 to i64
  %t82.i.i1681 = mul nuw i64 %t81.i.i1680, 3449720151
  %t83.i.i1682 = lshr i64 %t82.i.i1681, 32
  %t857.i.i1683 = xor i64 %t83.i.i1682, %t66.i.i1667
  %t85.i.i1684 = trunc i64 %t857.i.i1683 to i32
  %t86.i.i1685 = xor i32 %t77.i.i1676, %t85.i.i1684
  %t88.i.i1686 = lshr i64 %t80.i.i1679, 32
  %t908.i.i1687 = xor i64 %t88.i.i1686, %t64.i.i1665
  %t90.i.i1688 = trunc i64 %t908.i.i1687 to i32
  %t91.i.i1689 = xor i32 %t78.i.i1677, %t90.i.i1688
  %t93.i.i1690 = add i32 %.108.i1620, 387276957
  %t94.i.i1691 = add i32 %.109.i1621, -1459197799
  %t95.i.i1692 = zext i32 %t86.i.i1685 to i64
  %t96.i.i1693 = mul nuw i64 %t95.i.i1692, 3528531795
  %t97.i.i1694 = zext i32 %t91.i.i1689 to i64
  %t98.i.i1695 = mul nuw i64 %t97.i.i1694, 3449720151
  %t99.i.i1696 = lshr i64 %t98.i.i1695, 32
  %t1019.i.i1697 = xor i64 %t99.i.i1696, %t82.i.i1681
  %t101.i.i1698 = trunc i64 %t1019.i.i1697 to i32
  %t102.i.i1699 = xor i32 %t93.i.i1690, %t101.i.i1698
  %t104.i.i1700 = lshr i64 %t96.i.i1693, 32
  %t10610.i.i1701 = xor i64 %t104.i.i1700, %t80.i.i1679
  %t106.i.i1702 = trunc i64 %t10610.i.i1701 to i32
  %t107.i.i1703 = xor i32 %t94.i.i1691, %t106.i.i1702
  %t109.i.i1704 = add i32 %.108.i1620, -1253254570
  %t110.i.i1705 = add i32 %.109.i1621, 1684936478
  %t111.i.i1706 = zext i32 %t102.i.i1699 to i64
  %t112.i.i1707 = mul nuw i64 %t111.i.i1706, 3528531795
  %t113.i.i1708 = zext i32 %t107.i.i1703 to i64
  %t114.i.i1709 = mul nuw i64 %t113.i.i1708, 3449720151
  %t115.i.i1710 = lshr i64 %t114.i.i1709, 32
  %t11711.i.i1711 = xor i64 %t115.i.i1710, %t98.i.i1695
  %t117.i.i1712 = trunc i64 %t11711.i.i1711 to i32
  %t118.i.i1713 = xor i32 %t109.i.i1704, %t117.i.i1712
  %t120.i.i1714 = lshr i64 %t112.i.i1707, 32
  %t12212.i.i1715 = xor i64 %t120.i.i1714, %t96.i.i1693
  %t122.i.i1716 = trunc i64 %t12212.i.i1715 to i32
  %t123.i.i1717 = xor i32 %t110.i.i1705, %t122.i.i1716
  %t125.i.i1718 = add i32 %.108.i1620, 1401181199
  %t126.i.i1719 = add i32 %.109.i1621, 534103459
  %t127.i.i1720 = zext i32 %t118.i.i1713 to i64
  %t128.i.i1721 = mul nuw i64 %t127.i.i1720, 3528531795
  %t129.i.i1722 = zext i32 %t123.i.i1717 to i64
  %t130.i.i1723 = mul nuw i64 %t129.i.i1722, 3449720151
  %t131.i.i1724 = lshr i64 %t130.i.i1723, 32
  %t13313.i.i1725 = xor i64 %t131.i.i1724, %t114.i.i1709
  %t133.i.i1726 = trunc i64 %t13313.i.i1725 to i32
  %t134.i.i1727 = xor i32 %t125.i.i1718, %t133.i.i1726
  %t136.i.i1728 = lshr i64 %t128.i.i1721, 32
  %t13814.i.i1729 = xor i64 %t136.i.i1728, %t112.i.i1707
  %t138.i.i1730 = trunc i64 %t13814.i.i1729 to i32
  %t139.i.i1731 = xor i32 %t126.i.i1719, %t138.i.i1730
  %t141.i.i1732 = add i32 %.108.i1620, -239350328
  %t142.i.i1733 = add i32 %.109.i1621, -616729560
  %t143.i.i1734 = zext i32 %t134.i.i1727 to i64
  %t144.i.i1735 = mul nuw i64 %t143.i.i1734, 3528531795
  %t145.i.i1736 = zext i32 %t139.i.i1731 to i64
  %t146.i.i1737 = mul nuw i64 %t145.i.i1736, 3449720151
  %t147.i.i1738 = lshr i64 %t146.i.i1737, 32
  %t14915.i.i1739 = xor i64 %t147.i.i1738, %t130.i.i1723
  %t149.i.i1740 = trunc i64 %t14915.i.i1739 to i32
  %t150.i.i1741 = xor i32 %t141.i.i1732, %t149.i.i1740
  %t152.i.i1742 = lshr i64 %t144.i.i1735, 32
  %t15416.i.i1743 = xor i64 %t152.i.i1742, %t128.i.i1721
  %t154.i.i1744 = trunc i64 %t15416.i.i1743 to i32
  %t155.i.i1745 = xor i32 %t142.i.i1733, %t154.i.i1744
  %t157.i.i1746 = add i32 %.108.i1620, -1879881855
  %t158.i.i1747 = add i32 %.109.i1621, -1767562579
  %t159.i.i1748 = zext i32 %t150.i.i1741 to i64
  %t160.i.i1749 = mul nuw i64 %t159.i.i1748, 3528531795
  %t161.i.i1750 = zext i32 %t155.i.i1745 to i64
  %t162.i.i1751 = mul nuw i64 %t161.i.i1750, 3449720151
  %t163.i.i1752 = lshr i64 %t162.i.i1751, 32
  %t16517.i.i1753 = xor i64 %t163.i.i1752, %t146.i.i1737
  %t165.i.i1754 = trunc i64 %t16517.i.i1753 to i32
  %t166.i.i1755 = xor i32 %t157.i.i1746, %t165.i.i1754
  %t167.i.i1756 = trunc i64 %t162.i.i1751 to i32
  %t168.i.i1757 = lshr i64 %t160.i.i1749, 32
  %t17018.i.i1758 = xor i64 %t168.i.i1757, %t144.i.i1735
  %t170.i.i1759 = trunc i64 %t17018.i.i1758 to i32
  %t171.i.i1760 = xor i32 %t158.i.i1747, %t170.i.i1759
  %t172.i.i1761 = trunc i64 %t160.i.i1749 to i32
  %.186.i1762 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1506, i32 %t15.i1606, 2
  %.189.i1763 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1762, i32 %t0.sroa.19.0.i1617, 3
  %.192.i1764 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1763, i32 %t0.sroa.27.0.i1618, 4
  %.195.i1765 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1764, i32 %t0.sroa.35.0.i1619, 5
  %.198.i1766 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1765, i32 %t166.i.i1755, 6
  %.201.i1767 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1766, i32 %t167.i.i1756, 7
  %.204.i1768 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1767, i32 %t171.i.i1760, 8
  %.207.i1769 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1768, i32 %t172.i.i1761, 9
  %.210.i1770 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1769, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1795"

b10.i1793:                                        ; preds = %math.cos.exit
  br label %b2.i1605

b12.i1794:                                        ; preds = %math.cos.exit
  br label %b2.i1605

"github.com/kernlab/kern.kern.Rand.uint32.exit1795": ; preds = %b2.i1605, %b7.i1771
  %.210.pn.i1772 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1770, %b7.i1771 ], [ %.263.i1506, %b2.i1605 ]
  %t0.sroa.11.0.i1773 = phi i32 [ %t15.i1606, %b7.i1771 ], [ %t0.sroa.11.0.i1489, %b2.i1605 ]
  %t0.sroa.19.1.i1774 = phi i32 [ %t0.sroa.19.0.i1617, %b7.i1771 ], [ %t0.sroa.19.1.i1490, %b2.i1605 ]
  %t0.sroa.27.1.i1775 = phi i32 [ %t0.sroa.27.0.i1618, %b7.i1771 ], [ %t0.sroa.27.1.i1491, %b2.i1605 ]
  %t0.sroa.35.1.i1776 = phi i32 [ %t0.sroa.35.0.i1619, %b7.i1771 ], [ %t0.sroa.35.1.i1492, %b2.i1605 ]
  %t0.sroa.42.0.i1777 = phi i32 [ %t166.i.i1755, %b7.i1771 ], [ %t0.sroa.42.0.i1493, %b2.i1605 ]
  %t0.sroa.48.0.i1778 = phi i32 [ %t167.i.i1756, %b7.i1771 ], [ %t0.sroa.48.0.i1494, %b2.i1605 ]
  %t0.sroa.54.0.i1779 = phi i32 [ %t171.i.i1760, %b7.i1771 ], [ %t0.sroa.54.0.i1495, %b2.i1605 ]
  %t0.sroa.60.0.i1780 = phi i32 [ %t172.i.i1761, %b7.i1771 ], [ %t0.sroa.60.0.i1496, %b2.i1605 ]
  %t0.sroa.66.0.i1781 = phi i32 [ 0, %b7.i1771 ], [ %t10.i1603, %b2.i1605 ]
  %.239.i1782 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1772, i32 %t0.sroa.11.0.i1773, 2
  %.242.i1783 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1782, i32 %t0.sroa.19.1.i1774, 3
  %.245.i1784 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1783, i32 %t0.sroa.27.1.i1775, 4
  %.248.i1785 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1784, i32 %t0.sroa.35.1.i1776, 5
  %.251.i1786 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1785, i32 %t0.sroa.42.0.i1777, 6
  %.254.i1787 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1786, i32 %t0.sroa.48.0.i1778, 7
  %.257.i1788 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1787, i32 %t0.sroa.54.0.i1779, 8
  %.260.i1789 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1788, i32 %t0.sroa.60.0.i1780, 9
  %.263.i1790 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1789, i32 %t0.sroa.66.0.i1781, 10
  switch i32 %t0.sroa.66.0.i1781, label %b2.i1809 [
    i32 0, label %b1.i1805
    i32 1, label %b10.i1997
    i32 2, label %b12.i1998
  ]

b1.i1805:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1795"
  br label %b2.i1809

b2.i1809:                                         ; preds = %b12.i1998, %b10.i1997, %b1.i1805, %"github.com/kernlab/kern.kern.Rand.uint32.exit1795"
  %t8.i1806 = phi i32 [ %t0.sroa.42.0.i1777, %b1.i1805 ], [ %t0.sroa.48.0.i1778, %b10.i1997 ], [ %t0.sroa.54.0.i1779, %b12.i1998 ], [ %t0.sroa.60.0.i1780, %"github.com/kernlab/kern.kern.Rand.uint32.exit1795" ]
  %t10.i1807 = add i32 %t0.sroa.66.0.i1781, 1
  %t12.i1808 = icmp eq i32 %t10.i1807, 4
  br i1 %t12.i1808, label %b3.i1812, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1999"

b3.i1812:                                         ; preds = %b2.i1809
  %t15.i1810 = add i32 %t0.sroa.11.0.i1773, 1
  %t17.i1811 = icmp eq i32 %t15.i1810, 0
  br i1 %t17.i1811, label %b4.i1815, label %b7.i1975

b4.i1815:                                         ; preds = %b3.i1812
  %t20.i1813 = add i32 %t0.sroa.19.1.i1774, 1
  %t22.i1814 = icmp eq i32 %t20.i1813, 0
  br i1 %t22.i1814, label %b5.i1820, label %b7.i1975

b5.i1820:                                         ; preds = %b4.i1815
  %t25.i1816 = add i32 %t0.sroa.27.1.i1775, 1
  %t27.i1817 = icmp eq i32 %t25.i1816, 0
  %t30.i1818 = zext i1 %t27.i1817 to i32
  %spec.select33.i1819 = add i32 %t0.sroa.35.1.i1776, %t30.i1818
  br label %b7.i1975

b7.i1975:                                         ; preds = %b5.i1820, %b4.i1815, %b3.i1812
  %t0.sroa.19.0.i1821 = phi i32 [ %t20.i1813, %b4.i1815 ], [ %t0.sroa.19.1.i1774, %b3.i1812 ], [ 0, %b5.i1820 ]
  %t0.sroa.27.0.i1822 = phi i32 [ %t0.sroa.27.1.i1775, %b4.i1815 ], [ %t0.sroa.27.1.i1775, %b3.i1812 ], [ %t25.i1816, %b5.i1820 ]
  %t0.sroa.35.0.i1823 = phi i32 [ %t0.sroa.35.1.i1776, %b4.i1815 ], [ %t0.sroa.35.1.i1776, %b3.i1812 ], [ %spec.select33.i1819, %b5.i1820 ]
  %.108.i1824 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1772, 0
  %.109.i1825 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1772, 1
  %t15.i.i1826 = zext i32 %t15.i1810 to i64
  %t16.i.i1827 = mul nuw i64 %t15.i.i1826, 3528531795
  %t17.i.i1828 = zext i32 %t0.sroa.27.0.i1822 to i64
  %t18.i.i1829 = mul nuw i64 %t17.i.i1828, 3449720151
  %t19.i.i1830 = lshr i64 %t18.i.i1829, 32
  %t20.i.i1831 = trunc i64 %t19.i.i1830 to i32
  %t21.i.i1832 = xor i32 %t0.sroa.19.0.i1821, %.108.i1824
  %t22.i.i1833 = xor i32 %t21.i.i1832, %t20.i.i1831
  %t24.i.i1834 = lshr i64 %t16.i.i1827, 32
  %t25.i.i1835 = trunc i64 %t24.i.i1834 to i32
  %t26.i.i1836 = xor i32 %.109.i1825, %t25.i.i1835
  %t27.i.i1837 = xor i32 %t26.i.i1836, %t0.sroa.35.0.i1823
  %t29.i.i1838 = add i32 %.108.i1824, -1640531527
  %t30.i.i1839 = add i32 %.109.i1825, -1150833019
  %t31.i.i1840 = zext i32 %t22.i.i1833 to i64
  %t32.i.i1841 = mul nuw i64 %t31.i.i1840, 3528531795
  %t33.i.i1842 = zext i32 %t27.i.i1837 to i64
  %t34.i.i1843 = mul nuw i64 %t33.i.i1842, 3449720151
  %t35.i.i1844 = lshr i64 %t34.i.i1843, 32
  %t371.i.i1845 = xor i64 %t35.i.i1844, %t18.i.i1829
  %t37.i.i1846 = trunc i64 %t371.i.i1845 to i32
  %t38.i.i1847 = xor i32 %t29.i.i1838, %t37.i.i1846
  %t40.i.i1848 = lshr i64 %t32.i.i1841, 32
  %t422.i.i1849 = xor i64 %t40.i.i1848, %t16.i.i1827
  %t42.i.i1850 = trunc i64 %t422.i.i1849 to i32
  %t43.i.i1851 = xor i32 %t30.i.i1839, %t42.i.i1850
  %t45.i.i1852 = add i32 %.108.i1824, 1013904242
  %t46.i.i1853 = add i32 %.109.i1825, 1993301258
  %t47.i.i1854 = zext i32 %t38.i.i1847 to i64
  %t48.i.i1855 = mul nuw i64 %t47.i.i1854, 3528531795
  %t49.i.i1856 = zext i32 %t43.i.i1851 to i64
  %t50.i.i1857 = mul nuw i64 %t49.i.i1856, 3449720151
  %t51.i.i1858 = lshr i64 %t50.i.i1857, 32
  %t533.i.i1859 = xor i64 %t51.i.i1858, %t34.i.i1843
  %t53.i.i1860 = trunc i64 %t533.i.i1859 to i32
  %t54.i.i1861 = xor i32 %t45.i.i1852, %t53.i.i1860
  %t56.i.i1862 = lshr i64 %t48.i.i1855, 32
  %t584.i.i1863 = xor i64 %t56.i.i1862, %t32.i.i1841
  %t58.i.i1864 = trunc i64 %t584.i.i1863 to i32
  %t59.i.i1865 = xor i32 %t46.i.i1853, %t58.i.i1864
  %t61.i.i1866 = add i32 %.108.i1824, -626627285
  %t62.i.i1867 = add i32 %.109.i1825, 842468239
  %t63.i.i1868 = zext i32 %t54.i.i1861 to i64
  %t64.i.i1869 = mul nuw i64 %t63.i.i1868, 3528531795
  %t65.i.i1870 = zext i32 %t59.i.i1865 to i64
  %t66.i.i1871 = mul nuw i64 %t65.i.i1870, 3449720151
  %t67.i.i1872 = lshr i64 %t66.i.i1871, 32
  %t695.i.i1873 = xor i64 %t67.i.i1872, %t50.i.i1857
  %t69.i.i1874 = trunc i64 %t695.i.i1873 to i32
  %t70.i.i1875 = xor i32 %t61.i.i1866, %t69.i.i1874
  %t72.i.i1876 = lshr i64 %t64.i.i1869, 32
  %t746.i.i1877 = xor i64 %t72.i.i1876, %t48.i.i1855
  %t74.i.i1878 = trunc i64 %t746.i.i1877 to i32
  %t75.i.i1879 = xor i32 %t62.i.i1867, %t74.i.i1878
  %t77.i.i1880 = add i32 %.108.i1824, 2027808484
  %t78.i.i1881 = add i32 %.109.i1825, -308364780
  %t79.i.i1882 = zext i32 %t70.i.i1875 to i64
  %t80.i.i1883 = mul nuw i64 %t79.i.i1882, 3528531795
  %t81.i.i1884 = zext i32 %t75.i.i1879 to i64
  %t82.i.i1885 = mul nuw i64 %t81.i.i1884, 3449720151
  %t83.i.i1886 = lshr i64 %t82.i.i1885, 32
  %t857.i.i1887 = xor i64 %t83.i.i1886, %t66.i.i1871
  %t85.i.i1888 = trunc i64 %t857.i.i1887 to i32
  %t86.i.i1889 = xor i32 %t77.i.i1880, %t85.i.i1888
  %t88.i.i1890 = lshr i64 %t80.i.i1883, 32
  %t908.i.i1891 = xor i64 %t88.i.i1890, %t64.i.i1869
  %t90.i.i1892 = trunc i64 %t908.i.i1891 to i32
  %t91.i.i1893 = xor i32 %t78.i.i1881, %t90.i.i1892
  %t93.i.i1894 = add i32 %.108.i1824, 387276957
  %t94.i.i1895 = add i32 %.109.i1825, -1459197799
  %t95.i.i1896 = zext i32 %t86.i.i1889 to i64
  %t96.i.i1897 = mul nuw i64 %t95.i.i1896, 3528531795
  %t97.i.i1898 = zext i32 %t91.i.i1893 to i64
  %t98.i.i1899 = mul nuw i64 %t97.i.i1898, 3449720151
  %t99.i.i1900 = lshr i64 %t98.i.i1899, 32
  %t1019.i.i1901 = xor i64 %t99.i.i1900, %t82.i.i1885
  %t101.i.i1902 = trunc i64 %t1019.i.i1901 to i32
  %t102.i.i1903 = xor i32 %t93.i.i1894, %t101.i.i1902
  %t104.i.i1904 = lshr i64 %t96.i.i1897, 32
  %t10610.i.i1905 = xor i64 %t104.i.i1904, %t80.i.i1883
  %t106.i.i1906 = trunc i64 %t10610.i.i1905 to i32
  %t107.i.i1907 = xor i32 %t94.i.i1895, %t106.i.i1906
  %t109.i.i1908 = add i32 %.108.i1824, -1253254570
  %t110.i.i1909 = add i32 %.109.i1825, 1684936478
  %t111.i.i1910 = zext i32 %t102.i.i1903 to i64
  %t112.i.i1911 = mul nuw i64 %t111.i.i1910, 3528531795
  %t113.i.i1912 = zext i32 %t107.i.i1907 to i64
  %t114.i.i1913 = mul nuw i64 %t113.i.i1912, 3449720151
  %t115.i.i1914 = lshr i64 %t114.i.i1913, 32
  %t11711.i.i1915 = xor i64 %t115.i.i1914, %t98.i.i1899
  %t117.i.i1916 = trunc i64 %t11711.i.i1915 to i32
  %t118.i.i1917 = xor i32 %t109.i.i1908, %t117.i.i1916
  %t120.i.i1918 = lshr i64 %t112.i.i1911, 32
  %t12212.i.i1919 = xor i64 %t120.i.i1918, %t96.i.i1897
  %t122.i.i1920 = trunc i64 %t12212.i.i1919 to i32
  %t123.i.i1921 = xor i32 %t110.i.i1909, %t122.i.i1920
  %t125.i.i1922 = add i32 %.108.i1824, 1401181199
  %t126.i.i1923 = add i32 %.109.i1825, 534103459
  %t127.i.i1924 = zext i32 %t118.i.i1917 to i64
  %t128.i.i1925 = mul nuw i64 %t127.i.i1924, 3528531795
  %t129.i.i1926 = zext i32 %t123.i.i1921 to i64
  %t130.i.i1927 = mul nuw i64 %t129.i.i1926, 3449720151
  %t131.i.i1928 = lshr i64 %t130.i.i1927, 32
  %t13313.i.i1929 = xor i64 %t131.i.i1928, %t114.i.i1913
  %t133.i.i1930 = trunc i64 %t13313.i.i1929 to i32
  %t134.i.i1931 = xor i32 %t125.i.i1922, %t133.i.i1930
  %t136.i.i1932 = lshr i64 %t128.i.i1925, 32
  %t13814.i.i1933 = xor i64 %t136.i.i1932, %t112.i.i1911
  %t138.i.i1934 = trunc i64 %t13814.i.i1933 to i32
  %t139.i.i1935 = xor i32 %t126.i.i1923, %t138.i.i1934
  %t141.i.i1936 = add i32 %.108.i1824, -239350328
  %t142.i.i1937 = add i32 %.109.i1825, -616729560
  %t143.i.i1938 = zext i32 %t134.i.i1931 to i64
  %t144.i.i1939 = mul nuw i64 %t143.i.i1938, 3528531795
  %t145.i.i1940 = zext i32 %t139.i.i1935 to i64
  %t146.i.i1941 = mul nuw i64 %t145.i.i1940, 3449720151
  %t147.i.i1942 = lshr i64 %t146.i.i1941, 32
  %t14915.i.i1943 = xor i64 %t147.i.i1942, %t130.i.i1927
  %t149.i.i1944 = trunc i64 %t14915.i.i1943 to i32
  %t150.i.i1945 = xor i32 %t141.i.i1936, %t149.i.i1944
  %t152.i.i1946 = lshr i64 %t144.i.i1939, 32
  %t15416.i.i1947 = xor i64 %t152.i.i1946, %t128.i.i1925
  %t154.i.i1948 = trunc i64 %t15416.i.i1947 to i32
  %t155.i.i1949 = xor i32 %t142.i.i1937, %t154.i.i1948
  %t157.i.i1950 = add i32 %.108.i1824, -1879881855
  %t158.i.i1951 = add i32 %.109.i1825, -1767562579
  %t159.i.i1952 = zext i32 %t150.i.i1945 to i64
  %t160.i.i1953 = mul nuw i64 %t159.i.i1952, 3528531795
  %t161.i.i1954 = zext i32 %t155.i.i1949 to i64
  %t162.i.i1955 = mul nuw i64 %t161.i.i1954, 3449720151
  %t163.i.i1956 = lshr i64 %t162.i.i1955, 32
  %t16517.i.i1957 = xor i64 %t163.i.i1956, %t146.i.i1941
  %t165.i.i1958 = trunc i64 %t16517.i.i1957 to i32
  %t166.i.i1959 = xor i32 %t157.i.i1950, %t165.i.i1958
  %t167.i.i1960 = trunc i64 %t162.i.i1955 to i32
  %t168.i.i1961 = lshr i64 %t160.i.i1953, 32
  %t17018.i.i1962 = xor i64 %t168.i.i1961, %t144.i.i1939
  %t170.i.i1963 = trunc i64 %t17018.i.i1962 to i32
  %t171.i.i1964 = xor i32 %t158.i.i1951, %t170.i.i1963
  %t172.i.i1965 = trunc i64 %t160.i.i1953 to i32
  %.186.i1966 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1790, i32 %t15.i1810, 2
  %.189.i1967 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1966, i32 %t0.sroa.19.0.i1821, 3
  %.192.i1968 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1967, i32 %t0.sroa.27.0.i1822, 4
  %.195.i1969 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1968, i32 %t0.sroa.35.0.i1823, 5
  %.198.i1970 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1969, i32 %t166.i.i1959, 6
  %.201.i1971 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1970, i32 %t167.i.i1960, 7
  %.204.i1972 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1971, i32 %t171.i.i1964, 8
  %.207.i1973 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1972, i32 %t172.i.i1965, 9
  %.210.i1974 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1973, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1999"

b10.i1997:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1795"
  br label %b2.i1809

b12.i1998:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1795"
  br label %b2.i1809

"github.com/kernlab/kern.kern.Rand.uint32.exit1999": ; preds = %b2.i1809, %b7.i1975
  %.210.pn.i1976 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1974, %b7.i1975 ], [ %.263.i1790, %b2.i1809 ]
  %t0.sroa.11.0.i1977 = phi i32 [ %t15.i1810, %b7.i1975 ], [ %t0.sroa.11.0.i1773, %b2.i1809 ]
  %t0.sroa.19.1.i1978 = phi i32 [ %t0.sroa.19.0.i1821, %b7.i1975 ], [ %t0.sroa.19.1.i1774, %b2.i1809 ]
  %t0.sroa.27.1.i1979 = phi i32 [ %t0.sroa.27.0.i1822, %b7.i1975 ], [ %t0.sroa.27.1.i1775, %b2.i1809 ]
  %t0.sroa.35.1.i1980 = phi i32 [ %t0.sroa.35.0.i1823, %b7.i1975 ], [ %t0.sroa.35.1.i1776, %b2.i1809 ]
  %t0.sroa.42.0.i1981 = phi i32 [ %t166.i.i1959, %b7.i1975 ], [ %t0.sroa.42.0.i1777, %b2.i1809 ]
  %t0.sroa.48.0.i1982 = phi i32 [ %t167.i.i1960, %b7.i1975 ], [ %t0.sroa.48.0.i1778, %b2.i1809 ]
  %t0.sroa.54.0.i1983 = phi i32 [ %t171.i.i1964, %b7.i1975 ], [ %t0.sroa.54.0.i1779, %b2.i1809 ]
  %t0.sroa.60.0.i1984 = phi i32 [ %t172.i.i1965, %b7.i1975 ], [ %t0.sroa.60.0.i1780, %b2.i1809 ]
  %t0.sroa.66.0.i1985 = phi i32 [ 0, %b7.i1975 ], [ %t10.i1807, %b2.i1809 ]
  %.239.i1986 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1976, i32 %t0.sroa.11.0.i1977, 2
  %.242.i1987 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1986, i32 %t0.sroa.19.1.i1978, 3
  %.245.i1988 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1987, i32 %t0.sroa.27.1.i1979, 4
  %.248.i1989 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1988, i32 %t0.sroa.35.1.i1980, 5
  %.251.i1990 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1989, i32 %t0.sroa.42.0.i1981, 6
  %.254.i1991 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1990, i32 %t0.sroa.48.0.i1982, 7
  %.257.i1992 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1991, i32 %t0.sroa.54.0.i1983, 8
  %.260.i1993 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1992, i32 %t0.sroa.60.0.i1984, 9
  %.263.i1994 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1993, i32 %t0.sroa.66.0.i1985, 10
  %t204 = zext i32 %t8.i1602 to i64
  %t205 = zext i32 %t8.i1806 to i64
  %t206 = shl nuw i64 %t205, 32
  %t207 = or i64 %t206, %t204
  switch i32 %t0.sroa.66.0.i1985, label %b2.i2013 [
    i32 0, label %b1.i2009
    i32 1, label %b10.i2201
    i32 2, label %b12.i2202
  ]

b1.i2009:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1999"
  br label %b2.i2013

b2.i2013:                                         ; preds = %b12.i2202, %b10.i2201, %b1.i2009, %"github.com/kernlab/kern.kern.Rand.uint32.exit1999"
  %t8.i2010 = phi i32 [ %t0.sroa.42.0.i1981, %b1.i2009 ], [ %t0.sroa.48.0.i1982, %b10.i2201 ], [ %t0.sroa.54.0.i1983, %b12.i2202 ], [ %t0.sroa.60.0.i1984, %"github.com/kernlab/kern.kern.Rand.uint32.exit1999" ]
  %t10.i2011 = add i32 %t0.sroa.66.0.i1985, 1
  %t12.i2012 = icmp eq i32 %t10.i2011, 4
  br i1 %t12.i2012, label %b3.i2016, label %"github.com/kernlab/kern.kern.Rand.uint32.exit2203"

b3.i2016:                                         ; preds = %b2.i2013
  %t15.i2014 = add i32 %t0.sroa.11.0.i1977, 1
  %t17.i2015 = icmp eq i32 %t15.i2014, 0
  br i1 %t17.i2015, label %b4.i2019, label %b7.i2179

b4.i2019:                                         ; preds = %b3.i2016
  %t20.i2017 = add i32 %t0.sroa.19.1.i1978, 1
  %t22.i2018 = icmp eq i32 %t20.i2017, 0
  br i1 %t22.i2018, label %b5.i2024, label %b7.i2179

b5.i2024:                                         ; preds = %b4.i2019
  %t25.i2020 = add i32 %t0.sroa.27.1.i1979, 1
  %t27.i2021 = icmp eq i32 %t25.i2020, 0
  %t30.i2022 = zext i1 %t27.i2021 to i32
  %spec.select33.i2023 = add i32 %t0.sroa.35.1.i1980, %t30.i2022
  br label %b7.i2179

b7.i2179:                                         ; preds = %b5.i2024, %b4.i2019, %b3.i2016
  %t0.sroa.19.0.i2025 = phi i32 [ %t20.i2017, %b4.i2019 ], [ %t0.sroa.19.1.i1978, %b3.i2016 ], [ 0, %b5.i2024 ]
  %t0.sroa.27.0.i2026 = phi i32 [ %t0.sroa.27.1.i1979, %b4.i2019 ], [ %t0.sroa.27.1.i1979, %b3.i2016 ], [ %t25.i2020, %b5.i2024 ]
  %t0.sroa.35.0.i2027 = phi i32 [ %t0.sroa.35.1.i1980, %b4.i2019 ], [ %t0.sroa.35.1.i1980, %b3.i2016 ], [ %spec.select33.i2023, %b5.i2024 ]
  %.108.i2028 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1976, 0
  %.109.i2029 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1976, 1
  %t15.i.i2030 = zext i32 %t15.i2014 to i64
  %t16.i.i2031 = mul nuw i64 %t15.i.i2030, 3528531795
  %t17.i.i2032 = zext i32 %t0.sroa.27.0.i2026 to i64
  %t18.i.i2033 = mul nuw i64 %t17.i.i2032, 3449720151
  %t19.i.i2034 = lshr i64 %t18.i.i2033, 32
  %t20.i.i2035 = trunc i64 %t19.i.i2034 to i32
  %t21.i.i2036 = xor i32 %t0.sroa.19.0.i2025, %.108.i2028
  %t22.i.i2037 = xor i32 %t21.i.i2036, %t20.i.i2035
  %t24.i.i2038 = lshr i64 %t16.i.i2031, 32
  %t25.i.i2039 = trunc i64 %t24.i.i2038 to i32
  %t26.i.i2040 = xor i32 %.109.i2029, %t25.i.i2039
  %t27.i.i2041 = xor i32 %t26.i.i2040, %t0.sroa.35.0.i2027
  %t29.i.i2042 = add i32 %.108.i2028, -1640531527
  %t30.i.i2043 = add i32 %.109.i2029, -1150833019
  %t31.i.i2044 = zext i32 %t22.i.i2037 to i64
  %t32.i.i2045 = mul nuw i64 %t31.i.i2044, 3528531795
  %t33.i.i2046 = zext i32 %t27.i.i2041 to i64
  %t34.i.i2047 = mul nuw i64 %t33.i.i2046, 3449720151
  %t35.i.i2048 = lshr i64 %t34.i.i2047, 32
  %t371.i.i2049 = xor i64 %t35.i.i2048, %t18.i.i2033
  %t37.i.i2050 = trunc i64 %t371.i.i2049 to i32
  %t38.i.i2051 = xor i32 %t29.i.i2042, %t37.i.i2050
  %t40.i.i2052 = lshr i64 %t32.i.i2045, 32
  %t422.i.i2053 = xor i64 %t40.i.i2052, %t16.i.i2031
  %t42.i.i2054 = trunc i64 %t422.i.i2053 to i32
  %t43.i.i2055 = xor i32 %t30.i.i2043, %t42.i.i2054
  %t45.i.i2056 = add i32 %.108.i2028, 1013904242
  %t46.i.i2057 = add i32 %.109.i2029, 1993301258
  %t47.i.i2058 = zext i32 %t38.i.i2051 to i64
  %t48.i.i2059 = mul nuw i64 %t47.i.i2058, 3528531795
  %t49.i.i2060 = zext i32 %t43.i.i2055 to i64
  %t50.i.i2061 = mul nuw i64 %t49.i.i2060, 3449720151
  %t51.i.i2062 = lshr i64 %t50.i.i2061, 32
  %t533.i.i2063 = xor i64 %t51.i.i2062, %t34.i.i2047
  %t53.i.i2064 = trunc i64 %t533.i.i2063 to i32
  %t54.i.i2065 = xor i32 %t45.i.i2056, %t53.i.i2064
  %t56.i.i2066 = lshr i64 %t48.i.i2059, 32
  %t584.i.i2067 = xor i64 %t56.i.i2066, %t32.i.i2045
  %t58.i.i2068 = trunc i64 %t584.i.i2067 to i32
  %t59.i.i2069 = xor i32 %t46.i.i2057, %t58.i.i2068
  %t61.i.i2070 = add i32 %.108.i2028, -626627285
  %t62.i.i2071 = add i32 %.109.i2029, 842468239
  %t63.i.i2072 = zext i32 %t54.i.i2065 to i64
  %t64.i.i2073 = mul nuw i64 %t63.i.i2072, 3528531795
  %t65.i.i2074 = zext i32 %t59.i.i2069 to i64
  %t66.i.i2075 = mul nuw i64 %t65.i.i2074, 3449720151
  %t67.i.i2076 = lshr i64 %t66.i.i2075, 32
  %t695.i.i2077 = xor i64 %t67.i.i2076, %t50.i.i2061
  %t69.i.i2078 = trunc i64 %t695.i.i2077 to i32
  %t70.i.i2079 = xor i32 %t61.i.i2070, %t69.i.i2078
  %t72.i.i2080 = lshr i64 %t64.i.i2073, 32
  %t746.i.i2081 = xor i64 %t72.i.i2080, %t48.i.i2059
  %t74.i.i2082 = trunc i64 %t746.i.i2081 to i32
  %t75.i.i2083 = xor i32 %t62.i.i2071, %t74.i.i2082
  %t77.i.i2084 = add i32 %.108.i2028, 2027808484
  %t78.i.i2085 = add i32 %.109.i2029, -308364780
  %t79.i.i2086 = zext i32 %t70.i.i2079 to i64
  %t80.i.i2087 = mul nuw i64 %t79.i.i2086, 3528531795
  %t81.i.i2088 = zext i32 %t75.i.i2083 to i64
  %t82.i.i2089 = mul nuw i64 %t81.i.i2088, 3449720151
  %t83.i.i2090 = lshr i64 %t82.i.i2089, 32
  %t857.i.i2091 = xor i64 %t83.i.i2090, %t66.i.i2075
  %t85.i.i2092 = trunc i64 %t857.i.i2091 to i32
  %t86.i.i2093 = xor i32 %t77.i.i2084, %t85.i.i2092
  %t88.i.i2094 = lshr i64 %t80.i.i2087, 32
  %t908.i.i2095 = xor i64 %t88.i.i2094, %t64.i.i2073
  %t90.i.i2096 = trunc i64 %t908.i.i2095 to i32
  %t91.i.i2097 = xor i32 %t78.i.i2085, %t90.i.i2096
  %t93.i.i2098 = add i32 %.108.i2028, 387276957
  %t94.i.i2099 = add i32 %.109.i2029, -1459197799
  %t95.i.i2100 = zext i32 %t86.i.i2093 to i64
  %t96.i.i2101 = mul nuw i64 %t95.i.i2100, 3528531795
  %t97.i.i2102 = zext i32 %t91.i.i2097 to i64
  %t98.i.i2103 = mul nuw i64 %t97.i.i2102, 3449720151
  %t99.i.i2104 = lshr i64 %t98.i.i2103, 32
  %t1019.i.i2105 = xor i64 %t99.i.i2104, %t82.i.i2089
  %t101.i.i2106 = trunc i64 %t1019.i.i2105 to i32
  %t102.i.i2107 = xor i32 %t93.i.i2098, %t101.i.i2106
  %t104.i.i2108 = lshr i64 %t96.i.i2101, 32
  %t10610.i.i2109 = xor i64 %t104.i.i2108, %t80.i.i2087
  %t106.i.i2110 = trunc i64 %t10610.i.i2109 to i32
  %t107.i.i2111 = xor i32 %t94.i.i2099, %t106.i.i2110
  %t109.i.i2112 = add i32 %.108.i2028, -1253254570
  %t110.i.i2113 = add i32 %.109.i2029, 1684936478
  %t111.i.i2114 = zext i32 %t102.i.i2107 to i64
  %t112.i.i2115 = mul nuw i64 %t111.i.i2114, 3528531795
  %t113.i.i2116 = zext i32 %t107.i.i2111 to i64
  %t114.i.i2117 = mul nuw i64 %t113.i.i2116, 3449720151
  %t115.i.i2118 = lshr i64 %t114.i.i2117, 32
  %t11711.i.i2119 = xor i64 %t115.i.i2118, %t98.i.i2103
  %t117.i.i2120 = trunc i64 %t11711.i.i2119 to i32
  %t118.i.i2121 = xor i32 %t109.i.i2112, %t117.i.i2120
  %t120.i.i2122 = lshr i64 %t112.i.i2115, 32
  %t12212.i.i2123 = xor i64 %t120.i.i2122, %t96.i.i2101
  %t122.i.i2124 = trunc i64 %t12212.i.i2123 to i32
  %t123.i.i2125 = xor i32 %t110.i.i2113, %t122.i.i2124
  %t125.i.i2126 = add i32 %.108.i2028, 1401181199
  %t126.i.i2127 = add i32 %.109.i2029, 534103459
  %t127.i.i2128 = zext i32 %t118.i.i2121 to i64
  %t128.i.i2129 = mul nuw i64 %t127.i.i2128, 3528531795
  %t129.i.i2130 = zext i32 %t123.i.i2125 to i64
  %t130.i.i2131 = mul nuw i64 %t129.i.i2130, 3449720151
  %t131.i.i2132 = lshr i64 %t130.i.i2131, 32
  %t13313.i.i2133 = xor i64 %t131.i.i2132, %t114.i.i2117
  %t133.i.i2134 = trunc i64 %t13313.i.i2133 to i32
  %t134.i.i2135 = xor i32 %t125.i.i2126, %t133.i.i2134
  %t136.i.i2136 = lshr i64 %t128.i.i2129, 32
  %t13814.i.i2137 = xor i64 %t136.i.i2136, %t112.i.i2115
  %t138.i.i2138 = trunc i64 %t13814.i.i2137 to i32
  %t139.i.i2139 = xor i32 %t126.i.i2127, %t138.i.i2138
  %t141.i.i2140 = add i32 %.108.i2028, -239350328
  %t142.i.i2141 = add i32 %.109.i2029, -616729560
  %t143.i.i2142 = zext i32 %t134.i.i2135 to i64
  %t144.i.i2143 = mul nuw i64 %t143.i.i2142, 3528531795
  %t145.i.i2144 = zext i32 %t139.i.i2139 to i64
  %t146.i.i2145 = mul nuw i64 %t145.i.i2144, 3449720151
  %t147.i.i2146 = lshr i64 %t146.i.i2145, 32
  %t14915.i.i2147 = xor i64 %t147.i.i2146, %t130.i.i2131
  %t149.i.i2148 = trunc i64 %t14915.i.i2147 to i32
  %t150.i.i2149 = xor i32 %t141.i.i2140, %t149.i.i2148
  %t152.i.i2150 = lshr i64 %t144.i.i2143, 32
  %t15416.i.i2151 = xor i64 %t152.i.i2150, %t128.i.i2129
  %t154.i.i2152 = trunc i64 %t15416.i.i2151 to i32
  %t155.i.i2153 = xor i32 %t142.i.i2141, %t154.i.i2152
  %t157.i.i2154 = add i32 %.108.i2028, -1879881855
  %t158.i.i2155 = add i32 %.109.i2029, -1767562579
  %t159.i.i2156 = zext i32 %t150.i.i2149 to i64
  %t160.i.i2157 = mul nuw i64 %t159.i.i2156, 3528531795
  %t161.i.i2158 = zext i32 %t155.i.i2153 to i64
  %t162.i.i2159 = mul nuw i64 %t161.i.i2158, 3449720151
  %t163.i.i2160 = lshr i64 %t162.i.i2159, 32
  %t16517.i.i2161 = xor i64 %t163.i.i2160, %t146.i.i2145
  %t165.i.i2162 = trunc i64 %t16517.i.i2161 to i32
  %t166.i.i2163 = xor i32 %t157.i.i2154, %t165.i.i2162
  %t167.i.i2164 = trunc i64 %t162.i.i2159 to i32
  %t168.i.i2165 = lshr i64 %t160.i.i2157, 32
  %t17018.i.i2166 = xor i64 %t168.i.i2165, %t144.i.i2143
  %t170.i.i2167 = trunc i64 %t17018.i.i2166 to i32
  %t171.i.i2168 = xor i32 %t158.i.i2155, %t170.i.i2167
  %t172.i.i2169 = trunc i64 %t160.i.i2157 to i32
  %.186.i2170 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1994, i32 %t15.i2014, 2
  %.189.i2171 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i2170, i32 %t0.sroa.19.0.i2025, 3
  %.192.i2172 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i2171, i32 %t0.sroa.27.0.i2026, 4
  %.195.i2173 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i2172, i32 %t0.sroa.35.0.i2027, 5
  %.198.i2174 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i2173, i32 %t166.i.i2163, 6
  %.201.i2175 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i2174, i32 %t167.i.i2164, 7
  %.204.i2176 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i2175, i32 %t171.i.i2168, 8
  %.207.i2177 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i2176, i32 %t172.i.i2169, 9
  %.210.i2178 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i2177, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit2203"

b10.i2201:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1999"
  br label %b2.i2013

b12.i2202:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1999"
  br label %b2.i2013

"github.com/kernlab/kern.kern.Rand.uint32.exit2203": ; preds = %b2.i2013, %b7.i2179
  %.210.pn.i2180 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i2178, %b7.i2179 ], [ %.263.i1994, %b2.i2013 ]
  %t0.sroa.11.0.i2181 = phi i32 [ %t15.i2014, %b7.i2179 ], [ %t0.sroa.11.0.i1977, %b2.i2013 ]
  %t0.sroa.19.1.i2182 = phi i32 [ %t0.sroa.19.0.i2025, %b7.i2179 ], [ %t0.sroa.19.1.i1978, %b2.i2013 ]
  %t0.sroa.27.1.i2183 = phi i32 [ %t0.sroa.27.0.i2026, %b7.i2179 ], [ %t0.sroa.27.1.i1979, %b2.i2013 ]
  %t0.sroa.35.1.i2184 = phi i32 [ %t0.sroa.35.0.i2027, %b7.i2179 ], [ %t0.sroa.35.1.i1980, %b2.i2013 ]
  %t0.sroa.42.0.i2185 = phi i32 [ %t166.i.i2163, %b7.i2179 ], [ %t0.sroa.42.0.i1981, %b2.i2013 ]
  %t0.sroa.48.0.i2186 = phi i32 [ %t167.i.i2164, %b7.i2179 ], [ %t0.sroa.48.0.i1982, %b2.i2013 ]
  %t0.sroa.54.0.i2187 = phi i32 [ %t171.i.i2168, %b7.i2179 ], [ %t0.sroa.54.0.i1983, %b2.i2013 ]
  %t0.sroa.60.0.i2188 = phi i32 [ %t172.i.i2169, %b7.i2179 ], [ %t0.sroa.60.0.i1984, %b2.i2013 ]
  %t0.sroa.66.0.i2189 = phi i32 [ 0, %b7.i2179 ], [ %t10.i2011, %b2.i2013 ]
  %.239.i2190 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2180, i32 %t0.sroa.11.0.i2181, 2
  %.242.i2191 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i2190, i32 %t0.sroa.19.1.i2182, 3
  %.245.i2192 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i2191, i32 %t0.sroa.27.1.i2183, 4
  %.248.i2193 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i2192, i32 %t0.sroa.35.1.i2184, 5
  %.251.i2194 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i2193, i32 %t0.sroa.42.0.i2185, 6
  %.254.i2195 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i2194, i32 %t0.sroa.48.0.i2186, 7
  %.257.i2196 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i2195, i32 %t0.sroa.54.0.i2187, 8
  %.260.i2197 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i2196, i32 %t0.sroa.60.0.i2188, 9
  %.263.i2198 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i2197, i32 %t0.sroa.66.0.i2189, 10
  switch i32 %t0.sroa.66.0.i2189, label %b2.i2217 [
    i32 0, label %b1.i2213
    i32 1, label %b10.i2405
    i32 2, label %b12.i2406
  ]

b1.i2213:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2203"
  br label %b2.i2217

b2.i2217:                                         ; preds = %b12.i2406, %b10.i2405, %b1.i2213, %"github.com/kernlab/kern.kern.Rand.uint32.exit2203"
  %t8.i2214 = phi i32 [ %t0.sroa.42.0.i2185, %b1.i2213 ], [ %t0.sroa.48.0.i2186, %b10.i2405 ], [ %t0.sroa.54.0.i2187, %b12.i2406 ], [ %t0.sroa.60.0.i2188, %"github.com/kernlab/kern.kern.Rand.uint32.exit2203" ]
  %t10.i2215 = add i32 %t0.sroa.66.0.i2189, 1
  %t12.i2216 = icmp eq i32 %t10.i2215, 4
  br i1 %t12.i2216, label %b3.i2220, label %"github.com/kernlab/kern.kern.Rand.uint32.exit2407"

b3.i2220:                                         ; preds = %b2.i2217
  %t15.i2218 = add i32 %t0.sroa.11.0.i2181, 1
  %t17.i2219 = icmp eq i32 %t15.i2218, 0
  br i1 %t17.i2219, label %b4.i2223, label %b7.i2383

b4.i2223:                                         ; preds = %b3.i2220
  %t20.i2221 = add i32 %t0.sroa.19.1.i2182, 1
  %t22.i2222 = icmp eq i32 %t20.i2221, 0
  br i1 %t22.i2222, label %b5.i2228, label %b7.i2383

b5.i2228:                                         ; preds = %b4.i2223
  %t25.i2224 = add i32 %t0.sroa.27.1.i2183, 1
  %t27.i2225 = icmp eq i32 %t25.i2224, 0
  %t30.i2226 = zext i1 %t27.i2225 to i32
  %spec.select33.i2227 = add i32 %t0.sroa.35.1.i2184, %t30.i2226
  br label %b7.i2383

b7.i2383:                                         ; preds = %b5.i2228, %b4.i2223, %b3.i2220
  %t0.sroa.19.0.i2229 = phi i32 [ %t20.i2221, %b4.i2223 ], [ %t0.sroa.19.1.i2182, %b3.i2220 ], [ 0, %b5.i2228 ]
  %t0.sroa.27.0.i2230 = phi i32 [ %t0.sroa.27.1.i2183, %b4.i2223 ], [ %t0.sroa.27.1.i2183, %b3.i2220 ], [ %t25.i2224, %b5.i2228 ]
  %t0.sroa.35.0.i2231 = phi i32 [ %t0.sroa.35.1.i2184, %b4.i2223 ], [ %t0.sroa.35.1.i2184, %b3.i2220 ], [ %spec.select33.i2227, %b5.i2228 ]
  %.108.i2232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2180, 0
  %.109.i2233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2180, 1
  %t15.i.i2234 = zext i32 %t15.i2218 to i64
  %t16.i.i2235 = mul nuw i64 %t15.i.i2234, 3528531795
  %t17.i.i2236 = zext i32 %t0.sroa.27.0.i2230 to i64
  %t18.i.i2237 = mul nuw i64 %t17.i.i2236, 3449720151
  %t19.i.i2238 = lshr i64 %t18.i.i2237, 32
  %t20.i.i2239 = trunc i64 %t19.i.i2238 to i32
  %t21.i.i2240 = xor i32 %t0.sroa.19.0.i2229, %.108.i2232
  %t22.i.i2241 = xor i32 %t21.i.i2240, %t20.i.i2239
  %t24.i.i2242 = lshr i64 %t16.i.i2235, 32
  %t25.i.i2243 = trunc i64 %t24.i.i2242 to i32
  %t26.i.i2244 = xor i32 %.109.i2233, %t25.i.i2243
  %t27.i.i2245 = xor i32 %t26.i.i2244, %t0.sroa.35.0.i2231
  %t29.i.i2246 = add i32 %.108.i2232, -1640531527
  %t30.i.i2247 = add i32 %.109.i2233, -1150833019
  %t31.i.i2248 = zext i32 %t22.i.i2241 to i64
  %t32.i.i2249 = mul nuw i64 %t31.i.i2248, 3528531795
  %t33.i.i2250 = zext i32 %t27.i.i2245 to i64
  %t34.i.i2251 = mul nuw i64 %t33.i.i2250, 3449720151
  %t35.i.i2252 = lshr i64 %t34.i.i2251, 32
  %t371.i.i2253 = xor i64 %t35.i.i2252, %t18.i.i2237
  %t37.i.i2254 = trunc i64 %t371.i.i2253 to i32
  %t38.i.i2255 = xor i32 %t29.i.i2246, %t37.i.i2254
  %t40.i.i2256 = lshr i64 %t32.i.i2249, 32
  %t422.i.i2257 = xor i64 %t40.i.i2256, %t16.i.i2235
  %t42.i.i2258 = trunc i64 %t422.i.i2257 to i32
  %t43.i.i2259 = xor i32 %t30.i.i2247, %t42.i.i2258
  %t45.i.i2260 = add i32 %.108.i2232, 1013904242
  %t46.i.i2261 = add i32 %.109.i2233, 1993301258
  %t47.i.i2262 = zext i32 %t38.i.i2255 to i64
  %t48.i.i2263 = mul nuw i64 %t47.i.i2262, 3528531795
  %t49.i.i2264 = zext i32 %t43.i.i2259 to i64
  %t50.i.i2265 = mul nuw i64 %t49.i.i2264, 3449720151
  %t51.i.i2266 = lshr i64 %t50.i.i2265, 32
  %t533.i.i2267 = xor i64 %t51.i.i2266, %t34.i.i2251
  %t53.i.i2268 = trunc i64 %t533.i.i2267 to i32
  %t54.i.i2269 = xor i32 %t45.i.i2260, %t53.i.i2268
  %t56.i.i2270 = lshr i64 %t48.i.i2263, 32
  %t584.i.i2271 = xor i64 %t56.i.i2270, %t32.i.i2249
  %t58.i.i2272 = trunc i64 %t584.i.i2271 to i32
  %t59.i.i2273 = xor i32 %t46.i.i2261, %t58.i.i2272
  %t61.i.i2274 = add i32 %.108.i2232, -626627285
  %t62.i.i2275 = add i32 %.109.i2233, 842468239
  %t63.i.i2276 = zext i32 %t54.i.i2269 to i64
  %t64.i.i2277 = mul nuw i64 %t63.i.i2276, 3528531795
  %t65.i.i2278 = zext i32 %t59.i.i2273 to i64
  %t66.i.i2279 = mul nuw i64 %t65.i.i2278, 3449720151
  %t67.i.i2280 = lshr i64 %t66.i.i2279, 32
  %t695.i.i2281 = xor i64 %t67.i.i2280, %t50.i.i2265
  %t69.i.i2282 = trunc i64 %t695.i.i2281 to i32
  %t70.i.i2283 = xor i32 %t61.i.i2274, %t69.i.i2282
  %t72.i.i2284 = lshr i64 %t64.i.i2277, 32
  %t746.i.i2285 = xor i64 %t72.i.i2284, %t48.i.i2263
  %t74.i.i2286 = trunc i64 %t746.i.i2285 to i32
  %t75.i.i2287 = xor i32 %t62.i.i2275, %t74.i.i2286
  %t77.i.i2288 = add i32 %.108.i2232, 2027808484
  %t78.i.i2289 = add i32 %.109.i2233, -308364780
  %t79.i.i2290 = zext i32 %t70.i.i2283 to i64
  %t80.i.i2291 = mul nuw i64 %t79.i.i2290, 3528531795
  %t81.i.i2292 = zext i32 %t75.i.i2287 to i64
  %t82.i.i2293 = mul nuw i64 %t81.i.i2292, 3449720151
  %t83.i.i2294 = lshr i64 %t82.i.i2293, 32
  %t857.i.i2295 = xor i64 %t83.i.i2294, %t66.i.i2279
  %t85.i.i2296 = trunc i64 %t857.i.i2295 to i32
  %t86.i.i2297 = xor i32 %t77.i.i2288, %t85.i.i2296
  %t88.i.i2298 = lshr i64 %t80.i.i2291, 32
  %t908.i.i2299 = xor i64 %t88.i.i2298, %t64.i.i2277
  %t90.i.i2300 = trunc i64 %t908.i.i2299 to i32
  %t91.i.i2301 = xor i32 %t78.i.i2289, %t90.i.i2300
  %t93.i.i2302 = add i32 %.108.i2232, 387276957
  %t94.i.i2303 = add i32 %.109.i2233, -1459197799
  %t95.i.i2304 = zext i32 %t86.i.i2297 to i64
  %t96.i.i2305 = mul nuw i64 %t95.i.i2304, 3528531795
  %t97.i.i2306 = zext i32 %t91.i.i2301 to i64
  %t98.i.i2307 = mul nuw i64 %t97.i.i2306, 3449720151
  %t99.i.i2308 = lshr i64 %t98.i.i2307, 32
  %t1019.i.i2309 = xor i64 %t99.i.i2308, %t82.i.i2293
  %t101.i.i2310 = trunc i64 %t1019.i.i2309 to i32
  %t102.i.i2311 = xor i32 %t93.i.i2302, %t101.i.i2310
  %t104.i.i2312 = lshr i64 %t96.i.i2305, 32
  %t10610.i.i2313 = xor i64 %t104.i.i2312, %t80.i.i2291
  %t106.i.i2314 = trunc i64 %t10610.i.i2313 to i32
  %t107.i.i2315 = xor i32 %t94.i.i2303, %t106.i.i2314
  %t109.i.i2316 = add i32 %.108.i2232, -1253254570
  %t110.i.i2317 = add i32 %.109.i2233, 1684936478
  %t111.i.i2318 = zext i32 %t102.i.i2311 to i64
  %t112.i.i2319 = mul nuw i64 %t111.i.i2318, 3528531795
  %t113.i.i2320 = zext i32 %t107.i.i2315 to i64
  %t114.i.i2321 = mul nuw i64 %t113.i.i2320, 3449720151
  %t115.i.i2322 = lshr i64 %t114.i.i2321, 32
  %t11711.i.i2323 = xor i64 %t115.i.i2322, %t98.i.i2307
  %t117.i.i2324 = trunc i64 %t11711.i.i2323 to i32
  %t118.i.i2325 = xor i32 %t109.i.i2316, %t117.i.i2324
  %t120.i.i2326 = lshr i64 %t112.i.i2319, 32
  %t12212.i.i2327 = xor i64 %t120.i.i2326, %t96.i.i2305
  %t122.i.i2328 = trunc i64 %t12212.i.i2327 to i32
  %t123.i.i2329 = xor i32 %t110.i.i2317, %t122.i.i2328
  %t125.i.i2330 = add i32 %.108.i2232, 1401181199
  %t126.i.i2331 = add i32 %.109.i2233, 534103459
  %t127.i.i2332 = zext i32 %t118.i.i2325 to i64
  %t128.i.i2333 = mul nuw i64 %t127.i.i2332, 3528531795
  %t129.i.i2334 = zext i32 %t123.i.i2329 to i64
  %t130.i.i2335 = mul nuw i64 %t129.i.i2334, 3449720151
  %t131.i.i2336 = lshr i64 %t130.i.i2335, 32
  %t13313.i.i2337 = xor i64 %t131.i.i2336, %t114.i.i2321
  %t133.i.i2338 = trunc i64 %t13313.i.i2337 to i32
  %t134.i.i2339 = xor i32 %t125.i.i2330, %t133.i.i2338
  %t136.i.i2340 = lshr i64 %t128.i.i2333, 32
  %t13814.i.i2341 = xor i64 %t136.i.i2340, %t112.i.i2319
  %t138.i.i2342 = trunc i64 %t13814.i.i2341 to i32
  %t139.i.i2343 = xor i32 %t126.i.i2331, %t138.i.i2342
  %t141.i.i2344 = add i32 %.108.i2232, -239350328
  %t142.i.i2345 = add i32 %.109.i2233, -616729560
  %t143.i.i2346 = zext i32 %t134.i.i2339 to i64
  %t144.i.i2347 = mul nuw i64 %t143.i.i2346, 3528531795
  %t145.i.i2348 = zext i32 %t139.i.i2343 to i64
  %t146.i.i2349 = mul nuw i64 %t145.i.i2348, 3449720151
  %t147.i.i2350 = lshr i64 %t146.i.i2349, 32
  %t14915.i.i2351 = xor i64 %t147.i.i2350, %t130.i.i2335
  %t149.i.i2352 = trunc i64 %t14915.i.i2351 to i32
  %t150.i.i2353 = xor i32 %t141.i.i2344, %t149.i.i2352
  %t152.i.i2354 = lshr i64 %t144.i.i2347, 32
  %t15416.i.i2355 = xor i64 %t152.i.i2354, %t128.i.i2333
  %t154.i.i2356 = trunc i64 %t15416.i.i2355 to i32
  %t155.i.i2357 = xor i32 %t142.i.i2345, %t154.i.i2356
  %t157.i.i2358 = add i32 %.108.i2232, -1879881855
  %t158.i.i2359 = add i32 %.109.i2233, -1767562579
  %t159.i.i2360 = zext i32 %t150.i.i2353 to i64
  %t160.i.i2361 = mul nuw i64 %t159.i.i2360, 3528531795
  %t161.i.i2362 = zext i32 %t155.i.i2357 to i64
  %t162.i.i2363 = mul nuw i64 %t161.i.i2362, 3449720151
  %t163.i.i2364 = lshr i64 %t162.i.i2363, 32
  %t16517.i.i2365 = xor i64 %t163.i.i2364, %t146.i.i2349
  %t165.i.i2366 = trunc i64 %t16517.i.i2365 to i32
  %t166.i.i2367 = xor i32 %t157.i.i2358, %t165.i.i2366
  %t167.i.i2368 = trunc i64 %t162.i.i2363 to i32
  %t168.i.i2369 = lshr i64 %t160.i.i2361, 32
  %t17018.i.i2370 = xor i64 %t168.i.i2369, %t144.i.i2347
  %t170.i.i2371 = trunc i64 %t17018.i.i2370 to i32
  %t171.i.i2372 = xor i32 %t158.i.i2359, %t170.i.i2371
  %t172.i.i2373 = trunc i64 %t160.i.i2361 to i32
  %.186.i2374 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i2198, i32 %t15.i2218, 2
  %.189.i2375 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i2374, i32 %t0.sroa.19.0.i2229, 3
  %.192.i2376 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i2375, i32 %t0.sroa.27.0.i2230, 4
  %.195.i2377 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i2376, i32 %t0.sroa.35.0.i2231, 5
  %.198.i2378 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i2377, i32 %t166.i.i2367, 6
  %.201.i2379 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i2378, i32 %t167.i.i2368, 7
  %.204.i2380 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i2379, i32 %t171.i.i2372, 8
  %.207.i2381 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i2380, i32 %t172.i.i2373, 9
  %.210.i2382 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i2381, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit2407"

b10.i2405:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2203"
  br label %b2.i2217

b12.i2406:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2203"
  br label %b2.i2217

"github.com/kernlab/kern.kern.Rand.uint32.exit2407": ; preds = %b2.i2217, %b7.i2383
  %.210.pn.i2384 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i2382, %b7.i2383 ], [ %.263.i2198, %b2.i2217 ]
  %t0.sroa.11.0.i2385 = phi i32 [ %t15.i2218, %b7.i2383 ], [ %t0.sroa.11.0.i2181, %b2.i2217 ]
  %t0.sroa.19.1.i2386 = phi i32 [ %t0.sroa.19.0.i2229, %b7.i2383 ], [ %t0.sroa.19.1.i2182, %b2.i2217 ]
  %t0.sroa.27.1.i2387 = phi i32 [ %t0.sroa.27.0.i2230, %b7.i2383 ], [ %t0.sroa.27.1.i2183, %b2.i2217 ]
  %t0.sroa.35.1.i2388 = phi i32 [ %t0.sroa.35.0.i2231, %b7.i2383 ], [ %t0.sroa.35.1.i2184, %b2.i2217 ]
  %t0.sroa.42.0.i2389 = phi i32 [ %t166.i.i2367, %b7.i2383 ], [ %t0.sroa.42.0.i2185, %b2.i2217 ]
  %t0.sroa.48.0.i2390 = phi i32 [ %t167.i.i2368, %b7.i2383 ], [ %t0.sroa.48.0.i2186, %b2.i2217 ]
  %t0.sroa.54.0.i2391 = phi i32 [ %t171.i.i2372, %b7.i2383 ], [ %t0.sroa.54.0.i2187, %b2.i2217 ]
  %t0.sroa.60.0.i2392 = phi i32 [ %t172.i.i2373, %b7.i2383 ], [ %t0.sroa.60.0.i2188, %b2.i2217 ]
  %t0.sroa.66.0.i2393 = phi i32 [ 0, %b7.i2383 ], [ %t10.i2215, %b2.i2217 ]
  %.239.i2394 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2384, i32 %t0.sroa.11.0.i2385, 2
  %.242.i2395 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i2394, i32 %t0.sroa.19.1.i2386, 3
  %.245.i2396 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i2395, i32 %t0.sroa.27.1.i2387, 4
  %.248.i2397 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i2396, i32 %t0.sroa.35.1.i2388, 5
  %.251.i2398 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i2397, i32 %t0.sroa.42.0.i2389, 6
  %.254.i2399 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i2398, i32 %t0.sroa.48.0.i2390, 7
  %.257.i2400 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i2399, i32 %t0.sroa.54.0.i2391, 8
  %.260.i2401 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i2400, i32 %t0.sroa.60.0.i2392, 9
  %.263.i2402 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i2401, i32 %t0.sroa.66.0.i2393, 10
  %t214 = zext i32 %t8.i2010 to i64
  %t215 = zext i32 %t8.i2214 to i64
  %t216 = shl nuw i64 %t215, 32
  %t217 = or i64 %t216, %t214
  %t218 = lshr i64 %t207, 11
  %t219 = add nuw nsw i64 %t218, 1
  %t220 = uitofp i64 %t219 to double
  %t221 = fmul double %t220, 0x3CA0000000000000
  %t222 = lshr i64 %t217, 11
  %t223 = uitofp i64 %t222 to double
  %t224 = fmul double %t223, 0x3CA0000000000000
  %t226 = fcmp ogt double %t221, 0x7FEFFFFFFFFFFFFF
  br i1 %t226, label %b41, label %b27

b27:                                              ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2407"
  %t228 = fcmp oeq double %t221, 0.000000e+00
  br i1 %t228, label %b41, label %b38

b38:                                              ; preds = %b27
  %t231 = fcmp olt double %t221, 0x10000000000000
  %t232 = fmul double %t221, 0x4330000000000000
  %t233 = select i1 %t231, double %t232, double %t221
  %t235 = bitcast double %t233 to i64
  %t242 = and i64 %t235, -9218868437227405313
  %t243 = or i64 %t242, 4602678819172646912
  %t244 = bitcast i64 %t243 to double
  %t236 = lshr i64 %t235, 52
  %t237 = and i64 %t236, 2047
  %t247 = fcmp olt double %t244, 0x3FE6A09E667F3BCD
  %t248 = fmul double %t244, 2.000000e+00
  %t250 = select i1 %t247, double %t248, double %t244
  %t249 = sext i1 %t247 to i64
  %t240 = select i1 %t231, i64 -1074, i64 -1022
  %t241 = add nsw i64 %t240, %t237
  %t251 = add nsw i64 %t241, %t249
  %t252 = fadd double %t250, -1.000000e+00
  %t253 = sitofp i64 %t251 to double
  %t254 = fadd double %t252, 2.000000e+00
  %t255 = fdiv double %t252, %t254
  %t256 = fmul double %t255, %t255
  %t257 = fmul double %t256, %t256
  %t258 = fmul double %t257, 0x3FC2F112DF3E5244
  %t259 = fadd double %t258, 0x3FC7466496CB03DE
  %t260 = fmul double %t257, %t259
  %t261 = fadd double %t260, 0x3FD2492494229359
  %t262 = fmul double %t257, %t261
  %t263 = fadd double %t262, 0x3FE5555555555593
  %t264 = fmul double %t256, %t263
  %t265 = fmul double %t257, 0x3FC39A09D078C69F
  %t266 = fadd double %t265, 0x3FCC71C51D8E78AF
  %t267 = fmul double %t257, %t266
  %t268 = fadd double %t267, 0x3FD999999997FA04
  %t269 = fmul double %t257, %t268
  %t270 = fadd double %t269, %t264
  %t271 = fmul double %t252, 5.000000e-01
  %t272 = fmul double %t252, %t271
  %t273 = fmul double %t253, 0x3FE62E42FEE00000
  %t274 = fadd double %t272, %t270
  %t275 = fmul double %t255, %t274
  %t276 = fmul double %t253, 0x3DEA39EF35793C76
  %t277 = fadd double %t276, %t275
  %t278 = fsub double %t272, %t277
  %t279 = fsub double %t278, %t252
  %t280 = fsub double %t273, %t279
  br label %b41

b41:                                              ; preds = %b27, %"github.com/kernlab/kern.kern.Rand.uint32.exit2407", %b38
  %t281 = phi double [ %t280, %b38 ], [ %t221, %"github.com/kernlab/kern.kern.Rand.uint32.exit2407" ], [ 0xFFF0000000000000, %b27 ]
  %t282 = fmul double %t281, -2.000000e+00
  %.550 = fcmp olt double %t282, 0x1000000000000000
  %.551 = fmul double %t282, 0x4FF0000000000000
  %.552 = select i1 %.550, double %.551, double %t282
  %.553 = tail call double @llvm.amdgcn.rsq.f64(double %.552)
  %.554 = fmul double %.552, %.553
  %.555 = fmul double %.553, 5.000000e-01
  %.556 = fneg double %.555
  %.557 = tail call double @llvm.fma.f64(double %.556, double %.554, double 5.000000e-01)
  %.558 = tail call double @llvm.fma.f64(double %.555, double %.557, double %.555)
  %.559 = tail call double @llvm.fma.f64(double %.554, double %.557, double %.554)
  %.560 = fneg double %.559
  %.561 = tail call double @llvm.fma.f64(double %.560, double %.559, double %.552)
  %.562 = tail call double @llvm.fma.f64(double %.561, double %.558, double %.559)
  %.563 = fneg double %.562
  %.564 = tail call double @llvm.fma.f64(double %.563, double %.562, double %.552)
  %.565 = tail call double @llvm.fma.f64(double %.564, double %.558, double %.562)
  %.566 = fmul double %.565, 0x37F0000000000000
  %.567 = select i1 %.550, double %.566, double %.565
  %.568 = fcmp oeq double %.552, 0.000000e+00
  %.569 = fcmp oeq double %.552, 0x7FF0000000000000
  %.570 = or i1 %.568, %.569
  %.571 = select i1 %.570, double %.552, double %.567
  %t284 = fmul double %t224, 0x401921FB54442D18
  %t0.i2408 = fcmp uno double %t284, 0.000000e+00
  %t2.i2410 = fcmp ogt double %t284, 0x7FEFFFFFFFFFFFFF
  %or.cond2795 = or i1 %t0.i2408, %t2.i2410
  br i1 %or.cond2795, label %math.cos.exit2590, label %b3.i2413

b3.i2413:                                         ; preds = %b41
  %t3.i2412 = fcmp ult double %t284, 0x41C0000000000000
  br i1 %t3.i2412, label %b16.i2589, label %b4.i2415

b4.i2415:                                         ; preds = %b3.i2413
  %t0.i.i2414 = fcmp olt double %t284, 0x3FE921FB54442D18
  br i1 %t0.i.i2414, label %math.trigReduce.exit.i2522, label %b2.i.i2518

b2.i.i2518:                                       ; preds = %b4.i2415
  %t1.i.i2416 = bitcast double %t284 to i64
  %t2.i.i2417 = lshr i64 %t1.i.i2416, 52
  %t3.i.i2418 = and i64 %t2.i.i2417, 2047
  %t7.i.i2419 = and i64 %t1.i.i2416, -9218868437227405313
  %t8.i.i2420 = or i64 %t7.i.i2419, 4503599627370496
  %t9.i.i2421 = add nsw i64 %t3.i.i2418, -1014
  %t111.i.i2422 = lshr i64 %t9.i.i2421, 6
  %t12.i.i2423 = and i64 %t9.i.i2421, 63
  %t14.i.i2424 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t111.i.i2422
  %.4.i.i2425 = load i64, ptr addrspace(4) %t14.i.i2424, align 8
  %.7.i.i2426 = shl i64 %.4.i.i2425, %t12.i.i2423
  %t17.i.i2427 = add nuw nsw i64 %t111.i.i2422, 1
  %t19.i.i2428 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t17.i.i2427
  %.8.i.i2429 = load i64, ptr addrspace(4) %t19.i.i2428, align 8
  %t21.i.i2430 = sub nsw i64 54, %t2.i.i2417
  %.9.i.i2431 = icmp eq i64 %t12.i.i2423, 0
  %.10.i.i2432 = and i64 %t21.i.i2430, 63
  %.11.i.i2433 = lshr i64 %.8.i.i2429, %.10.i.i2432
  %t22.i.i2434 = select i1 %.9.i.i2431, i64 0, i64 %.11.i.i2433
  %t23.i.i2435 = or i64 %t22.i.i2434, %.7.i.i2426
  %.15.i.i2436 = shl i64 %.8.i.i2429, %t12.i.i2423
  %t26.i.i2437 = add nuw nsw i64 %t111.i.i2422, 2
  %t28.i.i2438 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t26.i.i2437
  %.16.i.i2439 = load i64, ptr addrspace(4) %t28.i.i2438, align 8
  %.19.i.i2440 = lshr i64 %.16.i.i2439, %.10.i.i2432
  %t30.i.i2441 = select i1 %.9.i.i2431, i64 0, i64 %.19.i.i2440
  %t31.i.i2442 = or i64 %t30.i.i2441, %.15.i.i2436
  %.23.i.i2443 = shl i64 %.16.i.i2439, %t12.i.i2423
  %t34.i.i2444 = add nuw nsw i64 %t111.i.i2422, 3
  %t36.i.i2445 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t34.i.i2444
  %.24.i.i2446 = load i64, ptr addrspace(4) %t36.i.i2445, align 8
  %.27.i.i2447 = lshr i64 %.24.i.i2446, %.10.i.i2432
  %t38.i.i2448 = select i1 %.9.i.i2431, i64 0, i64 %.27.i.i2447
  %t39.i.i2449 = or i64 %t38.i.i2448, %.23.i.i2443
  %t40.i.i2450 = and i64 %t39.i.i2449, 4294967295
  %t41.i.i2451 = lshr i64 %t39.i.i2449, 32
  %t42.i.i2452 = and i64 %t1.i.i2416, 4294967295
  %t43.i.i2453 = lshr i64 %t8.i.i2420, 32
  %t44.i.i2454 = mul nuw i64 %t40.i.i2450, %t42.i.i2452
  %t45.i.i2455 = mul nuw i64 %t41.i.i2451, %t42.i.i2452
  %t46.i.i2456 = lshr i64 %t44.i.i2454, 32
  %t47.i.i2457 = add nuw i64 %t46.i.i2456, %t45.i.i2455
  %t48.i.i2458 = and i64 %t47.i.i2457, 4294967295
  %t49.i.i2459 = lshr i64 %t47.i.i2457, 32
  %t50.i.i2460 = mul nuw i64 %t40.i.i2450, %t43.i.i2453
  %t51.i.i2461 = add nuw i64 %t48.i.i2458, %t50.i.i2460
  %t52.i.i2462 = mul nuw i64 %t41.i.i2451, %t43.i.i2453
  %t53.i.i2463 = add nuw i64 %t49.i.i2459, %t52.i.i2462
  %t54.i.i2464 = lshr i64 %t51.i.i2461, 32
  %t55.i.i2465 = add nuw i64 %t53.i.i2463, %t54.i.i2464
  %t56.i.i2466 = and i64 %t31.i.i2442, 4294967295
  %t57.i.i2467 = lshr i64 %t31.i.i2442, 32
  %t58.i.i2468 = mul nuw i64 %t56.i.i2466, %t42.i.i2452
  %t59.i.i2469 = mul nuw i64 %t57.i.i2467, %t42.i.i2452
  %t60.i.i2470 = lshr i64 %t58.i.i2468, 32
  %t61.i.i2471 = add nuw i64 %t60.i.i2470, %t59.i.i2469
  %t62.i.i2472 = and i64 %t61.i.i2471, 4294967295
  %t63.i.i2473 = lshr i64 %t61.i.i2471, 32
  %t64.i.i2474 = mul nuw i64 %t56.i.i2466, %t43.i.i2453
  %t65.i.i2475 = add nuw i64 %t62.i.i2472, %t64.i.i2474
  %t66.i.i2476 = mul nuw i64 %t57.i.i2467, %t43.i.i2453
  %t68.i.i2477 = lshr i64 %t65.i.i2475, 32
  %t70.i.i2478 = mul i64 %t31.i.i2442, %t8.i.i2420
  %t71.i.i2479 = mul i64 %t23.i.i2435, %t8.i.i2420
  %t72.i.i2480 = add i64 %t55.i.i2465, %t70.i.i2478
  %t73.i.i2481 = and i64 %t55.i.i2465, %t70.i.i2478
  %t74.i.i2482 = or i64 %t55.i.i2465, %t70.i.i2478
  %.28.i.i2483 = xor i64 %t72.i.i2480, -1
  %t75.i.i2484 = and i64 %t74.i.i2482, %.28.i.i2483
  %t76.i.i2485 = or i64 %t75.i.i2484, %t73.i.i2481
  %t77.i.i2486 = lshr i64 %t76.i.i2485, 63
  %t67.i.i2487 = add i64 %t66.i.i2476, %t71.i.i2479
  %t69.i.i2488 = add i64 %t67.i.i2487, %t63.i.i2473
  %t78.i.i2489 = add i64 %t69.i.i2488, %t68.i.i2477
  %t79.i.i2490 = add i64 %t78.i.i2489, %t77.i.i2486
  %t80.i.i2491 = lshr i64 %t79.i.i2490, 61
  %t83.i.i2492 = tail call i64 @llvm.fshl.i64(i64 %t79.i.i2490, i64 %t72.i.i2480, i64 3)
  %.29.i.i2493 = tail call i64 @llvm.ctlz.i64(i64 %t83.i.i2492, i1 false), !range !1
  %t87.i.i2494 = add nuw nsw i64 %.29.i.i2493, 1
  %.30.i.i2495 = icmp ult i64 %t83.i.i2492, 2
  %.31.i.i2496 = and i64 %t87.i.i2494, 63
  %.32.i.i2497 = shl i64 %t83.i.i2492, %.31.i.i2496
  %t89.i.i2498 = select i1 %.30.i.i2495, i64 2, i64 %.32.i.i2497
  %t90.i.i2499 = sub nsw i64 63, %.29.i.i2493
  %.33.i.i2500 = icmp eq i64 %t83.i.i2492, 0
  %.34.i.i2501 = and i64 %t90.i.i2499, 63
  %.35.i.i2502 = lshr i64 %t72.i.i2480, %.34.i.i2501
  %t91.i.i2503 = select i1 %.33.i.i2500, i64 0, i64 %.35.i.i2502
  %t92.i.i2504 = or i64 %t89.i.i2498, %t91.i.i2503
  %t93.i.i2505 = lshr i64 %t92.i.i2504, 12
  %.neg.i.i2506 = mul nsw i64 %.29.i.i2493, -4503599627370496
  %t94.i.i2507 = add nsw i64 %.neg.i.i2506, 4602678819172646912
  %t95.i.i2508 = or i64 %t93.i.i2505, %t94.i.i2507
  %t96.i.i2509 = bitcast i64 %t95.i.i2508 to double
  %4 = and i64 %t79.i.i2490, 2305843009213693952
  %t98.not.i.i2510 = icmp eq i64 %4, 0
  %t99.i.i2511 = add nuw nsw i64 %t80.i.i2491, 1
  %t100.i.i2512 = and i64 %t99.i.i2511, 7
  %t101.i.i2513 = fadd double %t96.i.i2509, -1.000000e+00
  %spec.select.i.i2514 = select i1 %t98.not.i.i2510, i64 %t80.i.i2491, i64 %t100.i.i2512
  %spec.select2.i.i2515 = select i1 %t98.not.i.i2510, double %t96.i.i2509, double %t101.i.i2513
  %t104.i.i2516 = fmul double %spec.select2.i.i2515, 0x3FE921FB54442D18
  %.36.i.i2517 = insertvalue { i64, double } poison, i64 %spec.select.i.i2514, 0
  br label %math.trigReduce.exit.i2522

math.trigReduce.exit.i2522:                       ; preds = %b2.i.i2518, %b4.i2415
  %.pn.i.i2519 = phi { i64, double } [ %.36.i.i2517, %b2.i.i2518 ], [ { i64 0, double poison }, %b4.i2415 ]
  %p0.pn.i.i2520 = phi double [ %t104.i.i2516, %b2.i.i2518 ], [ %t284, %b4.i2415 ]
  %t5.i2521 = extractvalue { i64, double } %.pn.i.i2519, 0
  br label %b5.i2533

b5.i2533:                                         ; preds = %b16.i2589, %math.trigReduce.exit.i2522
  %t7.i2523 = phi i64 [ %t5.i2521, %math.trigReduce.exit.i2522 ], [ %t83.i2582, %b16.i2589 ]
  %t8.i2524 = phi double [ %p0.pn.i.i2520, %math.trigReduce.exit.i2522 ], [ %t89.i2588, %b16.i2589 ]
  %t9.i2525 = icmp ugt i64 %t7.i2523, 3
  %t10.i2526 = add i64 %t7.i2523, -4
  %spec.select1.i2527 = select i1 %t9.i2525, i64 %t10.i2526, i64 %t7.i2523
  %t13.i2528 = icmp ugt i64 %spec.select1.i2527, 1
  %spec.select3.i2529 = xor i1 %t9.i2525, %t13.i2528
  %t16.i2530 = fmul double %t8.i2524, %t8.i2524
  %spec.select1.off.i2531 = add i64 %spec.select1.i2527, -1
  %switch.i2532 = icmp ult i64 %spec.select1.off.i2531, 2
  br i1 %switch.i2532, label %b10.i2536, label %b15.i2561

b10.i2536:                                        ; preds = %b5.i2533
  %t21.i2534 = fmul double %t16.i2530, 0x3DE5D8FD1FD19CCD
  %t24.i2535 = fadd double %t21.i2534, 0xBE5AE5E5A9291F5D
  br label %b11.i2557

b11.i2557:                                        ; preds = %b15.i2561, %b10.i2536
  %.sink7.i2537 = phi double [ %5, %b15.i2561 ], [ %t24.i2535, %b10.i2536 ]
  %.sink6.i2538 = phi double [ 0xBE927E4F7EAC4BC6, %b15.i2561 ], [ 0x3EC71DE3567D48A1, %b10.i2536 ]
  %.sink5.i2539 = phi double [ 0x3EFA01A019C844F5, %b15.i2561 ], [ 0xBF2A01A019BFDF03, %b10.i2536 ]
  %.sink4.i2540 = phi double [ 0xBF56C16C16C14F91, %b15.i2561 ], [ 0x3F8111111110F7D0, %b10.i2536 ]
  %.sink.i2541 = phi double [ 0x3FA555555555554B, %b15.i2561 ], [ 0xBFC5555555555548, %b10.i2536 ]
  %t16.pn.i2542 = phi double [ %t16.i2530, %b15.i2561 ], [ %t8.i2524, %b10.i2536 ]
  %t48.sink.i2543 = phi double [ %t48.i2559, %b15.i2561 ], [ %t8.i2524, %b10.i2536 ]
  %t49.sink.i2544 = fmul double %t16.i2530, %t16.pn.i2542
  %t56.i2545 = fmul double %t16.i2530, %.sink7.i2537
  %t59.i2546 = fadd double %t56.i2545, %.sink6.i2538
  %t60.i2547 = fmul double %t16.i2530, %t59.i2546
  %t63.i2548 = fadd double %.sink5.i2539, %t60.i2547
  %t64.i2549 = fmul double %t16.i2530, %t63.i2548
  %t67.i2550 = fadd double %.sink4.i2540, %t64.i2549
  %t68.i2551 = fmul double %t16.i2530, %t67.i2550
  %t71.i2552 = fadd double %.sink.i2541, %t68.i2551
  %t72.i2553 = fmul double %t49.sink.i2544, %t71.i2552
  %t73.i2554 = fadd double %t48.sink.i2543, %t72.i2553
  %t44.i2555 = fneg double %t73.i2554
  %spec.select2.i2556 = select i1 %spec.select3.i2529, double %t44.i2555, double %t73.i2554
  br label %math.cos.exit2590

b15.i2561:                                        ; preds = %b5.i2533
  %t47.i2558 = fmul double %t16.i2530, 5.000000e-01
  %t48.i2559 = fsub double 1.000000e+00, %t47.i2558
  %t52.i2560 = fmul double %t16.i2530, 0x3DA8FA49A0861A9B
  %5 = fsub double 0x3E21EE9D7B4E3F05, %t52.i2560
  br label %b11.i2557

b16.i2589:                                        ; preds = %b3.i2413
  %t74.i2562 = fmul double %t284, 0x3FF45F306DC9C883
  %.13.i2563 = fcmp olt double %t74.i2562, 0x43E0000000000000
  %.14.i2564 = fcmp oge double %t74.i2562, 0xC3E0000000000000
  %.16.i2565 = and i1 %.14.i2564, %.13.i2563
  %6 = fptosi double %t74.i2562 to i64
  %.19.i2566 = select i1 %.16.i2565, i64 %6, i64 -9223372036854775808
  %.20.i2567 = fadd double %t74.i2562, 0xC3E0000000000000
  %.21.i2568 = fcmp oge double %.20.i2567, 0xC3E0000000000000
  %.22.i2569 = fcmp olt double %.20.i2567, 0x43E0000000000000
  %.23.i2570 = and i1 %.21.i2568, %.22.i2569
  %7 = fptosi double %.20.i2567 to i64
  %.op.i2571 = or i64 %7, -9223372036854775808
  %.27.i2572 = select i1 %.23.i2570, i64 %.op.i2571, i64 -9223372036854775808
  %.28.i2573 = select i1 %.13.i2563, i64 %.19.i2566, i64 %.27.i2572
  %t76.i2574 = uitofp i64 %.28.i2573 to double
  %t77.i2575 = and i64 %.28.i2573, 1
  %t78.not.i2576 = icmp eq i64 %t77.i2575, 0
  %t80.i2577 = fadd double %t76.i2574, 1.000000e+00
  %not.t78.not.i2578 = xor i1 %t78.not.i2576, true
  %t79.i2579 = zext i1 %not.t78.not.i2578 to i64
  %t81.i2580 = add i64 %.28.i2573, %t79.i2579
  %t82.i2581 = select i1 %t78.not.i2576, double %t76.i2574, double %t80.i2577
  %t83.i2582 = and i64 %t81.i2580, 7
  %t84.i2583 = fmul double %t82.i2581, 0x3FE921FB40000000
  %t85.i2584 = fsub double %t284, %t84.i2583
  %t86.i2585 = fmul double %t82.i2581, 0x3E64442D00000000
  %t87.i2586 = fsub double %t85.i2584, %t86.i2585
  %t88.i2587 = fmul double %t82.i2581, 0x3CE8469898CC5170
  %t89.i2588 = fsub double %t87.i2586, %t88.i2587
  br label %b5.i2533

math.cos.exit2590:                                ; preds = %b41, %b11.i2557
  %common.ret.op.i2409 = phi double [ %spec.select2.i2556, %b11.i2557 ], [ 0x7FF8000000000001, %b41 ]
  %t286 = fmul double %.571, %common.ret.op.i2409
  %t288 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 5
  store double %t286, ptr addrspace(1) %t288, align 8
  switch i32 %t0.sroa.66.0.i2393, label %b2.i2604 [
    i32 0, label %b1.i2600
    i32 1, label %b10.i2792
    i32 2, label %b12.i2793
  ]

b1.i2600:                                         ; preds = %math.cos.exit2590
  br label %b2.i2604

b2.i2604:                                         ; preds = %b12.i2793, %b10.i2792, %b1.i2600, %math.cos.exit2590
  %t8.i2601 = phi i32 [ %t0.sroa.42.0.i2389, %b1.i2600 ], [ %t0.sroa.48.0.i2390, %b10.i2792 ], [ %t0.sroa.54.0.i2391, %b12.i2793 ], [ %t0.sroa.60.0.i2392, %math.cos.exit2590 ]
  %t10.i2602 = add i32 %t0.sroa.66.0.i2393, 1
  %t12.i2603 = icmp eq i32 %t10.i2602, 4
  br i1 %t12.i2603, label %b3.i2607, label %"github.com/kernlab/kern.kern.Rand.uint32.exit2794"

b3.i2607:                                         ; preds = %b2.i2604
  %t15.i2605 = add i32 %t0.sroa.11.0.i2385, 1
  %t17.i2606 = icmp eq i32 %t15.i2605, 0
  br i1 %t17.i2606, label %b4.i2610, label %b7.i2770

b4.i2610:                                         ; preds = %b3.i2607
  %t20.i2608 = add i32 %t0.sroa.19.1.i2386, 1
  %t22.i2609 = icmp eq i32 %t20.i2608, 0
  br i1 %t22.i2609, label %b5.i2615, label %b7.i2770

b5.i2615:                                         ; preds = %b4.i2610
  %t25.i2611 = add i32 %t0.sroa.27.1.i2387, 1
  %t27.i2612 = icmp eq i32 %t25.i2611, 0
  %t30.i2613 = zext i1 %t27.i2612 to i32
  %spec.select33.i2614 = add i32 %t0.sroa.35.1.i2388, %t30.i2613
  br label %b7.i2770

b7.i2770:                                         ; preds = %b5.i2615, %b4.i2610, %b3.i2607
  %t0.sroa.19.0.i2616 = phi i32 [ %t20.i2608, %b4.i2610 ], [ %t0.sroa.19.1.i2386, %b3.i2607 ], [ 0, %b5.i2615 ]
  %t0.sroa.27.0.i2617 = phi i32 [ %t0.sroa.27.1.i2387, %b4.i2610 ], [ %t0.sroa.27.1.i2387, %b3.i2607 ], [ %t25.i2611, %b5.i2615 ]
  %t0.sroa.35.0.i2618 = phi i32 [ %t0.sroa.35.1.i2388, %b4.i2610 ], [ %t0.sroa.35.1.i2388, %b3.i2607 ], [ %spec.select33.i2614, %b5.i2615 ]
  %.108.i2619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2384, 0
  %.109.i2620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2384, 1
  %t15.i.i2621 = zext i32 %t15.i2605 to i64
  %t16.i.i2622 = mul nuw i64 %t15.i.i2621, 3528531795
  %t17.i.i2623 = zext i32 %t0.sroa.27.0.i2617 to i64
  %t18.i.i2624 = mul nuw i64 %t17.i.i2623, 3449720151
  %t19.i.i2625 = lshr i64 %t18.i.i2624, 32
  %t20.i.i2626 = trunc i64 %t19.i.i2625 to i32
  %t21.i.i2627 = xor i32 %t0.sroa.19.0.i2616, %.108.i2619
  %t22.i.i2628 = xor i32 %t21.i.i2627, %t20.i.i2626
  %t24.i.i2629 = lshr i64 %t16.i.i2622, 32
  %t25.i.i2630 = trunc i64 %t24.i.i2629 to i32
  %t26.i.i2631 = xor i32 %.109.i2620, %t25.i.i2630
  %t27.i.i2632 = xor i32 %t26.i.i2631, %t0.sroa.35.0.i2618
  %t29.i.i2633 = add i32 %.108.i2619, -1640531527
  %t30.i.i2634 = add i32 %.109.i2620, -1150833019
  %t31.i.i2635 = zext i32 %t22.i.i2628 to i64
  %t32.i.i2636 = mul nuw i64 %t31.i.i2635, 3528531795
  %t33.i.i2637 = zext i32 %t27.i.i2632 to i64
  %t34.i.i2638 = mul nuw i64 %t33.i.i2637, 3449720151
  %t35.i.i2639 = lshr i64 %t34.i.i2638, 32
  %t371.i.i2640 = xor i64 %t35.i.i2639, %t18.i.i2624
  %t37.i.i2641 = trunc i64 %t371.i.i2640 to i32
  %t38.i.i2642 = xor i32 %t29.i.i2633, %t37.i.i2641
  %t40.i.i2643 = lshr i64 %t32.i.i2636, 32
  %t422.i.i2644 = xor i64 %t40.i.i2643, %t16.i.i2622
  %t42.i.i2645 = trunc i64 %t422.i.i2644 to i32
  %t43.i.i2646 = xor i32 %t30.i.i2634, %t42.i.i2645
  %t45.i.i2647 = add i32 %.108.i2619, 1013904242
  %t46.i.i2648 = add i32 %.109.i2620, 1993301258
  %t47.i.i2649 = zext i32 %t38.i.i2642 to i64
  %t48.i.i2650 = mul nuw i64 %t47.i.i2649, 3528531795
  %t49.i.i2651 = zext i32 %t43.i.i2646 to i64
  %t50.i.i2652 = mul nuw i64 %t49.i.i2651, 3449720151
  %t51.i.i2653 = lshr i64 %t50.i.i2652, 32
  %t533.i.i2654 = xor i64 %t51.i.i2653, %t34.i.i2638
  %t53.i.i2655 = trunc i64 %t533.i.i2654 to i32
  %t54.i.i2656 = xor i32 %t45.i.i2647, %t53.i.i2655
  %t56.i.i2657 = lshr i64 %t48.i.i2650, 32
  %t584.i.i2658 = xor i64 %t56.i.i2657, %t32.i.i2636
  %t58.i.i2659 = trunc i64 %t584.i.i2658 to i32
  %t59.i.i2660 = xor i32 %t46.i.i2648, %t58.i.i2659
  %t61.i.i2661 = add i32 %.108.i2619, -626627285
  %t62.i.i2662 = add i32 %.109.i2620, 842468239
  %t63.i.i2663 = zext i32 %t54.i.i2656 to i64
  %t64.i.i2664 = mul nuw i64 %t63.i.i2663, 3528531795
  %t65.i.i2665 = zext i32 %t59.i.i2660 to i64
  %t66.i.i2666 = mul nuw i64 %t65.i.i2665, 3449720151
  %t67.i.i2667 = lshr i64 %t66.i.i2666, 32
  %t695.i.i2668 = xor i64 %t67.i.i2667, %t50.i.i2652
  %t69.i.i2669 = trunc i64 %t695.i.i2668 to i32
  %t70.i.i2670 = xor i32 %t61.i.i2661, %t69.i.i2669
  %t72.i.i2671 = lshr i64 %t64.i.i2664, 32
  %t746.i.i2672 = xor i64 %t72.i.i2671, %t48.i.i2650
  %t74.i.i2673 = trunc i64 %t746.i.i2672 to i32
  %t75.i.i2674 = xor i32 %t62.i.i2662, %t74.i.i2673
  %t77.i.i2675 = add i32 %.108.i2619, 2027808484
  %t78.i.i2676 = add i32 %.109.i2620, -308364780
  %t79.i.i2677 = zext i32 %t70.i.i2670 to i64
  %t80.i.i2678 = mul nuw i64 %t79.i.i2677, 3528531795
  %t81.i.i2679 = zext i32 %t75.i.i2674 to i64
  %t82.i.i2680 = mul nuw i64 %t81.i.i2679, 3449720151
  %t83.i.i2681 = lshr i64 %t82.i.i2680, 32
  %t857.i.i2682 = xor i64 %t83.i.i2681, %t66.i.i2666
  %t85.i.i2683 = trunc i64 %t857.i.i2682 to i32
  %t86.i.i2684 = xor i32 %t77.i.i2675, %t85.i.i2683
  %t88.i.i2685 = lshr i64 %t80.i.i2678, 32
  %t908.i.i2686 = xor i64 %t88.i.i2685, %t64.i.i2664
  %t90.i.i2687 = trunc i64 %t908.i.i2686 to i32
  %t91.i.i2688 = xor i32 %t78.i.i2676, %t90.i.i2687
  %t93.i.i2689 = add i32 %.108.i2619, 387276957
  %t94.i.i2690 = add i32 %.109.i2620, -1459197799
  %t95.i.i2691 = zext i32 %t86.i.i2684 to i64
  %t96.i.i2692 = mul nuw i64 %t95.i.i2691, 3528531795
  %t97.i.i2693 = zext i32 %t91.i.i2688 to i64
  %t98.i.i2694 = mul nuw i64 %t97.i.i2693, 3449720151
  %t99.i.i2695 = lshr i64 %t98.i.i2694, 32
  %t1019.i.i2696 = xor i64 %t99.i.i2695, %t82.i.i2680
  %t101.i.i2697 = trunc i64 %t1019.i.i2696 to i32
  %t102.i.i2698 = xor i32 %t93.i.i2689, %t101.i.i2697
  %t104.i.i2699 = lshr i64 %t96.i.i2692, 32
  %t10610.i.i2700 = xor i64 %t104.i.i2699, %t80.i.i2678
  %t106.i.i2701 = trunc i64 %t10610.i.i2700 to i32
  %t107.i.i2702 = xor i32 %t94.i.i2690, %t106.i.i2701
  %t109.i.i2703 = add i32 %.108.i2619, -1253254570
  %t110.i.i2704 = add i32 %.109.i2620, 1684936478
  %t111.i.i2705 = zext i32 %t102.i.i2698 to i64
  %t112.i.i2706 = mul nuw i64 %t111.i.i2705, 3528531795
  %t113.i.i2707 = zext i32 %t107.i.i2702 to i64
  %t114.i.i2708 = mul nuw i64 %t113.i.i2707, 3449720151
  %t115.i.i2709 = lshr i64 %t114.i.i2708, 32
  %t11711.i.i2710 = xor i64 %t115.i.i2709, %t98.i.i2694
  %t117.i.i2711 = trunc i64 %t11711.i.i2710 to i32
  %t118.i.i2712 = xor i32 %t109.i.i2703, %t117.i.i2711
  %t120.i.i2713 = lshr i64 %t112.i.i2706, 32
  %t12212.i.i2714 = xor i64 %t120.i.i2713, %t96.i.i2692
  %t122.i.i2715 = trunc i64 %t12212.i.i2714 to i32
  %t123.i.i2716 = xor i32 %t110.i.i2704, %t122.i.i2715
  %t125.i.i2717 = add i32 %.108.i2619, 1401181199
  %t126.i.i2718 = add i32 %.109.i2620, 534103459
  %t127.i.i2719 = zext i32 %t118.i.i2712 to i64
  %t128.i.i2720 = mul nuw i64 %t127.i.i2719, 3528531795
  %t129.i.i2721 = zext i32 %t123.i.i2716 to i64
  %t130.i.i2722 = mul nuw i64 %t129.i.i2721, 3449720151
  %t131.i.i2723 = lshr i64 %t130.i.i2722, 32
  %t13313.i.i2724 = xor i64 %t131.i.i2723, %t114.i.i2708
  %t133.i.i2725 = trunc i64 %t13313.i.i2724 to i32
  %t134.i.i2726 = xor i32 %t125.i.i2717, %t133.i.i2725
  %t136.i.i2727 = lshr i64 %t128.i.i2720, 32
  %t13814.i.i2728 = xor i64 %t136.i.i2727, %t112.i.i2706
  %t138.i.i2729 = trunc i64 %t13814.i.i2728 to i32
  %t139.i.i2730 = xor i32 %t126.i.i2718, %t138.i.i2729
  %t141.i.i2731 = add i32 %.108.i2619, -239350328
  %t142.i.i2732 = add i32 %.109.i2620, -616729560
  %t143.i.i2733 = zext i32 %t134.i.i2726 to i64
  %t144.i.i2734 = mul nuw i64 %t143.i.i2733, 3528531795
  %t145.i.i2735 = zext i32 %t139.i.i2730 to i64
  %t146.i.i2736 = mul nuw i64 %t145.i.i2735, 3449720151
  %t147.i.i2737 = lshr i64 %t146.i.i2736, 32
  %t14915.i.i2738 = xor i64 %t147.i.i2737, %t130.i.i2722
  %t149.i.i2739 = trunc i64 %t14915.i.i2738 to i32
  %t150.i.i2740 = xor i32 %t141.i.i2731, %t149.i.i2739
  %t152.i.i2741 = lshr i64 %t144.i.i2734, 32
  %t15416.i.i2742 = xor i64 %t152.i.i2741, %t128.i.i2720
  %t154.i.i2743 = trunc i64 %t15416.i.i2742 to i32
  %t155.i.i2744 = xor i32 %t142.i.i2732, %t154.i.i2743
  %t157.i.i2745 = add i32 %.108.i2619, -1879881855
  %t158.i.i2746 = add i32 %.109.i2620, -1767562579
  %t159.i.i2747 = zext i32 %t150.i.i2740 to i64
  %t160.i.i2748 = mul nuw i64 %t159.i.i2747, 3528531795
  %t161.i.i2749 = zext i32 %t155.i.i2744 to i64
  %t162.i.i2750 = mul nuw i64 %t161.i.i2749, 3449720151
  %t163.i.i2751 = lshr i64 %t162.i.i2750, 32
  %t16517.i.i2752 = xor i64 %t163.i.i2751, %t146.i.i2736
  %t165.i.i2753 = trunc i64 %t16517.i.i2752 to i32
  %t166.i.i2754 = xor i32 %t157.i.i2745, %t165.i.i2753
  %t167.i.i2755 = trunc i64 %t162.i.i2750 to i32
  %t168.i.i2756 = lshr i64 %t160.i.i2748, 32
  %t17018.i.i2757 = xor i64 %t168.i.i2756, %t144.i.i2734
  %t170.i.i2758 = trunc i64 %t17018.i.i2757 to i32
  %t171.i.i2759 = xor i32 %t158.i.i2746, %t170.i.i2758
  %t172.i.i2760 = trunc i64 %t160.i.i2748 to i32
  %.186.i2761 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i2402, i32 %t15.i2605, 2
  %.189.i2762 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i2761, i32 %t0.sroa.19.0.i2616, 3
  %.192.i2763 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i2762, i32 %t0.sroa.27.0.i2617, 4
  %.195.i2764 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i2763, i32 %t0.sroa.35.0.i2618, 5
  %.198.i2765 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i2764, i32 %t166.i.i2754, 6
  %.201.i2766 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i2765, i32 %t167.i.i2755, 7
  %.204.i2767 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i2766, i32 %t171.i.i2759, 8
  %.207.i2768 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i2767, i32 %t172.i.i2760, 9
  %.210.i2769 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i2768, i32 0, 10
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit2794"

b10.i2792:                                        ; preds = %math.cos.exit2590
  br label %b2.i2604

b12.i2793:                                        ; preds = %math.cos.exit2590
  br label %b2.i2604

"github.com/kernlab/kern.kern.Rand.uint32.exit2794": ; preds = %b2.i2604, %b7.i2770
  %.210.pn.i2771 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i2769, %b7.i2770 ], [ %.263.i2402, %b2.i2604 ]
  %t0.sroa.11.0.i2772 = phi i32 [ %t15.i2605, %b7.i2770 ], [ %t0.sroa.11.0.i2385, %b2.i2604 ]
  %t0.sroa.19.1.i2773 = phi i32 [ %t0.sroa.19.0.i2616, %b7.i2770 ], [ %t0.sroa.19.1.i2386, %b2.i2604 ]
  %t0.sroa.27.1.i2774 = phi i32 [ %t0.sroa.27.0.i2617, %b7.i2770 ], [ %t0.sroa.27.1.i2387, %b2.i2604 ]
  %t0.sroa.35.1.i2775 = phi i32 [ %t0.sroa.35.0.i2618, %b7.i2770 ], [ %t0.sroa.35.1.i2388, %b2.i2604 ]
  %t0.sroa.42.0.i2776 = phi i32 [ %t166.i.i2754, %b7.i2770 ], [ %t0.sroa.42.0.i2389, %b2.i2604 ]
  %t0.sroa.48.0.i2777 = phi i32 [ %t167.i.i2755, %b7.i2770 ], [ %t0.sroa.48.0.i2390, %b2.i2604 ]
  %t0.sroa.54.0.i2778 = phi i32 [ %t171.i.i2759, %b7.i2770 ], [ %t0.sroa.54.0.i2391, %b2.i2604 ]
  %t0.sroa.60.0.i2779 = phi i32 [ %t172.i.i2760, %b7.i2770 ], [ %t0.sroa.60.0.i2392, %b2.i2604 ]
  %t0.sroa.66.0.i2780 = phi i32 [ 0, %b7.i2770 ], [ %t10.i2602, %b2.i2604 ]
  %t295 = lshr i32 %t8.i2601, 8
  %t296 = uitofp i32 %t295 to float
  %t297 = fmul float %t296, 0x3E70000000000000
  %.699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2771, 0
  %.700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2771, 1
  %t299 = bitcast float %t297 to i32
  %t300 = zext i32 %t299 to i64
  %t301 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 6
  store i64 %t300, ptr addrspace(1) %t301, align 8
  %t302 = add nuw nsw i64 %t72, 1
  %t304 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 7
  %exitcond.not = icmp eq i64 %t302, %a1
  br i1 %exitcond.not, label %common.ret, label %b3
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2ePhiloxBlocks(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #2 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.10 to i64
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !invariant.load !0
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t9 = sext i32 %.15 to i64
  %t10 = add nsw i64 %t7, %t9
  %t11 = shl nsw i64 %t10, 2
  %t12 = add nsw i64 %t11, 4
  %t14 = icmp sgt i64 %t12, %a7
  br i1 %t14, label %common.ret, label %b2

common.ret:                                       ; preds = %b2, %entry
  ret void

b2:                                               ; preds = %entry
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t11
  %.23 = load i32, ptr addrspace(1) %t17, align 4, !amdgpu.noclobber !0
  %t20 = or i64 %t11, 1
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t20
  %.24 = load i32, ptr addrspace(1) %t21, align 4, !amdgpu.noclobber !0
  %t24 = or i64 %t11, 2
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t24
  %.25 = load i32, ptr addrspace(1) %t25, align 4, !amdgpu.noclobber !0
  %t28 = or i64 %t11, 3
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t28
  %.26 = load i32, ptr addrspace(1) %t29, align 4, !amdgpu.noclobber !0
  %t33 = shl nsw i64 %t10, 1
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t33
  %.41 = load i32, ptr addrspace(1) %t35, align 4, !amdgpu.noclobber !0
  %t38 = or i64 %t33, 1
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t38
  %.42 = load i32, ptr addrspace(1) %t39, align 4, !amdgpu.noclobber !0
  %t15.i = zext i32 %.23 to i64
  %t16.i = mul nuw i64 %t15.i, 3528531795
  %t17.i = zext i32 %.25 to i64
  %t18.i = mul nuw i64 %t17.i, 3449720151
  %t19.i = lshr i64 %t18.i, 32
  %t20.i = trunc i64 %t19.i to i32
  %t21.i = xor i32 %.41, %.24
  %t22.i = xor i32 %t21.i, %t20.i
  %t24.i = lshr i64 %t16.i, 32
  %t25.i = trunc i64 %t24.i to i32
  %t26.i = xor i32 %.26, %t25.i
  %t27.i = xor i32 %t26.i, %.42
  %t29.i = add i32 %.41, -1640531527
  %t30.i = add i32 %.42, -1150833019
  %t31.i = zext i32 %t22.i to i64
  %t32.i = mul nuw i64 %t31.i, 3528531795
  %t33.i = zext i32 %t27.i to i64
  %t34.i = mul nuw i64 %t33.i, 3449720151
  %t35.i = lshr i64 %t34.i, 32
  %t371.i = xor i64 %t35.i, %t18.i
  %t37.i = trunc i64 %t371.i to i32
  %t38.i = xor i32 %t29.i, %t37.i
  %t40.i = lshr i64 %t32.i, 32
  %t422.i = xor i64 %t40.i, %t16.i
  %t42.i = trunc i64 %t422.i to i32
  %t43.i = xor i32 %t30.i, %t42.i
  %t45.i = add i32 %.41, 1013904242
  %t46.i = add i32 %.42, 1993301258
  %t47.i = zext i32 %t38.i to i64
  %t48.i = mul nuw i64 %t47.i, 3528531795
  %t49.i = zext i32 %t43.i to i64
  %t50.i = mul nuw i64 %t49.i, 3449720151
  %t51.i = lshr i64 %t50.i, 32
  %t533.i = xor i64 %t51.i, %t34.i
  %t53.i = trunc i64 %t533.i to i32
  %t54.i = xor i32 %t45.i, %t53.i
  %t56.i = lshr i64 %t48.i, 32
  %t584.i = xor i64 %t56.i, %t32.i
  %t58.i = trunc i64 %t584.i to i32
  %t59.i = xor i32 %t46.i, %t58.i
  %t61.i = add i32 %.41, -626627285
  %t62.i = add i32 %.42, 842468239
  %t63.i = zext i32 %t54.i to i64
  %t64.i = mul nuw i64 %t63.i, 3528531795
  %t65.i = zext i32 %t59.i to i64
  %t66.i = mul nuw i64 %t65.i, 3449720151
  %t67.i = lshr i64 %t66.i, 32
  %t695.i = xor i64 %t67.i, %t50.i
  %t69.i = trunc i64 %t695.i to i32
  %t70.i = xor i32 %t61.i, %t69.i
  %t72.i = lshr i64 %t64.i, 32
  %t746.i = xor i64 %t72.i, %t48.i
  %t74.i = trunc i64 %t746.i to i32
  %t75.i = xor i32 %t62.i, %t74.i
  %t77.i = add i32 %.41, 2027808484
  %t78.i = add i32 %.42, -308364780
  %t79.i = zext i32 %t70.i to i64
  %t80.i = mul nuw i64 %t79.i, 3528531795
  %t81.i = zext i32 %t75.i to i64
  %t82.i = mul nuw i64 %t81.i, 3449720151
  %t83.i = lshr i64 %t82.i, 32
  %t857.i = xor i64 %t83.i, %t66.i
  %t85.i = trunc i64 %t857.i to i32
  %t86.i = xor i32 %t77.i, %t85.i
  %t88.i = lshr i64 %t80.i, 32
  %t908.i = xor i64 %t88.i, %t64.i
  %t90.i = trunc i64 %t908.i to i32
  %t91.i = xor i32 %t78.i, %t90.i
  %t93.i = add i32 %.41, 387276957
  %t94.i = add i32 %.42, -1459197799
  %t95.i = zext i32 %t86.i to i64
  %t96.i = mul nuw i64 %t95.i, 3528531795
  %t97.i = zext i32 %t91.i to i64
  %t98.i = mul nuw i64 %t97.i, 3449720151
  %t99.i = lshr i64 %t98.i, 32
  %t1019.i = xor i64 %t99.i, %t82.i
  %t101.i = trunc i64 %t1019.i to i32
  %t102.i = xor i32 %t93.i, %t101.i
  %t104.i = lshr i64 %t96.i, 32
  %t10610.i = xor i64 %t104.i, %t80.i
  %t106.i = trunc i64 %t10610.i to i32
  %t107.i = xor i32 %t94.i, %t106.i
  %t109.i = add i32 %.41, -1253254570
  %t110.i = add i32 %.42, 1684936478
  %t111.i = zext i32 %t102.i to i64
  %t112.i = mul nuw i64 %t111.i, 3528531795
  %t113.i = zext i32 %t107.i to i64
  %t114.i = mul nuw i64 %t113.i, 3449720151
  %t115.i = lshr i64 %t114.i, 32
  %t11711.i = xor i64 %t115.i, %t98.i
  %t117.i = trunc i64 %t11711.i to i32
  %t118.i = xor i32 %t109.i, %t117.i
  %t120.i = lshr i64 %t112.i, 32
  %t12212.i = xor i64 %t120.i, %t96.i
  %t122.i = trunc i64 %t12212.i to i32
  %t123.i = xor i32 %t110.i, %t122.i
  %t125.i = add i32 %.41, 1401181199
  %t126.i = add i32 %.42, 534103459
  %t127.i = zext i32 %t118.i to i64
  %t128.i = mul nuw i64 %t127.i, 3528531795
  %t129.i = zext i32 %t123.i to i64
  %t130.i = mul nuw i64 %t129.i, 3449720151
  %t131.i = lshr i64 %t130.i, 32
  %t13313.i = xor i64 %t131.i, %t114.i
  %t133.i = trunc i64 %t13313.i to i32
  %t134.i = xor i32 %t125.i, %t133.i
  %t136.i = lshr i64 %t128.i, 32
  %t13814.i = xor i64 %t136.i, %t112.i
  %t138.i = trunc i64 %t13814.i to i32
  %t139.i = xor i32 %t126.i, %t138.i
  %t141.i = add i32 %.41, -239350328
  %t142.i = add i32 %.42, -616729560
  %t143.i = zext i32 %t134.i to i64
  %t144.i = mul nuw i64 %t143.i, 3528531795
  %t145.i = zext i32 %t139.i to i64
  %t146.i = mul nuw i64 %t145.i, 3449720151
  %t147.i = lshr i64 %t146.i, 32
  %t14915.i = xor i64 %t147.i, %t130.i
  %t149.i = trunc i64 %t14915.i to i32
  %t150.i = xor i32 %t141.i, %t149.i
  %t152.i = lshr i64 %t144.i, 32
  %t15416.i = xor i64 %t152.i, %t128.i
  %t154.i = trunc i64 %t15416.i to i32
  %t155.i = xor i32 %t142.i, %t154.i
  %t157.i = add i32 %.41, -1879881855
  %t158.i = add i32 %.42, -1767562579
  %t159.i = zext i32 %t150.i to i64
  %t160.i = mul nuw i64 %t159.i, 3528531795
  %t161.i = zext i32 %t155.i to i64
  %t162.i = mul nuw i64 %t161.i, 3449720151
  %t163.i = lshr i64 %t162.i, 32
  %t16517.i = xor i64 %t163.i, %t146.i
  %t165.i = trunc i64 %t16517.i to i32
  %t166.i = xor i32 %t157.i, %t165.i
  %t167.i = trunc i64 %t162.i to i32
  %t168.i = lshr i64 %t160.i, 32
  %t17018.i = xor i64 %t168.i, %t144.i
  %t170.i = trunc i64 %t17018.i to i32
  %t171.i = xor i32 %t158.i, %t170.i
  %t172.i = trunc i64 %t160.i to i32
  %t50 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t11
  store i32 %t166.i, ptr addrspace(1) %t50, align 4
  %t49.1 = or i64 %t11, 1
  %t50.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t49.1
  store i32 %t167.i, ptr addrspace(1) %t50.1, align 4
  %t49.2 = or i64 %t11, 2
  %t50.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t49.2
  store i32 %t171.i, ptr addrspace(1) %t50.2, align 4
  %t49.3 = or i64 %t11, 3
  %t50.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t49.3
  store i32 %t172.i, ptr addrspace(1) %t50.3, align 4
  br label %common.ret
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXoroDraws(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture writeonly %a4, i64 %a5, i64 %a6) local_unnamed_addr #3 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.7 to i64
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !invariant.load !0
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.12 to i64
  %t7 = add nsw i64 %t4, %t6
  %t8 = shl nsw i64 %t7, 1
  %t9 = add nsw i64 %t8, 2
  %t11 = icmp sgt i64 %t9, %a1
  br i1 %t11, label %common.ret, label %b2

common.ret:                                       ; preds = %math.cos.exit255, %b3, %entry, %b2
  ret void

b2:                                               ; preds = %entry
  %t12 = add nsw i64 %t7, 1
  %t13 = mul i64 %a3, 5
  %t14 = mul i64 %t13, %t12
  %t16 = icmp sgt i64 %t14, %a5
  br i1 %t16, label %common.ret, label %b3

b3:                                               ; preds = %b2
  %t17 = icmp sgt i64 %a3, 0
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8
  %t22 = or i64 %t8, 1
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t22
  br i1 %t17, label %b4.preheader, label %common.ret

b4.preheader:                                     ; preds = %b3
  %t24 = mul i64 %t13, %t7
  %t25 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 %t24
  br label %b4

b4:                                               ; preds = %b4.preheader, %math.cos.exit255
  %t26 = phi ptr addrspace(1) [ %t175, %math.cos.exit255 ], [ %t25, %b4.preheader ]
  %t27 = phi i64 [ %t173, %math.cos.exit255 ], [ 0, %b4.preheader ]
  %.13 = load i64, ptr addrspace(1) %t21, align 8
  %.14 = load i64, ptr addrspace(1) %t23, align 8
  %t30 = add i64 %.14, %.13
  %t31 = xor i64 %.14, %.13
  %t34 = tail call i64 @llvm.fshl.i64(i64 %.13, i64 %.13, i64 55)
  %t35 = xor i64 %t31, %t34
  %t36 = shl i64 %t31, 14
  %t37 = xor i64 %t35, %t36
  store i64 %t37, ptr addrspace(1) %t21, align 8
  %t40 = tail call i64 @llvm.fshl.i64(i64 %t31, i64 %t31, i64 36)
  store i64 %t40, ptr addrspace(1) %t23, align 8
  store i64 %t30, ptr addrspace(1) %t26, align 8
  %.15 = load i64, ptr addrspace(1) %t21, align 8
  %.16 = load i64, ptr addrspace(1) %t23, align 8
  %t44 = add i64 %.16, %.15
  %t45 = xor i64 %.16, %.15
  %t48 = tail call i64 @llvm.fshl.i64(i64 %.15, i64 %.15, i64 55)
  %t49 = xor i64 %t45, %t48
  %t50 = shl i64 %t45, 14
  %t51 = xor i64 %t49, %t50
  store i64 %t51, ptr addrspace(1) %t21, align 8
  %t54 = tail call i64 @llvm.fshl.i64(i64 %t45, i64 %t45, i64 36)
  store i64 %t54, ptr addrspace(1) %t23, align 8
  %t55 = lshr i64 %t44, 11
  %t56 = uitofp i64 %t55 to double
  %t57 = fmul double %t56, 0x3CA0000000000000
  %t58 = fptrunc double %t57 to float
  %t59 = bitcast float %t58 to i32
  %t60 = zext i32 %t59 to i64
  %t61 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 1
  store i64 %t60, ptr addrspace(1) %t61, align 8
  %.17 = load i64, ptr addrspace(1) %t21, align 8
  %.18 = load i64, ptr addrspace(1) %t23, align 8
  %t64 = add i64 %.18, %.17
  %t65 = xor i64 %.18, %.17
  %t68 = tail call i64 @llvm.fshl.i64(i64 %.17, i64 %.17, i64 55)
  %t69 = xor i64 %t65, %t68
  %t70 = shl i64 %t65, 14
  %t71 = xor i64 %t69, %t70
  store i64 %t71, ptr addrspace(1) %t21, align 8
  %t74 = tail call i64 @llvm.fshl.i64(i64 %t65, i64 %t65, i64 36)
  store i64 %t74, ptr addrspace(1) %t23, align 8
  %t75 = lshr i64 %t64, 11
  %t76 = uitofp i64 %t75 to double
  %t77 = fmul double %t76, 0x3CA0000000000000
  %t79 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 2
  store double %t77, ptr addrspace(1) %t79, align 8
  %0 = load <2 x i64>, ptr addrspace(1) %t21, align 8
  %1 = extractelement <2 x i64> %0, i64 0
  %2 = extractelement <2 x i64> %0, i64 1
  %t82 = add i64 %2, %1
  %t83 = xor i64 %2, %1
  %t86 = tail call i64 @llvm.fshl.i64(i64 %1, i64 %1, i64 55)
  %t87 = xor i64 %t83, %t86
  %t88 = shl i64 %t83, 14
  %t89 = xor i64 %t87, %t88
  %t92 = tail call i64 @llvm.fshl.i64(i64 %t83, i64 %t83, i64 36)
  %t93 = lshr i64 %t82, 11
  %t94 = uitofp i64 %t93 to double
  %t95 = fmul double %t94, 0x3CA0000000000000
  %t96 = fptrunc double %t95 to float
  %t99 = add i64 %t89, %t92
  %t100 = xor i64 %t89, %t92
  %t103 = tail call i64 @llvm.fshl.i64(i64 %t87, i64 %t89, i64 55)
  %t104 = xor i64 %t103, %t100
  %t105 = shl i64 %t100, 14
  %t106 = xor i64 %t104, %t105
  store i64 %t106, ptr addrspace(1) %t21, align 8
  %t109 = tail call i64 @llvm.fshl.i64(i64 %t100, i64 %t100, i64 36)
  store i64 %t109, ptr addrspace(1) %t23, align 8
  %t110 = lshr i64 %t99, 11
  %t111 = uitofp i64 %t110 to double
  %t112 = fmul double %t111, 0x3CA0000000000000
  %t113 = fptrunc double %t112 to float
  %t114 = fpext float %t96 to double
  %t1.i = fcmp ogt double %t114, 0x7FEFFFFFFFFFFFFF
  br i1 %t1.i, label %math.log.exit, label %b3.i

b3.i:                                             ; preds = %b4
  %t3.i = fcmp oeq float %t96, 0.000000e+00
  br i1 %t3.i, label %math.log.exit, label %b12.i

b12.i:                                            ; preds = %b3.i
  %t6.i = fcmp olt double %t114, 0x10000000000000
  %t7.i = fmul double %t114, 0x4330000000000000
  %t8.i = select i1 %t6.i, double %t7.i, double %t114
  %t10.i = bitcast double %t8.i to i64
  %t11.i = lshr i64 %t10.i, 52
  %t12.i = and i64 %t11.i, 2047
  %t15.i = select i1 %t6.i, i64 -1074, i64 -1022
  %t16.i = add nsw i64 %t12.i, %t15.i
  %t17.i = and i64 %t10.i, -9218868437227405313
  %t18.i = or i64 %t17.i, 4602678819172646912
  %t19.i = bitcast i64 %t18.i to double
  %t22.i = fcmp olt double %t19.i, 0x3FE6A09E667F3BCD
  %t23.i = fmul double %t19.i, 2.000000e+00
  %t25.i = select i1 %t22.i, double %t23.i, double %t19.i
  %t24.i = sext i1 %t22.i to i64
  %t26.i = add nsw i64 %t16.i, %t24.i
  %t27.i = fadd double %t25.i, -1.000000e+00
  %t28.i = sitofp i64 %t26.i to double
  %t29.i = fadd double %t27.i, 2.000000e+00
  %t30.i = fdiv double %t27.i, %t29.i
  %t31.i = fmul double %t30.i, %t30.i
  %t32.i = fmul double %t31.i, %t31.i
  %t33.i = fmul double %t32.i, 0x3FC2F112DF3E5244
  %t34.i = fadd double %t33.i, 0x3FC7466496CB03DE
  %t35.i = fmul double %t32.i, %t34.i
  %t36.i = fadd double %t35.i, 0x3FD2492494229359
  %t37.i = fmul double %t32.i, %t36.i
  %t38.i = fadd double %t37.i, 0x3FE5555555555593
  %t39.i = fmul double %t31.i, %t38.i
  %t40.i = fmul double %t32.i, 0x3FC39A09D078C69F
  %t41.i = fadd double %t40.i, 0x3FCC71C51D8E78AF
  %t42.i = fmul double %t32.i, %t41.i
  %t43.i = fadd double %t42.i, 0x3FD999999997FA04
  %t44.i = fmul double %t32.i, %t43.i
  %t45.i = fadd double %t44.i, %t39.i
  %t46.i = fmul double %t27.i, 5.000000e-01
  %t47.i = fmul double %t27.i, %t46.i
  %t48.i = fmul double %t28.i, 0x3FE62E42FEE00000
  %t49.i = fadd double %t47.i, %t45.i
  %t50.i = fmul double %t30.i, %t49.i
  %t51.i = fmul double %t28.i, 0x3DEA39EF35793C76
  %t52.i = fadd double %t51.i, %t50.i
  %t53.i = fsub double %t47.i, %t52.i
  %t54.i = fsub double %t53.i, %t27.i
  %t55.i = fsub double %t48.i, %t54.i
  br label %math.log.exit

math.log.exit:                                    ; preds = %b4, %b3.i, %b12.i
  %common.ret.op.i = phi double [ %t55.i, %b12.i ], [ %t114, %b4 ], [ 0xFFF0000000000000, %b3.i ]
  %t116 = fptrunc double %common.ret.op.i to float
  %t117 = fmul float %t113, 0x401921FB60000000
  %t118 = fpext float %t117 to double
  %t0.i = fcmp uno float %t117, 0.000000e+00
  %t2.i = fcmp ogt double %t118, 0x7FEFFFFFFFFFFFFF
  %or.cond = or i1 %t0.i, %t2.i
  br i1 %or.cond, label %math.cos.exit, label %b3.i3

b3.i3:                                            ; preds = %math.log.exit
  %t3.i2 = fcmp ult float %t117, 0x41C0000000000000
  br i1 %t3.i2, label %b16.i15, label %b4.i

b4.i:                                             ; preds = %b3.i3
  %t0.i.i = fcmp olt double %t118, 0x3FE921FB54442D18
  br i1 %t0.i.i, label %math.trigReduce.exit.i, label %b2.i.i

b2.i.i:                                           ; preds = %b4.i
  %t1.i.i = bitcast double %t118 to i64
  %t2.i.i = lshr i64 %t1.i.i, 52
  %t3.i.i = and i64 %t2.i.i, 2047
  %t7.i.i = and i64 %t1.i.i, -9218868437227405313
  %t8.i.i = or i64 %t7.i.i, 4503599627370496
  %t9.i.i = add nsw i64 %t3.i.i, -1014
  %t111.i.i = lshr i64 %t9.i.i, 6
  %t12.i.i = and i64 %t9.i.i, 63
  %t14.i.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t111.i.i
  %.4.i.i = load i64, ptr addrspace(4) %t14.i.i, align 8
  %.7.i.i = shl i64 %.4.i.i, %t12.i.i
  %t17.i.i = add nuw nsw i64 %t111.i.i, 1
  %t19.i.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t17.i.i
  %.8.i.i = load i64, ptr addrspace(4) %t19.i.i, align 8
  %t21.i.i = sub nsw i64 54, %t2.i.i
  %.9.i.i = icmp eq i64 %t12.i.i, 0
  %.10.i.i = and i64 %t21.i.i, 63
  %.11.i.i = lshr i64 %.8.i.i, %.10.i.i
  %t22.i.i = select i1 %.9.i.i, i64 0, i64 %.11.i.i
  %t23.i.i = or i64 %t22.i.i, %.7.i.i
  %.15.i.i = shl i64 %.8.i.i, %t12.i.i
  %t26.i.i = add nuw nsw i64 %t111.i.i, 2
  %t28.i.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t26.i.i
  %.16.i.i = load i64, ptr addrspace(4) %t28.i.i, align 8
  %.19.i.i = lshr i64 %.16.i.i, %.10.i.i
  %t30.i.i = select i1 %.9.i.i, i64 0, i64 %.19.i.i
  %t31.i.i = or i64 %t30.i.i, %.15.i.i
  %.23.i.i = shl i64 %.16.i.i, %t12.i.i
  %t34.i.i = add nuw nsw i64 %t111.i.i, 3
  %t36.i.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t34.i.i
  %.24.i.i = load i64, ptr addrspace(4) %t36.i.i, align 8
  %.27.i.i = lshr i64 %.24.i.i, %.10.i.i
  %t38.i.i = select i1 %.9.i.i, i64 0, i64 %.27.i.i
  %t39.i.i = or i64 %t38.i.i, %.23.i.i
  %t40.i.i = and i64 %t39.i.i, 4294967295
  %t41.i.i = lshr i64 %t39.i.i, 32
  %t42.i.i = and i64 %t1.i.i, 4294967295
  %t43.i.i = lshr i64 %t8.i.i, 32
  %t44.i.i = mul nuw i64 %t40.i.i, %t42.i.i
  %t45.i.i = mul nuw i64 %t41.i.i, %t42.i.i
  %t46.i.i = lshr i64 %t44.i.i, 32
  %t47.i.i = add nuw i64 %t46.i.i, %t45.i.i
  %t48.i.i = and i64 %t47.i.i, 4294967295
  %t49.i.i = lshr i64 %t47.i.i, 32
  %t50.i.i = mul nuw i64 %t40.i.i, %t43.i.i
  %t51.i.i = add nuw i64 %t48.i.i, %t50.i.i
  %t52.i.i = mul nuw i64 %t41.i.i, %t43.i.i
  %t53.i.i = add nuw i64 %t49.i.i, %t52.i.i
  %t54.i.i = lshr i64 %t51.i.i, 32
  %t55.i.i = add nuw i64 %t53.i.i, %t54.i.i
  %t56.i.i = and i64 %t31.i.i, 4294967295
  %t57.i.i = lshr i64 %t31.i.i, 32
  %t58.i.i = mul nuw i64 %t56.i.i, %t42.i.i
  %t59.i.i = mul nuw i64 %t57.i.i, %t42.i.i
  %t60.i.i = lshr i64 %t58.i.i, 32
  %t61.i.i = add nuw i64 %t60.i.i, %t59.i.i
  %t62.i.i = and i64 %t61.i.i, 4294967295
  %t63.i.i = lshr i64 %t61.i.i, 32
  %t64.i.i = mul nuw i64 %t56.i.i, %t43.i.i
  %t65.i.i = add nuw i64 %t62.i.i, %t64.i.i
  %t66.i.i = mul nuw i64 %t57.i.i, %t43.i.i
  %t68.i.i = lshr i64 %t65.i.i, 32
  %t70.i.i = mul i64 %t31.i.i, %t8.i.i
  %t71.i.i = mul i64 %t23.i.i, %t8.i.i
  %t72.i.i = add i64 %t55.i.i, %t70.i.i
  %t73.i.i = and i64 %t55.i.i, %t70.i.i
  %t74.i.i = or i64 %t55.i.i, %t70.i.i
  %.28.i.i = xor i64 %t72.i.i, -1
  %t75.i.i = and i64 %t74.i.i, %.28.i.i
  %t76.i.i = or i64 %t75.i.i, %t73.i.i
  %t77.i.i = lshr i64 %t76.i.i, 63
  %t67.i.i = add i64 %t66.i.i, %t71.i.i
  %t69.i.i = add i64 %t67.i.i, %t63.i.i
  %t78.i.i = add i64 %t69.i.i, %t68.i.i
  %t79.i.i = add i64 %t78.i.i, %t77.i.i
  %t80.i.i = lshr i64 %t79.i.i, 61
  %t83.i.i = tail call i64 @llvm.fshl.i64(i64 %t79.i.i, i64 %t72.i.i, i64 3)
  %.29.i.i = tail call i64 @llvm.ctlz.i64(i64 %t83.i.i, i1 false), !range !1
  %t87.i.i = add nuw nsw i64 %.29.i.i, 1
  %.30.i.i = icmp ult i64 %t83.i.i, 2
  %.31.i.i = and i64 %t87.i.i, 63
  %.32.i.i = shl i64 %t83.i.i, %.31.i.i
  %t89.i.i = select i1 %.30.i.i, i64 2, i64 %.32.i.i
  %t90.i.i = sub nsw i64 63, %.29.i.i
  %.33.i.i = icmp eq i64 %t83.i.i, 0
  %.34.i.i = and i64 %t90.i.i, 63
  %.35.i.i = lshr i64 %t72.i.i, %.34.i.i
  %t91.i.i = select i1 %.33.i.i, i64 0, i64 %.35.i.i
  %t92.i.i = or i64 %t89.i.i, %t91.i.i
  %t93.i.i = lshr i64 %t92.i.i, 12
  %.neg.i.i = mul nsw i64 %.29.i.i, -4503599627370496
  %t94.i.i = add nsw i64 %.neg.i.i, 4602678819172646912
  %t95.i.i = or i64 %t93.i.i, %t94.i.i
  %t96.i.i = bitcast i64 %t95.i.i to double
  %3 = and i64 %t79.i.i, 2305843009213693952
  %t98.not.i.i = icmp eq i64 %3, 0
  %t99.i.i = add nuw nsw i64 %t80.i.i, 1
  %t100.i.i = and i64 %t99.i.i, 7
  %t101.i.i = fadd double %t96.i.i, -1.000000e+00
  %spec.select.i.i = select i1 %t98.not.i.i, i64 %t80.i.i, i64 %t100.i.i
  %spec.select2.i.i = select i1 %t98.not.i.i, double %t96.i.i, double %t101.i.i
  %t104.i.i = fmul double %spec.select2.i.i, 0x3FE921FB54442D18
  %.36.i.i = insertvalue { i64, double } poison, i64 %spec.select.i.i, 0
  br label %math.trigReduce.exit.i

math.trigReduce.exit.i:                           ; preds = %b2.i.i, %b4.i
  %.pn.i.i = phi { i64, double } [ %.36.i.i, %b2.i.i ], [ { i64 0, double poison }, %b4.i ]
  %p0.pn.i.i = phi double [ %t104.i.i, %b2.i.i ], [ %t118, %b4.i ]
  %t5.i4 = extractvalue { i64, double } %.pn.i.i, 0
  br label %b5.i

b5.i:                                             ; preds = %b16.i15, %math.trigReduce.exit.i
  %t7.i5 = phi i64 [ %t5.i4, %math.trigReduce.exit.i ], [ %t83.i, %b16.i15 ]
  %t8.i6 = phi double [ %p0.pn.i.i, %math.trigReduce.exit.i ], [ %t89.i, %b16.i15 ]
  %t9.i = icmp ugt i64 %t7.i5, 3
  %t10.i7 = add i64 %t7.i5, -4
  %spec.select1.i = select i1 %t9.i, i64 %t10.i7, i64 %t7.i5
  %t13.i = icmp ugt i64 %spec.select1.i, 1
  %spec.select3.i = xor i1 %t9.i, %t13.i
  %t16.i8 = fmul double %t8.i6, %t8.i6
  %spec.select1.off.i = add i64 %spec.select1.i, -1
  %switch.i = icmp ult i64 %spec.select1.off.i, 2
  br i1 %switch.i, label %b10.i, label %b15.i

b10.i:                                            ; preds = %b5.i
  %t21.i9 = fmul double %t16.i8, 0x3DE5D8FD1FD19CCD
  %t24.i10 = fadd double %t21.i9, 0xBE5AE5E5A9291F5D
  br label %b11.i

b11.i:                                            ; preds = %b15.i, %b10.i
  %.sink7.i = phi double [ %4, %b15.i ], [ %t24.i10, %b10.i ]
  %.sink6.i = phi double [ 0xBE927E4F7EAC4BC6, %b15.i ], [ 0x3EC71DE3567D48A1, %b10.i ]
  %.sink5.i = phi double [ 0x3EFA01A019C844F5, %b15.i ], [ 0xBF2A01A019BFDF03, %b10.i ]
  %.sink4.i = phi double [ 0xBF56C16C16C14F91, %b15.i ], [ 0x3F8111111110F7D0, %b10.i ]
  %.sink.i = phi double [ 0x3FA555555555554B, %b15.i ], [ 0xBFC5555555555548, %b10.i ]
  %t16.pn.i = phi double [ %t16.i8, %b15.i ], [ %t8.i6, %b10.i ]
  %t48.sink.i = phi double [ %t48.i13, %b15.i ], [ %t8.i6, %b10.i ]
  %t49.sink.i = fmul double %t16.i8, %t16.pn.i
  %t56.i = fmul double %t16.i8, %.sink7.i
  %t59.i = fadd double %t56.i, %.sink6.i
  %t60.i = fmul double %t16.i8, %t59.i
  %t63.i = fadd double %.sink5.i, %t60.i
  %t64.i = fmul double %t16.i8, %t63.i
  %t67.i = fadd double %.sink4.i, %t64.i
  %t68.i = fmul double %t16.i8, %t67.i
  %t71.i = fadd double %.sink.i, %t68.i
  %t72.i = fmul double %t49.sink.i, %t71.i
  %t73.i = fadd double %t48.sink.i, %t72.i
  %t44.i11 = fneg double %t73.i
  %spec.select2.i = select i1 %spec.select3.i, double %t44.i11, double %t73.i
  br label %math.cos.exit

b15.i:                                            ; preds = %b5.i
  %t47.i12 = fmul double %t16.i8, 5.000000e-01
  %t48.i13 = fsub double 1.000000e+00, %t47.i12
  %t52.i14 = fmul double %t16.i8, 0x3DA8FA49A0861A9B
  %4 = fsub double 0x3E21EE9D7B4E3F05, %t52.i14
  br label %b11.i

b16.i15:                                          ; preds = %b3.i3
  %t74.i = fmul double %t118, 0x3FF45F306DC9C883
  %.13.i = fcmp olt double %t74.i, 0x43E0000000000000
  %.14.i = fcmp oge double %t74.i, 0xC3E0000000000000
  %.16.i = and i1 %.14.i, %.13.i
  %5 = fptosi double %t74.i to i64
  %.19.i = select i1 %.16.i, i64 %5, i64 -9223372036854775808
  %.20.i = fadd double %t74.i, 0xC3E0000000000000
  %.21.i = fcmp oge double %.20.i, 0xC3E0000000000000
  %.22.i = fcmp olt double %.20.i, 0x43E0000000000000
  %.23.i = and i1 %.21.i, %.22.i
  %6 = fptosi double %.20.i to i64
  %.op.i = or i64 %6, -9223372036854775808
  %.27.i = select i1 %.23.i, i64 %.op.i, i64 -9223372036854775808
  %.28.i = select i1 %.13.i, i64 %.19.i, i64 %.27.i
  %t76.i = uitofp i64 %.28.i to double
  %t77.i = and i64 %.28.i, 1
  %t78.not.i = icmp eq i64 %t77.i, 0
  %t80.i = fadd double %t76.i, 1.000000e+00
  %not.t78.not.i = xor i1 %t78.not.i, true
  %t79.i = zext i1 %not.t78.not.i to i64
  %t81.i = add i64 %.28.i, %t79.i
  %t82.i = select i1 %t78.not.i, double %t76.i, double %t80.i
  %t83.i = and i64 %t81.i, 7
  %t84.i = fmul double %t82.i, 0x3FE921FB40000000
  %t85.i = fsub double %t118, %t84.i
  %t86.i = fmul double %t82.i, 0x3E64442D00000000
  %t87.i = fsub double %t85.i, %t86.i
  %t88.i = fmul double %t82.i, 0x3CE8469898CC5170
  %t89.i = fsub double %t87.i, %t88.i
  br label %b5.i

math.cos.exit:                                    ; preds = %math.log.exit, %b11.i
  %common.ret.op.i1 = phi double [ %spec.select2.i, %b11.i ], [ 0x7FF8000000000001, %math.log.exit ]
  %t120 = fptrunc double %common.ret.op.i1 to float
  %t121 = fmul float %t116, -2.000000e+00
  %.23 = fcmp olt float %t121, 0x39F0000000000000
  %.24 = fmul float %t121, 0x41F0000000000000
  %.25 = select i1 %.23, float %.24, float %t121
  %.26 = tail call float @llvm.amdgcn.sqrt.f32(float %.25)
  %.27 = bitcast float %.26 to i32
  %.28 = add i32 %.27, -1
  %.29 = bitcast i32 %.28 to float
  %.30 = fneg float %.29
  %.31 = tail call float @llvm.fma.f32(float %.30, float %.26, float %.25)
  %.32 = add i32 %.27, 1
  %.33 = bitcast i32 %.32 to float
  %.34 = fneg float %.33
  %.35 = tail call float @llvm.fma.f32(float %.34, float %.26, float %.25)
  %.36 = fcmp ole float %.31, 0.000000e+00
  %.37 = select i1 %.36, float %.29, float %.26
  %.38 = fcmp ogt float %.35, 0.000000e+00
  %.39 = select i1 %.38, float %.33, float %.37
  %.40 = fmul float %.39, 0x3EF0000000000000
  %.41 = select i1 %.23, float %.40, float %.39
  %.42 = fcmp oeq float %.25, 0.000000e+00
  %.43 = fcmp oeq float %.25, 0x7FF0000000000000
  %.44 = or i1 %.42, %.43
  %.45 = select i1 %.44, float %.25, float %.41
  %t123 = fmul float %.45, %t120
  %t124 = bitcast float %t123 to i32
  %t125 = zext i32 %t124 to i64
  %t126 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 3
  store i64 %t125, ptr addrspace(1) %t126, align 8
  %7 = load <2 x i64>, ptr addrspace(1) %t21, align 8
  %8 = extractelement <2 x i64> %7, i64 0
  %9 = extractelement <2 x i64> %7, i64 1
  %t129 = add i64 %9, %8
  %t130 = xor i64 %9, %8
  %t133 = tail call i64 @llvm.fshl.i64(i64 %8, i64 %8, i64 55)
  %t134 = xor i64 %t130, %t133
  %t135 = shl i64 %t130, 14
  %t136 = xor i64 %t134, %t135
  %t139 = tail call i64 @llvm.fshl.i64(i64 %t130, i64 %t130, i64 36)
  %t140 = lshr i64 %t129, 11
  %t141 = uitofp i64 %t140 to double
  %t142 = fmul double %t141, 0x3CA0000000000000
  %t143 = fptrunc double %t142 to float
  %t146 = add i64 %t136, %t139
  %t147 = xor i64 %t136, %t139
  %t150 = tail call i64 @llvm.fshl.i64(i64 %t134, i64 %t136, i64 55)
  %t151 = xor i64 %t150, %t147
  %t152 = shl i64 %t147, 14
  %t153 = xor i64 %t151, %t152
  store i64 %t153, ptr addrspace(1) %t21, align 8
  %t156 = tail call i64 @llvm.fshl.i64(i64 %t147, i64 %t147, i64 36)
  store i64 %t156, ptr addrspace(1) %t23, align 8
  %t157 = lshr i64 %t146, 11
  %t158 = uitofp i64 %t157 to double
  %t159 = fmul double %t158, 0x3CA0000000000000
  %t160 = fptrunc double %t159 to float
  %t161 = fpext float %t143 to double
  %t1.i16 = fcmp ogt double %t161, 0x7FEFFFFFFFFFFFFF
  br i1 %t1.i16, label %math.log.exit72, label %b3.i18

b3.i18:                                           ; preds = %math.cos.exit
  %t3.i19 = fcmp oeq float %t143, 0.000000e+00
  br i1 %t3.i19, label %math.log.exit72, label %b12.i34

b12.i34:                                          ; preds = %b3.i18
  %t6.i23 = fcmp olt double %t161, 0x10000000000000
  %t7.i24 = fmul double %t161, 0x4330000000000000
  %t8.i25 = select i1 %t6.i23, double %t7.i24, double %t161
  %t10.i26 = bitcast double %t8.i25 to i64
  %t11.i27 = lshr i64 %t10.i26, 52
  %t12.i28 = and i64 %t11.i27, 2047
  %t15.i29 = select i1 %t6.i23, i64 -1074, i64 -1022
  %t16.i30 = add nsw i64 %t12.i28, %t15.i29
  %t17.i31 = and i64 %t10.i26, -9218868437227405313
  %t18.i32 = or i64 %t17.i31, 4602678819172646912
  %t19.i33 = bitcast i64 %t18.i32 to double
  %t22.i37 = fcmp olt double %t19.i33, 0x3FE6A09E667F3BCD
  %t23.i38 = fmul double %t19.i33, 2.000000e+00
  %t25.i39 = select i1 %t22.i37, double %t23.i38, double %t19.i33
  %t24.i40 = sext i1 %t22.i37 to i64
  %t26.i41 = add nsw i64 %t16.i30, %t24.i40
  %t27.i42 = fadd double %t25.i39, -1.000000e+00
  %t28.i43 = sitofp i64 %t26.i41 to double
  %t29.i44 = fadd double %t27.i42, 2.000000e+00
  %t30.i45 = fdiv double %t27.i42, %t29.i44
  %t31.i46 = fmul double %t30.i45, %t30.i45
  %t32.i47 = fmul double %t31.i46, %t31.i46
  %t33.i48 = fmul double %t32.i47, 0x3FC2F112DF3E5244
  %t34.i49 = fadd double %t33.i48, 0x3FC7466496CB03DE
  %t35.i50 = fmul double %t32.i47, %t34.i49
  %t36.i51 = fadd double %t35.i50, 0x3FD2492494229359
  %t37.i52 = fmul double %t32.i47, %t36.i51
  %t38.i53 = fadd double %t37.i52, 0x3FE5555555555593
  %t39.i54 = fmul double %t31.i46, %t38.i53
  %t40.i55 = fmul double %t32.i47, 0x3FC39A09D078C69F
  %t41.i56 = fadd double %t40.i55, 0x3FCC71C51D8E78AF
  %t42.i57 = fmul double %t32.i47, %t41.i56
  %t43.i58 = fadd double %t42.i57, 0x3FD999999997FA04
  %t44.i59 = fmul double %t32.i47, %t43.i58
  %t45.i60 = fadd double %t44.i59, %t39.i54
  %t46.i61 = fmul double %t27.i42, 5.000000e-01
  %t47.i62 = fmul double %t27.i42, %t46.i61
  %t48.i63 = fmul double %t28.i43, 0x3FE62E42FEE00000
  %t49.i64 = fadd double %t47.i62, %t45.i60
  %t50.i65 = fmul double %t30.i45, %t49.i64
  %t51.i66 = fmul double %t28.i43, 0x3DEA39EF35793C76
  %t52.i67 = fadd double %t51.i66, %t50.i65
  %t53.i68 = fsub double %t47.i62, %t52.i67
  %t54.i69 = fsub double %t53.i68, %t27.i42
  %t55.i70 = fsub double %t48.i63, %t54.i69
  br label %math.log.exit72

math.log.exit72:                                  ; preds = %math.cos.exit, %b3.i18, %b12.i34
  %common.ret.op.i17 = phi double [ %t55.i70, %b12.i34 ], [ %t161, %math.cos.exit ], [ 0xFFF0000000000000, %b3.i18 ]
  %t163 = fptrunc double %common.ret.op.i17 to float
  %t164 = fpext float %t163 to double
  %t165 = fmul double %t164, -2.000000e+00
  %.50 = fcmp olt double %t165, 0x1000000000000000
  %.51 = fmul double %t165, 0x4FF0000000000000
  %.52 = select i1 %.50, double %.51, double %t165
  %.53 = tail call double @llvm.amdgcn.rsq.f64(double %.52)
  %.54 = fmul double %.52, %.53
  %.55 = fmul double %.53, 5.000000e-01
  %.56 = fneg double %.55
  %.57 = tail call double @llvm.fma.f64(double %.56, double %.54, double 5.000000e-01)
  %.58 = tail call double @llvm.fma.f64(double %.55, double %.57, double %.55)
  %.59 = tail call double @llvm.fma.f64(double %.54, double %.57, double %.54)
  %.60 = fneg double %.59
  %.61 = tail call double @llvm.fma.f64(double %.60, double %.59, double %.52)
  %.62 = tail call double @llvm.fma.f64(double %.61, double %.58, double %.59)
  %.63 = fneg double %.62
  %.64 = tail call double @llvm.fma.f64(double %.63, double %.62, double %.52)
  %.65 = tail call double @llvm.fma.f64(double %.64, double %.58, double %.62)
  %.66 = fmul double %.65, 0x37F0000000000000
  %.67 = select i1 %.50, double %.66, double %.65
  %.68 = fcmp oeq double %.52, 0.000000e+00
  %.69 = fcmp oeq double %.52, 0x7FF0000000000000
  %.70 = or i1 %.68, %.69
  %.71 = select i1 %.70, double %.52, double %.67
  %t167 = fpext float %t160 to double
  %t168 = fmul double %t167, 0x401921FB54442D18
  %t0.i73 = fcmp uno double %t168, 0.000000e+00
  %t2.i75 = fcmp ogt double %t168, 0x7FEFFFFFFFFFFFFF
  %or.cond256 = or i1 %t0.i73, %t2.i75
  br i1 %or.cond256, label %math.cos.exit255, label %b3.i78

b3.i78:                                           ; preds = %math.log.exit72
  %t3.i77 = fcmp ult double %t168, 0x41C0000000000000
  br i1 %t3.i77, label %b16.i254, label %b4.i80

b4.i80:                                           ; preds = %b3.i78
  %t0.i.i79 = fcmp olt double %t168, 0x3FE921FB54442D18
  br i1 %t0.i.i79, label %math.trigReduce.exit.i187, label %b2.i.i183

b2.i.i183:                                        ; preds = %b4.i80
  %t1.i.i81 = bitcast double %t168 to i64
  %t2.i.i82 = lshr i64 %t1.i.i81, 52
  %t3.i.i83 = and i64 %t2.i.i82, 2047
  %t7.i.i84 = and i64 %t1.i.i81, -9218868437227405313
  %t8.i.i85 = or i64 %t7.i.i84, 4503599627370496
  %t9.i.i86 = add nsw i64 %t3.i.i83, -1014
  %t111.i.i87 = lshr i64 %t9.i.i86, 6
  %t12.i.i88 = and i64 %t9.i.i86, 63
  %t14.i.i89 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t111.i.i87
  %.4.i.i90 = load i64, ptr addrspace(4) %t14.i.i89, align 8
  %.7.i.i91 = shl i64 %.4.i.i90, %t12.i.i88
  %t17.i.i92 = add nuw nsw i64 %t111.i.i87, 1
  %t19.i.i93 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t17.i.i92
  %.8.i.i94 = load i64, ptr addrspace(4) %t19.i.i93, align 8
  %t21.i.i95 = sub nsw i64 54, %t2.i.i82
  %.9.i.i96 = icmp eq i64 %t12.i.i88, 0
  %.10.i.i97 = and i64 %t21.i.i95, 63
  %.11.i.i98 = lshr i64 %.8.i.i94, %.10.i.i97
  %t22.i.i99 = select i1 %.9.i.i96, i64 0, i64 %.11.i.i98
  %t23.i.i100 = or i64 %t22.i.i99, %.7.i.i91
  %.15.i.i101 = shl i64 %.8.i.i94, %t12.i.i88
  %t26.i.i102 = add nuw nsw i64 %t111.i.i87, 2
  %t28.i.i103 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t26.i.i102
  %.16.i.i104 = load i64, ptr addrspace(4) %t28.i.i103, align 8
  %.19.i.i105 = lshr i64 %.16.i.i104, %.10.i.i97
  %t30.i.i106 = select i1 %.9.i.i96, i64 0, i64 %.19.i.i105
  %t31.i.i107 = or i64 %t30.i.i106, %.15.i.i101
  %.23.i.i108 = shl i64 %.16.i.i104, %t12.i.i88
  %t34.i.i109 = add nuw nsw i64 %t111.i.i87, 3
  %t36.i.i110 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t34.i.i109
  %.24.i.i111 = load i64, ptr addrspace(4) %t36.i.i110, align 8
  %.27.i.i112 = lshr i64 %.24.i.i111, %.10.i.i97
  %t38.i.i113 = select i1 %.9.i.i96, i64 0, i64 %.27.i.i112
  %t39.i.i114 = or i64 %t38.i.i113, %.23.i.i108
  %t40.i.i115 = and i64 %t39.i.i114, 4294967295
  %t41.i.i116 = lshr i64 %t39.i.i114, 32
  %t42.i.i117 = and i64 %t1.i.i81, 4294967295
  %t43.i.i118 = lshr i64 %t8.i.i85, 32
  %t44.i.i119 = mul nuw i64 %t40.i.i115, %t42.i.i117
  %t45.i.i120 = mul nuw i64 %t41.i.i116, %t42.i.i117
  %t46.i.i121 = lshr i64 %t44.i.i119, 32
  %t47.i.i122 = add nuw i64 %t46.i.i121, %t45.i.i120
  %t48.i.i123 = and i64 %t47.i.i122, 4294967295
  %t49.i.i124 = lshr i64 %t47.i.i122, 32
  %t50.i.i125 = mul nuw i64 %t40.i.i115, %t43.i.i118
  %t51.i.i126 = add nuw i64 %t48.i.i123, %t50.i.i125
  %t52.i.i127 = mul nuw i64 %t41.i.i116, %t43.i.i118
  %t53.i.i128 = add nuw i64 %t49.i.i124, %t52.i.i127
  %t54.i.i129 = lshr i64 %t51.i.i126, 32
  %t55.i.i130 = add nuw i64 %t53.i.i128, %t54.i.i129
  %t56.i.i131 = and i64 %t31.i.i107, 4294967295
  %t57.i.i132 = lshr i64 %t31.i.i107, 32
  %t58.i.i133 = mul nuw i64 %t56.i.i131, %t42.i.i117
  %t59.i.i134 = mul nuw i64 %t57.i.i132, %t42.i.i117
  %t60.i.i135 = lshr i64 %t58.i.i133, 32
  %t61.i.i136 = add nuw i64 %t60.i.i135, %t59.i.i134
  %t62.i.i137 = and i64 %t61.i.i136, 4294967295
  %t63.i.i138 = lshr i64 %t61.i.i136, 32
  %t64.i.i139 = mul nuw i64 %t56.i.i131, %t43.i.i118
  %t65.i.i140 = add nuw i64 %t62.i.i137, %t64.i.i139
  %t66.i.i141 = mul nuw i64 %t57.i.i132, %t43.i.i118
  %t68.i.i142 = lshr i64 %t65.i.i140, 32
  %t70.i.i143 = mul i64 %t31.i.i107, %t8.i.i85
  %t71.i.i144 = mul i64 %t23.i.i100, %t8.i.i85
  %t72.i.i145 = add i64 %t55.i.i130, %t70.i.i143
  %t73.i.i146 = and i64 %t55.i.i130, %t70.i.i143
  %t74.i.i147 = or i64 %t55.i.i130, %t70.i.i143
  %.28.i.i148 = xor i64 %t72.i.i145, -1
  %t75.i.i149 = and i64 %t74.i.i147, %.28.i.i148
  %t76.i.i150 = or i64 %t75.i.i149, %t73.i.i146
  %t77.i.i151 = lshr i64 %t76.i.i150, 63
  %t67.i.i152 = add i64 %t66.i.i141, %t71.i.i144
  %t69.i.i153 = add i64 %t67.i.i152, %t63.i.i138
  %t78.i.i154 = add i64 %t69.i.i153, %t68.i.i142
  %t79.i.i155 = add i64 %t78.i.i154, %t77.i.i151
  %t80.i.i156 = lshr i64 %t79.i.i155, 61
  %t83.i.i157 = tail call i64 @llvm.fshl.i64(i64 %t79.i.i155, i64 %t72.i.i145, i64 3)
  %.29.i.i158 = tail call i64 @llvm.ctlz.i64(i64 %t83.i.i157, i1 false), !range !1
  %t87.i.i159 = add nuw nsw i64 %.29.i.i158, 1
  %.30.i.i160 = icmp ult i64 %t83.i.i157, 2
  %.31.i.i161 = and i64 %t87.i.i159, 63
  %.32.i.i162 = shl i64 %t83.i.i157, %.31.i.i161
  %t89.i.i163 = select i1 %.30.i.i160, i64 2, i64 %.32.i.i162
  %t90.i.i164 = sub nsw i64 63, %.29.i.i158
  %.33.i.i165 = icmp eq i64 %t83.i.i157, 0
  %.34.i.i166 = and i64 %t90.i.i164, 63
  %.35.i.i167 = lshr i64 %t72.i.i145, %.34.i.i166
  %t91.i.i168 = select i1 %.33.i.i165, i64 0, i64 %.35.i.i167
  %t92.i.i169 = or i64 %t89.i.i163, %t91.i.i168
  %t93.i.i170 = lshr i64 %t92.i.i169, 12
  %.neg.i.i171 = mul nsw i64 %.29.i.i158, -4503599627370496
  %t94.i.i172 = add nsw i64 %.neg.i.i171, 4602678819172646912
  %t95.i.i173 = or i64 %t93.i.i170, %t94.i.i172
  %t96.i.i174 = bitcast i64 %t95.i.i173 to double
  %10 = and i64 %t79.i.i155, 2305843009213693952
  %t98.not.i.i175 = icmp eq i64 %10, 0
  %t99.i.i176 = add nuw nsw i64 %t80.i.i156, 1
  %t100.i.i177 = and i64 %t99.i.i176, 7
  %t101.i.i178 = fadd double %t96.i.i174, -1.000000e+00
  %spec.select.i.i179 = select i1 %t98.not.i.i175, i64 %t80.i.i156, i64 %t100.i.i177
  %spec.select2.i.i180 = select i1 %t98.not.i.i175, double %t96.i.i174, double %t101.i.i178
  %t104.i.i181 = fmul double %spec.select2.i.i180, 0x3FE921FB54442D18
  %.36.i.i182 = insertvalue { i64, double } poison, i64 %spec.select.i.i179, 0
  br label %math.trigReduce.exit.i187

math.trigReduce.exit.i187:                        ; preds = %b2.i.i183, %b4.i80
  %.pn.i.i184 = phi { i64, double } [ %.36.i.i182, %b2.i.i183 ], [ { i64 0, double poison }, %b4.i80 ]
  %p0.pn.i.i185 = phi double [ %t104.i.i181, %b2.i.i183 ], [ %t168, %b4.i80 ]
  %t5.i186 = extractvalue { i64, double } %.pn.i.i184, 0
  br label %b5.i198

b5.i198:                                          ; preds = %b16.i254, %math.trigReduce.exit.i187
  %t7.i188 = phi i64 [ %t5.i186, %math.trigReduce.exit.i187 ], [ %t83.i247, %b16.i254 ]
  %t8.i189 = phi double [ %p0.pn.i.i185, %math.trigReduce.exit.i187 ], [ %t89.i253, %b16.i254 ]
  %t9.i190 = icmp ugt i64 %t7.i188, 3
  %t10.i191 = add i64 %t7.i188, -4
  %spec.select1.i192 = select i1 %t9.i190, i64 %t10.i191, i64 %t7.i188
  %t13.i193 = icmp ugt i64 %spec.select1.i192, 1
  %spec.select3.i194 = xor i1 %t9.i190, %t13.i193
  %t16.i195 = fmul double %t8.i189, %t8.i189
  %spec.select1.off.i196 = add i64 %spec.select1.i192, -1
  %switch.i197 = icmp ult i64 %spec.select1.off.i196, 2
  br i1 %switch.i197, label %b10.i201, label %b15.i226

b10.i201:                                         ; preds = %b5.i198
  %t21.i199 = fmul double %t16.i195, 0x3DE5D8FD1FD19CCD
  %t24.i200 = fadd double %t21.i199, 0xBE5AE5E5A9291F5D
  br label %b11.i222

b11.i222:                                         ; preds = %b15.i226, %b10.i201
  %.sink7.i202 = phi double [ %11, %b15.i226 ], [ %t24.i200, %b10.i201 ]
  %.sink6.i203 = phi double [ 0xBE927E4F7EAC4BC6, %b15.i226 ], [ 0x3EC71DE3567D48A1, %b10.i201 ]
  %.sink5.i204 = phi double [ 0x3EFA01A019C844F5, %b15.i226 ], [ 0xBF2A01A019BFDF03, %b10.i201 ]
  %.sink4.i205 = phi double [ 0xBF56C16C16C14F91, %b15.i226 ], [ 0x3F8111111110F7D0, %b10.i201 ]
  %.sink.i206 = phi double [ 0x3FA555555555554B, %b15.i226 ], [ 0xBFC5555555555548, %b10.i201 ]
  %t16.pn.i207 = phi double [ %t16.i195, %b15.i226 ], [ %t8.i189, %b10.i201 ]
  %t48.sink.i208 = phi double [ %t48.i224, %b15.i226 ], [ %t8.i189, %b10.i201 ]
  %t49.sink.i209 = fmul double %t16.i195, %t16.pn.i207
  %t56.i210 = fmul double %t16.i195, %.sink7.i202
  %t59.i211 = fadd double %t56.i210, %.sink6.i203
  %t60.i212 = fmul double %t16.i195, %t59.i211
  %t63.i213 = fadd double %.sink5.i204, %t60.i212
  %t64.i214 = fmul double %t16.i195, %t63.i213
  %t67.i215 = fadd double %.sink4.i205, %t64.i214
  %t68.i216 = fmul double %t16.i195, %t67.i215
  %t71.i217 = fadd double %.sink.i206, %t68.i216
  %t72.i218 = fmul double %t49.sink.i209, %t71.i217
  %t73.i219 = fadd double %t48.sink.i208, %t72.i218
  %t44.i220 = fneg double %t73.i219
  %spec.select2.i221 = select i1 %spec.select3.i194, double %t44.i220, double %t73.i219
  br label %math.cos.exit255

b15.i226:                                         ; preds = %b5.i198
  %t47.i223 = fmul double %t16.i195, 5.000000e-01
  %t48.i224 = fsub double 1.000000e+00, %t47.i223
  %t52.i225 = fmul double %t16.i195, 0x3DA8FA49A0861A9B
  %11 = fsub double 0x3E21EE9D7B4E3F05, %t52.i225
  br label %b11.i222

b16.i254:                                         ; preds = %b3.i78
  %t74.i227 = fmul double %t168, 0x3FF45F306DC9C883
  %.13.i228 = fcmp olt double %t74.i227, 0x43E0000000000000
  %.14.i229 = fcmp oge double %t74.i227, 0xC3E0000000000000
  %.16.i230 = and i1 %.14.i229, %.13.i228
  %12 = fptosi double %t74.i227 to i64
  %.19.i231 = select i1 %.16.i230, i64 %12, i64 -9223372036854775808
  %.20.i232 = fadd double %t74.i227, 0xC3E0000000000000
  %.21.i233 = fcmp oge double %.20.i232, 0xC3E0000000000000
  %.22.i234 = fcmp olt double %.20.i232, 0x43E0000000000000
  %.23.i235 = and i1 %.21.i233, %.22.i234
  %13 = fptosi double %.20.i232 to i64
  %.op.i236 = or i64 %13, -9223372036854775808
  %.27.i237 = select i1 %.23.i235, i64 %.op.i236, i64 -9223372036854775808
  %.28.i238 = select i1 %.13.i228, i64 %.19.i231, i64 %.27.i237
  %t76.i239 = uitofp i64 %.28.i238 to double
  %t77.i240 = and i64 %.28.i238, 1
  %t78.not.i241 = icmp eq i64 %t77.i240, 0
  %t80.i242 = fadd double %t76.i239, 1.000000e+00
  %not.t78.not.i243 = xor i1 %t78.not.i241, true
  %t79.i244 = zext i1 %not.t78.not.i243 to i64
  %t81.i245 = add i64 %.28.i238, %t79.i244
  %t82.i246 = select i1 %t78.not.i241, double %t76.i239, double %t80.i242
  %t83.i247 = and i64 %t81.i245, 7
  %t84.i248 = fmul double %t82.i246, 0x3FE921FB40000000
  %t85.i249 = fsub double %t168, %t84.i248
  %t86.i250 = fmul double %t82.i246, 0x3E64442D00000000
  %t87.i251 = fsub double %t85.i249, %t86.i250
  %t88.i252 = fmul double %t82.i246, 0x3CE8469898CC5170
  %t89.i253 = fsub double %t87.i251, %t88.i252
  br label %b5.i198

math.cos.exit255:                                 ; preds = %math.log.exit72, %b11.i222
  %common.ret.op.i74 = phi double [ %spec.select2.i221, %b11.i222 ], [ 0x7FF8000000000001, %math.log.exit72 ]
  %t170 = fmul double %.71, %common.ret.op.i74
  %t172 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 4
  store double %t170, ptr addrspace(1) %t172, align 8
  %t173 = add nuw nsw i64 %t27, 1
  %t175 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 5
  %exitcond.not = icmp eq i64 %t173, %a3
  br i1 %exitcond.not, label %common.ret, label %b4
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits(i64 %a0, ptr addrspace(1) nocapture %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture writeonly %a10, i64 %a11, i64 %a12) local_unnamed_addr #4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.13 to i64
  %t3 = icmp eq i32 %.13, 0
  br i1 %t3, label %b1, label %b2

b1:                                               ; preds = %entry
  store i64 0, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 8), align 8
  store i64 -1, ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 16), align 8
  br label %b2

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t8 = sext i32 %.14 to i64
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !invariant.load !0
  %t10 = zext i16 %.17 to i64
  %t11 = mul nsw i64 %t10, %t8
  %t12 = add nsw i64 %t11, %t2
  %t13 = icmp slt i64 %t12, %a0
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t16 = srem i64 %t12, 31
  %.19 = icmp ugt i64 %t16, 31
  %.20 = trunc i64 %t16 to i32
  %.21 = and i32 %.20, 31
  %.22 = shl nuw i32 1, %.21
  %t17 = select i1 %.19, i32 0, i32 %.22
  %t18 = xor i32 %t17, -1
  %t19 = atomicrmw and ptr addrspace(1) %a1, i32 %t18 syncscope("agent") monotonic, align 4
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 1
  %t23 = atomicrmw or ptr addrspace(1) %t20, i32 %t17 syncscope("agent") monotonic, align 4
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 2
  %0 = trunc i64 %t12 to i32
  %t26 = mul i32 %0, 40503
  %t27 = atomicrmw xor ptr addrspace(1) %t24, i32 %t26 syncscope("agent") monotonic, align 4
  %t30 = srem i64 %t12, 64
  %.27 = icmp ugt i64 %t30, 63
  %.28 = and i64 %t30, 63
  %.29 = shl nuw i64 1, %.28
  %t31 = select i1 %.27, i64 0, i64 %.29
  %t32 = xor i64 %t31, -1
  %t33 = atomicrmw and ptr addrspace(1) %a4, i64 %t32 syncscope("agent") monotonic, align 8
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 1
  %t37 = atomicrmw or ptr addrspace(1) %t34, i64 %t31 syncscope("agent") monotonic, align 8
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 2
  %t40 = mul i64 %t12, -7046029254386353131
  %t41 = atomicrmw xor ptr addrspace(1) %t38, i64 %t40 syncscope("agent") monotonic, align 8
  %t43 = getelementptr inbounds i8, ptr addrspace(1) %a7, i64 1
  %t44 = trunc i64 %t12 to i8
  %.33 = load atomic i8, ptr addrspace(1) %t43 monotonic, align 1
  br label %cas.34

cas.34:                                           ; preds = %cas.34, %b3
  %.36 = phi i8 [ %.33, %b3 ], [ %.37, %cas.34 ]
  %.38 = xor i8 %.36, %t44
  %.39 = cmpxchg ptr addrspace(1) %t43, i8 %.36, i8 %.38 syncscope("agent") monotonic monotonic, align 1
  %.37 = extractvalue { i8, i1 } %.39, 0
  %.40 = extractvalue { i8, i1 } %.39, 1
  br i1 %.40, label %cas.done.35, label %cas.34

cas.done.35:                                      ; preds = %cas.34
  %t47 = srem i64 %t2, 64
  %.41 = icmp ugt i64 %t47, 63
  %.42 = and i64 %t47, 63
  %.43 = shl nuw i64 1, %.42
  %t48 = select i1 %.41, i64 0, i64 %.43
  %t49 = atomicrmw or ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i64 %t48 syncscope("workgroup") monotonic, align 8
  %1 = mul i64 %t2, -4658895280553007687
  %t53 = add i64 %1, -4658895280553007687
  %t54 = atomicrmw xor ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 8), i64 %t53 syncscope("workgroup") monotonic, align 8
  %t58 = xor i64 %t48, -1
  %t59 = atomicrmw and ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 16), i64 %t58 syncscope("workgroup") monotonic, align 8
  br label %b4

b4:                                               ; preds = %cas.done.35, %b2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %t3, label %b5, label %b6

b5:                                               ; preds = %b4
  %t60 = mul nsw i64 %t8, 3
  %t61 = add nsw i64 %t60, 1
  %t62 = add nsw i64 %t60, 2
  %.47 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, align 8
  %.48 = load i64, ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 8), align 8
  %.49 = load i64, ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 16), align 8
  %t70 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t60
  store i64 %.47, ptr addrspace(1) %t70, align 8
  %t71 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t61
  store i64 %.48, ptr addrspace(1) %t71, align 8
  %t72 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t62
  store i64 %.49, ptr addrspace(1) %t72, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters(i64 %a0, i32 %a1, ptr addrspace(1) nocapture %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture %a5, i64 %a6, i64 %a7, ptr addrspace(1) nocapture writeonly %a8, i64 %a9, i64 %a10) local_unnamed_addr #4 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.10 to i64
  %t3 = icmp eq i32 %.10, 0
  br i1 %t3, label %b1, label %b2

b1:                                               ; preds = %entry
  store <2 x i32> <i32 0, i32 5>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, align 8
  br label %b2

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.11 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t7 = sext i32 %.11 to i64
  %.12 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4
  %.14 = load i16, ptr addrspace(4) %.13, align 4, !invariant.load !0
  %t9 = zext i16 %.14 to i64
  %t10 = mul nsw i64 %t9, %t7
  %t11 = add nsw i64 %t10, %t2
  %t12 = icmp slt i64 %t11, %a0
  br i1 %t12, label %b3, label %b4

b3:                                               ; preds = %b2
  %.16 = load atomic i32, ptr addrspace(1) %a2 monotonic, align 4
  br label %cas.17

cas.17:                                           ; preds = %cas.17, %b3
  %.19 = phi i32 [ %.16, %b3 ], [ %.20, %cas.17 ]
  %.21.not = icmp ult i32 %.19, %a1
  %.22 = add i32 %.19, 1
  %.23 = select i1 %.21.not, i32 %.22, i32 0
  %.24 = cmpxchg ptr addrspace(1) %a2, i32 %.19, i32 %.23 syncscope("agent") monotonic monotonic, align 4
  %.20 = extractvalue { i32, i1 } %.24, 0
  %.25 = extractvalue { i32, i1 } %.24, 1
  br i1 %.25, label %cas.done.18, label %cas.17

cas.done.18:                                      ; preds = %cas.17
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a8, i64 %t11
  store i32 %.19, ptr addrspace(1) %t17, align 4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a2, i64 1
  %.26 = load atomic i32, ptr addrspace(1) %t18 monotonic, align 4
  br label %cas.27

cas.27:                                           ; preds = %cas.27, %cas.done.18
  %.29 = phi i32 [ %.26, %cas.done.18 ], [ %.30, %cas.27 ]
  %.31 = add i32 %.29, -1
  %0 = tail call i32 @llvm.umin.i32(i32 %.31, i32 %a1)
  %.34 = cmpxchg ptr addrspace(1) %t18, i32 %.29, i32 %0 syncscope("agent") monotonic monotonic, align 4
  %.30 = extractvalue { i32, i1 } %.34, 0
  %.35 = extractvalue { i32, i1 } %.34, 1
  br i1 %.35, label %cas.done.28, label %cas.27

cas.done.28:                                      ; preds = %cas.27
  %t22 = zext i32 %a1 to i64
  %.36 = load atomic i64, ptr addrspace(1) %a5 monotonic, align 8
  br label %cas.37

cas.37:                                           ; preds = %cas.37, %cas.done.28
  %.39 = phi i64 [ %.36, %cas.done.28 ], [ %.40, %cas.37 ]
  %.41.not = icmp ult i64 %.39, %t22
  %.42 = add i64 %.39, 1
  %.43 = select i1 %.41.not, i64 %.42, i64 0
  %.44 = cmpxchg ptr addrspace(1) %a5, i64 %.39, i64 %.43 syncscope("agent") monotonic monotonic, align 8
  %.40 = extractvalue { i64, i1 } %.44, 0
  %.45 = extractvalue { i64, i1 } %.44, 1
  br i1 %.45, label %cas.done.38, label %cas.37

cas.done.38:                                      ; preds = %cas.37
  %t24 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 1
  %.46 = load atomic i64, ptr addrspace(1) %t24 monotonic, align 8
  br label %cas.47

cas.47:                                           ; preds = %cas.47, %cas.done.38
  %.49 = phi i64 [ %.46, %cas.done.38 ], [ %.50, %cas.47 ]
  %.51 = add i64 %.49, -1
  %1 = tail call i64 @llvm.umin.i64(i64 %.51, i64 %t22)
  %.54 = cmpxchg ptr addrspace(1) %t24, i64 %.49, i64 %1 syncscope("agent") monotonic monotonic, align 8
  %.50 = extractvalue { i64, i1 } %.54, 0
  %.55 = extractvalue { i64, i1 } %.54, 1
  br i1 %.55, label %cas.done.48, label %cas.47

cas.done.48:                                      ; preds = %cas.47
  %.56 = load atomic i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0 monotonic, align 8
  br label %cas.57

cas.57:                                           ; preds = %cas.57, %cas.done.48
  %.59 = phi i32 [ %.56, %cas.done.48 ], [ %.60, %cas.57 ]
  %.61 = icmp ugt i32 %.59, 5
  %.62 = add i32 %.59, 1
  %.63 = select i1 %.61, i32 0, i32 %.62
  %.64 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, i32 %.59, i32 %.63 syncscope("workgroup") monotonic monotonic, align 4
  %.60 = extractvalue { i32, i1 } %.64, 0
  %.65 = extractvalue { i32, i1 } %.64, 1
  br i1 %.65, label %cas.done.58, label %cas.57

cas.done.58:                                      ; preds = %cas.57
  %.66 = load atomic i32, ptr addrspace(3) getelementptr inbounds ([8 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, i32 0, i32 4) monotonic, align 4
  br label %cas.67

cas.67:                                           ; preds = %cas.67, %cas.done.58
  %.69 = phi i32 [ %.66, %cas.done.58 ], [ %.70, %cas.67 ]
  %.71 = add i32 %.69, -1
  %2 = tail call i32 @llvm.umin.i32(i32 %.71, i32 9)
  %.74 = cmpxchg ptr addrspace(3) getelementptr inbounds ([8 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, i32 0, i32 4), i32 %.69, i32 %2 syncscope("workgroup") monotonic monotonic, align 4
  %.70 = extractvalue { i32, i1 } %.74, 0
  %.75 = extractvalue { i32, i1 } %.74, 1
  br i1 %.75, label %b4, label %cas.67

b4:                                               ; preds = %cas.67, %b2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %t3, label %b5, label %b6

b5:                                               ; preds = %b4
  %t30 = shl nsw i64 %t7, 1
  %t31 = add nsw i64 %t30, 2
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a2, i64 %t31
  %3 = load <2 x i32>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, align 8
  store <2 x i32> %3, ptr addrspace(1) %t38, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture %a12, i64 %a13, i64 %a14) local_unnamed_addr #4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.16 to i64
  %t3 = icmp eq i32 %.16, 0
  br i1 %t3, label %b1, label %b2

b1:                                               ; preds = %entry
  store double 0x7FF8000000000001, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0, align 8
  br label %b2

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.17 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.17 to i64
  %.18 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.19 = getelementptr inbounds i8, ptr addrspace(4) %.18, i64 4
  %.20 = load i16, ptr addrspace(4) %.19, align 4, !invariant.load !0
  %t8 = zext i16 %.20 to i64
  %t9 = mul nsw i64 %t8, %t6
  %t10 = add nsw i64 %t9, %t2
  %t12 = icmp slt i64 %t10, %a1
  br i1 %t12, label %b3, label %b4

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t10
  %.22 = load float, ptr addrspace(1) %t16, align 4, !amdgpu.noclobber !0
  %.23 = load atomic i32, ptr addrspace(1) %a6 monotonic, align 4
  %.33 = bitcast float %.22 to i32
  %.39 = fcmp uno float %.22, 0.000000e+00
  br label %cas.24

cas.24:                                           ; preds = %cas.24, %b3
  %.26 = phi i32 [ %.23, %b3 ], [ %.27, %cas.24 ]
  %.28 = bitcast i32 %.26 to float
  %.29 = fcmp olt float %.22, %.28
  %.30 = select i1 %.29, float %.28, float %.22
  %.31 = fcmp oeq float %.22, %.28
  %.34 = and i32 %.26, %.33
  %.35 = bitcast i32 %.34 to float
  %.36 = select i1 %.31, float %.35, float %.30
  %.37 = fcmp uno float %.28, 0.000000e+00
  %.38 = select i1 %.37, float %.28, float %.36
  %0 = select i1 %.37, i1 true, i1 %.39
  %.42 = select i1 %0, float %.22, float %.38
  %.44 = select i1 %.39, float %.28, float %.42
  %.45 = bitcast float %.44 to i32
  %.46 = cmpxchg ptr addrspace(1) %a6, i32 %.26, i32 %.45 syncscope("agent") monotonic monotonic, align 4
  %.27 = extractvalue { i32, i1 } %.46, 0
  %.47 = extractvalue { i32, i1 } %.46, 1
  br i1 %.47, label %cas.done.25, label %cas.24

cas.done.25:                                      ; preds = %cas.24
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 1
  %.48 = load float, ptr addrspace(1) %t16, align 4
  %.49 = load atomic i32, ptr addrspace(1) %t19 monotonic, align 4
  %.59 = bitcast float %.48 to i32
  %.65 = fcmp uno float %.48, 0.000000e+00
  br label %cas.50

cas.50:                                           ; preds = %cas.50, %cas.done.25
  %.52 = phi i32 [ %.49, %cas.done.25 ], [ %.53, %cas.50 ]
  %.54 = bitcast i32 %.52 to float
  %.55 = fcmp ogt float %.48, %.54
  %.56 = select i1 %.55, float %.54, float %.48
  %.57 = fcmp oeq float %.48, %.54
  %.60 = or i32 %.52, %.59
  %.61 = bitcast i32 %.60 to float
  %.62 = select i1 %.57, float %.61, float %.56
  %.63 = fcmp uno float %.54, 0.000000e+00
  %.64 = select i1 %.63, float %.54, float %.62
  %1 = select i1 %.63, i1 true, i1 %.65
  %.68 = select i1 %1, float %.48, float %.64
  %.70 = select i1 %.65, float %.54, float %.68
  %.71 = bitcast float %.70 to i32
  %.72 = cmpxchg ptr addrspace(1) %t19, i32 %.52, i32 %.71 syncscope("agent") monotonic monotonic, align 4
  %.53 = extractvalue { i32, i1 } %.72, 0
  %.73 = extractvalue { i32, i1 } %.72, 1
  br i1 %.73, label %cas.done.51, label %cas.50

cas.done.51:                                      ; preds = %cas.50
  %t25 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t10
  %.74 = load double, ptr addrspace(1) %t25, align 8
  %.75 = load atomic i64, ptr addrspace(1) %a9 monotonic, align 8
  %.85 = bitcast double %.74 to i64
  %.91 = fcmp uno double %.74, 0.000000e+00
  br label %cas.76

cas.76:                                           ; preds = %cas.76, %cas.done.51
  %.78 = phi i64 [ %.75, %cas.done.51 ], [ %.79, %cas.76 ]
  %.80 = bitcast i64 %.78 to double
  %.81 = fcmp olt double %.74, %.80
  %.82 = select i1 %.81, double %.80, double %.74
  %.83 = fcmp oeq double %.74, %.80
  %.86 = and i64 %.78, %.85
  %.87 = bitcast i64 %.86 to double
  %.88 = select i1 %.83, double %.87, double %.82
  %.89 = fcmp uno double %.80, 0.000000e+00
  %.90 = select i1 %.89, double %.80, double %.88
  %2 = select i1 %.89, i1 true, i1 %.91
  %.94 = select i1 %2, double %.74, double %.90
  %.96 = select i1 %.91, double %.80, double %.94
  %.97 = bitcast double %.96 to i64
  %.98 = cmpxchg ptr addrspace(1) %a9, i64 %.78, i64 %.97 syncscope("agent") monotonic monotonic, align 8
  %.79 = extractvalue { i64, i1 } %.98, 0
  %.99 = extractvalue { i64, i1 } %.98, 1
  br i1 %.99, label %cas.done.77, label %cas.76

cas.done.77:                                      ; preds = %cas.76
  %t28 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 1
  %.100 = load double, ptr addrspace(1) %t25, align 8
  %.101 = load atomic i64, ptr addrspace(1) %t28 monotonic, align 8
  %.111 = bitcast double %.100 to i64
  %.117 = fcmp uno double %.100, 0.000000e+00
  br label %cas.102

cas.102:                                          ; preds = %cas.102, %cas.done.77
  %.104 = phi i64 [ %.101, %cas.done.77 ], [ %.105, %cas.102 ]
  %.106 = bitcast i64 %.104 to double
  %.107 = fcmp ogt double %.100, %.106
  %.108 = select i1 %.107, double %.106, double %.100
  %.109 = fcmp oeq double %.100, %.106
  %.112 = or i64 %.104, %.111
  %.113 = bitcast i64 %.112 to double
  %.114 = select i1 %.109, double %.113, double %.108
  %.115 = fcmp uno double %.106, 0.000000e+00
  %.116 = select i1 %.115, double %.106, double %.114
  %3 = select i1 %.115, i1 true, i1 %.117
  %.120 = select i1 %3, double %.100, double %.116
  %.122 = select i1 %.117, double %.106, double %.120
  %.123 = bitcast double %.122 to i64
  %.124 = cmpxchg ptr addrspace(1) %t28, i64 %.104, i64 %.123 syncscope("agent") monotonic monotonic, align 8
  %.105 = extractvalue { i64, i1 } %.124, 0
  %.125 = extractvalue { i64, i1 } %.124, 1
  br i1 %.125, label %cas.done.103, label %cas.102

cas.done.103:                                     ; preds = %cas.102
  %.126 = load double, ptr addrspace(1) %t25, align 8
  %.127 = load atomic i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0 monotonic, align 8
  %.137 = bitcast double %.126 to i64
  %.143 = fcmp uno double %.126, 0.000000e+00
  br label %cas.128

cas.128:                                          ; preds = %cas.128, %cas.done.103
  %.130 = phi i64 [ %.127, %cas.done.103 ], [ %.131, %cas.128 ]
  %.132 = bitcast i64 %.130 to double
  %.133 = fcmp olt double %.126, %.132
  %.134 = select i1 %.133, double %.132, double %.126
  %.135 = fcmp oeq double %.126, %.132
  %.138 = and i64 %.130, %.137
  %.139 = bitcast i64 %.138 to double
  %.140 = select i1 %.135, double %.139, double %.134
  %.141 = fcmp uno double %.132, 0.000000e+00
  %.142 = select i1 %.141, double %.132, double %.140
  %4 = select i1 %.141, i1 true, i1 %.143
  %.146 = select i1 %4, double %.126, double %.142
  %.148 = select i1 %.143, double %.132, double %.146
  %.149 = bitcast double %.148 to i64
  %.150 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0, i64 %.130, i64 %.149 syncscope("workgroup") monotonic monotonic, align 8
  %.131 = extractvalue { i64, i1 } %.150, 0
  %.151 = extractvalue { i64, i1 } %.150, 1
  br i1 %.151, label %cas.done.129, label %cas.128

cas.done.129:                                     ; preds = %cas.128
  %t36 = add nsw i64 %t10, -7
  %t37 = atomicrmw max ptr addrspace(1) %a12, i64 %t36 syncscope("agent") monotonic, align 8
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %a12, i64 1
  %t39 = atomicrmw min ptr addrspace(1) %t38, i64 %t36 syncscope("agent") monotonic, align 8
  br label %b4

b4:                                               ; preds = %cas.done.129, %b2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %t3, label %b5, label %b6

b5:                                               ; preds = %b4
  %t40 = add nsw i64 %t6, 2
  %t44 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t40
  %.152 = load double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0, align 8
  store double %.152, ptr addrspace(1) %t44, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpVotes(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture writeonly %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture writeonly %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture writeonly %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture writeonly %a13, i64 %a14, i64 %a15) local_unnamed_addr #4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !invariant.load !0
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add nsw i64 %t4, %t6
  %t8.not = icmp slt i64 %t7, %a0
  br i1 %t8.not, label %b2, label %common.ret

common.ret:                                       ; preds = %entry, %match.done.60
  ret void

b2:                                               ; preds = %entry
  %.22 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %t10 = and i64 %.22, 1099511627775
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.23)
  %t13 = icmp sgt i32 %.24, 39
  %spec.select = select i1 %t13, i64 %.22, i64 %t10
  %t16 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t7
  %.25 = load i32, ptr addrspace(1) %t16, align 4, !amdgpu.noclobber !0
  %t18 = icmp sgt i32 %.25, 0
  %.26 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %t18)
  %t19 = and i64 %.26, %spec.select
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 %t7
  store i64 %t19, ptr addrspace(1) %t21, align 8
  %.27 = xor i1 %t18, true
  %.28 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.27)
  %.29 = and i64 %.28, %spec.select
  %t22 = icmp eq i64 %.29, 0
  %t23 = zext i1 %t22 to i8
  %t24.not = icmp eq i64 %t19, 0
  %t25 = or i8 %t23, 2
  %t26 = select i1 %t24.not, i8 %t23, i8 %t25
  %t28 = getelementptr inbounds i8, ptr addrspace(1) %a13, i64 %t7
  store i8 %t26, ptr addrspace(1) %t28, align 1
  %.32 = load i32, ptr addrspace(1) %t16, align 4
  %t30 = srem i32 %.32, 3
  %.422 = icmp eq i64 %spec.select, 0
  br i1 %.422, label %match.done.37, label %match.body.36

match.body.36:                                    ; preds = %b2, %match.body.36
  %.394 = phi i64 [ %.41, %match.body.36 ], [ 0, %b2 ]
  %.383 = phi i64 [ %.40, %match.body.36 ], [ %spec.select, %b2 ]
  %.43 = tail call i64 @llvm.cttz.i64(i64 %.383, i1 true), !range !1
  %.44 = trunc i64 %.43 to i32
  %.45 = shl nuw nsw i32 %.44, 2
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %t30)
  %.47 = icmp eq i32 %.46, %t30
  %.48 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.47)
  %.49 = and i64 %.48, %spec.select
  %.41 = select i1 %.47, i64 %.49, i64 %.394
  %.50 = xor i64 %.49, -1
  %.40 = and i64 %.383, %.50
  %.42 = icmp eq i64 %.40, 0
  br i1 %.42, label %match.done.37, label %match.body.36

match.done.37:                                    ; preds = %match.body.36, %b2
  %.39.lcssa = phi i64 [ 0, %b2 ], [ %.41, %match.body.36 ]
  %t33 = getelementptr inbounds i64, ptr addrspace(1) %a7, i64 %t7
  store i64 %.39.lcssa, ptr addrspace(1) %t33, align 8
  %t35 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t7
  store i64 %.22, ptr addrspace(1) %t35, align 8
  %t36 = add i64 %t7, %a0
  %.51 = icmp ugt i32 %.24, 63
  %0 = and i32 %.24, 63
  %.52 = zext i32 %0 to i64
  %notmask = shl nsw i64 -1, %.52
  %.53.op = xor i64 %notmask, -1
  %t39 = select i1 %.51, i64 -1, i64 %.53.op
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 %t36
  store i64 %t39, ptr addrspace(1) %t40, align 8
  %.54 = load i32, ptr addrspace(1) %t16, align 4
  %t42 = srem i32 %.54, 2
  %t43 = sitofp i32 %t42 to double
  %t44 = fmul double %t43, 5.000000e-01
  %.55 = bitcast double %t44 to i64
  %.655 = icmp eq i64 %.22, 0
  br i1 %.655, label %match.done.60, label %match.body.59.lr.ph

match.body.59.lr.ph:                              ; preds = %match.done.37
  %.69 = trunc i64 %.55 to i32
  %.70 = lshr i64 %.55, 32
  %.71 = trunc i64 %.70 to i32
  br label %match.body.59

match.body.59:                                    ; preds = %match.body.59.lr.ph, %match.body.59
  %.627 = phi i64 [ 0, %match.body.59.lr.ph ], [ %.64, %match.body.59 ]
  %.616 = phi i64 [ %.22, %match.body.59.lr.ph ], [ %.63, %match.body.59 ]
  %.66 = tail call i64 @llvm.cttz.i64(i64 %.616, i1 true), !range !1
  %.67 = trunc i64 %.66 to i32
  %.68 = shl nuw nsw i32 %.67, 2
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.69)
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.71)
  %.74 = zext i32 %.72 to i64
  %.75 = zext i32 %.73 to i64
  %.76 = shl nuw i64 %.75, 32
  %.77 = or i64 %.76, %.74
  %.78 = icmp eq i64 %.77, %.55
  %.79 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.78)
  %.80 = and i64 %.79, %.22
  %.64 = select i1 %.78, i64 %.80, i64 %.627
  %.81 = xor i64 %.80, -1
  %.63 = and i64 %.616, %.81
  %.65 = icmp eq i64 %.63, 0
  br i1 %.65, label %match.done.60, label %match.body.59

match.done.60:                                    ; preds = %match.body.59, %match.done.37
  %.62.lcssa = phi i64 [ 0, %match.done.37 ], [ %.64, %match.body.59 ]
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a7, i64 %t36
  store i64 %.62.lcssa, ptr addrspace(1) %t46, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eVoteSplit(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #5 {
entry:
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !invariant.load !0
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10)
  %t10 = icmp slt i32 %.11, 16
  br i1 %t10, label %b1, label %b2

b1:                                               ; preds = %entry
  %.12 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  br label %b2

b2:                                               ; preds = %entry, %b1
  %.sink = phi i64 [ %.12, %b1 ], [ 0, %entry ]
  %t3 = zext i16 %.7 to i64
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.4 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.9 to i64
  %t7 = add nsw i64 %t4, %t6
  %0 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7
  store i64 %.sink, ptr addrspace(1) %0, align 8
  ret void
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eVoteNotInMask(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #5 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.4 to i64
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !invariant.load !0
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.9 to i64
  %t7 = add nsw i64 %t4, %t6
  %.10 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %t8 = and i64 %.10, 1
  %t10 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7
  store i64 %t8, ptr addrspace(1) %t10, align 8
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #4 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.7 to i64
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.8 to i64
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !invariant.load !0
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4
  %t8 = add nsw i64 %t7, %t2
  %t9 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %.7
  store i64 0, ptr addrspace(3) %t9, align 8
  %t11 = icmp slt i64 %t8, %a1
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  store i64 %.13, ptr addrspace(3) %t9, align 8
  br label %b2

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17 = icmp slt i32 %.7, 64
  br i1 %t17, label %b5, label %b6

b5:                                               ; preds = %b2
  %0 = add nsw i32 %.7, 64
  %t19 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %0
  %.14 = load i64, ptr addrspace(3) %t19, align 8
  %.15 = load i64, ptr addrspace(3) %t9, align 8
  %t22 = add i64 %.15, %.14
  store i64 %t22, ptr addrspace(3) %t9, align 8
  br label %b6

b6:                                               ; preds = %b5, %b2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.1 = icmp slt i32 %.7, 32
  br i1 %t17.1, label %b5.1, label %b6.1

b5.1:                                             ; preds = %b6
  %1 = add nsw i32 %.7, 32
  %t19.1 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %1
  %.14.1 = load i64, ptr addrspace(3) %t19.1, align 8
  %.15.1 = load i64, ptr addrspace(3) %t9, align 8
  %t22.1 = add i64 %.15.1, %.14.1
  store i64 %t22.1, ptr addrspace(3) %t9, align 8
  br label %b6.1

b6.1:                                             ; preds = %b5.1, %b6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.2 = icmp slt i32 %.7, 16
  br i1 %t17.2, label %b5.2, label %b6.2

b5.2:                                             ; preds = %b6.1
  %2 = add nsw i32 %.7, 16
  %t19.2 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %2
  %.14.2 = load i64, ptr addrspace(3) %t19.2, align 8
  %.15.2 = load i64, ptr addrspace(3) %t9, align 8
  %t22.2 = add i64 %.15.2, %.14.2
  store i64 %t22.2, ptr addrspace(3) %t9, align 8
  br label %b6.2

b6.2:                                             ; preds = %b5.2, %b6.1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.3 = icmp slt i32 %.7, 8
  br i1 %t17.3, label %b5.3, label %b6.3

b5.3:                                             ; preds = %b6.2
  %3 = add nsw i32 %.7, 8
  %t19.3 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %3
  %.14.3 = load i64, ptr addrspace(3) %t19.3, align 8
  %.15.3 = load i64, ptr addrspace(3) %t9, align 8
  %t22.3 = add i64 %.15.3, %.14.3
  store i64 %t22.3, ptr addrspace(3) %t9, align 8
  br label %b6.3

b6.3:                                             ; preds = %b5.3, %b6.2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.4 = icmp slt i32 %.7, 4
  br i1 %t17.4, label %b5.4, label %b6.4

b5.4:                                             ; preds = %b6.3
  %4 = add nsw i32 %.7, 4
  %t19.4 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %4
  %.14.4 = load i64, ptr addrspace(3) %t19.4, align 8
  %.15.4 = load i64, ptr addrspace(3) %t9, align 8
  %t22.4 = add i64 %.15.4, %.14.4
  store i64 %t22.4, ptr addrspace(3) %t9, align 8
  br label %b6.4

b6.4:                                             ; preds = %b5.4, %b6.3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.5 = icmp slt i32 %.7, 2
  br i1 %t17.5, label %b5.5, label %b6.5

b5.5:                                             ; preds = %b6.4
  %5 = add nsw i32 %.7, 2
  %t19.5 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %5
  %.14.5 = load i64, ptr addrspace(3) %t19.5, align 8
  %.15.5 = load i64, ptr addrspace(3) %t9, align 8
  %t22.5 = add i64 %.15.5, %.14.5
  store i64 %t22.5, ptr addrspace(3) %t9, align 8
  br label %b6.5

b6.5:                                             ; preds = %b5.5, %b6.4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.6 = icmp slt i32 %.7, 1
  br i1 %t17.6, label %b5.6, label %b6.6

b5.6:                                             ; preds = %b6.5
  %6 = add nsw i32 %.7, 1
  %t19.6 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %6
  %.14.6 = load i64, ptr addrspace(3) %t19.6, align 8
  %.15.6 = load i64, ptr addrspace(3) %t9, align 8
  %t22.6 = add i64 %.15.6, %.14.6
  store i64 %t22.6, ptr addrspace(3) %t9, align 8
  br label %b6.6

b6.6:                                             ; preds = %b5.6, %b6.5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t24 = icmp eq i32 %.7, 0
  br i1 %t24, label %b8, label %b9

b8:                                               ; preds = %b6.6
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t4
  %.16 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, align 8
  store i64 %.16, ptr addrspace(1) %t28, align 8
  br label %b9

b9:                                               ; preds = %b8, %b6.6
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpOps(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !invariant.load !0
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7
  %.22 = load i32, ptr addrspace(1) %t9, align 4, !amdgpu.noclobber !0
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.25 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24)
  %.26 = zext i32 %.25 to i64
  %.27 = add nuw nsw i64 %.26, 16
  %.28 = icmp ult i32 %.25, 48
  %.29 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.30 = and i64 %.27, 63
  %0 = shl nuw i64 1, %.30
  %1 = and i64 %0, %.29
  %.32 = icmp ne i64 %1, 0
  %.33 = and i1 %.28, %.32
  %.34 = trunc i64 %.27 to i32
  %.35 = shl i32 %.34, 2
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %.22)
  %t15 = select i1 %.33, i32 %.36, i32 %.22
  %t16 = add i32 %t15, %.22
  %.27.1 = add nuw nsw i64 %.26, 8
  %.28.1 = icmp ult i32 %.25, 56
  %.30.1 = and i64 %.27.1, 63
  %2 = shl nuw i64 1, %.30.1
  %3 = and i64 %2, %.29
  %.32.1 = icmp ne i64 %3, 0
  %.33.1 = and i1 %.28.1, %.32.1
  %.34.1 = trunc i64 %.27.1 to i32
  %.35.1 = shl i32 %.34.1, 2
  %.36.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.1, i32 %t16)
  %t15.1 = select i1 %.33.1, i32 %.36.1, i32 %t16
  %t16.1 = add i32 %t15.1, %t16
  %.27.2 = add nuw nsw i64 %.26, 4
  %.28.2 = icmp ult i32 %.25, 60
  %.30.2 = and i64 %.27.2, 63
  %4 = shl nuw i64 1, %.30.2
  %5 = and i64 %4, %.29
  %.32.2 = icmp ne i64 %5, 0
  %.33.2 = and i1 %.28.2, %.32.2
  %.34.2 = trunc i64 %.27.2 to i32
  %.35.2 = shl i32 %.34.2, 2
  %.36.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.2, i32 %t16.1)
  %t15.2 = select i1 %.33.2, i32 %.36.2, i32 %t16.1
  %t16.2 = add i32 %t15.2, %t16.1
  %.27.3 = add nuw nsw i64 %.26, 2
  %.28.3 = icmp ult i32 %.25, 62
  %.30.3 = and i64 %.27.3, 63
  %6 = shl nuw i64 1, %.30.3
  %7 = and i64 %6, %.29
  %.32.3 = icmp ne i64 %7, 0
  %.33.3 = and i1 %.28.3, %.32.3
  %.34.3 = trunc i64 %.27.3 to i32
  %.35.3 = shl i32 %.34.3, 2
  %.36.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.3, i32 %t16.2)
  %t15.3 = select i1 %.33.3, i32 %.36.3, i32 %t16.2
  %t16.3 = add i32 %t15.3, %t16.2
  %.27.4 = add nuw nsw i64 %.26, 1
  %.34.4 = trunc i64 %.27.4 to i32
  %.35.4 = shl i32 %.34.4, 2
  %.36.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.4, i32 %t16.3)
  %t20 = icmp eq i32 %.25, 0
  br i1 %t20, label %b4, label %b5

b4:                                               ; preds = %entry
  %.30.4 = and i64 %.27.4, 63
  %8 = shl nuw i64 1, %.30.4
  %9 = and i64 %8, %.29
  %.32.4.not = icmp eq i64 %9, 0
  %t15.4 = select i1 %.32.4.not, i32 %t16.3, i32 %.36.4
  %t16.4 = add i32 %t15.4, %t16.3
  %t21 = sdiv i64 %t7, 32
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t21
  store i32 %t16.4, ptr addrspace(1) %t23, align 4
  br label %b5

b5:                                               ; preds = %b4, %entry
  %.43 = xor i64 %.26, 1
  %.44 = icmp ult i64 %.43, 64
  %.45 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.46 = and i64 %.43, 63
  %10 = shl nuw i64 1, %.46
  %11 = and i64 %.45, %10
  %.48 = icmp ne i64 %11, 0
  %.49 = and i1 %.44, %.48
  %.50 = trunc i64 %.43 to i32
  %.51 = shl i32 %.50, 2
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51, i32 %.22)
  %t28 = select i1 %.49, i32 %.52, i32 %.22
  %t29 = add i32 %t28, %.22
  %.43.1 = xor i64 %.26, 2
  %.44.1 = icmp ult i64 %.43.1, 64
  %.46.1 = and i64 %.43.1, 63
  %12 = shl nuw i64 1, %.46.1
  %13 = and i64 %.45, %12
  %.48.1 = icmp ne i64 %13, 0
  %.49.1 = and i1 %.44.1, %.48.1
  %.50.1 = trunc i64 %.43.1 to i32
  %.51.1 = shl i32 %.50.1, 2
  %.52.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.1, i32 %t29)
  %t28.1 = select i1 %.49.1, i32 %.52.1, i32 %t29
  %t29.1 = add i32 %t28.1, %t29
  %.43.2 = xor i64 %.26, 4
  %.44.2 = icmp ult i64 %.43.2, 64
  %.46.2 = and i64 %.43.2, 63
  %14 = shl nuw i64 1, %.46.2
  %15 = and i64 %.45, %14
  %.48.2 = icmp ne i64 %15, 0
  %.49.2 = and i1 %.44.2, %.48.2
  %.50.2 = trunc i64 %.43.2 to i32
  %.51.2 = shl i32 %.50.2, 2
  %.52.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.2, i32 %t29.1)
  %t28.2 = select i1 %.49.2, i32 %.52.2, i32 %t29.1
  %t29.2 = add i32 %t28.2, %t29.1
  %.43.3 = xor i64 %.26, 8
  %.44.3 = icmp ult i64 %.43.3, 64
  %.46.3 = and i64 %.43.3, 63
  %16 = shl nuw i64 1, %.46.3
  %17 = and i64 %.45, %16
  %.48.3 = icmp ne i64 %17, 0
  %.49.3 = and i1 %.44.3, %.48.3
  %.50.3 = trunc i64 %.43.3 to i32
  %.51.3 = shl i32 %.50.3, 2
  %.52.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.3, i32 %t29.2)
  %t28.3 = select i1 %.49.3, i32 %.52.3, i32 %t29.2
  %t29.3 = add i32 %t28.3, %t29.2
  %.43.4 = xor i64 %.26, 16
  %.44.4 = icmp ult i64 %.43.4, 64
  %.46.4 = and i64 %.43.4, 63
  %18 = shl nuw i64 1, %.46.4
  %19 = and i64 %.45, %18
  %.48.4 = icmp ne i64 %19, 0
  %.49.4 = and i1 %.44.4, %.48.4
  %.50.4 = trunc i64 %.43.4 to i32
  %.51.4 = shl i32 %.50.4, 2
  %.52.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.4, i32 %t29.3)
  %t28.4 = select i1 %.49.4, i32 %.52.4, i32 %t29.3
  %t29.4 = add i32 %t28.4, %t29.3
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7
  store i32 %t29.4, ptr addrspace(1) %t32, align 4
  %.59 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %20 = and i64 %.59, 32
  %.62.not = icmp eq i64 %20, 0
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %.22)
  %t33 = select i1 %.62.not, i32 %.22, i32 %.66
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t7
  store i32 %t33, ptr addrspace(1) %t35, align 4
  %.71 = add nsw i64 %.26, -1
  %.72 = icmp ult i64 %.71, 64
  %.74 = and i64 %.71, 63
  %21 = shl nuw i64 1, %.74
  %22 = and i64 %21, %.59
  %.76 = icmp ne i64 %22, 0
  %.77 = and i1 %.72, %.76
  %.78 = trunc i64 %.71 to i32
  %.79 = shl i32 %.78, 2
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.22)
  %t40 = select i1 %.77, i32 %.80, i32 %.22
  %t41.not.inv = icmp sgt i32 %.25, 0
  %t42 = select i1 %t41.not.inv, i32 %t40, i32 0
  %t43 = add i32 %t42, %.22
  %.71.1 = add nsw i64 %.26, -2
  %.72.1 = icmp ult i64 %.71.1, 64
  %.74.1 = and i64 %.71.1, 63
  %23 = shl nuw i64 1, %.74.1
  %24 = and i64 %23, %.59
  %.76.1 = icmp ne i64 %24, 0
  %.77.1 = and i1 %.72.1, %.76.1
  %.78.1 = trunc i64 %.71.1 to i32
  %.79.1 = shl i32 %.78.1, 2
  %.80.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.1, i32 %t43)
  %t40.1 = select i1 %.77.1, i32 %.80.1, i32 %t43
  %t41.not.1 = icmp slt i32 %.25, 2
  %t42.1 = select i1 %t41.not.1, i32 0, i32 %t40.1
  %t43.1 = add i32 %t42.1, %t43
  %.71.2 = add nsw i64 %.26, -4
  %.72.2 = icmp ult i64 %.71.2, 64
  %.74.2 = and i64 %.71.2, 63
  %25 = shl nuw i64 1, %.74.2
  %26 = and i64 %25, %.59
  %.76.2 = icmp ne i64 %26, 0
  %.77.2 = and i1 %.72.2, %.76.2
  %.78.2 = trunc i64 %.71.2 to i32
  %.79.2 = shl i32 %.78.2, 2
  %.80.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.2, i32 %t43.1)
  %t40.2 = select i1 %.77.2, i32 %.80.2, i32 %t43.1
  %t41.not.2 = icmp slt i32 %.25, 4
  %t42.2 = select i1 %t41.not.2, i32 0, i32 %t40.2
  %t43.2 = add i32 %t42.2, %t43.1
  %.71.3 = add nsw i64 %.26, -8
  %.72.3 = icmp ult i64 %.71.3, 64
  %.74.3 = and i64 %.71.3, 63
  %27 = shl nuw i64 1, %.74.3
  %28 = and i64 %27, %.59
  %.76.3 = icmp ne i64 %28, 0
  %.77.3 = and i1 %.72.3, %.76.3
  %.78.3 = trunc i64 %.71.3 to i32
  %.79.3 = shl i32 %.78.3, 2
  %.80.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.3, i32 %t43.2)
  %t40.3 = select i1 %.77.3, i32 %.80.3, i32 %t43.2
  %t41.not.3 = icmp slt i32 %.25, 8
  %t42.3 = select i1 %t41.not.3, i32 0, i32 %t40.3
  %t43.3 = add i32 %t42.3, %t43.2
  %.71.4 = add nsw i64 %.26, -16
  %.72.4 = icmp ult i64 %.71.4, 64
  %.74.4 = and i64 %.71.4, 63
  %29 = shl nuw i64 1, %.74.4
  %30 = and i64 %29, %.59
  %.76.4 = icmp ne i64 %30, 0
  %.77.4 = and i1 %.72.4, %.76.4
  %.78.4 = trunc i64 %.71.4 to i32
  %.79.4 = shl i32 %.78.4, 2
  %.80.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.4, i32 %t43.3)
  %t40.4 = select i1 %.77.4, i32 %.80.4, i32 %t43.3
  %t41.not.4 = icmp slt i32 %.25, 16
  %t42.4 = select i1 %t41.not.4, i32 0, i32 %t40.4
  %t43.4 = add i32 %t42.4, %t43.3
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t7
  store i32 %t43.4, ptr addrspace(1) %t46, align 4
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eShflSum(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #4 {
entry:
  %.5 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.6 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.5)
  %.7 = zext i32 %.6 to i64
  %.8 = add nuw nsw i64 %.7, 16
  %.9 = icmp ult i32 %.6, 48
  %.10 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.11 = and i64 %.8, 63
  %0 = shl nuw i64 1, %.11
  %1 = and i64 %0, %.10
  %.13 = icmp ne i64 %1, 0
  %.14 = and i1 %.9, %.13
  %.15 = trunc i64 %.8 to i32
  %.16 = shl i32 %.15, 2
  %.17 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16, i32 1)
  %.17.op = add i32 %.17, 1
  %t5 = select i1 %.14, i32 %.17.op, i32 2
  %.8.1 = add nuw nsw i64 %.7, 8
  %.9.1 = icmp ult i32 %.6, 56
  %.11.1 = and i64 %.8.1, 63
  %2 = shl nuw i64 1, %.11.1
  %3 = and i64 %2, %.10
  %.13.1 = icmp ne i64 %3, 0
  %.14.1 = and i1 %.9.1, %.13.1
  %.15.1 = trunc i64 %.8.1 to i32
  %.16.1 = shl i32 %.15.1, 2
  %.17.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.1, i32 %t5)
  %t4.1 = select i1 %.14.1, i32 %.17.1, i32 %t5
  %t5.1 = add i32 %t4.1, %t5
  %.8.2 = add nuw nsw i64 %.7, 4
  %.9.2 = icmp ult i32 %.6, 60
  %.11.2 = and i64 %.8.2, 63
  %4 = shl nuw i64 1, %.11.2
  %5 = and i64 %4, %.10
  %.13.2 = icmp ne i64 %5, 0
  %.14.2 = and i1 %.9.2, %.13.2
  %.15.2 = trunc i64 %.8.2 to i32
  %.16.2 = shl i32 %.15.2, 2
  %.17.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.2, i32 %t5.1)
  %t4.2 = select i1 %.14.2, i32 %.17.2, i32 %t5.1
  %t5.2 = add i32 %t4.2, %t5.1
  %.8.3 = add nuw nsw i64 %.7, 2
  %.9.3 = icmp ult i32 %.6, 62
  %.11.3 = and i64 %.8.3, 63
  %6 = shl nuw i64 1, %.11.3
  %7 = and i64 %6, %.10
  %.13.3 = icmp ne i64 %7, 0
  %.14.3 = and i1 %.9.3, %.13.3
  %.15.3 = trunc i64 %.8.3 to i32
  %.16.3 = shl i32 %.15.3, 2
  %.17.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.3, i32 %t5.2)
  %t4.3 = select i1 %.14.3, i32 %.17.3, i32 %t5.2
  %t5.3 = add i32 %t4.3, %t5.2
  %.8.4 = add nuw nsw i64 %.7, 1
  %.15.4 = trunc i64 %.8.4 to i32
  %.16.4 = shl i32 %.15.4, 2
  %.17.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.4, i32 %t5.3)
  %t9 = icmp eq i32 %.6, 0
  br i1 %t9, label %b4, label %b5

b4:                                               ; preds = %entry
  %.11.4 = and i64 %.8.4, 63
  %8 = shl nuw i64 1, %.11.4
  %9 = and i64 %8, %.10
  %.13.4.not = icmp eq i64 %9, 0
  %t4.4 = select i1 %.13.4.not, i32 %t5.3, i32 %.17.4
  %t5.4 = add i32 %t4.4, %t5.3
  %t12 = atomicrmw add ptr addrspace(1) %a0, i32 %t5.4 syncscope("agent") monotonic, align 4
  br label %b5

b5:                                               ; preds = %b4, %entry
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXorClamp(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #4 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.7 to i64
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !invariant.load !0
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.12 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !amdgpu.noclobber !0
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15)
  %.17 = zext i32 %.16 to i64
  %.18 = xor i64 %.17, 16
  %.19 = icmp ult i64 %.18, 64
  %.20 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.21 = and i64 %.18, 63
  %0 = shl nuw i64 1, %.21
  %1 = and i64 %0, %.20
  %.23 = icmp ne i64 %1, 0
  %.24 = and i1 %.19, %.23
  %.25 = trunc i64 %.18 to i32
  %.26 = shl i32 %.25, 2
  %.27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.13)
  %t15 = select i1 %.24, i32 %.27, i32 %.13
  %t16 = add i32 %t15, %.13
  %2 = icmp ult i32 %t16, 41
  %t21 = ashr i32 %t16, 2
  %t19 = select i1 %2, i32 %t16, i32 %t21
  %.18.1 = xor i64 %.17, 8
  %.19.1 = icmp ult i64 %.18.1, 64
  %.21.1 = and i64 %.18.1, 63
  %3 = shl nuw i64 1, %.21.1
  %4 = and i64 %3, %.20
  %.23.1 = icmp ne i64 %4, 0
  %.24.1 = and i1 %.19.1, %.23.1
  %.25.1 = trunc i64 %.18.1 to i32
  %.26.1 = shl i32 %.25.1, 2
  %.27.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.1, i32 %t19)
  %t15.1 = select i1 %.24.1, i32 %.27.1, i32 %t19
  %t16.1 = add i32 %t15.1, %t19
  %5 = icmp ult i32 %t16.1, 41
  %t21.1 = ashr i32 %t16.1, 2
  %t19.1 = select i1 %5, i32 %t16.1, i32 %t21.1
  %.18.2 = xor i64 %.17, 4
  %.19.2 = icmp ult i64 %.18.2, 64
  %.21.2 = and i64 %.18.2, 63
  %6 = shl nuw i64 1, %.21.2
  %7 = and i64 %6, %.20
  %.23.2 = icmp ne i64 %7, 0
  %.24.2 = and i1 %.19.2, %.23.2
  %.25.2 = trunc i64 %.18.2 to i32
  %.26.2 = shl i32 %.25.2, 2
  %.27.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.2, i32 %t19.1)
  %t15.2 = select i1 %.24.2, i32 %.27.2, i32 %t19.1
  %t16.2 = add i32 %t15.2, %t19.1
  %8 = icmp ult i32 %t16.2, 41
  %t21.2 = ashr i32 %t16.2, 2
  %t19.2 = select i1 %8, i32 %t16.2, i32 %t21.2
  %.18.3 = xor i64 %.17, 2
  %.19.3 = icmp ult i64 %.18.3, 64
  %.21.3 = and i64 %.18.3, 63
  %9 = shl nuw i64 1, %.21.3
  %10 = and i64 %9, %.20
  %.23.3 = icmp ne i64 %10, 0
  %.24.3 = and i1 %.19.3, %.23.3
  %.25.3 = trunc i64 %.18.3 to i32
  %.26.3 = shl i32 %.25.3, 2
  %.27.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.3, i32 %t19.2)
  %t15.3 = select i1 %.24.3, i32 %.27.3, i32 %t19.2
  %t16.3 = add i32 %t15.3, %t19.2
  %11 = icmp ult i32 %t16.3, 41
  %t21.3 = ashr i32 %t16.3, 2
  %t19.3 = select i1 %11, i32 %t16.3, i32 %t21.3
  %.18.4 = xor i64 %.17, 1
  %.19.4 = icmp ult i64 %.18.4, 64
  %.21.4 = and i64 %.18.4, 63
  %12 = shl nuw i64 1, %.21.4
  %13 = and i64 %12, %.20
  %.23.4 = icmp ne i64 %13, 0
  %.24.4 = and i1 %.19.4, %.23.4
  %.25.4 = trunc i64 %.18.4 to i32
  %.26.4 = shl i32 %.25.4, 2
  %.27.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.4, i32 %t19.3)
  %t15.4 = select i1 %.24.4, i32 %.27.4, i32 %t19.3
  %t16.4 = add i32 %t15.4, %t19.3
  %14 = icmp ult i32 %t16.4, 41
  %t21.4 = ashr i32 %t16.4, 2
  %t19.4 = select i1 %14, i32 %t16.4, i32 %t21.4
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7
  store i32 %t19.4, ptr addrspace(1) %t23, align 4
  ret void
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eHistogram(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture %a12, i64 %a13, i64 %a14) local_unnamed_addr #6 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !invariant.load !0
  %.20 = zext i16 %.19 to i32
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add nsw i64 %t4, %t6
  %.23 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 12
  %.24 = load i32, ptr addrspace(4) %.23, align 4, !invariant.load !0
  %.29 = add nsw i32 %.20, -1
  %.30 = add i32 %.29, %.24
  %.31 = udiv i32 %.30, %.20
  %t15 = sext i32 %.31 to i64
  %t16 = mul nsw i64 %t15, %t3
  %t181 = icmp slt i64 %t7, %a1
  br i1 %t181, label %b2, label %b3

b2:                                               ; preds = %entry, %cas.done.36
  %t172 = phi i64 [ %t30, %cas.done.36 ], [ %t7, %entry ]
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t172
  %.32 = load i32, ptr addrspace(1) %t19, align 4
  %t21 = sext i32 %.32 to i64
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t21
  %t23 = atomicrmw add ptr addrspace(1) %t22, i32 1 syncscope("agent") monotonic, align 4
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t21
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t172
  %.33 = load float, ptr addrspace(1) %t25, align 4
  %t27 = atomicrmw fadd ptr addrspace(1) %t24, float %.33 syncscope("agent") monotonic, align 4
  %t28 = getelementptr inbounds i8, ptr addrspace(1) %a12, i64 %t21
  %.34 = load atomic i8, ptr addrspace(1) %t28 monotonic, align 1
  br label %cas.35

cas.35:                                           ; preds = %cas.35, %b2
  %.37 = phi i8 [ %.34, %b2 ], [ %.38, %cas.35 ]
  %.39 = add i8 %.37, 1
  %.40 = cmpxchg ptr addrspace(1) %t28, i8 %.37, i8 %.39 syncscope("agent") monotonic monotonic, align 1
  %.38 = extractvalue { i8, i1 } %.40, 0
  %.41 = extractvalue { i8, i1 } %.40, 1
  br i1 %.41, label %cas.done.36, label %cas.35

cas.done.36:                                      ; preds = %cas.35
  %t30 = add i64 %t172, %t16
  %t18 = icmp slt i64 %t30, %a1
  br i1 %t18, label %b2, label %b3

b3:                                               ; preds = %cas.done.36, %entry
  ret void
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicOps(i64 %a0, ptr addrspace(1) nocapture %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture %a13, i64 %a14, i64 %a15) local_unnamed_addr #6 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !invariant.load !0
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add nsw i64 %t4, %t6
  %t8 = mul nsw i64 %t7, 7919
  %.22 = icmp eq i64 %a0, 0
  %0 = add i64 %a0, 1
  %1 = icmp ult i64 %0, 2
  %.25 = select i1 %1, i64 1, i64 %a0
  %.26 = srem i64 %t8, %.25
  %.27 = select i1 %.22, i64 %t8, i64 %.26
  %t12 = atomicrmw max ptr addrspace(1) %a1, i64 %.27 syncscope("agent") monotonic, align 8
  %t15 = add nsw i64 %.27, -100
  %t16 = atomicrmw min ptr addrspace(1) %a4, i64 %t15 syncscope("agent") monotonic, align 8
  %t19 = sitofp i64 %.27 to double
  %t20 = fmul double %t19, 5.000000e-01
  %.28 = load atomic i64, ptr addrspace(1) %a7 monotonic, align 8
  %.38 = bitcast double %t20 to i64
  br label %cas.29

cas.29:                                           ; preds = %cas.29, %entry
  %.31 = phi i64 [ %.28, %entry ], [ %.32, %cas.29 ]
  %.33 = bitcast i64 %.31 to double
  %.34 = fcmp olt double %t20, %.33
  %.35 = select i1 %.34, double %.33, double %t20
  %.36 = fcmp oeq double %t20, %.33
  %.39 = and i64 %.31, %.38
  %.40 = bitcast i64 %.39 to double
  %.41 = select i1 %.36, double %.40, double %.35
  %.42 = fcmp uno double %.33, 0.000000e+00
  %.43 = select i1 %.42, double %.33, double %.41
  %.46 = bitcast double %.43 to i64
  %.47 = cmpxchg ptr addrspace(1) %a7, i64 %.31, i64 %.46 syncscope("agent") monotonic monotonic, align 8
  %.32 = extractvalue { i64, i1 } %.47, 0
  %.48 = extractvalue { i64, i1 } %.47, 1
  br i1 %.48, label %cas.done.30, label %cas.29

cas.done.30:                                      ; preds = %cas.29
  %.49 = load atomic i16, ptr addrspace(1) %a13 monotonic, align 2
  br label %cas.50

cas.50:                                           ; preds = %cas.50, %cas.done.30
  %.52 = phi i16 [ %.49, %cas.done.30 ], [ %.53, %cas.50 ]
  %.54 = cmpxchg ptr addrspace(1) %a13, i16 %.52, i16 1 syncscope("agent") monotonic monotonic, align 2
  %.53 = extractvalue { i16, i1 } %.54, 0
  %.55 = extractvalue { i16, i1 } %.54, 1
  br i1 %.55, label %b1, label %cas.50

b1:                                               ; preds = %cas.50, %cas.done.58
  %.56 = load atomic i16, ptr addrspace(1) %a10 monotonic, align 2
  br label %cas.57

cas.57:                                           ; preds = %cas.57, %b1
  %.59 = phi i16 [ %.56, %b1 ], [ %.60, %cas.57 ]
  %.62 = cmpxchg ptr addrspace(1) %a10, i16 %.59, i16 %.59 syncscope("agent") monotonic monotonic, align 2
  %.60 = extractvalue { i16, i1 } %.62, 0
  %.63 = extractvalue { i16, i1 } %.62, 1
  br i1 %.63, label %cas.done.58, label %cas.57

cas.done.58:                                      ; preds = %cas.57
  %t28 = add i16 %.59, 1
  %.64 = cmpxchg ptr addrspace(1) %a10, i16 %.59, i16 %t28 syncscope("agent") monotonic monotonic, align 2
  %t30 = extractvalue { i16, i1 } %.64, 1
  br i1 %t30, label %b2, label %b1

b2:                                               ; preds = %cas.done.58
  ret void
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #5 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.11 to i64
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %t4 = sext i32 %.12 to i64
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.13 to i64
  %t7 = shl nsw i64 %t6, 4
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %t9 = sext i32 %.14 to i64
  %t10 = shl nsw i64 %t9, 4
  %t11 = add nsw i64 %t10, %t4
  %t12 = add nsw i64 %t7, %t2
  %t14 = icmp slt i64 %t11, %a1
  %t16 = icmp slt i64 %t12, %a2
  %or.cond = select i1 %t14, i1 %t16, i1 false
  br i1 %or.cond, label %b2, label %b3

b2:                                               ; preds = %entry
  %t17 = getelementptr inbounds [68 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0, i32 %.12
  %t19 = mul i64 %t11, %a3
  %t21 = mul i64 %t12, %a4
  %t22 = add i64 %t21, %t19
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t22
  %.15 = load float, ptr addrspace(1) %t24, align 4, !amdgpu.noclobber !0
  %t26 = getelementptr inbounds float, ptr addrspace(3) %t17, i32 %.11
  store float %.15, ptr addrspace(3) %t26, align 4
  br label %b3

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t27 = add nsw i64 %t7, %t4
  %t28 = add nsw i64 %t10, %t2
  %t30 = icmp slt i64 %t27, %a6
  %t32 = icmp slt i64 %t28, %a7
  %or.cond1 = select i1 %t30, i1 %t32, i1 false
  br i1 %or.cond1, label %b5, label %b6

b5:                                               ; preds = %b3
  %t33 = getelementptr inbounds [68 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0, i32 %.11
  %t34 = getelementptr inbounds float, ptr addrspace(3) %t33, i32 %.12
  %.16 = load float, ptr addrspace(3) %t34, align 4
  %t37 = mul i64 %t27, %a8
  %t39 = mul i64 %t28, %a9
  %t40 = add i64 %t39, %t37
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t40
  store float %.16, ptr addrspace(1) %t42, align 4
  br label %b6

b6:                                               ; preds = %b5, %b3
  ret void
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn(i64 %a0, ptr addrspace(1) nocapture writeonly %a1, i64 %a2, i64 %a3) local_unnamed_addr #5 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t2 = sext i32 %.4 to i64
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !invariant.load !0
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t7 = sext i32 %.9 to i64
  %t8 = add nsw i64 %t5, %t7
  %t9.not = icmp slt i64 %t8, %a0
  br i1 %t9.not, label %b2, label %common.ret

common.ret:                                       ; preds = %entry, %b2
  ret void

b2:                                               ; preds = %entry
  %t10 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn.shared.0, i32 %.9
  store i64 %t8, ptr addrspace(3) %t10, align 8
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.10 = load i64, ptr addrspace(3) %t10, align 8
  %t12 = shl i64 %.10, 1
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t8
  store i64 %t12, ptr addrspace(1) %t14, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDynReverse(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #5 {
entry:
  %.4 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.9 to i64
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.4, i64 4
  %.12 = load i16, ptr addrspace(4) %.11, align 4, !invariant.load !0
  %t7 = zext i16 %.12 to i64
  %t8 = sitofp i32 %.9 to double
  %t9 = fmul double %t8, 1.500000e+00
  %t10 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i32 %.9
  store double %t9, ptr addrspace(3) %t10, align 8
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t12 = sext i32 %.14 to i64
  %t13 = mul nsw i64 %t7, %t12
  %t14 = add nsw i64 %t13, %t5
  %0 = xor i64 %t5, -1
  %t16 = add nsw i64 %t7, %0
  %1 = trunc i64 %t16 to i32
  %t17 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i32 %1
  %.15 = load double, ptr addrspace(3) %t17, align 8
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t14
  store double %.15, ptr addrspace(1) %t20, align 8
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScatter(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.7 to i64
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !invariant.load !0
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.12 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a1
  br i1 %t9, label %b1, label %b2

b1:                                               ; preds = %entry
  %t13 = sitofp i64 %t7 to float
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7
  %.13 = load i32, ptr addrspace(1) %t11, align 4, !amdgpu.noclobber !0
  %t14 = sext i32 %.13 to i64
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t14
  store float %t13, ptr addrspace(1) %t16, align 4
  br label %b2

b2:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #5 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0, align 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t5 = icmp eq i32 %.4, 0
  br i1 %t5, label %b1, label %b2

b1:                                               ; preds = %entry
  %.5 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0, align 4
  store i32 %.5, ptr addrspace(1) %a0, align 4
  br label %b2

b2:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams7(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i32 %a4, i16 %a5, double %a6, i8 %a7, ptr addrspace(1) nocapture writeonly %a8, i64 %a9, i64 %a10) local_unnamed_addr #0 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.7 to i64
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !invariant.load !0
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.12 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a9
  br i1 %t9, label %b1, label %b2

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7
  %.13 = load i64, ptr addrspace(1) %t11, align 8, !amdgpu.noclobber !0
  %t13 = mul i64 %.13, %a3
  %t14 = sext i32 %a4 to i64
  %t16 = zext i16 %a5 to i64
  %.14 = fcmp oge double %a6, 0xC3E0000000000000
  %.15 = fcmp olt double %a6, 0x43E0000000000000
  %.16 = and i1 %.14, %.15
  %0 = fptosi double %a6 to i64
  %.19 = select i1 %.16, i64 %0, i64 -9223372036854775808
  %t20 = sext i8 %a7 to i64
  %t15 = add nsw i64 %t16, %t14
  %t17 = add nsw i64 %t15, %t20
  %t19 = add i64 %t17, %.19
  %t21 = add i64 %t19, %t13
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a8, i64 %t7
  store i64 %t21, ptr addrspace(1) %t23, align 8
  br label %b2

b2:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams8(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, float %a6, i32 %a7, i8 %a8, i64 %a9, i8 %a10, ptr addrspace(1) nocapture writeonly %a11, i64 %a12, i64 %a13) local_unnamed_addr #0 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.11 to i64
  %.12 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4
  %.14 = load i16, ptr addrspace(4) %.13, align 4, !invariant.load !0
  %t3 = zext i16 %.14 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.16 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a12
  br i1 %t9, label %b1, label %b4

b1:                                               ; preds = %entry
  %.7.not = icmp eq i8 %a10, 0
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7
  %.17 = load float, ptr addrspace(1) %t11, align 4, !amdgpu.noclobber !0
  %t13 = fmul float %.17, %a6
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7
  %.18 = load float, ptr addrspace(1) %t15, align 4, !amdgpu.noclobber !0
  %t17 = fsub float %t13, %.18
  %t18 = sitofp i32 %a7 to float
  %t19 = fadd float %t17, %t18
  %t20 = uitofp i8 %a8 to float
  %t21 = fadd float %t19, %t20
  %t22 = sitofp i64 %a9 to float
  %t23 = fadd float %t21, %t22
  %t24 = fneg float %t23
  %spec.select = select i1 %.7.not, float %t23, float %t24
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t7
  store float %spec.select, ptr addrspace(1) %t27, align 4
  br label %b4

b4:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #2 {
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
  %t151 = icmp slt i64 %t12, %a0
  br i1 %t151, label %b2, label %b9

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142
  %.17 = load float, ptr addrspace(1) %t16, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142
  %.18 = load float, ptr addrspace(1) %t19, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142
  %.19 = load float, ptr addrspace(1) %t22, align 4
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t26 = fmul float %t18, 4.000000e+00
  %0 = insertelement <2 x float> poison, float %t21, i64 0
  %1 = insertelement <2 x float> %0, float %t26, i64 1
  %2 = insertelement <2 x float> %0, float %t24, i64 1
  %3 = fmul <2 x float> %1, %2
  %shift = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %4 = fsub <2 x float> %3, %shift
  %t28 = extractelement <2 x float> %4, i64 0
  %.20 = fcmp olt float %t28, 0x39F0000000000000
  %.21 = fmul float %t28, 0x41F0000000000000
  %.22 = select i1 %.20, float %.21, float %t28
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22)
  %.24 = bitcast float %.23 to i32
  %.25 = add i32 %.24, -1
  %.26 = bitcast i32 %.25 to float
  %.27 = fneg float %.26
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22)
  %.29 = add i32 %.24, 1
  %.30 = bitcast i32 %.29 to float
  %.31 = fneg float %.30
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22)
  %.33 = fcmp ole float %.28, 0.000000e+00
  %.34 = select i1 %.33, float %.26, float %.23
  %.35 = fcmp ogt float %.32, 0.000000e+00
  %.36 = select i1 %.35, float %.30, float %.34
  %.37 = fmul float %.36, 0x3EF0000000000000
  %.38 = select i1 %.20, float %.37, float %.36
  %.39 = fcmp oeq float %.22, 0.000000e+00
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000
  %.41 = or i1 %.39, %.40
  %.42 = select i1 %.41, float %.22, float %.38
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142
  store float %.42, ptr addrspace(1) %t30, align 4
  %t31 = add i64 %t142, %t13
  %t15 = icmp slt i64 %t31, %a0
  br i1 %t15, label %b2, label %b9

b9:                                               ; preds = %b8, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #2 {
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
  %t231 = icmp slt i64 %t12, %a0
  br i1 %t231, label %b2.lr.ph, label %b25

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

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed
  %.28 = sub i64 0, %t222
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t26 = mul i64 %.22, %a19
  %t27 = mul i64 %.22, %a29
  %t28 = mul i64 %.22, %a39
  %t29 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
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
  %t147 = fmul float %t139, 4.000000e+00
  %21 = insertelement <2 x float> poison, float %t142, i64 0
  %22 = insertelement <2 x float> %21, float %t147, i64 1
  %23 = insertelement <2 x float> %21, float %t145, i64 1
  %24 = fmul <2 x float> %22, %23
  %shift = shufflevector <2 x float> %24, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %25 = fsub <2 x float> %24, %shift
  %t149 = extractelement <2 x float> %25, i64 0
  %.118 = fcmp olt float %t149, 0x39F0000000000000
  %.119 = fmul float %t149, 0x41F0000000000000
  %.120 = select i1 %.118, float %.119, float %t149
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120)
  %.122 = bitcast float %.121 to i32
  %.123 = add i32 %.122, -1
  %.124 = bitcast i32 %.123 to float
  %.125 = fneg float %.124
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120)
  %.127 = add i32 %.122, 1
  %.128 = bitcast i32 %.127 to float
  %.129 = fneg float %.128
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120)
  %.131 = fcmp ole float %.126, 0.000000e+00
  %.132 = select i1 %.131, float %.124, float %.121
  %.133 = fcmp ogt float %.130, 0.000000e+00
  %.134 = select i1 %.133, float %.128, float %.132
  %.135 = fmul float %.134, 0x3EF0000000000000
  %.136 = select i1 %.118, float %.135, float %.134
  %.137 = fcmp oeq float %.120, 0.000000e+00
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000
  %.139 = or i1 %.137, %.138
  %.140 = select i1 %.139, float %.120, float %.136
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136
  store float %.140, ptr addrspace(1) %t151, align 4
  %t152 = add i64 %t222, %t13
  %t23 = icmp slt i64 %t152, %a0
  br i1 %t23, label %b2, label %b25

b25:                                              ; preds = %b24, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #2 {
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
  %t151 = icmp slt i64 %t12, %a0
  br i1 %t151, label %b2, label %b9

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142
  %.17 = load double, ptr addrspace(1) %t16, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142
  %.18 = load double, ptr addrspace(1) %t19, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142
  %.19 = load double, ptr addrspace(1) %t22, align 8
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul double %t21, %t21
  %t26 = fmul double %t18, 4.000000e+00
  %t27 = fmul double %t26, %t24
  %t28 = fsub double %t25, %t27
  %.20 = fcmp olt double %t28, 0x1000000000000000
  %.21 = fmul double %t28, 0x4FF0000000000000
  %.22 = select i1 %.20, double %.21, double %t28
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22)
  %.24 = fmul double %.22, %.23
  %.25 = fmul double %.23, 5.000000e-01
  %.26 = fneg double %.25
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01)
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25)
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24)
  %.30 = fneg double %.29
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22)
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29)
  %.33 = fneg double %.32
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22)
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32)
  %.36 = fmul double %.35, 0x37F0000000000000
  %.37 = select i1 %.20, double %.36, double %.35
  %.38 = fcmp oeq double %.22, 0.000000e+00
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000
  %.40 = or i1 %.38, %.39
  %.41 = select i1 %.40, double %.22, double %.37
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142
  store double %.41, ptr addrspace(1) %t30, align 8
  %t31 = add i64 %t142, %t13
  %t15 = icmp slt i64 %t31, %a0
  br i1 %t15, label %b2, label %b9

b9:                                               ; preds = %b8, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #2 {
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
  %t231 = icmp slt i64 %t12, %a0
  br i1 %t231, label %b2.lr.ph, label %b25

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

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed
  %.28 = sub i64 0, %t222
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t26 = mul i64 %.22, %a19
  %t27 = mul i64 %.22, %a29
  %t28 = mul i64 %.22, %a39
  %t29 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
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
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133
  %.115 = load double, ptr addrspace(1) %t137, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134
  %.116 = load double, ptr addrspace(1) %t140, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135
  %.117 = load double, ptr addrspace(1) %t143, align 8
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = fmul double %t142, %t142
  %t147 = fmul double %t139, 4.000000e+00
  %t148 = fmul double %t147, %t145
  %t149 = fsub double %t146, %t148
  %.118 = fcmp olt double %t149, 0x1000000000000000
  %.119 = fmul double %t149, 0x4FF0000000000000
  %.120 = select i1 %.118, double %.119, double %t149
  %.121 = tail call double @llvm.amdgcn.rsq.f64(double %.120)
  %.122 = fmul double %.120, %.121
  %.123 = fmul double %.121, 5.000000e-01
  %.124 = fneg double %.123
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.122, double 5.000000e-01)
  %.126 = tail call double @llvm.fma.f64(double %.123, double %.125, double %.123)
  %.127 = tail call double @llvm.fma.f64(double %.122, double %.125, double %.122)
  %.128 = fneg double %.127
  %.129 = tail call double @llvm.fma.f64(double %.128, double %.127, double %.120)
  %.130 = tail call double @llvm.fma.f64(double %.129, double %.126, double %.127)
  %.131 = fneg double %.130
  %.132 = tail call double @llvm.fma.f64(double %.131, double %.130, double %.120)
  %.133 = tail call double @llvm.fma.f64(double %.132, double %.126, double %.130)
  %.134 = fmul double %.133, 0x37F0000000000000
  %.135 = select i1 %.118, double %.134, double %.133
  %.136 = fcmp oeq double %.120, 0.000000e+00
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000
  %.138 = or i1 %.136, %.137
  %.139 = select i1 %.138, double %.120, double %.135
  %t151 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136
  store double %.139, ptr addrspace(1) %t151, align 8
  %t152 = add i64 %t222, %t13
  %t23 = icmp slt i64 %t152, %a0
  br i1 %t23, label %b2, label %b25

b25:                                              ; preds = %b24, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132
  %.17 = load i32, ptr addrspace(1) %t15, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132
  %.18 = load i32, ptr addrspace(1) %t18, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132
  store i32 %t21, ptr addrspace(1) %t22, align 4
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t13 = icmp sgt i64 %a1, 7
  %t14 = icmp sgt i64 %a1, 6
  %t15 = icmp sgt i64 %a1, 5
  %t16 = icmp sgt i64 %a1, 4
  %t17 = icmp sgt i64 %a1, 3
  %t18 = icmp sgt i64 %a1, 2
  %t19 = icmp sgt i64 %a1, 1
  %t20 = icmp sgt i64 %a1, 0
  %t221 = icmp slt i64 %t11, %a0
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed
  %.28 = sub i64 0, %t212
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a19
  %t26 = mul i64 %.22, %a29
  %t27 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed
  %.42 = sub i64 0, %t28
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t34 = mul i64 %.36, %a18
  %t35 = add i64 %t34, %t29
  %t36 = mul i64 %.36, %a28
  %t37 = add i64 %t36, %t30
  %t38 = mul i64 %.36, %a37
  %t39 = add i64 %t38, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed
  %.56 = sub i64 0, %t40
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a17
  %t47 = add i64 %t46, %t41
  %t48 = mul i64 %.50, %a27
  %t49 = add i64 %t48, %t42
  %t50 = mul i64 %.50, %a36
  %t51 = add i64 %t50, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed
  %.70 = sub i64 0, %t52
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t58 = mul i64 %.64, %a16
  %t59 = add i64 %t58, %t53
  %t60 = mul i64 %.64, %a26
  %t61 = add i64 %t60, %t54
  %t62 = mul i64 %.64, %a35
  %t63 = add i64 %t62, %t55
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed
  %.84 = sub i64 0, %t64
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t65
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t66
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t67
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t82 = mul i64 %.92, %a14
  %t83 = add i64 %t82, %t77
  %t84 = mul i64 %.92, %a24
  %t85 = add i64 %t84, %t78
  %t86 = mul i64 %.92, %a33
  %t87 = add i64 %t86, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed
  %.112 = sub i64 0, %t88
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t94 = mul i64 %.106, %a13
  %t95 = add i64 %t94, %t89
  %t96 = mul i64 %.106, %a23
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a32
  %t99 = add i64 %t98, %t91
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12
  %t105 = add i64 %t101, %t104
  %t106 = mul i64 %t100, %a22
  %t107 = add i64 %t102, %t106
  %t108 = mul i64 %t100, %a31
  %t109 = add i64 %t103, %t108
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110
  %.115 = load i32, ptr addrspace(1) %t113, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i32, ptr addrspace(1) %t116, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t118, %t115
  %t120 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112
  store i32 %t119, ptr addrspace(1) %t120, align 4
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132
  %.17 = load i64, ptr addrspace(1) %t15, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132
  %.18 = load i64, ptr addrspace(1) %t18, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132
  store i64 %t21, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t13 = icmp sgt i64 %a1, 7
  %t14 = icmp sgt i64 %a1, 6
  %t15 = icmp sgt i64 %a1, 5
  %t16 = icmp sgt i64 %a1, 4
  %t17 = icmp sgt i64 %a1, 3
  %t18 = icmp sgt i64 %a1, 2
  %t19 = icmp sgt i64 %a1, 1
  %t20 = icmp sgt i64 %a1, 0
  %t221 = icmp slt i64 %t11, %a0
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed
  %.28 = sub i64 0, %t212
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a19
  %t26 = mul i64 %.22, %a29
  %t27 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed
  %.42 = sub i64 0, %t28
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t34 = mul i64 %.36, %a18
  %t35 = add i64 %t34, %t29
  %t36 = mul i64 %.36, %a28
  %t37 = add i64 %t36, %t30
  %t38 = mul i64 %.36, %a37
  %t39 = add i64 %t38, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed
  %.56 = sub i64 0, %t40
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a17
  %t47 = add i64 %t46, %t41
  %t48 = mul i64 %.50, %a27
  %t49 = add i64 %t48, %t42
  %t50 = mul i64 %.50, %a36
  %t51 = add i64 %t50, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed
  %.70 = sub i64 0, %t52
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t58 = mul i64 %.64, %a16
  %t59 = add i64 %t58, %t53
  %t60 = mul i64 %.64, %a26
  %t61 = add i64 %t60, %t54
  %t62 = mul i64 %.64, %a35
  %t63 = add i64 %t62, %t55
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed
  %.84 = sub i64 0, %t64
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t65
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t66
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t67
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t82 = mul i64 %.92, %a14
  %t83 = add i64 %t82, %t77
  %t84 = mul i64 %.92, %a24
  %t85 = add i64 %t84, %t78
  %t86 = mul i64 %.92, %a33
  %t87 = add i64 %t86, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed
  %.112 = sub i64 0, %t88
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t94 = mul i64 %.106, %a13
  %t95 = add i64 %t94, %t89
  %t96 = mul i64 %.106, %a23
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a32
  %t99 = add i64 %t98, %t91
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12
  %t105 = add i64 %t101, %t104
  %t106 = mul i64 %t100, %a22
  %t107 = add i64 %t102, %t106
  %t108 = mul i64 %t100, %a31
  %t109 = add i64 %t103, %t108
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110
  %.115 = load i64, ptr addrspace(1) %t113, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i64, ptr addrspace(1) %t116, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i64 %t118, %t115
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112
  store i64 %t119, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132
  %.17 = load float, ptr addrspace(1) %t15, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t132
  %.18 = load float, ptr addrspace(1) %t18, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd float %t17, %t20
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132
  store float %t21, ptr addrspace(1) %t22, align 4
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t13 = icmp sgt i64 %a1, 7
  %t14 = icmp sgt i64 %a1, 6
  %t15 = icmp sgt i64 %a1, 5
  %t16 = icmp sgt i64 %a1, 4
  %t17 = icmp sgt i64 %a1, 3
  %t18 = icmp sgt i64 %a1, 2
  %t19 = icmp sgt i64 %a1, 1
  %t20 = icmp sgt i64 %a1, 0
  %t221 = icmp slt i64 %t11, %a0
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed
  %.28 = sub i64 0, %t212
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a19
  %t26 = mul i64 %.22, %a29
  %t27 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed
  %.42 = sub i64 0, %t28
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t34 = mul i64 %.36, %a18
  %t35 = add i64 %t34, %t29
  %t36 = mul i64 %.36, %a28
  %t37 = add i64 %t36, %t30
  %t38 = mul i64 %.36, %a37
  %t39 = add i64 %t38, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed
  %.56 = sub i64 0, %t40
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a17
  %t47 = add i64 %t46, %t41
  %t48 = mul i64 %.50, %a27
  %t49 = add i64 %t48, %t42
  %t50 = mul i64 %.50, %a36
  %t51 = add i64 %t50, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed
  %.70 = sub i64 0, %t52
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t58 = mul i64 %.64, %a16
  %t59 = add i64 %t58, %t53
  %t60 = mul i64 %.64, %a26
  %t61 = add i64 %t60, %t54
  %t62 = mul i64 %.64, %a35
  %t63 = add i64 %t62, %t55
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed
  %.84 = sub i64 0, %t64
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t65
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t66
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t67
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t82 = mul i64 %.92, %a14
  %t83 = add i64 %t82, %t77
  %t84 = mul i64 %.92, %a24
  %t85 = add i64 %t84, %t78
  %t86 = mul i64 %.92, %a33
  %t87 = add i64 %t86, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed
  %.112 = sub i64 0, %t88
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t94 = mul i64 %.106, %a13
  %t95 = add i64 %t94, %t89
  %t96 = mul i64 %.106, %a23
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a32
  %t99 = add i64 %t98, %t91
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12
  %t105 = add i64 %t101, %t104
  %t106 = mul i64 %t100, %a22
  %t107 = add i64 %t102, %t106
  %t108 = mul i64 %t100, %a31
  %t109 = add i64 %t103, %t108
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110
  %.115 = load float, ptr addrspace(1) %t113, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t111
  %.116 = load float, ptr addrspace(1) %t116, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd float %t115, %t118
  %t120 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112
  store float %t119, ptr addrspace(1) %t120, align 4
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132
  %.17 = load double, ptr addrspace(1) %t15, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132
  %.18 = load double, ptr addrspace(1) %t18, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd double %t17, %t20
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132
  store double %t21, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t13 = icmp sgt i64 %a1, 7
  %t14 = icmp sgt i64 %a1, 6
  %t15 = icmp sgt i64 %a1, 5
  %t16 = icmp sgt i64 %a1, 4
  %t17 = icmp sgt i64 %a1, 3
  %t18 = icmp sgt i64 %a1, 2
  %t19 = icmp sgt i64 %a1, 1
  %t20 = icmp sgt i64 %a1, 0
  %t221 = icmp slt i64 %t11, %a0
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed
  %.28 = sub i64 0, %t212
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a19
  %t26 = mul i64 %.22, %a29
  %t27 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed
  %.42 = sub i64 0, %t28
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t34 = mul i64 %.36, %a18
  %t35 = add i64 %t34, %t29
  %t36 = mul i64 %.36, %a28
  %t37 = add i64 %t36, %t30
  %t38 = mul i64 %.36, %a37
  %t39 = add i64 %t38, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed
  %.56 = sub i64 0, %t40
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a17
  %t47 = add i64 %t46, %t41
  %t48 = mul i64 %.50, %a27
  %t49 = add i64 %t48, %t42
  %t50 = mul i64 %.50, %a36
  %t51 = add i64 %t50, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed
  %.70 = sub i64 0, %t52
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t58 = mul i64 %.64, %a16
  %t59 = add i64 %t58, %t53
  %t60 = mul i64 %.64, %a26
  %t61 = add i64 %t60, %t54
  %t62 = mul i64 %.64, %a35
  %t63 = add i64 %t62, %t55
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed
  %.84 = sub i64 0, %t64
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t65
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t66
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t67
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t82 = mul i64 %.92, %a14
  %t83 = add i64 %t82, %t77
  %t84 = mul i64 %.92, %a24
  %t85 = add i64 %t84, %t78
  %t86 = mul i64 %.92, %a33
  %t87 = add i64 %t86, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed
  %.112 = sub i64 0, %t88
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t94 = mul i64 %.106, %a13
  %t95 = add i64 %t94, %t89
  %t96 = mul i64 %.106, %a23
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a32
  %t99 = add i64 %t98, %t91
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12
  %t105 = add i64 %t101, %t104
  %t106 = mul i64 %t100, %a22
  %t107 = add i64 %t102, %t106
  %t108 = mul i64 %t100, %a31
  %t109 = add i64 %t103, %t108
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t110
  %.115 = load double, ptr addrspace(1) %t113, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t111
  %.116 = load double, ptr addrspace(1) %t116, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd double %t115, %t118
  %t120 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t112
  store double %t119, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132
  %.17 = load i64, ptr addrspace(1) %t15, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132
  %.18 = load i64, ptr addrspace(1) %t18, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = icmp eq i64 %t20, 0
  %.20 = icmp eq i64 %t20, -1
  %0 = add i64 %t20, 1
  %1 = icmp ult i64 %0, 2
  %.22 = select i1 %1, i64 1, i64 %t20
  %.23 = sdiv i64 %t17, %.22
  %.24 = sub i64 0, %t17
  %.25 = select i1 %.20, i64 %.24, i64 %.23
  %.26 = select i1 %.19, i64 -1, i64 %.25
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132
  store i64 %.26, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t13 = icmp sgt i64 %a1, 7
  %t14 = icmp sgt i64 %a1, 6
  %t15 = icmp sgt i64 %a1, 5
  %t16 = icmp sgt i64 %a1, 4
  %t17 = icmp sgt i64 %a1, 3
  %t18 = icmp sgt i64 %a1, 2
  %t19 = icmp sgt i64 %a1, 1
  %t20 = icmp sgt i64 %a1, 0
  %t221 = icmp slt i64 %t11, %a0
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed
  %.28 = sub i64 0, %t212
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a19
  %t26 = mul i64 %.22, %a29
  %t27 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed
  %.42 = sub i64 0, %t28
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t34 = mul i64 %.36, %a18
  %t35 = add i64 %t34, %t29
  %t36 = mul i64 %.36, %a28
  %t37 = add i64 %t36, %t30
  %t38 = mul i64 %.36, %a37
  %t39 = add i64 %t38, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed
  %.56 = sub i64 0, %t40
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a17
  %t47 = add i64 %t46, %t41
  %t48 = mul i64 %.50, %a27
  %t49 = add i64 %t48, %t42
  %t50 = mul i64 %.50, %a36
  %t51 = add i64 %t50, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed
  %.70 = sub i64 0, %t52
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t58 = mul i64 %.64, %a16
  %t59 = add i64 %t58, %t53
  %t60 = mul i64 %.64, %a26
  %t61 = add i64 %t60, %t54
  %t62 = mul i64 %.64, %a35
  %t63 = add i64 %t62, %t55
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed
  %.84 = sub i64 0, %t64
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t65
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t66
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t67
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t82 = mul i64 %.92, %a14
  %t83 = add i64 %t82, %t77
  %t84 = mul i64 %.92, %a24
  %t85 = add i64 %t84, %t78
  %t86 = mul i64 %.92, %a33
  %t87 = add i64 %t86, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed
  %.112 = sub i64 0, %t88
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t94 = mul i64 %.106, %a13
  %t95 = add i64 %t94, %t89
  %t96 = mul i64 %.106, %a23
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a32
  %t99 = add i64 %t98, %t91
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12
  %t105 = add i64 %t101, %t104
  %t106 = mul i64 %t100, %a22
  %t107 = add i64 %t102, %t106
  %t108 = mul i64 %t100, %a31
  %t109 = add i64 %t103, %t108
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110
  %.115 = load i64, ptr addrspace(1) %t113, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i64, ptr addrspace(1) %t116, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %.117 = icmp eq i64 %t118, 0
  %.118 = icmp eq i64 %t118, -1
  %21 = add i64 %t118, 1
  %22 = icmp ult i64 %21, 2
  %.120 = select i1 %22, i64 1, i64 %t118
  %.121 = sdiv i64 %t115, %.120
  %.122 = sub i64 0, %t115
  %.123 = select i1 %.118, i64 %.122, i64 %.121
  %.124 = select i1 %.117, i64 -1, i64 %.123
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112
  store i64 %.124, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) readonly %a7, double %a8, ptr addrspace(1) nocapture writeonly %a9) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %t2.not = icmp eq ptr addrspace(1) %a5, null
  %t3.not = icmp eq ptr addrspace(1) %a7, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t7 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t9 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t11 = sext i32 %.16 to i64
  %t12 = mul nsw i64 %t9, %t7
  %t13 = add nsw i64 %t12, %t5
  %t14 = mul nsw i64 %t11, %t9
  %t161 = icmp slt i64 %t13, %a0
  br i1 %t161, label %b2, label %b11

b2:                                               ; preds = %entry, %b10
  %t152 = phi i64 [ %t33, %b10 ], [ %t13, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t152
  %.17 = load double, ptr addrspace(1) %t17, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t19 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t152
  %.18 = load double, ptr addrspace(1) %t20, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t22 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t23 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t152
  %.19 = load double, ptr addrspace(1) %t23, align 8
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t25 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  br i1 %t3.not, label %b10, label %b9

b9:                                               ; preds = %b8
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t152
  %.20 = load double, ptr addrspace(1) %t26, align 8
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t28 = phi double [ %.20, %b9 ], [ %a8, %b8 ]
  %t29 = fmul double %t19, %t22
  %t30 = fmul double %t25, %t28
  %t31 = fadd double %t29, %t30
  %t32 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t152
  store double %t31, ptr addrspace(1) %t32, align 8
  %t33 = add i64 %t152, %t14
  %t16 = icmp slt i64 %t33, %a0
  br i1 %t16, label %b2, label %b11

b11:                                              ; preds = %b10, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) readonly %a40, double %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48, i64 %a49, ptr addrspace(1) nocapture writeonly %a50, i64 %a51, i64 %a52, i64 %a53, i64 %a54, i64 %a55, i64 %a56, i64 %a57, i64 %a58) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %t2.not = icmp eq ptr addrspace(1) %a30, null
  %t3.not = icmp eq ptr addrspace(1) %a40, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t7 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t9 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t11 = sext i32 %.16 to i64
  %t12 = mul nsw i64 %t9, %t7
  %t13 = add nsw i64 %t12, %t5
  %t14 = mul nsw i64 %t11, %t9
  %t15 = icmp sgt i64 %a1, 7
  %t16 = icmp sgt i64 %a1, 6
  %t17 = icmp sgt i64 %a1, 5
  %t18 = icmp sgt i64 %a1, 4
  %t19 = icmp sgt i64 %a1, 3
  %t20 = icmp sgt i64 %a1, 2
  %t21 = icmp sgt i64 %a1, 1
  %t22 = icmp sgt i64 %a1, 0
  %t241 = icmp slt i64 %t13, %a0
  br i1 %t241, label %b2.lr.ph, label %b27

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

b2:                                               ; preds = %b2.lr.ph, %b26
  %t232 = phi i64 [ %t13, %b2.lr.ph ], [ %t177, %b26 ]
  br i1 %t15, label %b3, label %b4

b3:                                               ; preds = %b2
  %t232.frozen = freeze i64 %t232
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t232.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t232.frozen, %14
  %.22 = select i1 %.17, i64 %t232, i64 %.21.decomposed
  %.28 = sub i64 0, %t232
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t27 = mul i64 %.22, %a19
  %t28 = mul i64 %.22, %a29
  %t29 = mul i64 %.22, %a39
  %t30 = mul i64 %.22, %a49
  %t31 = mul i64 %.22, %a58
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t32 = phi i64 [ %.30, %b3 ], [ %t232, %b2 ]
  %t33 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t35 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  %t36 = phi i64 [ %t30, %b3 ], [ 0, %b2 ]
  %t37 = phi i64 [ %t31, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6

b5:                                               ; preds = %b4
  %t32.frozen = freeze i64 %t32
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t32.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t32.frozen, %15
  %.36 = select i1 %.31, i64 %t32, i64 %.35.decomposed
  %.42 = sub i64 0, %t32
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t40 = mul i64 %.36, %a18
  %t41 = add i64 %t40, %t33
  %t42 = mul i64 %.36, %a28
  %t43 = add i64 %t42, %t34
  %t44 = mul i64 %.36, %a38
  %t45 = add i64 %t44, %t35
  %t46 = mul i64 %.36, %a48
  %t47 = add i64 %t46, %t36
  %t48 = mul i64 %.36, %a57
  %t49 = add i64 %t48, %t37
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t50 = phi i64 [ %.44, %b5 ], [ %t32, %b4 ]
  %t51 = phi i64 [ %t41, %b5 ], [ %t33, %b4 ]
  %t52 = phi i64 [ %t43, %b5 ], [ %t34, %b4 ]
  %t53 = phi i64 [ %t45, %b5 ], [ %t35, %b4 ]
  %t54 = phi i64 [ %t47, %b5 ], [ %t36, %b4 ]
  %t55 = phi i64 [ %t49, %b5 ], [ %t37, %b4 ]
  br i1 %t17, label %b7, label %b8

b7:                                               ; preds = %b6
  %t50.frozen = freeze i64 %t50
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t50.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t50.frozen, %16
  %.50 = select i1 %.45, i64 %t50, i64 %.49.decomposed
  %.56 = sub i64 0, %t50
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t58 = mul i64 %.50, %a17
  %t59 = add i64 %t58, %t51
  %t60 = mul i64 %.50, %a27
  %t61 = add i64 %t60, %t52
  %t62 = mul i64 %.50, %a37
  %t63 = add i64 %t62, %t53
  %t64 = mul i64 %.50, %a47
  %t65 = add i64 %t64, %t54
  %t66 = mul i64 %.50, %a56
  %t67 = add i64 %t66, %t55
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %.58, %b7 ], [ %t50, %b6 ]
  %t69 = phi i64 [ %t59, %b7 ], [ %t51, %b6 ]
  %t70 = phi i64 [ %t61, %b7 ], [ %t52, %b6 ]
  %t71 = phi i64 [ %t63, %b7 ], [ %t53, %b6 ]
  %t72 = phi i64 [ %t65, %b7 ], [ %t54, %b6 ]
  %t73 = phi i64 [ %t67, %b7 ], [ %t55, %b6 ]
  br i1 %t18, label %b9, label %b10

b9:                                               ; preds = %b8
  %t68.frozen = freeze i64 %t68
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t68.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t68.frozen, %17
  %.64 = select i1 %.59, i64 %t68, i64 %.63.decomposed
  %.70 = sub i64 0, %t68
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t76 = mul i64 %.64, %a16
  %t77 = add i64 %t76, %t69
  %t78 = mul i64 %.64, %a26
  %t79 = add i64 %t78, %t70
  %t80 = mul i64 %.64, %a36
  %t81 = add i64 %t80, %t71
  %t82 = mul i64 %.64, %a46
  %t83 = add i64 %t82, %t72
  %t84 = mul i64 %.64, %a55
  %t85 = add i64 %t84, %t73
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t86 = phi i64 [ %.72, %b9 ], [ %t68, %b8 ]
  %t87 = phi i64 [ %t77, %b9 ], [ %t69, %b8 ]
  %t88 = phi i64 [ %t79, %b9 ], [ %t70, %b8 ]
  %t89 = phi i64 [ %t81, %b9 ], [ %t71, %b8 ]
  %t90 = phi i64 [ %t83, %b9 ], [ %t72, %b8 ]
  %t91 = phi i64 [ %t85, %b9 ], [ %t73, %b8 ]
  br i1 %t19, label %b11, label %b12

b11:                                              ; preds = %b10
  %t86.frozen = freeze i64 %t86
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t86.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t86.frozen, %18
  %.78 = select i1 %.73, i64 %t86, i64 %.77.decomposed
  %.84 = sub i64 0, %t86
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t94 = mul i64 %.78, %a15
  %t95 = add i64 %t94, %t87
  %t96 = mul i64 %.78, %a25
  %t97 = add i64 %t96, %t88
  %t98 = mul i64 %.78, %a35
  %t99 = add i64 %t98, %t89
  %t100 = mul i64 %.78, %a45
  %t101 = add i64 %t100, %t90
  %t102 = mul i64 %.78, %a54
  %t103 = add i64 %t102, %t91
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t104 = phi i64 [ %.86, %b11 ], [ %t86, %b10 ]
  %t105 = phi i64 [ %t95, %b11 ], [ %t87, %b10 ]
  %t106 = phi i64 [ %t97, %b11 ], [ %t88, %b10 ]
  %t107 = phi i64 [ %t99, %b11 ], [ %t89, %b10 ]
  %t108 = phi i64 [ %t101, %b11 ], [ %t90, %b10 ]
  %t109 = phi i64 [ %t103, %b11 ], [ %t91, %b10 ]
  br i1 %t20, label %b13, label %b14

b13:                                              ; preds = %b12
  %t104.frozen = freeze i64 %t104
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t104.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t104.frozen, %19
  %.92 = select i1 %.87, i64 %t104, i64 %.91.decomposed
  %.98 = sub i64 0, %t104
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t112 = mul i64 %.92, %a14
  %t113 = add i64 %t112, %t105
  %t114 = mul i64 %.92, %a24
  %t115 = add i64 %t114, %t106
  %t116 = mul i64 %.92, %a34
  %t117 = add i64 %t116, %t107
  %t118 = mul i64 %.92, %a44
  %t119 = add i64 %t118, %t108
  %t120 = mul i64 %.92, %a53
  %t121 = add i64 %t120, %t109
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t122 = phi i64 [ %.100, %b13 ], [ %t104, %b12 ]
  %t123 = phi i64 [ %t113, %b13 ], [ %t105, %b12 ]
  %t124 = phi i64 [ %t115, %b13 ], [ %t106, %b12 ]
  %t125 = phi i64 [ %t117, %b13 ], [ %t107, %b12 ]
  %t126 = phi i64 [ %t119, %b13 ], [ %t108, %b12 ]
  %t127 = phi i64 [ %t121, %b13 ], [ %t109, %b12 ]
  br i1 %t21, label %b15, label %b16

b15:                                              ; preds = %b14
  %t122.frozen = freeze i64 %t122
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t122.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t122.frozen, %20
  %.106 = select i1 %.101, i64 %t122, i64 %.105.decomposed
  %.112 = sub i64 0, %t122
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t130 = mul i64 %.106, %a13
  %t131 = add i64 %t130, %t123
  %t132 = mul i64 %.106, %a23
  %t133 = add i64 %t132, %t124
  %t134 = mul i64 %.106, %a33
  %t135 = add i64 %t134, %t125
  %t136 = mul i64 %.106, %a43
  %t137 = add i64 %t136, %t126
  %t138 = mul i64 %.106, %a52
  %t139 = add i64 %t138, %t127
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t140 = phi i64 [ %.114, %b15 ], [ %t122, %b14 ]
  %t141 = phi i64 [ %t131, %b15 ], [ %t123, %b14 ]
  %t142 = phi i64 [ %t133, %b15 ], [ %t124, %b14 ]
  %t143 = phi i64 [ %t135, %b15 ], [ %t125, %b14 ]
  %t144 = phi i64 [ %t137, %b15 ], [ %t126, %b14 ]
  %t145 = phi i64 [ %t139, %b15 ], [ %t127, %b14 ]
  br i1 %t22, label %b17, label %b18

b17:                                              ; preds = %b16
  %t146 = mul i64 %t140, %a12
  %t147 = add i64 %t141, %t146
  %t148 = mul i64 %t140, %a22
  %t149 = add i64 %t142, %t148
  %t150 = mul i64 %t140, %a32
  %t151 = add i64 %t143, %t150
  %t152 = mul i64 %t140, %a42
  %t153 = add i64 %t144, %t152
  %t154 = mul i64 %t140, %a51
  %t155 = add i64 %t145, %t154
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t156 = phi i64 [ %t147, %b17 ], [ %t141, %b16 ]
  %t157 = phi i64 [ %t149, %b17 ], [ %t142, %b16 ]
  %t158 = phi i64 [ %t151, %b17 ], [ %t143, %b16 ]
  %t159 = phi i64 [ %t153, %b17 ], [ %t144, %b16 ]
  %t160 = phi i64 [ %t155, %b17 ], [ %t145, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t161 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t156
  %.115 = load double, ptr addrspace(1) %t161, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t163 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t164 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t157
  %.116 = load double, ptr addrspace(1) %t164, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t166 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t167 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t158
  %.117 = load double, ptr addrspace(1) %t167, align 8
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t169 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  br i1 %t3.not, label %b26, label %b25

b25:                                              ; preds = %b24
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t159
  %.118 = load double, ptr addrspace(1) %t170, align 8
  br label %b26

b26:                                              ; preds = %b25, %b24
  %t172 = phi double [ %.118, %b25 ], [ %a41, %b24 ]
  %t173 = fmul double %t163, %t166
  %t174 = fmul double %t169, %t172
  %t175 = fadd double %t173, %t174
  %t176 = getelementptr inbounds double, ptr addrspace(1) %a50, i64 %t160
  store double %t175, ptr addrspace(1) %t176, align 8
  %t177 = add i64 %t232, %t14
  %t24 = icmp slt i64 %t177, %a0
  br i1 %t24, label %b2, label %b27

b27:                                              ; preds = %b26, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, i8 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b12

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t26, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132
  %.17 = load float, ptr addrspace(1) %t15, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t132
  %.18 = load i8, ptr addrspace(1) %t18, align 1
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi i8 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = uitofp i8 %t20 to float
  %t22 = fcmp olt float %t17, %t21
  %t23 = fcmp ogt float %t17, 2.000000e+02
  %.t17 = select i1 %t23, float 2.000000e+02, float %t17
  %t24 = select i1 %t22, float %t21, float %.t17
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132
  store float %t24, ptr addrspace(1) %t25, align 4
  %t26 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t26, %a0
  br i1 %t14, label %b2, label %b12

b12:                                              ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i8 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t13 = icmp sgt i64 %a1, 7
  %t14 = icmp sgt i64 %a1, 6
  %t15 = icmp sgt i64 %a1, 5
  %t16 = icmp sgt i64 %a1, 4
  %t17 = icmp sgt i64 %a1, 3
  %t18 = icmp sgt i64 %a1, 2
  %t19 = icmp sgt i64 %a1, 1
  %t20 = icmp sgt i64 %a1, 0
  %t221 = icmp slt i64 %t11, %a0
  br i1 %t221, label %b2.lr.ph, label %b28

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t124, %b22 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed
  %.28 = sub i64 0, %t212
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a19
  %t26 = mul i64 %.22, %a29
  %t27 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed
  %.42 = sub i64 0, %t28
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t34 = mul i64 %.36, %a18
  %t35 = add i64 %t34, %t29
  %t36 = mul i64 %.36, %a28
  %t37 = add i64 %t36, %t30
  %t38 = mul i64 %.36, %a37
  %t39 = add i64 %t38, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed
  %.56 = sub i64 0, %t40
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a17
  %t47 = add i64 %t46, %t41
  %t48 = mul i64 %.50, %a27
  %t49 = add i64 %t48, %t42
  %t50 = mul i64 %.50, %a36
  %t51 = add i64 %t50, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed
  %.70 = sub i64 0, %t52
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t58 = mul i64 %.64, %a16
  %t59 = add i64 %t58, %t53
  %t60 = mul i64 %.64, %a26
  %t61 = add i64 %t60, %t54
  %t62 = mul i64 %.64, %a35
  %t63 = add i64 %t62, %t55
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed
  %.84 = sub i64 0, %t64
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t65
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t66
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t67
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t82 = mul i64 %.92, %a14
  %t83 = add i64 %t82, %t77
  %t84 = mul i64 %.92, %a24
  %t85 = add i64 %t84, %t78
  %t86 = mul i64 %.92, %a33
  %t87 = add i64 %t86, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed
  %.112 = sub i64 0, %t88
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t94 = mul i64 %.106, %a13
  %t95 = add i64 %t94, %t89
  %t96 = mul i64 %.106, %a23
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a32
  %t99 = add i64 %t98, %t91
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12
  %t105 = add i64 %t101, %t104
  %t106 = mul i64 %t100, %a22
  %t107 = add i64 %t102, %t106
  %t108 = mul i64 %t100, %a31
  %t109 = add i64 %t103, %t108
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110
  %.115 = load float, ptr addrspace(1) %t113, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i8, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i8, ptr addrspace(1) %t116, align 1
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi i8 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = uitofp i8 %t118 to float
  %t120 = fcmp olt float %t115, %t119
  %t121 = fcmp ogt float %t115, 2.000000e+02
  %.t115 = select i1 %t121, float 2.000000e+02, float %t115
  %t122 = select i1 %t120, float %t119, float %.t115
  %t123 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112
  store float %t122, ptr addrspace(1) %t123, align 4
  %t124 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t124, %a0
  br i1 %t22, label %b2, label %b28

b28:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi i64 [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t219, align 8
  %t26 = add i64 %.14, %t2311
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %.1
  store i64 %t23.lcssa, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t32
  %.16 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = select i1 %t11, i64 %t23.lcssa, i64 0
  %spec.select = add i64 %.16, %t37
  %t39 = select i1 %.18, i64 %spec.select, i64 %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store i64 %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi i64 [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t44
  %.20 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = select i1 %t42, i64 %t41, i64 0
  %spec.select1 = add i64 %.20, %t49
  %t51 = select i1 %.22, i64 %spec.select1, i64 %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store i64 %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi i64 [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t56
  %.24 = load i64, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = select i1 %t54, i64 %t53, i64 0
  %spec.select2 = add i64 %.24, %t61
  %t63 = select i1 %.26, i64 %spec.select2, i64 %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi i64 [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = trunc i64 %t65 to i32
  %.41 = lshr i64 %t65, 32
  %.42 = trunc i64 %.41 to i32
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42)
  %.45 = zext i32 %.43 to i64
  %.46 = zext i32 %.44 to i64
  %.47 = shl nuw i64 %.46, 32
  %.48 = or i64 %.47, %.45
  %t67 = select i1 %.37, i64 %.48, i64 %t65
  %.62 = zext i1 %t66 to i32
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.62)
  %2 = and i32 %.63, 1
  %.64 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.64, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = select i1 %t66, i64 %t65, i64 0
  %spec.select3 = add i64 %t67, %t71
  %t73 = select i1 %t70, i64 %spec.select3, i64 %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.69 = add nuw nsw i64 %.30, 8
  %.70 = icmp ult i32 %.29, 56
  %.72 = and i64 %.69, 63
  %3 = shl nuw i64 1, %.72
  %4 = and i64 %3, %.33
  %.74 = icmp ne i64 %4, 0
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = trunc i64 %t73 to i32
  %.79 = lshr i64 %t73, 32
  %.80 = trunc i64 %.79 to i32
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80)
  %.83 = zext i32 %.81 to i64
  %.84 = zext i32 %.82 to i64
  %.85 = shl nuw i64 %.84, 32
  %.86 = or i64 %.85, %.83
  %t75 = select i1 %.75, i64 %.86, i64 %t73
  %.100 = zext i1 %t74 to i32
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.100)
  %5 = and i32 %.101, 1
  %.102 = icmp ne i32 %5, 0
  %t76 = select i1 %.75, i1 %.102, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = select i1 %t74, i64 %t73, i64 0
  %spec.select4 = add i64 %t75, %t79
  %t81 = select i1 %t78, i64 %spec.select4, i64 %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.107 = add nuw nsw i64 %.30, 4
  %.108 = icmp ult i32 %.29, 60
  %.110 = and i64 %.107, 63
  %6 = shl nuw i64 1, %.110
  %7 = and i64 %6, %.33
  %.112 = icmp ne i64 %7, 0
  %.113 = and i1 %.108, %.112
  %.114 = trunc i64 %.107 to i32
  %.115 = shl i32 %.114, 2
  %.116 = trunc i64 %t81 to i32
  %.117 = lshr i64 %t81, 32
  %.118 = trunc i64 %.117 to i32
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116)
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118)
  %.121 = zext i32 %.119 to i64
  %.122 = zext i32 %.120 to i64
  %.123 = shl nuw i64 %.122, 32
  %.124 = or i64 %.123, %.121
  %t83 = select i1 %.113, i64 %.124, i64 %t81
  %.138 = zext i1 %t82 to i32
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138)
  %8 = and i32 %.139, 1
  %.140 = icmp ne i32 %8, 0
  %t84 = select i1 %.113, i1 %.140, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = select i1 %t82, i64 %t81, i64 0
  %spec.select5 = add i64 %t83, %t87
  %t89 = select i1 %t86, i64 %spec.select5, i64 %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.145 = add nuw nsw i64 %.30, 2
  %.146 = icmp ult i32 %.29, 62
  %.148 = and i64 %.145, 63
  %9 = shl nuw i64 1, %.148
  %10 = and i64 %9, %.33
  %.150 = icmp ne i64 %10, 0
  %.151 = and i1 %.146, %.150
  %.152 = trunc i64 %.145 to i32
  %.153 = shl i32 %.152, 2
  %.154 = trunc i64 %t89 to i32
  %.155 = lshr i64 %t89, 32
  %.156 = trunc i64 %.155 to i32
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154)
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156)
  %.159 = zext i32 %.157 to i64
  %.160 = zext i32 %.158 to i64
  %.161 = shl nuw i64 %.160, 32
  %.162 = or i64 %.161, %.159
  %t91 = select i1 %.151, i64 %.162, i64 %t89
  %.176 = zext i1 %t90 to i32
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.176)
  %11 = and i32 %.177, 1
  %.178 = icmp ne i32 %11, 0
  %t92 = select i1 %.151, i1 %.178, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = select i1 %t90, i64 %t89, i64 0
  %spec.select6 = add i64 %t91, %t95
  %t97 = select i1 %t94, i64 %spec.select6, i64 %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.183 = add nuw nsw i64 %.30, 1
  %.184 = icmp ult i32 %.29, 63
  %.186 = and i64 %.183, 63
  %12 = shl nuw i64 1, %.186
  %13 = and i64 %12, %.33
  %.188 = icmp ne i64 %13, 0
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = trunc i64 %t97 to i32
  %.193 = lshr i64 %t97, 32
  %.194 = trunc i64 %.193 to i32
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192)
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194)
  %.197 = zext i32 %.195 to i64
  %.198 = zext i32 %.196 to i64
  %.199 = shl nuw i64 %.198, 32
  %.200 = or i64 %.199, %.197
  %t99 = select i1 %.189, i64 %.200, i64 %t97
  %.214 = zext i1 %t98 to i32
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.214)
  %14 = and i32 %.215, 1
  %.216 = icmp ne i32 %14, 0
  %t100 = select i1 %.189, i1 %.216, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = select i1 %t98, i64 %t97, i64 0
  %spec.select7 = add i64 %t99, %t103
  %t105 = select i1 %t102, i64 %spec.select7, i64 %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi i64 [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5
  store i64 %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #4 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  %t15 = add i64 %.4, %t1111
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %.2
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t20
  %.6 = load i64, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = select i1 %t4, i64 %t11.lcssa, i64 0
  %spec.select = add i64 %.6, %t25
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store i64 %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t32
  %.10 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = select i1 %t30, i64 %t29, i64 0
  %spec.select1 = add i64 %.10, %t37
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store i64 %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t44
  %.14 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = select i1 %t42, i64 %t41, i64 0
  %spec.select2 = add i64 %.14, %t49
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = trunc i64 %t53 to i32
  %.31 = lshr i64 %t53, 32
  %.32 = trunc i64 %.31 to i32
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32)
  %.35 = zext i32 %.33 to i64
  %.36 = zext i32 %.34 to i64
  %.37 = shl nuw i64 %.36, 32
  %.38 = or i64 %.37, %.35
  %t55 = select i1 %.27, i64 %.38, i64 %t53
  %.52 = zext i1 %t54 to i32
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52)
  %2 = and i32 %.53, 1
  %.54 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.54, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = select i1 %t54, i64 %t53, i64 0
  %spec.select3 = add i64 %t55, %t59
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.59 = add nuw nsw i64 %.20, 8
  %.60 = icmp ult i32 %.19, 56
  %.62 = and i64 %.59, 63
  %3 = shl nuw i64 1, %.62
  %4 = and i64 %3, %.23
  %.64 = icmp ne i64 %4, 0
  %.65 = and i1 %.60, %.64
  %.66 = trunc i64 %.59 to i32
  %.67 = shl i32 %.66, 2
  %.68 = trunc i64 %t61 to i32
  %.69 = lshr i64 %t61, 32
  %.70 = trunc i64 %.69 to i32
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68)
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70)
  %.73 = zext i32 %.71 to i64
  %.74 = zext i32 %.72 to i64
  %.75 = shl nuw i64 %.74, 32
  %.76 = or i64 %.75, %.73
  %t63 = select i1 %.65, i64 %.76, i64 %t61
  %.90 = zext i1 %t62 to i32
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90)
  %5 = and i32 %.91, 1
  %.92 = icmp ne i32 %5, 0
  %t64 = select i1 %.65, i1 %.92, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = select i1 %t62, i64 %t61, i64 0
  %spec.select4 = add i64 %t63, %t67
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.97 = add nuw nsw i64 %.20, 4
  %.98 = icmp ult i32 %.19, 60
  %.100 = and i64 %.97, 63
  %6 = shl nuw i64 1, %.100
  %7 = and i64 %6, %.23
  %.102 = icmp ne i64 %7, 0
  %.103 = and i1 %.98, %.102
  %.104 = trunc i64 %.97 to i32
  %.105 = shl i32 %.104, 2
  %.106 = trunc i64 %t69 to i32
  %.107 = lshr i64 %t69, 32
  %.108 = trunc i64 %.107 to i32
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106)
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108)
  %.111 = zext i32 %.109 to i64
  %.112 = zext i32 %.110 to i64
  %.113 = shl nuw i64 %.112, 32
  %.114 = or i64 %.113, %.111
  %t71 = select i1 %.103, i64 %.114, i64 %t69
  %.128 = zext i1 %t70 to i32
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128)
  %8 = and i32 %.129, 1
  %.130 = icmp ne i32 %8, 0
  %t72 = select i1 %.103, i1 %.130, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = select i1 %t70, i64 %t69, i64 0
  %spec.select5 = add i64 %t71, %t75
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.135 = add nuw nsw i64 %.20, 2
  %.136 = icmp ult i32 %.19, 62
  %.138 = and i64 %.135, 63
  %9 = shl nuw i64 1, %.138
  %10 = and i64 %9, %.23
  %.140 = icmp ne i64 %10, 0
  %.141 = and i1 %.136, %.140
  %.142 = trunc i64 %.135 to i32
  %.143 = shl i32 %.142, 2
  %.144 = trunc i64 %t77 to i32
  %.145 = lshr i64 %t77, 32
  %.146 = trunc i64 %.145 to i32
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144)
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146)
  %.149 = zext i32 %.147 to i64
  %.150 = zext i32 %.148 to i64
  %.151 = shl nuw i64 %.150, 32
  %.152 = or i64 %.151, %.149
  %t79 = select i1 %.141, i64 %.152, i64 %t77
  %.166 = zext i1 %t78 to i32
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166)
  %11 = and i32 %.167, 1
  %.168 = icmp ne i32 %11, 0
  %t80 = select i1 %.141, i1 %.168, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = select i1 %t78, i64 %t77, i64 0
  %spec.select6 = add i64 %t79, %t83
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.173 = add nuw nsw i64 %.20, 1
  %.174 = icmp ult i32 %.19, 63
  %.176 = and i64 %.173, 63
  %12 = shl nuw i64 1, %.176
  %13 = and i64 %12, %.23
  %.178 = icmp ne i64 %13, 0
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = trunc i64 %t85 to i32
  %.183 = lshr i64 %t85, 32
  %.184 = trunc i64 %.183 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182)
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184)
  %.187 = zext i32 %.185 to i64
  %.188 = zext i32 %.186 to i64
  %.189 = shl nuw i64 %.188, 32
  %.190 = or i64 %.189, %.187
  %t87 = select i1 %.179, i64 %.190, i64 %t85
  %.204 = zext i1 %t86 to i32
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204)
  %14 = and i32 %.205, 1
  %.206 = icmp ne i32 %14, 0
  %t88 = select i1 %.179, i1 %.206, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = select i1 %t86, i64 %t85, i64 0
  %spec.select7 = add i64 %t87, %t91
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, i64 %a3, i64 0
  %spec.select8 = add i64 %t95, %t98
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3
  store i64 %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12
  %.13 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi float [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t219, align 4
  %t26 = fadd float %t2311, %.14
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t32
  %.16 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = select i1 %t11, float %t23.lcssa, float -0.000000e+00
  %spec.select = fadd float %t37, %.16
  %t39 = select i1 %.18, float %spec.select, float %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store float %t39, ptr addrspace(3) %t29, align 4
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi float [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t44
  %.20 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = select i1 %t42, float %t41, float -0.000000e+00
  %spec.select1 = fadd float %t49, %.20
  %t51 = select i1 %.22, float %spec.select1, float %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store float %t51, ptr addrspace(3) %t29, align 4
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi float [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t56
  %.24 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = select i1 %t54, float %t53, float -0.000000e+00
  %spec.select2 = fadd float %t61, %.24
  %t63 = select i1 %.26, float %spec.select2, float %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi float [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = bitcast float %t65 to i32
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.42 = bitcast i32 %.41 to float
  %t67 = select i1 %.37, float %.42, float %t65
  %.56 = zext i1 %t66 to i32
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56)
  %2 = and i32 %.57, 1
  %.58 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.58, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = select i1 %t66, float %t65, float -0.000000e+00
  %spec.select3 = fadd float %t71, %t67
  %t73 = select i1 %t70, float %spec.select3, float %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.63 = add nuw nsw i64 %.30, 8
  %.64 = icmp ult i32 %.29, 56
  %.66 = and i64 %.63, 63
  %3 = shl nuw i64 1, %.66
  %4 = and i64 %3, %.33
  %.68 = icmp ne i64 %4, 0
  %.69 = and i1 %.64, %.68
  %.70 = trunc i64 %.63 to i32
  %.71 = shl i32 %.70, 2
  %.72 = bitcast float %t73 to i32
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72)
  %.74 = bitcast i32 %.73 to float
  %t75 = select i1 %.69, float %.74, float %t73
  %.88 = zext i1 %t74 to i32
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88)
  %5 = and i32 %.89, 1
  %.90 = icmp ne i32 %5, 0
  %t76 = select i1 %.69, i1 %.90, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = select i1 %t74, float %t73, float -0.000000e+00
  %spec.select4 = fadd float %t75, %t79
  %t81 = select i1 %t78, float %spec.select4, float %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.95 = add nuw nsw i64 %.30, 4
  %.96 = icmp ult i32 %.29, 60
  %.98 = and i64 %.95, 63
  %6 = shl nuw i64 1, %.98
  %7 = and i64 %6, %.33
  %.100 = icmp ne i64 %7, 0
  %.101 = and i1 %.96, %.100
  %.102 = trunc i64 %.95 to i32
  %.103 = shl i32 %.102, 2
  %.104 = bitcast float %t81 to i32
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104)
  %.106 = bitcast i32 %.105 to float
  %t83 = select i1 %.101, float %.106, float %t81
  %.120 = zext i1 %t82 to i32
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120)
  %8 = and i32 %.121, 1
  %.122 = icmp ne i32 %8, 0
  %t84 = select i1 %.101, i1 %.122, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = select i1 %t82, float %t81, float -0.000000e+00
  %spec.select5 = fadd float %t83, %t87
  %t89 = select i1 %t86, float %spec.select5, float %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.127 = add nuw nsw i64 %.30, 2
  %.128 = icmp ult i32 %.29, 62
  %.130 = and i64 %.127, 63
  %9 = shl nuw i64 1, %.130
  %10 = and i64 %9, %.33
  %.132 = icmp ne i64 %10, 0
  %.133 = and i1 %.128, %.132
  %.134 = trunc i64 %.127 to i32
  %.135 = shl i32 %.134, 2
  %.136 = bitcast float %t89 to i32
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136)
  %.138 = bitcast i32 %.137 to float
  %t91 = select i1 %.133, float %.138, float %t89
  %.152 = zext i1 %t90 to i32
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152)
  %11 = and i32 %.153, 1
  %.154 = icmp ne i32 %11, 0
  %t92 = select i1 %.133, i1 %.154, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = select i1 %t90, float %t89, float -0.000000e+00
  %spec.select6 = fadd float %t91, %t95
  %t97 = select i1 %t94, float %spec.select6, float %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.159 = add nuw nsw i64 %.30, 1
  %.160 = icmp ult i32 %.29, 63
  %.162 = and i64 %.159, 63
  %12 = shl nuw i64 1, %.162
  %13 = and i64 %12, %.33
  %.164 = icmp ne i64 %13, 0
  %.165 = and i1 %.160, %.164
  %.166 = trunc i64 %.159 to i32
  %.167 = shl i32 %.166, 2
  %.168 = bitcast float %t97 to i32
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168)
  %.170 = bitcast i32 %.169 to float
  %t99 = select i1 %.165, float %.170, float %t97
  %.184 = zext i1 %t98 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184)
  %14 = and i32 %.185, 1
  %.186 = icmp ne i32 %14, 0
  %t100 = select i1 %.165, i1 %.186, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = select i1 %t98, float %t97, float -0.000000e+00
  %spec.select7 = fadd float %t99, %t103
  %t105 = select i1 %t102, float %spec.select7, float %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi float [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5
  store float %t107, ptr addrspace(1) %t111, align 4
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #4 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3
  %.3 = load float, ptr addrspace(1) %t5, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  %t15 = fadd float %t1111, %.4
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t20
  %.6 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00
  %spec.select = fadd float %t25, %.6
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store float %t27, ptr addrspace(3) %t17, align 4
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t32
  %.10 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = select i1 %t30, float %t29, float -0.000000e+00
  %spec.select1 = fadd float %t37, %.10
  %t39 = select i1 %.12, float %spec.select1, float %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store float %t39, ptr addrspace(3) %t17, align 4
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t44
  %.14 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = select i1 %t42, float %t41, float -0.000000e+00
  %spec.select2 = fadd float %t49, %.14
  %t51 = select i1 %.16, float %spec.select2, float %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = bitcast float %t53 to i32
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.32 = bitcast i32 %.31 to float
  %t55 = select i1 %.27, float %.32, float %t53
  %.46 = zext i1 %t54 to i32
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46)
  %2 = and i32 %.47, 1
  %.48 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.48, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = select i1 %t54, float %t53, float -0.000000e+00
  %spec.select3 = fadd float %t59, %t55
  %t61 = select i1 %t58, float %spec.select3, float %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.53 = add nuw nsw i64 %.20, 8
  %.54 = icmp ult i32 %.19, 56
  %.56 = and i64 %.53, 63
  %3 = shl nuw i64 1, %.56
  %4 = and i64 %3, %.23
  %.58 = icmp ne i64 %4, 0
  %.59 = and i1 %.54, %.58
  %.60 = trunc i64 %.53 to i32
  %.61 = shl i32 %.60, 2
  %.62 = bitcast float %t61 to i32
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62)
  %.64 = bitcast i32 %.63 to float
  %t63 = select i1 %.59, float %.64, float %t61
  %.78 = zext i1 %t62 to i32
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78)
  %5 = and i32 %.79, 1
  %.80 = icmp ne i32 %5, 0
  %t64 = select i1 %.59, i1 %.80, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = select i1 %t62, float %t61, float -0.000000e+00
  %spec.select4 = fadd float %t63, %t67
  %t69 = select i1 %t66, float %spec.select4, float %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.85 = add nuw nsw i64 %.20, 4
  %.86 = icmp ult i32 %.19, 60
  %.88 = and i64 %.85, 63
  %6 = shl nuw i64 1, %.88
  %7 = and i64 %6, %.23
  %.90 = icmp ne i64 %7, 0
  %.91 = and i1 %.86, %.90
  %.92 = trunc i64 %.85 to i32
  %.93 = shl i32 %.92, 2
  %.94 = bitcast float %t69 to i32
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94)
  %.96 = bitcast i32 %.95 to float
  %t71 = select i1 %.91, float %.96, float %t69
  %.110 = zext i1 %t70 to i32
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110)
  %8 = and i32 %.111, 1
  %.112 = icmp ne i32 %8, 0
  %t72 = select i1 %.91, i1 %.112, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = select i1 %t70, float %t69, float -0.000000e+00
  %spec.select5 = fadd float %t71, %t75
  %t77 = select i1 %t74, float %spec.select5, float %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.117 = add nuw nsw i64 %.20, 2
  %.118 = icmp ult i32 %.19, 62
  %.120 = and i64 %.117, 63
  %9 = shl nuw i64 1, %.120
  %10 = and i64 %9, %.23
  %.122 = icmp ne i64 %10, 0
  %.123 = and i1 %.118, %.122
  %.124 = trunc i64 %.117 to i32
  %.125 = shl i32 %.124, 2
  %.126 = bitcast float %t77 to i32
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126)
  %.128 = bitcast i32 %.127 to float
  %t79 = select i1 %.123, float %.128, float %t77
  %.142 = zext i1 %t78 to i32
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142)
  %11 = and i32 %.143, 1
  %.144 = icmp ne i32 %11, 0
  %t80 = select i1 %.123, i1 %.144, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = select i1 %t78, float %t77, float -0.000000e+00
  %spec.select6 = fadd float %t79, %t83
  %t85 = select i1 %t82, float %spec.select6, float %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.149 = add nuw nsw i64 %.20, 1
  %.150 = icmp ult i32 %.19, 63
  %.152 = and i64 %.149, 63
  %12 = shl nuw i64 1, %.152
  %13 = and i64 %12, %.23
  %.154 = icmp ne i64 %13, 0
  %.155 = and i1 %.150, %.154
  %.156 = trunc i64 %.149 to i32
  %.157 = shl i32 %.156, 2
  %.158 = bitcast float %t85 to i32
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158)
  %.160 = bitcast i32 %.159 to float
  %t87 = select i1 %.155, float %.160, float %t85
  %.174 = zext i1 %t86 to i32
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174)
  %14 = and i32 %.175, 1
  %.176 = icmp ne i32 %14, 0
  %t88 = select i1 %.155, i1 %.176, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = select i1 %t86, float %t85, float -0.000000e+00
  %spec.select7 = fadd float %t87, %t91
  %t93 = select i1 %t90, float %spec.select7, float %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00
  %spec.select8 = fadd float %t98, %t95
  %t100 = select i1 %t96, float %spec.select8, float %a3
  store float %t100, ptr addrspace(1) %a2, align 4
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12
  %.13 = load double, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi double [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t219, align 8
  %t26 = fadd double %t2311, %.14
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi double [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1
  store double %t23.lcssa, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t32
  %.16 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = select i1 %t11, double %t23.lcssa, double -0.000000e+00
  %spec.select = fadd double %t37, %.16
  %t39 = select i1 %.18, double %spec.select, double %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store double %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi double [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t44
  %.20 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = select i1 %t42, double %t41, double -0.000000e+00
  %spec.select1 = fadd double %t49, %.20
  %t51 = select i1 %.22, double %spec.select1, double %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store double %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi double [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t56
  %.24 = load double, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = select i1 %t54, double %t53, double -0.000000e+00
  %spec.select2 = fadd double %t61, %.24
  %t63 = select i1 %.26, double %spec.select2, double %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi double [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = bitcast double %t65 to i64
  %.41 = trunc i64 %.40 to i32
  %.42 = lshr i64 %.40, 32
  %.43 = trunc i64 %.42 to i32
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.41)
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.43)
  %.46 = zext i32 %.44 to i64
  %.47 = zext i32 %.45 to i64
  %.48 = shl nuw i64 %.47, 32
  %.49 = or i64 %.48, %.46
  %.50 = bitcast i64 %.49 to double
  %t67 = select i1 %.37, double %.50, double %t65
  %.64 = zext i1 %t66 to i32
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.64)
  %2 = and i32 %.65, 1
  %.66 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.66, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = select i1 %t66, double %t65, double -0.000000e+00
  %spec.select3 = fadd double %t71, %t67
  %t73 = select i1 %t70, double %spec.select3, double %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.71 = add nuw nsw i64 %.30, 8
  %.72 = icmp ult i32 %.29, 56
  %.74 = and i64 %.71, 63
  %3 = shl nuw i64 1, %.74
  %4 = and i64 %3, %.33
  %.76 = icmp ne i64 %4, 0
  %.77 = and i1 %.72, %.76
  %.78 = trunc i64 %.71 to i32
  %.79 = shl i32 %.78, 2
  %.80 = bitcast double %t73 to i64
  %.81 = trunc i64 %.80 to i32
  %.82 = lshr i64 %.80, 32
  %.83 = trunc i64 %.82 to i32
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.81)
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.83)
  %.86 = zext i32 %.84 to i64
  %.87 = zext i32 %.85 to i64
  %.88 = shl nuw i64 %.87, 32
  %.89 = or i64 %.88, %.86
  %.90 = bitcast i64 %.89 to double
  %t75 = select i1 %.77, double %.90, double %t73
  %.104 = zext i1 %t74 to i32
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.104)
  %5 = and i32 %.105, 1
  %.106 = icmp ne i32 %5, 0
  %t76 = select i1 %.77, i1 %.106, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = select i1 %t74, double %t73, double -0.000000e+00
  %spec.select4 = fadd double %t75, %t79
  %t81 = select i1 %t78, double %spec.select4, double %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.111 = add nuw nsw i64 %.30, 4
  %.112 = icmp ult i32 %.29, 60
  %.114 = and i64 %.111, 63
  %6 = shl nuw i64 1, %.114
  %7 = and i64 %6, %.33
  %.116 = icmp ne i64 %7, 0
  %.117 = and i1 %.112, %.116
  %.118 = trunc i64 %.111 to i32
  %.119 = shl i32 %.118, 2
  %.120 = bitcast double %t81 to i64
  %.121 = trunc i64 %.120 to i32
  %.122 = lshr i64 %.120, 32
  %.123 = trunc i64 %.122 to i32
  %.124 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.121)
  %.125 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.123)
  %.126 = zext i32 %.124 to i64
  %.127 = zext i32 %.125 to i64
  %.128 = shl nuw i64 %.127, 32
  %.129 = or i64 %.128, %.126
  %.130 = bitcast i64 %.129 to double
  %t83 = select i1 %.117, double %.130, double %t81
  %.144 = zext i1 %t82 to i32
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.144)
  %8 = and i32 %.145, 1
  %.146 = icmp ne i32 %8, 0
  %t84 = select i1 %.117, i1 %.146, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = select i1 %t82, double %t81, double -0.000000e+00
  %spec.select5 = fadd double %t83, %t87
  %t89 = select i1 %t86, double %spec.select5, double %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.151 = add nuw nsw i64 %.30, 2
  %.152 = icmp ult i32 %.29, 62
  %.154 = and i64 %.151, 63
  %9 = shl nuw i64 1, %.154
  %10 = and i64 %9, %.33
  %.156 = icmp ne i64 %10, 0
  %.157 = and i1 %.152, %.156
  %.158 = trunc i64 %.151 to i32
  %.159 = shl i32 %.158, 2
  %.160 = bitcast double %t89 to i64
  %.161 = trunc i64 %.160 to i32
  %.162 = lshr i64 %.160, 32
  %.163 = trunc i64 %.162 to i32
  %.164 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.161)
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.163)
  %.166 = zext i32 %.164 to i64
  %.167 = zext i32 %.165 to i64
  %.168 = shl nuw i64 %.167, 32
  %.169 = or i64 %.168, %.166
  %.170 = bitcast i64 %.169 to double
  %t91 = select i1 %.157, double %.170, double %t89
  %.184 = zext i1 %t90 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.184)
  %11 = and i32 %.185, 1
  %.186 = icmp ne i32 %11, 0
  %t92 = select i1 %.157, i1 %.186, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = select i1 %t90, double %t89, double -0.000000e+00
  %spec.select6 = fadd double %t91, %t95
  %t97 = select i1 %t94, double %spec.select6, double %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.191 = add nuw nsw i64 %.30, 1
  %.192 = icmp ult i32 %.29, 63
  %.194 = and i64 %.191, 63
  %12 = shl nuw i64 1, %.194
  %13 = and i64 %12, %.33
  %.196 = icmp ne i64 %13, 0
  %.197 = and i1 %.192, %.196
  %.198 = trunc i64 %.191 to i32
  %.199 = shl i32 %.198, 2
  %.200 = bitcast double %t97 to i64
  %.201 = trunc i64 %.200 to i32
  %.202 = lshr i64 %.200, 32
  %.203 = trunc i64 %.202 to i32
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.201)
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.203)
  %.206 = zext i32 %.204 to i64
  %.207 = zext i32 %.205 to i64
  %.208 = shl nuw i64 %.207, 32
  %.209 = or i64 %.208, %.206
  %.210 = bitcast i64 %.209 to double
  %t99 = select i1 %.197, double %.210, double %t97
  %.224 = zext i1 %t98 to i32
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.224)
  %14 = and i32 %.225, 1
  %.226 = icmp ne i32 %14, 0
  %t100 = select i1 %.197, i1 %.226, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = select i1 %t98, double %t97, double -0.000000e+00
  %spec.select7 = fadd double %t99, %t103
  %t105 = select i1 %t102, double %spec.select7, double %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi double [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5
  store double %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #4 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3
  %.3 = load double, ptr addrspace(1) %t5, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi double [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load double, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  %t15 = fadd double %t1111, %.4
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20
  %.6 = load double, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = select i1 %t4, double %t11.lcssa, double -0.000000e+00
  %spec.select = fadd double %t25, %.6
  %t27 = select i1 %.8, double %spec.select, double %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store double %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi double [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32
  %.10 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = select i1 %t30, double %t29, double -0.000000e+00
  %spec.select1 = fadd double %t37, %.10
  %t39 = select i1 %.12, double %spec.select1, double %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store double %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi double [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44
  %.14 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = select i1 %t42, double %t41, double -0.000000e+00
  %spec.select2 = fadd double %t49, %.14
  %t51 = select i1 %.16, double %spec.select2, double %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi double [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = bitcast double %t53 to i64
  %.31 = trunc i64 %.30 to i32
  %.32 = lshr i64 %.30, 32
  %.33 = trunc i64 %.32 to i32
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.31)
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.33)
  %.36 = zext i32 %.34 to i64
  %.37 = zext i32 %.35 to i64
  %.38 = shl nuw i64 %.37, 32
  %.39 = or i64 %.38, %.36
  %.40 = bitcast i64 %.39 to double
  %t55 = select i1 %.27, double %.40, double %t53
  %.54 = zext i1 %t54 to i32
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.54)
  %2 = and i32 %.55, 1
  %.56 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.56, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = select i1 %t54, double %t53, double -0.000000e+00
  %spec.select3 = fadd double %t59, %t55
  %t61 = select i1 %t58, double %spec.select3, double %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.61 = add nuw nsw i64 %.20, 8
  %.62 = icmp ult i32 %.19, 56
  %.64 = and i64 %.61, 63
  %3 = shl nuw i64 1, %.64
  %4 = and i64 %3, %.23
  %.66 = icmp ne i64 %4, 0
  %.67 = and i1 %.62, %.66
  %.68 = trunc i64 %.61 to i32
  %.69 = shl i32 %.68, 2
  %.70 = bitcast double %t61 to i64
  %.71 = trunc i64 %.70 to i32
  %.72 = lshr i64 %.70, 32
  %.73 = trunc i64 %.72 to i32
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.71)
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.73)
  %.76 = zext i32 %.74 to i64
  %.77 = zext i32 %.75 to i64
  %.78 = shl nuw i64 %.77, 32
  %.79 = or i64 %.78, %.76
  %.80 = bitcast i64 %.79 to double
  %t63 = select i1 %.67, double %.80, double %t61
  %.94 = zext i1 %t62 to i32
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.94)
  %5 = and i32 %.95, 1
  %.96 = icmp ne i32 %5, 0
  %t64 = select i1 %.67, i1 %.96, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = select i1 %t62, double %t61, double -0.000000e+00
  %spec.select4 = fadd double %t63, %t67
  %t69 = select i1 %t66, double %spec.select4, double %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.101 = add nuw nsw i64 %.20, 4
  %.102 = icmp ult i32 %.19, 60
  %.104 = and i64 %.101, 63
  %6 = shl nuw i64 1, %.104
  %7 = and i64 %6, %.23
  %.106 = icmp ne i64 %7, 0
  %.107 = and i1 %.102, %.106
  %.108 = trunc i64 %.101 to i32
  %.109 = shl i32 %.108, 2
  %.110 = bitcast double %t69 to i64
  %.111 = trunc i64 %.110 to i32
  %.112 = lshr i64 %.110, 32
  %.113 = trunc i64 %.112 to i32
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.111)
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.113)
  %.116 = zext i32 %.114 to i64
  %.117 = zext i32 %.115 to i64
  %.118 = shl nuw i64 %.117, 32
  %.119 = or i64 %.118, %.116
  %.120 = bitcast i64 %.119 to double
  %t71 = select i1 %.107, double %.120, double %t69
  %.134 = zext i1 %t70 to i32
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.134)
  %8 = and i32 %.135, 1
  %.136 = icmp ne i32 %8, 0
  %t72 = select i1 %.107, i1 %.136, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = select i1 %t70, double %t69, double -0.000000e+00
  %spec.select5 = fadd double %t71, %t75
  %t77 = select i1 %t74, double %spec.select5, double %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.141 = add nuw nsw i64 %.20, 2
  %.142 = icmp ult i32 %.19, 62
  %.144 = and i64 %.141, 63
  %9 = shl nuw i64 1, %.144
  %10 = and i64 %9, %.23
  %.146 = icmp ne i64 %10, 0
  %.147 = and i1 %.142, %.146
  %.148 = trunc i64 %.141 to i32
  %.149 = shl i32 %.148, 2
  %.150 = bitcast double %t77 to i64
  %.151 = trunc i64 %.150 to i32
  %.152 = lshr i64 %.150, 32
  %.153 = trunc i64 %.152 to i32
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.151)
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.153)
  %.156 = zext i32 %.154 to i64
  %.157 = zext i32 %.155 to i64
  %.158 = shl nuw i64 %.157, 32
  %.159 = or i64 %.158, %.156
  %.160 = bitcast i64 %.159 to double
  %t79 = select i1 %.147, double %.160, double %t77
  %.174 = zext i1 %t78 to i32
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.174)
  %11 = and i32 %.175, 1
  %.176 = icmp ne i32 %11, 0
  %t80 = select i1 %.147, i1 %.176, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = select i1 %t78, double %t77, double -0.000000e+00
  %spec.select6 = fadd double %t79, %t83
  %t85 = select i1 %t82, double %spec.select6, double %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.181 = add nuw nsw i64 %.20, 1
  %.182 = icmp ult i32 %.19, 63
  %.184 = and i64 %.181, 63
  %12 = shl nuw i64 1, %.184
  %13 = and i64 %12, %.23
  %.186 = icmp ne i64 %13, 0
  %.187 = and i1 %.182, %.186
  %.188 = trunc i64 %.181 to i32
  %.189 = shl i32 %.188, 2
  %.190 = bitcast double %t85 to i64
  %.191 = trunc i64 %.190 to i32
  %.192 = lshr i64 %.190, 32
  %.193 = trunc i64 %.192 to i32
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.191)
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.193)
  %.196 = zext i32 %.194 to i64
  %.197 = zext i32 %.195 to i64
  %.198 = shl nuw i64 %.197, 32
  %.199 = or i64 %.198, %.196
  %.200 = bitcast i64 %.199 to double
  %t87 = select i1 %.187, double %.200, double %t85
  %.214 = zext i1 %t86 to i32
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.214)
  %14 = and i32 %.215, 1
  %.216 = icmp ne i32 %14, 0
  %t88 = select i1 %.187, i1 %.216, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = select i1 %t86, double %t85, double -0.000000e+00
  %spec.select7 = fadd double %t87, %t91
  %t93 = select i1 %t90, double %spec.select7, double %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi double [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, double %a3, double -0.000000e+00
  %spec.select8 = fadd double %t98, %t95
  %t100 = select i1 %t96, double %spec.select8, double %a3
  store double %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi i64 [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t219, align 8
  %t26 = tail call i64 @llvm.smax.i64(i64 %t2311, i64 %.14)
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %.1
  store i64 %t23.lcssa, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t32
  %.16 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = tail call i64 @llvm.smax.i64(i64 %t23.lcssa, i64 %.16)
  %spec.select = select i1 %t11, i64 %t37, i64 %.16
  %t39 = select i1 %.18, i64 %spec.select, i64 %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store i64 %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi i64 [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t44
  %.20 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = tail call i64 @llvm.smax.i64(i64 %t41, i64 %.20)
  %spec.select1 = select i1 %t42, i64 %t49, i64 %.20
  %t51 = select i1 %.22, i64 %spec.select1, i64 %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store i64 %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi i64 [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t56
  %.24 = load i64, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = tail call i64 @llvm.smax.i64(i64 %t53, i64 %.24)
  %spec.select2 = select i1 %t54, i64 %t61, i64 %.24
  %t63 = select i1 %.26, i64 %spec.select2, i64 %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi i64 [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = trunc i64 %t65 to i32
  %.41 = lshr i64 %t65, 32
  %.42 = trunc i64 %.41 to i32
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42)
  %.45 = zext i32 %.43 to i64
  %.46 = zext i32 %.44 to i64
  %.47 = shl nuw i64 %.46, 32
  %.48 = or i64 %.47, %.45
  %t67 = select i1 %.37, i64 %.48, i64 %t65
  %.62 = zext i1 %t66 to i32
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.62)
  %2 = and i32 %.63, 1
  %.64 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.64, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = tail call i64 @llvm.smax.i64(i64 %t65, i64 %t67)
  %spec.select3 = select i1 %t66, i64 %t71, i64 %t67
  %t73 = select i1 %t70, i64 %spec.select3, i64 %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.69 = add nuw nsw i64 %.30, 8
  %.70 = icmp ult i32 %.29, 56
  %.72 = and i64 %.69, 63
  %3 = shl nuw i64 1, %.72
  %4 = and i64 %3, %.33
  %.74 = icmp ne i64 %4, 0
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = trunc i64 %t73 to i32
  %.79 = lshr i64 %t73, 32
  %.80 = trunc i64 %.79 to i32
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80)
  %.83 = zext i32 %.81 to i64
  %.84 = zext i32 %.82 to i64
  %.85 = shl nuw i64 %.84, 32
  %.86 = or i64 %.85, %.83
  %t75 = select i1 %.75, i64 %.86, i64 %t73
  %.100 = zext i1 %t74 to i32
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.100)
  %5 = and i32 %.101, 1
  %.102 = icmp ne i32 %5, 0
  %t76 = select i1 %.75, i1 %.102, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = tail call i64 @llvm.smax.i64(i64 %t73, i64 %t75)
  %spec.select4 = select i1 %t74, i64 %t79, i64 %t75
  %t81 = select i1 %t78, i64 %spec.select4, i64 %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.107 = add nuw nsw i64 %.30, 4
  %.108 = icmp ult i32 %.29, 60
  %.110 = and i64 %.107, 63
  %6 = shl nuw i64 1, %.110
  %7 = and i64 %6, %.33
  %.112 = icmp ne i64 %7, 0
  %.113 = and i1 %.108, %.112
  %.114 = trunc i64 %.107 to i32
  %.115 = shl i32 %.114, 2
  %.116 = trunc i64 %t81 to i32
  %.117 = lshr i64 %t81, 32
  %.118 = trunc i64 %.117 to i32
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116)
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118)
  %.121 = zext i32 %.119 to i64
  %.122 = zext i32 %.120 to i64
  %.123 = shl nuw i64 %.122, 32
  %.124 = or i64 %.123, %.121
  %t83 = select i1 %.113, i64 %.124, i64 %t81
  %.138 = zext i1 %t82 to i32
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138)
  %8 = and i32 %.139, 1
  %.140 = icmp ne i32 %8, 0
  %t84 = select i1 %.113, i1 %.140, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = tail call i64 @llvm.smax.i64(i64 %t81, i64 %t83)
  %spec.select5 = select i1 %t82, i64 %t87, i64 %t83
  %t89 = select i1 %t86, i64 %spec.select5, i64 %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.145 = add nuw nsw i64 %.30, 2
  %.146 = icmp ult i32 %.29, 62
  %.148 = and i64 %.145, 63
  %9 = shl nuw i64 1, %.148
  %10 = and i64 %9, %.33
  %.150 = icmp ne i64 %10, 0
  %.151 = and i1 %.146, %.150
  %.152 = trunc i64 %.145 to i32
  %.153 = shl i32 %.152, 2
  %.154 = trunc i64 %t89 to i32
  %.155 = lshr i64 %t89, 32
  %.156 = trunc i64 %.155 to i32
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154)
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156)
  %.159 = zext i32 %.157 to i64
  %.160 = zext i32 %.158 to i64
  %.161 = shl nuw i64 %.160, 32
  %.162 = or i64 %.161, %.159
  %t91 = select i1 %.151, i64 %.162, i64 %t89
  %.176 = zext i1 %t90 to i32
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.176)
  %11 = and i32 %.177, 1
  %.178 = icmp ne i32 %11, 0
  %t92 = select i1 %.151, i1 %.178, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = tail call i64 @llvm.smax.i64(i64 %t89, i64 %t91)
  %spec.select6 = select i1 %t90, i64 %t95, i64 %t91
  %t97 = select i1 %t94, i64 %spec.select6, i64 %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.183 = add nuw nsw i64 %.30, 1
  %.184 = icmp ult i32 %.29, 63
  %.186 = and i64 %.183, 63
  %12 = shl nuw i64 1, %.186
  %13 = and i64 %12, %.33
  %.188 = icmp ne i64 %13, 0
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = trunc i64 %t97 to i32
  %.193 = lshr i64 %t97, 32
  %.194 = trunc i64 %.193 to i32
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192)
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194)
  %.197 = zext i32 %.195 to i64
  %.198 = zext i32 %.196 to i64
  %.199 = shl nuw i64 %.198, 32
  %.200 = or i64 %.199, %.197
  %t99 = select i1 %.189, i64 %.200, i64 %t97
  %.214 = zext i1 %t98 to i32
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.214)
  %14 = and i32 %.215, 1
  %.216 = icmp ne i32 %14, 0
  %t100 = select i1 %.189, i1 %.216, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = tail call i64 @llvm.smax.i64(i64 %t97, i64 %t99)
  %spec.select7 = select i1 %t98, i64 %t103, i64 %t99
  %t105 = select i1 %t102, i64 %spec.select7, i64 %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi i64 [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5
  store i64 %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #4 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  %t15 = tail call i64 @llvm.smax.i64(i64 %t1111, i64 %.4)
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %.2
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t20
  %.6 = load i64, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = tail call i64 @llvm.smax.i64(i64 %t11.lcssa, i64 %.6)
  %spec.select = select i1 %t4, i64 %t25, i64 %.6
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store i64 %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t32
  %.10 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = tail call i64 @llvm.smax.i64(i64 %t29, i64 %.10)
  %spec.select1 = select i1 %t30, i64 %t37, i64 %.10
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store i64 %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t44
  %.14 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = tail call i64 @llvm.smax.i64(i64 %t41, i64 %.14)
  %spec.select2 = select i1 %t42, i64 %t49, i64 %.14
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = trunc i64 %t53 to i32
  %.31 = lshr i64 %t53, 32
  %.32 = trunc i64 %.31 to i32
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32)
  %.35 = zext i32 %.33 to i64
  %.36 = zext i32 %.34 to i64
  %.37 = shl nuw i64 %.36, 32
  %.38 = or i64 %.37, %.35
  %t55 = select i1 %.27, i64 %.38, i64 %t53
  %.52 = zext i1 %t54 to i32
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52)
  %2 = and i32 %.53, 1
  %.54 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.54, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = tail call i64 @llvm.smax.i64(i64 %t53, i64 %t55)
  %spec.select3 = select i1 %t54, i64 %t59, i64 %t55
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.59 = add nuw nsw i64 %.20, 8
  %.60 = icmp ult i32 %.19, 56
  %.62 = and i64 %.59, 63
  %3 = shl nuw i64 1, %.62
  %4 = and i64 %3, %.23
  %.64 = icmp ne i64 %4, 0
  %.65 = and i1 %.60, %.64
  %.66 = trunc i64 %.59 to i32
  %.67 = shl i32 %.66, 2
  %.68 = trunc i64 %t61 to i32
  %.69 = lshr i64 %t61, 32
  %.70 = trunc i64 %.69 to i32
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68)
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70)
  %.73 = zext i32 %.71 to i64
  %.74 = zext i32 %.72 to i64
  %.75 = shl nuw i64 %.74, 32
  %.76 = or i64 %.75, %.73
  %t63 = select i1 %.65, i64 %.76, i64 %t61
  %.90 = zext i1 %t62 to i32
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90)
  %5 = and i32 %.91, 1
  %.92 = icmp ne i32 %5, 0
  %t64 = select i1 %.65, i1 %.92, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = tail call i64 @llvm.smax.i64(i64 %t61, i64 %t63)
  %spec.select4 = select i1 %t62, i64 %t67, i64 %t63
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.97 = add nuw nsw i64 %.20, 4
  %.98 = icmp ult i32 %.19, 60
  %.100 = and i64 %.97, 63
  %6 = shl nuw i64 1, %.100
  %7 = and i64 %6, %.23
  %.102 = icmp ne i64 %7, 0
  %.103 = and i1 %.98, %.102
  %.104 = trunc i64 %.97 to i32
  %.105 = shl i32 %.104, 2
  %.106 = trunc i64 %t69 to i32
  %.107 = lshr i64 %t69, 32
  %.108 = trunc i64 %.107 to i32
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106)
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108)
  %.111 = zext i32 %.109 to i64
  %.112 = zext i32 %.110 to i64
  %.113 = shl nuw i64 %.112, 32
  %.114 = or i64 %.113, %.111
  %t71 = select i1 %.103, i64 %.114, i64 %t69
  %.128 = zext i1 %t70 to i32
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128)
  %8 = and i32 %.129, 1
  %.130 = icmp ne i32 %8, 0
  %t72 = select i1 %.103, i1 %.130, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = tail call i64 @llvm.smax.i64(i64 %t69, i64 %t71)
  %spec.select5 = select i1 %t70, i64 %t75, i64 %t71
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.135 = add nuw nsw i64 %.20, 2
  %.136 = icmp ult i32 %.19, 62
  %.138 = and i64 %.135, 63
  %9 = shl nuw i64 1, %.138
  %10 = and i64 %9, %.23
  %.140 = icmp ne i64 %10, 0
  %.141 = and i1 %.136, %.140
  %.142 = trunc i64 %.135 to i32
  %.143 = shl i32 %.142, 2
  %.144 = trunc i64 %t77 to i32
  %.145 = lshr i64 %t77, 32
  %.146 = trunc i64 %.145 to i32
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144)
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146)
  %.149 = zext i32 %.147 to i64
  %.150 = zext i32 %.148 to i64
  %.151 = shl nuw i64 %.150, 32
  %.152 = or i64 %.151, %.149
  %t79 = select i1 %.141, i64 %.152, i64 %t77
  %.166 = zext i1 %t78 to i32
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166)
  %11 = and i32 %.167, 1
  %.168 = icmp ne i32 %11, 0
  %t80 = select i1 %.141, i1 %.168, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = tail call i64 @llvm.smax.i64(i64 %t77, i64 %t79)
  %spec.select6 = select i1 %t78, i64 %t83, i64 %t79
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.173 = add nuw nsw i64 %.20, 1
  %.174 = icmp ult i32 %.19, 63
  %.176 = and i64 %.173, 63
  %12 = shl nuw i64 1, %.176
  %13 = and i64 %12, %.23
  %.178 = icmp ne i64 %13, 0
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = trunc i64 %t85 to i32
  %.183 = lshr i64 %t85, 32
  %.184 = trunc i64 %.183 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182)
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184)
  %.187 = zext i32 %.185 to i64
  %.188 = zext i32 %.186 to i64
  %.189 = shl nuw i64 %.188, 32
  %.190 = or i64 %.189, %.187
  %t87 = select i1 %.179, i64 %.190, i64 %t85
  %.204 = zext i1 %t86 to i32
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204)
  %14 = and i32 %.205, 1
  %.206 = icmp ne i32 %14, 0
  %t88 = select i1 %.179, i1 %.206, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = tail call i64 @llvm.smax.i64(i64 %t85, i64 %t87)
  %spec.select7 = select i1 %t86, i64 %t91, i64 %t87
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = tail call i64 @llvm.smax.i64(i64 %a3, i64 %t95)
  %spec.select8 = select i1 %.1, i64 %t98, i64 %t95
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3
  store i64 %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12
  %.13 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t2411 = icmp slt i64 %t17, %a0
  br i1 %t2411, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2314 = phi float [ %.26, %b4 ], [ %t15, %b4.preheader ]
  %t2213 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t2112 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t2112, align 4
  %.15 = fcmp ogt float %t2314, %.14
  %.16 = select i1 %.15, float %t2314, float %.14
  %.17 = fcmp oeq float %t2314, %.14
  %.18 = bitcast float %t2314 to i32
  %.19 = bitcast float %.14 to i32
  %.20 = and i32 %.19, %.18
  %.21 = bitcast i32 %.20 to float
  %.22 = select i1 %.17, float %.21, float %.16
  %.23 = fcmp uno float %t2314, 0.000000e+00
  %.24 = select i1 %.23, float %t2314, float %.22
  %.25 = fcmp uno float %.14, 0.000000e+00
  %.26 = select i1 %.25, float %.14, float %.24
  %t27 = add i64 %t2213, %t10
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t2112, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %.26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1
  %.27 = zext i1 %t11 to i8
  store i8 %.27, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t32
  %.28 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t32
  %.29 = load i8, ptr addrspace(3) %t35, align 1
  %.30.not10 = icmp eq i8 %.29, 0
  %t16.not = xor i1 %t11, true
  %brmerge = or i1 %.30.not10, %t16.not
  %t23.mux = select i1 %.30.not10, float %t23.lcssa, float %.28
  %not..30.not10 = xor i1 %.30.not10, true
  %t16.mux = select i1 %not..30.not10, i1 true, i1 %t11
  br i1 %brmerge, label %b10, label %b8

b8:                                               ; preds = %b6
  %.31 = fcmp ogt float %t23.lcssa, %.28
  %.32 = select i1 %.31, float %t23.lcssa, float %.28
  %.33 = fcmp oeq float %t23.lcssa, %.28
  %.34 = bitcast float %t23.lcssa to i32
  %.35 = bitcast float %.28 to i32
  %.36 = and i32 %.35, %.34
  %.37 = bitcast i32 %.36 to float
  %.38 = select i1 %.33, float %.37, float %.32
  %.39 = fcmp uno float %t23.lcssa, 0.000000e+00
  %.40 = select i1 %.39, float %t23.lcssa, float %.38
  %.41 = fcmp uno float %.28, 0.000000e+00
  %.42 = select i1 %.41, float %.28, float %.40
  br label %b10

b10:                                              ; preds = %b6, %b8
  %t39 = phi float [ %t23.mux, %b6 ], [ %.42, %b8 ]
  %t40 = phi i1 [ %t16.mux, %b6 ], [ true, %b8 ]
  store float %t39, ptr addrspace(3) %t29, align 4
  %.43 = zext i1 %t40 to i8
  store i8 %.43, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b10, %b5
  %t41 = phi float [ %t39, %b10 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t44
  %.44 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t44
  %.45 = load i8, ptr addrspace(3) %t47, align 1
  %.46.not9 = icmp eq i8 %.45, 0
  %t42.not = xor i1 %t42, true
  %brmerge1 = select i1 %.46.not9, i1 true, i1 %t42.not
  %t41.mux = select i1 %.46.not9, float %t41, float %.44
  %not..46.not9 = xor i1 %.46.not9, true
  %t42.mux = select i1 %not..46.not9, i1 true, i1 %t42
  br i1 %brmerge1, label %b16, label %b14

b14:                                              ; preds = %b12
  %.47 = fcmp ogt float %t41, %.44
  %.48 = select i1 %.47, float %t41, float %.44
  %.49 = fcmp oeq float %t41, %.44
  %.50 = bitcast float %t41 to i32
  %.51 = bitcast float %.44 to i32
  %.52 = and i32 %.51, %.50
  %.53 = bitcast i32 %.52 to float
  %.54 = select i1 %.49, float %.53, float %.48
  %.55 = fcmp uno float %t41, 0.000000e+00
  %.56 = select i1 %.55, float %t41, float %.54
  %.57 = fcmp uno float %.44, 0.000000e+00
  %.58 = select i1 %.57, float %.44, float %.56
  br label %b16

b16:                                              ; preds = %b12, %b14
  %t51 = phi float [ %t41.mux, %b12 ], [ %.58, %b14 ]
  %t52 = phi i1 [ %t42.mux, %b12 ], [ true, %b14 ]
  store float %t51, ptr addrspace(3) %t29, align 4
  %.59 = zext i1 %t52 to i8
  store i8 %.59, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b16, %b11
  %t53 = phi float [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t56
  %.60 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t56
  %.61 = load i8, ptr addrspace(3) %t59, align 1
  %.62.not8 = icmp eq i8 %.61, 0
  %t54.not = xor i1 %t54, true
  %brmerge2 = select i1 %.62.not8, i1 true, i1 %t54.not
  %t53.mux = select i1 %.62.not8, float %t53, float %.60
  %not..62.not8 = xor i1 %.62.not8, true
  %t54.mux = select i1 %not..62.not8, i1 true, i1 %t54
  br i1 %brmerge2, label %b23, label %b20

b20:                                              ; preds = %b18
  %.63 = fcmp ogt float %t53, %.60
  %.64 = select i1 %.63, float %t53, float %.60
  %.65 = fcmp oeq float %t53, %.60
  %.66 = bitcast float %t53 to i32
  %.67 = bitcast float %.60 to i32
  %.68 = and i32 %.67, %.66
  %.69 = bitcast i32 %.68 to float
  %.70 = select i1 %.65, float %.69, float %.64
  %.71 = fcmp uno float %t53, 0.000000e+00
  %.72 = select i1 %.71, float %t53, float %.70
  %.73 = fcmp uno float %.60, 0.000000e+00
  %.74 = select i1 %.73, float %.60, float %.72
  br label %b23

b23:                                              ; preds = %b18, %b20, %b17
  %t65 = phi float [ %t53, %b17 ], [ %t53.mux, %b18 ], [ %.74, %b20 ]
  %t66 = phi i1 [ %t54, %b17 ], [ %t54.mux, %b18 ], [ true, %b20 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.76 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.77 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76)
  %.78 = zext i32 %.77 to i64
  %.79 = add nuw nsw i64 %.78, 16
  %.80 = icmp ult i32 %.77, 48
  %.81 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.82 = and i64 %.79, 63
  %0 = shl nuw i64 1, %.82
  %1 = and i64 %0, %.81
  %.84 = icmp ne i64 %1, 0
  %.85 = and i1 %.80, %.84
  %.86 = trunc i64 %.79 to i32
  %.87 = shl i32 %.86, 2
  %.88 = bitcast float %t65 to i32
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.88)
  %.90 = bitcast i32 %.89 to float
  %t67 = select i1 %.85, float %.90, float %t65
  %.104 = zext i1 %t66 to i32
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.104)
  %2 = and i32 %.105, 1
  %.106 = icmp ne i32 %2, 0
  %t68 = select i1 %.85, i1 %.106, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %3 = select i1 %t70, i1 %t66, i1 false
  %t65.mux = select i1 %t70, float %t67, float %t65
  %t66.mux = select i1 %t70, i1 true, i1 %t66
  br i1 %3, label %b26, label %b28

b26:                                              ; preds = %b24
  %.107 = fcmp ogt float %t65, %t67
  %.108 = select i1 %.107, float %t65, float %t67
  %.109 = fcmp oeq float %t65, %t67
  %.111 = bitcast float %t67 to i32
  %.112 = and i32 %.111, %.88
  %.113 = bitcast i32 %.112 to float
  %.114 = select i1 %.109, float %.113, float %.108
  %.115 = fcmp uno float %t65, 0.000000e+00
  %.116 = select i1 %.115, float %t65, float %.114
  %.117 = fcmp uno float %t67, 0.000000e+00
  %.118 = select i1 %.117, float %t67, float %.116
  br label %b28

b28:                                              ; preds = %b24, %b26
  %t73 = phi float [ %t65.mux, %b24 ], [ %.118, %b26 ]
  %t74 = phi i1 [ %t66.mux, %b24 ], [ true, %b26 ]
  %.123 = add nuw nsw i64 %.78, 8
  %.124 = icmp ult i32 %.77, 56
  %.126 = and i64 %.123, 63
  %4 = shl nuw i64 1, %.126
  %5 = and i64 %4, %.81
  %.128 = icmp ne i64 %5, 0
  %.129 = and i1 %.124, %.128
  %.130 = trunc i64 %.123 to i32
  %.131 = shl i32 %.130, 2
  %.132 = bitcast float %t73 to i32
  %.133 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.132)
  %.134 = bitcast i32 %.133 to float
  %t75 = select i1 %.129, float %.134, float %t73
  %.148 = zext i1 %t74 to i32
  %.149 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.148)
  %6 = and i32 %.149, 1
  %.150 = icmp ne i32 %6, 0
  %t76 = select i1 %.129, i1 %.150, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %7 = select i1 %t78, i1 %t74, i1 false
  %t73.mux = select i1 %t78, float %t75, float %t73
  %t74.mux = select i1 %t78, i1 true, i1 %t74
  br i1 %7, label %b30, label %b32

b30:                                              ; preds = %b28
  %.151 = fcmp ogt float %t73, %t75
  %.152 = select i1 %.151, float %t73, float %t75
  %.153 = fcmp oeq float %t73, %t75
  %.155 = bitcast float %t75 to i32
  %.156 = and i32 %.155, %.132
  %.157 = bitcast i32 %.156 to float
  %.158 = select i1 %.153, float %.157, float %.152
  %.159 = fcmp uno float %t73, 0.000000e+00
  %.160 = select i1 %.159, float %t73, float %.158
  %.161 = fcmp uno float %t75, 0.000000e+00
  %.162 = select i1 %.161, float %t75, float %.160
  br label %b32

b32:                                              ; preds = %b28, %b30
  %t81 = phi float [ %t73.mux, %b28 ], [ %.162, %b30 ]
  %t82 = phi i1 [ %t74.mux, %b28 ], [ true, %b30 ]
  %.167 = add nuw nsw i64 %.78, 4
  %.168 = icmp ult i32 %.77, 60
  %.170 = and i64 %.167, 63
  %8 = shl nuw i64 1, %.170
  %9 = and i64 %8, %.81
  %.172 = icmp ne i64 %9, 0
  %.173 = and i1 %.168, %.172
  %.174 = trunc i64 %.167 to i32
  %.175 = shl i32 %.174, 2
  %.176 = bitcast float %t81 to i32
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176)
  %.178 = bitcast i32 %.177 to float
  %t83 = select i1 %.173, float %.178, float %t81
  %.192 = zext i1 %t82 to i32
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192)
  %10 = and i32 %.193, 1
  %.194 = icmp ne i32 %10, 0
  %t84 = select i1 %.173, i1 %.194, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %11 = select i1 %t86, i1 %t82, i1 false
  %t81.mux = select i1 %t86, float %t83, float %t81
  %t82.mux = select i1 %t86, i1 true, i1 %t82
  br i1 %11, label %b34, label %b36

b34:                                              ; preds = %b32
  %.195 = fcmp ogt float %t81, %t83
  %.196 = select i1 %.195, float %t81, float %t83
  %.197 = fcmp oeq float %t81, %t83
  %.199 = bitcast float %t83 to i32
  %.200 = and i32 %.199, %.176
  %.201 = bitcast i32 %.200 to float
  %.202 = select i1 %.197, float %.201, float %.196
  %.203 = fcmp uno float %t81, 0.000000e+00
  %.204 = select i1 %.203, float %t81, float %.202
  %.205 = fcmp uno float %t83, 0.000000e+00
  %.206 = select i1 %.205, float %t83, float %.204
  br label %b36

b36:                                              ; preds = %b32, %b34
  %t89 = phi float [ %t81.mux, %b32 ], [ %.206, %b34 ]
  %t90 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.211 = add nuw nsw i64 %.78, 2
  %.212 = icmp ult i32 %.77, 62
  %.214 = and i64 %.211, 63
  %12 = shl nuw i64 1, %.214
  %13 = and i64 %12, %.81
  %.216 = icmp ne i64 %13, 0
  %.217 = and i1 %.212, %.216
  %.218 = trunc i64 %.211 to i32
  %.219 = shl i32 %.218, 2
  %.220 = bitcast float %t89 to i32
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.220)
  %.222 = bitcast i32 %.221 to float
  %t91 = select i1 %.217, float %.222, float %t89
  %.236 = zext i1 %t90 to i32
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.236)
  %14 = and i32 %.237, 1
  %.238 = icmp ne i32 %14, 0
  %t92 = select i1 %.217, i1 %.238, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %15 = select i1 %t94, i1 %t90, i1 false
  %t89.mux = select i1 %t94, float %t91, float %t89
  %t90.mux = select i1 %t94, i1 true, i1 %t90
  br i1 %15, label %b38, label %b40

b38:                                              ; preds = %b36
  %.239 = fcmp ogt float %t89, %t91
  %.240 = select i1 %.239, float %t89, float %t91
  %.241 = fcmp oeq float %t89, %t91
  %.243 = bitcast float %t91 to i32
  %.244 = and i32 %.243, %.220
  %.245 = bitcast i32 %.244 to float
  %.246 = select i1 %.241, float %.245, float %.240
  %.247 = fcmp uno float %t89, 0.000000e+00
  %.248 = select i1 %.247, float %t89, float %.246
  %.249 = fcmp uno float %t91, 0.000000e+00
  %.250 = select i1 %.249, float %t91, float %.248
  br label %b40

b40:                                              ; preds = %b36, %b38
  %t97 = phi float [ %t89.mux, %b36 ], [ %.250, %b38 ]
  %t98 = phi i1 [ %t90.mux, %b36 ], [ true, %b38 ]
  %.255 = add nuw nsw i64 %.78, 1
  %.256 = icmp ult i32 %.77, 63
  %.258 = and i64 %.255, 63
  %16 = shl nuw i64 1, %.258
  %17 = and i64 %16, %.81
  %.260 = icmp ne i64 %17, 0
  %.261 = and i1 %.256, %.260
  %.262 = trunc i64 %.255 to i32
  %.263 = shl i32 %.262, 2
  %.264 = bitcast float %t97 to i32
  %.265 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.264)
  %.266 = bitcast i32 %.265 to float
  %t99 = select i1 %.261, float %.266, float %t97
  %.280 = zext i1 %t98 to i32
  %.281 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.280)
  %18 = and i32 %.281, 1
  %.282 = icmp ne i32 %18, 0
  %t100 = select i1 %.261, i1 %.282, i1 %t98
  %t101 = icmp slt i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %19 = select i1 %t102, i1 %t98, i1 false
  %t97.mux = select i1 %t102, float %t99, float %t97
  %t98.mux = select i1 %t102, i1 true, i1 %t98
  br i1 %19, label %b42, label %b45

b42:                                              ; preds = %b40
  %.283 = fcmp ogt float %t97, %t99
  %.284 = select i1 %.283, float %t97, float %t99
  %.285 = fcmp oeq float %t97, %t99
  %.287 = bitcast float %t99 to i32
  %.288 = and i32 %.287, %.264
  %.289 = bitcast i32 %.288 to float
  %.290 = select i1 %.285, float %.289, float %.284
  %.291 = fcmp uno float %t97, 0.000000e+00
  %.292 = select i1 %.291, float %t97, float %.290
  %.293 = fcmp uno float %t99, 0.000000e+00
  %.294 = select i1 %.293, float %t99, float %.292
  br label %b45

b45:                                              ; preds = %b40, %b42, %b23
  %t107 = phi float [ %t65, %b23 ], [ %t97.mux, %b40 ], [ %.294, %b42 ]
  %t108 = phi i1 [ %t66, %b23 ], [ %t98.mux, %b40 ], [ true, %b42 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5
  store float %t107, ptr addrspace(1) %t111, align 4
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #4 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3
  %.3 = load float, ptr addrspace(1) %t5, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256
  %t1213 = icmp slt i64 %t1012, %a0
  br i1 %t1213, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi float [ %.16, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1015
  %.4 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  %.5 = fcmp ogt float %t1114, %.4
  %.6 = select i1 %.5, float %t1114, float %.4
  %.7 = fcmp oeq float %t1114, %.4
  %.8 = bitcast float %t1114 to i32
  %.9 = bitcast float %.4 to i32
  %.10 = and i32 %.9, %.8
  %.11 = bitcast i32 %.10 to float
  %.12 = select i1 %.7, float %.11, float %.6
  %.13 = fcmp uno float %t1114, 0.000000e+00
  %.14 = select i1 %.13, float %t1114, float %.12
  %.15 = fcmp uno float %.4, 0.000000e+00
  %.16 = select i1 %.15, float %.4, float %.14
  %t10 = add i64 %t1015, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %.16, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2
  %.17 = zext i1 %t4 to i8
  store i8 %.17, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t20
  %.18 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t20
  %.19 = load i8, ptr addrspace(3) %t23, align 1
  %.20.not11 = icmp eq i8 %.19, 0
  %t8.not = xor i1 %t4, true
  %brmerge = or i1 %.20.not11, %t8.not
  %t11.mux = select i1 %.20.not11, float %t11.lcssa, float %.18
  %not..20.not11 = xor i1 %.20.not11, true
  %t8.mux = select i1 %not..20.not11, i1 true, i1 %t4
  br i1 %brmerge, label %b10, label %b8

b8:                                               ; preds = %b6
  %.21 = fcmp ogt float %t11.lcssa, %.18
  %.22 = select i1 %.21, float %t11.lcssa, float %.18
  %.23 = fcmp oeq float %t11.lcssa, %.18
  %.24 = bitcast float %t11.lcssa to i32
  %.25 = bitcast float %.18 to i32
  %.26 = and i32 %.25, %.24
  %.27 = bitcast i32 %.26 to float
  %.28 = select i1 %.23, float %.27, float %.22
  %.29 = fcmp uno float %t11.lcssa, 0.000000e+00
  %.30 = select i1 %.29, float %t11.lcssa, float %.28
  %.31 = fcmp uno float %.18, 0.000000e+00
  %.32 = select i1 %.31, float %.18, float %.30
  br label %b10

b10:                                              ; preds = %b6, %b8
  %t27 = phi float [ %t11.mux, %b6 ], [ %.32, %b8 ]
  %t28 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store float %t27, ptr addrspace(3) %t17, align 4
  %.33 = zext i1 %t28 to i8
  store i8 %.33, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b10, %b5
  %t29 = phi float [ %t27, %b10 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t32
  %.34 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t32
  %.35 = load i8, ptr addrspace(3) %t35, align 1
  %.36.not10 = icmp eq i8 %.35, 0
  %t30.not = xor i1 %t30, true
  %brmerge1 = select i1 %.36.not10, i1 true, i1 %t30.not
  %t29.mux = select i1 %.36.not10, float %t29, float %.34
  %not..36.not10 = xor i1 %.36.not10, true
  %t30.mux = select i1 %not..36.not10, i1 true, i1 %t30
  br i1 %brmerge1, label %b16, label %b14

b14:                                              ; preds = %b12
  %.37 = fcmp ogt float %t29, %.34
  %.38 = select i1 %.37, float %t29, float %.34
  %.39 = fcmp oeq float %t29, %.34
  %.40 = bitcast float %t29 to i32
  %.41 = bitcast float %.34 to i32
  %.42 = and i32 %.41, %.40
  %.43 = bitcast i32 %.42 to float
  %.44 = select i1 %.39, float %.43, float %.38
  %.45 = fcmp uno float %t29, 0.000000e+00
  %.46 = select i1 %.45, float %t29, float %.44
  %.47 = fcmp uno float %.34, 0.000000e+00
  %.48 = select i1 %.47, float %.34, float %.46
  br label %b16

b16:                                              ; preds = %b12, %b14
  %t39 = phi float [ %t29.mux, %b12 ], [ %.48, %b14 ]
  %t40 = phi i1 [ %t30.mux, %b12 ], [ true, %b14 ]
  store float %t39, ptr addrspace(3) %t17, align 4
  %.49 = zext i1 %t40 to i8
  store i8 %.49, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b16, %b11
  %t41 = phi float [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t44
  %.50 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t44
  %.51 = load i8, ptr addrspace(3) %t47, align 1
  %.52.not9 = icmp eq i8 %.51, 0
  %t42.not = xor i1 %t42, true
  %brmerge2 = select i1 %.52.not9, i1 true, i1 %t42.not
  %t41.mux = select i1 %.52.not9, float %t41, float %.50
  %not..52.not9 = xor i1 %.52.not9, true
  %t42.mux = select i1 %not..52.not9, i1 true, i1 %t42
  br i1 %brmerge2, label %b23, label %b20

b20:                                              ; preds = %b18
  %.53 = fcmp ogt float %t41, %.50
  %.54 = select i1 %.53, float %t41, float %.50
  %.55 = fcmp oeq float %t41, %.50
  %.56 = bitcast float %t41 to i32
  %.57 = bitcast float %.50 to i32
  %.58 = and i32 %.57, %.56
  %.59 = bitcast i32 %.58 to float
  %.60 = select i1 %.55, float %.59, float %.54
  %.61 = fcmp uno float %t41, 0.000000e+00
  %.62 = select i1 %.61, float %t41, float %.60
  %.63 = fcmp uno float %.50, 0.000000e+00
  %.64 = select i1 %.63, float %.50, float %.62
  br label %b23

b23:                                              ; preds = %b18, %b20, %b17
  %t53 = phi float [ %t41, %b17 ], [ %t41.mux, %b18 ], [ %.64, %b20 ]
  %t54 = phi i1 [ %t42, %b17 ], [ %t42.mux, %b18 ], [ true, %b20 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.67 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66)
  %.68 = zext i32 %.67 to i64
  %.69 = add nuw nsw i64 %.68, 16
  %.70 = icmp ult i32 %.67, 48
  %.71 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.72 = and i64 %.69, 63
  %0 = shl nuw i64 1, %.72
  %1 = and i64 %0, %.71
  %.74 = icmp ne i64 %1, 0
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = bitcast float %t53 to i32
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.80 = bitcast i32 %.79 to float
  %t55 = select i1 %.75, float %.80, float %t53
  %.94 = zext i1 %t54 to i32
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.94)
  %2 = and i32 %.95, 1
  %.96 = icmp ne i32 %2, 0
  %t56 = select i1 %.75, i1 %.96, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %3 = select i1 %t58, i1 %t54, i1 false
  %t53.mux = select i1 %t58, float %t55, float %t53
  %t54.mux = select i1 %t58, i1 true, i1 %t54
  br i1 %3, label %b26, label %b28

b26:                                              ; preds = %b24
  %.97 = fcmp ogt float %t53, %t55
  %.98 = select i1 %.97, float %t53, float %t55
  %.99 = fcmp oeq float %t53, %t55
  %.101 = bitcast float %t55 to i32
  %.102 = and i32 %.101, %.78
  %.103 = bitcast i32 %.102 to float
  %.104 = select i1 %.99, float %.103, float %.98
  %.105 = fcmp uno float %t53, 0.000000e+00
  %.106 = select i1 %.105, float %t53, float %.104
  %.107 = fcmp uno float %t55, 0.000000e+00
  %.108 = select i1 %.107, float %t55, float %.106
  br label %b28

b28:                                              ; preds = %b24, %b26
  %t61 = phi float [ %t53.mux, %b24 ], [ %.108, %b26 ]
  %t62 = phi i1 [ %t54.mux, %b24 ], [ true, %b26 ]
  %.113 = add nuw nsw i64 %.68, 8
  %.114 = icmp ult i32 %.67, 56
  %.116 = and i64 %.113, 63
  %4 = shl nuw i64 1, %.116
  %5 = and i64 %4, %.71
  %.118 = icmp ne i64 %5, 0
  %.119 = and i1 %.114, %.118
  %.120 = trunc i64 %.113 to i32
  %.121 = shl i32 %.120, 2
  %.122 = bitcast float %t61 to i32
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.122)
  %.124 = bitcast i32 %.123 to float
  %t63 = select i1 %.119, float %.124, float %t61
  %.138 = zext i1 %t62 to i32
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.138)
  %6 = and i32 %.139, 1
  %.140 = icmp ne i32 %6, 0
  %t64 = select i1 %.119, i1 %.140, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %7 = select i1 %t66, i1 %t62, i1 false
  %t61.mux = select i1 %t66, float %t63, float %t61
  %t62.mux = select i1 %t66, i1 true, i1 %t62
  br i1 %7, label %b30, label %b32

b30:                                              ; preds = %b28
  %.141 = fcmp ogt float %t61, %t63
  %.142 = select i1 %.141, float %t61, float %t63
  %.143 = fcmp oeq float %t61, %t63
  %.145 = bitcast float %t63 to i32
  %.146 = and i32 %.145, %.122
  %.147 = bitcast i32 %.146 to float
  %.148 = select i1 %.143, float %.147, float %.142
  %.149 = fcmp uno float %t61, 0.000000e+00
  %.150 = select i1 %.149, float %t61, float %.148
  %.151 = fcmp uno float %t63, 0.000000e+00
  %.152 = select i1 %.151, float %t63, float %.150
  br label %b32

b32:                                              ; preds = %b28, %b30
  %t69 = phi float [ %t61.mux, %b28 ], [ %.152, %b30 ]
  %t70 = phi i1 [ %t62.mux, %b28 ], [ true, %b30 ]
  %.157 = add nuw nsw i64 %.68, 4
  %.158 = icmp ult i32 %.67, 60
  %.160 = and i64 %.157, 63
  %8 = shl nuw i64 1, %.160
  %9 = and i64 %8, %.71
  %.162 = icmp ne i64 %9, 0
  %.163 = and i1 %.158, %.162
  %.164 = trunc i64 %.157 to i32
  %.165 = shl i32 %.164, 2
  %.166 = bitcast float %t69 to i32
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.166)
  %.168 = bitcast i32 %.167 to float
  %t71 = select i1 %.163, float %.168, float %t69
  %.182 = zext i1 %t70 to i32
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.182)
  %10 = and i32 %.183, 1
  %.184 = icmp ne i32 %10, 0
  %t72 = select i1 %.163, i1 %.184, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %11 = select i1 %t74, i1 %t70, i1 false
  %t69.mux = select i1 %t74, float %t71, float %t69
  %t70.mux = select i1 %t74, i1 true, i1 %t70
  br i1 %11, label %b34, label %b36

b34:                                              ; preds = %b32
  %.185 = fcmp ogt float %t69, %t71
  %.186 = select i1 %.185, float %t69, float %t71
  %.187 = fcmp oeq float %t69, %t71
  %.189 = bitcast float %t71 to i32
  %.190 = and i32 %.189, %.166
  %.191 = bitcast i32 %.190 to float
  %.192 = select i1 %.187, float %.191, float %.186
  %.193 = fcmp uno float %t69, 0.000000e+00
  %.194 = select i1 %.193, float %t69, float %.192
  %.195 = fcmp uno float %t71, 0.000000e+00
  %.196 = select i1 %.195, float %t71, float %.194
  br label %b36

b36:                                              ; preds = %b32, %b34
  %t77 = phi float [ %t69.mux, %b32 ], [ %.196, %b34 ]
  %t78 = phi i1 [ %t70.mux, %b32 ], [ true, %b34 ]
  %.201 = add nuw nsw i64 %.68, 2
  %.202 = icmp ult i32 %.67, 62
  %.204 = and i64 %.201, 63
  %12 = shl nuw i64 1, %.204
  %13 = and i64 %12, %.71
  %.206 = icmp ne i64 %13, 0
  %.207 = and i1 %.202, %.206
  %.208 = trunc i64 %.201 to i32
  %.209 = shl i32 %.208, 2
  %.210 = bitcast float %t77 to i32
  %.211 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.210)
  %.212 = bitcast i32 %.211 to float
  %t79 = select i1 %.207, float %.212, float %t77
  %.226 = zext i1 %t78 to i32
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.226)
  %14 = and i32 %.227, 1
  %.228 = icmp ne i32 %14, 0
  %t80 = select i1 %.207, i1 %.228, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %15 = select i1 %t82, i1 %t78, i1 false
  %t77.mux = select i1 %t82, float %t79, float %t77
  %t78.mux = select i1 %t82, i1 true, i1 %t78
  br i1 %15, label %b38, label %b40

b38:                                              ; preds = %b36
  %.229 = fcmp ogt float %t77, %t79
  %.230 = select i1 %.229, float %t77, float %t79
  %.231 = fcmp oeq float %t77, %t79
  %.233 = bitcast float %t79 to i32
  %.234 = and i32 %.233, %.210
  %.235 = bitcast i32 %.234 to float
  %.236 = select i1 %.231, float %.235, float %.230
  %.237 = fcmp uno float %t77, 0.000000e+00
  %.238 = select i1 %.237, float %t77, float %.236
  %.239 = fcmp uno float %t79, 0.000000e+00
  %.240 = select i1 %.239, float %t79, float %.238
  br label %b40

b40:                                              ; preds = %b36, %b38
  %t85 = phi float [ %t77.mux, %b36 ], [ %.240, %b38 ]
  %t86 = phi i1 [ %t78.mux, %b36 ], [ true, %b38 ]
  %.245 = add nuw nsw i64 %.68, 1
  %.246 = icmp ult i32 %.67, 63
  %.248 = and i64 %.245, 63
  %16 = shl nuw i64 1, %.248
  %17 = and i64 %16, %.71
  %.250 = icmp ne i64 %17, 0
  %.251 = and i1 %.246, %.250
  %.252 = trunc i64 %.245 to i32
  %.253 = shl i32 %.252, 2
  %.254 = bitcast float %t85 to i32
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254)
  %.256 = bitcast i32 %.255 to float
  %t87 = select i1 %.251, float %.256, float %t85
  %.270 = zext i1 %t86 to i32
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270)
  %18 = and i32 %.271, 1
  %.272 = icmp ne i32 %18, 0
  %t88 = select i1 %.251, i1 %.272, i1 %t86
  %t89 = icmp slt i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %19 = select i1 %t90, i1 %t86, i1 false
  %t85.mux = select i1 %t90, float %t87, float %t85
  %t86.mux = select i1 %t90, i1 true, i1 %t86
  br i1 %19, label %b42, label %b45

b42:                                              ; preds = %b40
  %.273 = fcmp ogt float %t85, %t87
  %.274 = select i1 %.273, float %t85, float %t87
  %.275 = fcmp oeq float %t85, %t87
  %.277 = bitcast float %t87 to i32
  %.278 = and i32 %.277, %.254
  %.279 = bitcast i32 %.278 to float
  %.280 = select i1 %.275, float %.279, float %.274
  %.281 = fcmp uno float %t85, 0.000000e+00
  %.282 = select i1 %.281, float %t85, float %.280
  %.283 = fcmp uno float %t87, 0.000000e+00
  %.284 = select i1 %.283, float %t87, float %.282
  br label %b45

b45:                                              ; preds = %b40, %b42, %b23
  %t95 = phi float [ %t53, %b23 ], [ %t85.mux, %b40 ], [ %.284, %b42 ]
  %t96 = phi i1 [ %t54, %b23 ], [ %t86.mux, %b40 ], [ true, %b42 ]
  %t97 = icmp eq i32 %.2, 0
  br i1 %t97, label %b46, label %b52

b46:                                              ; preds = %b45
  %20 = select i1 %t96, i1 %.1, i1 false
  %a3.mux = select i1 %t96, float %t95, float %a3
  %.1.mux = select i1 %t96, i1 true, i1 %.1
  br i1 %20, label %b48, label %b50

b48:                                              ; preds = %b46
  %.285 = fcmp olt float %t95, %a3
  %.286 = select i1 %.285, float %a3, float %t95
  %.287 = fcmp oeq float %t95, %a3
  %.288 = bitcast float %a3 to i32
  %.289 = bitcast float %t95 to i32
  %.290 = and i32 %.289, %.288
  %.291 = bitcast i32 %.290 to float
  %.292 = select i1 %.287, float %.291, float %.286
  %.293 = fcmp uno float %a3, 0.000000e+00
  %.294 = select i1 %.293, float %a3, float %.292
  %.295 = fcmp uno float %t95, 0.000000e+00
  %.296 = select i1 %.295, float %t95, float %.294
  br label %b50

b50:                                              ; preds = %b46, %b48
  %t100 = phi float [ %a3.mux, %b46 ], [ %.296, %b48 ]
  %t101 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t101, label %b51, label %b52

b51:                                              ; preds = %b50
  store float %t100, ptr addrspace(1) %a2, align 4
  br label %b52

b52:                                              ; preds = %b51, %b50, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12
  %.13 = load double, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t2411 = icmp slt i64 %t17, %a0
  br i1 %t2411, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2314 = phi double [ %.26, %b4 ], [ %t15, %b4.preheader ]
  %t2213 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t2112 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t2112, align 8
  %.15 = fcmp ogt double %t2314, %.14
  %.16 = select i1 %.15, double %t2314, double %.14
  %.17 = fcmp oeq double %t2314, %.14
  %.18 = bitcast double %t2314 to i64
  %.19 = bitcast double %.14 to i64
  %.20 = and i64 %.19, %.18
  %.21 = bitcast i64 %.20 to double
  %.22 = select i1 %.17, double %.21, double %.16
  %.23 = fcmp uno double %t2314, 0.000000e+00
  %.24 = select i1 %.23, double %t2314, double %.22
  %.25 = fcmp uno double %.14, 0.000000e+00
  %.26 = select i1 %.25, double %.14, double %.24
  %t27 = add i64 %t2213, %t10
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t2112, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi double [ %t15, %b2 ], [ %.26, %b4 ]
  %t29 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1
  store double %t23.lcssa, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1
  %.27 = zext i1 %t11 to i8
  store i8 %.27, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t32
  %.28 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t32
  %.29 = load i8, ptr addrspace(3) %t35, align 1
  %.30.not10 = icmp eq i8 %.29, 0
  %t16.not = xor i1 %t11, true
  %brmerge = or i1 %.30.not10, %t16.not
  %t23.mux = select i1 %.30.not10, double %t23.lcssa, double %.28
  %not..30.not10 = xor i1 %.30.not10, true
  %t16.mux = select i1 %not..30.not10, i1 true, i1 %t11
  br i1 %brmerge, label %b10, label %b8

b8:                                               ; preds = %b6
  %.31 = fcmp ogt double %t23.lcssa, %.28
  %.32 = select i1 %.31, double %t23.lcssa, double %.28
  %.33 = fcmp oeq double %t23.lcssa, %.28
  %.34 = bitcast double %t23.lcssa to i64
  %.35 = bitcast double %.28 to i64
  %.36 = and i64 %.35, %.34
  %.37 = bitcast i64 %.36 to double
  %.38 = select i1 %.33, double %.37, double %.32
  %.39 = fcmp uno double %t23.lcssa, 0.000000e+00
  %.40 = select i1 %.39, double %t23.lcssa, double %.38
  %.41 = fcmp uno double %.28, 0.000000e+00
  %.42 = select i1 %.41, double %.28, double %.40
  br label %b10

b10:                                              ; preds = %b6, %b8
  %t39 = phi double [ %t23.mux, %b6 ], [ %.42, %b8 ]
  %t40 = phi i1 [ %t16.mux, %b6 ], [ true, %b8 ]
  store double %t39, ptr addrspace(3) %t29, align 8
  %.43 = zext i1 %t40 to i8
  store i8 %.43, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b10, %b5
  %t41 = phi double [ %t39, %b10 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t44
  %.44 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t44
  %.45 = load i8, ptr addrspace(3) %t47, align 1
  %.46.not9 = icmp eq i8 %.45, 0
  %t42.not = xor i1 %t42, true
  %brmerge1 = select i1 %.46.not9, i1 true, i1 %t42.not
  %t41.mux = select i1 %.46.not9, double %t41, double %.44
  %not..46.not9 = xor i1 %.46.not9, true
  %t42.mux = select i1 %not..46.not9, i1 true, i1 %t42
  br i1 %brmerge1, label %b16, label %b14

b14:                                              ; preds = %b12
  %.47 = fcmp ogt double %t41, %.44
  %.48 = select i1 %.47, double %t41, double %.44
  %.49 = fcmp oeq double %t41, %.44
  %.50 = bitcast double %t41 to i64
  %.51 = bitcast double %.44 to i64
  %.52 = and i64 %.51, %.50
  %.53 = bitcast i64 %.52 to double
  %.54 = select i1 %.49, double %.53, double %.48
  %.55 = fcmp uno double %t41, 0.000000e+00
  %.56 = select i1 %.55, double %t41, double %.54
  %.57 = fcmp uno double %.44, 0.000000e+00
  %.58 = select i1 %.57, double %.44, double %.56
  br label %b16

b16:                                              ; preds = %b12, %b14
  %t51 = phi double [ %t41.mux, %b12 ], [ %.58, %b14 ]
  %t52 = phi i1 [ %t42.mux, %b12 ], [ true, %b14 ]
  store double %t51, ptr addrspace(3) %t29, align 8
  %.59 = zext i1 %t52 to i8
  store i8 %.59, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b16, %b11
  %t53 = phi double [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t56
  %.60 = load double, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t56
  %.61 = load i8, ptr addrspace(3) %t59, align 1
  %.62.not8 = icmp eq i8 %.61, 0
  %t54.not = xor i1 %t54, true
  %brmerge2 = select i1 %.62.not8, i1 true, i1 %t54.not
  %t53.mux = select i1 %.62.not8, double %t53, double %.60
  %not..62.not8 = xor i1 %.62.not8, true
  %t54.mux = select i1 %not..62.not8, i1 true, i1 %t54
  br i1 %brmerge2, label %b23, label %b20

b20:                                              ; preds = %b18
  %.63 = fcmp ogt double %t53, %.60
  %.64 = select i1 %.63, double %t53, double %.60
  %.65 = fcmp oeq double %t53, %.60
  %.66 = bitcast double %t53 to i64
  %.67 = bitcast double %.60 to i64
  %.68 = and i64 %.67, %.66
  %.69 = bitcast i64 %.68 to double
  %.70 = select i1 %.65, double %.69, double %.64
  %.71 = fcmp uno double %t53, 0.000000e+00
  %.72 = select i1 %.71, double %t53, double %.70
  %.73 = fcmp uno double %.60, 0.000000e+00
  %.74 = select i1 %.73, double %.60, double %.72
  br label %b23

b23:                                              ; preds = %b18, %b20, %b17
  %t65 = phi double [ %t53, %b17 ], [ %t53.mux, %b18 ], [ %.74, %b20 ]
  %t66 = phi i1 [ %t54, %b17 ], [ %t54.mux, %b18 ], [ true, %b20 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.76 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.77 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76)
  %.78 = zext i32 %.77 to i64
  %.79 = add nuw nsw i64 %.78, 16
  %.80 = icmp ult i32 %.77, 48
  %.81 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.82 = and i64 %.79, 63
  %0 = shl nuw i64 1, %.82
  %1 = and i64 %0, %.81
  %.84 = icmp ne i64 %1, 0
  %.85 = and i1 %.80, %.84
  %.86 = trunc i64 %.79 to i32
  %.87 = shl i32 %.86, 2
  %.88 = bitcast double %t65 to i64
  %.89 = trunc i64 %.88 to i32
  %.90 = lshr i64 %.88, 32
  %.91 = trunc i64 %.90 to i32
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.89)
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.91)
  %.94 = zext i32 %.92 to i64
  %.95 = zext i32 %.93 to i64
  %.96 = shl nuw i64 %.95, 32
  %.97 = or i64 %.96, %.94
  %.98 = bitcast i64 %.97 to double
  %t67 = select i1 %.85, double %.98, double %t65
  %.112 = zext i1 %t66 to i32
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.112)
  %2 = and i32 %.113, 1
  %.114 = icmp ne i32 %2, 0
  %t68 = select i1 %.85, i1 %.114, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %3 = select i1 %t70, i1 %t66, i1 false
  %t65.mux = select i1 %t70, double %t67, double %t65
  %t66.mux = select i1 %t70, i1 true, i1 %t66
  br i1 %3, label %b26, label %b28

b26:                                              ; preds = %b24
  %.115 = fcmp ogt double %t65, %t67
  %.116 = select i1 %.115, double %t65, double %t67
  %.117 = fcmp oeq double %t65, %t67
  %.119 = bitcast double %t67 to i64
  %.120 = and i64 %.119, %.88
  %.121 = bitcast i64 %.120 to double
  %.122 = select i1 %.117, double %.121, double %.116
  %.123 = fcmp uno double %t65, 0.000000e+00
  %.124 = select i1 %.123, double %t65, double %.122
  %.125 = fcmp uno double %t67, 0.000000e+00
  %.126 = select i1 %.125, double %t67, double %.124
  br label %b28

b28:                                              ; preds = %b24, %b26
  %t73 = phi double [ %t65.mux, %b24 ], [ %.126, %b26 ]
  %t74 = phi i1 [ %t66.mux, %b24 ], [ true, %b26 ]
  %.131 = add nuw nsw i64 %.78, 8
  %.132 = icmp ult i32 %.77, 56
  %.134 = and i64 %.131, 63
  %4 = shl nuw i64 1, %.134
  %5 = and i64 %4, %.81
  %.136 = icmp ne i64 %5, 0
  %.137 = and i1 %.132, %.136
  %.138 = trunc i64 %.131 to i32
  %.139 = shl i32 %.138, 2
  %.140 = bitcast double %t73 to i64
  %.141 = trunc i64 %.140 to i32
  %.142 = lshr i64 %.140, 32
  %.143 = trunc i64 %.142 to i32
  %.144 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.141)
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.143)
  %.146 = zext i32 %.144 to i64
  %.147 = zext i32 %.145 to i64
  %.148 = shl nuw i64 %.147, 32
  %.149 = or i64 %.148, %.146
  %.150 = bitcast i64 %.149 to double
  %t75 = select i1 %.137, double %.150, double %t73
  %.164 = zext i1 %t74 to i32
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.164)
  %6 = and i32 %.165, 1
  %.166 = icmp ne i32 %6, 0
  %t76 = select i1 %.137, i1 %.166, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %7 = select i1 %t78, i1 %t74, i1 false
  %t73.mux = select i1 %t78, double %t75, double %t73
  %t74.mux = select i1 %t78, i1 true, i1 %t74
  br i1 %7, label %b30, label %b32

b30:                                              ; preds = %b28
  %.167 = fcmp ogt double %t73, %t75
  %.168 = select i1 %.167, double %t73, double %t75
  %.169 = fcmp oeq double %t73, %t75
  %.171 = bitcast double %t75 to i64
  %.172 = and i64 %.171, %.140
  %.173 = bitcast i64 %.172 to double
  %.174 = select i1 %.169, double %.173, double %.168
  %.175 = fcmp uno double %t73, 0.000000e+00
  %.176 = select i1 %.175, double %t73, double %.174
  %.177 = fcmp uno double %t75, 0.000000e+00
  %.178 = select i1 %.177, double %t75, double %.176
  br label %b32

b32:                                              ; preds = %b28, %b30
  %t81 = phi double [ %t73.mux, %b28 ], [ %.178, %b30 ]
  %t82 = phi i1 [ %t74.mux, %b28 ], [ true, %b30 ]
  %.183 = add nuw nsw i64 %.78, 4
  %.184 = icmp ult i32 %.77, 60
  %.186 = and i64 %.183, 63
  %8 = shl nuw i64 1, %.186
  %9 = and i64 %8, %.81
  %.188 = icmp ne i64 %9, 0
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = bitcast double %t81 to i64
  %.193 = trunc i64 %.192 to i32
  %.194 = lshr i64 %.192, 32
  %.195 = trunc i64 %.194 to i32
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.193)
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.195)
  %.198 = zext i32 %.196 to i64
  %.199 = zext i32 %.197 to i64
  %.200 = shl nuw i64 %.199, 32
  %.201 = or i64 %.200, %.198
  %.202 = bitcast i64 %.201 to double
  %t83 = select i1 %.189, double %.202, double %t81
  %.216 = zext i1 %t82 to i32
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.216)
  %10 = and i32 %.217, 1
  %.218 = icmp ne i32 %10, 0
  %t84 = select i1 %.189, i1 %.218, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %11 = select i1 %t86, i1 %t82, i1 false
  %t81.mux = select i1 %t86, double %t83, double %t81
  %t82.mux = select i1 %t86, i1 true, i1 %t82
  br i1 %11, label %b34, label %b36

b34:                                              ; preds = %b32
  %.219 = fcmp ogt double %t81, %t83
  %.220 = select i1 %.219, double %t81, double %t83
  %.221 = fcmp oeq double %t81, %t83
  %.223 = bitcast double %t83 to i64
  %.224 = and i64 %.223, %.192
  %.225 = bitcast i64 %.224 to double
  %.226 = select i1 %.221, double %.225, double %.220
  %.227 = fcmp uno double %t81, 0.000000e+00
  %.228 = select i1 %.227, double %t81, double %.226
  %.229 = fcmp uno double %t83, 0.000000e+00
  %.230 = select i1 %.229, double %t83, double %.228
  br label %b36

b36:                                              ; preds = %b32, %b34
  %t89 = phi double [ %t81.mux, %b32 ], [ %.230, %b34 ]
  %t90 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.235 = add nuw nsw i64 %.78, 2
  %.236 = icmp ult i32 %.77, 62
  %.238 = and i64 %.235, 63
  %12 = shl nuw i64 1, %.238
  %13 = and i64 %12, %.81
  %.240 = icmp ne i64 %13, 0
  %.241 = and i1 %.236, %.240
  %.242 = trunc i64 %.235 to i32
  %.243 = shl i32 %.242, 2
  %.244 = bitcast double %t89 to i64
  %.245 = trunc i64 %.244 to i32
  %.246 = lshr i64 %.244, 32
  %.247 = trunc i64 %.246 to i32
  %.248 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.245)
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.247)
  %.250 = zext i32 %.248 to i64
  %.251 = zext i32 %.249 to i64
  %.252 = shl nuw i64 %.251, 32
  %.253 = or i64 %.252, %.250
  %.254 = bitcast i64 %.253 to double
  %t91 = select i1 %.241, double %.254, double %t89
  %.268 = zext i1 %t90 to i32
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.268)
  %14 = and i32 %.269, 1
  %.270 = icmp ne i32 %14, 0
  %t92 = select i1 %.241, i1 %.270, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %15 = select i1 %t94, i1 %t90, i1 false
  %t89.mux = select i1 %t94, double %t91, double %t89
  %t90.mux = select i1 %t94, i1 true, i1 %t90
  br i1 %15, label %b38, label %b40

b38:                                              ; preds = %b36
  %.271 = fcmp ogt double %t89, %t91
  %.272 = select i1 %.271, double %t89, double %t91
  %.273 = fcmp oeq double %t89, %t91
  %.275 = bitcast double %t91 to i64
  %.276 = and i64 %.275, %.244
  %.277 = bitcast i64 %.276 to double
  %.278 = select i1 %.273, double %.277, double %.272
  %.279 = fcmp uno double %t89, 0.000000e+00
  %.280 = select i1 %.279, double %t89, double %.278
  %.281 = fcmp uno double %t91, 0.000000e+00
  %.282 = select i1 %.281, double %t91, double %.280
  br label %b40

b40:                                              ; preds = %b36, %b38
  %t97 = phi double [ %t89.mux, %b36 ], [ %.282, %b38 ]
  %t98 = phi i1 [ %t90.mux, %b36 ], [ true, %b38 ]
  %.287 = add nuw nsw i64 %.78, 1
  %.288 = icmp ult i32 %.77, 63
  %.290 = and i64 %.287, 63
  %16 = shl nuw i64 1, %.290
  %17 = and i64 %16, %.81
  %.292 = icmp ne i64 %17, 0
  %.293 = and i1 %.288, %.292
  %.294 = trunc i64 %.287 to i32
  %.295 = shl i32 %.294, 2
  %.296 = bitcast double %t97 to i64
  %.297 = trunc i64 %.296 to i32
  %.298 = lshr i64 %.296, 32
  %.299 = trunc i64 %.298 to i32
  %.300 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.297)
  %.301 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.299)
  %.302 = zext i32 %.300 to i64
  %.303 = zext i32 %.301 to i64
  %.304 = shl nuw i64 %.303, 32
  %.305 = or i64 %.304, %.302
  %.306 = bitcast i64 %.305 to double
  %t99 = select i1 %.293, double %.306, double %t97
  %.320 = zext i1 %t98 to i32
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.320)
  %18 = and i32 %.321, 1
  %.322 = icmp ne i32 %18, 0
  %t100 = select i1 %.293, i1 %.322, i1 %t98
  %t101 = icmp slt i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %19 = select i1 %t102, i1 %t98, i1 false
  %t97.mux = select i1 %t102, double %t99, double %t97
  %t98.mux = select i1 %t102, i1 true, i1 %t98
  br i1 %19, label %b42, label %b45

b42:                                              ; preds = %b40
  %.323 = fcmp ogt double %t97, %t99
  %.324 = select i1 %.323, double %t97, double %t99
  %.325 = fcmp oeq double %t97, %t99
  %.327 = bitcast double %t99 to i64
  %.328 = and i64 %.327, %.296
  %.329 = bitcast i64 %.328 to double
  %.330 = select i1 %.325, double %.329, double %.324
  %.331 = fcmp uno double %t97, 0.000000e+00
  %.332 = select i1 %.331, double %t97, double %.330
  %.333 = fcmp uno double %t99, 0.000000e+00
  %.334 = select i1 %.333, double %t99, double %.332
  br label %b45

b45:                                              ; preds = %b40, %b42, %b23
  %t107 = phi double [ %t65, %b23 ], [ %t97.mux, %b40 ], [ %.334, %b42 ]
  %t108 = phi i1 [ %t66, %b23 ], [ %t98.mux, %b40 ], [ true, %b42 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5
  store double %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #4 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3
  %.3 = load double, ptr addrspace(1) %t5, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256
  %t1213 = icmp slt i64 %t1012, %a0
  br i1 %t1213, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi double [ %.16, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1015
  %.4 = load double, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  %.5 = fcmp ogt double %t1114, %.4
  %.6 = select i1 %.5, double %t1114, double %.4
  %.7 = fcmp oeq double %t1114, %.4
  %.8 = bitcast double %t1114 to i64
  %.9 = bitcast double %.4 to i64
  %.10 = and i64 %.9, %.8
  %.11 = bitcast i64 %.10 to double
  %.12 = select i1 %.7, double %.11, double %.6
  %.13 = fcmp uno double %t1114, 0.000000e+00
  %.14 = select i1 %.13, double %t1114, double %.12
  %.15 = fcmp uno double %.4, 0.000000e+00
  %.16 = select i1 %.15, double %.4, double %.14
  %t10 = add i64 %t1015, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %.16, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2
  %.17 = zext i1 %t4 to i8
  store i8 %.17, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20
  %.18 = load double, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20
  %.19 = load i8, ptr addrspace(3) %t23, align 1
  %.20.not11 = icmp eq i8 %.19, 0
  %t8.not = xor i1 %t4, true
  %brmerge = or i1 %.20.not11, %t8.not
  %t11.mux = select i1 %.20.not11, double %t11.lcssa, double %.18
  %not..20.not11 = xor i1 %.20.not11, true
  %t8.mux = select i1 %not..20.not11, i1 true, i1 %t4
  br i1 %brmerge, label %b10, label %b8

b8:                                               ; preds = %b6
  %.21 = fcmp ogt double %t11.lcssa, %.18
  %.22 = select i1 %.21, double %t11.lcssa, double %.18
  %.23 = fcmp oeq double %t11.lcssa, %.18
  %.24 = bitcast double %t11.lcssa to i64
  %.25 = bitcast double %.18 to i64
  %.26 = and i64 %.25, %.24
  %.27 = bitcast i64 %.26 to double
  %.28 = select i1 %.23, double %.27, double %.22
  %.29 = fcmp uno double %t11.lcssa, 0.000000e+00
  %.30 = select i1 %.29, double %t11.lcssa, double %.28
  %.31 = fcmp uno double %.18, 0.000000e+00
  %.32 = select i1 %.31, double %.18, double %.30
  br label %b10

b10:                                              ; preds = %b6, %b8
  %t27 = phi double [ %t11.mux, %b6 ], [ %.32, %b8 ]
  %t28 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store double %t27, ptr addrspace(3) %t17, align 8
  %.33 = zext i1 %t28 to i8
  store i8 %.33, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b10, %b5
  %t29 = phi double [ %t27, %b10 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32
  %.34 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32
  %.35 = load i8, ptr addrspace(3) %t35, align 1
  %.36.not10 = icmp eq i8 %.35, 0
  %t30.not = xor i1 %t30, true
  %brmerge1 = select i1 %.36.not10, i1 true, i1 %t30.not
  %t29.mux = select i1 %.36.not10, double %t29, double %.34
  %not..36.not10 = xor i1 %.36.not10, true
  %t30.mux = select i1 %not..36.not10, i1 true, i1 %t30
  br i1 %brmerge1, label %b16, label %b14

b14:                                              ; preds = %b12
  %.37 = fcmp ogt double %t29, %.34
  %.38 = select i1 %.37, double %t29, double %.34
  %.39 = fcmp oeq double %t29, %.34
  %.40 = bitcast double %t29 to i64
  %.41 = bitcast double %.34 to i64
  %.42 = and i64 %.41, %.40
  %.43 = bitcast i64 %.42 to double
  %.44 = select i1 %.39, double %.43, double %.38
  %.45 = fcmp uno double %t29, 0.000000e+00
  %.46 = select i1 %.45, double %t29, double %.44
  %.47 = fcmp uno double %.34, 0.000000e+00
  %.48 = select i1 %.47, double %.34, double %.46
  br label %b16

b16:                                              ; preds = %b12, %b14
  %t39 = phi double [ %t29.mux, %b12 ], [ %.48, %b14 ]
  %t40 = phi i1 [ %t30.mux, %b12 ], [ true, %b14 ]
  store double %t39, ptr addrspace(3) %t17, align 8
  %.49 = zext i1 %t40 to i8
  store i8 %.49, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b16, %b11
  %t41 = phi double [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44
  %.50 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44
  %.51 = load i8, ptr addrspace(3) %t47, align 1
  %.52.not9 = icmp eq i8 %.51, 0
  %t42.not = xor i1 %t42, true
  %brmerge2 = select i1 %.52.not9, i1 true, i1 %t42.not
  %t41.mux = select i1 %.52.not9, double %t41, double %.50
  %not..52.not9 = xor i1 %.52.not9, true
  %t42.mux = select i1 %not..52.not9, i1 true, i1 %t42
  br i1 %brmerge2, label %b23, label %b20

b20:                                              ; preds = %b18
  %.53 = fcmp ogt double %t41, %.50
  %.54 = select i1 %.53, double %t41, double %.50
  %.55 = fcmp oeq double %t41, %.50
  %.56 = bitcast double %t41 to i64
  %.57 = bitcast double %.50 to i64
  %.58 = and i64 %.57, %.56
  %.59 = bitcast i64 %.58 to double
  %.60 = select i1 %.55, double %.59, double %.54
  %.61 = fcmp uno double %t41, 0.000000e+00
  %.62 = select i1 %.61, double %t41, double %.60
  %.63 = fcmp uno double %.50, 0.000000e+00
  %.64 = select i1 %.63, double %.50, double %.62
  br label %b23

b23:                                              ; preds = %b18, %b20, %b17
  %t53 = phi double [ %t41, %b17 ], [ %t41.mux, %b18 ], [ %.64, %b20 ]
  %t54 = phi i1 [ %t42, %b17 ], [ %t42.mux, %b18 ], [ true, %b20 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.67 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66)
  %.68 = zext i32 %.67 to i64
  %.69 = add nuw nsw i64 %.68, 16
  %.70 = icmp ult i32 %.67, 48
  %.71 = tail call i64 @llvm.read_register.i64(metadata !2) #14
  %.72 = and i64 %.69, 63
  %0 = shl nuw i64 1, %.72
  %1 = and i64 %0, %.71
  %.74 = icmp ne i64 %1, 0
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = bitcast double %t53 to i64
  %.79 = trunc i64 %.78 to i32
  %.80 = lshr i64 %.78, 32
  %.81 = trunc i64 %.80 to i32
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.79)
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.81)
  %.84 = zext i32 %.82 to i64
  %.85 = zext i32 %.83 to i64
  %.86 = shl nuw i64 %.85, 32
  %.87 = or i64 %.86, %.84
  %.88 = bitcast i64 %.87 to double
  %t55 = select i1 %.75, double %.88, double %t53
  %.102 = zext i1 %t54 to i32
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.102)
  %2 = and i32 %.103, 1
  %.104 = icmp ne i32 %2, 0
  %t56 = select i1 %.75, i1 %.104, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %3 = select i1 %t58, i1 %t54, i1 false
  %t53.mux = select i1 %t58, double %t55, double %t53
  %t54.mux = select i1 %t58, i1 true, i1 %t54
  br i1 %3, label %b26, label %b28

b26:                                              ; preds = %b24
  %.105 = fcmp ogt double %t53, %t55
  %.106 = select i1 %.105, double %t53, double %t55
  %.107 = fcmp oeq double %t53, %t55
  %.109 = bitcast double %t55 to i64
  %.110 = and i64 %.109, %.78
  %.111 = bitcast i64 %.110 to double
  %.112 = select i1 %.107, double %.111, double %.106
  %.113 = fcmp uno double %t53, 0.000000e+00
  %.114 = select i1 %.113, double %t53, double %.112
  %.115 = fcmp uno double %t55, 0.000000e+00
  %.116 = select i1 %.115, double %t55, double %.114
  br label %b28

b28:                                              ; preds = %b24, %b26
  %t61 = phi double [ %t53.mux, %b24 ], [ %.116, %b26 ]
  %t62 = phi i1 [ %t54.mux, %b24 ], [ true, %b26 ]
  %.121 = add nuw nsw i64 %.68, 8
  %.122 = icmp ult i32 %.67, 56
  %.124 = and i64 %.121, 63
  %4 = shl nuw i64 1, %.124
  %5 = and i64 %4, %.71
  %.126 = icmp ne i64 %5, 0
  %.127 = and i1 %.122, %.126
  %.128 = trunc i64 %.121 to i32
  %.129 = shl i32 %.128, 2
  %.130 = bitcast double %t61 to i64
  %.131 = trunc i64 %.130 to i32
  %.132 = lshr i64 %.130, 32
  %.133 = trunc i64 %.132 to i32
  %.134 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.131)
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.133)
  %.136 = zext i32 %.134 to i64
  %.137 = zext i32 %.135 to i64
  %.138 = shl nuw i64 %.137, 32
  %.139 = or i64 %.138, %.136
  %.140 = bitcast i64 %.139 to double
  %t63 = select i1 %.127, double %.140, double %t61
  %.154 = zext i1 %t62 to i32
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.154)
  %6 = and i32 %.155, 1
  %.156 = icmp ne i32 %6, 0
  %t64 = select i1 %.127, i1 %.156, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %7 = select i1 %t66, i1 %t62, i1 false
  %t61.mux = select i1 %t66, double %t63, double %t61
  %t62.mux = select i1 %t66, i1 true, i1 %t62
  br i1 %7, label %b30, label %b32

b30:                                              ; preds = %b28
  %.157 = fcmp ogt double %t61, %t63
  %.158 = select i1 %.157, double %t61, double %t63
  %.159 = fcmp oeq double %t61, %t63
  %.161 = bitcast double %t63 to i64
  %.162 = and i64 %.161, %.130
  %.163 = bitcast i64 %.162 to double
  %.164 = select i1 %.159, double %.163, double %.158
  %.165 = fcmp uno double %t61, 0.000000e+00
  %.166 = select i1 %.165, double %t61, double %.164
  %.167 = fcmp uno double %t63, 0.000000e+00
  %.168 = select i1 %.167, double %t63, double %.166
  br label %b32

b32:                                              ; preds = %b28, %b30
  %t69 = phi double [ %t61.mux, %b28 ], [ %.168, %b30 ]
  %t70 = phi i1 [ %t62.mux, %b28 ], [ true, %b30 ]
  %.173 = add nuw nsw i64 %.68, 4
  %.174 = icmp ult i32 %.67, 60
  %.176 = and i64 %.173, 63
  %8 = shl nuw i64 1, %.176
  %9 = and i64 %8, %.71
  %.178 = icmp ne i64 %9, 0
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = bitcast double %t69 to i64
  %.183 = trunc i64 %.182 to i32
  %.184 = lshr i64 %.182, 32
  %.185 = trunc i64 %.184 to i32
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183)
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185)
  %.188 = zext i32 %.186 to i64
  %.189 = zext i32 %.187 to i64
  %.190 = shl nuw i64 %.189, 32
  %.191 = or i64 %.190, %.188
  %.192 = bitcast i64 %.191 to double
  %t71 = select i1 %.179, double %.192, double %t69
  %.206 = zext i1 %t70 to i32
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.206)
  %10 = and i32 %.207, 1
  %.208 = icmp ne i32 %10, 0
  %t72 = select i1 %.179, i1 %.208, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %11 = select i1 %t74, i1 %t70, i1 false
  %t69.mux = select i1 %t74, double %t71, double %t69
  %t70.mux = select i1 %t74, i1 true, i1 %t70
  br i1 %11, label %b34, label %b36

b34:                                              ; preds = %b32
  %.209 = fcmp ogt double %t69, %t71
  %.210 = select i1 %.209, double %t69, double %t71
  %.211 = fcmp oeq double %t69, %t71
  %.213 = bitcast double %t71 to i64
  %.214 = and i64 %.213, %.182
  %.215 = bitcast i64 %.214 to double
  %.216 = select i1 %.211, double %.215, double %.210
  %.217 = fcmp uno double %t69, 0.000000e+00
  %.218 = select i1 %.217, double %t69, double %.216
  %.219 = fcmp uno double %t71, 0.000000e+00
  %.220 = select i1 %.219, double %t71, double %.218
  br label %b36

b36:                                              ; preds = %b32, %b34
  %t77 = phi double [ %t69.mux, %b32 ], [ %.220, %b34 ]
  %t78 = phi i1 [ %t70.mux, %b32 ], [ true, %b34 ]
  %.225 = add nuw nsw i64 %.68, 2
  %.226 = icmp ult i32 %.67, 62
  %.228 = and i64 %.225, 63
  %12 = shl nuw i64 1, %.228
  %13 = and i64 %12, %.71
  %.230 = icmp ne i64 %13, 0
  %.231 = and i1 %.226, %.230
  %.232 = trunc i64 %.225 to i32
  %.233 = shl i32 %.232, 2
  %.234 = bitcast double %t77 to i64
  %.235 = trunc i64 %.234 to i32
  %.236 = lshr i64 %.234, 32
  %.237 = trunc i64 %.236 to i32
  %.238 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.235)
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.237)
  %.240 = zext i32 %.238 to i64
  %.241 = zext i32 %.239 to i64
  %.242 = shl nuw i64 %.241, 32
  %.243 = or i64 %.242, %.240
  %.244 = bitcast i64 %.243 to double
  %t79 = select i1 %.231, double %.244, double %t77
  %.258 = zext i1 %t78 to i32
  %.259 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.258)
  %14 = and i32 %.259, 1
  %.260 = icmp ne i32 %14, 0
  %t80 = select i1 %.231, i1 %.260, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %15 = select i1 %t82, i1 %t78, i1 false
  %t77.mux = select i1 %t82, double %t79, double %t77
  %t78.mux = select i1 %t82, i1 true, i1 %t78
  br i1 %15, label %b38, label %b40

b38:                                              ; preds = %b36
  %.261 = fcmp ogt double %t77, %t79
  %.262 = select i1 %.261, double %t77, double %t79
  %.263 = fcmp oeq double %t77, %t79
  %.265 = bitcast double %t79 to i64
  %.266 = and i64 %.265, %.234
  %.267 = bitcast i64 %.266 to double
  %.268 = select i1 %.263, double %.267, double %.262
  %.269 = fcmp uno double %t77, 0.000000e+00
  %.270 = select i1 %.269, double %t77, double %.268
  %.271 = fcmp uno double %t79, 0.000000e+00
  %.272 = select i1 %.271, double %t79, double %.270
  br label %b40

b40:                                              ; preds = %b36, %b38
  %t85 = phi double [ %t77.mux, %b36 ], [ %.272, %b38 ]
  %t86 = phi i1 [ %t78.mux, %b36 ], [ true, %b38 ]
  %.277 = add nuw nsw i64 %.68, 1
  %.278 = icmp ult i32 %.67, 63
  %.280 = and i64 %.277, 63
  %16 = shl nuw i64 1, %.280
  %17 = and i64 %16, %.71
  %.282 = icmp ne i64 %17, 0
  %.283 = and i1 %.278, %.282
  %.284 = trunc i64 %.277 to i32
  %.285 = shl i32 %.284, 2
  %.286 = bitcast double %t85 to i64
  %.287 = trunc i64 %.286 to i32
  %.288 = lshr i64 %.286, 32
  %.289 = trunc i64 %.288 to i32
  %.290 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.287)
  %.291 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.289)
  %.292 = zext i32 %.290 to i64
  %.293 = zext i32 %.291 to i64
  %.294 = shl nuw i64 %.293, 32
  %.295 = or i64 %.294, %.292
  %.296 = bitcast i64 %.295 to double
  %t87 = select i1 %.283, double %.296, double %t85
  %.310 = zext i1 %t86 to i32
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.310)
  %18 = and i32 %.311, 1
  %.312 = icmp ne i32 %18, 0
  %t88 = select i1 %.283, i1 %.312, i1 %t86
  %t89 = icmp slt i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %19 = select i1 %t90, i1 %t86, i1 false
  %t85.mux = select i1 %t90, double %t87, double %t85
  %t86.mux = select i1 %t90, i1 true, i1 %t86
  br i1 %19, label %b42, label %b45

b42:                                              ; preds = %b40
  %.313 = fcmp ogt double %t85, %t87
  %.314 = select i1 %.313, double %t85, double %t87
  %.315 = fcmp oeq double %t85, %t87
  %.317 = bitcast double %t87 to i64
  %.318 = and i64 %.317, %.286
  %.319 = bitcast i64 %.318 to double
  %.320 = select i1 %.315, double %.319, double %.314
  %.321 = fcmp uno double %t85, 0.000000e+00
  %.322 = select i1 %.321, double %t85, double %.320
  %.323 = fcmp uno double %t87, 0.000000e+00
  %.324 = select i1 %.323, double %t87, double %.322
  br label %b45

b45:                                              ; preds = %b40, %b42, %b23
  %t95 = phi double [ %t53, %b23 ], [ %t85.mux, %b40 ], [ %.324, %b42 ]
  %t96 = phi i1 [ %t54, %b23 ], [ %t86.mux, %b40 ], [ true, %b42 ]
  %t97 = icmp eq i32 %.2, 0
  br i1 %t97, label %b46, label %b52

b46:                                              ; preds = %b45
  %20 = select i1 %t96, i1 %.1, i1 false
  %a3.mux = select i1 %t96, double %t95, double %a3
  %.1.mux = select i1 %t96, i1 true, i1 %.1
  br i1 %20, label %b48, label %b50

b48:                                              ; preds = %b46
  %.325 = fcmp olt double %t95, %a3
  %.326 = select i1 %.325, double %a3, double %t95
  %.327 = fcmp oeq double %t95, %a3
  %.328 = bitcast double %a3 to i64
  %.329 = bitcast double %t95 to i64
  %.330 = and i64 %.329, %.328
  %.331 = bitcast i64 %.330 to double
  %.332 = select i1 %.327, double %.331, double %.326
  %.333 = fcmp uno double %a3, 0.000000e+00
  %.334 = select i1 %.333, double %a3, double %.332
  %.335 = fcmp uno double %t95, 0.000000e+00
  %.336 = select i1 %.335, double %t95, double %.334
  br label %b50

b50:                                              ; preds = %b46, %b48
  %t100 = phi double [ %a3.mux, %b46 ], [ %.336, %b48 ]
  %t101 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t101, label %b51, label %b52

b51:                                              ; preds = %b50
  store double %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:                                              ; preds = %b51, %b50, %b45
  ret void
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat32_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #3 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a7, 0
  %t16 = icmp sgt i64 %a17, 0
  %t17 = icmp sgt i64 %a8, 0
  %t191 = icmp slt i64 %t9, %a0
  br i1 %t191, label %b2.lr.ph, label %b17

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t92, %b16 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed
  %.28 = sub i64 0, %t182
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t22 = mul i64 %.22, %a14
  %t23 = mul i64 %.22, %a23
  %t24 = mul i64 %.22, %a32
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed
  %.42 = sub i64 0, %t25
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a13
  %t32 = add i64 %t31, %t26
  %t33 = mul i64 %.36, %a22
  %t34 = add i64 %t33, %t27
  %t35 = mul i64 %.36, %a31
  %t36 = add i64 %t35, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t43 = mul i64 %.50, %a12
  %t44 = add i64 %t43, %t38
  %t45 = mul i64 %.50, %a21
  %t46 = add i64 %t45, %t39
  %t47 = mul i64 %.50, %a30
  %t48 = add i64 %t47, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11
  %t54 = add i64 %t50, %t53
  %t55 = mul i64 %t49, %a20
  %t56 = add i64 %t51, %t55
  %t57 = mul i64 %t49, %a29
  %t58 = add i64 %t52, %t57
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t60
  br i1 %t15, label %b11.preheader, label %b16

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t61
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59
  br label %b11

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t91, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t88, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t87, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t84, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t82, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t65, %b12 ]
  %t73 = phi float [ %t78, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t79, %b13 ], [ 0, %b12 ]
  %.59 = load float, ptr addrspace(1) %t72, align 4
  %.60 = load float, ptr addrspace(1) %t71, align 4
  %t77 = fmul float %.59, %.60
  %t78 = fadd float %t73, %t77
  %t79 = add nuw nsw i64 %t74, 1
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a10
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t71, i64 %a18
  %exitcond.not = icmp eq i64 %t79, %a8
  br i1 %exitcond.not, label %b14, label %b13

b14:                                              ; preds = %b13, %b12
  %t83 = phi float [ 0.000000e+00, %b12 ], [ %t78, %b13 ]
  store float %t83, ptr addrspace(1) %t68, align 4
  %t84 = add nuw nsw i64 %t70, 1
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a19
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %a28
  %exitcond3.not = icmp eq i64 %t84, %a17
  br i1 %exitcond3.not, label %b15, label %b12

b15:                                              ; preds = %b14, %b11
  %t88 = add nuw nsw i64 %t67, 1
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %a27
  %t91 = getelementptr inbounds float, ptr addrspace(1) %t65, i64 %a9
  %exitcond4.not = icmp eq i64 %t88, %a7
  br i1 %exitcond4.not, label %b16, label %b11

b16:                                              ; preds = %b15, %b10
  %t92 = add i64 %t182, %t10
  %t19 = icmp slt i64 %t92, %a0
  br i1 %t19, label %b2, label %b17

b17:                                              ; preds = %b16, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat64_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #3 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a7, 0
  %t16 = icmp sgt i64 %a17, 0
  %t17 = icmp sgt i64 %a8, 0
  %t191 = icmp slt i64 %t9, %a0
  br i1 %t191, label %b2.lr.ph, label %b17

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t92, %b16 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed
  %.28 = sub i64 0, %t182
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t22 = mul i64 %.22, %a14
  %t23 = mul i64 %.22, %a23
  %t24 = mul i64 %.22, %a32
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed
  %.42 = sub i64 0, %t25
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a13
  %t32 = add i64 %t31, %t26
  %t33 = mul i64 %.36, %a22
  %t34 = add i64 %t33, %t27
  %t35 = mul i64 %.36, %a31
  %t36 = add i64 %t35, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t43 = mul i64 %.50, %a12
  %t44 = add i64 %t43, %t38
  %t45 = mul i64 %.50, %a21
  %t46 = add i64 %t45, %t39
  %t47 = mul i64 %.50, %a30
  %t48 = add i64 %t47, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11
  %t54 = add i64 %t50, %t53
  %t55 = mul i64 %t49, %a20
  %t56 = add i64 %t51, %t55
  %t57 = mul i64 %t49, %a29
  %t58 = add i64 %t52, %t57
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t60
  br i1 %t15, label %b11.preheader, label %b16

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t61
  %t62 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t59
  br label %b11

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t91, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t88, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t87, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t84, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t82, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t65, %b12 ]
  %t73 = phi double [ %t78, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t79, %b13 ], [ 0, %b12 ]
  %.59 = load double, ptr addrspace(1) %t72, align 8
  %.60 = load double, ptr addrspace(1) %t71, align 8
  %t77 = fmul double %.59, %.60
  %t78 = fadd double %t73, %t77
  %t79 = add nuw nsw i64 %t74, 1
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a10
  %t82 = getelementptr inbounds double, ptr addrspace(1) %t71, i64 %a18
  %exitcond.not = icmp eq i64 %t79, %a8
  br i1 %exitcond.not, label %b14, label %b13

b14:                                              ; preds = %b13, %b12
  %t83 = phi double [ 0.000000e+00, %b12 ], [ %t78, %b13 ]
  store double %t83, ptr addrspace(1) %t68, align 8
  %t84 = add nuw nsw i64 %t70, 1
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a19
  %t87 = getelementptr inbounds double, ptr addrspace(1) %t68, i64 %a28
  %exitcond3.not = icmp eq i64 %t84, %a17
  br i1 %exitcond3.not, label %b15, label %b12

b15:                                              ; preds = %b14, %b11
  %t88 = add nuw nsw i64 %t67, 1
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %a27
  %t91 = getelementptr inbounds double, ptr addrspace(1) %t65, i64 %a9
  %exitcond4.not = icmp eq i64 %t88, %a7
  br i1 %exitcond4.not, label %b16, label %b11

b16:                                              ; preds = %b15, %b10
  %t92 = add i64 %t182, %t10
  %t19 = icmp slt i64 %t92, %a0
  br i1 %t19, label %b2, label %b17

b17:                                              ; preds = %b16, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAxpy_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, ptr addrspace(1) nocapture readonly %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) nocapture readonly %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, ptr addrspace(1) nocapture writeonly %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31) local_unnamed_addr #3 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a12, 0
  %t171 = icmp slt i64 %t9, %a0
  br i1 %t171, label %b2.lr.ph, label %b13

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b12
  %t162 = phi i64 [ %t9, %b2.lr.ph ], [ %t89, %b12 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t162.frozen = freeze i64 %t162
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t162.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t162.frozen, %6
  %.22 = select i1 %.17, i64 %t162, i64 %.21.decomposed
  %.28 = sub i64 0, %t162
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t20 = mul i64 %.22, %a10
  %t21 = mul i64 %.22, %a17
  %t22 = mul i64 %.22, %a24
  %t23 = mul i64 %.22, %a31
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t24 = phi i64 [ %.30, %b3 ], [ %t162, %b2 ]
  %t25 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t24.frozen = freeze i64 %t24
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t24.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t24.frozen, %7
  %.36 = select i1 %.31, i64 %t24, i64 %.35.decomposed
  %.42 = sub i64 0, %t24
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a9
  %t32 = add i64 %t31, %t25
  %t33 = mul i64 %.36, %a16
  %t34 = add i64 %t33, %t26
  %t35 = mul i64 %.36, %a23
  %t36 = add i64 %t35, %t27
  %t37 = mul i64 %.36, %a30
  %t38 = add i64 %t37, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t39 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t40 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t41 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t42 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  %t43 = phi i64 [ %t38, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t39.frozen = freeze i64 %t39
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t39.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t39.frozen, %8
  %.50 = select i1 %.45, i64 %t39, i64 %.49.decomposed
  %.56 = sub i64 0, %t39
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a8
  %t47 = add i64 %t46, %t40
  %t48 = mul i64 %.50, %a15
  %t49 = add i64 %t48, %t41
  %t50 = mul i64 %.50, %a22
  %t51 = add i64 %t50, %t42
  %t52 = mul i64 %.50, %a29
  %t53 = add i64 %t52, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t54 = phi i64 [ %.58, %b7 ], [ %t39, %b6 ]
  %t55 = phi i64 [ %t47, %b7 ], [ %t40, %b6 ]
  %t56 = phi i64 [ %t49, %b7 ], [ %t41, %b6 ]
  %t57 = phi i64 [ %t51, %b7 ], [ %t42, %b6 ]
  %t58 = phi i64 [ %t53, %b7 ], [ %t43, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t59 = mul i64 %t54, %a7
  %t60 = add i64 %t55, %t59
  %t61 = mul i64 %t54, %a14
  %t62 = add i64 %t56, %t61
  %t63 = mul i64 %t54, %a21
  %t64 = add i64 %t57, %t63
  %t65 = mul i64 %t54, %a28
  %t66 = add i64 %t58, %t65
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t67 = phi i64 [ %t60, %b9 ], [ %t55, %b8 ]
  %t68 = phi i64 [ %t62, %b9 ], [ %t56, %b8 ]
  %t69 = phi i64 [ %t64, %b9 ], [ %t57, %b8 ]
  %t70 = phi i64 [ %t66, %b9 ], [ %t58, %b8 ]
  %t71 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t67
  %.59 = load float, ptr addrspace(1) %t71, align 4
  br i1 %t15, label %b11.preheader, label %b12

b11.preheader:                                    ; preds = %b10
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a25, i64 %t70
  %t74 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t69
  %t73 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t68
  br label %b11

b11:                                              ; preds = %b11.preheader, %b11
  %t76 = phi ptr addrspace(1) [ %t88, %b11 ], [ %t75, %b11.preheader ]
  %t77 = phi ptr addrspace(1) [ %t87, %b11 ], [ %t74, %b11.preheader ]
  %t78 = phi ptr addrspace(1) [ %t86, %b11 ], [ %t73, %b11.preheader ]
  %t79 = phi i64 [ %t84, %b11 ], [ 0, %b11.preheader ]
  %.60 = load float, ptr addrspace(1) %t78, align 4
  %t81 = fmul float %.59, %.60
  %.61 = load float, ptr addrspace(1) %t77, align 4
  %t83 = fadd float %t81, %.61
  store float %t83, ptr addrspace(1) %t76, align 4
  %t84 = add nuw nsw i64 %t79, 1
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t78, i64 %a13
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t77, i64 %a20
  %t88 = getelementptr inbounds float, ptr addrspace(1) %t76, i64 %a27
  %exitcond.not = icmp eq i64 %t84, %a12
  br i1 %exitcond.not, label %b12, label %b11

b12:                                              ; preds = %b11, %b10
  %t89 = add i64 %t162, %t10
  %t17 = icmp slt i64 %t89, %a0
  br i1 %t17, label %b2, label %b13

b13:                                              ; preds = %b12, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t8 = sext i32 %.16 to i64
  %t9 = mul nsw i64 %t6, %t4
  %t10 = add nsw i64 %t9, %t2
  %t11 = mul nsw i64 %t8, %t6
  %t131 = icmp slt i64 %t10, %a0
  br i1 %t131, label %b2, label %b5

b2:                                               ; preds = %entry, %b2
  %t122 = phi i64 [ %t21, %b2 ], [ %t10, %entry ]
  %t20 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122
  store float 0x7FF8000000000000, ptr addrspace(1) %t20, align 4
  %t21 = add i64 %t122, %t11
  %t13 = icmp slt i64 %t21, %a0
  br i1 %t13, label %b2, label %b5

b5:                                               ; preds = %b2, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t8 = sext i32 %.16 to i64
  %t9 = mul nsw i64 %t6, %t4
  %t10 = add nsw i64 %t9, %t2
  %t11 = mul nsw i64 %t8, %t6
  %t12 = icmp sgt i64 %a1, 7
  %t13 = icmp sgt i64 %a1, 6
  %t14 = icmp sgt i64 %a1, 5
  %t15 = icmp sgt i64 %a1, 4
  %t16 = icmp sgt i64 %a1, 3
  %t17 = icmp sgt i64 %a1, 2
  %t18 = icmp sgt i64 %a1, 1
  %t19 = icmp sgt i64 %a1, 0
  %t211 = icmp slt i64 %t10, %a0
  br i1 %t211, label %b2.lr.ph, label %b21

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

b2:                                               ; preds = %b2.lr.ph, %b18
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t96, %b18 ]
  br i1 %t12, label %b3, label %b4

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed
  %.28 = sub i64 0, %t202
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a28
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed
  %.42 = sub i64 0, %t26
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t33 = mul i64 %.36, %a27
  %t34 = add i64 %t33, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed
  %.56 = sub i64 0, %t35
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t42 = mul i64 %.50, %a26
  %t43 = add i64 %t42, %t37
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed
  %.70 = sub i64 0, %t44
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t51 = mul i64 %.64, %a25
  %t52 = add i64 %t51, %t46
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed
  %.84 = sub i64 0, %t53
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t60 = mul i64 %.78, %a24
  %t61 = add i64 %t60, %t55
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed
  %.98 = sub i64 0, %t62
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t69 = mul i64 %.92, %a23
  %t70 = add i64 %t69, %t64
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed
  %.112 = sub i64 0, %t71
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t78 = mul i64 %.106, %a22
  %t79 = add i64 %t78, %t73
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18

b17:                                              ; preds = %b16
  %t85 = mul i64 %t80, %a21
  %t86 = add i64 %t82, %t85
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  %t95 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t88
  store float 0x7FF8000000000000, ptr addrspace(1) %t95, align 4
  %t96 = add i64 %t202, %t11
  %t21 = icmp slt i64 %t96, %a0
  br i1 %t21, label %b2, label %b21

b21:                                              ; preds = %b18, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRowSum_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture writeonly %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17) local_unnamed_addr #3 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a7, 0
  %t171 = icmp slt i64 %t9, %a0
  br i1 %t171, label %b2.lr.ph, label %b13

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b12
  %t162 = phi i64 [ %t9, %b2.lr.ph ], [ %t61, %b12 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t162.frozen = freeze i64 %t162
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t162.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t162.frozen, %6
  %.22 = select i1 %.17, i64 %t162, i64 %.21.decomposed
  %.28 = sub i64 0, %t162
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t20 = mul i64 %.22, %a12
  %t21 = mul i64 %.22, %a17
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t162, %b2 ]
  %t23 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed
  %.42 = sub i64 0, %t22
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t27 = mul i64 %.36, %a11
  %t28 = add i64 %t27, %t23
  %t29 = mul i64 %.36, %a16
  %t30 = add i64 %t29, %t24
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t31 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t32 = phi i64 [ %t28, %b5 ], [ %t23, %b4 ]
  %t33 = phi i64 [ %t30, %b5 ], [ %t24, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t31.frozen = freeze i64 %t31
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t31.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t31.frozen, %8
  %.50 = select i1 %.45, i64 %t31, i64 %.49.decomposed
  %.56 = sub i64 0, %t31
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t36 = mul i64 %.50, %a10
  %t37 = add i64 %t36, %t32
  %t38 = mul i64 %.50, %a15
  %t39 = add i64 %t38, %t33
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t40 = phi i64 [ %.58, %b7 ], [ %t31, %b6 ]
  %t41 = phi i64 [ %t37, %b7 ], [ %t32, %b6 ]
  %t42 = phi i64 [ %t39, %b7 ], [ %t33, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t43 = mul i64 %t40, %a9
  %t44 = add i64 %t41, %t43
  %t45 = mul i64 %t40, %a14
  %t46 = add i64 %t42, %t45
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t47 = phi i64 [ %t44, %b9 ], [ %t41, %b8 ]
  %t48 = phi i64 [ %t46, %b9 ], [ %t42, %b8 ]
  %t50 = getelementptr inbounds double, ptr addrspace(1) %a13, i64 %t48
  br i1 %t15, label %b11.preheader, label %b12

b11.preheader:                                    ; preds = %b10
  %t49 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t47
  br label %b11

b11:                                              ; preds = %b11.preheader, %b11
  %t51 = phi ptr addrspace(1) [ %t58, %b11 ], [ %t49, %b11.preheader ]
  %t52 = phi double [ %t55, %b11 ], [ 0.000000e+00, %b11.preheader ]
  %t53 = phi i64 [ %t56, %b11 ], [ 0, %b11.preheader ]
  %.59 = load double, ptr addrspace(1) %t51, align 8
  %t55 = fadd double %t52, %.59
  %t56 = add nuw nsw i64 %t53, 1
  %t58 = getelementptr inbounds double, ptr addrspace(1) %t51, i64 %a8
  %exitcond.not = icmp eq i64 %t56, %a7
  br i1 %exitcond.not, label %b12, label %b11

b12:                                              ; preds = %b11, %b10
  %t59 = phi double [ 0.000000e+00, %b10 ], [ %t55, %b11 ]
  store double %t59, ptr addrspace(1) %t50, align 8
  %t61 = add i64 %t162, %t10
  %t17 = icmp slt i64 %t61, %a0
  br i1 %t17, label %b2, label %b13

b13:                                              ; preds = %b12, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScale_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture readonly %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) nocapture writeonly %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24) local_unnamed_addr #2 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t163 = icmp slt i64 %t9, %a0
  br i1 %t163, label %b2.lr.ph, label %b14

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  %t651 = icmp sgt i64 %a7, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b13
  %t154 = phi i64 [ %t9, %b2.lr.ph ], [ %t70, %b13 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t154.frozen = freeze i64 %t154
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t154.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t154.frozen, %6
  %.22 = select i1 %.17, i64 %t154, i64 %.21.decomposed
  %.28 = sub i64 0, %t154
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t19 = mul i64 %.22, %a12
  %t20 = mul i64 %.22, %a17
  %t21 = mul i64 %.22, %a24
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t154, %b2 ]
  %t23 = phi i64 [ %t19, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t25 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed
  %.42 = sub i64 0, %t22
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t28 = mul i64 %.36, %a11
  %t29 = add i64 %t28, %t23
  %t30 = mul i64 %.36, %a16
  %t31 = add i64 %t30, %t24
  %t32 = mul i64 %.36, %a23
  %t33 = add i64 %t32, %t25
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t34 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t35 = phi i64 [ %t29, %b5 ], [ %t23, %b4 ]
  %t36 = phi i64 [ %t31, %b5 ], [ %t24, %b4 ]
  %t37 = phi i64 [ %t33, %b5 ], [ %t25, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t34.frozen = freeze i64 %t34
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t34.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t34.frozen, %8
  %.50 = select i1 %.45, i64 %t34, i64 %.49.decomposed
  %.56 = sub i64 0, %t34
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t40 = mul i64 %.50, %a10
  %t41 = add i64 %t40, %t35
  %t42 = mul i64 %.50, %a15
  %t43 = add i64 %t42, %t36
  %t44 = mul i64 %.50, %a22
  %t45 = add i64 %t44, %t37
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t46 = phi i64 [ %.58, %b7 ], [ %t34, %b6 ]
  %t47 = phi i64 [ %t41, %b7 ], [ %t35, %b6 ]
  %t48 = phi i64 [ %t43, %b7 ], [ %t36, %b6 ]
  %t49 = phi i64 [ %t45, %b7 ], [ %t37, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t50 = mul i64 %t46, %a9
  %t51 = add i64 %t47, %t50
  %t52 = mul i64 %t46, %a14
  %t53 = add i64 %t48, %t52
  %t54 = mul i64 %t46, %a21
  %t55 = add i64 %t49, %t54
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t56 = phi i64 [ %t51, %b9 ], [ %t47, %b8 ]
  %t57 = phi i64 [ %t53, %b9 ], [ %t48, %b8 ]
  %t58 = phi i64 [ %t55, %b9 ], [ %t49, %b8 ]
  %t59 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t56
  %t60 = getelementptr inbounds float, ptr addrspace(1) %a13, i64 %t57
  %.59 = load float, ptr addrspace(1) %t60, align 4
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t58
  br i1 %t651, label %b12, label %b13

b12:                                              ; preds = %b10, %b12
  %t642 = phi i64 [ %t64, %b12 ], [ 0, %b10 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %t642
  %.60 = load float, ptr addrspace(1) %t66, align 4
  %t68 = fmul float %.59, %.60
  %t69 = getelementptr inbounds float, ptr addrspace(1) %t62, i64 %t642
  store float %t68, ptr addrspace(1) %t69, align 4
  %t64 = add nuw nsw i64 %t642, 1
  %exitcond.not = icmp eq i64 %t64, %a7
  br i1 %exitcond.not, label %b13, label %b12

b13:                                              ; preds = %b12, %b10
  %t70 = add i64 %t154, %t10
  %t16 = icmp slt i64 %t70, %a0
  br i1 %t16, label %b2, label %b14

b14:                                              ; preds = %b13, %entry
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i64 @llvm.amdgcn.ballot.i64(i1) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #8

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.amdgcn.rsq.f64(double) #8

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.amdgcn.sqrt.f32(float) #8

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #12

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #13

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nofree nosync nounwind writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #5 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #6 = { nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #7 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #8 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #10 = { convergent mustprogress nounwind willreturn }
attributes #11 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { nounwind readonly }
attributes #14 = { convergent }

!0 = !{}
!1 = !{i64 0, i64 65}
!2 = !{!"exec"}

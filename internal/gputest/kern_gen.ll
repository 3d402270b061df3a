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

; Function Attrs: nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRandDraws(i64 %a0, i64 %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i64 %a4) local_unnamed_addr #0 !dbg !4 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t2 = sext i32 %.4 to i64, !dbg !7
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !7
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !7, !invariant.load !6
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !7
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t7 = sext i32 %.9 to i64, !dbg !7
  %t8 = add nsw i64 %t5, %t7, !dbg !7
  %t9 = add nsw i64 %t8, 1, !dbg !8
  %t10 = mul i64 %a1, 7, !dbg !9
  %t11 = mul i64 %t10, %t9, !dbg !10
  %t13 = icmp sle i64 %t11, %a3, !dbg !11
  %t66 = icmp sgt i64 %a1, 0
  %or.cond2794 = select i1 %t13, i1 %t66, i1 false, !dbg !11
  br i1 %or.cond2794, label %b3.preheader, label %common.ret, !dbg !11

common.ret:                                       ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2791", %entry
  ret void, !dbg !12

b3.preheader:                                     ; preds = %entry
  %t69 = mul i64 %t10, %t8, !dbg !13
  %t70 = getelementptr inbounds i64, ptr addrspace(1) %a2, i64 %t69, !dbg !13
  %t17.i = and i64 %t8, 4294967295, !dbg !14
  %t18.i = mul nuw i64 %t17.i, 3449720151, !dbg !19
  %t19.i = lshr i64 %t18.i, 32, !dbg !20
  %a0.masked = and i64 %a0, 4294967295, !dbg !21
  %t31.i = xor i64 %t19.i, %a0.masked, !dbg !21
  %t32.i = mul nuw i64 %t31.i, 3528531795, !dbg !22
  %t19 = lshr i64 %a0, 32, !dbg !23
  %t46.i = add nuw nsw i64 %t19, 1993301258, !dbg !24
  %t584.i = xor i64 %t32.i, %t46.i, !dbg !25
  %t584.i.masked = and i64 %t584.i, 4294967295, !dbg !14
  %t29.i = add i64 %a0, 2654435769, !dbg !26
  %t371.i = xor i64 %t18.i, %t29.i, !dbg !27
  %t371.i.masked = and i64 %t371.i, 4294967295, !dbg !21
  %t24 = lshr i64 %t8, 32, !dbg !28
  %t26.i = xor i64 %t24, %t19, !dbg !25
  %t34.i = mul nuw i64 %t26.i, 3449720151, !dbg !19
  %t35.i = lshr i64 %t34.i, 32, !dbg !20
  %t47.i = xor i64 %t371.i.masked, %t35.i, !dbg !21
  %t48.i = mul nuw i64 %t47.i, 3528531795, !dbg !22
  %t56.i = lshr i64 %t48.i, 32, !dbg !29
  %t65.i = xor i64 %t584.i.masked, %t56.i, !dbg !14
  %t66.i = mul nuw i64 %t65.i, 3449720151, !dbg !19
  %t77.i = add i64 %a0, 2027808484, !dbg !26
  %t857.i = xor i64 %t66.i, %t77.i, !dbg !27
  %t857.i.masked = and i64 %t857.i, 4294967295, !dbg !21
  %t62.i = add nuw nsw i64 %t19, 842468239, !dbg !24
  %t746.i = xor i64 %t48.i, %t62.i, !dbg !25
  %t746.i.masked = and i64 %t746.i, 4294967295, !dbg !14
  %t45.i = add i64 %a0, 1013904242, !dbg !26
  %t533.i = xor i64 %t34.i, %t45.i, !dbg !27
  %t533.i.masked = and i64 %t533.i, 4294967295, !dbg !21
  %t40.i = lshr i64 %t32.i, 32, !dbg !29
  %t30.i = add nuw nsw i64 %t19, 3144134277, !dbg !24
  %t30.i.masked = and i64 %t30.i, 4294967295, !dbg !14
  %t49.i = xor i64 %t40.i, %t30.i.masked, !dbg !14
  %t50.i = mul nuw i64 %t49.i, 3449720151, !dbg !19
  %t51.i = lshr i64 %t50.i, 32, !dbg !20
  %t63.i = xor i64 %t533.i.masked, %t51.i, !dbg !21
  %t64.i = mul nuw i64 %t63.i, 3528531795, !dbg !22
  %t72.i = lshr i64 %t64.i, 32, !dbg !29
  %t81.i = xor i64 %t746.i.masked, %t72.i, !dbg !14
  %t82.i = mul nuw i64 %t81.i, 3449720151, !dbg !19
  %t83.i = lshr i64 %t82.i, 32, !dbg !20
  %t95.i = xor i64 %t857.i.masked, %t83.i, !dbg !21
  %t96.i = mul nuw i64 %t95.i, 3528531795, !dbg !22
  %t110.i = add nuw nsw i64 %t19, 1684936478, !dbg !24
  %t12212.i = xor i64 %t96.i, %t110.i, !dbg !25
  %t12212.i.masked = and i64 %t12212.i, 4294967295, !dbg !14
  %t93.i = add i64 %a0, 387276957, !dbg !26
  %t1019.i = xor i64 %t82.i, %t93.i, !dbg !27
  %t1019.i.masked = and i64 %t1019.i, 4294967295, !dbg !21
  %t78.i = add nuw nsw i64 %t19, 3986602516, !dbg !24
  %t908.i = xor i64 %t64.i, %t78.i, !dbg !25
  %t908.i.masked = and i64 %t908.i, 4294967295, !dbg !14
  %t61.i = add i64 %a0, 3668340011, !dbg !26
  %t695.i = xor i64 %t50.i, %t61.i, !dbg !27
  %t695.i.masked = and i64 %t695.i, 4294967295, !dbg !21
  %t67.i = lshr i64 %t66.i, 32, !dbg !20
  %t79.i = xor i64 %t695.i.masked, %t67.i, !dbg !21
  %t80.i = mul nuw i64 %t79.i, 3528531795, !dbg !22
  %t88.i = lshr i64 %t80.i, 32, !dbg !29
  %t97.i = xor i64 %t908.i.masked, %t88.i, !dbg !14
  %t98.i = mul nuw i64 %t97.i, 3449720151, !dbg !19
  %t99.i = lshr i64 %t98.i, 32, !dbg !20
  %t111.i = xor i64 %t1019.i.masked, %t99.i, !dbg !21
  %t112.i = mul nuw i64 %t111.i, 3528531795, !dbg !22
  %t120.i = lshr i64 %t112.i, 32, !dbg !29
  %t129.i = xor i64 %t12212.i.masked, %t120.i, !dbg !14
  %t130.i = mul nuw i64 %t129.i, 3449720151, !dbg !19
  %t141.i = add i64 %a0, 4055616968, !dbg !26
  %t14915.i = xor i64 %t130.i, %t141.i, !dbg !27
  %t14915.i.masked = and i64 %t14915.i, 4294967295, !dbg !21
  %t126.i = add nuw nsw i64 %t19, 534103459, !dbg !24
  %t13814.i = xor i64 %t112.i, %t126.i, !dbg !25
  %t13814.i.masked = and i64 %t13814.i, 4294967295, !dbg !14
  %t109.i = add i64 %a0, 3041712726, !dbg !26
  %t11711.i = xor i64 %t98.i, %t109.i, !dbg !27
  %t11711.i.masked = and i64 %t11711.i, 4294967295, !dbg !21
  %t94.i = add nuw nsw i64 %t19, 2835769497, !dbg !24
  %t10610.i = xor i64 %t80.i, %t94.i, !dbg !25
  %t10610.i.masked = and i64 %t10610.i, 4294967295, !dbg !14
  %t104.i = lshr i64 %t96.i, 32, !dbg !29
  %t113.i = xor i64 %t10610.i.masked, %t104.i, !dbg !14
  %t114.i = mul nuw i64 %t113.i, 3449720151, !dbg !19
  %t115.i = lshr i64 %t114.i, 32, !dbg !20
  %t127.i = xor i64 %t11711.i.masked, %t115.i, !dbg !21
  %t128.i = mul nuw i64 %t127.i, 3528531795, !dbg !22
  %t136.i = lshr i64 %t128.i, 32, !dbg !29
  %t145.i = xor i64 %t13814.i.masked, %t136.i, !dbg !14
  %t146.i = mul nuw i64 %t145.i, 3449720151, !dbg !19
  %t147.i = lshr i64 %t146.i, 32, !dbg !20
  %t159.i = xor i64 %t14915.i.masked, %t147.i, !dbg !21
  %t160.i = mul nuw i64 %t159.i, 3528531795, !dbg !22
  %t172.i = trunc i64 %t160.i to i32, !dbg !30
  %t20 = trunc i64 %t19 to i32, !dbg !31
  %t158.i = add i32 %t20, -1767562579, !dbg !24
  %t168.i = lshr i64 %t160.i, 32, !dbg !29
  %t125.i = add i64 %a0, 1401181199, !dbg !26
  %t13313.i = xor i64 %t114.i, %t125.i, !dbg !27
  %t13313.i.masked = and i64 %t13313.i, 4294967295, !dbg !21
  %t131.i = lshr i64 %t130.i, 32, !dbg !20
  %t143.i = xor i64 %t13313.i.masked, %t131.i, !dbg !21
  %t144.i = mul nuw i64 %t143.i, 3528531795, !dbg !22
  %t17018.i = xor i64 %t168.i, %t144.i, !dbg !25
  %t170.i = trunc i64 %t17018.i to i32, !dbg !25
  %t171.i = xor i32 %t158.i, %t170.i, !dbg !32
  %t142.i = add nuw nsw i64 %t19, 3678237736, !dbg !24
  %t15416.i = xor i64 %t128.i, %t142.i, !dbg !25
  %t15416.i.masked = and i64 %t15416.i, 4294967295, !dbg !14
  %t152.i = lshr i64 %t144.i, 32, !dbg !29
  %t161.i = xor i64 %t15416.i.masked, %t152.i, !dbg !14
  %t162.i = mul nuw i64 %t161.i, 3449720151, !dbg !19
  %t167.i = trunc i64 %t162.i to i32, !dbg !33
  %t17 = trunc i64 %a0 to i32, !dbg !34
  %t157.i = add i32 %t17, -1879881855, !dbg !26
  %t163.i = lshr i64 %t162.i, 32, !dbg !20
  %t16517.i = xor i64 %t163.i, %t146.i, !dbg !27
  %t165.i = trunc i64 %t16517.i to i32, !dbg !27
  %t166.i = xor i32 %t157.i, %t165.i, !dbg !35
  %t25 = trunc i64 %t24 to i32, !dbg !36
  %t22 = trunc i64 %t8 to i32, !dbg !37
  br label %b3, !dbg !38

b3:                                               ; preds = %b3.preheader, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791"
  %t0.sroa.0.0 = phi i32 [ %.699, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t17, %b3.preheader ], !dbg !12
  %t0.sroa.17.0 = phi i32 [ %.700, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t20, %b3.preheader ], !dbg !12
  %t0.sroa.33.0 = phi i32 [ %t0.sroa.11.0.i2769, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ 0, %b3.preheader ], !dbg !12
  %t0.sroa.49.0 = phi i32 [ %t0.sroa.19.1.i2770, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ 0, %b3.preheader ], !dbg !12
  %t0.sroa.65.0 = phi i32 [ %t0.sroa.27.1.i2771, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t22, %b3.preheader ], !dbg !12
  %t0.sroa.81.0 = phi i32 [ %t0.sroa.35.1.i2772, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t25, %b3.preheader ], !dbg !12
  %t0.sroa.97.0 = phi i32 [ %t0.sroa.42.0.i2773, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t166.i, %b3.preheader ], !dbg !12
  %t0.sroa.113.0 = phi i32 [ %t0.sroa.48.0.i2774, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t167.i, %b3.preheader ], !dbg !12
  %t0.sroa.129.0 = phi i32 [ %t0.sroa.54.0.i2775, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t171.i, %b3.preheader ], !dbg !12
  %t0.sroa.145.0 = phi i32 [ %t0.sroa.60.0.i2776, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t172.i, %b3.preheader ], !dbg !12
  %t0.sroa.161.0 = phi i32 [ %t0.sroa.66.0.i2777, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ 0, %b3.preheader ], !dbg !12
  %t71 = phi ptr addrspace(1) [ %t304, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ %t70, %b3.preheader ]
  %t72 = phi i64 [ %t302, %"github.com/kernlab/kern.kern.Rand.uint32.exit2791" ], [ 0, %b3.preheader ]
  %.230 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %t0.sroa.0.0, 0, !dbg !41
  %.233 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.230, i32 %t0.sroa.17.0, 1, !dbg !41
  %.236 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.233, i32 %t0.sroa.33.0, 2, !dbg !41
  %.239 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.236, i32 %t0.sroa.49.0, 3, !dbg !41
  %.242 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239, i32 %t0.sroa.65.0, 4, !dbg !41
  %.245 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242, i32 %t0.sroa.81.0, 5, !dbg !41
  %.248 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245, i32 %t0.sroa.97.0, 6, !dbg !41
  %.251 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248, i32 %t0.sroa.113.0, 7, !dbg !41
  %.254 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251, i32 %t0.sroa.129.0, 8, !dbg !41
  %.257 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254, i32 %t0.sroa.145.0, 9, !dbg !41
  %.260 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257, i32 %t0.sroa.161.0, 10, !dbg !41
  switch i32 %t0.sroa.161.0, label %b2.i [
    i32 0, label %b1.i
    i32 1, label %b10.i
    i32 2, label %b12.i
  ], !dbg !38

b1.i:                                             ; preds = %b3
  br label %b2.i, !dbg !42

b2.i:                                             ; preds = %b12.i, %b10.i, %b1.i, %b3
  %t8.i = phi i32 [ %t0.sroa.97.0, %b1.i ], [ %t0.sroa.113.0, %b10.i ], [ %t0.sroa.129.0, %b12.i ], [ %t0.sroa.145.0, %b3 ]
  %t10.i = add i32 %t0.sroa.161.0, 1, !dbg !43
  %t12.i = icmp eq i32 %t10.i, 4, !dbg !44
  br i1 %t12.i, label %b3.i, label %"github.com/kernlab/kern.kern.Rand.uint32.exit", !dbg !44

b3.i:                                             ; preds = %b2.i
  %t15.i86 = add i32 %t0.sroa.33.0, 1, !dbg !45
  %t17.i87 = icmp eq i32 %t15.i86, 0, !dbg !46
  br i1 %t17.i87, label %b4.i, label %b7.i, !dbg !46

b4.i:                                             ; preds = %b3.i
  %t20.i88 = add i32 %t0.sroa.49.0, 1, !dbg !47
  %t22.i89 = icmp eq i32 %t20.i88, 0, !dbg !48
  br i1 %t22.i89, label %b5.i, label %b7.i, !dbg !48

b5.i:                                             ; preds = %b4.i
  %t25.i90 = add i32 %t0.sroa.65.0, 1, !dbg !49
  %t27.i91 = icmp eq i32 %t25.i90, 0, !dbg !50
  %t30.i92 = zext i1 %t27.i91 to i32, !dbg !50
  %spec.select33.i = add i32 %t0.sroa.81.0, %t30.i92, !dbg !50
  br label %b7.i, !dbg !50

b7.i:                                             ; preds = %b5.i, %b4.i, %b3.i
  %t0.sroa.19.0.i = phi i32 [ %t20.i88, %b4.i ], [ %t0.sroa.49.0, %b3.i ], [ 0, %b5.i ], !dbg !51
  %t0.sroa.27.0.i = phi i32 [ %t0.sroa.65.0, %b4.i ], [ %t0.sroa.65.0, %b3.i ], [ %t25.i90, %b5.i ], !dbg !51
  %t0.sroa.35.0.i = phi i32 [ %t0.sroa.81.0, %b4.i ], [ %t0.sroa.81.0, %b3.i ], [ %spec.select33.i, %b5.i ], !dbg !51
  %t15.i.i = zext i32 %t15.i86 to i64, !dbg !52
  %t16.i.i = mul nuw i64 %t15.i.i, 3528531795, !dbg !54
  %t17.i.i = zext i32 %t0.sroa.27.0.i to i64, !dbg !55
  %t18.i.i = mul nuw i64 %t17.i.i, 3449720151, !dbg !56
  %t19.i.i = lshr i64 %t18.i.i, 32, !dbg !57
  %t20.i.i = trunc i64 %t19.i.i to i32, !dbg !58
  %t21.i.i = xor i32 %t0.sroa.19.0.i, %t0.sroa.0.0, !dbg !59
  %t22.i.i = xor i32 %t21.i.i, %t20.i.i, !dbg !60
  %t24.i.i = lshr i64 %t16.i.i, 32, !dbg !61
  %t25.i.i = trunc i64 %t24.i.i to i32, !dbg !62
  %t26.i.i = xor i32 %t0.sroa.17.0, %t25.i.i, !dbg !63
  %t27.i.i = xor i32 %t26.i.i, %t0.sroa.35.0.i, !dbg !64
  %t29.i.i = add i32 %t0.sroa.0.0, -1640531527, !dbg !65
  %t30.i.i = add i32 %t0.sroa.17.0, -1150833019, !dbg !66
  %t31.i.i = zext i32 %t22.i.i to i64, !dbg !52
  %t32.i.i = mul nuw i64 %t31.i.i, 3528531795, !dbg !54
  %t33.i.i = zext i32 %t27.i.i to i64, !dbg !55
  %t34.i.i = mul nuw i64 %t33.i.i, 3449720151, !dbg !56
  %t35.i.i = lshr i64 %t34.i.i, 32, !dbg !57
  %t371.i.i = xor i64 %t35.i.i, %t18.i.i, !dbg !59
  %t37.i.i = trunc i64 %t371.i.i to i32, !dbg !59
  %t38.i.i = xor i32 %t29.i.i, %t37.i.i, !dbg !60
  %t40.i.i = lshr i64 %t32.i.i, 32, !dbg !61
  %t422.i.i = xor i64 %t40.i.i, %t16.i.i, !dbg !63
  %t42.i.i = trunc i64 %t422.i.i to i32, !dbg !63
  %t43.i.i = xor i32 %t30.i.i, %t42.i.i, !dbg !64
  %t45.i.i = add i32 %t0.sroa.0.0, 1013904242, !dbg !65
  %t46.i.i = add i32 %t0.sroa.17.0, 1993301258, !dbg !66
  %t47.i.i = zext i32 %t38.i.i to i64, !dbg !52
  %t48.i.i = mul nuw i64 %t47.i.i, 3528531795, !dbg !54
  %t49.i.i = zext i32 %t43.i.i to i64, !dbg !55
  %t50.i.i = mul nuw i64 %t49.i.i, 3449720151, !dbg !56
  %t51.i.i = lshr i64 %t50.i.i, 32, !dbg !57
  %t533.i.i = xor i64 %t51.i.i, %t34.i.i, !dbg !59
  %t53.i.i = trunc i64 %t533.i.i to i32, !dbg !59
  %t54.i.i = xor i32 %t45.i.i, %t53.i.i, !dbg !60
  %t56.i.i = lshr i64 %t48.i.i, 32, !dbg !61
  %t584.i.i = xor i64 %t56.i.i, %t32.i.i, !dbg !63
  %t58.i.i = trunc i64 %t584.i.i to i32, !dbg !63
  %t59.i.i = xor i32 %t46.i.i, %t58.i.i, !dbg !64
  %t61.i.i = add i32 %t0.sroa.0.0, -626627285, !dbg !65
  %t62.i.i = add i32 %t0.sroa.17.0, 842468239, !dbg !66
  %t63.i.i = zext i32 %t54.i.i to i64, !dbg !52
  %t64.i.i = mul nuw i64 %t63.i.i, 3528531795, !dbg !54
  %t65.i.i = zext i32 %t59.i.i to i64, !dbg !55
  %t66.i.i = mul nuw i64 %t65.i.i, 3449720151, !dbg !56
  %t67.i.i = lshr i64 %t66.i.i, 32, !dbg !57
  %t695.i.i = xor i64 %t67.i.i, %t50.i.i, !dbg !59
  %t69.i.i = trunc i64 %t695.i.i to i32, !dbg !59
  %t70.i.i = xor i32 %t61.i.i, %t69.i.i, !dbg !60
  %t72.i.i = lshr i64 %t64.i.i, 32, !dbg !61
  %t746.i.i = xor i64 %t72.i.i, %t48.i.i, !dbg !63
  %t74.i.i = trunc i64 %t746.i.i to i32, !dbg !63
  %t75.i.i = xor i32 %t62.i.i, %t74.i.i, !dbg !64
  %t77.i.i = add i32 %t0.sroa.0.0, 2027808484, !dbg !65
  %t78.i.i = add i32 %t0.sroa.17.0, -308364780, !dbg !66
  %t79.i.i = zext i32 %t70.i.i to i64, !dbg !52
  %t80.i.i = mul nuw i64 %t79.i.i, 3528531795, !dbg !54
  %t81.i.i = zext i32 %t75.i.i to i64, !dbg !55
  %t82.i.i = mul nuw i64 %t81.i.i, 3449720151, !dbg !56
  %t83.i.i = lshr i64 %t82.i.i, 32, !dbg !57
  %t857.i.i = xor i64 %t83.i.i, %t66.i.i, !dbg !59
  %t85.i.i = trunc i64 %t857.i.i to i32, !dbg !59
  %t86.i.i = xor i32 %t77.i.i, %t85.i.i, !dbg !60
  %t88.i.i = lshr i64 %t80.i.i, 32, !dbg !61
  %t908.i.i = xor i64 %t88.i.i, %t64.i.i, !dbg !63
  %t90.i.i = trunc i64 %t908.i.i to i32, !dbg !63
  %t91.i.i = xor i32 %t78.i.i, %t90.i.i, !dbg !64
  %t93.i.i = add i32 %t0.sroa.0.0, 387276957, !dbg !65
  %t94.i.i = add i32 %t0.sroa.17.0, -1459197799, !dbg !66
  %t95.i.i = zext i32 %t86.i.i to i64, !dbg !52
  %t96.i.i = mul nuw i64 %t95.i.i, 3528531795, !dbg !54
  %t97.i.i = zext i32 %t91.i.i to i64, !dbg !55
  %t98.i.i = mul nuw i64 %t97.i.i, 3449720151, !dbg !56
  %t99.i.i = lshr i64 %t98.i.i, 32, !dbg !57
  %t1019.i.i = xor i64 %t99.i.i, %t82.i.i, !dbg !59
  %t101.i.i = trunc i64 %t1019.i.i to i32, !dbg !59
  %t102.i.i = xor i32 %t93.i.i, %t101.i.i, !dbg !60
  %t104.i.i = lshr i64 %t96.i.i, 32, !dbg !61
  %t10610.i.i = xor i64 %t104.i.i, %t80.i.i, !dbg !63
  %t106.i.i = trunc i64 %t10610.i.i to i32, !dbg !63
  %t107.i.i = xor i32 %t94.i.i, %t106.i.i, !dbg !64
  %t109.i.i = add i32 %t0.sroa.0.0, -1253254570, !dbg !65
  %t110.i.i = add i32 %t0.sroa.17.0, 1684936478, !dbg !66
  %t111.i.i = zext i32 %t102.i.i to i64, !dbg !52
  %t112.i.i = mul nuw i64 %t111.i.i, 3528531795, !dbg !54
  %t113.i.i = zext i32 %t107.i.i to i64, !dbg !55
  %t114.i.i = mul nuw i64 %t113.i.i, 3449720151, !dbg !56
  %t115.i.i = lshr i64 %t114.i.i, 32, !dbg !57
  %t11711.i.i = xor i64 %t115.i.i, %t98.i.i, !dbg !59
  %t117.i.i = trunc i64 %t11711.i.i to i32, !dbg !59
  %t118.i.i = xor i32 %t109.i.i, %t117.i.i, !dbg !60
  %t120.i.i = lshr i64 %t112.i.i, 32, !dbg !61
  %t12212.i.i = xor i64 %t120.i.i, %t96.i.i, !dbg !63
  %t122.i.i = trunc i64 %t12212.i.i to i32, !dbg !63
  %t123.i.i = xor i32 %t110.i.i, %t122.i.i, !dbg !64
  %t125.i.i = add i32 %t0.sroa.0.0, 1401181199, !dbg !65
  %t126.i.i = add i32 %t0.sroa.17.0, 534103459, !dbg !66
  %t127.i.i = zext i32 %t118.i.i to i64, !dbg !52
  %t128.i.i = mul nuw i64 %t127.i.i, 3528531795, !dbg !54
  %t129.i.i = zext i32 %t123.i.i to i64, !dbg !55
  %t130.i.i = mul nuw i64 %t129.i.i, 3449720151, !dbg !56
  %t131.i.i = lshr i64 %t130.i.i, 32, !dbg !57
  %t13313.i.i = xor i64 %t131.i.i, %t114.i.i, !dbg !59
  %t133.i.i = trunc i64 %t13313.i.i to i32, !dbg !59
  %t134.i.i = xor i32 %t125.i.i, %t133.i.i, !dbg !60
  %t136.i.i = lshr i64 %t128.i.i, 32, !dbg !61
  %t13814.i.i = xor i64 %t136.i.i, %t112.i.i, !dbg !63
  %t138.i.i = trunc i64 %t13814.i.i to i32, !dbg !63
  %t139.i.i = xor i32 %t126.i.i, %t138.i.i, !dbg !64
  %t141.i.i = add i32 %t0.sroa.0.0, -239350328, !dbg !65
  %t142.i.i = add i32 %t0.sroa.17.0, -616729560, !dbg !66
  %t143.i.i = zext i32 %t134.i.i to i64, !dbg !52
  %t144.i.i = mul nuw i64 %t143.i.i, 3528531795, !dbg !54
  %t145.i.i = zext i32 %t139.i.i to i64, !dbg !55
  %t146.i.i = mul nuw i64 %t145.i.i, 3449720151, !dbg !56
  %t147.i.i = lshr i64 %t146.i.i, 32, !dbg !57
  %t14915.i.i = xor i64 %t147.i.i, %t130.i.i, !dbg !59
  %t149.i.i = trunc i64 %t14915.i.i to i32, !dbg !59
  %t150.i.i = xor i32 %t141.i.i, %t149.i.i, !dbg !60
  %t152.i.i = lshr i64 %t144.i.i, 32, !dbg !61
  %t15416.i.i = xor i64 %t152.i.i, %t128.i.i, !dbg !63
  %t154.i.i = trunc i64 %t15416.i.i to i32, !dbg !63
  %t155.i.i = xor i32 %t142.i.i, %t154.i.i, !dbg !64
  %t157.i.i = add i32 %t0.sroa.0.0, -1879881855, !dbg !65
  %t158.i.i = add i32 %t0.sroa.17.0, -1767562579, !dbg !66
  %t159.i.i = zext i32 %t150.i.i to i64, !dbg !52
  %t160.i.i = mul nuw i64 %t159.i.i, 3528531795, !dbg !54
  %t161.i.i = zext i32 %t155.i.i to i64, !dbg !55
  %t162.i.i = mul nuw i64 %t161.i.i, 3449720151, !dbg !56
  %t163.i.i = lshr i64 %t162.i.i, 32, !dbg !57
  %t16517.i.i = xor i64 %t163.i.i, %t146.i.i, !dbg !59
  %t165.i.i = trunc i64 %t16517.i.i to i32, !dbg !59
  %t166.i.i = xor i32 %t157.i.i, %t165.i.i, !dbg !60
  %t167.i.i = trunc i64 %t162.i.i to i32, !dbg !67
  %t168.i.i = lshr i64 %t160.i.i, 32, !dbg !61
  %t17018.i.i = xor i64 %t168.i.i, %t144.i.i, !dbg !63
  %t170.i.i = trunc i64 %t17018.i.i to i32, !dbg !63
  %t171.i.i = xor i32 %t158.i.i, %t170.i.i, !dbg !64
  %t172.i.i = trunc i64 %t160.i.i to i32, !dbg !68
  %.186.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260, i32 %t15.i86, 2, !dbg !69
  %.189.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i, i32 %t0.sroa.19.0.i, 3, !dbg !69
  %.192.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i, i32 %t0.sroa.27.0.i, 4, !dbg !69
  %.195.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i, i32 %t0.sroa.35.0.i, 5, !dbg !69
  %.198.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i, i32 %t166.i.i, 6, !dbg !69
  %.201.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i, i32 %t167.i.i, 7, !dbg !69
  %.204.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i, i32 %t171.i.i, 8, !dbg !69
  %.207.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i, i32 %t172.i.i, 9, !dbg !69
  %.210.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i, i32 0, 10, !dbg !69
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit", !dbg !70

b10.i:                                            ; preds = %b3
  br label %b2.i, !dbg !71

b12.i:                                            ; preds = %b3
  br label %b2.i, !dbg !72

"github.com/kernlab/kern.kern.Rand.uint32.exit":  ; preds = %b2.i, %b7.i
  %.210.pn.i = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i, %b7.i ], [ %.260, %b2.i ]
  %t0.sroa.11.0.i = phi i32 [ %t15.i86, %b7.i ], [ %t0.sroa.33.0, %b2.i ], !dbg !51
  %t0.sroa.19.1.i = phi i32 [ %t0.sroa.19.0.i, %b7.i ], [ %t0.sroa.49.0, %b2.i ], !dbg !51
  %t0.sroa.27.1.i = phi i32 [ %t0.sroa.27.0.i, %b7.i ], [ %t0.sroa.65.0, %b2.i ], !dbg !51
  %t0.sroa.35.1.i = phi i32 [ %t0.sroa.35.0.i, %b7.i ], [ %t0.sroa.81.0, %b2.i ], !dbg !51
  %t0.sroa.42.0.i = phi i32 [ %t166.i.i, %b7.i ], [ %t0.sroa.97.0, %b2.i ], !dbg !51
  %t0.sroa.48.0.i = phi i32 [ %t167.i.i, %b7.i ], [ %t0.sroa.113.0, %b2.i ], !dbg !51
  %t0.sroa.54.0.i = phi i32 [ %t171.i.i, %b7.i ], [ %t0.sroa.129.0, %b2.i ], !dbg !51
  %t0.sroa.60.0.i = phi i32 [ %t172.i.i, %b7.i ], [ %t0.sroa.145.0, %b2.i ], !dbg !51
  %t0.sroa.66.0.i = phi i32 [ 0, %b7.i ], [ %t10.i, %b2.i ], !dbg !51
  %.239.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, i32 %t0.sroa.11.0.i, 2, !dbg !73
  %.242.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i, i32 %t0.sroa.19.1.i, 3, !dbg !73
  %.245.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i, i32 %t0.sroa.27.1.i, 4, !dbg !73
  %.248.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i, i32 %t0.sroa.35.1.i, 5, !dbg !73
  %.251.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i, i32 %t0.sroa.42.0.i, 6, !dbg !73
  %.254.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i, i32 %t0.sroa.48.0.i, 7, !dbg !73
  %.257.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i, i32 %t0.sroa.54.0.i, 8, !dbg !73
  %.260.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i, i32 %t0.sroa.60.0.i, 9, !dbg !73
  %.263.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i, i32 %t0.sroa.66.0.i, 10, !dbg !73
  %t77 = zext i32 %t8.i to i64, !dbg !74
  store i64 %t77, ptr addrspace(1) %t71, align 8, !dbg !75
  switch i32 %t0.sroa.66.0.i, label %b2.i99 [
    i32 0, label %b1.i95
    i32 1, label %b10.i285
    i32 2, label %b12.i286
  ], !dbg !76

b1.i95:                                           ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i99, !dbg !78

b2.i99:                                           ; preds = %b12.i286, %b10.i285, %b1.i95, %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  %t8.i96 = phi i32 [ %t0.sroa.42.0.i, %b1.i95 ], [ %t0.sroa.48.0.i, %b10.i285 ], [ %t0.sroa.54.0.i, %b12.i286 ], [ %t0.sroa.60.0.i, %"github.com/kernlab/kern.kern.Rand.uint32.exit" ]
  %t10.i97 = add i32 %t0.sroa.66.0.i, 1, !dbg !79
  %t12.i98 = icmp eq i32 %t10.i97, 4, !dbg !80
  br i1 %t12.i98, label %b3.i102, label %"github.com/kernlab/kern.kern.Rand.uint32.exit287", !dbg !80

b3.i102:                                          ; preds = %b2.i99
  %t15.i100 = add i32 %t0.sroa.11.0.i, 1, !dbg !81
  %t17.i101 = icmp eq i32 %t15.i100, 0, !dbg !82
  br i1 %t17.i101, label %b4.i105, label %b7.i263, !dbg !82

b4.i105:                                          ; preds = %b3.i102
  %t20.i103 = add i32 %t0.sroa.19.1.i, 1, !dbg !83
  %t22.i104 = icmp eq i32 %t20.i103, 0, !dbg !84
  br i1 %t22.i104, label %b5.i110, label %b7.i263, !dbg !84

b5.i110:                                          ; preds = %b4.i105
  %t25.i106 = add i32 %t0.sroa.27.1.i, 1, !dbg !85
  %t27.i107 = icmp eq i32 %t25.i106, 0, !dbg !86
  %t30.i108 = zext i1 %t27.i107 to i32, !dbg !86
  %spec.select33.i109 = add i32 %t0.sroa.35.1.i, %t30.i108, !dbg !86
  br label %b7.i263, !dbg !86

b7.i263:                                          ; preds = %b5.i110, %b4.i105, %b3.i102
  %t0.sroa.19.0.i111 = phi i32 [ %t20.i103, %b4.i105 ], [ %t0.sroa.19.1.i, %b3.i102 ], [ 0, %b5.i110 ], !dbg !87
  %t0.sroa.27.0.i112 = phi i32 [ %t0.sroa.27.1.i, %b4.i105 ], [ %t0.sroa.27.1.i, %b3.i102 ], [ %t25.i106, %b5.i110 ], !dbg !87
  %t0.sroa.35.0.i113 = phi i32 [ %t0.sroa.35.1.i, %b4.i105 ], [ %t0.sroa.35.1.i, %b3.i102 ], [ %spec.select33.i109, %b5.i110 ], !dbg !87
  %.108.i = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, 0, !dbg !88
  %.109.i = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, 1, !dbg !88
  %t15.i.i114 = zext i32 %t15.i100 to i64, !dbg !89
  %t16.i.i115 = mul nuw i64 %t15.i.i114, 3528531795, !dbg !91
  %t17.i.i116 = zext i32 %t0.sroa.27.0.i112 to i64, !dbg !92
  %t18.i.i117 = mul nuw i64 %t17.i.i116, 3449720151, !dbg !93
  %t19.i.i118 = lshr i64 %t18.i.i117, 32, !dbg !94
  %t20.i.i119 = trunc i64 %t19.i.i118 to i32, !dbg !95
  %t21.i.i120 = xor i32 %t0.sroa.19.0.i111, %.108.i, !dbg !96
  %t22.i.i121 = xor i32 %t21.i.i120, %t20.i.i119, !dbg !97
  %t24.i.i122 = lshr i64 %t16.i.i115, 32, !dbg !98
  %t25.i.i123 = trunc i64 %t24.i.i122 to i32, !dbg !99
  %t26.i.i124 = xor i32 %.109.i, %t25.i.i123, !dbg !100
  %t27.i.i125 = xor i32 %t26.i.i124, %t0.sroa.35.0.i113, !dbg !101
  %t29.i.i126 = add i32 %.108.i, -1640531527, !dbg !102
  %t30.i.i127 = add i32 %.109.i, -1150833019, !dbg !103
  %t31.i.i128 = zext i32 %t22.i.i121 to i64, !dbg !89
  %t32.i.i129 = mul nuw i64 %t31.i.i128, 3528531795, !dbg !91
  %t33.i.i130 = zext i32 %t27.i.i125 to i64, !dbg !92
  %t34.i.i131 = mul nuw i64 %t33.i.i130, 3449720151, !dbg !93
  %t35.i.i132 = lshr i64 %t34.i.i131, 32, !dbg !94
  %t371.i.i133 = xor i64 %t35.i.i132, %t18.i.i117, !dbg !96
  %t37.i.i134 = trunc i64 %t371.i.i133 to i32, !dbg !96
  %t38.i.i135 = xor i32 %t29.i.i126, %t37.i.i134, !dbg !97
  %t40.i.i136 = lshr i64 %t32.i.i129, 32, !dbg !98
  %t422.i.i137 = xor i64 %t40.i.i136, %t16.i.i115, !dbg !100
  %t42.i.i138 = trunc i64 %t422.i.i137 to i32, !dbg !100
  %t43.i.i139 = xor i32 %t30.i.i127, %t42.i.i138, !dbg !101
  %t45.i.i140 = add i32 %.108.i, 1013904242, !dbg !102
  %t46.i.i141 = add i32 %.109.i, 1993301258, !dbg !103
  %t47.i.i142 = zext i32 %t38.i.i135 to i64, !dbg !89
  %t48.i.i143 = mul nuw i64 %t47.i.i142, 3528531795, !dbg !91
  %t49.i.i144 = zext i32 %t43.i.i139 to i64, !dbg !92
  %t50.i.i145 = mul nuw i64 %t49.i.i144, 3449720151, !dbg !93
  %t51.i.i146 = lshr i64 %t50.i.i145, 32, !dbg !94
  %t533.i.i147 = xor i64 %t51.i.i146, %t34.i.i131, !dbg !96
  %t53.i.i148 = trunc i64 %t533.i.i147 to i32, !dbg !96
  %t54.i.i149 = xor i32 %t45.i.i140, %t53.i.i148, !dbg !97
  %t56.i.i150 = lshr i64 %t48.i.i143, 32, !dbg !98
  %t584.i.i151 = xor i64 %t56.i.i150, %t32.i.i129, !dbg !100
  %t58.i.i152 = trunc i64 %t584.i.i151 to i32, !dbg !100
  %t59.i.i153 = xor i32 %t46.i.i141, %t58.i.i152, !dbg !101
  %t61.i.i154 = add i32 %.108.i, -626627285, !dbg !102
  %t62.i.i155 = add i32 %.109.i, 842468239, !dbg !103
  %t63.i.i156 = zext i32 %t54.i.i149 to i64, !dbg !89
  %t64.i.i157 = mul nuw i64 %t63.i.i156, 3528531795, !dbg !91
  %t65.i.i158 = zext i32 %t59.i.i153 to i64, !dbg !92
  %t66.i.i159 = mul nuw i64 %t65.i.i158, 3449720151, !dbg !93
  %t67.i.i160 = lshr i64 %t66.i.i159, 32, !dbg !94
  %t695.i.i161 = xor i64 %t67.i.i160, %t50.i.i145, !dbg !96
  %t69.i.i162 = trunc i64 %t695.i.i161 to i32, !dbg !96
  %t70.i.i163 = xor i32 %t61.i.i154, %t69.i.i162, !dbg !97
  %t72.i.i164 = lshr i64 %t64.i.i157, 32, !dbg !98
  %t746.i.i165 = xor i64 %t72.i.i164, %t48.i.i143, !dbg !100
  %t74.i.i166 = trunc i64 %t746.i.i165 to i32, !dbg !100
  %t75.i.i167 = xor i32 %t62.i.i155, %t74.i.i166, !dbg !101
  %t77.i.i168 = add i32 %.108.i, 2027808484, !dbg !102
  %t78.i.i169 = add i32 %.109.i, -308364780, !dbg !103
  %t79.i.i170 = zext i32 %t70.i.i163 to i64, !dbg !89
  %t80.i.i171 = mul nuw i64 %t79.i.i170, 3528531795, !dbg !91
  %t81.i.i172 = zext i32 %t75.i.i167 to i64, !dbg !92
  %t82.i.i173 = mul nuw i64 %t81.i.i172, 3449720151, !dbg !93
  %t83.i.i174 = lshr i64 %t82.i.i173, 32, !dbg !94
  %t857.i.i175 = xor i64 %t83.i.i174, %t66.i.i159, !dbg !96
  %t85.i.i176 = trunc i64 %t857.i.i175 to i32, !dbg !96
  %t86.i.i177 = xor i32 %t77.i.i168, %t85.i.i176, !dbg !97
  %t88.i.i178 = lshr i64 %t80.i.i171, 32, !dbg !98
  %t908.i.i179 = xor i64 %t88.i.i178, %t64.i.i157, !dbg !100
  %t90.i.i180 = trunc i64 %t908.i.i179 to i32, !dbg !100
  %t91.i.i181 = xor i32 %t78.i.i169, %t90.i.i180, !dbg !101
  %t93.i.i182 = add i32 %.108.i, 387276957, !dbg !102
  %t94.i.i183 = add i32 %.109.i, -1459197799, !dbg !103
  %t95.i.i184 = zext i32 %t86.i.i177 to i64, !dbg !89
  %t96.i.i185 = mul nuw i64 %t95.i.i184, 3528531795, !dbg !91
  %t97.i.i186 = zext i32 %t91.i.i181 to i64, !dbg !92
  %t98.i.i187 = mul nuw i64 %t97.i.i186, 3449720151, !dbg !93
  %t99.i.i188 = lshr i64 %t98.i.i187, 32, !dbg !94
  %t1019.i.i189 = xor i64 %t99.i.i188, %t82.i.i173, !dbg !96
  %t101.i.i190 = trunc i64 %t1019.i.i189 to i32, !dbg !96
  %t102.i.i191 = xor i32 %t93.i.i182, %t101.i.i190, !dbg !97
  %t104.i.i192 = lshr i64 %t96.i.i185, 32, !dbg !98
  %t10610.i.i193 = xor i64 %t104.i.i192, %t80.i.i171, !dbg !100
  %t106.i.i194 = trunc i64 %t10610.i.i193 to i32, !dbg !100
  %t107.i.i195 = xor i32 %t94.i.i183, %t106.i.i194, !dbg !101
  %t109.i.i196 = add i32 %.108.i, -1253254570, !dbg !102
  %t110.i.i197 = add i32 %.109.i, 1684936478, !dbg !103
  %t111.i.i198 = zext i32 %t102.i.i191 to i64, !dbg !89
  %t112.i.i199 = mul nuw i64 %t111.i.i198, 3528531795, !dbg !91
  %t113.i.i200 = zext i32 %t107.i.i195 to i64, !dbg !92
  %t114.i.i201 = mul nuw i64 %t113.i.i200, 3449720151, !dbg !93
  %t115.i.i202 = lshr i64 %t114.i.i201, 32, !dbg !94
  %t11711.i.i203 = xor i64 %t115.i.i202, %t98.i.i187, !dbg !96
  %t117.i.i204 = trunc i64 %t11711.i.i203 to i32, !dbg !96
  %t118.i.i205 = xor i32 %t109.i.i196, %t117.i.i204, !dbg !97
  %t120.i.i206 = lshr i64 %t112.i.i199, 32, !dbg !98
  %t12212.i.i207 = xor i64 %t120.i.i206, %t96.i.i185, !dbg !100
  %t122.i.i208 = trunc i64 %t12212.i.i207 to i32, !dbg !100
  %t123.i.i209 = xor i32 %t110.i.i197, %t122.i.i208, !dbg !101
  %t125.i.i210 = add i32 %.108.i, 1401181199, !dbg !102
  %t126.i.i211 = add i32 %.109.i, 534103459, !dbg !103
  %t127.i.i212 = zext i32 %t118.i.i205 to i64, !dbg !89
  %t128.i.i213 = mul nuw i64 %t127.i.i212, 3528531795, !dbg !91
  %t129.i.i214 = zext i32 %t123.i.i209 to i64, !dbg !92
  %t130.i.i215 = mul nuw i64 %t129.i.i214, 3449720151, !dbg !93
  %t131.i.i216 = lshr i64 %t130.i.i215, 32, !dbg !94
  %t13313.i.i217 = xor i64 %t131.i.i216, %t114.i.i201, !dbg !96
  %t133.i.i218 = trunc i64 %t13313.i.i217 to i32, !dbg !96
  %t134.i.i219 = xor i32 %t125.i.i210, %t133.i.i218, !dbg !97
  %t136.i.i220 = lshr i64 %t128.i.i213, 32, !dbg !98
  %t13814.i.i221 = xor i64 %t136.i.i220, %t112.i.i199, !dbg !100
  %t138.i.i222 = trunc i64 %t13814.i.i221 to i32, !dbg !100
  %t139.i.i223 = xor i32 %t126.i.i211, %t138.i.i222, !dbg !101
  %t141.i.i224 = add i32 %.108.i, -239350328, !dbg !102
  %t142.i.i225 = add i32 %.109.i, -616729560, !dbg !103
  %t143.i.i226 = zext i32 %t134.i.i219 to i64, !dbg !89
  %t144.i.i227 = mul nuw i64 %t143.i.i226, 3528531795, !dbg !91
  %t145.i.i228 = zext i32 %t139.i.i223 to i64, !dbg !92
  %t146.i.i229 = mul nuw i64 %t145.i.i228, 3449720151, !dbg !93
  %t147.i.i230 = lshr i64 %t146.i.i229, 32, !dbg !94
  %t14915.i.i231 = xor i64 %t147.i.i230, %t130.i.i215, !dbg !96
  %t149.i.i232 = trunc i64 %t14915.i.i231 to i32, !dbg !96
  %t150.i.i233 = xor i32 %t141.i.i224, %t149.i.i232, !dbg !97
  %t152.i.i234 = lshr i64 %t144.i.i227, 32, !dbg !98
  %t15416.i.i235 = xor i64 %t152.i.i234, %t128.i.i213, !dbg !100
  %t154.i.i236 = trunc i64 %t15416.i.i235 to i32, !dbg !100
  %t155.i.i237 = xor i32 %t142.i.i225, %t154.i.i236, !dbg !101
  %t157.i.i238 = add i32 %.108.i, -1879881855, !dbg !102
  %t158.i.i239 = add i32 %.109.i, -1767562579, !dbg !103
  %t159.i.i240 = zext i32 %t150.i.i233 to i64, !dbg !89
  %t160.i.i241 = mul nuw i64 %t159.i.i240, 3528531795, !dbg !91
  %t161.i.i242 = zext i32 %t155.i.i237 to i64, !dbg !92
  %t162.i.i243 = mul nuw i64 %t161.i.i242, 3449720151, !dbg !93
  %t163.i.i244 = lshr i64 %t162.i.i243, 32, !dbg !94
  %t16517.i.i245 = xor i64 %t163.i.i244, %t146.i.i229, !dbg !96
  %t165.i.i246 = trunc i64 %t16517.i.i245 to i32, !dbg !96
  %t166.i.i247 = xor i32 %t157.i.i238, %t165.i.i246, !dbg !97
  %t167.i.i248 = trunc i64 %t162.i.i243 to i32, !dbg !104
  %t168.i.i249 = lshr i64 %t160.i.i241, 32, !dbg !98
  %t17018.i.i250 = xor i64 %t168.i.i249, %t144.i.i227, !dbg !100
  %t170.i.i251 = trunc i64 %t17018.i.i250 to i32, !dbg !100
  %t171.i.i252 = xor i32 %t158.i.i239, %t170.i.i251, !dbg !101
  %t172.i.i253 = trunc i64 %t160.i.i241 to i32, !dbg !105
  %.186.i254 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i, i32 %t15.i100, 2, !dbg !106
  %.189.i255 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i254, i32 %t0.sroa.19.0.i111, 3, !dbg !106
  %.192.i256 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i255, i32 %t0.sroa.27.0.i112, 4, !dbg !106
  %.195.i257 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i256, i32 %t0.sroa.35.0.i113, 5, !dbg !106
  %.198.i258 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i257, i32 %t166.i.i247, 6, !dbg !106
  %.201.i259 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i258, i32 %t167.i.i248, 7, !dbg !106
  %.204.i260 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i259, i32 %t171.i.i252, 8, !dbg !106
  %.207.i261 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i260, i32 %t172.i.i253, 9, !dbg !106
  %.210.i262 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i261, i32 0, 10, !dbg !106
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit287", !dbg !107

b10.i285:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i99, !dbg !108

b12.i286:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i99, !dbg !109

"github.com/kernlab/kern.kern.Rand.uint32.exit287": ; preds = %b2.i99, %b7.i263
  %.210.pn.i264 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i262, %b7.i263 ], [ %.263.i, %b2.i99 ]
  %t0.sroa.11.0.i265 = phi i32 [ %t15.i100, %b7.i263 ], [ %t0.sroa.11.0.i, %b2.i99 ], !dbg !87
  %t0.sroa.19.1.i266 = phi i32 [ %t0.sroa.19.0.i111, %b7.i263 ], [ %t0.sroa.19.1.i, %b2.i99 ], !dbg !87
  %t0.sroa.27.1.i267 = phi i32 [ %t0.sroa.27.0.i112, %b7.i263 ], [ %t0.sroa.27.1.i, %b2.i99 ], !dbg !87
  %t0.sroa.35.1.i268 = phi i32 [ %t0.sroa.35.0.i113, %b7.i263 ], [ %t0.sroa.35.1.i, %b2.i99 ], !dbg !87
  %t0.sroa.42.0.i269 = phi i32 [ %t166.i.i247, %b7.i263 ], [ %t0.sroa.42.0.i, %b2.i99 ], !dbg !87
  %t0.sroa.48.0.i270 = phi i32 [ %t167.i.i248, %b7.i263 ], [ %t0.sroa.48.0.i, %b2.i99 ], !dbg !87
  %t0.sroa.54.0.i271 = phi i32 [ %t171.i.i252, %b7.i263 ], [ %t0.sroa.54.0.i, %b2.i99 ], !dbg !87
  %t0.sroa.60.0.i272 = phi i32 [ %t172.i.i253, %b7.i263 ], [ %t0.sroa.60.0.i, %b2.i99 ], !dbg !87
  %t0.sroa.66.0.i273 = phi i32 [ 0, %b7.i263 ], [ %t10.i97, %b2.i99 ], !dbg !87
  %.239.i274 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i264, i32 %t0.sroa.11.0.i265, 2, !dbg !110
  %.242.i275 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i274, i32 %t0.sroa.19.1.i266, 3, !dbg !110
  %.245.i276 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i275, i32 %t0.sroa.27.1.i267, 4, !dbg !110
  %.248.i277 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i276, i32 %t0.sroa.35.1.i268, 5, !dbg !110
  %.251.i278 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i277, i32 %t0.sroa.42.0.i269, 6, !dbg !110
  %.254.i279 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i278, i32 %t0.sroa.48.0.i270, 7, !dbg !110
  %.257.i280 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i279, i32 %t0.sroa.54.0.i271, 8, !dbg !110
  %.260.i281 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i280, i32 %t0.sroa.60.0.i272, 9, !dbg !110
  %.263.i282 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i281, i32 %t0.sroa.66.0.i273, 10, !dbg !110
  switch i32 %t0.sroa.66.0.i273, label %b2.i301 [
    i32 0, label %b1.i297
    i32 1, label %b10.i489
    i32 2, label %b12.i490
  ], !dbg !111

b1.i297:                                          ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit287"
  br label %b2.i301, !dbg !113

b2.i301:                                          ; preds = %b12.i490, %b10.i489, %b1.i297, %"github.com/kernlab/kern.kern.Rand.uint32.exit287"
  %t8.i298 = phi i32 [ %t0.sroa.42.0.i269, %b1.i297 ], [ %t0.sroa.48.0.i270, %b10.i489 ], [ %t0.sroa.54.0.i271, %b12.i490 ], [ %t0.sroa.60.0.i272, %"github.com/kernlab/kern.kern.Rand.uint32.exit287" ]
  %t10.i299 = add i32 %t0.sroa.66.0.i273, 1, !dbg !114
  %t12.i300 = icmp eq i32 %t10.i299, 4, !dbg !115
  br i1 %t12.i300, label %b3.i304, label %"github.com/kernlab/kern.kern.Rand.uint32.exit491", !dbg !115

b3.i304:                                          ; preds = %b2.i301
  %t15.i302 = add i32 %t0.sroa.11.0.i265, 1, !dbg !116
  %t17.i303 = icmp eq i32 %t15.i302, 0, !dbg !117
  br i1 %t17.i303, label %b4.i307, label %b7.i467, !dbg !117

b4.i307:                                          ; preds = %b3.i304
  %t20.i305 = add i32 %t0.sroa.19.1.i266, 1, !dbg !118
  %t22.i306 = icmp eq i32 %t20.i305, 0, !dbg !119
  br i1 %t22.i306, label %b5.i312, label %b7.i467, !dbg !119

b5.i312:                                          ; preds = %b4.i307
  %t25.i308 = add i32 %t0.sroa.27.1.i267, 1, !dbg !120
  %t27.i309 = icmp eq i32 %t25.i308, 0, !dbg !121
  %t30.i310 = zext i1 %t27.i309 to i32, !dbg !121
  %spec.select33.i311 = add i32 %t0.sroa.35.1.i268, %t30.i310, !dbg !121
  br label %b7.i467, !dbg !121

b7.i467:                                          ; preds = %b5.i312, %b4.i307, %b3.i304
  %t0.sroa.19.0.i313 = phi i32 [ %t20.i305, %b4.i307 ], [ %t0.sroa.19.1.i266, %b3.i304 ], [ 0, %b5.i312 ], !dbg !122
  %t0.sroa.27.0.i314 = phi i32 [ %t0.sroa.27.1.i267, %b4.i307 ], [ %t0.sroa.27.1.i267, %b3.i304 ], [ %t25.i308, %b5.i312 ], !dbg !122
  %t0.sroa.35.0.i315 = phi i32 [ %t0.sroa.35.1.i268, %b4.i307 ], [ %t0.sroa.35.1.i268, %b3.i304 ], [ %spec.select33.i311, %b5.i312 ], !dbg !122
  %.108.i316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i264, 0, !dbg !123
  %.109.i317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i264, 1, !dbg !123
  %t15.i.i318 = zext i32 %t15.i302 to i64, !dbg !124
  %t16.i.i319 = mul nuw i64 %t15.i.i318, 3528531795, !dbg !126
  %t17.i.i320 = zext i32 %t0.sroa.27.0.i314 to i64, !dbg !127
  %t18.i.i321 = mul nuw i64 %t17.i.i320, 3449720151, !dbg !128
  %t19.i.i322 = lshr i64 %t18.i.i321, 32, !dbg !129
  %t20.i.i323 = trunc i64 %t19.i.i322 to i32, !dbg !130
  %t21.i.i324 = xor i32 %t0.sroa.19.0.i313, %.108.i316, !dbg !131
  %t22.i.i325 = xor i32 %t21.i.i324, %t20.i.i323, !dbg !132
  %t24.i.i326 = lshr i64 %t16.i.i319, 32, !dbg !133
  %t25.i.i327 = trunc i64 %t24.i.i326 to i32, !dbg !134
  %t26.i.i328 = xor i32 %.109.i317, %t25.i.i327, !dbg !135
  %t27.i.i329 = xor i32 %t26.i.i328, %t0.sroa.35.0.i315, !dbg !136
  %t29.i.i330 = add i32 %.108.i316, -1640531527, !dbg !137
  %t30.i.i331 = add i32 %.109.i317, -1150833019, !dbg !138
  %t31.i.i332 = zext i32 %t22.i.i325 to i64, !dbg !124
  %t32.i.i333 = mul nuw i64 %t31.i.i332, 3528531795, !dbg !126
  %t33.i.i334 = zext i32 %t27.i.i329 to i64, !dbg !127
  %t34.i.i335 = mul nuw i64 %t33.i.i334, 3449720151, !dbg !128
  %t35.i.i336 = lshr i64 %t34.i.i335, 32, !dbg !129
  %t371.i.i337 = xor i64 %t35.i.i336, %t18.i.i321, !dbg !131
  %t37.i.i338 = trunc i64 %t371.i.i337 to i32, !dbg !131
  %t38.i.i339 = xor i32 %t29.i.i330, %t37.i.i338, !dbg !132
  %t40.i.i340 = lshr i64 %t32.i.i333, 32, !dbg !133
  %t422.i.i341 = xor i64 %t40.i.i340, %t16.i.i319, !dbg !135
  %t42.i.i342 = trunc i64 %t422.i.i341 to i32, !dbg !135
  %t43.i.i343 = xor i32 %t30.i.i331, %t42.i.i342, !dbg !136
  %t45.i.i344 = add i32 %.108.i316, 1013904242, !dbg !137
  %t46.i.i345 = add i32 %.109.i317, 1993301258, !dbg !138
  %t47.i.i346 = zext i32 %t38.i.i339 to i64, !dbg !124
  %t48.i.i347 = mul nuw i64 %t47.i.i346, 3528531795, !dbg !126
  %t49.i.i348 = zext i32 %t43.i.i343 to i64, !dbg !127
  %t50.i.i349 = mul nuw i64 %t49.i.i348, 3449720151, !dbg !128
  %t51.i.i350 = lshr i64 %t50.i.i349, 32, !dbg !129
  %t533.i.i351 = xor i64 %t51.i.i350, %t34.i.i335, !dbg !131
  %t53.i.i352 = trunc i64 %t533.i.i351 to i32, !dbg !131
  %t54.i.i353 = xor i32 %t45.i.i344, %t53.i.i352, !dbg !132
  %t56.i.i354 = lshr i64 %t48.i.i347, 32, !dbg !133
  %t584.i.i355 = xor i64 %t56.i.i354, %t32.i.i333, !dbg !135
  %t58.i.i356 = trunc i64 %t584.i.i355 to i32, !dbg !135
  %t59.i.i357 = xor i32 %t46.i.i345, %t58.i.i356, !dbg !136
  %t61.i.i358 = add i32 %.108.i316, -626627285, !dbg !137
  %t62.i.i359 = add i32 %.109.i317, 842468239, !dbg !138
  %t63.i.i360 = zext i32 %t54.i.i353 to i64, !dbg !124
  %t64.i.i361 = mul nuw i64 %t63.i.i360, 3528531795, !dbg !126
  %t65.i.i362 = zext i32 %t59.i.i357 to i64, !dbg !127
  %t66.i.i363 = mul nuw i64 %t65.i.i362, 3449720151, !dbg !128
  %t67.i.i364 = lshr i64 %t66.i.i363, 32, !dbg !129
  %t695.i.i365 = xor i64 %t67.i.i364, %t50.i.i349, !dbg !131
  %t69.i.i366 = trunc i64 %t695.i.i365 to i32, !dbg !131
  %t70.i.i367 = xor i32 %t61.i.i358, %t69.i.i366, !dbg !132
  %t72.i.i368 = lshr i64 %t64.i.i361, 32, !dbg !133
  %t746.i.i369 = xor i64 %t72.i.i368, %t48.i.i347, !dbg !135
  %t74.i.i370 = trunc i64 %t746.i.i369 to i32, !dbg !135
  %t75.i.i371 = xor i32 %t62.i.i359, %t74.i.i370, !dbg !136
  %t77.i.i372 = add i32 %.108.i316, 2027808484, !dbg !137
  %t78.i.i373 = add i32 %.109.i317, -308364780, !dbg !138
  %t79.i.i374 = zext i32 %t70.i.i367 to i64, !dbg !124
  %t80.i.i375 = mul nuw i64 %t79.i.i374, 3528531795, !dbg !126
  %t81.i.i376 = zext i32 %t75.i.i371 to i64, !dbg !127
  %t82.i.i377 = mul nuw i64 %t81.i.i376, 3449720151, !dbg !128
  %t83.i.i378 = lshr i64 %t82.i.i377, 32, !dbg !129
  %t857.i.i379 = xor i64 %t83.i.i378, %t66.i.i363, !dbg !131
  %t85.i.i380 = trunc i64 %t857.i.i379 to i32, !dbg !131
  %t86.i.i381 = xor i32 %t77.i.i372, %t85.i.i380, !dbg !132
  %t88.i.i382 = lshr i64 %t80.i.i375, 32, !dbg !133
  %t908.i.i383 = xor i64 %t88.i.i382, %t64.i.i361, !dbg !135
  %t90.i.i384 = trunc i64 %t908.i.i383 to i32, !dbg !135
  %t91.i.i385 = xor i32 %t78.i.i373, %t90.i.i384, !dbg !136
  %t93.i.i386 = add i32 %.108.i316, 387276957, !dbg !137
  %t94.i.i387 = add i32 %.109.i317, -1459197799, !dbg !138
  %t95.i.i388 = zext i32 %t86.i.i381 to i64, !dbg !124
  %t96.i.i389 = mul nuw i64 %t95.i.i388, 3528531795, !dbg !126
  %t97.i.i390 = zext i32 %t91.i.i385 to i64, !dbg !127
  %t98.i.i391 = mul nuw i64 %t97.i.i390, 3449720151, !dbg !128
  %t99.i.i392 = lshr i64 %t98.i.i391, 32, !dbg !129
  %t1019.i.i393 = xor i64 %t99.i.i392, %t82.i.i377, !dbg !131
  %t101.i.i394 = trunc i64 %t1019.i.i393 to i32, !dbg !131
  %t102.i.i395 = xor i32 %t93.i.i386, %t101.i.i394, !dbg !132
  %t104.i.i396 = lshr i64 %t96.i.i389, 32, !dbg !133
  %t10610.i.i397 = xor i64 %t104.i.i396, %t80.i.i375, !dbg !135
  %t106.i.i398 = trunc i64 %t10610.i.i397 to i32, !dbg !135
  %t107.i.i399 = xor i32 %t94.i.i387, %t106.i.i398, !dbg !136
  %t109.i.i400 = add i32 %.108.i316, -1253254570, !dbg !137
  %t110.i.i401 = add i32 %.109.i317, 1684936478, !dbg !138
  %t111.i.i402 = zext i32 %t102.i.i395 to i64, !dbg !124
  %t112.i.i403 = mul nuw i64 %t111.i.i402, 3528531795, !dbg !126
  %t113.i.i404 = zext i32 %t107.i.i399 to i64, !dbg !127
  %t114.i.i405 = mul nuw i64 %t113.i.i404, 3449720151, !dbg !128
  %t115.i.i406 = lshr i64 %t114.i.i405, 32, !dbg !129
  %t11711.i.i407 = xor i64 %t115.i.i406, %t98.i.i391, !dbg !131
  %t117.i.i408 = trunc i64 %t11711.i.i407 to i32, !dbg !131
  %t118.i.i409 = xor i32 %t109.i.i400, %t117.i.i408, !dbg !132
  %t120.i.i410 = lshr i64 %t112.i.i403, 32, !dbg !133
  %t12212.i.i411 = xor i64 %t120.i.i410, %t96.i.i389, !dbg !135
  %t122.i.i412 = trunc i64 %t12212.i.i411 to i32, !dbg !135
  %t123.i.i413 = xor i32 %t110.i.i401, %t122.i.i412, !dbg !136
  %t125.i.i414 = add i32 %.108.i316, 1401181199, !dbg !137
  %t126.i.i415 = add i32 %.109.i317, 534103459, !dbg !138
  %t127.i.i416 = zext i32 %t118.i.i409 to i64, !dbg !124
  %t128.i.i417 = mul nuw i64 %t127.i.i416, 3528531795, !dbg !126
  %t129.i.i418 = zext i32 %t123.i.i413 to i64, !dbg !127
  %t130.i.i419 = mul nuw i64 %t129.i.i418, 3449720151, !dbg !128
  %t131.i.i420 = lshr i64 %t130.i.i419, 32, !dbg !129
  %t13313.i.i421 = xor i64 %t131.i.i420, %t114.i.i405, !dbg !131
  %t133.i.i422 = trunc i64 %t13313.i.i421 to i32, !dbg !131
  %t134.i.i423 = xor i32 %t125.i.i414, %t133.i.i422, !dbg !132
  %t136.i.i424 = lshr i64 %t128.i.i417, 32, !dbg !133
  %t13814.i.i425 = xor i64 %t136.i.i424, %t112.i.i403, !dbg !135
  %t138.i.i426 = trunc i64 %t13814.i.i425 to i32, !dbg !135
  %t139.i.i427 = xor i32 %t126.i.i415, %t138.i.i426, !dbg !136
  %t141.i.i428 = add i32 %.108.i316, -239350328, !dbg !137
  %t142.i.i429 = add i32 %.109.i317, -616729560, !dbg !138
  %t143.i.i430 = zext i32 %t134.i.i423 to i64, !dbg !124
  %t144.i.i431 = mul nuw i64 %t143.i.i430, 3528531795, !dbg !126
  %t145.i.i432 = zext i32 %t139.i.i427 to i64, !dbg !127
  %t146.i.i433 = mul nuw i64 %t145.i.i432, 3449720151, !dbg !128
  %t147.i.i434 = lshr i64 %t146.i.i433, 32, !dbg !129
  %t14915.i.i435 = xor i64 %t147.i.i434, %t130.i.i419, !dbg !131
  %t149.i.i436 = trunc i64 %t14915.i.i435 to i32, !dbg !131
  %t150.i.i437 = xor i32 %t141.i.i428, %t149.i.i436, !dbg !132
  %t152.i.i438 = lshr i64 %t144.i.i431, 32, !dbg !133
  %t15416.i.i439 = xor i64 %t152.i.i438, %t128.i.i417, !dbg !135
  %t154.i.i440 = trunc i64 %t15416.i.i439 to i32, !dbg !135
  %t155.i.i441 = xor i32 %t142.i.i429, %t154.i.i440, !dbg !136
  %t157.i.i442 = add i32 %.108.i316, -1879881855, !dbg !137
  %t158.i.i443 = add i32 %.109.i317, -1767562579, !dbg !138
  %t159.i.i444 = zext i32 %t150.i.i437 to i64, !dbg !124
  %t160.i.i445 = mul nuw i64 %t159.i.i444, 3528531795, !dbg !126
  %t161.i.i446 = zext i32 %t155.i.i441 to i64, !dbg !127
  %t162.i.i447 = mul nuw i64 %t161.i.i446, 3449720151, !dbg !128
  %t163.i.i448 = lshr i64 %t162.i.i447, 32, !dbg !129
  %t16517.i.i449 = xor i64 %t163.i.i448, %t146.i.i433, !dbg !131
  %t165.i.i450 = trunc i64 %t16517.i.i449 to i32, !dbg !131
  %t166.i.i451 = xor i32 %t157.i.i442, %t165.i.i450, !dbg !132
  %t167.i.i452 = trunc i64 %t162.i.i447 to i32, !dbg !139
  %t168.i.i453 = lshr i64 %t160.i.i445, 32, !dbg !133
  %t17018.i.i454 = xor i64 %t168.i.i453, %t144.i.i431, !dbg !135
  %t170.i.i455 = trunc i64 %t17018.i.i454 to i32, !dbg !135
  %t171.i.i456 = xor i32 %t158.i.i443, %t170.i.i455, !dbg !136
  %t172.i.i457 = trunc i64 %t160.i.i445 to i32, !dbg !140
  %.186.i458 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i282, i32 %t15.i302, 2, !dbg !141
  %.189.i459 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i458, i32 %t0.sroa.19.0.i313, 3, !dbg !141
  %.192.i460 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i459, i32 %t0.sroa.27.0.i314, 4, !dbg !141
  %.195.i461 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i460, i32 %t0.sroa.35.0.i315, 5, !dbg !141
  %.198.i462 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i461, i32 %t166.i.i451, 6, !dbg !141
  %.201.i463 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i462, i32 %t167.i.i452, 7, !dbg !141
  %.204.i464 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i463, i32 %t171.i.i456, 8, !dbg !141
  %.207.i465 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i464, i32 %t172.i.i457, 9, !dbg !141
  %.210.i466 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i465, i32 0, 10, !dbg !141
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit491", !dbg !142

b10.i489:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit287"
  br label %b2.i301, !dbg !143

b12.i490:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit287"
  br label %b2.i301, !dbg !144

"github.com/kernlab/kern.kern.Rand.uint32.exit491": ; preds = %b2.i301, %b7.i467
  %.210.pn.i468 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i466, %b7.i467 ], [ %.263.i282, %b2.i301 ]
  %t0.sroa.11.0.i469 = phi i32 [ %t15.i302, %b7.i467 ], [ %t0.sroa.11.0.i265, %b2.i301 ], !dbg !122
  %t0.sroa.19.1.i470 = phi i32 [ %t0.sroa.19.0.i313, %b7.i467 ], [ %t0.sroa.19.1.i266, %b2.i301 ], !dbg !122
  %t0.sroa.27.1.i471 = phi i32 [ %t0.sroa.27.0.i314, %b7.i467 ], [ %t0.sroa.27.1.i267, %b2.i301 ], !dbg !122
  %t0.sroa.35.1.i472 = phi i32 [ %t0.sroa.35.0.i315, %b7.i467 ], [ %t0.sroa.35.1.i268, %b2.i301 ], !dbg !122
  %t0.sroa.42.0.i473 = phi i32 [ %t166.i.i451, %b7.i467 ], [ %t0.sroa.42.0.i269, %b2.i301 ], !dbg !122
  %t0.sroa.48.0.i474 = phi i32 [ %t167.i.i452, %b7.i467 ], [ %t0.sroa.48.0.i270, %b2.i301 ], !dbg !122
  %t0.sroa.54.0.i475 = phi i32 [ %t171.i.i456, %b7.i467 ], [ %t0.sroa.54.0.i271, %b2.i301 ], !dbg !122
  %t0.sroa.60.0.i476 = phi i32 [ %t172.i.i457, %b7.i467 ], [ %t0.sroa.60.0.i272, %b2.i301 ], !dbg !122
  %t0.sroa.66.0.i477 = phi i32 [ 0, %b7.i467 ], [ %t10.i299, %b2.i301 ], !dbg !122
  %.239.i478 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i468, i32 %t0.sroa.11.0.i469, 2, !dbg !145
  %.242.i479 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i478, i32 %t0.sroa.19.1.i470, 3, !dbg !145
  %.245.i480 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i479, i32 %t0.sroa.27.1.i471, 4, !dbg !145
  %.248.i481 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i480, i32 %t0.sroa.35.1.i472, 5, !dbg !145
  %.251.i482 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i481, i32 %t0.sroa.42.0.i473, 6, !dbg !145
  %.254.i483 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i482, i32 %t0.sroa.48.0.i474, 7, !dbg !145
  %.257.i484 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i483, i32 %t0.sroa.54.0.i475, 8, !dbg !145
  %.260.i485 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i484, i32 %t0.sroa.60.0.i476, 9, !dbg !145
  %.263.i486 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i485, i32 %t0.sroa.66.0.i477, 10, !dbg !145
  %t86 = zext i32 %t8.i96 to i64, !dbg !146
  %t87 = zext i32 %t8.i298 to i64, !dbg !147
  %t88 = shl nuw i64 %t87, 32, !dbg !148
  %t89 = or i64 %t88, %t86, !dbg !149
  %t90 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 1, !dbg !150
  store i64 %t89, ptr addrspace(1) %t90, align 8, !dbg !150
  switch i32 %t0.sroa.66.0.i477, label %b2.i505 [
    i32 0, label %b1.i501
    i32 1, label %b10.i693
    i32 2, label %b12.i694
  ], !dbg !151

b1.i501:                                          ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit491"
  br label %b2.i505, !dbg !153

b2.i505:                                          ; preds = %b12.i694, %b10.i693, %b1.i501, %"github.com/kernlab/kern.kern.Rand.uint32.exit491"
  %t8.i502 = phi i32 [ %t0.sroa.42.0.i473, %b1.i501 ], [ %t0.sroa.48.0.i474, %b10.i693 ], [ %t0.sroa.54.0.i475, %b12.i694 ], [ %t0.sroa.60.0.i476, %"github.com/kernlab/kern.kern.Rand.uint32.exit491" ]
  %t10.i503 = add i32 %t0.sroa.66.0.i477, 1, !dbg !154
  %t12.i504 = icmp eq i32 %t10.i503, 4, !dbg !155
  br i1 %t12.i504, label %b3.i508, label %"github.com/kernlab/kern.kern.Rand.uint32.exit695", !dbg !155

b3.i508:                                          ; preds = %b2.i505
  %t15.i506 = add i32 %t0.sroa.11.0.i469, 1, !dbg !156
  %t17.i507 = icmp eq i32 %t15.i506, 0, !dbg !157
  br i1 %t17.i507, label %b4.i511, label %b7.i671, !dbg !157

b4.i511:                                          ; preds = %b3.i508
  %t20.i509 = add i32 %t0.sroa.19.1.i470, 1, !dbg !158
  %t22.i510 = icmp eq i32 %t20.i509, 0, !dbg !159
  br i1 %t22.i510, label %b5.i516, label %b7.i671, !dbg !159

b5.i516:                                          ; preds = %b4.i511
  %t25.i512 = add i32 %t0.sroa.27.1.i471, 1, !dbg !160
  %t27.i513 = icmp eq i32 %t25.i512, 0, !dbg !161
  %t30.i514 = zext i1 %t27.i513 to i32, !dbg !161
  %spec.select33.i515 = add i32 %t0.sroa.35.1.i472, %t30.i514, !dbg !161
  br label %b7.i671, !dbg !161

b7.i671:                                          ; preds = %b5.i516, %b4.i511, %b3.i508
  %t0.sroa.19.0.i517 = phi i32 [ %t20.i509, %b4.i511 ], [ %t0.sroa.19.1.i470, %b3.i508 ], [ 0, %b5.i516 ], !dbg !162
  %t0.sroa.27.0.i518 = phi i32 [ %t0.sroa.27.1.i471, %b4.i511 ], [ %t0.sroa.27.1.i471, %b3.i508 ], [ %t25.i512, %b5.i516 ], !dbg !162
  %t0.sroa.35.0.i519 = phi i32 [ %t0.sroa.35.1.i472, %b4.i511 ], [ %t0.sroa.35.1.i472, %b3.i508 ], [ %spec.select33.i515, %b5.i516 ], !dbg !162
  %.108.i520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i468, 0, !dbg !163
  %.109.i521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i468, 1, !dbg !163
  %t15.i.i522 = zext i32 %t15.i506 to i64, !dbg !164
  %t16.i.i523 = mul nuw i64 %t15.i.i522, 3528531795, !dbg !166
  %t17.i.i524 = zext i32 %t0.sroa.27.0.i518 to i64, !dbg !167
  %t18.i.i525 = mul nuw i64 %t17.i.i524, 3449720151, !dbg !168
  %t19.i.i526 = lshr i64 %t18.i.i525, 32, !dbg !169
  %t20.i.i527 = trunc i64 %t19.i.i526 to i32, !dbg !170
  %t21.i.i528 = xor i32 %t0.sroa.19.0.i517, %.108.i520, !dbg !171
  %t22.i.i529 = xor i32 %t21.i.i528, %t20.i.i527, !dbg !172
  %t24.i.i530 = lshr i64 %t16.i.i523, 32, !dbg !173
  %t25.i.i531 = trunc i64 %t24.i.i530 to i32, !dbg !174
  %t26.i.i532 = xor i32 %.109.i521, %t25.i.i531, !dbg !175
  %t27.i.i533 = xor i32 %t26.i.i532, %t0.sroa.35.0.i519, !dbg !176
  %t29.i.i534 = add i32 %.108.i520, -1640531527, !dbg !177
  %t30.i.i535 = add i32 %.109.i521, -1150833019, !dbg !178
  %t31.i.i536 = zext i32 %t22.i.i529 to i64, !dbg !164
  %t32.i.i537 = mul nuw i64 %t31.i.i536, 3528531795, !dbg !166
  %t33.i.i538 = zext i32 %t27.i.i533 to i64, !dbg !167
  %t34.i.i539 = mul nuw i64 %t33.i.i538, 3449720151, !dbg !168
  %t35.i.i540 = lshr i64 %t34.i.i539, 32, !dbg !169
  %t371.i.i541 = xor i64 %t35.i.i540, %t18.i.i525, !dbg !171
  %t37.i.i542 = trunc i64 %t371.i.i541 to i32, !dbg !171
  %t38.i.i543 = xor i32 %t29.i.i534, %t37.i.i542, !dbg !172
  %t40.i.i544 = lshr i64 %t32.i.i537, 32, !dbg !173
  %t422.i.i545 = xor i64 %t40.i.i544, %t16.i.i523, !dbg !175
  %t42.i.i546 = trunc i64 %t422.i.i545 to i32, !dbg !175
  %t43.i.i547 = xor i32 %t30.i.i535, %t42.i.i546, !dbg !176
  %t45.i.i548 = add i32 %.108.i520, 1013904242, !dbg !177
  %t46.i.i549 = add i32 %.109.i521, 1993301258, !dbg !178
  %t47.i.i550 = zext i32 %t38.i.i543 to i64, !dbg !164
  %t48.i.i551 = mul nuw i64 %t47.i.i550, 3528531795, !dbg !166
  %t49.i.i552 = zext i32 %t43.i.i547 to i64, !dbg !167
  %t50.i.i553 = mul nuw i64 %t49.i.i552, 3449720151, !dbg !168
  %t51.i.i554 = lshr i64 %t50.i.i553, 32, !dbg !169
  %t533.i.i555 = xor i64 %t51.i.i554, %t34.i.i539, !dbg !171
  %t53.i.i556 = trunc i64 %t533.i.i555 to i32, !dbg !171
  %t54.i.i557 = xor i32 %t45.i.i548, %t53.i.i556, !dbg !172
  %t56.i.i558 = lshr i64 %t48.i.i551, 32, !dbg !173
  %t584.i.i559 = xor i64 %t56.i.i558, %t32.i.i537, !dbg !175
  %t58.i.i560 = trunc i64 %t584.i.i559 to i32, !dbg !175
  %t59.i.i561 = xor i32 %t46.i.i549, %t58.i.i560, !dbg !176
  %t61.i.i562 = add i32 %.108.i520, -626627285, !dbg !177
  %t62.i.i563 = add i32 %.109.i521, 842468239, !dbg !178
  %t63.i.i564 = zext i32 %t54.i.i557 to i64, !dbg !164
  %t64.i.i565 = mul nuw i64 %t63.i.i564, 3528531795, !dbg !166
  %t65.i.i566 = zext i32 %t59.i.i561 to i64, !dbg !167
  %t66.i.i567 = mul nuw i64 %t65.i.i566, 3449720151, !dbg !168
  %t67.i.i568 = lshr i64 %t66.i.i567, 32, !dbg !169
  %t695.i.i569 = xor i64 %t67.i.i568, %t50.i.i553, !dbg !171
  %t69.i.i570 = trunc i64 %t695.i.i569 to i32, !dbg !171
  %t70.i.i571 = xor i32 %t61.i.i562, %t69.i.i570, !dbg !172
  %t72.i.i572 = lshr i64 %t64.i.i565, 32, !dbg !173
  %t746.i.i573 = xor i64 %t72.i.i572, %t48.i.i551, !dbg !175
  %t74.i.i574 = trunc i64 %t746.i.i573 to i32, !dbg !175
  %t75.i.i575 = xor i32 %t62.i.i563, %t74.i.i574, !dbg !176
  %t77.i.i576 = add i32 %.108.i520, 2027808484, !dbg !177
  %t78.i.i577 = add i32 %.109.i521, -308364780, !dbg !178
  %t79.i.i578 = zext i32 %t70.i.i571 to i64, !dbg !164
  %t80.i.i579 = mul nuw i64 %t79.i.i578, 3528531795, !dbg !166
  %t81.i.i580 = zext i32 %t75.i.i575 to i64, !dbg !167
  %t82.i.i581 = mul nuw i64 %t81.i.i580, 3449720151, !dbg !168
  %t83.i.i582 = lshr i64 %t82.i.i581, 32, !dbg !169
  %t857.i.i583 = xor i64 %t83.i.i582, %t66.i.i567, !dbg !171
  %t85.i.i584 = trunc i64 %t857.i.i583 to i32, !dbg !171
  %t86.i.i585 = xor i32 %t77.i.i576, %t85.i.i584, !dbg !172
  %t88.i.i586 = lshr i64 %t80.i.i579, 32, !dbg !173
  %t908.i.i587 = xor i64 %t88.i.i586, %t64.i.i565, !dbg !175
  %t90.i.i588 = trunc i64 %t908.i.i587 to i32, !dbg !175
  %t91.i.i589 = xor i32 %t78.i.i577, %t90.i.i588, !dbg !176
  %t93.i.i590 = add i32 %.108.i520, 387276957, !dbg !177
  %t94.i.i591 = add i32 %.109.i521, -1459197799, !dbg !178
  %t95.i.i592 = zext i32 %t86.i.i585 to i64, !dbg !164
  %t96.i.i593 = mul nuw i64 %t95.i.i592, 3528531795, !dbg !166
  %t97.i.i594 = zext i32 %t91.i.i589 to i64, !dbg !167
  %t98.i.i595 = mul nuw i64 %t97.i.i594, 3449720151, !dbg !168
  %t99.i.i596 = lshr i64 %t98.i.i595, 32, !dbg !169
  %t1019.i.i597 = xor i64 %t99.i.i596, %t82.i.i581, !dbg !171
  %t101.i.i598 = trunc i64 %t1019.i.i597 to i32, !dbg !171
  %t102.i.i599 = xor i32 %t93.i.i590, %t101.i.i598, !dbg !172
  %t104.i.i600 = lshr i64 %t96.i.i593, 32, !dbg !173
  %t10610.i.i601 = xor i64 %t104.i.i600, %t80.i.i579, !dbg !175
  %t106.i.i602 = trunc i64 %t10610.i.i601 to i32, !dbg !175
  %t107.i.i603 = xor i32 %t94.i.i591, %t106.i.i602, !dbg !176
  %t109.i.i604 = add i32 %.108.i520, -1253254570, !dbg !177
  %t110.i.i605 = add i32 %.109.i521, 1684936478, !dbg !178
  %t111.i.i606 = zext i32 %t102.i.i599 to i64, !dbg !164
  %t112.i.i607 = mul nuw i64 %t111.i.i606, 3528531795, !dbg !166
  %t113.i.i608 = zext i32 %t107.i.i603 to i64, !dbg !167
  %t114.i.i609 = mul nuw i64 %t113.i.i608, 3449720151, !dbg !168
  %t115.i.i610 = lshr i64 %t114.i.i609, 32, !dbg !169
  %t11711.i.i611 = xor i64 %t115.i.i610, %t98.i.i595, !dbg !171
  %t117.i.i612 = trunc i64 %t11711.i.i611 to i32, !dbg !171
  %t118.i.i613 = xor i32 %t109.i.i604, %t117.i.i612, !dbg !172
  %t120.i.i614 = lshr i64 %t112.i.i607, 32, !dbg !173
  %t12212.i.i615 = xor i64 %t120.i.i614, %t96.i.i593, !dbg !175
  %t122.i.i616 = trunc i64 %t12212.i.i615 to i32, !dbg !175
  %t123.i.i617 = xor i32 %t110.i.i605, %t122.i.i616, !dbg !176
  %t125.i.i618 = add i32 %.108.i520, 1401181199, !dbg !177
  %t126.i.i619 = add i32 %.109.i521, 534103459, !dbg !178
  %t127.i.i620 = zext i32 %t118.i.i613 to i64, !dbg !164
  %t128.i.i621 = mul nuw i64 %t127.i.i620, 3528531795, !dbg !166
  %t129.i.i622 = zext i32 %t123.i.i617 to i64, !dbg !167
  %t130.i.i623 = mul nuw i64 %t129.i.i622, 3449720151, !dbg !168
  %t131.i.i624 = lshr i64 %t130.i.i623, 32, !dbg !169
  %t13313.i.i625 = xor i64 %t131.i.i624, %t114.i.i609, !dbg !171
  %t133.i.i626 = trunc i64 %t13313.i.i625 to i32, !dbg !171
  %t134.i.i627 = xor i32 %t125.i.i618, %t133.i.i626, !dbg !172
  %t136.i.i628 = lshr i64 %t128.i.i621, 32, !dbg !173
  %t13814.i.i629 = xor i64 %t136.i.i628, %t112.i.i607, !dbg !175
  %t138.i.i630 = trunc i64 %t13814.i.i629 to i32, !dbg !175
  %t139.i.i631 = xor i32 %t126.i.i619, %t138.i.i630, !dbg !176
  %t141.i.i632 = add i32 %.108.i520, -239350328, !dbg !177
  %t142.i.i633 = add i32 %.109.i521, -616729560, !dbg !178
  %t143.i.i634 = zext i32 %t134.i.i627 to i64, !dbg !164
  %t144.i.i635 = mul nuw i64 %t143.i.i634, 3528531795, !dbg !166
  %t145.i.i636 = zext i32 %t139.i.i631 to i64, !dbg !167
  %t146.i.i637 = mul nuw i64 %t145.i.i636, 3449720151, !dbg !168
  %t147.i.i638 = lshr i64 %t146.i.i637, 32, !dbg !169
  %t14915.i.i639 = xor i64 %t147.i.i638, %t130.i.i623, !dbg !171
  %t149.i.i640 = trunc i64 %t14915.i.i639 to i32, !dbg !171
  %t150.i.i641 = xor i32 %t141.i.i632, %t149.i.i640, !dbg !172
  %t152.i.i642 = lshr i64 %t144.i.i635, 32, !dbg !173
  %t15416.i.i643 = xor i64 %t152.i.i642, %t128.i.i621, !dbg !175
  %t154.i.i644 = trunc i64 %t15416.i.i643 to i32, !dbg !175
  %t155.i.i645 = xor i32 %t142.i.i633, %t154.i.i644, !dbg !176
  %t157.i.i646 = add i32 %.108.i520, -1879881855, !dbg !177
  %t158.i.i647 = add i32 %.109.i521, -1767562579, !dbg !178
  %t159.i.i648 = zext i32 %t150.i.i641 to i64, !dbg !164
  %t160.i.i649 = mul nuw i64 %t159.i.i648, 3528531795, !dbg !166
  %t161.i.i650 = zext i32 %t155.i.i645 to i64, !dbg !167
  %t162.i.i651 = mul nuw i64 %t161.i.i650, 3449720151, !dbg !168
  %t163.i.i652 = lshr i64 %t162.i.i651, 32, !dbg !169
  %t16517.i.i653 = xor i64 %t163.i.i652, %t146.i.i637, !dbg !171
  %t165.i.i654 = trunc i64 %t16517.i.i653 to i32, !dbg !171
  %t166.i.i655 = xor i32 %t157.i.i646, %t165.i.i654, !dbg !172
  %t167.i.i656 = trunc i64 %t162.i.i651 to i32, !dbg !179
  %t168.i.i657 = lshr i64 %t160.i.i649, 32, !dbg !173
  %t17018.i.i658 = xor i64 %t168.i.i657, %t144.i.i635, !dbg !175
  %t170.i.i659 = trunc i64 %t17018.i.i658 to i32, !dbg !175
  %t171.i.i660 = xor i32 %t158.i.i647, %t170.i.i659, !dbg !176
  %t172.i.i661 = trunc i64 %t160.i.i649 to i32, !dbg !180
  %.186.i662 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i486, i32 %t15.i506, 2, !dbg !181
  %.189.i663 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i662, i32 %t0.sroa.19.0.i517, 3, !dbg !181
  %.192.i664 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i663, i32 %t0.sroa.27.0.i518, 4, !dbg !181
  %.195.i665 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i664, i32 %t0.sroa.35.0.i519, 5, !dbg !181
  %.198.i666 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i665, i32 %t166.i.i655, 6, !dbg !181
  %.201.i667 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i666, i32 %t167.i.i656, 7, !dbg !181
  %.204.i668 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i667, i32 %t171.i.i660, 8, !dbg !181
  %.207.i669 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i668, i32 %t172.i.i661, 9, !dbg !181
  %.210.i670 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i669, i32 0, 10, !dbg !181
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit695", !dbg !182

b10.i693:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit491"
  br label %b2.i505, !dbg !183

b12.i694:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit491"
  br label %b2.i505, !dbg !184

"github.com/kernlab/kern.kern.Rand.uint32.exit695": ; preds = %b2.i505, %b7.i671
  %.210.pn.i672 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i670, %b7.i671 ], [ %.263.i486, %b2.i505 ]
  %t0.sroa.11.0.i673 = phi i32 [ %t15.i506, %b7.i671 ], [ %t0.sroa.11.0.i469, %b2.i505 ], !dbg !162
  %t0.sroa.19.1.i674 = phi i32 [ %t0.sroa.19.0.i517, %b7.i671 ], [ %t0.sroa.19.1.i470, %b2.i505 ], !dbg !162
  %t0.sroa.27.1.i675 = phi i32 [ %t0.sroa.27.0.i518, %b7.i671 ], [ %t0.sroa.27.1.i471, %b2.i505 ], !dbg !162
  %t0.sroa.35.1.i676 = phi i32 [ %t0.sroa.35.0.i519, %b7.i671 ], [ %t0.sroa.35.1.i472, %b2.i505 ], !dbg !162
  %t0.sroa.42.0.i677 = phi i32 [ %t166.i.i655, %b7.i671 ], [ %t0.sroa.42.0.i473, %b2.i505 ], !dbg !162
  %t0.sroa.48.0.i678 = phi i32 [ %t167.i.i656, %b7.i671 ], [ %t0.sroa.48.0.i474, %b2.i505 ], !dbg !162
  %t0.sroa.54.0.i679 = phi i32 [ %t171.i.i660, %b7.i671 ], [ %t0.sroa.54.0.i475, %b2.i505 ], !dbg !162
  %t0.sroa.60.0.i680 = phi i32 [ %t172.i.i661, %b7.i671 ], [ %t0.sroa.60.0.i476, %b2.i505 ], !dbg !162
  %t0.sroa.66.0.i681 = phi i32 [ 0, %b7.i671 ], [ %t10.i503, %b2.i505 ], !dbg !162
  %.239.i682 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i672, i32 %t0.sroa.11.0.i673, 2, !dbg !185
  %.242.i683 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i682, i32 %t0.sroa.19.1.i674, 3, !dbg !185
  %.245.i684 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i683, i32 %t0.sroa.27.1.i675, 4, !dbg !185
  %.248.i685 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i684, i32 %t0.sroa.35.1.i676, 5, !dbg !185
  %.251.i686 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i685, i32 %t0.sroa.42.0.i677, 6, !dbg !185
  %.254.i687 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i686, i32 %t0.sroa.48.0.i678, 7, !dbg !185
  %.257.i688 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i687, i32 %t0.sroa.54.0.i679, 8, !dbg !185
  %.260.i689 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i688, i32 %t0.sroa.60.0.i680, 9, !dbg !185
  %.263.i690 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i689, i32 %t0.sroa.66.0.i681, 10, !dbg !185
  %t95 = lshr i32 %t8.i502, 8, !dbg !186
  %t96 = uitofp i32 %t95 to float, !dbg !187
  %t97 = fmul float %t96, 0x3E70000000000000, !dbg !188
  %t98 = bitcast float %t97 to i32, !dbg !189
  %t99 = zext i32 %t98 to i64, !dbg !190
  %t100 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 2, !dbg !191
  store i64 %t99, ptr addrspace(1) %t100, align 8, !dbg !191
  switch i32 %t0.sroa.66.0.i681, label %b2.i709 [
    i32 0, label %b1.i705
    i32 1, label %b10.i897
    i32 2, label %b12.i898
  ], !dbg !192

b1.i705:                                          ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit695"
  br label %b2.i709, !dbg !194

b2.i709:                                          ; preds = %b12.i898, %b10.i897, %b1.i705, %"github.com/kernlab/kern.kern.Rand.uint32.exit695"
  %t8.i706 = phi i32 [ %t0.sroa.42.0.i677, %b1.i705 ], [ %t0.sroa.48.0.i678, %b10.i897 ], [ %t0.sroa.54.0.i679, %b12.i898 ], [ %t0.sroa.60.0.i680, %"github.com/kernlab/kern.kern.Rand.uint32.exit695" ]
  %t10.i707 = add i32 %t0.sroa.66.0.i681, 1, !dbg !195
  %t12.i708 = icmp eq i32 %t10.i707, 4, !dbg !196
  br i1 %t12.i708, label %b3.i712, label %"github.com/kernlab/kern.kern.Rand.uint32.exit899", !dbg !196

b3.i712:                                          ; preds = %b2.i709
  %t15.i710 = add i32 %t0.sroa.11.0.i673, 1, !dbg !197
  %t17.i711 = icmp eq i32 %t15.i710, 0, !dbg !198
  br i1 %t17.i711, label %b4.i715, label %b7.i875, !dbg !198

b4.i715:                                          ; preds = %b3.i712
  %t20.i713 = add i32 %t0.sroa.19.1.i674, 1, !dbg !199
  %t22.i714 = icmp eq i32 %t20.i713, 0, !dbg !200
  br i1 %t22.i714, label %b5.i720, label %b7.i875, !dbg !200

b5.i720:                                          ; preds = %b4.i715
  %t25.i716 = add i32 %t0.sroa.27.1.i675, 1, !dbg !201
  %t27.i717 = icmp eq i32 %t25.i716, 0, !dbg !202
  %t30.i718 = zext i1 %t27.i717 to i32, !dbg !202
  %spec.select33.i719 = add i32 %t0.sroa.35.1.i676, %t30.i718, !dbg !202
  br label %b7.i875, !dbg !202

b7.i875:                                          ; preds = %b5.i720, %b4.i715, %b3.i712
  %t0.sroa.19.0.i721 = phi i32 [ %t20.i713, %b4.i715 ], [ %t0.sroa.19.1.i674, %b3.i712 ], [ 0, %b5.i720 ], !dbg !203
  %t0.sroa.27.0.i722 = phi i32 [ %t0.sroa.27.1.i675, %b4.i715 ], [ %t0.sroa.27.1.i675, %b3.i712 ], [ %t25.i716, %b5.i720 ], !dbg !203
  %t0.sroa.35.0.i723 = phi i32 [ %t0.sroa.35.1.i676, %b4.i715 ], [ %t0.sroa.35.1.i676, %b3.i712 ], [ %spec.select33.i719, %b5.i720 ], !dbg !203
  %.108.i724 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i672, 0, !dbg !204
  %.109.i725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i672, 1, !dbg !204
  %t15.i.i726 = zext i32 %t15.i710 to i64, !dbg !205
  %t16.i.i727 = mul nuw i64 %t15.i.i726, 3528531795, !dbg !207
  %t17.i.i728 = zext i32 %t0.sroa.27.0.i722 to i64, !dbg !208
  %t18.i.i729 = mul nuw i64 %t17.i.i728, 3449720151, !dbg !209
  %t19.i.i730 = lshr i64 %t18.i.i729, 32, !dbg !210
  %t20.i.i731 = trunc i64 %t19.i.i730 to i32, !dbg !211
  %t21.i.i732 = xor i32 %t0.sroa.19.0.i721, %.108.i724, !dbg !212
  %t22.i.i733 = xor i32 %t21.i.i732, %t20.i.i731, !dbg !213
  %t24.i.i734 = lshr i64 %t16.i.i727, 32, !dbg !214
  %t25.i.i735 = trunc i64 %t24.i.i734 to i32, !dbg !215
  %t26.i.i736 = xor i32 %.109.i725, %t25.i.i735, !dbg !216
  %t27.i.i737 = xor i32 %t26.i.i736, %t0.sroa.35.0.i723, !dbg !217
  %t29.i.i738 = add i32 %.108.i724, -1640531527, !dbg !218
  %t30.i.i739 = add i32 %.109.i725, -1150833019, !dbg !219
  %t31.i.i740 = zext i32 %t22.i.i733 to i64, !dbg !205
  %t32.i.i741 = mul nuw i64 %t31.i.i740, 3528531795, !dbg !207
  %t33.i.i742 = zext i32 %t27.i.i737 to i64, !dbg !208
  %t34.i.i743 = mul nuw i64 %t33.i.i742, 3449720151, !dbg !209
  %t35.i.i744 = lshr i64 %t34.i.i743, 32, !dbg !210
  %t371.i.i745 = xor i64 %t35.i.i744, %t18.i.i729, !dbg !212
  %t37.i.i746 = trunc i64 %t371.i.i745 to i32, !dbg !212
  %t38.i.i747 = xor i32 %t29.i.i738, %t37.i.i746, !dbg !213
  %t40.i.i748 = lshr i64 %t32.i.i741, 32, !dbg !214
  %t422.i.i749 = xor i64 %t40.i.i748, %t16.i.i727, !dbg !216
  %t42.i.i750 = trunc i64 %t422.i.i749 to i32, !dbg !216
  %t43.i.i751 = xor i32 %t30.i.i739, %t42.i.i750, !dbg !217
  %t45.i.i752 = add i32 %.108.i724, 1013904242, !dbg !218
  %t46.i.i753 = add i32 %.109.i725, 1993301258, !dbg !219
  %t47.i.i754 = zext i32 %t38.i.i747 to i64, !dbg !205
  %t48.i.i755 = mul nuw i64 %t47.i.i754, 3528531795, !dbg !207
  %t49.i.i756 = zext i32 %t43.i.i751 to i64, !dbg !208
  %t50.i.i757 = mul nuw i64 %t49.i.i756, 3449720151, !dbg !209
  %t51.i.i758 = lshr i64 %t50.i.i757, 32, !dbg !210
  %t533.i.i759 = xor i64 %t51.i.i758, %t34.i.i743, !dbg !212
  %t53.i.i760 = trunc i64 %t533.i.i759 to i32, !dbg !212
  %t54.i.i761 = xor i32 %t45.i.i752, %t53.i.i760, !dbg !213
  %t56.i.i762 = lshr i64 %t48.i.i755, 32, !dbg !214
  %t584.i.i763 = xor i64 %t56.i.i762, %t32.i.i741, !dbg !216
  %t58.i.i764 = trunc i64 %t584.i.i763 to i32, !dbg !216
  %t59.i.i765 = xor i32 %t46.i.i753, %t58.i.i764, !dbg !217
  %t61.i.i766 = add i32 %.108.i724, -626627285, !dbg !218
  %t62.i.i767 = add i32 %.109.i725, 842468239, !dbg !219
  %t63.i.i768 = zext i32 %t54.i.i761 to i64, !dbg !205
  %t64.i.i769 = mul nuw i64 %t63.i.i768, 3528531795, !dbg !207
  %t65.i.i770 = zext i32 %t59.i.i765 to i64, !dbg !208
  %t66.i.i771 = mul nuw i64 %t65.i.i770, 3449720151, !dbg !209
  %t67.i.i772 = lshr i64 %t66.i.i771, 32, !dbg !210
  %t695.i.i773 = xor i64 %t67.i.i772, %t50.i.i757, !dbg !212
  %t69.i.i774 = trunc i64 %t695.i.i773 to i32, !dbg !212
  %t70.i.i775 = xor i32 %t61.i.i766, %t69.i.i774, !dbg !213
  %t72.i.i776 = lshr i64 %t64.i.i769, 32, !dbg !214
  %t746.i.i777 = xor i64 %t72.i.i776, %t48.i.i755, !dbg !216
  %t74.i.i778 = trunc i64 %t746.i.i777 to i32, !dbg !216
  %t75.i.i779 = xor i32 %t62.i.i767, %t74.i.i778, !dbg !217
  %t77.i.i780 = add i32 %.108.i724, 2027808484, !dbg !218
  %t78.i.i781 = add i32 %.109.i725, -308364780, !dbg !219
  %t79.i.i782 = zext i32 %t70.i.i775 to i64, !dbg !205
  %t80.i.i783 = mul nuw i64 %t79.i.i782, 3528531795, !dbg !207
  %t81.i.i784 = zext i32 %t75.i.i779 to i64, !dbg !208
  %t82.i.i785 = mul nuw i64 %t81.i.i784, 3449720151, !dbg !209
  %t83.i.i786 = lshr i64 %t82.i.i785, 32, !dbg !210
  %t857.i.i787 = xor i64 %t83.i.i786, %t66.i.i771, !dbg !212
  %t85.i.i788 = trunc i64 %t857.i.i787 to i32, !dbg !212
  %t86.i.i789 = xor i32 %t77.i.i780, %t85.i.i788, !dbg !213
  %t88.i.i790 = lshr i64 %t80.i.i783, 32, !dbg !214
  %t908.i.i791 = xor i64 %t88.i.i790, %t64.i.i769, !dbg !216
  %t90.i.i792 = trunc i64 %t908.i.i791 to i32, !dbg !216
  %t91.i.i793 = xor i32 %t78.i.i781, %t90.i.i792, !dbg !217
  %t93.i.i794 = add i32 %.108.i724, 387276957, !dbg !218
  %t94.i.i795 = add i32 %.109.i725, -1459197799, !dbg !219
  %t95.i.i796 = zext i32 %t86.i.i789 to i64, !dbg !205
  %t96.i.i797 = mul nuw i64 %t95.i.i796, 3528531795, !dbg !207
  %t97.i.i798 = zext i32 %t91.i.i793 to i64, !dbg !208
  %t98.i.i799 = mul nuw i64 %t97.i.i798, 3449720151, !dbg !209
  %t99.i.i800 = lshr i64 %t98.i.i799, 32, !dbg !210
  %t1019.i.i801 = xor i64 %t99.i.i800, %t82.i.i785, !dbg !212
  %t101.i.i802 = trunc i64 %t1019.i.i801 to i32, !dbg !212
  %t102.i.i803 = xor i32 %t93.i.i794, %t101.i.i802, !dbg !213
  %t104.i.i804 = lshr i64 %t96.i.i797, 32, !dbg !214
  %t10610.i.i805 = xor i64 %t104.i.i804, %t80.i.i783, !dbg !216
  %t106.i.i806 = trunc i64 %t10610.i.i805 to i32, !dbg !216
  %t107.i.i807 = xor i32 %t94.i.i795, %t106.i.i806, !dbg !217
  %t109.i.i808 = add i32 %.108.i724, -1253254570, !dbg !218
  %t110.i.i809 = add i32 %.109.i725, 1684936478, !dbg !219
  %t111.i.i810 = zext i32 %t102.i.i803 to i64, !dbg !205
  %t112.i.i811 = mul nuw i64 %t111.i.i810, 3528531795, !dbg !207
  %t113.i.i812 = zext i32 %t107.i.i807 to i64, !dbg !208
  %t114.i.i813 = mul nuw i64 %t113.i.i812, 3449720151, !dbg !209
  %t115.i.i814 = lshr i64 %t114.i.i813, 32, !dbg !210
  %t11711.i.i815 = xor i64 %t115.i.i814, %t98.i.i799, !dbg !212
  %t117.i.i816 = trunc i64 %t11711.i.i815 to i32, !dbg !212
  %t118.i.i817 = xor i32 %t109.i.i808, %t117.i.i816, !dbg !213
  %t120.i.i818 = lshr i64 %t112.i.i811, 32, !dbg !214
  %t12212.i.i819 = xor i64 %t120.i.i818, %t96.i.i797, !dbg !216
  %t122.i.i820 = trunc i64 %t12212.i.i819 to i32, !dbg !216
  %t123.i.i821 = xor i32 %t110.i.i809, %t122.i.i820, !dbg !217
  %t125.i.i822 = add i32 %.108.i724, 1401181199, !dbg !218
  %t126.i.i823 = add i32 %.109.i725, 534103459, !dbg !219
  %t127.i.i824 = zext i32 %t118.i.i817 to i64, !dbg !205
  %t128.i.i825 = mul nuw i64 %t127.i.i824, 3528531795, !dbg !207
  %t129.i.i826 = zext i32 %t123.i.i821 to i64, !dbg !208
  %t130.i.i827 = mul nuw i64 %t129.i.i826, 3449720151, !dbg !209
  %t131.i.i828 = lshr i64 %t130.i.i827, 32, !dbg !210
  %t13313.i.i829 = xor i64 %t131.i.i828, %t114.i.i813, !dbg !212
  %t133.i.i830 = trunc i64 %t13313.i.i829 to i32, !dbg !212
  %t134.i.i831 = xor i32 %t125.i.i822, %t133.i.i830, !dbg !213
  %t136.i.i832 = lshr i64 %t128.i.i825, 32, !dbg !214
  %t13814.i.i833 = xor i64 %t136.i.i832, %t112.i.i811, !dbg !216
  %t138.i.i834 = trunc i64 %t13814.i.i833 to i32, !dbg !216
  %t139.i.i835 = xor i32 %t126.i.i823, %t138.i.i834, !dbg !217
  %t141.i.i836 = add i32 %.108.i724, -239350328, !dbg !218
  %t142.i.i837 = add i32 %.109.i725, -616729560, !dbg !219
  %t143.i.i838 = zext i32 %t134.i.i831 to i64, !dbg !205
  %t144.i.i839 = mul nuw i64 %t143.i.i838, 3528531795, !dbg !207
  %t145.i.i840 = zext i32 %t139.i.i835 to i64, !dbg !208
  %t146.i.i841 = mul nuw i64 %t145.i.i840, 3449720151, !dbg !209
  %t147.i.i842 = lshr i64 %t146.i.i841, 32, !dbg !210
  %t14915.i.i843 = xor i64 %t147.i.i842, %t130.i.i827, !dbg !212
  %t149.i.i844 = trunc i64 %t14915.i.i843 to i32, !dbg !212
  %t150.i.i845 = xor i32 %t141.i.i836, %t149.i.i844, !dbg !213
  %t152.i.i846 = lshr i64 %t144.i.i839, 32, !dbg !214
  %t15416.i.i847 = xor i64 %t152.i.i846, %t128.i.i825, !dbg !216
  %t154.i.i848 = trunc i64 %t15416.i.i847 to i32, !dbg !216
  %t155.i.i849 = xor i32 %t142.i.i837, %t154.i.i848, !dbg !217
  %t157.i.i850 = add i32 %.108.i724, -1879881855, !dbg !218
  %t158.i.i851 = add i32 %.109.i725, -1767562579, !dbg !219
  %t159.i.i852 = zext i32 %t150.i.i845 to i64, !dbg !205
  %t160.i.i853 = mul nuw i64 %t159.i.i852, 3528531795, !dbg !207
  %t161.i.i854 = zext i32 %t155.i.i849 to i64, !dbg !208
  %t162.i.i855 = mul nuw i64 %t161.i.i854, 3449720151, !dbg !209
  %t163.i.i856 = lshr i64 %t162.i.i855, 32, !dbg !210
  %t16517.i.i857 = xor i64 %t163.i.i856, %t146.i.i841, !dbg !212
  %t165.i.i858 = trunc i64 %t16517.i.i857 to i32, !dbg !212
  %t166.i.i859 = xor i32 %t157.i.i850, %t165.i.i858, !dbg !213
  %t167.i.i860 = trunc i64 %t162.i.i855 to i32, !dbg !220
  %t168.i.i861 = lshr i64 %t160.i.i853, 32, !dbg !214
  %t17018.i.i862 = xor i64 %t168.i.i861, %t144.i.i839, !dbg !216
  %t170.i.i863 = trunc i64 %t17018.i.i862 to i32, !dbg !216
  %t171.i.i864 = xor i32 %t158.i.i851, %t170.i.i863, !dbg !217
  %t172.i.i865 = trunc i64 %t160.i.i853 to i32, !dbg !221
  %.186.i866 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i690, i32 %t15.i710, 2, !dbg !222
  %.189.i867 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i866, i32 %t0.sroa.19.0.i721, 3, !dbg !222
  %.192.i868 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i867, i32 %t0.sroa.27.0.i722, 4, !dbg !222
  %.195.i869 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i868, i32 %t0.sroa.35.0.i723, 5, !dbg !222
  %.198.i870 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i869, i32 %t166.i.i859, 6, !dbg !222
  %.201.i871 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i870, i32 %t167.i.i860, 7, !dbg !222
  %.204.i872 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i871, i32 %t171.i.i864, 8, !dbg !222
  %.207.i873 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i872, i32 %t172.i.i865, 9, !dbg !222
  %.210.i874 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i873, i32 0, 10, !dbg !222
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit899", !dbg !223

b10.i897:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit695"
  br label %b2.i709, !dbg !224

b12.i898:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit695"
  br label %b2.i709, !dbg !225

"github.com/kernlab/kern.kern.Rand.uint32.exit899": ; preds = %b2.i709, %b7.i875
  %.210.pn.i876 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i874, %b7.i875 ], [ %.263.i690, %b2.i709 ]
  %t0.sroa.11.0.i877 = phi i32 [ %t15.i710, %b7.i875 ], [ %t0.sroa.11.0.i673, %b2.i709 ], !dbg !203
  %t0.sroa.19.1.i878 = phi i32 [ %t0.sroa.19.0.i721, %b7.i875 ], [ %t0.sroa.19.1.i674, %b2.i709 ], !dbg !203
  %t0.sroa.27.1.i879 = phi i32 [ %t0.sroa.27.0.i722, %b7.i875 ], [ %t0.sroa.27.1.i675, %b2.i709 ], !dbg !203
  %t0.sroa.35.1.i880 = phi i32 [ %t0.sroa.35.0.i723, %b7.i875 ], [ %t0.sroa.35.1.i676, %b2.i709 ], !dbg !203
  %t0.sroa.42.0.i881 = phi i32 [ %t166.i.i859, %b7.i875 ], [ %t0.sroa.42.0.i677, %b2.i709 ], !dbg !203
  %t0.sroa.48.0.i882 = phi i32 [ %t167.i.i860, %b7.i875 ], [ %t0.sroa.48.0.i678, %b2.i709 ], !dbg !203
  %t0.sroa.54.0.i883 = phi i32 [ %t171.i.i864, %b7.i875 ], [ %t0.sroa.54.0.i679, %b2.i709 ], !dbg !203
  %t0.sroa.60.0.i884 = phi i32 [ %t172.i.i865, %b7.i875 ], [ %t0.sroa.60.0.i680, %b2.i709 ], !dbg !203
  %t0.sroa.66.0.i885 = phi i32 [ 0, %b7.i875 ], [ %t10.i707, %b2.i709 ], !dbg !203
  %.239.i886 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i876, i32 %t0.sroa.11.0.i877, 2, !dbg !226
  %.242.i887 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i886, i32 %t0.sroa.19.1.i878, 3, !dbg !226
  %.245.i888 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i887, i32 %t0.sroa.27.1.i879, 4, !dbg !226
  %.248.i889 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i888, i32 %t0.sroa.35.1.i880, 5, !dbg !226
  %.251.i890 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i889, i32 %t0.sroa.42.0.i881, 6, !dbg !226
  %.254.i891 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i890, i32 %t0.sroa.48.0.i882, 7, !dbg !226
  %.257.i892 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i891, i32 %t0.sroa.54.0.i883, 8, !dbg !226
  %.260.i893 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i892, i32 %t0.sroa.60.0.i884, 9, !dbg !226
  %.263.i894 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i893, i32 %t0.sroa.66.0.i885, 10, !dbg !226
  switch i32 %t0.sroa.66.0.i885, label %b2.i913 [
    i32 0, label %b1.i909
    i32 1, label %b10.i1101
    i32 2, label %b12.i1102
  ], !dbg !227

b1.i909:                                          ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit899"
  br label %b2.i913, !dbg !229

b2.i913:                                          ; preds = %b12.i1102, %b10.i1101, %b1.i909, %"github.com/kernlab/kern.kern.Rand.uint32.exit899"
  %t8.i910 = phi i32 [ %t0.sroa.42.0.i881, %b1.i909 ], [ %t0.sroa.48.0.i882, %b10.i1101 ], [ %t0.sroa.54.0.i883, %b12.i1102 ], [ %t0.sroa.60.0.i884, %"github.com/kernlab/kern.kern.Rand.uint32.exit899" ]
  %t10.i911 = add i32 %t0.sroa.66.0.i885, 1, !dbg !230
  %t12.i912 = icmp eq i32 %t10.i911, 4, !dbg !231
  br i1 %t12.i912, label %b3.i916, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1103", !dbg !231

b3.i916:                                          ; preds = %b2.i913
  %t15.i914 = add i32 %t0.sroa.11.0.i877, 1, !dbg !232
  %t17.i915 = icmp eq i32 %t15.i914, 0, !dbg !233
  br i1 %t17.i915, label %b4.i919, label %b7.i1079, !dbg !233

b4.i919:                                          ; preds = %b3.i916
  %t20.i917 = add i32 %t0.sroa.19.1.i878, 1, !dbg !234
  %t22.i918 = icmp eq i32 %t20.i917, 0, !dbg !235
  br i1 %t22.i918, label %b5.i924, label %b7.i1079, !dbg !235

b5.i924:                                          ; preds = %b4.i919
  %t25.i920 = add i32 %t0.sroa.27.1.i879, 1, !dbg !236
  %t27.i921 = icmp eq i32 %t25.i920, 0, !dbg !237
  %t30.i922 = zext i1 %t27.i921 to i32, !dbg !237
  %spec.select33.i923 = add i32 %t0.sroa.35.1.i880, %t30.i922, !dbg !237
  br label %b7.i1079, !dbg !237

b7.i1079:                                         ; preds = %b5.i924, %b4.i919, %b3.i916
  %t0.sroa.19.0.i925 = phi i32 [ %t20.i917, %b4.i919 ], [ %t0.sroa.19.1.i878, %b3.i916 ], [ 0, %b5.i924 ], !dbg !238
  %t0.sroa.27.0.i926 = phi i32 [ %t0.sroa.27.1.i879, %b4.i919 ], [ %t0.sroa.27.1.i879, %b3.i916 ], [ %t25.i920, %b5.i924 ], !dbg !238
  %t0.sroa.35.0.i927 = phi i32 [ %t0.sroa.35.1.i880, %b4.i919 ], [ %t0.sroa.35.1.i880, %b3.i916 ], [ %spec.select33.i923, %b5.i924 ], !dbg !238
  %.108.i928 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i876, 0, !dbg !239
  %.109.i929 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i876, 1, !dbg !239
  %t15.i.i930 = zext i32 %t15.i914 to i64, !dbg !240
  %t16.i.i931 = mul nuw i64 %t15.i.i930, 3528531795, !dbg !242
  %t17.i.i932 = zext i32 %t0.sroa.27.0.i926 to i64, !dbg !243
  %t18.i.i933 = mul nuw i64 %t17.i.i932, 3449720151, !dbg !244
  %t19.i.i934 = lshr i64 %t18.i.i933, 32, !dbg !245
  %t20.i.i935 = trunc i64 %t19.i.i934 to i32, !dbg !246
  %t21.i.i936 = xor i32 %t0.sroa.19.0.i925, %.108.i928, !dbg !247
  %t22.i.i937 = xor i32 %t21.i.i936, %t20.i.i935, !dbg !248
  %t24.i.i938 = lshr i64 %t16.i.i931, 32, !dbg !249
  %t25.i.i939 = trunc i64 %t24.i.i938 to i32, !dbg !250
  %t26.i.i940 = xor i32 %.109.i929, %t25.i.i939, !dbg !251
  %t27.i.i941 = xor i32 %t26.i.i940, %t0.sroa.35.0.i927, !dbg !252
  %t29.i.i942 = add i32 %.108.i928, -1640531527, !dbg !253
  %t30.i.i943 = add i32 %.109.i929, -1150833019, !dbg !254
  %t31.i.i944 = zext i32 %t22.i.i937 to i64, !dbg !240
  %t32.i.i945 = mul nuw i64 %t31.i.i944, 3528531795, !dbg !242
  %t33.i.i946 = zext i32 %t27.i.i941 to i64, !dbg !243
  %t34.i.i947 = mul nuw i64 %t33.i.i946, 3449720151, !dbg !244
  %t35.i.i948 = lshr i64 %t34.i.i947, 32, !dbg !245
  %t371.i.i949 = xor i64 %t35.i.i948, %t18.i.i933, !dbg !247
  %t37.i.i950 = trunc i64 %t371.i.i949 to i32, !dbg !247
  %t38.i.i951 = xor i32 %t29.i.i942, %t37.i.i950, !dbg !248
  %t40.i.i952 = lshr i64 %t32.i.i945, 32, !dbg !249
  %t422.i.i953 = xor i64 %t40.i.i952, %t16.i.i931, !dbg !251
  %t42.i.i954 = trunc i64 %t422.i.i953 to i32, !dbg !251
  %t43.i.i955 = xor i32 %t30.i.i943, %t42.i.i954, !dbg !252
  %t45.i.i956 = add i32 %.108.i928, 1013904242, !dbg !253
  %t46.i.i957 = add i32 %.109.i929, 1993301258, !dbg !254
  %t47.i.i958 = zext i32 %t38.i.i951 to i64, !dbg !240
  %t48.i.i959 = mul nuw i64 %t47.i.i958, 3528531795, !dbg !242
  %t49.i.i960 = zext i32 %t43.i.i955 to i64, !dbg !243
  %t50.i.i961 = mul nuw i64 %t49.i.i960, 3449720151, !dbg !244
  %t51.i.i962 = lshr i64 %t50.i.i961, 32, !dbg !245
  %t533.i.i963 = xor i64 %t51.i.i962, %t34.i.i947, !dbg !247
  %t53.i.i964 = trunc i64 %t533.i.i963 to i32, !dbg !247
  %t54.i.i965 = xor i32 %t45.i.i956, %t53.i.i964, !dbg !248
  %t56.i.i966 = lshr i64 %t48.i.i959, 32, !dbg !249
  %t584.i.i967 = xor i64 %t56.i.i966, %t32.i.i945, !dbg !251
  %t58.i.i968 = trunc i64 %t584.i.i967 to i32, !dbg !251
  %t59.i.i969 = xor i32 %t46.i.i957, %t58.i.i968, !dbg !252
  %t61.i.i970 = add i32 %.108.i928, -626627285, !dbg !253
  %t62.i.i971 = add i32 %.109.i929, 842468239, !dbg !254
  %t63.i.i972 = zext i32 %t54.i.i965 to i64, !dbg !240
  %t64.i.i973 = mul nuw i64 %t63.i.i972, 3528531795, !dbg !242
  %t65.i.i974 = zext i32 %t59.i.i969 to i64, !dbg !243
  %t66.i.i975 = mul nuw i64 %t65.i.i974, 3449720151, !dbg !244
  %t67.i.i976 = lshr i64 %t66.i.i975, 32, !dbg !245
  %t695.i.i977 = xor i64 %t67.i.i976, %t50.i.i961, !dbg !247
  %t69.i.i978 = trunc i64 %t695.i.i977 to i32, !dbg !247
  %t70.i.i979 = xor i32 %t61.i.i970, %t69.i.i978, !dbg !248
  %t72.i.i980 = lshr i64 %t64.i.i973, 32, !dbg !249
  %t746.i.i981 = xor i64 %t72.i.i980, %t48.i.i959, !dbg !251
  %t74.i.i982 = trunc i64 %t746.i.i981 to i32, !dbg !251
  %t75.i.i983 = xor i32 %t62.i.i971, %t74.i.i982, !dbg !252
  %t77.i.i984 = add i32 %.108.i928, 2027808484, !dbg !253
  %t78.i.i985 = add i32 %.109.i929, -308364780, !dbg !254
  %t79.i.i986 = zext i32 %t70.i.i979 to i64, !dbg !240
  %t80.i.i987 = mul nuw i64 %t79.i.i986, 3528531795, !dbg !242
  %t81.i.i988 = zext i32 %t75.i.i983 to i64, !dbg !243
  %t82.i.i989 = mul nuw i64 %t81.i.i988, 3449720151, !dbg !244
  %t83.i.i990 = lshr i64 %t82.i.i989, 32, !dbg !245
  %t857.i.i991 = xor i64 %t83.i.i990, %t66.i.i975, !dbg !247
  %t85.i.i992 = trunc i64 %t857.i.i991 to i32, !dbg !247
  %t86.i.i993 = xor i32 %t77.i.i984, %t85.i.i992, !dbg !248
  %t88.i.i994 = lshr i64 %t80.i.i987, 32, !dbg !249
  %t908.i.i995 = xor i64 %t88.i.i994, %t64.i.i973, !dbg !251
  %t90.i.i996 = trunc i64 %t908.i.i995 to i32, !dbg !251
  %t91.i.i997 = xor i32 %t78.i.i985, %t90.i.i996, !dbg !252
  %t93.i.i998 = add i32 %.108.i928, 387276957, !dbg !253
  %t94.i.i999 = add i32 %.109.i929, -1459197799, !dbg !254
  %t95.i.i1000 = zext i32 %t86.i.i993 to i64, !dbg !240
  %t96.i.i1001 = mul nuw i64 %t95.i.i1000, 3528531795, !dbg !242
  %t97.i.i1002 = zext i32 %t91.i.i997 to i64, !dbg !243
  %t98.i.i1003 = mul nuw i64 %t97.i.i1002, 3449720151, !dbg !244
  %t99.i.i1004 = lshr i64 %t98.i.i1003, 32, !dbg !245
  %t1019.i.i1005 = xor i64 %t99.i.i1004, %t82.i.i989, !dbg !247
  %t101.i.i1006 = trunc i64 %t1019.i.i1005 to i32, !dbg !247
  %t102.i.i1007 = xor i32 %t93.i.i998, %t101.i.i1006, !dbg !248
  %t104.i.i1008 = lshr i64 %t96.i.i1001, 32, !dbg !249
  %t10610.i.i1009 = xor i64 %t104.i.i1008, %t80.i.i987, !dbg !251
  %t106.i.i1010 = trunc i64 %t10610.i.i1009 to i32, !dbg !251
  %t107.i.i1011 = xor i32 %t94.i.i999, %t106.i.i1010, !dbg !252
  %t109.i.i1012 = add i32 %.108.i928, -1253254570, !dbg !253
  %t110.i.i1013 = add i32 %.109.i929, 1684936478, !dbg !254
  %t111.i.i1014 = zext i32 %t102.i.i1007 to i64, !dbg !240
  %t112.i.i1015 = mul nuw i64 %t111.i.i1014, 3528531795, !dbg !242
  %t113.i.i1016 = zext i32 %t107.i.i1011 to i64, !dbg !243
  %t114.i.i1017 = mul nuw i64 %t113.i.i1016, 3449720151, !dbg !244
  %t115.i.i1018 = lshr i64 %t114.i.i1017, 32, !dbg !245
  %t11711.i.i1019 = xor i64 %t115.i.i1018, %t98.i.i1003, !dbg !247
  %t117.i.i1020 = trunc i64 %t11711.i.i1019 to i32, !dbg !247
  %t118.i.i1021 = xor i32 %t109.i.i1012, %t117.i.i1020, !dbg !248
  %t120.i.i1022 = lshr i64 %t112.i.i1015, 32, !dbg !249
  %t12212.i.i1023 = xor i64 %t120.i.i1022, %t96.i.i1001, !dbg !251
  %t122.i.i1024 = trunc i64 %t12212.i.i1023 to i32, !dbg !251
  %t123.i.i1025 = xor i32 %t110.i.i1013, %t122.i.i1024, !dbg !252
  %t125.i.i1026 = add i32 %.108.i928, 1401181199, !dbg !253
  %t126.i.i1027 = add i32 %.109.i929, 534103459, !dbg !254
  %t127.i.i1028 = zext i32 %t118.i.i1021 to i64, !dbg !240
  %t128.i.i1029 = mul nuw i64 %t127.i.i1028, 3528531795, !dbg !242
  %t129.i.i1030 = zext i32 %t123.i.i1025 to i64, !dbg !243
  %t130.i.i1031 = mul nuw i64 %t129.i.i1030, 3449720151, !dbg !244
  %t131.i.i1032 = lshr i64 %t130.i.i1031, 32, !dbg !245
  %t13313.i.i1033 = xor i64 %t131.i.i1032, %t114.i.i1017, !dbg !247
  %t133.i.i1034 = trunc i64 %t13313.i.i1033 to i32, !dbg !247
  %t134.i.i1035 = xor i32 %t125.i.i1026, %t133.i.i1034, !dbg !248
  %t136.i.i1036 = lshr i64 %t128.i.i1029, 32, !dbg !249
  %t13814.i.i1037 = xor i64 %t136.i.i1036, %t112.i.i1015, !dbg !251
  %t138.i.i1038 = trunc i64 %t13814.i.i1037 to i32, !dbg !251
  %t139.i.i1039 = xor i32 %t126.i.i1027, %t138.i.i1038, !dbg !252
  %t141.i.i1040 = add i32 %.108.i928, -239350328, !dbg !253
  %t142.i.i1041 = add i32 %.109.i929, -616729560, !dbg !254
  %t143.i.i1042 = zext i32 %t134.i.i1035 to i64, !dbg !240
  %t144.i.i1043 = mul nuw i64 %t143.i.i1042, 3528531795, !dbg !242
  %t145.i.i1044 = zext i32 %t139.i.i1039 to i64, !dbg !243
  %t146.i.i1045 = mul nuw i64 %t145.i.i1044, 3449720151, !dbg !244
  %t147.i.i1046 = lshr i64 %t146.i.i1045, 32, !dbg !245
  %t14915.i.i1047 = xor i64 %t147.i.i1046, %t130.i.i1031, !dbg !247
  %t149.i.i1048 = trunc i64 %t14915.i.i1047 to i32, !dbg !247
  %t150.i.i1049 = xor i32 %t141.i.i1040, %t149.i.i1048, !dbg !248
  %t152.i.i1050 = lshr i64 %t144.i.i1043, 32, !dbg !249
  %t15416.i.i1051 = xor i64 %t152.i.i1050, %t128.i.i1029, !dbg !251
  %t154.i.i1052 = trunc i64 %t15416.i.i1051 to i32, !dbg !251
  %t155.i.i1053 = xor i32 %t142.i.i1041, %t154.i.i1052, !dbg !252
  %t157.i.i1054 = add i32 %.108.i928, -1879881855, !dbg !253
  %t158.i.i1055 = add i32 %.109.i929, -1767562579, !dbg !254
  %t159.i.i1056 = zext i32 %t150.i.i1049 to i64, !dbg !240
  %t160.i.i1057 = mul nuw i64 %t159.i.i1056, 3528531795, !dbg !242
  %t161.i.i1058 = zext i32 %t155.i.i1053 to i64, !dbg !243
  %t162.i.i1059 = mul nuw i64 %t161.i.i1058, 3449720151, !dbg !244
  %t163.i.i1060 = lshr i64 %t162.i.i1059, 32, !dbg !245
  %t16517.i.i1061 = xor i64 %t163.i.i1060, %t146.i.i1045, !dbg !247
  %t165.i.i1062 = trunc i64 %t16517.i.i1061 to i32, !dbg !247
  %t166.i.i1063 = xor i32 %t157.i.i1054, %t165.i.i1062, !dbg !248
  %t167.i.i1064 = trunc i64 %t162.i.i1059 to i32, !dbg !255
  %t168.i.i1065 = lshr i64 %t160.i.i1057, 32, !dbg !249
  %t17018.i.i1066 = xor i64 %t168.i.i1065, %t144.i.i1043, !dbg !251
  %t170.i.i1067 = trunc i64 %t17018.i.i1066 to i32, !dbg !251
  %t171.i.i1068 = xor i32 %t158.i.i1055, %t170.i.i1067, !dbg !252
  %t172.i.i1069 = trunc i64 %t160.i.i1057 to i32, !dbg !256
  %.186.i1070 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i894, i32 %t15.i914, 2, !dbg !257
  %.189.i1071 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1070, i32 %t0.sroa.19.0.i925, 3, !dbg !257
  %.192.i1072 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1071, i32 %t0.sroa.27.0.i926, 4, !dbg !257
  %.195.i1073 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1072, i32 %t0.sroa.35.0.i927, 5, !dbg !257
  %.198.i1074 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1073, i32 %t166.i.i1063, 6, !dbg !257
  %.201.i1075 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1074, i32 %t167.i.i1064, 7, !dbg !257
  %.204.i1076 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1075, i32 %t171.i.i1068, 8, !dbg !257
  %.207.i1077 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1076, i32 %t172.i.i1069, 9, !dbg !257
  %.210.i1078 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1077, i32 0, 10, !dbg !257
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1103", !dbg !258

b10.i1101:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit899"
  br label %b2.i913, !dbg !259

b12.i1102:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit899"
  br label %b2.i913, !dbg !260

"github.com/kernlab/kern.kern.Rand.uint32.exit1103": ; preds = %b2.i913, %b7.i1079
  %.210.pn.i1080 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1078, %b7.i1079 ], [ %.263.i894, %b2.i913 ]
  %t0.sroa.11.0.i1081 = phi i32 [ %t15.i914, %b7.i1079 ], [ %t0.sroa.11.0.i877, %b2.i913 ], !dbg !238
  %t0.sroa.19.1.i1082 = phi i32 [ %t0.sroa.19.0.i925, %b7.i1079 ], [ %t0.sroa.19.1.i878, %b2.i913 ], !dbg !238
  %t0.sroa.27.1.i1083 = phi i32 [ %t0.sroa.27.0.i926, %b7.i1079 ], [ %t0.sroa.27.1.i879, %b2.i913 ], !dbg !238
  %t0.sroa.35.1.i1084 = phi i32 [ %t0.sroa.35.0.i927, %b7.i1079 ], [ %t0.sroa.35.1.i880, %b2.i913 ], !dbg !238
  %t0.sroa.42.0.i1085 = phi i32 [ %t166.i.i1063, %b7.i1079 ], [ %t0.sroa.42.0.i881, %b2.i913 ], !dbg !238
  %t0.sroa.48.0.i1086 = phi i32 [ %t167.i.i1064, %b7.i1079 ], [ %t0.sroa.48.0.i882, %b2.i913 ], !dbg !238
  %t0.sroa.54.0.i1087 = phi i32 [ %t171.i.i1068, %b7.i1079 ], [ %t0.sroa.54.0.i883, %b2.i913 ], !dbg !238
  %t0.sroa.60.0.i1088 = phi i32 [ %t172.i.i1069, %b7.i1079 ], [ %t0.sroa.60.0.i884, %b2.i913 ], !dbg !238
  %t0.sroa.66.0.i1089 = phi i32 [ 0, %b7.i1079 ], [ %t10.i911, %b2.i913 ], !dbg !238
  %.239.i1090 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1080, i32 %t0.sroa.11.0.i1081, 2, !dbg !261
  %.242.i1091 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1090, i32 %t0.sroa.19.1.i1082, 3, !dbg !261
  %.245.i1092 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1091, i32 %t0.sroa.27.1.i1083, 4, !dbg !261
  %.248.i1093 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1092, i32 %t0.sroa.35.1.i1084, 5, !dbg !261
  %.251.i1094 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1093, i32 %t0.sroa.42.0.i1085, 6, !dbg !261
  %.254.i1095 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1094, i32 %t0.sroa.48.0.i1086, 7, !dbg !261
  %.257.i1096 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1095, i32 %t0.sroa.54.0.i1087, 8, !dbg !261
  %.260.i1097 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1096, i32 %t0.sroa.60.0.i1088, 9, !dbg !261
  %.263.i1098 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1097, i32 %t0.sroa.66.0.i1089, 10, !dbg !261
  %t108 = zext i32 %t8.i706 to i64, !dbg !146
  %t109 = zext i32 %t8.i910 to i64, !dbg !147
  %t110 = shl nuw i64 %t109, 32, !dbg !148
  %t111 = or i64 %t110, %t108, !dbg !149
  %t112 = lshr i64 %t111, 11, !dbg !262
  %t113 = uitofp i64 %t112 to double, !dbg !263
  %t114 = fmul double %t113, 0x3CA0000000000000, !dbg !264
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 3, !dbg !265
  store double %t114, ptr addrspace(1) %t116, align 8, !dbg !265
  switch i32 %t0.sroa.66.0.i1089, label %b2.i1117 [
    i32 0, label %b1.i1113
    i32 1, label %b10.i1305
    i32 2, label %b12.i1306
  ], !dbg !266

b1.i1113:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"
  br label %b2.i1117, !dbg !268

b2.i1117:                                         ; preds = %b12.i1306, %b10.i1305, %b1.i1113, %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"
  %t8.i1114 = phi i32 [ %t0.sroa.42.0.i1085, %b1.i1113 ], [ %t0.sroa.48.0.i1086, %b10.i1305 ], [ %t0.sroa.54.0.i1087, %b12.i1306 ], [ %t0.sroa.60.0.i1088, %"github.com/kernlab/kern.kern.Rand.uint32.exit1103" ]
  %t10.i1115 = add i32 %t0.sroa.66.0.i1089, 1, !dbg !269
  %t12.i1116 = icmp eq i32 %t10.i1115, 4, !dbg !270
  br i1 %t12.i1116, label %b3.i1120, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1307", !dbg !270

b3.i1120:                                         ; preds = %b2.i1117
  %t15.i1118 = add i32 %t0.sroa.11.0.i1081, 1, !dbg !271
  %t17.i1119 = icmp eq i32 %t15.i1118, 0, !dbg !272
  br i1 %t17.i1119, label %b4.i1123, label %b7.i1283, !dbg !272

b4.i1123:                                         ; preds = %b3.i1120
  %t20.i1121 = add i32 %t0.sroa.19.1.i1082, 1, !dbg !273
  %t22.i1122 = icmp eq i32 %t20.i1121, 0, !dbg !274
  br i1 %t22.i1122, label %b5.i1128, label %b7.i1283, !dbg !274

b5.i1128:                                         ; preds = %b4.i1123
  %t25.i1124 = add i32 %t0.sroa.27.1.i1083, 1, !dbg !275
  %t27.i1125 = icmp eq i32 %t25.i1124, 0, !dbg !276
  %t30.i1126 = zext i1 %t27.i1125 to i32, !dbg !276
  %spec.select33.i1127 = add i32 %t0.sroa.35.1.i1084, %t30.i1126, !dbg !276
  br label %b7.i1283, !dbg !276

b7.i1283:                                         ; preds = %b5.i1128, %b4.i1123, %b3.i1120
  %t0.sroa.19.0.i1129 = phi i32 [ %t20.i1121, %b4.i1123 ], [ %t0.sroa.19.1.i1082, %b3.i1120 ], [ 0, %b5.i1128 ], !dbg !277
  %t0.sroa.27.0.i1130 = phi i32 [ %t0.sroa.27.1.i1083, %b4.i1123 ], [ %t0.sroa.27.1.i1083, %b3.i1120 ], [ %t25.i1124, %b5.i1128 ], !dbg !277
  %t0.sroa.35.0.i1131 = phi i32 [ %t0.sroa.35.1.i1084, %b4.i1123 ], [ %t0.sroa.35.1.i1084, %b3.i1120 ], [ %spec.select33.i1127, %b5.i1128 ], !dbg !277
  %.108.i1132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1080, 0, !dbg !278
  %.109.i1133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1080, 1, !dbg !278
  %t15.i.i1134 = zext i32 %t15.i1118 to i64, !dbg !279
  %t16.i.i1135 = mul nuw i64 %t15.i.i1134, 3528531795, !dbg !281
  %t17.i.i1136 = zext i32 %t0.sroa.27.0.i1130 to i64, !dbg !282
  %t18.i.i1137 = mul nuw i64 %t17.i.i1136, 3449720151, !dbg !283
  %t19.i.i1138 = lshr i64 %t18.i.i1137, 32, !dbg !284
  %t20.i.i1139 = trunc i64 %t19.i.i1138 to i32, !dbg !285
  %t21.i.i1140 = xor i32 %t0.sroa.19.0.i1129, %.108.i1132, !dbg !286
  %t22.i.i1141 = xor i32 %t21.i.i1140, %t20.i.i1139, !dbg !287
  %t24.i.i1142 = lshr i64 %t16.i.i1135, 32, !dbg !288
  %t25.i.i1143 = trunc i64 %t24.i.i1142 to i32, !dbg !289
  %t26.i.i1144 = xor i32 %.109.i1133, %t25.i.i1143, !dbg !290
  %t27.i.i1145 = xor i32 %t26.i.i1144, %t0.sroa.35.0.i1131, !dbg !291
  %t29.i.i1146 = add i32 %.108.i1132, -1640531527, !dbg !292
  %t30.i.i1147 = add i32 %.109.i1133, -1150833019, !dbg !293
  %t31.i.i1148 = zext i32 %t22.i.i1141 to i64, !dbg !279
  %t32.i.i1149 = mul nuw i64 %t31.i.i1148, 3528531795, !dbg !281
  %t33.i.i1150 = zext i32 %t27.i.i1145 to i64, !dbg !282
  %t34.i.i1151 = mul nuw i64 %t33.i.i1150, 3449720151, !dbg !283
  %t35.i.i1152 = lshr i64 %t34.i.i1151, 32, !dbg !284
  %t371.i.i1153 = xor i64 %t35.i.i1152, %t18.i.i1137, !dbg !286
  %t37.i.i1154 = trunc i64 %t371.i.i1153 to i32, !dbg !286
  %t38.i.i1155 = xor i32 %t29.i.i1146, %t37.i.i1154, !dbg !287
  %t40.i.i1156 = lshr i64 %t32.i.i1149, 32, !dbg !288
  %t422.i.i1157 = xor i64 %t40.i.i1156, %t16.i.i1135, !dbg !290
  %t42.i.i1158 = trunc i64 %t422.i.i1157 to i32, !dbg !290
  %t43.i.i1159 = xor i32 %t30.i.i1147, %t42.i.i1158, !dbg !291
  %t45.i.i1160 = add i32 %.108.i1132, 1013904242, !dbg !292
  %t46.i.i1161 = add i32 %.109.i1133, 1993301258, !dbg !293
  %t47.i.i1162 = zext i32 %t38.i.i1155 to i64, !dbg !279
  %t48.i.i1163 = mul nuw i64 %t47.i.i1162, 3528531795, !dbg !281
  %t49.i.i1164 = zext i32 %t43.i.i1159 to i64, !dbg !282
  %t50.i.i1165 = mul nuw i64 %t49.i.i1164, 3449720151, !dbg !283
  %t51.i.i1166 = lshr i64 %t50.i.i1165, 32, !dbg !284
  %t533.i.i1167 = xor i64 %t51.i.i1166, %t34.i.i1151, !dbg !286
  %t53.i.i1168 = trunc i64 %t533.i.i1167 to i32, !dbg !286
  %t54.i.i1169 = xor i32 %t45.i.i1160, %t53.i.i1168, !dbg !287
  %t56.i.i1170 = lshr i64 %t48.i.i1163, 32, !dbg !288
  %t584.i.i1171 = xor i64 %t56.i.i1170, %t32.i.i1149, !dbg !290
  %t58.i.i1172 = trunc i64 %t584.i.i1171 to i32, !dbg !290
  %t59.i.i1173 = xor i32 %t46.i.i1161, %t58.i.i1172, !dbg !291
  %t61.i.i1174 = add i32 %.108.i1132, -626627285, !dbg !292
  %t62.i.i1175 = add i32 %.109.i1133, 842468239, !dbg !293
  %t63.i.i1176 = zext i32 %t54.i.i1169 to i64, !dbg !279
  %t64.i.i1177 = mul nuw i64 %t63.i.i1176, 3528531795, !dbg !281
  %t65.i.i1178 = zext i32 %t59.i.i1173 to i64, !dbg !282
  %t66.i.i1179 = mul nuw i64 %t65.i.i1178, 3449720151, !dbg !283
  %t67.i.i1180 = lshr i64 %t66.i.i1179, 32, !dbg !284
  %t695.i.i1181 = xor i64 %t67.i.i1180, %t50.i.i1165, !dbg !286
  %t69.i.i1182 = trunc i64 %t695.i.i1181 to i32, !dbg !286
  %t70.i.i1183 = xor i32 %t61.i.i1174, %t69.i.i1182, !dbg !287
  %t72.i.i1184 = lshr i64 %t64.i.i1177, 32, !dbg !288
  %t746.i.i1185 = xor i64 %t72.i.i1184, %t48.i.i1163, !dbg !290
  %t74.i.i1186 = trunc i64 %t746.i.i1185 to i32, !dbg !290
  %t75.i.i1187 = xor i32 %t62.i.i1175, %t74.i.i1186, !dbg !291
  %t77.i.i1188 = add i32 %.108.i1132, 2027808484, !dbg !292
  %t78.i.i1189 = add i32 %.109.i1133, -308364780, !dbg !293
  %t79.i.i1190 = zext i32 %t70.i.i1183 to i64, !dbg !279
  %t80.i.i1191 = mul nuw i64 %t79.i.i1190, 3528531795, !dbg !281
  %t81.i.i1192 = zext i32 %t75.i.i1187 to i64, !dbg !282
  %t82.i.i1193 = mul nuw i64 %t81.i.i1192, 3449720151, !dbg !283
  %t83.i.i1194 = lshr i64 %t82.i.i1193, 32, !dbg !284
  %t857.i.i1195 = xor i64 %t83.i.i1194, %t66.i.i1179, !dbg !286
  %t85.i.i1196 = trunc i64 %t857.i.i1195 to i32, !dbg !286
  %t86.i.i1197 = xor i32 %t77.i.i1188, %t85.i.i1196, !dbg !287
  %t88.i.i1198 = lshr i64 %t80.i.i1191, 32, !dbg !288
  %t908.i.i1199 = xor i64 %t88.i.i1198, %t64.i.i1177, !dbg !290
  %t90.i.i1200 = trunc i64 %t908.i.i1199 to i32, !dbg !290
  %t91.i.i1201 = xor i32 %t78.i.i1189, %t90.i.i1200, !dbg !291
  %t93.i.i1202 = add i32 %.108.i1132, 387276957, !dbg !292
  %t94.i.i1203 = add i32 %.109.i1133, -1459197799, !dbg !293
  %t95.i.i1204 = zext i32 %t86.i.i1197 to i64, !dbg !279
  %t96.i.i1205 = mul nuw i64 %t95.i.i1204, 3528531795, !dbg !281
  %t97.i.i1206 = zext i32 %t91.i.i1201 to i64, !dbg !282
  %t98.i.i1207 = mul nuw i64 %t97.i.i1206, 3449720151, !dbg !283
  %t99.i.i1208 = lshr i64 %t98.i.i1207, 32, !dbg !284
  %t1019.i.i1209 = xor i64 %t99.i.i1208, %t82.i.i1193, !dbg !286
  %t101.i.i1210 = trunc i64 %t1019.i.i1209 to i32, !dbg !286
  %t102.i.i1211 = xor i32 %t93.i.i1202, %t101.i.i1210, !dbg !287
  %t104.i.i1212 = lshr i64 %t96.i.i1205, 32, !dbg !288
  %t10610.i.i1213 = xor i64 %t104.i.i1212, %t80.i.i1191, !dbg !290
  %t106.i.i1214 = trunc i64 %t10610.i.i1213 to i32, !dbg !290
  %t107.i.i1215 = xor i32 %t94.i.i1203, %t106.i.i1214, !dbg !291
  %t109.i.i1216 = add i32 %.108.i1132, -1253254570, !dbg !292
  %t110.i.i1217 = add i32 %.109.i1133, 1684936478, !dbg !293
  %t111.i.i1218 = zext i32 %t102.i.i1211 to i64, !dbg !279
  %t112.i.i1219 = mul nuw i64 %t111.i.i1218, 3528531795, !dbg !281
  %t113.i.i1220 = zext i32 %t107.i.i1215 to i64, !dbg !282
  %t114.i.i1221 = mul nuw i64 %t113.i.i1220, 3449720151, !dbg !283
  %t115.i.i1222 = lshr i64 %t114.i.i1221, 32, !dbg !284
  %t11711.i.i1223 = xor i64 %t115.i.i1222, %t98.i.i1207, !dbg !286
  %t117.i.i1224 = trunc i64 %t11711.i.i1223 to i32, !dbg !286
  %t118.i.i1225 = xor i32 %t109.i.i1216, %t117.i.i1224, !dbg !287
  %t120.i.i1226 = lshr i64 %t112.i.i1219, 32, !dbg !288
  %t12212.i.i1227 = xor i64 %t120.i.i1226, %t96.i.i1205, !dbg !290
  %t122.i.i1228 = trunc i64 %t12212.i.i1227 to i32, !dbg !290
  %t123.i.i1229 = xor i32 %t110.i.i1217, %t122.i.i1228, !dbg !291
  %t125.i.i1230 = add i32 %.108.i1132, 1401181199, !dbg !292
  %t126.i.i1231 = add i32 %.109.i1133, 534103459, !dbg !293
  %t127.i.i1232 = zext i32 %t118.i.i1225 to i64, !dbg !279
  %t128.i.i1233 = mul nuw i64 %t127.i.i1232, 3528531795, !dbg !281
  %t129.i.i1234 = zext i32 %t123.i.i1229 to i64, !dbg !282
  %t130.i.i1235 = mul nuw i64 %t129.i.i1234, 3449720151, !dbg !283
  %t131.i.i1236 = lshr i64 %t130.i.i1235, 32, !dbg !284
  %t13313.i.i1237 = xor i64 %t131.i.i1236, %t114.i.i1221, !dbg !286
  %t133.i.i1238 = trunc i64 %t13313.i.i1237 to i32, !dbg !286
  %t134.i.i1239 = xor i32 %t125.i.i1230, %t133.i.i1238, !dbg !287
  %t136.i.i1240 = lshr i64 %t128.i.i1233, 32, !dbg !288
  %t13814.i.i1241 = xor i64 %t136.i.i1240, %t112.i.i1219, !dbg !290
  %t138.i.i1242 = trunc i64 %t13814.i.i1241 to i32, !dbg !290
  %t139.i.i1243 = xor i32 %t126.i.i1231, %t138.i.i1242, !dbg !291
  %t141.i.i1244 = add i32 %.108.i1132, -239350328, !dbg !292
  %t142.i.i1245 = add i32 %.109.i1133, -616729560, !dbg !293
  %t143.i.i1246 = zext i32 %t134.i.i1239 to i64, !dbg !279
  %t144.i.i1247 = mul nuw i64 %t143.i.i1246, 3528531795, !dbg !281
  %t145.i.i1248 = zext i32 %t139.i.i1243 to i64, !dbg !282
  %t146.i.i1249 = mul nuw i64 %t145.i.i1248, 3449720151, !dbg !283
  %t147.i.i1250 = lshr i64 %t146.i.i1249, 32, !dbg !284
  %t14915.i.i1251 = xor i64 %t147.i.i1250, %t130.i.i1235, !dbg !286
  %t149.i.i1252 = trunc i64 %t14915.i.i1251 to i32, !dbg !286
  %t150.i.i1253 = xor i32 %t141.i.i1244, %t149.i.i1252, !dbg !287
  %t152.i.i1254 = lshr i64 %t144.i.i1247, 32, !dbg !288
  %t15416.i.i1255 = xor i64 %t152.i.i1254, %t128.i.i1233, !dbg !290
  %t154.i.i1256 = trunc i64 %t15416.i.i1255 to i32, !dbg !290
  %t155.i.i1257 = xor i32 %t142.i.i1245, %t154.i.i1256, !dbg !291
  %t157.i.i1258 = add i32 %.108.i1132, -1879881855, !dbg !292
  %t158.i.i1259 = add i32 %.109.i1133, -1767562579, !dbg !293
  %t159.i.i1260 = zext i32 %t150.i.i1253 to i64, !dbg !279
  %t160.i.i1261 = mul nuw i64 %t159.i.i1260, 3528531795, !dbg !281
  %t161.i.i1262 = zext i32 %t155.i.i1257 to i64, !dbg !282
  %t162.i.i1263 = mul nuw i64 %t161.i.i1262, 3449720151, !dbg !283
  %t163.i.i1264 = lshr i64 %t162.i.i1263, 32, !dbg !284
  %t16517.i.i1265 = xor i64 %t163.i.i1264, %t146.i.i1249, !dbg !286
  %t165.i.i1266 = trunc i64 %t16517.i.i1265 to i32, !dbg !286
  %t166.i.i1267 = xor i32 %t157.i.i1258, %t165.i.i1266, !dbg !287
  %t167.i.i1268 = trunc i64 %t162.i.i1263 to i32, !dbg !294
  %t168.i.i1269 = lshr i64 %t160.i.i1261, 32, !dbg !288
  %t17018.i.i1270 = xor i64 %t168.i.i1269, %t144.i.i1247, !dbg !290
  %t170.i.i1271 = trunc i64 %t17018.i.i1270 to i32, !dbg !290
  %t171.i.i1272 = xor i32 %t158.i.i1259, %t170.i.i1271, !dbg !291
  %t172.i.i1273 = trunc i64 %t160.i.i1261 to i32, !dbg !295
  %.186.i1274 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1098, i32 %t15.i1118, 2, !dbg !296
  %.189.i1275 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1274, i32 %t0.sroa.19.0.i1129, 3, !dbg !296
  %.192.i1276 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1275, i32 %t0.sroa.27.0.i1130, 4, !dbg !296
  %.195.i1277 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1276, i32 %t0.sroa.35.0.i1131, 5, !dbg !296
  %.198.i1278 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1277, i32 %t166.i.i1267, 6, !dbg !296
  %.201.i1279 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1278, i32 %t167.i.i1268, 7, !dbg !296
  %.204.i1280 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1279, i32 %t171.i.i1272, 8, !dbg !296
  %.207.i1281 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1280, i32 %t172.i.i1273, 9, !dbg !296
  %.210.i1282 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1281, i32 0, 10, !dbg !296
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1307", !dbg !297

b10.i1305:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"
  br label %b2.i1117, !dbg !298

b12.i1306:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1103"
  br label %b2.i1117, !dbg !299

"github.com/kernlab/kern.kern.Rand.uint32.exit1307": ; preds = %b2.i1117, %b7.i1283
  %.210.pn.i1284 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1282, %b7.i1283 ], [ %.263.i1098, %b2.i1117 ]
  %t0.sroa.11.0.i1285 = phi i32 [ %t15.i1118, %b7.i1283 ], [ %t0.sroa.11.0.i1081, %b2.i1117 ], !dbg !277
  %t0.sroa.19.1.i1286 = phi i32 [ %t0.sroa.19.0.i1129, %b7.i1283 ], [ %t0.sroa.19.1.i1082, %b2.i1117 ], !dbg !277
  %t0.sroa.27.1.i1287 = phi i32 [ %t0.sroa.27.0.i1130, %b7.i1283 ], [ %t0.sroa.27.1.i1083, %b2.i1117 ], !dbg !277
  %t0.sroa.35.1.i1288 = phi i32 [ %t0.sroa.35.0.i1131, %b7.i1283 ], [ %t0.sroa.35.1.i1084, %b2.i1117 ], !dbg !277
  %t0.sroa.42.0.i1289 = phi i32 [ %t166.i.i1267, %b7.i1283 ], [ %t0.sroa.42.0.i1085, %b2.i1117 ], !dbg !277
  %t0.sroa.48.0.i1290 = phi i32 [ %t167.i.i1268, %b7.i1283 ], [ %t0.sroa.48.0.i1086, %b2.i1117 ], !dbg !277
  %t0.sroa.54.0.i1291 = phi i32 [ %t171.i.i1272, %b7.i1283 ], [ %t0.sroa.54.0.i1087, %b2.i1117 ], !dbg !277
  %t0.sroa.60.0.i1292 = phi i32 [ %t172.i.i1273, %b7.i1283 ], [ %t0.sroa.60.0.i1088, %b2.i1117 ], !dbg !277
  %t0.sroa.66.0.i1293 = phi i32 [ 0, %b7.i1283 ], [ %t10.i1115, %b2.i1117 ], !dbg !277
  %.239.i1294 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1284, i32 %t0.sroa.11.0.i1285, 2, !dbg !300
  %.242.i1295 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1294, i32 %t0.sroa.19.1.i1286, 3, !dbg !300
  %.245.i1296 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1295, i32 %t0.sroa.27.1.i1287, 4, !dbg !300
  %.248.i1297 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1296, i32 %t0.sroa.35.1.i1288, 5, !dbg !300
  %.251.i1298 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1297, i32 %t0.sroa.42.0.i1289, 6, !dbg !300
  %.254.i1299 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1298, i32 %t0.sroa.48.0.i1290, 7, !dbg !300
  %.257.i1300 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1299, i32 %t0.sroa.54.0.i1291, 8, !dbg !300
  %.260.i1301 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1300, i32 %t0.sroa.60.0.i1292, 9, !dbg !300
  %.263.i1302 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1301, i32 %t0.sroa.66.0.i1293, 10, !dbg !300
  switch i32 %t0.sroa.66.0.i1293, label %b2.i1321 [
    i32 0, label %b1.i1317
    i32 1, label %b10.i1509
    i32 2, label %b12.i1510
  ], !dbg !301

b1.i1317:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"
  br label %b2.i1321, !dbg !303

b2.i1321:                                         ; preds = %b12.i1510, %b10.i1509, %b1.i1317, %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"
  %t8.i1318 = phi i32 [ %t0.sroa.42.0.i1289, %b1.i1317 ], [ %t0.sroa.48.0.i1290, %b10.i1509 ], [ %t0.sroa.54.0.i1291, %b12.i1510 ], [ %t0.sroa.60.0.i1292, %"github.com/kernlab/kern.kern.Rand.uint32.exit1307" ]
  %t10.i1319 = add i32 %t0.sroa.66.0.i1293, 1, !dbg !304
  %t12.i1320 = icmp eq i32 %t10.i1319, 4, !dbg !305
  br i1 %t12.i1320, label %b3.i1324, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1511", !dbg !305

b3.i1324:                                         ; preds = %b2.i1321
  %t15.i1322 = add i32 %t0.sroa.11.0.i1285, 1, !dbg !306
  %t17.i1323 = icmp eq i32 %t15.i1322, 0, !dbg !307
  br i1 %t17.i1323, label %b4.i1327, label %b7.i1487, !dbg !307

b4.i1327:                                         ; preds = %b3.i1324
  %t20.i1325 = add i32 %t0.sroa.19.1.i1286, 1, !dbg !308
  %t22.i1326 = icmp eq i32 %t20.i1325, 0, !dbg !309
  br i1 %t22.i1326, label %b5.i1332, label %b7.i1487, !dbg !309

b5.i1332:                                         ; preds = %b4.i1327
  %t25.i1328 = add i32 %t0.sroa.27.1.i1287, 1, !dbg !310
  %t27.i1329 = icmp eq i32 %t25.i1328, 0, !dbg !311
  %t30.i1330 = zext i1 %t27.i1329 to i32, !dbg !311
  %spec.select33.i1331 = add i32 %t0.sroa.35.1.i1288, %t30.i1330, !dbg !311
  br label %b7.i1487, !dbg !311

b7.i1487:                                         ; preds = %b5.i1332, %b4.i1327, %b3.i1324
  %t0.sroa.19.0.i1333 = phi i32 [ %t20.i1325, %b4.i1327 ], [ %t0.sroa.19.1.i1286, %b3.i1324 ], [ 0, %b5.i1332 ], !dbg !312
  %t0.sroa.27.0.i1334 = phi i32 [ %t0.sroa.27.1.i1287, %b4.i1327 ], [ %t0.sroa.27.1.i1287, %b3.i1324 ], [ %t25.i1328, %b5.i1332 ], !dbg !312
  %t0.sroa.35.0.i1335 = phi i32 [ %t0.sroa.35.1.i1288, %b4.i1327 ], [ %t0.sroa.35.1.i1288, %b3.i1324 ], [ %spec.select33.i1331, %b5.i1332 ], !dbg !312
  %.108.i1336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1284, 0, !dbg !313
  %.109.i1337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1284, 1, !dbg !313
  %t15.i.i1338 = zext i32 %t15.i1322 to i64, !dbg !314
  %t16.i.i1339 = mul nuw i64 %t15.i.i1338, 3528531795, !dbg !316
  %t17.i.i1340 = zext i32 %t0.sroa.27.0.i1334 to i64, !dbg !317
  %t18.i.i1341 = mul nuw i64 %t17.i.i1340, 3449720151, !dbg !318
  %t19.i.i1342 = lshr i64 %t18.i.i1341, 32, !dbg !319
  %t20.i.i1343 = trunc i64 %t19.i.i1342 to i32, !dbg !320
  %t21.i.i1344 = xor i32 %t0.sroa.19.0.i1333, %.108.i1336, !dbg !321
  %t22.i.i1345 = xor i32 %t21.i.i1344, %t20.i.i1343, !dbg !322
  %t24.i.i1346 = lshr i64 %t16.i.i1339, 32, !dbg !323
  %t25.i.i1347 = trunc i64 %t24.i.i1346 to i32, !dbg !324
  %t26.i.i1348 = xor i32 %.109.i1337, %t25.i.i1347, !dbg !325
  %t27.i.i1349 = xor i32 %t26.i.i1348, %t0.sroa.35.0.i1335, !dbg !326
  %t29.i.i1350 = add i32 %.108.i1336, -1640531527, !dbg !327
  %t30.i.i1351 = add i32 %.109.i1337, -1150833019, !dbg !328
  %t31.i.i1352 = zext i32 %t22.i.i1345 to i64, !dbg !314
  %t32.i.i1353 = mul nuw i64 %t31.i.i1352, 3528531795, !dbg !316
  %t33.i.i1354 = zext i32 %t27.i.i1349 to i64, !dbg !317
  %t34.i.i1355 = mul nuw i64 %t33.i.i1354, 3449720151, !dbg !318
  %t35.i.i1356 = lshr i64 %t34.i.i1355, 32, !dbg !319
  %t371.i.i1357 = xor i64 %t35.i.i1356, %t18.i.i1341, !dbg !321
  %t37.i.i1358 = trunc i64 %t371.i.i1357 to i32, !dbg !321
  %t38.i.i1359 = xor i32 %t29.i.i1350, %t37.i.i1358, !dbg !322
  %t40.i.i1360 = lshr i64 %t32.i.i1353, 32, !dbg !323
  %t422.i.i1361 = xor i64 %t40.i.i1360, %t16.i.i1339, !dbg !325
  %t42.i.i1362 = trunc i64 %t422.i.i1361 to i32, !dbg !325
  %t43.i.i1363 = xor i32 %t30.i.i1351, %t42.i.i1362, !dbg !326
  %t45.i.i1364 = add i32 %.108.i1336, 1013904242, !dbg !327
  %t46.i.i1365 = add i32 %.109.i1337, 1993301258, !dbg !328
  %t47.i.i1366 = zext i32 %t38.i.i1359 to i64, !dbg !314
  %t48.i.i1367 = mul nuw i64 %t47.i.i1366, 3528531795, !dbg !316
  %t49.i.i1368 = zext i32 %t43.i.i1363 to i64, !dbg !317
  %t50.i.i1369 = mul nuw i64 %t49.i.i1368, 3449720151, !dbg !318
  %t51.i.i1370 = lshr i64 %t50.i.i1369, 32, !dbg !319
  %t533.i.i1371 = xor i64 %t51.i.i1370, %t34.i.i1355, !dbg !321
  %t53.i.i1372 = trunc i64 %t533.i.i1371 to i32, !dbg !321
  %t54.i.i1373 = xor i32 %t45.i.i1364, %t53.i.i1372, !dbg !322
  %t56.i.i1374 = lshr i64 %t48.i.i1367, 32, !dbg !323
  %t584.i.i1375 = xor i64 %t56.i.i1374, %t32.i.i1353, !dbg !325
  %t58.i.i1376 = trunc i64 %t584.i.i1375 to i32, !dbg !325
  %t59.i.i1377 = xor i32 %t46.i.i1365, %t58.i.i1376, !dbg !326
  %t61.i.i1378 = add i32 %.108.i1336, -626627285, !dbg !327
  %t62.i.i1379 = add i32 %.109.i1337, 842468239, !dbg !328
  %t63.i.i1380 = zext i32 %t54.i.i1373 to i64, !dbg !314
  %t64.i.i1381 = mul nuw i64 %t63.i.i1380, 3528531795, !dbg !316
  %t65.i.i1382 = zext i32 %t59.i.i1377 to i64, !dbg !317
  %t66.i.i1383 = mul nuw i64 %t65.i.i1382, 3449720151, !dbg !318
  %t67.i.i1384 = lshr i64 %t66.i.i1383, 32, !dbg !319
  %t695.i.i1385 = xor i64 %t67.i.i1384, %t50.i.i1369, !dbg !321
  %t69.i.i1386 = trunc i64 %t695.i.i1385 to i32, !dbg !321
  %t70.i.i1387 = xor i32 %t61.i.i1378, %t69.i.i1386, !dbg !322
  %t72.i.i1388 = lshr i64 %t64.i.i1381, 32, !dbg !323
  %t746.i.i1389 = xor i64 %t72.i.i1388, %t48.i.i1367, !dbg !325
  %t74.i.i1390 = trunc i64 %t746.i.i1389 to i32, !dbg !325
  %t75.i.i1391 = xor i32 %t62.i.i1379, %t74.i.i1390, !dbg !326
  %t77.i.i1392 = add i32 %.108.i1336, 2027808484, !dbg !327
  %t78.i.i1393 = add i32 %.109.i1337, -308364780, !dbg !328
  %t79.i.i1394 = zext i32 %t70.i.i1387 to i64, !dbg !314
  %t80.i.i1395 = mul nuw i64 %t79.i.i1394, 3528531795, !dbg !316
  %t81.i.i1396 = zext i32 %t75.i.i1391 to i64, !dbg !317
  %t82.i.i1397 = mul nuw i64 %t81.i.i1396, 3449720151, !dbg !318
  %t83.i.i1398 = lshr i64 %t82.i.i1397, 32, !dbg !319
  %t857.i.i1399 = xor i64 %t83.i.i1398, %t66.i.i1383, !dbg !321
  %t85.i.i1400 = trunc i64 %t857.i.i1399 to i32, !dbg !321
  %t86.i.i1401 = xor i32 %t77.i.i1392, %t85.i.i1400, !dbg !322
  %t88.i.i1402 = lshr i64 %t80.i.i1395, 32, !dbg !323
  %t908.i.i1403 = xor i64 %t88.i.i1402, %t64.i.i1381, !dbg !325
  %t90.i.i1404 = trunc i64 %t908.i.i1403 to i32, !dbg !325
  %t91.i.i1405 = xor i32 %t78.i.i1393, %t90.i.i1404, !dbg !326
  %t93.i.i1406 = add i32 %.108.i1336, 387276957, !dbg !327
  %t94.i.i1407 = add i32 %.109.i1337, -1459197799, !dbg !328
  %t95.i.i1408 = zext i32 %t86.i.i1401 to i64, !dbg !314
  %t96.i.i1409 = mul nuw i64 %t95.i.i1408, 3528531795, !dbg !316
  %t97.i.i1410 = zext i32 %t91.i.i1405 to i64, !dbg !317
  %t98.i.i1411 = mul nuw i64 %t97.i.i1410, 3449720151, !dbg !318
  %t99.i.i1412 = lshr i64 %t98.i.i1411, 32, !dbg !319
  %t1019.i.i1413 = xor i64 %t99.i.i1412, %t82.i.i1397, !dbg !321
  %t101.i.i1414 = trunc i64 %t1019.i.i1413 to i32, !dbg !321
  %t102.i.i1415 = xor i32 %t93.i.i1406, %t101.i.i1414, !dbg !322
  %t104.i.i1416 = lshr i64 %t96.i.i1409, 32, !dbg !323
  %t10610.i.i1417 = xor i64 %t104.i.i1416, %t80.i.i1395, !dbg !325
  %t106.i.i1418 = trunc i64 %t10610.i.i1417 to i32, !dbg !325
  %t107.i.i1419 = xor i32 %t94.i.i1407, %t106.i.i1418, !dbg !326
  %t109.i.i1420 = add i32 %.108.i1336, -1253254570, !dbg !327
  %t110.i.i1421 = add i32 %.109.i1337, 1684936478, !dbg !328
  %t111.i.i1422 = zext i32 %t102.i.i1415 to i64, !dbg !314
  %t112.i.i1423 = mul nuw i64 %t111.i.i1422, 3528531795, !dbg !316
  %t113.i.i1424 = zext i32 %t107.i.i1419 to i64, !dbg !317
  %t114.i.i1425 = mul nuw i64 %t113.i.i1424, 3449720151, !dbg !318
  %t115.i.i1426 = lshr i64 %t114.i.i1425, 32, !dbg !319
  %t11711.i.i1427 = xor i64 %t115.i.i1426, %t98.i.i1411, !dbg !321
  %t117.i.i1428 = trunc i64 %t11711.i.i1427 to i32, !dbg !321
  %t118.i.i1429 = xor i32 %t109.i.i1420, %t117.i.i1428, !dbg !322
  %t120.i.i1430 = lshr i64 %t112.i.i1423, 32, !dbg !323
  %t12212.i.i1431 = xor i64 %t120.i.i1430, %t96.i.i1409, !dbg !325
  %t122.i.i1432 = trunc i64 %t12212.i.i1431 to i32, !dbg !325
  %t123.i.i1433 = xor i32 %t110.i.i1421, %t122.i.i1432, !dbg !326
  %t125.i.i1434 = add i32 %.108.i1336, 1401181199, !dbg !327
  %t126.i.i1435 = add i32 %.109.i1337, 534103459, !dbg !328
  %t127.i.i1436 = zext i32 %t118.i.i1429 to i64, !dbg !314
  %t128.i.i1437 = mul nuw i64 %t127.i.i1436, 3528531795, !dbg !316
  %t129.i.i1438 = zext i32 %t123.i.i1433 to i64, !dbg !317
  %t130.i.i1439 = mul nuw i64 %t129.i.i1438, 3449720151, !dbg !318
  %t131.i.i1440 = lshr i64 %t130.i.i1439, 32, !dbg !319
  %t13313.i.i1441 = xor i64 %t131.i.i1440, %t114.i.i1425, !dbg !321
  %t133.i.i1442 = trunc i64 %t13313.i.i1441 to i32, !dbg !321
  %t134.i.i1443 = xor i32 %t125.i.i1434, %t133.i.i1442, !dbg !322
  %t136.i.i1444 = lshr i64 %t128.i.i1437, 32, !dbg !323
  %t13814.i.i1445 = xor i64 %t136.i.i1444, %t112.i.i1423, !dbg !325
  %t138.i.i1446 = trunc i64 %t13814.i.i1445 to i32, !dbg !325
  %t139.i.i1447 = xor i32 %t126.i.i1435, %t138.i.i1446, !dbg !326
  %t141.i.i1448 = add i32 %.108.i1336, -239350328, !dbg !327
  %t142.i.i1449 = add i32 %.109.i1337, -616729560, !dbg !328
  %t143.i.i1450 = zext i32 %t134.i.i1443 to i64, !dbg !314
  %t144.i.i1451 = mul nuw i64 %t143.i.i1450, 3528531795, !dbg !316
  %t145.i.i1452 = zext i32 %t139.i.i1447 to i64, !dbg !317
  %t146.i.i1453 = mul nuw i64 %t145.i.i1452, 3449720151, !dbg !318
  %t147.i.i1454 = lshr i64 %t146.i.i1453, 32, !dbg !319
  %t14915.i.i1455 = xor i64 %t147.i.i1454, %t130.i.i1439, !dbg !321
  %t149.i.i1456 = trunc i64 %t14915.i.i1455 to i32, !dbg !321
  %t150.i.i1457 = xor i32 %t141.i.i1448, %t149.i.i1456, !dbg !322
  %t152.i.i1458 = lshr i64 %t144.i.i1451, 32, !dbg !323
  %t15416.i.i1459 = xor i64 %t152.i.i1458, %t128.i.i1437, !dbg !325
  %t154.i.i1460 = trunc i64 %t15416.i.i1459 to i32, !dbg !325
  %t155.i.i1461 = xor i32 %t142.i.i1449, %t154.i.i1460, !dbg !326
  %t157.i.i1462 = add i32 %.108.i1336, -1879881855, !dbg !327
  %t158.i.i1463 = add i32 %.109.i1337, -1767562579, !dbg !328
  %t159.i.i1464 = zext i32 %t150.i.i1457 to i64, !dbg !314
  %t160.i.i1465 = mul nuw i64 %t159.i.i1464, 3528531795, !dbg !316
  %t161.i.i1466 = zext i32 %t155.i.i1461 to i64, !dbg !317
  %t162.i.i1467 = mul nuw i64 %t161.i.i1466, 3449720151, !dbg !318
  %t163.i.i1468 = lshr i64 %t162.i.i1467, 32, !dbg !319
  %t16517.i.i1469 = xor i64 %t163.i.i1468, %t146.i.i1453, !dbg !321
  %t165.i.i1470 = trunc i64 %t16517.i.i1469 to i32, !dbg !321
  %t166.i.i1471 = xor i32 %t157.i.i1462, %t165.i.i1470, !dbg !322
  %t167.i.i1472 = trunc i64 %t162.i.i1467 to i32, !dbg !329
  %t168.i.i1473 = lshr i64 %t160.i.i1465, 32, !dbg !323
  %t17018.i.i1474 = xor i64 %t168.i.i1473, %t144.i.i1451, !dbg !325
  %t170.i.i1475 = trunc i64 %t17018.i.i1474 to i32, !dbg !325
  %t171.i.i1476 = xor i32 %t158.i.i1463, %t170.i.i1475, !dbg !326
  %t172.i.i1477 = trunc i64 %t160.i.i1465 to i32, !dbg !330
  %.186.i1478 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1302, i32 %t15.i1322, 2, !dbg !331
  %.189.i1479 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1478, i32 %t0.sroa.19.0.i1333, 3, !dbg !331
  %.192.i1480 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1479, i32 %t0.sroa.27.0.i1334, 4, !dbg !331
  %.195.i1481 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1480, i32 %t0.sroa.35.0.i1335, 5, !dbg !331
  %.198.i1482 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1481, i32 %t166.i.i1471, 6, !dbg !331
  %.201.i1483 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1482, i32 %t167.i.i1472, 7, !dbg !331
  %.204.i1484 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1483, i32 %t171.i.i1476, 8, !dbg !331
  %.207.i1485 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1484, i32 %t172.i.i1477, 9, !dbg !331
  %.210.i1486 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1485, i32 0, 10, !dbg !331
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1511", !dbg !332

b10.i1509:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"
  br label %b2.i1321, !dbg !333

b12.i1510:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1307"
  br label %b2.i1321, !dbg !334

"github.com/kernlab/kern.kern.Rand.uint32.exit1511": ; preds = %b2.i1321, %b7.i1487
  %.210.pn.i1488 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1486, %b7.i1487 ], [ %.263.i1302, %b2.i1321 ]
  %t0.sroa.11.0.i1489 = phi i32 [ %t15.i1322, %b7.i1487 ], [ %t0.sroa.11.0.i1285, %b2.i1321 ], !dbg !312
  %t0.sroa.19.1.i1490 = phi i32 [ %t0.sroa.19.0.i1333, %b7.i1487 ], [ %t0.sroa.19.1.i1286, %b2.i1321 ], !dbg !312
  %t0.sroa.27.1.i1491 = phi i32 [ %t0.sroa.27.0.i1334, %b7.i1487 ], [ %t0.sroa.27.1.i1287, %b2.i1321 ], !dbg !312
  %t0.sroa.35.1.i1492 = phi i32 [ %t0.sroa.35.0.i1335, %b7.i1487 ], [ %t0.sroa.35.1.i1288, %b2.i1321 ], !dbg !312
  %t0.sroa.42.0.i1493 = phi i32 [ %t166.i.i1471, %b7.i1487 ], [ %t0.sroa.42.0.i1289, %b2.i1321 ], !dbg !312
  %t0.sroa.48.0.i1494 = phi i32 [ %t167.i.i1472, %b7.i1487 ], [ %t0.sroa.48.0.i1290, %b2.i1321 ], !dbg !312
  %t0.sroa.54.0.i1495 = phi i32 [ %t171.i.i1476, %b7.i1487 ], [ %t0.sroa.54.0.i1291, %b2.i1321 ], !dbg !312
  %t0.sroa.60.0.i1496 = phi i32 [ %t172.i.i1477, %b7.i1487 ], [ %t0.sroa.60.0.i1292, %b2.i1321 ], !dbg !312
  %t0.sroa.66.0.i1497 = phi i32 [ 0, %b7.i1487 ], [ %t10.i1319, %b2.i1321 ], !dbg !312
  %.239.i1498 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1488, i32 %t0.sroa.11.0.i1489, 2, !dbg !335
  %.242.i1499 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1498, i32 %t0.sroa.19.1.i1490, 3, !dbg !335
  %.245.i1500 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1499, i32 %t0.sroa.27.1.i1491, 4, !dbg !335
  %.248.i1501 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1500, i32 %t0.sroa.35.1.i1492, 5, !dbg !335
  %.251.i1502 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1501, i32 %t0.sroa.42.0.i1493, 6, !dbg !335
  %.254.i1503 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1502, i32 %t0.sroa.48.0.i1494, 7, !dbg !335
  %.257.i1504 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1503, i32 %t0.sroa.54.0.i1495, 8, !dbg !335
  %.260.i1505 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1504, i32 %t0.sroa.60.0.i1496, 9, !dbg !335
  %.263.i1506 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1505, i32 %t0.sroa.66.0.i1497, 10, !dbg !335
  %t124 = lshr i32 %t8.i1114, 8, !dbg !336
  %t125 = add nuw nsw i32 %t124, 1, !dbg !337
  %t126 = uitofp i32 %t125 to double, !dbg !338
  %t127 = fmul double %t126, 0x3E70000000000000, !dbg !339
  %t128 = lshr i32 %t8.i1318, 8, !dbg !340
  %t129 = uitofp i32 %t128 to double, !dbg !341
  %t130 = fmul double %t129, 0x3E70000000000000, !dbg !342
  %t132 = fcmp ogt double %t127, 0x7FEFFFFFFFFFFFFF
  br i1 %t132, label %b22, label %b8, !dbg !343

b8:                                               ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1511"
  %t134 = fcmp oeq double %t127, 0.000000e+00, !dbg !346
  br i1 %t134, label %b22, label %b19, !dbg !346

b19:                                              ; preds = %b8
  %t137 = fcmp olt double %t127, 0x10000000000000, !dbg !347
  %t138 = fmul double %t127, 0x4330000000000000, !dbg !347
  %t139 = select i1 %t137, double %t138, double %t127, !dbg !347
  %t141 = bitcast double %t139 to i64, !dbg !350
  %t148 = and i64 %t141, -9218868437227405313, !dbg !353
  %t149 = or i64 %t148, 4602678819172646912, !dbg !354
  %t150 = bitcast i64 %t149 to double, !dbg !355
  %t142 = lshr i64 %t141, 52, !dbg !356
  %t143 = and i64 %t142, 2047, !dbg !357
  %t153 = fcmp olt double %t150, 0x3FE6A09E667F3BCD, !dbg !358
  %t154 = fmul double %t150, 2.000000e+00, !dbg !358
  %t156 = select i1 %t153, double %t154, double %t150, !dbg !358
  %t155 = sext i1 %t153 to i64, !dbg !358
  %t146 = select i1 %t137, i64 -1074, i64 -1022, !dbg !359
  %t147 = add nsw i64 %t146, %t143, !dbg !360
  %t157 = add nsw i64 %t147, %t155, !dbg !358
  %t158 = fadd double %t156, -1.000000e+00, !dbg !361
  %t159 = sitofp i64 %t157 to double, !dbg !362
  %t160 = fadd double %t158, 2.000000e+00, !dbg !363
  %t161 = fdiv double %t158, %t160, !dbg !364
  %t162 = fmul double %t161, %t161, !dbg !365
  %t163 = fmul double %t162, %t162, !dbg !366
  %t164 = fmul double %t163, 0x3FC2F112DF3E5244, !dbg !367
  %t165 = fadd double %t164, 0x3FC7466496CB03DE, !dbg !368
  %t166 = fmul double %t163, %t165, !dbg !369
  %t167 = fadd double %t166, 0x3FD2492494229359, !dbg !370
  %t168 = fmul double %t163, %t167, !dbg !371
  %t169 = fadd double %t168, 0x3FE5555555555593, !dbg !372
  %t170 = fmul double %t162, %t169, !dbg !373
  %t171 = fmul double %t163, 0x3FC39A09D078C69F, !dbg !374
  %t172 = fadd double %t171, 0x3FCC71C51D8E78AF, !dbg !375
  %t173 = fmul double %t163, %t172, !dbg !376
  %t174 = fadd double %t173, 0x3FD999999997FA04, !dbg !377
  %t175 = fmul double %t163, %t174, !dbg !378
  %t176 = fadd double %t175, %t170, !dbg !379
  %t177 = fmul double %t158, 5.000000e-01, !dbg !380
  %t178 = fmul double %t158, %t177, !dbg !381
  %t179 = fmul double %t159, 0x3FE62E42FEE00000, !dbg !382
  %t180 = fadd double %t178, %t176, !dbg !383
  %t181 = fmul double %t161, %t180, !dbg !384
  %t182 = fmul double %t159, 0x3DEA39EF35793C76, !dbg !385
  %t183 = fadd double %t182, %t181, !dbg !386
  %t184 = fsub double %t178, %t183, !dbg !387
  %t185 = fsub double %t184, %t158, !dbg !388
  %t186 = fsub double %t179, %t185, !dbg !389
  br label %b22, !dbg !390

b22:                                              ; preds = %b8, %"github.com/kernlab/kern.kern.Rand.uint32.exit1511", %b19
  %t187 = phi double [ %t186, %b19 ], [ %t127, %"github.com/kernlab/kern.kern.Rand.uint32.exit1511" ], [ 0xFFF0000000000000, %b8 ]
  %t188 = fmul double %t187, -2.000000e+00, !dbg !391
  %.474 = fcmp olt double %t188, 0x1000000000000000, !dbg !392
  %.475 = fmul double %t188, 0x4FF0000000000000, !dbg !392
  %.476 = select i1 %.474, double %.475, double %t188, !dbg !392
  %.477 = tail call double @llvm.amdgcn.rsq.f64(double %.476), !dbg !392
  %.478 = fmul double %.476, %.477, !dbg !392
  %.479 = fmul double %.477, 5.000000e-01, !dbg !392
  %.480 = fneg double %.479, !dbg !392
  %.481 = tail call double @llvm.fma.f64(double %.480, double %.478, double 5.000000e-01), !dbg !392
  %.482 = tail call double @llvm.fma.f64(double %.479, double %.481, double %.479), !dbg !392
  %.483 = tail call double @llvm.fma.f64(double %.478, double %.481, double %.478), !dbg !392
  %.484 = fneg double %.483, !dbg !392
  %.485 = tail call double @llvm.fma.f64(double %.484, double %.483, double %.476), !dbg !392
  %.486 = tail call double @llvm.fma.f64(double %.485, double %.482, double %.483), !dbg !392
  %.487 = fneg double %.486, !dbg !392
  %.488 = tail call double @llvm.fma.f64(double %.487, double %.486, double %.476), !dbg !392
  %.489 = tail call double @llvm.fma.f64(double %.488, double %.482, double %.486), !dbg !392
  %.490 = fmul double %.489, 0x37F0000000000000, !dbg !392
  %.491 = select i1 %.474, double %.490, double %.489, !dbg !392
  %.492 = fcmp oeq double %.476, 0.000000e+00, !dbg !392
  %.493 = fcmp oeq double %.476, 0x7FF0000000000000, !dbg !392
  %.494 = or i1 %.492, %.493, !dbg !392
  %.495 = select i1 %.494, double %.476, double %.491, !dbg !392
  %t190 = fmul double %t130, 0x401921FB54442D18, !dbg !393
  %t0.i = fcmp uno double %t190, 0.000000e+00, !dbg !394
  %t2.i = fcmp ogt double %t190, 0x7FEFFFFFFFFFFFFF
  %or.cond = or i1 %t0.i, %t2.i, !dbg !399
  br i1 %or.cond, label %math.cos.exit, label %b3.i1513, !dbg !399

b3.i1513:                                         ; preds = %b22
  %t3.i = fcmp ult double %t190, 0x41C0000000000000, !dbg !400
  br i1 %t3.i, label %b21.i, label %b4.i1514, !dbg !400

b4.i1514:                                         ; preds = %b3.i1513
  %t4.i = fcmp olt double %t190, 0x3FE921FB54442D18, !dbg !401
  br i1 %t4.i, label %b10.i1584, label %b6.i, !dbg !401

b6.i:                                             ; preds = %b4.i1514
  %t5.i = bitcast double %t190 to i64, !dbg !404
  %t6.i = lshr i64 %t5.i, 52, !dbg !405
  %t7.i = and i64 %t6.i, 2047, !dbg !406
  %t11.i = and i64 %t5.i, -9218868437227405313, !dbg !407
  %t12.i1515 = or i64 %t11.i, 4503599627370496, !dbg !408
  %t13.i = add nsw i64 %t7.i, -1014, !dbg !409
  %t154.i1516 = lshr i64 %t13.i, 6, !dbg !410
  %t16.i1517 = and i64 %t13.i, 63, !dbg !411
  %t18.i1518 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t154.i1516, !dbg !412
  %.2.i = load i64, ptr addrspace(4) %t18.i1518, align 8, !dbg !412
  %.5.i = shl i64 %.2.i, %t16.i1517, !dbg !413
  %t21.i1519 = add nuw nsw i64 %t154.i1516, 1, !dbg !414
  %t23.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t21.i1519, !dbg !415
  %.6.i = load i64, ptr addrspace(4) %t23.i, align 8, !dbg !415
  %t25.i1520 = sub nsw i64 54, %t6.i, !dbg !416
  %.7.i = icmp eq i64 %t16.i1517, 0, !dbg !417
  %.8.i1521 = and i64 %t25.i1520, 63, !dbg !417
  %.9.i1522 = lshr i64 %.6.i, %.8.i1521, !dbg !417
  %t26.i1523 = select i1 %.7.i, i64 0, i64 %.9.i1522, !dbg !417
  %t27.i1524 = or i64 %t26.i1523, %.5.i, !dbg !418
  %.13.i = shl i64 %.6.i, %t16.i1517, !dbg !419
  %t30.i1525 = add nuw nsw i64 %t154.i1516, 2, !dbg !420
  %t32.i1526 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t30.i1525, !dbg !421
  %.14.i = load i64, ptr addrspace(4) %t32.i1526, align 8, !dbg !421
  %.17.i = lshr i64 %.14.i, %.8.i1521, !dbg !422
  %t34.i1527 = select i1 %.7.i, i64 0, i64 %.17.i, !dbg !422
  %t35.i1528 = or i64 %t34.i1527, %.13.i, !dbg !423
  %.21.i = shl i64 %.14.i, %t16.i1517, !dbg !424
  %t38.i1529 = add nuw nsw i64 %t154.i1516, 3, !dbg !425
  %t40.i1530 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t38.i1529, !dbg !426
  %.22.i = load i64, ptr addrspace(4) %t40.i1530, align 8, !dbg !426
  %.25.i1531 = lshr i64 %.22.i, %.8.i1521, !dbg !427
  %t42.i1532 = select i1 %.7.i, i64 0, i64 %.25.i1531, !dbg !427
  %t43.i1533 = or i64 %t42.i1532, %.21.i, !dbg !428
  %t44.i = and i64 %t43.i1533, 4294967295, !dbg !429
  %t45.i1534 = lshr i64 %t43.i1533, 32, !dbg !432
  %t46.i1535 = and i64 %t5.i, 4294967295, !dbg !433
  %t47.i1536 = lshr i64 %t12.i1515, 32, !dbg !434
  %t48.i1537 = mul nuw i64 %t44.i, %t46.i1535, !dbg !435
  %t49.i1538 = mul nuw i64 %t45.i1534, %t46.i1535, !dbg !436
  %t50.i1539 = lshr i64 %t48.i1537, 32, !dbg !437
  %t51.i1540 = add nuw i64 %t50.i1539, %t49.i1538, !dbg !438
  %t52.i = and i64 %t51.i1540, 4294967295, !dbg !439
  %t53.i1541 = lshr i64 %t51.i1540, 32, !dbg !440
  %t54.i1542 = mul nuw i64 %t44.i, %t47.i1536, !dbg !441
  %t55.i = add nuw i64 %t52.i, %t54.i1542, !dbg !442
  %t56.i1543 = mul nuw i64 %t45.i1534, %t47.i1536, !dbg !443
  %t57.i = add nuw i64 %t53.i1541, %t56.i1543, !dbg !444
  %t58.i1544 = lshr i64 %t55.i, 32, !dbg !445
  %t59.i1545 = add nuw i64 %t57.i, %t58.i1544, !dbg !446
  %t60.i = and i64 %t35.i1528, 4294967295, !dbg !429
  %t61.i1546 = lshr i64 %t35.i1528, 32, !dbg !432
  %t62.i1547 = mul nuw i64 %t60.i, %t46.i1535, !dbg !435
  %t63.i1548 = mul nuw i64 %t61.i1546, %t46.i1535, !dbg !436
  %t64.i1549 = lshr i64 %t62.i1547, 32, !dbg !437
  %t65.i1550 = add nuw i64 %t64.i1549, %t63.i1548, !dbg !438
  %t66.i1551 = and i64 %t65.i1550, 4294967295, !dbg !439
  %t67.i1552 = lshr i64 %t65.i1550, 32, !dbg !440
  %t68.i = mul nuw i64 %t60.i, %t47.i1536, !dbg !441
  %t69.i1553 = add nuw i64 %t66.i1551, %t68.i, !dbg !442
  %t70.i1554 = mul nuw i64 %t61.i1546, %t47.i1536, !dbg !443
  %t72.i1555 = lshr i64 %t69.i1553, 32, !dbg !445
  %t74.i1556 = mul i64 %t35.i1528, %t12.i1515, !dbg !447
  %t75.i1557 = mul i64 %t27.i1524, %t12.i1515, !dbg !448
  %t76.i = add i64 %t59.i1545, %t74.i1556, !dbg !449
  %t77.i1558 = and i64 %t59.i1545, %t74.i1556, !dbg !450
  %t78.i1559 = or i64 %t59.i1545, %t74.i1556, !dbg !451
  %.26.i = xor i64 %t76.i, -1, !dbg !452
  %t79.i1560 = and i64 %t78.i1559, %.26.i, !dbg !452
  %t80.i1561 = or i64 %t79.i1560, %t77.i1558, !dbg !453
  %t81.i1562 = lshr i64 %t80.i1561, 63, !dbg !454
  %t71.i = add i64 %t70.i1554, %t75.i1557, !dbg !444
  %t73.i = add i64 %t71.i, %t67.i1552, !dbg !446
  %t82.i1563 = add i64 %t73.i, %t72.i1555, !dbg !449
  %t83.i1564 = add i64 %t82.i1563, %t81.i1562, !dbg !455
  %t84.i = lshr i64 %t83.i1564, 61, !dbg !456
  %t87.i = tail call i64 @llvm.fshl.i64(i64 %t83.i1564, i64 %t76.i, i64 3), !dbg !457
  %.27.i1565 = tail call i64 @llvm.ctlz.i64(i64 %t87.i, i1 false), !dbg !458, !range !459
  %t91.i1566 = add nuw nsw i64 %.27.i1565, 1, !dbg !460
  %.28.i = icmp ult i64 %t87.i, 2, !dbg !461
  %.29.i1567 = and i64 %t91.i1566, 63, !dbg !461
  %.30.i = shl i64 %t87.i, %.29.i1567, !dbg !461
  %t93.i1568 = select i1 %.28.i, i64 2, i64 %.30.i, !dbg !461
  %t94.i1569 = sub nsw i64 63, %.27.i1565, !dbg !462
  %.31.i1570 = icmp eq i64 %t87.i, 0, !dbg !463
  %.32.i = and i64 %t94.i1569, 63, !dbg !463
  %.33.i1571 = lshr i64 %t76.i, %.32.i, !dbg !463
  %t95.i1572 = select i1 %.31.i1570, i64 0, i64 %.33.i1571, !dbg !463
  %t96.i1573 = or i64 %t93.i1568, %t95.i1572, !dbg !464
  %t97.i1574 = lshr i64 %t96.i1573, 12, !dbg !465
  %.neg.i = mul nsw i64 %.27.i1565, -4503599627370496, !dbg !466
  %t98.i1575 = add nsw i64 %.neg.i, 4602678819172646912, !dbg !466
  %t99.i1576 = or i64 %t97.i1574, %t98.i1575, !dbg !467
  %t100.i = bitcast i64 %t99.i1576 to double, !dbg !468
  %0 = and i64 %t83.i1564, 2305843009213693952, !dbg !469
  %t102.not.i = icmp eq i64 %0, 0, !dbg !469
  %t103.i = add nuw nsw i64 %t84.i, 1, !dbg !470
  %t104.i1577 = and i64 %t103.i, 7, !dbg !471
  %t105.i = fadd double %t100.i, -1.000000e+00, !dbg !472
  %spec.select.i = select i1 %t102.not.i, i64 %t84.i, i64 %t104.i1577, !dbg !469
  %spec.select5.i = select i1 %t102.not.i, double %t100.i, double %t105.i, !dbg !469
  %t108.i = fmul double %spec.select5.i, 0x3FE921FB54442D18, !dbg !473
  br label %b10.i1584, !dbg !474

b10.i1584:                                        ; preds = %b21.i, %b6.i, %b4.i1514
  %t111.i1578 = phi i64 [ %t187.i, %b21.i ], [ %spec.select.i, %b6.i ], [ 0, %b4.i1514 ]
  %t112.i1579 = phi double [ %t193.i, %b21.i ], [ %t108.i, %b6.i ], [ %t190, %b4.i1514 ]
  %t113.i1580 = icmp ugt i64 %t111.i1578, 3, !dbg !475
  %t114.i1581 = add nsw i64 %t111.i1578, -4
  %spec.select1.i = select i1 %t113.i1580, i64 %t114.i1581, i64 %t111.i1578, !dbg !475
  %t117.i1582 = icmp ugt i64 %spec.select1.i, 1, !dbg !476
  %spec.select3.i = xor i1 %t113.i1580, %t117.i1582, !dbg !476
  %t120.i1583 = fmul double %t112.i1579, %t112.i1579, !dbg !477
  %spec.select1.off.i = add nsw i64 %spec.select1.i, -1, !dbg !478
  %switch.i = icmp ult i64 %spec.select1.off.i, 2, !dbg !478
  br i1 %switch.i, label %b15.i, label %b20.i, !dbg !478

b15.i:                                            ; preds = %b10.i1584
  %t125.i1585 = fmul double %t120.i1583, 0x3DE5D8FD1FD19CCD, !dbg !479
  %t128.i1586 = fadd double %t125.i1585, 0xBE5AE5E5A9291F5D, !dbg !480
  br label %b16.i, !dbg !481

b16.i:                                            ; preds = %b20.i, %b15.i
  %.sink9.i = phi double [ %1, %b20.i ], [ %t128.i1586, %b15.i ]
  %.sink8.i = phi double [ 0xBE927E4F7EAC4BC6, %b20.i ], [ 0x3EC71DE3567D48A1, %b15.i ]
  %.sink7.i = phi double [ 0x3EFA01A019C844F5, %b20.i ], [ 0xBF2A01A019BFDF03, %b15.i ]
  %.sink6.i = phi double [ 0xBF56C16C16C14F91, %b20.i ], [ 0x3F8111111110F7D0, %b15.i ]
  %.sink.i = phi double [ 0x3FA555555555554B, %b20.i ], [ 0xBFC5555555555548, %b15.i ]
  %t120.pn.i = phi double [ %t120.i1583, %b20.i ], [ %t112.i1579, %b15.i ]
  %t152.sink.i = phi double [ %t152.i1593, %b20.i ], [ %t112.i1579, %b15.i ]
  %t153.sink.i = fmul double %t120.i1583, %t120.pn.i, !dbg !482
  %t160.i1587 = fmul double %t120.i1583, %.sink9.i, !dbg !482
  %t163.i1588 = fadd double %t160.i1587, %.sink8.i, !dbg !482
  %t164.i = fmul double %t120.i1583, %t163.i1588, !dbg !482
  %t167.i1589 = fadd double %.sink7.i, %t164.i, !dbg !482
  %t168.i1590 = fmul double %t120.i1583, %t167.i1589, !dbg !482
  %t171.i1591 = fadd double %.sink6.i, %t168.i1590, !dbg !482
  %t172.i1592 = fmul double %t120.i1583, %t171.i1591, !dbg !482
  %t175.i = fadd double %.sink.i, %t172.i1592, !dbg !482
  %t176.i = fmul double %t153.sink.i, %t175.i, !dbg !482
  %t177.i = fadd double %t152.sink.i, %t176.i, !dbg !482
  %t148.i = fneg double %t177.i
  %spec.select2.i = select i1 %spec.select3.i, double %t148.i, double %t177.i, !dbg !483
  br label %math.cos.exit

b20.i:                                            ; preds = %b10.i1584
  %t151.i = fmul double %t120.i1583, 5.000000e-01, !dbg !484
  %t152.i1593 = fsub double 1.000000e+00, %t151.i, !dbg !485
  %t156.i = fmul double %t120.i1583, 0x3DA8FA49A0861A9B, !dbg !486
  %1 = fsub double 0x3E21EE9D7B4E3F05, %t156.i, !dbg !487
  br label %b16.i, !dbg !488

b21.i:                                            ; preds = %b3.i1513
  %t178.i = fmul double %t190, 0x3FF45F306DC9C883, !dbg !489
  %.46.i = fcmp olt double %t178.i, 0x43E0000000000000, !dbg !490
  %.47.i = fcmp oge double %t178.i, 0xC3E0000000000000, !dbg !490
  %.49.i = and i1 %.47.i, %.46.i, !dbg !490
  %2 = fptosi double %t178.i to i64, !dbg !490
  %.52.i = select i1 %.49.i, i64 %2, i64 -9223372036854775808, !dbg !490
  %.53.i = fadd double %t178.i, 0xC3E0000000000000, !dbg !490
  %.54.i = fcmp oge double %.53.i, 0xC3E0000000000000, !dbg !490
  %.55.i = fcmp olt double %.53.i, 0x43E0000000000000, !dbg !490
  %.56.i = and i1 %.54.i, %.55.i, !dbg !490
  %3 = fptosi double %.53.i to i64, !dbg !490
  %.op.i = or i64 %3, -9223372036854775808, !dbg !490
  %.60.i = select i1 %.56.i, i64 %.op.i, i64 -9223372036854775808, !dbg !490
  %.61.i = select i1 %.46.i, i64 %.52.i, i64 %.60.i, !dbg !490
  %t180.i = uitofp i64 %.61.i to double, !dbg !491
  %t181.i = and i64 %.61.i, 1, !dbg !492
  %t182.not.i = icmp eq i64 %t181.i, 0, !dbg !493
  %t184.i = fadd double %t180.i, 1.000000e+00, !dbg !493
  %not.t182.not.i = xor i1 %t182.not.i, true, !dbg !493
  %t183.i = zext i1 %not.t182.not.i to i64, !dbg !493
  %t185.i = add i64 %.61.i, %t183.i, !dbg !493
  %t186.i = select i1 %t182.not.i, double %t180.i, double %t184.i, !dbg !493
  %t187.i = and i64 %t185.i, 7, !dbg !494
  %t188.i = fmul double %t186.i, 0x3FE921FB40000000, !dbg !495
  %t189.i = fsub double %t190, %t188.i, !dbg !496
  %t190.i = fmul double %t186.i, 0x3E64442D00000000, !dbg !497
  %t191.i = fsub double %t189.i, %t190.i, !dbg !498
  %t192.i = fmul double %t186.i, 0x3CE8469898CC5170, !dbg !499
  %t193.i = fsub double %t191.i, %t192.i, !dbg !500
  br label %b10.i1584, !dbg !500

math.cos.exit:                                    ; preds = %b22, %b16.i
  %common.ret.op.i = phi double [ %spec.select2.i, %b16.i ], [ 0x7FF8000000000001, %b22 ]
  %t192 = fmul double %.495, %common.ret.op.i, !dbg !501
  %t193 = fptrunc double %t192 to float, !dbg !502
  %t194 = bitcast float %t193 to i32, !dbg !503
  %t195 = zext i32 %t194 to i64, !dbg !504
  %t196 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 4, !dbg !505
  store i64 %t195, ptr addrspace(1) %t196, align 8, !dbg !505
  switch i32 %t0.sroa.66.0.i1497, label %b2.i1607 [
    i32 0, label %b1.i1603
    i32 1, label %b10.i1795
    i32 2, label %b12.i1796
  ], !dbg !506

b1.i1603:                                         ; preds = %math.cos.exit
  br label %b2.i1607, !dbg !508

b2.i1607:                                         ; preds = %b12.i1796, %b10.i1795, %b1.i1603, %math.cos.exit
  %t8.i1604 = phi i32 [ %t0.sroa.42.0.i1493, %b1.i1603 ], [ %t0.sroa.48.0.i1494, %b10.i1795 ], [ %t0.sroa.54.0.i1495, %b12.i1796 ], [ %t0.sroa.60.0.i1496, %math.cos.exit ]
  %t10.i1605 = add i32 %t0.sroa.66.0.i1497, 1, !dbg !509
  %t12.i1606 = icmp eq i32 %t10.i1605, 4, !dbg !510
  br i1 %t12.i1606, label %b3.i1610, label %"github.com/kernlab/kern.kern.Rand.uint32.exit1797", !dbg !510

b3.i1610:                                         ; preds = %b2.i1607
  %t15.i1608 = add i32 %t0.sroa.11.0.i1489, 1, !dbg !511
  %t17.i1609 = icmp eq i32 %t15.i1608, 0, !dbg !512
  br i1 %t17.i1609, label %b4.i1613, label %b7.i1773, !dbg !512

b4.i1613:                                         ; preds = %b3.i1610
  %t20.i1611 = add i32 %t0.sroa.19.1.i1490, 1, !dbg !513
  %t22.i1612 = icmp eq i32 %t20.i1611, 0, !dbg !514
  br i1 %t22.i1612, label %b5.i1618, label %b7.i1773, !dbg !514

b5.i1618:                                         ; preds = %b4.i1613
  %t25.i1614 = add i32 %t0.sroa.27.1.i1491, 1, !dbg !515
  %t27.i1615 = icmp eq i32 %t25.i1614, 0, !dbg !516
  %t30.i1616 = zext i1 %t27.i1615 to i32, !dbg !516
  %spec.select33.i1617 = add i32 %t0.sroa.35.1.i1492, %t30.i1616, !dbg !516
  br label %b7.i1773, !dbg !516

b7.i1773:                                         ; preds = %b5.i1618, %b4.i1613, %b3.i1610
  %t0.sroa.19.0.i1619 = phi i32 [ %t20.i1611, %b4.i1613 ], [ %t0.sroa.19.1.i1490, %b3.i1610 ], [ 0, %b5.i1618 ], !dbg !517
  %t0.sroa.27.0.i1620 = phi i32 [ %t0.sroa.27.1.i1491, %b4.i1613 ], [ %t0.sroa.27.1.i1491, %b3.i1610 ], [ %t25.i1614, %b5.i1618 ], !dbg !517
  %t0.sroa.35.0.i1621 = phi i32 [ %t0.sroa.35.1.i1492, %b4.i1613 ], [ %t0.sroa.35.1.i1492, %b3.i1610 ], [ %spec.select33.i1617, %b5.i1618 ], !dbg !517
  %.108.i1622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1488, 0, !dbg !518
  %.109.i1623 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1488, 1, !dbg !518
  %t15.i.i1624 = zext i32 %t15.i1608 to i64, !dbg !519
  %t16.i.i1625 = mul nuw i64 %t15.i.i1624, 3528531795, !dbg !521
  %t17.i.i1626 = zext i32 %t0.sroa.27.0.i1620 to i64, !dbg !522
  %t18.i.i1627 = mul nuw i64 %t17.i.i1626, 3449720151, !dbg !523
  %t19.i.i1628 = lshr i64 %t18.i.i1627, 32, !dbg !524
  %t20.i.i1629 = trunc i64 %t19.i.i1628 to i32, !dbg !525
  %t21.i.i1630 = xor i32 %t0.sroa.19.0.i1619, %.108.i1622, !dbg !526
  %t22.i.i1631 = xor i32 %t21.i.i1630, %t20.i.i1629, !dbg !527
  %t24.i.i1632 = lshr i64 %t16.i.i1625, 32, !dbg !528
  %t25.i.i1633 = trunc i64 %t24.i.i1632 to i32, !dbg !529
  %t26.i.i1634 = xor i32 %.109.i1623, %t25.i.i1633, !dbg !530
  %t27.i.i1635 = xor i32 %t26.i.i1634, %t0.sroa.35.0.i1621, !dbg !531
  %t29.i.i1636 = add i32 %.108.i1622, -1640531527, !dbg !532
  %t30.i.i1637 = add i32 %.109.i1623, -1150833019, !dbg !533
  %t31.i.i1638 = zext i32 %t22.i.i1631 to i64, !dbg !519
  %t32.i.i1639 = mul nuw i64 %t31.i.i1638, 3528531795, !dbg !521
  %t33.i.i1640 = zext i32 %t27.i.i1635 to i64, !dbg !522
  %t34.i.i1641 = mul nuw i64 %t33.i.i1640, 3449720151, !dbg !523
  %t35.i.i1642 = lshr i64 %t34.i.i1641, 32, !dbg !524
  %t371.i.i1643 = xor i64 %t35.i.i1642, %t18.i.i1627, !dbg !526
  %t37.i.i1644 = trunc i64 %t371.i.i1643 to i32, !dbg !526
  %t38.i.i1645 = xor i32 %t29.i.i1636, %t37.i.i1644, !dbg !527
  %t40.i.i1646 = lshr i64 %t32.i.i1639, 32, !dbg !528
  %t422.i.i1647 = xor i64 %t40.i.i1646, %t16.i.i1625, !dbg !530
  %t42.i.i1648 = trunc i64 %t422.i.i1647 to i32, !dbg !530
  %t43.i.i1649 = xor i32 %t30.i.i1637, %t42.i.i1648, !dbg !531
  %t45.i.i1650 = add i32 %.108.i1622, 1013904242, !dbg !532
  %t46.i.i1651 = add i32 %.109.i1623, 1993301258, !dbg !533
  %t47.i.i1652 = zext i32 %t38.i.i1645 to i64, !dbg !519
  %t48.i.i1653 = mul nuw i64 %t47.i.i1652, 3528531795, !dbg !521
  %t49.i.i1654 = zext i32 %t43.i.i1649 to i64, !dbg !522
  %t50.i.i1655 = mul nuw i64 %t49.i.i1654, 3449720151, !dbg !523
  %t51.i.i1656 = lshr i64 %t50.i.i1655, 32, !dbg !524
  %t533.i.i1657 = xor i64 %t51.i.i1656, %t34.i.i1641, !dbg !526
  %t53.i.i1658 = trunc i64 %t533.i.i1657 to i32, !dbg !526
  %t54.i.i1659 = xor i32 %t45.i.i1650, %t53.i.i1658, !dbg !527
  %t56.i.i1660 = lshr i64 %t48.i.i1653, 32, !dbg !528
  %t584.i.i1661 = xor i64 %t56.i.i1660, %t32.i.i1639, !dbg !530
  %t58.i.i1662 = trunc i64 %t584.i.i1661 to i32, !dbg !530
  %t59.i.i1663 = xor i32 %t46.i.i1651, %t58.i.i1662, !dbg !531
  %t61.i.i1664 = add i32 %.108.i1622, -626627285, !dbg !532
  %t62.i.i1665 = add i32 %.109.i1623, 842468239, !dbg !533
  %t63.i.i1666 = zext i32 %t54.i.i1659 to i64, !dbg !519
  %t64.i.i1667 = mul nuw i64 %t63.i.i1666, 3528531795, !dbg !521
  %t65.i.i1668 = zext i32 %t59.i.i1663 to i64, !dbg !522
  %t66.i.i1669 = mul nuw i64 %t65.i.i1668, 3449720151, !dbg !523
  %t67.i.i1670 = lshr i64 %t66.i.i1669, 32, !dbg !524
  %t695.i.i1671 = xor i64 %t67.i.i1670, %t50.i.i1655, !dbg !526
  %t69.i.i1672 = trunc i64 %t695.i.i1671 to i32, !dbg !526
  %t70.i.i1673 = xor i32 %t61.i.i1664, %t69.i.i1672, !dbg !527
  %t72.i.i1674 = lshr i64 %t64.i.i1667, 32, !dbg !528
  %t746.i.i1675 = xor i64 %t72.i.i1674, %t48.i.i1653, !dbg !530
  %t74.i.i1676 = trunc i64 %t746.i.i1675 to i32, !dbg !530
  %t75.i.i1677 = xor i32 %t62.i.i1665, %t74.i.i1676, !dbg !531
  %t77.i.i1678 = add i32 %.108.i1622, 2027808484, !dbg !532
  %t78.i.i1679 = add i32 %.109.i1623, -308364780, !dbg !533
  %t79.i.i1680 = zext i32 %t70.i.i1673 to i64, !dbg !519
  %t80.i.i1681 = mul nuw i64 %t79.i.i1680, 3528531795, !dbg !521
  %t81.i.i1682 = zext i32 %t75.i.i1677 to i64, !dbg !522
  %t82.i.i1683 = mul nuw i64 %t81.i.i1682, 3449720151, !dbg !523
  %t83.i.i1684 = lshr i64 %t82.i.i1683, 32, !dbg !524
  %t857.i.i1685 = xor i64 %t83.i.i1684, %t66.i.i1669, !dbg !526
  %t85.i.i1686 = trunc i64 %t857.i.i1685 to i32, !dbg !526
  %t86.i.i1687 = xor i32 %t77.i.i1678, %t85.i.i1686, !dbg !527
  %t88.i.i1688 = lshr i64 %t80.i.i1681, 32, !dbg !528
  %t908.i.i1689 = xor i64 %t88.i.i1688, %t64.i.i1667, !dbg !530
  %t90.i.i1690 = trunc i64 %t908.i.i1689 to i32, !dbg !530
  %t91.i.i1691 = xor i32 %t78.i.i1679, %t90.i.i1690, !dbg !531
  %t93.i.i1692 = add i32 %.108.i1622, 387276957, !dbg !532
  %t94.i.i1693 = add i32 %.109.i1623, -1459197799, !dbg !533
  %t95.i.i1694 = zext i32 %t86.i.i1687 to i64, !dbg !519
  %t96.i.i1695 = mul nuw i64 %t95.i.i1694, 3528531795, !dbg !521
  %t97.i.i1696 = zext i32 %t91.i.i1691 to i64, !dbg !522
  %t98.i.i1697 = mul nuw i64 %t97.i.i1696, 3449720151, !dbg !523
  %t99.i.i1698 = lshr i64 %t98.i.i1697, 32, !dbg !524
  %t1019.i.i1699 = xor i64 %t99.i.i1698, %t82.i.i1683, !dbg !526
  %t101.i.i1700 = trunc i64 %t1019.i.i1699 to i32, !dbg !526
  %t102.i.i1701 = xor i32 %t93.i.i1692, %t101.i.i1700, !dbg !527
  %t104.i.i1702 = lshr i64 %t96.i.i1695, 32, !dbg !528
  %t10610.i.i1703 = xor i64 %t104.i.i1702, %t80.i.i1681, !dbg !530
  %t106.i.i1704 = trunc i64 %t10610.i.i1703 to i32, !dbg !530
  %t107.i.i1705 = xor i32 %t94.i.i1693, %t106.i.i1704, !dbg !531
  %t109.i.i1706 = add i32 %.108.i1622, -1253254570, !dbg !532
  %t110.i.i1707 = add i32 %.109.i1623, 1684936478, !dbg !533
  %t111.i.i1708 = zext i32 %t102.i.i1701 to i64, !dbg !519
  %t112.i.i1709 = mul nuw i64 %t111.i.i1708, 3528531795, !dbg !521
  %t113.i.i1710 = zext i32 %t107.i.i1705 to i64, !dbg !522
  %t114.i.i1711 = mul nuw i64 %t113.i.i1710, 3449720151, !dbg !523
  %t115.i.i1712 = lshr i64 %t114.i.i1711, 32, !dbg !524
  %t11711.i.i1713 = xor i64 %t115.i.i1712, %t98.i.i1697, !dbg !526
  %t117.i.i1714 = trunc i64 %t11711.i.i1713 to i32, !dbg !526
  %t118.i.i1715 = xor i32 %t109.i.i1706, %t117.i.i1714, !dbg !527
  %t120.i.i1716 = lshr i64 %t112.i.i1709, 32, !dbg !528
  %t12212.i.i1717 = xor i64 %t120.i.i1716, %t96.i.i1695, !dbg !530
  %t122.i.i1718 = trunc i64 %t12212.i.i1717 to i32, !dbg !530
  %t123.i.i1719 = xor i32 %t110.i.i1707, %t122.i.i1718, !dbg !531
  %t125.i.i1720 = add i32 %.108.i1622, 1401181199, !dbg !532
  %t126.i.i1721 = add i32 %.109.i1623, 534103459, !dbg !533
  %t127.i.i1722 = zext i32 %t118.i.i1715 to i64, !dbg !519
  %t128.i.i1723 = mul nuw i64 %t127.i.i1722, 3528531795, !dbg !521
  %t129.i.i1724 = zext i32 %t123.i.i1719 to i64, !dbg !522
  %t130.i.i1725 = mul nuw i64 %t129.i.i1724, 3449720151, !dbg !523
  %t131.i.i1726 = lshr i64 %t130.i.i1725, 32, !dbg !524
  %t13313.i.i1727 = xor i64 %t131.i.i1726, %t114.i.i1711, !dbg !526
  %t133.i.i1728 = trunc i64 %t13313.i.i1727 to i32, !dbg !526
  %t134.i.i1729 = xor i32 %t125.i.i1720, %t133.i.i1728, !dbg !527
  %t136.i.i1730 = lshr i64 %t128.i.i1723, 32, !dbg !528
  %t13814.i.i1731 = xor i64 %t136.i.i1730, %t112.i.i1709, !dbg !530
  %t138.i.i1732 = trunc i64 %t13814.i.i1731 to i32, !dbg !530
  %t139.i.i1733 = xor i32 %t126.i.i1721, %t138.i.i1732, !dbg !531
  %t141.i.i1734 = add i32 %.108.i1622, -239350328, !dbg !532
  %t142.i.i1735 = add i32 %.109.i1623, -616729560, !dbg !533
  %t143.i.i1736 = zext i32 %t134.i.i1729 to i64, !dbg !519
  %t144.i.i1737 = mul nuw i64 %t143.i.i1736, 3528531795, !dbg !521
  %t145.i.i1738 = zext i32 %t139.i.i1733 to i64, !dbg !522
  %t146.i.i1739 = mul nuw i64 %t145.i.i1738, 3449720151, !dbg !523
  %t147.i.i1740 = lshr i64 %t146.i.i1739, 32, !dbg !524
  %t14915.i.i1741 = xor i64 %t147.i.i1740, %t130.i.i1725, !dbg !526
  %t149.i.i1742 = trunc i64 %t14915.i.i1741 to i32, !dbg !526
  %t150.i.i1743 = xor i32 %t141.i.i1734, %t149.i.i1742, !dbg !527
  %t152.i.i1744 = lshr i64 %t144.i.i1737, 32, !dbg !528
  %t15416.i.i1745 = xor i64 %t152.i.i1744, %t128.i.i1723, !dbg !530
  %t154.i.i1746 = trunc i64 %t15416.i.i1745 to i32, !dbg !530
  %t155.i.i1747 = xor i32 %t142.i.i1735, %t154.i.i1746, !dbg !531
  %t157.i.i1748 = add i32 %.108.i1622, -1879881855, !dbg !532
  %t158.i.i1749 = add i32 %.109.i1623, -1767562579, !dbg !533
  %t159.i.i1750 = zext i32 %t150.i.i1743 to i64, !dbg !519
  %t160.i.i1751 = mul nuw i64 %t159.i.i1750, 3528531795, !dbg !521
  %t161.i.i1752 = zext i32 %t155.i.i1747 to i64, !dbg !522
  %t162.i.i1753 = mul nuw i64 %t161.i.i1752, 3449720151, !dbg !523
  %t163.i.i1754 = lshr i64 %t162.i.i1753, 32, !dbg !524
  %t16517.i.i1755 = xor i64 %t163.i.i1754, %t146.i.i1739, !dbg !526
  %t165.i.i1756 = trunc i64 %t16517.i.i1755 to i32, !dbg !526
  %t166.i.i1757 = xor i32 %t157.i.i1748, %t165.i.i1756, !dbg !527
  %t167.i.i1758 = trunc i64 %t162.i.i1753 to i32, !dbg !534
  %t168.i.i1759 = lshr i64 %t160.i.i1751, 32, !dbg !528
  %t17018.i.i1760 = xor i64 %t168.i.i1759, %t144.i.i1737, !dbg !530
  %t170.i.i1761 = trunc i64 %t17018.i.i1760 to i32, !dbg !530
  %t171.i.i1762 = xor i32 %t158.i.i1749, %t170.i.i1761, !dbg !531
  %t172.i.i1763 = trunc i64 %t160.i.i1751 to i32, !dbg !535
  %.186.i1764 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1506, i32 %t15.i1608, 2, !dbg !536
  %.189.i1765 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1764, i32 %t0.sroa.19.0.i1619, 3, !dbg !536
  %.192.i1766 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1765, i32 %t0.sroa.27.0.i1620, 4, !dbg !536
  %.195.i1767 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1766, i32 %t0.sroa.35.0.i1621, 5, !dbg !536
  %.198.i1768 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1767, i32 %t166.i.i1757, 6, !dbg !536
  %.201.i1769 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1768, i32 %t167.i.i1758, 7, !dbg !536
  %.204.i1770 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1769, i32 %t171.i.i1762, 8, !dbg !536
  %.207.i1771 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1770, i32 %t172.i.i1763, 9, !dbg !536
  %.210.i1772 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1771, i32 0, 10, !dbg !536
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit1797", !dbg !537

b10.i1795:                                        ; preds = %math.cos.exit
  br label %b2.i1607, !dbg !538

b12.i1796:                                        ; preds = %math.cos.exit
  br label %b2.i1607, !dbg !539

"github.com/kernlab/kern.kern.Rand.uint32.exit1797": ; preds = %b2.i1607, %b7.i1773
  %.210.pn.i1774 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1772, %b7.i1773 ], [ %.263.i1506, %b2.i1607 ]
  %t0.sroa.11.0.i1775 = phi i32 [ %t15.i1608, %b7.i1773 ], [ %t0.sroa.11.0.i1489, %b2.i1607 ], !dbg !517
  %t0.sroa.19.1.i1776 = phi i32 [ %t0.sroa.19.0.i1619, %b7.i1773 ], [ %t0.sroa.19.1.i1490, %b2.i1607 ], !dbg !517
  %t0.sroa.27.1.i1777 = phi i32 [ %t0.sroa.27.0.i1620, %b7.i1773 ], [ %t0.sroa.27.1.i1491, %b2.i1607 ], !dbg !517
  %t0.sroa.35.1.i1778 = phi i32 [ %t0.sroa.35.0.i1621, %b7.i1773 ], [ %t0.sroa.35.1.i1492, %b2.i1607 ], !dbg !517
  %t0.sroa.42.0.i1779 = phi i32 [ %t166.i.i1757, %b7.i1773 ], [ %t0.sroa.42.0.i1493, %b2.i1607 ], !dbg !517
  %t0.sroa.48.0.i1780 = phi i32 [ %t167.i.i1758, %b7.i1773 ], [ %t0.sroa.48.0.i1494, %b2.i1607 ], !dbg !517
  %t0.sroa.54.0.i1781 = phi i32 [ %t171.i.i1762, %b7.i1773 ], [ %t0.sroa.54.0.i1495, %b2.i1607 ], !dbg !517
  %t0.sroa.60.0.i1782 = phi i32 [ %t172.i.i1763, %b7.i1773 ], [ %t0.sroa.60.0.i1496, %b2.i1607 ], !dbg !517
  %t0.sroa.66.0.i1783 = phi i32 [ 0, %b7.i1773 ], [ %t10.i1605, %b2.i1607 ], !dbg !517
  %.239.i1784 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1774, i32 %t0.sroa.11.0.i1775, 2, !dbg !540
  %.242.i1785 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1784, i32 %t0.sroa.19.1.i1776, 3, !dbg !540
  %.245.i1786 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1785, i32 %t0.sroa.27.1.i1777, 4, !dbg !540
  %.248.i1787 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1786, i32 %t0.sroa.35.1.i1778, 5, !dbg !540
  %.251.i1788 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1787, i32 %t0.sroa.42.0.i1779, 6, !dbg !540
  %.254.i1789 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1788, i32 %t0.sroa.48.0.i1780, 7, !dbg !540
  %.257.i1790 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1789, i32 %t0.sroa.54.0.i1781, 8, !dbg !540
  %.260.i1791 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1790, i32 %t0.sroa.60.0.i1782, 9, !dbg !540
  %.263.i1792 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1791, i32 %t0.sroa.66.0.i1783, 10, !dbg !540
  switch i32 %t0.sroa.66.0.i1783, label %b2.i1811 [
    i32 0, label %b1.i1807
    i32 1, label %b10.i1999
    i32 2, label %b12.i2000
  ], !dbg !541

b1.i1807:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1797"
  br label %b2.i1811, !dbg !543

b2.i1811:                                         ; preds = %b12.i2000, %b10.i1999, %b1.i1807, %"github.com/kernlab/kern.kern.Rand.uint32.exit1797"
  %t8.i1808 = phi i32 [ %t0.sroa.42.0.i1779, %b1.i1807 ], [ %t0.sroa.48.0.i1780, %b10.i1999 ], [ %t0.sroa.54.0.i1781, %b12.i2000 ], [ %t0.sroa.60.0.i1782, %"github.com/kernlab/kern.kern.Rand.uint32.exit1797" ]
  %t10.i1809 = add i32 %t0.sroa.66.0.i1783, 1, !dbg !544
  %t12.i1810 = icmp eq i32 %t10.i1809, 4, !dbg !545
  br i1 %t12.i1810, label %b3.i1814, label %"github.com/kernlab/kern.kern.Rand.uint32.exit2001", !dbg !545

b3.i1814:                                         ; preds = %b2.i1811
  %t15.i1812 = add i32 %t0.sroa.11.0.i1775, 1, !dbg !546
  %t17.i1813 = icmp eq i32 %t15.i1812, 0, !dbg !547
  br i1 %t17.i1813, label %b4.i1817, label %b7.i1977, !dbg !547

b4.i1817:                                         ; preds = %b3.i1814
  %t20.i1815 = add i32 %t0.sroa.19.1.i1776, 1, !dbg !548
  %t22.i1816 = icmp eq i32 %t20.i1815, 0, !dbg !549
  br i1 %t22.i1816, label %b5.i1822, label %b7.i1977, !dbg !549

b5.i1822:                                         ; preds = %b4.i1817
  %t25.i1818 = add i32 %t0.sroa.27.1.i1777, 1, !dbg !550
  %t27.i1819 = icmp eq i32 %t25.i1818, 0, !dbg !551
  %t30.i1820 = zext i1 %t27.i1819 to i32, !dbg !551
  %spec.select33.i1821 = add i32 %t0.sroa.35.1.i1778, %t30.i1820, !dbg !551
  br label %b7.i1977, !dbg !551

b7.i1977:                                         ; preds = %b5.i1822, %b4.i1817, %b3.i1814
  %t0.sroa.19.0.i1823 = phi i32 [ %t20.i1815, %b4.i1817 ], [ %t0.sroa.19.1.i1776, %b3.i1814 ], [ 0, %b5.i1822 ], !dbg !552
  %t0.sroa.27.0.i1824 = phi i32 [ %t0.sroa.27.1.i1777, %b4.i1817 ], [ %t0.sroa.27.1.i1777, %b3.i1814 ], [ %t25.i1818, %b5.i1822 ], !dbg !552
  %t0.sroa.35.0.i1825 = phi i32 [ %t0.sroa.35.1.i1778, %b4.i1817 ], [ %t0.sroa.35.1.i1778, %b3.i1814 ], [ %spec.select33.i1821, %b5.i1822 ], !dbg !552
  %.108.i1826 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1774, 0, !dbg !553
  %.109.i1827 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1774, 1, !dbg !553
  %t15.i.i1828 = zext i32 %t15.i1812 to i64, !dbg !554
  %t16.i.i1829 = mul nuw i64 %t15.i.i1828, 3528531795, !dbg !556
  %t17.i.i1830 = zext i32 %t0.sroa.27.0.i1824 to i64, !dbg !557
  %t18.i.i1831 = mul nuw i64 %t17.i.i1830, 3449720151, !dbg !558
  %t19.i.i1832 = lshr i64 %t18.i.i1831, 32, !dbg !559
  %t20.i.i1833 = trunc i64 %t19.i.i1832 to i32, !dbg !560
  %t21.i.i1834 = xor i32 %t0.sroa.19.0.i1823, %.108.i1826, !dbg !561
  %t22.i.i1835 = xor i32 %t21.i.i1834, %t20.i.i1833, !dbg !562
  %t24.i.i1836 = lshr i64 %t16.i.i1829, 32, !dbg !563
  %t25.i.i1837 = trunc i64 %t24.i.i1836 to i32, !dbg !564
  %t26.i.i1838 = xor i32 %.109.i1827, %t25.i.i1837, !dbg !565
  %t27.i.i1839 = xor i32 %t26.i.i1838, %t0.sroa.35.0.i1825, !dbg !566
  %t29.i.i1840 = add i32 %.108.i1826, -1640531527, !dbg !567
  %t30.i.i1841 = add i32 %.109.i1827, -1150833019, !dbg !568
  %t31.i.i1842 = zext i32 %t22.i.i1835 to i64, !dbg !554
  %t32.i.i1843 = mul nuw i64 %t31.i.i1842, 3528531795, !dbg !556
  %t33.i.i1844 = zext i32 %t27.i.i1839 to i64, !dbg !557
  %t34.i.i1845 = mul nuw i64 %t33.i.i1844, 3449720151, !dbg !558
  %t35.i.i1846 = lshr i64 %t34.i.i1845, 32, !dbg !559
  %t371.i.i1847 = xor i64 %t35.i.i1846, %t18.i.i1831, !dbg !561
  %t37.i.i1848 = trunc i64 %t371.i.i1847 to i32, !dbg !561
  %t38.i.i1849 = xor i32 %t29.i.i1840, %t37.i.i1848, !dbg !562
  %t40.i.i1850 = lshr i64 %t32.i.i1843, 32, !dbg !563
  %t422.i.i1851 = xor i64 %t40.i.i1850, %t16.i.i1829, !dbg !565
  %t42.i.i1852 = trunc i64 %t422.i.i1851 to i32, !dbg !565
  %t43.i.i1853 = xor i32 %t30.i.i1841, %t42.i.i1852, !dbg !566
  %t45.i.i1854 = add i32 %.108.i1826, 1013904242, !dbg !567
  %t46.i.i1855 = add i32 %.109.i1827, 1993301258, !dbg !568
  %t47.i.i1856 = zext i32 %t38.i.i1849 to i64, !dbg !554
  %t48.i.i1857 = mul nuw i64 %t47.i.i1856, 3528531795, !dbg !556
  %t49.i.i1858 = zext i32 %t43.i.i1853 to i64, !dbg !557
  %t50.i.i1859 = mul nuw i64 %t49.i.i1858, 3449720151, !dbg !558
  %t51.i.i1860 = lshr i64 %t50.i.i1859, 32, !dbg !559
  %t533.i.i1861 = xor i64 %t51.i.i1860, %t34.i.i1845, !dbg !561
  %t53.i.i1862 = trunc i64 %t533.i.i1861 to i32, !dbg !561
  %t54.i.i1863 = xor i32 %t45.i.i1854, %t53.i.i1862, !dbg !562
  %t56.i.i1864 = lshr i64 %t48.i.i1857, 32, !dbg !563
  %t584.i.i1865 = xor i64 %t56.i.i1864, %t32.i.i1843, !dbg !565
  %t58.i.i1866 = trunc i64 %t584.i.i1865 to i32, !dbg !565
  %t59.i.i1867 = xor i32 %t46.i.i1855, %t58.i.i1866, !dbg !566
  %t61.i.i1868 = add i32 %.108.i1826, -626627285, !dbg !567
  %t62.i.i1869 = add i32 %.109.i1827, 842468239, !dbg !568
  %t63.i.i1870 = zext i32 %t54.i.i1863 to i64, !dbg !554
  %t64.i.i1871 = mul nuw i64 %t63.i.i1870, 3528531795, !dbg !556
  %t65.i.i1872 = zext i32 %t59.i.i1867 to i64, !dbg !557
  %t66.i.i1873 = mul nuw i64 %t65.i.i1872, 3449720151, !dbg !558
  %t67.i.i1874 = lshr i64 %t66.i.i1873, 32, !dbg !559
  %t695.i.i1875 = xor i64 %t67.i.i1874, %t50.i.i1859, !dbg !561
  %t69.i.i1876 = trunc i64 %t695.i.i1875 to i32, !dbg !561
  %t70.i.i1877 = xor i32 %t61.i.i1868, %t69.i.i1876, !dbg !562
  %t72.i.i1878 = lshr i64 %t64.i.i1871, 32, !dbg !563
  %t746.i.i1879 = xor i64 %t72.i.i1878, %t48.i.i1857, !dbg !565
  %t74.i.i1880 = trunc i64 %t746.i.i1879 to i32, !dbg !565
  %t75.i.i1881 = xor i32 %t62.i.i1869, %t74.i.i1880, !dbg !566
  %t77.i.i1882 = add i32 %.108.i1826, 2027808484, !dbg !567
  %t78.i.i1883 = add i32 %.109.i1827, -308364780, !dbg !568
  %t79.i.i1884 = zext i32 %t70.i.i1877 to i64, !dbg !554
  %t80.i.i1885 = mul nuw i64 %t79.i.i1884, 3528531795, !dbg !556
  %t81.i.i1886 = zext i32 %t75.i.i1881 to i64, !dbg !557
  %t82.i.i1887 = mul nuw i64 %t81.i.i1886, 3449720151, !dbg !558
  %t83.i.i1888 = lshr i64 %t82.i.i1887, 32, !dbg !559
  %t857.i.i1889 = xor i64 %t83.i.i1888, %t66.i.i1873, !dbg !561
  %t85.i.i1890 = trunc i64 %t857.i.i1889 to i32, !dbg !561
  %t86.i.i1891 = xor i32 %t77.i.i1882, %t85.i.i1890, !dbg !562
  %t88.i.i1892 = lshr i64 %t80.i.i1885, 32, !dbg !563
  %t908.i.i1893 = xor i64 %t88.i.i1892, %t64.i.i1871, !dbg !565
  %t90.i.i1894 = trunc i64 %t908.i.i1893 to i32, !dbg !565
  %t91.i.i1895 = xor i32 %t78.i.i1883, %t90.i.i1894, !dbg !566
  %t93.i.i1896 = add i32 %.108.i1826, 387276957, !dbg !567
  %t94.i.i1897 = add i32 %.109.i1827, -1459197799, !dbg !568
  %t95.i.i1898 = zext i32 %t86.i.i1891 to i64, !dbg !554
  %t96.i.i1899 = mul nuw i64 %t95.i.i1898, 3528531795, !dbg !556
  %t97.i.i1900 = zext i32 %t91.i.i1895 to i64, !dbg !557
  %t98.i.i1901 = mul nuw i64 %t97.i.i1900, 3449720151, !dbg !558
  %t99.i.i1902 = lshr i64 %t98.i.i1901, 32, !dbg !559
  %t1019.i.i1903 = xor i64 %t99.i.i1902, %t82.i.i1887, !dbg !561
  %t101.i.i1904 = trunc i64 %t1019.i.i1903 to i32, !dbg !561
  %t102.i.i1905 = xor i32 %t93.i.i1896, %t101.i.i1904, !dbg !562
  %t104.i.i1906 = lshr i64 %t96.i.i1899, 32, !dbg !563
  %t10610.i.i1907 = xor i64 %t104.i.i1906, %t80.i.i1885, !dbg !565
  %t106.i.i1908 = trunc i64 %t10610.i.i1907 to i32, !dbg !565
  %t107.i.i1909 = xor i32 %t94.i.i1897, %t106.i.i1908, !dbg !566
  %t109.i.i1910 = add i32 %.108.i1826, -1253254570, !dbg !567
  %t110.i.i1911 = add i32 %.109.i1827, 1684936478, !dbg !568
  %t111.i.i1912 = zext i32 %t102.i.i1905 to i64, !dbg !554
  %t112.i.i1913 = mul nuw i64 %t111.i.i1912, 3528531795, !dbg !556
  %t113.i.i1914 = zext i32 %t107.i.i1909 to i64, !dbg !557
  %t114.i.i1915 = mul nuw i64 %t113.i.i1914, 3449720151, !dbg !558
  %t115.i.i1916 = lshr i64 %t114.i.i1915, 32, !dbg !559
  %t11711.i.i1917 = xor i64 %t115.i.i1916, %t98.i.i1901, !dbg !561
  %t117.i.i1918 = trunc i64 %t11711.i.i1917 to i32, !dbg !561
  %t118.i.i1919 = xor i32 %t109.i.i1910, %t117.i.i1918, !dbg !562
  %t120.i.i1920 = lshr i64 %t112.i.i1913, 32, !dbg !563
  %t12212.i.i1921 = xor i64 %t120.i.i1920, %t96.i.i1899, !dbg !565
  %t122.i.i1922 = trunc i64 %t12212.i.i1921 to i32, !dbg !565
  %t123.i.i1923 = xor i32 %t110.i.i1911, %t122.i.i1922, !dbg !566
  %t125.i.i1924 = add i32 %.108.i1826, 1401181199, !dbg !567
  %t126.i.i1925 = add i32 %.109.i1827, 534103459, !dbg !568
  %t127.i.i1926 = zext i32 %t118.i.i1919 to i64, !dbg !554
  %t128.i.i1927 = mul nuw i64 %t127.i.i1926, 3528531795, !dbg !556
  %t129.i.i1928 = zext i32 %t123.i.i1923 to i64, !dbg !557
  %t130.i.i1929 = mul nuw i64 %t129.i.i1928, 3449720151, !dbg !558
  %t131.i.i1930 = lshr i64 %t130.i.i1929, 32, !dbg !559
  %t13313.i.i1931 = xor i64 %t131.i.i1930, %t114.i.i1915, !dbg !561
  %t133.i.i1932 = trunc i64 %t13313.i.i1931 to i32, !dbg !561
  %t134.i.i1933 = xor i32 %t125.i.i1924, %t133.i.i1932, !dbg !562
  %t136.i.i1934 = lshr i64 %t128.i.i1927, 32, !dbg !563
  %t13814.i.i1935 = xor i64 %t136.i.i1934, %t112.i.i1913, !dbg !565
  %t138.i.i1936 = trunc i64 %t13814.i.i1935 to i32, !dbg !565
  %t139.i.i1937 = xor i32 %t126.i.i1925, %t138.i.i1936, !dbg !566
  %t141.i.i1938 = add i32 %.108.i1826, -239350328, !dbg !567
  %t142.i.i1939 = add i32 %.109.i1827, -616729560, !dbg !568
  %t143.i.i1940 = zext i32 %t134.i.i1933 to i64, !dbg !554
  %t144.i.i1941 = mul nuw i64 %t143.i.i1940, 3528531795, !dbg !556
  %t145.i.i1942 = zext i32 %t139.i.i1937 to i64, !dbg !557
  %t146.i.i1943 = mul nuw i64 %t145.i.i1942, 3449720151, !dbg !558
  %t147.i.i1944 = lshr i64 %t146.i.i1943, 32, !dbg !559
  %t14915.i.i1945 = xor i64 %t147.i.i1944, %t130.i.i1929, !dbg !561
  %t149.i.i1946 = trunc i64 %t14915.i.i1945 to i32, !dbg !561
  %t150.i.i1947 = xor i32 %t141.i.i1938, %t149.i.i1946, !dbg !562
  %t152.i.i1948 = lshr i64 %t144.i.i1941, 32, !dbg !563
  %t15416.i.i1949 = xor i64 %t152.i.i1948, %t128.i.i1927, !dbg !565
  %t154.i.i1950 = trunc i64 %t15416.i.i1949 to i32, !dbg !565
  %t155.i.i1951 = xor i32 %t142.i.i1939, %t154.i.i1950, !dbg !566
  %t157.i.i1952 = add i32 %.108.i1826, -1879881855, !dbg !567
  %t158.i.i1953 = add i32 %.109.i1827, -1767562579, !dbg !568
  %t159.i.i1954 = zext i32 %t150.i.i1947 to i64, !dbg !554
  %t160.i.i1955 = mul nuw i64 %t159.i.i1954, 3528531795, !dbg !556
  %t161.i.i1956 = zext i32 %t155.i.i1951 to i64, !dbg !557
  %t162.i.i1957 = mul nuw i64 %t161.i.i1956, 3449720151, !dbg !558
  %t163.i.i1958 = lshr i64 %t162.i.i1957, 32, !dbg !559
  %t16517.i.i1959 = xor i64 %t163.i.i1958, %t146.i.i1943, !dbg !561
  %t165.i.i1960 = trunc i64 %t16517.i.i1959 to i32, !dbg !561
  %t166.i.i1961 = xor i32 %t157.i.i1952, %t165.i.i1960, !dbg !562
  %t167.i.i1962 = trunc i64 %t162.i.i1957 to i32, !dbg !569
  %t168.i.i1963 = lshr i64 %t160.i.i1955, 32, !dbg !563
  %t17018.i.i1964 = xor i64 %t168.i.i1963, %t144.i.i1941, !dbg !565
  %t170.i.i1965 = trunc i64 %t17018.i.i1964 to i32, !dbg !565
  %t171.i.i1966 = xor i32 %t158.i.i1953, %t170.i.i1965, !dbg !566
  %t172.i.i1967 = trunc i64 %t160.i.i1955 to i32, !dbg !570
  %.186.i1968 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1792, i32 %t15.i1812, 2, !dbg !571
  %.189.i1969 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i1968, i32 %t0.sroa.19.0.i1823, 3, !dbg !571
  %.192.i1970 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i1969, i32 %t0.sroa.27.0.i1824, 4, !dbg !571
  %.195.i1971 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i1970, i32 %t0.sroa.35.0.i1825, 5, !dbg !571
  %.198.i1972 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i1971, i32 %t166.i.i1961, 6, !dbg !571
  %.201.i1973 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i1972, i32 %t167.i.i1962, 7, !dbg !571
  %.204.i1974 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i1973, i32 %t171.i.i1966, 8, !dbg !571
  %.207.i1975 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i1974, i32 %t172.i.i1967, 9, !dbg !571
  %.210.i1976 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i1975, i32 0, 10, !dbg !571
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit2001", !dbg !572

b10.i1999:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1797"
  br label %b2.i1811, !dbg !573

b12.i2000:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit1797"
  br label %b2.i1811, !dbg !574

"github.com/kernlab/kern.kern.Rand.uint32.exit2001": ; preds = %b2.i1811, %b7.i1977
  %.210.pn.i1978 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i1976, %b7.i1977 ], [ %.263.i1792, %b2.i1811 ]
  %t0.sroa.11.0.i1979 = phi i32 [ %t15.i1812, %b7.i1977 ], [ %t0.sroa.11.0.i1775, %b2.i1811 ], !dbg !552
  %t0.sroa.19.1.i1980 = phi i32 [ %t0.sroa.19.0.i1823, %b7.i1977 ], [ %t0.sroa.19.1.i1776, %b2.i1811 ], !dbg !552
  %t0.sroa.27.1.i1981 = phi i32 [ %t0.sroa.27.0.i1824, %b7.i1977 ], [ %t0.sroa.27.1.i1777, %b2.i1811 ], !dbg !552
  %t0.sroa.35.1.i1982 = phi i32 [ %t0.sroa.35.0.i1825, %b7.i1977 ], [ %t0.sroa.35.1.i1778, %b2.i1811 ], !dbg !552
  %t0.sroa.42.0.i1983 = phi i32 [ %t166.i.i1961, %b7.i1977 ], [ %t0.sroa.42.0.i1779, %b2.i1811 ], !dbg !552
  %t0.sroa.48.0.i1984 = phi i32 [ %t167.i.i1962, %b7.i1977 ], [ %t0.sroa.48.0.i1780, %b2.i1811 ], !dbg !552
  %t0.sroa.54.0.i1985 = phi i32 [ %t171.i.i1966, %b7.i1977 ], [ %t0.sroa.54.0.i1781, %b2.i1811 ], !dbg !552
  %t0.sroa.60.0.i1986 = phi i32 [ %t172.i.i1967, %b7.i1977 ], [ %t0.sroa.60.0.i1782, %b2.i1811 ], !dbg !552
  %t0.sroa.66.0.i1987 = phi i32 [ 0, %b7.i1977 ], [ %t10.i1809, %b2.i1811 ], !dbg !552
  %.239.i1988 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1978, i32 %t0.sroa.11.0.i1979, 2, !dbg !575
  %.242.i1989 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i1988, i32 %t0.sroa.19.1.i1980, 3, !dbg !575
  %.245.i1990 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i1989, i32 %t0.sroa.27.1.i1981, 4, !dbg !575
  %.248.i1991 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i1990, i32 %t0.sroa.35.1.i1982, 5, !dbg !575
  %.251.i1992 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i1991, i32 %t0.sroa.42.0.i1983, 6, !dbg !575
  %.254.i1993 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i1992, i32 %t0.sroa.48.0.i1984, 7, !dbg !575
  %.257.i1994 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i1993, i32 %t0.sroa.54.0.i1985, 8, !dbg !575
  %.260.i1995 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i1994, i32 %t0.sroa.60.0.i1986, 9, !dbg !575
  %.263.i1996 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i1995, i32 %t0.sroa.66.0.i1987, 10, !dbg !575
  %t204 = zext i32 %t8.i1604 to i64, !dbg !146
  %t205 = zext i32 %t8.i1808 to i64, !dbg !147
  %t206 = shl nuw i64 %t205, 32, !dbg !148
  %t207 = or i64 %t206, %t204, !dbg !149
  switch i32 %t0.sroa.66.0.i1987, label %b2.i2015 [
    i32 0, label %b1.i2011
    i32 1, label %b10.i2203
    i32 2, label %b12.i2204
  ], !dbg !576

b1.i2011:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2001"
  br label %b2.i2015, !dbg !578

b2.i2015:                                         ; preds = %b12.i2204, %b10.i2203, %b1.i2011, %"github.com/kernlab/kern.kern.Rand.uint32.exit2001"
  %t8.i2012 = phi i32 [ %t0.sroa.42.0.i1983, %b1.i2011 ], [ %t0.sroa.48.0.i1984, %b10.i2203 ], [ %t0.sroa.54.0.i1985, %b12.i2204 ], [ %t0.sroa.60.0.i1986, %"github.com/kernlab/kern.kern.Rand.uint32.exit2001" ]
  %t10.i2013 = add i32 %t0.sroa.66.0.i1987, 1, !dbg !579
  %t12.i2014 = icmp eq i32 %t10.i2013, 4, !dbg !580
  br i1 %t12.i2014, label %b3.i2018, label %"github.com/kernlab/kern.kern.Rand.uint32.exit2205", !dbg !580

b3.i2018:                                         ; preds = %b2.i2015
  %t15.i2016 = add i32 %t0.sroa.11.0.i1979, 1, !dbg !581
  %t17.i2017 = icmp eq i32 %t15.i2016, 0, !dbg !582
  br i1 %t17.i2017, label %b4.i2021, label %b7.i2181, !dbg !582

b4.i2021:                                         ; preds = %b3.i2018
  %t20.i2019 = add i32 %t0.sroa.19.1.i1980, 1, !dbg !583
  %t22.i2020 = icmp eq i32 %t20.i2019, 0, !dbg !584
  br i1 %t22.i2020, label %b5.i2026, label %b7.i2181, !dbg !584

b5.i2026:                                         ; preds = %b4.i2021
  %t25.i2022 = add i32 %t0.sroa.27.1.i1981, 1, !dbg !585
  %t27.i2023 = icmp eq i32 %t25.i2022, 0, !dbg !586
  %t30.i2024 = zext i1 %t27.i2023 to i32, !dbg !586
  %spec.select33.i2025 = add i32 %t0.sroa.35.1.i1982, %t30.i2024, !dbg !586
  br label %b7.i2181, !dbg !586

b7.i2181:                                         ; preds = %b5.i2026, %b4.i2021, %b3.i2018
  %t0.sroa.19.0.i2027 = phi i32 [ %t20.i2019, %b4.i2021 ], [ %t0.sroa.19.1.i1980, %b3.i2018 ], [ 0, %b5.i2026 ], !dbg !587
  %t0.sroa.27.0.i2028 = phi i32 [ %t0.sroa.27.1.i1981, %b4.i2021 ], [ %t0.sroa.27.1.i1981, %b3.i2018 ], [ %t25.i2022, %b5.i2026 ], !dbg !587
  %t0.sroa.35.0.i2029 = phi i32 [ %t0.sroa.35.1.i1982, %b4.i2021 ], [ %t0.sroa.35.1.i1982, %b3.i2018 ], [ %spec.select33.i2025, %b5.i2026 ], !dbg !587
  %.108.i2030 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1978, 0, !dbg !588
  %.109.i2031 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i1978, 1, !dbg !588
  %t15.i.i2032 = zext i32 %t15.i2016 to i64, !dbg !589
  %t16.i.i2033 = mul nuw i64 %t15.i.i2032, 3528531795, !dbg !591
  %t17.i.i2034 = zext i32 %t0.sroa.27.0.i2028 to i64, !dbg !592
  %t18.i.i2035 = mul nuw i64 %t17.i.i2034, 3449720151, !dbg !593
  %t19.i.i2036 = lshr i64 %t18.i.i2035, 32, !dbg !594
  %t20.i.i2037 = trunc i64 %t19.i.i2036 to i32, !dbg !595
  %t21.i.i2038 = xor i32 %t0.sroa.19.0.i2027, %.108.i2030, !dbg !596
  %t22.i.i2039 = xor i32 %t21.i.i2038, %t20.i.i2037, !dbg !597
  %t24.i.i2040 = lshr i64 %t16.i.i2033, 32, !dbg !598
  %t25.i.i2041 = trunc i64 %t24.i.i2040 to i32, !dbg !599
  %t26.i.i2042 = xor i32 %.109.i2031, %t25.i.i2041, !dbg !600
  %t27.i.i2043 = xor i32 %t26.i.i2042, %t0.sroa.35.0.i2029, !dbg !601
  %t29.i.i2044 = add i32 %.108.i2030, -1640531527, !dbg !602
  %t30.i.i2045 = add i32 %.109.i2031, -1150833019, !dbg !603
  %t31.i.i2046 = zext i32 %t22.i.i2039 to i64, !dbg !589
  %t32.i.i2047 = mul nuw i64 %t31.i.i2046, 3528531795, !dbg !591
  %t33.i.i2048 = zext i32 %t27.i.i2043 to i64, !dbg !592
  %t34.i.i2049 = mul nuw i64 %t33.i.i2048, 3449720151, !dbg !593
  %t35.i.i2050 = lshr i64 %t34.i.i2049, 32, !dbg !594
  %t371.i.i2051 = xor i64 %t35.i.i2050, %t18.i.i2035, !dbg !596
  %t37.i.i2052 = trunc i64 %t371.i.i2051 to i32, !dbg !596
  %t38.i.i2053 = xor i32 %t29.i.i2044, %t37.i.i2052, !dbg !597
  %t40.i.i2054 = lshr i64 %t32.i.i2047, 32, !dbg !598
  %t422.i.i2055 = xor i64 %t40.i.i2054, %t16.i.i2033, !dbg !600
  %t42.i.i2056 = trunc i64 %t422.i.i2055 to i32, !dbg !600
  %t43.i.i2057 = xor i32 %t30.i.i2045, %t42.i.i2056, !dbg !601
  %t45.i.i2058 = add i32 %.108.i2030, 1013904242, !dbg !602
  %t46.i.i2059 = add i32 %.109.i2031, 1993301258, !dbg !603
  %t47.i.i2060 = zext i32 %t38.i.i2053 to i64, !dbg !589
  %t48.i.i2061 = mul nuw i64 %t47.i.i2060, 3528531795, !dbg !591
  %t49.i.i2062 = zext i32 %t43.i.i2057 to i64, !dbg !592
  %t50.i.i2063 = mul nuw i64 %t49.i.i2062, 3449720151, !dbg !593
  %t51.i.i2064 = lshr i64 %t50.i.i2063, 32, !dbg !594
  %t533.i.i2065 = xor i64 %t51.i.i2064, %t34.i.i2049, !dbg !596
  %t53.i.i2066 = trunc i64 %t533.i.i2065 to i32, !dbg !596
  %t54.i.i2067 = xor i32 %t45.i.i2058, %t53.i.i2066, !dbg !597
  %t56.i.i2068 = lshr i64 %t48.i.i2061, 32, !dbg !598
  %t584.i.i2069 = xor i64 %t56.i.i2068, %t32.i.i2047, !dbg !600
  %t58.i.i2070 = trunc i64 %t584.i.i2069 to i32, !dbg !600
  %t59.i.i2071 = xor i32 %t46.i.i2059, %t58.i.i2070, !dbg !601
  %t61.i.i2072 = add i32 %.108.i2030, -626627285, !dbg !602
  %t62.i.i2073 = add i32 %.109.i2031, 842468239, !dbg !603
  %t63.i.i2074 = zext i32 %t54.i.i2067 to i64, !dbg !589
  %t64.i.i2075 = mul nuw i64 %t63.i.i2074, 3528531795, !dbg !591
  %t65.i.i2076 = zext i32 %t59.i.i2071 to i64, !dbg !592
  %t66.i.i2077 = mul nuw i64 %t65.i.i2076, 3449720151, !dbg !593
  %t67.i.i2078 = lshr i64 %t66.i.i2077, 32, !dbg !594
  %t695.i.i2079 = xor i64 %t67.i.i2078, %t50.i.i2063, !dbg !596
  %t69.i.i2080 = trunc i64 %t695.i.i2079 to i32, !dbg !596
  %t70.i.i2081 = xor i32 %t61.i.i2072, %t69.i.i2080, !dbg !597
  %t72.i.i2082 = lshr i64 %t64.i.i2075, 32, !dbg !598
  %t746.i.i2083 = xor i64 %t72.i.i2082, %t48.i.i2061, !dbg !600
  %t74.i.i2084 = trunc i64 %t746.i.i2083 to i32, !dbg !600
  %t75.i.i2085 = xor i32 %t62.i.i2073, %t74.i.i2084, !dbg !601
  %t77.i.i2086 = add i32 %.108.i2030, 2027808484, !dbg !602
  %t78.i.i2087 = add i32 %.109.i2031, -308364780, !dbg !603
  %t79.i.i2088 = zext i32 %t70.i.i2081 to i64, !dbg !589
  %t80.i.i2089 = mul nuw i64 %t79.i.i2088, 3528531795, !dbg !591
  %t81.i.i2090 = zext i32 %t75.i.i2085 to i64, !dbg !592
  %t82.i.i2091 = mul nuw i64 %t81.i.i2090, 3449720151, !dbg !593
  %t83.i.i2092 = lshr i64 %t82.i.i2091, 32, !dbg !594
  %t857.i.i2093 = xor i64 %t83.i.i2092, %t66.i.i2077, !dbg !596
  %t85.i.i2094 = trunc i64 %t857.i.i2093 to i32, !dbg !596
  %t86.i.i2095 = xor i32 %t77.i.i2086, %t85.i.i2094, !dbg !597
  %t88.i.i2096 = lshr i64 %t80.i.i2089, 32, !dbg !598
  %t908.i.i2097 = xor i64 %t88.i.i2096, %t64.i.i2075, !dbg !600
  %t90.i.i2098 = trunc i64 %t908.i.i2097 to i32, !dbg !600
  %t91.i.i2099 = xor i32 %t78.i.i2087, %t90.i.i2098, !dbg !601
  %t93.i.i2100 = add i32 %.108.i2030, 387276957, !dbg !602
  %t94.i.i2101 = add i32 %.109.i2031, -1459197799, !dbg !603
  %t95.i.i2102 = zext i32 %t86.i.i2095 to i64, !dbg !589
  %t96.i.i2103 = mul nuw i64 %t95.i.i2102, 3528531795, !dbg !591
  %t97.i.i2104 = zext i32 %t91.i.i2099 to i64, !dbg !592
  %t98.i.i2105 = mul nuw i64 %t97.i.i2104, 3449720151, !dbg !593
  %t99.i.i2106 = lshr i64 %t98.i.i2105, 32, !dbg !594
  %t1019.i.i2107 = xor i64 %t99.i.i2106, %t82.i.i2091, !dbg !596
  %t101.i.i2108 = trunc i64 %t1019.i.i2107 to i32, !dbg !596
  %t102.i.i2109 = xor i32 %t93.i.i2100, %t101.i.i2108, !dbg !597
  %t104.i.i2110 = lshr i64 %t96.i.i2103, 32, !dbg !598
  %t10610.i.i2111 = xor i64 %t104.i.i2110, %t80.i.i2089, !dbg !600
  %t106.i.i2112 = trunc i64 %t10610.i.i2111 to i32, !dbg !600
  %t107.i.i2113 = xor i32 %t94.i.i2101, %t106.i.i2112, !dbg !601
  %t109.i.i2114 = add i32 %.108.i2030, -1253254570, !dbg !602
  %t110.i.i2115 = add i32 %.109.i2031, 1684936478, !dbg !603
  %t111.i.i2116 = zext i32 %t102.i.i2109 to i64, !dbg !589
  %t112.i.i2117 = mul nuw i64 %t111.i.i2116, 3528531795, !dbg !591
  %t113.i.i2118 = zext i32 %t107.i.i2113 to i64, !dbg !592
  %t114.i.i2119 = mul nuw i64 %t113.i.i2118, 3449720151, !dbg !593
  %t115.i.i2120 = lshr i64 %t114.i.i2119, 32, !dbg !594
  %t11711.i.i2121 = xor i64 %t115.i.i2120, %t98.i.i2105, !dbg !596
  %t117.i.i2122 = trunc i64 %t11711.i.i2121 to i32, !dbg !596
  %t118.i.i2123 = xor i32 %t109.i.i2114, %t117.i.i2122, !dbg !597
  %t120.i.i2124 = lshr i64 %t112.i.i2117, 32, !dbg !598
  %t12212.i.i2125 = xor i64 %t120.i.i2124, %t96.i.i2103, !dbg !600
  %t122.i.i2126 = trunc i64 %t12212.i.i2125 to i32, !dbg !600
  %t123.i.i2127 = xor i32 %t110.i.i2115, %t122.i.i2126, !dbg !601
  %t125.i.i2128 = add i32 %.108.i2030, 1401181199, !dbg !602
  %t126.i.i2129 = add i32 %.109.i2031, 534103459, !dbg !603
  %t127.i.i2130 = zext i32 %t118.i.i2123 to i64, !dbg !589
  %t128.i.i2131 = mul nuw i64 %t127.i.i2130, 3528531795, !dbg !591
  %t129.i.i2132 = zext i32 %t123.i.i2127 to i64, !dbg !592
  %t130.i.i2133 = mul nuw i64 %t129.i.i2132, 3449720151, !dbg !593
  %t131.i.i2134 = lshr i64 %t130.i.i2133, 32, !dbg !594
  %t13313.i.i2135 = xor i64 %t131.i.i2134, %t114.i.i2119, !dbg !596
  %t133.i.i2136 = trunc i64 %t13313.i.i2135 to i32, !dbg !596
  %t134.i.i2137 = xor i32 %t125.i.i2128, %t133.i.i2136, !dbg !597
  %t136.i.i2138 = lshr i64 %t128.i.i2131, 32, !dbg !598
  %t13814.i.i2139 = xor i64 %t136.i.i2138, %t112.i.i2117, !dbg !600
  %t138.i.i2140 = trunc i64 %t13814.i.i2139 to i32, !dbg !600
  %t139.i.i2141 = xor i32 %t126.i.i2129, %t138.i.i2140, !dbg !601
  %t141.i.i2142 = add i32 %.108.i2030, -239350328, !dbg !602
  %t142.i.i2143 = add i32 %.109.i2031, -616729560, !dbg !603
  %t143.i.i2144 = zext i32 %t134.i.i2137 to i64, !dbg !589
  %t144.i.i2145 = mul nuw i64 %t143.i.i2144, 3528531795, !dbg !591
  %t145.i.i2146 = zext i32 %t139.i.i2141 to i64, !dbg !592
  %t146.i.i2147 = mul nuw i64 %t145.i.i2146, 3449720151, !dbg !593
  %t147.i.i2148 = lshr i64 %t146.i.i2147, 32, !dbg !594
  %t14915.i.i2149 = xor i64 %t147.i.i2148, %t130.i.i2133, !dbg !596
  %t149.i.i2150 = trunc i64 %t14915.i.i2149 to i32, !dbg !596
  %t150.i.i2151 = xor i32 %t141.i.i2142, %t149.i.i2150, !dbg !597
  %t152.i.i2152 = lshr i64 %t144.i.i2145, 32, !dbg !598
  %t15416.i.i2153 = xor i64 %t152.i.i2152, %t128.i.i2131, !dbg !600
  %t154.i.i2154 = trunc i64 %t15416.i.i2153 to i32, !dbg !600
  %t155.i.i2155 = xor i32 %t142.i.i2143, %t154.i.i2154, !dbg !601
  %t157.i.i2156 = add i32 %.108.i2030, -1879881855, !dbg !602
  %t158.i.i2157 = add i32 %.109.i2031, -1767562579, !dbg !603
  %t159.i.i2158 = zext i32 %t150.i.i2151 to i64, !dbg !589
  %t160.i.i2159 = mul nuw i64 %t159.i.i2158, 3528531795, !dbg !591
  %t161.i.i2160 = zext i32 %t155.i.i2155 to i64, !dbg !592
  %t162.i.i2161 = mul nuw i64 %t161.i.i2160, 3449720151, !dbg !593
  %t163.i.i2162 = lshr i64 %t162.i.i2161, 32, !dbg !594
  %t16517.i.i2163 = xor i64 %t163.i.i2162, %t146.i.i2147, !dbg !596
  %t165.i.i2164 = trunc i64 %t16517.i.i2163 to i32, !dbg !596
  %t166.i.i2165 = xor i32 %t157.i.i2156, %t165.i.i2164, !dbg !597
  %t167.i.i2166 = trunc i64 %t162.i.i2161 to i32, !dbg !604
  %t168.i.i2167 = lshr i64 %t160.i.i2159, 32, !dbg !598
  %t17018.i.i2168 = xor i64 %t168.i.i2167, %t144.i.i2145, !dbg !600
  %t170.i.i2169 = trunc i64 %t17018.i.i2168 to i32, !dbg !600
  %t171.i.i2170 = xor i32 %t158.i.i2157, %t170.i.i2169, !dbg !601
  %t172.i.i2171 = trunc i64 %t160.i.i2159 to i32, !dbg !605
  %.186.i2172 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i1996, i32 %t15.i2016, 2, !dbg !606
  %.189.i2173 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i2172, i32 %t0.sroa.19.0.i2027, 3, !dbg !606
  %.192.i2174 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i2173, i32 %t0.sroa.27.0.i2028, 4, !dbg !606
  %.195.i2175 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i2174, i32 %t0.sroa.35.0.i2029, 5, !dbg !606
  %.198.i2176 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i2175, i32 %t166.i.i2165, 6, !dbg !606
  %.201.i2177 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i2176, i32 %t167.i.i2166, 7, !dbg !606
  %.204.i2178 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i2177, i32 %t171.i.i2170, 8, !dbg !606
  %.207.i2179 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i2178, i32 %t172.i.i2171, 9, !dbg !606
  %.210.i2180 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i2179, i32 0, 10, !dbg !606
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit2205", !dbg !607

b10.i2203:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2001"
  br label %b2.i2015, !dbg !608

b12.i2204:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2001"
  br label %b2.i2015, !dbg !609

"github.com/kernlab/kern.kern.Rand.uint32.exit2205": ; preds = %b2.i2015, %b7.i2181
  %.210.pn.i2182 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i2180, %b7.i2181 ], [ %.263.i1996, %b2.i2015 ]
  %t0.sroa.11.0.i2183 = phi i32 [ %t15.i2016, %b7.i2181 ], [ %t0.sroa.11.0.i1979, %b2.i2015 ], !dbg !587
  %t0.sroa.19.1.i2184 = phi i32 [ %t0.sroa.19.0.i2027, %b7.i2181 ], [ %t0.sroa.19.1.i1980, %b2.i2015 ], !dbg !587
  %t0.sroa.27.1.i2185 = phi i32 [ %t0.sroa.27.0.i2028, %b7.i2181 ], [ %t0.sroa.27.1.i1981, %b2.i2015 ], !dbg !587
  %t0.sroa.35.1.i2186 = phi i32 [ %t0.sroa.35.0.i2029, %b7.i2181 ], [ %t0.sroa.35.1.i1982, %b2.i2015 ], !dbg !587
  %t0.sroa.42.0.i2187 = phi i32 [ %t166.i.i2165, %b7.i2181 ], [ %t0.sroa.42.0.i1983, %b2.i2015 ], !dbg !587
  %t0.sroa.48.0.i2188 = phi i32 [ %t167.i.i2166, %b7.i2181 ], [ %t0.sroa.48.0.i1984, %b2.i2015 ], !dbg !587
  %t0.sroa.54.0.i2189 = phi i32 [ %t171.i.i2170, %b7.i2181 ], [ %t0.sroa.54.0.i1985, %b2.i2015 ], !dbg !587
  %t0.sroa.60.0.i2190 = phi i32 [ %t172.i.i2171, %b7.i2181 ], [ %t0.sroa.60.0.i1986, %b2.i2015 ], !dbg !587
  %t0.sroa.66.0.i2191 = phi i32 [ 0, %b7.i2181 ], [ %t10.i2013, %b2.i2015 ], !dbg !587
  %.239.i2192 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2182, i32 %t0.sroa.11.0.i2183, 2, !dbg !610
  %.242.i2193 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i2192, i32 %t0.sroa.19.1.i2184, 3, !dbg !610
  %.245.i2194 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i2193, i32 %t0.sroa.27.1.i2185, 4, !dbg !610
  %.248.i2195 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i2194, i32 %t0.sroa.35.1.i2186, 5, !dbg !610
  %.251.i2196 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i2195, i32 %t0.sroa.42.0.i2187, 6, !dbg !610
  %.254.i2197 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i2196, i32 %t0.sroa.48.0.i2188, 7, !dbg !610
  %.257.i2198 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i2197, i32 %t0.sroa.54.0.i2189, 8, !dbg !610
  %.260.i2199 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i2198, i32 %t0.sroa.60.0.i2190, 9, !dbg !610
  %.263.i2200 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i2199, i32 %t0.sroa.66.0.i2191, 10, !dbg !610
  switch i32 %t0.sroa.66.0.i2191, label %b2.i2219 [
    i32 0, label %b1.i2215
    i32 1, label %b10.i2407
    i32 2, label %b12.i2408
  ], !dbg !611

b1.i2215:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2205"
  br label %b2.i2219, !dbg !613

b2.i2219:                                         ; preds = %b12.i2408, %b10.i2407, %b1.i2215, %"github.com/kernlab/kern.kern.Rand.uint32.exit2205"
  %t8.i2216 = phi i32 [ %t0.sroa.42.0.i2187, %b1.i2215 ], [ %t0.sroa.48.0.i2188, %b10.i2407 ], [ %t0.sroa.54.0.i2189, %b12.i2408 ], [ %t0.sroa.60.0.i2190, %"github.com/kernlab/kern.kern.Rand.uint32.exit2205" ]
  %t10.i2217 = add i32 %t0.sroa.66.0.i2191, 1, !dbg !614
  %t12.i2218 = icmp eq i32 %t10.i2217, 4, !dbg !615
  br i1 %t12.i2218, label %b3.i2222, label %"github.com/kernlab/kern.kern.Rand.uint32.exit2409", !dbg !615

b3.i2222:                                         ; preds = %b2.i2219
  %t15.i2220 = add i32 %t0.sroa.11.0.i2183, 1, !dbg !616
  %t17.i2221 = icmp eq i32 %t15.i2220, 0, !dbg !617
  br i1 %t17.i2221, label %b4.i2225, label %b7.i2385, !dbg !617

b4.i2225:                                         ; preds = %b3.i2222
  %t20.i2223 = add i32 %t0.sroa.19.1.i2184, 1, !dbg !618
  %t22.i2224 = icmp eq i32 %t20.i2223, 0, !dbg !619
  br i1 %t22.i2224, label %b5.i2230, label %b7.i2385, !dbg !619

b5.i2230:                                         ; preds = %b4.i2225
  %t25.i2226 = add i32 %t0.sroa.27.1.i2185, 1, !dbg !620
  %t27.i2227 = icmp eq i32 %t25.i2226, 0, !dbg !621
  %t30.i2228 = zext i1 %t27.i2227 to i32, !dbg !621
  %spec.select33.i2229 = add i32 %t0.sroa.35.1.i2186, %t30.i2228, !dbg !621
  br label %b7.i2385, !dbg !621

b7.i2385:                                         ; preds = %b5.i2230, %b4.i2225, %b3.i2222
  %t0.sroa.19.0.i2231 = phi i32 [ %t20.i2223, %b4.i2225 ], [ %t0.sroa.19.1.i2184, %b3.i2222 ], [ 0, %b5.i2230 ], !dbg !622
  %t0.sroa.27.0.i2232 = phi i32 [ %t0.sroa.27.1.i2185, %b4.i2225 ], [ %t0.sroa.27.1.i2185, %b3.i2222 ], [ %t25.i2226, %b5.i2230 ], !dbg !622
  %t0.sroa.35.0.i2233 = phi i32 [ %t0.sroa.35.1.i2186, %b4.i2225 ], [ %t0.sroa.35.1.i2186, %b3.i2222 ], [ %spec.select33.i2229, %b5.i2230 ], !dbg !622
  %.108.i2234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2182, 0, !dbg !623
  %.109.i2235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2182, 1, !dbg !623
  %t15.i.i2236 = zext i32 %t15.i2220 to i64, !dbg !624
  %t16.i.i2237 = mul nuw i64 %t15.i.i2236, 3528531795, !dbg !626
  %t17.i.i2238 = zext i32 %t0.sroa.27.0.i2232 to i64, !dbg !627
  %t18.i.i2239 = mul nuw i64 %t17.i.i2238, 3449720151, !dbg !628
  %t19.i.i2240 = lshr i64 %t18.i.i2239, 32, !dbg !629
  %t20.i.i2241 = trunc i64 %t19.i.i2240 to i32, !dbg !630
  %t21.i.i2242 = xor i32 %t0.sroa.19.0.i2231, %.108.i2234, !dbg !631
  %t22.i.i2243 = xor i32 %t21.i.i2242, %t20.i.i2241, !dbg !632
  %t24.i.i2244 = lshr i64 %t16.i.i2237, 32, !dbg !633
  %t25.i.i2245 = trunc i64 %t24.i.i2244 to i32, !dbg !634
  %t26.i.i2246 = xor i32 %.109.i2235, %t25.i.i2245, !dbg !635
  %t27.i.i2247 = xor i32 %t26.i.i2246, %t0.sroa.35.0.i2233, !dbg !636
  %t29.i.i2248 = add i32 %.108.i2234, -1640531527, !dbg !637
  %t30.i.i2249 = add i32 %.109.i2235, -1150833019, !dbg !638
  %t31.i.i2250 = zext i32 %t22.i.i2243 to i64, !dbg !624
  %t32.i.i2251 = mul nuw i64 %t31.i.i2250, 3528531795, !dbg !626
  %t33.i.i2252 = zext i32 %t27.i.i2247 to i64, !dbg !627
  %t34.i.i2253 = mul nuw i64 %t33.i.i2252, 3449720151, !dbg !628
  %t35.i.i2254 = lshr i64 %t34.i.i2253, 32, !dbg !629
  %t371.i.i2255 = xor i64 %t35.i.i2254, %t18.i.i2239, !dbg !631
  %t37.i.i2256 = trunc i64 %t371.i.i2255 to i32, !dbg !631
  %t38.i.i2257 = xor i32 %t29.i.i2248, %t37.i.i2256, !dbg !632
  %t40.i.i2258 = lshr i64 %t32.i.i2251, 32, !dbg !633
  %t422.i.i2259 = xor i64 %t40.i.i2258, %t16.i.i2237, !dbg !635
  %t42.i.i2260 = trunc i64 %t422.i.i2259 to i32, !dbg !635
  %t43.i.i2261 = xor i32 %t30.i.i2249, %t42.i.i2260, !dbg !636
  %t45.i.i2262 = add i32 %.108.i2234, 1013904242, !dbg !637
  %t46.i.i2263 = add i32 %.109.i2235, 1993301258, !dbg !638
  %t47.i.i2264 = zext i32 %t38.i.i2257 to i64, !dbg !624
  %t48.i.i2265 = mul nuw i64 %t47.i.i2264, 3528531795, !dbg !626
  %t49.i.i2266 = zext i32 %t43.i.i2261 to i64, !dbg !627
  %t50.i.i2267 = mul nuw i64 %t49.i.i2266, 3449720151, !dbg !628
  %t51.i.i2268 = lshr i64 %t50.i.i2267, 32, !dbg !629
  %t533.i.i2269 = xor i64 %t51.i.i2268, %t34.i.i2253, !dbg !631
  %t53.i.i2270 = trunc i64 %t533.i.i2269 to i32, !dbg !631
  %t54.i.i2271 = xor i32 %t45.i.i2262, %t53.i.i2270, !dbg !632
  %t56.i.i2272 = lshr i64 %t48.i.i2265, 32, !dbg !633
  %t584.i.i2273 = xor i64 %t56.i.i2272, %t32.i.i2251, !dbg !635
  %t58.i.i2274 = trunc i64 %t584.i.i2273 to i32, !dbg !635
  %t59.i.i2275 = xor i32 %t46.i.i2263, %t58.i.i2274, !dbg !636
  %t61.i.i2276 = add i32 %.108.i2234, -626627285, !dbg !637
  %t62.i.i2277 = add i32 %.109.i2235, 842468239, !dbg !638
  %t63.i.i2278 = zext i32 %t54.i.i2271 to i64, !dbg !624
  %t64.i.i2279 = mul nuw i64 %t63.i.i2278, 3528531795, !dbg !626
  %t65.i.i2280 = zext i32 %t59.i.i2275 to i64, !dbg !627
  %t66.i.i2281 = mul nuw i64 %t65.i.i2280, 3449720151, !dbg !628
  %t67.i.i2282 = lshr i64 %t66.i.i2281, 32, !dbg !629
  %t695.i.i2283 = xor i64 %t67.i.i2282, %t50.i.i2267, !dbg !631
  %t69.i.i2284 = trunc i64 %t695.i.i2283 to i32, !dbg !631
  %t70.i.i2285 = xor i32 %t61.i.i2276, %t69.i.i2284, !dbg !632
  %t72.i.i2286 = lshr i64 %t64.i.i2279, 32, !dbg !633
  %t746.i.i2287 = xor i64 %t72.i.i2286, %t48.i.i2265, !dbg !635
  %t74.i.i2288 = trunc i64 %t746.i.i2287 to i32, !dbg !635
  %t75.i.i2289 = xor i32 %t62.i.i2277, %t74.i.i2288, !dbg !636
  %t77.i.i2290 = add i32 %.108.i2234, 2027808484, !dbg !637
  %t78.i.i2291 = add i32 %.109.i2235, -308364780, !dbg !638
  %t79.i.i2292 = zext i32 %t70.i.i2285 to i64, !dbg !624
  %t80.i.i2293 = mul nuw i64 %t79.i.i2292, 3528531795, !dbg !626
  %t81.i.i2294 = zext i32 %t75.i.i2289 to i64, !dbg !627
  %t82.i.i2295 = mul nuw i64 %t81.i.i2294, 3449720151, !dbg !628
  %t83.i.i2296 = lshr i64 %t82.i.i2295, 32, !dbg !629
  %t857.i.i2297 = xor i64 %t83.i.i2296, %t66.i.i2281, !dbg !631
  %t85.i.i2298 = trunc i64 %t857.i.i2297 to i32, !dbg !631
  %t86.i.i2299 = xor i32 %t77.i.i2290, %t85.i.i2298, !dbg !632
  %t88.i.i2300 = lshr i64 %t80.i.i2293, 32, !dbg !633
  %t908.i.i2301 = xor i64 %t88.i.i2300, %t64.i.i2279, !dbg !635
  %t90.i.i2302 = trunc i64 %t908.i.i2301 to i32, !dbg !635
  %t91.i.i2303 = xor i32 %t78.i.i2291, %t90.i.i2302, !dbg !636
  %t93.i.i2304 = add i32 %.108.i2234, 387276957, !dbg !637
  %t94.i.i2305 = add i32 %.109.i2235, -1459197799, !dbg !638
  %t95.i.i2306 = zext i32 %t86.i.i2299 to i64, !dbg !624
  %t96.i.i2307 = mul nuw i64 %t95.i.i2306, 3528531795, !dbg !626
  %t97.i.i2308 = zext i32 %t91.i.i2303 to i64, !dbg !627
  %t98.i.i2309 = mul nuw i64 %t97.i.i2308, 3449720151, !dbg !628
  %t99.i.i2310 = lshr i64 %t98.i.i2309, 32, !dbg !629
  %t1019.i.i2311 = xor i64 %t99.i.i2310, %t82.i.i2295, !dbg !631
  %t101.i.i2312 = trunc i64 %t1019.i.i2311 to i32, !dbg !631
  %t102.i.i2313 = xor i32 %t93.i.i2304, %t101.i.i2312, !dbg !632
  %t104.i.i2314 = lshr i64 %t96.i.i2307, 32, !dbg !633
  %t10610.i.i2315 = xor i64 %t104.i.i2314, %t80.i.i2293, !dbg !635
  %t106.i.i2316 = trunc i64 %t10610.i.i2315 to i32, !dbg !635
  %t107.i.i2317 = xor i32 %t94.i.i2305, %t106.i.i2316, !dbg !636
  %t109.i.i2318 = add i32 %.108.i2234, -1253254570, !dbg !637
  %t110.i.i2319 = add i32 %.109.i2235, 1684936478, !dbg !638
  %t111.i.i2320 = zext i32 %t102.i.i2313 to i64, !dbg !624
  %t112.i.i2321 = mul nuw i64 %t111.i.i2320, 3528531795, !dbg !626
  %t113.i.i2322 = zext i32 %t107.i.i2317 to i64, !dbg !627
  %t114.i.i2323 = mul nuw i64 %t113.i.i2322, 3449720151, !dbg !628
  %t115.i.i2324 = lshr i64 %t114.i.i2323, 32, !dbg !629
  %t11711.i.i2325 = xor i64 %t115.i.i2324, %t98.i.i2309, !dbg !631
  %t117.i.i2326 = trunc i64 %t11711.i.i2325 to i32, !dbg !631
  %t118.i.i2327 = xor i32 %t109.i.i2318, %t117.i.i2326, !dbg !632
  %t120.i.i2328 = lshr i64 %t112.i.i2321, 32, !dbg !633
  %t12212.i.i2329 = xor i64 %t120.i.i2328, %t96.i.i2307, !dbg !635
  %t122.i.i2330 = trunc i64 %t12212.i.i2329 to i32, !dbg !635
  %t123.i.i2331 = xor i32 %t110.i.i2319, %t122.i.i2330, !dbg !636
  %t125.i.i2332 = add i32 %.108.i2234, 1401181199, !dbg !637
  %t126.i.i2333 = add i32 %.109.i2235, 534103459, !dbg !638
  %t127.i.i2334 = zext i32 %t118.i.i2327 to i64, !dbg !624
  %t128.i.i2335 = mul nuw i64 %t127.i.i2334, 3528531795, !dbg !626
  %t129.i.i2336 = zext i32 %t123.i.i2331 to i64, !dbg !627
  %t130.i.i2337 = mul nuw i64 %t129.i.i2336, 3449720151, !dbg !628
  %t131.i.i2338 = lshr i64 %t130.i.i2337, 32, !dbg !629
  %t13313.i.i2339 = xor i64 %t131.i.i2338, %t114.i.i2323, !dbg !631
  %t133.i.i2340 = trunc i64 %t13313.i.i2339 to i32, !dbg !631
  %t134.i.i2341 = xor i32 %t125.i.i2332, %t133.i.i2340, !dbg !632
  %t136.i.i2342 = lshr i64 %t128.i.i2335, 32, !dbg !633
  %t13814.i.i2343 = xor i64 %t136.i.i2342, %t112.i.i2321, !dbg !635
  %t138.i.i2344 = trunc i64 %t13814.i.i2343 to i32, !dbg !635
  %t139.i.i2345 = xor i32 %t126.i.i2333, %t138.i.i2344, !dbg !636
  %t141.i.i2346 = add i32 %.108.i2234, -239350328, !dbg !637
  %t142.i.i2347 = add i32 %.109.i2235, -616729560, !dbg !638
  %t143.i.i2348 = zext i32 %t134.i.i2341 to i64, !dbg !624
  %t144.i.i2349 = mul nuw i64 %t143.i.i2348, 3528531795, !dbg !626
  %t145.i.i2350 = zext i32 %t139.i.i2345 to i64, !dbg !627
  %t146.i.i2351 = mul nuw i64 %t145.i.i2350, 3449720151, !dbg !628
  %t147.i.i2352 = lshr i64 %t146.i.i2351, 32, !dbg !629
  %t14915.i.i2353 = xor i64 %t147.i.i2352, %t130.i.i2337, !dbg !631
  %t149.i.i2354 = trunc i64 %t14915.i.i2353 to i32, !dbg !631
  %t150.i.i2355 = xor i32 %t141.i.i2346, %t149.i.i2354, !dbg !632
  %t152.i.i2356 = lshr i64 %t144.i.i2349, 32, !dbg !633
  %t15416.i.i2357 = xor i64 %t152.i.i2356, %t128.i.i2335, !dbg !635
  %t154.i.i2358 = trunc i64 %t15416.i.i2357 to i32, !dbg !635
  %t155.i.i2359 = xor i32 %t142.i.i2347, %t154.i.i2358, !dbg !636
  %t157.i.i2360 = add i32 %.108.i2234, -1879881855, !dbg !637
  %t158.i.i2361 = add i32 %.109.i2235, -1767562579, !dbg !638
  %t159.i.i2362 = zext i32 %t150.i.i2355 to i64, !dbg !624
  %t160.i.i2363 = mul nuw i64 %t159.i.i2362, 3528531795, !dbg !626
  %t161.i.i2364 = zext i32 %t155.i.i2359 to i64, !dbg !627
  %t162.i.i2365 = mul nuw i64 %t161.i.i2364, 3449720151, !dbg !628
  %t163.i.i2366 = lshr i64 %t162.i.i2365, 32, !dbg !629
  %t16517.i.i2367 = xor i64 %t163.i.i2366, %t146.i.i2351, !dbg !631
  %t165.i.i2368 = trunc i64 %t16517.i.i2367 to i32, !dbg !631
  %t166.i.i2369 = xor i32 %t157.i.i2360, %t165.i.i2368, !dbg !632
  %t167.i.i2370 = trunc i64 %t162.i.i2365 to i32, !dbg !639
  %t168.i.i2371 = lshr i64 %t160.i.i2363, 32, !dbg !633
  %t17018.i.i2372 = xor i64 %t168.i.i2371, %t144.i.i2349, !dbg !635
  %t170.i.i2373 = trunc i64 %t17018.i.i2372 to i32, !dbg !635
  %t171.i.i2374 = xor i32 %t158.i.i2361, %t170.i.i2373, !dbg !636
  %t172.i.i2375 = trunc i64 %t160.i.i2363 to i32, !dbg !640
  %.186.i2376 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i2200, i32 %t15.i2220, 2, !dbg !641
  %.189.i2377 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i2376, i32 %t0.sroa.19.0.i2231, 3, !dbg !641
  %.192.i2378 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i2377, i32 %t0.sroa.27.0.i2232, 4, !dbg !641
  %.195.i2379 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i2378, i32 %t0.sroa.35.0.i2233, 5, !dbg !641
  %.198.i2380 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i2379, i32 %t166.i.i2369, 6, !dbg !641
  %.201.i2381 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i2380, i32 %t167.i.i2370, 7, !dbg !641
  %.204.i2382 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i2381, i32 %t171.i.i2374, 8, !dbg !641
  %.207.i2383 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i2382, i32 %t172.i.i2375, 9, !dbg !641
  %.210.i2384 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i2383, i32 0, 10, !dbg !641
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit2409", !dbg !642

b10.i2407:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2205"
  br label %b2.i2219, !dbg !643

b12.i2408:                                        ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2205"
  br label %b2.i2219, !dbg !644

"github.com/kernlab/kern.kern.Rand.uint32.exit2409": ; preds = %b2.i2219, %b7.i2385
  %.210.pn.i2386 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i2384, %b7.i2385 ], [ %.263.i2200, %b2.i2219 ]
  %t0.sroa.11.0.i2387 = phi i32 [ %t15.i2220, %b7.i2385 ], [ %t0.sroa.11.0.i2183, %b2.i2219 ], !dbg !622
  %t0.sroa.19.1.i2388 = phi i32 [ %t0.sroa.19.0.i2231, %b7.i2385 ], [ %t0.sroa.19.1.i2184, %b2.i2219 ], !dbg !622
  %t0.sroa.27.1.i2389 = phi i32 [ %t0.sroa.27.0.i2232, %b7.i2385 ], [ %t0.sroa.27.1.i2185, %b2.i2219 ], !dbg !622
  %t0.sroa.35.1.i2390 = phi i32 [ %t0.sroa.35.0.i2233, %b7.i2385 ], [ %t0.sroa.35.1.i2186, %b2.i2219 ], !dbg !622
  %t0.sroa.42.0.i2391 = phi i32 [ %t166.i.i2369, %b7.i2385 ], [ %t0.sroa.42.0.i2187, %b2.i2219 ], !dbg !622
  %t0.sroa.48.0.i2392 = phi i32 [ %t167.i.i2370, %b7.i2385 ], [ %t0.sroa.48.0.i2188, %b2.i2219 ], !dbg !622
  %t0.sroa.54.0.i2393 = phi i32 [ %t171.i.i2374, %b7.i2385 ], [ %t0.sroa.54.0.i2189, %b2.i2219 ], !dbg !622
  %t0.sroa.60.0.i2394 = phi i32 [ %t172.i.i2375, %b7.i2385 ], [ %t0.sroa.60.0.i2190, %b2.i2219 ], !dbg !622
  %t0.sroa.66.0.i2395 = phi i32 [ 0, %b7.i2385 ], [ %t10.i2217, %b2.i2219 ], !dbg !622
  %.239.i2396 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2386, i32 %t0.sroa.11.0.i2387, 2, !dbg !645
  %.242.i2397 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i2396, i32 %t0.sroa.19.1.i2388, 3, !dbg !645
  %.245.i2398 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i2397, i32 %t0.sroa.27.1.i2389, 4, !dbg !645
  %.248.i2399 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i2398, i32 %t0.sroa.35.1.i2390, 5, !dbg !645
  %.251.i2400 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i2399, i32 %t0.sroa.42.0.i2391, 6, !dbg !645
  %.254.i2401 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i2400, i32 %t0.sroa.48.0.i2392, 7, !dbg !645
  %.257.i2402 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i2401, i32 %t0.sroa.54.0.i2393, 8, !dbg !645
  %.260.i2403 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i2402, i32 %t0.sroa.60.0.i2394, 9, !dbg !645
  %.263.i2404 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i2403, i32 %t0.sroa.66.0.i2395, 10, !dbg !645
  %t214 = zext i32 %t8.i2012 to i64, !dbg !146
  %t215 = zext i32 %t8.i2216 to i64, !dbg !147
  %t216 = shl nuw i64 %t215, 32, !dbg !148
  %t217 = or i64 %t216, %t214, !dbg !149
  %t218 = lshr i64 %t207, 11, !dbg !646
  %t219 = add nuw nsw i64 %t218, 1, !dbg !647
  %t220 = uitofp i64 %t219 to double, !dbg !648
  %t221 = fmul double %t220, 0x3CA0000000000000, !dbg !649
  %t222 = lshr i64 %t217, 11, !dbg !650
  %t223 = uitofp i64 %t222 to double, !dbg !651
  %t224 = fmul double %t223, 0x3CA0000000000000, !dbg !652
  %t226 = fcmp ogt double %t221, 0x7FEFFFFFFFFFFFFF
  br i1 %t226, label %b41, label %b27, !dbg !343

b27:                                              ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit2409"
  %t228 = fcmp oeq double %t221, 0.000000e+00, !dbg !346
  br i1 %t228, label %b41, label %b38, !dbg !346

b38:                                              ; preds = %b27
  %t231 = fcmp olt double %t221, 0x10000000000000, !dbg !347
  %t232 = fmul double %t221, 0x4330000000000000, !dbg !347
  %t233 = select i1 %t231, double %t232, double %t221, !dbg !347
  %t235 = bitcast double %t233 to i64, !dbg !350
  %t242 = and i64 %t235, -9218868437227405313, !dbg !353
  %t243 = or i64 %t242, 4602678819172646912, !dbg !354
  %t244 = bitcast i64 %t243 to double, !dbg !355
  %t236 = lshr i64 %t235, 52, !dbg !356
  %t237 = and i64 %t236, 2047, !dbg !357
  %t247 = fcmp olt double %t244, 0x3FE6A09E667F3BCD, !dbg !358
  %t248 = fmul double %t244, 2.000000e+00, !dbg !358
  %t250 = select i1 %t247, double %t248, double %t244, !dbg !358
  %t249 = sext i1 %t247 to i64, !dbg !358
  %t240 = select i1 %t231, i64 -1074, i64 -1022, !dbg !359
  %t241 = add nsw i64 %t240, %t237, !dbg !360
  %t251 = add nsw i64 %t241, %t249, !dbg !358
  %t252 = fadd double %t250, -1.000000e+00, !dbg !361
  %t253 = sitofp i64 %t251 to double, !dbg !362
  %t254 = fadd double %t252, 2.000000e+00, !dbg !363
  %t255 = fdiv double %t252, %t254, !dbg !364
  %t256 = fmul double %t255, %t255, !dbg !365
  %t257 = fmul double %t256, %t256, !dbg !366
  %t258 = fmul double %t257, 0x3FC2F112DF3E5244, !dbg !367
  %t259 = fadd double %t258, 0x3FC7466496CB03DE, !dbg !368
  %t260 = fmul double %t257, %t259, !dbg !369
  %t261 = fadd double %t260, 0x3FD2492494229359, !dbg !370
  %t262 = fmul double %t257, %t261, !dbg !371
  %t263 = fadd double %t262, 0x3FE5555555555593, !dbg !372
  %t264 = fmul double %t256, %t263, !dbg !373
  %t265 = fmul double %t257, 0x3FC39A09D078C69F, !dbg !374
  %t266 = fadd double %t265, 0x3FCC71C51D8E78AF, !dbg !375
  %t267 = fmul double %t257, %t266, !dbg !376
  %t268 = fadd double %t267, 0x3FD999999997FA04, !dbg !377
  %t269 = fmul double %t257, %t268, !dbg !378
  %t270 = fadd double %t269, %t264, !dbg !379
  %t271 = fmul double %t252, 5.000000e-01, !dbg !380
  %t272 = fmul double %t252, %t271, !dbg !381
  %t273 = fmul double %t253, 0x3FE62E42FEE00000, !dbg !382
  %t274 = fadd double %t272, %t270, !dbg !383
  %t275 = fmul double %t255, %t274, !dbg !384
  %t276 = fmul double %t253, 0x3DEA39EF35793C76, !dbg !385
  %t277 = fadd double %t276, %t275, !dbg !386
  %t278 = fsub double %t272, %t277, !dbg !387
  %t279 = fsub double %t278, %t252, !dbg !388
  %t280 = fsub double %t273, %t279, !dbg !389
  br label %b41, !dbg !390

b41:                                              ; preds = %b27, %"github.com/kernlab/kern.kern.Rand.uint32.exit2409", %b38
  %t281 = phi double [ %t280, %b38 ], [ %t221, %"github.com/kernlab/kern.kern.Rand.uint32.exit2409" ], [ 0xFFF0000000000000, %b27 ]
  %t282 = fmul double %t281, -2.000000e+00, !dbg !391
  %.550 = fcmp olt double %t282, 0x1000000000000000, !dbg !392
  %.551 = fmul double %t282, 0x4FF0000000000000, !dbg !392
  %.552 = select i1 %.550, double %.551, double %t282, !dbg !392
  %.553 = tail call double @llvm.amdgcn.rsq.f64(double %.552), !dbg !392
  %.554 = fmul double %.552, %.553, !dbg !392
  %.555 = fmul double %.553, 5.000000e-01, !dbg !392
  %.556 = fneg double %.555, !dbg !392
  %.557 = tail call double @llvm.fma.f64(double %.556, double %.554, double 5.000000e-01), !dbg !392
  %.558 = tail call double @llvm.fma.f64(double %.555, double %.557, double %.555), !dbg !392
  %.559 = tail call double @llvm.fma.f64(double %.554, double %.557, double %.554), !dbg !392
  %.560 = fneg double %.559, !dbg !392
  %.561 = tail call double @llvm.fma.f64(double %.560, double %.559, double %.552), !dbg !392
  %.562 = tail call double @llvm.fma.f64(double %.561, double %.558, double %.559), !dbg !392
  %.563 = fneg double %.562, !dbg !392
  %.564 = tail call double @llvm.fma.f64(double %.563, double %.562, double %.552), !dbg !392
  %.565 = tail call double @llvm.fma.f64(double %.564, double %.558, double %.562), !dbg !392
  %.566 = fmul double %.565, 0x37F0000000000000, !dbg !392
  %.567 = select i1 %.550, double %.566, double %.565, !dbg !392
  %.568 = fcmp oeq double %.552, 0.000000e+00, !dbg !392
  %.569 = fcmp oeq double %.552, 0x7FF0000000000000, !dbg !392
  %.570 = or i1 %.568, %.569, !dbg !392
  %.571 = select i1 %.570, double %.552, double %.567, !dbg !392
  %t284 = fmul double %t224, 0x401921FB54442D18, !dbg !393
  %t0.i2410 = fcmp uno double %t284, 0.000000e+00, !dbg !653
  %t2.i2412 = fcmp ogt double %t284, 0x7FEFFFFFFFFFFFFF
  %or.cond2792 = or i1 %t0.i2410, %t2.i2412, !dbg !655
  br i1 %or.cond2792, label %math.cos.exit2587, label %b3.i2415, !dbg !655

b3.i2415:                                         ; preds = %b41
  %t3.i2414 = fcmp ult double %t284, 0x41C0000000000000, !dbg !656
  br i1 %t3.i2414, label %b21.i2586, label %b4.i2417, !dbg !656

b4.i2417:                                         ; preds = %b3.i2415
  %t4.i2416 = fcmp olt double %t284, 0x3FE921FB54442D18, !dbg !657
  br i1 %t4.i2416, label %b10.i2530, label %b6.i2519, !dbg !657

b6.i2519:                                         ; preds = %b4.i2417
  %t5.i2418 = bitcast double %t284 to i64, !dbg !658
  %t6.i2419 = lshr i64 %t5.i2418, 52, !dbg !659
  %t7.i2420 = and i64 %t6.i2419, 2047, !dbg !660
  %t11.i2421 = and i64 %t5.i2418, -9218868437227405313, !dbg !661
  %t12.i2422 = or i64 %t11.i2421, 4503599627370496, !dbg !662
  %t13.i2423 = add nsw i64 %t7.i2420, -1014, !dbg !663
  %t154.i2424 = lshr i64 %t13.i2423, 6, !dbg !664
  %t16.i2425 = and i64 %t13.i2423, 63, !dbg !665
  %t18.i2426 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t154.i2424, !dbg !666
  %.2.i2427 = load i64, ptr addrspace(4) %t18.i2426, align 8, !dbg !666
  %.5.i2428 = shl i64 %.2.i2427, %t16.i2425, !dbg !667
  %t21.i2429 = add nuw nsw i64 %t154.i2424, 1, !dbg !668
  %t23.i2430 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t21.i2429, !dbg !669
  %.6.i2431 = load i64, ptr addrspace(4) %t23.i2430, align 8, !dbg !669
  %t25.i2432 = sub nsw i64 54, %t6.i2419, !dbg !670
  %.7.i2433 = icmp eq i64 %t16.i2425, 0, !dbg !671
  %.8.i2434 = and i64 %t25.i2432, 63, !dbg !671
  %.9.i2435 = lshr i64 %.6.i2431, %.8.i2434, !dbg !671
  %t26.i2436 = select i1 %.7.i2433, i64 0, i64 %.9.i2435, !dbg !671
  %t27.i2437 = or i64 %t26.i2436, %.5.i2428, !dbg !672
  %.13.i2438 = shl i64 %.6.i2431, %t16.i2425, !dbg !673
  %t30.i2439 = add nuw nsw i64 %t154.i2424, 2, !dbg !674
  %t32.i2440 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t30.i2439, !dbg !675
  %.14.i2441 = load i64, ptr addrspace(4) %t32.i2440, align 8, !dbg !675
  %.17.i2442 = lshr i64 %.14.i2441, %.8.i2434, !dbg !676
  %t34.i2443 = select i1 %.7.i2433, i64 0, i64 %.17.i2442, !dbg !676
  %t35.i2444 = or i64 %t34.i2443, %.13.i2438, !dbg !677
  %.21.i2445 = shl i64 %.14.i2441, %t16.i2425, !dbg !678
  %t38.i2446 = add nuw nsw i64 %t154.i2424, 3, !dbg !679
  %t40.i2447 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t38.i2446, !dbg !680
  %.22.i2448 = load i64, ptr addrspace(4) %t40.i2447, align 8, !dbg !680
  %.25.i2449 = lshr i64 %.22.i2448, %.8.i2434, !dbg !681
  %t42.i2450 = select i1 %.7.i2433, i64 0, i64 %.25.i2449, !dbg !681
  %t43.i2451 = or i64 %t42.i2450, %.21.i2445, !dbg !682
  %t44.i2452 = and i64 %t43.i2451, 4294967295, !dbg !683
  %t45.i2453 = lshr i64 %t43.i2451, 32, !dbg !684
  %t46.i2454 = and i64 %t5.i2418, 4294967295, !dbg !685
  %t47.i2455 = lshr i64 %t12.i2422, 32, !dbg !686
  %t48.i2456 = mul nuw i64 %t44.i2452, %t46.i2454, !dbg !687
  %t49.i2457 = mul nuw i64 %t45.i2453, %t46.i2454, !dbg !688
  %t50.i2458 = lshr i64 %t48.i2456, 32, !dbg !689
  %t51.i2459 = add nuw i64 %t50.i2458, %t49.i2457, !dbg !690
  %t52.i2460 = and i64 %t51.i2459, 4294967295, !dbg !691
  %t53.i2461 = lshr i64 %t51.i2459, 32, !dbg !692
  %t54.i2462 = mul nuw i64 %t44.i2452, %t47.i2455, !dbg !693
  %t55.i2463 = add nuw i64 %t52.i2460, %t54.i2462, !dbg !694
  %t56.i2464 = mul nuw i64 %t45.i2453, %t47.i2455, !dbg !695
  %t57.i2465 = add nuw i64 %t53.i2461, %t56.i2464, !dbg !696
  %t58.i2466 = lshr i64 %t55.i2463, 32, !dbg !697
  %t59.i2467 = add nuw i64 %t57.i2465, %t58.i2466, !dbg !698
  %t60.i2468 = and i64 %t35.i2444, 4294967295, !dbg !683
  %t61.i2469 = lshr i64 %t35.i2444, 32, !dbg !684
  %t62.i2470 = mul nuw i64 %t60.i2468, %t46.i2454, !dbg !687
  %t63.i2471 = mul nuw i64 %t61.i2469, %t46.i2454, !dbg !688
  %t64.i2472 = lshr i64 %t62.i2470, 32, !dbg !689
  %t65.i2473 = add nuw i64 %t64.i2472, %t63.i2471, !dbg !690
  %t66.i2474 = and i64 %t65.i2473, 4294967295, !dbg !691
  %t67.i2475 = lshr i64 %t65.i2473, 32, !dbg !692
  %t68.i2476 = mul nuw i64 %t60.i2468, %t47.i2455, !dbg !693
  %t69.i2477 = add nuw i64 %t66.i2474, %t68.i2476, !dbg !694
  %t70.i2478 = mul nuw i64 %t61.i2469, %t47.i2455, !dbg !695
  %t72.i2479 = lshr i64 %t69.i2477, 32, !dbg !697
  %t74.i2480 = mul i64 %t35.i2444, %t12.i2422, !dbg !699
  %t75.i2481 = mul i64 %t27.i2437, %t12.i2422, !dbg !700
  %t76.i2482 = add i64 %t59.i2467, %t74.i2480, !dbg !701
  %t77.i2483 = and i64 %t59.i2467, %t74.i2480, !dbg !702
  %t78.i2484 = or i64 %t59.i2467, %t74.i2480, !dbg !703
  %.26.i2485 = xor i64 %t76.i2482, -1, !dbg !704
  %t79.i2486 = and i64 %t78.i2484, %.26.i2485, !dbg !704
  %t80.i2487 = or i64 %t79.i2486, %t77.i2483, !dbg !705
  %t81.i2488 = lshr i64 %t80.i2487, 63, !dbg !706
  %t71.i2489 = add i64 %t70.i2478, %t75.i2481, !dbg !696
  %t73.i2490 = add i64 %t71.i2489, %t67.i2475, !dbg !698
  %t82.i2491 = add i64 %t73.i2490, %t72.i2479, !dbg !701
  %t83.i2492 = add i64 %t82.i2491, %t81.i2488, !dbg !707
  %t84.i2493 = lshr i64 %t83.i2492, 61, !dbg !708
  %t87.i2494 = tail call i64 @llvm.fshl.i64(i64 %t83.i2492, i64 %t76.i2482, i64 3), !dbg !709
  %.27.i2495 = tail call i64 @llvm.ctlz.i64(i64 %t87.i2494, i1 false), !dbg !710, !range !459
  %t91.i2496 = add nuw nsw i64 %.27.i2495, 1, !dbg !711
  %.28.i2497 = icmp ult i64 %t87.i2494, 2, !dbg !712
  %.29.i2498 = and i64 %t91.i2496, 63, !dbg !712
  %.30.i2499 = shl i64 %t87.i2494, %.29.i2498, !dbg !712
  %t93.i2500 = select i1 %.28.i2497, i64 2, i64 %.30.i2499, !dbg !712
  %t94.i2501 = sub nsw i64 63, %.27.i2495, !dbg !713
  %.31.i2502 = icmp eq i64 %t87.i2494, 0, !dbg !714
  %.32.i2503 = and i64 %t94.i2501, 63, !dbg !714
  %.33.i2504 = lshr i64 %t76.i2482, %.32.i2503, !dbg !714
  %t95.i2505 = select i1 %.31.i2502, i64 0, i64 %.33.i2504, !dbg !714
  %t96.i2506 = or i64 %t93.i2500, %t95.i2505, !dbg !715
  %t97.i2507 = lshr i64 %t96.i2506, 12, !dbg !716
  %.neg.i2508 = mul nsw i64 %.27.i2495, -4503599627370496, !dbg !717
  %t98.i2509 = add nsw i64 %.neg.i2508, 4602678819172646912, !dbg !717
  %t99.i2510 = or i64 %t97.i2507, %t98.i2509, !dbg !718
  %t100.i2511 = bitcast i64 %t99.i2510 to double, !dbg !719
  %4 = and i64 %t83.i2492, 2305843009213693952, !dbg !720
  %t102.not.i2512 = icmp eq i64 %4, 0, !dbg !720
  %t103.i2513 = add nuw nsw i64 %t84.i2493, 1, !dbg !721
  %t104.i2514 = and i64 %t103.i2513, 7, !dbg !722
  %t105.i2515 = fadd double %t100.i2511, -1.000000e+00, !dbg !723
  %spec.select.i2516 = select i1 %t102.not.i2512, i64 %t84.i2493, i64 %t104.i2514, !dbg !720
  %spec.select5.i2517 = select i1 %t102.not.i2512, double %t100.i2511, double %t105.i2515, !dbg !720
  %t108.i2518 = fmul double %spec.select5.i2517, 0x3FE921FB54442D18, !dbg !724
  br label %b10.i2530, !dbg !725

b10.i2530:                                        ; preds = %b21.i2586, %b6.i2519, %b4.i2417
  %t111.i2520 = phi i64 [ %t187.i2579, %b21.i2586 ], [ %spec.select.i2516, %b6.i2519 ], [ 0, %b4.i2417 ]
  %t112.i2521 = phi double [ %t193.i2585, %b21.i2586 ], [ %t108.i2518, %b6.i2519 ], [ %t284, %b4.i2417 ]
  %t113.i2522 = icmp ugt i64 %t111.i2520, 3, !dbg !726
  %t114.i2523 = add nsw i64 %t111.i2520, -4
  %spec.select1.i2524 = select i1 %t113.i2522, i64 %t114.i2523, i64 %t111.i2520, !dbg !726
  %t117.i2525 = icmp ugt i64 %spec.select1.i2524, 1, !dbg !727
  %spec.select3.i2526 = xor i1 %t113.i2522, %t117.i2525, !dbg !727
  %t120.i2527 = fmul double %t112.i2521, %t112.i2521, !dbg !728
  %spec.select1.off.i2528 = add nsw i64 %spec.select1.i2524, -1, !dbg !729
  %switch.i2529 = icmp ult i64 %spec.select1.off.i2528, 2, !dbg !729
  br i1 %switch.i2529, label %b15.i2533, label %b20.i2558, !dbg !729

b15.i2533:                                        ; preds = %b10.i2530
  %t125.i2531 = fmul double %t120.i2527, 0x3DE5D8FD1FD19CCD, !dbg !730
  %t128.i2532 = fadd double %t125.i2531, 0xBE5AE5E5A9291F5D, !dbg !731
  br label %b16.i2554, !dbg !732

b16.i2554:                                        ; preds = %b20.i2558, %b15.i2533
  %.sink9.i2534 = phi double [ %5, %b20.i2558 ], [ %t128.i2532, %b15.i2533 ]
  %.sink8.i2535 = phi double [ 0xBE927E4F7EAC4BC6, %b20.i2558 ], [ 0x3EC71DE3567D48A1, %b15.i2533 ]
  %.sink7.i2536 = phi double [ 0x3EFA01A019C844F5, %b20.i2558 ], [ 0xBF2A01A019BFDF03, %b15.i2533 ]
  %.sink6.i2537 = phi double [ 0xBF56C16C16C14F91, %b20.i2558 ], [ 0x3F8111111110F7D0, %b15.i2533 ]
  %.sink.i2538 = phi double [ 0x3FA555555555554B, %b20.i2558 ], [ 0xBFC5555555555548, %b15.i2533 ]
  %t120.pn.i2539 = phi double [ %t120.i2527, %b20.i2558 ], [ %t112.i2521, %b15.i2533 ]
  %t152.sink.i2540 = phi double [ %t152.i2556, %b20.i2558 ], [ %t112.i2521, %b15.i2533 ]
  %t153.sink.i2541 = fmul double %t120.i2527, %t120.pn.i2539, !dbg !733
  %t160.i2542 = fmul double %t120.i2527, %.sink9.i2534, !dbg !733
  %t163.i2543 = fadd double %t160.i2542, %.sink8.i2535, !dbg !733
  %t164.i2544 = fmul double %t120.i2527, %t163.i2543, !dbg !733
  %t167.i2545 = fadd double %.sink7.i2536, %t164.i2544, !dbg !733
  %t168.i2546 = fmul double %t120.i2527, %t167.i2545, !dbg !733
  %t171.i2547 = fadd double %.sink6.i2537, %t168.i2546, !dbg !733
  %t172.i2548 = fmul double %t120.i2527, %t171.i2547, !dbg !733
  %t175.i2549 = fadd double %.sink.i2538, %t172.i2548, !dbg !733
  %t176.i2550 = fmul double %t153.sink.i2541, %t175.i2549, !dbg !733
  %t177.i2551 = fadd double %t152.sink.i2540, %t176.i2550, !dbg !733
  %t148.i2552 = fneg double %t177.i2551
  %spec.select2.i2553 = select i1 %spec.select3.i2526, double %t148.i2552, double %t177.i2551, !dbg !734
  br label %math.cos.exit2587

b20.i2558:                                        ; preds = %b10.i2530
  %t151.i2555 = fmul double %t120.i2527, 5.000000e-01, !dbg !735
  %t152.i2556 = fsub double 1.000000e+00, %t151.i2555, !dbg !736
  %t156.i2557 = fmul double %t120.i2527, 0x3DA8FA49A0861A9B, !dbg !737
  %5 = fsub double 0x3E21EE9D7B4E3F05, %t156.i2557, !dbg !738
  br label %b16.i2554, !dbg !739

b21.i2586:                                        ; preds = %b3.i2415
  %t178.i2559 = fmul double %t284, 0x3FF45F306DC9C883, !dbg !740
  %.46.i2560 = fcmp olt double %t178.i2559, 0x43E0000000000000, !dbg !741
  %.47.i2561 = fcmp oge double %t178.i2559, 0xC3E0000000000000, !dbg !741
  %.49.i2562 = and i1 %.47.i2561, %.46.i2560, !dbg !741
  %6 = fptosi double %t178.i2559 to i64, !dbg !741
  %.52.i2563 = select i1 %.49.i2562, i64 %6, i64 -9223372036854775808, !dbg !741
  %.53.i2564 = fadd double %t178.i2559, 0xC3E0000000000000, !dbg !741
  %.54.i2565 = fcmp oge double %.53.i2564, 0xC3E0000000000000, !dbg !741
  %.55.i2566 = fcmp olt double %.53.i2564, 0x43E0000000000000, !dbg !741
  %.56.i2567 = and i1 %.54.i2565, %.55.i2566, !dbg !741
  %7 = fptosi double %.53.i2564 to i64, !dbg !741
  %.op.i2568 = or i64 %7, -9223372036854775808, !dbg !741
  %.60.i2569 = select i1 %.56.i2567, i64 %.op.i2568, i64 -9223372036854775808, !dbg !741
  %.61.i2570 = select i1 %.46.i2560, i64 %.52.i2563, i64 %.60.i2569, !dbg !741
  %t180.i2571 = uitofp i64 %.61.i2570 to double, !dbg !742
  %t181.i2572 = and i64 %.61.i2570, 1, !dbg !743
  %t182.not.i2573 = icmp eq i64 %t181.i2572, 0, !dbg !744
  %t184.i2574 = fadd double %t180.i2571, 1.000000e+00, !dbg !744
  %not.t182.not.i2575 = xor i1 %t182.not.i2573, true, !dbg !744
  %t183.i2576 = zext i1 %not.t182.not.i2575 to i64, !dbg !744
  %t185.i2577 = add i64 %.61.i2570, %t183.i2576, !dbg !744
  %t186.i2578 = select i1 %t182.not.i2573, double %t180.i2571, double %t184.i2574, !dbg !744
  %t187.i2579 = and i64 %t185.i2577, 7, !dbg !745
  %t188.i2580 = fmul double %t186.i2578, 0x3FE921FB40000000, !dbg !746
  %t189.i2581 = fsub double %t284, %t188.i2580, !dbg !747
  %t190.i2582 = fmul double %t186.i2578, 0x3E64442D00000000, !dbg !748
  %t191.i2583 = fsub double %t189.i2581, %t190.i2582, !dbg !749
  %t192.i2584 = fmul double %t186.i2578, 0x3CE8469898CC5170, !dbg !750
  %t193.i2585 = fsub double %t191.i2583, %t192.i2584, !dbg !751
  br label %b10.i2530, !dbg !751

math.cos.exit2587:                                ; preds = %b41, %b16.i2554
  %common.ret.op.i2411 = phi double [ %spec.select2.i2553, %b16.i2554 ], [ 0x7FF8000000000001, %b41 ]
  %t286 = fmul double %.571, %common.ret.op.i2411, !dbg !501
  %t288 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 5, !dbg !752
  store double %t286, ptr addrspace(1) %t288, align 8, !dbg !752
  switch i32 %t0.sroa.66.0.i2395, label %b2.i2601 [
    i32 0, label %b1.i2597
    i32 1, label %b10.i2789
    i32 2, label %b12.i2790
  ], !dbg !753

b1.i2597:                                         ; preds = %math.cos.exit2587
  br label %b2.i2601, !dbg !755

b2.i2601:                                         ; preds = %b12.i2790, %b10.i2789, %b1.i2597, %math.cos.exit2587
  %t8.i2598 = phi i32 [ %t0.sroa.42.0.i2391, %b1.i2597 ], [ %t0.sroa.48.0.i2392, %b10.i2789 ], [ %t0.sroa.54.0.i2393, %b12.i2790 ], [ %t0.sroa.60.0.i2394, %math.cos.exit2587 ]
  %t10.i2599 = add i32 %t0.sroa.66.0.i2395, 1, !dbg !756
  %t12.i2600 = icmp eq i32 %t10.i2599, 4, !dbg !757
  br i1 %t12.i2600, label %b3.i2604, label %"github.com/kernlab/kern.kern.Rand.uint32.exit2791", !dbg !757

b3.i2604:                                         ; preds = %b2.i2601
  %t15.i2602 = add i32 %t0.sroa.11.0.i2387, 1, !dbg !758
  %t17.i2603 = icmp eq i32 %t15.i2602, 0, !dbg !759
  br i1 %t17.i2603, label %b4.i2607, label %b7.i2767, !dbg !759

b4.i2607:                                         ; preds = %b3.i2604
  %t20.i2605 = add i32 %t0.sroa.19.1.i2388, 1, !dbg !760
  %t22.i2606 = icmp eq i32 %t20.i2605, 0, !dbg !761
  br i1 %t22.i2606, label %b5.i2612, label %b7.i2767, !dbg !761

b5.i2612:                                         ; preds = %b4.i2607
  %t25.i2608 = add i32 %t0.sroa.27.1.i2389, 1, !dbg !762
  %t27.i2609 = icmp eq i32 %t25.i2608, 0, !dbg !763
  %t30.i2610 = zext i1 %t27.i2609 to i32, !dbg !763
  %spec.select33.i2611 = add i32 %t0.sroa.35.1.i2390, %t30.i2610, !dbg !763
  br label %b7.i2767, !dbg !763

b7.i2767:                                         ; preds = %b5.i2612, %b4.i2607, %b3.i2604
  %t0.sroa.19.0.i2613 = phi i32 [ %t20.i2605, %b4.i2607 ], [ %t0.sroa.19.1.i2388, %b3.i2604 ], [ 0, %b5.i2612 ], !dbg !764
  %t0.sroa.27.0.i2614 = phi i32 [ %t0.sroa.27.1.i2389, %b4.i2607 ], [ %t0.sroa.27.1.i2389, %b3.i2604 ], [ %t25.i2608, %b5.i2612 ], !dbg !764
  %t0.sroa.35.0.i2615 = phi i32 [ %t0.sroa.35.1.i2390, %b4.i2607 ], [ %t0.sroa.35.1.i2390, %b3.i2604 ], [ %spec.select33.i2611, %b5.i2612 ], !dbg !764
  %.108.i2616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2386, 0, !dbg !765
  %.109.i2617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2386, 1, !dbg !765
  %t15.i.i2618 = zext i32 %t15.i2602 to i64, !dbg !766
  %t16.i.i2619 = mul nuw i64 %t15.i.i2618, 3528531795, !dbg !768
  %t17.i.i2620 = zext i32 %t0.sroa.27.0.i2614 to i64, !dbg !769
  %t18.i.i2621 = mul nuw i64 %t17.i.i2620, 3449720151, !dbg !770
  %t19.i.i2622 = lshr i64 %t18.i.i2621, 32, !dbg !771
  %t20.i.i2623 = trunc i64 %t19.i.i2622 to i32, !dbg !772
  %t21.i.i2624 = xor i32 %t0.sroa.19.0.i2613, %.108.i2616, !dbg !773
  %t22.i.i2625 = xor i32 %t21.i.i2624, %t20.i.i2623, !dbg !774
  %t24.i.i2626 = lshr i64 %t16.i.i2619, 32, !dbg !775
  %t25.i.i2627 = trunc i64 %t24.i.i2626 to i32, !dbg !776
  %t26.i.i2628 = xor i32 %.109.i2617, %t25.i.i2627, !dbg !777
  %t27.i.i2629 = xor i32 %t26.i.i2628, %t0.sroa.35.0.i2615, !dbg !778
  %t29.i.i2630 = add i32 %.108.i2616, -1640531527, !dbg !779
  %t30.i.i2631 = add i32 %.109.i2617, -1150833019, !dbg !780
  %t31.i.i2632 = zext i32 %t22.i.i2625 to i64, !dbg !766
  %t32.i.i2633 = mul nuw i64 %t31.i.i2632, 3528531795, !dbg !768
  %t33.i.i2634 = zext i32 %t27.i.i2629 to i64, !dbg !769
  %t34.i.i2635 = mul nuw i64 %t33.i.i2634, 3449720151, !dbg !770
  %t35.i.i2636 = lshr i64 %t34.i.i2635, 32, !dbg !771
  %t371.i.i2637 = xor i64 %t35.i.i2636, %t18.i.i2621, !dbg !773
  %t37.i.i2638 = trunc i64 %t371.i.i2637 to i32, !dbg !773
  %t38.i.i2639 = xor i32 %t29.i.i2630, %t37.i.i2638, !dbg !774
  %t40.i.i2640 = lshr i64 %t32.i.i2633, 32, !dbg !775
  %t422.i.i2641 = xor i64 %t40.i.i2640, %t16.i.i2619, !dbg !777
  %t42.i.i2642 = trunc i64 %t422.i.i2641 to i32, !dbg !777
  %t43.i.i2643 = xor i32 %t30.i.i2631, %t42.i.i2642, !dbg !778
  %t45.i.i2644 = add i32 %.108.i2616, 1013904242, !dbg !779
  %t46.i.i2645 = add i32 %.109.i2617, 1993301258, !dbg !780
  %t47.i.i2646 = zext i32 %t38.i.i2639 to i64, !dbg !766
  %t48.i.i2647 = mul nuw i64 %t47.i.i2646, 3528531795, !dbg !768
  %t49.i.i2648 = zext i32 %t43.i.i2643 to i64, !dbg !769
  %t50.i.i2649 = mul nuw i64 %t49.i.i2648, 3449720151, !dbg !770
  %t51.i.i2650 = lshr i64 %t50.i.i2649, 32, !dbg !771
  %t533.i.i2651 = xor i64 %t51.i.i2650, %t34.i.i2635, !dbg !773
  %t53.i.i2652 = trunc i64 %t533.i.i2651 to i32, !dbg !773
  %t54.i.i2653 = xor i32 %t45.i.i2644, %t53.i.i2652, !dbg !774
  %t56.i.i2654 = lshr i64 %t48.i.i2647, 32, !dbg !775
  %t584.i.i2655 = xor i64 %t56.i.i2654, %t32.i.i2633, !dbg !777
  %t58.i.i2656 = trunc i64 %t584.i.i2655 to i32, !dbg !777
  %t59.i.i2657 = xor i32 %t46.i.i2645, %t58.i.i2656, !dbg !778
  %t61.i.i2658 = add i32 %.108.i2616, -626627285, !dbg !779
  %t62.i.i2659 = add i32 %.109.i2617, 842468239, !dbg !780
  %t63.i.i2660 = zext i32 %t54.i.i2653 to i64, !dbg !766
  %t64.i.i2661 = mul nuw i64 %t63.i.i2660, 3528531795, !dbg !768
  %t65.i.i2662 = zext i32 %t59.i.i2657 to i64, !dbg !769
  %t66.i.i2663 = mul nuw i64 %t65.i.i2662, 3449720151, !dbg !770
  %t67.i.i2664 = lshr i64 %t66.i.i2663, 32, !dbg !771
  %t695.i.i2665 = xor i64 %t67.i.i2664, %t50.i.i2649, !dbg !773
  %t69.i.i2666 = trunc i64 %t695.i.i2665 to i32, !dbg !773
  %t70.i.i2667 = xor i32 %t61.i.i2658, %t69.i.i2666, !dbg !774
  %t72.i.i2668 = lshr i64 %t64.i.i2661, 32, !dbg !775
  %t746.i.i2669 = xor i64 %t72.i.i2668, %t48.i.i2647, !dbg !777
  %t74.i.i2670 = trunc i64 %t746.i.i2669 to i32, !dbg !777
  %t75.i.i2671 = xor i32 %t62.i.i2659, %t74.i.i2670, !dbg !778
  %t77.i.i2672 = add i32 %.108.i2616, 2027808484, !dbg !779
  %t78.i.i2673 = add i32 %.109.i2617, -308364780, !dbg !780
  %t79.i.i2674 = zext i32 %t70.i.i2667 to i64, !dbg !766
  %t80.i.i2675 = mul nuw i64 %t79.i.i2674, 3528531795, !dbg !768
  %t81.i.i2676 = zext i32 %t75.i.i2671 to i64, !dbg !769
  %t82.i.i2677 = mul nuw i64 %t81.i.i2676, 3449720151, !dbg !770
  %t83.i.i2678 = lshr i64 %t82.i.i2677, 32, !dbg !771
  %t857.i.i2679 = xor i64 %t83.i.i2678, %t66.i.i2663, !dbg !773
  %t85.i.i2680 = trunc i64 %t857.i.i2679 to i32, !dbg !773
  %t86.i.i2681 = xor i32 %t77.i.i2672, %t85.i.i2680, !dbg !774
  %t88.i.i2682 = lshr i64 %t80.i.i2675, 32, !dbg !775
  %t908.i.i2683 = xor i64 %t88.i.i2682, %t64.i.i2661, !dbg !777
  %t90.i.i2684 = trunc i64 %t908.i.i2683 to i32, !dbg !777
  %t91.i.i2685 = xor i32 %t78.i.i2673, %t90.i.i2684, !dbg !778
  %t93.i.i2686 = add i32 %.108.i2616, 387276957, !dbg !779
  %t94.i.i2687 = add i32 %.109.i2617, -1459197799, !dbg !780
  %t95.i.i2688 = zext i32 %t86.i.i2681 to i64, !dbg !766
  %t96.i.i2689 = mul nuw i64 %t95.i.i2688, 3528531795, !dbg !768
  %t97.i.i2690 = zext i32 %t91.i.i2685 to i64, !dbg !769
  %t98.i.i2691 = mul nuw i64 %t97.i.i2690, 3449720151, !dbg !770
  %t99.i.i2692 = lshr i64 %t98.i.i2691, 32, !dbg !771
  %t1019.i.i2693 = xor i64 %t99.i.i2692, %t82.i.i2677, !dbg !773
  %t101.i.i2694 = trunc i64 %t1019.i.i2693 to i32, !dbg !773
  %t102.i.i2695 = xor i32 %t93.i.i2686, %t101.i.i2694, !dbg !774
  %t104.i.i2696 = lshr i64 %t96.i.i2689, 32, !dbg !775
  %t10610.i.i2697 = xor i64 %t104.i.i2696, %t80.i.i2675, !dbg !777
  %t106.i.i2698 = trunc i64 %t10610.i.i2697 to i32, !dbg !777
  %t107.i.i2699 = xor i32 %t94.i.i2687, %t106.i.i2698, !dbg !778
  %t109.i.i2700 = add i32 %.108.i2616, -1253254570, !dbg !779
  %t110.i.i2701 = add i32 %.109.i2617, 1684936478, !dbg !780
  %t111.i.i2702 = zext i32 %t102.i.i2695 to i64, !dbg !766
  %t112.i.i2703 = mul nuw i64 %t111.i.i2702, 3528531795, !dbg !768
  %t113.i.i2704 = zext i32 %t107.i.i2699 to i64, !dbg !769
  %t114.i.i2705 = mul nuw i64 %t113.i.i2704, 3449720151, !dbg !770
  %t115.i.i2706 = lshr i64 %t114.i.i2705, 32, !dbg !771
  %t11711.i.i2707 = xor i64 %t115.i.i2706, %t98.i.i2691, !dbg !773
  %t117.i.i2708 = trunc i64 %t11711.i.i2707 to i32, !dbg !773
  %t118.i.i2709 = xor i32 %t109.i.i2700, %t117.i.i2708, !dbg !774
  %t120.i.i2710 = lshr i64 %t112.i.i2703, 32, !dbg !775
  %t12212.i.i2711 = xor i64 %t120.i.i2710, %t96.i.i2689, !dbg !777
  %t122.i.i2712 = trunc i64 %t12212.i.i2711 to i32, !dbg !777
  %t123.i.i2713 = xor i32 %t110.i.i2701, %t122.i.i2712, !dbg !778
  %t125.i.i2714 = add i32 %.108.i2616, 1401181199, !dbg !779
  %t126.i.i2715 = add i32 %.109.i2617, 534103459, !dbg !780
  %t127.i.i2716 = zext i32 %t118.i.i2709 to i64, !dbg !766
  %t128.i.i2717 = mul nuw i64 %t127.i.i2716, 3528531795, !dbg !768
  %t129.i.i2718 = zext i32 %t123.i.i2713 to i64, !dbg !769
  %t130.i.i2719 = mul nuw i64 %t129.i.i2718, 3449720151, !dbg !770
  %t131.i.i2720 = lshr i64 %t130.i.i2719, 32, !dbg !771
  %t13313.i.i2721 = xor i64 %t131.i.i2720, %t114.i.i2705, !dbg !773
  %t133.i.i2722 = trunc i64 %t13313.i.i2721 to i32, !dbg !773
  %t134.i.i2723 = xor i32 %t125.i.i2714, %t133.i.i2722, !dbg !774
  %t136.i.i2724 = lshr i64 %t128.i.i2717, 32, !dbg !775
  %t13814.i.i2725 = xor i64 %t136.i.i2724, %t112.i.i2703, !dbg !777
  %t138.i.i2726 = trunc i64 %t13814.i.i2725 to i32, !dbg !777
  %t139.i.i2727 = xor i32 %t126.i.i2715, %t138.i.i2726, !dbg !778
  %t141.i.i2728 = add i32 %.108.i2616, -239350328, !dbg !779
  %t142.i.i2729 = add i32 %.109.i2617, -616729560, !dbg !780
  %t143.i.i2730 = zext i32 %t134.i.i2723 to i64, !dbg !766
  %t144.i.i2731 = mul nuw i64 %t143.i.i2730, 3528531795, !dbg !768
  %t145.i.i2732 = zext i32 %t139.i.i2727 to i64, !dbg !769
  %t146.i.i2733 = mul nuw i64 %t145.i.i2732, 3449720151, !dbg !770
  %t147.i.i2734 = lshr i64 %t146.i.i2733, 32, !dbg !771
  %t14915.i.i2735 = xor i64 %t147.i.i2734, %t130.i.i2719, !dbg !773
  %t149.i.i2736 = trunc i64 %t14915.i.i2735 to i32, !dbg !773
  %t150.i.i2737 = xor i32 %t141.i.i2728, %t149.i.i2736, !dbg !774
  %t152.i.i2738 = lshr i64 %t144.i.i2731, 32, !dbg !775
  %t15416.i.i2739 = xor i64 %t152.i.i2738, %t128.i.i2717, !dbg !777
  %t154.i.i2740 = trunc i64 %t15416.i.i2739 to i32, !dbg !777
  %t155.i.i2741 = xor i32 %t142.i.i2729, %t154.i.i2740, !dbg !778
  %t157.i.i2742 = add i32 %.108.i2616, -1879881855, !dbg !779
  %t158.i.i2743 = add i32 %.109.i2617, -1767562579, !dbg !780
  %t159.i.i2744 = zext i32 %t150.i.i2737 to i64, !dbg !766
  %t160.i.i2745 = mul nuw i64 %t159.i.i2744, 3528531795, !dbg !768
  %t161.i.i2746 = zext i32 %t155.i.i2741 to i64, !dbg !769
  %t162.i.i2747 = mul nuw i64 %t161.i.i2746, 3449720151, !dbg !770
  %t163.i.i2748 = lshr i64 %t162.i.i2747, 32, !dbg !771
  %t16517.i.i2749 = xor i64 %t163.i.i2748, %t146.i.i2733, !dbg !773
  %t165.i.i2750 = trunc i64 %t16517.i.i2749 to i32, !dbg !773
  %t166.i.i2751 = xor i32 %t157.i.i2742, %t165.i.i2750, !dbg !774
  %t167.i.i2752 = trunc i64 %t162.i.i2747 to i32, !dbg !781
  %t168.i.i2753 = lshr i64 %t160.i.i2745, 32, !dbg !775
  %t17018.i.i2754 = xor i64 %t168.i.i2753, %t144.i.i2731, !dbg !777
  %t170.i.i2755 = trunc i64 %t17018.i.i2754 to i32, !dbg !777
  %t171.i.i2756 = xor i32 %t158.i.i2743, %t170.i.i2755, !dbg !778
  %t172.i.i2757 = trunc i64 %t160.i.i2745 to i32, !dbg !782
  %.186.i2758 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i2404, i32 %t15.i2602, 2, !dbg !783
  %.189.i2759 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i2758, i32 %t0.sroa.19.0.i2613, 3, !dbg !783
  %.192.i2760 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i2759, i32 %t0.sroa.27.0.i2614, 4, !dbg !783
  %.195.i2761 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i2760, i32 %t0.sroa.35.0.i2615, 5, !dbg !783
  %.198.i2762 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i2761, i32 %t166.i.i2751, 6, !dbg !783
  %.201.i2763 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i2762, i32 %t167.i.i2752, 7, !dbg !783
  %.204.i2764 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i2763, i32 %t171.i.i2756, 8, !dbg !783
  %.207.i2765 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i2764, i32 %t172.i.i2757, 9, !dbg !783
  %.210.i2766 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i2765, i32 0, 10, !dbg !783
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit2791", !dbg !784

b10.i2789:                                        ; preds = %math.cos.exit2587
  br label %b2.i2601, !dbg !785

b12.i2790:                                        ; preds = %math.cos.exit2587
  br label %b2.i2601, !dbg !786

"github.com/kernlab/kern.kern.Rand.uint32.exit2791": ; preds = %b2.i2601, %b7.i2767
  %.210.pn.i2768 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i2766, %b7.i2767 ], [ %.263.i2404, %b2.i2601 ]
  %t0.sroa.11.0.i2769 = phi i32 [ %t15.i2602, %b7.i2767 ], [ %t0.sroa.11.0.i2387, %b2.i2601 ], !dbg !764
  %t0.sroa.19.1.i2770 = phi i32 [ %t0.sroa.19.0.i2613, %b7.i2767 ], [ %t0.sroa.19.1.i2388, %b2.i2601 ], !dbg !764
  %t0.sroa.27.1.i2771 = phi i32 [ %t0.sroa.27.0.i2614, %b7.i2767 ], [ %t0.sroa.27.1.i2389, %b2.i2601 ], !dbg !764
  %t0.sroa.35.1.i2772 = phi i32 [ %t0.sroa.35.0.i2615, %b7.i2767 ], [ %t0.sroa.35.1.i2390, %b2.i2601 ], !dbg !764
  %t0.sroa.42.0.i2773 = phi i32 [ %t166.i.i2751, %b7.i2767 ], [ %t0.sroa.42.0.i2391, %b2.i2601 ], !dbg !764
  %t0.sroa.48.0.i2774 = phi i32 [ %t167.i.i2752, %b7.i2767 ], [ %t0.sroa.48.0.i2392, %b2.i2601 ], !dbg !764
  %t0.sroa.54.0.i2775 = phi i32 [ %t171.i.i2756, %b7.i2767 ], [ %t0.sroa.54.0.i2393, %b2.i2601 ], !dbg !764
  %t0.sroa.60.0.i2776 = phi i32 [ %t172.i.i2757, %b7.i2767 ], [ %t0.sroa.60.0.i2394, %b2.i2601 ], !dbg !764
  %t0.sroa.66.0.i2777 = phi i32 [ 0, %b7.i2767 ], [ %t10.i2599, %b2.i2601 ], !dbg !764
  %t295 = lshr i32 %t8.i2598, 8, !dbg !186
  %t296 = uitofp i32 %t295 to float, !dbg !187
  %t297 = fmul float %t296, 0x3E70000000000000, !dbg !188
  %.699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2768, 0, !dbg !787
  %.700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i2768, 1, !dbg !787
  %t299 = bitcast float %t297 to i32, !dbg !788
  %t300 = zext i32 %t299 to i64, !dbg !789
  %t301 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 6, !dbg !790
  store i64 %t300, ptr addrspace(1) %t301, align 8, !dbg !790
  %t302 = add nuw nsw i64 %t72, 1, !dbg !790
  %t304 = getelementptr inbounds i64, ptr addrspace(1) %t71, i64 7, !dbg !13
  %exitcond.not = icmp eq i64 %t302, %a1, !dbg !790
  br i1 %exitcond.not, label %common.ret, label %b3, !dbg !790
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2ePhiloxBlocks(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #1 !dbg !791 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !792
  %t4 = sext i32 %.10 to i64, !dbg !792
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !792
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !792
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !792, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !792
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !792
  %t9 = sext i32 %.15 to i64, !dbg !792
  %t10 = add nsw i64 %t7, %t9, !dbg !792
  %t11 = shl nsw i64 %t10, 2, !dbg !793
  %t12 = add nsw i64 %t11, 4, !dbg !794
  %t14 = icmp sgt i64 %t12, %a7, !dbg !795
  br i1 %t14, label %common.ret, label %b2, !dbg !795

common.ret:                                       ; preds = %b2, %entry
  ret void, !dbg !796

b2:                                               ; preds = %entry
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t11, !dbg !797
  %.23 = load i32, ptr addrspace(1) %t17, align 4, !dbg !797, !amdgpu.noclobber !6
  %t20 = or i64 %t11, 1, !dbg !798
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t20, !dbg !799
  %.24 = load i32, ptr addrspace(1) %t21, align 4, !dbg !799, !amdgpu.noclobber !6
  %t24 = or i64 %t11, 2, !dbg !800
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t24, !dbg !801
  %.25 = load i32, ptr addrspace(1) %t25, align 4, !dbg !801, !amdgpu.noclobber !6
  %t28 = or i64 %t11, 3, !dbg !802
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t28, !dbg !803
  %.26 = load i32, ptr addrspace(1) %t29, align 4, !dbg !803, !amdgpu.noclobber !6
  %t33 = shl nsw i64 %t10, 1, !dbg !804
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t33, !dbg !805
  %.41 = load i32, ptr addrspace(1) %t35, align 4, !dbg !805, !amdgpu.noclobber !6
  %t38 = or i64 %t33, 1, !dbg !806
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t38, !dbg !807
  %.42 = load i32, ptr addrspace(1) %t39, align 4, !dbg !807, !amdgpu.noclobber !6
  %t15.i = zext i32 %.23 to i64, !dbg !808
  %t16.i = mul nuw i64 %t15.i, 3528531795, !dbg !810
  %t17.i = zext i32 %.25 to i64, !dbg !811
  %t18.i = mul nuw i64 %t17.i, 3449720151, !dbg !812
  %t19.i = lshr i64 %t18.i, 32, !dbg !813
  %t20.i = trunc i64 %t19.i to i32, !dbg !814
  %t21.i = xor i32 %.41, %.24, !dbg !815
  %t22.i = xor i32 %t21.i, %t20.i, !dbg !816
  %t24.i = lshr i64 %t16.i, 32, !dbg !817
  %t25.i = trunc i64 %t24.i to i32, !dbg !818
  %t26.i = xor i32 %.26, %t25.i, !dbg !819
  %t27.i = xor i32 %t26.i, %.42, !dbg !820
  %t29.i = add i32 %.41, -1640531527, !dbg !821
  %t30.i = add i32 %.42, -1150833019, !dbg !822
  %t31.i = zext i32 %t22.i to i64, !dbg !808
  %t32.i = mul nuw i64 %t31.i, 3528531795, !dbg !810
  %t33.i = zext i32 %t27.i to i64, !dbg !811
  %t34.i = mul nuw i64 %t33.i, 3449720151, !dbg !812
  %t35.i = lshr i64 %t34.i, 32, !dbg !813
  %t371.i = xor i64 %t35.i, %t18.i, !dbg !815
  %t37.i = trunc i64 %t371.i to i32, !dbg !815
  %t38.i = xor i32 %t29.i, %t37.i, !dbg !816
  %t40.i = lshr i64 %t32.i, 32, !dbg !817
  %t422.i = xor i64 %t40.i, %t16.i, !dbg !819
  %t42.i = trunc i64 %t422.i to i32, !dbg !819
  %t43.i = xor i32 %t30.i, %t42.i, !dbg !820
  %t45.i = add i32 %.41, 1013904242, !dbg !821
  %t46.i = add i32 %.42, 1993301258, !dbg !822
  %t47.i = zext i32 %t38.i to i64, !dbg !808
  %t48.i = mul nuw i64 %t47.i, 3528531795, !dbg !810
  %t49.i = zext i32 %t43.i to i64, !dbg !811
  %t50.i = mul nuw i64 %t49.i, 3449720151, !dbg !812
  %t51.i = lshr i64 %t50.i, 32, !dbg !813
  %t533.i = xor i64 %t51.i, %t34.i, !dbg !815
  %t53.i = trunc i64 %t533.i to i32, !dbg !815
  %t54.i = xor i32 %t45.i, %t53.i, !dbg !816
  %t56.i = lshr i64 %t48.i, 32, !dbg !817
  %t584.i = xor i64 %t56.i, %t32.i, !dbg !819
  %t58.i = trunc i64 %t584.i to i32, !dbg !819
  %t59.i = xor i32 %t46.i, %t58.i, !dbg !820
  %t61.i = add i32 %.41, -626627285, !dbg !821
  %t62.i = add i32 %.42, 842468239, !dbg !822
  %t63.i = zext i32 %t54.i to i64, !dbg !808
  %t64.i = mul nuw i64 %t63.i, 3528531795, !dbg !810
  %t65.i = zext i32 %t59.i to i64, !dbg !811
  %t66.i = mul nuw i64 %t65.i, 3449720151, !dbg !812
  %t67.i = lshr i64 %t66.i, 32, !dbg !813
  %t695.i = xor i64 %t67.i, %t50.i, !dbg !815
  %t69.i = trunc i64 %t695.i to i32, !dbg !815
  %t70.i = xor i32 %t61.i, %t69.i, !dbg !816
  %t72.i = lshr i64 %t64.i, 32, !dbg !817
  %t746.i = xor i64 %t72.i, %t48.i, !dbg !819
  %t74.i = trunc i64 %t746.i to i32, !dbg !819
  %t75.i = xor i32 %t62.i, %t74.i, !dbg !820
  %t77.i = add i32 %.41, 2027808484, !dbg !821
  %t78.i = add i32 %.42, -308364780, !dbg !822
  %t79.i = zext i32 %t70.i to i64, !dbg !808
  %t80.i = mul nuw i64 %t79.i, 3528531795, !dbg !810
  %t81.i = zext i32 %t75.i to i64, !dbg !811
  %t82.i = mul nuw i64 %t81.i, 3449720151, !dbg !812
  %t83.i = lshr i64 %t82.i, 32, !dbg !813
  %t857.i = xor i64 %t83.i, %t66.i, !dbg !815
  %t85.i = trunc i64 %t857.i to i32, !dbg !815
  %t86.i = xor i32 %t77.i, %t85.i, !dbg !816
  %t88.i = lshr i64 %t80.i, 32, !dbg !817
  %t908.i = xor i64 %t88.i, %t64.i, !dbg !819
  %t90.i = trunc i64 %t908.i to i32, !dbg !819
  %t91.i = xor i32 %t78.i, %t90.i, !dbg !820
  %t93.i = add i32 %.41, 387276957, !dbg !821
  %t94.i = add i32 %.42, -1459197799, !dbg !822
  %t95.i = zext i32 %t86.i to i64, !dbg !808
  %t96.i = mul nuw i64 %t95.i, 3528531795, !dbg !810
  %t97.i = zext i32 %t91.i to i64, !dbg !811
  %t98.i = mul nuw i64 %t97.i, 3449720151, !dbg !812
  %t99.i = lshr i64 %t98.i, 32, !dbg !813
  %t1019.i = xor i64 %t99.i, %t82.i, !dbg !815
  %t101.i = trunc i64 %t1019.i to i32, !dbg !815
  %t102.i = xor i32 %t93.i, %t101.i, !dbg !816
  %t104.i = lshr i64 %t96.i, 32, !dbg !817
  %t10610.i = xor i64 %t104.i, %t80.i, !dbg !819
  %t106.i = trunc i64 %t10610.i to i32, !dbg !819
  %t107.i = xor i32 %t94.i, %t106.i, !dbg !820
  %t109.i = add i32 %.41, -1253254570, !dbg !821
  %t110.i = add i32 %.42, 1684936478, !dbg !822
  %t111.i = zext i32 %t102.i to i64, !dbg !808
  %t112.i = mul nuw i64 %t111.i, 3528531795, !dbg !810
  %t113.i = zext i32 %t107.i to i64, !dbg !811
  %t114.i = mul nuw i64 %t113.i, 3449720151, !dbg !812
  %t115.i = lshr i64 %t114.i, 32, !dbg !813
  %t11711.i = xor i64 %t115.i, %t98.i, !dbg !815
  %t117.i = trunc i64 %t11711.i to i32, !dbg !815
  %t118.i = xor i32 %t109.i, %t117.i, !dbg !816
  %t120.i = lshr i64 %t112.i, 32, !dbg !817
  %t12212.i = xor i64 %t120.i, %t96.i, !dbg !819
  %t122.i = trunc i64 %t12212.i to i32, !dbg !819
  %t123.i = xor i32 %t110.i, %t122.i, !dbg !820
  %t125.i = add i32 %.41, 1401181199, !dbg !821
  %t126.i = add i32 %.42, 534103459, !dbg !822
  %t127.i = zext i32 %t118.i to i64, !dbg !808
  %t128.i = mul nuw i64 %t127.i, 3528531795, !dbg !810
  %t129.i = zext i32 %t123.i to i64, !dbg !811
  %t130.i = mul nuw i64 %t129.i, 3449720151, !dbg !812
  %t131.i = lshr i64 %t130.i, 32, !dbg !813
  %t13313.i = xor i64 %t131.i, %t114.i, !dbg !815
  %t133.i = trunc i64 %t13313.i to i32, !dbg !815
  %t134.i = xor i32 %t125.i, %t133.i, !dbg !816
  %t136.i = lshr i64 %t128.i, 32, !dbg !817
  %t13814.i = xor i64 %t136.i, %t112.i, !dbg !819
  %t138.i = trunc i64 %t13814.i to i32, !dbg !819
  %t139.i = xor i32 %t126.i, %t138.i, !dbg !820
  %t141.i = add i32 %.41, -239350328, !dbg !821
  %t142.i = add i32 %.42, -616729560, !dbg !822
  %t143.i = zext i32 %t134.i to i64, !dbg !808
  %t144.i = mul nuw i64 %t143.i, 3528531795, !dbg !810
  %t145.i = zext i32 %t139.i to i64, !dbg !811
  %t146.i = mul nuw i64 %t145.i, 3449720151, !dbg !812
  %t147.i = lshr i64 %t146.i, 32, !dbg !813
  %t14915.i = xor i64 %t147.i, %t130.i, !dbg !815
  %t149.i = trunc i64 %t14915.i to i32, !dbg !815
  %t150.i = xor i32 %t141.i, %t149.i, !dbg !816
  %t152.i = lshr i64 %t144.i, 32, !dbg !817
  %t15416.i = xor i64 %t152.i, %t128.i, !dbg !819
  %t154.i = trunc i64 %t15416.i to i32, !dbg !819
  %t155.i = xor i32 %t142.i, %t154.i, !dbg !820
  %t157.i = add i32 %.41, -1879881855, !dbg !821
  %t158.i = add i32 %.42, -1767562579, !dbg !822
  %t159.i = zext i32 %t150.i to i64, !dbg !808
  %t160.i = mul nuw i64 %t159.i, 3528531795, !dbg !810
  %t161.i = zext i32 %t155.i to i64, !dbg !811
  %t162.i = mul nuw i64 %t161.i, 3449720151, !dbg !812
  %t163.i = lshr i64 %t162.i, 32, !dbg !813
  %t16517.i = xor i64 %t163.i, %t146.i, !dbg !815
  %t165.i = trunc i64 %t16517.i to i32, !dbg !815
  %t166.i = xor i32 %t157.i, %t165.i, !dbg !816
  %t167.i = trunc i64 %t162.i to i32, !dbg !823
  %t168.i = lshr i64 %t160.i, 32, !dbg !817
  %t17018.i = xor i64 %t168.i, %t144.i, !dbg !819
  %t170.i = trunc i64 %t17018.i to i32, !dbg !819
  %t171.i = xor i32 %t158.i, %t170.i, !dbg !820
  %t172.i = trunc i64 %t160.i to i32, !dbg !824
  %t50 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t11, !dbg !825
  store i32 %t166.i, ptr addrspace(1) %t50, align 4, !dbg !825
  %t49.1 = or i64 %t11, 1, !dbg !826
  %t50.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t49.1, !dbg !825
  store i32 %t167.i, ptr addrspace(1) %t50.1, align 4, !dbg !825
  %t49.2 = or i64 %t11, 2, !dbg !826
  %t50.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t49.2, !dbg !825
  store i32 %t171.i, ptr addrspace(1) %t50.2, align 4, !dbg !825
  %t49.3 = or i64 %t11, 3, !dbg !826
  %t50.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t49.3, !dbg !825
  store i32 %t172.i, ptr addrspace(1) %t50.3, align 4, !dbg !825
  br label %common.ret, !dbg !796
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXoroDraws(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture writeonly %a4, i64 %a5, i64 %a6) local_unnamed_addr #2 !dbg !827 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !828
  %t1 = sext i32 %.7 to i64, !dbg !828
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !828
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !828
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !828, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !828
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !828
  %t6 = sext i32 %.12 to i64, !dbg !828
  %t7 = add nsw i64 %t4, %t6, !dbg !828
  %t8 = shl nsw i64 %t7, 1, !dbg !829
  %t9 = add nsw i64 %t8, 2, !dbg !830
  %t11 = icmp sgt i64 %t9, %a1, !dbg !831
  br i1 %t11, label %common.ret, label %b2, !dbg !831

common.ret:                                       ; preds = %math.cos.exit270, %b3, %entry, %b2
  ret void, !dbg !832

b2:                                               ; preds = %entry
  %t12 = add nsw i64 %t7, 1, !dbg !833
  %t13 = mul i64 %a3, 5, !dbg !834
  %t14 = mul i64 %t13, %t12, !dbg !835
  %t16 = icmp sgt i64 %t14, %a5, !dbg !836
  br i1 %t16, label %common.ret, label %b3, !dbg !836

b3:                                               ; preds = %b2
  %t17 = icmp sgt i64 %a3, 0, !dbg !836
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8, !dbg !837
  %t22 = or i64 %t8, 1, !dbg !840
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t22, !dbg !841
  br i1 %t17, label %b4.preheader, label %common.ret, !dbg !836

b4.preheader:                                     ; preds = %b3
  %t24 = mul i64 %t13, %t7, !dbg !842
  %t25 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 %t24, !dbg !842
  br label %b4, !dbg !843

b4:                                               ; preds = %b4.preheader, %math.cos.exit270
  %t26 = phi ptr addrspace(1) [ %t175, %math.cos.exit270 ], [ %t25, %b4.preheader ]
  %t27 = phi i64 [ %t173, %math.cos.exit270 ], [ 0, %b4.preheader ]
  %.13 = load i64, ptr addrspace(1) %t21, align 8, !dbg !837
  %.14 = load i64, ptr addrspace(1) %t23, align 8, !dbg !841
  %t30 = add i64 %.14, %.13, !dbg !846
  %t31 = xor i64 %.14, %.13, !dbg !847
  %t34 = tail call i64 @llvm.fshl.i64(i64 %.13, i64 %.13, i64 55), !dbg !848
  %t35 = xor i64 %t31, %t34, !dbg !850
  %t36 = shl i64 %t31, 14, !dbg !851
  %t37 = xor i64 %t35, %t36, !dbg !852
  store i64 %t37, ptr addrspace(1) %t21, align 8, !dbg !853
  %t40 = tail call i64 @llvm.fshl.i64(i64 %t31, i64 %t31, i64 36), !dbg !848
  store i64 %t40, ptr addrspace(1) %t23, align 8, !dbg !854
  store i64 %t30, ptr addrspace(1) %t26, align 8, !dbg !855
  %.15 = load i64, ptr addrspace(1) %t21, align 8, !dbg !837
  %.16 = load i64, ptr addrspace(1) %t23, align 8, !dbg !841
  %t44 = add i64 %.16, %.15, !dbg !846
  %t45 = xor i64 %.16, %.15, !dbg !847
  %t48 = tail call i64 @llvm.fshl.i64(i64 %.15, i64 %.15, i64 55), !dbg !848
  %t49 = xor i64 %t45, %t48, !dbg !850
  %t50 = shl i64 %t45, 14, !dbg !851
  %t51 = xor i64 %t49, %t50, !dbg !852
  store i64 %t51, ptr addrspace(1) %t21, align 8, !dbg !853
  %t54 = tail call i64 @llvm.fshl.i64(i64 %t45, i64 %t45, i64 36), !dbg !848
  store i64 %t54, ptr addrspace(1) %t23, align 8, !dbg !854
  %t55 = lshr i64 %t44, 11, !dbg !856
  %t56 = uitofp i64 %t55 to double, !dbg !857
  %t57 = fmul double %t56, 0x3CA0000000000000, !dbg !858
  %t58 = fptrunc double %t57 to float, !dbg !859
  %t59 = bitcast float %t58 to i32, !dbg !860
  %t60 = zext i32 %t59 to i64, !dbg !861
  %t61 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 1, !dbg !862
  store i64 %t60, ptr addrspace(1) %t61, align 8, !dbg !862
  %.17 = load i64, ptr addrspace(1) %t21, align 8, !dbg !837
  %.18 = load i64, ptr addrspace(1) %t23, align 8, !dbg !841
  %t64 = add i64 %.18, %.17, !dbg !846
  %t65 = xor i64 %.18, %.17, !dbg !847
  %t68 = tail call i64 @llvm.fshl.i64(i64 %.17, i64 %.17, i64 55), !dbg !848
  %t69 = xor i64 %t65, %t68, !dbg !850
  %t70 = shl i64 %t65, 14, !dbg !851
  %t71 = xor i64 %t69, %t70, !dbg !852
  store i64 %t71, ptr addrspace(1) %t21, align 8, !dbg !853
  %t74 = tail call i64 @llvm.fshl.i64(i64 %t65, i64 %t65, i64 36), !dbg !848
  store i64 %t74, ptr addrspace(1) %t23, align 8, !dbg !854
  %t75 = lshr i64 %t64, 11, !dbg !856
  %t76 = uitofp i64 %t75 to double, !dbg !857
  %t77 = fmul double %t76, 0x3CA0000000000000, !dbg !858
  %t79 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 2, !dbg !863
  store double %t77, ptr addrspace(1) %t79, align 8, !dbg !863
  %0 = load <2 x i64>, ptr addrspace(1) %t21, align 8, !dbg !837
  %1 = extractelement <2 x i64> %0, i64 0, !dbg !846
  %2 = extractelement <2 x i64> %0, i64 1, !dbg !846
  %t82 = add i64 %2, %1, !dbg !846
  %t83 = xor i64 %2, %1, !dbg !847
  %t86 = tail call i64 @llvm.fshl.i64(i64 %1, i64 %1, i64 55), !dbg !848
  %t87 = xor i64 %t83, %t86, !dbg !850
  %t88 = shl i64 %t83, 14, !dbg !851
  %t89 = xor i64 %t87, %t88, !dbg !852
  %t92 = tail call i64 @llvm.fshl.i64(i64 %t83, i64 %t83, i64 36), !dbg !848
  %t93 = lshr i64 %t82, 11, !dbg !856
  %t94 = uitofp i64 %t93 to double, !dbg !857
  %t95 = fmul double %t94, 0x3CA0000000000000, !dbg !858
  %t96 = fptrunc double %t95 to float, !dbg !859
  %t99 = add i64 %t89, %t92, !dbg !846
  %t100 = xor i64 %t89, %t92, !dbg !847
  %t103 = tail call i64 @llvm.fshl.i64(i64 %t87, i64 %t89, i64 55), !dbg !848
  %t104 = xor i64 %t103, %t100, !dbg !850
  %t105 = shl i64 %t100, 14, !dbg !851
  %t106 = xor i64 %t104, %t105, !dbg !852
  store i64 %t106, ptr addrspace(1) %t21, align 8, !dbg !853
  %t109 = tail call i64 @llvm.fshl.i64(i64 %t100, i64 %t100, i64 36), !dbg !848
  store i64 %t109, ptr addrspace(1) %t23, align 8, !dbg !854
  %t110 = lshr i64 %t99, 11, !dbg !856
  %t111 = uitofp i64 %t110 to double, !dbg !857
  %t112 = fmul double %t111, 0x3CA0000000000000, !dbg !858
  %t113 = fptrunc double %t112 to float, !dbg !859
  %t114 = fpext float %t96 to double, !dbg !864
  %t1.i = fcmp ogt double %t114, 0x7FEFFFFFFFFFFFFF
  br i1 %t1.i, label %math.log.exit, label %b3.i, !dbg !843

b3.i:                                             ; preds = %b4
  %t3.i = fcmp oeq float %t96, 0.000000e+00, !dbg !865
  br i1 %t3.i, label %math.log.exit, label %b12.i, !dbg !865

b12.i:                                            ; preds = %b3.i
  %t6.i = fcmp olt double %t114, 0x10000000000000, !dbg !866
  %t7.i = fmul double %t114, 0x4330000000000000, !dbg !866
  %t8.i = select i1 %t6.i, double %t7.i, double %t114, !dbg !866
  %t10.i = bitcast double %t8.i to i64, !dbg !868
  %t11.i = lshr i64 %t10.i, 52, !dbg !870
  %t12.i = and i64 %t11.i, 2047, !dbg !871
  %t15.i = select i1 %t6.i, i64 -1074, i64 -1022, !dbg !872
  %t16.i = add nsw i64 %t12.i, %t15.i, !dbg !873
  %t17.i = and i64 %t10.i, -9218868437227405313, !dbg !874
  %t18.i = or i64 %t17.i, 4602678819172646912, !dbg !875
  %t19.i = bitcast i64 %t18.i to double, !dbg !876
  %t22.i = fcmp olt double %t19.i, 0x3FE6A09E667F3BCD, !dbg !877
  %t23.i = fmul double %t19.i, 2.000000e+00, !dbg !877
  %t25.i = select i1 %t22.i, double %t23.i, double %t19.i, !dbg !877
  %t24.i = sext i1 %t22.i to i64, !dbg !877
  %t26.i = add nsw i64 %t16.i, %t24.i, !dbg !877
  %t27.i = fadd double %t25.i, -1.000000e+00, !dbg !878
  %t28.i = sitofp i64 %t26.i to double, !dbg !879
  %t29.i = fadd double %t27.i, 2.000000e+00, !dbg !880
  %t30.i = fdiv double %t27.i, %t29.i, !dbg !881
  %t31.i = fmul double %t30.i, %t30.i, !dbg !882
  %t32.i = fmul double %t31.i, %t31.i, !dbg !883
  %t33.i = fmul double %t32.i, 0x3FC2F112DF3E5244, !dbg !884
  %t34.i = fadd double %t33.i, 0x3FC7466496CB03DE, !dbg !885
  %t35.i = fmul double %t32.i, %t34.i, !dbg !886
  %t36.i = fadd double %t35.i, 0x3FD2492494229359, !dbg !887
  %t37.i = fmul double %t32.i, %t36.i, !dbg !888
  %t38.i = fadd double %t37.i, 0x3FE5555555555593, !dbg !889
  %t39.i = fmul double %t31.i, %t38.i, !dbg !890
  %t40.i = fmul double %t32.i, 0x3FC39A09D078C69F, !dbg !891
  %t41.i = fadd double %t40.i, 0x3FCC71C51D8E78AF, !dbg !892
  %t42.i = fmul double %t32.i, %t41.i, !dbg !893
  %t43.i = fadd double %t42.i, 0x3FD999999997FA04, !dbg !894
  %t44.i = fmul double %t32.i, %t43.i, !dbg !895
  %t45.i = fadd double %t44.i, %t39.i, !dbg !896
  %t46.i = fmul double %t27.i, 5.000000e-01, !dbg !897
  %t47.i = fmul double %t27.i, %t46.i, !dbg !898
  %t48.i = fmul double %t28.i, 0x3FE62E42FEE00000, !dbg !899
  %t49.i = fadd double %t47.i, %t45.i, !dbg !900
  %t50.i = fmul double %t30.i, %t49.i, !dbg !901
  %t51.i = fmul double %t28.i, 0x3DEA39EF35793C76, !dbg !902
  %t52.i = fadd double %t51.i, %t50.i, !dbg !903
  %t53.i = fsub double %t47.i, %t52.i, !dbg !904
  %t54.i = fsub double %t53.i, %t27.i, !dbg !905
  %t55.i = fsub double %t48.i, %t54.i, !dbg !906
  br label %math.log.exit

math.log.exit:                                    ; preds = %b4, %b3.i, %b12.i
  %common.ret.op.i = phi double [ %t55.i, %b12.i ], [ %t114, %b4 ], [ 0xFFF0000000000000, %b3.i ]
  %t116 = fptrunc double %common.ret.op.i to float, !dbg !907
  %t117 = fmul float %t113, 0x401921FB60000000, !dbg !908
  %t118 = fpext float %t117 to double, !dbg !909
  %t0.i = fcmp uno float %t117, 0.000000e+00, !dbg !910
  %t2.i = fcmp ogt double %t118, 0x7FEFFFFFFFFFFFFF
  %or.cond = or i1 %t0.i, %t2.i, !dbg !912
  br i1 %or.cond, label %math.cos.exit, label %b3.i3, !dbg !912

b3.i3:                                            ; preds = %math.log.exit
  %t3.i2 = fcmp ult float %t117, 0x41C0000000000000, !dbg !913
  br i1 %t3.i2, label %b21.i, label %b4.i, !dbg !913

b4.i:                                             ; preds = %b3.i3
  %t4.i = fcmp olt double %t118, 0x3FE921FB54442D18, !dbg !914
  br i1 %t4.i, label %b10.i, label %b6.i, !dbg !914

b6.i:                                             ; preds = %b4.i
  %t5.i4 = bitcast double %t118 to i64, !dbg !915
  %t6.i5 = lshr i64 %t5.i4, 52, !dbg !916
  %t7.i6 = and i64 %t6.i5, 2047, !dbg !917
  %t11.i7 = and i64 %t5.i4, -9218868437227405313, !dbg !918
  %t12.i8 = or i64 %t11.i7, 4503599627370496, !dbg !919
  %t13.i = add nsw i64 %t7.i6, -1014, !dbg !920
  %t154.i = lshr i64 %t13.i, 6, !dbg !921
  %t16.i9 = and i64 %t13.i, 63, !dbg !922
  %t18.i10 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t154.i, !dbg !923
  %.2.i = load i64, ptr addrspace(4) %t18.i10, align 8, !dbg !923
  %.5.i = shl i64 %.2.i, %t16.i9, !dbg !924
  %t21.i11 = add nuw nsw i64 %t154.i, 1, !dbg !925
  %t23.i12 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t21.i11, !dbg !926
  %.6.i = load i64, ptr addrspace(4) %t23.i12, align 8, !dbg !926
  %t25.i13 = sub nsw i64 54, %t6.i5, !dbg !927
  %.7.i = icmp eq i64 %t16.i9, 0, !dbg !928
  %.8.i = and i64 %t25.i13, 63, !dbg !928
  %.9.i = lshr i64 %.6.i, %.8.i, !dbg !928
  %t26.i14 = select i1 %.7.i, i64 0, i64 %.9.i, !dbg !928
  %t27.i15 = or i64 %t26.i14, %.5.i, !dbg !929
  %.13.i = shl i64 %.6.i, %t16.i9, !dbg !930
  %t30.i16 = add nuw nsw i64 %t154.i, 2, !dbg !931
  %t32.i17 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t30.i16, !dbg !932
  %.14.i = load i64, ptr addrspace(4) %t32.i17, align 8, !dbg !932
  %.17.i = lshr i64 %.14.i, %.8.i, !dbg !933
  %t34.i18 = select i1 %.7.i, i64 0, i64 %.17.i, !dbg !933
  %t35.i19 = or i64 %t34.i18, %.13.i, !dbg !934
  %.21.i = shl i64 %.14.i, %t16.i9, !dbg !935
  %t38.i20 = add nuw nsw i64 %t154.i, 3, !dbg !936
  %t40.i21 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t38.i20, !dbg !937
  %.22.i = load i64, ptr addrspace(4) %t40.i21, align 8, !dbg !937
  %.25.i = lshr i64 %.22.i, %.8.i, !dbg !938
  %t42.i22 = select i1 %.7.i, i64 0, i64 %.25.i, !dbg !938
  %t43.i23 = or i64 %t42.i22, %.21.i, !dbg !939
  %t44.i24 = and i64 %t43.i23, 4294967295, !dbg !940
  %t45.i25 = lshr i64 %t43.i23, 32, !dbg !941
  %t46.i26 = and i64 %t5.i4, 4294967295, !dbg !942
  %t47.i27 = lshr i64 %t12.i8, 32, !dbg !943
  %t48.i28 = mul nuw i64 %t44.i24, %t46.i26, !dbg !944
  %t49.i29 = mul nuw i64 %t45.i25, %t46.i26, !dbg !945
  %t50.i30 = lshr i64 %t48.i28, 32, !dbg !946
  %t51.i31 = add nuw i64 %t50.i30, %t49.i29, !dbg !947
  %t52.i32 = and i64 %t51.i31, 4294967295, !dbg !948
  %t53.i33 = lshr i64 %t51.i31, 32, !dbg !949
  %t54.i34 = mul nuw i64 %t44.i24, %t47.i27, !dbg !950
  %t55.i35 = add nuw i64 %t52.i32, %t54.i34, !dbg !951
  %t56.i = mul nuw i64 %t45.i25, %t47.i27, !dbg !952
  %t57.i = add nuw i64 %t53.i33, %t56.i, !dbg !953
  %t58.i = lshr i64 %t55.i35, 32, !dbg !954
  %t59.i = add nuw i64 %t57.i, %t58.i, !dbg !955
  %t60.i = and i64 %t35.i19, 4294967295, !dbg !940
  %t61.i = lshr i64 %t35.i19, 32, !dbg !941
  %t62.i = mul nuw i64 %t60.i, %t46.i26, !dbg !944
  %t63.i = mul nuw i64 %t61.i, %t46.i26, !dbg !945
  %t64.i = lshr i64 %t62.i, 32, !dbg !946
  %t65.i = add nuw i64 %t64.i, %t63.i, !dbg !947
  %t66.i = and i64 %t65.i, 4294967295, !dbg !948
  %t67.i = lshr i64 %t65.i, 32, !dbg !949
  %t68.i = mul nuw i64 %t60.i, %t47.i27, !dbg !950
  %t69.i = add nuw i64 %t66.i, %t68.i, !dbg !951
  %t70.i = mul nuw i64 %t61.i, %t47.i27, !dbg !952
  %t72.i = lshr i64 %t69.i, 32, !dbg !954
  %t74.i = mul i64 %t35.i19, %t12.i8, !dbg !956
  %t75.i = mul i64 %t27.i15, %t12.i8, !dbg !957
  %t76.i = add i64 %t59.i, %t74.i, !dbg !958
  %t77.i = and i64 %t59.i, %t74.i, !dbg !959
  %t78.i = or i64 %t59.i, %t74.i, !dbg !960
  %.26.i = xor i64 %t76.i, -1, !dbg !961
  %t79.i = and i64 %t78.i, %.26.i, !dbg !961
  %t80.i = or i64 %t79.i, %t77.i, !dbg !962
  %t81.i = lshr i64 %t80.i, 63, !dbg !963
  %t71.i = add i64 %t70.i, %t75.i, !dbg !953
  %t73.i = add i64 %t71.i, %t67.i, !dbg !955
  %t82.i = add i64 %t73.i, %t72.i, !dbg !958
  %t83.i = add i64 %t82.i, %t81.i, !dbg !964
  %t84.i = lshr i64 %t83.i, 61, !dbg !965
  %t87.i = tail call i64 @llvm.fshl.i64(i64 %t83.i, i64 %t76.i, i64 3), !dbg !966
  %.27.i = tail call i64 @llvm.ctlz.i64(i64 %t87.i, i1 false), !dbg !967, !range !459
  %t91.i = add nuw nsw i64 %.27.i, 1, !dbg !968
  %.28.i = icmp ult i64 %t87.i, 2, !dbg !969
  %.29.i = and i64 %t91.i, 63, !dbg !969
  %.30.i = shl i64 %t87.i, %.29.i, !dbg !969
  %t93.i = select i1 %.28.i, i64 2, i64 %.30.i, !dbg !969
  %t94.i = sub nsw i64 63, %.27.i, !dbg !970
  %.31.i = icmp eq i64 %t87.i, 0, !dbg !971
  %.32.i = and i64 %t94.i, 63, !dbg !971
  %.33.i = lshr i64 %t76.i, %.32.i, !dbg !971
  %t95.i = select i1 %.31.i, i64 0, i64 %.33.i, !dbg !971
  %t96.i = or i64 %t93.i, %t95.i, !dbg !972
  %t97.i = lshr i64 %t96.i, 12, !dbg !973
  %.neg.i = mul nsw i64 %.27.i, -4503599627370496, !dbg !974
  %t98.i = add nsw i64 %.neg.i, 4602678819172646912, !dbg !974
  %t99.i = or i64 %t97.i, %t98.i, !dbg !975
  %t100.i = bitcast i64 %t99.i to double, !dbg !976
  %3 = and i64 %t83.i, 2305843009213693952, !dbg !977
  %t102.not.i = icmp eq i64 %3, 0, !dbg !977
  %t103.i = add nuw nsw i64 %t84.i, 1, !dbg !978
  %t104.i = and i64 %t103.i, 7, !dbg !979
  %t105.i = fadd double %t100.i, -1.000000e+00, !dbg !980
  %spec.select.i = select i1 %t102.not.i, i64 %t84.i, i64 %t104.i, !dbg !977
  %spec.select5.i = select i1 %t102.not.i, double %t100.i, double %t105.i, !dbg !977
  %t108.i = fmul double %spec.select5.i, 0x3FE921FB54442D18, !dbg !981
  br label %b10.i, !dbg !982

b10.i:                                            ; preds = %b21.i, %b6.i, %b4.i
  %t111.i = phi i64 [ %t187.i, %b21.i ], [ %spec.select.i, %b6.i ], [ 0, %b4.i ]
  %t112.i = phi double [ %t193.i, %b21.i ], [ %t108.i, %b6.i ], [ %t118, %b4.i ]
  %t113.i = icmp ugt i64 %t111.i, 3, !dbg !983
  %t114.i = add nsw i64 %t111.i, -4
  %spec.select1.i = select i1 %t113.i, i64 %t114.i, i64 %t111.i, !dbg !983
  %t117.i = icmp ugt i64 %spec.select1.i, 1, !dbg !984
  %spec.select3.i = xor i1 %t113.i, %t117.i, !dbg !984
  %t120.i = fmul double %t112.i, %t112.i, !dbg !985
  %spec.select1.off.i = add nsw i64 %spec.select1.i, -1, !dbg !986
  %switch.i = icmp ult i64 %spec.select1.off.i, 2, !dbg !986
  br i1 %switch.i, label %b15.i, label %b20.i, !dbg !986

b15.i:                                            ; preds = %b10.i
  %t125.i = fmul double %t120.i, 0x3DE5D8FD1FD19CCD, !dbg !987
  %t128.i = fadd double %t125.i, 0xBE5AE5E5A9291F5D, !dbg !988
  br label %b16.i36, !dbg !989

b16.i36:                                          ; preds = %b20.i, %b15.i
  %.sink9.i = phi double [ %4, %b20.i ], [ %t128.i, %b15.i ]
  %.sink8.i = phi double [ 0xBE927E4F7EAC4BC6, %b20.i ], [ 0x3EC71DE3567D48A1, %b15.i ]
  %.sink7.i = phi double [ 0x3EFA01A019C844F5, %b20.i ], [ 0xBF2A01A019BFDF03, %b15.i ]
  %.sink6.i = phi double [ 0xBF56C16C16C14F91, %b20.i ], [ 0x3F8111111110F7D0, %b15.i ]
  %.sink.i = phi double [ 0x3FA555555555554B, %b20.i ], [ 0xBFC5555555555548, %b15.i ]
  %t120.pn.i = phi double [ %t120.i, %b20.i ], [ %t112.i, %b15.i ]
  %t152.sink.i = phi double [ %t152.i, %b20.i ], [ %t112.i, %b15.i ]
  %t153.sink.i = fmul double %t120.i, %t120.pn.i, !dbg !990
  %t160.i = fmul double %t120.i, %.sink9.i, !dbg !990
  %t163.i = fadd double %t160.i, %.sink8.i, !dbg !990
  %t164.i = fmul double %t120.i, %t163.i, !dbg !990
  %t167.i = fadd double %.sink7.i, %t164.i, !dbg !990
  %t168.i = fmul double %t120.i, %t167.i, !dbg !990
  %t171.i = fadd double %.sink6.i, %t168.i, !dbg !990
  %t172.i = fmul double %t120.i, %t171.i, !dbg !990
  %t175.i = fadd double %.sink.i, %t172.i, !dbg !990
  %t176.i = fmul double %t153.sink.i, %t175.i, !dbg !990
  %t177.i = fadd double %t152.sink.i, %t176.i, !dbg !990
  %t148.i = fneg double %t177.i
  %spec.select2.i = select i1 %spec.select3.i, double %t148.i, double %t177.i, !dbg !991
  br label %math.cos.exit

b20.i:                                            ; preds = %b10.i
  %t151.i = fmul double %t120.i, 5.000000e-01, !dbg !992
  %t152.i = fsub double 1.000000e+00, %t151.i, !dbg !993
  %t156.i = fmul double %t120.i, 0x3DA8FA49A0861A9B, !dbg !994
  %4 = fsub double 0x3E21EE9D7B4E3F05, %t156.i, !dbg !995
  br label %b16.i36, !dbg !996

b21.i:                                            ; preds = %b3.i3
  %t178.i = fmul double %t118, 0x3FF45F306DC9C883, !dbg !997
  %.46.i = fcmp olt double %t178.i, 0x43E0000000000000, !dbg !998
  %.47.i = fcmp oge double %t178.i, 0xC3E0000000000000, !dbg !998
  %.49.i = and i1 %.47.i, %.46.i, !dbg !998
  %5 = fptosi double %t178.i to i64, !dbg !998
  %.52.i = select i1 %.49.i, i64 %5, i64 -9223372036854775808, !dbg !998
  %.53.i = fadd double %t178.i, 0xC3E0000000000000, !dbg !998
  %.54.i = fcmp oge double %.53.i, 0xC3E0000000000000, !dbg !998
  %.55.i = fcmp olt double %.53.i, 0x43E0000000000000, !dbg !998
  %.56.i = and i1 %.54.i, %.55.i, !dbg !998
  %6 = fptosi double %.53.i to i64, !dbg !998
  %.op.i = or i64 %6, -9223372036854775808, !dbg !998
  %.60.i = select i1 %.56.i, i64 %.op.i, i64 -9223372036854775808, !dbg !998
  %.61.i = select i1 %.46.i, i64 %.52.i, i64 %.60.i, !dbg !998
  %t180.i = uitofp i64 %.61.i to double, !dbg !999
  %t181.i = and i64 %.61.i, 1, !dbg !1000
  %t182.not.i = icmp eq i64 %t181.i, 0, !dbg !1001
  %t184.i = fadd double %t180.i, 1.000000e+00, !dbg !1001
  %not.t182.not.i = xor i1 %t182.not.i, true, !dbg !1001
  %t183.i = zext i1 %not.t182.not.i to i64, !dbg !1001
  %t185.i = add i64 %.61.i, %t183.i, !dbg !1001
  %t186.i = select i1 %t182.not.i, double %t180.i, double %t184.i, !dbg !1001
  %t187.i = and i64 %t185.i, 7, !dbg !1002
  %t188.i = fmul double %t186.i, 0x3FE921FB40000000, !dbg !1003
  %t189.i = fsub double %t118, %t188.i, !dbg !1004
  %t190.i = fmul double %t186.i, 0x3E64442D00000000, !dbg !1005
  %t191.i = fsub double %t189.i, %t190.i, !dbg !1006
  %t192.i = fmul double %t186.i, 0x3CE8469898CC5170, !dbg !1007
  %t193.i = fsub double %t191.i, %t192.i, !dbg !1008
  br label %b10.i, !dbg !1008

math.cos.exit:                                    ; preds = %math.log.exit, %b16.i36
  %common.ret.op.i1 = phi double [ %spec.select2.i, %b16.i36 ], [ 0x7FF8000000000001, %math.log.exit ]
  %t120 = fptrunc double %common.ret.op.i1 to float, !dbg !1009
  %t121 = fmul float %t116, -2.000000e+00, !dbg !1010
  %.23 = fcmp olt float %t121, 0x39F0000000000000, !dbg !1011
  %.24 = fmul float %t121, 0x41F0000000000000, !dbg !1011
  %.25 = select i1 %.23, float %.24, float %t121, !dbg !1011
  %.26 = tail call float @llvm.amdgcn.sqrt.f32(float %.25), !dbg !1011
  %.27 = bitcast float %.26 to i32, !dbg !1011
  %.28 = add i32 %.27, -1, !dbg !1011
  %.29 = bitcast i32 %.28 to float, !dbg !1011
  %.30 = fneg float %.29, !dbg !1011
  %.31 = tail call float @llvm.fma.f32(float %.30, float %.26, float %.25), !dbg !1011
  %.32 = add i32 %.27, 1, !dbg !1011
  %.33 = bitcast i32 %.32 to float, !dbg !1011
  %.34 = fneg float %.33, !dbg !1011
  %.35 = tail call float @llvm.fma.f32(float %.34, float %.26, float %.25), !dbg !1011
  %.36 = fcmp ole float %.31, 0.000000e+00, !dbg !1011
  %.37 = select i1 %.36, float %.29, float %.26, !dbg !1011
  %.38 = fcmp ogt float %.35, 0.000000e+00, !dbg !1011
  %.39 = select i1 %.38, float %.33, float %.37, !dbg !1011
  %.40 = fmul float %.39, 0x3EF0000000000000, !dbg !1011
  %.41 = select i1 %.23, float %.40, float %.39, !dbg !1011
  %.42 = fcmp oeq float %.25, 0.000000e+00, !dbg !1011
  %.43 = fcmp oeq float %.25, 0x7FF0000000000000, !dbg !1011
  %.44 = or i1 %.42, %.43, !dbg !1011
  %.45 = select i1 %.44, float %.25, float %.41, !dbg !1011
  %t123 = fmul float %.45, %t120, !dbg !1012
  %t124 = bitcast float %t123 to i32, !dbg !1013
  %t125 = zext i32 %t124 to i64, !dbg !1014
  %t126 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 3, !dbg !1015
  store i64 %t125, ptr addrspace(1) %t126, align 8, !dbg !1015
  %7 = load <2 x i64>, ptr addrspace(1) %t21, align 8, !dbg !837
  %8 = extractelement <2 x i64> %7, i64 0, !dbg !846
  %9 = extractelement <2 x i64> %7, i64 1, !dbg !846
  %t129 = add i64 %9, %8, !dbg !846
  %t130 = xor i64 %9, %8, !dbg !847
  %t133 = tail call i64 @llvm.fshl.i64(i64 %8, i64 %8, i64 55), !dbg !848
  %t134 = xor i64 %t130, %t133, !dbg !850
  %t135 = shl i64 %t130, 14, !dbg !851
  %t136 = xor i64 %t134, %t135, !dbg !852
  %t139 = tail call i64 @llvm.fshl.i64(i64 %t130, i64 %t130, i64 36), !dbg !848
  %t140 = lshr i64 %t129, 11, !dbg !856
  %t141 = uitofp i64 %t140 to double, !dbg !857
  %t142 = fmul double %t141, 0x3CA0000000000000, !dbg !858
  %t143 = fptrunc double %t142 to float, !dbg !859
  %t146 = add i64 %t136, %t139, !dbg !846
  %t147 = xor i64 %t136, %t139, !dbg !847
  %t150 = tail call i64 @llvm.fshl.i64(i64 %t134, i64 %t136, i64 55), !dbg !848
  %t151 = xor i64 %t150, %t147, !dbg !850
  %t152 = shl i64 %t147, 14, !dbg !851
  %t153 = xor i64 %t151, %t152, !dbg !852
  store i64 %t153, ptr addrspace(1) %t21, align 8, !dbg !853
  %t156 = tail call i64 @llvm.fshl.i64(i64 %t147, i64 %t147, i64 36), !dbg !848
  store i64 %t156, ptr addrspace(1) %t23, align 8, !dbg !854
  %t157 = lshr i64 %t146, 11, !dbg !856
  %t158 = uitofp i64 %t157 to double, !dbg !857
  %t159 = fmul double %t158, 0x3CA0000000000000, !dbg !858
  %t160 = fptrunc double %t159 to float, !dbg !859
  %t161 = fpext float %t143 to double, !dbg !1016
  %t1.i37 = fcmp ogt double %t161, 0x7FEFFFFFFFFFFFFF
  br i1 %t1.i37, label %math.log.exit92, label %b3.i39, !dbg !1017

b3.i39:                                           ; preds = %math.cos.exit
  %t3.i40 = fcmp oeq float %t143, 0.000000e+00, !dbg !1019
  br i1 %t3.i40, label %math.log.exit92, label %b12.i54, !dbg !1019

b12.i54:                                          ; preds = %b3.i39
  %t6.i43 = fcmp olt double %t161, 0x10000000000000, !dbg !1020
  %t7.i44 = fmul double %t161, 0x4330000000000000, !dbg !1020
  %t8.i45 = select i1 %t6.i43, double %t7.i44, double %t161, !dbg !1020
  %t10.i46 = bitcast double %t8.i45 to i64, !dbg !1021
  %t11.i47 = lshr i64 %t10.i46, 52, !dbg !1022
  %t12.i48 = and i64 %t11.i47, 2047, !dbg !1023
  %t15.i49 = select i1 %t6.i43, i64 -1074, i64 -1022, !dbg !1024
  %t16.i50 = add nsw i64 %t12.i48, %t15.i49, !dbg !1025
  %t17.i51 = and i64 %t10.i46, -9218868437227405313, !dbg !1026
  %t18.i52 = or i64 %t17.i51, 4602678819172646912, !dbg !1027
  %t19.i53 = bitcast i64 %t18.i52 to double, !dbg !1028
  %t22.i57 = fcmp olt double %t19.i53, 0x3FE6A09E667F3BCD, !dbg !1029
  %t23.i58 = fmul double %t19.i53, 2.000000e+00, !dbg !1029
  %t25.i59 = select i1 %t22.i57, double %t23.i58, double %t19.i53, !dbg !1029
  %t24.i60 = sext i1 %t22.i57 to i64, !dbg !1029
  %t26.i61 = add nsw i64 %t16.i50, %t24.i60, !dbg !1029
  %t27.i62 = fadd double %t25.i59, -1.000000e+00, !dbg !1030
  %t28.i63 = sitofp i64 %t26.i61 to double, !dbg !1031
  %t29.i64 = fadd double %t27.i62, 2.000000e+00, !dbg !1032
  %t30.i65 = fdiv double %t27.i62, %t29.i64, !dbg !1033
  %t31.i66 = fmul double %t30.i65, %t30.i65, !dbg !1034
  %t32.i67 = fmul double %t31.i66, %t31.i66, !dbg !1035
  %t33.i68 = fmul double %t32.i67, 0x3FC2F112DF3E5244, !dbg !1036
  %t34.i69 = fadd double %t33.i68, 0x3FC7466496CB03DE, !dbg !1037
  %t35.i70 = fmul double %t32.i67, %t34.i69, !dbg !1038
  %t36.i71 = fadd double %t35.i70, 0x3FD2492494229359, !dbg !1039
  %t37.i72 = fmul double %t32.i67, %t36.i71, !dbg !1040
  %t38.i73 = fadd double %t37.i72, 0x3FE5555555555593, !dbg !1041
  %t39.i74 = fmul double %t31.i66, %t38.i73, !dbg !1042
  %t40.i75 = fmul double %t32.i67, 0x3FC39A09D078C69F, !dbg !1043
  %t41.i76 = fadd double %t40.i75, 0x3FCC71C51D8E78AF, !dbg !1044
  %t42.i77 = fmul double %t32.i67, %t41.i76, !dbg !1045
  %t43.i78 = fadd double %t42.i77, 0x3FD999999997FA04, !dbg !1046
  %t44.i79 = fmul double %t32.i67, %t43.i78, !dbg !1047
  %t45.i80 = fadd double %t44.i79, %t39.i74, !dbg !1048
  %t46.i81 = fmul double %t27.i62, 5.000000e-01, !dbg !1049
  %t47.i82 = fmul double %t27.i62, %t46.i81, !dbg !1050
  %t48.i83 = fmul double %t28.i63, 0x3FE62E42FEE00000, !dbg !1051
  %t49.i84 = fadd double %t47.i82, %t45.i80, !dbg !1052
  %t50.i85 = fmul double %t30.i65, %t49.i84, !dbg !1053
  %t51.i86 = fmul double %t28.i63, 0x3DEA39EF35793C76, !dbg !1054
  %t52.i87 = fadd double %t51.i86, %t50.i85, !dbg !1055
  %t53.i88 = fsub double %t47.i82, %t52.i87, !dbg !1056
  %t54.i89 = fsub double %t53.i88, %t27.i62, !dbg !1057
  %t55.i90 = fsub double %t48.i83, %t54.i89, !dbg !1058
  br label %math.log.exit92

math.log.exit92:                                  ; preds = %math.cos.exit, %b3.i39, %b12.i54
  %common.ret.op.i38 = phi double [ %t55.i90, %b12.i54 ], [ %t161, %math.cos.exit ], [ 0xFFF0000000000000, %b3.i39 ]
  %t163 = fptrunc double %common.ret.op.i38 to float, !dbg !1059
  %t164 = fpext float %t163 to double, !dbg !1060
  %t165 = fmul double %t164, -2.000000e+00, !dbg !1061
  %.50 = fcmp olt double %t165, 0x1000000000000000, !dbg !1062
  %.51 = fmul double %t165, 0x4FF0000000000000, !dbg !1062
  %.52 = select i1 %.50, double %.51, double %t165, !dbg !1062
  %.53 = tail call double @llvm.amdgcn.rsq.f64(double %.52), !dbg !1062
  %.54 = fmul double %.52, %.53, !dbg !1062
  %.55 = fmul double %.53, 5.000000e-01, !dbg !1062
  %.56 = fneg double %.55, !dbg !1062
  %.57 = tail call double @llvm.fma.f64(double %.56, double %.54, double 5.000000e-01), !dbg !1062
  %.58 = tail call double @llvm.fma.f64(double %.55, double %.57, double %.55), !dbg !1062
  %.59 = tail call double @llvm.fma.f64(double %.54, double %.57, double %.54), !dbg !1062
  %.60 = fneg double %.59, !dbg !1062
  %.61 = tail call double @llvm.fma.f64(double %.60, double %.59, double %.52), !dbg !1062
  %.62 = tail call double @llvm.fma.f64(double %.61, double %.58, double %.59), !dbg !1062
  %.63 = fneg double %.62, !dbg !1062
  %.64 = tail call double @llvm.fma.f64(double %.63, double %.62, double %.52), !dbg !1062
  %.65 = tail call double @llvm.fma.f64(double %.64, double %.58, double %.62), !dbg !1062
  %.66 = fmul double %.65, 0x37F0000000000000, !dbg !1062
  %.67 = select i1 %.50, double %.66, double %.65, !dbg !1062
  %.68 = fcmp oeq double %.52, 0.000000e+00, !dbg !1062
  %.69 = fcmp oeq double %.52, 0x7FF0000000000000, !dbg !1062
  %.70 = or i1 %.68, %.69, !dbg !1062
  %.71 = select i1 %.70, double %.52, double %.67, !dbg !1062
  %t167 = fpext float %t160 to double, !dbg !1063
  %t168 = fmul double %t167, 0x401921FB54442D18, !dbg !1064
  %t0.i93 = fcmp uno double %t168, 0.000000e+00, !dbg !1065
  %t2.i95 = fcmp ogt double %t168, 0x7FEFFFFFFFFFFFFF
  %or.cond271 = or i1 %t0.i93, %t2.i95, !dbg !1067
  br i1 %or.cond271, label %math.cos.exit270, label %b3.i98, !dbg !1067

b3.i98:                                           ; preds = %math.log.exit92
  %t3.i97 = fcmp ult double %t168, 0x41C0000000000000, !dbg !1068
  br i1 %t3.i97, label %b21.i269, label %b4.i100, !dbg !1068

b4.i100:                                          ; preds = %b3.i98
  %t4.i99 = fcmp olt double %t168, 0x3FE921FB54442D18, !dbg !1069
  br i1 %t4.i99, label %b10.i213, label %b6.i202, !dbg !1069

b6.i202:                                          ; preds = %b4.i100
  %t5.i101 = bitcast double %t168 to i64, !dbg !1070
  %t6.i102 = lshr i64 %t5.i101, 52, !dbg !1071
  %t7.i103 = and i64 %t6.i102, 2047, !dbg !1072
  %t11.i104 = and i64 %t5.i101, -9218868437227405313, !dbg !1073
  %t12.i105 = or i64 %t11.i104, 4503599627370496, !dbg !1074
  %t13.i106 = add nsw i64 %t7.i103, -1014, !dbg !1075
  %t154.i107 = lshr i64 %t13.i106, 6, !dbg !1076
  %t16.i108 = and i64 %t13.i106, 63, !dbg !1077
  %t18.i109 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t154.i107, !dbg !1078
  %.2.i110 = load i64, ptr addrspace(4) %t18.i109, align 8, !dbg !1078
  %.5.i111 = shl i64 %.2.i110, %t16.i108, !dbg !1079
  %t21.i112 = add nuw nsw i64 %t154.i107, 1, !dbg !1080
  %t23.i113 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t21.i112, !dbg !1081
  %.6.i114 = load i64, ptr addrspace(4) %t23.i113, align 8, !dbg !1081
  %t25.i115 = sub nsw i64 54, %t6.i102, !dbg !1082
  %.7.i116 = icmp eq i64 %t16.i108, 0, !dbg !1083
  %.8.i117 = and i64 %t25.i115, 63, !dbg !1083
  %.9.i118 = lshr i64 %.6.i114, %.8.i117, !dbg !1083
  %t26.i119 = select i1 %.7.i116, i64 0, i64 %.9.i118, !dbg !1083
  %t27.i120 = or i64 %t26.i119, %.5.i111, !dbg !1084
  %.13.i121 = shl i64 %.6.i114, %t16.i108, !dbg !1085
  %t30.i122 = add nuw nsw i64 %t154.i107, 2, !dbg !1086
  %t32.i123 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t30.i122, !dbg !1087
  %.14.i124 = load i64, ptr addrspace(4) %t32.i123, align 8, !dbg !1087
  %.17.i125 = lshr i64 %.14.i124, %.8.i117, !dbg !1088
  %t34.i126 = select i1 %.7.i116, i64 0, i64 %.17.i125, !dbg !1088
  %t35.i127 = or i64 %t34.i126, %.13.i121, !dbg !1089
  %.21.i128 = shl i64 %.14.i124, %t16.i108, !dbg !1090
  %t38.i129 = add nuw nsw i64 %t154.i107, 3, !dbg !1091
  %t40.i130 = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t38.i129, !dbg !1092
  %.22.i131 = load i64, ptr addrspace(4) %t40.i130, align 8, !dbg !1092
  %.25.i132 = lshr i64 %.22.i131, %.8.i117, !dbg !1093
  %t42.i133 = select i1 %.7.i116, i64 0, i64 %.25.i132, !dbg !1093
  %t43.i134 = or i64 %t42.i133, %.21.i128, !dbg !1094
  %t44.i135 = and i64 %t43.i134, 4294967295, !dbg !1095
  %t45.i136 = lshr i64 %t43.i134, 32, !dbg !1096
  %t46.i137 = and i64 %t5.i101, 4294967295, !dbg !1097
  %t47.i138 = lshr i64 %t12.i105, 32, !dbg !1098
  %t48.i139 = mul nuw i64 %t44.i135, %t46.i137, !dbg !1099
  %t49.i140 = mul nuw i64 %t45.i136, %t46.i137, !dbg !1100
  %t50.i141 = lshr i64 %t48.i139, 32, !dbg !1101
  %t51.i142 = add nuw i64 %t50.i141, %t49.i140, !dbg !1102
  %t52.i143 = and i64 %t51.i142, 4294967295, !dbg !1103
  %t53.i144 = lshr i64 %t51.i142, 32, !dbg !1104
  %t54.i145 = mul nuw i64 %t44.i135, %t47.i138, !dbg !1105
  %t55.i146 = add nuw i64 %t52.i143, %t54.i145, !dbg !1106
  %t56.i147 = mul nuw i64 %t45.i136, %t47.i138, !dbg !1107
  %t57.i148 = add nuw i64 %t53.i144, %t56.i147, !dbg !1108
  %t58.i149 = lshr i64 %t55.i146, 32, !dbg !1109
  %t59.i150 = add nuw i64 %t57.i148, %t58.i149, !dbg !1110
  %t60.i151 = and i64 %t35.i127, 4294967295, !dbg !1095
  %t61.i152 = lshr i64 %t35.i127, 32, !dbg !1096
  %t62.i153 = mul nuw i64 %t60.i151, %t46.i137, !dbg !1099
  %t63.i154 = mul nuw i64 %t61.i152, %t46.i137, !dbg !1100
  %t64.i155 = lshr i64 %t62.i153, 32, !dbg !1101
  %t65.i156 = add nuw i64 %t64.i155, %t63.i154, !dbg !1102
  %t66.i157 = and i64 %t65.i156, 4294967295, !dbg !1103
  %t67.i158 = lshr i64 %t65.i156, 32, !dbg !1104
  %t68.i159 = mul nuw i64 %t60.i151, %t47.i138, !dbg !1105
  %t69.i160 = add nuw i64 %t66.i157, %t68.i159, !dbg !1106
  %t70.i161 = mul nuw i64 %t61.i152, %t47.i138, !dbg !1107
  %t72.i162 = lshr i64 %t69.i160, 32, !dbg !1109
  %t74.i163 = mul i64 %t35.i127, %t12.i105, !dbg !1111
  %t75.i164 = mul i64 %t27.i120, %t12.i105, !dbg !1112
  %t76.i165 = add i64 %t59.i150, %t74.i163, !dbg !1113
  %t77.i166 = and i64 %t59.i150, %t74.i163, !dbg !1114
  %t78.i167 = or i64 %t59.i150, %t74.i163, !dbg !1115
  %.26.i168 = xor i64 %t76.i165, -1, !dbg !1116
  %t79.i169 = and i64 %t78.i167, %.26.i168, !dbg !1116
  %t80.i170 = or i64 %t79.i169, %t77.i166, !dbg !1117
  %t81.i171 = lshr i64 %t80.i170, 63, !dbg !1118
  %t71.i172 = add i64 %t70.i161, %t75.i164, !dbg !1108
  %t73.i173 = add i64 %t71.i172, %t67.i158, !dbg !1110
  %t82.i174 = add i64 %t73.i173, %t72.i162, !dbg !1113
  %t83.i175 = add i64 %t82.i174, %t81.i171, !dbg !1119
  %t84.i176 = lshr i64 %t83.i175, 61, !dbg !1120
  %t87.i177 = tail call i64 @llvm.fshl.i64(i64 %t83.i175, i64 %t76.i165, i64 3), !dbg !1121
  %.27.i178 = tail call i64 @llvm.ctlz.i64(i64 %t87.i177, i1 false), !dbg !1122, !range !459
  %t91.i179 = add nuw nsw i64 %.27.i178, 1, !dbg !1123
  %.28.i180 = icmp ult i64 %t87.i177, 2, !dbg !1124
  %.29.i181 = and i64 %t91.i179, 63, !dbg !1124
  %.30.i182 = shl i64 %t87.i177, %.29.i181, !dbg !1124
  %t93.i183 = select i1 %.28.i180, i64 2, i64 %.30.i182, !dbg !1124
  %t94.i184 = sub nsw i64 63, %.27.i178, !dbg !1125
  %.31.i185 = icmp eq i64 %t87.i177, 0, !dbg !1126
  %.32.i186 = and i64 %t94.i184, 63, !dbg !1126
  %.33.i187 = lshr i64 %t76.i165, %.32.i186, !dbg !1126
  %t95.i188 = select i1 %.31.i185, i64 0, i64 %.33.i187, !dbg !1126
  %t96.i189 = or i64 %t93.i183, %t95.i188, !dbg !1127
  %t97.i190 = lshr i64 %t96.i189, 12, !dbg !1128
  %.neg.i191 = mul nsw i64 %.27.i178, -4503599627370496, !dbg !1129
  %t98.i192 = add nsw i64 %.neg.i191, 4602678819172646912, !dbg !1129
  %t99.i193 = or i64 %t97.i190, %t98.i192, !dbg !1130
  %t100.i194 = bitcast i64 %t99.i193 to double, !dbg !1131
  %10 = and i64 %t83.i175, 2305843009213693952, !dbg !1132
  %t102.not.i195 = icmp eq i64 %10, 0, !dbg !1132
  %t103.i196 = add nuw nsw i64 %t84.i176, 1, !dbg !1133
  %t104.i197 = and i64 %t103.i196, 7, !dbg !1134
  %t105.i198 = fadd double %t100.i194, -1.000000e+00, !dbg !1135
  %spec.select.i199 = select i1 %t102.not.i195, i64 %t84.i176, i64 %t104.i197, !dbg !1132
  %spec.select5.i200 = select i1 %t102.not.i195, double %t100.i194, double %t105.i198, !dbg !1132
  %t108.i201 = fmul double %spec.select5.i200, 0x3FE921FB54442D18, !dbg !1136
  br label %b10.i213, !dbg !1137

b10.i213:                                         ; preds = %b21.i269, %b6.i202, %b4.i100
  %t111.i203 = phi i64 [ %t187.i262, %b21.i269 ], [ %spec.select.i199, %b6.i202 ], [ 0, %b4.i100 ]
  %t112.i204 = phi double [ %t193.i268, %b21.i269 ], [ %t108.i201, %b6.i202 ], [ %t168, %b4.i100 ]
  %t113.i205 = icmp ugt i64 %t111.i203, 3, !dbg !1138
  %t114.i206 = add nsw i64 %t111.i203, -4
  %spec.select1.i207 = select i1 %t113.i205, i64 %t114.i206, i64 %t111.i203, !dbg !1138
  %t117.i208 = icmp ugt i64 %spec.select1.i207, 1, !dbg !1139
  %spec.select3.i209 = xor i1 %t113.i205, %t117.i208, !dbg !1139
  %t120.i210 = fmul double %t112.i204, %t112.i204, !dbg !1140
  %spec.select1.off.i211 = add nsw i64 %spec.select1.i207, -1, !dbg !1141
  %switch.i212 = icmp ult i64 %spec.select1.off.i211, 2, !dbg !1141
  br i1 %switch.i212, label %b15.i216, label %b20.i241, !dbg !1141

b15.i216:                                         ; preds = %b10.i213
  %t125.i214 = fmul double %t120.i210, 0x3DE5D8FD1FD19CCD, !dbg !1142
  %t128.i215 = fadd double %t125.i214, 0xBE5AE5E5A9291F5D, !dbg !1143
  br label %b16.i237, !dbg !1144

b16.i237:                                         ; preds = %b20.i241, %b15.i216
  %.sink9.i217 = phi double [ %11, %b20.i241 ], [ %t128.i215, %b15.i216 ]
  %.sink8.i218 = phi double [ 0xBE927E4F7EAC4BC6, %b20.i241 ], [ 0x3EC71DE3567D48A1, %b15.i216 ]
  %.sink7.i219 = phi double [ 0x3EFA01A019C844F5, %b20.i241 ], [ 0xBF2A01A019BFDF03, %b15.i216 ]
  %.sink6.i220 = phi double [ 0xBF56C16C16C14F91, %b20.i241 ], [ 0x3F8111111110F7D0, %b15.i216 ]
  %.sink.i221 = phi double [ 0x3FA555555555554B, %b20.i241 ], [ 0xBFC5555555555548, %b15.i216 ]
  %t120.pn.i222 = phi double [ %t120.i210, %b20.i241 ], [ %t112.i204, %b15.i216 ]
  %t152.sink.i223 = phi double [ %t152.i239, %b20.i241 ], [ %t112.i204, %b15.i216 ]
  %t153.sink.i224 = fmul double %t120.i210, %t120.pn.i222, !dbg !1145
  %t160.i225 = fmul double %t120.i210, %.sink9.i217, !dbg !1145
  %t163.i226 = fadd double %t160.i225, %.sink8.i218, !dbg !1145
  %t164.i227 = fmul double %t120.i210, %t163.i226, !dbg !1145
  %t167.i228 = fadd double %.sink7.i219, %t164.i227, !dbg !1145
  %t168.i229 = fmul double %t120.i210, %t167.i228, !dbg !1145
  %t171.i230 = fadd double %.sink6.i220, %t168.i229, !dbg !1145
  %t172.i231 = fmul double %t120.i210, %t171.i230, !dbg !1145
  %t175.i232 = fadd double %.sink.i221, %t172.i231, !dbg !1145
  %t176.i233 = fmul double %t153.sink.i224, %t175.i232, !dbg !1145
  %t177.i234 = fadd double %t152.sink.i223, %t176.i233, !dbg !1145
  %t148.i235 = fneg double %t177.i234
  %spec.select2.i236 = select i1 %spec.select3.i209, double %t148.i235, double %t177.i234, !dbg !1146
  br label %math.cos.exit270

b20.i241:                                         ; preds = %b10.i213
  %t151.i238 = fmul double %t120.i210, 5.000000e-01, !dbg !1147
  %t152.i239 = fsub double 1.000000e+00, %t151.i238, !dbg !1148
  %t156.i240 = fmul double %t120.i210, 0x3DA8FA49A0861A9B, !dbg !1149
  %11 = fsub double 0x3E21EE9D7B4E3F05, %t156.i240, !dbg !1150
  br label %b16.i237, !dbg !1151

b21.i269:                                         ; preds = %b3.i98
  %t178.i242 = fmul double %t168, 0x3FF45F306DC9C883, !dbg !1152
  %.46.i243 = fcmp olt double %t178.i242, 0x43E0000000000000, !dbg !1153
  %.47.i244 = fcmp oge double %t178.i242, 0xC3E0000000000000, !dbg !1153
  %.49.i245 = and i1 %.47.i244, %.46.i243, !dbg !1153
  %12 = fptosi double %t178.i242 to i64, !dbg !1153
  %.52.i246 = select i1 %.49.i245, i64 %12, i64 -9223372036854775808, !dbg !1153
  %.53.i247 = fadd double %t178.i242, 0xC3E0000000000000, !dbg !1153
  %.54.i248 = fcmp oge double %.53.i247, 0xC3E0000000000000, !dbg !1153
  %.55.i249 = fcmp olt double %.53.i247, 0x43E0000000000000, !dbg !1153
  %.56.i250 = and i1 %.54.i248, %.55.i249, !dbg !1153
  %13 = fptosi double %.53.i247 to i64, !dbg !1153
  %.op.i251 = or i64 %13, -9223372036854775808, !dbg !1153
  %.60.i252 = select i1 %.56.i250, i64 %.op.i251, i64 -9223372036854775808, !dbg !1153
  %.61.i253 = select i1 %.46.i243, i64 %.52.i246, i64 %.60.i252, !dbg !1153
  %t180.i254 = uitofp i64 %.61.i253 to double, !dbg !1154
  %t181.i255 = and i64 %.61.i253, 1, !dbg !1155
  %t182.not.i256 = icmp eq i64 %t181.i255, 0, !dbg !1156
  %t184.i257 = fadd double %t180.i254, 1.000000e+00, !dbg !1156
  %not.t182.not.i258 = xor i1 %t182.not.i256, true, !dbg !1156
  %t183.i259 = zext i1 %not.t182.not.i258 to i64, !dbg !1156
  %t185.i260 = add i64 %.61.i253, %t183.i259, !dbg !1156
  %t186.i261 = select i1 %t182.not.i256, double %t180.i254, double %t184.i257, !dbg !1156
  %t187.i262 = and i64 %t185.i260, 7, !dbg !1157
  %t188.i263 = fmul double %t186.i261, 0x3FE921FB40000000, !dbg !1158
  %t189.i264 = fsub double %t168, %t188.i263, !dbg !1159
  %t190.i265 = fmul double %t186.i261, 0x3E64442D00000000, !dbg !1160
  %t191.i266 = fsub double %t189.i264, %t190.i265, !dbg !1161
  %t192.i267 = fmul double %t186.i261, 0x3CE8469898CC5170, !dbg !1162
  %t193.i268 = fsub double %t191.i266, %t192.i267, !dbg !1163
  br label %b10.i213, !dbg !1163

math.cos.exit270:                                 ; preds = %math.log.exit92, %b16.i237
  %common.ret.op.i94 = phi double [ %spec.select2.i236, %b16.i237 ], [ 0x7FF8000000000001, %math.log.exit92 ]
  %t170 = fmul double %.71, %common.ret.op.i94, !dbg !1164
  %t172 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 4, !dbg !1165
  store double %t170, ptr addrspace(1) %t172, align 8, !dbg !1165
  %t173 = add nuw nsw i64 %t27, 1, !dbg !1165
  %t175 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 5, !dbg !842
  %exitcond.not = icmp eq i64 %t173, %a3, !dbg !1165
  br i1 %exitcond.not, label %common.ret, label %b4, !dbg !1165
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits(i64 %a0, ptr addrspace(1) nocapture %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture writeonly %a10, i64 %a11, i64 %a12) local_unnamed_addr #3 !dbg !1166 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1167
  %t2 = sext i32 %.13 to i64, !dbg !1167
  %t3 = icmp eq i32 %.13, 0, !dbg !1168
  br i1 %t3, label %b1, label %b2, !dbg !1168

b1:                                               ; preds = %entry
  store i64 0, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, align 8, !dbg !1169
  store i64 0, ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 8), align 8, !dbg !1170
  store i64 -1, ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 16), align 8, !dbg !1171
  br label %b2, !dbg !1171

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1172
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1172
  fence syncscope("workgroup") acquire, !dbg !1172
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1173
  %t8 = sext i32 %.14 to i64, !dbg !1173
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1173
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !1173
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !1173, !invariant.load !6
  %t10 = zext i16 %.17 to i64
  %t11 = mul nsw i64 %t10, %t8, !dbg !1173
  %t12 = add nsw i64 %t11, %t2, !dbg !1173
  %t13 = icmp slt i64 %t12, %a0, !dbg !1174
  br i1 %t13, label %b3, label %b4, !dbg !1174

b3:                                               ; preds = %b2
  %t16 = srem i64 %t12, 31, !dbg !1175
  %.19 = icmp ugt i64 %t16, 31, !dbg !1176
  %.20 = trunc i64 %t16 to i32, !dbg !1176
  %.21 = and i32 %.20, 31, !dbg !1176
  %.22 = shl nuw i32 1, %.21, !dbg !1176
  %t17 = select i1 %.19, i32 0, i32 %.22, !dbg !1176
  %t18 = xor i32 %t17, -1, !dbg !1177
  %t19 = atomicrmw and ptr addrspace(1) %a1, i32 %t18 syncscope("agent") monotonic, align 4, !dbg !1178
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 1, !dbg !1179
  %t23 = atomicrmw or ptr addrspace(1) %t20, i32 %t17 syncscope("agent") monotonic, align 4, !dbg !1180
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 2, !dbg !1181
  %0 = trunc i64 %t12 to i32, !dbg !1182
  %t26 = mul i32 %0, 40503, !dbg !1182
  %t27 = atomicrmw xor ptr addrspace(1) %t24, i32 %t26 syncscope("agent") monotonic, align 4, !dbg !1183
  %t30 = srem i64 %t12, 64, !dbg !1184
  %.27 = icmp ugt i64 %t30, 63, !dbg !1185
  %.28 = and i64 %t30, 63, !dbg !1185
  %.29 = shl nuw i64 1, %.28, !dbg !1185
  %t31 = select i1 %.27, i64 0, i64 %.29, !dbg !1185
  %t32 = xor i64 %t31, -1, !dbg !1186
  %t33 = atomicrmw and ptr addrspace(1) %a4, i64 %t32 syncscope("agent") monotonic, align 8, !dbg !1187
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 1, !dbg !1188
  %t37 = atomicrmw or ptr addrspace(1) %t34, i64 %t31 syncscope("agent") monotonic, align 8, !dbg !1189
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 2, !dbg !1190
  %t40 = mul i64 %t12, -7046029254386353131, !dbg !1191
  %t41 = atomicrmw xor ptr addrspace(1) %t38, i64 %t40 syncscope("agent") monotonic, align 8, !dbg !1192
  %t43 = getelementptr inbounds i8, ptr addrspace(1) %a7, i64 1, !dbg !1193
  %t44 = trunc i64 %t12 to i8, !dbg !1194
  %.33 = load atomic i8, ptr addrspace(1) %t43 monotonic, align 1, !dbg !1195
  br label %cas.34, !dbg !1195

cas.34:                                           ; preds = %cas.34, %b3
  %.36 = phi i8 [ %.33, %b3 ], [ %.37, %cas.34 ], !dbg !1195
  %.38 = xor i8 %.36, %t44, !dbg !1195
  %.39 = cmpxchg ptr addrspace(1) %t43, i8 %.36, i8 %.38 syncscope("agent") monotonic monotonic, align 1, !dbg !1195
  %.37 = extractvalue { i8, i1 } %.39, 0, !dbg !1195
  %.40 = extractvalue { i8, i1 } %.39, 1, !dbg !1195
  br i1 %.40, label %cas.done.35, label %cas.34, !dbg !1195

cas.done.35:                                      ; preds = %cas.34
  %t47 = srem i64 %t2, 64, !dbg !1196
  %.41 = icmp ugt i64 %t47, 63, !dbg !1197
  %.42 = and i64 %t47, 63, !dbg !1197
  %.43 = shl nuw i64 1, %.42, !dbg !1197
  %t48 = select i1 %.41, i64 0, i64 %.43, !dbg !1197
  %t49 = atomicrmw or ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i64 %t48 syncscope("workgroup") monotonic, align 8, !dbg !1198
  %1 = mul i64 %t2, -4658895280553007687, !dbg !1199
  %t53 = add i64 %1, -4658895280553007687, !dbg !1199
  %t54 = atomicrmw xor ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 8), i64 %t53 syncscope("workgroup") monotonic, align 8, !dbg !1200
  %t58 = xor i64 %t48, -1, !dbg !1201
  %t59 = atomicrmw and ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 16), i64 %t58 syncscope("workgroup") monotonic, align 8, !dbg !1202
  br label %b4, !dbg !1202

b4:                                               ; preds = %cas.done.35, %b2
  fence syncscope("workgroup") release, !dbg !1203
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1203
  fence syncscope("workgroup") acquire, !dbg !1203
  br i1 %t3, label %b5, label %b6, !dbg !1204

b5:                                               ; preds = %b4
  %t60 = mul nsw i64 %t8, 3, !dbg !1205
  %t61 = add nsw i64 %t60, 1, !dbg !1206
  %t62 = add nsw i64 %t60, 2, !dbg !1207
  %.47 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, align 8, !dbg !1208
  %.48 = load i64, ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 8), align 8, !dbg !1209
  %.49 = load i64, ptr addrspace(3) getelementptr inbounds ([24 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits.shared.0, i32 0, i32 16), align 8, !dbg !1210
  %t70 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t60, !dbg !1211
  store i64 %.47, ptr addrspace(1) %t70, align 8, !dbg !1211
  %t71 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t61, !dbg !1212
  store i64 %.48, ptr addrspace(1) %t71, align 8, !dbg !1212
  %t72 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t62, !dbg !1213
  store i64 %.49, ptr addrspace(1) %t72, align 8, !dbg !1213
  br label %b6, !dbg !1213

b6:                                               ; preds = %b5, %b4
  ret void, !dbg !1213
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters(i64 %a0, i32 %a1, ptr addrspace(1) nocapture %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture %a5, i64 %a6, i64 %a7, ptr addrspace(1) nocapture writeonly %a8, i64 %a9, i64 %a10) local_unnamed_addr #3 !dbg !1214 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1215
  %t2 = sext i32 %.10 to i64, !dbg !1215
  %t3 = icmp eq i32 %.10, 0, !dbg !1216
  br i1 %t3, label %b1, label %b2, !dbg !1216

b1:                                               ; preds = %entry
  store <2 x i32> <i32 0, i32 5>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, align 8, !dbg !1217
  br label %b2, !dbg !1218

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1219
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1219
  fence syncscope("workgroup") acquire, !dbg !1219
  %.11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1220
  %t7 = sext i32 %.11 to i64, !dbg !1220
  %.12 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1220
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4, !dbg !1220
  %.14 = load i16, ptr addrspace(4) %.13, align 4, !dbg !1220, !invariant.load !6
  %t9 = zext i16 %.14 to i64
  %t10 = mul nsw i64 %t9, %t7, !dbg !1220
  %t11 = add nsw i64 %t10, %t2, !dbg !1220
  %t12 = icmp slt i64 %t11, %a0, !dbg !1221
  br i1 %t12, label %b3, label %b4, !dbg !1221

b3:                                               ; preds = %b2
  %.16 = load atomic i32, ptr addrspace(1) %a2 monotonic, align 4, !dbg !1222
  br label %cas.17, !dbg !1222

cas.17:                                           ; preds = %cas.17, %b3
  %.19 = phi i32 [ %.16, %b3 ], [ %.20, %cas.17 ], !dbg !1222
  %.21.not = icmp ult i32 %.19, %a1, !dbg !1222
  %.22 = add i32 %.19, 1, !dbg !1222
  %.23 = select i1 %.21.not, i32 %.22, i32 0, !dbg !1222
  %.24 = cmpxchg ptr addrspace(1) %a2, i32 %.19, i32 %.23 syncscope("agent") monotonic monotonic, align 4, !dbg !1222
  %.20 = extractvalue { i32, i1 } %.24, 0, !dbg !1222
  %.25 = extractvalue { i32, i1 } %.24, 1, !dbg !1222
  br i1 %.25, label %cas.done.18, label %cas.17, !dbg !1222

cas.done.18:                                      ; preds = %cas.17
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a8, i64 %t11, !dbg !1223
  store i32 %.19, ptr addrspace(1) %t17, align 4, !dbg !1223
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a2, i64 1, !dbg !1224
  %.26 = load atomic i32, ptr addrspace(1) %t18 monotonic, align 4, !dbg !1225
  br label %cas.27, !dbg !1225

cas.27:                                           ; preds = %cas.27, %cas.done.18
  %.29 = phi i32 [ %.26, %cas.done.18 ], [ %.30, %cas.27 ], !dbg !1225
  %.31 = add i32 %.29, -1, !dbg !1225
  %0 = tail call i32 @llvm.umin.i32(i32 %.31, i32 %a1), !dbg !1225
  %.34 = cmpxchg ptr addrspace(1) %t18, i32 %.29, i32 %0 syncscope("agent") monotonic monotonic, align 4, !dbg !1225
  %.30 = extractvalue { i32, i1 } %.34, 0, !dbg !1225
  %.35 = extractvalue { i32, i1 } %.34, 1, !dbg !1225
  br i1 %.35, label %cas.done.28, label %cas.27, !dbg !1225

cas.done.28:                                      ; preds = %cas.27
  %t22 = zext i32 %a1 to i64, !dbg !1226
  %.36 = load atomic i64, ptr addrspace(1) %a5 monotonic, align 8, !dbg !1227
  br label %cas.37, !dbg !1227

cas.37:                                           ; preds = %cas.37, %cas.done.28
  %.39 = phi i64 [ %.36, %cas.done.28 ], [ %.40, %cas.37 ], !dbg !1227
  %.41.not = icmp ult i64 %.39, %t22, !dbg !1227
  %.42 = add i64 %.39, 1, !dbg !1227
  %.43 = select i1 %.41.not, i64 %.42, i64 0, !dbg !1227
  %.44 = cmpxchg ptr addrspace(1) %a5, i64 %.39, i64 %.43 syncscope("agent") monotonic monotonic, align 8, !dbg !1227
  %.40 = extractvalue { i64, i1 } %.44, 0, !dbg !1227
  %.45 = extractvalue { i64, i1 } %.44, 1, !dbg !1227
  br i1 %.45, label %cas.done.38, label %cas.37, !dbg !1227

cas.done.38:                                      ; preds = %cas.37
  %t24 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 1, !dbg !1228
  %.46 = load atomic i64, ptr addrspace(1) %t24 monotonic, align 8, !dbg !1229
  br label %cas.47, !dbg !1229

cas.47:                                           ; preds = %cas.47, %cas.done.38
  %.49 = phi i64 [ %.46, %cas.done.38 ], [ %.50, %cas.47 ], !dbg !1229
  %.51 = add i64 %.49, -1, !dbg !1229
  %1 = tail call i64 @llvm.umin.i64(i64 %.51, i64 %t22), !dbg !1229
  %.54 = cmpxchg ptr addrspace(1) %t24, i64 %.49, i64 %1 syncscope("agent") monotonic monotonic, align 8, !dbg !1229
  %.50 = extractvalue { i64, i1 } %.54, 0, !dbg !1229
  %.55 = extractvalue { i64, i1 } %.54, 1, !dbg !1229
  br i1 %.55, label %cas.done.48, label %cas.47, !dbg !1229

cas.done.48:                                      ; preds = %cas.47
  %.56 = load atomic i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0 monotonic, align 8, !dbg !1230
  br label %cas.57, !dbg !1230

cas.57:                                           ; preds = %cas.57, %cas.done.48
  %.59 = phi i32 [ %.56, %cas.done.48 ], [ %.60, %cas.57 ], !dbg !1230
  %.61 = icmp ugt i32 %.59, 5, !dbg !1230
  %.62 = add i32 %.59, 1, !dbg !1230
  %.63 = select i1 %.61, i32 0, i32 %.62, !dbg !1230
  %.64 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, i32 %.59, i32 %.63 syncscope("workgroup") monotonic monotonic, align 4, !dbg !1230
  %.60 = extractvalue { i32, i1 } %.64, 0, !dbg !1230
  %.65 = extractvalue { i32, i1 } %.64, 1, !dbg !1230
  br i1 %.65, label %cas.done.58, label %cas.57, !dbg !1230

cas.done.58:                                      ; preds = %cas.57
  %.66 = load atomic i32, ptr addrspace(3) getelementptr inbounds ([8 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, i32 0, i32 4) monotonic, align 4, !dbg !1231
  br label %cas.67, !dbg !1231

cas.67:                                           ; preds = %cas.67, %cas.done.58
  %.69 = phi i32 [ %.66, %cas.done.58 ], [ %.70, %cas.67 ], !dbg !1231
  %.71 = add i32 %.69, -1, !dbg !1231
  %2 = tail call i32 @llvm.umin.i32(i32 %.71, i32 9), !dbg !1231
  %.74 = cmpxchg ptr addrspace(3) getelementptr inbounds ([8 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, i32 0, i32 4), i32 %.69, i32 %2 syncscope("workgroup") monotonic monotonic, align 4, !dbg !1231
  %.70 = extractvalue { i32, i1 } %.74, 0, !dbg !1231
  %.75 = extractvalue { i32, i1 } %.74, 1, !dbg !1231
  br i1 %.75, label %b4, label %cas.67, !dbg !1231

b4:                                               ; preds = %cas.67, %b2
  fence syncscope("workgroup") release, !dbg !1232
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1232
  fence syncscope("workgroup") acquire, !dbg !1232
  br i1 %t3, label %b5, label %b6, !dbg !1233

b5:                                               ; preds = %b4
  %t30 = shl nsw i64 %t7, 1, !dbg !1234
  %t31 = add nsw i64 %t30, 2, !dbg !1235
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a2, i64 %t31, !dbg !1236
  %3 = load <2 x i32>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters.shared.0, align 8, !dbg !1237
  store <2 x i32> %3, ptr addrspace(1) %t38, align 4, !dbg !1236
  br label %b6, !dbg !1238

b6:                                               ; preds = %b5, %b4
  ret void, !dbg !1238
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !1239 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1240
  %t2 = sext i32 %.16 to i64, !dbg !1240
  %t3 = icmp eq i32 %.16, 0, !dbg !1241
  br i1 %t3, label %b1, label %b2, !dbg !1241

b1:                                               ; preds = %entry
  store double 0x7FF8000000000001, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0, align 8, !dbg !1242
  br label %b2, !dbg !1242

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1243
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1243
  fence syncscope("workgroup") acquire, !dbg !1243
  %.17 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1244
  %t6 = sext i32 %.17 to i64, !dbg !1244
  %.18 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1244
  %.19 = getelementptr inbounds i8, ptr addrspace(4) %.18, i64 4, !dbg !1244
  %.20 = load i16, ptr addrspace(4) %.19, align 4, !dbg !1244, !invariant.load !6
  %t8 = zext i16 %.20 to i64
  %t9 = mul nsw i64 %t8, %t6, !dbg !1244
  %t10 = add nsw i64 %t9, %t2, !dbg !1244
  %t12 = icmp slt i64 %t10, %a1, !dbg !1245
  br i1 %t12, label %b3, label %b4, !dbg !1245

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t10, !dbg !1246
  %.22 = load float, ptr addrspace(1) %t16, align 4, !dbg !1246, !amdgpu.noclobber !6
  %.23 = load atomic i32, ptr addrspace(1) %a6 monotonic, align 4, !dbg !1247
  %.33 = bitcast float %.22 to i32
  %.39 = fcmp uno float %.22, 0.000000e+00
  br label %cas.24, !dbg !1247

cas.24:                                           ; preds = %cas.24, %b3
  %.26 = phi i32 [ %.23, %b3 ], [ %.27, %cas.24 ], !dbg !1247
  %.28 = bitcast i32 %.26 to float, !dbg !1247
  %.29 = fcmp olt float %.22, %.28, !dbg !1247
  %.30 = select i1 %.29, float %.28, float %.22, !dbg !1247
  %.31 = fcmp oeq float %.22, %.28, !dbg !1247
  %.34 = and i32 %.26, %.33, !dbg !1247
  %.35 = bitcast i32 %.34 to float, !dbg !1247
  %.36 = select i1 %.31, float %.35, float %.30, !dbg !1247
  %.37 = fcmp uno float %.28, 0.000000e+00, !dbg !1247
  %.38 = select i1 %.37, float %.28, float %.36, !dbg !1247
  %0 = select i1 %.37, i1 true, i1 %.39, !dbg !1247
  %.42 = select i1 %0, float %.22, float %.38, !dbg !1247
  %.44 = select i1 %.39, float %.28, float %.42, !dbg !1247
  %.45 = bitcast float %.44 to i32, !dbg !1247
  %.46 = cmpxchg ptr addrspace(1) %a6, i32 %.26, i32 %.45 syncscope("agent") monotonic monotonic, align 4, !dbg !1247
  %.27 = extractvalue { i32, i1 } %.46, 0, !dbg !1247
  %.47 = extractvalue { i32, i1 } %.46, 1, !dbg !1247
  br i1 %.47, label %cas.done.25, label %cas.24, !dbg !1247

cas.done.25:                                      ; preds = %cas.24
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 1, !dbg !1248
  %.48 = load float, ptr addrspace(1) %t16, align 4, !dbg !1249
  %.49 = load atomic i32, ptr addrspace(1) %t19 monotonic, align 4, !dbg !1250
  %.59 = bitcast float %.48 to i32
  %.65 = fcmp uno float %.48, 0.000000e+00
  br label %cas.50, !dbg !1250

cas.50:                                           ; preds = %cas.50, %cas.done.25
  %.52 = phi i32 [ %.49, %cas.done.25 ], [ %.53, %cas.50 ], !dbg !1250
  %.54 = bitcast i32 %.52 to float, !dbg !1250
  %.55 = fcmp ogt float %.48, %.54, !dbg !1250
  %.56 = select i1 %.55, float %.54, float %.48, !dbg !1250
  %.57 = fcmp oeq float %.48, %.54, !dbg !1250
  %.60 = or i32 %.52, %.59, !dbg !1250
  %.61 = bitcast i32 %.60 to float, !dbg !1250
  %.62 = select i1 %.57, float %.61, float %.56, !dbg !1250
  %.63 = fcmp uno float %.54, 0.000000e+00, !dbg !1250
  %.64 = select i1 %.63, float %.54, float %.62, !dbg !1250
  %1 = select i1 %.63, i1 true, i1 %.65, !dbg !1250
  %.68 = select i1 %1, float %.48, float %.64, !dbg !1250
  %.70 = select i1 %.65, float %.54, float %.68, !dbg !1250
  %.71 = bitcast float %.70 to i32, !dbg !1250
  %.72 = cmpxchg ptr addrspace(1) %t19, i32 %.52, i32 %.71 syncscope("agent") monotonic monotonic, align 4, !dbg !1250
  %.53 = extractvalue { i32, i1 } %.72, 0, !dbg !1250
  %.73 = extractvalue { i32, i1 } %.72, 1, !dbg !1250
  br i1 %.73, label %cas.done.51, label %cas.50, !dbg !1250

cas.done.51:                                      ; preds = %cas.50
  %t25 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t10, !dbg !1251
  %.74 = load double, ptr addrspace(1) %t25, align 8, !dbg !1251
  %.75 = load atomic i64, ptr addrspace(1) %a9 monotonic, align 8, !dbg !1252
  %.85 = bitcast double %.74 to i64
  %.91 = fcmp uno double %.74, 0.000000e+00
  br label %cas.76, !dbg !1252

cas.76:                                           ; preds = %cas.76, %cas.done.51
  %.78 = phi i64 [ %.75, %cas.done.51 ], [ %.79, %cas.76 ], !dbg !1252
  %.80 = bitcast i64 %.78 to double, !dbg !1252
  %.81 = fcmp olt double %.74, %.80, !dbg !1252
  %.82 = select i1 %.81, double %.80, double %.74, !dbg !1252
  %.83 = fcmp oeq double %.74, %.80, !dbg !1252
  %.86 = and i64 %.78, %.85, !dbg !1252
  %.87 = bitcast i64 %.86 to double, !dbg !1252
  %.88 = select i1 %.83, double %.87, double %.82, !dbg !1252
  %.89 = fcmp uno double %.80, 0.000000e+00, !dbg !1252
  %.90 = select i1 %.89, double %.80, double %.88, !dbg !1252
  %2 = select i1 %.89, i1 true, i1 %.91, !dbg !1252
  %.94 = select i1 %2, double %.74, double %.90, !dbg !1252
  %.96 = select i1 %.91, double %.80, double %.94, !dbg !1252
  %.97 = bitcast double %.96 to i64, !dbg !1252
  %.98 = cmpxchg ptr addrspace(1) %a9, i64 %.78, i64 %.97 syncscope("agent") monotonic monotonic, align 8, !dbg !1252
  %.79 = extractvalue { i64, i1 } %.98, 0, !dbg !1252
  %.99 = extractvalue { i64, i1 } %.98, 1, !dbg !1252
  br i1 %.99, label %cas.done.77, label %cas.76, !dbg !1252

cas.done.77:                                      ; preds = %cas.76
  %t28 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 1, !dbg !1253
  %.100 = load double, ptr addrspace(1) %t25, align 8, !dbg !1254
  %.101 = load atomic i64, ptr addrspace(1) %t28 monotonic, align 8, !dbg !1255
  %.111 = bitcast double %.100 to i64
  %.117 = fcmp uno double %.100, 0.000000e+00
  br label %cas.102, !dbg !1255

cas.102:                                          ; preds = %cas.102, %cas.done.77
  %.104 = phi i64 [ %.101, %cas.done.77 ], [ %.105, %cas.102 ], !dbg !1255
  %.106 = bitcast i64 %.104 to double, !dbg !1255
  %.107 = fcmp ogt double %.100, %.106, !dbg !1255
  %.108 = select i1 %.107, double %.106, double %.100, !dbg !1255
  %.109 = fcmp oeq double %.100, %.106, !dbg !1255
  %.112 = or i64 %.104, %.111, !dbg !1255
  %.113 = bitcast i64 %.112 to double, !dbg !1255
  %.114 = select i1 %.109, double %.113, double %.108, !dbg !1255
  %.115 = fcmp uno double %.106, 0.000000e+00, !dbg !1255
  %.116 = select i1 %.115, double %.106, double %.114, !dbg !1255
  %3 = select i1 %.115, i1 true, i1 %.117, !dbg !1255
  %.120 = select i1 %3, double %.100, double %.116, !dbg !1255
  %.122 = select i1 %.117, double %.106, double %.120, !dbg !1255
  %.123 = bitcast double %.122 to i64, !dbg !1255
  %.124 = cmpxchg ptr addrspace(1) %t28, i64 %.104, i64 %.123 syncscope("agent") monotonic monotonic, align 8, !dbg !1255
  %.105 = extractvalue { i64, i1 } %.124, 0, !dbg !1255
  %.125 = extractvalue { i64, i1 } %.124, 1, !dbg !1255
  br i1 %.125, label %cas.done.103, label %cas.102, !dbg !1255

cas.done.103:                                     ; preds = %cas.102
  %.126 = load double, ptr addrspace(1) %t25, align 8, !dbg !1256
  %.127 = load atomic i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0 monotonic, align 8, !dbg !1257
  %.137 = bitcast double %.126 to i64
  %.143 = fcmp uno double %.126, 0.000000e+00
  br label %cas.128, !dbg !1257

cas.128:                                          ; preds = %cas.128, %cas.done.103
  %.130 = phi i64 [ %.127, %cas.done.103 ], [ %.131, %cas.128 ], !dbg !1257
  %.132 = bitcast i64 %.130 to double, !dbg !1257
  %.133 = fcmp olt double %.126, %.132, !dbg !1257
  %.134 = select i1 %.133, double %.132, double %.126, !dbg !1257
  %.135 = fcmp oeq double %.126, %.132, !dbg !1257
  %.138 = and i64 %.130, %.137, !dbg !1257
  %.139 = bitcast i64 %.138 to double, !dbg !1257
  %.140 = select i1 %.135, double %.139, double %.134, !dbg !1257
  %.141 = fcmp uno double %.132, 0.000000e+00, !dbg !1257
  %.142 = select i1 %.141, double %.132, double %.140, !dbg !1257
  %4 = select i1 %.141, i1 true, i1 %.143, !dbg !1257
  %.146 = select i1 %4, double %.126, double %.142, !dbg !1257
  %.148 = select i1 %.143, double %.132, double %.146, !dbg !1257
  %.149 = bitcast double %.148 to i64, !dbg !1257
  %.150 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0, i64 %.130, i64 %.149 syncscope("workgroup") monotonic monotonic, align 8, !dbg !1257
  %.131 = extractvalue { i64, i1 } %.150, 0, !dbg !1257
  %.151 = extractvalue { i64, i1 } %.150, 1, !dbg !1257
  br i1 %.151, label %cas.done.129, label %cas.128, !dbg !1257

cas.done.129:                                     ; preds = %cas.128
  %t36 = add nsw i64 %t10, -7, !dbg !1258
  %t37 = atomicrmw max ptr addrspace(1) %a12, i64 %t36 syncscope("agent") monotonic, align 8, !dbg !1259
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %a12, i64 1, !dbg !1260
  %t39 = atomicrmw min ptr addrspace(1) %t38, i64 %t36 syncscope("agent") monotonic, align 8, !dbg !1261
  br label %b4, !dbg !1261

b4:                                               ; preds = %cas.done.129, %b2
  fence syncscope("workgroup") release, !dbg !1262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1262
  fence syncscope("workgroup") acquire, !dbg !1262
  br i1 %t3, label %b5, label %b6, !dbg !1263

b5:                                               ; preds = %b4
  %t40 = add nsw i64 %t6, 2, !dbg !1264
  %t44 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t40, !dbg !1265
  %.152 = load double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN.shared.0, align 8, !dbg !1266
  store double %.152, ptr addrspace(1) %t44, align 8, !dbg !1265
  br label %b6, !dbg !1265

b6:                                               ; preds = %b5, %b4
  ret void, !dbg !1265
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpVotes(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture writeonly %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture writeonly %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture writeonly %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture writeonly %a13, i64 %a14, i64 %a15) local_unnamed_addr #3 !dbg !1267 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1268
  %t1 = sext i32 %.16 to i64, !dbg !1268
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1268
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !1268
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !1268, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1268
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1268
  %t6 = sext i32 %.21 to i64, !dbg !1268
  %t7 = add nsw i64 %t4, %t6, !dbg !1268
  %t8.not = icmp slt i64 %t7, %a0, !dbg !1269
  br i1 %t8.not, label %b2, label %common.ret, !dbg !1269

common.ret:                                       ; preds = %entry, %match.done.60
  ret void, !dbg !1270

b2:                                               ; preds = %entry
  %.22 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1272
  fence syncscope("wavefront") release, !dbg !1273
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1273
  fence syncscope("wavefront") acquire, !dbg !1273
  %t10 = and i64 %.22, 1099511627775, !dbg !1274
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1275
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.23), !dbg !1275
  %t13 = icmp sgt i32 %.24, 39, !dbg !1276
  %spec.select = select i1 %t13, i64 %.22, i64 %t10, !dbg !1276
  %t16 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t7, !dbg !1277
  %.25 = load i32, ptr addrspace(1) %t16, align 4, !dbg !1277, !amdgpu.noclobber !6
  %t18 = icmp sgt i32 %.25, 0, !dbg !1278
  %.26 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %t18), !dbg !1279
  %t19 = and i64 %.26, %spec.select, !dbg !1279
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 %t7, !dbg !1280
  store i64 %t19, ptr addrspace(1) %t21, align 8, !dbg !1280
  %.27 = xor i1 %t18, true, !dbg !1281
  %.28 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.27), !dbg !1281
  %.29 = and i64 %.28, %spec.select, !dbg !1281
  %t22 = icmp eq i64 %.29, 0, !dbg !1281
  %t23 = zext i1 %t22 to i8, !dbg !1281
  %t24.not = icmp eq i64 %t19, 0, !dbg !1282
  %t25 = or i8 %t23, 2, !dbg !1282
  %t26 = select i1 %t24.not, i8 %t23, i8 %t25, !dbg !1282
  %t28 = getelementptr inbounds i8, ptr addrspace(1) %a13, i64 %t7, !dbg !1283
  store i8 %t26, ptr addrspace(1) %t28, align 1, !dbg !1283
  %.32 = load i32, ptr addrspace(1) %t16, align 4, !dbg !1284
  %t30 = srem i32 %.32, 3, !dbg !1285
  %.422 = icmp eq i64 %spec.select, 0, !dbg !1286
  br i1 %.422, label %match.done.37, label %match.body.36, !dbg !1286

match.body.36:                                    ; preds = %b2, %match.body.36
  %.394 = phi i64 [ %.41, %match.body.36 ], [ 0, %b2 ]
  %.383 = phi i64 [ %.40, %match.body.36 ], [ %spec.select, %b2 ]
  %.43 = tail call i64 @llvm.cttz.i64(i64 %.383, i1 true), !dbg !1286, !range !459
  %.44 = trunc i64 %.43 to i32, !dbg !1286
  %.45 = shl nuw nsw i32 %.44, 2, !dbg !1286
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %t30), !dbg !1286
  %.47 = icmp eq i32 %.46, %t30, !dbg !1286
  %.48 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.47), !dbg !1286
  %.49 = and i64 %.48, %spec.select, !dbg !1286
  %.41 = select i1 %.47, i64 %.49, i64 %.394, !dbg !1286
  %.50 = xor i64 %.49, -1, !dbg !1286
  %.40 = and i64 %.383, %.50, !dbg !1286
  %.42 = icmp eq i64 %.40, 0, !dbg !1286
  br i1 %.42, label %match.done.37, label %match.body.36, !dbg !1286

match.done.37:                                    ; preds = %match.body.36, %b2
  %.39.lcssa = phi i64 [ 0, %b2 ], [ %.41, %match.body.36 ], !dbg !1286
  %t33 = getelementptr inbounds i64, ptr addrspace(1) %a7, i64 %t7, !dbg !1287
  store i64 %.39.lcssa, ptr addrspace(1) %t33, align 8, !dbg !1287
  %t35 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t7, !dbg !1288
  store i64 %.22, ptr addrspace(1) %t35, align 8, !dbg !1288
  %t36 = add i64 %t7, %a0, !dbg !1289
  %.51 = icmp ugt i32 %.24, 63, !dbg !1290
  %0 = and i32 %.24, 63, !dbg !1290
  %.52 = zext i32 %0 to i64, !dbg !1290
  %notmask = shl nsw i64 -1, %.52, !dbg !1290
  %.53.op = xor i64 %notmask, -1, !dbg !1290
  %t39 = select i1 %.51, i64 -1, i64 %.53.op, !dbg !1290
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 %t36, !dbg !1291
  store i64 %t39, ptr addrspace(1) %t40, align 8, !dbg !1291
  %.54 = load i32, ptr addrspace(1) %t16, align 4, !dbg !1292
  %t42 = srem i32 %.54, 2, !dbg !1293
  %t43 = sitofp i32 %t42 to double, !dbg !1294
  %t44 = fmul double %t43, 5.000000e-01, !dbg !1295
  %.55 = bitcast double %t44 to i64, !dbg !1296
  %.655 = icmp eq i64 %.22, 0, !dbg !1296
  br i1 %.655, label %match.done.60, label %match.body.59.lr.ph, !dbg !1296

match.body.59.lr.ph:                              ; preds = %match.done.37
  %.69 = trunc i64 %.55 to i32
  %.70 = lshr i64 %.55, 32
  %.71 = trunc i64 %.70 to i32
  br label %match.body.59, !dbg !1296

match.body.59:                                    ; preds = %match.body.59.lr.ph, %match.body.59
  %.627 = phi i64 [ 0, %match.body.59.lr.ph ], [ %.64, %match.body.59 ]
  %.616 = phi i64 [ %.22, %match.body.59.lr.ph ], [ %.63, %match.body.59 ]
  %.66 = tail call i64 @llvm.cttz.i64(i64 %.616, i1 true), !dbg !1296, !range !459
  %.67 = trunc i64 %.66 to i32, !dbg !1296
  %.68 = shl nuw nsw i32 %.67, 2, !dbg !1296
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.69), !dbg !1296
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.71), !dbg !1296
  %.74 = zext i32 %.72 to i64, !dbg !1296
  %.75 = zext i32 %.73 to i64, !dbg !1296
  %.76 = shl nuw i64 %.75, 32, !dbg !1296
  %.77 = or i64 %.76, %.74, !dbg !1296
  %.78 = icmp eq i64 %.77, %.55, !dbg !1296
  %.79 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.78), !dbg !1296
  %.80 = and i64 %.79, %.22, !dbg !1296
  %.64 = select i1 %.78, i64 %.80, i64 %.627, !dbg !1296
  %.81 = xor i64 %.80, -1, !dbg !1296
  %.63 = and i64 %.616, %.81, !dbg !1296
  %.65 = icmp eq i64 %.63, 0, !dbg !1296
  br i1 %.65, label %match.done.60, label %match.body.59, !dbg !1296

match.done.60:                                    ; preds = %match.body.59, %match.done.37
  %.62.lcssa = phi i64 [ 0, %match.done.37 ], [ %.64, %match.body.59 ], !dbg !1296
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a7, i64 %t36, !dbg !1297
  store i64 %.62.lcssa, ptr addrspace(1) %t46, align 8, !dbg !1297
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eVoteSplit(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #4 !dbg !1298 {
entry:
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1299
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1299
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1299, !invariant.load !6
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1300
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !1300
  %t10 = icmp slt i32 %.11, 16, !dbg !1301
  br i1 %t10, label %b1, label %b2, !dbg !1301

b1:                                               ; preds = %entry
  %.12 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1302
  br label %b2, !dbg !1303

b2:                                               ; preds = %entry, %b1
  %.sink = phi i64 [ %.12, %b1 ], [ 0, %entry ], !dbg !1304
  %t3 = zext i16 %.7 to i64
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1299
  %t1 = sext i32 %.4 to i64, !dbg !1299
  %t4 = mul nsw i64 %t3, %t1, !dbg !1299
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1299
  %t6 = sext i32 %.9 to i64, !dbg !1299
  %t7 = add nsw i64 %t4, %t6, !dbg !1299
  %0 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1303
  store i64 %.sink, ptr addrspace(1) %0, align 8, !dbg !1303
  ret void, !dbg !1303
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eVoteNotInMask(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #4 !dbg !1305 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1306
  %t1 = sext i32 %.4 to i64, !dbg !1306
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1306
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1306
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1306, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1306
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1306
  %t6 = sext i32 %.9 to i64, !dbg !1306
  %t7 = add nsw i64 %t4, %t6, !dbg !1306
  %.10 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1307
  %t8 = and i64 %.10, 1, !dbg !1307
  %t10 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1308
  store i64 %t8, ptr addrspace(1) %t10, align 8, !dbg !1308
  ret void, !dbg !1308
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #3 !dbg !1309 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1311
  %t2 = sext i32 %.7 to i64, !dbg !1311
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1312
  %t4 = sext i32 %.8 to i64, !dbg !1312
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1312
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !1312
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !1312, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !1312
  %t8 = add nsw i64 %t7, %t2, !dbg !1312
  %t9 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %.7, !dbg !1313
  store i64 0, ptr addrspace(3) %t9, align 8, !dbg !1313
  %t11 = icmp slt i64 %t8, %a1, !dbg !1314
  br i1 %t11, label %b1, label %b2, !dbg !1314

b1:                                               ; preds = %entry
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8, !dbg !1315
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !1315, !amdgpu.noclobber !6
  store i64 %.13, ptr addrspace(3) %t9, align 8, !dbg !1316
  br label %b2, !dbg !1316

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1317
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1317
  fence syncscope("workgroup") acquire, !dbg !1317
  %t17 = icmp slt i32 %.7, 64, !dbg !1318
  br i1 %t17, label %b5, label %b6, !dbg !1318

b5:                                               ; preds = %b2
  %0 = add nsw i32 %.7, 64, !dbg !1319
  %t19 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %0, !dbg !1319
  %.14 = load i64, ptr addrspace(3) %t19, align 8, !dbg !1319
  %.15 = load i64, ptr addrspace(3) %t9, align 8, !dbg !1320
  %t22 = add i64 %.15, %.14, !dbg !1321
  store i64 %t22, ptr addrspace(3) %t9, align 8, !dbg !1320
  br label %b6, !dbg !1320

b6:                                               ; preds = %b5, %b2
  fence syncscope("workgroup") release, !dbg !1322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1322
  fence syncscope("workgroup") acquire, !dbg !1322
  %t17.1 = icmp slt i32 %.7, 32, !dbg !1318
  br i1 %t17.1, label %b5.1, label %b6.1, !dbg !1318

b5.1:                                             ; preds = %b6
  %1 = add nsw i32 %.7, 32, !dbg !1319
  %t19.1 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %1, !dbg !1319
  %.14.1 = load i64, ptr addrspace(3) %t19.1, align 8, !dbg !1319
  %.15.1 = load i64, ptr addrspace(3) %t9, align 8, !dbg !1320
  %t22.1 = add i64 %.15.1, %.14.1, !dbg !1321
  store i64 %t22.1, ptr addrspace(3) %t9, align 8, !dbg !1320
  br label %b6.1, !dbg !1320

b6.1:                                             ; preds = %b5.1, %b6
  fence syncscope("workgroup") release, !dbg !1322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1322
  fence syncscope("workgroup") acquire, !dbg !1322
  %t17.2 = icmp slt i32 %.7, 16, !dbg !1318
  br i1 %t17.2, label %b5.2, label %b6.2, !dbg !1318

b5.2:                                             ; preds = %b6.1
  %2 = add nsw i32 %.7, 16, !dbg !1319
  %t19.2 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %2, !dbg !1319
  %.14.2 = load i64, ptr addrspace(3) %t19.2, align 8, !dbg !1319
  %.15.2 = load i64, ptr addrspace(3) %t9, align 8, !dbg !1320
  %t22.2 = add i64 %.15.2, %.14.2, !dbg !1321
  store i64 %t22.2, ptr addrspace(3) %t9, align 8, !dbg !1320
  br label %b6.2, !dbg !1320

b6.2:                                             ; preds = %b5.2, %b6.1
  fence syncscope("workgroup") release, !dbg !1322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1322
  fence syncscope("workgroup") acquire, !dbg !1322
  %t17.3 = icmp slt i32 %.7, 8, !dbg !1318
  br i1 %t17.3, label %b5.3, label %b6.3, !dbg !1318

b5.3:                                             ; preds = %b6.2
  %3 = add nsw i32 %.7, 8, !dbg !1319
  %t19.3 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %3, !dbg !1319
  %.14.3 = load i64, ptr addrspace(3) %t19.3, align 8, !dbg !1319
  %.15.3 = load i64, ptr addrspace(3) %t9, align 8, !dbg !1320
  %t22.3 = add i64 %.15.3, %.14.3, !dbg !1321
  store i64 %t22.3, ptr addrspace(3) %t9, align 8, !dbg !1320
  br label %b6.3, !dbg !1320

b6.3:                                             ; preds = %b5.3, %b6.2
  fence syncscope("workgroup") release, !dbg !1322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1322
  fence syncscope("workgroup") acquire, !dbg !1322
  %t17.4 = icmp slt i32 %.7, 4, !dbg !1318
  br i1 %t17.4, label %b5.4, label %b6.4, !dbg !1318

b5.4:                                             ; preds = %b6.3
  %4 = add nsw i32 %.7, 4, !dbg !1319
  %t19.4 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %4, !dbg !1319
  %.14.4 = load i64, ptr addrspace(3) %t19.4, align 8, !dbg !1319
  %.15.4 = load i64, ptr addrspace(3) %t9, align 8, !dbg !1320
  %t22.4 = add i64 %.15.4, %.14.4, !dbg !1321
  store i64 %t22.4, ptr addrspace(3) %t9, align 8, !dbg !1320
  br label %b6.4, !dbg !1320

b6.4:                                             ; preds = %b5.4, %b6.3
  fence syncscope("workgroup") release, !dbg !1322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1322
  fence syncscope("workgroup") acquire, !dbg !1322
  %t17.5 = icmp slt i32 %.7, 2, !dbg !1318
  br i1 %t17.5, label %b5.5, label %b6.5, !dbg !1318

b5.5:                                             ; preds = %b6.4
  %5 = add nsw i32 %.7, 2, !dbg !1319
  %t19.5 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %5, !dbg !1319
  %.14.5 = load i64, ptr addrspace(3) %t19.5, align 8, !dbg !1319
  %.15.5 = load i64, ptr addrspace(3) %t9, align 8, !dbg !1320
  %t22.5 = add i64 %.15.5, %.14.5, !dbg !1321
  store i64 %t22.5, ptr addrspace(3) %t9, align 8, !dbg !1320
  br label %b6.5, !dbg !1320

b6.5:                                             ; preds = %b5.5, %b6.4
  fence syncscope("workgroup") release, !dbg !1322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1322
  fence syncscope("workgroup") acquire, !dbg !1322
  %t17.6 = icmp slt i32 %.7, 1, !dbg !1318
  br i1 %t17.6, label %b5.6, label %b6.6, !dbg !1318

b5.6:                                             ; preds = %b6.5
  %6 = add nsw i32 %.7, 1, !dbg !1319
  %t19.6 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %6, !dbg !1319
  %.14.6 = load i64, ptr addrspace(3) %t19.6, align 8, !dbg !1319
  %.15.6 = load i64, ptr addrspace(3) %t9, align 8, !dbg !1320
  %t22.6 = add i64 %.15.6, %.14.6, !dbg !1321
  store i64 %t22.6, ptr addrspace(3) %t9, align 8, !dbg !1320
  br label %b6.6, !dbg !1320

b6.6:                                             ; preds = %b5.6, %b6.5
  fence syncscope("workgroup") release, !dbg !1322
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1322
  fence syncscope("workgroup") acquire, !dbg !1322
  %t24 = icmp eq i32 %.7, 0, !dbg !1323
  br i1 %t24, label %b8, label %b9, !dbg !1323

b8:                                               ; preds = %b6.6
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t4, !dbg !1324
  %.16 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, align 8, !dbg !1325
  store i64 %.16, ptr addrspace(1) %t28, align 8, !dbg !1324
  br label %b9, !dbg !1324

b9:                                               ; preds = %b8, %b6.6
  ret void, !dbg !1324
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpOps(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !1326 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1327
  %t1 = sext i32 %.16 to i64, !dbg !1327
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1327
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !1327
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !1327, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1327
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1327
  %t6 = sext i32 %.21 to i64, !dbg !1327
  %t7 = add nsw i64 %t4, %t6, !dbg !1327
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !1328
  %.22 = load i32, ptr addrspace(1) %t9, align 4, !dbg !1328, !amdgpu.noclobber !6
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1329
  %.25 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24), !dbg !1329
  %.26 = zext i32 %.25 to i64
  %.27 = add nuw nsw i64 %.26, 16, !dbg !1330
  %.28 = icmp ult i32 %.25, 48, !dbg !1330
  %.29 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1330
  %.30 = and i64 %.27, 63, !dbg !1330
  %0 = shl nuw i64 1, %.30, !dbg !1330
  %1 = and i64 %0, %.29, !dbg !1330
  %.32 = icmp ne i64 %1, 0, !dbg !1330
  %.33 = and i1 %.28, %.32, !dbg !1330
  %.34 = trunc i64 %.27 to i32, !dbg !1330
  %.35 = shl i32 %.34, 2, !dbg !1330
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %.22), !dbg !1330
  %t15 = select i1 %.33, i32 %.36, i32 %.22, !dbg !1330
  %t16 = add i32 %t15, %.22, !dbg !1331
  %.27.1 = add nuw nsw i64 %.26, 8, !dbg !1330
  %.28.1 = icmp ult i32 %.25, 56, !dbg !1330
  %.30.1 = and i64 %.27.1, 63, !dbg !1330
  %2 = shl nuw i64 1, %.30.1, !dbg !1330
  %3 = and i64 %2, %.29, !dbg !1330
  %.32.1 = icmp ne i64 %3, 0, !dbg !1330
  %.33.1 = and i1 %.28.1, %.32.1, !dbg !1330
  %.34.1 = trunc i64 %.27.1 to i32, !dbg !1330
  %.35.1 = shl i32 %.34.1, 2, !dbg !1330
  %.36.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.1, i32 %t16), !dbg !1330
  %t15.1 = select i1 %.33.1, i32 %.36.1, i32 %t16, !dbg !1330
  %t16.1 = add i32 %t15.1, %t16, !dbg !1331
  %.27.2 = add nuw nsw i64 %.26, 4, !dbg !1330
  %.28.2 = icmp ult i32 %.25, 60, !dbg !1330
  %.30.2 = and i64 %.27.2, 63, !dbg !1330
  %4 = shl nuw i64 1, %.30.2, !dbg !1330
  %5 = and i64 %4, %.29, !dbg !1330
  %.32.2 = icmp ne i64 %5, 0, !dbg !1330
  %.33.2 = and i1 %.28.2, %.32.2, !dbg !1330
  %.34.2 = trunc i64 %.27.2 to i32, !dbg !1330
  %.35.2 = shl i32 %.34.2, 2, !dbg !1330
  %.36.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.2, i32 %t16.1), !dbg !1330
  %t15.2 = select i1 %.33.2, i32 %.36.2, i32 %t16.1, !dbg !1330
  %t16.2 = add i32 %t15.2, %t16.1, !dbg !1331
  %.27.3 = add nuw nsw i64 %.26, 2, !dbg !1330
  %.28.3 = icmp ult i32 %.25, 62, !dbg !1330
  %.30.3 = and i64 %.27.3, 63, !dbg !1330
  %6 = shl nuw i64 1, %.30.3, !dbg !1330
  %7 = and i64 %6, %.29, !dbg !1330
  %.32.3 = icmp ne i64 %7, 0, !dbg !1330
  %.33.3 = and i1 %.28.3, %.32.3, !dbg !1330
  %.34.3 = trunc i64 %.27.3 to i32, !dbg !1330
  %.35.3 = shl i32 %.34.3, 2, !dbg !1330
  %.36.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.3, i32 %t16.2), !dbg !1330
  %t15.3 = select i1 %.33.3, i32 %.36.3, i32 %t16.2, !dbg !1330
  %t16.3 = add i32 %t15.3, %t16.2, !dbg !1331
  %.27.4 = add nuw nsw i64 %.26, 1, !dbg !1330
  %.34.4 = trunc i64 %.27.4 to i32, !dbg !1330
  %.35.4 = shl i32 %.34.4, 2, !dbg !1330
  %.36.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.4, i32 %t16.3), !dbg !1330
  %t20 = icmp eq i32 %.25, 0, !dbg !1332
  br i1 %t20, label %b4, label %b5, !dbg !1332

b4:                                               ; preds = %entry
  %.30.4 = and i64 %.27.4, 63, !dbg !1330
  %8 = shl nuw i64 1, %.30.4, !dbg !1330
  %9 = and i64 %8, %.29, !dbg !1330
  %.32.4.not = icmp eq i64 %9, 0, !dbg !1330
  %t15.4 = select i1 %.32.4.not, i32 %t16.3, i32 %.36.4, !dbg !1330
  %t16.4 = add i32 %t15.4, %t16.3, !dbg !1331
  %t21 = sdiv i64 %t7, 32, !dbg !1333
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t21, !dbg !1334
  store i32 %t16.4, ptr addrspace(1) %t23, align 4, !dbg !1334
  br label %b5, !dbg !1334

b5:                                               ; preds = %b4, %entry
  %.43 = xor i64 %.26, 1, !dbg !1335
  %.44 = icmp ult i64 %.43, 64, !dbg !1335
  %.45 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1335
  %.46 = and i64 %.43, 63, !dbg !1335
  %10 = shl nuw i64 1, %.46, !dbg !1335
  %11 = and i64 %.45, %10, !dbg !1335
  %.48 = icmp ne i64 %11, 0, !dbg !1335
  %.49 = and i1 %.44, %.48, !dbg !1335
  %.50 = trunc i64 %.43 to i32, !dbg !1335
  %.51 = shl i32 %.50, 2, !dbg !1335
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51, i32 %.22), !dbg !1335
  %t28 = select i1 %.49, i32 %.52, i32 %.22, !dbg !1335
  %t29 = add i32 %t28, %.22, !dbg !1336
  %.43.1 = xor i64 %.26, 2, !dbg !1335
  %.44.1 = icmp ult i64 %.43.1, 64, !dbg !1335
  %.46.1 = and i64 %.43.1, 63, !dbg !1335
  %12 = shl nuw i64 1, %.46.1, !dbg !1335
  %13 = and i64 %.45, %12, !dbg !1335
  %.48.1 = icmp ne i64 %13, 0, !dbg !1335
  %.49.1 = and i1 %.44.1, %.48.1, !dbg !1335
  %.50.1 = trunc i64 %.43.1 to i32, !dbg !1335
  %.51.1 = shl i32 %.50.1, 2, !dbg !1335
  %.52.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.1, i32 %t29), !dbg !1335
  %t28.1 = select i1 %.49.1, i32 %.52.1, i32 %t29, !dbg !1335
  %t29.1 = add i32 %t28.1, %t29, !dbg !1336
  %.43.2 = xor i64 %.26, 4, !dbg !1335
  %.44.2 = icmp ult i64 %.43.2, 64, !dbg !1335
  %.46.2 = and i64 %.43.2, 63, !dbg !1335
  %14 = shl nuw i64 1, %.46.2, !dbg !1335
  %15 = and i64 %.45, %14, !dbg !1335
  %.48.2 = icmp ne i64 %15, 0, !dbg !1335
  %.49.2 = and i1 %.44.2, %.48.2, !dbg !1335
  %.50.2 = trunc i64 %.43.2 to i32, !dbg !1335
  %.51.2 = shl i32 %.50.2, 2, !dbg !1335
  %.52.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.2, i32 %t29.1), !dbg !1335
  %t28.2 = select i1 %.49.2, i32 %.52.2, i32 %t29.1, !dbg !1335
  %t29.2 = add i32 %t28.2, %t29.1, !dbg !1336
  %.43.3 = xor i64 %.26, 8, !dbg !1335
  %.44.3 = icmp ult i64 %.43.3, 64, !dbg !1335
  %.46.3 = and i64 %.43.3, 63, !dbg !1335
  %16 = shl nuw i64 1, %.46.3, !dbg !1335
  %17 = and i64 %.45, %16, !dbg !1335
  %.48.3 = icmp ne i64 %17, 0, !dbg !1335
  %.49.3 = and i1 %.44.3, %.48.3, !dbg !1335
  %.50.3 = trunc i64 %.43.3 to i32, !dbg !1335
  %.51.3 = shl i32 %.50.3, 2, !dbg !1335
  %.52.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.3, i32 %t29.2), !dbg !1335
  %t28.3 = select i1 %.49.3, i32 %.52.3, i32 %t29.2, !dbg !1335
  %t29.3 = add i32 %t28.3, %t29.2, !dbg !1336
  %.43.4 = xor i64 %.26, 16, !dbg !1335
  %.44.4 = icmp ult i64 %.43.4, 64, !dbg !1335
  %.46.4 = and i64 %.43.4, 63, !dbg !1335
  %18 = shl nuw i64 1, %.46.4, !dbg !1335
  %19 = and i64 %.45, %18, !dbg !1335
  %.48.4 = icmp ne i64 %19, 0, !dbg !1335
  %.49.4 = and i1 %.44.4, %.48.4, !dbg !1335
  %.50.4 = trunc i64 %.43.4 to i32, !dbg !1335
  %.51.4 = shl i32 %.50.4, 2, !dbg !1335
  %.52.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.4, i32 %t29.3), !dbg !1335
  %t28.4 = select i1 %.49.4, i32 %.52.4, i32 %t29.3, !dbg !1335
  %t29.4 = add i32 %t28.4, %t29.3, !dbg !1336
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !1337
  store i32 %t29.4, ptr addrspace(1) %t32, align 4, !dbg !1337
  %.59 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1338
  %20 = and i64 %.59, 32, !dbg !1338
  %.62.not = icmp eq i64 %20, 0, !dbg !1338
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %.22), !dbg !1338
  %t33 = select i1 %.62.not, i32 %.22, i32 %.66, !dbg !1338
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t7, !dbg !1339
  store i32 %t33, ptr addrspace(1) %t35, align 4, !dbg !1339
  %.71 = add nsw i64 %.26, -1, !dbg !1340
  %.72 = icmp ult i64 %.71, 64, !dbg !1340
  %.74 = and i64 %.71, 63, !dbg !1340
  %21 = shl nuw i64 1, %.74, !dbg !1340
  %22 = and i64 %21, %.59, !dbg !1340
  %.76 = icmp ne i64 %22, 0, !dbg !1340
  %.77 = and i1 %.72, %.76, !dbg !1340
  %.78 = trunc i64 %.71 to i32, !dbg !1340
  %.79 = shl i32 %.78, 2, !dbg !1340
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.22), !dbg !1340
  %t40 = select i1 %.77, i32 %.80, i32 %.22, !dbg !1340
  %t41.not.inv = icmp sgt i32 %.25, 0, !dbg !1341
  %t42 = select i1 %t41.not.inv, i32 %t40, i32 0, !dbg !1341
  %t43 = add i32 %t42, %.22, !dbg !1341
  %.71.1 = add nsw i64 %.26, -2, !dbg !1340
  %.72.1 = icmp ult i64 %.71.1, 64, !dbg !1340
  %.74.1 = and i64 %.71.1, 63, !dbg !1340
  %23 = shl nuw i64 1, %.74.1, !dbg !1340
  %24 = and i64 %23, %.59, !dbg !1340
  %.76.1 = icmp ne i64 %24, 0, !dbg !1340
  %.77.1 = and i1 %.72.1, %.76.1, !dbg !1340
  %.78.1 = trunc i64 %.71.1 to i32, !dbg !1340
  %.79.1 = shl i32 %.78.1, 2, !dbg !1340
  %.80.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.1, i32 %t43), !dbg !1340
  %t40.1 = select i1 %.77.1, i32 %.80.1, i32 %t43, !dbg !1340
  %t41.not.1 = icmp slt i32 %.25, 2, !dbg !1341
  %t42.1 = select i1 %t41.not.1, i32 0, i32 %t40.1, !dbg !1341
  %t43.1 = add i32 %t42.1, %t43, !dbg !1341
  %.71.2 = add nsw i64 %.26, -4, !dbg !1340
  %.72.2 = icmp ult i64 %.71.2, 64, !dbg !1340
  %.74.2 = and i64 %.71.2, 63, !dbg !1340
  %25 = shl nuw i64 1, %.74.2, !dbg !1340
  %26 = and i64 %25, %.59, !dbg !1340
  %.76.2 = icmp ne i64 %26, 0, !dbg !1340
  %.77.2 = and i1 %.72.2, %.76.2, !dbg !1340
  %.78.2 = trunc i64 %.71.2 to i32, !dbg !1340
  %.79.2 = shl i32 %.78.2, 2, !dbg !1340
  %.80.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.2, i32 %t43.1), !dbg !1340
  %t40.2 = select i1 %.77.2, i32 %.80.2, i32 %t43.1, !dbg !1340
  %t41.not.2 = icmp slt i32 %.25, 4, !dbg !1341
  %t42.2 = select i1 %t41.not.2, i32 0, i32 %t40.2, !dbg !1341
  %t43.2 = add i32 %t42.2, %t43.1, !dbg !1341
  %.71.3 = add nsw i64 %.26, -8, !dbg !1340
  %.72.3 = icmp ult i64 %.71.3, 64, !dbg !1340
  %.74.3 = and i64 %.71.3, 63, !dbg !1340
  %27 = shl nuw i64 1, %.74.3, !dbg !1340
  %28 = and i64 %27, %.59, !dbg !1340
  %.76.3 = icmp ne i64 %28, 0, !dbg !1340
  %.77.3 = and i1 %.72.3, %.76.3, !dbg !1340
  %.78.3 = trunc i64 %.71.3 to i32, !dbg !1340
  %.79.3 = shl i32 %.78.3, 2, !dbg !1340
  %.80.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.3, i32 %t43.2), !dbg !1340
  %t40.3 = select i1 %.77.3, i32 %.80.3, i32 %t43.2, !dbg !1340
  %t41.not.3 = icmp slt i32 %.25, 8, !dbg !1341
  %t42.3 = select i1 %t41.not.3, i32 0, i32 %t40.3, !dbg !1341
  %t43.3 = add i32 %t42.3, %t43.2, !dbg !1341
  %.71.4 = add nsw i64 %.26, -16, !dbg !1340
  %.72.4 = icmp ult i64 %.71.4, 64, !dbg !1340
  %.74.4 = and i64 %.71.4, 63, !dbg !1340
  %29 = shl nuw i64 1, %.74.4, !dbg !1340
  %30 = and i64 %29, %.59, !dbg !1340
  %.76.4 = icmp ne i64 %30, 0, !dbg !1340
  %.77.4 = and i1 %.72.4, %.76.4, !dbg !1340
  %.78.4 = trunc i64 %.71.4 to i32, !dbg !1340
  %.79.4 = shl i32 %.78.4, 2, !dbg !1340
  %.80.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.4, i32 %t43.3), !dbg !1340
  %t40.4 = select i1 %.77.4, i32 %.80.4, i32 %t43.3, !dbg !1340
  %t41.not.4 = icmp slt i32 %.25, 16, !dbg !1341
  %t42.4 = select i1 %t41.not.4, i32 0, i32 %t40.4, !dbg !1341
  %t43.4 = add i32 %t42.4, %t43.3, !dbg !1341
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t7, !dbg !1342
  store i32 %t43.4, ptr addrspace(1) %t46, align 4, !dbg !1342
  ret void, !dbg !1342
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eShflSum(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #3 !dbg !1343 {
entry:
  %.5 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1344
  %.6 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.5), !dbg !1344
  %.7 = zext i32 %.6 to i64
  %.8 = add nuw nsw i64 %.7, 16, !dbg !1345
  %.9 = icmp ult i32 %.6, 48, !dbg !1345
  %.10 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1345
  %.11 = and i64 %.8, 63, !dbg !1345
  %0 = shl nuw i64 1, %.11, !dbg !1345
  %1 = and i64 %0, %.10, !dbg !1345
  %.13 = icmp ne i64 %1, 0, !dbg !1345
  %.14 = and i1 %.9, %.13, !dbg !1345
  %.15 = trunc i64 %.8 to i32, !dbg !1345
  %.16 = shl i32 %.15, 2, !dbg !1345
  %.17 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16, i32 1), !dbg !1345
  %.17.op = add i32 %.17, 1, !dbg !1346
  %t5 = select i1 %.14, i32 %.17.op, i32 2, !dbg !1346
  %.8.1 = add nuw nsw i64 %.7, 8, !dbg !1345
  %.9.1 = icmp ult i32 %.6, 56, !dbg !1345
  %.11.1 = and i64 %.8.1, 63, !dbg !1345
  %2 = shl nuw i64 1, %.11.1, !dbg !1345
  %3 = and i64 %2, %.10, !dbg !1345
  %.13.1 = icmp ne i64 %3, 0, !dbg !1345
  %.14.1 = and i1 %.9.1, %.13.1, !dbg !1345
  %.15.1 = trunc i64 %.8.1 to i32, !dbg !1345
  %.16.1 = shl i32 %.15.1, 2, !dbg !1345
  %.17.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.1, i32 %t5), !dbg !1345
  %t4.1 = select i1 %.14.1, i32 %.17.1, i32 %t5, !dbg !1345
  %t5.1 = add i32 %t4.1, %t5, !dbg !1346
  %.8.2 = add nuw nsw i64 %.7, 4, !dbg !1345
  %.9.2 = icmp ult i32 %.6, 60, !dbg !1345
  %.11.2 = and i64 %.8.2, 63, !dbg !1345
  %4 = shl nuw i64 1, %.11.2, !dbg !1345
  %5 = and i64 %4, %.10, !dbg !1345
  %.13.2 = icmp ne i64 %5, 0, !dbg !1345
  %.14.2 = and i1 %.9.2, %.13.2, !dbg !1345
  %.15.2 = trunc i64 %.8.2 to i32, !dbg !1345
  %.16.2 = shl i32 %.15.2, 2, !dbg !1345
  %.17.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.2, i32 %t5.1), !dbg !1345
  %t4.2 = select i1 %.14.2, i32 %.17.2, i32 %t5.1, !dbg !1345
  %t5.2 = add i32 %t4.2, %t5.1, !dbg !1346
  %.8.3 = add nuw nsw i64 %.7, 2, !dbg !1345
  %.9.3 = icmp ult i32 %.6, 62, !dbg !1345
  %.11.3 = and i64 %.8.3, 63, !dbg !1345
  %6 = shl nuw i64 1, %.11.3, !dbg !1345
  %7 = and i64 %6, %.10, !dbg !1345
  %.13.3 = icmp ne i64 %7, 0, !dbg !1345
  %.14.3 = and i1 %.9.3, %.13.3, !dbg !1345
  %.15.3 = trunc i64 %.8.3 to i32, !dbg !1345
  %.16.3 = shl i32 %.15.3, 2, !dbg !1345
  %.17.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.3, i32 %t5.2), !dbg !1345
  %t4.3 = select i1 %.14.3, i32 %.17.3, i32 %t5.2, !dbg !1345
  %t5.3 = add i32 %t4.3, %t5.2, !dbg !1346
  %.8.4 = add nuw nsw i64 %.7, 1, !dbg !1345
  %.15.4 = trunc i64 %.8.4 to i32, !dbg !1345
  %.16.4 = shl i32 %.15.4, 2, !dbg !1345
  %.17.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.4, i32 %t5.3), !dbg !1345
  %t9 = icmp eq i32 %.6, 0, !dbg !1347
  br i1 %t9, label %b4, label %b5, !dbg !1347

b4:                                               ; preds = %entry
  %.11.4 = and i64 %.8.4, 63, !dbg !1345
  %8 = shl nuw i64 1, %.11.4, !dbg !1345
  %9 = and i64 %8, %.10, !dbg !1345
  %.13.4.not = icmp eq i64 %9, 0, !dbg !1345
  %t4.4 = select i1 %.13.4.not, i32 %t5.3, i32 %.17.4, !dbg !1345
  %t5.4 = add i32 %t4.4, %t5.3, !dbg !1346
  %t12 = atomicrmw add ptr addrspace(1) %a0, i32 %t5.4 syncscope("agent") monotonic, align 4, !dbg !1348
  br label %b5, !dbg !1348

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !1348
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXorClamp(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #3 !dbg !1349 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1350
  %t1 = sext i32 %.7 to i64, !dbg !1350
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1350
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1350
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1350, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1350
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1350
  %t6 = sext i32 %.12 to i64, !dbg !1350
  %t7 = add nsw i64 %t4, %t6, !dbg !1350
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !1351
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !1351, !amdgpu.noclobber !6
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1352
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1352
  %.17 = zext i32 %.16 to i64
  %.18 = xor i64 %.17, 16, !dbg !1353
  %.19 = icmp ult i64 %.18, 64, !dbg !1353
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1353
  %.21 = and i64 %.18, 63, !dbg !1353
  %0 = shl nuw i64 1, %.21, !dbg !1353
  %1 = and i64 %0, %.20, !dbg !1353
  %.23 = icmp ne i64 %1, 0, !dbg !1353
  %.24 = and i1 %.19, %.23, !dbg !1353
  %.25 = trunc i64 %.18 to i32, !dbg !1353
  %.26 = shl i32 %.25, 2, !dbg !1353
  %.27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.13), !dbg !1353
  %t15 = select i1 %.24, i32 %.27, i32 %.13, !dbg !1353
  %t16 = add i32 %t15, %.13, !dbg !1354
  %2 = icmp ult i32 %t16, 41, !dbg !1355
  %t21 = ashr i32 %t16, 2, !dbg !1355
  %t19 = select i1 %2, i32 %t16, i32 %t21, !dbg !1355
  %.18.1 = xor i64 %.17, 8, !dbg !1353
  %.19.1 = icmp ult i64 %.18.1, 64, !dbg !1353
  %.21.1 = and i64 %.18.1, 63, !dbg !1353
  %3 = shl nuw i64 1, %.21.1, !dbg !1353
  %4 = and i64 %3, %.20, !dbg !1353
  %.23.1 = icmp ne i64 %4, 0, !dbg !1353
  %.24.1 = and i1 %.19.1, %.23.1, !dbg !1353
  %.25.1 = trunc i64 %.18.1 to i32, !dbg !1353
  %.26.1 = shl i32 %.25.1, 2, !dbg !1353
  %.27.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.1, i32 %t19), !dbg !1353
  %t15.1 = select i1 %.24.1, i32 %.27.1, i32 %t19, !dbg !1353
  %t16.1 = add i32 %t15.1, %t19, !dbg !1354
  %5 = icmp ult i32 %t16.1, 41, !dbg !1355
  %t21.1 = ashr i32 %t16.1, 2, !dbg !1355
  %t19.1 = select i1 %5, i32 %t16.1, i32 %t21.1, !dbg !1355
  %.18.2 = xor i64 %.17, 4, !dbg !1353
  %.19.2 = icmp ult i64 %.18.2, 64, !dbg !1353
  %.21.2 = and i64 %.18.2, 63, !dbg !1353
  %6 = shl nuw i64 1, %.21.2, !dbg !1353
  %7 = and i64 %6, %.20, !dbg !1353
  %.23.2 = icmp ne i64 %7, 0, !dbg !1353
  %.24.2 = and i1 %.19.2, %.23.2, !dbg !1353
  %.25.2 = trunc i64 %.18.2 to i32, !dbg !1353
  %.26.2 = shl i32 %.25.2, 2, !dbg !1353
  %.27.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.2, i32 %t19.1), !dbg !1353
  %t15.2 = select i1 %.24.2, i32 %.27.2, i32 %t19.1, !dbg !1353
  %t16.2 = add i32 %t15.2, %t19.1, !dbg !1354
  %8 = icmp ult i32 %t16.2, 41, !dbg !1355
  %t21.2 = ashr i32 %t16.2, 2, !dbg !1355
  %t19.2 = select i1 %8, i32 %t16.2, i32 %t21.2, !dbg !1355
  %.18.3 = xor i64 %.17, 2, !dbg !1353
  %.19.3 = icmp ult i64 %.18.3, 64, !dbg !1353
  %.21.3 = and i64 %.18.3, 63, !dbg !1353
  %9 = shl nuw i64 1, %.21.3, !dbg !1353
  %10 = and i64 %9, %.20, !dbg !1353
  %.23.3 = icmp ne i64 %10, 0, !dbg !1353
  %.24.3 = and i1 %.19.3, %.23.3, !dbg !1353
  %.25.3 = trunc i64 %.18.3 to i32, !dbg !1353
  %.26.3 = shl i32 %.25.3, 2, !dbg !1353
  %.27.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.3, i32 %t19.2), !dbg !1353
  %t15.3 = select i1 %.24.3, i32 %.27.3, i32 %t19.2, !dbg !1353
  %t16.3 = add i32 %t15.3, %t19.2, !dbg !1354
  %11 = icmp ult i32 %t16.3, 41, !dbg !1355
  %t21.3 = ashr i32 %t16.3, 2, !dbg !1355
  %t19.3 = select i1 %11, i32 %t16.3, i32 %t21.3, !dbg !1355
  %.18.4 = xor i64 %.17, 1, !dbg !1353
  %.19.4 = icmp ult i64 %.18.4, 64, !dbg !1353
  %.21.4 = and i64 %.18.4, 63, !dbg !1353
  %12 = shl nuw i64 1, %.21.4, !dbg !1353
  %13 = and i64 %12, %.20, !dbg !1353
  %.23.4 = icmp ne i64 %13, 0, !dbg !1353
  %.24.4 = and i1 %.19.4, %.23.4, !dbg !1353
  %.25.4 = trunc i64 %.18.4 to i32, !dbg !1353
  %.26.4 = shl i32 %.25.4, 2, !dbg !1353
  %.27.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.4, i32 %t19.3), !dbg !1353
  %t15.4 = select i1 %.24.4, i32 %.27.4, i32 %t19.3, !dbg !1353
  %t16.4 = add i32 %t15.4, %t19.3, !dbg !1354
  %14 = icmp ult i32 %t16.4, 41, !dbg !1355
  %t21.4 = ashr i32 %t16.4, 2, !dbg !1355
  %t19.4 = select i1 %14, i32 %t16.4, i32 %t21.4, !dbg !1355
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !1356
  store i32 %t19.4, ptr addrspace(1) %t23, align 4, !dbg !1356
  ret void, !dbg !1356
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eHistogram(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture %a12, i64 %a13, i64 %a14) local_unnamed_addr #5 !dbg !1357 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1358
  %t1 = sext i32 %.16 to i64, !dbg !1358
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1358
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !1358
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !1358, !invariant.load !6
  %.20 = zext i16 %.19 to i32, !dbg !1358
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1358
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1358
  %t6 = sext i32 %.21 to i64, !dbg !1358
  %t7 = add nsw i64 %t4, %t6, !dbg !1358
  %.23 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 12, !dbg !1359
  %.24 = load i32, ptr addrspace(4) %.23, align 4, !dbg !1359, !invariant.load !6
  %.29 = add nsw i32 %.20, -1, !dbg !1359
  %.30 = add i32 %.29, %.24, !dbg !1359
  %.31 = udiv i32 %.30, %.20, !dbg !1359
  %t15 = sext i32 %.31 to i64, !dbg !1359
  %t16 = mul nsw i64 %t15, %t3, !dbg !1359
  %t181 = icmp slt i64 %t7, %a1, !dbg !1360
  br i1 %t181, label %b2, label %b3, !dbg !1360

b2:                                               ; preds = %entry, %cas.done.36
  %t172 = phi i64 [ %t30, %cas.done.36 ], [ %t7, %entry ]
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t172, !dbg !1361
  %.32 = load i32, ptr addrspace(1) %t19, align 4, !dbg !1361
  %t21 = sext i32 %.32 to i64, !dbg !1362
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t21, !dbg !1362
  %t23 = atomicrmw add ptr addrspace(1) %t22, i32 1 syncscope("agent") monotonic, align 4, !dbg !1363
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t21, !dbg !1364
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t172, !dbg !1365
  %.33 = load float, ptr addrspace(1) %t25, align 4, !dbg !1365
  %t27 = atomicrmw fadd ptr addrspace(1) %t24, float %.33 syncscope("agent") monotonic, align 4, !dbg !1366
  %t28 = getelementptr inbounds i8, ptr addrspace(1) %a12, i64 %t21, !dbg !1367
  %.34 = load atomic i8, ptr addrspace(1) %t28 monotonic, align 1, !dbg !1368
  br label %cas.35, !dbg !1368

cas.35:                                           ; preds = %cas.35, %b2
  %.37 = phi i8 [ %.34, %b2 ], [ %.38, %cas.35 ], !dbg !1368
  %.39 = add i8 %.37, 1, !dbg !1368
  %.40 = cmpxchg ptr addrspace(1) %t28, i8 %.37, i8 %.39 syncscope("agent") monotonic monotonic, align 1, !dbg !1368
  %.38 = extractvalue { i8, i1 } %.40, 0, !dbg !1368
  %.41 = extractvalue { i8, i1 } %.40, 1, !dbg !1368
  br i1 %.41, label %cas.done.36, label %cas.35, !dbg !1368

cas.done.36:                                      ; preds = %cas.35
  %t30 = add i64 %t172, %t16, !dbg !1369
  %t18 = icmp slt i64 %t30, %a1, !dbg !1360
  br i1 %t18, label %b2, label %b3, !dbg !1360

b3:                                               ; preds = %cas.done.36, %entry
  ret void, !dbg !1369
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicOps(i64 %a0, ptr addrspace(1) nocapture %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture %a13, i64 %a14, i64 %a15) local_unnamed_addr #5 !dbg !1370 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1371
  %t1 = sext i32 %.16 to i64, !dbg !1371
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1371
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !1371
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !1371, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1371
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1371
  %t6 = sext i32 %.21 to i64, !dbg !1371
  %t7 = add nsw i64 %t4, %t6, !dbg !1371
  %t8 = mul nsw i64 %t7, 7919, !dbg !1372
  %.22 = icmp eq i64 %a0, 0, !dbg !1373
  %0 = add i64 %a0, 1, !dbg !1373
  %1 = icmp ult i64 %0, 2, !dbg !1373
  %.25 = select i1 %1, i64 1, i64 %a0, !dbg !1373
  %.26 = srem i64 %t8, %.25, !dbg !1373
  %.27 = select i1 %.22, i64 %t8, i64 %.26, !dbg !1373
  %t12 = atomicrmw max ptr addrspace(1) %a1, i64 %.27 syncscope("agent") monotonic, align 8, !dbg !1374
  %t15 = add nsw i64 %.27, -100, !dbg !1375
  %t16 = atomicrmw min ptr addrspace(1) %a4, i64 %t15 syncscope("agent") monotonic, align 8, !dbg !1376
  %t19 = sitofp i64 %.27 to double, !dbg !1377
  %t20 = fmul double %t19, 5.000000e-01, !dbg !1378
  %.28 = load atomic i64, ptr addrspace(1) %a7 monotonic, align 8, !dbg !1379
  %.38 = bitcast double %t20 to i64
  br label %cas.29, !dbg !1379

cas.29:                                           ; preds = %cas.29, %entry
  %.31 = phi i64 [ %.28, %entry ], [ %.32, %cas.29 ], !dbg !1379
  %.33 = bitcast i64 %.31 to double, !dbg !1379
  %.34 = fcmp olt double %t20, %.33, !dbg !1379
  %.35 = select i1 %.34, double %.33, double %t20, !dbg !1379
  %.36 = fcmp oeq double %t20, %.33, !dbg !1379
  %.39 = and i64 %.31, %.38, !dbg !1379
  %.40 = bitcast i64 %.39 to double, !dbg !1379
  %.41 = select i1 %.36, double %.40, double %.35, !dbg !1379
  %.42 = fcmp uno double %.33, 0.000000e+00, !dbg !1379
  %.43 = select i1 %.42, double %.33, double %.41, !dbg !1379
  %.46 = bitcast double %.43 to i64, !dbg !1379
  %.47 = cmpxchg ptr addrspace(1) %a7, i64 %.31, i64 %.46 syncscope("agent") monotonic monotonic, align 8, !dbg !1379
  %.32 = extractvalue { i64, i1 } %.47, 0, !dbg !1379
  %.48 = extractvalue { i64, i1 } %.47, 1, !dbg !1379
  br i1 %.48, label %cas.done.30, label %cas.29, !dbg !1379

cas.done.30:                                      ; preds = %cas.29
  %.49 = load atomic i16, ptr addrspace(1) %a13 monotonic, align 2, !dbg !1380
  br label %cas.50, !dbg !1380

cas.50:                                           ; preds = %cas.50, %cas.done.30
  %.52 = phi i16 [ %.49, %cas.done.30 ], [ %.53, %cas.50 ], !dbg !1380
  %.54 = cmpxchg ptr addrspace(1) %a13, i16 %.52, i16 1 syncscope("agent") monotonic monotonic, align 2, !dbg !1380
  %.53 = extractvalue { i16, i1 } %.54, 0, !dbg !1380
  %.55 = extractvalue { i16, i1 } %.54, 1, !dbg !1380
  br i1 %.55, label %b1, label %cas.50, !dbg !1380

b1:                                               ; preds = %cas.50, %cas.done.58
  %.56 = load atomic i16, ptr addrspace(1) %a10 monotonic, align 2, !dbg !1381
  br label %cas.57, !dbg !1381

cas.57:                                           ; preds = %cas.57, %b1
  %.59 = phi i16 [ %.56, %b1 ], [ %.60, %cas.57 ], !dbg !1381
  %.62 = cmpxchg ptr addrspace(1) %a10, i16 %.59, i16 %.59 syncscope("agent") monotonic monotonic, align 2, !dbg !1381
  %.60 = extractvalue { i16, i1 } %.62, 0, !dbg !1381
  %.63 = extractvalue { i16, i1 } %.62, 1, !dbg !1381
  br i1 %.63, label %cas.done.58, label %cas.57, !dbg !1381

cas.done.58:                                      ; preds = %cas.57
  %t28 = add i16 %.59, 1, !dbg !1382
  %.64 = cmpxchg ptr addrspace(1) %a10, i16 %.59, i16 %t28 syncscope("agent") monotonic monotonic, align 2, !dbg !1383
  %t30 = extractvalue { i16, i1 } %.64, 1, !dbg !1384
  br i1 %t30, label %b2, label %b1, !dbg !1384

b2:                                               ; preds = %cas.done.58
  ret void, !dbg !1384
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #4 !dbg !1385 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1386
  %t2 = sext i32 %.11 to i64, !dbg !1386
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !1387
  %t4 = sext i32 %.12 to i64, !dbg !1387
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1388
  %t6 = sext i32 %.13 to i64, !dbg !1388
  %t7 = shl nsw i64 %t6, 4, !dbg !1389
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !1390
  %t9 = sext i32 %.14 to i64, !dbg !1390
  %t10 = shl nsw i64 %t9, 4, !dbg !1391
  %t11 = add nsw i64 %t10, %t4, !dbg !1392
  %t12 = add nsw i64 %t7, %t2, !dbg !1393
  %t14 = icmp slt i64 %t11, %a1, !dbg !1394
  %t16 = icmp slt i64 %t12, %a2
  %or.cond = select i1 %t14, i1 %t16, i1 false, !dbg !1394
  br i1 %or.cond, label %b2, label %b3, !dbg !1394

b2:                                               ; preds = %entry
  %t17 = getelementptr inbounds [68 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0, i32 %.12, !dbg !1395
  %t19 = mul i64 %t11, %a3, !dbg !1396
  %t21 = mul i64 %t12, %a4, !dbg !1396
  %t22 = add i64 %t21, %t19, !dbg !1396
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t22, !dbg !1396
  %.15 = load float, ptr addrspace(1) %t24, align 4, !dbg !1396, !amdgpu.noclobber !6
  %t26 = getelementptr inbounds float, ptr addrspace(3) %t17, i32 %.11, !dbg !1397
  store float %.15, ptr addrspace(3) %t26, align 4, !dbg !1397
  br label %b3, !dbg !1397

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !1398
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1398
  fence syncscope("workgroup") acquire, !dbg !1398
  %t27 = add nsw i64 %t7, %t4, !dbg !1399
  %t28 = add nsw i64 %t10, %t2, !dbg !1400
  %t30 = icmp slt i64 %t27, %a6, !dbg !1401
  %t32 = icmp slt i64 %t28, %a7
  %or.cond1 = select i1 %t30, i1 %t32, i1 false, !dbg !1401
  br i1 %or.cond1, label %b5, label %b6, !dbg !1401

b5:                                               ; preds = %b3
  %t33 = getelementptr inbounds [68 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0, i32 %.11, !dbg !1402
  %t34 = getelementptr inbounds float, ptr addrspace(3) %t33, i32 %.12, !dbg !1403
  %.16 = load float, ptr addrspace(3) %t34, align 4, !dbg !1403
  %t37 = mul i64 %t27, %a8, !dbg !1404
  %t39 = mul i64 %t28, %a9, !dbg !1404
  %t40 = add i64 %t39, %t37, !dbg !1404
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t40, !dbg !1404
  store float %.16, ptr addrspace(1) %t42, align 4, !dbg !1404
  br label %b6, !dbg !1404

b6:                                               ; preds = %b5, %b3
  ret void, !dbg !1404
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn(i64 %a0, ptr addrspace(1) nocapture writeonly %a1, i64 %a2, i64 %a3) local_unnamed_addr #4 !dbg !1405 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1406
  %t2 = sext i32 %.4 to i64, !dbg !1406
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1406
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1406
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1406, !invariant.load !6
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !1406
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1406
  %t7 = sext i32 %.9 to i64, !dbg !1406
  %t8 = add nsw i64 %t5, %t7, !dbg !1406
  %t9.not = icmp slt i64 %t8, %a0, !dbg !1407
  br i1 %t9.not, label %b2, label %common.ret, !dbg !1407

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !1408

b2:                                               ; preds = %entry
  %t10 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn.shared.0, i32 %.9, !dbg !1409
  store i64 %t8, ptr addrspace(3) %t10, align 8, !dbg !1409
  fence syncscope("workgroup") release, !dbg !1410
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1410
  fence syncscope("workgroup") acquire, !dbg !1410
  fence syncscope("workgroup") release, !dbg !1411
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1411
  fence syncscope("workgroup") acquire, !dbg !1411
  %.10 = load i64, ptr addrspace(3) %t10, align 8, !dbg !1412
  %t12 = shl i64 %.10, 1, !dbg !1413
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t8, !dbg !1414
  store i64 %t12, ptr addrspace(1) %t14, align 8, !dbg !1414
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDynReverse(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #4 !dbg !1415 {
entry:
  %.4 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1416
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1417
  %t5 = sext i32 %.9 to i64, !dbg !1417
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.4, i64 4, !dbg !1418
  %.12 = load i16, ptr addrspace(4) %.11, align 4, !dbg !1418, !invariant.load !6
  %t7 = zext i16 %.12 to i64
  %t8 = sitofp i32 %.9 to double, !dbg !1419
  %t9 = fmul double %t8, 1.500000e+00, !dbg !1420
  %t10 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i32 %.9, !dbg !1421
  store double %t9, ptr addrspace(3) %t10, align 8, !dbg !1421
  fence syncscope("workgroup") release, !dbg !1422
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1422
  fence syncscope("workgroup") acquire, !dbg !1422
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1423
  %t12 = sext i32 %.14 to i64, !dbg !1423
  %t13 = mul nsw i64 %t7, %t12, !dbg !1424
  %t14 = add nsw i64 %t13, %t5, !dbg !1425
  %0 = xor i64 %t5, -1, !dbg !1426
  %t16 = add nsw i64 %t7, %0, !dbg !1426
  %1 = trunc i64 %t16 to i32, !dbg !1427
  %t17 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i32 %1, !dbg !1427
  %.15 = load double, ptr addrspace(3) %t17, align 8, !dbg !1427
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t14, !dbg !1428
  store double %.15, ptr addrspace(1) %t20, align 8, !dbg !1428
  ret void, !dbg !1428
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScatter(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #6 !dbg !1429 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1430
  %t1 = sext i32 %.7 to i64, !dbg !1430
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1430
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1430
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1430, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1430
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1430
  %t6 = sext i32 %.12 to i64, !dbg !1430
  %t7 = add nsw i64 %t4, %t6, !dbg !1430
  %t9 = icmp slt i64 %t7, %a1, !dbg !1431
  br i1 %t9, label %b1, label %b2, !dbg !1431

b1:                                               ; preds = %entry
  %t13 = sitofp i64 %t7 to float, !dbg !1432
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !1433
  %.13 = load i32, ptr addrspace(1) %t11, align 4, !dbg !1433, !amdgpu.noclobber !6
  %t14 = sext i32 %.13 to i64, !dbg !1434
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t14, !dbg !1434
  store float %t13, ptr addrspace(1) %t16, align 4, !dbg !1434
  br label %b2, !dbg !1434

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !1434
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #4 !dbg !1435 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1436
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0, align 4, !dbg !1437
  fence syncscope("workgroup") release, !dbg !1438
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1438
  fence syncscope("workgroup") acquire, !dbg !1438
  %t5 = icmp eq i32 %.4, 0, !dbg !1439
  br i1 %t5, label %b1, label %b2, !dbg !1439

b1:                                               ; preds = %entry
  %.5 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0, align 4, !dbg !1440
  store i32 %.5, ptr addrspace(1) %a0, align 4, !dbg !1441
  br label %b2, !dbg !1441

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !1441
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams7(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i32 %a4, i16 %a5, double %a6, i8 %a7, ptr addrspace(1) nocapture writeonly %a8, i64 %a9, i64 %a10) local_unnamed_addr #6 !dbg !1442 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1444
  %t1 = sext i32 %.7 to i64, !dbg !1444
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1444
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1444
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1444, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1444
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1444
  %t6 = sext i32 %.12 to i64, !dbg !1444
  %t7 = add nsw i64 %t4, %t6, !dbg !1444
  %t9 = icmp slt i64 %t7, %a9, !dbg !1445
  br i1 %t9, label %b1, label %b2, !dbg !1445

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1446
  %.13 = load i64, ptr addrspace(1) %t11, align 8, !dbg !1446, !amdgpu.noclobber !6
  %t13 = mul i64 %.13, %a3, !dbg !1447
  %t14 = sext i32 %a4 to i64, !dbg !1448
  %t16 = zext i16 %a5 to i64, !dbg !1449
  %.14 = fcmp oge double %a6, 0xC3E0000000000000, !dbg !1450
  %.15 = fcmp olt double %a6, 0x43E0000000000000, !dbg !1450
  %.16 = and i1 %.14, %.15, !dbg !1450
  %0 = fptosi double %a6 to i64, !dbg !1450
  %.19 = select i1 %.16, i64 %0, i64 -9223372036854775808, !dbg !1450
  %t20 = sext i8 %a7 to i64, !dbg !1451
  %t15 = add nsw i64 %t16, %t14, !dbg !1452
  %t17 = add nsw i64 %t15, %t20, !dbg !1453
  %t19 = add i64 %t17, %.19, !dbg !1454
  %t21 = add i64 %t19, %t13, !dbg !1455
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a8, i64 %t7, !dbg !1456
  store i64 %t21, ptr addrspace(1) %t23, align 8, !dbg !1456
  br label %b2, !dbg !1456

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !1456
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams8(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, float %a6, i32 %a7, i8 %a8, i64 %a9, i8 %a10, ptr addrspace(1) nocapture writeonly %a11, i64 %a12, i64 %a13) local_unnamed_addr #6 !dbg !1457 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1458
  %t1 = sext i32 %.11 to i64, !dbg !1458
  %.12 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1458
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4, !dbg !1458
  %.14 = load i16, ptr addrspace(4) %.13, align 4, !dbg !1458, !invariant.load !6
  %t3 = zext i16 %.14 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1458
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1458
  %t6 = sext i32 %.16 to i64, !dbg !1458
  %t7 = add nsw i64 %t4, %t6, !dbg !1458
  %t9 = icmp slt i64 %t7, %a12, !dbg !1459
  br i1 %t9, label %b1, label %b4, !dbg !1459

b1:                                               ; preds = %entry
  %.7.not = icmp eq i8 %a10, 0
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !1460
  %.17 = load float, ptr addrspace(1) %t11, align 4, !dbg !1460, !amdgpu.noclobber !6
  %t13 = fmul float %.17, %a6, !dbg !1461
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !1462
  %.18 = load float, ptr addrspace(1) %t15, align 4, !dbg !1462, !amdgpu.noclobber !6
  %t17 = fsub float %t13, %.18, !dbg !1463
  %t18 = sitofp i32 %a7 to float, !dbg !1464
  %t19 = fadd float %t17, %t18, !dbg !1465
  %t20 = uitofp i8 %a8 to float, !dbg !1466
  %t21 = fadd float %t19, %t20, !dbg !1467
  %t22 = sitofp i64 %a9 to float, !dbg !1468
  %t23 = fadd float %t21, %t22, !dbg !1469
  %t24 = fneg float %t23
  %spec.select = select i1 %.7.not, float %t23, float %t24, !dbg !1469
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t7, !dbg !1470
  store float %spec.select, ptr addrspace(1) %t27, align 4, !dbg !1470
  br label %b4, !dbg !1470

b4:                                               ; preds = %b1, %entry
  ret void, !dbg !1470
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #1 !dbg !1471 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1472
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1472
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !1472
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1472
  %t4 = sext i32 %.1 to i64, !dbg !1472
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1472
  %t6 = sext i32 %.2 to i64, !dbg !1472
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1472
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1472
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1472, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1472
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1472
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1472, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1472
  %.15 = add i32 %.14, %.9, !dbg !1472
  %.16 = udiv i32 %.15, %.6, !dbg !1472
  %t10 = sext i32 %.16 to i64, !dbg !1472
  %t11 = mul nsw i64 %t8, %t6, !dbg !1472
  %t12 = add nsw i64 %t11, %t4, !dbg !1472
  %t13 = mul nsw i64 %t10, %t8, !dbg !1472
  %t151 = icmp slt i64 %t12, %a0, !dbg !1472
  br i1 %t151, label %b2, label %b9, !dbg !1472

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1472

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !1472
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !1472
  br label %b4, !dbg !1472

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1472

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !1472
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !1472
  br label %b6, !dbg !1472

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !1472

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !1472
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !1472
  br label %b8, !dbg !1472

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t26 = fmul float %t18, 4.000000e+00, !dbg !1473
  %0 = insertelement <2 x float> poison, float %t21, i64 0, !dbg !1474
  %1 = insertelement <2 x float> %0, float %t26, i64 1, !dbg !1474
  %2 = insertelement <2 x float> %0, float %t24, i64 1, !dbg !1474
  %3 = fmul <2 x float> %1, %2, !dbg !1474
  %shift = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !1475
  %4 = fsub <2 x float> %3, %shift, !dbg !1475
  %t28 = extractelement <2 x float> %4, i64 0, !dbg !1475
  %.20 = fcmp olt float %t28, 0x39F0000000000000, !dbg !1476
  %.21 = fmul float %t28, 0x41F0000000000000, !dbg !1476
  %.22 = select i1 %.20, float %.21, float %t28, !dbg !1476
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !1476
  %.24 = bitcast float %.23 to i32, !dbg !1476
  %.25 = add i32 %.24, -1, !dbg !1476
  %.26 = bitcast i32 %.25 to float, !dbg !1476
  %.27 = fneg float %.26, !dbg !1476
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !1476
  %.29 = add i32 %.24, 1, !dbg !1476
  %.30 = bitcast i32 %.29 to float, !dbg !1476
  %.31 = fneg float %.30, !dbg !1476
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !1476
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !1476
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !1476
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !1476
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !1476
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !1476
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !1476
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !1476
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !1476
  %.41 = or i1 %.39, %.40, !dbg !1476
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !1476
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !1472
  store float %.42, ptr addrspace(1) %t30, align 4, !dbg !1472
  %t31 = add i64 %t142, %t13, !dbg !1472
  %t15 = icmp slt i64 %t31, %a0, !dbg !1472
  br i1 %t15, label %b2, label %b9, !dbg !1472

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !1472
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #1 !dbg !1477 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1478
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1478
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !1478
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1478
  %t4 = sext i32 %.1 to i64, !dbg !1478
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1478
  %t6 = sext i32 %.2 to i64, !dbg !1478
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1478
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1478
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1478, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1478
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1478
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1478, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1478
  %.15 = add i32 %.14, %.9, !dbg !1478
  %.16 = udiv i32 %.15, %.6, !dbg !1478
  %t10 = sext i32 %.16 to i64, !dbg !1478
  %t11 = mul nsw i64 %t8, %t6, !dbg !1478
  %t12 = add nsw i64 %t11, %t4, !dbg !1478
  %t13 = mul nsw i64 %t10, %t8, !dbg !1478
  %t14 = icmp sgt i64 %a1, 7, !dbg !1478
  %t15 = icmp sgt i64 %a1, 6, !dbg !1478
  %t16 = icmp sgt i64 %a1, 5, !dbg !1478
  %t17 = icmp sgt i64 %a1, 4, !dbg !1478
  %t18 = icmp sgt i64 %a1, 3, !dbg !1478
  %t19 = icmp sgt i64 %a1, 2, !dbg !1478
  %t20 = icmp sgt i64 %a1, 1, !dbg !1478
  %t21 = icmp sgt i64 %a1, 0, !dbg !1478
  %t231 = icmp slt i64 %t12, %a0, !dbg !1478
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !1478

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
  br label %b2, !dbg !1478

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !1478

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !1478
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !1478
  %.28 = sub i64 0, %t222, !dbg !1478
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1478
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1478
  %t26 = mul i64 %.22, %a19, !dbg !1478
  %t27 = mul i64 %.22, %a29, !dbg !1478
  %t28 = mul i64 %.22, %a39, !dbg !1478
  %t29 = mul i64 %.22, %a48, !dbg !1478
  br label %b4, !dbg !1478

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !1478

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !1478
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !1478
  %.42 = sub i64 0, %t30, !dbg !1478
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1478
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1478
  %t37 = mul i64 %.36, %a18, !dbg !1478
  %t38 = add i64 %t37, %t31, !dbg !1478
  %t39 = mul i64 %.36, %a28, !dbg !1478
  %t40 = add i64 %t39, %t32, !dbg !1478
  %t41 = mul i64 %.36, %a38, !dbg !1478
  %t42 = add i64 %t41, %t33, !dbg !1478
  %t43 = mul i64 %.36, %a47, !dbg !1478
  %t44 = add i64 %t43, %t34, !dbg !1478
  br label %b6, !dbg !1478

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !1478

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !1478
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !1478
  %.56 = sub i64 0, %t45, !dbg !1478
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1478
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1478
  %t52 = mul i64 %.50, %a17, !dbg !1478
  %t53 = add i64 %t52, %t46, !dbg !1478
  %t54 = mul i64 %.50, %a27, !dbg !1478
  %t55 = add i64 %t54, %t47, !dbg !1478
  %t56 = mul i64 %.50, %a37, !dbg !1478
  %t57 = add i64 %t56, %t48, !dbg !1478
  %t58 = mul i64 %.50, %a46, !dbg !1478
  %t59 = add i64 %t58, %t49, !dbg !1478
  br label %b8, !dbg !1478

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !1478

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !1478
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !1478
  %.70 = sub i64 0, %t60, !dbg !1478
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1478
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1478
  %t67 = mul i64 %.64, %a16, !dbg !1478
  %t68 = add i64 %t67, %t61, !dbg !1478
  %t69 = mul i64 %.64, %a26, !dbg !1478
  %t70 = add i64 %t69, %t62, !dbg !1478
  %t71 = mul i64 %.64, %a36, !dbg !1478
  %t72 = add i64 %t71, %t63, !dbg !1478
  %t73 = mul i64 %.64, %a45, !dbg !1478
  %t74 = add i64 %t73, %t64, !dbg !1478
  br label %b10, !dbg !1478

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !1478

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !1478
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !1478
  %.84 = sub i64 0, %t75, !dbg !1478
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1478
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1478
  %t82 = mul i64 %.78, %a15, !dbg !1478
  %t83 = add i64 %t82, %t76, !dbg !1478
  %t84 = mul i64 %.78, %a25, !dbg !1478
  %t85 = add i64 %t84, %t77, !dbg !1478
  %t86 = mul i64 %.78, %a35, !dbg !1478
  %t87 = add i64 %t86, %t78, !dbg !1478
  %t88 = mul i64 %.78, %a44, !dbg !1478
  %t89 = add i64 %t88, %t79, !dbg !1478
  br label %b12, !dbg !1478

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !1478

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !1478
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !1478
  %.98 = sub i64 0, %t90, !dbg !1478
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1478
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1478
  %t97 = mul i64 %.92, %a14, !dbg !1478
  %t98 = add i64 %t97, %t91, !dbg !1478
  %t99 = mul i64 %.92, %a24, !dbg !1478
  %t100 = add i64 %t99, %t92, !dbg !1478
  %t101 = mul i64 %.92, %a34, !dbg !1478
  %t102 = add i64 %t101, %t93, !dbg !1478
  %t103 = mul i64 %.92, %a43, !dbg !1478
  %t104 = add i64 %t103, %t94, !dbg !1478
  br label %b14, !dbg !1478

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !1478

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !1478
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !1478
  %.112 = sub i64 0, %t105, !dbg !1478
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1478
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1478
  %t112 = mul i64 %.106, %a13, !dbg !1478
  %t113 = add i64 %t112, %t106, !dbg !1478
  %t114 = mul i64 %.106, %a23, !dbg !1478
  %t115 = add i64 %t114, %t107, !dbg !1478
  %t116 = mul i64 %.106, %a33, !dbg !1478
  %t117 = add i64 %t116, %t108, !dbg !1478
  %t118 = mul i64 %.106, %a42, !dbg !1478
  %t119 = add i64 %t118, %t109, !dbg !1478
  br label %b16, !dbg !1478

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !1478

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !1478
  %t126 = add i64 %t121, %t125, !dbg !1478
  %t127 = mul i64 %t120, %a22, !dbg !1478
  %t128 = add i64 %t122, %t127, !dbg !1478
  %t129 = mul i64 %t120, %a32, !dbg !1478
  %t130 = add i64 %t123, %t129, !dbg !1478
  %t131 = mul i64 %t120, %a41, !dbg !1478
  %t132 = add i64 %t124, %t131, !dbg !1478
  br label %b18, !dbg !1478

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1478

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !1478
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !1478
  br label %b20, !dbg !1478

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1478

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !1478
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !1478
  br label %b22, !dbg !1478

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !1478

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !1478
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !1478
  br label %b24, !dbg !1478

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t147 = fmul float %t139, 4.000000e+00, !dbg !1479
  %21 = insertelement <2 x float> poison, float %t142, i64 0, !dbg !1480
  %22 = insertelement <2 x float> %21, float %t147, i64 1, !dbg !1480
  %23 = insertelement <2 x float> %21, float %t145, i64 1, !dbg !1480
  %24 = fmul <2 x float> %22, %23, !dbg !1480
  %shift = shufflevector <2 x float> %24, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !1481
  %25 = fsub <2 x float> %24, %shift, !dbg !1481
  %t149 = extractelement <2 x float> %25, i64 0, !dbg !1481
  %.118 = fcmp olt float %t149, 0x39F0000000000000, !dbg !1482
  %.119 = fmul float %t149, 0x41F0000000000000, !dbg !1482
  %.120 = select i1 %.118, float %.119, float %t149, !dbg !1482
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120), !dbg !1482
  %.122 = bitcast float %.121 to i32, !dbg !1482
  %.123 = add i32 %.122, -1, !dbg !1482
  %.124 = bitcast i32 %.123 to float, !dbg !1482
  %.125 = fneg float %.124, !dbg !1482
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120), !dbg !1482
  %.127 = add i32 %.122, 1, !dbg !1482
  %.128 = bitcast i32 %.127 to float, !dbg !1482
  %.129 = fneg float %.128, !dbg !1482
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120), !dbg !1482
  %.131 = fcmp ole float %.126, 0.000000e+00, !dbg !1482
  %.132 = select i1 %.131, float %.124, float %.121, !dbg !1482
  %.133 = fcmp ogt float %.130, 0.000000e+00, !dbg !1482
  %.134 = select i1 %.133, float %.128, float %.132, !dbg !1482
  %.135 = fmul float %.134, 0x3EF0000000000000, !dbg !1482
  %.136 = select i1 %.118, float %.135, float %.134, !dbg !1482
  %.137 = fcmp oeq float %.120, 0.000000e+00, !dbg !1482
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000, !dbg !1482
  %.139 = or i1 %.137, %.138, !dbg !1482
  %.140 = select i1 %.139, float %.120, float %.136, !dbg !1482
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !1478
  store float %.140, ptr addrspace(1) %t151, align 4, !dbg !1478
  %t152 = add i64 %t222, %t13, !dbg !1478
  %t23 = icmp slt i64 %t152, %a0, !dbg !1478
  br i1 %t23, label %b2, label %b25, !dbg !1478

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !1478
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #1 !dbg !1483 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1484
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1484
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !1484
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1484
  %t4 = sext i32 %.1 to i64, !dbg !1484
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1484
  %t6 = sext i32 %.2 to i64, !dbg !1484
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1484
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1484
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1484, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1484
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1484
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1484, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1484
  %.15 = add i32 %.14, %.9, !dbg !1484
  %.16 = udiv i32 %.15, %.6, !dbg !1484
  %t10 = sext i32 %.16 to i64, !dbg !1484
  %t11 = mul nsw i64 %t8, %t6, !dbg !1484
  %t12 = add nsw i64 %t11, %t4, !dbg !1484
  %t13 = mul nsw i64 %t10, %t8, !dbg !1484
  %t151 = icmp slt i64 %t12, %a0, !dbg !1484
  br i1 %t151, label %b2, label %b9, !dbg !1484

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1484

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !1484
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !1484
  br label %b4, !dbg !1484

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1484

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !1484
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !1484
  br label %b6, !dbg !1484

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !1484

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !1484
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !1484
  br label %b8, !dbg !1484

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul double %t21, %t21, !dbg !1485
  %t26 = fmul double %t18, 4.000000e+00, !dbg !1486
  %t27 = fmul double %t26, %t24, !dbg !1487
  %t28 = fsub double %t25, %t27, !dbg !1488
  %.20 = fcmp olt double %t28, 0x1000000000000000, !dbg !1489
  %.21 = fmul double %t28, 0x4FF0000000000000, !dbg !1489
  %.22 = select i1 %.20, double %.21, double %t28, !dbg !1489
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !1489
  %.24 = fmul double %.22, %.23, !dbg !1489
  %.25 = fmul double %.23, 5.000000e-01, !dbg !1489
  %.26 = fneg double %.25, !dbg !1489
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !1489
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !1489
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !1489
  %.30 = fneg double %.29, !dbg !1489
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !1489
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !1489
  %.33 = fneg double %.32, !dbg !1489
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !1489
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !1489
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !1489
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !1489
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !1489
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !1489
  %.40 = or i1 %.38, %.39, !dbg !1489
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !1489
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !1484
  store double %.41, ptr addrspace(1) %t30, align 8, !dbg !1484
  %t31 = add i64 %t142, %t13, !dbg !1484
  %t15 = icmp slt i64 %t31, %a0, !dbg !1484
  br i1 %t15, label %b2, label %b9, !dbg !1484

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !1484
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #1 !dbg !1490 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1491
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1491
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !1491
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1491
  %t4 = sext i32 %.1 to i64, !dbg !1491
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1491
  %t6 = sext i32 %.2 to i64, !dbg !1491
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1491
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1491
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1491, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1491
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1491
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1491, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1491
  %.15 = add i32 %.14, %.9, !dbg !1491
  %.16 = udiv i32 %.15, %.6, !dbg !1491
  %t10 = sext i32 %.16 to i64, !dbg !1491
  %t11 = mul nsw i64 %t8, %t6, !dbg !1491
  %t12 = add nsw i64 %t11, %t4, !dbg !1491
  %t13 = mul nsw i64 %t10, %t8, !dbg !1491
  %t14 = icmp sgt i64 %a1, 7, !dbg !1491
  %t15 = icmp sgt i64 %a1, 6, !dbg !1491
  %t16 = icmp sgt i64 %a1, 5, !dbg !1491
  %t17 = icmp sgt i64 %a1, 4, !dbg !1491
  %t18 = icmp sgt i64 %a1, 3, !dbg !1491
  %t19 = icmp sgt i64 %a1, 2, !dbg !1491
  %t20 = icmp sgt i64 %a1, 1, !dbg !1491
  %t21 = icmp sgt i64 %a1, 0, !dbg !1491
  %t231 = icmp slt i64 %t12, %a0, !dbg !1491
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !1491

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
  br label %b2, !dbg !1491

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !1491

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !1491
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !1491
  %.28 = sub i64 0, %t222, !dbg !1491
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1491
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1491
  %t26 = mul i64 %.22, %a19, !dbg !1491
  %t27 = mul i64 %.22, %a29, !dbg !1491
  %t28 = mul i64 %.22, %a39, !dbg !1491
  %t29 = mul i64 %.22, %a48, !dbg !1491
  br label %b4, !dbg !1491

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !1491

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !1491
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !1491
  %.42 = sub i64 0, %t30, !dbg !1491
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1491
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1491
  %t37 = mul i64 %.36, %a18, !dbg !1491
  %t38 = add i64 %t37, %t31, !dbg !1491
  %t39 = mul i64 %.36, %a28, !dbg !1491
  %t40 = add i64 %t39, %t32, !dbg !1491
  %t41 = mul i64 %.36, %a38, !dbg !1491
  %t42 = add i64 %t41, %t33, !dbg !1491
  %t43 = mul i64 %.36, %a47, !dbg !1491
  %t44 = add i64 %t43, %t34, !dbg !1491
  br label %b6, !dbg !1491

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !1491

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !1491
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !1491
  %.56 = sub i64 0, %t45, !dbg !1491
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1491
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1491
  %t52 = mul i64 %.50, %a17, !dbg !1491
  %t53 = add i64 %t52, %t46, !dbg !1491
  %t54 = mul i64 %.50, %a27, !dbg !1491
  %t55 = add i64 %t54, %t47, !dbg !1491
  %t56 = mul i64 %.50, %a37, !dbg !1491
  %t57 = add i64 %t56, %t48, !dbg !1491
  %t58 = mul i64 %.50, %a46, !dbg !1491
  %t59 = add i64 %t58, %t49, !dbg !1491
  br label %b8, !dbg !1491

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !1491

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !1491
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !1491
  %.70 = sub i64 0, %t60, !dbg !1491
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1491
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1491
  %t67 = mul i64 %.64, %a16, !dbg !1491
  %t68 = add i64 %t67, %t61, !dbg !1491
  %t69 = mul i64 %.64, %a26, !dbg !1491
  %t70 = add i64 %t69, %t62, !dbg !1491
  %t71 = mul i64 %.64, %a36, !dbg !1491
  %t72 = add i64 %t71, %t63, !dbg !1491
  %t73 = mul i64 %.64, %a45, !dbg !1491
  %t74 = add i64 %t73, %t64, !dbg !1491
  br label %b10, !dbg !1491

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !1491

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !1491
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !1491
  %.84 = sub i64 0, %t75, !dbg !1491
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1491
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1491
  %t82 = mul i64 %.78, %a15, !dbg !1491
  %t83 = add i64 %t82, %t76, !dbg !1491
  %t84 = mul i64 %.78, %a25, !dbg !1491
  %t85 = add i64 %t84, %t77, !dbg !1491
  %t86 = mul i64 %.78, %a35, !dbg !1491
  %t87 = add i64 %t86, %t78, !dbg !1491
  %t88 = mul i64 %.78, %a44, !dbg !1491
  %t89 = add i64 %t88, %t79, !dbg !1491
  br label %b12, !dbg !1491

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !1491

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !1491
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !1491
  %.98 = sub i64 0, %t90, !dbg !1491
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1491
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1491
  %t97 = mul i64 %.92, %a14, !dbg !1491
  %t98 = add i64 %t97, %t91, !dbg !1491
  %t99 = mul i64 %.92, %a24, !dbg !1491
  %t100 = add i64 %t99, %t92, !dbg !1491
  %t101 = mul i64 %.92, %a34, !dbg !1491
  %t102 = add i64 %t101, %t93, !dbg !1491
  %t103 = mul i64 %.92, %a43, !dbg !1491
  %t104 = add i64 %t103, %t94, !dbg !1491
  br label %b14, !dbg !1491

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !1491

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !1491
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !1491
  %.112 = sub i64 0, %t105, !dbg !1491
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1491
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1491
  %t112 = mul i64 %.106, %a13, !dbg !1491
  %t113 = add i64 %t112, %t106, !dbg !1491
  %t114 = mul i64 %.106, %a23, !dbg !1491
  %t115 = add i64 %t114, %t107, !dbg !1491
  %t116 = mul i64 %.106, %a33, !dbg !1491
  %t117 = add i64 %t116, %t108, !dbg !1491
  %t118 = mul i64 %.106, %a42, !dbg !1491
  %t119 = add i64 %t118, %t109, !dbg !1491
  br label %b16, !dbg !1491

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !1491

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !1491
  %t126 = add i64 %t121, %t125, !dbg !1491
  %t127 = mul i64 %t120, %a22, !dbg !1491
  %t128 = add i64 %t122, %t127, !dbg !1491
  %t129 = mul i64 %t120, %a32, !dbg !1491
  %t130 = add i64 %t123, %t129, !dbg !1491
  %t131 = mul i64 %t120, %a41, !dbg !1491
  %t132 = add i64 %t124, %t131, !dbg !1491
  br label %b18, !dbg !1491

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1491

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133, !dbg !1491
  %.115 = load double, ptr addrspace(1) %t137, align 8, !dbg !1491
  br label %b20, !dbg !1491

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1491

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134, !dbg !1491
  %.116 = load double, ptr addrspace(1) %t140, align 8, !dbg !1491
  br label %b22, !dbg !1491

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !1491

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135, !dbg !1491
  %.117 = load double, ptr addrspace(1) %t143, align 8, !dbg !1491
  br label %b24, !dbg !1491

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = fmul double %t142, %t142, !dbg !1492
  %t147 = fmul double %t139, 4.000000e+00, !dbg !1493
  %t148 = fmul double %t147, %t145, !dbg !1494
  %t149 = fsub double %t146, %t148, !dbg !1495
  %.118 = fcmp olt double %t149, 0x1000000000000000, !dbg !1496
  %.119 = fmul double %t149, 0x4FF0000000000000, !dbg !1496
  %.120 = select i1 %.118, double %.119, double %t149, !dbg !1496
  %.121 = tail call double @llvm.amdgcn.rsq.f64(double %.120), !dbg !1496
  %.122 = fmul double %.120, %.121, !dbg !1496
  %.123 = fmul double %.121, 5.000000e-01, !dbg !1496
  %.124 = fneg double %.123, !dbg !1496
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.122, double 5.000000e-01), !dbg !1496
  %.126 = tail call double @llvm.fma.f64(double %.123, double %.125, double %.123), !dbg !1496
  %.127 = tail call double @llvm.fma.f64(double %.122, double %.125, double %.122), !dbg !1496
  %.128 = fneg double %.127, !dbg !1496
  %.129 = tail call double @llvm.fma.f64(double %.128, double %.127, double %.120), !dbg !1496
  %.130 = tail call double @llvm.fma.f64(double %.129, double %.126, double %.127), !dbg !1496
  %.131 = fneg double %.130, !dbg !1496
  %.132 = tail call double @llvm.fma.f64(double %.131, double %.130, double %.120), !dbg !1496
  %.133 = tail call double @llvm.fma.f64(double %.132, double %.126, double %.130), !dbg !1496
  %.134 = fmul double %.133, 0x37F0000000000000, !dbg !1496
  %.135 = select i1 %.118, double %.134, double %.133, !dbg !1496
  %.136 = fcmp oeq double %.120, 0.000000e+00, !dbg !1496
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000, !dbg !1496
  %.138 = or i1 %.136, %.137, !dbg !1496
  %.139 = select i1 %.138, double %.120, double %.135, !dbg !1496
  %t151 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136, !dbg !1491
  store double %.139, ptr addrspace(1) %t151, align 8, !dbg !1491
  %t152 = add i64 %t222, %t13, !dbg !1491
  %t23 = icmp slt i64 %t152, %a0, !dbg !1491
  br i1 %t23, label %b2, label %b25, !dbg !1491

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !1491
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #1 !dbg !1497 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1498
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1498
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1498
  %t3 = sext i32 %.1 to i64, !dbg !1498
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1498
  %t5 = sext i32 %.2 to i64, !dbg !1498
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1498
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1498
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1498, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1498
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1498
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1498, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1498
  %.15 = add i32 %.14, %.9, !dbg !1498
  %.16 = udiv i32 %.15, %.6, !dbg !1498
  %t9 = sext i32 %.16 to i64, !dbg !1498
  %t10 = mul nsw i64 %t7, %t5, !dbg !1498
  %t11 = add nsw i64 %t10, %t3, !dbg !1498
  %t12 = mul nsw i64 %t9, %t7, !dbg !1498
  %t141 = icmp slt i64 %t11, %a0, !dbg !1498
  br i1 %t141, label %b2, label %b7, !dbg !1498

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1498

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !1498
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !1498
  br label %b4, !dbg !1498

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1498

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !1498
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !1498
  br label %b6, !dbg !1498

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !1499
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !1498
  store i32 %t21, ptr addrspace(1) %t22, align 4, !dbg !1498
  %t23 = add i64 %t132, %t12, !dbg !1498
  %t14 = icmp slt i64 %t23, %a0, !dbg !1498
  br i1 %t14, label %b2, label %b7, !dbg !1498

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !1498
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #1 !dbg !1500 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1501
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1501
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1501
  %t3 = sext i32 %.1 to i64, !dbg !1501
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1501
  %t5 = sext i32 %.2 to i64, !dbg !1501
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1501
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1501
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1501, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1501
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1501
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1501, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1501
  %.15 = add i32 %.14, %.9, !dbg !1501
  %.16 = udiv i32 %.15, %.6, !dbg !1501
  %t9 = sext i32 %.16 to i64, !dbg !1501
  %t10 = mul nsw i64 %t7, %t5, !dbg !1501
  %t11 = add nsw i64 %t10, %t3, !dbg !1501
  %t12 = mul nsw i64 %t9, %t7, !dbg !1501
  %t13 = icmp sgt i64 %a1, 7, !dbg !1501
  %t14 = icmp sgt i64 %a1, 6, !dbg !1501
  %t15 = icmp sgt i64 %a1, 5, !dbg !1501
  %t16 = icmp sgt i64 %a1, 4, !dbg !1501
  %t17 = icmp sgt i64 %a1, 3, !dbg !1501
  %t18 = icmp sgt i64 %a1, 2, !dbg !1501
  %t19 = icmp sgt i64 %a1, 1, !dbg !1501
  %t20 = icmp sgt i64 %a1, 0, !dbg !1501
  %t221 = icmp slt i64 %t11, %a0, !dbg !1501
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !1501

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
  br label %b2, !dbg !1501

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !1501

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !1501
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !1501
  %.28 = sub i64 0, %t212, !dbg !1501
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1501
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1501
  %t25 = mul i64 %.22, %a19, !dbg !1501
  %t26 = mul i64 %.22, %a29, !dbg !1501
  %t27 = mul i64 %.22, %a38, !dbg !1501
  br label %b4, !dbg !1501

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !1501

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !1501
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !1501
  %.42 = sub i64 0, %t28, !dbg !1501
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1501
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1501
  %t34 = mul i64 %.36, %a18, !dbg !1501
  %t35 = add i64 %t34, %t29, !dbg !1501
  %t36 = mul i64 %.36, %a28, !dbg !1501
  %t37 = add i64 %t36, %t30, !dbg !1501
  %t38 = mul i64 %.36, %a37, !dbg !1501
  %t39 = add i64 %t38, %t31, !dbg !1501
  br label %b6, !dbg !1501

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !1501

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !1501
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !1501
  %.56 = sub i64 0, %t40, !dbg !1501
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1501
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1501
  %t46 = mul i64 %.50, %a17, !dbg !1501
  %t47 = add i64 %t46, %t41, !dbg !1501
  %t48 = mul i64 %.50, %a27, !dbg !1501
  %t49 = add i64 %t48, %t42, !dbg !1501
  %t50 = mul i64 %.50, %a36, !dbg !1501
  %t51 = add i64 %t50, %t43, !dbg !1501
  br label %b8, !dbg !1501

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !1501

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !1501
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !1501
  %.70 = sub i64 0, %t52, !dbg !1501
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1501
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1501
  %t58 = mul i64 %.64, %a16, !dbg !1501
  %t59 = add i64 %t58, %t53, !dbg !1501
  %t60 = mul i64 %.64, %a26, !dbg !1501
  %t61 = add i64 %t60, %t54, !dbg !1501
  %t62 = mul i64 %.64, %a35, !dbg !1501
  %t63 = add i64 %t62, %t55, !dbg !1501
  br label %b10, !dbg !1501

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !1501

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !1501
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !1501
  %.84 = sub i64 0, %t64, !dbg !1501
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1501
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1501
  %t70 = mul i64 %.78, %a15, !dbg !1501
  %t71 = add i64 %t70, %t65, !dbg !1501
  %t72 = mul i64 %.78, %a25, !dbg !1501
  %t73 = add i64 %t72, %t66, !dbg !1501
  %t74 = mul i64 %.78, %a34, !dbg !1501
  %t75 = add i64 %t74, %t67, !dbg !1501
  br label %b12, !dbg !1501

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !1501

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !1501
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !1501
  %.98 = sub i64 0, %t76, !dbg !1501
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1501
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1501
  %t82 = mul i64 %.92, %a14, !dbg !1501
  %t83 = add i64 %t82, %t77, !dbg !1501
  %t84 = mul i64 %.92, %a24, !dbg !1501
  %t85 = add i64 %t84, %t78, !dbg !1501
  %t86 = mul i64 %.92, %a33, !dbg !1501
  %t87 = add i64 %t86, %t79, !dbg !1501
  br label %b14, !dbg !1501

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !1501

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !1501
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !1501
  %.112 = sub i64 0, %t88, !dbg !1501
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1501
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1501
  %t94 = mul i64 %.106, %a13, !dbg !1501
  %t95 = add i64 %t94, %t89, !dbg !1501
  %t96 = mul i64 %.106, %a23, !dbg !1501
  %t97 = add i64 %t96, %t90, !dbg !1501
  %t98 = mul i64 %.106, %a32, !dbg !1501
  %t99 = add i64 %t98, %t91, !dbg !1501
  br label %b16, !dbg !1501

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !1501

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !1501
  %t105 = add i64 %t101, %t104, !dbg !1501
  %t106 = mul i64 %t100, %a22, !dbg !1501
  %t107 = add i64 %t102, %t106, !dbg !1501
  %t108 = mul i64 %t100, %a31, !dbg !1501
  %t109 = add i64 %t103, %t108, !dbg !1501
  br label %b18, !dbg !1501

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1501

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110, !dbg !1501
  %.115 = load i32, ptr addrspace(1) %t113, align 4, !dbg !1501
  br label %b20, !dbg !1501

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1501

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111, !dbg !1501
  %.116 = load i32, ptr addrspace(1) %t116, align 4, !dbg !1501
  br label %b22, !dbg !1501

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t118, %t115, !dbg !1502
  %t120 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112, !dbg !1501
  store i32 %t119, ptr addrspace(1) %t120, align 4, !dbg !1501
  %t121 = add i64 %t212, %t12, !dbg !1501
  %t22 = icmp slt i64 %t121, %a0, !dbg !1501
  br i1 %t22, label %b2, label %b23, !dbg !1501

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !1501
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #1 !dbg !1503 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1504
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1504
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1504
  %t3 = sext i32 %.1 to i64, !dbg !1504
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1504
  %t5 = sext i32 %.2 to i64, !dbg !1504
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1504
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1504
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1504, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1504
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1504
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1504, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1504
  %.15 = add i32 %.14, %.9, !dbg !1504
  %.16 = udiv i32 %.15, %.6, !dbg !1504
  %t9 = sext i32 %.16 to i64, !dbg !1504
  %t10 = mul nsw i64 %t7, %t5, !dbg !1504
  %t11 = add nsw i64 %t10, %t3, !dbg !1504
  %t12 = mul nsw i64 %t9, %t7, !dbg !1504
  %t141 = icmp slt i64 %t11, %a0, !dbg !1504
  br i1 %t141, label %b2, label %b7, !dbg !1504

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1504

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !1504
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !1504
  br label %b4, !dbg !1504

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1504

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !1504
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !1504
  br label %b6, !dbg !1504

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !1505
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !1504
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !1504
  %t23 = add i64 %t132, %t12, !dbg !1504
  %t14 = icmp slt i64 %t23, %a0, !dbg !1504
  br i1 %t14, label %b2, label %b7, !dbg !1504

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !1504
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #1 !dbg !1506 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1507
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1507
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1507
  %t3 = sext i32 %.1 to i64, !dbg !1507
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1507
  %t5 = sext i32 %.2 to i64, !dbg !1507
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1507
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1507
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1507, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1507
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1507
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1507, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1507
  %.15 = add i32 %.14, %.9, !dbg !1507
  %.16 = udiv i32 %.15, %.6, !dbg !1507
  %t9 = sext i32 %.16 to i64, !dbg !1507
  %t10 = mul nsw i64 %t7, %t5, !dbg !1507
  %t11 = add nsw i64 %t10, %t3, !dbg !1507
  %t12 = mul nsw i64 %t9, %t7, !dbg !1507
  %t13 = icmp sgt i64 %a1, 7, !dbg !1507
  %t14 = icmp sgt i64 %a1, 6, !dbg !1507
  %t15 = icmp sgt i64 %a1, 5, !dbg !1507
  %t16 = icmp sgt i64 %a1, 4, !dbg !1507
  %t17 = icmp sgt i64 %a1, 3, !dbg !1507
  %t18 = icmp sgt i64 %a1, 2, !dbg !1507
  %t19 = icmp sgt i64 %a1, 1, !dbg !1507
  %t20 = icmp sgt i64 %a1, 0, !dbg !1507
  %t221 = icmp slt i64 %t11, %a0, !dbg !1507
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !1507

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
  br label %b2, !dbg !1507

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !1507

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !1507
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !1507
  %.28 = sub i64 0, %t212, !dbg !1507
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1507
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1507
  %t25 = mul i64 %.22, %a19, !dbg !1507
  %t26 = mul i64 %.22, %a29, !dbg !1507
  %t27 = mul i64 %.22, %a38, !dbg !1507
  br label %b4, !dbg !1507

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !1507

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !1507
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !1507
  %.42 = sub i64 0, %t28, !dbg !1507
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1507
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1507
  %t34 = mul i64 %.36, %a18, !dbg !1507
  %t35 = add i64 %t34, %t29, !dbg !1507
  %t36 = mul i64 %.36, %a28, !dbg !1507
  %t37 = add i64 %t36, %t30, !dbg !1507
  %t38 = mul i64 %.36, %a37, !dbg !1507
  %t39 = add i64 %t38, %t31, !dbg !1507
  br label %b6, !dbg !1507

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !1507

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !1507
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !1507
  %.56 = sub i64 0, %t40, !dbg !1507
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1507
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1507
  %t46 = mul i64 %.50, %a17, !dbg !1507
  %t47 = add i64 %t46, %t41, !dbg !1507
  %t48 = mul i64 %.50, %a27, !dbg !1507
  %t49 = add i64 %t48, %t42, !dbg !1507
  %t50 = mul i64 %.50, %a36, !dbg !1507
  %t51 = add i64 %t50, %t43, !dbg !1507
  br label %b8, !dbg !1507

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !1507

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !1507
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !1507
  %.70 = sub i64 0, %t52, !dbg !1507
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1507
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1507
  %t58 = mul i64 %.64, %a16, !dbg !1507
  %t59 = add i64 %t58, %t53, !dbg !1507
  %t60 = mul i64 %.64, %a26, !dbg !1507
  %t61 = add i64 %t60, %t54, !dbg !1507
  %t62 = mul i64 %.64, %a35, !dbg !1507
  %t63 = add i64 %t62, %t55, !dbg !1507
  br label %b10, !dbg !1507

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !1507

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !1507
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !1507
  %.84 = sub i64 0, %t64, !dbg !1507
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1507
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1507
  %t70 = mul i64 %.78, %a15, !dbg !1507
  %t71 = add i64 %t70, %t65, !dbg !1507
  %t72 = mul i64 %.78, %a25, !dbg !1507
  %t73 = add i64 %t72, %t66, !dbg !1507
  %t74 = mul i64 %.78, %a34, !dbg !1507
  %t75 = add i64 %t74, %t67, !dbg !1507
  br label %b12, !dbg !1507

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !1507

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !1507
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !1507
  %.98 = sub i64 0, %t76, !dbg !1507
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1507
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1507
  %t82 = mul i64 %.92, %a14, !dbg !1507
  %t83 = add i64 %t82, %t77, !dbg !1507
  %t84 = mul i64 %.92, %a24, !dbg !1507
  %t85 = add i64 %t84, %t78, !dbg !1507
  %t86 = mul i64 %.92, %a33, !dbg !1507
  %t87 = add i64 %t86, %t79, !dbg !1507
  br label %b14, !dbg !1507

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !1507

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !1507
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !1507
  %.112 = sub i64 0, %t88, !dbg !1507
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1507
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1507
  %t94 = mul i64 %.106, %a13, !dbg !1507
  %t95 = add i64 %t94, %t89, !dbg !1507
  %t96 = mul i64 %.106, %a23, !dbg !1507
  %t97 = add i64 %t96, %t90, !dbg !1507
  %t98 = mul i64 %.106, %a32, !dbg !1507
  %t99 = add i64 %t98, %t91, !dbg !1507
  br label %b16, !dbg !1507

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !1507

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !1507
  %t105 = add i64 %t101, %t104, !dbg !1507
  %t106 = mul i64 %t100, %a22, !dbg !1507
  %t107 = add i64 %t102, %t106, !dbg !1507
  %t108 = mul i64 %t100, %a31, !dbg !1507
  %t109 = add i64 %t103, %t108, !dbg !1507
  br label %b18, !dbg !1507

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1507

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !1507
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !1507
  br label %b20, !dbg !1507

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1507

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !1507
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !1507
  br label %b22, !dbg !1507

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i64 %t118, %t115, !dbg !1508
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !1507
  store i64 %t119, ptr addrspace(1) %t120, align 8, !dbg !1507
  %t121 = add i64 %t212, %t12, !dbg !1507
  %t22 = icmp slt i64 %t121, %a0, !dbg !1507
  br i1 %t22, label %b2, label %b23, !dbg !1507

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !1507
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #1 !dbg !1509 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1510
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1510
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1510
  %t3 = sext i32 %.1 to i64, !dbg !1510
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1510
  %t5 = sext i32 %.2 to i64, !dbg !1510
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1510
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1510
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1510, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1510
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1510
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1510, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1510
  %.15 = add i32 %.14, %.9, !dbg !1510
  %.16 = udiv i32 %.15, %.6, !dbg !1510
  %t9 = sext i32 %.16 to i64, !dbg !1510
  %t10 = mul nsw i64 %t7, %t5, !dbg !1510
  %t11 = add nsw i64 %t10, %t3, !dbg !1510
  %t12 = mul nsw i64 %t9, %t7, !dbg !1510
  %t141 = icmp slt i64 %t11, %a0, !dbg !1510
  br i1 %t141, label %b2, label %b7, !dbg !1510

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1510

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132, !dbg !1510
  %.17 = load float, ptr addrspace(1) %t15, align 4, !dbg !1510
  br label %b4, !dbg !1510

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1510

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t132, !dbg !1510
  %.18 = load float, ptr addrspace(1) %t18, align 4, !dbg !1510
  br label %b6, !dbg !1510

b6:                                               ; preds = %b5, %b4
  %t20 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd float %t17, %t20, !dbg !1511
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132, !dbg !1510
  store float %t21, ptr addrspace(1) %t22, align 4, !dbg !1510
  %t23 = add i64 %t132, %t12, !dbg !1510
  %t14 = icmp slt i64 %t23, %a0, !dbg !1510
  br i1 %t14, label %b2, label %b7, !dbg !1510

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !1510
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #1 !dbg !1512 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1513
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1513
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1513
  %t3 = sext i32 %.1 to i64, !dbg !1513
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1513
  %t5 = sext i32 %.2 to i64, !dbg !1513
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1513
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1513
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1513, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1513
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1513
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1513, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1513
  %.15 = add i32 %.14, %.9, !dbg !1513
  %.16 = udiv i32 %.15, %.6, !dbg !1513
  %t9 = sext i32 %.16 to i64, !dbg !1513
  %t10 = mul nsw i64 %t7, %t5, !dbg !1513
  %t11 = add nsw i64 %t10, %t3, !dbg !1513
  %t12 = mul nsw i64 %t9, %t7, !dbg !1513
  %t13 = icmp sgt i64 %a1, 7, !dbg !1513
  %t14 = icmp sgt i64 %a1, 6, !dbg !1513
  %t15 = icmp sgt i64 %a1, 5, !dbg !1513
  %t16 = icmp sgt i64 %a1, 4, !dbg !1513
  %t17 = icmp sgt i64 %a1, 3, !dbg !1513
  %t18 = icmp sgt i64 %a1, 2, !dbg !1513
  %t19 = icmp sgt i64 %a1, 1, !dbg !1513
  %t20 = icmp sgt i64 %a1, 0, !dbg !1513
  %t221 = icmp slt i64 %t11, %a0, !dbg !1513
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !1513

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
  br label %b2, !dbg !1513

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !1513

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !1513
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !1513
  %.28 = sub i64 0, %t212, !dbg !1513
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1513
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1513
  %t25 = mul i64 %.22, %a19, !dbg !1513
  %t26 = mul i64 %.22, %a29, !dbg !1513
  %t27 = mul i64 %.22, %a38, !dbg !1513
  br label %b4, !dbg !1513

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !1513

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !1513
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !1513
  %.42 = sub i64 0, %t28, !dbg !1513
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1513
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1513
  %t34 = mul i64 %.36, %a18, !dbg !1513
  %t35 = add i64 %t34, %t29, !dbg !1513
  %t36 = mul i64 %.36, %a28, !dbg !1513
  %t37 = add i64 %t36, %t30, !dbg !1513
  %t38 = mul i64 %.36, %a37, !dbg !1513
  %t39 = add i64 %t38, %t31, !dbg !1513
  br label %b6, !dbg !1513

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !1513

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !1513
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !1513
  %.56 = sub i64 0, %t40, !dbg !1513
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1513
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1513
  %t46 = mul i64 %.50, %a17, !dbg !1513
  %t47 = add i64 %t46, %t41, !dbg !1513
  %t48 = mul i64 %.50, %a27, !dbg !1513
  %t49 = add i64 %t48, %t42, !dbg !1513
  %t50 = mul i64 %.50, %a36, !dbg !1513
  %t51 = add i64 %t50, %t43, !dbg !1513
  br label %b8, !dbg !1513

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !1513

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !1513
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !1513
  %.70 = sub i64 0, %t52, !dbg !1513
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1513
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1513
  %t58 = mul i64 %.64, %a16, !dbg !1513
  %t59 = add i64 %t58, %t53, !dbg !1513
  %t60 = mul i64 %.64, %a26, !dbg !1513
  %t61 = add i64 %t60, %t54, !dbg !1513
  %t62 = mul i64 %.64, %a35, !dbg !1513
  %t63 = add i64 %t62, %t55, !dbg !1513
  br label %b10, !dbg !1513

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !1513

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !1513
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !1513
  %.84 = sub i64 0, %t64, !dbg !1513
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1513
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1513
  %t70 = mul i64 %.78, %a15, !dbg !1513
  %t71 = add i64 %t70, %t65, !dbg !1513
  %t72 = mul i64 %.78, %a25, !dbg !1513
  %t73 = add i64 %t72, %t66, !dbg !1513
  %t74 = mul i64 %.78, %a34, !dbg !1513
  %t75 = add i64 %t74, %t67, !dbg !1513
  br label %b12, !dbg !1513

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !1513

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !1513
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !1513
  %.98 = sub i64 0, %t76, !dbg !1513
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1513
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1513
  %t82 = mul i64 %.92, %a14, !dbg !1513
  %t83 = add i64 %t82, %t77, !dbg !1513
  %t84 = mul i64 %.92, %a24, !dbg !1513
  %t85 = add i64 %t84, %t78, !dbg !1513
  %t86 = mul i64 %.92, %a33, !dbg !1513
  %t87 = add i64 %t86, %t79, !dbg !1513
  br label %b14, !dbg !1513

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !1513

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !1513
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !1513
  %.112 = sub i64 0, %t88, !dbg !1513
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1513
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1513
  %t94 = mul i64 %.106, %a13, !dbg !1513
  %t95 = add i64 %t94, %t89, !dbg !1513
  %t96 = mul i64 %.106, %a23, !dbg !1513
  %t97 = add i64 %t96, %t90, !dbg !1513
  %t98 = mul i64 %.106, %a32, !dbg !1513
  %t99 = add i64 %t98, %t91, !dbg !1513
  br label %b16, !dbg !1513

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !1513

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !1513
  %t105 = add i64 %t101, %t104, !dbg !1513
  %t106 = mul i64 %t100, %a22, !dbg !1513
  %t107 = add i64 %t102, %t106, !dbg !1513
  %t108 = mul i64 %t100, %a31, !dbg !1513
  %t109 = add i64 %t103, %t108, !dbg !1513
  br label %b18, !dbg !1513

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1513

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110, !dbg !1513
  %.115 = load float, ptr addrspace(1) %t113, align 4, !dbg !1513
  br label %b20, !dbg !1513

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1513

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t111, !dbg !1513
  %.116 = load float, ptr addrspace(1) %t116, align 4, !dbg !1513
  br label %b22, !dbg !1513

b22:                                              ; preds = %b21, %b20
  %t118 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd float %t115, %t118, !dbg !1514
  %t120 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112, !dbg !1513
  store float %t119, ptr addrspace(1) %t120, align 4, !dbg !1513
  %t121 = add i64 %t212, %t12, !dbg !1513
  %t22 = icmp slt i64 %t121, %a0, !dbg !1513
  br i1 %t22, label %b2, label %b23, !dbg !1513

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !1513
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #1 !dbg !1515 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1516
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1516
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1516
  %t3 = sext i32 %.1 to i64, !dbg !1516
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1516
  %t5 = sext i32 %.2 to i64, !dbg !1516
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1516
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1516
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1516, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1516
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1516
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1516, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1516
  %.15 = add i32 %.14, %.9, !dbg !1516
  %.16 = udiv i32 %.15, %.6, !dbg !1516
  %t9 = sext i32 %.16 to i64, !dbg !1516
  %t10 = mul nsw i64 %t7, %t5, !dbg !1516
  %t11 = add nsw i64 %t10, %t3, !dbg !1516
  %t12 = mul nsw i64 %t9, %t7, !dbg !1516
  %t141 = icmp slt i64 %t11, %a0, !dbg !1516
  br i1 %t141, label %b2, label %b7, !dbg !1516

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1516

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132, !dbg !1516
  %.17 = load double, ptr addrspace(1) %t15, align 8, !dbg !1516
  br label %b4, !dbg !1516

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1516

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132, !dbg !1516
  %.18 = load double, ptr addrspace(1) %t18, align 8, !dbg !1516
  br label %b6, !dbg !1516

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd double %t17, %t20, !dbg !1517
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132, !dbg !1516
  store double %t21, ptr addrspace(1) %t22, align 8, !dbg !1516
  %t23 = add i64 %t132, %t12, !dbg !1516
  %t14 = icmp slt i64 %t23, %a0, !dbg !1516
  br i1 %t14, label %b2, label %b7, !dbg !1516

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !1516
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #1 !dbg !1518 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1519
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1519
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1519
  %t3 = sext i32 %.1 to i64, !dbg !1519
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1519
  %t5 = sext i32 %.2 to i64, !dbg !1519
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1519
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1519
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1519, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1519
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1519
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1519, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1519
  %.15 = add i32 %.14, %.9, !dbg !1519
  %.16 = udiv i32 %.15, %.6, !dbg !1519
  %t9 = sext i32 %.16 to i64, !dbg !1519
  %t10 = mul nsw i64 %t7, %t5, !dbg !1519
  %t11 = add nsw i64 %t10, %t3, !dbg !1519
  %t12 = mul nsw i64 %t9, %t7, !dbg !1519
  %t13 = icmp sgt i64 %a1, 7, !dbg !1519
  %t14 = icmp sgt i64 %a1, 6, !dbg !1519
  %t15 = icmp sgt i64 %a1, 5, !dbg !1519
  %t16 = icmp sgt i64 %a1, 4, !dbg !1519
  %t17 = icmp sgt i64 %a1, 3, !dbg !1519
  %t18 = icmp sgt i64 %a1, 2, !dbg !1519
  %t19 = icmp sgt i64 %a1, 1, !dbg !1519
  %t20 = icmp sgt i64 %a1, 0, !dbg !1519
  %t221 = icmp slt i64 %t11, %a0, !dbg !1519
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !1519

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
  br label %b2, !dbg !1519

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !1519

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !1519
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !1519
  %.28 = sub i64 0, %t212, !dbg !1519
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1519
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1519
  %t25 = mul i64 %.22, %a19, !dbg !1519
  %t26 = mul i64 %.22, %a29, !dbg !1519
  %t27 = mul i64 %.22, %a38, !dbg !1519
  br label %b4, !dbg !1519

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !1519

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !1519
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !1519
  %.42 = sub i64 0, %t28, !dbg !1519
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1519
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1519
  %t34 = mul i64 %.36, %a18, !dbg !1519
  %t35 = add i64 %t34, %t29, !dbg !1519
  %t36 = mul i64 %.36, %a28, !dbg !1519
  %t37 = add i64 %t36, %t30, !dbg !1519
  %t38 = mul i64 %.36, %a37, !dbg !1519
  %t39 = add i64 %t38, %t31, !dbg !1519
  br label %b6, !dbg !1519

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !1519

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !1519
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !1519
  %.56 = sub i64 0, %t40, !dbg !1519
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1519
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1519
  %t46 = mul i64 %.50, %a17, !dbg !1519
  %t47 = add i64 %t46, %t41, !dbg !1519
  %t48 = mul i64 %.50, %a27, !dbg !1519
  %t49 = add i64 %t48, %t42, !dbg !1519
  %t50 = mul i64 %.50, %a36, !dbg !1519
  %t51 = add i64 %t50, %t43, !dbg !1519
  br label %b8, !dbg !1519

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !1519

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !1519
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !1519
  %.70 = sub i64 0, %t52, !dbg !1519
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1519
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1519
  %t58 = mul i64 %.64, %a16, !dbg !1519
  %t59 = add i64 %t58, %t53, !dbg !1519
  %t60 = mul i64 %.64, %a26, !dbg !1519
  %t61 = add i64 %t60, %t54, !dbg !1519
  %t62 = mul i64 %.64, %a35, !dbg !1519
  %t63 = add i64 %t62, %t55, !dbg !1519
  br label %b10, !dbg !1519

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !1519

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !1519
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !1519
  %.84 = sub i64 0, %t64, !dbg !1519
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1519
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1519
  %t70 = mul i64 %.78, %a15, !dbg !1519
  %t71 = add i64 %t70, %t65, !dbg !1519
  %t72 = mul i64 %.78, %a25, !dbg !1519
  %t73 = add i64 %t72, %t66, !dbg !1519
  %t74 = mul i64 %.78, %a34, !dbg !1519
  %t75 = add i64 %t74, %t67, !dbg !1519
  br label %b12, !dbg !1519

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !1519

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !1519
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !1519
  %.98 = sub i64 0, %t76, !dbg !1519
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1519
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1519
  %t82 = mul i64 %.92, %a14, !dbg !1519
  %t83 = add i64 %t82, %t77, !dbg !1519
  %t84 = mul i64 %.92, %a24, !dbg !1519
  %t85 = add i64 %t84, %t78, !dbg !1519
  %t86 = mul i64 %.92, %a33, !dbg !1519
  %t87 = add i64 %t86, %t79, !dbg !1519
  br label %b14, !dbg !1519

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !1519

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !1519
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !1519
  %.112 = sub i64 0, %t88, !dbg !1519
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1519
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1519
  %t94 = mul i64 %.106, %a13, !dbg !1519
  %t95 = add i64 %t94, %t89, !dbg !1519
  %t96 = mul i64 %.106, %a23, !dbg !1519
  %t97 = add i64 %t96, %t90, !dbg !1519
  %t98 = mul i64 %.106, %a32, !dbg !1519
  %t99 = add i64 %t98, %t91, !dbg !1519
  br label %b16, !dbg !1519

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !1519

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !1519
  %t105 = add i64 %t101, %t104, !dbg !1519
  %t106 = mul i64 %t100, %a22, !dbg !1519
  %t107 = add i64 %t102, %t106, !dbg !1519
  %t108 = mul i64 %t100, %a31, !dbg !1519
  %t109 = add i64 %t103, %t108, !dbg !1519
  br label %b18, !dbg !1519

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1519

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t110, !dbg !1519
  %.115 = load double, ptr addrspace(1) %t113, align 8, !dbg !1519
  br label %b20, !dbg !1519

b20:                                              ; preds = %b19, %b18
  %t115 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1519

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t111, !dbg !1519
  %.116 = load double, ptr addrspace(1) %t116, align 8, !dbg !1519
  br label %b22, !dbg !1519

b22:                                              ; preds = %b21, %b20
  %t118 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd double %t115, %t118, !dbg !1520
  %t120 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t112, !dbg !1519
  store double %t119, ptr addrspace(1) %t120, align 8, !dbg !1519
  %t121 = add i64 %t212, %t12, !dbg !1519
  %t22 = icmp slt i64 %t121, %a0, !dbg !1519
  br i1 %t22, label %b2, label %b23, !dbg !1519

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !1519
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #1 !dbg !1521 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1522
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1522
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1522
  %t3 = sext i32 %.1 to i64, !dbg !1522
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1522
  %t5 = sext i32 %.2 to i64, !dbg !1522
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1522
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1522
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1522, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1522
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1522
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1522, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1522
  %.15 = add i32 %.14, %.9, !dbg !1522
  %.16 = udiv i32 %.15, %.6, !dbg !1522
  %t9 = sext i32 %.16 to i64, !dbg !1522
  %t10 = mul nsw i64 %t7, %t5, !dbg !1522
  %t11 = add nsw i64 %t10, %t3, !dbg !1522
  %t12 = mul nsw i64 %t9, %t7, !dbg !1522
  %t141 = icmp slt i64 %t11, %a0, !dbg !1522
  br i1 %t141, label %b2, label %b7, !dbg !1522

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1522

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !1522
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !1522
  br label %b4, !dbg !1522

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1522

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !1522
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !1522
  br label %b6, !dbg !1522

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = icmp eq i64 %t20, 0, !dbg !1523
  %.20 = icmp eq i64 %t20, -1, !dbg !1523
  %0 = add i64 %t20, 1, !dbg !1523
  %1 = icmp ult i64 %0, 2, !dbg !1523
  %.22 = select i1 %1, i64 1, i64 %t20, !dbg !1523
  %.23 = sdiv i64 %t17, %.22, !dbg !1523
  %.24 = sub i64 0, %t17, !dbg !1523
  %.25 = select i1 %.20, i64 %.24, i64 %.23, !dbg !1523
  %.26 = select i1 %.19, i64 -1, i64 %.25, !dbg !1523
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !1522
  store i64 %.26, ptr addrspace(1) %t22, align 8, !dbg !1522
  %t23 = add i64 %t132, %t12, !dbg !1522
  %t14 = icmp slt i64 %t23, %a0, !dbg !1522
  br i1 %t14, label %b2, label %b7, !dbg !1522

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !1522
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #1 !dbg !1524 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1525
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1525
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1525
  %t3 = sext i32 %.1 to i64, !dbg !1525
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1525
  %t5 = sext i32 %.2 to i64, !dbg !1525
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1525
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1525
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1525, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1525
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1525
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1525, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1525
  %.15 = add i32 %.14, %.9, !dbg !1525
  %.16 = udiv i32 %.15, %.6, !dbg !1525
  %t9 = sext i32 %.16 to i64, !dbg !1525
  %t10 = mul nsw i64 %t7, %t5, !dbg !1525
  %t11 = add nsw i64 %t10, %t3, !dbg !1525
  %t12 = mul nsw i64 %t9, %t7, !dbg !1525
  %t13 = icmp sgt i64 %a1, 7, !dbg !1525
  %t14 = icmp sgt i64 %a1, 6, !dbg !1525
  %t15 = icmp sgt i64 %a1, 5, !dbg !1525
  %t16 = icmp sgt i64 %a1, 4, !dbg !1525
  %t17 = icmp sgt i64 %a1, 3, !dbg !1525
  %t18 = icmp sgt i64 %a1, 2, !dbg !1525
  %t19 = icmp sgt i64 %a1, 1, !dbg !1525
  %t20 = icmp sgt i64 %a1, 0, !dbg !1525
  %t221 = icmp slt i64 %t11, %a0, !dbg !1525
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !1525

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
  br label %b2, !dbg !1525

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !1525

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !1525
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !1525
  %.28 = sub i64 0, %t212, !dbg !1525
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1525
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1525
  %t25 = mul i64 %.22, %a19, !dbg !1525
  %t26 = mul i64 %.22, %a29, !dbg !1525
  %t27 = mul i64 %.22, %a38, !dbg !1525
  br label %b4, !dbg !1525

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !1525

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !1525
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !1525
  %.42 = sub i64 0, %t28, !dbg !1525
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1525
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1525
  %t34 = mul i64 %.36, %a18, !dbg !1525
  %t35 = add i64 %t34, %t29, !dbg !1525
  %t36 = mul i64 %.36, %a28, !dbg !1525
  %t37 = add i64 %t36, %t30, !dbg !1525
  %t38 = mul i64 %.36, %a37, !dbg !1525
  %t39 = add i64 %t38, %t31, !dbg !1525
  br label %b6, !dbg !1525

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !1525

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !1525
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !1525
  %.56 = sub i64 0, %t40, !dbg !1525
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1525
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1525
  %t46 = mul i64 %.50, %a17, !dbg !1525
  %t47 = add i64 %t46, %t41, !dbg !1525
  %t48 = mul i64 %.50, %a27, !dbg !1525
  %t49 = add i64 %t48, %t42, !dbg !1525
  %t50 = mul i64 %.50, %a36, !dbg !1525
  %t51 = add i64 %t50, %t43, !dbg !1525
  br label %b8, !dbg !1525

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !1525

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !1525
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !1525
  %.70 = sub i64 0, %t52, !dbg !1525
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1525
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1525
  %t58 = mul i64 %.64, %a16, !dbg !1525
  %t59 = add i64 %t58, %t53, !dbg !1525
  %t60 = mul i64 %.64, %a26, !dbg !1525
  %t61 = add i64 %t60, %t54, !dbg !1525
  %t62 = mul i64 %.64, %a35, !dbg !1525
  %t63 = add i64 %t62, %t55, !dbg !1525
  br label %b10, !dbg !1525

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !1525

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !1525
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !1525
  %.84 = sub i64 0, %t64, !dbg !1525
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1525
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1525
  %t70 = mul i64 %.78, %a15, !dbg !1525
  %t71 = add i64 %t70, %t65, !dbg !1525
  %t72 = mul i64 %.78, %a25, !dbg !1525
  %t73 = add i64 %t72, %t66, !dbg !1525
  %t74 = mul i64 %.78, %a34, !dbg !1525
  %t75 = add i64 %t74, %t67, !dbg !1525
  br label %b12, !dbg !1525

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !1525

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !1525
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !1525
  %.98 = sub i64 0, %t76, !dbg !1525
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1525
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1525
  %t82 = mul i64 %.92, %a14, !dbg !1525
  %t83 = add i64 %t82, %t77, !dbg !1525
  %t84 = mul i64 %.92, %a24, !dbg !1525
  %t85 = add i64 %t84, %t78, !dbg !1525
  %t86 = mul i64 %.92, %a33, !dbg !1525
  %t87 = add i64 %t86, %t79, !dbg !1525
  br label %b14, !dbg !1525

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !1525

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !1525
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !1525
  %.112 = sub i64 0, %t88, !dbg !1525
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1525
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1525
  %t94 = mul i64 %.106, %a13, !dbg !1525
  %t95 = add i64 %t94, %t89, !dbg !1525
  %t96 = mul i64 %.106, %a23, !dbg !1525
  %t97 = add i64 %t96, %t90, !dbg !1525
  %t98 = mul i64 %.106, %a32, !dbg !1525
  %t99 = add i64 %t98, %t91, !dbg !1525
  br label %b16, !dbg !1525

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !1525

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !1525
  %t105 = add i64 %t101, %t104, !dbg !1525
  %t106 = mul i64 %t100, %a22, !dbg !1525
  %t107 = add i64 %t102, %t106, !dbg !1525
  %t108 = mul i64 %t100, %a31, !dbg !1525
  %t109 = add i64 %t103, %t108, !dbg !1525
  br label %b18, !dbg !1525

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1525

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !1525
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !1525
  br label %b20, !dbg !1525

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1525

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !1525
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !1525
  br label %b22, !dbg !1525

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %.117 = icmp eq i64 %t118, 0, !dbg !1526
  %.118 = icmp eq i64 %t118, -1, !dbg !1526
  %21 = add i64 %t118, 1, !dbg !1526
  %22 = icmp ult i64 %21, 2, !dbg !1526
  %.120 = select i1 %22, i64 1, i64 %t118, !dbg !1526
  %.121 = sdiv i64 %t115, %.120, !dbg !1526
  %.122 = sub i64 0, %t115, !dbg !1526
  %.123 = select i1 %.118, i64 %.122, i64 %.121, !dbg !1526
  %.124 = select i1 %.117, i64 -1, i64 %.123, !dbg !1526
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !1525
  store i64 %.124, ptr addrspace(1) %t120, align 8, !dbg !1525
  %t121 = add i64 %t212, %t12, !dbg !1525
  %t22 = icmp slt i64 %t121, %a0, !dbg !1525
  br i1 %t22, label %b2, label %b23, !dbg !1525

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !1525
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) readonly %a7, double %a8, ptr addrspace(1) nocapture writeonly %a9) local_unnamed_addr #1 !dbg !1527 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1528
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1528
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !1528
  %t3.not = icmp eq ptr addrspace(1) %a7, null, !dbg !1528
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1528
  %t5 = sext i32 %.1 to i64, !dbg !1528
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1528
  %t7 = sext i32 %.2 to i64, !dbg !1528
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1528
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1528
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1528, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1528
  %t9 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1528
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1528, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1528
  %.15 = add i32 %.14, %.9, !dbg !1528
  %.16 = udiv i32 %.15, %.6, !dbg !1528
  %t11 = sext i32 %.16 to i64, !dbg !1528
  %t12 = mul nsw i64 %t9, %t7, !dbg !1528
  %t13 = add nsw i64 %t12, %t5, !dbg !1528
  %t14 = mul nsw i64 %t11, %t9, !dbg !1528
  %t161 = icmp slt i64 %t13, %a0, !dbg !1528
  br i1 %t161, label %b2, label %b11, !dbg !1528

b2:                                               ; preds = %entry, %b10
  %t152 = phi i64 [ %t33, %b10 ], [ %t13, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1528

b3:                                               ; preds = %b2
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t152, !dbg !1528
  %.17 = load double, ptr addrspace(1) %t17, align 8, !dbg !1528
  br label %b4, !dbg !1528

b4:                                               ; preds = %b3, %b2
  %t19 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1528

b5:                                               ; preds = %b4
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t152, !dbg !1528
  %.18 = load double, ptr addrspace(1) %t20, align 8, !dbg !1528
  br label %b6, !dbg !1528

b6:                                               ; preds = %b5, %b4
  %t22 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !1528

b7:                                               ; preds = %b6
  %t23 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t152, !dbg !1528
  %.19 = load double, ptr addrspace(1) %t23, align 8, !dbg !1528
  br label %b8, !dbg !1528

b8:                                               ; preds = %b7, %b6
  %t25 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  br i1 %t3.not, label %b10, label %b9, !dbg !1528

b9:                                               ; preds = %b8
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t152, !dbg !1528
  %.20 = load double, ptr addrspace(1) %t26, align 8, !dbg !1528
  br label %b10, !dbg !1528

b10:                                              ; preds = %b9, %b8
  %t28 = phi double [ %.20, %b9 ], [ %a8, %b8 ]
  %t29 = fmul double %t19, %t22, !dbg !1529
  %t30 = fmul double %t25, %t28, !dbg !1530
  %t31 = fadd double %t29, %t30, !dbg !1531
  %t32 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t152, !dbg !1528
  store double %t31, ptr addrspace(1) %t32, align 8, !dbg !1528
  %t33 = add i64 %t152, %t14, !dbg !1528
  %t16 = icmp slt i64 %t33, %a0, !dbg !1528
  br i1 %t16, label %b2, label %b11, !dbg !1528

b11:                                              ; preds = %b10, %entry
  ret void, !dbg !1528
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) readonly %a40, double %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48, i64 %a49, ptr addrspace(1) nocapture writeonly %a50, i64 %a51, i64 %a52, i64 %a53, i64 %a54, i64 %a55, i64 %a56, i64 %a57, i64 %a58) local_unnamed_addr #1 !dbg !1532 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1533
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1533
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !1533
  %t3.not = icmp eq ptr addrspace(1) %a40, null, !dbg !1533
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1533
  %t5 = sext i32 %.1 to i64, !dbg !1533
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1533
  %t7 = sext i32 %.2 to i64, !dbg !1533
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1533
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1533
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1533, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1533
  %t9 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1533
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1533, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1533
  %.15 = add i32 %.14, %.9, !dbg !1533
  %.16 = udiv i32 %.15, %.6, !dbg !1533
  %t11 = sext i32 %.16 to i64, !dbg !1533
  %t12 = mul nsw i64 %t9, %t7, !dbg !1533
  %t13 = add nsw i64 %t12, %t5, !dbg !1533
  %t14 = mul nsw i64 %t11, %t9, !dbg !1533
  %t15 = icmp sgt i64 %a1, 7, !dbg !1533
  %t16 = icmp sgt i64 %a1, 6, !dbg !1533
  %t17 = icmp sgt i64 %a1, 5, !dbg !1533
  %t18 = icmp sgt i64 %a1, 4, !dbg !1533
  %t19 = icmp sgt i64 %a1, 3, !dbg !1533
  %t20 = icmp sgt i64 %a1, 2, !dbg !1533
  %t21 = icmp sgt i64 %a1, 1, !dbg !1533
  %t22 = icmp sgt i64 %a1, 0, !dbg !1533
  %t241 = icmp slt i64 %t13, %a0, !dbg !1533
  br i1 %t241, label %b2.lr.ph, label %b27, !dbg !1533

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
  br label %b2, !dbg !1533

b2:                                               ; preds = %b2.lr.ph, %b26
  %t232 = phi i64 [ %t13, %b2.lr.ph ], [ %t177, %b26 ]
  br i1 %t15, label %b3, label %b4, !dbg !1533

b3:                                               ; preds = %b2
  %t232.frozen = freeze i64 %t232
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t232.frozen, %.20.frozen, !dbg !1533
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t232.frozen, %14
  %.22 = select i1 %.17, i64 %t232, i64 %.21.decomposed, !dbg !1533
  %.28 = sub i64 0, %t232, !dbg !1533
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1533
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1533
  %t27 = mul i64 %.22, %a19, !dbg !1533
  %t28 = mul i64 %.22, %a29, !dbg !1533
  %t29 = mul i64 %.22, %a39, !dbg !1533
  %t30 = mul i64 %.22, %a49, !dbg !1533
  %t31 = mul i64 %.22, %a58, !dbg !1533
  br label %b4, !dbg !1533

b4:                                               ; preds = %b3, %b2
  %t32 = phi i64 [ %.30, %b3 ], [ %t232, %b2 ]
  %t33 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t35 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  %t36 = phi i64 [ %t30, %b3 ], [ 0, %b2 ]
  %t37 = phi i64 [ %t31, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !1533

b5:                                               ; preds = %b4
  %t32.frozen = freeze i64 %t32
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t32.frozen, %.34.frozen, !dbg !1533
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t32.frozen, %15
  %.36 = select i1 %.31, i64 %t32, i64 %.35.decomposed, !dbg !1533
  %.42 = sub i64 0, %t32, !dbg !1533
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1533
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1533
  %t40 = mul i64 %.36, %a18, !dbg !1533
  %t41 = add i64 %t40, %t33, !dbg !1533
  %t42 = mul i64 %.36, %a28, !dbg !1533
  %t43 = add i64 %t42, %t34, !dbg !1533
  %t44 = mul i64 %.36, %a38, !dbg !1533
  %t45 = add i64 %t44, %t35, !dbg !1533
  %t46 = mul i64 %.36, %a48, !dbg !1533
  %t47 = add i64 %t46, %t36, !dbg !1533
  %t48 = mul i64 %.36, %a57, !dbg !1533
  %t49 = add i64 %t48, %t37, !dbg !1533
  br label %b6, !dbg !1533

b6:                                               ; preds = %b5, %b4
  %t50 = phi i64 [ %.44, %b5 ], [ %t32, %b4 ]
  %t51 = phi i64 [ %t41, %b5 ], [ %t33, %b4 ]
  %t52 = phi i64 [ %t43, %b5 ], [ %t34, %b4 ]
  %t53 = phi i64 [ %t45, %b5 ], [ %t35, %b4 ]
  %t54 = phi i64 [ %t47, %b5 ], [ %t36, %b4 ]
  %t55 = phi i64 [ %t49, %b5 ], [ %t37, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !1533

b7:                                               ; preds = %b6
  %t50.frozen = freeze i64 %t50
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t50.frozen, %.48.frozen, !dbg !1533
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t50.frozen, %16
  %.50 = select i1 %.45, i64 %t50, i64 %.49.decomposed, !dbg !1533
  %.56 = sub i64 0, %t50, !dbg !1533
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1533
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1533
  %t58 = mul i64 %.50, %a17, !dbg !1533
  %t59 = add i64 %t58, %t51, !dbg !1533
  %t60 = mul i64 %.50, %a27, !dbg !1533
  %t61 = add i64 %t60, %t52, !dbg !1533
  %t62 = mul i64 %.50, %a37, !dbg !1533
  %t63 = add i64 %t62, %t53, !dbg !1533
  %t64 = mul i64 %.50, %a47, !dbg !1533
  %t65 = add i64 %t64, %t54, !dbg !1533
  %t66 = mul i64 %.50, %a56, !dbg !1533
  %t67 = add i64 %t66, %t55, !dbg !1533
  br label %b8, !dbg !1533

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %.58, %b7 ], [ %t50, %b6 ]
  %t69 = phi i64 [ %t59, %b7 ], [ %t51, %b6 ]
  %t70 = phi i64 [ %t61, %b7 ], [ %t52, %b6 ]
  %t71 = phi i64 [ %t63, %b7 ], [ %t53, %b6 ]
  %t72 = phi i64 [ %t65, %b7 ], [ %t54, %b6 ]
  %t73 = phi i64 [ %t67, %b7 ], [ %t55, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !1533

b9:                                               ; preds = %b8
  %t68.frozen = freeze i64 %t68
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t68.frozen, %.62.frozen, !dbg !1533
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t68.frozen, %17
  %.64 = select i1 %.59, i64 %t68, i64 %.63.decomposed, !dbg !1533
  %.70 = sub i64 0, %t68, !dbg !1533
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1533
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1533
  %t76 = mul i64 %.64, %a16, !dbg !1533
  %t77 = add i64 %t76, %t69, !dbg !1533
  %t78 = mul i64 %.64, %a26, !dbg !1533
  %t79 = add i64 %t78, %t70, !dbg !1533
  %t80 = mul i64 %.64, %a36, !dbg !1533
  %t81 = add i64 %t80, %t71, !dbg !1533
  %t82 = mul i64 %.64, %a46, !dbg !1533
  %t83 = add i64 %t82, %t72, !dbg !1533
  %t84 = mul i64 %.64, %a55, !dbg !1533
  %t85 = add i64 %t84, %t73, !dbg !1533
  br label %b10, !dbg !1533

b10:                                              ; preds = %b9, %b8
  %t86 = phi i64 [ %.72, %b9 ], [ %t68, %b8 ]
  %t87 = phi i64 [ %t77, %b9 ], [ %t69, %b8 ]
  %t88 = phi i64 [ %t79, %b9 ], [ %t70, %b8 ]
  %t89 = phi i64 [ %t81, %b9 ], [ %t71, %b8 ]
  %t90 = phi i64 [ %t83, %b9 ], [ %t72, %b8 ]
  %t91 = phi i64 [ %t85, %b9 ], [ %t73, %b8 ]
  br i1 %t19, label %b11, label %b12, !dbg !1533

b11:                                              ; preds = %b10
  %t86.frozen = freeze i64 %t86
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t86.frozen, %.76.frozen, !dbg !1533
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t86.frozen, %18
  %.78 = select i1 %.73, i64 %t86, i64 %.77.decomposed, !dbg !1533
  %.84 = sub i64 0, %t86, !dbg !1533
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1533
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1533
  %t94 = mul i64 %.78, %a15, !dbg !1533
  %t95 = add i64 %t94, %t87, !dbg !1533
  %t96 = mul i64 %.78, %a25, !dbg !1533
  %t97 = add i64 %t96, %t88, !dbg !1533
  %t98 = mul i64 %.78, %a35, !dbg !1533
  %t99 = add i64 %t98, %t89, !dbg !1533
  %t100 = mul i64 %.78, %a45, !dbg !1533
  %t101 = add i64 %t100, %t90, !dbg !1533
  %t102 = mul i64 %.78, %a54, !dbg !1533
  %t103 = add i64 %t102, %t91, !dbg !1533
  br label %b12, !dbg !1533

b12:                                              ; preds = %b11, %b10
  %t104 = phi i64 [ %.86, %b11 ], [ %t86, %b10 ]
  %t105 = phi i64 [ %t95, %b11 ], [ %t87, %b10 ]
  %t106 = phi i64 [ %t97, %b11 ], [ %t88, %b10 ]
  %t107 = phi i64 [ %t99, %b11 ], [ %t89, %b10 ]
  %t108 = phi i64 [ %t101, %b11 ], [ %t90, %b10 ]
  %t109 = phi i64 [ %t103, %b11 ], [ %t91, %b10 ]
  br i1 %t20, label %b13, label %b14, !dbg !1533

b13:                                              ; preds = %b12
  %t104.frozen = freeze i64 %t104
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t104.frozen, %.90.frozen, !dbg !1533
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t104.frozen, %19
  %.92 = select i1 %.87, i64 %t104, i64 %.91.decomposed, !dbg !1533
  %.98 = sub i64 0, %t104, !dbg !1533
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1533
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1533
  %t112 = mul i64 %.92, %a14, !dbg !1533
  %t113 = add i64 %t112, %t105, !dbg !1533
  %t114 = mul i64 %.92, %a24, !dbg !1533
  %t115 = add i64 %t114, %t106, !dbg !1533
  %t116 = mul i64 %.92, %a34, !dbg !1533
  %t117 = add i64 %t116, %t107, !dbg !1533
  %t118 = mul i64 %.92, %a44, !dbg !1533
  %t119 = add i64 %t118, %t108, !dbg !1533
  %t120 = mul i64 %.92, %a53, !dbg !1533
  %t121 = add i64 %t120, %t109, !dbg !1533
  br label %b14, !dbg !1533

b14:                                              ; preds = %b13, %b12
  %t122 = phi i64 [ %.100, %b13 ], [ %t104, %b12 ]
  %t123 = phi i64 [ %t113, %b13 ], [ %t105, %b12 ]
  %t124 = phi i64 [ %t115, %b13 ], [ %t106, %b12 ]
  %t125 = phi i64 [ %t117, %b13 ], [ %t107, %b12 ]
  %t126 = phi i64 [ %t119, %b13 ], [ %t108, %b12 ]
  %t127 = phi i64 [ %t121, %b13 ], [ %t109, %b12 ]
  br i1 %t21, label %b15, label %b16, !dbg !1533

b15:                                              ; preds = %b14
  %t122.frozen = freeze i64 %t122
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t122.frozen, %.104.frozen, !dbg !1533
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t122.frozen, %20
  %.106 = select i1 %.101, i64 %t122, i64 %.105.decomposed, !dbg !1533
  %.112 = sub i64 0, %t122, !dbg !1533
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1533
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1533
  %t130 = mul i64 %.106, %a13, !dbg !1533
  %t131 = add i64 %t130, %t123, !dbg !1533
  %t132 = mul i64 %.106, %a23, !dbg !1533
  %t133 = add i64 %t132, %t124, !dbg !1533
  %t134 = mul i64 %.106, %a33, !dbg !1533
  %t135 = add i64 %t134, %t125, !dbg !1533
  %t136 = mul i64 %.106, %a43, !dbg !1533
  %t137 = add i64 %t136, %t126, !dbg !1533
  %t138 = mul i64 %.106, %a52, !dbg !1533
  %t139 = add i64 %t138, %t127, !dbg !1533
  br label %b16, !dbg !1533

b16:                                              ; preds = %b15, %b14
  %t140 = phi i64 [ %.114, %b15 ], [ %t122, %b14 ]
  %t141 = phi i64 [ %t131, %b15 ], [ %t123, %b14 ]
  %t142 = phi i64 [ %t133, %b15 ], [ %t124, %b14 ]
  %t143 = phi i64 [ %t135, %b15 ], [ %t125, %b14 ]
  %t144 = phi i64 [ %t137, %b15 ], [ %t126, %b14 ]
  %t145 = phi i64 [ %t139, %b15 ], [ %t127, %b14 ]
  br i1 %t22, label %b17, label %b18, !dbg !1533

b17:                                              ; preds = %b16
  %t146 = mul i64 %t140, %a12, !dbg !1533
  %t147 = add i64 %t141, %t146, !dbg !1533
  %t148 = mul i64 %t140, %a22, !dbg !1533
  %t149 = add i64 %t142, %t148, !dbg !1533
  %t150 = mul i64 %t140, %a32, !dbg !1533
  %t151 = add i64 %t143, %t150, !dbg !1533
  %t152 = mul i64 %t140, %a42, !dbg !1533
  %t153 = add i64 %t144, %t152, !dbg !1533
  %t154 = mul i64 %t140, %a51, !dbg !1533
  %t155 = add i64 %t145, %t154, !dbg !1533
  br label %b18, !dbg !1533

b18:                                              ; preds = %b17, %b16
  %t156 = phi i64 [ %t147, %b17 ], [ %t141, %b16 ]
  %t157 = phi i64 [ %t149, %b17 ], [ %t142, %b16 ]
  %t158 = phi i64 [ %t151, %b17 ], [ %t143, %b16 ]
  %t159 = phi i64 [ %t153, %b17 ], [ %t144, %b16 ]
  %t160 = phi i64 [ %t155, %b17 ], [ %t145, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1533

b19:                                              ; preds = %b18
  %t161 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t156, !dbg !1533
  %.115 = load double, ptr addrspace(1) %t161, align 8, !dbg !1533
  br label %b20, !dbg !1533

b20:                                              ; preds = %b19, %b18
  %t163 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1533

b21:                                              ; preds = %b20
  %t164 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t157, !dbg !1533
  %.116 = load double, ptr addrspace(1) %t164, align 8, !dbg !1533
  br label %b22, !dbg !1533

b22:                                              ; preds = %b21, %b20
  %t166 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !1533

b23:                                              ; preds = %b22
  %t167 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t158, !dbg !1533
  %.117 = load double, ptr addrspace(1) %t167, align 8, !dbg !1533
  br label %b24, !dbg !1533

b24:                                              ; preds = %b23, %b22
  %t169 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  br i1 %t3.not, label %b26, label %b25, !dbg !1533

b25:                                              ; preds = %b24
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t159, !dbg !1533
  %.118 = load double, ptr addrspace(1) %t170, align 8, !dbg !1533
  br label %b26, !dbg !1533

b26:                                              ; preds = %b25, %b24
  %t172 = phi double [ %.118, %b25 ], [ %a41, %b24 ]
  %t173 = fmul double %t163, %t166, !dbg !1534
  %t174 = fmul double %t169, %t172, !dbg !1535
  %t175 = fadd double %t173, %t174, !dbg !1536
  %t176 = getelementptr inbounds double, ptr addrspace(1) %a50, i64 %t160, !dbg !1533
  store double %t175, ptr addrspace(1) %t176, align 8, !dbg !1533
  %t177 = add i64 %t232, %t14, !dbg !1533
  %t24 = icmp slt i64 %t177, %a0, !dbg !1533
  br i1 %t24, label %b2, label %b27, !dbg !1533

b27:                                              ; preds = %b26, %entry
  ret void, !dbg !1533
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, i8 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #1 !dbg !1537 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !1538
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !1538
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1538
  %t3 = sext i32 %.1 to i64, !dbg !1538
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1538
  %t5 = sext i32 %.2 to i64, !dbg !1538
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1538
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1538
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1538, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1538
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1538
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1538, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1538
  %.15 = add i32 %.14, %.9, !dbg !1538
  %.16 = udiv i32 %.15, %.6, !dbg !1538
  %t9 = sext i32 %.16 to i64, !dbg !1538
  %t10 = mul nsw i64 %t7, %t5, !dbg !1538
  %t11 = add nsw i64 %t10, %t3, !dbg !1538
  %t12 = mul nsw i64 %t9, %t7, !dbg !1538
  %t141 = icmp slt i64 %t11, %a0, !dbg !1538
  br i1 %t141, label %b2, label %b12, !dbg !1538

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t26, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !1538

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132, !dbg !1538
  %.17 = load float, ptr addrspace(1) %t15, align 4, !dbg !1538
  br label %b4, !dbg !1538

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !1538

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t132, !dbg !1538
  %.18 = load i8, ptr addrspace(1) %t18, align 1, !dbg !1538
  br label %b6, !dbg !1538

b6:                                               ; preds = %b5, %b4
  %t20 = phi i8 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = uitofp i8 %t20 to float, !dbg !1539
  %t22 = fcmp olt float %t17, %t21, !dbg !1540
  %t23 = fcmp ogt float %t17, 2.000000e+02, !dbg !1540
  %.t17 = select i1 %t23, float 2.000000e+02, float %t17, !dbg !1540
  %t24 = select i1 %t22, float %t21, float %.t17, !dbg !1540
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132, !dbg !1538
  store float %t24, ptr addrspace(1) %t25, align 4, !dbg !1538
  %t26 = add i64 %t132, %t12, !dbg !1538
  %t14 = icmp slt i64 %t26, %a0, !dbg !1538
  br i1 %t14, label %b2, label %b12, !dbg !1538

b12:                                              ; preds = %b6, %entry
  ret void, !dbg !1538
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i8 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #1 !dbg !1541 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !1542
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !1542
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1542
  %t3 = sext i32 %.1 to i64, !dbg !1542
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1542
  %t5 = sext i32 %.2 to i64, !dbg !1542
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1542
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1542
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1542, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1542
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1542
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1542, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1542
  %.15 = add i32 %.14, %.9, !dbg !1542
  %.16 = udiv i32 %.15, %.6, !dbg !1542
  %t9 = sext i32 %.16 to i64, !dbg !1542
  %t10 = mul nsw i64 %t7, %t5, !dbg !1542
  %t11 = add nsw i64 %t10, %t3, !dbg !1542
  %t12 = mul nsw i64 %t9, %t7, !dbg !1542
  %t13 = icmp sgt i64 %a1, 7, !dbg !1542
  %t14 = icmp sgt i64 %a1, 6, !dbg !1542
  %t15 = icmp sgt i64 %a1, 5, !dbg !1542
  %t16 = icmp sgt i64 %a1, 4, !dbg !1542
  %t17 = icmp sgt i64 %a1, 3, !dbg !1542
  %t18 = icmp sgt i64 %a1, 2, !dbg !1542
  %t19 = icmp sgt i64 %a1, 1, !dbg !1542
  %t20 = icmp sgt i64 %a1, 0, !dbg !1542
  %t221 = icmp slt i64 %t11, %a0, !dbg !1542
  br i1 %t221, label %b2.lr.ph, label %b28, !dbg !1542

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
  br label %b2, !dbg !1542

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t124, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !1542

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !1542
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !1542
  %.28 = sub i64 0, %t212, !dbg !1542
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1542
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1542
  %t25 = mul i64 %.22, %a19, !dbg !1542
  %t26 = mul i64 %.22, %a29, !dbg !1542
  %t27 = mul i64 %.22, %a38, !dbg !1542
  br label %b4, !dbg !1542

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !1542

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !1542
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !1542
  %.42 = sub i64 0, %t28, !dbg !1542
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1542
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1542
  %t34 = mul i64 %.36, %a18, !dbg !1542
  %t35 = add i64 %t34, %t29, !dbg !1542
  %t36 = mul i64 %.36, %a28, !dbg !1542
  %t37 = add i64 %t36, %t30, !dbg !1542
  %t38 = mul i64 %.36, %a37, !dbg !1542
  %t39 = add i64 %t38, %t31, !dbg !1542
  br label %b6, !dbg !1542

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !1542

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !1542
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !1542
  %.56 = sub i64 0, %t40, !dbg !1542
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1542
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1542
  %t46 = mul i64 %.50, %a17, !dbg !1542
  %t47 = add i64 %t46, %t41, !dbg !1542
  %t48 = mul i64 %.50, %a27, !dbg !1542
  %t49 = add i64 %t48, %t42, !dbg !1542
  %t50 = mul i64 %.50, %a36, !dbg !1542
  %t51 = add i64 %t50, %t43, !dbg !1542
  br label %b8, !dbg !1542

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !1542

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !1542
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !1542
  %.70 = sub i64 0, %t52, !dbg !1542
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1542
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1542
  %t58 = mul i64 %.64, %a16, !dbg !1542
  %t59 = add i64 %t58, %t53, !dbg !1542
  %t60 = mul i64 %.64, %a26, !dbg !1542
  %t61 = add i64 %t60, %t54, !dbg !1542
  %t62 = mul i64 %.64, %a35, !dbg !1542
  %t63 = add i64 %t62, %t55, !dbg !1542
  br label %b10, !dbg !1542

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !1542

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !1542
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !1542
  %.84 = sub i64 0, %t64, !dbg !1542
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1542
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1542
  %t70 = mul i64 %.78, %a15, !dbg !1542
  %t71 = add i64 %t70, %t65, !dbg !1542
  %t72 = mul i64 %.78, %a25, !dbg !1542
  %t73 = add i64 %t72, %t66, !dbg !1542
  %t74 = mul i64 %.78, %a34, !dbg !1542
  %t75 = add i64 %t74, %t67, !dbg !1542
  br label %b12, !dbg !1542

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !1542

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !1542
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !1542
  %.98 = sub i64 0, %t76, !dbg !1542
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1542
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1542
  %t82 = mul i64 %.92, %a14, !dbg !1542
  %t83 = add i64 %t82, %t77, !dbg !1542
  %t84 = mul i64 %.92, %a24, !dbg !1542
  %t85 = add i64 %t84, %t78, !dbg !1542
  %t86 = mul i64 %.92, %a33, !dbg !1542
  %t87 = add i64 %t86, %t79, !dbg !1542
  br label %b14, !dbg !1542

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !1542

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !1542
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !1542
  %.112 = sub i64 0, %t88, !dbg !1542
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1542
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1542
  %t94 = mul i64 %.106, %a13, !dbg !1542
  %t95 = add i64 %t94, %t89, !dbg !1542
  %t96 = mul i64 %.106, %a23, !dbg !1542
  %t97 = add i64 %t96, %t90, !dbg !1542
  %t98 = mul i64 %.106, %a32, !dbg !1542
  %t99 = add i64 %t98, %t91, !dbg !1542
  br label %b16, !dbg !1542

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !1542

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !1542
  %t105 = add i64 %t101, %t104, !dbg !1542
  %t106 = mul i64 %t100, %a22, !dbg !1542
  %t107 = add i64 %t102, %t106, !dbg !1542
  %t108 = mul i64 %t100, %a31, !dbg !1542
  %t109 = add i64 %t103, %t108, !dbg !1542
  br label %b18, !dbg !1542

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !1542

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110, !dbg !1542
  %.115 = load float, ptr addrspace(1) %t113, align 4, !dbg !1542
  br label %b20, !dbg !1542

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !1542

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i8, ptr addrspace(1) %a20, i64 %t111, !dbg !1542
  %.116 = load i8, ptr addrspace(1) %t116, align 1, !dbg !1542
  br label %b22, !dbg !1542

b22:                                              ; preds = %b21, %b20
  %t118 = phi i8 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = uitofp i8 %t118 to float, !dbg !1543
  %t120 = fcmp olt float %t115, %t119, !dbg !1544
  %t121 = fcmp ogt float %t115, 2.000000e+02, !dbg !1544
  %.t115 = select i1 %t121, float 2.000000e+02, float %t115, !dbg !1544
  %t122 = select i1 %t120, float %t119, float %.t115, !dbg !1544
  %t123 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112, !dbg !1542
  store float %t122, ptr addrspace(1) %t123, align 4, !dbg !1542
  %t124 = add i64 %t212, %t12, !dbg !1542
  %t22 = icmp slt i64 %t124, %a0, !dbg !1542
  br i1 %t22, label %b2, label %b28, !dbg !1542

b28:                                              ; preds = %b22, %entry
  ret void, !dbg !1542
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #3 !dbg !1545 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1546
  %t3 = sext i32 %.1 to i64, !dbg !1546
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1546
  %t5 = sext i32 %.2 to i64, !dbg !1546
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1546
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1546
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !1546, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1546
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !1546, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !1546
  %.10 = add i32 %.5, -1, !dbg !1546
  %.11 = add i32 %.10, %.9, !dbg !1546
  %.12 = udiv i32 %.11, %.9, !dbg !1546
  %t7 = sext i32 %.12 to i64, !dbg !1546
  %t8 = shl nsw i64 %t5, 8, !dbg !1546
  %t9 = add nsw i64 %t8, %t3, !dbg !1546
  %t10 = shl nsw i64 %t7, 8, !dbg !1546
  %t11 = icmp slt i64 %t9, %a0, !dbg !1546
  br i1 %t11, label %b1, label %b2, !dbg !1546

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !1546
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !1546
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !1546, !amdgpu.noclobber !6
  br label %b2, !dbg !1546

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !1546
  %t20 = mul i64 %t10, %a2, !dbg !1546
  %t248 = icmp slt i64 %t17, %a0, !dbg !1546
  br i1 %t248, label %b4.preheader, label %b5, !dbg !1546

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !1546
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18, !dbg !1546
  br label %b4, !dbg !1546

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi i64 [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t219, align 8, !dbg !1546
  %t26 = add i64 %.14, %t2311, !dbg !1547
  %t27 = add i64 %t2210, %t10, !dbg !1546
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t219, i64 %t20, !dbg !1546
  %t24 = icmp slt i64 %t27, %a0, !dbg !1546
  br i1 %t24, label %b4, label %b5, !dbg !1546

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !1546
  store i64 %t23.lcssa, ptr addrspace(3) %t29, align 8, !dbg !1546
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !1546
  %.15 = zext i1 %t11 to i8, !dbg !1546
  store i8 %.15, ptr addrspace(3) %t30, align 1, !dbg !1546
  fence syncscope("workgroup") release, !dbg !1546
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1546
  fence syncscope("workgroup") acquire, !dbg !1546
  %t31 = icmp slt i32 %.1, 128, !dbg !1546
  br i1 %t31, label %b6, label %b11, !dbg !1546

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !1546
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !1546
  %.16 = load i64, ptr addrspace(3) %t33, align 8, !dbg !1546
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !1546
  %.17 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1546
  %.18 = icmp ne i8 %.17, 0, !dbg !1546
  %t37 = select i1 %t11, i64 %t23.lcssa, i64 0, !dbg !1546
  %spec.select = add i64 %.16, %t37, !dbg !1546
  %t39 = select i1 %.18, i64 %spec.select, i64 %t23.lcssa, !dbg !1546
  %t40 = select i1 %.18, i1 true, i1 %t11, !dbg !1546
  store i64 %t39, ptr addrspace(3) %t29, align 8, !dbg !1546
  %.19 = zext i1 %t40 to i8, !dbg !1546
  store i8 %.19, ptr addrspace(3) %t30, align 1, !dbg !1546
  br label %b11, !dbg !1546

b11:                                              ; preds = %b6, %b5
  %t41 = phi i64 [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !1546
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1546
  fence syncscope("workgroup") acquire, !dbg !1546
  %t43 = icmp slt i32 %.1, 64, !dbg !1546
  br i1 %t43, label %b12, label %b17, !dbg !1546

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !1546
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !1546
  %.20 = load i64, ptr addrspace(3) %t45, align 8, !dbg !1546
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !1546
  %.21 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1546
  %.22 = icmp ne i8 %.21, 0, !dbg !1546
  %t49 = select i1 %t42, i64 %t41, i64 0, !dbg !1546
  %spec.select1 = add i64 %.20, %t49, !dbg !1546
  %t51 = select i1 %.22, i64 %spec.select1, i64 %t41, !dbg !1546
  %t52 = select i1 %.22, i1 true, i1 %t42, !dbg !1546
  store i64 %t51, ptr addrspace(3) %t29, align 8, !dbg !1546
  %.23 = zext i1 %t52 to i8, !dbg !1546
  store i8 %.23, ptr addrspace(3) %t30, align 1, !dbg !1546
  br label %b17, !dbg !1546

b17:                                              ; preds = %b12, %b11
  %t53 = phi i64 [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !1546
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1546
  fence syncscope("workgroup") acquire, !dbg !1546
  %t55 = icmp slt i32 %.1, 32, !dbg !1546
  br i1 %t55, label %b18, label %b23, !dbg !1546

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !1546
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !1546
  %.24 = load i64, ptr addrspace(3) %t57, align 8, !dbg !1546
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !1546
  %.25 = load i8, ptr addrspace(3) %t59, align 1, !dbg !1546
  %.26 = icmp ne i8 %.25, 0, !dbg !1546
  %t61 = select i1 %t54, i64 %t53, i64 0, !dbg !1546
  %spec.select2 = add i64 %.24, %t61, !dbg !1546
  %t63 = select i1 %.26, i64 %spec.select2, i64 %t53, !dbg !1546
  %t64 = select i1 %.26, i1 true, i1 %t54, !dbg !1546
  br label %b23, !dbg !1546

b23:                                              ; preds = %b18, %b17
  %t65 = phi i64 [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45, !dbg !1546

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1546
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !1546
  %.30 = zext i32 %.29 to i64, !dbg !1546
  %.31 = add nuw nsw i64 %.30, 16, !dbg !1546
  %.32 = icmp ult i32 %.29, 48, !dbg !1546
  %.33 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1546
  %.34 = and i64 %.31, 63, !dbg !1546
  %0 = shl nuw i64 1, %.34, !dbg !1546
  %1 = and i64 %0, %.33, !dbg !1546
  %.36 = icmp ne i64 %1, 0, !dbg !1546
  %.37 = and i1 %.32, %.36, !dbg !1546
  %.38 = trunc i64 %.31 to i32, !dbg !1546
  %.39 = shl i32 %.38, 2, !dbg !1546
  %.40 = trunc i64 %t65 to i32, !dbg !1546
  %.41 = lshr i64 %t65, 32, !dbg !1546
  %.42 = trunc i64 %.41 to i32, !dbg !1546
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !1546
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42), !dbg !1546
  %.45 = zext i32 %.43 to i64, !dbg !1546
  %.46 = zext i32 %.44 to i64, !dbg !1546
  %.47 = shl nuw i64 %.46, 32, !dbg !1546
  %.48 = or i64 %.47, %.45, !dbg !1546
  %t67 = select i1 %.37, i64 %.48, i64 %t65, !dbg !1546
  %.62 = zext i1 %t66 to i32, !dbg !1546
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.62), !dbg !1546
  %2 = and i32 %.63, 1, !dbg !1546
  %.64 = icmp ne i32 %2, 0, !dbg !1546
  %t68 = select i1 %.37, i1 %.64, i1 %t66, !dbg !1546
  %t69 = icmp slt i32 %.1, 16, !dbg !1546
  %t70 = and i1 %t69, %t68, !dbg !1546
  %t71 = select i1 %t66, i64 %t65, i64 0, !dbg !1546
  %spec.select3 = add i64 %t67, %t71, !dbg !1546
  %t73 = select i1 %t70, i64 %spec.select3, i64 %t65, !dbg !1546
  %t74 = select i1 %t70, i1 true, i1 %t66, !dbg !1546
  %.69 = add nuw nsw i64 %.30, 8, !dbg !1546
  %.70 = icmp ult i32 %.29, 56, !dbg !1546
  %.72 = and i64 %.69, 63, !dbg !1546
  %3 = shl nuw i64 1, %.72, !dbg !1546
  %4 = and i64 %3, %.33, !dbg !1546
  %.74 = icmp ne i64 %4, 0, !dbg !1546
  %.75 = and i1 %.70, %.74, !dbg !1546
  %.76 = trunc i64 %.69 to i32, !dbg !1546
  %.77 = shl i32 %.76, 2, !dbg !1546
  %.78 = trunc i64 %t73 to i32, !dbg !1546
  %.79 = lshr i64 %t73, 32, !dbg !1546
  %.80 = trunc i64 %.79 to i32, !dbg !1546
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78), !dbg !1546
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80), !dbg !1546
  %.83 = zext i32 %.81 to i64, !dbg !1546
  %.84 = zext i32 %.82 to i64, !dbg !1546
  %.85 = shl nuw i64 %.84, 32, !dbg !1546
  %.86 = or i64 %.85, %.83, !dbg !1546
  %t75 = select i1 %.75, i64 %.86, i64 %t73, !dbg !1546
  %.100 = zext i1 %t74 to i32, !dbg !1546
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.100), !dbg !1546
  %5 = and i32 %.101, 1, !dbg !1546
  %.102 = icmp ne i32 %5, 0, !dbg !1546
  %t76 = select i1 %.75, i1 %.102, i1 %t74, !dbg !1546
  %t77 = icmp slt i32 %.1, 24, !dbg !1546
  %t78 = and i1 %t77, %t76, !dbg !1546
  %t79 = select i1 %t74, i64 %t73, i64 0, !dbg !1546
  %spec.select4 = add i64 %t75, %t79, !dbg !1546
  %t81 = select i1 %t78, i64 %spec.select4, i64 %t73, !dbg !1546
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !1546
  %.107 = add nuw nsw i64 %.30, 4, !dbg !1546
  %.108 = icmp ult i32 %.29, 60, !dbg !1546
  %.110 = and i64 %.107, 63, !dbg !1546
  %6 = shl nuw i64 1, %.110, !dbg !1546
  %7 = and i64 %6, %.33, !dbg !1546
  %.112 = icmp ne i64 %7, 0, !dbg !1546
  %.113 = and i1 %.108, %.112, !dbg !1546
  %.114 = trunc i64 %.107 to i32, !dbg !1546
  %.115 = shl i32 %.114, 2, !dbg !1546
  %.116 = trunc i64 %t81 to i32, !dbg !1546
  %.117 = lshr i64 %t81, 32, !dbg !1546
  %.118 = trunc i64 %.117 to i32, !dbg !1546
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116), !dbg !1546
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118), !dbg !1546
  %.121 = zext i32 %.119 to i64, !dbg !1546
  %.122 = zext i32 %.120 to i64, !dbg !1546
  %.123 = shl nuw i64 %.122, 32, !dbg !1546
  %.124 = or i64 %.123, %.121, !dbg !1546
  %t83 = select i1 %.113, i64 %.124, i64 %t81, !dbg !1546
  %.138 = zext i1 %t82 to i32, !dbg !1546
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138), !dbg !1546
  %8 = and i32 %.139, 1, !dbg !1546
  %.140 = icmp ne i32 %8, 0, !dbg !1546
  %t84 = select i1 %.113, i1 %.140, i1 %t82, !dbg !1546
  %t85 = icmp slt i32 %.1, 28, !dbg !1546
  %t86 = and i1 %t85, %t84, !dbg !1546
  %t87 = select i1 %t82, i64 %t81, i64 0, !dbg !1546
  %spec.select5 = add i64 %t83, %t87, !dbg !1546
  %t89 = select i1 %t86, i64 %spec.select5, i64 %t81, !dbg !1546
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !1546
  %.145 = add nuw nsw i64 %.30, 2, !dbg !1546
  %.146 = icmp ult i32 %.29, 62, !dbg !1546
  %.148 = and i64 %.145, 63, !dbg !1546
  %9 = shl nuw i64 1, %.148, !dbg !1546
  %10 = and i64 %9, %.33, !dbg !1546
  %.150 = icmp ne i64 %10, 0, !dbg !1546
  %.151 = and i1 %.146, %.150, !dbg !1546
  %.152 = trunc i64 %.145 to i32, !dbg !1546
  %.153 = shl i32 %.152, 2, !dbg !1546
  %.154 = trunc i64 %t89 to i32, !dbg !1546
  %.155 = lshr i64 %t89, 32, !dbg !1546
  %.156 = trunc i64 %.155 to i32, !dbg !1546
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !1546
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156), !dbg !1546
  %.159 = zext i32 %.157 to i64, !dbg !1546
  %.160 = zext i32 %.158 to i64, !dbg !1546
  %.161 = shl nuw i64 %.160, 32, !dbg !1546
  %.162 = or i64 %.161, %.159, !dbg !1546
  %t91 = select i1 %.151, i64 %.162, i64 %t89, !dbg !1546
  %.176 = zext i1 %t90 to i32, !dbg !1546
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.176), !dbg !1546
  %11 = and i32 %.177, 1, !dbg !1546
  %.178 = icmp ne i32 %11, 0, !dbg !1546
  %t92 = select i1 %.151, i1 %.178, i1 %t90, !dbg !1546
  %t93 = icmp slt i32 %.1, 30, !dbg !1546
  %t94 = and i1 %t93, %t92, !dbg !1546
  %t95 = select i1 %t90, i64 %t89, i64 0, !dbg !1546
  %spec.select6 = add i64 %t91, %t95, !dbg !1546
  %t97 = select i1 %t94, i64 %spec.select6, i64 %t89, !dbg !1546
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !1546
  %.183 = add nuw nsw i64 %.30, 1, !dbg !1546
  %.184 = icmp ult i32 %.29, 63, !dbg !1546
  %.186 = and i64 %.183, 63, !dbg !1546
  %12 = shl nuw i64 1, %.186, !dbg !1546
  %13 = and i64 %12, %.33, !dbg !1546
  %.188 = icmp ne i64 %13, 0, !dbg !1546
  %.189 = and i1 %.184, %.188, !dbg !1546
  %.190 = trunc i64 %.183 to i32, !dbg !1546
  %.191 = shl i32 %.190, 2, !dbg !1546
  %.192 = trunc i64 %t97 to i32, !dbg !1546
  %.193 = lshr i64 %t97, 32, !dbg !1546
  %.194 = trunc i64 %.193 to i32, !dbg !1546
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192), !dbg !1546
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194), !dbg !1546
  %.197 = zext i32 %.195 to i64, !dbg !1546
  %.198 = zext i32 %.196 to i64, !dbg !1546
  %.199 = shl nuw i64 %.198, 32, !dbg !1546
  %.200 = or i64 %.199, %.197, !dbg !1546
  %t99 = select i1 %.189, i64 %.200, i64 %t97, !dbg !1546
  %.214 = zext i1 %t98 to i32, !dbg !1546
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.214), !dbg !1546
  %14 = and i32 %.215, 1, !dbg !1546
  %.216 = icmp ne i32 %14, 0, !dbg !1546
  %t100 = select i1 %.189, i1 %.216, i1 %t98, !dbg !1546
  %t101 = icmp ne i32 %.1, 31, !dbg !1546
  %t102 = and i1 %t101, %t100, !dbg !1546
  %t103 = select i1 %t98, i64 %t97, i64 0, !dbg !1546
  %spec.select7 = add i64 %t99, %t103, !dbg !1546
  %t105 = select i1 %t102, i64 %spec.select7, i64 %t97, !dbg !1546
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !1546
  br label %b45, !dbg !1546

b45:                                              ; preds = %b24, %b23
  %t107 = phi i64 [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !1546
  %t110 = and i1 %t109, %t108, !dbg !1546
  br i1 %t110, label %b46, label %b47, !dbg !1546

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !1546
  store i64 %t107, ptr addrspace(1) %t111, align 8, !dbg !1546
  br label %b47, !dbg !1546

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !1546
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #3 !dbg !1548 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1549
  %t3 = sext i32 %.2 to i64, !dbg !1549
  %t4 = icmp slt i64 %t3, %a0, !dbg !1549
  br i1 %t4, label %b1, label %b2, !dbg !1549

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !1549
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !1549, !amdgpu.noclobber !6
  br label %b2, !dbg !1549

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !1549
  %t1210 = icmp slt i64 %t109, %a0, !dbg !1549
  br i1 %t1210, label %b4, label %b5, !dbg !1549

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012, !dbg !1549
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !1549, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %t1111, !dbg !1550
  %t10 = add i64 %t1012, 256, !dbg !1549
  %t12 = icmp slt i64 %t10, %a0, !dbg !1549
  br i1 %t12, label %b4, label %b5, !dbg !1549

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !1549
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !1549
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !1549
  %.5 = zext i1 %t4 to i8, !dbg !1549
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !1549
  fence syncscope("workgroup") release, !dbg !1549
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1549
  fence syncscope("workgroup") acquire, !dbg !1549
  %t19 = icmp slt i32 %.2, 128, !dbg !1549
  br i1 %t19, label %b6, label %b11, !dbg !1549

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !1549
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !1549
  %.6 = load i64, ptr addrspace(3) %t21, align 8, !dbg !1549
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !1549
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !1549
  %.8 = icmp ne i8 %.7, 0, !dbg !1549
  %t25 = select i1 %t4, i64 %t11.lcssa, i64 0, !dbg !1549
  %spec.select = add i64 %.6, %t25, !dbg !1549
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa, !dbg !1549
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !1549
  store i64 %t27, ptr addrspace(3) %t17, align 8, !dbg !1549
  %.9 = zext i1 %t28 to i8, !dbg !1549
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !1549
  br label %b11, !dbg !1549

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !1549
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1549
  fence syncscope("workgroup") acquire, !dbg !1549
  %t31 = icmp slt i32 %.2, 64, !dbg !1549
  br i1 %t31, label %b12, label %b17, !dbg !1549

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !1549
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !1549
  %.10 = load i64, ptr addrspace(3) %t33, align 8, !dbg !1549
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !1549
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1549
  %.12 = icmp ne i8 %.11, 0, !dbg !1549
  %t37 = select i1 %t30, i64 %t29, i64 0, !dbg !1549
  %spec.select1 = add i64 %.10, %t37, !dbg !1549
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29, !dbg !1549
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !1549
  store i64 %t39, ptr addrspace(3) %t17, align 8, !dbg !1549
  %.13 = zext i1 %t40 to i8, !dbg !1549
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !1549
  br label %b17, !dbg !1549

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !1549
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1549
  fence syncscope("workgroup") acquire, !dbg !1549
  %t43 = icmp slt i32 %.2, 32, !dbg !1549
  br i1 %t43, label %b18, label %b23, !dbg !1549

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !1549
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !1549
  %.14 = load i64, ptr addrspace(3) %t45, align 8, !dbg !1549
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !1549
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1549
  %.16 = icmp ne i8 %.15, 0, !dbg !1549
  %t49 = select i1 %t42, i64 %t41, i64 0, !dbg !1549
  %spec.select2 = add i64 %.14, %t49, !dbg !1549
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41, !dbg !1549
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !1549
  br label %b23, !dbg !1549

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !1549

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1549
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !1549
  %.20 = zext i32 %.19 to i64, !dbg !1549
  %.21 = add nuw nsw i64 %.20, 16, !dbg !1549
  %.22 = icmp ult i32 %.19, 48, !dbg !1549
  %.23 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1549
  %.24 = and i64 %.21, 63, !dbg !1549
  %0 = shl nuw i64 1, %.24, !dbg !1549
  %1 = and i64 %0, %.23, !dbg !1549
  %.26 = icmp ne i64 %1, 0, !dbg !1549
  %.27 = and i1 %.22, %.26, !dbg !1549
  %.28 = trunc i64 %.21 to i32, !dbg !1549
  %.29 = shl i32 %.28, 2, !dbg !1549
  %.30 = trunc i64 %t53 to i32, !dbg !1549
  %.31 = lshr i64 %t53, 32, !dbg !1549
  %.32 = trunc i64 %.31 to i32, !dbg !1549
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !1549
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32), !dbg !1549
  %.35 = zext i32 %.33 to i64, !dbg !1549
  %.36 = zext i32 %.34 to i64, !dbg !1549
  %.37 = shl nuw i64 %.36, 32, !dbg !1549
  %.38 = or i64 %.37, %.35, !dbg !1549
  %t55 = select i1 %.27, i64 %.38, i64 %t53, !dbg !1549
  %.52 = zext i1 %t54 to i32, !dbg !1549
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52), !dbg !1549
  %2 = and i32 %.53, 1, !dbg !1549
  %.54 = icmp ne i32 %2, 0, !dbg !1549
  %t56 = select i1 %.27, i1 %.54, i1 %t54, !dbg !1549
  %t57 = icmp slt i32 %.2, 16, !dbg !1549
  %t58 = and i1 %t57, %t56, !dbg !1549
  %t59 = select i1 %t54, i64 %t53, i64 0, !dbg !1549
  %spec.select3 = add i64 %t55, %t59, !dbg !1549
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53, !dbg !1549
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !1549
  %.59 = add nuw nsw i64 %.20, 8, !dbg !1549
  %.60 = icmp ult i32 %.19, 56, !dbg !1549
  %.62 = and i64 %.59, 63, !dbg !1549
  %3 = shl nuw i64 1, %.62, !dbg !1549
  %4 = and i64 %3, %.23, !dbg !1549
  %.64 = icmp ne i64 %4, 0, !dbg !1549
  %.65 = and i1 %.60, %.64, !dbg !1549
  %.66 = trunc i64 %.59 to i32, !dbg !1549
  %.67 = shl i32 %.66, 2, !dbg !1549
  %.68 = trunc i64 %t61 to i32, !dbg !1549
  %.69 = lshr i64 %t61, 32, !dbg !1549
  %.70 = trunc i64 %.69 to i32, !dbg !1549
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68), !dbg !1549
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70), !dbg !1549
  %.73 = zext i32 %.71 to i64, !dbg !1549
  %.74 = zext i32 %.72 to i64, !dbg !1549
  %.75 = shl nuw i64 %.74, 32, !dbg !1549
  %.76 = or i64 %.75, %.73, !dbg !1549
  %t63 = select i1 %.65, i64 %.76, i64 %t61, !dbg !1549
  %.90 = zext i1 %t62 to i32, !dbg !1549
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90), !dbg !1549
  %5 = and i32 %.91, 1, !dbg !1549
  %.92 = icmp ne i32 %5, 0, !dbg !1549
  %t64 = select i1 %.65, i1 %.92, i1 %t62, !dbg !1549
  %t65 = icmp slt i32 %.2, 24, !dbg !1549
  %t66 = and i1 %t65, %t64, !dbg !1549
  %t67 = select i1 %t62, i64 %t61, i64 0, !dbg !1549
  %spec.select4 = add i64 %t63, %t67, !dbg !1549
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61, !dbg !1549
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !1549
  %.97 = add nuw nsw i64 %.20, 4, !dbg !1549
  %.98 = icmp ult i32 %.19, 60, !dbg !1549
  %.100 = and i64 %.97, 63, !dbg !1549
  %6 = shl nuw i64 1, %.100, !dbg !1549
  %7 = and i64 %6, %.23, !dbg !1549
  %.102 = icmp ne i64 %7, 0, !dbg !1549
  %.103 = and i1 %.98, %.102, !dbg !1549
  %.104 = trunc i64 %.97 to i32, !dbg !1549
  %.105 = shl i32 %.104, 2, !dbg !1549
  %.106 = trunc i64 %t69 to i32, !dbg !1549
  %.107 = lshr i64 %t69, 32, !dbg !1549
  %.108 = trunc i64 %.107 to i32, !dbg !1549
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !1549
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108), !dbg !1549
  %.111 = zext i32 %.109 to i64, !dbg !1549
  %.112 = zext i32 %.110 to i64, !dbg !1549
  %.113 = shl nuw i64 %.112, 32, !dbg !1549
  %.114 = or i64 %.113, %.111, !dbg !1549
  %t71 = select i1 %.103, i64 %.114, i64 %t69, !dbg !1549
  %.128 = zext i1 %t70 to i32, !dbg !1549
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128), !dbg !1549
  %8 = and i32 %.129, 1, !dbg !1549
  %.130 = icmp ne i32 %8, 0, !dbg !1549
  %t72 = select i1 %.103, i1 %.130, i1 %t70, !dbg !1549
  %t73 = icmp slt i32 %.2, 28, !dbg !1549
  %t74 = and i1 %t73, %t72, !dbg !1549
  %t75 = select i1 %t70, i64 %t69, i64 0, !dbg !1549
  %spec.select5 = add i64 %t71, %t75, !dbg !1549
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69, !dbg !1549
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !1549
  %.135 = add nuw nsw i64 %.20, 2, !dbg !1549
  %.136 = icmp ult i32 %.19, 62, !dbg !1549
  %.138 = and i64 %.135, 63, !dbg !1549
  %9 = shl nuw i64 1, %.138, !dbg !1549
  %10 = and i64 %9, %.23, !dbg !1549
  %.140 = icmp ne i64 %10, 0, !dbg !1549
  %.141 = and i1 %.136, %.140, !dbg !1549
  %.142 = trunc i64 %.135 to i32, !dbg !1549
  %.143 = shl i32 %.142, 2, !dbg !1549
  %.144 = trunc i64 %t77 to i32, !dbg !1549
  %.145 = lshr i64 %t77, 32, !dbg !1549
  %.146 = trunc i64 %.145 to i32, !dbg !1549
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !1549
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146), !dbg !1549
  %.149 = zext i32 %.147 to i64, !dbg !1549
  %.150 = zext i32 %.148 to i64, !dbg !1549
  %.151 = shl nuw i64 %.150, 32, !dbg !1549
  %.152 = or i64 %.151, %.149, !dbg !1549
  %t79 = select i1 %.141, i64 %.152, i64 %t77, !dbg !1549
  %.166 = zext i1 %t78 to i32, !dbg !1549
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166), !dbg !1549
  %11 = and i32 %.167, 1, !dbg !1549
  %.168 = icmp ne i32 %11, 0, !dbg !1549
  %t80 = select i1 %.141, i1 %.168, i1 %t78, !dbg !1549
  %t81 = icmp slt i32 %.2, 30, !dbg !1549
  %t82 = and i1 %t81, %t80, !dbg !1549
  %t83 = select i1 %t78, i64 %t77, i64 0, !dbg !1549
  %spec.select6 = add i64 %t79, %t83, !dbg !1549
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77, !dbg !1549
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !1549
  %.173 = add nuw nsw i64 %.20, 1, !dbg !1549
  %.174 = icmp ult i32 %.19, 63, !dbg !1549
  %.176 = and i64 %.173, 63, !dbg !1549
  %12 = shl nuw i64 1, %.176, !dbg !1549
  %13 = and i64 %12, %.23, !dbg !1549
  %.178 = icmp ne i64 %13, 0, !dbg !1549
  %.179 = and i1 %.174, %.178, !dbg !1549
  %.180 = trunc i64 %.173 to i32, !dbg !1549
  %.181 = shl i32 %.180, 2, !dbg !1549
  %.182 = trunc i64 %t85 to i32, !dbg !1549
  %.183 = lshr i64 %t85, 32, !dbg !1549
  %.184 = trunc i64 %.183 to i32, !dbg !1549
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182), !dbg !1549
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184), !dbg !1549
  %.187 = zext i32 %.185 to i64, !dbg !1549
  %.188 = zext i32 %.186 to i64, !dbg !1549
  %.189 = shl nuw i64 %.188, 32, !dbg !1549
  %.190 = or i64 %.189, %.187, !dbg !1549
  %t87 = select i1 %.179, i64 %.190, i64 %t85, !dbg !1549
  %.204 = zext i1 %t86 to i32, !dbg !1549
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204), !dbg !1549
  %14 = and i32 %.205, 1, !dbg !1549
  %.206 = icmp ne i32 %14, 0, !dbg !1549
  %t88 = select i1 %.179, i1 %.206, i1 %t86, !dbg !1549
  %t89 = icmp ne i32 %.2, 31, !dbg !1549
  %t90 = and i1 %t89, %t88, !dbg !1549
  %t91 = select i1 %t86, i64 %t85, i64 0, !dbg !1549
  %spec.select7 = add i64 %t87, %t91, !dbg !1549
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85, !dbg !1549
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !1549
  br label %b45, !dbg !1549

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !1549
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !1549
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !1549
  br i1 %or.cond, label %b51, label %b52, !dbg !1549

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, i64 %a3, i64 0, !dbg !1549
  %spec.select8 = add i64 %t95, %t98, !dbg !1549
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3, !dbg !1549
  store i64 %t100, ptr addrspace(1) %a2, align 8, !dbg !1549
  br label %b52, !dbg !1549

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !1549
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #3 !dbg !1551 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1552
  %t3 = sext i32 %.1 to i64, !dbg !1552
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1552
  %t5 = sext i32 %.2 to i64, !dbg !1552
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1552
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1552
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !1552, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1552
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !1552, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !1552
  %.10 = add i32 %.5, -1, !dbg !1552
  %.11 = add i32 %.10, %.9, !dbg !1552
  %.12 = udiv i32 %.11, %.9, !dbg !1552
  %t7 = sext i32 %.12 to i64, !dbg !1552
  %t8 = shl nsw i64 %t5, 8, !dbg !1552
  %t9 = add nsw i64 %t8, %t3, !dbg !1552
  %t10 = shl nsw i64 %t7, 8, !dbg !1552
  %t11 = icmp slt i64 %t9, %a0, !dbg !1552
  br i1 %t11, label %b1, label %b2, !dbg !1552

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !1552
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !1552
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !1552, !amdgpu.noclobber !6
  br label %b2, !dbg !1552

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !1552
  %t20 = mul i64 %t10, %a2, !dbg !1552
  %t248 = icmp slt i64 %t17, %a0, !dbg !1552
  br i1 %t248, label %b4.preheader, label %b5, !dbg !1552

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !1552
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18, !dbg !1552
  br label %b4, !dbg !1552

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi float [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t219, align 4, !dbg !1552
  %t26 = fadd float %t2311, %.14, !dbg !1553
  %t27 = add i64 %t2210, %t10, !dbg !1552
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t219, i64 %t20, !dbg !1552
  %t24 = icmp slt i64 %t27, %a0, !dbg !1552
  br i1 %t24, label %b4, label %b5, !dbg !1552

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !1552
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4, !dbg !1552
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !1552
  %.15 = zext i1 %t11 to i8, !dbg !1552
  store i8 %.15, ptr addrspace(3) %t30, align 1, !dbg !1552
  fence syncscope("workgroup") release, !dbg !1552
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1552
  fence syncscope("workgroup") acquire, !dbg !1552
  %t31 = icmp slt i32 %.1, 128, !dbg !1552
  br i1 %t31, label %b6, label %b11, !dbg !1552

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !1552
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !1552
  %.16 = load float, ptr addrspace(3) %t33, align 4, !dbg !1552
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !1552
  %.17 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1552
  %.18 = icmp ne i8 %.17, 0, !dbg !1552
  %t37 = select i1 %t11, float %t23.lcssa, float -0.000000e+00, !dbg !1552
  %spec.select = fadd float %t37, %.16, !dbg !1552
  %t39 = select i1 %.18, float %spec.select, float %t23.lcssa, !dbg !1552
  %t40 = select i1 %.18, i1 true, i1 %t11, !dbg !1552
  store float %t39, ptr addrspace(3) %t29, align 4, !dbg !1552
  %.19 = zext i1 %t40 to i8, !dbg !1552
  store i8 %.19, ptr addrspace(3) %t30, align 1, !dbg !1552
  br label %b11, !dbg !1552

b11:                                              ; preds = %b6, %b5
  %t41 = phi float [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !1552
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1552
  fence syncscope("workgroup") acquire, !dbg !1552
  %t43 = icmp slt i32 %.1, 64, !dbg !1552
  br i1 %t43, label %b12, label %b17, !dbg !1552

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !1552
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !1552
  %.20 = load float, ptr addrspace(3) %t45, align 4, !dbg !1552
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !1552
  %.21 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1552
  %.22 = icmp ne i8 %.21, 0, !dbg !1552
  %t49 = select i1 %t42, float %t41, float -0.000000e+00, !dbg !1552
  %spec.select1 = fadd float %t49, %.20, !dbg !1552
  %t51 = select i1 %.22, float %spec.select1, float %t41, !dbg !1552
  %t52 = select i1 %.22, i1 true, i1 %t42, !dbg !1552
  store float %t51, ptr addrspace(3) %t29, align 4, !dbg !1552
  %.23 = zext i1 %t52 to i8, !dbg !1552
  store i8 %.23, ptr addrspace(3) %t30, align 1, !dbg !1552
  br label %b17, !dbg !1552

b17:                                              ; preds = %b12, %b11
  %t53 = phi float [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !1552
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1552
  fence syncscope("workgroup") acquire, !dbg !1552
  %t55 = icmp slt i32 %.1, 32, !dbg !1552
  br i1 %t55, label %b18, label %b23, !dbg !1552

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !1552
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !1552
  %.24 = load float, ptr addrspace(3) %t57, align 4, !dbg !1552
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !1552
  %.25 = load i8, ptr addrspace(3) %t59, align 1, !dbg !1552
  %.26 = icmp ne i8 %.25, 0, !dbg !1552
  %t61 = select i1 %t54, float %t53, float -0.000000e+00, !dbg !1552
  %spec.select2 = fadd float %t61, %.24, !dbg !1552
  %t63 = select i1 %.26, float %spec.select2, float %t53, !dbg !1552
  %t64 = select i1 %.26, i1 true, i1 %t54, !dbg !1552
  br label %b23, !dbg !1552

b23:                                              ; preds = %b18, %b17
  %t65 = phi float [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45, !dbg !1552

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1552
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !1552
  %.30 = zext i32 %.29 to i64, !dbg !1552
  %.31 = add nuw nsw i64 %.30, 16, !dbg !1552
  %.32 = icmp ult i32 %.29, 48, !dbg !1552
  %.33 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1552
  %.34 = and i64 %.31, 63, !dbg !1552
  %0 = shl nuw i64 1, %.34, !dbg !1552
  %1 = and i64 %0, %.33, !dbg !1552
  %.36 = icmp ne i64 %1, 0, !dbg !1552
  %.37 = and i1 %.32, %.36, !dbg !1552
  %.38 = trunc i64 %.31 to i32, !dbg !1552
  %.39 = shl i32 %.38, 2, !dbg !1552
  %.40 = bitcast float %t65 to i32, !dbg !1552
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !1552
  %.42 = bitcast i32 %.41 to float, !dbg !1552
  %t67 = select i1 %.37, float %.42, float %t65, !dbg !1552
  %.56 = zext i1 %t66 to i32, !dbg !1552
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56), !dbg !1552
  %2 = and i32 %.57, 1, !dbg !1552
  %.58 = icmp ne i32 %2, 0, !dbg !1552
  %t68 = select i1 %.37, i1 %.58, i1 %t66, !dbg !1552
  %t69 = icmp slt i32 %.1, 16, !dbg !1552
  %t70 = and i1 %t69, %t68, !dbg !1552
  %t71 = select i1 %t66, float %t65, float -0.000000e+00, !dbg !1552
  %spec.select3 = fadd float %t71, %t67, !dbg !1552
  %t73 = select i1 %t70, float %spec.select3, float %t65, !dbg !1552
  %t74 = select i1 %t70, i1 true, i1 %t66, !dbg !1552
  %.63 = add nuw nsw i64 %.30, 8, !dbg !1552
  %.64 = icmp ult i32 %.29, 56, !dbg !1552
  %.66 = and i64 %.63, 63, !dbg !1552
  %3 = shl nuw i64 1, %.66, !dbg !1552
  %4 = and i64 %3, %.33, !dbg !1552
  %.68 = icmp ne i64 %4, 0, !dbg !1552
  %.69 = and i1 %.64, %.68, !dbg !1552
  %.70 = trunc i64 %.63 to i32, !dbg !1552
  %.71 = shl i32 %.70, 2, !dbg !1552
  %.72 = bitcast float %t73 to i32, !dbg !1552
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72), !dbg !1552
  %.74 = bitcast i32 %.73 to float, !dbg !1552
  %t75 = select i1 %.69, float %.74, float %t73, !dbg !1552
  %.88 = zext i1 %t74 to i32, !dbg !1552
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88), !dbg !1552
  %5 = and i32 %.89, 1, !dbg !1552
  %.90 = icmp ne i32 %5, 0, !dbg !1552
  %t76 = select i1 %.69, i1 %.90, i1 %t74, !dbg !1552
  %t77 = icmp slt i32 %.1, 24, !dbg !1552
  %t78 = and i1 %t77, %t76, !dbg !1552
  %t79 = select i1 %t74, float %t73, float -0.000000e+00, !dbg !1552
  %spec.select4 = fadd float %t75, %t79, !dbg !1552
  %t81 = select i1 %t78, float %spec.select4, float %t73, !dbg !1552
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !1552
  %.95 = add nuw nsw i64 %.30, 4, !dbg !1552
  %.96 = icmp ult i32 %.29, 60, !dbg !1552
  %.98 = and i64 %.95, 63, !dbg !1552
  %6 = shl nuw i64 1, %.98, !dbg !1552
  %7 = and i64 %6, %.33, !dbg !1552
  %.100 = icmp ne i64 %7, 0, !dbg !1552
  %.101 = and i1 %.96, %.100, !dbg !1552
  %.102 = trunc i64 %.95 to i32, !dbg !1552
  %.103 = shl i32 %.102, 2, !dbg !1552
  %.104 = bitcast float %t81 to i32, !dbg !1552
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104), !dbg !1552
  %.106 = bitcast i32 %.105 to float, !dbg !1552
  %t83 = select i1 %.101, float %.106, float %t81, !dbg !1552
  %.120 = zext i1 %t82 to i32, !dbg !1552
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120), !dbg !1552
  %8 = and i32 %.121, 1, !dbg !1552
  %.122 = icmp ne i32 %8, 0, !dbg !1552
  %t84 = select i1 %.101, i1 %.122, i1 %t82, !dbg !1552
  %t85 = icmp slt i32 %.1, 28, !dbg !1552
  %t86 = and i1 %t85, %t84, !dbg !1552
  %t87 = select i1 %t82, float %t81, float -0.000000e+00, !dbg !1552
  %spec.select5 = fadd float %t83, %t87, !dbg !1552
  %t89 = select i1 %t86, float %spec.select5, float %t81, !dbg !1552
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !1552
  %.127 = add nuw nsw i64 %.30, 2, !dbg !1552
  %.128 = icmp ult i32 %.29, 62, !dbg !1552
  %.130 = and i64 %.127, 63, !dbg !1552
  %9 = shl nuw i64 1, %.130, !dbg !1552
  %10 = and i64 %9, %.33, !dbg !1552
  %.132 = icmp ne i64 %10, 0, !dbg !1552
  %.133 = and i1 %.128, %.132, !dbg !1552
  %.134 = trunc i64 %.127 to i32, !dbg !1552
  %.135 = shl i32 %.134, 2, !dbg !1552
  %.136 = bitcast float %t89 to i32, !dbg !1552
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136), !dbg !1552
  %.138 = bitcast i32 %.137 to float, !dbg !1552
  %t91 = select i1 %.133, float %.138, float %t89, !dbg !1552
  %.152 = zext i1 %t90 to i32, !dbg !1552
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152), !dbg !1552
  %11 = and i32 %.153, 1, !dbg !1552
  %.154 = icmp ne i32 %11, 0, !dbg !1552
  %t92 = select i1 %.133, i1 %.154, i1 %t90, !dbg !1552
  %t93 = icmp slt i32 %.1, 30, !dbg !1552
  %t94 = and i1 %t93, %t92, !dbg !1552
  %t95 = select i1 %t90, float %t89, float -0.000000e+00, !dbg !1552
  %spec.select6 = fadd float %t91, %t95, !dbg !1552
  %t97 = select i1 %t94, float %spec.select6, float %t89, !dbg !1552
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !1552
  %.159 = add nuw nsw i64 %.30, 1, !dbg !1552
  %.160 = icmp ult i32 %.29, 63, !dbg !1552
  %.162 = and i64 %.159, 63, !dbg !1552
  %12 = shl nuw i64 1, %.162, !dbg !1552
  %13 = and i64 %12, %.33, !dbg !1552
  %.164 = icmp ne i64 %13, 0, !dbg !1552
  %.165 = and i1 %.160, %.164, !dbg !1552
  %.166 = trunc i64 %.159 to i32, !dbg !1552
  %.167 = shl i32 %.166, 2, !dbg !1552
  %.168 = bitcast float %t97 to i32, !dbg !1552
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168), !dbg !1552
  %.170 = bitcast i32 %.169 to float, !dbg !1552
  %t99 = select i1 %.165, float %.170, float %t97, !dbg !1552
  %.184 = zext i1 %t98 to i32, !dbg !1552
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184), !dbg !1552
  %14 = and i32 %.185, 1, !dbg !1552
  %.186 = icmp ne i32 %14, 0, !dbg !1552
  %t100 = select i1 %.165, i1 %.186, i1 %t98, !dbg !1552
  %t101 = icmp ne i32 %.1, 31, !dbg !1552
  %t102 = and i1 %t101, %t100, !dbg !1552
  %t103 = select i1 %t98, float %t97, float -0.000000e+00, !dbg !1552
  %spec.select7 = fadd float %t99, %t103, !dbg !1552
  %t105 = select i1 %t102, float %spec.select7, float %t97, !dbg !1552
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !1552
  br label %b45, !dbg !1552

b45:                                              ; preds = %b24, %b23
  %t107 = phi float [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !1552
  %t110 = and i1 %t109, %t108, !dbg !1552
  br i1 %t110, label %b46, label %b47, !dbg !1552

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !1552
  store float %t107, ptr addrspace(1) %t111, align 4, !dbg !1552
  br label %b47, !dbg !1552

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !1552
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #3 !dbg !1554 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1555
  %t3 = sext i32 %.2 to i64, !dbg !1555
  %t4 = icmp slt i64 %t3, %a0, !dbg !1555
  br i1 %t4, label %b1, label %b2, !dbg !1555

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !1555
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !1555, !amdgpu.noclobber !6
  br label %b2, !dbg !1555

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !1555
  %t1210 = icmp slt i64 %t109, %a0, !dbg !1555
  br i1 %t1210, label %b4, label %b5, !dbg !1555

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012, !dbg !1555
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !1555, !amdgpu.noclobber !6
  %t15 = fadd float %t1111, %.4, !dbg !1556
  %t10 = add i64 %t1012, 256, !dbg !1555
  %t12 = icmp slt i64 %t10, %a0, !dbg !1555
  br i1 %t12, label %b4, label %b5, !dbg !1555

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !1555
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !1555
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !1555
  %.5 = zext i1 %t4 to i8, !dbg !1555
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !1555
  fence syncscope("workgroup") release, !dbg !1555
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1555
  fence syncscope("workgroup") acquire, !dbg !1555
  %t19 = icmp slt i32 %.2, 128, !dbg !1555
  br i1 %t19, label %b6, label %b11, !dbg !1555

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !1555
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !1555
  %.6 = load float, ptr addrspace(3) %t21, align 4, !dbg !1555
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !1555
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !1555
  %.8 = icmp ne i8 %.7, 0, !dbg !1555
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00, !dbg !1555
  %spec.select = fadd float %t25, %.6, !dbg !1555
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa, !dbg !1555
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !1555
  store float %t27, ptr addrspace(3) %t17, align 4, !dbg !1555
  %.9 = zext i1 %t28 to i8, !dbg !1555
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !1555
  br label %b11, !dbg !1555

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !1555
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1555
  fence syncscope("workgroup") acquire, !dbg !1555
  %t31 = icmp slt i32 %.2, 64, !dbg !1555
  br i1 %t31, label %b12, label %b17, !dbg !1555

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !1555
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !1555
  %.10 = load float, ptr addrspace(3) %t33, align 4, !dbg !1555
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !1555
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1555
  %.12 = icmp ne i8 %.11, 0, !dbg !1555
  %t37 = select i1 %t30, float %t29, float -0.000000e+00, !dbg !1555
  %spec.select1 = fadd float %t37, %.10, !dbg !1555
  %t39 = select i1 %.12, float %spec.select1, float %t29, !dbg !1555
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !1555
  store float %t39, ptr addrspace(3) %t17, align 4, !dbg !1555
  %.13 = zext i1 %t40 to i8, !dbg !1555
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !1555
  br label %b17, !dbg !1555

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !1555
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1555
  fence syncscope("workgroup") acquire, !dbg !1555
  %t43 = icmp slt i32 %.2, 32, !dbg !1555
  br i1 %t43, label %b18, label %b23, !dbg !1555

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !1555
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !1555
  %.14 = load float, ptr addrspace(3) %t45, align 4, !dbg !1555
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !1555
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1555
  %.16 = icmp ne i8 %.15, 0, !dbg !1555
  %t49 = select i1 %t42, float %t41, float -0.000000e+00, !dbg !1555
  %spec.select2 = fadd float %t49, %.14, !dbg !1555
  %t51 = select i1 %.16, float %spec.select2, float %t41, !dbg !1555
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !1555
  br label %b23, !dbg !1555

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !1555

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1555
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !1555
  %.20 = zext i32 %.19 to i64, !dbg !1555
  %.21 = add nuw nsw i64 %.20, 16, !dbg !1555
  %.22 = icmp ult i32 %.19, 48, !dbg !1555
  %.23 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1555
  %.24 = and i64 %.21, 63, !dbg !1555
  %0 = shl nuw i64 1, %.24, !dbg !1555
  %1 = and i64 %0, %.23, !dbg !1555
  %.26 = icmp ne i64 %1, 0, !dbg !1555
  %.27 = and i1 %.22, %.26, !dbg !1555
  %.28 = trunc i64 %.21 to i32, !dbg !1555
  %.29 = shl i32 %.28, 2, !dbg !1555
  %.30 = bitcast float %t53 to i32, !dbg !1555
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !1555
  %.32 = bitcast i32 %.31 to float, !dbg !1555
  %t55 = select i1 %.27, float %.32, float %t53, !dbg !1555
  %.46 = zext i1 %t54 to i32, !dbg !1555
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46), !dbg !1555
  %2 = and i32 %.47, 1, !dbg !1555
  %.48 = icmp ne i32 %2, 0, !dbg !1555
  %t56 = select i1 %.27, i1 %.48, i1 %t54, !dbg !1555
  %t57 = icmp slt i32 %.2, 16, !dbg !1555
  %t58 = and i1 %t57, %t56, !dbg !1555
  %t59 = select i1 %t54, float %t53, float -0.000000e+00, !dbg !1555
  %spec.select3 = fadd float %t59, %t55, !dbg !1555
  %t61 = select i1 %t58, float %spec.select3, float %t53, !dbg !1555
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !1555
  %.53 = add nuw nsw i64 %.20, 8, !dbg !1555
  %.54 = icmp ult i32 %.19, 56, !dbg !1555
  %.56 = and i64 %.53, 63, !dbg !1555
  %3 = shl nuw i64 1, %.56, !dbg !1555
  %4 = and i64 %3, %.23, !dbg !1555
  %.58 = icmp ne i64 %4, 0, !dbg !1555
  %.59 = and i1 %.54, %.58, !dbg !1555
  %.60 = trunc i64 %.53 to i32, !dbg !1555
  %.61 = shl i32 %.60, 2, !dbg !1555
  %.62 = bitcast float %t61 to i32, !dbg !1555
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62), !dbg !1555
  %.64 = bitcast i32 %.63 to float, !dbg !1555
  %t63 = select i1 %.59, float %.64, float %t61, !dbg !1555
  %.78 = zext i1 %t62 to i32, !dbg !1555
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78), !dbg !1555
  %5 = and i32 %.79, 1, !dbg !1555
  %.80 = icmp ne i32 %5, 0, !dbg !1555
  %t64 = select i1 %.59, i1 %.80, i1 %t62, !dbg !1555
  %t65 = icmp slt i32 %.2, 24, !dbg !1555
  %t66 = and i1 %t65, %t64, !dbg !1555
  %t67 = select i1 %t62, float %t61, float -0.000000e+00, !dbg !1555
  %spec.select4 = fadd float %t63, %t67, !dbg !1555
  %t69 = select i1 %t66, float %spec.select4, float %t61, !dbg !1555
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !1555
  %.85 = add nuw nsw i64 %.20, 4, !dbg !1555
  %.86 = icmp ult i32 %.19, 60, !dbg !1555
  %.88 = and i64 %.85, 63, !dbg !1555
  %6 = shl nuw i64 1, %.88, !dbg !1555
  %7 = and i64 %6, %.23, !dbg !1555
  %.90 = icmp ne i64 %7, 0, !dbg !1555
  %.91 = and i1 %.86, %.90, !dbg !1555
  %.92 = trunc i64 %.85 to i32, !dbg !1555
  %.93 = shl i32 %.92, 2, !dbg !1555
  %.94 = bitcast float %t69 to i32, !dbg !1555
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94), !dbg !1555
  %.96 = bitcast i32 %.95 to float, !dbg !1555
  %t71 = select i1 %.91, float %.96, float %t69, !dbg !1555
  %.110 = zext i1 %t70 to i32, !dbg !1555
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110), !dbg !1555
  %8 = and i32 %.111, 1, !dbg !1555
  %.112 = icmp ne i32 %8, 0, !dbg !1555
  %t72 = select i1 %.91, i1 %.112, i1 %t70, !dbg !1555
  %t73 = icmp slt i32 %.2, 28, !dbg !1555
  %t74 = and i1 %t73, %t72, !dbg !1555
  %t75 = select i1 %t70, float %t69, float -0.000000e+00, !dbg !1555
  %spec.select5 = fadd float %t71, %t75, !dbg !1555
  %t77 = select i1 %t74, float %spec.select5, float %t69, !dbg !1555
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !1555
  %.117 = add nuw nsw i64 %.20, 2, !dbg !1555
  %.118 = icmp ult i32 %.19, 62, !dbg !1555
  %.120 = and i64 %.117, 63, !dbg !1555
  %9 = shl nuw i64 1, %.120, !dbg !1555
  %10 = and i64 %9, %.23, !dbg !1555
  %.122 = icmp ne i64 %10, 0, !dbg !1555
  %.123 = and i1 %.118, %.122, !dbg !1555
  %.124 = trunc i64 %.117 to i32, !dbg !1555
  %.125 = shl i32 %.124, 2, !dbg !1555
  %.126 = bitcast float %t77 to i32, !dbg !1555
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126), !dbg !1555
  %.128 = bitcast i32 %.127 to float, !dbg !1555
  %t79 = select i1 %.123, float %.128, float %t77, !dbg !1555
  %.142 = zext i1 %t78 to i32, !dbg !1555
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142), !dbg !1555
  %11 = and i32 %.143, 1, !dbg !1555
  %.144 = icmp ne i32 %11, 0, !dbg !1555
  %t80 = select i1 %.123, i1 %.144, i1 %t78, !dbg !1555
  %t81 = icmp slt i32 %.2, 30, !dbg !1555
  %t82 = and i1 %t81, %t80, !dbg !1555
  %t83 = select i1 %t78, float %t77, float -0.000000e+00, !dbg !1555
  %spec.select6 = fadd float %t79, %t83, !dbg !1555
  %t85 = select i1 %t82, float %spec.select6, float %t77, !dbg !1555
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !1555
  %.149 = add nuw nsw i64 %.20, 1, !dbg !1555
  %.150 = icmp ult i32 %.19, 63, !dbg !1555
  %.152 = and i64 %.149, 63, !dbg !1555
  %12 = shl nuw i64 1, %.152, !dbg !1555
  %13 = and i64 %12, %.23, !dbg !1555
  %.154 = icmp ne i64 %13, 0, !dbg !1555
  %.155 = and i1 %.150, %.154, !dbg !1555
  %.156 = trunc i64 %.149 to i32, !dbg !1555
  %.157 = shl i32 %.156, 2, !dbg !1555
  %.158 = bitcast float %t85 to i32, !dbg !1555
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158), !dbg !1555
  %.160 = bitcast i32 %.159 to float, !dbg !1555
  %t87 = select i1 %.155, float %.160, float %t85, !dbg !1555
  %.174 = zext i1 %t86 to i32, !dbg !1555
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174), !dbg !1555
  %14 = and i32 %.175, 1, !dbg !1555
  %.176 = icmp ne i32 %14, 0, !dbg !1555
  %t88 = select i1 %.155, i1 %.176, i1 %t86, !dbg !1555
  %t89 = icmp ne i32 %.2, 31, !dbg !1555
  %t90 = and i1 %t89, %t88, !dbg !1555
  %t91 = select i1 %t86, float %t85, float -0.000000e+00, !dbg !1555
  %spec.select7 = fadd float %t87, %t91, !dbg !1555
  %t93 = select i1 %t90, float %spec.select7, float %t85, !dbg !1555
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !1555
  br label %b45, !dbg !1555

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !1555
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !1555
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !1555
  br i1 %or.cond, label %b51, label %b52, !dbg !1555

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !1555
  %spec.select8 = fadd float %t98, %t95, !dbg !1555
  %t100 = select i1 %t96, float %spec.select8, float %a3, !dbg !1555
  store float %t100, ptr addrspace(1) %a2, align 4, !dbg !1555
  br label %b52, !dbg !1555

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !1555
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #3 !dbg !1557 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1558
  %t3 = sext i32 %.1 to i64, !dbg !1558
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1558
  %t5 = sext i32 %.2 to i64, !dbg !1558
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1558
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1558
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !1558, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1558
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !1558, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !1558
  %.10 = add i32 %.5, -1, !dbg !1558
  %.11 = add i32 %.10, %.9, !dbg !1558
  %.12 = udiv i32 %.11, %.9, !dbg !1558
  %t7 = sext i32 %.12 to i64, !dbg !1558
  %t8 = shl nsw i64 %t5, 8, !dbg !1558
  %t9 = add nsw i64 %t8, %t3, !dbg !1558
  %t10 = shl nsw i64 %t7, 8, !dbg !1558
  %t11 = icmp slt i64 %t9, %a0, !dbg !1558
  br i1 %t11, label %b1, label %b2, !dbg !1558

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !1558
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12, !dbg !1558
  %.13 = load double, ptr addrspace(1) %t13, align 8, !dbg !1558, !amdgpu.noclobber !6
  br label %b2, !dbg !1558

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !1558
  %t20 = mul i64 %t10, %a2, !dbg !1558
  %t248 = icmp slt i64 %t17, %a0, !dbg !1558
  br i1 %t248, label %b4.preheader, label %b5, !dbg !1558

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !1558
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18, !dbg !1558
  br label %b4, !dbg !1558

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi double [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t219, align 8, !dbg !1558
  %t26 = fadd double %t2311, %.14, !dbg !1559
  %t27 = add i64 %t2210, %t10, !dbg !1558
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t219, i64 %t20, !dbg !1558
  %t24 = icmp slt i64 %t27, %a0, !dbg !1558
  br i1 %t24, label %b4, label %b5, !dbg !1558

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi double [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !1558
  store double %t23.lcssa, ptr addrspace(3) %t29, align 8, !dbg !1558
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !1558
  %.15 = zext i1 %t11 to i8, !dbg !1558
  store i8 %.15, ptr addrspace(3) %t30, align 1, !dbg !1558
  fence syncscope("workgroup") release, !dbg !1558
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1558
  fence syncscope("workgroup") acquire, !dbg !1558
  %t31 = icmp slt i32 %.1, 128, !dbg !1558
  br i1 %t31, label %b6, label %b11, !dbg !1558

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !1558
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !1558
  %.16 = load double, ptr addrspace(3) %t33, align 8, !dbg !1558
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !1558
  %.17 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1558
  %.18 = icmp ne i8 %.17, 0, !dbg !1558
  %t37 = select i1 %t11, double %t23.lcssa, double -0.000000e+00, !dbg !1558
  %spec.select = fadd double %t37, %.16, !dbg !1558
  %t39 = select i1 %.18, double %spec.select, double %t23.lcssa, !dbg !1558
  %t40 = select i1 %.18, i1 true, i1 %t11, !dbg !1558
  store double %t39, ptr addrspace(3) %t29, align 8, !dbg !1558
  %.19 = zext i1 %t40 to i8, !dbg !1558
  store i8 %.19, ptr addrspace(3) %t30, align 1, !dbg !1558
  br label %b11, !dbg !1558

b11:                                              ; preds = %b6, %b5
  %t41 = phi double [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !1558
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1558
  fence syncscope("workgroup") acquire, !dbg !1558
  %t43 = icmp slt i32 %.1, 64, !dbg !1558
  br i1 %t43, label %b12, label %b17, !dbg !1558

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !1558
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !1558
  %.20 = load double, ptr addrspace(3) %t45, align 8, !dbg !1558
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !1558
  %.21 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1558
  %.22 = icmp ne i8 %.21, 0, !dbg !1558
  %t49 = select i1 %t42, double %t41, double -0.000000e+00, !dbg !1558
  %spec.select1 = fadd double %t49, %.20, !dbg !1558
  %t51 = select i1 %.22, double %spec.select1, double %t41, !dbg !1558
  %t52 = select i1 %.22, i1 true, i1 %t42, !dbg !1558
  store double %t51, ptr addrspace(3) %t29, align 8, !dbg !1558
  %.23 = zext i1 %t52 to i8, !dbg !1558
  store i8 %.23, ptr addrspace(3) %t30, align 1, !dbg !1558
  br label %b17, !dbg !1558

b17:                                              ; preds = %b12, %b11
  %t53 = phi double [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !1558
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1558
  fence syncscope("workgroup") acquire, !dbg !1558
  %t55 = icmp slt i32 %.1, 32, !dbg !1558
  br i1 %t55, label %b18, label %b23, !dbg !1558

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !1558
  %t57 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !1558
  %.24 = load double, ptr addrspace(3) %t57, align 8, !dbg !1558
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !1558
  %.25 = load i8, ptr addrspace(3) %t59, align 1, !dbg !1558
  %.26 = icmp ne i8 %.25, 0, !dbg !1558
  %t61 = select i1 %t54, double %t53, double -0.000000e+00, !dbg !1558
  %spec.select2 = fadd double %t61, %.24, !dbg !1558
  %t63 = select i1 %.26, double %spec.select2, double %t53, !dbg !1558
  %t64 = select i1 %.26, i1 true, i1 %t54, !dbg !1558
  br label %b23, !dbg !1558

b23:                                              ; preds = %b18, %b17
  %t65 = phi double [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45, !dbg !1558

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1558
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !1558
  %.30 = zext i32 %.29 to i64, !dbg !1558
  %.31 = add nuw nsw i64 %.30, 16, !dbg !1558
  %.32 = icmp ult i32 %.29, 48, !dbg !1558
  %.33 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1558
  %.34 = and i64 %.31, 63, !dbg !1558
  %0 = shl nuw i64 1, %.34, !dbg !1558
  %1 = and i64 %0, %.33, !dbg !1558
  %.36 = icmp ne i64 %1, 0, !dbg !1558
  %.37 = and i1 %.32, %.36, !dbg !1558
  %.38 = trunc i64 %.31 to i32, !dbg !1558
  %.39 = shl i32 %.38, 2, !dbg !1558
  %.40 = bitcast double %t65 to i64, !dbg !1558
  %.41 = trunc i64 %.40 to i32, !dbg !1558
  %.42 = lshr i64 %.40, 32, !dbg !1558
  %.43 = trunc i64 %.42 to i32, !dbg !1558
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.41), !dbg !1558
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.43), !dbg !1558
  %.46 = zext i32 %.44 to i64, !dbg !1558
  %.47 = zext i32 %.45 to i64, !dbg !1558
  %.48 = shl nuw i64 %.47, 32, !dbg !1558
  %.49 = or i64 %.48, %.46, !dbg !1558
  %.50 = bitcast i64 %.49 to double, !dbg !1558
  %t67 = select i1 %.37, double %.50, double %t65, !dbg !1558
  %.64 = zext i1 %t66 to i32, !dbg !1558
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.64), !dbg !1558
  %2 = and i32 %.65, 1, !dbg !1558
  %.66 = icmp ne i32 %2, 0, !dbg !1558
  %t68 = select i1 %.37, i1 %.66, i1 %t66, !dbg !1558
  %t69 = icmp slt i32 %.1, 16, !dbg !1558
  %t70 = and i1 %t69, %t68, !dbg !1558
  %t71 = select i1 %t66, double %t65, double -0.000000e+00, !dbg !1558
  %spec.select3 = fadd double %t71, %t67, !dbg !1558
  %t73 = select i1 %t70, double %spec.select3, double %t65, !dbg !1558
  %t74 = select i1 %t70, i1 true, i1 %t66, !dbg !1558
  %.71 = add nuw nsw i64 %.30, 8, !dbg !1558
  %.72 = icmp ult i32 %.29, 56, !dbg !1558
  %.74 = and i64 %.71, 63, !dbg !1558
  %3 = shl nuw i64 1, %.74, !dbg !1558
  %4 = and i64 %3, %.33, !dbg !1558
  %.76 = icmp ne i64 %4, 0, !dbg !1558
  %.77 = and i1 %.72, %.76, !dbg !1558
  %.78 = trunc i64 %.71 to i32, !dbg !1558
  %.79 = shl i32 %.78, 2, !dbg !1558
  %.80 = bitcast double %t73 to i64, !dbg !1558
  %.81 = trunc i64 %.80 to i32, !dbg !1558
  %.82 = lshr i64 %.80, 32, !dbg !1558
  %.83 = trunc i64 %.82 to i32, !dbg !1558
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.81), !dbg !1558
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.83), !dbg !1558
  %.86 = zext i32 %.84 to i64, !dbg !1558
  %.87 = zext i32 %.85 to i64, !dbg !1558
  %.88 = shl nuw i64 %.87, 32, !dbg !1558
  %.89 = or i64 %.88, %.86, !dbg !1558
  %.90 = bitcast i64 %.89 to double, !dbg !1558
  %t75 = select i1 %.77, double %.90, double %t73, !dbg !1558
  %.104 = zext i1 %t74 to i32, !dbg !1558
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.104), !dbg !1558
  %5 = and i32 %.105, 1, !dbg !1558
  %.106 = icmp ne i32 %5, 0, !dbg !1558
  %t76 = select i1 %.77, i1 %.106, i1 %t74, !dbg !1558
  %t77 = icmp slt i32 %.1, 24, !dbg !1558
  %t78 = and i1 %t77, %t76, !dbg !1558
  %t79 = select i1 %t74, double %t73, double -0.000000e+00, !dbg !1558
  %spec.select4 = fadd double %t75, %t79, !dbg !1558
  %t81 = select i1 %t78, double %spec.select4, double %t73, !dbg !1558
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !1558
  %.111 = add nuw nsw i64 %.30, 4, !dbg !1558
  %.112 = icmp ult i32 %.29, 60, !dbg !1558
  %.114 = and i64 %.111, 63, !dbg !1558
  %6 = shl nuw i64 1, %.114, !dbg !1558
  %7 = and i64 %6, %.33, !dbg !1558
  %.116 = icmp ne i64 %7, 0, !dbg !1558
  %.117 = and i1 %.112, %.116, !dbg !1558
  %.118 = trunc i64 %.111 to i32, !dbg !1558
  %.119 = shl i32 %.118, 2, !dbg !1558
  %.120 = bitcast double %t81 to i64, !dbg !1558
  %.121 = trunc i64 %.120 to i32, !dbg !1558
  %.122 = lshr i64 %.120, 32, !dbg !1558
  %.123 = trunc i64 %.122 to i32, !dbg !1558
  %.124 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.121), !dbg !1558
  %.125 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.123), !dbg !1558
  %.126 = zext i32 %.124 to i64, !dbg !1558
  %.127 = zext i32 %.125 to i64, !dbg !1558
  %.128 = shl nuw i64 %.127, 32, !dbg !1558
  %.129 = or i64 %.128, %.126, !dbg !1558
  %.130 = bitcast i64 %.129 to double, !dbg !1558
  %t83 = select i1 %.117, double %.130, double %t81, !dbg !1558
  %.144 = zext i1 %t82 to i32, !dbg !1558
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.144), !dbg !1558
  %8 = and i32 %.145, 1, !dbg !1558
  %.146 = icmp ne i32 %8, 0, !dbg !1558
  %t84 = select i1 %.117, i1 %.146, i1 %t82, !dbg !1558
  %t85 = icmp slt i32 %.1, 28, !dbg !1558
  %t86 = and i1 %t85, %t84, !dbg !1558
  %t87 = select i1 %t82, double %t81, double -0.000000e+00, !dbg !1558
  %spec.select5 = fadd double %t83, %t87, !dbg !1558
  %t89 = select i1 %t86, double %spec.select5, double %t81, !dbg !1558
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !1558
  %.151 = add nuw nsw i64 %.30, 2, !dbg !1558
  %.152 = icmp ult i32 %.29, 62, !dbg !1558
  %.154 = and i64 %.151, 63, !dbg !1558
  %9 = shl nuw i64 1, %.154, !dbg !1558
  %10 = and i64 %9, %.33, !dbg !1558
  %.156 = icmp ne i64 %10, 0, !dbg !1558
  %.157 = and i1 %.152, %.156, !dbg !1558
  %.158 = trunc i64 %.151 to i32, !dbg !1558
  %.159 = shl i32 %.158, 2, !dbg !1558
  %.160 = bitcast double %t89 to i64, !dbg !1558
  %.161 = trunc i64 %.160 to i32, !dbg !1558
  %.162 = lshr i64 %.160, 32, !dbg !1558
  %.163 = trunc i64 %.162 to i32, !dbg !1558
  %.164 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.161), !dbg !1558
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.163), !dbg !1558
  %.166 = zext i32 %.164 to i64, !dbg !1558
  %.167 = zext i32 %.165 to i64, !dbg !1558
  %.168 = shl nuw i64 %.167, 32, !dbg !1558
  %.169 = or i64 %.168, %.166, !dbg !1558
  %.170 = bitcast i64 %.169 to double, !dbg !1558
  %t91 = select i1 %.157, double %.170, double %t89, !dbg !1558
  %.184 = zext i1 %t90 to i32, !dbg !1558
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.184), !dbg !1558
  %11 = and i32 %.185, 1, !dbg !1558
  %.186 = icmp ne i32 %11, 0, !dbg !1558
  %t92 = select i1 %.157, i1 %.186, i1 %t90, !dbg !1558
  %t93 = icmp slt i32 %.1, 30, !dbg !1558
  %t94 = and i1 %t93, %t92, !dbg !1558
  %t95 = select i1 %t90, double %t89, double -0.000000e+00, !dbg !1558
  %spec.select6 = fadd double %t91, %t95, !dbg !1558
  %t97 = select i1 %t94, double %spec.select6, double %t89, !dbg !1558
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !1558
  %.191 = add nuw nsw i64 %.30, 1, !dbg !1558
  %.192 = icmp ult i32 %.29, 63, !dbg !1558
  %.194 = and i64 %.191, 63, !dbg !1558
  %12 = shl nuw i64 1, %.194, !dbg !1558
  %13 = and i64 %12, %.33, !dbg !1558
  %.196 = icmp ne i64 %13, 0, !dbg !1558
  %.197 = and i1 %.192, %.196, !dbg !1558
  %.198 = trunc i64 %.191 to i32, !dbg !1558
  %.199 = shl i32 %.198, 2, !dbg !1558
  %.200 = bitcast double %t97 to i64, !dbg !1558
  %.201 = trunc i64 %.200 to i32, !dbg !1558
  %.202 = lshr i64 %.200, 32, !dbg !1558
  %.203 = trunc i64 %.202 to i32, !dbg !1558
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.201), !dbg !1558
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.203), !dbg !1558
  %.206 = zext i32 %.204 to i64, !dbg !1558
  %.207 = zext i32 %.205 to i64, !dbg !1558
  %.208 = shl nuw i64 %.207, 32, !dbg !1558
  %.209 = or i64 %.208, %.206, !dbg !1558
  %.210 = bitcast i64 %.209 to double, !dbg !1558
  %t99 = select i1 %.197, double %.210, double %t97, !dbg !1558
  %.224 = zext i1 %t98 to i32, !dbg !1558
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.224), !dbg !1558
  %14 = and i32 %.225, 1, !dbg !1558
  %.226 = icmp ne i32 %14, 0, !dbg !1558
  %t100 = select i1 %.197, i1 %.226, i1 %t98, !dbg !1558
  %t101 = icmp ne i32 %.1, 31, !dbg !1558
  %t102 = and i1 %t101, %t100, !dbg !1558
  %t103 = select i1 %t98, double %t97, double -0.000000e+00, !dbg !1558
  %spec.select7 = fadd double %t99, %t103, !dbg !1558
  %t105 = select i1 %t102, double %spec.select7, double %t97, !dbg !1558
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !1558
  br label %b45, !dbg !1558

b45:                                              ; preds = %b24, %b23
  %t107 = phi double [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !1558
  %t110 = and i1 %t109, %t108, !dbg !1558
  br i1 %t110, label %b46, label %b47, !dbg !1558

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !1558
  store double %t107, ptr addrspace(1) %t111, align 8, !dbg !1558
  br label %b47, !dbg !1558

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !1558
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #3 !dbg !1560 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1561
  %t3 = sext i32 %.2 to i64, !dbg !1561
  %t4 = icmp slt i64 %t3, %a0, !dbg !1561
  br i1 %t4, label %b1, label %b2, !dbg !1561

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3, !dbg !1561
  %.3 = load double, ptr addrspace(1) %t5, align 8, !dbg !1561, !amdgpu.noclobber !6
  br label %b2, !dbg !1561

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !1561
  %t1210 = icmp slt i64 %t109, %a0, !dbg !1561
  br i1 %t1210, label %b4, label %b5, !dbg !1561

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi double [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1012, !dbg !1561
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !1561, !amdgpu.noclobber !6
  %t15 = fadd double %t1111, %.4, !dbg !1562
  %t10 = add i64 %t1012, 256, !dbg !1561
  %t12 = icmp slt i64 %t10, %a0, !dbg !1561
  br i1 %t12, label %b4, label %b5, !dbg !1561

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !1561
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !1561
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !1561
  %.5 = zext i1 %t4 to i8, !dbg !1561
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !1561
  fence syncscope("workgroup") release, !dbg !1561
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1561
  fence syncscope("workgroup") acquire, !dbg !1561
  %t19 = icmp slt i32 %.2, 128, !dbg !1561
  br i1 %t19, label %b6, label %b11, !dbg !1561

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !1561
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !1561
  %.6 = load double, ptr addrspace(3) %t21, align 8, !dbg !1561
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !1561
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !1561
  %.8 = icmp ne i8 %.7, 0, !dbg !1561
  %t25 = select i1 %t4, double %t11.lcssa, double -0.000000e+00, !dbg !1561
  %spec.select = fadd double %t25, %.6, !dbg !1561
  %t27 = select i1 %.8, double %spec.select, double %t11.lcssa, !dbg !1561
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !1561
  store double %t27, ptr addrspace(3) %t17, align 8, !dbg !1561
  %.9 = zext i1 %t28 to i8, !dbg !1561
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !1561
  br label %b11, !dbg !1561

b11:                                              ; preds = %b6, %b5
  %t29 = phi double [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !1561
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1561
  fence syncscope("workgroup") acquire, !dbg !1561
  %t31 = icmp slt i32 %.2, 64, !dbg !1561
  br i1 %t31, label %b12, label %b17, !dbg !1561

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !1561
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !1561
  %.10 = load double, ptr addrspace(3) %t33, align 8, !dbg !1561
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !1561
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1561
  %.12 = icmp ne i8 %.11, 0, !dbg !1561
  %t37 = select i1 %t30, double %t29, double -0.000000e+00, !dbg !1561
  %spec.select1 = fadd double %t37, %.10, !dbg !1561
  %t39 = select i1 %.12, double %spec.select1, double %t29, !dbg !1561
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !1561
  store double %t39, ptr addrspace(3) %t17, align 8, !dbg !1561
  %.13 = zext i1 %t40 to i8, !dbg !1561
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !1561
  br label %b17, !dbg !1561

b17:                                              ; preds = %b12, %b11
  %t41 = phi double [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !1561
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1561
  fence syncscope("workgroup") acquire, !dbg !1561
  %t43 = icmp slt i32 %.2, 32, !dbg !1561
  br i1 %t43, label %b18, label %b23, !dbg !1561

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !1561
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !1561
  %.14 = load double, ptr addrspace(3) %t45, align 8, !dbg !1561
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !1561
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1561
  %.16 = icmp ne i8 %.15, 0, !dbg !1561
  %t49 = select i1 %t42, double %t41, double -0.000000e+00, !dbg !1561
  %spec.select2 = fadd double %t49, %.14, !dbg !1561
  %t51 = select i1 %.16, double %spec.select2, double %t41, !dbg !1561
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !1561
  br label %b23, !dbg !1561

b23:                                              ; preds = %b18, %b17
  %t53 = phi double [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !1561

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1561
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !1561
  %.20 = zext i32 %.19 to i64, !dbg !1561
  %.21 = add nuw nsw i64 %.20, 16, !dbg !1561
  %.22 = icmp ult i32 %.19, 48, !dbg !1561
  %.23 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1561
  %.24 = and i64 %.21, 63, !dbg !1561
  %0 = shl nuw i64 1, %.24, !dbg !1561
  %1 = and i64 %0, %.23, !dbg !1561
  %.26 = icmp ne i64 %1, 0, !dbg !1561
  %.27 = and i1 %.22, %.26, !dbg !1561
  %.28 = trunc i64 %.21 to i32, !dbg !1561
  %.29 = shl i32 %.28, 2, !dbg !1561
  %.30 = bitcast double %t53 to i64, !dbg !1561
  %.31 = trunc i64 %.30 to i32, !dbg !1561
  %.32 = lshr i64 %.30, 32, !dbg !1561
  %.33 = trunc i64 %.32 to i32, !dbg !1561
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.31), !dbg !1561
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.33), !dbg !1561
  %.36 = zext i32 %.34 to i64, !dbg !1561
  %.37 = zext i32 %.35 to i64, !dbg !1561
  %.38 = shl nuw i64 %.37, 32, !dbg !1561
  %.39 = or i64 %.38, %.36, !dbg !1561
  %.40 = bitcast i64 %.39 to double, !dbg !1561
  %t55 = select i1 %.27, double %.40, double %t53, !dbg !1561
  %.54 = zext i1 %t54 to i32, !dbg !1561
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.54), !dbg !1561
  %2 = and i32 %.55, 1, !dbg !1561
  %.56 = icmp ne i32 %2, 0, !dbg !1561
  %t56 = select i1 %.27, i1 %.56, i1 %t54, !dbg !1561
  %t57 = icmp slt i32 %.2, 16, !dbg !1561
  %t58 = and i1 %t57, %t56, !dbg !1561
  %t59 = select i1 %t54, double %t53, double -0.000000e+00, !dbg !1561
  %spec.select3 = fadd double %t59, %t55, !dbg !1561
  %t61 = select i1 %t58, double %spec.select3, double %t53, !dbg !1561
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !1561
  %.61 = add nuw nsw i64 %.20, 8, !dbg !1561
  %.62 = icmp ult i32 %.19, 56, !dbg !1561
  %.64 = and i64 %.61, 63, !dbg !1561
  %3 = shl nuw i64 1, %.64, !dbg !1561
  %4 = and i64 %3, %.23, !dbg !1561
  %.66 = icmp ne i64 %4, 0, !dbg !1561
  %.67 = and i1 %.62, %.66, !dbg !1561
  %.68 = trunc i64 %.61 to i32, !dbg !1561
  %.69 = shl i32 %.68, 2, !dbg !1561
  %.70 = bitcast double %t61 to i64, !dbg !1561
  %.71 = trunc i64 %.70 to i32, !dbg !1561
  %.72 = lshr i64 %.70, 32, !dbg !1561
  %.73 = trunc i64 %.72 to i32, !dbg !1561
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.71), !dbg !1561
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.73), !dbg !1561
  %.76 = zext i32 %.74 to i64, !dbg !1561
  %.77 = zext i32 %.75 to i64, !dbg !1561
  %.78 = shl nuw i64 %.77, 32, !dbg !1561
  %.79 = or i64 %.78, %.76, !dbg !1561
  %.80 = bitcast i64 %.79 to double, !dbg !1561
  %t63 = select i1 %.67, double %.80, double %t61, !dbg !1561
  %.94 = zext i1 %t62 to i32, !dbg !1561
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.94), !dbg !1561
  %5 = and i32 %.95, 1, !dbg !1561
  %.96 = icmp ne i32 %5, 0, !dbg !1561
  %t64 = select i1 %.67, i1 %.96, i1 %t62, !dbg !1561
  %t65 = icmp slt i32 %.2, 24, !dbg !1561
  %t66 = and i1 %t65, %t64, !dbg !1561
  %t67 = select i1 %t62, double %t61, double -0.000000e+00, !dbg !1561
  %spec.select4 = fadd double %t63, %t67, !dbg !1561
  %t69 = select i1 %t66, double %spec.select4, double %t61, !dbg !1561
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !1561
  %.101 = add nuw nsw i64 %.20, 4, !dbg !1561
  %.102 = icmp ult i32 %.19, 60, !dbg !1561
  %.104 = and i64 %.101, 63, !dbg !1561
  %6 = shl nuw i64 1, %.104, !dbg !1561
  %7 = and i64 %6, %.23, !dbg !1561
  %.106 = icmp ne i64 %7, 0, !dbg !1561
  %.107 = and i1 %.102, %.106, !dbg !1561
  %.108 = trunc i64 %.101 to i32, !dbg !1561
  %.109 = shl i32 %.108, 2, !dbg !1561
  %.110 = bitcast double %t69 to i64, !dbg !1561
  %.111 = trunc i64 %.110 to i32, !dbg !1561
  %.112 = lshr i64 %.110, 32, !dbg !1561
  %.113 = trunc i64 %.112 to i32, !dbg !1561
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.111), !dbg !1561
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.113), !dbg !1561
  %.116 = zext i32 %.114 to i64, !dbg !1561
  %.117 = zext i32 %.115 to i64, !dbg !1561
  %.118 = shl nuw i64 %.117, 32, !dbg !1561
  %.119 = or i64 %.118, %.116, !dbg !1561
  %.120 = bitcast i64 %.119 to double, !dbg !1561
  %t71 = select i1 %.107, double %.120, double %t69, !dbg !1561
  %.134 = zext i1 %t70 to i32, !dbg !1561
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.134), !dbg !1561
  %8 = and i32 %.135, 1, !dbg !1561
  %.136 = icmp ne i32 %8, 0, !dbg !1561
  %t72 = select i1 %.107, i1 %.136, i1 %t70, !dbg !1561
  %t73 = icmp slt i32 %.2, 28, !dbg !1561
  %t74 = and i1 %t73, %t72, !dbg !1561
  %t75 = select i1 %t70, double %t69, double -0.000000e+00, !dbg !1561
  %spec.select5 = fadd double %t71, %t75, !dbg !1561
  %t77 = select i1 %t74, double %spec.select5, double %t69, !dbg !1561
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !1561
  %.141 = add nuw nsw i64 %.20, 2, !dbg !1561
  %.142 = icmp ult i32 %.19, 62, !dbg !1561
  %.144 = and i64 %.141, 63, !dbg !1561
  %9 = shl nuw i64 1, %.144, !dbg !1561
  %10 = and i64 %9, %.23, !dbg !1561
  %.146 = icmp ne i64 %10, 0, !dbg !1561
  %.147 = and i1 %.142, %.146, !dbg !1561
  %.148 = trunc i64 %.141 to i32, !dbg !1561
  %.149 = shl i32 %.148, 2, !dbg !1561
  %.150 = bitcast double %t77 to i64, !dbg !1561
  %.151 = trunc i64 %.150 to i32, !dbg !1561
  %.152 = lshr i64 %.150, 32, !dbg !1561
  %.153 = trunc i64 %.152 to i32, !dbg !1561
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.151), !dbg !1561
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.153), !dbg !1561
  %.156 = zext i32 %.154 to i64, !dbg !1561
  %.157 = zext i32 %.155 to i64, !dbg !1561
  %.158 = shl nuw i64 %.157, 32, !dbg !1561
  %.159 = or i64 %.158, %.156, !dbg !1561
  %.160 = bitcast i64 %.159 to double, !dbg !1561
  %t79 = select i1 %.147, double %.160, double %t77, !dbg !1561
  %.174 = zext i1 %t78 to i32, !dbg !1561
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.174), !dbg !1561
  %11 = and i32 %.175, 1, !dbg !1561
  %.176 = icmp ne i32 %11, 0, !dbg !1561
  %t80 = select i1 %.147, i1 %.176, i1 %t78, !dbg !1561
  %t81 = icmp slt i32 %.2, 30, !dbg !1561
  %t82 = and i1 %t81, %t80, !dbg !1561
  %t83 = select i1 %t78, double %t77, double -0.000000e+00, !dbg !1561
  %spec.select6 = fadd double %t79, %t83, !dbg !1561
  %t85 = select i1 %t82, double %spec.select6, double %t77, !dbg !1561
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !1561
  %.181 = add nuw nsw i64 %.20, 1, !dbg !1561
  %.182 = icmp ult i32 %.19, 63, !dbg !1561
  %.184 = and i64 %.181, 63, !dbg !1561
  %12 = shl nuw i64 1, %.184, !dbg !1561
  %13 = and i64 %12, %.23, !dbg !1561
  %.186 = icmp ne i64 %13, 0, !dbg !1561
  %.187 = and i1 %.182, %.186, !dbg !1561
  %.188 = trunc i64 %.181 to i32, !dbg !1561
  %.189 = shl i32 %.188, 2, !dbg !1561
  %.190 = bitcast double %t85 to i64, !dbg !1561
  %.191 = trunc i64 %.190 to i32, !dbg !1561
  %.192 = lshr i64 %.190, 32, !dbg !1561
  %.193 = trunc i64 %.192 to i32, !dbg !1561
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.191), !dbg !1561
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.193), !dbg !1561
  %.196 = zext i32 %.194 to i64, !dbg !1561
  %.197 = zext i32 %.195 to i64, !dbg !1561
  %.198 = shl nuw i64 %.197, 32, !dbg !1561
  %.199 = or i64 %.198, %.196, !dbg !1561
  %.200 = bitcast i64 %.199 to double, !dbg !1561
  %t87 = select i1 %.187, double %.200, double %t85, !dbg !1561
  %.214 = zext i1 %t86 to i32, !dbg !1561
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.214), !dbg !1561
  %14 = and i32 %.215, 1, !dbg !1561
  %.216 = icmp ne i32 %14, 0, !dbg !1561
  %t88 = select i1 %.187, i1 %.216, i1 %t86, !dbg !1561
  %t89 = icmp ne i32 %.2, 31, !dbg !1561
  %t90 = and i1 %t89, %t88, !dbg !1561
  %t91 = select i1 %t86, double %t85, double -0.000000e+00, !dbg !1561
  %spec.select7 = fadd double %t87, %t91, !dbg !1561
  %t93 = select i1 %t90, double %spec.select7, double %t85, !dbg !1561
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !1561
  br label %b45, !dbg !1561

b45:                                              ; preds = %b24, %b23
  %t95 = phi double [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !1561
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !1561
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !1561
  br i1 %or.cond, label %b51, label %b52, !dbg !1561

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, double %a3, double -0.000000e+00, !dbg !1561
  %spec.select8 = fadd double %t98, %t95, !dbg !1561
  %t100 = select i1 %t96, double %spec.select8, double %a3, !dbg !1561
  store double %t100, ptr addrspace(1) %a2, align 8, !dbg !1561
  br label %b52, !dbg !1561

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !1561
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #3 !dbg !1563 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1564
  %t3 = sext i32 %.1 to i64, !dbg !1564
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1564
  %t5 = sext i32 %.2 to i64, !dbg !1564
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1564
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1564
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !1564, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1564
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !1564, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !1564
  %.10 = add i32 %.5, -1, !dbg !1564
  %.11 = add i32 %.10, %.9, !dbg !1564
  %.12 = udiv i32 %.11, %.9, !dbg !1564
  %t7 = sext i32 %.12 to i64, !dbg !1564
  %t8 = shl nsw i64 %t5, 8, !dbg !1564
  %t9 = add nsw i64 %t8, %t3, !dbg !1564
  %t10 = shl nsw i64 %t7, 8, !dbg !1564
  %t11 = icmp slt i64 %t9, %a0, !dbg !1564
  br i1 %t11, label %b1, label %b2, !dbg !1564

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !1564
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !1564
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !1564, !amdgpu.noclobber !6
  br label %b2, !dbg !1564

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !1564
  %t20 = mul i64 %t10, %a2, !dbg !1564
  %t248 = icmp slt i64 %t17, %a0, !dbg !1564
  br i1 %t248, label %b4.preheader, label %b5, !dbg !1564

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !1564
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18, !dbg !1564
  br label %b4, !dbg !1564

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi i64 [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t219, align 8, !dbg !1564
  %t26 = tail call i64 @llvm.smax.i64(i64 %t2311, i64 %.14), !dbg !1565
  %t27 = add i64 %t2210, %t10, !dbg !1564
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t219, i64 %t20, !dbg !1564
  %t24 = icmp slt i64 %t27, %a0, !dbg !1564
  br i1 %t24, label %b4, label %b5, !dbg !1564

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !1564
  store i64 %t23.lcssa, ptr addrspace(3) %t29, align 8, !dbg !1564
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !1564
  %.15 = zext i1 %t11 to i8, !dbg !1564
  store i8 %.15, ptr addrspace(3) %t30, align 1, !dbg !1564
  fence syncscope("workgroup") release, !dbg !1564
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1564
  fence syncscope("workgroup") acquire, !dbg !1564
  %t31 = icmp slt i32 %.1, 128, !dbg !1564
  br i1 %t31, label %b6, label %b11, !dbg !1564

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !1564
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !1564
  %.16 = load i64, ptr addrspace(3) %t33, align 8, !dbg !1564
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !1564
  %.17 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1564
  %.18 = icmp ne i8 %.17, 0, !dbg !1564
  %t37 = tail call i64 @llvm.smax.i64(i64 %t23.lcssa, i64 %.16), !dbg !1564
  %spec.select = select i1 %t11, i64 %t37, i64 %.16, !dbg !1564
  %t39 = select i1 %.18, i64 %spec.select, i64 %t23.lcssa, !dbg !1564
  %t40 = select i1 %.18, i1 true, i1 %t11, !dbg !1564
  store i64 %t39, ptr addrspace(3) %t29, align 8, !dbg !1564
  %.19 = zext i1 %t40 to i8, !dbg !1564
  store i8 %.19, ptr addrspace(3) %t30, align 1, !dbg !1564
  br label %b11, !dbg !1564

b11:                                              ; preds = %b6, %b5
  %t41 = phi i64 [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !1564
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1564
  fence syncscope("workgroup") acquire, !dbg !1564
  %t43 = icmp slt i32 %.1, 64, !dbg !1564
  br i1 %t43, label %b12, label %b17, !dbg !1564

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !1564
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !1564
  %.20 = load i64, ptr addrspace(3) %t45, align 8, !dbg !1564
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !1564
  %.21 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1564
  %.22 = icmp ne i8 %.21, 0, !dbg !1564
  %t49 = tail call i64 @llvm.smax.i64(i64 %t41, i64 %.20), !dbg !1564
  %spec.select1 = select i1 %t42, i64 %t49, i64 %.20, !dbg !1564
  %t51 = select i1 %.22, i64 %spec.select1, i64 %t41, !dbg !1564
  %t52 = select i1 %.22, i1 true, i1 %t42, !dbg !1564
  store i64 %t51, ptr addrspace(3) %t29, align 8, !dbg !1564
  %.23 = zext i1 %t52 to i8, !dbg !1564
  store i8 %.23, ptr addrspace(3) %t30, align 1, !dbg !1564
  br label %b17, !dbg !1564

b17:                                              ; preds = %b12, %b11
  %t53 = phi i64 [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !1564
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1564
  fence syncscope("workgroup") acquire, !dbg !1564
  %t55 = icmp slt i32 %.1, 32, !dbg !1564
  br i1 %t55, label %b18, label %b23, !dbg !1564

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !1564
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !1564
  %.24 = load i64, ptr addrspace(3) %t57, align 8, !dbg !1564
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !1564
  %.25 = load i8, ptr addrspace(3) %t59, align 1, !dbg !1564
  %.26 = icmp ne i8 %.25, 0, !dbg !1564
  %t61 = tail call i64 @llvm.smax.i64(i64 %t53, i64 %.24), !dbg !1564
  %spec.select2 = select i1 %t54, i64 %t61, i64 %.24, !dbg !1564
  %t63 = select i1 %.26, i64 %spec.select2, i64 %t53, !dbg !1564
  %t64 = select i1 %.26, i1 true, i1 %t54, !dbg !1564
  br label %b23, !dbg !1564

b23:                                              ; preds = %b18, %b17
  %t65 = phi i64 [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45, !dbg !1564

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1564
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !1564
  %.30 = zext i32 %.29 to i64, !dbg !1564
  %.31 = add nuw nsw i64 %.30, 16, !dbg !1564
  %.32 = icmp ult i32 %.29, 48, !dbg !1564
  %.33 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1564
  %.34 = and i64 %.31, 63, !dbg !1564
  %0 = shl nuw i64 1, %.34, !dbg !1564
  %1 = and i64 %0, %.33, !dbg !1564
  %.36 = icmp ne i64 %1, 0, !dbg !1564
  %.37 = and i1 %.32, %.36, !dbg !1564
  %.38 = trunc i64 %.31 to i32, !dbg !1564
  %.39 = shl i32 %.38, 2, !dbg !1564
  %.40 = trunc i64 %t65 to i32, !dbg !1564
  %.41 = lshr i64 %t65, 32, !dbg !1564
  %.42 = trunc i64 %.41 to i32, !dbg !1564
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !1564
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42), !dbg !1564
  %.45 = zext i32 %.43 to i64, !dbg !1564
  %.46 = zext i32 %.44 to i64, !dbg !1564
  %.47 = shl nuw i64 %.46, 32, !dbg !1564
  %.48 = or i64 %.47, %.45, !dbg !1564
  %t67 = select i1 %.37, i64 %.48, i64 %t65, !dbg !1564
  %.62 = zext i1 %t66 to i32, !dbg !1564
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.62), !dbg !1564
  %2 = and i32 %.63, 1, !dbg !1564
  %.64 = icmp ne i32 %2, 0, !dbg !1564
  %t68 = select i1 %.37, i1 %.64, i1 %t66, !dbg !1564
  %t69 = icmp slt i32 %.1, 16, !dbg !1564
  %t70 = and i1 %t69, %t68, !dbg !1564
  %t71 = tail call i64 @llvm.smax.i64(i64 %t65, i64 %t67), !dbg !1564
  %spec.select3 = select i1 %t66, i64 %t71, i64 %t67, !dbg !1564
  %t73 = select i1 %t70, i64 %spec.select3, i64 %t65, !dbg !1564
  %t74 = select i1 %t70, i1 true, i1 %t66, !dbg !1564
  %.69 = add nuw nsw i64 %.30, 8, !dbg !1564
  %.70 = icmp ult i32 %.29, 56, !dbg !1564
  %.72 = and i64 %.69, 63, !dbg !1564
  %3 = shl nuw i64 1, %.72, !dbg !1564
  %4 = and i64 %3, %.33, !dbg !1564
  %.74 = icmp ne i64 %4, 0, !dbg !1564
  %.75 = and i1 %.70, %.74, !dbg !1564
  %.76 = trunc i64 %.69 to i32, !dbg !1564
  %.77 = shl i32 %.76, 2, !dbg !1564
  %.78 = trunc i64 %t73 to i32, !dbg !1564
  %.79 = lshr i64 %t73, 32, !dbg !1564
  %.80 = trunc i64 %.79 to i32, !dbg !1564
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78), !dbg !1564
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80), !dbg !1564
  %.83 = zext i32 %.81 to i64, !dbg !1564
  %.84 = zext i32 %.82 to i64, !dbg !1564
  %.85 = shl nuw i64 %.84, 32, !dbg !1564
  %.86 = or i64 %.85, %.83, !dbg !1564
  %t75 = select i1 %.75, i64 %.86, i64 %t73, !dbg !1564
  %.100 = zext i1 %t74 to i32, !dbg !1564
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.100), !dbg !1564
  %5 = and i32 %.101, 1, !dbg !1564
  %.102 = icmp ne i32 %5, 0, !dbg !1564
  %t76 = select i1 %.75, i1 %.102, i1 %t74, !dbg !1564
  %t77 = icmp slt i32 %.1, 24, !dbg !1564
  %t78 = and i1 %t77, %t76, !dbg !1564
  %t79 = tail call i64 @llvm.smax.i64(i64 %t73, i64 %t75), !dbg !1564
  %spec.select4 = select i1 %t74, i64 %t79, i64 %t75, !dbg !1564
  %t81 = select i1 %t78, i64 %spec.select4, i64 %t73, !dbg !1564
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !1564
  %.107 = add nuw nsw i64 %.30, 4, !dbg !1564
  %.108 = icmp ult i32 %.29, 60, !dbg !1564
  %.110 = and i64 %.107, 63, !dbg !1564
  %6 = shl nuw i64 1, %.110, !dbg !1564
  %7 = and i64 %6, %.33, !dbg !1564
  %.112 = icmp ne i64 %7, 0, !dbg !1564
  %.113 = and i1 %.108, %.112, !dbg !1564
  %.114 = trunc i64 %.107 to i32, !dbg !1564
  %.115 = shl i32 %.114, 2, !dbg !1564
  %.116 = trunc i64 %t81 to i32, !dbg !1564
  %.117 = lshr i64 %t81, 32, !dbg !1564
  %.118 = trunc i64 %.117 to i32, !dbg !1564
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116), !dbg !1564
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118), !dbg !1564
  %.121 = zext i32 %.119 to i64, !dbg !1564
  %.122 = zext i32 %.120 to i64, !dbg !1564
  %.123 = shl nuw i64 %.122, 32, !dbg !1564
  %.124 = or i64 %.123, %.121, !dbg !1564
  %t83 = select i1 %.113, i64 %.124, i64 %t81, !dbg !1564
  %.138 = zext i1 %t82 to i32, !dbg !1564
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138), !dbg !1564
  %8 = and i32 %.139, 1, !dbg !1564
  %.140 = icmp ne i32 %8, 0, !dbg !1564
  %t84 = select i1 %.113, i1 %.140, i1 %t82, !dbg !1564
  %t85 = icmp slt i32 %.1, 28, !dbg !1564
  %t86 = and i1 %t85, %t84, !dbg !1564
  %t87 = tail call i64 @llvm.smax.i64(i64 %t81, i64 %t83), !dbg !1564
  %spec.select5 = select i1 %t82, i64 %t87, i64 %t83, !dbg !1564
  %t89 = select i1 %t86, i64 %spec.select5, i64 %t81, !dbg !1564
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !1564
  %.145 = add nuw nsw i64 %.30, 2, !dbg !1564
  %.146 = icmp ult i32 %.29, 62, !dbg !1564
  %.148 = and i64 %.145, 63, !dbg !1564
  %9 = shl nuw i64 1, %.148, !dbg !1564
  %10 = and i64 %9, %.33, !dbg !1564
  %.150 = icmp ne i64 %10, 0, !dbg !1564
  %.151 = and i1 %.146, %.150, !dbg !1564
  %.152 = trunc i64 %.145 to i32, !dbg !1564
  %.153 = shl i32 %.152, 2, !dbg !1564
  %.154 = trunc i64 %t89 to i32, !dbg !1564
  %.155 = lshr i64 %t89, 32, !dbg !1564
  %.156 = trunc i64 %.155 to i32, !dbg !1564
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !1564
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156), !dbg !1564
  %.159 = zext i32 %.157 to i64, !dbg !1564
  %.160 = zext i32 %.158 to i64, !dbg !1564
  %.161 = shl nuw i64 %.160, 32, !dbg !1564
  %.162 = or i64 %.161, %.159, !dbg !1564
  %t91 = select i1 %.151, i64 %.162, i64 %t89, !dbg !1564
  %.176 = zext i1 %t90 to i32, !dbg !1564
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.176), !dbg !1564
  %11 = and i32 %.177, 1, !dbg !1564
  %.178 = icmp ne i32 %11, 0, !dbg !1564
  %t92 = select i1 %.151, i1 %.178, i1 %t90, !dbg !1564
  %t93 = icmp slt i32 %.1, 30, !dbg !1564
  %t94 = and i1 %t93, %t92, !dbg !1564
  %t95 = tail call i64 @llvm.smax.i64(i64 %t89, i64 %t91), !dbg !1564
  %spec.select6 = select i1 %t90, i64 %t95, i64 %t91, !dbg !1564
  %t97 = select i1 %t94, i64 %spec.select6, i64 %t89, !dbg !1564
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !1564
  %.183 = add nuw nsw i64 %.30, 1, !dbg !1564
  %.184 = icmp ult i32 %.29, 63, !dbg !1564
  %.186 = and i64 %.183, 63, !dbg !1564
  %12 = shl nuw i64 1, %.186, !dbg !1564
  %13 = and i64 %12, %.33, !dbg !1564
  %.188 = icmp ne i64 %13, 0, !dbg !1564
  %.189 = and i1 %.184, %.188, !dbg !1564
  %.190 = trunc i64 %.183 to i32, !dbg !1564
  %.191 = shl i32 %.190, 2, !dbg !1564
  %.192 = trunc i64 %t97 to i32, !dbg !1564
  %.193 = lshr i64 %t97, 32, !dbg !1564
  %.194 = trunc i64 %.193 to i32, !dbg !1564
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192), !dbg !1564
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194), !dbg !1564
  %.197 = zext i32 %.195 to i64, !dbg !1564
  %.198 = zext i32 %.196 to i64, !dbg !1564
  %.199 = shl nuw i64 %.198, 32, !dbg !1564
  %.200 = or i64 %.199, %.197, !dbg !1564
  %t99 = select i1 %.189, i64 %.200, i64 %t97, !dbg !1564
  %.214 = zext i1 %t98 to i32, !dbg !1564
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.214), !dbg !1564
  %14 = and i32 %.215, 1, !dbg !1564
  %.216 = icmp ne i32 %14, 0, !dbg !1564
  %t100 = select i1 %.189, i1 %.216, i1 %t98, !dbg !1564
  %t101 = icmp ne i32 %.1, 31, !dbg !1564
  %t102 = and i1 %t101, %t100, !dbg !1564
  %t103 = tail call i64 @llvm.smax.i64(i64 %t97, i64 %t99), !dbg !1564
  %spec.select7 = select i1 %t98, i64 %t103, i64 %t99, !dbg !1564
  %t105 = select i1 %t102, i64 %spec.select7, i64 %t97, !dbg !1564
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !1564
  br label %b45, !dbg !1564

b45:                                              ; preds = %b24, %b23
  %t107 = phi i64 [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !1564
  %t110 = and i1 %t109, %t108, !dbg !1564
  br i1 %t110, label %b46, label %b47, !dbg !1564

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !1564
  store i64 %t107, ptr addrspace(1) %t111, align 8, !dbg !1564
  br label %b47, !dbg !1564

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !1564
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #3 !dbg !1566 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1567
  %t3 = sext i32 %.2 to i64, !dbg !1567
  %t4 = icmp slt i64 %t3, %a0, !dbg !1567
  br i1 %t4, label %b1, label %b2, !dbg !1567

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !1567
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !1567, !amdgpu.noclobber !6
  br label %b2, !dbg !1567

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !1567
  %t1210 = icmp slt i64 %t109, %a0, !dbg !1567
  br i1 %t1210, label %b4, label %b5, !dbg !1567

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012, !dbg !1567
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !1567, !amdgpu.noclobber !6
  %t15 = tail call i64 @llvm.smax.i64(i64 %t1111, i64 %.4), !dbg !1568
  %t10 = add i64 %t1012, 256, !dbg !1567
  %t12 = icmp slt i64 %t10, %a0, !dbg !1567
  br i1 %t12, label %b4, label %b5, !dbg !1567

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !1567
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !1567
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !1567
  %.5 = zext i1 %t4 to i8, !dbg !1567
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !1567
  fence syncscope("workgroup") release, !dbg !1567
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1567
  fence syncscope("workgroup") acquire, !dbg !1567
  %t19 = icmp slt i32 %.2, 128, !dbg !1567
  br i1 %t19, label %b6, label %b11, !dbg !1567

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !1567
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !1567
  %.6 = load i64, ptr addrspace(3) %t21, align 8, !dbg !1567
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !1567
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !1567
  %.8 = icmp ne i8 %.7, 0, !dbg !1567
  %t25 = tail call i64 @llvm.smax.i64(i64 %t11.lcssa, i64 %.6), !dbg !1567
  %spec.select = select i1 %t4, i64 %t25, i64 %.6, !dbg !1567
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa, !dbg !1567
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !1567
  store i64 %t27, ptr addrspace(3) %t17, align 8, !dbg !1567
  %.9 = zext i1 %t28 to i8, !dbg !1567
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !1567
  br label %b11, !dbg !1567

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !1567
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1567
  fence syncscope("workgroup") acquire, !dbg !1567
  %t31 = icmp slt i32 %.2, 64, !dbg !1567
  br i1 %t31, label %b12, label %b17, !dbg !1567

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !1567
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !1567
  %.10 = load i64, ptr addrspace(3) %t33, align 8, !dbg !1567
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !1567
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1567
  %.12 = icmp ne i8 %.11, 0, !dbg !1567
  %t37 = tail call i64 @llvm.smax.i64(i64 %t29, i64 %.10), !dbg !1567
  %spec.select1 = select i1 %t30, i64 %t37, i64 %.10, !dbg !1567
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29, !dbg !1567
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !1567
  store i64 %t39, ptr addrspace(3) %t17, align 8, !dbg !1567
  %.13 = zext i1 %t40 to i8, !dbg !1567
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !1567
  br label %b17, !dbg !1567

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !1567
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1567
  fence syncscope("workgroup") acquire, !dbg !1567
  %t43 = icmp slt i32 %.2, 32, !dbg !1567
  br i1 %t43, label %b18, label %b23, !dbg !1567

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !1567
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !1567
  %.14 = load i64, ptr addrspace(3) %t45, align 8, !dbg !1567
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !1567
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1567
  %.16 = icmp ne i8 %.15, 0, !dbg !1567
  %t49 = tail call i64 @llvm.smax.i64(i64 %t41, i64 %.14), !dbg !1567
  %spec.select2 = select i1 %t42, i64 %t49, i64 %.14, !dbg !1567
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41, !dbg !1567
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !1567
  br label %b23, !dbg !1567

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !1567

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1567
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !1567
  %.20 = zext i32 %.19 to i64, !dbg !1567
  %.21 = add nuw nsw i64 %.20, 16, !dbg !1567
  %.22 = icmp ult i32 %.19, 48, !dbg !1567
  %.23 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1567
  %.24 = and i64 %.21, 63, !dbg !1567
  %0 = shl nuw i64 1, %.24, !dbg !1567
  %1 = and i64 %0, %.23, !dbg !1567
  %.26 = icmp ne i64 %1, 0, !dbg !1567
  %.27 = and i1 %.22, %.26, !dbg !1567
  %.28 = trunc i64 %.21 to i32, !dbg !1567
  %.29 = shl i32 %.28, 2, !dbg !1567
  %.30 = trunc i64 %t53 to i32, !dbg !1567
  %.31 = lshr i64 %t53, 32, !dbg !1567
  %.32 = trunc i64 %.31 to i32, !dbg !1567
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !1567
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32), !dbg !1567
  %.35 = zext i32 %.33 to i64, !dbg !1567
  %.36 = zext i32 %.34 to i64, !dbg !1567
  %.37 = shl nuw i64 %.36, 32, !dbg !1567
  %.38 = or i64 %.37, %.35, !dbg !1567
  %t55 = select i1 %.27, i64 %.38, i64 %t53, !dbg !1567
  %.52 = zext i1 %t54 to i32, !dbg !1567
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52), !dbg !1567
  %2 = and i32 %.53, 1, !dbg !1567
  %.54 = icmp ne i32 %2, 0, !dbg !1567
  %t56 = select i1 %.27, i1 %.54, i1 %t54, !dbg !1567
  %t57 = icmp slt i32 %.2, 16, !dbg !1567
  %t58 = and i1 %t57, %t56, !dbg !1567
  %t59 = tail call i64 @llvm.smax.i64(i64 %t53, i64 %t55), !dbg !1567
  %spec.select3 = select i1 %t54, i64 %t59, i64 %t55, !dbg !1567
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53, !dbg !1567
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !1567
  %.59 = add nuw nsw i64 %.20, 8, !dbg !1567
  %.60 = icmp ult i32 %.19, 56, !dbg !1567
  %.62 = and i64 %.59, 63, !dbg !1567
  %3 = shl nuw i64 1, %.62, !dbg !1567
  %4 = and i64 %3, %.23, !dbg !1567
  %.64 = icmp ne i64 %4, 0, !dbg !1567
  %.65 = and i1 %.60, %.64, !dbg !1567
  %.66 = trunc i64 %.59 to i32, !dbg !1567
  %.67 = shl i32 %.66, 2, !dbg !1567
  %.68 = trunc i64 %t61 to i32, !dbg !1567
  %.69 = lshr i64 %t61, 32, !dbg !1567
  %.70 = trunc i64 %.69 to i32, !dbg !1567
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68), !dbg !1567
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70), !dbg !1567
  %.73 = zext i32 %.71 to i64, !dbg !1567
  %.74 = zext i32 %.72 to i64, !dbg !1567
  %.75 = shl nuw i64 %.74, 32, !dbg !1567
  %.76 = or i64 %.75, %.73, !dbg !1567
  %t63 = select i1 %.65, i64 %.76, i64 %t61, !dbg !1567
  %.90 = zext i1 %t62 to i32, !dbg !1567
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90), !dbg !1567
  %5 = and i32 %.91, 1, !dbg !1567
  %.92 = icmp ne i32 %5, 0, !dbg !1567
  %t64 = select i1 %.65, i1 %.92, i1 %t62, !dbg !1567
  %t65 = icmp slt i32 %.2, 24, !dbg !1567
  %t66 = and i1 %t65, %t64, !dbg !1567
  %t67 = tail call i64 @llvm.smax.i64(i64 %t61, i64 %t63), !dbg !1567
  %spec.select4 = select i1 %t62, i64 %t67, i64 %t63, !dbg !1567
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61, !dbg !1567
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !1567
  %.97 = add nuw nsw i64 %.20, 4, !dbg !1567
  %.98 = icmp ult i32 %.19, 60, !dbg !1567
  %.100 = and i64 %.97, 63, !dbg !1567
  %6 = shl nuw i64 1, %.100, !dbg !1567
  %7 = and i64 %6, %.23, !dbg !1567
  %.102 = icmp ne i64 %7, 0, !dbg !1567
  %.103 = and i1 %.98, %.102, !dbg !1567
  %.104 = trunc i64 %.97 to i32, !dbg !1567
  %.105 = shl i32 %.104, 2, !dbg !1567
  %.106 = trunc i64 %t69 to i32, !dbg !1567
  %.107 = lshr i64 %t69, 32, !dbg !1567
  %.108 = trunc i64 %.107 to i32, !dbg !1567
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !1567
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108), !dbg !1567
  %.111 = zext i32 %.109 to i64, !dbg !1567
  %.112 = zext i32 %.110 to i64, !dbg !1567
  %.113 = shl nuw i64 %.112, 32, !dbg !1567
  %.114 = or i64 %.113, %.111, !dbg !1567
  %t71 = select i1 %.103, i64 %.114, i64 %t69, !dbg !1567
  %.128 = zext i1 %t70 to i32, !dbg !1567
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128), !dbg !1567
  %8 = and i32 %.129, 1, !dbg !1567
  %.130 = icmp ne i32 %8, 0, !dbg !1567
  %t72 = select i1 %.103, i1 %.130, i1 %t70, !dbg !1567
  %t73 = icmp slt i32 %.2, 28, !dbg !1567
  %t74 = and i1 %t73, %t72, !dbg !1567
  %t75 = tail call i64 @llvm.smax.i64(i64 %t69, i64 %t71), !dbg !1567
  %spec.select5 = select i1 %t70, i64 %t75, i64 %t71, !dbg !1567
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69, !dbg !1567
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !1567
  %.135 = add nuw nsw i64 %.20, 2, !dbg !1567
  %.136 = icmp ult i32 %.19, 62, !dbg !1567
  %.138 = and i64 %.135, 63, !dbg !1567
  %9 = shl nuw i64 1, %.138, !dbg !1567
  %10 = and i64 %9, %.23, !dbg !1567
  %.140 = icmp ne i64 %10, 0, !dbg !1567
  %.141 = and i1 %.136, %.140, !dbg !1567
  %.142 = trunc i64 %.135 to i32, !dbg !1567
  %.143 = shl i32 %.142, 2, !dbg !1567
  %.144 = trunc i64 %t77 to i32, !dbg !1567
  %.145 = lshr i64 %t77, 32, !dbg !1567
  %.146 = trunc i64 %.145 to i32, !dbg !1567
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !1567
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146), !dbg !1567
  %.149 = zext i32 %.147 to i64, !dbg !1567
  %.150 = zext i32 %.148 to i64, !dbg !1567
  %.151 = shl nuw i64 %.150, 32, !dbg !1567
  %.152 = or i64 %.151, %.149, !dbg !1567
  %t79 = select i1 %.141, i64 %.152, i64 %t77, !dbg !1567
  %.166 = zext i1 %t78 to i32, !dbg !1567
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166), !dbg !1567
  %11 = and i32 %.167, 1, !dbg !1567
  %.168 = icmp ne i32 %11, 0, !dbg !1567
  %t80 = select i1 %.141, i1 %.168, i1 %t78, !dbg !1567
  %t81 = icmp slt i32 %.2, 30, !dbg !1567
  %t82 = and i1 %t81, %t80, !dbg !1567
  %t83 = tail call i64 @llvm.smax.i64(i64 %t77, i64 %t79), !dbg !1567
  %spec.select6 = select i1 %t78, i64 %t83, i64 %t79, !dbg !1567
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77, !dbg !1567
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !1567
  %.173 = add nuw nsw i64 %.20, 1, !dbg !1567
  %.174 = icmp ult i32 %.19, 63, !dbg !1567
  %.176 = and i64 %.173, 63, !dbg !1567
  %12 = shl nuw i64 1, %.176, !dbg !1567
  %13 = and i64 %12, %.23, !dbg !1567
  %.178 = icmp ne i64 %13, 0, !dbg !1567
  %.179 = and i1 %.174, %.178, !dbg !1567
  %.180 = trunc i64 %.173 to i32, !dbg !1567
  %.181 = shl i32 %.180, 2, !dbg !1567
  %.182 = trunc i64 %t85 to i32, !dbg !1567
  %.183 = lshr i64 %t85, 32, !dbg !1567
  %.184 = trunc i64 %.183 to i32, !dbg !1567
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182), !dbg !1567
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184), !dbg !1567
  %.187 = zext i32 %.185 to i64, !dbg !1567
  %.188 = zext i32 %.186 to i64, !dbg !1567
  %.189 = shl nuw i64 %.188, 32, !dbg !1567
  %.190 = or i64 %.189, %.187, !dbg !1567
  %t87 = select i1 %.179, i64 %.190, i64 %t85, !dbg !1567
  %.204 = zext i1 %t86 to i32, !dbg !1567
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204), !dbg !1567
  %14 = and i32 %.205, 1, !dbg !1567
  %.206 = icmp ne i32 %14, 0, !dbg !1567
  %t88 = select i1 %.179, i1 %.206, i1 %t86, !dbg !1567
  %t89 = icmp ne i32 %.2, 31, !dbg !1567
  %t90 = and i1 %t89, %t88, !dbg !1567
  %t91 = tail call i64 @llvm.smax.i64(i64 %t85, i64 %t87), !dbg !1567
  %spec.select7 = select i1 %t86, i64 %t91, i64 %t87, !dbg !1567
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85, !dbg !1567
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !1567
  br label %b45, !dbg !1567

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !1567
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !1567
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !1567
  br i1 %or.cond, label %b51, label %b52, !dbg !1567

b51:                                              ; preds = %b45
  %t98 = tail call i64 @llvm.smax.i64(i64 %a3, i64 %t95), !dbg !1567
  %spec.select8 = select i1 %.1, i64 %t98, i64 %t95, !dbg !1567
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3, !dbg !1567
  store i64 %t100, ptr addrspace(1) %a2, align 8, !dbg !1567
  br label %b52, !dbg !1567

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !1567
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #3 !dbg !1569 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1570
  %t3 = sext i32 %.1 to i64, !dbg !1570
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1570
  %t5 = sext i32 %.2 to i64, !dbg !1570
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1570
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1570
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !1570, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1570
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !1570, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !1570
  %.10 = add i32 %.5, -1, !dbg !1570
  %.11 = add i32 %.10, %.9, !dbg !1570
  %.12 = udiv i32 %.11, %.9, !dbg !1570
  %t7 = sext i32 %.12 to i64, !dbg !1570
  %t8 = shl nsw i64 %t5, 8, !dbg !1570
  %t9 = add nsw i64 %t8, %t3, !dbg !1570
  %t10 = shl nsw i64 %t7, 8, !dbg !1570
  %t11 = icmp slt i64 %t9, %a0, !dbg !1570
  br i1 %t11, label %b1, label %b2, !dbg !1570

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !1570
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !1570
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !1570, !amdgpu.noclobber !6
  br label %b2, !dbg !1570

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !1570
  %t20 = mul i64 %t10, %a2, !dbg !1570
  %t2411 = icmp slt i64 %t17, %a0, !dbg !1570
  br i1 %t2411, label %b4.preheader, label %b5, !dbg !1570

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !1570
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18, !dbg !1570
  br label %b4, !dbg !1570

b4:                                               ; preds = %b4.preheader, %b4
  %t2314 = phi float [ %.26, %b4 ], [ %t15, %b4.preheader ]
  %t2213 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t2112 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t2112, align 4, !dbg !1570
  %.15 = fcmp ogt float %t2314, %.14, !dbg !1571
  %.16 = select i1 %.15, float %t2314, float %.14, !dbg !1571
  %.17 = fcmp oeq float %t2314, %.14, !dbg !1571
  %.18 = bitcast float %t2314 to i32, !dbg !1571
  %.19 = bitcast float %.14 to i32, !dbg !1571
  %.20 = and i32 %.19, %.18, !dbg !1571
  %.21 = bitcast i32 %.20 to float, !dbg !1571
  %.22 = select i1 %.17, float %.21, float %.16, !dbg !1571
  %.23 = fcmp uno float %t2314, 0.000000e+00, !dbg !1571
  %.24 = select i1 %.23, float %t2314, float %.22, !dbg !1571
  %.25 = fcmp uno float %.14, 0.000000e+00, !dbg !1571
  %.26 = select i1 %.25, float %.14, float %.24, !dbg !1571
  %t27 = add i64 %t2213, %t10, !dbg !1570
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t2112, i64 %t20, !dbg !1570
  %t24 = icmp slt i64 %t27, %a0, !dbg !1570
  br i1 %t24, label %b4, label %b5, !dbg !1570

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %.26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !1570
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4, !dbg !1570
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !1570
  %.27 = zext i1 %t11 to i8, !dbg !1570
  store i8 %.27, ptr addrspace(3) %t30, align 1, !dbg !1570
  fence syncscope("workgroup") release, !dbg !1570
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1570
  fence syncscope("workgroup") acquire, !dbg !1570
  %t31 = icmp slt i32 %.1, 128, !dbg !1570
  br i1 %t31, label %b6, label %b11, !dbg !1570

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !1570
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !1570
  %.28 = load float, ptr addrspace(3) %t33, align 4, !dbg !1570
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !1570
  %.29 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1570
  %.30.not10 = icmp eq i8 %.29, 0, !dbg !1570
  %t16.not = xor i1 %t11, true, !dbg !1570
  %brmerge = or i1 %.30.not10, %t16.not, !dbg !1570
  %t23.mux = select i1 %.30.not10, float %t23.lcssa, float %.28, !dbg !1570
  %not..30.not10 = xor i1 %.30.not10, true, !dbg !1570
  %t16.mux = select i1 %not..30.not10, i1 true, i1 %t11, !dbg !1570
  br i1 %brmerge, label %b10, label %b8, !dbg !1570

b8:                                               ; preds = %b6
  %.31 = fcmp ogt float %t23.lcssa, %.28, !dbg !1571
  %.32 = select i1 %.31, float %t23.lcssa, float %.28, !dbg !1571
  %.33 = fcmp oeq float %t23.lcssa, %.28, !dbg !1571
  %.34 = bitcast float %t23.lcssa to i32, !dbg !1571
  %.35 = bitcast float %.28 to i32, !dbg !1571
  %.36 = and i32 %.35, %.34, !dbg !1571
  %.37 = bitcast i32 %.36 to float, !dbg !1571
  %.38 = select i1 %.33, float %.37, float %.32, !dbg !1571
  %.39 = fcmp uno float %t23.lcssa, 0.000000e+00, !dbg !1571
  %.40 = select i1 %.39, float %t23.lcssa, float %.38, !dbg !1571
  %.41 = fcmp uno float %.28, 0.000000e+00, !dbg !1571
  %.42 = select i1 %.41, float %.28, float %.40, !dbg !1571
  br label %b10, !dbg !1570

b10:                                              ; preds = %b6, %b8
  %t39 = phi float [ %t23.mux, %b6 ], [ %.42, %b8 ]
  %t40 = phi i1 [ %t16.mux, %b6 ], [ true, %b8 ]
  store float %t39, ptr addrspace(3) %t29, align 4, !dbg !1570
  %.43 = zext i1 %t40 to i8, !dbg !1570
  store i8 %.43, ptr addrspace(3) %t30, align 1, !dbg !1570
  br label %b11, !dbg !1570

b11:                                              ; preds = %b10, %b5
  %t41 = phi float [ %t39, %b10 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !1570
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1570
  fence syncscope("workgroup") acquire, !dbg !1570
  %t43 = icmp slt i32 %.1, 64, !dbg !1570
  br i1 %t43, label %b12, label %b17, !dbg !1570

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !1570
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !1570
  %.44 = load float, ptr addrspace(3) %t45, align 4, !dbg !1570
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !1570
  %.45 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1570
  %.46.not9 = icmp eq i8 %.45, 0, !dbg !1570
  %t42.not = xor i1 %t42, true, !dbg !1570
  %brmerge1 = select i1 %.46.not9, i1 true, i1 %t42.not, !dbg !1570
  %t41.mux = select i1 %.46.not9, float %t41, float %.44, !dbg !1570
  %not..46.not9 = xor i1 %.46.not9, true, !dbg !1570
  %t42.mux = select i1 %not..46.not9, i1 true, i1 %t42, !dbg !1570
  br i1 %brmerge1, label %b16, label %b14, !dbg !1570

b14:                                              ; preds = %b12
  %.47 = fcmp ogt float %t41, %.44, !dbg !1571
  %.48 = select i1 %.47, float %t41, float %.44, !dbg !1571
  %.49 = fcmp oeq float %t41, %.44, !dbg !1571
  %.50 = bitcast float %t41 to i32, !dbg !1571
  %.51 = bitcast float %.44 to i32, !dbg !1571
  %.52 = and i32 %.51, %.50, !dbg !1571
  %.53 = bitcast i32 %.52 to float, !dbg !1571
  %.54 = select i1 %.49, float %.53, float %.48, !dbg !1571
  %.55 = fcmp uno float %t41, 0.000000e+00, !dbg !1571
  %.56 = select i1 %.55, float %t41, float %.54, !dbg !1571
  %.57 = fcmp uno float %.44, 0.000000e+00, !dbg !1571
  %.58 = select i1 %.57, float %.44, float %.56, !dbg !1571
  br label %b16, !dbg !1570

b16:                                              ; preds = %b12, %b14
  %t51 = phi float [ %t41.mux, %b12 ], [ %.58, %b14 ]
  %t52 = phi i1 [ %t42.mux, %b12 ], [ true, %b14 ]
  store float %t51, ptr addrspace(3) %t29, align 4, !dbg !1570
  %.59 = zext i1 %t52 to i8, !dbg !1570
  store i8 %.59, ptr addrspace(3) %t30, align 1, !dbg !1570
  br label %b17, !dbg !1570

b17:                                              ; preds = %b16, %b11
  %t53 = phi float [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !1570
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1570
  fence syncscope("workgroup") acquire, !dbg !1570
  %t55 = icmp slt i32 %.1, 32, !dbg !1570
  br i1 %t55, label %b18, label %b23, !dbg !1570

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !1570
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !1570
  %.60 = load float, ptr addrspace(3) %t57, align 4, !dbg !1570
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !1570
  %.61 = load i8, ptr addrspace(3) %t59, align 1, !dbg !1570
  %.62.not8 = icmp eq i8 %.61, 0, !dbg !1570
  %t54.not = xor i1 %t54, true, !dbg !1570
  %brmerge2 = select i1 %.62.not8, i1 true, i1 %t54.not, !dbg !1570
  %t53.mux = select i1 %.62.not8, float %t53, float %.60, !dbg !1570
  %not..62.not8 = xor i1 %.62.not8, true, !dbg !1570
  %t54.mux = select i1 %not..62.not8, i1 true, i1 %t54, !dbg !1570
  br i1 %brmerge2, label %b23, label %b20, !dbg !1570

b20:                                              ; preds = %b18
  %.63 = fcmp ogt float %t53, %.60, !dbg !1571
  %.64 = select i1 %.63, float %t53, float %.60, !dbg !1571
  %.65 = fcmp oeq float %t53, %.60, !dbg !1571
  %.66 = bitcast float %t53 to i32, !dbg !1571
  %.67 = bitcast float %.60 to i32, !dbg !1571
  %.68 = and i32 %.67, %.66, !dbg !1571
  %.69 = bitcast i32 %.68 to float, !dbg !1571
  %.70 = select i1 %.65, float %.69, float %.64, !dbg !1571
  %.71 = fcmp uno float %t53, 0.000000e+00, !dbg !1571
  %.72 = select i1 %.71, float %t53, float %.70, !dbg !1571
  %.73 = fcmp uno float %.60, 0.000000e+00, !dbg !1571
  %.74 = select i1 %.73, float %.60, float %.72, !dbg !1571
  br label %b23, !dbg !1570

b23:                                              ; preds = %b18, %b20, %b17
  %t65 = phi float [ %t53, %b17 ], [ %t53.mux, %b18 ], [ %.74, %b20 ]
  %t66 = phi i1 [ %t54, %b17 ], [ %t54.mux, %b18 ], [ true, %b20 ]
  br i1 %t55, label %b24, label %b45, !dbg !1570

b24:                                              ; preds = %b23
  %.76 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1570
  %.77 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76), !dbg !1570
  %.78 = zext i32 %.77 to i64, !dbg !1570
  %.79 = add nuw nsw i64 %.78, 16, !dbg !1570
  %.80 = icmp ult i32 %.77, 48, !dbg !1570
  %.81 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1570
  %.82 = and i64 %.79, 63, !dbg !1570
  %0 = shl nuw i64 1, %.82, !dbg !1570
  %1 = and i64 %0, %.81, !dbg !1570
  %.84 = icmp ne i64 %1, 0, !dbg !1570
  %.85 = and i1 %.80, %.84, !dbg !1570
  %.86 = trunc i64 %.79 to i32, !dbg !1570
  %.87 = shl i32 %.86, 2, !dbg !1570
  %.88 = bitcast float %t65 to i32, !dbg !1570
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.88), !dbg !1570
  %.90 = bitcast i32 %.89 to float, !dbg !1570
  %t67 = select i1 %.85, float %.90, float %t65, !dbg !1570
  %.104 = zext i1 %t66 to i32, !dbg !1570
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.104), !dbg !1570
  %2 = and i32 %.105, 1, !dbg !1570
  %.106 = icmp ne i32 %2, 0, !dbg !1570
  %t68 = select i1 %.85, i1 %.106, i1 %t66, !dbg !1570
  %t69 = icmp slt i32 %.1, 16, !dbg !1570
  %t70 = and i1 %t69, %t68, !dbg !1570
  %3 = select i1 %t70, i1 %t66, i1 false, !dbg !1570
  %t65.mux = select i1 %t70, float %t67, float %t65, !dbg !1570
  %t66.mux = select i1 %t70, i1 true, i1 %t66, !dbg !1570
  br i1 %3, label %b26, label %b28, !dbg !1570

b26:                                              ; preds = %b24
  %.107 = fcmp ogt float %t65, %t67, !dbg !1571
  %.108 = select i1 %.107, float %t65, float %t67, !dbg !1571
  %.109 = fcmp oeq float %t65, %t67, !dbg !1571
  %.111 = bitcast float %t67 to i32, !dbg !1571
  %.112 = and i32 %.111, %.88, !dbg !1571
  %.113 = bitcast i32 %.112 to float, !dbg !1571
  %.114 = select i1 %.109, float %.113, float %.108, !dbg !1571
  %.115 = fcmp uno float %t65, 0.000000e+00, !dbg !1571
  %.116 = select i1 %.115, float %t65, float %.114, !dbg !1571
  %.117 = fcmp uno float %t67, 0.000000e+00, !dbg !1571
  %.118 = select i1 %.117, float %t67, float %.116, !dbg !1571
  br label %b28, !dbg !1570

b28:                                              ; preds = %b24, %b26
  %t73 = phi float [ %t65.mux, %b24 ], [ %.118, %b26 ]
  %t74 = phi i1 [ %t66.mux, %b24 ], [ true, %b26 ]
  %.123 = add nuw nsw i64 %.78, 8, !dbg !1570
  %.124 = icmp ult i32 %.77, 56, !dbg !1570
  %.126 = and i64 %.123, 63, !dbg !1570
  %4 = shl nuw i64 1, %.126, !dbg !1570
  %5 = and i64 %4, %.81, !dbg !1570
  %.128 = icmp ne i64 %5, 0, !dbg !1570
  %.129 = and i1 %.124, %.128, !dbg !1570
  %.130 = trunc i64 %.123 to i32, !dbg !1570
  %.131 = shl i32 %.130, 2, !dbg !1570
  %.132 = bitcast float %t73 to i32, !dbg !1570
  %.133 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.132), !dbg !1570
  %.134 = bitcast i32 %.133 to float, !dbg !1570
  %t75 = select i1 %.129, float %.134, float %t73, !dbg !1570
  %.148 = zext i1 %t74 to i32, !dbg !1570
  %.149 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.148), !dbg !1570
  %6 = and i32 %.149, 1, !dbg !1570
  %.150 = icmp ne i32 %6, 0, !dbg !1570
  %t76 = select i1 %.129, i1 %.150, i1 %t74, !dbg !1570
  %t77 = icmp slt i32 %.1, 24, !dbg !1570
  %t78 = and i1 %t77, %t76, !dbg !1570
  %7 = select i1 %t78, i1 %t74, i1 false, !dbg !1570
  %t73.mux = select i1 %t78, float %t75, float %t73, !dbg !1570
  %t74.mux = select i1 %t78, i1 true, i1 %t74, !dbg !1570
  br i1 %7, label %b30, label %b32, !dbg !1570

b30:                                              ; preds = %b28
  %.151 = fcmp ogt float %t73, %t75, !dbg !1571
  %.152 = select i1 %.151, float %t73, float %t75, !dbg !1571
  %.153 = fcmp oeq float %t73, %t75, !dbg !1571
  %.155 = bitcast float %t75 to i32, !dbg !1571
  %.156 = and i32 %.155, %.132, !dbg !1571
  %.157 = bitcast i32 %.156 to float, !dbg !1571
  %.158 = select i1 %.153, float %.157, float %.152, !dbg !1571
  %.159 = fcmp uno float %t73, 0.000000e+00, !dbg !1571
  %.160 = select i1 %.159, float %t73, float %.158, !dbg !1571
  %.161 = fcmp uno float %t75, 0.000000e+00, !dbg !1571
  %.162 = select i1 %.161, float %t75, float %.160, !dbg !1571
  br label %b32, !dbg !1570

b32:                                              ; preds = %b28, %b30
  %t81 = phi float [ %t73.mux, %b28 ], [ %.162, %b30 ]
  %t82 = phi i1 [ %t74.mux, %b28 ], [ true, %b30 ]
  %.167 = add nuw nsw i64 %.78, 4, !dbg !1570
  %.168 = icmp ult i32 %.77, 60, !dbg !1570
  %.170 = and i64 %.167, 63, !dbg !1570
  %8 = shl nuw i64 1, %.170, !dbg !1570
  %9 = and i64 %8, %.81, !dbg !1570
  %.172 = icmp ne i64 %9, 0, !dbg !1570
  %.173 = and i1 %.168, %.172, !dbg !1570
  %.174 = trunc i64 %.167 to i32, !dbg !1570
  %.175 = shl i32 %.174, 2, !dbg !1570
  %.176 = bitcast float %t81 to i32, !dbg !1570
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !1570
  %.178 = bitcast i32 %.177 to float, !dbg !1570
  %t83 = select i1 %.173, float %.178, float %t81, !dbg !1570
  %.192 = zext i1 %t82 to i32, !dbg !1570
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !1570
  %10 = and i32 %.193, 1, !dbg !1570
  %.194 = icmp ne i32 %10, 0, !dbg !1570
  %t84 = select i1 %.173, i1 %.194, i1 %t82, !dbg !1570
  %t85 = icmp slt i32 %.1, 28, !dbg !1570
  %t86 = and i1 %t85, %t84, !dbg !1570
  %11 = select i1 %t86, i1 %t82, i1 false, !dbg !1570
  %t81.mux = select i1 %t86, float %t83, float %t81, !dbg !1570
  %t82.mux = select i1 %t86, i1 true, i1 %t82, !dbg !1570
  br i1 %11, label %b34, label %b36, !dbg !1570

b34:                                              ; preds = %b32
  %.195 = fcmp ogt float %t81, %t83, !dbg !1571
  %.196 = select i1 %.195, float %t81, float %t83, !dbg !1571
  %.197 = fcmp oeq float %t81, %t83, !dbg !1571
  %.199 = bitcast float %t83 to i32, !dbg !1571
  %.200 = and i32 %.199, %.176, !dbg !1571
  %.201 = bitcast i32 %.200 to float, !dbg !1571
  %.202 = select i1 %.197, float %.201, float %.196, !dbg !1571
  %.203 = fcmp uno float %t81, 0.000000e+00, !dbg !1571
  %.204 = select i1 %.203, float %t81, float %.202, !dbg !1571
  %.205 = fcmp uno float %t83, 0.000000e+00, !dbg !1571
  %.206 = select i1 %.205, float %t83, float %.204, !dbg !1571
  br label %b36, !dbg !1570

b36:                                              ; preds = %b32, %b34
  %t89 = phi float [ %t81.mux, %b32 ], [ %.206, %b34 ]
  %t90 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.211 = add nuw nsw i64 %.78, 2, !dbg !1570
  %.212 = icmp ult i32 %.77, 62, !dbg !1570
  %.214 = and i64 %.211, 63, !dbg !1570
  %12 = shl nuw i64 1, %.214, !dbg !1570
  %13 = and i64 %12, %.81, !dbg !1570
  %.216 = icmp ne i64 %13, 0, !dbg !1570
  %.217 = and i1 %.212, %.216, !dbg !1570
  %.218 = trunc i64 %.211 to i32, !dbg !1570
  %.219 = shl i32 %.218, 2, !dbg !1570
  %.220 = bitcast float %t89 to i32, !dbg !1570
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.220), !dbg !1570
  %.222 = bitcast i32 %.221 to float, !dbg !1570
  %t91 = select i1 %.217, float %.222, float %t89, !dbg !1570
  %.236 = zext i1 %t90 to i32, !dbg !1570
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.236), !dbg !1570
  %14 = and i32 %.237, 1, !dbg !1570
  %.238 = icmp ne i32 %14, 0, !dbg !1570
  %t92 = select i1 %.217, i1 %.238, i1 %t90, !dbg !1570
  %t93 = icmp slt i32 %.1, 30, !dbg !1570
  %t94 = and i1 %t93, %t92, !dbg !1570
  %15 = select i1 %t94, i1 %t90, i1 false, !dbg !1570
  %t89.mux = select i1 %t94, float %t91, float %t89, !dbg !1570
  %t90.mux = select i1 %t94, i1 true, i1 %t90, !dbg !1570
  br i1 %15, label %b38, label %b40, !dbg !1570

b38:                                              ; preds = %b36
  %.239 = fcmp ogt float %t89, %t91, !dbg !1571
  %.240 = select i1 %.239, float %t89, float %t91, !dbg !1571
  %.241 = fcmp oeq float %t89, %t91, !dbg !1571
  %.243 = bitcast float %t91 to i32, !dbg !1571
  %.244 = and i32 %.243, %.220, !dbg !1571
  %.245 = bitcast i32 %.244 to float, !dbg !1571
  %.246 = select i1 %.241, float %.245, float %.240, !dbg !1571
  %.247 = fcmp uno float %t89, 0.000000e+00, !dbg !1571
  %.248 = select i1 %.247, float %t89, float %.246, !dbg !1571
  %.249 = fcmp uno float %t91, 0.000000e+00, !dbg !1571
  %.250 = select i1 %.249, float %t91, float %.248, !dbg !1571
  br label %b40, !dbg !1570

b40:                                              ; preds = %b36, %b38
  %t97 = phi float [ %t89.mux, %b36 ], [ %.250, %b38 ]
  %t98 = phi i1 [ %t90.mux, %b36 ], [ true, %b38 ]
  %.255 = add nuw nsw i64 %.78, 1, !dbg !1570
  %.256 = icmp ult i32 %.77, 63, !dbg !1570
  %.258 = and i64 %.255, 63, !dbg !1570
  %16 = shl nuw i64 1, %.258, !dbg !1570
  %17 = and i64 %16, %.81, !dbg !1570
  %.260 = icmp ne i64 %17, 0, !dbg !1570
  %.261 = and i1 %.256, %.260, !dbg !1570
  %.262 = trunc i64 %.255 to i32, !dbg !1570
  %.263 = shl i32 %.262, 2, !dbg !1570
  %.264 = bitcast float %t97 to i32, !dbg !1570
  %.265 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.264), !dbg !1570
  %.266 = bitcast i32 %.265 to float, !dbg !1570
  %t99 = select i1 %.261, float %.266, float %t97, !dbg !1570
  %.280 = zext i1 %t98 to i32, !dbg !1570
  %.281 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.280), !dbg !1570
  %18 = and i32 %.281, 1, !dbg !1570
  %.282 = icmp ne i32 %18, 0, !dbg !1570
  %t100 = select i1 %.261, i1 %.282, i1 %t98, !dbg !1570
  %t101 = icmp slt i32 %.1, 31, !dbg !1570
  %t102 = and i1 %t101, %t100, !dbg !1570
  %19 = select i1 %t102, i1 %t98, i1 false, !dbg !1570
  %t97.mux = select i1 %t102, float %t99, float %t97, !dbg !1570
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !1570
  br i1 %19, label %b42, label %b45, !dbg !1570

b42:                                              ; preds = %b40
  %.283 = fcmp ogt float %t97, %t99, !dbg !1571
  %.284 = select i1 %.283, float %t97, float %t99, !dbg !1571
  %.285 = fcmp oeq float %t97, %t99, !dbg !1571
  %.287 = bitcast float %t99 to i32, !dbg !1571
  %.288 = and i32 %.287, %.264, !dbg !1571
  %.289 = bitcast i32 %.288 to float, !dbg !1571
  %.290 = select i1 %.285, float %.289, float %.284, !dbg !1571
  %.291 = fcmp uno float %t97, 0.000000e+00, !dbg !1571
  %.292 = select i1 %.291, float %t97, float %.290, !dbg !1571
  %.293 = fcmp uno float %t99, 0.000000e+00, !dbg !1571
  %.294 = select i1 %.293, float %t99, float %.292, !dbg !1571
  br label %b45, !dbg !1570

b45:                                              ; preds = %b40, %b42, %b23
  %t107 = phi float [ %t65, %b23 ], [ %t97.mux, %b40 ], [ %.294, %b42 ]
  %t108 = phi i1 [ %t66, %b23 ], [ %t98.mux, %b40 ], [ true, %b42 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !1570
  %t110 = and i1 %t109, %t108, !dbg !1570
  br i1 %t110, label %b46, label %b47, !dbg !1570

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !1570
  store float %t107, ptr addrspace(1) %t111, align 4, !dbg !1570
  br label %b47, !dbg !1570

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !1570
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #3 !dbg !1572 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1573
  %t3 = sext i32 %.2 to i64, !dbg !1573
  %t4 = icmp slt i64 %t3, %a0, !dbg !1573
  br i1 %t4, label %b1, label %b2, !dbg !1573

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !1573
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !1573, !amdgpu.noclobber !6
  br label %b2, !dbg !1573

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !1573
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !1573
  br i1 %t1213, label %b4, label %b5, !dbg !1573

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi float [ %.16, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1015, !dbg !1573
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !1573, !amdgpu.noclobber !6
  %.5 = fcmp ogt float %t1114, %.4, !dbg !1574
  %.6 = select i1 %.5, float %t1114, float %.4, !dbg !1574
  %.7 = fcmp oeq float %t1114, %.4, !dbg !1574
  %.8 = bitcast float %t1114 to i32, !dbg !1574
  %.9 = bitcast float %.4 to i32, !dbg !1574
  %.10 = and i32 %.9, %.8, !dbg !1574
  %.11 = bitcast i32 %.10 to float, !dbg !1574
  %.12 = select i1 %.7, float %.11, float %.6, !dbg !1574
  %.13 = fcmp uno float %t1114, 0.000000e+00, !dbg !1574
  %.14 = select i1 %.13, float %t1114, float %.12, !dbg !1574
  %.15 = fcmp uno float %.4, 0.000000e+00, !dbg !1574
  %.16 = select i1 %.15, float %.4, float %.14, !dbg !1574
  %t10 = add i64 %t1015, 256, !dbg !1573
  %t12 = icmp slt i64 %t10, %a0, !dbg !1573
  br i1 %t12, label %b4, label %b5, !dbg !1573

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %.16, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !1573
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !1573
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !1573
  %.17 = zext i1 %t4 to i8, !dbg !1573
  store i8 %.17, ptr addrspace(3) %t18, align 1, !dbg !1573
  fence syncscope("workgroup") release, !dbg !1573
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1573
  fence syncscope("workgroup") acquire, !dbg !1573
  %t19 = icmp slt i32 %.2, 128, !dbg !1573
  br i1 %t19, label %b6, label %b11, !dbg !1573

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !1573
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !1573
  %.18 = load float, ptr addrspace(3) %t21, align 4, !dbg !1573
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !1573
  %.19 = load i8, ptr addrspace(3) %t23, align 1, !dbg !1573
  %.20.not11 = icmp eq i8 %.19, 0, !dbg !1573
  %t8.not = xor i1 %t4, true, !dbg !1573
  %brmerge = or i1 %.20.not11, %t8.not, !dbg !1573
  %t11.mux = select i1 %.20.not11, float %t11.lcssa, float %.18, !dbg !1573
  %not..20.not11 = xor i1 %.20.not11, true, !dbg !1573
  %t8.mux = select i1 %not..20.not11, i1 true, i1 %t4, !dbg !1573
  br i1 %brmerge, label %b10, label %b8, !dbg !1573

b8:                                               ; preds = %b6
  %.21 = fcmp ogt float %t11.lcssa, %.18, !dbg !1574
  %.22 = select i1 %.21, float %t11.lcssa, float %.18, !dbg !1574
  %.23 = fcmp oeq float %t11.lcssa, %.18, !dbg !1574
  %.24 = bitcast float %t11.lcssa to i32, !dbg !1574
  %.25 = bitcast float %.18 to i32, !dbg !1574
  %.26 = and i32 %.25, %.24, !dbg !1574
  %.27 = bitcast i32 %.26 to float, !dbg !1574
  %.28 = select i1 %.23, float %.27, float %.22, !dbg !1574
  %.29 = fcmp uno float %t11.lcssa, 0.000000e+00, !dbg !1574
  %.30 = select i1 %.29, float %t11.lcssa, float %.28, !dbg !1574
  %.31 = fcmp uno float %.18, 0.000000e+00, !dbg !1574
  %.32 = select i1 %.31, float %.18, float %.30, !dbg !1574
  br label %b10, !dbg !1573

b10:                                              ; preds = %b6, %b8
  %t27 = phi float [ %t11.mux, %b6 ], [ %.32, %b8 ]
  %t28 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store float %t27, ptr addrspace(3) %t17, align 4, !dbg !1573
  %.33 = zext i1 %t28 to i8, !dbg !1573
  store i8 %.33, ptr addrspace(3) %t18, align 1, !dbg !1573
  br label %b11, !dbg !1573

b11:                                              ; preds = %b10, %b5
  %t29 = phi float [ %t27, %b10 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !1573
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1573
  fence syncscope("workgroup") acquire, !dbg !1573
  %t31 = icmp slt i32 %.2, 64, !dbg !1573
  br i1 %t31, label %b12, label %b17, !dbg !1573

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !1573
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !1573
  %.34 = load float, ptr addrspace(3) %t33, align 4, !dbg !1573
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !1573
  %.35 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1573
  %.36.not10 = icmp eq i8 %.35, 0, !dbg !1573
  %t30.not = xor i1 %t30, true, !dbg !1573
  %brmerge1 = select i1 %.36.not10, i1 true, i1 %t30.not, !dbg !1573
  %t29.mux = select i1 %.36.not10, float %t29, float %.34, !dbg !1573
  %not..36.not10 = xor i1 %.36.not10, true, !dbg !1573
  %t30.mux = select i1 %not..36.not10, i1 true, i1 %t30, !dbg !1573
  br i1 %brmerge1, label %b16, label %b14, !dbg !1573

b14:                                              ; preds = %b12
  %.37 = fcmp ogt float %t29, %.34, !dbg !1574
  %.38 = select i1 %.37, float %t29, float %.34, !dbg !1574
  %.39 = fcmp oeq float %t29, %.34, !dbg !1574
  %.40 = bitcast float %t29 to i32, !dbg !1574
  %.41 = bitcast float %.34 to i32, !dbg !1574
  %.42 = and i32 %.41, %.40, !dbg !1574
  %.43 = bitcast i32 %.42 to float, !dbg !1574
  %.44 = select i1 %.39, float %.43, float %.38, !dbg !1574
  %.45 = fcmp uno float %t29, 0.000000e+00, !dbg !1574
  %.46 = select i1 %.45, float %t29, float %.44, !dbg !1574
  %.47 = fcmp uno float %.34, 0.000000e+00, !dbg !1574
  %.48 = select i1 %.47, float %.34, float %.46, !dbg !1574
  br label %b16, !dbg !1573

b16:                                              ; preds = %b12, %b14
  %t39 = phi float [ %t29.mux, %b12 ], [ %.48, %b14 ]
  %t40 = phi i1 [ %t30.mux, %b12 ], [ true, %b14 ]
  store float %t39, ptr addrspace(3) %t17, align 4, !dbg !1573
  %.49 = zext i1 %t40 to i8, !dbg !1573
  store i8 %.49, ptr addrspace(3) %t18, align 1, !dbg !1573
  br label %b17, !dbg !1573

b17:                                              ; preds = %b16, %b11
  %t41 = phi float [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !1573
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1573
  fence syncscope("workgroup") acquire, !dbg !1573
  %t43 = icmp slt i32 %.2, 32, !dbg !1573
  br i1 %t43, label %b18, label %b23, !dbg !1573

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !1573
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !1573
  %.50 = load float, ptr addrspace(3) %t45, align 4, !dbg !1573
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !1573
  %.51 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1573
  %.52.not9 = icmp eq i8 %.51, 0, !dbg !1573
  %t42.not = xor i1 %t42, true, !dbg !1573
  %brmerge2 = select i1 %.52.not9, i1 true, i1 %t42.not, !dbg !1573
  %t41.mux = select i1 %.52.not9, float %t41, float %.50, !dbg !1573
  %not..52.not9 = xor i1 %.52.not9, true, !dbg !1573
  %t42.mux = select i1 %not..52.not9, i1 true, i1 %t42, !dbg !1573
  br i1 %brmerge2, label %b23, label %b20, !dbg !1573

b20:                                              ; preds = %b18
  %.53 = fcmp ogt float %t41, %.50, !dbg !1574
  %.54 = select i1 %.53, float %t41, float %.50, !dbg !1574
  %.55 = fcmp oeq float %t41, %.50, !dbg !1574
  %.56 = bitcast float %t41 to i32, !dbg !1574
  %.57 = bitcast float %.50 to i32, !dbg !1574
  %.58 = and i32 %.57, %.56, !dbg !1574
  %.59 = bitcast i32 %.58 to float, !dbg !1574
  %.60 = select i1 %.55, float %.59, float %.54, !dbg !1574
  %.61 = fcmp uno float %t41, 0.000000e+00, !dbg !1574
  %.62 = select i1 %.61, float %t41, float %.60, !dbg !1574
  %.63 = fcmp uno float %.50, 0.000000e+00, !dbg !1574
  %.64 = select i1 %.63, float %.50, float %.62, !dbg !1574
  br label %b23, !dbg !1573

b23:                                              ; preds = %b18, %b20, %b17
  %t53 = phi float [ %t41, %b17 ], [ %t41.mux, %b18 ], [ %.64, %b20 ]
  %t54 = phi i1 [ %t42, %b17 ], [ %t42.mux, %b18 ], [ true, %b20 ]
  br i1 %t43, label %b24, label %b45, !dbg !1573

b24:                                              ; preds = %b23
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1573
  %.67 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66), !dbg !1573
  %.68 = zext i32 %.67 to i64, !dbg !1573
  %.69 = add nuw nsw i64 %.68, 16, !dbg !1573
  %.70 = icmp ult i32 %.67, 48, !dbg !1573
  %.71 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1573
  %.72 = and i64 %.69, 63, !dbg !1573
  %0 = shl nuw i64 1, %.72, !dbg !1573
  %1 = and i64 %0, %.71, !dbg !1573
  %.74 = icmp ne i64 %1, 0, !dbg !1573
  %.75 = and i1 %.70, %.74, !dbg !1573
  %.76 = trunc i64 %.69 to i32, !dbg !1573
  %.77 = shl i32 %.76, 2, !dbg !1573
  %.78 = bitcast float %t53 to i32, !dbg !1573
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78), !dbg !1573
  %.80 = bitcast i32 %.79 to float, !dbg !1573
  %t55 = select i1 %.75, float %.80, float %t53, !dbg !1573
  %.94 = zext i1 %t54 to i32, !dbg !1573
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.94), !dbg !1573
  %2 = and i32 %.95, 1, !dbg !1573
  %.96 = icmp ne i32 %2, 0, !dbg !1573
  %t56 = select i1 %.75, i1 %.96, i1 %t54, !dbg !1573
  %t57 = icmp slt i32 %.2, 16, !dbg !1573
  %t58 = and i1 %t57, %t56, !dbg !1573
  %3 = select i1 %t58, i1 %t54, i1 false, !dbg !1573
  %t53.mux = select i1 %t58, float %t55, float %t53, !dbg !1573
  %t54.mux = select i1 %t58, i1 true, i1 %t54, !dbg !1573
  br i1 %3, label %b26, label %b28, !dbg !1573

b26:                                              ; preds = %b24
  %.97 = fcmp ogt float %t53, %t55, !dbg !1574
  %.98 = select i1 %.97, float %t53, float %t55, !dbg !1574
  %.99 = fcmp oeq float %t53, %t55, !dbg !1574
  %.101 = bitcast float %t55 to i32, !dbg !1574
  %.102 = and i32 %.101, %.78, !dbg !1574
  %.103 = bitcast i32 %.102 to float, !dbg !1574
  %.104 = select i1 %.99, float %.103, float %.98, !dbg !1574
  %.105 = fcmp uno float %t53, 0.000000e+00, !dbg !1574
  %.106 = select i1 %.105, float %t53, float %.104, !dbg !1574
  %.107 = fcmp uno float %t55, 0.000000e+00, !dbg !1574
  %.108 = select i1 %.107, float %t55, float %.106, !dbg !1574
  br label %b28, !dbg !1573

b28:                                              ; preds = %b24, %b26
  %t61 = phi float [ %t53.mux, %b24 ], [ %.108, %b26 ]
  %t62 = phi i1 [ %t54.mux, %b24 ], [ true, %b26 ]
  %.113 = add nuw nsw i64 %.68, 8, !dbg !1573
  %.114 = icmp ult i32 %.67, 56, !dbg !1573
  %.116 = and i64 %.113, 63, !dbg !1573
  %4 = shl nuw i64 1, %.116, !dbg !1573
  %5 = and i64 %4, %.71, !dbg !1573
  %.118 = icmp ne i64 %5, 0, !dbg !1573
  %.119 = and i1 %.114, %.118, !dbg !1573
  %.120 = trunc i64 %.113 to i32, !dbg !1573
  %.121 = shl i32 %.120, 2, !dbg !1573
  %.122 = bitcast float %t61 to i32, !dbg !1573
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.122), !dbg !1573
  %.124 = bitcast i32 %.123 to float, !dbg !1573
  %t63 = select i1 %.119, float %.124, float %t61, !dbg !1573
  %.138 = zext i1 %t62 to i32, !dbg !1573
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.138), !dbg !1573
  %6 = and i32 %.139, 1, !dbg !1573
  %.140 = icmp ne i32 %6, 0, !dbg !1573
  %t64 = select i1 %.119, i1 %.140, i1 %t62, !dbg !1573
  %t65 = icmp slt i32 %.2, 24, !dbg !1573
  %t66 = and i1 %t65, %t64, !dbg !1573
  %7 = select i1 %t66, i1 %t62, i1 false, !dbg !1573
  %t61.mux = select i1 %t66, float %t63, float %t61, !dbg !1573
  %t62.mux = select i1 %t66, i1 true, i1 %t62, !dbg !1573
  br i1 %7, label %b30, label %b32, !dbg !1573

b30:                                              ; preds = %b28
  %.141 = fcmp ogt float %t61, %t63, !dbg !1574
  %.142 = select i1 %.141, float %t61, float %t63, !dbg !1574
  %.143 = fcmp oeq float %t61, %t63, !dbg !1574
  %.145 = bitcast float %t63 to i32, !dbg !1574
  %.146 = and i32 %.145, %.122, !dbg !1574
  %.147 = bitcast i32 %.146 to float, !dbg !1574
  %.148 = select i1 %.143, float %.147, float %.142, !dbg !1574
  %.149 = fcmp uno float %t61, 0.000000e+00, !dbg !1574
  %.150 = select i1 %.149, float %t61, float %.148, !dbg !1574
  %.151 = fcmp uno float %t63, 0.000000e+00, !dbg !1574
  %.152 = select i1 %.151, float %t63, float %.150, !dbg !1574
  br label %b32, !dbg !1573

b32:                                              ; preds = %b28, %b30
  %t69 = phi float [ %t61.mux, %b28 ], [ %.152, %b30 ]
  %t70 = phi i1 [ %t62.mux, %b28 ], [ true, %b30 ]
  %.157 = add nuw nsw i64 %.68, 4, !dbg !1573
  %.158 = icmp ult i32 %.67, 60, !dbg !1573
  %.160 = and i64 %.157, 63, !dbg !1573
  %8 = shl nuw i64 1, %.160, !dbg !1573
  %9 = and i64 %8, %.71, !dbg !1573
  %.162 = icmp ne i64 %9, 0, !dbg !1573
  %.163 = and i1 %.158, %.162, !dbg !1573
  %.164 = trunc i64 %.157 to i32, !dbg !1573
  %.165 = shl i32 %.164, 2, !dbg !1573
  %.166 = bitcast float %t69 to i32, !dbg !1573
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.166), !dbg !1573
  %.168 = bitcast i32 %.167 to float, !dbg !1573
  %t71 = select i1 %.163, float %.168, float %t69, !dbg !1573
  %.182 = zext i1 %t70 to i32, !dbg !1573
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.182), !dbg !1573
  %10 = and i32 %.183, 1, !dbg !1573
  %.184 = icmp ne i32 %10, 0, !dbg !1573
  %t72 = select i1 %.163, i1 %.184, i1 %t70, !dbg !1573
  %t73 = icmp slt i32 %.2, 28, !dbg !1573
  %t74 = and i1 %t73, %t72, !dbg !1573
  %11 = select i1 %t74, i1 %t70, i1 false, !dbg !1573
  %t69.mux = select i1 %t74, float %t71, float %t69, !dbg !1573
  %t70.mux = select i1 %t74, i1 true, i1 %t70, !dbg !1573
  br i1 %11, label %b34, label %b36, !dbg !1573

b34:                                              ; preds = %b32
  %.185 = fcmp ogt float %t69, %t71, !dbg !1574
  %.186 = select i1 %.185, float %t69, float %t71, !dbg !1574
  %.187 = fcmp oeq float %t69, %t71, !dbg !1574
  %.189 = bitcast float %t71 to i32, !dbg !1574
  %.190 = and i32 %.189, %.166, !dbg !1574
  %.191 = bitcast i32 %.190 to float, !dbg !1574
  %.192 = select i1 %.187, float %.191, float %.186, !dbg !1574
  %.193 = fcmp uno float %t69, 0.000000e+00, !dbg !1574
  %.194 = select i1 %.193, float %t69, float %.192, !dbg !1574
  %.195 = fcmp uno float %t71, 0.000000e+00, !dbg !1574
  %.196 = select i1 %.195, float %t71, float %.194, !dbg !1574
  br label %b36, !dbg !1573

b36:                                              ; preds = %b32, %b34
  %t77 = phi float [ %t69.mux, %b32 ], [ %.196, %b34 ]
  %t78 = phi i1 [ %t70.mux, %b32 ], [ true, %b34 ]
  %.201 = add nuw nsw i64 %.68, 2, !dbg !1573
  %.202 = icmp ult i32 %.67, 62, !dbg !1573
  %.204 = and i64 %.201, 63, !dbg !1573
  %12 = shl nuw i64 1, %.204, !dbg !1573
  %13 = and i64 %12, %.71, !dbg !1573
  %.206 = icmp ne i64 %13, 0, !dbg !1573
  %.207 = and i1 %.202, %.206, !dbg !1573
  %.208 = trunc i64 %.201 to i32, !dbg !1573
  %.209 = shl i32 %.208, 2, !dbg !1573
  %.210 = bitcast float %t77 to i32, !dbg !1573
  %.211 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.210), !dbg !1573
  %.212 = bitcast i32 %.211 to float, !dbg !1573
  %t79 = select i1 %.207, float %.212, float %t77, !dbg !1573
  %.226 = zext i1 %t78 to i32, !dbg !1573
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.226), !dbg !1573
  %14 = and i32 %.227, 1, !dbg !1573
  %.228 = icmp ne i32 %14, 0, !dbg !1573
  %t80 = select i1 %.207, i1 %.228, i1 %t78, !dbg !1573
  %t81 = icmp slt i32 %.2, 30, !dbg !1573
  %t82 = and i1 %t81, %t80, !dbg !1573
  %15 = select i1 %t82, i1 %t78, i1 false, !dbg !1573
  %t77.mux = select i1 %t82, float %t79, float %t77, !dbg !1573
  %t78.mux = select i1 %t82, i1 true, i1 %t78, !dbg !1573
  br i1 %15, label %b38, label %b40, !dbg !1573

b38:                                              ; preds = %b36
  %.229 = fcmp ogt float %t77, %t79, !dbg !1574
  %.230 = select i1 %.229, float %t77, float %t79, !dbg !1574
  %.231 = fcmp oeq float %t77, %t79, !dbg !1574
  %.233 = bitcast float %t79 to i32, !dbg !1574
  %.234 = and i32 %.233, %.210, !dbg !1574
  %.235 = bitcast i32 %.234 to float, !dbg !1574
  %.236 = select i1 %.231, float %.235, float %.230, !dbg !1574
  %.237 = fcmp uno float %t77, 0.000000e+00, !dbg !1574
  %.238 = select i1 %.237, float %t77, float %.236, !dbg !1574
  %.239 = fcmp uno float %t79, 0.000000e+00, !dbg !1574
  %.240 = select i1 %.239, float %t79, float %.238, !dbg !1574
  br label %b40, !dbg !1573

b40:                                              ; preds = %b36, %b38
  %t85 = phi float [ %t77.mux, %b36 ], [ %.240, %b38 ]
  %t86 = phi i1 [ %t78.mux, %b36 ], [ true, %b38 ]
  %.245 = add nuw nsw i64 %.68, 1, !dbg !1573
  %.246 = icmp ult i32 %.67, 63, !dbg !1573
  %.248 = and i64 %.245, 63, !dbg !1573
  %16 = shl nuw i64 1, %.248, !dbg !1573
  %17 = and i64 %16, %.71, !dbg !1573
  %.250 = icmp ne i64 %17, 0, !dbg !1573
  %.251 = and i1 %.246, %.250, !dbg !1573
  %.252 = trunc i64 %.245 to i32, !dbg !1573
  %.253 = shl i32 %.252, 2, !dbg !1573
  %.254 = bitcast float %t85 to i32, !dbg !1573
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254), !dbg !1573
  %.256 = bitcast i32 %.255 to float, !dbg !1573
  %t87 = select i1 %.251, float %.256, float %t85, !dbg !1573
  %.270 = zext i1 %t86 to i32, !dbg !1573
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270), !dbg !1573
  %18 = and i32 %.271, 1, !dbg !1573
  %.272 = icmp ne i32 %18, 0, !dbg !1573
  %t88 = select i1 %.251, i1 %.272, i1 %t86, !dbg !1573
  %t89 = icmp slt i32 %.2, 31, !dbg !1573
  %t90 = and i1 %t89, %t88, !dbg !1573
  %19 = select i1 %t90, i1 %t86, i1 false, !dbg !1573
  %t85.mux = select i1 %t90, float %t87, float %t85, !dbg !1573
  %t86.mux = select i1 %t90, i1 true, i1 %t86, !dbg !1573
  br i1 %19, label %b42, label %b45, !dbg !1573

b42:                                              ; preds = %b40
  %.273 = fcmp ogt float %t85, %t87, !dbg !1574
  %.274 = select i1 %.273, float %t85, float %t87, !dbg !1574
  %.275 = fcmp oeq float %t85, %t87, !dbg !1574
  %.277 = bitcast float %t87 to i32, !dbg !1574
  %.278 = and i32 %.277, %.254, !dbg !1574
  %.279 = bitcast i32 %.278 to float, !dbg !1574
  %.280 = select i1 %.275, float %.279, float %.274, !dbg !1574
  %.281 = fcmp uno float %t85, 0.000000e+00, !dbg !1574
  %.282 = select i1 %.281, float %t85, float %.280, !dbg !1574
  %.283 = fcmp uno float %t87, 0.000000e+00, !dbg !1574
  %.284 = select i1 %.283, float %t87, float %.282, !dbg !1574
  br label %b45, !dbg !1573

b45:                                              ; preds = %b40, %b42, %b23
  %t95 = phi float [ %t53, %b23 ], [ %t85.mux, %b40 ], [ %.284, %b42 ]
  %t96 = phi i1 [ %t54, %b23 ], [ %t86.mux, %b40 ], [ true, %b42 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !1573
  br i1 %t97, label %b46, label %b52, !dbg !1573

b46:                                              ; preds = %b45
  %20 = select i1 %t96, i1 %.1, i1 false, !dbg !1573
  %a3.mux = select i1 %t96, float %t95, float %a3, !dbg !1573
  %.1.mux = select i1 %t96, i1 true, i1 %.1, !dbg !1573
  br i1 %20, label %b48, label %b50, !dbg !1573

b48:                                              ; preds = %b46
  %.285 = fcmp olt float %t95, %a3, !dbg !1574
  %.286 = select i1 %.285, float %a3, float %t95, !dbg !1574
  %.287 = fcmp oeq float %t95, %a3, !dbg !1574
  %.288 = bitcast float %a3 to i32, !dbg !1574
  %.289 = bitcast float %t95 to i32, !dbg !1574
  %.290 = and i32 %.289, %.288, !dbg !1574
  %.291 = bitcast i32 %.290 to float, !dbg !1574
  %.292 = select i1 %.287, float %.291, float %.286, !dbg !1574
  %.293 = fcmp uno float %a3, 0.000000e+00, !dbg !1574
  %.294 = select i1 %.293, float %a3, float %.292, !dbg !1574
  %.295 = fcmp uno float %t95, 0.000000e+00, !dbg !1574
  %.296 = select i1 %.295, float %t95, float %.294, !dbg !1574
  br label %b50, !dbg !1573

b50:                                              ; preds = %b46, %b48
  %t100 = phi float [ %a3.mux, %b46 ], [ %.296, %b48 ]
  %t101 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t101, label %b51, label %b52, !dbg !1573

b51:                                              ; preds = %b50
  store float %t100, ptr addrspace(1) %a2, align 4, !dbg !1573
  br label %b52, !dbg !1573

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !1573
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #3 !dbg !1575 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1576
  %t3 = sext i32 %.1 to i64, !dbg !1576
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1576
  %t5 = sext i32 %.2 to i64, !dbg !1576
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1576
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1576
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !1576, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1576
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !1576, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !1576
  %.10 = add i32 %.5, -1, !dbg !1576
  %.11 = add i32 %.10, %.9, !dbg !1576
  %.12 = udiv i32 %.11, %.9, !dbg !1576
  %t7 = sext i32 %.12 to i64, !dbg !1576
  %t8 = shl nsw i64 %t5, 8, !dbg !1576
  %t9 = add nsw i64 %t8, %t3, !dbg !1576
  %t10 = shl nsw i64 %t7, 8, !dbg !1576
  %t11 = icmp slt i64 %t9, %a0, !dbg !1576
  br i1 %t11, label %b1, label %b2, !dbg !1576

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !1576
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12, !dbg !1576
  %.13 = load double, ptr addrspace(1) %t13, align 8, !dbg !1576, !amdgpu.noclobber !6
  br label %b2, !dbg !1576

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !1576
  %t20 = mul i64 %t10, %a2, !dbg !1576
  %t2411 = icmp slt i64 %t17, %a0, !dbg !1576
  br i1 %t2411, label %b4.preheader, label %b5, !dbg !1576

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !1576
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18, !dbg !1576
  br label %b4, !dbg !1576

b4:                                               ; preds = %b4.preheader, %b4
  %t2314 = phi double [ %.26, %b4 ], [ %t15, %b4.preheader ]
  %t2213 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t2112 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t2112, align 8, !dbg !1576
  %.15 = fcmp ogt double %t2314, %.14, !dbg !1577
  %.16 = select i1 %.15, double %t2314, double %.14, !dbg !1577
  %.17 = fcmp oeq double %t2314, %.14, !dbg !1577
  %.18 = bitcast double %t2314 to i64, !dbg !1577
  %.19 = bitcast double %.14 to i64, !dbg !1577
  %.20 = and i64 %.19, %.18, !dbg !1577
  %.21 = bitcast i64 %.20 to double, !dbg !1577
  %.22 = select i1 %.17, double %.21, double %.16, !dbg !1577
  %.23 = fcmp uno double %t2314, 0.000000e+00, !dbg !1577
  %.24 = select i1 %.23, double %t2314, double %.22, !dbg !1577
  %.25 = fcmp uno double %.14, 0.000000e+00, !dbg !1577
  %.26 = select i1 %.25, double %.14, double %.24, !dbg !1577
  %t27 = add i64 %t2213, %t10, !dbg !1576
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t2112, i64 %t20, !dbg !1576
  %t24 = icmp slt i64 %t27, %a0, !dbg !1576
  br i1 %t24, label %b4, label %b5, !dbg !1576

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi double [ %t15, %b2 ], [ %.26, %b4 ]
  %t29 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !1576
  store double %t23.lcssa, ptr addrspace(3) %t29, align 8, !dbg !1576
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !1576
  %.27 = zext i1 %t11 to i8, !dbg !1576
  store i8 %.27, ptr addrspace(3) %t30, align 1, !dbg !1576
  fence syncscope("workgroup") release, !dbg !1576
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1576
  fence syncscope("workgroup") acquire, !dbg !1576
  %t31 = icmp slt i32 %.1, 128, !dbg !1576
  br i1 %t31, label %b6, label %b11, !dbg !1576

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !1576
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !1576
  %.28 = load double, ptr addrspace(3) %t33, align 8, !dbg !1576
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !1576
  %.29 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1576
  %.30.not10 = icmp eq i8 %.29, 0, !dbg !1576
  %t16.not = xor i1 %t11, true, !dbg !1576
  %brmerge = or i1 %.30.not10, %t16.not, !dbg !1576
  %t23.mux = select i1 %.30.not10, double %t23.lcssa, double %.28, !dbg !1576
  %not..30.not10 = xor i1 %.30.not10, true, !dbg !1576
  %t16.mux = select i1 %not..30.not10, i1 true, i1 %t11, !dbg !1576
  br i1 %brmerge, label %b10, label %b8, !dbg !1576

b8:                                               ; preds = %b6
  %.31 = fcmp ogt double %t23.lcssa, %.28, !dbg !1577
  %.32 = select i1 %.31, double %t23.lcssa, double %.28, !dbg !1577
  %.33 = fcmp oeq double %t23.lcssa, %.28, !dbg !1577
  %.34 = bitcast double %t23.lcssa to i64, !dbg !1577
  %.35 = bitcast double %.28 to i64, !dbg !1577
  %.36 = and i64 %.35, %.34, !dbg !1577
  %.37 = bitcast i64 %.36 to double, !dbg !1577
  %.38 = select i1 %.33, double %.37, double %.32, !dbg !1577
  %.39 = fcmp uno double %t23.lcssa, 0.000000e+00, !dbg !1577
  %.40 = select i1 %.39, double %t23.lcssa, double %.38, !dbg !1577
  %.41 = fcmp uno double %.28, 0.000000e+00, !dbg !1577
  %.42 = select i1 %.41, double %.28, double %.40, !dbg !1577
  br label %b10, !dbg !1576

b10:                                              ; preds = %b6, %b8
  %t39 = phi double [ %t23.mux, %b6 ], [ %.42, %b8 ]
  %t40 = phi i1 [ %t16.mux, %b6 ], [ true, %b8 ]
  store double %t39, ptr addrspace(3) %t29, align 8, !dbg !1576
  %.43 = zext i1 %t40 to i8, !dbg !1576
  store i8 %.43, ptr addrspace(3) %t30, align 1, !dbg !1576
  br label %b11, !dbg !1576

b11:                                              ; preds = %b10, %b5
  %t41 = phi double [ %t39, %b10 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !1576
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1576
  fence syncscope("workgroup") acquire, !dbg !1576
  %t43 = icmp slt i32 %.1, 64, !dbg !1576
  br i1 %t43, label %b12, label %b17, !dbg !1576

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !1576
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !1576
  %.44 = load double, ptr addrspace(3) %t45, align 8, !dbg !1576
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !1576
  %.45 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1576
  %.46.not9 = icmp eq i8 %.45, 0, !dbg !1576
  %t42.not = xor i1 %t42, true, !dbg !1576
  %brmerge1 = select i1 %.46.not9, i1 true, i1 %t42.not, !dbg !1576
  %t41.mux = select i1 %.46.not9, double %t41, double %.44, !dbg !1576
  %not..46.not9 = xor i1 %.46.not9, true, !dbg !1576
  %t42.mux = select i1 %not..46.not9, i1 true, i1 %t42, !dbg !1576
  br i1 %brmerge1, label %b16, label %b14, !dbg !1576

b14:                                              ; preds = %b12
  %.47 = fcmp ogt double %t41, %.44, !dbg !1577
  %.48 = select i1 %.47, double %t41, double %.44, !dbg !1577
  %.49 = fcmp oeq double %t41, %.44, !dbg !1577
  %.50 = bitcast double %t41 to i64, !dbg !1577
  %.51 = bitcast double %.44 to i64, !dbg !1577
  %.52 = and i64 %.51, %.50, !dbg !1577
  %.53 = bitcast i64 %.52 to double, !dbg !1577
  %.54 = select i1 %.49, double %.53, double %.48, !dbg !1577
  %.55 = fcmp uno double %t41, 0.000000e+00, !dbg !1577
  %.56 = select i1 %.55, double %t41, double %.54, !dbg !1577
  %.57 = fcmp uno double %.44, 0.000000e+00, !dbg !1577
  %.58 = select i1 %.57, double %.44, double %.56, !dbg !1577
  br label %b16, !dbg !1576

b16:                                              ; preds = %b12, %b14
  %t51 = phi double [ %t41.mux, %b12 ], [ %.58, %b14 ]
  %t52 = phi i1 [ %t42.mux, %b12 ], [ true, %b14 ]
  store double %t51, ptr addrspace(3) %t29, align 8, !dbg !1576
  %.59 = zext i1 %t52 to i8, !dbg !1576
  store i8 %.59, ptr addrspace(3) %t30, align 1, !dbg !1576
  br label %b17, !dbg !1576

b17:                                              ; preds = %b16, %b11
  %t53 = phi double [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !1576
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1576
  fence syncscope("workgroup") acquire, !dbg !1576
  %t55 = icmp slt i32 %.1, 32, !dbg !1576
  br i1 %t55, label %b18, label %b23, !dbg !1576

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !1576
  %t57 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !1576
  %.60 = load double, ptr addrspace(3) %t57, align 8, !dbg !1576
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !1576
  %.61 = load i8, ptr addrspace(3) %t59, align 1, !dbg !1576
  %.62.not8 = icmp eq i8 %.61, 0, !dbg !1576
  %t54.not = xor i1 %t54, true, !dbg !1576
  %brmerge2 = select i1 %.62.not8, i1 true, i1 %t54.not, !dbg !1576
  %t53.mux = select i1 %.62.not8, double %t53, double %.60, !dbg !1576
  %not..62.not8 = xor i1 %.62.not8, true, !dbg !1576
  %t54.mux = select i1 %not..62.not8, i1 true, i1 %t54, !dbg !1576
  br i1 %brmerge2, label %b23, label %b20, !dbg !1576

b20:                                              ; preds = %b18
  %.63 = fcmp ogt double %t53, %.60, !dbg !1577
  %.64 = select i1 %.63, double %t53, double %.60, !dbg !1577
  %.65 = fcmp oeq double %t53, %.60, !dbg !1577
  %.66 = bitcast double %t53 to i64, !dbg !1577
  %.67 = bitcast double %.60 to i64, !dbg !1577
  %.68 = and i64 %.67, %.66, !dbg !1577
  %.69 = bitcast i64 %.68 to double, !dbg !1577
  %.70 = select i1 %.65, double %.69, double %.64, !dbg !1577
  %.71 = fcmp uno double %t53, 0.000000e+00, !dbg !1577
  %.72 = select i1 %.71, double %t53, double %.70, !dbg !1577
  %.73 = fcmp uno double %.60, 0.000000e+00, !dbg !1577
  %.74 = select i1 %.73, double %.60, double %.72, !dbg !1577
  br label %b23, !dbg !1576

b23:                                              ; preds = %b18, %b20, %b17
  %t65 = phi double [ %t53, %b17 ], [ %t53.mux, %b18 ], [ %.74, %b20 ]
  %t66 = phi i1 [ %t54, %b17 ], [ %t54.mux, %b18 ], [ true, %b20 ]
  br i1 %t55, label %b24, label %b45, !dbg !1576

b24:                                              ; preds = %b23
  %.76 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1576
  %.77 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76), !dbg !1576
  %.78 = zext i32 %.77 to i64, !dbg !1576
  %.79 = add nuw nsw i64 %.78, 16, !dbg !1576
  %.80 = icmp ult i32 %.77, 48, !dbg !1576
  %.81 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1576
  %.82 = and i64 %.79, 63, !dbg !1576
  %0 = shl nuw i64 1, %.82, !dbg !1576
  %1 = and i64 %0, %.81, !dbg !1576
  %.84 = icmp ne i64 %1, 0, !dbg !1576
  %.85 = and i1 %.80, %.84, !dbg !1576
  %.86 = trunc i64 %.79 to i32, !dbg !1576
  %.87 = shl i32 %.86, 2, !dbg !1576
  %.88 = bitcast double %t65 to i64, !dbg !1576
  %.89 = trunc i64 %.88 to i32, !dbg !1576
  %.90 = lshr i64 %.88, 32, !dbg !1576
  %.91 = trunc i64 %.90 to i32, !dbg !1576
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.89), !dbg !1576
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.91), !dbg !1576
  %.94 = zext i32 %.92 to i64, !dbg !1576
  %.95 = zext i32 %.93 to i64, !dbg !1576
  %.96 = shl nuw i64 %.95, 32, !dbg !1576
  %.97 = or i64 %.96, %.94, !dbg !1576
  %.98 = bitcast i64 %.97 to double, !dbg !1576
  %t67 = select i1 %.85, double %.98, double %t65, !dbg !1576
  %.112 = zext i1 %t66 to i32, !dbg !1576
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.112), !dbg !1576
  %2 = and i32 %.113, 1, !dbg !1576
  %.114 = icmp ne i32 %2, 0, !dbg !1576
  %t68 = select i1 %.85, i1 %.114, i1 %t66, !dbg !1576
  %t69 = icmp slt i32 %.1, 16, !dbg !1576
  %t70 = and i1 %t69, %t68, !dbg !1576
  %3 = select i1 %t70, i1 %t66, i1 false, !dbg !1576
  %t65.mux = select i1 %t70, double %t67, double %t65, !dbg !1576
  %t66.mux = select i1 %t70, i1 true, i1 %t66, !dbg !1576
  br i1 %3, label %b26, label %b28, !dbg !1576

b26:                                              ; preds = %b24
  %.115 = fcmp ogt double %t65, %t67, !dbg !1577
  %.116 = select i1 %.115, double %t65, double %t67, !dbg !1577
  %.117 = fcmp oeq double %t65, %t67, !dbg !1577
  %.119 = bitcast double %t67 to i64, !dbg !1577
  %.120 = and i64 %.119, %.88, !dbg !1577
  %.121 = bitcast i64 %.120 to double, !dbg !1577
  %.122 = select i1 %.117, double %.121, double %.116, !dbg !1577
  %.123 = fcmp uno double %t65, 0.000000e+00, !dbg !1577
  %.124 = select i1 %.123, double %t65, double %.122, !dbg !1577
  %.125 = fcmp uno double %t67, 0.000000e+00, !dbg !1577
  %.126 = select i1 %.125, double %t67, double %.124, !dbg !1577
  br label %b28, !dbg !1576

b28:                                              ; preds = %b24, %b26
  %t73 = phi double [ %t65.mux, %b24 ], [ %.126, %b26 ]
  %t74 = phi i1 [ %t66.mux, %b24 ], [ true, %b26 ]
  %.131 = add nuw nsw i64 %.78, 8, !dbg !1576
  %.132 = icmp ult i32 %.77, 56, !dbg !1576
  %.134 = and i64 %.131, 63, !dbg !1576
  %4 = shl nuw i64 1, %.134, !dbg !1576
  %5 = and i64 %4, %.81, !dbg !1576
  %.136 = icmp ne i64 %5, 0, !dbg !1576
  %.137 = and i1 %.132, %.136, !dbg !1576
  %.138 = trunc i64 %.131 to i32, !dbg !1576
  %.139 = shl i32 %.138, 2, !dbg !1576
  %.140 = bitcast double %t73 to i64, !dbg !1576
  %.141 = trunc i64 %.140 to i32, !dbg !1576
  %.142 = lshr i64 %.140, 32, !dbg !1576
  %.143 = trunc i64 %.142 to i32, !dbg !1576
  %.144 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.141), !dbg !1576
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.143), !dbg !1576
  %.146 = zext i32 %.144 to i64, !dbg !1576
  %.147 = zext i32 %.145 to i64, !dbg !1576
  %.148 = shl nuw i64 %.147, 32, !dbg !1576
  %.149 = or i64 %.148, %.146, !dbg !1576
  %.150 = bitcast i64 %.149 to double, !dbg !1576
  %t75 = select i1 %.137, double %.150, double %t73, !dbg !1576
  %.164 = zext i1 %t74 to i32, !dbg !1576
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.164), !dbg !1576
  %6 = and i32 %.165, 1, !dbg !1576
  %.166 = icmp ne i32 %6, 0, !dbg !1576
  %t76 = select i1 %.137, i1 %.166, i1 %t74, !dbg !1576
  %t77 = icmp slt i32 %.1, 24, !dbg !1576
  %t78 = and i1 %t77, %t76, !dbg !1576
  %7 = select i1 %t78, i1 %t74, i1 false, !dbg !1576
  %t73.mux = select i1 %t78, double %t75, double %t73, !dbg !1576
  %t74.mux = select i1 %t78, i1 true, i1 %t74, !dbg !1576
  br i1 %7, label %b30, label %b32, !dbg !1576

b30:                                              ; preds = %b28
  %.167 = fcmp ogt double %t73, %t75, !dbg !1577
  %.168 = select i1 %.167, double %t73, double %t75, !dbg !1577
  %.169 = fcmp oeq double %t73, %t75, !dbg !1577
  %.171 = bitcast double %t75 to i64, !dbg !1577
  %.172 = and i64 %.171, %.140, !dbg !1577
  %.173 = bitcast i64 %.172 to double, !dbg !1577
  %.174 = select i1 %.169, double %.173, double %.168, !dbg !1577
  %.175 = fcmp uno double %t73, 0.000000e+00, !dbg !1577
  %.176 = select i1 %.175, double %t73, double %.174, !dbg !1577
  %.177 = fcmp uno double %t75, 0.000000e+00, !dbg !1577
  %.178 = select i1 %.177, double %t75, double %.176, !dbg !1577
  br label %b32, !dbg !1576

b32:                                              ; preds = %b28, %b30
  %t81 = phi double [ %t73.mux, %b28 ], [ %.178, %b30 ]
  %t82 = phi i1 [ %t74.mux, %b28 ], [ true, %b30 ]
  %.183 = add nuw nsw i64 %.78, 4, !dbg !1576
  %.184 = icmp ult i32 %.77, 60, !dbg !1576
  %.186 = and i64 %.183, 63, !dbg !1576
  %8 = shl nuw i64 1, %.186, !dbg !1576
  %9 = and i64 %8, %.81, !dbg !1576
  %.188 = icmp ne i64 %9, 0, !dbg !1576
  %.189 = and i1 %.184, %.188, !dbg !1576
  %.190 = trunc i64 %.183 to i32, !dbg !1576
  %.191 = shl i32 %.190, 2, !dbg !1576
  %.192 = bitcast double %t81 to i64, !dbg !1576
  %.193 = trunc i64 %.192 to i32, !dbg !1576
  %.194 = lshr i64 %.192, 32, !dbg !1576
  %.195 = trunc i64 %.194 to i32, !dbg !1576
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.193), !dbg !1576
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.195), !dbg !1576
  %.198 = zext i32 %.196 to i64, !dbg !1576
  %.199 = zext i32 %.197 to i64, !dbg !1576
  %.200 = shl nuw i64 %.199, 32, !dbg !1576
  %.201 = or i64 %.200, %.198, !dbg !1576
  %.202 = bitcast i64 %.201 to double, !dbg !1576
  %t83 = select i1 %.189, double %.202, double %t81, !dbg !1576
  %.216 = zext i1 %t82 to i32, !dbg !1576
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.216), !dbg !1576
  %10 = and i32 %.217, 1, !dbg !1576
  %.218 = icmp ne i32 %10, 0, !dbg !1576
  %t84 = select i1 %.189, i1 %.218, i1 %t82, !dbg !1576
  %t85 = icmp slt i32 %.1, 28, !dbg !1576
  %t86 = and i1 %t85, %t84, !dbg !1576
  %11 = select i1 %t86, i1 %t82, i1 false, !dbg !1576
  %t81.mux = select i1 %t86, double %t83, double %t81, !dbg !1576
  %t82.mux = select i1 %t86, i1 true, i1 %t82, !dbg !1576
  br i1 %11, label %b34, label %b36, !dbg !1576

b34:                                              ; preds = %b32
  %.219 = fcmp ogt double %t81, %t83, !dbg !1577
  %.220 = select i1 %.219, double %t81, double %t83, !dbg !1577
  %.221 = fcmp oeq double %t81, %t83, !dbg !1577
  %.223 = bitcast double %t83 to i64, !dbg !1577
  %.224 = and i64 %.223, %.192, !dbg !1577
  %.225 = bitcast i64 %.224 to double, !dbg !1577
  %.226 = select i1 %.221, double %.225, double %.220, !dbg !1577
  %.227 = fcmp uno double %t81, 0.000000e+00, !dbg !1577
  %.228 = select i1 %.227, double %t81, double %.226, !dbg !1577
  %.229 = fcmp uno double %t83, 0.000000e+00, !dbg !1577
  %.230 = select i1 %.229, double %t83, double %.228, !dbg !1577
  br label %b36, !dbg !1576

b36:                                              ; preds = %b32, %b34
  %t89 = phi double [ %t81.mux, %b32 ], [ %.230, %b34 ]
  %t90 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.235 = add nuw nsw i64 %.78, 2, !dbg !1576
  %.236 = icmp ult i32 %.77, 62, !dbg !1576
  %.238 = and i64 %.235, 63, !dbg !1576
  %12 = shl nuw i64 1, %.238, !dbg !1576
  %13 = and i64 %12, %.81, !dbg !1576
  %.240 = icmp ne i64 %13, 0, !dbg !1576
  %.241 = and i1 %.236, %.240, !dbg !1576
  %.242 = trunc i64 %.235 to i32, !dbg !1576
  %.243 = shl i32 %.242, 2, !dbg !1576
  %.244 = bitcast double %t89 to i64, !dbg !1576
  %.245 = trunc i64 %.244 to i32, !dbg !1576
  %.246 = lshr i64 %.244, 32, !dbg !1576
  %.247 = trunc i64 %.246 to i32, !dbg !1576
  %.248 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.245), !dbg !1576
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.247), !dbg !1576
  %.250 = zext i32 %.248 to i64, !dbg !1576
  %.251 = zext i32 %.249 to i64, !dbg !1576
  %.252 = shl nuw i64 %.251, 32, !dbg !1576
  %.253 = or i64 %.252, %.250, !dbg !1576
  %.254 = bitcast i64 %.253 to double, !dbg !1576
  %t91 = select i1 %.241, double %.254, double %t89, !dbg !1576
  %.268 = zext i1 %t90 to i32, !dbg !1576
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.268), !dbg !1576
  %14 = and i32 %.269, 1, !dbg !1576
  %.270 = icmp ne i32 %14, 0, !dbg !1576
  %t92 = select i1 %.241, i1 %.270, i1 %t90, !dbg !1576
  %t93 = icmp slt i32 %.1, 30, !dbg !1576
  %t94 = and i1 %t93, %t92, !dbg !1576
  %15 = select i1 %t94, i1 %t90, i1 false, !dbg !1576
  %t89.mux = select i1 %t94, double %t91, double %t89, !dbg !1576
  %t90.mux = select i1 %t94, i1 true, i1 %t90, !dbg !1576
  br i1 %15, label %b38, label %b40, !dbg !1576

b38:                                              ; preds = %b36
  %.271 = fcmp ogt double %t89, %t91, !dbg !1577
  %.272 = select i1 %.271, double %t89, double %t91, !dbg !1577
  %.273 = fcmp oeq double %t89, %t91, !dbg !1577
  %.275 = bitcast double %t91 to i64, !dbg !1577
  %.276 = and i64 %.275, %.244, !dbg !1577
  %.277 = bitcast i64 %.276 to double, !dbg !1577
  %.278 = select i1 %.273, double %.277, double %.272, !dbg !1577
  %.279 = fcmp uno double %t89, 0.000000e+00, !dbg !1577
  %.280 = select i1 %.279, double %t89, double %.278, !dbg !1577
  %.281 = fcmp uno double %t91, 0.000000e+00, !dbg !1577
  %.282 = select i1 %.281, double %t91, double %.280, !dbg !1577
  br label %b40, !dbg !1576

b40:                                              ; preds = %b36, %b38
  %t97 = phi double [ %t89.mux, %b36 ], [ %.282, %b38 ]
  %t98 = phi i1 [ %t90.mux, %b36 ], [ true, %b38 ]
  %.287 = add nuw nsw i64 %.78, 1, !dbg !1576
  %.288 = icmp ult i32 %.77, 63, !dbg !1576
  %.290 = and i64 %.287, 63, !dbg !1576
  %16 = shl nuw i64 1, %.290, !dbg !1576
  %17 = and i64 %16, %.81, !dbg !1576
  %.292 = icmp ne i64 %17, 0, !dbg !1576
  %.293 = and i1 %.288, %.292, !dbg !1576
  %.294 = trunc i64 %.287 to i32, !dbg !1576
  %.295 = shl i32 %.294, 2, !dbg !1576
  %.296 = bitcast double %t97 to i64, !dbg !1576
  %.297 = trunc i64 %.296 to i32, !dbg !1576
  %.298 = lshr i64 %.296, 32, !dbg !1576
  %.299 = trunc i64 %.298 to i32, !dbg !1576
  %.300 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.297), !dbg !1576
  %.301 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.299), !dbg !1576
  %.302 = zext i32 %.300 to i64, !dbg !1576
  %.303 = zext i32 %.301 to i64, !dbg !1576
  %.304 = shl nuw i64 %.303, 32, !dbg !1576
  %.305 = or i64 %.304, %.302, !dbg !1576
  %.306 = bitcast i64 %.305 to double, !dbg !1576
  %t99 = select i1 %.293, double %.306, double %t97, !dbg !1576
  %.320 = zext i1 %t98 to i32, !dbg !1576
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.320), !dbg !1576
  %18 = and i32 %.321, 1, !dbg !1576
  %.322 = icmp ne i32 %18, 0, !dbg !1576
  %t100 = select i1 %.293, i1 %.322, i1 %t98, !dbg !1576
  %t101 = icmp slt i32 %.1, 31, !dbg !1576
  %t102 = and i1 %t101, %t100, !dbg !1576
  %19 = select i1 %t102, i1 %t98, i1 false, !dbg !1576
  %t97.mux = select i1 %t102, double %t99, double %t97, !dbg !1576
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !1576
  br i1 %19, label %b42, label %b45, !dbg !1576

b42:                                              ; preds = %b40
  %.323 = fcmp ogt double %t97, %t99, !dbg !1577
  %.324 = select i1 %.323, double %t97, double %t99, !dbg !1577
  %.325 = fcmp oeq double %t97, %t99, !dbg !1577
  %.327 = bitcast double %t99 to i64, !dbg !1577
  %.328 = and i64 %.327, %.296, !dbg !1577
  %.329 = bitcast i64 %.328 to double, !dbg !1577
  %.330 = select i1 %.325, double %.329, double %.324, !dbg !1577
  %.331 = fcmp uno double %t97, 0.000000e+00, !dbg !1577
  %.332 = select i1 %.331, double %t97, double %.330, !dbg !1577
  %.333 = fcmp uno double %t99, 0.000000e+00, !dbg !1577
  %.334 = select i1 %.333, double %t99, double %.332, !dbg !1577
  br label %b45, !dbg !1576

b45:                                              ; preds = %b40, %b42, %b23
  %t107 = phi double [ %t65, %b23 ], [ %t97.mux, %b40 ], [ %.334, %b42 ]
  %t108 = phi i1 [ %t66, %b23 ], [ %t98.mux, %b40 ], [ true, %b42 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !1576
  %t110 = and i1 %t109, %t108, !dbg !1576
  br i1 %t110, label %b46, label %b47, !dbg !1576

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !1576
  store double %t107, ptr addrspace(1) %t111, align 8, !dbg !1576
  br label %b47, !dbg !1576

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !1576
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #3 !dbg !1578 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1579
  %t3 = sext i32 %.2 to i64, !dbg !1579
  %t4 = icmp slt i64 %t3, %a0, !dbg !1579
  br i1 %t4, label %b1, label %b2, !dbg !1579

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3, !dbg !1579
  %.3 = load double, ptr addrspace(1) %t5, align 8, !dbg !1579, !amdgpu.noclobber !6
  br label %b2, !dbg !1579

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !1579
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !1579
  br i1 %t1213, label %b4, label %b5, !dbg !1579

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi double [ %.16, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1015, !dbg !1579
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !1579, !amdgpu.noclobber !6
  %.5 = fcmp ogt double %t1114, %.4, !dbg !1580
  %.6 = select i1 %.5, double %t1114, double %.4, !dbg !1580
  %.7 = fcmp oeq double %t1114, %.4, !dbg !1580
  %.8 = bitcast double %t1114 to i64, !dbg !1580
  %.9 = bitcast double %.4 to i64, !dbg !1580
  %.10 = and i64 %.9, %.8, !dbg !1580
  %.11 = bitcast i64 %.10 to double, !dbg !1580
  %.12 = select i1 %.7, double %.11, double %.6, !dbg !1580
  %.13 = fcmp uno double %t1114, 0.000000e+00, !dbg !1580
  %.14 = select i1 %.13, double %t1114, double %.12, !dbg !1580
  %.15 = fcmp uno double %.4, 0.000000e+00, !dbg !1580
  %.16 = select i1 %.15, double %.4, double %.14, !dbg !1580
  %t10 = add i64 %t1015, 256, !dbg !1579
  %t12 = icmp slt i64 %t10, %a0, !dbg !1579
  br i1 %t12, label %b4, label %b5, !dbg !1579

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %.16, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !1579
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !1579
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !1579
  %.17 = zext i1 %t4 to i8, !dbg !1579
  store i8 %.17, ptr addrspace(3) %t18, align 1, !dbg !1579
  fence syncscope("workgroup") release, !dbg !1579
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1579
  fence syncscope("workgroup") acquire, !dbg !1579
  %t19 = icmp slt i32 %.2, 128, !dbg !1579
  br i1 %t19, label %b6, label %b11, !dbg !1579

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !1579
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !1579
  %.18 = load double, ptr addrspace(3) %t21, align 8, !dbg !1579
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !1579
  %.19 = load i8, ptr addrspace(3) %t23, align 1, !dbg !1579
  %.20.not11 = icmp eq i8 %.19, 0, !dbg !1579
  %t8.not = xor i1 %t4, true, !dbg !1579
  %brmerge = or i1 %.20.not11, %t8.not, !dbg !1579
  %t11.mux = select i1 %.20.not11, double %t11.lcssa, double %.18, !dbg !1579
  %not..20.not11 = xor i1 %.20.not11, true, !dbg !1579
  %t8.mux = select i1 %not..20.not11, i1 true, i1 %t4, !dbg !1579
  br i1 %brmerge, label %b10, label %b8, !dbg !1579

b8:                                               ; preds = %b6
  %.21 = fcmp ogt double %t11.lcssa, %.18, !dbg !1580
  %.22 = select i1 %.21, double %t11.lcssa, double %.18, !dbg !1580
  %.23 = fcmp oeq double %t11.lcssa, %.18, !dbg !1580
  %.24 = bitcast double %t11.lcssa to i64, !dbg !1580
  %.25 = bitcast double %.18 to i64, !dbg !1580
  %.26 = and i64 %.25, %.24, !dbg !1580
  %.27 = bitcast i64 %.26 to double, !dbg !1580
  %.28 = select i1 %.23, double %.27, double %.22, !dbg !1580
  %.29 = fcmp uno double %t11.lcssa, 0.000000e+00, !dbg !1580
  %.30 = select i1 %.29, double %t11.lcssa, double %.28, !dbg !1580
  %.31 = fcmp uno double %.18, 0.000000e+00, !dbg !1580
  %.32 = select i1 %.31, double %.18, double %.30, !dbg !1580
  br label %b10, !dbg !1579

b10:                                              ; preds = %b6, %b8
  %t27 = phi double [ %t11.mux, %b6 ], [ %.32, %b8 ]
  %t28 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store double %t27, ptr addrspace(3) %t17, align 8, !dbg !1579
  %.33 = zext i1 %t28 to i8, !dbg !1579
  store i8 %.33, ptr addrspace(3) %t18, align 1, !dbg !1579
  br label %b11, !dbg !1579

b11:                                              ; preds = %b10, %b5
  %t29 = phi double [ %t27, %b10 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !1579
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1579
  fence syncscope("workgroup") acquire, !dbg !1579
  %t31 = icmp slt i32 %.2, 64, !dbg !1579
  br i1 %t31, label %b12, label %b17, !dbg !1579

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !1579
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !1579
  %.34 = load double, ptr addrspace(3) %t33, align 8, !dbg !1579
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !1579
  %.35 = load i8, ptr addrspace(3) %t35, align 1, !dbg !1579
  %.36.not10 = icmp eq i8 %.35, 0, !dbg !1579
  %t30.not = xor i1 %t30, true, !dbg !1579
  %brmerge1 = select i1 %.36.not10, i1 true, i1 %t30.not, !dbg !1579
  %t29.mux = select i1 %.36.not10, double %t29, double %.34, !dbg !1579
  %not..36.not10 = xor i1 %.36.not10, true, !dbg !1579
  %t30.mux = select i1 %not..36.not10, i1 true, i1 %t30, !dbg !1579
  br i1 %brmerge1, label %b16, label %b14, !dbg !1579

b14:                                              ; preds = %b12
  %.37 = fcmp ogt double %t29, %.34, !dbg !1580
  %.38 = select i1 %.37, double %t29, double %.34, !dbg !1580
  %.39 = fcmp oeq double %t29, %.34, !dbg !1580
  %.40 = bitcast double %t29 to i64, !dbg !1580
  %.41 = bitcast double %.34 to i64, !dbg !1580
  %.42 = and i64 %.41, %.40, !dbg !1580
  %.43 = bitcast i64 %.42 to double, !dbg !1580
  %.44 = select i1 %.39, double %.43, double %.38, !dbg !1580
  %.45 = fcmp uno double %t29, 0.000000e+00, !dbg !1580
  %.46 = select i1 %.45, double %t29, double %.44, !dbg !1580
  %.47 = fcmp uno double %.34, 0.000000e+00, !dbg !1580
  %.48 = select i1 %.47, double %.34, double %.46, !dbg !1580
  br label %b16, !dbg !1579

b16:                                              ; preds = %b12, %b14
  %t39 = phi double [ %t29.mux, %b12 ], [ %.48, %b14 ]
  %t40 = phi i1 [ %t30.mux, %b12 ], [ true, %b14 ]
  store double %t39, ptr addrspace(3) %t17, align 8, !dbg !1579
  %.49 = zext i1 %t40 to i8, !dbg !1579
  store i8 %.49, ptr addrspace(3) %t18, align 1, !dbg !1579
  br label %b17, !dbg !1579

b17:                                              ; preds = %b16, %b11
  %t41 = phi double [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !1579
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1579
  fence syncscope("workgroup") acquire, !dbg !1579
  %t43 = icmp slt i32 %.2, 32, !dbg !1579
  br i1 %t43, label %b18, label %b23, !dbg !1579

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !1579
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !1579
  %.50 = load double, ptr addrspace(3) %t45, align 8, !dbg !1579
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !1579
  %.51 = load i8, ptr addrspace(3) %t47, align 1, !dbg !1579
  %.52.not9 = icmp eq i8 %.51, 0, !dbg !1579
  %t42.not = xor i1 %t42, true, !dbg !1579
  %brmerge2 = select i1 %.52.not9, i1 true, i1 %t42.not, !dbg !1579
  %t41.mux = select i1 %.52.not9, double %t41, double %.50, !dbg !1579
  %not..52.not9 = xor i1 %.52.not9, true, !dbg !1579
  %t42.mux = select i1 %not..52.not9, i1 true, i1 %t42, !dbg !1579
  br i1 %brmerge2, label %b23, label %b20, !dbg !1579

b20:                                              ; preds = %b18
  %.53 = fcmp ogt double %t41, %.50, !dbg !1580
  %.54 = select i1 %.53, double %t41, double %.50, !dbg !1580
  %.55 = fcmp oeq double %t41, %.50, !dbg !1580
  %.56 = bitcast double %t41 to i64, !dbg !1580
  %.57 = bitcast double %.50 to i64, !dbg !1580
  %.58 = and i64 %.57, %.56, !dbg !1580
  %.59 = bitcast i64 %.58 to double, !dbg !1580
  %.60 = select i1 %.55, double %.59, double %.54, !dbg !1580
  %.61 = fcmp uno double %t41, 0.000000e+00, !dbg !1580
  %.62 = select i1 %.61, double %t41, double %.60, !dbg !1580
  %.63 = fcmp uno double %.50, 0.000000e+00, !dbg !1580
  %.64 = select i1 %.63, double %.50, double %.62, !dbg !1580
  br label %b23, !dbg !1579

b23:                                              ; preds = %b18, %b20, %b17
  %t53 = phi double [ %t41, %b17 ], [ %t41.mux, %b18 ], [ %.64, %b20 ]
  %t54 = phi i1 [ %t42, %b17 ], [ %t42.mux, %b18 ], [ true, %b20 ]
  br i1 %t43, label %b24, label %b45, !dbg !1579

b24:                                              ; preds = %b23
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1579
  %.67 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66), !dbg !1579
  %.68 = zext i32 %.67 to i64, !dbg !1579
  %.69 = add nuw nsw i64 %.68, 16, !dbg !1579
  %.70 = icmp ult i32 %.67, 48, !dbg !1579
  %.71 = tail call i64 @llvm.read_register.i64(metadata !1271) #14, !dbg !1579
  %.72 = and i64 %.69, 63, !dbg !1579
  %0 = shl nuw i64 1, %.72, !dbg !1579
  %1 = and i64 %0, %.71, !dbg !1579
  %.74 = icmp ne i64 %1, 0, !dbg !1579
  %.75 = and i1 %.70, %.74, !dbg !1579
  %.76 = trunc i64 %.69 to i32, !dbg !1579
  %.77 = shl i32 %.76, 2, !dbg !1579
  %.78 = bitcast double %t53 to i64, !dbg !1579
  %.79 = trunc i64 %.78 to i32, !dbg !1579
  %.80 = lshr i64 %.78, 32, !dbg !1579
  %.81 = trunc i64 %.80 to i32, !dbg !1579
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.79), !dbg !1579
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.81), !dbg !1579
  %.84 = zext i32 %.82 to i64, !dbg !1579
  %.85 = zext i32 %.83 to i64, !dbg !1579
  %.86 = shl nuw i64 %.85, 32, !dbg !1579
  %.87 = or i64 %.86, %.84, !dbg !1579
  %.88 = bitcast i64 %.87 to double, !dbg !1579
  %t55 = select i1 %.75, double %.88, double %t53, !dbg !1579
  %.102 = zext i1 %t54 to i32, !dbg !1579
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.102), !dbg !1579
  %2 = and i32 %.103, 1, !dbg !1579
  %.104 = icmp ne i32 %2, 0, !dbg !1579
  %t56 = select i1 %.75, i1 %.104, i1 %t54, !dbg !1579
  %t57 = icmp slt i32 %.2, 16, !dbg !1579
  %t58 = and i1 %t57, %t56, !dbg !1579
  %3 = select i1 %t58, i1 %t54, i1 false, !dbg !1579
  %t53.mux = select i1 %t58, double %t55, double %t53, !dbg !1579
  %t54.mux = select i1 %t58, i1 true, i1 %t54, !dbg !1579
  br i1 %3, label %b26, label %b28, !dbg !1579

b26:                                              ; preds = %b24
  %.105 = fcmp ogt double %t53, %t55, !dbg !1580
  %.106 = select i1 %.105, double %t53, double %t55, !dbg !1580
  %.107 = fcmp oeq double %t53, %t55, !dbg !1580
  %.109 = bitcast double %t55 to i64, !dbg !1580
  %.110 = and i64 %.109, %.78, !dbg !1580
  %.111 = bitcast i64 %.110 to double, !dbg !1580
  %.112 = select i1 %.107, double %.111, double %.106, !dbg !1580
  %.113 = fcmp uno double %t53, 0.000000e+00, !dbg !1580
  %.114 = select i1 %.113, double %t53, double %.112, !dbg !1580
  %.115 = fcmp uno double %t55, 0.000000e+00, !dbg !1580
  %.116 = select i1 %.115, double %t55, double %.114, !dbg !1580
  br label %b28, !dbg !1579

b28:                                              ; preds = %b24, %b26
  %t61 = phi double [ %t53.mux, %b24 ], [ %.116, %b26 ]
  %t62 = phi i1 [ %t54.mux, %b24 ], [ true, %b26 ]
  %.121 = add nuw nsw i64 %.68, 8, !dbg !1579
  %.122 = icmp ult i32 %.67, 56, !dbg !1579
  %.124 = and i64 %.121, 63, !dbg !1579
  %4 = shl nuw i64 1, %.124, !dbg !1579
  %5 = and i64 %4, %.71, !dbg !1579
  %.126 = icmp ne i64 %5, 0, !dbg !1579
  %.127 = and i1 %.122, %.126, !dbg !1579
  %.128 = trunc i64 %.121 to i32, !dbg !1579
  %.129 = shl i32 %.128, 2, !dbg !1579
  %.130 = bitcast double %t61 to i64, !dbg !1579
  %.131 = trunc i64 %.130 to i32, !dbg !1579
  %.132 = lshr i64 %.130, 32, !dbg !1579
  %.133 = trunc i64 %.132 to i32, !dbg !1579
  %.134 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.131), !dbg !1579
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.133), !dbg !1579
  %.136 = zext i32 %.134 to i64, !dbg !1579
  %.137 = zext i32 %.135 to i64, !dbg !1579
  %.138 = shl nuw i64 %.137, 32, !dbg !1579
  %.139 = or i64 %.138, %.136, !dbg !1579
  %.140 = bitcast i64 %.139 to double, !dbg !1579
  %t63 = select i1 %.127, double %.140, double %t61, !dbg !1579
  %.154 = zext i1 %t62 to i32, !dbg !1579
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.154), !dbg !1579
  %6 = and i32 %.155, 1, !dbg !1579
  %.156 = icmp ne i32 %6, 0, !dbg !1579
  %t64 = select i1 %.127, i1 %.156, i1 %t62, !dbg !1579
  %t65 = icmp slt i32 %.2, 24, !dbg !1579
  %t66 = and i1 %t65, %t64, !dbg !1579
  %7 = select i1 %t66, i1 %t62, i1 false, !dbg !1579
  %t61.mux = select i1 %t66, double %t63, double %t61, !dbg !1579
  %t62.mux = select i1 %t66, i1 true, i1 %t62, !dbg !1579
  br i1 %7, label %b30, label %b32, !dbg !1579

b30:                                              ; preds = %b28
  %.157 = fcmp ogt double %t61, %t63, !dbg !1580
  %.158 = select i1 %.157, double %t61, double %t63, !dbg !1580
  %.159 = fcmp oeq double %t61, %t63, !dbg !1580
  %.161 = bitcast double %t63 to i64, !dbg !1580
  %.162 = and i64 %.161, %.130, !dbg !1580
  %.163 = bitcast i64 %.162 to double, !dbg !1580
  %.164 = select i1 %.159, double %.163, double %.158, !dbg !1580
  %.165 = fcmp uno double %t61, 0.000000e+00, !dbg !1580
  %.166 = select i1 %.165, double %t61, double %.164, !dbg !1580
  %.167 = fcmp uno double %t63, 0.000000e+00, !dbg !1580
  %.168 = select i1 %.167, double %t63, double %.166, !dbg !1580
  br label %b32, !dbg !1579

b32:                                              ; preds = %b28, %b30
  %t69 = phi double [ %t61.mux, %b28 ], [ %.168, %b30 ]
  %t70 = phi i1 [ %t62.mux, %b28 ], [ true, %b30 ]
  %.173 = add nuw nsw i64 %.68, 4, !dbg !1579
  %.174 = icmp ult i32 %.67, 60, !dbg !1579
  %.176 = and i64 %.173, 63, !dbg !1579
  %8 = shl nuw i64 1, %.176, !dbg !1579
  %9 = and i64 %8, %.71, !dbg !1579
  %.178 = icmp ne i64 %9, 0, !dbg !1579
  %.179 = and i1 %.174, %.178, !dbg !1579
  %.180 = trunc i64 %.173 to i32, !dbg !1579
  %.181 = shl i32 %.180, 2, !dbg !1579
  %.182 = bitcast double %t69 to i64, !dbg !1579
  %.183 = trunc i64 %.182 to i32, !dbg !1579
  %.184 = lshr i64 %.182, 32, !dbg !1579
  %.185 = trunc i64 %.184 to i32, !dbg !1579
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183), !dbg !1579
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185), !dbg !1579
  %.188 = zext i32 %.186 to i64, !dbg !1579
  %.189 = zext i32 %.187 to i64, !dbg !1579
  %.190 = shl nuw i64 %.189, 32, !dbg !1579
  %.191 = or i64 %.190, %.188, !dbg !1579
  %.192 = bitcast i64 %.191 to double, !dbg !1579
  %t71 = select i1 %.179, double %.192, double %t69, !dbg !1579
  %.206 = zext i1 %t70 to i32, !dbg !1579
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.206), !dbg !1579
  %10 = and i32 %.207, 1, !dbg !1579
  %.208 = icmp ne i32 %10, 0, !dbg !1579
  %t72 = select i1 %.179, i1 %.208, i1 %t70, !dbg !1579
  %t73 = icmp slt i32 %.2, 28, !dbg !1579
  %t74 = and i1 %t73, %t72, !dbg !1579
  %11 = select i1 %t74, i1 %t70, i1 false, !dbg !1579
  %t69.mux = select i1 %t74, double %t71, double %t69, !dbg !1579
  %t70.mux = select i1 %t74, i1 true, i1 %t70, !dbg !1579
  br i1 %11, label %b34, label %b36, !dbg !1579

b34:                                              ; preds = %b32
  %.209 = fcmp ogt double %t69, %t71, !dbg !1580
  %.210 = select i1 %.209, double %t69, double %t71, !dbg !1580
  %.211 = fcmp oeq double %t69, %t71, !dbg !1580
  %.213 = bitcast double %t71 to i64, !dbg !1580
  %.214 = and i64 %.213, %.182, !dbg !1580
  %.215 = bitcast i64 %.214 to double, !dbg !1580
  %.216 = select i1 %.211, double %.215, double %.210, !dbg !1580
  %.217 = fcmp uno double %t69, 0.000000e+00, !dbg !1580
  %.218 = select i1 %.217, double %t69, double %.216, !dbg !1580
  %.219 = fcmp uno double %t71, 0.000000e+00, !dbg !1580
  %.220 = select i1 %.219, double %t71, double %.218, !dbg !1580
  br label %b36, !dbg !1579

b36:                                              ; preds = %b32, %b34
  %t77 = phi double [ %t69.mux, %b32 ], [ %.220, %b34 ]
  %t78 = phi i1 [ %t70.mux, %b32 ], [ true, %b34 ]
  %.225 = add nuw nsw i64 %.68, 2, !dbg !1579
  %.226 = icmp ult i32 %.67, 62, !dbg !1579
  %.228 = and i64 %.225, 63, !dbg !1579
  %12 = shl nuw i64 1, %.228, !dbg !1579
  %13 = and i64 %12, %.71, !dbg !1579
  %.230 = icmp ne i64 %13, 0, !dbg !1579
  %.231 = and i1 %.226, %.230, !dbg !1579
  %.232 = trunc i64 %.225 to i32, !dbg !1579
  %.233 = shl i32 %.232, 2, !dbg !1579
  %.234 = bitcast double %t77 to i64, !dbg !1579
  %.235 = trunc i64 %.234 to i32, !dbg !1579
  %.236 = lshr i64 %.234, 32, !dbg !1579
  %.237 = trunc i64 %.236 to i32, !dbg !1579
  %.238 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.235), !dbg !1579
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.237), !dbg !1579
  %.240 = zext i32 %.238 to i64, !dbg !1579
  %.241 = zext i32 %.239 to i64, !dbg !1579
  %.242 = shl nuw i64 %.241, 32, !dbg !1579
  %.243 = or i64 %.242, %.240, !dbg !1579
  %.244 = bitcast i64 %.243 to double, !dbg !1579
  %t79 = select i1 %.231, double %.244, double %t77, !dbg !1579
  %.258 = zext i1 %t78 to i32, !dbg !1579
  %.259 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.258), !dbg !1579
  %14 = and i32 %.259, 1, !dbg !1579
  %.260 = icmp ne i32 %14, 0, !dbg !1579
  %t80 = select i1 %.231, i1 %.260, i1 %t78, !dbg !1579
  %t81 = icmp slt i32 %.2, 30, !dbg !1579
  %t82 = and i1 %t81, %t80, !dbg !1579
  %15 = select i1 %t82, i1 %t78, i1 false, !dbg !1579
  %t77.mux = select i1 %t82, double %t79, double %t77, !dbg !1579
  %t78.mux = select i1 %t82, i1 true, i1 %t78, !dbg !1579
  br i1 %15, label %b38, label %b40, !dbg !1579

b38:                                              ; preds = %b36
  %.261 = fcmp ogt double %t77, %t79, !dbg !1580
  %.262 = select i1 %.261, double %t77, double %t79, !dbg !1580
  %.263 = fcmp oeq double %t77, %t79, !dbg !1580
  %.265 = bitcast double %t79 to i64, !dbg !1580
  %.266 = and i64 %.265, %.234, !dbg !1580
  %.267 = bitcast i64 %.266 to double, !dbg !1580
  %.268 = select i1 %.263, double %.267, double %.262, !dbg !1580
  %.269 = fcmp uno double %t77, 0.000000e+00, !dbg !1580
  %.270 = select i1 %.269, double %t77, double %.268, !dbg !1580
  %.271 = fcmp uno double %t79, 0.000000e+00, !dbg !1580
  %.272 = select i1 %.271, double %t79, double %.270, !dbg !1580
  br label %b40, !dbg !1579

b40:                                              ; preds = %b36, %b38
  %t85 = phi double [ %t77.mux, %b36 ], [ %.272, %b38 ]
  %t86 = phi i1 [ %t78.mux, %b36 ], [ true, %b38 ]
  %.277 = add nuw nsw i64 %.68, 1, !dbg !1579
  %.278 = icmp ult i32 %.67, 63, !dbg !1579
  %.280 = and i64 %.277, 63, !dbg !1579
  %16 = shl nuw i64 1, %.280, !dbg !1579
  %17 = and i64 %16, %.71, !dbg !1579
  %.282 = icmp ne i64 %17, 0, !dbg !1579
  %.283 = and i1 %.278, %.282, !dbg !1579
  %.284 = trunc i64 %.277 to i32, !dbg !1579
  %.285 = shl i32 %.284, 2, !dbg !1579
  %.286 = bitcast double %t85 to i64, !dbg !1579
  %.287 = trunc i64 %.286 to i32, !dbg !1579
  %.288 = lshr i64 %.286, 32, !dbg !1579
  %.289 = trunc i64 %.288 to i32, !dbg !1579
  %.290 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.287), !dbg !1579
  %.291 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.289), !dbg !1579
  %.292 = zext i32 %.290 to i64, !dbg !1579
  %.293 = zext i32 %.291 to i64, !dbg !1579
  %.294 = shl nuw i64 %.293, 32, !dbg !1579
  %.295 = or i64 %.294, %.292, !dbg !1579
  %.296 = bitcast i64 %.295 to double, !dbg !1579
  %t87 = select i1 %.283, double %.296, double %t85, !dbg !1579
  %.310 = zext i1 %t86 to i32, !dbg !1579
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.310), !dbg !1579
  %18 = and i32 %.311, 1, !dbg !1579
  %.312 = icmp ne i32 %18, 0, !dbg !1579
  %t88 = select i1 %.283, i1 %.312, i1 %t86, !dbg !1579
  %t89 = icmp slt i32 %.2, 31, !dbg !1579
  %t90 = and i1 %t89, %t88, !dbg !1579
  %19 = select i1 %t90, i1 %t86, i1 false, !dbg !1579
  %t85.mux = select i1 %t90, double %t87, double %t85, !dbg !1579
  %t86.mux = select i1 %t90, i1 true, i1 %t86, !dbg !1579
  br i1 %19, label %b42, label %b45, !dbg !1579

b42:                                              ; preds = %b40
  %.313 = fcmp ogt double %t85, %t87, !dbg !1580
  %.314 = select i1 %.313, double %t85, double %t87, !dbg !1580
  %.315 = fcmp oeq double %t85, %t87, !dbg !1580
  %.317 = bitcast double %t87 to i64, !dbg !1580
  %.318 = and i64 %.317, %.286, !dbg !1580
  %.319 = bitcast i64 %.318 to double, !dbg !1580
  %.320 = select i1 %.315, double %.319, double %.314, !dbg !1580
  %.321 = fcmp uno double %t85, 0.000000e+00, !dbg !1580
  %.322 = select i1 %.321, double %t85, double %.320, !dbg !1580
  %.323 = fcmp uno double %t87, 0.000000e+00, !dbg !1580
  %.324 = select i1 %.323, double %t87, double %.322, !dbg !1580
  br label %b45, !dbg !1579

b45:                                              ; preds = %b40, %b42, %b23
  %t95 = phi double [ %t53, %b23 ], [ %t85.mux, %b40 ], [ %.324, %b42 ]
  %t96 = phi i1 [ %t54, %b23 ], [ %t86.mux, %b40 ], [ true, %b42 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !1579
  br i1 %t97, label %b46, label %b52, !dbg !1579

b46:                                              ; preds = %b45
  %20 = select i1 %t96, i1 %.1, i1 false, !dbg !1579
  %a3.mux = select i1 %t96, double %t95, double %a3, !dbg !1579
  %.1.mux = select i1 %t96, i1 true, i1 %.1, !dbg !1579
  br i1 %20, label %b48, label %b50, !dbg !1579

b48:                                              ; preds = %b46
  %.325 = fcmp olt double %t95, %a3, !dbg !1580
  %.326 = select i1 %.325, double %a3, double %t95, !dbg !1580
  %.327 = fcmp oeq double %t95, %a3, !dbg !1580
  %.328 = bitcast double %a3 to i64, !dbg !1580
  %.329 = bitcast double %t95 to i64, !dbg !1580
  %.330 = and i64 %.329, %.328, !dbg !1580
  %.331 = bitcast i64 %.330 to double, !dbg !1580
  %.332 = select i1 %.327, double %.331, double %.326, !dbg !1580
  %.333 = fcmp uno double %a3, 0.000000e+00, !dbg !1580
  %.334 = select i1 %.333, double %a3, double %.332, !dbg !1580
  %.335 = fcmp uno double %t95, 0.000000e+00, !dbg !1580
  %.336 = select i1 %.335, double %t95, double %.334, !dbg !1580
  br label %b50, !dbg !1579

b50:                                              ; preds = %b46, %b48
  %t100 = phi double [ %a3.mux, %b46 ], [ %.336, %b48 ]
  %t101 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t101, label %b51, label %b52, !dbg !1579

b51:                                              ; preds = %b50
  store double %t100, ptr addrspace(1) %a2, align 8, !dbg !1579
  br label %b52, !dbg !1579

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !1579
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat32_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #2 !dbg !1581 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1582
  %t1 = sext i32 %.1 to i64, !dbg !1582
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1582
  %t3 = sext i32 %.2 to i64, !dbg !1582
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1582
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1582
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1582, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1582
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1582
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1582, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1582
  %.15 = add i32 %.14, %.9, !dbg !1582
  %.16 = udiv i32 %.15, %.6, !dbg !1582
  %t7 = sext i32 %.16 to i64, !dbg !1582
  %t8 = mul nsw i64 %t5, %t3, !dbg !1582
  %t9 = add nsw i64 %t8, %t1, !dbg !1582
  %t10 = mul nsw i64 %t7, %t5, !dbg !1582
  %t11 = icmp sgt i64 %a1, 3, !dbg !1582
  %t12 = icmp sgt i64 %a1, 2, !dbg !1582
  %t13 = icmp sgt i64 %a1, 1, !dbg !1582
  %t14 = icmp sgt i64 %a1, 0, !dbg !1582
  %t15 = icmp sgt i64 %a7, 0, !dbg !1583
  %t16 = icmp sgt i64 %a17, 0, !dbg !1584
  %t17 = icmp sgt i64 %a8, 0, !dbg !1585
  %t191 = icmp slt i64 %t9, %a0, !dbg !1582
  br i1 %t191, label %b2.lr.ph, label %b17, !dbg !1582

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
  br label %b2, !dbg !1582

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t92, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !1582

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen, !dbg !1582
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed, !dbg !1582
  %.28 = sub i64 0, %t182, !dbg !1582
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1582
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1582
  %t22 = mul i64 %.22, %a14, !dbg !1582
  %t23 = mul i64 %.22, %a23, !dbg !1582
  %t24 = mul i64 %.22, %a32, !dbg !1582
  br label %b4, !dbg !1582

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !1582

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen, !dbg !1582
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed, !dbg !1582
  %.42 = sub i64 0, %t25, !dbg !1582
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1582
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1582
  %t31 = mul i64 %.36, %a13, !dbg !1582
  %t32 = add i64 %t31, %t26, !dbg !1582
  %t33 = mul i64 %.36, %a22, !dbg !1582
  %t34 = add i64 %t33, %t27, !dbg !1582
  %t35 = mul i64 %.36, %a31, !dbg !1582
  %t36 = add i64 %t35, %t28, !dbg !1582
  br label %b6, !dbg !1582

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !1582

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen, !dbg !1582
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed, !dbg !1582
  %.56 = sub i64 0, %t37, !dbg !1582
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1582
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1582
  %t43 = mul i64 %.50, %a12, !dbg !1582
  %t44 = add i64 %t43, %t38, !dbg !1582
  %t45 = mul i64 %.50, %a21, !dbg !1582
  %t46 = add i64 %t45, %t39, !dbg !1582
  %t47 = mul i64 %.50, %a30, !dbg !1582
  %t48 = add i64 %t47, %t40, !dbg !1582
  br label %b8, !dbg !1582

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !1582

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11, !dbg !1582
  %t54 = add i64 %t50, %t53, !dbg !1582
  %t55 = mul i64 %t49, %a20, !dbg !1582
  %t56 = add i64 %t51, %t55, !dbg !1582
  %t57 = mul i64 %t49, %a29, !dbg !1582
  %t58 = add i64 %t52, %t57, !dbg !1582
  br label %b10, !dbg !1582

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t60, !dbg !1582
  br i1 %t15, label %b11.preheader, label %b16, !dbg !1583

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t61, !dbg !1582
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !1582
  br label %b11, !dbg !1584

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t91, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t88, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15, !dbg !1584

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t87, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t84, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14, !dbg !1585

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t82, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t65, %b12 ]
  %t73 = phi float [ %t78, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t79, %b13 ], [ 0, %b12 ]
  %.59 = load float, ptr addrspace(1) %t72, align 4, !dbg !1586
  %.60 = load float, ptr addrspace(1) %t71, align 4, !dbg !1587
  %t77 = fmul float %.59, %.60, !dbg !1588
  %t78 = fadd float %t73, %t77, !dbg !1589
  %t79 = add nuw nsw i64 %t74, 1, !dbg !1589
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a10, !dbg !1586
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t71, i64 %a18, !dbg !1587
  %exitcond.not = icmp eq i64 %t79, %a8, !dbg !1589
  br i1 %exitcond.not, label %b14, label %b13, !dbg !1589

b14:                                              ; preds = %b13, %b12
  %t83 = phi float [ 0.000000e+00, %b12 ], [ %t78, %b13 ]
  store float %t83, ptr addrspace(1) %t68, align 4, !dbg !1590
  %t84 = add nuw nsw i64 %t70, 1, !dbg !1590
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a19, !dbg !1587
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %a28, !dbg !1590
  %exitcond3.not = icmp eq i64 %t84, %a17, !dbg !1590
  br i1 %exitcond3.not, label %b15, label %b12, !dbg !1590

b15:                                              ; preds = %b14, %b11
  %t88 = add nuw nsw i64 %t67, 1, !dbg !1590
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %a27, !dbg !1590
  %t91 = getelementptr inbounds float, ptr addrspace(1) %t65, i64 %a9, !dbg !1586
  %exitcond4.not = icmp eq i64 %t88, %a7, !dbg !1590
  br i1 %exitcond4.not, label %b16, label %b11, !dbg !1590

b16:                                              ; preds = %b15, %b10
  %t92 = add i64 %t182, %t10, !dbg !1582
  %t19 = icmp slt i64 %t92, %a0, !dbg !1582
  br i1 %t19, label %b2, label %b17, !dbg !1582

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !1582
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat64_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #2 !dbg !1591 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1592
  %t1 = sext i32 %.1 to i64, !dbg !1592
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1592
  %t3 = sext i32 %.2 to i64, !dbg !1592
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1592
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1592
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1592, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1592
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1592
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1592, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1592
  %.15 = add i32 %.14, %.9, !dbg !1592
  %.16 = udiv i32 %.15, %.6, !dbg !1592
  %t7 = sext i32 %.16 to i64, !dbg !1592
  %t8 = mul nsw i64 %t5, %t3, !dbg !1592
  %t9 = add nsw i64 %t8, %t1, !dbg !1592
  %t10 = mul nsw i64 %t7, %t5, !dbg !1592
  %t11 = icmp sgt i64 %a1, 3, !dbg !1592
  %t12 = icmp sgt i64 %a1, 2, !dbg !1592
  %t13 = icmp sgt i64 %a1, 1, !dbg !1592
  %t14 = icmp sgt i64 %a1, 0, !dbg !1592
  %t15 = icmp sgt i64 %a7, 0, !dbg !1593
  %t16 = icmp sgt i64 %a17, 0, !dbg !1594
  %t17 = icmp sgt i64 %a8, 0, !dbg !1595
  %t191 = icmp slt i64 %t9, %a0, !dbg !1592
  br i1 %t191, label %b2.lr.ph, label %b17, !dbg !1592

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
  br label %b2, !dbg !1592

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t92, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !1592

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen, !dbg !1592
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed, !dbg !1592
  %.28 = sub i64 0, %t182, !dbg !1592
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1592
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1592
  %t22 = mul i64 %.22, %a14, !dbg !1592
  %t23 = mul i64 %.22, %a23, !dbg !1592
  %t24 = mul i64 %.22, %a32, !dbg !1592
  br label %b4, !dbg !1592

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !1592

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen, !dbg !1592
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed, !dbg !1592
  %.42 = sub i64 0, %t25, !dbg !1592
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1592
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1592
  %t31 = mul i64 %.36, %a13, !dbg !1592
  %t32 = add i64 %t31, %t26, !dbg !1592
  %t33 = mul i64 %.36, %a22, !dbg !1592
  %t34 = add i64 %t33, %t27, !dbg !1592
  %t35 = mul i64 %.36, %a31, !dbg !1592
  %t36 = add i64 %t35, %t28, !dbg !1592
  br label %b6, !dbg !1592

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !1592

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen, !dbg !1592
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed, !dbg !1592
  %.56 = sub i64 0, %t37, !dbg !1592
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1592
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1592
  %t43 = mul i64 %.50, %a12, !dbg !1592
  %t44 = add i64 %t43, %t38, !dbg !1592
  %t45 = mul i64 %.50, %a21, !dbg !1592
  %t46 = add i64 %t45, %t39, !dbg !1592
  %t47 = mul i64 %.50, %a30, !dbg !1592
  %t48 = add i64 %t47, %t40, !dbg !1592
  br label %b8, !dbg !1592

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !1592

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11, !dbg !1592
  %t54 = add i64 %t50, %t53, !dbg !1592
  %t55 = mul i64 %t49, %a20, !dbg !1592
  %t56 = add i64 %t51, %t55, !dbg !1592
  %t57 = mul i64 %t49, %a29, !dbg !1592
  %t58 = add i64 %t52, %t57, !dbg !1592
  br label %b10, !dbg !1592

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t60, !dbg !1592
  br i1 %t15, label %b11.preheader, label %b16, !dbg !1593

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t61, !dbg !1592
  %t62 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t59, !dbg !1592
  br label %b11, !dbg !1594

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t91, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t88, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15, !dbg !1594

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t87, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t84, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14, !dbg !1595

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t82, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t65, %b12 ]
  %t73 = phi double [ %t78, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t79, %b13 ], [ 0, %b12 ]
  %.59 = load double, ptr addrspace(1) %t72, align 8, !dbg !1596
  %.60 = load double, ptr addrspace(1) %t71, align 8, !dbg !1597
  %t77 = fmul double %.59, %.60, !dbg !1598
  %t78 = fadd double %t73, %t77, !dbg !1599
  %t79 = add nuw nsw i64 %t74, 1, !dbg !1599
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a10, !dbg !1596
  %t82 = getelementptr inbounds double, ptr addrspace(1) %t71, i64 %a18, !dbg !1597
  %exitcond.not = icmp eq i64 %t79, %a8, !dbg !1599
  br i1 %exitcond.not, label %b14, label %b13, !dbg !1599

b14:                                              ; preds = %b13, %b12
  %t83 = phi double [ 0.000000e+00, %b12 ], [ %t78, %b13 ]
  store double %t83, ptr addrspace(1) %t68, align 8, !dbg !1600
  %t84 = add nuw nsw i64 %t70, 1, !dbg !1600
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a19, !dbg !1597
  %t87 = getelementptr inbounds double, ptr addrspace(1) %t68, i64 %a28, !dbg !1600
  %exitcond3.not = icmp eq i64 %t84, %a17, !dbg !1600
  br i1 %exitcond3.not, label %b15, label %b12, !dbg !1600

b15:                                              ; preds = %b14, %b11
  %t88 = add nuw nsw i64 %t67, 1, !dbg !1600
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %a27, !dbg !1600
  %t91 = getelementptr inbounds double, ptr addrspace(1) %t65, i64 %a9, !dbg !1596
  %exitcond4.not = icmp eq i64 %t88, %a7, !dbg !1600
  br i1 %exitcond4.not, label %b16, label %b11, !dbg !1600

b16:                                              ; preds = %b15, %b10
  %t92 = add i64 %t182, %t10, !dbg !1592
  %t19 = icmp slt i64 %t92, %a0, !dbg !1592
  br i1 %t19, label %b2, label %b17, !dbg !1592

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !1592
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAxpy_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, ptr addrspace(1) nocapture readonly %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) nocapture readonly %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, ptr addrspace(1) nocapture writeonly %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31) local_unnamed_addr #2 !dbg !1601 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1602
  %t1 = sext i32 %.1 to i64, !dbg !1602
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1602
  %t3 = sext i32 %.2 to i64, !dbg !1602
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1602
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1602
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1602, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1602
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1602
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1602, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1602
  %.15 = add i32 %.14, %.9, !dbg !1602
  %.16 = udiv i32 %.15, %.6, !dbg !1602
  %t7 = sext i32 %.16 to i64, !dbg !1602
  %t8 = mul nsw i64 %t5, %t3, !dbg !1602
  %t9 = add nsw i64 %t8, %t1, !dbg !1602
  %t10 = mul nsw i64 %t7, %t5, !dbg !1602
  %t11 = icmp sgt i64 %a1, 3, !dbg !1602
  %t12 = icmp sgt i64 %a1, 2, !dbg !1602
  %t13 = icmp sgt i64 %a1, 1, !dbg !1602
  %t14 = icmp sgt i64 %a1, 0, !dbg !1602
  %t15 = icmp sgt i64 %a12, 0, !dbg !1603
  %t171 = icmp slt i64 %t9, %a0, !dbg !1602
  br i1 %t171, label %b2.lr.ph, label %b13, !dbg !1602

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
  br label %b2, !dbg !1602

b2:                                               ; preds = %b2.lr.ph, %b12
  %t162 = phi i64 [ %t9, %b2.lr.ph ], [ %t89, %b12 ]
  br i1 %t11, label %b3, label %b4, !dbg !1602

b3:                                               ; preds = %b2
  %t162.frozen = freeze i64 %t162
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t162.frozen, %.20.frozen, !dbg !1602
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t162.frozen, %6
  %.22 = select i1 %.17, i64 %t162, i64 %.21.decomposed, !dbg !1602
  %.28 = sub i64 0, %t162, !dbg !1602
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1602
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1602
  %t20 = mul i64 %.22, %a10, !dbg !1602
  %t21 = mul i64 %.22, %a17, !dbg !1602
  %t22 = mul i64 %.22, %a24, !dbg !1602
  %t23 = mul i64 %.22, %a31, !dbg !1602
  br label %b4, !dbg !1602

b4:                                               ; preds = %b3, %b2
  %t24 = phi i64 [ %.30, %b3 ], [ %t162, %b2 ]
  %t25 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !1602

b5:                                               ; preds = %b4
  %t24.frozen = freeze i64 %t24
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t24.frozen, %.34.frozen, !dbg !1602
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t24.frozen, %7
  %.36 = select i1 %.31, i64 %t24, i64 %.35.decomposed, !dbg !1602
  %.42 = sub i64 0, %t24, !dbg !1602
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1602
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1602
  %t31 = mul i64 %.36, %a9, !dbg !1602
  %t32 = add i64 %t31, %t25, !dbg !1602
  %t33 = mul i64 %.36, %a16, !dbg !1602
  %t34 = add i64 %t33, %t26, !dbg !1602
  %t35 = mul i64 %.36, %a23, !dbg !1602
  %t36 = add i64 %t35, %t27, !dbg !1602
  %t37 = mul i64 %.36, %a30, !dbg !1602
  %t38 = add i64 %t37, %t28, !dbg !1602
  br label %b6, !dbg !1602

b6:                                               ; preds = %b5, %b4
  %t39 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t40 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t41 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t42 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  %t43 = phi i64 [ %t38, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !1602

b7:                                               ; preds = %b6
  %t39.frozen = freeze i64 %t39
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t39.frozen, %.48.frozen, !dbg !1602
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t39.frozen, %8
  %.50 = select i1 %.45, i64 %t39, i64 %.49.decomposed, !dbg !1602
  %.56 = sub i64 0, %t39, !dbg !1602
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1602
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1602
  %t46 = mul i64 %.50, %a8, !dbg !1602
  %t47 = add i64 %t46, %t40, !dbg !1602
  %t48 = mul i64 %.50, %a15, !dbg !1602
  %t49 = add i64 %t48, %t41, !dbg !1602
  %t50 = mul i64 %.50, %a22, !dbg !1602
  %t51 = add i64 %t50, %t42, !dbg !1602
  %t52 = mul i64 %.50, %a29, !dbg !1602
  %t53 = add i64 %t52, %t43, !dbg !1602
  br label %b8, !dbg !1602

b8:                                               ; preds = %b7, %b6
  %t54 = phi i64 [ %.58, %b7 ], [ %t39, %b6 ]
  %t55 = phi i64 [ %t47, %b7 ], [ %t40, %b6 ]
  %t56 = phi i64 [ %t49, %b7 ], [ %t41, %b6 ]
  %t57 = phi i64 [ %t51, %b7 ], [ %t42, %b6 ]
  %t58 = phi i64 [ %t53, %b7 ], [ %t43, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !1602

b9:                                               ; preds = %b8
  %t59 = mul i64 %t54, %a7, !dbg !1602
  %t60 = add i64 %t55, %t59, !dbg !1602
  %t61 = mul i64 %t54, %a14, !dbg !1602
  %t62 = add i64 %t56, %t61, !dbg !1602
  %t63 = mul i64 %t54, %a21, !dbg !1602
  %t64 = add i64 %t57, %t63, !dbg !1602
  %t65 = mul i64 %t54, %a28, !dbg !1602
  %t66 = add i64 %t58, %t65, !dbg !1602
  br label %b10, !dbg !1602

b10:                                              ; preds = %b9, %b8
  %t67 = phi i64 [ %t60, %b9 ], [ %t55, %b8 ]
  %t68 = phi i64 [ %t62, %b9 ], [ %t56, %b8 ]
  %t69 = phi i64 [ %t64, %b9 ], [ %t57, %b8 ]
  %t70 = phi i64 [ %t66, %b9 ], [ %t58, %b8 ]
  %t71 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t67, !dbg !1602
  %.59 = load float, ptr addrspace(1) %t71, align 4, !dbg !1602
  br i1 %t15, label %b11.preheader, label %b12, !dbg !1603

b11.preheader:                                    ; preds = %b10
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a25, i64 %t70, !dbg !1602
  %t74 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t69, !dbg !1602
  %t73 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t68, !dbg !1602
  br label %b11, !dbg !1604

b11:                                              ; preds = %b11.preheader, %b11
  %t76 = phi ptr addrspace(1) [ %t88, %b11 ], [ %t75, %b11.preheader ]
  %t77 = phi ptr addrspace(1) [ %t87, %b11 ], [ %t74, %b11.preheader ]
  %t78 = phi ptr addrspace(1) [ %t86, %b11 ], [ %t73, %b11.preheader ]
  %t79 = phi i64 [ %t84, %b11 ], [ 0, %b11.preheader ]
  %.60 = load float, ptr addrspace(1) %t78, align 4, !dbg !1605
  %t81 = fmul float %.59, %.60, !dbg !1606
  %.61 = load float, ptr addrspace(1) %t77, align 4, !dbg !1607
  %t83 = fadd float %t81, %.61, !dbg !1608
  store float %t83, ptr addrspace(1) %t76, align 4, !dbg !1604
  %t84 = add nuw nsw i64 %t79, 1, !dbg !1604
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t78, i64 %a13, !dbg !1605
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t77, i64 %a20, !dbg !1607
  %t88 = getelementptr inbounds float, ptr addrspace(1) %t76, i64 %a27, !dbg !1604
  %exitcond.not = icmp eq i64 %t84, %a12, !dbg !1604
  br i1 %exitcond.not, label %b12, label %b11, !dbg !1604

b12:                                              ; preds = %b11, %b10
  %t89 = add i64 %t162, %t10, !dbg !1602
  %t17 = icmp slt i64 %t89, %a0, !dbg !1602
  br i1 %t17, label %b2, label %b13, !dbg !1602

b13:                                              ; preds = %b12, %entry
  ret void, !dbg !1602
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !1609 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1610
  %t2 = sext i32 %.1 to i64, !dbg !1610
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1610
  %t4 = sext i32 %.2 to i64, !dbg !1610
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1610
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1610
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1610, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1610
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1610
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1610, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1610
  %.15 = add i32 %.14, %.9, !dbg !1610
  %.16 = udiv i32 %.15, %.6, !dbg !1610
  %t8 = sext i32 %.16 to i64, !dbg !1610
  %t9 = mul nsw i64 %t6, %t4, !dbg !1610
  %t10 = add nsw i64 %t9, %t2, !dbg !1610
  %t11 = mul nsw i64 %t8, %t6, !dbg !1610
  %t131 = icmp slt i64 %t10, %a0, !dbg !1610
  br i1 %t131, label %b2, label %b5, !dbg !1610

b2:                                               ; preds = %entry, %b2
  %t122 = phi i64 [ %t21, %b2 ], [ %t10, %entry ]
  %t20 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122, !dbg !1610
  store float 0x7FF8000000000000, ptr addrspace(1) %t20, align 4, !dbg !1610
  %t21 = add i64 %t122, %t11, !dbg !1610
  %t13 = icmp slt i64 %t21, %a0, !dbg !1610
  br i1 %t13, label %b2, label %b5, !dbg !1610

b5:                                               ; preds = %b2, %entry
  ret void, !dbg !1610
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #1 !dbg !1611 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1612
  %t2 = sext i32 %.1 to i64, !dbg !1612
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1612
  %t4 = sext i32 %.2 to i64, !dbg !1612
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1612
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1612
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1612, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1612
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1612
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1612, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1612
  %.15 = add i32 %.14, %.9, !dbg !1612
  %.16 = udiv i32 %.15, %.6, !dbg !1612
  %t8 = sext i32 %.16 to i64, !dbg !1612
  %t9 = mul nsw i64 %t6, %t4, !dbg !1612
  %t10 = add nsw i64 %t9, %t2, !dbg !1612
  %t11 = mul nsw i64 %t8, %t6, !dbg !1612
  %t12 = icmp sgt i64 %a1, 7, !dbg !1612
  %t13 = icmp sgt i64 %a1, 6, !dbg !1612
  %t14 = icmp sgt i64 %a1, 5, !dbg !1612
  %t15 = icmp sgt i64 %a1, 4, !dbg !1612
  %t16 = icmp sgt i64 %a1, 3, !dbg !1612
  %t17 = icmp sgt i64 %a1, 2, !dbg !1612
  %t18 = icmp sgt i64 %a1, 1, !dbg !1612
  %t19 = icmp sgt i64 %a1, 0, !dbg !1612
  %t211 = icmp slt i64 %t10, %a0, !dbg !1612
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !1612

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
  br label %b2, !dbg !1612

b2:                                               ; preds = %b2.lr.ph, %b18
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t96, %b18 ]
  br i1 %t12, label %b3, label %b4, !dbg !1612

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !1612
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !1612
  %.28 = sub i64 0, %t202, !dbg !1612
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1612
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1612
  %t25 = mul i64 %.22, %a28, !dbg !1612
  br label %b4, !dbg !1612

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !1612

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !1612
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !1612
  %.42 = sub i64 0, %t26, !dbg !1612
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1612
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1612
  %t33 = mul i64 %.36, %a27, !dbg !1612
  %t34 = add i64 %t33, %t28, !dbg !1612
  br label %b6, !dbg !1612

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !1612

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !1612
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !1612
  %.56 = sub i64 0, %t35, !dbg !1612
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1612
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1612
  %t42 = mul i64 %.50, %a26, !dbg !1612
  %t43 = add i64 %t42, %t37, !dbg !1612
  br label %b8, !dbg !1612

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !1612

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !1612
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !1612
  %.70 = sub i64 0, %t44, !dbg !1612
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !1612
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !1612
  %t51 = mul i64 %.64, %a25, !dbg !1612
  %t52 = add i64 %t51, %t46, !dbg !1612
  br label %b10, !dbg !1612

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !1612

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !1612
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !1612
  %.84 = sub i64 0, %t53, !dbg !1612
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !1612
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !1612
  %t60 = mul i64 %.78, %a24, !dbg !1612
  %t61 = add i64 %t60, %t55, !dbg !1612
  br label %b12, !dbg !1612

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !1612

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !1612
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !1612
  %.98 = sub i64 0, %t62, !dbg !1612
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !1612
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !1612
  %t69 = mul i64 %.92, %a23, !dbg !1612
  %t70 = add i64 %t69, %t64, !dbg !1612
  br label %b14, !dbg !1612

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !1612

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !1612
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !1612
  %.112 = sub i64 0, %t71, !dbg !1612
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !1612
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !1612
  %t78 = mul i64 %.106, %a22, !dbg !1612
  %t79 = add i64 %t78, %t73, !dbg !1612
  br label %b16, !dbg !1612

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !1612

b17:                                              ; preds = %b16
  %t85 = mul i64 %t80, %a21, !dbg !1612
  %t86 = add i64 %t82, %t85, !dbg !1612
  br label %b18, !dbg !1612

b18:                                              ; preds = %b17, %b16
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  %t95 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t88, !dbg !1612
  store float 0x7FF8000000000000, ptr addrspace(1) %t95, align 4, !dbg !1612
  %t96 = add i64 %t202, %t11, !dbg !1612
  %t21 = icmp slt i64 %t96, %a0, !dbg !1612
  br i1 %t21, label %b2, label %b21, !dbg !1612

b21:                                              ; preds = %b18, %entry
  ret void, !dbg !1612
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRowSum_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture writeonly %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17) local_unnamed_addr #2 !dbg !1613 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1614
  %t1 = sext i32 %.1 to i64, !dbg !1614
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1614
  %t3 = sext i32 %.2 to i64, !dbg !1614
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1614
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1614
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1614, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1614
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1614
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1614, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1614
  %.15 = add i32 %.14, %.9, !dbg !1614
  %.16 = udiv i32 %.15, %.6, !dbg !1614
  %t7 = sext i32 %.16 to i64, !dbg !1614
  %t8 = mul nsw i64 %t5, %t3, !dbg !1614
  %t9 = add nsw i64 %t8, %t1, !dbg !1614
  %t10 = mul nsw i64 %t7, %t5, !dbg !1614
  %t11 = icmp sgt i64 %a1, 3, !dbg !1614
  %t12 = icmp sgt i64 %a1, 2, !dbg !1614
  %t13 = icmp sgt i64 %a1, 1, !dbg !1614
  %t14 = icmp sgt i64 %a1, 0, !dbg !1614
  %t15 = icmp sgt i64 %a7, 0, !dbg !1615
  %t171 = icmp slt i64 %t9, %a0, !dbg !1614
  br i1 %t171, label %b2.lr.ph, label %b13, !dbg !1614

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
  br label %b2, !dbg !1614

b2:                                               ; preds = %b2.lr.ph, %b12
  %t162 = phi i64 [ %t9, %b2.lr.ph ], [ %t61, %b12 ]
  br i1 %t11, label %b3, label %b4, !dbg !1614

b3:                                               ; preds = %b2
  %t162.frozen = freeze i64 %t162
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t162.frozen, %.20.frozen, !dbg !1614
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t162.frozen, %6
  %.22 = select i1 %.17, i64 %t162, i64 %.21.decomposed, !dbg !1614
  %.28 = sub i64 0, %t162, !dbg !1614
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1614
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1614
  %t20 = mul i64 %.22, %a12, !dbg !1614
  %t21 = mul i64 %.22, %a17, !dbg !1614
  br label %b4, !dbg !1614

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t162, %b2 ]
  %t23 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !1614

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen, !dbg !1614
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed, !dbg !1614
  %.42 = sub i64 0, %t22, !dbg !1614
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1614
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1614
  %t27 = mul i64 %.36, %a11, !dbg !1614
  %t28 = add i64 %t27, %t23, !dbg !1614
  %t29 = mul i64 %.36, %a16, !dbg !1614
  %t30 = add i64 %t29, %t24, !dbg !1614
  br label %b6, !dbg !1614

b6:                                               ; preds = %b5, %b4
  %t31 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t32 = phi i64 [ %t28, %b5 ], [ %t23, %b4 ]
  %t33 = phi i64 [ %t30, %b5 ], [ %t24, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !1614

b7:                                               ; preds = %b6
  %t31.frozen = freeze i64 %t31
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t31.frozen, %.48.frozen, !dbg !1614
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t31.frozen, %8
  %.50 = select i1 %.45, i64 %t31, i64 %.49.decomposed, !dbg !1614
  %.56 = sub i64 0, %t31, !dbg !1614
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1614
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1614
  %t36 = mul i64 %.50, %a10, !dbg !1614
  %t37 = add i64 %t36, %t32, !dbg !1614
  %t38 = mul i64 %.50, %a15, !dbg !1614
  %t39 = add i64 %t38, %t33, !dbg !1614
  br label %b8, !dbg !1614

b8:                                               ; preds = %b7, %b6
  %t40 = phi i64 [ %.58, %b7 ], [ %t31, %b6 ]
  %t41 = phi i64 [ %t37, %b7 ], [ %t32, %b6 ]
  %t42 = phi i64 [ %t39, %b7 ], [ %t33, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !1614

b9:                                               ; preds = %b8
  %t43 = mul i64 %t40, %a9, !dbg !1614
  %t44 = add i64 %t41, %t43, !dbg !1614
  %t45 = mul i64 %t40, %a14, !dbg !1614
  %t46 = add i64 %t42, %t45, !dbg !1614
  br label %b10, !dbg !1614

b10:                                              ; preds = %b9, %b8
  %t47 = phi i64 [ %t44, %b9 ], [ %t41, %b8 ]
  %t48 = phi i64 [ %t46, %b9 ], [ %t42, %b8 ]
  %t50 = getelementptr inbounds double, ptr addrspace(1) %a13, i64 %t48, !dbg !1614
  br i1 %t15, label %b11.preheader, label %b12, !dbg !1615

b11.preheader:                                    ; preds = %b10
  %t49 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t47, !dbg !1614
  br label %b11, !dbg !1616

b11:                                              ; preds = %b11.preheader, %b11
  %t51 = phi ptr addrspace(1) [ %t58, %b11 ], [ %t49, %b11.preheader ]
  %t52 = phi double [ %t55, %b11 ], [ 0.000000e+00, %b11.preheader ]
  %t53 = phi i64 [ %t56, %b11 ], [ 0, %b11.preheader ]
  %.59 = load double, ptr addrspace(1) %t51, align 8, !dbg !1617
  %t55 = fadd double %t52, %.59, !dbg !1616
  %t56 = add nuw nsw i64 %t53, 1, !dbg !1616
  %t58 = getelementptr inbounds double, ptr addrspace(1) %t51, i64 %a8, !dbg !1617
  %exitcond.not = icmp eq i64 %t56, %a7, !dbg !1616
  br i1 %exitcond.not, label %b12, label %b11, !dbg !1616

b12:                                              ; preds = %b11, %b10
  %t59 = phi double [ 0.000000e+00, %b10 ], [ %t55, %b11 ]
  store double %t59, ptr addrspace(1) %t50, align 8, !dbg !1618
  %t61 = add i64 %t162, %t10, !dbg !1614
  %t17 = icmp slt i64 %t61, %a0, !dbg !1614
  br i1 %t17, label %b2, label %b13, !dbg !1614

b13:                                              ; preds = %b12, %entry
  ret void, !dbg !1614
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScale_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture readonly %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) nocapture writeonly %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24) local_unnamed_addr #1 !dbg !1619 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1620
  %t1 = sext i32 %.1 to i64, !dbg !1620
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1620
  %t3 = sext i32 %.2 to i64, !dbg !1620
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1620
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !1620
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !1620, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !1620
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !1620
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !1620, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !1620
  %.15 = add i32 %.14, %.9, !dbg !1620
  %.16 = udiv i32 %.15, %.6, !dbg !1620
  %t7 = sext i32 %.16 to i64, !dbg !1620
  %t8 = mul nsw i64 %t5, %t3, !dbg !1620
  %t9 = add nsw i64 %t8, %t1, !dbg !1620
  %t10 = mul nsw i64 %t7, %t5, !dbg !1620
  %t11 = icmp sgt i64 %a1, 3, !dbg !1620
  %t12 = icmp sgt i64 %a1, 2, !dbg !1620
  %t13 = icmp sgt i64 %a1, 1, !dbg !1620
  %t14 = icmp sgt i64 %a1, 0, !dbg !1620
  %t163 = icmp slt i64 %t9, %a0, !dbg !1620
  br i1 %t163, label %b2.lr.ph, label %b14, !dbg !1620

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
  br label %b2, !dbg !1620

b2:                                               ; preds = %b2.lr.ph, %b13
  %t154 = phi i64 [ %t9, %b2.lr.ph ], [ %t70, %b13 ]
  br i1 %t11, label %b3, label %b4, !dbg !1620

b3:                                               ; preds = %b2
  %t154.frozen = freeze i64 %t154
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t154.frozen, %.20.frozen, !dbg !1620
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t154.frozen, %6
  %.22 = select i1 %.17, i64 %t154, i64 %.21.decomposed, !dbg !1620
  %.28 = sub i64 0, %t154, !dbg !1620
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !1620
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !1620
  %t19 = mul i64 %.22, %a12, !dbg !1620
  %t20 = mul i64 %.22, %a17, !dbg !1620
  %t21 = mul i64 %.22, %a24, !dbg !1620
  br label %b4, !dbg !1620

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t154, %b2 ]
  %t23 = phi i64 [ %t19, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t25 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !1620

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen, !dbg !1620
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed, !dbg !1620
  %.42 = sub i64 0, %t22, !dbg !1620
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !1620
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !1620
  %t28 = mul i64 %.36, %a11, !dbg !1620
  %t29 = add i64 %t28, %t23, !dbg !1620
  %t30 = mul i64 %.36, %a16, !dbg !1620
  %t31 = add i64 %t30, %t24, !dbg !1620
  %t32 = mul i64 %.36, %a23, !dbg !1620
  %t33 = add i64 %t32, %t25, !dbg !1620
  br label %b6, !dbg !1620

b6:                                               ; preds = %b5, %b4
  %t34 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t35 = phi i64 [ %t29, %b5 ], [ %t23, %b4 ]
  %t36 = phi i64 [ %t31, %b5 ], [ %t24, %b4 ]
  %t37 = phi i64 [ %t33, %b5 ], [ %t25, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !1620

b7:                                               ; preds = %b6
  %t34.frozen = freeze i64 %t34
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t34.frozen, %.48.frozen, !dbg !1620
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t34.frozen, %8
  %.50 = select i1 %.45, i64 %t34, i64 %.49.decomposed, !dbg !1620
  %.56 = sub i64 0, %t34, !dbg !1620
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !1620
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !1620
  %t40 = mul i64 %.50, %a10, !dbg !1620
  %t41 = add i64 %t40, %t35, !dbg !1620
  %t42 = mul i64 %.50, %a15, !dbg !1620
  %t43 = add i64 %t42, %t36, !dbg !1620
  %t44 = mul i64 %.50, %a22, !dbg !1620
  %t45 = add i64 %t44, %t37, !dbg !1620
  br label %b8, !dbg !1620

b8:                                               ; preds = %b7, %b6
  %t46 = phi i64 [ %.58, %b7 ], [ %t34, %b6 ]
  %t47 = phi i64 [ %t41, %b7 ], [ %t35, %b6 ]
  %t48 = phi i64 [ %t43, %b7 ], [ %t36, %b6 ]
  %t49 = phi i64 [ %t45, %b7 ], [ %t37, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !1620

b9:                                               ; preds = %b8
  %t50 = mul i64 %t46, %a9, !dbg !1620
  %t51 = add i64 %t47, %t50, !dbg !1620
  %t52 = mul i64 %t46, %a14, !dbg !1620
  %t53 = add i64 %t48, %t52, !dbg !1620
  %t54 = mul i64 %t46, %a21, !dbg !1620
  %t55 = add i64 %t49, %t54, !dbg !1620
  br label %b10, !dbg !1620

b10:                                              ; preds = %b9, %b8
  %t56 = phi i64 [ %t51, %b9 ], [ %t47, %b8 ]
  %t57 = phi i64 [ %t53, %b9 ], [ %t48, %b8 ]
  %t58 = phi i64 [ %t55, %b9 ], [ %t49, %b8 ]
  %t59 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t56, !dbg !1620
  %t60 = getelementptr inbounds float, ptr addrspace(1) %a13, i64 %t57, !dbg !1620
  %.59 = load float, ptr addrspace(1) %t60, align 4, !dbg !1620
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t58, !dbg !1620
  br i1 %t651, label %b12, label %b13, !dbg !1620

b12:                                              ; preds = %b10, %b12
  %t642 = phi i64 [ %t64, %b12 ], [ 0, %b10 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %t642, !dbg !1621
  %.60 = load float, ptr addrspace(1) %t66, align 4, !dbg !1621
  %t68 = fmul float %.59, %.60, !dbg !1622
  %t69 = getelementptr inbounds float, ptr addrspace(1) %t62, i64 %t642, !dbg !1623
  store float %t68, ptr addrspace(1) %t69, align 4, !dbg !1623
  %t64 = add nuw nsw i64 %t642, 1, !dbg !1620
  %exitcond.not = icmp eq i64 %t64, %a7, !dbg !1620
  br i1 %exitcond.not, label %b13, label %b12, !dbg !1620

b13:                                              ; preds = %b12, %b10
  %t70 = add i64 %t154, %t10, !dbg !1620
  %t16 = icmp slt i64 %t70, %a0, !dbg !1620
  br i1 %t16, label %b2, label %b14, !dbg !1620

b14:                                              ; preds = %b13, %entry
  ret void, !dbg !1620
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
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #11

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

attributes #0 = { nofree nosync nounwind writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #5 = { nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #6 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #7 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #8 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #10 = { convergent mustprogress nounwind willreturn }
attributes #11 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { nounwind readonly }
attributes #14 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "devlib.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRandDraws", scope: !1, file: !1, line: 21, type: !5, scopeLine: 21, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 22, column: 14, scope: !4)
!8 = !DILocation(line: 23, column: 7, scope: !4)
!9 = !DILocation(line: 23, column: 10, scope: !4)
!10 = !DILocation(line: 23, column: 12, scope: !4)
!11 = !DILocation(line: 23, column: 23, scope: !4)
!12 = !DILocation(line: 0, scope: !4)
!13 = !DILocation(line: 28, column: 11, scope: !4)
!14 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "github.com/kernlab/kern.Philox4x32", scope: !16, file: !16, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "rand.go", directory: "")
!17 = distinct !DILocation(line: 77, column: 17, scope: !18)
!18 = !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!19 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !17)
!21 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !17)
!22 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !17)
!23 = !DILocation(line: 69, column: 37, scope: !18)
!24 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !17)
!25 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !17)
!26 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !17)
!27 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !17)
!28 = !DILocation(line: 70, column: 51, scope: !18)
!29 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !17)
!30 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !17)
!31 = !DILocation(line: 69, column: 31, scope: !18)
!32 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !17)
!33 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !17)
!34 = !DILocation(line: 69, column: 13, scope: !18)
!35 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !17)
!36 = !DILocation(line: 70, column: 38, scope: !18)
!37 = !DILocation(line: 70, column: 13, scope: !18)
!38 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "github.com/kernlab/kern.kern.Rand.uint32", scope: !16, file: !16, line: 133, type: !5, scopeLine: 133, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 29, column: 25, scope: !4)
!41 = !DILocation(line: 29, column: 25, scope: !4)
!42 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !40)
!43 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !40)
!44 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !40)
!45 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !40)
!46 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !40)
!47 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !40)
!48 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !40)
!49 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !40)
!50 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !40)
!51 = !DILocation(line: 0, scope: !39, inlinedAt: !40)
!52 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !53)
!53 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !40)
!54 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !53)
!55 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !53)
!56 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !53)
!57 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !53)
!58 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !53)
!59 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !53)
!60 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !53)
!61 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !53)
!62 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !53)
!63 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !53)
!64 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !53)
!65 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !53)
!66 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !53)
!67 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !53)
!68 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !53)
!69 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !40)
!70 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !40)
!71 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !40)
!72 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !40)
!73 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !40)
!74 = !DILocation(line: 29, column: 16, scope: !4)
!75 = !DILocation(line: 29, column: 4, scope: !4)
!76 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !77)
!77 = distinct !DILocation(line: 161, column: 19, scope: !18)
!78 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !77)
!79 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !77)
!80 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !77)
!81 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !77)
!82 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !77)
!83 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !77)
!84 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !77)
!85 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !77)
!86 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !77)
!87 = !DILocation(line: 0, scope: !39, inlinedAt: !77)
!88 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !77)
!89 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !90)
!90 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !77)
!91 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !90)
!92 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !90)
!93 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !90)
!94 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !90)
!95 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !90)
!96 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !90)
!97 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !90)
!98 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !90)
!99 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !90)
!100 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !90)
!101 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !90)
!102 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !90)
!103 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !90)
!104 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !90)
!105 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !90)
!106 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !77)
!107 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !77)
!108 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !77)
!109 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !77)
!110 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !77)
!111 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !112)
!112 = distinct !DILocation(line: 162, column: 19, scope: !18)
!113 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !112)
!114 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !112)
!115 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !112)
!116 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !112)
!117 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !112)
!118 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !112)
!119 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !112)
!120 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !112)
!121 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !112)
!122 = !DILocation(line: 0, scope: !39, inlinedAt: !112)
!123 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !112)
!124 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !125)
!125 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !112)
!126 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !125)
!127 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !125)
!128 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !125)
!129 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !125)
!130 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !125)
!131 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !125)
!132 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !125)
!133 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !125)
!134 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !125)
!135 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !125)
!136 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !125)
!137 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !125)
!138 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !125)
!139 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !125)
!140 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !125)
!141 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !112)
!142 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !112)
!143 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !112)
!144 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !112)
!145 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !112)
!146 = !DILocation(line: 163, column: 15, scope: !18)
!147 = !DILocation(line: 163, column: 28, scope: !18)
!148 = !DILocation(line: 163, column: 32, scope: !18)
!149 = !DILocation(line: 163, column: 20, scope: !18)
!150 = !DILocation(line: 30, column: 4, scope: !4)
!151 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !152)
!152 = distinct !DILocation(line: 167, column: 18, scope: !18)
!153 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !152)
!154 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !152)
!155 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !152)
!156 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !152)
!157 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !152)
!158 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !152)
!159 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !152)
!160 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !152)
!161 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !152)
!162 = !DILocation(line: 0, scope: !39, inlinedAt: !152)
!163 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !152)
!164 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !165)
!165 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !152)
!166 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !165)
!167 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !165)
!168 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !165)
!169 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !165)
!170 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !165)
!171 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !165)
!172 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !165)
!173 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !165)
!174 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !165)
!175 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !165)
!176 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !165)
!177 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !165)
!178 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !165)
!179 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !165)
!180 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !165)
!181 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !152)
!182 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !152)
!183 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !152)
!184 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !152)
!185 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !152)
!186 = !DILocation(line: 168, column: 18, scope: !18)
!187 = !DILocation(line: 168, column: 16, scope: !18)
!188 = !DILocation(line: 168, column: 23, scope: !18)
!189 = !DILocation(line: 31, column: 33, scope: !4)
!190 = !DILocation(line: 31, column: 16, scope: !4)
!191 = !DILocation(line: 31, column: 4, scope: !4)
!192 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !193)
!193 = distinct !DILocation(line: 161, column: 19, scope: !18)
!194 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !193)
!195 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !193)
!196 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !193)
!197 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !193)
!198 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !193)
!199 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !193)
!200 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !193)
!201 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !193)
!202 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !193)
!203 = !DILocation(line: 0, scope: !39, inlinedAt: !193)
!204 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !193)
!205 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !206)
!206 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !193)
!207 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !206)
!208 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !206)
!209 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !206)
!210 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !206)
!211 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !206)
!212 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !206)
!213 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !206)
!214 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !206)
!215 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !206)
!216 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !206)
!217 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !206)
!218 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !206)
!219 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !206)
!220 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !206)
!221 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !206)
!222 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !193)
!223 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !193)
!224 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !193)
!225 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !193)
!226 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !193)
!227 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !228)
!228 = distinct !DILocation(line: 162, column: 19, scope: !18)
!229 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !228)
!230 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !228)
!231 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !228)
!232 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !228)
!233 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !228)
!234 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !228)
!235 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !228)
!236 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !228)
!237 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !228)
!238 = !DILocation(line: 0, scope: !39, inlinedAt: !228)
!239 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !228)
!240 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !241)
!241 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !228)
!242 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !241)
!243 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !241)
!244 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !241)
!245 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !241)
!246 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !241)
!247 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !241)
!248 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !241)
!249 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !241)
!250 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !241)
!251 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !241)
!252 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !241)
!253 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !241)
!254 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !241)
!255 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !241)
!256 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !241)
!257 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !228)
!258 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !228)
!259 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !228)
!260 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !228)
!261 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !228)
!262 = !DILocation(line: 173, column: 18, scope: !18)
!263 = !DILocation(line: 173, column: 16, scope: !18)
!264 = !DILocation(line: 173, column: 24, scope: !18)
!265 = !DILocation(line: 32, column: 4, scope: !4)
!266 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !267)
!267 = distinct !DILocation(line: 193, column: 18, scope: !18)
!268 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !267)
!269 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !267)
!270 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !267)
!271 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !267)
!272 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !267)
!273 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !267)
!274 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !267)
!275 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !267)
!276 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !267)
!277 = !DILocation(line: 0, scope: !39, inlinedAt: !267)
!278 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !267)
!279 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !280)
!280 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !267)
!281 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !280)
!282 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !280)
!283 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !280)
!284 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !280)
!285 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !280)
!286 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !280)
!287 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !280)
!288 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !280)
!289 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !280)
!290 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !280)
!291 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !280)
!292 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !280)
!293 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !280)
!294 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !280)
!295 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !280)
!296 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !267)
!297 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !267)
!298 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !267)
!299 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !267)
!300 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !267)
!301 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !302)
!302 = distinct !DILocation(line: 194, column: 18, scope: !18)
!303 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !302)
!304 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !302)
!305 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !302)
!306 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !302)
!307 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !302)
!308 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !302)
!309 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !302)
!310 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !302)
!311 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !302)
!312 = !DILocation(line: 0, scope: !39, inlinedAt: !302)
!313 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !302)
!314 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !315)
!315 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !302)
!316 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !315)
!317 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !315)
!318 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !315)
!319 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !315)
!320 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !315)
!321 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !315)
!322 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !315)
!323 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !315)
!324 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !315)
!325 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !315)
!326 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !315)
!327 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !315)
!328 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !315)
!329 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !315)
!330 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !315)
!331 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !302)
!332 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !302)
!333 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !302)
!334 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !302)
!335 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !302)
!336 = !DILocation(line: 195, column: 36, scope: !18)
!337 = !DILocation(line: 195, column: 39, scope: !18)
!338 = !DILocation(line: 195, column: 34, scope: !18)
!339 = !DILocation(line: 195, column: 42, scope: !18)
!340 = !DILocation(line: 195, column: 61, scope: !18)
!341 = !DILocation(line: 195, column: 59, scope: !18)
!342 = !DILocation(line: 195, column: 65, scope: !18)
!343 = !DILocation(line: 103, column: 12, scope: !344)
!344 = !DILexicalBlockFile(scope: !4, file: !345, discriminator: 0)
!345 = !DIFile(filename: "math/log.go", directory: "")
!346 = !DILocation(line: 107, column: 9, scope: !344)
!347 = !DILocation(line: 63, column: 12, scope: !348)
!348 = !DILexicalBlockFile(scope: !4, file: !349, discriminator: 0)
!349 = !DIFile(filename: "math/bits.go", directory: "")
!350 = !DILocation(line: 33, column: 18, scope: !351)
!351 = !DILexicalBlockFile(scope: !4, file: !352, discriminator: 0)
!352 = !DIFile(filename: "math/frexp.go", directory: "")
!353 = !DILocation(line: 35, column: 2, scope: !351)
!354 = !DILocation(line: 36, column: 2, scope: !351)
!355 = !DILocation(line: 37, column: 24, scope: !351)
!356 = !DILocation(line: 34, column: 15, scope: !351)
!357 = !DILocation(line: 34, column: 23, scope: !351)
!358 = !DILocation(line: 113, column: 8, scope: !344)
!359 = !DILocation(line: 34, column: 37, scope: !351)
!360 = !DILocation(line: 34, column: 2, scope: !351)
!361 = !DILocation(line: 117, column: 10, scope: !344)
!362 = !DILocation(line: 118, column: 14, scope: !344)
!363 = !DILocation(line: 121, column: 14, scope: !344)
!364 = !DILocation(line: 121, column: 9, scope: !344)
!365 = !DILocation(line: 122, column: 10, scope: !344)
!366 = !DILocation(line: 123, column: 11, scope: !344)
!367 = !DILocation(line: 124, column: 35, scope: !344)
!368 = !DILocation(line: 124, column: 32, scope: !344)
!369 = !DILocation(line: 124, column: 28, scope: !344)
!370 = !DILocation(line: 124, column: 25, scope: !344)
!371 = !DILocation(line: 124, column: 21, scope: !344)
!372 = !DILocation(line: 124, column: 17, scope: !344)
!373 = !DILocation(line: 124, column: 11, scope: !344)
!374 = !DILocation(line: 125, column: 28, scope: !344)
!375 = !DILocation(line: 125, column: 25, scope: !344)
!376 = !DILocation(line: 125, column: 21, scope: !344)
!377 = !DILocation(line: 125, column: 17, scope: !344)
!378 = !DILocation(line: 125, column: 11, scope: !344)
!379 = !DILocation(line: 126, column: 10, scope: !344)
!380 = !DILocation(line: 127, column: 14, scope: !344)
!381 = !DILocation(line: 127, column: 18, scope: !344)
!382 = !DILocation(line: 128, column: 10, scope: !344)
!383 = !DILocation(line: 128, column: 36, scope: !344)
!384 = !DILocation(line: 128, column: 30, scope: !344)
!385 = !DILocation(line: 128, column: 43, scope: !344)
!386 = !DILocation(line: 128, column: 40, scope: !344)
!387 = !DILocation(line: 128, column: 26, scope: !344)
!388 = !DILocation(line: 128, column: 52, scope: !344)
!389 = !DILocation(line: 128, column: 17, scope: !344)
!390 = !DILocation(line: 128, column: 2, scope: !344)
!391 = !DILocation(line: 182, column: 21, scope: !18)
!392 = !DILocation(line: 182, column: 18, scope: !18)
!393 = !DILocation(line: 182, column: 56, scope: !18)
!394 = !DILocation(line: 39, column: 11, scope: !395, inlinedAt: !398)
!395 = !DILexicalBlockFile(scope: !396, file: !349, discriminator: 0)
!396 = distinct !DISubprogram(name: "math.cos", scope: !397, file: !397, line: 125, type: !5, scopeLine: 125, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!397 = !DIFile(filename: "math/sin.go", directory: "")
!398 = distinct !DILocation(line: 182, column: 46, scope: !18)
!399 = !DILocation(line: 133, column: 12, scope: !396, inlinedAt: !398)
!400 = !DILocation(line: 143, column: 7, scope: !396, inlinedAt: !398)
!401 = !DILocation(line: 33, column: 7, scope: !402, inlinedAt: !398)
!402 = !DILexicalBlockFile(scope: !396, file: !403, discriminator: 0)
!403 = !DIFile(filename: "math/trig_reduce.go", directory: "")
!404 = !DILocation(line: 38, column: 19, scope: !402, inlinedAt: !398)
!405 = !DILocation(line: 39, column: 15, scope: !402, inlinedAt: !398)
!406 = !DILocation(line: 39, column: 22, scope: !402, inlinedAt: !398)
!407 = !DILocation(line: 40, column: 2, scope: !402, inlinedAt: !398)
!408 = !DILocation(line: 41, column: 2, scope: !402, inlinedAt: !398)
!409 = !DILocation(line: 45, column: 29, scope: !402, inlinedAt: !398)
!410 = !DILocation(line: 45, column: 33, scope: !402, inlinedAt: !398)
!411 = !DILocation(line: 45, column: 50, scope: !402, inlinedAt: !398)
!412 = !DILocation(line: 46, column: 13, scope: !402, inlinedAt: !398)
!413 = !DILocation(line: 46, column: 21, scope: !402, inlinedAt: !398)
!414 = !DILocation(line: 46, column: 47, scope: !402, inlinedAt: !398)
!415 = !DILocation(line: 46, column: 41, scope: !402, inlinedAt: !398)
!416 = !DILocation(line: 46, column: 58, scope: !402, inlinedAt: !398)
!417 = !DILocation(line: 46, column: 51, scope: !402, inlinedAt: !398)
!418 = !DILocation(line: 46, column: 34, scope: !402, inlinedAt: !398)
!419 = !DILocation(line: 47, column: 23, scope: !402, inlinedAt: !398)
!420 = !DILocation(line: 47, column: 49, scope: !402, inlinedAt: !398)
!421 = !DILocation(line: 47, column: 43, scope: !402, inlinedAt: !398)
!422 = !DILocation(line: 47, column: 53, scope: !402, inlinedAt: !398)
!423 = !DILocation(line: 47, column: 36, scope: !402, inlinedAt: !398)
!424 = !DILocation(line: 48, column: 23, scope: !402, inlinedAt: !398)
!425 = !DILocation(line: 48, column: 49, scope: !402, inlinedAt: !398)
!426 = !DILocation(line: 48, column: 43, scope: !402, inlinedAt: !398)
!427 = !DILocation(line: 48, column: 53, scope: !402, inlinedAt: !398)
!428 = !DILocation(line: 48, column: 36, scope: !402, inlinedAt: !398)
!429 = !DILocation(line: 472, column: 10, scope: !430, inlinedAt: !398)
!430 = !DILexicalBlockFile(scope: !396, file: !431, discriminator: 0)
!431 = !DIFile(filename: "math/bits/bits.go", directory: "")
!432 = !DILocation(line: 473, column: 10, scope: !430, inlinedAt: !398)
!433 = !DILocation(line: 474, column: 10, scope: !430, inlinedAt: !398)
!434 = !DILocation(line: 475, column: 10, scope: !430, inlinedAt: !398)
!435 = !DILocation(line: 476, column: 11, scope: !430, inlinedAt: !398)
!436 = !DILocation(line: 477, column: 9, scope: !430, inlinedAt: !398)
!437 = !DILocation(line: 477, column: 17, scope: !430, inlinedAt: !398)
!438 = !DILocation(line: 477, column: 13, scope: !430, inlinedAt: !398)
!439 = !DILocation(line: 478, column: 10, scope: !430, inlinedAt: !398)
!440 = !DILocation(line: 479, column: 10, scope: !430, inlinedAt: !398)
!441 = !DILocation(line: 480, column: 11, scope: !430, inlinedAt: !398)
!442 = !DILocation(line: 480, column: 2, scope: !430, inlinedAt: !398)
!443 = !DILocation(line: 481, column: 9, scope: !430, inlinedAt: !398)
!444 = !DILocation(line: 481, column: 13, scope: !430, inlinedAt: !398)
!445 = !DILocation(line: 481, column: 22, scope: !430, inlinedAt: !398)
!446 = !DILocation(line: 481, column: 18, scope: !430, inlinedAt: !398)
!447 = !DILocation(line: 482, column: 9, scope: !430, inlinedAt: !398)
!448 = !DILocation(line: 52, column: 13, scope: !402, inlinedAt: !398)
!449 = !DILocation(line: 387, column: 10, scope: !430, inlinedAt: !398)
!450 = !DILocation(line: 391, column: 17, scope: !430, inlinedAt: !398)
!451 = !DILocation(line: 391, column: 28, scope: !430, inlinedAt: !398)
!452 = !DILocation(line: 391, column: 33, scope: !430, inlinedAt: !398)
!453 = !DILocation(line: 391, column: 22, scope: !430, inlinedAt: !398)
!454 = !DILocation(line: 391, column: 42, scope: !430, inlinedAt: !398)
!455 = !DILocation(line: 387, column: 14, scope: !430, inlinedAt: !398)
!456 = !DILocation(line: 56, column: 9, scope: !402, inlinedAt: !398)
!457 = !DILocation(line: 58, column: 13, scope: !402, inlinedAt: !398)
!458 = !DILocation(line: 59, column: 32, scope: !402, inlinedAt: !398)
!459 = !{i64 0, i64 65}
!460 = !DILocation(line: 60, column: 25, scope: !402, inlinedAt: !398)
!461 = !DILocation(line: 62, column: 11, scope: !402, inlinedAt: !398)
!462 = !DILocation(line: 62, column: 37, scope: !402, inlinedAt: !398)
!463 = !DILocation(line: 62, column: 30, scope: !402, inlinedAt: !398)
!464 = !DILocation(line: 62, column: 24, scope: !402, inlinedAt: !398)
!465 = !DILocation(line: 63, column: 2, scope: !402, inlinedAt: !398)
!466 = !DILocation(line: 65, column: 10, scope: !402, inlinedAt: !398)
!467 = !DILocation(line: 65, column: 2, scope: !402, inlinedAt: !398)
!468 = !DILocation(line: 66, column: 21, scope: !402, inlinedAt: !398)
!469 = !DILocation(line: 68, column: 9, scope: !402, inlinedAt: !398)
!470 = !DILocation(line: 69, column: 3, scope: !402, inlinedAt: !398)
!471 = !DILocation(line: 70, column: 3, scope: !402, inlinedAt: !398)
!472 = !DILocation(line: 71, column: 3, scope: !402, inlinedAt: !398)
!473 = !DILocation(line: 74, column: 14, scope: !402, inlinedAt: !398)
!474 = !DILocation(line: 74, column: 2, scope: !402, inlinedAt: !398)
!475 = !DILocation(line: 158, column: 7, scope: !396, inlinedAt: !398)
!476 = !DILocation(line: 162, column: 7, scope: !396, inlinedAt: !398)
!477 = !DILocation(line: 166, column: 10, scope: !396, inlinedAt: !398)
!478 = !DILocation(line: 167, column: 7, scope: !396, inlinedAt: !398)
!479 = !DILocation(line: 168, column: 29, scope: !396, inlinedAt: !398)
!480 = !DILocation(line: 168, column: 33, scope: !396, inlinedAt: !398)
!481 = !DILocation(line: 168, column: 9, scope: !396, inlinedAt: !398)
!482 = !DILocation(line: 0, scope: !396, inlinedAt: !398)
!483 = !DILocation(line: 142, column: 6, scope: !396, inlinedAt: !398)
!484 = !DILocation(line: 170, column: 16, scope: !396, inlinedAt: !398)
!485 = !DILocation(line: 170, column: 11, scope: !396, inlinedAt: !398)
!486 = !DILocation(line: 170, column: 41, scope: !396, inlinedAt: !398)
!487 = !DILocation(line: 170, column: 45, scope: !396, inlinedAt: !398)
!488 = !DILocation(line: 170, column: 20, scope: !396, inlinedAt: !398)
!489 = !DILocation(line: 146, column: 16, scope: !396, inlinedAt: !398)
!490 = !DILocation(line: 146, column: 13, scope: !396, inlinedAt: !398)
!491 = !DILocation(line: 147, column: 14, scope: !396, inlinedAt: !398)
!492 = !DILocation(line: 150, column: 7, scope: !396, inlinedAt: !398)
!493 = !DILocation(line: 150, column: 10, scope: !396, inlinedAt: !398)
!494 = !DILocation(line: 154, column: 3, scope: !396, inlinedAt: !398)
!495 = !DILocation(line: 155, column: 14, scope: !396, inlinedAt: !398)
!496 = !DILocation(line: 155, column: 11, scope: !396, inlinedAt: !398)
!497 = !DILocation(line: 155, column: 24, scope: !396, inlinedAt: !398)
!498 = !DILocation(line: 155, column: 21, scope: !396, inlinedAt: !398)
!499 = !DILocation(line: 155, column: 34, scope: !396, inlinedAt: !398)
!500 = !DILocation(line: 155, column: 31, scope: !396, inlinedAt: !398)
!501 = !DILocation(line: 182, column: 36, scope: !18)
!502 = !DILocation(line: 195, column: 16, scope: !18)
!503 = !DILocation(line: 33, column: 33, scope: !4)
!504 = !DILocation(line: 33, column: 16, scope: !4)
!505 = !DILocation(line: 33, column: 4, scope: !4)
!506 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !507)
!507 = distinct !DILocation(line: 161, column: 19, scope: !18)
!508 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !507)
!509 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !507)
!510 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !507)
!511 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !507)
!512 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !507)
!513 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !507)
!514 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !507)
!515 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !507)
!516 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !507)
!517 = !DILocation(line: 0, scope: !39, inlinedAt: !507)
!518 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !507)
!519 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !520)
!520 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !507)
!521 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !520)
!522 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !520)
!523 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !520)
!524 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !520)
!525 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !520)
!526 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !520)
!527 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !520)
!528 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !520)
!529 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !520)
!530 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !520)
!531 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !520)
!532 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !520)
!533 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !520)
!534 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !520)
!535 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !520)
!536 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !507)
!537 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !507)
!538 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !507)
!539 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !507)
!540 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !507)
!541 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !542)
!542 = distinct !DILocation(line: 162, column: 19, scope: !18)
!543 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !542)
!544 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !542)
!545 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !542)
!546 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !542)
!547 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !542)
!548 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !542)
!549 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !542)
!550 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !542)
!551 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !542)
!552 = !DILocation(line: 0, scope: !39, inlinedAt: !542)
!553 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !542)
!554 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !555)
!555 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !542)
!556 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !555)
!557 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !555)
!558 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !555)
!559 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !555)
!560 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !555)
!561 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !555)
!562 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !555)
!563 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !555)
!564 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !555)
!565 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !555)
!566 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !555)
!567 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !555)
!568 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !555)
!569 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !555)
!570 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !555)
!571 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !542)
!572 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !542)
!573 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !542)
!574 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !542)
!575 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !542)
!576 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !577)
!577 = distinct !DILocation(line: 161, column: 19, scope: !18)
!578 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !577)
!579 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !577)
!580 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !577)
!581 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !577)
!582 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !577)
!583 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !577)
!584 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !577)
!585 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !577)
!586 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !577)
!587 = !DILocation(line: 0, scope: !39, inlinedAt: !577)
!588 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !577)
!589 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !590)
!590 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !577)
!591 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !590)
!592 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !590)
!593 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !590)
!594 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !590)
!595 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !590)
!596 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !590)
!597 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !590)
!598 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !590)
!599 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !590)
!600 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !590)
!601 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !590)
!602 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !590)
!603 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !590)
!604 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !590)
!605 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !590)
!606 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !577)
!607 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !577)
!608 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !577)
!609 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !577)
!610 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !577)
!611 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !612)
!612 = distinct !DILocation(line: 162, column: 19, scope: !18)
!613 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !612)
!614 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !612)
!615 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !612)
!616 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !612)
!617 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !612)
!618 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !612)
!619 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !612)
!620 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !612)
!621 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !612)
!622 = !DILocation(line: 0, scope: !39, inlinedAt: !612)
!623 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !612)
!624 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !625)
!625 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !612)
!626 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !625)
!627 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !625)
!628 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !625)
!629 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !625)
!630 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !625)
!631 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !625)
!632 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !625)
!633 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !625)
!634 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !625)
!635 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !625)
!636 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !625)
!637 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !625)
!638 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !625)
!639 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !625)
!640 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !625)
!641 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !612)
!642 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !612)
!643 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !612)
!644 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !612)
!645 = !DILocation(line: 157, column: 12, scope: !39, inlinedAt: !612)
!646 = !DILocation(line: 189, column: 28, scope: !18)
!647 = !DILocation(line: 189, column: 32, scope: !18)
!648 = !DILocation(line: 189, column: 26, scope: !18)
!649 = !DILocation(line: 189, column: 35, scope: !18)
!650 = !DILocation(line: 189, column: 54, scope: !18)
!651 = !DILocation(line: 189, column: 52, scope: !18)
!652 = !DILocation(line: 189, column: 59, scope: !18)
!653 = !DILocation(line: 39, column: 11, scope: !395, inlinedAt: !654)
!654 = distinct !DILocation(line: 182, column: 46, scope: !18)
!655 = !DILocation(line: 133, column: 12, scope: !396, inlinedAt: !654)
!656 = !DILocation(line: 143, column: 7, scope: !396, inlinedAt: !654)
!657 = !DILocation(line: 33, column: 7, scope: !402, inlinedAt: !654)
!658 = !DILocation(line: 38, column: 19, scope: !402, inlinedAt: !654)
!659 = !DILocation(line: 39, column: 15, scope: !402, inlinedAt: !654)
!660 = !DILocation(line: 39, column: 22, scope: !402, inlinedAt: !654)
!661 = !DILocation(line: 40, column: 2, scope: !402, inlinedAt: !654)
!662 = !DILocation(line: 41, column: 2, scope: !402, inlinedAt: !654)
!663 = !DILocation(line: 45, column: 29, scope: !402, inlinedAt: !654)
!664 = !DILocation(line: 45, column: 33, scope: !402, inlinedAt: !654)
!665 = !DILocation(line: 45, column: 50, scope: !402, inlinedAt: !654)
!666 = !DILocation(line: 46, column: 13, scope: !402, inlinedAt: !654)
!667 = !DILocation(line: 46, column: 21, scope: !402, inlinedAt: !654)
!668 = !DILocation(line: 46, column: 47, scope: !402, inlinedAt: !654)
!669 = !DILocation(line: 46, column: 41, scope: !402, inlinedAt: !654)
!670 = !DILocation(line: 46, column: 58, scope: !402, inlinedAt: !654)
!671 = !DILocation(line: 46, column: 51, scope: !402, inlinedAt: !654)
!672 = !DILocation(line: 46, column: 34, scope: !402, inlinedAt: !654)
!673 = !DILocation(line: 47, column: 23, scope: !402, inlinedAt: !654)
!674 = !DILocation(line: 47, column: 49, scope: !402, inlinedAt: !654)
!675 = !DILocation(line: 47, column: 43, scope: !402, inlinedAt: !654)
!676 = !DILocation(line: 47, column: 53, scope: !402, inlinedAt: !654)
!677 = !DILocation(line: 47, column: 36, scope: !402, inlinedAt: !654)
!678 = !DILocation(line: 48, column: 23, scope: !402, inlinedAt: !654)
!679 = !DILocation(line: 48, column: 49, scope: !402, inlinedAt: !654)
!680 = !DILocation(line: 48, column: 43, scope: !402, inlinedAt: !654)
!681 = !DILocation(line: 48, column: 53, scope: !402, inlinedAt: !654)
!682 = !DILocation(line: 48, column: 36, scope: !402, inlinedAt: !654)
!683 = !DILocation(line: 472, column: 10, scope: !430, inlinedAt: !654)
!684 = !DILocation(line: 473, column: 10, scope: !430, inlinedAt: !654)
!685 = !DILocation(line: 474, column: 10, scope: !430, inlinedAt: !654)
!686 = !DILocation(line: 475, column: 10, scope: !430, inlinedAt: !654)
!687 = !DILocation(line: 476, column: 11, scope: !430, inlinedAt: !654)
!688 = !DILocation(line: 477, column: 9, scope: !430, inlinedAt: !654)
!689 = !DILocation(line: 477, column: 17, scope: !430, inlinedAt: !654)
!690 = !DILocation(line: 477, column: 13, scope: !430, inlinedAt: !654)
!691 = !DILocation(line: 478, column: 10, scope: !430, inlinedAt: !654)
!692 = !DILocation(line: 479, column: 10, scope: !430, inlinedAt: !654)
!693 = !DILocation(line: 480, column: 11, scope: !430, inlinedAt: !654)
!694 = !DILocation(line: 480, column: 2, scope: !430, inlinedAt: !654)
!695 = !DILocation(line: 481, column: 9, scope: !430, inlinedAt: !654)
!696 = !DILocation(line: 481, column: 13, scope: !430, inlinedAt: !654)
!697 = !DILocation(line: 481, column: 22, scope: !430, inlinedAt: !654)
!698 = !DILocation(line: 481, column: 18, scope: !430, inlinedAt: !654)
!699 = !DILocation(line: 482, column: 9, scope: !430, inlinedAt: !654)
!700 = !DILocation(line: 52, column: 13, scope: !402, inlinedAt: !654)
!701 = !DILocation(line: 387, column: 10, scope: !430, inlinedAt: !654)
!702 = !DILocation(line: 391, column: 17, scope: !430, inlinedAt: !654)
!703 = !DILocation(line: 391, column: 28, scope: !430, inlinedAt: !654)
!704 = !DILocation(line: 391, column: 33, scope: !430, inlinedAt: !654)
!705 = !DILocation(line: 391, column: 22, scope: !430, inlinedAt: !654)
!706 = !DILocation(line: 391, column: 42, scope: !430, inlinedAt: !654)
!707 = !DILocation(line: 387, column: 14, scope: !430, inlinedAt: !654)
!708 = !DILocation(line: 56, column: 9, scope: !402, inlinedAt: !654)
!709 = !DILocation(line: 58, column: 13, scope: !402, inlinedAt: !654)
!710 = !DILocation(line: 59, column: 32, scope: !402, inlinedAt: !654)
!711 = !DILocation(line: 60, column: 25, scope: !402, inlinedAt: !654)
!712 = !DILocation(line: 62, column: 11, scope: !402, inlinedAt: !654)
!713 = !DILocation(line: 62, column: 37, scope: !402, inlinedAt: !654)
!714 = !DILocation(line: 62, column: 30, scope: !402, inlinedAt: !654)
!715 = !DILocation(line: 62, column: 24, scope: !402, inlinedAt: !654)
!716 = !DILocation(line: 63, column: 2, scope: !402, inlinedAt: !654)
!717 = !DILocation(line: 65, column: 10, scope: !402, inlinedAt: !654)
!718 = !DILocation(line: 65, column: 2, scope: !402, inlinedAt: !654)
!719 = !DILocation(line: 66, column: 21, scope: !402, inlinedAt: !654)
!720 = !DILocation(line: 68, column: 9, scope: !402, inlinedAt: !654)
!721 = !DILocation(line: 69, column: 3, scope: !402, inlinedAt: !654)
!722 = !DILocation(line: 70, column: 3, scope: !402, inlinedAt: !654)
!723 = !DILocation(line: 71, column: 3, scope: !402, inlinedAt: !654)
!724 = !DILocation(line: 74, column: 14, scope: !402, inlinedAt: !654)
!725 = !DILocation(line: 74, column: 2, scope: !402, inlinedAt: !654)
!726 = !DILocation(line: 158, column: 7, scope: !396, inlinedAt: !654)
!727 = !DILocation(line: 162, column: 7, scope: !396, inlinedAt: !654)
!728 = !DILocation(line: 166, column: 10, scope: !396, inlinedAt: !654)
!729 = !DILocation(line: 167, column: 7, scope: !396, inlinedAt: !654)
!730 = !DILocation(line: 168, column: 29, scope: !396, inlinedAt: !654)
!731 = !DILocation(line: 168, column: 33, scope: !396, inlinedAt: !654)
!732 = !DILocation(line: 168, column: 9, scope: !396, inlinedAt: !654)
!733 = !DILocation(line: 0, scope: !396, inlinedAt: !654)
!734 = !DILocation(line: 142, column: 6, scope: !396, inlinedAt: !654)
!735 = !DILocation(line: 170, column: 16, scope: !396, inlinedAt: !654)
!736 = !DILocation(line: 170, column: 11, scope: !396, inlinedAt: !654)
!737 = !DILocation(line: 170, column: 41, scope: !396, inlinedAt: !654)
!738 = !DILocation(line: 170, column: 45, scope: !396, inlinedAt: !654)
!739 = !DILocation(line: 170, column: 20, scope: !396, inlinedAt: !654)
!740 = !DILocation(line: 146, column: 16, scope: !396, inlinedAt: !654)
!741 = !DILocation(line: 146, column: 13, scope: !396, inlinedAt: !654)
!742 = !DILocation(line: 147, column: 14, scope: !396, inlinedAt: !654)
!743 = !DILocation(line: 150, column: 7, scope: !396, inlinedAt: !654)
!744 = !DILocation(line: 150, column: 10, scope: !396, inlinedAt: !654)
!745 = !DILocation(line: 154, column: 3, scope: !396, inlinedAt: !654)
!746 = !DILocation(line: 155, column: 14, scope: !396, inlinedAt: !654)
!747 = !DILocation(line: 155, column: 11, scope: !396, inlinedAt: !654)
!748 = !DILocation(line: 155, column: 24, scope: !396, inlinedAt: !654)
!749 = !DILocation(line: 155, column: 21, scope: !396, inlinedAt: !654)
!750 = !DILocation(line: 155, column: 34, scope: !396, inlinedAt: !654)
!751 = !DILocation(line: 155, column: 31, scope: !396, inlinedAt: !654)
!752 = !DILocation(line: 34, column: 4, scope: !4)
!753 = !DILocation(line: 136, column: 7, scope: !39, inlinedAt: !754)
!754 = distinct !DILocation(line: 167, column: 18, scope: !18)
!755 = !DILocation(line: 137, column: 9, scope: !39, inlinedAt: !754)
!756 = !DILocation(line: 143, column: 2, scope: !39, inlinedAt: !754)
!757 = !DILocation(line: 144, column: 9, scope: !39, inlinedAt: !754)
!758 = !DILocation(line: 145, column: 3, scope: !39, inlinedAt: !754)
!759 = !DILocation(line: 146, column: 11, scope: !39, inlinedAt: !754)
!760 = !DILocation(line: 147, column: 4, scope: !39, inlinedAt: !754)
!761 = !DILocation(line: 148, column: 12, scope: !39, inlinedAt: !754)
!762 = !DILocation(line: 149, column: 5, scope: !39, inlinedAt: !754)
!763 = !DILocation(line: 150, column: 13, scope: !39, inlinedAt: !754)
!764 = !DILocation(line: 0, scope: !39, inlinedAt: !754)
!765 = !DILocation(line: 76, column: 7, scope: !39, inlinedAt: !754)
!766 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !767)
!767 = distinct !DILocation(line: 77, column: 17, scope: !39, inlinedAt: !754)
!768 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !767)
!769 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !767)
!770 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !767)
!771 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !767)
!772 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !767)
!773 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !767)
!774 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !767)
!775 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !767)
!776 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !767)
!777 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !767)
!778 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !767)
!779 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !767)
!780 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !767)
!781 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !767)
!782 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !767)
!783 = !DILocation(line: 80, column: 9, scope: !39, inlinedAt: !754)
!784 = !DILocation(line: 155, column: 3, scope: !39, inlinedAt: !754)
!785 = !DILocation(line: 139, column: 9, scope: !39, inlinedAt: !754)
!786 = !DILocation(line: 141, column: 9, scope: !39, inlinedAt: !754)
!787 = !DILocation(line: 42, column: 16, scope: !4)
!788 = !DILocation(line: 37, column: 33, scope: !4)
!789 = !DILocation(line: 37, column: 16, scope: !4)
!790 = !DILocation(line: 37, column: 4, scope: !4)
!791 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2ePhiloxBlocks", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!792 = !DILocation(line: 51, column: 14, scope: !791)
!793 = !DILocation(line: 52, column: 6, scope: !791)
!794 = !DILocation(line: 52, column: 8, scope: !791)
!795 = !DILocation(line: 52, column: 11, scope: !791)
!796 = !DILocation(line: 0, scope: !791)
!797 = !DILocation(line: 55, column: 36, scope: !791)
!798 = !DILocation(line: 55, column: 50, scope: !791)
!799 = !DILocation(line: 55, column: 46, scope: !791)
!800 = !DILocation(line: 55, column: 62, scope: !791)
!801 = !DILocation(line: 55, column: 58, scope: !791)
!802 = !DILocation(line: 55, column: 74, scope: !791)
!803 = !DILocation(line: 55, column: 70, scope: !791)
!804 = !DILocation(line: 55, column: 95, scope: !791)
!805 = !DILocation(line: 55, column: 93, scope: !791)
!806 = !DILocation(line: 55, column: 107, scope: !791)
!807 = !DILocation(line: 55, column: 103, scope: !791)
!808 = !DILocation(line: 38, column: 34, scope: !15, inlinedAt: !809)
!809 = distinct !DILocation(line: 55, column: 22, scope: !791)
!810 = !DILocation(line: 38, column: 26, scope: !15, inlinedAt: !809)
!811 = !DILocation(line: 39, column: 34, scope: !15, inlinedAt: !809)
!812 = !DILocation(line: 39, column: 26, scope: !15, inlinedAt: !809)
!813 = !DILocation(line: 40, column: 29, scope: !15, inlinedAt: !809)
!814 = !DILocation(line: 40, column: 26, scope: !15, inlinedAt: !809)
!815 = !DILocation(line: 40, column: 34, scope: !15, inlinedAt: !809)
!816 = !DILocation(line: 40, column: 37, scope: !15, inlinedAt: !809)
!817 = !DILocation(line: 40, column: 63, scope: !15, inlinedAt: !809)
!818 = !DILocation(line: 40, column: 60, scope: !15, inlinedAt: !809)
!819 = !DILocation(line: 40, column: 68, scope: !15, inlinedAt: !809)
!820 = !DILocation(line: 40, column: 71, scope: !15, inlinedAt: !809)
!821 = !DILocation(line: 35, column: 4, scope: !15, inlinedAt: !809)
!822 = !DILocation(line: 36, column: 4, scope: !15, inlinedAt: !809)
!823 = !DILocation(line: 40, column: 48, scope: !15, inlinedAt: !809)
!824 = !DILocation(line: 40, column: 82, scope: !15, inlinedAt: !809)
!825 = !DILocation(line: 57, column: 6, scope: !791)
!826 = !DILocation(line: 57, column: 10, scope: !791)
!827 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXoroDraws", scope: !1, file: !1, line: 68, type: !5, scopeLine: 68, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!828 = !DILocation(line: 69, column: 14, scope: !827)
!829 = !DILocation(line: 70, column: 6, scope: !827)
!830 = !DILocation(line: 70, column: 8, scope: !827)
!831 = !DILocation(line: 70, column: 11, scope: !827)
!832 = !DILocation(line: 0, scope: !827)
!833 = !DILocation(line: 70, column: 30, scope: !827)
!834 = !DILocation(line: 70, column: 33, scope: !827)
!835 = !DILocation(line: 70, column: 35, scope: !827)
!836 = !DILocation(line: 70, column: 46, scope: !827)
!837 = !DILocation(line: 89, column: 18, scope: !838)
!838 = !DILexicalBlockFile(scope: !827, file: !839, discriminator: 0)
!839 = !DIFile(filename: "xoroshiro.go", directory: "")
!840 = !DILocation(line: 89, column: 35, scope: !838)
!841 = !DILocation(line: 89, column: 31, scope: !838)
!842 = !DILocation(line: 74, column: 11, scope: !827)
!843 = !DILocation(line: 103, column: 12, scope: !844, inlinedAt: !845)
!844 = distinct !DISubprogram(name: "math.log", scope: !345, file: !345, line: 88, type: !5, scopeLine: 88, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!845 = distinct !DILocation(line: 119, column: 23, scope: !838)
!846 = !DILocation(line: 90, column: 10, scope: !838)
!847 = !DILocation(line: 91, column: 2, scope: !838)
!848 = !DILocation(line: 220, column: 14, scope: !849)
!849 = !DILexicalBlockFile(scope: !827, file: !431, discriminator: 0)
!850 = !DILocation(line: 92, column: 42, scope: !838)
!851 = !DILocation(line: 92, column: 51, scope: !838)
!852 = !DILocation(line: 92, column: 47, scope: !838)
!853 = !DILocation(line: 92, column: 8, scope: !838)
!854 = !DILocation(line: 93, column: 8, scope: !838)
!855 = !DILocation(line: 75, column: 4, scope: !827)
!856 = !DILocation(line: 100, column: 41, scope: !838)
!857 = !DILocation(line: 100, column: 16, scope: !838)
!858 = !DILocation(line: 100, column: 47, scope: !838)
!859 = !DILocation(line: 107, column: 16, scope: !838)
!860 = !DILocation(line: 76, column: 33, scope: !827)
!861 = !DILocation(line: 76, column: 16, scope: !827)
!862 = !DILocation(line: 76, column: 4, scope: !827)
!863 = !DILocation(line: 77, column: 4, scope: !827)
!864 = !DILocation(line: 119, column: 31, scope: !838)
!865 = !DILocation(line: 107, column: 9, scope: !844, inlinedAt: !845)
!866 = !DILocation(line: 63, column: 12, scope: !867, inlinedAt: !845)
!867 = !DILexicalBlockFile(scope: !844, file: !349, discriminator: 0)
!868 = !DILocation(line: 33, column: 18, scope: !869, inlinedAt: !845)
!869 = !DILexicalBlockFile(scope: !844, file: !352, discriminator: 0)
!870 = !DILocation(line: 34, column: 15, scope: !869, inlinedAt: !845)
!871 = !DILocation(line: 34, column: 23, scope: !869, inlinedAt: !845)
!872 = !DILocation(line: 34, column: 37, scope: !869, inlinedAt: !845)
!873 = !DILocation(line: 34, column: 2, scope: !869, inlinedAt: !845)
!874 = !DILocation(line: 35, column: 2, scope: !869, inlinedAt: !845)
!875 = !DILocation(line: 36, column: 2, scope: !869, inlinedAt: !845)
!876 = !DILocation(line: 37, column: 24, scope: !869, inlinedAt: !845)
!877 = !DILocation(line: 113, column: 8, scope: !844, inlinedAt: !845)
!878 = !DILocation(line: 117, column: 10, scope: !844, inlinedAt: !845)
!879 = !DILocation(line: 118, column: 14, scope: !844, inlinedAt: !845)
!880 = !DILocation(line: 121, column: 14, scope: !844, inlinedAt: !845)
!881 = !DILocation(line: 121, column: 9, scope: !844, inlinedAt: !845)
!882 = !DILocation(line: 122, column: 10, scope: !844, inlinedAt: !845)
!883 = !DILocation(line: 123, column: 11, scope: !844, inlinedAt: !845)
!884 = !DILocation(line: 124, column: 35, scope: !844, inlinedAt: !845)
!885 = !DILocation(line: 124, column: 32, scope: !844, inlinedAt: !845)
!886 = !DILocation(line: 124, column: 28, scope: !844, inlinedAt: !845)
!887 = !DILocation(line: 124, column: 25, scope: !844, inlinedAt: !845)
!888 = !DILocation(line: 124, column: 21, scope: !844, inlinedAt: !845)
!889 = !DILocation(line: 124, column: 17, scope: !844, inlinedAt: !845)
!890 = !DILocation(line: 124, column: 11, scope: !844, inlinedAt: !845)
!891 = !DILocation(line: 125, column: 28, scope: !844, inlinedAt: !845)
!892 = !DILocation(line: 125, column: 25, scope: !844, inlinedAt: !845)
!893 = !DILocation(line: 125, column: 21, scope: !844, inlinedAt: !845)
!894 = !DILocation(line: 125, column: 17, scope: !844, inlinedAt: !845)
!895 = !DILocation(line: 125, column: 11, scope: !844, inlinedAt: !845)
!896 = !DILocation(line: 126, column: 10, scope: !844, inlinedAt: !845)
!897 = !DILocation(line: 127, column: 14, scope: !844, inlinedAt: !845)
!898 = !DILocation(line: 127, column: 18, scope: !844, inlinedAt: !845)
!899 = !DILocation(line: 128, column: 10, scope: !844, inlinedAt: !845)
!900 = !DILocation(line: 128, column: 36, scope: !844, inlinedAt: !845)
!901 = !DILocation(line: 128, column: 30, scope: !844, inlinedAt: !845)
!902 = !DILocation(line: 128, column: 43, scope: !844, inlinedAt: !845)
!903 = !DILocation(line: 128, column: 40, scope: !844, inlinedAt: !845)
!904 = !DILocation(line: 128, column: 26, scope: !844, inlinedAt: !845)
!905 = !DILocation(line: 128, column: 52, scope: !844, inlinedAt: !845)
!906 = !DILocation(line: 128, column: 17, scope: !844, inlinedAt: !845)
!907 = !DILocation(line: 119, column: 14, scope: !838)
!908 = !DILocation(line: 120, column: 51, scope: !838)
!909 = !DILocation(line: 120, column: 31, scope: !838)
!910 = !DILocation(line: 39, column: 11, scope: !395, inlinedAt: !911)
!911 = distinct !DILocation(line: 120, column: 23, scope: !838)
!912 = !DILocation(line: 133, column: 12, scope: !396, inlinedAt: !911)
!913 = !DILocation(line: 143, column: 7, scope: !396, inlinedAt: !911)
!914 = !DILocation(line: 33, column: 7, scope: !402, inlinedAt: !911)
!915 = !DILocation(line: 38, column: 19, scope: !402, inlinedAt: !911)
!916 = !DILocation(line: 39, column: 15, scope: !402, inlinedAt: !911)
!917 = !DILocation(line: 39, column: 22, scope: !402, inlinedAt: !911)
!918 = !DILocation(line: 40, column: 2, scope: !402, inlinedAt: !911)
!919 = !DILocation(line: 41, column: 2, scope: !402, inlinedAt: !911)
!920 = !DILocation(line: 45, column: 29, scope: !402, inlinedAt: !911)
!921 = !DILocation(line: 45, column: 33, scope: !402, inlinedAt: !911)
!922 = !DILocation(line: 45, column: 50, scope: !402, inlinedAt: !911)
!923 = !DILocation(line: 46, column: 13, scope: !402, inlinedAt: !911)
!924 = !DILocation(line: 46, column: 21, scope: !402, inlinedAt: !911)
!925 = !DILocation(line: 46, column: 47, scope: !402, inlinedAt: !911)
!926 = !DILocation(line: 46, column: 41, scope: !402, inlinedAt: !911)
!927 = !DILocation(line: 46, column: 58, scope: !402, inlinedAt: !911)
!928 = !DILocation(line: 46, column: 51, scope: !402, inlinedAt: !911)
!929 = !DILocation(line: 46, column: 34, scope: !402, inlinedAt: !911)
!930 = !DILocation(line: 47, column: 23, scope: !402, inlinedAt: !911)
!931 = !DILocation(line: 47, column: 49, scope: !402, inlinedAt: !911)
!932 = !DILocation(line: 47, column: 43, scope: !402, inlinedAt: !911)
!933 = !DILocation(line: 47, column: 53, scope: !402, inlinedAt: !911)
!934 = !DILocation(line: 47, column: 36, scope: !402, inlinedAt: !911)
!935 = !DILocation(line: 48, column: 23, scope: !402, inlinedAt: !911)
!936 = !DILocation(line: 48, column: 49, scope: !402, inlinedAt: !911)
!937 = !DILocation(line: 48, column: 43, scope: !402, inlinedAt: !911)
!938 = !DILocation(line: 48, column: 53, scope: !402, inlinedAt: !911)
!939 = !DILocation(line: 48, column: 36, scope: !402, inlinedAt: !911)
!940 = !DILocation(line: 472, column: 10, scope: !430, inlinedAt: !911)
!941 = !DILocation(line: 473, column: 10, scope: !430, inlinedAt: !911)
!942 = !DILocation(line: 474, column: 10, scope: !430, inlinedAt: !911)
!943 = !DILocation(line: 475, column: 10, scope: !430, inlinedAt: !911)
!944 = !DILocation(line: 476, column: 11, scope: !430, inlinedAt: !911)
!945 = !DILocation(line: 477, column: 9, scope: !430, inlinedAt: !911)
!946 = !DILocation(line: 477, column: 17, scope: !430, inlinedAt: !911)
!947 = !DILocation(line: 477, column: 13, scope: !430, inlinedAt: !911)
!948 = !DILocation(line: 478, column: 10, scope: !430, inlinedAt: !911)
!949 = !DILocation(line: 479, column: 10, scope: !430, inlinedAt: !911)
!950 = !DILocation(line: 480, column: 11, scope: !430, inlinedAt: !911)
!951 = !DILocation(line: 480, column: 2, scope: !430, inlinedAt: !911)
!952 = !DILocation(line: 481, column: 9, scope: !430, inlinedAt: !911)
!953 = !DILocation(line: 481, column: 13, scope: !430, inlinedAt: !911)
!954 = !DILocation(line: 481, column: 22, scope: !430, inlinedAt: !911)
!955 = !DILocation(line: 481, column: 18, scope: !430, inlinedAt: !911)
!956 = !DILocation(line: 482, column: 9, scope: !430, inlinedAt: !911)
!957 = !DILocation(line: 52, column: 13, scope: !402, inlinedAt: !911)
!958 = !DILocation(line: 387, column: 10, scope: !430, inlinedAt: !911)
!959 = !DILocation(line: 391, column: 17, scope: !430, inlinedAt: !911)
!960 = !DILocation(line: 391, column: 28, scope: !430, inlinedAt: !911)
!961 = !DILocation(line: 391, column: 33, scope: !430, inlinedAt: !911)
!962 = !DILocation(line: 391, column: 22, scope: !430, inlinedAt: !911)
!963 = !DILocation(line: 391, column: 42, scope: !430, inlinedAt: !911)
!964 = !DILocation(line: 387, column: 14, scope: !430, inlinedAt: !911)
!965 = !DILocation(line: 56, column: 9, scope: !402, inlinedAt: !911)
!966 = !DILocation(line: 58, column: 13, scope: !402, inlinedAt: !911)
!967 = !DILocation(line: 59, column: 32, scope: !402, inlinedAt: !911)
!968 = !DILocation(line: 60, column: 25, scope: !402, inlinedAt: !911)
!969 = !DILocation(line: 62, column: 11, scope: !402, inlinedAt: !911)
!970 = !DILocation(line: 62, column: 37, scope: !402, inlinedAt: !911)
!971 = !DILocation(line: 62, column: 30, scope: !402, inlinedAt: !911)
!972 = !DILocation(line: 62, column: 24, scope: !402, inlinedAt: !911)
!973 = !DILocation(line: 63, column: 2, scope: !402, inlinedAt: !911)
!974 = !DILocation(line: 65, column: 10, scope: !402, inlinedAt: !911)
!975 = !DILocation(line: 65, column: 2, scope: !402, inlinedAt: !911)
!976 = !DILocation(line: 66, column: 21, scope: !402, inlinedAt: !911)
!977 = !DILocation(line: 68, column: 9, scope: !402, inlinedAt: !911)
!978 = !DILocation(line: 69, column: 3, scope: !402, inlinedAt: !911)
!979 = !DILocation(line: 70, column: 3, scope: !402, inlinedAt: !911)
!980 = !DILocation(line: 71, column: 3, scope: !402, inlinedAt: !911)
!981 = !DILocation(line: 74, column: 14, scope: !402, inlinedAt: !911)
!982 = !DILocation(line: 74, column: 2, scope: !402, inlinedAt: !911)
!983 = !DILocation(line: 158, column: 7, scope: !396, inlinedAt: !911)
!984 = !DILocation(line: 162, column: 7, scope: !396, inlinedAt: !911)
!985 = !DILocation(line: 166, column: 10, scope: !396, inlinedAt: !911)
!986 = !DILocation(line: 167, column: 7, scope: !396, inlinedAt: !911)
!987 = !DILocation(line: 168, column: 29, scope: !396, inlinedAt: !911)
!988 = !DILocation(line: 168, column: 33, scope: !396, inlinedAt: !911)
!989 = !DILocation(line: 168, column: 9, scope: !396, inlinedAt: !911)
!990 = !DILocation(line: 0, scope: !396, inlinedAt: !911)
!991 = !DILocation(line: 142, column: 6, scope: !396, inlinedAt: !911)
!992 = !DILocation(line: 170, column: 16, scope: !396, inlinedAt: !911)
!993 = !DILocation(line: 170, column: 11, scope: !396, inlinedAt: !911)
!994 = !DILocation(line: 170, column: 41, scope: !396, inlinedAt: !911)
!995 = !DILocation(line: 170, column: 45, scope: !396, inlinedAt: !911)
!996 = !DILocation(line: 170, column: 20, scope: !396, inlinedAt: !911)
!997 = !DILocation(line: 146, column: 16, scope: !396, inlinedAt: !911)
!998 = !DILocation(line: 146, column: 13, scope: !396, inlinedAt: !911)
!999 = !DILocation(line: 147, column: 14, scope: !396, inlinedAt: !911)
!1000 = !DILocation(line: 150, column: 7, scope: !396, inlinedAt: !911)
!1001 = !DILocation(line: 150, column: 10, scope: !396, inlinedAt: !911)
!1002 = !DILocation(line: 154, column: 3, scope: !396, inlinedAt: !911)
!1003 = !DILocation(line: 155, column: 14, scope: !396, inlinedAt: !911)
!1004 = !DILocation(line: 155, column: 11, scope: !396, inlinedAt: !911)
!1005 = !DILocation(line: 155, column: 24, scope: !396, inlinedAt: !911)
!1006 = !DILocation(line: 155, column: 21, scope: !396, inlinedAt: !911)
!1007 = !DILocation(line: 155, column: 34, scope: !396, inlinedAt: !911)
!1008 = !DILocation(line: 155, column: 31, scope: !396, inlinedAt: !911)
!1009 = !DILocation(line: 120, column: 14, scope: !838)
!1010 = !DILocation(line: 121, column: 37, scope: !838)
!1011 = !DILocation(line: 121, column: 16, scope: !838)
!1012 = !DILocation(line: 121, column: 43, scope: !838)
!1013 = !DILocation(line: 78, column: 33, scope: !827)
!1014 = !DILocation(line: 78, column: 16, scope: !827)
!1015 = !DILocation(line: 78, column: 4, scope: !827)
!1016 = !DILocation(line: 130, column: 31, scope: !838)
!1017 = !DILocation(line: 103, column: 12, scope: !844, inlinedAt: !1018)
!1018 = distinct !DILocation(line: 130, column: 23, scope: !838)
!1019 = !DILocation(line: 107, column: 9, scope: !844, inlinedAt: !1018)
!1020 = !DILocation(line: 63, column: 12, scope: !867, inlinedAt: !1018)
!1021 = !DILocation(line: 33, column: 18, scope: !869, inlinedAt: !1018)
!1022 = !DILocation(line: 34, column: 15, scope: !869, inlinedAt: !1018)
!1023 = !DILocation(line: 34, column: 23, scope: !869, inlinedAt: !1018)
!1024 = !DILocation(line: 34, column: 37, scope: !869, inlinedAt: !1018)
!1025 = !DILocation(line: 34, column: 2, scope: !869, inlinedAt: !1018)
!1026 = !DILocation(line: 35, column: 2, scope: !869, inlinedAt: !1018)
!1027 = !DILocation(line: 36, column: 2, scope: !869, inlinedAt: !1018)
!1028 = !DILocation(line: 37, column: 24, scope: !869, inlinedAt: !1018)
!1029 = !DILocation(line: 113, column: 8, scope: !844, inlinedAt: !1018)
!1030 = !DILocation(line: 117, column: 10, scope: !844, inlinedAt: !1018)
!1031 = !DILocation(line: 118, column: 14, scope: !844, inlinedAt: !1018)
!1032 = !DILocation(line: 121, column: 14, scope: !844, inlinedAt: !1018)
!1033 = !DILocation(line: 121, column: 9, scope: !844, inlinedAt: !1018)
!1034 = !DILocation(line: 122, column: 10, scope: !844, inlinedAt: !1018)
!1035 = !DILocation(line: 123, column: 11, scope: !844, inlinedAt: !1018)
!1036 = !DILocation(line: 124, column: 35, scope: !844, inlinedAt: !1018)
!1037 = !DILocation(line: 124, column: 32, scope: !844, inlinedAt: !1018)
!1038 = !DILocation(line: 124, column: 28, scope: !844, inlinedAt: !1018)
!1039 = !DILocation(line: 124, column: 25, scope: !844, inlinedAt: !1018)
!1040 = !DILocation(line: 124, column: 21, scope: !844, inlinedAt: !1018)
!1041 = !DILocation(line: 124, column: 17, scope: !844, inlinedAt: !1018)
!1042 = !DILocation(line: 124, column: 11, scope: !844, inlinedAt: !1018)
!1043 = !DILocation(line: 125, column: 28, scope: !844, inlinedAt: !1018)
!1044 = !DILocation(line: 125, column: 25, scope: !844, inlinedAt: !1018)
!1045 = !DILocation(line: 125, column: 21, scope: !844, inlinedAt: !1018)
!1046 = !DILocation(line: 125, column: 17, scope: !844, inlinedAt: !1018)
!1047 = !DILocation(line: 125, column: 11, scope: !844, inlinedAt: !1018)
!1048 = !DILocation(line: 126, column: 10, scope: !844, inlinedAt: !1018)
!1049 = !DILocation(line: 127, column: 14, scope: !844, inlinedAt: !1018)
!1050 = !DILocation(line: 127, column: 18, scope: !844, inlinedAt: !1018)
!1051 = !DILocation(line: 128, column: 10, scope: !844, inlinedAt: !1018)
!1052 = !DILocation(line: 128, column: 36, scope: !844, inlinedAt: !1018)
!1053 = !DILocation(line: 128, column: 30, scope: !844, inlinedAt: !1018)
!1054 = !DILocation(line: 128, column: 43, scope: !844, inlinedAt: !1018)
!1055 = !DILocation(line: 128, column: 40, scope: !844, inlinedAt: !1018)
!1056 = !DILocation(line: 128, column: 26, scope: !844, inlinedAt: !1018)
!1057 = !DILocation(line: 128, column: 52, scope: !844, inlinedAt: !1018)
!1058 = !DILocation(line: 128, column: 17, scope: !844, inlinedAt: !1018)
!1059 = !DILocation(line: 130, column: 14, scope: !838)
!1060 = !DILocation(line: 131, column: 29, scope: !838)
!1061 = !DILocation(line: 131, column: 21, scope: !838)
!1062 = !DILocation(line: 131, column: 18, scope: !838)
!1063 = !DILocation(line: 131, column: 62, scope: !838)
!1064 = !DILocation(line: 131, column: 54, scope: !838)
!1065 = !DILocation(line: 39, column: 11, scope: !395, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 131, column: 44, scope: !838)
!1067 = !DILocation(line: 133, column: 12, scope: !396, inlinedAt: !1066)
!1068 = !DILocation(line: 143, column: 7, scope: !396, inlinedAt: !1066)
!1069 = !DILocation(line: 33, column: 7, scope: !402, inlinedAt: !1066)
!1070 = !DILocation(line: 38, column: 19, scope: !402, inlinedAt: !1066)
!1071 = !DILocation(line: 39, column: 15, scope: !402, inlinedAt: !1066)
!1072 = !DILocation(line: 39, column: 22, scope: !402, inlinedAt: !1066)
!1073 = !DILocation(line: 40, column: 2, scope: !402, inlinedAt: !1066)
!1074 = !DILocation(line: 41, column: 2, scope: !402, inlinedAt: !1066)
!1075 = !DILocation(line: 45, column: 29, scope: !402, inlinedAt: !1066)
!1076 = !DILocation(line: 45, column: 33, scope: !402, inlinedAt: !1066)
!1077 = !DILocation(line: 45, column: 50, scope: !402, inlinedAt: !1066)
!1078 = !DILocation(line: 46, column: 13, scope: !402, inlinedAt: !1066)
!1079 = !DILocation(line: 46, column: 21, scope: !402, inlinedAt: !1066)
!1080 = !DILocation(line: 46, column: 47, scope: !402, inlinedAt: !1066)
!1081 = !DILocation(line: 46, column: 41, scope: !402, inlinedAt: !1066)
!1082 = !DILocation(line: 46, column: 58, scope: !402, inlinedAt: !1066)
!1083 = !DILocation(line: 46, column: 51, scope: !402, inlinedAt: !1066)
!1084 = !DILocation(line: 46, column: 34, scope: !402, inlinedAt: !1066)
!1085 = !DILocation(line: 47, column: 23, scope: !402, inlinedAt: !1066)
!1086 = !DILocation(line: 47, column: 49, scope: !402, inlinedAt: !1066)
!1087 = !DILocation(line: 47, column: 43, scope: !402, inlinedAt: !1066)
!1088 = !DILocation(line: 47, column: 53, scope: !402, inlinedAt: !1066)
!1089 = !DILocation(line: 47, column: 36, scope: !402, inlinedAt: !1066)
!1090 = !DILocation(line: 48, column: 23, scope: !402, inlinedAt: !1066)
!1091 = !DILocation(line: 48, column: 49, scope: !402, inlinedAt: !1066)
!1092 = !DILocation(line: 48, column: 43, scope: !402, inlinedAt: !1066)
!1093 = !DILocation(line: 48, column: 53, scope: !402, inlinedAt: !1066)
!1094 = !DILocation(line: 48, column: 36, scope: !402, inlinedAt: !1066)
!1095 = !DILocation(line: 472, column: 10, scope: !430, inlinedAt: !1066)
!1096 = !DILocation(line: 473, column: 10, scope: !430, inlinedAt: !1066)
!1097 = !DILocation(line: 474, column: 10, scope: !430, inlinedAt: !1066)
!1098 = !DILocation(line: 475, column: 10, scope: !430, inlinedAt: !1066)
!1099 = !DILocation(line: 476, column: 11, scope: !430, inlinedAt: !1066)
!1100 = !DILocation(line: 477, column: 9, scope: !430, inlinedAt: !1066)
!1101 = !DILocation(line: 477, column: 17, scope: !430, inlinedAt: !1066)
!1102 = !DILocation(line: 477, column: 13, scope: !430, inlinedAt: !1066)
!1103 = !DILocation(line: 478, column: 10, scope: !430, inlinedAt: !1066)
!1104 = !DILocation(line: 479, column: 10, scope: !430, inlinedAt: !1066)
!1105 = !DILocation(line: 480, column: 11, scope: !430, inlinedAt: !1066)
!1106 = !DILocation(line: 480, column: 2, scope: !430, inlinedAt: !1066)
!1107 = !DILocation(line: 481, column: 9, scope: !430, inlinedAt: !1066)
!1108 = !DILocation(line: 481, column: 13, scope: !430, inlinedAt: !1066)
!1109 = !DILocation(line: 481, column: 22, scope: !430, inlinedAt: !1066)
!1110 = !DILocation(line: 481, column: 18, scope: !430, inlinedAt: !1066)
!1111 = !DILocation(line: 482, column: 9, scope: !430, inlinedAt: !1066)
!1112 = !DILocation(line: 52, column: 13, scope: !402, inlinedAt: !1066)
!1113 = !DILocation(line: 387, column: 10, scope: !430, inlinedAt: !1066)
!1114 = !DILocation(line: 391, column: 17, scope: !430, inlinedAt: !1066)
!1115 = !DILocation(line: 391, column: 28, scope: !430, inlinedAt: !1066)
!1116 = !DILocation(line: 391, column: 33, scope: !430, inlinedAt: !1066)
!1117 = !DILocation(line: 391, column: 22, scope: !430, inlinedAt: !1066)
!1118 = !DILocation(line: 391, column: 42, scope: !430, inlinedAt: !1066)
!1119 = !DILocation(line: 387, column: 14, scope: !430, inlinedAt: !1066)
!1120 = !DILocation(line: 56, column: 9, scope: !402, inlinedAt: !1066)
!1121 = !DILocation(line: 58, column: 13, scope: !402, inlinedAt: !1066)
!1122 = !DILocation(line: 59, column: 32, scope: !402, inlinedAt: !1066)
!1123 = !DILocation(line: 60, column: 25, scope: !402, inlinedAt: !1066)
!1124 = !DILocation(line: 62, column: 11, scope: !402, inlinedAt: !1066)
!1125 = !DILocation(line: 62, column: 37, scope: !402, inlinedAt: !1066)
!1126 = !DILocation(line: 62, column: 30, scope: !402, inlinedAt: !1066)
!1127 = !DILocation(line: 62, column: 24, scope: !402, inlinedAt: !1066)
!1128 = !DILocation(line: 63, column: 2, scope: !402, inlinedAt: !1066)
!1129 = !DILocation(line: 65, column: 10, scope: !402, inlinedAt: !1066)
!1130 = !DILocation(line: 65, column: 2, scope: !402, inlinedAt: !1066)
!1131 = !DILocation(line: 66, column: 21, scope: !402, inlinedAt: !1066)
!1132 = !DILocation(line: 68, column: 9, scope: !402, inlinedAt: !1066)
!1133 = !DILocation(line: 69, column: 3, scope: !402, inlinedAt: !1066)
!1134 = !DILocation(line: 70, column: 3, scope: !402, inlinedAt: !1066)
!1135 = !DILocation(line: 71, column: 3, scope: !402, inlinedAt: !1066)
!1136 = !DILocation(line: 74, column: 14, scope: !402, inlinedAt: !1066)
!1137 = !DILocation(line: 74, column: 2, scope: !402, inlinedAt: !1066)
!1138 = !DILocation(line: 158, column: 7, scope: !396, inlinedAt: !1066)
!1139 = !DILocation(line: 162, column: 7, scope: !396, inlinedAt: !1066)
!1140 = !DILocation(line: 166, column: 10, scope: !396, inlinedAt: !1066)
!1141 = !DILocation(line: 167, column: 7, scope: !396, inlinedAt: !1066)
!1142 = !DILocation(line: 168, column: 29, scope: !396, inlinedAt: !1066)
!1143 = !DILocation(line: 168, column: 33, scope: !396, inlinedAt: !1066)
!1144 = !DILocation(line: 168, column: 9, scope: !396, inlinedAt: !1066)
!1145 = !DILocation(line: 0, scope: !396, inlinedAt: !1066)
!1146 = !DILocation(line: 142, column: 6, scope: !396, inlinedAt: !1066)
!1147 = !DILocation(line: 170, column: 16, scope: !396, inlinedAt: !1066)
!1148 = !DILocation(line: 170, column: 11, scope: !396, inlinedAt: !1066)
!1149 = !DILocation(line: 170, column: 41, scope: !396, inlinedAt: !1066)
!1150 = !DILocation(line: 170, column: 45, scope: !396, inlinedAt: !1066)
!1151 = !DILocation(line: 170, column: 20, scope: !396, inlinedAt: !1066)
!1152 = !DILocation(line: 146, column: 16, scope: !396, inlinedAt: !1066)
!1153 = !DILocation(line: 146, column: 13, scope: !396, inlinedAt: !1066)
!1154 = !DILocation(line: 147, column: 14, scope: !396, inlinedAt: !1066)
!1155 = !DILocation(line: 150, column: 7, scope: !396, inlinedAt: !1066)
!1156 = !DILocation(line: 150, column: 10, scope: !396, inlinedAt: !1066)
!1157 = !DILocation(line: 154, column: 3, scope: !396, inlinedAt: !1066)
!1158 = !DILocation(line: 155, column: 14, scope: !396, inlinedAt: !1066)
!1159 = !DILocation(line: 155, column: 11, scope: !396, inlinedAt: !1066)
!1160 = !DILocation(line: 155, column: 24, scope: !396, inlinedAt: !1066)
!1161 = !DILocation(line: 155, column: 21, scope: !396, inlinedAt: !1066)
!1162 = !DILocation(line: 155, column: 34, scope: !396, inlinedAt: !1066)
!1163 = !DILocation(line: 155, column: 31, scope: !396, inlinedAt: !1066)
!1164 = !DILocation(line: 131, column: 34, scope: !838)
!1165 = !DILocation(line: 79, column: 4, scope: !827)
!1166 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicBits", scope: !1, file: !1, line: 89, type: !5, scopeLine: 89, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1167 = !DILocation(line: 91, column: 20, scope: !1166)
!1168 = !DILocation(line: 92, column: 9, scope: !1166)
!1169 = !DILocation(line: 93, column: 5, scope: !1166)
!1170 = !DILocation(line: 93, column: 12, scope: !1166)
!1171 = !DILocation(line: 93, column: 19, scope: !1166)
!1172 = !DILocation(line: 95, column: 15, scope: !1166)
!1173 = !DILocation(line: 96, column: 14, scope: !1166)
!1174 = !DILocation(line: 97, column: 7, scope: !1166)
!1175 = !DILocation(line: 98, column: 39, scope: !1166)
!1176 = !DILocation(line: 98, column: 35, scope: !1166)
!1177 = !DILocation(line: 98, column: 27, scope: !1166)
!1178 = !DILocation(line: 98, column: 17, scope: !1166)
!1179 = !DILocation(line: 99, column: 21, scope: !1166)
!1180 = !DILocation(line: 99, column: 16, scope: !1166)
!1181 = !DILocation(line: 100, column: 22, scope: !1166)
!1182 = !DILocation(line: 100, column: 32, scope: !1166)
!1183 = !DILocation(line: 100, column: 17, scope: !1166)
!1184 = !DILocation(line: 101, column: 45, scope: !1166)
!1185 = !DILocation(line: 101, column: 39, scope: !1166)
!1186 = !DILocation(line: 101, column: 27, scope: !1166)
!1187 = !DILocation(line: 101, column: 17, scope: !1166)
!1188 = !DILocation(line: 102, column: 21, scope: !1166)
!1189 = !DILocation(line: 102, column: 16, scope: !1166)
!1190 = !DILocation(line: 103, column: 22, scope: !1166)
!1191 = !DILocation(line: 103, column: 36, scope: !1166)
!1192 = !DILocation(line: 103, column: 17, scope: !1166)
!1193 = !DILocation(line: 104, column: 21, scope: !1166)
!1194 = !DILocation(line: 104, column: 31, scope: !1166)
!1195 = !DILocation(line: 104, column: 17, scope: !1166)
!1196 = !DILocation(line: 105, column: 40, scope: !1166)
!1197 = !DILocation(line: 105, column: 34, scope: !1166)
!1198 = !DILocation(line: 105, column: 16, scope: !1166)
!1199 = !DILocation(line: 106, column: 39, scope: !1166)
!1200 = !DILocation(line: 106, column: 17, scope: !1166)
!1201 = !DILocation(line: 107, column: 26, scope: !1166)
!1202 = !DILocation(line: 107, column: 17, scope: !1166)
!1203 = !DILocation(line: 109, column: 15, scope: !1166)
!1204 = !DILocation(line: 110, column: 9, scope: !1166)
!1205 = !DILocation(line: 112, column: 8, scope: !1166)
!1206 = !DILocation(line: 112, column: 20, scope: !1166)
!1207 = !DILocation(line: 112, column: 32, scope: !1166)
!1208 = !DILocation(line: 112, column: 40, scope: !1166)
!1209 = !DILocation(line: 112, column: 47, scope: !1166)
!1210 = !DILocation(line: 112, column: 54, scope: !1166)
!1211 = !DILocation(line: 112, column: 6, scope: !1166)
!1212 = !DILocation(line: 112, column: 16, scope: !1166)
!1213 = !DILocation(line: 112, column: 28, scope: !1166)
!1214 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicCounters", scope: !1, file: !1, line: 122, type: !5, scopeLine: 122, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1215 = !DILocation(line: 124, column: 20, scope: !1214)
!1216 = !DILocation(line: 125, column: 9, scope: !1214)
!1217 = !DILocation(line: 126, column: 5, scope: !1214)
!1218 = !DILocation(line: 126, column: 12, scope: !1214)
!1219 = !DILocation(line: 128, column: 15, scope: !1214)
!1220 = !DILocation(line: 129, column: 14, scope: !1214)
!1221 = !DILocation(line: 130, column: 7, scope: !1214)
!1222 = !DILocation(line: 131, column: 27, scope: !1214)
!1223 = !DILocation(line: 131, column: 7, scope: !1214)
!1224 = !DILocation(line: 132, column: 22, scope: !1214)
!1225 = !DILocation(line: 132, column: 17, scope: !1214)
!1226 = !DILocation(line: 133, column: 33, scope: !1214)
!1227 = !DILocation(line: 133, column: 17, scope: !1214)
!1228 = !DILocation(line: 134, column: 22, scope: !1214)
!1229 = !DILocation(line: 134, column: 17, scope: !1214)
!1230 = !DILocation(line: 135, column: 17, scope: !1214)
!1231 = !DILocation(line: 136, column: 17, scope: !1214)
!1232 = !DILocation(line: 138, column: 15, scope: !1214)
!1233 = !DILocation(line: 139, column: 9, scope: !1214)
!1234 = !DILocation(line: 141, column: 10, scope: !1214)
!1235 = !DILocation(line: 141, column: 8, scope: !1214)
!1236 = !DILocation(line: 141, column: 6, scope: !1214)
!1237 = !DILocation(line: 141, column: 30, scope: !1214)
!1238 = !DILocation(line: 141, column: 18, scope: !1214)
!1239 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicNaN", scope: !1, file: !1, line: 150, type: !5, scopeLine: 150, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1240 = !DILocation(line: 152, column: 20, scope: !1239)
!1241 = !DILocation(line: 153, column: 9, scope: !1239)
!1242 = !DILocation(line: 154, column: 5, scope: !1239)
!1243 = !DILocation(line: 156, column: 15, scope: !1239)
!1244 = !DILocation(line: 157, column: 14, scope: !1239)
!1245 = !DILocation(line: 158, column: 7, scope: !1239)
!1246 = !DILocation(line: 159, column: 33, scope: !1239)
!1247 = !DILocation(line: 159, column: 20, scope: !1239)
!1248 = !DILocation(line: 160, column: 25, scope: !1239)
!1249 = !DILocation(line: 160, column: 33, scope: !1239)
!1250 = !DILocation(line: 160, column: 20, scope: !1239)
!1251 = !DILocation(line: 161, column: 33, scope: !1239)
!1252 = !DILocation(line: 161, column: 20, scope: !1239)
!1253 = !DILocation(line: 162, column: 25, scope: !1239)
!1254 = !DILocation(line: 162, column: 33, scope: !1239)
!1255 = !DILocation(line: 162, column: 20, scope: !1239)
!1256 = !DILocation(line: 163, column: 32, scope: !1239)
!1257 = !DILocation(line: 163, column: 20, scope: !1239)
!1258 = !DILocation(line: 164, column: 37, scope: !1239)
!1259 = !DILocation(line: 164, column: 20, scope: !1239)
!1260 = !DILocation(line: 165, column: 24, scope: !1239)
!1261 = !DILocation(line: 165, column: 20, scope: !1239)
!1262 = !DILocation(line: 167, column: 15, scope: !1239)
!1263 = !DILocation(line: 168, column: 9, scope: !1239)
!1264 = !DILocation(line: 169, column: 8, scope: !1239)
!1265 = !DILocation(line: 169, column: 6, scope: !1239)
!1266 = !DILocation(line: 169, column: 29, scope: !1239)
!1267 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpVotes", scope: !1, file: !1, line: 181, type: !5, scopeLine: 181, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1268 = !DILocation(line: 182, column: 14, scope: !1267)
!1269 = !DILocation(line: 183, column: 7, scope: !1267)
!1270 = !DILocation(line: 0, scope: !1267)
!1271 = !{!"exec"}
!1272 = !DILocation(line: 186, column: 24, scope: !1267)
!1273 = !DILocation(line: 187, column: 12, scope: !1267)
!1274 = !DILocation(line: 188, column: 14, scope: !1267)
!1275 = !DILocation(line: 189, column: 13, scope: !1267)
!1276 = !DILocation(line: 189, column: 16, scope: !1267)
!1277 = !DILocation(line: 192, column: 9, scope: !1267)
!1278 = !DILocation(line: 192, column: 13, scope: !1267)
!1279 = !DILocation(line: 193, column: 25, scope: !1267)
!1280 = !DILocation(line: 193, column: 8, scope: !1267)
!1281 = !DILocation(line: 195, column: 17, scope: !1267)
!1282 = !DILocation(line: 198, column: 17, scope: !1267)
!1283 = !DILocation(line: 201, column: 8, scope: !1267)
!1284 = !DILocation(line: 202, column: 42, scope: !1267)
!1285 = !DILocation(line: 202, column: 45, scope: !1267)
!1286 = !DILocation(line: 202, column: 30, scope: !1267)
!1287 = !DILocation(line: 202, column: 7, scope: !1267)
!1288 = !DILocation(line: 203, column: 8, scope: !1267)
!1289 = !DILocation(line: 204, column: 10, scope: !1267)
!1290 = !DILocation(line: 204, column: 31, scope: !1267)
!1291 = !DILocation(line: 204, column: 8, scope: !1267)
!1292 = !DILocation(line: 205, column: 51, scope: !1267)
!1293 = !DILocation(line: 205, column: 54, scope: !1267)
!1294 = !DILocation(line: 205, column: 48, scope: !1267)
!1295 = !DILocation(line: 205, column: 57, scope: !1267)
!1296 = !DILocation(line: 205, column: 32, scope: !1267)
!1297 = !DILocation(line: 205, column: 7, scope: !1267)
!1298 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eVoteSplit", scope: !1, file: !1, line: 212, type: !5, scopeLine: 212, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1299 = !DILocation(line: 213, column: 14, scope: !1298)
!1300 = !DILocation(line: 214, column: 13, scope: !1298)
!1301 = !DILocation(line: 214, column: 16, scope: !1298)
!1302 = !DILocation(line: 215, column: 23, scope: !1298)
!1303 = !DILocation(line: 215, column: 6, scope: !1298)
!1304 = !DILocation(line: 0, scope: !1298)
!1305 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eVoteNotInMask", scope: !1, file: !1, line: 225, type: !5, scopeLine: 225, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1306 = !DILocation(line: 226, column: 13, scope: !1305)
!1307 = !DILocation(line: 226, column: 30, scope: !1305)
!1308 = !DILocation(line: 226, column: 5, scope: !1305)
!1309 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum", scope: !1310, file: !1310, line: 86, type: !5, scopeLine: 86, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1310 = !DIFile(filename: "gputest.go", directory: "")
!1311 = !DILocation(line: 88, column: 20, scope: !1309)
!1312 = !DILocation(line: 89, column: 14, scope: !1309)
!1313 = !DILocation(line: 90, column: 4, scope: !1309)
!1314 = !DILocation(line: 91, column: 7, scope: !1309)
!1315 = !DILocation(line: 92, column: 15, scope: !1309)
!1316 = !DILocation(line: 92, column: 5, scope: !1309)
!1317 = !DILocation(line: 94, column: 15, scope: !1309)
!1318 = !DILocation(line: 96, column: 10, scope: !1309)
!1319 = !DILocation(line: 97, column: 17, scope: !1309)
!1320 = !DILocation(line: 97, column: 6, scope: !1309)
!1321 = !DILocation(line: 97, column: 4, scope: !1309)
!1322 = !DILocation(line: 99, column: 16, scope: !1309)
!1323 = !DILocation(line: 101, column: 9, scope: !1309)
!1324 = !DILocation(line: 102, column: 6, scope: !1309)
!1325 = !DILocation(line: 102, column: 27, scope: !1309)
!1326 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpOps", scope: !1310, file: !1310, line: 110, type: !5, scopeLine: 110, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1327 = !DILocation(line: 111, column: 14, scope: !1326)
!1328 = !DILocation(line: 112, column: 9, scope: !1326)
!1329 = !DILocation(line: 0, scope: !1326)
!1330 = !DILocation(line: 115, column: 21, scope: !1326)
!1331 = !DILocation(line: 115, column: 3, scope: !1326)
!1332 = !DILocation(line: 117, column: 16, scope: !1326)
!1333 = !DILocation(line: 118, column: 8, scope: !1326)
!1334 = !DILocation(line: 118, column: 6, scope: !1326)
!1335 = !DILocation(line: 122, column: 20, scope: !1326)
!1336 = !DILocation(line: 122, column: 3, scope: !1326)
!1337 = !DILocation(line: 124, column: 6, scope: !1326)
!1338 = !DILocation(line: 125, column: 22, scope: !1326)
!1339 = !DILocation(line: 125, column: 7, scope: !1326)
!1340 = !DILocation(line: 128, column: 19, scope: !1326)
!1341 = !DILocation(line: 129, column: 17, scope: !1326)
!1342 = !DILocation(line: 133, column: 6, scope: !1326)
!1343 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eShflSum", scope: !1310, file: !1310, line: 141, type: !5, scopeLine: 141, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1344 = !DILocation(line: 0, scope: !1343)
!1345 = !DILocation(line: 144, column: 21, scope: !1343)
!1346 = !DILocation(line: 144, column: 3, scope: !1343)
!1347 = !DILocation(line: 146, column: 16, scope: !1343)
!1348 = !DILocation(line: 147, column: 17, scope: !1343)
!1349 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXorClamp", scope: !1310, file: !1310, line: 163, type: !5, scopeLine: 163, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1350 = !DILocation(line: 164, column: 14, scope: !1349)
!1351 = !DILocation(line: 165, column: 9, scope: !1349)
!1352 = !DILocation(line: 0, scope: !1349)
!1353 = !DILocation(line: 167, column: 20, scope: !1349)
!1354 = !DILocation(line: 167, column: 3, scope: !1349)
!1355 = !DILocation(line: 168, column: 10, scope: !1349)
!1356 = !DILocation(line: 172, column: 5, scope: !1349)
!1357 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eHistogram", scope: !1310, file: !1310, line: 178, type: !5, scopeLine: 178, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1358 = !DILocation(line: 179, column: 18, scope: !1357)
!1359 = !DILocation(line: 179, column: 53, scope: !1357)
!1360 = !DILocation(line: 179, column: 24, scope: !1357)
!1361 = !DILocation(line: 180, column: 12, scope: !1357)
!1362 = !DILocation(line: 181, column: 25, scope: !1357)
!1363 = !DILocation(line: 181, column: 17, scope: !1357)
!1364 = !DILocation(line: 182, column: 23, scope: !1357)
!1365 = !DILocation(line: 182, column: 35, scope: !1357)
!1366 = !DILocation(line: 182, column: 17, scope: !1357)
!1367 = !DILocation(line: 183, column: 24, scope: !1357)
!1368 = !DILocation(line: 183, column: 17, scope: !1357)
!1369 = !DILocation(line: 179, column: 37, scope: !1357)
!1370 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicOps", scope: !1310, file: !1310, line: 190, type: !5, scopeLine: 190, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1371 = !DILocation(line: 191, column: 20, scope: !1370)
!1372 = !DILocation(line: 192, column: 10, scope: !1370)
!1373 = !DILocation(line: 192, column: 18, scope: !1370)
!1374 = !DILocation(line: 193, column: 16, scope: !1370)
!1375 = !DILocation(line: 194, column: 26, scope: !1370)
!1376 = !DILocation(line: 194, column: 16, scope: !1370)
!1377 = !DILocation(line: 195, column: 33, scope: !1370)
!1378 = !DILocation(line: 195, column: 36, scope: !1370)
!1379 = !DILocation(line: 195, column: 16, scope: !1370)
!1380 = !DILocation(line: 196, column: 17, scope: !1370)
!1381 = !DILocation(line: 198, column: 22, scope: !1370)
!1382 = !DILocation(line: 199, column: 34, scope: !1370)
!1383 = !DILocation(line: 199, column: 20, scope: !1370)
!1384 = !DILocation(line: 199, column: 38, scope: !1370)
!1385 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose", scope: !1310, file: !1310, line: 212, type: !5, scopeLine: 212, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1386 = !DILocation(line: 214, column: 23, scope: !1385)
!1387 = !DILocation(line: 214, column: 40, scope: !1385)
!1388 = !DILocation(line: 215, column: 22, scope: !1385)
!1389 = !DILocation(line: 215, column: 26, scope: !1385)
!1390 = !DILocation(line: 215, column: 43, scope: !1385)
!1391 = !DILocation(line: 215, column: 47, scope: !1385)
!1392 = !DILocation(line: 216, column: 15, scope: !1385)
!1393 = !DILocation(line: 216, column: 22, scope: !1385)
!1394 = !DILocation(line: 216, column: 29, scope: !1385)
!1395 = !DILocation(line: 217, column: 5, scope: !1385)
!1396 = !DILocation(line: 217, column: 21, scope: !1385)
!1397 = !DILocation(line: 217, column: 9, scope: !1385)
!1398 = !DILocation(line: 219, column: 15, scope: !1385)
!1399 = !DILocation(line: 220, column: 15, scope: !1385)
!1400 = !DILocation(line: 220, column: 22, scope: !1385)
!1401 = !DILocation(line: 220, column: 29, scope: !1385)
!1402 = !DILocation(line: 221, column: 19, scope: !1385)
!1403 = !DILocation(line: 221, column: 23, scope: !1385)
!1404 = !DILocation(line: 221, column: 10, scope: !1385)
!1405 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn", scope: !1310, file: !1310, line: 228, type: !5, scopeLine: 228, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1406 = !DILocation(line: 230, column: 14, scope: !1405)
!1407 = !DILocation(line: 231, column: 7, scope: !1405)
!1408 = !DILocation(line: 0, scope: !1405)
!1409 = !DILocation(line: 234, column: 4, scope: !1405)
!1410 = !DILocation(line: 235, column: 15, scope: !1405)
!1411 = !DILocation(line: 236, column: 15, scope: !1405)
!1412 = !DILocation(line: 237, column: 13, scope: !1405)
!1413 = !DILocation(line: 237, column: 31, scope: !1405)
!1414 = !DILocation(line: 237, column: 5, scope: !1405)
!1415 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDynReverse", scope: !1310, file: !1310, line: 243, type: !5, scopeLine: 243, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1416 = !DILocation(line: 244, column: 31, scope: !1415)
!1417 = !DILocation(line: 245, column: 18, scope: !1415)
!1418 = !DILocation(line: 246, column: 17, scope: !1415)
!1419 = !DILocation(line: 247, column: 17, scope: !1415)
!1420 = !DILocation(line: 247, column: 21, scope: !1415)
!1421 = !DILocation(line: 247, column: 4, scope: !1415)
!1422 = !DILocation(line: 248, column: 15, scope: !1415)
!1423 = !DILocation(line: 249, column: 16, scope: !1415)
!1424 = !DILocation(line: 249, column: 20, scope: !1415)
!1425 = !DILocation(line: 249, column: 22, scope: !1415)
!1426 = !DILocation(line: 249, column: 34, scope: !1415)
!1427 = !DILocation(line: 249, column: 30, scope: !1415)
!1428 = !DILocation(line: 249, column: 5, scope: !1415)
!1429 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScatter", scope: !1310, file: !1310, line: 255, type: !5, scopeLine: 255, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1430 = !DILocation(line: 256, column: 14, scope: !1429)
!1431 = !DILocation(line: 257, column: 7, scope: !1429)
!1432 = !DILocation(line: 258, column: 24, scope: !1429)
!1433 = !DILocation(line: 258, column: 10, scope: !1429)
!1434 = !DILocation(line: 258, column: 6, scope: !1429)
!1435 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace", scope: !1310, file: !1310, line: 266, type: !5, scopeLine: 266, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1436 = !DILocation(line: 268, column: 27, scope: !1435)
!1437 = !DILocation(line: 268, column: 4, scope: !1435)
!1438 = !DILocation(line: 269, column: 15, scope: !1435)
!1439 = !DILocation(line: 270, column: 21, scope: !1435)
!1440 = !DILocation(line: 271, column: 14, scope: !1435)
!1441 = !DILocation(line: 271, column: 6, scope: !1435)
!1442 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams7", scope: !1443, file: !1443, line: 10, type: !5, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1443 = !DIFile(filename: "params.go", directory: "")
!1444 = !DILocation(line: 11, column: 17, scope: !1442)
!1445 = !DILocation(line: 11, column: 23, scope: !1442)
!1446 = !DILocation(line: 12, column: 13, scope: !1442)
!1447 = !DILocation(line: 12, column: 16, scope: !1442)
!1448 = !DILocation(line: 12, column: 26, scope: !1442)
!1449 = !DILocation(line: 12, column: 37, scope: !1442)
!1450 = !DILocation(line: 12, column: 48, scope: !1442)
!1451 = !DILocation(line: 12, column: 59, scope: !1442)
!1452 = !DILocation(line: 12, column: 19, scope: !1442)
!1453 = !DILocation(line: 12, column: 30, scope: !1442)
!1454 = !DILocation(line: 12, column: 41, scope: !1442)
!1455 = !DILocation(line: 12, column: 52, scope: !1442)
!1456 = !DILocation(line: 12, column: 6, scope: !1442)
!1457 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams8", scope: !1443, file: !1443, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1458 = !DILocation(line: 20, column: 17, scope: !1457)
!1459 = !DILocation(line: 20, column: 23, scope: !1457)
!1460 = !DILocation(line: 21, column: 9, scope: !1457)
!1461 = !DILocation(line: 21, column: 12, scope: !1457)
!1462 = !DILocation(line: 21, column: 18, scope: !1457)
!1463 = !DILocation(line: 21, column: 15, scope: !1457)
!1464 = !DILocation(line: 21, column: 31, scope: !1457)
!1465 = !DILocation(line: 21, column: 22, scope: !1457)
!1466 = !DILocation(line: 21, column: 44, scope: !1457)
!1467 = !DILocation(line: 21, column: 35, scope: !1457)
!1468 = !DILocation(line: 21, column: 57, scope: !1457)
!1469 = !DILocation(line: 21, column: 48, scope: !1457)
!1470 = !DILocation(line: 25, column: 6, scope: !1457)
!1471 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fcontig", scope: !1310, file: !1310, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1472 = !DILocation(line: 23, column: 6, scope: !1471)
!1473 = !DILocation(line: 23, column: 81, scope: !1471)
!1474 = !DILocation(line: 23, column: 75, scope: !1471)
!1475 = !DILocation(line: 23, column: 78, scope: !1471)
!1476 = !DILocation(line: 23, column: 55, scope: !1471)
!1477 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fstrided", scope: !1310, file: !1310, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1478 = !DILocation(line: 23, column: 6, scope: !1477)
!1479 = !DILocation(line: 23, column: 81, scope: !1477)
!1480 = !DILocation(line: 23, column: 75, scope: !1477)
!1481 = !DILocation(line: 23, column: 78, scope: !1477)
!1482 = !DILocation(line: 23, column: 55, scope: !1477)
!1483 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fcontig", scope: !1310, file: !1310, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1484 = !DILocation(line: 23, column: 6, scope: !1483)
!1485 = !DILocation(line: 23, column: 75, scope: !1483)
!1486 = !DILocation(line: 23, column: 81, scope: !1483)
!1487 = !DILocation(line: 23, column: 83, scope: !1483)
!1488 = !DILocation(line: 23, column: 78, scope: !1483)
!1489 = !DILocation(line: 23, column: 65, scope: !1483)
!1490 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fstrided", scope: !1310, file: !1310, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1491 = !DILocation(line: 23, column: 6, scope: !1490)
!1492 = !DILocation(line: 23, column: 75, scope: !1490)
!1493 = !DILocation(line: 23, column: 81, scope: !1490)
!1494 = !DILocation(line: 23, column: 83, scope: !1490)
!1495 = !DILocation(line: 23, column: 78, scope: !1490)
!1496 = !DILocation(line: 23, column: 65, scope: !1490)
!1497 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fcontig", scope: !1310, file: !1310, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1498 = !DILocation(line: 26, column: 6, scope: !1497)
!1499 = !DILocation(line: 26, column: 68, scope: !1497)
!1500 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fstrided", scope: !1310, file: !1310, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1501 = !DILocation(line: 26, column: 6, scope: !1500)
!1502 = !DILocation(line: 26, column: 68, scope: !1500)
!1503 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fcontig", scope: !1310, file: !1310, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1504 = !DILocation(line: 26, column: 6, scope: !1503)
!1505 = !DILocation(line: 26, column: 68, scope: !1503)
!1506 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fstrided", scope: !1310, file: !1310, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1507 = !DILocation(line: 26, column: 6, scope: !1506)
!1508 = !DILocation(line: 26, column: 68, scope: !1506)
!1509 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fcontig", scope: !1310, file: !1310, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1510 = !DILocation(line: 26, column: 6, scope: !1509)
!1511 = !DILocation(line: 26, column: 68, scope: !1509)
!1512 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fstrided", scope: !1310, file: !1310, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1513 = !DILocation(line: 26, column: 6, scope: !1512)
!1514 = !DILocation(line: 26, column: 68, scope: !1512)
!1515 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fcontig", scope: !1310, file: !1310, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1516 = !DILocation(line: 26, column: 6, scope: !1515)
!1517 = !DILocation(line: 26, column: 68, scope: !1515)
!1518 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fstrided", scope: !1310, file: !1310, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1519 = !DILocation(line: 26, column: 6, scope: !1518)
!1520 = !DILocation(line: 26, column: 68, scope: !1518)
!1521 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fcontig", scope: !1310, file: !1310, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1522 = !DILocation(line: 31, column: 6, scope: !1521)
!1523 = !DILocation(line: 31, column: 39, scope: !1521)
!1524 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fstrided", scope: !1310, file: !1310, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1525 = !DILocation(line: 31, column: 6, scope: !1524)
!1526 = !DILocation(line: 31, column: 39, scope: !1524)
!1527 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fcontig", scope: !1310, file: !1310, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1528 = !DILocation(line: 34, column: 6, scope: !1527)
!1529 = !DILocation(line: 34, column: 48, scope: !1527)
!1530 = !DILocation(line: 34, column: 54, scope: !1527)
!1531 = !DILocation(line: 34, column: 51, scope: !1527)
!1532 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fstrided", scope: !1310, file: !1310, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1533 = !DILocation(line: 34, column: 6, scope: !1532)
!1534 = !DILocation(line: 34, column: 48, scope: !1532)
!1535 = !DILocation(line: 34, column: 54, scope: !1532)
!1536 = !DILocation(line: 34, column: 51, scope: !1532)
!1537 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fcontig", scope: !1310, file: !1310, line: 39, type: !5, scopeLine: 39, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1538 = !DILocation(line: 39, column: 6, scope: !1537)
!1539 = !DILocation(line: 40, column: 16, scope: !1537)
!1540 = !DILocation(line: 40, column: 7, scope: !1537)
!1541 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fstrided", scope: !1310, file: !1310, line: 39, type: !5, scopeLine: 39, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1542 = !DILocation(line: 39, column: 6, scope: !1541)
!1543 = !DILocation(line: 40, column: 16, scope: !1541)
!1544 = !DILocation(line: 40, column: 7, scope: !1541)
!1545 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1", scope: !1310, file: !1310, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1546 = !DILocation(line: 50, column: 6, scope: !1545)
!1547 = !DILocation(line: 50, column: 60, scope: !1545)
!1548 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2", scope: !1310, file: !1310, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1549 = !DILocation(line: 50, column: 6, scope: !1548)
!1550 = !DILocation(line: 50, column: 60, scope: !1548)
!1551 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1", scope: !1310, file: !1310, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1552 = !DILocation(line: 50, column: 6, scope: !1551)
!1553 = !DILocation(line: 50, column: 60, scope: !1551)
!1554 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2", scope: !1310, file: !1310, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1555 = !DILocation(line: 50, column: 6, scope: !1554)
!1556 = !DILocation(line: 50, column: 60, scope: !1554)
!1557 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1", scope: !1310, file: !1310, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1558 = !DILocation(line: 50, column: 6, scope: !1557)
!1559 = !DILocation(line: 50, column: 60, scope: !1557)
!1560 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2", scope: !1310, file: !1310, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1561 = !DILocation(line: 50, column: 6, scope: !1560)
!1562 = !DILocation(line: 50, column: 60, scope: !1560)
!1563 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1", scope: !1310, file: !1310, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1564 = !DILocation(line: 53, column: 6, scope: !1563)
!1565 = !DILocation(line: 53, column: 61, scope: !1563)
!1566 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2", scope: !1310, file: !1310, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1567 = !DILocation(line: 53, column: 6, scope: !1566)
!1568 = !DILocation(line: 53, column: 61, scope: !1566)
!1569 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1", scope: !1310, file: !1310, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1570 = !DILocation(line: 53, column: 6, scope: !1569)
!1571 = !DILocation(line: 53, column: 61, scope: !1569)
!1572 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2", scope: !1310, file: !1310, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1573 = !DILocation(line: 53, column: 6, scope: !1572)
!1574 = !DILocation(line: 53, column: 61, scope: !1572)
!1575 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1", scope: !1310, file: !1310, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1576 = !DILocation(line: 53, column: 6, scope: !1575)
!1577 = !DILocation(line: 53, column: 61, scope: !1575)
!1578 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2", scope: !1310, file: !1310, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1579 = !DILocation(line: 53, column: 6, scope: !1578)
!1580 = !DILocation(line: 53, column: 61, scope: !1578)
!1581 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat32_5d_5f_5fgu", scope: !1310, file: !1310, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1582 = !DILocation(line: 58, column: 6, scope: !1581)
!1583 = !DILocation(line: 59, column: 22, scope: !1581)
!1584 = !DILocation(line: 60, column: 23, scope: !1581)
!1585 = !DILocation(line: 62, column: 24, scope: !1581)
!1586 = !DILocation(line: 63, column: 16, scope: !1581)
!1587 = !DILocation(line: 63, column: 29, scope: !1581)
!1588 = !DILocation(line: 63, column: 23, scope: !1581)
!1589 = !DILocation(line: 63, column: 5, scope: !1581)
!1590 = !DILocation(line: 65, column: 9, scope: !1581)
!1591 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat64_5d_5f_5fgu", scope: !1310, file: !1310, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1592 = !DILocation(line: 58, column: 6, scope: !1591)
!1593 = !DILocation(line: 59, column: 22, scope: !1591)
!1594 = !DILocation(line: 60, column: 23, scope: !1591)
!1595 = !DILocation(line: 62, column: 24, scope: !1591)
!1596 = !DILocation(line: 63, column: 16, scope: !1591)
!1597 = !DILocation(line: 63, column: 29, scope: !1591)
!1598 = !DILocation(line: 63, column: 23, scope: !1591)
!1599 = !DILocation(line: 63, column: 5, scope: !1591)
!1600 = !DILocation(line: 65, column: 9, scope: !1591)
!1601 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAxpy_5f_5fgu", scope: !1310, file: !1310, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1602 = !DILocation(line: 73, column: 6, scope: !1601)
!1603 = !DILocation(line: 74, column: 22, scope: !1601)
!1604 = !DILocation(line: 75, column: 10, scope: !1601)
!1605 = !DILocation(line: 75, column: 20, scope: !1601)
!1606 = !DILocation(line: 75, column: 15, scope: !1601)
!1607 = !DILocation(line: 75, column: 28, scope: !1601)
!1608 = !DILocation(line: 75, column: 23, scope: !1601)
!1609 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fcontig", scope: !1310, file: !1310, line: 155, type: !5, scopeLine: 155, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1610 = !DILocation(line: 155, column: 6, scope: !1609)
!1611 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fstrided", scope: !1310, file: !1310, line: 155, type: !5, scopeLine: 155, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1612 = !DILocation(line: 155, column: 6, scope: !1611)
!1613 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRowSum_5f_5fgu", scope: !1310, file: !1310, line: 279, type: !5, scopeLine: 279, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1614 = !DILocation(line: 279, column: 6, scope: !1613)
!1615 = !DILocation(line: 281, column: 22, scope: !1613)
!1616 = !DILocation(line: 282, column: 3, scope: !1613)
!1617 = !DILocation(line: 282, column: 12, scope: !1613)
!1618 = !DILocation(line: 284, column: 9, scope: !1613)
!1619 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScale_5f_5fgu", scope: !1310, file: !1310, line: 290, type: !5, scopeLine: 290, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1620 = !DILocation(line: 290, column: 6, scope: !1619)
!1621 = !DILocation(line: 292, column: 13, scope: !1619)
!1622 = !DILocation(line: 292, column: 17, scope: !1619)
!1623 = !DILocation(line: 292, column: 6, scope: !1619)

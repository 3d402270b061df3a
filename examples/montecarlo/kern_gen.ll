; kern module github.com/kernlab/kern/examples/montecarlo (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmontecarlo_2eHits(i64 %a0, i64 %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i64 %a4) local_unnamed_addr #0 !dbg !4 {
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
  %t10.not = icmp slt i64 %t8, %a3, !dbg !8
  br i1 %t10.not, label %b2, label %common.ret, !dbg !8

common.ret:                                       ; preds = %entry, %b6
  ret void, !dbg !9

b2:                                               ; preds = %entry
  %t63 = icmp sgt i64 %a1, 0, !dbg !10
  br i1 %t63, label %b3.preheader, label %b6, !dbg !10

b3.preheader:                                     ; preds = %b2
  %t17.i = and i64 %t8, 4294967295, !dbg !11
  %t18.i = mul nuw i64 %t17.i, 3449720151, !dbg !16
  %t19.i = lshr i64 %t18.i, 32, !dbg !17
  %a0.masked = and i64 %a0, 4294967295, !dbg !18
  %t31.i = xor i64 %t19.i, %a0.masked, !dbg !18
  %t32.i = mul nuw i64 %t31.i, 3528531795, !dbg !19
  %t16 = lshr i64 %a0, 32, !dbg !20
  %t46.i = add nuw nsw i64 %t16, 1993301258, !dbg !21
  %t584.i = xor i64 %t32.i, %t46.i, !dbg !22
  %t584.i.masked = and i64 %t584.i, 4294967295, !dbg !11
  %t29.i = add i64 %a0, 2654435769, !dbg !23
  %t371.i = xor i64 %t18.i, %t29.i, !dbg !24
  %t371.i.masked = and i64 %t371.i, 4294967295, !dbg !18
  %t21 = lshr i64 %t8, 32, !dbg !25
  %t26.i = xor i64 %t21, %t16, !dbg !22
  %t34.i = mul nuw i64 %t26.i, 3449720151, !dbg !16
  %t35.i = lshr i64 %t34.i, 32, !dbg !17
  %t47.i = xor i64 %t371.i.masked, %t35.i, !dbg !18
  %t48.i = mul nuw i64 %t47.i, 3528531795, !dbg !19
  %t56.i = lshr i64 %t48.i, 32, !dbg !26
  %t65.i = xor i64 %t584.i.masked, %t56.i, !dbg !11
  %t66.i = mul nuw i64 %t65.i, 3449720151, !dbg !16
  %t77.i = add i64 %a0, 2027808484, !dbg !23
  %t857.i = xor i64 %t66.i, %t77.i, !dbg !24
  %t857.i.masked = and i64 %t857.i, 4294967295, !dbg !18
  %t62.i = add nuw nsw i64 %t16, 842468239, !dbg !21
  %t746.i = xor i64 %t48.i, %t62.i, !dbg !22
  %t746.i.masked = and i64 %t746.i, 4294967295, !dbg !11
  %t45.i = add i64 %a0, 1013904242, !dbg !23
  %t533.i = xor i64 %t34.i, %t45.i, !dbg !24
  %t533.i.masked = and i64 %t533.i, 4294967295, !dbg !18
  %t40.i = lshr i64 %t32.i, 32, !dbg !26
  %t30.i = add nuw nsw i64 %t16, 3144134277, !dbg !21
  %t30.i.masked = and i64 %t30.i, 4294967295, !dbg !11
  %t49.i = xor i64 %t40.i, %t30.i.masked, !dbg !11
  %t50.i = mul nuw i64 %t49.i, 3449720151, !dbg !16
  %t51.i = lshr i64 %t50.i, 32, !dbg !17
  %t63.i = xor i64 %t533.i.masked, %t51.i, !dbg !18
  %t64.i = mul nuw i64 %t63.i, 3528531795, !dbg !19
  %t72.i = lshr i64 %t64.i, 32, !dbg !26
  %t81.i = xor i64 %t746.i.masked, %t72.i, !dbg !11
  %t82.i = mul nuw i64 %t81.i, 3449720151, !dbg !16
  %t83.i = lshr i64 %t82.i, 32, !dbg !17
  %t95.i = xor i64 %t857.i.masked, %t83.i, !dbg !18
  %t96.i = mul nuw i64 %t95.i, 3528531795, !dbg !19
  %t110.i = add nuw nsw i64 %t16, 1684936478, !dbg !21
  %t12212.i = xor i64 %t96.i, %t110.i, !dbg !22
  %t12212.i.masked = and i64 %t12212.i, 4294967295, !dbg !11
  %t93.i = add i64 %a0, 387276957, !dbg !23
  %t1019.i = xor i64 %t82.i, %t93.i, !dbg !24
  %t1019.i.masked = and i64 %t1019.i, 4294967295, !dbg !18
  %t78.i = add nuw nsw i64 %t16, 3986602516, !dbg !21
  %t908.i = xor i64 %t64.i, %t78.i, !dbg !22
  %t908.i.masked = and i64 %t908.i, 4294967295, !dbg !11
  %t61.i = add i64 %a0, 3668340011, !dbg !23
  %t695.i = xor i64 %t50.i, %t61.i, !dbg !24
  %t695.i.masked = and i64 %t695.i, 4294967295, !dbg !18
  %t67.i = lshr i64 %t66.i, 32, !dbg !17
  %t79.i = xor i64 %t695.i.masked, %t67.i, !dbg !18
  %t80.i = mul nuw i64 %t79.i, 3528531795, !dbg !19
  %t88.i = lshr i64 %t80.i, 32, !dbg !26
  %t97.i = xor i64 %t908.i.masked, %t88.i, !dbg !11
  %t98.i = mul nuw i64 %t97.i, 3449720151, !dbg !16
  %t99.i = lshr i64 %t98.i, 32, !dbg !17
  %t111.i = xor i64 %t1019.i.masked, %t99.i, !dbg !18
  %t112.i = mul nuw i64 %t111.i, 3528531795, !dbg !19
  %t120.i = lshr i64 %t112.i, 32, !dbg !26
  %t129.i = xor i64 %t12212.i.masked, %t120.i, !dbg !11
  %t130.i = mul nuw i64 %t129.i, 3449720151, !dbg !16
  %t141.i = add i64 %a0, 4055616968, !dbg !23
  %t14915.i = xor i64 %t130.i, %t141.i, !dbg !24
  %t14915.i.masked = and i64 %t14915.i, 4294967295, !dbg !18
  %t126.i = add nuw nsw i64 %t16, 534103459, !dbg !21
  %t13814.i = xor i64 %t112.i, %t126.i, !dbg !22
  %t13814.i.masked = and i64 %t13814.i, 4294967295, !dbg !11
  %t109.i = add i64 %a0, 3041712726, !dbg !23
  %t11711.i = xor i64 %t98.i, %t109.i, !dbg !24
  %t11711.i.masked = and i64 %t11711.i, 4294967295, !dbg !18
  %t94.i = add nuw nsw i64 %t16, 2835769497, !dbg !21
  %t10610.i = xor i64 %t80.i, %t94.i, !dbg !22
  %t10610.i.masked = and i64 %t10610.i, 4294967295, !dbg !11
  %t104.i = lshr i64 %t96.i, 32, !dbg !26
  %t113.i = xor i64 %t10610.i.masked, %t104.i, !dbg !11
  %t114.i = mul nuw i64 %t113.i, 3449720151, !dbg !16
  %t115.i = lshr i64 %t114.i, 32, !dbg !17
  %t127.i = xor i64 %t11711.i.masked, %t115.i, !dbg !18
  %t128.i = mul nuw i64 %t127.i, 3528531795, !dbg !19
  %t136.i = lshr i64 %t128.i, 32, !dbg !26
  %t145.i = xor i64 %t13814.i.masked, %t136.i, !dbg !11
  %t146.i = mul nuw i64 %t145.i, 3449720151, !dbg !16
  %t147.i = lshr i64 %t146.i, 32, !dbg !17
  %t159.i = xor i64 %t14915.i.masked, %t147.i, !dbg !18
  %t160.i = mul nuw i64 %t159.i, 3528531795, !dbg !19
  %t172.i = trunc i64 %t160.i to i32, !dbg !27
  %t17 = trunc i64 %t16 to i32, !dbg !28
  %t158.i = add i32 %t17, -1767562579, !dbg !21
  %t168.i = lshr i64 %t160.i, 32, !dbg !26
  %t125.i = add i64 %a0, 1401181199, !dbg !23
  %t13313.i = xor i64 %t114.i, %t125.i, !dbg !24
  %t13313.i.masked = and i64 %t13313.i, 4294967295, !dbg !18
  %t131.i = lshr i64 %t130.i, 32, !dbg !17
  %t143.i = xor i64 %t13313.i.masked, %t131.i, !dbg !18
  %t144.i = mul nuw i64 %t143.i, 3528531795, !dbg !19
  %t17018.i = xor i64 %t168.i, %t144.i, !dbg !22
  %t170.i = trunc i64 %t17018.i to i32, !dbg !22
  %t171.i = xor i32 %t158.i, %t170.i, !dbg !29
  %t142.i = add nuw nsw i64 %t16, 3678237736, !dbg !21
  %t15416.i = xor i64 %t128.i, %t142.i, !dbg !22
  %t15416.i.masked = and i64 %t15416.i, 4294967295, !dbg !11
  %t152.i = lshr i64 %t144.i, 32, !dbg !26
  %t161.i = xor i64 %t15416.i.masked, %t152.i, !dbg !11
  %t162.i = mul nuw i64 %t161.i, 3449720151, !dbg !16
  %t167.i = trunc i64 %t162.i to i32, !dbg !30
  %t14 = trunc i64 %a0 to i32, !dbg !31
  %t157.i = add i32 %t14, -1879881855, !dbg !23
  %t163.i = lshr i64 %t162.i, 32, !dbg !17
  %t16517.i = xor i64 %t163.i, %t146.i, !dbg !24
  %t165.i = trunc i64 %t16517.i to i32, !dbg !24
  %t166.i = xor i32 %t157.i, %t165.i, !dbg !32
  %t22 = trunc i64 %t21 to i32, !dbg !33
  %t19 = trunc i64 %t8 to i32, !dbg !34
  br label %b3, !dbg !35

b3:                                               ; preds = %b3.preheader, %"github.com/kernlab/kern.kern.Rand.uint32.exit219"
  %t0.sroa.0.0 = phi i32 [ %.314, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ %t14, %b3.preheader ], !dbg !9
  %t0.sroa.7.0 = phi i32 [ %.315, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ %t17, %b3.preheader ], !dbg !9
  %t0.sroa.13.0 = phi i32 [ %t0.sroa.11.0.i197, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ 0, %b3.preheader ], !dbg !9
  %t0.sroa.19.0 = phi i32 [ %t0.sroa.19.1.i198, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ 0, %b3.preheader ], !dbg !9
  %t0.sroa.25.0 = phi i32 [ %t0.sroa.27.1.i199, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ %t19, %b3.preheader ], !dbg !9
  %t0.sroa.31.0 = phi i32 [ %t0.sroa.35.1.i200, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ %t22, %b3.preheader ], !dbg !9
  %t0.sroa.37.0 = phi i32 [ %t0.sroa.42.0.i201, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ %t166.i, %b3.preheader ], !dbg !9
  %t0.sroa.43.0 = phi i32 [ %t0.sroa.48.0.i202, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ %t167.i, %b3.preheader ], !dbg !9
  %t0.sroa.49.0 = phi i32 [ %t0.sroa.54.0.i203, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ %t171.i, %b3.preheader ], !dbg !9
  %t0.sroa.55.0 = phi i32 [ %t0.sroa.60.0.i204, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ %t172.i, %b3.preheader ], !dbg !9
  %t0.sroa.61.0 = phi i32 [ %t0.sroa.66.0.i205, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ 0, %b3.preheader ], !dbg !9
  %t64 = phi i64 [ %spec.select, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ 0, %b3.preheader ]
  %t65 = phi i64 [ %t84, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ], [ 0, %b3.preheader ]
  %.230 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } poison, i32 %t0.sroa.0.0, 0, !dbg !38
  %.233 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.230, i32 %t0.sroa.7.0, 1, !dbg !38
  %.236 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.233, i32 %t0.sroa.13.0, 2, !dbg !38
  %.239 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.236, i32 %t0.sroa.19.0, 3, !dbg !38
  %.242 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239, i32 %t0.sroa.25.0, 4, !dbg !38
  %.245 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242, i32 %t0.sroa.31.0, 5, !dbg !38
  %.248 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245, i32 %t0.sroa.37.0, 6, !dbg !38
  %.251 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248, i32 %t0.sroa.43.0, 7, !dbg !38
  %.254 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251, i32 %t0.sroa.49.0, 8, !dbg !38
  %.257 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254, i32 %t0.sroa.55.0, 9, !dbg !38
  %.260 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257, i32 %t0.sroa.61.0, 10, !dbg !38
  switch i32 %t0.sroa.61.0, label %b2.i [
    i32 0, label %b1.i
    i32 1, label %b10.i
    i32 2, label %b12.i
  ], !dbg !35

b1.i:                                             ; preds = %b3
  br label %b2.i, !dbg !39

b2.i:                                             ; preds = %b12.i, %b10.i, %b1.i, %b3
  %t8.i = phi i32 [ %t0.sroa.37.0, %b1.i ], [ %t0.sroa.43.0, %b10.i ], [ %t0.sroa.49.0, %b12.i ], [ %t0.sroa.55.0, %b3 ]
  %t10.i = add i32 %t0.sroa.61.0, 1, !dbg !40
  %t12.i = icmp eq i32 %t10.i, 4, !dbg !41
  br i1 %t12.i, label %b3.i, label %"github.com/kernlab/kern.kern.Rand.uint32.exit", !dbg !41

b3.i:                                             ; preds = %b2.i
  %t15.i18 = add i32 %t0.sroa.13.0, 1, !dbg !42
  %t17.i19 = icmp eq i32 %t15.i18, 0, !dbg !43
  br i1 %t17.i19, label %b4.i, label %b7.i, !dbg !43

b4.i:                                             ; preds = %b3.i
  %t20.i20 = add i32 %t0.sroa.19.0, 1, !dbg !44
  %t22.i21 = icmp eq i32 %t20.i20, 0, !dbg !45
  br i1 %t22.i21, label %b5.i, label %b7.i, !dbg !45

b5.i:                                             ; preds = %b4.i
  %t25.i22 = add i32 %t0.sroa.25.0, 1, !dbg !46
  %t27.i23 = icmp eq i32 %t25.i22, 0, !dbg !47
  %t30.i24 = zext i1 %t27.i23 to i32, !dbg !47
  %spec.select33.i = add i32 %t0.sroa.31.0, %t30.i24, !dbg !47
  br label %b7.i, !dbg !47

b7.i:                                             ; preds = %b5.i, %b4.i, %b3.i
  %t0.sroa.19.0.i = phi i32 [ %t20.i20, %b4.i ], [ %t0.sroa.19.0, %b3.i ], [ 0, %b5.i ], !dbg !48
  %t0.sroa.27.0.i = phi i32 [ %t0.sroa.25.0, %b4.i ], [ %t0.sroa.25.0, %b3.i ], [ %t25.i22, %b5.i ], !dbg !48
  %t0.sroa.35.0.i = phi i32 [ %t0.sroa.31.0, %b4.i ], [ %t0.sroa.31.0, %b3.i ], [ %spec.select33.i, %b5.i ], !dbg !48
  %t15.i.i = zext i32 %t15.i18 to i64, !dbg !49
  %t16.i.i = mul nuw i64 %t15.i.i, 3528531795, !dbg !51
  %t17.i.i = zext i32 %t0.sroa.27.0.i to i64, !dbg !52
  %t18.i.i = mul nuw i64 %t17.i.i, 3449720151, !dbg !53
  %t19.i.i = lshr i64 %t18.i.i, 32, !dbg !54
  %t20.i.i = trunc i64 %t19.i.i to i32, !dbg !55
  %t21.i.i = xor i32 %t0.sroa.19.0.i, %t0.sroa.0.0, !dbg !56
  %t22.i.i = xor i32 %t21.i.i, %t20.i.i, !dbg !57
  %t24.i.i = lshr i64 %t16.i.i, 32, !dbg !58
  %t25.i.i = trunc i64 %t24.i.i to i32, !dbg !59
  %t26.i.i = xor i32 %t0.sroa.7.0, %t25.i.i, !dbg !60
  %t27.i.i = xor i32 %t26.i.i, %t0.sroa.35.0.i, !dbg !61
  %t29.i.i = add i32 %t0.sroa.0.0, -1640531527, !dbg !62
  %t30.i.i = add i32 %t0.sroa.7.0, -1150833019, !dbg !63
  %t31.i.i = zext i32 %t22.i.i to i64, !dbg !49
  %t32.i.i = mul nuw i64 %t31.i.i, 3528531795, !dbg !51
  %t33.i.i = zext i32 %t27.i.i to i64, !dbg !52
  %t34.i.i = mul nuw i64 %t33.i.i, 3449720151, !dbg !53
  %t35.i.i = lshr i64 %t34.i.i, 32, !dbg !54
  %t371.i.i = xor i64 %t35.i.i, %t18.i.i, !dbg !56
  %t37.i.i = trunc i64 %t371.i.i to i32, !dbg !56
  %t38.i.i = xor i32 %t29.i.i, %t37.i.i, !dbg !57
  %t40.i.i = lshr i64 %t32.i.i, 32, !dbg !58
  %t422.i.i = xor i64 %t40.i.i, %t16.i.i, !dbg !60
  %t42.i.i = trunc i64 %t422.i.i to i32, !dbg !60
  %t43.i.i = xor i32 %t30.i.i, %t42.i.i, !dbg !61
  %t45.i.i = add i32 %t0.sroa.0.0, 1013904242, !dbg !62
  %t46.i.i = add i32 %t0.sroa.7.0, 1993301258, !dbg !63
  %t47.i.i = zext i32 %t38.i.i to i64, !dbg !49
  %t48.i.i = mul nuw i64 %t47.i.i, 3528531795, !dbg !51
  %t49.i.i = zext i32 %t43.i.i to i64, !dbg !52
  %t50.i.i = mul nuw i64 %t49.i.i, 3449720151, !dbg !53
  %t51.i.i = lshr i64 %t50.i.i, 32, !dbg !54
  %t533.i.i = xor i64 %t51.i.i, %t34.i.i, !dbg !56
  %t53.i.i = trunc i64 %t533.i.i to i32, !dbg !56
  %t54.i.i = xor i32 %t45.i.i, %t53.i.i, !dbg !57
  %t56.i.i = lshr i64 %t48.i.i, 32, !dbg !58
  %t584.i.i = xor i64 %t56.i.i, %t32.i.i, !dbg !60
  %t58.i.i = trunc i64 %t584.i.i to i32, !dbg !60
  %t59.i.i = xor i32 %t46.i.i, %t58.i.i, !dbg !61
  %t61.i.i = add i32 %t0.sroa.0.0, -626627285, !dbg !62
  %t62.i.i = add i32 %t0.sroa.7.0, 842468239, !dbg !63
  %t63.i.i = zext i32 %t54.i.i to i64, !dbg !49
  %t64.i.i = mul nuw i64 %t63.i.i, 3528531795, !dbg !51
  %t65.i.i = zext i32 %t59.i.i to i64, !dbg !52
  %t66.i.i = mul nuw i64 %t65.i.i, 3449720151, !dbg !53
  %t67.i.i = lshr i64 %t66.i.i, 32, !dbg !54
  %t695.i.i = xor i64 %t67.i.i, %t50.i.i, !dbg !56
  %t69.i.i = trunc i64 %t695.i.i to i32, !dbg !56
  %t70.i.i = xor i32 %t61.i.i, %t69.i.i, !dbg !57
  %t72.i.i = lshr i64 %t64.i.i, 32, !dbg !58
  %t746.i.i = xor i64 %t72.i.i, %t48.i.i, !dbg !60
  %t74.i.i = trunc i64 %t746.i.i to i32, !dbg !60
  %t75.i.i = xor i32 %t62.i.i, %t74.i.i, !dbg !61
  %t77.i.i = add i32 %t0.sroa.0.0, 2027808484, !dbg !62
  %t78.i.i = add i32 %t0.sroa.7.0, -308364780, !dbg !63
  %t79.i.i = zext i32 %t70.i.i to i64, !dbg !49
  %t80.i.i = mul nuw i64 %t79.i.i, 3528531795, !dbg !51
  %t81.i.i = zext i32 %t75.i.i to i64, !dbg !52
  %t82.i.i = mul nuw i64 %t81.i.i, 3449720151, !dbg !53
  %t83.i.i = lshr i64 %t82.i.i, 32, !dbg !54
  %t857.i.i = xor i64 %t83.i.i, %t66.i.i, !dbg !56
  %t85.i.i = trunc i64 %t857.i.i to i32, !dbg !56
  %t86.i.i = xor i32 %t77.i.i, %t85.i.i, !dbg !57
  %t88.i.i = lshr i64 %t80.i.i, 32, !dbg !58
  %t908.i.i = xor i64 %t88.i.i, %t64.i.i, !dbg !60
  %t90.i.i = trunc i64 %t908.i.i to i32, !dbg !60
  %t91.i.i = xor i32 %t78.i.i, %t90.i.i, !dbg !61
  %t93.i.i = add i32 %t0.sroa.0.0, 387276957, !dbg !62
  %t94.i.i = add i32 %t0.sroa.7.0, -1459197799, !dbg !63
  %t95.i.i = zext i32 %t86.i.i to i64, !dbg !49
  %t96.i.i = mul nuw i64 %t95.i.i, 3528531795, !dbg !51
  %t97.i.i = zext i32 %t91.i.i to i64, !dbg !52
  %t98.i.i = mul nuw i64 %t97.i.i, 3449720151, !dbg !53
  %t99.i.i = lshr i64 %t98.i.i, 32, !dbg !54
  %t1019.i.i = xor i64 %t99.i.i, %t82.i.i, !dbg !56
  %t101.i.i = trunc i64 %t1019.i.i to i32, !dbg !56
  %t102.i.i = xor i32 %t93.i.i, %t101.i.i, !dbg !57
  %t104.i.i = lshr i64 %t96.i.i, 32, !dbg !58
  %t10610.i.i = xor i64 %t104.i.i, %t80.i.i, !dbg !60
  %t106.i.i = trunc i64 %t10610.i.i to i32, !dbg !60
  %t107.i.i = xor i32 %t94.i.i, %t106.i.i, !dbg !61
  %t109.i.i = add i32 %t0.sroa.0.0, -1253254570, !dbg !62
  %t110.i.i = add i32 %t0.sroa.7.0, 1684936478, !dbg !63
  %t111.i.i = zext i32 %t102.i.i to i64, !dbg !49
  %t112.i.i = mul nuw i64 %t111.i.i, 3528531795, !dbg !51
  %t113.i.i = zext i32 %t107.i.i to i64, !dbg !52
  %t114.i.i = mul nuw i64 %t113.i.i, 3449720151, !dbg !53
  %t115.i.i = lshr i64 %t114.i.i, 32, !dbg !54
  %t11711.i.i = xor i64 %t115.i.i, %t98.i.i, !dbg !56
  %t117.i.i = trunc i64 %t11711.i.i to i32, !dbg !56
  %t118.i.i = xor i32 %t109.i.i, %t117.i.i, !dbg !57
  %t120.i.i = lshr i64 %t112.i.i, 32, !dbg !58
  %t12212.i.i = xor i64 %t120.i.i, %t96.i.i, !dbg !60
  %t122.i.i = trunc i64 %t12212.i.i to i32, !dbg !60
  %t123.i.i = xor i32 %t110.i.i, %t122.i.i, !dbg !61
  %t125.i.i = add i32 %t0.sroa.0.0, 1401181199, !dbg !62
  %t126.i.i = add i32 %t0.sroa.7.0, 534103459, !dbg !63
  %t127.i.i = zext i32 %t118.i.i to i64, !dbg !49
  %t128.i.i = mul nuw i64 %t127.i.i, 3528531795, !dbg !51
  %t129.i.i = zext i32 %t123.i.i to i64, !dbg !52
  %t130.i.i = mul nuw i64 %t129.i.i, 3449720151, !dbg !53
  %t131.i.i = lshr i64 %t130.i.i, 32, !dbg !54
  %t13313.i.i = xor i64 %t131.i.i, %t114.i.i, !dbg !56
  %t133.i.i = trunc i64 %t13313.i.i to i32, !dbg !56
  %t134.i.i = xor i32 %t125.i.i, %t133.i.i, !dbg !57
  %t136.i.i = lshr i64 %t128.i.i, 32, !dbg !58
  %t13814.i.i = xor i64 %t136.i.i, %t112.i.i, !dbg !60
  %t138.i.i = trunc i64 %t13814.i.i to i32, !dbg !60
  %t139.i.i = xor i32 %t126.i.i, %t138.i.i, !dbg !61
  %t141.i.i = add i32 %t0.sroa.0.0, -239350328, !dbg !62
  %t142.i.i = add i32 %t0.sroa.7.0, -616729560, !dbg !63
  %t143.i.i = zext i32 %t134.i.i to i64, !dbg !49
  %t144.i.i = mul nuw i64 %t143.i.i, 3528531795, !dbg !51
  %t145.i.i = zext i32 %t139.i.i to i64, !dbg !52
  %t146.i.i = mul nuw i64 %t145.i.i, 3449720151, !dbg !53
  %t147.i.i = lshr i64 %t146.i.i, 32, !dbg !54
  %t14915.i.i = xor i64 %t147.i.i, %t130.i.i, !dbg !56
  %t149.i.i = trunc i64 %t14915.i.i to i32, !dbg !56
  %t150.i.i = xor i32 %t141.i.i, %t149.i.i, !dbg !57
  %t152.i.i = lshr i64 %t144.i.i, 32, !dbg !58
  %t15416.i.i = xor i64 %t152.i.i, %t128.i.i, !dbg !60
  %t154.i.i = trunc i64 %t15416.i.i to i32, !dbg !60
  %t155.i.i = xor i32 %t142.i.i, %t154.i.i, !dbg !61
  %t157.i.i = add i32 %t0.sroa.0.0, -1879881855, !dbg !62
  %t158.i.i = add i32 %t0.sroa.7.0, -1767562579, !dbg !63
  %t159.i.i = zext i32 %t150.i.i to i64, !dbg !49
  %t160.i.i = mul nuw i64 %t159.i.i, 3528531795, !dbg !51
  %t161.i.i = zext i32 %t155.i.i to i64, !dbg !52
  %t162.i.i = mul nuw i64 %t161.i.i, 3449720151, !dbg !53
  %t163.i.i = lshr i64 %t162.i.i, 32, !dbg !54
  %t16517.i.i = xor i64 %t163.i.i, %t146.i.i, !dbg !56
  %t165.i.i = trunc i64 %t16517.i.i to i32, !dbg !56
  %t166.i.i = xor i32 %t157.i.i, %t165.i.i, !dbg !57
  %t167.i.i = trunc i64 %t162.i.i to i32, !dbg !64
  %t168.i.i = lshr i64 %t160.i.i, 32, !dbg !58
  %t17018.i.i = xor i64 %t168.i.i, %t144.i.i, !dbg !60
  %t170.i.i = trunc i64 %t17018.i.i to i32, !dbg !60
  %t171.i.i = xor i32 %t158.i.i, %t170.i.i, !dbg !61
  %t172.i.i = trunc i64 %t160.i.i to i32, !dbg !65
  %.186.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260, i32 %t15.i18, 2, !dbg !66
  %.189.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i, i32 %t0.sroa.19.0.i, 3, !dbg !66
  %.192.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i, i32 %t0.sroa.27.0.i, 4, !dbg !66
  %.195.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i, i32 %t0.sroa.35.0.i, 5, !dbg !66
  %.198.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i, i32 %t166.i.i, 6, !dbg !66
  %.201.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i, i32 %t167.i.i, 7, !dbg !66
  %.204.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i, i32 %t171.i.i, 8, !dbg !66
  %.207.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i, i32 %t172.i.i, 9, !dbg !66
  %.210.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i, i32 0, 10, !dbg !66
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit", !dbg !67

b10.i:                                            ; preds = %b3
  br label %b2.i, !dbg !68

b12.i:                                            ; preds = %b3
  br label %b2.i, !dbg !69

"github.com/kernlab/kern.kern.Rand.uint32.exit":  ; preds = %b2.i, %b7.i
  %.210.pn.i = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i, %b7.i ], [ %.260, %b2.i ]
  %t0.sroa.11.0.i = phi i32 [ %t15.i18, %b7.i ], [ %t0.sroa.13.0, %b2.i ], !dbg !48
  %t0.sroa.19.1.i = phi i32 [ %t0.sroa.19.0.i, %b7.i ], [ %t0.sroa.19.0, %b2.i ], !dbg !48
  %t0.sroa.27.1.i = phi i32 [ %t0.sroa.27.0.i, %b7.i ], [ %t0.sroa.25.0, %b2.i ], !dbg !48
  %t0.sroa.35.1.i = phi i32 [ %t0.sroa.35.0.i, %b7.i ], [ %t0.sroa.31.0, %b2.i ], !dbg !48
  %t0.sroa.42.0.i = phi i32 [ %t166.i.i, %b7.i ], [ %t0.sroa.37.0, %b2.i ], !dbg !48
  %t0.sroa.48.0.i = phi i32 [ %t167.i.i, %b7.i ], [ %t0.sroa.43.0, %b2.i ], !dbg !48
  %t0.sroa.54.0.i = phi i32 [ %t171.i.i, %b7.i ], [ %t0.sroa.49.0, %b2.i ], !dbg !48
  %t0.sroa.60.0.i = phi i32 [ %t172.i.i, %b7.i ], [ %t0.sroa.55.0, %b2.i ], !dbg !48
  %t0.sroa.66.0.i = phi i32 [ 0, %b7.i ], [ %t10.i, %b2.i ], !dbg !48
  %.239.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, i32 %t0.sroa.11.0.i, 2, !dbg !70
  %.242.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.239.i, i32 %t0.sroa.19.1.i, 3, !dbg !70
  %.245.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.242.i, i32 %t0.sroa.27.1.i, 4, !dbg !70
  %.248.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.245.i, i32 %t0.sroa.35.1.i, 5, !dbg !70
  %.251.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.248.i, i32 %t0.sroa.42.0.i, 6, !dbg !70
  %.254.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.251.i, i32 %t0.sroa.48.0.i, 7, !dbg !70
  %.257.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.254.i, i32 %t0.sroa.54.0.i, 8, !dbg !70
  %.260.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.257.i, i32 %t0.sroa.60.0.i, 9, !dbg !70
  %.263.i = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.260.i, i32 %t0.sroa.66.0.i, 10, !dbg !70
  %t70 = lshr i32 %t8.i, 1, !dbg !71
  %t71 = zext i32 %t70 to i64, !dbg !72
  switch i32 %t0.sroa.66.0.i, label %b2.i31 [
    i32 0, label %b1.i27
    i32 1, label %b10.i217
    i32 2, label %b12.i218
  ], !dbg !73

b1.i27:                                           ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i31, !dbg !75

b2.i31:                                           ; preds = %b12.i218, %b10.i217, %b1.i27, %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  %t8.i28 = phi i32 [ %t0.sroa.42.0.i, %b1.i27 ], [ %t0.sroa.48.0.i, %b10.i217 ], [ %t0.sroa.54.0.i, %b12.i218 ], [ %t0.sroa.60.0.i, %"github.com/kernlab/kern.kern.Rand.uint32.exit" ]
  %t10.i29 = add i32 %t0.sroa.66.0.i, 1, !dbg !76
  %t12.i30 = icmp eq i32 %t10.i29, 4, !dbg !77
  br i1 %t12.i30, label %b3.i34, label %"github.com/kernlab/kern.kern.Rand.uint32.exit219", !dbg !77

b3.i34:                                           ; preds = %b2.i31
  %t15.i32 = add i32 %t0.sroa.11.0.i, 1, !dbg !78
  %t17.i33 = icmp eq i32 %t15.i32, 0, !dbg !79
  br i1 %t17.i33, label %b4.i37, label %b7.i195, !dbg !79

b4.i37:                                           ; preds = %b3.i34
  %t20.i35 = add i32 %t0.sroa.19.1.i, 1, !dbg !80
  %t22.i36 = icmp eq i32 %t20.i35, 0, !dbg !81
  br i1 %t22.i36, label %b5.i42, label %b7.i195, !dbg !81

b5.i42:                                           ; preds = %b4.i37
  %t25.i38 = add i32 %t0.sroa.27.1.i, 1, !dbg !82
  %t27.i39 = icmp eq i32 %t25.i38, 0, !dbg !83
  %t30.i40 = zext i1 %t27.i39 to i32, !dbg !83
  %spec.select33.i41 = add i32 %t0.sroa.35.1.i, %t30.i40, !dbg !83
  br label %b7.i195, !dbg !83

b7.i195:                                          ; preds = %b5.i42, %b4.i37, %b3.i34
  %t0.sroa.19.0.i43 = phi i32 [ %t20.i35, %b4.i37 ], [ %t0.sroa.19.1.i, %b3.i34 ], [ 0, %b5.i42 ], !dbg !84
  %t0.sroa.27.0.i44 = phi i32 [ %t0.sroa.27.1.i, %b4.i37 ], [ %t0.sroa.27.1.i, %b3.i34 ], [ %t25.i38, %b5.i42 ], !dbg !84
  %t0.sroa.35.0.i45 = phi i32 [ %t0.sroa.35.1.i, %b4.i37 ], [ %t0.sroa.35.1.i, %b3.i34 ], [ %spec.select33.i41, %b5.i42 ], !dbg !84
  %.108.i = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, 0, !dbg !85
  %.109.i = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i, 1, !dbg !85
  %t15.i.i46 = zext i32 %t15.i32 to i64, !dbg !86
  %t16.i.i47 = mul nuw i64 %t15.i.i46, 3528531795, !dbg !88
  %t17.i.i48 = zext i32 %t0.sroa.27.0.i44 to i64, !dbg !89
  %t18.i.i49 = mul nuw i64 %t17.i.i48, 3449720151, !dbg !90
  %t19.i.i50 = lshr i64 %t18.i.i49, 32, !dbg !91
  %t20.i.i51 = trunc i64 %t19.i.i50 to i32, !dbg !92
  %t21.i.i52 = xor i32 %t0.sroa.19.0.i43, %.108.i, !dbg !93
  %t22.i.i53 = xor i32 %t21.i.i52, %t20.i.i51, !dbg !94
  %t24.i.i54 = lshr i64 %t16.i.i47, 32, !dbg !95
  %t25.i.i55 = trunc i64 %t24.i.i54 to i32, !dbg !96
  %t26.i.i56 = xor i32 %.109.i, %t25.i.i55, !dbg !97
  %t27.i.i57 = xor i32 %t26.i.i56, %t0.sroa.35.0.i45, !dbg !98
  %t29.i.i58 = add i32 %.108.i, -1640531527, !dbg !99
  %t30.i.i59 = add i32 %.109.i, -1150833019, !dbg !100
  %t31.i.i60 = zext i32 %t22.i.i53 to i64, !dbg !86
  %t32.i.i61 = mul nuw i64 %t31.i.i60, 3528531795, !dbg !88
  %t33.i.i62 = zext i32 %t27.i.i57 to i64, !dbg !89
  %t34.i.i63 = mul nuw i64 %t33.i.i62, 3449720151, !dbg !90
  %t35.i.i64 = lshr i64 %t34.i.i63, 32, !dbg !91
  %t371.i.i65 = xor i64 %t35.i.i64, %t18.i.i49, !dbg !93
  %t37.i.i66 = trunc i64 %t371.i.i65 to i32, !dbg !93
  %t38.i.i67 = xor i32 %t29.i.i58, %t37.i.i66, !dbg !94
  %t40.i.i68 = lshr i64 %t32.i.i61, 32, !dbg !95
  %t422.i.i69 = xor i64 %t40.i.i68, %t16.i.i47, !dbg !97
  %t42.i.i70 = trunc i64 %t422.i.i69 to i32, !dbg !97
  %t43.i.i71 = xor i32 %t30.i.i59, %t42.i.i70, !dbg !98
  %t45.i.i72 = add i32 %.108.i, 1013904242, !dbg !99
  %t46.i.i73 = add i32 %.109.i, 1993301258, !dbg !100
  %t47.i.i74 = zext i32 %t38.i.i67 to i64, !dbg !86
  %t48.i.i75 = mul nuw i64 %t47.i.i74, 3528531795, !dbg !88
  %t49.i.i76 = zext i32 %t43.i.i71 to i64, !dbg !89
  %t50.i.i77 = mul nuw i64 %t49.i.i76, 3449720151, !dbg !90
  %t51.i.i78 = lshr i64 %t50.i.i77, 32, !dbg !91
  %t533.i.i79 = xor i64 %t51.i.i78, %t34.i.i63, !dbg !93
  %t53.i.i80 = trunc i64 %t533.i.i79 to i32, !dbg !93
  %t54.i.i81 = xor i32 %t45.i.i72, %t53.i.i80, !dbg !94
  %t56.i.i82 = lshr i64 %t48.i.i75, 32, !dbg !95
  %t584.i.i83 = xor i64 %t56.i.i82, %t32.i.i61, !dbg !97
  %t58.i.i84 = trunc i64 %t584.i.i83 to i32, !dbg !97
  %t59.i.i85 = xor i32 %t46.i.i73, %t58.i.i84, !dbg !98
  %t61.i.i86 = add i32 %.108.i, -626627285, !dbg !99
  %t62.i.i87 = add i32 %.109.i, 842468239, !dbg !100
  %t63.i.i88 = zext i32 %t54.i.i81 to i64, !dbg !86
  %t64.i.i89 = mul nuw i64 %t63.i.i88, 3528531795, !dbg !88
  %t65.i.i90 = zext i32 %t59.i.i85 to i64, !dbg !89
  %t66.i.i91 = mul nuw i64 %t65.i.i90, 3449720151, !dbg !90
  %t67.i.i92 = lshr i64 %t66.i.i91, 32, !dbg !91
  %t695.i.i93 = xor i64 %t67.i.i92, %t50.i.i77, !dbg !93
  %t69.i.i94 = trunc i64 %t695.i.i93 to i32, !dbg !93
  %t70.i.i95 = xor i32 %t61.i.i86, %t69.i.i94, !dbg !94
  %t72.i.i96 = lshr i64 %t64.i.i89, 32, !dbg !95
  %t746.i.i97 = xor i64 %t72.i.i96, %t48.i.i75, !dbg !97
  %t74.i.i98 = trunc i64 %t746.i.i97 to i32, !dbg !97
  %t75.i.i99 = xor i32 %t62.i.i87, %t74.i.i98, !dbg !98
  %t77.i.i100 = add i32 %.108.i, 2027808484, !dbg !99
  %t78.i.i101 = add i32 %.109.i, -308364780, !dbg !100
  %t79.i.i102 = zext i32 %t70.i.i95 to i64, !dbg !86
  %t80.i.i103 = mul nuw i64 %t79.i.i102, 3528531795, !dbg !88
  %t81.i.i104 = zext i32 %t75.i.i99 to i64, !dbg !89
  %t82.i.i105 = mul nuw i64 %t81.i.i104, 3449720151, !dbg !90
  %t83.i.i106 = lshr i64 %t82.i.i105, 32, !dbg !91
  %t857.i.i107 = xor i64 %t83.i.i106, %t66.i.i91, !dbg !93
  %t85.i.i108 = trunc i64 %t857.i.i107 to i32, !dbg !93
  %t86.i.i109 = xor i32 %t77.i.i100, %t85.i.i108, !dbg !94
  %t88.i.i110 = lshr i64 %t80.i.i103, 32, !dbg !95
  %t908.i.i111 = xor i64 %t88.i.i110, %t64.i.i89, !dbg !97
  %t90.i.i112 = trunc i64 %t908.i.i111 to i32, !dbg !97
  %t91.i.i113 = xor i32 %t78.i.i101, %t90.i.i112, !dbg !98
  %t93.i.i114 = add i32 %.108.i, 387276957, !dbg !99
  %t94.i.i115 = add i32 %.109.i, -1459197799, !dbg !100
  %t95.i.i116 = zext i32 %t86.i.i109 to i64, !dbg !86
  %t96.i.i117 = mul nuw i64 %t95.i.i116, 3528531795, !dbg !88
  %t97.i.i118 = zext i32 %t91.i.i113 to i64, !dbg !89
  %t98.i.i119 = mul nuw i64 %t97.i.i118, 3449720151, !dbg !90
  %t99.i.i120 = lshr i64 %t98.i.i119, 32, !dbg !91
  %t1019.i.i121 = xor i64 %t99.i.i120, %t82.i.i105, !dbg !93
  %t101.i.i122 = trunc i64 %t1019.i.i121 to i32, !dbg !93
  %t102.i.i123 = xor i32 %t93.i.i114, %t101.i.i122, !dbg !94
  %t104.i.i124 = lshr i64 %t96.i.i117, 32, !dbg !95
  %t10610.i.i125 = xor i64 %t104.i.i124, %t80.i.i103, !dbg !97
  %t106.i.i126 = trunc i64 %t10610.i.i125 to i32, !dbg !97
  %t107.i.i127 = xor i32 %t94.i.i115, %t106.i.i126, !dbg !98
  %t109.i.i128 = add i32 %.108.i, -1253254570, !dbg !99
  %t110.i.i129 = add i32 %.109.i, 1684936478, !dbg !100
  %t111.i.i130 = zext i32 %t102.i.i123 to i64, !dbg !86
  %t112.i.i131 = mul nuw i64 %t111.i.i130, 3528531795, !dbg !88
  %t113.i.i132 = zext i32 %t107.i.i127 to i64, !dbg !89
  %t114.i.i133 = mul nuw i64 %t113.i.i132, 3449720151, !dbg !90
  %t115.i.i134 = lshr i64 %t114.i.i133, 32, !dbg !91
  %t11711.i.i135 = xor i64 %t115.i.i134, %t98.i.i119, !dbg !93
  %t117.i.i136 = trunc i64 %t11711.i.i135 to i32, !dbg !93
  %t118.i.i137 = xor i32 %t109.i.i128, %t117.i.i136, !dbg !94
  %t120.i.i138 = lshr i64 %t112.i.i131, 32, !dbg !95
  %t12212.i.i139 = xor i64 %t120.i.i138, %t96.i.i117, !dbg !97
  %t122.i.i140 = trunc i64 %t12212.i.i139 to i32, !dbg !97
  %t123.i.i141 = xor i32 %t110.i.i129, %t122.i.i140, !dbg !98
  %t125.i.i142 = add i32 %.108.i, 1401181199, !dbg !99
  %t126.i.i143 = add i32 %.109.i, 534103459, !dbg !100
  %t127.i.i144 = zext i32 %t118.i.i137 to i64, !dbg !86
  %t128.i.i145 = mul nuw i64 %t127.i.i144, 3528531795, !dbg !88
  %t129.i.i146 = zext i32 %t123.i.i141 to i64, !dbg !89
  %t130.i.i147 = mul nuw i64 %t129.i.i146, 3449720151, !dbg !90
  %t131.i.i148 = lshr i64 %t130.i.i147, 32, !dbg !91
  %t13313.i.i149 = xor i64 %t131.i.i148, %t114.i.i133, !dbg !93
  %t133.i.i150 = trunc i64 %t13313.i.i149 to i32, !dbg !93
  %t134.i.i151 = xor i32 %t125.i.i142, %t133.i.i150, !dbg !94
  %t136.i.i152 = lshr i64 %t128.i.i145, 32, !dbg !95
  %t13814.i.i153 = xor i64 %t136.i.i152, %t112.i.i131, !dbg !97
  %t138.i.i154 = trunc i64 %t13814.i.i153 to i32, !dbg !97
  %t139.i.i155 = xor i32 %t126.i.i143, %t138.i.i154, !dbg !98
  %t141.i.i156 = add i32 %.108.i, -239350328, !dbg !99
  %t142.i.i157 = add i32 %.109.i, -616729560, !dbg !100
  %t143.i.i158 = zext i32 %t134.i.i151 to i64, !dbg !86
  %t144.i.i159 = mul nuw i64 %t143.i.i158, 3528531795, !dbg !88
  %t145.i.i160 = zext i32 %t139.i.i155 to i64, !dbg !89
  %t146.i.i161 = mul nuw i64 %t145.i.i160, 3449720151, !dbg !90
  %t147.i.i162 = lshr i64 %t146.i.i161, 32, !dbg !91
  %t14915.i.i163 = xor i64 %t147.i.i162, %t130.i.i147, !dbg !93
  %t149.i.i164 = trunc i64 %t14915.i.i163 to i32, !dbg !93
  %t150.i.i165 = xor i32 %t141.i.i156, %t149.i.i164, !dbg !94
  %t152.i.i166 = lshr i64 %t144.i.i159, 32, !dbg !95
  %t15416.i.i167 = xor i64 %t152.i.i166, %t128.i.i145, !dbg !97
  %t154.i.i168 = trunc i64 %t15416.i.i167 to i32, !dbg !97
  %t155.i.i169 = xor i32 %t142.i.i157, %t154.i.i168, !dbg !98
  %t157.i.i170 = add i32 %.108.i, -1879881855, !dbg !99
  %t158.i.i171 = add i32 %.109.i, -1767562579, !dbg !100
  %t159.i.i172 = zext i32 %t150.i.i165 to i64, !dbg !86
  %t160.i.i173 = mul nuw i64 %t159.i.i172, 3528531795, !dbg !88
  %t161.i.i174 = zext i32 %t155.i.i169 to i64, !dbg !89
  %t162.i.i175 = mul nuw i64 %t161.i.i174, 3449720151, !dbg !90
  %t163.i.i176 = lshr i64 %t162.i.i175, 32, !dbg !91
  %t16517.i.i177 = xor i64 %t163.i.i176, %t146.i.i161, !dbg !93
  %t165.i.i178 = trunc i64 %t16517.i.i177 to i32, !dbg !93
  %t166.i.i179 = xor i32 %t157.i.i170, %t165.i.i178, !dbg !94
  %t167.i.i180 = trunc i64 %t162.i.i175 to i32, !dbg !101
  %t168.i.i181 = lshr i64 %t160.i.i173, 32, !dbg !95
  %t17018.i.i182 = xor i64 %t168.i.i181, %t144.i.i159, !dbg !97
  %t170.i.i183 = trunc i64 %t17018.i.i182 to i32, !dbg !97
  %t171.i.i184 = xor i32 %t158.i.i171, %t170.i.i183, !dbg !98
  %t172.i.i185 = trunc i64 %t160.i.i173 to i32, !dbg !102
  %.186.i186 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.263.i, i32 %t15.i32, 2, !dbg !103
  %.189.i187 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.186.i186, i32 %t0.sroa.19.0.i43, 3, !dbg !103
  %.192.i188 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.189.i187, i32 %t0.sroa.27.0.i44, 4, !dbg !103
  %.195.i189 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.192.i188, i32 %t0.sroa.35.0.i45, 5, !dbg !103
  %.198.i190 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.195.i189, i32 %t166.i.i179, 6, !dbg !103
  %.201.i191 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.198.i190, i32 %t167.i.i180, 7, !dbg !103
  %.204.i192 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.201.i191, i32 %t171.i.i184, 8, !dbg !103
  %.207.i193 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.204.i192, i32 %t172.i.i185, 9, !dbg !103
  %.210.i194 = insertvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.207.i193, i32 0, 10, !dbg !103
  br label %"github.com/kernlab/kern.kern.Rand.uint32.exit219", !dbg !104

b10.i217:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i31, !dbg !105

b12.i218:                                         ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit"
  br label %b2.i31, !dbg !106

"github.com/kernlab/kern.kern.Rand.uint32.exit219": ; preds = %b2.i31, %b7.i195
  %.210.pn.i196 = phi { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } [ %.210.i194, %b7.i195 ], [ %.263.i, %b2.i31 ]
  %t0.sroa.11.0.i197 = phi i32 [ %t15.i32, %b7.i195 ], [ %t0.sroa.11.0.i, %b2.i31 ], !dbg !84
  %t0.sroa.19.1.i198 = phi i32 [ %t0.sroa.19.0.i43, %b7.i195 ], [ %t0.sroa.19.1.i, %b2.i31 ], !dbg !84
  %t0.sroa.27.1.i199 = phi i32 [ %t0.sroa.27.0.i44, %b7.i195 ], [ %t0.sroa.27.1.i, %b2.i31 ], !dbg !84
  %t0.sroa.35.1.i200 = phi i32 [ %t0.sroa.35.0.i45, %b7.i195 ], [ %t0.sroa.35.1.i, %b2.i31 ], !dbg !84
  %t0.sroa.42.0.i201 = phi i32 [ %t166.i.i179, %b7.i195 ], [ %t0.sroa.42.0.i, %b2.i31 ], !dbg !84
  %t0.sroa.48.0.i202 = phi i32 [ %t167.i.i180, %b7.i195 ], [ %t0.sroa.48.0.i, %b2.i31 ], !dbg !84
  %t0.sroa.54.0.i203 = phi i32 [ %t171.i.i184, %b7.i195 ], [ %t0.sroa.54.0.i, %b2.i31 ], !dbg !84
  %t0.sroa.60.0.i204 = phi i32 [ %t172.i.i185, %b7.i195 ], [ %t0.sroa.60.0.i, %b2.i31 ], !dbg !84
  %t0.sroa.66.0.i205 = phi i32 [ 0, %b7.i195 ], [ %t10.i29, %b2.i31 ], !dbg !84
  %.314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i196, 0, !dbg !107
  %.315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %.210.pn.i196, 1, !dbg !107
  %t76 = lshr i32 %t8.i28, 1, !dbg !108
  %t77 = zext i32 %t76 to i64, !dbg !109
  %t78 = mul nuw nsw i64 %t71, %t71, !dbg !110
  %t79 = mul nuw nsw i64 %t77, %t77, !dbg !111
  %t80 = add nuw nsw i64 %t79, %t78, !dbg !112
  %t81 = icmp ult i64 %t80, 4611686018427387904, !dbg !113
  %t82 = zext i1 %t81 to i64, !dbg !113
  %spec.select = add i64 %t64, %t82, !dbg !113
  %t84 = add nuw nsw i64 %t65, 1, !dbg !114
  %exitcond.not = icmp eq i64 %t84, %a1, !dbg !114
  br i1 %exitcond.not, label %b6, label %b3, !dbg !114

b6:                                               ; preds = %"github.com/kernlab/kern.kern.Rand.uint32.exit219", %b2
  %t86 = phi i64 [ 0, %b2 ], [ %spec.select, %"github.com/kernlab/kern.kern.Rand.uint32.exit219" ]
  %t88 = getelementptr inbounds i64, ptr addrspace(1) %a2, i64 %t8, !dbg !115
  store i64 %t86, ptr addrspace(1) %t88, align 8, !dbg !115
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { argmemonly nofree nosync nounwind writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "main.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmontecarlo_2eHits", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 32, column: 14, scope: !4)
!8 = !DILocation(line: 33, column: 7, scope: !4)
!9 = !DILocation(line: 0, scope: !4)
!10 = !DILocation(line: 36, column: 2, scope: !4)
!11 = !DILocation(line: 39, column: 34, scope: !12, inlinedAt: !14)
!12 = distinct !DISubprogram(name: "github.com/kernlab/kern.Philox4x32", scope: !13, file: !13, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DIFile(filename: "rand.go", directory: "")
!14 = distinct !DILocation(line: 77, column: 17, scope: !15)
!15 = !DILexicalBlockFile(scope: !4, file: !13, discriminator: 0)
!16 = !DILocation(line: 39, column: 26, scope: !12, inlinedAt: !14)
!17 = !DILocation(line: 40, column: 29, scope: !12, inlinedAt: !14)
!18 = !DILocation(line: 38, column: 34, scope: !12, inlinedAt: !14)
!19 = !DILocation(line: 38, column: 26, scope: !12, inlinedAt: !14)
!20 = !DILocation(line: 69, column: 37, scope: !15)
!21 = !DILocation(line: 36, column: 4, scope: !12, inlinedAt: !14)
!22 = !DILocation(line: 40, column: 68, scope: !12, inlinedAt: !14)
!23 = !DILocation(line: 35, column: 4, scope: !12, inlinedAt: !14)
!24 = !DILocation(line: 40, column: 34, scope: !12, inlinedAt: !14)
!25 = !DILocation(line: 70, column: 51, scope: !15)
!26 = !DILocation(line: 40, column: 63, scope: !12, inlinedAt: !14)
!27 = !DILocation(line: 40, column: 82, scope: !12, inlinedAt: !14)
!28 = !DILocation(line: 69, column: 31, scope: !15)
!29 = !DILocation(line: 40, column: 71, scope: !12, inlinedAt: !14)
!30 = !DILocation(line: 40, column: 48, scope: !12, inlinedAt: !14)
!31 = !DILocation(line: 69, column: 13, scope: !15)
!32 = !DILocation(line: 40, column: 37, scope: !12, inlinedAt: !14)
!33 = !DILocation(line: 70, column: 38, scope: !15)
!34 = !DILocation(line: 70, column: 13, scope: !15)
!35 = !DILocation(line: 136, column: 7, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "github.com/kernlab/kern.kern.Rand.uint32", scope: !13, file: !13, line: 133, type: !5, scopeLine: 133, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 39, column: 23, scope: !4)
!38 = !DILocation(line: 39, column: 23, scope: !4)
!39 = !DILocation(line: 137, column: 9, scope: !36, inlinedAt: !37)
!40 = !DILocation(line: 143, column: 2, scope: !36, inlinedAt: !37)
!41 = !DILocation(line: 144, column: 9, scope: !36, inlinedAt: !37)
!42 = !DILocation(line: 145, column: 3, scope: !36, inlinedAt: !37)
!43 = !DILocation(line: 146, column: 11, scope: !36, inlinedAt: !37)
!44 = !DILocation(line: 147, column: 4, scope: !36, inlinedAt: !37)
!45 = !DILocation(line: 148, column: 12, scope: !36, inlinedAt: !37)
!46 = !DILocation(line: 149, column: 5, scope: !36, inlinedAt: !37)
!47 = !DILocation(line: 150, column: 13, scope: !36, inlinedAt: !37)
!48 = !DILocation(line: 0, scope: !36, inlinedAt: !37)
!49 = !DILocation(line: 38, column: 34, scope: !12, inlinedAt: !50)
!50 = distinct !DILocation(line: 77, column: 17, scope: !36, inlinedAt: !37)
!51 = !DILocation(line: 38, column: 26, scope: !12, inlinedAt: !50)
!52 = !DILocation(line: 39, column: 34, scope: !12, inlinedAt: !50)
!53 = !DILocation(line: 39, column: 26, scope: !12, inlinedAt: !50)
!54 = !DILocation(line: 40, column: 29, scope: !12, inlinedAt: !50)
!55 = !DILocation(line: 40, column: 26, scope: !12, inlinedAt: !50)
!56 = !DILocation(line: 40, column: 34, scope: !12, inlinedAt: !50)
!57 = !DILocation(line: 40, column: 37, scope: !12, inlinedAt: !50)
!58 = !DILocation(line: 40, column: 63, scope: !12, inlinedAt: !50)
!59 = !DILocation(line: 40, column: 60, scope: !12, inlinedAt: !50)
!60 = !DILocation(line: 40, column: 68, scope: !12, inlinedAt: !50)
!61 = !DILocation(line: 40, column: 71, scope: !12, inlinedAt: !50)
!62 = !DILocation(line: 35, column: 4, scope: !12, inlinedAt: !50)
!63 = !DILocation(line: 36, column: 4, scope: !12, inlinedAt: !50)
!64 = !DILocation(line: 40, column: 48, scope: !12, inlinedAt: !50)
!65 = !DILocation(line: 40, column: 82, scope: !12, inlinedAt: !50)
!66 = !DILocation(line: 80, column: 9, scope: !36, inlinedAt: !37)
!67 = !DILocation(line: 155, column: 3, scope: !36, inlinedAt: !37)
!68 = !DILocation(line: 139, column: 9, scope: !36, inlinedAt: !37)
!69 = !DILocation(line: 141, column: 9, scope: !36, inlinedAt: !37)
!70 = !DILocation(line: 157, column: 12, scope: !36, inlinedAt: !37)
!71 = !DILocation(line: 39, column: 26, scope: !4)
!72 = !DILocation(line: 39, column: 14, scope: !4)
!73 = !DILocation(line: 136, column: 7, scope: !36, inlinedAt: !74)
!74 = distinct !DILocation(line: 40, column: 23, scope: !4)
!75 = !DILocation(line: 137, column: 9, scope: !36, inlinedAt: !74)
!76 = !DILocation(line: 143, column: 2, scope: !36, inlinedAt: !74)
!77 = !DILocation(line: 144, column: 9, scope: !36, inlinedAt: !74)
!78 = !DILocation(line: 145, column: 3, scope: !36, inlinedAt: !74)
!79 = !DILocation(line: 146, column: 11, scope: !36, inlinedAt: !74)
!80 = !DILocation(line: 147, column: 4, scope: !36, inlinedAt: !74)
!81 = !DILocation(line: 148, column: 12, scope: !36, inlinedAt: !74)
!82 = !DILocation(line: 149, column: 5, scope: !36, inlinedAt: !74)
!83 = !DILocation(line: 150, column: 13, scope: !36, inlinedAt: !74)
!84 = !DILocation(line: 0, scope: !36, inlinedAt: !74)
!85 = !DILocation(line: 76, column: 7, scope: !36, inlinedAt: !74)
!86 = !DILocation(line: 38, column: 34, scope: !12, inlinedAt: !87)
!87 = distinct !DILocation(line: 77, column: 17, scope: !36, inlinedAt: !74)
!88 = !DILocation(line: 38, column: 26, scope: !12, inlinedAt: !87)
!89 = !DILocation(line: 39, column: 34, scope: !12, inlinedAt: !87)
!90 = !DILocation(line: 39, column: 26, scope: !12, inlinedAt: !87)
!91 = !DILocation(line: 40, column: 29, scope: !12, inlinedAt: !87)
!92 = !DILocation(line: 40, column: 26, scope: !12, inlinedAt: !87)
!93 = !DILocation(line: 40, column: 34, scope: !12, inlinedAt: !87)
!94 = !DILocation(line: 40, column: 37, scope: !12, inlinedAt: !87)
!95 = !DILocation(line: 40, column: 63, scope: !12, inlinedAt: !87)
!96 = !DILocation(line: 40, column: 60, scope: !12, inlinedAt: !87)
!97 = !DILocation(line: 40, column: 68, scope: !12, inlinedAt: !87)
!98 = !DILocation(line: 40, column: 71, scope: !12, inlinedAt: !87)
!99 = !DILocation(line: 35, column: 4, scope: !12, inlinedAt: !87)
!100 = !DILocation(line: 36, column: 4, scope: !12, inlinedAt: !87)
!101 = !DILocation(line: 40, column: 48, scope: !12, inlinedAt: !87)
!102 = !DILocation(line: 40, column: 82, scope: !12, inlinedAt: !87)
!103 = !DILocation(line: 80, column: 9, scope: !36, inlinedAt: !74)
!104 = !DILocation(line: 155, column: 3, scope: !36, inlinedAt: !74)
!105 = !DILocation(line: 139, column: 9, scope: !36, inlinedAt: !74)
!106 = !DILocation(line: 141, column: 9, scope: !36, inlinedAt: !74)
!107 = !DILocation(line: 40, column: 23, scope: !4)
!108 = !DILocation(line: 40, column: 26, scope: !4)
!109 = !DILocation(line: 40, column: 14, scope: !4)
!110 = !DILocation(line: 41, column: 7, scope: !4)
!111 = !DILocation(line: 41, column: 11, scope: !4)
!112 = !DILocation(line: 41, column: 9, scope: !4)
!113 = !DILocation(line: 41, column: 14, scope: !4)
!114 = !DILocation(line: 37, column: 6, scope: !4)
!115 = !DILocation(line: 45, column: 6, scope: !4)

; kern module github.com/kernlab/kern/examples/montecarlo (wave32, gfx1030)
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

common.ret:                                       ; preds = %entry, %b30
  ret void, !dbg !9

b2:                                               ; preds = %entry
  %t14 = trunc i64 %a0 to i32, !dbg !10
  %t16 = lshr i64 %a0, 32, !dbg !13
  %t17 = trunc i64 %t16 to i32, !dbg !14
  %t77 = add i64 %a0, 2654435769, !dbg !15
  %t78 = add nuw nsw i64 %t16, 3144134277, !dbg !16
  %t93 = add i64 %a0, 1013904242, !dbg !15
  %t94 = add nuw nsw i64 %t16, 1993301258, !dbg !16
  %t109 = add i64 %a0, 3668340011, !dbg !15
  %t110 = add nuw nsw i64 %t16, 842468239, !dbg !16
  %t125 = add i64 %a0, 2027808484, !dbg !15
  %t126 = add nuw nsw i64 %t16, 3986602516, !dbg !16
  %t141 = add i64 %a0, 387276957, !dbg !15
  %t142 = add nuw nsw i64 %t16, 2835769497, !dbg !16
  %t157 = add i64 %a0, 3041712726, !dbg !15
  %t158 = add nuw nsw i64 %t16, 1684936478, !dbg !16
  %t173 = add i64 %a0, 1401181199, !dbg !15
  %t174 = add nuw nsw i64 %t16, 534103459, !dbg !16
  %t189 = add i64 %a0, 4055616968, !dbg !15
  %t190 = add nuw nsw i64 %t16, 3678237736, !dbg !16
  %t205 = add i32 %t14, -1879881855, !dbg !15
  %t206 = add i32 %t17, -1767562579, !dbg !16
  %t240 = icmp sgt i64 %a1, 0, !dbg !17
  br i1 %t240, label %b3.preheader, label %b30, !dbg !17

b3.preheader:                                     ; preds = %b2
  %t65 = and i64 %t8, 4294967295, !dbg !18
  %t66 = mul nuw i64 %t65, 3449720151, !dbg !19
  %t67 = lshr i64 %t66, 32, !dbg !20
  %a0.masked = and i64 %a0, 4294967295, !dbg !21
  %t79 = xor i64 %t67, %a0.masked, !dbg !21
  %t80 = mul nuw i64 %t79, 3528531795, !dbg !22
  %t10683 = xor i64 %t80, %t94, !dbg !23
  %t10683.masked = and i64 %t10683, 4294967295, !dbg !18
  %t8581 = xor i64 %t66, %t77, !dbg !24
  %t8581.masked = and i64 %t8581, 4294967295, !dbg !21
  %t21 = lshr i64 %t8, 32, !dbg !25
  %t75 = xor i64 %t21, %t16, !dbg !26
  %t82 = mul nuw i64 %t75, 3449720151, !dbg !19
  %t83 = lshr i64 %t82, 32, !dbg !20
  %t95 = xor i64 %t8581.masked, %t83, !dbg !21
  %t96 = mul nuw i64 %t95, 3528531795, !dbg !22
  %t104 = lshr i64 %t96, 32, !dbg !27
  %t113 = xor i64 %t10683.masked, %t104, !dbg !18
  %t114 = mul nuw i64 %t113, 3449720151, !dbg !19
  %t13386 = xor i64 %t114, %t125, !dbg !24
  %t13386.masked = and i64 %t13386, 4294967295, !dbg !21
  %t12285 = xor i64 %t96, %t110, !dbg !23
  %t12285.masked = and i64 %t12285, 4294967295, !dbg !18
  %t10182 = xor i64 %t82, %t93, !dbg !24
  %t10182.masked = and i64 %t10182, 4294967295, !dbg !21
  %t88 = lshr i64 %t80, 32, !dbg !27
  %t78.masked = and i64 %t78, 4294967295, !dbg !18
  %t97 = xor i64 %t88, %t78.masked, !dbg !18
  %t98 = mul nuw i64 %t97, 3449720151, !dbg !19
  %t99 = lshr i64 %t98, 32, !dbg !20
  %t111 = xor i64 %t10182.masked, %t99, !dbg !21
  %t112 = mul nuw i64 %t111, 3528531795, !dbg !22
  %t120 = lshr i64 %t112, 32, !dbg !27
  %t129 = xor i64 %t12285.masked, %t120, !dbg !18
  %t130 = mul nuw i64 %t129, 3449720151, !dbg !19
  %t131 = lshr i64 %t130, 32, !dbg !20
  %t143 = xor i64 %t13386.masked, %t131, !dbg !21
  %t144 = mul nuw i64 %t143, 3528531795, !dbg !22
  %t17091 = xor i64 %t144, %t158, !dbg !23
  %t17091.masked = and i64 %t17091, 4294967295, !dbg !18
  %t14988 = xor i64 %t130, %t141, !dbg !24
  %t14988.masked = and i64 %t14988, 4294967295, !dbg !21
  %t13887 = xor i64 %t112, %t126, !dbg !23
  %t13887.masked = and i64 %t13887, 4294967295, !dbg !18
  %t11784 = xor i64 %t98, %t109, !dbg !24
  %t11784.masked = and i64 %t11784, 4294967295, !dbg !21
  %t115 = lshr i64 %t114, 32, !dbg !20
  %t127 = xor i64 %t11784.masked, %t115, !dbg !21
  %t128 = mul nuw i64 %t127, 3528531795, !dbg !22
  %t136 = lshr i64 %t128, 32, !dbg !27
  %t145 = xor i64 %t13887.masked, %t136, !dbg !18
  %t146 = mul nuw i64 %t145, 3449720151, !dbg !19
  %t147 = lshr i64 %t146, 32, !dbg !20
  %t159 = xor i64 %t14988.masked, %t147, !dbg !21
  %t160 = mul nuw i64 %t159, 3528531795, !dbg !22
  %t168 = lshr i64 %t160, 32, !dbg !27
  %t177 = xor i64 %t17091.masked, %t168, !dbg !18
  %t178 = mul nuw i64 %t177, 3449720151, !dbg !19
  %t19794 = xor i64 %t178, %t189, !dbg !24
  %t19794.masked = and i64 %t19794, 4294967295, !dbg !21
  %t18693 = xor i64 %t160, %t174, !dbg !23
  %t18693.masked = and i64 %t18693, 4294967295, !dbg !18
  %t16590 = xor i64 %t146, %t157, !dbg !24
  %t16590.masked = and i64 %t16590, 4294967295, !dbg !21
  %t15489 = xor i64 %t128, %t142, !dbg !23
  %t15489.masked = and i64 %t15489, 4294967295, !dbg !18
  %t152 = lshr i64 %t144, 32, !dbg !27
  %t161 = xor i64 %t15489.masked, %t152, !dbg !18
  %t162 = mul nuw i64 %t161, 3449720151, !dbg !19
  %t163 = lshr i64 %t162, 32, !dbg !20
  %t175 = xor i64 %t16590.masked, %t163, !dbg !21
  %t176 = mul nuw i64 %t175, 3528531795, !dbg !22
  %t184 = lshr i64 %t176, 32, !dbg !27
  %t193 = xor i64 %t18693.masked, %t184, !dbg !18
  %t194 = mul nuw i64 %t193, 3449720151, !dbg !19
  %t195 = lshr i64 %t194, 32, !dbg !20
  %t207 = xor i64 %t19794.masked, %t195, !dbg !21
  %t208 = mul nuw i64 %t207, 3528531795, !dbg !22
  %t220 = trunc i64 %t208 to i32, !dbg !28
  %t216 = lshr i64 %t208, 32, !dbg !27
  %t18192 = xor i64 %t162, %t173, !dbg !24
  %t18192.masked = and i64 %t18192, 4294967295, !dbg !21
  %t179 = lshr i64 %t178, 32, !dbg !20
  %t191 = xor i64 %t18192.masked, %t179, !dbg !21
  %t192 = mul nuw i64 %t191, 3528531795, !dbg !22
  %t21897 = xor i64 %t216, %t192, !dbg !23
  %t218 = trunc i64 %t21897 to i32, !dbg !23
  %t219 = xor i32 %t206, %t218, !dbg !26
  %t20295 = xor i64 %t176, %t190, !dbg !23
  %t20295.masked = and i64 %t20295, 4294967295, !dbg !18
  %t200 = lshr i64 %t192, 32, !dbg !27
  %t209 = xor i64 %t20295.masked, %t200, !dbg !18
  %t210 = mul nuw i64 %t209, 3449720151, !dbg !19
  %t215 = trunc i64 %t210 to i32, !dbg !29
  %t211 = lshr i64 %t210, 32, !dbg !20
  %t21396 = xor i64 %t211, %t194, !dbg !24
  %t213 = trunc i64 %t21396 to i32, !dbg !24
  %t214 = xor i32 %t205, %t213, !dbg !30
  %t22 = trunc i64 %t21 to i32, !dbg !31
  %t19 = trunc i64 %t8 to i32, !dbg !32
  br label %b3, !dbg !33

b3:                                               ; preds = %b3.preheader, %b23
  %t0.sroa.13.0 = phi i32 [ %t496.sroa.11.1, %b23 ], [ 0, %b3.preheader ], !dbg !9
  %t0.sroa.19.0 = phi i32 [ %t496.sroa.19.2, %b23 ], [ 0, %b3.preheader ], !dbg !9
  %t0.sroa.25.0 = phi i32 [ %t496.sroa.27.2, %b23 ], [ %t19, %b3.preheader ], !dbg !9
  %t0.sroa.31.0 = phi i32 [ %t496.sroa.35.2, %b23 ], [ %t22, %b3.preheader ], !dbg !9
  %t0.sroa.37.0 = phi i32 [ %t496.sroa.42.1, %b23 ], [ %t214, %b3.preheader ], !dbg !9
  %t0.sroa.43.0 = phi i32 [ %t496.sroa.48.1, %b23 ], [ %t215, %b3.preheader ], !dbg !9
  %t0.sroa.49.0 = phi i32 [ %t496.sroa.54.1, %b23 ], [ %t219, %b3.preheader ], !dbg !9
  %t0.sroa.55.0 = phi i32 [ %t496.sroa.60.1, %b23 ], [ %t220, %b3.preheader ], !dbg !9
  %t0.sroa.61.0 = phi i32 [ %t496.sroa.66.1, %b23 ], [ 0, %b3.preheader ], !dbg !9
  %t241 = phi i64 [ %spec.select, %b23 ], [ 0, %b3.preheader ]
  %t242 = phi i64 [ %t765, %b23 ], [ 0, %b3.preheader ]
  switch i32 %t0.sroa.61.0, label %b5 [
    i32 0, label %b4
    i32 1, label %b13
    i32 2, label %b15
  ], !dbg !33

b4:                                               ; preds = %b3
  br label %b5, !dbg !34

b5:                                               ; preds = %b3, %b15, %b13, %b4
  %t252 = phi i32 [ %t0.sroa.37.0, %b4 ], [ %t0.sroa.43.0, %b13 ], [ %t0.sroa.49.0, %b15 ], [ %t0.sroa.55.0, %b3 ]
  %t254 = add i32 %t0.sroa.61.0, 1, !dbg !35
  %t256 = icmp eq i32 %t254, 4, !dbg !36
  br i1 %t256, label %b6, label %b11, !dbg !36

b6:                                               ; preds = %b5
  %t259 = add i32 %t0.sroa.13.0, 1, !dbg !37
  %t261 = icmp eq i32 %t259, 0, !dbg !38
  br i1 %t261, label %b7, label %b10, !dbg !38

b7:                                               ; preds = %b6
  %t264 = add i32 %t0.sroa.19.0, 1, !dbg !39
  %t266 = icmp eq i32 %t264, 0, !dbg !40
  br i1 %t266, label %b8, label %b10, !dbg !40

b8:                                               ; preds = %b7
  %t269 = add i32 %t0.sroa.25.0, 1, !dbg !41
  %t271 = icmp eq i32 %t269, 0, !dbg !42
  %t274 = zext i1 %t271 to i32, !dbg !42
  %spec.select135 = add i32 %t0.sroa.31.0, %t274, !dbg !42
  br label %b10, !dbg !42

b10:                                              ; preds = %b8, %b7, %b6
  %t244.sroa.19.1 = phi i32 [ %t264, %b7 ], [ %t0.sroa.19.0, %b6 ], [ 0, %b8 ], !dbg !43
  %t244.sroa.27.1 = phi i32 [ %t0.sroa.25.0, %b7 ], [ %t0.sroa.25.0, %b6 ], [ %t269, %b8 ], !dbg !43
  %t244.sroa.35.1 = phi i32 [ %t0.sroa.31.0, %b7 ], [ %t0.sroa.31.0, %b6 ], [ %spec.select135, %b8 ], !dbg !43
  %t315 = zext i32 %t259 to i64, !dbg !21
  %t316 = mul nuw i64 %t315, 3528531795, !dbg !22
  %t317 = zext i32 %t244.sroa.27.1 to i64, !dbg !18
  %t318 = mul nuw i64 %t317, 3449720151, !dbg !19
  %t319 = lshr i64 %t318, 32, !dbg !20
  %t320 = trunc i64 %t319 to i32, !dbg !44
  %t321 = xor i32 %t244.sroa.19.1, %t14, !dbg !24
  %t322 = xor i32 %t321, %t320, !dbg !30
  %t324 = lshr i64 %t316, 32, !dbg !27
  %t326139 = xor i64 %t324, %t16, !dbg !23
  %t326 = trunc i64 %t326139 to i32, !dbg !23
  %t327 = xor i32 %t244.sroa.35.1, %t326, !dbg !26
  %t331 = zext i32 %t322 to i64, !dbg !21
  %t332 = mul nuw i64 %t331, 3528531795, !dbg !22
  %t333 = zext i32 %t327 to i64, !dbg !18
  %t334 = mul nuw i64 %t333, 3449720151, !dbg !19
  %t335 = lshr i64 %t334, 32, !dbg !20
  %t337116 = xor i64 %t318, %t77, !dbg !24
  %t340 = lshr i64 %t332, 32, !dbg !27
  %t342117 = xor i64 %t316, %t78, !dbg !23
  %t337116.masked = and i64 %t337116, 4294967295, !dbg !21
  %t347 = xor i64 %t337116.masked, %t335, !dbg !21
  %t348 = mul nuw i64 %t347, 3528531795, !dbg !22
  %t342117.masked = and i64 %t342117, 4294967295, !dbg !18
  %t349 = xor i64 %t342117.masked, %t340, !dbg !18
  %t350 = mul nuw i64 %t349, 3449720151, !dbg !19
  %t351 = lshr i64 %t350, 32, !dbg !20
  %t353118 = xor i64 %t334, %t93, !dbg !24
  %t356 = lshr i64 %t348, 32, !dbg !27
  %t358119 = xor i64 %t332, %t94, !dbg !23
  %t353118.masked = and i64 %t353118, 4294967295, !dbg !21
  %t363 = xor i64 %t353118.masked, %t351, !dbg !21
  %t364 = mul nuw i64 %t363, 3528531795, !dbg !22
  %t358119.masked = and i64 %t358119, 4294967295, !dbg !18
  %t365 = xor i64 %t358119.masked, %t356, !dbg !18
  %t366 = mul nuw i64 %t365, 3449720151, !dbg !19
  %t367 = lshr i64 %t366, 32, !dbg !20
  %t369120 = xor i64 %t350, %t109, !dbg !24
  %t372 = lshr i64 %t364, 32, !dbg !27
  %t374121 = xor i64 %t348, %t110, !dbg !23
  %t369120.masked = and i64 %t369120, 4294967295, !dbg !21
  %t379 = xor i64 %t369120.masked, %t367, !dbg !21
  %t380 = mul nuw i64 %t379, 3528531795, !dbg !22
  %t374121.masked = and i64 %t374121, 4294967295, !dbg !18
  %t381 = xor i64 %t374121.masked, %t372, !dbg !18
  %t382 = mul nuw i64 %t381, 3449720151, !dbg !19
  %t383 = lshr i64 %t382, 32, !dbg !20
  %t385122 = xor i64 %t366, %t125, !dbg !24
  %t388 = lshr i64 %t380, 32, !dbg !27
  %t390123 = xor i64 %t364, %t126, !dbg !23
  %t385122.masked = and i64 %t385122, 4294967295, !dbg !21
  %t395 = xor i64 %t385122.masked, %t383, !dbg !21
  %t396 = mul nuw i64 %t395, 3528531795, !dbg !22
  %t390123.masked = and i64 %t390123, 4294967295, !dbg !18
  %t397 = xor i64 %t390123.masked, %t388, !dbg !18
  %t398 = mul nuw i64 %t397, 3449720151, !dbg !19
  %t399 = lshr i64 %t398, 32, !dbg !20
  %t401124 = xor i64 %t382, %t141, !dbg !24
  %t404 = lshr i64 %t396, 32, !dbg !27
  %t406125 = xor i64 %t380, %t142, !dbg !23
  %t401124.masked = and i64 %t401124, 4294967295, !dbg !21
  %t411 = xor i64 %t401124.masked, %t399, !dbg !21
  %t412 = mul nuw i64 %t411, 3528531795, !dbg !22
  %t406125.masked = and i64 %t406125, 4294967295, !dbg !18
  %t413 = xor i64 %t406125.masked, %t404, !dbg !18
  %t414 = mul nuw i64 %t413, 3449720151, !dbg !19
  %t415 = lshr i64 %t414, 32, !dbg !20
  %t417126 = xor i64 %t398, %t157, !dbg !24
  %t420 = lshr i64 %t412, 32, !dbg !27
  %t422127 = xor i64 %t396, %t158, !dbg !23
  %t417126.masked = and i64 %t417126, 4294967295, !dbg !21
  %t427 = xor i64 %t417126.masked, %t415, !dbg !21
  %t428 = mul nuw i64 %t427, 3528531795, !dbg !22
  %t422127.masked = and i64 %t422127, 4294967295, !dbg !18
  %t429 = xor i64 %t422127.masked, %t420, !dbg !18
  %t430 = mul nuw i64 %t429, 3449720151, !dbg !19
  %t431 = lshr i64 %t430, 32, !dbg !20
  %t433128 = xor i64 %t414, %t173, !dbg !24
  %t436 = lshr i64 %t428, 32, !dbg !27
  %t438129 = xor i64 %t412, %t174, !dbg !23
  %t433128.masked = and i64 %t433128, 4294967295, !dbg !21
  %t443 = xor i64 %t433128.masked, %t431, !dbg !21
  %t444 = mul nuw i64 %t443, 3528531795, !dbg !22
  %t438129.masked = and i64 %t438129, 4294967295, !dbg !18
  %t445 = xor i64 %t438129.masked, %t436, !dbg !18
  %t446 = mul nuw i64 %t445, 3449720151, !dbg !19
  %t447 = lshr i64 %t446, 32, !dbg !20
  %t449130 = xor i64 %t430, %t189, !dbg !24
  %t452 = lshr i64 %t444, 32, !dbg !27
  %t454131 = xor i64 %t428, %t190, !dbg !23
  %t449130.masked = and i64 %t449130, 4294967295, !dbg !21
  %t459 = xor i64 %t449130.masked, %t447, !dbg !21
  %t460 = mul nuw i64 %t459, 3528531795, !dbg !22
  %t454131.masked = and i64 %t454131, 4294967295, !dbg !18
  %t461 = xor i64 %t454131.masked, %t452, !dbg !18
  %t462 = mul nuw i64 %t461, 3449720151, !dbg !19
  %t463 = lshr i64 %t462, 32, !dbg !20
  %t465132 = xor i64 %t463, %t446, !dbg !24
  %t465 = trunc i64 %t465132 to i32, !dbg !24
  %t466 = xor i32 %t205, %t465, !dbg !30
  %t467 = trunc i64 %t462 to i32, !dbg !29
  %t468 = lshr i64 %t460, 32, !dbg !27
  %t470133 = xor i64 %t468, %t444, !dbg !23
  %t470 = trunc i64 %t470133 to i32, !dbg !23
  %t471 = xor i32 %t206, %t470, !dbg !26
  %t472 = trunc i64 %t460 to i32, !dbg !28
  br label %b11, !dbg !45

b11:                                              ; preds = %b10, %b5
  %t244.sroa.11.1 = phi i32 [ %t259, %b10 ], [ %t0.sroa.13.0, %b5 ], !dbg !43
  %t244.sroa.19.2 = phi i32 [ %t244.sroa.19.1, %b10 ], [ %t0.sroa.19.0, %b5 ], !dbg !43
  %t244.sroa.27.2 = phi i32 [ %t244.sroa.27.1, %b10 ], [ %t0.sroa.25.0, %b5 ], !dbg !43
  %t244.sroa.35.2 = phi i32 [ %t244.sroa.35.1, %b10 ], [ %t0.sroa.31.0, %b5 ], !dbg !43
  %t244.sroa.42.1 = phi i32 [ %t466, %b10 ], [ %t0.sroa.37.0, %b5 ], !dbg !43
  %t244.sroa.48.1 = phi i32 [ %t467, %b10 ], [ %t0.sroa.43.0, %b5 ], !dbg !43
  %t244.sroa.54.1 = phi i32 [ %t471, %b10 ], [ %t0.sroa.49.0, %b5 ], !dbg !43
  %t244.sroa.60.1 = phi i32 [ %t472, %b10 ], [ %t0.sroa.55.0, %b5 ], !dbg !43
  %t244.sroa.66.1 = phi i32 [ 0, %b10 ], [ %t254, %b5 ], !dbg !43
  %t493 = lshr i32 %t252, 1, !dbg !46
  %t494 = zext i32 %t493 to i64, !dbg !47
  switch i32 %t244.sroa.66.1, label %b17 [
    i32 0, label %b16
    i32 1, label %b25
    i32 2, label %b27
  ], !dbg !33

b13:                                              ; preds = %b3
  br label %b5, !dbg !48

b15:                                              ; preds = %b3
  br label %b5, !dbg !49

b16:                                              ; preds = %b11
  br label %b17, !dbg !34

b17:                                              ; preds = %b11, %b27, %b25, %b16
  %t510 = phi i32 [ %t244.sroa.42.1, %b16 ], [ %t244.sroa.48.1, %b25 ], [ %t244.sroa.54.1, %b27 ], [ %t244.sroa.60.1, %b11 ]
  %t512 = add i32 %t244.sroa.66.1, 1, !dbg !35
  %t514 = icmp eq i32 %t512, 4, !dbg !36
  br i1 %t514, label %b18, label %b23, !dbg !36

b18:                                              ; preds = %b17
  %t517 = add i32 %t244.sroa.11.1, 1, !dbg !37
  %t519 = icmp eq i32 %t517, 0, !dbg !38
  br i1 %t519, label %b19, label %b22, !dbg !38

b19:                                              ; preds = %b18
  %t522 = add i32 %t244.sroa.19.2, 1, !dbg !39
  %t524 = icmp eq i32 %t522, 0, !dbg !40
  br i1 %t524, label %b20, label %b22, !dbg !40

b20:                                              ; preds = %b19
  %t527 = add i32 %t244.sroa.27.2, 1, !dbg !41
  %t529 = icmp eq i32 %t527, 0, !dbg !42
  %t532 = zext i1 %t529 to i32, !dbg !42
  %spec.select137 = add i32 %t244.sroa.35.2, %t532, !dbg !42
  br label %b22, !dbg !42

b22:                                              ; preds = %b20, %b19, %b18
  %t496.sroa.19.1 = phi i32 [ %t522, %b19 ], [ %t244.sroa.19.2, %b18 ], [ 0, %b20 ], !dbg !43
  %t496.sroa.27.1 = phi i32 [ %t244.sroa.27.2, %b19 ], [ %t244.sroa.27.2, %b18 ], [ %t527, %b20 ], !dbg !43
  %t496.sroa.35.1 = phi i32 [ %t244.sroa.35.2, %b19 ], [ %t244.sroa.35.2, %b18 ], [ %spec.select137, %b20 ], !dbg !43
  %t573 = zext i32 %t517 to i64, !dbg !21
  %t574 = mul nuw i64 %t573, 3528531795, !dbg !22
  %t575 = zext i32 %t496.sroa.27.1 to i64, !dbg !18
  %t576 = mul nuw i64 %t575, 3449720151, !dbg !19
  %t577 = lshr i64 %t576, 32, !dbg !20
  %t578 = trunc i64 %t577 to i32, !dbg !44
  %t579 = xor i32 %t496.sroa.19.1, %t14, !dbg !24
  %t580 = xor i32 %t579, %t578, !dbg !30
  %t582 = lshr i64 %t574, 32, !dbg !27
  %t584138 = xor i64 %t582, %t16, !dbg !23
  %t584 = trunc i64 %t584138 to i32, !dbg !23
  %t585 = xor i32 %t496.sroa.35.1, %t584, !dbg !26
  %t589 = zext i32 %t580 to i64, !dbg !21
  %t590 = mul nuw i64 %t589, 3528531795, !dbg !22
  %t591 = zext i32 %t585 to i64, !dbg !18
  %t592 = mul nuw i64 %t591, 3449720151, !dbg !19
  %t593 = lshr i64 %t592, 32, !dbg !20
  %t59598 = xor i64 %t576, %t77, !dbg !24
  %t598 = lshr i64 %t590, 32, !dbg !27
  %t60099 = xor i64 %t574, %t78, !dbg !23
  %t59598.masked = and i64 %t59598, 4294967295, !dbg !21
  %t605 = xor i64 %t59598.masked, %t593, !dbg !21
  %t606 = mul nuw i64 %t605, 3528531795, !dbg !22
  %t60099.masked = and i64 %t60099, 4294967295, !dbg !18
  %t607 = xor i64 %t60099.masked, %t598, !dbg !18
  %t608 = mul nuw i64 %t607, 3449720151, !dbg !19
  %t609 = lshr i64 %t608, 32, !dbg !20
  %t611100 = xor i64 %t592, %t93, !dbg !24
  %t614 = lshr i64 %t606, 32, !dbg !27
  %t616101 = xor i64 %t590, %t94, !dbg !23
  %t611100.masked = and i64 %t611100, 4294967295, !dbg !21
  %t621 = xor i64 %t611100.masked, %t609, !dbg !21
  %t622 = mul nuw i64 %t621, 3528531795, !dbg !22
  %t616101.masked = and i64 %t616101, 4294967295, !dbg !18
  %t623 = xor i64 %t616101.masked, %t614, !dbg !18
  %t624 = mul nuw i64 %t623, 3449720151, !dbg !19
  %t625 = lshr i64 %t624, 32, !dbg !20
  %t627102 = xor i64 %t608, %t109, !dbg !24
  %t630 = lshr i64 %t622, 32, !dbg !27
  %t632103 = xor i64 %t606, %t110, !dbg !23
  %t627102.masked = and i64 %t627102, 4294967295, !dbg !21
  %t637 = xor i64 %t627102.masked, %t625, !dbg !21
  %t638 = mul nuw i64 %t637, 3528531795, !dbg !22
  %t632103.masked = and i64 %t632103, 4294967295, !dbg !18
  %t639 = xor i64 %t632103.masked, %t630, !dbg !18
  %t640 = mul nuw i64 %t639, 3449720151, !dbg !19
  %t641 = lshr i64 %t640, 32, !dbg !20
  %t643104 = xor i64 %t624, %t125, !dbg !24
  %t646 = lshr i64 %t638, 32, !dbg !27
  %t648105 = xor i64 %t622, %t126, !dbg !23
  %t643104.masked = and i64 %t643104, 4294967295, !dbg !21
  %t653 = xor i64 %t643104.masked, %t641, !dbg !21
  %t654 = mul nuw i64 %t653, 3528531795, !dbg !22
  %t648105.masked = and i64 %t648105, 4294967295, !dbg !18
  %t655 = xor i64 %t648105.masked, %t646, !dbg !18
  %t656 = mul nuw i64 %t655, 3449720151, !dbg !19
  %t657 = lshr i64 %t656, 32, !dbg !20
  %t659106 = xor i64 %t640, %t141, !dbg !24
  %t662 = lshr i64 %t654, 32, !dbg !27
  %t664107 = xor i64 %t638, %t142, !dbg !23
  %t659106.masked = and i64 %t659106, 4294967295, !dbg !21
  %t669 = xor i64 %t659106.masked, %t657, !dbg !21
  %t670 = mul nuw i64 %t669, 3528531795, !dbg !22
  %t664107.masked = and i64 %t664107, 4294967295, !dbg !18
  %t671 = xor i64 %t664107.masked, %t662, !dbg !18
  %t672 = mul nuw i64 %t671, 3449720151, !dbg !19
  %t673 = lshr i64 %t672, 32, !dbg !20
  %t675108 = xor i64 %t656, %t157, !dbg !24
  %t678 = lshr i64 %t670, 32, !dbg !27
  %t680109 = xor i64 %t654, %t158, !dbg !23
  %t675108.masked = and i64 %t675108, 4294967295, !dbg !21
  %t685 = xor i64 %t675108.masked, %t673, !dbg !21
  %t686 = mul nuw i64 %t685, 3528531795, !dbg !22
  %t680109.masked = and i64 %t680109, 4294967295, !dbg !18
  %t687 = xor i64 %t680109.masked, %t678, !dbg !18
  %t688 = mul nuw i64 %t687, 3449720151, !dbg !19
  %t689 = lshr i64 %t688, 32, !dbg !20
  %t691110 = xor i64 %t672, %t173, !dbg !24
  %t694 = lshr i64 %t686, 32, !dbg !27
  %t696111 = xor i64 %t670, %t174, !dbg !23
  %t691110.masked = and i64 %t691110, 4294967295, !dbg !21
  %t701 = xor i64 %t691110.masked, %t689, !dbg !21
  %t702 = mul nuw i64 %t701, 3528531795, !dbg !22
  %t696111.masked = and i64 %t696111, 4294967295, !dbg !18
  %t703 = xor i64 %t696111.masked, %t694, !dbg !18
  %t704 = mul nuw i64 %t703, 3449720151, !dbg !19
  %t705 = lshr i64 %t704, 32, !dbg !20
  %t707112 = xor i64 %t688, %t189, !dbg !24
  %t710 = lshr i64 %t702, 32, !dbg !27
  %t712113 = xor i64 %t686, %t190, !dbg !23
  %t707112.masked = and i64 %t707112, 4294967295, !dbg !21
  %t717 = xor i64 %t707112.masked, %t705, !dbg !21
  %t718 = mul nuw i64 %t717, 3528531795, !dbg !22
  %t712113.masked = and i64 %t712113, 4294967295, !dbg !18
  %t719 = xor i64 %t712113.masked, %t710, !dbg !18
  %t720 = mul nuw i64 %t719, 3449720151, !dbg !19
  %t721 = lshr i64 %t720, 32, !dbg !20
  %t723114 = xor i64 %t721, %t704, !dbg !24
  %t723 = trunc i64 %t723114 to i32, !dbg !24
  %t724 = xor i32 %t205, %t723, !dbg !30
  %t725 = trunc i64 %t720 to i32, !dbg !29
  %t726 = lshr i64 %t718, 32, !dbg !27
  %t728115 = xor i64 %t726, %t702, !dbg !23
  %t728 = trunc i64 %t728115 to i32, !dbg !23
  %t729 = xor i32 %t206, %t728, !dbg !26
  %t730 = trunc i64 %t718 to i32, !dbg !28
  br label %b23, !dbg !45

b23:                                              ; preds = %b22, %b17
  %t496.sroa.11.1 = phi i32 [ %t517, %b22 ], [ %t244.sroa.11.1, %b17 ], !dbg !43
  %t496.sroa.19.2 = phi i32 [ %t496.sroa.19.1, %b22 ], [ %t244.sroa.19.2, %b17 ], !dbg !43
  %t496.sroa.27.2 = phi i32 [ %t496.sroa.27.1, %b22 ], [ %t244.sroa.27.2, %b17 ], !dbg !43
  %t496.sroa.35.2 = phi i32 [ %t496.sroa.35.1, %b22 ], [ %t244.sroa.35.2, %b17 ], !dbg !43
  %t496.sroa.42.1 = phi i32 [ %t724, %b22 ], [ %t244.sroa.42.1, %b17 ], !dbg !43
  %t496.sroa.48.1 = phi i32 [ %t725, %b22 ], [ %t244.sroa.48.1, %b17 ], !dbg !43
  %t496.sroa.54.1 = phi i32 [ %t729, %b22 ], [ %t244.sroa.54.1, %b17 ], !dbg !43
  %t496.sroa.60.1 = phi i32 [ %t730, %b22 ], [ %t244.sroa.60.1, %b17 ], !dbg !43
  %t496.sroa.66.1 = phi i32 [ 0, %b22 ], [ %t512, %b17 ], !dbg !43
  %t751 = lshr i32 %t510, 1, !dbg !50
  %t752 = zext i32 %t751 to i64, !dbg !51
  %t753 = mul nuw nsw i64 %t494, %t494, !dbg !52
  %t754 = mul nuw nsw i64 %t752, %t752, !dbg !53
  %t755 = add nuw nsw i64 %t754, %t753, !dbg !54
  %t756 = icmp ult i64 %t755, 4611686018427387904, !dbg !55
  %t763 = zext i1 %t756 to i64, !dbg !55
  %spec.select = add i64 %t241, %t763, !dbg !55
  %t765 = add nuw nsw i64 %t242, 1, !dbg !56
  %exitcond.not = icmp eq i64 %t765, %a1, !dbg !56
  br i1 %exitcond.not, label %b30, label %b3, !dbg !56

b25:                                              ; preds = %b11
  br label %b17, !dbg !48

b27:                                              ; preds = %b11
  br label %b17, !dbg !49

b30:                                              ; preds = %b23, %b2
  %t767 = phi i64 [ 0, %b2 ], [ %spec.select, %b23 ]
  %t769 = getelementptr inbounds i64, ptr addrspace(1) %a2, i64 %t8, !dbg !57
  store i64 %t767, ptr addrspace(1) %t769, align 8, !dbg !57
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { argmemonly nofree nosync nounwind writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
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
!10 = !DILocation(line: 69, column: 13, scope: !11)
!11 = !DILexicalBlockFile(scope: !4, file: !12, discriminator: 0)
!12 = !DIFile(filename: "rand.go", directory: "")
!13 = !DILocation(line: 69, column: 37, scope: !11)
!14 = !DILocation(line: 69, column: 31, scope: !11)
!15 = !DILocation(line: 35, column: 4, scope: !11)
!16 = !DILocation(line: 36, column: 4, scope: !11)
!17 = !DILocation(line: 36, column: 2, scope: !4)
!18 = !DILocation(line: 39, column: 34, scope: !11)
!19 = !DILocation(line: 39, column: 26, scope: !11)
!20 = !DILocation(line: 40, column: 29, scope: !11)
!21 = !DILocation(line: 38, column: 34, scope: !11)
!22 = !DILocation(line: 38, column: 26, scope: !11)
!23 = !DILocation(line: 40, column: 68, scope: !11)
!24 = !DILocation(line: 40, column: 34, scope: !11)
!25 = !DILocation(line: 70, column: 51, scope: !11)
!26 = !DILocation(line: 40, column: 71, scope: !11)
!27 = !DILocation(line: 40, column: 63, scope: !11)
!28 = !DILocation(line: 40, column: 82, scope: !11)
!29 = !DILocation(line: 40, column: 48, scope: !11)
!30 = !DILocation(line: 40, column: 37, scope: !11)
!31 = !DILocation(line: 70, column: 38, scope: !11)
!32 = !DILocation(line: 70, column: 13, scope: !11)
!33 = !DILocation(line: 136, column: 7, scope: !11)
!34 = !DILocation(line: 137, column: 9, scope: !11)
!35 = !DILocation(line: 143, column: 2, scope: !11)
!36 = !DILocation(line: 144, column: 9, scope: !11)
!37 = !DILocation(line: 145, column: 3, scope: !11)
!38 = !DILocation(line: 146, column: 11, scope: !11)
!39 = !DILocation(line: 147, column: 4, scope: !11)
!40 = !DILocation(line: 148, column: 12, scope: !11)
!41 = !DILocation(line: 149, column: 5, scope: !11)
!42 = !DILocation(line: 150, column: 13, scope: !11)
!43 = !DILocation(line: 0, scope: !11)
!44 = !DILocation(line: 40, column: 26, scope: !11)
!45 = !DILocation(line: 155, column: 3, scope: !11)
!46 = !DILocation(line: 39, column: 26, scope: !4)
!47 = !DILocation(line: 39, column: 14, scope: !4)
!48 = !DILocation(line: 139, column: 9, scope: !11)
!49 = !DILocation(line: 141, column: 9, scope: !11)
!50 = !DILocation(line: 40, column: 26, scope: !4)
!51 = !DILocation(line: 40, column: 14, scope: !4)
!52 = !DILocation(line: 41, column: 7, scope: !4)
!53 = !DILocation(line: 41, column: 11, scope: !4)
!54 = !DILocation(line: 41, column: 9, scope: !4)
!55 = !DILocation(line: 41, column: 14, scope: !4)
!56 = !DILocation(line: 37, column: 6, scope: !4)
!57 = !DILocation(line: 45, column: 6, scope: !4)

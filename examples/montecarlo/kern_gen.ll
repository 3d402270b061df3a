; kern module github.com/kernlab/kern/examples/montecarlo (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmontecarlo_2eHits(i64 %a0, i64 %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i64 %a4) local_unnamed_addr #0 !dbg !4 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.4 to i64, !dbg !7
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !7
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !7, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !7
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t6 = sext i32 %.9 to i64, !dbg !7
  %t7 = add nsw i64 %t4, %t6, !dbg !7
  %t9.not = icmp slt i64 %t7, %a3, !dbg !8
  br i1 %t9.not, label %b2, label %common.ret, !dbg !8

common.ret:                                       ; preds = %entry, %b30
  ret void, !dbg !9

b2:                                               ; preds = %entry
  %t11 = trunc i64 %a0 to i32, !dbg !10
  %t12 = lshr i64 %a0, 32, !dbg !13
  %t13 = trunc i64 %t12 to i32, !dbg !14
  %t24 = add i32 %t11, -1640531527, !dbg !15
  %t25 = add i32 %t13, -1150833019, !dbg !16
  %t39 = add i32 %t11, 1013904242, !dbg !15
  %t40 = add i32 %t13, 1993301258, !dbg !16
  %t55 = add i32 %t11, -626627285, !dbg !15
  %t56 = add i32 %t13, 842468239, !dbg !16
  %t71 = add i32 %t11, 2027808484, !dbg !15
  %t72 = add i32 %t13, -308364780, !dbg !16
  %t87 = add i32 %t11, 387276957, !dbg !15
  %t88 = add i32 %t13, -1459197799, !dbg !16
  %t103 = add i32 %t11, -1253254570, !dbg !15
  %t104 = add i32 %t13, 1684936478, !dbg !16
  %t119 = add i32 %t11, 1401181199, !dbg !15
  %t120 = add i32 %t13, 534103459, !dbg !16
  %t135 = add i32 %t11, -239350328, !dbg !15
  %t136 = add i32 %t13, -616729560, !dbg !16
  %t151 = add i32 %t11, -1879881855, !dbg !15
  %t152 = add i32 %t13, -1767562579, !dbg !16
  %t167 = icmp sgt i64 %a1, 0, !dbg !17
  br i1 %t167, label %b3.preheader, label %b30, !dbg !17

b3.preheader:                                     ; preds = %b2
  %t17 = and i64 %t7, 4294967295, !dbg !18
  %t18 = mul nuw i64 %t17, 3449720151, !dbg !19
  %t19 = lshr i64 %t18, 32, !dbg !20
  %a0.masked = and i64 %a0, 4294967295, !dbg !21
  %t26 = xor i64 %t19, %a0.masked, !dbg !21
  %t27 = mul nuw i64 %t26, 3528531795, !dbg !22
  %t35 = lshr i64 %t27, 32, !dbg !23
  %t36 = trunc i64 %t35 to i32, !dbg !24
  %t37 = xor i32 %t25, %t36, !dbg !25
  %t43 = zext i32 %t37 to i64, !dbg !18
  %t44 = mul nuw i64 %t43, 3449720151, !dbg !19
  %t45 = lshr i64 %t44, 32, !dbg !20
  %t15 = lshr i64 %t7, 32, !dbg !26
  %t23 = xor i64 %t15, %t12, !dbg !25
  %t29 = mul nuw i64 %t23, 3449720151, !dbg !19
  %t4712 = xor i64 %t45, %t29, !dbg !27
  %t47 = trunc i64 %t4712 to i32, !dbg !27
  %t48 = xor i32 %t39, %t47, !dbg !28
  %t57 = zext i32 %t48 to i64, !dbg !21
  %t58 = mul nuw i64 %t57, 3528531795, !dbg !22
  %t66 = lshr i64 %t58, 32, !dbg !23
  %t30 = lshr i64 %t29, 32, !dbg !20
  %t3211 = xor i64 %t30, %t18, !dbg !27
  %t32 = trunc i64 %t3211 to i32, !dbg !27
  %t33 = xor i32 %t24, %t32, !dbg !28
  %t41 = zext i32 %t33 to i64, !dbg !21
  %t42 = mul nuw i64 %t41, 3528531795, !dbg !22
  %t6815 = xor i64 %t66, %t42, !dbg !29
  %t68 = trunc i64 %t6815 to i32, !dbg !29
  %t69 = xor i32 %t56, %t68, !dbg !25
  %t75 = zext i32 %t69 to i64, !dbg !18
  %t76 = mul nuw i64 %t75, 3449720151, !dbg !19
  %t77 = lshr i64 %t76, 32, !dbg !20
  %t50 = lshr i64 %t42, 32, !dbg !23
  %t5213 = xor i64 %t50, %t27, !dbg !29
  %t52 = trunc i64 %t5213 to i32, !dbg !29
  %t53 = xor i32 %t40, %t52, !dbg !25
  %t59 = zext i32 %t53 to i64, !dbg !18
  %t60 = mul nuw i64 %t59, 3449720151, !dbg !19
  %t7916 = xor i64 %t77, %t60, !dbg !27
  %t79 = trunc i64 %t7916 to i32, !dbg !27
  %t80 = xor i32 %t71, %t79, !dbg !28
  %t89 = zext i32 %t80 to i64, !dbg !21
  %t90 = mul nuw i64 %t89, 3528531795, !dbg !22
  %t98 = lshr i64 %t90, 32, !dbg !23
  %t61 = lshr i64 %t60, 32, !dbg !20
  %t6314 = xor i64 %t61, %t44, !dbg !27
  %t63 = trunc i64 %t6314 to i32, !dbg !27
  %t64 = xor i32 %t55, %t63, !dbg !28
  %t73 = zext i32 %t64 to i64, !dbg !21
  %t74 = mul nuw i64 %t73, 3528531795, !dbg !22
  %t10019 = xor i64 %t98, %t74, !dbg !29
  %t100 = trunc i64 %t10019 to i32, !dbg !29
  %t101 = xor i32 %t88, %t100, !dbg !25
  %t107 = zext i32 %t101 to i64, !dbg !18
  %t108 = mul nuw i64 %t107, 3449720151, !dbg !19
  %t109 = lshr i64 %t108, 32, !dbg !20
  %t82 = lshr i64 %t74, 32, !dbg !23
  %t8417 = xor i64 %t82, %t58, !dbg !29
  %t84 = trunc i64 %t8417 to i32, !dbg !29
  %t85 = xor i32 %t72, %t84, !dbg !25
  %t91 = zext i32 %t85 to i64, !dbg !18
  %t92 = mul nuw i64 %t91, 3449720151, !dbg !19
  %t11120 = xor i64 %t109, %t92, !dbg !27
  %t111 = trunc i64 %t11120 to i32, !dbg !27
  %t112 = xor i32 %t103, %t111, !dbg !28
  %t121 = zext i32 %t112 to i64, !dbg !21
  %t122 = mul nuw i64 %t121, 3528531795, !dbg !22
  %t130 = lshr i64 %t122, 32, !dbg !23
  %t93 = lshr i64 %t92, 32, !dbg !20
  %t9518 = xor i64 %t93, %t76, !dbg !27
  %t95 = trunc i64 %t9518 to i32, !dbg !27
  %t96 = xor i32 %t87, %t95, !dbg !28
  %t105 = zext i32 %t96 to i64, !dbg !21
  %t106 = mul nuw i64 %t105, 3528531795, !dbg !22
  %t13223 = xor i64 %t130, %t106, !dbg !29
  %t132 = trunc i64 %t13223 to i32, !dbg !29
  %t133 = xor i32 %t120, %t132, !dbg !25
  %t139 = zext i32 %t133 to i64, !dbg !18
  %t140 = mul nuw i64 %t139, 3449720151, !dbg !19
  %t141 = lshr i64 %t140, 32, !dbg !20
  %t114 = lshr i64 %t106, 32, !dbg !23
  %t11621 = xor i64 %t114, %t90, !dbg !29
  %t116 = trunc i64 %t11621 to i32, !dbg !29
  %t117 = xor i32 %t104, %t116, !dbg !25
  %t123 = zext i32 %t117 to i64, !dbg !18
  %t124 = mul nuw i64 %t123, 3449720151, !dbg !19
  %t14324 = xor i64 %t141, %t124, !dbg !27
  %t143 = trunc i64 %t14324 to i32, !dbg !27
  %t144 = xor i32 %t135, %t143, !dbg !28
  %t153 = zext i32 %t144 to i64, !dbg !21
  %t154 = mul nuw i64 %t153, 3528531795, !dbg !22
  %t166 = trunc i64 %t154 to i32, !dbg !30
  %t162 = lshr i64 %t154, 32, !dbg !23
  %t125 = lshr i64 %t124, 32, !dbg !20
  %t12722 = xor i64 %t125, %t108, !dbg !27
  %t127 = trunc i64 %t12722 to i32, !dbg !27
  %t128 = xor i32 %t119, %t127, !dbg !28
  %t137 = zext i32 %t128 to i64, !dbg !21
  %t138 = mul nuw i64 %t137, 3528531795, !dbg !22
  %t16427 = xor i64 %t162, %t138, !dbg !29
  %t164 = trunc i64 %t16427 to i32, !dbg !29
  %t165 = xor i32 %t152, %t164, !dbg !25
  %t146 = lshr i64 %t138, 32, !dbg !23
  %t14825 = xor i64 %t146, %t122, !dbg !29
  %t148 = trunc i64 %t14825 to i32, !dbg !29
  %t149 = xor i32 %t136, %t148, !dbg !25
  %t155 = zext i32 %t149 to i64, !dbg !18
  %t156 = mul nuw i64 %t155, 3449720151, !dbg !19
  %t161 = trunc i64 %t156 to i32, !dbg !31
  %t157 = lshr i64 %t156, 32, !dbg !20
  %t15926 = xor i64 %t157, %t140, !dbg !27
  %t159 = trunc i64 %t15926 to i32, !dbg !27
  %t160 = xor i32 %t151, %t159, !dbg !28
  %t16 = trunc i64 %t15 to i32, !dbg !32
  %t14 = trunc i64 %t7 to i32, !dbg !33
  br label %b3, !dbg !34

b3:                                               ; preds = %b3.preheader, %b23
  %t168 = phi i32 [ %t500, %b23 ], [ 0, %b3.preheader ]
  %t169 = phi i32 [ %t501, %b23 ], [ 0, %b3.preheader ]
  %t170 = phi i32 [ %t502, %b23 ], [ %t14, %b3.preheader ]
  %t171 = phi i32 [ %t503, %b23 ], [ %t16, %b3.preheader ]
  %t172 = phi i32 [ %t504, %b23 ], [ %t160, %b3.preheader ]
  %t173 = phi i32 [ %t505, %b23 ], [ %t161, %b3.preheader ]
  %t174 = phi i32 [ %t506, %b23 ], [ %t165, %b3.preheader ]
  %t175 = phi i32 [ %t507, %b23 ], [ %t166, %b3.preheader ]
  %t176 = phi i32 [ %t508, %b23 ], [ 0, %b3.preheader ]
  %t177 = phi i64 [ %spec.select2, %b23 ], [ 0, %b3.preheader ]
  %t178 = phi i64 [ %t519, %b23 ], [ 0, %b3.preheader ]
  switch i32 %t176, label %b5.fold.split [
    i32 0, label %b5
    i32 1, label %b13
    i32 2, label %b15
  ], !dbg !34

b5.fold.split:                                    ; preds = %b3
  br label %b5, !dbg !35

b5:                                               ; preds = %b3, %b5.fold.split, %b15, %b13
  %t180 = phi i32 [ %t173, %b13 ], [ %t174, %b15 ], [ %t172, %b3 ], [ %t175, %b5.fold.split ]
  %t181 = add i32 %t176, 1, !dbg !35
  %t182 = icmp eq i32 %t181, 4, !dbg !36
  br i1 %t182, label %b6, label %b11, !dbg !36

b6:                                               ; preds = %b5
  %t183 = add i32 %t168, 1, !dbg !37
  %t184 = icmp eq i32 %t183, 0, !dbg !38
  br i1 %t184, label %b7, label %b10, !dbg !38

b7:                                               ; preds = %b6
  %t185 = add i32 %t169, 1, !dbg !39
  %t186 = icmp eq i32 %t185, 0, !dbg !40
  br i1 %t186, label %b8, label %b10, !dbg !40

b8:                                               ; preds = %b7
  %t187 = add i32 %t170, 1, !dbg !41
  %t188 = icmp eq i32 %t187, 0, !dbg !42
  %t189 = zext i1 %t188 to i32, !dbg !42
  %spec.select = add i32 %t171, %t189, !dbg !42
  br label %b10, !dbg !42

b10:                                              ; preds = %b8, %b7, %b6
  %t190 = phi i32 [ %t169, %b6 ], [ %t185, %b7 ], [ 0, %b8 ]
  %t191 = phi i32 [ %t170, %b6 ], [ %t170, %b7 ], [ %t187, %b8 ]
  %t192 = phi i32 [ %t171, %b6 ], [ %t171, %b7 ], [ %spec.select, %b8 ]
  %t193 = zext i32 %t183 to i64, !dbg !21
  %t194 = mul nuw i64 %t193, 3528531795, !dbg !22
  %t195 = zext i32 %t191 to i64, !dbg !18
  %t196 = mul nuw i64 %t195, 3449720151, !dbg !19
  %t197 = lshr i64 %t196, 32, !dbg !20
  %t198 = trunc i64 %t197 to i32, !dbg !43
  %t199 = xor i32 %t190, %t11, !dbg !27
  %t200 = xor i32 %t199, %t198, !dbg !28
  %t202 = lshr i64 %t194, 32, !dbg !23
  %t20465 = xor i64 %t202, %t12, !dbg !29
  %t204 = trunc i64 %t20465 to i32, !dbg !29
  %t205 = xor i32 %t192, %t204, !dbg !25
  %t207 = zext i32 %t200 to i64, !dbg !21
  %t208 = mul nuw i64 %t207, 3528531795, !dbg !22
  %t209 = zext i32 %t205 to i64, !dbg !18
  %t210 = mul nuw i64 %t209, 3449720151, !dbg !19
  %t211 = lshr i64 %t210, 32, !dbg !20
  %t21346 = xor i64 %t211, %t196, !dbg !27
  %t213 = trunc i64 %t21346 to i32, !dbg !27
  %t214 = xor i32 %t24, %t213, !dbg !28
  %t216 = lshr i64 %t208, 32, !dbg !23
  %t21847 = xor i64 %t216, %t194, !dbg !29
  %t218 = trunc i64 %t21847 to i32, !dbg !29
  %t219 = xor i32 %t25, %t218, !dbg !25
  %t221 = zext i32 %t214 to i64, !dbg !21
  %t222 = mul nuw i64 %t221, 3528531795, !dbg !22
  %t223 = zext i32 %t219 to i64, !dbg !18
  %t224 = mul nuw i64 %t223, 3449720151, !dbg !19
  %t225 = lshr i64 %t224, 32, !dbg !20
  %t22748 = xor i64 %t225, %t210, !dbg !27
  %t227 = trunc i64 %t22748 to i32, !dbg !27
  %t228 = xor i32 %t39, %t227, !dbg !28
  %t230 = lshr i64 %t222, 32, !dbg !23
  %t23249 = xor i64 %t230, %t208, !dbg !29
  %t232 = trunc i64 %t23249 to i32, !dbg !29
  %t233 = xor i32 %t40, %t232, !dbg !25
  %t235 = zext i32 %t228 to i64, !dbg !21
  %t236 = mul nuw i64 %t235, 3528531795, !dbg !22
  %t237 = zext i32 %t233 to i64, !dbg !18
  %t238 = mul nuw i64 %t237, 3449720151, !dbg !19
  %t239 = lshr i64 %t238, 32, !dbg !20
  %t24150 = xor i64 %t239, %t224, !dbg !27
  %t241 = trunc i64 %t24150 to i32, !dbg !27
  %t242 = xor i32 %t55, %t241, !dbg !28
  %t244 = lshr i64 %t236, 32, !dbg !23
  %t24651 = xor i64 %t244, %t222, !dbg !29
  %t246 = trunc i64 %t24651 to i32, !dbg !29
  %t247 = xor i32 %t56, %t246, !dbg !25
  %t249 = zext i32 %t242 to i64, !dbg !21
  %t250 = mul nuw i64 %t249, 3528531795, !dbg !22
  %t251 = zext i32 %t247 to i64, !dbg !18
  %t252 = mul nuw i64 %t251, 3449720151, !dbg !19
  %t253 = lshr i64 %t252, 32, !dbg !20
  %t25552 = xor i64 %t253, %t238, !dbg !27
  %t255 = trunc i64 %t25552 to i32, !dbg !27
  %t256 = xor i32 %t71, %t255, !dbg !28
  %t258 = lshr i64 %t250, 32, !dbg !23
  %t26053 = xor i64 %t258, %t236, !dbg !29
  %t260 = trunc i64 %t26053 to i32, !dbg !29
  %t261 = xor i32 %t72, %t260, !dbg !25
  %t263 = zext i32 %t256 to i64, !dbg !21
  %t264 = mul nuw i64 %t263, 3528531795, !dbg !22
  %t265 = zext i32 %t261 to i64, !dbg !18
  %t266 = mul nuw i64 %t265, 3449720151, !dbg !19
  %t267 = lshr i64 %t266, 32, !dbg !20
  %t26954 = xor i64 %t267, %t252, !dbg !27
  %t269 = trunc i64 %t26954 to i32, !dbg !27
  %t270 = xor i32 %t87, %t269, !dbg !28
  %t272 = lshr i64 %t264, 32, !dbg !23
  %t27455 = xor i64 %t272, %t250, !dbg !29
  %t274 = trunc i64 %t27455 to i32, !dbg !29
  %t275 = xor i32 %t88, %t274, !dbg !25
  %t277 = zext i32 %t270 to i64, !dbg !21
  %t278 = mul nuw i64 %t277, 3528531795, !dbg !22
  %t279 = zext i32 %t275 to i64, !dbg !18
  %t280 = mul nuw i64 %t279, 3449720151, !dbg !19
  %t281 = lshr i64 %t280, 32, !dbg !20
  %t28356 = xor i64 %t281, %t266, !dbg !27
  %t283 = trunc i64 %t28356 to i32, !dbg !27
  %t284 = xor i32 %t103, %t283, !dbg !28
  %t286 = lshr i64 %t278, 32, !dbg !23
  %t28857 = xor i64 %t286, %t264, !dbg !29
  %t288 = trunc i64 %t28857 to i32, !dbg !29
  %t289 = xor i32 %t104, %t288, !dbg !25
  %t291 = zext i32 %t284 to i64, !dbg !21
  %t292 = mul nuw i64 %t291, 3528531795, !dbg !22
  %t293 = zext i32 %t289 to i64, !dbg !18
  %t294 = mul nuw i64 %t293, 3449720151, !dbg !19
  %t295 = lshr i64 %t294, 32, !dbg !20
  %t29758 = xor i64 %t295, %t280, !dbg !27
  %t297 = trunc i64 %t29758 to i32, !dbg !27
  %t298 = xor i32 %t119, %t297, !dbg !28
  %t300 = lshr i64 %t292, 32, !dbg !23
  %t30259 = xor i64 %t300, %t278, !dbg !29
  %t302 = trunc i64 %t30259 to i32, !dbg !29
  %t303 = xor i32 %t120, %t302, !dbg !25
  %t305 = zext i32 %t298 to i64, !dbg !21
  %t306 = mul nuw i64 %t305, 3528531795, !dbg !22
  %t307 = zext i32 %t303 to i64, !dbg !18
  %t308 = mul nuw i64 %t307, 3449720151, !dbg !19
  %t309 = lshr i64 %t308, 32, !dbg !20
  %t31160 = xor i64 %t309, %t294, !dbg !27
  %t311 = trunc i64 %t31160 to i32, !dbg !27
  %t312 = xor i32 %t135, %t311, !dbg !28
  %t314 = lshr i64 %t306, 32, !dbg !23
  %t31661 = xor i64 %t314, %t292, !dbg !29
  %t316 = trunc i64 %t31661 to i32, !dbg !29
  %t317 = xor i32 %t136, %t316, !dbg !25
  %t319 = zext i32 %t312 to i64, !dbg !21
  %t320 = mul nuw i64 %t319, 3528531795, !dbg !22
  %t321 = zext i32 %t317 to i64, !dbg !18
  %t322 = mul nuw i64 %t321, 3449720151, !dbg !19
  %t323 = lshr i64 %t322, 32, !dbg !20
  %t32562 = xor i64 %t323, %t308, !dbg !27
  %t325 = trunc i64 %t32562 to i32, !dbg !27
  %t326 = xor i32 %t151, %t325, !dbg !28
  %t327 = trunc i64 %t322 to i32, !dbg !31
  %t328 = lshr i64 %t320, 32, !dbg !23
  %t33063 = xor i64 %t328, %t306, !dbg !29
  %t330 = trunc i64 %t33063 to i32, !dbg !29
  %t331 = xor i32 %t152, %t330, !dbg !25
  %t332 = trunc i64 %t320 to i32, !dbg !30
  br label %b11, !dbg !44

b11:                                              ; preds = %b10, %b5
  %t333 = phi i32 [ %t168, %b5 ], [ %t183, %b10 ]
  %t334 = phi i32 [ %t169, %b5 ], [ %t190, %b10 ]
  %t335 = phi i32 [ %t170, %b5 ], [ %t191, %b10 ]
  %t336 = phi i32 [ %t171, %b5 ], [ %t192, %b10 ]
  %t337 = phi i32 [ %t172, %b5 ], [ %t326, %b10 ]
  %t338 = phi i32 [ %t173, %b5 ], [ %t327, %b10 ]
  %t339 = phi i32 [ %t174, %b5 ], [ %t331, %b10 ]
  %t340 = phi i32 [ %t175, %b5 ], [ %t332, %b10 ]
  %t341 = phi i32 [ %t181, %b5 ], [ 0, %b10 ]
  %t342 = lshr i32 %t180, 1, !dbg !45
  %t343 = zext i32 %t342 to i64, !dbg !46
  switch i32 %t341, label %b17.fold.split [
    i32 0, label %b17
    i32 1, label %b25
    i32 2, label %b27
  ], !dbg !34

b13:                                              ; preds = %b3
  br label %b5, !dbg !47

b15:                                              ; preds = %b3
  br label %b5, !dbg !48

b17.fold.split:                                   ; preds = %b11
  br label %b17, !dbg !35

b17:                                              ; preds = %b11, %b17.fold.split, %b27, %b25
  %t347 = phi i32 [ %t338, %b25 ], [ %t339, %b27 ], [ %t337, %b11 ], [ %t340, %b17.fold.split ]
  %t348 = add i32 %t341, 1, !dbg !35
  %t349 = icmp eq i32 %t348, 4, !dbg !36
  br i1 %t349, label %b18, label %b23, !dbg !36

b18:                                              ; preds = %b17
  %t350 = add i32 %t333, 1, !dbg !37
  %t351 = icmp eq i32 %t350, 0, !dbg !38
  br i1 %t351, label %b19, label %b22, !dbg !38

b19:                                              ; preds = %b18
  %t352 = add i32 %t334, 1, !dbg !39
  %t353 = icmp eq i32 %t352, 0, !dbg !40
  br i1 %t353, label %b20, label %b22, !dbg !40

b20:                                              ; preds = %b19
  %t354 = add i32 %t335, 1, !dbg !41
  %t355 = icmp eq i32 %t354, 0, !dbg !42
  %t356 = zext i1 %t355 to i32, !dbg !42
  %spec.select1 = add i32 %t336, %t356, !dbg !42
  br label %b22, !dbg !42

b22:                                              ; preds = %b20, %b19, %b18
  %t357 = phi i32 [ %t334, %b18 ], [ %t352, %b19 ], [ 0, %b20 ]
  %t358 = phi i32 [ %t335, %b18 ], [ %t335, %b19 ], [ %t354, %b20 ]
  %t359 = phi i32 [ %t336, %b18 ], [ %t336, %b19 ], [ %spec.select1, %b20 ]
  %t360 = zext i32 %t350 to i64, !dbg !21
  %t361 = mul nuw i64 %t360, 3528531795, !dbg !22
  %t362 = zext i32 %t358 to i64, !dbg !18
  %t363 = mul nuw i64 %t362, 3449720151, !dbg !19
  %t364 = lshr i64 %t363, 32, !dbg !20
  %t365 = trunc i64 %t364 to i32, !dbg !43
  %t366 = xor i32 %t357, %t11, !dbg !27
  %t367 = xor i32 %t366, %t365, !dbg !28
  %t369 = lshr i64 %t361, 32, !dbg !23
  %t37164 = xor i64 %t369, %t12, !dbg !29
  %t371 = trunc i64 %t37164 to i32, !dbg !29
  %t372 = xor i32 %t359, %t371, !dbg !25
  %t374 = zext i32 %t367 to i64, !dbg !21
  %t375 = mul nuw i64 %t374, 3528531795, !dbg !22
  %t376 = zext i32 %t372 to i64, !dbg !18
  %t377 = mul nuw i64 %t376, 3449720151, !dbg !19
  %t378 = lshr i64 %t377, 32, !dbg !20
  %t38028 = xor i64 %t378, %t363, !dbg !27
  %t380 = trunc i64 %t38028 to i32, !dbg !27
  %t381 = xor i32 %t24, %t380, !dbg !28
  %t383 = lshr i64 %t375, 32, !dbg !23
  %t38529 = xor i64 %t383, %t361, !dbg !29
  %t385 = trunc i64 %t38529 to i32, !dbg !29
  %t386 = xor i32 %t25, %t385, !dbg !25
  %t388 = zext i32 %t381 to i64, !dbg !21
  %t389 = mul nuw i64 %t388, 3528531795, !dbg !22
  %t390 = zext i32 %t386 to i64, !dbg !18
  %t391 = mul nuw i64 %t390, 3449720151, !dbg !19
  %t392 = lshr i64 %t391, 32, !dbg !20
  %t39430 = xor i64 %t392, %t377, !dbg !27
  %t394 = trunc i64 %t39430 to i32, !dbg !27
  %t395 = xor i32 %t39, %t394, !dbg !28
  %t397 = lshr i64 %t389, 32, !dbg !23
  %t39931 = xor i64 %t397, %t375, !dbg !29
  %t399 = trunc i64 %t39931 to i32, !dbg !29
  %t400 = xor i32 %t40, %t399, !dbg !25
  %t402 = zext i32 %t395 to i64, !dbg !21
  %t403 = mul nuw i64 %t402, 3528531795, !dbg !22
  %t404 = zext i32 %t400 to i64, !dbg !18
  %t405 = mul nuw i64 %t404, 3449720151, !dbg !19
  %t406 = lshr i64 %t405, 32, !dbg !20
  %t40832 = xor i64 %t406, %t391, !dbg !27
  %t408 = trunc i64 %t40832 to i32, !dbg !27
  %t409 = xor i32 %t55, %t408, !dbg !28
  %t411 = lshr i64 %t403, 32, !dbg !23
  %t41333 = xor i64 %t411, %t389, !dbg !29
  %t413 = trunc i64 %t41333 to i32, !dbg !29
  %t414 = xor i32 %t56, %t413, !dbg !25
  %t416 = zext i32 %t409 to i64, !dbg !21
  %t417 = mul nuw i64 %t416, 3528531795, !dbg !22
  %t418 = zext i32 %t414 to i64, !dbg !18
  %t419 = mul nuw i64 %t418, 3449720151, !dbg !19
  %t420 = lshr i64 %t419, 32, !dbg !20
  %t42234 = xor i64 %t420, %t405, !dbg !27
  %t422 = trunc i64 %t42234 to i32, !dbg !27
  %t423 = xor i32 %t71, %t422, !dbg !28
  %t425 = lshr i64 %t417, 32, !dbg !23
  %t42735 = xor i64 %t425, %t403, !dbg !29
  %t427 = trunc i64 %t42735 to i32, !dbg !29
  %t428 = xor i32 %t72, %t427, !dbg !25
  %t430 = zext i32 %t423 to i64, !dbg !21
  %t431 = mul nuw i64 %t430, 3528531795, !dbg !22
  %t432 = zext i32 %t428 to i64, !dbg !18
  %t433 = mul nuw i64 %t432, 3449720151, !dbg !19
  %t434 = lshr i64 %t433, 32, !dbg !20
  %t43636 = xor i64 %t434, %t419, !dbg !27
  %t436 = trunc i64 %t43636 to i32, !dbg !27
  %t437 = xor i32 %t87, %t436, !dbg !28
  %t439 = lshr i64 %t431, 32, !dbg !23
  %t44137 = xor i64 %t439, %t417, !dbg !29
  %t441 = trunc i64 %t44137 to i32, !dbg !29
  %t442 = xor i32 %t88, %t441, !dbg !25
  %t444 = zext i32 %t437 to i64, !dbg !21
  %t445 = mul nuw i64 %t444, 3528531795, !dbg !22
  %t446 = zext i32 %t442 to i64, !dbg !18
  %t447 = mul nuw i64 %t446, 3449720151, !dbg !19
  %t448 = lshr i64 %t447, 32, !dbg !20
  %t45038 = xor i64 %t448, %t433, !dbg !27
  %t450 = trunc i64 %t45038 to i32, !dbg !27
  %t451 = xor i32 %t103, %t450, !dbg !28
  %t453 = lshr i64 %t445, 32, !dbg !23
  %t45539 = xor i64 %t453, %t431, !dbg !29
  %t455 = trunc i64 %t45539 to i32, !dbg !29
  %t456 = xor i32 %t104, %t455, !dbg !25
  %t458 = zext i32 %t451 to i64, !dbg !21
  %t459 = mul nuw i64 %t458, 3528531795, !dbg !22
  %t460 = zext i32 %t456 to i64, !dbg !18
  %t461 = mul nuw i64 %t460, 3449720151, !dbg !19
  %t462 = lshr i64 %t461, 32, !dbg !20
  %t46440 = xor i64 %t462, %t447, !dbg !27
  %t464 = trunc i64 %t46440 to i32, !dbg !27
  %t465 = xor i32 %t119, %t464, !dbg !28
  %t467 = lshr i64 %t459, 32, !dbg !23
  %t46941 = xor i64 %t467, %t445, !dbg !29
  %t469 = trunc i64 %t46941 to i32, !dbg !29
  %t470 = xor i32 %t120, %t469, !dbg !25
  %t472 = zext i32 %t465 to i64, !dbg !21
  %t473 = mul nuw i64 %t472, 3528531795, !dbg !22
  %t474 = zext i32 %t470 to i64, !dbg !18
  %t475 = mul nuw i64 %t474, 3449720151, !dbg !19
  %t476 = lshr i64 %t475, 32, !dbg !20
  %t47842 = xor i64 %t476, %t461, !dbg !27
  %t478 = trunc i64 %t47842 to i32, !dbg !27
  %t479 = xor i32 %t135, %t478, !dbg !28
  %t481 = lshr i64 %t473, 32, !dbg !23
  %t48343 = xor i64 %t481, %t459, !dbg !29
  %t483 = trunc i64 %t48343 to i32, !dbg !29
  %t484 = xor i32 %t136, %t483, !dbg !25
  %t486 = zext i32 %t479 to i64, !dbg !21
  %t487 = mul nuw i64 %t486, 3528531795, !dbg !22
  %t488 = zext i32 %t484 to i64, !dbg !18
  %t489 = mul nuw i64 %t488, 3449720151, !dbg !19
  %t490 = lshr i64 %t489, 32, !dbg !20
  %t49244 = xor i64 %t490, %t475, !dbg !27
  %t492 = trunc i64 %t49244 to i32, !dbg !27
  %t493 = xor i32 %t151, %t492, !dbg !28
  %t494 = trunc i64 %t489 to i32, !dbg !31
  %t495 = lshr i64 %t487, 32, !dbg !23
  %t49745 = xor i64 %t495, %t473, !dbg !29
  %t497 = trunc i64 %t49745 to i32, !dbg !29
  %t498 = xor i32 %t152, %t497, !dbg !25
  %t499 = trunc i64 %t487 to i32, !dbg !30
  br label %b23, !dbg !44

b23:                                              ; preds = %b22, %b17
  %t500 = phi i32 [ %t333, %b17 ], [ %t350, %b22 ]
  %t501 = phi i32 [ %t334, %b17 ], [ %t357, %b22 ]
  %t502 = phi i32 [ %t335, %b17 ], [ %t358, %b22 ]
  %t503 = phi i32 [ %t336, %b17 ], [ %t359, %b22 ]
  %t504 = phi i32 [ %t337, %b17 ], [ %t493, %b22 ]
  %t505 = phi i32 [ %t338, %b17 ], [ %t494, %b22 ]
  %t506 = phi i32 [ %t339, %b17 ], [ %t498, %b22 ]
  %t507 = phi i32 [ %t340, %b17 ], [ %t499, %b22 ]
  %t508 = phi i32 [ %t348, %b17 ], [ 0, %b22 ]
  %t509 = lshr i32 %t347, 1, !dbg !49
  %t510 = zext i32 %t509 to i64, !dbg !50
  %t511 = mul nuw nsw i64 %t343, %t343, !dbg !51
  %t512 = mul nuw nsw i64 %t510, %t510, !dbg !52
  %t513 = add nuw nsw i64 %t512, %t511, !dbg !53
  %t514 = icmp ult i64 %t513, 4611686018427387904, !dbg !54
  %t517 = zext i1 %t514 to i64, !dbg !54
  %spec.select2 = add i64 %t177, %t517, !dbg !54
  %t519 = add nuw nsw i64 %t178, 1, !dbg !55
  %exitcond.not = icmp eq i64 %t519, %a1, !dbg !55
  br i1 %exitcond.not, label %b30, label %b3, !dbg !55

b25:                                              ; preds = %b11
  br label %b17, !dbg !47

b27:                                              ; preds = %b11
  br label %b17, !dbg !48

b30:                                              ; preds = %b23, %b2
  %t521 = phi i64 [ 0, %b2 ], [ %spec.select2, %b23 ]
  %t523 = getelementptr inbounds i64, ptr addrspace(1) %a2, i64 %t7, !dbg !56
  store i64 %t521, ptr addrspace(1) %t523, align 8, !dbg !56
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
!23 = !DILocation(line: 40, column: 63, scope: !11)
!24 = !DILocation(line: 40, column: 60, scope: !11)
!25 = !DILocation(line: 40, column: 71, scope: !11)
!26 = !DILocation(line: 70, column: 51, scope: !11)
!27 = !DILocation(line: 40, column: 34, scope: !11)
!28 = !DILocation(line: 40, column: 37, scope: !11)
!29 = !DILocation(line: 40, column: 68, scope: !11)
!30 = !DILocation(line: 40, column: 82, scope: !11)
!31 = !DILocation(line: 40, column: 48, scope: !11)
!32 = !DILocation(line: 70, column: 38, scope: !11)
!33 = !DILocation(line: 70, column: 13, scope: !11)
!34 = !DILocation(line: 136, column: 7, scope: !11)
!35 = !DILocation(line: 143, column: 2, scope: !11)
!36 = !DILocation(line: 144, column: 9, scope: !11)
!37 = !DILocation(line: 145, column: 3, scope: !11)
!38 = !DILocation(line: 146, column: 11, scope: !11)
!39 = !DILocation(line: 147, column: 4, scope: !11)
!40 = !DILocation(line: 148, column: 12, scope: !11)
!41 = !DILocation(line: 149, column: 5, scope: !11)
!42 = !DILocation(line: 150, column: 13, scope: !11)
!43 = !DILocation(line: 40, column: 26, scope: !11)
!44 = !DILocation(line: 155, column: 3, scope: !11)
!45 = !DILocation(line: 39, column: 26, scope: !4)
!46 = !DILocation(line: 39, column: 14, scope: !4)
!47 = !DILocation(line: 139, column: 9, scope: !11)
!48 = !DILocation(line: 141, column: 9, scope: !11)
!49 = !DILocation(line: 40, column: 26, scope: !4)
!50 = !DILocation(line: 40, column: 14, scope: !4)
!51 = !DILocation(line: 41, column: 7, scope: !4)
!52 = !DILocation(line: 41, column: 11, scope: !4)
!53 = !DILocation(line: 41, column: 9, scope: !4)
!54 = !DILocation(line: 41, column: 14, scope: !4)
!55 = !DILocation(line: 37, column: 6, scope: !4)
!56 = !DILocation(line: 45, column: 6, scope: !4)

; kern module github.com/kernlab/kern/internal/testing/nbflow (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbflow_2eFlowControl(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.16 to i64, !dbg !7
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !7
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !7, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !7
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t6 = sext i32 %.21 to i64, !dbg !7
  %t7 = add nsw i64 %t4, %t6, !dbg !7
  %t9 = icmp slt i64 %t7, %a1, !dbg !8
  br i1 %t9, label %b1, label %b112, !dbg !8

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !9
  %.22 = load i64, ptr addrspace(1) %t11, align 8, !dbg !9, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t7, !dbg !10
  %.23 = load i64, ptr addrspace(1) %t14, align 8, !dbg !10, !amdgpu.noclobber !6
  %.23.fr = freeze i64 %.23, !dbg !11
  %t17 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t7, !dbg !12
  %.24 = load i64, ptr addrspace(1) %t17, align 8, !dbg !12, !amdgpu.noclobber !6
  switch i64 %.22, label %b5.fold.split [
    i64 0, label %b2
    i64 1, label %b7
    i64 2, label %b15.preheader
    i64 3, label %b20
    i64 4, label %b25
    i64 5, label %b31
    i64 6, label %b35
    i64 7, label %b44
    i64 8, label %b49.preheader
    i64 9, label %b57.preheader
    i64 10, label %b62.preheader
    i64 11, label %b67.preheader
    i64 12, label %b73
    i64 13, label %b77.preheader
    i64 14, label %b5
    i64 15, label %b85
    i64 16, label %b91
    i64 17, label %b101
    i64 18, label %b104
    i64 19, label %b107
  ], !dbg !13

b62.preheader:                                    ; preds = %b1
  br label %b5, !dbg !14

b15.preheader:                                    ; preds = %b1
  br label %b5, !dbg !14

b77.preheader:                                    ; preds = %b1
  %t15868 = icmp sgt i64 %.23.fr, 0, !dbg !15
  br i1 %t15868, label %b78, label %b5, !dbg !15

b67.preheader:                                    ; preds = %b1
  %t14377 = icmp sgt i64 %.23.fr, 0, !dbg !16
  br i1 %t14377, label %b68.preheader.preheader, label %b5, !dbg !16

b68.preheader.preheader:                          ; preds = %b67.preheader
  %0 = add i64 %.24, -2, !dbg !17
  br label %b68.preheader, !dbg !17

b57.preheader:                                    ; preds = %b1
  %t13282 = icmp sgt i64 %.23.fr, 0, !dbg !18
  br i1 %t13282, label %b58.preheader, label %b5, !dbg !18

b58.preheader:                                    ; preds = %b57.preheader
  %1 = add nsw i64 %.23.fr, -1, !dbg !18
  %2 = zext i64 %1 to i65, !dbg !18
  %3 = add nsw i64 %.23.fr, -2, !dbg !18
  %4 = zext i64 %3 to i65, !dbg !18
  %5 = mul i65 %2, %4, !dbg !18
  %6 = lshr i65 %5, 1, !dbg !18
  %7 = trunc i65 %6 to i64, !dbg !18
  %8 = add i64 %.23.fr, %7, !dbg !18
  %9 = add i64 %8, -1, !dbg !18
  br label %b5, !dbg !14

b49.preheader:                                    ; preds = %b1
  %t12386 = icmp sgt i64 %.23.fr, 0, !dbg !19
  br i1 %t12386, label %b50.preheader, label %b5, !dbg !19

b50.preheader:                                    ; preds = %b49.preheader
  %10 = add nsw i64 %.23.fr, -1, !dbg !11
  %.not = icmp ugt i64 %.24, %10, !dbg !11
  br label %b50, !dbg !11

b2:                                               ; preds = %b1
  %t21.not = icmp slt i64 %.23.fr, 1, !dbg !20
  br i1 %t21.not, label %b5, label %b3.preheader, !dbg !20

b3.preheader:                                     ; preds = %b2
  %11 = add nsw i64 %.23.fr, -1, !dbg !21
  %12 = zext i64 %11 to i65, !dbg !21
  %13 = add nsw i64 %.23.fr, -2, !dbg !21
  %14 = zext i64 %13 to i65, !dbg !21
  %15 = mul i65 %12, %14, !dbg !21
  %16 = lshr i65 %15, 1, !dbg !21
  %17 = trunc i65 %16 to i64, !dbg !21
  %18 = add i64 %.23.fr, %17, !dbg !21
  %19 = add i64 %18, -1, !dbg !21
  br label %b5, !dbg !14

b5.fold.split:                                    ; preds = %b1
  br label %b5, !dbg !14

b5:                                               ; preds = %b78, %b73, %b67.loopexit, %b50, %b26, %b21, %b107, %b31, %b49.preheader, %b54.loopexit, %b62.preheader, %b58.preheader, %b124, %b120, %b15.preheader, %b11.preheader, %b3.preheader, %b77.preheader, %b67.preheader, %b57.preheader, %b92, %b85, %b104, %b101, %b1, %b5.fold.split, %b97, %b44, %b40, %b25, %b20, %b7, %b2
  %t28 = phi i64 [ 0, %b2 ], [ 0, %b7 ], [ 0, %b20 ], [ 0, %b25 ], [ 0, %b40 ], [ 0, %b44 ], [ 1, %b1 ], [ %.45, %b97 ], [ %spec.select46, %b101 ], [ %spec.select47, %b104 ], [ 0, %b5.fold.split ], [ %spec.select50, %b85 ], [ %spec.select51, %b92 ], [ 0, %b57.preheader ], [ 0, %b67.preheader ], [ 0, %b77.preheader ], [ %19, %b3.preheader ], [ %40, %b11.preheader ], [ 100, %b15.preheader ], [ %smax104, %b120 ], [ %65, %b124 ], [ %9, %b58.preheader ], [ %.23.fr, %b62.preheader ], [ -2, %b49.preheader ], [ %phi.bo107, %b54.loopexit ], [ 0, %b31 ], [ %.23.fr, %b107 ], [ %t65, %b21 ], [ %spec.select, %b26 ], [ %.24, %b50 ], [ %t144.lcssa, %b67.loopexit ], [ %t154, %b73 ], [ %t157.be, %b78 ]
  %t29 = phi i64 [ 0, %b2 ], [ 0, %b7 ], [ 0, %b20 ], [ 0, %b25 ], [ 0, %b40 ], [ 0, %b44 ], [ 0, %b1 ], [ 0, %b97 ], [ 0, %b101 ], [ 0, %b104 ], [ 0, %b5.fold.split ], [ 0, %b85 ], [ 0, %b92 ], [ 0, %b57.preheader ], [ 0, %b67.preheader ], [ 0, %b77.preheader ], [ 0, %b3.preheader ], [ 0, %b11.preheader ], [ 0, %b15.preheader ], [ 0, %b120 ], [ 0, %b124 ], [ 0, %b58.preheader ], [ 0, %b62.preheader ], [ 0, %b49.preheader ], [ 0, %b54.loopexit ], [ 0, %b31 ], [ %.23.fr, %b107 ], [ 0, %b21 ], [ 0, %b26 ], [ 0, %b50 ], [ 0, %b67.loopexit ], [ 0, %b73 ], [ 0, %b78 ]
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t7, !dbg !14
  store i64 %t28, ptr addrspace(1) %t31, align 8, !dbg !14
  %t33 = getelementptr inbounds i64, ptr addrspace(1) %a12, i64 %t7, !dbg !22
  store i64 %t29, ptr addrspace(1) %t33, align 8, !dbg !22
  br label %b112, !dbg !22

b7:                                               ; preds = %b1
  %t35 = icmp sgt i64 %.23.fr, %.24, !dbg !23
  %t36 = sub i64 %.23.fr, %.24
  %t41109 = icmp sgt i64 %t36, 0, !dbg !24
  %t41 = and i1 %t35, %t41109, !dbg !24
  br i1 %t41, label %b11.preheader, label %b5, !dbg !24

b11.preheader:                                    ; preds = %b7
  %20 = xor i64 %.24, -1, !dbg !25
  %21 = add i64 %.23.fr, %20, !dbg !25
  %22 = add nsw i64 %.23.fr, -1, !dbg !25
  %23 = add i64 %.23.fr, -3, !dbg !25
  %24 = zext i64 %21 to i65, !dbg !25
  %25 = add i64 %.23.fr, -2, !dbg !25
  %26 = sub i64 %25, %.24, !dbg !25
  %27 = zext i64 %26 to i65, !dbg !25
  %28 = mul i65 %24, %27, !dbg !25
  %29 = lshr i65 %28, 1, !dbg !25
  %30 = trunc i65 %29 to i64, !dbg !25
  %31 = mul i64 %23, %30, !dbg !25
  %32 = add i64 %.23.fr, -3, !dbg !25
  %33 = sub i64 %32, %.24, !dbg !25
  %34 = zext i64 %33 to i65, !dbg !25
  %35 = mul i65 %28, %34, !dbg !25
  %36 = lshr i65 %35, 1, !dbg !25
  %37 = trunc i65 %36 to i64, !dbg !25
  %.neg = mul i64 %37, -6148914691236517206, !dbg !25
  %38 = mul i64 %21, %22, !dbg !25
  %39 = add i64 %38, %31, !dbg !25
  %40 = add i64 %.neg, %39, !dbg !25
  br label %b5, !dbg !14

b20:                                              ; preds = %b1
  %t61 = tail call i64 @llvm.smax.i64(i64 %.23.fr, i64 0), !dbg !26
  %t62.not = icmp slt i64 %.23.fr, 1, !dbg !26
  br i1 %t62.not, label %b5, label %b21, !dbg !26

b21:                                              ; preds = %b20, %b21
  %t63 = phi i64 [ %t65, %b21 ], [ 0, %b20 ]
  %t65 = add nuw nsw i64 %t63, 1, !dbg !27
  %t66 = icmp slt i64 %t63, %.24, !dbg !28
  %t68 = icmp ult i64 %t65, %t61, !dbg !28
  %or.cond = select i1 %t66, i1 %t68, i1 false, !dbg !28
  br i1 %or.cond, label %b21, label %b5, !dbg !28

b25:                                              ; preds = %b1
  %t71 = tail call i64 @llvm.smax.i64(i64 %.23.fr, i64 0), !dbg !29
  %t72.not = icmp slt i64 %.23.fr, 1, !dbg !29
  br i1 %t72.not, label %b5, label %b26, !dbg !29

b26:                                              ; preds = %b25, %b26
  %t73 = phi i64 [ %spec.select, %b26 ], [ 0, %b25 ]
  %t74 = phi i64 [ %t77, %b26 ], [ 0, %b25 ]
  %t75 = icmp sle i64 %t74, %.24, !dbg !30
  %t79 = zext i1 %t75 to i64, !dbg !30
  %spec.select = add i64 %t73, %t79, !dbg !30
  %t77 = add nuw nsw i64 %t74, 1, !dbg !31
  %exitcond105.not = icmp eq i64 %t77, %t71, !dbg !31
  br i1 %exitcond105.not, label %b5, label %b26, !dbg !31

b31:                                              ; preds = %b1
  br label %b5, !dbg !32

b35:                                              ; preds = %b1
  %t88 = sub i64 %.24, %.23.fr, !dbg !33
  %t89 = add i64 %t88, 1, !dbg !34
  %t90 = icmp ult i64 %t88, 9223372036854775807, !dbg !35
  %t91 = icmp slt i64 %.23.fr, %.24, !dbg !36
  %t92 = and i1 %t91, %t90, !dbg !36
  br i1 %t92, label %b36, label %b37, !dbg !35

b36:                                              ; preds = %b35
  %t94 = shl nuw i64 %t88, 1, !dbg !37
  %.29 = sdiv i64 %t94, %t89, !dbg !38
  br label %b40, !dbg !39

b37:                                              ; preds = %b35
  %t96 = icmp slt i64 %t89, 0, !dbg !40
  %t97 = icmp sgt i64 %.23.fr, %.24, !dbg !23
  %t98 = and i1 %t97, %t96, !dbg !23
  br i1 %t98, label %b38, label %b40, !dbg !40

b38:                                              ; preds = %b37
  %41 = add i64 %t89, %.24, !dbg !41
  %42 = xor i64 %41, -1, !dbg !42
  %t101 = add i64 %.23.fr, %42, !dbg !42
  %t102 = xor i64 %t88, -1, !dbg !43
  %.37 = sdiv i64 %t101, %t102, !dbg !44
  br label %b40, !dbg !45

b40:                                              ; preds = %b37, %b38, %b36
  %t104 = phi i64 [ %.29, %b36 ], [ %.37, %b38 ], [ 0, %b37 ]
  %t105 = icmp sgt i64 %t104, 0, !dbg !46
  br i1 %t105, label %b117, label %b5, !dbg !46

b44:                                              ; preds = %b1
  %t113 = tail call i64 @llvm.smax.i64(i64 %.23.fr, i64 0), !dbg !47
  %t114.not = icmp slt i64 %.23.fr, 1, !dbg !47
  br i1 %t114.not, label %b5, label %b121, !dbg !47

b50:                                              ; preds = %b50.preheader, %b52
  %t12287 = phi i64 [ %t125, %b52 ], [ 0, %b50.preheader ]
  br i1 %.not, label %b52, label %b5, !dbg !11

b52:                                              ; preds = %b50
  %t125 = add nuw nsw i64 %t12287, 1, !dbg !48
  %exitcond.not = icmp eq i64 %t125, %.23.fr, !dbg !19
  br i1 %exitcond.not, label %b54.loopexit, label %b50, !dbg !19

b54.loopexit:                                     ; preds = %b52
  %phi.bo = shl i64 %.23.fr, 1, !dbg !49
  %phi.bo107 = add i64 %phi.bo, -2, !dbg !49
  br label %b5, !dbg !49

b67.loopexit:                                     ; preds = %b69.preheader, %b68.preheader
  %t144.lcssa = phi i64 [ %t14078, %b68.preheader ], [ %55, %b69.preheader ]
  %t145.lcssa = phi i64 [ %t14179, %b68.preheader ], [ %56, %b69.preheader ]
  %t146.lcssa = phi i64 [ %t14280, %b68.preheader ], [ %.24, %b69.preheader ]
  %t143 = icmp slt i64 %t145.lcssa, %.23.fr, !dbg !16
  br i1 %t143, label %b68.preheader, label %b5, !dbg !16

b68.preheader:                                    ; preds = %b68.preheader.preheader, %b67.loopexit
  %t14280 = phi i64 [ %t146.lcssa, %b67.loopexit ], [ 0, %b68.preheader.preheader ]
  %t14179 = phi i64 [ %t145.lcssa, %b67.loopexit ], [ 0, %b68.preheader.preheader ]
  %t14078 = phi i64 [ %t144.lcssa, %b67.loopexit ], [ 0, %b68.preheader.preheader ]
  %t14770 = icmp slt i64 %t14280, %.24, !dbg !17
  br i1 %t14770, label %b69.preheader, label %b67.loopexit, !dbg !17

b69.preheader:                                    ; preds = %b68.preheader
  %43 = add i64 %t14078, %t14179, !dbg !17
  %44 = xor i64 %t14280, -1, !dbg !17
  %45 = add i64 %.24, %44, !dbg !17
  %46 = add i64 %t14179, 2, !dbg !17
  %47 = add i64 %46, %t14280, !dbg !17
  %48 = mul i64 %45, %47, !dbg !17
  %49 = sub i64 %0, %t14280, !dbg !17
  %50 = mul i64 %45, %49, !dbg !17
  %51 = and i64 %50, -2, !dbg !17
  %52 = add i64 %.24, %t14179, !dbg !17
  %53 = add i64 %43, %t14280, !dbg !17
  %54 = add i64 %53, %48, !dbg !17
  %55 = add i64 %54, %51, !dbg !17
  %56 = sub i64 %52, %t14280, !dbg !17
  br label %b67.loopexit, !dbg !16

b73:                                              ; preds = %b1, %b73
  %t153 = phi i64 [ %t154, %b73 ], [ 0, %b1 ]
  %t154 = add i64 %t153, 1, !dbg !50
  %t155 = icmp sgt i64 %t154, %.23.fr, !dbg !51
  br i1 %t155, label %b5, label %b73, !dbg !51

b78:                                              ; preds = %b77.preheader, %b78
  %t15769 = phi i64 [ %t157.be, %b78 ], [ 0, %b77.preheader ]
  %t159 = icmp sgt i64 %t15769, %.24, !dbg !52
  %t157.be.v = select i1 %t159, i64 2, i64 1, !dbg !52
  %t157.be = add i64 %t15769, %t157.be.v, !dbg !52
  %t158 = icmp slt i64 %t157.be, %.23.fr, !dbg !15
  br i1 %t158, label %b78, label %b5, !dbg !15

b85:                                              ; preds = %b1
  %t164 = icmp sgt i64 %.23.fr, %.24, !dbg !53
  %t165 = icmp eq i64 %.23.fr, 0, !dbg !54
  %t166 = icmp eq i64 %.24, 0, !dbg !55
  %t167 = or i1 %t165, %t166, !dbg !55
  %. = select i1 %t167, i64 2, i64 3, !dbg !56
  %spec.select50 = select i1 %t164, i64 1, i64 %., !dbg !53
  br label %b5, !dbg !53

b91:                                              ; preds = %b1
  %t169 = icmp sgt i64 %.23.fr, 0, !dbg !57
  br i1 %t169, label %b92, label %b97, !dbg !57

b92:                                              ; preds = %b91
  %t171.not = icmp ne i64 %.24, 0, !dbg !58
  %spec.select51 = zext i1 %t171.not to i64, !dbg !59
  br label %b5, !dbg !59

b97:                                              ; preds = %b91
  %t172.not = icmp ne i64 %.23.fr, 0, !dbg !60
  %.45 = zext i1 %t172.not to i64, !dbg !60
  br label %b5, !dbg !60

b101:                                             ; preds = %b1
  %t174 = icmp eq i64 %.23.fr, %.24, !dbg !61
  %spec.select46 = zext i1 %t174 to i64, !dbg !61
  br label %b5, !dbg !61

b104:                                             ; preds = %b1
  %t176 = icmp sgt i64 %.23.fr, %.24, !dbg !62
  %spec.select47 = zext i1 %t176 to i64, !dbg !62
  br label %b5, !dbg !62

b107:                                             ; preds = %b1
  br label %b5, !dbg !14

b112:                                             ; preds = %b5, %entry
  ret void, !dbg !22

b117:                                             ; preds = %b40
  %t192 = icmp ugt i64 %t104, 4, !dbg !63
  br i1 %t192, label %b118, label %b120, !dbg !63

b118:                                             ; preds = %b117
  %57 = add nsw i64 %t104, -5, !dbg !63
  %58 = and i64 %57, -4, !dbg !63
  %phi.bo108 = add nuw nsw i64 %58, 5, !dbg !63
  br label %b120, !dbg !63

b120:                                             ; preds = %b118, %b117
  %t201 = phi i64 [ 1, %b117 ], [ %phi.bo108, %b118 ]
  %smax104 = tail call i64 @llvm.smax.i64(i64 %t104, i64 %t201), !dbg !63
  br label %b5, !dbg !14

b121:                                             ; preds = %b44
  %t203 = icmp ugt i64 %t113, 4, !dbg !64
  br i1 %t203, label %b122, label %b124, !dbg !64

b122:                                             ; preds = %b121
  %59 = add nsw i64 %t113, -1, !dbg !64
  %60 = and i64 %59, -4, !dbg !64
  %61 = mul i64 %.24, %60, !dbg !64
  br label %b124, !dbg !64

b124:                                             ; preds = %b122, %b121
  %t215 = phi i64 [ 0, %b121 ], [ %61, %b122 ]
  %t216 = phi i64 [ 0, %b121 ], [ %60, %b122 ]
  %62 = or i64 %t216, 1, !dbg !64
  %smax = tail call i64 @llvm.smax.i64(i64 %.23.fr, i64 %62), !dbg !64
  %63 = sub nsw i64 %smax, %t216, !dbg !64
  %64 = mul i64 %.24, %63, !dbg !64
  %65 = add i64 %t215, %64, !dbg !64
  br label %b5, !dbg !14
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #2

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "flowcontrol.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbflow_2eFlowControl", scope: !1, file: !1, line: 246, type: !5, scopeLine: 246, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 247, column: 14, scope: !4)
!8 = !DILocation(line: 248, column: 7, scope: !4)
!9 = !DILocation(line: 249, column: 40, scope: !4)
!10 = !DILocation(line: 249, column: 46, scope: !4)
!11 = !DILocation(line: 138, column: 10, scope: !4)
!12 = !DILocation(line: 249, column: 52, scope: !4)
!13 = !DILocation(line: 61, column: 7, scope: !4)
!14 = !DILocation(line: 249, column: 7, scope: !4)
!15 = !DILocation(line: 181, column: 14, scope: !4)
!16 = !DILocation(line: 162, column: 9, scope: !4)
!17 = !DILocation(line: 163, column: 10, scope: !4)
!18 = !DILocation(line: 149, column: 9, scope: !4)
!19 = !DILocation(line: 137, column: 17, scope: !4)
!20 = !DILocation(line: 63, column: 21, scope: !4)
!21 = !DILocation(line: 64, column: 4, scope: !4)
!22 = !DILocation(line: 249, column: 16, scope: !4)
!23 = !DILocation(line: 52, column: 23, scope: !4)
!24 = !DILocation(line: 69, column: 18, scope: !4)
!25 = !DILocation(line: 72, column: 4, scope: !4)
!26 = !DILocation(line: 85, column: 16, scope: !4)
!27 = !DILocation(line: 86, column: 4, scope: !4)
!28 = !DILocation(line: 87, column: 14, scope: !4)
!29 = !DILocation(line: 94, column: 21, scope: !4)
!30 = !DILocation(line: 95, column: 9, scope: !4)
!31 = !DILocation(line: 93, column: 3, scope: !4)
!32 = !DILocation(line: 102, column: 16, scope: !4)
!33 = !DILocation(line: 111, column: 13, scope: !4)
!34 = !DILocation(line: 111, column: 17, scope: !4)
!35 = !DILocation(line: 49, column: 10, scope: !4)
!36 = !DILocation(line: 49, column: 23, scope: !4)
!37 = !DILocation(line: 50, column: 31, scope: !4)
!38 = !DILocation(line: 50, column: 36, scope: !4)
!39 = !DILocation(line: 50, column: 3, scope: !4)
!40 = !DILocation(line: 52, column: 10, scope: !4)
!41 = !DILocation(line: 53, column: 24, scope: !4)
!42 = !DILocation(line: 53, column: 31, scope: !4)
!43 = !DILocation(line: 53, column: 38, scope: !4)
!44 = !DILocation(line: 53, column: 36, scope: !4)
!45 = !DILocation(line: 53, column: 3, scope: !4)
!46 = !DILocation(line: 112, column: 23, scope: !4)
!47 = !DILocation(line: 118, column: 16, scope: !4)
!48 = !DILocation(line: 137, column: 22, scope: !4)
!49 = !DILocation(line: 143, column: 16, scope: !4)
!50 = !DILocation(line: 173, column: 4, scope: !4)
!51 = !DILocation(line: 174, column: 14, scope: !4)
!52 = !DILocation(line: 182, column: 14, scope: !4)
!53 = !DILocation(line: 195, column: 8, scope: !4)
!54 = !DILocation(line: 197, column: 15, scope: !4)
!55 = !DILocation(line: 197, column: 25, scope: !4)
!56 = !DILocation(line: 0, scope: !4)
!57 = !DILocation(line: 203, column: 8, scope: !4)
!58 = !DILocation(line: 206, column: 16, scope: !4)
!59 = !DILocation(line: 204, column: 9, scope: !4)
!60 = !DILocation(line: 211, column: 15, scope: !4)
!61 = !DILocation(line: 217, column: 8, scope: !4)
!62 = !DILocation(line: 221, column: 8, scope: !4)
!63 = !DILocation(line: 113, column: 4, scope: !4)
!64 = !DILocation(line: 117, column: 3, scope: !4)

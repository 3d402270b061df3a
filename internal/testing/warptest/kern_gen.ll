; kern module github.com/kernlab/kern/internal/testing/warptest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__kern_gridsync = addrspace(1) global i32 0, align 4

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMasked_5bint32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i32 %a9) local_unnamed_addr #0 !dbg !4 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.10 to i64, !dbg !7
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !7
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !7, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !7
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t6 = sext i32 %.15 to i64, !dbg !7
  %t7 = add nsw i64 %t4, %t6, !dbg !7
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !8
  %.16 = load i32, ptr addrspace(1) %t9, align 4, !dbg !8, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !9
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !9, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !10
  %t15 = shl nsw i64 %t7, 2, !dbg !11
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !12
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !13
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !13
  %t19 = sext i32 %.19 to i64, !dbg !13
  %.21 = icmp ugt i32 %.19, 63, !dbg !14
  %.22 = and i64 %t19, 48, !dbg !14
  %.23 = shl nuw i64 65535, %.22, !dbg !14
  %t21 = select i1 %.21, i64 0, i64 %.23, !dbg !14
  switch i32 %a9, label %b2 [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b6
    i32 3, label %b10
    i32 4, label %b14
  ], !dbg !15

b1:                                               ; preds = %entry
  %.27 = and i64 %t14, 63, !dbg !16
  %.29 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !16
  %0 = shl nuw i64 1, %.27, !dbg !16
  %1 = and i64 %.29, %0, !dbg !16
  %.33.not = icmp eq i64 %1, 0, !dbg !16
  %.35 = trunc i64 %.27 to i32, !dbg !16
  %.36 = select i1 %.33.not, i32 %.19, i32 %.35, !dbg !16
  %.37 = shl i32 %.36, 2, !dbg !16
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.16), !dbg !16
  %t23 = select i1 %.33.not, i32 %.16, i32 %.38, !dbg !16
  %.41 = zext i32 %.19 to i64, !dbg !18
  %.42 = sub nsw i64 %.41, %t14, !dbg !18
  %.43 = icmp ult i64 %.42, 64, !dbg !18
  %.44 = icmp ult i32 %.17, 64, !dbg !18
  %.45 = and i1 %.44, %.43, !dbg !18
  %.48 = and i64 %.42, 63, !dbg !18
  %2 = shl nuw i64 1, %.48, !dbg !18
  %3 = and i64 %.29, %2, !dbg !18
  %.50 = icmp ne i64 %3, 0, !dbg !18
  %.51 = and i1 %.45, %.50, !dbg !18
  %.52 = trunc i64 %.42 to i32, !dbg !18
  %.53 = select i1 %.51, i32 %.52, i32 %.19, !dbg !18
  %.54 = shl i32 %.53, 2, !dbg !18
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54, i32 %.16), !dbg !18
  %t24 = select i1 %.51, i32 %.55, i32 %.16, !dbg !18
  %.59 = add nsw i64 %.41, %t14, !dbg !19
  %.60 = icmp ult i64 %.59, 64, !dbg !19
  %.62 = and i1 %.44, %.60, !dbg !19
  %.65 = and i64 %.59, 63, !dbg !19
  %4 = shl nuw i64 1, %.65, !dbg !19
  %5 = and i64 %.29, %4, !dbg !19
  %.67 = icmp ne i64 %5, 0, !dbg !19
  %.68 = and i1 %.62, %.67, !dbg !19
  %.69 = trunc i64 %.59 to i32, !dbg !19
  %.70 = select i1 %.68, i32 %.69, i32 %.19, !dbg !19
  %.71 = shl i32 %.70, 2, !dbg !19
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.16), !dbg !19
  %t25 = select i1 %.68, i32 %.72, i32 %.16, !dbg !19
  %.76 = xor i64 %.41, %t14, !dbg !20
  %.77 = icmp ult i64 %.76, 64, !dbg !20
  %.80 = and i64 %.76, 63, !dbg !20
  %6 = shl nuw i64 1, %.80, !dbg !20
  %7 = and i64 %.29, %6, !dbg !20
  %.82 = icmp ne i64 %7, 0, !dbg !20
  %.83 = and i1 %.77, %.82, !dbg !20
  %.84 = trunc i64 %.76 to i32, !dbg !20
  %.85 = select i1 %.83, i32 %.84, i32 %.19, !dbg !20
  %.86 = shl i32 %.85, 2, !dbg !20
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.86, i32 %.16), !dbg !20
  %t26 = select i1 %.83, i32 %.87, i32 %.16, !dbg !20
  store i32 %t23, ptr addrspace(1) %t17, align 4, !dbg !21
  %t28 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !22
  store i32 %t24, ptr addrspace(1) %t28, align 4, !dbg !22
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !23
  store i32 %t25, ptr addrspace(1) %t29, align 4, !dbg !23
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !24
  store i32 %t26, ptr addrspace(1) %t30, align 4, !dbg !24
  br label %b2, !dbg !24

b2:                                               ; preds = %b6, %entry, %b15, %b14, %b12, %b11, %b4, %b1
  ret void, !dbg !24

b4:                                               ; preds = %entry
  %.91 = and i64 %t14, 63, !dbg !25
  %.93 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !25
  %.94 = and i64 %.93, %t21, !dbg !25
  %8 = shl nuw i64 1, %.91, !dbg !25
  %9 = and i64 %.94, %8, !dbg !25
  %.97.not = icmp eq i64 %9, 0, !dbg !25
  %.99 = trunc i64 %.91 to i32, !dbg !25
  %.100 = select i1 %.97.not, i32 %.19, i32 %.99, !dbg !25
  %.101 = shl i32 %.100, 2, !dbg !25
  %.102 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.16), !dbg !25
  %t32 = select i1 %.97.not, i32 %.16, i32 %.102, !dbg !25
  %.105 = zext i32 %.19 to i64, !dbg !26
  %.106 = sub nsw i64 %.105, %t14, !dbg !26
  %.107 = icmp ult i64 %.106, 64, !dbg !26
  %.108 = icmp ult i32 %.17, 64, !dbg !26
  %.109 = and i1 %.108, %.107, !dbg !26
  %.112 = and i64 %.106, 63, !dbg !26
  %10 = shl nuw i64 1, %.112, !dbg !26
  %11 = and i64 %.94, %10, !dbg !26
  %.114 = icmp ne i64 %11, 0, !dbg !26
  %.115 = and i1 %.109, %.114, !dbg !26
  %.116 = trunc i64 %.106 to i32, !dbg !26
  %.117 = select i1 %.115, i32 %.116, i32 %.19, !dbg !26
  %.118 = shl i32 %.117, 2, !dbg !26
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.118, i32 %.16), !dbg !26
  %t33 = select i1 %.115, i32 %.119, i32 %.16, !dbg !26
  %.123 = add nsw i64 %.105, %t14, !dbg !27
  %.124 = icmp ult i64 %.123, 64, !dbg !27
  %.126 = and i1 %.108, %.124, !dbg !27
  %.129 = and i64 %.123, 63, !dbg !27
  %12 = shl nuw i64 1, %.129, !dbg !27
  %13 = and i64 %.94, %12, !dbg !27
  %.131 = icmp ne i64 %13, 0, !dbg !27
  %.132 = and i1 %.126, %.131, !dbg !27
  %.133 = trunc i64 %.123 to i32, !dbg !27
  %.134 = select i1 %.132, i32 %.133, i32 %.19, !dbg !27
  %.135 = shl i32 %.134, 2, !dbg !27
  %.136 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.16), !dbg !27
  %t34 = select i1 %.132, i32 %.136, i32 %.16, !dbg !27
  %.140 = xor i64 %.105, %t14, !dbg !28
  %.141 = icmp ult i64 %.140, 64, !dbg !28
  %.144 = and i64 %.140, 63, !dbg !28
  %14 = shl nuw i64 1, %.144, !dbg !28
  %15 = and i64 %.94, %14, !dbg !28
  %.146 = icmp ne i64 %15, 0, !dbg !28
  %.147 = and i1 %.141, %.146, !dbg !28
  %.148 = trunc i64 %.140 to i32, !dbg !28
  %.149 = select i1 %.147, i32 %.148, i32 %.19, !dbg !28
  %.150 = shl i32 %.149, 2, !dbg !28
  %.151 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.16), !dbg !28
  %t35 = select i1 %.147, i32 %.151, i32 %.16, !dbg !28
  store i32 %t32, ptr addrspace(1) %t17, align 4, !dbg !29
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !30
  store i32 %t33, ptr addrspace(1) %t37, align 4, !dbg !30
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !31
  store i32 %t34, ptr addrspace(1) %t38, align 4, !dbg !31
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !32
  store i32 %t35, ptr addrspace(1) %t39, align 4, !dbg !32
  br label %b2, !dbg !32

b6:                                               ; preds = %entry
  %.155 = and i64 %t14, 63, !dbg !33
  %.157 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !33
  %.158 = and i64 %.157, %t21, !dbg !33
  %16 = shl nuw i64 1, %.155, !dbg !33
  %17 = and i64 %.158, %16, !dbg !33
  %.161.not = icmp eq i64 %17, 0, !dbg !33
  %.163 = trunc i64 %.155 to i32, !dbg !33
  %.164 = select i1 %.161.not, i32 %.19, i32 %.163, !dbg !33
  %.165 = shl i32 %.164, 2, !dbg !33
  %.166 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.16), !dbg !33
  %t43 = select i1 %.161.not, i32 %.16, i32 %.166, !dbg !33
  %.169 = zext i32 %.19 to i64, !dbg !33
  %.170 = sub nsw i64 %.169, %t14, !dbg !33
  %.171 = icmp ult i64 %.170, 64, !dbg !33
  %.172 = icmp ult i32 %.17, 64, !dbg !33
  %.173 = and i1 %.172, %.171, !dbg !33
  %.176 = and i64 %.170, 63, !dbg !33
  %18 = shl nuw i64 1, %.176, !dbg !33
  %19 = and i64 %.158, %18, !dbg !33
  %.178 = icmp ne i64 %19, 0, !dbg !33
  %.179 = and i1 %.173, %.178, !dbg !33
  %.180 = trunc i64 %.170 to i32, !dbg !33
  %.181 = select i1 %.179, i32 %.180, i32 %.19, !dbg !33
  %.182 = shl i32 %.181, 2, !dbg !33
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.16), !dbg !33
  %t44 = select i1 %.179, i32 %.183, i32 %.16, !dbg !33
  %.187 = add nsw i64 %.169, %t14, !dbg !33
  %.188 = icmp ult i64 %.187, 64, !dbg !33
  %.190 = and i1 %.172, %.188, !dbg !33
  %.193 = and i64 %.187, 63, !dbg !33
  %20 = shl nuw i64 1, %.193, !dbg !33
  %21 = and i64 %.158, %20, !dbg !33
  %.195 = icmp ne i64 %21, 0, !dbg !33
  %.196 = and i1 %.190, %.195, !dbg !33
  %.197 = trunc i64 %.187 to i32, !dbg !33
  %.198 = select i1 %.196, i32 %.197, i32 %.19, !dbg !33
  %.199 = shl i32 %.198, 2, !dbg !33
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.16), !dbg !33
  %t45 = select i1 %.196, i32 %.200, i32 %.16, !dbg !33
  %.204 = xor i64 %.169, %t14, !dbg !33
  %.205 = icmp ult i64 %.204, 64, !dbg !33
  %.208 = and i64 %.204, 63, !dbg !33
  %22 = shl nuw i64 1, %.208, !dbg !33
  %23 = and i64 %.158, %22, !dbg !33
  %.210 = icmp ne i64 %23, 0, !dbg !33
  %.211 = and i1 %.205, %.210, !dbg !33
  %.212 = trunc i64 %.204 to i32, !dbg !33
  %.213 = select i1 %.211, i32 %.212, i32 %.19, !dbg !33
  %.214 = shl i32 %.213, 2, !dbg !33
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.214, i32 %.16), !dbg !33
  %t46 = select i1 %.211, i32 %.215, i32 %.16, !dbg !33
  store i32 %t43, ptr addrspace(1) %t17, align 4, !dbg !33
  %t48 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !33
  store i32 %t44, ptr addrspace(1) %t48, align 4, !dbg !33
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !33
  store i32 %t45, ptr addrspace(1) %t49, align 4, !dbg !33
  %t50 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !33
  store i32 %t46, ptr addrspace(1) %t50, align 4, !dbg !33
  br label %b2, !dbg !33

b10:                                              ; preds = %entry
  %t601 = lshr i64 %t19, 63, !dbg !34
  %t62 = add nsw i64 %t601, %t19, !dbg !34
  %t63 = and i64 %t62, -2, !dbg !34
  %t65 = icmp eq i64 %t63, %t19, !dbg !35
  %.284 = and i64 %t14, 63, !dbg !33
  %.286 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !33
  br i1 %t65, label %b11, label %b12, !dbg !35

b11:                                              ; preds = %b10
  %.287 = and i64 %.286, 6148914691236517205, !dbg !36
  %24 = shl nuw i64 1, %.284, !dbg !36
  %25 = and i64 %.287, %24, !dbg !36
  %.290.not = icmp eq i64 %25, 0, !dbg !36
  %.292 = trunc i64 %.284 to i32, !dbg !36
  %.293 = select i1 %.290.not, i32 %.19, i32 %.292, !dbg !36
  %.294 = shl i32 %.293, 2, !dbg !36
  %.295 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.294, i32 %.16), !dbg !36
  %t66 = select i1 %.290.not, i32 %.16, i32 %.295, !dbg !36
  %.298 = zext i32 %.19 to i64, !dbg !37
  %.299 = sub nsw i64 %.298, %t14, !dbg !37
  %.300 = icmp ult i64 %.299, 64, !dbg !37
  %.301 = icmp ult i32 %.17, 64, !dbg !37
  %.302 = and i1 %.301, %.300, !dbg !37
  %.305 = and i64 %.299, 63, !dbg !37
  %26 = shl nuw i64 1, %.305, !dbg !37
  %27 = and i64 %.287, %26, !dbg !37
  %.307 = icmp ne i64 %27, 0, !dbg !37
  %.308 = and i1 %.302, %.307, !dbg !37
  %.309 = trunc i64 %.299 to i32, !dbg !37
  %.310 = select i1 %.308, i32 %.309, i32 %.19, !dbg !37
  %.311 = shl i32 %.310, 2, !dbg !37
  %.312 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.311, i32 %.16), !dbg !37
  %t67 = select i1 %.308, i32 %.312, i32 %.16, !dbg !37
  %.316 = add nsw i64 %.298, %t14, !dbg !38
  %.317 = icmp ult i64 %.316, 64, !dbg !38
  %.319 = and i1 %.301, %.317, !dbg !38
  %.322 = and i64 %.316, 63, !dbg !38
  %28 = shl nuw i64 1, %.322, !dbg !38
  %29 = and i64 %.287, %28, !dbg !38
  %.324 = icmp ne i64 %29, 0, !dbg !38
  %.325 = and i1 %.319, %.324, !dbg !38
  %.326 = trunc i64 %.316 to i32, !dbg !38
  %.327 = select i1 %.325, i32 %.326, i32 %.19, !dbg !38
  %.328 = shl i32 %.327, 2, !dbg !38
  %.329 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.328, i32 %.16), !dbg !38
  %t68 = select i1 %.325, i32 %.329, i32 %.16, !dbg !38
  %.333 = xor i64 %.298, %t14, !dbg !39
  %.334 = icmp ult i64 %.333, 64, !dbg !39
  %.337 = and i64 %.333, 63, !dbg !39
  %30 = shl nuw i64 1, %.337, !dbg !39
  %31 = and i64 %.287, %30, !dbg !39
  %.339 = icmp ne i64 %31, 0, !dbg !39
  %.340 = and i1 %.334, %.339, !dbg !39
  %.341 = trunc i64 %.333 to i32, !dbg !39
  %.342 = select i1 %.340, i32 %.341, i32 %.19, !dbg !39
  %.343 = shl i32 %.342, 2, !dbg !39
  %.344 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.343, i32 %.16), !dbg !39
  %t69 = select i1 %.340, i32 %.344, i32 %.16, !dbg !39
  store i32 %t66, ptr addrspace(1) %t17, align 4, !dbg !40
  %t71 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !41
  store i32 %t67, ptr addrspace(1) %t71, align 4, !dbg !41
  %t72 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !42
  store i32 %t68, ptr addrspace(1) %t72, align 4, !dbg !42
  %t73 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !43
  store i32 %t69, ptr addrspace(1) %t73, align 4, !dbg !43
  br label %b2, !dbg !43

b12:                                              ; preds = %b10
  %.351 = and i64 %.286, -6148914691236517206, !dbg !44
  %32 = shl nuw i64 1, %.284, !dbg !44
  %33 = and i64 %.351, %32, !dbg !44
  %.354.not = icmp eq i64 %33, 0, !dbg !44
  %.356 = trunc i64 %.284 to i32, !dbg !44
  %.357 = select i1 %.354.not, i32 %.19, i32 %.356, !dbg !44
  %.358 = shl i32 %.357, 2, !dbg !44
  %.359 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.358, i32 %.16), !dbg !44
  %t74 = select i1 %.354.not, i32 %.16, i32 %.359, !dbg !44
  %.362 = zext i32 %.19 to i64, !dbg !45
  %.363 = sub nsw i64 %.362, %t14, !dbg !45
  %.364 = icmp ult i64 %.363, 64, !dbg !45
  %.365 = icmp ult i32 %.17, 64, !dbg !45
  %.366 = and i1 %.365, %.364, !dbg !45
  %.369 = and i64 %.363, 63, !dbg !45
  %34 = shl nuw i64 1, %.369, !dbg !45
  %35 = and i64 %.351, %34, !dbg !45
  %.371 = icmp ne i64 %35, 0, !dbg !45
  %.372 = and i1 %.366, %.371, !dbg !45
  %.373 = trunc i64 %.363 to i32, !dbg !45
  %.374 = select i1 %.372, i32 %.373, i32 %.19, !dbg !45
  %.375 = shl i32 %.374, 2, !dbg !45
  %.376 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.375, i32 %.16), !dbg !45
  %t75 = select i1 %.372, i32 %.376, i32 %.16, !dbg !45
  %.380 = add nsw i64 %.362, %t14, !dbg !46
  %.381 = icmp ult i64 %.380, 64, !dbg !46
  %.383 = and i1 %.365, %.381, !dbg !46
  %.386 = and i64 %.380, 63, !dbg !46
  %36 = shl nuw i64 1, %.386, !dbg !46
  %37 = and i64 %.351, %36, !dbg !46
  %.388 = icmp ne i64 %37, 0, !dbg !46
  %.389 = and i1 %.383, %.388, !dbg !46
  %.390 = trunc i64 %.380 to i32, !dbg !46
  %.391 = select i1 %.389, i32 %.390, i32 %.19, !dbg !46
  %.392 = shl i32 %.391, 2, !dbg !46
  %.393 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.392, i32 %.16), !dbg !46
  %t76 = select i1 %.389, i32 %.393, i32 %.16, !dbg !46
  %.397 = xor i64 %.362, %t14, !dbg !47
  %.398 = icmp ult i64 %.397, 64, !dbg !47
  %.401 = and i64 %.397, 63, !dbg !47
  %38 = shl nuw i64 1, %.401, !dbg !47
  %39 = and i64 %.351, %38, !dbg !47
  %.403 = icmp ne i64 %39, 0, !dbg !47
  %.404 = and i1 %.398, %.403, !dbg !47
  %.405 = trunc i64 %.397 to i32, !dbg !47
  %.406 = select i1 %.404, i32 %.405, i32 %.19, !dbg !47
  %.407 = shl i32 %.406, 2, !dbg !47
  %.408 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.407, i32 %.16), !dbg !47
  %t77 = select i1 %.404, i32 %.408, i32 %.16, !dbg !47
  store i32 %t74, ptr addrspace(1) %t17, align 4, !dbg !48
  %t79 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !49
  store i32 %t75, ptr addrspace(1) %t79, align 4, !dbg !49
  %t80 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !50
  store i32 %t76, ptr addrspace(1) %t80, align 4, !dbg !50
  %t81 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !51
  store i32 %t77, ptr addrspace(1) %t81, align 4, !dbg !51
  br label %b2, !dbg !51

b14:                                              ; preds = %entry
  %40 = insertelement <2 x i32> poison, i32 %.16, i64 0, !dbg !52
  %41 = shufflevector <2 x i32> %40, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !52
  store <2 x i32> %41, ptr addrspace(1) %t17, align 4, !dbg !52
  %t85 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !53
  store <2 x i32> %41, ptr addrspace(1) %t85, align 4, !dbg !53
  %t87 = and i64 %t19, 8, !dbg !54
  %t88 = icmp eq i64 %t87, 0, !dbg !55
  br i1 %t88, label %b15, label %b2, !dbg !55

b15:                                              ; preds = %b14
  %t86 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !56
  %t84 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !57
  %.411 = and i64 %t19, 56, !dbg !58
  %.412 = shl nuw i64 255, %.411, !dbg !58
  %t90 = select i1 %.21, i64 0, i64 %.412, !dbg !58
  %.416 = and i64 %t14, 63, !dbg !59
  %.418 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !59
  %.419 = and i64 %.418, %t90, !dbg !59
  %42 = shl nuw i64 1, %.416, !dbg !59
  %43 = and i64 %.419, %42, !dbg !59
  %.422.not = icmp eq i64 %43, 0, !dbg !59
  %.424 = trunc i64 %.416 to i32, !dbg !59
  %.425 = select i1 %.422.not, i32 %.19, i32 %.424, !dbg !59
  %.426 = shl i32 %.425, 2, !dbg !59
  %.427 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.426, i32 %.16), !dbg !59
  %t91 = select i1 %.422.not, i32 %.16, i32 %.427, !dbg !59
  %.430 = zext i32 %.19 to i64, !dbg !60
  %.431 = sub nsw i64 %.430, %t14, !dbg !60
  %.432 = icmp ult i64 %.431, 64, !dbg !60
  %.433 = icmp ult i32 %.17, 64, !dbg !60
  %.434 = and i1 %.433, %.432, !dbg !60
  %.437 = and i64 %.431, 63, !dbg !60
  %44 = shl nuw i64 1, %.437, !dbg !60
  %45 = and i64 %.419, %44, !dbg !60
  %.439 = icmp ne i64 %45, 0, !dbg !60
  %.440 = and i1 %.434, %.439, !dbg !60
  %.441 = trunc i64 %.431 to i32, !dbg !60
  %.442 = select i1 %.440, i32 %.441, i32 %.19, !dbg !60
  %.443 = shl i32 %.442, 2, !dbg !60
  %.444 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.443, i32 %.16), !dbg !60
  %t92 = select i1 %.440, i32 %.444, i32 %.16, !dbg !60
  %.448 = add nsw i64 %.430, %t14, !dbg !61
  %.449 = icmp ult i64 %.448, 64, !dbg !61
  %.451 = and i1 %.433, %.449, !dbg !61
  %.454 = and i64 %.448, 63, !dbg !61
  %46 = shl nuw i64 1, %.454, !dbg !61
  %47 = and i64 %.419, %46, !dbg !61
  %.456 = icmp ne i64 %47, 0, !dbg !61
  %.457 = and i1 %.451, %.456, !dbg !61
  %.458 = trunc i64 %.448 to i32, !dbg !61
  %.459 = select i1 %.457, i32 %.458, i32 %.19, !dbg !61
  %.460 = shl i32 %.459, 2, !dbg !61
  %.461 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.460, i32 %.16), !dbg !61
  %t93 = select i1 %.457, i32 %.461, i32 %.16, !dbg !61
  %.465 = xor i64 %.430, %t14, !dbg !62
  %.466 = icmp ult i64 %.465, 64, !dbg !62
  %.469 = and i64 %.465, 63, !dbg !62
  %48 = shl nuw i64 1, %.469, !dbg !62
  %49 = and i64 %.419, %48, !dbg !62
  %.471 = icmp ne i64 %49, 0, !dbg !62
  %.472 = and i1 %.466, %.471, !dbg !62
  %.473 = trunc i64 %.465 to i32, !dbg !62
  %.474 = select i1 %.472, i32 %.473, i32 %.19, !dbg !62
  %.475 = shl i32 %.474, 2, !dbg !62
  %.476 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.475, i32 %.16), !dbg !62
  %t94 = select i1 %.472, i32 %.476, i32 %.16, !dbg !62
  store i32 %t91, ptr addrspace(1) %t17, align 4, !dbg !63
  store i32 %t92, ptr addrspace(1) %t84, align 4, !dbg !64
  store i32 %t93, ptr addrspace(1) %t85, align 4, !dbg !65
  store i32 %t94, ptr addrspace(1) %t86, align 4, !dbg !66
  br label %b2, !dbg !66
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMasked_5bfloat64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i32 %a9) local_unnamed_addr #0 !dbg !67 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !68
  %t1 = sext i32 %.10 to i64, !dbg !68
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !68
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !68
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !68, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !68
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !68
  %t6 = sext i32 %.15 to i64, !dbg !68
  %t7 = add nsw i64 %t4, %t6, !dbg !68
  %t9 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t7, !dbg !69
  %.16 = load double, ptr addrspace(1) %t9, align 8, !dbg !69, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !70
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !70, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !71
  %t15 = shl nsw i64 %t7, 2, !dbg !72
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t15, !dbg !73
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !74
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !74
  %t19 = sext i32 %.19 to i64, !dbg !74
  %.21 = icmp ugt i32 %.19, 63, !dbg !75
  %.22 = and i64 %t19, 48, !dbg !75
  %.23 = shl nuw i64 65535, %.22, !dbg !75
  %t21 = select i1 %.21, i64 0, i64 %.23, !dbg !75
  switch i32 %a9, label %b2 [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b6
    i32 3, label %b10
    i32 4, label %b14
  ], !dbg !76

b1:                                               ; preds = %entry
  %.27 = and i64 %t14, 63, !dbg !77
  %.29 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !77
  %0 = shl nuw i64 1, %.27, !dbg !77
  %1 = and i64 %.29, %0, !dbg !77
  %.33.not = icmp eq i64 %1, 0, !dbg !77
  %.35 = trunc i64 %.27 to i32, !dbg !77
  %.36 = select i1 %.33.not, i32 %.19, i32 %.35, !dbg !77
  %.37 = shl i32 %.36, 2, !dbg !77
  %.38 = bitcast double %.16 to i64, !dbg !77
  %.39 = trunc i64 %.38 to i32, !dbg !77
  %.40 = lshr i64 %.38, 32, !dbg !77
  %.41 = trunc i64 %.40 to i32, !dbg !77
  %.42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.39), !dbg !77
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.41), !dbg !77
  %.44 = zext i32 %.42 to i64, !dbg !77
  %.45 = zext i32 %.43 to i64, !dbg !77
  %.46 = shl nuw i64 %.45, 32, !dbg !77
  %.47 = or i64 %.46, %.44, !dbg !77
  %.48 = bitcast i64 %.47 to double, !dbg !77
  %t23 = select i1 %.33.not, double %.16, double %.48, !dbg !77
  %.51 = zext i32 %.19 to i64, !dbg !78
  %.52 = sub nsw i64 %.51, %t14, !dbg !78
  %.53 = icmp ult i64 %.52, 64, !dbg !78
  %.54 = icmp ult i32 %.17, 64, !dbg !78
  %.55 = and i1 %.54, %.53, !dbg !78
  %.58 = and i64 %.52, 63, !dbg !78
  %2 = shl nuw i64 1, %.58, !dbg !78
  %3 = and i64 %.29, %2, !dbg !78
  %.60 = icmp ne i64 %3, 0, !dbg !78
  %.61 = and i1 %.55, %.60, !dbg !78
  %.62 = trunc i64 %.52 to i32, !dbg !78
  %.63 = select i1 %.61, i32 %.62, i32 %.19, !dbg !78
  %.64 = shl i32 %.63, 2, !dbg !78
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.39), !dbg !78
  %.70 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.41), !dbg !78
  %.71 = zext i32 %.69 to i64, !dbg !78
  %.72 = zext i32 %.70 to i64, !dbg !78
  %.73 = shl nuw i64 %.72, 32, !dbg !78
  %.74 = or i64 %.73, %.71, !dbg !78
  %.75 = bitcast i64 %.74 to double, !dbg !78
  %t24 = select i1 %.61, double %.75, double %.16, !dbg !78
  %.79 = add nsw i64 %.51, %t14, !dbg !79
  %.80 = icmp ult i64 %.79, 64, !dbg !79
  %.82 = and i1 %.54, %.80, !dbg !79
  %.85 = and i64 %.79, 63, !dbg !79
  %4 = shl nuw i64 1, %.85, !dbg !79
  %5 = and i64 %.29, %4, !dbg !79
  %.87 = icmp ne i64 %5, 0, !dbg !79
  %.88 = and i1 %.82, %.87, !dbg !79
  %.89 = trunc i64 %.79 to i32, !dbg !79
  %.90 = select i1 %.88, i32 %.89, i32 %.19, !dbg !79
  %.91 = shl i32 %.90, 2, !dbg !79
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.91, i32 %.39), !dbg !79
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.91, i32 %.41), !dbg !79
  %.98 = zext i32 %.96 to i64, !dbg !79
  %.99 = zext i32 %.97 to i64, !dbg !79
  %.100 = shl nuw i64 %.99, 32, !dbg !79
  %.101 = or i64 %.100, %.98, !dbg !79
  %.102 = bitcast i64 %.101 to double, !dbg !79
  %t25 = select i1 %.88, double %.102, double %.16, !dbg !79
  %.106 = xor i64 %.51, %t14, !dbg !80
  %.107 = icmp ult i64 %.106, 64, !dbg !80
  %.110 = and i64 %.106, 63, !dbg !80
  %6 = shl nuw i64 1, %.110, !dbg !80
  %7 = and i64 %.29, %6, !dbg !80
  %.112 = icmp ne i64 %7, 0, !dbg !80
  %.113 = and i1 %.107, %.112, !dbg !80
  %.114 = trunc i64 %.106 to i32, !dbg !80
  %.115 = select i1 %.113, i32 %.114, i32 %.19, !dbg !80
  %.116 = shl i32 %.115, 2, !dbg !80
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.116, i32 %.39), !dbg !80
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.116, i32 %.41), !dbg !80
  %.123 = zext i32 %.121 to i64, !dbg !80
  %.124 = zext i32 %.122 to i64, !dbg !80
  %.125 = shl nuw i64 %.124, 32, !dbg !80
  %.126 = or i64 %.125, %.123, !dbg !80
  %.127 = bitcast i64 %.126 to double, !dbg !80
  %t26 = select i1 %.113, double %.127, double %.16, !dbg !80
  store double %t23, ptr addrspace(1) %t17, align 8, !dbg !81
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !82
  store double %t24, ptr addrspace(1) %t28, align 8, !dbg !82
  %t29 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !83
  store double %t25, ptr addrspace(1) %t29, align 8, !dbg !83
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !84
  store double %t26, ptr addrspace(1) %t30, align 8, !dbg !84
  br label %b2, !dbg !84

b2:                                               ; preds = %b6, %entry, %b15, %b14, %b12, %b11, %b4, %b1
  ret void, !dbg !84

b4:                                               ; preds = %entry
  %.131 = and i64 %t14, 63, !dbg !85
  %.133 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !85
  %.134 = and i64 %.133, %t21, !dbg !85
  %8 = shl nuw i64 1, %.131, !dbg !85
  %9 = and i64 %.134, %8, !dbg !85
  %.137.not = icmp eq i64 %9, 0, !dbg !85
  %.139 = trunc i64 %.131 to i32, !dbg !85
  %.140 = select i1 %.137.not, i32 %.19, i32 %.139, !dbg !85
  %.141 = shl i32 %.140, 2, !dbg !85
  %.142 = bitcast double %.16 to i64, !dbg !85
  %.143 = trunc i64 %.142 to i32, !dbg !85
  %.144 = lshr i64 %.142, 32, !dbg !85
  %.145 = trunc i64 %.144 to i32, !dbg !85
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.143), !dbg !85
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.145), !dbg !85
  %.148 = zext i32 %.146 to i64, !dbg !85
  %.149 = zext i32 %.147 to i64, !dbg !85
  %.150 = shl nuw i64 %.149, 32, !dbg !85
  %.151 = or i64 %.150, %.148, !dbg !85
  %.152 = bitcast i64 %.151 to double, !dbg !85
  %t32 = select i1 %.137.not, double %.16, double %.152, !dbg !85
  %.155 = zext i32 %.19 to i64, !dbg !86
  %.156 = sub nsw i64 %.155, %t14, !dbg !86
  %.157 = icmp ult i64 %.156, 64, !dbg !86
  %.158 = icmp ult i32 %.17, 64, !dbg !86
  %.159 = and i1 %.158, %.157, !dbg !86
  %.162 = and i64 %.156, 63, !dbg !86
  %10 = shl nuw i64 1, %.162, !dbg !86
  %11 = and i64 %.134, %10, !dbg !86
  %.164 = icmp ne i64 %11, 0, !dbg !86
  %.165 = and i1 %.159, %.164, !dbg !86
  %.166 = trunc i64 %.156 to i32, !dbg !86
  %.167 = select i1 %.165, i32 %.166, i32 %.19, !dbg !86
  %.168 = shl i32 %.167, 2, !dbg !86
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.168, i32 %.143), !dbg !86
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.168, i32 %.145), !dbg !86
  %.175 = zext i32 %.173 to i64, !dbg !86
  %.176 = zext i32 %.174 to i64, !dbg !86
  %.177 = shl nuw i64 %.176, 32, !dbg !86
  %.178 = or i64 %.177, %.175, !dbg !86
  %.179 = bitcast i64 %.178 to double, !dbg !86
  %t33 = select i1 %.165, double %.179, double %.16, !dbg !86
  %.183 = add nsw i64 %.155, %t14, !dbg !87
  %.184 = icmp ult i64 %.183, 64, !dbg !87
  %.186 = and i1 %.158, %.184, !dbg !87
  %.189 = and i64 %.183, 63, !dbg !87
  %12 = shl nuw i64 1, %.189, !dbg !87
  %13 = and i64 %.134, %12, !dbg !87
  %.191 = icmp ne i64 %13, 0, !dbg !87
  %.192 = and i1 %.186, %.191, !dbg !87
  %.193 = trunc i64 %.183 to i32, !dbg !87
  %.194 = select i1 %.192, i32 %.193, i32 %.19, !dbg !87
  %.195 = shl i32 %.194, 2, !dbg !87
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.195, i32 %.143), !dbg !87
  %.201 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.195, i32 %.145), !dbg !87
  %.202 = zext i32 %.200 to i64, !dbg !87
  %.203 = zext i32 %.201 to i64, !dbg !87
  %.204 = shl nuw i64 %.203, 32, !dbg !87
  %.205 = or i64 %.204, %.202, !dbg !87
  %.206 = bitcast i64 %.205 to double, !dbg !87
  %t34 = select i1 %.192, double %.206, double %.16, !dbg !87
  %.210 = xor i64 %.155, %t14, !dbg !88
  %.211 = icmp ult i64 %.210, 64, !dbg !88
  %.214 = and i64 %.210, 63, !dbg !88
  %14 = shl nuw i64 1, %.214, !dbg !88
  %15 = and i64 %.134, %14, !dbg !88
  %.216 = icmp ne i64 %15, 0, !dbg !88
  %.217 = and i1 %.211, %.216, !dbg !88
  %.218 = trunc i64 %.210 to i32, !dbg !88
  %.219 = select i1 %.217, i32 %.218, i32 %.19, !dbg !88
  %.220 = shl i32 %.219, 2, !dbg !88
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.220, i32 %.143), !dbg !88
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.220, i32 %.145), !dbg !88
  %.227 = zext i32 %.225 to i64, !dbg !88
  %.228 = zext i32 %.226 to i64, !dbg !88
  %.229 = shl nuw i64 %.228, 32, !dbg !88
  %.230 = or i64 %.229, %.227, !dbg !88
  %.231 = bitcast i64 %.230 to double, !dbg !88
  %t35 = select i1 %.217, double %.231, double %.16, !dbg !88
  store double %t32, ptr addrspace(1) %t17, align 8, !dbg !89
  %t37 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !90
  store double %t33, ptr addrspace(1) %t37, align 8, !dbg !90
  %t38 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !91
  store double %t34, ptr addrspace(1) %t38, align 8, !dbg !91
  %t39 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !92
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !92
  br label %b2, !dbg !92

b6:                                               ; preds = %entry
  %.235 = and i64 %t14, 63, !dbg !93
  %.237 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !93
  %.238 = and i64 %.237, %t21, !dbg !93
  %16 = shl nuw i64 1, %.235, !dbg !93
  %17 = and i64 %.238, %16, !dbg !93
  %.241.not = icmp eq i64 %17, 0, !dbg !93
  %.243 = trunc i64 %.235 to i32, !dbg !93
  %.244 = select i1 %.241.not, i32 %.19, i32 %.243, !dbg !93
  %.245 = shl i32 %.244, 2, !dbg !93
  %.246 = bitcast double %.16 to i64, !dbg !93
  %.247 = trunc i64 %.246 to i32, !dbg !93
  %.248 = lshr i64 %.246, 32, !dbg !93
  %.249 = trunc i64 %.248 to i32, !dbg !93
  %.250 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.245, i32 %.247), !dbg !93
  %.251 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.245, i32 %.249), !dbg !93
  %.252 = zext i32 %.250 to i64, !dbg !93
  %.253 = zext i32 %.251 to i64, !dbg !93
  %.254 = shl nuw i64 %.253, 32, !dbg !93
  %.255 = or i64 %.254, %.252, !dbg !93
  %.256 = bitcast i64 %.255 to double, !dbg !93
  %t43 = select i1 %.241.not, double %.16, double %.256, !dbg !93
  %.259 = zext i32 %.19 to i64, !dbg !93
  %.260 = sub nsw i64 %.259, %t14, !dbg !93
  %.261 = icmp ult i64 %.260, 64, !dbg !93
  %.262 = icmp ult i32 %.17, 64, !dbg !93
  %.263 = and i1 %.262, %.261, !dbg !93
  %.266 = and i64 %.260, 63, !dbg !93
  %18 = shl nuw i64 1, %.266, !dbg !93
  %19 = and i64 %.238, %18, !dbg !93
  %.268 = icmp ne i64 %19, 0, !dbg !93
  %.269 = and i1 %.263, %.268, !dbg !93
  %.270 = trunc i64 %.260 to i32, !dbg !93
  %.271 = select i1 %.269, i32 %.270, i32 %.19, !dbg !93
  %.272 = shl i32 %.271, 2, !dbg !93
  %.277 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.272, i32 %.247), !dbg !93
  %.278 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.272, i32 %.249), !dbg !93
  %.279 = zext i32 %.277 to i64, !dbg !93
  %.280 = zext i32 %.278 to i64, !dbg !93
  %.281 = shl nuw i64 %.280, 32, !dbg !93
  %.282 = or i64 %.281, %.279, !dbg !93
  %.283 = bitcast i64 %.282 to double, !dbg !93
  %t44 = select i1 %.269, double %.283, double %.16, !dbg !93
  %.287 = add nsw i64 %.259, %t14, !dbg !93
  %.288 = icmp ult i64 %.287, 64, !dbg !93
  %.290 = and i1 %.262, %.288, !dbg !93
  %.293 = and i64 %.287, 63, !dbg !93
  %20 = shl nuw i64 1, %.293, !dbg !93
  %21 = and i64 %.238, %20, !dbg !93
  %.295 = icmp ne i64 %21, 0, !dbg !93
  %.296 = and i1 %.290, %.295, !dbg !93
  %.297 = trunc i64 %.287 to i32, !dbg !93
  %.298 = select i1 %.296, i32 %.297, i32 %.19, !dbg !93
  %.299 = shl i32 %.298, 2, !dbg !93
  %.304 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.299, i32 %.247), !dbg !93
  %.305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.299, i32 %.249), !dbg !93
  %.306 = zext i32 %.304 to i64, !dbg !93
  %.307 = zext i32 %.305 to i64, !dbg !93
  %.308 = shl nuw i64 %.307, 32, !dbg !93
  %.309 = or i64 %.308, %.306, !dbg !93
  %.310 = bitcast i64 %.309 to double, !dbg !93
  %t45 = select i1 %.296, double %.310, double %.16, !dbg !93
  %.314 = xor i64 %.259, %t14, !dbg !93
  %.315 = icmp ult i64 %.314, 64, !dbg !93
  %.318 = and i64 %.314, 63, !dbg !93
  %22 = shl nuw i64 1, %.318, !dbg !93
  %23 = and i64 %.238, %22, !dbg !93
  %.320 = icmp ne i64 %23, 0, !dbg !93
  %.321 = and i1 %.315, %.320, !dbg !93
  %.322 = trunc i64 %.314 to i32, !dbg !93
  %.323 = select i1 %.321, i32 %.322, i32 %.19, !dbg !93
  %.324 = shl i32 %.323, 2, !dbg !93
  %.329 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.324, i32 %.247), !dbg !93
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.324, i32 %.249), !dbg !93
  %.331 = zext i32 %.329 to i64, !dbg !93
  %.332 = zext i32 %.330 to i64, !dbg !93
  %.333 = shl nuw i64 %.332, 32, !dbg !93
  %.334 = or i64 %.333, %.331, !dbg !93
  %.335 = bitcast i64 %.334 to double, !dbg !93
  %t46 = select i1 %.321, double %.335, double %.16, !dbg !93
  store double %t43, ptr addrspace(1) %t17, align 8, !dbg !93
  %t48 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !93
  store double %t44, ptr addrspace(1) %t48, align 8, !dbg !93
  %t49 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !93
  store double %t45, ptr addrspace(1) %t49, align 8, !dbg !93
  %t50 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !93
  store double %t46, ptr addrspace(1) %t50, align 8, !dbg !93
  br label %b2, !dbg !93

b10:                                              ; preds = %entry
  %t601 = lshr i64 %t19, 63, !dbg !94
  %t62 = add nsw i64 %t601, %t19, !dbg !94
  %t63 = and i64 %t62, -2, !dbg !94
  %t65 = icmp eq i64 %t63, %t19, !dbg !95
  %.444 = and i64 %t14, 63, !dbg !93
  %.446 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !93
  br i1 %t65, label %b11, label %b12, !dbg !95

b11:                                              ; preds = %b10
  %.447 = and i64 %.446, 6148914691236517205, !dbg !96
  %24 = shl nuw i64 1, %.444, !dbg !96
  %25 = and i64 %.447, %24, !dbg !96
  %.450.not = icmp eq i64 %25, 0, !dbg !96
  %.452 = trunc i64 %.444 to i32, !dbg !96
  %.453 = select i1 %.450.not, i32 %.19, i32 %.452, !dbg !96
  %.454 = shl i32 %.453, 2, !dbg !96
  %.455 = bitcast double %.16 to i64, !dbg !96
  %.456 = trunc i64 %.455 to i32, !dbg !96
  %.457 = lshr i64 %.455, 32, !dbg !96
  %.458 = trunc i64 %.457 to i32, !dbg !96
  %.459 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.454, i32 %.456), !dbg !96
  %.460 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.454, i32 %.458), !dbg !96
  %.461 = zext i32 %.459 to i64, !dbg !96
  %.462 = zext i32 %.460 to i64, !dbg !96
  %.463 = shl nuw i64 %.462, 32, !dbg !96
  %.464 = or i64 %.463, %.461, !dbg !96
  %.465 = bitcast i64 %.464 to double, !dbg !96
  %t66 = select i1 %.450.not, double %.16, double %.465, !dbg !96
  %.468 = zext i32 %.19 to i64, !dbg !97
  %.469 = sub nsw i64 %.468, %t14, !dbg !97
  %.470 = icmp ult i64 %.469, 64, !dbg !97
  %.471 = icmp ult i32 %.17, 64, !dbg !97
  %.472 = and i1 %.471, %.470, !dbg !97
  %.475 = and i64 %.469, 63, !dbg !97
  %26 = shl nuw i64 1, %.475, !dbg !97
  %27 = and i64 %.447, %26, !dbg !97
  %.477 = icmp ne i64 %27, 0, !dbg !97
  %.478 = and i1 %.472, %.477, !dbg !97
  %.479 = trunc i64 %.469 to i32, !dbg !97
  %.480 = select i1 %.478, i32 %.479, i32 %.19, !dbg !97
  %.481 = shl i32 %.480, 2, !dbg !97
  %.486 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.481, i32 %.456), !dbg !97
  %.487 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.481, i32 %.458), !dbg !97
  %.488 = zext i32 %.486 to i64, !dbg !97
  %.489 = zext i32 %.487 to i64, !dbg !97
  %.490 = shl nuw i64 %.489, 32, !dbg !97
  %.491 = or i64 %.490, %.488, !dbg !97
  %.492 = bitcast i64 %.491 to double, !dbg !97
  %t67 = select i1 %.478, double %.492, double %.16, !dbg !97
  %.496 = add nsw i64 %.468, %t14, !dbg !98
  %.497 = icmp ult i64 %.496, 64, !dbg !98
  %.499 = and i1 %.471, %.497, !dbg !98
  %.502 = and i64 %.496, 63, !dbg !98
  %28 = shl nuw i64 1, %.502, !dbg !98
  %29 = and i64 %.447, %28, !dbg !98
  %.504 = icmp ne i64 %29, 0, !dbg !98
  %.505 = and i1 %.499, %.504, !dbg !98
  %.506 = trunc i64 %.496 to i32, !dbg !98
  %.507 = select i1 %.505, i32 %.506, i32 %.19, !dbg !98
  %.508 = shl i32 %.507, 2, !dbg !98
  %.513 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.508, i32 %.456), !dbg !98
  %.514 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.508, i32 %.458), !dbg !98
  %.515 = zext i32 %.513 to i64, !dbg !98
  %.516 = zext i32 %.514 to i64, !dbg !98
  %.517 = shl nuw i64 %.516, 32, !dbg !98
  %.518 = or i64 %.517, %.515, !dbg !98
  %.519 = bitcast i64 %.518 to double, !dbg !98
  %t68 = select i1 %.505, double %.519, double %.16, !dbg !98
  %.523 = xor i64 %.468, %t14, !dbg !99
  %.524 = icmp ult i64 %.523, 64, !dbg !99
  %.527 = and i64 %.523, 63, !dbg !99
  %30 = shl nuw i64 1, %.527, !dbg !99
  %31 = and i64 %.447, %30, !dbg !99
  %.529 = icmp ne i64 %31, 0, !dbg !99
  %.530 = and i1 %.524, %.529, !dbg !99
  %.531 = trunc i64 %.523 to i32, !dbg !99
  %.532 = select i1 %.530, i32 %.531, i32 %.19, !dbg !99
  %.533 = shl i32 %.532, 2, !dbg !99
  %.538 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.533, i32 %.456), !dbg !99
  %.539 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.533, i32 %.458), !dbg !99
  %.540 = zext i32 %.538 to i64, !dbg !99
  %.541 = zext i32 %.539 to i64, !dbg !99
  %.542 = shl nuw i64 %.541, 32, !dbg !99
  %.543 = or i64 %.542, %.540, !dbg !99
  %.544 = bitcast i64 %.543 to double, !dbg !99
  %t69 = select i1 %.530, double %.544, double %.16, !dbg !99
  store double %t66, ptr addrspace(1) %t17, align 8, !dbg !100
  %t71 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !101
  store double %t67, ptr addrspace(1) %t71, align 8, !dbg !101
  %t72 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !102
  store double %t68, ptr addrspace(1) %t72, align 8, !dbg !102
  %t73 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !103
  store double %t69, ptr addrspace(1) %t73, align 8, !dbg !103
  br label %b2, !dbg !103

b12:                                              ; preds = %b10
  %.551 = and i64 %.446, -6148914691236517206, !dbg !104
  %32 = shl nuw i64 1, %.444, !dbg !104
  %33 = and i64 %.551, %32, !dbg !104
  %.554.not = icmp eq i64 %33, 0, !dbg !104
  %.556 = trunc i64 %.444 to i32, !dbg !104
  %.557 = select i1 %.554.not, i32 %.19, i32 %.556, !dbg !104
  %.558 = shl i32 %.557, 2, !dbg !104
  %.559 = bitcast double %.16 to i64, !dbg !104
  %.560 = trunc i64 %.559 to i32, !dbg !104
  %.561 = lshr i64 %.559, 32, !dbg !104
  %.562 = trunc i64 %.561 to i32, !dbg !104
  %.563 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.558, i32 %.560), !dbg !104
  %.564 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.558, i32 %.562), !dbg !104
  %.565 = zext i32 %.563 to i64, !dbg !104
  %.566 = zext i32 %.564 to i64, !dbg !104
  %.567 = shl nuw i64 %.566, 32, !dbg !104
  %.568 = or i64 %.567, %.565, !dbg !104
  %.569 = bitcast i64 %.568 to double, !dbg !104
  %t74 = select i1 %.554.not, double %.16, double %.569, !dbg !104
  %.572 = zext i32 %.19 to i64, !dbg !105
  %.573 = sub nsw i64 %.572, %t14, !dbg !105
  %.574 = icmp ult i64 %.573, 64, !dbg !105
  %.575 = icmp ult i32 %.17, 64, !dbg !105
  %.576 = and i1 %.575, %.574, !dbg !105
  %.579 = and i64 %.573, 63, !dbg !105
  %34 = shl nuw i64 1, %.579, !dbg !105
  %35 = and i64 %.551, %34, !dbg !105
  %.581 = icmp ne i64 %35, 0, !dbg !105
  %.582 = and i1 %.576, %.581, !dbg !105
  %.583 = trunc i64 %.573 to i32, !dbg !105
  %.584 = select i1 %.582, i32 %.583, i32 %.19, !dbg !105
  %.585 = shl i32 %.584, 2, !dbg !105
  %.590 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.585, i32 %.560), !dbg !105
  %.591 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.585, i32 %.562), !dbg !105
  %.592 = zext i32 %.590 to i64, !dbg !105
  %.593 = zext i32 %.591 to i64, !dbg !105
  %.594 = shl nuw i64 %.593, 32, !dbg !105
  %.595 = or i64 %.594, %.592, !dbg !105
  %.596 = bitcast i64 %.595 to double, !dbg !105
  %t75 = select i1 %.582, double %.596, double %.16, !dbg !105
  %.600 = add nsw i64 %.572, %t14, !dbg !106
  %.601 = icmp ult i64 %.600, 64, !dbg !106
  %.603 = and i1 %.575, %.601, !dbg !106
  %.606 = and i64 %.600, 63, !dbg !106
  %36 = shl nuw i64 1, %.606, !dbg !106
  %37 = and i64 %.551, %36, !dbg !106
  %.608 = icmp ne i64 %37, 0, !dbg !106
  %.609 = and i1 %.603, %.608, !dbg !106
  %.610 = trunc i64 %.600 to i32, !dbg !106
  %.611 = select i1 %.609, i32 %.610, i32 %.19, !dbg !106
  %.612 = shl i32 %.611, 2, !dbg !106
  %.617 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.612, i32 %.560), !dbg !106
  %.618 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.612, i32 %.562), !dbg !106
  %.619 = zext i32 %.617 to i64, !dbg !106
  %.620 = zext i32 %.618 to i64, !dbg !106
  %.621 = shl nuw i64 %.620, 32, !dbg !106
  %.622 = or i64 %.621, %.619, !dbg !106
  %.623 = bitcast i64 %.622 to double, !dbg !106
  %t76 = select i1 %.609, double %.623, double %.16, !dbg !106
  %.627 = xor i64 %.572, %t14, !dbg !107
  %.628 = icmp ult i64 %.627, 64, !dbg !107
  %.631 = and i64 %.627, 63, !dbg !107
  %38 = shl nuw i64 1, %.631, !dbg !107
  %39 = and i64 %.551, %38, !dbg !107
  %.633 = icmp ne i64 %39, 0, !dbg !107
  %.634 = and i1 %.628, %.633, !dbg !107
  %.635 = trunc i64 %.627 to i32, !dbg !107
  %.636 = select i1 %.634, i32 %.635, i32 %.19, !dbg !107
  %.637 = shl i32 %.636, 2, !dbg !107
  %.642 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.637, i32 %.560), !dbg !107
  %.643 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.637, i32 %.562), !dbg !107
  %.644 = zext i32 %.642 to i64, !dbg !107
  %.645 = zext i32 %.643 to i64, !dbg !107
  %.646 = shl nuw i64 %.645, 32, !dbg !107
  %.647 = or i64 %.646, %.644, !dbg !107
  %.648 = bitcast i64 %.647 to double, !dbg !107
  %t77 = select i1 %.634, double %.648, double %.16, !dbg !107
  store double %t74, ptr addrspace(1) %t17, align 8, !dbg !108
  %t79 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !109
  store double %t75, ptr addrspace(1) %t79, align 8, !dbg !109
  %t80 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !110
  store double %t76, ptr addrspace(1) %t80, align 8, !dbg !110
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !111
  store double %t77, ptr addrspace(1) %t81, align 8, !dbg !111
  br label %b2, !dbg !111

b14:                                              ; preds = %entry
  store double %.16, ptr addrspace(1) %t17, align 8, !dbg !112
  %t84 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !113
  store double %.16, ptr addrspace(1) %t84, align 8, !dbg !113
  %t85 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !114
  store double %.16, ptr addrspace(1) %t85, align 8, !dbg !114
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !115
  store double %.16, ptr addrspace(1) %t86, align 8, !dbg !115
  %t87 = and i64 %t19, 8, !dbg !116
  %t88 = icmp eq i64 %t87, 0, !dbg !117
  br i1 %t88, label %b15, label %b2, !dbg !117

b15:                                              ; preds = %b14
  %.651 = and i64 %t19, 56, !dbg !118
  %.652 = shl nuw i64 255, %.651, !dbg !118
  %t90 = select i1 %.21, i64 0, i64 %.652, !dbg !118
  %.656 = and i64 %t14, 63, !dbg !119
  %.658 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !119
  %.659 = and i64 %.658, %t90, !dbg !119
  %40 = shl nuw i64 1, %.656, !dbg !119
  %41 = and i64 %.659, %40, !dbg !119
  %.662.not = icmp eq i64 %41, 0, !dbg !119
  %.664 = trunc i64 %.656 to i32, !dbg !119
  %.665 = select i1 %.662.not, i32 %.19, i32 %.664, !dbg !119
  %.666 = shl i32 %.665, 2, !dbg !119
  %.667 = bitcast double %.16 to i64, !dbg !119
  %.668 = trunc i64 %.667 to i32, !dbg !119
  %.669 = lshr i64 %.667, 32, !dbg !119
  %.670 = trunc i64 %.669 to i32, !dbg !119
  %.671 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.668), !dbg !119
  %.672 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.666, i32 %.670), !dbg !119
  %.673 = zext i32 %.671 to i64, !dbg !119
  %.674 = zext i32 %.672 to i64, !dbg !119
  %.675 = shl nuw i64 %.674, 32, !dbg !119
  %.676 = or i64 %.675, %.673, !dbg !119
  %.677 = bitcast i64 %.676 to double, !dbg !119
  %t91 = select i1 %.662.not, double %.16, double %.677, !dbg !119
  %.680 = zext i32 %.19 to i64, !dbg !120
  %.681 = sub nsw i64 %.680, %t14, !dbg !120
  %.682 = icmp ult i64 %.681, 64, !dbg !120
  %.683 = icmp ult i32 %.17, 64, !dbg !120
  %.684 = and i1 %.683, %.682, !dbg !120
  %.687 = and i64 %.681, 63, !dbg !120
  %42 = shl nuw i64 1, %.687, !dbg !120
  %43 = and i64 %.659, %42, !dbg !120
  %.689 = icmp ne i64 %43, 0, !dbg !120
  %.690 = and i1 %.684, %.689, !dbg !120
  %.691 = trunc i64 %.681 to i32, !dbg !120
  %.692 = select i1 %.690, i32 %.691, i32 %.19, !dbg !120
  %.693 = shl i32 %.692, 2, !dbg !120
  %.698 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.693, i32 %.668), !dbg !120
  %.699 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.693, i32 %.670), !dbg !120
  %.700 = zext i32 %.698 to i64, !dbg !120
  %.701 = zext i32 %.699 to i64, !dbg !120
  %.702 = shl nuw i64 %.701, 32, !dbg !120
  %.703 = or i64 %.702, %.700, !dbg !120
  %.704 = bitcast i64 %.703 to double, !dbg !120
  %t92 = select i1 %.690, double %.704, double %.16, !dbg !120
  %.708 = add nsw i64 %.680, %t14, !dbg !121
  %.709 = icmp ult i64 %.708, 64, !dbg !121
  %.711 = and i1 %.683, %.709, !dbg !121
  %.714 = and i64 %.708, 63, !dbg !121
  %44 = shl nuw i64 1, %.714, !dbg !121
  %45 = and i64 %.659, %44, !dbg !121
  %.716 = icmp ne i64 %45, 0, !dbg !121
  %.717 = and i1 %.711, %.716, !dbg !121
  %.718 = trunc i64 %.708 to i32, !dbg !121
  %.719 = select i1 %.717, i32 %.718, i32 %.19, !dbg !121
  %.720 = shl i32 %.719, 2, !dbg !121
  %.725 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.720, i32 %.668), !dbg !121
  %.726 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.720, i32 %.670), !dbg !121
  %.727 = zext i32 %.725 to i64, !dbg !121
  %.728 = zext i32 %.726 to i64, !dbg !121
  %.729 = shl nuw i64 %.728, 32, !dbg !121
  %.730 = or i64 %.729, %.727, !dbg !121
  %.731 = bitcast i64 %.730 to double, !dbg !121
  %t93 = select i1 %.717, double %.731, double %.16, !dbg !121
  %.735 = xor i64 %.680, %t14, !dbg !122
  %.736 = icmp ult i64 %.735, 64, !dbg !122
  %.739 = and i64 %.735, 63, !dbg !122
  %46 = shl nuw i64 1, %.739, !dbg !122
  %47 = and i64 %.659, %46, !dbg !122
  %.741 = icmp ne i64 %47, 0, !dbg !122
  %.742 = and i1 %.736, %.741, !dbg !122
  %.743 = trunc i64 %.735 to i32, !dbg !122
  %.744 = select i1 %.742, i32 %.743, i32 %.19, !dbg !122
  %.745 = shl i32 %.744, 2, !dbg !122
  %.750 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.745, i32 %.668), !dbg !122
  %.751 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.745, i32 %.670), !dbg !122
  %.752 = zext i32 %.750 to i64, !dbg !122
  %.753 = zext i32 %.751 to i64, !dbg !122
  %.754 = shl nuw i64 %.753, 32, !dbg !122
  %.755 = or i64 %.754, %.752, !dbg !122
  %.756 = bitcast i64 %.755 to double, !dbg !122
  %t94 = select i1 %.742, double %.756, double %.16, !dbg !122
  store double %t91, ptr addrspace(1) %t17, align 8, !dbg !123
  store double %t92, ptr addrspace(1) %t84, align 8, !dbg !124
  store double %t93, ptr addrspace(1) %t85, align 8, !dbg !125
  store double %t94, ptr addrspace(1) %t86, align 8, !dbg !126
  br label %b2, !dbg !126
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMasked_5bcomplex128_5d(ptr addrspace(1) writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i32 %a9) local_unnamed_addr #0 !dbg !127 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !128
  %t1 = sext i32 %.10 to i64, !dbg !128
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !128
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !128
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !128, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !128
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !128
  %t6 = sext i32 %.15 to i64, !dbg !128
  %t7 = add nsw i64 %t4, %t6, !dbg !128
  %t9 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !129
  %.16 = load double, ptr addrspace(1) %t9, align 8, !dbg !129, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t9, i64 8, !dbg !129
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !129, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !130
  %.21 = load i32, ptr addrspace(1) %t12, align 4, !dbg !130, !amdgpu.noclobber !6
  %t14 = sext i32 %.21 to i64, !dbg !131
  %t15 = shl nsw i64 %t7, 2, !dbg !132
  %t17 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t15, !dbg !133
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !134
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !134
  %t19 = sext i32 %.23 to i64, !dbg !134
  %.25 = icmp ugt i32 %.23, 63, !dbg !135
  %.26 = and i64 %t19, 48, !dbg !135
  %.27 = shl nuw i64 65535, %.26, !dbg !135
  %t21 = select i1 %.25, i64 0, i64 %.27, !dbg !135
  switch i32 %a9, label %b2 [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b6
    i32 3, label %b10
    i32 4, label %b14
  ], !dbg !136

b1:                                               ; preds = %entry
  %.31 = and i64 %t14, 63, !dbg !137
  %.33 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !137
  %0 = shl nuw i64 1, %.31, !dbg !137
  %1 = and i64 %.33, %0, !dbg !137
  %.37.not = icmp eq i64 %1, 0, !dbg !137
  %.39 = trunc i64 %.31 to i32, !dbg !137
  %.40 = select i1 %.37.not, i32 %.23, i32 %.39, !dbg !137
  %.41 = shl i32 %.40, 2, !dbg !137
  %.42 = bitcast double %.16 to i64, !dbg !137
  %.43 = trunc i64 %.42 to i32, !dbg !137
  %.44 = lshr i64 %.42, 32, !dbg !137
  %.45 = trunc i64 %.44 to i32, !dbg !137
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.41, i32 %.43), !dbg !137
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.41, i32 %.45), !dbg !137
  %.48 = zext i32 %.46 to i64, !dbg !137
  %.49 = zext i32 %.47 to i64, !dbg !137
  %.50 = shl nuw i64 %.49, 32, !dbg !137
  %.51 = or i64 %.50, %.48, !dbg !137
  %.52 = bitcast i64 %.51 to double, !dbg !137
  %t25 = select i1 %.37.not, double %.16, double %.52, !dbg !137
  %.67 = bitcast double %.19 to i64, !dbg !137
  %.68 = trunc i64 %.67 to i32, !dbg !137
  %.69 = lshr i64 %.67, 32, !dbg !137
  %.70 = trunc i64 %.69 to i32, !dbg !137
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.41, i32 %.68), !dbg !137
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.41, i32 %.70), !dbg !137
  %.73 = zext i32 %.71 to i64, !dbg !137
  %.74 = zext i32 %.72 to i64, !dbg !137
  %.75 = shl nuw i64 %.74, 32, !dbg !137
  %.76 = or i64 %.75, %.73, !dbg !137
  %.77 = bitcast i64 %.76 to double, !dbg !137
  %t26 = select i1 %.37.not, double %.19, double %.77, !dbg !137
  %.80 = zext i32 %.23 to i64, !dbg !138
  %.81 = sub nsw i64 %.80, %t14, !dbg !138
  %.82 = icmp ult i64 %.81, 64, !dbg !138
  %.83 = icmp ult i32 %.21, 64, !dbg !138
  %.84 = and i1 %.83, %.82, !dbg !138
  %.87 = and i64 %.81, 63, !dbg !138
  %2 = shl nuw i64 1, %.87, !dbg !138
  %3 = and i64 %.33, %2, !dbg !138
  %.89 = icmp ne i64 %3, 0, !dbg !138
  %.90 = and i1 %.84, %.89, !dbg !138
  %.91 = trunc i64 %.81 to i32, !dbg !138
  %.92 = select i1 %.90, i32 %.91, i32 %.23, !dbg !138
  %.93 = shl i32 %.92, 2, !dbg !138
  %.98 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.43), !dbg !138
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.45), !dbg !138
  %.100 = zext i32 %.98 to i64, !dbg !138
  %.101 = zext i32 %.99 to i64, !dbg !138
  %.102 = shl nuw i64 %.101, 32, !dbg !138
  %.103 = or i64 %.102, %.100, !dbg !138
  %.104 = bitcast i64 %.103 to double, !dbg !138
  %t29 = select i1 %.90, double %.104, double %.16, !dbg !138
  %.125 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.68), !dbg !138
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.70), !dbg !138
  %.127 = zext i32 %.125 to i64, !dbg !138
  %.128 = zext i32 %.126 to i64, !dbg !138
  %.129 = shl nuw i64 %.128, 32, !dbg !138
  %.130 = or i64 %.129, %.127, !dbg !138
  %.131 = bitcast i64 %.130 to double, !dbg !138
  %t30 = select i1 %.90, double %.131, double %.19, !dbg !138
  %.135 = add nsw i64 %.80, %t14, !dbg !139
  %.136 = icmp ult i64 %.135, 64, !dbg !139
  %.138 = and i1 %.83, %.136, !dbg !139
  %.141 = and i64 %.135, 63, !dbg !139
  %4 = shl nuw i64 1, %.141, !dbg !139
  %5 = and i64 %.33, %4, !dbg !139
  %.143 = icmp ne i64 %5, 0, !dbg !139
  %.144 = and i1 %.138, %.143, !dbg !139
  %.145 = trunc i64 %.135 to i32, !dbg !139
  %.146 = select i1 %.144, i32 %.145, i32 %.23, !dbg !139
  %.147 = shl i32 %.146, 2, !dbg !139
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.43), !dbg !139
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.45), !dbg !139
  %.154 = zext i32 %.152 to i64, !dbg !139
  %.155 = zext i32 %.153 to i64, !dbg !139
  %.156 = shl nuw i64 %.155, 32, !dbg !139
  %.157 = or i64 %.156, %.154, !dbg !139
  %.158 = bitcast i64 %.157 to double, !dbg !139
  %t33 = select i1 %.144, double %.158, double %.16, !dbg !139
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.68), !dbg !139
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.70), !dbg !139
  %.181 = zext i32 %.179 to i64, !dbg !139
  %.182 = zext i32 %.180 to i64, !dbg !139
  %.183 = shl nuw i64 %.182, 32, !dbg !139
  %.184 = or i64 %.183, %.181, !dbg !139
  %.185 = bitcast i64 %.184 to double, !dbg !139
  %t34 = select i1 %.144, double %.185, double %.19, !dbg !139
  %.189 = xor i64 %.80, %t14, !dbg !140
  %.190 = icmp ult i64 %.189, 64, !dbg !140
  %.193 = and i64 %.189, 63, !dbg !140
  %6 = shl nuw i64 1, %.193, !dbg !140
  %7 = and i64 %.33, %6, !dbg !140
  %.195 = icmp ne i64 %7, 0, !dbg !140
  %.196 = and i1 %.190, %.195, !dbg !140
  %.197 = trunc i64 %.189 to i32, !dbg !140
  %.198 = select i1 %.196, i32 %.197, i32 %.23, !dbg !140
  %.199 = shl i32 %.198, 2, !dbg !140
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.43), !dbg !140
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.45), !dbg !140
  %.206 = zext i32 %.204 to i64, !dbg !140
  %.207 = zext i32 %.205 to i64, !dbg !140
  %.208 = shl nuw i64 %.207, 32, !dbg !140
  %.209 = or i64 %.208, %.206, !dbg !140
  %.210 = bitcast i64 %.209 to double, !dbg !140
  %t37 = select i1 %.196, double %.210, double %.16, !dbg !140
  %.229 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.68), !dbg !140
  %.230 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.70), !dbg !140
  %.231 = zext i32 %.229 to i64, !dbg !140
  %.232 = zext i32 %.230 to i64, !dbg !140
  %.233 = shl nuw i64 %.232, 32, !dbg !140
  %.234 = or i64 %.233, %.231, !dbg !140
  %.235 = bitcast i64 %.234 to double, !dbg !140
  %t38 = select i1 %.196, double %.235, double %.19, !dbg !140
  store double %t25, ptr addrspace(1) %t17, align 8, !dbg !141
  %.238 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !141
  store double %t26, ptr addrspace(1) %.238, align 8, !dbg !141
  %t42 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !142
  store double %t29, ptr addrspace(1) %t42, align 8, !dbg !142
  %.241 = getelementptr inbounds i8, ptr addrspace(1) %t42, i64 8, !dbg !142
  store double %t30, ptr addrspace(1) %.241, align 8, !dbg !142
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !143
  store double %t33, ptr addrspace(1) %t43, align 8, !dbg !143
  %.244 = getelementptr inbounds i8, ptr addrspace(1) %t43, i64 8, !dbg !143
  store double %t34, ptr addrspace(1) %.244, align 8, !dbg !143
  %t44 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !144
  store double %t37, ptr addrspace(1) %t44, align 8, !dbg !144
  %.247 = getelementptr inbounds i8, ptr addrspace(1) %t44, i64 8, !dbg !144
  store double %t38, ptr addrspace(1) %.247, align 8, !dbg !144
  br label %b2, !dbg !144

b2:                                               ; preds = %b6, %entry, %b15, %b14, %b12, %b11, %b4, %b1
  ret void, !dbg !144

b4:                                               ; preds = %entry
  %.251 = and i64 %t14, 63, !dbg !145
  %.253 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !145
  %.254 = and i64 %.253, %t21, !dbg !145
  %8 = shl nuw i64 1, %.251, !dbg !145
  %9 = and i64 %.254, %8, !dbg !145
  %.257.not = icmp eq i64 %9, 0, !dbg !145
  %.259 = trunc i64 %.251 to i32, !dbg !145
  %.260 = select i1 %.257.not, i32 %.23, i32 %.259, !dbg !145
  %.261 = shl i32 %.260, 2, !dbg !145
  %.262 = bitcast double %.16 to i64, !dbg !145
  %.263 = trunc i64 %.262 to i32, !dbg !145
  %.264 = lshr i64 %.262, 32, !dbg !145
  %.265 = trunc i64 %.264 to i32, !dbg !145
  %.266 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.263), !dbg !145
  %.267 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.265), !dbg !145
  %.268 = zext i32 %.266 to i64, !dbg !145
  %.269 = zext i32 %.267 to i64, !dbg !145
  %.270 = shl nuw i64 %.269, 32, !dbg !145
  %.271 = or i64 %.270, %.268, !dbg !145
  %.272 = bitcast i64 %.271 to double, !dbg !145
  %t48 = select i1 %.257.not, double %.16, double %.272, !dbg !145
  %.287 = bitcast double %.19 to i64, !dbg !145
  %.288 = trunc i64 %.287 to i32, !dbg !145
  %.289 = lshr i64 %.287, 32, !dbg !145
  %.290 = trunc i64 %.289 to i32, !dbg !145
  %.291 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.288), !dbg !145
  %.292 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.290), !dbg !145
  %.293 = zext i32 %.291 to i64, !dbg !145
  %.294 = zext i32 %.292 to i64, !dbg !145
  %.295 = shl nuw i64 %.294, 32, !dbg !145
  %.296 = or i64 %.295, %.293, !dbg !145
  %.297 = bitcast i64 %.296 to double, !dbg !145
  %t49 = select i1 %.257.not, double %.19, double %.297, !dbg !145
  %.300 = zext i32 %.23 to i64, !dbg !146
  %.301 = sub nsw i64 %.300, %t14, !dbg !146
  %.302 = icmp ult i64 %.301, 64, !dbg !146
  %.303 = icmp ult i32 %.21, 64, !dbg !146
  %.304 = and i1 %.303, %.302, !dbg !146
  %.307 = and i64 %.301, 63, !dbg !146
  %10 = shl nuw i64 1, %.307, !dbg !146
  %11 = and i64 %.254, %10, !dbg !146
  %.309 = icmp ne i64 %11, 0, !dbg !146
  %.310 = and i1 %.304, %.309, !dbg !146
  %.311 = trunc i64 %.301 to i32, !dbg !146
  %.312 = select i1 %.310, i32 %.311, i32 %.23, !dbg !146
  %.313 = shl i32 %.312, 2, !dbg !146
  %.318 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.313, i32 %.263), !dbg !146
  %.319 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.313, i32 %.265), !dbg !146
  %.320 = zext i32 %.318 to i64, !dbg !146
  %.321 = zext i32 %.319 to i64, !dbg !146
  %.322 = shl nuw i64 %.321, 32, !dbg !146
  %.323 = or i64 %.322, %.320, !dbg !146
  %.324 = bitcast i64 %.323 to double, !dbg !146
  %t52 = select i1 %.310, double %.324, double %.16, !dbg !146
  %.345 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.313, i32 %.288), !dbg !146
  %.346 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.313, i32 %.290), !dbg !146
  %.347 = zext i32 %.345 to i64, !dbg !146
  %.348 = zext i32 %.346 to i64, !dbg !146
  %.349 = shl nuw i64 %.348, 32, !dbg !146
  %.350 = or i64 %.349, %.347, !dbg !146
  %.351 = bitcast i64 %.350 to double, !dbg !146
  %t53 = select i1 %.310, double %.351, double %.19, !dbg !146
  %.355 = add nsw i64 %.300, %t14, !dbg !147
  %.356 = icmp ult i64 %.355, 64, !dbg !147
  %.358 = and i1 %.303, %.356, !dbg !147
  %.361 = and i64 %.355, 63, !dbg !147
  %12 = shl nuw i64 1, %.361, !dbg !147
  %13 = and i64 %.254, %12, !dbg !147
  %.363 = icmp ne i64 %13, 0, !dbg !147
  %.364 = and i1 %.358, %.363, !dbg !147
  %.365 = trunc i64 %.355 to i32, !dbg !147
  %.366 = select i1 %.364, i32 %.365, i32 %.23, !dbg !147
  %.367 = shl i32 %.366, 2, !dbg !147
  %.372 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.367, i32 %.263), !dbg !147
  %.373 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.367, i32 %.265), !dbg !147
  %.374 = zext i32 %.372 to i64, !dbg !147
  %.375 = zext i32 %.373 to i64, !dbg !147
  %.376 = shl nuw i64 %.375, 32, !dbg !147
  %.377 = or i64 %.376, %.374, !dbg !147
  %.378 = bitcast i64 %.377 to double, !dbg !147
  %t56 = select i1 %.364, double %.378, double %.16, !dbg !147
  %.399 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.367, i32 %.288), !dbg !147
  %.400 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.367, i32 %.290), !dbg !147
  %.401 = zext i32 %.399 to i64, !dbg !147
  %.402 = zext i32 %.400 to i64, !dbg !147
  %.403 = shl nuw i64 %.402, 32, !dbg !147
  %.404 = or i64 %.403, %.401, !dbg !147
  %.405 = bitcast i64 %.404 to double, !dbg !147
  %t57 = select i1 %.364, double %.405, double %.19, !dbg !147
  %.409 = xor i64 %.300, %t14, !dbg !148
  %.410 = icmp ult i64 %.409, 64, !dbg !148
  %.413 = and i64 %.409, 63, !dbg !148
  %14 = shl nuw i64 1, %.413, !dbg !148
  %15 = and i64 %.254, %14, !dbg !148
  %.415 = icmp ne i64 %15, 0, !dbg !148
  %.416 = and i1 %.410, %.415, !dbg !148
  %.417 = trunc i64 %.409 to i32, !dbg !148
  %.418 = select i1 %.416, i32 %.417, i32 %.23, !dbg !148
  %.419 = shl i32 %.418, 2, !dbg !148
  %.424 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.419, i32 %.263), !dbg !148
  %.425 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.419, i32 %.265), !dbg !148
  %.426 = zext i32 %.424 to i64, !dbg !148
  %.427 = zext i32 %.425 to i64, !dbg !148
  %.428 = shl nuw i64 %.427, 32, !dbg !148
  %.429 = or i64 %.428, %.426, !dbg !148
  %.430 = bitcast i64 %.429 to double, !dbg !148
  %t60 = select i1 %.416, double %.430, double %.16, !dbg !148
  %.449 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.419, i32 %.288), !dbg !148
  %.450 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.419, i32 %.290), !dbg !148
  %.451 = zext i32 %.449 to i64, !dbg !148
  %.452 = zext i32 %.450 to i64, !dbg !148
  %.453 = shl nuw i64 %.452, 32, !dbg !148
  %.454 = or i64 %.453, %.451, !dbg !148
  %.455 = bitcast i64 %.454 to double, !dbg !148
  %t61 = select i1 %.416, double %.455, double %.19, !dbg !148
  store double %t48, ptr addrspace(1) %t17, align 8, !dbg !149
  %.458 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !149
  store double %t49, ptr addrspace(1) %.458, align 8, !dbg !149
  %t65 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !150
  store double %t52, ptr addrspace(1) %t65, align 8, !dbg !150
  %.461 = getelementptr inbounds i8, ptr addrspace(1) %t65, i64 8, !dbg !150
  store double %t53, ptr addrspace(1) %.461, align 8, !dbg !150
  %t66 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !151
  store double %t56, ptr addrspace(1) %t66, align 8, !dbg !151
  %.464 = getelementptr inbounds i8, ptr addrspace(1) %t66, i64 8, !dbg !151
  store double %t57, ptr addrspace(1) %.464, align 8, !dbg !151
  %t67 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !152
  store double %t60, ptr addrspace(1) %t67, align 8, !dbg !152
  %.467 = getelementptr inbounds i8, ptr addrspace(1) %t67, i64 8, !dbg !152
  store double %t61, ptr addrspace(1) %.467, align 8, !dbg !152
  br label %b2, !dbg !152

b6:                                               ; preds = %entry
  %.471 = and i64 %t14, 63, !dbg !153
  %.473 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !153
  %.474 = and i64 %.473, %t21, !dbg !153
  %16 = shl nuw i64 1, %.471, !dbg !153
  %17 = and i64 %.474, %16, !dbg !153
  %.477.not = icmp eq i64 %17, 0, !dbg !153
  %.479 = trunc i64 %.471 to i32, !dbg !153
  %.480 = select i1 %.477.not, i32 %.23, i32 %.479, !dbg !153
  %.481 = shl i32 %.480, 2, !dbg !153
  %.482 = bitcast double %.16 to i64, !dbg !153
  %.483 = trunc i64 %.482 to i32, !dbg !153
  %.484 = lshr i64 %.482, 32, !dbg !153
  %.485 = trunc i64 %.484 to i32, !dbg !153
  %.486 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.481, i32 %.483), !dbg !153
  %.487 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.481, i32 %.485), !dbg !153
  %.488 = zext i32 %.486 to i64, !dbg !153
  %.489 = zext i32 %.487 to i64, !dbg !153
  %.490 = shl nuw i64 %.489, 32, !dbg !153
  %.491 = or i64 %.490, %.488, !dbg !153
  %.492 = bitcast i64 %.491 to double, !dbg !153
  %t73 = select i1 %.477.not, double %.16, double %.492, !dbg !153
  %.507 = bitcast double %.19 to i64, !dbg !153
  %.508 = trunc i64 %.507 to i32, !dbg !153
  %.509 = lshr i64 %.507, 32, !dbg !153
  %.510 = trunc i64 %.509 to i32, !dbg !153
  %.511 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.481, i32 %.508), !dbg !153
  %.512 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.481, i32 %.510), !dbg !153
  %.513 = zext i32 %.511 to i64, !dbg !153
  %.514 = zext i32 %.512 to i64, !dbg !153
  %.515 = shl nuw i64 %.514, 32, !dbg !153
  %.516 = or i64 %.515, %.513, !dbg !153
  %.517 = bitcast i64 %.516 to double, !dbg !153
  %t74 = select i1 %.477.not, double %.19, double %.517, !dbg !153
  %.520 = zext i32 %.23 to i64, !dbg !153
  %.521 = sub nsw i64 %.520, %t14, !dbg !153
  %.522 = icmp ult i64 %.521, 64, !dbg !153
  %.523 = icmp ult i32 %.21, 64, !dbg !153
  %.524 = and i1 %.523, %.522, !dbg !153
  %.527 = and i64 %.521, 63, !dbg !153
  %18 = shl nuw i64 1, %.527, !dbg !153
  %19 = and i64 %.474, %18, !dbg !153
  %.529 = icmp ne i64 %19, 0, !dbg !153
  %.530 = and i1 %.524, %.529, !dbg !153
  %.531 = trunc i64 %.521 to i32, !dbg !153
  %.532 = select i1 %.530, i32 %.531, i32 %.23, !dbg !153
  %.533 = shl i32 %.532, 2, !dbg !153
  %.538 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.533, i32 %.483), !dbg !153
  %.539 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.533, i32 %.485), !dbg !153
  %.540 = zext i32 %.538 to i64, !dbg !153
  %.541 = zext i32 %.539 to i64, !dbg !153
  %.542 = shl nuw i64 %.541, 32, !dbg !153
  %.543 = or i64 %.542, %.540, !dbg !153
  %.544 = bitcast i64 %.543 to double, !dbg !153
  %t77 = select i1 %.530, double %.544, double %.16, !dbg !153
  %.565 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.533, i32 %.508), !dbg !153
  %.566 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.533, i32 %.510), !dbg !153
  %.567 = zext i32 %.565 to i64, !dbg !153
  %.568 = zext i32 %.566 to i64, !dbg !153
  %.569 = shl nuw i64 %.568, 32, !dbg !153
  %.570 = or i64 %.569, %.567, !dbg !153
  %.571 = bitcast i64 %.570 to double, !dbg !153
  %t78 = select i1 %.530, double %.571, double %.19, !dbg !153
  %.575 = add nsw i64 %.520, %t14, !dbg !153
  %.576 = icmp ult i64 %.575, 64, !dbg !153
  %.578 = and i1 %.523, %.576, !dbg !153
  %.581 = and i64 %.575, 63, !dbg !153
  %20 = shl nuw i64 1, %.581, !dbg !153
  %21 = and i64 %.474, %20, !dbg !153
  %.583 = icmp ne i64 %21, 0, !dbg !153
  %.584 = and i1 %.578, %.583, !dbg !153
  %.585 = trunc i64 %.575 to i32, !dbg !153
  %.586 = select i1 %.584, i32 %.585, i32 %.23, !dbg !153
  %.587 = shl i32 %.586, 2, !dbg !153
  %.592 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.587, i32 %.483), !dbg !153
  %.593 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.587, i32 %.485), !dbg !153
  %.594 = zext i32 %.592 to i64, !dbg !153
  %.595 = zext i32 %.593 to i64, !dbg !153
  %.596 = shl nuw i64 %.595, 32, !dbg !153
  %.597 = or i64 %.596, %.594, !dbg !153
  %.598 = bitcast i64 %.597 to double, !dbg !153
  %t81 = select i1 %.584, double %.598, double %.16, !dbg !153
  %.619 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.587, i32 %.508), !dbg !153
  %.620 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.587, i32 %.510), !dbg !153
  %.621 = zext i32 %.619 to i64, !dbg !153
  %.622 = zext i32 %.620 to i64, !dbg !153
  %.623 = shl nuw i64 %.622, 32, !dbg !153
  %.624 = or i64 %.623, %.621, !dbg !153
  %.625 = bitcast i64 %.624 to double, !dbg !153
  %t82 = select i1 %.584, double %.625, double %.19, !dbg !153
  %.629 = xor i64 %.520, %t14, !dbg !153
  %.630 = icmp ult i64 %.629, 64, !dbg !153
  %.633 = and i64 %.629, 63, !dbg !153
  %22 = shl nuw i64 1, %.633, !dbg !153
  %23 = and i64 %.474, %22, !dbg !153
  %.635 = icmp ne i64 %23, 0, !dbg !153
  %.636 = and i1 %.630, %.635, !dbg !153
  %.637 = trunc i64 %.629 to i32, !dbg !153
  %.638 = select i1 %.636, i32 %.637, i32 %.23, !dbg !153
  %.639 = shl i32 %.638, 2, !dbg !153
  %.644 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.639, i32 %.483), !dbg !153
  %.645 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.639, i32 %.485), !dbg !153
  %.646 = zext i32 %.644 to i64, !dbg !153
  %.647 = zext i32 %.645 to i64, !dbg !153
  %.648 = shl nuw i64 %.647, 32, !dbg !153
  %.649 = or i64 %.648, %.646, !dbg !153
  %.650 = bitcast i64 %.649 to double, !dbg !153
  %t85 = select i1 %.636, double %.650, double %.16, !dbg !153
  %.669 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.639, i32 %.508), !dbg !153
  %.670 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.639, i32 %.510), !dbg !153
  %.671 = zext i32 %.669 to i64, !dbg !153
  %.672 = zext i32 %.670 to i64, !dbg !153
  %.673 = shl nuw i64 %.672, 32, !dbg !153
  %.674 = or i64 %.673, %.671, !dbg !153
  %.675 = bitcast i64 %.674 to double, !dbg !153
  %t86 = select i1 %.636, double %.675, double %.19, !dbg !153
  store double %t73, ptr addrspace(1) %t17, align 8, !dbg !153
  %.678 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !153
  store double %t74, ptr addrspace(1) %.678, align 8, !dbg !153
  %t90 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !153
  store double %t77, ptr addrspace(1) %t90, align 8, !dbg !153
  %.681 = getelementptr inbounds i8, ptr addrspace(1) %t90, i64 8, !dbg !153
  store double %t78, ptr addrspace(1) %.681, align 8, !dbg !153
  %t91 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !153
  store double %t81, ptr addrspace(1) %t91, align 8, !dbg !153
  %.684 = getelementptr inbounds i8, ptr addrspace(1) %t91, i64 8, !dbg !153
  store double %t82, ptr addrspace(1) %.684, align 8, !dbg !153
  %t92 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !153
  store double %t85, ptr addrspace(1) %t92, align 8, !dbg !153
  %.687 = getelementptr inbounds i8, ptr addrspace(1) %t92, i64 8, !dbg !153
  store double %t86, ptr addrspace(1) %.687, align 8, !dbg !153
  br label %b2, !dbg !153

b10:                                              ; preds = %entry
  %t1161 = lshr i64 %t19, 63, !dbg !154
  %t118 = add nsw i64 %t1161, %t19, !dbg !154
  %t119 = and i64 %t118, -2, !dbg !154
  %t121 = icmp eq i64 %t119, %t19, !dbg !155
  %.912 = and i64 %t14, 63, !dbg !153
  %.914 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !153
  br i1 %t121, label %b11, label %b12, !dbg !155

b11:                                              ; preds = %b10
  %.915 = and i64 %.914, 6148914691236517205, !dbg !156
  %24 = shl nuw i64 1, %.912, !dbg !156
  %25 = and i64 %.915, %24, !dbg !156
  %.918.not = icmp eq i64 %25, 0, !dbg !156
  %.920 = trunc i64 %.912 to i32, !dbg !156
  %.921 = select i1 %.918.not, i32 %.23, i32 %.920, !dbg !156
  %.922 = shl i32 %.921, 2, !dbg !156
  %.923 = bitcast double %.16 to i64, !dbg !156
  %.924 = trunc i64 %.923 to i32, !dbg !156
  %.925 = lshr i64 %.923, 32, !dbg !156
  %.926 = trunc i64 %.925 to i32, !dbg !156
  %.927 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.922, i32 %.924), !dbg !156
  %.928 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.922, i32 %.926), !dbg !156
  %.929 = zext i32 %.927 to i64, !dbg !156
  %.930 = zext i32 %.928 to i64, !dbg !156
  %.931 = shl nuw i64 %.930, 32, !dbg !156
  %.932 = or i64 %.931, %.929, !dbg !156
  %.933 = bitcast i64 %.932 to double, !dbg !156
  %t124 = select i1 %.918.not, double %.16, double %.933, !dbg !156
  %.948 = bitcast double %.19 to i64, !dbg !156
  %.949 = trunc i64 %.948 to i32, !dbg !156
  %.950 = lshr i64 %.948, 32, !dbg !156
  %.951 = trunc i64 %.950 to i32, !dbg !156
  %.952 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.922, i32 %.949), !dbg !156
  %.953 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.922, i32 %.951), !dbg !156
  %.954 = zext i32 %.952 to i64, !dbg !156
  %.955 = zext i32 %.953 to i64, !dbg !156
  %.956 = shl nuw i64 %.955, 32, !dbg !156
  %.957 = or i64 %.956, %.954, !dbg !156
  %.958 = bitcast i64 %.957 to double, !dbg !156
  %t125 = select i1 %.918.not, double %.19, double %.958, !dbg !156
  %.961 = zext i32 %.23 to i64, !dbg !157
  %.962 = sub nsw i64 %.961, %t14, !dbg !157
  %.963 = icmp ult i64 %.962, 64, !dbg !157
  %.964 = icmp ult i32 %.21, 64, !dbg !157
  %.965 = and i1 %.964, %.963, !dbg !157
  %.968 = and i64 %.962, 63, !dbg !157
  %26 = shl nuw i64 1, %.968, !dbg !157
  %27 = and i64 %.915, %26, !dbg !157
  %.970 = icmp ne i64 %27, 0, !dbg !157
  %.971 = and i1 %.965, %.970, !dbg !157
  %.972 = trunc i64 %.962 to i32, !dbg !157
  %.973 = select i1 %.971, i32 %.972, i32 %.23, !dbg !157
  %.974 = shl i32 %.973, 2, !dbg !157
  %.979 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.974, i32 %.924), !dbg !157
  %.980 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.974, i32 %.926), !dbg !157
  %.981 = zext i32 %.979 to i64, !dbg !157
  %.982 = zext i32 %.980 to i64, !dbg !157
  %.983 = shl nuw i64 %.982, 32, !dbg !157
  %.984 = or i64 %.983, %.981, !dbg !157
  %.985 = bitcast i64 %.984 to double, !dbg !157
  %t128 = select i1 %.971, double %.985, double %.16, !dbg !157
  %.1006 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.974, i32 %.949), !dbg !157
  %.1007 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.974, i32 %.951), !dbg !157
  %.1008 = zext i32 %.1006 to i64, !dbg !157
  %.1009 = zext i32 %.1007 to i64, !dbg !157
  %.1010 = shl nuw i64 %.1009, 32, !dbg !157
  %.1011 = or i64 %.1010, %.1008, !dbg !157
  %.1012 = bitcast i64 %.1011 to double, !dbg !157
  %t129 = select i1 %.971, double %.1012, double %.19, !dbg !157
  %.1016 = add nsw i64 %.961, %t14, !dbg !158
  %.1017 = icmp ult i64 %.1016, 64, !dbg !158
  %.1019 = and i1 %.964, %.1017, !dbg !158
  %.1022 = and i64 %.1016, 63, !dbg !158
  %28 = shl nuw i64 1, %.1022, !dbg !158
  %29 = and i64 %.915, %28, !dbg !158
  %.1024 = icmp ne i64 %29, 0, !dbg !158
  %.1025 = and i1 %.1019, %.1024, !dbg !158
  %.1026 = trunc i64 %.1016 to i32, !dbg !158
  %.1027 = select i1 %.1025, i32 %.1026, i32 %.23, !dbg !158
  %.1028 = shl i32 %.1027, 2, !dbg !158
  %.1033 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1028, i32 %.924), !dbg !158
  %.1034 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1028, i32 %.926), !dbg !158
  %.1035 = zext i32 %.1033 to i64, !dbg !158
  %.1036 = zext i32 %.1034 to i64, !dbg !158
  %.1037 = shl nuw i64 %.1036, 32, !dbg !158
  %.1038 = or i64 %.1037, %.1035, !dbg !158
  %.1039 = bitcast i64 %.1038 to double, !dbg !158
  %t132 = select i1 %.1025, double %.1039, double %.16, !dbg !158
  %.1060 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1028, i32 %.949), !dbg !158
  %.1061 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1028, i32 %.951), !dbg !158
  %.1062 = zext i32 %.1060 to i64, !dbg !158
  %.1063 = zext i32 %.1061 to i64, !dbg !158
  %.1064 = shl nuw i64 %.1063, 32, !dbg !158
  %.1065 = or i64 %.1064, %.1062, !dbg !158
  %.1066 = bitcast i64 %.1065 to double, !dbg !158
  %t133 = select i1 %.1025, double %.1066, double %.19, !dbg !158
  %.1070 = xor i64 %.961, %t14, !dbg !159
  %.1071 = icmp ult i64 %.1070, 64, !dbg !159
  %.1074 = and i64 %.1070, 63, !dbg !159
  %30 = shl nuw i64 1, %.1074, !dbg !159
  %31 = and i64 %.915, %30, !dbg !159
  %.1076 = icmp ne i64 %31, 0, !dbg !159
  %.1077 = and i1 %.1071, %.1076, !dbg !159
  %.1078 = trunc i64 %.1070 to i32, !dbg !159
  %.1079 = select i1 %.1077, i32 %.1078, i32 %.23, !dbg !159
  %.1080 = shl i32 %.1079, 2, !dbg !159
  %.1085 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1080, i32 %.924), !dbg !159
  %.1086 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1080, i32 %.926), !dbg !159
  %.1087 = zext i32 %.1085 to i64, !dbg !159
  %.1088 = zext i32 %.1086 to i64, !dbg !159
  %.1089 = shl nuw i64 %.1088, 32, !dbg !159
  %.1090 = or i64 %.1089, %.1087, !dbg !159
  %.1091 = bitcast i64 %.1090 to double, !dbg !159
  %t136 = select i1 %.1077, double %.1091, double %.16, !dbg !159
  %.1110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1080, i32 %.949), !dbg !159
  %.1111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1080, i32 %.951), !dbg !159
  %.1112 = zext i32 %.1110 to i64, !dbg !159
  %.1113 = zext i32 %.1111 to i64, !dbg !159
  %.1114 = shl nuw i64 %.1113, 32, !dbg !159
  %.1115 = or i64 %.1114, %.1112, !dbg !159
  %.1116 = bitcast i64 %.1115 to double, !dbg !159
  %t137 = select i1 %.1077, double %.1116, double %.19, !dbg !159
  store double %t124, ptr addrspace(1) %t17, align 8, !dbg !160
  %.1119 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !160
  store double %t125, ptr addrspace(1) %.1119, align 8, !dbg !160
  %t141 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !161
  store double %t128, ptr addrspace(1) %t141, align 8, !dbg !161
  %.1122 = getelementptr inbounds i8, ptr addrspace(1) %t141, i64 8, !dbg !161
  store double %t129, ptr addrspace(1) %.1122, align 8, !dbg !161
  %t142 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !162
  store double %t132, ptr addrspace(1) %t142, align 8, !dbg !162
  %.1125 = getelementptr inbounds i8, ptr addrspace(1) %t142, i64 8, !dbg !162
  store double %t133, ptr addrspace(1) %.1125, align 8, !dbg !162
  %t143 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !163
  store double %t136, ptr addrspace(1) %t143, align 8, !dbg !163
  %.1128 = getelementptr inbounds i8, ptr addrspace(1) %t143, i64 8, !dbg !163
  store double %t137, ptr addrspace(1) %.1128, align 8, !dbg !163
  br label %b2, !dbg !163

b12:                                              ; preds = %b10
  %.1135 = and i64 %.914, -6148914691236517206, !dbg !164
  %32 = shl nuw i64 1, %.912, !dbg !164
  %33 = and i64 %.1135, %32, !dbg !164
  %.1138.not = icmp eq i64 %33, 0, !dbg !164
  %.1140 = trunc i64 %.912 to i32, !dbg !164
  %.1141 = select i1 %.1138.not, i32 %.23, i32 %.1140, !dbg !164
  %.1142 = shl i32 %.1141, 2, !dbg !164
  %.1143 = bitcast double %.16 to i64, !dbg !164
  %.1144 = trunc i64 %.1143 to i32, !dbg !164
  %.1145 = lshr i64 %.1143, 32, !dbg !164
  %.1146 = trunc i64 %.1145 to i32, !dbg !164
  %.1147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1142, i32 %.1144), !dbg !164
  %.1148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1142, i32 %.1146), !dbg !164
  %.1149 = zext i32 %.1147 to i64, !dbg !164
  %.1150 = zext i32 %.1148 to i64, !dbg !164
  %.1151 = shl nuw i64 %.1150, 32, !dbg !164
  %.1152 = or i64 %.1151, %.1149, !dbg !164
  %.1153 = bitcast i64 %.1152 to double, !dbg !164
  %t146 = select i1 %.1138.not, double %.16, double %.1153, !dbg !164
  %.1168 = bitcast double %.19 to i64, !dbg !164
  %.1169 = trunc i64 %.1168 to i32, !dbg !164
  %.1170 = lshr i64 %.1168, 32, !dbg !164
  %.1171 = trunc i64 %.1170 to i32, !dbg !164
  %.1172 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1142, i32 %.1169), !dbg !164
  %.1173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1142, i32 %.1171), !dbg !164
  %.1174 = zext i32 %.1172 to i64, !dbg !164
  %.1175 = zext i32 %.1173 to i64, !dbg !164
  %.1176 = shl nuw i64 %.1175, 32, !dbg !164
  %.1177 = or i64 %.1176, %.1174, !dbg !164
  %.1178 = bitcast i64 %.1177 to double, !dbg !164
  %t147 = select i1 %.1138.not, double %.19, double %.1178, !dbg !164
  %.1181 = zext i32 %.23 to i64, !dbg !165
  %.1182 = sub nsw i64 %.1181, %t14, !dbg !165
  %.1183 = icmp ult i64 %.1182, 64, !dbg !165
  %.1184 = icmp ult i32 %.21, 64, !dbg !165
  %.1185 = and i1 %.1184, %.1183, !dbg !165
  %.1188 = and i64 %.1182, 63, !dbg !165
  %34 = shl nuw i64 1, %.1188, !dbg !165
  %35 = and i64 %.1135, %34, !dbg !165
  %.1190 = icmp ne i64 %35, 0, !dbg !165
  %.1191 = and i1 %.1185, %.1190, !dbg !165
  %.1192 = trunc i64 %.1182 to i32, !dbg !165
  %.1193 = select i1 %.1191, i32 %.1192, i32 %.23, !dbg !165
  %.1194 = shl i32 %.1193, 2, !dbg !165
  %.1199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1194, i32 %.1144), !dbg !165
  %.1200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1194, i32 %.1146), !dbg !165
  %.1201 = zext i32 %.1199 to i64, !dbg !165
  %.1202 = zext i32 %.1200 to i64, !dbg !165
  %.1203 = shl nuw i64 %.1202, 32, !dbg !165
  %.1204 = or i64 %.1203, %.1201, !dbg !165
  %.1205 = bitcast i64 %.1204 to double, !dbg !165
  %t150 = select i1 %.1191, double %.1205, double %.16, !dbg !165
  %.1226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1194, i32 %.1169), !dbg !165
  %.1227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1194, i32 %.1171), !dbg !165
  %.1228 = zext i32 %.1226 to i64, !dbg !165
  %.1229 = zext i32 %.1227 to i64, !dbg !165
  %.1230 = shl nuw i64 %.1229, 32, !dbg !165
  %.1231 = or i64 %.1230, %.1228, !dbg !165
  %.1232 = bitcast i64 %.1231 to double, !dbg !165
  %t151 = select i1 %.1191, double %.1232, double %.19, !dbg !165
  %.1236 = add nsw i64 %.1181, %t14, !dbg !166
  %.1237 = icmp ult i64 %.1236, 64, !dbg !166
  %.1239 = and i1 %.1184, %.1237, !dbg !166
  %.1242 = and i64 %.1236, 63, !dbg !166
  %36 = shl nuw i64 1, %.1242, !dbg !166
  %37 = and i64 %.1135, %36, !dbg !166
  %.1244 = icmp ne i64 %37, 0, !dbg !166
  %.1245 = and i1 %.1239, %.1244, !dbg !166
  %.1246 = trunc i64 %.1236 to i32, !dbg !166
  %.1247 = select i1 %.1245, i32 %.1246, i32 %.23, !dbg !166
  %.1248 = shl i32 %.1247, 2, !dbg !166
  %.1253 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1248, i32 %.1144), !dbg !166
  %.1254 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1248, i32 %.1146), !dbg !166
  %.1255 = zext i32 %.1253 to i64, !dbg !166
  %.1256 = zext i32 %.1254 to i64, !dbg !166
  %.1257 = shl nuw i64 %.1256, 32, !dbg !166
  %.1258 = or i64 %.1257, %.1255, !dbg !166
  %.1259 = bitcast i64 %.1258 to double, !dbg !166
  %t154 = select i1 %.1245, double %.1259, double %.16, !dbg !166
  %.1280 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1248, i32 %.1169), !dbg !166
  %.1281 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1248, i32 %.1171), !dbg !166
  %.1282 = zext i32 %.1280 to i64, !dbg !166
  %.1283 = zext i32 %.1281 to i64, !dbg !166
  %.1284 = shl nuw i64 %.1283, 32, !dbg !166
  %.1285 = or i64 %.1284, %.1282, !dbg !166
  %.1286 = bitcast i64 %.1285 to double, !dbg !166
  %t155 = select i1 %.1245, double %.1286, double %.19, !dbg !166
  %.1290 = xor i64 %.1181, %t14, !dbg !167
  %.1291 = icmp ult i64 %.1290, 64, !dbg !167
  %.1294 = and i64 %.1290, 63, !dbg !167
  %38 = shl nuw i64 1, %.1294, !dbg !167
  %39 = and i64 %.1135, %38, !dbg !167
  %.1296 = icmp ne i64 %39, 0, !dbg !167
  %.1297 = and i1 %.1291, %.1296, !dbg !167
  %.1298 = trunc i64 %.1290 to i32, !dbg !167
  %.1299 = select i1 %.1297, i32 %.1298, i32 %.23, !dbg !167
  %.1300 = shl i32 %.1299, 2, !dbg !167
  %.1305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1300, i32 %.1144), !dbg !167
  %.1306 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1300, i32 %.1146), !dbg !167
  %.1307 = zext i32 %.1305 to i64, !dbg !167
  %.1308 = zext i32 %.1306 to i64, !dbg !167
  %.1309 = shl nuw i64 %.1308, 32, !dbg !167
  %.1310 = or i64 %.1309, %.1307, !dbg !167
  %.1311 = bitcast i64 %.1310 to double, !dbg !167
  %t158 = select i1 %.1297, double %.1311, double %.16, !dbg !167
  %.1330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1300, i32 %.1169), !dbg !167
  %.1331 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1300, i32 %.1171), !dbg !167
  %.1332 = zext i32 %.1330 to i64, !dbg !167
  %.1333 = zext i32 %.1331 to i64, !dbg !167
  %.1334 = shl nuw i64 %.1333, 32, !dbg !167
  %.1335 = or i64 %.1334, %.1332, !dbg !167
  %.1336 = bitcast i64 %.1335 to double, !dbg !167
  %t159 = select i1 %.1297, double %.1336, double %.19, !dbg !167
  store double %t146, ptr addrspace(1) %t17, align 8, !dbg !168
  %.1339 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !168
  store double %t147, ptr addrspace(1) %.1339, align 8, !dbg !168
  %t163 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !169
  store double %t150, ptr addrspace(1) %t163, align 8, !dbg !169
  %.1342 = getelementptr inbounds i8, ptr addrspace(1) %t163, i64 8, !dbg !169
  store double %t151, ptr addrspace(1) %.1342, align 8, !dbg !169
  %t164 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !170
  store double %t154, ptr addrspace(1) %t164, align 8, !dbg !170
  %.1345 = getelementptr inbounds i8, ptr addrspace(1) %t164, i64 8, !dbg !170
  store double %t155, ptr addrspace(1) %.1345, align 8, !dbg !170
  %t165 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !171
  store double %t158, ptr addrspace(1) %t165, align 8, !dbg !171
  %.1348 = getelementptr inbounds i8, ptr addrspace(1) %t165, i64 8, !dbg !171
  store double %t159, ptr addrspace(1) %.1348, align 8, !dbg !171
  br label %b2, !dbg !171

b14:                                              ; preds = %entry
  store double %.16, ptr addrspace(1) %t17, align 8, !dbg !172
  %.1351 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !172
  store double %.19, ptr addrspace(1) %.1351, align 8, !dbg !172
  %t168 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !173
  store double %.16, ptr addrspace(1) %t168, align 8, !dbg !173
  %.1354 = getelementptr inbounds i8, ptr addrspace(1) %t168, i64 8, !dbg !173
  store double %.19, ptr addrspace(1) %.1354, align 8, !dbg !173
  %t169 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !174
  store double %.16, ptr addrspace(1) %t169, align 8, !dbg !174
  %.1357 = getelementptr inbounds i8, ptr addrspace(1) %t169, i64 8, !dbg !174
  store double %.19, ptr addrspace(1) %.1357, align 8, !dbg !174
  %t170 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !175
  store double %.16, ptr addrspace(1) %t170, align 8, !dbg !175
  %.1360 = getelementptr inbounds i8, ptr addrspace(1) %t170, i64 8, !dbg !175
  store double %.19, ptr addrspace(1) %.1360, align 8, !dbg !175
  %t171 = and i64 %t19, 8, !dbg !176
  %t172 = icmp eq i64 %t171, 0, !dbg !177
  br i1 %t172, label %b15, label %b2, !dbg !177

b15:                                              ; preds = %b14
  %.1363 = and i64 %t19, 56, !dbg !178
  %.1364 = shl nuw i64 255, %.1363, !dbg !178
  %t174 = select i1 %.25, i64 0, i64 %.1364, !dbg !178
  %.1368 = and i64 %t14, 63, !dbg !179
  %.1370 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !179
  %.1371 = and i64 %.1370, %t174, !dbg !179
  %40 = shl nuw i64 1, %.1368, !dbg !179
  %41 = and i64 %.1371, %40, !dbg !179
  %.1374.not = icmp eq i64 %41, 0, !dbg !179
  %.1376 = trunc i64 %.1368 to i32, !dbg !179
  %.1377 = select i1 %.1374.not, i32 %.23, i32 %.1376, !dbg !179
  %.1378 = shl i32 %.1377, 2, !dbg !179
  %.1379 = bitcast double %.16 to i64, !dbg !179
  %.1380 = trunc i64 %.1379 to i32, !dbg !179
  %.1381 = lshr i64 %.1379, 32, !dbg !179
  %.1382 = trunc i64 %.1381 to i32, !dbg !179
  %.1383 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1378, i32 %.1380), !dbg !179
  %.1384 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1378, i32 %.1382), !dbg !179
  %.1385 = zext i32 %.1383 to i64, !dbg !179
  %.1386 = zext i32 %.1384 to i64, !dbg !179
  %.1387 = shl nuw i64 %.1386, 32, !dbg !179
  %.1388 = or i64 %.1387, %.1385, !dbg !179
  %.1389 = bitcast i64 %.1388 to double, !dbg !179
  %t177 = select i1 %.1374.not, double %.16, double %.1389, !dbg !179
  %.1404 = bitcast double %.19 to i64, !dbg !179
  %.1405 = trunc i64 %.1404 to i32, !dbg !179
  %.1406 = lshr i64 %.1404, 32, !dbg !179
  %.1407 = trunc i64 %.1406 to i32, !dbg !179
  %.1408 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1378, i32 %.1405), !dbg !179
  %.1409 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1378, i32 %.1407), !dbg !179
  %.1410 = zext i32 %.1408 to i64, !dbg !179
  %.1411 = zext i32 %.1409 to i64, !dbg !179
  %.1412 = shl nuw i64 %.1411, 32, !dbg !179
  %.1413 = or i64 %.1412, %.1410, !dbg !179
  %.1414 = bitcast i64 %.1413 to double, !dbg !179
  %t178 = select i1 %.1374.not, double %.19, double %.1414, !dbg !179
  %.1417 = zext i32 %.23 to i64, !dbg !180
  %.1418 = sub nsw i64 %.1417, %t14, !dbg !180
  %.1419 = icmp ult i64 %.1418, 64, !dbg !180
  %.1420 = icmp ult i32 %.21, 64, !dbg !180
  %.1421 = and i1 %.1420, %.1419, !dbg !180
  %.1424 = and i64 %.1418, 63, !dbg !180
  %42 = shl nuw i64 1, %.1424, !dbg !180
  %43 = and i64 %.1371, %42, !dbg !180
  %.1426 = icmp ne i64 %43, 0, !dbg !180
  %.1427 = and i1 %.1421, %.1426, !dbg !180
  %.1428 = trunc i64 %.1418 to i32, !dbg !180
  %.1429 = select i1 %.1427, i32 %.1428, i32 %.23, !dbg !180
  %.1430 = shl i32 %.1429, 2, !dbg !180
  %.1435 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1430, i32 %.1380), !dbg !180
  %.1436 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1430, i32 %.1382), !dbg !180
  %.1437 = zext i32 %.1435 to i64, !dbg !180
  %.1438 = zext i32 %.1436 to i64, !dbg !180
  %.1439 = shl nuw i64 %.1438, 32, !dbg !180
  %.1440 = or i64 %.1439, %.1437, !dbg !180
  %.1441 = bitcast i64 %.1440 to double, !dbg !180
  %t181 = select i1 %.1427, double %.1441, double %.16, !dbg !180
  %.1462 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1430, i32 %.1405), !dbg !180
  %.1463 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1430, i32 %.1407), !dbg !180
  %.1464 = zext i32 %.1462 to i64, !dbg !180
  %.1465 = zext i32 %.1463 to i64, !dbg !180
  %.1466 = shl nuw i64 %.1465, 32, !dbg !180
  %.1467 = or i64 %.1466, %.1464, !dbg !180
  %.1468 = bitcast i64 %.1467 to double, !dbg !180
  %t182 = select i1 %.1427, double %.1468, double %.19, !dbg !180
  %.1472 = add nsw i64 %.1417, %t14, !dbg !181
  %.1473 = icmp ult i64 %.1472, 64, !dbg !181
  %.1475 = and i1 %.1420, %.1473, !dbg !181
  %.1478 = and i64 %.1472, 63, !dbg !181
  %44 = shl nuw i64 1, %.1478, !dbg !181
  %45 = and i64 %.1371, %44, !dbg !181
  %.1480 = icmp ne i64 %45, 0, !dbg !181
  %.1481 = and i1 %.1475, %.1480, !dbg !181
  %.1482 = trunc i64 %.1472 to i32, !dbg !181
  %.1483 = select i1 %.1481, i32 %.1482, i32 %.23, !dbg !181
  %.1484 = shl i32 %.1483, 2, !dbg !181
  %.1489 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1484, i32 %.1380), !dbg !181
  %.1490 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1484, i32 %.1382), !dbg !181
  %.1491 = zext i32 %.1489 to i64, !dbg !181
  %.1492 = zext i32 %.1490 to i64, !dbg !181
  %.1493 = shl nuw i64 %.1492, 32, !dbg !181
  %.1494 = or i64 %.1493, %.1491, !dbg !181
  %.1495 = bitcast i64 %.1494 to double, !dbg !181
  %t185 = select i1 %.1481, double %.1495, double %.16, !dbg !181
  %.1516 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1484, i32 %.1405), !dbg !181
  %.1517 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1484, i32 %.1407), !dbg !181
  %.1518 = zext i32 %.1516 to i64, !dbg !181
  %.1519 = zext i32 %.1517 to i64, !dbg !181
  %.1520 = shl nuw i64 %.1519, 32, !dbg !181
  %.1521 = or i64 %.1520, %.1518, !dbg !181
  %.1522 = bitcast i64 %.1521 to double, !dbg !181
  %t186 = select i1 %.1481, double %.1522, double %.19, !dbg !181
  %.1526 = xor i64 %.1417, %t14, !dbg !182
  %.1527 = icmp ult i64 %.1526, 64, !dbg !182
  %.1530 = and i64 %.1526, 63, !dbg !182
  %46 = shl nuw i64 1, %.1530, !dbg !182
  %47 = and i64 %.1371, %46, !dbg !182
  %.1532 = icmp ne i64 %47, 0, !dbg !182
  %.1533 = and i1 %.1527, %.1532, !dbg !182
  %.1534 = trunc i64 %.1526 to i32, !dbg !182
  %.1535 = select i1 %.1533, i32 %.1534, i32 %.23, !dbg !182
  %.1536 = shl i32 %.1535, 2, !dbg !182
  %.1541 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1536, i32 %.1380), !dbg !182
  %.1542 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1536, i32 %.1382), !dbg !182
  %.1543 = zext i32 %.1541 to i64, !dbg !182
  %.1544 = zext i32 %.1542 to i64, !dbg !182
  %.1545 = shl nuw i64 %.1544, 32, !dbg !182
  %.1546 = or i64 %.1545, %.1543, !dbg !182
  %.1547 = bitcast i64 %.1546 to double, !dbg !182
  %t189 = select i1 %.1533, double %.1547, double %.16, !dbg !182
  %.1566 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1536, i32 %.1405), !dbg !182
  %.1567 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1536, i32 %.1407), !dbg !182
  %.1568 = zext i32 %.1566 to i64, !dbg !182
  %.1569 = zext i32 %.1567 to i64, !dbg !182
  %.1570 = shl nuw i64 %.1569, 32, !dbg !182
  %.1571 = or i64 %.1570, %.1568, !dbg !182
  %.1572 = bitcast i64 %.1571 to double, !dbg !182
  %t190 = select i1 %.1533, double %.1572, double %.19, !dbg !182
  store double %t177, ptr addrspace(1) %t17, align 8, !dbg !183
  store double %t178, ptr addrspace(1) %.1351, align 8, !dbg !183
  store double %t181, ptr addrspace(1) %t168, align 8, !dbg !184
  store double %t182, ptr addrspace(1) %.1354, align 8, !dbg !184
  store double %t185, ptr addrspace(1) %t169, align 8, !dbg !185
  store double %t186, ptr addrspace(1) %.1357, align 8, !dbg !185
  store double %t189, ptr addrspace(1) %t170, align 8, !dbg !186
  store double %t190, ptr addrspace(1) %.1360, align 8, !dbg !186
  br label %b2, !dbg !186
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMasked_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i32 %a9) local_unnamed_addr #0 !dbg !187 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !188
  %t1 = sext i32 %.10 to i64, !dbg !188
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !188
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !188
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !188, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !188
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !188
  %t6 = sext i32 %.15 to i64, !dbg !188
  %t7 = add nsw i64 %t4, %t6, !dbg !188
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !189
  %.16 = load i16, ptr addrspace(1) %t9, align 2, !dbg !189, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !190
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !190, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !191
  %t15 = shl nsw i64 %t7, 2, !dbg !192
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t15, !dbg !193
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !194
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !194
  %t19 = sext i32 %.19 to i64, !dbg !194
  %.21 = icmp ugt i32 %.19, 63, !dbg !195
  %.22 = and i64 %t19, 48, !dbg !195
  %.23 = shl nuw i64 65535, %.22, !dbg !195
  %t21 = select i1 %.21, i64 0, i64 %.23, !dbg !195
  switch i32 %a9, label %b2 [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b6
    i32 3, label %b10
    i32 4, label %b14
  ], !dbg !196

b1:                                               ; preds = %entry
  %.27 = and i64 %t14, 63, !dbg !197
  %.29 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !197
  %0 = shl nuw i64 1, %.27, !dbg !197
  %1 = and i64 %.29, %0, !dbg !197
  %.33.not = icmp eq i64 %1, 0, !dbg !197
  %.35 = trunc i64 %.27 to i32, !dbg !197
  %.36 = select i1 %.33.not, i32 %.19, i32 %.35, !dbg !197
  %.37 = shl i32 %.36, 2, !dbg !197
  %.38 = zext i16 %.16 to i32, !dbg !197
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.38), !dbg !197
  %.40 = trunc i32 %.39 to i16, !dbg !197
  %t23 = select i1 %.33.not, i16 %.16, i16 %.40, !dbg !197
  %.43 = zext i32 %.19 to i64, !dbg !198
  %.44 = sub nsw i64 %.43, %t14, !dbg !198
  %.45 = icmp ult i64 %.44, 64, !dbg !198
  %.46 = icmp ult i32 %.17, 64, !dbg !198
  %.47 = and i1 %.46, %.45, !dbg !198
  %.50 = and i64 %.44, 63, !dbg !198
  %2 = shl nuw i64 1, %.50, !dbg !198
  %3 = and i64 %.29, %2, !dbg !198
  %.52 = icmp ne i64 %3, 0, !dbg !198
  %.53 = and i1 %.47, %.52, !dbg !198
  %.54 = trunc i64 %.44 to i32, !dbg !198
  %.55 = select i1 %.53, i32 %.54, i32 %.19, !dbg !198
  %.56 = shl i32 %.55, 2, !dbg !198
  %.58 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.56, i32 %.38), !dbg !198
  %.59 = trunc i32 %.58 to i16, !dbg !198
  %t24 = select i1 %.53, i16 %.59, i16 %.16, !dbg !198
  %.63 = add nsw i64 %.43, %t14, !dbg !199
  %.64 = icmp ult i64 %.63, 64, !dbg !199
  %.66 = and i1 %.46, %.64, !dbg !199
  %.69 = and i64 %.63, 63, !dbg !199
  %4 = shl nuw i64 1, %.69, !dbg !199
  %5 = and i64 %.29, %4, !dbg !199
  %.71 = icmp ne i64 %5, 0, !dbg !199
  %.72 = and i1 %.66, %.71, !dbg !199
  %.73 = trunc i64 %.63 to i32, !dbg !199
  %.74 = select i1 %.72, i32 %.73, i32 %.19, !dbg !199
  %.75 = shl i32 %.74, 2, !dbg !199
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.75, i32 %.38), !dbg !199
  %.78 = trunc i32 %.77 to i16, !dbg !199
  %t25 = select i1 %.72, i16 %.78, i16 %.16, !dbg !199
  %.82 = xor i64 %.43, %t14, !dbg !200
  %.83 = icmp ult i64 %.82, 64, !dbg !200
  %.86 = and i64 %.82, 63, !dbg !200
  %6 = shl nuw i64 1, %.86, !dbg !200
  %7 = and i64 %.29, %6, !dbg !200
  %.88 = icmp ne i64 %7, 0, !dbg !200
  %.89 = and i1 %.83, %.88, !dbg !200
  %.90 = trunc i64 %.82 to i32, !dbg !200
  %.91 = select i1 %.89, i32 %.90, i32 %.19, !dbg !200
  %.92 = shl i32 %.91, 2, !dbg !200
  %.94 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.38), !dbg !200
  %.95 = trunc i32 %.94 to i16, !dbg !200
  %t26 = select i1 %.89, i16 %.95, i16 %.16, !dbg !200
  store i16 %t23, ptr addrspace(1) %t17, align 2, !dbg !201
  %t28 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !202
  store i16 %t24, ptr addrspace(1) %t28, align 2, !dbg !202
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !203
  store i16 %t25, ptr addrspace(1) %t29, align 2, !dbg !203
  %t30 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !204
  store i16 %t26, ptr addrspace(1) %t30, align 2, !dbg !204
  br label %b2, !dbg !204

b2:                                               ; preds = %b6, %entry, %b15, %b14, %b12, %b11, %b4, %b1
  ret void, !dbg !204

b4:                                               ; preds = %entry
  %.99 = and i64 %t14, 63, !dbg !205
  %.101 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !205
  %.102 = and i64 %.101, %t21, !dbg !205
  %8 = shl nuw i64 1, %.99, !dbg !205
  %9 = and i64 %.102, %8, !dbg !205
  %.105.not = icmp eq i64 %9, 0, !dbg !205
  %.107 = trunc i64 %.99 to i32, !dbg !205
  %.108 = select i1 %.105.not, i32 %.19, i32 %.107, !dbg !205
  %.109 = shl i32 %.108, 2, !dbg !205
  %.110 = zext i16 %.16 to i32, !dbg !205
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.110), !dbg !205
  %.112 = trunc i32 %.111 to i16, !dbg !205
  %t32 = select i1 %.105.not, i16 %.16, i16 %.112, !dbg !205
  %.115 = zext i32 %.19 to i64, !dbg !206
  %.116 = sub nsw i64 %.115, %t14, !dbg !206
  %.117 = icmp ult i64 %.116, 64, !dbg !206
  %.118 = icmp ult i32 %.17, 64, !dbg !206
  %.119 = and i1 %.118, %.117, !dbg !206
  %.122 = and i64 %.116, 63, !dbg !206
  %10 = shl nuw i64 1, %.122, !dbg !206
  %11 = and i64 %.102, %10, !dbg !206
  %.124 = icmp ne i64 %11, 0, !dbg !206
  %.125 = and i1 %.119, %.124, !dbg !206
  %.126 = trunc i64 %.116 to i32, !dbg !206
  %.127 = select i1 %.125, i32 %.126, i32 %.19, !dbg !206
  %.128 = shl i32 %.127, 2, !dbg !206
  %.130 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.128, i32 %.110), !dbg !206
  %.131 = trunc i32 %.130 to i16, !dbg !206
  %t33 = select i1 %.125, i16 %.131, i16 %.16, !dbg !206
  %.135 = add nsw i64 %.115, %t14, !dbg !207
  %.136 = icmp ult i64 %.135, 64, !dbg !207
  %.138 = and i1 %.118, %.136, !dbg !207
  %.141 = and i64 %.135, 63, !dbg !207
  %12 = shl nuw i64 1, %.141, !dbg !207
  %13 = and i64 %.102, %12, !dbg !207
  %.143 = icmp ne i64 %13, 0, !dbg !207
  %.144 = and i1 %.138, %.143, !dbg !207
  %.145 = trunc i64 %.135 to i32, !dbg !207
  %.146 = select i1 %.144, i32 %.145, i32 %.19, !dbg !207
  %.147 = shl i32 %.146, 2, !dbg !207
  %.149 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.110), !dbg !207
  %.150 = trunc i32 %.149 to i16, !dbg !207
  %t34 = select i1 %.144, i16 %.150, i16 %.16, !dbg !207
  %.154 = xor i64 %.115, %t14, !dbg !208
  %.155 = icmp ult i64 %.154, 64, !dbg !208
  %.158 = and i64 %.154, 63, !dbg !208
  %14 = shl nuw i64 1, %.158, !dbg !208
  %15 = and i64 %.102, %14, !dbg !208
  %.160 = icmp ne i64 %15, 0, !dbg !208
  %.161 = and i1 %.155, %.160, !dbg !208
  %.162 = trunc i64 %.154 to i32, !dbg !208
  %.163 = select i1 %.161, i32 %.162, i32 %.19, !dbg !208
  %.164 = shl i32 %.163, 2, !dbg !208
  %.166 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.164, i32 %.110), !dbg !208
  %.167 = trunc i32 %.166 to i16, !dbg !208
  %t35 = select i1 %.161, i16 %.167, i16 %.16, !dbg !208
  store i16 %t32, ptr addrspace(1) %t17, align 2, !dbg !209
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !210
  store i16 %t33, ptr addrspace(1) %t37, align 2, !dbg !210
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !211
  store i16 %t34, ptr addrspace(1) %t38, align 2, !dbg !211
  %t39 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !212
  store i16 %t35, ptr addrspace(1) %t39, align 2, !dbg !212
  br label %b2, !dbg !212

b6:                                               ; preds = %entry
  %.171 = and i64 %t14, 63, !dbg !213
  %.173 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !213
  %.174 = and i64 %.173, %t21, !dbg !213
  %16 = shl nuw i64 1, %.171, !dbg !213
  %17 = and i64 %.174, %16, !dbg !213
  %.177.not = icmp eq i64 %17, 0, !dbg !213
  %.179 = trunc i64 %.171 to i32, !dbg !213
  %.180 = select i1 %.177.not, i32 %.19, i32 %.179, !dbg !213
  %.181 = shl i32 %.180, 2, !dbg !213
  %.182 = zext i16 %.16 to i32, !dbg !213
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182), !dbg !213
  %.184 = trunc i32 %.183 to i16, !dbg !213
  %t43 = select i1 %.177.not, i16 %.16, i16 %.184, !dbg !213
  %.187 = zext i32 %.19 to i64, !dbg !213
  %.188 = sub nsw i64 %.187, %t14, !dbg !213
  %.189 = icmp ult i64 %.188, 64, !dbg !213
  %.190 = icmp ult i32 %.17, 64, !dbg !213
  %.191 = and i1 %.190, %.189, !dbg !213
  %.194 = and i64 %.188, 63, !dbg !213
  %18 = shl nuw i64 1, %.194, !dbg !213
  %19 = and i64 %.174, %18, !dbg !213
  %.196 = icmp ne i64 %19, 0, !dbg !213
  %.197 = and i1 %.191, %.196, !dbg !213
  %.198 = trunc i64 %.188 to i32, !dbg !213
  %.199 = select i1 %.197, i32 %.198, i32 %.19, !dbg !213
  %.200 = shl i32 %.199, 2, !dbg !213
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.200, i32 %.182), !dbg !213
  %.203 = trunc i32 %.202 to i16, !dbg !213
  %t44 = select i1 %.197, i16 %.203, i16 %.16, !dbg !213
  %.207 = add nsw i64 %.187, %t14, !dbg !213
  %.208 = icmp ult i64 %.207, 64, !dbg !213
  %.210 = and i1 %.190, %.208, !dbg !213
  %.213 = and i64 %.207, 63, !dbg !213
  %20 = shl nuw i64 1, %.213, !dbg !213
  %21 = and i64 %.174, %20, !dbg !213
  %.215 = icmp ne i64 %21, 0, !dbg !213
  %.216 = and i1 %.210, %.215, !dbg !213
  %.217 = trunc i64 %.207 to i32, !dbg !213
  %.218 = select i1 %.216, i32 %.217, i32 %.19, !dbg !213
  %.219 = shl i32 %.218, 2, !dbg !213
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.182), !dbg !213
  %.222 = trunc i32 %.221 to i16, !dbg !213
  %t45 = select i1 %.216, i16 %.222, i16 %.16, !dbg !213
  %.226 = xor i64 %.187, %t14, !dbg !213
  %.227 = icmp ult i64 %.226, 64, !dbg !213
  %.230 = and i64 %.226, 63, !dbg !213
  %22 = shl nuw i64 1, %.230, !dbg !213
  %23 = and i64 %.174, %22, !dbg !213
  %.232 = icmp ne i64 %23, 0, !dbg !213
  %.233 = and i1 %.227, %.232, !dbg !213
  %.234 = trunc i64 %.226 to i32, !dbg !213
  %.235 = select i1 %.233, i32 %.234, i32 %.19, !dbg !213
  %.236 = shl i32 %.235, 2, !dbg !213
  %.238 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.236, i32 %.182), !dbg !213
  %.239 = trunc i32 %.238 to i16, !dbg !213
  %t46 = select i1 %.233, i16 %.239, i16 %.16, !dbg !213
  store i16 %t43, ptr addrspace(1) %t17, align 2, !dbg !213
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !213
  store i16 %t44, ptr addrspace(1) %t48, align 2, !dbg !213
  %t49 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !213
  store i16 %t45, ptr addrspace(1) %t49, align 2, !dbg !213
  %t50 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !213
  store i16 %t46, ptr addrspace(1) %t50, align 2, !dbg !213
  br label %b2, !dbg !213

b10:                                              ; preds = %entry
  %t601 = lshr i64 %t19, 63, !dbg !214
  %t62 = add nsw i64 %t601, %t19, !dbg !214
  %t63 = and i64 %t62, -2, !dbg !214
  %t65 = icmp eq i64 %t63, %t19, !dbg !215
  %.316 = and i64 %t14, 63, !dbg !213
  %.318 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !213
  br i1 %t65, label %b11, label %b12, !dbg !215

b11:                                              ; preds = %b10
  %.319 = and i64 %.318, 6148914691236517205, !dbg !216
  %24 = shl nuw i64 1, %.316, !dbg !216
  %25 = and i64 %.319, %24, !dbg !216
  %.322.not = icmp eq i64 %25, 0, !dbg !216
  %.324 = trunc i64 %.316 to i32, !dbg !216
  %.325 = select i1 %.322.not, i32 %.19, i32 %.324, !dbg !216
  %.326 = shl i32 %.325, 2, !dbg !216
  %.327 = zext i16 %.16 to i32, !dbg !216
  %.328 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.326, i32 %.327), !dbg !216
  %.329 = trunc i32 %.328 to i16, !dbg !216
  %t66 = select i1 %.322.not, i16 %.16, i16 %.329, !dbg !216
  %.332 = zext i32 %.19 to i64, !dbg !217
  %.333 = sub nsw i64 %.332, %t14, !dbg !217
  %.334 = icmp ult i64 %.333, 64, !dbg !217
  %.335 = icmp ult i32 %.17, 64, !dbg !217
  %.336 = and i1 %.335, %.334, !dbg !217
  %.339 = and i64 %.333, 63, !dbg !217
  %26 = shl nuw i64 1, %.339, !dbg !217
  %27 = and i64 %.319, %26, !dbg !217
  %.341 = icmp ne i64 %27, 0, !dbg !217
  %.342 = and i1 %.336, %.341, !dbg !217
  %.343 = trunc i64 %.333 to i32, !dbg !217
  %.344 = select i1 %.342, i32 %.343, i32 %.19, !dbg !217
  %.345 = shl i32 %.344, 2, !dbg !217
  %.347 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.345, i32 %.327), !dbg !217
  %.348 = trunc i32 %.347 to i16, !dbg !217
  %t67 = select i1 %.342, i16 %.348, i16 %.16, !dbg !217
  %.352 = add nsw i64 %.332, %t14, !dbg !218
  %.353 = icmp ult i64 %.352, 64, !dbg !218
  %.355 = and i1 %.335, %.353, !dbg !218
  %.358 = and i64 %.352, 63, !dbg !218
  %28 = shl nuw i64 1, %.358, !dbg !218
  %29 = and i64 %.319, %28, !dbg !218
  %.360 = icmp ne i64 %29, 0, !dbg !218
  %.361 = and i1 %.355, %.360, !dbg !218
  %.362 = trunc i64 %.352 to i32, !dbg !218
  %.363 = select i1 %.361, i32 %.362, i32 %.19, !dbg !218
  %.364 = shl i32 %.363, 2, !dbg !218
  %.366 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.364, i32 %.327), !dbg !218
  %.367 = trunc i32 %.366 to i16, !dbg !218
  %t68 = select i1 %.361, i16 %.367, i16 %.16, !dbg !218
  %.371 = xor i64 %.332, %t14, !dbg !219
  %.372 = icmp ult i64 %.371, 64, !dbg !219
  %.375 = and i64 %.371, 63, !dbg !219
  %30 = shl nuw i64 1, %.375, !dbg !219
  %31 = and i64 %.319, %30, !dbg !219
  %.377 = icmp ne i64 %31, 0, !dbg !219
  %.378 = and i1 %.372, %.377, !dbg !219
  %.379 = trunc i64 %.371 to i32, !dbg !219
  %.380 = select i1 %.378, i32 %.379, i32 %.19, !dbg !219
  %.381 = shl i32 %.380, 2, !dbg !219
  %.383 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.381, i32 %.327), !dbg !219
  %.384 = trunc i32 %.383 to i16, !dbg !219
  %t69 = select i1 %.378, i16 %.384, i16 %.16, !dbg !219
  store i16 %t66, ptr addrspace(1) %t17, align 2, !dbg !220
  %t71 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !221
  store i16 %t67, ptr addrspace(1) %t71, align 2, !dbg !221
  %t72 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !222
  store i16 %t68, ptr addrspace(1) %t72, align 2, !dbg !222
  %t73 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !223
  store i16 %t69, ptr addrspace(1) %t73, align 2, !dbg !223
  br label %b2, !dbg !223

b12:                                              ; preds = %b10
  %.391 = and i64 %.318, -6148914691236517206, !dbg !224
  %32 = shl nuw i64 1, %.316, !dbg !224
  %33 = and i64 %.391, %32, !dbg !224
  %.394.not = icmp eq i64 %33, 0, !dbg !224
  %.396 = trunc i64 %.316 to i32, !dbg !224
  %.397 = select i1 %.394.not, i32 %.19, i32 %.396, !dbg !224
  %.398 = shl i32 %.397, 2, !dbg !224
  %.399 = zext i16 %.16 to i32, !dbg !224
  %.400 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.398, i32 %.399), !dbg !224
  %.401 = trunc i32 %.400 to i16, !dbg !224
  %t74 = select i1 %.394.not, i16 %.16, i16 %.401, !dbg !224
  %.404 = zext i32 %.19 to i64, !dbg !225
  %.405 = sub nsw i64 %.404, %t14, !dbg !225
  %.406 = icmp ult i64 %.405, 64, !dbg !225
  %.407 = icmp ult i32 %.17, 64, !dbg !225
  %.408 = and i1 %.407, %.406, !dbg !225
  %.411 = and i64 %.405, 63, !dbg !225
  %34 = shl nuw i64 1, %.411, !dbg !225
  %35 = and i64 %.391, %34, !dbg !225
  %.413 = icmp ne i64 %35, 0, !dbg !225
  %.414 = and i1 %.408, %.413, !dbg !225
  %.415 = trunc i64 %.405 to i32, !dbg !225
  %.416 = select i1 %.414, i32 %.415, i32 %.19, !dbg !225
  %.417 = shl i32 %.416, 2, !dbg !225
  %.419 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.417, i32 %.399), !dbg !225
  %.420 = trunc i32 %.419 to i16, !dbg !225
  %t75 = select i1 %.414, i16 %.420, i16 %.16, !dbg !225
  %.424 = add nsw i64 %.404, %t14, !dbg !226
  %.425 = icmp ult i64 %.424, 64, !dbg !226
  %.427 = and i1 %.407, %.425, !dbg !226
  %.430 = and i64 %.424, 63, !dbg !226
  %36 = shl nuw i64 1, %.430, !dbg !226
  %37 = and i64 %.391, %36, !dbg !226
  %.432 = icmp ne i64 %37, 0, !dbg !226
  %.433 = and i1 %.427, %.432, !dbg !226
  %.434 = trunc i64 %.424 to i32, !dbg !226
  %.435 = select i1 %.433, i32 %.434, i32 %.19, !dbg !226
  %.436 = shl i32 %.435, 2, !dbg !226
  %.438 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.436, i32 %.399), !dbg !226
  %.439 = trunc i32 %.438 to i16, !dbg !226
  %t76 = select i1 %.433, i16 %.439, i16 %.16, !dbg !226
  %.443 = xor i64 %.404, %t14, !dbg !227
  %.444 = icmp ult i64 %.443, 64, !dbg !227
  %.447 = and i64 %.443, 63, !dbg !227
  %38 = shl nuw i64 1, %.447, !dbg !227
  %39 = and i64 %.391, %38, !dbg !227
  %.449 = icmp ne i64 %39, 0, !dbg !227
  %.450 = and i1 %.444, %.449, !dbg !227
  %.451 = trunc i64 %.443 to i32, !dbg !227
  %.452 = select i1 %.450, i32 %.451, i32 %.19, !dbg !227
  %.453 = shl i32 %.452, 2, !dbg !227
  %.455 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.453, i32 %.399), !dbg !227
  %.456 = trunc i32 %.455 to i16, !dbg !227
  %t77 = select i1 %.450, i16 %.456, i16 %.16, !dbg !227
  store i16 %t74, ptr addrspace(1) %t17, align 2, !dbg !228
  %t79 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !229
  store i16 %t75, ptr addrspace(1) %t79, align 2, !dbg !229
  %t80 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !230
  store i16 %t76, ptr addrspace(1) %t80, align 2, !dbg !230
  %t81 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !231
  store i16 %t77, ptr addrspace(1) %t81, align 2, !dbg !231
  br label %b2, !dbg !231

b14:                                              ; preds = %entry
  %40 = insertelement <2 x i16> poison, i16 %.16, i64 0, !dbg !232
  %41 = shufflevector <2 x i16> %40, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !232
  store <2 x i16> %41, ptr addrspace(1) %t17, align 2, !dbg !232
  %t85 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !233
  store <2 x i16> %41, ptr addrspace(1) %t85, align 2, !dbg !233
  %t87 = and i64 %t19, 8, !dbg !234
  %t88 = icmp eq i64 %t87, 0, !dbg !235
  br i1 %t88, label %b15, label %b2, !dbg !235

b15:                                              ; preds = %b14
  %t86 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !236
  %t84 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !237
  %.459 = and i64 %t19, 56, !dbg !238
  %.460 = shl nuw i64 255, %.459, !dbg !238
  %t90 = select i1 %.21, i64 0, i64 %.460, !dbg !238
  %.464 = and i64 %t14, 63, !dbg !239
  %.466 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !239
  %.467 = and i64 %.466, %t90, !dbg !239
  %42 = shl nuw i64 1, %.464, !dbg !239
  %43 = and i64 %.467, %42, !dbg !239
  %.470.not = icmp eq i64 %43, 0, !dbg !239
  %.472 = trunc i64 %.464 to i32, !dbg !239
  %.473 = select i1 %.470.not, i32 %.19, i32 %.472, !dbg !239
  %.474 = shl i32 %.473, 2, !dbg !239
  %.475 = zext i16 %.16 to i32, !dbg !239
  %.476 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.474, i32 %.475), !dbg !239
  %.477 = trunc i32 %.476 to i16, !dbg !239
  %t91 = select i1 %.470.not, i16 %.16, i16 %.477, !dbg !239
  %.480 = zext i32 %.19 to i64, !dbg !240
  %.481 = sub nsw i64 %.480, %t14, !dbg !240
  %.482 = icmp ult i64 %.481, 64, !dbg !240
  %.483 = icmp ult i32 %.17, 64, !dbg !240
  %.484 = and i1 %.483, %.482, !dbg !240
  %.487 = and i64 %.481, 63, !dbg !240
  %44 = shl nuw i64 1, %.487, !dbg !240
  %45 = and i64 %.467, %44, !dbg !240
  %.489 = icmp ne i64 %45, 0, !dbg !240
  %.490 = and i1 %.484, %.489, !dbg !240
  %.491 = trunc i64 %.481 to i32, !dbg !240
  %.492 = select i1 %.490, i32 %.491, i32 %.19, !dbg !240
  %.493 = shl i32 %.492, 2, !dbg !240
  %.495 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.493, i32 %.475), !dbg !240
  %.496 = trunc i32 %.495 to i16, !dbg !240
  %t92 = select i1 %.490, i16 %.496, i16 %.16, !dbg !240
  %.500 = add nsw i64 %.480, %t14, !dbg !241
  %.501 = icmp ult i64 %.500, 64, !dbg !241
  %.503 = and i1 %.483, %.501, !dbg !241
  %.506 = and i64 %.500, 63, !dbg !241
  %46 = shl nuw i64 1, %.506, !dbg !241
  %47 = and i64 %.467, %46, !dbg !241
  %.508 = icmp ne i64 %47, 0, !dbg !241
  %.509 = and i1 %.503, %.508, !dbg !241
  %.510 = trunc i64 %.500 to i32, !dbg !241
  %.511 = select i1 %.509, i32 %.510, i32 %.19, !dbg !241
  %.512 = shl i32 %.511, 2, !dbg !241
  %.514 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.512, i32 %.475), !dbg !241
  %.515 = trunc i32 %.514 to i16, !dbg !241
  %t93 = select i1 %.509, i16 %.515, i16 %.16, !dbg !241
  %.519 = xor i64 %.480, %t14, !dbg !242
  %.520 = icmp ult i64 %.519, 64, !dbg !242
  %.523 = and i64 %.519, 63, !dbg !242
  %48 = shl nuw i64 1, %.523, !dbg !242
  %49 = and i64 %.467, %48, !dbg !242
  %.525 = icmp ne i64 %49, 0, !dbg !242
  %.526 = and i1 %.520, %.525, !dbg !242
  %.527 = trunc i64 %.519 to i32, !dbg !242
  %.528 = select i1 %.526, i32 %.527, i32 %.19, !dbg !242
  %.529 = shl i32 %.528, 2, !dbg !242
  %.531 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.529, i32 %.475), !dbg !242
  %.532 = trunc i32 %.531 to i16, !dbg !242
  %t94 = select i1 %.526, i16 %.532, i16 %.16, !dbg !242
  store i16 %t91, ptr addrspace(1) %t17, align 2, !dbg !243
  store i16 %t92, ptr addrspace(1) %t84, align 2, !dbg !244
  store i16 %t93, ptr addrspace(1) %t85, align 2, !dbg !245
  store i16 %t94, ptr addrspace(1) %t86, align 2, !dbg !246
  br label %b2, !dbg !246
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eActive(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #1 !dbg !247 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !248
  %t1 = sext i32 %.10 to i64, !dbg !248
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !248
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !248
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !248, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !248
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !248
  %t6 = sext i32 %.15 to i64, !dbg !248
  %t7 = add nsw i64 %t4, %t6, !dbg !248
  %t8 = icmp slt i64 %t7, %a9, !dbg !249
  br i1 %t8, label %b1, label %b2, !dbg !249

b1:                                               ; preds = %entry
  %.16 = tail call i32 asm sideeffect "", "=s,0"(i32 1) #9, !dbg !250
  %.17 = icmp ne i32 %.16, 0, !dbg !250
  %.18 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.17) #10, !dbg !250
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !251
  %.19 = load i32, ptr addrspace(1) %t11, align 4, !dbg !251
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !252
  %.20 = load i32, ptr addrspace(1) %t14, align 4, !dbg !252
  %t16 = sext i32 %.20 to i64, !dbg !253
  %t17 = shl nsw i64 %t7, 2, !dbg !254
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t17, !dbg !255
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !256
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !256
  %.24 = and i64 %t16, 63, !dbg !256
  %.26 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !256
  %.27 = and i64 %.26, %.18, !dbg !256
  %0 = shl nuw i64 1, %.24, !dbg !256
  %1 = and i64 %.27, %0, !dbg !256
  %.30.not = icmp eq i64 %1, 0, !dbg !256
  %.32 = trunc i64 %.24 to i32, !dbg !256
  %.33 = select i1 %.30.not, i32 %.22, i32 %.32, !dbg !256
  %.34 = shl i32 %.33, 2, !dbg !256
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.19), !dbg !256
  %t20 = select i1 %.30.not, i32 %.19, i32 %.35, !dbg !256
  %.38 = zext i32 %.22 to i64, !dbg !257
  %.39 = sub nsw i64 %.38, %t16, !dbg !257
  %.40 = icmp ult i64 %.39, 64, !dbg !257
  %.41 = icmp ult i32 %.20, 64, !dbg !257
  %.42 = and i1 %.41, %.40, !dbg !257
  %.45 = and i64 %.39, 63, !dbg !257
  %2 = shl nuw i64 1, %.45, !dbg !257
  %3 = and i64 %2, %.27, !dbg !257
  %.47 = icmp ne i64 %3, 0, !dbg !257
  %.48 = and i1 %.42, %.47, !dbg !257
  %.49 = trunc i64 %.39 to i32, !dbg !257
  %.50 = select i1 %.48, i32 %.49, i32 %.22, !dbg !257
  %.51 = shl i32 %.50, 2, !dbg !257
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51, i32 %.19), !dbg !257
  %t21 = select i1 %.48, i32 %.52, i32 %.19, !dbg !257
  %.56 = add nsw i64 %.38, %t16, !dbg !258
  %.57 = icmp ult i64 %.56, 64, !dbg !258
  %.59 = and i1 %.41, %.57, !dbg !258
  %.62 = and i64 %.56, 63, !dbg !258
  %4 = shl nuw i64 1, %.62, !dbg !258
  %5 = and i64 %4, %.27, !dbg !258
  %.64 = icmp ne i64 %5, 0, !dbg !258
  %.65 = and i1 %.59, %.64, !dbg !258
  %.66 = trunc i64 %.56 to i32, !dbg !258
  %.67 = select i1 %.65, i32 %.66, i32 %.22, !dbg !258
  %.68 = shl i32 %.67, 2, !dbg !258
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.19), !dbg !258
  %t22 = select i1 %.65, i32 %.69, i32 %.19, !dbg !258
  %.73 = xor i64 %.38, %t16, !dbg !259
  %.74 = icmp ult i64 %.73, 64, !dbg !259
  %.77 = and i64 %.73, 63, !dbg !259
  %6 = shl nuw i64 1, %.77, !dbg !259
  %7 = and i64 %6, %.27, !dbg !259
  %.79 = icmp ne i64 %7, 0, !dbg !259
  %.80 = and i1 %.74, %.79, !dbg !259
  %.81 = trunc i64 %.73 to i32, !dbg !259
  %.82 = select i1 %.80, i32 %.81, i32 %.22, !dbg !259
  %.83 = shl i32 %.82, 2, !dbg !259
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.19), !dbg !259
  %t23 = select i1 %.80, i32 %.84, i32 %.19, !dbg !259
  store i32 %t20, ptr addrspace(1) %t19, align 4, !dbg !260
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %t19, i64 1, !dbg !261
  store i32 %t21, ptr addrspace(1) %t25, align 4, !dbg !261
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %t19, i64 2, !dbg !262
  store i32 %t22, ptr addrspace(1) %t26, align 4, !dbg !262
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %t19, i64 3, !dbg !263
  store i32 %t23, ptr addrspace(1) %t27, align 4, !dbg !263
  br label %b2, !dbg !263

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !263
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eHalves(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !264 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !265
  %t1 = sext i32 %.7 to i64, !dbg !265
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !265
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !265
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !265, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !265
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !265
  %t6 = sext i32 %.12 to i64, !dbg !265
  %t7 = add nsw i64 %t4, %t6, !dbg !265
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !266
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !266, !amdgpu.noclobber !6
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !267
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !267
  %t121 = zext i32 %.15 to i64, !dbg !267
  %t13 = and i64 %t121, 16, !dbg !268
  %t14 = icmp eq i64 %t13, 0, !dbg !269
  br i1 %t14, label %b1, label %b2, !dbg !269

b1:                                               ; preds = %entry
  %.17 = icmp ugt i32 %.15, 63, !dbg !270
  %.18 = and i64 %t121, 48, !dbg !270
  %.19 = shl nuw i64 65535, %.18, !dbg !270
  %t16 = select i1 %.17, i64 0, i64 %.19, !dbg !270
  %.22 = zext i32 %.15 to i64, !dbg !271
  %.23 = add nuw nsw i64 %.22, 1, !dbg !271
  %.24 = icmp ult i32 %.15, 63, !dbg !271
  %.25 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !271
  %.27 = and i64 %.23, 63, !dbg !271
  %0 = shl nuw i64 1, %.27, !dbg !271
  %.26 = and i64 %0, %t16, !dbg !271
  %1 = and i64 %.26, %.25, !dbg !271
  %.29 = icmp ne i64 %1, 0, !dbg !271
  %.30 = and i1 %.24, %.29, !dbg !271
  %.31 = trunc i64 %.23 to i32, !dbg !271
  %.32 = select i1 %.30, i32 %.31, i32 %.15, !dbg !271
  %.33 = shl i32 %.32, 2, !dbg !271
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.13), !dbg !271
  %t17 = select i1 %.30, i32 %.34, i32 %.13, !dbg !271
  %t18 = add i32 %t17, %.13, !dbg !272
  br label %b2, !dbg !272

b2:                                               ; preds = %b1, %entry
  %t19 = phi i32 [ %.13, %entry ], [ %t18, %b1 ]
  %2 = xor i32 %.15, 16, !dbg !273
  %.39 = icmp ult i32 %2, 64, !dbg !273
  %.40 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !273
  %3 = and i32 %2, 63, !dbg !273
  %.42 = zext i32 %3 to i64, !dbg !273
  %4 = shl nuw i64 1, %.42, !dbg !273
  %5 = and i64 %.40, %4, !dbg !273
  %.44 = icmp ne i64 %5, 0, !dbg !273
  %.45 = and i1 %.39, %.44, !dbg !273
  %.47 = select i1 %.45, i32 %2, i32 %.15, !dbg !273
  %.48 = shl i32 %.47, 2, !dbg !273
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.48, i32 %t19), !dbg !273
  %t20 = select i1 %.45, i32 %.49, i32 %t19, !dbg !273
  %t21 = add i32 %t20, %t19, !dbg !274
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !275
  store i32 %t21, ptr addrspace(1) %t23, align 4, !dbg !275
  ret void, !dbg !275
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMisuse(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i32 %a3) local_unnamed_addr #0 !dbg !276 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !277
  %t1 = sext i32 %.4 to i64, !dbg !277
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !277
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !277
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !277, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !277
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !277
  %t6 = sext i32 %.9 to i64, !dbg !277
  %t7 = add nsw i64 %t4, %t6, !dbg !277
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !278
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !278
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !279
  switch i32 %a3, label %common.ret [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b8
    i32 3, label %b10
  ], !dbg !280

b1:                                               ; preds = %entry
  %.12 = load i32, ptr addrspace(1) %t12, align 4, !dbg !279, !amdgpu.noclobber !6
  %.18 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !281
  %0 = and i64 %.18, 1, !dbg !281
  %.22.not = icmp eq i64 %0, 0, !dbg !281
  %.11.op = shl i32 %.11, 2, !dbg !281
  %.26 = select i1 %.22.not, i32 %.11.op, i32 0, !dbg !281
  %.27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.12), !dbg !281
  %t14 = select i1 %.22.not, i32 %.12, i32 %.27, !dbg !281
  br label %common.ret.sink.split, !dbg !282

common.ret.sink.split:                            ; preds = %b10, %b8, %b6, %b1
  %t14.sink = phi i32 [ %t14, %b1 ], [ %t18, %b6 ], [ %t21, %b8 ], [ %t26, %b10 ]
  store i32 %t14.sink, ptr addrspace(1) %t12, align 4, !dbg !283
  br label %common.ret, !dbg !283

common.ret:                                       ; preds = %common.ret.sink.split, %entry, %b4
  ret void, !dbg !283

b4:                                               ; preds = %entry
  %t16 = icmp eq i32 %.11, 4, !dbg !284
  br i1 %t16, label %common.ret, label %b6, !dbg !284

b6:                                               ; preds = %b4
  %.28 = load i32, ptr addrspace(1) %t12, align 4, !dbg !285, !amdgpu.noclobber !6
  %.31 = zext i32 %.11 to i64, !dbg !286
  %.32 = add nuw nsw i64 %.31, 1, !dbg !286
  %.33 = icmp ult i32 %.11, 63, !dbg !286
  %.34 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !286
  %.36 = and i64 %.32, 63, !dbg !286
  %1 = shl nuw i64 1, %.36, !dbg !286
  %2 = and i64 %.34, %1, !dbg !286
  %.38 = icmp ne i64 %2, 0, !dbg !286
  %.39 = and i1 %.33, %.38, !dbg !286
  %.40 = trunc i64 %.32 to i32, !dbg !286
  %.41 = select i1 %.39, i32 %.40, i32 %.11, !dbg !286
  %.42 = shl i32 %.41, 2, !dbg !286
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.42, i32 %.28), !dbg !286
  %t18 = select i1 %.39, i32 %.43, i32 %.28, !dbg !286
  br label %common.ret.sink.split, !dbg !287

b8:                                               ; preds = %entry
  %.44 = load i32, ptr addrspace(1) %t12, align 4, !dbg !288, !amdgpu.noclobber !6
  %.47 = zext i32 %.11 to i64, !dbg !289
  %.48 = add nuw nsw i64 %.47, 1, !dbg !289
  %.49 = icmp ult i32 %.11, 63, !dbg !289
  %.50 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !289
  %.52 = and i64 %.48, 63, !dbg !289
  %3 = shl nuw i64 1, %.52, !dbg !289
  %4 = and i64 %.50, %3, !dbg !289
  %.54 = icmp ne i64 %4, 0, !dbg !289
  %.55 = and i1 %.49, %.54, !dbg !289
  %.56 = trunc i64 %.48 to i32, !dbg !289
  %.57 = select i1 %.55, i32 %.56, i32 %.11, !dbg !289
  %.58 = shl i32 %.57, 2, !dbg !289
  %.59 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.58, i32 %.44), !dbg !289
  %t21 = select i1 %.55, i32 %.59, i32 %.44, !dbg !289
  br label %common.ret.sink.split, !dbg !290

b10:                                              ; preds = %entry
  %t23 = icmp slt i32 %.11, 16, !dbg !291
  %spec.select = select i1 %t23, i64 65535, i64 -1, !dbg !291
  %.60 = load i32, ptr addrspace(1) %t12, align 4, !dbg !292, !amdgpu.noclobber !6
  %5 = xor i32 %.11, 16, !dbg !293
  %.65 = icmp ult i32 %5, 64, !dbg !293
  %.66 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !293
  %6 = and i32 %5, 63, !dbg !293
  %.68 = zext i32 %6 to i64, !dbg !293
  %7 = shl nuw i64 1, %.68, !dbg !293
  %.67 = and i64 %7, %spec.select, !dbg !293
  %8 = and i64 %.67, %.66, !dbg !293
  %.70 = icmp ne i64 %8, 0, !dbg !293
  %.71 = and i1 %.65, %.70, !dbg !293
  %.73 = select i1 %.71, i32 %5, i32 %.11, !dbg !293
  %.74 = shl i32 %.73, 2, !dbg !293
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.60), !dbg !293
  %t26 = select i1 %.71, i32 %.75, i32 %.60, !dbg !293
  br label %common.ret.sink.split, !dbg !294
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eBranchSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !295 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !296
  %t1 = sext i32 %.7 to i64, !dbg !296
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !296
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !296
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !296, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !296
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !296
  %t6 = sext i32 %.12 to i64, !dbg !296
  %t7 = add nsw i64 %t4, %t6, !dbg !296
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !297
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !297, !amdgpu.noclobber !6
  %t11 = icmp slt i32 %.12, 16, !dbg !298
  br i1 %t11, label %b1, label %b4, !dbg !298

b1:                                               ; preds = %entry
  %.14 = tail call i32 asm sideeffect "", "=s,0"(i32 1) #9, !dbg !299
  %.15 = icmp ne i32 %.14, 0, !dbg !299
  %.16 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.15) #10, !dbg !299
  %.17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !300
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.17), !dbg !300
  %.19 = zext i32 %.18 to i64
  %.20 = add nuw nsw i64 %.19, 8, !dbg !301
  %.21 = icmp ult i32 %.18, 56, !dbg !301
  %.24 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !301
  %.25 = and i64 %.24, %.16, !dbg !301
  %.26 = and i64 %.20, 63, !dbg !301
  %0 = shl nuw i64 1, %.26, !dbg !301
  %1 = and i64 %.25, %0, !dbg !301
  %.28 = icmp ne i64 %1, 0, !dbg !301
  %.29 = and i1 %.21, %.28, !dbg !301
  %.30 = trunc i64 %.20 to i32, !dbg !301
  %.31 = select i1 %.29, i32 %.30, i32 %.18, !dbg !301
  %.32 = shl i32 %.31, 2, !dbg !301
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.13), !dbg !301
  %t16 = select i1 %.29, i32 %.33, i32 %.13, !dbg !301
  %t17 = add i32 %t16, %.13, !dbg !302
  %.20.1 = add nuw nsw i64 %.19, 4, !dbg !301
  %.21.1 = icmp ult i32 %.18, 60, !dbg !301
  %.26.1 = and i64 %.20.1, 63, !dbg !301
  %2 = shl nuw i64 1, %.26.1, !dbg !301
  %3 = and i64 %.25, %2, !dbg !301
  %.28.1 = icmp ne i64 %3, 0, !dbg !301
  %.29.1 = and i1 %.21.1, %.28.1, !dbg !301
  %.30.1 = trunc i64 %.20.1 to i32, !dbg !301
  %.31.1 = select i1 %.29.1, i32 %.30.1, i32 %.18, !dbg !301
  %.32.1 = shl i32 %.31.1, 2, !dbg !301
  %.33.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32.1, i32 %t17), !dbg !301
  %t16.1 = select i1 %.29.1, i32 %.33.1, i32 %t17, !dbg !301
  %t17.1 = add i32 %t16.1, %t17, !dbg !302
  %.20.2 = add nuw nsw i64 %.19, 2, !dbg !301
  %.21.2 = icmp ult i32 %.18, 62, !dbg !301
  %.26.2 = and i64 %.20.2, 63, !dbg !301
  %4 = shl nuw i64 1, %.26.2, !dbg !301
  %5 = and i64 %.25, %4, !dbg !301
  %.28.2 = icmp ne i64 %5, 0, !dbg !301
  %.29.2 = and i1 %.21.2, %.28.2, !dbg !301
  %.30.2 = trunc i64 %.20.2 to i32, !dbg !301
  %.31.2 = select i1 %.29.2, i32 %.30.2, i32 %.18, !dbg !301
  %.32.2 = shl i32 %.31.2, 2, !dbg !301
  %.33.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32.2, i32 %t17.1), !dbg !301
  %t16.2 = select i1 %.29.2, i32 %.33.2, i32 %t17.1, !dbg !301
  %t17.2 = add i32 %t16.2, %t17.1, !dbg !302
  %.20.3 = add nuw nsw i64 %.19, 1, !dbg !301
  %.21.3 = icmp ult i32 %.18, 63, !dbg !301
  %.26.3 = and i64 %.20.3, 63, !dbg !301
  %6 = shl nuw i64 1, %.26.3, !dbg !301
  %7 = and i64 %.25, %6, !dbg !301
  %.28.3 = icmp ne i64 %7, 0, !dbg !301
  %.29.3 = and i1 %.21.3, %.28.3, !dbg !301
  %.30.3 = trunc i64 %.20.3 to i32, !dbg !301
  %.31.3 = select i1 %.29.3, i32 %.30.3, i32 %.18, !dbg !301
  %.32.3 = shl i32 %.31.3, 2, !dbg !301
  %.33.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32.3, i32 %t17.2), !dbg !301
  %t16.3 = select i1 %.29.3, i32 %.33.3, i32 %t17.2, !dbg !301
  %t17.3 = add i32 %t16.3, %t17.2, !dbg !302
  br label %b4, !dbg !303

b4:                                               ; preds = %b1, %entry
  %t19 = phi i32 [ %.13, %entry ], [ %t17.3, %b1 ]
  fence syncscope("workgroup") release, !dbg !303
  tail call void @llvm.amdgcn.s.barrier(), !dbg !303
  fence syncscope("workgroup") acquire, !dbg !303
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !304
  store i32 %t19, ptr addrspace(1) %t21, align 4, !dbg !304
  ret void, !dbg !304
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eGridBranchSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !305 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !306
  %t1 = sext i32 %.7 to i64, !dbg !306
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !306
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !306
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !306, !invariant.load !6
  %.11 = zext i16 %.10 to i32, !dbg !306
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !306
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !306
  %t6 = sext i32 %.12 to i64, !dbg !306
  %t7 = add nsw i64 %t4, %t6, !dbg !306
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !307
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !307, !amdgpu.noclobber !6
  %t11 = icmp slt i32 %.12, 16, !dbg !308
  br i1 %t11, label %b1, label %b4, !dbg !308

b1:                                               ; preds = %entry
  %.14 = tail call i32 asm sideeffect "", "=s,0"(i32 1) #9, !dbg !309
  %.15 = icmp ne i32 %.14, 0, !dbg !309
  %.16 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.15) #10, !dbg !309
  %.17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !310
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.17), !dbg !310
  %.19 = zext i32 %.18 to i64
  %.20 = add nuw nsw i64 %.19, 8, !dbg !311
  %.21 = icmp ult i32 %.18, 56, !dbg !311
  %.24 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !311
  %.25 = and i64 %.24, %.16, !dbg !311
  %.26 = and i64 %.20, 63, !dbg !311
  %0 = shl nuw i64 1, %.26, !dbg !311
  %1 = and i64 %.25, %0, !dbg !311
  %.28 = icmp ne i64 %1, 0, !dbg !311
  %.29 = and i1 %.21, %.28, !dbg !311
  %.30 = trunc i64 %.20 to i32, !dbg !311
  %.31 = select i1 %.29, i32 %.30, i32 %.18, !dbg !311
  %.32 = shl i32 %.31, 2, !dbg !311
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.13), !dbg !311
  %t16 = select i1 %.29, i32 %.33, i32 %.13, !dbg !311
  %t17 = add i32 %t16, %.13, !dbg !312
  %.20.1 = add nuw nsw i64 %.19, 4, !dbg !311
  %.21.1 = icmp ult i32 %.18, 60, !dbg !311
  %.26.1 = and i64 %.20.1, 63, !dbg !311
  %2 = shl nuw i64 1, %.26.1, !dbg !311
  %3 = and i64 %.25, %2, !dbg !311
  %.28.1 = icmp ne i64 %3, 0, !dbg !311
  %.29.1 = and i1 %.21.1, %.28.1, !dbg !311
  %.30.1 = trunc i64 %.20.1 to i32, !dbg !311
  %.31.1 = select i1 %.29.1, i32 %.30.1, i32 %.18, !dbg !311
  %.32.1 = shl i32 %.31.1, 2, !dbg !311
  %.33.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32.1, i32 %t17), !dbg !311
  %t16.1 = select i1 %.29.1, i32 %.33.1, i32 %t17, !dbg !311
  %t17.1 = add i32 %t16.1, %t17, !dbg !312
  %.20.2 = add nuw nsw i64 %.19, 2, !dbg !311
  %.21.2 = icmp ult i32 %.18, 62, !dbg !311
  %.26.2 = and i64 %.20.2, 63, !dbg !311
  %4 = shl nuw i64 1, %.26.2, !dbg !311
  %5 = and i64 %.25, %4, !dbg !311
  %.28.2 = icmp ne i64 %5, 0, !dbg !311
  %.29.2 = and i1 %.21.2, %.28.2, !dbg !311
  %.30.2 = trunc i64 %.20.2 to i32, !dbg !311
  %.31.2 = select i1 %.29.2, i32 %.30.2, i32 %.18, !dbg !311
  %.32.2 = shl i32 %.31.2, 2, !dbg !311
  %.33.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32.2, i32 %t17.1), !dbg !311
  %t16.2 = select i1 %.29.2, i32 %.33.2, i32 %t17.1, !dbg !311
  %t17.2 = add i32 %t16.2, %t17.1, !dbg !312
  %.20.3 = add nuw nsw i64 %.19, 1, !dbg !311
  %.21.3 = icmp ult i32 %.18, 63, !dbg !311
  %.26.3 = and i64 %.20.3, 63, !dbg !311
  %6 = shl nuw i64 1, %.26.3, !dbg !311
  %7 = and i64 %.25, %6, !dbg !311
  %.28.3 = icmp ne i64 %7, 0, !dbg !311
  %.29.3 = and i1 %.21.3, %.28.3, !dbg !311
  %.30.3 = trunc i64 %.20.3 to i32, !dbg !311
  %.31.3 = select i1 %.29.3, i32 %.30.3, i32 %.18, !dbg !311
  %.32.3 = shl i32 %.31.3, 2, !dbg !311
  %.33.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32.3, i32 %t17.2), !dbg !311
  %t16.3 = select i1 %.29.3, i32 %.33.3, i32 %t17.2, !dbg !311
  %t17.3 = add i32 %t16.3, %t17.2, !dbg !312
  br label %b4, !dbg !313

b4:                                               ; preds = %b1, %entry
  %t19 = phi i32 [ %.13, %entry ], [ %t17.3, %b1 ]
  fence syncscope("workgroup") release, !dbg !313
  tail call void @llvm.amdgcn.s.barrier(), !dbg !313
  fence syncscope("workgroup") acquire, !dbg !313
  %.35 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !313
  %.36 = or i32 %.12, %.35, !dbg !313
  %.37 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !313
  %.38 = or i32 %.36, %.37, !dbg !313
  %.43 = icmp eq i32 %.38, 0, !dbg !313
  br i1 %.43, label %gridsync.39, label %gridsync.done.42, !dbg !313

gridsync.39:                                      ; preds = %b4
  fence syncscope("agent") release, !dbg !313
  %.45 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !313
  %.46 = or i32 %.7, %.45, !dbg !313
  %.47 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !313
  %.48 = or i32 %.46, %.47, !dbg !313
  %.50 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 12, !dbg !313
  %.51 = load i32, ptr addrspace(4) %.50, align 4, !dbg !313, !invariant.load !6
  %.56 = add nsw i32 %.11, -1, !dbg !313
  %.57 = add i32 %.56, %.51, !dbg !313
  %.58 = udiv i32 %.57, %.11, !dbg !313
  %.60 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 16, !dbg !313
  %.61 = load i32, ptr addrspace(4) %.60, align 4, !dbg !313, !invariant.load !6
  %.63 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 6, !dbg !313
  %.64 = load i16, ptr addrspace(4) %.63, align 2, !dbg !313, !invariant.load !6
  %.65 = zext i16 %.64 to i32, !dbg !313
  %.66 = add i32 %.61, -1, !dbg !313
  %.67 = add i32 %.66, %.65, !dbg !313
  %.68 = udiv i32 %.67, %.65, !dbg !313
  %.69 = mul i32 %.68, %.58, !dbg !313
  %.71 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 20, !dbg !313
  %.72 = load i32, ptr addrspace(4) %.71, align 4, !dbg !313, !invariant.load !6
  %.74 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 8, !dbg !313
  %.75 = load i16, ptr addrspace(4) %.74, align 4, !dbg !313, !invariant.load !6
  %.76 = zext i16 %.75 to i32, !dbg !313
  %.77 = add i32 %.72, -1, !dbg !313
  %.78 = add i32 %.77, %.76, !dbg !313
  %.79 = udiv i32 %.78, %.76, !dbg !313
  %.80 = mul i32 %.69, %.79, !dbg !313
  %.81 = sub i32 -2147483647, %.80, !dbg !313
  %.82 = icmp eq i32 %.48, 0, !dbg !313
  %.83 = select i1 %.82, i32 %.81, i32 1, !dbg !313
  %.84 = atomicrmw add ptr addrspace(1) @__kern_gridsync, i32 %.83 syncscope("agent") monotonic, align 4, !dbg !313
  br label %gridsync.spin.40, !dbg !313

gridsync.spin.40:                                 ; preds = %gridsync.spin.40, %gridsync.39
  %.85 = load atomic i32, ptr addrspace(1) @__kern_gridsync syncscope("agent") monotonic, align 4, !dbg !313
  %.86 = xor i32 %.85, %.84, !dbg !313
  %.87 = icmp slt i32 %.86, 0, !dbg !313
  br i1 %.87, label %gridsync.arrived.41, label %gridsync.spin.40, !dbg !313

gridsync.arrived.41:                              ; preds = %gridsync.spin.40
  fence syncscope("agent") acquire, !dbg !313
  br label %gridsync.done.42, !dbg !313

gridsync.done.42:                                 ; preds = %gridsync.arrived.41, %b4
  fence syncscope("workgroup") release, !dbg !313
  tail call void @llvm.amdgcn.s.barrier(), !dbg !313
  fence syncscope("workgroup") acquire, !dbg !313
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !314
  store i32 %t19, ptr addrspace(1) %t21, align 4, !dbg !314
  ret void, !dbg !314
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5bint32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !315 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !317
  %t1 = sext i32 %.10 to i64, !dbg !317
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !317
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !317
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !317, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !317
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !317
  %t6 = sext i32 %.15 to i64, !dbg !317
  %t7 = add nsw i64 %t4, %t6, !dbg !317
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !318
  %.16 = load i32, ptr addrspace(1) %t9, align 4, !dbg !318, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !319
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !319, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !320
  %t15 = mul nsw i64 %t7, 24, !dbg !321
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !322
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !323
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !323
  %.20 = zext i32 %.19 to i64, !dbg !323
  %.25 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !323
  %.26 = and i64 %.20, 63, !dbg !323
  %0 = shl nuw i64 1, %.26, !dbg !323
  %1 = and i64 %0, %.25, !dbg !323
  %.28.not = icmp eq i64 %1, 0, !dbg !323
  %.31 = shl i32 %.19, 2, !dbg !323
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.16), !dbg !323
  %t18 = select i1 %.28.not, i32 %.16, i32 %.32, !dbg !323
  %.37 = sub nsw i64 %.20, %t14, !dbg !324
  %.38 = icmp eq i32 %.17, 0, !dbg !324
  %.40 = and i64 %.37, 63, !dbg !324
  %2 = shl nuw i64 1, %.40, !dbg !324
  %3 = and i64 %2, %.25, !dbg !324
  %.42 = icmp ne i64 %3, 0, !dbg !324
  %.43 = and i1 %.38, %.42, !dbg !324
  %.44 = trunc i64 %.37 to i32, !dbg !324
  %.45 = shl i32 %.44, 2, !dbg !324
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %.16), !dbg !324
  %t19 = select i1 %.43, i32 %.46, i32 %.16, !dbg !324
  %.52 = add nsw i64 %.20, %t14, !dbg !325
  %.55 = and i64 %.52, 63, !dbg !325
  %4 = shl nuw i64 1, %.55, !dbg !325
  %5 = and i64 %4, %.25, !dbg !325
  %.57 = icmp ne i64 %5, 0, !dbg !325
  %.58 = and i1 %.38, %.57, !dbg !325
  %.59 = trunc i64 %.52 to i32, !dbg !325
  %.60 = shl i32 %.59, 2, !dbg !325
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.16), !dbg !325
  %t20 = select i1 %.58, i32 %.61, i32 %.16, !dbg !325
  %.66 = xor i64 %.20, %t14, !dbg !326
  %.67 = icmp ult i32 %.17, 32, !dbg !326
  %.70 = icmp ule i64 %.66, %.20, !dbg !326
  %.71 = and i1 %.67, %.70, !dbg !326
  %.73 = and i64 %.66, 63, !dbg !326
  %6 = shl nuw i64 1, %.73, !dbg !326
  %7 = and i64 %6, %.25, !dbg !326
  %.75 = icmp ne i64 %7, 0, !dbg !326
  %.76 = and i1 %.71, %.75, !dbg !326
  %.77 = trunc i64 %.66 to i32, !dbg !326
  %.78 = shl i32 %.77, 2, !dbg !326
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.78, i32 %.16), !dbg !326
  %t21 = select i1 %.76, i32 %.79, i32 %.16, !dbg !326
  store i32 %t18, ptr addrspace(1) %t17, align 4, !dbg !327
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !328
  store i32 %t19, ptr addrspace(1) %t23, align 4, !dbg !328
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !329
  store i32 %t20, ptr addrspace(1) %t24, align 4, !dbg !329
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !330
  store i32 %t21, ptr addrspace(1) %t25, align 4, !dbg !330
  %.84 = and i64 %.20, 4294967294, !dbg !331
  %.85 = and i64 %t14, 1, !dbg !331
  %.86 = or i64 %.84, %.85, !dbg !331
  %.88 = and i64 %.86, 63, !dbg !331
  %8 = shl nuw i64 1, %.88, !dbg !331
  %9 = and i64 %8, %.25, !dbg !331
  %.90.not = icmp eq i64 %9, 0, !dbg !331
  %.92 = trunc i64 %.86 to i32, !dbg !331
  %.93 = shl i32 %.92, 2, !dbg !331
  %.94 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.16), !dbg !331
  %t26 = select i1 %.90.not, i32 %.16, i32 %.94, !dbg !331
  %.98 = and i64 %.20, 1, !dbg !332
  %.100 = icmp uge i64 %.98, %t14, !dbg !332
  %.105 = and i1 %.100, %.42, !dbg !332
  %t27 = select i1 %.105, i32 %.46, i32 %.16, !dbg !332
  %.113 = xor i64 %.98, 1, !dbg !333
  %.115 = icmp uge i64 %.113, %t14, !dbg !333
  %.120 = and i1 %.115, %.57, !dbg !333
  %t28 = select i1 %.120, i32 %.61, i32 %.16, !dbg !333
  %.131 = add nuw nsw i64 %.84, 2, !dbg !334
  %.132 = icmp ult i64 %.66, %.131, !dbg !334
  %.133 = and i1 %.67, %.132, !dbg !334
  %.138 = and i1 %.133, %.75, !dbg !334
  %t29 = select i1 %.138, i32 %.79, i32 %.16, !dbg !334
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 4, !dbg !335
  store i32 %t26, ptr addrspace(1) %t30, align 4, !dbg !335
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 5, !dbg !336
  store i32 %t27, ptr addrspace(1) %t31, align 4, !dbg !336
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 6, !dbg !337
  store i32 %t28, ptr addrspace(1) %t32, align 4, !dbg !337
  %t33 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 7, !dbg !338
  store i32 %t29, ptr addrspace(1) %t33, align 4, !dbg !338
  %.146 = and i64 %.20, 4294967292, !dbg !339
  %.147 = and i64 %t14, 3, !dbg !339
  %.148 = or i64 %.146, %.147, !dbg !339
  %.150 = and i64 %.148, 63, !dbg !339
  %10 = shl nuw i64 1, %.150, !dbg !339
  %11 = and i64 %10, %.25, !dbg !339
  %.152.not = icmp eq i64 %11, 0, !dbg !339
  %.154 = trunc i64 %.148 to i32, !dbg !339
  %.155 = shl i32 %.154, 2, !dbg !339
  %.156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.16), !dbg !339
  %t34 = select i1 %.152.not, i32 %.16, i32 %.156, !dbg !339
  %.160 = and i64 %.20, 3, !dbg !340
  %.162 = icmp uge i64 %.160, %t14, !dbg !340
  %.167 = and i1 %.162, %.42, !dbg !340
  %t35 = select i1 %.167, i32 %.46, i32 %.16, !dbg !340
  %.175 = xor i64 %.160, 3, !dbg !341
  %.177 = icmp uge i64 %.175, %t14, !dbg !341
  %.182 = and i1 %.177, %.57, !dbg !341
  %t36 = select i1 %.182, i32 %.61, i32 %.16, !dbg !341
  %.193 = add nuw nsw i64 %.146, 4, !dbg !342
  %.194 = icmp ult i64 %.66, %.193, !dbg !342
  %.195 = and i1 %.67, %.194, !dbg !342
  %.200 = and i1 %.195, %.75, !dbg !342
  %t37 = select i1 %.200, i32 %.79, i32 %.16, !dbg !342
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 8, !dbg !343
  store i32 %t34, ptr addrspace(1) %t38, align 4, !dbg !343
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 9, !dbg !344
  store i32 %t35, ptr addrspace(1) %t39, align 4, !dbg !344
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 10, !dbg !345
  store i32 %t36, ptr addrspace(1) %t40, align 4, !dbg !345
  %t41 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 11, !dbg !346
  store i32 %t37, ptr addrspace(1) %t41, align 4, !dbg !346
  %.208 = and i64 %.20, 4294967288, !dbg !347
  %.209 = and i64 %t14, 7, !dbg !347
  %.210 = or i64 %.208, %.209, !dbg !347
  %.212 = and i64 %.210, 63, !dbg !347
  %12 = shl nuw i64 1, %.212, !dbg !347
  %13 = and i64 %12, %.25, !dbg !347
  %.214.not = icmp eq i64 %13, 0, !dbg !347
  %.216 = trunc i64 %.210 to i32, !dbg !347
  %.217 = shl i32 %.216, 2, !dbg !347
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.16), !dbg !347
  %t42 = select i1 %.214.not, i32 %.16, i32 %.218, !dbg !347
  %.222 = and i64 %.20, 7, !dbg !348
  %.224 = icmp uge i64 %.222, %t14, !dbg !348
  %.229 = and i1 %.224, %.42, !dbg !348
  %t43 = select i1 %.229, i32 %.46, i32 %.16, !dbg !348
  %.237 = xor i64 %.222, 7, !dbg !349
  %.239 = icmp uge i64 %.237, %t14, !dbg !349
  %.244 = and i1 %.239, %.57, !dbg !349
  %t44 = select i1 %.244, i32 %.61, i32 %.16, !dbg !349
  %.255 = add nuw nsw i64 %.208, 8, !dbg !350
  %.256 = icmp ult i64 %.66, %.255, !dbg !350
  %.257 = and i1 %.67, %.256, !dbg !350
  %.262 = and i1 %.257, %.75, !dbg !350
  %t45 = select i1 %.262, i32 %.79, i32 %.16, !dbg !350
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 12, !dbg !351
  store i32 %t42, ptr addrspace(1) %t46, align 4, !dbg !351
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 13, !dbg !352
  store i32 %t43, ptr addrspace(1) %t47, align 4, !dbg !352
  %t48 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 14, !dbg !353
  store i32 %t44, ptr addrspace(1) %t48, align 4, !dbg !353
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 15, !dbg !354
  store i32 %t45, ptr addrspace(1) %t49, align 4, !dbg !354
  %.270 = and i64 %.20, 4294967280, !dbg !355
  %.271 = and i64 %t14, 15, !dbg !355
  %.272 = or i64 %.270, %.271, !dbg !355
  %.274 = and i64 %.272, 63, !dbg !355
  %14 = shl nuw i64 1, %.274, !dbg !355
  %15 = and i64 %14, %.25, !dbg !355
  %.276.not = icmp eq i64 %15, 0, !dbg !355
  %.278 = trunc i64 %.272 to i32, !dbg !355
  %.279 = shl i32 %.278, 2, !dbg !355
  %.280 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.279, i32 %.16), !dbg !355
  %t50 = select i1 %.276.not, i32 %.16, i32 %.280, !dbg !355
  %.284 = and i64 %.20, 15, !dbg !356
  %.286 = icmp uge i64 %.284, %t14, !dbg !356
  %.291 = and i1 %.286, %.42, !dbg !356
  %t51 = select i1 %.291, i32 %.46, i32 %.16, !dbg !356
  %.299 = xor i64 %.284, 15, !dbg !357
  %.301 = icmp uge i64 %.299, %t14, !dbg !357
  %.306 = and i1 %.301, %.57, !dbg !357
  %t52 = select i1 %.306, i32 %.61, i32 %.16, !dbg !357
  %.317 = add nuw nsw i64 %.270, 16, !dbg !358
  %.318 = icmp ult i64 %.66, %.317, !dbg !358
  %.319 = and i1 %.67, %.318, !dbg !358
  %.324 = and i1 %.319, %.75, !dbg !358
  %t53 = select i1 %.324, i32 %.79, i32 %.16, !dbg !358
  %t54 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 16, !dbg !359
  store i32 %t50, ptr addrspace(1) %t54, align 4, !dbg !359
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 17, !dbg !360
  store i32 %t51, ptr addrspace(1) %t55, align 4, !dbg !360
  %t56 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 18, !dbg !361
  store i32 %t52, ptr addrspace(1) %t56, align 4, !dbg !361
  %t57 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 19, !dbg !362
  store i32 %t53, ptr addrspace(1) %t57, align 4, !dbg !362
  %.332 = and i64 %.20, 4294967264, !dbg !363
  %.333 = and i64 %t14, 31, !dbg !363
  %.334 = or i64 %.332, %.333, !dbg !363
  %.336 = and i64 %.334, 63, !dbg !363
  %16 = shl nuw i64 1, %.336, !dbg !363
  %17 = and i64 %16, %.25, !dbg !363
  %.338.not = icmp eq i64 %17, 0, !dbg !363
  %.340 = trunc i64 %.334 to i32, !dbg !363
  %.341 = shl i32 %.340, 2, !dbg !363
  %.342 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.341, i32 %.16), !dbg !363
  %t58 = select i1 %.338.not, i32 %.16, i32 %.342, !dbg !363
  %.346 = and i64 %.20, 31, !dbg !364
  %.348 = icmp uge i64 %.346, %t14, !dbg !364
  %.353 = and i1 %.348, %.42, !dbg !364
  %t59 = select i1 %.353, i32 %.46, i32 %.16, !dbg !364
  %.361 = xor i64 %.346, 31, !dbg !365
  %.363 = icmp uge i64 %.361, %t14, !dbg !365
  %.368 = and i1 %.363, %.57, !dbg !365
  %t60 = select i1 %.368, i32 %.61, i32 %.16, !dbg !365
  %.379 = add nuw nsw i64 %.332, 32, !dbg !366
  %.380 = icmp ult i64 %.66, %.379, !dbg !366
  %.381 = and i1 %.67, %.380, !dbg !366
  %.386 = and i1 %.381, %.75, !dbg !366
  %t61 = select i1 %.386, i32 %.79, i32 %.16, !dbg !366
  %t62 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 20, !dbg !367
  store i32 %t58, ptr addrspace(1) %t62, align 4, !dbg !367
  %t63 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 21, !dbg !368
  store i32 %t59, ptr addrspace(1) %t63, align 4, !dbg !368
  %t64 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 22, !dbg !369
  store i32 %t60, ptr addrspace(1) %t64, align 4, !dbg !369
  %t65 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 23, !dbg !370
  store i32 %t61, ptr addrspace(1) %t65, align 4, !dbg !370
  ret void, !dbg !370
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5buint8_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !371 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !372
  %t1 = sext i32 %.10 to i64, !dbg !372
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !372
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !372
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !372, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !372
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !372
  %t6 = sext i32 %.15 to i64, !dbg !372
  %t7 = add nsw i64 %t4, %t6, !dbg !372
  %t9 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t7, !dbg !373
  %.16 = load i8, ptr addrspace(1) %t9, align 1, !dbg !373, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !374
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !374, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !375
  %t15 = mul nsw i64 %t7, 24, !dbg !376
  %t17 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t15, !dbg !377
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !378
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !378
  %.20 = zext i32 %.19 to i64, !dbg !378
  %.25 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !378
  %.26 = and i64 %.20, 63, !dbg !378
  %0 = shl nuw i64 1, %.26, !dbg !378
  %1 = and i64 %0, %.25, !dbg !378
  %.28.not = icmp eq i64 %1, 0, !dbg !378
  %.31 = shl i32 %.19, 2, !dbg !378
  %.32 = zext i8 %.16 to i32, !dbg !378
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.32), !dbg !378
  %.34 = trunc i32 %.33 to i8, !dbg !378
  %t18 = select i1 %.28.not, i8 %.16, i8 %.34, !dbg !378
  %.39 = sub nsw i64 %.20, %t14, !dbg !379
  %.40 = icmp eq i32 %.17, 0, !dbg !379
  %.42 = and i64 %.39, 63, !dbg !379
  %2 = shl nuw i64 1, %.42, !dbg !379
  %3 = and i64 %2, %.25, !dbg !379
  %.44 = icmp ne i64 %3, 0, !dbg !379
  %.45 = and i1 %.40, %.44, !dbg !379
  %.46 = trunc i64 %.39 to i32, !dbg !379
  %.47 = shl i32 %.46, 2, !dbg !379
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.32), !dbg !379
  %.50 = trunc i32 %.49 to i8, !dbg !379
  %t19 = select i1 %.45, i8 %.50, i8 %.16, !dbg !379
  %.56 = add nsw i64 %.20, %t14, !dbg !380
  %.59 = and i64 %.56, 63, !dbg !380
  %4 = shl nuw i64 1, %.59, !dbg !380
  %5 = and i64 %4, %.25, !dbg !380
  %.61 = icmp ne i64 %5, 0, !dbg !380
  %.62 = and i1 %.40, %.61, !dbg !380
  %.63 = trunc i64 %.56 to i32, !dbg !380
  %.64 = shl i32 %.63, 2, !dbg !380
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.32), !dbg !380
  %.67 = trunc i32 %.66 to i8, !dbg !380
  %t20 = select i1 %.62, i8 %.67, i8 %.16, !dbg !380
  %.72 = xor i64 %.20, %t14, !dbg !381
  %.73 = icmp ult i32 %.17, 32, !dbg !381
  %.76 = icmp ule i64 %.72, %.20, !dbg !381
  %.77 = and i1 %.73, %.76, !dbg !381
  %.79 = and i64 %.72, 63, !dbg !381
  %6 = shl nuw i64 1, %.79, !dbg !381
  %7 = and i64 %6, %.25, !dbg !381
  %.81 = icmp ne i64 %7, 0, !dbg !381
  %.82 = and i1 %.77, %.81, !dbg !381
  %.83 = trunc i64 %.72 to i32, !dbg !381
  %.84 = shl i32 %.83, 2, !dbg !381
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.32), !dbg !381
  %.87 = trunc i32 %.86 to i8, !dbg !381
  %t21 = select i1 %.82, i8 %.87, i8 %.16, !dbg !381
  store i8 %t18, ptr addrspace(1) %t17, align 1, !dbg !382
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 1, !dbg !383
  store i8 %t19, ptr addrspace(1) %t23, align 1, !dbg !383
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 2, !dbg !384
  store i8 %t20, ptr addrspace(1) %t24, align 1, !dbg !384
  %t25 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 3, !dbg !385
  store i8 %t21, ptr addrspace(1) %t25, align 1, !dbg !385
  %.92 = and i64 %.20, 4294967294, !dbg !386
  %.93 = and i64 %t14, 1, !dbg !386
  %.94 = or i64 %.92, %.93, !dbg !386
  %.96 = and i64 %.94, 63, !dbg !386
  %8 = shl nuw i64 1, %.96, !dbg !386
  %9 = and i64 %8, %.25, !dbg !386
  %.98.not = icmp eq i64 %9, 0, !dbg !386
  %.100 = trunc i64 %.94 to i32, !dbg !386
  %.101 = shl i32 %.100, 2, !dbg !386
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.32), !dbg !386
  %.104 = trunc i32 %.103 to i8, !dbg !386
  %t26 = select i1 %.98.not, i8 %.16, i8 %.104, !dbg !386
  %.108 = and i64 %.20, 1, !dbg !387
  %.110 = icmp uge i64 %.108, %t14, !dbg !387
  %.115 = and i1 %.110, %.44, !dbg !387
  %t27 = select i1 %.115, i8 %.50, i8 %.16, !dbg !387
  %.125 = xor i64 %.108, 1, !dbg !388
  %.127 = icmp uge i64 %.125, %t14, !dbg !388
  %.132 = and i1 %.127, %.61, !dbg !388
  %t28 = select i1 %.132, i8 %.67, i8 %.16, !dbg !388
  %.145 = add nuw nsw i64 %.92, 2, !dbg !389
  %.146 = icmp ult i64 %.72, %.145, !dbg !389
  %.147 = and i1 %.73, %.146, !dbg !389
  %.152 = and i1 %.147, %.81, !dbg !389
  %t29 = select i1 %.152, i8 %.87, i8 %.16, !dbg !389
  %t30 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 4, !dbg !390
  store i8 %t26, ptr addrspace(1) %t30, align 1, !dbg !390
  %t31 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 5, !dbg !391
  store i8 %t27, ptr addrspace(1) %t31, align 1, !dbg !391
  %t32 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 6, !dbg !392
  store i8 %t28, ptr addrspace(1) %t32, align 1, !dbg !392
  %t33 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 7, !dbg !393
  store i8 %t29, ptr addrspace(1) %t33, align 1, !dbg !393
  %.162 = and i64 %.20, 4294967292, !dbg !394
  %.163 = and i64 %t14, 3, !dbg !394
  %.164 = or i64 %.162, %.163, !dbg !394
  %.166 = and i64 %.164, 63, !dbg !394
  %10 = shl nuw i64 1, %.166, !dbg !394
  %11 = and i64 %10, %.25, !dbg !394
  %.168.not = icmp eq i64 %11, 0, !dbg !394
  %.170 = trunc i64 %.164 to i32, !dbg !394
  %.171 = shl i32 %.170, 2, !dbg !394
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.171, i32 %.32), !dbg !394
  %.174 = trunc i32 %.173 to i8, !dbg !394
  %t34 = select i1 %.168.not, i8 %.16, i8 %.174, !dbg !394
  %.178 = and i64 %.20, 3, !dbg !395
  %.180 = icmp uge i64 %.178, %t14, !dbg !395
  %.185 = and i1 %.180, %.44, !dbg !395
  %t35 = select i1 %.185, i8 %.50, i8 %.16, !dbg !395
  %.195 = xor i64 %.178, 3, !dbg !396
  %.197 = icmp uge i64 %.195, %t14, !dbg !396
  %.202 = and i1 %.197, %.61, !dbg !396
  %t36 = select i1 %.202, i8 %.67, i8 %.16, !dbg !396
  %.215 = add nuw nsw i64 %.162, 4, !dbg !397
  %.216 = icmp ult i64 %.72, %.215, !dbg !397
  %.217 = and i1 %.73, %.216, !dbg !397
  %.222 = and i1 %.217, %.81, !dbg !397
  %t37 = select i1 %.222, i8 %.87, i8 %.16, !dbg !397
  %t38 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !398
  store i8 %t34, ptr addrspace(1) %t38, align 1, !dbg !398
  %t39 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 9, !dbg !399
  store i8 %t35, ptr addrspace(1) %t39, align 1, !dbg !399
  %t40 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 10, !dbg !400
  store i8 %t36, ptr addrspace(1) %t40, align 1, !dbg !400
  %t41 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 11, !dbg !401
  store i8 %t37, ptr addrspace(1) %t41, align 1, !dbg !401
  %.232 = and i64 %.20, 4294967288, !dbg !402
  %.233 = and i64 %t14, 7, !dbg !402
  %.234 = or i64 %.232, %.233, !dbg !402
  %.236 = and i64 %.234, 63, !dbg !402
  %12 = shl nuw i64 1, %.236, !dbg !402
  %13 = and i64 %12, %.25, !dbg !402
  %.238.not = icmp eq i64 %13, 0, !dbg !402
  %.240 = trunc i64 %.234 to i32, !dbg !402
  %.241 = shl i32 %.240, 2, !dbg !402
  %.243 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.241, i32 %.32), !dbg !402
  %.244 = trunc i32 %.243 to i8, !dbg !402
  %t42 = select i1 %.238.not, i8 %.16, i8 %.244, !dbg !402
  %.248 = and i64 %.20, 7, !dbg !403
  %.250 = icmp uge i64 %.248, %t14, !dbg !403
  %.255 = and i1 %.250, %.44, !dbg !403
  %t43 = select i1 %.255, i8 %.50, i8 %.16, !dbg !403
  %.265 = xor i64 %.248, 7, !dbg !404
  %.267 = icmp uge i64 %.265, %t14, !dbg !404
  %.272 = and i1 %.267, %.61, !dbg !404
  %t44 = select i1 %.272, i8 %.67, i8 %.16, !dbg !404
  %.285 = add nuw nsw i64 %.232, 8, !dbg !405
  %.286 = icmp ult i64 %.72, %.285, !dbg !405
  %.287 = and i1 %.73, %.286, !dbg !405
  %.292 = and i1 %.287, %.81, !dbg !405
  %t45 = select i1 %.292, i8 %.87, i8 %.16, !dbg !405
  %t46 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 12, !dbg !406
  store i8 %t42, ptr addrspace(1) %t46, align 1, !dbg !406
  %t47 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 13, !dbg !407
  store i8 %t43, ptr addrspace(1) %t47, align 1, !dbg !407
  %t48 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 14, !dbg !408
  store i8 %t44, ptr addrspace(1) %t48, align 1, !dbg !408
  %t49 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 15, !dbg !409
  store i8 %t45, ptr addrspace(1) %t49, align 1, !dbg !409
  %.302 = and i64 %.20, 4294967280, !dbg !410
  %.303 = and i64 %t14, 15, !dbg !410
  %.304 = or i64 %.302, %.303, !dbg !410
  %.306 = and i64 %.304, 63, !dbg !410
  %14 = shl nuw i64 1, %.306, !dbg !410
  %15 = and i64 %14, %.25, !dbg !410
  %.308.not = icmp eq i64 %15, 0, !dbg !410
  %.310 = trunc i64 %.304 to i32, !dbg !410
  %.311 = shl i32 %.310, 2, !dbg !410
  %.313 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.311, i32 %.32), !dbg !410
  %.314 = trunc i32 %.313 to i8, !dbg !410
  %t50 = select i1 %.308.not, i8 %.16, i8 %.314, !dbg !410
  %.318 = and i64 %.20, 15, !dbg !411
  %.320 = icmp uge i64 %.318, %t14, !dbg !411
  %.325 = and i1 %.320, %.44, !dbg !411
  %t51 = select i1 %.325, i8 %.50, i8 %.16, !dbg !411
  %.335 = xor i64 %.318, 15, !dbg !412
  %.337 = icmp uge i64 %.335, %t14, !dbg !412
  %.342 = and i1 %.337, %.61, !dbg !412
  %t52 = select i1 %.342, i8 %.67, i8 %.16, !dbg !412
  %.355 = add nuw nsw i64 %.302, 16, !dbg !413
  %.356 = icmp ult i64 %.72, %.355, !dbg !413
  %.357 = and i1 %.73, %.356, !dbg !413
  %.362 = and i1 %.357, %.81, !dbg !413
  %t53 = select i1 %.362, i8 %.87, i8 %.16, !dbg !413
  %t54 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 16, !dbg !414
  store i8 %t50, ptr addrspace(1) %t54, align 1, !dbg !414
  %t55 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 17, !dbg !415
  store i8 %t51, ptr addrspace(1) %t55, align 1, !dbg !415
  %t56 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 18, !dbg !416
  store i8 %t52, ptr addrspace(1) %t56, align 1, !dbg !416
  %t57 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 19, !dbg !417
  store i8 %t53, ptr addrspace(1) %t57, align 1, !dbg !417
  %.372 = and i64 %.20, 4294967264, !dbg !418
  %.373 = and i64 %t14, 31, !dbg !418
  %.374 = or i64 %.372, %.373, !dbg !418
  %.376 = and i64 %.374, 63, !dbg !418
  %16 = shl nuw i64 1, %.376, !dbg !418
  %17 = and i64 %16, %.25, !dbg !418
  %.378.not = icmp eq i64 %17, 0, !dbg !418
  %.380 = trunc i64 %.374 to i32, !dbg !418
  %.381 = shl i32 %.380, 2, !dbg !418
  %.383 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.381, i32 %.32), !dbg !418
  %.384 = trunc i32 %.383 to i8, !dbg !418
  %t58 = select i1 %.378.not, i8 %.16, i8 %.384, !dbg !418
  %.388 = and i64 %.20, 31, !dbg !419
  %.390 = icmp uge i64 %.388, %t14, !dbg !419
  %.395 = and i1 %.390, %.44, !dbg !419
  %t59 = select i1 %.395, i8 %.50, i8 %.16, !dbg !419
  %.405 = xor i64 %.388, 31, !dbg !420
  %.407 = icmp uge i64 %.405, %t14, !dbg !420
  %.412 = and i1 %.407, %.61, !dbg !420
  %t60 = select i1 %.412, i8 %.67, i8 %.16, !dbg !420
  %.425 = add nuw nsw i64 %.372, 32, !dbg !421
  %.426 = icmp ult i64 %.72, %.425, !dbg !421
  %.427 = and i1 %.73, %.426, !dbg !421
  %.432 = and i1 %.427, %.81, !dbg !421
  %t61 = select i1 %.432, i8 %.87, i8 %.16, !dbg !421
  %t62 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 20, !dbg !422
  store i8 %t58, ptr addrspace(1) %t62, align 1, !dbg !422
  %t63 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 21, !dbg !423
  store i8 %t59, ptr addrspace(1) %t63, align 1, !dbg !423
  %t64 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 22, !dbg !424
  store i8 %t60, ptr addrspace(1) %t64, align 1, !dbg !424
  %t65 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 23, !dbg !425
  store i8 %t61, ptr addrspace(1) %t65, align 1, !dbg !425
  ret void, !dbg !425
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5bfloat64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !426 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !427
  %t1 = sext i32 %.10 to i64, !dbg !427
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !427
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !427
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !427, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !427
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !427
  %t6 = sext i32 %.15 to i64, !dbg !427
  %t7 = add nsw i64 %t4, %t6, !dbg !427
  %t9 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t7, !dbg !428
  %.16 = load double, ptr addrspace(1) %t9, align 8, !dbg !428, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !429
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !429, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !430
  %t15 = mul nsw i64 %t7, 24, !dbg !431
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t15, !dbg !432
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !433
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !433
  %.20 = zext i32 %.19 to i64, !dbg !433
  %.25 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !433
  %.26 = and i64 %.20, 63, !dbg !433
  %0 = shl nuw i64 1, %.26, !dbg !433
  %1 = and i64 %0, %.25, !dbg !433
  %.28.not = icmp eq i64 %1, 0, !dbg !433
  %.31 = shl i32 %.19, 2, !dbg !433
  %.32 = bitcast double %.16 to i64, !dbg !433
  %.33 = trunc i64 %.32 to i32, !dbg !433
  %.34 = lshr i64 %.32, 32, !dbg !433
  %.35 = trunc i64 %.34 to i32, !dbg !433
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.33), !dbg !433
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.35), !dbg !433
  %.38 = zext i32 %.36 to i64, !dbg !433
  %.39 = zext i32 %.37 to i64, !dbg !433
  %.40 = shl nuw i64 %.39, 32, !dbg !433
  %.41 = or i64 %.40, %.38, !dbg !433
  %.42 = bitcast i64 %.41 to double, !dbg !433
  %t18 = select i1 %.28.not, double %.16, double %.42, !dbg !433
  %.47 = sub nsw i64 %.20, %t14, !dbg !434
  %.48 = icmp eq i32 %.17, 0, !dbg !434
  %.50 = and i64 %.47, 63, !dbg !434
  %2 = shl nuw i64 1, %.50, !dbg !434
  %3 = and i64 %2, %.25, !dbg !434
  %.52 = icmp ne i64 %3, 0, !dbg !434
  %.53 = and i1 %.48, %.52, !dbg !434
  %.54 = trunc i64 %.47 to i32, !dbg !434
  %.55 = shl i32 %.54, 2, !dbg !434
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.33), !dbg !434
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.35), !dbg !434
  %.62 = zext i32 %.60 to i64, !dbg !434
  %.63 = zext i32 %.61 to i64, !dbg !434
  %.64 = shl nuw i64 %.63, 32, !dbg !434
  %.65 = or i64 %.64, %.62, !dbg !434
  %.66 = bitcast i64 %.65 to double, !dbg !434
  %t19 = select i1 %.53, double %.66, double %.16, !dbg !434
  %.72 = add nsw i64 %.20, %t14, !dbg !435
  %.75 = and i64 %.72, 63, !dbg !435
  %4 = shl nuw i64 1, %.75, !dbg !435
  %5 = and i64 %4, %.25, !dbg !435
  %.77 = icmp ne i64 %5, 0, !dbg !435
  %.78 = and i1 %.48, %.77, !dbg !435
  %.79 = trunc i64 %.72 to i32, !dbg !435
  %.80 = shl i32 %.79, 2, !dbg !435
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.33), !dbg !435
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.35), !dbg !435
  %.87 = zext i32 %.85 to i64, !dbg !435
  %.88 = zext i32 %.86 to i64, !dbg !435
  %.89 = shl nuw i64 %.88, 32, !dbg !435
  %.90 = or i64 %.89, %.87, !dbg !435
  %.91 = bitcast i64 %.90 to double, !dbg !435
  %t20 = select i1 %.78, double %.91, double %.16, !dbg !435
  %.96 = xor i64 %.20, %t14, !dbg !436
  %.97 = icmp ult i32 %.17, 32, !dbg !436
  %.100 = icmp ule i64 %.96, %.20, !dbg !436
  %.101 = and i1 %.97, %.100, !dbg !436
  %.103 = and i64 %.96, 63, !dbg !436
  %6 = shl nuw i64 1, %.103, !dbg !436
  %7 = and i64 %6, %.25, !dbg !436
  %.105 = icmp ne i64 %7, 0, !dbg !436
  %.106 = and i1 %.101, %.105, !dbg !436
  %.107 = trunc i64 %.96 to i32, !dbg !436
  %.108 = shl i32 %.107, 2, !dbg !436
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.108, i32 %.33), !dbg !436
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.108, i32 %.35), !dbg !436
  %.115 = zext i32 %.113 to i64, !dbg !436
  %.116 = zext i32 %.114 to i64, !dbg !436
  %.117 = shl nuw i64 %.116, 32, !dbg !436
  %.118 = or i64 %.117, %.115, !dbg !436
  %.119 = bitcast i64 %.118 to double, !dbg !436
  %t21 = select i1 %.106, double %.119, double %.16, !dbg !436
  store double %t18, ptr addrspace(1) %t17, align 8, !dbg !437
  %t23 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !438
  store double %t19, ptr addrspace(1) %t23, align 8, !dbg !438
  %t24 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !439
  store double %t20, ptr addrspace(1) %t24, align 8, !dbg !439
  %t25 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !440
  store double %t21, ptr addrspace(1) %t25, align 8, !dbg !440
  %.124 = and i64 %.20, 4294967294, !dbg !441
  %.125 = and i64 %t14, 1, !dbg !441
  %.126 = or i64 %.124, %.125, !dbg !441
  %.128 = and i64 %.126, 63, !dbg !441
  %8 = shl nuw i64 1, %.128, !dbg !441
  %9 = and i64 %8, %.25, !dbg !441
  %.130.not = icmp eq i64 %9, 0, !dbg !441
  %.132 = trunc i64 %.126 to i32, !dbg !441
  %.133 = shl i32 %.132, 2, !dbg !441
  %.138 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.33), !dbg !441
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.35), !dbg !441
  %.140 = zext i32 %.138 to i64, !dbg !441
  %.141 = zext i32 %.139 to i64, !dbg !441
  %.142 = shl nuw i64 %.141, 32, !dbg !441
  %.143 = or i64 %.142, %.140, !dbg !441
  %.144 = bitcast i64 %.143 to double, !dbg !441
  %t26 = select i1 %.130.not, double %.16, double %.144, !dbg !441
  %.148 = and i64 %.20, 1, !dbg !442
  %.150 = icmp uge i64 %.148, %t14, !dbg !442
  %.155 = and i1 %.150, %.52, !dbg !442
  %t27 = select i1 %.155, double %.66, double %.16, !dbg !442
  %.173 = xor i64 %.148, 1, !dbg !443
  %.175 = icmp uge i64 %.173, %t14, !dbg !443
  %.180 = and i1 %.175, %.77, !dbg !443
  %t28 = select i1 %.180, double %.91, double %.16, !dbg !443
  %.201 = add nuw nsw i64 %.124, 2, !dbg !444
  %.202 = icmp ult i64 %.96, %.201, !dbg !444
  %.203 = and i1 %.97, %.202, !dbg !444
  %.208 = and i1 %.203, %.105, !dbg !444
  %t29 = select i1 %.208, double %.119, double %.16, !dbg !444
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 4, !dbg !445
  store double %t26, ptr addrspace(1) %t30, align 8, !dbg !445
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 5, !dbg !446
  store double %t27, ptr addrspace(1) %t31, align 8, !dbg !446
  %t32 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 6, !dbg !447
  store double %t28, ptr addrspace(1) %t32, align 8, !dbg !447
  %t33 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 7, !dbg !448
  store double %t29, ptr addrspace(1) %t33, align 8, !dbg !448
  %.226 = and i64 %.20, 4294967292, !dbg !449
  %.227 = and i64 %t14, 3, !dbg !449
  %.228 = or i64 %.226, %.227, !dbg !449
  %.230 = and i64 %.228, 63, !dbg !449
  %10 = shl nuw i64 1, %.230, !dbg !449
  %11 = and i64 %10, %.25, !dbg !449
  %.232.not = icmp eq i64 %11, 0, !dbg !449
  %.234 = trunc i64 %.228 to i32, !dbg !449
  %.235 = shl i32 %.234, 2, !dbg !449
  %.240 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.33), !dbg !449
  %.241 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.35), !dbg !449
  %.242 = zext i32 %.240 to i64, !dbg !449
  %.243 = zext i32 %.241 to i64, !dbg !449
  %.244 = shl nuw i64 %.243, 32, !dbg !449
  %.245 = or i64 %.244, %.242, !dbg !449
  %.246 = bitcast i64 %.245 to double, !dbg !449
  %t34 = select i1 %.232.not, double %.16, double %.246, !dbg !449
  %.250 = and i64 %.20, 3, !dbg !450
  %.252 = icmp uge i64 %.250, %t14, !dbg !450
  %.257 = and i1 %.252, %.52, !dbg !450
  %t35 = select i1 %.257, double %.66, double %.16, !dbg !450
  %.275 = xor i64 %.250, 3, !dbg !451
  %.277 = icmp uge i64 %.275, %t14, !dbg !451
  %.282 = and i1 %.277, %.77, !dbg !451
  %t36 = select i1 %.282, double %.91, double %.16, !dbg !451
  %.303 = add nuw nsw i64 %.226, 4, !dbg !452
  %.304 = icmp ult i64 %.96, %.303, !dbg !452
  %.305 = and i1 %.97, %.304, !dbg !452
  %.310 = and i1 %.305, %.105, !dbg !452
  %t37 = select i1 %.310, double %.119, double %.16, !dbg !452
  %t38 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 8, !dbg !453
  store double %t34, ptr addrspace(1) %t38, align 8, !dbg !453
  %t39 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 9, !dbg !454
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !454
  %t40 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 10, !dbg !455
  store double %t36, ptr addrspace(1) %t40, align 8, !dbg !455
  %t41 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 11, !dbg !456
  store double %t37, ptr addrspace(1) %t41, align 8, !dbg !456
  %.328 = and i64 %.20, 4294967288, !dbg !457
  %.329 = and i64 %t14, 7, !dbg !457
  %.330 = or i64 %.328, %.329, !dbg !457
  %.332 = and i64 %.330, 63, !dbg !457
  %12 = shl nuw i64 1, %.332, !dbg !457
  %13 = and i64 %12, %.25, !dbg !457
  %.334.not = icmp eq i64 %13, 0, !dbg !457
  %.336 = trunc i64 %.330 to i32, !dbg !457
  %.337 = shl i32 %.336, 2, !dbg !457
  %.342 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.337, i32 %.33), !dbg !457
  %.343 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.337, i32 %.35), !dbg !457
  %.344 = zext i32 %.342 to i64, !dbg !457
  %.345 = zext i32 %.343 to i64, !dbg !457
  %.346 = shl nuw i64 %.345, 32, !dbg !457
  %.347 = or i64 %.346, %.344, !dbg !457
  %.348 = bitcast i64 %.347 to double, !dbg !457
  %t42 = select i1 %.334.not, double %.16, double %.348, !dbg !457
  %.352 = and i64 %.20, 7, !dbg !458
  %.354 = icmp uge i64 %.352, %t14, !dbg !458
  %.359 = and i1 %.354, %.52, !dbg !458
  %t43 = select i1 %.359, double %.66, double %.16, !dbg !458
  %.377 = xor i64 %.352, 7, !dbg !459
  %.379 = icmp uge i64 %.377, %t14, !dbg !459
  %.384 = and i1 %.379, %.77, !dbg !459
  %t44 = select i1 %.384, double %.91, double %.16, !dbg !459
  %.405 = add nuw nsw i64 %.328, 8, !dbg !460
  %.406 = icmp ult i64 %.96, %.405, !dbg !460
  %.407 = and i1 %.97, %.406, !dbg !460
  %.412 = and i1 %.407, %.105, !dbg !460
  %t45 = select i1 %.412, double %.119, double %.16, !dbg !460
  %t46 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 12, !dbg !461
  store double %t42, ptr addrspace(1) %t46, align 8, !dbg !461
  %t47 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 13, !dbg !462
  store double %t43, ptr addrspace(1) %t47, align 8, !dbg !462
  %t48 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 14, !dbg !463
  store double %t44, ptr addrspace(1) %t48, align 8, !dbg !463
  %t49 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 15, !dbg !464
  store double %t45, ptr addrspace(1) %t49, align 8, !dbg !464
  %.430 = and i64 %.20, 4294967280, !dbg !465
  %.431 = and i64 %t14, 15, !dbg !465
  %.432 = or i64 %.430, %.431, !dbg !465
  %.434 = and i64 %.432, 63, !dbg !465
  %14 = shl nuw i64 1, %.434, !dbg !465
  %15 = and i64 %14, %.25, !dbg !465
  %.436.not = icmp eq i64 %15, 0, !dbg !465
  %.438 = trunc i64 %.432 to i32, !dbg !465
  %.439 = shl i32 %.438, 2, !dbg !465
  %.444 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.439, i32 %.33), !dbg !465
  %.445 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.439, i32 %.35), !dbg !465
  %.446 = zext i32 %.444 to i64, !dbg !465
  %.447 = zext i32 %.445 to i64, !dbg !465
  %.448 = shl nuw i64 %.447, 32, !dbg !465
  %.449 = or i64 %.448, %.446, !dbg !465
  %.450 = bitcast i64 %.449 to double, !dbg !465
  %t50 = select i1 %.436.not, double %.16, double %.450, !dbg !465
  %.454 = and i64 %.20, 15, !dbg !466
  %.456 = icmp uge i64 %.454, %t14, !dbg !466
  %.461 = and i1 %.456, %.52, !dbg !466
  %t51 = select i1 %.461, double %.66, double %.16, !dbg !466
  %.479 = xor i64 %.454, 15, !dbg !467
  %.481 = icmp uge i64 %.479, %t14, !dbg !467
  %.486 = and i1 %.481, %.77, !dbg !467
  %t52 = select i1 %.486, double %.91, double %.16, !dbg !467
  %.507 = add nuw nsw i64 %.430, 16, !dbg !468
  %.508 = icmp ult i64 %.96, %.507, !dbg !468
  %.509 = and i1 %.97, %.508, !dbg !468
  %.514 = and i1 %.509, %.105, !dbg !468
  %t53 = select i1 %.514, double %.119, double %.16, !dbg !468
  %t54 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 16, !dbg !469
  store double %t50, ptr addrspace(1) %t54, align 8, !dbg !469
  %t55 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 17, !dbg !470
  store double %t51, ptr addrspace(1) %t55, align 8, !dbg !470
  %t56 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 18, !dbg !471
  store double %t52, ptr addrspace(1) %t56, align 8, !dbg !471
  %t57 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 19, !dbg !472
  store double %t53, ptr addrspace(1) %t57, align 8, !dbg !472
  %.532 = and i64 %.20, 4294967264, !dbg !473
  %.533 = and i64 %t14, 31, !dbg !473
  %.534 = or i64 %.532, %.533, !dbg !473
  %.536 = and i64 %.534, 63, !dbg !473
  %16 = shl nuw i64 1, %.536, !dbg !473
  %17 = and i64 %16, %.25, !dbg !473
  %.538.not = icmp eq i64 %17, 0, !dbg !473
  %.540 = trunc i64 %.534 to i32, !dbg !473
  %.541 = shl i32 %.540, 2, !dbg !473
  %.546 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.541, i32 %.33), !dbg !473
  %.547 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.541, i32 %.35), !dbg !473
  %.548 = zext i32 %.546 to i64, !dbg !473
  %.549 = zext i32 %.547 to i64, !dbg !473
  %.550 = shl nuw i64 %.549, 32, !dbg !473
  %.551 = or i64 %.550, %.548, !dbg !473
  %.552 = bitcast i64 %.551 to double, !dbg !473
  %t58 = select i1 %.538.not, double %.16, double %.552, !dbg !473
  %.556 = and i64 %.20, 31, !dbg !474
  %.558 = icmp uge i64 %.556, %t14, !dbg !474
  %.563 = and i1 %.558, %.52, !dbg !474
  %t59 = select i1 %.563, double %.66, double %.16, !dbg !474
  %.581 = xor i64 %.556, 31, !dbg !475
  %.583 = icmp uge i64 %.581, %t14, !dbg !475
  %.588 = and i1 %.583, %.77, !dbg !475
  %t60 = select i1 %.588, double %.91, double %.16, !dbg !475
  %.609 = add nuw nsw i64 %.532, 32, !dbg !476
  %.610 = icmp ult i64 %.96, %.609, !dbg !476
  %.611 = and i1 %.97, %.610, !dbg !476
  %.616 = and i1 %.611, %.105, !dbg !476
  %t61 = select i1 %.616, double %.119, double %.16, !dbg !476
  %t62 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 20, !dbg !477
  store double %t58, ptr addrspace(1) %t62, align 8, !dbg !477
  %t63 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 21, !dbg !478
  store double %t59, ptr addrspace(1) %t63, align 8, !dbg !478
  %t64 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 22, !dbg !479
  store double %t60, ptr addrspace(1) %t64, align 8, !dbg !479
  %t65 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 23, !dbg !480
  store double %t61, ptr addrspace(1) %t65, align 8, !dbg !480
  ret void, !dbg !480
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eRowStats(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !481 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !482
  %t1 = sext i32 %.13 to i64, !dbg !482
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !482
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !482
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !482, !invariant.load !6
  %t3 = zext i16 %.16 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !482
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !482
  %t6 = sext i32 %.18 to i64, !dbg !482
  %t7 = add nsw i64 %t4, %t6, !dbg !482
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !483
  %.19 = load float, ptr addrspace(1) %t9, align 4, !dbg !483, !amdgpu.noclobber !6
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !484
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.20), !dbg !484
  %.22 = zext i32 %.21 to i64
  %.26 = and i64 %.22, 4294967288
  %.27 = add nuw nsw i64 %.26, 8
  %.24 = xor i64 %.22, 4, !dbg !485
  %.28 = icmp ult i64 %.24, %.27, !dbg !485
  %.30 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !485
  %.31 = and i64 %.24, 63, !dbg !485
  %0 = shl nuw i64 1, %.31, !dbg !485
  %1 = and i64 %0, %.30, !dbg !485
  %.33 = icmp ne i64 %1, 0, !dbg !485
  %.34 = and i1 %.28, %.33, !dbg !485
  %.35 = trunc i64 %.24 to i32, !dbg !485
  %.36 = shl i32 %.35, 2, !dbg !485
  %.37 = bitcast float %.19 to i32, !dbg !485
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36, i32 %.37), !dbg !485
  %.39 = bitcast i32 %.38 to float, !dbg !485
  %t14 = select i1 %.34, float %.39, float %.19, !dbg !485
  %t15 = fadd float %.19, %t14, !dbg !486
  %.24.1 = xor i64 %.22, 2, !dbg !485
  %.28.1 = icmp ult i64 %.24.1, %.27, !dbg !485
  %.31.1 = and i64 %.24.1, 63, !dbg !485
  %2 = shl nuw i64 1, %.31.1, !dbg !485
  %3 = and i64 %2, %.30, !dbg !485
  %.33.1 = icmp ne i64 %3, 0, !dbg !485
  %.34.1 = and i1 %.28.1, %.33.1, !dbg !485
  %.35.1 = trunc i64 %.24.1 to i32, !dbg !485
  %.36.1 = shl i32 %.35.1, 2, !dbg !485
  %.37.1 = bitcast float %t15 to i32, !dbg !485
  %.38.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36.1, i32 %.37.1), !dbg !485
  %.39.1 = bitcast i32 %.38.1 to float, !dbg !485
  %t14.1 = select i1 %.34.1, float %.39.1, float %t15, !dbg !485
  %t15.1 = fadd float %t15, %t14.1, !dbg !486
  %.24.2 = xor i64 %.22, 1, !dbg !485
  %.28.2 = icmp ult i64 %.24.2, %.27, !dbg !485
  %.31.2 = and i64 %.24.2, 63, !dbg !485
  %4 = shl nuw i64 1, %.31.2, !dbg !485
  %5 = and i64 %4, %.30, !dbg !485
  %.33.2 = icmp ne i64 %5, 0, !dbg !485
  %.34.2 = and i1 %.28.2, %.33.2, !dbg !485
  %.35.2 = trunc i64 %.24.2 to i32, !dbg !485
  %.36.2 = shl i32 %.35.2, 2, !dbg !485
  %.37.2 = bitcast float %t15.1 to i32, !dbg !485
  %.38.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36.2, i32 %.37.2), !dbg !485
  %.39.2 = bitcast i32 %.38.2 to float, !dbg !485
  %t14.2 = select i1 %.34.2, float %.39.2, float %t15.1, !dbg !485
  %t15.2 = fadd float %t15.1, %t14.2, !dbg !486
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !487
  store float %t15.2, ptr addrspace(1) %t18, align 4, !dbg !487
  %6 = and i32 %.21, 15, !dbg !488
  %.45 = and i64 %.22, 15
  %.46 = add nsw i64 %.22, -1, !dbg !489
  %.47 = icmp ne i64 %.45, 0, !dbg !489
  %.48 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !489
  %.49 = and i64 %.46, 63, !dbg !489
  %7 = shl nuw i64 1, %.49, !dbg !489
  %8 = and i64 %.48, %7, !dbg !489
  %.51 = icmp ne i64 %8, 0, !dbg !489
  %.52 = and i1 %.47, %.51, !dbg !489
  %.53 = trunc i64 %.46 to i32, !dbg !489
  %.54 = shl i32 %.53, 2, !dbg !489
  %.56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54, i32 %.37), !dbg !489
  %.57 = bitcast i32 %.56 to float, !dbg !489
  %t25 = select i1 %.52, float %.57, float %.19, !dbg !489
  %t26.not = icmp eq i32 %6, 0, !dbg !490
  %t27 = select i1 %t26.not, float -0.000000e+00, float %t25, !dbg !490
  %t28 = fadd float %.19, %t27, !dbg !490
  %.46.1 = add nsw i64 %.22, -2, !dbg !489
  %.47.1 = icmp ugt i64 %.45, 1, !dbg !489
  %.49.1 = and i64 %.46.1, 63, !dbg !489
  %9 = shl nuw i64 1, %.49.1, !dbg !489
  %10 = and i64 %.48, %9, !dbg !489
  %.51.1 = icmp ne i64 %10, 0, !dbg !489
  %.52.1 = and i1 %.47.1, %.51.1, !dbg !489
  %.53.1 = trunc i64 %.46.1 to i32, !dbg !489
  %.54.1 = shl i32 %.53.1, 2, !dbg !489
  %.55.1 = bitcast float %t28 to i32, !dbg !489
  %.56.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54.1, i32 %.55.1), !dbg !489
  %.57.1 = bitcast i32 %.56.1 to float, !dbg !489
  %t25.1 = select i1 %.52.1, float %.57.1, float %t28, !dbg !489
  %t26.not.1 = icmp ult i32 %6, 2, !dbg !490
  %t27.1 = select i1 %t26.not.1, float -0.000000e+00, float %t25.1, !dbg !490
  %t28.1 = fadd float %t28, %t27.1, !dbg !490
  %.46.2 = add nsw i64 %.22, -4, !dbg !489
  %.47.2 = icmp ugt i64 %.45, 3, !dbg !489
  %.49.2 = and i64 %.46.2, 63, !dbg !489
  %11 = shl nuw i64 1, %.49.2, !dbg !489
  %12 = and i64 %.48, %11, !dbg !489
  %.51.2 = icmp ne i64 %12, 0, !dbg !489
  %.52.2 = and i1 %.47.2, %.51.2, !dbg !489
  %.53.2 = trunc i64 %.46.2 to i32, !dbg !489
  %.54.2 = shl i32 %.53.2, 2, !dbg !489
  %.55.2 = bitcast float %t28.1 to i32, !dbg !489
  %.56.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54.2, i32 %.55.2), !dbg !489
  %.57.2 = bitcast i32 %.56.2 to float, !dbg !489
  %t25.2 = select i1 %.52.2, float %.57.2, float %t28.1, !dbg !489
  %t26.not.2 = icmp ult i32 %6, 4, !dbg !490
  %t27.2 = select i1 %t26.not.2, float -0.000000e+00, float %t25.2, !dbg !490
  %t28.2 = fadd float %t28.1, %t27.2, !dbg !490
  %.46.3 = add nsw i64 %.22, -8, !dbg !489
  %.47.3 = icmp ugt i64 %.45, 7, !dbg !489
  %.49.3 = and i64 %.46.3, 63, !dbg !489
  %13 = shl nuw i64 1, %.49.3, !dbg !489
  %14 = and i64 %.48, %13, !dbg !489
  %.51.3 = icmp ne i64 %14, 0, !dbg !489
  %.52.3 = and i1 %.47.3, %.51.3, !dbg !489
  %.53.3 = trunc i64 %.46.3 to i32, !dbg !489
  %.54.3 = shl i32 %.53.3, 2, !dbg !489
  %.55.3 = bitcast float %t28.2 to i32, !dbg !489
  %.56.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54.3, i32 %.55.3), !dbg !489
  %.57.3 = bitcast i32 %.56.3 to float, !dbg !489
  %t25.3 = select i1 %.52.3, float %.57.3, float %t28.2, !dbg !489
  %t26.not.3 = icmp ult i32 %6, 8, !dbg !490
  %t27.3 = select i1 %t26.not.3, float -0.000000e+00, float %t25.3, !dbg !490
  %t28.3 = fadd float %t28.2, %t27.3, !dbg !490
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t7, !dbg !491
  store float %t28.3, ptr addrspace(1) %t31, align 4, !dbg !491
  %.65 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !492
  %15 = and i32 %.21, 60, !dbg !492
  %.66 = zext i32 %15 to i64, !dbg !492
  %16 = shl nuw nsw i64 1, %.66, !dbg !492
  %17 = and i64 %.65, %16, !dbg !492
  %.68.not = icmp eq i64 %17, 0, !dbg !492
  %18 = shl i32 %.21, 2, !dbg !492
  %.71 = and i32 %18, -16, !dbg !492
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.37), !dbg !492
  %.74 = bitcast i32 %.73 to float, !dbg !492
  %t32 = select i1 %.68.not, float %.19, float %.74, !dbg !492
  %t34 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t7, !dbg !493
  store float %t32, ptr addrspace(1) %t34, align 4, !dbg !493
  ret void, !dbg !493
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWhole(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !494 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !495
  %t1 = sext i32 %.10 to i64, !dbg !495
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !495
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !495
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !495, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !495
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !495
  %t6 = sext i32 %.15 to i64, !dbg !495
  %t7 = add nsw i64 %t4, %t6, !dbg !495
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !496
  %.16 = load i32, ptr addrspace(1) %t9, align 4, !dbg !496, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !497
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !497, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !498
  %t15 = shl nsw i64 %t7, 2, !dbg !499
  %t16 = or i64 %t15, 1, !dbg !500
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !501
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !501
  %.21 = and i64 %t14, 63, !dbg !501
  %.23 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !501
  %0 = shl nuw i64 1, %.21, !dbg !501
  %1 = and i64 %.23, %0, !dbg !501
  %.26.not = icmp eq i64 %1, 0, !dbg !501
  %.28 = trunc i64 %.21 to i32, !dbg !501
  %.29 = shl nuw nsw i32 %.28, 2, !dbg !501
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.16), !dbg !501
  %t17 = select i1 %.26.not, i32 %.16, i32 %.30, !dbg !501
  %.33 = zext i32 %.19 to i64, !dbg !502
  %.34 = sub nsw i64 %.33, %t14, !dbg !502
  %.36 = icmp ult i32 %.17, 64, !dbg !502
  %.43 = trunc i64 %.34 to i32, !dbg !502
  %.44 = shl i32 %.43, 2, !dbg !502
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !503
  store i32 %t17, ptr addrspace(1) %t20, align 4, !dbg !503
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !504
  %t23 = or i64 %t15, 3, !dbg !505
  %.49 = add nsw i64 %.33, %t14, !dbg !506
  %.58 = trunc i64 %.49 to i32, !dbg !506
  %.59 = shl i32 %.58, 2, !dbg !506
  %.64 = xor i64 %.33, %t14, !dbg !507
  %.65 = icmp ult i64 %.64, 64, !dbg !507
  %.67 = and i64 %.64, 63, !dbg !507
  %2 = shl nuw i64 1, %.67, !dbg !507
  %3 = and i64 %2, %.23, !dbg !507
  %.69 = icmp ne i64 %3, 0, !dbg !507
  %.70 = and i1 %.65, %.69, !dbg !507
  %.71 = trunc i64 %.64 to i32, !dbg !507
  %.72 = shl i32 %.71, 2, !dbg !507
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.16), !dbg !507
  %t25 = select i1 %.70, i32 %.73, i32 %.16, !dbg !507
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.16), !dbg !502
  %4 = insertelement <2 x i64> poison, i64 %.34, i64 0, !dbg !502
  %5 = insertelement <2 x i64> %4, i64 %.49, i64 1, !dbg !502
  %6 = icmp ult <2 x i64> %5, <i64 64, i64 64>, !dbg !502
  %7 = insertelement <2 x i1> poison, i1 %.36, i64 0, !dbg !502
  %8 = shufflevector <2 x i1> %7, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !502
  %9 = and <2 x i1> %8, %6, !dbg !502
  %10 = and <2 x i64> %5, <i64 63, i64 63>, !dbg !502
  %11 = shl nuw <2 x i64> <i64 1, i64 1>, %10, !dbg !502
  %12 = insertelement <2 x i64> poison, i64 %.23, i64 0, !dbg !502
  %13 = shufflevector <2 x i64> %12, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !502
  %14 = and <2 x i64> %11, %13, !dbg !502
  %15 = icmp ne <2 x i64> %14, zeroinitializer, !dbg !502
  %16 = and <2 x i1> %9, %15, !dbg !502
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.16), !dbg !506
  %17 = insertelement <2 x i32> poison, i32 %.45, i64 0, !dbg !502
  %18 = insertelement <2 x i32> %17, i32 %.60, i64 1, !dbg !502
  %19 = insertelement <2 x i32> poison, i32 %.16, i64 0, !dbg !502
  %20 = shufflevector <2 x i32> %19, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !502
  %21 = select <2 x i1> %16, <2 x i32> %18, <2 x i32> %20, !dbg !502
  store <2 x i32> %21, ptr addrspace(1) %t21, align 4, !dbg !504
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t23, !dbg !508
  store i32 %t25, ptr addrspace(1) %t27, align 4, !dbg !508
  ret void, !dbg !508
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eUniform(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !509 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !510
  %t1 = sext i32 %.7 to i64, !dbg !510
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !510
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !510
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !510, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !510
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !510
  %t6 = sext i32 %.12 to i64, !dbg !510
  %t7 = add nsw i64 %t4, %t6, !dbg !510
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !511
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !511, !amdgpu.noclobber !6
  %t11 = mul nsw i64 %t7, 6, !dbg !512
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t11, !dbg !513
  %t14 = icmp ne i32 %.13, 0, !dbg !514
  %.14 = xor i1 %t14, true, !dbg !515
  %.15 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.14), !dbg !515
  %t15 = icmp eq i64 %.15, 0, !dbg !515
  %.17 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %t14), !dbg !515
  %t16.not = icmp eq i64 %.17, 0, !dbg !515
  %t18 = select i1 %t15, i1 true, i1 %t16.not, !dbg !515
  %t19 = zext i1 %t18 to i64, !dbg !516
  store i64 %t19, ptr addrspace(1) %t13, align 8, !dbg !517
  %.19 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !518
  %.2823 = icmp eq i64 %.19, 0, !dbg !518
  br i1 %.2823, label %match.done.23, label %match.body.22, !dbg !518

match.body.22:                                    ; preds = %entry, %match.body.22
  %.2525 = phi i64 [ %.27, %match.body.22 ], [ 0, %entry ]
  %.2424 = phi i64 [ %.26, %match.body.22 ], [ %.19, %entry ]
  %.29 = tail call i64 @llvm.cttz.i64(i64 %.2424, i1 true), !dbg !518, !range !519
  %.30 = trunc i64 %.29 to i32, !dbg !518
  %.31 = shl nuw nsw i32 %.30, 2, !dbg !518
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.13), !dbg !518
  %.33 = icmp eq i32 %.32, %.13, !dbg !518
  %.34 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.33), !dbg !518
  %.35 = and i64 %.34, %.19, !dbg !518
  %.27 = select i1 %.33, i64 %.35, i64 %.2525, !dbg !518
  %.36 = xor i64 %.35, -1, !dbg !518
  %.26 = and i64 %.2424, %.36, !dbg !518
  %.28 = icmp eq i64 %.26, 0, !dbg !518
  br i1 %.28, label %match.done.23, label %match.body.22, !dbg !518

match.done.23:                                    ; preds = %match.body.22, %entry
  %.25.lcssa = phi i64 [ 0, %entry ], [ %.27, %match.body.22 ], !dbg !518
  %t23 = icmp eq i64 %.25.lcssa, %.19, !dbg !518
  %t24 = select i1 %t23, i64 %.19, i64 0, !dbg !518
  %. = zext i1 %t23 to i64, !dbg !520
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 1, !dbg !521
  store i64 %t24, ptr addrspace(1) %t26, align 8, !dbg !521
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 2, !dbg !522
  store i64 %., ptr addrspace(1) %t27, align 8, !dbg !522
  %.38 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !523
  %.39 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.38), !dbg !523
  %.41 = icmp ugt i32 %.39, 63, !dbg !524
  %0 = and i32 %.39, 48, !dbg !524
  %.42 = zext i32 %0 to i64, !dbg !524
  %.43 = shl nuw i64 65535, %.42, !dbg !524
  %t31 = select i1 %.41, i64 0, i64 %.43, !dbg !524
  %t32 = icmp sgt i32 %.13, 2, !dbg !525
  %.44 = xor i1 %t32, true, !dbg !526
  %.45 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.44), !dbg !526
  %.46 = and i64 %t31, %.45, !dbg !526
  %t33 = icmp eq i64 %.46, 0, !dbg !526
  %.47 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %t32), !dbg !526
  %.48 = and i64 %t31, %.47, !dbg !526
  %t34.not = icmp eq i64 %.48, 0, !dbg !526
  %t36 = select i1 %t33, i1 true, i1 %t34.not, !dbg !526
  %t37 = zext i1 %t36 to i64, !dbg !516
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 3, !dbg !527
  store i64 %t37, ptr addrspace(1) %t38, align 8, !dbg !527
  %.50 = and i64 %t31, %.19, !dbg !528
  %.5826 = icmp eq i64 %.50, 0, !dbg !528
  br i1 %.5826, label %match.done.53, label %match.body.52, !dbg !528

match.body.52:                                    ; preds = %match.done.23, %match.body.52
  %.5528 = phi i64 [ %.57, %match.body.52 ], [ 0, %match.done.23 ]
  %.5427 = phi i64 [ %.56, %match.body.52 ], [ %.50, %match.done.23 ]
  %.59 = tail call i64 @llvm.cttz.i64(i64 %.5427, i1 true), !dbg !528, !range !519
  %.60 = trunc i64 %.59 to i32, !dbg !528
  %.61 = shl nuw nsw i32 %.60, 2, !dbg !528
  %.62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.13), !dbg !528
  %.63 = icmp eq i32 %.62, %.13, !dbg !528
  %.64 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.63), !dbg !528
  %.65 = and i64 %.64, %.50, !dbg !528
  %.57 = select i1 %.63, i64 %.65, i64 %.5528, !dbg !528
  %.66 = xor i64 %.65, -1, !dbg !528
  %.56 = and i64 %.5427, %.66, !dbg !528
  %.58 = icmp eq i64 %.56, 0, !dbg !528
  br i1 %.58, label %match.done.53, label %match.body.52, !dbg !528

match.done.53:                                    ; preds = %match.body.52, %match.done.23
  %.55.lcssa = phi i64 [ 0, %match.done.23 ], [ %.57, %match.body.52 ], !dbg !528
  %t41 = icmp eq i64 %.55.lcssa, %.50, !dbg !528
  %t42 = select i1 %t41, i64 %.50, i64 0, !dbg !528
  %.21 = zext i1 %t41 to i64, !dbg !520
  %t44 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 4, !dbg !529
  store i64 %t42, ptr addrspace(1) %t44, align 8, !dbg !529
  %t45 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 5, !dbg !530
  store i64 %.21, ptr addrspace(1) %t45, align 8, !dbg !530
  ret void, !dbg !530
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !531 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !532
  %t4 = sext i32 %.10 to i64, !dbg !532
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !532
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !532
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !532, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !532
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !532
  %t9 = sext i32 %.15 to i64, !dbg !532
  %t10 = add nsw i64 %t7, %t9, !dbg !532
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a3, i64 %t10, !dbg !533
  %t13 = shl nsw i64 %t10, 2, !dbg !534
  %t14 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a0, i64 %t13, !dbg !535
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !536
  %.21 = load i32, ptr addrspace(1) %t15, align 4, !dbg !536, !amdgpu.noclobber !6
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !537
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !537
  %0 = and i32 %.21, 63, !dbg !537
  %.25 = zext i32 %0 to i64, !dbg !537
  %.27 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !537
  %1 = shl nuw i64 1, %.25, !dbg !537
  %2 = and i64 %.27, %1, !dbg !537
  %.30.not = icmp eq i64 %2, 0, !dbg !537
  %.33 = shl nuw nsw i32 %0, 2, !dbg !537
  %3 = load <2 x float>, ptr addrspace(1) %t11, align 4, !dbg !533
  %4 = extractelement <2 x float> %3, i64 0, !dbg !537
  %.34 = bitcast float %4 to i32, !dbg !537
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.34), !dbg !537
  %5 = extractelement <2 x float> %3, i64 1, !dbg !537
  %.49 = bitcast float %5 to i32, !dbg !537
  %.50 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.49), !dbg !537
  %6 = insertelement <2 x i32> poison, i32 %.35, i64 0, !dbg !537
  %7 = insertelement <2 x i32> %6, i32 %.50, i64 1, !dbg !537
  %8 = bitcast <2 x i32> %7 to <2 x float>, !dbg !537
  %9 = insertelement <2 x i1> poison, i1 %.30.not, i64 0, !dbg !537
  %10 = shufflevector <2 x i1> %9, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !537
  %11 = select <2 x i1> %10, <2 x float> %3, <2 x float> %8, !dbg !537
  store <2 x float> %11, ptr addrspace(1) %t14, align 4, !dbg !538
  %.57 = zext i32 %.23 to i64, !dbg !539
  %.58 = add nuw nsw i64 %.57, 1, !dbg !539
  %.59 = icmp ult i32 %.23, 63, !dbg !539
  %.61 = and i64 %.58, 63, !dbg !539
  %12 = shl nuw i64 1, %.61, !dbg !539
  %13 = and i64 %12, %.27, !dbg !539
  %.63 = icmp ne i64 %13, 0, !dbg !539
  %.64 = and i1 %.59, %.63, !dbg !539
  %.65 = trunc i64 %.58 to i32, !dbg !539
  %.66 = shl i32 %.65, 2, !dbg !539
  %.68 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.66, i32 %.34), !dbg !539
  %.69 = bitcast i32 %.68 to float, !dbg !539
  %t25 = select i1 %.64, float %.69, float %4, !dbg !539
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.66, i32 %.49), !dbg !539
  %.84 = bitcast i32 %.83 to float, !dbg !539
  %t26 = select i1 %.64, float %.84, float %5, !dbg !539
  %t29 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 1, !dbg !540
  store float %t25, ptr addrspace(1) %t29, align 4, !dbg !540
  %.87 = getelementptr inbounds i8, ptr addrspace(1) %t29, i64 4, !dbg !540
  store float %t26, ptr addrspace(1) %.87, align 4, !dbg !540
  %.92 = xor i64 %.57, 2, !dbg !541
  %.94 = and i64 %.57, 4294967292, !dbg !541
  %.95 = add nuw nsw i64 %.94, 4, !dbg !541
  %.99 = and i64 %.92, 63, !dbg !541
  %14 = shl nuw i64 1, %.99, !dbg !541
  %.103 = trunc i64 %.92 to i32, !dbg !541
  %.104 = shl i32 %.103, 2, !dbg !541
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.104, i32 %.34), !dbg !541
  %.107 = bitcast i32 %.106 to float, !dbg !541
  %t34 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 2, !dbg !542
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %t34, i64 4, !dbg !542
  %.135 = add nsw i64 %.57, -1, !dbg !543
  %.138 = and i64 %.135, 63, !dbg !543
  %15 = shl nuw i64 1, %.138, !dbg !543
  %16 = and i64 %15, %.27, !dbg !543
  %.142 = trunc i64 %.135 to i32, !dbg !543
  %.143 = shl i32 %.142, 2, !dbg !543
  %shuffle = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !543
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.49), !dbg !543
  %.162 = bitcast i32 %.161 to float, !dbg !543
  %t39 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 3, !dbg !544
  %17 = insertelement <2 x i64> poison, i64 %14, i64 0, !dbg !541
  %18 = insertelement <2 x i64> %17, i64 %.57, i64 1, !dbg !541
  %19 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.27, i64 0, !dbg !541
  %20 = and <2 x i64> %18, %19, !dbg !541
  %21 = icmp ne <2 x i64> %20, zeroinitializer, !dbg !541
  %22 = insertelement <2 x i64> poison, i64 %.92, i64 0, !dbg !541
  %23 = insertelement <2 x i64> %22, i64 %16, i64 1, !dbg !541
  %24 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.95, i64 0, !dbg !541
  %25 = icmp ult <2 x i64> %23, %24, !dbg !541
  %26 = icmp ne <2 x i64> %23, %24, !dbg !541
  %27 = shufflevector <2 x i1> %25, <2 x i1> %26, <2 x i32> <i32 0, i32 3>, !dbg !541
  %28 = and <2 x i1> %21, %27, !dbg !541
  %29 = extractelement <2 x i1> %28, i64 0, !dbg !541
  %t30 = select i1 %29, float %.107, float %4, !dbg !541
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.104, i32 %.49), !dbg !541
  store float %t30, ptr addrspace(1) %t34, align 4, !dbg !542
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.34), !dbg !543
  %30 = insertelement <2 x i32> poison, i32 %.126, i64 0, !dbg !541
  %31 = insertelement <2 x i32> %30, i32 %.145, i64 1, !dbg !541
  %32 = bitcast <2 x i32> %31 to <2 x float>, !dbg !541
  %33 = select <2 x i1> %28, <2 x float> %32, <2 x float> %shuffle, !dbg !541
  %34 = extractelement <2 x i1> %28, i64 1, !dbg !543
  %t36 = select i1 %34, float %.162, float %5, !dbg !543
  store <2 x float> %33, ptr addrspace(1) %.130, align 4, !dbg !542
  %.165 = getelementptr inbounds i8, ptr addrspace(1) %t39, i64 4, !dbg !544
  store float %t36, ptr addrspace(1) %.165, align 4, !dbg !544
  ret void, !dbg !545
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex128_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !546 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !547
  %t4 = sext i32 %.10 to i64, !dbg !547
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !547
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !547
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !547, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !547
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !547
  %t9 = sext i32 %.15 to i64, !dbg !547
  %t10 = add nsw i64 %t7, %t9, !dbg !547
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t10, !dbg !548
  %.16 = load double, ptr addrspace(1) %t11, align 8, !dbg !548, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !548
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !548, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !549
  %t14 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t13, !dbg !550
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !551
  %.21 = load i32, ptr addrspace(1) %t15, align 4, !dbg !551, !amdgpu.noclobber !6
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !552
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !552
  %0 = and i32 %.21, 63, !dbg !552
  %.25 = zext i32 %0 to i64, !dbg !552
  %.27 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !552
  %1 = shl nuw i64 1, %.25, !dbg !552
  %2 = and i64 %.27, %1, !dbg !552
  %.30.not = icmp eq i64 %2, 0, !dbg !552
  %.33 = shl nuw nsw i32 %0, 2, !dbg !552
  %.34 = bitcast double %.16 to i64, !dbg !552
  %.35 = trunc i64 %.34 to i32, !dbg !552
  %.36 = lshr i64 %.34, 32, !dbg !552
  %.37 = trunc i64 %.36 to i32, !dbg !552
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.35), !dbg !552
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.37), !dbg !552
  %.40 = zext i32 %.38 to i64, !dbg !552
  %.41 = zext i32 %.39 to i64, !dbg !552
  %.42 = shl nuw i64 %.41, 32, !dbg !552
  %.43 = or i64 %.42, %.40, !dbg !552
  %.44 = bitcast i64 %.43 to double, !dbg !552
  %t20 = select i1 %.30.not, double %.16, double %.44, !dbg !552
  %.57 = bitcast double %.19 to i64, !dbg !552
  %.58 = trunc i64 %.57 to i32, !dbg !552
  %.59 = lshr i64 %.57, 32, !dbg !552
  %.60 = trunc i64 %.59 to i32, !dbg !552
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.58), !dbg !552
  %.62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.60), !dbg !552
  %.63 = zext i32 %.61 to i64, !dbg !552
  %.64 = zext i32 %.62 to i64, !dbg !552
  %.65 = shl nuw i64 %.64, 32, !dbg !552
  %.66 = or i64 %.65, %.63, !dbg !552
  %.67 = bitcast i64 %.66 to double, !dbg !552
  %t21 = select i1 %.30.not, double %.19, double %.67, !dbg !552
  store double %t20, ptr addrspace(1) %t14, align 8, !dbg !553
  %.70 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 8, !dbg !553
  store double %t21, ptr addrspace(1) %.70, align 8, !dbg !553
  %.73 = zext i32 %.23 to i64, !dbg !554
  %.74 = add nuw nsw i64 %.73, 1, !dbg !554
  %.75 = icmp ult i32 %.23, 63, !dbg !554
  %.77 = and i64 %.74, 63, !dbg !554
  %3 = shl nuw i64 1, %.77, !dbg !554
  %4 = and i64 %3, %.27, !dbg !554
  %.79 = icmp ne i64 %4, 0, !dbg !554
  %.80 = and i1 %.75, %.79, !dbg !554
  %.81 = trunc i64 %.74 to i32, !dbg !554
  %.82 = shl i32 %.81, 2, !dbg !554
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.35), !dbg !554
  %.88 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.37), !dbg !554
  %.89 = zext i32 %.87 to i64, !dbg !554
  %.90 = zext i32 %.88 to i64, !dbg !554
  %.91 = shl nuw i64 %.90, 32, !dbg !554
  %.92 = or i64 %.91, %.89, !dbg !554
  %.93 = bitcast i64 %.92 to double, !dbg !554
  %t25 = select i1 %.80, double %.93, double %.16, !dbg !554
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.58), !dbg !554
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.60), !dbg !554
  %.112 = zext i32 %.110 to i64, !dbg !554
  %.113 = zext i32 %.111 to i64, !dbg !554
  %.114 = shl nuw i64 %.113, 32, !dbg !554
  %.115 = or i64 %.114, %.112, !dbg !554
  %.116 = bitcast i64 %.115 to double, !dbg !554
  %t26 = select i1 %.80, double %.116, double %.19, !dbg !554
  %t29 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 1, !dbg !555
  store double %t25, ptr addrspace(1) %t29, align 8, !dbg !555
  %.119 = getelementptr inbounds i8, ptr addrspace(1) %t29, i64 8, !dbg !555
  store double %t26, ptr addrspace(1) %.119, align 8, !dbg !555
  %.124 = xor i64 %.73, 2, !dbg !556
  %.126 = and i64 %.73, 4294967292, !dbg !556
  %.127 = add nuw nsw i64 %.126, 4, !dbg !556
  %.128 = icmp ult i64 %.124, %.127, !dbg !556
  %.131 = and i64 %.124, 63, !dbg !556
  %5 = shl nuw i64 1, %.131, !dbg !556
  %6 = and i64 %5, %.27, !dbg !556
  %.133 = icmp ne i64 %6, 0, !dbg !556
  %.134 = and i1 %.128, %.133, !dbg !556
  %.135 = trunc i64 %.124 to i32, !dbg !556
  %.136 = shl i32 %.135, 2, !dbg !556
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.35), !dbg !556
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.37), !dbg !556
  %.143 = zext i32 %.141 to i64, !dbg !556
  %.144 = zext i32 %.142 to i64, !dbg !556
  %.145 = shl nuw i64 %.144, 32, !dbg !556
  %.146 = or i64 %.145, %.143, !dbg !556
  %.147 = bitcast i64 %.146 to double, !dbg !556
  %t30 = select i1 %.134, double %.147, double %.16, !dbg !556
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.58), !dbg !556
  %.170 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.60), !dbg !556
  %.171 = zext i32 %.169 to i64, !dbg !556
  %.172 = zext i32 %.170 to i64, !dbg !556
  %.173 = shl nuw i64 %.172, 32, !dbg !556
  %.174 = or i64 %.173, %.171, !dbg !556
  %.175 = bitcast i64 %.174 to double, !dbg !556
  %t31 = select i1 %.134, double %.175, double %.19, !dbg !556
  %t34 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 2, !dbg !557
  store double %t30, ptr addrspace(1) %t34, align 8, !dbg !557
  %.178 = getelementptr inbounds i8, ptr addrspace(1) %t34, i64 8, !dbg !557
  store double %t31, ptr addrspace(1) %.178, align 8, !dbg !557
  %.182 = and i64 %.73, 7, !dbg !558
  %.183 = add nsw i64 %.73, -1, !dbg !558
  %.184 = icmp ne i64 %.182, 0, !dbg !558
  %.186 = and i64 %.183, 63, !dbg !558
  %7 = shl nuw i64 1, %.186, !dbg !558
  %8 = and i64 %7, %.27, !dbg !558
  %.188 = icmp ne i64 %8, 0, !dbg !558
  %.189 = and i1 %.184, %.188, !dbg !558
  %.190 = trunc i64 %.183 to i32, !dbg !558
  %.191 = shl i32 %.190, 2, !dbg !558
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.35), !dbg !558
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.37), !dbg !558
  %.198 = zext i32 %.196 to i64, !dbg !558
  %.199 = zext i32 %.197 to i64, !dbg !558
  %.200 = shl nuw i64 %.199, 32, !dbg !558
  %.201 = or i64 %.200, %.198, !dbg !558
  %.202 = bitcast i64 %.201 to double, !dbg !558
  %t35 = select i1 %.189, double %.202, double %.16, !dbg !558
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.58), !dbg !558
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.60), !dbg !558
  %.222 = zext i32 %.220 to i64, !dbg !558
  %.223 = zext i32 %.221 to i64, !dbg !558
  %.224 = shl nuw i64 %.223, 32, !dbg !558
  %.225 = or i64 %.224, %.222, !dbg !558
  %.226 = bitcast i64 %.225 to double, !dbg !558
  %t36 = select i1 %.189, double %.226, double %.19, !dbg !558
  %t39 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 3, !dbg !559
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !559
  %.229 = getelementptr inbounds i8, ptr addrspace(1) %t39, i64 8, !dbg !559
  store double %t36, ptr addrspace(1) %.229, align 8, !dbg !559
  ret void, !dbg !560
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !561 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !562
  %t4 = sext i32 %.10 to i64, !dbg !562
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !562
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !562
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !562, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !562
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !562
  %t9 = sext i32 %.15 to i64, !dbg !562
  %t10 = add nsw i64 %t7, %t9, !dbg !562
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !563
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !563, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !564
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t13, !dbg !565
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !566
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !566, !amdgpu.noclobber !6
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !567
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !567
  %0 = and i32 %.17, 63, !dbg !567
  %.21 = zext i32 %0 to i64, !dbg !567
  %.23 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !567
  %1 = shl nuw i64 1, %.21, !dbg !567
  %2 = and i64 %.23, %1, !dbg !567
  %.26.not = icmp eq i64 %2, 0, !dbg !567
  %.29 = shl nuw nsw i32 %0, 2, !dbg !567
  %.30 = zext i16 %.16 to i32, !dbg !567
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !567
  %.32 = trunc i32 %.31 to i16, !dbg !567
  %t18 = select i1 %.26.not, i16 %.16, i16 %.32, !dbg !567
  store i16 %t18, ptr addrspace(1) %t14, align 2, !dbg !568
  %.35 = zext i32 %.19 to i64, !dbg !569
  %.36 = add nuw nsw i64 %.35, 1, !dbg !569
  %.37 = icmp ult i32 %.19, 63, !dbg !569
  %.39 = and i64 %.36, 63, !dbg !569
  %3 = shl nuw i64 1, %.39, !dbg !569
  %4 = and i64 %3, %.23, !dbg !569
  %.41 = icmp ne i64 %4, 0, !dbg !569
  %.42 = and i1 %.37, %.41, !dbg !569
  %.43 = trunc i64 %.36 to i32, !dbg !569
  %.44 = shl i32 %.43, 2, !dbg !569
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !569
  %.47 = trunc i32 %.46 to i16, !dbg !569
  %t20 = select i1 %.42, i16 %.47, i16 %.16, !dbg !569
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !570
  store i16 %t20, ptr addrspace(1) %t21, align 2, !dbg !570
  %.52 = xor i64 %.35, 2, !dbg !571
  %.54 = and i64 %.35, 4294967292, !dbg !571
  %.55 = add nuw nsw i64 %.54, 4, !dbg !571
  %.59 = and i64 %.52, 63, !dbg !571
  %5 = shl nuw i64 1, %.59, !dbg !571
  %.63 = trunc i64 %.52 to i32, !dbg !571
  %.64 = shl i32 %.63, 2, !dbg !571
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !572
  %.72 = add nsw i64 %.35, -1, !dbg !573
  %.75 = and i64 %.72, 63, !dbg !573
  %6 = shl nuw i64 1, %.75, !dbg !573
  %7 = and i64 %6, %.23, !dbg !573
  %.79 = trunc i64 %.72 to i32, !dbg !573
  %.80 = shl i32 %.79, 2, !dbg !573
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !571
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0, !dbg !571
  %9 = insertelement <2 x i64> %8, i64 %.35, i64 1, !dbg !571
  %10 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.23, i64 0, !dbg !571
  %11 = and <2 x i64> %9, %10, !dbg !571
  %12 = icmp ne <2 x i64> %11, zeroinitializer, !dbg !571
  %13 = insertelement <2 x i64> poison, i64 %.52, i64 0, !dbg !571
  %14 = insertelement <2 x i64> %13, i64 %7, i64 1, !dbg !571
  %15 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.55, i64 0, !dbg !571
  %16 = icmp ult <2 x i64> %14, %15, !dbg !571
  %17 = icmp ne <2 x i64> %14, %15, !dbg !571
  %18 = shufflevector <2 x i1> %16, <2 x i1> %17, <2 x i32> <i32 0, i32 3>, !dbg !571
  %19 = and <2 x i1> %12, %18, !dbg !571
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !573
  %20 = insertelement <2 x i32> poison, i32 %.66, i64 0, !dbg !571
  %21 = insertelement <2 x i32> %20, i32 %.82, i64 1, !dbg !571
  %22 = trunc <2 x i32> %21 to <2 x i16>, !dbg !571
  %23 = insertelement <2 x i16> poison, i16 %.16, i64 0, !dbg !571
  %24 = shufflevector <2 x i16> %23, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !571
  %25 = select <2 x i1> %19, <2 x i16> %22, <2 x i16> %24, !dbg !571
  store <2 x i16> %25, ptr addrspace(1) %t23, align 2, !dbg !572
  ret void, !dbg !574
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !575 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !576
  %t4 = sext i32 %.10 to i64, !dbg !576
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !576
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !576
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !576, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !576
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !576
  %t9 = sext i32 %.15 to i64, !dbg !576
  %t10 = add nsw i64 %t7, %t9, !dbg !576
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !577
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !577, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !578
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t13, !dbg !579
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !580
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !580, !amdgpu.noclobber !6
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !581
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !581
  %0 = and i32 %.17, 63, !dbg !581
  %.21 = zext i32 %0 to i64, !dbg !581
  %.23 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !581
  %1 = shl nuw i64 1, %.21, !dbg !581
  %2 = and i64 %.23, %1, !dbg !581
  %.26.not = icmp eq i64 %2, 0, !dbg !581
  %.29 = shl nuw nsw i32 %0, 2, !dbg !581
  %.30 = zext i16 %.16 to i32, !dbg !581
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !581
  %.32 = trunc i32 %.31 to i16, !dbg !581
  %t18 = select i1 %.26.not, i16 %.16, i16 %.32, !dbg !581
  store i16 %t18, ptr addrspace(1) %t14, align 2, !dbg !582
  %.35 = zext i32 %.19 to i64, !dbg !583
  %.36 = add nuw nsw i64 %.35, 1, !dbg !583
  %.37 = icmp ult i32 %.19, 63, !dbg !583
  %.39 = and i64 %.36, 63, !dbg !583
  %3 = shl nuw i64 1, %.39, !dbg !583
  %4 = and i64 %3, %.23, !dbg !583
  %.41 = icmp ne i64 %4, 0, !dbg !583
  %.42 = and i1 %.37, %.41, !dbg !583
  %.43 = trunc i64 %.36 to i32, !dbg !583
  %.44 = shl i32 %.43, 2, !dbg !583
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !583
  %.47 = trunc i32 %.46 to i16, !dbg !583
  %t20 = select i1 %.42, i16 %.47, i16 %.16, !dbg !583
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !584
  store i16 %t20, ptr addrspace(1) %t21, align 2, !dbg !584
  %.52 = xor i64 %.35, 2, !dbg !585
  %.54 = and i64 %.35, 4294967292, !dbg !585
  %.55 = add nuw nsw i64 %.54, 4, !dbg !585
  %.59 = and i64 %.52, 63, !dbg !585
  %5 = shl nuw i64 1, %.59, !dbg !585
  %.63 = trunc i64 %.52 to i32, !dbg !585
  %.64 = shl i32 %.63, 2, !dbg !585
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !586
  %.72 = add nsw i64 %.35, -1, !dbg !587
  %.75 = and i64 %.72, 63, !dbg !587
  %6 = shl nuw i64 1, %.75, !dbg !587
  %7 = and i64 %6, %.23, !dbg !587
  %.79 = trunc i64 %.72 to i32, !dbg !587
  %.80 = shl i32 %.79, 2, !dbg !587
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !585
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0, !dbg !585
  %9 = insertelement <2 x i64> %8, i64 %.35, i64 1, !dbg !585
  %10 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.23, i64 0, !dbg !585
  %11 = and <2 x i64> %9, %10, !dbg !585
  %12 = icmp ne <2 x i64> %11, zeroinitializer, !dbg !585
  %13 = insertelement <2 x i64> poison, i64 %.52, i64 0, !dbg !585
  %14 = insertelement <2 x i64> %13, i64 %7, i64 1, !dbg !585
  %15 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.55, i64 0, !dbg !585
  %16 = icmp ult <2 x i64> %14, %15, !dbg !585
  %17 = icmp ne <2 x i64> %14, %15, !dbg !585
  %18 = shufflevector <2 x i1> %16, <2 x i1> %17, <2 x i32> <i32 0, i32 3>, !dbg !585
  %19 = and <2 x i1> %12, %18, !dbg !585
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !587
  %20 = insertelement <2 x i32> poison, i32 %.66, i64 0, !dbg !585
  %21 = insertelement <2 x i32> %20, i32 %.82, i64 1, !dbg !585
  %22 = trunc <2 x i32> %21 to <2 x i16>, !dbg !585
  %23 = insertelement <2 x i16> poison, i16 %.16, i64 0, !dbg !585
  %24 = shufflevector <2 x i16> %23, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !585
  %25 = select <2 x i1> %19, <2 x i16> %22, <2 x i16> %24, !dbg !585
  store <2 x i16> %25, ptr addrspace(1) %t23, align 2, !dbg !586
  ret void, !dbg !588
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExoticFP8(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !589 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !590
  %t4 = sext i32 %.10 to i64, !dbg !590
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !590
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !590
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !590, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !590
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !590
  %t9 = sext i32 %.15 to i64, !dbg !590
  %t10 = add nsw i64 %t7, %t9, !dbg !590
  %t11 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t10, !dbg !591
  %.16 = load i8, ptr addrspace(1) %t11, align 1, !dbg !591, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !592
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t13, !dbg !593
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !594
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !594, !amdgpu.noclobber !6
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !595
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !595
  %0 = and i32 %.17, 63, !dbg !595
  %.21 = zext i32 %0 to i64, !dbg !595
  %.23 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !595
  %1 = shl nuw i64 1, %.21, !dbg !595
  %2 = and i64 %.23, %1, !dbg !595
  %.26.not = icmp eq i64 %2, 0, !dbg !595
  %.29 = shl nuw nsw i32 %0, 2, !dbg !595
  %.30 = zext i8 %.16 to i32, !dbg !595
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !595
  %.32 = trunc i32 %.31 to i8, !dbg !595
  %t18 = select i1 %.26.not, i8 %.16, i8 %.32, !dbg !595
  store i8 %t18, ptr addrspace(1) %t14, align 1, !dbg !596
  %.35 = zext i32 %.19 to i64, !dbg !597
  %.36 = add nuw nsw i64 %.35, 1, !dbg !597
  %.37 = icmp ult i32 %.19, 63, !dbg !597
  %.39 = and i64 %.36, 63, !dbg !597
  %3 = shl nuw i64 1, %.39, !dbg !597
  %4 = and i64 %3, %.23, !dbg !597
  %.41 = icmp ne i64 %4, 0, !dbg !597
  %.42 = and i1 %.37, %.41, !dbg !597
  %.43 = trunc i64 %.36 to i32, !dbg !597
  %.44 = shl i32 %.43, 2, !dbg !597
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !597
  %.47 = trunc i32 %.46 to i8, !dbg !597
  %t20 = select i1 %.42, i8 %.47, i8 %.16, !dbg !597
  %t21 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 1, !dbg !598
  store i8 %t20, ptr addrspace(1) %t21, align 1, !dbg !598
  %.52 = xor i64 %.35, 2, !dbg !599
  %.54 = and i64 %.35, 4294967292, !dbg !599
  %.55 = add nuw nsw i64 %.54, 4, !dbg !599
  %.56 = icmp ult i64 %.52, %.55, !dbg !599
  %.59 = and i64 %.52, 63, !dbg !599
  %5 = shl nuw i64 1, %.59, !dbg !599
  %6 = and i64 %5, %.23, !dbg !599
  %.61 = icmp ne i64 %6, 0, !dbg !599
  %.62 = and i1 %.56, %.61, !dbg !599
  %.63 = trunc i64 %.52 to i32, !dbg !599
  %.64 = shl i32 %.63, 2, !dbg !599
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !599
  %.67 = trunc i32 %.66 to i8, !dbg !599
  %t22 = select i1 %.62, i8 %.67, i8 %.16, !dbg !599
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 2, !dbg !600
  store i8 %t22, ptr addrspace(1) %t23, align 1, !dbg !600
  %.71 = and i64 %.35, 7, !dbg !601
  %.72 = add nsw i64 %.35, -1, !dbg !601
  %.73 = icmp ne i64 %.71, 0, !dbg !601
  %.75 = and i64 %.72, 63, !dbg !601
  %7 = shl nuw i64 1, %.75, !dbg !601
  %8 = and i64 %7, %.23, !dbg !601
  %.77 = icmp ne i64 %8, 0, !dbg !601
  %.78 = and i1 %.73, %.77, !dbg !601
  %.79 = trunc i64 %.72 to i32, !dbg !601
  %.80 = shl i32 %.79, 2, !dbg !601
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !601
  %.83 = trunc i32 %.82 to i8, !dbg !601
  %t24 = select i1 %.78, i8 %.83, i8 %.16, !dbg !601
  %t25 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 3, !dbg !602
  store i8 %t24, ptr addrspace(1) %t25, align 1, !dbg !602
  ret void, !dbg !603
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWideArg(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !604 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !605
  %t1 = sext i32 %.7 to i64, !dbg !605
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !605
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !605
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !605, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !605
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !605
  %t6 = sext i32 %.12 to i64, !dbg !605
  %t7 = add nsw i64 %t4, %t6, !dbg !605
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !606
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !606, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 3, !dbg !607
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t11, !dbg !608
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !609
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !609
  %.17 = and i64 %a6, 63, !dbg !609
  %.19 = tail call i64 @llvm.read_register.i64(metadata !17) #8, !dbg !609
  %0 = shl nuw i64 1, %.17, !dbg !609
  %1 = and i64 %.19, %0, !dbg !609
  %.22.not = icmp eq i64 %1, 0, !dbg !609
  %.24 = trunc i64 %.17 to i32, !dbg !609
  %.25 = shl nuw nsw i32 %.24, 2, !dbg !609
  %.26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.25, i32 %.13), !dbg !609
  %t14 = select i1 %.22.not, i32 %.13, i32 %.26, !dbg !609
  %.29 = zext i32 %.15 to i64, !dbg !610
  %.30 = sub i64 %.29, %a6, !dbg !610
  %2 = or i64 %.30, %a6, !dbg !610
  %3 = icmp ult i64 %2, 64, !dbg !610
  %.35 = and i64 %.30, 63, !dbg !610
  %4 = shl nuw i64 1, %.35, !dbg !610
  %5 = and i64 %4, %.19, !dbg !610
  %.37 = icmp ne i64 %5, 0, !dbg !610
  %.38 = and i1 %3, %.37, !dbg !610
  %.39 = trunc i64 %.30 to i32, !dbg !610
  %.40 = shl i32 %.39, 2, !dbg !610
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.13), !dbg !610
  %t15 = select i1 %.38, i32 %.41, i32 %.13, !dbg !610
  %.45 = add i64 %.29, %a6, !dbg !611
  %6 = or i64 %.45, %a6, !dbg !611
  %7 = icmp ult i64 %6, 64, !dbg !611
  %.50 = and i64 %.45, 63, !dbg !611
  %8 = shl nuw i64 1, %.50, !dbg !611
  %9 = and i64 %8, %.19, !dbg !611
  %.52 = icmp ne i64 %9, 0, !dbg !611
  %.53 = and i1 %7, %.52, !dbg !611
  %.54 = trunc i64 %.45 to i32, !dbg !611
  %.55 = shl i32 %.54, 2, !dbg !611
  %.56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.13), !dbg !611
  %t16 = select i1 %.53, i32 %.56, i32 %.13, !dbg !611
  %.60 = xor i64 %.29, %a6, !dbg !612
  %.61 = icmp ult i64 %.60, 64, !dbg !612
  %.63 = and i64 %.60, 63, !dbg !612
  %10 = shl nuw i64 1, %.63, !dbg !612
  %11 = and i64 %10, %.19, !dbg !612
  %.65 = icmp ne i64 %11, 0, !dbg !612
  %.66 = and i1 %.61, %.65, !dbg !612
  %.67 = trunc i64 %.60 to i32, !dbg !612
  %.68 = shl i32 %.67, 2, !dbg !612
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.13), !dbg !612
  %t17 = select i1 %.66, i32 %.69, i32 %.13, !dbg !612
  store i32 %t14, ptr addrspace(1) %t13, align 4, !dbg !613
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 1, !dbg !614
  store i32 %t15, ptr addrspace(1) %t19, align 4, !dbg !614
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 2, !dbg !615
  store i32 %t16, ptr addrspace(1) %t20, align 4, !dbg !615
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 3, !dbg !616
  store i32 %t17, ptr addrspace(1) %t21, align 4, !dbg !616
  %.74 = and i64 %.29, 4294967288, !dbg !617
  %.75 = and i64 %a6, 7, !dbg !617
  %.76 = or i64 %.74, %.75, !dbg !617
  %.78 = and i64 %.76, 63, !dbg !617
  %12 = shl nuw i64 1, %.78, !dbg !617
  %13 = and i64 %12, %.19, !dbg !617
  %.80.not = icmp eq i64 %13, 0, !dbg !617
  %.82 = trunc i64 %.76 to i32, !dbg !617
  %.83 = shl i32 %.82, 2, !dbg !617
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.13), !dbg !617
  %t22 = select i1 %.80.not, i32 %.13, i32 %.84, !dbg !617
  %.88 = and i64 %.29, 7, !dbg !618
  %.90 = icmp uge i64 %.88, %a6, !dbg !618
  %.95 = and i1 %.90, %.37, !dbg !618
  %t23 = select i1 %.95, i32 %.41, i32 %.13, !dbg !618
  %.103 = xor i64 %.88, 7, !dbg !619
  %.105 = icmp uge i64 %.103, %a6, !dbg !619
  %.110 = and i1 %.105, %.52, !dbg !619
  %t24 = select i1 %.110, i32 %.56, i32 %.13, !dbg !619
  %.119 = icmp ult i64 %a6, 32, !dbg !620
  %.121 = add nuw nsw i64 %.74, 8, !dbg !620
  %.122 = icmp ult i64 %.60, %.121, !dbg !620
  %.123 = and i1 %.119, %.122, !dbg !620
  %.128 = and i1 %.123, %.65, !dbg !620
  %t25 = select i1 %.128, i32 %.69, i32 %.13, !dbg !620
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 4, !dbg !621
  store i32 %t22, ptr addrspace(1) %t26, align 4, !dbg !621
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 5, !dbg !622
  store i32 %t23, ptr addrspace(1) %t27, align 4, !dbg !622
  %t28 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 6, !dbg !623
  store i32 %t24, ptr addrspace(1) %t28, align 4, !dbg !623
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 7, !dbg !624
  store i32 %t25, ptr addrspace(1) %t29, align 4, !dbg !624
  ret void, !dbg !624
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.z() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #6

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #7

attributes #0 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #5 = { convergent mustprogress nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind readonly }
attributes #8 = { convergent }
attributes #9 = { nomerge nounwind }
attributes #10 = { nomerge }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "masked.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMasked_5bint32_5d", scope: !1, file: !1, line: 28, type: !5, scopeLine: 28, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 29, column: 14, scope: !4)
!8 = !DILocation(line: 30, column: 11, scope: !4)
!9 = !DILocation(line: 30, column: 23, scope: !4)
!10 = !DILocation(line: 30, column: 19, scope: !4)
!11 = !DILocation(line: 31, column: 12, scope: !4)
!12 = !DILocation(line: 31, column: 10, scope: !4)
!13 = !DILocation(line: 32, column: 18, scope: !4)
!14 = !DILocation(line: 33, column: 25, scope: !4)
!15 = !DILocation(line: 35, column: 7, scope: !4)
!16 = !DILocation(line: 37, column: 41, scope: !4)
!17 = !{!"exec"}
!18 = !DILocation(line: 37, column: 70, scope: !4)
!19 = !DILocation(line: 37, column: 101, scope: !4)
!20 = !DILocation(line: 37, column: 131, scope: !4)
!21 = !DILocation(line: 37, column: 4, scope: !4)
!22 = !DILocation(line: 37, column: 10, scope: !4)
!23 = !DILocation(line: 37, column: 16, scope: !4)
!24 = !DILocation(line: 37, column: 22, scope: !4)
!25 = !DILocation(line: 39, column: 41, scope: !4)
!26 = !DILocation(line: 39, column: 73, scope: !4)
!27 = !DILocation(line: 39, column: 107, scope: !4)
!28 = !DILocation(line: 39, column: 140, scope: !4)
!29 = !DILocation(line: 39, column: 4, scope: !4)
!30 = !DILocation(line: 39, column: 10, scope: !4)
!31 = !DILocation(line: 39, column: 16, scope: !4)
!32 = !DILocation(line: 39, column: 22, scope: !4)
!33 = !DILocation(line: 0, scope: !4)
!34 = !DILocation(line: 47, column: 10, scope: !4)
!35 = !DILocation(line: 47, column: 13, scope: !4)
!36 = !DILocation(line: 49, column: 42, scope: !4)
!37 = !DILocation(line: 49, column: 71, scope: !4)
!38 = !DILocation(line: 49, column: 102, scope: !4)
!39 = !DILocation(line: 49, column: 132, scope: !4)
!40 = !DILocation(line: 49, column: 5, scope: !4)
!41 = !DILocation(line: 49, column: 11, scope: !4)
!42 = !DILocation(line: 49, column: 17, scope: !4)
!43 = !DILocation(line: 49, column: 23, scope: !4)
!44 = !DILocation(line: 52, column: 42, scope: !4)
!45 = !DILocation(line: 52, column: 71, scope: !4)
!46 = !DILocation(line: 52, column: 102, scope: !4)
!47 = !DILocation(line: 52, column: 132, scope: !4)
!48 = !DILocation(line: 52, column: 5, scope: !4)
!49 = !DILocation(line: 52, column: 11, scope: !4)
!50 = !DILocation(line: 52, column: 17, scope: !4)
!51 = !DILocation(line: 52, column: 23, scope: !4)
!52 = !DILocation(line: 55, column: 4, scope: !4)
!53 = !DILocation(line: 55, column: 16, scope: !4)
!54 = !DILocation(line: 56, column: 10, scope: !4)
!55 = !DILocation(line: 56, column: 13, scope: !4)
!56 = !DILocation(line: 55, column: 22, scope: !4)
!57 = !DILocation(line: 55, column: 10, scope: !4)
!58 = !DILocation(line: 57, column: 22, scope: !4)
!59 = !DILocation(line: 58, column: 42, scope: !4)
!60 = !DILocation(line: 58, column: 71, scope: !4)
!61 = !DILocation(line: 58, column: 102, scope: !4)
!62 = !DILocation(line: 58, column: 132, scope: !4)
!63 = !DILocation(line: 58, column: 5, scope: !4)
!64 = !DILocation(line: 58, column: 11, scope: !4)
!65 = !DILocation(line: 58, column: 17, scope: !4)
!66 = !DILocation(line: 58, column: 23, scope: !4)
!67 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMasked_5bfloat64_5d", scope: !1, file: !1, line: 28, type: !5, scopeLine: 28, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 29, column: 14, scope: !67)
!69 = !DILocation(line: 30, column: 11, scope: !67)
!70 = !DILocation(line: 30, column: 23, scope: !67)
!71 = !DILocation(line: 30, column: 19, scope: !67)
!72 = !DILocation(line: 31, column: 12, scope: !67)
!73 = !DILocation(line: 31, column: 10, scope: !67)
!74 = !DILocation(line: 32, column: 18, scope: !67)
!75 = !DILocation(line: 33, column: 25, scope: !67)
!76 = !DILocation(line: 35, column: 7, scope: !67)
!77 = !DILocation(line: 37, column: 41, scope: !67)
!78 = !DILocation(line: 37, column: 70, scope: !67)
!79 = !DILocation(line: 37, column: 101, scope: !67)
!80 = !DILocation(line: 37, column: 131, scope: !67)
!81 = !DILocation(line: 37, column: 4, scope: !67)
!82 = !DILocation(line: 37, column: 10, scope: !67)
!83 = !DILocation(line: 37, column: 16, scope: !67)
!84 = !DILocation(line: 37, column: 22, scope: !67)
!85 = !DILocation(line: 39, column: 41, scope: !67)
!86 = !DILocation(line: 39, column: 73, scope: !67)
!87 = !DILocation(line: 39, column: 107, scope: !67)
!88 = !DILocation(line: 39, column: 140, scope: !67)
!89 = !DILocation(line: 39, column: 4, scope: !67)
!90 = !DILocation(line: 39, column: 10, scope: !67)
!91 = !DILocation(line: 39, column: 16, scope: !67)
!92 = !DILocation(line: 39, column: 22, scope: !67)
!93 = !DILocation(line: 0, scope: !67)
!94 = !DILocation(line: 47, column: 10, scope: !67)
!95 = !DILocation(line: 47, column: 13, scope: !67)
!96 = !DILocation(line: 49, column: 42, scope: !67)
!97 = !DILocation(line: 49, column: 71, scope: !67)
!98 = !DILocation(line: 49, column: 102, scope: !67)
!99 = !DILocation(line: 49, column: 132, scope: !67)
!100 = !DILocation(line: 49, column: 5, scope: !67)
!101 = !DILocation(line: 49, column: 11, scope: !67)
!102 = !DILocation(line: 49, column: 17, scope: !67)
!103 = !DILocation(line: 49, column: 23, scope: !67)
!104 = !DILocation(line: 52, column: 42, scope: !67)
!105 = !DILocation(line: 52, column: 71, scope: !67)
!106 = !DILocation(line: 52, column: 102, scope: !67)
!107 = !DILocation(line: 52, column: 132, scope: !67)
!108 = !DILocation(line: 52, column: 5, scope: !67)
!109 = !DILocation(line: 52, column: 11, scope: !67)
!110 = !DILocation(line: 52, column: 17, scope: !67)
!111 = !DILocation(line: 52, column: 23, scope: !67)
!112 = !DILocation(line: 55, column: 4, scope: !67)
!113 = !DILocation(line: 55, column: 10, scope: !67)
!114 = !DILocation(line: 55, column: 16, scope: !67)
!115 = !DILocation(line: 55, column: 22, scope: !67)
!116 = !DILocation(line: 56, column: 10, scope: !67)
!117 = !DILocation(line: 56, column: 13, scope: !67)
!118 = !DILocation(line: 57, column: 22, scope: !67)
!119 = !DILocation(line: 58, column: 42, scope: !67)
!120 = !DILocation(line: 58, column: 71, scope: !67)
!121 = !DILocation(line: 58, column: 102, scope: !67)
!122 = !DILocation(line: 58, column: 132, scope: !67)
!123 = !DILocation(line: 58, column: 5, scope: !67)
!124 = !DILocation(line: 58, column: 11, scope: !67)
!125 = !DILocation(line: 58, column: 17, scope: !67)
!126 = !DILocation(line: 58, column: 23, scope: !67)
!127 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMasked_5bcomplex128_5d", scope: !1, file: !1, line: 28, type: !5, scopeLine: 28, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!128 = !DILocation(line: 29, column: 14, scope: !127)
!129 = !DILocation(line: 30, column: 11, scope: !127)
!130 = !DILocation(line: 30, column: 23, scope: !127)
!131 = !DILocation(line: 30, column: 19, scope: !127)
!132 = !DILocation(line: 31, column: 12, scope: !127)
!133 = !DILocation(line: 31, column: 10, scope: !127)
!134 = !DILocation(line: 32, column: 18, scope: !127)
!135 = !DILocation(line: 33, column: 25, scope: !127)
!136 = !DILocation(line: 35, column: 7, scope: !127)
!137 = !DILocation(line: 37, column: 41, scope: !127)
!138 = !DILocation(line: 37, column: 70, scope: !127)
!139 = !DILocation(line: 37, column: 101, scope: !127)
!140 = !DILocation(line: 37, column: 131, scope: !127)
!141 = !DILocation(line: 37, column: 4, scope: !127)
!142 = !DILocation(line: 37, column: 10, scope: !127)
!143 = !DILocation(line: 37, column: 16, scope: !127)
!144 = !DILocation(line: 37, column: 22, scope: !127)
!145 = !DILocation(line: 39, column: 41, scope: !127)
!146 = !DILocation(line: 39, column: 73, scope: !127)
!147 = !DILocation(line: 39, column: 107, scope: !127)
!148 = !DILocation(line: 39, column: 140, scope: !127)
!149 = !DILocation(line: 39, column: 4, scope: !127)
!150 = !DILocation(line: 39, column: 10, scope: !127)
!151 = !DILocation(line: 39, column: 16, scope: !127)
!152 = !DILocation(line: 39, column: 22, scope: !127)
!153 = !DILocation(line: 0, scope: !127)
!154 = !DILocation(line: 47, column: 10, scope: !127)
!155 = !DILocation(line: 47, column: 13, scope: !127)
!156 = !DILocation(line: 49, column: 42, scope: !127)
!157 = !DILocation(line: 49, column: 71, scope: !127)
!158 = !DILocation(line: 49, column: 102, scope: !127)
!159 = !DILocation(line: 49, column: 132, scope: !127)
!160 = !DILocation(line: 49, column: 5, scope: !127)
!161 = !DILocation(line: 49, column: 11, scope: !127)
!162 = !DILocation(line: 49, column: 17, scope: !127)
!163 = !DILocation(line: 49, column: 23, scope: !127)
!164 = !DILocation(line: 52, column: 42, scope: !127)
!165 = !DILocation(line: 52, column: 71, scope: !127)
!166 = !DILocation(line: 52, column: 102, scope: !127)
!167 = !DILocation(line: 52, column: 132, scope: !127)
!168 = !DILocation(line: 52, column: 5, scope: !127)
!169 = !DILocation(line: 52, column: 11, scope: !127)
!170 = !DILocation(line: 52, column: 17, scope: !127)
!171 = !DILocation(line: 52, column: 23, scope: !127)
!172 = !DILocation(line: 55, column: 4, scope: !127)
!173 = !DILocation(line: 55, column: 10, scope: !127)
!174 = !DILocation(line: 55, column: 16, scope: !127)
!175 = !DILocation(line: 55, column: 22, scope: !127)
!176 = !DILocation(line: 56, column: 10, scope: !127)
!177 = !DILocation(line: 56, column: 13, scope: !127)
!178 = !DILocation(line: 57, column: 22, scope: !127)
!179 = !DILocation(line: 58, column: 42, scope: !127)
!180 = !DILocation(line: 58, column: 71, scope: !127)
!181 = !DILocation(line: 58, column: 102, scope: !127)
!182 = !DILocation(line: 58, column: 132, scope: !127)
!183 = !DILocation(line: 58, column: 5, scope: !127)
!184 = !DILocation(line: 58, column: 11, scope: !127)
!185 = !DILocation(line: 58, column: 17, scope: !127)
!186 = !DILocation(line: 58, column: 23, scope: !127)
!187 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMasked_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 28, type: !5, scopeLine: 28, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!188 = !DILocation(line: 29, column: 14, scope: !187)
!189 = !DILocation(line: 30, column: 11, scope: !187)
!190 = !DILocation(line: 30, column: 23, scope: !187)
!191 = !DILocation(line: 30, column: 19, scope: !187)
!192 = !DILocation(line: 31, column: 12, scope: !187)
!193 = !DILocation(line: 31, column: 10, scope: !187)
!194 = !DILocation(line: 32, column: 18, scope: !187)
!195 = !DILocation(line: 33, column: 25, scope: !187)
!196 = !DILocation(line: 35, column: 7, scope: !187)
!197 = !DILocation(line: 37, column: 41, scope: !187)
!198 = !DILocation(line: 37, column: 70, scope: !187)
!199 = !DILocation(line: 37, column: 101, scope: !187)
!200 = !DILocation(line: 37, column: 131, scope: !187)
!201 = !DILocation(line: 37, column: 4, scope: !187)
!202 = !DILocation(line: 37, column: 10, scope: !187)
!203 = !DILocation(line: 37, column: 16, scope: !187)
!204 = !DILocation(line: 37, column: 22, scope: !187)
!205 = !DILocation(line: 39, column: 41, scope: !187)
!206 = !DILocation(line: 39, column: 73, scope: !187)
!207 = !DILocation(line: 39, column: 107, scope: !187)
!208 = !DILocation(line: 39, column: 140, scope: !187)
!209 = !DILocation(line: 39, column: 4, scope: !187)
!210 = !DILocation(line: 39, column: 10, scope: !187)
!211 = !DILocation(line: 39, column: 16, scope: !187)
!212 = !DILocation(line: 39, column: 22, scope: !187)
!213 = !DILocation(line: 0, scope: !187)
!214 = !DILocation(line: 47, column: 10, scope: !187)
!215 = !DILocation(line: 47, column: 13, scope: !187)
!216 = !DILocation(line: 49, column: 42, scope: !187)
!217 = !DILocation(line: 49, column: 71, scope: !187)
!218 = !DILocation(line: 49, column: 102, scope: !187)
!219 = !DILocation(line: 49, column: 132, scope: !187)
!220 = !DILocation(line: 49, column: 5, scope: !187)
!221 = !DILocation(line: 49, column: 11, scope: !187)
!222 = !DILocation(line: 49, column: 17, scope: !187)
!223 = !DILocation(line: 49, column: 23, scope: !187)
!224 = !DILocation(line: 52, column: 42, scope: !187)
!225 = !DILocation(line: 52, column: 71, scope: !187)
!226 = !DILocation(line: 52, column: 102, scope: !187)
!227 = !DILocation(line: 52, column: 132, scope: !187)
!228 = !DILocation(line: 52, column: 5, scope: !187)
!229 = !DILocation(line: 52, column: 11, scope: !187)
!230 = !DILocation(line: 52, column: 17, scope: !187)
!231 = !DILocation(line: 52, column: 23, scope: !187)
!232 = !DILocation(line: 55, column: 4, scope: !187)
!233 = !DILocation(line: 55, column: 16, scope: !187)
!234 = !DILocation(line: 56, column: 10, scope: !187)
!235 = !DILocation(line: 56, column: 13, scope: !187)
!236 = !DILocation(line: 55, column: 22, scope: !187)
!237 = !DILocation(line: 55, column: 10, scope: !187)
!238 = !DILocation(line: 57, column: 22, scope: !187)
!239 = !DILocation(line: 58, column: 42, scope: !187)
!240 = !DILocation(line: 58, column: 71, scope: !187)
!241 = !DILocation(line: 58, column: 102, scope: !187)
!242 = !DILocation(line: 58, column: 132, scope: !187)
!243 = !DILocation(line: 58, column: 5, scope: !187)
!244 = !DILocation(line: 58, column: 11, scope: !187)
!245 = !DILocation(line: 58, column: 17, scope: !187)
!246 = !DILocation(line: 58, column: 23, scope: !187)
!247 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eActive", scope: !1, file: !1, line: 69, type: !5, scopeLine: 69, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!248 = !DILocation(line: 70, column: 14, scope: !247)
!249 = !DILocation(line: 71, column: 7, scope: !247)
!250 = !DILocation(line: 72, column: 23, scope: !247)
!251 = !DILocation(line: 73, column: 12, scope: !247)
!252 = !DILocation(line: 73, column: 24, scope: !247)
!253 = !DILocation(line: 73, column: 20, scope: !247)
!254 = !DILocation(line: 74, column: 13, scope: !247)
!255 = !DILocation(line: 74, column: 11, scope: !247)
!256 = !DILocation(line: 75, column: 41, scope: !247)
!257 = !DILocation(line: 75, column: 70, scope: !247)
!258 = !DILocation(line: 75, column: 101, scope: !247)
!259 = !DILocation(line: 75, column: 131, scope: !247)
!260 = !DILocation(line: 75, column: 4, scope: !247)
!261 = !DILocation(line: 75, column: 10, scope: !247)
!262 = !DILocation(line: 75, column: 16, scope: !247)
!263 = !DILocation(line: 75, column: 22, scope: !247)
!264 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eHalves", scope: !1, file: !1, line: 86, type: !5, scopeLine: 86, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!265 = !DILocation(line: 87, column: 14, scope: !264)
!266 = !DILocation(line: 88, column: 8, scope: !264)
!267 = !DILocation(line: 89, column: 18, scope: !264)
!268 = !DILocation(line: 90, column: 9, scope: !264)
!269 = !DILocation(line: 90, column: 13, scope: !264)
!270 = !DILocation(line: 91, column: 43, scope: !264)
!271 = !DILocation(line: 91, column: 25, scope: !264)
!272 = !DILocation(line: 91, column: 3, scope: !264)
!273 = !DILocation(line: 93, column: 31, scope: !264)
!274 = !DILocation(line: 93, column: 13, scope: !264)
!275 = !DILocation(line: 93, column: 5, scope: !264)
!276 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eMisuse", scope: !1, file: !1, line: 104, type: !5, scopeLine: 104, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!277 = !DILocation(line: 105, column: 14, scope: !276)
!278 = !DILocation(line: 106, column: 18, scope: !276)
!279 = !DILocation(line: 109, column: 31, scope: !276)
!280 = !DILocation(line: 108, column: 7, scope: !276)
!281 = !DILocation(line: 109, column: 23, scope: !276)
!282 = !DILocation(line: 109, column: 4, scope: !276)
!283 = !DILocation(line: 0, scope: !276)
!284 = !DILocation(line: 111, column: 11, scope: !276)
!285 = !DILocation(line: 114, column: 44, scope: !276)
!286 = !DILocation(line: 114, column: 27, scope: !276)
!287 = !DILocation(line: 114, column: 4, scope: !276)
!288 = !DILocation(line: 116, column: 44, scope: !276)
!289 = !DILocation(line: 116, column: 27, scope: !276)
!290 = !DILocation(line: 116, column: 4, scope: !276)
!291 = !DILocation(line: 119, column: 11, scope: !276)
!292 = !DILocation(line: 122, column: 34, scope: !276)
!293 = !DILocation(line: 122, column: 26, scope: !276)
!294 = !DILocation(line: 122, column: 4, scope: !276)
!295 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eBranchSum", scope: !1, file: !1, line: 132, type: !5, scopeLine: 132, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!296 = !DILocation(line: 133, column: 14, scope: !295)
!297 = !DILocation(line: 134, column: 8, scope: !295)
!298 = !DILocation(line: 135, column: 21, scope: !295)
!299 = !DILocation(line: 136, column: 23, scope: !295)
!300 = !DILocation(line: 0, scope: !295)
!301 = !DILocation(line: 138, column: 26, scope: !295)
!302 = !DILocation(line: 138, column: 4, scope: !295)
!303 = !DILocation(line: 141, column: 15, scope: !295)
!304 = !DILocation(line: 142, column: 5, scope: !295)
!305 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eGridBranchSum", scope: !1, file: !1, line: 149, type: !5, scopeLine: 149, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!306 = !DILocation(line: 150, column: 14, scope: !305)
!307 = !DILocation(line: 151, column: 8, scope: !305)
!308 = !DILocation(line: 152, column: 21, scope: !305)
!309 = !DILocation(line: 153, column: 23, scope: !305)
!310 = !DILocation(line: 0, scope: !305)
!311 = !DILocation(line: 155, column: 26, scope: !305)
!312 = !DILocation(line: 155, column: 4, scope: !305)
!313 = !DILocation(line: 158, column: 12, scope: !305)
!314 = !DILocation(line: 159, column: 5, scope: !305)
!315 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5bint32_5d", scope: !316, file: !316, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!316 = !DIFile(filename: "warptest.go", directory: "")
!317 = !DILocation(line: 20, column: 14, scope: !315)
!318 = !DILocation(line: 21, column: 11, scope: !315)
!319 = !DILocation(line: 21, column: 23, scope: !315)
!320 = !DILocation(line: 21, column: 19, scope: !315)
!321 = !DILocation(line: 22, column: 13, scope: !315)
!322 = !DILocation(line: 22, column: 10, scope: !315)
!323 = !DILocation(line: 23, column: 41, scope: !315)
!324 = !DILocation(line: 23, column: 71, scope: !315)
!325 = !DILocation(line: 23, column: 103, scope: !315)
!326 = !DILocation(line: 23, column: 134, scope: !315)
!327 = !DILocation(line: 23, column: 3, scope: !315)
!328 = !DILocation(line: 23, column: 9, scope: !315)
!329 = !DILocation(line: 23, column: 15, scope: !315)
!330 = !DILocation(line: 23, column: 21, scope: !315)
!331 = !DILocation(line: 24, column: 41, scope: !315)
!332 = !DILocation(line: 24, column: 71, scope: !315)
!333 = !DILocation(line: 24, column: 103, scope: !315)
!334 = !DILocation(line: 24, column: 134, scope: !315)
!335 = !DILocation(line: 24, column: 3, scope: !315)
!336 = !DILocation(line: 24, column: 9, scope: !315)
!337 = !DILocation(line: 24, column: 15, scope: !315)
!338 = !DILocation(line: 24, column: 21, scope: !315)
!339 = !DILocation(line: 25, column: 43, scope: !315)
!340 = !DILocation(line: 25, column: 73, scope: !315)
!341 = !DILocation(line: 25, column: 105, scope: !315)
!342 = !DILocation(line: 25, column: 136, scope: !315)
!343 = !DILocation(line: 25, column: 3, scope: !315)
!344 = !DILocation(line: 25, column: 9, scope: !315)
!345 = !DILocation(line: 25, column: 15, scope: !315)
!346 = !DILocation(line: 25, column: 22, scope: !315)
!347 = !DILocation(line: 26, column: 45, scope: !315)
!348 = !DILocation(line: 26, column: 75, scope: !315)
!349 = !DILocation(line: 26, column: 107, scope: !315)
!350 = !DILocation(line: 26, column: 138, scope: !315)
!351 = !DILocation(line: 26, column: 3, scope: !315)
!352 = !DILocation(line: 26, column: 10, scope: !315)
!353 = !DILocation(line: 26, column: 17, scope: !315)
!354 = !DILocation(line: 26, column: 24, scope: !315)
!355 = !DILocation(line: 27, column: 45, scope: !315)
!356 = !DILocation(line: 27, column: 76, scope: !315)
!357 = !DILocation(line: 27, column: 109, scope: !315)
!358 = !DILocation(line: 27, column: 141, scope: !315)
!359 = !DILocation(line: 27, column: 3, scope: !315)
!360 = !DILocation(line: 27, column: 10, scope: !315)
!361 = !DILocation(line: 27, column: 17, scope: !315)
!362 = !DILocation(line: 27, column: 24, scope: !315)
!363 = !DILocation(line: 28, column: 45, scope: !315)
!364 = !DILocation(line: 28, column: 76, scope: !315)
!365 = !DILocation(line: 28, column: 109, scope: !315)
!366 = !DILocation(line: 28, column: 141, scope: !315)
!367 = !DILocation(line: 28, column: 3, scope: !315)
!368 = !DILocation(line: 28, column: 10, scope: !315)
!369 = !DILocation(line: 28, column: 17, scope: !315)
!370 = !DILocation(line: 28, column: 24, scope: !315)
!371 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5buint8_5d", scope: !316, file: !316, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!372 = !DILocation(line: 20, column: 14, scope: !371)
!373 = !DILocation(line: 21, column: 11, scope: !371)
!374 = !DILocation(line: 21, column: 23, scope: !371)
!375 = !DILocation(line: 21, column: 19, scope: !371)
!376 = !DILocation(line: 22, column: 13, scope: !371)
!377 = !DILocation(line: 22, column: 10, scope: !371)
!378 = !DILocation(line: 23, column: 41, scope: !371)
!379 = !DILocation(line: 23, column: 71, scope: !371)
!380 = !DILocation(line: 23, column: 103, scope: !371)
!381 = !DILocation(line: 23, column: 134, scope: !371)
!382 = !DILocation(line: 23, column: 3, scope: !371)
!383 = !DILocation(line: 23, column: 9, scope: !371)
!384 = !DILocation(line: 23, column: 15, scope: !371)
!385 = !DILocation(line: 23, column: 21, scope: !371)
!386 = !DILocation(line: 24, column: 41, scope: !371)
!387 = !DILocation(line: 24, column: 71, scope: !371)
!388 = !DILocation(line: 24, column: 103, scope: !371)
!389 = !DILocation(line: 24, column: 134, scope: !371)
!390 = !DILocation(line: 24, column: 3, scope: !371)
!391 = !DILocation(line: 24, column: 9, scope: !371)
!392 = !DILocation(line: 24, column: 15, scope: !371)
!393 = !DILocation(line: 24, column: 21, scope: !371)
!394 = !DILocation(line: 25, column: 43, scope: !371)
!395 = !DILocation(line: 25, column: 73, scope: !371)
!396 = !DILocation(line: 25, column: 105, scope: !371)
!397 = !DILocation(line: 25, column: 136, scope: !371)
!398 = !DILocation(line: 25, column: 3, scope: !371)
!399 = !DILocation(line: 25, column: 9, scope: !371)
!400 = !DILocation(line: 25, column: 15, scope: !371)
!401 = !DILocation(line: 25, column: 22, scope: !371)
!402 = !DILocation(line: 26, column: 45, scope: !371)
!403 = !DILocation(line: 26, column: 75, scope: !371)
!404 = !DILocation(line: 26, column: 107, scope: !371)
!405 = !DILocation(line: 26, column: 138, scope: !371)
!406 = !DILocation(line: 26, column: 3, scope: !371)
!407 = !DILocation(line: 26, column: 10, scope: !371)
!408 = !DILocation(line: 26, column: 17, scope: !371)
!409 = !DILocation(line: 26, column: 24, scope: !371)
!410 = !DILocation(line: 27, column: 45, scope: !371)
!411 = !DILocation(line: 27, column: 76, scope: !371)
!412 = !DILocation(line: 27, column: 109, scope: !371)
!413 = !DILocation(line: 27, column: 141, scope: !371)
!414 = !DILocation(line: 27, column: 3, scope: !371)
!415 = !DILocation(line: 27, column: 10, scope: !371)
!416 = !DILocation(line: 27, column: 17, scope: !371)
!417 = !DILocation(line: 27, column: 24, scope: !371)
!418 = !DILocation(line: 28, column: 45, scope: !371)
!419 = !DILocation(line: 28, column: 76, scope: !371)
!420 = !DILocation(line: 28, column: 109, scope: !371)
!421 = !DILocation(line: 28, column: 141, scope: !371)
!422 = !DILocation(line: 28, column: 3, scope: !371)
!423 = !DILocation(line: 28, column: 10, scope: !371)
!424 = !DILocation(line: 28, column: 17, scope: !371)
!425 = !DILocation(line: 28, column: 24, scope: !371)
!426 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5bfloat64_5d", scope: !316, file: !316, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!427 = !DILocation(line: 20, column: 14, scope: !426)
!428 = !DILocation(line: 21, column: 11, scope: !426)
!429 = !DILocation(line: 21, column: 23, scope: !426)
!430 = !DILocation(line: 21, column: 19, scope: !426)
!431 = !DILocation(line: 22, column: 13, scope: !426)
!432 = !DILocation(line: 22, column: 10, scope: !426)
!433 = !DILocation(line: 23, column: 41, scope: !426)
!434 = !DILocation(line: 23, column: 71, scope: !426)
!435 = !DILocation(line: 23, column: 103, scope: !426)
!436 = !DILocation(line: 23, column: 134, scope: !426)
!437 = !DILocation(line: 23, column: 3, scope: !426)
!438 = !DILocation(line: 23, column: 9, scope: !426)
!439 = !DILocation(line: 23, column: 15, scope: !426)
!440 = !DILocation(line: 23, column: 21, scope: !426)
!441 = !DILocation(line: 24, column: 41, scope: !426)
!442 = !DILocation(line: 24, column: 71, scope: !426)
!443 = !DILocation(line: 24, column: 103, scope: !426)
!444 = !DILocation(line: 24, column: 134, scope: !426)
!445 = !DILocation(line: 24, column: 3, scope: !426)
!446 = !DILocation(line: 24, column: 9, scope: !426)
!447 = !DILocation(line: 24, column: 15, scope: !426)
!448 = !DILocation(line: 24, column: 21, scope: !426)
!449 = !DILocation(line: 25, column: 43, scope: !426)
!450 = !DILocation(line: 25, column: 73, scope: !426)
!451 = !DILocation(line: 25, column: 105, scope: !426)
!452 = !DILocation(line: 25, column: 136, scope: !426)
!453 = !DILocation(line: 25, column: 3, scope: !426)
!454 = !DILocation(line: 25, column: 9, scope: !426)
!455 = !DILocation(line: 25, column: 15, scope: !426)
!456 = !DILocation(line: 25, column: 22, scope: !426)
!457 = !DILocation(line: 26, column: 45, scope: !426)
!458 = !DILocation(line: 26, column: 75, scope: !426)
!459 = !DILocation(line: 26, column: 107, scope: !426)
!460 = !DILocation(line: 26, column: 138, scope: !426)
!461 = !DILocation(line: 26, column: 3, scope: !426)
!462 = !DILocation(line: 26, column: 10, scope: !426)
!463 = !DILocation(line: 26, column: 17, scope: !426)
!464 = !DILocation(line: 26, column: 24, scope: !426)
!465 = !DILocation(line: 27, column: 45, scope: !426)
!466 = !DILocation(line: 27, column: 76, scope: !426)
!467 = !DILocation(line: 27, column: 109, scope: !426)
!468 = !DILocation(line: 27, column: 141, scope: !426)
!469 = !DILocation(line: 27, column: 3, scope: !426)
!470 = !DILocation(line: 27, column: 10, scope: !426)
!471 = !DILocation(line: 27, column: 17, scope: !426)
!472 = !DILocation(line: 27, column: 24, scope: !426)
!473 = !DILocation(line: 28, column: 45, scope: !426)
!474 = !DILocation(line: 28, column: 76, scope: !426)
!475 = !DILocation(line: 28, column: 109, scope: !426)
!476 = !DILocation(line: 28, column: 141, scope: !426)
!477 = !DILocation(line: 28, column: 3, scope: !426)
!478 = !DILocation(line: 28, column: 10, scope: !426)
!479 = !DILocation(line: 28, column: 17, scope: !426)
!480 = !DILocation(line: 28, column: 24, scope: !426)
!481 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eRowStats", scope: !316, file: !316, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!482 = !DILocation(line: 38, column: 14, scope: !481)
!483 = !DILocation(line: 39, column: 8, scope: !481)
!484 = !DILocation(line: 0, scope: !481)
!485 = !DILocation(line: 42, column: 25, scope: !481)
!486 = !DILocation(line: 42, column: 3, scope: !481)
!487 = !DILocation(line: 44, column: 5, scope: !481)
!488 = !DILocation(line: 48, column: 16, scope: !481)
!489 = !DILocation(line: 47, column: 24, scope: !481)
!490 = !DILocation(line: 48, column: 20, scope: !481)
!491 = !DILocation(line: 52, column: 6, scope: !481)
!492 = !DILocation(line: 53, column: 27, scope: !481)
!493 = !DILocation(line: 53, column: 7, scope: !481)
!494 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWhole", scope: !316, file: !316, line: 60, type: !5, scopeLine: 60, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!495 = !DILocation(line: 61, column: 14, scope: !494)
!496 = !DILocation(line: 62, column: 11, scope: !494)
!497 = !DILocation(line: 62, column: 23, scope: !494)
!498 = !DILocation(line: 62, column: 19, scope: !494)
!499 = !DILocation(line: 63, column: 7, scope: !494)
!500 = !DILocation(line: 63, column: 19, scope: !494)
!501 = !DILocation(line: 63, column: 34, scope: !494)
!502 = !DILocation(line: 63, column: 56, scope: !494)
!503 = !DILocation(line: 63, column: 5, scope: !494)
!504 = !DILocation(line: 63, column: 15, scope: !494)
!505 = !DILocation(line: 64, column: 21, scope: !494)
!506 = !DILocation(line: 64, column: 40, scope: !494)
!507 = !DILocation(line: 64, column: 63, scope: !494)
!508 = !DILocation(line: 64, column: 17, scope: !494)
!509 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eUniform", scope: !316, file: !316, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!510 = !DILocation(line: 74, column: 14, scope: !509)
!511 = !DILocation(line: 75, column: 9, scope: !509)
!512 = !DILocation(line: 76, column: 12, scope: !509)
!513 = !DILocation(line: 76, column: 10, scope: !509)
!514 = !DILocation(line: 77, column: 42, scope: !509)
!515 = !DILocation(line: 77, column: 24, scope: !509)
!516 = !DILocation(line: 86, column: 6, scope: !509)
!517 = !DILocation(line: 77, column: 3, scope: !509)
!518 = !DILocation(line: 78, column: 29, scope: !509)
!519 = !{i64 0, i64 65}
!520 = !DILocation(line: 0, scope: !509)
!521 = !DILocation(line: 79, column: 3, scope: !509)
!522 = !DILocation(line: 79, column: 9, scope: !509)
!523 = !DILocation(line: 80, column: 37, scope: !509)
!524 = !DILocation(line: 80, column: 25, scope: !509)
!525 = !DILocation(line: 81, column: 36, scope: !509)
!526 = !DILocation(line: 81, column: 24, scope: !509)
!527 = !DILocation(line: 81, column: 3, scope: !509)
!528 = !DILocation(line: 82, column: 28, scope: !509)
!529 = !DILocation(line: 83, column: 3, scope: !509)
!530 = !DILocation(line: 83, column: 9, scope: !509)
!531 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex64_5d", scope: !316, file: !316, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!532 = !DILocation(line: 112, column: 14, scope: !531)
!533 = !DILocation(line: 113, column: 9, scope: !531)
!534 = !DILocation(line: 114, column: 12, scope: !531)
!535 = !DILocation(line: 114, column: 10, scope: !531)
!536 = !DILocation(line: 115, column: 32, scope: !531)
!537 = !DILocation(line: 115, column: 18, scope: !531)
!538 = !DILocation(line: 115, column: 3, scope: !531)
!539 = !DILocation(line: 116, column: 22, scope: !531)
!540 = !DILocation(line: 116, column: 3, scope: !531)
!541 = !DILocation(line: 117, column: 26, scope: !531)
!542 = !DILocation(line: 117, column: 3, scope: !531)
!543 = !DILocation(line: 118, column: 25, scope: !531)
!544 = !DILocation(line: 118, column: 3, scope: !531)
!545 = !DILocation(line: 101, column: 8, scope: !531)
!546 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex128_5d", scope: !316, file: !316, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!547 = !DILocation(line: 112, column: 14, scope: !546)
!548 = !DILocation(line: 113, column: 9, scope: !546)
!549 = !DILocation(line: 114, column: 12, scope: !546)
!550 = !DILocation(line: 114, column: 10, scope: !546)
!551 = !DILocation(line: 115, column: 32, scope: !546)
!552 = !DILocation(line: 115, column: 18, scope: !546)
!553 = !DILocation(line: 115, column: 3, scope: !546)
!554 = !DILocation(line: 116, column: 22, scope: !546)
!555 = !DILocation(line: 116, column: 3, scope: !546)
!556 = !DILocation(line: 117, column: 26, scope: !546)
!557 = !DILocation(line: 117, column: 3, scope: !546)
!558 = !DILocation(line: 118, column: 25, scope: !546)
!559 = !DILocation(line: 118, column: 3, scope: !546)
!560 = !DILocation(line: 101, column: 8, scope: !546)
!561 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eFloat16_5d", scope: !316, file: !316, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!562 = !DILocation(line: 112, column: 14, scope: !561)
!563 = !DILocation(line: 113, column: 9, scope: !561)
!564 = !DILocation(line: 114, column: 12, scope: !561)
!565 = !DILocation(line: 114, column: 10, scope: !561)
!566 = !DILocation(line: 115, column: 32, scope: !561)
!567 = !DILocation(line: 115, column: 18, scope: !561)
!568 = !DILocation(line: 115, column: 3, scope: !561)
!569 = !DILocation(line: 116, column: 22, scope: !561)
!570 = !DILocation(line: 116, column: 3, scope: !561)
!571 = !DILocation(line: 117, column: 26, scope: !561)
!572 = !DILocation(line: 117, column: 3, scope: !561)
!573 = !DILocation(line: 118, column: 25, scope: !561)
!574 = !DILocation(line: 101, column: 8, scope: !561)
!575 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eBFloat16_5d", scope: !316, file: !316, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!576 = !DILocation(line: 112, column: 14, scope: !575)
!577 = !DILocation(line: 113, column: 9, scope: !575)
!578 = !DILocation(line: 114, column: 12, scope: !575)
!579 = !DILocation(line: 114, column: 10, scope: !575)
!580 = !DILocation(line: 115, column: 32, scope: !575)
!581 = !DILocation(line: 115, column: 18, scope: !575)
!582 = !DILocation(line: 115, column: 3, scope: !575)
!583 = !DILocation(line: 116, column: 22, scope: !575)
!584 = !DILocation(line: 116, column: 3, scope: !575)
!585 = !DILocation(line: 117, column: 26, scope: !575)
!586 = !DILocation(line: 117, column: 3, scope: !575)
!587 = !DILocation(line: 118, column: 25, scope: !575)
!588 = !DILocation(line: 101, column: 8, scope: !575)
!589 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExoticFP8", scope: !316, file: !316, line: 107, type: !5, scopeLine: 107, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!590 = !DILocation(line: 112, column: 14, scope: !589)
!591 = !DILocation(line: 113, column: 9, scope: !589)
!592 = !DILocation(line: 114, column: 12, scope: !589)
!593 = !DILocation(line: 114, column: 10, scope: !589)
!594 = !DILocation(line: 115, column: 32, scope: !589)
!595 = !DILocation(line: 115, column: 18, scope: !589)
!596 = !DILocation(line: 115, column: 3, scope: !589)
!597 = !DILocation(line: 116, column: 22, scope: !589)
!598 = !DILocation(line: 116, column: 3, scope: !589)
!599 = !DILocation(line: 117, column: 26, scope: !589)
!600 = !DILocation(line: 117, column: 3, scope: !589)
!601 = !DILocation(line: 118, column: 25, scope: !589)
!602 = !DILocation(line: 118, column: 3, scope: !589)
!603 = !DILocation(line: 108, column: 8, scope: !589)
!604 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWideArg", scope: !316, file: !316, line: 126, type: !5, scopeLine: 126, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!605 = !DILocation(line: 127, column: 14, scope: !604)
!606 = !DILocation(line: 128, column: 8, scope: !604)
!607 = !DILocation(line: 129, column: 12, scope: !604)
!608 = !DILocation(line: 129, column: 10, scope: !604)
!609 = !DILocation(line: 130, column: 36, scope: !604)
!610 = !DILocation(line: 130, column: 58, scope: !604)
!611 = !DILocation(line: 130, column: 82, scope: !604)
!612 = !DILocation(line: 130, column: 105, scope: !604)
!613 = !DILocation(line: 130, column: 3, scope: !604)
!614 = !DILocation(line: 130, column: 9, scope: !604)
!615 = !DILocation(line: 130, column: 15, scope: !604)
!616 = !DILocation(line: 130, column: 21, scope: !604)
!617 = !DILocation(line: 131, column: 41, scope: !604)
!618 = !DILocation(line: 131, column: 71, scope: !604)
!619 = !DILocation(line: 131, column: 103, scope: !604)
!620 = !DILocation(line: 131, column: 134, scope: !604)
!621 = !DILocation(line: 131, column: 3, scope: !604)
!622 = !DILocation(line: 131, column: 9, scope: !604)
!623 = !DILocation(line: 131, column: 15, scope: !604)
!624 = !DILocation(line: 131, column: 21, scope: !604)

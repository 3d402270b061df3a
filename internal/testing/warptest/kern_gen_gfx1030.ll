; kern module github.com/kernlab/kern/internal/testing/warptest (wave32, gfx1030)
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
  %t19 = sext i32 %.18 to i64, !dbg !13
  %.20 = icmp ugt i32 %.18, 63, !dbg !14
  %.21 = and i64 %t19, 48, !dbg !14
  %.22 = shl nuw i64 65535, %.21, !dbg !14
  %t21 = select i1 %.20, i64 0, i64 %.22, !dbg !14
  switch i32 %a9, label %b2 [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b6
    i32 3, label %b10
    i32 4, label %b14
  ], !dbg !15

b1:                                               ; preds = %entry
  %.25 = and i64 %t14, 31, !dbg !16
  %.27 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !16
  %.28 = zext i32 %.27 to i64, !dbg !16
  %0 = shl nuw nsw i64 1, %.25, !dbg !16
  %1 = and i64 %0, %.28, !dbg !16
  %.32.not = icmp eq i64 %1, 0, !dbg !16
  %.34 = trunc i64 %.25 to i32, !dbg !16
  %.35 = select i1 %.32.not, i32 %.18, i32 %.34, !dbg !16
  %.36 = shl i32 %.35, 2, !dbg !16
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36, i32 %.16), !dbg !16
  %t23 = select i1 %.32.not, i32 %.16, i32 %.37, !dbg !16
  %.39 = zext i32 %.18 to i64, !dbg !18
  %.40 = sub nsw i64 %.39, %t14, !dbg !18
  %.41 = icmp ult i64 %.40, 32, !dbg !18
  %.42 = icmp ult i32 %.17, 32, !dbg !18
  %.43 = and i1 %.42, %.41, !dbg !18
  %.47 = and i64 %.40, 31, !dbg !18
  %2 = shl nuw nsw i64 1, %.47, !dbg !18
  %3 = and i64 %2, %.28, !dbg !18
  %.49 = icmp ne i64 %3, 0, !dbg !18
  %.50 = and i1 %.43, %.49, !dbg !18
  %.51 = trunc i64 %.40 to i32, !dbg !18
  %.52 = select i1 %.50, i32 %.51, i32 %.18, !dbg !18
  %.53 = shl i32 %.52, 2, !dbg !18
  %.54 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53, i32 %.16), !dbg !18
  %t24 = select i1 %.50, i32 %.54, i32 %.16, !dbg !18
  %.57 = add nsw i64 %.39, %t14, !dbg !19
  %.58 = icmp ult i64 %.57, 32, !dbg !19
  %.60 = and i1 %.42, %.58, !dbg !19
  %.64 = and i64 %.57, 31, !dbg !19
  %4 = shl nuw nsw i64 1, %.64, !dbg !19
  %5 = and i64 %4, %.28, !dbg !19
  %.66 = icmp ne i64 %5, 0, !dbg !19
  %.67 = and i1 %.60, %.66, !dbg !19
  %.68 = trunc i64 %.57 to i32, !dbg !19
  %.69 = select i1 %.67, i32 %.68, i32 %.18, !dbg !19
  %.70 = shl i32 %.69, 2, !dbg !19
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.70, i32 %.16), !dbg !19
  %t25 = select i1 %.67, i32 %.71, i32 %.16, !dbg !19
  %.74 = xor i64 %.39, %t14, !dbg !20
  %.75 = icmp ult i64 %.74, 32, !dbg !20
  %.79 = and i64 %.74, 31, !dbg !20
  %6 = shl nuw nsw i64 1, %.79, !dbg !20
  %7 = and i64 %6, %.28, !dbg !20
  %.81 = icmp ne i64 %7, 0, !dbg !20
  %.82 = and i1 %.75, %.81, !dbg !20
  %.83 = trunc i64 %.74 to i32, !dbg !20
  %.84 = select i1 %.82, i32 %.83, i32 %.18, !dbg !20
  %.85 = shl i32 %.84, 2, !dbg !20
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.16), !dbg !20
  %t26 = select i1 %.82, i32 %.86, i32 %.16, !dbg !20
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
  %.89 = and i64 %t14, 31, !dbg !25
  %.91 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !25
  %.92 = zext i32 %.91 to i64, !dbg !25
  %.93 = and i64 %t21, %.92, !dbg !25
  %8 = shl nuw nsw i64 1, %.89, !dbg !25
  %9 = and i64 %.93, %8, !dbg !25
  %.96.not = icmp eq i64 %9, 0, !dbg !25
  %.98 = trunc i64 %.89 to i32, !dbg !25
  %.99 = select i1 %.96.not, i32 %.18, i32 %.98, !dbg !25
  %.100 = shl i32 %.99, 2, !dbg !25
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.100, i32 %.16), !dbg !25
  %t32 = select i1 %.96.not, i32 %.16, i32 %.101, !dbg !25
  %.103 = zext i32 %.18 to i64, !dbg !26
  %.104 = sub nsw i64 %.103, %t14, !dbg !26
  %.105 = icmp ult i64 %.104, 32, !dbg !26
  %.106 = icmp ult i32 %.17, 32, !dbg !26
  %.107 = and i1 %.106, %.105, !dbg !26
  %.111 = and i64 %.104, 31, !dbg !26
  %10 = shl nuw nsw i64 1, %.111, !dbg !26
  %11 = and i64 %.93, %10, !dbg !26
  %.113 = icmp ne i64 %11, 0, !dbg !26
  %.114 = and i1 %.107, %.113, !dbg !26
  %.115 = trunc i64 %.104 to i32, !dbg !26
  %.116 = select i1 %.114, i32 %.115, i32 %.18, !dbg !26
  %.117 = shl i32 %.116, 2, !dbg !26
  %.118 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.117, i32 %.16), !dbg !26
  %t33 = select i1 %.114, i32 %.118, i32 %.16, !dbg !26
  %.121 = add nsw i64 %.103, %t14, !dbg !27
  %.122 = icmp ult i64 %.121, 32, !dbg !27
  %.124 = and i1 %.106, %.122, !dbg !27
  %.128 = and i64 %.121, 31, !dbg !27
  %12 = shl nuw nsw i64 1, %.128, !dbg !27
  %13 = and i64 %.93, %12, !dbg !27
  %.130 = icmp ne i64 %13, 0, !dbg !27
  %.131 = and i1 %.124, %.130, !dbg !27
  %.132 = trunc i64 %.121 to i32, !dbg !27
  %.133 = select i1 %.131, i32 %.132, i32 %.18, !dbg !27
  %.134 = shl i32 %.133, 2, !dbg !27
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.134, i32 %.16), !dbg !27
  %t34 = select i1 %.131, i32 %.135, i32 %.16, !dbg !27
  %.138 = xor i64 %.103, %t14, !dbg !28
  %.139 = icmp ult i64 %.138, 32, !dbg !28
  %.143 = and i64 %.138, 31, !dbg !28
  %14 = shl nuw nsw i64 1, %.143, !dbg !28
  %15 = and i64 %.93, %14, !dbg !28
  %.145 = icmp ne i64 %15, 0, !dbg !28
  %.146 = and i1 %.139, %.145, !dbg !28
  %.147 = trunc i64 %.138 to i32, !dbg !28
  %.148 = select i1 %.146, i32 %.147, i32 %.18, !dbg !28
  %.149 = shl i32 %.148, 2, !dbg !28
  %.150 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.16), !dbg !28
  %t35 = select i1 %.146, i32 %.150, i32 %.16, !dbg !28
  store i32 %t32, ptr addrspace(1) %t17, align 4, !dbg !29
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !30
  store i32 %t33, ptr addrspace(1) %t37, align 4, !dbg !30
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !31
  store i32 %t34, ptr addrspace(1) %t38, align 4, !dbg !31
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !32
  store i32 %t35, ptr addrspace(1) %t39, align 4, !dbg !32
  br label %b2, !dbg !32

b6:                                               ; preds = %entry
  %.153 = and i64 %t14, 31, !dbg !33
  %.155 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !33
  %.156 = zext i32 %.155 to i64, !dbg !33
  %.157 = and i64 %t21, %.156, !dbg !33
  %16 = shl nuw nsw i64 1, %.153, !dbg !33
  %17 = and i64 %.157, %16, !dbg !33
  %.160.not = icmp eq i64 %17, 0, !dbg !33
  %.162 = trunc i64 %.153 to i32, !dbg !33
  %.163 = select i1 %.160.not, i32 %.18, i32 %.162, !dbg !33
  %.164 = shl i32 %.163, 2, !dbg !33
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.164, i32 %.16), !dbg !33
  %t43 = select i1 %.160.not, i32 %.16, i32 %.165, !dbg !33
  %.167 = zext i32 %.18 to i64, !dbg !33
  %.168 = sub nsw i64 %.167, %t14, !dbg !33
  %.169 = icmp ult i64 %.168, 32, !dbg !33
  %.170 = icmp ult i32 %.17, 32, !dbg !33
  %.171 = and i1 %.170, %.169, !dbg !33
  %.175 = and i64 %.168, 31, !dbg !33
  %18 = shl nuw nsw i64 1, %.175, !dbg !33
  %19 = and i64 %.157, %18, !dbg !33
  %.177 = icmp ne i64 %19, 0, !dbg !33
  %.178 = and i1 %.171, %.177, !dbg !33
  %.179 = trunc i64 %.168 to i32, !dbg !33
  %.180 = select i1 %.178, i32 %.179, i32 %.18, !dbg !33
  %.181 = shl i32 %.180, 2, !dbg !33
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.16), !dbg !33
  %t44 = select i1 %.178, i32 %.182, i32 %.16, !dbg !33
  %.185 = add nsw i64 %.167, %t14, !dbg !33
  %.186 = icmp ult i64 %.185, 32, !dbg !33
  %.188 = and i1 %.170, %.186, !dbg !33
  %.192 = and i64 %.185, 31, !dbg !33
  %20 = shl nuw nsw i64 1, %.192, !dbg !33
  %21 = and i64 %.157, %20, !dbg !33
  %.194 = icmp ne i64 %21, 0, !dbg !33
  %.195 = and i1 %.188, %.194, !dbg !33
  %.196 = trunc i64 %.185 to i32, !dbg !33
  %.197 = select i1 %.195, i32 %.196, i32 %.18, !dbg !33
  %.198 = shl i32 %.197, 2, !dbg !33
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.16), !dbg !33
  %t45 = select i1 %.195, i32 %.199, i32 %.16, !dbg !33
  %.202 = xor i64 %.167, %t14, !dbg !33
  %.203 = icmp ult i64 %.202, 32, !dbg !33
  %.207 = and i64 %.202, 31, !dbg !33
  %22 = shl nuw nsw i64 1, %.207, !dbg !33
  %23 = and i64 %.157, %22, !dbg !33
  %.209 = icmp ne i64 %23, 0, !dbg !33
  %.210 = and i1 %.203, %.209, !dbg !33
  %.211 = trunc i64 %.202 to i32, !dbg !33
  %.212 = select i1 %.210, i32 %.211, i32 %.18, !dbg !33
  %.213 = shl i32 %.212, 2, !dbg !33
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.16), !dbg !33
  %t46 = select i1 %.210, i32 %.214, i32 %.16, !dbg !33
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
  %.282 = and i64 %t14, 31, !dbg !33
  %.284 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !33
  br i1 %t65, label %b11, label %b12, !dbg !35

b11:                                              ; preds = %b10
  %24 = and i32 %.284, 1431655765, !dbg !36
  %.286 = zext i32 %24 to i64, !dbg !36
  %25 = shl nuw nsw i64 1, %.282, !dbg !36
  %26 = and i64 %25, %.286, !dbg !36
  %.289.not = icmp eq i64 %26, 0, !dbg !36
  %.291 = trunc i64 %.282 to i32, !dbg !36
  %.292 = select i1 %.289.not, i32 %.18, i32 %.291, !dbg !36
  %.293 = shl i32 %.292, 2, !dbg !36
  %.294 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.293, i32 %.16), !dbg !36
  %t66 = select i1 %.289.not, i32 %.16, i32 %.294, !dbg !36
  %.296 = zext i32 %.18 to i64, !dbg !37
  %.297 = sub nsw i64 %.296, %t14, !dbg !37
  %.298 = icmp ult i64 %.297, 32, !dbg !37
  %.299 = icmp ult i32 %.17, 32, !dbg !37
  %.300 = and i1 %.299, %.298, !dbg !37
  %.304 = and i64 %.297, 31, !dbg !37
  %27 = shl nuw nsw i64 1, %.304, !dbg !37
  %28 = and i64 %27, %.286, !dbg !37
  %.306 = icmp ne i64 %28, 0, !dbg !37
  %.307 = and i1 %.300, %.306, !dbg !37
  %.308 = trunc i64 %.297 to i32, !dbg !37
  %.309 = select i1 %.307, i32 %.308, i32 %.18, !dbg !37
  %.310 = shl i32 %.309, 2, !dbg !37
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.310, i32 %.16), !dbg !37
  %t67 = select i1 %.307, i32 %.311, i32 %.16, !dbg !37
  %.314 = add nsw i64 %.296, %t14, !dbg !38
  %.315 = icmp ult i64 %.314, 32, !dbg !38
  %.317 = and i1 %.299, %.315, !dbg !38
  %.321 = and i64 %.314, 31, !dbg !38
  %29 = shl nuw nsw i64 1, %.321, !dbg !38
  %30 = and i64 %29, %.286, !dbg !38
  %.323 = icmp ne i64 %30, 0, !dbg !38
  %.324 = and i1 %.317, %.323, !dbg !38
  %.325 = trunc i64 %.314 to i32, !dbg !38
  %.326 = select i1 %.324, i32 %.325, i32 %.18, !dbg !38
  %.327 = shl i32 %.326, 2, !dbg !38
  %.328 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.327, i32 %.16), !dbg !38
  %t68 = select i1 %.324, i32 %.328, i32 %.16, !dbg !38
  %.331 = xor i64 %.296, %t14, !dbg !39
  %.332 = icmp ult i64 %.331, 32, !dbg !39
  %.336 = and i64 %.331, 31, !dbg !39
  %31 = shl nuw nsw i64 1, %.336, !dbg !39
  %32 = and i64 %31, %.286, !dbg !39
  %.338 = icmp ne i64 %32, 0, !dbg !39
  %.339 = and i1 %.332, %.338, !dbg !39
  %.340 = trunc i64 %.331 to i32, !dbg !39
  %.341 = select i1 %.339, i32 %.340, i32 %.18, !dbg !39
  %.342 = shl i32 %.341, 2, !dbg !39
  %.343 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.342, i32 %.16), !dbg !39
  %t69 = select i1 %.339, i32 %.343, i32 %.16, !dbg !39
  store i32 %t66, ptr addrspace(1) %t17, align 4, !dbg !40
  %t71 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !41
  store i32 %t67, ptr addrspace(1) %t71, align 4, !dbg !41
  %t72 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !42
  store i32 %t68, ptr addrspace(1) %t72, align 4, !dbg !42
  %t73 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !43
  store i32 %t69, ptr addrspace(1) %t73, align 4, !dbg !43
  br label %b2, !dbg !43

b12:                                              ; preds = %b10
  %33 = and i32 %.284, -1431655766, !dbg !44
  %.350 = zext i32 %33 to i64, !dbg !44
  %34 = shl nuw nsw i64 1, %.282, !dbg !44
  %35 = and i64 %34, %.350, !dbg !44
  %.353.not = icmp eq i64 %35, 0, !dbg !44
  %.355 = trunc i64 %.282 to i32, !dbg !44
  %.356 = select i1 %.353.not, i32 %.18, i32 %.355, !dbg !44
  %.357 = shl i32 %.356, 2, !dbg !44
  %.358 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.357, i32 %.16), !dbg !44
  %t74 = select i1 %.353.not, i32 %.16, i32 %.358, !dbg !44
  %.360 = zext i32 %.18 to i64, !dbg !45
  %.361 = sub nsw i64 %.360, %t14, !dbg !45
  %.362 = icmp ult i64 %.361, 32, !dbg !45
  %.363 = icmp ult i32 %.17, 32, !dbg !45
  %.364 = and i1 %.363, %.362, !dbg !45
  %.368 = and i64 %.361, 31, !dbg !45
  %36 = shl nuw nsw i64 1, %.368, !dbg !45
  %37 = and i64 %36, %.350, !dbg !45
  %.370 = icmp ne i64 %37, 0, !dbg !45
  %.371 = and i1 %.364, %.370, !dbg !45
  %.372 = trunc i64 %.361 to i32, !dbg !45
  %.373 = select i1 %.371, i32 %.372, i32 %.18, !dbg !45
  %.374 = shl i32 %.373, 2, !dbg !45
  %.375 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.374, i32 %.16), !dbg !45
  %t75 = select i1 %.371, i32 %.375, i32 %.16, !dbg !45
  %.378 = add nsw i64 %.360, %t14, !dbg !46
  %.379 = icmp ult i64 %.378, 32, !dbg !46
  %.381 = and i1 %.363, %.379, !dbg !46
  %.385 = and i64 %.378, 31, !dbg !46
  %38 = shl nuw nsw i64 1, %.385, !dbg !46
  %39 = and i64 %38, %.350, !dbg !46
  %.387 = icmp ne i64 %39, 0, !dbg !46
  %.388 = and i1 %.381, %.387, !dbg !46
  %.389 = trunc i64 %.378 to i32, !dbg !46
  %.390 = select i1 %.388, i32 %.389, i32 %.18, !dbg !46
  %.391 = shl i32 %.390, 2, !dbg !46
  %.392 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.391, i32 %.16), !dbg !46
  %t76 = select i1 %.388, i32 %.392, i32 %.16, !dbg !46
  %.395 = xor i64 %.360, %t14, !dbg !47
  %.396 = icmp ult i64 %.395, 32, !dbg !47
  %.400 = and i64 %.395, 31, !dbg !47
  %40 = shl nuw nsw i64 1, %.400, !dbg !47
  %41 = and i64 %40, %.350, !dbg !47
  %.402 = icmp ne i64 %41, 0, !dbg !47
  %.403 = and i1 %.396, %.402, !dbg !47
  %.404 = trunc i64 %.395 to i32, !dbg !47
  %.405 = select i1 %.403, i32 %.404, i32 %.18, !dbg !47
  %.406 = shl i32 %.405, 2, !dbg !47
  %.407 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.406, i32 %.16), !dbg !47
  %t77 = select i1 %.403, i32 %.407, i32 %.16, !dbg !47
  store i32 %t74, ptr addrspace(1) %t17, align 4, !dbg !48
  %t79 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !49
  store i32 %t75, ptr addrspace(1) %t79, align 4, !dbg !49
  %t80 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !50
  store i32 %t76, ptr addrspace(1) %t80, align 4, !dbg !50
  %t81 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !51
  store i32 %t77, ptr addrspace(1) %t81, align 4, !dbg !51
  br label %b2, !dbg !51

b14:                                              ; preds = %entry
  store i32 %.16, ptr addrspace(1) %t17, align 4, !dbg !52
  %t84 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !53
  store i32 %.16, ptr addrspace(1) %t84, align 4, !dbg !53
  %t85 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !54
  store i32 %.16, ptr addrspace(1) %t85, align 4, !dbg !54
  %t86 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !55
  store i32 %.16, ptr addrspace(1) %t86, align 4, !dbg !55
  %t87 = and i64 %t19, 8, !dbg !56
  %t88 = icmp eq i64 %t87, 0, !dbg !57
  br i1 %t88, label %b15, label %b2, !dbg !57

b15:                                              ; preds = %b14
  %.410 = and i64 %t19, 56, !dbg !58
  %.411 = shl nuw i64 255, %.410, !dbg !58
  %t90 = select i1 %.20, i64 0, i64 %.411, !dbg !58
  %.414 = and i64 %t14, 31, !dbg !59
  %.416 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !59
  %.417 = zext i32 %.416 to i64, !dbg !59
  %.418 = and i64 %t90, %.417, !dbg !59
  %42 = shl nuw nsw i64 1, %.414, !dbg !59
  %43 = and i64 %.418, %42, !dbg !59
  %.421.not = icmp eq i64 %43, 0, !dbg !59
  %.423 = trunc i64 %.414 to i32, !dbg !59
  %.424 = select i1 %.421.not, i32 %.18, i32 %.423, !dbg !59
  %.425 = shl i32 %.424, 2, !dbg !59
  %.426 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.425, i32 %.16), !dbg !59
  %t91 = select i1 %.421.not, i32 %.16, i32 %.426, !dbg !59
  %.428 = zext i32 %.18 to i64, !dbg !60
  %.429 = sub nsw i64 %.428, %t14, !dbg !60
  %.430 = icmp ult i64 %.429, 32, !dbg !60
  %.431 = icmp ult i32 %.17, 32, !dbg !60
  %.432 = and i1 %.431, %.430, !dbg !60
  %.436 = and i64 %.429, 31, !dbg !60
  %44 = shl nuw nsw i64 1, %.436, !dbg !60
  %45 = and i64 %.418, %44, !dbg !60
  %.438 = icmp ne i64 %45, 0, !dbg !60
  %.439 = and i1 %.432, %.438, !dbg !60
  %.440 = trunc i64 %.429 to i32, !dbg !60
  %.441 = select i1 %.439, i32 %.440, i32 %.18, !dbg !60
  %.442 = shl i32 %.441, 2, !dbg !60
  %.443 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.442, i32 %.16), !dbg !60
  %t92 = select i1 %.439, i32 %.443, i32 %.16, !dbg !60
  %.446 = add nsw i64 %.428, %t14, !dbg !61
  %.447 = icmp ult i64 %.446, 32, !dbg !61
  %.449 = and i1 %.431, %.447, !dbg !61
  %.453 = and i64 %.446, 31, !dbg !61
  %46 = shl nuw nsw i64 1, %.453, !dbg !61
  %47 = and i64 %.418, %46, !dbg !61
  %.455 = icmp ne i64 %47, 0, !dbg !61
  %.456 = and i1 %.449, %.455, !dbg !61
  %.457 = trunc i64 %.446 to i32, !dbg !61
  %.458 = select i1 %.456, i32 %.457, i32 %.18, !dbg !61
  %.459 = shl i32 %.458, 2, !dbg !61
  %.460 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.459, i32 %.16), !dbg !61
  %t93 = select i1 %.456, i32 %.460, i32 %.16, !dbg !61
  %.463 = xor i64 %.428, %t14, !dbg !62
  %.464 = icmp ult i64 %.463, 32, !dbg !62
  %.468 = and i64 %.463, 31, !dbg !62
  %48 = shl nuw nsw i64 1, %.468, !dbg !62
  %49 = and i64 %.418, %48, !dbg !62
  %.470 = icmp ne i64 %49, 0, !dbg !62
  %.471 = and i1 %.464, %.470, !dbg !62
  %.472 = trunc i64 %.463 to i32, !dbg !62
  %.473 = select i1 %.471, i32 %.472, i32 %.18, !dbg !62
  %.474 = shl i32 %.473, 2, !dbg !62
  %.475 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.474, i32 %.16), !dbg !62
  %t94 = select i1 %.471, i32 %.475, i32 %.16, !dbg !62
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
  %t19 = sext i32 %.18 to i64, !dbg !74
  %.20 = icmp ugt i32 %.18, 63, !dbg !75
  %.21 = and i64 %t19, 48, !dbg !75
  %.22 = shl nuw i64 65535, %.21, !dbg !75
  %t21 = select i1 %.20, i64 0, i64 %.22, !dbg !75
  switch i32 %a9, label %b2 [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b6
    i32 3, label %b10
    i32 4, label %b14
  ], !dbg !76

b1:                                               ; preds = %entry
  %.25 = and i64 %t14, 31, !dbg !77
  %.27 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !77
  %.28 = zext i32 %.27 to i64, !dbg !77
  %0 = shl nuw nsw i64 1, %.25, !dbg !77
  %1 = and i64 %0, %.28, !dbg !77
  %.32.not = icmp eq i64 %1, 0, !dbg !77
  %.34 = trunc i64 %.25 to i32, !dbg !77
  %.35 = select i1 %.32.not, i32 %.18, i32 %.34, !dbg !77
  %.36 = shl i32 %.35, 2, !dbg !77
  %.37 = bitcast double %.16 to i64, !dbg !77
  %.38 = trunc i64 %.37 to i32, !dbg !77
  %.39 = lshr i64 %.37, 32, !dbg !77
  %.40 = trunc i64 %.39 to i32, !dbg !77
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36, i32 %.38), !dbg !77
  %.42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36, i32 %.40), !dbg !77
  %.43 = zext i32 %.41 to i64, !dbg !77
  %.44 = zext i32 %.42 to i64, !dbg !77
  %.45 = shl nuw i64 %.44, 32, !dbg !77
  %.46 = or i64 %.45, %.43, !dbg !77
  %.47 = bitcast i64 %.46 to double, !dbg !77
  %t23 = select i1 %.32.not, double %.16, double %.47, !dbg !77
  %.49 = zext i32 %.18 to i64, !dbg !78
  %.50 = sub nsw i64 %.49, %t14, !dbg !78
  %.51 = icmp ult i64 %.50, 32, !dbg !78
  %.52 = icmp ult i32 %.17, 32, !dbg !78
  %.53 = and i1 %.52, %.51, !dbg !78
  %.57 = and i64 %.50, 31, !dbg !78
  %2 = shl nuw nsw i64 1, %.57, !dbg !78
  %3 = and i64 %2, %.28, !dbg !78
  %.59 = icmp ne i64 %3, 0, !dbg !78
  %.60 = and i1 %.53, %.59, !dbg !78
  %.61 = trunc i64 %.50 to i32, !dbg !78
  %.62 = select i1 %.60, i32 %.61, i32 %.18, !dbg !78
  %.63 = shl i32 %.62, 2, !dbg !78
  %.68 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.63, i32 %.38), !dbg !78
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.63, i32 %.40), !dbg !78
  %.70 = zext i32 %.68 to i64, !dbg !78
  %.71 = zext i32 %.69 to i64, !dbg !78
  %.72 = shl nuw i64 %.71, 32, !dbg !78
  %.73 = or i64 %.72, %.70, !dbg !78
  %.74 = bitcast i64 %.73 to double, !dbg !78
  %t24 = select i1 %.60, double %.74, double %.16, !dbg !78
  %.77 = add nsw i64 %.49, %t14, !dbg !79
  %.78 = icmp ult i64 %.77, 32, !dbg !79
  %.80 = and i1 %.52, %.78, !dbg !79
  %.84 = and i64 %.77, 31, !dbg !79
  %4 = shl nuw nsw i64 1, %.84, !dbg !79
  %5 = and i64 %4, %.28, !dbg !79
  %.86 = icmp ne i64 %5, 0, !dbg !79
  %.87 = and i1 %.80, %.86, !dbg !79
  %.88 = trunc i64 %.77 to i32, !dbg !79
  %.89 = select i1 %.87, i32 %.88, i32 %.18, !dbg !79
  %.90 = shl i32 %.89, 2, !dbg !79
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.90, i32 %.38), !dbg !79
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.90, i32 %.40), !dbg !79
  %.97 = zext i32 %.95 to i64, !dbg !79
  %.98 = zext i32 %.96 to i64, !dbg !79
  %.99 = shl nuw i64 %.98, 32, !dbg !79
  %.100 = or i64 %.99, %.97, !dbg !79
  %.101 = bitcast i64 %.100 to double, !dbg !79
  %t25 = select i1 %.87, double %.101, double %.16, !dbg !79
  %.104 = xor i64 %.49, %t14, !dbg !80
  %.105 = icmp ult i64 %.104, 32, !dbg !80
  %.109 = and i64 %.104, 31, !dbg !80
  %6 = shl nuw nsw i64 1, %.109, !dbg !80
  %7 = and i64 %6, %.28, !dbg !80
  %.111 = icmp ne i64 %7, 0, !dbg !80
  %.112 = and i1 %.105, %.111, !dbg !80
  %.113 = trunc i64 %.104 to i32, !dbg !80
  %.114 = select i1 %.112, i32 %.113, i32 %.18, !dbg !80
  %.115 = shl i32 %.114, 2, !dbg !80
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.38), !dbg !80
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.40), !dbg !80
  %.122 = zext i32 %.120 to i64, !dbg !80
  %.123 = zext i32 %.121 to i64, !dbg !80
  %.124 = shl nuw i64 %.123, 32, !dbg !80
  %.125 = or i64 %.124, %.122, !dbg !80
  %.126 = bitcast i64 %.125 to double, !dbg !80
  %t26 = select i1 %.112, double %.126, double %.16, !dbg !80
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
  %.129 = and i64 %t14, 31, !dbg !85
  %.131 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !85
  %.132 = zext i32 %.131 to i64, !dbg !85
  %.133 = and i64 %t21, %.132, !dbg !85
  %8 = shl nuw nsw i64 1, %.129, !dbg !85
  %9 = and i64 %.133, %8, !dbg !85
  %.136.not = icmp eq i64 %9, 0, !dbg !85
  %.138 = trunc i64 %.129 to i32, !dbg !85
  %.139 = select i1 %.136.not, i32 %.18, i32 %.138, !dbg !85
  %.140 = shl i32 %.139, 2, !dbg !85
  %.141 = bitcast double %.16 to i64, !dbg !85
  %.142 = trunc i64 %.141 to i32, !dbg !85
  %.143 = lshr i64 %.141, 32, !dbg !85
  %.144 = trunc i64 %.143 to i32, !dbg !85
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.140, i32 %.142), !dbg !85
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.140, i32 %.144), !dbg !85
  %.147 = zext i32 %.145 to i64, !dbg !85
  %.148 = zext i32 %.146 to i64, !dbg !85
  %.149 = shl nuw i64 %.148, 32, !dbg !85
  %.150 = or i64 %.149, %.147, !dbg !85
  %.151 = bitcast i64 %.150 to double, !dbg !85
  %t32 = select i1 %.136.not, double %.16, double %.151, !dbg !85
  %.153 = zext i32 %.18 to i64, !dbg !86
  %.154 = sub nsw i64 %.153, %t14, !dbg !86
  %.155 = icmp ult i64 %.154, 32, !dbg !86
  %.156 = icmp ult i32 %.17, 32, !dbg !86
  %.157 = and i1 %.156, %.155, !dbg !86
  %.161 = and i64 %.154, 31, !dbg !86
  %10 = shl nuw nsw i64 1, %.161, !dbg !86
  %11 = and i64 %.133, %10, !dbg !86
  %.163 = icmp ne i64 %11, 0, !dbg !86
  %.164 = and i1 %.157, %.163, !dbg !86
  %.165 = trunc i64 %.154 to i32, !dbg !86
  %.166 = select i1 %.164, i32 %.165, i32 %.18, !dbg !86
  %.167 = shl i32 %.166, 2, !dbg !86
  %.172 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.142), !dbg !86
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.144), !dbg !86
  %.174 = zext i32 %.172 to i64, !dbg !86
  %.175 = zext i32 %.173 to i64, !dbg !86
  %.176 = shl nuw i64 %.175, 32, !dbg !86
  %.177 = or i64 %.176, %.174, !dbg !86
  %.178 = bitcast i64 %.177 to double, !dbg !86
  %t33 = select i1 %.164, double %.178, double %.16, !dbg !86
  %.181 = add nsw i64 %.153, %t14, !dbg !87
  %.182 = icmp ult i64 %.181, 32, !dbg !87
  %.184 = and i1 %.156, %.182, !dbg !87
  %.188 = and i64 %.181, 31, !dbg !87
  %12 = shl nuw nsw i64 1, %.188, !dbg !87
  %13 = and i64 %.133, %12, !dbg !87
  %.190 = icmp ne i64 %13, 0, !dbg !87
  %.191 = and i1 %.184, %.190, !dbg !87
  %.192 = trunc i64 %.181 to i32, !dbg !87
  %.193 = select i1 %.191, i32 %.192, i32 %.18, !dbg !87
  %.194 = shl i32 %.193, 2, !dbg !87
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.194, i32 %.142), !dbg !87
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.194, i32 %.144), !dbg !87
  %.201 = zext i32 %.199 to i64, !dbg !87
  %.202 = zext i32 %.200 to i64, !dbg !87
  %.203 = shl nuw i64 %.202, 32, !dbg !87
  %.204 = or i64 %.203, %.201, !dbg !87
  %.205 = bitcast i64 %.204 to double, !dbg !87
  %t34 = select i1 %.191, double %.205, double %.16, !dbg !87
  %.208 = xor i64 %.153, %t14, !dbg !88
  %.209 = icmp ult i64 %.208, 32, !dbg !88
  %.213 = and i64 %.208, 31, !dbg !88
  %14 = shl nuw nsw i64 1, %.213, !dbg !88
  %15 = and i64 %.133, %14, !dbg !88
  %.215 = icmp ne i64 %15, 0, !dbg !88
  %.216 = and i1 %.209, %.215, !dbg !88
  %.217 = trunc i64 %.208 to i32, !dbg !88
  %.218 = select i1 %.216, i32 %.217, i32 %.18, !dbg !88
  %.219 = shl i32 %.218, 2, !dbg !88
  %.224 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.142), !dbg !88
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.144), !dbg !88
  %.226 = zext i32 %.224 to i64, !dbg !88
  %.227 = zext i32 %.225 to i64, !dbg !88
  %.228 = shl nuw i64 %.227, 32, !dbg !88
  %.229 = or i64 %.228, %.226, !dbg !88
  %.230 = bitcast i64 %.229 to double, !dbg !88
  %t35 = select i1 %.216, double %.230, double %.16, !dbg !88
  store double %t32, ptr addrspace(1) %t17, align 8, !dbg !89
  %t37 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !90
  store double %t33, ptr addrspace(1) %t37, align 8, !dbg !90
  %t38 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !91
  store double %t34, ptr addrspace(1) %t38, align 8, !dbg !91
  %t39 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !92
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !92
  br label %b2, !dbg !92

b6:                                               ; preds = %entry
  %.233 = and i64 %t14, 31, !dbg !93
  %.235 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !93
  %.236 = zext i32 %.235 to i64, !dbg !93
  %.237 = and i64 %t21, %.236, !dbg !93
  %16 = shl nuw nsw i64 1, %.233, !dbg !93
  %17 = and i64 %.237, %16, !dbg !93
  %.240.not = icmp eq i64 %17, 0, !dbg !93
  %.242 = trunc i64 %.233 to i32, !dbg !93
  %.243 = select i1 %.240.not, i32 %.18, i32 %.242, !dbg !93
  %.244 = shl i32 %.243, 2, !dbg !93
  %.245 = bitcast double %.16 to i64, !dbg !93
  %.246 = trunc i64 %.245 to i32, !dbg !93
  %.247 = lshr i64 %.245, 32, !dbg !93
  %.248 = trunc i64 %.247 to i32, !dbg !93
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.244, i32 %.246), !dbg !93
  %.250 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.244, i32 %.248), !dbg !93
  %.251 = zext i32 %.249 to i64, !dbg !93
  %.252 = zext i32 %.250 to i64, !dbg !93
  %.253 = shl nuw i64 %.252, 32, !dbg !93
  %.254 = or i64 %.253, %.251, !dbg !93
  %.255 = bitcast i64 %.254 to double, !dbg !93
  %t43 = select i1 %.240.not, double %.16, double %.255, !dbg !93
  %.257 = zext i32 %.18 to i64, !dbg !93
  %.258 = sub nsw i64 %.257, %t14, !dbg !93
  %.259 = icmp ult i64 %.258, 32, !dbg !93
  %.260 = icmp ult i32 %.17, 32, !dbg !93
  %.261 = and i1 %.260, %.259, !dbg !93
  %.265 = and i64 %.258, 31, !dbg !93
  %18 = shl nuw nsw i64 1, %.265, !dbg !93
  %19 = and i64 %.237, %18, !dbg !93
  %.267 = icmp ne i64 %19, 0, !dbg !93
  %.268 = and i1 %.261, %.267, !dbg !93
  %.269 = trunc i64 %.258 to i32, !dbg !93
  %.270 = select i1 %.268, i32 %.269, i32 %.18, !dbg !93
  %.271 = shl i32 %.270, 2, !dbg !93
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.271, i32 %.246), !dbg !93
  %.277 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.271, i32 %.248), !dbg !93
  %.278 = zext i32 %.276 to i64, !dbg !93
  %.279 = zext i32 %.277 to i64, !dbg !93
  %.280 = shl nuw i64 %.279, 32, !dbg !93
  %.281 = or i64 %.280, %.278, !dbg !93
  %.282 = bitcast i64 %.281 to double, !dbg !93
  %t44 = select i1 %.268, double %.282, double %.16, !dbg !93
  %.285 = add nsw i64 %.257, %t14, !dbg !93
  %.286 = icmp ult i64 %.285, 32, !dbg !93
  %.288 = and i1 %.260, %.286, !dbg !93
  %.292 = and i64 %.285, 31, !dbg !93
  %20 = shl nuw nsw i64 1, %.292, !dbg !93
  %21 = and i64 %.237, %20, !dbg !93
  %.294 = icmp ne i64 %21, 0, !dbg !93
  %.295 = and i1 %.288, %.294, !dbg !93
  %.296 = trunc i64 %.285 to i32, !dbg !93
  %.297 = select i1 %.295, i32 %.296, i32 %.18, !dbg !93
  %.298 = shl i32 %.297, 2, !dbg !93
  %.303 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.298, i32 %.246), !dbg !93
  %.304 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.298, i32 %.248), !dbg !93
  %.305 = zext i32 %.303 to i64, !dbg !93
  %.306 = zext i32 %.304 to i64, !dbg !93
  %.307 = shl nuw i64 %.306, 32, !dbg !93
  %.308 = or i64 %.307, %.305, !dbg !93
  %.309 = bitcast i64 %.308 to double, !dbg !93
  %t45 = select i1 %.295, double %.309, double %.16, !dbg !93
  %.312 = xor i64 %.257, %t14, !dbg !93
  %.313 = icmp ult i64 %.312, 32, !dbg !93
  %.317 = and i64 %.312, 31, !dbg !93
  %22 = shl nuw nsw i64 1, %.317, !dbg !93
  %23 = and i64 %.237, %22, !dbg !93
  %.319 = icmp ne i64 %23, 0, !dbg !93
  %.320 = and i1 %.313, %.319, !dbg !93
  %.321 = trunc i64 %.312 to i32, !dbg !93
  %.322 = select i1 %.320, i32 %.321, i32 %.18, !dbg !93
  %.323 = shl i32 %.322, 2, !dbg !93
  %.328 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.323, i32 %.246), !dbg !93
  %.329 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.323, i32 %.248), !dbg !93
  %.330 = zext i32 %.328 to i64, !dbg !93
  %.331 = zext i32 %.329 to i64, !dbg !93
  %.332 = shl nuw i64 %.331, 32, !dbg !93
  %.333 = or i64 %.332, %.330, !dbg !93
  %.334 = bitcast i64 %.333 to double, !dbg !93
  %t46 = select i1 %.320, double %.334, double %.16, !dbg !93
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
  %.442 = and i64 %t14, 31, !dbg !93
  %.444 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !93
  br i1 %t65, label %b11, label %b12, !dbg !95

b11:                                              ; preds = %b10
  %24 = and i32 %.444, 1431655765, !dbg !96
  %.446 = zext i32 %24 to i64, !dbg !96
  %25 = shl nuw nsw i64 1, %.442, !dbg !96
  %26 = and i64 %25, %.446, !dbg !96
  %.449.not = icmp eq i64 %26, 0, !dbg !96
  %.451 = trunc i64 %.442 to i32, !dbg !96
  %.452 = select i1 %.449.not, i32 %.18, i32 %.451, !dbg !96
  %.453 = shl i32 %.452, 2, !dbg !96
  %.454 = bitcast double %.16 to i64, !dbg !96
  %.455 = trunc i64 %.454 to i32, !dbg !96
  %.456 = lshr i64 %.454, 32, !dbg !96
  %.457 = trunc i64 %.456 to i32, !dbg !96
  %.458 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.453, i32 %.455), !dbg !96
  %.459 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.453, i32 %.457), !dbg !96
  %.460 = zext i32 %.458 to i64, !dbg !96
  %.461 = zext i32 %.459 to i64, !dbg !96
  %.462 = shl nuw i64 %.461, 32, !dbg !96
  %.463 = or i64 %.462, %.460, !dbg !96
  %.464 = bitcast i64 %.463 to double, !dbg !96
  %t66 = select i1 %.449.not, double %.16, double %.464, !dbg !96
  %.466 = zext i32 %.18 to i64, !dbg !97
  %.467 = sub nsw i64 %.466, %t14, !dbg !97
  %.468 = icmp ult i64 %.467, 32, !dbg !97
  %.469 = icmp ult i32 %.17, 32, !dbg !97
  %.470 = and i1 %.469, %.468, !dbg !97
  %.474 = and i64 %.467, 31, !dbg !97
  %27 = shl nuw nsw i64 1, %.474, !dbg !97
  %28 = and i64 %27, %.446, !dbg !97
  %.476 = icmp ne i64 %28, 0, !dbg !97
  %.477 = and i1 %.470, %.476, !dbg !97
  %.478 = trunc i64 %.467 to i32, !dbg !97
  %.479 = select i1 %.477, i32 %.478, i32 %.18, !dbg !97
  %.480 = shl i32 %.479, 2, !dbg !97
  %.485 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.480, i32 %.455), !dbg !97
  %.486 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.480, i32 %.457), !dbg !97
  %.487 = zext i32 %.485 to i64, !dbg !97
  %.488 = zext i32 %.486 to i64, !dbg !97
  %.489 = shl nuw i64 %.488, 32, !dbg !97
  %.490 = or i64 %.489, %.487, !dbg !97
  %.491 = bitcast i64 %.490 to double, !dbg !97
  %t67 = select i1 %.477, double %.491, double %.16, !dbg !97
  %.494 = add nsw i64 %.466, %t14, !dbg !98
  %.495 = icmp ult i64 %.494, 32, !dbg !98
  %.497 = and i1 %.469, %.495, !dbg !98
  %.501 = and i64 %.494, 31, !dbg !98
  %29 = shl nuw nsw i64 1, %.501, !dbg !98
  %30 = and i64 %29, %.446, !dbg !98
  %.503 = icmp ne i64 %30, 0, !dbg !98
  %.504 = and i1 %.497, %.503, !dbg !98
  %.505 = trunc i64 %.494 to i32, !dbg !98
  %.506 = select i1 %.504, i32 %.505, i32 %.18, !dbg !98
  %.507 = shl i32 %.506, 2, !dbg !98
  %.512 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.507, i32 %.455), !dbg !98
  %.513 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.507, i32 %.457), !dbg !98
  %.514 = zext i32 %.512 to i64, !dbg !98
  %.515 = zext i32 %.513 to i64, !dbg !98
  %.516 = shl nuw i64 %.515, 32, !dbg !98
  %.517 = or i64 %.516, %.514, !dbg !98
  %.518 = bitcast i64 %.517 to double, !dbg !98
  %t68 = select i1 %.504, double %.518, double %.16, !dbg !98
  %.521 = xor i64 %.466, %t14, !dbg !99
  %.522 = icmp ult i64 %.521, 32, !dbg !99
  %.526 = and i64 %.521, 31, !dbg !99
  %31 = shl nuw nsw i64 1, %.526, !dbg !99
  %32 = and i64 %31, %.446, !dbg !99
  %.528 = icmp ne i64 %32, 0, !dbg !99
  %.529 = and i1 %.522, %.528, !dbg !99
  %.530 = trunc i64 %.521 to i32, !dbg !99
  %.531 = select i1 %.529, i32 %.530, i32 %.18, !dbg !99
  %.532 = shl i32 %.531, 2, !dbg !99
  %.537 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.532, i32 %.455), !dbg !99
  %.538 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.532, i32 %.457), !dbg !99
  %.539 = zext i32 %.537 to i64, !dbg !99
  %.540 = zext i32 %.538 to i64, !dbg !99
  %.541 = shl nuw i64 %.540, 32, !dbg !99
  %.542 = or i64 %.541, %.539, !dbg !99
  %.543 = bitcast i64 %.542 to double, !dbg !99
  %t69 = select i1 %.529, double %.543, double %.16, !dbg !99
  store double %t66, ptr addrspace(1) %t17, align 8, !dbg !100
  %t71 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !101
  store double %t67, ptr addrspace(1) %t71, align 8, !dbg !101
  %t72 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !102
  store double %t68, ptr addrspace(1) %t72, align 8, !dbg !102
  %t73 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !103
  store double %t69, ptr addrspace(1) %t73, align 8, !dbg !103
  br label %b2, !dbg !103

b12:                                              ; preds = %b10
  %33 = and i32 %.444, -1431655766, !dbg !104
  %.550 = zext i32 %33 to i64, !dbg !104
  %34 = shl nuw nsw i64 1, %.442, !dbg !104
  %35 = and i64 %34, %.550, !dbg !104
  %.553.not = icmp eq i64 %35, 0, !dbg !104
  %.555 = trunc i64 %.442 to i32, !dbg !104
  %.556 = select i1 %.553.not, i32 %.18, i32 %.555, !dbg !104
  %.557 = shl i32 %.556, 2, !dbg !104
  %.558 = bitcast double %.16 to i64, !dbg !104
  %.559 = trunc i64 %.558 to i32, !dbg !104
  %.560 = lshr i64 %.558, 32, !dbg !104
  %.561 = trunc i64 %.560 to i32, !dbg !104
  %.562 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.557, i32 %.559), !dbg !104
  %.563 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.557, i32 %.561), !dbg !104
  %.564 = zext i32 %.562 to i64, !dbg !104
  %.565 = zext i32 %.563 to i64, !dbg !104
  %.566 = shl nuw i64 %.565, 32, !dbg !104
  %.567 = or i64 %.566, %.564, !dbg !104
  %.568 = bitcast i64 %.567 to double, !dbg !104
  %t74 = select i1 %.553.not, double %.16, double %.568, !dbg !104
  %.570 = zext i32 %.18 to i64, !dbg !105
  %.571 = sub nsw i64 %.570, %t14, !dbg !105
  %.572 = icmp ult i64 %.571, 32, !dbg !105
  %.573 = icmp ult i32 %.17, 32, !dbg !105
  %.574 = and i1 %.573, %.572, !dbg !105
  %.578 = and i64 %.571, 31, !dbg !105
  %36 = shl nuw nsw i64 1, %.578, !dbg !105
  %37 = and i64 %36, %.550, !dbg !105
  %.580 = icmp ne i64 %37, 0, !dbg !105
  %.581 = and i1 %.574, %.580, !dbg !105
  %.582 = trunc i64 %.571 to i32, !dbg !105
  %.583 = select i1 %.581, i32 %.582, i32 %.18, !dbg !105
  %.584 = shl i32 %.583, 2, !dbg !105
  %.589 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.584, i32 %.559), !dbg !105
  %.590 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.584, i32 %.561), !dbg !105
  %.591 = zext i32 %.589 to i64, !dbg !105
  %.592 = zext i32 %.590 to i64, !dbg !105
  %.593 = shl nuw i64 %.592, 32, !dbg !105
  %.594 = or i64 %.593, %.591, !dbg !105
  %.595 = bitcast i64 %.594 to double, !dbg !105
  %t75 = select i1 %.581, double %.595, double %.16, !dbg !105
  %.598 = add nsw i64 %.570, %t14, !dbg !106
  %.599 = icmp ult i64 %.598, 32, !dbg !106
  %.601 = and i1 %.573, %.599, !dbg !106
  %.605 = and i64 %.598, 31, !dbg !106
  %38 = shl nuw nsw i64 1, %.605, !dbg !106
  %39 = and i64 %38, %.550, !dbg !106
  %.607 = icmp ne i64 %39, 0, !dbg !106
  %.608 = and i1 %.601, %.607, !dbg !106
  %.609 = trunc i64 %.598 to i32, !dbg !106
  %.610 = select i1 %.608, i32 %.609, i32 %.18, !dbg !106
  %.611 = shl i32 %.610, 2, !dbg !106
  %.616 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.611, i32 %.559), !dbg !106
  %.617 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.611, i32 %.561), !dbg !106
  %.618 = zext i32 %.616 to i64, !dbg !106
  %.619 = zext i32 %.617 to i64, !dbg !106
  %.620 = shl nuw i64 %.619, 32, !dbg !106
  %.621 = or i64 %.620, %.618, !dbg !106
  %.622 = bitcast i64 %.621 to double, !dbg !106
  %t76 = select i1 %.608, double %.622, double %.16, !dbg !106
  %.625 = xor i64 %.570, %t14, !dbg !107
  %.626 = icmp ult i64 %.625, 32, !dbg !107
  %.630 = and i64 %.625, 31, !dbg !107
  %40 = shl nuw nsw i64 1, %.630, !dbg !107
  %41 = and i64 %40, %.550, !dbg !107
  %.632 = icmp ne i64 %41, 0, !dbg !107
  %.633 = and i1 %.626, %.632, !dbg !107
  %.634 = trunc i64 %.625 to i32, !dbg !107
  %.635 = select i1 %.633, i32 %.634, i32 %.18, !dbg !107
  %.636 = shl i32 %.635, 2, !dbg !107
  %.641 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.636, i32 %.559), !dbg !107
  %.642 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.636, i32 %.561), !dbg !107
  %.643 = zext i32 %.641 to i64, !dbg !107
  %.644 = zext i32 %.642 to i64, !dbg !107
  %.645 = shl nuw i64 %.644, 32, !dbg !107
  %.646 = or i64 %.645, %.643, !dbg !107
  %.647 = bitcast i64 %.646 to double, !dbg !107
  %t77 = select i1 %.633, double %.647, double %.16, !dbg !107
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
  %.650 = and i64 %t19, 56, !dbg !118
  %.651 = shl nuw i64 255, %.650, !dbg !118
  %t90 = select i1 %.20, i64 0, i64 %.651, !dbg !118
  %.654 = and i64 %t14, 31, !dbg !119
  %.656 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !119
  %.657 = zext i32 %.656 to i64, !dbg !119
  %.658 = and i64 %t90, %.657, !dbg !119
  %42 = shl nuw nsw i64 1, %.654, !dbg !119
  %43 = and i64 %.658, %42, !dbg !119
  %.661.not = icmp eq i64 %43, 0, !dbg !119
  %.663 = trunc i64 %.654 to i32, !dbg !119
  %.664 = select i1 %.661.not, i32 %.18, i32 %.663, !dbg !119
  %.665 = shl i32 %.664, 2, !dbg !119
  %.666 = bitcast double %.16 to i64, !dbg !119
  %.667 = trunc i64 %.666 to i32, !dbg !119
  %.668 = lshr i64 %.666, 32, !dbg !119
  %.669 = trunc i64 %.668 to i32, !dbg !119
  %.670 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.665, i32 %.667), !dbg !119
  %.671 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.665, i32 %.669), !dbg !119
  %.672 = zext i32 %.670 to i64, !dbg !119
  %.673 = zext i32 %.671 to i64, !dbg !119
  %.674 = shl nuw i64 %.673, 32, !dbg !119
  %.675 = or i64 %.674, %.672, !dbg !119
  %.676 = bitcast i64 %.675 to double, !dbg !119
  %t91 = select i1 %.661.not, double %.16, double %.676, !dbg !119
  %.678 = zext i32 %.18 to i64, !dbg !120
  %.679 = sub nsw i64 %.678, %t14, !dbg !120
  %.680 = icmp ult i64 %.679, 32, !dbg !120
  %.681 = icmp ult i32 %.17, 32, !dbg !120
  %.682 = and i1 %.681, %.680, !dbg !120
  %.686 = and i64 %.679, 31, !dbg !120
  %44 = shl nuw nsw i64 1, %.686, !dbg !120
  %45 = and i64 %.658, %44, !dbg !120
  %.688 = icmp ne i64 %45, 0, !dbg !120
  %.689 = and i1 %.682, %.688, !dbg !120
  %.690 = trunc i64 %.679 to i32, !dbg !120
  %.691 = select i1 %.689, i32 %.690, i32 %.18, !dbg !120
  %.692 = shl i32 %.691, 2, !dbg !120
  %.697 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.692, i32 %.667), !dbg !120
  %.698 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.692, i32 %.669), !dbg !120
  %.699 = zext i32 %.697 to i64, !dbg !120
  %.700 = zext i32 %.698 to i64, !dbg !120
  %.701 = shl nuw i64 %.700, 32, !dbg !120
  %.702 = or i64 %.701, %.699, !dbg !120
  %.703 = bitcast i64 %.702 to double, !dbg !120
  %t92 = select i1 %.689, double %.703, double %.16, !dbg !120
  %.706 = add nsw i64 %.678, %t14, !dbg !121
  %.707 = icmp ult i64 %.706, 32, !dbg !121
  %.709 = and i1 %.681, %.707, !dbg !121
  %.713 = and i64 %.706, 31, !dbg !121
  %46 = shl nuw nsw i64 1, %.713, !dbg !121
  %47 = and i64 %.658, %46, !dbg !121
  %.715 = icmp ne i64 %47, 0, !dbg !121
  %.716 = and i1 %.709, %.715, !dbg !121
  %.717 = trunc i64 %.706 to i32, !dbg !121
  %.718 = select i1 %.716, i32 %.717, i32 %.18, !dbg !121
  %.719 = shl i32 %.718, 2, !dbg !121
  %.724 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.719, i32 %.667), !dbg !121
  %.725 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.719, i32 %.669), !dbg !121
  %.726 = zext i32 %.724 to i64, !dbg !121
  %.727 = zext i32 %.725 to i64, !dbg !121
  %.728 = shl nuw i64 %.727, 32, !dbg !121
  %.729 = or i64 %.728, %.726, !dbg !121
  %.730 = bitcast i64 %.729 to double, !dbg !121
  %t93 = select i1 %.716, double %.730, double %.16, !dbg !121
  %.733 = xor i64 %.678, %t14, !dbg !122
  %.734 = icmp ult i64 %.733, 32, !dbg !122
  %.738 = and i64 %.733, 31, !dbg !122
  %48 = shl nuw nsw i64 1, %.738, !dbg !122
  %49 = and i64 %.658, %48, !dbg !122
  %.740 = icmp ne i64 %49, 0, !dbg !122
  %.741 = and i1 %.734, %.740, !dbg !122
  %.742 = trunc i64 %.733 to i32, !dbg !122
  %.743 = select i1 %.741, i32 %.742, i32 %.18, !dbg !122
  %.744 = shl i32 %.743, 2, !dbg !122
  %.749 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.744, i32 %.667), !dbg !122
  %.750 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.744, i32 %.669), !dbg !122
  %.751 = zext i32 %.749 to i64, !dbg !122
  %.752 = zext i32 %.750 to i64, !dbg !122
  %.753 = shl nuw i64 %.752, 32, !dbg !122
  %.754 = or i64 %.753, %.751, !dbg !122
  %.755 = bitcast i64 %.754 to double, !dbg !122
  %t94 = select i1 %.741, double %.755, double %.16, !dbg !122
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
  %t19 = sext i32 %.22 to i64, !dbg !134
  %.24 = icmp ugt i32 %.22, 63, !dbg !135
  %.25 = and i64 %t19, 48, !dbg !135
  %.26 = shl nuw i64 65535, %.25, !dbg !135
  %t21 = select i1 %.24, i64 0, i64 %.26, !dbg !135
  switch i32 %a9, label %b2 [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b6
    i32 3, label %b10
    i32 4, label %b14
  ], !dbg !136

b1:                                               ; preds = %entry
  %.29 = and i64 %t14, 31, !dbg !137
  %.31 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !137
  %.32 = zext i32 %.31 to i64, !dbg !137
  %0 = shl nuw nsw i64 1, %.29, !dbg !137
  %1 = and i64 %0, %.32, !dbg !137
  %.36.not = icmp eq i64 %1, 0, !dbg !137
  %.38 = trunc i64 %.29 to i32, !dbg !137
  %.39 = select i1 %.36.not, i32 %.22, i32 %.38, !dbg !137
  %.40 = shl i32 %.39, 2, !dbg !137
  %.41 = bitcast double %.16 to i64, !dbg !137
  %.42 = trunc i64 %.41 to i32, !dbg !137
  %.43 = lshr i64 %.41, 32, !dbg !137
  %.44 = trunc i64 %.43 to i32, !dbg !137
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.42), !dbg !137
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.44), !dbg !137
  %.47 = zext i32 %.45 to i64, !dbg !137
  %.48 = zext i32 %.46 to i64, !dbg !137
  %.49 = shl nuw i64 %.48, 32, !dbg !137
  %.50 = or i64 %.49, %.47, !dbg !137
  %.51 = bitcast i64 %.50 to double, !dbg !137
  %t25 = select i1 %.36.not, double %.16, double %.51, !dbg !137
  %.66 = bitcast double %.19 to i64, !dbg !137
  %.67 = trunc i64 %.66 to i32, !dbg !137
  %.68 = lshr i64 %.66, 32, !dbg !137
  %.69 = trunc i64 %.68 to i32, !dbg !137
  %.70 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.67), !dbg !137
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.69), !dbg !137
  %.72 = zext i32 %.70 to i64, !dbg !137
  %.73 = zext i32 %.71 to i64, !dbg !137
  %.74 = shl nuw i64 %.73, 32, !dbg !137
  %.75 = or i64 %.74, %.72, !dbg !137
  %.76 = bitcast i64 %.75 to double, !dbg !137
  %t26 = select i1 %.36.not, double %.19, double %.76, !dbg !137
  %.78 = zext i32 %.22 to i64, !dbg !138
  %.79 = sub nsw i64 %.78, %t14, !dbg !138
  %.80 = icmp ult i64 %.79, 32, !dbg !138
  %.81 = icmp ult i32 %.21, 32, !dbg !138
  %.82 = and i1 %.81, %.80, !dbg !138
  %.86 = and i64 %.79, 31, !dbg !138
  %2 = shl nuw nsw i64 1, %.86, !dbg !138
  %3 = and i64 %2, %.32, !dbg !138
  %.88 = icmp ne i64 %3, 0, !dbg !138
  %.89 = and i1 %.82, %.88, !dbg !138
  %.90 = trunc i64 %.79 to i32, !dbg !138
  %.91 = select i1 %.89, i32 %.90, i32 %.22, !dbg !138
  %.92 = shl i32 %.91, 2, !dbg !138
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.42), !dbg !138
  %.98 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.44), !dbg !138
  %.99 = zext i32 %.97 to i64, !dbg !138
  %.100 = zext i32 %.98 to i64, !dbg !138
  %.101 = shl nuw i64 %.100, 32, !dbg !138
  %.102 = or i64 %.101, %.99, !dbg !138
  %.103 = bitcast i64 %.102 to double, !dbg !138
  %t29 = select i1 %.89, double %.103, double %.16, !dbg !138
  %.124 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.67), !dbg !138
  %.125 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.69), !dbg !138
  %.126 = zext i32 %.124 to i64, !dbg !138
  %.127 = zext i32 %.125 to i64, !dbg !138
  %.128 = shl nuw i64 %.127, 32, !dbg !138
  %.129 = or i64 %.128, %.126, !dbg !138
  %.130 = bitcast i64 %.129 to double, !dbg !138
  %t30 = select i1 %.89, double %.130, double %.19, !dbg !138
  %.133 = add nsw i64 %.78, %t14, !dbg !139
  %.134 = icmp ult i64 %.133, 32, !dbg !139
  %.136 = and i1 %.81, %.134, !dbg !139
  %.140 = and i64 %.133, 31, !dbg !139
  %4 = shl nuw nsw i64 1, %.140, !dbg !139
  %5 = and i64 %4, %.32, !dbg !139
  %.142 = icmp ne i64 %5, 0, !dbg !139
  %.143 = and i1 %.136, %.142, !dbg !139
  %.144 = trunc i64 %.133 to i32, !dbg !139
  %.145 = select i1 %.143, i32 %.144, i32 %.22, !dbg !139
  %.146 = shl i32 %.145, 2, !dbg !139
  %.151 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.146, i32 %.42), !dbg !139
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.146, i32 %.44), !dbg !139
  %.153 = zext i32 %.151 to i64, !dbg !139
  %.154 = zext i32 %.152 to i64, !dbg !139
  %.155 = shl nuw i64 %.154, 32, !dbg !139
  %.156 = or i64 %.155, %.153, !dbg !139
  %.157 = bitcast i64 %.156 to double, !dbg !139
  %t33 = select i1 %.143, double %.157, double %.16, !dbg !139
  %.178 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.146, i32 %.67), !dbg !139
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.146, i32 %.69), !dbg !139
  %.180 = zext i32 %.178 to i64, !dbg !139
  %.181 = zext i32 %.179 to i64, !dbg !139
  %.182 = shl nuw i64 %.181, 32, !dbg !139
  %.183 = or i64 %.182, %.180, !dbg !139
  %.184 = bitcast i64 %.183 to double, !dbg !139
  %t34 = select i1 %.143, double %.184, double %.19, !dbg !139
  %.187 = xor i64 %.78, %t14, !dbg !140
  %.188 = icmp ult i64 %.187, 32, !dbg !140
  %.192 = and i64 %.187, 31, !dbg !140
  %6 = shl nuw nsw i64 1, %.192, !dbg !140
  %7 = and i64 %6, %.32, !dbg !140
  %.194 = icmp ne i64 %7, 0, !dbg !140
  %.195 = and i1 %.188, %.194, !dbg !140
  %.196 = trunc i64 %.187 to i32, !dbg !140
  %.197 = select i1 %.195, i32 %.196, i32 %.22, !dbg !140
  %.198 = shl i32 %.197, 2, !dbg !140
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.42), !dbg !140
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.44), !dbg !140
  %.205 = zext i32 %.203 to i64, !dbg !140
  %.206 = zext i32 %.204 to i64, !dbg !140
  %.207 = shl nuw i64 %.206, 32, !dbg !140
  %.208 = or i64 %.207, %.205, !dbg !140
  %.209 = bitcast i64 %.208 to double, !dbg !140
  %t37 = select i1 %.195, double %.209, double %.16, !dbg !140
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.67), !dbg !140
  %.229 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.69), !dbg !140
  %.230 = zext i32 %.228 to i64, !dbg !140
  %.231 = zext i32 %.229 to i64, !dbg !140
  %.232 = shl nuw i64 %.231, 32, !dbg !140
  %.233 = or i64 %.232, %.230, !dbg !140
  %.234 = bitcast i64 %.233 to double, !dbg !140
  %t38 = select i1 %.195, double %.234, double %.19, !dbg !140
  store double %t25, ptr addrspace(1) %t17, align 8, !dbg !141
  %.237 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !141
  store double %t26, ptr addrspace(1) %.237, align 8, !dbg !141
  %t42 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !142
  store double %t29, ptr addrspace(1) %t42, align 8, !dbg !142
  %.240 = getelementptr inbounds i8, ptr addrspace(1) %t42, i64 8, !dbg !142
  store double %t30, ptr addrspace(1) %.240, align 8, !dbg !142
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !143
  store double %t33, ptr addrspace(1) %t43, align 8, !dbg !143
  %.243 = getelementptr inbounds i8, ptr addrspace(1) %t43, i64 8, !dbg !143
  store double %t34, ptr addrspace(1) %.243, align 8, !dbg !143
  %t44 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !144
  store double %t37, ptr addrspace(1) %t44, align 8, !dbg !144
  %.246 = getelementptr inbounds i8, ptr addrspace(1) %t44, i64 8, !dbg !144
  store double %t38, ptr addrspace(1) %.246, align 8, !dbg !144
  br label %b2, !dbg !144

b2:                                               ; preds = %b6, %entry, %b15, %b14, %b12, %b11, %b4, %b1
  ret void, !dbg !144

b4:                                               ; preds = %entry
  %.249 = and i64 %t14, 31, !dbg !145
  %.251 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !145
  %.252 = zext i32 %.251 to i64, !dbg !145
  %.253 = and i64 %t21, %.252, !dbg !145
  %8 = shl nuw nsw i64 1, %.249, !dbg !145
  %9 = and i64 %.253, %8, !dbg !145
  %.256.not = icmp eq i64 %9, 0, !dbg !145
  %.258 = trunc i64 %.249 to i32, !dbg !145
  %.259 = select i1 %.256.not, i32 %.22, i32 %.258, !dbg !145
  %.260 = shl i32 %.259, 2, !dbg !145
  %.261 = bitcast double %.16 to i64, !dbg !145
  %.262 = trunc i64 %.261 to i32, !dbg !145
  %.263 = lshr i64 %.261, 32, !dbg !145
  %.264 = trunc i64 %.263 to i32, !dbg !145
  %.265 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.260, i32 %.262), !dbg !145
  %.266 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.260, i32 %.264), !dbg !145
  %.267 = zext i32 %.265 to i64, !dbg !145
  %.268 = zext i32 %.266 to i64, !dbg !145
  %.269 = shl nuw i64 %.268, 32, !dbg !145
  %.270 = or i64 %.269, %.267, !dbg !145
  %.271 = bitcast i64 %.270 to double, !dbg !145
  %t48 = select i1 %.256.not, double %.16, double %.271, !dbg !145
  %.286 = bitcast double %.19 to i64, !dbg !145
  %.287 = trunc i64 %.286 to i32, !dbg !145
  %.288 = lshr i64 %.286, 32, !dbg !145
  %.289 = trunc i64 %.288 to i32, !dbg !145
  %.290 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.260, i32 %.287), !dbg !145
  %.291 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.260, i32 %.289), !dbg !145
  %.292 = zext i32 %.290 to i64, !dbg !145
  %.293 = zext i32 %.291 to i64, !dbg !145
  %.294 = shl nuw i64 %.293, 32, !dbg !145
  %.295 = or i64 %.294, %.292, !dbg !145
  %.296 = bitcast i64 %.295 to double, !dbg !145
  %t49 = select i1 %.256.not, double %.19, double %.296, !dbg !145
  %.298 = zext i32 %.22 to i64, !dbg !146
  %.299 = sub nsw i64 %.298, %t14, !dbg !146
  %.300 = icmp ult i64 %.299, 32, !dbg !146
  %.301 = icmp ult i32 %.21, 32, !dbg !146
  %.302 = and i1 %.301, %.300, !dbg !146
  %.306 = and i64 %.299, 31, !dbg !146
  %10 = shl nuw nsw i64 1, %.306, !dbg !146
  %11 = and i64 %.253, %10, !dbg !146
  %.308 = icmp ne i64 %11, 0, !dbg !146
  %.309 = and i1 %.302, %.308, !dbg !146
  %.310 = trunc i64 %.299 to i32, !dbg !146
  %.311 = select i1 %.309, i32 %.310, i32 %.22, !dbg !146
  %.312 = shl i32 %.311, 2, !dbg !146
  %.317 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.262), !dbg !146
  %.318 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.264), !dbg !146
  %.319 = zext i32 %.317 to i64, !dbg !146
  %.320 = zext i32 %.318 to i64, !dbg !146
  %.321 = shl nuw i64 %.320, 32, !dbg !146
  %.322 = or i64 %.321, %.319, !dbg !146
  %.323 = bitcast i64 %.322 to double, !dbg !146
  %t52 = select i1 %.309, double %.323, double %.16, !dbg !146
  %.344 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.287), !dbg !146
  %.345 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.289), !dbg !146
  %.346 = zext i32 %.344 to i64, !dbg !146
  %.347 = zext i32 %.345 to i64, !dbg !146
  %.348 = shl nuw i64 %.347, 32, !dbg !146
  %.349 = or i64 %.348, %.346, !dbg !146
  %.350 = bitcast i64 %.349 to double, !dbg !146
  %t53 = select i1 %.309, double %.350, double %.19, !dbg !146
  %.353 = add nsw i64 %.298, %t14, !dbg !147
  %.354 = icmp ult i64 %.353, 32, !dbg !147
  %.356 = and i1 %.301, %.354, !dbg !147
  %.360 = and i64 %.353, 31, !dbg !147
  %12 = shl nuw nsw i64 1, %.360, !dbg !147
  %13 = and i64 %.253, %12, !dbg !147
  %.362 = icmp ne i64 %13, 0, !dbg !147
  %.363 = and i1 %.356, %.362, !dbg !147
  %.364 = trunc i64 %.353 to i32, !dbg !147
  %.365 = select i1 %.363, i32 %.364, i32 %.22, !dbg !147
  %.366 = shl i32 %.365, 2, !dbg !147
  %.371 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.366, i32 %.262), !dbg !147
  %.372 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.366, i32 %.264), !dbg !147
  %.373 = zext i32 %.371 to i64, !dbg !147
  %.374 = zext i32 %.372 to i64, !dbg !147
  %.375 = shl nuw i64 %.374, 32, !dbg !147
  %.376 = or i64 %.375, %.373, !dbg !147
  %.377 = bitcast i64 %.376 to double, !dbg !147
  %t56 = select i1 %.363, double %.377, double %.16, !dbg !147
  %.398 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.366, i32 %.287), !dbg !147
  %.399 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.366, i32 %.289), !dbg !147
  %.400 = zext i32 %.398 to i64, !dbg !147
  %.401 = zext i32 %.399 to i64, !dbg !147
  %.402 = shl nuw i64 %.401, 32, !dbg !147
  %.403 = or i64 %.402, %.400, !dbg !147
  %.404 = bitcast i64 %.403 to double, !dbg !147
  %t57 = select i1 %.363, double %.404, double %.19, !dbg !147
  %.407 = xor i64 %.298, %t14, !dbg !148
  %.408 = icmp ult i64 %.407, 32, !dbg !148
  %.412 = and i64 %.407, 31, !dbg !148
  %14 = shl nuw nsw i64 1, %.412, !dbg !148
  %15 = and i64 %.253, %14, !dbg !148
  %.414 = icmp ne i64 %15, 0, !dbg !148
  %.415 = and i1 %.408, %.414, !dbg !148
  %.416 = trunc i64 %.407 to i32, !dbg !148
  %.417 = select i1 %.415, i32 %.416, i32 %.22, !dbg !148
  %.418 = shl i32 %.417, 2, !dbg !148
  %.423 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.418, i32 %.262), !dbg !148
  %.424 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.418, i32 %.264), !dbg !148
  %.425 = zext i32 %.423 to i64, !dbg !148
  %.426 = zext i32 %.424 to i64, !dbg !148
  %.427 = shl nuw i64 %.426, 32, !dbg !148
  %.428 = or i64 %.427, %.425, !dbg !148
  %.429 = bitcast i64 %.428 to double, !dbg !148
  %t60 = select i1 %.415, double %.429, double %.16, !dbg !148
  %.448 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.418, i32 %.287), !dbg !148
  %.449 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.418, i32 %.289), !dbg !148
  %.450 = zext i32 %.448 to i64, !dbg !148
  %.451 = zext i32 %.449 to i64, !dbg !148
  %.452 = shl nuw i64 %.451, 32, !dbg !148
  %.453 = or i64 %.452, %.450, !dbg !148
  %.454 = bitcast i64 %.453 to double, !dbg !148
  %t61 = select i1 %.415, double %.454, double %.19, !dbg !148
  store double %t48, ptr addrspace(1) %t17, align 8, !dbg !149
  %.457 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !149
  store double %t49, ptr addrspace(1) %.457, align 8, !dbg !149
  %t65 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !150
  store double %t52, ptr addrspace(1) %t65, align 8, !dbg !150
  %.460 = getelementptr inbounds i8, ptr addrspace(1) %t65, i64 8, !dbg !150
  store double %t53, ptr addrspace(1) %.460, align 8, !dbg !150
  %t66 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !151
  store double %t56, ptr addrspace(1) %t66, align 8, !dbg !151
  %.463 = getelementptr inbounds i8, ptr addrspace(1) %t66, i64 8, !dbg !151
  store double %t57, ptr addrspace(1) %.463, align 8, !dbg !151
  %t67 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !152
  store double %t60, ptr addrspace(1) %t67, align 8, !dbg !152
  %.466 = getelementptr inbounds i8, ptr addrspace(1) %t67, i64 8, !dbg !152
  store double %t61, ptr addrspace(1) %.466, align 8, !dbg !152
  br label %b2, !dbg !152

b6:                                               ; preds = %entry
  %.469 = and i64 %t14, 31, !dbg !153
  %.471 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !153
  %.472 = zext i32 %.471 to i64, !dbg !153
  %.473 = and i64 %t21, %.472, !dbg !153
  %16 = shl nuw nsw i64 1, %.469, !dbg !153
  %17 = and i64 %.473, %16, !dbg !153
  %.476.not = icmp eq i64 %17, 0, !dbg !153
  %.478 = trunc i64 %.469 to i32, !dbg !153
  %.479 = select i1 %.476.not, i32 %.22, i32 %.478, !dbg !153
  %.480 = shl i32 %.479, 2, !dbg !153
  %.481 = bitcast double %.16 to i64, !dbg !153
  %.482 = trunc i64 %.481 to i32, !dbg !153
  %.483 = lshr i64 %.481, 32, !dbg !153
  %.484 = trunc i64 %.483 to i32, !dbg !153
  %.485 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.480, i32 %.482), !dbg !153
  %.486 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.480, i32 %.484), !dbg !153
  %.487 = zext i32 %.485 to i64, !dbg !153
  %.488 = zext i32 %.486 to i64, !dbg !153
  %.489 = shl nuw i64 %.488, 32, !dbg !153
  %.490 = or i64 %.489, %.487, !dbg !153
  %.491 = bitcast i64 %.490 to double, !dbg !153
  %t73 = select i1 %.476.not, double %.16, double %.491, !dbg !153
  %.506 = bitcast double %.19 to i64, !dbg !153
  %.507 = trunc i64 %.506 to i32, !dbg !153
  %.508 = lshr i64 %.506, 32, !dbg !153
  %.509 = trunc i64 %.508 to i32, !dbg !153
  %.510 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.480, i32 %.507), !dbg !153
  %.511 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.480, i32 %.509), !dbg !153
  %.512 = zext i32 %.510 to i64, !dbg !153
  %.513 = zext i32 %.511 to i64, !dbg !153
  %.514 = shl nuw i64 %.513, 32, !dbg !153
  %.515 = or i64 %.514, %.512, !dbg !153
  %.516 = bitcast i64 %.515 to double, !dbg !153
  %t74 = select i1 %.476.not, double %.19, double %.516, !dbg !153
  %.518 = zext i32 %.22 to i64, !dbg !153
  %.519 = sub nsw i64 %.518, %t14, !dbg !153
  %.520 = icmp ult i64 %.519, 32, !dbg !153
  %.521 = icmp ult i32 %.21, 32, !dbg !153
  %.522 = and i1 %.521, %.520, !dbg !153
  %.526 = and i64 %.519, 31, !dbg !153
  %18 = shl nuw nsw i64 1, %.526, !dbg !153
  %19 = and i64 %.473, %18, !dbg !153
  %.528 = icmp ne i64 %19, 0, !dbg !153
  %.529 = and i1 %.522, %.528, !dbg !153
  %.530 = trunc i64 %.519 to i32, !dbg !153
  %.531 = select i1 %.529, i32 %.530, i32 %.22, !dbg !153
  %.532 = shl i32 %.531, 2, !dbg !153
  %.537 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.532, i32 %.482), !dbg !153
  %.538 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.532, i32 %.484), !dbg !153
  %.539 = zext i32 %.537 to i64, !dbg !153
  %.540 = zext i32 %.538 to i64, !dbg !153
  %.541 = shl nuw i64 %.540, 32, !dbg !153
  %.542 = or i64 %.541, %.539, !dbg !153
  %.543 = bitcast i64 %.542 to double, !dbg !153
  %t77 = select i1 %.529, double %.543, double %.16, !dbg !153
  %.564 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.532, i32 %.507), !dbg !153
  %.565 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.532, i32 %.509), !dbg !153
  %.566 = zext i32 %.564 to i64, !dbg !153
  %.567 = zext i32 %.565 to i64, !dbg !153
  %.568 = shl nuw i64 %.567, 32, !dbg !153
  %.569 = or i64 %.568, %.566, !dbg !153
  %.570 = bitcast i64 %.569 to double, !dbg !153
  %t78 = select i1 %.529, double %.570, double %.19, !dbg !153
  %.573 = add nsw i64 %.518, %t14, !dbg !153
  %.574 = icmp ult i64 %.573, 32, !dbg !153
  %.576 = and i1 %.521, %.574, !dbg !153
  %.580 = and i64 %.573, 31, !dbg !153
  %20 = shl nuw nsw i64 1, %.580, !dbg !153
  %21 = and i64 %.473, %20, !dbg !153
  %.582 = icmp ne i64 %21, 0, !dbg !153
  %.583 = and i1 %.576, %.582, !dbg !153
  %.584 = trunc i64 %.573 to i32, !dbg !153
  %.585 = select i1 %.583, i32 %.584, i32 %.22, !dbg !153
  %.586 = shl i32 %.585, 2, !dbg !153
  %.591 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.586, i32 %.482), !dbg !153
  %.592 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.586, i32 %.484), !dbg !153
  %.593 = zext i32 %.591 to i64, !dbg !153
  %.594 = zext i32 %.592 to i64, !dbg !153
  %.595 = shl nuw i64 %.594, 32, !dbg !153
  %.596 = or i64 %.595, %.593, !dbg !153
  %.597 = bitcast i64 %.596 to double, !dbg !153
  %t81 = select i1 %.583, double %.597, double %.16, !dbg !153
  %.618 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.586, i32 %.507), !dbg !153
  %.619 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.586, i32 %.509), !dbg !153
  %.620 = zext i32 %.618 to i64, !dbg !153
  %.621 = zext i32 %.619 to i64, !dbg !153
  %.622 = shl nuw i64 %.621, 32, !dbg !153
  %.623 = or i64 %.622, %.620, !dbg !153
  %.624 = bitcast i64 %.623 to double, !dbg !153
  %t82 = select i1 %.583, double %.624, double %.19, !dbg !153
  %.627 = xor i64 %.518, %t14, !dbg !153
  %.628 = icmp ult i64 %.627, 32, !dbg !153
  %.632 = and i64 %.627, 31, !dbg !153
  %22 = shl nuw nsw i64 1, %.632, !dbg !153
  %23 = and i64 %.473, %22, !dbg !153
  %.634 = icmp ne i64 %23, 0, !dbg !153
  %.635 = and i1 %.628, %.634, !dbg !153
  %.636 = trunc i64 %.627 to i32, !dbg !153
  %.637 = select i1 %.635, i32 %.636, i32 %.22, !dbg !153
  %.638 = shl i32 %.637, 2, !dbg !153
  %.643 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.638, i32 %.482), !dbg !153
  %.644 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.638, i32 %.484), !dbg !153
  %.645 = zext i32 %.643 to i64, !dbg !153
  %.646 = zext i32 %.644 to i64, !dbg !153
  %.647 = shl nuw i64 %.646, 32, !dbg !153
  %.648 = or i64 %.647, %.645, !dbg !153
  %.649 = bitcast i64 %.648 to double, !dbg !153
  %t85 = select i1 %.635, double %.649, double %.16, !dbg !153
  %.668 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.638, i32 %.507), !dbg !153
  %.669 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.638, i32 %.509), !dbg !153
  %.670 = zext i32 %.668 to i64, !dbg !153
  %.671 = zext i32 %.669 to i64, !dbg !153
  %.672 = shl nuw i64 %.671, 32, !dbg !153
  %.673 = or i64 %.672, %.670, !dbg !153
  %.674 = bitcast i64 %.673 to double, !dbg !153
  %t86 = select i1 %.635, double %.674, double %.19, !dbg !153
  store double %t73, ptr addrspace(1) %t17, align 8, !dbg !153
  %.677 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !153
  store double %t74, ptr addrspace(1) %.677, align 8, !dbg !153
  %t90 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !153
  store double %t77, ptr addrspace(1) %t90, align 8, !dbg !153
  %.680 = getelementptr inbounds i8, ptr addrspace(1) %t90, i64 8, !dbg !153
  store double %t78, ptr addrspace(1) %.680, align 8, !dbg !153
  %t91 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !153
  store double %t81, ptr addrspace(1) %t91, align 8, !dbg !153
  %.683 = getelementptr inbounds i8, ptr addrspace(1) %t91, i64 8, !dbg !153
  store double %t82, ptr addrspace(1) %.683, align 8, !dbg !153
  %t92 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !153
  store double %t85, ptr addrspace(1) %t92, align 8, !dbg !153
  %.686 = getelementptr inbounds i8, ptr addrspace(1) %t92, i64 8, !dbg !153
  store double %t86, ptr addrspace(1) %.686, align 8, !dbg !153
  br label %b2, !dbg !153

b10:                                              ; preds = %entry
  %t1161 = lshr i64 %t19, 63, !dbg !154
  %t118 = add nsw i64 %t1161, %t19, !dbg !154
  %t119 = and i64 %t118, -2, !dbg !154
  %t121 = icmp eq i64 %t119, %t19, !dbg !155
  %.910 = and i64 %t14, 31, !dbg !153
  %.912 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !153
  br i1 %t121, label %b11, label %b12, !dbg !155

b11:                                              ; preds = %b10
  %24 = and i32 %.912, 1431655765, !dbg !156
  %.914 = zext i32 %24 to i64, !dbg !156
  %25 = shl nuw nsw i64 1, %.910, !dbg !156
  %26 = and i64 %25, %.914, !dbg !156
  %.917.not = icmp eq i64 %26, 0, !dbg !156
  %.919 = trunc i64 %.910 to i32, !dbg !156
  %.920 = select i1 %.917.not, i32 %.22, i32 %.919, !dbg !156
  %.921 = shl i32 %.920, 2, !dbg !156
  %.922 = bitcast double %.16 to i64, !dbg !156
  %.923 = trunc i64 %.922 to i32, !dbg !156
  %.924 = lshr i64 %.922, 32, !dbg !156
  %.925 = trunc i64 %.924 to i32, !dbg !156
  %.926 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.921, i32 %.923), !dbg !156
  %.927 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.921, i32 %.925), !dbg !156
  %.928 = zext i32 %.926 to i64, !dbg !156
  %.929 = zext i32 %.927 to i64, !dbg !156
  %.930 = shl nuw i64 %.929, 32, !dbg !156
  %.931 = or i64 %.930, %.928, !dbg !156
  %.932 = bitcast i64 %.931 to double, !dbg !156
  %t124 = select i1 %.917.not, double %.16, double %.932, !dbg !156
  %.947 = bitcast double %.19 to i64, !dbg !156
  %.948 = trunc i64 %.947 to i32, !dbg !156
  %.949 = lshr i64 %.947, 32, !dbg !156
  %.950 = trunc i64 %.949 to i32, !dbg !156
  %.951 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.921, i32 %.948), !dbg !156
  %.952 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.921, i32 %.950), !dbg !156
  %.953 = zext i32 %.951 to i64, !dbg !156
  %.954 = zext i32 %.952 to i64, !dbg !156
  %.955 = shl nuw i64 %.954, 32, !dbg !156
  %.956 = or i64 %.955, %.953, !dbg !156
  %.957 = bitcast i64 %.956 to double, !dbg !156
  %t125 = select i1 %.917.not, double %.19, double %.957, !dbg !156
  %.959 = zext i32 %.22 to i64, !dbg !157
  %.960 = sub nsw i64 %.959, %t14, !dbg !157
  %.961 = icmp ult i64 %.960, 32, !dbg !157
  %.962 = icmp ult i32 %.21, 32, !dbg !157
  %.963 = and i1 %.962, %.961, !dbg !157
  %.967 = and i64 %.960, 31, !dbg !157
  %27 = shl nuw nsw i64 1, %.967, !dbg !157
  %28 = and i64 %27, %.914, !dbg !157
  %.969 = icmp ne i64 %28, 0, !dbg !157
  %.970 = and i1 %.963, %.969, !dbg !157
  %.971 = trunc i64 %.960 to i32, !dbg !157
  %.972 = select i1 %.970, i32 %.971, i32 %.22, !dbg !157
  %.973 = shl i32 %.972, 2, !dbg !157
  %.978 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.973, i32 %.923), !dbg !157
  %.979 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.973, i32 %.925), !dbg !157
  %.980 = zext i32 %.978 to i64, !dbg !157
  %.981 = zext i32 %.979 to i64, !dbg !157
  %.982 = shl nuw i64 %.981, 32, !dbg !157
  %.983 = or i64 %.982, %.980, !dbg !157
  %.984 = bitcast i64 %.983 to double, !dbg !157
  %t128 = select i1 %.970, double %.984, double %.16, !dbg !157
  %.1005 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.973, i32 %.948), !dbg !157
  %.1006 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.973, i32 %.950), !dbg !157
  %.1007 = zext i32 %.1005 to i64, !dbg !157
  %.1008 = zext i32 %.1006 to i64, !dbg !157
  %.1009 = shl nuw i64 %.1008, 32, !dbg !157
  %.1010 = or i64 %.1009, %.1007, !dbg !157
  %.1011 = bitcast i64 %.1010 to double, !dbg !157
  %t129 = select i1 %.970, double %.1011, double %.19, !dbg !157
  %.1014 = add nsw i64 %.959, %t14, !dbg !158
  %.1015 = icmp ult i64 %.1014, 32, !dbg !158
  %.1017 = and i1 %.962, %.1015, !dbg !158
  %.1021 = and i64 %.1014, 31, !dbg !158
  %29 = shl nuw nsw i64 1, %.1021, !dbg !158
  %30 = and i64 %29, %.914, !dbg !158
  %.1023 = icmp ne i64 %30, 0, !dbg !158
  %.1024 = and i1 %.1017, %.1023, !dbg !158
  %.1025 = trunc i64 %.1014 to i32, !dbg !158
  %.1026 = select i1 %.1024, i32 %.1025, i32 %.22, !dbg !158
  %.1027 = shl i32 %.1026, 2, !dbg !158
  %.1032 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1027, i32 %.923), !dbg !158
  %.1033 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1027, i32 %.925), !dbg !158
  %.1034 = zext i32 %.1032 to i64, !dbg !158
  %.1035 = zext i32 %.1033 to i64, !dbg !158
  %.1036 = shl nuw i64 %.1035, 32, !dbg !158
  %.1037 = or i64 %.1036, %.1034, !dbg !158
  %.1038 = bitcast i64 %.1037 to double, !dbg !158
  %t132 = select i1 %.1024, double %.1038, double %.16, !dbg !158
  %.1059 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1027, i32 %.948), !dbg !158
  %.1060 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1027, i32 %.950), !dbg !158
  %.1061 = zext i32 %.1059 to i64, !dbg !158
  %.1062 = zext i32 %.1060 to i64, !dbg !158
  %.1063 = shl nuw i64 %.1062, 32, !dbg !158
  %.1064 = or i64 %.1063, %.1061, !dbg !158
  %.1065 = bitcast i64 %.1064 to double, !dbg !158
  %t133 = select i1 %.1024, double %.1065, double %.19, !dbg !158
  %.1068 = xor i64 %.959, %t14, !dbg !159
  %.1069 = icmp ult i64 %.1068, 32, !dbg !159
  %.1073 = and i64 %.1068, 31, !dbg !159
  %31 = shl nuw nsw i64 1, %.1073, !dbg !159
  %32 = and i64 %31, %.914, !dbg !159
  %.1075 = icmp ne i64 %32, 0, !dbg !159
  %.1076 = and i1 %.1069, %.1075, !dbg !159
  %.1077 = trunc i64 %.1068 to i32, !dbg !159
  %.1078 = select i1 %.1076, i32 %.1077, i32 %.22, !dbg !159
  %.1079 = shl i32 %.1078, 2, !dbg !159
  %.1084 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1079, i32 %.923), !dbg !159
  %.1085 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1079, i32 %.925), !dbg !159
  %.1086 = zext i32 %.1084 to i64, !dbg !159
  %.1087 = zext i32 %.1085 to i64, !dbg !159
  %.1088 = shl nuw i64 %.1087, 32, !dbg !159
  %.1089 = or i64 %.1088, %.1086, !dbg !159
  %.1090 = bitcast i64 %.1089 to double, !dbg !159
  %t136 = select i1 %.1076, double %.1090, double %.16, !dbg !159
  %.1109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1079, i32 %.948), !dbg !159
  %.1110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1079, i32 %.950), !dbg !159
  %.1111 = zext i32 %.1109 to i64, !dbg !159
  %.1112 = zext i32 %.1110 to i64, !dbg !159
  %.1113 = shl nuw i64 %.1112, 32, !dbg !159
  %.1114 = or i64 %.1113, %.1111, !dbg !159
  %.1115 = bitcast i64 %.1114 to double, !dbg !159
  %t137 = select i1 %.1076, double %.1115, double %.19, !dbg !159
  store double %t124, ptr addrspace(1) %t17, align 8, !dbg !160
  %.1118 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !160
  store double %t125, ptr addrspace(1) %.1118, align 8, !dbg !160
  %t141 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !161
  store double %t128, ptr addrspace(1) %t141, align 8, !dbg !161
  %.1121 = getelementptr inbounds i8, ptr addrspace(1) %t141, i64 8, !dbg !161
  store double %t129, ptr addrspace(1) %.1121, align 8, !dbg !161
  %t142 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !162
  store double %t132, ptr addrspace(1) %t142, align 8, !dbg !162
  %.1124 = getelementptr inbounds i8, ptr addrspace(1) %t142, i64 8, !dbg !162
  store double %t133, ptr addrspace(1) %.1124, align 8, !dbg !162
  %t143 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !163
  store double %t136, ptr addrspace(1) %t143, align 8, !dbg !163
  %.1127 = getelementptr inbounds i8, ptr addrspace(1) %t143, i64 8, !dbg !163
  store double %t137, ptr addrspace(1) %.1127, align 8, !dbg !163
  br label %b2, !dbg !163

b12:                                              ; preds = %b10
  %33 = and i32 %.912, -1431655766, !dbg !164
  %.1134 = zext i32 %33 to i64, !dbg !164
  %34 = shl nuw nsw i64 1, %.910, !dbg !164
  %35 = and i64 %34, %.1134, !dbg !164
  %.1137.not = icmp eq i64 %35, 0, !dbg !164
  %.1139 = trunc i64 %.910 to i32, !dbg !164
  %.1140 = select i1 %.1137.not, i32 %.22, i32 %.1139, !dbg !164
  %.1141 = shl i32 %.1140, 2, !dbg !164
  %.1142 = bitcast double %.16 to i64, !dbg !164
  %.1143 = trunc i64 %.1142 to i32, !dbg !164
  %.1144 = lshr i64 %.1142, 32, !dbg !164
  %.1145 = trunc i64 %.1144 to i32, !dbg !164
  %.1146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1141, i32 %.1143), !dbg !164
  %.1147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1141, i32 %.1145), !dbg !164
  %.1148 = zext i32 %.1146 to i64, !dbg !164
  %.1149 = zext i32 %.1147 to i64, !dbg !164
  %.1150 = shl nuw i64 %.1149, 32, !dbg !164
  %.1151 = or i64 %.1150, %.1148, !dbg !164
  %.1152 = bitcast i64 %.1151 to double, !dbg !164
  %t146 = select i1 %.1137.not, double %.16, double %.1152, !dbg !164
  %.1167 = bitcast double %.19 to i64, !dbg !164
  %.1168 = trunc i64 %.1167 to i32, !dbg !164
  %.1169 = lshr i64 %.1167, 32, !dbg !164
  %.1170 = trunc i64 %.1169 to i32, !dbg !164
  %.1171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1141, i32 %.1168), !dbg !164
  %.1172 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1141, i32 %.1170), !dbg !164
  %.1173 = zext i32 %.1171 to i64, !dbg !164
  %.1174 = zext i32 %.1172 to i64, !dbg !164
  %.1175 = shl nuw i64 %.1174, 32, !dbg !164
  %.1176 = or i64 %.1175, %.1173, !dbg !164
  %.1177 = bitcast i64 %.1176 to double, !dbg !164
  %t147 = select i1 %.1137.not, double %.19, double %.1177, !dbg !164
  %.1179 = zext i32 %.22 to i64, !dbg !165
  %.1180 = sub nsw i64 %.1179, %t14, !dbg !165
  %.1181 = icmp ult i64 %.1180, 32, !dbg !165
  %.1182 = icmp ult i32 %.21, 32, !dbg !165
  %.1183 = and i1 %.1182, %.1181, !dbg !165
  %.1187 = and i64 %.1180, 31, !dbg !165
  %36 = shl nuw nsw i64 1, %.1187, !dbg !165
  %37 = and i64 %36, %.1134, !dbg !165
  %.1189 = icmp ne i64 %37, 0, !dbg !165
  %.1190 = and i1 %.1183, %.1189, !dbg !165
  %.1191 = trunc i64 %.1180 to i32, !dbg !165
  %.1192 = select i1 %.1190, i32 %.1191, i32 %.22, !dbg !165
  %.1193 = shl i32 %.1192, 2, !dbg !165
  %.1198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1193, i32 %.1143), !dbg !165
  %.1199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1193, i32 %.1145), !dbg !165
  %.1200 = zext i32 %.1198 to i64, !dbg !165
  %.1201 = zext i32 %.1199 to i64, !dbg !165
  %.1202 = shl nuw i64 %.1201, 32, !dbg !165
  %.1203 = or i64 %.1202, %.1200, !dbg !165
  %.1204 = bitcast i64 %.1203 to double, !dbg !165
  %t150 = select i1 %.1190, double %.1204, double %.16, !dbg !165
  %.1225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1193, i32 %.1168), !dbg !165
  %.1226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1193, i32 %.1170), !dbg !165
  %.1227 = zext i32 %.1225 to i64, !dbg !165
  %.1228 = zext i32 %.1226 to i64, !dbg !165
  %.1229 = shl nuw i64 %.1228, 32, !dbg !165
  %.1230 = or i64 %.1229, %.1227, !dbg !165
  %.1231 = bitcast i64 %.1230 to double, !dbg !165
  %t151 = select i1 %.1190, double %.1231, double %.19, !dbg !165
  %.1234 = add nsw i64 %.1179, %t14, !dbg !166
  %.1235 = icmp ult i64 %.1234, 32, !dbg !166
  %.1237 = and i1 %.1182, %.1235, !dbg !166
  %.1241 = and i64 %.1234, 31, !dbg !166
  %38 = shl nuw nsw i64 1, %.1241, !dbg !166
  %39 = and i64 %38, %.1134, !dbg !166
  %.1243 = icmp ne i64 %39, 0, !dbg !166
  %.1244 = and i1 %.1237, %.1243, !dbg !166
  %.1245 = trunc i64 %.1234 to i32, !dbg !166
  %.1246 = select i1 %.1244, i32 %.1245, i32 %.22, !dbg !166
  %.1247 = shl i32 %.1246, 2, !dbg !166
  %.1252 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1247, i32 %.1143), !dbg !166
  %.1253 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1247, i32 %.1145), !dbg !166
  %.1254 = zext i32 %.1252 to i64, !dbg !166
  %.1255 = zext i32 %.1253 to i64, !dbg !166
  %.1256 = shl nuw i64 %.1255, 32, !dbg !166
  %.1257 = or i64 %.1256, %.1254, !dbg !166
  %.1258 = bitcast i64 %.1257 to double, !dbg !166
  %t154 = select i1 %.1244, double %.1258, double %.16, !dbg !166
  %.1279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1247, i32 %.1168), !dbg !166
  %.1280 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1247, i32 %.1170), !dbg !166
  %.1281 = zext i32 %.1279 to i64, !dbg !166
  %.1282 = zext i32 %.1280 to i64, !dbg !166
  %.1283 = shl nuw i64 %.1282, 32, !dbg !166
  %.1284 = or i64 %.1283, %.1281, !dbg !166
  %.1285 = bitcast i64 %.1284 to double, !dbg !166
  %t155 = select i1 %.1244, double %.1285, double %.19, !dbg !166
  %.1288 = xor i64 %.1179, %t14, !dbg !167
  %.1289 = icmp ult i64 %.1288, 32, !dbg !167
  %.1293 = and i64 %.1288, 31, !dbg !167
  %40 = shl nuw nsw i64 1, %.1293, !dbg !167
  %41 = and i64 %40, %.1134, !dbg !167
  %.1295 = icmp ne i64 %41, 0, !dbg !167
  %.1296 = and i1 %.1289, %.1295, !dbg !167
  %.1297 = trunc i64 %.1288 to i32, !dbg !167
  %.1298 = select i1 %.1296, i32 %.1297, i32 %.22, !dbg !167
  %.1299 = shl i32 %.1298, 2, !dbg !167
  %.1304 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1299, i32 %.1143), !dbg !167
  %.1305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1299, i32 %.1145), !dbg !167
  %.1306 = zext i32 %.1304 to i64, !dbg !167
  %.1307 = zext i32 %.1305 to i64, !dbg !167
  %.1308 = shl nuw i64 %.1307, 32, !dbg !167
  %.1309 = or i64 %.1308, %.1306, !dbg !167
  %.1310 = bitcast i64 %.1309 to double, !dbg !167
  %t158 = select i1 %.1296, double %.1310, double %.16, !dbg !167
  %.1329 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1299, i32 %.1168), !dbg !167
  %.1330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1299, i32 %.1170), !dbg !167
  %.1331 = zext i32 %.1329 to i64, !dbg !167
  %.1332 = zext i32 %.1330 to i64, !dbg !167
  %.1333 = shl nuw i64 %.1332, 32, !dbg !167
  %.1334 = or i64 %.1333, %.1331, !dbg !167
  %.1335 = bitcast i64 %.1334 to double, !dbg !167
  %t159 = select i1 %.1296, double %.1335, double %.19, !dbg !167
  store double %t146, ptr addrspace(1) %t17, align 8, !dbg !168
  %.1338 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !168
  store double %t147, ptr addrspace(1) %.1338, align 8, !dbg !168
  %t163 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !169
  store double %t150, ptr addrspace(1) %t163, align 8, !dbg !169
  %.1341 = getelementptr inbounds i8, ptr addrspace(1) %t163, i64 8, !dbg !169
  store double %t151, ptr addrspace(1) %.1341, align 8, !dbg !169
  %t164 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !170
  store double %t154, ptr addrspace(1) %t164, align 8, !dbg !170
  %.1344 = getelementptr inbounds i8, ptr addrspace(1) %t164, i64 8, !dbg !170
  store double %t155, ptr addrspace(1) %.1344, align 8, !dbg !170
  %t165 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !171
  store double %t158, ptr addrspace(1) %t165, align 8, !dbg !171
  %.1347 = getelementptr inbounds i8, ptr addrspace(1) %t165, i64 8, !dbg !171
  store double %t159, ptr addrspace(1) %.1347, align 8, !dbg !171
  br label %b2, !dbg !171

b14:                                              ; preds = %entry
  store double %.16, ptr addrspace(1) %t17, align 8, !dbg !172
  %.1350 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !172
  store double %.19, ptr addrspace(1) %.1350, align 8, !dbg !172
  %t168 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 1, !dbg !173
  store double %.16, ptr addrspace(1) %t168, align 8, !dbg !173
  %.1353 = getelementptr inbounds i8, ptr addrspace(1) %t168, i64 8, !dbg !173
  store double %.19, ptr addrspace(1) %.1353, align 8, !dbg !173
  %t169 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 2, !dbg !174
  store double %.16, ptr addrspace(1) %t169, align 8, !dbg !174
  %.1356 = getelementptr inbounds i8, ptr addrspace(1) %t169, i64 8, !dbg !174
  store double %.19, ptr addrspace(1) %.1356, align 8, !dbg !174
  %t170 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t17, i64 3, !dbg !175
  store double %.16, ptr addrspace(1) %t170, align 8, !dbg !175
  %.1359 = getelementptr inbounds i8, ptr addrspace(1) %t170, i64 8, !dbg !175
  store double %.19, ptr addrspace(1) %.1359, align 8, !dbg !175
  %t171 = and i64 %t19, 8, !dbg !176
  %t172 = icmp eq i64 %t171, 0, !dbg !177
  br i1 %t172, label %b15, label %b2, !dbg !177

b15:                                              ; preds = %b14
  %.1362 = and i64 %t19, 56, !dbg !178
  %.1363 = shl nuw i64 255, %.1362, !dbg !178
  %t174 = select i1 %.24, i64 0, i64 %.1363, !dbg !178
  %.1366 = and i64 %t14, 31, !dbg !179
  %.1368 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !179
  %.1369 = zext i32 %.1368 to i64, !dbg !179
  %.1370 = and i64 %t174, %.1369, !dbg !179
  %42 = shl nuw nsw i64 1, %.1366, !dbg !179
  %43 = and i64 %.1370, %42, !dbg !179
  %.1373.not = icmp eq i64 %43, 0, !dbg !179
  %.1375 = trunc i64 %.1366 to i32, !dbg !179
  %.1376 = select i1 %.1373.not, i32 %.22, i32 %.1375, !dbg !179
  %.1377 = shl i32 %.1376, 2, !dbg !179
  %.1378 = bitcast double %.16 to i64, !dbg !179
  %.1379 = trunc i64 %.1378 to i32, !dbg !179
  %.1380 = lshr i64 %.1378, 32, !dbg !179
  %.1381 = trunc i64 %.1380 to i32, !dbg !179
  %.1382 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1377, i32 %.1379), !dbg !179
  %.1383 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1377, i32 %.1381), !dbg !179
  %.1384 = zext i32 %.1382 to i64, !dbg !179
  %.1385 = zext i32 %.1383 to i64, !dbg !179
  %.1386 = shl nuw i64 %.1385, 32, !dbg !179
  %.1387 = or i64 %.1386, %.1384, !dbg !179
  %.1388 = bitcast i64 %.1387 to double, !dbg !179
  %t177 = select i1 %.1373.not, double %.16, double %.1388, !dbg !179
  %.1403 = bitcast double %.19 to i64, !dbg !179
  %.1404 = trunc i64 %.1403 to i32, !dbg !179
  %.1405 = lshr i64 %.1403, 32, !dbg !179
  %.1406 = trunc i64 %.1405 to i32, !dbg !179
  %.1407 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1377, i32 %.1404), !dbg !179
  %.1408 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1377, i32 %.1406), !dbg !179
  %.1409 = zext i32 %.1407 to i64, !dbg !179
  %.1410 = zext i32 %.1408 to i64, !dbg !179
  %.1411 = shl nuw i64 %.1410, 32, !dbg !179
  %.1412 = or i64 %.1411, %.1409, !dbg !179
  %.1413 = bitcast i64 %.1412 to double, !dbg !179
  %t178 = select i1 %.1373.not, double %.19, double %.1413, !dbg !179
  %.1415 = zext i32 %.22 to i64, !dbg !180
  %.1416 = sub nsw i64 %.1415, %t14, !dbg !180
  %.1417 = icmp ult i64 %.1416, 32, !dbg !180
  %.1418 = icmp ult i32 %.21, 32, !dbg !180
  %.1419 = and i1 %.1418, %.1417, !dbg !180
  %.1423 = and i64 %.1416, 31, !dbg !180
  %44 = shl nuw nsw i64 1, %.1423, !dbg !180
  %45 = and i64 %.1370, %44, !dbg !180
  %.1425 = icmp ne i64 %45, 0, !dbg !180
  %.1426 = and i1 %.1419, %.1425, !dbg !180
  %.1427 = trunc i64 %.1416 to i32, !dbg !180
  %.1428 = select i1 %.1426, i32 %.1427, i32 %.22, !dbg !180
  %.1429 = shl i32 %.1428, 2, !dbg !180
  %.1434 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1429, i32 %.1379), !dbg !180
  %.1435 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1429, i32 %.1381), !dbg !180
  %.1436 = zext i32 %.1434 to i64, !dbg !180
  %.1437 = zext i32 %.1435 to i64, !dbg !180
  %.1438 = shl nuw i64 %.1437, 32, !dbg !180
  %.1439 = or i64 %.1438, %.1436, !dbg !180
  %.1440 = bitcast i64 %.1439 to double, !dbg !180
  %t181 = select i1 %.1426, double %.1440, double %.16, !dbg !180
  %.1461 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1429, i32 %.1404), !dbg !180
  %.1462 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1429, i32 %.1406), !dbg !180
  %.1463 = zext i32 %.1461 to i64, !dbg !180
  %.1464 = zext i32 %.1462 to i64, !dbg !180
  %.1465 = shl nuw i64 %.1464, 32, !dbg !180
  %.1466 = or i64 %.1465, %.1463, !dbg !180
  %.1467 = bitcast i64 %.1466 to double, !dbg !180
  %t182 = select i1 %.1426, double %.1467, double %.19, !dbg !180
  %.1470 = add nsw i64 %.1415, %t14, !dbg !181
  %.1471 = icmp ult i64 %.1470, 32, !dbg !181
  %.1473 = and i1 %.1418, %.1471, !dbg !181
  %.1477 = and i64 %.1470, 31, !dbg !181
  %46 = shl nuw nsw i64 1, %.1477, !dbg !181
  %47 = and i64 %.1370, %46, !dbg !181
  %.1479 = icmp ne i64 %47, 0, !dbg !181
  %.1480 = and i1 %.1473, %.1479, !dbg !181
  %.1481 = trunc i64 %.1470 to i32, !dbg !181
  %.1482 = select i1 %.1480, i32 %.1481, i32 %.22, !dbg !181
  %.1483 = shl i32 %.1482, 2, !dbg !181
  %.1488 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1483, i32 %.1379), !dbg !181
  %.1489 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1483, i32 %.1381), !dbg !181
  %.1490 = zext i32 %.1488 to i64, !dbg !181
  %.1491 = zext i32 %.1489 to i64, !dbg !181
  %.1492 = shl nuw i64 %.1491, 32, !dbg !181
  %.1493 = or i64 %.1492, %.1490, !dbg !181
  %.1494 = bitcast i64 %.1493 to double, !dbg !181
  %t185 = select i1 %.1480, double %.1494, double %.16, !dbg !181
  %.1515 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1483, i32 %.1404), !dbg !181
  %.1516 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1483, i32 %.1406), !dbg !181
  %.1517 = zext i32 %.1515 to i64, !dbg !181
  %.1518 = zext i32 %.1516 to i64, !dbg !181
  %.1519 = shl nuw i64 %.1518, 32, !dbg !181
  %.1520 = or i64 %.1519, %.1517, !dbg !181
  %.1521 = bitcast i64 %.1520 to double, !dbg !181
  %t186 = select i1 %.1480, double %.1521, double %.19, !dbg !181
  %.1524 = xor i64 %.1415, %t14, !dbg !182
  %.1525 = icmp ult i64 %.1524, 32, !dbg !182
  %.1529 = and i64 %.1524, 31, !dbg !182
  %48 = shl nuw nsw i64 1, %.1529, !dbg !182
  %49 = and i64 %.1370, %48, !dbg !182
  %.1531 = icmp ne i64 %49, 0, !dbg !182
  %.1532 = and i1 %.1525, %.1531, !dbg !182
  %.1533 = trunc i64 %.1524 to i32, !dbg !182
  %.1534 = select i1 %.1532, i32 %.1533, i32 %.22, !dbg !182
  %.1535 = shl i32 %.1534, 2, !dbg !182
  %.1540 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1535, i32 %.1379), !dbg !182
  %.1541 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1535, i32 %.1381), !dbg !182
  %.1542 = zext i32 %.1540 to i64, !dbg !182
  %.1543 = zext i32 %.1541 to i64, !dbg !182
  %.1544 = shl nuw i64 %.1543, 32, !dbg !182
  %.1545 = or i64 %.1544, %.1542, !dbg !182
  %.1546 = bitcast i64 %.1545 to double, !dbg !182
  %t189 = select i1 %.1532, double %.1546, double %.16, !dbg !182
  %.1565 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1535, i32 %.1404), !dbg !182
  %.1566 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.1535, i32 %.1406), !dbg !182
  %.1567 = zext i32 %.1565 to i64, !dbg !182
  %.1568 = zext i32 %.1566 to i64, !dbg !182
  %.1569 = shl nuw i64 %.1568, 32, !dbg !182
  %.1570 = or i64 %.1569, %.1567, !dbg !182
  %.1571 = bitcast i64 %.1570 to double, !dbg !182
  %t190 = select i1 %.1532, double %.1571, double %.19, !dbg !182
  store double %t177, ptr addrspace(1) %t17, align 8, !dbg !183
  store double %t178, ptr addrspace(1) %.1350, align 8, !dbg !183
  store double %t181, ptr addrspace(1) %t168, align 8, !dbg !184
  store double %t182, ptr addrspace(1) %.1353, align 8, !dbg !184
  store double %t185, ptr addrspace(1) %t169, align 8, !dbg !185
  store double %t186, ptr addrspace(1) %.1356, align 8, !dbg !185
  store double %t189, ptr addrspace(1) %t170, align 8, !dbg !186
  store double %t190, ptr addrspace(1) %.1359, align 8, !dbg !186
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
  %t19 = sext i32 %.18 to i64, !dbg !194
  %.20 = icmp ugt i32 %.18, 63, !dbg !195
  %.21 = and i64 %t19, 48, !dbg !195
  %.22 = shl nuw i64 65535, %.21, !dbg !195
  %t21 = select i1 %.20, i64 0, i64 %.22, !dbg !195
  switch i32 %a9, label %b2 [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b6
    i32 3, label %b10
    i32 4, label %b14
  ], !dbg !196

b1:                                               ; preds = %entry
  %.25 = and i64 %t14, 31, !dbg !197
  %.27 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !197
  %.28 = zext i32 %.27 to i64, !dbg !197
  %0 = shl nuw nsw i64 1, %.25, !dbg !197
  %1 = and i64 %0, %.28, !dbg !197
  %.32.not = icmp eq i64 %1, 0, !dbg !197
  %.34 = trunc i64 %.25 to i32, !dbg !197
  %.35 = select i1 %.32.not, i32 %.18, i32 %.34, !dbg !197
  %.36 = shl i32 %.35, 2, !dbg !197
  %.37 = zext i16 %.16 to i32, !dbg !197
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36, i32 %.37), !dbg !197
  %.39 = trunc i32 %.38 to i16, !dbg !197
  %t23 = select i1 %.32.not, i16 %.16, i16 %.39, !dbg !197
  %.41 = zext i32 %.18 to i64, !dbg !198
  %.42 = sub nsw i64 %.41, %t14, !dbg !198
  %.43 = icmp ult i64 %.42, 32, !dbg !198
  %.44 = icmp ult i32 %.17, 32, !dbg !198
  %.45 = and i1 %.44, %.43, !dbg !198
  %.49 = and i64 %.42, 31, !dbg !198
  %2 = shl nuw nsw i64 1, %.49, !dbg !198
  %3 = and i64 %2, %.28, !dbg !198
  %.51 = icmp ne i64 %3, 0, !dbg !198
  %.52 = and i1 %.45, %.51, !dbg !198
  %.53 = trunc i64 %.42 to i32, !dbg !198
  %.54 = select i1 %.52, i32 %.53, i32 %.18, !dbg !198
  %.55 = shl i32 %.54, 2, !dbg !198
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.37), !dbg !198
  %.58 = trunc i32 %.57 to i16, !dbg !198
  %t24 = select i1 %.52, i16 %.58, i16 %.16, !dbg !198
  %.61 = add nsw i64 %.41, %t14, !dbg !199
  %.62 = icmp ult i64 %.61, 32, !dbg !199
  %.64 = and i1 %.44, %.62, !dbg !199
  %.68 = and i64 %.61, 31, !dbg !199
  %4 = shl nuw nsw i64 1, %.68, !dbg !199
  %5 = and i64 %4, %.28, !dbg !199
  %.70 = icmp ne i64 %5, 0, !dbg !199
  %.71 = and i1 %.64, %.70, !dbg !199
  %.72 = trunc i64 %.61 to i32, !dbg !199
  %.73 = select i1 %.71, i32 %.72, i32 %.18, !dbg !199
  %.74 = shl i32 %.73, 2, !dbg !199
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.37), !dbg !199
  %.77 = trunc i32 %.76 to i16, !dbg !199
  %t25 = select i1 %.71, i16 %.77, i16 %.16, !dbg !199
  %.80 = xor i64 %.41, %t14, !dbg !200
  %.81 = icmp ult i64 %.80, 32, !dbg !200
  %.85 = and i64 %.80, 31, !dbg !200
  %6 = shl nuw nsw i64 1, %.85, !dbg !200
  %7 = and i64 %6, %.28, !dbg !200
  %.87 = icmp ne i64 %7, 0, !dbg !200
  %.88 = and i1 %.81, %.87, !dbg !200
  %.89 = trunc i64 %.80 to i32, !dbg !200
  %.90 = select i1 %.88, i32 %.89, i32 %.18, !dbg !200
  %.91 = shl i32 %.90, 2, !dbg !200
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.91, i32 %.37), !dbg !200
  %.94 = trunc i32 %.93 to i16, !dbg !200
  %t26 = select i1 %.88, i16 %.94, i16 %.16, !dbg !200
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
  %.97 = and i64 %t14, 31, !dbg !205
  %.99 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !205
  %.100 = zext i32 %.99 to i64, !dbg !205
  %.101 = and i64 %t21, %.100, !dbg !205
  %8 = shl nuw nsw i64 1, %.97, !dbg !205
  %9 = and i64 %.101, %8, !dbg !205
  %.104.not = icmp eq i64 %9, 0, !dbg !205
  %.106 = trunc i64 %.97 to i32, !dbg !205
  %.107 = select i1 %.104.not, i32 %.18, i32 %.106, !dbg !205
  %.108 = shl i32 %.107, 2, !dbg !205
  %.109 = zext i16 %.16 to i32, !dbg !205
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.108, i32 %.109), !dbg !205
  %.111 = trunc i32 %.110 to i16, !dbg !205
  %t32 = select i1 %.104.not, i16 %.16, i16 %.111, !dbg !205
  %.113 = zext i32 %.18 to i64, !dbg !206
  %.114 = sub nsw i64 %.113, %t14, !dbg !206
  %.115 = icmp ult i64 %.114, 32, !dbg !206
  %.116 = icmp ult i32 %.17, 32, !dbg !206
  %.117 = and i1 %.116, %.115, !dbg !206
  %.121 = and i64 %.114, 31, !dbg !206
  %10 = shl nuw nsw i64 1, %.121, !dbg !206
  %11 = and i64 %.101, %10, !dbg !206
  %.123 = icmp ne i64 %11, 0, !dbg !206
  %.124 = and i1 %.117, %.123, !dbg !206
  %.125 = trunc i64 %.114 to i32, !dbg !206
  %.126 = select i1 %.124, i32 %.125, i32 %.18, !dbg !206
  %.127 = shl i32 %.126, 2, !dbg !206
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.127, i32 %.109), !dbg !206
  %.130 = trunc i32 %.129 to i16, !dbg !206
  %t33 = select i1 %.124, i16 %.130, i16 %.16, !dbg !206
  %.133 = add nsw i64 %.113, %t14, !dbg !207
  %.134 = icmp ult i64 %.133, 32, !dbg !207
  %.136 = and i1 %.116, %.134, !dbg !207
  %.140 = and i64 %.133, 31, !dbg !207
  %12 = shl nuw nsw i64 1, %.140, !dbg !207
  %13 = and i64 %.101, %12, !dbg !207
  %.142 = icmp ne i64 %13, 0, !dbg !207
  %.143 = and i1 %.136, %.142, !dbg !207
  %.144 = trunc i64 %.133 to i32, !dbg !207
  %.145 = select i1 %.143, i32 %.144, i32 %.18, !dbg !207
  %.146 = shl i32 %.145, 2, !dbg !207
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.146, i32 %.109), !dbg !207
  %.149 = trunc i32 %.148 to i16, !dbg !207
  %t34 = select i1 %.143, i16 %.149, i16 %.16, !dbg !207
  %.152 = xor i64 %.113, %t14, !dbg !208
  %.153 = icmp ult i64 %.152, 32, !dbg !208
  %.157 = and i64 %.152, 31, !dbg !208
  %14 = shl nuw nsw i64 1, %.157, !dbg !208
  %15 = and i64 %.101, %14, !dbg !208
  %.159 = icmp ne i64 %15, 0, !dbg !208
  %.160 = and i1 %.153, %.159, !dbg !208
  %.161 = trunc i64 %.152 to i32, !dbg !208
  %.162 = select i1 %.160, i32 %.161, i32 %.18, !dbg !208
  %.163 = shl i32 %.162, 2, !dbg !208
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.163, i32 %.109), !dbg !208
  %.166 = trunc i32 %.165 to i16, !dbg !208
  %t35 = select i1 %.160, i16 %.166, i16 %.16, !dbg !208
  store i16 %t32, ptr addrspace(1) %t17, align 2, !dbg !209
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !210
  store i16 %t33, ptr addrspace(1) %t37, align 2, !dbg !210
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !211
  store i16 %t34, ptr addrspace(1) %t38, align 2, !dbg !211
  %t39 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !212
  store i16 %t35, ptr addrspace(1) %t39, align 2, !dbg !212
  br label %b2, !dbg !212

b6:                                               ; preds = %entry
  %.169 = and i64 %t14, 31, !dbg !213
  %.171 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !213
  %.172 = zext i32 %.171 to i64, !dbg !213
  %.173 = and i64 %t21, %.172, !dbg !213
  %16 = shl nuw nsw i64 1, %.169, !dbg !213
  %17 = and i64 %.173, %16, !dbg !213
  %.176.not = icmp eq i64 %17, 0, !dbg !213
  %.178 = trunc i64 %.169 to i32, !dbg !213
  %.179 = select i1 %.176.not, i32 %.18, i32 %.178, !dbg !213
  %.180 = shl i32 %.179, 2, !dbg !213
  %.181 = zext i16 %.16 to i32, !dbg !213
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.181), !dbg !213
  %.183 = trunc i32 %.182 to i16, !dbg !213
  %t43 = select i1 %.176.not, i16 %.16, i16 %.183, !dbg !213
  %.185 = zext i32 %.18 to i64, !dbg !213
  %.186 = sub nsw i64 %.185, %t14, !dbg !213
  %.187 = icmp ult i64 %.186, 32, !dbg !213
  %.188 = icmp ult i32 %.17, 32, !dbg !213
  %.189 = and i1 %.188, %.187, !dbg !213
  %.193 = and i64 %.186, 31, !dbg !213
  %18 = shl nuw nsw i64 1, %.193, !dbg !213
  %19 = and i64 %.173, %18, !dbg !213
  %.195 = icmp ne i64 %19, 0, !dbg !213
  %.196 = and i1 %.189, %.195, !dbg !213
  %.197 = trunc i64 %.186 to i32, !dbg !213
  %.198 = select i1 %.196, i32 %.197, i32 %.18, !dbg !213
  %.199 = shl i32 %.198, 2, !dbg !213
  %.201 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.181), !dbg !213
  %.202 = trunc i32 %.201 to i16, !dbg !213
  %t44 = select i1 %.196, i16 %.202, i16 %.16, !dbg !213
  %.205 = add nsw i64 %.185, %t14, !dbg !213
  %.206 = icmp ult i64 %.205, 32, !dbg !213
  %.208 = and i1 %.188, %.206, !dbg !213
  %.212 = and i64 %.205, 31, !dbg !213
  %20 = shl nuw nsw i64 1, %.212, !dbg !213
  %21 = and i64 %.173, %20, !dbg !213
  %.214 = icmp ne i64 %21, 0, !dbg !213
  %.215 = and i1 %.208, %.214, !dbg !213
  %.216 = trunc i64 %.205 to i32, !dbg !213
  %.217 = select i1 %.215, i32 %.216, i32 %.18, !dbg !213
  %.218 = shl i32 %.217, 2, !dbg !213
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.181), !dbg !213
  %.221 = trunc i32 %.220 to i16, !dbg !213
  %t45 = select i1 %.215, i16 %.221, i16 %.16, !dbg !213
  %.224 = xor i64 %.185, %t14, !dbg !213
  %.225 = icmp ult i64 %.224, 32, !dbg !213
  %.229 = and i64 %.224, 31, !dbg !213
  %22 = shl nuw nsw i64 1, %.229, !dbg !213
  %23 = and i64 %.173, %22, !dbg !213
  %.231 = icmp ne i64 %23, 0, !dbg !213
  %.232 = and i1 %.225, %.231, !dbg !213
  %.233 = trunc i64 %.224 to i32, !dbg !213
  %.234 = select i1 %.232, i32 %.233, i32 %.18, !dbg !213
  %.235 = shl i32 %.234, 2, !dbg !213
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.181), !dbg !213
  %.238 = trunc i32 %.237 to i16, !dbg !213
  %t46 = select i1 %.232, i16 %.238, i16 %.16, !dbg !213
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
  %.314 = and i64 %t14, 31, !dbg !213
  %.316 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !213
  br i1 %t65, label %b11, label %b12, !dbg !215

b11:                                              ; preds = %b10
  %24 = and i32 %.316, 1431655765, !dbg !216
  %.318 = zext i32 %24 to i64, !dbg !216
  %25 = shl nuw nsw i64 1, %.314, !dbg !216
  %26 = and i64 %25, %.318, !dbg !216
  %.321.not = icmp eq i64 %26, 0, !dbg !216
  %.323 = trunc i64 %.314 to i32, !dbg !216
  %.324 = select i1 %.321.not, i32 %.18, i32 %.323, !dbg !216
  %.325 = shl i32 %.324, 2, !dbg !216
  %.326 = zext i16 %.16 to i32, !dbg !216
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.325, i32 %.326), !dbg !216
  %.328 = trunc i32 %.327 to i16, !dbg !216
  %t66 = select i1 %.321.not, i16 %.16, i16 %.328, !dbg !216
  %.330 = zext i32 %.18 to i64, !dbg !217
  %.331 = sub nsw i64 %.330, %t14, !dbg !217
  %.332 = icmp ult i64 %.331, 32, !dbg !217
  %.333 = icmp ult i32 %.17, 32, !dbg !217
  %.334 = and i1 %.333, %.332, !dbg !217
  %.338 = and i64 %.331, 31, !dbg !217
  %27 = shl nuw nsw i64 1, %.338, !dbg !217
  %28 = and i64 %27, %.318, !dbg !217
  %.340 = icmp ne i64 %28, 0, !dbg !217
  %.341 = and i1 %.334, %.340, !dbg !217
  %.342 = trunc i64 %.331 to i32, !dbg !217
  %.343 = select i1 %.341, i32 %.342, i32 %.18, !dbg !217
  %.344 = shl i32 %.343, 2, !dbg !217
  %.346 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.344, i32 %.326), !dbg !217
  %.347 = trunc i32 %.346 to i16, !dbg !217
  %t67 = select i1 %.341, i16 %.347, i16 %.16, !dbg !217
  %.350 = add nsw i64 %.330, %t14, !dbg !218
  %.351 = icmp ult i64 %.350, 32, !dbg !218
  %.353 = and i1 %.333, %.351, !dbg !218
  %.357 = and i64 %.350, 31, !dbg !218
  %29 = shl nuw nsw i64 1, %.357, !dbg !218
  %30 = and i64 %29, %.318, !dbg !218
  %.359 = icmp ne i64 %30, 0, !dbg !218
  %.360 = and i1 %.353, %.359, !dbg !218
  %.361 = trunc i64 %.350 to i32, !dbg !218
  %.362 = select i1 %.360, i32 %.361, i32 %.18, !dbg !218
  %.363 = shl i32 %.362, 2, !dbg !218
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.326), !dbg !218
  %.366 = trunc i32 %.365 to i16, !dbg !218
  %t68 = select i1 %.360, i16 %.366, i16 %.16, !dbg !218
  %.369 = xor i64 %.330, %t14, !dbg !219
  %.370 = icmp ult i64 %.369, 32, !dbg !219
  %.374 = and i64 %.369, 31, !dbg !219
  %31 = shl nuw nsw i64 1, %.374, !dbg !219
  %32 = and i64 %31, %.318, !dbg !219
  %.376 = icmp ne i64 %32, 0, !dbg !219
  %.377 = and i1 %.370, %.376, !dbg !219
  %.378 = trunc i64 %.369 to i32, !dbg !219
  %.379 = select i1 %.377, i32 %.378, i32 %.18, !dbg !219
  %.380 = shl i32 %.379, 2, !dbg !219
  %.382 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.380, i32 %.326), !dbg !219
  %.383 = trunc i32 %.382 to i16, !dbg !219
  %t69 = select i1 %.377, i16 %.383, i16 %.16, !dbg !219
  store i16 %t66, ptr addrspace(1) %t17, align 2, !dbg !220
  %t71 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !221
  store i16 %t67, ptr addrspace(1) %t71, align 2, !dbg !221
  %t72 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !222
  store i16 %t68, ptr addrspace(1) %t72, align 2, !dbg !222
  %t73 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !223
  store i16 %t69, ptr addrspace(1) %t73, align 2, !dbg !223
  br label %b2, !dbg !223

b12:                                              ; preds = %b10
  %33 = and i32 %.316, -1431655766, !dbg !224
  %.390 = zext i32 %33 to i64, !dbg !224
  %34 = shl nuw nsw i64 1, %.314, !dbg !224
  %35 = and i64 %34, %.390, !dbg !224
  %.393.not = icmp eq i64 %35, 0, !dbg !224
  %.395 = trunc i64 %.314 to i32, !dbg !224
  %.396 = select i1 %.393.not, i32 %.18, i32 %.395, !dbg !224
  %.397 = shl i32 %.396, 2, !dbg !224
  %.398 = zext i16 %.16 to i32, !dbg !224
  %.399 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.397, i32 %.398), !dbg !224
  %.400 = trunc i32 %.399 to i16, !dbg !224
  %t74 = select i1 %.393.not, i16 %.16, i16 %.400, !dbg !224
  %.402 = zext i32 %.18 to i64, !dbg !225
  %.403 = sub nsw i64 %.402, %t14, !dbg !225
  %.404 = icmp ult i64 %.403, 32, !dbg !225
  %.405 = icmp ult i32 %.17, 32, !dbg !225
  %.406 = and i1 %.405, %.404, !dbg !225
  %.410 = and i64 %.403, 31, !dbg !225
  %36 = shl nuw nsw i64 1, %.410, !dbg !225
  %37 = and i64 %36, %.390, !dbg !225
  %.412 = icmp ne i64 %37, 0, !dbg !225
  %.413 = and i1 %.406, %.412, !dbg !225
  %.414 = trunc i64 %.403 to i32, !dbg !225
  %.415 = select i1 %.413, i32 %.414, i32 %.18, !dbg !225
  %.416 = shl i32 %.415, 2, !dbg !225
  %.418 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.416, i32 %.398), !dbg !225
  %.419 = trunc i32 %.418 to i16, !dbg !225
  %t75 = select i1 %.413, i16 %.419, i16 %.16, !dbg !225
  %.422 = add nsw i64 %.402, %t14, !dbg !226
  %.423 = icmp ult i64 %.422, 32, !dbg !226
  %.425 = and i1 %.405, %.423, !dbg !226
  %.429 = and i64 %.422, 31, !dbg !226
  %38 = shl nuw nsw i64 1, %.429, !dbg !226
  %39 = and i64 %38, %.390, !dbg !226
  %.431 = icmp ne i64 %39, 0, !dbg !226
  %.432 = and i1 %.425, %.431, !dbg !226
  %.433 = trunc i64 %.422 to i32, !dbg !226
  %.434 = select i1 %.432, i32 %.433, i32 %.18, !dbg !226
  %.435 = shl i32 %.434, 2, !dbg !226
  %.437 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.435, i32 %.398), !dbg !226
  %.438 = trunc i32 %.437 to i16, !dbg !226
  %t76 = select i1 %.432, i16 %.438, i16 %.16, !dbg !226
  %.441 = xor i64 %.402, %t14, !dbg !227
  %.442 = icmp ult i64 %.441, 32, !dbg !227
  %.446 = and i64 %.441, 31, !dbg !227
  %40 = shl nuw nsw i64 1, %.446, !dbg !227
  %41 = and i64 %40, %.390, !dbg !227
  %.448 = icmp ne i64 %41, 0, !dbg !227
  %.449 = and i1 %.442, %.448, !dbg !227
  %.450 = trunc i64 %.441 to i32, !dbg !227
  %.451 = select i1 %.449, i32 %.450, i32 %.18, !dbg !227
  %.452 = shl i32 %.451, 2, !dbg !227
  %.454 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.452, i32 %.398), !dbg !227
  %.455 = trunc i32 %.454 to i16, !dbg !227
  %t77 = select i1 %.449, i16 %.455, i16 %.16, !dbg !227
  store i16 %t74, ptr addrspace(1) %t17, align 2, !dbg !228
  %t79 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !229
  store i16 %t75, ptr addrspace(1) %t79, align 2, !dbg !229
  %t80 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !230
  store i16 %t76, ptr addrspace(1) %t80, align 2, !dbg !230
  %t81 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !231
  store i16 %t77, ptr addrspace(1) %t81, align 2, !dbg !231
  br label %b2, !dbg !231

b14:                                              ; preds = %entry
  %42 = insertelement <2 x i16> poison, i16 %.16, i64 0, !dbg !232
  %43 = shufflevector <2 x i16> %42, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !232
  store <2 x i16> %43, ptr addrspace(1) %t17, align 2, !dbg !232
  %t85 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 2, !dbg !233
  store <2 x i16> %43, ptr addrspace(1) %t85, align 2, !dbg !233
  %t87 = and i64 %t19, 8, !dbg !234
  %t88 = icmp eq i64 %t87, 0, !dbg !235
  br i1 %t88, label %b15, label %b2, !dbg !235

b15:                                              ; preds = %b14
  %t86 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 3, !dbg !236
  %t84 = getelementptr inbounds i16, ptr addrspace(1) %t17, i64 1, !dbg !237
  %.458 = and i64 %t19, 56, !dbg !238
  %.459 = shl nuw i64 255, %.458, !dbg !238
  %t90 = select i1 %.20, i64 0, i64 %.459, !dbg !238
  %.462 = and i64 %t14, 31, !dbg !239
  %.464 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !239
  %.465 = zext i32 %.464 to i64, !dbg !239
  %.466 = and i64 %t90, %.465, !dbg !239
  %44 = shl nuw nsw i64 1, %.462, !dbg !239
  %45 = and i64 %.466, %44, !dbg !239
  %.469.not = icmp eq i64 %45, 0, !dbg !239
  %.471 = trunc i64 %.462 to i32, !dbg !239
  %.472 = select i1 %.469.not, i32 %.18, i32 %.471, !dbg !239
  %.473 = shl i32 %.472, 2, !dbg !239
  %.474 = zext i16 %.16 to i32, !dbg !239
  %.475 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.473, i32 %.474), !dbg !239
  %.476 = trunc i32 %.475 to i16, !dbg !239
  %t91 = select i1 %.469.not, i16 %.16, i16 %.476, !dbg !239
  %.478 = zext i32 %.18 to i64, !dbg !240
  %.479 = sub nsw i64 %.478, %t14, !dbg !240
  %.480 = icmp ult i64 %.479, 32, !dbg !240
  %.481 = icmp ult i32 %.17, 32, !dbg !240
  %.482 = and i1 %.481, %.480, !dbg !240
  %.486 = and i64 %.479, 31, !dbg !240
  %46 = shl nuw nsw i64 1, %.486, !dbg !240
  %47 = and i64 %.466, %46, !dbg !240
  %.488 = icmp ne i64 %47, 0, !dbg !240
  %.489 = and i1 %.482, %.488, !dbg !240
  %.490 = trunc i64 %.479 to i32, !dbg !240
  %.491 = select i1 %.489, i32 %.490, i32 %.18, !dbg !240
  %.492 = shl i32 %.491, 2, !dbg !240
  %.494 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.492, i32 %.474), !dbg !240
  %.495 = trunc i32 %.494 to i16, !dbg !240
  %t92 = select i1 %.489, i16 %.495, i16 %.16, !dbg !240
  %.498 = add nsw i64 %.478, %t14, !dbg !241
  %.499 = icmp ult i64 %.498, 32, !dbg !241
  %.501 = and i1 %.481, %.499, !dbg !241
  %.505 = and i64 %.498, 31, !dbg !241
  %48 = shl nuw nsw i64 1, %.505, !dbg !241
  %49 = and i64 %.466, %48, !dbg !241
  %.507 = icmp ne i64 %49, 0, !dbg !241
  %.508 = and i1 %.501, %.507, !dbg !241
  %.509 = trunc i64 %.498 to i32, !dbg !241
  %.510 = select i1 %.508, i32 %.509, i32 %.18, !dbg !241
  %.511 = shl i32 %.510, 2, !dbg !241
  %.513 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.511, i32 %.474), !dbg !241
  %.514 = trunc i32 %.513 to i16, !dbg !241
  %t93 = select i1 %.508, i16 %.514, i16 %.16, !dbg !241
  %.517 = xor i64 %.478, %t14, !dbg !242
  %.518 = icmp ult i64 %.517, 32, !dbg !242
  %.522 = and i64 %.517, 31, !dbg !242
  %50 = shl nuw nsw i64 1, %.522, !dbg !242
  %51 = and i64 %.466, %50, !dbg !242
  %.524 = icmp ne i64 %51, 0, !dbg !242
  %.525 = and i1 %.518, %.524, !dbg !242
  %.526 = trunc i64 %.517 to i32, !dbg !242
  %.527 = select i1 %.525, i32 %.526, i32 %.18, !dbg !242
  %.528 = shl i32 %.527, 2, !dbg !242
  %.530 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.528, i32 %.474), !dbg !242
  %.531 = trunc i32 %.530 to i16, !dbg !242
  %t94 = select i1 %.525, i16 %.531, i16 %.16, !dbg !242
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
  %.18 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.17) #10, !dbg !250
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !251
  %.20 = load i32, ptr addrspace(1) %t11, align 4, !dbg !251
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !252
  %.21 = load i32, ptr addrspace(1) %t14, align 4, !dbg !252
  %t16 = sext i32 %.21 to i64, !dbg !253
  %t17 = shl nsw i64 %t7, 2, !dbg !254
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t17, !dbg !255
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !256
  %.24 = and i64 %t16, 31, !dbg !256
  %.26 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !256
  %.281 = and i32 %.26, %.18, !dbg !256
  %.28 = zext i32 %.281 to i64, !dbg !256
  %0 = shl nuw nsw i64 1, %.24, !dbg !256
  %1 = and i64 %0, %.28, !dbg !256
  %.31.not = icmp eq i64 %1, 0, !dbg !256
  %.33 = trunc i64 %.24 to i32, !dbg !256
  %.34 = select i1 %.31.not, i32 %.22, i32 %.33, !dbg !256
  %.35 = shl i32 %.34, 2, !dbg !256
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %.20), !dbg !256
  %t20 = select i1 %.31.not, i32 %.20, i32 %.36, !dbg !256
  %.38 = zext i32 %.22 to i64, !dbg !257
  %.39 = sub nsw i64 %.38, %t16, !dbg !257
  %.40 = icmp ult i64 %.39, 32, !dbg !257
  %.41 = icmp ult i32 %.21, 32, !dbg !257
  %.42 = and i1 %.41, %.40, !dbg !257
  %.46 = and i64 %.39, 31, !dbg !257
  %2 = shl nuw nsw i64 1, %.46, !dbg !257
  %3 = and i64 %2, %.28, !dbg !257
  %.48 = icmp ne i64 %3, 0, !dbg !257
  %.49 = and i1 %.42, %.48, !dbg !257
  %.50 = trunc i64 %.39 to i32, !dbg !257
  %.51 = select i1 %.49, i32 %.50, i32 %.22, !dbg !257
  %.52 = shl i32 %.51, 2, !dbg !257
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.52, i32 %.20), !dbg !257
  %t21 = select i1 %.49, i32 %.53, i32 %.20, !dbg !257
  %.56 = add nsw i64 %.38, %t16, !dbg !258
  %.57 = icmp ult i64 %.56, 32, !dbg !258
  %.59 = and i1 %.41, %.57, !dbg !258
  %.63 = and i64 %.56, 31, !dbg !258
  %4 = shl nuw nsw i64 1, %.63, !dbg !258
  %5 = and i64 %4, %.28, !dbg !258
  %.65 = icmp ne i64 %5, 0, !dbg !258
  %.66 = and i1 %.59, %.65, !dbg !258
  %.67 = trunc i64 %.56 to i32, !dbg !258
  %.68 = select i1 %.66, i32 %.67, i32 %.22, !dbg !258
  %.69 = shl i32 %.68, 2, !dbg !258
  %.70 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.20), !dbg !258
  %t22 = select i1 %.66, i32 %.70, i32 %.20, !dbg !258
  %.73 = xor i64 %.38, %t16, !dbg !259
  %.74 = icmp ult i64 %.73, 32, !dbg !259
  %.78 = and i64 %.73, 31, !dbg !259
  %6 = shl nuw nsw i64 1, %.78, !dbg !259
  %7 = and i64 %6, %.28, !dbg !259
  %.80 = icmp ne i64 %7, 0, !dbg !259
  %.81 = and i1 %.74, %.80, !dbg !259
  %.82 = trunc i64 %.73 to i32, !dbg !259
  %.83 = select i1 %.81, i32 %.82, i32 %.22, !dbg !259
  %.84 = shl i32 %.83, 2, !dbg !259
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.20), !dbg !259
  %t23 = select i1 %.81, i32 %.85, i32 %.20, !dbg !259
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
  %t121 = zext i32 %.14 to i64, !dbg !267
  %t13 = and i64 %t121, 16, !dbg !268
  %t14 = icmp eq i64 %t13, 0, !dbg !269
  br i1 %t14, label %b1, label %b2, !dbg !269

b1:                                               ; preds = %entry
  %.16 = icmp ugt i32 %.14, 63, !dbg !270
  %.17 = and i64 %t121, 48, !dbg !270
  %.18 = shl nuw i64 65535, %.17, !dbg !270
  %t16 = select i1 %.16, i64 0, i64 %.18, !dbg !270
  %.20 = zext i32 %.14 to i64, !dbg !271
  %.21 = add nuw nsw i64 %.20, 1, !dbg !271
  %.22 = icmp ult i32 %.14, 31, !dbg !271
  %.23 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !271
  %.24 = zext i32 %.23 to i64, !dbg !271
  %.26 = and i64 %.21, 31, !dbg !271
  %0 = shl nuw nsw i64 1, %.26, !dbg !271
  %.25 = and i64 %0, %t16, !dbg !271
  %1 = and i64 %.25, %.24, !dbg !271
  %.28 = icmp ne i64 %1, 0, !dbg !271
  %.29 = and i1 %.22, %.28, !dbg !271
  %.30 = trunc i64 %.21 to i32, !dbg !271
  %.31 = select i1 %.29, i32 %.30, i32 %.14, !dbg !271
  %.32 = shl i32 %.31, 2, !dbg !271
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.13), !dbg !271
  %t17 = select i1 %.29, i32 %.33, i32 %.13, !dbg !271
  %t18 = add i32 %t17, %.13, !dbg !272
  br label %b2, !dbg !272

b2:                                               ; preds = %b1, %entry
  %t19 = phi i32 [ %.13, %entry ], [ %t18, %b1 ]
  %2 = xor i32 %.14, 16, !dbg !273
  %.37 = icmp ult i32 %2, 32, !dbg !273
  %.38 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !273
  %.39 = zext i32 %.38 to i64, !dbg !273
  %3 = and i32 %2, 31, !dbg !273
  %.41 = zext i32 %3 to i64, !dbg !273
  %4 = shl nuw nsw i64 1, %.41, !dbg !273
  %5 = and i64 %4, %.39, !dbg !273
  %.43 = icmp ne i64 %5, 0, !dbg !273
  %.44 = and i1 %.37, %.43, !dbg !273
  %.46 = select i1 %.44, i32 %2, i32 %.14, !dbg !273
  %.47 = shl i32 %.46, 2, !dbg !273
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %t19), !dbg !273
  %t20 = select i1 %.44, i32 %.48, i32 %t19, !dbg !273
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
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !279
  switch i32 %a3, label %common.ret [
    i32 0, label %b1
    i32 1, label %b4
    i32 2, label %b8
    i32 3, label %b10
  ], !dbg !280

b1:                                               ; preds = %entry
  %.11 = load i32, ptr addrspace(1) %t12, align 4, !dbg !279, !amdgpu.noclobber !6
  %.16 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !281
  %0 = and i32 %.16, 1, !dbg !281
  %.21.not = icmp eq i32 %0, 0, !dbg !281
  %.10.op = shl i32 %.10, 2, !dbg !281
  %.25 = select i1 %.21.not, i32 %.10.op, i32 0, !dbg !281
  %.26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.25, i32 %.11), !dbg !281
  %t14 = select i1 %.21.not, i32 %.11, i32 %.26, !dbg !281
  br label %common.ret.sink.split, !dbg !282

common.ret.sink.split:                            ; preds = %b10, %b8, %b6, %b1
  %t14.sink = phi i32 [ %t14, %b1 ], [ %t18, %b6 ], [ %t21, %b8 ], [ %t26, %b10 ]
  store i32 %t14.sink, ptr addrspace(1) %t12, align 4, !dbg !283
  br label %common.ret, !dbg !283

common.ret:                                       ; preds = %common.ret.sink.split, %entry, %b4
  ret void, !dbg !283

b4:                                               ; preds = %entry
  %t16 = icmp eq i32 %.10, 4, !dbg !284
  br i1 %t16, label %common.ret, label %b6, !dbg !284

b6:                                               ; preds = %b4
  %.27 = load i32, ptr addrspace(1) %t12, align 4, !dbg !285, !amdgpu.noclobber !6
  %.29 = zext i32 %.10 to i64, !dbg !286
  %.30 = add nuw nsw i64 %.29, 1, !dbg !286
  %.31 = icmp ult i32 %.10, 31, !dbg !286
  %.32 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !286
  %.33 = zext i32 %.32 to i64, !dbg !286
  %.35 = and i64 %.30, 31, !dbg !286
  %1 = shl nuw nsw i64 1, %.35, !dbg !286
  %2 = and i64 %1, %.33, !dbg !286
  %.37 = icmp ne i64 %2, 0, !dbg !286
  %.38 = and i1 %.31, %.37, !dbg !286
  %.39 = trunc i64 %.30 to i32, !dbg !286
  %.40 = select i1 %.38, i32 %.39, i32 %.10, !dbg !286
  %.41 = shl i32 %.40, 2, !dbg !286
  %.42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.41, i32 %.27), !dbg !286
  %t18 = select i1 %.38, i32 %.42, i32 %.27, !dbg !286
  br label %common.ret.sink.split, !dbg !287

b8:                                               ; preds = %entry
  %.43 = load i32, ptr addrspace(1) %t12, align 4, !dbg !288, !amdgpu.noclobber !6
  %.45 = zext i32 %.10 to i64, !dbg !289
  %.46 = add nuw nsw i64 %.45, 1, !dbg !289
  %.47 = icmp ult i32 %.10, 31, !dbg !289
  %.48 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !289
  %.49 = zext i32 %.48 to i64, !dbg !289
  %.51 = and i64 %.46, 31, !dbg !289
  %3 = shl nuw nsw i64 1, %.51, !dbg !289
  %4 = and i64 %3, %.49, !dbg !289
  %.53 = icmp ne i64 %4, 0, !dbg !289
  %.54 = and i1 %.47, %.53, !dbg !289
  %.55 = trunc i64 %.46 to i32, !dbg !289
  %.56 = select i1 %.54, i32 %.55, i32 %.10, !dbg !289
  %.57 = shl i32 %.56, 2, !dbg !289
  %.58 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.57, i32 %.43), !dbg !289
  %t21 = select i1 %.54, i32 %.58, i32 %.43, !dbg !289
  br label %common.ret.sink.split, !dbg !290

b10:                                              ; preds = %entry
  %t23 = icmp slt i32 %.10, 16, !dbg !291
  %spec.select = select i1 %t23, i64 65535, i64 4294967295, !dbg !291
  %.59 = load i32, ptr addrspace(1) %t12, align 4, !dbg !292, !amdgpu.noclobber !6
  %5 = xor i32 %.10, 16, !dbg !293
  %.63 = icmp ult i32 %5, 32, !dbg !293
  %.64 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !293
  %.65 = zext i32 %.64 to i64, !dbg !293
  %6 = and i32 %5, 31, !dbg !293
  %.67 = zext i32 %6 to i64, !dbg !293
  %7 = shl nuw nsw i64 1, %.67, !dbg !293
  %.66 = and i64 %7, %spec.select, !dbg !293
  %8 = and i64 %.66, %.65, !dbg !293
  %.69 = icmp ne i64 %8, 0, !dbg !293
  %.70 = and i1 %.63, %.69, !dbg !293
  %.72 = select i1 %.70, i32 %5, i32 %.10, !dbg !293
  %.73 = shl i32 %.72, 2, !dbg !293
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.59), !dbg !293
  %t26 = select i1 %.70, i32 %.74, i32 %.59, !dbg !293
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
  %.16 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.15) #10, !dbg !299
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !300
  %.19 = zext i32 %.18 to i64
  %.20 = add nuw nsw i64 %.19, 8, !dbg !301
  %.21 = icmp ult i32 %.18, 24, !dbg !301
  %.24 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !301
  %.261 = and i32 %.24, %.16, !dbg !301
  %.26 = zext i32 %.261 to i64, !dbg !301
  %.27 = and i64 %.20, 31, !dbg !301
  %0 = shl nuw nsw i64 1, %.27, !dbg !301
  %1 = and i64 %0, %.26, !dbg !301
  %.29 = icmp ne i64 %1, 0, !dbg !301
  %.30 = and i1 %.21, %.29, !dbg !301
  %.31 = trunc i64 %.20 to i32, !dbg !301
  %.32 = select i1 %.30, i32 %.31, i32 %.18, !dbg !301
  %.33 = shl i32 %.32, 2, !dbg !301
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.13), !dbg !301
  %t16 = select i1 %.30, i32 %.34, i32 %.13, !dbg !301
  %t17 = add i32 %t16, %.13, !dbg !302
  %.20.1 = add nuw nsw i64 %.19, 4, !dbg !301
  %.21.1 = icmp ult i32 %.18, 28, !dbg !301
  %.27.1 = and i64 %.20.1, 31, !dbg !301
  %2 = shl nuw nsw i64 1, %.27.1, !dbg !301
  %3 = and i64 %2, %.26, !dbg !301
  %.29.1 = icmp ne i64 %3, 0, !dbg !301
  %.30.1 = and i1 %.21.1, %.29.1, !dbg !301
  %.31.1 = trunc i64 %.20.1 to i32, !dbg !301
  %.32.1 = select i1 %.30.1, i32 %.31.1, i32 %.18, !dbg !301
  %.33.1 = shl i32 %.32.1, 2, !dbg !301
  %.34.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33.1, i32 %t17), !dbg !301
  %t16.1 = select i1 %.30.1, i32 %.34.1, i32 %t17, !dbg !301
  %t17.1 = add i32 %t16.1, %t17, !dbg !302
  %.20.2 = add nuw nsw i64 %.19, 2, !dbg !301
  %.21.2 = icmp ult i32 %.18, 30, !dbg !301
  %.27.2 = and i64 %.20.2, 31, !dbg !301
  %4 = shl nuw nsw i64 1, %.27.2, !dbg !301
  %5 = and i64 %4, %.26, !dbg !301
  %.29.2 = icmp ne i64 %5, 0, !dbg !301
  %.30.2 = and i1 %.21.2, %.29.2, !dbg !301
  %.31.2 = trunc i64 %.20.2 to i32, !dbg !301
  %.32.2 = select i1 %.30.2, i32 %.31.2, i32 %.18, !dbg !301
  %.33.2 = shl i32 %.32.2, 2, !dbg !301
  %.34.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33.2, i32 %t17.1), !dbg !301
  %t16.2 = select i1 %.30.2, i32 %.34.2, i32 %t17.1, !dbg !301
  %t17.2 = add i32 %t16.2, %t17.1, !dbg !302
  %.20.3 = add nuw nsw i64 %.19, 1, !dbg !301
  %.21.3 = icmp ult i32 %.18, 31, !dbg !301
  %.27.3 = and i64 %.20.3, 31, !dbg !301
  %6 = shl nuw nsw i64 1, %.27.3, !dbg !301
  %7 = and i64 %6, %.26, !dbg !301
  %.29.3 = icmp ne i64 %7, 0, !dbg !301
  %.30.3 = and i1 %.21.3, %.29.3, !dbg !301
  %.31.3 = trunc i64 %.20.3 to i32, !dbg !301
  %.32.3 = select i1 %.30.3, i32 %.31.3, i32 %.18, !dbg !301
  %.33.3 = shl i32 %.32.3, 2, !dbg !301
  %.34.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33.3, i32 %t17.2), !dbg !301
  %t16.3 = select i1 %.30.3, i32 %.34.3, i32 %t17.2, !dbg !301
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
  %.16 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.15) #10, !dbg !309
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !310
  %.19 = zext i32 %.18 to i64
  %.20 = add nuw nsw i64 %.19, 8, !dbg !311
  %.21 = icmp ult i32 %.18, 24, !dbg !311
  %.24 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !311
  %.261 = and i32 %.24, %.16, !dbg !311
  %.26 = zext i32 %.261 to i64, !dbg !311
  %.27 = and i64 %.20, 31, !dbg !311
  %0 = shl nuw nsw i64 1, %.27, !dbg !311
  %1 = and i64 %0, %.26, !dbg !311
  %.29 = icmp ne i64 %1, 0, !dbg !311
  %.30 = and i1 %.21, %.29, !dbg !311
  %.31 = trunc i64 %.20 to i32, !dbg !311
  %.32 = select i1 %.30, i32 %.31, i32 %.18, !dbg !311
  %.33 = shl i32 %.32, 2, !dbg !311
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.13), !dbg !311
  %t16 = select i1 %.30, i32 %.34, i32 %.13, !dbg !311
  %t17 = add i32 %t16, %.13, !dbg !312
  %.20.1 = add nuw nsw i64 %.19, 4, !dbg !311
  %.21.1 = icmp ult i32 %.18, 28, !dbg !311
  %.27.1 = and i64 %.20.1, 31, !dbg !311
  %2 = shl nuw nsw i64 1, %.27.1, !dbg !311
  %3 = and i64 %2, %.26, !dbg !311
  %.29.1 = icmp ne i64 %3, 0, !dbg !311
  %.30.1 = and i1 %.21.1, %.29.1, !dbg !311
  %.31.1 = trunc i64 %.20.1 to i32, !dbg !311
  %.32.1 = select i1 %.30.1, i32 %.31.1, i32 %.18, !dbg !311
  %.33.1 = shl i32 %.32.1, 2, !dbg !311
  %.34.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33.1, i32 %t17), !dbg !311
  %t16.1 = select i1 %.30.1, i32 %.34.1, i32 %t17, !dbg !311
  %t17.1 = add i32 %t16.1, %t17, !dbg !312
  %.20.2 = add nuw nsw i64 %.19, 2, !dbg !311
  %.21.2 = icmp ult i32 %.18, 30, !dbg !311
  %.27.2 = and i64 %.20.2, 31, !dbg !311
  %4 = shl nuw nsw i64 1, %.27.2, !dbg !311
  %5 = and i64 %4, %.26, !dbg !311
  %.29.2 = icmp ne i64 %5, 0, !dbg !311
  %.30.2 = and i1 %.21.2, %.29.2, !dbg !311
  %.31.2 = trunc i64 %.20.2 to i32, !dbg !311
  %.32.2 = select i1 %.30.2, i32 %.31.2, i32 %.18, !dbg !311
  %.33.2 = shl i32 %.32.2, 2, !dbg !311
  %.34.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33.2, i32 %t17.1), !dbg !311
  %t16.2 = select i1 %.30.2, i32 %.34.2, i32 %t17.1, !dbg !311
  %t17.2 = add i32 %t16.2, %t17.1, !dbg !312
  %.20.3 = add nuw nsw i64 %.19, 1, !dbg !311
  %.21.3 = icmp ult i32 %.18, 31, !dbg !311
  %.27.3 = and i64 %.20.3, 31, !dbg !311
  %6 = shl nuw nsw i64 1, %.27.3, !dbg !311
  %7 = and i64 %6, %.26, !dbg !311
  %.29.3 = icmp ne i64 %7, 0, !dbg !311
  %.30.3 = and i1 %.21.3, %.29.3, !dbg !311
  %.31.3 = trunc i64 %.20.3 to i32, !dbg !311
  %.32.3 = select i1 %.30.3, i32 %.31.3, i32 %.18, !dbg !311
  %.33.3 = shl i32 %.32.3, 2, !dbg !311
  %.34.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33.3, i32 %t17.2), !dbg !311
  %t16.3 = select i1 %.30.3, i32 %.34.3, i32 %t17.2, !dbg !311
  %t17.3 = add i32 %t16.3, %t17.2, !dbg !312
  br label %b4, !dbg !313

b4:                                               ; preds = %b1, %entry
  %t19 = phi i32 [ %.13, %entry ], [ %t17.3, %b1 ]
  fence syncscope("workgroup") release, !dbg !313
  tail call void @llvm.amdgcn.s.barrier(), !dbg !313
  fence syncscope("workgroup") acquire, !dbg !313
  %.36 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !313
  %.37 = or i32 %.12, %.36, !dbg !313
  %.38 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !313
  %.39 = or i32 %.37, %.38, !dbg !313
  %.44 = icmp eq i32 %.39, 0, !dbg !313
  br i1 %.44, label %gridsync.40, label %gridsync.done.43, !dbg !313

gridsync.40:                                      ; preds = %b4
  fence syncscope("agent") release, !dbg !313
  %.46 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !313
  %.47 = or i32 %.7, %.46, !dbg !313
  %.48 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !313
  %.49 = or i32 %.47, %.48, !dbg !313
  %.51 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 12, !dbg !313
  %.52 = load i32, ptr addrspace(4) %.51, align 4, !dbg !313, !invariant.load !6
  %.57 = add nsw i32 %.11, -1, !dbg !313
  %.58 = add i32 %.57, %.52, !dbg !313
  %.59 = udiv i32 %.58, %.11, !dbg !313
  %.61 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 16, !dbg !313
  %.62 = load i32, ptr addrspace(4) %.61, align 4, !dbg !313, !invariant.load !6
  %.64 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 6, !dbg !313
  %.65 = load i16, ptr addrspace(4) %.64, align 2, !dbg !313, !invariant.load !6
  %.66 = zext i16 %.65 to i32, !dbg !313
  %.67 = add i32 %.62, -1, !dbg !313
  %.68 = add i32 %.67, %.66, !dbg !313
  %.69 = udiv i32 %.68, %.66, !dbg !313
  %.70 = mul i32 %.69, %.59, !dbg !313
  %.72 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 20, !dbg !313
  %.73 = load i32, ptr addrspace(4) %.72, align 4, !dbg !313, !invariant.load !6
  %.75 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 8, !dbg !313
  %.76 = load i16, ptr addrspace(4) %.75, align 4, !dbg !313, !invariant.load !6
  %.77 = zext i16 %.76 to i32, !dbg !313
  %.78 = add i32 %.73, -1, !dbg !313
  %.79 = add i32 %.78, %.77, !dbg !313
  %.80 = udiv i32 %.79, %.77, !dbg !313
  %.81 = mul i32 %.70, %.80, !dbg !313
  %.82 = sub i32 -2147483647, %.81, !dbg !313
  %.83 = icmp eq i32 %.49, 0, !dbg !313
  %.84 = select i1 %.83, i32 %.82, i32 1, !dbg !313
  %.85 = atomicrmw add ptr addrspace(1) @__kern_gridsync, i32 %.84 syncscope("agent") monotonic, align 4, !dbg !313
  br label %gridsync.spin.41, !dbg !313

gridsync.spin.41:                                 ; preds = %gridsync.spin.41, %gridsync.40
  %.86 = load atomic i32, ptr addrspace(1) @__kern_gridsync syncscope("agent") monotonic, align 4, !dbg !313
  %.87 = xor i32 %.86, %.85, !dbg !313
  %.88 = icmp slt i32 %.87, 0, !dbg !313
  br i1 %.88, label %gridsync.arrived.42, label %gridsync.spin.41, !dbg !313

gridsync.arrived.42:                              ; preds = %gridsync.spin.41
  fence syncscope("agent") acquire, !dbg !313
  br label %gridsync.done.43, !dbg !313

gridsync.done.43:                                 ; preds = %gridsync.arrived.42, %b4
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
  %.19 = zext i32 %.18 to i64, !dbg !323
  %.24 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !323
  %.25 = zext i32 %.24 to i64, !dbg !323
  %.26 = and i64 %.19, 31, !dbg !323
  %0 = shl nuw nsw i64 1, %.26, !dbg !323
  %1 = and i64 %0, %.25, !dbg !323
  %.28.not = icmp eq i64 %1, 0, !dbg !323
  %.31 = shl i32 %.18, 2, !dbg !323
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.16), !dbg !323
  %t18 = select i1 %.28.not, i32 %.16, i32 %.32, !dbg !323
  %.36 = sub nsw i64 %.19, %t14, !dbg !324
  %.37 = icmp eq i32 %.17, 0, !dbg !324
  %.40 = and i64 %.36, 31, !dbg !324
  %2 = shl nuw nsw i64 1, %.40, !dbg !324
  %3 = and i64 %2, %.25, !dbg !324
  %.42 = icmp ne i64 %3, 0, !dbg !324
  %.43 = and i1 %.37, %.42, !dbg !324
  %.44 = trunc i64 %.36 to i32, !dbg !324
  %.45 = shl i32 %.44, 2, !dbg !324
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %.16), !dbg !324
  %t19 = select i1 %.43, i32 %.46, i32 %.16, !dbg !324
  %.51 = add nsw i64 %.19, %t14, !dbg !325
  %.55 = and i64 %.51, 31, !dbg !325
  %4 = shl nuw nsw i64 1, %.55, !dbg !325
  %5 = and i64 %4, %.25, !dbg !325
  %.57 = icmp ne i64 %5, 0, !dbg !325
  %.58 = and i1 %.37, %.57, !dbg !325
  %.59 = trunc i64 %.51 to i32, !dbg !325
  %.60 = shl i32 %.59, 2, !dbg !325
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.16), !dbg !325
  %t20 = select i1 %.58, i32 %.61, i32 %.16, !dbg !325
  %.65 = xor i64 %.19, %t14, !dbg !326
  %.66 = icmp ult i32 %.17, 32, !dbg !326
  %.69 = icmp ule i64 %.65, %.19, !dbg !326
  %.70 = and i1 %.66, %.69, !dbg !326
  %.73 = and i64 %.65, 31, !dbg !326
  %6 = shl nuw nsw i64 1, %.73, !dbg !326
  %7 = and i64 %6, %.25, !dbg !326
  %.75 = icmp ne i64 %7, 0, !dbg !326
  %.76 = and i1 %.70, %.75, !dbg !326
  %.77 = trunc i64 %.65 to i32, !dbg !326
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
  %.83 = and i64 %.19, 4294967294, !dbg !331
  %.84 = and i64 %t14, 1, !dbg !331
  %.85 = or i64 %.83, %.84, !dbg !331
  %.88 = and i64 %.85, 31, !dbg !331
  %8 = shl nuw nsw i64 1, %.88, !dbg !331
  %9 = and i64 %8, %.25, !dbg !331
  %.90.not = icmp eq i64 %9, 0, !dbg !331
  %.92 = trunc i64 %.85 to i32, !dbg !331
  %.93 = shl i32 %.92, 2, !dbg !331
  %.94 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.16), !dbg !331
  %t26 = select i1 %.90.not, i32 %.16, i32 %.94, !dbg !331
  %.97 = and i64 %.19, 1, !dbg !332
  %.99 = icmp uge i64 %.97, %t14, !dbg !332
  %.105 = and i1 %.99, %.42, !dbg !332
  %t27 = select i1 %.105, i32 %.46, i32 %.16, !dbg !332
  %.112 = xor i64 %.97, 1, !dbg !333
  %.114 = icmp uge i64 %.112, %t14, !dbg !333
  %.120 = and i1 %.114, %.57, !dbg !333
  %t28 = select i1 %.120, i32 %.61, i32 %.16, !dbg !333
  %.130 = add nuw nsw i64 %.83, 2, !dbg !334
  %.131 = icmp ult i64 %.65, %.130, !dbg !334
  %.132 = and i1 %.66, %.131, !dbg !334
  %.138 = and i1 %.132, %.75, !dbg !334
  %t29 = select i1 %.138, i32 %.79, i32 %.16, !dbg !334
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 4, !dbg !335
  store i32 %t26, ptr addrspace(1) %t30, align 4, !dbg !335
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 5, !dbg !336
  store i32 %t27, ptr addrspace(1) %t31, align 4, !dbg !336
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 6, !dbg !337
  store i32 %t28, ptr addrspace(1) %t32, align 4, !dbg !337
  %t33 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 7, !dbg !338
  store i32 %t29, ptr addrspace(1) %t33, align 4, !dbg !338
  %.145 = and i64 %.19, 4294967292, !dbg !339
  %.146 = and i64 %t14, 3, !dbg !339
  %.147 = or i64 %.145, %.146, !dbg !339
  %.150 = and i64 %.147, 31, !dbg !339
  %10 = shl nuw nsw i64 1, %.150, !dbg !339
  %11 = and i64 %10, %.25, !dbg !339
  %.152.not = icmp eq i64 %11, 0, !dbg !339
  %.154 = trunc i64 %.147 to i32, !dbg !339
  %.155 = shl i32 %.154, 2, !dbg !339
  %.156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.16), !dbg !339
  %t34 = select i1 %.152.not, i32 %.16, i32 %.156, !dbg !339
  %.159 = and i64 %.19, 3, !dbg !340
  %.161 = icmp uge i64 %.159, %t14, !dbg !340
  %.167 = and i1 %.161, %.42, !dbg !340
  %t35 = select i1 %.167, i32 %.46, i32 %.16, !dbg !340
  %.174 = xor i64 %.159, 3, !dbg !341
  %.176 = icmp uge i64 %.174, %t14, !dbg !341
  %.182 = and i1 %.176, %.57, !dbg !341
  %t36 = select i1 %.182, i32 %.61, i32 %.16, !dbg !341
  %.192 = add nuw nsw i64 %.145, 4, !dbg !342
  %.193 = icmp ult i64 %.65, %.192, !dbg !342
  %.194 = and i1 %.66, %.193, !dbg !342
  %.200 = and i1 %.194, %.75, !dbg !342
  %t37 = select i1 %.200, i32 %.79, i32 %.16, !dbg !342
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 8, !dbg !343
  store i32 %t34, ptr addrspace(1) %t38, align 4, !dbg !343
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 9, !dbg !344
  store i32 %t35, ptr addrspace(1) %t39, align 4, !dbg !344
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 10, !dbg !345
  store i32 %t36, ptr addrspace(1) %t40, align 4, !dbg !345
  %t41 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 11, !dbg !346
  store i32 %t37, ptr addrspace(1) %t41, align 4, !dbg !346
  %.207 = and i64 %.19, 4294967288, !dbg !347
  %.208 = and i64 %t14, 7, !dbg !347
  %.209 = or i64 %.207, %.208, !dbg !347
  %.212 = and i64 %.209, 31, !dbg !347
  %12 = shl nuw nsw i64 1, %.212, !dbg !347
  %13 = and i64 %12, %.25, !dbg !347
  %.214.not = icmp eq i64 %13, 0, !dbg !347
  %.216 = trunc i64 %.209 to i32, !dbg !347
  %.217 = shl i32 %.216, 2, !dbg !347
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.16), !dbg !347
  %t42 = select i1 %.214.not, i32 %.16, i32 %.218, !dbg !347
  %.221 = and i64 %.19, 7, !dbg !348
  %.223 = icmp uge i64 %.221, %t14, !dbg !348
  %.229 = and i1 %.223, %.42, !dbg !348
  %t43 = select i1 %.229, i32 %.46, i32 %.16, !dbg !348
  %.236 = xor i64 %.221, 7, !dbg !349
  %.238 = icmp uge i64 %.236, %t14, !dbg !349
  %.244 = and i1 %.238, %.57, !dbg !349
  %t44 = select i1 %.244, i32 %.61, i32 %.16, !dbg !349
  %.254 = add nuw nsw i64 %.207, 8, !dbg !350
  %.255 = icmp ult i64 %.65, %.254, !dbg !350
  %.256 = and i1 %.66, %.255, !dbg !350
  %.262 = and i1 %.256, %.75, !dbg !350
  %t45 = select i1 %.262, i32 %.79, i32 %.16, !dbg !350
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 12, !dbg !351
  store i32 %t42, ptr addrspace(1) %t46, align 4, !dbg !351
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 13, !dbg !352
  store i32 %t43, ptr addrspace(1) %t47, align 4, !dbg !352
  %t48 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 14, !dbg !353
  store i32 %t44, ptr addrspace(1) %t48, align 4, !dbg !353
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 15, !dbg !354
  store i32 %t45, ptr addrspace(1) %t49, align 4, !dbg !354
  %.269 = and i64 %.19, 4294967280, !dbg !355
  %.270 = and i64 %t14, 15, !dbg !355
  %.271 = or i64 %.269, %.270, !dbg !355
  %.274 = and i64 %.271, 31, !dbg !355
  %14 = shl nuw nsw i64 1, %.274, !dbg !355
  %15 = and i64 %14, %.25, !dbg !355
  %.276.not = icmp eq i64 %15, 0, !dbg !355
  %.278 = trunc i64 %.271 to i32, !dbg !355
  %.279 = shl i32 %.278, 2, !dbg !355
  %.280 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.279, i32 %.16), !dbg !355
  %t50 = select i1 %.276.not, i32 %.16, i32 %.280, !dbg !355
  %.283 = and i64 %.19, 15, !dbg !356
  %.285 = icmp uge i64 %.283, %t14, !dbg !356
  %.291 = and i1 %.285, %.42, !dbg !356
  %t51 = select i1 %.291, i32 %.46, i32 %.16, !dbg !356
  %.298 = xor i64 %.283, 15, !dbg !357
  %.300 = icmp uge i64 %.298, %t14, !dbg !357
  %.306 = and i1 %.300, %.57, !dbg !357
  %t52 = select i1 %.306, i32 %.61, i32 %.16, !dbg !357
  %.316 = add nuw nsw i64 %.269, 16, !dbg !358
  %.317 = icmp ult i64 %.65, %.316, !dbg !358
  %.318 = and i1 %.66, %.317, !dbg !358
  %.324 = and i1 %.318, %.75, !dbg !358
  %t53 = select i1 %.324, i32 %.79, i32 %.16, !dbg !358
  %t54 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 16, !dbg !359
  store i32 %t50, ptr addrspace(1) %t54, align 4, !dbg !359
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 17, !dbg !360
  store i32 %t51, ptr addrspace(1) %t55, align 4, !dbg !360
  %t56 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 18, !dbg !361
  store i32 %t52, ptr addrspace(1) %t56, align 4, !dbg !361
  %t57 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 19, !dbg !362
  store i32 %t53, ptr addrspace(1) %t57, align 4, !dbg !362
  %.331 = and i64 %.19, 1073741792, !dbg !363
  %.332 = and i64 %t14, 31, !dbg !363
  %.333 = or i64 %.331, %.332, !dbg !363
  %16 = shl nuw nsw i64 1, %.332, !dbg !363
  %17 = and i64 %16, %.25, !dbg !363
  %.338.not = icmp eq i64 %17, 0, !dbg !363
  %.340 = trunc i64 %.333 to i32, !dbg !363
  %.341 = shl nuw i32 %.340, 2, !dbg !363
  %.342 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.341, i32 %.16), !dbg !363
  %t58 = select i1 %.338.not, i32 %.16, i32 %.342, !dbg !363
  %.347 = icmp uge i64 %.26, %t14, !dbg !364
  %.353 = and i1 %.347, %.42, !dbg !364
  %t59 = select i1 %.353, i32 %.46, i32 %.16, !dbg !364
  %.360 = xor i64 %.26, 31, !dbg !365
  %.362 = icmp uge i64 %.360, %t14, !dbg !365
  %.368 = and i1 %.362, %.57, !dbg !365
  %t60 = select i1 %.368, i32 %.61, i32 %.16, !dbg !365
  %.377 = and i64 %.19, 4294967264, !dbg !366
  %.378 = add nuw nsw i64 %.377, 32, !dbg !366
  %.379 = icmp ult i64 %.65, %.378, !dbg !366
  %.380 = and i1 %.66, %.379, !dbg !366
  %.386 = and i1 %.380, %.75, !dbg !366
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
  %.19 = zext i32 %.18 to i64, !dbg !378
  %.24 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !378
  %.25 = zext i32 %.24 to i64, !dbg !378
  %.26 = and i64 %.19, 31, !dbg !378
  %0 = shl nuw nsw i64 1, %.26, !dbg !378
  %1 = and i64 %0, %.25, !dbg !378
  %.28.not = icmp eq i64 %1, 0, !dbg !378
  %.31 = shl i32 %.18, 2, !dbg !378
  %.32 = zext i8 %.16 to i32, !dbg !378
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.32), !dbg !378
  %.34 = trunc i32 %.33 to i8, !dbg !378
  %t18 = select i1 %.28.not, i8 %.16, i8 %.34, !dbg !378
  %.38 = sub nsw i64 %.19, %t14, !dbg !379
  %.39 = icmp eq i32 %.17, 0, !dbg !379
  %.42 = and i64 %.38, 31, !dbg !379
  %2 = shl nuw nsw i64 1, %.42, !dbg !379
  %3 = and i64 %2, %.25, !dbg !379
  %.44 = icmp ne i64 %3, 0, !dbg !379
  %.45 = and i1 %.39, %.44, !dbg !379
  %.46 = trunc i64 %.38 to i32, !dbg !379
  %.47 = shl i32 %.46, 2, !dbg !379
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.32), !dbg !379
  %.50 = trunc i32 %.49 to i8, !dbg !379
  %t19 = select i1 %.45, i8 %.50, i8 %.16, !dbg !379
  %.55 = add nsw i64 %.19, %t14, !dbg !380
  %.59 = and i64 %.55, 31, !dbg !380
  %4 = shl nuw nsw i64 1, %.59, !dbg !380
  %5 = and i64 %4, %.25, !dbg !380
  %.61 = icmp ne i64 %5, 0, !dbg !380
  %.62 = and i1 %.39, %.61, !dbg !380
  %.63 = trunc i64 %.55 to i32, !dbg !380
  %.64 = shl i32 %.63, 2, !dbg !380
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.32), !dbg !380
  %.67 = trunc i32 %.66 to i8, !dbg !380
  %t20 = select i1 %.62, i8 %.67, i8 %.16, !dbg !380
  %.71 = xor i64 %.19, %t14, !dbg !381
  %.72 = icmp ult i32 %.17, 32, !dbg !381
  %.75 = icmp ule i64 %.71, %.19, !dbg !381
  %.76 = and i1 %.72, %.75, !dbg !381
  %.79 = and i64 %.71, 31, !dbg !381
  %6 = shl nuw nsw i64 1, %.79, !dbg !381
  %7 = and i64 %6, %.25, !dbg !381
  %.81 = icmp ne i64 %7, 0, !dbg !381
  %.82 = and i1 %.76, %.81, !dbg !381
  %.83 = trunc i64 %.71 to i32, !dbg !381
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
  %.91 = and i64 %.19, 4294967294, !dbg !386
  %.92 = and i64 %t14, 1, !dbg !386
  %.93 = or i64 %.91, %.92, !dbg !386
  %.96 = and i64 %.93, 31, !dbg !386
  %8 = shl nuw nsw i64 1, %.96, !dbg !386
  %9 = and i64 %8, %.25, !dbg !386
  %.98.not = icmp eq i64 %9, 0, !dbg !386
  %.100 = trunc i64 %.93 to i32, !dbg !386
  %.101 = shl i32 %.100, 2, !dbg !386
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.32), !dbg !386
  %.104 = trunc i32 %.103 to i8, !dbg !386
  %t26 = select i1 %.98.not, i8 %.16, i8 %.104, !dbg !386
  %.107 = and i64 %.19, 1, !dbg !387
  %.109 = icmp uge i64 %.107, %t14, !dbg !387
  %.115 = and i1 %.109, %.44, !dbg !387
  %t27 = select i1 %.115, i8 %.50, i8 %.16, !dbg !387
  %.124 = xor i64 %.107, 1, !dbg !388
  %.126 = icmp uge i64 %.124, %t14, !dbg !388
  %.132 = and i1 %.126, %.61, !dbg !388
  %t28 = select i1 %.132, i8 %.67, i8 %.16, !dbg !388
  %.144 = add nuw nsw i64 %.91, 2, !dbg !389
  %.145 = icmp ult i64 %.71, %.144, !dbg !389
  %.146 = and i1 %.72, %.145, !dbg !389
  %.152 = and i1 %.146, %.81, !dbg !389
  %t29 = select i1 %.152, i8 %.87, i8 %.16, !dbg !389
  %t30 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 4, !dbg !390
  store i8 %t26, ptr addrspace(1) %t30, align 1, !dbg !390
  %t31 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 5, !dbg !391
  store i8 %t27, ptr addrspace(1) %t31, align 1, !dbg !391
  %t32 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 6, !dbg !392
  store i8 %t28, ptr addrspace(1) %t32, align 1, !dbg !392
  %t33 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 7, !dbg !393
  store i8 %t29, ptr addrspace(1) %t33, align 1, !dbg !393
  %.161 = and i64 %.19, 4294967292, !dbg !394
  %.162 = and i64 %t14, 3, !dbg !394
  %.163 = or i64 %.161, %.162, !dbg !394
  %.166 = and i64 %.163, 31, !dbg !394
  %10 = shl nuw nsw i64 1, %.166, !dbg !394
  %11 = and i64 %10, %.25, !dbg !394
  %.168.not = icmp eq i64 %11, 0, !dbg !394
  %.170 = trunc i64 %.163 to i32, !dbg !394
  %.171 = shl i32 %.170, 2, !dbg !394
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.171, i32 %.32), !dbg !394
  %.174 = trunc i32 %.173 to i8, !dbg !394
  %t34 = select i1 %.168.not, i8 %.16, i8 %.174, !dbg !394
  %.177 = and i64 %.19, 3, !dbg !395
  %.179 = icmp uge i64 %.177, %t14, !dbg !395
  %.185 = and i1 %.179, %.44, !dbg !395
  %t35 = select i1 %.185, i8 %.50, i8 %.16, !dbg !395
  %.194 = xor i64 %.177, 3, !dbg !396
  %.196 = icmp uge i64 %.194, %t14, !dbg !396
  %.202 = and i1 %.196, %.61, !dbg !396
  %t36 = select i1 %.202, i8 %.67, i8 %.16, !dbg !396
  %.214 = add nuw nsw i64 %.161, 4, !dbg !397
  %.215 = icmp ult i64 %.71, %.214, !dbg !397
  %.216 = and i1 %.72, %.215, !dbg !397
  %.222 = and i1 %.216, %.81, !dbg !397
  %t37 = select i1 %.222, i8 %.87, i8 %.16, !dbg !397
  %t38 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !398
  store i8 %t34, ptr addrspace(1) %t38, align 1, !dbg !398
  %t39 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 9, !dbg !399
  store i8 %t35, ptr addrspace(1) %t39, align 1, !dbg !399
  %t40 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 10, !dbg !400
  store i8 %t36, ptr addrspace(1) %t40, align 1, !dbg !400
  %t41 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 11, !dbg !401
  store i8 %t37, ptr addrspace(1) %t41, align 1, !dbg !401
  %.231 = and i64 %.19, 4294967288, !dbg !402
  %.232 = and i64 %t14, 7, !dbg !402
  %.233 = or i64 %.231, %.232, !dbg !402
  %.236 = and i64 %.233, 31, !dbg !402
  %12 = shl nuw nsw i64 1, %.236, !dbg !402
  %13 = and i64 %12, %.25, !dbg !402
  %.238.not = icmp eq i64 %13, 0, !dbg !402
  %.240 = trunc i64 %.233 to i32, !dbg !402
  %.241 = shl i32 %.240, 2, !dbg !402
  %.243 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.241, i32 %.32), !dbg !402
  %.244 = trunc i32 %.243 to i8, !dbg !402
  %t42 = select i1 %.238.not, i8 %.16, i8 %.244, !dbg !402
  %.247 = and i64 %.19, 7, !dbg !403
  %.249 = icmp uge i64 %.247, %t14, !dbg !403
  %.255 = and i1 %.249, %.44, !dbg !403
  %t43 = select i1 %.255, i8 %.50, i8 %.16, !dbg !403
  %.264 = xor i64 %.247, 7, !dbg !404
  %.266 = icmp uge i64 %.264, %t14, !dbg !404
  %.272 = and i1 %.266, %.61, !dbg !404
  %t44 = select i1 %.272, i8 %.67, i8 %.16, !dbg !404
  %.284 = add nuw nsw i64 %.231, 8, !dbg !405
  %.285 = icmp ult i64 %.71, %.284, !dbg !405
  %.286 = and i1 %.72, %.285, !dbg !405
  %.292 = and i1 %.286, %.81, !dbg !405
  %t45 = select i1 %.292, i8 %.87, i8 %.16, !dbg !405
  %t46 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 12, !dbg !406
  store i8 %t42, ptr addrspace(1) %t46, align 1, !dbg !406
  %t47 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 13, !dbg !407
  store i8 %t43, ptr addrspace(1) %t47, align 1, !dbg !407
  %t48 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 14, !dbg !408
  store i8 %t44, ptr addrspace(1) %t48, align 1, !dbg !408
  %t49 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 15, !dbg !409
  store i8 %t45, ptr addrspace(1) %t49, align 1, !dbg !409
  %.301 = and i64 %.19, 4294967280, !dbg !410
  %.302 = and i64 %t14, 15, !dbg !410
  %.303 = or i64 %.301, %.302, !dbg !410
  %.306 = and i64 %.303, 31, !dbg !410
  %14 = shl nuw nsw i64 1, %.306, !dbg !410
  %15 = and i64 %14, %.25, !dbg !410
  %.308.not = icmp eq i64 %15, 0, !dbg !410
  %.310 = trunc i64 %.303 to i32, !dbg !410
  %.311 = shl i32 %.310, 2, !dbg !410
  %.313 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.311, i32 %.32), !dbg !410
  %.314 = trunc i32 %.313 to i8, !dbg !410
  %t50 = select i1 %.308.not, i8 %.16, i8 %.314, !dbg !410
  %.317 = and i64 %.19, 15, !dbg !411
  %.319 = icmp uge i64 %.317, %t14, !dbg !411
  %.325 = and i1 %.319, %.44, !dbg !411
  %t51 = select i1 %.325, i8 %.50, i8 %.16, !dbg !411
  %.334 = xor i64 %.317, 15, !dbg !412
  %.336 = icmp uge i64 %.334, %t14, !dbg !412
  %.342 = and i1 %.336, %.61, !dbg !412
  %t52 = select i1 %.342, i8 %.67, i8 %.16, !dbg !412
  %.354 = add nuw nsw i64 %.301, 16, !dbg !413
  %.355 = icmp ult i64 %.71, %.354, !dbg !413
  %.356 = and i1 %.72, %.355, !dbg !413
  %.362 = and i1 %.356, %.81, !dbg !413
  %t53 = select i1 %.362, i8 %.87, i8 %.16, !dbg !413
  %t54 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 16, !dbg !414
  store i8 %t50, ptr addrspace(1) %t54, align 1, !dbg !414
  %t55 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 17, !dbg !415
  store i8 %t51, ptr addrspace(1) %t55, align 1, !dbg !415
  %t56 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 18, !dbg !416
  store i8 %t52, ptr addrspace(1) %t56, align 1, !dbg !416
  %t57 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 19, !dbg !417
  store i8 %t53, ptr addrspace(1) %t57, align 1, !dbg !417
  %.371 = and i64 %.19, 1073741792, !dbg !418
  %.372 = and i64 %t14, 31, !dbg !418
  %.373 = or i64 %.371, %.372, !dbg !418
  %16 = shl nuw nsw i64 1, %.372, !dbg !418
  %17 = and i64 %16, %.25, !dbg !418
  %.378.not = icmp eq i64 %17, 0, !dbg !418
  %.380 = trunc i64 %.373 to i32, !dbg !418
  %.381 = shl nuw i32 %.380, 2, !dbg !418
  %.383 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.381, i32 %.32), !dbg !418
  %.384 = trunc i32 %.383 to i8, !dbg !418
  %t58 = select i1 %.378.not, i8 %.16, i8 %.384, !dbg !418
  %.389 = icmp uge i64 %.26, %t14, !dbg !419
  %.395 = and i1 %.389, %.44, !dbg !419
  %t59 = select i1 %.395, i8 %.50, i8 %.16, !dbg !419
  %.404 = xor i64 %.26, 31, !dbg !420
  %.406 = icmp uge i64 %.404, %t14, !dbg !420
  %.412 = and i1 %.406, %.61, !dbg !420
  %t60 = select i1 %.412, i8 %.67, i8 %.16, !dbg !420
  %.423 = and i64 %.19, 4294967264, !dbg !421
  %.424 = add nuw nsw i64 %.423, 32, !dbg !421
  %.425 = icmp ult i64 %.71, %.424, !dbg !421
  %.426 = and i1 %.72, %.425, !dbg !421
  %.432 = and i1 %.426, %.81, !dbg !421
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
  %.19 = zext i32 %.18 to i64, !dbg !433
  %.24 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !433
  %.25 = zext i32 %.24 to i64, !dbg !433
  %.26 = and i64 %.19, 31, !dbg !433
  %0 = shl nuw nsw i64 1, %.26, !dbg !433
  %1 = and i64 %0, %.25, !dbg !433
  %.28.not = icmp eq i64 %1, 0, !dbg !433
  %.31 = shl i32 %.18, 2, !dbg !433
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
  %.46 = sub nsw i64 %.19, %t14, !dbg !434
  %.47 = icmp eq i32 %.17, 0, !dbg !434
  %.50 = and i64 %.46, 31, !dbg !434
  %2 = shl nuw nsw i64 1, %.50, !dbg !434
  %3 = and i64 %2, %.25, !dbg !434
  %.52 = icmp ne i64 %3, 0, !dbg !434
  %.53 = and i1 %.47, %.52, !dbg !434
  %.54 = trunc i64 %.46 to i32, !dbg !434
  %.55 = shl i32 %.54, 2, !dbg !434
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.33), !dbg !434
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.35), !dbg !434
  %.62 = zext i32 %.60 to i64, !dbg !434
  %.63 = zext i32 %.61 to i64, !dbg !434
  %.64 = shl nuw i64 %.63, 32, !dbg !434
  %.65 = or i64 %.64, %.62, !dbg !434
  %.66 = bitcast i64 %.65 to double, !dbg !434
  %t19 = select i1 %.53, double %.66, double %.16, !dbg !434
  %.71 = add nsw i64 %.19, %t14, !dbg !435
  %.75 = and i64 %.71, 31, !dbg !435
  %4 = shl nuw nsw i64 1, %.75, !dbg !435
  %5 = and i64 %4, %.25, !dbg !435
  %.77 = icmp ne i64 %5, 0, !dbg !435
  %.78 = and i1 %.47, %.77, !dbg !435
  %.79 = trunc i64 %.71 to i32, !dbg !435
  %.80 = shl i32 %.79, 2, !dbg !435
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.33), !dbg !435
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.35), !dbg !435
  %.87 = zext i32 %.85 to i64, !dbg !435
  %.88 = zext i32 %.86 to i64, !dbg !435
  %.89 = shl nuw i64 %.88, 32, !dbg !435
  %.90 = or i64 %.89, %.87, !dbg !435
  %.91 = bitcast i64 %.90 to double, !dbg !435
  %t20 = select i1 %.78, double %.91, double %.16, !dbg !435
  %.95 = xor i64 %.19, %t14, !dbg !436
  %.96 = icmp ult i32 %.17, 32, !dbg !436
  %.99 = icmp ule i64 %.95, %.19, !dbg !436
  %.100 = and i1 %.96, %.99, !dbg !436
  %.103 = and i64 %.95, 31, !dbg !436
  %6 = shl nuw nsw i64 1, %.103, !dbg !436
  %7 = and i64 %6, %.25, !dbg !436
  %.105 = icmp ne i64 %7, 0, !dbg !436
  %.106 = and i1 %.100, %.105, !dbg !436
  %.107 = trunc i64 %.95 to i32, !dbg !436
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
  %.123 = and i64 %.19, 4294967294, !dbg !441
  %.124 = and i64 %t14, 1, !dbg !441
  %.125 = or i64 %.123, %.124, !dbg !441
  %.128 = and i64 %.125, 31, !dbg !441
  %8 = shl nuw nsw i64 1, %.128, !dbg !441
  %9 = and i64 %8, %.25, !dbg !441
  %.130.not = icmp eq i64 %9, 0, !dbg !441
  %.132 = trunc i64 %.125 to i32, !dbg !441
  %.133 = shl i32 %.132, 2, !dbg !441
  %.138 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.33), !dbg !441
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.35), !dbg !441
  %.140 = zext i32 %.138 to i64, !dbg !441
  %.141 = zext i32 %.139 to i64, !dbg !441
  %.142 = shl nuw i64 %.141, 32, !dbg !441
  %.143 = or i64 %.142, %.140, !dbg !441
  %.144 = bitcast i64 %.143 to double, !dbg !441
  %t26 = select i1 %.130.not, double %.16, double %.144, !dbg !441
  %.147 = and i64 %.19, 1, !dbg !442
  %.149 = icmp uge i64 %.147, %t14, !dbg !442
  %.155 = and i1 %.149, %.52, !dbg !442
  %t27 = select i1 %.155, double %.66, double %.16, !dbg !442
  %.172 = xor i64 %.147, 1, !dbg !443
  %.174 = icmp uge i64 %.172, %t14, !dbg !443
  %.180 = and i1 %.174, %.77, !dbg !443
  %t28 = select i1 %.180, double %.91, double %.16, !dbg !443
  %.200 = add nuw nsw i64 %.123, 2, !dbg !444
  %.201 = icmp ult i64 %.95, %.200, !dbg !444
  %.202 = and i1 %.96, %.201, !dbg !444
  %.208 = and i1 %.202, %.105, !dbg !444
  %t29 = select i1 %.208, double %.119, double %.16, !dbg !444
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 4, !dbg !445
  store double %t26, ptr addrspace(1) %t30, align 8, !dbg !445
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 5, !dbg !446
  store double %t27, ptr addrspace(1) %t31, align 8, !dbg !446
  %t32 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 6, !dbg !447
  store double %t28, ptr addrspace(1) %t32, align 8, !dbg !447
  %t33 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 7, !dbg !448
  store double %t29, ptr addrspace(1) %t33, align 8, !dbg !448
  %.225 = and i64 %.19, 4294967292, !dbg !449
  %.226 = and i64 %t14, 3, !dbg !449
  %.227 = or i64 %.225, %.226, !dbg !449
  %.230 = and i64 %.227, 31, !dbg !449
  %10 = shl nuw nsw i64 1, %.230, !dbg !449
  %11 = and i64 %10, %.25, !dbg !449
  %.232.not = icmp eq i64 %11, 0, !dbg !449
  %.234 = trunc i64 %.227 to i32, !dbg !449
  %.235 = shl i32 %.234, 2, !dbg !449
  %.240 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.33), !dbg !449
  %.241 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.35), !dbg !449
  %.242 = zext i32 %.240 to i64, !dbg !449
  %.243 = zext i32 %.241 to i64, !dbg !449
  %.244 = shl nuw i64 %.243, 32, !dbg !449
  %.245 = or i64 %.244, %.242, !dbg !449
  %.246 = bitcast i64 %.245 to double, !dbg !449
  %t34 = select i1 %.232.not, double %.16, double %.246, !dbg !449
  %.249 = and i64 %.19, 3, !dbg !450
  %.251 = icmp uge i64 %.249, %t14, !dbg !450
  %.257 = and i1 %.251, %.52, !dbg !450
  %t35 = select i1 %.257, double %.66, double %.16, !dbg !450
  %.274 = xor i64 %.249, 3, !dbg !451
  %.276 = icmp uge i64 %.274, %t14, !dbg !451
  %.282 = and i1 %.276, %.77, !dbg !451
  %t36 = select i1 %.282, double %.91, double %.16, !dbg !451
  %.302 = add nuw nsw i64 %.225, 4, !dbg !452
  %.303 = icmp ult i64 %.95, %.302, !dbg !452
  %.304 = and i1 %.96, %.303, !dbg !452
  %.310 = and i1 %.304, %.105, !dbg !452
  %t37 = select i1 %.310, double %.119, double %.16, !dbg !452
  %t38 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 8, !dbg !453
  store double %t34, ptr addrspace(1) %t38, align 8, !dbg !453
  %t39 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 9, !dbg !454
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !454
  %t40 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 10, !dbg !455
  store double %t36, ptr addrspace(1) %t40, align 8, !dbg !455
  %t41 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 11, !dbg !456
  store double %t37, ptr addrspace(1) %t41, align 8, !dbg !456
  %.327 = and i64 %.19, 4294967288, !dbg !457
  %.328 = and i64 %t14, 7, !dbg !457
  %.329 = or i64 %.327, %.328, !dbg !457
  %.332 = and i64 %.329, 31, !dbg !457
  %12 = shl nuw nsw i64 1, %.332, !dbg !457
  %13 = and i64 %12, %.25, !dbg !457
  %.334.not = icmp eq i64 %13, 0, !dbg !457
  %.336 = trunc i64 %.329 to i32, !dbg !457
  %.337 = shl i32 %.336, 2, !dbg !457
  %.342 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.337, i32 %.33), !dbg !457
  %.343 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.337, i32 %.35), !dbg !457
  %.344 = zext i32 %.342 to i64, !dbg !457
  %.345 = zext i32 %.343 to i64, !dbg !457
  %.346 = shl nuw i64 %.345, 32, !dbg !457
  %.347 = or i64 %.346, %.344, !dbg !457
  %.348 = bitcast i64 %.347 to double, !dbg !457
  %t42 = select i1 %.334.not, double %.16, double %.348, !dbg !457
  %.351 = and i64 %.19, 7, !dbg !458
  %.353 = icmp uge i64 %.351, %t14, !dbg !458
  %.359 = and i1 %.353, %.52, !dbg !458
  %t43 = select i1 %.359, double %.66, double %.16, !dbg !458
  %.376 = xor i64 %.351, 7, !dbg !459
  %.378 = icmp uge i64 %.376, %t14, !dbg !459
  %.384 = and i1 %.378, %.77, !dbg !459
  %t44 = select i1 %.384, double %.91, double %.16, !dbg !459
  %.404 = add nuw nsw i64 %.327, 8, !dbg !460
  %.405 = icmp ult i64 %.95, %.404, !dbg !460
  %.406 = and i1 %.96, %.405, !dbg !460
  %.412 = and i1 %.406, %.105, !dbg !460
  %t45 = select i1 %.412, double %.119, double %.16, !dbg !460
  %t46 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 12, !dbg !461
  store double %t42, ptr addrspace(1) %t46, align 8, !dbg !461
  %t47 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 13, !dbg !462
  store double %t43, ptr addrspace(1) %t47, align 8, !dbg !462
  %t48 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 14, !dbg !463
  store double %t44, ptr addrspace(1) %t48, align 8, !dbg !463
  %t49 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 15, !dbg !464
  store double %t45, ptr addrspace(1) %t49, align 8, !dbg !464
  %.429 = and i64 %.19, 4294967280, !dbg !465
  %.430 = and i64 %t14, 15, !dbg !465
  %.431 = or i64 %.429, %.430, !dbg !465
  %.434 = and i64 %.431, 31, !dbg !465
  %14 = shl nuw nsw i64 1, %.434, !dbg !465
  %15 = and i64 %14, %.25, !dbg !465
  %.436.not = icmp eq i64 %15, 0, !dbg !465
  %.438 = trunc i64 %.431 to i32, !dbg !465
  %.439 = shl i32 %.438, 2, !dbg !465
  %.444 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.439, i32 %.33), !dbg !465
  %.445 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.439, i32 %.35), !dbg !465
  %.446 = zext i32 %.444 to i64, !dbg !465
  %.447 = zext i32 %.445 to i64, !dbg !465
  %.448 = shl nuw i64 %.447, 32, !dbg !465
  %.449 = or i64 %.448, %.446, !dbg !465
  %.450 = bitcast i64 %.449 to double, !dbg !465
  %t50 = select i1 %.436.not, double %.16, double %.450, !dbg !465
  %.453 = and i64 %.19, 15, !dbg !466
  %.455 = icmp uge i64 %.453, %t14, !dbg !466
  %.461 = and i1 %.455, %.52, !dbg !466
  %t51 = select i1 %.461, double %.66, double %.16, !dbg !466
  %.478 = xor i64 %.453, 15, !dbg !467
  %.480 = icmp uge i64 %.478, %t14, !dbg !467
  %.486 = and i1 %.480, %.77, !dbg !467
  %t52 = select i1 %.486, double %.91, double %.16, !dbg !467
  %.506 = add nuw nsw i64 %.429, 16, !dbg !468
  %.507 = icmp ult i64 %.95, %.506, !dbg !468
  %.508 = and i1 %.96, %.507, !dbg !468
  %.514 = and i1 %.508, %.105, !dbg !468
  %t53 = select i1 %.514, double %.119, double %.16, !dbg !468
  %t54 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 16, !dbg !469
  store double %t50, ptr addrspace(1) %t54, align 8, !dbg !469
  %t55 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 17, !dbg !470
  store double %t51, ptr addrspace(1) %t55, align 8, !dbg !470
  %t56 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 18, !dbg !471
  store double %t52, ptr addrspace(1) %t56, align 8, !dbg !471
  %t57 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 19, !dbg !472
  store double %t53, ptr addrspace(1) %t57, align 8, !dbg !472
  %.531 = and i64 %.19, 1073741792, !dbg !473
  %.532 = and i64 %t14, 31, !dbg !473
  %.533 = or i64 %.531, %.532, !dbg !473
  %16 = shl nuw nsw i64 1, %.532, !dbg !473
  %17 = and i64 %16, %.25, !dbg !473
  %.538.not = icmp eq i64 %17, 0, !dbg !473
  %.540 = trunc i64 %.533 to i32, !dbg !473
  %.541 = shl nuw i32 %.540, 2, !dbg !473
  %.546 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.541, i32 %.33), !dbg !473
  %.547 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.541, i32 %.35), !dbg !473
  %.548 = zext i32 %.546 to i64, !dbg !473
  %.549 = zext i32 %.547 to i64, !dbg !473
  %.550 = shl nuw i64 %.549, 32, !dbg !473
  %.551 = or i64 %.550, %.548, !dbg !473
  %.552 = bitcast i64 %.551 to double, !dbg !473
  %t58 = select i1 %.538.not, double %.16, double %.552, !dbg !473
  %.557 = icmp uge i64 %.26, %t14, !dbg !474
  %.563 = and i1 %.557, %.52, !dbg !474
  %t59 = select i1 %.563, double %.66, double %.16, !dbg !474
  %.580 = xor i64 %.26, 31, !dbg !475
  %.582 = icmp uge i64 %.580, %t14, !dbg !475
  %.588 = and i1 %.582, %.77, !dbg !475
  %t60 = select i1 %.588, double %.91, double %.16, !dbg !475
  %.607 = and i64 %.19, 4294967264, !dbg !476
  %.608 = add nuw nsw i64 %.607, 32, !dbg !476
  %.609 = icmp ult i64 %.95, %.608, !dbg !476
  %.610 = and i1 %.96, %.609, !dbg !476
  %.616 = and i1 %.610, %.105, !dbg !476
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
  %.21 = zext i32 %.20 to i64
  %.25 = and i64 %.21, 4294967288
  %.26 = add nuw nsw i64 %.25, 8
  %.23 = xor i64 %.21, 4, !dbg !485
  %.27 = icmp ult i64 %.23, %.26, !dbg !485
  %.29 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !485
  %.30 = zext i32 %.29 to i64, !dbg !485
  %.31 = and i64 %.23, 31, !dbg !485
  %0 = shl nuw nsw i64 1, %.31, !dbg !485
  %1 = and i64 %0, %.30, !dbg !485
  %.33 = icmp ne i64 %1, 0, !dbg !485
  %.34 = and i1 %.27, %.33, !dbg !485
  %.35 = trunc i64 %.23 to i32, !dbg !485
  %.36 = shl i32 %.35, 2, !dbg !485
  %.37 = bitcast float %.19 to i32, !dbg !485
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36, i32 %.37), !dbg !485
  %.39 = bitcast i32 %.38 to float, !dbg !485
  %t14 = select i1 %.34, float %.39, float %.19, !dbg !485
  %t15 = fadd float %.19, %t14, !dbg !486
  %.23.1 = xor i64 %.21, 2, !dbg !485
  %.27.1 = icmp ult i64 %.23.1, %.26, !dbg !485
  %.31.1 = and i64 %.23.1, 31, !dbg !485
  %2 = shl nuw nsw i64 1, %.31.1, !dbg !485
  %3 = and i64 %2, %.30, !dbg !485
  %.33.1 = icmp ne i64 %3, 0, !dbg !485
  %.34.1 = and i1 %.27.1, %.33.1, !dbg !485
  %.35.1 = trunc i64 %.23.1 to i32, !dbg !485
  %.36.1 = shl i32 %.35.1, 2, !dbg !485
  %.37.1 = bitcast float %t15 to i32, !dbg !485
  %.38.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36.1, i32 %.37.1), !dbg !485
  %.39.1 = bitcast i32 %.38.1 to float, !dbg !485
  %t14.1 = select i1 %.34.1, float %.39.1, float %t15, !dbg !485
  %t15.1 = fadd float %t15, %t14.1, !dbg !486
  %.23.2 = xor i64 %.21, 1, !dbg !485
  %.27.2 = icmp ult i64 %.23.2, %.26, !dbg !485
  %.31.2 = and i64 %.23.2, 31, !dbg !485
  %4 = shl nuw nsw i64 1, %.31.2, !dbg !485
  %5 = and i64 %4, %.30, !dbg !485
  %.33.2 = icmp ne i64 %5, 0, !dbg !485
  %.34.2 = and i1 %.27.2, %.33.2, !dbg !485
  %.35.2 = trunc i64 %.23.2 to i32, !dbg !485
  %.36.2 = shl i32 %.35.2, 2, !dbg !485
  %.37.2 = bitcast float %t15.1 to i32, !dbg !485
  %.38.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36.2, i32 %.37.2), !dbg !485
  %.39.2 = bitcast i32 %.38.2 to float, !dbg !485
  %t14.2 = select i1 %.34.2, float %.39.2, float %t15.1, !dbg !485
  %t15.2 = fadd float %t15.1, %t14.2, !dbg !486
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !487
  store float %t15.2, ptr addrspace(1) %t18, align 4, !dbg !487
  %6 = and i32 %.20, 15, !dbg !488
  %.43 = and i64 %.21, 15
  %.44 = add nsw i64 %.21, -1, !dbg !489
  %.45 = icmp ne i64 %.43, 0, !dbg !489
  %.46 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !489
  %.47 = zext i32 %.46 to i64, !dbg !489
  %.48 = and i64 %.44, 31, !dbg !489
  %7 = shl nuw nsw i64 1, %.48, !dbg !489
  %8 = and i64 %7, %.47, !dbg !489
  %.50 = icmp ne i64 %8, 0, !dbg !489
  %.51 = and i1 %.45, %.50, !dbg !489
  %.52 = trunc i64 %.44 to i32, !dbg !489
  %.53 = shl i32 %.52, 2, !dbg !489
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53, i32 %.37), !dbg !489
  %.56 = bitcast i32 %.55 to float, !dbg !489
  %t25 = select i1 %.51, float %.56, float %.19, !dbg !489
  %t26.not = icmp eq i32 %6, 0, !dbg !490
  %t27 = select i1 %t26.not, float -0.000000e+00, float %t25, !dbg !490
  %t28 = fadd float %.19, %t27, !dbg !490
  %.44.1 = add nsw i64 %.21, -2, !dbg !489
  %.45.1 = icmp ugt i64 %.43, 1, !dbg !489
  %.48.1 = and i64 %.44.1, 31, !dbg !489
  %9 = shl nuw nsw i64 1, %.48.1, !dbg !489
  %10 = and i64 %9, %.47, !dbg !489
  %.50.1 = icmp ne i64 %10, 0, !dbg !489
  %.51.1 = and i1 %.45.1, %.50.1, !dbg !489
  %.52.1 = trunc i64 %.44.1 to i32, !dbg !489
  %.53.1 = shl i32 %.52.1, 2, !dbg !489
  %.54.1 = bitcast float %t28 to i32, !dbg !489
  %.55.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53.1, i32 %.54.1), !dbg !489
  %.56.1 = bitcast i32 %.55.1 to float, !dbg !489
  %t25.1 = select i1 %.51.1, float %.56.1, float %t28, !dbg !489
  %t26.not.1 = icmp ult i32 %6, 2, !dbg !490
  %t27.1 = select i1 %t26.not.1, float -0.000000e+00, float %t25.1, !dbg !490
  %t28.1 = fadd float %t28, %t27.1, !dbg !490
  %.44.2 = add nsw i64 %.21, -4, !dbg !489
  %.45.2 = icmp ugt i64 %.43, 3, !dbg !489
  %.48.2 = and i64 %.44.2, 31, !dbg !489
  %11 = shl nuw nsw i64 1, %.48.2, !dbg !489
  %12 = and i64 %11, %.47, !dbg !489
  %.50.2 = icmp ne i64 %12, 0, !dbg !489
  %.51.2 = and i1 %.45.2, %.50.2, !dbg !489
  %.52.2 = trunc i64 %.44.2 to i32, !dbg !489
  %.53.2 = shl i32 %.52.2, 2, !dbg !489
  %.54.2 = bitcast float %t28.1 to i32, !dbg !489
  %.55.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53.2, i32 %.54.2), !dbg !489
  %.56.2 = bitcast i32 %.55.2 to float, !dbg !489
  %t25.2 = select i1 %.51.2, float %.56.2, float %t28.1, !dbg !489
  %t26.not.2 = icmp ult i32 %6, 4, !dbg !490
  %t27.2 = select i1 %t26.not.2, float -0.000000e+00, float %t25.2, !dbg !490
  %t28.2 = fadd float %t28.1, %t27.2, !dbg !490
  %.44.3 = add nsw i64 %.21, -8, !dbg !489
  %.45.3 = icmp ugt i64 %.43, 7, !dbg !489
  %.48.3 = and i64 %.44.3, 31, !dbg !489
  %13 = shl nuw nsw i64 1, %.48.3, !dbg !489
  %14 = and i64 %13, %.47, !dbg !489
  %.50.3 = icmp ne i64 %14, 0, !dbg !489
  %.51.3 = and i1 %.45.3, %.50.3, !dbg !489
  %.52.3 = trunc i64 %.44.3 to i32, !dbg !489
  %.53.3 = shl i32 %.52.3, 2, !dbg !489
  %.54.3 = bitcast float %t28.2 to i32, !dbg !489
  %.55.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53.3, i32 %.54.3), !dbg !489
  %.56.3 = bitcast i32 %.55.3 to float, !dbg !489
  %t25.3 = select i1 %.51.3, float %.56.3, float %t28.2, !dbg !489
  %t26.not.3 = icmp ult i32 %6, 8, !dbg !490
  %t27.3 = select i1 %t26.not.3, float -0.000000e+00, float %t25.3, !dbg !490
  %t28.3 = fadd float %t28.2, %t27.3, !dbg !490
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t7, !dbg !491
  store float %t28.3, ptr addrspace(1) %t31, align 4, !dbg !491
  %.63 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !492
  %.64 = zext i32 %.63 to i64, !dbg !492
  %15 = and i32 %.20, 28, !dbg !492
  %.65 = zext i32 %15 to i64, !dbg !492
  %16 = shl nuw nsw i64 1, %.65, !dbg !492
  %17 = and i64 %16, %.64, !dbg !492
  %.67.not = icmp eq i64 %17, 0, !dbg !492
  %18 = shl i32 %.20, 2, !dbg !492
  %.70 = and i32 %18, -16, !dbg !492
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.70, i32 %.37), !dbg !492
  %.73 = bitcast i32 %.72 to float, !dbg !492
  %t32 = select i1 %.67.not, float %.19, float %.73, !dbg !492
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
  %.20 = and i64 %t14, 31, !dbg !501
  %.22 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !501
  %.23 = zext i32 %.22 to i64, !dbg !501
  %0 = shl nuw nsw i64 1, %.20, !dbg !501
  %1 = and i64 %0, %.23, !dbg !501
  %.26.not = icmp eq i64 %1, 0, !dbg !501
  %.28 = trunc i64 %.20 to i32, !dbg !501
  %.29 = shl nuw nsw i32 %.28, 2, !dbg !501
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.16), !dbg !501
  %t17 = select i1 %.26.not, i32 %.16, i32 %.30, !dbg !501
  %.32 = zext i32 %.18 to i64, !dbg !502
  %.33 = sub nsw i64 %.32, %t14, !dbg !502
  %.34 = icmp ult i64 %.33, 32, !dbg !502
  %.35 = icmp ult i32 %.17, 32, !dbg !502
  %.36 = and i1 %.35, %.34, !dbg !502
  %.39 = and i64 %.33, 31, !dbg !502
  %2 = shl nuw nsw i64 1, %.39, !dbg !502
  %3 = and i64 %2, %.23, !dbg !502
  %.41 = icmp ne i64 %3, 0, !dbg !502
  %.42 = and i1 %.36, %.41, !dbg !502
  %.43 = trunc i64 %.33 to i32, !dbg !502
  %.44 = shl i32 %.43, 2, !dbg !502
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.16), !dbg !502
  %t18 = select i1 %.42, i32 %.45, i32 %.16, !dbg !502
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !503
  store i32 %t17, ptr addrspace(1) %t20, align 4, !dbg !503
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !504
  store i32 %t18, ptr addrspace(1) %t21, align 4, !dbg !504
  %t22 = or i64 %t15, 2, !dbg !505
  %t23 = or i64 %t15, 3, !dbg !506
  %.48 = add nsw i64 %.32, %t14, !dbg !507
  %.49 = icmp ult i64 %.48, 32, !dbg !507
  %.51 = and i1 %.35, %.49, !dbg !507
  %.54 = and i64 %.48, 31, !dbg !507
  %4 = shl nuw nsw i64 1, %.54, !dbg !507
  %5 = and i64 %4, %.23, !dbg !507
  %.56 = icmp ne i64 %5, 0, !dbg !507
  %.57 = and i1 %.51, %.56, !dbg !507
  %.58 = trunc i64 %.48 to i32, !dbg !507
  %.59 = shl i32 %.58, 2, !dbg !507
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.16), !dbg !507
  %t24 = select i1 %.57, i32 %.60, i32 %.16, !dbg !507
  %.63 = xor i64 %.32, %t14, !dbg !508
  %.64 = icmp ult i64 %.63, 32, !dbg !508
  %.67 = and i64 %.63, 31, !dbg !508
  %6 = shl nuw nsw i64 1, %.67, !dbg !508
  %7 = and i64 %6, %.23, !dbg !508
  %.69 = icmp ne i64 %7, 0, !dbg !508
  %.70 = and i1 %.64, %.69, !dbg !508
  %.71 = trunc i64 %.63 to i32, !dbg !508
  %.72 = shl i32 %.71, 2, !dbg !508
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.16), !dbg !508
  %t25 = select i1 %.70, i32 %.73, i32 %.16, !dbg !508
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t22, !dbg !509
  store i32 %t24, ptr addrspace(1) %t26, align 4, !dbg !509
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t23, !dbg !510
  store i32 %t25, ptr addrspace(1) %t27, align 4, !dbg !510
  ret void, !dbg !510
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eUniform(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !511 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !512
  %t1 = sext i32 %.7 to i64, !dbg !512
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !512
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !512
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !512, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !512
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !512
  %t6 = sext i32 %.12 to i64, !dbg !512
  %t7 = add nsw i64 %t4, %t6, !dbg !512
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !513
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !513, !amdgpu.noclobber !6
  %t11 = mul nsw i64 %t7, 6, !dbg !514
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t11, !dbg !515
  %t14 = icmp ne i32 %.13, 0, !dbg !516
  %.14 = xor i1 %t14, true, !dbg !517
  %.15 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.14), !dbg !517
  %t15 = icmp eq i32 %.15, 0, !dbg !517
  %.18 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %t14), !dbg !517
  %t16.not = icmp eq i32 %.18, 0, !dbg !517
  %t18 = select i1 %t15, i1 true, i1 %t16.not, !dbg !517
  %t19 = zext i1 %t18 to i64, !dbg !518
  store i64 %t19, ptr addrspace(1) %t13, align 8, !dbg !519
  %.21 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !520
  %.22 = zext i32 %.21 to i64, !dbg !520
  %.3127 = icmp eq i32 %.21, 0, !dbg !520
  br i1 %.3127, label %match.done.26, label %match.body.25, !dbg !520

match.body.25:                                    ; preds = %entry, %match.body.25
  %.2829 = phi i64 [ %.30, %match.body.25 ], [ 0, %entry ]
  %.2728 = phi i64 [ %.29, %match.body.25 ], [ %.22, %entry ]
  %.32 = tail call i64 @llvm.cttz.i64(i64 %.2728, i1 true), !dbg !520, !range !521
  %.33 = trunc i64 %.32 to i32, !dbg !520
  %.34 = shl nuw nsw i32 %.33, 2, !dbg !520
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.13), !dbg !520
  %.36 = icmp eq i32 %.35, %.13, !dbg !520
  %.37 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.36), !dbg !520
  %.3925 = and i32 %.37, %.21, !dbg !520
  %.39 = zext i32 %.3925 to i64, !dbg !520
  %.30 = select i1 %.36, i64 %.39, i64 %.2829, !dbg !520
  %.40 = xor i64 %.39, -1, !dbg !520
  %.29 = and i64 %.2728, %.40, !dbg !520
  %.31 = icmp eq i64 %.29, 0, !dbg !520
  br i1 %.31, label %match.done.26, label %match.body.25, !dbg !520

match.done.26:                                    ; preds = %match.body.25, %entry
  %.28.lcssa = phi i64 [ 0, %entry ], [ %.30, %match.body.25 ], !dbg !520
  %t23 = icmp eq i64 %.28.lcssa, %.22, !dbg !520
  %t24 = select i1 %t23, i64 %.22, i64 0, !dbg !520
  %. = zext i1 %t23 to i64, !dbg !522
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 1, !dbg !523
  store i64 %t24, ptr addrspace(1) %t26, align 8, !dbg !523
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 2, !dbg !524
  store i64 %., ptr addrspace(1) %t27, align 8, !dbg !524
  %.43 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !525
  %.45 = icmp ugt i32 %.43, 63, !dbg !526
  %0 = and i32 %.43, 48, !dbg !526
  %.46 = zext i32 %0 to i64, !dbg !526
  %.47 = shl nuw i64 65535, %.46, !dbg !526
  %t31 = select i1 %.45, i64 0, i64 %.47, !dbg !526
  %t32 = icmp sgt i32 %.13, 2, !dbg !527
  %.48 = xor i1 %t32, true, !dbg !528
  %.49 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.48), !dbg !528
  %.50 = zext i32 %.49 to i64, !dbg !528
  %.51 = and i64 %t31, %.50, !dbg !528
  %t33 = icmp eq i64 %.51, 0, !dbg !528
  %.52 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %t32), !dbg !528
  %.53 = zext i32 %.52 to i64, !dbg !528
  %.54 = and i64 %t31, %.53, !dbg !528
  %t34.not = icmp eq i64 %.54, 0, !dbg !528
  %t36 = select i1 %t33, i1 true, i1 %t34.not, !dbg !528
  %t37 = zext i1 %t36 to i64, !dbg !518
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 3, !dbg !529
  store i64 %t37, ptr addrspace(1) %t38, align 8, !dbg !529
  %.57 = and i64 %t31, %.22, !dbg !530
  %.6530 = icmp eq i64 %.57, 0, !dbg !530
  br i1 %.6530, label %match.done.60, label %match.body.59, !dbg !530

match.body.59:                                    ; preds = %match.done.26, %match.body.59
  %.6232 = phi i64 [ %.64, %match.body.59 ], [ 0, %match.done.26 ]
  %.6131 = phi i64 [ %.63, %match.body.59 ], [ %.57, %match.done.26 ]
  %.66 = tail call i64 @llvm.cttz.i64(i64 %.6131, i1 true), !dbg !530, !range !521
  %.67 = trunc i64 %.66 to i32, !dbg !530
  %.68 = shl nuw nsw i32 %.67, 2, !dbg !530
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.13), !dbg !530
  %.70 = icmp eq i32 %.69, %.13, !dbg !530
  %.71 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.70), !dbg !530
  %.72 = zext i32 %.71 to i64, !dbg !530
  %.73 = and i64 %.57, %.72, !dbg !530
  %.64 = select i1 %.70, i64 %.73, i64 %.6232, !dbg !530
  %.74 = xor i64 %.73, -1, !dbg !530
  %.63 = and i64 %.6131, %.74, !dbg !530
  %.65 = icmp eq i64 %.63, 0, !dbg !530
  br i1 %.65, label %match.done.60, label %match.body.59, !dbg !530

match.done.60:                                    ; preds = %match.body.59, %match.done.26
  %.62.lcssa = phi i64 [ 0, %match.done.26 ], [ %.64, %match.body.59 ], !dbg !530
  %t41 = icmp eq i64 %.62.lcssa, %.57, !dbg !530
  %t42 = select i1 %t41, i64 %.57, i64 0, !dbg !530
  %.24 = zext i1 %t41 to i64, !dbg !522
  %t44 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 4, !dbg !531
  store i64 %t42, ptr addrspace(1) %t44, align 8, !dbg !531
  %t45 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 5, !dbg !532
  store i64 %.24, ptr addrspace(1) %t45, align 8, !dbg !532
  ret void, !dbg !532
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !533 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !534
  %t4 = sext i32 %.10 to i64, !dbg !534
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !534
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !534
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !534, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !534
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !534
  %t9 = sext i32 %.15 to i64, !dbg !534
  %t10 = add nsw i64 %t7, %t9, !dbg !534
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a3, i64 %t10, !dbg !535
  %.16 = load float, ptr addrspace(1) %t11, align 4, !dbg !535, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 4, !dbg !535
  %.19 = load float, ptr addrspace(1) %.18, align 4, !dbg !535, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !536
  %t14 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a0, i64 %t13, !dbg !537
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !538
  %.21 = load i32, ptr addrspace(1) %t15, align 4, !dbg !538, !amdgpu.noclobber !6
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !539
  %0 = and i32 %.21, 31, !dbg !539
  %.24 = zext i32 %0 to i64, !dbg !539
  %.26 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !539
  %.27 = zext i32 %.26 to i64, !dbg !539
  %1 = shl nuw nsw i64 1, %.24, !dbg !539
  %2 = and i64 %1, %.27, !dbg !539
  %.30.not = icmp eq i64 %2, 0, !dbg !539
  %.33 = shl nuw nsw i32 %0, 2, !dbg !539
  %.34 = bitcast float %.16 to i32, !dbg !539
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.34), !dbg !539
  %.36 = bitcast i32 %.35 to float, !dbg !539
  %t20 = select i1 %.30.not, float %.16, float %.36, !dbg !539
  %.49 = bitcast float %.19 to i32, !dbg !539
  %.50 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.49), !dbg !539
  %.51 = bitcast i32 %.50 to float, !dbg !539
  %t21 = select i1 %.30.not, float %.19, float %.51, !dbg !539
  store float %t20, ptr addrspace(1) %t14, align 4, !dbg !540
  %.54 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 4, !dbg !540
  store float %t21, ptr addrspace(1) %.54, align 4, !dbg !540
  %.56 = zext i32 %.22 to i64, !dbg !541
  %.57 = add nuw nsw i64 %.56, 1, !dbg !541
  %.58 = icmp ult i32 %.22, 31, !dbg !541
  %.61 = and i64 %.57, 31, !dbg !541
  %3 = shl nuw nsw i64 1, %.61, !dbg !541
  %4 = and i64 %3, %.27, !dbg !541
  %.63 = icmp ne i64 %4, 0, !dbg !541
  %.64 = and i1 %.58, %.63, !dbg !541
  %.65 = trunc i64 %.57 to i32, !dbg !541
  %.66 = shl i32 %.65, 2, !dbg !541
  %.68 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.66, i32 %.34), !dbg !541
  %.69 = bitcast i32 %.68 to float, !dbg !541
  %t25 = select i1 %.64, float %.69, float %.16, !dbg !541
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.66, i32 %.49), !dbg !541
  %.84 = bitcast i32 %.83 to float, !dbg !541
  %t26 = select i1 %.64, float %.84, float %.19, !dbg !541
  %t29 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 1, !dbg !542
  store float %t25, ptr addrspace(1) %t29, align 4, !dbg !542
  %.87 = getelementptr inbounds i8, ptr addrspace(1) %t29, i64 4, !dbg !542
  store float %t26, ptr addrspace(1) %.87, align 4, !dbg !542
  %.91 = xor i64 %.56, 2, !dbg !543
  %.93 = and i64 %.56, 4294967292, !dbg !543
  %.94 = add nuw nsw i64 %.93, 4, !dbg !543
  %.95 = icmp ult i64 %.91, %.94, !dbg !543
  %.99 = and i64 %.91, 31, !dbg !543
  %5 = shl nuw nsw i64 1, %.99, !dbg !543
  %6 = and i64 %5, %.27, !dbg !543
  %.101 = icmp ne i64 %6, 0, !dbg !543
  %.102 = and i1 %.95, %.101, !dbg !543
  %.103 = trunc i64 %.91 to i32, !dbg !543
  %.104 = shl i32 %.103, 2, !dbg !543
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.104, i32 %.34), !dbg !543
  %.107 = bitcast i32 %.106 to float, !dbg !543
  %t30 = select i1 %.102, float %.107, float %.16, !dbg !543
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.104, i32 %.49), !dbg !543
  %.127 = bitcast i32 %.126 to float, !dbg !543
  %t31 = select i1 %.102, float %.127, float %.19, !dbg !543
  %t34 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 2, !dbg !544
  store float %t30, ptr addrspace(1) %t34, align 4, !dbg !544
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %t34, i64 4, !dbg !544
  store float %t31, ptr addrspace(1) %.130, align 4, !dbg !544
  %.133 = and i64 %.56, 7, !dbg !545
  %.134 = add nsw i64 %.56, -1, !dbg !545
  %.135 = icmp ne i64 %.133, 0, !dbg !545
  %.138 = and i64 %.134, 31, !dbg !545
  %7 = shl nuw nsw i64 1, %.138, !dbg !545
  %8 = and i64 %7, %.27, !dbg !545
  %.140 = icmp ne i64 %8, 0, !dbg !545
  %.141 = and i1 %.135, %.140, !dbg !545
  %.142 = trunc i64 %.134 to i32, !dbg !545
  %.143 = shl i32 %.142, 2, !dbg !545
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.34), !dbg !545
  %.146 = bitcast i32 %.145 to float, !dbg !545
  %t35 = select i1 %.141, float %.146, float %.16, !dbg !545
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.49), !dbg !545
  %.162 = bitcast i32 %.161 to float, !dbg !545
  %t36 = select i1 %.141, float %.162, float %.19, !dbg !545
  %t39 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 3, !dbg !546
  store float %t35, ptr addrspace(1) %t39, align 4, !dbg !546
  %.165 = getelementptr inbounds i8, ptr addrspace(1) %t39, i64 4, !dbg !546
  store float %t36, ptr addrspace(1) %.165, align 4, !dbg !546
  ret void, !dbg !547
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex128_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !548 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !549
  %t4 = sext i32 %.10 to i64, !dbg !549
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !549
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !549
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !549, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !549
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !549
  %t9 = sext i32 %.15 to i64, !dbg !549
  %t10 = add nsw i64 %t7, %t9, !dbg !549
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t10, !dbg !550
  %.16 = load double, ptr addrspace(1) %t11, align 8, !dbg !550, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !550
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !550, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !551
  %t14 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t13, !dbg !552
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !553
  %.21 = load i32, ptr addrspace(1) %t15, align 4, !dbg !553, !amdgpu.noclobber !6
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !554
  %0 = and i32 %.21, 31, !dbg !554
  %.24 = zext i32 %0 to i64, !dbg !554
  %.26 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !554
  %.27 = zext i32 %.26 to i64, !dbg !554
  %1 = shl nuw nsw i64 1, %.24, !dbg !554
  %2 = and i64 %1, %.27, !dbg !554
  %.30.not = icmp eq i64 %2, 0, !dbg !554
  %.33 = shl nuw nsw i32 %0, 2, !dbg !554
  %.34 = bitcast double %.16 to i64, !dbg !554
  %.35 = trunc i64 %.34 to i32, !dbg !554
  %.36 = lshr i64 %.34, 32, !dbg !554
  %.37 = trunc i64 %.36 to i32, !dbg !554
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.35), !dbg !554
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.37), !dbg !554
  %.40 = zext i32 %.38 to i64, !dbg !554
  %.41 = zext i32 %.39 to i64, !dbg !554
  %.42 = shl nuw i64 %.41, 32, !dbg !554
  %.43 = or i64 %.42, %.40, !dbg !554
  %.44 = bitcast i64 %.43 to double, !dbg !554
  %t20 = select i1 %.30.not, double %.16, double %.44, !dbg !554
  %.57 = bitcast double %.19 to i64, !dbg !554
  %.58 = trunc i64 %.57 to i32, !dbg !554
  %.59 = lshr i64 %.57, 32, !dbg !554
  %.60 = trunc i64 %.59 to i32, !dbg !554
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.58), !dbg !554
  %.62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.60), !dbg !554
  %.63 = zext i32 %.61 to i64, !dbg !554
  %.64 = zext i32 %.62 to i64, !dbg !554
  %.65 = shl nuw i64 %.64, 32, !dbg !554
  %.66 = or i64 %.65, %.63, !dbg !554
  %.67 = bitcast i64 %.66 to double, !dbg !554
  %t21 = select i1 %.30.not, double %.19, double %.67, !dbg !554
  store double %t20, ptr addrspace(1) %t14, align 8, !dbg !555
  %.70 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 8, !dbg !555
  store double %t21, ptr addrspace(1) %.70, align 8, !dbg !555
  %.72 = zext i32 %.22 to i64, !dbg !556
  %.73 = add nuw nsw i64 %.72, 1, !dbg !556
  %.74 = icmp ult i32 %.22, 31, !dbg !556
  %.77 = and i64 %.73, 31, !dbg !556
  %3 = shl nuw nsw i64 1, %.77, !dbg !556
  %4 = and i64 %3, %.27, !dbg !556
  %.79 = icmp ne i64 %4, 0, !dbg !556
  %.80 = and i1 %.74, %.79, !dbg !556
  %.81 = trunc i64 %.73 to i32, !dbg !556
  %.82 = shl i32 %.81, 2, !dbg !556
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.35), !dbg !556
  %.88 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.37), !dbg !556
  %.89 = zext i32 %.87 to i64, !dbg !556
  %.90 = zext i32 %.88 to i64, !dbg !556
  %.91 = shl nuw i64 %.90, 32, !dbg !556
  %.92 = or i64 %.91, %.89, !dbg !556
  %.93 = bitcast i64 %.92 to double, !dbg !556
  %t25 = select i1 %.80, double %.93, double %.16, !dbg !556
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.58), !dbg !556
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.60), !dbg !556
  %.112 = zext i32 %.110 to i64, !dbg !556
  %.113 = zext i32 %.111 to i64, !dbg !556
  %.114 = shl nuw i64 %.113, 32, !dbg !556
  %.115 = or i64 %.114, %.112, !dbg !556
  %.116 = bitcast i64 %.115 to double, !dbg !556
  %t26 = select i1 %.80, double %.116, double %.19, !dbg !556
  %t29 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 1, !dbg !557
  store double %t25, ptr addrspace(1) %t29, align 8, !dbg !557
  %.119 = getelementptr inbounds i8, ptr addrspace(1) %t29, i64 8, !dbg !557
  store double %t26, ptr addrspace(1) %.119, align 8, !dbg !557
  %.123 = xor i64 %.72, 2, !dbg !558
  %.125 = and i64 %.72, 4294967292, !dbg !558
  %.126 = add nuw nsw i64 %.125, 4, !dbg !558
  %.127 = icmp ult i64 %.123, %.126, !dbg !558
  %.131 = and i64 %.123, 31, !dbg !558
  %5 = shl nuw nsw i64 1, %.131, !dbg !558
  %6 = and i64 %5, %.27, !dbg !558
  %.133 = icmp ne i64 %6, 0, !dbg !558
  %.134 = and i1 %.127, %.133, !dbg !558
  %.135 = trunc i64 %.123 to i32, !dbg !558
  %.136 = shl i32 %.135, 2, !dbg !558
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.35), !dbg !558
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.37), !dbg !558
  %.143 = zext i32 %.141 to i64, !dbg !558
  %.144 = zext i32 %.142 to i64, !dbg !558
  %.145 = shl nuw i64 %.144, 32, !dbg !558
  %.146 = or i64 %.145, %.143, !dbg !558
  %.147 = bitcast i64 %.146 to double, !dbg !558
  %t30 = select i1 %.134, double %.147, double %.16, !dbg !558
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.58), !dbg !558
  %.170 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.60), !dbg !558
  %.171 = zext i32 %.169 to i64, !dbg !558
  %.172 = zext i32 %.170 to i64, !dbg !558
  %.173 = shl nuw i64 %.172, 32, !dbg !558
  %.174 = or i64 %.173, %.171, !dbg !558
  %.175 = bitcast i64 %.174 to double, !dbg !558
  %t31 = select i1 %.134, double %.175, double %.19, !dbg !558
  %t34 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 2, !dbg !559
  store double %t30, ptr addrspace(1) %t34, align 8, !dbg !559
  %.178 = getelementptr inbounds i8, ptr addrspace(1) %t34, i64 8, !dbg !559
  store double %t31, ptr addrspace(1) %.178, align 8, !dbg !559
  %.181 = and i64 %.72, 7, !dbg !560
  %.182 = add nsw i64 %.72, -1, !dbg !560
  %.183 = icmp ne i64 %.181, 0, !dbg !560
  %.186 = and i64 %.182, 31, !dbg !560
  %7 = shl nuw nsw i64 1, %.186, !dbg !560
  %8 = and i64 %7, %.27, !dbg !560
  %.188 = icmp ne i64 %8, 0, !dbg !560
  %.189 = and i1 %.183, %.188, !dbg !560
  %.190 = trunc i64 %.182 to i32, !dbg !560
  %.191 = shl i32 %.190, 2, !dbg !560
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.35), !dbg !560
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.37), !dbg !560
  %.198 = zext i32 %.196 to i64, !dbg !560
  %.199 = zext i32 %.197 to i64, !dbg !560
  %.200 = shl nuw i64 %.199, 32, !dbg !560
  %.201 = or i64 %.200, %.198, !dbg !560
  %.202 = bitcast i64 %.201 to double, !dbg !560
  %t35 = select i1 %.189, double %.202, double %.16, !dbg !560
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.58), !dbg !560
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.60), !dbg !560
  %.222 = zext i32 %.220 to i64, !dbg !560
  %.223 = zext i32 %.221 to i64, !dbg !560
  %.224 = shl nuw i64 %.223, 32, !dbg !560
  %.225 = or i64 %.224, %.222, !dbg !560
  %.226 = bitcast i64 %.225 to double, !dbg !560
  %t36 = select i1 %.189, double %.226, double %.19, !dbg !560
  %t39 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 3, !dbg !561
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !561
  %.229 = getelementptr inbounds i8, ptr addrspace(1) %t39, i64 8, !dbg !561
  store double %t36, ptr addrspace(1) %.229, align 8, !dbg !561
  ret void, !dbg !562
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !563 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !564
  %t4 = sext i32 %.10 to i64, !dbg !564
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !564
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !564
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !564, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !564
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !564
  %t9 = sext i32 %.15 to i64, !dbg !564
  %t10 = add nsw i64 %t7, %t9, !dbg !564
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !565
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !565, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !566
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t13, !dbg !567
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !568
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !568, !amdgpu.noclobber !6
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !569
  %0 = and i32 %.17, 31, !dbg !569
  %.20 = zext i32 %0 to i64, !dbg !569
  %.22 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !569
  %.23 = zext i32 %.22 to i64, !dbg !569
  %1 = shl nuw nsw i64 1, %.20, !dbg !569
  %2 = and i64 %1, %.23, !dbg !569
  %.26.not = icmp eq i64 %2, 0, !dbg !569
  %.29 = shl nuw nsw i32 %0, 2, !dbg !569
  %.30 = zext i16 %.16 to i32, !dbg !569
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !569
  %.32 = trunc i32 %.31 to i16, !dbg !569
  %t18 = select i1 %.26.not, i16 %.16, i16 %.32, !dbg !569
  store i16 %t18, ptr addrspace(1) %t14, align 2, !dbg !570
  %.34 = zext i32 %.18 to i64, !dbg !571
  %.35 = add nuw nsw i64 %.34, 1, !dbg !571
  %.36 = icmp ult i32 %.18, 31, !dbg !571
  %.39 = and i64 %.35, 31, !dbg !571
  %3 = shl nuw nsw i64 1, %.39, !dbg !571
  %4 = and i64 %3, %.23, !dbg !571
  %.41 = icmp ne i64 %4, 0, !dbg !571
  %.42 = and i1 %.36, %.41, !dbg !571
  %.43 = trunc i64 %.35 to i32, !dbg !571
  %.44 = shl i32 %.43, 2, !dbg !571
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !571
  %.47 = trunc i32 %.46 to i16, !dbg !571
  %t20 = select i1 %.42, i16 %.47, i16 %.16, !dbg !571
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !572
  store i16 %t20, ptr addrspace(1) %t21, align 2, !dbg !572
  %.51 = xor i64 %.34, 2, !dbg !573
  %.53 = and i64 %.34, 4294967292, !dbg !573
  %.54 = add nuw nsw i64 %.53, 4, !dbg !573
  %.55 = icmp ult i64 %.51, %.54, !dbg !573
  %.59 = and i64 %.51, 31, !dbg !573
  %5 = shl nuw nsw i64 1, %.59, !dbg !573
  %6 = and i64 %5, %.23, !dbg !573
  %.61 = icmp ne i64 %6, 0, !dbg !573
  %.62 = and i1 %.55, %.61, !dbg !573
  %.63 = trunc i64 %.51 to i32, !dbg !573
  %.64 = shl i32 %.63, 2, !dbg !573
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !573
  %.67 = trunc i32 %.66 to i16, !dbg !573
  %t22 = select i1 %.62, i16 %.67, i16 %.16, !dbg !573
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !574
  store i16 %t22, ptr addrspace(1) %t23, align 2, !dbg !574
  %.70 = and i64 %.34, 7, !dbg !575
  %.71 = add nsw i64 %.34, -1, !dbg !575
  %.72 = icmp ne i64 %.70, 0, !dbg !575
  %.75 = and i64 %.71, 31, !dbg !575
  %7 = shl nuw nsw i64 1, %.75, !dbg !575
  %8 = and i64 %7, %.23, !dbg !575
  %.77 = icmp ne i64 %8, 0, !dbg !575
  %.78 = and i1 %.72, %.77, !dbg !575
  %.79 = trunc i64 %.71 to i32, !dbg !575
  %.80 = shl i32 %.79, 2, !dbg !575
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !575
  %.83 = trunc i32 %.82 to i16, !dbg !575
  %t24 = select i1 %.78, i16 %.83, i16 %.16, !dbg !575
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 3, !dbg !576
  store i16 %t24, ptr addrspace(1) %t25, align 2, !dbg !576
  ret void, !dbg !577
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !578 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !579
  %t4 = sext i32 %.10 to i64, !dbg !579
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !579
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !579
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !579, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !579
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !579
  %t9 = sext i32 %.15 to i64, !dbg !579
  %t10 = add nsw i64 %t7, %t9, !dbg !579
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !580
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !580, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !581
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t13, !dbg !582
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !583
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !583, !amdgpu.noclobber !6
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !584
  %0 = and i32 %.17, 31, !dbg !584
  %.20 = zext i32 %0 to i64, !dbg !584
  %.22 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !584
  %.23 = zext i32 %.22 to i64, !dbg !584
  %1 = shl nuw nsw i64 1, %.20, !dbg !584
  %2 = and i64 %1, %.23, !dbg !584
  %.26.not = icmp eq i64 %2, 0, !dbg !584
  %.29 = shl nuw nsw i32 %0, 2, !dbg !584
  %.30 = zext i16 %.16 to i32, !dbg !584
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !584
  %.32 = trunc i32 %.31 to i16, !dbg !584
  %t18 = select i1 %.26.not, i16 %.16, i16 %.32, !dbg !584
  store i16 %t18, ptr addrspace(1) %t14, align 2, !dbg !585
  %.34 = zext i32 %.18 to i64, !dbg !586
  %.35 = add nuw nsw i64 %.34, 1, !dbg !586
  %.36 = icmp ult i32 %.18, 31, !dbg !586
  %.39 = and i64 %.35, 31, !dbg !586
  %3 = shl nuw nsw i64 1, %.39, !dbg !586
  %4 = and i64 %3, %.23, !dbg !586
  %.41 = icmp ne i64 %4, 0, !dbg !586
  %.42 = and i1 %.36, %.41, !dbg !586
  %.43 = trunc i64 %.35 to i32, !dbg !586
  %.44 = shl i32 %.43, 2, !dbg !586
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !586
  %.47 = trunc i32 %.46 to i16, !dbg !586
  %t20 = select i1 %.42, i16 %.47, i16 %.16, !dbg !586
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !587
  store i16 %t20, ptr addrspace(1) %t21, align 2, !dbg !587
  %.51 = xor i64 %.34, 2, !dbg !588
  %.53 = and i64 %.34, 4294967292, !dbg !588
  %.54 = add nuw nsw i64 %.53, 4, !dbg !588
  %.55 = icmp ult i64 %.51, %.54, !dbg !588
  %.59 = and i64 %.51, 31, !dbg !588
  %5 = shl nuw nsw i64 1, %.59, !dbg !588
  %6 = and i64 %5, %.23, !dbg !588
  %.61 = icmp ne i64 %6, 0, !dbg !588
  %.62 = and i1 %.55, %.61, !dbg !588
  %.63 = trunc i64 %.51 to i32, !dbg !588
  %.64 = shl i32 %.63, 2, !dbg !588
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !588
  %.67 = trunc i32 %.66 to i16, !dbg !588
  %t22 = select i1 %.62, i16 %.67, i16 %.16, !dbg !588
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !589
  store i16 %t22, ptr addrspace(1) %t23, align 2, !dbg !589
  %.70 = and i64 %.34, 7, !dbg !590
  %.71 = add nsw i64 %.34, -1, !dbg !590
  %.72 = icmp ne i64 %.70, 0, !dbg !590
  %.75 = and i64 %.71, 31, !dbg !590
  %7 = shl nuw nsw i64 1, %.75, !dbg !590
  %8 = and i64 %7, %.23, !dbg !590
  %.77 = icmp ne i64 %8, 0, !dbg !590
  %.78 = and i1 %.72, %.77, !dbg !590
  %.79 = trunc i64 %.71 to i32, !dbg !590
  %.80 = shl i32 %.79, 2, !dbg !590
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !590
  %.83 = trunc i32 %.82 to i16, !dbg !590
  %t24 = select i1 %.78, i16 %.83, i16 %.16, !dbg !590
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 3, !dbg !591
  store i16 %t24, ptr addrspace(1) %t25, align 2, !dbg !591
  ret void, !dbg !592
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExoticFP8(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !593 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !594
  %t4 = sext i32 %.10 to i64, !dbg !594
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !594
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !594
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !594, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !594
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !594
  %t9 = sext i32 %.15 to i64, !dbg !594
  %t10 = add nsw i64 %t7, %t9, !dbg !594
  %t11 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t10, !dbg !595
  %.16 = load i8, ptr addrspace(1) %t11, align 1, !dbg !595, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !596
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t13, !dbg !597
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !598
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !598, !amdgpu.noclobber !6
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !599
  %0 = and i32 %.17, 31, !dbg !599
  %.20 = zext i32 %0 to i64, !dbg !599
  %.22 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !599
  %.23 = zext i32 %.22 to i64, !dbg !599
  %1 = shl nuw nsw i64 1, %.20, !dbg !599
  %2 = and i64 %1, %.23, !dbg !599
  %.26.not = icmp eq i64 %2, 0, !dbg !599
  %.29 = shl nuw nsw i32 %0, 2, !dbg !599
  %.30 = zext i8 %.16 to i32, !dbg !599
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !599
  %.32 = trunc i32 %.31 to i8, !dbg !599
  %t18 = select i1 %.26.not, i8 %.16, i8 %.32, !dbg !599
  store i8 %t18, ptr addrspace(1) %t14, align 1, !dbg !600
  %.34 = zext i32 %.18 to i64, !dbg !601
  %.35 = add nuw nsw i64 %.34, 1, !dbg !601
  %.36 = icmp ult i32 %.18, 31, !dbg !601
  %.39 = and i64 %.35, 31, !dbg !601
  %3 = shl nuw nsw i64 1, %.39, !dbg !601
  %4 = and i64 %3, %.23, !dbg !601
  %.41 = icmp ne i64 %4, 0, !dbg !601
  %.42 = and i1 %.36, %.41, !dbg !601
  %.43 = trunc i64 %.35 to i32, !dbg !601
  %.44 = shl i32 %.43, 2, !dbg !601
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !601
  %.47 = trunc i32 %.46 to i8, !dbg !601
  %t20 = select i1 %.42, i8 %.47, i8 %.16, !dbg !601
  %t21 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 1, !dbg !602
  store i8 %t20, ptr addrspace(1) %t21, align 1, !dbg !602
  %.51 = xor i64 %.34, 2, !dbg !603
  %.53 = and i64 %.34, 4294967292, !dbg !603
  %.54 = add nuw nsw i64 %.53, 4, !dbg !603
  %.55 = icmp ult i64 %.51, %.54, !dbg !603
  %.59 = and i64 %.51, 31, !dbg !603
  %5 = shl nuw nsw i64 1, %.59, !dbg !603
  %6 = and i64 %5, %.23, !dbg !603
  %.61 = icmp ne i64 %6, 0, !dbg !603
  %.62 = and i1 %.55, %.61, !dbg !603
  %.63 = trunc i64 %.51 to i32, !dbg !603
  %.64 = shl i32 %.63, 2, !dbg !603
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !603
  %.67 = trunc i32 %.66 to i8, !dbg !603
  %t22 = select i1 %.62, i8 %.67, i8 %.16, !dbg !603
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 2, !dbg !604
  store i8 %t22, ptr addrspace(1) %t23, align 1, !dbg !604
  %.70 = and i64 %.34, 7, !dbg !605
  %.71 = add nsw i64 %.34, -1, !dbg !605
  %.72 = icmp ne i64 %.70, 0, !dbg !605
  %.75 = and i64 %.71, 31, !dbg !605
  %7 = shl nuw nsw i64 1, %.75, !dbg !605
  %8 = and i64 %7, %.23, !dbg !605
  %.77 = icmp ne i64 %8, 0, !dbg !605
  %.78 = and i1 %.72, %.77, !dbg !605
  %.79 = trunc i64 %.71 to i32, !dbg !605
  %.80 = shl i32 %.79, 2, !dbg !605
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !605
  %.83 = trunc i32 %.82 to i8, !dbg !605
  %t24 = select i1 %.78, i8 %.83, i8 %.16, !dbg !605
  %t25 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 3, !dbg !606
  store i8 %t24, ptr addrspace(1) %t25, align 1, !dbg !606
  ret void, !dbg !607
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWideArg(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !608 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !609
  %t1 = sext i32 %.7 to i64, !dbg !609
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !609
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !609
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !609, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !609
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !609
  %t6 = sext i32 %.12 to i64, !dbg !609
  %t7 = add nsw i64 %t4, %t6, !dbg !609
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !610
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !610, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 3, !dbg !611
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t11, !dbg !612
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !613
  %.16 = and i64 %a6, 31, !dbg !613
  %.18 = tail call i32 @llvm.read_register.i32(metadata !17) #8, !dbg !613
  %.19 = zext i32 %.18 to i64, !dbg !613
  %0 = shl nuw nsw i64 1, %.16, !dbg !613
  %1 = and i64 %0, %.19, !dbg !613
  %.22.not = icmp eq i64 %1, 0, !dbg !613
  %.24 = trunc i64 %.16 to i32, !dbg !613
  %.25 = shl nuw nsw i32 %.24, 2, !dbg !613
  %.26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.25, i32 %.13), !dbg !613
  %t14 = select i1 %.22.not, i32 %.13, i32 %.26, !dbg !613
  %.28 = zext i32 %.14 to i64, !dbg !614
  %.29 = sub i64 %.28, %a6, !dbg !614
  %.31 = icmp ult i64 %a6, 32, !dbg !614
  %2 = or i64 %.29, %a6, !dbg !614
  %3 = icmp ult i64 %2, 32, !dbg !614
  %.35 = and i64 %.29, 31, !dbg !614
  %4 = shl nuw nsw i64 1, %.35, !dbg !614
  %5 = and i64 %4, %.19, !dbg !614
  %.37 = icmp ne i64 %5, 0, !dbg !614
  %.38 = and i1 %3, %.37, !dbg !614
  %.39 = trunc i64 %.29 to i32, !dbg !614
  %.40 = shl i32 %.39, 2, !dbg !614
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.13), !dbg !614
  %t15 = select i1 %.38, i32 %.41, i32 %.13, !dbg !614
  %.44 = add i64 %.28, %a6, !dbg !615
  %6 = or i64 %.44, %a6, !dbg !615
  %7 = icmp ult i64 %6, 32, !dbg !615
  %.50 = and i64 %.44, 31, !dbg !615
  %8 = shl nuw nsw i64 1, %.50, !dbg !615
  %9 = and i64 %8, %.19, !dbg !615
  %.52 = icmp ne i64 %9, 0, !dbg !615
  %.53 = and i1 %7, %.52, !dbg !615
  %.54 = trunc i64 %.44 to i32, !dbg !615
  %.55 = shl i32 %.54, 2, !dbg !615
  %.56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.13), !dbg !615
  %t16 = select i1 %.53, i32 %.56, i32 %.13, !dbg !615
  %.59 = xor i64 %.28, %a6, !dbg !616
  %.60 = icmp ult i64 %.59, 32, !dbg !616
  %.63 = and i64 %.59, 31, !dbg !616
  %10 = shl nuw nsw i64 1, %.63, !dbg !616
  %11 = and i64 %10, %.19, !dbg !616
  %.65 = icmp ne i64 %11, 0, !dbg !616
  %.66 = and i1 %.60, %.65, !dbg !616
  %.67 = trunc i64 %.59 to i32, !dbg !616
  %.68 = shl i32 %.67, 2, !dbg !616
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.13), !dbg !616
  %t17 = select i1 %.66, i32 %.69, i32 %.13, !dbg !616
  store i32 %t14, ptr addrspace(1) %t13, align 4, !dbg !617
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 1, !dbg !618
  store i32 %t15, ptr addrspace(1) %t19, align 4, !dbg !618
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 2, !dbg !619
  store i32 %t16, ptr addrspace(1) %t20, align 4, !dbg !619
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 3, !dbg !620
  store i32 %t17, ptr addrspace(1) %t21, align 4, !dbg !620
  %.73 = and i64 %.28, 4294967288, !dbg !621
  %.74 = and i64 %a6, 7, !dbg !621
  %.75 = or i64 %.73, %.74, !dbg !621
  %.78 = and i64 %.75, 31, !dbg !621
  %12 = shl nuw nsw i64 1, %.78, !dbg !621
  %13 = and i64 %12, %.19, !dbg !621
  %.80.not = icmp eq i64 %13, 0, !dbg !621
  %.82 = trunc i64 %.75 to i32, !dbg !621
  %.83 = shl i32 %.82, 2, !dbg !621
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.13), !dbg !621
  %t22 = select i1 %.80.not, i32 %.13, i32 %.84, !dbg !621
  %.87 = and i64 %.28, 7, !dbg !622
  %.89 = icmp uge i64 %.87, %a6, !dbg !622
  %.95 = and i1 %.89, %.37, !dbg !622
  %t23 = select i1 %.95, i32 %.41, i32 %.13, !dbg !622
  %.102 = xor i64 %.87, 7, !dbg !623
  %.104 = icmp uge i64 %.102, %a6, !dbg !623
  %.110 = and i1 %.104, %.52, !dbg !623
  %t24 = select i1 %.110, i32 %.56, i32 %.13, !dbg !623
  %.120 = add nuw nsw i64 %.73, 8, !dbg !624
  %.121 = icmp ult i64 %.59, %.120, !dbg !624
  %.122 = and i1 %.31, %.121, !dbg !624
  %.128 = and i1 %.122, %.65, !dbg !624
  %t25 = select i1 %.128, i32 %.69, i32 %.13, !dbg !624
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 4, !dbg !625
  store i32 %t22, ptr addrspace(1) %t26, align 4, !dbg !625
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 5, !dbg !626
  store i32 %t23, ptr addrspace(1) %t27, align 4, !dbg !626
  %t28 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 6, !dbg !627
  store i32 %t24, ptr addrspace(1) %t28, align 4, !dbg !627
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 7, !dbg !628
  store i32 %t25, ptr addrspace(1) %t29, align 4, !dbg !628
  ret void, !dbg !628
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

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
declare i32 @llvm.read_register.i32(metadata) #7

attributes #0 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
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
!17 = !{!"exec_lo"}
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
!53 = !DILocation(line: 55, column: 10, scope: !4)
!54 = !DILocation(line: 55, column: 16, scope: !4)
!55 = !DILocation(line: 55, column: 22, scope: !4)
!56 = !DILocation(line: 56, column: 10, scope: !4)
!57 = !DILocation(line: 56, column: 13, scope: !4)
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
!505 = !DILocation(line: 64, column: 9, scope: !494)
!506 = !DILocation(line: 64, column: 21, scope: !494)
!507 = !DILocation(line: 64, column: 40, scope: !494)
!508 = !DILocation(line: 64, column: 63, scope: !494)
!509 = !DILocation(line: 64, column: 5, scope: !494)
!510 = !DILocation(line: 64, column: 17, scope: !494)
!511 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eUniform", scope: !316, file: !316, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!512 = !DILocation(line: 74, column: 14, scope: !511)
!513 = !DILocation(line: 75, column: 9, scope: !511)
!514 = !DILocation(line: 76, column: 12, scope: !511)
!515 = !DILocation(line: 76, column: 10, scope: !511)
!516 = !DILocation(line: 77, column: 42, scope: !511)
!517 = !DILocation(line: 77, column: 24, scope: !511)
!518 = !DILocation(line: 86, column: 6, scope: !511)
!519 = !DILocation(line: 77, column: 3, scope: !511)
!520 = !DILocation(line: 78, column: 29, scope: !511)
!521 = !{i64 0, i64 65}
!522 = !DILocation(line: 0, scope: !511)
!523 = !DILocation(line: 79, column: 3, scope: !511)
!524 = !DILocation(line: 79, column: 9, scope: !511)
!525 = !DILocation(line: 80, column: 37, scope: !511)
!526 = !DILocation(line: 80, column: 25, scope: !511)
!527 = !DILocation(line: 81, column: 36, scope: !511)
!528 = !DILocation(line: 81, column: 24, scope: !511)
!529 = !DILocation(line: 81, column: 3, scope: !511)
!530 = !DILocation(line: 82, column: 28, scope: !511)
!531 = !DILocation(line: 83, column: 3, scope: !511)
!532 = !DILocation(line: 83, column: 9, scope: !511)
!533 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex64_5d", scope: !316, file: !316, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!534 = !DILocation(line: 112, column: 14, scope: !533)
!535 = !DILocation(line: 113, column: 9, scope: !533)
!536 = !DILocation(line: 114, column: 12, scope: !533)
!537 = !DILocation(line: 114, column: 10, scope: !533)
!538 = !DILocation(line: 115, column: 32, scope: !533)
!539 = !DILocation(line: 115, column: 18, scope: !533)
!540 = !DILocation(line: 115, column: 3, scope: !533)
!541 = !DILocation(line: 116, column: 22, scope: !533)
!542 = !DILocation(line: 116, column: 3, scope: !533)
!543 = !DILocation(line: 117, column: 26, scope: !533)
!544 = !DILocation(line: 117, column: 3, scope: !533)
!545 = !DILocation(line: 118, column: 25, scope: !533)
!546 = !DILocation(line: 118, column: 3, scope: !533)
!547 = !DILocation(line: 101, column: 8, scope: !533)
!548 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex128_5d", scope: !316, file: !316, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!549 = !DILocation(line: 112, column: 14, scope: !548)
!550 = !DILocation(line: 113, column: 9, scope: !548)
!551 = !DILocation(line: 114, column: 12, scope: !548)
!552 = !DILocation(line: 114, column: 10, scope: !548)
!553 = !DILocation(line: 115, column: 32, scope: !548)
!554 = !DILocation(line: 115, column: 18, scope: !548)
!555 = !DILocation(line: 115, column: 3, scope: !548)
!556 = !DILocation(line: 116, column: 22, scope: !548)
!557 = !DILocation(line: 116, column: 3, scope: !548)
!558 = !DILocation(line: 117, column: 26, scope: !548)
!559 = !DILocation(line: 117, column: 3, scope: !548)
!560 = !DILocation(line: 118, column: 25, scope: !548)
!561 = !DILocation(line: 118, column: 3, scope: !548)
!562 = !DILocation(line: 101, column: 8, scope: !548)
!563 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eFloat16_5d", scope: !316, file: !316, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!564 = !DILocation(line: 112, column: 14, scope: !563)
!565 = !DILocation(line: 113, column: 9, scope: !563)
!566 = !DILocation(line: 114, column: 12, scope: !563)
!567 = !DILocation(line: 114, column: 10, scope: !563)
!568 = !DILocation(line: 115, column: 32, scope: !563)
!569 = !DILocation(line: 115, column: 18, scope: !563)
!570 = !DILocation(line: 115, column: 3, scope: !563)
!571 = !DILocation(line: 116, column: 22, scope: !563)
!572 = !DILocation(line: 116, column: 3, scope: !563)
!573 = !DILocation(line: 117, column: 26, scope: !563)
!574 = !DILocation(line: 117, column: 3, scope: !563)
!575 = !DILocation(line: 118, column: 25, scope: !563)
!576 = !DILocation(line: 118, column: 3, scope: !563)
!577 = !DILocation(line: 101, column: 8, scope: !563)
!578 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eBFloat16_5d", scope: !316, file: !316, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!579 = !DILocation(line: 112, column: 14, scope: !578)
!580 = !DILocation(line: 113, column: 9, scope: !578)
!581 = !DILocation(line: 114, column: 12, scope: !578)
!582 = !DILocation(line: 114, column: 10, scope: !578)
!583 = !DILocation(line: 115, column: 32, scope: !578)
!584 = !DILocation(line: 115, column: 18, scope: !578)
!585 = !DILocation(line: 115, column: 3, scope: !578)
!586 = !DILocation(line: 116, column: 22, scope: !578)
!587 = !DILocation(line: 116, column: 3, scope: !578)
!588 = !DILocation(line: 117, column: 26, scope: !578)
!589 = !DILocation(line: 117, column: 3, scope: !578)
!590 = !DILocation(line: 118, column: 25, scope: !578)
!591 = !DILocation(line: 118, column: 3, scope: !578)
!592 = !DILocation(line: 101, column: 8, scope: !578)
!593 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExoticFP8", scope: !316, file: !316, line: 107, type: !5, scopeLine: 107, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!594 = !DILocation(line: 112, column: 14, scope: !593)
!595 = !DILocation(line: 113, column: 9, scope: !593)
!596 = !DILocation(line: 114, column: 12, scope: !593)
!597 = !DILocation(line: 114, column: 10, scope: !593)
!598 = !DILocation(line: 115, column: 32, scope: !593)
!599 = !DILocation(line: 115, column: 18, scope: !593)
!600 = !DILocation(line: 115, column: 3, scope: !593)
!601 = !DILocation(line: 116, column: 22, scope: !593)
!602 = !DILocation(line: 116, column: 3, scope: !593)
!603 = !DILocation(line: 117, column: 26, scope: !593)
!604 = !DILocation(line: 117, column: 3, scope: !593)
!605 = !DILocation(line: 118, column: 25, scope: !593)
!606 = !DILocation(line: 118, column: 3, scope: !593)
!607 = !DILocation(line: 108, column: 8, scope: !593)
!608 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWideArg", scope: !316, file: !316, line: 126, type: !5, scopeLine: 126, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!609 = !DILocation(line: 127, column: 14, scope: !608)
!610 = !DILocation(line: 128, column: 8, scope: !608)
!611 = !DILocation(line: 129, column: 12, scope: !608)
!612 = !DILocation(line: 129, column: 10, scope: !608)
!613 = !DILocation(line: 130, column: 36, scope: !608)
!614 = !DILocation(line: 130, column: 58, scope: !608)
!615 = !DILocation(line: 130, column: 82, scope: !608)
!616 = !DILocation(line: 130, column: 105, scope: !608)
!617 = !DILocation(line: 130, column: 3, scope: !608)
!618 = !DILocation(line: 130, column: 9, scope: !608)
!619 = !DILocation(line: 130, column: 15, scope: !608)
!620 = !DILocation(line: 130, column: 21, scope: !608)
!621 = !DILocation(line: 131, column: 41, scope: !608)
!622 = !DILocation(line: 131, column: 71, scope: !608)
!623 = !DILocation(line: 131, column: 103, scope: !608)
!624 = !DILocation(line: 131, column: 134, scope: !608)
!625 = !DILocation(line: 131, column: 3, scope: !608)
!626 = !DILocation(line: 131, column: 9, scope: !608)
!627 = !DILocation(line: 131, column: 15, scope: !608)
!628 = !DILocation(line: 131, column: 21, scope: !608)

; kern module github.com/kernlab/kern/internal/testing/cudajl (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Copy(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !4 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t1 = sext i32 %.7 to i64, !dbg !7
  %t3 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t1, !dbg !8
  %.8 = load i16, ptr addrspace(1) %t3, align 2, !dbg !8, !amdgpu.noclobber !6
  %t6 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t1, !dbg !9
  store i16 %.8, ptr addrspace(1) %t6, align 2, !dbg !9
  ret void, !dbg !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Inc(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !10 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %t1 = sext i32 %.4 to i64, !dbg !11
  %t3 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t1, !dbg !12
  %.5 = load i16, ptr addrspace(1) %t3, align 2, !dbg !12, !amdgpu.noclobber !6
  %.6 = zext i16 %.5 to i32, !dbg !13
  %.7 = shl nuw i32 %.6, 16, !dbg !13
  %.8 = bitcast i32 %.7 to float, !dbg !13
  %.12 = fadd float %.8, 1.000000e+00, !dbg !13
  %.13 = bitcast float %.12 to i32, !dbg !13
  %.14 = and i32 %.13, 2147483647, !dbg !13
  %.15 = icmp ugt i32 %.14, 2139095040, !dbg !13
  %.16 = lshr i32 %.13, 16, !dbg !13
  %.17 = and i32 %.16, 1, !dbg !13
  %.18 = add i32 %.13, 32767, !dbg !13
  %.19 = add i32 %.18, %.17, !dbg !13
  %.20 = lshr i32 %.19, 16, !dbg !13
  %.22 = or i32 %.16, 64, !dbg !13
  %.23 = select i1 %.15, i32 %.22, i32 %.20, !dbg !13
  %.24 = trunc i32 %.23 to i16, !dbg !13
  store i16 %.24, ptr addrspace(1) %t3, align 2, !dbg !14
  ret void, !dbg !14
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mixed(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, i16 %a6, i32 %a7, float %a8, double %a9) local_unnamed_addr #1 !dbg !15 {
entry:
  %.7 = zext i16 %a6 to i32, !dbg !16
  %.8 = shl nuw i32 %.7, 16, !dbg !16
  %.9 = bitcast i32 %.8 to float, !dbg !16
  %t1 = sitofp i32 %a7 to float, !dbg !17
  %0 = insertelement <2 x float> poison, float %.9, i64 0, !dbg !18
  %1 = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !18
  %2 = insertelement <2 x float> poison, float %a8, i64 1, !dbg !18
  %3 = insertelement <2 x float> %2, float %t1, i64 0, !dbg !18
  %4 = fmul <2 x float> %1, %3, !dbg !18
  store <2 x float> %4, ptr addrspace(1) %a0, align 4, !dbg !19
  %t7 = fpext float %.9 to double, !dbg !20
  %t8 = fmul double %t7, %a9, !dbg !21
  store double %t8, ptr addrspace(1) %a3, align 8, !dbg !22
  ret void, !dbg !22
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !23 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !25
  %t1 = sext i32 %.16 to i64, !dbg !25
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !26
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !26, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !27
  %t6 = mul i64 %t5, %a15, !dbg !28
  %t11 = and i32 %.17, 96, !dbg !29
  %t12.not = icmp eq i32 %t11, 0, !dbg !30
  br i1 %t12.not, label %b11, label %b1, !dbg !30

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !31
  %t17 = sext i32 %.18 to i64, !dbg !31
  %t18 = shl i64 %a15, 4, !dbg !32
  %t19 = and i32 %.17, 64, !dbg !33
  %t20.not = icmp eq i32 %t19, 0, !dbg !34
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !35
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !35
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !35, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t242 = icmp sgt i64 %t18, %t17, !dbg !36
  br i1 %t242, label %b3.lr.ph, label %b6, !dbg !36

b3.lr.ph:                                         ; preds = %b1
  %.25 = bitcast i16 %a16 to half
  %t31 = select i1 %t20.not, float 1.000000e+00, float %a17
  br label %b3, !dbg !36

b3:                                               ; preds = %b3.lr.ph, %b3
  %t233 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b3 ]
  %t25 = add i64 %t233, %t6, !dbg !37
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !38
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !38, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !39
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !39, !amdgpu.noclobber !6
  %.26 = bitcast i16 %.23 to half, !dbg !40
  %.27 = fmul half %.25, %.26, !dbg !40
  %.28 = bitcast half %.27 to i16, !dbg !40
  %spec.select = select i1 %t20.not, i16 %.23, i16 %.28, !dbg !34
  %spec.select1 = fmul float %t31, %.24, !dbg !34
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !41
  %.29 = load i16, ptr addrspace(1) %t34, align 2, !dbg !41, !amdgpu.noclobber !6
  %0 = trunc i64 %t233 to i32, !dbg !42
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !42
  store i16 %spec.select, ptr addrspace(3) %t36, align 2, !dbg !42
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %0, !dbg !43
  store i16 %.29, ptr addrspace(3) %t37, align 2, !dbg !43
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %0, !dbg !44
  store float %spec.select1, ptr addrspace(3) %t38, align 4, !dbg !44
  %t39 = add i64 %t233, %t22, !dbg !45
  %t24 = icmp slt i64 %t39, %t18, !dbg !36
  br i1 %t24, label %b3, label %b6, !dbg !36

b6:                                               ; preds = %b3, %b1
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46
  %t42 = and i32 %.17, 1, !dbg !47
  %t43.not = icmp eq i32 %t42, 0, !dbg !48
  %.63 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.64 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.63), !dbg !49
  %.67 = and i32 %.64, 15, !dbg !49
  br i1 %t43.not, label %b10, label %b9, !dbg !48

b9:                                               ; preds = %b6
  %.35 = zext i32 %.67 to i64, !dbg !50
  %1 = lshr i32 %.64, 2, !dbg !50
  %2 = and i32 %1, 1073741820, !dbg !50
  %.36 = zext i32 %2 to i64, !dbg !50
  %.37 = mul i64 %.36, %a15, !dbg !50
  %.38 = add i64 %.37, %.35, !dbg !50
  %3 = trunc i64 %.38 to i32
  %.39 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %3
  %.40 = load i16, ptr addrspace(3) %.39, align 2, !dbg !50
  %.41 = zext i16 %.40 to i32, !dbg !50
  %.43 = add i64 %.38, %a15, !dbg !50
  %4 = trunc i64 %.43 to i32
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %4
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !50
  %.46 = zext i16 %.45 to i32, !dbg !50
  %.47 = shl nuw i32 %.46, 16, !dbg !50
  %.48 = or i32 %.47, %.41, !dbg !50
  %.49 = shl i64 %a15, 1, !dbg !50
  %.50 = add i64 %.38, %.49, !dbg !50
  %5 = trunc i64 %.50 to i32
  %.51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %5
  %.52 = load i16, ptr addrspace(3) %.51, align 2, !dbg !50
  %.54 = mul i64 %a15, 3, !dbg !50
  %.55 = add i64 %.38, %.54, !dbg !50
  %6 = trunc i64 %.55 to i32
  %.56 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %6
  %.57 = load i16, ptr addrspace(3) %.56, align 2, !dbg !50
  br label %b14, !dbg !51

b10:                                              ; preds = %b6
  %7 = lshr i32 %.64, 2, !dbg !52
  %8 = and i32 %7, 1073741820, !dbg !52
  %9 = trunc i64 %a15 to i32
  %10 = mul i32 %.67, %9
  %11 = add i32 %10, %8
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %11
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !52
  %.74 = zext i16 %.73 to i32, !dbg !52
  %12 = add i32 %11, 1
  %.76 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %12
  %.77 = load i16, ptr addrspace(3) %.76, align 2, !dbg !52
  %.78 = zext i16 %.77 to i32, !dbg !52
  %.79 = shl nuw i32 %.78, 16, !dbg !52
  %.80 = or i32 %.79, %.74, !dbg !52
  %13 = add i32 %11, 2
  %.82 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %13
  %.83 = load i16, ptr addrspace(3) %.82, align 2, !dbg !52
  %14 = add i32 %11, 3
  %.86 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.0, i32 %14
  %.87 = load i16, ptr addrspace(3) %.86, align 2, !dbg !52
  br label %b14, !dbg !53

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !54
  %t51.not = icmp eq i32 %t50, 0, !dbg !55
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !56
  %.126 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.127 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.126), !dbg !49
  %.130 = and i32 %.127, 15, !dbg !49
  %.131 = zext i32 %.130 to i64, !dbg !49
  %15 = lshr i32 %.127, 2, !dbg !49
  %16 = and i32 %15, 1073741820, !dbg !49
  %.132 = zext i32 %16 to i64, !dbg !49
  br i1 %t51.not, label %b13, label %b12, !dbg !55

b12:                                              ; preds = %b11
  %.100 = mul i64 %.132, %a15, !dbg !56
  %.101 = add i64 %.100, %.131, !dbg !56
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.101
  %.103 = load i16, ptr addrspace(1) %.102, align 2, !dbg !56, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !56
  %.106 = add i64 %.101, %a15, !dbg !56
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.106
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !56, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !56
  %.110 = shl nuw i32 %.109, 16, !dbg !56
  %.111 = or i32 %.110, %.104, !dbg !56
  %.112 = shl i64 %a15, 1, !dbg !56
  %.113 = add i64 %.101, %.112, !dbg !56
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.113
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !56, !amdgpu.noclobber !6
  %.117 = mul i64 %a15, 3, !dbg !56
  %.118 = add i64 %.101, %.117, !dbg !56
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.118
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !56, !amdgpu.noclobber !6
  br label %b14, !dbg !57

b13:                                              ; preds = %b11
  %.133 = mul i64 %.131, %a15, !dbg !58
  %.134 = add i64 %.133, %.132, !dbg !58
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.134
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !58, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !58
  %.138 = add i64 %.134, 1, !dbg !58
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.138
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !58, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !58
  %.142 = shl nuw i32 %.141, 16, !dbg !58
  %.143 = or i32 %.142, %.137, !dbg !58
  %.144 = add i64 %.134, 2, !dbg !58
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.144
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !58, !amdgpu.noclobber !6
  %.148 = add i64 %.134, 3, !dbg !58
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.148
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !58, !amdgpu.noclobber !6
  br label %b14, !dbg !59

b14:                                              ; preds = %b13, %b12, %b10, %b9
  %.150.sink = phi i16 [ %.150, %b13 ], [ %.120, %b12 ], [ %.87, %b10 ], [ %.57, %b9 ]
  %.147.sink.in = phi i16 [ %.146, %b13 ], [ %.115, %b12 ], [ %.83, %b10 ], [ %.52, %b9 ]
  %.48.pn = phi i32 [ %.143, %b13 ], [ %.111, %b12 ], [ %.80, %b10 ], [ %.48, %b9 ]
  %.147.sink = zext i16 %.147.sink.in to i32, !dbg !49
  %.151 = zext i16 %.150.sink to i32, !dbg !49
  %.152 = shl nuw i32 %.151, 16, !dbg !49
  %.153 = or i32 %.152, %.147.sink, !dbg !49
  %t68 = and i32 %.17, 2, !dbg !49
  %t69.not = icmp eq i32 %t68, 0, !dbg !49
  br i1 %t12.not, label %b18, label %b15, !dbg !60

b15:                                              ; preds = %b14
  %.186 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.187 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.186), !dbg !49
  %.190 = and i32 %.187, 15, !dbg !49
  br i1 %t69.not, label %b17, label %b16, !dbg !61

b16:                                              ; preds = %b15
  %17 = lshr i32 %.187, 2, !dbg !62
  %18 = and i32 %17, 1073741820, !dbg !62
  %19 = trunc i64 %a15 to i32
  %20 = mul i32 %.190, %19
  %21 = add i32 %20, %18
  %.165 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %21
  %.166 = load i16, ptr addrspace(3) %.165, align 2, !dbg !62
  %.167 = zext i16 %.166 to i32, !dbg !62
  %22 = add i32 %21, 1
  %.169 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %22
  %.170 = load i16, ptr addrspace(3) %.169, align 2, !dbg !62
  %.171 = zext i16 %.170 to i32, !dbg !62
  %.172 = shl nuw i32 %.171, 16, !dbg !62
  %.173 = or i32 %.172, %.167, !dbg !62
  %23 = add i32 %21, 2
  %.175 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %23
  %.176 = load i16, ptr addrspace(3) %.175, align 2, !dbg !62
  %24 = add i32 %21, 3
  %.179 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %24
  %.180 = load i16, ptr addrspace(3) %.179, align 2, !dbg !62
  br label %b21, !dbg !63

b17:                                              ; preds = %b15
  %.191 = zext i32 %.190 to i64, !dbg !64
  %25 = lshr i32 %.187, 2, !dbg !64
  %26 = and i32 %25, 1073741820, !dbg !64
  %.192 = zext i32 %26 to i64, !dbg !64
  %.193 = mul i64 %.192, %a15, !dbg !64
  %.194 = add i64 %.193, %.191, !dbg !64
  %27 = trunc i64 %.194 to i32
  %.195 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %27
  %.196 = load i16, ptr addrspace(3) %.195, align 2, !dbg !64
  %.197 = zext i16 %.196 to i32, !dbg !64
  %.199 = add i64 %.194, %a15, !dbg !64
  %28 = trunc i64 %.199 to i32
  %.200 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %28
  %.201 = load i16, ptr addrspace(3) %.200, align 2, !dbg !64
  %.202 = zext i16 %.201 to i32, !dbg !64
  %.203 = shl nuw i32 %.202, 16, !dbg !64
  %.204 = or i32 %.203, %.197, !dbg !64
  %.205 = shl i64 %a15, 1, !dbg !64
  %.206 = add i64 %.194, %.205, !dbg !64
  %29 = trunc i64 %.206 to i32
  %.207 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %29
  %.208 = load i16, ptr addrspace(3) %.207, align 2, !dbg !64
  %.210 = mul i64 %a15, 3, !dbg !64
  %.211 = add i64 %.194, %.210, !dbg !64
  %30 = trunc i64 %.211 to i32
  %.212 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.1, i32 %30
  %.213 = load i16, ptr addrspace(3) %.212, align 2, !dbg !64
  br label %b21, !dbg !65

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !66
  %.249 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.250 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.249), !dbg !49
  %.253 = and i32 %.250, 15, !dbg !49
  %.254 = zext i32 %.253 to i64, !dbg !49
  %31 = lshr i32 %.250, 2, !dbg !49
  %32 = and i32 %31, 1073741820, !dbg !49
  %.255 = zext i32 %32 to i64, !dbg !49
  br i1 %t69.not, label %b20, label %b19, !dbg !67

b19:                                              ; preds = %b18
  %.226 = mul i64 %.254, %a15, !dbg !66
  %.227 = add i64 %.226, %.255, !dbg !66
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.227
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !66, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !66
  %.231 = add i64 %.227, 1, !dbg !66
  %.232 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.231
  %.233 = load i16, ptr addrspace(1) %.232, align 2, !dbg !66, !amdgpu.noclobber !6
  %.234 = zext i16 %.233 to i32, !dbg !66
  %.235 = shl nuw i32 %.234, 16, !dbg !66
  %.236 = or i32 %.235, %.230, !dbg !66
  %.237 = add i64 %.227, 2, !dbg !66
  %.238 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.237
  %.239 = load i16, ptr addrspace(1) %.238, align 2, !dbg !66, !amdgpu.noclobber !6
  %.241 = add i64 %.227, 3, !dbg !66
  %.242 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.241
  %.243 = load i16, ptr addrspace(1) %.242, align 2, !dbg !66, !amdgpu.noclobber !6
  br label %b21, !dbg !68

b20:                                              ; preds = %b18
  %.256 = mul i64 %.255, %a15, !dbg !69
  %.257 = add i64 %.256, %.254, !dbg !69
  %.258 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.257
  %.259 = load i16, ptr addrspace(1) %.258, align 2, !dbg !69, !amdgpu.noclobber !6
  %.260 = zext i16 %.259 to i32, !dbg !69
  %.262 = add i64 %.257, %a15, !dbg !69
  %.263 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.262
  %.264 = load i16, ptr addrspace(1) %.263, align 2, !dbg !69, !amdgpu.noclobber !6
  %.265 = zext i16 %.264 to i32, !dbg !69
  %.266 = shl nuw i32 %.265, 16, !dbg !69
  %.267 = or i32 %.266, %.260, !dbg !69
  %.268 = shl i64 %a15, 1, !dbg !69
  %.269 = add i64 %.257, %.268, !dbg !69
  %.270 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.269
  %.271 = load i16, ptr addrspace(1) %.270, align 2, !dbg !69, !amdgpu.noclobber !6
  %.273 = mul i64 %a15, 3, !dbg !69
  %.274 = add i64 %.257, %.273, !dbg !69
  %.275 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.274
  %.276 = load i16, ptr addrspace(1) %.275, align 2, !dbg !69, !amdgpu.noclobber !6
  br label %b21, !dbg !70

b21:                                              ; preds = %b20, %b19, %b17, %b16
  %.276.sink = phi i16 [ %.276, %b20 ], [ %.243, %b19 ], [ %.213, %b17 ], [ %.180, %b16 ]
  %.272.sink.in = phi i16 [ %.271, %b20 ], [ %.239, %b19 ], [ %.208, %b17 ], [ %.176, %b16 ]
  %.173.pn = phi i32 [ %.267, %b20 ], [ %.236, %b19 ], [ %.204, %b17 ], [ %.173, %b16 ]
  %.272.sink = zext i16 %.272.sink.in to i32, !dbg !49
  %.277 = zext i16 %.276.sink to i32, !dbg !49
  %.278 = shl nuw i32 %.277, 16, !dbg !49
  %.279 = or i32 %.278, %.272.sink, !dbg !49
  %t77 = and i32 %.17, 16, !dbg !71
  %t78.not = icmp eq i32 %t77, 0, !dbg !72
  br i1 %t78.not, label %b30, label %b22, !dbg !72

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !49
  %t90.not = icmp eq i32 %t89, 0, !dbg !49
  br i1 %t12.not, label %b26, label %b23, !dbg !73

b23:                                              ; preds = %b22
  %.310 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.311 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.310), !dbg !49
  %.314 = and i32 %.311, 15, !dbg !49
  br i1 %t90.not, label %b25, label %b24, !dbg !74

b24:                                              ; preds = %b23
  %33 = lshr i32 %.311, 2, !dbg !75
  %34 = and i32 %33, 1073741820, !dbg !75
  %35 = trunc i64 %a15 to i32
  %36 = mul i32 %.314, %35
  %37 = add i32 %36, %34
  %.295 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %37
  %.296 = load float, ptr addrspace(3) %.295, align 4, !dbg !75
  %38 = add i32 %37, 1
  %.298 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %38
  %.299 = load float, ptr addrspace(3) %.298, align 4, !dbg !75
  %39 = add i32 %37, 2
  %.301 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %39
  %.302 = load float, ptr addrspace(3) %.301, align 4, !dbg !75
  %40 = add i32 %37, 3
  %.304 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %40
  %.305 = load float, ptr addrspace(3) %.304, align 4, !dbg !75
  %.306 = insertvalue { [8 x float] } zeroinitializer, float %.296, 0, 0, !dbg !75
  %.307 = insertvalue { [8 x float] } %.306, float %.299, 0, 1, !dbg !75
  %.308 = insertvalue { [8 x float] } %.307, float %.302, 0, 2, !dbg !75
  %.309 = insertvalue { [8 x float] } %.308, float %.305, 0, 3, !dbg !75
  br label %b30, !dbg !76

b25:                                              ; preds = %b23
  %.315 = zext i32 %.314 to i64, !dbg !77
  %41 = lshr i32 %.311, 2, !dbg !77
  %42 = and i32 %41, 1073741820, !dbg !77
  %.316 = zext i32 %42 to i64, !dbg !77
  %.317 = mul i64 %.316, %a15, !dbg !77
  %.318 = add i64 %.317, %.315, !dbg !77
  %43 = trunc i64 %.318 to i32
  %.319 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %43
  %.320 = load float, ptr addrspace(3) %.319, align 4, !dbg !77
  %.322 = add i64 %.318, %a15, !dbg !77
  %44 = trunc i64 %.322 to i32
  %.323 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %44
  %.324 = load float, ptr addrspace(3) %.323, align 4, !dbg !77
  %.325 = shl i64 %a15, 1, !dbg !77
  %.326 = add i64 %.318, %.325, !dbg !77
  %45 = trunc i64 %.326 to i32
  %.327 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %45
  %.328 = load float, ptr addrspace(3) %.327, align 4, !dbg !77
  %.329 = mul i64 %a15, 3, !dbg !77
  %.330 = add i64 %.318, %.329, !dbg !77
  %46 = trunc i64 %.330 to i32
  %.331 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.2, i32 %46
  %.332 = load float, ptr addrspace(3) %.331, align 4, !dbg !77
  %.333 = insertvalue { [8 x float] } zeroinitializer, float %.320, 0, 0, !dbg !77
  %.334 = insertvalue { [8 x float] } %.333, float %.324, 0, 1, !dbg !77
  %.335 = insertvalue { [8 x float] } %.334, float %.328, 0, 2, !dbg !77
  %.336 = insertvalue { [8 x float] } %.335, float %.332, 0, 3, !dbg !77
  br label %b30, !dbg !78

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !79
  %.361 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.362 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.361), !dbg !49
  %.365 = and i32 %.362, 15, !dbg !49
  %.366 = zext i32 %.365 to i64, !dbg !49
  %47 = lshr i32 %.362, 2, !dbg !49
  %48 = and i32 %47, 1073741820, !dbg !49
  %.367 = zext i32 %48 to i64, !dbg !49
  br i1 %t90.not, label %b28, label %b27, !dbg !80

b27:                                              ; preds = %b26
  %.344 = mul i64 %.366, %a15, !dbg !79
  %.345 = add i64 %.344, %.367, !dbg !79
  %.346 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.345
  %.347 = load float, ptr addrspace(1) %.346, align 4, !dbg !79, !amdgpu.noclobber !6
  %.348 = add i64 %.345, 1, !dbg !79
  %.349 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.348
  %.350 = load float, ptr addrspace(1) %.349, align 4, !dbg !79, !amdgpu.noclobber !6
  %.351 = add i64 %.345, 2, !dbg !79
  %.352 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.351
  %.353 = load float, ptr addrspace(1) %.352, align 4, !dbg !79, !amdgpu.noclobber !6
  %.354 = add i64 %.345, 3, !dbg !79
  %.355 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.354
  %.356 = load float, ptr addrspace(1) %.355, align 4, !dbg !79, !amdgpu.noclobber !6
  %.357 = insertvalue { [8 x float] } zeroinitializer, float %.347, 0, 0, !dbg !79
  %.358 = insertvalue { [8 x float] } %.357, float %.350, 0, 1, !dbg !79
  %.359 = insertvalue { [8 x float] } %.358, float %.353, 0, 2, !dbg !79
  %.360 = insertvalue { [8 x float] } %.359, float %.356, 0, 3, !dbg !79
  br label %b30, !dbg !81

b28:                                              ; preds = %b26
  %.368 = mul i64 %.367, %a15, !dbg !82
  %.369 = add i64 %.368, %.366, !dbg !82
  %.370 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.369
  %.371 = load float, ptr addrspace(1) %.370, align 4, !dbg !82, !amdgpu.noclobber !6
  %.373 = add i64 %.369, %a15, !dbg !82
  %.374 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.373
  %.375 = load float, ptr addrspace(1) %.374, align 4, !dbg !82, !amdgpu.noclobber !6
  %.376 = shl i64 %a15, 1, !dbg !82
  %.377 = add i64 %.369, %.376, !dbg !82
  %.378 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.377
  %.379 = load float, ptr addrspace(1) %.378, align 4, !dbg !82, !amdgpu.noclobber !6
  %.380 = mul i64 %a15, 3, !dbg !82
  %.381 = add i64 %.369, %.380, !dbg !82
  %.382 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.381
  %.383 = load float, ptr addrspace(1) %.382, align 4, !dbg !82, !amdgpu.noclobber !6
  %.384 = insertvalue { [8 x float] } zeroinitializer, float %.371, 0, 0, !dbg !82
  %.385 = insertvalue { [8 x float] } %.384, float %.375, 0, 1, !dbg !82
  %.386 = insertvalue { [8 x float] } %.385, float %.379, 0, 2, !dbg !82
  %.387 = insertvalue { [8 x float] } %.386, float %.383, 0, 3, !dbg !82
  br label %b30, !dbg !83

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.309, %b24 ], [ %.336, %b25 ], [ %.360, %b27 ], [ %.387, %b28 ]
  %.388 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !84
  %.389 = insertelement <4 x float> poison, float %.388, i64 0, !dbg !84
  %.390 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !84
  %.391 = insertelement <4 x float> %.389, float %.390, i64 1, !dbg !84
  %.392 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !84
  %.393 = insertelement <4 x float> %.391, float %.392, i64 2, !dbg !84
  %.394 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !84
  %.395 = insertelement <4 x float> %.393, float %.394, i64 3, !dbg !84
  %.397 = insertelement <2 x i32> poison, i32 %.48.pn, i64 0, !dbg !84
  %.399 = insertelement <2 x i32> %.397, i32 %.153, i64 1, !dbg !84
  %.400 = bitcast <2 x i32> %.399 to <4 x half>, !dbg !84
  %.402 = insertelement <2 x i32> poison, i32 %.173.pn, i64 0, !dbg !84
  %.404 = insertelement <2 x i32> %.402, i32 %.279, i64 1, !dbg !84
  %.405 = bitcast <2 x i32> %.404 to <4 x half>, !dbg !84
  %.406 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.400, <4 x half> %.405, <4 x float> %.395, i32 0, i32 0, i32 0), !dbg !84
  %.407 = extractelement <4 x float> %.406, i64 0, !dbg !84
  %.408 = extractelement <4 x float> %.406, i64 1, !dbg !84
  %.409 = extractelement <4 x float> %.406, i64 2, !dbg !84
  %.410 = extractelement <4 x float> %.406, i64 3, !dbg !84
  %t122 = and i32 %.17, 8, !dbg !49
  %t123.not = icmp eq i32 %t122, 0, !dbg !49
  br i1 %t12.not, label %b40, label %b31, !dbg !84

b31:                                              ; preds = %b30
  %.447 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.448 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.447), !dbg !49
  %.451 = and i32 %.448, 15, !dbg !49
  br i1 %t123.not, label %b39, label %b32, !dbg !85

b32:                                              ; preds = %b31
  %49 = lshr i32 %.448, 2, !dbg !86
  %50 = and i32 %49, 1073741820, !dbg !86
  %51 = trunc i64 %a15 to i32, !dbg !86
  %52 = mul i32 %.451, %51, !dbg !86
  %53 = add i32 %52, %50, !dbg !86
  %.425 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %53, !dbg !86
  %54 = shufflevector <4 x float> %.406, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !86
  store <2 x float> %54, ptr addrspace(3) %.425, align 4, !dbg !86
  %55 = add i32 %53, 2, !dbg !86
  %.431 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %55, !dbg !86
  store float %.409, ptr addrspace(3) %.431, align 4, !dbg !86
  %56 = add i32 %53, 3, !dbg !86
  br label %b33, !dbg !86

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %65, %b39 ], [ %56, %b32 ]
  %.469 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %.sink, !dbg !49
  store float %.410, ptr addrspace(3) %.469, align 4, !dbg !49
  fence syncscope("workgroup") release, !dbg !87
  tail call void @llvm.amdgcn.s.barrier(), !dbg !87
  fence syncscope("workgroup") acquire, !dbg !87
  %.435 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !88
  %t106 = sext i32 %.435 to i64, !dbg !88
  %t107 = shl i64 %a15, 4, !dbg !89
  %.436 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !90
  %.437 = getelementptr inbounds i8, ptr addrspace(4) %.436, i64 4, !dbg !90
  %.438 = load i16, ptr addrspace(4) %.437, align 4, !dbg !90, !invariant.load !6
  %t109 = zext i16 %.438 to i64
  %t1114 = icmp sgt i64 %t107, %t106, !dbg !91
  br i1 %t1114, label %b35.lr.ph, label %common.ret, !dbg !91

b35.lr.ph:                                        ; preds = %b33
  %.440 = icmp eq i64 %a15, 0
  %57 = add i64 %a15, 1
  %58 = icmp ult i64 %57, 2
  %.443 = select i1 %58, i64 1, i64 %a15
  br label %b35, !dbg !91

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1105 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.444 = srem i64 %t1105, %.443, !dbg !92
  %.445 = select i1 %.440, i64 %t1105, i64 %.444, !dbg !92
  %t113 = icmp slt i64 %.445, 16, !dbg !93
  br i1 %t113, label %b36, label %b37, !dbg !93

b36:                                              ; preds = %b35
  %t114 = add i64 %t1105, %t6, !dbg !94
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !95
  %59 = trunc i64 %t1105 to i32, !dbg !96
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %59, !dbg !96
  %.446 = load float, ptr addrspace(3) %t115, align 4, !dbg !96
  store float %.446, ptr addrspace(1) %t117, align 4, !dbg !95
  br label %b37, !dbg !95

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1105, %t109, !dbg !97
  %t111 = icmp slt i64 %t118, %t107, !dbg !91
  br i1 %t111, label %b35, label %common.ret, !dbg !91

common.ret.sink.split:                            ; preds = %b43, %b41
  %.488.sink = phi i64 [ %.488, %b41 ], [ %.511, %b43 ]
  %.489 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.488.sink, !dbg !49
  store float %.410, ptr addrspace(1) %.489, align 4, !dbg !49
  br label %common.ret, !dbg !49

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !49

b39:                                              ; preds = %b31
  %.452 = zext i32 %.451 to i64, !dbg !98
  %60 = lshr i32 %.448, 2, !dbg !98
  %61 = and i32 %60, 1073741820, !dbg !98
  %.453 = zext i32 %61 to i64, !dbg !98
  %.454 = mul i64 %.453, %a15, !dbg !98
  %.455 = add i64 %.454, %.452, !dbg !98
  %62 = trunc i64 %.455 to i32, !dbg !98
  %.457 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %62, !dbg !98
  store float %.407, ptr addrspace(3) %.457, align 4, !dbg !98
  %.460 = add i64 %.455, %a15, !dbg !98
  %63 = trunc i64 %.460 to i32, !dbg !98
  %.461 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %63, !dbg !98
  store float %.408, ptr addrspace(3) %.461, align 4, !dbg !98
  %.463 = shl i64 %a15, 1, !dbg !98
  %.464 = add i64 %.455, %.463, !dbg !98
  %64 = trunc i64 %.464 to i32, !dbg !98
  %.465 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d.shared.3, i32 %64, !dbg !98
  store float %.409, ptr addrspace(3) %.465, align 4, !dbg !98
  %.467 = mul i64 %a15, 3, !dbg !98
  %.468 = add i64 %.455, %.467, !dbg !98
  %65 = trunc i64 %.468 to i32, !dbg !98
  br label %b33, !dbg !98

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !99
  %.490 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.491 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.490), !dbg !49
  %.494 = and i32 %.491, 15, !dbg !49
  %.495 = zext i32 %.494 to i64, !dbg !49
  %66 = lshr i32 %.491, 2, !dbg !49
  %67 = and i32 %66, 1073741820, !dbg !49
  %.496 = zext i32 %67 to i64, !dbg !49
  br i1 %t123.not, label %b43, label %b41, !dbg !100

b41:                                              ; preds = %b40
  %.477 = mul i64 %.495, %a15, !dbg !99
  %.478 = add i64 %.477, %.496, !dbg !99
  %.480 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.478, !dbg !99
  %68 = shufflevector <4 x float> %.406, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !99
  store <2 x float> %68, ptr addrspace(1) %.480, align 4, !dbg !99
  %.485 = add i64 %.478, 2, !dbg !99
  %.486 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.485, !dbg !99
  store float %.409, ptr addrspace(1) %.486, align 4, !dbg !99
  %.488 = add i64 %.478, 3, !dbg !99
  br label %common.ret.sink.split, !dbg !99

b43:                                              ; preds = %b40
  %.497 = mul i64 %.496, %a15, !dbg !101
  %.498 = add i64 %.497, %.495, !dbg !101
  %.500 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.498, !dbg !101
  store float %.407, ptr addrspace(1) %.500, align 4, !dbg !101
  %.503 = add i64 %.498, %a15, !dbg !101
  %.504 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.503, !dbg !101
  store float %.408, ptr addrspace(1) %.504, align 4, !dbg !101
  %.506 = shl i64 %a15, 1, !dbg !101
  %.507 = add i64 %.498, %.506, !dbg !101
  %.508 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.507, !dbg !101
  store float %.409, ptr addrspace(1) %.508, align 4, !dbg !101
  %.510 = mul i64 %a15, 3, !dbg !101
  %.511 = add i64 %.498, %.510, !dbg !101
  br label %common.ret.sink.split, !dbg !101
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15, i16 %a16, float %a17) local_unnamed_addr #2 !dbg !102 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !103
  %t1 = sext i32 %.16 to i64, !dbg !103
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !104
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !104, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !105
  %t6 = mul i64 %t5, %a15, !dbg !106
  %t11 = and i32 %.17, 96, !dbg !107
  %t12.not = icmp eq i32 %t11, 0, !dbg !108
  br i1 %t12.not, label %b11, label %b1, !dbg !108

b1:                                               ; preds = %entry
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !109
  %t17 = sext i32 %.18 to i64, !dbg !109
  %t18 = shl i64 %a15, 4, !dbg !110
  %t19 = and i32 %.17, 64, !dbg !111
  %t20.not = icmp eq i32 %t19, 0, !dbg !112
  %.19 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !113
  %.20 = getelementptr inbounds i8, ptr addrspace(4) %.19, i64 4, !dbg !113
  %.21 = load i16, ptr addrspace(4) %.20, align 4, !dbg !113, !invariant.load !6
  %t22 = zext i16 %.21 to i64
  %t241 = icmp sgt i64 %t18, %t17, !dbg !114
  br i1 %t241, label %b3.lr.ph, label %b6, !dbg !114

b3.lr.ph:                                         ; preds = %b1
  %.25 = zext i16 %a16 to i32
  %.26 = shl nuw i32 %.25, 16
  %.27 = bitcast i32 %.26 to float
  br label %b3, !dbg !114

b3:                                               ; preds = %b3.lr.ph, %b5
  %t232 = phi i64 [ %t17, %b3.lr.ph ], [ %t39, %b5 ]
  %t25 = add i64 %t232, %t6, !dbg !115
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t25, !dbg !116
  %.23 = load i16, ptr addrspace(1) %t26, align 2, !dbg !116, !amdgpu.noclobber !6
  %t28 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t25, !dbg !117
  %.24 = load float, ptr addrspace(1) %t28, align 4, !dbg !117, !amdgpu.noclobber !6
  br i1 %t20.not, label %b5, label %b4, !dbg !112

b4:                                               ; preds = %b3
  %.28 = zext i16 %.23 to i32, !dbg !118
  %.29 = shl nuw i32 %.28, 16, !dbg !118
  %.30 = bitcast i32 %.29 to float, !dbg !118
  %.31 = fmul float %.27, %.30, !dbg !118
  %.32 = bitcast float %.31 to i32, !dbg !118
  %.33 = and i32 %.32, 2147483647, !dbg !118
  %.34 = icmp ugt i32 %.33, 2139095040, !dbg !118
  %.35 = lshr i32 %.32, 16, !dbg !118
  %.36 = and i32 %.35, 1, !dbg !118
  %.37 = add i32 %.32, 32767, !dbg !118
  %.38 = add i32 %.37, %.36, !dbg !118
  %.39 = lshr i32 %.38, 16, !dbg !118
  %.41 = or i32 %.35, 64, !dbg !118
  %.42 = select i1 %.34, i32 %.41, i32 %.39, !dbg !118
  %.43 = trunc i32 %.42 to i16, !dbg !118
  %t31 = fmul float %.24, %a17, !dbg !119
  br label %b5, !dbg !119

b5:                                               ; preds = %b4, %b3
  %t32 = phi i16 [ %.23, %b3 ], [ %.43, %b4 ]
  %t33 = phi float [ %.24, %b3 ], [ %t31, %b4 ]
  %t34 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t25, !dbg !120
  %.44 = load i16, ptr addrspace(1) %t34, align 2, !dbg !120, !amdgpu.noclobber !6
  %0 = trunc i64 %t232 to i32, !dbg !121
  %t36 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !121
  store i16 %t32, ptr addrspace(3) %t36, align 2, !dbg !121
  %t37 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %0, !dbg !122
  store i16 %.44, ptr addrspace(3) %t37, align 2, !dbg !122
  %t38 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %0, !dbg !123
  store float %t33, ptr addrspace(3) %t38, align 4, !dbg !123
  %t39 = add i64 %t232, %t22, !dbg !124
  %t24 = icmp slt i64 %t39, %t18, !dbg !114
  br i1 %t24, label %b3, label %b6, !dbg !114

b6:                                               ; preds = %b5, %b1
  fence syncscope("workgroup") release, !dbg !125
  tail call void @llvm.amdgcn.s.barrier(), !dbg !125
  fence syncscope("workgroup") acquire, !dbg !125
  %t42 = and i32 %.17, 1, !dbg !126
  %t43.not = icmp eq i32 %t42, 0, !dbg !127
  %.78 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.79 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.78), !dbg !128
  %.82 = and i32 %.79, 15, !dbg !128
  br i1 %t43.not, label %b10, label %b9, !dbg !127

b9:                                               ; preds = %b6
  %.50 = zext i32 %.82 to i64, !dbg !129
  %1 = lshr i32 %.79, 2, !dbg !129
  %2 = and i32 %1, 1073741820, !dbg !129
  %.51 = zext i32 %2 to i64, !dbg !129
  %.52 = mul i64 %.51, %a15, !dbg !129
  %.53 = add i64 %.52, %.50, !dbg !129
  %3 = trunc i64 %.53 to i32
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %3
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !129
  %.56 = zext i16 %.55 to i32, !dbg !129
  %.58 = add i64 %.53, %a15, !dbg !129
  %4 = trunc i64 %.58 to i32
  %.59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %4
  %.60 = load i16, ptr addrspace(3) %.59, align 2, !dbg !129
  %.61 = zext i16 %.60 to i32, !dbg !129
  %.62 = shl nuw i32 %.61, 16, !dbg !129
  %.63 = or i32 %.62, %.56, !dbg !129
  %.64 = shl i64 %a15, 1, !dbg !129
  %.65 = add i64 %.53, %.64, !dbg !129
  %5 = trunc i64 %.65 to i32
  %.66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %5
  %.67 = load i16, ptr addrspace(3) %.66, align 2, !dbg !129
  %.69 = mul i64 %a15, 3, !dbg !129
  %.70 = add i64 %.53, %.69, !dbg !129
  %6 = trunc i64 %.70 to i32
  %.71 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %6
  %.72 = load i16, ptr addrspace(3) %.71, align 2, !dbg !129
  br label %b14, !dbg !130

b10:                                              ; preds = %b6
  %7 = lshr i32 %.79, 2, !dbg !131
  %8 = and i32 %7, 1073741820, !dbg !131
  %9 = trunc i64 %a15 to i32
  %10 = mul i32 %.82, %9
  %11 = add i32 %10, %8
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %11
  %.88 = load i16, ptr addrspace(3) %.87, align 2, !dbg !131
  %.89 = zext i16 %.88 to i32, !dbg !131
  %12 = add i32 %11, 1
  %.91 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %12
  %.92 = load i16, ptr addrspace(3) %.91, align 2, !dbg !131
  %.93 = zext i16 %.92 to i32, !dbg !131
  %.94 = shl nuw i32 %.93, 16, !dbg !131
  %.95 = or i32 %.94, %.89, !dbg !131
  %13 = add i32 %11, 2
  %.97 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %13
  %.98 = load i16, ptr addrspace(3) %.97, align 2, !dbg !131
  %14 = add i32 %11, 3
  %.101 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.0, i32 %14
  %.102 = load i16, ptr addrspace(3) %.101, align 2, !dbg !131
  br label %b14, !dbg !132

b11:                                              ; preds = %entry
  %t50 = and i32 %.17, 1, !dbg !133
  %t51.not = icmp eq i32 %t50, 0, !dbg !134
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !135
  %.141 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.142 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.141), !dbg !128
  %.145 = and i32 %.142, 15, !dbg !128
  %.146 = zext i32 %.145 to i64, !dbg !128
  %15 = lshr i32 %.142, 2, !dbg !128
  %16 = and i32 %15, 1073741820, !dbg !128
  %.147 = zext i32 %16 to i64, !dbg !128
  br i1 %t51.not, label %b13, label %b12, !dbg !134

b12:                                              ; preds = %b11
  %.115 = mul i64 %.147, %a15, !dbg !135
  %.116 = add i64 %.115, %.146, !dbg !135
  %.117 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.116
  %.118 = load i16, ptr addrspace(1) %.117, align 2, !dbg !135, !amdgpu.noclobber !6
  %.119 = zext i16 %.118 to i32, !dbg !135
  %.121 = add i64 %.116, %a15, !dbg !135
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.121
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !135, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !135
  %.125 = shl nuw i32 %.124, 16, !dbg !135
  %.126 = or i32 %.125, %.119, !dbg !135
  %.127 = shl i64 %a15, 1, !dbg !135
  %.128 = add i64 %.116, %.127, !dbg !135
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !135, !amdgpu.noclobber !6
  %.132 = mul i64 %a15, 3, !dbg !135
  %.133 = add i64 %.116, %.132, !dbg !135
  %.134 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.133
  %.135 = load i16, ptr addrspace(1) %.134, align 2, !dbg !135, !amdgpu.noclobber !6
  br label %b14, !dbg !136

b13:                                              ; preds = %b11
  %.148 = mul i64 %.146, %a15, !dbg !137
  %.149 = add i64 %.148, %.147, !dbg !137
  %.150 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.149
  %.151 = load i16, ptr addrspace(1) %.150, align 2, !dbg !137, !amdgpu.noclobber !6
  %.152 = zext i16 %.151 to i32, !dbg !137
  %.153 = add i64 %.149, 1, !dbg !137
  %.154 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.153
  %.155 = load i16, ptr addrspace(1) %.154, align 2, !dbg !137, !amdgpu.noclobber !6
  %.156 = zext i16 %.155 to i32, !dbg !137
  %.157 = shl nuw i32 %.156, 16, !dbg !137
  %.158 = or i32 %.157, %.152, !dbg !137
  %.159 = add i64 %.149, 2, !dbg !137
  %.160 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.159
  %.161 = load i16, ptr addrspace(1) %.160, align 2, !dbg !137, !amdgpu.noclobber !6
  %.163 = add i64 %.149, 3, !dbg !137
  %.164 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.163
  %.165 = load i16, ptr addrspace(1) %.164, align 2, !dbg !137, !amdgpu.noclobber !6
  br label %b14, !dbg !138

b14:                                              ; preds = %b13, %b12, %b10, %b9
  %.165.sink = phi i16 [ %.165, %b13 ], [ %.135, %b12 ], [ %.102, %b10 ], [ %.72, %b9 ]
  %.162.sink.in = phi i16 [ %.161, %b13 ], [ %.130, %b12 ], [ %.98, %b10 ], [ %.67, %b9 ]
  %.63.pn = phi i32 [ %.158, %b13 ], [ %.126, %b12 ], [ %.95, %b10 ], [ %.63, %b9 ]
  %.162.sink = zext i16 %.162.sink.in to i32, !dbg !128
  %.166 = zext i16 %.165.sink to i32, !dbg !128
  %.167 = shl nuw i32 %.166, 16, !dbg !128
  %.168 = or i32 %.167, %.162.sink, !dbg !128
  %t68 = and i32 %.17, 2, !dbg !128
  %t69.not = icmp eq i32 %t68, 0, !dbg !128
  br i1 %t12.not, label %b18, label %b15, !dbg !139

b15:                                              ; preds = %b14
  %.201 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.202 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.201), !dbg !128
  %.205 = and i32 %.202, 15, !dbg !128
  br i1 %t69.not, label %b17, label %b16, !dbg !140

b16:                                              ; preds = %b15
  %17 = lshr i32 %.202, 2, !dbg !141
  %18 = and i32 %17, 1073741820, !dbg !141
  %19 = trunc i64 %a15 to i32
  %20 = mul i32 %.205, %19
  %21 = add i32 %20, %18
  %.180 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %21
  %.181 = load i16, ptr addrspace(3) %.180, align 2, !dbg !141
  %.182 = zext i16 %.181 to i32, !dbg !141
  %22 = add i32 %21, 1
  %.184 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %22
  %.185 = load i16, ptr addrspace(3) %.184, align 2, !dbg !141
  %.186 = zext i16 %.185 to i32, !dbg !141
  %.187 = shl nuw i32 %.186, 16, !dbg !141
  %.188 = or i32 %.187, %.182, !dbg !141
  %23 = add i32 %21, 2
  %.190 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %23
  %.191 = load i16, ptr addrspace(3) %.190, align 2, !dbg !141
  %24 = add i32 %21, 3
  %.194 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %24
  %.195 = load i16, ptr addrspace(3) %.194, align 2, !dbg !141
  br label %b21, !dbg !142

b17:                                              ; preds = %b15
  %.206 = zext i32 %.205 to i64, !dbg !143
  %25 = lshr i32 %.202, 2, !dbg !143
  %26 = and i32 %25, 1073741820, !dbg !143
  %.207 = zext i32 %26 to i64, !dbg !143
  %.208 = mul i64 %.207, %a15, !dbg !143
  %.209 = add i64 %.208, %.206, !dbg !143
  %27 = trunc i64 %.209 to i32
  %.210 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %27
  %.211 = load i16, ptr addrspace(3) %.210, align 2, !dbg !143
  %.212 = zext i16 %.211 to i32, !dbg !143
  %.214 = add i64 %.209, %a15, !dbg !143
  %28 = trunc i64 %.214 to i32
  %.215 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %28
  %.216 = load i16, ptr addrspace(3) %.215, align 2, !dbg !143
  %.217 = zext i16 %.216 to i32, !dbg !143
  %.218 = shl nuw i32 %.217, 16, !dbg !143
  %.219 = or i32 %.218, %.212, !dbg !143
  %.220 = shl i64 %a15, 1, !dbg !143
  %.221 = add i64 %.209, %.220, !dbg !143
  %29 = trunc i64 %.221 to i32
  %.222 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %29
  %.223 = load i16, ptr addrspace(3) %.222, align 2, !dbg !143
  %.225 = mul i64 %a15, 3, !dbg !143
  %.226 = add i64 %.209, %.225, !dbg !143
  %30 = trunc i64 %.226 to i32
  %.227 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.1, i32 %30
  %.228 = load i16, ptr addrspace(3) %.227, align 2, !dbg !143
  br label %b21, !dbg !144

b18:                                              ; preds = %b14
  %t70 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !145
  %.264 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.265 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.264), !dbg !128
  %.268 = and i32 %.265, 15, !dbg !128
  %.269 = zext i32 %.268 to i64, !dbg !128
  %31 = lshr i32 %.265, 2, !dbg !128
  %32 = and i32 %31, 1073741820, !dbg !128
  %.270 = zext i32 %32 to i64, !dbg !128
  br i1 %t69.not, label %b20, label %b19, !dbg !146

b19:                                              ; preds = %b18
  %.241 = mul i64 %.269, %a15, !dbg !145
  %.242 = add i64 %.241, %.270, !dbg !145
  %.243 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.242
  %.244 = load i16, ptr addrspace(1) %.243, align 2, !dbg !145, !amdgpu.noclobber !6
  %.245 = zext i16 %.244 to i32, !dbg !145
  %.246 = add i64 %.242, 1, !dbg !145
  %.247 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.246
  %.248 = load i16, ptr addrspace(1) %.247, align 2, !dbg !145, !amdgpu.noclobber !6
  %.249 = zext i16 %.248 to i32, !dbg !145
  %.250 = shl nuw i32 %.249, 16, !dbg !145
  %.251 = or i32 %.250, %.245, !dbg !145
  %.252 = add i64 %.242, 2, !dbg !145
  %.253 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.252
  %.254 = load i16, ptr addrspace(1) %.253, align 2, !dbg !145, !amdgpu.noclobber !6
  %.256 = add i64 %.242, 3, !dbg !145
  %.257 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.256
  %.258 = load i16, ptr addrspace(1) %.257, align 2, !dbg !145, !amdgpu.noclobber !6
  br label %b21, !dbg !147

b20:                                              ; preds = %b18
  %.271 = mul i64 %.270, %a15, !dbg !148
  %.272 = add i64 %.271, %.269, !dbg !148
  %.273 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.272
  %.274 = load i16, ptr addrspace(1) %.273, align 2, !dbg !148, !amdgpu.noclobber !6
  %.275 = zext i16 %.274 to i32, !dbg !148
  %.277 = add i64 %.272, %a15, !dbg !148
  %.278 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.277
  %.279 = load i16, ptr addrspace(1) %.278, align 2, !dbg !148, !amdgpu.noclobber !6
  %.280 = zext i16 %.279 to i32, !dbg !148
  %.281 = shl nuw i32 %.280, 16, !dbg !148
  %.282 = or i32 %.281, %.275, !dbg !148
  %.283 = shl i64 %a15, 1, !dbg !148
  %.284 = add i64 %.272, %.283, !dbg !148
  %.285 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.284
  %.286 = load i16, ptr addrspace(1) %.285, align 2, !dbg !148, !amdgpu.noclobber !6
  %.288 = mul i64 %a15, 3, !dbg !148
  %.289 = add i64 %.272, %.288, !dbg !148
  %.290 = getelementptr inbounds i16, ptr addrspace(1) %t70, i64 %.289
  %.291 = load i16, ptr addrspace(1) %.290, align 2, !dbg !148, !amdgpu.noclobber !6
  br label %b21, !dbg !149

b21:                                              ; preds = %b20, %b19, %b17, %b16
  %.291.sink = phi i16 [ %.291, %b20 ], [ %.258, %b19 ], [ %.228, %b17 ], [ %.195, %b16 ]
  %.287.sink.in = phi i16 [ %.286, %b20 ], [ %.254, %b19 ], [ %.223, %b17 ], [ %.191, %b16 ]
  %.188.pn = phi i32 [ %.282, %b20 ], [ %.251, %b19 ], [ %.219, %b17 ], [ %.188, %b16 ]
  %.287.sink = zext i16 %.287.sink.in to i32, !dbg !128
  %.292 = zext i16 %.291.sink to i32, !dbg !128
  %.293 = shl nuw i32 %.292, 16, !dbg !128
  %.294 = or i32 %.293, %.287.sink, !dbg !128
  %t77 = and i32 %.17, 16, !dbg !150
  %t78.not = icmp eq i32 %t77, 0, !dbg !151
  br i1 %t78.not, label %b30, label %b22, !dbg !151

b22:                                              ; preds = %b21
  %t89 = and i32 %.17, 4, !dbg !128
  %t90.not = icmp eq i32 %t89, 0, !dbg !128
  br i1 %t12.not, label %b26, label %b23, !dbg !152

b23:                                              ; preds = %b22
  %.325 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.326 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.325), !dbg !128
  %.329 = and i32 %.326, 15, !dbg !128
  br i1 %t90.not, label %b25, label %b24, !dbg !153

b24:                                              ; preds = %b23
  %33 = lshr i32 %.326, 2, !dbg !154
  %34 = and i32 %33, 1073741820, !dbg !154
  %35 = trunc i64 %a15 to i32
  %36 = mul i32 %.329, %35
  %37 = add i32 %36, %34
  %.310 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %37
  %.311 = load float, ptr addrspace(3) %.310, align 4, !dbg !154
  %38 = add i32 %37, 1
  %.313 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %38
  %.314 = load float, ptr addrspace(3) %.313, align 4, !dbg !154
  %39 = add i32 %37, 2
  %.316 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %39
  %.317 = load float, ptr addrspace(3) %.316, align 4, !dbg !154
  %40 = add i32 %37, 3
  %.319 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %40
  %.320 = load float, ptr addrspace(3) %.319, align 4, !dbg !154
  %.321 = insertvalue { [8 x float] } zeroinitializer, float %.311, 0, 0, !dbg !154
  %.322 = insertvalue { [8 x float] } %.321, float %.314, 0, 1, !dbg !154
  %.323 = insertvalue { [8 x float] } %.322, float %.317, 0, 2, !dbg !154
  %.324 = insertvalue { [8 x float] } %.323, float %.320, 0, 3, !dbg !154
  br label %b30, !dbg !155

b25:                                              ; preds = %b23
  %.330 = zext i32 %.329 to i64, !dbg !156
  %41 = lshr i32 %.326, 2, !dbg !156
  %42 = and i32 %41, 1073741820, !dbg !156
  %.331 = zext i32 %42 to i64, !dbg !156
  %.332 = mul i64 %.331, %a15, !dbg !156
  %.333 = add i64 %.332, %.330, !dbg !156
  %43 = trunc i64 %.333 to i32
  %.334 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %43
  %.335 = load float, ptr addrspace(3) %.334, align 4, !dbg !156
  %.337 = add i64 %.333, %a15, !dbg !156
  %44 = trunc i64 %.337 to i32
  %.338 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %44
  %.339 = load float, ptr addrspace(3) %.338, align 4, !dbg !156
  %.340 = shl i64 %a15, 1, !dbg !156
  %.341 = add i64 %.333, %.340, !dbg !156
  %45 = trunc i64 %.341 to i32
  %.342 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %45
  %.343 = load float, ptr addrspace(3) %.342, align 4, !dbg !156
  %.344 = mul i64 %a15, 3, !dbg !156
  %.345 = add i64 %.333, %.344, !dbg !156
  %46 = trunc i64 %.345 to i32
  %.346 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.2, i32 %46
  %.347 = load float, ptr addrspace(3) %.346, align 4, !dbg !156
  %.348 = insertvalue { [8 x float] } zeroinitializer, float %.335, 0, 0, !dbg !156
  %.349 = insertvalue { [8 x float] } %.348, float %.339, 0, 1, !dbg !156
  %.350 = insertvalue { [8 x float] } %.349, float %.343, 0, 2, !dbg !156
  %.351 = insertvalue { [8 x float] } %.350, float %.347, 0, 3, !dbg !156
  br label %b30, !dbg !157

b26:                                              ; preds = %b22
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !158
  %.376 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.377 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.376), !dbg !128
  %.380 = and i32 %.377, 15, !dbg !128
  %.381 = zext i32 %.380 to i64, !dbg !128
  %47 = lshr i32 %.377, 2, !dbg !128
  %48 = and i32 %47, 1073741820, !dbg !128
  %.382 = zext i32 %48 to i64, !dbg !128
  br i1 %t90.not, label %b28, label %b27, !dbg !159

b27:                                              ; preds = %b26
  %.359 = mul i64 %.381, %a15, !dbg !158
  %.360 = add i64 %.359, %.382, !dbg !158
  %.361 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.360
  %.362 = load float, ptr addrspace(1) %.361, align 4, !dbg !158, !amdgpu.noclobber !6
  %.363 = add i64 %.360, 1, !dbg !158
  %.364 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.363
  %.365 = load float, ptr addrspace(1) %.364, align 4, !dbg !158, !amdgpu.noclobber !6
  %.366 = add i64 %.360, 2, !dbg !158
  %.367 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.366
  %.368 = load float, ptr addrspace(1) %.367, align 4, !dbg !158, !amdgpu.noclobber !6
  %.369 = add i64 %.360, 3, !dbg !158
  %.370 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.369
  %.371 = load float, ptr addrspace(1) %.370, align 4, !dbg !158, !amdgpu.noclobber !6
  %.372 = insertvalue { [8 x float] } zeroinitializer, float %.362, 0, 0, !dbg !158
  %.373 = insertvalue { [8 x float] } %.372, float %.365, 0, 1, !dbg !158
  %.374 = insertvalue { [8 x float] } %.373, float %.368, 0, 2, !dbg !158
  %.375 = insertvalue { [8 x float] } %.374, float %.371, 0, 3, !dbg !158
  br label %b30, !dbg !160

b28:                                              ; preds = %b26
  %.383 = mul i64 %.382, %a15, !dbg !161
  %.384 = add i64 %.383, %.381, !dbg !161
  %.385 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.384
  %.386 = load float, ptr addrspace(1) %.385, align 4, !dbg !161, !amdgpu.noclobber !6
  %.388 = add i64 %.384, %a15, !dbg !161
  %.389 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.388
  %.390 = load float, ptr addrspace(1) %.389, align 4, !dbg !161, !amdgpu.noclobber !6
  %.391 = shl i64 %a15, 1, !dbg !161
  %.392 = add i64 %.384, %.391, !dbg !161
  %.393 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.392
  %.394 = load float, ptr addrspace(1) %.393, align 4, !dbg !161, !amdgpu.noclobber !6
  %.395 = mul i64 %a15, 3, !dbg !161
  %.396 = add i64 %.384, %.395, !dbg !161
  %.397 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %.396
  %.398 = load float, ptr addrspace(1) %.397, align 4, !dbg !161, !amdgpu.noclobber !6
  %.399 = insertvalue { [8 x float] } zeroinitializer, float %.386, 0, 0, !dbg !161
  %.400 = insertvalue { [8 x float] } %.399, float %.390, 0, 1, !dbg !161
  %.401 = insertvalue { [8 x float] } %.400, float %.394, 0, 2, !dbg !161
  %.402 = insertvalue { [8 x float] } %.401, float %.398, 0, 3, !dbg !161
  br label %b30, !dbg !162

b30:                                              ; preds = %b24, %b25, %b27, %b28, %b21
  %t97 = phi { [8 x float] } [ zeroinitializer, %b21 ], [ %.324, %b24 ], [ %.351, %b25 ], [ %.375, %b27 ], [ %.402, %b28 ]
  %.403 = extractvalue { [8 x float] } %t97, 0, 0, !dbg !163
  %.404 = insertelement <4 x float> poison, float %.403, i64 0, !dbg !163
  %.405 = extractvalue { [8 x float] } %t97, 0, 1, !dbg !163
  %.406 = insertelement <4 x float> %.404, float %.405, i64 1, !dbg !163
  %.407 = extractvalue { [8 x float] } %t97, 0, 2, !dbg !163
  %.408 = insertelement <4 x float> %.406, float %.407, i64 2, !dbg !163
  %.409 = extractvalue { [8 x float] } %t97, 0, 3, !dbg !163
  %.410 = insertelement <4 x float> %.408, float %.409, i64 3, !dbg !163
  %.412 = insertelement <2 x i32> poison, i32 %.63.pn, i64 0, !dbg !163
  %.414 = insertelement <2 x i32> %.412, i32 %.168, i64 1, !dbg !163
  %.415 = bitcast <2 x i32> %.414 to <4 x i16>, !dbg !163
  %.417 = insertelement <2 x i32> poison, i32 %.188.pn, i64 0, !dbg !163
  %.419 = insertelement <2 x i32> %.417, i32 %.294, i64 1, !dbg !163
  %.420 = bitcast <2 x i32> %.419 to <4 x i16>, !dbg !163
  %.421 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.415, <4 x i16> %.420, <4 x float> %.410, i32 0, i32 0, i32 0), !dbg !163
  %.422 = extractelement <4 x float> %.421, i64 0, !dbg !163
  %.423 = extractelement <4 x float> %.421, i64 1, !dbg !163
  %.424 = extractelement <4 x float> %.421, i64 2, !dbg !163
  %.425 = extractelement <4 x float> %.421, i64 3, !dbg !163
  %t122 = and i32 %.17, 8, !dbg !128
  %t123.not = icmp eq i32 %t122, 0, !dbg !128
  br i1 %t12.not, label %b40, label %b31, !dbg !163

b31:                                              ; preds = %b30
  %.462 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.463 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.462), !dbg !128
  %.466 = and i32 %.463, 15, !dbg !128
  br i1 %t123.not, label %b39, label %b32, !dbg !164

b32:                                              ; preds = %b31
  %49 = lshr i32 %.463, 2, !dbg !165
  %50 = and i32 %49, 1073741820, !dbg !165
  %51 = trunc i64 %a15 to i32, !dbg !165
  %52 = mul i32 %.466, %51, !dbg !165
  %53 = add i32 %52, %50, !dbg !165
  %.440 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %53, !dbg !165
  %54 = shufflevector <4 x float> %.421, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !165
  store <2 x float> %54, ptr addrspace(3) %.440, align 4, !dbg !165
  %55 = add i32 %53, 2, !dbg !165
  %.446 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %55, !dbg !165
  store float %.424, ptr addrspace(3) %.446, align 4, !dbg !165
  %56 = add i32 %53, 3, !dbg !165
  br label %b33, !dbg !165

b33:                                              ; preds = %b39, %b32
  %.sink = phi i32 [ %65, %b39 ], [ %56, %b32 ]
  %.484 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %.sink, !dbg !128
  store float %.425, ptr addrspace(3) %.484, align 4, !dbg !128
  fence syncscope("workgroup") release, !dbg !166
  tail call void @llvm.amdgcn.s.barrier(), !dbg !166
  fence syncscope("workgroup") acquire, !dbg !166
  %.450 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !167
  %t106 = sext i32 %.450 to i64, !dbg !167
  %t107 = shl i64 %a15, 4, !dbg !168
  %.451 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !169
  %.452 = getelementptr inbounds i8, ptr addrspace(4) %.451, i64 4, !dbg !169
  %.453 = load i16, ptr addrspace(4) %.452, align 4, !dbg !169, !invariant.load !6
  %t109 = zext i16 %.453 to i64
  %t1113 = icmp sgt i64 %t107, %t106, !dbg !170
  br i1 %t1113, label %b35.lr.ph, label %common.ret, !dbg !170

b35.lr.ph:                                        ; preds = %b33
  %.455 = icmp eq i64 %a15, 0
  %57 = add i64 %a15, 1
  %58 = icmp ult i64 %57, 2
  %.458 = select i1 %58, i64 1, i64 %a15
  br label %b35, !dbg !170

b35:                                              ; preds = %b35.lr.ph, %b37
  %t1104 = phi i64 [ %t106, %b35.lr.ph ], [ %t118, %b37 ]
  %.459 = srem i64 %t1104, %.458, !dbg !171
  %.460 = select i1 %.455, i64 %t1104, i64 %.459, !dbg !171
  %t113 = icmp slt i64 %.460, 16, !dbg !172
  br i1 %t113, label %b36, label %b37, !dbg !172

b36:                                              ; preds = %b35
  %t114 = add i64 %t1104, %t6, !dbg !173
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t114, !dbg !174
  %59 = trunc i64 %t1104 to i32, !dbg !175
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %59, !dbg !175
  %.461 = load float, ptr addrspace(3) %t115, align 4, !dbg !175
  store float %.461, ptr addrspace(1) %t117, align 4, !dbg !174
  br label %b37, !dbg !174

b37:                                              ; preds = %b36, %b35
  %t118 = add i64 %t1104, %t109, !dbg !176
  %t111 = icmp slt i64 %t118, %t107, !dbg !170
  br i1 %t111, label %b35, label %common.ret, !dbg !170

common.ret.sink.split:                            ; preds = %b43, %b41
  %.503.sink = phi i64 [ %.503, %b41 ], [ %.526, %b43 ]
  %.504 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.503.sink, !dbg !128
  store float %.425, ptr addrspace(1) %.504, align 4, !dbg !128
  br label %common.ret, !dbg !128

common.ret:                                       ; preds = %b37, %common.ret.sink.split, %b33
  ret void, !dbg !128

b39:                                              ; preds = %b31
  %.467 = zext i32 %.466 to i64, !dbg !177
  %60 = lshr i32 %.463, 2, !dbg !177
  %61 = and i32 %60, 1073741820, !dbg !177
  %.468 = zext i32 %61 to i64, !dbg !177
  %.469 = mul i64 %.468, %a15, !dbg !177
  %.470 = add i64 %.469, %.467, !dbg !177
  %62 = trunc i64 %.470 to i32, !dbg !177
  %.472 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %62, !dbg !177
  store float %.422, ptr addrspace(3) %.472, align 4, !dbg !177
  %.475 = add i64 %.470, %a15, !dbg !177
  %63 = trunc i64 %.475 to i32, !dbg !177
  %.476 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %63, !dbg !177
  store float %.423, ptr addrspace(3) %.476, align 4, !dbg !177
  %.478 = shl i64 %a15, 1, !dbg !177
  %.479 = add i64 %.470, %.478, !dbg !177
  %64 = trunc i64 %.479 to i32, !dbg !177
  %.480 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d.shared.3, i32 %64, !dbg !177
  store float %.424, ptr addrspace(3) %.480, align 4, !dbg !177
  %.482 = mul i64 %a15, 3, !dbg !177
  %.483 = add i64 %.470, %.482, !dbg !177
  %65 = trunc i64 %.483 to i32, !dbg !177
  br label %b33, !dbg !177

b40:                                              ; preds = %b30
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !178
  %.505 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.506 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.505), !dbg !128
  %.509 = and i32 %.506, 15, !dbg !128
  %.510 = zext i32 %.509 to i64, !dbg !128
  %66 = lshr i32 %.506, 2, !dbg !128
  %67 = and i32 %66, 1073741820, !dbg !128
  %.511 = zext i32 %67 to i64, !dbg !128
  br i1 %t123.not, label %b43, label %b41, !dbg !179

b41:                                              ; preds = %b40
  %.492 = mul i64 %.510, %a15, !dbg !178
  %.493 = add i64 %.492, %.511, !dbg !178
  %.495 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.493, !dbg !178
  %68 = shufflevector <4 x float> %.421, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !178
  store <2 x float> %68, ptr addrspace(1) %.495, align 4, !dbg !178
  %.500 = add i64 %.493, 2, !dbg !178
  %.501 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.500, !dbg !178
  store float %.424, ptr addrspace(1) %.501, align 4, !dbg !178
  %.503 = add i64 %.493, 3, !dbg !178
  br label %common.ret.sink.split, !dbg !178

b43:                                              ; preds = %b40
  %.512 = mul i64 %.511, %a15, !dbg !180
  %.513 = add i64 %.512, %.510, !dbg !180
  %.515 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.513, !dbg !180
  store float %.422, ptr addrspace(1) %.515, align 4, !dbg !180
  %.518 = add i64 %.513, %a15, !dbg !180
  %.519 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.518, !dbg !180
  store float %.423, ptr addrspace(1) %.519, align 4, !dbg !180
  %.521 = shl i64 %a15, 1, !dbg !180
  %.522 = add i64 %.513, %.521, !dbg !180
  %.523 = getelementptr inbounds float, ptr addrspace(1) %t124, i64 %.522, !dbg !180
  store float %.424, ptr addrspace(1) %.523, align 4, !dbg !180
  %.525 = mul i64 %a15, 3, !dbg !180
  %.526 = add i64 %.513, %.525, !dbg !180
  br label %common.ret.sink.split, !dbg !180
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, float %a7) local_unnamed_addr #2 !dbg !181 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !182
  %t1 = sext i32 %.7 to i64, !dbg !182
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t1, !dbg !183
  %.8 = load i32, ptr addrspace(1) %t3, align 4, !dbg !183, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 4, !dbg !184
  %t6 = mul i64 %t5, %a6, !dbg !185
  %t9 = and i32 %.8, 32, !dbg !186
  %t10 = icmp eq i32 %t9, 0, !dbg !187
  %t12 = and i32 %.8, 8, !dbg !188
  %t13.not = icmp eq i32 %t12, 0, !dbg !188
  br i1 %t10, label %b1, label %b5, !dbg !187

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !189
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !188
  %.34 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.33), !dbg !188
  %.37 = and i32 %.34, 15, !dbg !188
  %.38 = zext i32 %.37 to i64, !dbg !188
  %0 = lshr i32 %.34, 2, !dbg !188
  %1 = and i32 %0, 1073741820, !dbg !188
  %.39 = zext i32 %1 to i64, !dbg !188
  br i1 %t13.not, label %b4, label %b2, !dbg !190

b2:                                               ; preds = %b1
  %.20 = mul i64 %.38, %a6, !dbg !189
  %.21 = add i64 %.20, %.39, !dbg !189
  %.23 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.21, !dbg !189
  %2 = insertelement <2 x float> poison, float %a7, i64 0, !dbg !189
  %3 = shufflevector <2 x float> %2, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !189
  store <2 x float> %3, ptr addrspace(1) %.23, align 4, !dbg !189
  %.28 = add i64 %.21, 2, !dbg !189
  %.29 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.28, !dbg !189
  store float %a7, ptr addrspace(1) %.29, align 4, !dbg !189
  %.31 = add i64 %.21, 3, !dbg !189
  br label %common.ret.sink.split, !dbg !189

common.ret.sink.split:                            ; preds = %b4, %b2
  %.31.sink = phi i64 [ %.31, %b2 ], [ %.54, %b4 ]
  %.32 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.31.sink, !dbg !188
  store float %a7, ptr addrspace(1) %.32, align 4, !dbg !188
  br label %common.ret, !dbg !188

common.ret:                                       ; preds = %b11, %common.ret.sink.split, %b7
  ret void, !dbg !188

b4:                                               ; preds = %b1
  %.40 = mul i64 %.39, %a6, !dbg !191
  %.41 = add i64 %.40, %.38, !dbg !191
  %.43 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.41, !dbg !191
  store float %a7, ptr addrspace(1) %.43, align 4, !dbg !191
  %.46 = add i64 %.41, %a6, !dbg !191
  %.47 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.46, !dbg !191
  store float %a7, ptr addrspace(1) %.47, align 4, !dbg !191
  %.49 = shl i64 %a6, 1, !dbg !191
  %.50 = add i64 %.41, %.49, !dbg !191
  %.51 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.50, !dbg !191
  store float %a7, ptr addrspace(1) %.51, align 4, !dbg !191
  %.53 = mul i64 %a6, 3, !dbg !191
  %.54 = add i64 %.41, %.53, !dbg !191
  br label %common.ret.sink.split, !dbg !191

b5:                                               ; preds = %entry
  %.88 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !188
  %.89 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.88), !dbg !188
  %.92 = and i32 %.89, 15, !dbg !188
  br i1 %t13.not, label %b13, label %b6, !dbg !192

b6:                                               ; preds = %b5
  %4 = lshr i32 %.89, 2, !dbg !193
  %5 = and i32 %4, 1073741820, !dbg !193
  %6 = trunc i64 %a6 to i32, !dbg !193
  %7 = mul i32 %.92, %6, !dbg !193
  %8 = add i32 %7, %5, !dbg !193
  %.66 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %8, !dbg !193
  %9 = insertelement <2 x float> poison, float %a7, i64 0, !dbg !193
  %10 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !193
  store <2 x float> %10, ptr addrspace(3) %.66, align 4, !dbg !193
  %11 = add i32 %8, 2, !dbg !193
  %.72 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %11, !dbg !193
  store float %a7, ptr addrspace(3) %.72, align 4, !dbg !193
  %12 = add i32 %8, 3, !dbg !193
  br label %b7, !dbg !193

b7:                                               ; preds = %b13, %b6
  %.sink = phi i32 [ %21, %b13 ], [ %12, %b6 ]
  %.110 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %.sink, !dbg !188
  store float %a7, ptr addrspace(3) %.110, align 4, !dbg !188
  fence syncscope("workgroup") release, !dbg !194
  tail call void @llvm.amdgcn.s.barrier(), !dbg !194
  fence syncscope("workgroup") acquire, !dbg !194
  %.76 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !195
  %t21 = sext i32 %.76 to i64, !dbg !195
  %t22 = shl i64 %a6, 4, !dbg !196
  %.77 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !197
  %.78 = getelementptr inbounds i8, ptr addrspace(4) %.77, i64 4, !dbg !197
  %.79 = load i16, ptr addrspace(4) %.78, align 4, !dbg !197, !invariant.load !6
  %t24 = zext i16 %.79 to i64
  %t261 = icmp sgt i64 %t22, %t21, !dbg !198
  br i1 %t261, label %b9.lr.ph, label %common.ret, !dbg !198

b9.lr.ph:                                         ; preds = %b7
  %.81 = icmp eq i64 %a6, 0
  %13 = add i64 %a6, 1
  %14 = icmp ult i64 %13, 2
  %.84 = select i1 %14, i64 1, i64 %a6
  br label %b9, !dbg !198

b9:                                               ; preds = %b9.lr.ph, %b11
  %t252 = phi i64 [ %t21, %b9.lr.ph ], [ %t33, %b11 ]
  %.85 = srem i64 %t252, %.84, !dbg !199
  %.86 = select i1 %.81, i64 %t252, i64 %.85, !dbg !199
  %t28 = icmp slt i64 %.86, 16, !dbg !200
  br i1 %t28, label %b10, label %b11, !dbg !200

b10:                                              ; preds = %b9
  %t29 = add i64 %t252, %t6, !dbg !201
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t29, !dbg !202
  %15 = trunc i64 %t252 to i32, !dbg !203
  %t30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %15, !dbg !203
  %.87 = load float, ptr addrspace(3) %t30, align 4, !dbg !203
  store float %.87, ptr addrspace(1) %t32, align 4, !dbg !202
  br label %b11, !dbg !202

b11:                                              ; preds = %b10, %b9
  %t33 = add i64 %t252, %t24, !dbg !204
  %t26 = icmp slt i64 %t33, %t22, !dbg !198
  br i1 %t26, label %b9, label %common.ret, !dbg !198

b13:                                              ; preds = %b5
  %.93 = zext i32 %.92 to i64, !dbg !205
  %16 = lshr i32 %.89, 2, !dbg !205
  %17 = and i32 %16, 1073741820, !dbg !205
  %.94 = zext i32 %17 to i64, !dbg !205
  %.95 = mul i64 %.94, %a6, !dbg !205
  %.96 = add i64 %.95, %.93, !dbg !205
  %18 = trunc i64 %.96 to i32, !dbg !205
  %.98 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %18, !dbg !205
  store float %a7, ptr addrspace(3) %.98, align 4, !dbg !205
  %.101 = add i64 %.96, %a6, !dbg !205
  %19 = trunc i64 %.101 to i32, !dbg !205
  %.102 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %19, !dbg !205
  store float %a7, ptr addrspace(3) %.102, align 4, !dbg !205
  %.104 = shl i64 %a6, 1, !dbg !205
  %.105 = add i64 %.96, %.104, !dbg !205
  %20 = trunc i64 %.105 to i32, !dbg !205
  %.106 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore.shared.0, i32 %20, !dbg !205
  store float %a7, ptr addrspace(3) %.106, align 4, !dbg !205
  %.108 = mul i64 %a6, 3, !dbg !205
  %.109 = add i64 %.96, %.108, !dbg !205
  %21 = trunc i64 %.109 to i32, !dbg !205
  br label %b7, !dbg !205
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #3 !dbg !206 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !207
  %.9 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.8), !dbg !207
  %0 = lshr i32 %.9, 2, !dbg !207
  %1 = and i32 %0, 1073741820, !dbg !207
  %.12 = shl i32 %.9, 4, !dbg !207
  %2 = and i32 %.12, 240, !dbg !207
  %narrow = add nuw nsw i32 %2, %1, !dbg !207
  %.16 = zext i32 %narrow to i64, !dbg !207
  %.18 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.16, !dbg !207
  store <2 x float> zeroinitializer, ptr addrspace(1) %.18, align 4, !dbg !207
  %.23 = or i64 %.16, 2, !dbg !207
  %.24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.23, !dbg !207
  store <2 x float> zeroinitializer, ptr addrspace(1) %.24, align 4, !dbg !207
  ret void, !dbg !207
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !208 {
entry:
  %.8 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !209
  %.9 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.8), !dbg !209
  %0 = lshr i32 %.9, 2, !dbg !209
  %1 = and i32 %0, 1073741820, !dbg !209
  %.12 = shl i32 %.9, 4, !dbg !209
  %2 = and i32 %.12, 240, !dbg !209
  %narrow = add nuw nsw i32 %2, %1, !dbg !209
  %.18 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %narrow, !dbg !209
  store <2 x float> zeroinitializer, ptr addrspace(3) %.18, align 4, !dbg !209
  %.23 = or i32 %narrow, 2, !dbg !209
  %.24 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %.23, !dbg !209
  store <2 x float> zeroinitializer, ptr addrspace(3) %.24, align 4, !dbg !209
  fence syncscope("workgroup") release, !dbg !210
  tail call void @llvm.amdgcn.s.barrier(), !dbg !210
  fence syncscope("workgroup") acquire, !dbg !210
  %.28 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !211
  %.29 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !212
  %.30 = getelementptr inbounds i8, ptr addrspace(4) %.29, i64 4, !dbg !212
  %.31 = load i16, ptr addrspace(4) %.30, align 4, !dbg !212, !invariant.load !6
  %t9 = zext i16 %.31 to i64
  %t111 = icmp slt i32 %.28, 256, !dbg !213
  br i1 %t111, label %b2.preheader, label %b3, !dbg !213

b2.preheader:                                     ; preds = %entry
  %t6 = sext i32 %.28 to i64, !dbg !211
  br label %b2, !dbg !213

b2:                                               ; preds = %b2.preheader, %b2
  %t102 = phi i64 [ %t15, %b2 ], [ %t6, %b2.preheader ]
  %3 = trunc i64 %t102 to i32, !dbg !214
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared.shared.0, i32 %3, !dbg !214
  %.33 = load float, ptr addrspace(3) %t12, align 4, !dbg !214
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t102, !dbg !215
  store float %.33, ptr addrspace(1) %t14, align 4, !dbg !215
  %t15 = add i64 %t102, %t9, !dbg !216
  %t11 = icmp slt i64 %t15, 256, !dbg !213
  br i1 %t11, label %b2, label %b3, !dbg !213

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !216
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !217 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !218
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !218
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !218
  %t3 = sext i32 %.1 to i64, !dbg !218
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !218
  %t5 = sext i32 %.2 to i64, !dbg !218
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !218
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !218
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !218, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !218
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !218
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !218, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !218
  %.15 = add i32 %.14, %.9, !dbg !218
  %.16 = udiv i32 %.15, %.6, !dbg !218
  %t9 = sext i32 %.16 to i64, !dbg !218
  %t10 = mul nsw i64 %t7, %t5, !dbg !218
  %t11 = add nsw i64 %t10, %t3, !dbg !218
  %t12 = mul nsw i64 %t9, %t7, !dbg !218
  %t141 = icmp slt i64 %t11, %a0, !dbg !218
  br i1 %t141, label %b2, label %b7, !dbg !218

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !218

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !218
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !218
  br label %b4, !dbg !218

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !218

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !218
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !218
  br label %b6, !dbg !218

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !219
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !219
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !219
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !219
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !219
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !219
  %5 = fadd <2 x float> %shift, %4, !dbg !219
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !219
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !219
  %.27 = and i32 %.26, 2147483647, !dbg !219
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !219
  %.29 = lshr i32 %.26, 16, !dbg !219
  %.30 = and i32 %.29, 1, !dbg !219
  %.31 = add i32 %.26, 32767, !dbg !219
  %.32 = add i32 %.31, %.30, !dbg !219
  %.33 = lshr i32 %.32, 16, !dbg !219
  %.35 = or i32 %.29, 64, !dbg !219
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !219
  %.37 = trunc i32 %.36 to i16, !dbg !219
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t132, !dbg !218
  store i16 %.37, ptr addrspace(1) %t22, align 2, !dbg !218
  %t23 = add i64 %t132, %t12, !dbg !218
  %t14 = icmp slt i64 %t23, %a0, !dbg !218
  br i1 %t14, label %b2, label %b7, !dbg !218

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !218
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !220 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !221
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !221
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !221
  %t3 = sext i32 %.1 to i64, !dbg !221
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !221
  %t5 = sext i32 %.2 to i64, !dbg !221
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !221
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !221
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !221, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !221
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !221
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !221, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !221
  %.15 = add i32 %.14, %.9, !dbg !221
  %.16 = udiv i32 %.15, %.6, !dbg !221
  %t9 = sext i32 %.16 to i64, !dbg !221
  %t10 = mul nsw i64 %t7, %t5, !dbg !221
  %t11 = add nsw i64 %t10, %t3, !dbg !221
  %t12 = mul nsw i64 %t9, %t7, !dbg !221
  %t13 = icmp sgt i64 %a1, 7, !dbg !221
  %t15 = icmp sgt i64 %a1, 6, !dbg !221
  %t17 = icmp sgt i64 %a1, 5, !dbg !221
  %t19 = icmp sgt i64 %a1, 4, !dbg !221
  %t21 = icmp sgt i64 %a1, 3, !dbg !221
  %t23 = icmp sgt i64 %a1, 2, !dbg !221
  %t25 = icmp sgt i64 %a1, 1, !dbg !221
  %t27 = icmp sgt i64 %a1, 0, !dbg !221
  %t291 = icmp slt i64 %t11, %a0, !dbg !221
  br i1 %t291, label %b2, label %b23, !dbg !221

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !221

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !221
  %t33 = mul i64 %t31, %a9, !dbg !221
  %t34 = sub nuw i64 %t282, %t33, !dbg !221
  %t35 = mul i64 %t34, %a19, !dbg !221
  %t36 = mul i64 %t34, %a29, !dbg !221
  %t37 = mul i64 %t34, %a38, !dbg !221
  br label %b4, !dbg !221

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !221

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !221
  %t45 = mul i64 %t43, %a8, !dbg !221
  %t46 = sub i64 %t38, %t45, !dbg !221
  %t47 = mul i64 %t46, %a18, !dbg !221
  %t48 = add i64 %t47, %t39, !dbg !221
  %t49 = mul i64 %t46, %a28, !dbg !221
  %t50 = add i64 %t49, %t40, !dbg !221
  %t51 = mul i64 %t46, %a37, !dbg !221
  %t52 = add i64 %t51, %t41, !dbg !221
  br label %b6, !dbg !221

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !221

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !221
  %t60 = mul i64 %t58, %a7, !dbg !221
  %t61 = sub i64 %t53, %t60, !dbg !221
  %t62 = mul i64 %t61, %a17, !dbg !221
  %t63 = add i64 %t62, %t54, !dbg !221
  %t64 = mul i64 %t61, %a27, !dbg !221
  %t65 = add i64 %t64, %t55, !dbg !221
  %t66 = mul i64 %t61, %a36, !dbg !221
  %t67 = add i64 %t66, %t56, !dbg !221
  br label %b8, !dbg !221

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !221

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !221
  %t75 = mul i64 %t73, %a6, !dbg !221
  %t76 = sub i64 %t68, %t75, !dbg !221
  %t77 = mul i64 %t76, %a16, !dbg !221
  %t78 = add i64 %t77, %t69, !dbg !221
  %t79 = mul i64 %t76, %a26, !dbg !221
  %t80 = add i64 %t79, %t70, !dbg !221
  %t81 = mul i64 %t76, %a35, !dbg !221
  %t82 = add i64 %t81, %t71, !dbg !221
  br label %b10, !dbg !221

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !221

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !221
  %t90 = mul i64 %t88, %a5, !dbg !221
  %t91 = sub i64 %t83, %t90, !dbg !221
  %t92 = mul i64 %t91, %a15, !dbg !221
  %t93 = add i64 %t92, %t84, !dbg !221
  %t94 = mul i64 %t91, %a25, !dbg !221
  %t95 = add i64 %t94, %t85, !dbg !221
  %t96 = mul i64 %t91, %a34, !dbg !221
  %t97 = add i64 %t96, %t86, !dbg !221
  br label %b12, !dbg !221

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !221

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !221
  %t105 = mul i64 %t103, %a4, !dbg !221
  %t106 = sub i64 %t98, %t105, !dbg !221
  %t107 = mul i64 %t106, %a14, !dbg !221
  %t108 = add i64 %t107, %t99, !dbg !221
  %t109 = mul i64 %t106, %a24, !dbg !221
  %t110 = add i64 %t109, %t100, !dbg !221
  %t111 = mul i64 %t106, %a33, !dbg !221
  %t112 = add i64 %t111, %t101, !dbg !221
  br label %b14, !dbg !221

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !221

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !221
  %t120 = mul i64 %t118, %a3, !dbg !221
  %t121 = sub i64 %t113, %t120, !dbg !221
  %t122 = mul i64 %t121, %a13, !dbg !221
  %t123 = add i64 %t122, %t114, !dbg !221
  %t124 = mul i64 %t121, %a23, !dbg !221
  %t125 = add i64 %t124, %t115, !dbg !221
  %t126 = mul i64 %t121, %a32, !dbg !221
  %t127 = add i64 %t126, %t116, !dbg !221
  br label %b16, !dbg !221

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !221

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !221
  %t133 = add i64 %t129, %t132, !dbg !221
  %t134 = mul i64 %t128, %a22, !dbg !221
  %t135 = add i64 %t130, %t134, !dbg !221
  %t136 = mul i64 %t128, %a31, !dbg !221
  %t137 = add i64 %t131, %t136, !dbg !221
  br label %b18, !dbg !221

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !221

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !221
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !221
  br label %b20, !dbg !221

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !221

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !221
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !221
  br label %b22, !dbg !221

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !222
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !222
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !222
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !222
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !222
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !222
  %5 = fadd <2 x float> %shift, %4, !dbg !222
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !222
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !222
  %.27 = and i32 %.26, 2147483647, !dbg !222
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !222
  %.29 = lshr i32 %.26, 16, !dbg !222
  %.30 = and i32 %.29, 1, !dbg !222
  %.31 = add i32 %.26, 32767, !dbg !222
  %.32 = add i32 %.31, %.30, !dbg !222
  %.33 = lshr i32 %.32, 16, !dbg !222
  %.35 = or i32 %.29, 64, !dbg !222
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !222
  %.37 = trunc i32 %.36 to i16, !dbg !222
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !221
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !221
  %t149 = add i64 %t282, %t12, !dbg !221
  %t29 = icmp slt i64 %t149, %a0, !dbg !221
  br i1 %t29, label %b2, label %b23, !dbg !221

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !221
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !223 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !224
  %t3 = sext i32 %.1 to i64, !dbg !224
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !224
  %t5 = sext i32 %.2 to i64, !dbg !224
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !224
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !224
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !224, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !224
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !224
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !224, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !224
  %.15 = add i32 %.14, %.9, !dbg !224
  %.16 = udiv i32 %.15, %.6, !dbg !224
  %t9 = sext i32 %.16 to i64, !dbg !224
  %t10 = mul nsw i64 %t7, %t5, !dbg !224
  %t11 = add nsw i64 %t10, %t3, !dbg !224
  %t12 = mul nsw i64 %t9, %t7, !dbg !224
  %t13 = shl nsw i64 %t12, 1, !dbg !224
  %t14 = icmp slt i64 %t11, %a0, !dbg !224
  br i1 %t14, label %b1, label %b8, !dbg !224

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !224
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !224
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !224, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !224
  %t19 = sub i64 %a0, %t12, !dbg !224
  %t22 = mul i64 %t13, %a2, !dbg !224
  %t23 = mul i64 %t12, %a2, !dbg !224
  %t3111 = icmp slt i64 %t18, %t19, !dbg !224
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !224

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !224
  %t24 = add i64 %t20, %t23, !dbg !224
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !224
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !224
  br label %b3, !dbg !224

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !224
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !224
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !225
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !225
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !225
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !225
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !225
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %5 = fadd <2 x float> %shift, %4, !dbg !225
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !225
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !225
  %.28 = and i32 %.27, 2147483647, !dbg !225
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !225
  %.30 = lshr i32 %.27, 16, !dbg !225
  %.31 = and i32 %.30, 1, !dbg !225
  %.32 = add i32 %.27, 32767, !dbg !225
  %.33 = add i32 %.32, %.31, !dbg !225
  %.34 = lshr i32 %.33, 16, !dbg !225
  %.36 = or i32 %.30, 64, !dbg !225
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !225
  %.42 = zext i16 %.19 to i32, !dbg !225
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !225
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !225
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !225
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !225
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %10 = fadd <2 x float> %shift22, %9, !dbg !225
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !225
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !225
  %.47 = and i32 %.46, 2147483647, !dbg !225
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !225
  %.49 = lshr i32 %.46, 16, !dbg !225
  %.50 = and i32 %.49, 1, !dbg !225
  %.51 = add i32 %.46, 32767, !dbg !225
  %.52 = add i32 %.51, %.50, !dbg !225
  %.53 = lshr i32 %.52, 16, !dbg !225
  %.55 = or i32 %.49, 64, !dbg !225
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !225
  %.57 = trunc i32 %.56 to i16, !dbg !225
  %t36 = add i64 %t2814, %t13, !dbg !224
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !224
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !224
  %t31 = icmp slt i64 %t36, %t19, !dbg !224
  br i1 %t31, label %b3, label %b4, !dbg !224

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !224
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !224

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !224
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !224
  br label %b6, !dbg !224

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !224
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !225
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !225
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !225
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !225
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !225
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %16 = fadd <2 x float> %shift23, %15, !dbg !225
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !225
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !225
  %.67 = and i32 %.66, 2147483647, !dbg !225
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !225
  %.69 = lshr i32 %.66, 16, !dbg !225
  %.70 = and i32 %.69, 1, !dbg !225
  %.71 = add i32 %.66, 32767, !dbg !225
  %.72 = add i32 %.71, %.70, !dbg !225
  %.73 = lshr i32 %.72, 16, !dbg !225
  %.75 = or i32 %.69, 64, !dbg !225
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !225
  %.77 = trunc i32 %.76 to i16, !dbg !225
  %t47 = add i64 %t4219, %t12, !dbg !224
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !224
  %t44 = icmp slt i64 %t47, %a0, !dbg !224
  br i1 %t44, label %b6, label %b8, !dbg !224

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %.1, !dbg !224
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !224
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %.1, !dbg !224
  %.78 = zext i1 %t14 to i8, !dbg !224
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !224
  fence syncscope("workgroup") release, !dbg !224
  tail call void @llvm.amdgcn.s.barrier(), !dbg !224
  fence syncscope("workgroup") acquire, !dbg !224
  %t52 = icmp slt i32 %.1, 128, !dbg !224
  br i1 %t52, label %b9, label %b14, !dbg !224

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !224
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t53, !dbg !224
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !224
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t53, !dbg !224
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !224
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !224
  %t14.not = xor i1 %t14, true, !dbg !224
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !224
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !224
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !224
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !224
  br i1 %brmerge, label %b13, label %b11, !dbg !224

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !225
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !225
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !225
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !225
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !225
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %22 = fadd <2 x float> %shift24, %21, !dbg !225
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !225
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !225
  %.90 = and i32 %.89, 2147483647, !dbg !225
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !225
  %.92 = lshr i32 %.89, 16, !dbg !225
  %.93 = and i32 %.92, 1, !dbg !225
  %.94 = add i32 %.89, 32767, !dbg !225
  %.95 = add i32 %.94, %.93, !dbg !225
  %.96 = lshr i32 %.95, 16, !dbg !225
  %.98 = or i32 %.92, 64, !dbg !225
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !225
  %.100 = trunc i32 %.99 to i16, !dbg !225
  br label %b13, !dbg !224

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !224
  %.101 = zext i1 %t61 to i8, !dbg !224
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !224
  br label %b14, !dbg !224

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !224
  tail call void @llvm.amdgcn.s.barrier(), !dbg !224
  fence syncscope("workgroup") acquire, !dbg !224
  %t64 = icmp slt i32 %.1, 64, !dbg !224
  br i1 %t64, label %b15, label %b20, !dbg !224

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !224
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t65, !dbg !224
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !224
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t65, !dbg !224
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !224
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !224
  %t63.not = xor i1 %t63, true, !dbg !224
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !224
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !224
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !224
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !224
  br i1 %brmerge1, label %b19, label %b17, !dbg !224

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !225
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !225
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !225
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !225
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !225
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %28 = fadd <2 x float> %shift25, %27, !dbg !225
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !225
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !225
  %.113 = and i32 %.112, 2147483647, !dbg !225
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !225
  %.115 = lshr i32 %.112, 16, !dbg !225
  %.116 = and i32 %.115, 1, !dbg !225
  %.117 = add i32 %.112, 32767, !dbg !225
  %.118 = add i32 %.117, %.116, !dbg !225
  %.119 = lshr i32 %.118, 16, !dbg !225
  %.121 = or i32 %.115, 64, !dbg !225
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !225
  %.123 = trunc i32 %.122 to i16, !dbg !225
  br label %b19, !dbg !224

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !224
  %.124 = zext i1 %t73 to i8, !dbg !224
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !224
  br label %b20, !dbg !224

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !224
  tail call void @llvm.amdgcn.s.barrier(), !dbg !224
  fence syncscope("workgroup") acquire, !dbg !224
  %t76 = icmp slt i32 %.1, 32, !dbg !224
  br i1 %t76, label %b21, label %b26, !dbg !224

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !224
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.0, i32 %t77, !dbg !224
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !224
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1.shared.1, i32 %t77, !dbg !224
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !224
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !224
  %t75.not = xor i1 %t75, true, !dbg !224
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !224
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !224
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !224
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !224
  br i1 %brmerge2, label %b26, label %b23, !dbg !224

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !225
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !225
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !225
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !225
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !225
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %34 = fadd <2 x float> %shift26, %33, !dbg !225
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !225
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !225
  %.136 = and i32 %.135, 2147483647, !dbg !225
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !225
  %.138 = lshr i32 %.135, 16, !dbg !225
  %.139 = and i32 %.138, 1, !dbg !225
  %.140 = add i32 %.135, 32767, !dbg !225
  %.141 = add i32 %.140, %.139, !dbg !225
  %.142 = lshr i32 %.141, 16, !dbg !225
  %.144 = or i32 %.138, 64, !dbg !225
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !225
  %.146 = trunc i32 %.145 to i16, !dbg !225
  br label %b26, !dbg !224

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !224

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !224
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !224
  %.150 = zext i32 %.149 to i64, !dbg !224
  %.151 = add nuw nsw i64 %.150, 16, !dbg !224
  %.152 = icmp ult i32 %.149, 48, !dbg !224
  %.153 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !224
  %.154 = and i64 %.151, 63, !dbg !224
  %35 = shl nuw i64 1, %.154, !dbg !224
  %36 = and i64 %35, %.153, !dbg !224
  %.156 = icmp ne i64 %36, 0, !dbg !224
  %.157 = and i1 %.152, %.156, !dbg !224
  %.158 = trunc i64 %.151 to i32, !dbg !224
  %.159 = shl i32 %.158, 2, !dbg !224
  %.160 = zext i16 %t86 to i32, !dbg !224
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !224
  %.162 = trunc i32 %.161 to i16, !dbg !224
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !224
  %.176 = zext i1 %t87 to i32, !dbg !224
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !224
  %37 = and i32 %.177, 1, !dbg !224
  %.178 = icmp ne i32 %37, 0, !dbg !224
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !224
  %t90 = icmp slt i32 %.1, 16, !dbg !224
  %t91 = and i1 %t90, %t89, !dbg !224
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !224
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !224
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !224
  br i1 %38, label %b29, label %b31, !dbg !224

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !225
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !225
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !225
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !225
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !225
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %43 = fadd <2 x float> %shift27, %42, !dbg !225
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !225
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !225
  %.187 = and i32 %.186, 2147483647, !dbg !225
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !225
  %.189 = lshr i32 %.186, 16, !dbg !225
  %.190 = and i32 %.189, 1, !dbg !225
  %.191 = add i32 %.186, 32767, !dbg !225
  %.192 = add i32 %.191, %.190, !dbg !225
  %.193 = lshr i32 %.192, 16, !dbg !225
  %.195 = or i32 %.189, 64, !dbg !225
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !225
  %.197 = trunc i32 %.196 to i16, !dbg !225
  br label %b31, !dbg !224

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !224
  %.203 = icmp ult i32 %.149, 56, !dbg !224
  %.205 = and i64 %.202, 63, !dbg !224
  %44 = shl nuw i64 1, %.205, !dbg !224
  %45 = and i64 %44, %.153, !dbg !224
  %.207 = icmp ne i64 %45, 0, !dbg !224
  %.208 = and i1 %.203, %.207, !dbg !224
  %.209 = trunc i64 %.202 to i32, !dbg !224
  %.210 = shl i32 %.209, 2, !dbg !224
  %.211 = zext i16 %t94 to i32, !dbg !224
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !224
  %.213 = trunc i32 %.212 to i16, !dbg !224
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !224
  %.227 = zext i1 %t95 to i32, !dbg !224
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !224
  %46 = and i32 %.228, 1, !dbg !224
  %.229 = icmp ne i32 %46, 0, !dbg !224
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !224
  %t98 = icmp slt i32 %.1, 24, !dbg !224
  %t99 = and i1 %t98, %t97, !dbg !224
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !224
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !224
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !224
  br i1 %47, label %b33, label %b35, !dbg !224

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !225
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !225
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !225
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !225
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !225
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %52 = fadd <2 x float> %shift28, %51, !dbg !225
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !225
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !225
  %.238 = and i32 %.237, 2147483647, !dbg !225
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !225
  %.240 = lshr i32 %.237, 16, !dbg !225
  %.241 = and i32 %.240, 1, !dbg !225
  %.242 = add i32 %.237, 32767, !dbg !225
  %.243 = add i32 %.242, %.241, !dbg !225
  %.244 = lshr i32 %.243, 16, !dbg !225
  %.246 = or i32 %.240, 64, !dbg !225
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !225
  %.248 = trunc i32 %.247 to i16, !dbg !225
  br label %b35, !dbg !224

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !224
  %.254 = icmp ult i32 %.149, 60, !dbg !224
  %.256 = and i64 %.253, 63, !dbg !224
  %53 = shl nuw i64 1, %.256, !dbg !224
  %54 = and i64 %53, %.153, !dbg !224
  %.258 = icmp ne i64 %54, 0, !dbg !224
  %.259 = and i1 %.254, %.258, !dbg !224
  %.260 = trunc i64 %.253 to i32, !dbg !224
  %.261 = shl i32 %.260, 2, !dbg !224
  %.262 = zext i16 %t102 to i32, !dbg !224
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !224
  %.264 = trunc i32 %.263 to i16, !dbg !224
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !224
  %.278 = zext i1 %t103 to i32, !dbg !224
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !224
  %55 = and i32 %.279, 1, !dbg !224
  %.280 = icmp ne i32 %55, 0, !dbg !224
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !224
  %t106 = icmp slt i32 %.1, 28, !dbg !224
  %t107 = and i1 %t106, %t105, !dbg !224
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !224
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !224
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !224
  br i1 %56, label %b37, label %b39, !dbg !224

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !225
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !225
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !225
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !225
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !225
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %61 = fadd <2 x float> %shift29, %60, !dbg !225
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !225
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !225
  %.289 = and i32 %.288, 2147483647, !dbg !225
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !225
  %.291 = lshr i32 %.288, 16, !dbg !225
  %.292 = and i32 %.291, 1, !dbg !225
  %.293 = add i32 %.288, 32767, !dbg !225
  %.294 = add i32 %.293, %.292, !dbg !225
  %.295 = lshr i32 %.294, 16, !dbg !225
  %.297 = or i32 %.291, 64, !dbg !225
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !225
  %.299 = trunc i32 %.298 to i16, !dbg !225
  br label %b39, !dbg !224

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !224
  %.305 = icmp ult i32 %.149, 62, !dbg !224
  %.307 = and i64 %.304, 63, !dbg !224
  %62 = shl nuw i64 1, %.307, !dbg !224
  %63 = and i64 %62, %.153, !dbg !224
  %.309 = icmp ne i64 %63, 0, !dbg !224
  %.310 = and i1 %.305, %.309, !dbg !224
  %.311 = trunc i64 %.304 to i32, !dbg !224
  %.312 = shl i32 %.311, 2, !dbg !224
  %.313 = zext i16 %t110 to i32, !dbg !224
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !224
  %.315 = trunc i32 %.314 to i16, !dbg !224
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !224
  %.329 = zext i1 %t111 to i32, !dbg !224
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !224
  %64 = and i32 %.330, 1, !dbg !224
  %.331 = icmp ne i32 %64, 0, !dbg !224
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !224
  %t114 = icmp slt i32 %.1, 30, !dbg !224
  %t115 = and i1 %t114, %t113, !dbg !224
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !224
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !224
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !224
  br i1 %65, label %b41, label %b43, !dbg !224

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !225
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !225
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !225
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !225
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !225
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %70 = fadd <2 x float> %shift30, %69, !dbg !225
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !225
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !225
  %.340 = and i32 %.339, 2147483647, !dbg !225
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !225
  %.342 = lshr i32 %.339, 16, !dbg !225
  %.343 = and i32 %.342, 1, !dbg !225
  %.344 = add i32 %.339, 32767, !dbg !225
  %.345 = add i32 %.344, %.343, !dbg !225
  %.346 = lshr i32 %.345, 16, !dbg !225
  %.348 = or i32 %.342, 64, !dbg !225
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !225
  %.350 = trunc i32 %.349 to i16, !dbg !225
  br label %b43, !dbg !224

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !224
  %.356 = icmp ult i32 %.149, 63, !dbg !224
  %.358 = and i64 %.355, 63, !dbg !224
  %71 = shl nuw i64 1, %.358, !dbg !224
  %72 = and i64 %71, %.153, !dbg !224
  %.360 = icmp ne i64 %72, 0, !dbg !224
  %.361 = and i1 %.356, %.360, !dbg !224
  %.362 = trunc i64 %.355 to i32, !dbg !224
  %.363 = shl i32 %.362, 2, !dbg !224
  %.364 = zext i16 %t118 to i32, !dbg !224
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !224
  %.366 = trunc i32 %.365 to i16, !dbg !224
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !224
  %.380 = zext i1 %t119 to i32, !dbg !224
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !224
  %73 = and i32 %.381, 1, !dbg !224
  %.382 = icmp ne i32 %73, 0, !dbg !224
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !224
  %t122 = icmp slt i32 %.1, 31, !dbg !224
  %t123 = and i1 %t122, %t121, !dbg !224
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !224
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !224
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !224
  br i1 %74, label %b45, label %b48, !dbg !224

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !225
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !225
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !225
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !225
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !225
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !225
  %79 = fadd <2 x float> %shift31, %78, !dbg !225
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !225
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !225
  %.391 = and i32 %.390, 2147483647, !dbg !225
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !225
  %.393 = lshr i32 %.390, 16, !dbg !225
  %.394 = and i32 %.393, 1, !dbg !225
  %.395 = add i32 %.390, 32767, !dbg !225
  %.396 = add i32 %.395, %.394, !dbg !225
  %.397 = lshr i32 %.396, 16, !dbg !225
  %.399 = or i32 %.393, 64, !dbg !225
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !225
  %.401 = trunc i32 %.400 to i16, !dbg !225
  br label %b48, !dbg !224

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !224
  %t131 = and i1 %t130, %t129, !dbg !224
  br i1 %t131, label %b49, label %b50, !dbg !224

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !224
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !224
  br label %b50, !dbg !224

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !224
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !227 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !228
  %t3 = sext i32 %.2 to i64, !dbg !228
  %t4 = icmp slt i64 %t3, %a0, !dbg !228
  br i1 %t4, label %b1, label %b5, !dbg !228

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !228
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !228, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !228
  %t1013 = icmp slt i64 %t812, %a0, !dbg !228
  br i1 %t1013, label %b3, label %b5, !dbg !228

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !228
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !228, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !229
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !229
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !229
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !229
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !229
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %5 = fadd <2 x float> %shift, %4, !dbg !229
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !229
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !229
  %.13 = and i32 %.12, 2147483647, !dbg !229
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !229
  %.15 = lshr i32 %.12, 16, !dbg !229
  %.16 = and i32 %.15, 1, !dbg !229
  %.17 = add i32 %.12, 32767, !dbg !229
  %.18 = add i32 %.17, %.16, !dbg !229
  %.19 = lshr i32 %.18, 16, !dbg !229
  %.21 = or i32 %.15, 64, !dbg !229
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !229
  %.23 = trunc i32 %.22 to i16, !dbg !229
  %t8 = add i64 %t815, 256, !dbg !228
  %t10 = icmp slt i64 %t8, %a0, !dbg !228
  br i1 %t10, label %b3, label %b5, !dbg !228

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %.2, !dbg !228
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !228
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %.2, !dbg !228
  %.24 = zext i1 %t4 to i8, !dbg !228
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !228
  fence syncscope("workgroup") release, !dbg !228
  tail call void @llvm.amdgcn.s.barrier(), !dbg !228
  fence syncscope("workgroup") acquire, !dbg !228
  %t18 = icmp slt i32 %.2, 128, !dbg !228
  br i1 %t18, label %b6, label %b11, !dbg !228

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !228
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t19, !dbg !228
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !228
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t19, !dbg !228
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !228
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !228
  %t4.not = xor i1 %t4, true, !dbg !228
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !228
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !228
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !228
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !228
  br i1 %brmerge, label %b10, label %b8, !dbg !228

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !229
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !229
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !229
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !229
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !229
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %11 = fadd <2 x float> %shift16, %10, !dbg !229
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !229
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !229
  %.36 = and i32 %.35, 2147483647, !dbg !229
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !229
  %.38 = lshr i32 %.35, 16, !dbg !229
  %.39 = and i32 %.38, 1, !dbg !229
  %.40 = add i32 %.35, 32767, !dbg !229
  %.41 = add i32 %.40, %.39, !dbg !229
  %.42 = lshr i32 %.41, 16, !dbg !229
  %.44 = or i32 %.38, 64, !dbg !229
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !229
  %.46 = trunc i32 %.45 to i16, !dbg !229
  br label %b10, !dbg !228

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !228
  %.47 = zext i1 %t27 to i8, !dbg !228
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !228
  br label %b11, !dbg !228

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !228
  tail call void @llvm.amdgcn.s.barrier(), !dbg !228
  fence syncscope("workgroup") acquire, !dbg !228
  %t30 = icmp slt i32 %.2, 64, !dbg !228
  br i1 %t30, label %b12, label %b17, !dbg !228

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !228
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t31, !dbg !228
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !228
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t31, !dbg !228
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !228
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !228
  %t29.not = xor i1 %t29, true, !dbg !228
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !228
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !228
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !228
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !228
  br i1 %brmerge1, label %b16, label %b14, !dbg !228

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !229
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !229
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !229
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !229
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !229
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %17 = fadd <2 x float> %shift17, %16, !dbg !229
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !229
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !229
  %.59 = and i32 %.58, 2147483647, !dbg !229
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !229
  %.61 = lshr i32 %.58, 16, !dbg !229
  %.62 = and i32 %.61, 1, !dbg !229
  %.63 = add i32 %.58, 32767, !dbg !229
  %.64 = add i32 %.63, %.62, !dbg !229
  %.65 = lshr i32 %.64, 16, !dbg !229
  %.67 = or i32 %.61, 64, !dbg !229
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !229
  %.69 = trunc i32 %.68 to i16, !dbg !229
  br label %b16, !dbg !228

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !228
  %.70 = zext i1 %t39 to i8, !dbg !228
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !228
  br label %b17, !dbg !228

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !228
  tail call void @llvm.amdgcn.s.barrier(), !dbg !228
  fence syncscope("workgroup") acquire, !dbg !228
  %t42 = icmp slt i32 %.2, 32, !dbg !228
  br i1 %t42, label %b18, label %b23, !dbg !228

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !228
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.0, i32 %t43, !dbg !228
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !228
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2.shared.1, i32 %t43, !dbg !228
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !228
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !228
  %t41.not = xor i1 %t41, true, !dbg !228
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !228
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !228
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !228
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !228
  br i1 %brmerge2, label %b23, label %b20, !dbg !228

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !229
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !229
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !229
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !229
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !229
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %23 = fadd <2 x float> %shift18, %22, !dbg !229
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !229
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !229
  %.82 = and i32 %.81, 2147483647, !dbg !229
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !229
  %.84 = lshr i32 %.81, 16, !dbg !229
  %.85 = and i32 %.84, 1, !dbg !229
  %.86 = add i32 %.81, 32767, !dbg !229
  %.87 = add i32 %.86, %.85, !dbg !229
  %.88 = lshr i32 %.87, 16, !dbg !229
  %.90 = or i32 %.84, 64, !dbg !229
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !229
  %.92 = trunc i32 %.91 to i16, !dbg !229
  br label %b23, !dbg !228

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !228

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !228
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !228
  %.96 = zext i32 %.95 to i64, !dbg !228
  %.97 = add nuw nsw i64 %.96, 16, !dbg !228
  %.98 = icmp ult i32 %.95, 48, !dbg !228
  %.99 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !228
  %.100 = and i64 %.97, 63, !dbg !228
  %24 = shl nuw i64 1, %.100, !dbg !228
  %25 = and i64 %24, %.99, !dbg !228
  %.102 = icmp ne i64 %25, 0, !dbg !228
  %.103 = and i1 %.98, %.102, !dbg !228
  %.104 = trunc i64 %.97 to i32, !dbg !228
  %.105 = shl i32 %.104, 2, !dbg !228
  %.106 = zext i16 %t52 to i32, !dbg !228
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !228
  %.108 = trunc i32 %.107 to i16, !dbg !228
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !228
  %.122 = zext i1 %t53 to i32, !dbg !228
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !228
  %26 = and i32 %.123, 1, !dbg !228
  %.124 = icmp ne i32 %26, 0, !dbg !228
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !228
  %t56 = icmp slt i32 %.2, 16, !dbg !228
  %t57 = and i1 %t56, %t55, !dbg !228
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !228
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !228
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !228
  br i1 %27, label %b26, label %b28, !dbg !228

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !229
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !229
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !229
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !229
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !229
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %32 = fadd <2 x float> %shift19, %31, !dbg !229
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !229
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !229
  %.133 = and i32 %.132, 2147483647, !dbg !229
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !229
  %.135 = lshr i32 %.132, 16, !dbg !229
  %.136 = and i32 %.135, 1, !dbg !229
  %.137 = add i32 %.132, 32767, !dbg !229
  %.138 = add i32 %.137, %.136, !dbg !229
  %.139 = lshr i32 %.138, 16, !dbg !229
  %.141 = or i32 %.135, 64, !dbg !229
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !229
  %.143 = trunc i32 %.142 to i16, !dbg !229
  br label %b28, !dbg !228

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !228
  %.149 = icmp ult i32 %.95, 56, !dbg !228
  %.151 = and i64 %.148, 63, !dbg !228
  %33 = shl nuw i64 1, %.151, !dbg !228
  %34 = and i64 %33, %.99, !dbg !228
  %.153 = icmp ne i64 %34, 0, !dbg !228
  %.154 = and i1 %.149, %.153, !dbg !228
  %.155 = trunc i64 %.148 to i32, !dbg !228
  %.156 = shl i32 %.155, 2, !dbg !228
  %.157 = zext i16 %t60 to i32, !dbg !228
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !228
  %.159 = trunc i32 %.158 to i16, !dbg !228
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !228
  %.173 = zext i1 %t61 to i32, !dbg !228
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !228
  %35 = and i32 %.174, 1, !dbg !228
  %.175 = icmp ne i32 %35, 0, !dbg !228
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !228
  %t64 = icmp slt i32 %.2, 24, !dbg !228
  %t65 = and i1 %t64, %t63, !dbg !228
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !228
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !228
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !228
  br i1 %36, label %b30, label %b32, !dbg !228

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !229
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !229
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !229
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !229
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !229
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %41 = fadd <2 x float> %shift20, %40, !dbg !229
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !229
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !229
  %.184 = and i32 %.183, 2147483647, !dbg !229
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !229
  %.186 = lshr i32 %.183, 16, !dbg !229
  %.187 = and i32 %.186, 1, !dbg !229
  %.188 = add i32 %.183, 32767, !dbg !229
  %.189 = add i32 %.188, %.187, !dbg !229
  %.190 = lshr i32 %.189, 16, !dbg !229
  %.192 = or i32 %.186, 64, !dbg !229
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !229
  %.194 = trunc i32 %.193 to i16, !dbg !229
  br label %b32, !dbg !228

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !228
  %.200 = icmp ult i32 %.95, 60, !dbg !228
  %.202 = and i64 %.199, 63, !dbg !228
  %42 = shl nuw i64 1, %.202, !dbg !228
  %43 = and i64 %42, %.99, !dbg !228
  %.204 = icmp ne i64 %43, 0, !dbg !228
  %.205 = and i1 %.200, %.204, !dbg !228
  %.206 = trunc i64 %.199 to i32, !dbg !228
  %.207 = shl i32 %.206, 2, !dbg !228
  %.208 = zext i16 %t68 to i32, !dbg !228
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !228
  %.210 = trunc i32 %.209 to i16, !dbg !228
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !228
  %.224 = zext i1 %t69 to i32, !dbg !228
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !228
  %44 = and i32 %.225, 1, !dbg !228
  %.226 = icmp ne i32 %44, 0, !dbg !228
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !228
  %t72 = icmp slt i32 %.2, 28, !dbg !228
  %t73 = and i1 %t72, %t71, !dbg !228
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !228
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !228
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !228
  br i1 %45, label %b34, label %b36, !dbg !228

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !229
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !229
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !229
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !229
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !229
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %50 = fadd <2 x float> %shift21, %49, !dbg !229
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !229
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !229
  %.235 = and i32 %.234, 2147483647, !dbg !229
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !229
  %.237 = lshr i32 %.234, 16, !dbg !229
  %.238 = and i32 %.237, 1, !dbg !229
  %.239 = add i32 %.234, 32767, !dbg !229
  %.240 = add i32 %.239, %.238, !dbg !229
  %.241 = lshr i32 %.240, 16, !dbg !229
  %.243 = or i32 %.237, 64, !dbg !229
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !229
  %.245 = trunc i32 %.244 to i16, !dbg !229
  br label %b36, !dbg !228

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !228
  %.251 = icmp ult i32 %.95, 62, !dbg !228
  %.253 = and i64 %.250, 63, !dbg !228
  %51 = shl nuw i64 1, %.253, !dbg !228
  %52 = and i64 %51, %.99, !dbg !228
  %.255 = icmp ne i64 %52, 0, !dbg !228
  %.256 = and i1 %.251, %.255, !dbg !228
  %.257 = trunc i64 %.250 to i32, !dbg !228
  %.258 = shl i32 %.257, 2, !dbg !228
  %.259 = zext i16 %t76 to i32, !dbg !228
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !228
  %.261 = trunc i32 %.260 to i16, !dbg !228
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !228
  %.275 = zext i1 %t77 to i32, !dbg !228
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !228
  %53 = and i32 %.276, 1, !dbg !228
  %.277 = icmp ne i32 %53, 0, !dbg !228
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !228
  %t80 = icmp slt i32 %.2, 30, !dbg !228
  %t81 = and i1 %t80, %t79, !dbg !228
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !228
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !228
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !228
  br i1 %54, label %b38, label %b40, !dbg !228

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !229
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !229
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !229
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !229
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !229
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %59 = fadd <2 x float> %shift22, %58, !dbg !229
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !229
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !229
  %.286 = and i32 %.285, 2147483647, !dbg !229
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !229
  %.288 = lshr i32 %.285, 16, !dbg !229
  %.289 = and i32 %.288, 1, !dbg !229
  %.290 = add i32 %.285, 32767, !dbg !229
  %.291 = add i32 %.290, %.289, !dbg !229
  %.292 = lshr i32 %.291, 16, !dbg !229
  %.294 = or i32 %.288, 64, !dbg !229
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !229
  %.296 = trunc i32 %.295 to i16, !dbg !229
  br label %b40, !dbg !228

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !228
  %.302 = icmp ult i32 %.95, 63, !dbg !228
  %.304 = and i64 %.301, 63, !dbg !228
  %60 = shl nuw i64 1, %.304, !dbg !228
  %61 = and i64 %60, %.99, !dbg !228
  %.306 = icmp ne i64 %61, 0, !dbg !228
  %.307 = and i1 %.302, %.306, !dbg !228
  %.308 = trunc i64 %.301 to i32, !dbg !228
  %.309 = shl i32 %.308, 2, !dbg !228
  %.310 = zext i16 %t84 to i32, !dbg !228
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !228
  %.312 = trunc i32 %.311 to i16, !dbg !228
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !228
  %.326 = zext i1 %t85 to i32, !dbg !228
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !228
  %62 = and i32 %.327, 1, !dbg !228
  %.328 = icmp ne i32 %62, 0, !dbg !228
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !228
  %t88 = icmp slt i32 %.2, 31, !dbg !228
  %t89 = and i1 %t88, %t87, !dbg !228
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !228
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !228
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !228
  br i1 %63, label %b42, label %b45, !dbg !228

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !229
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !229
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !229
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !229
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !229
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %68 = fadd <2 x float> %shift23, %67, !dbg !229
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !229
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !229
  %.337 = and i32 %.336, 2147483647, !dbg !229
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !229
  %.339 = lshr i32 %.336, 16, !dbg !229
  %.340 = and i32 %.339, 1, !dbg !229
  %.341 = add i32 %.336, 32767, !dbg !229
  %.342 = add i32 %.341, %.340, !dbg !229
  %.343 = lshr i32 %.342, 16, !dbg !229
  %.345 = or i32 %.339, 64, !dbg !229
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !229
  %.347 = trunc i32 %.346 to i16, !dbg !229
  br label %b45, !dbg !228

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !228
  br i1 %t96, label %b46, label %b52, !dbg !228

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !228
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !228
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !228
  br i1 %69, label %b48, label %b50, !dbg !228

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !229
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !229
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !229
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !229
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !229
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !229
  %75 = fadd <2 x float> %shift24, %74, !dbg !229
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !229
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !229
  %.356 = and i32 %.355, 2147483647, !dbg !229
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !229
  %.358 = lshr i32 %.355, 16, !dbg !229
  %.359 = and i32 %.358, 1, !dbg !229
  %.360 = add i32 %.355, 32767, !dbg !229
  %.361 = add i32 %.360, %.359, !dbg !229
  %.362 = lshr i32 %.361, 16, !dbg !229
  %.364 = or i32 %.358, 64, !dbg !229
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !229
  %.366 = trunc i32 %.365 to i16, !dbg !229
  br label %b50, !dbg !228

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !228

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !228
  br label %b52, !dbg !228

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !228
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !230 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !231
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !231
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !231
  %t3 = sext i32 %.1 to i64, !dbg !231
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !231
  %t5 = sext i32 %.2 to i64, !dbg !231
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !231
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !231
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !231, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !231
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !231
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !231, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !231
  %.15 = add i32 %.14, %.9, !dbg !231
  %.16 = udiv i32 %.15, %.6, !dbg !231
  %t9 = sext i32 %.16 to i64, !dbg !231
  %t10 = mul nsw i64 %t7, %t5, !dbg !231
  %t11 = add nsw i64 %t10, %t3, !dbg !231
  %t12 = mul nsw i64 %t9, %t7, !dbg !231
  %t141 = icmp slt i64 %t11, %a0, !dbg !231
  br i1 %t141, label %b2, label %b7, !dbg !231

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !231

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !231
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !231
  br label %b4, !dbg !231

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !231

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !231
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !231
  br label %b6, !dbg !231

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !232
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !232
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !232
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !232
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !232
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !232
  %5 = fsub <2 x float> %4, %shift, !dbg !232
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !232
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !232
  %.27 = and i32 %.26, 2147483647, !dbg !232
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !232
  %.29 = lshr i32 %.26, 16, !dbg !232
  %.30 = and i32 %.29, 1, !dbg !232
  %.31 = add i32 %.26, 32767, !dbg !232
  %.32 = add i32 %.31, %.30, !dbg !232
  %.33 = lshr i32 %.32, 16, !dbg !232
  %.35 = or i32 %.29, 64, !dbg !232
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !232
  %.37 = trunc i32 %.36 to i16, !dbg !232
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t132, !dbg !231
  store i16 %.37, ptr addrspace(1) %t22, align 2, !dbg !231
  %t23 = add i64 %t132, %t12, !dbg !231
  %t14 = icmp slt i64 %t23, %a0, !dbg !231
  br i1 %t14, label %b2, label %b7, !dbg !231

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !231
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !233 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !234
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !234
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !234
  %t3 = sext i32 %.1 to i64, !dbg !234
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !234
  %t5 = sext i32 %.2 to i64, !dbg !234
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !234
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !234
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !234, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !234
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !234
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !234, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !234
  %.15 = add i32 %.14, %.9, !dbg !234
  %.16 = udiv i32 %.15, %.6, !dbg !234
  %t9 = sext i32 %.16 to i64, !dbg !234
  %t10 = mul nsw i64 %t7, %t5, !dbg !234
  %t11 = add nsw i64 %t10, %t3, !dbg !234
  %t12 = mul nsw i64 %t9, %t7, !dbg !234
  %t13 = icmp sgt i64 %a1, 7, !dbg !234
  %t15 = icmp sgt i64 %a1, 6, !dbg !234
  %t17 = icmp sgt i64 %a1, 5, !dbg !234
  %t19 = icmp sgt i64 %a1, 4, !dbg !234
  %t21 = icmp sgt i64 %a1, 3, !dbg !234
  %t23 = icmp sgt i64 %a1, 2, !dbg !234
  %t25 = icmp sgt i64 %a1, 1, !dbg !234
  %t27 = icmp sgt i64 %a1, 0, !dbg !234
  %t291 = icmp slt i64 %t11, %a0, !dbg !234
  br i1 %t291, label %b2, label %b23, !dbg !234

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !234

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !234
  %t33 = mul i64 %t31, %a9, !dbg !234
  %t34 = sub nuw i64 %t282, %t33, !dbg !234
  %t35 = mul i64 %t34, %a19, !dbg !234
  %t36 = mul i64 %t34, %a29, !dbg !234
  %t37 = mul i64 %t34, %a38, !dbg !234
  br label %b4, !dbg !234

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !234

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !234
  %t45 = mul i64 %t43, %a8, !dbg !234
  %t46 = sub i64 %t38, %t45, !dbg !234
  %t47 = mul i64 %t46, %a18, !dbg !234
  %t48 = add i64 %t47, %t39, !dbg !234
  %t49 = mul i64 %t46, %a28, !dbg !234
  %t50 = add i64 %t49, %t40, !dbg !234
  %t51 = mul i64 %t46, %a37, !dbg !234
  %t52 = add i64 %t51, %t41, !dbg !234
  br label %b6, !dbg !234

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !234

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !234
  %t60 = mul i64 %t58, %a7, !dbg !234
  %t61 = sub i64 %t53, %t60, !dbg !234
  %t62 = mul i64 %t61, %a17, !dbg !234
  %t63 = add i64 %t62, %t54, !dbg !234
  %t64 = mul i64 %t61, %a27, !dbg !234
  %t65 = add i64 %t64, %t55, !dbg !234
  %t66 = mul i64 %t61, %a36, !dbg !234
  %t67 = add i64 %t66, %t56, !dbg !234
  br label %b8, !dbg !234

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !234

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !234
  %t75 = mul i64 %t73, %a6, !dbg !234
  %t76 = sub i64 %t68, %t75, !dbg !234
  %t77 = mul i64 %t76, %a16, !dbg !234
  %t78 = add i64 %t77, %t69, !dbg !234
  %t79 = mul i64 %t76, %a26, !dbg !234
  %t80 = add i64 %t79, %t70, !dbg !234
  %t81 = mul i64 %t76, %a35, !dbg !234
  %t82 = add i64 %t81, %t71, !dbg !234
  br label %b10, !dbg !234

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !234

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !234
  %t90 = mul i64 %t88, %a5, !dbg !234
  %t91 = sub i64 %t83, %t90, !dbg !234
  %t92 = mul i64 %t91, %a15, !dbg !234
  %t93 = add i64 %t92, %t84, !dbg !234
  %t94 = mul i64 %t91, %a25, !dbg !234
  %t95 = add i64 %t94, %t85, !dbg !234
  %t96 = mul i64 %t91, %a34, !dbg !234
  %t97 = add i64 %t96, %t86, !dbg !234
  br label %b12, !dbg !234

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !234

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !234
  %t105 = mul i64 %t103, %a4, !dbg !234
  %t106 = sub i64 %t98, %t105, !dbg !234
  %t107 = mul i64 %t106, %a14, !dbg !234
  %t108 = add i64 %t107, %t99, !dbg !234
  %t109 = mul i64 %t106, %a24, !dbg !234
  %t110 = add i64 %t109, %t100, !dbg !234
  %t111 = mul i64 %t106, %a33, !dbg !234
  %t112 = add i64 %t111, %t101, !dbg !234
  br label %b14, !dbg !234

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !234

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !234
  %t120 = mul i64 %t118, %a3, !dbg !234
  %t121 = sub i64 %t113, %t120, !dbg !234
  %t122 = mul i64 %t121, %a13, !dbg !234
  %t123 = add i64 %t122, %t114, !dbg !234
  %t124 = mul i64 %t121, %a23, !dbg !234
  %t125 = add i64 %t124, %t115, !dbg !234
  %t126 = mul i64 %t121, %a32, !dbg !234
  %t127 = add i64 %t126, %t116, !dbg !234
  br label %b16, !dbg !234

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !234

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !234
  %t133 = add i64 %t129, %t132, !dbg !234
  %t134 = mul i64 %t128, %a22, !dbg !234
  %t135 = add i64 %t130, %t134, !dbg !234
  %t136 = mul i64 %t128, %a31, !dbg !234
  %t137 = add i64 %t131, %t136, !dbg !234
  br label %b18, !dbg !234

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !234

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !234
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !234
  br label %b20, !dbg !234

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !234

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !234
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !234
  br label %b22, !dbg !234

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !235
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !235
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !235
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !235
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !235
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !235
  %5 = fsub <2 x float> %4, %shift, !dbg !235
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !235
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !235
  %.27 = and i32 %.26, 2147483647, !dbg !235
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !235
  %.29 = lshr i32 %.26, 16, !dbg !235
  %.30 = and i32 %.29, 1, !dbg !235
  %.31 = add i32 %.26, 32767, !dbg !235
  %.32 = add i32 %.31, %.30, !dbg !235
  %.33 = lshr i32 %.32, 16, !dbg !235
  %.35 = or i32 %.29, 64, !dbg !235
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !235
  %.37 = trunc i32 %.36 to i16, !dbg !235
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !234
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !234
  %t149 = add i64 %t282, %t12, !dbg !234
  %t29 = icmp slt i64 %t149, %a0, !dbg !234
  br i1 %t29, label %b2, label %b23, !dbg !234

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !234
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !236 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !237
  %t3 = sext i32 %.1 to i64, !dbg !237
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !237
  %t5 = sext i32 %.2 to i64, !dbg !237
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !237
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !237
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !237, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !237
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !237
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !237, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !237
  %.15 = add i32 %.14, %.9, !dbg !237
  %.16 = udiv i32 %.15, %.6, !dbg !237
  %t9 = sext i32 %.16 to i64, !dbg !237
  %t10 = mul nsw i64 %t7, %t5, !dbg !237
  %t11 = add nsw i64 %t10, %t3, !dbg !237
  %t12 = mul nsw i64 %t9, %t7, !dbg !237
  %t13 = shl nsw i64 %t12, 1, !dbg !237
  %t14 = icmp slt i64 %t11, %a0, !dbg !237
  br i1 %t14, label %b1, label %b8, !dbg !237

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !237
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !237
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !237, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !237
  %t19 = sub i64 %a0, %t12, !dbg !237
  %t22 = mul i64 %t13, %a2, !dbg !237
  %t23 = mul i64 %t12, %a2, !dbg !237
  %t3111 = icmp slt i64 %t18, %t19, !dbg !237
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !237

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !237
  %t24 = add i64 %t20, %t23, !dbg !237
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !237
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !237
  br label %b3, !dbg !237

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !237
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !237
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !238
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !238
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !238
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !238
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !238
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %5 = fsub <2 x float> %4, %shift, !dbg !238
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !238
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !238
  %.28 = and i32 %.27, 2147483647, !dbg !238
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !238
  %.30 = lshr i32 %.27, 16, !dbg !238
  %.31 = and i32 %.30, 1, !dbg !238
  %.32 = add i32 %.27, 32767, !dbg !238
  %.33 = add i32 %.32, %.31, !dbg !238
  %.34 = lshr i32 %.33, 16, !dbg !238
  %.36 = or i32 %.30, 64, !dbg !238
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !238
  %.42 = zext i16 %.19 to i32, !dbg !238
  %6 = insertelement <2 x i32> poison, i32 %.37, i64 0, !dbg !238
  %7 = insertelement <2 x i32> %6, i32 %.42, i64 1, !dbg !238
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !238
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !238
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %10 = fsub <2 x float> %9, %shift22, !dbg !238
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !238
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !238
  %.47 = and i32 %.46, 2147483647, !dbg !238
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !238
  %.49 = lshr i32 %.46, 16, !dbg !238
  %.50 = and i32 %.49, 1, !dbg !238
  %.51 = add i32 %.46, 32767, !dbg !238
  %.52 = add i32 %.51, %.50, !dbg !238
  %.53 = lshr i32 %.52, 16, !dbg !238
  %.55 = or i32 %.49, 64, !dbg !238
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !238
  %.57 = trunc i32 %.56 to i16, !dbg !238
  %t36 = add i64 %t2814, %t13, !dbg !237
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !237
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !237
  %t31 = icmp slt i64 %t36, %t19, !dbg !237
  br i1 %t31, label %b3, label %b4, !dbg !237

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !237
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !237

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !237
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !237
  br label %b6, !dbg !237

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !237
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !238
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !238
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !238
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !238
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !238
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %16 = fsub <2 x float> %15, %shift23, !dbg !238
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !238
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !238
  %.67 = and i32 %.66, 2147483647, !dbg !238
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !238
  %.69 = lshr i32 %.66, 16, !dbg !238
  %.70 = and i32 %.69, 1, !dbg !238
  %.71 = add i32 %.66, 32767, !dbg !238
  %.72 = add i32 %.71, %.70, !dbg !238
  %.73 = lshr i32 %.72, 16, !dbg !238
  %.75 = or i32 %.69, 64, !dbg !238
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !238
  %.77 = trunc i32 %.76 to i16, !dbg !238
  %t47 = add i64 %t4219, %t12, !dbg !237
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !237
  %t44 = icmp slt i64 %t47, %a0, !dbg !237
  br i1 %t44, label %b6, label %b8, !dbg !237

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %.1, !dbg !237
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !237
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %.1, !dbg !237
  %.78 = zext i1 %t14 to i8, !dbg !237
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !237
  fence syncscope("workgroup") release, !dbg !237
  tail call void @llvm.amdgcn.s.barrier(), !dbg !237
  fence syncscope("workgroup") acquire, !dbg !237
  %t52 = icmp slt i32 %.1, 128, !dbg !237
  br i1 %t52, label %b9, label %b14, !dbg !237

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !237
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t53, !dbg !237
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !237
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t53, !dbg !237
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !237
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !237
  %t14.not = xor i1 %t14, true, !dbg !237
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !237
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !237
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !237
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !237
  br i1 %brmerge, label %b13, label %b11, !dbg !237

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !238
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !238
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !238
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !238
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !238
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %22 = fsub <2 x float> %21, %shift24, !dbg !238
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !238
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !238
  %.90 = and i32 %.89, 2147483647, !dbg !238
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !238
  %.92 = lshr i32 %.89, 16, !dbg !238
  %.93 = and i32 %.92, 1, !dbg !238
  %.94 = add i32 %.89, 32767, !dbg !238
  %.95 = add i32 %.94, %.93, !dbg !238
  %.96 = lshr i32 %.95, 16, !dbg !238
  %.98 = or i32 %.92, 64, !dbg !238
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !238
  %.100 = trunc i32 %.99 to i16, !dbg !238
  br label %b13, !dbg !237

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !237
  %.101 = zext i1 %t61 to i8, !dbg !237
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !237
  br label %b14, !dbg !237

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !237
  tail call void @llvm.amdgcn.s.barrier(), !dbg !237
  fence syncscope("workgroup") acquire, !dbg !237
  %t64 = icmp slt i32 %.1, 64, !dbg !237
  br i1 %t64, label %b15, label %b20, !dbg !237

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !237
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t65, !dbg !237
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !237
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t65, !dbg !237
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !237
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !237
  %t63.not = xor i1 %t63, true, !dbg !237
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !237
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !237
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !237
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !237
  br i1 %brmerge1, label %b19, label %b17, !dbg !237

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !238
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !238
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !238
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !238
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !238
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %28 = fsub <2 x float> %27, %shift25, !dbg !238
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !238
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !238
  %.113 = and i32 %.112, 2147483647, !dbg !238
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !238
  %.115 = lshr i32 %.112, 16, !dbg !238
  %.116 = and i32 %.115, 1, !dbg !238
  %.117 = add i32 %.112, 32767, !dbg !238
  %.118 = add i32 %.117, %.116, !dbg !238
  %.119 = lshr i32 %.118, 16, !dbg !238
  %.121 = or i32 %.115, 64, !dbg !238
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !238
  %.123 = trunc i32 %.122 to i16, !dbg !238
  br label %b19, !dbg !237

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !237
  %.124 = zext i1 %t73 to i8, !dbg !237
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !237
  br label %b20, !dbg !237

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !237
  tail call void @llvm.amdgcn.s.barrier(), !dbg !237
  fence syncscope("workgroup") acquire, !dbg !237
  %t76 = icmp slt i32 %.1, 32, !dbg !237
  br i1 %t76, label %b21, label %b26, !dbg !237

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !237
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.0, i32 %t77, !dbg !237
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !237
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1.shared.1, i32 %t77, !dbg !237
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !237
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !237
  %t75.not = xor i1 %t75, true, !dbg !237
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !237
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !237
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !237
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !237
  br i1 %brmerge2, label %b26, label %b23, !dbg !237

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !238
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !238
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !238
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !238
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !238
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %34 = fsub <2 x float> %33, %shift26, !dbg !238
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !238
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !238
  %.136 = and i32 %.135, 2147483647, !dbg !238
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !238
  %.138 = lshr i32 %.135, 16, !dbg !238
  %.139 = and i32 %.138, 1, !dbg !238
  %.140 = add i32 %.135, 32767, !dbg !238
  %.141 = add i32 %.140, %.139, !dbg !238
  %.142 = lshr i32 %.141, 16, !dbg !238
  %.144 = or i32 %.138, 64, !dbg !238
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !238
  %.146 = trunc i32 %.145 to i16, !dbg !238
  br label %b26, !dbg !237

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !237

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !237
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !237
  %.150 = zext i32 %.149 to i64, !dbg !237
  %.151 = add nuw nsw i64 %.150, 16, !dbg !237
  %.152 = icmp ult i32 %.149, 48, !dbg !237
  %.153 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !237
  %.154 = and i64 %.151, 63, !dbg !237
  %35 = shl nuw i64 1, %.154, !dbg !237
  %36 = and i64 %35, %.153, !dbg !237
  %.156 = icmp ne i64 %36, 0, !dbg !237
  %.157 = and i1 %.152, %.156, !dbg !237
  %.158 = trunc i64 %.151 to i32, !dbg !237
  %.159 = shl i32 %.158, 2, !dbg !237
  %.160 = zext i16 %t86 to i32, !dbg !237
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !237
  %.162 = trunc i32 %.161 to i16, !dbg !237
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !237
  %.176 = zext i1 %t87 to i32, !dbg !237
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !237
  %37 = and i32 %.177, 1, !dbg !237
  %.178 = icmp ne i32 %37, 0, !dbg !237
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !237
  %t90 = icmp slt i32 %.1, 16, !dbg !237
  %t91 = and i1 %t90, %t89, !dbg !237
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !237
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !237
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !237
  br i1 %38, label %b29, label %b31, !dbg !237

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !238
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !238
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !238
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !238
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !238
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %43 = fsub <2 x float> %42, %shift27, !dbg !238
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !238
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !238
  %.187 = and i32 %.186, 2147483647, !dbg !238
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !238
  %.189 = lshr i32 %.186, 16, !dbg !238
  %.190 = and i32 %.189, 1, !dbg !238
  %.191 = add i32 %.186, 32767, !dbg !238
  %.192 = add i32 %.191, %.190, !dbg !238
  %.193 = lshr i32 %.192, 16, !dbg !238
  %.195 = or i32 %.189, 64, !dbg !238
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !238
  %.197 = trunc i32 %.196 to i16, !dbg !238
  br label %b31, !dbg !237

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !237
  %.203 = icmp ult i32 %.149, 56, !dbg !237
  %.205 = and i64 %.202, 63, !dbg !237
  %44 = shl nuw i64 1, %.205, !dbg !237
  %45 = and i64 %44, %.153, !dbg !237
  %.207 = icmp ne i64 %45, 0, !dbg !237
  %.208 = and i1 %.203, %.207, !dbg !237
  %.209 = trunc i64 %.202 to i32, !dbg !237
  %.210 = shl i32 %.209, 2, !dbg !237
  %.211 = zext i16 %t94 to i32, !dbg !237
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !237
  %.213 = trunc i32 %.212 to i16, !dbg !237
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !237
  %.227 = zext i1 %t95 to i32, !dbg !237
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !237
  %46 = and i32 %.228, 1, !dbg !237
  %.229 = icmp ne i32 %46, 0, !dbg !237
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !237
  %t98 = icmp slt i32 %.1, 24, !dbg !237
  %t99 = and i1 %t98, %t97, !dbg !237
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !237
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !237
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !237
  br i1 %47, label %b33, label %b35, !dbg !237

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !238
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !238
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !238
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !238
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !238
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %52 = fsub <2 x float> %51, %shift28, !dbg !238
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !238
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !238
  %.238 = and i32 %.237, 2147483647, !dbg !238
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !238
  %.240 = lshr i32 %.237, 16, !dbg !238
  %.241 = and i32 %.240, 1, !dbg !238
  %.242 = add i32 %.237, 32767, !dbg !238
  %.243 = add i32 %.242, %.241, !dbg !238
  %.244 = lshr i32 %.243, 16, !dbg !238
  %.246 = or i32 %.240, 64, !dbg !238
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !238
  %.248 = trunc i32 %.247 to i16, !dbg !238
  br label %b35, !dbg !237

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !237
  %.254 = icmp ult i32 %.149, 60, !dbg !237
  %.256 = and i64 %.253, 63, !dbg !237
  %53 = shl nuw i64 1, %.256, !dbg !237
  %54 = and i64 %53, %.153, !dbg !237
  %.258 = icmp ne i64 %54, 0, !dbg !237
  %.259 = and i1 %.254, %.258, !dbg !237
  %.260 = trunc i64 %.253 to i32, !dbg !237
  %.261 = shl i32 %.260, 2, !dbg !237
  %.262 = zext i16 %t102 to i32, !dbg !237
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !237
  %.264 = trunc i32 %.263 to i16, !dbg !237
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !237
  %.278 = zext i1 %t103 to i32, !dbg !237
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !237
  %55 = and i32 %.279, 1, !dbg !237
  %.280 = icmp ne i32 %55, 0, !dbg !237
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !237
  %t106 = icmp slt i32 %.1, 28, !dbg !237
  %t107 = and i1 %t106, %t105, !dbg !237
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !237
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !237
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !237
  br i1 %56, label %b37, label %b39, !dbg !237

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !238
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !238
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !238
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !238
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !238
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %61 = fsub <2 x float> %60, %shift29, !dbg !238
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !238
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !238
  %.289 = and i32 %.288, 2147483647, !dbg !238
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !238
  %.291 = lshr i32 %.288, 16, !dbg !238
  %.292 = and i32 %.291, 1, !dbg !238
  %.293 = add i32 %.288, 32767, !dbg !238
  %.294 = add i32 %.293, %.292, !dbg !238
  %.295 = lshr i32 %.294, 16, !dbg !238
  %.297 = or i32 %.291, 64, !dbg !238
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !238
  %.299 = trunc i32 %.298 to i16, !dbg !238
  br label %b39, !dbg !237

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !237
  %.305 = icmp ult i32 %.149, 62, !dbg !237
  %.307 = and i64 %.304, 63, !dbg !237
  %62 = shl nuw i64 1, %.307, !dbg !237
  %63 = and i64 %62, %.153, !dbg !237
  %.309 = icmp ne i64 %63, 0, !dbg !237
  %.310 = and i1 %.305, %.309, !dbg !237
  %.311 = trunc i64 %.304 to i32, !dbg !237
  %.312 = shl i32 %.311, 2, !dbg !237
  %.313 = zext i16 %t110 to i32, !dbg !237
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !237
  %.315 = trunc i32 %.314 to i16, !dbg !237
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !237
  %.329 = zext i1 %t111 to i32, !dbg !237
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !237
  %64 = and i32 %.330, 1, !dbg !237
  %.331 = icmp ne i32 %64, 0, !dbg !237
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !237
  %t114 = icmp slt i32 %.1, 30, !dbg !237
  %t115 = and i1 %t114, %t113, !dbg !237
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !237
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !237
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !237
  br i1 %65, label %b41, label %b43, !dbg !237

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !238
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !238
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !238
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !238
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !238
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %70 = fsub <2 x float> %69, %shift30, !dbg !238
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !238
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !238
  %.340 = and i32 %.339, 2147483647, !dbg !238
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !238
  %.342 = lshr i32 %.339, 16, !dbg !238
  %.343 = and i32 %.342, 1, !dbg !238
  %.344 = add i32 %.339, 32767, !dbg !238
  %.345 = add i32 %.344, %.343, !dbg !238
  %.346 = lshr i32 %.345, 16, !dbg !238
  %.348 = or i32 %.342, 64, !dbg !238
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !238
  %.350 = trunc i32 %.349 to i16, !dbg !238
  br label %b43, !dbg !237

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !237
  %.356 = icmp ult i32 %.149, 63, !dbg !237
  %.358 = and i64 %.355, 63, !dbg !237
  %71 = shl nuw i64 1, %.358, !dbg !237
  %72 = and i64 %71, %.153, !dbg !237
  %.360 = icmp ne i64 %72, 0, !dbg !237
  %.361 = and i1 %.356, %.360, !dbg !237
  %.362 = trunc i64 %.355 to i32, !dbg !237
  %.363 = shl i32 %.362, 2, !dbg !237
  %.364 = zext i16 %t118 to i32, !dbg !237
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !237
  %.366 = trunc i32 %.365 to i16, !dbg !237
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !237
  %.380 = zext i1 %t119 to i32, !dbg !237
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !237
  %73 = and i32 %.381, 1, !dbg !237
  %.382 = icmp ne i32 %73, 0, !dbg !237
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !237
  %t122 = icmp slt i32 %.1, 31, !dbg !237
  %t123 = and i1 %t122, %t121, !dbg !237
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !237
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !237
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !237
  br i1 %74, label %b45, label %b48, !dbg !237

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !238
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !238
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !238
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !238
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !238
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !238
  %79 = fsub <2 x float> %78, %shift31, !dbg !238
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !238
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !238
  %.391 = and i32 %.390, 2147483647, !dbg !238
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !238
  %.393 = lshr i32 %.390, 16, !dbg !238
  %.394 = and i32 %.393, 1, !dbg !238
  %.395 = add i32 %.390, 32767, !dbg !238
  %.396 = add i32 %.395, %.394, !dbg !238
  %.397 = lshr i32 %.396, 16, !dbg !238
  %.399 = or i32 %.393, 64, !dbg !238
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !238
  %.401 = trunc i32 %.400 to i16, !dbg !238
  br label %b48, !dbg !237

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !237
  %t131 = and i1 %t130, %t129, !dbg !237
  br i1 %t131, label %b49, label %b50, !dbg !237

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !237
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !237
  br label %b50, !dbg !237

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !237
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !239 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !240
  %t3 = sext i32 %.2 to i64, !dbg !240
  %t4 = icmp slt i64 %t3, %a0, !dbg !240
  br i1 %t4, label %b1, label %b5, !dbg !240

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !240
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !240, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !240
  %t1013 = icmp slt i64 %t812, %a0, !dbg !240
  br i1 %t1013, label %b3, label %b5, !dbg !240

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !240
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !240, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !241
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !241
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !241
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !241
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !241
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %5 = fsub <2 x float> %4, %shift, !dbg !241
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !241
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !241
  %.13 = and i32 %.12, 2147483647, !dbg !241
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !241
  %.15 = lshr i32 %.12, 16, !dbg !241
  %.16 = and i32 %.15, 1, !dbg !241
  %.17 = add i32 %.12, 32767, !dbg !241
  %.18 = add i32 %.17, %.16, !dbg !241
  %.19 = lshr i32 %.18, 16, !dbg !241
  %.21 = or i32 %.15, 64, !dbg !241
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !241
  %.23 = trunc i32 %.22 to i16, !dbg !241
  %t8 = add i64 %t815, 256, !dbg !240
  %t10 = icmp slt i64 %t8, %a0, !dbg !240
  br i1 %t10, label %b3, label %b5, !dbg !240

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %.2, !dbg !240
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !240
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %.2, !dbg !240
  %.24 = zext i1 %t4 to i8, !dbg !240
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !240
  fence syncscope("workgroup") release, !dbg !240
  tail call void @llvm.amdgcn.s.barrier(), !dbg !240
  fence syncscope("workgroup") acquire, !dbg !240
  %t18 = icmp slt i32 %.2, 128, !dbg !240
  br i1 %t18, label %b6, label %b11, !dbg !240

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !240
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t19, !dbg !240
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !240
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t19, !dbg !240
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !240
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !240
  %t4.not = xor i1 %t4, true, !dbg !240
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !240
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !240
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !240
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !240
  br i1 %brmerge, label %b10, label %b8, !dbg !240

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !241
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !241
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !241
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !241
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !241
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %11 = fsub <2 x float> %10, %shift16, !dbg !241
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !241
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !241
  %.36 = and i32 %.35, 2147483647, !dbg !241
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !241
  %.38 = lshr i32 %.35, 16, !dbg !241
  %.39 = and i32 %.38, 1, !dbg !241
  %.40 = add i32 %.35, 32767, !dbg !241
  %.41 = add i32 %.40, %.39, !dbg !241
  %.42 = lshr i32 %.41, 16, !dbg !241
  %.44 = or i32 %.38, 64, !dbg !241
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !241
  %.46 = trunc i32 %.45 to i16, !dbg !241
  br label %b10, !dbg !240

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !240
  %.47 = zext i1 %t27 to i8, !dbg !240
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !240
  br label %b11, !dbg !240

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !240
  tail call void @llvm.amdgcn.s.barrier(), !dbg !240
  fence syncscope("workgroup") acquire, !dbg !240
  %t30 = icmp slt i32 %.2, 64, !dbg !240
  br i1 %t30, label %b12, label %b17, !dbg !240

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !240
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t31, !dbg !240
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !240
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t31, !dbg !240
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !240
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !240
  %t29.not = xor i1 %t29, true, !dbg !240
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !240
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !240
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !240
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !240
  br i1 %brmerge1, label %b16, label %b14, !dbg !240

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !241
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !241
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !241
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !241
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !241
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %17 = fsub <2 x float> %16, %shift17, !dbg !241
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !241
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !241
  %.59 = and i32 %.58, 2147483647, !dbg !241
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !241
  %.61 = lshr i32 %.58, 16, !dbg !241
  %.62 = and i32 %.61, 1, !dbg !241
  %.63 = add i32 %.58, 32767, !dbg !241
  %.64 = add i32 %.63, %.62, !dbg !241
  %.65 = lshr i32 %.64, 16, !dbg !241
  %.67 = or i32 %.61, 64, !dbg !241
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !241
  %.69 = trunc i32 %.68 to i16, !dbg !241
  br label %b16, !dbg !240

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !240
  %.70 = zext i1 %t39 to i8, !dbg !240
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !240
  br label %b17, !dbg !240

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !240
  tail call void @llvm.amdgcn.s.barrier(), !dbg !240
  fence syncscope("workgroup") acquire, !dbg !240
  %t42 = icmp slt i32 %.2, 32, !dbg !240
  br i1 %t42, label %b18, label %b23, !dbg !240

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !240
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.0, i32 %t43, !dbg !240
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !240
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2.shared.1, i32 %t43, !dbg !240
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !240
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !240
  %t41.not = xor i1 %t41, true, !dbg !240
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !240
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !240
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !240
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !240
  br i1 %brmerge2, label %b23, label %b20, !dbg !240

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !241
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !241
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !241
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !241
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !241
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %23 = fsub <2 x float> %22, %shift18, !dbg !241
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !241
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !241
  %.82 = and i32 %.81, 2147483647, !dbg !241
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !241
  %.84 = lshr i32 %.81, 16, !dbg !241
  %.85 = and i32 %.84, 1, !dbg !241
  %.86 = add i32 %.81, 32767, !dbg !241
  %.87 = add i32 %.86, %.85, !dbg !241
  %.88 = lshr i32 %.87, 16, !dbg !241
  %.90 = or i32 %.84, 64, !dbg !241
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !241
  %.92 = trunc i32 %.91 to i16, !dbg !241
  br label %b23, !dbg !240

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !240

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !240
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !240
  %.96 = zext i32 %.95 to i64, !dbg !240
  %.97 = add nuw nsw i64 %.96, 16, !dbg !240
  %.98 = icmp ult i32 %.95, 48, !dbg !240
  %.99 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !240
  %.100 = and i64 %.97, 63, !dbg !240
  %24 = shl nuw i64 1, %.100, !dbg !240
  %25 = and i64 %24, %.99, !dbg !240
  %.102 = icmp ne i64 %25, 0, !dbg !240
  %.103 = and i1 %.98, %.102, !dbg !240
  %.104 = trunc i64 %.97 to i32, !dbg !240
  %.105 = shl i32 %.104, 2, !dbg !240
  %.106 = zext i16 %t52 to i32, !dbg !240
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !240
  %.108 = trunc i32 %.107 to i16, !dbg !240
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !240
  %.122 = zext i1 %t53 to i32, !dbg !240
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !240
  %26 = and i32 %.123, 1, !dbg !240
  %.124 = icmp ne i32 %26, 0, !dbg !240
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !240
  %t56 = icmp slt i32 %.2, 16, !dbg !240
  %t57 = and i1 %t56, %t55, !dbg !240
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !240
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !240
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !240
  br i1 %27, label %b26, label %b28, !dbg !240

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !241
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !241
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !241
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !241
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !241
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %32 = fsub <2 x float> %31, %shift19, !dbg !241
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !241
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !241
  %.133 = and i32 %.132, 2147483647, !dbg !241
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !241
  %.135 = lshr i32 %.132, 16, !dbg !241
  %.136 = and i32 %.135, 1, !dbg !241
  %.137 = add i32 %.132, 32767, !dbg !241
  %.138 = add i32 %.137, %.136, !dbg !241
  %.139 = lshr i32 %.138, 16, !dbg !241
  %.141 = or i32 %.135, 64, !dbg !241
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !241
  %.143 = trunc i32 %.142 to i16, !dbg !241
  br label %b28, !dbg !240

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !240
  %.149 = icmp ult i32 %.95, 56, !dbg !240
  %.151 = and i64 %.148, 63, !dbg !240
  %33 = shl nuw i64 1, %.151, !dbg !240
  %34 = and i64 %33, %.99, !dbg !240
  %.153 = icmp ne i64 %34, 0, !dbg !240
  %.154 = and i1 %.149, %.153, !dbg !240
  %.155 = trunc i64 %.148 to i32, !dbg !240
  %.156 = shl i32 %.155, 2, !dbg !240
  %.157 = zext i16 %t60 to i32, !dbg !240
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !240
  %.159 = trunc i32 %.158 to i16, !dbg !240
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !240
  %.173 = zext i1 %t61 to i32, !dbg !240
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !240
  %35 = and i32 %.174, 1, !dbg !240
  %.175 = icmp ne i32 %35, 0, !dbg !240
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !240
  %t64 = icmp slt i32 %.2, 24, !dbg !240
  %t65 = and i1 %t64, %t63, !dbg !240
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !240
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !240
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !240
  br i1 %36, label %b30, label %b32, !dbg !240

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !241
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !241
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !241
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !241
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !241
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %41 = fsub <2 x float> %40, %shift20, !dbg !241
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !241
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !241
  %.184 = and i32 %.183, 2147483647, !dbg !241
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !241
  %.186 = lshr i32 %.183, 16, !dbg !241
  %.187 = and i32 %.186, 1, !dbg !241
  %.188 = add i32 %.183, 32767, !dbg !241
  %.189 = add i32 %.188, %.187, !dbg !241
  %.190 = lshr i32 %.189, 16, !dbg !241
  %.192 = or i32 %.186, 64, !dbg !241
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !241
  %.194 = trunc i32 %.193 to i16, !dbg !241
  br label %b32, !dbg !240

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !240
  %.200 = icmp ult i32 %.95, 60, !dbg !240
  %.202 = and i64 %.199, 63, !dbg !240
  %42 = shl nuw i64 1, %.202, !dbg !240
  %43 = and i64 %42, %.99, !dbg !240
  %.204 = icmp ne i64 %43, 0, !dbg !240
  %.205 = and i1 %.200, %.204, !dbg !240
  %.206 = trunc i64 %.199 to i32, !dbg !240
  %.207 = shl i32 %.206, 2, !dbg !240
  %.208 = zext i16 %t68 to i32, !dbg !240
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !240
  %.210 = trunc i32 %.209 to i16, !dbg !240
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !240
  %.224 = zext i1 %t69 to i32, !dbg !240
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !240
  %44 = and i32 %.225, 1, !dbg !240
  %.226 = icmp ne i32 %44, 0, !dbg !240
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !240
  %t72 = icmp slt i32 %.2, 28, !dbg !240
  %t73 = and i1 %t72, %t71, !dbg !240
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !240
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !240
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !240
  br i1 %45, label %b34, label %b36, !dbg !240

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !241
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !241
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !241
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !241
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !241
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %50 = fsub <2 x float> %49, %shift21, !dbg !241
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !241
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !241
  %.235 = and i32 %.234, 2147483647, !dbg !241
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !241
  %.237 = lshr i32 %.234, 16, !dbg !241
  %.238 = and i32 %.237, 1, !dbg !241
  %.239 = add i32 %.234, 32767, !dbg !241
  %.240 = add i32 %.239, %.238, !dbg !241
  %.241 = lshr i32 %.240, 16, !dbg !241
  %.243 = or i32 %.237, 64, !dbg !241
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !241
  %.245 = trunc i32 %.244 to i16, !dbg !241
  br label %b36, !dbg !240

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !240
  %.251 = icmp ult i32 %.95, 62, !dbg !240
  %.253 = and i64 %.250, 63, !dbg !240
  %51 = shl nuw i64 1, %.253, !dbg !240
  %52 = and i64 %51, %.99, !dbg !240
  %.255 = icmp ne i64 %52, 0, !dbg !240
  %.256 = and i1 %.251, %.255, !dbg !240
  %.257 = trunc i64 %.250 to i32, !dbg !240
  %.258 = shl i32 %.257, 2, !dbg !240
  %.259 = zext i16 %t76 to i32, !dbg !240
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !240
  %.261 = trunc i32 %.260 to i16, !dbg !240
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !240
  %.275 = zext i1 %t77 to i32, !dbg !240
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !240
  %53 = and i32 %.276, 1, !dbg !240
  %.277 = icmp ne i32 %53, 0, !dbg !240
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !240
  %t80 = icmp slt i32 %.2, 30, !dbg !240
  %t81 = and i1 %t80, %t79, !dbg !240
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !240
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !240
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !240
  br i1 %54, label %b38, label %b40, !dbg !240

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !241
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !241
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !241
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !241
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !241
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %59 = fsub <2 x float> %58, %shift22, !dbg !241
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !241
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !241
  %.286 = and i32 %.285, 2147483647, !dbg !241
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !241
  %.288 = lshr i32 %.285, 16, !dbg !241
  %.289 = and i32 %.288, 1, !dbg !241
  %.290 = add i32 %.285, 32767, !dbg !241
  %.291 = add i32 %.290, %.289, !dbg !241
  %.292 = lshr i32 %.291, 16, !dbg !241
  %.294 = or i32 %.288, 64, !dbg !241
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !241
  %.296 = trunc i32 %.295 to i16, !dbg !241
  br label %b40, !dbg !240

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !240
  %.302 = icmp ult i32 %.95, 63, !dbg !240
  %.304 = and i64 %.301, 63, !dbg !240
  %60 = shl nuw i64 1, %.304, !dbg !240
  %61 = and i64 %60, %.99, !dbg !240
  %.306 = icmp ne i64 %61, 0, !dbg !240
  %.307 = and i1 %.302, %.306, !dbg !240
  %.308 = trunc i64 %.301 to i32, !dbg !240
  %.309 = shl i32 %.308, 2, !dbg !240
  %.310 = zext i16 %t84 to i32, !dbg !240
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !240
  %.312 = trunc i32 %.311 to i16, !dbg !240
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !240
  %.326 = zext i1 %t85 to i32, !dbg !240
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !240
  %62 = and i32 %.327, 1, !dbg !240
  %.328 = icmp ne i32 %62, 0, !dbg !240
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !240
  %t88 = icmp slt i32 %.2, 31, !dbg !240
  %t89 = and i1 %t88, %t87, !dbg !240
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !240
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !240
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !240
  br i1 %63, label %b42, label %b45, !dbg !240

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !241
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !241
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !241
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !241
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !241
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %68 = fsub <2 x float> %67, %shift23, !dbg !241
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !241
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !241
  %.337 = and i32 %.336, 2147483647, !dbg !241
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !241
  %.339 = lshr i32 %.336, 16, !dbg !241
  %.340 = and i32 %.339, 1, !dbg !241
  %.341 = add i32 %.336, 32767, !dbg !241
  %.342 = add i32 %.341, %.340, !dbg !241
  %.343 = lshr i32 %.342, 16, !dbg !241
  %.345 = or i32 %.339, 64, !dbg !241
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !241
  %.347 = trunc i32 %.346 to i16, !dbg !241
  br label %b45, !dbg !240

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !240
  br i1 %t96, label %b46, label %b52, !dbg !240

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !240
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !240
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !240
  br i1 %69, label %b48, label %b50, !dbg !240

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !241
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !241
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !241
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !241
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !241
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !241
  %75 = fsub <2 x float> %74, %shift24, !dbg !241
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !241
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !241
  %.356 = and i32 %.355, 2147483647, !dbg !241
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !241
  %.358 = lshr i32 %.355, 16, !dbg !241
  %.359 = and i32 %.358, 1, !dbg !241
  %.360 = add i32 %.355, 32767, !dbg !241
  %.361 = add i32 %.360, %.359, !dbg !241
  %.362 = lshr i32 %.361, 16, !dbg !241
  %.364 = or i32 %.358, 64, !dbg !241
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !241
  %.366 = trunc i32 %.365 to i16, !dbg !241
  br label %b50, !dbg !240

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !240

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !240
  br label %b52, !dbg !240

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !240
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !242 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !243
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !243
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !243
  %t3 = sext i32 %.1 to i64, !dbg !243
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !243
  %t5 = sext i32 %.2 to i64, !dbg !243
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !243
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !243
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !243, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !243
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !243
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !243, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !243
  %.15 = add i32 %.14, %.9, !dbg !243
  %.16 = udiv i32 %.15, %.6, !dbg !243
  %t9 = sext i32 %.16 to i64, !dbg !243
  %t10 = mul nsw i64 %t7, %t5, !dbg !243
  %t11 = add nsw i64 %t10, %t3, !dbg !243
  %t12 = mul nsw i64 %t9, %t7, !dbg !243
  %t141 = icmp slt i64 %t11, %a0, !dbg !243
  br i1 %t141, label %b2, label %b7, !dbg !243

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !243

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !243
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !243
  br label %b4, !dbg !243

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !243

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !243
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !243
  br label %b6, !dbg !243

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !244
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !244
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !244
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !244
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !244
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !244
  %5 = fmul <2 x float> %shift, %4, !dbg !244
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !244
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !244
  %.27 = and i32 %.26, 2147483647, !dbg !244
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !244
  %.29 = lshr i32 %.26, 16, !dbg !244
  %.30 = and i32 %.29, 1, !dbg !244
  %.31 = add i32 %.26, 32767, !dbg !244
  %.32 = add i32 %.31, %.30, !dbg !244
  %.33 = lshr i32 %.32, 16, !dbg !244
  %.35 = or i32 %.29, 64, !dbg !244
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !244
  %.37 = trunc i32 %.36 to i16, !dbg !244
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t132, !dbg !243
  store i16 %.37, ptr addrspace(1) %t22, align 2, !dbg !243
  %t23 = add i64 %t132, %t12, !dbg !243
  %t14 = icmp slt i64 %t23, %a0, !dbg !243
  br i1 %t14, label %b2, label %b7, !dbg !243

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !243
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !245 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !246
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !246
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !246
  %t3 = sext i32 %.1 to i64, !dbg !246
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !246
  %t5 = sext i32 %.2 to i64, !dbg !246
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !246
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !246
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !246, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !246
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !246
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !246, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !246
  %.15 = add i32 %.14, %.9, !dbg !246
  %.16 = udiv i32 %.15, %.6, !dbg !246
  %t9 = sext i32 %.16 to i64, !dbg !246
  %t10 = mul nsw i64 %t7, %t5, !dbg !246
  %t11 = add nsw i64 %t10, %t3, !dbg !246
  %t12 = mul nsw i64 %t9, %t7, !dbg !246
  %t13 = icmp sgt i64 %a1, 7, !dbg !246
  %t15 = icmp sgt i64 %a1, 6, !dbg !246
  %t17 = icmp sgt i64 %a1, 5, !dbg !246
  %t19 = icmp sgt i64 %a1, 4, !dbg !246
  %t21 = icmp sgt i64 %a1, 3, !dbg !246
  %t23 = icmp sgt i64 %a1, 2, !dbg !246
  %t25 = icmp sgt i64 %a1, 1, !dbg !246
  %t27 = icmp sgt i64 %a1, 0, !dbg !246
  %t291 = icmp slt i64 %t11, %a0, !dbg !246
  br i1 %t291, label %b2, label %b23, !dbg !246

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !246

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !246
  %t33 = mul i64 %t31, %a9, !dbg !246
  %t34 = sub nuw i64 %t282, %t33, !dbg !246
  %t35 = mul i64 %t34, %a19, !dbg !246
  %t36 = mul i64 %t34, %a29, !dbg !246
  %t37 = mul i64 %t34, %a38, !dbg !246
  br label %b4, !dbg !246

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !246

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !246
  %t45 = mul i64 %t43, %a8, !dbg !246
  %t46 = sub i64 %t38, %t45, !dbg !246
  %t47 = mul i64 %t46, %a18, !dbg !246
  %t48 = add i64 %t47, %t39, !dbg !246
  %t49 = mul i64 %t46, %a28, !dbg !246
  %t50 = add i64 %t49, %t40, !dbg !246
  %t51 = mul i64 %t46, %a37, !dbg !246
  %t52 = add i64 %t51, %t41, !dbg !246
  br label %b6, !dbg !246

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !246

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !246
  %t60 = mul i64 %t58, %a7, !dbg !246
  %t61 = sub i64 %t53, %t60, !dbg !246
  %t62 = mul i64 %t61, %a17, !dbg !246
  %t63 = add i64 %t62, %t54, !dbg !246
  %t64 = mul i64 %t61, %a27, !dbg !246
  %t65 = add i64 %t64, %t55, !dbg !246
  %t66 = mul i64 %t61, %a36, !dbg !246
  %t67 = add i64 %t66, %t56, !dbg !246
  br label %b8, !dbg !246

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !246

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !246
  %t75 = mul i64 %t73, %a6, !dbg !246
  %t76 = sub i64 %t68, %t75, !dbg !246
  %t77 = mul i64 %t76, %a16, !dbg !246
  %t78 = add i64 %t77, %t69, !dbg !246
  %t79 = mul i64 %t76, %a26, !dbg !246
  %t80 = add i64 %t79, %t70, !dbg !246
  %t81 = mul i64 %t76, %a35, !dbg !246
  %t82 = add i64 %t81, %t71, !dbg !246
  br label %b10, !dbg !246

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !246

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !246
  %t90 = mul i64 %t88, %a5, !dbg !246
  %t91 = sub i64 %t83, %t90, !dbg !246
  %t92 = mul i64 %t91, %a15, !dbg !246
  %t93 = add i64 %t92, %t84, !dbg !246
  %t94 = mul i64 %t91, %a25, !dbg !246
  %t95 = add i64 %t94, %t85, !dbg !246
  %t96 = mul i64 %t91, %a34, !dbg !246
  %t97 = add i64 %t96, %t86, !dbg !246
  br label %b12, !dbg !246

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !246

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !246
  %t105 = mul i64 %t103, %a4, !dbg !246
  %t106 = sub i64 %t98, %t105, !dbg !246
  %t107 = mul i64 %t106, %a14, !dbg !246
  %t108 = add i64 %t107, %t99, !dbg !246
  %t109 = mul i64 %t106, %a24, !dbg !246
  %t110 = add i64 %t109, %t100, !dbg !246
  %t111 = mul i64 %t106, %a33, !dbg !246
  %t112 = add i64 %t111, %t101, !dbg !246
  br label %b14, !dbg !246

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !246

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !246
  %t120 = mul i64 %t118, %a3, !dbg !246
  %t121 = sub i64 %t113, %t120, !dbg !246
  %t122 = mul i64 %t121, %a13, !dbg !246
  %t123 = add i64 %t122, %t114, !dbg !246
  %t124 = mul i64 %t121, %a23, !dbg !246
  %t125 = add i64 %t124, %t115, !dbg !246
  %t126 = mul i64 %t121, %a32, !dbg !246
  %t127 = add i64 %t126, %t116, !dbg !246
  br label %b16, !dbg !246

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !246

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !246
  %t133 = add i64 %t129, %t132, !dbg !246
  %t134 = mul i64 %t128, %a22, !dbg !246
  %t135 = add i64 %t130, %t134, !dbg !246
  %t136 = mul i64 %t128, %a31, !dbg !246
  %t137 = add i64 %t131, %t136, !dbg !246
  br label %b18, !dbg !246

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !246

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !246
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !246
  br label %b20, !dbg !246

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !246

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !246
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !246
  br label %b22, !dbg !246

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !247
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !247
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !247
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !247
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !247
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !247
  %5 = fmul <2 x float> %shift, %4, !dbg !247
  %bc = bitcast <2 x float> %5 to <2 x i32>, !dbg !247
  %.26 = extractelement <2 x i32> %bc, i64 0, !dbg !247
  %.27 = and i32 %.26, 2147483647, !dbg !247
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !247
  %.29 = lshr i32 %.26, 16, !dbg !247
  %.30 = and i32 %.29, 1, !dbg !247
  %.31 = add i32 %.26, 32767, !dbg !247
  %.32 = add i32 %.31, %.30, !dbg !247
  %.33 = lshr i32 %.32, 16, !dbg !247
  %.35 = or i32 %.29, 64, !dbg !247
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !247
  %.37 = trunc i32 %.36 to i16, !dbg !247
  %t148 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !246
  store i16 %.37, ptr addrspace(1) %t148, align 2, !dbg !246
  %t149 = add i64 %t282, %t12, !dbg !246
  %t29 = icmp slt i64 %t149, %a0, !dbg !246
  br i1 %t29, label %b2, label %b23, !dbg !246

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !246
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !248 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !249
  %t3 = sext i32 %.1 to i64, !dbg !249
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !249
  %t5 = sext i32 %.2 to i64, !dbg !249
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !249
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !249
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !249, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !249
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !249
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !249, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !249
  %.15 = add i32 %.14, %.9, !dbg !249
  %.16 = udiv i32 %.15, %.6, !dbg !249
  %t9 = sext i32 %.16 to i64, !dbg !249
  %t10 = mul nsw i64 %t7, %t5, !dbg !249
  %t11 = add nsw i64 %t10, %t3, !dbg !249
  %t12 = mul nsw i64 %t9, %t7, !dbg !249
  %t13 = shl nsw i64 %t12, 1, !dbg !249
  %t14 = icmp slt i64 %t11, %a0, !dbg !249
  br i1 %t14, label %b1, label %b8, !dbg !249

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !249
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !249
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !249, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !249
  %t19 = sub i64 %a0, %t12, !dbg !249
  %t22 = mul i64 %t13, %a2, !dbg !249
  %t23 = mul i64 %t12, %a2, !dbg !249
  %t3111 = icmp slt i64 %t18, %t19, !dbg !249
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !249

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !249
  %t24 = add i64 %t20, %t23, !dbg !249
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !249
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !249
  br label %b3, !dbg !249

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !249
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !249
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !250
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !250
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !250
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !250
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !250
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %5 = fmul <2 x float> %shift, %4, !dbg !250
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !250
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !250
  %.28 = and i32 %.27, 2147483647, !dbg !250
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !250
  %.30 = lshr i32 %.27, 16, !dbg !250
  %.31 = and i32 %.30, 1, !dbg !250
  %.32 = add i32 %.27, 32767, !dbg !250
  %.33 = add i32 %.32, %.31, !dbg !250
  %.34 = lshr i32 %.33, 16, !dbg !250
  %.36 = or i32 %.30, 64, !dbg !250
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !250
  %.42 = zext i16 %.19 to i32, !dbg !250
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !250
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !250
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !250
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !250
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %10 = fmul <2 x float> %shift22, %9, !dbg !250
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !250
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !250
  %.47 = and i32 %.46, 2147483647, !dbg !250
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !250
  %.49 = lshr i32 %.46, 16, !dbg !250
  %.50 = and i32 %.49, 1, !dbg !250
  %.51 = add i32 %.46, 32767, !dbg !250
  %.52 = add i32 %.51, %.50, !dbg !250
  %.53 = lshr i32 %.52, 16, !dbg !250
  %.55 = or i32 %.49, 64, !dbg !250
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !250
  %.57 = trunc i32 %.56 to i16, !dbg !250
  %t36 = add i64 %t2814, %t13, !dbg !249
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !249
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !249
  %t31 = icmp slt i64 %t36, %t19, !dbg !249
  br i1 %t31, label %b3, label %b4, !dbg !249

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !249
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !249

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !249
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !249
  br label %b6, !dbg !249

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !249
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !250
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !250
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !250
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !250
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !250
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %16 = fmul <2 x float> %shift23, %15, !dbg !250
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !250
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !250
  %.67 = and i32 %.66, 2147483647, !dbg !250
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !250
  %.69 = lshr i32 %.66, 16, !dbg !250
  %.70 = and i32 %.69, 1, !dbg !250
  %.71 = add i32 %.66, 32767, !dbg !250
  %.72 = add i32 %.71, %.70, !dbg !250
  %.73 = lshr i32 %.72, 16, !dbg !250
  %.75 = or i32 %.69, 64, !dbg !250
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !250
  %.77 = trunc i32 %.76 to i16, !dbg !250
  %t47 = add i64 %t4219, %t12, !dbg !249
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !249
  %t44 = icmp slt i64 %t47, %a0, !dbg !249
  br i1 %t44, label %b6, label %b8, !dbg !249

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %.1, !dbg !249
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !249
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %.1, !dbg !249
  %.78 = zext i1 %t14 to i8, !dbg !249
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !249
  fence syncscope("workgroup") release, !dbg !249
  tail call void @llvm.amdgcn.s.barrier(), !dbg !249
  fence syncscope("workgroup") acquire, !dbg !249
  %t52 = icmp slt i32 %.1, 128, !dbg !249
  br i1 %t52, label %b9, label %b14, !dbg !249

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !249
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t53, !dbg !249
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !249
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t53, !dbg !249
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !249
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !249
  %t14.not = xor i1 %t14, true, !dbg !249
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !249
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !249
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !249
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !249
  br i1 %brmerge, label %b13, label %b11, !dbg !249

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !250
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !250
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !250
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !250
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !250
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %22 = fmul <2 x float> %shift24, %21, !dbg !250
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !250
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !250
  %.90 = and i32 %.89, 2147483647, !dbg !250
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !250
  %.92 = lshr i32 %.89, 16, !dbg !250
  %.93 = and i32 %.92, 1, !dbg !250
  %.94 = add i32 %.89, 32767, !dbg !250
  %.95 = add i32 %.94, %.93, !dbg !250
  %.96 = lshr i32 %.95, 16, !dbg !250
  %.98 = or i32 %.92, 64, !dbg !250
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !250
  %.100 = trunc i32 %.99 to i16, !dbg !250
  br label %b13, !dbg !249

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !249
  %.101 = zext i1 %t61 to i8, !dbg !249
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !249
  br label %b14, !dbg !249

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !249
  tail call void @llvm.amdgcn.s.barrier(), !dbg !249
  fence syncscope("workgroup") acquire, !dbg !249
  %t64 = icmp slt i32 %.1, 64, !dbg !249
  br i1 %t64, label %b15, label %b20, !dbg !249

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !249
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t65, !dbg !249
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !249
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t65, !dbg !249
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !249
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !249
  %t63.not = xor i1 %t63, true, !dbg !249
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !249
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !249
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !249
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !249
  br i1 %brmerge1, label %b19, label %b17, !dbg !249

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !250
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !250
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !250
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !250
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !250
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %28 = fmul <2 x float> %shift25, %27, !dbg !250
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !250
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !250
  %.113 = and i32 %.112, 2147483647, !dbg !250
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !250
  %.115 = lshr i32 %.112, 16, !dbg !250
  %.116 = and i32 %.115, 1, !dbg !250
  %.117 = add i32 %.112, 32767, !dbg !250
  %.118 = add i32 %.117, %.116, !dbg !250
  %.119 = lshr i32 %.118, 16, !dbg !250
  %.121 = or i32 %.115, 64, !dbg !250
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !250
  %.123 = trunc i32 %.122 to i16, !dbg !250
  br label %b19, !dbg !249

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !249
  %.124 = zext i1 %t73 to i8, !dbg !249
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !249
  br label %b20, !dbg !249

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !249
  tail call void @llvm.amdgcn.s.barrier(), !dbg !249
  fence syncscope("workgroup") acquire, !dbg !249
  %t76 = icmp slt i32 %.1, 32, !dbg !249
  br i1 %t76, label %b21, label %b26, !dbg !249

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !249
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.0, i32 %t77, !dbg !249
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !249
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1.shared.1, i32 %t77, !dbg !249
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !249
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !249
  %t75.not = xor i1 %t75, true, !dbg !249
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !249
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !249
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !249
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !249
  br i1 %brmerge2, label %b26, label %b23, !dbg !249

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !250
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !250
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !250
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !250
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !250
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %34 = fmul <2 x float> %shift26, %33, !dbg !250
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !250
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !250
  %.136 = and i32 %.135, 2147483647, !dbg !250
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !250
  %.138 = lshr i32 %.135, 16, !dbg !250
  %.139 = and i32 %.138, 1, !dbg !250
  %.140 = add i32 %.135, 32767, !dbg !250
  %.141 = add i32 %.140, %.139, !dbg !250
  %.142 = lshr i32 %.141, 16, !dbg !250
  %.144 = or i32 %.138, 64, !dbg !250
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !250
  %.146 = trunc i32 %.145 to i16, !dbg !250
  br label %b26, !dbg !249

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !249

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !249
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !249
  %.150 = zext i32 %.149 to i64, !dbg !249
  %.151 = add nuw nsw i64 %.150, 16, !dbg !249
  %.152 = icmp ult i32 %.149, 48, !dbg !249
  %.153 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !249
  %.154 = and i64 %.151, 63, !dbg !249
  %35 = shl nuw i64 1, %.154, !dbg !249
  %36 = and i64 %35, %.153, !dbg !249
  %.156 = icmp ne i64 %36, 0, !dbg !249
  %.157 = and i1 %.152, %.156, !dbg !249
  %.158 = trunc i64 %.151 to i32, !dbg !249
  %.159 = shl i32 %.158, 2, !dbg !249
  %.160 = zext i16 %t86 to i32, !dbg !249
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !249
  %.162 = trunc i32 %.161 to i16, !dbg !249
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !249
  %.176 = zext i1 %t87 to i32, !dbg !249
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !249
  %37 = and i32 %.177, 1, !dbg !249
  %.178 = icmp ne i32 %37, 0, !dbg !249
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !249
  %t90 = icmp slt i32 %.1, 16, !dbg !249
  %t91 = and i1 %t90, %t89, !dbg !249
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !249
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !249
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !249
  br i1 %38, label %b29, label %b31, !dbg !249

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !250
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !250
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !250
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !250
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !250
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %43 = fmul <2 x float> %shift27, %42, !dbg !250
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !250
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !250
  %.187 = and i32 %.186, 2147483647, !dbg !250
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !250
  %.189 = lshr i32 %.186, 16, !dbg !250
  %.190 = and i32 %.189, 1, !dbg !250
  %.191 = add i32 %.186, 32767, !dbg !250
  %.192 = add i32 %.191, %.190, !dbg !250
  %.193 = lshr i32 %.192, 16, !dbg !250
  %.195 = or i32 %.189, 64, !dbg !250
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !250
  %.197 = trunc i32 %.196 to i16, !dbg !250
  br label %b31, !dbg !249

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !249
  %.203 = icmp ult i32 %.149, 56, !dbg !249
  %.205 = and i64 %.202, 63, !dbg !249
  %44 = shl nuw i64 1, %.205, !dbg !249
  %45 = and i64 %44, %.153, !dbg !249
  %.207 = icmp ne i64 %45, 0, !dbg !249
  %.208 = and i1 %.203, %.207, !dbg !249
  %.209 = trunc i64 %.202 to i32, !dbg !249
  %.210 = shl i32 %.209, 2, !dbg !249
  %.211 = zext i16 %t94 to i32, !dbg !249
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !249
  %.213 = trunc i32 %.212 to i16, !dbg !249
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !249
  %.227 = zext i1 %t95 to i32, !dbg !249
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !249
  %46 = and i32 %.228, 1, !dbg !249
  %.229 = icmp ne i32 %46, 0, !dbg !249
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !249
  %t98 = icmp slt i32 %.1, 24, !dbg !249
  %t99 = and i1 %t98, %t97, !dbg !249
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !249
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !249
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !249
  br i1 %47, label %b33, label %b35, !dbg !249

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !250
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !250
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !250
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !250
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !250
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %52 = fmul <2 x float> %shift28, %51, !dbg !250
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !250
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !250
  %.238 = and i32 %.237, 2147483647, !dbg !250
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !250
  %.240 = lshr i32 %.237, 16, !dbg !250
  %.241 = and i32 %.240, 1, !dbg !250
  %.242 = add i32 %.237, 32767, !dbg !250
  %.243 = add i32 %.242, %.241, !dbg !250
  %.244 = lshr i32 %.243, 16, !dbg !250
  %.246 = or i32 %.240, 64, !dbg !250
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !250
  %.248 = trunc i32 %.247 to i16, !dbg !250
  br label %b35, !dbg !249

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !249
  %.254 = icmp ult i32 %.149, 60, !dbg !249
  %.256 = and i64 %.253, 63, !dbg !249
  %53 = shl nuw i64 1, %.256, !dbg !249
  %54 = and i64 %53, %.153, !dbg !249
  %.258 = icmp ne i64 %54, 0, !dbg !249
  %.259 = and i1 %.254, %.258, !dbg !249
  %.260 = trunc i64 %.253 to i32, !dbg !249
  %.261 = shl i32 %.260, 2, !dbg !249
  %.262 = zext i16 %t102 to i32, !dbg !249
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !249
  %.264 = trunc i32 %.263 to i16, !dbg !249
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !249
  %.278 = zext i1 %t103 to i32, !dbg !249
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !249
  %55 = and i32 %.279, 1, !dbg !249
  %.280 = icmp ne i32 %55, 0, !dbg !249
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !249
  %t106 = icmp slt i32 %.1, 28, !dbg !249
  %t107 = and i1 %t106, %t105, !dbg !249
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !249
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !249
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !249
  br i1 %56, label %b37, label %b39, !dbg !249

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !250
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !250
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !250
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !250
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !250
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %61 = fmul <2 x float> %shift29, %60, !dbg !250
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !250
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !250
  %.289 = and i32 %.288, 2147483647, !dbg !250
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !250
  %.291 = lshr i32 %.288, 16, !dbg !250
  %.292 = and i32 %.291, 1, !dbg !250
  %.293 = add i32 %.288, 32767, !dbg !250
  %.294 = add i32 %.293, %.292, !dbg !250
  %.295 = lshr i32 %.294, 16, !dbg !250
  %.297 = or i32 %.291, 64, !dbg !250
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !250
  %.299 = trunc i32 %.298 to i16, !dbg !250
  br label %b39, !dbg !249

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !249
  %.305 = icmp ult i32 %.149, 62, !dbg !249
  %.307 = and i64 %.304, 63, !dbg !249
  %62 = shl nuw i64 1, %.307, !dbg !249
  %63 = and i64 %62, %.153, !dbg !249
  %.309 = icmp ne i64 %63, 0, !dbg !249
  %.310 = and i1 %.305, %.309, !dbg !249
  %.311 = trunc i64 %.304 to i32, !dbg !249
  %.312 = shl i32 %.311, 2, !dbg !249
  %.313 = zext i16 %t110 to i32, !dbg !249
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !249
  %.315 = trunc i32 %.314 to i16, !dbg !249
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !249
  %.329 = zext i1 %t111 to i32, !dbg !249
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !249
  %64 = and i32 %.330, 1, !dbg !249
  %.331 = icmp ne i32 %64, 0, !dbg !249
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !249
  %t114 = icmp slt i32 %.1, 30, !dbg !249
  %t115 = and i1 %t114, %t113, !dbg !249
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !249
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !249
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !249
  br i1 %65, label %b41, label %b43, !dbg !249

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !250
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !250
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !250
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !250
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !250
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %70 = fmul <2 x float> %shift30, %69, !dbg !250
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !250
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !250
  %.340 = and i32 %.339, 2147483647, !dbg !250
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !250
  %.342 = lshr i32 %.339, 16, !dbg !250
  %.343 = and i32 %.342, 1, !dbg !250
  %.344 = add i32 %.339, 32767, !dbg !250
  %.345 = add i32 %.344, %.343, !dbg !250
  %.346 = lshr i32 %.345, 16, !dbg !250
  %.348 = or i32 %.342, 64, !dbg !250
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !250
  %.350 = trunc i32 %.349 to i16, !dbg !250
  br label %b43, !dbg !249

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !249
  %.356 = icmp ult i32 %.149, 63, !dbg !249
  %.358 = and i64 %.355, 63, !dbg !249
  %71 = shl nuw i64 1, %.358, !dbg !249
  %72 = and i64 %71, %.153, !dbg !249
  %.360 = icmp ne i64 %72, 0, !dbg !249
  %.361 = and i1 %.356, %.360, !dbg !249
  %.362 = trunc i64 %.355 to i32, !dbg !249
  %.363 = shl i32 %.362, 2, !dbg !249
  %.364 = zext i16 %t118 to i32, !dbg !249
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !249
  %.366 = trunc i32 %.365 to i16, !dbg !249
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !249
  %.380 = zext i1 %t119 to i32, !dbg !249
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !249
  %73 = and i32 %.381, 1, !dbg !249
  %.382 = icmp ne i32 %73, 0, !dbg !249
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !249
  %t122 = icmp slt i32 %.1, 31, !dbg !249
  %t123 = and i1 %t122, %t121, !dbg !249
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !249
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !249
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !249
  br i1 %74, label %b45, label %b48, !dbg !249

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !250
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !250
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !250
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !250
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !250
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !250
  %79 = fmul <2 x float> %shift31, %78, !dbg !250
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !250
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !250
  %.391 = and i32 %.390, 2147483647, !dbg !250
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !250
  %.393 = lshr i32 %.390, 16, !dbg !250
  %.394 = and i32 %.393, 1, !dbg !250
  %.395 = add i32 %.390, 32767, !dbg !250
  %.396 = add i32 %.395, %.394, !dbg !250
  %.397 = lshr i32 %.396, 16, !dbg !250
  %.399 = or i32 %.393, 64, !dbg !250
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !250
  %.401 = trunc i32 %.400 to i16, !dbg !250
  br label %b48, !dbg !249

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !249
  %t131 = and i1 %t130, %t129, !dbg !249
  br i1 %t131, label %b49, label %b50, !dbg !249

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !249
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !249
  br label %b50, !dbg !249

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !249
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !251 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !252
  %t3 = sext i32 %.2 to i64, !dbg !252
  %t4 = icmp slt i64 %t3, %a0, !dbg !252
  br i1 %t4, label %b1, label %b5, !dbg !252

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !252
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !252, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !252
  %t1013 = icmp slt i64 %t812, %a0, !dbg !252
  br i1 %t1013, label %b3, label %b5, !dbg !252

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !252
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !252, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !253
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !253
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !253
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !253
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !253
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %5 = fmul <2 x float> %shift, %4, !dbg !253
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !253
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !253
  %.13 = and i32 %.12, 2147483647, !dbg !253
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !253
  %.15 = lshr i32 %.12, 16, !dbg !253
  %.16 = and i32 %.15, 1, !dbg !253
  %.17 = add i32 %.12, 32767, !dbg !253
  %.18 = add i32 %.17, %.16, !dbg !253
  %.19 = lshr i32 %.18, 16, !dbg !253
  %.21 = or i32 %.15, 64, !dbg !253
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !253
  %.23 = trunc i32 %.22 to i16, !dbg !253
  %t8 = add i64 %t815, 256, !dbg !252
  %t10 = icmp slt i64 %t8, %a0, !dbg !252
  br i1 %t10, label %b3, label %b5, !dbg !252

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %.2, !dbg !252
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !252
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %.2, !dbg !252
  %.24 = zext i1 %t4 to i8, !dbg !252
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !252
  fence syncscope("workgroup") release, !dbg !252
  tail call void @llvm.amdgcn.s.barrier(), !dbg !252
  fence syncscope("workgroup") acquire, !dbg !252
  %t18 = icmp slt i32 %.2, 128, !dbg !252
  br i1 %t18, label %b6, label %b11, !dbg !252

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !252
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t19, !dbg !252
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !252
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t19, !dbg !252
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !252
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !252
  %t4.not = xor i1 %t4, true, !dbg !252
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !252
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !252
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !252
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !252
  br i1 %brmerge, label %b10, label %b8, !dbg !252

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !253
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !253
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !253
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !253
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !253
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %11 = fmul <2 x float> %shift16, %10, !dbg !253
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !253
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !253
  %.36 = and i32 %.35, 2147483647, !dbg !253
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !253
  %.38 = lshr i32 %.35, 16, !dbg !253
  %.39 = and i32 %.38, 1, !dbg !253
  %.40 = add i32 %.35, 32767, !dbg !253
  %.41 = add i32 %.40, %.39, !dbg !253
  %.42 = lshr i32 %.41, 16, !dbg !253
  %.44 = or i32 %.38, 64, !dbg !253
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !253
  %.46 = trunc i32 %.45 to i16, !dbg !253
  br label %b10, !dbg !252

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !252
  %.47 = zext i1 %t27 to i8, !dbg !252
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !252
  br label %b11, !dbg !252

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !252
  tail call void @llvm.amdgcn.s.barrier(), !dbg !252
  fence syncscope("workgroup") acquire, !dbg !252
  %t30 = icmp slt i32 %.2, 64, !dbg !252
  br i1 %t30, label %b12, label %b17, !dbg !252

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !252
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t31, !dbg !252
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !252
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t31, !dbg !252
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !252
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !252
  %t29.not = xor i1 %t29, true, !dbg !252
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !252
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !252
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !252
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !252
  br i1 %brmerge1, label %b16, label %b14, !dbg !252

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !253
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !253
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !253
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !253
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !253
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %17 = fmul <2 x float> %shift17, %16, !dbg !253
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !253
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !253
  %.59 = and i32 %.58, 2147483647, !dbg !253
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !253
  %.61 = lshr i32 %.58, 16, !dbg !253
  %.62 = and i32 %.61, 1, !dbg !253
  %.63 = add i32 %.58, 32767, !dbg !253
  %.64 = add i32 %.63, %.62, !dbg !253
  %.65 = lshr i32 %.64, 16, !dbg !253
  %.67 = or i32 %.61, 64, !dbg !253
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !253
  %.69 = trunc i32 %.68 to i16, !dbg !253
  br label %b16, !dbg !252

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !252
  %.70 = zext i1 %t39 to i8, !dbg !252
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !252
  br label %b17, !dbg !252

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !252
  tail call void @llvm.amdgcn.s.barrier(), !dbg !252
  fence syncscope("workgroup") acquire, !dbg !252
  %t42 = icmp slt i32 %.2, 32, !dbg !252
  br i1 %t42, label %b18, label %b23, !dbg !252

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !252
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.0, i32 %t43, !dbg !252
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !252
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2.shared.1, i32 %t43, !dbg !252
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !252
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !252
  %t41.not = xor i1 %t41, true, !dbg !252
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !252
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !252
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !252
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !252
  br i1 %brmerge2, label %b23, label %b20, !dbg !252

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !253
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !253
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !253
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !253
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !253
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %23 = fmul <2 x float> %shift18, %22, !dbg !253
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !253
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !253
  %.82 = and i32 %.81, 2147483647, !dbg !253
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !253
  %.84 = lshr i32 %.81, 16, !dbg !253
  %.85 = and i32 %.84, 1, !dbg !253
  %.86 = add i32 %.81, 32767, !dbg !253
  %.87 = add i32 %.86, %.85, !dbg !253
  %.88 = lshr i32 %.87, 16, !dbg !253
  %.90 = or i32 %.84, 64, !dbg !253
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !253
  %.92 = trunc i32 %.91 to i16, !dbg !253
  br label %b23, !dbg !252

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !252

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !252
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !252
  %.96 = zext i32 %.95 to i64, !dbg !252
  %.97 = add nuw nsw i64 %.96, 16, !dbg !252
  %.98 = icmp ult i32 %.95, 48, !dbg !252
  %.99 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !252
  %.100 = and i64 %.97, 63, !dbg !252
  %24 = shl nuw i64 1, %.100, !dbg !252
  %25 = and i64 %24, %.99, !dbg !252
  %.102 = icmp ne i64 %25, 0, !dbg !252
  %.103 = and i1 %.98, %.102, !dbg !252
  %.104 = trunc i64 %.97 to i32, !dbg !252
  %.105 = shl i32 %.104, 2, !dbg !252
  %.106 = zext i16 %t52 to i32, !dbg !252
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !252
  %.108 = trunc i32 %.107 to i16, !dbg !252
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !252
  %.122 = zext i1 %t53 to i32, !dbg !252
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !252
  %26 = and i32 %.123, 1, !dbg !252
  %.124 = icmp ne i32 %26, 0, !dbg !252
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !252
  %t56 = icmp slt i32 %.2, 16, !dbg !252
  %t57 = and i1 %t56, %t55, !dbg !252
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !252
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !252
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !252
  br i1 %27, label %b26, label %b28, !dbg !252

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !253
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !253
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !253
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !253
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !253
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %32 = fmul <2 x float> %shift19, %31, !dbg !253
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !253
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !253
  %.133 = and i32 %.132, 2147483647, !dbg !253
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !253
  %.135 = lshr i32 %.132, 16, !dbg !253
  %.136 = and i32 %.135, 1, !dbg !253
  %.137 = add i32 %.132, 32767, !dbg !253
  %.138 = add i32 %.137, %.136, !dbg !253
  %.139 = lshr i32 %.138, 16, !dbg !253
  %.141 = or i32 %.135, 64, !dbg !253
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !253
  %.143 = trunc i32 %.142 to i16, !dbg !253
  br label %b28, !dbg !252

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !252
  %.149 = icmp ult i32 %.95, 56, !dbg !252
  %.151 = and i64 %.148, 63, !dbg !252
  %33 = shl nuw i64 1, %.151, !dbg !252
  %34 = and i64 %33, %.99, !dbg !252
  %.153 = icmp ne i64 %34, 0, !dbg !252
  %.154 = and i1 %.149, %.153, !dbg !252
  %.155 = trunc i64 %.148 to i32, !dbg !252
  %.156 = shl i32 %.155, 2, !dbg !252
  %.157 = zext i16 %t60 to i32, !dbg !252
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !252
  %.159 = trunc i32 %.158 to i16, !dbg !252
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !252
  %.173 = zext i1 %t61 to i32, !dbg !252
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !252
  %35 = and i32 %.174, 1, !dbg !252
  %.175 = icmp ne i32 %35, 0, !dbg !252
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !252
  %t64 = icmp slt i32 %.2, 24, !dbg !252
  %t65 = and i1 %t64, %t63, !dbg !252
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !252
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !252
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !252
  br i1 %36, label %b30, label %b32, !dbg !252

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !253
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !253
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !253
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !253
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !253
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %41 = fmul <2 x float> %shift20, %40, !dbg !253
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !253
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !253
  %.184 = and i32 %.183, 2147483647, !dbg !253
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !253
  %.186 = lshr i32 %.183, 16, !dbg !253
  %.187 = and i32 %.186, 1, !dbg !253
  %.188 = add i32 %.183, 32767, !dbg !253
  %.189 = add i32 %.188, %.187, !dbg !253
  %.190 = lshr i32 %.189, 16, !dbg !253
  %.192 = or i32 %.186, 64, !dbg !253
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !253
  %.194 = trunc i32 %.193 to i16, !dbg !253
  br label %b32, !dbg !252

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !252
  %.200 = icmp ult i32 %.95, 60, !dbg !252
  %.202 = and i64 %.199, 63, !dbg !252
  %42 = shl nuw i64 1, %.202, !dbg !252
  %43 = and i64 %42, %.99, !dbg !252
  %.204 = icmp ne i64 %43, 0, !dbg !252
  %.205 = and i1 %.200, %.204, !dbg !252
  %.206 = trunc i64 %.199 to i32, !dbg !252
  %.207 = shl i32 %.206, 2, !dbg !252
  %.208 = zext i16 %t68 to i32, !dbg !252
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !252
  %.210 = trunc i32 %.209 to i16, !dbg !252
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !252
  %.224 = zext i1 %t69 to i32, !dbg !252
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !252
  %44 = and i32 %.225, 1, !dbg !252
  %.226 = icmp ne i32 %44, 0, !dbg !252
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !252
  %t72 = icmp slt i32 %.2, 28, !dbg !252
  %t73 = and i1 %t72, %t71, !dbg !252
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !252
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !252
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !252
  br i1 %45, label %b34, label %b36, !dbg !252

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !253
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !253
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !253
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !253
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !253
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %50 = fmul <2 x float> %shift21, %49, !dbg !253
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !253
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !253
  %.235 = and i32 %.234, 2147483647, !dbg !253
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !253
  %.237 = lshr i32 %.234, 16, !dbg !253
  %.238 = and i32 %.237, 1, !dbg !253
  %.239 = add i32 %.234, 32767, !dbg !253
  %.240 = add i32 %.239, %.238, !dbg !253
  %.241 = lshr i32 %.240, 16, !dbg !253
  %.243 = or i32 %.237, 64, !dbg !253
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !253
  %.245 = trunc i32 %.244 to i16, !dbg !253
  br label %b36, !dbg !252

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !252
  %.251 = icmp ult i32 %.95, 62, !dbg !252
  %.253 = and i64 %.250, 63, !dbg !252
  %51 = shl nuw i64 1, %.253, !dbg !252
  %52 = and i64 %51, %.99, !dbg !252
  %.255 = icmp ne i64 %52, 0, !dbg !252
  %.256 = and i1 %.251, %.255, !dbg !252
  %.257 = trunc i64 %.250 to i32, !dbg !252
  %.258 = shl i32 %.257, 2, !dbg !252
  %.259 = zext i16 %t76 to i32, !dbg !252
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !252
  %.261 = trunc i32 %.260 to i16, !dbg !252
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !252
  %.275 = zext i1 %t77 to i32, !dbg !252
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !252
  %53 = and i32 %.276, 1, !dbg !252
  %.277 = icmp ne i32 %53, 0, !dbg !252
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !252
  %t80 = icmp slt i32 %.2, 30, !dbg !252
  %t81 = and i1 %t80, %t79, !dbg !252
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !252
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !252
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !252
  br i1 %54, label %b38, label %b40, !dbg !252

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !253
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !253
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !253
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !253
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !253
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %59 = fmul <2 x float> %shift22, %58, !dbg !253
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !253
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !253
  %.286 = and i32 %.285, 2147483647, !dbg !253
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !253
  %.288 = lshr i32 %.285, 16, !dbg !253
  %.289 = and i32 %.288, 1, !dbg !253
  %.290 = add i32 %.285, 32767, !dbg !253
  %.291 = add i32 %.290, %.289, !dbg !253
  %.292 = lshr i32 %.291, 16, !dbg !253
  %.294 = or i32 %.288, 64, !dbg !253
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !253
  %.296 = trunc i32 %.295 to i16, !dbg !253
  br label %b40, !dbg !252

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !252
  %.302 = icmp ult i32 %.95, 63, !dbg !252
  %.304 = and i64 %.301, 63, !dbg !252
  %60 = shl nuw i64 1, %.304, !dbg !252
  %61 = and i64 %60, %.99, !dbg !252
  %.306 = icmp ne i64 %61, 0, !dbg !252
  %.307 = and i1 %.302, %.306, !dbg !252
  %.308 = trunc i64 %.301 to i32, !dbg !252
  %.309 = shl i32 %.308, 2, !dbg !252
  %.310 = zext i16 %t84 to i32, !dbg !252
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !252
  %.312 = trunc i32 %.311 to i16, !dbg !252
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !252
  %.326 = zext i1 %t85 to i32, !dbg !252
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !252
  %62 = and i32 %.327, 1, !dbg !252
  %.328 = icmp ne i32 %62, 0, !dbg !252
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !252
  %t88 = icmp slt i32 %.2, 31, !dbg !252
  %t89 = and i1 %t88, %t87, !dbg !252
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !252
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !252
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !252
  br i1 %63, label %b42, label %b45, !dbg !252

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !253
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !253
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !253
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !253
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !253
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %68 = fmul <2 x float> %shift23, %67, !dbg !253
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !253
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !253
  %.337 = and i32 %.336, 2147483647, !dbg !253
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !253
  %.339 = lshr i32 %.336, 16, !dbg !253
  %.340 = and i32 %.339, 1, !dbg !253
  %.341 = add i32 %.336, 32767, !dbg !253
  %.342 = add i32 %.341, %.340, !dbg !253
  %.343 = lshr i32 %.342, 16, !dbg !253
  %.345 = or i32 %.339, 64, !dbg !253
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !253
  %.347 = trunc i32 %.346 to i16, !dbg !253
  br label %b45, !dbg !252

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !252
  br i1 %t96, label %b46, label %b52, !dbg !252

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !252
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !252
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !252
  br i1 %69, label %b48, label %b50, !dbg !252

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !253
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !253
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !253
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !253
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !253
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !253
  %75 = fmul <2 x float> %shift24, %74, !dbg !253
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !253
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !253
  %.356 = and i32 %.355, 2147483647, !dbg !253
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !253
  %.358 = lshr i32 %.355, 16, !dbg !253
  %.359 = and i32 %.358, 1, !dbg !253
  %.360 = add i32 %.355, 32767, !dbg !253
  %.361 = add i32 %.360, %.359, !dbg !253
  %.362 = lshr i32 %.361, 16, !dbg !253
  %.364 = or i32 %.358, 64, !dbg !253
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !253
  %.366 = trunc i32 %.365 to i16, !dbg !253
  br label %b50, !dbg !252

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !252

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !252
  br label %b52, !dbg !252

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !252
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !254 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !255
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !255
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !255
  %t3 = sext i32 %.1 to i64, !dbg !255
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !255
  %t5 = sext i32 %.2 to i64, !dbg !255
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !255
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !255
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !255, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !255
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !255
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !255, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !255
  %.15 = add i32 %.14, %.9, !dbg !255
  %.16 = udiv i32 %.15, %.6, !dbg !255
  %t9 = sext i32 %.16 to i64, !dbg !255
  %t10 = mul nsw i64 %t7, %t5, !dbg !255
  %t11 = add nsw i64 %t10, %t3, !dbg !255
  %t12 = mul nsw i64 %t9, %t7, !dbg !255
  %t141 = icmp slt i64 %t11, %a0, !dbg !255
  br i1 %t141, label %b2, label %b7, !dbg !255

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t26, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !255

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !255
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !255
  br label %b4, !dbg !255

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !255

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !255
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !255
  br label %b6, !dbg !255

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !256
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !256
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !256
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !256
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !256
  %5 = extractelement <2 x float> %4, i64 0, !dbg !256
  %6 = extractelement <2 x float> %4, i64 1, !dbg !256
  %t23 = fdiv float %5, %6, !dbg !256
  %.25 = bitcast float %t23 to i32, !dbg !256
  %.26 = and i32 %.25, 2147483647, !dbg !256
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !256
  %.28 = lshr i32 %.25, 16, !dbg !256
  %.29 = and i32 %.28, 1, !dbg !256
  %.30 = add i32 %.25, 32767, !dbg !256
  %.31 = add i32 %.30, %.29, !dbg !256
  %.32 = lshr i32 %.31, 16, !dbg !256
  %.34 = or i32 %.28, 64, !dbg !256
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !256
  %.36 = trunc i32 %.35 to i16, !dbg !256
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a5, i64 %t132, !dbg !255
  store i16 %.36, ptr addrspace(1) %t25, align 2, !dbg !255
  %t26 = add i64 %t132, %t12, !dbg !255
  %t14 = icmp slt i64 %t26, %a0, !dbg !255
  br i1 %t14, label %b2, label %b7, !dbg !255

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !255
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !257 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !258
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !258
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !258
  %t3 = sext i32 %.1 to i64, !dbg !258
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !258
  %t5 = sext i32 %.2 to i64, !dbg !258
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !258
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !258
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !258, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !258
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !258
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !258, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !258
  %.15 = add i32 %.14, %.9, !dbg !258
  %.16 = udiv i32 %.15, %.6, !dbg !258
  %t9 = sext i32 %.16 to i64, !dbg !258
  %t10 = mul nsw i64 %t7, %t5, !dbg !258
  %t11 = add nsw i64 %t10, %t3, !dbg !258
  %t12 = mul nsw i64 %t9, %t7, !dbg !258
  %t13 = icmp sgt i64 %a1, 7, !dbg !258
  %t15 = icmp sgt i64 %a1, 6, !dbg !258
  %t17 = icmp sgt i64 %a1, 5, !dbg !258
  %t19 = icmp sgt i64 %a1, 4, !dbg !258
  %t21 = icmp sgt i64 %a1, 3, !dbg !258
  %t23 = icmp sgt i64 %a1, 2, !dbg !258
  %t25 = icmp sgt i64 %a1, 1, !dbg !258
  %t27 = icmp sgt i64 %a1, 0, !dbg !258
  %t291 = icmp slt i64 %t11, %a0, !dbg !258
  br i1 %t291, label %b2, label %b23, !dbg !258

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t152, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !258

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !258
  %t33 = mul i64 %t31, %a9, !dbg !258
  %t34 = sub nuw i64 %t282, %t33, !dbg !258
  %t35 = mul i64 %t34, %a19, !dbg !258
  %t36 = mul i64 %t34, %a29, !dbg !258
  %t37 = mul i64 %t34, %a38, !dbg !258
  br label %b4, !dbg !258

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !258

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !258
  %t45 = mul i64 %t43, %a8, !dbg !258
  %t46 = sub i64 %t38, %t45, !dbg !258
  %t47 = mul i64 %t46, %a18, !dbg !258
  %t48 = add i64 %t47, %t39, !dbg !258
  %t49 = mul i64 %t46, %a28, !dbg !258
  %t50 = add i64 %t49, %t40, !dbg !258
  %t51 = mul i64 %t46, %a37, !dbg !258
  %t52 = add i64 %t51, %t41, !dbg !258
  br label %b6, !dbg !258

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !258

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !258
  %t60 = mul i64 %t58, %a7, !dbg !258
  %t61 = sub i64 %t53, %t60, !dbg !258
  %t62 = mul i64 %t61, %a17, !dbg !258
  %t63 = add i64 %t62, %t54, !dbg !258
  %t64 = mul i64 %t61, %a27, !dbg !258
  %t65 = add i64 %t64, %t55, !dbg !258
  %t66 = mul i64 %t61, %a36, !dbg !258
  %t67 = add i64 %t66, %t56, !dbg !258
  br label %b8, !dbg !258

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !258

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !258
  %t75 = mul i64 %t73, %a6, !dbg !258
  %t76 = sub i64 %t68, %t75, !dbg !258
  %t77 = mul i64 %t76, %a16, !dbg !258
  %t78 = add i64 %t77, %t69, !dbg !258
  %t79 = mul i64 %t76, %a26, !dbg !258
  %t80 = add i64 %t79, %t70, !dbg !258
  %t81 = mul i64 %t76, %a35, !dbg !258
  %t82 = add i64 %t81, %t71, !dbg !258
  br label %b10, !dbg !258

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !258

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !258
  %t90 = mul i64 %t88, %a5, !dbg !258
  %t91 = sub i64 %t83, %t90, !dbg !258
  %t92 = mul i64 %t91, %a15, !dbg !258
  %t93 = add i64 %t92, %t84, !dbg !258
  %t94 = mul i64 %t91, %a25, !dbg !258
  %t95 = add i64 %t94, %t85, !dbg !258
  %t96 = mul i64 %t91, %a34, !dbg !258
  %t97 = add i64 %t96, %t86, !dbg !258
  br label %b12, !dbg !258

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !258

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !258
  %t105 = mul i64 %t103, %a4, !dbg !258
  %t106 = sub i64 %t98, %t105, !dbg !258
  %t107 = mul i64 %t106, %a14, !dbg !258
  %t108 = add i64 %t107, %t99, !dbg !258
  %t109 = mul i64 %t106, %a24, !dbg !258
  %t110 = add i64 %t109, %t100, !dbg !258
  %t111 = mul i64 %t106, %a33, !dbg !258
  %t112 = add i64 %t111, %t101, !dbg !258
  br label %b14, !dbg !258

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !258

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !258
  %t120 = mul i64 %t118, %a3, !dbg !258
  %t121 = sub i64 %t113, %t120, !dbg !258
  %t122 = mul i64 %t121, %a13, !dbg !258
  %t123 = add i64 %t122, %t114, !dbg !258
  %t124 = mul i64 %t121, %a23, !dbg !258
  %t125 = add i64 %t124, %t115, !dbg !258
  %t126 = mul i64 %t121, %a32, !dbg !258
  %t127 = add i64 %t126, %t116, !dbg !258
  br label %b16, !dbg !258

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !258

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !258
  %t133 = add i64 %t129, %t132, !dbg !258
  %t134 = mul i64 %t128, %a22, !dbg !258
  %t135 = add i64 %t130, %t134, !dbg !258
  %t136 = mul i64 %t128, %a31, !dbg !258
  %t137 = add i64 %t131, %t136, !dbg !258
  br label %b18, !dbg !258

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !258

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !258
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !258
  br label %b20, !dbg !258

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !258

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !258
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !258
  br label %b22, !dbg !258

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !259
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !259
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !259
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !259
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !259
  %5 = extractelement <2 x float> %4, i64 0, !dbg !259
  %6 = extractelement <2 x float> %4, i64 1, !dbg !259
  %t149 = fdiv float %5, %6, !dbg !259
  %.25 = bitcast float %t149 to i32, !dbg !259
  %.26 = and i32 %.25, 2147483647, !dbg !259
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !259
  %.28 = lshr i32 %.25, 16, !dbg !259
  %.29 = and i32 %.28, 1, !dbg !259
  %.30 = add i32 %.25, 32767, !dbg !259
  %.31 = add i32 %.30, %.29, !dbg !259
  %.32 = lshr i32 %.31, 16, !dbg !259
  %.34 = or i32 %.28, 64, !dbg !259
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !259
  %.36 = trunc i32 %.35 to i16, !dbg !259
  %t151 = getelementptr inbounds i16, ptr addrspace(1) %a30, i64 %t140, !dbg !258
  store i16 %.36, ptr addrspace(1) %t151, align 2, !dbg !258
  %t152 = add i64 %t282, %t12, !dbg !258
  %t29 = icmp slt i64 %t152, %a0, !dbg !258
  br i1 %t29, label %b2, label %b23, !dbg !258

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !258
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !260 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !261
  %t3 = sext i32 %.1 to i64, !dbg !261
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !261
  %t5 = sext i32 %.2 to i64, !dbg !261
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !261
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !261
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !261, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !261
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !261
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !261, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !261
  %.15 = add i32 %.14, %.9, !dbg !261
  %.16 = udiv i32 %.15, %.6, !dbg !261
  %t9 = sext i32 %.16 to i64, !dbg !261
  %t10 = mul nsw i64 %t7, %t5, !dbg !261
  %t11 = add nsw i64 %t10, %t3, !dbg !261
  %t12 = mul nsw i64 %t9, %t7, !dbg !261
  %t13 = shl nsw i64 %t12, 1, !dbg !261
  %t14 = icmp slt i64 %t11, %a0, !dbg !261
  br i1 %t14, label %b1, label %b8, !dbg !261

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !261
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !261
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !261, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !261
  %t19 = sub i64 %a0, %t12, !dbg !261
  %t22 = mul i64 %t13, %a2, !dbg !261
  %t23 = mul i64 %t12, %a2, !dbg !261
  %t3111 = icmp slt i64 %t18, %t19, !dbg !261
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !261

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !261
  %t24 = add i64 %t20, %t23, !dbg !261
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !261
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !261
  br label %b3, !dbg !261

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.55, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t42, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t43, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t44, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !261
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !261
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !262
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !262
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !262
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !262
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !262
  %5 = extractelement <2 x float> %4, i64 0, !dbg !262
  %6 = extractelement <2 x float> %4, i64 1, !dbg !262
  %t36 = fdiv float %5, %6, !dbg !262
  %.26 = bitcast float %t36 to i32, !dbg !262
  %.27 = and i32 %.26, 2147483647, !dbg !262
  %.28 = icmp ugt i32 %.27, 2139095040, !dbg !262
  %.29 = lshr i32 %.26, 16, !dbg !262
  %.30 = and i32 %.29, 1, !dbg !262
  %.31 = add i32 %.26, 32767, !dbg !262
  %.32 = add i32 %.31, %.30, !dbg !262
  %.33 = lshr i32 %.32, 16, !dbg !262
  %.35 = or i32 %.29, 64, !dbg !262
  %.36 = select i1 %.28, i32 %.35, i32 %.33, !dbg !262
  %.41 = zext i16 %.19 to i32, !dbg !262
  %7 = insertelement <2 x i32> poison, i32 %.36, i64 0, !dbg !262
  %8 = insertelement <2 x i32> %7, i32 %.41, i64 1, !dbg !262
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !262
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !262
  %11 = extractelement <2 x float> %10, i64 0, !dbg !262
  %12 = extractelement <2 x float> %10, i64 1, !dbg !262
  %t40 = fdiv float %11, %12, !dbg !262
  %.44 = bitcast float %t40 to i32, !dbg !262
  %.45 = and i32 %.44, 2147483647, !dbg !262
  %.46 = icmp ugt i32 %.45, 2139095040, !dbg !262
  %.47 = lshr i32 %.44, 16, !dbg !262
  %.48 = and i32 %.47, 1, !dbg !262
  %.49 = add i32 %.44, 32767, !dbg !262
  %.50 = add i32 %.49, %.48, !dbg !262
  %.51 = lshr i32 %.50, 16, !dbg !262
  %.53 = or i32 %.47, 64, !dbg !262
  %.54 = select i1 %.46, i32 %.53, i32 %.51, !dbg !262
  %.55 = trunc i32 %.54 to i16, !dbg !262
  %t42 = add i64 %t2814, %t13, !dbg !261
  %t43 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !261
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !261
  %t31 = icmp slt i64 %t42, %t19, !dbg !261
  br i1 %t31, label %b3, label %b4, !dbg !261

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t42, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.55, %b3 ]
  %t5017 = icmp slt i64 %t28.lcssa, %a0, !dbg !261
  br i1 %t5017, label %b6.preheader, label %b8, !dbg !261

b6.preheader:                                     ; preds = %b4
  %t45 = mul i64 %t28.lcssa, %a2, !dbg !261
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t45, !dbg !261
  br label %b6, !dbg !261

b6:                                               ; preds = %b6.preheader, %b6
  %t4920 = phi i16 [ %.74, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4819 = phi i64 [ %t56, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4718 = phi ptr addrspace(1) [ %t57, %b6 ], [ %t46, %b6.preheader ]
  %.56 = load i16, ptr addrspace(1) %t4718, align 2, !dbg !261
  %13 = insertelement <2 x i16> poison, i16 %t4920, i64 0, !dbg !262
  %14 = insertelement <2 x i16> %13, i16 %.56, i64 1, !dbg !262
  %15 = zext <2 x i16> %14 to <2 x i32>, !dbg !262
  %16 = shl nuw <2 x i32> %15, <i32 16, i32 16>, !dbg !262
  %17 = bitcast <2 x i32> %16 to <2 x float>, !dbg !262
  %18 = extractelement <2 x float> %17, i64 0, !dbg !262
  %19 = extractelement <2 x float> %17, i64 1, !dbg !262
  %t54 = fdiv float %18, %19, !dbg !262
  %.63 = bitcast float %t54 to i32, !dbg !262
  %.64 = and i32 %.63, 2147483647, !dbg !262
  %.65 = icmp ugt i32 %.64, 2139095040, !dbg !262
  %.66 = lshr i32 %.63, 16, !dbg !262
  %.67 = and i32 %.66, 1, !dbg !262
  %.68 = add i32 %.63, 32767, !dbg !262
  %.69 = add i32 %.68, %.67, !dbg !262
  %.70 = lshr i32 %.69, 16, !dbg !262
  %.72 = or i32 %.66, 64, !dbg !262
  %.73 = select i1 %.65, i32 %.72, i32 %.70, !dbg !262
  %.74 = trunc i32 %.73 to i16, !dbg !262
  %t56 = add i64 %t4819, %t12, !dbg !261
  %t57 = getelementptr inbounds i16, ptr addrspace(1) %t4718, i64 %t23, !dbg !261
  %t50 = icmp slt i64 %t56, %a0, !dbg !261
  br i1 %t50, label %b6, label %b8, !dbg !261

b8:                                               ; preds = %b6, %b4, %entry
  %t58 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.74, %b6 ]
  %t59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %.1, !dbg !261
  store i16 %t58, ptr addrspace(3) %t59, align 2, !dbg !261
  %t60 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %.1, !dbg !261
  %.75 = zext i1 %t14 to i8, !dbg !261
  store i8 %.75, ptr addrspace(3) %t60, align 1, !dbg !261
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t61 = icmp slt i32 %.1, 128, !dbg !261
  br i1 %t61, label %b9, label %b14, !dbg !261

b9:                                               ; preds = %b8
  %t62 = add nsw i32 %.1, 128, !dbg !261
  %t63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t62, !dbg !261
  %.76 = load i16, ptr addrspace(3) %t63, align 2, !dbg !261
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t62, !dbg !261
  %.77 = load i8, ptr addrspace(3) %t65, align 1, !dbg !261
  %.78.not10 = icmp eq i8 %.77, 0, !dbg !261
  %t14.not = xor i1 %t14, true, !dbg !261
  %brmerge = select i1 %.78.not10, i1 true, i1 %t14.not, !dbg !261
  %t58.mux = select i1 %.78.not10, i16 %t58, i16 %.76, !dbg !261
  %not..78.not10 = xor i1 %.78.not10, true, !dbg !261
  %t14.mux = select i1 %not..78.not10, i1 true, i1 %t14, !dbg !261
  br i1 %brmerge, label %b13, label %b11, !dbg !261

b11:                                              ; preds = %b9
  %20 = insertelement <2 x i16> poison, i16 %t58, i64 0, !dbg !262
  %21 = insertelement <2 x i16> %20, i16 %.76, i64 1, !dbg !262
  %22 = zext <2 x i16> %21 to <2 x i32>, !dbg !262
  %23 = shl nuw <2 x i32> %22, <i32 16, i32 16>, !dbg !262
  %24 = bitcast <2 x i32> %23 to <2 x float>, !dbg !262
  %25 = extractelement <2 x float> %24, i64 0, !dbg !262
  %26 = extractelement <2 x float> %24, i64 1, !dbg !262
  %t69 = fdiv float %25, %26, !dbg !262
  %.85 = bitcast float %t69 to i32, !dbg !262
  %.86 = and i32 %.85, 2147483647, !dbg !262
  %.87 = icmp ugt i32 %.86, 2139095040, !dbg !262
  %.88 = lshr i32 %.85, 16, !dbg !262
  %.89 = and i32 %.88, 1, !dbg !262
  %.90 = add i32 %.85, 32767, !dbg !262
  %.91 = add i32 %.90, %.89, !dbg !262
  %.92 = lshr i32 %.91, 16, !dbg !262
  %.94 = or i32 %.88, 64, !dbg !262
  %.95 = select i1 %.87, i32 %.94, i32 %.92, !dbg !262
  %.96 = trunc i32 %.95 to i16, !dbg !262
  br label %b13, !dbg !261

b13:                                              ; preds = %b9, %b11
  %t72 = phi i16 [ %t58.mux, %b9 ], [ %.96, %b11 ]
  %t73 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t72, ptr addrspace(3) %t59, align 2, !dbg !261
  %.97 = zext i1 %t73 to i8, !dbg !261
  store i8 %.97, ptr addrspace(3) %t60, align 1, !dbg !261
  br label %b14, !dbg !261

b14:                                              ; preds = %b13, %b8
  %t74 = phi i16 [ %t72, %b13 ], [ %t58, %b8 ]
  %t75 = phi i1 [ %t73, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t76 = icmp slt i32 %.1, 64, !dbg !261
  br i1 %t76, label %b15, label %b20, !dbg !261

b15:                                              ; preds = %b14
  %t77 = add nsw i32 %.1, 64, !dbg !261
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t77, !dbg !261
  %.98 = load i16, ptr addrspace(3) %t78, align 2, !dbg !261
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t77, !dbg !261
  %.99 = load i8, ptr addrspace(3) %t80, align 1, !dbg !261
  %.100.not9 = icmp eq i8 %.99, 0, !dbg !261
  %t75.not = xor i1 %t75, true, !dbg !261
  %brmerge1 = select i1 %.100.not9, i1 true, i1 %t75.not, !dbg !261
  %t74.mux = select i1 %.100.not9, i16 %t74, i16 %.98, !dbg !261
  %not..100.not9 = xor i1 %.100.not9, true, !dbg !261
  %t75.mux = select i1 %not..100.not9, i1 true, i1 %t75, !dbg !261
  br i1 %brmerge1, label %b19, label %b17, !dbg !261

b17:                                              ; preds = %b15
  %27 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !262
  %28 = insertelement <2 x i16> %27, i16 %.98, i64 1, !dbg !262
  %29 = zext <2 x i16> %28 to <2 x i32>, !dbg !262
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !262
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !262
  %32 = extractelement <2 x float> %31, i64 0, !dbg !262
  %33 = extractelement <2 x float> %31, i64 1, !dbg !262
  %t84 = fdiv float %32, %33, !dbg !262
  %.107 = bitcast float %t84 to i32, !dbg !262
  %.108 = and i32 %.107, 2147483647, !dbg !262
  %.109 = icmp ugt i32 %.108, 2139095040, !dbg !262
  %.110 = lshr i32 %.107, 16, !dbg !262
  %.111 = and i32 %.110, 1, !dbg !262
  %.112 = add i32 %.107, 32767, !dbg !262
  %.113 = add i32 %.112, %.111, !dbg !262
  %.114 = lshr i32 %.113, 16, !dbg !262
  %.116 = or i32 %.110, 64, !dbg !262
  %.117 = select i1 %.109, i32 %.116, i32 %.114, !dbg !262
  %.118 = trunc i32 %.117 to i16, !dbg !262
  br label %b19, !dbg !261

b19:                                              ; preds = %b15, %b17
  %t87 = phi i16 [ %t74.mux, %b15 ], [ %.118, %b17 ]
  %t88 = phi i1 [ %t75.mux, %b15 ], [ true, %b17 ]
  store i16 %t87, ptr addrspace(3) %t59, align 2, !dbg !261
  %.119 = zext i1 %t88 to i8, !dbg !261
  store i8 %.119, ptr addrspace(3) %t60, align 1, !dbg !261
  br label %b20, !dbg !261

b20:                                              ; preds = %b19, %b14
  %t89 = phi i16 [ %t87, %b19 ], [ %t74, %b14 ]
  %t90 = phi i1 [ %t88, %b19 ], [ %t75, %b14 ]
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t91 = icmp slt i32 %.1, 32, !dbg !261
  br i1 %t91, label %b21, label %b26, !dbg !261

b21:                                              ; preds = %b20
  %t92 = add nsw i32 %.1, 32, !dbg !261
  %t93 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.0, i32 %t92, !dbg !261
  %.120 = load i16, ptr addrspace(3) %t93, align 2, !dbg !261
  %t95 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1.shared.1, i32 %t92, !dbg !261
  %.121 = load i8, ptr addrspace(3) %t95, align 1, !dbg !261
  %.122.not8 = icmp eq i8 %.121, 0, !dbg !261
  %t90.not = xor i1 %t90, true, !dbg !261
  %brmerge2 = select i1 %.122.not8, i1 true, i1 %t90.not, !dbg !261
  %t89.mux = select i1 %.122.not8, i16 %t89, i16 %.120, !dbg !261
  %not..122.not8 = xor i1 %.122.not8, true, !dbg !261
  %t90.mux = select i1 %not..122.not8, i1 true, i1 %t90, !dbg !261
  br i1 %brmerge2, label %b26, label %b23, !dbg !261

b23:                                              ; preds = %b21
  %34 = insertelement <2 x i16> poison, i16 %t89, i64 0, !dbg !262
  %35 = insertelement <2 x i16> %34, i16 %.120, i64 1, !dbg !262
  %36 = zext <2 x i16> %35 to <2 x i32>, !dbg !262
  %37 = shl nuw <2 x i32> %36, <i32 16, i32 16>, !dbg !262
  %38 = bitcast <2 x i32> %37 to <2 x float>, !dbg !262
  %39 = extractelement <2 x float> %38, i64 0, !dbg !262
  %40 = extractelement <2 x float> %38, i64 1, !dbg !262
  %t99 = fdiv float %39, %40, !dbg !262
  %.129 = bitcast float %t99 to i32, !dbg !262
  %.130 = and i32 %.129, 2147483647, !dbg !262
  %.131 = icmp ugt i32 %.130, 2139095040, !dbg !262
  %.132 = lshr i32 %.129, 16, !dbg !262
  %.133 = and i32 %.132, 1, !dbg !262
  %.134 = add i32 %.129, 32767, !dbg !262
  %.135 = add i32 %.134, %.133, !dbg !262
  %.136 = lshr i32 %.135, 16, !dbg !262
  %.138 = or i32 %.132, 64, !dbg !262
  %.139 = select i1 %.131, i32 %.138, i32 %.136, !dbg !262
  %.140 = trunc i32 %.139 to i16, !dbg !262
  br label %b26, !dbg !261

b26:                                              ; preds = %b21, %b23, %b20
  %t104 = phi i16 [ %t89, %b20 ], [ %t89.mux, %b21 ], [ %.140, %b23 ]
  %t105 = phi i1 [ %t90, %b20 ], [ %t90.mux, %b21 ], [ true, %b23 ]
  br i1 %t91, label %b27, label %b48, !dbg !261

b27:                                              ; preds = %b26
  %.142 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !261
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.142), !dbg !261
  %.144 = zext i32 %.143 to i64, !dbg !261
  %.145 = add nuw nsw i64 %.144, 16, !dbg !261
  %.146 = icmp ult i32 %.143, 48, !dbg !261
  %.147 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !261
  %.148 = and i64 %.145, 63, !dbg !261
  %41 = shl nuw i64 1, %.148, !dbg !261
  %42 = and i64 %41, %.147, !dbg !261
  %.150 = icmp ne i64 %42, 0, !dbg !261
  %.151 = and i1 %.146, %.150, !dbg !261
  %.152 = trunc i64 %.145 to i32, !dbg !261
  %.153 = shl i32 %.152, 2, !dbg !261
  %.154 = zext i16 %t104 to i32, !dbg !261
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !261
  %.156 = trunc i32 %.155 to i16, !dbg !261
  %t106 = select i1 %.151, i16 %.156, i16 %t104, !dbg !261
  %.170 = zext i1 %t105 to i32, !dbg !261
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.170), !dbg !261
  %43 = and i32 %.171, 1, !dbg !261
  %.172 = icmp ne i32 %43, 0, !dbg !261
  %t107 = select i1 %.151, i1 %.172, i1 %t105, !dbg !261
  %t108 = icmp slt i32 %.1, 16, !dbg !261
  %t109 = and i1 %t108, %t107, !dbg !261
  %44 = select i1 %t109, i1 %t105, i1 false, !dbg !261
  %t104.mux = select i1 %t109, i16 %t106, i16 %t104, !dbg !261
  %t105.mux = select i1 %t109, i1 true, i1 %t105, !dbg !261
  br i1 %44, label %b29, label %b31, !dbg !261

b29:                                              ; preds = %b27
  %.176 = zext i16 %t106 to i32, !dbg !262
  %45 = insertelement <2 x i32> poison, i32 %.154, i64 0, !dbg !262
  %46 = insertelement <2 x i32> %45, i32 %.176, i64 1, !dbg !262
  %47 = shl nuw <2 x i32> %46, <i32 16, i32 16>, !dbg !262
  %48 = bitcast <2 x i32> %47 to <2 x float>, !dbg !262
  %49 = extractelement <2 x float> %48, i64 0, !dbg !262
  %50 = extractelement <2 x float> %48, i64 1, !dbg !262
  %t112 = fdiv float %49, %50, !dbg !262
  %.179 = bitcast float %t112 to i32, !dbg !262
  %.180 = and i32 %.179, 2147483647, !dbg !262
  %.181 = icmp ugt i32 %.180, 2139095040, !dbg !262
  %.182 = lshr i32 %.179, 16, !dbg !262
  %.183 = and i32 %.182, 1, !dbg !262
  %.184 = add i32 %.179, 32767, !dbg !262
  %.185 = add i32 %.184, %.183, !dbg !262
  %.186 = lshr i32 %.185, 16, !dbg !262
  %.188 = or i32 %.182, 64, !dbg !262
  %.189 = select i1 %.181, i32 %.188, i32 %.186, !dbg !262
  %.190 = trunc i32 %.189 to i16, !dbg !262
  br label %b31, !dbg !261

b31:                                              ; preds = %b27, %b29
  %t115 = phi i16 [ %t104.mux, %b27 ], [ %.190, %b29 ]
  %t116 = phi i1 [ %t105.mux, %b27 ], [ true, %b29 ]
  %.195 = add nuw nsw i64 %.144, 8, !dbg !261
  %.196 = icmp ult i32 %.143, 56, !dbg !261
  %.198 = and i64 %.195, 63, !dbg !261
  %51 = shl nuw i64 1, %.198, !dbg !261
  %52 = and i64 %51, %.147, !dbg !261
  %.200 = icmp ne i64 %52, 0, !dbg !261
  %.201 = and i1 %.196, %.200, !dbg !261
  %.202 = trunc i64 %.195 to i32, !dbg !261
  %.203 = shl i32 %.202, 2, !dbg !261
  %.204 = zext i16 %t115 to i32, !dbg !261
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.204), !dbg !261
  %.206 = trunc i32 %.205 to i16, !dbg !261
  %t117 = select i1 %.201, i16 %.206, i16 %t115, !dbg !261
  %.220 = zext i1 %t116 to i32, !dbg !261
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.203, i32 %.220), !dbg !261
  %53 = and i32 %.221, 1, !dbg !261
  %.222 = icmp ne i32 %53, 0, !dbg !261
  %t118 = select i1 %.201, i1 %.222, i1 %t116, !dbg !261
  %t119 = icmp slt i32 %.1, 24, !dbg !261
  %t120 = and i1 %t119, %t118, !dbg !261
  %54 = select i1 %t120, i1 %t116, i1 false, !dbg !261
  %t115.mux = select i1 %t120, i16 %t117, i16 %t115, !dbg !261
  %t116.mux = select i1 %t120, i1 true, i1 %t116, !dbg !261
  br i1 %54, label %b33, label %b35, !dbg !261

b33:                                              ; preds = %b31
  %.226 = zext i16 %t117 to i32, !dbg !262
  %55 = insertelement <2 x i32> poison, i32 %.204, i64 0, !dbg !262
  %56 = insertelement <2 x i32> %55, i32 %.226, i64 1, !dbg !262
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !262
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !262
  %59 = extractelement <2 x float> %58, i64 0, !dbg !262
  %60 = extractelement <2 x float> %58, i64 1, !dbg !262
  %t123 = fdiv float %59, %60, !dbg !262
  %.229 = bitcast float %t123 to i32, !dbg !262
  %.230 = and i32 %.229, 2147483647, !dbg !262
  %.231 = icmp ugt i32 %.230, 2139095040, !dbg !262
  %.232 = lshr i32 %.229, 16, !dbg !262
  %.233 = and i32 %.232, 1, !dbg !262
  %.234 = add i32 %.229, 32767, !dbg !262
  %.235 = add i32 %.234, %.233, !dbg !262
  %.236 = lshr i32 %.235, 16, !dbg !262
  %.238 = or i32 %.232, 64, !dbg !262
  %.239 = select i1 %.231, i32 %.238, i32 %.236, !dbg !262
  %.240 = trunc i32 %.239 to i16, !dbg !262
  br label %b35, !dbg !261

b35:                                              ; preds = %b31, %b33
  %t126 = phi i16 [ %t115.mux, %b31 ], [ %.240, %b33 ]
  %t127 = phi i1 [ %t116.mux, %b31 ], [ true, %b33 ]
  %.245 = add nuw nsw i64 %.144, 4, !dbg !261
  %.246 = icmp ult i32 %.143, 60, !dbg !261
  %.248 = and i64 %.245, 63, !dbg !261
  %61 = shl nuw i64 1, %.248, !dbg !261
  %62 = and i64 %61, %.147, !dbg !261
  %.250 = icmp ne i64 %62, 0, !dbg !261
  %.251 = and i1 %.246, %.250, !dbg !261
  %.252 = trunc i64 %.245 to i32, !dbg !261
  %.253 = shl i32 %.252, 2, !dbg !261
  %.254 = zext i16 %t126 to i32, !dbg !261
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254), !dbg !261
  %.256 = trunc i32 %.255 to i16, !dbg !261
  %t128 = select i1 %.251, i16 %.256, i16 %t126, !dbg !261
  %.270 = zext i1 %t127 to i32, !dbg !261
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270), !dbg !261
  %63 = and i32 %.271, 1, !dbg !261
  %.272 = icmp ne i32 %63, 0, !dbg !261
  %t129 = select i1 %.251, i1 %.272, i1 %t127, !dbg !261
  %t130 = icmp slt i32 %.1, 28, !dbg !261
  %t131 = and i1 %t130, %t129, !dbg !261
  %64 = select i1 %t131, i1 %t127, i1 false, !dbg !261
  %t126.mux = select i1 %t131, i16 %t128, i16 %t126, !dbg !261
  %t127.mux = select i1 %t131, i1 true, i1 %t127, !dbg !261
  br i1 %64, label %b37, label %b39, !dbg !261

b37:                                              ; preds = %b35
  %.276 = zext i16 %t128 to i32, !dbg !262
  %65 = insertelement <2 x i32> poison, i32 %.254, i64 0, !dbg !262
  %66 = insertelement <2 x i32> %65, i32 %.276, i64 1, !dbg !262
  %67 = shl nuw <2 x i32> %66, <i32 16, i32 16>, !dbg !262
  %68 = bitcast <2 x i32> %67 to <2 x float>, !dbg !262
  %69 = extractelement <2 x float> %68, i64 0, !dbg !262
  %70 = extractelement <2 x float> %68, i64 1, !dbg !262
  %t134 = fdiv float %69, %70, !dbg !262
  %.279 = bitcast float %t134 to i32, !dbg !262
  %.280 = and i32 %.279, 2147483647, !dbg !262
  %.281 = icmp ugt i32 %.280, 2139095040, !dbg !262
  %.282 = lshr i32 %.279, 16, !dbg !262
  %.283 = and i32 %.282, 1, !dbg !262
  %.284 = add i32 %.279, 32767, !dbg !262
  %.285 = add i32 %.284, %.283, !dbg !262
  %.286 = lshr i32 %.285, 16, !dbg !262
  %.288 = or i32 %.282, 64, !dbg !262
  %.289 = select i1 %.281, i32 %.288, i32 %.286, !dbg !262
  %.290 = trunc i32 %.289 to i16, !dbg !262
  br label %b39, !dbg !261

b39:                                              ; preds = %b35, %b37
  %t137 = phi i16 [ %t126.mux, %b35 ], [ %.290, %b37 ]
  %t138 = phi i1 [ %t127.mux, %b35 ], [ true, %b37 ]
  %.295 = add nuw nsw i64 %.144, 2, !dbg !261
  %.296 = icmp ult i32 %.143, 62, !dbg !261
  %.298 = and i64 %.295, 63, !dbg !261
  %71 = shl nuw i64 1, %.298, !dbg !261
  %72 = and i64 %71, %.147, !dbg !261
  %.300 = icmp ne i64 %72, 0, !dbg !261
  %.301 = and i1 %.296, %.300, !dbg !261
  %.302 = trunc i64 %.295 to i32, !dbg !261
  %.303 = shl i32 %.302, 2, !dbg !261
  %.304 = zext i16 %t137 to i32, !dbg !261
  %.305 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.304), !dbg !261
  %.306 = trunc i32 %.305 to i16, !dbg !261
  %t139 = select i1 %.301, i16 %.306, i16 %t137, !dbg !261
  %.320 = zext i1 %t138 to i32, !dbg !261
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.320), !dbg !261
  %73 = and i32 %.321, 1, !dbg !261
  %.322 = icmp ne i32 %73, 0, !dbg !261
  %t140 = select i1 %.301, i1 %.322, i1 %t138, !dbg !261
  %t141 = icmp slt i32 %.1, 30, !dbg !261
  %t142 = and i1 %t141, %t140, !dbg !261
  %74 = select i1 %t142, i1 %t138, i1 false, !dbg !261
  %t137.mux = select i1 %t142, i16 %t139, i16 %t137, !dbg !261
  %t138.mux = select i1 %t142, i1 true, i1 %t138, !dbg !261
  br i1 %74, label %b41, label %b43, !dbg !261

b41:                                              ; preds = %b39
  %.326 = zext i16 %t139 to i32, !dbg !262
  %75 = insertelement <2 x i32> poison, i32 %.304, i64 0, !dbg !262
  %76 = insertelement <2 x i32> %75, i32 %.326, i64 1, !dbg !262
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !262
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !262
  %79 = extractelement <2 x float> %78, i64 0, !dbg !262
  %80 = extractelement <2 x float> %78, i64 1, !dbg !262
  %t145 = fdiv float %79, %80, !dbg !262
  %.329 = bitcast float %t145 to i32, !dbg !262
  %.330 = and i32 %.329, 2147483647, !dbg !262
  %.331 = icmp ugt i32 %.330, 2139095040, !dbg !262
  %.332 = lshr i32 %.329, 16, !dbg !262
  %.333 = and i32 %.332, 1, !dbg !262
  %.334 = add i32 %.329, 32767, !dbg !262
  %.335 = add i32 %.334, %.333, !dbg !262
  %.336 = lshr i32 %.335, 16, !dbg !262
  %.338 = or i32 %.332, 64, !dbg !262
  %.339 = select i1 %.331, i32 %.338, i32 %.336, !dbg !262
  %.340 = trunc i32 %.339 to i16, !dbg !262
  br label %b43, !dbg !261

b43:                                              ; preds = %b39, %b41
  %t148 = phi i16 [ %t137.mux, %b39 ], [ %.340, %b41 ]
  %t149 = phi i1 [ %t138.mux, %b39 ], [ true, %b41 ]
  %.345 = add nuw nsw i64 %.144, 1, !dbg !261
  %.346 = icmp ult i32 %.143, 63, !dbg !261
  %.348 = and i64 %.345, 63, !dbg !261
  %81 = shl nuw i64 1, %.348, !dbg !261
  %82 = and i64 %81, %.147, !dbg !261
  %.350 = icmp ne i64 %82, 0, !dbg !261
  %.351 = and i1 %.346, %.350, !dbg !261
  %.352 = trunc i64 %.345 to i32, !dbg !261
  %.353 = shl i32 %.352, 2, !dbg !261
  %.354 = zext i16 %t148 to i32, !dbg !261
  %.355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.354), !dbg !261
  %.356 = trunc i32 %.355 to i16, !dbg !261
  %t150 = select i1 %.351, i16 %.356, i16 %t148, !dbg !261
  %.370 = zext i1 %t149 to i32, !dbg !261
  %.371 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.353, i32 %.370), !dbg !261
  %83 = and i32 %.371, 1, !dbg !261
  %.372 = icmp ne i32 %83, 0, !dbg !261
  %t151 = select i1 %.351, i1 %.372, i1 %t149, !dbg !261
  %t152 = icmp slt i32 %.1, 31, !dbg !261
  %t153 = and i1 %t152, %t151, !dbg !261
  %84 = select i1 %t153, i1 %t149, i1 false, !dbg !261
  %t148.mux = select i1 %t153, i16 %t150, i16 %t148, !dbg !261
  %t149.mux = select i1 %t153, i1 true, i1 %t149, !dbg !261
  br i1 %84, label %b45, label %b48, !dbg !261

b45:                                              ; preds = %b43
  %.376 = zext i16 %t150 to i32, !dbg !262
  %85 = insertelement <2 x i32> poison, i32 %.354, i64 0, !dbg !262
  %86 = insertelement <2 x i32> %85, i32 %.376, i64 1, !dbg !262
  %87 = shl nuw <2 x i32> %86, <i32 16, i32 16>, !dbg !262
  %88 = bitcast <2 x i32> %87 to <2 x float>, !dbg !262
  %89 = extractelement <2 x float> %88, i64 0, !dbg !262
  %90 = extractelement <2 x float> %88, i64 1, !dbg !262
  %t156 = fdiv float %89, %90, !dbg !262
  %.379 = bitcast float %t156 to i32, !dbg !262
  %.380 = and i32 %.379, 2147483647, !dbg !262
  %.381 = icmp ugt i32 %.380, 2139095040, !dbg !262
  %.382 = lshr i32 %.379, 16, !dbg !262
  %.383 = and i32 %.382, 1, !dbg !262
  %.384 = add i32 %.379, 32767, !dbg !262
  %.385 = add i32 %.384, %.383, !dbg !262
  %.386 = lshr i32 %.385, 16, !dbg !262
  %.388 = or i32 %.382, 64, !dbg !262
  %.389 = select i1 %.381, i32 %.388, i32 %.386, !dbg !262
  %.390 = trunc i32 %.389 to i16, !dbg !262
  br label %b48, !dbg !261

b48:                                              ; preds = %b43, %b45, %b26
  %t161 = phi i16 [ %t104, %b26 ], [ %t148.mux, %b43 ], [ %.390, %b45 ]
  %t162 = phi i1 [ %t105, %b26 ], [ %t149.mux, %b43 ], [ true, %b45 ]
  %t163 = icmp eq i32 %.1, 0, !dbg !261
  %t164 = and i1 %t163, %t162, !dbg !261
  br i1 %t164, label %b49, label %b50, !dbg !261

b49:                                              ; preds = %b48
  %t165 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !261
  store i16 %t161, ptr addrspace(1) %t165, align 2, !dbg !261
  br label %b50, !dbg !261

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !261
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !263 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !264
  %t3 = sext i32 %.2 to i64, !dbg !264
  %t4 = icmp slt i64 %t3, %a0, !dbg !264
  br i1 %t4, label %b1, label %b5, !dbg !264

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !264
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !264, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !264
  %t1013 = icmp slt i64 %t812, %a0, !dbg !264
  br i1 %t1013, label %b3, label %b5, !dbg !264

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.22, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !264
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !264, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !265
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !265
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !265
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !265
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !265
  %5 = extractelement <2 x float> %4, i64 0, !dbg !265
  %6 = extractelement <2 x float> %4, i64 1, !dbg !265
  %t15 = fdiv float %5, %6, !dbg !265
  %.11 = bitcast float %t15 to i32, !dbg !265
  %.12 = and i32 %.11, 2147483647, !dbg !265
  %.13 = icmp ugt i32 %.12, 2139095040, !dbg !265
  %.14 = lshr i32 %.11, 16, !dbg !265
  %.15 = and i32 %.14, 1, !dbg !265
  %.16 = add i32 %.11, 32767, !dbg !265
  %.17 = add i32 %.16, %.15, !dbg !265
  %.18 = lshr i32 %.17, 16, !dbg !265
  %.20 = or i32 %.14, 64, !dbg !265
  %.21 = select i1 %.13, i32 %.20, i32 %.18, !dbg !265
  %.22 = trunc i32 %.21 to i16, !dbg !265
  %t8 = add i64 %t815, 256, !dbg !264
  %t10 = icmp slt i64 %t8, %a0, !dbg !264
  br i1 %t10, label %b3, label %b5, !dbg !264

b5:                                               ; preds = %b3, %b1, %entry
  %t18 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.22, %b3 ]
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %.2, !dbg !264
  store i16 %t18, ptr addrspace(3) %t19, align 2, !dbg !264
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %.2, !dbg !264
  %.23 = zext i1 %t4 to i8, !dbg !264
  store i8 %.23, ptr addrspace(3) %t20, align 1, !dbg !264
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t21 = icmp slt i32 %.2, 128, !dbg !264
  br i1 %t21, label %b6, label %b11, !dbg !264

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !264
  %t23 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t22, !dbg !264
  %.24 = load i16, ptr addrspace(3) %t23, align 2, !dbg !264
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t22, !dbg !264
  %.25 = load i8, ptr addrspace(3) %t25, align 1, !dbg !264
  %.26.not11 = icmp eq i8 %.25, 0, !dbg !264
  %t4.not = xor i1 %t4, true, !dbg !264
  %brmerge = select i1 %.26.not11, i1 true, i1 %t4.not, !dbg !264
  %t18.mux = select i1 %.26.not11, i16 %t18, i16 %.24, !dbg !264
  %not..26.not11 = xor i1 %.26.not11, true, !dbg !264
  %t4.mux = select i1 %not..26.not11, i1 true, i1 %t4, !dbg !264
  br i1 %brmerge, label %b10, label %b8, !dbg !264

b8:                                               ; preds = %b6
  %7 = insertelement <2 x i16> poison, i16 %t18, i64 0, !dbg !265
  %8 = insertelement <2 x i16> %7, i16 %.24, i64 1, !dbg !265
  %9 = zext <2 x i16> %8 to <2 x i32>, !dbg !265
  %10 = shl nuw <2 x i32> %9, <i32 16, i32 16>, !dbg !265
  %11 = bitcast <2 x i32> %10 to <2 x float>, !dbg !265
  %12 = extractelement <2 x float> %11, i64 0, !dbg !265
  %13 = extractelement <2 x float> %11, i64 1, !dbg !265
  %t29 = fdiv float %12, %13, !dbg !265
  %.33 = bitcast float %t29 to i32, !dbg !265
  %.34 = and i32 %.33, 2147483647, !dbg !265
  %.35 = icmp ugt i32 %.34, 2139095040, !dbg !265
  %.36 = lshr i32 %.33, 16, !dbg !265
  %.37 = and i32 %.36, 1, !dbg !265
  %.38 = add i32 %.33, 32767, !dbg !265
  %.39 = add i32 %.38, %.37, !dbg !265
  %.40 = lshr i32 %.39, 16, !dbg !265
  %.42 = or i32 %.36, 64, !dbg !265
  %.43 = select i1 %.35, i32 %.42, i32 %.40, !dbg !265
  %.44 = trunc i32 %.43 to i16, !dbg !265
  br label %b10, !dbg !264

b10:                                              ; preds = %b6, %b8
  %t32 = phi i16 [ %t18.mux, %b6 ], [ %.44, %b8 ]
  %t33 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t32, ptr addrspace(3) %t19, align 2, !dbg !264
  %.45 = zext i1 %t33 to i8, !dbg !264
  store i8 %.45, ptr addrspace(3) %t20, align 1, !dbg !264
  br label %b11, !dbg !264

b11:                                              ; preds = %b10, %b5
  %t34 = phi i16 [ %t32, %b10 ], [ %t18, %b5 ]
  %t35 = phi i1 [ %t33, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t36 = icmp slt i32 %.2, 64, !dbg !264
  br i1 %t36, label %b12, label %b17, !dbg !264

b12:                                              ; preds = %b11
  %t37 = add nsw i32 %.2, 64, !dbg !264
  %t38 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t37, !dbg !264
  %.46 = load i16, ptr addrspace(3) %t38, align 2, !dbg !264
  %t40 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t37, !dbg !264
  %.47 = load i8, ptr addrspace(3) %t40, align 1, !dbg !264
  %.48.not10 = icmp eq i8 %.47, 0, !dbg !264
  %t35.not = xor i1 %t35, true, !dbg !264
  %brmerge1 = select i1 %.48.not10, i1 true, i1 %t35.not, !dbg !264
  %t34.mux = select i1 %.48.not10, i16 %t34, i16 %.46, !dbg !264
  %not..48.not10 = xor i1 %.48.not10, true, !dbg !264
  %t35.mux = select i1 %not..48.not10, i1 true, i1 %t35, !dbg !264
  br i1 %brmerge1, label %b16, label %b14, !dbg !264

b14:                                              ; preds = %b12
  %14 = insertelement <2 x i16> poison, i16 %t34, i64 0, !dbg !265
  %15 = insertelement <2 x i16> %14, i16 %.46, i64 1, !dbg !265
  %16 = zext <2 x i16> %15 to <2 x i32>, !dbg !265
  %17 = shl nuw <2 x i32> %16, <i32 16, i32 16>, !dbg !265
  %18 = bitcast <2 x i32> %17 to <2 x float>, !dbg !265
  %19 = extractelement <2 x float> %18, i64 0, !dbg !265
  %20 = extractelement <2 x float> %18, i64 1, !dbg !265
  %t44 = fdiv float %19, %20, !dbg !265
  %.55 = bitcast float %t44 to i32, !dbg !265
  %.56 = and i32 %.55, 2147483647, !dbg !265
  %.57 = icmp ugt i32 %.56, 2139095040, !dbg !265
  %.58 = lshr i32 %.55, 16, !dbg !265
  %.59 = and i32 %.58, 1, !dbg !265
  %.60 = add i32 %.55, 32767, !dbg !265
  %.61 = add i32 %.60, %.59, !dbg !265
  %.62 = lshr i32 %.61, 16, !dbg !265
  %.64 = or i32 %.58, 64, !dbg !265
  %.65 = select i1 %.57, i32 %.64, i32 %.62, !dbg !265
  %.66 = trunc i32 %.65 to i16, !dbg !265
  br label %b16, !dbg !264

b16:                                              ; preds = %b12, %b14
  %t47 = phi i16 [ %t34.mux, %b12 ], [ %.66, %b14 ]
  %t48 = phi i1 [ %t35.mux, %b12 ], [ true, %b14 ]
  store i16 %t47, ptr addrspace(3) %t19, align 2, !dbg !264
  %.67 = zext i1 %t48 to i8, !dbg !264
  store i8 %.67, ptr addrspace(3) %t20, align 1, !dbg !264
  br label %b17, !dbg !264

b17:                                              ; preds = %b16, %b11
  %t49 = phi i16 [ %t47, %b16 ], [ %t34, %b11 ]
  %t50 = phi i1 [ %t48, %b16 ], [ %t35, %b11 ]
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t51 = icmp slt i32 %.2, 32, !dbg !264
  br i1 %t51, label %b18, label %b23, !dbg !264

b18:                                              ; preds = %b17
  %t52 = add nsw i32 %.2, 32, !dbg !264
  %t53 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.0, i32 %t52, !dbg !264
  %.68 = load i16, ptr addrspace(3) %t53, align 2, !dbg !264
  %t55 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2.shared.1, i32 %t52, !dbg !264
  %.69 = load i8, ptr addrspace(3) %t55, align 1, !dbg !264
  %.70.not9 = icmp eq i8 %.69, 0, !dbg !264
  %t50.not = xor i1 %t50, true, !dbg !264
  %brmerge2 = select i1 %.70.not9, i1 true, i1 %t50.not, !dbg !264
  %t49.mux = select i1 %.70.not9, i16 %t49, i16 %.68, !dbg !264
  %not..70.not9 = xor i1 %.70.not9, true, !dbg !264
  %t50.mux = select i1 %not..70.not9, i1 true, i1 %t50, !dbg !264
  br i1 %brmerge2, label %b23, label %b20, !dbg !264

b20:                                              ; preds = %b18
  %21 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !265
  %22 = insertelement <2 x i16> %21, i16 %.68, i64 1, !dbg !265
  %23 = zext <2 x i16> %22 to <2 x i32>, !dbg !265
  %24 = shl nuw <2 x i32> %23, <i32 16, i32 16>, !dbg !265
  %25 = bitcast <2 x i32> %24 to <2 x float>, !dbg !265
  %26 = extractelement <2 x float> %25, i64 0, !dbg !265
  %27 = extractelement <2 x float> %25, i64 1, !dbg !265
  %t59 = fdiv float %26, %27, !dbg !265
  %.77 = bitcast float %t59 to i32, !dbg !265
  %.78 = and i32 %.77, 2147483647, !dbg !265
  %.79 = icmp ugt i32 %.78, 2139095040, !dbg !265
  %.80 = lshr i32 %.77, 16, !dbg !265
  %.81 = and i32 %.80, 1, !dbg !265
  %.82 = add i32 %.77, 32767, !dbg !265
  %.83 = add i32 %.82, %.81, !dbg !265
  %.84 = lshr i32 %.83, 16, !dbg !265
  %.86 = or i32 %.80, 64, !dbg !265
  %.87 = select i1 %.79, i32 %.86, i32 %.84, !dbg !265
  %.88 = trunc i32 %.87 to i16, !dbg !265
  br label %b23, !dbg !264

b23:                                              ; preds = %b18, %b20, %b17
  %t64 = phi i16 [ %t49, %b17 ], [ %t49.mux, %b18 ], [ %.88, %b20 ]
  %t65 = phi i1 [ %t50, %b17 ], [ %t50.mux, %b18 ], [ true, %b20 ]
  br i1 %t51, label %b24, label %b45, !dbg !264

b24:                                              ; preds = %b23
  %.90 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !264
  %.91 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.90), !dbg !264
  %.92 = zext i32 %.91 to i64, !dbg !264
  %.93 = add nuw nsw i64 %.92, 16, !dbg !264
  %.94 = icmp ult i32 %.91, 48, !dbg !264
  %.95 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !264
  %.96 = and i64 %.93, 63, !dbg !264
  %28 = shl nuw i64 1, %.96, !dbg !264
  %29 = and i64 %28, %.95, !dbg !264
  %.98 = icmp ne i64 %29, 0, !dbg !264
  %.99 = and i1 %.94, %.98, !dbg !264
  %.100 = trunc i64 %.93 to i32, !dbg !264
  %.101 = shl i32 %.100, 2, !dbg !264
  %.102 = zext i16 %t64 to i32, !dbg !264
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.102), !dbg !264
  %.104 = trunc i32 %.103 to i16, !dbg !264
  %t66 = select i1 %.99, i16 %.104, i16 %t64, !dbg !264
  %.118 = zext i1 %t65 to i32, !dbg !264
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.118), !dbg !264
  %30 = and i32 %.119, 1, !dbg !264
  %.120 = icmp ne i32 %30, 0, !dbg !264
  %t67 = select i1 %.99, i1 %.120, i1 %t65, !dbg !264
  %t68 = icmp slt i32 %.2, 16, !dbg !264
  %t69 = and i1 %t68, %t67, !dbg !264
  %31 = select i1 %t69, i1 %t65, i1 false, !dbg !264
  %t64.mux = select i1 %t69, i16 %t66, i16 %t64, !dbg !264
  %t65.mux = select i1 %t69, i1 true, i1 %t65, !dbg !264
  br i1 %31, label %b26, label %b28, !dbg !264

b26:                                              ; preds = %b24
  %.124 = zext i16 %t66 to i32, !dbg !265
  %32 = insertelement <2 x i32> poison, i32 %.102, i64 0, !dbg !265
  %33 = insertelement <2 x i32> %32, i32 %.124, i64 1, !dbg !265
  %34 = shl nuw <2 x i32> %33, <i32 16, i32 16>, !dbg !265
  %35 = bitcast <2 x i32> %34 to <2 x float>, !dbg !265
  %36 = extractelement <2 x float> %35, i64 0, !dbg !265
  %37 = extractelement <2 x float> %35, i64 1, !dbg !265
  %t72 = fdiv float %36, %37, !dbg !265
  %.127 = bitcast float %t72 to i32, !dbg !265
  %.128 = and i32 %.127, 2147483647, !dbg !265
  %.129 = icmp ugt i32 %.128, 2139095040, !dbg !265
  %.130 = lshr i32 %.127, 16, !dbg !265
  %.131 = and i32 %.130, 1, !dbg !265
  %.132 = add i32 %.127, 32767, !dbg !265
  %.133 = add i32 %.132, %.131, !dbg !265
  %.134 = lshr i32 %.133, 16, !dbg !265
  %.136 = or i32 %.130, 64, !dbg !265
  %.137 = select i1 %.129, i32 %.136, i32 %.134, !dbg !265
  %.138 = trunc i32 %.137 to i16, !dbg !265
  br label %b28, !dbg !264

b28:                                              ; preds = %b24, %b26
  %t75 = phi i16 [ %t64.mux, %b24 ], [ %.138, %b26 ]
  %t76 = phi i1 [ %t65.mux, %b24 ], [ true, %b26 ]
  %.143 = add nuw nsw i64 %.92, 8, !dbg !264
  %.144 = icmp ult i32 %.91, 56, !dbg !264
  %.146 = and i64 %.143, 63, !dbg !264
  %38 = shl nuw i64 1, %.146, !dbg !264
  %39 = and i64 %38, %.95, !dbg !264
  %.148 = icmp ne i64 %39, 0, !dbg !264
  %.149 = and i1 %.144, %.148, !dbg !264
  %.150 = trunc i64 %.143 to i32, !dbg !264
  %.151 = shl i32 %.150, 2, !dbg !264
  %.152 = zext i16 %t75 to i32, !dbg !264
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.152), !dbg !264
  %.154 = trunc i32 %.153 to i16, !dbg !264
  %t77 = select i1 %.149, i16 %.154, i16 %t75, !dbg !264
  %.168 = zext i1 %t76 to i32, !dbg !264
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.168), !dbg !264
  %40 = and i32 %.169, 1, !dbg !264
  %.170 = icmp ne i32 %40, 0, !dbg !264
  %t78 = select i1 %.149, i1 %.170, i1 %t76, !dbg !264
  %t79 = icmp slt i32 %.2, 24, !dbg !264
  %t80 = and i1 %t79, %t78, !dbg !264
  %41 = select i1 %t80, i1 %t76, i1 false, !dbg !264
  %t75.mux = select i1 %t80, i16 %t77, i16 %t75, !dbg !264
  %t76.mux = select i1 %t80, i1 true, i1 %t76, !dbg !264
  br i1 %41, label %b30, label %b32, !dbg !264

b30:                                              ; preds = %b28
  %.174 = zext i16 %t77 to i32, !dbg !265
  %42 = insertelement <2 x i32> poison, i32 %.152, i64 0, !dbg !265
  %43 = insertelement <2 x i32> %42, i32 %.174, i64 1, !dbg !265
  %44 = shl nuw <2 x i32> %43, <i32 16, i32 16>, !dbg !265
  %45 = bitcast <2 x i32> %44 to <2 x float>, !dbg !265
  %46 = extractelement <2 x float> %45, i64 0, !dbg !265
  %47 = extractelement <2 x float> %45, i64 1, !dbg !265
  %t83 = fdiv float %46, %47, !dbg !265
  %.177 = bitcast float %t83 to i32, !dbg !265
  %.178 = and i32 %.177, 2147483647, !dbg !265
  %.179 = icmp ugt i32 %.178, 2139095040, !dbg !265
  %.180 = lshr i32 %.177, 16, !dbg !265
  %.181 = and i32 %.180, 1, !dbg !265
  %.182 = add i32 %.177, 32767, !dbg !265
  %.183 = add i32 %.182, %.181, !dbg !265
  %.184 = lshr i32 %.183, 16, !dbg !265
  %.186 = or i32 %.180, 64, !dbg !265
  %.187 = select i1 %.179, i32 %.186, i32 %.184, !dbg !265
  %.188 = trunc i32 %.187 to i16, !dbg !265
  br label %b32, !dbg !264

b32:                                              ; preds = %b28, %b30
  %t86 = phi i16 [ %t75.mux, %b28 ], [ %.188, %b30 ]
  %t87 = phi i1 [ %t76.mux, %b28 ], [ true, %b30 ]
  %.193 = add nuw nsw i64 %.92, 4, !dbg !264
  %.194 = icmp ult i32 %.91, 60, !dbg !264
  %.196 = and i64 %.193, 63, !dbg !264
  %48 = shl nuw i64 1, %.196, !dbg !264
  %49 = and i64 %48, %.95, !dbg !264
  %.198 = icmp ne i64 %49, 0, !dbg !264
  %.199 = and i1 %.194, %.198, !dbg !264
  %.200 = trunc i64 %.193 to i32, !dbg !264
  %.201 = shl i32 %.200, 2, !dbg !264
  %.202 = zext i16 %t86 to i32, !dbg !264
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.202), !dbg !264
  %.204 = trunc i32 %.203 to i16, !dbg !264
  %t88 = select i1 %.199, i16 %.204, i16 %t86, !dbg !264
  %.218 = zext i1 %t87 to i32, !dbg !264
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.201, i32 %.218), !dbg !264
  %50 = and i32 %.219, 1, !dbg !264
  %.220 = icmp ne i32 %50, 0, !dbg !264
  %t89 = select i1 %.199, i1 %.220, i1 %t87, !dbg !264
  %t90 = icmp slt i32 %.2, 28, !dbg !264
  %t91 = and i1 %t90, %t89, !dbg !264
  %51 = select i1 %t91, i1 %t87, i1 false, !dbg !264
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !264
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !264
  br i1 %51, label %b34, label %b36, !dbg !264

b34:                                              ; preds = %b32
  %.224 = zext i16 %t88 to i32, !dbg !265
  %52 = insertelement <2 x i32> poison, i32 %.202, i64 0, !dbg !265
  %53 = insertelement <2 x i32> %52, i32 %.224, i64 1, !dbg !265
  %54 = shl nuw <2 x i32> %53, <i32 16, i32 16>, !dbg !265
  %55 = bitcast <2 x i32> %54 to <2 x float>, !dbg !265
  %56 = extractelement <2 x float> %55, i64 0, !dbg !265
  %57 = extractelement <2 x float> %55, i64 1, !dbg !265
  %t94 = fdiv float %56, %57, !dbg !265
  %.227 = bitcast float %t94 to i32, !dbg !265
  %.228 = and i32 %.227, 2147483647, !dbg !265
  %.229 = icmp ugt i32 %.228, 2139095040, !dbg !265
  %.230 = lshr i32 %.227, 16, !dbg !265
  %.231 = and i32 %.230, 1, !dbg !265
  %.232 = add i32 %.227, 32767, !dbg !265
  %.233 = add i32 %.232, %.231, !dbg !265
  %.234 = lshr i32 %.233, 16, !dbg !265
  %.236 = or i32 %.230, 64, !dbg !265
  %.237 = select i1 %.229, i32 %.236, i32 %.234, !dbg !265
  %.238 = trunc i32 %.237 to i16, !dbg !265
  br label %b36, !dbg !264

b36:                                              ; preds = %b32, %b34
  %t97 = phi i16 [ %t86.mux, %b32 ], [ %.238, %b34 ]
  %t98 = phi i1 [ %t87.mux, %b32 ], [ true, %b34 ]
  %.243 = add nuw nsw i64 %.92, 2, !dbg !264
  %.244 = icmp ult i32 %.91, 62, !dbg !264
  %.246 = and i64 %.243, 63, !dbg !264
  %58 = shl nuw i64 1, %.246, !dbg !264
  %59 = and i64 %58, %.95, !dbg !264
  %.248 = icmp ne i64 %59, 0, !dbg !264
  %.249 = and i1 %.244, %.248, !dbg !264
  %.250 = trunc i64 %.243 to i32, !dbg !264
  %.251 = shl i32 %.250, 2, !dbg !264
  %.252 = zext i16 %t97 to i32, !dbg !264
  %.253 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.252), !dbg !264
  %.254 = trunc i32 %.253 to i16, !dbg !264
  %t99 = select i1 %.249, i16 %.254, i16 %t97, !dbg !264
  %.268 = zext i1 %t98 to i32, !dbg !264
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.251, i32 %.268), !dbg !264
  %60 = and i32 %.269, 1, !dbg !264
  %.270 = icmp ne i32 %60, 0, !dbg !264
  %t100 = select i1 %.249, i1 %.270, i1 %t98, !dbg !264
  %t101 = icmp slt i32 %.2, 30, !dbg !264
  %t102 = and i1 %t101, %t100, !dbg !264
  %61 = select i1 %t102, i1 %t98, i1 false, !dbg !264
  %t97.mux = select i1 %t102, i16 %t99, i16 %t97, !dbg !264
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !264
  br i1 %61, label %b38, label %b40, !dbg !264

b38:                                              ; preds = %b36
  %.274 = zext i16 %t99 to i32, !dbg !265
  %62 = insertelement <2 x i32> poison, i32 %.252, i64 0, !dbg !265
  %63 = insertelement <2 x i32> %62, i32 %.274, i64 1, !dbg !265
  %64 = shl nuw <2 x i32> %63, <i32 16, i32 16>, !dbg !265
  %65 = bitcast <2 x i32> %64 to <2 x float>, !dbg !265
  %66 = extractelement <2 x float> %65, i64 0, !dbg !265
  %67 = extractelement <2 x float> %65, i64 1, !dbg !265
  %t105 = fdiv float %66, %67, !dbg !265
  %.277 = bitcast float %t105 to i32, !dbg !265
  %.278 = and i32 %.277, 2147483647, !dbg !265
  %.279 = icmp ugt i32 %.278, 2139095040, !dbg !265
  %.280 = lshr i32 %.277, 16, !dbg !265
  %.281 = and i32 %.280, 1, !dbg !265
  %.282 = add i32 %.277, 32767, !dbg !265
  %.283 = add i32 %.282, %.281, !dbg !265
  %.284 = lshr i32 %.283, 16, !dbg !265
  %.286 = or i32 %.280, 64, !dbg !265
  %.287 = select i1 %.279, i32 %.286, i32 %.284, !dbg !265
  %.288 = trunc i32 %.287 to i16, !dbg !265
  br label %b40, !dbg !264

b40:                                              ; preds = %b36, %b38
  %t108 = phi i16 [ %t97.mux, %b36 ], [ %.288, %b38 ]
  %t109 = phi i1 [ %t98.mux, %b36 ], [ true, %b38 ]
  %.293 = add nuw nsw i64 %.92, 1, !dbg !264
  %.294 = icmp ult i32 %.91, 63, !dbg !264
  %.296 = and i64 %.293, 63, !dbg !264
  %68 = shl nuw i64 1, %.296, !dbg !264
  %69 = and i64 %68, %.95, !dbg !264
  %.298 = icmp ne i64 %69, 0, !dbg !264
  %.299 = and i1 %.294, %.298, !dbg !264
  %.300 = trunc i64 %.293 to i32, !dbg !264
  %.301 = shl i32 %.300, 2, !dbg !264
  %.302 = zext i16 %t108 to i32, !dbg !264
  %.303 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.302), !dbg !264
  %.304 = trunc i32 %.303 to i16, !dbg !264
  %t110 = select i1 %.299, i16 %.304, i16 %t108, !dbg !264
  %.318 = zext i1 %t109 to i32, !dbg !264
  %.319 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.301, i32 %.318), !dbg !264
  %70 = and i32 %.319, 1, !dbg !264
  %.320 = icmp ne i32 %70, 0, !dbg !264
  %t111 = select i1 %.299, i1 %.320, i1 %t109, !dbg !264
  %t112 = icmp slt i32 %.2, 31, !dbg !264
  %t113 = and i1 %t112, %t111, !dbg !264
  %71 = select i1 %t113, i1 %t109, i1 false, !dbg !264
  %t108.mux = select i1 %t113, i16 %t110, i16 %t108, !dbg !264
  %t109.mux = select i1 %t113, i1 true, i1 %t109, !dbg !264
  br i1 %71, label %b42, label %b45, !dbg !264

b42:                                              ; preds = %b40
  %.324 = zext i16 %t110 to i32, !dbg !265
  %72 = insertelement <2 x i32> poison, i32 %.302, i64 0, !dbg !265
  %73 = insertelement <2 x i32> %72, i32 %.324, i64 1, !dbg !265
  %74 = shl nuw <2 x i32> %73, <i32 16, i32 16>, !dbg !265
  %75 = bitcast <2 x i32> %74 to <2 x float>, !dbg !265
  %76 = extractelement <2 x float> %75, i64 0, !dbg !265
  %77 = extractelement <2 x float> %75, i64 1, !dbg !265
  %t116 = fdiv float %76, %77, !dbg !265
  %.327 = bitcast float %t116 to i32, !dbg !265
  %.328 = and i32 %.327, 2147483647, !dbg !265
  %.329 = icmp ugt i32 %.328, 2139095040, !dbg !265
  %.330 = lshr i32 %.327, 16, !dbg !265
  %.331 = and i32 %.330, 1, !dbg !265
  %.332 = add i32 %.327, 32767, !dbg !265
  %.333 = add i32 %.332, %.331, !dbg !265
  %.334 = lshr i32 %.333, 16, !dbg !265
  %.336 = or i32 %.330, 64, !dbg !265
  %.337 = select i1 %.329, i32 %.336, i32 %.334, !dbg !265
  %.338 = trunc i32 %.337 to i16, !dbg !265
  br label %b45, !dbg !264

b45:                                              ; preds = %b40, %b42, %b23
  %t121 = phi i16 [ %t64, %b23 ], [ %t108.mux, %b40 ], [ %.338, %b42 ]
  %t122 = phi i1 [ %t65, %b23 ], [ %t109.mux, %b40 ], [ true, %b42 ]
  %t123 = icmp eq i32 %.2, 0, !dbg !264
  br i1 %t123, label %b46, label %b52, !dbg !264

b46:                                              ; preds = %b45
  %78 = select i1 %t122, i1 %.1, i1 false, !dbg !264
  %a3.mux = select i1 %t122, i16 %t121, i16 %a3, !dbg !264
  %.1.mux = select i1 %t122, i1 true, i1 %.1, !dbg !264
  br i1 %78, label %b48, label %b50, !dbg !264

b48:                                              ; preds = %b46
  %79 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !265
  %80 = insertelement <2 x i16> %79, i16 %t121, i64 1, !dbg !265
  %81 = zext <2 x i16> %80 to <2 x i32>, !dbg !265
  %82 = shl nuw <2 x i32> %81, <i32 16, i32 16>, !dbg !265
  %83 = bitcast <2 x i32> %82 to <2 x float>, !dbg !265
  %84 = extractelement <2 x float> %83, i64 0, !dbg !265
  %85 = extractelement <2 x float> %83, i64 1, !dbg !265
  %t126 = fdiv float %84, %85, !dbg !265
  %.345 = bitcast float %t126 to i32, !dbg !265
  %.346 = and i32 %.345, 2147483647, !dbg !265
  %.347 = icmp ugt i32 %.346, 2139095040, !dbg !265
  %.348 = lshr i32 %.345, 16, !dbg !265
  %.349 = and i32 %.348, 1, !dbg !265
  %.350 = add i32 %.345, 32767, !dbg !265
  %.351 = add i32 %.350, %.349, !dbg !265
  %.352 = lshr i32 %.351, 16, !dbg !265
  %.354 = or i32 %.348, 64, !dbg !265
  %.355 = select i1 %.347, i32 %.354, i32 %.352, !dbg !265
  %.356 = trunc i32 %.355 to i16, !dbg !265
  br label %b50, !dbg !264

b50:                                              ; preds = %b46, %b48
  %t129 = phi i16 [ %a3.mux, %b46 ], [ %.356, %b48 ]
  %t130 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t130, label %b51, label %b52, !dbg !264

b51:                                              ; preds = %b50
  store i16 %t129, ptr addrspace(1) %a2, align 2, !dbg !264
  br label %b52, !dbg !264

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !264
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 !dbg !266 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !267
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !267
  %t2 = sext i32 %.1 to i64, !dbg !267
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !267
  %t4 = sext i32 %.2 to i64, !dbg !267
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !267
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !267
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !267, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !267
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !267
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !267, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !267
  %.15 = add i32 %.14, %.9, !dbg !267
  %.16 = udiv i32 %.15, %.6, !dbg !267
  %t8 = sext i32 %.16 to i64, !dbg !267
  %t9 = mul nsw i64 %t6, %t4, !dbg !267
  %t10 = add nsw i64 %t9, %t2, !dbg !267
  %t11 = mul nsw i64 %t8, %t6, !dbg !267
  %t131 = icmp slt i64 %t10, %a0, !dbg !267
  br i1 %t131, label %b2, label %b5, !dbg !267

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !267

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t122, !dbg !267
  %.17 = load i16, ptr addrspace(1) %t14, align 2, !dbg !267
  br label %b4, !dbg !267

b4:                                               ; preds = %b3, %b2
  %t16 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = zext i16 %t16 to i32, !dbg !268
  %.19 = shl nuw i32 %.18, 16, !dbg !268
  %.20 = bitcast i32 %.19 to float, !dbg !268
  %.24 = fmul float %.20, %.20, !dbg !268
  %.25 = bitcast float %.24 to i32, !dbg !268
  %.26 = and i32 %.25, 2147483647, !dbg !268
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !268
  %.28 = lshr i32 %.25, 16, !dbg !268
  %.29 = and i32 %.28, 1, !dbg !268
  %.30 = add i32 %.25, 32767, !dbg !268
  %.31 = add i32 %.30, %.29, !dbg !268
  %.32 = lshr i32 %.31, 16, !dbg !268
  %.34 = or i32 %.28, 64, !dbg !268
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !268
  %.36 = trunc i32 %.35 to i16, !dbg !268
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t122, !dbg !267
  store i16 %.36, ptr addrspace(1) %t18, align 2, !dbg !267
  %t19 = add i64 %t122, %t11, !dbg !267
  %t13 = icmp slt i64 %t19, %a0, !dbg !267
  br i1 %t13, label %b2, label %b5, !dbg !267

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !267
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !269 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !270
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !270
  %t2 = sext i32 %.1 to i64, !dbg !270
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !270
  %t4 = sext i32 %.2 to i64, !dbg !270
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !270
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !270
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !270, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !270
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !270
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !270, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !270
  %.15 = add i32 %.14, %.9, !dbg !270
  %.16 = udiv i32 %.15, %.6, !dbg !270
  %t8 = sext i32 %.16 to i64, !dbg !270
  %t9 = mul nsw i64 %t6, %t4, !dbg !270
  %t10 = add nsw i64 %t9, %t2, !dbg !270
  %t11 = mul nsw i64 %t8, %t6, !dbg !270
  %t12 = icmp sgt i64 %a1, 7, !dbg !270
  %t14 = icmp sgt i64 %a1, 6, !dbg !270
  %t16 = icmp sgt i64 %a1, 5, !dbg !270
  %t18 = icmp sgt i64 %a1, 4, !dbg !270
  %t20 = icmp sgt i64 %a1, 3, !dbg !270
  %t22 = icmp sgt i64 %a1, 2, !dbg !270
  %t24 = icmp sgt i64 %a1, 1, !dbg !270
  %t26 = icmp sgt i64 %a1, 0, !dbg !270
  %t281 = icmp slt i64 %t10, %a0, !dbg !270
  br i1 %t281, label %b2, label %b21, !dbg !270

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !270

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !270
  %t32 = mul i64 %t30, %a9, !dbg !270
  %t33 = sub nuw i64 %t272, %t32, !dbg !270
  %t34 = mul i64 %t33, %a19, !dbg !270
  %t35 = mul i64 %t33, %a28, !dbg !270
  br label %b4, !dbg !270

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !270

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !270
  %t42 = mul i64 %t40, %a8, !dbg !270
  %t43 = sub i64 %t36, %t42, !dbg !270
  %t44 = mul i64 %t43, %a18, !dbg !270
  %t45 = add i64 %t44, %t37, !dbg !270
  %t46 = mul i64 %t43, %a27, !dbg !270
  %t47 = add i64 %t46, %t38, !dbg !270
  br label %b6, !dbg !270

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !270

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !270
  %t54 = mul i64 %t52, %a7, !dbg !270
  %t55 = sub i64 %t48, %t54, !dbg !270
  %t56 = mul i64 %t55, %a17, !dbg !270
  %t57 = add i64 %t56, %t49, !dbg !270
  %t58 = mul i64 %t55, %a26, !dbg !270
  %t59 = add i64 %t58, %t50, !dbg !270
  br label %b8, !dbg !270

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !270

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !270
  %t66 = mul i64 %t64, %a6, !dbg !270
  %t67 = sub i64 %t60, %t66, !dbg !270
  %t68 = mul i64 %t67, %a16, !dbg !270
  %t69 = add i64 %t68, %t61, !dbg !270
  %t70 = mul i64 %t67, %a25, !dbg !270
  %t71 = add i64 %t70, %t62, !dbg !270
  br label %b10, !dbg !270

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !270

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !270
  %t78 = mul i64 %t76, %a5, !dbg !270
  %t79 = sub i64 %t72, %t78, !dbg !270
  %t80 = mul i64 %t79, %a15, !dbg !270
  %t81 = add i64 %t80, %t73, !dbg !270
  %t82 = mul i64 %t79, %a24, !dbg !270
  %t83 = add i64 %t82, %t74, !dbg !270
  br label %b12, !dbg !270

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !270

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !270
  %t90 = mul i64 %t88, %a4, !dbg !270
  %t91 = sub i64 %t84, %t90, !dbg !270
  %t92 = mul i64 %t91, %a14, !dbg !270
  %t93 = add i64 %t92, %t85, !dbg !270
  %t94 = mul i64 %t91, %a23, !dbg !270
  %t95 = add i64 %t94, %t86, !dbg !270
  br label %b14, !dbg !270

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !270

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !270
  %t102 = mul i64 %t100, %a3, !dbg !270
  %t103 = sub i64 %t96, %t102, !dbg !270
  %t104 = mul i64 %t103, %a13, !dbg !270
  %t105 = add i64 %t104, %t97, !dbg !270
  %t106 = mul i64 %t103, %a22, !dbg !270
  %t107 = add i64 %t106, %t98, !dbg !270
  br label %b16, !dbg !270

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !270

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !270
  %t112 = add i64 %t109, %t111, !dbg !270
  %t113 = mul i64 %t108, %a21, !dbg !270
  %t114 = add i64 %t110, %t113, !dbg !270
  br label %b18, !dbg !270

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !270

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !270
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !270
  br label %b20, !dbg !270

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !271
  %.19 = shl nuw i32 %.18, 16, !dbg !271
  %.20 = bitcast i32 %.19 to float, !dbg !271
  %.24 = fmul float %.20, %.20, !dbg !271
  %.25 = bitcast float %.24 to i32, !dbg !271
  %.26 = and i32 %.25, 2147483647, !dbg !271
  %.27 = icmp ugt i32 %.26, 2139095040, !dbg !271
  %.28 = lshr i32 %.25, 16, !dbg !271
  %.29 = and i32 %.28, 1, !dbg !271
  %.30 = add i32 %.25, 32767, !dbg !271
  %.31 = add i32 %.30, %.29, !dbg !271
  %.32 = lshr i32 %.31, 16, !dbg !271
  %.34 = or i32 %.28, 64, !dbg !271
  %.35 = select i1 %.27, i32 %.34, i32 %.32, !dbg !271
  %.36 = trunc i32 %.35 to i16, !dbg !271
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !270
  store i16 %.36, ptr addrspace(1) %t121, align 2, !dbg !270
  %t122 = add i64 %t272, %t11, !dbg !270
  %t28 = icmp slt i64 %t122, %a0, !dbg !270
  br i1 %t28, label %b2, label %b21, !dbg !270

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !270
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !272 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !273
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !273
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !273
  %t3 = sext i32 %.1 to i64, !dbg !273
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !273
  %t5 = sext i32 %.2 to i64, !dbg !273
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !273
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !273
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !273, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !273
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !273
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !273, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !273
  %.15 = add i32 %.14, %.9, !dbg !273
  %.16 = udiv i32 %.15, %.6, !dbg !273
  %t9 = sext i32 %.16 to i64, !dbg !273
  %t10 = mul nsw i64 %t7, %t5, !dbg !273
  %t11 = add nsw i64 %t10, %t3, !dbg !273
  %t12 = mul nsw i64 %t9, %t7, !dbg !273
  %t141 = icmp slt i64 %t11, %a0, !dbg !273
  br i1 %t141, label %b2, label %b7, !dbg !273

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !273

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !273
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !273
  br label %b4, !dbg !273

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !273

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !273
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !273
  br label %b6, !dbg !273

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !274
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !274
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !274
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !274
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !274
  %5 = extractelement <2 x float> %4, i64 0, !dbg !274
  %6 = extractelement <2 x float> %4, i64 1, !dbg !274
  %t23 = fcmp oeq float %5, %6, !dbg !274
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !273
  %.25 = zext i1 %t23 to i8, !dbg !273
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !273
  %t25 = add i64 %t132, %t12, !dbg !273
  %t14 = icmp slt i64 %t25, %a0, !dbg !273
  br i1 %t14, label %b2, label %b7, !dbg !273

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !273
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !275 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !276
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !276
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !276
  %t3 = sext i32 %.1 to i64, !dbg !276
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !276
  %t5 = sext i32 %.2 to i64, !dbg !276
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !276
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !276
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !276, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !276
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !276
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !276, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !276
  %.15 = add i32 %.14, %.9, !dbg !276
  %.16 = udiv i32 %.15, %.6, !dbg !276
  %t9 = sext i32 %.16 to i64, !dbg !276
  %t10 = mul nsw i64 %t7, %t5, !dbg !276
  %t11 = add nsw i64 %t10, %t3, !dbg !276
  %t12 = mul nsw i64 %t9, %t7, !dbg !276
  %t13 = icmp sgt i64 %a1, 7, !dbg !276
  %t15 = icmp sgt i64 %a1, 6, !dbg !276
  %t17 = icmp sgt i64 %a1, 5, !dbg !276
  %t19 = icmp sgt i64 %a1, 4, !dbg !276
  %t21 = icmp sgt i64 %a1, 3, !dbg !276
  %t23 = icmp sgt i64 %a1, 2, !dbg !276
  %t25 = icmp sgt i64 %a1, 1, !dbg !276
  %t27 = icmp sgt i64 %a1, 0, !dbg !276
  %t291 = icmp slt i64 %t11, %a0, !dbg !276
  br i1 %t291, label %b2, label %b23, !dbg !276

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !276

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !276
  %t33 = mul i64 %t31, %a9, !dbg !276
  %t34 = sub nuw i64 %t282, %t33, !dbg !276
  %t35 = mul i64 %t34, %a19, !dbg !276
  %t36 = mul i64 %t34, %a29, !dbg !276
  %t37 = mul i64 %t34, %a38, !dbg !276
  br label %b4, !dbg !276

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !276

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !276
  %t45 = mul i64 %t43, %a8, !dbg !276
  %t46 = sub i64 %t38, %t45, !dbg !276
  %t47 = mul i64 %t46, %a18, !dbg !276
  %t48 = add i64 %t47, %t39, !dbg !276
  %t49 = mul i64 %t46, %a28, !dbg !276
  %t50 = add i64 %t49, %t40, !dbg !276
  %t51 = mul i64 %t46, %a37, !dbg !276
  %t52 = add i64 %t51, %t41, !dbg !276
  br label %b6, !dbg !276

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !276

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !276
  %t60 = mul i64 %t58, %a7, !dbg !276
  %t61 = sub i64 %t53, %t60, !dbg !276
  %t62 = mul i64 %t61, %a17, !dbg !276
  %t63 = add i64 %t62, %t54, !dbg !276
  %t64 = mul i64 %t61, %a27, !dbg !276
  %t65 = add i64 %t64, %t55, !dbg !276
  %t66 = mul i64 %t61, %a36, !dbg !276
  %t67 = add i64 %t66, %t56, !dbg !276
  br label %b8, !dbg !276

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !276

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !276
  %t75 = mul i64 %t73, %a6, !dbg !276
  %t76 = sub i64 %t68, %t75, !dbg !276
  %t77 = mul i64 %t76, %a16, !dbg !276
  %t78 = add i64 %t77, %t69, !dbg !276
  %t79 = mul i64 %t76, %a26, !dbg !276
  %t80 = add i64 %t79, %t70, !dbg !276
  %t81 = mul i64 %t76, %a35, !dbg !276
  %t82 = add i64 %t81, %t71, !dbg !276
  br label %b10, !dbg !276

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !276

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !276
  %t90 = mul i64 %t88, %a5, !dbg !276
  %t91 = sub i64 %t83, %t90, !dbg !276
  %t92 = mul i64 %t91, %a15, !dbg !276
  %t93 = add i64 %t92, %t84, !dbg !276
  %t94 = mul i64 %t91, %a25, !dbg !276
  %t95 = add i64 %t94, %t85, !dbg !276
  %t96 = mul i64 %t91, %a34, !dbg !276
  %t97 = add i64 %t96, %t86, !dbg !276
  br label %b12, !dbg !276

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !276

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !276
  %t105 = mul i64 %t103, %a4, !dbg !276
  %t106 = sub i64 %t98, %t105, !dbg !276
  %t107 = mul i64 %t106, %a14, !dbg !276
  %t108 = add i64 %t107, %t99, !dbg !276
  %t109 = mul i64 %t106, %a24, !dbg !276
  %t110 = add i64 %t109, %t100, !dbg !276
  %t111 = mul i64 %t106, %a33, !dbg !276
  %t112 = add i64 %t111, %t101, !dbg !276
  br label %b14, !dbg !276

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !276

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !276
  %t120 = mul i64 %t118, %a3, !dbg !276
  %t121 = sub i64 %t113, %t120, !dbg !276
  %t122 = mul i64 %t121, %a13, !dbg !276
  %t123 = add i64 %t122, %t114, !dbg !276
  %t124 = mul i64 %t121, %a23, !dbg !276
  %t125 = add i64 %t124, %t115, !dbg !276
  %t126 = mul i64 %t121, %a32, !dbg !276
  %t127 = add i64 %t126, %t116, !dbg !276
  br label %b16, !dbg !276

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !276

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !276
  %t133 = add i64 %t129, %t132, !dbg !276
  %t134 = mul i64 %t128, %a22, !dbg !276
  %t135 = add i64 %t130, %t134, !dbg !276
  %t136 = mul i64 %t128, %a31, !dbg !276
  %t137 = add i64 %t131, %t136, !dbg !276
  br label %b18, !dbg !276

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !276

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !276
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !276
  br label %b20, !dbg !276

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !276

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !276
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !276
  br label %b22, !dbg !276

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !277
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !277
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !277
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !277
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !277
  %5 = extractelement <2 x float> %4, i64 0, !dbg !277
  %6 = extractelement <2 x float> %4, i64 1, !dbg !277
  %t149 = fcmp oeq float %5, %6, !dbg !277
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !276
  %.25 = zext i1 %t149 to i8, !dbg !276
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !276
  %t151 = add i64 %t282, %t12, !dbg !276
  %t29 = icmp slt i64 %t151, %a0, !dbg !276
  br i1 %t29, label %b2, label %b23, !dbg !276

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !276
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !278 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !279
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !279
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !279
  %t3 = sext i32 %.1 to i64, !dbg !279
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !279
  %t5 = sext i32 %.2 to i64, !dbg !279
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !279
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !279
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !279, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !279
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !279
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !279, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !279
  %.15 = add i32 %.14, %.9, !dbg !279
  %.16 = udiv i32 %.15, %.6, !dbg !279
  %t9 = sext i32 %.16 to i64, !dbg !279
  %t10 = mul nsw i64 %t7, %t5, !dbg !279
  %t11 = add nsw i64 %t10, %t3, !dbg !279
  %t12 = mul nsw i64 %t9, %t7, !dbg !279
  %t141 = icmp slt i64 %t11, %a0, !dbg !279
  br i1 %t141, label %b2, label %b7, !dbg !279

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !279

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !279
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !279
  br label %b4, !dbg !279

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !279

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !279
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !279
  br label %b6, !dbg !279

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !280
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !280
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !280
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !280
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !280
  %5 = extractelement <2 x float> %4, i64 0, !dbg !280
  %6 = extractelement <2 x float> %4, i64 1, !dbg !280
  %t23 = fcmp olt float %5, %6, !dbg !280
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !279
  %.25 = zext i1 %t23 to i8, !dbg !279
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !279
  %t25 = add i64 %t132, %t12, !dbg !279
  %t14 = icmp slt i64 %t25, %a0, !dbg !279
  br i1 %t14, label %b2, label %b7, !dbg !279

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !279
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !281 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !282
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !282
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !282
  %t3 = sext i32 %.1 to i64, !dbg !282
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !282
  %t5 = sext i32 %.2 to i64, !dbg !282
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !282
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !282
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !282, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !282
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !282
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !282, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !282
  %.15 = add i32 %.14, %.9, !dbg !282
  %.16 = udiv i32 %.15, %.6, !dbg !282
  %t9 = sext i32 %.16 to i64, !dbg !282
  %t10 = mul nsw i64 %t7, %t5, !dbg !282
  %t11 = add nsw i64 %t10, %t3, !dbg !282
  %t12 = mul nsw i64 %t9, %t7, !dbg !282
  %t13 = icmp sgt i64 %a1, 7, !dbg !282
  %t15 = icmp sgt i64 %a1, 6, !dbg !282
  %t17 = icmp sgt i64 %a1, 5, !dbg !282
  %t19 = icmp sgt i64 %a1, 4, !dbg !282
  %t21 = icmp sgt i64 %a1, 3, !dbg !282
  %t23 = icmp sgt i64 %a1, 2, !dbg !282
  %t25 = icmp sgt i64 %a1, 1, !dbg !282
  %t27 = icmp sgt i64 %a1, 0, !dbg !282
  %t291 = icmp slt i64 %t11, %a0, !dbg !282
  br i1 %t291, label %b2, label %b23, !dbg !282

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !282

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !282
  %t33 = mul i64 %t31, %a9, !dbg !282
  %t34 = sub nuw i64 %t282, %t33, !dbg !282
  %t35 = mul i64 %t34, %a19, !dbg !282
  %t36 = mul i64 %t34, %a29, !dbg !282
  %t37 = mul i64 %t34, %a38, !dbg !282
  br label %b4, !dbg !282

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !282

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !282
  %t45 = mul i64 %t43, %a8, !dbg !282
  %t46 = sub i64 %t38, %t45, !dbg !282
  %t47 = mul i64 %t46, %a18, !dbg !282
  %t48 = add i64 %t47, %t39, !dbg !282
  %t49 = mul i64 %t46, %a28, !dbg !282
  %t50 = add i64 %t49, %t40, !dbg !282
  %t51 = mul i64 %t46, %a37, !dbg !282
  %t52 = add i64 %t51, %t41, !dbg !282
  br label %b6, !dbg !282

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !282

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !282
  %t60 = mul i64 %t58, %a7, !dbg !282
  %t61 = sub i64 %t53, %t60, !dbg !282
  %t62 = mul i64 %t61, %a17, !dbg !282
  %t63 = add i64 %t62, %t54, !dbg !282
  %t64 = mul i64 %t61, %a27, !dbg !282
  %t65 = add i64 %t64, %t55, !dbg !282
  %t66 = mul i64 %t61, %a36, !dbg !282
  %t67 = add i64 %t66, %t56, !dbg !282
  br label %b8, !dbg !282

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !282

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !282
  %t75 = mul i64 %t73, %a6, !dbg !282
  %t76 = sub i64 %t68, %t75, !dbg !282
  %t77 = mul i64 %t76, %a16, !dbg !282
  %t78 = add i64 %t77, %t69, !dbg !282
  %t79 = mul i64 %t76, %a26, !dbg !282
  %t80 = add i64 %t79, %t70, !dbg !282
  %t81 = mul i64 %t76, %a35, !dbg !282
  %t82 = add i64 %t81, %t71, !dbg !282
  br label %b10, !dbg !282

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !282

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !282
  %t90 = mul i64 %t88, %a5, !dbg !282
  %t91 = sub i64 %t83, %t90, !dbg !282
  %t92 = mul i64 %t91, %a15, !dbg !282
  %t93 = add i64 %t92, %t84, !dbg !282
  %t94 = mul i64 %t91, %a25, !dbg !282
  %t95 = add i64 %t94, %t85, !dbg !282
  %t96 = mul i64 %t91, %a34, !dbg !282
  %t97 = add i64 %t96, %t86, !dbg !282
  br label %b12, !dbg !282

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !282

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !282
  %t105 = mul i64 %t103, %a4, !dbg !282
  %t106 = sub i64 %t98, %t105, !dbg !282
  %t107 = mul i64 %t106, %a14, !dbg !282
  %t108 = add i64 %t107, %t99, !dbg !282
  %t109 = mul i64 %t106, %a24, !dbg !282
  %t110 = add i64 %t109, %t100, !dbg !282
  %t111 = mul i64 %t106, %a33, !dbg !282
  %t112 = add i64 %t111, %t101, !dbg !282
  br label %b14, !dbg !282

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !282

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !282
  %t120 = mul i64 %t118, %a3, !dbg !282
  %t121 = sub i64 %t113, %t120, !dbg !282
  %t122 = mul i64 %t121, %a13, !dbg !282
  %t123 = add i64 %t122, %t114, !dbg !282
  %t124 = mul i64 %t121, %a23, !dbg !282
  %t125 = add i64 %t124, %t115, !dbg !282
  %t126 = mul i64 %t121, %a32, !dbg !282
  %t127 = add i64 %t126, %t116, !dbg !282
  br label %b16, !dbg !282

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !282

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !282
  %t133 = add i64 %t129, %t132, !dbg !282
  %t134 = mul i64 %t128, %a22, !dbg !282
  %t135 = add i64 %t130, %t134, !dbg !282
  %t136 = mul i64 %t128, %a31, !dbg !282
  %t137 = add i64 %t131, %t136, !dbg !282
  br label %b18, !dbg !282

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !282

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !282
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !282
  br label %b20, !dbg !282

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !282

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !282
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !282
  br label %b22, !dbg !282

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !283
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !283
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !283
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !283
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !283
  %5 = extractelement <2 x float> %4, i64 0, !dbg !283
  %6 = extractelement <2 x float> %4, i64 1, !dbg !283
  %t149 = fcmp olt float %5, %6, !dbg !283
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !282
  %.25 = zext i1 %t149 to i8, !dbg !282
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !282
  %t151 = add i64 %t282, %t12, !dbg !282
  %t29 = icmp slt i64 %t151, %a0, !dbg !282
  br i1 %t29, label %b2, label %b23, !dbg !282

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !282
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) readonly %a3, i16 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !284 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !285
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !285
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !285
  %t3 = sext i32 %.1 to i64, !dbg !285
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !285
  %t5 = sext i32 %.2 to i64, !dbg !285
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !285
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !285
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !285, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !285
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !285
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !285, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !285
  %.15 = add i32 %.14, %.9, !dbg !285
  %.16 = udiv i32 %.15, %.6, !dbg !285
  %t9 = sext i32 %.16 to i64, !dbg !285
  %t10 = mul nsw i64 %t7, %t5, !dbg !285
  %t11 = add nsw i64 %t10, %t3, !dbg !285
  %t12 = mul nsw i64 %t9, %t7, !dbg !285
  %t141 = icmp slt i64 %t11, %a0, !dbg !285
  br i1 %t141, label %b2, label %b7, !dbg !285

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !285

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t132, !dbg !285
  %.17 = load i16, ptr addrspace(1) %t15, align 2, !dbg !285
  br label %b4, !dbg !285

b4:                                               ; preds = %b3, %b2
  %t17 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !285

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t132, !dbg !285
  %.18 = load i16, ptr addrspace(1) %t18, align 2, !dbg !285
  br label %b6, !dbg !285

b6:                                               ; preds = %b5, %b4
  %t20 = phi i16 [ %.18, %b5 ], [ %a4, %b4 ]
  %0 = insertelement <2 x i16> poison, i16 %t17, i64 0, !dbg !286
  %1 = insertelement <2 x i16> %0, i16 %t20, i64 1, !dbg !286
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !286
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !286
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !286
  %5 = extractelement <2 x float> %4, i64 0, !dbg !286
  %6 = extractelement <2 x float> %4, i64 1, !dbg !286
  %t23 = fcmp ole float %5, %6, !dbg !286
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a5, i64 %t132, !dbg !285
  %.25 = zext i1 %t23 to i8, !dbg !285
  store i8 %.25, ptr addrspace(1) %t24, align 1, !dbg !285
  %t25 = add i64 %t132, %t12, !dbg !285
  %t14 = icmp slt i64 %t25, %a0, !dbg !285
  br i1 %t14, label %b2, label %b7, !dbg !285

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !285
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i16 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !287 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !288
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !288
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !288
  %t3 = sext i32 %.1 to i64, !dbg !288
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !288
  %t5 = sext i32 %.2 to i64, !dbg !288
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !288
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !288
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !288, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !288
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !288
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !288, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !288
  %.15 = add i32 %.14, %.9, !dbg !288
  %.16 = udiv i32 %.15, %.6, !dbg !288
  %t9 = sext i32 %.16 to i64, !dbg !288
  %t10 = mul nsw i64 %t7, %t5, !dbg !288
  %t11 = add nsw i64 %t10, %t3, !dbg !288
  %t12 = mul nsw i64 %t9, %t7, !dbg !288
  %t13 = icmp sgt i64 %a1, 7, !dbg !288
  %t15 = icmp sgt i64 %a1, 6, !dbg !288
  %t17 = icmp sgt i64 %a1, 5, !dbg !288
  %t19 = icmp sgt i64 %a1, 4, !dbg !288
  %t21 = icmp sgt i64 %a1, 3, !dbg !288
  %t23 = icmp sgt i64 %a1, 2, !dbg !288
  %t25 = icmp sgt i64 %a1, 1, !dbg !288
  %t27 = icmp sgt i64 %a1, 0, !dbg !288
  %t291 = icmp slt i64 %t11, %a0, !dbg !288
  br i1 %t291, label %b2, label %b23, !dbg !288

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !288

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !288
  %t33 = mul i64 %t31, %a9, !dbg !288
  %t34 = sub nuw i64 %t282, %t33, !dbg !288
  %t35 = mul i64 %t34, %a19, !dbg !288
  %t36 = mul i64 %t34, %a29, !dbg !288
  %t37 = mul i64 %t34, %a38, !dbg !288
  br label %b4, !dbg !288

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !288

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !288
  %t45 = mul i64 %t43, %a8, !dbg !288
  %t46 = sub i64 %t38, %t45, !dbg !288
  %t47 = mul i64 %t46, %a18, !dbg !288
  %t48 = add i64 %t47, %t39, !dbg !288
  %t49 = mul i64 %t46, %a28, !dbg !288
  %t50 = add i64 %t49, %t40, !dbg !288
  %t51 = mul i64 %t46, %a37, !dbg !288
  %t52 = add i64 %t51, %t41, !dbg !288
  br label %b6, !dbg !288

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !288

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !288
  %t60 = mul i64 %t58, %a7, !dbg !288
  %t61 = sub i64 %t53, %t60, !dbg !288
  %t62 = mul i64 %t61, %a17, !dbg !288
  %t63 = add i64 %t62, %t54, !dbg !288
  %t64 = mul i64 %t61, %a27, !dbg !288
  %t65 = add i64 %t64, %t55, !dbg !288
  %t66 = mul i64 %t61, %a36, !dbg !288
  %t67 = add i64 %t66, %t56, !dbg !288
  br label %b8, !dbg !288

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !288

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !288
  %t75 = mul i64 %t73, %a6, !dbg !288
  %t76 = sub i64 %t68, %t75, !dbg !288
  %t77 = mul i64 %t76, %a16, !dbg !288
  %t78 = add i64 %t77, %t69, !dbg !288
  %t79 = mul i64 %t76, %a26, !dbg !288
  %t80 = add i64 %t79, %t70, !dbg !288
  %t81 = mul i64 %t76, %a35, !dbg !288
  %t82 = add i64 %t81, %t71, !dbg !288
  br label %b10, !dbg !288

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !288

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !288
  %t90 = mul i64 %t88, %a5, !dbg !288
  %t91 = sub i64 %t83, %t90, !dbg !288
  %t92 = mul i64 %t91, %a15, !dbg !288
  %t93 = add i64 %t92, %t84, !dbg !288
  %t94 = mul i64 %t91, %a25, !dbg !288
  %t95 = add i64 %t94, %t85, !dbg !288
  %t96 = mul i64 %t91, %a34, !dbg !288
  %t97 = add i64 %t96, %t86, !dbg !288
  br label %b12, !dbg !288

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !288

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !288
  %t105 = mul i64 %t103, %a4, !dbg !288
  %t106 = sub i64 %t98, %t105, !dbg !288
  %t107 = mul i64 %t106, %a14, !dbg !288
  %t108 = add i64 %t107, %t99, !dbg !288
  %t109 = mul i64 %t106, %a24, !dbg !288
  %t110 = add i64 %t109, %t100, !dbg !288
  %t111 = mul i64 %t106, %a33, !dbg !288
  %t112 = add i64 %t111, %t101, !dbg !288
  br label %b14, !dbg !288

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !288

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !288
  %t120 = mul i64 %t118, %a3, !dbg !288
  %t121 = sub i64 %t113, %t120, !dbg !288
  %t122 = mul i64 %t121, %a13, !dbg !288
  %t123 = add i64 %t122, %t114, !dbg !288
  %t124 = mul i64 %t121, %a23, !dbg !288
  %t125 = add i64 %t124, %t115, !dbg !288
  %t126 = mul i64 %t121, %a32, !dbg !288
  %t127 = add i64 %t126, %t116, !dbg !288
  br label %b16, !dbg !288

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !288

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !288
  %t133 = add i64 %t129, %t132, !dbg !288
  %t134 = mul i64 %t128, %a22, !dbg !288
  %t135 = add i64 %t130, %t134, !dbg !288
  %t136 = mul i64 %t128, %a31, !dbg !288
  %t137 = add i64 %t131, %t136, !dbg !288
  br label %b18, !dbg !288

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !288

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t138, !dbg !288
  %.17 = load i16, ptr addrspace(1) %t141, align 2, !dbg !288
  br label %b20, !dbg !288

b20:                                              ; preds = %b19, %b18
  %t143 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !288

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t139, !dbg !288
  %.18 = load i16, ptr addrspace(1) %t144, align 2, !dbg !288
  br label %b22, !dbg !288

b22:                                              ; preds = %b21, %b20
  %t146 = phi i16 [ %.18, %b21 ], [ %a21, %b20 ]
  %0 = insertelement <2 x i16> poison, i16 %t143, i64 0, !dbg !289
  %1 = insertelement <2 x i16> %0, i16 %t146, i64 1, !dbg !289
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !289
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !289
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !289
  %5 = extractelement <2 x float> %4, i64 0, !dbg !289
  %6 = extractelement <2 x float> %4, i64 1, !dbg !289
  %t149 = fcmp ole float %5, %6, !dbg !289
  %t150 = getelementptr inbounds i8, ptr addrspace(1) %a30, i64 %t140, !dbg !288
  %.25 = zext i1 %t149 to i8, !dbg !288
  store i8 %.25, ptr addrspace(1) %t150, align 1, !dbg !288
  %t151 = add i64 %t282, %t12, !dbg !288
  %t29 = icmp slt i64 %t151, %a0, !dbg !288
  br i1 %t29, label %b2, label %b23, !dbg !288

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !288
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i16 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 !dbg !290 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !291
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !291
  %t2 = sext i32 %.1 to i64, !dbg !291
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !291
  %t4 = sext i32 %.2 to i64, !dbg !291
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !291
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !291
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !291, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !291
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !291
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !291, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !291
  %.15 = add i32 %.14, %.9, !dbg !291
  %.16 = udiv i32 %.15, %.6, !dbg !291
  %t8 = sext i32 %.16 to i64, !dbg !291
  %t9 = mul nsw i64 %t6, %t4, !dbg !291
  %t10 = add nsw i64 %t9, %t2, !dbg !291
  %t11 = mul nsw i64 %t8, %t6, !dbg !291
  %t131 = icmp slt i64 %t10, %a0, !dbg !291
  br i1 %t131, label %b2, label %b5, !dbg !291

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !291

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t122, !dbg !291
  %.17 = load i16, ptr addrspace(1) %t14, align 2, !dbg !291
  br label %b4, !dbg !291

b4:                                               ; preds = %b3, %b2
  %t16 = phi i16 [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = zext i16 %t16 to i32, !dbg !292
  %.19 = shl nuw i32 %.18, 16, !dbg !292
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122, !dbg !291
  store i32 %.19, ptr addrspace(1) %t18, align 4, !dbg !291
  %t19 = add i64 %t122, %t11, !dbg !291
  %t13 = icmp slt i64 %t19, %a0, !dbg !291
  br i1 %t13, label %b2, label %b5, !dbg !291

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !291
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i16 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !293 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !294
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !294
  %t2 = sext i32 %.1 to i64, !dbg !294
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !294
  %t4 = sext i32 %.2 to i64, !dbg !294
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !294
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !294
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !294, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !294
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !294
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !294, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !294
  %.15 = add i32 %.14, %.9, !dbg !294
  %.16 = udiv i32 %.15, %.6, !dbg !294
  %t8 = sext i32 %.16 to i64, !dbg !294
  %t9 = mul nsw i64 %t6, %t4, !dbg !294
  %t10 = add nsw i64 %t9, %t2, !dbg !294
  %t11 = mul nsw i64 %t8, %t6, !dbg !294
  %t12 = icmp sgt i64 %a1, 7, !dbg !294
  %t14 = icmp sgt i64 %a1, 6, !dbg !294
  %t16 = icmp sgt i64 %a1, 5, !dbg !294
  %t18 = icmp sgt i64 %a1, 4, !dbg !294
  %t20 = icmp sgt i64 %a1, 3, !dbg !294
  %t22 = icmp sgt i64 %a1, 2, !dbg !294
  %t24 = icmp sgt i64 %a1, 1, !dbg !294
  %t26 = icmp sgt i64 %a1, 0, !dbg !294
  %t281 = icmp slt i64 %t10, %a0, !dbg !294
  br i1 %t281, label %b2, label %b21, !dbg !294

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !294

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !294
  %t32 = mul i64 %t30, %a9, !dbg !294
  %t33 = sub nuw i64 %t272, %t32, !dbg !294
  %t34 = mul i64 %t33, %a19, !dbg !294
  %t35 = mul i64 %t33, %a28, !dbg !294
  br label %b4, !dbg !294

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !294

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !294
  %t42 = mul i64 %t40, %a8, !dbg !294
  %t43 = sub i64 %t36, %t42, !dbg !294
  %t44 = mul i64 %t43, %a18, !dbg !294
  %t45 = add i64 %t44, %t37, !dbg !294
  %t46 = mul i64 %t43, %a27, !dbg !294
  %t47 = add i64 %t46, %t38, !dbg !294
  br label %b6, !dbg !294

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !294

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !294
  %t54 = mul i64 %t52, %a7, !dbg !294
  %t55 = sub i64 %t48, %t54, !dbg !294
  %t56 = mul i64 %t55, %a17, !dbg !294
  %t57 = add i64 %t56, %t49, !dbg !294
  %t58 = mul i64 %t55, %a26, !dbg !294
  %t59 = add i64 %t58, %t50, !dbg !294
  br label %b8, !dbg !294

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !294

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !294
  %t66 = mul i64 %t64, %a6, !dbg !294
  %t67 = sub i64 %t60, %t66, !dbg !294
  %t68 = mul i64 %t67, %a16, !dbg !294
  %t69 = add i64 %t68, %t61, !dbg !294
  %t70 = mul i64 %t67, %a25, !dbg !294
  %t71 = add i64 %t70, %t62, !dbg !294
  br label %b10, !dbg !294

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !294

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !294
  %t78 = mul i64 %t76, %a5, !dbg !294
  %t79 = sub i64 %t72, %t78, !dbg !294
  %t80 = mul i64 %t79, %a15, !dbg !294
  %t81 = add i64 %t80, %t73, !dbg !294
  %t82 = mul i64 %t79, %a24, !dbg !294
  %t83 = add i64 %t82, %t74, !dbg !294
  br label %b12, !dbg !294

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !294

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !294
  %t90 = mul i64 %t88, %a4, !dbg !294
  %t91 = sub i64 %t84, %t90, !dbg !294
  %t92 = mul i64 %t91, %a14, !dbg !294
  %t93 = add i64 %t92, %t85, !dbg !294
  %t94 = mul i64 %t91, %a23, !dbg !294
  %t95 = add i64 %t94, %t86, !dbg !294
  br label %b14, !dbg !294

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !294

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !294
  %t102 = mul i64 %t100, %a3, !dbg !294
  %t103 = sub i64 %t96, %t102, !dbg !294
  %t104 = mul i64 %t103, %a13, !dbg !294
  %t105 = add i64 %t104, %t97, !dbg !294
  %t106 = mul i64 %t103, %a22, !dbg !294
  %t107 = add i64 %t106, %t98, !dbg !294
  br label %b16, !dbg !294

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !294

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !294
  %t112 = add i64 %t109, %t111, !dbg !294
  %t113 = mul i64 %t108, %a21, !dbg !294
  %t114 = add i64 %t110, %t113, !dbg !294
  br label %b18, !dbg !294

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !294

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i16, ptr addrspace(1) %a10, i64 %t115, !dbg !294
  %.17 = load i16, ptr addrspace(1) %t117, align 2, !dbg !294
  br label %b20, !dbg !294

b20:                                              ; preds = %b19, %b18
  %t119 = phi i16 [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = zext i16 %t119 to i32, !dbg !295
  %.19 = shl nuw i32 %.18, 16, !dbg !295
  %t121 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !294
  store i32 %.19, ptr addrspace(1) %t121, align 4, !dbg !294
  %t122 = add i64 %t272, %t11, !dbg !294
  %t28 = icmp slt i64 %t122, %a0, !dbg !294
  br i1 %t28, label %b2, label %b21, !dbg !294

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !294
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 !dbg !296 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !297
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !297
  %t2 = sext i32 %.1 to i64, !dbg !297
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !297
  %t4 = sext i32 %.2 to i64, !dbg !297
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !297
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !297
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !297, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !297
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !297
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !297, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !297
  %.15 = add i32 %.14, %.9, !dbg !297
  %.16 = udiv i32 %.15, %.6, !dbg !297
  %t8 = sext i32 %.16 to i64, !dbg !297
  %t9 = mul nsw i64 %t6, %t4, !dbg !297
  %t10 = add nsw i64 %t9, %t2, !dbg !297
  %t11 = mul nsw i64 %t8, %t6, !dbg !297
  %t131 = icmp slt i64 %t10, %a0, !dbg !297
  br i1 %t131, label %b2, label %b5, !dbg !297

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !297

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t122, !dbg !297
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !297
  br label %b4, !dbg !297

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = bitcast float %t16 to i32, !dbg !298
  %.19 = and i32 %.18, 2147483647, !dbg !298
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !298
  %.21 = lshr i32 %.18, 16, !dbg !298
  %.22 = and i32 %.21, 1, !dbg !298
  %.23 = add i32 %.18, 32767, !dbg !298
  %.24 = add i32 %.23, %.22, !dbg !298
  %.25 = lshr i32 %.24, 16, !dbg !298
  %.27 = or i32 %.21, 64, !dbg !298
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !298
  %.29 = trunc i32 %.28 to i16, !dbg !298
  %t18 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t122, !dbg !297
  store i16 %.29, ptr addrspace(1) %t18, align 2, !dbg !297
  %t19 = add i64 %t122, %t11, !dbg !297
  %t13 = icmp slt i64 %t19, %a0, !dbg !297
  br i1 %t13, label %b2, label %b5, !dbg !297

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !297
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !299 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !300
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !300
  %t2 = sext i32 %.1 to i64, !dbg !300
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !300
  %t4 = sext i32 %.2 to i64, !dbg !300
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !300
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !300
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !300, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !300
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !300
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !300, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !300
  %.15 = add i32 %.14, %.9, !dbg !300
  %.16 = udiv i32 %.15, %.6, !dbg !300
  %t8 = sext i32 %.16 to i64, !dbg !300
  %t9 = mul nsw i64 %t6, %t4, !dbg !300
  %t10 = add nsw i64 %t9, %t2, !dbg !300
  %t11 = mul nsw i64 %t8, %t6, !dbg !300
  %t12 = icmp sgt i64 %a1, 7, !dbg !300
  %t14 = icmp sgt i64 %a1, 6, !dbg !300
  %t16 = icmp sgt i64 %a1, 5, !dbg !300
  %t18 = icmp sgt i64 %a1, 4, !dbg !300
  %t20 = icmp sgt i64 %a1, 3, !dbg !300
  %t22 = icmp sgt i64 %a1, 2, !dbg !300
  %t24 = icmp sgt i64 %a1, 1, !dbg !300
  %t26 = icmp sgt i64 %a1, 0, !dbg !300
  %t281 = icmp slt i64 %t10, %a0, !dbg !300
  br i1 %t281, label %b2, label %b21, !dbg !300

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !300

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !300
  %t32 = mul i64 %t30, %a9, !dbg !300
  %t33 = sub nuw i64 %t272, %t32, !dbg !300
  %t34 = mul i64 %t33, %a19, !dbg !300
  %t35 = mul i64 %t33, %a28, !dbg !300
  br label %b4, !dbg !300

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !300

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !300
  %t42 = mul i64 %t40, %a8, !dbg !300
  %t43 = sub i64 %t36, %t42, !dbg !300
  %t44 = mul i64 %t43, %a18, !dbg !300
  %t45 = add i64 %t44, %t37, !dbg !300
  %t46 = mul i64 %t43, %a27, !dbg !300
  %t47 = add i64 %t46, %t38, !dbg !300
  br label %b6, !dbg !300

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !300

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !300
  %t54 = mul i64 %t52, %a7, !dbg !300
  %t55 = sub i64 %t48, %t54, !dbg !300
  %t56 = mul i64 %t55, %a17, !dbg !300
  %t57 = add i64 %t56, %t49, !dbg !300
  %t58 = mul i64 %t55, %a26, !dbg !300
  %t59 = add i64 %t58, %t50, !dbg !300
  br label %b8, !dbg !300

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !300

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !300
  %t66 = mul i64 %t64, %a6, !dbg !300
  %t67 = sub i64 %t60, %t66, !dbg !300
  %t68 = mul i64 %t67, %a16, !dbg !300
  %t69 = add i64 %t68, %t61, !dbg !300
  %t70 = mul i64 %t67, %a25, !dbg !300
  %t71 = add i64 %t70, %t62, !dbg !300
  br label %b10, !dbg !300

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !300

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !300
  %t78 = mul i64 %t76, %a5, !dbg !300
  %t79 = sub i64 %t72, %t78, !dbg !300
  %t80 = mul i64 %t79, %a15, !dbg !300
  %t81 = add i64 %t80, %t73, !dbg !300
  %t82 = mul i64 %t79, %a24, !dbg !300
  %t83 = add i64 %t82, %t74, !dbg !300
  br label %b12, !dbg !300

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !300

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !300
  %t90 = mul i64 %t88, %a4, !dbg !300
  %t91 = sub i64 %t84, %t90, !dbg !300
  %t92 = mul i64 %t91, %a14, !dbg !300
  %t93 = add i64 %t92, %t85, !dbg !300
  %t94 = mul i64 %t91, %a23, !dbg !300
  %t95 = add i64 %t94, %t86, !dbg !300
  br label %b14, !dbg !300

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !300

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !300
  %t102 = mul i64 %t100, %a3, !dbg !300
  %t103 = sub i64 %t96, %t102, !dbg !300
  %t104 = mul i64 %t103, %a13, !dbg !300
  %t105 = add i64 %t104, %t97, !dbg !300
  %t106 = mul i64 %t103, %a22, !dbg !300
  %t107 = add i64 %t106, %t98, !dbg !300
  br label %b16, !dbg !300

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !300

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !300
  %t112 = add i64 %t109, %t111, !dbg !300
  %t113 = mul i64 %t108, %a21, !dbg !300
  %t114 = add i64 %t110, %t113, !dbg !300
  br label %b18, !dbg !300

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !300

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !300
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !300
  br label %b20, !dbg !300

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = bitcast float %t119 to i32, !dbg !301
  %.19 = and i32 %.18, 2147483647, !dbg !301
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !301
  %.21 = lshr i32 %.18, 16, !dbg !301
  %.22 = and i32 %.21, 1, !dbg !301
  %.23 = add i32 %.18, 32767, !dbg !301
  %.24 = add i32 %.23, %.22, !dbg !301
  %.25 = lshr i32 %.24, 16, !dbg !301
  %.27 = or i32 %.21, 64, !dbg !301
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !301
  %.29 = trunc i32 %.28 to i16, !dbg !301
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !300
  store i16 %.29, ptr addrspace(1) %t121, align 2, !dbg !300
  %t122 = add i64 %t272, %t11, !dbg !300
  %t28 = icmp slt i64 %t122, %a0, !dbg !300
  br i1 %t28, label %b2, label %b21, !dbg !300

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !300
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #4 !dbg !302 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !303
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !303
  %t2 = sext i32 %.1 to i64, !dbg !303
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !303
  %t4 = sext i32 %.2 to i64, !dbg !303
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !303
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !303
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !303, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !303
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !303
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !303, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !303
  %.15 = add i32 %.14, %.9, !dbg !303
  %.16 = udiv i32 %.15, %.6, !dbg !303
  %t8 = sext i32 %.16 to i64, !dbg !303
  %t9 = mul nsw i64 %t6, %t4, !dbg !303
  %t10 = add nsw i64 %t9, %t2, !dbg !303
  %t11 = mul nsw i64 %t8, %t6, !dbg !303
  %t131 = icmp slt i64 %t10, %a0, !dbg !303
  br i1 %t131, label %b2, label %b5, !dbg !303

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t20, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !303

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !303
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !303
  br label %b4, !dbg !303

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = sitofp i32 %t16 to float, !dbg !304
  %.18 = bitcast float %t17 to i32, !dbg !305
  %.19 = and i32 %.18, 2147483647, !dbg !305
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !305
  %.21 = lshr i32 %.18, 16, !dbg !305
  %.22 = and i32 %.21, 1, !dbg !305
  %.23 = add i32 %.18, 32767, !dbg !305
  %.24 = add i32 %.23, %.22, !dbg !305
  %.25 = lshr i32 %.24, 16, !dbg !305
  %.27 = or i32 %.21, 64, !dbg !305
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !305
  %.29 = trunc i32 %.28 to i16, !dbg !305
  %t19 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t122, !dbg !303
  store i16 %.29, ptr addrspace(1) %t19, align 2, !dbg !303
  %t20 = add i64 %t122, %t11, !dbg !303
  %t13 = icmp slt i64 %t20, %a0, !dbg !303
  br i1 %t13, label %b2, label %b5, !dbg !303

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !303
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #4 !dbg !306 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !307
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !307
  %t2 = sext i32 %.1 to i64, !dbg !307
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !307
  %t4 = sext i32 %.2 to i64, !dbg !307
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !307
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !307
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !307, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !307
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !307
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !307, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !307
  %.15 = add i32 %.14, %.9, !dbg !307
  %.16 = udiv i32 %.15, %.6, !dbg !307
  %t8 = sext i32 %.16 to i64, !dbg !307
  %t9 = mul nsw i64 %t6, %t4, !dbg !307
  %t10 = add nsw i64 %t9, %t2, !dbg !307
  %t11 = mul nsw i64 %t8, %t6, !dbg !307
  %t12 = icmp sgt i64 %a1, 7, !dbg !307
  %t14 = icmp sgt i64 %a1, 6, !dbg !307
  %t16 = icmp sgt i64 %a1, 5, !dbg !307
  %t18 = icmp sgt i64 %a1, 4, !dbg !307
  %t20 = icmp sgt i64 %a1, 3, !dbg !307
  %t22 = icmp sgt i64 %a1, 2, !dbg !307
  %t24 = icmp sgt i64 %a1, 1, !dbg !307
  %t26 = icmp sgt i64 %a1, 0, !dbg !307
  %t281 = icmp slt i64 %t10, %a0, !dbg !307
  br i1 %t281, label %b2, label %b21, !dbg !307

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t123, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !307

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !307
  %t32 = mul i64 %t30, %a9, !dbg !307
  %t33 = sub nuw i64 %t272, %t32, !dbg !307
  %t34 = mul i64 %t33, %a19, !dbg !307
  %t35 = mul i64 %t33, %a28, !dbg !307
  br label %b4, !dbg !307

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !307

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !307
  %t42 = mul i64 %t40, %a8, !dbg !307
  %t43 = sub i64 %t36, %t42, !dbg !307
  %t44 = mul i64 %t43, %a18, !dbg !307
  %t45 = add i64 %t44, %t37, !dbg !307
  %t46 = mul i64 %t43, %a27, !dbg !307
  %t47 = add i64 %t46, %t38, !dbg !307
  br label %b6, !dbg !307

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !307

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !307
  %t54 = mul i64 %t52, %a7, !dbg !307
  %t55 = sub i64 %t48, %t54, !dbg !307
  %t56 = mul i64 %t55, %a17, !dbg !307
  %t57 = add i64 %t56, %t49, !dbg !307
  %t58 = mul i64 %t55, %a26, !dbg !307
  %t59 = add i64 %t58, %t50, !dbg !307
  br label %b8, !dbg !307

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !307

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !307
  %t66 = mul i64 %t64, %a6, !dbg !307
  %t67 = sub i64 %t60, %t66, !dbg !307
  %t68 = mul i64 %t67, %a16, !dbg !307
  %t69 = add i64 %t68, %t61, !dbg !307
  %t70 = mul i64 %t67, %a25, !dbg !307
  %t71 = add i64 %t70, %t62, !dbg !307
  br label %b10, !dbg !307

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !307

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !307
  %t78 = mul i64 %t76, %a5, !dbg !307
  %t79 = sub i64 %t72, %t78, !dbg !307
  %t80 = mul i64 %t79, %a15, !dbg !307
  %t81 = add i64 %t80, %t73, !dbg !307
  %t82 = mul i64 %t79, %a24, !dbg !307
  %t83 = add i64 %t82, %t74, !dbg !307
  br label %b12, !dbg !307

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !307

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !307
  %t90 = mul i64 %t88, %a4, !dbg !307
  %t91 = sub i64 %t84, %t90, !dbg !307
  %t92 = mul i64 %t91, %a14, !dbg !307
  %t93 = add i64 %t92, %t85, !dbg !307
  %t94 = mul i64 %t91, %a23, !dbg !307
  %t95 = add i64 %t94, %t86, !dbg !307
  br label %b14, !dbg !307

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !307

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !307
  %t102 = mul i64 %t100, %a3, !dbg !307
  %t103 = sub i64 %t96, %t102, !dbg !307
  %t104 = mul i64 %t103, %a13, !dbg !307
  %t105 = add i64 %t104, %t97, !dbg !307
  %t106 = mul i64 %t103, %a22, !dbg !307
  %t107 = add i64 %t106, %t98, !dbg !307
  br label %b16, !dbg !307

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !307

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !307
  %t112 = add i64 %t109, %t111, !dbg !307
  %t113 = mul i64 %t108, %a21, !dbg !307
  %t114 = add i64 %t110, %t113, !dbg !307
  br label %b18, !dbg !307

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !307

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !307
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !307
  br label %b20, !dbg !307

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = sitofp i32 %t119 to float, !dbg !308
  %.18 = bitcast float %t120 to i32, !dbg !309
  %.19 = and i32 %.18, 2147483647, !dbg !309
  %.20 = icmp ugt i32 %.19, 2139095040, !dbg !309
  %.21 = lshr i32 %.18, 16, !dbg !309
  %.22 = and i32 %.21, 1, !dbg !309
  %.23 = add i32 %.18, 32767, !dbg !309
  %.24 = add i32 %.23, %.22, !dbg !309
  %.25 = lshr i32 %.24, 16, !dbg !309
  %.27 = or i32 %.21, 64, !dbg !309
  %.28 = select i1 %.20, i32 %.27, i32 %.25, !dbg !309
  %.29 = trunc i32 %.28 to i16, !dbg !309
  %t122 = getelementptr inbounds i16, ptr addrspace(1) %a20, i64 %t116, !dbg !307
  store i16 %.29, ptr addrspace(1) %t122, align 2, !dbg !307
  %t123 = add i64 %t272, %t11, !dbg !307
  %t28 = icmp slt i64 %t123, %a0, !dbg !307
  br i1 %t28, label %b2, label %b21, !dbg !307

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !307
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !310 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !311
  %t3 = sext i32 %.1 to i64, !dbg !311
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !311
  %t5 = sext i32 %.2 to i64, !dbg !311
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !311
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !311
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !311, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !311
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !311
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !311, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !311
  %.15 = add i32 %.14, %.9, !dbg !311
  %.16 = udiv i32 %.15, %.6, !dbg !311
  %t9 = sext i32 %.16 to i64, !dbg !311
  %t10 = mul nsw i64 %t7, %t5, !dbg !311
  %t11 = add nsw i64 %t10, %t3, !dbg !311
  %t12 = mul nsw i64 %t9, %t7, !dbg !311
  %t13 = shl nsw i64 %t12, 1, !dbg !311
  %t14 = icmp slt i64 %t11, %a0, !dbg !311
  br i1 %t14, label %b1, label %b8, !dbg !311

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !311
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !311
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !311, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !311
  %t19 = sub i64 %a0, %t12, !dbg !311
  %t22 = mul i64 %t13, %a2, !dbg !311
  %t23 = mul i64 %t12, %a2, !dbg !311
  %t3111 = icmp slt i64 %t18, %t19, !dbg !311
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !311

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !311
  %t24 = add i64 %t20, %t23, !dbg !311
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !311
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !311
  br label %b3, !dbg !311

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !311
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !311
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !312
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !312
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !312
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !312
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !312
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %5 = fadd <2 x float> %shift, %4, !dbg !312
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !312
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !312
  %.28 = and i32 %.27, 2147483647, !dbg !312
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !312
  %.30 = lshr i32 %.27, 16, !dbg !312
  %.31 = and i32 %.30, 1, !dbg !312
  %.32 = add i32 %.27, 32767, !dbg !312
  %.33 = add i32 %.32, %.31, !dbg !312
  %.34 = lshr i32 %.33, 16, !dbg !312
  %.36 = or i32 %.30, 64, !dbg !312
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !312
  %.42 = zext i16 %.19 to i32, !dbg !312
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !312
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !312
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !312
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !312
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %10 = fadd <2 x float> %shift22, %9, !dbg !312
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !312
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !312
  %.47 = and i32 %.46, 2147483647, !dbg !312
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !312
  %.49 = lshr i32 %.46, 16, !dbg !312
  %.50 = and i32 %.49, 1, !dbg !312
  %.51 = add i32 %.46, 32767, !dbg !312
  %.52 = add i32 %.51, %.50, !dbg !312
  %.53 = lshr i32 %.52, 16, !dbg !312
  %.55 = or i32 %.49, 64, !dbg !312
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !312
  %.57 = trunc i32 %.56 to i16, !dbg !312
  %t36 = add i64 %t2814, %t13, !dbg !311
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !311
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !311
  %t31 = icmp slt i64 %t36, %t19, !dbg !311
  br i1 %t31, label %b3, label %b4, !dbg !311

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !311
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !311

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !311
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !311
  br label %b6, !dbg !311

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !311
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !312
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !312
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !312
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !312
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !312
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %16 = fadd <2 x float> %shift23, %15, !dbg !312
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !312
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !312
  %.67 = and i32 %.66, 2147483647, !dbg !312
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !312
  %.69 = lshr i32 %.66, 16, !dbg !312
  %.70 = and i32 %.69, 1, !dbg !312
  %.71 = add i32 %.66, 32767, !dbg !312
  %.72 = add i32 %.71, %.70, !dbg !312
  %.73 = lshr i32 %.72, 16, !dbg !312
  %.75 = or i32 %.69, 64, !dbg !312
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !312
  %.77 = trunc i32 %.76 to i16, !dbg !312
  %t47 = add i64 %t4219, %t12, !dbg !311
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !311
  %t44 = icmp slt i64 %t47, %a0, !dbg !311
  br i1 %t44, label %b6, label %b8, !dbg !311

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %.1, !dbg !311
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !311
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %.1, !dbg !311
  %.78 = zext i1 %t14 to i8, !dbg !311
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !311
  fence syncscope("workgroup") release, !dbg !311
  tail call void @llvm.amdgcn.s.barrier(), !dbg !311
  fence syncscope("workgroup") acquire, !dbg !311
  %t52 = icmp slt i32 %.1, 128, !dbg !311
  br i1 %t52, label %b9, label %b14, !dbg !311

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !311
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t53, !dbg !311
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !311
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t53, !dbg !311
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !311
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !311
  %t14.not = xor i1 %t14, true, !dbg !311
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !311
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !311
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !311
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !311
  br i1 %brmerge, label %b13, label %b11, !dbg !311

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !312
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !312
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !312
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !312
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !312
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %22 = fadd <2 x float> %shift24, %21, !dbg !312
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !312
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !312
  %.90 = and i32 %.89, 2147483647, !dbg !312
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !312
  %.92 = lshr i32 %.89, 16, !dbg !312
  %.93 = and i32 %.92, 1, !dbg !312
  %.94 = add i32 %.89, 32767, !dbg !312
  %.95 = add i32 %.94, %.93, !dbg !312
  %.96 = lshr i32 %.95, 16, !dbg !312
  %.98 = or i32 %.92, 64, !dbg !312
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !312
  %.100 = trunc i32 %.99 to i16, !dbg !312
  br label %b13, !dbg !311

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !311
  %.101 = zext i1 %t61 to i8, !dbg !311
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !311
  br label %b14, !dbg !311

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !311
  tail call void @llvm.amdgcn.s.barrier(), !dbg !311
  fence syncscope("workgroup") acquire, !dbg !311
  %t64 = icmp slt i32 %.1, 64, !dbg !311
  br i1 %t64, label %b15, label %b20, !dbg !311

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !311
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t65, !dbg !311
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !311
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t65, !dbg !311
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !311
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !311
  %t63.not = xor i1 %t63, true, !dbg !311
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !311
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !311
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !311
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !311
  br i1 %brmerge1, label %b19, label %b17, !dbg !311

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !312
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !312
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !312
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !312
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !312
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %28 = fadd <2 x float> %shift25, %27, !dbg !312
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !312
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !312
  %.113 = and i32 %.112, 2147483647, !dbg !312
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !312
  %.115 = lshr i32 %.112, 16, !dbg !312
  %.116 = and i32 %.115, 1, !dbg !312
  %.117 = add i32 %.112, 32767, !dbg !312
  %.118 = add i32 %.117, %.116, !dbg !312
  %.119 = lshr i32 %.118, 16, !dbg !312
  %.121 = or i32 %.115, 64, !dbg !312
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !312
  %.123 = trunc i32 %.122 to i16, !dbg !312
  br label %b19, !dbg !311

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !311
  %.124 = zext i1 %t73 to i8, !dbg !311
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !311
  br label %b20, !dbg !311

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !311
  tail call void @llvm.amdgcn.s.barrier(), !dbg !311
  fence syncscope("workgroup") acquire, !dbg !311
  %t76 = icmp slt i32 %.1, 32, !dbg !311
  br i1 %t76, label %b21, label %b26, !dbg !311

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !311
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.0, i32 %t77, !dbg !311
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !311
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1.shared.1, i32 %t77, !dbg !311
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !311
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !311
  %t75.not = xor i1 %t75, true, !dbg !311
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !311
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !311
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !311
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !311
  br i1 %brmerge2, label %b26, label %b23, !dbg !311

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !312
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !312
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !312
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !312
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !312
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %34 = fadd <2 x float> %shift26, %33, !dbg !312
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !312
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !312
  %.136 = and i32 %.135, 2147483647, !dbg !312
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !312
  %.138 = lshr i32 %.135, 16, !dbg !312
  %.139 = and i32 %.138, 1, !dbg !312
  %.140 = add i32 %.135, 32767, !dbg !312
  %.141 = add i32 %.140, %.139, !dbg !312
  %.142 = lshr i32 %.141, 16, !dbg !312
  %.144 = or i32 %.138, 64, !dbg !312
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !312
  %.146 = trunc i32 %.145 to i16, !dbg !312
  br label %b26, !dbg !311

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !311

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !311
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !311
  %.150 = zext i32 %.149 to i64, !dbg !311
  %.151 = add nuw nsw i64 %.150, 16, !dbg !311
  %.152 = icmp ult i32 %.149, 48, !dbg !311
  %.153 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !311
  %.154 = and i64 %.151, 63, !dbg !311
  %35 = shl nuw i64 1, %.154, !dbg !311
  %36 = and i64 %35, %.153, !dbg !311
  %.156 = icmp ne i64 %36, 0, !dbg !311
  %.157 = and i1 %.152, %.156, !dbg !311
  %.158 = trunc i64 %.151 to i32, !dbg !311
  %.159 = shl i32 %.158, 2, !dbg !311
  %.160 = zext i16 %t86 to i32, !dbg !311
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !311
  %.162 = trunc i32 %.161 to i16, !dbg !311
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !311
  %.176 = zext i1 %t87 to i32, !dbg !311
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !311
  %37 = and i32 %.177, 1, !dbg !311
  %.178 = icmp ne i32 %37, 0, !dbg !311
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !311
  %t90 = icmp slt i32 %.1, 16, !dbg !311
  %t91 = and i1 %t90, %t89, !dbg !311
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !311
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !311
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !311
  br i1 %38, label %b29, label %b31, !dbg !311

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !312
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !312
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !312
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !312
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !312
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %43 = fadd <2 x float> %shift27, %42, !dbg !312
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !312
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !312
  %.187 = and i32 %.186, 2147483647, !dbg !312
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !312
  %.189 = lshr i32 %.186, 16, !dbg !312
  %.190 = and i32 %.189, 1, !dbg !312
  %.191 = add i32 %.186, 32767, !dbg !312
  %.192 = add i32 %.191, %.190, !dbg !312
  %.193 = lshr i32 %.192, 16, !dbg !312
  %.195 = or i32 %.189, 64, !dbg !312
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !312
  %.197 = trunc i32 %.196 to i16, !dbg !312
  br label %b31, !dbg !311

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !311
  %.203 = icmp ult i32 %.149, 56, !dbg !311
  %.205 = and i64 %.202, 63, !dbg !311
  %44 = shl nuw i64 1, %.205, !dbg !311
  %45 = and i64 %44, %.153, !dbg !311
  %.207 = icmp ne i64 %45, 0, !dbg !311
  %.208 = and i1 %.203, %.207, !dbg !311
  %.209 = trunc i64 %.202 to i32, !dbg !311
  %.210 = shl i32 %.209, 2, !dbg !311
  %.211 = zext i16 %t94 to i32, !dbg !311
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !311
  %.213 = trunc i32 %.212 to i16, !dbg !311
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !311
  %.227 = zext i1 %t95 to i32, !dbg !311
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !311
  %46 = and i32 %.228, 1, !dbg !311
  %.229 = icmp ne i32 %46, 0, !dbg !311
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !311
  %t98 = icmp slt i32 %.1, 24, !dbg !311
  %t99 = and i1 %t98, %t97, !dbg !311
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !311
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !311
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !311
  br i1 %47, label %b33, label %b35, !dbg !311

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !312
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !312
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !312
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !312
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !312
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %52 = fadd <2 x float> %shift28, %51, !dbg !312
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !312
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !312
  %.238 = and i32 %.237, 2147483647, !dbg !312
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !312
  %.240 = lshr i32 %.237, 16, !dbg !312
  %.241 = and i32 %.240, 1, !dbg !312
  %.242 = add i32 %.237, 32767, !dbg !312
  %.243 = add i32 %.242, %.241, !dbg !312
  %.244 = lshr i32 %.243, 16, !dbg !312
  %.246 = or i32 %.240, 64, !dbg !312
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !312
  %.248 = trunc i32 %.247 to i16, !dbg !312
  br label %b35, !dbg !311

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !311
  %.254 = icmp ult i32 %.149, 60, !dbg !311
  %.256 = and i64 %.253, 63, !dbg !311
  %53 = shl nuw i64 1, %.256, !dbg !311
  %54 = and i64 %53, %.153, !dbg !311
  %.258 = icmp ne i64 %54, 0, !dbg !311
  %.259 = and i1 %.254, %.258, !dbg !311
  %.260 = trunc i64 %.253 to i32, !dbg !311
  %.261 = shl i32 %.260, 2, !dbg !311
  %.262 = zext i16 %t102 to i32, !dbg !311
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !311
  %.264 = trunc i32 %.263 to i16, !dbg !311
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !311
  %.278 = zext i1 %t103 to i32, !dbg !311
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !311
  %55 = and i32 %.279, 1, !dbg !311
  %.280 = icmp ne i32 %55, 0, !dbg !311
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !311
  %t106 = icmp slt i32 %.1, 28, !dbg !311
  %t107 = and i1 %t106, %t105, !dbg !311
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !311
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !311
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !311
  br i1 %56, label %b37, label %b39, !dbg !311

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !312
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !312
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !312
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !312
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !312
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %61 = fadd <2 x float> %shift29, %60, !dbg !312
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !312
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !312
  %.289 = and i32 %.288, 2147483647, !dbg !312
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !312
  %.291 = lshr i32 %.288, 16, !dbg !312
  %.292 = and i32 %.291, 1, !dbg !312
  %.293 = add i32 %.288, 32767, !dbg !312
  %.294 = add i32 %.293, %.292, !dbg !312
  %.295 = lshr i32 %.294, 16, !dbg !312
  %.297 = or i32 %.291, 64, !dbg !312
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !312
  %.299 = trunc i32 %.298 to i16, !dbg !312
  br label %b39, !dbg !311

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !311
  %.305 = icmp ult i32 %.149, 62, !dbg !311
  %.307 = and i64 %.304, 63, !dbg !311
  %62 = shl nuw i64 1, %.307, !dbg !311
  %63 = and i64 %62, %.153, !dbg !311
  %.309 = icmp ne i64 %63, 0, !dbg !311
  %.310 = and i1 %.305, %.309, !dbg !311
  %.311 = trunc i64 %.304 to i32, !dbg !311
  %.312 = shl i32 %.311, 2, !dbg !311
  %.313 = zext i16 %t110 to i32, !dbg !311
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !311
  %.315 = trunc i32 %.314 to i16, !dbg !311
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !311
  %.329 = zext i1 %t111 to i32, !dbg !311
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !311
  %64 = and i32 %.330, 1, !dbg !311
  %.331 = icmp ne i32 %64, 0, !dbg !311
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !311
  %t114 = icmp slt i32 %.1, 30, !dbg !311
  %t115 = and i1 %t114, %t113, !dbg !311
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !311
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !311
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !311
  br i1 %65, label %b41, label %b43, !dbg !311

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !312
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !312
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !312
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !312
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !312
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %70 = fadd <2 x float> %shift30, %69, !dbg !312
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !312
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !312
  %.340 = and i32 %.339, 2147483647, !dbg !312
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !312
  %.342 = lshr i32 %.339, 16, !dbg !312
  %.343 = and i32 %.342, 1, !dbg !312
  %.344 = add i32 %.339, 32767, !dbg !312
  %.345 = add i32 %.344, %.343, !dbg !312
  %.346 = lshr i32 %.345, 16, !dbg !312
  %.348 = or i32 %.342, 64, !dbg !312
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !312
  %.350 = trunc i32 %.349 to i16, !dbg !312
  br label %b43, !dbg !311

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !311
  %.356 = icmp ult i32 %.149, 63, !dbg !311
  %.358 = and i64 %.355, 63, !dbg !311
  %71 = shl nuw i64 1, %.358, !dbg !311
  %72 = and i64 %71, %.153, !dbg !311
  %.360 = icmp ne i64 %72, 0, !dbg !311
  %.361 = and i1 %.356, %.360, !dbg !311
  %.362 = trunc i64 %.355 to i32, !dbg !311
  %.363 = shl i32 %.362, 2, !dbg !311
  %.364 = zext i16 %t118 to i32, !dbg !311
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !311
  %.366 = trunc i32 %.365 to i16, !dbg !311
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !311
  %.380 = zext i1 %t119 to i32, !dbg !311
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !311
  %73 = and i32 %.381, 1, !dbg !311
  %.382 = icmp ne i32 %73, 0, !dbg !311
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !311
  %t122 = icmp slt i32 %.1, 31, !dbg !311
  %t123 = and i1 %t122, %t121, !dbg !311
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !311
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !311
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !311
  br i1 %74, label %b45, label %b48, !dbg !311

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !312
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !312
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !312
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !312
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !312
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !312
  %79 = fadd <2 x float> %shift31, %78, !dbg !312
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !312
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !312
  %.391 = and i32 %.390, 2147483647, !dbg !312
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !312
  %.393 = lshr i32 %.390, 16, !dbg !312
  %.394 = and i32 %.393, 1, !dbg !312
  %.395 = add i32 %.390, 32767, !dbg !312
  %.396 = add i32 %.395, %.394, !dbg !312
  %.397 = lshr i32 %.396, 16, !dbg !312
  %.399 = or i32 %.393, 64, !dbg !312
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !312
  %.401 = trunc i32 %.400 to i16, !dbg !312
  br label %b48, !dbg !311

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !311
  %t131 = and i1 %t130, %t129, !dbg !311
  br i1 %t131, label %b49, label %b50, !dbg !311

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !311
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !311
  br label %b50, !dbg !311

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !311
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !313 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !314
  %t3 = sext i32 %.2 to i64, !dbg !314
  %t4 = icmp slt i64 %t3, %a0, !dbg !314
  br i1 %t4, label %b1, label %b5, !dbg !314

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !314
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !314, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !314
  %t1013 = icmp slt i64 %t812, %a0, !dbg !314
  br i1 %t1013, label %b3, label %b5, !dbg !314

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !314
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !314, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !315
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !315
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !315
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !315
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !315
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %5 = fadd <2 x float> %shift, %4, !dbg !315
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !315
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !315
  %.13 = and i32 %.12, 2147483647, !dbg !315
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !315
  %.15 = lshr i32 %.12, 16, !dbg !315
  %.16 = and i32 %.15, 1, !dbg !315
  %.17 = add i32 %.12, 32767, !dbg !315
  %.18 = add i32 %.17, %.16, !dbg !315
  %.19 = lshr i32 %.18, 16, !dbg !315
  %.21 = or i32 %.15, 64, !dbg !315
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !315
  %.23 = trunc i32 %.22 to i16, !dbg !315
  %t8 = add i64 %t815, 256, !dbg !314
  %t10 = icmp slt i64 %t8, %a0, !dbg !314
  br i1 %t10, label %b3, label %b5, !dbg !314

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %.2, !dbg !314
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !314
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %.2, !dbg !314
  %.24 = zext i1 %t4 to i8, !dbg !314
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !314
  fence syncscope("workgroup") release, !dbg !314
  tail call void @llvm.amdgcn.s.barrier(), !dbg !314
  fence syncscope("workgroup") acquire, !dbg !314
  %t18 = icmp slt i32 %.2, 128, !dbg !314
  br i1 %t18, label %b6, label %b11, !dbg !314

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !314
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t19, !dbg !314
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !314
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t19, !dbg !314
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !314
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !314
  %t4.not = xor i1 %t4, true, !dbg !314
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !314
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !314
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !314
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !314
  br i1 %brmerge, label %b10, label %b8, !dbg !314

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !315
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !315
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !315
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !315
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !315
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %11 = fadd <2 x float> %shift16, %10, !dbg !315
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !315
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !315
  %.36 = and i32 %.35, 2147483647, !dbg !315
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !315
  %.38 = lshr i32 %.35, 16, !dbg !315
  %.39 = and i32 %.38, 1, !dbg !315
  %.40 = add i32 %.35, 32767, !dbg !315
  %.41 = add i32 %.40, %.39, !dbg !315
  %.42 = lshr i32 %.41, 16, !dbg !315
  %.44 = or i32 %.38, 64, !dbg !315
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !315
  %.46 = trunc i32 %.45 to i16, !dbg !315
  br label %b10, !dbg !314

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !314
  %.47 = zext i1 %t27 to i8, !dbg !314
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !314
  br label %b11, !dbg !314

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !314
  tail call void @llvm.amdgcn.s.barrier(), !dbg !314
  fence syncscope("workgroup") acquire, !dbg !314
  %t30 = icmp slt i32 %.2, 64, !dbg !314
  br i1 %t30, label %b12, label %b17, !dbg !314

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !314
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t31, !dbg !314
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !314
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t31, !dbg !314
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !314
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !314
  %t29.not = xor i1 %t29, true, !dbg !314
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !314
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !314
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !314
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !314
  br i1 %brmerge1, label %b16, label %b14, !dbg !314

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !315
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !315
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !315
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !315
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !315
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %17 = fadd <2 x float> %shift17, %16, !dbg !315
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !315
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !315
  %.59 = and i32 %.58, 2147483647, !dbg !315
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !315
  %.61 = lshr i32 %.58, 16, !dbg !315
  %.62 = and i32 %.61, 1, !dbg !315
  %.63 = add i32 %.58, 32767, !dbg !315
  %.64 = add i32 %.63, %.62, !dbg !315
  %.65 = lshr i32 %.64, 16, !dbg !315
  %.67 = or i32 %.61, 64, !dbg !315
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !315
  %.69 = trunc i32 %.68 to i16, !dbg !315
  br label %b16, !dbg !314

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !314
  %.70 = zext i1 %t39 to i8, !dbg !314
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !314
  br label %b17, !dbg !314

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !314
  tail call void @llvm.amdgcn.s.barrier(), !dbg !314
  fence syncscope("workgroup") acquire, !dbg !314
  %t42 = icmp slt i32 %.2, 32, !dbg !314
  br i1 %t42, label %b18, label %b23, !dbg !314

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !314
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.0, i32 %t43, !dbg !314
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !314
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2.shared.1, i32 %t43, !dbg !314
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !314
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !314
  %t41.not = xor i1 %t41, true, !dbg !314
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !314
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !314
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !314
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !314
  br i1 %brmerge2, label %b23, label %b20, !dbg !314

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !315
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !315
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !315
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !315
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !315
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %23 = fadd <2 x float> %shift18, %22, !dbg !315
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !315
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !315
  %.82 = and i32 %.81, 2147483647, !dbg !315
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !315
  %.84 = lshr i32 %.81, 16, !dbg !315
  %.85 = and i32 %.84, 1, !dbg !315
  %.86 = add i32 %.81, 32767, !dbg !315
  %.87 = add i32 %.86, %.85, !dbg !315
  %.88 = lshr i32 %.87, 16, !dbg !315
  %.90 = or i32 %.84, 64, !dbg !315
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !315
  %.92 = trunc i32 %.91 to i16, !dbg !315
  br label %b23, !dbg !314

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !314

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !314
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !314
  %.96 = zext i32 %.95 to i64, !dbg !314
  %.97 = add nuw nsw i64 %.96, 16, !dbg !314
  %.98 = icmp ult i32 %.95, 48, !dbg !314
  %.99 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !314
  %.100 = and i64 %.97, 63, !dbg !314
  %24 = shl nuw i64 1, %.100, !dbg !314
  %25 = and i64 %24, %.99, !dbg !314
  %.102 = icmp ne i64 %25, 0, !dbg !314
  %.103 = and i1 %.98, %.102, !dbg !314
  %.104 = trunc i64 %.97 to i32, !dbg !314
  %.105 = shl i32 %.104, 2, !dbg !314
  %.106 = zext i16 %t52 to i32, !dbg !314
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !314
  %.108 = trunc i32 %.107 to i16, !dbg !314
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !314
  %.122 = zext i1 %t53 to i32, !dbg !314
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !314
  %26 = and i32 %.123, 1, !dbg !314
  %.124 = icmp ne i32 %26, 0, !dbg !314
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !314
  %t56 = icmp slt i32 %.2, 16, !dbg !314
  %t57 = and i1 %t56, %t55, !dbg !314
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !314
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !314
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !314
  br i1 %27, label %b26, label %b28, !dbg !314

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !315
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !315
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !315
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !315
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !315
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %32 = fadd <2 x float> %shift19, %31, !dbg !315
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !315
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !315
  %.133 = and i32 %.132, 2147483647, !dbg !315
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !315
  %.135 = lshr i32 %.132, 16, !dbg !315
  %.136 = and i32 %.135, 1, !dbg !315
  %.137 = add i32 %.132, 32767, !dbg !315
  %.138 = add i32 %.137, %.136, !dbg !315
  %.139 = lshr i32 %.138, 16, !dbg !315
  %.141 = or i32 %.135, 64, !dbg !315
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !315
  %.143 = trunc i32 %.142 to i16, !dbg !315
  br label %b28, !dbg !314

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !314
  %.149 = icmp ult i32 %.95, 56, !dbg !314
  %.151 = and i64 %.148, 63, !dbg !314
  %33 = shl nuw i64 1, %.151, !dbg !314
  %34 = and i64 %33, %.99, !dbg !314
  %.153 = icmp ne i64 %34, 0, !dbg !314
  %.154 = and i1 %.149, %.153, !dbg !314
  %.155 = trunc i64 %.148 to i32, !dbg !314
  %.156 = shl i32 %.155, 2, !dbg !314
  %.157 = zext i16 %t60 to i32, !dbg !314
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !314
  %.159 = trunc i32 %.158 to i16, !dbg !314
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !314
  %.173 = zext i1 %t61 to i32, !dbg !314
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !314
  %35 = and i32 %.174, 1, !dbg !314
  %.175 = icmp ne i32 %35, 0, !dbg !314
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !314
  %t64 = icmp slt i32 %.2, 24, !dbg !314
  %t65 = and i1 %t64, %t63, !dbg !314
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !314
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !314
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !314
  br i1 %36, label %b30, label %b32, !dbg !314

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !315
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !315
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !315
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !315
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !315
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %41 = fadd <2 x float> %shift20, %40, !dbg !315
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !315
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !315
  %.184 = and i32 %.183, 2147483647, !dbg !315
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !315
  %.186 = lshr i32 %.183, 16, !dbg !315
  %.187 = and i32 %.186, 1, !dbg !315
  %.188 = add i32 %.183, 32767, !dbg !315
  %.189 = add i32 %.188, %.187, !dbg !315
  %.190 = lshr i32 %.189, 16, !dbg !315
  %.192 = or i32 %.186, 64, !dbg !315
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !315
  %.194 = trunc i32 %.193 to i16, !dbg !315
  br label %b32, !dbg !314

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !314
  %.200 = icmp ult i32 %.95, 60, !dbg !314
  %.202 = and i64 %.199, 63, !dbg !314
  %42 = shl nuw i64 1, %.202, !dbg !314
  %43 = and i64 %42, %.99, !dbg !314
  %.204 = icmp ne i64 %43, 0, !dbg !314
  %.205 = and i1 %.200, %.204, !dbg !314
  %.206 = trunc i64 %.199 to i32, !dbg !314
  %.207 = shl i32 %.206, 2, !dbg !314
  %.208 = zext i16 %t68 to i32, !dbg !314
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !314
  %.210 = trunc i32 %.209 to i16, !dbg !314
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !314
  %.224 = zext i1 %t69 to i32, !dbg !314
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !314
  %44 = and i32 %.225, 1, !dbg !314
  %.226 = icmp ne i32 %44, 0, !dbg !314
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !314
  %t72 = icmp slt i32 %.2, 28, !dbg !314
  %t73 = and i1 %t72, %t71, !dbg !314
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !314
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !314
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !314
  br i1 %45, label %b34, label %b36, !dbg !314

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !315
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !315
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !315
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !315
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !315
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %50 = fadd <2 x float> %shift21, %49, !dbg !315
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !315
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !315
  %.235 = and i32 %.234, 2147483647, !dbg !315
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !315
  %.237 = lshr i32 %.234, 16, !dbg !315
  %.238 = and i32 %.237, 1, !dbg !315
  %.239 = add i32 %.234, 32767, !dbg !315
  %.240 = add i32 %.239, %.238, !dbg !315
  %.241 = lshr i32 %.240, 16, !dbg !315
  %.243 = or i32 %.237, 64, !dbg !315
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !315
  %.245 = trunc i32 %.244 to i16, !dbg !315
  br label %b36, !dbg !314

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !314
  %.251 = icmp ult i32 %.95, 62, !dbg !314
  %.253 = and i64 %.250, 63, !dbg !314
  %51 = shl nuw i64 1, %.253, !dbg !314
  %52 = and i64 %51, %.99, !dbg !314
  %.255 = icmp ne i64 %52, 0, !dbg !314
  %.256 = and i1 %.251, %.255, !dbg !314
  %.257 = trunc i64 %.250 to i32, !dbg !314
  %.258 = shl i32 %.257, 2, !dbg !314
  %.259 = zext i16 %t76 to i32, !dbg !314
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !314
  %.261 = trunc i32 %.260 to i16, !dbg !314
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !314
  %.275 = zext i1 %t77 to i32, !dbg !314
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !314
  %53 = and i32 %.276, 1, !dbg !314
  %.277 = icmp ne i32 %53, 0, !dbg !314
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !314
  %t80 = icmp slt i32 %.2, 30, !dbg !314
  %t81 = and i1 %t80, %t79, !dbg !314
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !314
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !314
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !314
  br i1 %54, label %b38, label %b40, !dbg !314

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !315
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !315
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !315
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !315
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !315
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %59 = fadd <2 x float> %shift22, %58, !dbg !315
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !315
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !315
  %.286 = and i32 %.285, 2147483647, !dbg !315
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !315
  %.288 = lshr i32 %.285, 16, !dbg !315
  %.289 = and i32 %.288, 1, !dbg !315
  %.290 = add i32 %.285, 32767, !dbg !315
  %.291 = add i32 %.290, %.289, !dbg !315
  %.292 = lshr i32 %.291, 16, !dbg !315
  %.294 = or i32 %.288, 64, !dbg !315
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !315
  %.296 = trunc i32 %.295 to i16, !dbg !315
  br label %b40, !dbg !314

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !314
  %.302 = icmp ult i32 %.95, 63, !dbg !314
  %.304 = and i64 %.301, 63, !dbg !314
  %60 = shl nuw i64 1, %.304, !dbg !314
  %61 = and i64 %60, %.99, !dbg !314
  %.306 = icmp ne i64 %61, 0, !dbg !314
  %.307 = and i1 %.302, %.306, !dbg !314
  %.308 = trunc i64 %.301 to i32, !dbg !314
  %.309 = shl i32 %.308, 2, !dbg !314
  %.310 = zext i16 %t84 to i32, !dbg !314
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !314
  %.312 = trunc i32 %.311 to i16, !dbg !314
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !314
  %.326 = zext i1 %t85 to i32, !dbg !314
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !314
  %62 = and i32 %.327, 1, !dbg !314
  %.328 = icmp ne i32 %62, 0, !dbg !314
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !314
  %t88 = icmp slt i32 %.2, 31, !dbg !314
  %t89 = and i1 %t88, %t87, !dbg !314
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !314
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !314
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !314
  br i1 %63, label %b42, label %b45, !dbg !314

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !315
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !315
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !315
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !315
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !315
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %68 = fadd <2 x float> %shift23, %67, !dbg !315
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !315
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !315
  %.337 = and i32 %.336, 2147483647, !dbg !315
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !315
  %.339 = lshr i32 %.336, 16, !dbg !315
  %.340 = and i32 %.339, 1, !dbg !315
  %.341 = add i32 %.336, 32767, !dbg !315
  %.342 = add i32 %.341, %.340, !dbg !315
  %.343 = lshr i32 %.342, 16, !dbg !315
  %.345 = or i32 %.339, 64, !dbg !315
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !315
  %.347 = trunc i32 %.346 to i16, !dbg !315
  br label %b45, !dbg !314

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !314
  br i1 %t96, label %b46, label %b52, !dbg !314

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !314
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !314
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !314
  br i1 %69, label %b48, label %b50, !dbg !314

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !315
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !315
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !315
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !315
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !315
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !315
  %75 = fadd <2 x float> %shift24, %74, !dbg !315
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !315
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !315
  %.356 = and i32 %.355, 2147483647, !dbg !315
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !315
  %.358 = lshr i32 %.355, 16, !dbg !315
  %.359 = and i32 %.358, 1, !dbg !315
  %.360 = add i32 %.355, 32767, !dbg !315
  %.361 = add i32 %.360, %.359, !dbg !315
  %.362 = lshr i32 %.361, 16, !dbg !315
  %.364 = or i32 %.358, 64, !dbg !315
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !315
  %.366 = trunc i32 %.365 to i16, !dbg !315
  br label %b50, !dbg !314

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !314

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !314
  br label %b52, !dbg !314

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !314
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !316 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !317
  %t3 = sext i32 %.1 to i64, !dbg !317
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !317
  %t5 = sext i32 %.2 to i64, !dbg !317
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !317
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !317
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !317, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !317
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !317
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !317, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !317
  %.15 = add i32 %.14, %.9, !dbg !317
  %.16 = udiv i32 %.15, %.6, !dbg !317
  %t9 = sext i32 %.16 to i64, !dbg !317
  %t10 = mul nsw i64 %t7, %t5, !dbg !317
  %t11 = add nsw i64 %t10, %t3, !dbg !317
  %t12 = mul nsw i64 %t9, %t7, !dbg !317
  %t13 = shl nsw i64 %t12, 1, !dbg !317
  %t14 = icmp slt i64 %t11, %a0, !dbg !317
  br i1 %t14, label %b1, label %b8, !dbg !317

b1:                                               ; preds = %entry
  %t15 = mul i64 %t11, %a2, !dbg !317
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t15, !dbg !317
  %.17 = load i16, ptr addrspace(1) %t16, align 2, !dbg !317, !amdgpu.noclobber !6
  %t18 = add nsw i64 %t12, %t11, !dbg !317
  %t19 = sub i64 %a0, %t12, !dbg !317
  %t22 = mul i64 %t13, %a2, !dbg !317
  %t23 = mul i64 %t12, %a2, !dbg !317
  %t3111 = icmp slt i64 %t18, %t19, !dbg !317
  br i1 %t3111, label %b3.preheader, label %b4, !dbg !317

b3.preheader:                                     ; preds = %b1
  %t20 = mul i64 %t18, %a2, !dbg !317
  %t24 = add i64 %t20, %t23, !dbg !317
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t24, !dbg !317
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t20, !dbg !317
  br label %b3, !dbg !317

b3:                                               ; preds = %b3.preheader, %b3
  %t2915 = phi i16 [ %.57, %b3 ], [ %.17, %b3.preheader ]
  %t2814 = phi i64 [ %t36, %b3 ], [ %t18, %b3.preheader ]
  %t2713 = phi ptr addrspace(1) [ %t37, %b3 ], [ %t21, %b3.preheader ]
  %t2612 = phi ptr addrspace(1) [ %t38, %b3 ], [ %t25, %b3.preheader ]
  %.18 = load i16, ptr addrspace(1) %t2713, align 2, !dbg !317
  %.19 = load i16, ptr addrspace(1) %t2612, align 2, !dbg !317
  %0 = insertelement <2 x i16> poison, i16 %t2915, i64 0, !dbg !318
  %1 = insertelement <2 x i16> %0, i16 %.18, i64 1, !dbg !318
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !318
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !318
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !318
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %5 = fmul <2 x float> %shift, %4, !dbg !318
  %bc40 = bitcast <2 x float> %5 to <2 x i32>, !dbg !318
  %.27 = extractelement <2 x i32> %bc40, i64 0, !dbg !318
  %.28 = and i32 %.27, 2147483647, !dbg !318
  %.29 = icmp ugt i32 %.28, 2139095040, !dbg !318
  %.30 = lshr i32 %.27, 16, !dbg !318
  %.31 = and i32 %.30, 1, !dbg !318
  %.32 = add i32 %.27, 32767, !dbg !318
  %.33 = add i32 %.32, %.31, !dbg !318
  %.34 = lshr i32 %.33, 16, !dbg !318
  %.36 = or i32 %.30, 64, !dbg !318
  %.37 = select i1 %.29, i32 %.36, i32 %.34, !dbg !318
  %.42 = zext i16 %.19 to i32, !dbg !318
  %6 = insertelement <2 x i32> poison, i32 %.42, i64 0, !dbg !318
  %7 = insertelement <2 x i32> %6, i32 %.37, i64 1, !dbg !318
  %8 = shl nuw <2 x i32> %7, <i32 16, i32 16>, !dbg !318
  %9 = bitcast <2 x i32> %8 to <2 x float>, !dbg !318
  %shift22 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %10 = fmul <2 x float> %shift22, %9, !dbg !318
  %bc41 = bitcast <2 x float> %10 to <2 x i32>, !dbg !318
  %.46 = extractelement <2 x i32> %bc41, i64 0, !dbg !318
  %.47 = and i32 %.46, 2147483647, !dbg !318
  %.48 = icmp ugt i32 %.47, 2139095040, !dbg !318
  %.49 = lshr i32 %.46, 16, !dbg !318
  %.50 = and i32 %.49, 1, !dbg !318
  %.51 = add i32 %.46, 32767, !dbg !318
  %.52 = add i32 %.51, %.50, !dbg !318
  %.53 = lshr i32 %.52, 16, !dbg !318
  %.55 = or i32 %.49, 64, !dbg !318
  %.56 = select i1 %.48, i32 %.55, i32 %.53, !dbg !318
  %.57 = trunc i32 %.56 to i16, !dbg !318
  %t36 = add i64 %t2814, %t13, !dbg !317
  %t37 = getelementptr inbounds i16, ptr addrspace(1) %t2713, i64 %t22, !dbg !317
  %t38 = getelementptr inbounds i16, ptr addrspace(1) %t2612, i64 %t22, !dbg !317
  %t31 = icmp slt i64 %t36, %t19, !dbg !317
  br i1 %t31, label %b3, label %b4, !dbg !317

b4:                                               ; preds = %b3, %b1
  %t28.lcssa = phi i64 [ %t18, %b1 ], [ %t36, %b3 ]
  %t29.lcssa = phi i16 [ %.17, %b1 ], [ %.57, %b3 ]
  %t4417 = icmp slt i64 %t28.lcssa, %a0, !dbg !317
  br i1 %t4417, label %b6.preheader, label %b8, !dbg !317

b6.preheader:                                     ; preds = %b4
  %t39 = mul i64 %t28.lcssa, %a2, !dbg !317
  %t40 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t39, !dbg !317
  br label %b6, !dbg !317

b6:                                               ; preds = %b6.preheader, %b6
  %t4320 = phi i16 [ %.77, %b6 ], [ %t29.lcssa, %b6.preheader ]
  %t4219 = phi i64 [ %t47, %b6 ], [ %t28.lcssa, %b6.preheader ]
  %t4118 = phi ptr addrspace(1) [ %t48, %b6 ], [ %t40, %b6.preheader ]
  %.58 = load i16, ptr addrspace(1) %t4118, align 2, !dbg !317
  %11 = insertelement <2 x i16> poison, i16 %t4320, i64 0, !dbg !318
  %12 = insertelement <2 x i16> %11, i16 %.58, i64 1, !dbg !318
  %13 = zext <2 x i16> %12 to <2 x i32>, !dbg !318
  %14 = shl nuw <2 x i32> %13, <i32 16, i32 16>, !dbg !318
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !318
  %shift23 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %16 = fmul <2 x float> %shift23, %15, !dbg !318
  %bc39 = bitcast <2 x float> %16 to <2 x i32>, !dbg !318
  %.66 = extractelement <2 x i32> %bc39, i64 0, !dbg !318
  %.67 = and i32 %.66, 2147483647, !dbg !318
  %.68 = icmp ugt i32 %.67, 2139095040, !dbg !318
  %.69 = lshr i32 %.66, 16, !dbg !318
  %.70 = and i32 %.69, 1, !dbg !318
  %.71 = add i32 %.66, 32767, !dbg !318
  %.72 = add i32 %.71, %.70, !dbg !318
  %.73 = lshr i32 %.72, 16, !dbg !318
  %.75 = or i32 %.69, 64, !dbg !318
  %.76 = select i1 %.68, i32 %.75, i32 %.73, !dbg !318
  %.77 = trunc i32 %.76 to i16, !dbg !318
  %t47 = add i64 %t4219, %t12, !dbg !317
  %t48 = getelementptr inbounds i16, ptr addrspace(1) %t4118, i64 %t23, !dbg !317
  %t44 = icmp slt i64 %t47, %a0, !dbg !317
  br i1 %t44, label %b6, label %b8, !dbg !317

b8:                                               ; preds = %b6, %b4, %entry
  %t49 = phi i16 [ 0, %entry ], [ %t29.lcssa, %b4 ], [ %.77, %b6 ]
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %.1, !dbg !317
  store i16 %t49, ptr addrspace(3) %t50, align 2, !dbg !317
  %t51 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %.1, !dbg !317
  %.78 = zext i1 %t14 to i8, !dbg !317
  store i8 %.78, ptr addrspace(3) %t51, align 1, !dbg !317
  fence syncscope("workgroup") release, !dbg !317
  tail call void @llvm.amdgcn.s.barrier(), !dbg !317
  fence syncscope("workgroup") acquire, !dbg !317
  %t52 = icmp slt i32 %.1, 128, !dbg !317
  br i1 %t52, label %b9, label %b14, !dbg !317

b9:                                               ; preds = %b8
  %t53 = add nsw i32 %.1, 128, !dbg !317
  %t54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t53, !dbg !317
  %.79 = load i16, ptr addrspace(3) %t54, align 2, !dbg !317
  %t56 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t53, !dbg !317
  %.80 = load i8, ptr addrspace(3) %t56, align 1, !dbg !317
  %.81.not10 = icmp eq i8 %.80, 0, !dbg !317
  %t14.not = xor i1 %t14, true, !dbg !317
  %brmerge = select i1 %.81.not10, i1 true, i1 %t14.not, !dbg !317
  %t49.mux = select i1 %.81.not10, i16 %t49, i16 %.79, !dbg !317
  %not..81.not10 = xor i1 %.81.not10, true, !dbg !317
  %t14.mux = select i1 %not..81.not10, i1 true, i1 %t14, !dbg !317
  br i1 %brmerge, label %b13, label %b11, !dbg !317

b11:                                              ; preds = %b9
  %17 = insertelement <2 x i16> poison, i16 %t49, i64 0, !dbg !318
  %18 = insertelement <2 x i16> %17, i16 %.79, i64 1, !dbg !318
  %19 = zext <2 x i16> %18 to <2 x i32>, !dbg !318
  %20 = shl nuw <2 x i32> %19, <i32 16, i32 16>, !dbg !318
  %21 = bitcast <2 x i32> %20 to <2 x float>, !dbg !318
  %shift24 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %22 = fmul <2 x float> %shift24, %21, !dbg !318
  %bc38 = bitcast <2 x float> %22 to <2 x i32>, !dbg !318
  %.89 = extractelement <2 x i32> %bc38, i64 0, !dbg !318
  %.90 = and i32 %.89, 2147483647, !dbg !318
  %.91 = icmp ugt i32 %.90, 2139095040, !dbg !318
  %.92 = lshr i32 %.89, 16, !dbg !318
  %.93 = and i32 %.92, 1, !dbg !318
  %.94 = add i32 %.89, 32767, !dbg !318
  %.95 = add i32 %.94, %.93, !dbg !318
  %.96 = lshr i32 %.95, 16, !dbg !318
  %.98 = or i32 %.92, 64, !dbg !318
  %.99 = select i1 %.91, i32 %.98, i32 %.96, !dbg !318
  %.100 = trunc i32 %.99 to i16, !dbg !318
  br label %b13, !dbg !317

b13:                                              ; preds = %b9, %b11
  %t60 = phi i16 [ %t49.mux, %b9 ], [ %.100, %b11 ]
  %t61 = phi i1 [ %t14.mux, %b9 ], [ true, %b11 ]
  store i16 %t60, ptr addrspace(3) %t50, align 2, !dbg !317
  %.101 = zext i1 %t61 to i8, !dbg !317
  store i8 %.101, ptr addrspace(3) %t51, align 1, !dbg !317
  br label %b14, !dbg !317

b14:                                              ; preds = %b13, %b8
  %t62 = phi i16 [ %t60, %b13 ], [ %t49, %b8 ]
  %t63 = phi i1 [ %t61, %b13 ], [ %t14, %b8 ]
  fence syncscope("workgroup") release, !dbg !317
  tail call void @llvm.amdgcn.s.barrier(), !dbg !317
  fence syncscope("workgroup") acquire, !dbg !317
  %t64 = icmp slt i32 %.1, 64, !dbg !317
  br i1 %t64, label %b15, label %b20, !dbg !317

b15:                                              ; preds = %b14
  %t65 = add nsw i32 %.1, 64, !dbg !317
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t65, !dbg !317
  %.102 = load i16, ptr addrspace(3) %t66, align 2, !dbg !317
  %t68 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t65, !dbg !317
  %.103 = load i8, ptr addrspace(3) %t68, align 1, !dbg !317
  %.104.not9 = icmp eq i8 %.103, 0, !dbg !317
  %t63.not = xor i1 %t63, true, !dbg !317
  %brmerge1 = select i1 %.104.not9, i1 true, i1 %t63.not, !dbg !317
  %t62.mux = select i1 %.104.not9, i16 %t62, i16 %.102, !dbg !317
  %not..104.not9 = xor i1 %.104.not9, true, !dbg !317
  %t63.mux = select i1 %not..104.not9, i1 true, i1 %t63, !dbg !317
  br i1 %brmerge1, label %b19, label %b17, !dbg !317

b17:                                              ; preds = %b15
  %23 = insertelement <2 x i16> poison, i16 %t62, i64 0, !dbg !318
  %24 = insertelement <2 x i16> %23, i16 %.102, i64 1, !dbg !318
  %25 = zext <2 x i16> %24 to <2 x i32>, !dbg !318
  %26 = shl nuw <2 x i32> %25, <i32 16, i32 16>, !dbg !318
  %27 = bitcast <2 x i32> %26 to <2 x float>, !dbg !318
  %shift25 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %28 = fmul <2 x float> %shift25, %27, !dbg !318
  %bc37 = bitcast <2 x float> %28 to <2 x i32>, !dbg !318
  %.112 = extractelement <2 x i32> %bc37, i64 0, !dbg !318
  %.113 = and i32 %.112, 2147483647, !dbg !318
  %.114 = icmp ugt i32 %.113, 2139095040, !dbg !318
  %.115 = lshr i32 %.112, 16, !dbg !318
  %.116 = and i32 %.115, 1, !dbg !318
  %.117 = add i32 %.112, 32767, !dbg !318
  %.118 = add i32 %.117, %.116, !dbg !318
  %.119 = lshr i32 %.118, 16, !dbg !318
  %.121 = or i32 %.115, 64, !dbg !318
  %.122 = select i1 %.114, i32 %.121, i32 %.119, !dbg !318
  %.123 = trunc i32 %.122 to i16, !dbg !318
  br label %b19, !dbg !317

b19:                                              ; preds = %b15, %b17
  %t72 = phi i16 [ %t62.mux, %b15 ], [ %.123, %b17 ]
  %t73 = phi i1 [ %t63.mux, %b15 ], [ true, %b17 ]
  store i16 %t72, ptr addrspace(3) %t50, align 2, !dbg !317
  %.124 = zext i1 %t73 to i8, !dbg !317
  store i8 %.124, ptr addrspace(3) %t51, align 1, !dbg !317
  br label %b20, !dbg !317

b20:                                              ; preds = %b19, %b14
  %t74 = phi i16 [ %t72, %b19 ], [ %t62, %b14 ]
  %t75 = phi i1 [ %t73, %b19 ], [ %t63, %b14 ]
  fence syncscope("workgroup") release, !dbg !317
  tail call void @llvm.amdgcn.s.barrier(), !dbg !317
  fence syncscope("workgroup") acquire, !dbg !317
  %t76 = icmp slt i32 %.1, 32, !dbg !317
  br i1 %t76, label %b21, label %b26, !dbg !317

b21:                                              ; preds = %b20
  %t77 = add nsw i32 %.1, 32, !dbg !317
  %t78 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.0, i32 %t77, !dbg !317
  %.125 = load i16, ptr addrspace(3) %t78, align 2, !dbg !317
  %t80 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1.shared.1, i32 %t77, !dbg !317
  %.126 = load i8, ptr addrspace(3) %t80, align 1, !dbg !317
  %.127.not8 = icmp eq i8 %.126, 0, !dbg !317
  %t75.not = xor i1 %t75, true, !dbg !317
  %brmerge2 = select i1 %.127.not8, i1 true, i1 %t75.not, !dbg !317
  %t74.mux = select i1 %.127.not8, i16 %t74, i16 %.125, !dbg !317
  %not..127.not8 = xor i1 %.127.not8, true, !dbg !317
  %t75.mux = select i1 %not..127.not8, i1 true, i1 %t75, !dbg !317
  br i1 %brmerge2, label %b26, label %b23, !dbg !317

b23:                                              ; preds = %b21
  %29 = insertelement <2 x i16> poison, i16 %t74, i64 0, !dbg !318
  %30 = insertelement <2 x i16> %29, i16 %.125, i64 1, !dbg !318
  %31 = zext <2 x i16> %30 to <2 x i32>, !dbg !318
  %32 = shl nuw <2 x i32> %31, <i32 16, i32 16>, !dbg !318
  %33 = bitcast <2 x i32> %32 to <2 x float>, !dbg !318
  %shift26 = shufflevector <2 x float> %33, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %34 = fmul <2 x float> %shift26, %33, !dbg !318
  %bc36 = bitcast <2 x float> %34 to <2 x i32>, !dbg !318
  %.135 = extractelement <2 x i32> %bc36, i64 0, !dbg !318
  %.136 = and i32 %.135, 2147483647, !dbg !318
  %.137 = icmp ugt i32 %.136, 2139095040, !dbg !318
  %.138 = lshr i32 %.135, 16, !dbg !318
  %.139 = and i32 %.138, 1, !dbg !318
  %.140 = add i32 %.135, 32767, !dbg !318
  %.141 = add i32 %.140, %.139, !dbg !318
  %.142 = lshr i32 %.141, 16, !dbg !318
  %.144 = or i32 %.138, 64, !dbg !318
  %.145 = select i1 %.137, i32 %.144, i32 %.142, !dbg !318
  %.146 = trunc i32 %.145 to i16, !dbg !318
  br label %b26, !dbg !317

b26:                                              ; preds = %b21, %b23, %b20
  %t86 = phi i16 [ %t74, %b20 ], [ %t74.mux, %b21 ], [ %.146, %b23 ]
  %t87 = phi i1 [ %t75, %b20 ], [ %t75.mux, %b21 ], [ true, %b23 ]
  br i1 %t76, label %b27, label %b48, !dbg !317

b27:                                              ; preds = %b26
  %.148 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !317
  %.149 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.148), !dbg !317
  %.150 = zext i32 %.149 to i64, !dbg !317
  %.151 = add nuw nsw i64 %.150, 16, !dbg !317
  %.152 = icmp ult i32 %.149, 48, !dbg !317
  %.153 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !317
  %.154 = and i64 %.151, 63, !dbg !317
  %35 = shl nuw i64 1, %.154, !dbg !317
  %36 = and i64 %35, %.153, !dbg !317
  %.156 = icmp ne i64 %36, 0, !dbg !317
  %.157 = and i1 %.152, %.156, !dbg !317
  %.158 = trunc i64 %.151 to i32, !dbg !317
  %.159 = shl i32 %.158, 2, !dbg !317
  %.160 = zext i16 %t86 to i32, !dbg !317
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.160), !dbg !317
  %.162 = trunc i32 %.161 to i16, !dbg !317
  %t88 = select i1 %.157, i16 %.162, i16 %t86, !dbg !317
  %.176 = zext i1 %t87 to i32, !dbg !317
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.176), !dbg !317
  %37 = and i32 %.177, 1, !dbg !317
  %.178 = icmp ne i32 %37, 0, !dbg !317
  %t89 = select i1 %.157, i1 %.178, i1 %t87, !dbg !317
  %t90 = icmp slt i32 %.1, 16, !dbg !317
  %t91 = and i1 %t90, %t89, !dbg !317
  %38 = select i1 %t91, i1 %t87, i1 false, !dbg !317
  %t86.mux = select i1 %t91, i16 %t88, i16 %t86, !dbg !317
  %t87.mux = select i1 %t91, i1 true, i1 %t87, !dbg !317
  br i1 %38, label %b29, label %b31, !dbg !317

b29:                                              ; preds = %b27
  %.182 = zext i16 %t88 to i32, !dbg !318
  %39 = insertelement <2 x i32> poison, i32 %.160, i64 0, !dbg !318
  %40 = insertelement <2 x i32> %39, i32 %.182, i64 1, !dbg !318
  %41 = shl nuw <2 x i32> %40, <i32 16, i32 16>, !dbg !318
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !318
  %shift27 = shufflevector <2 x float> %42, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %43 = fmul <2 x float> %shift27, %42, !dbg !318
  %bc35 = bitcast <2 x float> %43 to <2 x i32>, !dbg !318
  %.186 = extractelement <2 x i32> %bc35, i64 0, !dbg !318
  %.187 = and i32 %.186, 2147483647, !dbg !318
  %.188 = icmp ugt i32 %.187, 2139095040, !dbg !318
  %.189 = lshr i32 %.186, 16, !dbg !318
  %.190 = and i32 %.189, 1, !dbg !318
  %.191 = add i32 %.186, 32767, !dbg !318
  %.192 = add i32 %.191, %.190, !dbg !318
  %.193 = lshr i32 %.192, 16, !dbg !318
  %.195 = or i32 %.189, 64, !dbg !318
  %.196 = select i1 %.188, i32 %.195, i32 %.193, !dbg !318
  %.197 = trunc i32 %.196 to i16, !dbg !318
  br label %b31, !dbg !317

b31:                                              ; preds = %b27, %b29
  %t94 = phi i16 [ %t86.mux, %b27 ], [ %.197, %b29 ]
  %t95 = phi i1 [ %t87.mux, %b27 ], [ true, %b29 ]
  %.202 = add nuw nsw i64 %.150, 8, !dbg !317
  %.203 = icmp ult i32 %.149, 56, !dbg !317
  %.205 = and i64 %.202, 63, !dbg !317
  %44 = shl nuw i64 1, %.205, !dbg !317
  %45 = and i64 %44, %.153, !dbg !317
  %.207 = icmp ne i64 %45, 0, !dbg !317
  %.208 = and i1 %.203, %.207, !dbg !317
  %.209 = trunc i64 %.202 to i32, !dbg !317
  %.210 = shl i32 %.209, 2, !dbg !317
  %.211 = zext i16 %t94 to i32, !dbg !317
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.211), !dbg !317
  %.213 = trunc i32 %.212 to i16, !dbg !317
  %t96 = select i1 %.208, i16 %.213, i16 %t94, !dbg !317
  %.227 = zext i1 %t95 to i32, !dbg !317
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.210, i32 %.227), !dbg !317
  %46 = and i32 %.228, 1, !dbg !317
  %.229 = icmp ne i32 %46, 0, !dbg !317
  %t97 = select i1 %.208, i1 %.229, i1 %t95, !dbg !317
  %t98 = icmp slt i32 %.1, 24, !dbg !317
  %t99 = and i1 %t98, %t97, !dbg !317
  %47 = select i1 %t99, i1 %t95, i1 false, !dbg !317
  %t94.mux = select i1 %t99, i16 %t96, i16 %t94, !dbg !317
  %t95.mux = select i1 %t99, i1 true, i1 %t95, !dbg !317
  br i1 %47, label %b33, label %b35, !dbg !317

b33:                                              ; preds = %b31
  %.233 = zext i16 %t96 to i32, !dbg !318
  %48 = insertelement <2 x i32> poison, i32 %.211, i64 0, !dbg !318
  %49 = insertelement <2 x i32> %48, i32 %.233, i64 1, !dbg !318
  %50 = shl nuw <2 x i32> %49, <i32 16, i32 16>, !dbg !318
  %51 = bitcast <2 x i32> %50 to <2 x float>, !dbg !318
  %shift28 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %52 = fmul <2 x float> %shift28, %51, !dbg !318
  %bc34 = bitcast <2 x float> %52 to <2 x i32>, !dbg !318
  %.237 = extractelement <2 x i32> %bc34, i64 0, !dbg !318
  %.238 = and i32 %.237, 2147483647, !dbg !318
  %.239 = icmp ugt i32 %.238, 2139095040, !dbg !318
  %.240 = lshr i32 %.237, 16, !dbg !318
  %.241 = and i32 %.240, 1, !dbg !318
  %.242 = add i32 %.237, 32767, !dbg !318
  %.243 = add i32 %.242, %.241, !dbg !318
  %.244 = lshr i32 %.243, 16, !dbg !318
  %.246 = or i32 %.240, 64, !dbg !318
  %.247 = select i1 %.239, i32 %.246, i32 %.244, !dbg !318
  %.248 = trunc i32 %.247 to i16, !dbg !318
  br label %b35, !dbg !317

b35:                                              ; preds = %b31, %b33
  %t102 = phi i16 [ %t94.mux, %b31 ], [ %.248, %b33 ]
  %t103 = phi i1 [ %t95.mux, %b31 ], [ true, %b33 ]
  %.253 = add nuw nsw i64 %.150, 4, !dbg !317
  %.254 = icmp ult i32 %.149, 60, !dbg !317
  %.256 = and i64 %.253, 63, !dbg !317
  %53 = shl nuw i64 1, %.256, !dbg !317
  %54 = and i64 %53, %.153, !dbg !317
  %.258 = icmp ne i64 %54, 0, !dbg !317
  %.259 = and i1 %.254, %.258, !dbg !317
  %.260 = trunc i64 %.253 to i32, !dbg !317
  %.261 = shl i32 %.260, 2, !dbg !317
  %.262 = zext i16 %t102 to i32, !dbg !317
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.262), !dbg !317
  %.264 = trunc i32 %.263 to i16, !dbg !317
  %t104 = select i1 %.259, i16 %.264, i16 %t102, !dbg !317
  %.278 = zext i1 %t103 to i32, !dbg !317
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.261, i32 %.278), !dbg !317
  %55 = and i32 %.279, 1, !dbg !317
  %.280 = icmp ne i32 %55, 0, !dbg !317
  %t105 = select i1 %.259, i1 %.280, i1 %t103, !dbg !317
  %t106 = icmp slt i32 %.1, 28, !dbg !317
  %t107 = and i1 %t106, %t105, !dbg !317
  %56 = select i1 %t107, i1 %t103, i1 false, !dbg !317
  %t102.mux = select i1 %t107, i16 %t104, i16 %t102, !dbg !317
  %t103.mux = select i1 %t107, i1 true, i1 %t103, !dbg !317
  br i1 %56, label %b37, label %b39, !dbg !317

b37:                                              ; preds = %b35
  %.284 = zext i16 %t104 to i32, !dbg !318
  %57 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !318
  %58 = insertelement <2 x i32> %57, i32 %.284, i64 1, !dbg !318
  %59 = shl nuw <2 x i32> %58, <i32 16, i32 16>, !dbg !318
  %60 = bitcast <2 x i32> %59 to <2 x float>, !dbg !318
  %shift29 = shufflevector <2 x float> %60, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %61 = fmul <2 x float> %shift29, %60, !dbg !318
  %bc33 = bitcast <2 x float> %61 to <2 x i32>, !dbg !318
  %.288 = extractelement <2 x i32> %bc33, i64 0, !dbg !318
  %.289 = and i32 %.288, 2147483647, !dbg !318
  %.290 = icmp ugt i32 %.289, 2139095040, !dbg !318
  %.291 = lshr i32 %.288, 16, !dbg !318
  %.292 = and i32 %.291, 1, !dbg !318
  %.293 = add i32 %.288, 32767, !dbg !318
  %.294 = add i32 %.293, %.292, !dbg !318
  %.295 = lshr i32 %.294, 16, !dbg !318
  %.297 = or i32 %.291, 64, !dbg !318
  %.298 = select i1 %.290, i32 %.297, i32 %.295, !dbg !318
  %.299 = trunc i32 %.298 to i16, !dbg !318
  br label %b39, !dbg !317

b39:                                              ; preds = %b35, %b37
  %t110 = phi i16 [ %t102.mux, %b35 ], [ %.299, %b37 ]
  %t111 = phi i1 [ %t103.mux, %b35 ], [ true, %b37 ]
  %.304 = add nuw nsw i64 %.150, 2, !dbg !317
  %.305 = icmp ult i32 %.149, 62, !dbg !317
  %.307 = and i64 %.304, 63, !dbg !317
  %62 = shl nuw i64 1, %.307, !dbg !317
  %63 = and i64 %62, %.153, !dbg !317
  %.309 = icmp ne i64 %63, 0, !dbg !317
  %.310 = and i1 %.305, %.309, !dbg !317
  %.311 = trunc i64 %.304 to i32, !dbg !317
  %.312 = shl i32 %.311, 2, !dbg !317
  %.313 = zext i16 %t110 to i32, !dbg !317
  %.314 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.313), !dbg !317
  %.315 = trunc i32 %.314 to i16, !dbg !317
  %t112 = select i1 %.310, i16 %.315, i16 %t110, !dbg !317
  %.329 = zext i1 %t111 to i32, !dbg !317
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.312, i32 %.329), !dbg !317
  %64 = and i32 %.330, 1, !dbg !317
  %.331 = icmp ne i32 %64, 0, !dbg !317
  %t113 = select i1 %.310, i1 %.331, i1 %t111, !dbg !317
  %t114 = icmp slt i32 %.1, 30, !dbg !317
  %t115 = and i1 %t114, %t113, !dbg !317
  %65 = select i1 %t115, i1 %t111, i1 false, !dbg !317
  %t110.mux = select i1 %t115, i16 %t112, i16 %t110, !dbg !317
  %t111.mux = select i1 %t115, i1 true, i1 %t111, !dbg !317
  br i1 %65, label %b41, label %b43, !dbg !317

b41:                                              ; preds = %b39
  %.335 = zext i16 %t112 to i32, !dbg !318
  %66 = insertelement <2 x i32> poison, i32 %.313, i64 0, !dbg !318
  %67 = insertelement <2 x i32> %66, i32 %.335, i64 1, !dbg !318
  %68 = shl nuw <2 x i32> %67, <i32 16, i32 16>, !dbg !318
  %69 = bitcast <2 x i32> %68 to <2 x float>, !dbg !318
  %shift30 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %70 = fmul <2 x float> %shift30, %69, !dbg !318
  %bc32 = bitcast <2 x float> %70 to <2 x i32>, !dbg !318
  %.339 = extractelement <2 x i32> %bc32, i64 0, !dbg !318
  %.340 = and i32 %.339, 2147483647, !dbg !318
  %.341 = icmp ugt i32 %.340, 2139095040, !dbg !318
  %.342 = lshr i32 %.339, 16, !dbg !318
  %.343 = and i32 %.342, 1, !dbg !318
  %.344 = add i32 %.339, 32767, !dbg !318
  %.345 = add i32 %.344, %.343, !dbg !318
  %.346 = lshr i32 %.345, 16, !dbg !318
  %.348 = or i32 %.342, 64, !dbg !318
  %.349 = select i1 %.341, i32 %.348, i32 %.346, !dbg !318
  %.350 = trunc i32 %.349 to i16, !dbg !318
  br label %b43, !dbg !317

b43:                                              ; preds = %b39, %b41
  %t118 = phi i16 [ %t110.mux, %b39 ], [ %.350, %b41 ]
  %t119 = phi i1 [ %t111.mux, %b39 ], [ true, %b41 ]
  %.355 = add nuw nsw i64 %.150, 1, !dbg !317
  %.356 = icmp ult i32 %.149, 63, !dbg !317
  %.358 = and i64 %.355, 63, !dbg !317
  %71 = shl nuw i64 1, %.358, !dbg !317
  %72 = and i64 %71, %.153, !dbg !317
  %.360 = icmp ne i64 %72, 0, !dbg !317
  %.361 = and i1 %.356, %.360, !dbg !317
  %.362 = trunc i64 %.355 to i32, !dbg !317
  %.363 = shl i32 %.362, 2, !dbg !317
  %.364 = zext i16 %t118 to i32, !dbg !317
  %.365 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.364), !dbg !317
  %.366 = trunc i32 %.365 to i16, !dbg !317
  %t120 = select i1 %.361, i16 %.366, i16 %t118, !dbg !317
  %.380 = zext i1 %t119 to i32, !dbg !317
  %.381 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.363, i32 %.380), !dbg !317
  %73 = and i32 %.381, 1, !dbg !317
  %.382 = icmp ne i32 %73, 0, !dbg !317
  %t121 = select i1 %.361, i1 %.382, i1 %t119, !dbg !317
  %t122 = icmp slt i32 %.1, 31, !dbg !317
  %t123 = and i1 %t122, %t121, !dbg !317
  %74 = select i1 %t123, i1 %t119, i1 false, !dbg !317
  %t118.mux = select i1 %t123, i16 %t120, i16 %t118, !dbg !317
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !317
  br i1 %74, label %b45, label %b48, !dbg !317

b45:                                              ; preds = %b43
  %.386 = zext i16 %t120 to i32, !dbg !318
  %75 = insertelement <2 x i32> poison, i32 %.364, i64 0, !dbg !318
  %76 = insertelement <2 x i32> %75, i32 %.386, i64 1, !dbg !318
  %77 = shl nuw <2 x i32> %76, <i32 16, i32 16>, !dbg !318
  %78 = bitcast <2 x i32> %77 to <2 x float>, !dbg !318
  %shift31 = shufflevector <2 x float> %78, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !318
  %79 = fmul <2 x float> %shift31, %78, !dbg !318
  %bc = bitcast <2 x float> %79 to <2 x i32>, !dbg !318
  %.390 = extractelement <2 x i32> %bc, i64 0, !dbg !318
  %.391 = and i32 %.390, 2147483647, !dbg !318
  %.392 = icmp ugt i32 %.391, 2139095040, !dbg !318
  %.393 = lshr i32 %.390, 16, !dbg !318
  %.394 = and i32 %.393, 1, !dbg !318
  %.395 = add i32 %.390, 32767, !dbg !318
  %.396 = add i32 %.395, %.394, !dbg !318
  %.397 = lshr i32 %.396, 16, !dbg !318
  %.399 = or i32 %.393, 64, !dbg !318
  %.400 = select i1 %.392, i32 %.399, i32 %.397, !dbg !318
  %.401 = trunc i32 %.400 to i16, !dbg !318
  br label %b48, !dbg !317

b48:                                              ; preds = %b43, %b45, %b26
  %t128 = phi i16 [ %t86, %b26 ], [ %t118.mux, %b43 ], [ %.401, %b45 ]
  %t129 = phi i1 [ %t87, %b26 ], [ %t119.mux, %b43 ], [ true, %b45 ]
  %t130 = icmp eq i32 %.1, 0, !dbg !317
  %t131 = and i1 %t130, %t129, !dbg !317
  br i1 %t131, label %b49, label %b50, !dbg !317

b49:                                              ; preds = %b48
  %t132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t5, !dbg !317
  store i16 %t128, ptr addrspace(1) %t132, align 2, !dbg !317
  br label %b50, !dbg !317

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !317
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i16 %a3, i8 %a4) local_unnamed_addr #2 !dbg !319 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !320
  %t3 = sext i32 %.2 to i64, !dbg !320
  %t4 = icmp slt i64 %t3, %a0, !dbg !320
  br i1 %t4, label %b1, label %b5, !dbg !320

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t3, !dbg !320
  %.3 = load i16, ptr addrspace(1) %t5, align 2, !dbg !320, !amdgpu.noclobber !6
  %t812 = add nsw i64 %t3, 256, !dbg !320
  %t1013 = icmp slt i64 %t812, %a0, !dbg !320
  br i1 %t1013, label %b3, label %b5, !dbg !320

b3:                                               ; preds = %b1, %b3
  %t815 = phi i64 [ %t8, %b3 ], [ %t812, %b1 ]
  %t914 = phi i16 [ %.23, %b3 ], [ %.3, %b1 ]
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a1, i64 %t815, !dbg !320
  %.4 = load i16, ptr addrspace(1) %t11, align 2, !dbg !320, !amdgpu.noclobber !6
  %0 = insertelement <2 x i16> poison, i16 %t914, i64 0, !dbg !321
  %1 = insertelement <2 x i16> %0, i16 %.4, i64 1, !dbg !321
  %2 = zext <2 x i16> %1 to <2 x i32>, !dbg !321
  %3 = shl nuw <2 x i32> %2, <i32 16, i32 16>, !dbg !321
  %4 = bitcast <2 x i32> %3 to <2 x float>, !dbg !321
  %shift = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %5 = fmul <2 x float> %shift, %4, !dbg !321
  %bc33 = bitcast <2 x float> %5 to <2 x i32>, !dbg !321
  %.12 = extractelement <2 x i32> %bc33, i64 0, !dbg !321
  %.13 = and i32 %.12, 2147483647, !dbg !321
  %.14 = icmp ugt i32 %.13, 2139095040, !dbg !321
  %.15 = lshr i32 %.12, 16, !dbg !321
  %.16 = and i32 %.15, 1, !dbg !321
  %.17 = add i32 %.12, 32767, !dbg !321
  %.18 = add i32 %.17, %.16, !dbg !321
  %.19 = lshr i32 %.18, 16, !dbg !321
  %.21 = or i32 %.15, 64, !dbg !321
  %.22 = select i1 %.14, i32 %.21, i32 %.19, !dbg !321
  %.23 = trunc i32 %.22 to i16, !dbg !321
  %t8 = add i64 %t815, 256, !dbg !320
  %t10 = icmp slt i64 %t8, %a0, !dbg !320
  br i1 %t10, label %b3, label %b5, !dbg !320

b5:                                               ; preds = %b3, %b1, %entry
  %t15 = phi i16 [ 0, %entry ], [ %.3, %b1 ], [ %.23, %b3 ]
  %t16 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %.2, !dbg !320
  store i16 %t15, ptr addrspace(3) %t16, align 2, !dbg !320
  %t17 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %.2, !dbg !320
  %.24 = zext i1 %t4 to i8, !dbg !320
  store i8 %.24, ptr addrspace(3) %t17, align 1, !dbg !320
  fence syncscope("workgroup") release, !dbg !320
  tail call void @llvm.amdgcn.s.barrier(), !dbg !320
  fence syncscope("workgroup") acquire, !dbg !320
  %t18 = icmp slt i32 %.2, 128, !dbg !320
  br i1 %t18, label %b6, label %b11, !dbg !320

b6:                                               ; preds = %b5
  %t19 = add nsw i32 %.2, 128, !dbg !320
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t19, !dbg !320
  %.25 = load i16, ptr addrspace(3) %t20, align 2, !dbg !320
  %t22 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t19, !dbg !320
  %.26 = load i8, ptr addrspace(3) %t22, align 1, !dbg !320
  %.27.not11 = icmp eq i8 %.26, 0, !dbg !320
  %t4.not = xor i1 %t4, true, !dbg !320
  %brmerge = select i1 %.27.not11, i1 true, i1 %t4.not, !dbg !320
  %t15.mux = select i1 %.27.not11, i16 %t15, i16 %.25, !dbg !320
  %not..27.not11 = xor i1 %.27.not11, true, !dbg !320
  %t4.mux = select i1 %not..27.not11, i1 true, i1 %t4, !dbg !320
  br i1 %brmerge, label %b10, label %b8, !dbg !320

b8:                                               ; preds = %b6
  %6 = insertelement <2 x i16> poison, i16 %t15, i64 0, !dbg !321
  %7 = insertelement <2 x i16> %6, i16 %.25, i64 1, !dbg !321
  %8 = zext <2 x i16> %7 to <2 x i32>, !dbg !321
  %9 = shl nuw <2 x i32> %8, <i32 16, i32 16>, !dbg !321
  %10 = bitcast <2 x i32> %9 to <2 x float>, !dbg !321
  %shift16 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %11 = fmul <2 x float> %shift16, %10, !dbg !321
  %bc32 = bitcast <2 x float> %11 to <2 x i32>, !dbg !321
  %.35 = extractelement <2 x i32> %bc32, i64 0, !dbg !321
  %.36 = and i32 %.35, 2147483647, !dbg !321
  %.37 = icmp ugt i32 %.36, 2139095040, !dbg !321
  %.38 = lshr i32 %.35, 16, !dbg !321
  %.39 = and i32 %.38, 1, !dbg !321
  %.40 = add i32 %.35, 32767, !dbg !321
  %.41 = add i32 %.40, %.39, !dbg !321
  %.42 = lshr i32 %.41, 16, !dbg !321
  %.44 = or i32 %.38, 64, !dbg !321
  %.45 = select i1 %.37, i32 %.44, i32 %.42, !dbg !321
  %.46 = trunc i32 %.45 to i16, !dbg !321
  br label %b10, !dbg !320

b10:                                              ; preds = %b6, %b8
  %t26 = phi i16 [ %t15.mux, %b6 ], [ %.46, %b8 ]
  %t27 = phi i1 [ %t4.mux, %b6 ], [ true, %b8 ]
  store i16 %t26, ptr addrspace(3) %t16, align 2, !dbg !320
  %.47 = zext i1 %t27 to i8, !dbg !320
  store i8 %.47, ptr addrspace(3) %t17, align 1, !dbg !320
  br label %b11, !dbg !320

b11:                                              ; preds = %b10, %b5
  %t28 = phi i16 [ %t26, %b10 ], [ %t15, %b5 ]
  %t29 = phi i1 [ %t27, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !320
  tail call void @llvm.amdgcn.s.barrier(), !dbg !320
  fence syncscope("workgroup") acquire, !dbg !320
  %t30 = icmp slt i32 %.2, 64, !dbg !320
  br i1 %t30, label %b12, label %b17, !dbg !320

b12:                                              ; preds = %b11
  %t31 = add nsw i32 %.2, 64, !dbg !320
  %t32 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t31, !dbg !320
  %.48 = load i16, ptr addrspace(3) %t32, align 2, !dbg !320
  %t34 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t31, !dbg !320
  %.49 = load i8, ptr addrspace(3) %t34, align 1, !dbg !320
  %.50.not10 = icmp eq i8 %.49, 0, !dbg !320
  %t29.not = xor i1 %t29, true, !dbg !320
  %brmerge1 = select i1 %.50.not10, i1 true, i1 %t29.not, !dbg !320
  %t28.mux = select i1 %.50.not10, i16 %t28, i16 %.48, !dbg !320
  %not..50.not10 = xor i1 %.50.not10, true, !dbg !320
  %t29.mux = select i1 %not..50.not10, i1 true, i1 %t29, !dbg !320
  br i1 %brmerge1, label %b16, label %b14, !dbg !320

b14:                                              ; preds = %b12
  %12 = insertelement <2 x i16> poison, i16 %t28, i64 0, !dbg !321
  %13 = insertelement <2 x i16> %12, i16 %.48, i64 1, !dbg !321
  %14 = zext <2 x i16> %13 to <2 x i32>, !dbg !321
  %15 = shl nuw <2 x i32> %14, <i32 16, i32 16>, !dbg !321
  %16 = bitcast <2 x i32> %15 to <2 x float>, !dbg !321
  %shift17 = shufflevector <2 x float> %16, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %17 = fmul <2 x float> %shift17, %16, !dbg !321
  %bc31 = bitcast <2 x float> %17 to <2 x i32>, !dbg !321
  %.58 = extractelement <2 x i32> %bc31, i64 0, !dbg !321
  %.59 = and i32 %.58, 2147483647, !dbg !321
  %.60 = icmp ugt i32 %.59, 2139095040, !dbg !321
  %.61 = lshr i32 %.58, 16, !dbg !321
  %.62 = and i32 %.61, 1, !dbg !321
  %.63 = add i32 %.58, 32767, !dbg !321
  %.64 = add i32 %.63, %.62, !dbg !321
  %.65 = lshr i32 %.64, 16, !dbg !321
  %.67 = or i32 %.61, 64, !dbg !321
  %.68 = select i1 %.60, i32 %.67, i32 %.65, !dbg !321
  %.69 = trunc i32 %.68 to i16, !dbg !321
  br label %b16, !dbg !320

b16:                                              ; preds = %b12, %b14
  %t38 = phi i16 [ %t28.mux, %b12 ], [ %.69, %b14 ]
  %t39 = phi i1 [ %t29.mux, %b12 ], [ true, %b14 ]
  store i16 %t38, ptr addrspace(3) %t16, align 2, !dbg !320
  %.70 = zext i1 %t39 to i8, !dbg !320
  store i8 %.70, ptr addrspace(3) %t17, align 1, !dbg !320
  br label %b17, !dbg !320

b17:                                              ; preds = %b16, %b11
  %t40 = phi i16 [ %t38, %b16 ], [ %t28, %b11 ]
  %t41 = phi i1 [ %t39, %b16 ], [ %t29, %b11 ]
  fence syncscope("workgroup") release, !dbg !320
  tail call void @llvm.amdgcn.s.barrier(), !dbg !320
  fence syncscope("workgroup") acquire, !dbg !320
  %t42 = icmp slt i32 %.2, 32, !dbg !320
  br i1 %t42, label %b18, label %b23, !dbg !320

b18:                                              ; preds = %b17
  %t43 = add nsw i32 %.2, 32, !dbg !320
  %t44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.0, i32 %t43, !dbg !320
  %.71 = load i16, ptr addrspace(3) %t44, align 2, !dbg !320
  %t46 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2.shared.1, i32 %t43, !dbg !320
  %.72 = load i8, ptr addrspace(3) %t46, align 1, !dbg !320
  %.73.not9 = icmp eq i8 %.72, 0, !dbg !320
  %t41.not = xor i1 %t41, true, !dbg !320
  %brmerge2 = select i1 %.73.not9, i1 true, i1 %t41.not, !dbg !320
  %t40.mux = select i1 %.73.not9, i16 %t40, i16 %.71, !dbg !320
  %not..73.not9 = xor i1 %.73.not9, true, !dbg !320
  %t41.mux = select i1 %not..73.not9, i1 true, i1 %t41, !dbg !320
  br i1 %brmerge2, label %b23, label %b20, !dbg !320

b20:                                              ; preds = %b18
  %18 = insertelement <2 x i16> poison, i16 %t40, i64 0, !dbg !321
  %19 = insertelement <2 x i16> %18, i16 %.71, i64 1, !dbg !321
  %20 = zext <2 x i16> %19 to <2 x i32>, !dbg !321
  %21 = shl nuw <2 x i32> %20, <i32 16, i32 16>, !dbg !321
  %22 = bitcast <2 x i32> %21 to <2 x float>, !dbg !321
  %shift18 = shufflevector <2 x float> %22, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %23 = fmul <2 x float> %shift18, %22, !dbg !321
  %bc30 = bitcast <2 x float> %23 to <2 x i32>, !dbg !321
  %.81 = extractelement <2 x i32> %bc30, i64 0, !dbg !321
  %.82 = and i32 %.81, 2147483647, !dbg !321
  %.83 = icmp ugt i32 %.82, 2139095040, !dbg !321
  %.84 = lshr i32 %.81, 16, !dbg !321
  %.85 = and i32 %.84, 1, !dbg !321
  %.86 = add i32 %.81, 32767, !dbg !321
  %.87 = add i32 %.86, %.85, !dbg !321
  %.88 = lshr i32 %.87, 16, !dbg !321
  %.90 = or i32 %.84, 64, !dbg !321
  %.91 = select i1 %.83, i32 %.90, i32 %.88, !dbg !321
  %.92 = trunc i32 %.91 to i16, !dbg !321
  br label %b23, !dbg !320

b23:                                              ; preds = %b18, %b20, %b17
  %t52 = phi i16 [ %t40, %b17 ], [ %t40.mux, %b18 ], [ %.92, %b20 ]
  %t53 = phi i1 [ %t41, %b17 ], [ %t41.mux, %b18 ], [ true, %b20 ]
  br i1 %t42, label %b24, label %b45, !dbg !320

b24:                                              ; preds = %b23
  %.94 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !320
  %.95 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.94), !dbg !320
  %.96 = zext i32 %.95 to i64, !dbg !320
  %.97 = add nuw nsw i64 %.96, 16, !dbg !320
  %.98 = icmp ult i32 %.95, 48, !dbg !320
  %.99 = tail call i64 @llvm.read_register.i64(metadata !226) #10, !dbg !320
  %.100 = and i64 %.97, 63, !dbg !320
  %24 = shl nuw i64 1, %.100, !dbg !320
  %25 = and i64 %24, %.99, !dbg !320
  %.102 = icmp ne i64 %25, 0, !dbg !320
  %.103 = and i1 %.98, %.102, !dbg !320
  %.104 = trunc i64 %.97 to i32, !dbg !320
  %.105 = shl i32 %.104, 2, !dbg !320
  %.106 = zext i16 %t52 to i32, !dbg !320
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !320
  %.108 = trunc i32 %.107 to i16, !dbg !320
  %t54 = select i1 %.103, i16 %.108, i16 %t52, !dbg !320
  %.122 = zext i1 %t53 to i32, !dbg !320
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.122), !dbg !320
  %26 = and i32 %.123, 1, !dbg !320
  %.124 = icmp ne i32 %26, 0, !dbg !320
  %t55 = select i1 %.103, i1 %.124, i1 %t53, !dbg !320
  %t56 = icmp slt i32 %.2, 16, !dbg !320
  %t57 = and i1 %t56, %t55, !dbg !320
  %27 = select i1 %t57, i1 %t53, i1 false, !dbg !320
  %t52.mux = select i1 %t57, i16 %t54, i16 %t52, !dbg !320
  %t53.mux = select i1 %t57, i1 true, i1 %t53, !dbg !320
  br i1 %27, label %b26, label %b28, !dbg !320

b26:                                              ; preds = %b24
  %.128 = zext i16 %t54 to i32, !dbg !321
  %28 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !321
  %29 = insertelement <2 x i32> %28, i32 %.128, i64 1, !dbg !321
  %30 = shl nuw <2 x i32> %29, <i32 16, i32 16>, !dbg !321
  %31 = bitcast <2 x i32> %30 to <2 x float>, !dbg !321
  %shift19 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %32 = fmul <2 x float> %shift19, %31, !dbg !321
  %bc29 = bitcast <2 x float> %32 to <2 x i32>, !dbg !321
  %.132 = extractelement <2 x i32> %bc29, i64 0, !dbg !321
  %.133 = and i32 %.132, 2147483647, !dbg !321
  %.134 = icmp ugt i32 %.133, 2139095040, !dbg !321
  %.135 = lshr i32 %.132, 16, !dbg !321
  %.136 = and i32 %.135, 1, !dbg !321
  %.137 = add i32 %.132, 32767, !dbg !321
  %.138 = add i32 %.137, %.136, !dbg !321
  %.139 = lshr i32 %.138, 16, !dbg !321
  %.141 = or i32 %.135, 64, !dbg !321
  %.142 = select i1 %.134, i32 %.141, i32 %.139, !dbg !321
  %.143 = trunc i32 %.142 to i16, !dbg !321
  br label %b28, !dbg !320

b28:                                              ; preds = %b24, %b26
  %t60 = phi i16 [ %t52.mux, %b24 ], [ %.143, %b26 ]
  %t61 = phi i1 [ %t53.mux, %b24 ], [ true, %b26 ]
  %.148 = add nuw nsw i64 %.96, 8, !dbg !320
  %.149 = icmp ult i32 %.95, 56, !dbg !320
  %.151 = and i64 %.148, 63, !dbg !320
  %33 = shl nuw i64 1, %.151, !dbg !320
  %34 = and i64 %33, %.99, !dbg !320
  %.153 = icmp ne i64 %34, 0, !dbg !320
  %.154 = and i1 %.149, %.153, !dbg !320
  %.155 = trunc i64 %.148 to i32, !dbg !320
  %.156 = shl i32 %.155, 2, !dbg !320
  %.157 = zext i16 %t60 to i32, !dbg !320
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.157), !dbg !320
  %.159 = trunc i32 %.158 to i16, !dbg !320
  %t62 = select i1 %.154, i16 %.159, i16 %t60, !dbg !320
  %.173 = zext i1 %t61 to i32, !dbg !320
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.156, i32 %.173), !dbg !320
  %35 = and i32 %.174, 1, !dbg !320
  %.175 = icmp ne i32 %35, 0, !dbg !320
  %t63 = select i1 %.154, i1 %.175, i1 %t61, !dbg !320
  %t64 = icmp slt i32 %.2, 24, !dbg !320
  %t65 = and i1 %t64, %t63, !dbg !320
  %36 = select i1 %t65, i1 %t61, i1 false, !dbg !320
  %t60.mux = select i1 %t65, i16 %t62, i16 %t60, !dbg !320
  %t61.mux = select i1 %t65, i1 true, i1 %t61, !dbg !320
  br i1 %36, label %b30, label %b32, !dbg !320

b30:                                              ; preds = %b28
  %.179 = zext i16 %t62 to i32, !dbg !321
  %37 = insertelement <2 x i32> poison, i32 %.157, i64 0, !dbg !321
  %38 = insertelement <2 x i32> %37, i32 %.179, i64 1, !dbg !321
  %39 = shl nuw <2 x i32> %38, <i32 16, i32 16>, !dbg !321
  %40 = bitcast <2 x i32> %39 to <2 x float>, !dbg !321
  %shift20 = shufflevector <2 x float> %40, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %41 = fmul <2 x float> %shift20, %40, !dbg !321
  %bc28 = bitcast <2 x float> %41 to <2 x i32>, !dbg !321
  %.183 = extractelement <2 x i32> %bc28, i64 0, !dbg !321
  %.184 = and i32 %.183, 2147483647, !dbg !321
  %.185 = icmp ugt i32 %.184, 2139095040, !dbg !321
  %.186 = lshr i32 %.183, 16, !dbg !321
  %.187 = and i32 %.186, 1, !dbg !321
  %.188 = add i32 %.183, 32767, !dbg !321
  %.189 = add i32 %.188, %.187, !dbg !321
  %.190 = lshr i32 %.189, 16, !dbg !321
  %.192 = or i32 %.186, 64, !dbg !321
  %.193 = select i1 %.185, i32 %.192, i32 %.190, !dbg !321
  %.194 = trunc i32 %.193 to i16, !dbg !321
  br label %b32, !dbg !320

b32:                                              ; preds = %b28, %b30
  %t68 = phi i16 [ %t60.mux, %b28 ], [ %.194, %b30 ]
  %t69 = phi i1 [ %t61.mux, %b28 ], [ true, %b30 ]
  %.199 = add nuw nsw i64 %.96, 4, !dbg !320
  %.200 = icmp ult i32 %.95, 60, !dbg !320
  %.202 = and i64 %.199, 63, !dbg !320
  %42 = shl nuw i64 1, %.202, !dbg !320
  %43 = and i64 %42, %.99, !dbg !320
  %.204 = icmp ne i64 %43, 0, !dbg !320
  %.205 = and i1 %.200, %.204, !dbg !320
  %.206 = trunc i64 %.199 to i32, !dbg !320
  %.207 = shl i32 %.206, 2, !dbg !320
  %.208 = zext i16 %t68 to i32, !dbg !320
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !320
  %.210 = trunc i32 %.209 to i16, !dbg !320
  %t70 = select i1 %.205, i16 %.210, i16 %t68, !dbg !320
  %.224 = zext i1 %t69 to i32, !dbg !320
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !320
  %44 = and i32 %.225, 1, !dbg !320
  %.226 = icmp ne i32 %44, 0, !dbg !320
  %t71 = select i1 %.205, i1 %.226, i1 %t69, !dbg !320
  %t72 = icmp slt i32 %.2, 28, !dbg !320
  %t73 = and i1 %t72, %t71, !dbg !320
  %45 = select i1 %t73, i1 %t69, i1 false, !dbg !320
  %t68.mux = select i1 %t73, i16 %t70, i16 %t68, !dbg !320
  %t69.mux = select i1 %t73, i1 true, i1 %t69, !dbg !320
  br i1 %45, label %b34, label %b36, !dbg !320

b34:                                              ; preds = %b32
  %.230 = zext i16 %t70 to i32, !dbg !321
  %46 = insertelement <2 x i32> poison, i32 %.208, i64 0, !dbg !321
  %47 = insertelement <2 x i32> %46, i32 %.230, i64 1, !dbg !321
  %48 = shl nuw <2 x i32> %47, <i32 16, i32 16>, !dbg !321
  %49 = bitcast <2 x i32> %48 to <2 x float>, !dbg !321
  %shift21 = shufflevector <2 x float> %49, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %50 = fmul <2 x float> %shift21, %49, !dbg !321
  %bc27 = bitcast <2 x float> %50 to <2 x i32>, !dbg !321
  %.234 = extractelement <2 x i32> %bc27, i64 0, !dbg !321
  %.235 = and i32 %.234, 2147483647, !dbg !321
  %.236 = icmp ugt i32 %.235, 2139095040, !dbg !321
  %.237 = lshr i32 %.234, 16, !dbg !321
  %.238 = and i32 %.237, 1, !dbg !321
  %.239 = add i32 %.234, 32767, !dbg !321
  %.240 = add i32 %.239, %.238, !dbg !321
  %.241 = lshr i32 %.240, 16, !dbg !321
  %.243 = or i32 %.237, 64, !dbg !321
  %.244 = select i1 %.236, i32 %.243, i32 %.241, !dbg !321
  %.245 = trunc i32 %.244 to i16, !dbg !321
  br label %b36, !dbg !320

b36:                                              ; preds = %b32, %b34
  %t76 = phi i16 [ %t68.mux, %b32 ], [ %.245, %b34 ]
  %t77 = phi i1 [ %t69.mux, %b32 ], [ true, %b34 ]
  %.250 = add nuw nsw i64 %.96, 2, !dbg !320
  %.251 = icmp ult i32 %.95, 62, !dbg !320
  %.253 = and i64 %.250, 63, !dbg !320
  %51 = shl nuw i64 1, %.253, !dbg !320
  %52 = and i64 %51, %.99, !dbg !320
  %.255 = icmp ne i64 %52, 0, !dbg !320
  %.256 = and i1 %.251, %.255, !dbg !320
  %.257 = trunc i64 %.250 to i32, !dbg !320
  %.258 = shl i32 %.257, 2, !dbg !320
  %.259 = zext i16 %t76 to i32, !dbg !320
  %.260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.259), !dbg !320
  %.261 = trunc i32 %.260 to i16, !dbg !320
  %t78 = select i1 %.256, i16 %.261, i16 %t76, !dbg !320
  %.275 = zext i1 %t77 to i32, !dbg !320
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.258, i32 %.275), !dbg !320
  %53 = and i32 %.276, 1, !dbg !320
  %.277 = icmp ne i32 %53, 0, !dbg !320
  %t79 = select i1 %.256, i1 %.277, i1 %t77, !dbg !320
  %t80 = icmp slt i32 %.2, 30, !dbg !320
  %t81 = and i1 %t80, %t79, !dbg !320
  %54 = select i1 %t81, i1 %t77, i1 false, !dbg !320
  %t76.mux = select i1 %t81, i16 %t78, i16 %t76, !dbg !320
  %t77.mux = select i1 %t81, i1 true, i1 %t77, !dbg !320
  br i1 %54, label %b38, label %b40, !dbg !320

b38:                                              ; preds = %b36
  %.281 = zext i16 %t78 to i32, !dbg !321
  %55 = insertelement <2 x i32> poison, i32 %.259, i64 0, !dbg !321
  %56 = insertelement <2 x i32> %55, i32 %.281, i64 1, !dbg !321
  %57 = shl nuw <2 x i32> %56, <i32 16, i32 16>, !dbg !321
  %58 = bitcast <2 x i32> %57 to <2 x float>, !dbg !321
  %shift22 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %59 = fmul <2 x float> %shift22, %58, !dbg !321
  %bc26 = bitcast <2 x float> %59 to <2 x i32>, !dbg !321
  %.285 = extractelement <2 x i32> %bc26, i64 0, !dbg !321
  %.286 = and i32 %.285, 2147483647, !dbg !321
  %.287 = icmp ugt i32 %.286, 2139095040, !dbg !321
  %.288 = lshr i32 %.285, 16, !dbg !321
  %.289 = and i32 %.288, 1, !dbg !321
  %.290 = add i32 %.285, 32767, !dbg !321
  %.291 = add i32 %.290, %.289, !dbg !321
  %.292 = lshr i32 %.291, 16, !dbg !321
  %.294 = or i32 %.288, 64, !dbg !321
  %.295 = select i1 %.287, i32 %.294, i32 %.292, !dbg !321
  %.296 = trunc i32 %.295 to i16, !dbg !321
  br label %b40, !dbg !320

b40:                                              ; preds = %b36, %b38
  %t84 = phi i16 [ %t76.mux, %b36 ], [ %.296, %b38 ]
  %t85 = phi i1 [ %t77.mux, %b36 ], [ true, %b38 ]
  %.301 = add nuw nsw i64 %.96, 1, !dbg !320
  %.302 = icmp ult i32 %.95, 63, !dbg !320
  %.304 = and i64 %.301, 63, !dbg !320
  %60 = shl nuw i64 1, %.304, !dbg !320
  %61 = and i64 %60, %.99, !dbg !320
  %.306 = icmp ne i64 %61, 0, !dbg !320
  %.307 = and i1 %.302, %.306, !dbg !320
  %.308 = trunc i64 %.301 to i32, !dbg !320
  %.309 = shl i32 %.308, 2, !dbg !320
  %.310 = zext i16 %t84 to i32, !dbg !320
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.310), !dbg !320
  %.312 = trunc i32 %.311 to i16, !dbg !320
  %t86 = select i1 %.307, i16 %.312, i16 %t84, !dbg !320
  %.326 = zext i1 %t85 to i32, !dbg !320
  %.327 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.309, i32 %.326), !dbg !320
  %62 = and i32 %.327, 1, !dbg !320
  %.328 = icmp ne i32 %62, 0, !dbg !320
  %t87 = select i1 %.307, i1 %.328, i1 %t85, !dbg !320
  %t88 = icmp slt i32 %.2, 31, !dbg !320
  %t89 = and i1 %t88, %t87, !dbg !320
  %63 = select i1 %t89, i1 %t85, i1 false, !dbg !320
  %t84.mux = select i1 %t89, i16 %t86, i16 %t84, !dbg !320
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !320
  br i1 %63, label %b42, label %b45, !dbg !320

b42:                                              ; preds = %b40
  %.332 = zext i16 %t86 to i32, !dbg !321
  %64 = insertelement <2 x i32> poison, i32 %.310, i64 0, !dbg !321
  %65 = insertelement <2 x i32> %64, i32 %.332, i64 1, !dbg !321
  %66 = shl nuw <2 x i32> %65, <i32 16, i32 16>, !dbg !321
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !321
  %shift23 = shufflevector <2 x float> %67, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %68 = fmul <2 x float> %shift23, %67, !dbg !321
  %bc25 = bitcast <2 x float> %68 to <2 x i32>, !dbg !321
  %.336 = extractelement <2 x i32> %bc25, i64 0, !dbg !321
  %.337 = and i32 %.336, 2147483647, !dbg !321
  %.338 = icmp ugt i32 %.337, 2139095040, !dbg !321
  %.339 = lshr i32 %.336, 16, !dbg !321
  %.340 = and i32 %.339, 1, !dbg !321
  %.341 = add i32 %.336, 32767, !dbg !321
  %.342 = add i32 %.341, %.340, !dbg !321
  %.343 = lshr i32 %.342, 16, !dbg !321
  %.345 = or i32 %.339, 64, !dbg !321
  %.346 = select i1 %.338, i32 %.345, i32 %.343, !dbg !321
  %.347 = trunc i32 %.346 to i16, !dbg !321
  br label %b45, !dbg !320

b45:                                              ; preds = %b40, %b42, %b23
  %t94 = phi i16 [ %t52, %b23 ], [ %t84.mux, %b40 ], [ %.347, %b42 ]
  %t95 = phi i1 [ %t53, %b23 ], [ %t85.mux, %b40 ], [ true, %b42 ]
  %t96 = icmp eq i32 %.2, 0, !dbg !320
  br i1 %t96, label %b46, label %b52, !dbg !320

b46:                                              ; preds = %b45
  %69 = select i1 %t95, i1 %.1, i1 false, !dbg !320
  %a3.mux = select i1 %t95, i16 %t94, i16 %a3, !dbg !320
  %.1.mux = select i1 %t95, i1 true, i1 %.1, !dbg !320
  br i1 %69, label %b48, label %b50, !dbg !320

b48:                                              ; preds = %b46
  %70 = insertelement <2 x i16> poison, i16 %a3, i64 0, !dbg !321
  %71 = insertelement <2 x i16> %70, i16 %t94, i64 1, !dbg !321
  %72 = zext <2 x i16> %71 to <2 x i32>, !dbg !321
  %73 = shl nuw <2 x i32> %72, <i32 16, i32 16>, !dbg !321
  %74 = bitcast <2 x i32> %73 to <2 x float>, !dbg !321
  %shift24 = shufflevector <2 x float> %74, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !321
  %75 = fmul <2 x float> %shift24, %74, !dbg !321
  %bc = bitcast <2 x float> %75 to <2 x i32>, !dbg !321
  %.355 = extractelement <2 x i32> %bc, i64 0, !dbg !321
  %.356 = and i32 %.355, 2147483647, !dbg !321
  %.357 = icmp ugt i32 %.356, 2139095040, !dbg !321
  %.358 = lshr i32 %.355, 16, !dbg !321
  %.359 = and i32 %.358, 1, !dbg !321
  %.360 = add i32 %.355, 32767, !dbg !321
  %.361 = add i32 %.360, %.359, !dbg !321
  %.362 = lshr i32 %.361, 16, !dbg !321
  %.364 = or i32 %.358, 64, !dbg !321
  %.365 = select i1 %.357, i32 %.364, i32 %.362, !dbg !321
  %.366 = trunc i32 %.365 to i16, !dbg !321
  br label %b50, !dbg !320

b50:                                              ; preds = %b46, %b48
  %t99 = phi i16 [ %a3.mux, %b46 ], [ %.366, %b48 ]
  %t100 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t100, label %b51, label %b52, !dbg !320

b51:                                              ; preds = %b50
  store i16 %t99, ptr addrspace(1) %a2, align 2, !dbg !320
  br label %b52, !dbg !320

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !320
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #7

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #9

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #7 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #8 = { convergent mustprogress nounwind willreturn }
attributes #9 = { nounwind readonly }
attributes #10 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "bfloat16.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Copy", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 15, column: 18, scope: !4)
!8 = !DILocation(line: 16, column: 14, scope: !4)
!9 = !DILocation(line: 16, column: 5, scope: !4)
!10 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Inc", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocation(line: 24, column: 18, scope: !10)
!12 = !DILocation(line: 25, column: 20, scope: !10)
!13 = !DILocation(line: 25, column: 18, scope: !10)
!14 = !DILocation(line: 25, column: 3, scope: !10)
!15 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mixed", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DILocation(line: 34, column: 20, scope: !15)
!17 = !DILocation(line: 34, column: 32, scope: !15)
!18 = !DILocation(line: 34, column: 23, scope: !15)
!19 = !DILocation(line: 34, column: 5, scope: !15)
!20 = !DILocation(line: 36, column: 20, scope: !15)
!21 = !DILocation(line: 36, column: 23, scope: !15)
!22 = !DILocation(line: 36, column: 5, scope: !15)
!23 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eFloat16_5d", scope: !24, file: !24, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DIFile(filename: "wmma.go", directory: "")
!25 = !DILocation(line: 55, column: 19, scope: !23)
!26 = !DILocation(line: 56, column: 12, scope: !23)
!27 = !DILocation(line: 57, column: 13, scope: !23)
!28 = !DILocation(line: 57, column: 18, scope: !23)
!29 = !DILocation(line: 62, column: 13, scope: !23)
!30 = !DILocation(line: 62, column: 29, scope: !23)
!31 = !DILocation(line: 64, column: 23, scope: !23)
!32 = !DILocation(line: 64, column: 35, scope: !23)
!33 = !DILocation(line: 66, column: 8, scope: !23)
!34 = !DILocation(line: 66, column: 15, scope: !23)
!35 = !DILocation(line: 64, column: 55, scope: !23)
!36 = !DILocation(line: 64, column: 31, scope: !23)
!37 = !DILocation(line: 65, column: 17, scope: !23)
!38 = !DILocation(line: 65, column: 13, scope: !23)
!39 = !DILocation(line: 65, column: 23, scope: !23)
!40 = !DILocation(line: 67, column: 21, scope: !23)
!41 = !DILocation(line: 69, column: 30, scope: !23)
!42 = !DILocation(line: 69, column: 6, scope: !23)
!43 = !DILocation(line: 69, column: 13, scope: !23)
!44 = !DILocation(line: 69, column: 20, scope: !23)
!45 = !DILocation(line: 64, column: 40, scope: !23)
!46 = !DILocation(line: 71, column: 16, scope: !23)
!47 = !DILocation(line: 106, column: 7, scope: !23)
!48 = !DILocation(line: 106, column: 13, scope: !23)
!49 = !DILocation(line: 0, scope: !23)
!50 = !DILocation(line: 107, column: 21, scope: !23)
!51 = !DILocation(line: 107, column: 4, scope: !23)
!52 = !DILocation(line: 109, column: 20, scope: !23)
!53 = !DILocation(line: 109, column: 3, scope: !23)
!54 = !DILocation(line: 111, column: 6, scope: !23)
!55 = !DILocation(line: 111, column: 12, scope: !23)
!56 = !DILocation(line: 112, column: 20, scope: !23)
!57 = !DILocation(line: 112, column: 3, scope: !23)
!58 = !DILocation(line: 114, column: 19, scope: !23)
!59 = !DILocation(line: 114, column: 2, scope: !23)
!60 = !DILocation(line: 119, column: 22, scope: !23)
!61 = !DILocation(line: 120, column: 13, scope: !23)
!62 = !DILocation(line: 121, column: 21, scope: !23)
!63 = !DILocation(line: 121, column: 4, scope: !23)
!64 = !DILocation(line: 123, column: 20, scope: !23)
!65 = !DILocation(line: 123, column: 3, scope: !23)
!66 = !DILocation(line: 126, column: 20, scope: !23)
!67 = !DILocation(line: 125, column: 12, scope: !23)
!68 = !DILocation(line: 126, column: 3, scope: !23)
!69 = !DILocation(line: 128, column: 19, scope: !23)
!70 = !DILocation(line: 128, column: 2, scope: !23)
!71 = !DILocation(line: 76, column: 6, scope: !23)
!72 = !DILocation(line: 76, column: 11, scope: !23)
!73 = !DILocation(line: 133, column: 22, scope: !23)
!74 = !DILocation(line: 134, column: 13, scope: !23)
!75 = !DILocation(line: 135, column: 21, scope: !23)
!76 = !DILocation(line: 135, column: 4, scope: !23)
!77 = !DILocation(line: 137, column: 20, scope: !23)
!78 = !DILocation(line: 137, column: 3, scope: !23)
!79 = !DILocation(line: 140, column: 20, scope: !23)
!80 = !DILocation(line: 139, column: 12, scope: !23)
!81 = !DILocation(line: 140, column: 3, scope: !23)
!82 = !DILocation(line: 142, column: 19, scope: !23)
!83 = !DILocation(line: 142, column: 2, scope: !23)
!84 = !DILocation(line: 79, column: 15, scope: !23)
!85 = !DILocation(line: 88, column: 12, scope: !23)
!86 = !DILocation(line: 89, column: 14, scope: !23)
!87 = !DILocation(line: 93, column: 15, scope: !23)
!88 = !DILocation(line: 95, column: 22, scope: !23)
!89 = !DILocation(line: 95, column: 34, scope: !23)
!90 = !DILocation(line: 95, column: 54, scope: !23)
!91 = !DILocation(line: 95, column: 30, scope: !23)
!92 = !DILocation(line: 96, column: 7, scope: !23)
!93 = !DILocation(line: 96, column: 11, scope: !23)
!94 = !DILocation(line: 97, column: 9, scope: !23)
!95 = !DILocation(line: 97, column: 5, scope: !23)
!96 = !DILocation(line: 97, column: 17, scope: !23)
!97 = !DILocation(line: 95, column: 39, scope: !23)
!98 = !DILocation(line: 91, column: 14, scope: !23)
!99 = !DILocation(line: 82, column: 15, scope: !23)
!100 = !DILocation(line: 81, column: 13, scope: !23)
!101 = !DILocation(line: 84, column: 15, scope: !23)
!102 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eTile_5bkern_2eBFloat16_5d", scope: !24, file: !24, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = !DILocation(line: 55, column: 19, scope: !102)
!104 = !DILocation(line: 56, column: 12, scope: !102)
!105 = !DILocation(line: 57, column: 13, scope: !102)
!106 = !DILocation(line: 57, column: 18, scope: !102)
!107 = !DILocation(line: 62, column: 13, scope: !102)
!108 = !DILocation(line: 62, column: 29, scope: !102)
!109 = !DILocation(line: 64, column: 23, scope: !102)
!110 = !DILocation(line: 64, column: 35, scope: !102)
!111 = !DILocation(line: 66, column: 8, scope: !102)
!112 = !DILocation(line: 66, column: 15, scope: !102)
!113 = !DILocation(line: 64, column: 55, scope: !102)
!114 = !DILocation(line: 64, column: 31, scope: !102)
!115 = !DILocation(line: 65, column: 17, scope: !102)
!116 = !DILocation(line: 65, column: 13, scope: !102)
!117 = !DILocation(line: 65, column: 23, scope: !102)
!118 = !DILocation(line: 67, column: 21, scope: !102)
!119 = !DILocation(line: 67, column: 37, scope: !102)
!120 = !DILocation(line: 69, column: 30, scope: !102)
!121 = !DILocation(line: 69, column: 6, scope: !102)
!122 = !DILocation(line: 69, column: 13, scope: !102)
!123 = !DILocation(line: 69, column: 20, scope: !102)
!124 = !DILocation(line: 64, column: 40, scope: !102)
!125 = !DILocation(line: 71, column: 16, scope: !102)
!126 = !DILocation(line: 106, column: 7, scope: !102)
!127 = !DILocation(line: 106, column: 13, scope: !102)
!128 = !DILocation(line: 0, scope: !102)
!129 = !DILocation(line: 107, column: 21, scope: !102)
!130 = !DILocation(line: 107, column: 4, scope: !102)
!131 = !DILocation(line: 109, column: 20, scope: !102)
!132 = !DILocation(line: 109, column: 3, scope: !102)
!133 = !DILocation(line: 111, column: 6, scope: !102)
!134 = !DILocation(line: 111, column: 12, scope: !102)
!135 = !DILocation(line: 112, column: 20, scope: !102)
!136 = !DILocation(line: 112, column: 3, scope: !102)
!137 = !DILocation(line: 114, column: 19, scope: !102)
!138 = !DILocation(line: 114, column: 2, scope: !102)
!139 = !DILocation(line: 119, column: 22, scope: !102)
!140 = !DILocation(line: 120, column: 13, scope: !102)
!141 = !DILocation(line: 121, column: 21, scope: !102)
!142 = !DILocation(line: 121, column: 4, scope: !102)
!143 = !DILocation(line: 123, column: 20, scope: !102)
!144 = !DILocation(line: 123, column: 3, scope: !102)
!145 = !DILocation(line: 126, column: 20, scope: !102)
!146 = !DILocation(line: 125, column: 12, scope: !102)
!147 = !DILocation(line: 126, column: 3, scope: !102)
!148 = !DILocation(line: 128, column: 19, scope: !102)
!149 = !DILocation(line: 128, column: 2, scope: !102)
!150 = !DILocation(line: 76, column: 6, scope: !102)
!151 = !DILocation(line: 76, column: 11, scope: !102)
!152 = !DILocation(line: 133, column: 22, scope: !102)
!153 = !DILocation(line: 134, column: 13, scope: !102)
!154 = !DILocation(line: 135, column: 21, scope: !102)
!155 = !DILocation(line: 135, column: 4, scope: !102)
!156 = !DILocation(line: 137, column: 20, scope: !102)
!157 = !DILocation(line: 137, column: 3, scope: !102)
!158 = !DILocation(line: 140, column: 20, scope: !102)
!159 = !DILocation(line: 139, column: 12, scope: !102)
!160 = !DILocation(line: 140, column: 3, scope: !102)
!161 = !DILocation(line: 142, column: 19, scope: !102)
!162 = !DILocation(line: 142, column: 2, scope: !102)
!163 = !DILocation(line: 79, column: 15, scope: !102)
!164 = !DILocation(line: 88, column: 12, scope: !102)
!165 = !DILocation(line: 89, column: 14, scope: !102)
!166 = !DILocation(line: 93, column: 15, scope: !102)
!167 = !DILocation(line: 95, column: 22, scope: !102)
!168 = !DILocation(line: 95, column: 34, scope: !102)
!169 = !DILocation(line: 95, column: 54, scope: !102)
!170 = !DILocation(line: 95, column: 30, scope: !102)
!171 = !DILocation(line: 96, column: 7, scope: !102)
!172 = !DILocation(line: 96, column: 11, scope: !102)
!173 = !DILocation(line: 97, column: 9, scope: !102)
!174 = !DILocation(line: 97, column: 5, scope: !102)
!175 = !DILocation(line: 97, column: 17, scope: !102)
!176 = !DILocation(line: 95, column: 39, scope: !102)
!177 = !DILocation(line: 91, column: 14, scope: !102)
!178 = !DILocation(line: 82, column: 15, scope: !102)
!179 = !DILocation(line: 81, column: 13, scope: !102)
!180 = !DILocation(line: 84, column: 15, scope: !102)
!181 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStore", scope: !24, file: !24, line: 151, type: !5, scopeLine: 151, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!182 = !DILocation(line: 152, column: 19, scope: !181)
!183 = !DILocation(line: 153, column: 12, scope: !181)
!184 = !DILocation(line: 154, column: 13, scope: !181)
!185 = !DILocation(line: 154, column: 18, scope: !181)
!186 = !DILocation(line: 157, column: 6, scope: !181)
!187 = !DILocation(line: 157, column: 14, scope: !181)
!188 = !DILocation(line: 0, scope: !181)
!189 = !DILocation(line: 159, column: 15, scope: !181)
!190 = !DILocation(line: 158, column: 13, scope: !181)
!191 = !DILocation(line: 161, column: 15, scope: !181)
!192 = !DILocation(line: 165, column: 12, scope: !181)
!193 = !DILocation(line: 166, column: 14, scope: !181)
!194 = !DILocation(line: 170, column: 15, scope: !181)
!195 = !DILocation(line: 171, column: 22, scope: !181)
!196 = !DILocation(line: 171, column: 34, scope: !181)
!197 = !DILocation(line: 171, column: 54, scope: !181)
!198 = !DILocation(line: 171, column: 30, scope: !181)
!199 = !DILocation(line: 172, column: 7, scope: !181)
!200 = !DILocation(line: 172, column: 11, scope: !181)
!201 = !DILocation(line: 173, column: 9, scope: !181)
!202 = !DILocation(line: 173, column: 5, scope: !181)
!203 = !DILocation(line: 173, column: 17, scope: !181)
!204 = !DILocation(line: 171, column: 39, scope: !181)
!205 = !DILocation(line: 168, column: 14, scope: !181)
!206 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreGlobal", scope: !24, file: !24, line: 184, type: !5, scopeLine: 184, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!207 = !DILocation(line: 185, column: 13, scope: !206)
!208 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eStoreShared", scope: !24, file: !24, line: 191, type: !5, scopeLine: 191, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!209 = !DILocation(line: 193, column: 13, scope: !208)
!210 = !DILocation(line: 194, column: 15, scope: !208)
!211 = !DILocation(line: 195, column: 22, scope: !208)
!212 = !DILocation(line: 195, column: 52, scope: !208)
!213 = !DILocation(line: 195, column: 30, scope: !208)
!214 = !DILocation(line: 196, column: 12, scope: !208)
!215 = !DILocation(line: 196, column: 4, scope: !208)
!216 = !DILocation(line: 195, column: 37, scope: !208)
!217 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fcontig", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!218 = !DILocation(line: 42, column: 6, scope: !217)
!219 = !DILocation(line: 42, column: 66, scope: !217)
!220 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstrided", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!221 = !DILocation(line: 42, column: 6, scope: !220)
!222 = !DILocation(line: 42, column: 66, scope: !220)
!223 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage1", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!224 = !DILocation(line: 42, column: 6, scope: !223)
!225 = !DILocation(line: 42, column: 66, scope: !223)
!226 = !{!"exec"}
!227 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Add_5f_5fstage2", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!228 = !DILocation(line: 42, column: 6, scope: !227)
!229 = !DILocation(line: 42, column: 66, scope: !227)
!230 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fcontig", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!231 = !DILocation(line: 45, column: 6, scope: !230)
!232 = !DILocation(line: 45, column: 66, scope: !230)
!233 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstrided", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!234 = !DILocation(line: 45, column: 6, scope: !233)
!235 = !DILocation(line: 45, column: 66, scope: !233)
!236 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage1", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!237 = !DILocation(line: 45, column: 6, scope: !236)
!238 = !DILocation(line: 45, column: 66, scope: !236)
!239 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sub_5f_5fstage2", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!240 = !DILocation(line: 45, column: 6, scope: !239)
!241 = !DILocation(line: 45, column: 66, scope: !239)
!242 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!243 = !DILocation(line: 48, column: 6, scope: !242)
!244 = !DILocation(line: 48, column: 66, scope: !242)
!245 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!246 = !DILocation(line: 48, column: 6, scope: !245)
!247 = !DILocation(line: 48, column: 66, scope: !245)
!248 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!249 = !DILocation(line: 48, column: 6, scope: !248)
!250 = !DILocation(line: 48, column: 66, scope: !248)
!251 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Mul_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!252 = !DILocation(line: 48, column: 6, scope: !251)
!253 = !DILocation(line: 48, column: 66, scope: !251)
!254 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fcontig", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!255 = !DILocation(line: 51, column: 6, scope: !254)
!256 = !DILocation(line: 51, column: 66, scope: !254)
!257 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstrided", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!258 = !DILocation(line: 51, column: 6, scope: !257)
!259 = !DILocation(line: 51, column: 66, scope: !257)
!260 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage1", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!261 = !DILocation(line: 51, column: 6, scope: !260)
!262 = !DILocation(line: 51, column: 66, scope: !260)
!263 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Div_5f_5fstage2", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!264 = !DILocation(line: 51, column: 6, scope: !263)
!265 = !DILocation(line: 51, column: 66, scope: !263)
!266 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!267 = !DILocation(line: 56, column: 6, scope: !266)
!268 = !DILocation(line: 56, column: 66, scope: !266)
!269 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Square_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!270 = !DILocation(line: 56, column: 6, scope: !269)
!271 = !DILocation(line: 56, column: 66, scope: !269)
!272 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fcontig", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!273 = !DILocation(line: 61, column: 6, scope: !272)
!274 = !DILocation(line: 61, column: 55, scope: !272)
!275 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Eq_5f_5fstrided", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!276 = !DILocation(line: 61, column: 6, scope: !275)
!277 = !DILocation(line: 61, column: 55, scope: !275)
!278 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!279 = !DILocation(line: 64, column: 6, scope: !278)
!280 = !DILocation(line: 64, column: 55, scope: !278)
!281 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Lt_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!282 = !DILocation(line: 64, column: 6, scope: !281)
!283 = !DILocation(line: 64, column: 55, scope: !281)
!284 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fcontig", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!285 = !DILocation(line: 67, column: 6, scope: !284)
!286 = !DILocation(line: 67, column: 55, scope: !284)
!287 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Le_5f_5fstrided", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!288 = !DILocation(line: 67, column: 6, scope: !287)
!289 = !DILocation(line: 67, column: 55, scope: !287)
!290 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fcontig", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!291 = !DILocation(line: 73, column: 6, scope: !290)
!292 = !DILocation(line: 73, column: 63, scope: !290)
!293 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16ToFloat32_5f_5fstrided", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!294 = !DILocation(line: 73, column: 6, scope: !293)
!295 = !DILocation(line: 73, column: 63, scope: !293)
!296 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fcontig", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!297 = !DILocation(line: 76, column: 6, scope: !296)
!298 = !DILocation(line: 76, column: 71, scope: !296)
!299 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromFloat32_5f_5fstrided", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!300 = !DILocation(line: 76, column: 6, scope: !299)
!301 = !DILocation(line: 76, column: 71, scope: !299)
!302 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fcontig", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!303 = !DILocation(line: 79, column: 6, scope: !302)
!304 = !DILocation(line: 79, column: 75, scope: !302)
!305 = !DILocation(line: 79, column: 67, scope: !302)
!306 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16FromInt32_5f_5fstrided", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!307 = !DILocation(line: 79, column: 6, scope: !306)
!308 = !DILocation(line: 79, column: 75, scope: !306)
!309 = !DILocation(line: 79, column: 67, scope: !306)
!310 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage1", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!311 = !DILocation(line: 84, column: 6, scope: !310)
!312 = !DILocation(line: 84, column: 66, scope: !310)
!313 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Sum_5f_5fstage2", scope: !1, file: !1, line: 84, type: !5, scopeLine: 84, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!314 = !DILocation(line: 84, column: 6, scope: !313)
!315 = !DILocation(line: 84, column: 66, scope: !313)
!316 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage1", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!317 = !DILocation(line: 87, column: 6, scope: !316)
!318 = !DILocation(line: 87, column: 67, scope: !316)
!319 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fcudajl_2eBF16Prod_5f_5fstage2", scope: !1, file: !1, line: 87, type: !5, scopeLine: 87, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!320 = !DILocation(line: 87, column: 6, scope: !319)
!321 = !DILocation(line: 87, column: 67, scope: !319)
